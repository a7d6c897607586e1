	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 6
	.text
	.globl	tessera_gumbel_w256
	.p2align	8
	.type	tessera_gumbel_w256,@function
tessera_gumbel_w256:
	s_clause 0x1
	s_load_b256 s[40:47], s[0:1], 0x0
	s_load_b128 s[48:51], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[46:47], s[2:3]
	v_cmp_lt_u64_e64 s5, 0x100, s[48:49]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB0_289
	s_load_b128 s[52:55], s[0:1], 0x30
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, 0xff800000
	s_mul_i32 s4, s49, s2
	s_mul_hi_u32 s5, s48, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_add_i32 s5, s5, s4
	s_mul_i32 s4, s48, s2
	v_cmp_gt_u64_e64 s12, s[48:49], v[0:1]
	s_lshl_b64 s[4:5], s[4:5], 2
	s_add_u32 s44, s44, s4
	s_addc_u32 s45, s45, s5
	s_and_saveexec_b32 s4, s12
	s_cbranch_execz .LBB0_3
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v1, v1, s[44:45]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v1, v1
	v_mov_b32_e32 v1, v0
	v_cndmask_b32_e64 v2, 0, 1.0, vcc_lo
.LBB0_3:
	s_or_b32 exec_lo, exec_lo, s4
	v_lshlrev_b32_e32 v5, 2, v0
	v_cmp_gt_u32_e64 s5, 0x80, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_or_b32_e32 v3, 0xc00, v5
	v_or_b32_e32 v4, 0x800, v5
	ds_store_2addr_stride64_b32 v5, v1, v2 offset0:8 offset1:12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB0_5
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:2
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v8, v7
	v_cmp_gt_f32_e64 s6, v8, v7
	v_cmp_o_f32_e64 s7, v7, v7
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s6, s4
	v_cndmask_b32_e64 v1, 0, 1, s4
	s_or_b32 s4, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s8
	v_cmp_gt_u32_e64 s6, 64, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB0_7
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:1
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v8, v7
	v_cmp_gt_f32_e64 s7, v8, v7
	v_cmp_o_f32_e64 s8, v7, v7
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s7, s4
	v_cndmask_b32_e64 v1, 0, 1, s4
	s_or_b32 s4, s8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_7:
	s_or_b32 exec_lo, exec_lo, s9
	v_cmp_gt_u32_e64 s7, 32, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s7
	s_cbranch_execz .LBB0_9
	ds_load_2addr_b32 v[5:6], v4 offset1:32
	ds_load_2addr_b32 v[7:8], v3 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v8, v7
	v_cmp_gt_f32_e64 s8, v8, v7
	v_cmp_o_f32_e64 s9, v7, v7
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s8, s4
	v_cndmask_b32_e64 v1, 0, 1, s4
	s_or_b32 s4, s9, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_9:
	s_or_b32 exec_lo, exec_lo, s10
	v_cmp_gt_u32_e64 s8, 16, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s8
	s_cbranch_execz .LBB0_11
	ds_load_2addr_b32 v[5:6], v4 offset1:16
	ds_load_2addr_b32 v[7:8], v3 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v8, v7
	v_cmp_gt_f32_e64 s9, v8, v7
	v_cmp_o_f32_e64 s10, v7, v7
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s9, s4
	v_cndmask_b32_e64 v1, 0, 1, s4
	s_or_b32 s4, s10, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_11:
	s_or_b32 exec_lo, exec_lo, s11
	v_cmp_gt_u32_e64 s9, 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s9
	s_cbranch_execz .LBB0_13
	ds_load_2addr_b32 v[5:6], v4 offset1:8
	ds_load_2addr_b32 v[7:8], v3 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v8, v7
	v_cmp_gt_f32_e64 s10, v8, v7
	v_cmp_o_f32_e64 s11, v7, v7
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s10, s4
	v_cndmask_b32_e64 v1, 0, 1, s4
	s_or_b32 s4, s11, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_13:
	s_or_b32 exec_lo, exec_lo, s13
	v_cmp_gt_u32_e64 s10, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s10
	s_cbranch_execz .LBB0_15
	ds_load_2addr_b32 v[5:6], v4 offset1:4
	ds_load_2addr_b32 v[7:8], v3 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v8, v7
	v_cmp_gt_f32_e64 s11, v8, v7
	v_cmp_o_f32_e64 s13, v7, v7
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s11, s4
	v_cndmask_b32_e64 v1, 0, 1, s4
	s_or_b32 s4, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_15:
	s_or_b32 exec_lo, exec_lo, s14
	v_cmp_gt_u32_e64 s11, 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s11
	s_cbranch_execz .LBB0_17
	ds_load_2addr_b32 v[5:6], v4 offset1:2
	ds_load_2addr_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v8, v7
	v_cmp_gt_f32_e64 s13, v8, v7
	v_cmp_o_f32_e64 s14, v7, v7
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s13, s4
	v_cndmask_b32_e64 v1, 0, 1, s4
	s_or_b32 s4, s14, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_17:
	s_or_b32 exec_lo, exec_lo, s15
	v_cmp_eq_u32_e64 s4, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB0_19
	v_add_nc_u32_e64 v1, 4, 0
	ds_load_2addr_stride64_b32 v[5:6], v1 offset0:8 offset1:12
	ds_load_b32 v7, v4
	ds_load_b32 v8, v3
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v6, v8
	v_cmp_gt_f32_e64 s14, v6, v8
	v_cmp_o_f32_e64 s15, v8, v8
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v8, v6 :: v_dual_cndmask_b32 v2, v7, v5
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_19:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB0_21
	v_mov_b32_e32 v1, 0
	ds_load_b32 v2, v1 offset:3072
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v1, v2 offset:4100
.LBB0_21:
	s_or_b32 exec_lo, exec_lo, s13
	v_dual_mov_b32 v1, 0xff800000 :: v_dual_mov_b32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s12
	s_cbranch_execz .LBB0_23
	v_dual_mov_b32 v2, v0 :: v_dual_lshlrev_b32 v1, 2, v0
	global_load_b32 v1, v1, s[44:45]
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, 0x7f800000, v1
	v_cndmask_b32_e64 v1, 0, 1.0, vcc_lo
.LBB0_23:
	s_or_b32 exec_lo, exec_lo, s13
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s5
	s_cbranch_execz .LBB0_25
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:2
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_25:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s6
	s_cbranch_execz .LBB0_27
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:1
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_27:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s7
	s_cbranch_execz .LBB0_29
	ds_load_2addr_b32 v[5:6], v4 offset1:32
	ds_load_2addr_b32 v[7:8], v3 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_29:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s8
	s_cbranch_execz .LBB0_31
	ds_load_2addr_b32 v[5:6], v4 offset1:16
	ds_load_2addr_b32 v[7:8], v3 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_31:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s9
	s_cbranch_execz .LBB0_33
	ds_load_2addr_b32 v[5:6], v4 offset1:8
	ds_load_2addr_b32 v[7:8], v3 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_33:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s10
	s_cbranch_execz .LBB0_35
	ds_load_2addr_b32 v[5:6], v4 offset1:4
	ds_load_2addr_b32 v[7:8], v3 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_35:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s11
	s_cbranch_execz .LBB0_37
	ds_load_2addr_b32 v[5:6], v4 offset1:2
	ds_load_2addr_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_37:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB0_39
	v_add_nc_u32_e64 v1, 4, 0
	ds_load_2addr_stride64_b32 v[5:6], v1 offset0:8 offset1:12
	ds_load_b32 v7, v4
	ds_load_b32 v8, v3
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v6, v8
	v_cmp_gt_f32_e64 s14, v6, v8
	v_cmp_o_f32_e64 s15, v8, v8
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v8, v6 :: v_dual_cndmask_b32 v2, v7, v5
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_39:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB0_41
	v_mov_b32_e32 v1, 0
	ds_load_b32 v2, v1 offset:3072
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v1, v2 offset:4104
.LBB0_41:
	s_or_b32 exec_lo, exec_lo, s13
	v_dual_mov_b32 v1, 0xff800000 :: v_dual_mov_b32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s12
	s_cbranch_execz .LBB0_43
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v1, v1, s[44:45]
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v1
	v_cndmask_b32_e32 v2, 0, v0, vcc_lo
.LBB0_43:
	s_or_b32 exec_lo, exec_lo, s13
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s5
	s_cbranch_execz .LBB0_45
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:2
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_45:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s6
	s_cbranch_execz .LBB0_47
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:1
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_47:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s7
	s_cbranch_execz .LBB0_49
	ds_load_2addr_b32 v[5:6], v4 offset1:32
	ds_load_2addr_b32 v[7:8], v3 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_49:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s8
	s_cbranch_execz .LBB0_51
	ds_load_2addr_b32 v[5:6], v4 offset1:16
	ds_load_2addr_b32 v[7:8], v3 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_51:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s9
	s_cbranch_execz .LBB0_53
	ds_load_2addr_b32 v[5:6], v4 offset1:8
	ds_load_2addr_b32 v[7:8], v3 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_53:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s10
	s_cbranch_execz .LBB0_55
	ds_load_2addr_b32 v[5:6], v4 offset1:4
	ds_load_2addr_b32 v[7:8], v3 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_55:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s11
	s_cbranch_execz .LBB0_57
	ds_load_2addr_b32 v[5:6], v4 offset1:2
	ds_load_2addr_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_57:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB0_59
	v_add_nc_u32_e64 v1, 4, 0
	ds_load_2addr_stride64_b32 v[5:6], v1 offset0:8 offset1:12
	ds_load_b32 v7, v4
	ds_load_b32 v8, v3
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v6, v8
	v_cmp_gt_f32_e64 s14, v6, v8
	v_cmp_o_f32_e64 s15, v8, v8
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v8, v6 :: v_dual_cndmask_b32 v2, v7, v5
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_59:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB0_61
	v_mov_b32_e32 v1, 0
	ds_load_b32 v2, v1 offset:3072
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v1, v2 offset:4120
.LBB0_61:
	s_or_b32 exec_lo, exec_lo, s13
	v_dual_mov_b32 v1, 0xff800000 :: v_dual_mov_b32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s12
	s_cbranch_execz .LBB0_63
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v1, v1, s[44:45]
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v1
	v_cndmask_b32_e32 v2, 0, v0, vcc_lo
.LBB0_63:
	s_or_b32 exec_lo, exec_lo, s13
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s5
	s_cbranch_execz .LBB0_65
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:2
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_65:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s6
	s_cbranch_execz .LBB0_67
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:1
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_67:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s7
	s_cbranch_execz .LBB0_69
	ds_load_2addr_b32 v[5:6], v4 offset1:32
	ds_load_2addr_b32 v[7:8], v3 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_69:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s8
	s_cbranch_execz .LBB0_71
	ds_load_2addr_b32 v[5:6], v4 offset1:16
	ds_load_2addr_b32 v[7:8], v3 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_71:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s9
	s_cbranch_execz .LBB0_73
	ds_load_2addr_b32 v[5:6], v4 offset1:8
	ds_load_2addr_b32 v[7:8], v3 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_73:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s10
	s_cbranch_execz .LBB0_75
	ds_load_2addr_b32 v[5:6], v4 offset1:4
	ds_load_2addr_b32 v[7:8], v3 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_75:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s11
	s_cbranch_execz .LBB0_77
	ds_load_2addr_b32 v[5:6], v4 offset1:2
	ds_load_2addr_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_77:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB0_79
	v_add_nc_u32_e64 v1, 4, 0
	ds_load_2addr_stride64_b32 v[5:6], v1 offset0:8 offset1:12
	ds_load_b32 v7, v4
	ds_load_b32 v8, v3
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v6, v8
	v_cmp_gt_f32_e64 s14, v6, v8
	v_cmp_o_f32_e64 s15, v8, v8
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v8, v6 :: v_dual_cndmask_b32 v2, v7, v5
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_79:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB0_81
	v_mov_b32_e32 v1, 0
	ds_load_b32 v2, v1 offset:2048
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v2, v2
	ds_store_b32 v1, v2 offset:4124
.LBB0_81:
	s_or_b32 exec_lo, exec_lo, s13
	s_load_b32 s62, s[0:1], 0x38
	v_dual_mov_b32 v1, 0xff800000 :: v_dual_mov_b32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s12
	s_cbranch_execz .LBB0_83
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v1, v1, s[44:45]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s62, v1
	v_cmp_class_f32_e64 s14, v1, 0x1f8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_class_f32_e64 s15, v2, 0x204
	v_mov_b32_e32 v2, v0
	s_and_b32 s14, s15, s14
	v_cndmask_b32_e64 v1, 0, 1.0, s14
.LBB0_83:
	s_or_b32 exec_lo, exec_lo, s13
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s5
	s_cbranch_execz .LBB0_85
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:2
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_85:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s6
	s_cbranch_execz .LBB0_87
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:1
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_87:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s7
	s_cbranch_execz .LBB0_89
	ds_load_2addr_b32 v[5:6], v4 offset1:32
	ds_load_2addr_b32 v[7:8], v3 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_89:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s8
	s_cbranch_execz .LBB0_91
	ds_load_2addr_b32 v[5:6], v4 offset1:16
	ds_load_2addr_b32 v[7:8], v3 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_91:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s9
	s_cbranch_execz .LBB0_93
	ds_load_2addr_b32 v[5:6], v4 offset1:8
	ds_load_2addr_b32 v[7:8], v3 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_93:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s10
	s_cbranch_execz .LBB0_95
	ds_load_2addr_b32 v[5:6], v4 offset1:4
	ds_load_2addr_b32 v[7:8], v3 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_95:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s11
	s_cbranch_execz .LBB0_97
	ds_load_2addr_b32 v[5:6], v4 offset1:2
	ds_load_2addr_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_97:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB0_99
	v_add_nc_u32_e64 v1, 4, 0
	ds_load_2addr_stride64_b32 v[5:6], v1 offset0:8 offset1:12
	ds_load_b32 v7, v4
	ds_load_b32 v8, v3
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v6, v8
	v_cmp_gt_f32_e64 s14, v6, v8
	v_cmp_o_f32_e64 s15, v8, v8
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v8, v6 :: v_dual_cndmask_b32 v2, v7, v5
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_99:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB0_101
	v_mov_b32_e32 v1, 0
	ds_load_b32 v2, v1 offset:3072
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v1, v2 offset:4128
.LBB0_101:
	s_or_b32 exec_lo, exec_lo, s13
	s_load_b128 s[36:39], s[0:1], 0x40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cmp_eq_u32 s39, 0
	s_cselect_b32 s0, -1, 0
	s_cmp_lg_u32 s39, 0
	s_cselect_b32 s1, -1, 0
	s_cmp_eq_u64 s[36:37], 0
	s_cselect_b32 s13, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s1, s13, s1
	s_and_b32 vcc_lo, exec_lo, s1
	s_mov_b32 s1, -1
	s_cbranch_vccz .LBB0_105
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB0_104
	v_mov_b32_e32 v1, 0x1024
	v_mov_b32_e32 v2, 0xff800000
	v_mov_b32_e32 v5, 0x7f800000
	ds_store_2addr_b32 v1, v2, v5 offset1:1
.LBB0_104:
	s_or_b32 exec_lo, exec_lo, s1
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB0_105:
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB0_166
	s_and_saveexec_b32 s1, s12
	s_cbranch_execz .LBB0_108
	v_lshlrev_b32_e32 v1, 2, v0
	v_add_nc_u32_e32 v7, 0xfffff800, v3
	v_add_nc_u32_e32 v6, 0xfffff400, v3
	global_load_b32 v1, v1, s[44:45]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v2, v1
	v_or_b32_e32 v5, 0x80000000, v1
	v_cmp_gt_i32_e32 vcc_lo, 0, v1
	v_dual_cndmask_b32 v1, v5, v2 :: v_dual_mov_b32 v2, 1.0
	ds_store_b32 v6, v1
	ds_store_b32 v7, v2
.LBB0_108:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s12
	v_not_b32_e32 v1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, s13, s48, v1
	v_add_co_ci_u32_e64 v2, null, s49, -1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_alignbit_b32 v1, v2, v1, 8
	v_add_nc_u32_e32 v1, 1, v1
	s_or_b32 exec_lo, exec_lo, s1
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v2 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s13, exec_lo
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB0_113:
	s_ctz_i32_b32 s14, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s15, v1, s14
	s_lshl_b32 s14, 1, s14
	s_add_i32 s1, s1, s15
	s_and_not1_b32 s13, s13, s14
	s_cbranch_scc1 .LBB0_113
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	s_mov_b32 s13, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v1
	s_xor_b32 s13, exec_lo, s13
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, s1
	ds_add_u32 v1, v2 offset:4096
	s_or_b32 exec_lo, exec_lo, s13
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clz_i32_u32 s1, s37
	ds_load_b32 v2, v1 offset:4096
	s_min_u32 s1, s1, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[14:15], s[36:37], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s13, s14, 1
	s_or_b32 s13, s15, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_f32_u32 s13, s13
	v_ldexp_f32 v5, s13, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_readfirstlane_b32 s26, v5
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v2, v2
	v_cmp_nge_f32_e32 vcc_lo, v2, v5
	s_cbranch_vccnz .LBB0_151
	v_add_nc_u32_e32 v5, 0xfffff400, v3
	s_mov_b32 s27, 0
	s_mov_b64 s[14:15], 0
	s_branch .LBB0_119
.LBB0_118:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v2, v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s16, v2
	s_cvt_f32_u32 s16, s16
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s16, s26
	s_cselect_b32 s27, s13, s1
	s_add_u32 s14, s14, 4
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u64 s[14:15], 32
	s_cbranch_scc1 .LBB0_152
.LBB0_119:
	v_mov_b32_e32 v2, 0
	s_lshr_b32 s1, 0x80000000, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s1, s1, s27
	s_and_saveexec_b32 s13, s12
	s_cbranch_execz .LBB0_121
	ds_load_b32 v2, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s1, v2
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
.LBB0_121:
	s_or_b32 exec_lo, exec_lo, s13
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	ds_store_b32 v1, v1 offset:4096
	s_or_b32 exec_lo, exec_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s16, exec_lo
	s_mov_b32 s13, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB0_124:
	s_ctz_i32_b32 s17, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s18, v2, s17
	s_lshl_b32 s17, 1, s17
	s_add_i32 s13, s13, s18
	s_and_not1_b32 s16, s16, s17
	s_cbranch_scc1 .LBB0_124
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	s_mov_b32 s16, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v2
	s_xor_b32 s16, exec_lo, s16
	v_mov_b32_e32 v2, s13
	ds_add_u32 v1, v2 offset:4096
	s_or_b32 exec_lo, exec_lo, s16
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v6, v2 offset:4096
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s13, v6
	s_cvt_f32_u32 s13, s13
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s13, s26
	s_cselect_b32 s1, s1, s27
	s_lshr_b32 s13, 2.0, s14
	s_or_b32 s13, s13, s1
	s_and_saveexec_b32 s16, s12
	s_cbranch_execz .LBB0_129
	ds_load_b32 v2, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s13, v2
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
.LBB0_129:
	s_or_b32 exec_lo, exec_lo, s16
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	ds_store_b32 v1, v1 offset:4096
	s_or_b32 exec_lo, exec_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s17, exec_lo
	s_mov_b32 s16, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB0_132:
	s_ctz_i32_b32 s18, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s19, v2, s18
	s_lshl_b32 s18, 1, s18
	s_add_i32 s16, s16, s19
	s_and_not1_b32 s17, s17, s18
	s_cbranch_scc1 .LBB0_132
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	s_mov_b32 s17, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v2
	s_xor_b32 s17, exec_lo, s17
	v_mov_b32_e32 v2, s16
	ds_add_u32 v1, v2 offset:4096
	s_or_b32 exec_lo, exec_lo, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v6, v2 offset:4096
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s16, v6
	s_cvt_f32_u32 s16, s16
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s16, s26
	s_cselect_b32 s1, s13, s1
	s_lshr_b32 s13, 0x20000000, s14
	s_or_b32 s13, s13, s1
	s_and_saveexec_b32 s16, s12
	s_cbranch_execz .LBB0_137
	ds_load_b32 v2, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s13, v2
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
.LBB0_137:
	s_or_b32 exec_lo, exec_lo, s16
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	ds_store_b32 v1, v1 offset:4096
	s_or_b32 exec_lo, exec_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s17, exec_lo
	s_mov_b32 s16, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB0_140:
	s_ctz_i32_b32 s18, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s19, v2, s18
	s_lshl_b32 s18, 1, s18
	s_add_i32 s16, s16, s19
	s_and_not1_b32 s17, s17, s18
	s_cbranch_scc1 .LBB0_140
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	s_mov_b32 s17, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v2
	s_xor_b32 s17, exec_lo, s17
	v_mov_b32_e32 v2, s16
	ds_add_u32 v1, v2 offset:4096
	s_or_b32 exec_lo, exec_lo, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v6, v2 offset:4096
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s16, v6
	s_cvt_f32_u32 s16, s16
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s16, s26
	s_cselect_b32 s1, s13, s1
	s_lshr_b32 s13, 0x10000000, s14
	s_or_b32 s13, s13, s1
	s_and_saveexec_b32 s16, s12
	s_cbranch_execz .LBB0_145
	ds_load_b32 v2, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s13, v2
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
.LBB0_145:
	s_or_b32 exec_lo, exec_lo, s16
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	ds_store_b32 v1, v1 offset:4096
	s_or_b32 exec_lo, exec_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s17, exec_lo
	s_mov_b32 s16, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB0_148:
	s_ctz_i32_b32 s18, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s19, v2, s18
	s_lshl_b32 s18, 1, s18
	s_add_i32 s16, s16, s19
	s_and_not1_b32 s17, s17, s18
	s_cbranch_scc1 .LBB0_148
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	s_mov_b32 s17, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v2
	s_xor_b32 s17, exec_lo, s17
	s_cbranch_execz .LBB0_118
	v_mov_b32_e32 v2, s16
	ds_add_u32 v1, v2 offset:4096
	s_branch .LBB0_118
.LBB0_151:
	v_mov_b32_e32 v1, 0x7f800000
	s_mov_b32 s1, 0xff800000
	s_and_saveexec_b32 s13, s4
	s_cbranch_execnz .LBB0_164
	s_branch .LBB0_165
.LBB0_152:
	s_add_u32 s18, s48, -1
	s_addc_u32 s19, s49, -1
	s_mov_b32 s16, 0
	s_clz_i32_u64 s1, s[18:19]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s28, s1, 64
	s_sub_u32 s20, 64, s28
	s_subb_u32 s21, 0, 0
	s_lshl_b64 s[14:15], -1, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	s_not_b64 s[14:15], s[14:15]
	s_cmp_eq_u64 s[18:19], 0
	s_mov_b64 s[18:19], 0
	s_cbranch_scc1 .LBB0_163
	v_cmp_gt_u64_e64 s1, s[20:21], 1
	v_sub_co_u32 v1, s13, s14, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_sub_co_ci_u32_e64 v2, null, s15, 0, s13
	v_mov_b32_e32 v6, 0
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s21, s21, 0
	s_cselect_b32 s20, s20, 1
	s_brev_b32 s17, 1
	s_mov_b64 s[22:23], 0
	s_branch .LBB0_155
.LBB0_154:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v7, v6 offset:4096
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s1, v7
	s_cvt_f32_u32 s1, s1
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s1, s26
	s_cselect_b32 s19, s25, s19
	s_cselect_b32 s18, s24, s18
	s_add_u32 s22, s22, 1
	s_addc_u32 s23, s23, 0
	s_cmp_eq_u64 s[22:23], s[20:21]
	s_cbranch_scc1 .LBB0_163
.LBB0_155:
	s_add_i32 s1, s22, s28
	v_mov_b32_e32 v7, 0
	s_lshr_b64 s[24:25], s[16:17], s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b64 s[24:25], s[24:25], s[18:19]
	s_and_saveexec_b32 s29, s12
	s_cbranch_execz .LBB0_157
	ds_load_b32 v7, v5
	v_cmp_le_u64_e32 vcc_lo, s[24:25], v[1:2]
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e64 s1, s27, v7
	v_cmp_lt_u32_e64 s13, s27, v7
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s1, s13, s1
	v_cndmask_b32_e64 v7, 0, 1, s1
.LBB0_157:
	s_or_b32 exec_lo, exec_lo, s29
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	ds_store_b32 v6, v6 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s13, exec_lo
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB0_160:
	s_ctz_i32_b32 s29, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s30, v7, s29
	s_lshl_b32 s29, 1, s29
	s_add_i32 s1, s1, s30
	s_and_not1_b32 s13, s13, s29
	s_cbranch_scc1 .LBB0_160
	v_mbcnt_lo_u32_b32 v7, exec_lo, 0
	s_mov_b32 s13, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v7
	s_xor_b32 s13, exec_lo, s13
	s_cbranch_execz .LBB0_154
	v_mov_b32_e32 v7, s1
	ds_add_u32 v6, v7 offset:4096
	s_branch .LBB0_154
.LBB0_163:
	s_and_b32 s1, s27, 0x7fffffff
	s_not_b32 s13, s27
	s_cmp_lt_i32 s27, 0
	s_cselect_b32 s1, s1, s13
	s_sub_u32 s14, s14, s18
	s_subb_u32 s15, s15, s19
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
	v_ldexp_f32 v1, s14, s13
	s_and_saveexec_b32 s13, s4
.LBB0_164:
	v_dual_mov_b32 v2, s1 :: v_dual_mov_b32 v5, 0x1024
	ds_store_2addr_b32 v5, v2, v1 offset1:1
.LBB0_165:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB0_166:
	s_cmp_lt_f32 s38, 1.0
	buffer_gl0_inv
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s13, s1, s0
	s_xor_b32 s39, s13, -1
	s_mov_b32 s13, -1
	s_and_b32 vcc_lo, exec_lo, s39
	s_cbranch_vccnz .LBB0_174
	s_and_b32 vcc_lo, exec_lo, s13
	s_cbranch_vccnz .LBB0_177
.LBB0_168:
	s_and_b32 vcc_lo, exec_lo, s39
	s_mov_b32 s13, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_198
.LBB0_169:
	s_and_b32 vcc_lo, exec_lo, s13
	s_cbranch_vccnz .LBB0_201
.LBB0_170:
	s_and_b32 vcc_lo, exec_lo, s39
	s_mov_b32 s13, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_216
.LBB0_171:
	s_and_b32 vcc_lo, exec_lo, s13
	s_cbranch_vccnz .LBB0_219
.LBB0_172:
	s_and_b32 vcc_lo, exec_lo, s39
	s_mov_b32 s13, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_261
.LBB0_173:
	s_and_b32 vcc_lo, exec_lo, s13
	s_cbranch_vccnz .LBB0_264
	s_branch .LBB0_285
.LBB0_174:
	s_and_saveexec_b32 s13, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:4140
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB0_168
.LBB0_177:
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v1, 0xff800000
	s_and_saveexec_b32 s15, s12
	s_cbranch_execz .LBB0_179
	v_lshlrev_b32_e32 v1, 2, v0
	v_cvt_f32_ubyte0_e32 v6, v0
	global_load_b32 v5, v1, s[44:45]
	v_mov_b32_e32 v1, 0x1024
	ds_load_2addr_b32 v[1:2], v1 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v2, v6
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s13, v5, v1
	v_cmp_gt_f32_e64 s14, v5, v1
	s_and_b32 s13, s13, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1.0, s14
	v_cndmask_b32_e64 v2, 0, 1.0, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v2, v1
	v_dual_cndmask_b32 v1, v1, v2 :: v_dual_mul_f32 v2, s62, v5
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v1, 0xff800000, v2, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v1
	v_cndmask_b32_e32 v2, 0, v0, vcc_lo
.LBB0_179:
	s_or_b32 exec_lo, exec_lo, s15
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s5
	s_cbranch_execz .LBB0_181
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:2
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_181:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s6
	s_cbranch_execz .LBB0_183
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:1
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_183:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s7
	s_cbranch_execz .LBB0_185
	ds_load_2addr_b32 v[5:6], v4 offset1:32
	ds_load_2addr_b32 v[7:8], v3 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_185:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s8
	s_cbranch_execz .LBB0_187
	ds_load_2addr_b32 v[5:6], v4 offset1:16
	ds_load_2addr_b32 v[7:8], v3 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_187:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s9
	s_cbranch_execz .LBB0_189
	ds_load_2addr_b32 v[5:6], v4 offset1:8
	ds_load_2addr_b32 v[7:8], v3 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_189:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s10
	s_cbranch_execz .LBB0_191
	ds_load_2addr_b32 v[5:6], v4 offset1:4
	ds_load_2addr_b32 v[7:8], v3 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_191:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s11
	s_cbranch_execz .LBB0_193
	ds_load_2addr_b32 v[5:6], v4 offset1:2
	ds_load_2addr_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_193:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB0_195
	v_add_nc_u32_e64 v1, 4, 0
	ds_load_2addr_stride64_b32 v[5:6], v1 offset0:8 offset1:12
	ds_load_b32 v7, v4
	ds_load_b32 v8, v3
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v6, v8
	v_cmp_gt_f32_e64 s14, v6, v8
	v_cmp_o_f32_e64 s15, v8, v8
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v8, v6 :: v_dual_cndmask_b32 v2, v7, v5
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_195:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB0_197
	v_mov_b32_e32 v1, 0
	ds_load_b32 v2, v1 offset:3072
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v1, v2 offset:4140
.LBB0_197:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s39
	s_mov_b32 s13, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB0_169
.LBB0_198:
	s_and_saveexec_b32 s13, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:4144
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB0_170
.LBB0_201:
	s_and_saveexec_b32 s15, s12
	s_cbranch_execz .LBB0_203
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v5, v1, s[44:45]
	v_mov_b32_e32 v1, 0
	ds_load_b32 v1, v1 offset:4140
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s62, v5
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v6, v2, v1
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v6
	v_cndmask_b32_e32 v1, 0xc2d00000, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v1
	v_cndmask_b32_e32 v1, 0x42b20000, v1, vcc_lo
	v_mul_f32_e32 v2, 0x3fb8aa3b, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, 0x4b400000, v2
	v_add_f32_e32 v2, 0xcb400000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, 0xbf317200, v2
	v_dual_mul_f32 v9, 0x35bfbe8e, v2 :: v_dual_add_f32 v8, v1, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v8, v9
	v_mul_f32_e32 v2, v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, 0x3331bb4c, v2
	v_add_f32_e32 v10, 0xb5ddea0e, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v2, v10
	v_add_f32_e32 v10, 0x388ab355, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v2, v10
	v_add_f32_e32 v10, 0xbb360b61, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v2, v10
	v_add_f32_e32 v10, 0x3e2aaaab, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v2, v10
	v_sub_f32_e32 v2, v1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v1, v2
	v_sub_f32_e32 v11, 2.0, v2
	v_div_scale_f32 v1, null, v11, v11, v10
	v_div_scale_f32 v13, vcc_lo, v10, v11, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v12, v1
	v_fma_f32 v2, -v1, v12, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v2, v12
	v_mul_f32_e32 v14, v13, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, -v1, v14, v13
	v_fmac_f32_e32 v14, v2, v12
	v_mov_b32_e32 v2, 0x1024
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fma_f32 v13, -v1, v14, v13
	ds_load_2addr_b32 v[1:2], v2 offset1:1
	v_div_fmas_f32 v12, v13, v12, v14
	v_div_fixup_f32 v10, v12, v11, v10
	v_add_nc_u32_e32 v11, 0xb4c00100, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v9, v9, v10
	v_cvt_f32_ubyte0_e32 v10, v0
	v_lshrrev_b32_e32 v11, 1, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v8, v8, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v2, v10
	v_cmp_eq_f32_e64 s13, v5, v1
	v_sub_nc_u32_e32 v2, v7, v11
	v_lshl_add_u32 v7, v11, 23, 0xff800000
	v_add_f32_e32 v8, 1.0, v8
	v_cmp_gt_f32_e64 s14, v5, v1
	s_and_b32 s13, s13, vcc_lo
	v_lshl_add_u32 v2, v2, 23, 0x7f800000
	v_mul_f32_e32 v5, v8, v7
	v_cndmask_b32_e64 v1, 0, 1.0, s14
	v_cndmask_b32_e64 v7, 0, 1.0, s13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v2, v5, v2
	v_cmp_gt_f32_e32 vcc_lo, v7, v1
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v6, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_cndmask_b32 v1, 0, v2 :: v_dual_add_nc_u32 v2, 0xfffff400, v3
	ds_store_b32 v2, v1
.LBB0_203:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB0_214
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, 0
	s_cmp_eq_u64 s[48:49], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB0_213
	v_cmp_lt_u64_e64 s15, s[48:49], 8
	s_and_b32 s14, s48, 7
	s_and_b32 vcc_lo, exec_lo, s15
	s_mov_b32 s15, 0
	s_cbranch_vccnz .LBB0_209
	v_mov_b32_e32 v2, 0
	s_and_b32 s16, s48, 0x1f8
	s_mov_b32 s17, s15
	s_mov_b64 s[18:19], 0
	s_mov_b32 s20, s15
	.p2align	6
.LBB0_207:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v11, s20
	s_add_u32 s18, s18, 8
	s_addc_u32 s19, s19, 0
	s_add_i32 s20, s20, 32
	s_cmp_lg_u64 s[16:17], s[18:19]
	ds_load_2addr_b32 v[5:6], v11 offset1:1
	ds_load_2addr_b32 v[7:8], v11 offset0:2 offset1:3
	ds_load_2addr_b32 v[9:10], v11 offset0:4 offset1:5
	ds_load_2addr_b32 v[11:12], v11 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v2, v2, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v6
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
	s_cbranch_scc1 .LBB0_207
	s_cmp_lg_u64 s[14:15], 0
	s_cselect_b32 s17, -1, 0
	s_branch .LBB0_210
.LBB0_209:
	v_mov_b32_e32 v2, 0
	s_mov_b32 s17, -1
.LBB0_210:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s17
	s_cbranch_vccz .LBB0_213
	s_lshl_b32 s16, s16, 2
.LBB0_212:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v5, s16
	s_add_i32 s16, s16, 4
	s_add_u32 s14, s14, -1
	s_addc_u32 s15, s15, -1
	s_cmp_lg_u64 s[14:15], 0
	ds_load_b32 v5, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v5
	s_cbranch_scc1 .LBB0_212
.LBB0_213:
	ds_store_b32 v1, v2 offset:4144
.LBB0_214:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s39
	s_mov_b32 s13, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB0_171
.LBB0_216:
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB0_218
	v_mov_b32_e32 v1, 0xff800000
	v_mov_b32_e32 v2, 0x7f800000
	v_add_nc_u32_e64 v5, 0x1000, 0
	ds_store_2addr_b32 v5, v2, v1 offset0:3 offset1:13
.LBB0_218:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB0_172
.LBB0_219:
	s_and_saveexec_b32 s16, s12
	s_cbranch_execz .LBB0_221
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v7, v1, s[44:45]
	v_mov_b32_e32 v1, 0x102c
	ds_load_2addr_b32 v[1:2], v1 offset1:1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v5, s62, v7
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v5, v1
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v1
	v_cndmask_b32_e32 v5, 0xc2d00000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v5
	v_cndmask_b32_e32 v5, 0x42b20000, v5, vcc_lo
	v_mul_f32_e32 v6, 0x3fb8aa3b, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v6, 0x4b400000, v6
	v_add_f32_e32 v8, 0xcb400000, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, 0xbf317200, v8
	v_dual_mul_f32 v8, 0x35bfbe8e, v8 :: v_dual_add_f32 v5, v5, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v9, v5, v8
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
	v_cvt_f32_ubyte0_e32 v13, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v9, v11, v10, v9
	v_add_nc_u32_e32 v10, 0xb4c00100, v6
	v_sub_f32_e32 v8, v8, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v9, 1, v10
	v_sub_f32_e32 v5, v5, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v6, v6, v9
	v_lshl_add_u32 v8, v9, 23, 0xff800000
	v_add_f32_e32 v5, 1.0, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v6, v6, 23, 0x7f800000
	v_mul_f32_e32 v5, v5, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v5, v5, v6
	v_cndmask_b32_e32 v1, 0x7fc00000, v5, vcc_lo
	v_mov_b32_e32 v5, 0x1024
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(TRANS32_DEP_1)
	v_div_scale_f32 v8, null, v2, v2, v1
	ds_load_2addr_b32 v[5:6], v5 offset1:1
	v_div_scale_f32 v11, vcc_lo, v1, v2, v1
	v_rcp_f32_e32 v9, v8
	v_fma_f32 v10, -v8, v9, 1.0
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v9, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s13, v6, v13
	v_cmp_eq_f32_e64 s14, v7, v5
	v_cmp_gt_f32_e64 s15, v7, v5
	v_mul_f32_e32 v10, v11, v9
	s_and_b32 s13, s14, s13
	v_cndmask_b32_e64 v5, 0, 1.0, s15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v12, -v8, v10, v11
	v_cndmask_b32_e64 v7, 0, 1.0, s13
	v_fmac_f32_e32 v10, v12, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v6, -v8, v10, v11
	v_div_fmas_f32 v6, v6, v9, v10
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v7, v5
	v_div_fixup_f32 v1, v6, v2, v1
	v_cndmask_b32_e32 v2, v5, v7, vcc_lo
	v_add_nc_u32_e32 v7, 0xfffff400, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v5, 0, v1
	v_cmp_neq_f32_e32 vcc_lo, 0, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v2, -1.0, v5, vcc_lo
	v_cndmask_b32_e32 v1, 0, v1, vcc_lo
	v_not_b32_e32 v5, v2
	v_or_b32_e32 v6, 0x80000000, v2
	v_cmp_gt_i32_e32 vcc_lo, 0, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_cndmask_b32 v2, v6, v5 :: v_dual_add_nc_u32 v5, 0xfffff800, v3
	ds_store_b32 v7, v2
	ds_store_b32 v5, v1
.LBB0_221:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s63, s4
	s_cbranch_execz .LBB0_259
	s_cmp_lg_u64 s[48:49], 0
	s_mov_b64 s[16:17], 0
	s_cselect_b32 s37, -1, 0
	s_cmp_eq_u64 s[48:49], 0
	s_cbranch_scc1 .LBB0_227
	v_cmp_lt_u64_e64 s13, s[48:49], 8
	s_and_b32 s14, s48, 7
	s_mov_b32 s15, 0
	s_and_b32 vcc_lo, exec_lo, s13
	s_cbranch_vccnz .LBB0_228
	v_mov_b32_e32 v1, 0
	s_and_b32 s16, s48, 0x1f8
	s_mov_b32 s17, s15
	s_mov_b64 s[18:19], 0
	s_movk_i32 s13, 0x400
	.p2align	6
.LBB0_225:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v2, s13
	s_add_u32 s18, s18, 8
	s_addc_u32 s19, s19, 0
	s_add_i32 s13, s13, 32
	s_cmp_lg_u64 s[16:17], s[18:19]
	ds_load_2addr_b32 v[5:6], v2 offset1:1
	ds_load_2addr_b32 v[7:8], v2 offset0:2 offset1:3
	ds_load_2addr_b32 v[9:10], v2 offset0:4 offset1:5
	ds_load_2addr_b32 v[11:12], v2 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v1, v1, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v6
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
	s_cbranch_scc1 .LBB0_225
	s_cmp_lg_u64 s[14:15], 0
	s_cselect_b32 s13, -1, 0
	s_branch .LBB0_229
.LBB0_227:
	v_mov_b32_e32 v1, 0
	s_branch .LBB0_232
.LBB0_228:
	v_mov_b32_e32 v1, 0
	s_mov_b32 s13, -1
.LBB0_229:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s13
	s_cbranch_vccz .LBB0_232
	s_lshl2_add_u32 s13, s16, 0x400
.LBB0_231:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v2, s13
	s_add_i32 s13, s13, 4
	s_add_u32 s14, s14, -1
	s_addc_u32 s15, s15, -1
	s_cmp_lg_u64 s[14:15], 0
	ds_load_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	s_cbranch_scc1 .LBB0_231
.LBB0_232:
	s_cmp_ngt_f32 s38, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_nle_f32_e32 vcc_lo, s38, v1
	s_mov_b32 s47, 0
	s_cselect_b32 s13, -1, 0
	s_or_b32 s13, s13, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s13
	s_cbranch_vccnz .LBB0_243
	s_and_b32 s54, s48, 7
	s_mov_b32 s55, s47
	v_cmp_gt_u64_e64 s60, s[48:49], 7
	s_and_b32 s46, s48, 0x1f8
	v_mov_b32_e32 v1, 0
	v_cndmask_b32_e64 v2, 0, 1, s37
	s_cmp_lg_u64 s[54:55], 0
	s_mov_b64 s[56:57], 0
	s_cselect_b32 s61, -1, 0
	s_branch .LBB0_235
.LBB0_234:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_le_f32_e32 vcc_lo, s38, v10
	s_add_u32 s56, s56, 1
	s_addc_u32 s57, s57, 0
	s_cmp_eq_u64 s[56:57], 16
	v_dual_cndmask_b32 v1, v1, v5 :: v_dual_cndmask_b32 v6, v6, v7
	v_cndmask_b32_e32 v5, v9, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_le_f32_e32 vcc_lo, s38, v5
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_cbranch_scc1 .LBB0_244
.LBB0_235:
	s_lshl_b32 s13, s56, 1
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v9, 0
	s_lshr_b32 s14, 0x80000000, s13
	s_sub_i32 s13, 30, s13
	v_or_b32_e32 v5, s14, v1
	s_lshl_b32 s13, 1, s13
	v_mov_b32_e32 v8, 0
	v_or_b32_e32 v6, s13, v1
	s_and_not1_b32 vcc_lo, exec_lo, s37
	v_or_b32_e32 v7, s13, v5
	s_cbranch_vccnz .LBB0_234
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v8, 0
	v_mov_b32_e32 v10, 0
	s_and_not1_b32 vcc_lo, exec_lo, s60
	s_cbranch_vccnz .LBB0_240
	s_mov_b64 s[58:59], 0
	s_mov_b32 s64, 0
.LBB0_238:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v17, s64
	s_add_i32 s13, s64, 0x400
	s_add_i32 s14, s64, 0x408
	s_add_i32 s15, s64, 0x410
	s_add_i32 s16, s64, 0x418
	v_mov_b32_e32 v19, s13
	v_mov_b32_e32 v21, s14
	v_mov_b32_e32 v23, s15
	v_mov_b32_e32 v25, s16
	ds_load_2addr_b32 v[11:12], v17 offset1:1
	ds_load_2addr_b32 v[13:14], v17 offset0:2 offset1:3
	ds_load_2addr_b32 v[15:16], v17 offset0:4 offset1:5
	ds_load_2addr_b32 v[17:18], v17 offset0:6 offset1:7
	ds_load_2addr_b32 v[19:20], v19 offset1:1
	ds_load_2addr_b32 v[21:22], v21 offset1:1
	ds_load_2addr_b32 v[23:24], v23 offset1:1
	ds_load_2addr_b32 v[25:26], v25 offset1:1
	s_add_u32 s58, s58, 8
	s_addc_u32 s59, s59, 0
	s_add_i32 s64, s64, 32
	s_cmp_lg_u64 s[46:47], s[58:59]
	s_waitcnt lgkmcnt(7)
	v_cmp_ge_u32_e32 vcc_lo, v11, v7
	v_cmp_ge_u32_e64 s13, v11, v6
	v_cmp_ge_u32_e64 s14, v12, v5
	v_cmp_ge_u32_e64 s15, v12, v7
	v_cmp_ge_u32_e64 s16, v12, v6
	v_cmp_ge_u32_e64 s36, v11, v5
	s_waitcnt lgkmcnt(3)
	v_cndmask_b32_e32 v12, 0, v19, vcc_lo
	v_cmp_ge_u32_e64 s17, v13, v5
	v_cmp_ge_u32_e64 s18, v13, v7
	v_cmp_ge_u32_e64 s19, v13, v6
	v_cmp_ge_u32_e64 s23, v15, v5
	v_cmp_ge_u32_e64 s24, v15, v7
	v_cmp_ge_u32_e64 s25, v15, v6
	v_cndmask_b32_e64 v11, 0, v19, s36
	v_cndmask_b32_e64 v13, 0, v19, s13
	v_cndmask_b32_e64 v15, 0, v20, s15
	v_add_f32_e32 v8, v8, v12
	v_cmp_ge_u32_e64 s20, v14, v5
	v_cmp_ge_u32_e64 s21, v14, v7
	v_cmp_ge_u32_e64 s22, v14, v6
	v_cmp_ge_u32_e64 s26, v16, v5
	v_cmp_ge_u32_e64 s27, v16, v7
	v_cmp_ge_u32_e64 s28, v16, v6
	v_cmp_ge_u32_e64 s33, v18, v5
	v_cmp_ge_u32_e64 s34, v18, v7
	v_cmp_ge_u32_e64 s35, v18, v6
	v_cndmask_b32_e64 v14, 0, v20, s14
	v_cndmask_b32_e64 v16, 0, v20, s16
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v18, 0, v21, s18
	v_add_f32_e32 v10, v10, v11
	v_dual_add_f32 v8, v8, v15 :: v_dual_add_f32 v9, v9, v13
	v_cmp_ge_u32_e64 s29, v17, v5
	v_cmp_ge_u32_e64 s30, v17, v7
	v_cmp_ge_u32_e64 s31, v17, v6
	v_cndmask_b32_e64 v17, 0, v21, s17
	v_cndmask_b32_e64 v19, 0, v21, s19
	v_add_f32_e32 v10, v10, v14
	v_dual_add_f32 v8, v8, v18 :: v_dual_add_f32 v9, v9, v16
	v_cndmask_b32_e64 v20, 0, v22, s20
	v_cndmask_b32_e64 v21, 0, v22, s21
	v_cndmask_b32_e64 v22, 0, v22, s22
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_add_f32 v10, v10, v17 :: v_dual_add_f32 v9, v9, v19
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v11, 0, v23, s23
	v_cndmask_b32_e64 v13, 0, v23, s25
	v_cndmask_b32_e64 v12, 0, v23, s24
	v_add_f32_e32 v10, v10, v20
	v_dual_add_f32 v8, v8, v21 :: v_dual_add_f32 v9, v9, v22
	v_cndmask_b32_e64 v14, 0, v24, s26
	v_cndmask_b32_e64 v16, 0, v24, s28
	s_delay_alu instid0(VALU_DEP_4)
	v_add_f32_e32 v10, v10, v11
	v_cndmask_b32_e64 v15, 0, v24, s27
	v_add_f32_e32 v9, v9, v13
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v11, 0, v25, s31
	v_cndmask_b32_e64 v17, 0, v25, s29
	v_add_f32_e32 v10, v10, v14
	v_cndmask_b32_e64 v18, 0, v25, s30
	v_add_f32_e32 v9, v9, v16
	v_add_f32_e32 v8, v8, v12
	v_cndmask_b32_e64 v14, 0, v26, s35
	v_cndmask_b32_e64 v12, 0, v26, s33
	v_cndmask_b32_e64 v13, 0, v26, s34
	v_add_f32_e32 v9, v9, v11
	v_add_f32_e32 v8, v8, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_add_f32 v10, v10, v17 :: v_dual_add_f32 v9, v9, v14
	v_add_f32_e32 v8, v8, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v10, v10, v12
	v_add_f32_e32 v8, v8, v13
	s_cbranch_scc1 .LBB0_238
	s_mov_b64 s[14:15], s[46:47]
	s_mov_b32 s13, s61
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s13
	s_cbranch_vccz .LBB0_234
	s_branch .LBB0_241
.LBB0_240:
	s_mov_b64 s[14:15], 0
	s_cbranch_execz .LBB0_234
.LBB0_241:
	s_lshl_b32 s13, s14, 2
	s_mov_b64 s[14:15], s[54:55]
	.p2align	6
.LBB0_242:
	v_mov_b32_e32 v11, s13
	s_add_i32 s13, s13, 4
	s_add_u32 s14, s14, -1
	s_addc_u32 s15, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[14:15], 0
	ds_load_2addr_stride64_b32 v[11:12], v11 offset1:4
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u32_e32 vcc_lo, v11, v5
	v_cndmask_b32_e32 v13, 0, v12, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v11, v7
	v_cndmask_b32_e32 v14, 0, v12, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v11, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v8, v8, v14 :: v_dual_cndmask_b32 v11, 0, v12
	v_dual_add_f32 v10, v10, v13 :: v_dual_add_f32 v9, v9, v11
	s_cbranch_scc1 .LBB0_242
	s_branch .LBB0_234
.LBB0_243:
	v_mov_b32_e32 v1, 0x7f800000
	v_mov_b32_e32 v2, 0xff800000
	s_branch .LBB0_258
.LBB0_244:
	s_add_u32 s14, s48, -1
	s_addc_u32 s15, s49, -1
	s_mov_b32 s25, 0
	s_clz_i32_u64 s13, s[14:15]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s13, s13, 64
	s_sub_u32 s22, 64, s13
	s_subb_u32 s23, 0, 0
	s_sub_i32 s14, 0x41, s13
	s_lshl_b64 s[20:21], -1, s22
	s_lshr_b32 s24, s14, 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u32 s24, 0
	s_cbranch_scc1 .LBB0_256
	s_and_b32 s28, s48, 3
	s_mov_b32 s29, s25
	s_sub_u32 s33, 63, s13
	s_and_b32 s30, s48, 0x1fc
	v_cmp_gt_u64_e64 s65, s[48:49], 3
	s_cmp_lg_u64 s[28:29], 0
	s_mov_b32 s31, s25
	s_cselect_b32 s64, -1, 0
	s_sub_u32 s34, -4, s20
	s_mov_b64 s[26:27], 0
	s_subb_u32 s35, -1, s21
	s_not_b64 s[36:37], s[20:21]
	s_mov_b64 s[46:47], 0
	s_branch .LBB0_248
.LBB0_246:
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	s_mov_b32 s66, 0
.LBB0_247:
	s_set_inst_prefetch_distance 0x2
	s_cmp_ge_f32 s66, s38
	s_cselect_b32 vcc_lo, -1, 0
	v_cndmask_b32_e32 v5, v5, v6, vcc_lo
	s_and_b32 s13, vcc_lo, exec_lo
	s_cselect_b32 s14, s48, s26
	s_cselect_b32 s15, s49, s27
	s_cselect_b32 s16, s54, s56
	v_readfirstlane_b32 s13, v5
	s_cselect_b32 s17, s55, s57
	s_cmp_ge_f32 s13, s38
	s_cselect_b32 s27, s17, s15
	s_cselect_b32 s26, s16, s14
	s_add_u32 s46, s46, 1
	s_addc_u32 s47, s47, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u64 s[46:47], s[24:25]
	s_cbranch_scc1 .LBB0_257
.LBB0_248:
	s_lshl_b64 s[14:15], s[46:47], 1
	v_cmp_ne_u32_e32 vcc_lo, 1, v2
	s_or_b32 s16, s14, 1
	s_mov_b32 s17, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s13, s[16:17], s[22:23]
	s_and_b32 s15, s13, exec_lo
	s_cselect_b32 s15, s16, s14
	s_sub_i32 s15, s33, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[16:17], 1, s15
	s_and_b32 s13, s13, exec_lo
	s_cselect_b32 s17, s17, 0
	s_cselect_b32 s16, s16, 0
	s_sub_i32 s13, s33, s14
	s_and_b32 vcc_lo, exec_lo, vcc_lo
	s_lshl_b64 s[14:15], 1, s13
	s_or_b64 s[56:57], s[16:17], s[26:27]
	s_or_b64 s[48:49], s[14:15], s[26:27]
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b64 s[54:55], s[16:17], s[48:49]
	s_cbranch_vccnz .LBB0_246
	s_and_not1_b32 vcc_lo, exec_lo, s65
	s_cbranch_vccnz .LBB0_253
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	s_mov_b32 s66, 0
	s_mov_b64 s[58:59], 0
	s_mov_b32 s67, 0
	s_mov_b64 s[60:61], s[34:35]
.LBB0_251:
	v_mov_b32_e32 v9, s67
	s_add_i32 s13, s67, 0x400
	s_add_u32 s14, s60, 3
	v_mov_b32_e32 v11, s13
	s_addc_u32 s15, s61, 0
	ds_load_2addr_b32 v[7:8], v9 offset1:1
	ds_load_2addr_b32 v[9:10], v9 offset0:2 offset1:3
	ds_load_2addr_b32 v[11:12], v11 offset1:1
	v_cmp_ge_u64_e64 s68, s[14:15], s[48:49]
	v_cmp_ge_u64_e64 s69, s[14:15], s[54:55]
	v_cmp_ge_u64_e64 s73, s[14:15], s[56:57]
	v_cmp_ge_u64_e64 s70, s[60:61], s[48:49]
	v_cmp_ge_u64_e64 s71, s[60:61], s[54:55]
	v_cmp_ge_u64_e64 s72, s[60:61], s[56:57]
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_u32_e64 s13, v7, v1
	v_cmp_gt_u32_e32 vcc_lo, v7, v1
	v_cmp_gt_u32_e64 s14, v8, v1
	v_cmp_eq_u32_e64 s15, v8, v1
	s_waitcnt lgkmcnt(1)
	v_cmp_gt_u32_e64 s16, v9, v1
	s_and_b32 s68, s68, s13
	s_and_b32 s69, s69, s13
	s_and_b32 s73, s73, s13
	s_or_b32 s13, vcc_lo, s68
	v_cmp_eq_u32_e64 s17, v9, v1
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v7, 0, v11, s13
	s_or_b32 s13, vcc_lo, s69
	s_or_b32 vcc_lo, vcc_lo, s73
	s_add_u32 s68, s60, 2
	s_addc_u32 s69, s61, 0
	v_cndmask_b32_e64 v8, 0, v11, s13
	s_add_i32 s13, s67, 0x408
	v_cmp_ge_u64_e64 s73, s[68:69], s[48:49]
	v_cmp_gt_u32_e64 s18, v10, v1
	v_cmp_eq_u32_e64 s19, v10, v1
	v_dual_cndmask_b32 v9, 0, v11 :: v_dual_mov_b32 v10, s13
	v_readfirstlane_b32 s13, v7
	v_cmp_ge_u64_e64 s74, s[68:69], s[54:55]
	v_cmp_ge_u64_e64 s68, s[68:69], s[56:57]
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_add_f32 v7, v6, v8 :: v_dual_add_f32 v8, v5, v9
	ds_load_2addr_b32 v[5:6], v10 offset1:1
	s_add_f32 s66, s66, s13
	s_and_b32 s13, s73, s15
	s_and_b32 s69, s74, s15
	s_or_b32 vcc_lo, s14, s13
	s_and_b32 s15, s68, s15
	v_cndmask_b32_e32 v9, 0, v12, vcc_lo
	s_or_b32 vcc_lo, s14, s69
	v_cndmask_b32_e32 v10, 0, v12, vcc_lo
	s_or_b32 vcc_lo, s14, s15
	s_add_u32 s14, s60, 1
	s_addc_u32 s15, s61, 0
	s_and_b32 s13, s70, s19
	v_cmp_ge_u64_e64 s69, s[14:15], s[48:49]
	s_and_b32 s68, s71, s19
	s_and_b32 s19, s72, s19
	v_cmp_ge_u64_e64 s70, s[14:15], s[54:55]
	v_cmp_ge_u64_e64 s15, s[14:15], s[56:57]
	v_cndmask_b32_e32 v11, 0, v12, vcc_lo
	s_or_b32 vcc_lo, s18, s13
	s_or_b32 s13, s18, s68
	s_or_b32 s14, s18, s19
	v_readfirstlane_b32 s18, v9
	s_and_b32 s19, s69, s17
	s_and_b32 s68, s15, s17
	s_or_b32 s15, s16, s19
	v_add_f32_e32 v8, v8, v11
	s_add_f32 s18, s66, s18
	s_and_b32 s66, s70, s17
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v9, 0, v5, s15
	s_or_b32 s17, s16, s66
	s_or_b32 s16, s16, s68
	v_cndmask_b32_e64 v12, 0, v6, s13
	v_add_f32_e32 v7, v7, v10
	v_cndmask_b32_e64 v10, 0, v5, s17
	v_cndmask_b32_e64 v5, 0, v5, s16
	v_cndmask_b32_e32 v11, 0, v6, vcc_lo
	v_readfirstlane_b32 s13, v9
	v_cndmask_b32_e64 v9, 0, v6, s14
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_add_f32 v6, v7, v10 :: v_dual_add_f32 v5, v8, v5
	v_readfirstlane_b32 s14, v11
	s_add_f32 s13, s18, s13
	s_add_u32 s58, s58, 4
	s_addc_u32 s59, s59, 0
	v_dual_add_f32 v6, v6, v12 :: v_dual_add_f32 v5, v5, v9
	s_add_u32 s60, s60, -4
	s_add_f32 s66, s13, s14
	s_addc_u32 s61, s61, -1
	s_add_i32 s67, s67, 16
	s_cmp_lg_u64 s[30:31], s[58:59]
	s_cbranch_scc1 .LBB0_251
	s_mov_b64 s[16:17], s[30:31]
	s_mov_b32 s13, s64
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s13
	s_cbranch_vccz .LBB0_247
	s_branch .LBB0_254
.LBB0_253:
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	s_mov_b64 s[16:17], 0
	s_mov_b32 s66, 0
	s_cbranch_execz .LBB0_247
.LBB0_254:
	s_sub_u32 s14, s36, s16
	s_subb_u32 s15, s37, s17
	s_lshl_b32 s18, s16, 2
	s_mov_b64 s[16:17], s[28:29]
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB0_255:
	v_mov_b32_e32 v7, s18
	v_cmp_ge_u64_e64 s19, s[14:15], s[48:49]
	v_cmp_ge_u64_e64 s58, s[14:15], s[54:55]
	v_cmp_ge_u64_e64 s59, s[14:15], s[56:57]
	ds_load_2addr_stride64_b32 v[7:8], v7 offset1:4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v7, v1
	v_cmp_gt_u32_e64 s13, v7, v1
	s_and_b32 s19, s19, vcc_lo
	s_and_b32 s58, s58, vcc_lo
	s_and_b32 s59, s59, vcc_lo
	s_or_b32 vcc_lo, s13, s19
	v_cndmask_b32_e32 v7, 0, v8, vcc_lo
	s_or_b32 vcc_lo, s13, s58
	v_cndmask_b32_e32 v9, 0, v8, vcc_lo
	s_or_b32 vcc_lo, s13, s59
	s_add_u32 s14, s14, -1
	v_cndmask_b32_e32 v8, 0, v8, vcc_lo
	s_addc_u32 s15, s15, -1
	v_add_f32_e32 v6, v6, v9
	v_readfirstlane_b32 s13, v7
	s_add_i32 s18, s18, 4
	s_add_u32 s16, s16, -1
	v_add_f32_e32 v5, v5, v8
	s_addc_u32 s17, s17, -1
	s_add_f32 s66, s66, s13
	s_cmp_lg_u64 s[16:17], 0
	s_cbranch_scc1 .LBB0_255
	s_branch .LBB0_247
.LBB0_256:
	s_mov_b64 s[26:27], 0
.LBB0_257:
	s_not_b64 s[14:15], s[20:21]
	v_and_b32_e32 v2, 0x7fffffff, v1
	s_sub_u32 s14, s14, s26
	s_subb_u32 s15, s15, s27
	v_not_b32_e32 v5, v1
	s_clz_i32_u32 s13, s15
	v_cmp_gt_i32_e32 vcc_lo, 0, v1
	s_min_u32 s13, s13, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[14:15], s[14:15], s13
	s_sub_i32 s13, 32, s13
	s_min_u32 s14, s14, 1
	v_cndmask_b32_e32 v2, v5, v2, vcc_lo
	s_or_b32 s14, s15, s14
	s_cvt_f32_u32 s14, s14
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v1, s14, s13
.LBB0_258:
	v_add_nc_u32_e64 v5, 0x1000, 0
	ds_store_2addr_b32 v5, v1, v2 offset0:3 offset1:13
.LBB0_259:
	s_or_b32 exec_lo, exec_lo, s63
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s39
	s_mov_b32 s13, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB0_173
.LBB0_261:
	s_and_saveexec_b32 s13, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:4112
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB0_285
.LBB0_264:
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v1, 0xff800000
	s_and_saveexec_b32 s18, s12
	s_cbranch_execz .LBB0_266
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v0, 0
	s_xor_b64 s[14:15], s[52:53], s[50:51]
	s_mul_i32 s13, s52, 0xcd9e8d57
	s_add_i32 s14, s50, 0x9e3779b9
	v_mov_b32_e32 v11, 0x102c
	s_mov_b32 s20, 0xd078c69f
	s_mov_b32 s21, 0x3fc39a09
	v_xor_b32_e32 v2, s15, v2
	s_add_i32 s15, s51, 0x76cf5d0a
	ds_load_2addr_b32 v[11:12], v11 offset1:1
	s_mov_b32 s22, 0x1d8e78af
	s_mov_b32 s24, 0x94229359
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v2, 0
	s_mov_b32 s23, 0x3fcc71c5
	s_mov_b32 s25, 0x3fd24924
	s_mov_b32 s26, 0x9997fa04
	s_mov_b32 s28, 0x55555593
	s_mov_b32 s27, 0x3fd99999
	s_mov_b32 s29, 0x3fe55555
	v_xor3_b32 v2, s13, s14, v6
	s_mul_hi_u32 s13, s52, 0xcd9e8d57
	s_add_i32 s14, s51, 0xbb67ae85
	s_xor_b32 s13, s50, s13
	s_mov_b32 s30, 0x35793c76
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v2, 0
	s_xor_b32 s13, s2, s13
	s_mov_b32 s31, 0x3dea39ef
	s_mul_hi_u32 s16, s13, 0xd2511f53
	s_mul_i32 s13, s13, 0xd2511f53
	v_xor3_b32 v1, s14, s16, v1
	s_add_i32 s14, s50, 0xdaa66d2b
	v_xor3_b32 v7, s13, s15, v7
	s_add_i32 s13, s50, 0x3c6ef372
	s_mov_b32 s16, 0x96cb03de
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v7, 0
	s_mov_b32 s17, 0x3fc74664
	s_mov_b32 s34, 0xfee00000
	s_mov_b32 s35, 0x3fe62e42
	v_xor3_b32 v2, s13, v2, v5
	s_add_i32 s13, s51, 0x32370b8f
	v_xor3_b32 v5, s14, v8, v1
	s_add_i32 s14, s51, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v5, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s13, v2, v6
	s_add_i32 s13, s50, 0x78dde6e4
	v_xor3_b32 v5, s14, v9, v1
	v_lshlrev_b32_e32 v9, 2, v0
	s_add_i32 s14, s50, 0x1715609d
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v5, 0
	global_load_b32 v21, v9, s[44:45]
	v_xor3_b32 v2, s13, v2, v7
	s_add_i32 s13, s51, 0xa9066899
	v_xor3_b32 v6, s14, v6, v1
	s_add_i32 s14, s51, 0x646e171e
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s13, v2, v8
	s_add_i32 s13, s50, 0xb54cda56
	v_xor3_b32 v7, s14, v7, v1
	s_add_i32 s14, s50, 0x5384540f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mul_hi_u32 v7, 0xcd9e8d57, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s13, v2, v5
	s_add_i32 s13, s51, 0x1fd5c5a3
	v_xor3_b32 v5, s14, v7, v1
	s_add_i32 s14, s51, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v5, 0xd2511f53, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s13, v2, v6
	s_add_i32 s13, s50, 0x8ff34781
	v_xor3_b32 v1, s14, v5, v1
	s_mov_b32 s14, 0xdf3e5244
	s_mov_b32 s15, 0x3fc2f112
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v1, 0xcd9e8d57, v1
	v_xor3_b32 v1, v2, s13, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[1:2], v1
	v_add_f64 v[1:2], v[1:2], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v22, s62, v21
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v11, v22, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v11
	v_cndmask_b32_e32 v13, 0xc2d00000, v11, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v13
	v_cndmask_b32_e32 v15, 0x42b20000, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, 0x3fb8aa3b, v15
	v_add_f32_e32 v18, 0x4b400000, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0xcb400000, v18
	v_mul_f32_e32 v19, 0xbf317200, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v19, v15, v19 :: v_dual_mul_f32 v20, 0x35bfbe8e, v16
	v_sub_f32_e32 v15, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v16, v15, v15 :: v_dual_add_nc_u32 v17, 0x95f62, v2
	v_and_b32_e32 v2, 0xfffff, v17
	v_lshrrev_b32_e32 v17, 20, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v23, 0x3331bb4c, v16
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], -1.0
	v_add_f64 v[5:6], v[1:2], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[7:8], null, v[5:6], v[5:6], v[1:2]
	v_rcp_f64_e32 v[9:10], v[7:8]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[13:14], -v[7:8], v[9:10], 1.0
	v_fma_f64 v[9:10], v[9:10], v[13:14], v[9:10]
	v_add_f32_e32 v13, 0xb5ddea0e, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v16, v13
	v_add_f32_e32 v13, 0x388ab355, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v16, v13
	v_add_f32_e32 v13, 0xbb360b61, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v16, v13
	v_add_f32_e32 v23, 0x3e2aaaab, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v16, v16, v23
	v_fma_f64 v[13:14], -v[7:8], v[9:10], 1.0
	v_sub_f32_e32 v16, v15, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v23, v15, v16
	v_sub_f32_e32 v24, 2.0, v16
	v_div_scale_f64 v[15:16], s13, v[1:2], v[5:6], v[1:2]
	v_div_scale_f32 v25, null, v24, v24, v23
	v_div_scale_f32 v28, vcc_lo, v23, v24, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v26, v25
	v_fma_f32 v27, -v25, v26, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v26, v27, v26
	v_fma_f64 v[9:10], v[9:10], v[13:14], v[9:10]
	v_mul_f32_e32 v13, v28, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v14, -v25, v13, v28
	v_fmac_f32_e32 v13, v14, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v14, -v25, v13, v28
	v_div_fmas_f32 v13, v14, v26, v13
	v_cmp_o_f32_e32 vcc_lo, v11, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v13, v13, v24, v23
	v_dual_sub_f32 v20, v20, v13 :: v_dual_add_nc_u32 v23, 0xb4c00100, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v23, 1, v23
	v_sub_f32_e32 v19, v19, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v18, v18, v23
	v_mul_f64 v[13:14], v[15:16], v[9:10]
	v_lshl_add_u32 v20, v23, 23, 0xff800000
	v_add_f32_e32 v19, 1.0, v19
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v18, v18, 23, 0x7f800000
	v_mul_f32_e32 v19, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v19, v18
	v_cndmask_b32_e32 v11, 0x7fc00000, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v18, null, v12, v12, v11
	v_rcp_f32_e32 v19, v18
	v_fma_f64 v[7:8], -v[7:8], v[13:14], v[15:16]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v15, -v18, v19, 1.0
	v_div_scale_f32 v16, vcc_lo, v11, v12, v11
	v_fmac_f32_e32 v19, v15, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v16, v19
	v_fma_f32 v20, -v18, v15, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v15, v20, v19
	v_fma_f32 v16, -v18, v15, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v23, v16, v19, v15
	s_mov_b32 vcc_lo, s13
	v_add_co_u32 v24, s13, 0xfffffc01, v17
	v_add_co_ci_u32_e64 v17, null, 0, -1, s13
	v_mul_f64 v[19:20], v[1:2], 0.5
	v_div_fmas_f64 v[7:8], v[7:8], v[9:10], v[13:14]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[17:18], v17
	v_div_fixup_f64 v[5:6], v[7:8], v[5:6], v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[7:8], v[5:6], v[5:6]
	v_mul_f64 v[9:10], v[7:8], v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[13:14], v[9:10], s[14:15]
	v_mul_f64 v[15:16], v[9:10], s[20:21]
	v_add_f64 v[13:14], v[13:14], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], v[15:16], s[22:23]
	v_mul_f64 v[13:14], v[9:10], v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[15:16], v[9:10], v[15:16]
	v_add_f64 v[13:14], v[13:14], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], v[15:16], s[26:27]
	v_mul_f64 v[13:14], v[9:10], v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[9:10], v[9:10], v[15:16]
	v_ldexp_f64 v[15:16], v[17:18], 32
	v_mul_f64 v[17:18], v[1:2], v[19:20]
	v_add_f64 v[13:14], v[13:14], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[7:8], v[7:8], v[13:14]
	v_cvt_f64_u32_e32 v[13:14], v24
	v_add_f64 v[7:8], v[9:10], v[7:8]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[9:10], v[15:16], v[13:14]
	v_add_f64 v[7:8], v[17:18], v[7:8]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[13:14], v[9:10], s[30:31]
	v_mul_f64 v[5:6], v[5:6], v[7:8]
	v_mul_f64 v[7:8], v[9:10], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[13:14], v[5:6]
	v_add_f64 v[5:6], v[5:6], -v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], v[5:6]
	v_add_f64 v[1:2], v[7:8], v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v2, 0x80000000, v2
	v_add_co_u32 v5, s13, 0x95f62, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v6, null, 0, 0, s13
	v_and_b32_e32 v2, 0xfffff, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[5:6], 20, v[5:6]
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], -1.0
	v_add_f64 v[7:8], v[1:2], 2.0
	v_mul_f64 v[19:20], v[1:2], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[9:10], null, v[7:8], v[7:8], v[1:2]
	v_div_scale_f64 v[17:18], vcc_lo, v[1:2], v[7:8], v[1:2]
	v_rcp_f64_e32 v[13:14], v[9:10]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[15:16], -v[9:10], v[13:14], 1.0
	v_fma_f64 v[13:14], v[13:14], v[15:16], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[15:16], -v[9:10], v[13:14], 1.0
	v_fma_f64 v[13:14], v[13:14], v[15:16], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[17:18], v[13:14]
	v_fma_f64 v[9:10], -v[9:10], v[15:16], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[9:10], v[9:10], v[13:14], v[15:16]
	v_add_co_u32 v24, vcc_lo, 0xfffffc01, v5
	v_add_co_ci_u32_e64 v5, null, -1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[5:6], v5
	v_div_fixup_f64 v[7:8], v[9:10], v[7:8], v[1:2]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[5:6], v[5:6], 32
	v_mul_f64 v[9:10], v[7:8], v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[9:10], v[9:10]
	v_mul_f64 v[15:16], v[13:14], s[14:15]
	v_mul_f64 v[17:18], v[13:14], s[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], v[15:16], s[16:17]
	v_add_f64 v[17:18], v[17:18], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[15:16], v[13:14], v[15:16]
	v_mul_f64 v[17:18], v[13:14], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], v[15:16], s[24:25]
	v_add_f64 v[17:18], v[17:18], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[15:16], v[13:14], v[15:16]
	v_mul_f64 v[13:14], v[13:14], v[17:18]
	v_mul_f64 v[17:18], v[1:2], v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[15:16], s[28:29]
	v_mul_f64 v[9:10], v[9:10], v[15:16]
	v_cvt_f64_u32_e32 v[15:16], v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[9:10], v[13:14], v[9:10]
	v_add_f64 v[5:6], v[5:6], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[9:10], v[17:18], v[9:10]
	v_mul_f64 v[13:14], v[5:6], s[30:31]
	v_mul_f64 v[5:6], v[5:6], s[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[7:8], v[7:8], v[9:10]
	v_div_fixup_f32 v9, v23, v12, v11
	v_add_f64 v[7:8], v[13:14], v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[7:8], v[7:8], -v[17:18]
	v_add_f64 v[1:2], v[1:2], v[7:8]
	v_cvt_f32_ubyte0_e32 v8, v0
	v_add_nc_u32_e64 v7, 0x1000, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[1:2], v[5:6], v[1:2]
	v_mov_b32_e32 v5, 0x1024
	ds_load_2addr_b32 v[5:6], v5 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v6, v8
	v_cmp_eq_f32_e64 s13, v21, v5
	v_cmp_gt_f32_e64 s14, v21, v5
	ds_load_2addr_b32 v[6:7], v7 offset0:3 offset1:13
	s_and_b32 s13, s13, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v5, 0, 1.0, s13
	v_cvt_f32_f64_e32 v1, v[1:2]
	v_cndmask_b32_e64 v2, 0, 1.0, s14
	v_cmp_gt_f32_e32 vcc_lo, v5, v2
	v_cndmask_b32_e32 v2, v2, v5, vcc_lo
	v_add_f32_e32 v5, 0, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_neq_f32_e32 vcc_lo, 0, v2
	v_cndmask_b32_e32 v5, -1.0, v5, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v6, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cmp_eq_f32_e64 s13, v5, v7
	v_cmp_gt_f32_e64 s14, v5, v7
	s_and_b32 s13, s13, vcc_lo
	v_cndmask_b32_e64 v5, 0, 1.0, s14
	v_cndmask_b32_e64 v6, 0, 1.0, s13
	v_cmp_gt_f32_e32 vcc_lo, v6, v5
	v_sub_f32_e32 v1, v22, v1
	v_cndmask_b32_e32 v5, v5, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v2, v5
	v_cmp_neq_f32_e32 vcc_lo, 0, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v1, 0xff800000, v1, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v1
	v_cndmask_b32_e32 v2, 0, v0, vcc_lo
.LBB0_266:
	s_or_b32 exec_lo, exec_lo, s18
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s5
	s_cbranch_execz .LBB0_268
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:2
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_268:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s6
	s_cbranch_execz .LBB0_270
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:1
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_270:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s7
	s_cbranch_execz .LBB0_272
	ds_load_2addr_b32 v[5:6], v4 offset1:32
	ds_load_2addr_b32 v[7:8], v3 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_272:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s8
	s_cbranch_execz .LBB0_274
	ds_load_2addr_b32 v[5:6], v4 offset1:16
	ds_load_2addr_b32 v[7:8], v3 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_274:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s9
	s_cbranch_execz .LBB0_276
	ds_load_2addr_b32 v[5:6], v4 offset1:8
	ds_load_2addr_b32 v[7:8], v3 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_276:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s10
	s_cbranch_execz .LBB0_278
	ds_load_2addr_b32 v[5:6], v4 offset1:4
	ds_load_2addr_b32 v[7:8], v3 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_278:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s11
	s_cbranch_execz .LBB0_280
	ds_load_2addr_b32 v[5:6], v4 offset1:2
	ds_load_2addr_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_280:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB0_282
	v_add_nc_u32_e64 v1, 4, 0
	ds_load_2addr_stride64_b32 v[5:6], v1 offset0:8 offset1:12
	ds_load_b32 v7, v4
	ds_load_b32 v8, v3
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v6, v8
	v_cmp_gt_f32_e64 s14, v6, v8
	v_cmp_o_f32_e64 s15, v8, v8
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v1, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v8, v6 :: v_dual_cndmask_b32 v2, v7, v5
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB0_282:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB0_284
	v_mov_b32_e32 v1, 0
	ds_load_b32 v2, v1 offset:2048
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v2, v2
	ds_store_b32 v1, v2 offset:4112
.LBB0_284:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB0_285:
	s_cmp_lt_f32 s38, 1.0
	buffer_gl0_inv
	s_cselect_b32 s13, -1, 0
	s_xor_b32 s14, s0, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s13, s14
	s_and_b32 vcc_lo, exec_lo, s13
	s_mov_b32 s13, -1
	s_cbranch_vccnz .LBB0_290
	s_and_b32 vcc_lo, exec_lo, s13
	s_cbranch_vccnz .LBB0_293
.LBB0_287:
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execz .LBB0_289
.LBB0_288:
	v_mov_b32_e32 v0, 0x1004
	v_mov_b32_e32 v6, 0
	ds_load_2addr_b32 v[4:5], v0 offset1:1
	ds_load_b128 v[0:3], v6 offset:4112
	ds_load_b32 v7, v6 offset:4128
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
	s_add_u32 s0, s42, s0
	v_add_f32_e32 v2, v4, v2
	s_addc_u32 s1, s43, s1
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s40, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v5, v2
	s_addc_u32 s3, s41, s3
	v_cmp_eq_f32_e32 vcc_lo, 0, v2
	v_cndmask_b32_e32 v0, -1.0, v0, vcc_lo
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
	v_cvt_u32_f32_e32 v1, v2
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v1
	global_store_b32 v6, v0, s[2:3]
.LBB0_289:
	s_endpgm
.LBB0_290:
	s_and_saveexec_b32 s13, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:4116
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB0_287
.LBB0_293:
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v1, 0xff800000
	s_and_saveexec_b32 s16, s12
	s_cbranch_execz .LBB0_295
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v0, 0
	s_xor_b64 s[12:13], s[52:53], s[50:51]
	s_mul_i32 s12, s52, 0xcd9e8d57
	s_add_i32 s14, s51, 0x76cf5d0a
	s_mov_b32 s18, 0xd078c69f
	s_mov_b32 s19, 0x3fc39a09
	s_mov_b32 s20, 0x1d8e78af
	v_xor_b32_e32 v2, s13, v2
	s_add_i32 s13, s50, 0x9e3779b9
	s_mov_b32 s22, 0x94229359
	s_mov_b32 s21, 0x3fcc71c5
	s_mov_b32 s23, 0x3fd24924
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v2, 0
	s_mov_b32 s24, 0x9997fa04
	s_mov_b32 s26, 0x55555593
	s_mov_b32 s25, 0x3fd99999
	s_mov_b32 s27, 0x3fe55555
	s_mov_b32 s28, 0x35793c76
	s_mov_b32 s29, 0x3dea39ef
	v_xor3_b32 v2, s12, s13, v6
	s_mul_hi_u32 s12, s52, 0xcd9e8d57
	s_add_i32 s13, s51, 0xbb67ae85
	s_xor_b32 s12, s50, s12
	s_mov_b32 s30, 0xfee00000
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v2, 0
	s_xor_b32 s12, s2, s12
	s_mov_b32 s31, 0x3fe62e42
	s_mul_hi_u32 s15, s12, 0xd2511f53
	s_mul_i32 s12, s12, 0xd2511f53
	v_xor3_b32 v1, s13, s15, v1
	s_add_i32 s13, s50, 0xdaa66d2b
	v_xor3_b32 v7, s12, s14, v7
	s_add_i32 s12, s50, 0x3c6ef372
	s_mov_b32 s14, 0x96cb03de
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v7, 0
	s_mov_b32 s15, 0x3fc74664
	v_xor3_b32 v2, s12, v2, v5
	s_add_i32 s12, s51, 0x32370b8f
	v_xor3_b32 v5, s13, v8, v1
	s_add_i32 s13, s51, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v5, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s12, v2, v6
	s_add_i32 s12, s50, 0x78dde6e4
	v_xor3_b32 v5, s13, v9, v1
	s_add_i32 s13, s50, 0x1715609d
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v5, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s12, v2, v7
	s_add_i32 s12, s51, 0xa9066899
	v_xor3_b32 v6, s13, v6, v1
	s_add_i32 s13, s51, 0x646e171e
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s12, v2, v8
	s_add_i32 s12, s50, 0xb54cda56
	v_xor3_b32 v7, s13, v7, v1
	s_add_i32 s13, s50, 0x5384540f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mul_hi_u32 v7, 0xcd9e8d57, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s12, v2, v5
	s_add_i32 s12, s51, 0x1fd5c5a3
	v_xor3_b32 v5, s13, v7, v1
	s_add_i32 s13, s51, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v5, 0xd2511f53, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s12, v2, v6
	s_add_i32 s12, s50, 0x8ff34781
	v_xor3_b32 v1, s13, v5, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	v_mul_hi_u32 v1, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, v2, s12, v1
	s_mov_b32 s12, 0xdf3e5244
	s_mov_b32 s13, 0x3fc2f112
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
	v_add_co_u32 v19, s17, 0xfffffc01, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v15, null, 0, -1, s17
	v_add_f64 v[1:2], v[1:2], -1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[15:16], v15
	v_add_f64 v[5:6], v[1:2], 2.0
	v_mul_f64 v[17:18], v[1:2], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[7:8], null, v[5:6], v[5:6], v[1:2]
	v_div_scale_f64 v[13:14], vcc_lo, v[1:2], v[5:6], v[1:2]
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
	v_div_fixup_f64 v[5:6], v[7:8], v[5:6], v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[7:8], v[5:6], v[5:6]
	v_mul_f64 v[9:10], v[7:8], v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[11:12], v[9:10], s[12:13]
	v_mul_f64 v[13:14], v[9:10], s[18:19]
	v_add_f64 v[11:12], v[11:12], s[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], v[13:14], s[20:21]
	v_mul_f64 v[11:12], v[9:10], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[13:14], v[9:10], v[13:14]
	v_add_f64 v[11:12], v[11:12], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], v[13:14], s[24:25]
	v_mul_f64 v[11:12], v[9:10], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[9:10], v[9:10], v[13:14]
	v_ldexp_f64 v[13:14], v[15:16], 32
	v_mul_f64 v[15:16], v[1:2], v[17:18]
	v_add_f64 v[11:12], v[11:12], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[7:8], v[7:8], v[11:12]
	v_cvt_f64_u32_e32 v[11:12], v19
	v_add_f64 v[7:8], v[9:10], v[7:8]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[9:10], v[13:14], v[11:12]
	v_add_f64 v[7:8], v[15:16], v[7:8]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[11:12], v[9:10], s[28:29]
	v_mul_f64 v[5:6], v[5:6], v[7:8]
	v_mul_f64 v[7:8], v[9:10], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[11:12], v[5:6]
	v_add_f64 v[5:6], v[5:6], -v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], v[5:6]
	v_add_f64 v[1:2], v[7:8], v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v2, 0x80000000, v2
	v_add_co_u32 v5, s17, 0x95f62, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v6, null, 0, 0, s17
	v_and_b32_e32 v2, 0xfffff, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[5:6], 20, v[5:6]
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], -1.0
	v_add_f64 v[7:8], v[1:2], 2.0
	v_mul_f64 v[17:18], v[1:2], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[9:10], null, v[7:8], v[7:8], v[1:2]
	v_div_scale_f64 v[15:16], vcc_lo, v[1:2], v[7:8], v[1:2]
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
	v_add_co_u32 v19, vcc_lo, 0xfffffc01, v5
	v_add_co_ci_u32_e64 v5, null, -1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[5:6], v5
	v_div_fixup_f64 v[7:8], v[9:10], v[7:8], v[1:2]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[5:6], v[5:6], 32
	v_mul_f64 v[9:10], v[7:8], v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[11:12], v[9:10], v[9:10]
	v_mul_f64 v[13:14], v[11:12], s[12:13]
	v_mul_f64 v[15:16], v[11:12], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], v[13:14], s[14:15]
	v_add_f64 v[15:16], v[15:16], s[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[13:14], v[11:12], v[13:14]
	v_mul_f64 v[15:16], v[11:12], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], v[13:14], s[22:23]
	v_add_f64 v[15:16], v[15:16], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[13:14], v[11:12], v[13:14]
	v_mul_f64 v[11:12], v[11:12], v[15:16]
	v_mul_f64 v[15:16], v[1:2], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[13:14], v[13:14], s[26:27]
	v_mul_f64 v[9:10], v[9:10], v[13:14]
	v_lshlrev_b32_e32 v13, 2, v0
	global_load_b32 v20, v13, s[44:45]
	v_cvt_f64_u32_e32 v[13:14], v19
	v_add_f64 v[9:10], v[11:12], v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[5:6], v[5:6], v[13:14]
	v_add_f64 v[9:10], v[15:16], v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[11:12], v[5:6], s[28:29]
	v_mul_f64 v[5:6], v[5:6], s[30:31]
	v_mul_f64 v[7:8], v[7:8], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[7:8], v[11:12], v[7:8]
	v_add_f64 v[7:8], v[7:8], -v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], v[7:8]
	v_add_f64 v[1:2], v[5:6], v[1:2]
	v_mov_b32_e32 v5, 0x1024
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v6, v[1:2]
	ds_load_2addr_b32 v[1:2], v5 offset1:1
	v_cvt_f32_ubyte0_e32 v5, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v2, v5
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s12, v20, v1
	v_cmp_gt_f32_e64 s13, v20, v1
	v_mul_f32_e32 v5, s62, v20
	s_and_b32 s12, s12, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1.0, s13
	v_cndmask_b32_e64 v2, 0, 1.0, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v2, v1
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	v_sub_f32_e32 v2, v5, v6
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v1, 0xff800000, v2, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v1
	v_cndmask_b32_e32 v2, 0, v0, vcc_lo
.LBB0_295:
	s_or_b32 exec_lo, exec_lo, s16
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s5
	s_cbranch_execz .LBB0_297
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:2
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v8, v7
	v_cmp_gt_f32_e64 s12, v8, v7
	v_cmp_o_f32_e64 s13, v7, v7
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s12, s5
	v_cndmask_b32_e64 v0, 0, 1, s5
	s_or_b32 s5, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v0.l, v1.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_dual_cndmask_b32 v0, v7, v8 :: v_dual_cndmask_b32 v1, v5, v6
	ds_store_b32 v3, v0
	ds_store_b32 v4, v1
.LBB0_297:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s6
	s_cbranch_execz .LBB0_299
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:1
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v8, v7
	v_cmp_gt_f32_e64 s6, v8, v7
	v_cmp_o_f32_e64 s12, v7, v7
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v0, 0, 1, s5
	s_or_b32 s5, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v0.l, v1.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_dual_cndmask_b32 v0, v7, v8 :: v_dual_cndmask_b32 v1, v5, v6
	ds_store_b32 v3, v0
	ds_store_b32 v4, v1
.LBB0_299:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s7
	s_cbranch_execz .LBB0_301
	ds_load_2addr_b32 v[5:6], v4 offset1:32
	ds_load_2addr_b32 v[7:8], v3 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v8, v7
	v_cmp_gt_f32_e64 s6, v8, v7
	v_cmp_o_f32_e64 s7, v7, v7
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v0, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v0.l, v1.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_dual_cndmask_b32 v0, v7, v8 :: v_dual_cndmask_b32 v1, v5, v6
	ds_store_b32 v3, v0
	ds_store_b32 v4, v1
.LBB0_301:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s8
	s_cbranch_execz .LBB0_303
	ds_load_2addr_b32 v[5:6], v4 offset1:16
	ds_load_2addr_b32 v[7:8], v3 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v8, v7
	v_cmp_gt_f32_e64 s6, v8, v7
	v_cmp_o_f32_e64 s7, v7, v7
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v0, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v0.l, v1.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_dual_cndmask_b32 v0, v7, v8 :: v_dual_cndmask_b32 v1, v5, v6
	ds_store_b32 v3, v0
	ds_store_b32 v4, v1
.LBB0_303:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_305
	ds_load_2addr_b32 v[5:6], v4 offset1:8
	ds_load_2addr_b32 v[7:8], v3 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v8, v7
	v_cmp_gt_f32_e64 s6, v8, v7
	v_cmp_o_f32_e64 s7, v7, v7
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v0, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v0.l, v1.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_dual_cndmask_b32 v0, v7, v8 :: v_dual_cndmask_b32 v1, v5, v6
	ds_store_b32 v3, v0
	ds_store_b32 v4, v1
.LBB0_305:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s10
	s_cbranch_execz .LBB0_307
	ds_load_2addr_b32 v[5:6], v4 offset1:4
	ds_load_2addr_b32 v[7:8], v3 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v8, v7
	v_cmp_gt_f32_e64 s6, v8, v7
	v_cmp_o_f32_e64 s7, v7, v7
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v0, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v0.l, v1.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_dual_cndmask_b32 v0, v7, v8 :: v_dual_cndmask_b32 v1, v5, v6
	ds_store_b32 v3, v0
	ds_store_b32 v4, v1
.LBB0_307:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s11
	s_cbranch_execz .LBB0_309
	ds_load_2addr_b32 v[5:6], v4 offset1:2
	ds_load_2addr_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v8, v7
	v_cmp_gt_f32_e64 s6, v8, v7
	v_cmp_o_f32_e64 s7, v7, v7
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v0, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v0.l, v1.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_dual_cndmask_b32 v0, v7, v8 :: v_dual_cndmask_b32 v1, v5, v6
	ds_store_b32 v3, v0
	ds_store_b32 v4, v1
.LBB0_309:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s4
	s_cbranch_execz .LBB0_311
	v_add_nc_u32_e64 v0, 4, 0
	ds_load_2addr_stride64_b32 v[5:6], v0 offset0:8 offset1:12
	ds_load_b32 v2, v4
	ds_load_b32 v7, v3
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v6, v7
	v_cmp_gt_f32_e64 s6, v6, v7
	v_cmp_o_f32_e64 s7, v7, v7
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v0, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v0.l, v1.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_dual_cndmask_b32 v0, v7, v6 :: v_dual_cndmask_b32 v1, v2, v5
	ds_store_b32 v3, v0
	ds_store_b32 v4, v1
.LBB0_311:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_313
	v_mov_b32_e32 v0, 0
	ds_load_b32 v1, v0 offset:2048
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v1, v1
	ds_store_b32 v0, v1 offset:4116
.LBB0_313:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execnz .LBB0_288
	s_branch .LBB0_289
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_gumbel_w256
		.amdhsa_group_segment_fixed_size 4152
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
		.amdhsa_next_free_sgpr 75
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

	.set tessera_gumbel_w256.num_vgpr, 29
	.set tessera_gumbel_w256.num_agpr, 0
	.set tessera_gumbel_w256.numbered_sgpr, 75
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
	s_load_b256 s[40:47], s[0:1], 0x0
	s_load_b128 s[48:51], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[46:47], s[2:3]
	v_cmp_lt_u64_e64 s5, 0x400, s[48:49]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB1_317
	s_load_b128 s[52:55], s[0:1], 0x30
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, 0xff800000
	s_mul_i32 s4, s49, s2
	s_mul_hi_u32 s5, s48, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_i32 s5, s5, s4
	s_mul_i32 s4, s48, s2
	v_cmp_gt_u64_e64 s14, s[48:49], v[0:1]
	s_lshl_b64 s[4:5], s[4:5], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s54, s44, s4
	s_addc_u32 s55, s45, s5
	s_and_saveexec_b32 s4, s14
	s_cbranch_execz .LBB1_3
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v1, v1, s[54:55]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v1, v1
	v_mov_b32_e32 v1, v0
	v_cndmask_b32_e64 v2, 0, 1.0, vcc_lo
.LBB1_3:
	s_or_b32 exec_lo, exec_lo, s4
	v_lshlrev_b32_e32 v5, 2, v0
	v_cmp_gt_u32_e64 s5, 0x200, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_or_b32_e32 v3, 0x3000, v5
	v_or_b32_e32 v4, 0x2000, v5
	ds_store_2addr_stride64_b32 v5, v1, v2 offset0:32 offset1:48
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB1_5
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:8
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v8, v7
	v_cmp_gt_f32_e64 s6, v8, v7
	v_cmp_o_f32_e64 s7, v7, v7
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s6, s4
	v_cndmask_b32_e64 v1, 0, 1, s4
	s_or_b32 s4, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_5:
	s_or_b32 exec_lo, exec_lo, s8
	v_cmp_gt_u32_e64 s6, 0x100, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB1_7
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:4
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v8, v7
	v_cmp_gt_f32_e64 s7, v8, v7
	v_cmp_o_f32_e64 s8, v7, v7
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s7, s4
	v_cndmask_b32_e64 v1, 0, 1, s4
	s_or_b32 s4, s8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_7:
	s_or_b32 exec_lo, exec_lo, s9
	v_cmp_gt_u32_e64 s7, 0x80, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s7
	s_cbranch_execz .LBB1_9
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:2
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v8, v7
	v_cmp_gt_f32_e64 s8, v8, v7
	v_cmp_o_f32_e64 s9, v7, v7
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s8, s4
	v_cndmask_b32_e64 v1, 0, 1, s4
	s_or_b32 s4, s9, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_9:
	s_or_b32 exec_lo, exec_lo, s10
	v_cmp_gt_u32_e64 s8, 64, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s8
	s_cbranch_execz .LBB1_11
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:1
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v8, v7
	v_cmp_gt_f32_e64 s9, v8, v7
	v_cmp_o_f32_e64 s10, v7, v7
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s9, s4
	v_cndmask_b32_e64 v1, 0, 1, s4
	s_or_b32 s4, s10, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_11:
	s_or_b32 exec_lo, exec_lo, s11
	v_cmp_gt_u32_e64 s9, 32, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s9
	s_cbranch_execz .LBB1_13
	ds_load_2addr_b32 v[5:6], v4 offset1:32
	ds_load_2addr_b32 v[7:8], v3 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v8, v7
	v_cmp_gt_f32_e64 s10, v8, v7
	v_cmp_o_f32_e64 s11, v7, v7
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s10, s4
	v_cndmask_b32_e64 v1, 0, 1, s4
	s_or_b32 s4, s11, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_13:
	s_or_b32 exec_lo, exec_lo, s12
	v_cmp_gt_u32_e64 s10, 16, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s10
	s_cbranch_execz .LBB1_15
	ds_load_2addr_b32 v[5:6], v4 offset1:16
	ds_load_2addr_b32 v[7:8], v3 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v8, v7
	v_cmp_gt_f32_e64 s11, v8, v7
	v_cmp_o_f32_e64 s12, v7, v7
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s11, s4
	v_cndmask_b32_e64 v1, 0, 1, s4
	s_or_b32 s4, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_15:
	s_or_b32 exec_lo, exec_lo, s13
	v_cmp_gt_u32_e64 s11, 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s11
	s_cbranch_execz .LBB1_17
	ds_load_2addr_b32 v[5:6], v4 offset1:8
	ds_load_2addr_b32 v[7:8], v3 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v8, v7
	v_cmp_gt_f32_e64 s12, v8, v7
	v_cmp_o_f32_e64 s13, v7, v7
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s12, s4
	v_cndmask_b32_e64 v1, 0, 1, s4
	s_or_b32 s4, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_17:
	s_or_b32 exec_lo, exec_lo, s15
	v_cmp_gt_u32_e64 s12, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s12
	s_cbranch_execz .LBB1_19
	ds_load_2addr_b32 v[5:6], v4 offset1:4
	ds_load_2addr_b32 v[7:8], v3 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v8, v7
	v_cmp_gt_f32_e64 s13, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s13, s4
	v_cndmask_b32_e64 v1, 0, 1, s4
	s_or_b32 s4, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_19:
	s_or_b32 exec_lo, exec_lo, s16
	v_cmp_gt_u32_e64 s13, 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s13
	s_cbranch_execz .LBB1_21
	ds_load_2addr_b32 v[5:6], v4 offset1:2
	ds_load_2addr_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v8, v7
	v_cmp_gt_f32_e64 s15, v8, v7
	v_cmp_o_f32_e64 s16, v7, v7
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s15, s4
	v_cndmask_b32_e64 v1, 0, 1, s4
	s_or_b32 s4, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_21:
	s_or_b32 exec_lo, exec_lo, s17
	v_cmp_eq_u32_e64 s4, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB1_23
	v_add_nc_u32_e64 v1, 4, 0
	ds_load_2addr_stride64_b32 v[5:6], v1 offset0:32 offset1:48
	ds_load_b32 v7, v4
	ds_load_b32 v8, v3
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v6, v8
	v_cmp_gt_f32_e64 s16, v6, v8
	v_cmp_o_f32_e64 s17, v8, v8
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
	v_dual_cndmask_b32 v1, v8, v6 :: v_dual_cndmask_b32 v2, v7, v5
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_23:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB1_25
	v_mov_b32_e32 v1, 0
	ds_load_b32 v2, v1 offset:12288
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v1, v2 offset:16388
.LBB1_25:
	s_or_b32 exec_lo, exec_lo, s15
	v_dual_mov_b32 v1, 0xff800000 :: v_dual_mov_b32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s14
	s_cbranch_execz .LBB1_27
	v_dual_mov_b32 v2, v0 :: v_dual_lshlrev_b32 v1, 2, v0
	global_load_b32 v1, v1, s[54:55]
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, 0x7f800000, v1
	v_cndmask_b32_e64 v1, 0, 1.0, vcc_lo
.LBB1_27:
	s_or_b32 exec_lo, exec_lo, s15
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s5
	s_cbranch_execz .LBB1_29
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:8
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_29:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s6
	s_cbranch_execz .LBB1_31
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:4
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_31:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s7
	s_cbranch_execz .LBB1_33
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:2
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_33:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s8
	s_cbranch_execz .LBB1_35
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:1
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_35:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s9
	s_cbranch_execz .LBB1_37
	ds_load_2addr_b32 v[5:6], v4 offset1:32
	ds_load_2addr_b32 v[7:8], v3 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_37:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s10
	s_cbranch_execz .LBB1_39
	ds_load_2addr_b32 v[5:6], v4 offset1:16
	ds_load_2addr_b32 v[7:8], v3 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_39:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s11
	s_cbranch_execz .LBB1_41
	ds_load_2addr_b32 v[5:6], v4 offset1:8
	ds_load_2addr_b32 v[7:8], v3 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_41:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s12
	s_cbranch_execz .LBB1_43
	ds_load_2addr_b32 v[5:6], v4 offset1:4
	ds_load_2addr_b32 v[7:8], v3 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_43:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s13
	s_cbranch_execz .LBB1_45
	ds_load_2addr_b32 v[5:6], v4 offset1:2
	ds_load_2addr_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_45:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB1_47
	v_add_nc_u32_e64 v1, 4, 0
	ds_load_2addr_stride64_b32 v[5:6], v1 offset0:32 offset1:48
	ds_load_b32 v7, v4
	ds_load_b32 v8, v3
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v6, v8
	v_cmp_gt_f32_e64 s16, v6, v8
	v_cmp_o_f32_e64 s17, v8, v8
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
	v_dual_cndmask_b32 v1, v8, v6 :: v_dual_cndmask_b32 v2, v7, v5
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_47:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB1_49
	v_mov_b32_e32 v1, 0
	ds_load_b32 v2, v1 offset:12288
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v1, v2 offset:16392
.LBB1_49:
	s_or_b32 exec_lo, exec_lo, s15
	v_dual_mov_b32 v1, 0xff800000 :: v_dual_mov_b32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s14
	s_cbranch_execz .LBB1_51
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v1, v1, s[54:55]
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v1
	v_cndmask_b32_e32 v2, 0, v0, vcc_lo
.LBB1_51:
	s_or_b32 exec_lo, exec_lo, s15
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s5
	s_cbranch_execz .LBB1_53
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:8
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_53:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s6
	s_cbranch_execz .LBB1_55
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:4
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_55:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s7
	s_cbranch_execz .LBB1_57
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:2
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_57:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s8
	s_cbranch_execz .LBB1_59
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:1
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_59:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s9
	s_cbranch_execz .LBB1_61
	ds_load_2addr_b32 v[5:6], v4 offset1:32
	ds_load_2addr_b32 v[7:8], v3 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_61:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s10
	s_cbranch_execz .LBB1_63
	ds_load_2addr_b32 v[5:6], v4 offset1:16
	ds_load_2addr_b32 v[7:8], v3 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_63:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s11
	s_cbranch_execz .LBB1_65
	ds_load_2addr_b32 v[5:6], v4 offset1:8
	ds_load_2addr_b32 v[7:8], v3 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_65:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s12
	s_cbranch_execz .LBB1_67
	ds_load_2addr_b32 v[5:6], v4 offset1:4
	ds_load_2addr_b32 v[7:8], v3 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_67:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s13
	s_cbranch_execz .LBB1_69
	ds_load_2addr_b32 v[5:6], v4 offset1:2
	ds_load_2addr_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_69:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB1_71
	v_add_nc_u32_e64 v1, 4, 0
	ds_load_2addr_stride64_b32 v[5:6], v1 offset0:32 offset1:48
	ds_load_b32 v7, v4
	ds_load_b32 v8, v3
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v6, v8
	v_cmp_gt_f32_e64 s16, v6, v8
	v_cmp_o_f32_e64 s17, v8, v8
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
	v_dual_cndmask_b32 v1, v8, v6 :: v_dual_cndmask_b32 v2, v7, v5
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_71:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB1_73
	v_mov_b32_e32 v1, 0
	ds_load_b32 v2, v1 offset:12288
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v1, v2 offset:16408
.LBB1_73:
	s_or_b32 exec_lo, exec_lo, s15
	v_dual_mov_b32 v1, 0xff800000 :: v_dual_mov_b32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s14
	s_cbranch_execz .LBB1_75
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v1, v1, s[54:55]
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v1
	v_cndmask_b32_e32 v2, 0, v0, vcc_lo
.LBB1_75:
	s_or_b32 exec_lo, exec_lo, s15
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s5
	s_cbranch_execz .LBB1_77
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:8
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_77:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s6
	s_cbranch_execz .LBB1_79
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:4
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_79:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s7
	s_cbranch_execz .LBB1_81
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:2
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_81:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s8
	s_cbranch_execz .LBB1_83
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:1
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_83:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s9
	s_cbranch_execz .LBB1_85
	ds_load_2addr_b32 v[5:6], v4 offset1:32
	ds_load_2addr_b32 v[7:8], v3 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_85:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s10
	s_cbranch_execz .LBB1_87
	ds_load_2addr_b32 v[5:6], v4 offset1:16
	ds_load_2addr_b32 v[7:8], v3 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_87:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s11
	s_cbranch_execz .LBB1_89
	ds_load_2addr_b32 v[5:6], v4 offset1:8
	ds_load_2addr_b32 v[7:8], v3 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_89:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s12
	s_cbranch_execz .LBB1_91
	ds_load_2addr_b32 v[5:6], v4 offset1:4
	ds_load_2addr_b32 v[7:8], v3 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_91:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s13
	s_cbranch_execz .LBB1_93
	ds_load_2addr_b32 v[5:6], v4 offset1:2
	ds_load_2addr_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_93:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB1_95
	v_add_nc_u32_e64 v1, 4, 0
	ds_load_2addr_stride64_b32 v[5:6], v1 offset0:32 offset1:48
	ds_load_b32 v7, v4
	ds_load_b32 v8, v3
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v6, v8
	v_cmp_gt_f32_e64 s16, v6, v8
	v_cmp_o_f32_e64 s17, v8, v8
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
	v_dual_cndmask_b32 v1, v8, v6 :: v_dual_cndmask_b32 v2, v7, v5
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_95:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB1_97
	v_mov_b32_e32 v1, 0
	ds_load_b32 v2, v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v2, v2
	ds_store_b32 v1, v2 offset:16412
.LBB1_97:
	s_or_b32 exec_lo, exec_lo, s15
	s_load_b32 s64, s[0:1], 0x38
	v_dual_mov_b32 v1, 0xff800000 :: v_dual_mov_b32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s14
	s_cbranch_execz .LBB1_99
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v1, v1, s[54:55]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s64, v1
	v_cmp_class_f32_e64 s16, v1, 0x1f8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_class_f32_e64 s17, v2, 0x204
	v_mov_b32_e32 v2, v0
	s_and_b32 s16, s17, s16
	v_cndmask_b32_e64 v1, 0, 1.0, s16
.LBB1_99:
	s_or_b32 exec_lo, exec_lo, s15
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s5
	s_cbranch_execz .LBB1_101
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:8
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_101:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s6
	s_cbranch_execz .LBB1_103
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:4
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_103:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s7
	s_cbranch_execz .LBB1_105
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:2
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_105:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s8
	s_cbranch_execz .LBB1_107
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:1
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_107:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s9
	s_cbranch_execz .LBB1_109
	ds_load_2addr_b32 v[5:6], v4 offset1:32
	ds_load_2addr_b32 v[7:8], v3 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_109:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s10
	s_cbranch_execz .LBB1_111
	ds_load_2addr_b32 v[5:6], v4 offset1:16
	ds_load_2addr_b32 v[7:8], v3 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_111:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s11
	s_cbranch_execz .LBB1_113
	ds_load_2addr_b32 v[5:6], v4 offset1:8
	ds_load_2addr_b32 v[7:8], v3 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_113:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s12
	s_cbranch_execz .LBB1_115
	ds_load_2addr_b32 v[5:6], v4 offset1:4
	ds_load_2addr_b32 v[7:8], v3 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_115:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s13
	s_cbranch_execz .LBB1_117
	ds_load_2addr_b32 v[5:6], v4 offset1:2
	ds_load_2addr_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_117:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB1_119
	v_add_nc_u32_e64 v1, 4, 0
	ds_load_2addr_stride64_b32 v[5:6], v1 offset0:32 offset1:48
	ds_load_b32 v7, v4
	ds_load_b32 v8, v3
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v6, v8
	v_cmp_gt_f32_e64 s16, v6, v8
	v_cmp_o_f32_e64 s17, v8, v8
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
	v_dual_cndmask_b32 v1, v8, v6 :: v_dual_cndmask_b32 v2, v7, v5
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_119:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB1_121
	v_mov_b32_e32 v1, 0
	ds_load_b32 v2, v1 offset:12288
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v1, v2 offset:16416
.LBB1_121:
	s_or_b32 exec_lo, exec_lo, s15
	s_load_b128 s[44:47], s[0:1], 0x40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cmp_eq_u32 s47, 0
	s_cselect_b32 s0, -1, 0
	s_cmp_lg_u32 s47, 0
	s_cselect_b32 s1, -1, 0
	s_cmp_eq_u64 s[44:45], 0
	s_cselect_b32 s15, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s1, s15, s1
	s_and_b32 vcc_lo, exec_lo, s1
	s_mov_b32 s1, -1
	s_cbranch_vccz .LBB1_125
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB1_124
	v_mov_b32_e32 v1, 0x4024
	v_mov_b32_e32 v2, 0xff800000
	v_mov_b32_e32 v5, 0x7f800000
	ds_store_2addr_b32 v1, v2, v5 offset1:1
.LBB1_124:
	s_or_b32 exec_lo, exec_lo, s1
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB1_125:
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB1_186
	s_and_saveexec_b32 s1, s14
	s_cbranch_execz .LBB1_128
	v_lshlrev_b32_e32 v1, 2, v0
	v_add_nc_u32_e32 v7, 0xffffe000, v3
	v_add_nc_u32_e32 v6, 0xffffd000, v3
	global_load_b32 v1, v1, s[54:55]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v2, v1
	v_or_b32_e32 v5, 0x80000000, v1
	v_cmp_gt_i32_e32 vcc_lo, 0, v1
	v_dual_cndmask_b32 v1, v5, v2 :: v_dual_mov_b32 v2, 1.0
	ds_store_b32 v6, v1
	ds_store_b32 v7, v2
.LBB1_128:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s14
	v_not_b32_e32 v1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, s15, s48, v1
	v_add_co_ci_u32_e64 v2, null, s49, -1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_alignbit_b32 v1, v2, v1, 10
	v_add_nc_u32_e32 v1, 1, v1
	s_or_b32 exec_lo, exec_lo, s1
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v2 offset:16384
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s15, exec_lo
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB1_133:
	s_ctz_i32_b32 s16, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s17, v1, s16
	s_lshl_b32 s16, 1, s16
	s_add_i32 s1, s1, s17
	s_and_not1_b32 s15, s15, s16
	s_cbranch_scc1 .LBB1_133
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	s_mov_b32 s15, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v1
	s_xor_b32 s15, exec_lo, s15
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, s1
	ds_add_u32 v1, v2 offset:16384
	s_or_b32 exec_lo, exec_lo, s15
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clz_i32_u32 s1, s45
	ds_load_b32 v2, v1 offset:16384
	s_min_u32 s1, s1, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[16:17], s[44:45], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s15, s16, 1
	s_or_b32 s15, s17, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_f32_u32 s15, s15
	v_ldexp_f32 v5, s15, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_readfirstlane_b32 s28, v5
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v2, v2
	v_cmp_nge_f32_e32 vcc_lo, v2, v5
	s_cbranch_vccnz .LBB1_171
	v_add_nc_u32_e32 v5, 0xffffd000, v3
	s_mov_b32 s29, 0
	s_mov_b64 s[16:17], 0
	s_branch .LBB1_139
.LBB1_138:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v2, v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s18, v2
	s_cvt_f32_u32 s18, s18
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s18, s28
	s_cselect_b32 s29, s15, s1
	s_add_u32 s16, s16, 4
	s_addc_u32 s17, s17, 0
	s_cmp_eq_u64 s[16:17], 32
	s_cbranch_scc1 .LBB1_172
.LBB1_139:
	v_mov_b32_e32 v2, 0
	s_lshr_b32 s1, 0x80000000, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s1, s1, s29
	s_and_saveexec_b32 s15, s14
	s_cbranch_execz .LBB1_141
	ds_load_b32 v2, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s1, v2
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
.LBB1_141:
	s_or_b32 exec_lo, exec_lo, s15
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	ds_store_b32 v1, v1 offset:16384
	s_or_b32 exec_lo, exec_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s18, exec_lo
	s_mov_b32 s15, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB1_144:
	s_ctz_i32_b32 s19, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s20, v2, s19
	s_lshl_b32 s19, 1, s19
	s_add_i32 s15, s15, s20
	s_and_not1_b32 s18, s18, s19
	s_cbranch_scc1 .LBB1_144
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	s_mov_b32 s18, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v2
	s_xor_b32 s18, exec_lo, s18
	v_mov_b32_e32 v2, s15
	ds_add_u32 v1, v2 offset:16384
	s_or_b32 exec_lo, exec_lo, s18
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v6, v2 offset:16384
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s15, v6
	s_cvt_f32_u32 s15, s15
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s15, s28
	s_cselect_b32 s1, s1, s29
	s_lshr_b32 s15, 2.0, s16
	s_or_b32 s15, s15, s1
	s_and_saveexec_b32 s18, s14
	s_cbranch_execz .LBB1_149
	ds_load_b32 v2, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s15, v2
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
.LBB1_149:
	s_or_b32 exec_lo, exec_lo, s18
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	ds_store_b32 v1, v1 offset:16384
	s_or_b32 exec_lo, exec_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s19, exec_lo
	s_mov_b32 s18, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB1_152:
	s_ctz_i32_b32 s20, s19
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s21, v2, s20
	s_lshl_b32 s20, 1, s20
	s_add_i32 s18, s18, s21
	s_and_not1_b32 s19, s19, s20
	s_cbranch_scc1 .LBB1_152
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	s_mov_b32 s19, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v2
	s_xor_b32 s19, exec_lo, s19
	v_mov_b32_e32 v2, s18
	ds_add_u32 v1, v2 offset:16384
	s_or_b32 exec_lo, exec_lo, s19
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v6, v2 offset:16384
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s18, v6
	s_cvt_f32_u32 s18, s18
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s18, s28
	s_cselect_b32 s1, s15, s1
	s_lshr_b32 s15, 0x20000000, s16
	s_or_b32 s15, s15, s1
	s_and_saveexec_b32 s18, s14
	s_cbranch_execz .LBB1_157
	ds_load_b32 v2, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s15, v2
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
.LBB1_157:
	s_or_b32 exec_lo, exec_lo, s18
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	ds_store_b32 v1, v1 offset:16384
	s_or_b32 exec_lo, exec_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s19, exec_lo
	s_mov_b32 s18, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB1_160:
	s_ctz_i32_b32 s20, s19
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s21, v2, s20
	s_lshl_b32 s20, 1, s20
	s_add_i32 s18, s18, s21
	s_and_not1_b32 s19, s19, s20
	s_cbranch_scc1 .LBB1_160
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	s_mov_b32 s19, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v2
	s_xor_b32 s19, exec_lo, s19
	v_mov_b32_e32 v2, s18
	ds_add_u32 v1, v2 offset:16384
	s_or_b32 exec_lo, exec_lo, s19
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v6, v2 offset:16384
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s18, v6
	s_cvt_f32_u32 s18, s18
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s18, s28
	s_cselect_b32 s1, s15, s1
	s_lshr_b32 s15, 0x10000000, s16
	s_or_b32 s15, s15, s1
	s_and_saveexec_b32 s18, s14
	s_cbranch_execz .LBB1_165
	ds_load_b32 v2, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s15, v2
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
.LBB1_165:
	s_or_b32 exec_lo, exec_lo, s18
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	ds_store_b32 v1, v1 offset:16384
	s_or_b32 exec_lo, exec_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s19, exec_lo
	s_mov_b32 s18, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB1_168:
	s_ctz_i32_b32 s20, s19
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s21, v2, s20
	s_lshl_b32 s20, 1, s20
	s_add_i32 s18, s18, s21
	s_and_not1_b32 s19, s19, s20
	s_cbranch_scc1 .LBB1_168
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	s_mov_b32 s19, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v2
	s_xor_b32 s19, exec_lo, s19
	s_cbranch_execz .LBB1_138
	v_mov_b32_e32 v2, s18
	ds_add_u32 v1, v2 offset:16384
	s_branch .LBB1_138
.LBB1_171:
	v_mov_b32_e32 v1, 0x7f800000
	s_mov_b32 s1, 0xff800000
	s_and_saveexec_b32 s15, s4
	s_cbranch_execnz .LBB1_184
	s_branch .LBB1_185
.LBB1_172:
	s_add_u32 s20, s48, -1
	s_addc_u32 s21, s49, -1
	s_mov_b32 s18, 0
	s_clz_i32_u64 s1, s[20:21]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s30, s1, 64
	s_sub_u32 s22, 64, s30
	s_subb_u32 s23, 0, 0
	s_lshl_b64 s[16:17], -1, s22
	s_delay_alu instid0(SALU_CYCLE_1)
	s_not_b64 s[16:17], s[16:17]
	s_cmp_eq_u64 s[20:21], 0
	s_mov_b64 s[20:21], 0
	s_cbranch_scc1 .LBB1_183
	v_cmp_gt_u64_e64 s1, s[22:23], 1
	v_sub_co_u32 v1, s15, s16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_sub_co_ci_u32_e64 v2, null, s17, 0, s15
	v_mov_b32_e32 v6, 0
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s23, s23, 0
	s_cselect_b32 s22, s22, 1
	s_brev_b32 s19, 1
	s_mov_b64 s[24:25], 0
	s_branch .LBB1_175
.LBB1_174:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v7, v6 offset:16384
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s1, v7
	s_cvt_f32_u32 s1, s1
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s1, s28
	s_cselect_b32 s21, s27, s21
	s_cselect_b32 s20, s26, s20
	s_add_u32 s24, s24, 1
	s_addc_u32 s25, s25, 0
	s_cmp_eq_u64 s[24:25], s[22:23]
	s_cbranch_scc1 .LBB1_183
.LBB1_175:
	s_add_i32 s1, s24, s30
	v_mov_b32_e32 v7, 0
	s_lshr_b64 s[26:27], s[18:19], s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b64 s[26:27], s[26:27], s[20:21]
	s_and_saveexec_b32 s31, s14
	s_cbranch_execz .LBB1_177
	ds_load_b32 v7, v5
	v_cmp_le_u64_e32 vcc_lo, s[26:27], v[1:2]
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e64 s1, s29, v7
	v_cmp_lt_u32_e64 s15, s29, v7
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s1, s15, s1
	v_cndmask_b32_e64 v7, 0, 1, s1
.LBB1_177:
	s_or_b32 exec_lo, exec_lo, s31
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	ds_store_b32 v6, v6 offset:16384
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s15, exec_lo
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB1_180:
	s_ctz_i32_b32 s31, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s33, v7, s31
	s_lshl_b32 s31, 1, s31
	s_add_i32 s1, s1, s33
	s_and_not1_b32 s15, s15, s31
	s_cbranch_scc1 .LBB1_180
	v_mbcnt_lo_u32_b32 v7, exec_lo, 0
	s_mov_b32 s15, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v7
	s_xor_b32 s15, exec_lo, s15
	s_cbranch_execz .LBB1_174
	v_mov_b32_e32 v7, s1
	ds_add_u32 v6, v7 offset:16384
	s_branch .LBB1_174
.LBB1_183:
	s_and_b32 s1, s29, 0x7fffffff
	s_not_b32 s15, s29
	s_cmp_lt_i32 s29, 0
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
	v_ldexp_f32 v1, s16, s15
	s_and_saveexec_b32 s15, s4
.LBB1_184:
	v_dual_mov_b32 v2, s1 :: v_dual_mov_b32 v5, 0x4024
	ds_store_2addr_b32 v5, v2, v1 offset1:1
.LBB1_185:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB1_186:
	s_cmp_lt_f32 s46, 1.0
	buffer_gl0_inv
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s15, s1, s0
	s_xor_b32 s47, s15, -1
	s_mov_b32 s15, -1
	s_and_b32 vcc_lo, exec_lo, s47
	s_cbranch_vccnz .LBB1_194
	s_and_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB1_197
.LBB1_188:
	s_and_b32 vcc_lo, exec_lo, s47
	s_mov_b32 s15, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB1_222
.LBB1_189:
	s_and_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB1_225
.LBB1_190:
	s_and_b32 vcc_lo, exec_lo, s47
	s_mov_b32 s15, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB1_240
.LBB1_191:
	s_and_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB1_243
.LBB1_192:
	s_and_b32 vcc_lo, exec_lo, s47
	s_mov_b32 s15, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB1_285
.LBB1_193:
	s_and_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB1_288
	s_branch .LBB1_313
.LBB1_194:
	s_and_saveexec_b32 s15, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:16428
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB1_188
.LBB1_197:
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v1, 0xff800000
	s_and_saveexec_b32 s17, s14
	s_cbranch_execz .LBB1_199
	v_lshlrev_b32_e32 v1, 2, v0
	v_cvt_f32_u32_e32 v6, v0
	global_load_b32 v5, v1, s[54:55]
	v_mov_b32_e32 v1, 0x4024
	ds_load_2addr_b32 v[1:2], v1 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v2, v6
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s15, v5, v1
	v_cmp_gt_f32_e64 s16, v5, v1
	s_and_b32 s15, s15, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1.0, s16
	v_cndmask_b32_e64 v2, 0, 1.0, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v2, v1
	v_dual_cndmask_b32 v1, v1, v2 :: v_dual_mul_f32 v2, s64, v5
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v1, 0xff800000, v2, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v1
	v_cndmask_b32_e32 v2, 0, v0, vcc_lo
.LBB1_199:
	s_or_b32 exec_lo, exec_lo, s17
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s5
	s_cbranch_execz .LBB1_201
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:8
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_201:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s6
	s_cbranch_execz .LBB1_203
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:4
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_203:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s7
	s_cbranch_execz .LBB1_205
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:2
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_205:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s8
	s_cbranch_execz .LBB1_207
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:1
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_207:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s9
	s_cbranch_execz .LBB1_209
	ds_load_2addr_b32 v[5:6], v4 offset1:32
	ds_load_2addr_b32 v[7:8], v3 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_209:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s10
	s_cbranch_execz .LBB1_211
	ds_load_2addr_b32 v[5:6], v4 offset1:16
	ds_load_2addr_b32 v[7:8], v3 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_211:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s11
	s_cbranch_execz .LBB1_213
	ds_load_2addr_b32 v[5:6], v4 offset1:8
	ds_load_2addr_b32 v[7:8], v3 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_213:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s12
	s_cbranch_execz .LBB1_215
	ds_load_2addr_b32 v[5:6], v4 offset1:4
	ds_load_2addr_b32 v[7:8], v3 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_215:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s13
	s_cbranch_execz .LBB1_217
	ds_load_2addr_b32 v[5:6], v4 offset1:2
	ds_load_2addr_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_217:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB1_219
	v_add_nc_u32_e64 v1, 4, 0
	ds_load_2addr_stride64_b32 v[5:6], v1 offset0:32 offset1:48
	ds_load_b32 v7, v4
	ds_load_b32 v8, v3
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v6, v8
	v_cmp_gt_f32_e64 s16, v6, v8
	v_cmp_o_f32_e64 s17, v8, v8
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
	v_dual_cndmask_b32 v1, v8, v6 :: v_dual_cndmask_b32 v2, v7, v5
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_219:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB1_221
	v_mov_b32_e32 v1, 0
	ds_load_b32 v2, v1 offset:12288
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v1, v2 offset:16428
.LBB1_221:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s47
	s_mov_b32 s15, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB1_189
.LBB1_222:
	s_and_saveexec_b32 s15, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:16432
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB1_190
.LBB1_225:
	s_and_saveexec_b32 s17, s14
	s_cbranch_execz .LBB1_227
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v5, v1, s[54:55]
	v_mov_b32_e32 v1, 0
	ds_load_b32 v1, v1 offset:16428
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s64, v5
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v6, v2, v1
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v6
	v_cndmask_b32_e32 v1, 0xc2d00000, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v1
	v_cndmask_b32_e32 v1, 0x42b20000, v1, vcc_lo
	v_mul_f32_e32 v2, 0x3fb8aa3b, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, 0x4b400000, v2
	v_add_f32_e32 v2, 0xcb400000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, 0xbf317200, v2
	v_dual_mul_f32 v9, 0x35bfbe8e, v2 :: v_dual_add_f32 v8, v1, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v8, v9
	v_mul_f32_e32 v2, v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, 0x3331bb4c, v2
	v_add_f32_e32 v10, 0xb5ddea0e, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v2, v10
	v_add_f32_e32 v10, 0x388ab355, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v2, v10
	v_add_f32_e32 v10, 0xbb360b61, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v2, v10
	v_add_f32_e32 v10, 0x3e2aaaab, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v2, v10
	v_sub_f32_e32 v2, v1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v1, v2
	v_sub_f32_e32 v11, 2.0, v2
	v_div_scale_f32 v1, null, v11, v11, v10
	v_div_scale_f32 v13, vcc_lo, v10, v11, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v12, v1
	v_fma_f32 v2, -v1, v12, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v2, v12
	v_mul_f32_e32 v14, v13, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, -v1, v14, v13
	v_fmac_f32_e32 v14, v2, v12
	v_mov_b32_e32 v2, 0x4024
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fma_f32 v13, -v1, v14, v13
	ds_load_2addr_b32 v[1:2], v2 offset1:1
	v_div_fmas_f32 v12, v13, v12, v14
	v_div_fixup_f32 v10, v12, v11, v10
	v_add_nc_u32_e32 v11, 0xb4c00100, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v9, v9, v10
	v_cvt_f32_u32_e32 v10, v0
	v_lshrrev_b32_e32 v11, 1, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v8, v8, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v2, v10
	v_cmp_eq_f32_e64 s15, v5, v1
	v_sub_nc_u32_e32 v2, v7, v11
	v_lshl_add_u32 v7, v11, 23, 0xff800000
	v_add_f32_e32 v8, 1.0, v8
	v_cmp_gt_f32_e64 s16, v5, v1
	s_and_b32 s15, s15, vcc_lo
	v_lshl_add_u32 v2, v2, 23, 0x7f800000
	v_mul_f32_e32 v5, v8, v7
	v_cndmask_b32_e64 v1, 0, 1.0, s16
	v_cndmask_b32_e64 v7, 0, 1.0, s15
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v2, v5, v2
	v_cmp_gt_f32_e32 vcc_lo, v7, v1
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v6, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_cndmask_b32 v1, 0, v2 :: v_dual_add_nc_u32 v2, 0xffffd000, v3
	ds_store_b32 v2, v1
.LBB1_227:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB1_238
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, 0
	s_cmp_eq_u64 s[48:49], 0
	s_mov_b64 s[18:19], 0
	s_cbranch_scc1 .LBB1_237
	v_cmp_lt_u64_e64 s17, s[48:49], 8
	s_and_b32 s16, s48, 7
	s_and_b32 vcc_lo, exec_lo, s17
	s_mov_b32 s17, 0
	s_cbranch_vccnz .LBB1_233
	v_mov_b32_e32 v2, 0
	s_and_b32 s18, s48, 0x7f8
	s_mov_b32 s19, s17
	s_mov_b64 s[20:21], 0
	s_mov_b32 s22, s17
	.p2align	6
.LBB1_231:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v11, s22
	s_add_u32 s20, s20, 8
	s_addc_u32 s21, s21, 0
	s_add_i32 s22, s22, 32
	s_cmp_lg_u64 s[18:19], s[20:21]
	ds_load_2addr_b32 v[5:6], v11 offset1:1
	ds_load_2addr_b32 v[7:8], v11 offset0:2 offset1:3
	ds_load_2addr_b32 v[9:10], v11 offset0:4 offset1:5
	ds_load_2addr_b32 v[11:12], v11 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v2, v2, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v6
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
	s_cbranch_scc1 .LBB1_231
	s_cmp_lg_u64 s[16:17], 0
	s_cselect_b32 s19, -1, 0
	s_branch .LBB1_234
.LBB1_233:
	v_mov_b32_e32 v2, 0
	s_mov_b32 s19, -1
.LBB1_234:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s19
	s_cbranch_vccz .LBB1_237
	s_lshl_b32 s18, s18, 2
.LBB1_236:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v5, s18
	s_add_i32 s18, s18, 4
	s_add_u32 s16, s16, -1
	s_addc_u32 s17, s17, -1
	s_cmp_lg_u64 s[16:17], 0
	ds_load_b32 v5, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v5
	s_cbranch_scc1 .LBB1_236
.LBB1_237:
	ds_store_b32 v1, v2 offset:16432
.LBB1_238:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s47
	s_mov_b32 s15, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB1_191
.LBB1_240:
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB1_242
	v_mov_b32_e32 v1, 0xff800000
	v_mov_b32_e32 v2, 0x7f800000
	v_add_nc_u32_e64 v5, 0x4000, 0
	ds_store_2addr_b32 v5, v2, v1 offset0:3 offset1:13
.LBB1_242:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB1_192
.LBB1_243:
	s_and_saveexec_b32 s18, s14
	s_cbranch_execz .LBB1_245
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v7, v1, s[54:55]
	v_mov_b32_e32 v1, 0x402c
	ds_load_2addr_b32 v[1:2], v1 offset1:1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v5, s64, v7
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v5, v1
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v1
	v_cndmask_b32_e32 v5, 0xc2d00000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v5
	v_cndmask_b32_e32 v5, 0x42b20000, v5, vcc_lo
	v_mul_f32_e32 v6, 0x3fb8aa3b, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v6, 0x4b400000, v6
	v_add_f32_e32 v8, 0xcb400000, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, 0xbf317200, v8
	v_dual_mul_f32 v8, 0x35bfbe8e, v8 :: v_dual_add_f32 v5, v5, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v9, v5, v8
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
	v_cvt_f32_u32_e32 v13, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v9, v11, v10, v9
	v_add_nc_u32_e32 v10, 0xb4c00100, v6
	v_sub_f32_e32 v8, v8, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v9, 1, v10
	v_sub_f32_e32 v5, v5, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v6, v6, v9
	v_lshl_add_u32 v8, v9, 23, 0xff800000
	v_add_f32_e32 v5, 1.0, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v6, v6, 23, 0x7f800000
	v_mul_f32_e32 v5, v5, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v5, v5, v6
	v_cndmask_b32_e32 v1, 0x7fc00000, v5, vcc_lo
	v_mov_b32_e32 v5, 0x4024
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(TRANS32_DEP_1)
	v_div_scale_f32 v8, null, v2, v2, v1
	ds_load_2addr_b32 v[5:6], v5 offset1:1
	v_div_scale_f32 v11, vcc_lo, v1, v2, v1
	v_rcp_f32_e32 v9, v8
	v_fma_f32 v10, -v8, v9, 1.0
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v9, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s15, v6, v13
	v_cmp_eq_f32_e64 s16, v7, v5
	v_cmp_gt_f32_e64 s17, v7, v5
	v_mul_f32_e32 v10, v11, v9
	s_and_b32 s15, s16, s15
	v_cndmask_b32_e64 v5, 0, 1.0, s17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v12, -v8, v10, v11
	v_cndmask_b32_e64 v7, 0, 1.0, s15
	v_fmac_f32_e32 v10, v12, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v6, -v8, v10, v11
	v_div_fmas_f32 v6, v6, v9, v10
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v7, v5
	v_div_fixup_f32 v1, v6, v2, v1
	v_cndmask_b32_e32 v2, v5, v7, vcc_lo
	v_add_nc_u32_e32 v7, 0xffffd000, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v5, 0, v1
	v_cmp_neq_f32_e32 vcc_lo, 0, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v2, -1.0, v5, vcc_lo
	v_cndmask_b32_e32 v1, 0, v1, vcc_lo
	v_not_b32_e32 v5, v2
	v_or_b32_e32 v6, 0x80000000, v2
	v_cmp_gt_i32_e32 vcc_lo, 0, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_cndmask_b32 v2, v6, v5 :: v_dual_add_nc_u32 v5, 0xffffe000, v3
	ds_store_b32 v7, v2
	ds_store_b32 v5, v1
.LBB1_245:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s65, s4
	s_cbranch_execz .LBB1_283
	s_cmp_lg_u64 s[48:49], 0
	s_mov_b64 s[18:19], 0
	s_cselect_b32 s39, -1, 0
	s_cmp_eq_u64 s[48:49], 0
	s_cbranch_scc1 .LBB1_251
	v_cmp_lt_u64_e64 s15, s[48:49], 8
	s_and_b32 s16, s48, 7
	s_mov_b32 s17, 0
	s_and_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB1_252
	v_mov_b32_e32 v1, 0
	s_and_b32 s18, s48, 0x7f8
	s_mov_b32 s19, s17
	s_mov_b64 s[20:21], 0
	s_movk_i32 s15, 0x1000
	.p2align	6
.LBB1_249:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v2, s15
	s_add_u32 s20, s20, 8
	s_addc_u32 s21, s21, 0
	s_add_i32 s15, s15, 32
	s_cmp_lg_u64 s[18:19], s[20:21]
	ds_load_2addr_b32 v[5:6], v2 offset1:1
	ds_load_2addr_b32 v[7:8], v2 offset0:2 offset1:3
	ds_load_2addr_b32 v[9:10], v2 offset0:4 offset1:5
	ds_load_2addr_b32 v[11:12], v2 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v1, v1, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v6
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
	s_cbranch_scc1 .LBB1_249
	s_cmp_lg_u64 s[16:17], 0
	s_cselect_b32 s15, -1, 0
	s_branch .LBB1_253
.LBB1_251:
	v_mov_b32_e32 v1, 0
	s_branch .LBB1_256
.LBB1_252:
	v_mov_b32_e32 v1, 0
	s_mov_b32 s15, -1
.LBB1_253:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccz .LBB1_256
	s_lshl2_add_u32 s15, s18, 0x1000
.LBB1_255:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v2, s15
	s_add_i32 s15, s15, 4
	s_add_u32 s16, s16, -1
	s_addc_u32 s17, s17, -1
	s_cmp_lg_u64 s[16:17], 0
	ds_load_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	s_cbranch_scc1 .LBB1_255
.LBB1_256:
	s_cmp_ngt_f32 s46, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_nle_f32_e32 vcc_lo, s46, v1
	s_mov_b32 s45, 0
	s_cselect_b32 s15, -1, 0
	s_or_b32 s15, s15, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB1_267
	s_and_b32 s56, s48, 7
	s_mov_b32 s57, s45
	v_cmp_gt_u64_e64 s62, s[48:49], 7
	s_and_b32 s44, s48, 0x7f8
	v_mov_b32_e32 v1, 0
	v_cndmask_b32_e64 v2, 0, 1, s39
	s_cmp_lg_u64 s[56:57], 0
	s_mov_b64 s[58:59], 0
	s_cselect_b32 s63, -1, 0
	s_branch .LBB1_259
.LBB1_258:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_le_f32_e32 vcc_lo, s46, v10
	s_add_u32 s58, s58, 1
	s_addc_u32 s59, s59, 0
	s_cmp_eq_u64 s[58:59], 16
	v_dual_cndmask_b32 v1, v1, v5 :: v_dual_cndmask_b32 v6, v6, v7
	v_cndmask_b32_e32 v5, v9, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_le_f32_e32 vcc_lo, s46, v5
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_cbranch_scc1 .LBB1_268
.LBB1_259:
	s_lshl_b32 s15, s58, 1
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v9, 0
	s_lshr_b32 s16, 0x80000000, s15
	s_sub_i32 s15, 30, s15
	v_or_b32_e32 v5, s16, v1
	s_lshl_b32 s15, 1, s15
	v_mov_b32_e32 v8, 0
	v_or_b32_e32 v6, s15, v1
	s_and_not1_b32 vcc_lo, exec_lo, s39
	v_or_b32_e32 v7, s15, v5
	s_cbranch_vccnz .LBB1_258
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v8, 0
	v_mov_b32_e32 v10, 0
	s_and_not1_b32 vcc_lo, exec_lo, s62
	s_cbranch_vccnz .LBB1_264
	s_mov_b64 s[60:61], 0
	s_mov_b32 s66, 0
.LBB1_262:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v17, s66
	s_add_i32 s15, s66, 0x1000
	s_add_i32 s16, s66, 0x1008
	s_add_i32 s17, s66, 0x1010
	s_add_i32 s18, s66, 0x1018
	v_mov_b32_e32 v19, s15
	v_mov_b32_e32 v21, s16
	v_mov_b32_e32 v23, s17
	v_mov_b32_e32 v25, s18
	ds_load_2addr_b32 v[11:12], v17 offset1:1
	ds_load_2addr_b32 v[13:14], v17 offset0:2 offset1:3
	ds_load_2addr_b32 v[15:16], v17 offset0:4 offset1:5
	ds_load_2addr_b32 v[17:18], v17 offset0:6 offset1:7
	ds_load_2addr_b32 v[19:20], v19 offset1:1
	ds_load_2addr_b32 v[21:22], v21 offset1:1
	ds_load_2addr_b32 v[23:24], v23 offset1:1
	ds_load_2addr_b32 v[25:26], v25 offset1:1
	s_add_u32 s60, s60, 8
	s_addc_u32 s61, s61, 0
	s_add_i32 s66, s66, 32
	s_cmp_lg_u64 s[44:45], s[60:61]
	s_waitcnt lgkmcnt(7)
	v_cmp_ge_u32_e32 vcc_lo, v11, v7
	v_cmp_ge_u32_e64 s15, v11, v6
	v_cmp_ge_u32_e64 s16, v12, v5
	v_cmp_ge_u32_e64 s17, v12, v7
	v_cmp_ge_u32_e64 s18, v12, v6
	v_cmp_ge_u32_e64 s38, v11, v5
	s_waitcnt lgkmcnt(3)
	v_cndmask_b32_e32 v12, 0, v19, vcc_lo
	v_cmp_ge_u32_e64 s19, v13, v5
	v_cmp_ge_u32_e64 s20, v13, v7
	v_cmp_ge_u32_e64 s21, v13, v6
	v_cmp_ge_u32_e64 s25, v15, v5
	v_cmp_ge_u32_e64 s26, v15, v7
	v_cmp_ge_u32_e64 s27, v15, v6
	v_cndmask_b32_e64 v11, 0, v19, s38
	v_cndmask_b32_e64 v13, 0, v19, s15
	v_cndmask_b32_e64 v15, 0, v20, s17
	v_add_f32_e32 v8, v8, v12
	v_cmp_ge_u32_e64 s22, v14, v5
	v_cmp_ge_u32_e64 s23, v14, v7
	v_cmp_ge_u32_e64 s24, v14, v6
	v_cmp_ge_u32_e64 s28, v16, v5
	v_cmp_ge_u32_e64 s29, v16, v7
	v_cmp_ge_u32_e64 s30, v16, v6
	v_cmp_ge_u32_e64 s35, v18, v5
	v_cmp_ge_u32_e64 s36, v18, v7
	v_cmp_ge_u32_e64 s37, v18, v6
	v_cndmask_b32_e64 v14, 0, v20, s16
	v_cndmask_b32_e64 v16, 0, v20, s18
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v18, 0, v21, s20
	v_add_f32_e32 v10, v10, v11
	v_dual_add_f32 v8, v8, v15 :: v_dual_add_f32 v9, v9, v13
	v_cmp_ge_u32_e64 s31, v17, v5
	v_cmp_ge_u32_e64 s33, v17, v7
	v_cmp_ge_u32_e64 s34, v17, v6
	v_cndmask_b32_e64 v17, 0, v21, s19
	v_cndmask_b32_e64 v19, 0, v21, s21
	v_add_f32_e32 v10, v10, v14
	v_dual_add_f32 v8, v8, v18 :: v_dual_add_f32 v9, v9, v16
	v_cndmask_b32_e64 v20, 0, v22, s22
	v_cndmask_b32_e64 v21, 0, v22, s23
	v_cndmask_b32_e64 v22, 0, v22, s24
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_add_f32 v10, v10, v17 :: v_dual_add_f32 v9, v9, v19
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v11, 0, v23, s25
	v_cndmask_b32_e64 v13, 0, v23, s27
	v_cndmask_b32_e64 v12, 0, v23, s26
	v_add_f32_e32 v10, v10, v20
	v_dual_add_f32 v8, v8, v21 :: v_dual_add_f32 v9, v9, v22
	v_cndmask_b32_e64 v14, 0, v24, s28
	v_cndmask_b32_e64 v16, 0, v24, s30
	s_delay_alu instid0(VALU_DEP_4)
	v_add_f32_e32 v10, v10, v11
	v_cndmask_b32_e64 v15, 0, v24, s29
	v_add_f32_e32 v9, v9, v13
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v11, 0, v25, s34
	v_cndmask_b32_e64 v17, 0, v25, s31
	v_add_f32_e32 v10, v10, v14
	v_cndmask_b32_e64 v18, 0, v25, s33
	v_add_f32_e32 v9, v9, v16
	v_add_f32_e32 v8, v8, v12
	v_cndmask_b32_e64 v14, 0, v26, s37
	v_cndmask_b32_e64 v12, 0, v26, s35
	v_cndmask_b32_e64 v13, 0, v26, s36
	v_add_f32_e32 v9, v9, v11
	v_add_f32_e32 v8, v8, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_add_f32 v10, v10, v17 :: v_dual_add_f32 v9, v9, v14
	v_add_f32_e32 v8, v8, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v10, v10, v12
	v_add_f32_e32 v8, v8, v13
	s_cbranch_scc1 .LBB1_262
	s_mov_b64 s[16:17], s[44:45]
	s_mov_b32 s15, s63
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccz .LBB1_258
	s_branch .LBB1_265
.LBB1_264:
	s_mov_b64 s[16:17], 0
	s_cbranch_execz .LBB1_258
.LBB1_265:
	s_lshl_b32 s15, s16, 2
	s_mov_b64 s[16:17], s[56:57]
	.p2align	6
.LBB1_266:
	v_mov_b32_e32 v11, s15
	s_add_i32 s15, s15, 4
	s_add_u32 s16, s16, -1
	s_addc_u32 s17, s17, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[16:17], 0
	ds_load_2addr_stride64_b32 v[11:12], v11 offset1:16
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u32_e32 vcc_lo, v11, v5
	v_cndmask_b32_e32 v13, 0, v12, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v11, v7
	v_cndmask_b32_e32 v14, 0, v12, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v11, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v8, v8, v14 :: v_dual_cndmask_b32 v11, 0, v12
	v_dual_add_f32 v10, v10, v13 :: v_dual_add_f32 v9, v9, v11
	s_cbranch_scc1 .LBB1_266
	s_branch .LBB1_258
.LBB1_267:
	v_mov_b32_e32 v1, 0x7f800000
	v_mov_b32_e32 v2, 0xff800000
	s_branch .LBB1_282
.LBB1_268:
	s_add_u32 s16, s48, -1
	s_addc_u32 s17, s49, -1
	s_mov_b32 s27, 0
	s_clz_i32_u64 s15, s[16:17]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s15, s15, 64
	s_sub_u32 s24, 64, s15
	s_subb_u32 s25, 0, 0
	s_sub_i32 s16, 0x41, s15
	s_lshl_b64 s[22:23], -1, s24
	s_lshr_b32 s26, s16, 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u32 s26, 0
	s_cbranch_scc1 .LBB1_280
	s_and_b32 s30, s48, 3
	s_mov_b32 s31, s27
	s_sub_u32 s33, 63, s15
	s_and_b32 s34, s48, 0x7fc
	v_cmp_gt_u64_e64 s67, s[48:49], 3
	s_cmp_lg_u64 s[30:31], 0
	s_mov_b32 s35, s27
	s_cselect_b32 s66, -1, 0
	s_sub_u32 s36, -4, s22
	s_mov_b64 s[28:29], 0
	s_subb_u32 s37, -1, s23
	s_not_b64 s[38:39], s[22:23]
	s_mov_b64 s[44:45], 0
	s_branch .LBB1_272
.LBB1_270:
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	s_mov_b32 s68, 0
.LBB1_271:
	s_set_inst_prefetch_distance 0x2
	s_cmp_ge_f32 s68, s46
	s_cselect_b32 vcc_lo, -1, 0
	v_cndmask_b32_e32 v5, v5, v6, vcc_lo
	s_and_b32 s15, vcc_lo, exec_lo
	s_cselect_b32 s16, s48, s28
	s_cselect_b32 s17, s49, s29
	s_cselect_b32 s18, s56, s58
	v_readfirstlane_b32 s15, v5
	s_cselect_b32 s19, s57, s59
	s_cmp_ge_f32 s15, s46
	s_cselect_b32 s29, s19, s17
	s_cselect_b32 s28, s18, s16
	s_add_u32 s44, s44, 1
	s_addc_u32 s45, s45, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u64 s[44:45], s[26:27]
	s_cbranch_scc1 .LBB1_281
.LBB1_272:
	s_lshl_b64 s[16:17], s[44:45], 1
	v_cmp_ne_u32_e32 vcc_lo, 1, v2
	s_or_b32 s18, s16, 1
	s_mov_b32 s19, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s15, s[18:19], s[24:25]
	s_and_b32 s17, s15, exec_lo
	s_cselect_b32 s17, s18, s16
	s_sub_i32 s17, s33, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[18:19], 1, s17
	s_and_b32 s15, s15, exec_lo
	s_cselect_b32 s19, s19, 0
	s_cselect_b32 s18, s18, 0
	s_sub_i32 s15, s33, s16
	s_and_b32 vcc_lo, exec_lo, vcc_lo
	s_lshl_b64 s[16:17], 1, s15
	s_or_b64 s[58:59], s[18:19], s[28:29]
	s_or_b64 s[48:49], s[16:17], s[28:29]
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b64 s[56:57], s[18:19], s[48:49]
	s_cbranch_vccnz .LBB1_270
	s_and_not1_b32 vcc_lo, exec_lo, s67
	s_cbranch_vccnz .LBB1_277
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	s_mov_b32 s68, 0
	s_mov_b64 s[60:61], 0
	s_mov_b32 s69, 0
	s_mov_b64 s[62:63], s[36:37]
.LBB1_275:
	v_mov_b32_e32 v9, s69
	s_add_i32 s15, s69, 0x1000
	s_add_u32 s16, s62, 3
	v_mov_b32_e32 v11, s15
	s_addc_u32 s17, s63, 0
	ds_load_2addr_b32 v[7:8], v9 offset1:1
	ds_load_2addr_b32 v[9:10], v9 offset0:2 offset1:3
	ds_load_2addr_b32 v[11:12], v11 offset1:1
	v_cmp_ge_u64_e64 s70, s[16:17], s[48:49]
	v_cmp_ge_u64_e64 s71, s[16:17], s[56:57]
	v_cmp_ge_u64_e64 s75, s[16:17], s[58:59]
	v_cmp_ge_u64_e64 s72, s[62:63], s[48:49]
	v_cmp_ge_u64_e64 s73, s[62:63], s[56:57]
	v_cmp_ge_u64_e64 s74, s[62:63], s[58:59]
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_u32_e64 s15, v7, v1
	v_cmp_gt_u32_e32 vcc_lo, v7, v1
	v_cmp_gt_u32_e64 s16, v8, v1
	v_cmp_eq_u32_e64 s17, v8, v1
	s_waitcnt lgkmcnt(1)
	v_cmp_gt_u32_e64 s18, v9, v1
	s_and_b32 s70, s70, s15
	s_and_b32 s71, s71, s15
	s_and_b32 s75, s75, s15
	s_or_b32 s15, vcc_lo, s70
	v_cmp_eq_u32_e64 s19, v9, v1
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v7, 0, v11, s15
	s_or_b32 s15, vcc_lo, s71
	s_or_b32 vcc_lo, vcc_lo, s75
	s_add_u32 s70, s62, 2
	s_addc_u32 s71, s63, 0
	v_cndmask_b32_e64 v8, 0, v11, s15
	s_add_i32 s15, s69, 0x1008
	v_cmp_ge_u64_e64 s75, s[70:71], s[48:49]
	v_cmp_gt_u32_e64 s20, v10, v1
	v_cmp_eq_u32_e64 s21, v10, v1
	v_dual_cndmask_b32 v9, 0, v11 :: v_dual_mov_b32 v10, s15
	v_readfirstlane_b32 s15, v7
	v_cmp_ge_u64_e64 s76, s[70:71], s[56:57]
	v_cmp_ge_u64_e64 s70, s[70:71], s[58:59]
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_add_f32 v7, v6, v8 :: v_dual_add_f32 v8, v5, v9
	ds_load_2addr_b32 v[5:6], v10 offset1:1
	s_add_f32 s68, s68, s15
	s_and_b32 s15, s75, s17
	s_and_b32 s71, s76, s17
	s_or_b32 vcc_lo, s16, s15
	s_and_b32 s17, s70, s17
	v_cndmask_b32_e32 v9, 0, v12, vcc_lo
	s_or_b32 vcc_lo, s16, s71
	v_cndmask_b32_e32 v10, 0, v12, vcc_lo
	s_or_b32 vcc_lo, s16, s17
	s_add_u32 s16, s62, 1
	s_addc_u32 s17, s63, 0
	s_and_b32 s15, s72, s21
	v_cmp_ge_u64_e64 s71, s[16:17], s[48:49]
	s_and_b32 s70, s73, s21
	s_and_b32 s21, s74, s21
	v_cmp_ge_u64_e64 s72, s[16:17], s[56:57]
	v_cmp_ge_u64_e64 s17, s[16:17], s[58:59]
	v_cndmask_b32_e32 v11, 0, v12, vcc_lo
	s_or_b32 vcc_lo, s20, s15
	s_or_b32 s15, s20, s70
	s_or_b32 s16, s20, s21
	v_readfirstlane_b32 s20, v9
	s_and_b32 s21, s71, s19
	s_and_b32 s70, s17, s19
	s_or_b32 s17, s18, s21
	v_add_f32_e32 v8, v8, v11
	s_add_f32 s20, s68, s20
	s_and_b32 s68, s72, s19
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v9, 0, v5, s17
	s_or_b32 s19, s18, s68
	s_or_b32 s18, s18, s70
	v_cndmask_b32_e64 v12, 0, v6, s15
	v_add_f32_e32 v7, v7, v10
	v_cndmask_b32_e64 v10, 0, v5, s19
	v_cndmask_b32_e64 v5, 0, v5, s18
	v_cndmask_b32_e32 v11, 0, v6, vcc_lo
	v_readfirstlane_b32 s15, v9
	v_cndmask_b32_e64 v9, 0, v6, s16
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_add_f32 v6, v7, v10 :: v_dual_add_f32 v5, v8, v5
	v_readfirstlane_b32 s16, v11
	s_add_f32 s15, s20, s15
	s_add_u32 s60, s60, 4
	s_addc_u32 s61, s61, 0
	v_dual_add_f32 v6, v6, v12 :: v_dual_add_f32 v5, v5, v9
	s_add_u32 s62, s62, -4
	s_add_f32 s68, s15, s16
	s_addc_u32 s63, s63, -1
	s_add_i32 s69, s69, 16
	s_cmp_lg_u64 s[34:35], s[60:61]
	s_cbranch_scc1 .LBB1_275
	s_mov_b64 s[18:19], s[34:35]
	s_mov_b32 s15, s66
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccz .LBB1_271
	s_branch .LBB1_278
.LBB1_277:
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	s_mov_b64 s[18:19], 0
	s_mov_b32 s68, 0
	s_cbranch_execz .LBB1_271
.LBB1_278:
	s_sub_u32 s16, s38, s18
	s_subb_u32 s17, s39, s19
	s_lshl_b32 s20, s18, 2
	s_mov_b64 s[18:19], s[30:31]
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB1_279:
	v_mov_b32_e32 v7, s20
	v_cmp_ge_u64_e64 s21, s[16:17], s[48:49]
	v_cmp_ge_u64_e64 s60, s[16:17], s[56:57]
	v_cmp_ge_u64_e64 s61, s[16:17], s[58:59]
	ds_load_2addr_stride64_b32 v[7:8], v7 offset1:16
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v7, v1
	v_cmp_gt_u32_e64 s15, v7, v1
	s_and_b32 s21, s21, vcc_lo
	s_and_b32 s60, s60, vcc_lo
	s_and_b32 s61, s61, vcc_lo
	s_or_b32 vcc_lo, s15, s21
	v_cndmask_b32_e32 v7, 0, v8, vcc_lo
	s_or_b32 vcc_lo, s15, s60
	v_cndmask_b32_e32 v9, 0, v8, vcc_lo
	s_or_b32 vcc_lo, s15, s61
	s_add_u32 s16, s16, -1
	v_cndmask_b32_e32 v8, 0, v8, vcc_lo
	s_addc_u32 s17, s17, -1
	v_add_f32_e32 v6, v6, v9
	v_readfirstlane_b32 s15, v7
	s_add_i32 s20, s20, 4
	s_add_u32 s18, s18, -1
	v_add_f32_e32 v5, v5, v8
	s_addc_u32 s19, s19, -1
	s_add_f32 s68, s68, s15
	s_cmp_lg_u64 s[18:19], 0
	s_cbranch_scc1 .LBB1_279
	s_branch .LBB1_271
.LBB1_280:
	s_mov_b64 s[28:29], 0
.LBB1_281:
	s_not_b64 s[16:17], s[22:23]
	v_and_b32_e32 v2, 0x7fffffff, v1
	s_sub_u32 s16, s16, s28
	s_subb_u32 s17, s17, s29
	v_not_b32_e32 v5, v1
	s_clz_i32_u32 s15, s17
	v_cmp_gt_i32_e32 vcc_lo, 0, v1
	s_min_u32 s15, s15, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[16:17], s[16:17], s15
	s_sub_i32 s15, 32, s15
	s_min_u32 s16, s16, 1
	v_cndmask_b32_e32 v2, v5, v2, vcc_lo
	s_or_b32 s16, s17, s16
	s_cvt_f32_u32 s16, s16
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v1, s16, s15
.LBB1_282:
	v_add_nc_u32_e64 v5, 0x4000, 0
	ds_store_2addr_b32 v5, v1, v2 offset0:3 offset1:13
.LBB1_283:
	s_or_b32 exec_lo, exec_lo, s65
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s47
	s_mov_b32 s15, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB1_193
.LBB1_285:
	s_and_saveexec_b32 s15, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:16400
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB1_313
.LBB1_288:
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v1, 0xff800000
	s_and_saveexec_b32 s20, s14
	s_cbranch_execz .LBB1_290
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v0, 0
	s_xor_b64 s[16:17], s[52:53], s[50:51]
	s_mul_i32 s15, s52, 0xcd9e8d57
	s_add_i32 s16, s50, 0x9e3779b9
	v_mov_b32_e32 v11, 0x402c
	s_mov_b32 s22, 0xd078c69f
	s_mov_b32 s23, 0x3fc39a09
	v_xor_b32_e32 v2, s17, v2
	s_add_i32 s17, s51, 0x76cf5d0a
	ds_load_2addr_b32 v[11:12], v11 offset1:1
	s_mov_b32 s24, 0x1d8e78af
	s_mov_b32 s26, 0x94229359
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v2, 0
	s_mov_b32 s25, 0x3fcc71c5
	s_mov_b32 s27, 0x3fd24924
	s_mov_b32 s28, 0x9997fa04
	s_mov_b32 s30, 0x55555593
	s_mov_b32 s29, 0x3fd99999
	s_mov_b32 s31, 0x3fe55555
	v_xor3_b32 v2, s15, s16, v6
	s_mul_hi_u32 s15, s52, 0xcd9e8d57
	s_add_i32 s16, s51, 0xbb67ae85
	s_xor_b32 s15, s50, s15
	s_mov_b32 s34, 0x35793c76
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v2, 0
	s_xor_b32 s15, s2, s15
	s_mov_b32 s35, 0x3dea39ef
	s_mul_hi_u32 s18, s15, 0xd2511f53
	s_mul_i32 s15, s15, 0xd2511f53
	v_xor3_b32 v1, s16, s18, v1
	s_add_i32 s16, s50, 0xdaa66d2b
	v_xor3_b32 v7, s15, s17, v7
	s_add_i32 s15, s50, 0x3c6ef372
	s_mov_b32 s18, 0x96cb03de
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v7, 0
	s_mov_b32 s19, 0x3fc74664
	s_mov_b32 s36, 0xfee00000
	s_mov_b32 s37, 0x3fe62e42
	v_xor3_b32 v2, s15, v2, v5
	s_add_i32 s15, s51, 0x32370b8f
	v_xor3_b32 v5, s16, v8, v1
	s_add_i32 s16, s51, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v5, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s15, v2, v6
	s_add_i32 s15, s50, 0x78dde6e4
	v_xor3_b32 v5, s16, v9, v1
	v_lshlrev_b32_e32 v9, 2, v0
	s_add_i32 s16, s50, 0x1715609d
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v5, 0
	global_load_b32 v21, v9, s[54:55]
	v_xor3_b32 v2, s15, v2, v7
	s_add_i32 s15, s51, 0xa9066899
	v_xor3_b32 v6, s16, v6, v1
	s_add_i32 s16, s51, 0x646e171e
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s15, v2, v8
	s_add_i32 s15, s50, 0xb54cda56
	v_xor3_b32 v7, s16, v7, v1
	s_add_i32 s16, s50, 0x5384540f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mul_hi_u32 v7, 0xcd9e8d57, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s15, v2, v5
	s_add_i32 s15, s51, 0x1fd5c5a3
	v_xor3_b32 v5, s16, v7, v1
	s_add_i32 s16, s51, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v5, 0xd2511f53, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s15, v2, v6
	s_add_i32 s15, s50, 0x8ff34781
	v_xor3_b32 v1, s16, v5, v1
	s_mov_b32 s16, 0xdf3e5244
	s_mov_b32 s17, 0x3fc2f112
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v1, 0xcd9e8d57, v1
	v_xor3_b32 v1, v2, s15, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[1:2], v1
	v_add_f64 v[1:2], v[1:2], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v22, s64, v21
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v11, v22, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v11
	v_cndmask_b32_e32 v13, 0xc2d00000, v11, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v13
	v_cndmask_b32_e32 v15, 0x42b20000, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, 0x3fb8aa3b, v15
	v_add_f32_e32 v18, 0x4b400000, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0xcb400000, v18
	v_mul_f32_e32 v19, 0xbf317200, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v19, v15, v19 :: v_dual_mul_f32 v20, 0x35bfbe8e, v16
	v_sub_f32_e32 v15, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v16, v15, v15 :: v_dual_add_nc_u32 v17, 0x95f62, v2
	v_and_b32_e32 v2, 0xfffff, v17
	v_lshrrev_b32_e32 v17, 20, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v23, 0x3331bb4c, v16
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], -1.0
	v_add_f64 v[5:6], v[1:2], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[7:8], null, v[5:6], v[5:6], v[1:2]
	v_rcp_f64_e32 v[9:10], v[7:8]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[13:14], -v[7:8], v[9:10], 1.0
	v_fma_f64 v[9:10], v[9:10], v[13:14], v[9:10]
	v_add_f32_e32 v13, 0xb5ddea0e, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v16, v13
	v_add_f32_e32 v13, 0x388ab355, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v16, v13
	v_add_f32_e32 v13, 0xbb360b61, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v16, v13
	v_add_f32_e32 v23, 0x3e2aaaab, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v16, v16, v23
	v_fma_f64 v[13:14], -v[7:8], v[9:10], 1.0
	v_sub_f32_e32 v16, v15, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v23, v15, v16
	v_sub_f32_e32 v24, 2.0, v16
	v_div_scale_f64 v[15:16], s15, v[1:2], v[5:6], v[1:2]
	v_div_scale_f32 v25, null, v24, v24, v23
	v_div_scale_f32 v28, vcc_lo, v23, v24, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v26, v25
	v_fma_f32 v27, -v25, v26, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v26, v27, v26
	v_fma_f64 v[9:10], v[9:10], v[13:14], v[9:10]
	v_mul_f32_e32 v13, v28, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v14, -v25, v13, v28
	v_fmac_f32_e32 v13, v14, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v14, -v25, v13, v28
	v_div_fmas_f32 v13, v14, v26, v13
	v_cmp_o_f32_e32 vcc_lo, v11, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v13, v13, v24, v23
	v_dual_sub_f32 v20, v20, v13 :: v_dual_add_nc_u32 v23, 0xb4c00100, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v23, 1, v23
	v_sub_f32_e32 v19, v19, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v18, v18, v23
	v_mul_f64 v[13:14], v[15:16], v[9:10]
	v_lshl_add_u32 v20, v23, 23, 0xff800000
	v_add_f32_e32 v19, 1.0, v19
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v18, v18, 23, 0x7f800000
	v_mul_f32_e32 v19, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v19, v18
	v_cndmask_b32_e32 v11, 0x7fc00000, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v18, null, v12, v12, v11
	v_rcp_f32_e32 v19, v18
	v_fma_f64 v[7:8], -v[7:8], v[13:14], v[15:16]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v15, -v18, v19, 1.0
	v_div_scale_f32 v16, vcc_lo, v11, v12, v11
	v_fmac_f32_e32 v19, v15, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v16, v19
	v_fma_f32 v20, -v18, v15, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v15, v20, v19
	v_fma_f32 v16, -v18, v15, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v23, v16, v19, v15
	s_mov_b32 vcc_lo, s15
	v_add_co_u32 v24, s15, 0xfffffc01, v17
	v_add_co_ci_u32_e64 v17, null, 0, -1, s15
	v_mul_f64 v[19:20], v[1:2], 0.5
	v_div_fmas_f64 v[7:8], v[7:8], v[9:10], v[13:14]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[17:18], v17
	v_div_fixup_f64 v[5:6], v[7:8], v[5:6], v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[7:8], v[5:6], v[5:6]
	v_mul_f64 v[9:10], v[7:8], v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[13:14], v[9:10], s[16:17]
	v_mul_f64 v[15:16], v[9:10], s[22:23]
	v_add_f64 v[13:14], v[13:14], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], v[15:16], s[24:25]
	v_mul_f64 v[13:14], v[9:10], v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[15:16], v[9:10], v[15:16]
	v_add_f64 v[13:14], v[13:14], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], v[15:16], s[28:29]
	v_mul_f64 v[13:14], v[9:10], v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[9:10], v[9:10], v[15:16]
	v_ldexp_f64 v[15:16], v[17:18], 32
	v_mul_f64 v[17:18], v[1:2], v[19:20]
	v_add_f64 v[13:14], v[13:14], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[7:8], v[7:8], v[13:14]
	v_cvt_f64_u32_e32 v[13:14], v24
	v_add_f64 v[7:8], v[9:10], v[7:8]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[9:10], v[15:16], v[13:14]
	v_add_f64 v[7:8], v[17:18], v[7:8]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[13:14], v[9:10], s[34:35]
	v_mul_f64 v[5:6], v[5:6], v[7:8]
	v_mul_f64 v[7:8], v[9:10], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[13:14], v[5:6]
	v_add_f64 v[5:6], v[5:6], -v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], v[5:6]
	v_add_f64 v[1:2], v[7:8], v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v2, 0x80000000, v2
	v_add_co_u32 v5, s15, 0x95f62, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v6, null, 0, 0, s15
	v_and_b32_e32 v2, 0xfffff, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[5:6], 20, v[5:6]
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], -1.0
	v_add_f64 v[7:8], v[1:2], 2.0
	v_mul_f64 v[19:20], v[1:2], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[9:10], null, v[7:8], v[7:8], v[1:2]
	v_div_scale_f64 v[17:18], vcc_lo, v[1:2], v[7:8], v[1:2]
	v_rcp_f64_e32 v[13:14], v[9:10]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[15:16], -v[9:10], v[13:14], 1.0
	v_fma_f64 v[13:14], v[13:14], v[15:16], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[15:16], -v[9:10], v[13:14], 1.0
	v_fma_f64 v[13:14], v[13:14], v[15:16], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[17:18], v[13:14]
	v_fma_f64 v[9:10], -v[9:10], v[15:16], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[9:10], v[9:10], v[13:14], v[15:16]
	v_add_co_u32 v24, vcc_lo, 0xfffffc01, v5
	v_add_co_ci_u32_e64 v5, null, -1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[5:6], v5
	v_div_fixup_f64 v[7:8], v[9:10], v[7:8], v[1:2]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[5:6], v[5:6], 32
	v_mul_f64 v[9:10], v[7:8], v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[9:10], v[9:10]
	v_mul_f64 v[15:16], v[13:14], s[16:17]
	v_mul_f64 v[17:18], v[13:14], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], v[15:16], s[18:19]
	v_add_f64 v[17:18], v[17:18], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[15:16], v[13:14], v[15:16]
	v_mul_f64 v[17:18], v[13:14], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], v[15:16], s[26:27]
	v_add_f64 v[17:18], v[17:18], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[15:16], v[13:14], v[15:16]
	v_mul_f64 v[13:14], v[13:14], v[17:18]
	v_mul_f64 v[17:18], v[1:2], v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[15:16], s[30:31]
	v_mul_f64 v[9:10], v[9:10], v[15:16]
	v_cvt_f64_u32_e32 v[15:16], v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[9:10], v[13:14], v[9:10]
	v_add_f64 v[5:6], v[5:6], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[9:10], v[17:18], v[9:10]
	v_mul_f64 v[13:14], v[5:6], s[34:35]
	v_mul_f64 v[5:6], v[5:6], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[7:8], v[7:8], v[9:10]
	v_div_fixup_f32 v9, v23, v12, v11
	v_add_f64 v[7:8], v[13:14], v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[7:8], v[7:8], -v[17:18]
	v_add_f64 v[1:2], v[1:2], v[7:8]
	v_cvt_f32_u32_e32 v8, v0
	v_add_nc_u32_e64 v7, 0x4000, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[1:2], v[5:6], v[1:2]
	v_mov_b32_e32 v5, 0x4024
	ds_load_2addr_b32 v[5:6], v5 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v6, v8
	v_cmp_eq_f32_e64 s15, v21, v5
	v_cmp_gt_f32_e64 s16, v21, v5
	ds_load_2addr_b32 v[6:7], v7 offset0:3 offset1:13
	s_and_b32 s15, s15, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v5, 0, 1.0, s15
	v_cvt_f32_f64_e32 v1, v[1:2]
	v_cndmask_b32_e64 v2, 0, 1.0, s16
	v_cmp_gt_f32_e32 vcc_lo, v5, v2
	v_cndmask_b32_e32 v2, v2, v5, vcc_lo
	v_add_f32_e32 v5, 0, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_neq_f32_e32 vcc_lo, 0, v2
	v_cndmask_b32_e32 v5, -1.0, v5, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v6, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cmp_eq_f32_e64 s15, v5, v7
	v_cmp_gt_f32_e64 s16, v5, v7
	s_and_b32 s15, s15, vcc_lo
	v_cndmask_b32_e64 v5, 0, 1.0, s16
	v_cndmask_b32_e64 v6, 0, 1.0, s15
	v_cmp_gt_f32_e32 vcc_lo, v6, v5
	v_sub_f32_e32 v1, v22, v1
	v_cndmask_b32_e32 v5, v5, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v2, v5
	v_cmp_neq_f32_e32 vcc_lo, 0, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v1, 0xff800000, v1, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v1
	v_cndmask_b32_e32 v2, 0, v0, vcc_lo
.LBB1_290:
	s_or_b32 exec_lo, exec_lo, s20
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s5
	s_cbranch_execz .LBB1_292
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:8
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_292:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s6
	s_cbranch_execz .LBB1_294
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:4
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_294:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s7
	s_cbranch_execz .LBB1_296
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:2
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_296:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s8
	s_cbranch_execz .LBB1_298
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:1
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_298:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s9
	s_cbranch_execz .LBB1_300
	ds_load_2addr_b32 v[5:6], v4 offset1:32
	ds_load_2addr_b32 v[7:8], v3 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_300:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s10
	s_cbranch_execz .LBB1_302
	ds_load_2addr_b32 v[5:6], v4 offset1:16
	ds_load_2addr_b32 v[7:8], v3 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_302:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s11
	s_cbranch_execz .LBB1_304
	ds_load_2addr_b32 v[5:6], v4 offset1:8
	ds_load_2addr_b32 v[7:8], v3 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_304:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s12
	s_cbranch_execz .LBB1_306
	ds_load_2addr_b32 v[5:6], v4 offset1:4
	ds_load_2addr_b32 v[7:8], v3 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_306:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s13
	s_cbranch_execz .LBB1_308
	ds_load_2addr_b32 v[5:6], v4 offset1:2
	ds_load_2addr_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v8, v7
	v_cmp_gt_f32_e64 s16, v8, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v2, v5, v6
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_308:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB1_310
	v_add_nc_u32_e64 v1, 4, 0
	ds_load_2addr_stride64_b32 v[5:6], v1 offset0:32 offset1:48
	ds_load_b32 v7, v4
	ds_load_b32 v8, v3
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v6, v8
	v_cmp_gt_f32_e64 s16, v6, v8
	v_cmp_o_f32_e64 s17, v8, v8
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
	v_dual_cndmask_b32 v1, v8, v6 :: v_dual_cndmask_b32 v2, v7, v5
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
.LBB1_310:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB1_312
	v_mov_b32_e32 v1, 0
	ds_load_b32 v2, v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v2, v2
	ds_store_b32 v1, v2 offset:16400
.LBB1_312:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB1_313:
	s_cmp_lt_f32 s46, 1.0
	buffer_gl0_inv
	s_cselect_b32 s15, -1, 0
	s_xor_b32 s16, s0, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s15, s16
	s_and_b32 vcc_lo, exec_lo, s15
	s_mov_b32 s15, -1
	s_cbranch_vccnz .LBB1_318
	s_and_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB1_321
.LBB1_315:
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execz .LBB1_317
.LBB1_316:
	v_mov_b32_e32 v0, 0x4004
	v_mov_b32_e32 v6, 0
	ds_load_2addr_b32 v[4:5], v0 offset1:1
	ds_load_b128 v[0:3], v6 offset:16400
	ds_load_b32 v7, v6 offset:16416
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
	s_add_u32 s0, s42, s0
	v_add_f32_e32 v2, v4, v2
	s_addc_u32 s1, s43, s1
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s40, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v5, v2
	s_addc_u32 s3, s41, s3
	v_cmp_eq_f32_e32 vcc_lo, 0, v2
	v_cndmask_b32_e32 v0, -1.0, v0, vcc_lo
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
	v_cvt_u32_f32_e32 v1, v2
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v1
	global_store_b32 v6, v0, s[2:3]
.LBB1_317:
	s_endpgm
.LBB1_318:
	s_and_saveexec_b32 s15, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:16404
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB1_315
.LBB1_321:
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v1, 0xff800000
	s_and_saveexec_b32 s18, s14
	s_cbranch_execz .LBB1_323
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v0, 0
	s_xor_b64 s[14:15], s[52:53], s[50:51]
	s_mul_i32 s14, s52, 0xcd9e8d57
	s_add_i32 s16, s51, 0x76cf5d0a
	s_mov_b32 s20, 0xd078c69f
	s_mov_b32 s21, 0x3fc39a09
	s_mov_b32 s22, 0x1d8e78af
	v_xor_b32_e32 v2, s15, v2
	s_add_i32 s15, s50, 0x9e3779b9
	s_mov_b32 s24, 0x94229359
	s_mov_b32 s23, 0x3fcc71c5
	s_mov_b32 s25, 0x3fd24924
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v2, 0
	s_mov_b32 s26, 0x9997fa04
	s_mov_b32 s28, 0x55555593
	s_mov_b32 s27, 0x3fd99999
	s_mov_b32 s29, 0x3fe55555
	s_mov_b32 s30, 0x35793c76
	s_mov_b32 s31, 0x3dea39ef
	v_xor3_b32 v2, s14, s15, v6
	s_mul_hi_u32 s14, s52, 0xcd9e8d57
	s_add_i32 s15, s51, 0xbb67ae85
	s_xor_b32 s14, s50, s14
	s_mov_b32 s34, 0xfee00000
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v2, 0
	s_xor_b32 s14, s2, s14
	s_mov_b32 s35, 0x3fe62e42
	s_mul_hi_u32 s17, s14, 0xd2511f53
	s_mul_i32 s14, s14, 0xd2511f53
	v_xor3_b32 v1, s15, s17, v1
	s_add_i32 s15, s50, 0xdaa66d2b
	v_xor3_b32 v7, s14, s16, v7
	s_add_i32 s14, s50, 0x3c6ef372
	s_mov_b32 s16, 0x96cb03de
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v7, 0
	s_mov_b32 s17, 0x3fc74664
	v_xor3_b32 v2, s14, v2, v5
	s_add_i32 s14, s51, 0x32370b8f
	v_xor3_b32 v5, s15, v8, v1
	s_add_i32 s15, s51, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v5, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s14, v2, v6
	s_add_i32 s14, s50, 0x78dde6e4
	v_xor3_b32 v5, s15, v9, v1
	s_add_i32 s15, s50, 0x1715609d
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v5, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s14, v2, v7
	s_add_i32 s14, s51, 0xa9066899
	v_xor3_b32 v6, s15, v6, v1
	s_add_i32 s15, s51, 0x646e171e
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s14, v2, v8
	s_add_i32 s14, s50, 0xb54cda56
	v_xor3_b32 v7, s15, v7, v1
	s_add_i32 s15, s50, 0x5384540f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mul_hi_u32 v7, 0xcd9e8d57, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s14, v2, v5
	s_add_i32 s14, s51, 0x1fd5c5a3
	v_xor3_b32 v5, s15, v7, v1
	s_add_i32 s15, s51, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v5, 0xd2511f53, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s14, v2, v6
	s_add_i32 s14, s50, 0x8ff34781
	v_xor3_b32 v1, s15, v5, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
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
	v_add_f64 v[5:6], v[1:2], 2.0
	v_mul_f64 v[17:18], v[1:2], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[7:8], null, v[5:6], v[5:6], v[1:2]
	v_div_scale_f64 v[13:14], vcc_lo, v[1:2], v[5:6], v[1:2]
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
	v_div_fixup_f64 v[5:6], v[7:8], v[5:6], v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[7:8], v[5:6], v[5:6]
	v_mul_f64 v[9:10], v[7:8], v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[11:12], v[9:10], s[14:15]
	v_mul_f64 v[13:14], v[9:10], s[20:21]
	v_add_f64 v[11:12], v[11:12], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], v[13:14], s[22:23]
	v_mul_f64 v[11:12], v[9:10], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[13:14], v[9:10], v[13:14]
	v_add_f64 v[11:12], v[11:12], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], v[13:14], s[26:27]
	v_mul_f64 v[11:12], v[9:10], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[9:10], v[9:10], v[13:14]
	v_ldexp_f64 v[13:14], v[15:16], 32
	v_mul_f64 v[15:16], v[1:2], v[17:18]
	v_add_f64 v[11:12], v[11:12], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[7:8], v[7:8], v[11:12]
	v_cvt_f64_u32_e32 v[11:12], v19
	v_add_f64 v[7:8], v[9:10], v[7:8]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[9:10], v[13:14], v[11:12]
	v_add_f64 v[7:8], v[15:16], v[7:8]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[11:12], v[9:10], s[30:31]
	v_mul_f64 v[5:6], v[5:6], v[7:8]
	v_mul_f64 v[7:8], v[9:10], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[11:12], v[5:6]
	v_add_f64 v[5:6], v[5:6], -v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], v[5:6]
	v_add_f64 v[1:2], v[7:8], v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v2, 0x80000000, v2
	v_add_co_u32 v5, s19, 0x95f62, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v6, null, 0, 0, s19
	v_and_b32_e32 v2, 0xfffff, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[5:6], 20, v[5:6]
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], -1.0
	v_add_f64 v[7:8], v[1:2], 2.0
	v_mul_f64 v[17:18], v[1:2], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[9:10], null, v[7:8], v[7:8], v[1:2]
	v_div_scale_f64 v[15:16], vcc_lo, v[1:2], v[7:8], v[1:2]
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
	v_add_co_u32 v19, vcc_lo, 0xfffffc01, v5
	v_add_co_ci_u32_e64 v5, null, -1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[5:6], v5
	v_div_fixup_f64 v[7:8], v[9:10], v[7:8], v[1:2]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[5:6], v[5:6], 32
	v_mul_f64 v[9:10], v[7:8], v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[11:12], v[9:10], v[9:10]
	v_mul_f64 v[13:14], v[11:12], s[14:15]
	v_mul_f64 v[15:16], v[11:12], s[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], v[13:14], s[16:17]
	v_add_f64 v[15:16], v[15:16], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[13:14], v[11:12], v[13:14]
	v_mul_f64 v[15:16], v[11:12], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], v[13:14], s[24:25]
	v_add_f64 v[15:16], v[15:16], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[13:14], v[11:12], v[13:14]
	v_mul_f64 v[11:12], v[11:12], v[15:16]
	v_mul_f64 v[15:16], v[1:2], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[13:14], v[13:14], s[28:29]
	v_mul_f64 v[9:10], v[9:10], v[13:14]
	v_lshlrev_b32_e32 v13, 2, v0
	global_load_b32 v20, v13, s[54:55]
	v_cvt_f64_u32_e32 v[13:14], v19
	v_add_f64 v[9:10], v[11:12], v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[5:6], v[5:6], v[13:14]
	v_add_f64 v[9:10], v[15:16], v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[11:12], v[5:6], s[30:31]
	v_mul_f64 v[5:6], v[5:6], s[34:35]
	v_mul_f64 v[7:8], v[7:8], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[7:8], v[11:12], v[7:8]
	v_add_f64 v[7:8], v[7:8], -v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], v[7:8]
	v_add_f64 v[1:2], v[5:6], v[1:2]
	v_mov_b32_e32 v5, 0x4024
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v6, v[1:2]
	ds_load_2addr_b32 v[1:2], v5 offset1:1
	v_cvt_f32_u32_e32 v5, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v2, v5
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s14, v20, v1
	v_cmp_gt_f32_e64 s15, v20, v1
	v_mul_f32_e32 v5, s64, v20
	s_and_b32 s14, s14, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1.0, s15
	v_cndmask_b32_e64 v2, 0, 1.0, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v2, v1
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	v_sub_f32_e32 v2, v5, v6
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v1, 0xff800000, v2, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v1
	v_cndmask_b32_e32 v2, 0, v0, vcc_lo
.LBB1_323:
	s_or_b32 exec_lo, exec_lo, s18
	ds_store_b32 v3, v1
	ds_store_b32 v4, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s5
	s_cbranch_execz .LBB1_325
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:8
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s14, s5
	v_cndmask_b32_e64 v0, 0, 1, s5
	s_or_b32 s5, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v0.l, v1.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_dual_cndmask_b32 v0, v7, v8 :: v_dual_cndmask_b32 v1, v5, v6
	ds_store_b32 v3, v0
	ds_store_b32 v4, v1
.LBB1_325:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s6
	s_cbranch_execz .LBB1_327
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:4
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v8, v7
	v_cmp_gt_f32_e64 s6, v8, v7
	v_cmp_o_f32_e64 s14, v7, v7
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v0, 0, 1, s5
	s_or_b32 s5, s14, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v0.l, v1.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_dual_cndmask_b32 v0, v7, v8 :: v_dual_cndmask_b32 v1, v5, v6
	ds_store_b32 v3, v0
	ds_store_b32 v4, v1
.LBB1_327:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s7
	s_cbranch_execz .LBB1_329
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:2
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v8, v7
	v_cmp_gt_f32_e64 s6, v8, v7
	v_cmp_o_f32_e64 s7, v7, v7
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v0, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v0.l, v1.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_dual_cndmask_b32 v0, v7, v8 :: v_dual_cndmask_b32 v1, v5, v6
	ds_store_b32 v3, v0
	ds_store_b32 v4, v1
.LBB1_329:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s8
	s_cbranch_execz .LBB1_331
	ds_load_2addr_stride64_b32 v[5:6], v4 offset1:1
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v8, v7
	v_cmp_gt_f32_e64 s6, v8, v7
	v_cmp_o_f32_e64 s7, v7, v7
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v0, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v0.l, v1.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_dual_cndmask_b32 v0, v7, v8 :: v_dual_cndmask_b32 v1, v5, v6
	ds_store_b32 v3, v0
	ds_store_b32 v4, v1
.LBB1_331:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB1_333
	ds_load_2addr_b32 v[5:6], v4 offset1:32
	ds_load_2addr_b32 v[7:8], v3 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v8, v7
	v_cmp_gt_f32_e64 s6, v8, v7
	v_cmp_o_f32_e64 s7, v7, v7
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v0, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v0.l, v1.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_dual_cndmask_b32 v0, v7, v8 :: v_dual_cndmask_b32 v1, v5, v6
	ds_store_b32 v3, v0
	ds_store_b32 v4, v1
.LBB1_333:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s10
	s_cbranch_execz .LBB1_335
	ds_load_2addr_b32 v[5:6], v4 offset1:16
	ds_load_2addr_b32 v[7:8], v3 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v8, v7
	v_cmp_gt_f32_e64 s6, v8, v7
	v_cmp_o_f32_e64 s7, v7, v7
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v0, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v0.l, v1.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_dual_cndmask_b32 v0, v7, v8 :: v_dual_cndmask_b32 v1, v5, v6
	ds_store_b32 v3, v0
	ds_store_b32 v4, v1
.LBB1_335:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s11
	s_cbranch_execz .LBB1_337
	ds_load_2addr_b32 v[5:6], v4 offset1:8
	ds_load_2addr_b32 v[7:8], v3 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v8, v7
	v_cmp_gt_f32_e64 s6, v8, v7
	v_cmp_o_f32_e64 s7, v7, v7
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v0, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v0.l, v1.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_dual_cndmask_b32 v0, v7, v8 :: v_dual_cndmask_b32 v1, v5, v6
	ds_store_b32 v3, v0
	ds_store_b32 v4, v1
.LBB1_337:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s12
	s_cbranch_execz .LBB1_339
	ds_load_2addr_b32 v[5:6], v4 offset1:4
	ds_load_2addr_b32 v[7:8], v3 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v8, v7
	v_cmp_gt_f32_e64 s6, v8, v7
	v_cmp_o_f32_e64 s7, v7, v7
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v0, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v0.l, v1.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_dual_cndmask_b32 v0, v7, v8 :: v_dual_cndmask_b32 v1, v5, v6
	ds_store_b32 v3, v0
	ds_store_b32 v4, v1
.LBB1_339:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s13
	s_cbranch_execz .LBB1_341
	ds_load_2addr_b32 v[5:6], v4 offset1:2
	ds_load_2addr_b32 v[7:8], v3 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v8, v7
	v_cmp_gt_f32_e64 s6, v8, v7
	v_cmp_o_f32_e64 s7, v7, v7
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v0, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v0.l, v1.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_dual_cndmask_b32 v0, v7, v8 :: v_dual_cndmask_b32 v1, v5, v6
	ds_store_b32 v3, v0
	ds_store_b32 v4, v1
.LBB1_341:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s4
	s_cbranch_execz .LBB1_343
	v_add_nc_u32_e64 v0, 4, 0
	ds_load_2addr_stride64_b32 v[5:6], v0 offset0:32 offset1:48
	ds_load_b32 v2, v4
	ds_load_b32 v7, v3
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v6, v7
	v_cmp_gt_f32_e64 s6, v6, v7
	v_cmp_o_f32_e64 s7, v7, v7
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v0, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v0.l, v1.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_dual_cndmask_b32 v0, v7, v6 :: v_dual_cndmask_b32 v1, v2, v5
	ds_store_b32 v3, v0
	ds_store_b32 v4, v1
.LBB1_343:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB1_345
	v_mov_b32_e32 v0, 0
	ds_load_b32 v1, v0 offset:8192
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v1, v1
	ds_store_b32 v0, v1 offset:16404
.LBB1_345:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execnz .LBB1_316
	s_branch .LBB1_317
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_gumbel_w1024
		.amdhsa_group_segment_fixed_size 16440
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
		.amdhsa_next_free_sgpr 77
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

	.set tessera_gumbel_w1024.num_vgpr, 29
	.set tessera_gumbel_w1024.num_agpr, 0
	.set tessera_gumbel_w1024.numbered_sgpr, 77
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
	s_load_b256 s[40:47], s[0:1], 0x0
	s_load_b128 s[48:51], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[46:47], s[2:3]
	v_cmp_lt_u64_e64 s5, 0x800, s[48:49]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB2_327
	s_load_b128 s[52:55], s[0:1], 0x30
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v6, 0xff800000
	s_mul_i32 s4, s49, s2
	s_mul_hi_u32 s5, s48, s2
	v_mov_b32_e32 v4, 0
	s_add_i32 s5, s5, s4
	s_mul_i32 s4, s48, s2
	v_cmp_gt_u64_e64 s15, s[48:49], v[0:1]
	s_lshl_b64 s[4:5], s[4:5], 2
	v_dual_mov_b32 v5, 0 :: v_dual_lshlrev_b32 v12, 2, v0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s54, s44, s4
	s_addc_u32 s55, s45, s5
	s_and_saveexec_b32 s4, s15
	s_cbranch_execz .LBB2_3
	v_dual_mov_b32 v5, v1 :: v_dual_lshlrev_b32 v2, 2, v0
	v_mov_b32_e32 v4, v0
	global_load_b32 v2, v2, s[54:55]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v2, v2
	v_cndmask_b32_e64 v6, 0, 1.0, vcc_lo
.LBB2_3:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s14, s[48:49], v[2:3]
	s_and_saveexec_b32 s4, s14
	s_cbranch_execz .LBB2_5
	v_lshlrev_b32_e32 v5, 2, v2
	global_load_b32 v5, v5, s[54:55]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	v_cndmask_b32_e64 v5, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v5, v6
	v_cndmask_b32_e32 v6, v6, v5, vcc_lo
	v_cndmask_b32_e32 v4, v4, v2, vcc_lo
.LBB2_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v10, 0x5000, v12
	v_or_b32_e32 v11, 0x4000, v12
	v_cmp_gt_u32_e64 s5, 0x200, v0
	ds_store_2addr_stride64_b32 v12, v4, v6 offset0:64 offset1:80
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB2_7
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:8
	ds_load_2addr_stride64_b32 v[8:9], v10 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v9, v8
	v_cmp_gt_f32_e64 s6, v9, v8
	v_cmp_o_f32_e64 s7, v8, v8
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s6, s4
	v_cndmask_b32_e64 v4, 0, 1, s4
	s_or_b32 s4, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_7:
	s_or_b32 exec_lo, exec_lo, s8
	v_cmp_gt_u32_e64 s6, 0x100, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB2_9
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:4
	ds_load_2addr_stride64_b32 v[8:9], v10 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v9, v8
	v_cmp_gt_f32_e64 s7, v9, v8
	v_cmp_o_f32_e64 s8, v8, v8
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s7, s4
	v_cndmask_b32_e64 v4, 0, 1, s4
	s_or_b32 s4, s8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_9:
	s_or_b32 exec_lo, exec_lo, s9
	v_cmp_gt_u32_e64 s7, 0x80, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s7
	s_cbranch_execz .LBB2_11
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:2
	ds_load_2addr_stride64_b32 v[8:9], v10 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v9, v8
	v_cmp_gt_f32_e64 s8, v9, v8
	v_cmp_o_f32_e64 s9, v8, v8
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s8, s4
	v_cndmask_b32_e64 v4, 0, 1, s4
	s_or_b32 s4, s9, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_11:
	s_or_b32 exec_lo, exec_lo, s10
	v_cmp_gt_u32_e64 s8, 64, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s8
	s_cbranch_execz .LBB2_13
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:1
	ds_load_2addr_stride64_b32 v[8:9], v10 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v9, v8
	v_cmp_gt_f32_e64 s9, v9, v8
	v_cmp_o_f32_e64 s10, v8, v8
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s9, s4
	v_cndmask_b32_e64 v4, 0, 1, s4
	s_or_b32 s4, s10, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_13:
	s_or_b32 exec_lo, exec_lo, s11
	v_cmp_gt_u32_e64 s9, 32, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s9
	s_cbranch_execz .LBB2_15
	ds_load_2addr_b32 v[6:7], v11 offset1:32
	ds_load_2addr_b32 v[8:9], v10 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v9, v8
	v_cmp_gt_f32_e64 s10, v9, v8
	v_cmp_o_f32_e64 s11, v8, v8
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s10, s4
	v_cndmask_b32_e64 v4, 0, 1, s4
	s_or_b32 s4, s11, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_15:
	s_or_b32 exec_lo, exec_lo, s12
	v_cmp_gt_u32_e64 s10, 16, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s10
	s_cbranch_execz .LBB2_17
	ds_load_2addr_b32 v[6:7], v11 offset1:16
	ds_load_2addr_b32 v[8:9], v10 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v9, v8
	v_cmp_gt_f32_e64 s11, v9, v8
	v_cmp_o_f32_e64 s12, v8, v8
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s11, s4
	v_cndmask_b32_e64 v4, 0, 1, s4
	s_or_b32 s4, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_17:
	s_or_b32 exec_lo, exec_lo, s13
	v_cmp_gt_u32_e64 s11, 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s11
	s_cbranch_execz .LBB2_19
	ds_load_2addr_b32 v[6:7], v11 offset1:8
	ds_load_2addr_b32 v[8:9], v10 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v9, v8
	v_cmp_gt_f32_e64 s12, v9, v8
	v_cmp_o_f32_e64 s13, v8, v8
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s12, s4
	v_cndmask_b32_e64 v4, 0, 1, s4
	s_or_b32 s4, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_19:
	s_or_b32 exec_lo, exec_lo, s16
	v_cmp_gt_u32_e64 s12, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s12
	s_cbranch_execz .LBB2_21
	ds_load_2addr_b32 v[6:7], v11 offset1:4
	ds_load_2addr_b32 v[8:9], v10 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v9, v8
	v_cmp_gt_f32_e64 s13, v9, v8
	v_cmp_o_f32_e64 s16, v8, v8
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s13, s4
	v_cndmask_b32_e64 v4, 0, 1, s4
	s_or_b32 s4, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_21:
	s_or_b32 exec_lo, exec_lo, s17
	v_cmp_gt_u32_e64 s13, 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s13
	s_cbranch_execz .LBB2_23
	ds_load_2addr_b32 v[6:7], v11 offset1:2
	ds_load_2addr_b32 v[8:9], v10 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v9, v8
	v_cmp_gt_f32_e64 s16, v9, v8
	v_cmp_o_f32_e64 s17, v8, v8
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s16, s4
	v_cndmask_b32_e64 v4, 0, 1, s4
	s_or_b32 s4, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_23:
	s_or_b32 exec_lo, exec_lo, s18
	v_cmp_eq_u32_e64 s4, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s4
	s_cbranch_execz .LBB2_25
	v_add_nc_u32_e64 v4, 4, 0
	ds_load_2addr_stride64_b32 v[6:7], v4 offset0:64 offset1:80
	ds_load_b32 v8, v11
	ds_load_b32 v9, v10
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v7, v9
	v_cmp_gt_f32_e64 s17, v7, v9
	v_cmp_o_f32_e64 s18, v9, v9
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v9, v7 :: v_dual_cndmask_b32 v5, v8, v6
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_25:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB2_27
	v_mov_b32_e32 v4, 0
	ds_load_b32 v5, v4 offset:20480
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v4, v5 offset:24580
.LBB2_27:
	s_or_b32 exec_lo, exec_lo, s16
	v_mov_b32_e32 v4, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0xff800000
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s15
	s_cbranch_execz .LBB2_29
	v_lshlrev_b32_e32 v4, 2, v0
	global_load_b32 v4, v4, s[54:55]
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, 0x7f800000, v4
	v_dual_mov_b32 v5, v1 :: v_dual_mov_b32 v4, v0
	v_cndmask_b32_e64 v6, 0, 1.0, vcc_lo
.LBB2_29:
	s_or_b32 exec_lo, exec_lo, s16
	s_and_saveexec_b32 s16, s14
	s_cbranch_execz .LBB2_31
	v_lshlrev_b32_e32 v5, 2, v2
	global_load_b32 v5, v5, s[54:55]
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, 0x7f800000, v5
	v_cndmask_b32_e64 v5, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v5, v6
	v_cndmask_b32_e32 v6, v6, v5, vcc_lo
	v_cndmask_b32_e32 v4, v4, v2, vcc_lo
.LBB2_31:
	s_or_b32 exec_lo, exec_lo, s16
	ds_store_b32 v10, v6
	ds_store_b32 v11, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s5
	s_cbranch_execz .LBB2_33
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:8
	ds_load_2addr_stride64_b32 v[8:9], v10 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_33:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s6
	s_cbranch_execz .LBB2_35
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:4
	ds_load_2addr_stride64_b32 v[8:9], v10 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_35:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s7
	s_cbranch_execz .LBB2_37
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:2
	ds_load_2addr_stride64_b32 v[8:9], v10 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_37:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s8
	s_cbranch_execz .LBB2_39
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:1
	ds_load_2addr_stride64_b32 v[8:9], v10 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_39:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s9
	s_cbranch_execz .LBB2_41
	ds_load_2addr_b32 v[6:7], v11 offset1:32
	ds_load_2addr_b32 v[8:9], v10 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_41:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s10
	s_cbranch_execz .LBB2_43
	ds_load_2addr_b32 v[6:7], v11 offset1:16
	ds_load_2addr_b32 v[8:9], v10 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_43:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s11
	s_cbranch_execz .LBB2_45
	ds_load_2addr_b32 v[6:7], v11 offset1:8
	ds_load_2addr_b32 v[8:9], v10 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_45:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s12
	s_cbranch_execz .LBB2_47
	ds_load_2addr_b32 v[6:7], v11 offset1:4
	ds_load_2addr_b32 v[8:9], v10 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_47:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s13
	s_cbranch_execz .LBB2_49
	ds_load_2addr_b32 v[6:7], v11 offset1:2
	ds_load_2addr_b32 v[8:9], v10 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_49:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s4
	s_cbranch_execz .LBB2_51
	v_add_nc_u32_e64 v4, 4, 0
	ds_load_2addr_stride64_b32 v[6:7], v4 offset0:64 offset1:80
	ds_load_b32 v8, v11
	ds_load_b32 v9, v10
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v7, v9
	v_cmp_gt_f32_e64 s17, v7, v9
	v_cmp_o_f32_e64 s18, v9, v9
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v9, v7 :: v_dual_cndmask_b32 v5, v8, v6
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_51:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB2_53
	v_mov_b32_e32 v4, 0
	ds_load_b32 v5, v4 offset:20480
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v4, v5 offset:24584
.LBB2_53:
	s_or_b32 exec_lo, exec_lo, s16
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v5, 0xff800000
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s15
	s_cbranch_execz .LBB2_55
	v_lshlrev_b32_e32 v4, 2, v0
	global_load_b32 v5, v4, s[54:55]
	v_mov_b32_e32 v4, 0
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v5
	v_cndmask_b32_e32 v4, 0, v0, vcc_lo
.LBB2_55:
	s_or_b32 exec_lo, exec_lo, s16
	s_and_saveexec_b32 s18, s14
	s_cbranch_execz .LBB2_57
	v_lshlrev_b32_e32 v6, 2, v2
	v_cmp_o_f32_e64 s16, v5, v5
	global_load_b32 v6, v6, s[54:55]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cmp_gt_f32_e64 s17, v6, v5
	s_and_b32 s16, s16, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s17, s16
	v_cndmask_b32_e32 v5, v5, v6, vcc_lo
	v_cndmask_b32_e32 v4, v4, v2, vcc_lo
.LBB2_57:
	s_or_b32 exec_lo, exec_lo, s18
	ds_store_b32 v10, v5
	ds_store_b32 v11, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s5
	s_cbranch_execz .LBB2_59
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:8
	ds_load_2addr_stride64_b32 v[8:9], v10 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_59:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s6
	s_cbranch_execz .LBB2_61
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:4
	ds_load_2addr_stride64_b32 v[8:9], v10 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_61:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s7
	s_cbranch_execz .LBB2_63
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:2
	ds_load_2addr_stride64_b32 v[8:9], v10 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_63:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s8
	s_cbranch_execz .LBB2_65
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:1
	ds_load_2addr_stride64_b32 v[8:9], v10 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_65:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s9
	s_cbranch_execz .LBB2_67
	ds_load_2addr_b32 v[6:7], v11 offset1:32
	ds_load_2addr_b32 v[8:9], v10 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_67:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s10
	s_cbranch_execz .LBB2_69
	ds_load_2addr_b32 v[6:7], v11 offset1:16
	ds_load_2addr_b32 v[8:9], v10 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_69:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s11
	s_cbranch_execz .LBB2_71
	ds_load_2addr_b32 v[6:7], v11 offset1:8
	ds_load_2addr_b32 v[8:9], v10 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_71:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s12
	s_cbranch_execz .LBB2_73
	ds_load_2addr_b32 v[6:7], v11 offset1:4
	ds_load_2addr_b32 v[8:9], v10 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_73:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s13
	s_cbranch_execz .LBB2_75
	ds_load_2addr_b32 v[6:7], v11 offset1:2
	ds_load_2addr_b32 v[8:9], v10 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_75:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s4
	s_cbranch_execz .LBB2_77
	v_add_nc_u32_e64 v4, 4, 0
	ds_load_2addr_stride64_b32 v[6:7], v4 offset0:64 offset1:80
	ds_load_b32 v8, v11
	ds_load_b32 v9, v10
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v7, v9
	v_cmp_gt_f32_e64 s17, v7, v9
	v_cmp_o_f32_e64 s18, v9, v9
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v9, v7 :: v_dual_cndmask_b32 v5, v8, v6
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_77:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB2_79
	v_mov_b32_e32 v4, 0
	ds_load_b32 v5, v4 offset:20480
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v4, v5 offset:24600
.LBB2_79:
	s_or_b32 exec_lo, exec_lo, s16
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v5, 0xff800000
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s15
	s_cbranch_execz .LBB2_81
	v_lshlrev_b32_e32 v4, 2, v0
	global_load_b32 v5, v4, s[54:55]
	v_mov_b32_e32 v4, 0
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v5
	v_cndmask_b32_e32 v4, 0, v0, vcc_lo
.LBB2_81:
	s_or_b32 exec_lo, exec_lo, s16
	s_and_saveexec_b32 s18, s14
	s_cbranch_execz .LBB2_83
	v_lshlrev_b32_e32 v6, 2, v2
	v_cmp_o_f32_e64 s16, v5, v5
	global_load_b32 v6, v6, s[54:55]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cmp_gt_f32_e64 s17, v6, v5
	s_and_b32 s16, s16, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s17, s16
	v_cndmask_b32_e32 v5, v5, v6, vcc_lo
	v_cndmask_b32_e32 v4, v4, v2, vcc_lo
.LBB2_83:
	s_or_b32 exec_lo, exec_lo, s18
	ds_store_b32 v10, v5
	ds_store_b32 v11, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s5
	s_cbranch_execz .LBB2_85
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:8
	ds_load_2addr_stride64_b32 v[8:9], v10 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_85:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s6
	s_cbranch_execz .LBB2_87
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:4
	ds_load_2addr_stride64_b32 v[8:9], v10 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_87:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s7
	s_cbranch_execz .LBB2_89
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:2
	ds_load_2addr_stride64_b32 v[8:9], v10 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_89:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s8
	s_cbranch_execz .LBB2_91
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:1
	ds_load_2addr_stride64_b32 v[8:9], v10 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_91:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s9
	s_cbranch_execz .LBB2_93
	ds_load_2addr_b32 v[6:7], v11 offset1:32
	ds_load_2addr_b32 v[8:9], v10 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_93:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s10
	s_cbranch_execz .LBB2_95
	ds_load_2addr_b32 v[6:7], v11 offset1:16
	ds_load_2addr_b32 v[8:9], v10 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_95:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s11
	s_cbranch_execz .LBB2_97
	ds_load_2addr_b32 v[6:7], v11 offset1:8
	ds_load_2addr_b32 v[8:9], v10 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_97:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s12
	s_cbranch_execz .LBB2_99
	ds_load_2addr_b32 v[6:7], v11 offset1:4
	ds_load_2addr_b32 v[8:9], v10 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_99:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s13
	s_cbranch_execz .LBB2_101
	ds_load_2addr_b32 v[6:7], v11 offset1:2
	ds_load_2addr_b32 v[8:9], v10 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_101:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s4
	s_cbranch_execz .LBB2_103
	v_add_nc_u32_e64 v4, 4, 0
	ds_load_2addr_stride64_b32 v[6:7], v4 offset0:64 offset1:80
	ds_load_b32 v8, v11
	ds_load_b32 v9, v10
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v7, v9
	v_cmp_gt_f32_e64 s17, v7, v9
	v_cmp_o_f32_e64 s18, v9, v9
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v9, v7 :: v_dual_cndmask_b32 v5, v8, v6
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_103:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB2_105
	v_mov_b32_e32 v4, 0
	ds_load_b32 v5, v4 offset:16384
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v5, v5
	ds_store_b32 v4, v5 offset:24604
.LBB2_105:
	s_or_b32 exec_lo, exec_lo, s16
	s_load_b32 s66, s[0:1], 0x38
	v_mov_b32_e32 v4, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0xff800000
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s15
	s_cbranch_execz .LBB2_107
	v_lshlrev_b32_e32 v4, 2, v0
	global_load_b32 v4, v4, s[54:55]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v5, s66, v4
	v_cmp_class_f32_e64 s17, v4, 0x1f8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_class_f32_e64 s18, v5, 0x204
	v_dual_mov_b32 v5, v1 :: v_dual_mov_b32 v4, v0
	s_and_b32 s17, s18, s17
	v_cndmask_b32_e64 v6, 0, 1.0, s17
.LBB2_107:
	s_or_b32 exec_lo, exec_lo, s16
	s_and_saveexec_b32 s16, s14
	s_cbranch_execz .LBB2_109
	v_lshlrev_b32_e32 v5, 2, v2
	global_load_b32 v5, v5, s[54:55]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, s66, v5
	v_cmp_class_f32_e64 s17, v5, 0x1f8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_class_f32_e64 s18, v7, 0x204
	s_and_b32 s17, s18, s17
	v_cndmask_b32_e64 v5, 0, 1.0, s17
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v5, v6
	v_cndmask_b32_e32 v6, v6, v5, vcc_lo
	v_cndmask_b32_e32 v4, v4, v2, vcc_lo
.LBB2_109:
	s_or_b32 exec_lo, exec_lo, s16
	ds_store_b32 v10, v6
	ds_store_b32 v11, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s5
	s_cbranch_execz .LBB2_111
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:8
	ds_load_2addr_stride64_b32 v[8:9], v10 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_111:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s6
	s_cbranch_execz .LBB2_113
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:4
	ds_load_2addr_stride64_b32 v[8:9], v10 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_113:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s7
	s_cbranch_execz .LBB2_115
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:2
	ds_load_2addr_stride64_b32 v[8:9], v10 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_115:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s8
	s_cbranch_execz .LBB2_117
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:1
	ds_load_2addr_stride64_b32 v[8:9], v10 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_117:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s9
	s_cbranch_execz .LBB2_119
	ds_load_2addr_b32 v[6:7], v11 offset1:32
	ds_load_2addr_b32 v[8:9], v10 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_119:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s10
	s_cbranch_execz .LBB2_121
	ds_load_2addr_b32 v[6:7], v11 offset1:16
	ds_load_2addr_b32 v[8:9], v10 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_121:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s11
	s_cbranch_execz .LBB2_123
	ds_load_2addr_b32 v[6:7], v11 offset1:8
	ds_load_2addr_b32 v[8:9], v10 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_123:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s12
	s_cbranch_execz .LBB2_125
	ds_load_2addr_b32 v[6:7], v11 offset1:4
	ds_load_2addr_b32 v[8:9], v10 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_125:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s13
	s_cbranch_execz .LBB2_127
	ds_load_2addr_b32 v[6:7], v11 offset1:2
	ds_load_2addr_b32 v[8:9], v10 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v8
	v_cmp_gt_f32_e64 s17, v9, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v8, v9 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_127:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s4
	s_cbranch_execz .LBB2_129
	v_add_nc_u32_e64 v4, 4, 0
	ds_load_2addr_stride64_b32 v[6:7], v4 offset0:64 offset1:80
	ds_load_b32 v8, v11
	ds_load_b32 v9, v10
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v7, v9
	v_cmp_gt_f32_e64 s17, v7, v9
	v_cmp_o_f32_e64 s18, v9, v9
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v5, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v9, v7 :: v_dual_cndmask_b32 v5, v8, v6
	ds_store_b32 v10, v4
	ds_store_b32 v11, v5
.LBB2_129:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB2_131
	v_mov_b32_e32 v4, 0
	ds_load_b32 v5, v4 offset:20480
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v4, v5 offset:24608
.LBB2_131:
	s_or_b32 exec_lo, exec_lo, s16
	s_load_b128 s[44:47], s[0:1], 0x40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cmp_eq_u32 s47, 0
	s_cselect_b32 s0, -1, 0
	s_cmp_lg_u32 s47, 0
	s_cselect_b32 s1, -1, 0
	s_cmp_eq_u64 s[44:45], 0
	s_cselect_b32 s16, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s1, s16, s1
	s_and_b32 vcc_lo, exec_lo, s1
	s_mov_b32 s1, -1
	s_cbranch_vccz .LBB2_135
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB2_134
	v_mov_b32_e32 v4, 0x6024
	v_mov_b32_e32 v5, 0xff800000
	v_mov_b32_e32 v6, 0x7f800000
	ds_store_2addr_b32 v4, v5, v6 offset1:1
.LBB2_134:
	s_or_b32 exec_lo, exec_lo, s1
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB2_135:
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB2_188
	s_and_saveexec_b32 s1, s15
	s_cbranch_execz .LBB2_138
	v_lshlrev_b32_e32 v4, 2, v0
	v_add_nc_u32_e32 v8, 0xffffd000, v10
	v_add_nc_u32_e32 v7, 0xffffb000, v10
	global_load_b32 v4, v4, s[54:55]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, 0, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v5, v4
	v_or_b32_e32 v6, 0x80000000, v4
	v_cmp_gt_i32_e32 vcc_lo, 0, v4
	v_dual_cndmask_b32 v4, v6, v5 :: v_dual_mov_b32 v5, 1.0
	ds_store_b32 v7, v4
	ds_store_b32 v8, v5
.LBB2_138:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s14
	s_cbranch_execz .LBB2_140
	v_lshlrev_b32_e32 v4, 2, v2
	v_add_nc_u32_e32 v8, 0xffffe000, v10
	v_add_nc_u32_e32 v7, 0xffffc000, v10
	global_load_b32 v4, v4, s[54:55]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, 0, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v5, v4
	v_or_b32_e32 v6, 0x80000000, v4
	v_cmp_gt_i32_e32 vcc_lo, 0, v4
	v_dual_cndmask_b32 v4, v6, v5 :: v_dual_mov_b32 v5, 1.0
	ds_store_b32 v7, v4
	ds_store_b32 v8, v5
.LBB2_140:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s15
	v_not_b32_e32 v4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v4, s16, s48, v4
	v_add_co_ci_u32_e64 v5, null, s49, -1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_alignbit_b32 v4, v5, v4, 10
	v_add_nc_u32_e32 v4, 1, v4
	s_or_b32 exec_lo, exec_lo, s1
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	v_mov_b32_e32 v5, 0
	ds_store_b32 v5, v5 offset:24576
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s16, exec_lo
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB2_145:
	s_ctz_i32_b32 s17, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s18, v4, s17
	s_lshl_b32 s17, 1, s17
	s_add_i32 s1, s1, s18
	s_and_not1_b32 s16, s16, s17
	s_cbranch_scc1 .LBB2_145
	v_mbcnt_lo_u32_b32 v4, exec_lo, 0
	s_mov_b32 s16, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v4
	s_xor_b32 s16, exec_lo, s16
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v5, s1
	ds_add_u32 v4, v5 offset:24576
	s_or_b32 exec_lo, exec_lo, s16
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clz_i32_u32 s1, s45
	ds_load_b32 v4, v6 offset:24576
	s_min_u32 s1, s1, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[16:17], s[44:45], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s16, s16, 1
	s_or_b32 s16, s17, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_f32_u32 s16, s16
	v_ldexp_f32 v5, s16, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_readfirstlane_b32 s30, v5
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v4, v4
	v_cmp_nge_f32_e32 vcc_lo, v4, v5
	s_cbranch_vccnz .LBB2_171
	s_mov_b32 s31, 0
	s_mov_b64 s[16:17], 0
	s_branch .LBB2_151
.LBB2_150:
	s_or_b32 exec_lo, exec_lo, s20
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v4, v6 offset:24576
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s1, v4
	s_cvt_f32_u32 s1, s1
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s1, s30
	s_cselect_b32 s31, s19, s18
	s_add_u32 s16, s16, 2
	s_addc_u32 s17, s17, 0
	s_cmp_eq_u64 s[16:17], 32
	s_cbranch_scc1 .LBB2_172
.LBB2_151:
	v_mov_b32_e32 v7, 0
	s_lshr_b32 s1, 0x80000000, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s18, s1, s31
	s_and_saveexec_b32 s19, s15
	s_cbranch_execz .LBB2_155
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v8, v12
	v_dual_mov_b32 v5, v1 :: v_dual_mov_b32 v4, v0
	s_mov_b32 s20, 0
	.p2align	6
.LBB2_153:
	ds_load_b32 v9, v8
	v_add_co_u32 v4, vcc_lo, 0x400, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	v_add_nc_u32_e32 v8, 0x1000, v8
	v_cmp_le_u64_e32 vcc_lo, s[48:49], v[4:5]
	s_or_b32 s20, vcc_lo, s20
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e64 s1, s18, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v7, s1
	s_and_not1_b32 exec_lo, exec_lo, s20
	s_cbranch_execnz .LBB2_153
	s_or_b32 exec_lo, exec_lo, s20
.LBB2_155:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s19
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	ds_store_b32 v6, v6 offset:24576
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s19, exec_lo
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB2_158:
	s_ctz_i32_b32 s20, s19
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s21, v7, s20
	s_lshl_b32 s20, 1, s20
	s_add_i32 s1, s1, s21
	s_and_not1_b32 s19, s19, s20
	s_cbranch_scc1 .LBB2_158
	v_mbcnt_lo_u32_b32 v4, exec_lo, 0
	s_mov_b32 s19, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v4
	s_xor_b32 s19, exec_lo, s19
	v_mov_b32_e32 v4, s1
	ds_add_u32 v6, v4 offset:24576
	s_or_b32 exec_lo, exec_lo, s19
	v_mov_b32_e32 v7, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v4, v7 offset:24576
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s1, v4
	s_cvt_f32_u32 s1, s1
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s1, s30
	s_cselect_b32 s18, s18, s31
	s_lshr_b32 s1, 2.0, s16
	s_or_b32 s19, s1, s18
	s_and_saveexec_b32 s20, s15
	s_cbranch_execz .LBB2_165
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v8, v12
	v_dual_mov_b32 v5, v1 :: v_dual_mov_b32 v4, v0
	s_mov_b32 s21, 0
	.p2align	6
.LBB2_163:
	ds_load_b32 v9, v8
	v_add_co_u32 v4, vcc_lo, 0x400, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	v_add_nc_u32_e32 v8, 0x1000, v8
	v_cmp_le_u64_e32 vcc_lo, s[48:49], v[4:5]
	s_or_b32 s21, vcc_lo, s21
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e64 s1, s19, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v7, s1
	s_and_not1_b32 exec_lo, exec_lo, s21
	s_cbranch_execnz .LBB2_163
	s_or_b32 exec_lo, exec_lo, s21
.LBB2_165:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s20
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	ds_store_b32 v6, v6 offset:24576
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s20, exec_lo
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB2_168:
	s_ctz_i32_b32 s21, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s22, v7, s21
	s_lshl_b32 s21, 1, s21
	s_add_i32 s1, s1, s22
	s_and_not1_b32 s20, s20, s21
	s_cbranch_scc1 .LBB2_168
	v_mbcnt_lo_u32_b32 v4, exec_lo, 0
	s_mov_b32 s20, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v4
	s_xor_b32 s20, exec_lo, s20
	s_cbranch_execz .LBB2_150
	v_mov_b32_e32 v4, s1
	ds_add_u32 v6, v4 offset:24576
	s_branch .LBB2_150
.LBB2_171:
	v_mov_b32_e32 v1, 0x7f800000
	s_mov_b32 s1, 0xff800000
	s_and_saveexec_b32 s16, s4
	s_cbranch_execnz .LBB2_186
	s_branch .LBB2_187
.LBB2_172:
	s_add_u32 s22, s48, -1
	s_addc_u32 s23, s49, -1
	s_mov_b32 s20, 0
	s_clz_i32_u64 s1, s[22:23]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s33, s1, 64
	s_sub_u32 s16, 64, s33
	s_subb_u32 s17, 0, 0
	s_lshl_b64 s[18:19], -1, s16
	s_cmp_eq_u64 s[22:23], 0
	s_mov_b64 s[22:23], 0
	s_cbranch_scc1 .LBB2_185
	v_add_co_u32 v4, s21, s18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v5, null, s19, 0, s21
	v_cmp_gt_u64_e64 s1, s[16:17], 1
	v_not_b32_e32 v4, v4
	v_mov_b32_e32 v13, 0
	s_delay_alu instid0(VALU_DEP_4)
	v_not_b32_e32 v5, v5
	s_brev_b32 s21, 1
	s_mov_b64 s[26:27], 0
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s25, s17, 0
	s_cselect_b32 s24, s16, 1
	s_branch .LBB2_175
.LBB2_174:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v6, v13 offset:24576
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s1, v6
	s_cvt_f32_u32 s1, s1
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s1, s30
	s_cselect_b32 s23, s29, s23
	s_cselect_b32 s22, s28, s22
	s_add_u32 s26, s26, 1
	s_addc_u32 s27, s27, 0
	s_cmp_eq_u64 s[26:27], s[24:25]
	s_cbranch_scc1 .LBB2_185
.LBB2_175:
	s_add_i32 s1, s26, s33
	v_mov_b32_e32 v14, 0
	s_lshr_b64 s[16:17], s[20:21], s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b64 s[28:29], s[16:17], s[22:23]
	s_and_saveexec_b32 s34, s15
	s_cbranch_execz .LBB2_179
	v_dual_mov_b32 v14, 0 :: v_dual_mov_b32 v15, v12
	v_dual_mov_b32 v7, v5 :: v_dual_mov_b32 v6, v4
	v_dual_mov_b32 v9, v1 :: v_dual_mov_b32 v8, v0
	s_mov_b32 s35, 0
	.p2align	6
.LBB2_177:
	ds_load_b32 v16, v15
	v_cmp_le_u64_e32 vcc_lo, s[28:29], v[6:7]
	v_add_co_u32 v8, s1, 0x400, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, 0, v9, s1
	v_add_co_u32 v6, s1, 0xfffffc00, v6
	v_add_co_ci_u32_e64 v7, null, -1, v7, s1
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_le_u64_e64 s1, s[48:49], v[8:9]
	v_add_nc_u32_e32 v15, 0x1000, v15
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e64 s16, s31, v16
	v_cmp_lt_u32_e64 s17, s31, v16
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s17, s16
	s_or_b32 s35, s1, s35
	v_add_co_ci_u32_e64 v14, null, 0, v14, vcc_lo
	s_and_not1_b32 exec_lo, exec_lo, s35
	s_cbranch_execnz .LBB2_177
	s_or_b32 exec_lo, exec_lo, s35
.LBB2_179:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s34
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	ds_store_b32 v13, v13 offset:24576
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s16, exec_lo
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB2_182:
	s_ctz_i32_b32 s17, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s34, v14, s17
	s_lshl_b32 s17, 1, s17
	s_add_i32 s1, s1, s34
	s_and_not1_b32 s16, s16, s17
	s_cbranch_scc1 .LBB2_182
	v_mbcnt_lo_u32_b32 v6, exec_lo, 0
	s_mov_b32 s16, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v6
	s_xor_b32 s16, exec_lo, s16
	s_cbranch_execz .LBB2_174
	v_mov_b32_e32 v6, s1
	ds_add_u32 v13, v6 offset:24576
	s_branch .LBB2_174
.LBB2_185:
	s_not_b64 s[16:17], s[18:19]
	s_and_b32 s1, s31, 0x7fffffff
	s_not_b32 s18, s31
	s_cmp_lt_i32 s31, 0
	s_cselect_b32 s1, s1, s18
	s_sub_u32 s16, s16, s22
	s_subb_u32 s17, s17, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_clz_i32_u32 s18, s17
	s_min_u32 s18, s18, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[16:17], s[16:17], s18
	s_min_u32 s16, s16, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_3)
	s_or_b32 s16, s17, s16
	s_sub_i32 s17, 32, s18
	s_cvt_f32_u32 s16, s16
	v_ldexp_f32 v1, s16, s17
	s_and_saveexec_b32 s16, s4
.LBB2_186:
	v_dual_mov_b32 v4, s1 :: v_dual_mov_b32 v5, 0x6024
	ds_store_2addr_b32 v5, v4, v1 offset1:1
.LBB2_187:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB2_188:
	s_cmp_lt_f32 s46, 1.0
	buffer_gl0_inv
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s16, s1, s0
	s_xor_b32 s47, s16, -1
	s_mov_b32 s16, -1
	s_and_b32 vcc_lo, exec_lo, s47
	s_cbranch_vccnz .LBB2_196
	s_and_b32 vcc_lo, exec_lo, s16
	s_cbranch_vccnz .LBB2_199
.LBB2_190:
	s_and_b32 vcc_lo, exec_lo, s47
	s_mov_b32 s16, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB2_226
.LBB2_191:
	s_and_b32 vcc_lo, exec_lo, s16
	s_cbranch_vccnz .LBB2_229
.LBB2_192:
	s_and_b32 vcc_lo, exec_lo, s47
	s_mov_b32 s16, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB2_246
.LBB2_193:
	s_and_b32 vcc_lo, exec_lo, s16
	s_cbranch_vccnz .LBB2_249
.LBB2_194:
	s_and_b32 vcc_lo, exec_lo, s47
	s_mov_b32 s16, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB2_293
.LBB2_195:
	s_and_b32 vcc_lo, exec_lo, s16
	s_cbranch_vccnz .LBB2_296
	s_branch .LBB2_323
.LBB2_196:
	s_and_saveexec_b32 s16, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:24620
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB2_190
.LBB2_199:
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v1, 0xff800000
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b32 s18, s15
	s_cbranch_execz .LBB2_201
	global_load_b32 v1, v12, s[54:55]
	v_mov_b32_e32 v4, 0x6024
	v_cvt_f32_u32_e32 v6, v0
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v5, v6
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s16, v1, v4
	v_cmp_gt_f32_e64 s17, v1, v4
	v_mul_f32_e32 v1, s66, v1
	s_and_b32 s16, s16, vcc_lo
	v_cndmask_b32_e64 v4, 0, 1.0, s17
	v_cndmask_b32_e64 v5, 0, 1.0, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v5, v4
	v_cndmask_b32_e32 v4, v4, v5, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v4
	v_dual_mov_b32 v4, 0 :: v_dual_cndmask_b32 v1, 0xff800000, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v1
	v_cndmask_b32_e32 v4, 0, v0, vcc_lo
.LBB2_201:
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s14
	s_cbranch_execz .LBB2_203
	v_lshlrev_b32_e32 v5, 2, v2
	v_mov_b32_e32 v7, 0x6024
	global_load_b32 v9, v5, s[54:55]
	v_clz_i32_u32_e32 v5, 0
	ds_load_2addr_b32 v[7:8], v7 offset1:1
	v_min_u32_e32 v13, 32, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[5:6], v13, v[2:3]
	v_min_u32_e32 v5, 1, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v5, v6, v5
	v_sub_nc_u32_e32 v6, 32, v13
	v_cvt_f32_u32_e32 v5, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f32 v5, v5, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v8, v5
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s16, v9, v7
	v_cmp_gt_f32_e64 s17, v9, v7
	s_and_b32 s16, s16, vcc_lo
	v_cndmask_b32_e64 v5, 0, 1.0, s17
	v_cndmask_b32_e64 v6, 0, 1.0, s16
	v_cmp_o_f32_e64 s16, v1, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v6, v5
	v_dual_cndmask_b32 v5, v5, v6 :: v_dual_mul_f32 v6, s66, v9
	v_cmp_neq_f32_e32 vcc_lo, 0, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v5, 0xff800000, v6, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	v_cmp_gt_f32_e64 s17, v5, v1
	s_and_b32 s16, s16, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s17, s16
	v_dual_cndmask_b32 v1, v1, v5 :: v_dual_cndmask_b32 v4, v4, v2
.LBB2_203:
	s_or_b32 exec_lo, exec_lo, s18
	ds_store_b32 v10, v1
	ds_store_b32 v11, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s5
	s_cbranch_execz .LBB2_205
	ds_load_2addr_stride64_b32 v[5:6], v11 offset1:8
	ds_load_2addr_stride64_b32 v[7:8], v10 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v8, v7
	v_cmp_gt_f32_e64 s17, v8, v7
	v_cmp_o_f32_e64 s18, v7, v7
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v1, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v4.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v10, v1
	ds_store_b32 v11, v4
.LBB2_205:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s6
	s_cbranch_execz .LBB2_207
	ds_load_2addr_stride64_b32 v[5:6], v11 offset1:4
	ds_load_2addr_stride64_b32 v[7:8], v10 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v8, v7
	v_cmp_gt_f32_e64 s17, v8, v7
	v_cmp_o_f32_e64 s18, v7, v7
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v1, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v4.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v10, v1
	ds_store_b32 v11, v4
.LBB2_207:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s7
	s_cbranch_execz .LBB2_209
	ds_load_2addr_stride64_b32 v[5:6], v11 offset1:2
	ds_load_2addr_stride64_b32 v[7:8], v10 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v8, v7
	v_cmp_gt_f32_e64 s17, v8, v7
	v_cmp_o_f32_e64 s18, v7, v7
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v1, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v4.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v10, v1
	ds_store_b32 v11, v4
.LBB2_209:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s8
	s_cbranch_execz .LBB2_211
	ds_load_2addr_stride64_b32 v[5:6], v11 offset1:1
	ds_load_2addr_stride64_b32 v[7:8], v10 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v8, v7
	v_cmp_gt_f32_e64 s17, v8, v7
	v_cmp_o_f32_e64 s18, v7, v7
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v1, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v4.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v10, v1
	ds_store_b32 v11, v4
.LBB2_211:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s9
	s_cbranch_execz .LBB2_213
	ds_load_2addr_b32 v[5:6], v11 offset1:32
	ds_load_2addr_b32 v[7:8], v10 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v8, v7
	v_cmp_gt_f32_e64 s17, v8, v7
	v_cmp_o_f32_e64 s18, v7, v7
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v1, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v4.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v10, v1
	ds_store_b32 v11, v4
.LBB2_213:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s10
	s_cbranch_execz .LBB2_215
	ds_load_2addr_b32 v[5:6], v11 offset1:16
	ds_load_2addr_b32 v[7:8], v10 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v8, v7
	v_cmp_gt_f32_e64 s17, v8, v7
	v_cmp_o_f32_e64 s18, v7, v7
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v1, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v4.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v10, v1
	ds_store_b32 v11, v4
.LBB2_215:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s11
	s_cbranch_execz .LBB2_217
	ds_load_2addr_b32 v[5:6], v11 offset1:8
	ds_load_2addr_b32 v[7:8], v10 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v8, v7
	v_cmp_gt_f32_e64 s17, v8, v7
	v_cmp_o_f32_e64 s18, v7, v7
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v1, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v4.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v10, v1
	ds_store_b32 v11, v4
.LBB2_217:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s12
	s_cbranch_execz .LBB2_219
	ds_load_2addr_b32 v[5:6], v11 offset1:4
	ds_load_2addr_b32 v[7:8], v10 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v8, v7
	v_cmp_gt_f32_e64 s17, v8, v7
	v_cmp_o_f32_e64 s18, v7, v7
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v1, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v4.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v10, v1
	ds_store_b32 v11, v4
.LBB2_219:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s13
	s_cbranch_execz .LBB2_221
	ds_load_2addr_b32 v[5:6], v11 offset1:2
	ds_load_2addr_b32 v[7:8], v10 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v8, v7
	v_cmp_gt_f32_e64 s17, v8, v7
	v_cmp_o_f32_e64 s18, v7, v7
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v1, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v4.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v10, v1
	ds_store_b32 v11, v4
.LBB2_221:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s4
	s_cbranch_execz .LBB2_223
	v_add_nc_u32_e64 v1, 4, 0
	ds_load_2addr_stride64_b32 v[5:6], v1 offset0:64 offset1:80
	ds_load_b32 v7, v11
	ds_load_b32 v8, v10
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v6, v8
	v_cmp_gt_f32_e64 s17, v6, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v1, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v4.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v8, v6 :: v_dual_cndmask_b32 v4, v7, v5
	ds_store_b32 v10, v1
	ds_store_b32 v11, v4
.LBB2_223:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB2_225
	v_mov_b32_e32 v1, 0
	ds_load_b32 v4, v1 offset:20480
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v1, v4 offset:24620
.LBB2_225:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s47
	s_mov_b32 s16, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB2_191
.LBB2_226:
	s_and_saveexec_b32 s16, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:24624
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB2_192
.LBB2_229:
	s_and_saveexec_b32 s18, s15
	s_cbranch_execz .LBB2_231
	global_load_b32 v1, v12, s[54:55]
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v4, 0 :: v_dual_mul_f32 v5, s66, v1
	ds_load_b32 v4, v4 offset:24620
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v6, v5, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v6
	v_cndmask_b32_e32 v4, 0xc2d00000, v6, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v4
	v_cndmask_b32_e32 v4, 0x42b20000, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v5, 0x3fb8aa3b, v4
	v_add_f32_e32 v7, 0x4b400000, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v5, 0xcb400000, v7
	v_mul_f32_e32 v8, 0xbf317200, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v8, v4, v8 :: v_dual_mul_f32 v9, 0x35bfbe8e, v5
	v_sub_f32_e32 v4, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v5, v4, v4
	v_mul_f32_e32 v13, 0x3331bb4c, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, 0xb5ddea0e, v13
	v_mul_f32_e32 v13, v5, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, 0x388ab355, v13
	v_mul_f32_e32 v13, v5, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, 0xbb360b61, v13
	v_mul_f32_e32 v13, v5, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, 0x3e2aaaab, v13
	v_mul_f32_e32 v5, v5, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v5, v4, v5
	v_mul_f32_e32 v13, v4, v5
	v_sub_f32_e32 v14, 2.0, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v4, null, v14, v14, v13
	v_rcp_f32_e32 v15, v4
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v5, -v4, v15, 1.0
	v_fmac_f32_e32 v15, v5, v15
	v_div_scale_f32 v16, vcc_lo, v13, v14, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, v16, v15
	v_fma_f32 v5, -v4, v17, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v17, v5, v15
	v_mov_b32_e32 v5, 0x6024
	v_fma_f32 v16, -v4, v17, v16
	ds_load_2addr_b32 v[4:5], v5 offset1:1
	v_div_fmas_f32 v15, v16, v15, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v13, v15, v14, v13
	v_dual_sub_f32 v9, v9, v13 :: v_dual_add_nc_u32 v14, 0xb4c00100, v7
	v_cvt_f32_u32_e32 v13, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v14, 1, v14
	v_sub_f32_e32 v8, v8, v9
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_ge_f32_e32 vcc_lo, v5, v13
	v_cmp_eq_f32_e64 s16, v1, v4
	v_sub_nc_u32_e32 v5, v7, v14
	v_lshl_add_u32 v7, v14, 23, 0xff800000
	v_add_f32_e32 v8, 1.0, v8
	v_cmp_gt_f32_e64 s17, v1, v4
	s_and_b32 s16, s16, vcc_lo
	v_lshl_add_u32 v4, v5, 23, 0x7f800000
	v_mul_f32_e32 v5, v8, v7
	v_cndmask_b32_e64 v1, 0, 1.0, s17
	v_cndmask_b32_e64 v7, 0, 1.0, s16
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v4, v5, v4
	v_cmp_gt_f32_e32 vcc_lo, v7, v1
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v6, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v4, 0x7fc00000, v4, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_cndmask_b32 v1, 0, v4 :: v_dual_add_nc_u32 v4, 0xffffb000, v10
	ds_store_b32 v4, v1
.LBB2_231:
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s14
	s_cbranch_execz .LBB2_233
	v_dual_mov_b32 v4, 0 :: v_dual_lshlrev_b32 v1, 2, v2
	v_mov_b32_e32 v20, 0x6024
	global_load_b32 v1, v1, s[54:55]
	ds_load_b32 v4, v4 offset:24620
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v5, s66, v1
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
	v_dual_mul_f32 v13, 0x35bfbe8e, v5 :: v_dual_add_f32 v14, v4, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v4, v14, v13
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
	v_mul_f32_e32 v15, v4, v5
	v_sub_f32_e32 v16, 2.0, v5
	v_div_scale_f32 v6, null, v16, v16, v15
	v_div_scale_f32 v7, vcc_lo, v15, v16, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v17, v6
	v_fma_f32 v4, -v6, v17, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v17, v4, v17
	v_clz_i32_u32_e32 v4, 0
	v_mul_f32_e32 v18, v7, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_min_u32_e32 v19, 32, v4
	v_fma_f32 v5, -v6, v18, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v18, v5, v17
	v_lshlrev_b64 v[4:5], v19, v[2:3]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_fma_f32 v21, -v6, v18, v7
	ds_load_2addr_b32 v[6:7], v20 offset1:1
	v_min_u32_e32 v4, 1, v4
	v_div_fmas_f32 v17, v21, v17, v18
	v_or_b32_e32 v4, v5, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v5, v17, v16, v15
	v_sub_nc_u32_e32 v15, 32, v19
	v_cvt_f32_u32_e32 v4, v4
	v_add_nc_u32_e32 v16, 0xb4c00100, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v5, v13, v5
	v_ldexp_f32 v4, v4, v15
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v13, 1, v16
	v_sub_f32_e32 v5, v14, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v1, v6
	v_cmp_ge_f32_e32 vcc_lo, v7, v4
	v_cmp_gt_f32_e64 s17, v1, v6
	v_sub_nc_u32_e32 v4, v9, v13
	v_lshl_add_u32 v7, v13, 23, 0xff800000
	v_add_f32_e32 v5, 1.0, v5
	s_and_b32 s16, s16, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1.0, s17
	v_cndmask_b32_e64 v6, 0, 1.0, s16
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
	v_dual_cndmask_b32 v1, 0, v4 :: v_dual_add_nc_u32 v4, 0xffffc000, v10
	ds_store_b32 v4, v1
.LBB2_233:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s22, s4
	s_cbranch_execz .LBB2_244
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v4, 0
	s_cmp_eq_u64 s[48:49], 0
	s_mov_b64 s[18:19], 0
	s_cbranch_scc1 .LBB2_243
	v_cmp_lt_u64_e64 s17, s[48:49], 8
	s_and_b32 s16, s48, 7
	s_and_b32 vcc_lo, exec_lo, s17
	s_mov_b32 s17, 0
	s_cbranch_vccnz .LBB2_239
	v_mov_b32_e32 v4, 0
	s_and_b32 s18, s48, 0xff8
	s_mov_b32 s19, s17
	s_mov_b64 s[20:21], 0
	s_mov_b32 s23, s17
	.p2align	6
.LBB2_237:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v9, s23
	s_add_u32 s20, s20, 8
	s_addc_u32 s21, s21, 0
	s_add_i32 s23, s23, 32
	s_cmp_lg_u64 s[18:19], s[20:21]
	ds_load_2addr_b32 v[5:6], v9 offset1:1
	ds_load_2addr_b32 v[7:8], v9 offset0:2 offset1:3
	ds_load_2addr_b32 v[13:14], v9 offset0:4 offset1:5
	ds_load_2addr_b32 v[15:16], v9 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v4, v4, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v4, v4, v6
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v4, v4, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v4, v4, v8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v4, v4, v14
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v4, v4, v16
	s_cbranch_scc1 .LBB2_237
	s_cmp_lg_u64 s[16:17], 0
	s_cselect_b32 s19, -1, 0
	s_branch .LBB2_240
.LBB2_239:
	v_mov_b32_e32 v4, 0
	s_mov_b32 s19, -1
.LBB2_240:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s19
	s_cbranch_vccz .LBB2_243
	s_lshl_b32 s18, s18, 2
.LBB2_242:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v5, s18
	s_add_i32 s18, s18, 4
	s_add_u32 s16, s16, -1
	s_addc_u32 s17, s17, -1
	s_cmp_lg_u64 s[16:17], 0
	ds_load_b32 v5, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v5
	s_cbranch_scc1 .LBB2_242
.LBB2_243:
	ds_store_b32 v1, v4 offset:24624
.LBB2_244:
	s_or_b32 exec_lo, exec_lo, s22
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s47
	s_mov_b32 s16, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB2_193
.LBB2_246:
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB2_248
	v_mov_b32_e32 v1, 0xff800000
	v_mov_b32_e32 v4, 0x7f800000
	v_add_nc_u32_e64 v5, 0x6000, 0
	ds_store_2addr_b32 v5, v4, v1 offset0:3 offset1:13
.LBB2_248:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB2_194
.LBB2_249:
	s_and_saveexec_b32 s19, s15
	s_cbranch_execz .LBB2_251
	global_load_b32 v1, v12, s[54:55]
	v_mov_b32_e32 v4, 0x602c
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v6, s66, v1
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
	v_mul_f32_e32 v13, v9, v9
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
	v_sub_f32_e32 v13, v9, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, v9, v13
	v_sub_f32_e32 v13, 2.0, v13
	v_div_scale_f32 v14, null, v13, v13, v9
	v_div_scale_f32 v17, vcc_lo, v9, v13, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v15, v14
	v_fma_f32 v16, -v14, v15, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v15, v16, v15
	v_mul_f32_e32 v16, v17, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, -v14, v16, v17
	v_fmac_f32_e32 v16, v18, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v14, -v14, v16, v17
	v_div_fmas_f32 v14, v14, v15, v16
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cvt_f32_u32_e32 v16, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v9, v14, v13, v9
	v_dual_sub_f32 v8, v8, v9 :: v_dual_add_nc_u32 v13, 0xb4c00100, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v9, 1, v13
	v_sub_f32_e32 v6, v6, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v7, v7, v9
	v_lshl_add_u32 v8, v9, 23, 0xff800000
	v_add_f32_e32 v6, 1.0, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v7, v7, 23, 0x7f800000
	v_mul_f32_e32 v6, v6, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v6, v7
	v_cndmask_b32_e32 v4, 0x7fc00000, v6, vcc_lo
	v_mov_b32_e32 v6, 0x6024
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(TRANS32_DEP_1)
	v_div_scale_f32 v8, null, v5, v5, v4
	ds_load_2addr_b32 v[6:7], v6 offset1:1
	v_div_scale_f32 v14, vcc_lo, v4, v5, v4
	v_rcp_f32_e32 v9, v8
	v_fma_f32 v13, -v8, v9, 1.0
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v9, v13, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s16, v7, v16
	v_cmp_eq_f32_e64 s17, v1, v6
	v_cmp_gt_f32_e64 s18, v1, v6
	v_mul_f32_e32 v13, v14, v9
	s_and_b32 s16, s17, s16
	v_cndmask_b32_e64 v1, 0, 1.0, s18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v15, -v8, v13, v14
	v_fmac_f32_e32 v13, v15, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v7, -v8, v13, v14
	v_div_fmas_f32 v6, v7, v9, v13
	v_cndmask_b32_e64 v7, 0, 1.0, s16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v4, v6, v5, v4
	v_cmp_gt_f32_e32 vcc_lo, v7, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v5, 0, v4
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	v_add_nc_u32_e32 v7, 0xffffb000, v10
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v1, 0, v4 :: v_dual_cndmask_b32 v4, -1.0, v5
	v_not_b32_e32 v5, v4
	v_or_b32_e32 v6, 0x80000000, v4
	v_cmp_gt_i32_e32 vcc_lo, 0, v4
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_cndmask_b32 v4, v6, v5 :: v_dual_add_nc_u32 v5, 0xffffd000, v10
	ds_store_b32 v7, v4
	ds_store_b32 v5, v1
.LBB2_251:
	s_or_b32 exec_lo, exec_lo, s19
	s_and_saveexec_b32 s19, s14
	s_cbranch_execz .LBB2_253
	v_dual_mov_b32 v4, 0x602c :: v_dual_lshlrev_b32 v1, 2, v2
	global_load_b32 v1, v1, s[54:55]
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v6, s66, v1
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
	v_mul_f32_e32 v13, v9, v9
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
	v_sub_f32_e32 v13, v9, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, v9, v13
	v_sub_f32_e32 v13, 2.0, v13
	v_div_scale_f32 v14, null, v13, v13, v9
	v_div_scale_f32 v17, vcc_lo, v9, v13, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v15, v14
	v_fma_f32 v16, -v14, v15, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v15, v16, v15
	v_mul_f32_e32 v16, v17, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, -v14, v16, v17
	v_fmac_f32_e32 v16, v18, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v14, -v14, v16, v17
	v_div_fmas_f32 v14, v14, v15, v16
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v9, v14, v13, v9
	v_dual_sub_f32 v8, v8, v9 :: v_dual_add_nc_u32 v13, 0xb4c00100, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v9, 1, v13
	v_sub_f32_e32 v6, v6, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v7, v7, v9
	v_lshl_add_u32 v8, v9, 23, 0xff800000
	v_add_f32_e32 v6, 1.0, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v7, v7, 23, 0x7f800000
	v_mul_f32_e32 v6, v6, v8
	v_mov_b32_e32 v8, 0x6024
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v6, v6, v7
	ds_load_2addr_b32 v[8:9], v8 offset1:1
	v_cndmask_b32_e32 v4, 0x7fc00000, v6, vcc_lo
	v_clz_i32_u32_e32 v6, 0
	v_div_scale_f32 v13, null, v5, v5, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_min_u32_e32 v15, 32, v6
	v_div_scale_f32 v17, vcc_lo, v4, v5, v4
	v_rcp_f32_e32 v14, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[6:7], v15, v[2:3]
	v_sub_nc_u32_e32 v15, 32, v15
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v1, v8
	v_cmp_gt_f32_e64 s18, v1, v8
	v_min_u32_e32 v6, 1, v6
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v16, -v13, v14, 1.0
	v_cndmask_b32_e64 v1, 0, 1.0, s18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v6, v7, v6
	v_fmac_f32_e32 v14, v16, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v6, v6
	v_mul_f32_e32 v7, v17, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f32 v6, v6, v15
	v_fma_f32 v16, -v13, v7, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s16, v9, v6
	v_fmac_f32_e32 v7, v16, v14
	s_and_b32 s16, s17, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v6, -v13, v7, v17
	v_div_fmas_f32 v6, v6, v14, v7
	v_cndmask_b32_e64 v7, 0, 1.0, s16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v4, v6, v5, v4
	v_cmp_gt_f32_e32 vcc_lo, v7, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v5, 0, v4
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	v_add_nc_u32_e32 v7, 0xffffc000, v10
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v1, 0, v4 :: v_dual_cndmask_b32 v4, -1.0, v5
	v_not_b32_e32 v5, v4
	v_or_b32_e32 v6, 0x80000000, v4
	v_cmp_gt_i32_e32 vcc_lo, 0, v4
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_cndmask_b32 v4, v6, v5 :: v_dual_add_nc_u32 v5, 0xffffe000, v10
	ds_store_b32 v7, v4
	ds_store_b32 v5, v1
.LBB2_253:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s67, s4
	s_cbranch_execz .LBB2_291
	s_cmp_lg_u64 s[48:49], 0
	s_mov_b64 s[18:19], 0
	s_cselect_b32 s64, -1, 0
	s_cmp_eq_u64 s[48:49], 0
	s_cbranch_scc1 .LBB2_259
	s_add_u32 s16, s48, -1
	s_addc_u32 s17, s49, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s17, s[16:17], 7
	s_and_b32 s16, s48, 7
	s_and_b32 vcc_lo, exec_lo, s17
	s_mov_b32 s17, 0
	s_cbranch_vccnz .LBB2_260
	v_mov_b32_e32 v1, 0
	s_and_b32 s18, s48, 0xff8
	s_mov_b32 s19, s17
	s_mov_b64 s[20:21], 0
	s_movk_i32 s22, 0x2000
	.p2align	6
.LBB2_257:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v13, s22
	s_add_u32 s20, s20, 8
	s_addc_u32 s21, s21, 0
	s_add_i32 s22, s22, 32
	s_cmp_lg_u64 s[18:19], s[20:21]
	ds_load_2addr_b32 v[4:5], v13 offset1:1
	ds_load_2addr_b32 v[6:7], v13 offset0:2 offset1:3
	ds_load_2addr_b32 v[8:9], v13 offset0:4 offset1:5
	ds_load_2addr_b32 v[13:14], v13 offset0:6 offset1:7
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
	v_add_f32_e32 v1, v1, v13
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v14
	s_cbranch_scc1 .LBB2_257
	s_cmp_lg_u64 s[16:17], 0
	s_cselect_b32 s19, -1, 0
	s_branch .LBB2_261
.LBB2_259:
	v_mov_b32_e32 v1, 0
	s_branch .LBB2_264
.LBB2_260:
	v_mov_b32_e32 v1, 0
	s_mov_b32 s19, -1
.LBB2_261:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s19
	s_cbranch_vccz .LBB2_264
	s_lshl2_add_u32 s18, s18, 0x2000
.LBB2_263:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v4, s18
	s_add_i32 s18, s18, 4
	s_add_u32 s16, s16, -1
	s_addc_u32 s17, s17, -1
	s_cmp_lg_u64 s[16:17], 0
	ds_load_b32 v4, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v4
	s_cbranch_scc1 .LBB2_263
.LBB2_264:
	s_cmp_ngt_f32 s46, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_nle_f32_e32 vcc_lo, s46, v1
	s_mov_b32 s57, 0
	s_cselect_b32 s16, -1, 0
	s_or_b32 s16, s16, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s16
	s_cbranch_vccnz .LBB2_275
	s_add_u32 s44, s48, -1
	s_addc_u32 s45, s49, -1
	s_and_b32 s58, s48, 7
	s_mov_b32 s59, s57
	v_cmp_gt_u64_e64 s49, s[44:45], 6
	s_and_b32 s56, s48, 0xff8
	v_mov_b32_e32 v1, 0
	v_cndmask_b32_e64 v4, 0, 1, s64
	s_cmp_lg_u64 s[58:59], 0
	s_mov_b64 s[60:61], 0
	s_cselect_b32 s65, -1, 0
	s_branch .LBB2_267
.LBB2_266:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_le_f32_e32 vcc_lo, s46, v13
	s_add_u32 s60, s60, 1
	s_addc_u32 s61, s61, 0
	s_cmp_eq_u64 s[60:61], 16
	v_dual_cndmask_b32 v1, v1, v5 :: v_dual_cndmask_b32 v6, v6, v7
	v_cndmask_b32_e32 v5, v9, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_le_f32_e32 vcc_lo, s46, v5
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_cbranch_scc1 .LBB2_276
.LBB2_267:
	s_lshl_b32 s16, s60, 1
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v8, 0
	s_lshr_b32 s17, 0x80000000, s16
	s_sub_i32 s16, 30, s16
	v_or_b32_e32 v5, s17, v1
	s_lshl_b32 s16, 1, s16
	v_mov_b32_e32 v9, 0
	v_or_b32_e32 v6, s16, v1
	s_and_not1_b32 vcc_lo, exec_lo, s64
	v_or_b32_e32 v7, s16, v5
	s_cbranch_vccnz .LBB2_266
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v8, 0
	v_mov_b32_e32 v13, 0
	s_and_not1_b32 vcc_lo, exec_lo, s49
	s_cbranch_vccnz .LBB2_272
	s_mov_b64 s[62:63], 0
	s_mov_b32 s68, 0
.LBB2_270:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v20, s68
	s_add_i32 s16, s68, 0x2000
	s_add_i32 s17, s68, 0x2008
	s_add_i32 s18, s68, 0x2010
	s_add_i32 s19, s68, 0x2018
	v_mov_b32_e32 v22, s16
	v_mov_b32_e32 v24, s17
	v_mov_b32_e32 v26, s18
	v_mov_b32_e32 v28, s19
	ds_load_2addr_b32 v[14:15], v20 offset1:1
	ds_load_2addr_b32 v[16:17], v20 offset0:2 offset1:3
	ds_load_2addr_b32 v[18:19], v20 offset0:4 offset1:5
	ds_load_2addr_b32 v[20:21], v20 offset0:6 offset1:7
	ds_load_2addr_b32 v[22:23], v22 offset1:1
	ds_load_2addr_b32 v[24:25], v24 offset1:1
	ds_load_2addr_b32 v[26:27], v26 offset1:1
	ds_load_2addr_b32 v[28:29], v28 offset1:1
	s_add_u32 s62, s62, 8
	s_addc_u32 s63, s63, 0
	s_add_i32 s68, s68, 32
	s_cmp_lg_u64 s[56:57], s[62:63]
	s_waitcnt lgkmcnt(7)
	v_cmp_ge_u32_e64 s39, v14, v5
	v_cmp_ge_u32_e32 vcc_lo, v14, v7
	v_cmp_ge_u32_e64 s16, v14, v6
	v_cmp_ge_u32_e64 s17, v15, v5
	v_cmp_ge_u32_e64 s18, v15, v7
	s_waitcnt lgkmcnt(3)
	v_cndmask_b32_e64 v14, 0, v22, s39
	v_cmp_ge_u32_e64 s19, v15, v6
	v_cmp_ge_u32_e64 s20, v16, v5
	v_cmp_ge_u32_e64 s23, v17, v5
	v_cmp_ge_u32_e64 s24, v17, v7
	v_cmp_ge_u32_e64 s25, v17, v6
	v_cndmask_b32_e32 v15, 0, v22, vcc_lo
	v_cndmask_b32_e64 v17, 0, v23, s17
	v_add_f32_e32 v13, v13, v14
	v_cmp_ge_u32_e64 s21, v16, v7
	v_cmp_ge_u32_e64 s22, v16, v6
	v_cmp_ge_u32_e64 s26, v18, v5
	v_cmp_ge_u32_e64 s27, v18, v7
	v_cmp_ge_u32_e64 s28, v18, v6
	v_cmp_ge_u32_e64 s33, v20, v5
	v_cmp_ge_u32_e64 s34, v20, v7
	v_cmp_ge_u32_e64 s35, v20, v6
	v_cndmask_b32_e64 v16, 0, v22, s16
	v_cndmask_b32_e64 v18, 0, v23, s18
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v20, 0, v24, s20
	v_dual_add_f32 v13, v13, v17 :: v_dual_add_f32 v8, v8, v15
	v_cmp_ge_u32_e64 s29, v19, v5
	v_cmp_ge_u32_e64 s30, v19, v7
	v_cmp_ge_u32_e64 s31, v19, v6
	v_cmp_ge_u32_e64 s36, v21, v5
	v_cmp_ge_u32_e64 s37, v21, v7
	v_cmp_ge_u32_e64 s38, v21, v6
	v_cndmask_b32_e64 v19, 0, v23, s19
	v_cndmask_b32_e64 v21, 0, v24, s21
	v_cndmask_b32_e64 v23, 0, v25, s23
	v_add_f32_e32 v9, v9, v16
	v_dual_add_f32 v13, v13, v20 :: v_dual_add_f32 v8, v8, v18
	v_cndmask_b32_e64 v22, 0, v24, s22
	v_cndmask_b32_e64 v24, 0, v25, s24
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_e32 v9, v9, v19
	v_dual_add_f32 v13, v13, v23 :: v_dual_add_f32 v8, v8, v21
	v_cndmask_b32_e64 v25, 0, v25, s25
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v14, 0, v26, s26
	v_cndmask_b32_e64 v15, 0, v26, s27
	v_dual_add_f32 v9, v9, v22 :: v_dual_add_f32 v8, v8, v24
	v_cndmask_b32_e64 v16, 0, v26, s28
	v_cndmask_b32_e64 v18, 0, v27, s30
	v_cndmask_b32_e64 v17, 0, v27, s29
	s_delay_alu instid0(VALU_DEP_4)
	v_add_f32_e32 v9, v9, v25
	v_dual_add_f32 v13, v13, v14 :: v_dual_add_f32 v8, v8, v15
	v_cndmask_b32_e64 v19, 0, v27, s31
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v21, 0, v28, s34
	v_add_f32_e32 v9, v9, v16
	v_cndmask_b32_e64 v20, 0, v28, s33
	v_add_f32_e32 v8, v8, v18
	v_cndmask_b32_e64 v14, 0, v28, s35
	v_cndmask_b32_e64 v16, 0, v29, s37
	v_add_f32_e32 v9, v9, v19
	v_cndmask_b32_e64 v15, 0, v29, s36
	v_add_f32_e32 v8, v8, v21
	v_add_f32_e32 v13, v13, v17
	v_cndmask_b32_e64 v17, 0, v29, s38
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_add_f32 v9, v9, v14 :: v_dual_add_f32 v8, v8, v16
	v_add_f32_e32 v13, v13, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v9, v9, v17
	v_add_f32_e32 v13, v13, v15
	s_cbranch_scc1 .LBB2_270
	s_mov_b64 s[16:17], s[56:57]
	s_mov_b32 s18, s65
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s18
	s_cbranch_vccz .LBB2_266
	s_branch .LBB2_273
.LBB2_272:
	s_mov_b64 s[16:17], 0
	s_cbranch_execz .LBB2_266
.LBB2_273:
	s_lshl_b32 s18, s16, 2
	s_mov_b64 s[16:17], s[58:59]
	.p2align	6
.LBB2_274:
	v_mov_b32_e32 v14, s18
	s_add_i32 s18, s18, 4
	s_add_u32 s16, s16, -1
	s_addc_u32 s17, s17, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[16:17], 0
	ds_load_2addr_stride64_b32 v[14:15], v14 offset1:32
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u32_e32 vcc_lo, v14, v5
	v_cndmask_b32_e32 v16, 0, v15, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v14, v7
	v_cndmask_b32_e32 v17, 0, v15, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v14, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, v8, v17
	v_cndmask_b32_e32 v14, 0, v15, vcc_lo
	v_add_f32_e32 v9, v9, v14
	v_add_f32_e32 v13, v13, v16
	s_cbranch_scc1 .LBB2_274
	s_branch .LBB2_266
.LBB2_275:
	v_mov_b32_e32 v1, 0x7f800000
	v_mov_b32_e32 v4, 0xff800000
	s_branch .LBB2_290
.LBB2_276:
	s_clz_i32_u64 s16, s[44:45]
	s_mov_b32 s29, 0
	s_min_u32 s16, s16, 64
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_sub_u32 s26, 64, s16
	s_subb_u32 s27, 0, 0
	s_sub_i32 s17, 0x41, s16
	s_lshl_b64 s[24:25], -1, s26
	s_lshr_b32 s28, s17, 1
	s_cmp_eq_u32 s28, 0
	s_cbranch_scc1 .LBB2_288
	s_and_b32 s34, s48, 3
	s_mov_b32 s35, s29
	s_sub_u32 s23, 63, s16
	s_and_b32 s36, s48, 0xffc
	v_cmp_gt_u64_e64 s68, s[44:45], 2
	s_cmp_lg_u64 s[34:35], 0
	s_mov_b32 s37, s29
	s_cselect_b32 s33, -1, 0
	s_sub_u32 s38, -4, s24
	s_mov_b64 s[30:31], 0
	s_subb_u32 s39, -1, s25
	s_not_b64 s[44:45], s[24:25]
	s_mov_b64 s[48:49], 0
	s_branch .LBB2_280
.LBB2_278:
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	s_mov_b32 s69, 0
.LBB2_279:
	s_set_inst_prefetch_distance 0x2
	s_cmp_ge_f32 s69, s46
	s_cselect_b32 vcc_lo, -1, 0
	v_cndmask_b32_e32 v5, v5, v6, vcc_lo
	s_and_b32 s16, vcc_lo, exec_lo
	s_cselect_b32 s17, s56, s30
	s_cselect_b32 s18, s57, s31
	s_cselect_b32 s19, s58, s60
	v_readfirstlane_b32 s16, v5
	s_cselect_b32 s20, s59, s61
	s_cmp_ge_f32 s16, s46
	s_cselect_b32 s31, s20, s18
	s_cselect_b32 s30, s19, s17
	s_add_u32 s48, s48, 1
	s_addc_u32 s49, s49, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u64 s[48:49], s[28:29]
	s_cbranch_scc1 .LBB2_289
.LBB2_280:
	s_lshl_b64 s[16:17], s[48:49], 1
	v_cmp_ne_u32_e32 vcc_lo, 1, v4
	s_or_b32 s18, s16, 1
	s_mov_b32 s19, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s17, s[18:19], s[26:27]
	s_and_b32 s19, s17, exec_lo
	s_cselect_b32 s18, s18, s16
	s_sub_i32 s18, s23, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[18:19], 1, s18
	s_and_b32 s17, s17, exec_lo
	s_cselect_b32 s19, s19, 0
	s_cselect_b32 s18, s18, 0
	s_sub_i32 s16, s23, s16
	s_and_b32 vcc_lo, exec_lo, vcc_lo
	s_lshl_b64 s[16:17], 1, s16
	s_or_b64 s[60:61], s[18:19], s[30:31]
	s_or_b64 s[56:57], s[16:17], s[30:31]
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b64 s[58:59], s[18:19], s[56:57]
	s_cbranch_vccnz .LBB2_278
	s_and_not1_b32 vcc_lo, exec_lo, s68
	s_cbranch_vccnz .LBB2_285
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	s_mov_b32 s69, 0
	s_mov_b64 s[62:63], 0
	s_mov_b32 s70, 0
	s_mov_b64 s[64:65], s[38:39]
.LBB2_283:
	v_mov_b32_e32 v9, s70
	s_add_i32 s18, s70, 0x2000
	s_add_u32 s16, s64, 3
	v_mov_b32_e32 v15, s18
	s_addc_u32 s17, s65, 0
	ds_load_2addr_b32 v[7:8], v9 offset1:1
	ds_load_2addr_b32 v[13:14], v9 offset0:2 offset1:3
	ds_load_2addr_b32 v[15:16], v15 offset1:1
	v_cmp_ge_u64_e64 s72, s[16:17], s[56:57]
	v_cmp_ge_u64_e64 s73, s[16:17], s[58:59]
	v_cmp_ge_u64_e64 s76, s[16:17], s[60:61]
	v_cmp_ge_u64_e64 s71, s[64:65], s[56:57]
	v_cmp_ge_u64_e64 s74, s[64:65], s[58:59]
	v_cmp_ge_u64_e64 s75, s[64:65], s[60:61]
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_u32_e64 s16, v7, v1
	v_cmp_gt_u32_e32 vcc_lo, v7, v1
	v_cmp_gt_u32_e64 s17, v8, v1
	v_cmp_eq_u32_e64 s18, v8, v1
	s_waitcnt lgkmcnt(1)
	v_cmp_gt_u32_e64 s19, v13, v1
	s_and_b32 s72, s72, s16
	s_and_b32 s73, s73, s16
	s_and_b32 s76, s76, s16
	s_or_b32 s16, vcc_lo, s72
	v_cmp_eq_u32_e64 s20, v13, v1
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v7, 0, v15, s16
	s_or_b32 s16, vcc_lo, s73
	s_or_b32 vcc_lo, vcc_lo, s76
	s_add_u32 s72, s64, 2
	s_addc_u32 s73, s65, 0
	v_cndmask_b32_e64 v8, 0, v15, s16
	s_add_i32 s16, s70, 0x2008
	v_cmp_ge_u64_e64 s76, s[72:73], s[56:57]
	v_cndmask_b32_e32 v9, 0, v15, vcc_lo
	v_mov_b32_e32 v13, s16
	v_readfirstlane_b32 s16, v7
	v_cmp_ge_u64_e64 s77, s[72:73], s[58:59]
	v_cmp_ge_u64_e64 s72, s[72:73], s[60:61]
	v_dual_add_f32 v7, v6, v8 :: v_dual_add_f32 v8, v5, v9
	ds_load_2addr_b32 v[5:6], v13 offset1:1
	s_add_f32 s69, s69, s16
	s_and_b32 s16, s76, s18
	s_and_b32 s73, s77, s18
	s_or_b32 vcc_lo, s17, s16
	v_cmp_eq_u32_e64 s22, v14, v1
	s_and_b32 s18, s72, s18
	v_cndmask_b32_e32 v9, 0, v16, vcc_lo
	s_or_b32 vcc_lo, s17, s73
	v_cmp_gt_u32_e64 s21, v14, v1
	v_cndmask_b32_e32 v13, 0, v16, vcc_lo
	s_or_b32 vcc_lo, s17, s18
	s_add_u32 s16, s64, 1
	s_addc_u32 s17, s65, 0
	s_and_b32 s18, s71, s22
	v_cmp_ge_u64_e64 s72, s[16:17], s[56:57]
	v_cndmask_b32_e32 v14, 0, v16, vcc_lo
	s_or_b32 vcc_lo, s21, s18
	v_readfirstlane_b32 s18, v9
	s_and_b32 s71, s74, s22
	v_cmp_ge_u64_e64 s73, s[16:17], s[58:59]
	v_cmp_ge_u64_e64 s74, s[16:17], s[60:61]
	s_and_b32 s22, s75, s22
	s_or_b32 s16, s21, s71
	s_or_b32 s17, s21, s22
	s_add_f32 s21, s69, s18
	s_and_b32 s18, s72, s20
	s_and_b32 s22, s73, s20
	s_or_b32 s18, s19, s18
	s_and_b32 s69, s74, s20
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v9, 0, v5, s18
	s_or_b32 s20, s19, s22
	s_or_b32 s19, s19, s69
	v_dual_add_f32 v7, v7, v13 :: v_dual_add_f32 v8, v8, v14
	v_cndmask_b32_e64 v13, 0, v5, s20
	v_cndmask_b32_e64 v5, 0, v5, s19
	v_cndmask_b32_e32 v14, 0, v6, vcc_lo
	v_cndmask_b32_e64 v15, 0, v6, s16
	v_readfirstlane_b32 s16, v9
	v_cndmask_b32_e64 v9, 0, v6, s17
	v_add_f32_e32 v6, v7, v13
	v_add_f32_e32 v5, v8, v5
	v_readfirstlane_b32 s17, v14
	s_add_f32 s16, s21, s16
	s_add_u32 s62, s62, 4
	s_addc_u32 s63, s63, 0
	v_dual_add_f32 v6, v6, v15 :: v_dual_add_f32 v5, v5, v9
	s_add_u32 s64, s64, -4
	s_add_f32 s69, s16, s17
	s_addc_u32 s65, s65, -1
	s_add_i32 s70, s70, 16
	s_cmp_lg_u64 s[36:37], s[62:63]
	s_cbranch_scc1 .LBB2_283
	s_mov_b64 s[16:17], s[36:37]
	s_mov_b32 s18, s33
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s18
	s_cbranch_vccz .LBB2_279
	s_branch .LBB2_286
.LBB2_285:
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	s_mov_b64 s[16:17], 0
	s_mov_b32 s69, 0
	s_cbranch_execz .LBB2_279
.LBB2_286:
	s_sub_u32 s18, s44, s16
	s_subb_u32 s19, s45, s17
	s_lshl_b32 s17, s16, 2
	s_mov_b64 s[20:21], s[34:35]
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB2_287:
	v_mov_b32_e32 v7, s17
	v_cmp_ge_u64_e64 s22, s[18:19], s[56:57]
	v_cmp_ge_u64_e64 s62, s[18:19], s[58:59]
	v_cmp_ge_u64_e64 s63, s[18:19], s[60:61]
	ds_load_2addr_stride64_b32 v[7:8], v7 offset1:32
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v7, v1
	v_cmp_gt_u32_e64 s16, v7, v1
	s_and_b32 s22, s22, vcc_lo
	s_and_b32 s62, s62, vcc_lo
	s_and_b32 s63, s63, vcc_lo
	s_or_b32 vcc_lo, s16, s22
	v_cndmask_b32_e32 v7, 0, v8, vcc_lo
	s_or_b32 vcc_lo, s16, s62
	v_cndmask_b32_e32 v9, 0, v8, vcc_lo
	s_or_b32 vcc_lo, s16, s63
	s_add_u32 s18, s18, -1
	v_cndmask_b32_e32 v8, 0, v8, vcc_lo
	s_addc_u32 s19, s19, -1
	v_add_f32_e32 v6, v6, v9
	v_readfirstlane_b32 s16, v7
	s_add_i32 s17, s17, 4
	s_add_u32 s20, s20, -1
	v_add_f32_e32 v5, v5, v8
	s_addc_u32 s21, s21, -1
	s_add_f32 s69, s69, s16
	s_cmp_lg_u64 s[20:21], 0
	s_cbranch_scc1 .LBB2_287
	s_branch .LBB2_279
.LBB2_288:
	s_mov_b64 s[30:31], 0
.LBB2_289:
	s_not_b64 s[16:17], s[24:25]
	v_and_b32_e32 v4, 0x7fffffff, v1
	s_sub_u32 s16, s16, s30
	s_subb_u32 s17, s17, s31
	v_not_b32_e32 v5, v1
	s_clz_i32_u32 s18, s17
	v_cmp_gt_i32_e32 vcc_lo, 0, v1
	s_min_u32 s18, s18, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[16:17], s[16:17], s18
	v_cndmask_b32_e32 v4, v5, v4, vcc_lo
	s_min_u32 s16, s16, 1
	s_or_b32 s16, s17, s16
	s_sub_i32 s17, 32, s18
	s_cvt_f32_u32 s16, s16
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v1, s16, s17
.LBB2_290:
	v_add_nc_u32_e64 v5, 0x6000, 0
	ds_store_2addr_b32 v5, v1, v4 offset0:3 offset1:13
.LBB2_291:
	s_or_b32 exec_lo, exec_lo, s67
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s47
	s_mov_b32 s16, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB2_195
.LBB2_293:
	s_and_saveexec_b32 s16, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:24592
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB2_323
.LBB2_296:
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v1, 0xff800000
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b32 s20, s15
	s_cbranch_execz .LBB2_298
	global_load_b32 v25, v12, s[54:55]
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v0, 0
	s_xor_b64 s[16:17], s[52:53], s[50:51]
	s_mul_i32 s16, s52, 0xcd9e8d57
	s_add_i32 s18, s51, 0x76cf5d0a
	v_mov_b32_e32 v15, 0x602c
	s_mov_b32 s22, 0xd078c69f
	s_mov_b32 s23, 0x3fc39a09
	v_xor_b32_e32 v1, s17, v5
	s_add_i32 s17, s50, 0x9e3779b9
	s_mov_b32 s24, 0x1d8e78af
	s_mov_b32 s26, 0x94229359
	s_mov_b32 s25, 0x3fcc71c5
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v1, 0
	s_mov_b32 s27, 0x3fd24924
	s_mov_b32 s28, 0x9997fa04
	s_mov_b32 s30, 0x55555593
	s_mov_b32 s29, 0x3fd99999
	s_mov_b32 s31, 0x3fe55555
	s_mov_b32 s34, 0x35793c76
	v_xor3_b32 v1, s16, s17, v6
	s_mul_hi_u32 s16, s52, 0xcd9e8d57
	s_add_i32 s17, s51, 0xbb67ae85
	s_xor_b32 s16, s50, s16
	s_mov_b32 s35, 0x3dea39ef
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v1, 0
	s_xor_b32 s16, s2, s16
	s_mov_b32 s36, 0xfee00000
	s_mul_hi_u32 s19, s16, 0xd2511f53
	s_mul_i32 s16, s16, 0xd2511f53
	v_xor3_b32 v1, s17, s19, v4
	s_add_i32 s17, s50, 0xdaa66d2b
	v_xor3_b32 v4, s16, s18, v7
	s_add_i32 s16, s50, 0x3c6ef372
	s_mov_b32 s18, 0x96cb03de
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v4, 0
	s_mov_b32 s19, 0x3fc74664
	s_mov_b32 s37, 0x3fe62e42
	v_xor3_b32 v1, s16, v8, v5
	s_add_i32 s16, s51, 0x32370b8f
	v_xor3_b32 v7, s17, v14, v7
	s_add_i32 s17, s51, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s16, v5, v6
	s_add_i32 s16, s50, 0x78dde6e4
	v_xor3_b32 v6, s17, v8, v4
	s_add_i32 s17, s50, 0x1715609d
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v1, 0
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s16, v5, v13
	s_add_i32 s16, s51, 0xa9066899
	v_xor3_b32 v6, s17, v9, v4
	s_add_i32 s17, s51, 0x646e171e
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s16, v5, v7
	s_add_i32 s16, s50, 0xb54cda56
	v_xor3_b32 v6, s17, v14, v4
	s_add_i32 s17, s50, 0x5384540f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v1, 0
	v_mul_hi_u32 v1, 0xcd9e8d57, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, s16, v5, v8
	s_add_i32 s16, s51, 0x1fd5c5a3
	v_xor3_b32 v1, s17, v1, v4
	s_add_i32 s17, s51, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v5, 0
	v_mul_hi_u32 v1, 0xd2511f53, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, s16, v5, v13
	s_add_i32 s16, s50, 0x8ff34781
	v_xor3_b32 v1, s17, v1, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v4, 0xcd9e8d57, v5
	v_mul_hi_u32 v1, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, v4, s16, v1
	v_cvt_f64_u32_e32 v[4:5], v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[4:5], v[4:5], 0.5
	v_ldexp_f64 v[4:5], v[4:5], 0xffffffe0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v26, s66, v25
	ds_load_2addr_b32 v[15:16], v15 offset1:1
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v15, v26, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v15
	v_cndmask_b32_e32 v17, 0xc2d00000, v15, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v17
	v_cndmask_b32_e32 v19, 0x42b20000, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, 0x3fb8aa3b, v19
	v_add_f32_e32 v21, 0x4b400000, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0xcb400000, v21
	v_mul_f32_e32 v22, 0xbf317200, v20
	v_add_nc_u32_e32 v1, 0x95f62, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v23, 0x35bfbe8e, v20 :: v_dual_add_f32 v22, v19, v22
	v_sub_f32_e32 v19, v22, v23
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v5, 0xfffff, v1
	v_lshrrev_b32_e32 v1, 20, v1
	v_dual_mul_f32 v20, v19, v19 :: v_dual_add_nc_u32 v5, 0x3fe6a09e, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v1, s21, 0xfffffc01, v1
	v_mul_f32_e32 v24, 0x3331bb4c, v20
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[4:5], v[4:5], -1.0
	v_add_f64 v[6:7], v[4:5], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[8:9], null, v[6:7], v[6:7], v[4:5]
	v_rcp_f64_e32 v[13:14], v[8:9]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[17:18], -v[8:9], v[13:14], 1.0
	v_fma_f64 v[13:14], v[13:14], v[17:18], v[13:14]
	v_add_f32_e32 v17, 0xb5ddea0e, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, v20, v17
	v_add_f32_e32 v17, 0x388ab355, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, v20, v17
	v_add_f32_e32 v17, 0xbb360b61, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, v20, v17
	v_add_f32_e32 v24, 0x3e2aaaab, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v20, v20, v24
	v_fma_f64 v[17:18], -v[8:9], v[13:14], 1.0
	v_sub_f32_e32 v20, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v24, v19, v20
	v_sub_f32_e32 v27, 2.0, v20
	v_div_scale_f64 v[19:20], s16, v[4:5], v[6:7], v[4:5]
	v_div_scale_f32 v28, null, v27, v27, v24
	v_div_scale_f32 v31, vcc_lo, v24, v27, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v29, v28
	v_fma_f32 v30, -v28, v29, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v29, v30, v29
	v_fma_f64 v[13:14], v[13:14], v[17:18], v[13:14]
	v_mul_f32_e32 v17, v31, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, -v28, v17, v31
	v_fmac_f32_e32 v17, v18, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, -v28, v17, v31
	v_div_fmas_f32 v17, v18, v29, v17
	v_cmp_o_f32_e32 vcc_lo, v15, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v17, v17, v27, v24
	v_sub_f32_e32 v23, v23, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v22, v22, v23
	v_mul_f64 v[17:18], v[19:20], v[13:14]
	v_add_f32_e32 v22, 1.0, v22
	v_add_nc_u32_e32 v24, 0xb4c00100, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v24, 1, v24
	v_sub_nc_u32_e32 v21, v21, v24
	v_lshl_add_u32 v23, v24, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v21, v21, 23, 0x7f800000
	v_mul_f32_e32 v22, v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v22, v21
	v_cndmask_b32_e32 v15, 0x7fc00000, v21, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_div_scale_f32 v21, null, v16, v16, v15
	v_fma_f64 v[8:9], -v[8:9], v[17:18], v[19:20]
	v_div_scale_f32 v20, vcc_lo, v15, v16, v15
	v_rcp_f32_e32 v22, v21
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v19, -v21, v22, 1.0
	v_fmac_f32_e32 v22, v19, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, v20, v22
	v_fma_f32 v23, -v21, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v19, v23, v22
	v_mul_f64 v[23:24], v[4:5], 0.5
	v_fma_f32 v20, -v21, v19, v20
	v_add_co_ci_u32_e64 v21, null, 0, -1, s21
	s_delay_alu instid0(VALU_DEP_2)
	v_div_fmas_f32 v27, v20, v22, v19
	s_mov_b32 vcc_lo, s16
	s_mov_b32 s16, 0xdf3e5244
	v_div_fmas_f64 v[8:9], v[8:9], v[13:14], v[17:18]
	s_mov_b32 s17, 0x3fc2f112
	v_cvt_f64_i32_e32 v[21:22], v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[6:7], v[8:9], v[6:7], v[4:5]
	v_mul_f64 v[8:9], v[6:7], v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[8:9], v[8:9]
	v_mul_f64 v[17:18], v[13:14], s[16:17]
	v_mul_f64 v[19:20], v[13:14], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[17:18], s[18:19]
	v_add_f64 v[19:20], v[19:20], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[17:18], v[13:14], v[17:18]
	v_mul_f64 v[19:20], v[13:14], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[17:18], s[26:27]
	v_add_f64 v[19:20], v[19:20], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[17:18], v[13:14], v[17:18]
	v_mul_f64 v[13:14], v[13:14], v[19:20]
	v_ldexp_f64 v[19:20], v[21:22], 32
	v_mul_f64 v[21:22], v[4:5], v[23:24]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], v[17:18], s[30:31]
	v_mul_f64 v[8:9], v[8:9], v[17:18]
	v_cvt_f64_u32_e32 v[17:18], v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[8:9], v[13:14], v[8:9]
	v_add_f64 v[13:14], v[19:20], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[8:9], v[21:22], v[8:9]
	v_mul_f64 v[17:18], v[13:14], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[6:7], v[6:7], v[8:9]
	v_mul_f64 v[8:9], v[13:14], s[36:37]
	v_add_f64 v[6:7], v[17:18], v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[6:7], v[6:7], -v[21:22]
	v_add_f64 v[4:5], v[4:5], v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[4:5], v[8:9], v[4:5]
	v_xor_b32_e32 v1, 0x80000000, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s21, 0x95f62, v1
	v_add_co_ci_u32_e64 v7, null, 0, 0, s21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v1, 0xfffff, v6
	v_lshrrev_b64 v[6:7], 20, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v5, 0x3fe6a09e, v1
	v_add_f64 v[4:5], v[4:5], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[8:9], v[4:5], 2.0
	v_mul_f64 v[23:24], v[4:5], 0.5
	v_div_scale_f64 v[13:14], null, v[8:9], v[8:9], v[4:5]
	v_div_scale_f64 v[21:22], vcc_lo, v[4:5], v[8:9], v[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[17:18], v[13:14]
	v_fma_f64 v[19:20], -v[13:14], v[17:18], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	v_fma_f64 v[19:20], -v[13:14], v[17:18], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	v_mul_f64 v[19:20], v[21:22], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[13:14], -v[13:14], v[19:20], v[21:22]
	v_div_fmas_f64 v[13:14], v[13:14], v[17:18], v[19:20]
	v_add_co_u32 v1, vcc_lo, 0xfffffc01, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, -1, v7, vcc_lo
	v_cvt_f64_i32_e32 v[6:7], v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[8:9], v[13:14], v[8:9], v[4:5]
	v_ldexp_f64 v[6:7], v[6:7], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[8:9], v[8:9]
	v_mul_f64 v[17:18], v[13:14], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[17:18], s[16:17]
	v_mul_f64 v[21:22], v[17:18], s[22:23]
	v_add_f64 v[19:20], v[19:20], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[24:25]
	v_mul_f64 v[19:20], v[17:18], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[17:18], v[21:22]
	v_add_f64 v[19:20], v[19:20], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[28:29]
	v_mul_f64 v[19:20], v[17:18], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[17:18], v[21:22]
	v_mul_f64 v[21:22], v[4:5], v[23:24]
	v_add_f64 v[19:20], v[19:20], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[13:14], v[13:14], v[19:20]
	v_cvt_f64_u32_e32 v[19:20], v1
	v_mov_b32_e32 v1, 0x6024
	v_add_f64 v[13:14], v[17:18], v[13:14]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[6:7], v[6:7], v[19:20]
	v_add_f64 v[13:14], v[21:22], v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[6:7], s[34:35]
	v_mul_f64 v[6:7], v[6:7], s[36:37]
	v_mul_f64 v[8:9], v[8:9], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[17:18], v[8:9]
	v_add_f64 v[8:9], v[8:9], -v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f64 v[4:5], v[4:5], v[8:9]
	v_add_nc_u32_e64 v8, 0x6000, 0
	v_div_fixup_f32 v9, v27, v16, v15
	v_add_f64 v[4:5], v[6:7], v[4:5]
	ds_load_2addr_b32 v[6:7], v1 offset1:1
	v_cvt_f32_u32_e32 v1, v0
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	v_cmp_ge_f32_e32 vcc_lo, v7, v1
	v_cmp_eq_f32_e64 s16, v25, v6
	v_cmp_gt_f32_e64 s17, v25, v6
	ds_load_2addr_b32 v[7:8], v8 offset0:3 offset1:13
	s_and_b32 s16, s16, vcc_lo
	v_cndmask_b32_e64 v6, 0, 1.0, s16
	v_cvt_f32_f64_e32 v4, v[4:5]
	v_cndmask_b32_e64 v5, 0, 1.0, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v6, v5
	v_dual_cndmask_b32 v5, v5, v6 :: v_dual_add_f32 v6, 0, v9
	v_cmp_neq_f32_e32 vcc_lo, 0, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v6, -1.0, v6, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v7, v1
	v_cmp_eq_f32_e64 s16, v6, v8
	v_cmp_gt_f32_e64 s17, v6, v8
	s_and_b32 s16, s16, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1.0, s17
	v_cndmask_b32_e64 v6, 0, 1.0, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v6, v1
	v_dual_sub_f32 v4, v26, v4 :: v_dual_cndmask_b32 v1, v1, v6
	v_mul_f32_e32 v1, v5, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	v_dual_cndmask_b32 v1, 0xff800000, v4 :: v_dual_mov_b32 v4, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v1
	v_cndmask_b32_e32 v4, 0, v0, vcc_lo
.LBB2_298:
	s_or_b32 exec_lo, exec_lo, s20
	s_and_saveexec_b32 s20, s14
	s_cbranch_execz .LBB2_300
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v2, 0
	s_xor_b64 s[16:17], s[52:53], s[50:51]
	s_mul_i32 s16, s52, 0xcd9e8d57
	s_add_i32 s18, s51, 0x76cf5d0a
	v_mov_b32_e32 v17, 0x602c
	s_mov_b32 s22, 0xd078c69f
	s_mov_b32 s23, 0x3fc39a09
	v_xor_b32_e32 v6, s17, v6
	s_add_i32 s17, s50, 0x9e3779b9
	ds_load_2addr_b32 v[17:18], v17 offset1:1
	s_mov_b32 s24, 0x1d8e78af
	s_mov_b32 s26, 0x94229359
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v6, 0
	s_mov_b32 s25, 0x3fcc71c5
	s_mov_b32 s27, 0x3fd24924
	s_mov_b32 s28, 0x9997fa04
	s_mov_b32 s30, 0x55555593
	s_mov_b32 s29, 0x3fd99999
	s_mov_b32 s31, 0x3fe55555
	v_xor3_b32 v7, s16, s17, v7
	s_mul_hi_u32 s16, s52, 0xcd9e8d57
	s_add_i32 s17, s51, 0xbb67ae85
	s_xor_b32 s16, s50, s16
	s_mov_b32 s34, 0x35793c76
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v7, 0
	s_xor_b32 s16, s2, s16
	s_mov_b32 s35, 0x3dea39ef
	s_mul_hi_u32 s19, s16, 0xd2511f53
	s_mul_i32 s16, s16, 0xd2511f53
	v_xor3_b32 v5, s17, s19, v5
	s_add_i32 s17, s50, 0xdaa66d2b
	v_xor3_b32 v13, s16, s18, v8
	s_add_i32 s16, s50, 0x3c6ef372
	s_mov_b32 s18, 0x96cb03de
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v5, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v13, 0
	s_mov_b32 s19, 0x3fc74664
	s_mov_b32 s36, 0xfee00000
	s_mov_b32 s37, 0x3fe62e42
	v_xor3_b32 v5, s16, v9, v6
	s_add_i32 s16, s51, 0x32370b8f
	v_xor3_b32 v8, s17, v14, v8
	s_add_i32 s17, s51, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v5, 0
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, s16, v6, v7
	s_add_i32 s16, s50, 0x78dde6e4
	v_xor3_b32 v7, s17, v9, v5
	s_add_i32 s17, s50, 0x1715609d
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v6, 0
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v7, 0
	v_lshlrev_b32_e32 v7, 2, v2
	s_delay_alu instid0(VALU_DEP_3)
	v_xor3_b32 v6, s16, v6, v13
	global_load_b32 v27, v7, s[54:55]
	v_xor3_b32 v9, s17, v15, v5
	s_add_i32 s16, s51, 0xa9066899
	s_add_i32 s17, s51, 0x646e171e
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v9, 0
	v_xor3_b32 v6, s16, v6, v8
	s_add_i32 s16, s50, 0xb54cda56
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v7, s17, v16, v5
	s_add_i32 s17, s50, 0x5384540f
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v7, 0xcd9e8d57, v7
	v_xor3_b32 v6, s16, v6, v14
	s_add_i32 s16, s51, 0x1fd5c5a3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v7, s17, v7, v5
	s_add_i32 s17, s51, 0xdb3d7428
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v7, 0xd2511f53, v7
	v_xor3_b32 v6, s16, v6, v15
	s_add_i32 s16, s50, 0x8ff34781
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, s17, v7, v5
	v_mul_lo_u32 v6, 0xcd9e8d57, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v5, 0xcd9e8d57, v5
	v_xor3_b32 v5, v6, s16, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[5:6], v5
	v_add_f64 v[5:6], v[5:6], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[5:6], v[5:6], 0xffffffe0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v28, s66, v27
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v17, v28, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v17
	v_cndmask_b32_e32 v19, 0xc2d00000, v17, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v19
	v_cndmask_b32_e32 v21, 0x42b20000, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, 0x3fb8aa3b, v21
	v_add_f32_e32 v23, 0x4b400000, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, 0xcb400000, v23
	v_mul_f32_e32 v24, 0xbf317200, v22
	v_add_nc_u32_e32 v9, 0x95f62, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v25, 0x35bfbe8e, v22 :: v_dual_add_f32 v24, v21, v24
	v_sub_f32_e32 v21, v24, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v22, v21, v21
	v_and_b32_e32 v6, 0xfffff, v9
	v_lshrrev_b32_e32 v9, 20, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v26, 0x3331bb4c, v22
	v_add_nc_u32_e32 v6, 0x3fe6a09e, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v9, s21, 0xfffffc01, v9
	v_add_f64 v[5:6], v[5:6], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[7:8], v[5:6], 2.0
	v_div_scale_f64 v[13:14], null, v[7:8], v[7:8], v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[15:16], v[13:14]
	v_fma_f64 v[19:20], -v[13:14], v[15:16], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[15:16], v[15:16], v[19:20], v[15:16]
	v_add_f32_e32 v19, 0xb5ddea0e, v26
	v_mul_f32_e32 v19, v22, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, 0x388ab355, v19
	v_mul_f32_e32 v19, v22, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, 0xbb360b61, v19
	v_mul_f32_e32 v19, v22, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, 0x3e2aaaab, v19
	v_mul_f32_e32 v22, v22, v26
	v_fma_f64 v[19:20], -v[13:14], v[15:16], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v22, v21, v22
	v_mul_f32_e32 v26, v21, v22
	v_sub_f32_e32 v29, 2.0, v22
	v_div_scale_f64 v[21:22], s16, v[5:6], v[7:8], v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v30, null, v29, v29, v26
	v_div_scale_f32 v33, vcc_lo, v26, v29, v26
	v_rcp_f32_e32 v31, v30
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v32, -v30, v31, 1.0
	v_fmac_f32_e32 v31, v32, v31
	v_fma_f64 v[15:16], v[15:16], v[19:20], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, v33, v31
	v_fma_f32 v20, -v30, v19, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v19, v20, v31
	v_fma_f32 v20, -v30, v19, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v19, v20, v31, v19
	v_cmp_o_f32_e32 vcc_lo, v17, v17
	v_div_fixup_f32 v19, v19, v29, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v25, v25, v19
	v_sub_f32_e32 v24, v24, v25
	v_mul_f64 v[19:20], v[21:22], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, 1.0, v24
	v_add_nc_u32_e32 v26, 0xb4c00100, v23
	v_lshrrev_b32_e32 v26, 1, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v23, v23, v26
	v_lshl_add_u32 v25, v26, 23, 0xff800000
	v_lshl_add_u32 v23, v23, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v24, v24, v25
	v_mul_f32_e32 v23, v24, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v17, 0x7fc00000, v23, vcc_lo
	v_div_scale_f32 v23, null, v18, v18, v17
	v_fma_f64 v[13:14], -v[13:14], v[19:20], v[21:22]
	v_div_scale_f32 v22, vcc_lo, v17, v18, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v24, v23
	v_fma_f32 v21, -v23, v24, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v24, v21, v24
	v_mul_f32_e32 v21, v22, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v25, -v23, v21, v22
	v_fmac_f32_e32 v21, v25, v24
	v_mul_f64 v[25:26], v[5:6], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v22, -v23, v21, v22
	v_add_co_ci_u32_e64 v23, null, 0, -1, s21
	v_div_fmas_f32 v29, v22, v24, v21
	s_mov_b32 vcc_lo, s16
	s_mov_b32 s16, 0xdf3e5244
	v_div_fmas_f64 v[13:14], v[13:14], v[15:16], v[19:20]
	s_mov_b32 s17, 0x3fc2f112
	v_cvt_f64_i32_e32 v[23:24], v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[7:8], v[13:14], v[7:8], v[5:6]
	v_mul_f64 v[13:14], v[7:8], v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[13:14], v[13:14]
	v_mul_f64 v[19:20], v[15:16], s[16:17]
	v_mul_f64 v[21:22], v[15:16], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[19:20], s[18:19]
	v_add_f64 v[21:22], v[21:22], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[15:16], v[19:20]
	v_mul_f64 v[21:22], v[15:16], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[19:20], s[26:27]
	v_add_f64 v[21:22], v[21:22], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[15:16], v[19:20]
	v_mul_f64 v[15:16], v[15:16], v[21:22]
	v_ldexp_f64 v[21:22], v[23:24], 32
	v_mul_f64 v[23:24], v[5:6], v[25:26]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[19:20], s[30:31]
	v_mul_f64 v[13:14], v[13:14], v[19:20]
	v_cvt_f64_u32_e32 v[19:20], v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], v[15:16], v[13:14]
	v_add_f64 v[15:16], v[21:22], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], v[23:24], v[13:14]
	v_mul_f64 v[19:20], v[15:16], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[7:8], v[7:8], v[13:14]
	v_mul_f64 v[13:14], v[15:16], s[36:37]
	v_add_f64 v[7:8], v[19:20], v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[7:8], v[7:8], -v[23:24]
	v_add_f64 v[5:6], v[5:6], v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[13:14], v[5:6]
	v_xor_b32_e32 v6, 0x80000000, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v7, s21, 0x95f62, v6
	v_add_co_ci_u32_e64 v8, null, 0, 0, s21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v6, 0xfffff, v7
	v_lshrrev_b64 v[7:8], 20, v[7:8]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v6, 0x3fe6a09e, v6
	v_add_f64 v[5:6], v[5:6], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], v[5:6], 2.0
	v_mul_f64 v[25:26], v[5:6], 0.5
	v_div_scale_f64 v[15:16], null, v[13:14], v[13:14], v[5:6]
	v_div_scale_f64 v[23:24], vcc_lo, v[5:6], v[13:14], v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[19:20], v[15:16]
	v_fma_f64 v[21:22], -v[15:16], v[19:20], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[19:20], v[19:20], v[21:22], v[19:20]
	v_fma_f64 v[21:22], -v[15:16], v[19:20], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[19:20], v[19:20], v[21:22], v[19:20]
	v_mul_f64 v[21:22], v[23:24], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[15:16], -v[15:16], v[21:22], v[23:24]
	v_div_fmas_f64 v[15:16], v[15:16], v[19:20], v[21:22]
	v_add_co_u32 v9, vcc_lo, 0xfffffc01, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, -1, v8, vcc_lo
	v_cvt_f64_i32_e32 v[7:8], v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[13:14], v[15:16], v[13:14], v[5:6]
	v_ldexp_f64 v[7:8], v[7:8], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[13:14], v[13:14]
	v_mul_f64 v[19:20], v[15:16], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[19:20], s[16:17]
	v_mul_f64 v[23:24], v[19:20], s[22:23]
	v_add_f64 v[21:22], v[21:22], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[23:24], s[24:25]
	v_mul_f64 v[21:22], v[19:20], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	v_add_f64 v[21:22], v[21:22], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[23:24], s[28:29]
	v_mul_f64 v[21:22], v[19:20], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[19:20], v[19:20], v[23:24]
	v_mul_f64 v[23:24], v[5:6], v[25:26]
	v_add_f64 v[21:22], v[21:22], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[15:16], v[21:22]
	v_cvt_f64_u32_e32 v[21:22], v9
	v_clz_i32_u32_e32 v9, 0
	v_min_u32_e32 v9, 32, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[15:16], v[19:20], v[15:16]
	v_add_f64 v[7:8], v[7:8], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], v[23:24], v[15:16]
	v_mul_f64 v[19:20], v[7:8], s[34:35]
	v_mul_f64 v[7:8], v[7:8], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[13:14], v[15:16]
	v_add_f64 v[13:14], v[19:20], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[13:14], v[13:14], -v[23:24]
	v_add_f64 v[5:6], v[5:6], v[13:14]
	v_mov_b32_e32 v13, 0x6024
	ds_load_2addr_b32 v[13:14], v13 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v27, v13
	v_cmp_gt_f32_e64 s17, v27, v13
	v_add_f64 v[5:6], v[7:8], v[5:6]
	v_lshlrev_b64 v[7:8], v9, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v7, 1, v7
	v_or_b32_e32 v7, v8, v7
	v_sub_nc_u32_e32 v8, 32, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v7, v7
	v_ldexp_f32 v9, v7, v8
	v_add_nc_u32_e64 v7, 0x6000, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_cmp_ge_f32_e32 vcc_lo, v14, v9
	ds_load_2addr_b32 v[7:8], v7 offset0:3 offset1:13
	v_div_fixup_f32 v14, v29, v18, v17
	s_and_b32 s16, s16, vcc_lo
	v_cndmask_b32_e64 v13, 0, 1.0, s16
	v_cvt_f32_f64_e32 v5, v[5:6]
	v_cndmask_b32_e64 v6, 0, 1.0, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v13, v6
	v_dual_cndmask_b32 v6, v6, v13 :: v_dual_add_f32 v13, 0, v14
	v_cmp_neq_f32_e32 vcc_lo, 0, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v13, -1.0, v13, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v7, v9
	v_cmp_eq_f32_e64 s16, v13, v8
	v_cmp_gt_f32_e64 s17, v13, v8
	s_and_b32 s16, s16, vcc_lo
	v_cndmask_b32_e64 v7, 0, 1.0, s17
	v_cndmask_b32_e64 v8, 0, 1.0, s16
	v_cmp_o_f32_e64 s16, v1, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v8, v7
	v_sub_f32_e32 v5, v28, v5
	v_cndmask_b32_e32 v7, v7, v8, vcc_lo
	v_mul_f32_e32 v6, v6, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_neq_f32_e32 vcc_lo, 0, v6
	v_cndmask_b32_e32 v5, 0xff800000, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	v_cmp_gt_f32_e64 s17, v5, v1
	s_and_b32 s16, s16, vcc_lo
	s_or_b32 vcc_lo, s17, s16
	v_dual_cndmask_b32 v1, v1, v5 :: v_dual_cndmask_b32 v4, v4, v2
.LBB2_300:
	s_or_b32 exec_lo, exec_lo, s20
	ds_store_b32 v10, v1
	ds_store_b32 v11, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s5
	s_cbranch_execz .LBB2_302
	ds_load_2addr_stride64_b32 v[5:6], v11 offset1:8
	ds_load_2addr_stride64_b32 v[7:8], v10 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v8, v7
	v_cmp_gt_f32_e64 s17, v8, v7
	v_cmp_o_f32_e64 s18, v7, v7
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v1, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v4.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v10, v1
	ds_store_b32 v11, v4
.LBB2_302:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s6
	s_cbranch_execz .LBB2_304
	ds_load_2addr_stride64_b32 v[5:6], v11 offset1:4
	ds_load_2addr_stride64_b32 v[7:8], v10 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v8, v7
	v_cmp_gt_f32_e64 s17, v8, v7
	v_cmp_o_f32_e64 s18, v7, v7
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v1, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v4.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v10, v1
	ds_store_b32 v11, v4
.LBB2_304:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s7
	s_cbranch_execz .LBB2_306
	ds_load_2addr_stride64_b32 v[5:6], v11 offset1:2
	ds_load_2addr_stride64_b32 v[7:8], v10 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v8, v7
	v_cmp_gt_f32_e64 s17, v8, v7
	v_cmp_o_f32_e64 s18, v7, v7
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v1, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v4.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v10, v1
	ds_store_b32 v11, v4
.LBB2_306:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s8
	s_cbranch_execz .LBB2_308
	ds_load_2addr_stride64_b32 v[5:6], v11 offset1:1
	ds_load_2addr_stride64_b32 v[7:8], v10 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v8, v7
	v_cmp_gt_f32_e64 s17, v8, v7
	v_cmp_o_f32_e64 s18, v7, v7
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v1, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v4.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v10, v1
	ds_store_b32 v11, v4
.LBB2_308:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s9
	s_cbranch_execz .LBB2_310
	ds_load_2addr_b32 v[5:6], v11 offset1:32
	ds_load_2addr_b32 v[7:8], v10 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v8, v7
	v_cmp_gt_f32_e64 s17, v8, v7
	v_cmp_o_f32_e64 s18, v7, v7
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v1, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v4.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v10, v1
	ds_store_b32 v11, v4
.LBB2_310:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s10
	s_cbranch_execz .LBB2_312
	ds_load_2addr_b32 v[5:6], v11 offset1:16
	ds_load_2addr_b32 v[7:8], v10 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v8, v7
	v_cmp_gt_f32_e64 s17, v8, v7
	v_cmp_o_f32_e64 s18, v7, v7
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v1, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v4.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v10, v1
	ds_store_b32 v11, v4
.LBB2_312:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s11
	s_cbranch_execz .LBB2_314
	ds_load_2addr_b32 v[5:6], v11 offset1:8
	ds_load_2addr_b32 v[7:8], v10 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v8, v7
	v_cmp_gt_f32_e64 s17, v8, v7
	v_cmp_o_f32_e64 s18, v7, v7
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v1, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v4.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v10, v1
	ds_store_b32 v11, v4
.LBB2_314:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s12
	s_cbranch_execz .LBB2_316
	ds_load_2addr_b32 v[5:6], v11 offset1:4
	ds_load_2addr_b32 v[7:8], v10 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v8, v7
	v_cmp_gt_f32_e64 s17, v8, v7
	v_cmp_o_f32_e64 s18, v7, v7
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v1, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v4.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v10, v1
	ds_store_b32 v11, v4
.LBB2_316:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s13
	s_cbranch_execz .LBB2_318
	ds_load_2addr_b32 v[5:6], v11 offset1:2
	ds_load_2addr_b32 v[7:8], v10 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v8, v7
	v_cmp_gt_f32_e64 s17, v8, v7
	v_cmp_o_f32_e64 s18, v7, v7
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v1, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v4.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v10, v1
	ds_store_b32 v11, v4
.LBB2_318:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s4
	s_cbranch_execz .LBB2_320
	v_add_nc_u32_e64 v1, 4, 0
	ds_load_2addr_stride64_b32 v[5:6], v1 offset0:64 offset1:80
	ds_load_b32 v7, v11
	ds_load_b32 v8, v10
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v6, v8
	v_cmp_gt_f32_e64 s17, v6, v8
	v_cmp_o_f32_e64 s18, v8, v8
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v1, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v4, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v4.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v8, v6 :: v_dual_cndmask_b32 v4, v7, v5
	ds_store_b32 v10, v1
	ds_store_b32 v11, v4
.LBB2_320:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB2_322
	v_mov_b32_e32 v1, 0
	ds_load_b32 v4, v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v4, v4
	ds_store_b32 v1, v4 offset:24592
.LBB2_322:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB2_323:
	s_cmp_lt_f32 s46, 1.0
	buffer_gl0_inv
	s_cselect_b32 s16, -1, 0
	s_xor_b32 s17, s0, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s16, s17
	s_and_b32 vcc_lo, exec_lo, s16
	s_mov_b32 s16, -1
	s_cbranch_vccnz .LBB2_328
	s_and_b32 vcc_lo, exec_lo, s16
	s_cbranch_vccnz .LBB2_331
.LBB2_325:
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execz .LBB2_327
.LBB2_326:
	v_mov_b32_e32 v0, 0x6004
	v_mov_b32_e32 v6, 0
	ds_load_2addr_b32 v[4:5], v0 offset1:1
	ds_load_b128 v[0:3], v6 offset:24592
	ds_load_b32 v7, v6 offset:24608
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
	s_add_u32 s0, s42, s0
	v_add_f32_e32 v2, v4, v2
	s_addc_u32 s1, s43, s1
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s40, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v5, v2
	s_addc_u32 s3, s41, s3
	v_cmp_eq_f32_e32 vcc_lo, 0, v2
	v_cndmask_b32_e32 v0, -1.0, v0, vcc_lo
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
	v_cvt_u32_f32_e32 v1, v2
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v1
	global_store_b32 v6, v0, s[2:3]
.LBB2_327:
	s_endpgm
.LBB2_328:
	s_and_saveexec_b32 s16, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:24596
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB2_325
.LBB2_331:
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v1, 0xff800000
	s_mul_i32 s20, s52, 0xcd9e8d57
	s_mul_hi_u32 s21, s52, 0xcd9e8d57
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b32 s22, s15
	s_cbranch_execz .LBB2_333
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v0, 0
	s_xor_b64 s[16:17], s[52:53], s[50:51]
	s_add_i32 s15, s50, 0x9e3779b9
	s_add_i32 s16, s51, 0xbb67ae85
	s_mov_b32 s24, 0xd078c69f
	s_mov_b32 s25, 0x3fc39a09
	s_mov_b32 s26, 0x1d8e78af
	v_xor_b32_e32 v1, s17, v5
	s_add_i32 s17, s51, 0x76cf5d0a
	s_mov_b32 s28, 0x94229359
	s_mov_b32 s27, 0x3fcc71c5
	s_mov_b32 s29, 0x3fd24924
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v1, 0
	s_mov_b32 s30, 0x9997fa04
	s_mov_b32 s34, 0x55555593
	s_mov_b32 s31, 0x3fd99999
	s_mov_b32 s35, 0x3fe55555
	s_mov_b32 s36, 0x35793c76
	s_mov_b32 s37, 0x3dea39ef
	v_xor3_b32 v1, s20, s15, v6
	s_xor_b32 s15, s50, s21
	s_mov_b32 s38, 0xfee00000
	s_xor_b32 s15, s2, s15
	s_mov_b32 s39, 0x3fe62e42
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v1, 0
	s_mul_hi_u32 s18, s15, 0xd2511f53
	s_mul_i32 s15, s15, 0xd2511f53
	v_xor3_b32 v1, s16, s18, v4
	s_add_i32 s16, s50, 0xdaa66d2b
	s_mov_b32 s18, 0x96cb03de
	s_mov_b32 s19, 0x3fc74664
	v_xor3_b32 v4, s15, s17, v7
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v1, 0
	s_add_i32 s15, s50, 0x3c6ef372
	global_load_b32 v23, v12, s[54:55]
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v4, 0
	v_xor3_b32 v1, s15, v8, v5
	s_add_i32 s15, s51, 0x32370b8f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v7, s16, v14, v7
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v1, 0
	s_add_i32 s16, s51, 0xed9eba14
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v7, 0
	v_xor3_b32 v1, s15, v5, v6
	s_add_i32 s15, s50, 0x78dde6e4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, s16, v8, v4
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v1, 0
	s_add_i32 s16, s50, 0x1715609d
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v6, 0
	v_xor3_b32 v1, s15, v5, v13
	s_add_i32 s15, s51, 0xa9066899
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, s16, v9, v4
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v1, 0
	s_add_i32 s16, s51, 0x646e171e
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v6, 0
	v_xor3_b32 v1, s15, v5, v7
	s_add_i32 s15, s50, 0xb54cda56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, s16, v14, v4
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v1, 0
	s_add_i32 s16, s50, 0x5384540f
	v_mul_hi_u32 v1, 0xcd9e8d57, v6
	v_xor3_b32 v5, s15, v5, v8
	s_add_i32 s15, s51, 0x1fd5c5a3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s16, v1, v4
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v5, 0
	s_add_i32 s16, s51, 0xdb3d7428
	v_mul_hi_u32 v1, 0xd2511f53, v1
	v_xor3_b32 v5, s15, v5, v13
	s_add_i32 s15, s50, 0x8ff34781
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s16, v1, v4
	v_mul_lo_u32 v4, 0xcd9e8d57, v5
	s_mov_b32 s16, 0xdf3e5244
	s_mov_b32 s17, 0x3fc2f112
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v1, 0xcd9e8d57, v1
	v_xor3_b32 v1, v4, s15, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[4:5], v1
	v_add_f64 v[4:5], v[4:5], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[4:5], v[4:5], 0xffffffe0
	v_add_nc_u32_e32 v1, 0x95f62, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v5, 0xfffff, v1
	v_lshrrev_b32_e32 v1, 20, v1
	v_add_nc_u32_e32 v5, 0x3fe6a09e, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, s15, 0xfffffc01, v1
	v_add_co_ci_u32_e64 v19, null, 0, -1, s15
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[4:5], v[4:5], -1.0
	v_cvt_f64_i32_e32 v[19:20], v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[6:7], v[4:5], 2.0
	v_mul_f64 v[21:22], v[4:5], 0.5
	v_div_scale_f64 v[8:9], null, v[6:7], v[6:7], v[4:5]
	v_div_scale_f64 v[17:18], vcc_lo, v[4:5], v[6:7], v[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[13:14], v[8:9]
	v_fma_f64 v[15:16], -v[8:9], v[13:14], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[13:14], v[13:14], v[15:16], v[13:14]
	v_fma_f64 v[15:16], -v[8:9], v[13:14], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[13:14], v[13:14], v[15:16], v[13:14]
	v_mul_f64 v[15:16], v[17:18], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[8:9], -v[8:9], v[15:16], v[17:18]
	v_div_fmas_f64 v[8:9], v[8:9], v[13:14], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[6:7], v[8:9], v[6:7], v[4:5]
	v_mul_f64 v[8:9], v[6:7], v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[8:9], v[8:9]
	v_mul_f64 v[15:16], v[13:14], s[16:17]
	v_mul_f64 v[17:18], v[13:14], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], v[15:16], s[18:19]
	v_add_f64 v[17:18], v[17:18], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[15:16], v[13:14], v[15:16]
	v_mul_f64 v[17:18], v[13:14], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], v[15:16], s[28:29]
	v_add_f64 v[17:18], v[17:18], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[15:16], v[13:14], v[15:16]
	v_mul_f64 v[13:14], v[13:14], v[17:18]
	v_ldexp_f64 v[17:18], v[19:20], 32
	v_mul_f64 v[19:20], v[4:5], v[21:22]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[15:16], s[34:35]
	v_mul_f64 v[8:9], v[8:9], v[15:16]
	v_cvt_f64_u32_e32 v[15:16], v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[8:9], v[13:14], v[8:9]
	v_add_f64 v[13:14], v[17:18], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[8:9], v[19:20], v[8:9]
	v_mul_f64 v[15:16], v[13:14], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[6:7], v[6:7], v[8:9]
	v_mul_f64 v[8:9], v[13:14], s[38:39]
	v_add_f64 v[6:7], v[15:16], v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[6:7], v[6:7], -v[19:20]
	v_add_f64 v[4:5], v[4:5], v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[4:5], v[8:9], v[4:5]
	v_xor_b32_e32 v1, 0x80000000, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s15, 0x95f62, v1
	v_add_co_ci_u32_e64 v7, null, 0, 0, s15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v1, 0xfffff, v6
	v_lshrrev_b64 v[6:7], 20, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v5, 0x3fe6a09e, v1
	v_add_f64 v[4:5], v[4:5], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[8:9], v[4:5], 2.0
	v_mul_f64 v[21:22], v[4:5], 0.5
	v_div_scale_f64 v[13:14], null, v[8:9], v[8:9], v[4:5]
	v_div_scale_f64 v[19:20], vcc_lo, v[4:5], v[8:9], v[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[15:16], v[13:14]
	v_fma_f64 v[17:18], -v[13:14], v[15:16], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[15:16], v[15:16], v[17:18], v[15:16]
	v_fma_f64 v[17:18], -v[13:14], v[15:16], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[15:16], v[15:16], v[17:18], v[15:16]
	v_mul_f64 v[17:18], v[19:20], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[13:14], -v[13:14], v[17:18], v[19:20]
	v_div_fmas_f64 v[13:14], v[13:14], v[15:16], v[17:18]
	v_add_co_u32 v1, vcc_lo, 0xfffffc01, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, -1, v7, vcc_lo
	v_cvt_f64_i32_e32 v[6:7], v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[8:9], v[13:14], v[8:9], v[4:5]
	v_ldexp_f64 v[6:7], v[6:7], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[8:9], v[8:9]
	v_mul_f64 v[15:16], v[13:14], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[17:18], v[15:16], s[16:17]
	v_mul_f64 v[19:20], v[15:16], s[24:25]
	v_add_f64 v[17:18], v[17:18], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[19:20], s[26:27]
	v_mul_f64 v[17:18], v[15:16], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[15:16], v[19:20]
	v_add_f64 v[17:18], v[17:18], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[19:20], s[30:31]
	v_mul_f64 v[17:18], v[15:16], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[15:16], v[15:16], v[19:20]
	v_mul_f64 v[19:20], v[4:5], v[21:22]
	v_add_f64 v[17:18], v[17:18], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[13:14], v[13:14], v[17:18]
	v_cvt_f64_u32_e32 v[17:18], v1
	v_mov_b32_e32 v1, 0x6024
	v_add_f64 v[12:13], v[15:16], v[13:14]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[6:7], v[6:7], v[17:18]
	v_add_f64 v[12:13], v[19:20], v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[14:15], v[6:7], s[36:37]
	v_mul_f64 v[6:7], v[6:7], s[38:39]
	v_mul_f64 v[8:9], v[8:9], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[14:15], v[8:9]
	v_add_f64 v[8:9], v[8:9], -v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[4:5], v[4:5], v[8:9]
	v_add_f64 v[4:5], v[6:7], v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v6, v[4:5]
	ds_load_2addr_b32 v[4:5], v1 offset1:1
	v_cvt_f32_u32_e32 v1, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v5, v1
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s15, v23, v4
	v_cmp_gt_f32_e64 s16, v23, v4
	v_mul_f32_e32 v5, s66, v23
	s_and_b32 s15, s15, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1.0, s16
	v_cndmask_b32_e64 v4, 0, 1.0, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v4, v1
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	v_sub_f32_e32 v4, v5, v6
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v1, 0xff800000, v4 :: v_dual_mov_b32 v4, 0
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v1
	v_cndmask_b32_e32 v4, 0, v0, vcc_lo
.LBB2_333:
	s_or_b32 exec_lo, exec_lo, s22
	s_and_saveexec_b32 s18, s14
	s_cbranch_execz .LBB2_335
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v2, 0
	s_xor_b64 s[14:15], s[52:53], s[50:51]
	s_add_i32 s14, s50, 0x9e3779b9
	s_add_i32 s16, s51, 0x76cf5d0a
	s_mov_b32 s22, 0x1d8e78af
	s_mov_b32 s24, 0x94229359
	s_mov_b32 s23, 0x3fcc71c5
	v_xor_b32_e32 v0, s15, v6
	s_add_i32 s15, s51, 0xbb67ae85
	s_mov_b32 s25, 0x3fd24924
	s_mov_b32 s26, 0x9997fa04
	s_mov_b32 s28, 0x55555593
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v0, 0
	s_mov_b32 s27, 0x3fd99999
	s_mov_b32 s29, 0x3fe55555
	s_mov_b32 s30, 0x35793c76
	s_mov_b32 s31, 0x3dea39ef
	s_mov_b32 s34, 0xfee00000
	s_mov_b32 s35, 0x3fe62e42
	v_xor3_b32 v0, s20, s14, v7
	s_xor_b32 s14, s50, s21
	s_mov_b32 s20, 0xd078c69f
	s_xor_b32 s14, s2, s14
	s_mov_b32 s21, 0x3fc39a09
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s17, s14, 0xd2511f53
	s_mul_i32 s14, s14, 0xd2511f53
	v_xor3_b32 v0, s15, s17, v5
	s_add_i32 s15, s50, 0xdaa66d2b
	v_xor3_b32 v5, s14, s16, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v0, 0
	s_add_i32 s14, s50, 0x3c6ef372
	s_mov_b32 s16, 0x96cb03de
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v5, 0
	s_mov_b32 s17, 0x3fc74664
	v_xor3_b32 v0, s14, v9, v6
	s_add_i32 s14, s51, 0x32370b8f
	v_xor3_b32 v8, s15, v13, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v0, 0
	s_add_i32 s15, s51, 0xed9eba14
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v8, 0
	v_xor3_b32 v0, s14, v6, v7
	s_add_i32 s14, s50, 0x78dde6e4
	v_xor3_b32 v7, s15, v9, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v0, 0
	s_add_i32 s15, s50, 0x1715609d
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v7, 0
	v_xor3_b32 v0, s14, v6, v12
	s_add_i32 s14, s51, 0xa9066899
	v_xor3_b32 v7, s15, v14, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v0, 0
	s_add_i32 s15, s51, 0x646e171e
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v7, 0
	v_xor3_b32 v0, s14, v6, v8
	s_add_i32 s14, s50, 0xb54cda56
	v_xor3_b32 v7, s15, v15, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v0, 0
	s_add_i32 s15, s50, 0x5384540f
	v_mul_hi_u32 v0, 0xcd9e8d57, v7
	v_xor3_b32 v6, s14, v6, v13
	s_add_i32 s14, s51, 0x1fd5c5a3
	v_xor3_b32 v0, s15, v0, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v6, 0
	s_add_i32 s15, s51, 0xdb3d7428
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v6, s14, v6, v14
	s_add_i32 s14, s50, 0x8ff34781
	v_xor3_b32 v0, s15, v0, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v5, 0xcd9e8d57, v6
	v_mul_hi_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v5, s14, v0
	s_mov_b32 s14, 0xdf3e5244
	s_mov_b32 s15, 0x3fc2f112
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
	v_add_co_u32 v0, s19, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v9, null, 0, -1, s19
	v_add_f64 v[5:6], v[5:6], -1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cvt_f64_i32_e32 v[20:21], v9
	v_lshlrev_b32_e32 v9, 2, v2
	v_add_f64 v[7:8], v[5:6], 2.0
	v_mul_f64 v[22:23], v[5:6], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[12:13], null, v[7:8], v[7:8], v[5:6]
	v_div_scale_f64 v[18:19], vcc_lo, v[5:6], v[7:8], v[5:6]
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
	v_div_fixup_f64 v[7:8], v[12:13], v[7:8], v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[7:8], v[7:8]
	v_mul_f64 v[14:15], v[12:13], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[16:17], v[14:15], s[14:15]
	v_mul_f64 v[18:19], v[14:15], s[20:21]
	v_add_f64 v[16:17], v[16:17], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[18:19], s[22:23]
	v_mul_f64 v[16:17], v[14:15], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[14:15], v[18:19]
	v_add_f64 v[16:17], v[16:17], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[18:19], s[26:27]
	v_mul_f64 v[16:17], v[14:15], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[14:15], v[14:15], v[18:19]
	v_ldexp_f64 v[18:19], v[20:21], 32
	v_mul_f64 v[20:21], v[5:6], v[22:23]
	v_add_f64 v[16:17], v[16:17], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[12:13], v[12:13], v[16:17]
	v_cvt_f64_u32_e32 v[16:17], v0
	v_add_f64 v[12:13], v[14:15], v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[14:15], v[18:19], v[16:17]
	v_add_f64 v[12:13], v[20:21], v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[16:17], v[14:15], s[30:31]
	v_mul_f64 v[7:8], v[7:8], v[12:13]
	v_mul_f64 v[12:13], v[14:15], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[7:8], v[16:17], v[7:8]
	v_add_f64 v[7:8], v[7:8], -v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[5:6], v[7:8]
	v_add_f64 v[5:6], v[12:13], v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v0, 0x80000000, v6
	v_add_co_u32 v7, s19, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v8, null, 0, 0, s19
	v_and_b32_e32 v0, 0xfffff, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[7:8], 20, v[7:8]
	v_add_nc_u32_e32 v6, 0x3fe6a09e, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[5:6], -1.0
	v_add_f64 v[12:13], v[5:6], 2.0
	v_mul_f64 v[22:23], v[5:6], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[14:15], null, v[12:13], v[12:13], v[5:6]
	v_div_scale_f64 v[20:21], vcc_lo, v[5:6], v[12:13], v[5:6]
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
	v_add_co_u32 v0, vcc_lo, 0xfffffc01, v7
	v_add_co_ci_u32_e64 v7, null, -1, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[7:8], v7
	v_div_fixup_f64 v[12:13], v[14:15], v[12:13], v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[7:8], v[7:8], 32
	v_mul_f64 v[14:15], v[12:13], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[14:15], v[14:15]
	v_mul_f64 v[18:19], v[16:17], s[14:15]
	v_mul_f64 v[20:21], v[16:17], s[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[18:19], s[16:17]
	v_add_f64 v[20:21], v[20:21], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[16:17], v[18:19]
	v_mul_f64 v[20:21], v[16:17], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[18:19], s[24:25]
	v_add_f64 v[20:21], v[20:21], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[16:17], v[18:19]
	v_mul_f64 v[16:17], v[16:17], v[20:21]
	v_mul_f64 v[20:21], v[5:6], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[18:19], s[28:29]
	v_mul_f64 v[14:15], v[14:15], v[18:19]
	v_cvt_f64_u32_e32 v[18:19], v0
	v_clz_i32_u32_e32 v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_min_u32_e32 v0, 32, v0
	v_add_f64 v[14:15], v[16:17], v[14:15]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[7:8], v[7:8], v[18:19]
	v_add_f64 v[14:15], v[20:21], v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[16:17], v[7:8], s[30:31]
	v_mul_f64 v[7:8], v[7:8], s[34:35]
	v_mul_f64 v[12:13], v[12:13], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[16:17], v[12:13]
	v_add_f64 v[12:13], v[12:13], -v[20:21]
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f64 v[5:6], v[5:6], v[12:13]
	v_mov_b32_e32 v12, 0x6024
	global_load_b32 v9, v9, s[54:55]
	v_add_f64 v[5:6], v[7:8], v[5:6]
	v_lshlrev_b64 v[7:8], v0, v[2:3]
	v_sub_nc_u32_e32 v0, 32, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v7, 1, v7
	v_or_b32_e32 v7, v8, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v7, v7
	v_ldexp_f32 v0, v7, v0
	v_cvt_f32_f64_e32 v3, v[5:6]
	ds_load_2addr_b32 v[5:6], v12 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v6, v0
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s14, v9, v5
	v_cmp_gt_f32_e64 s15, v9, v5
	v_mul_f32_e32 v6, s66, v9
	s_and_b32 s14, s14, vcc_lo
	v_cndmask_b32_e64 v0, 0, 1.0, s15
	v_cndmask_b32_e64 v5, 0, 1.0, s14
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v3, v6, v3
	v_cmp_o_f32_e64 s14, v1, v1
	v_cmp_gt_f32_e32 vcc_lo, v5, v0
	v_cndmask_b32_e32 v0, v0, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_neq_f32_e32 vcc_lo, 0, v0
	v_cndmask_b32_e32 v0, 0xff800000, v3, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s15, v0, v1
	s_and_b32 s14, s14, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s15, s14
	v_dual_cndmask_b32 v1, v1, v0 :: v_dual_cndmask_b32 v4, v4, v2
.LBB2_335:
	s_or_b32 exec_lo, exec_lo, s18
	ds_store_b32 v10, v1
	ds_store_b32 v11, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s5
	s_cbranch_execz .LBB2_337
	ds_load_2addr_stride64_b32 v[2:3], v11 offset1:8
	ds_load_2addr_stride64_b32 v[4:5], v10 offset1:8
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
	ds_store_b32 v10, v0
	ds_store_b32 v11, v1
.LBB2_337:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s6
	s_cbranch_execz .LBB2_339
	ds_load_2addr_stride64_b32 v[2:3], v11 offset1:4
	ds_load_2addr_stride64_b32 v[4:5], v10 offset1:4
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
	ds_store_b32 v10, v0
	ds_store_b32 v11, v1
.LBB2_339:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s7
	s_cbranch_execz .LBB2_341
	ds_load_2addr_stride64_b32 v[2:3], v11 offset1:2
	ds_load_2addr_stride64_b32 v[4:5], v10 offset1:2
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
	ds_store_b32 v10, v0
	ds_store_b32 v11, v1
.LBB2_341:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s8
	s_cbranch_execz .LBB2_343
	ds_load_2addr_stride64_b32 v[2:3], v11 offset1:1
	ds_load_2addr_stride64_b32 v[4:5], v10 offset1:1
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
	ds_store_b32 v10, v0
	ds_store_b32 v11, v1
.LBB2_343:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB2_345
	ds_load_2addr_b32 v[2:3], v11 offset1:32
	ds_load_2addr_b32 v[4:5], v10 offset1:32
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
	ds_store_b32 v10, v0
	ds_store_b32 v11, v1
.LBB2_345:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s10
	s_cbranch_execz .LBB2_347
	ds_load_2addr_b32 v[2:3], v11 offset1:16
	ds_load_2addr_b32 v[4:5], v10 offset1:16
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
	ds_store_b32 v10, v0
	ds_store_b32 v11, v1
.LBB2_347:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s11
	s_cbranch_execz .LBB2_349
	ds_load_2addr_b32 v[2:3], v11 offset1:8
	ds_load_2addr_b32 v[4:5], v10 offset1:8
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
	ds_store_b32 v10, v0
	ds_store_b32 v11, v1
.LBB2_349:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s12
	s_cbranch_execz .LBB2_351
	ds_load_2addr_b32 v[2:3], v11 offset1:4
	ds_load_2addr_b32 v[4:5], v10 offset1:4
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
	ds_store_b32 v10, v0
	ds_store_b32 v11, v1
.LBB2_351:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s13
	s_cbranch_execz .LBB2_353
	ds_load_2addr_b32 v[2:3], v11 offset1:2
	ds_load_2addr_b32 v[4:5], v10 offset1:2
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
	ds_store_b32 v10, v0
	ds_store_b32 v11, v1
.LBB2_353:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s4
	s_cbranch_execz .LBB2_355
	v_add_nc_u32_e64 v0, 4, 0
	ds_load_2addr_stride64_b32 v[2:3], v0 offset0:64 offset1:80
	ds_load_b32 v4, v11
	ds_load_b32 v5, v10
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
	ds_store_b32 v10, v0
	ds_store_b32 v11, v1
.LBB2_355:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB2_357
	v_mov_b32_e32 v0, 0
	ds_load_b32 v1, v0 offset:16384
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v1, v1
	ds_store_b32 v0, v1 offset:24596
.LBB2_357:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execnz .LBB2_326
	s_branch .LBB2_327
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_gumbel_w2048
		.amdhsa_group_segment_fixed_size 24632
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
		.amdhsa_next_free_vgpr 34
		.amdhsa_next_free_sgpr 78
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

	.set tessera_gumbel_w2048.num_vgpr, 34
	.set tessera_gumbel_w2048.num_agpr, 0
	.set tessera_gumbel_w2048.numbered_sgpr, 78
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
	s_load_b256 s[44:51], s[0:1], 0x0
	s_load_b128 s[52:55], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[50:51], s[2:3]
	v_cmp_lt_u64_e64 s5, 0x1000, s[52:53]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB3_364
	s_load_b128 s[56:59], s[0:1], 0x30
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v10, 0xff800000
	s_mul_i32 s4, s53, s2
	s_mul_hi_u32 s5, s52, s2
	v_mov_b32_e32 v8, 0
	s_add_i32 s5, s5, s4
	s_mul_i32 s4, s52, s2
	v_cmp_gt_u64_e64 s17, s[52:53], v[0:1]
	s_lshl_b64 s[4:5], s[4:5], 2
	v_dual_mov_b32 v9, 0 :: v_dual_lshlrev_b32 v16, 2, v0
	s_add_u32 s48, s48, s4
	s_addc_u32 s49, s49, s5
	s_and_saveexec_b32 s4, s17
	s_cbranch_execz .LBB3_3
	v_dual_mov_b32 v9, v1 :: v_dual_lshlrev_b32 v2, 2, v0
	v_mov_b32_e32 v8, v0
	global_load_b32 v2, v2, s[48:49]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v2, v2
	v_cndmask_b32_e64 v10, 0, 1.0, vcc_lo
.LBB3_3:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v6, 0x400, v0
	v_mov_b32_e32 v7, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s16, s[52:53], v[6:7]
	s_and_saveexec_b32 s4, s16
	s_cbranch_execz .LBB3_5
	v_lshlrev_b32_e32 v2, 2, v6
	global_load_b32 v2, v2, s[48:49]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v2, v2
	v_cndmask_b32_e64 v2, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v2, v10
	v_cndmask_b32_e32 v10, v10, v2, vcc_lo
	v_cndmask_b32_e64 v9, v9, 0, vcc_lo
	v_cndmask_b32_e32 v8, v8, v6, vcc_lo
.LBB3_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v4, 0x800, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s15, s[52:53], v[4:5]
	s_and_saveexec_b32 s4, s15
	s_cbranch_execz .LBB3_7
	v_lshlrev_b32_e32 v2, 2, v4
	global_load_b32 v2, v2, s[48:49]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v2, v2
	v_cndmask_b32_e64 v2, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v2, v10
	v_cndmask_b32_e32 v10, v10, v2, vcc_lo
	v_cndmask_b32_e32 v8, v8, v4, vcc_lo
	v_cndmask_b32_e64 v9, v9, 0, vcc_lo
.LBB3_7:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v2, 0xc00, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s14, s[52:53], v[2:3]
	s_and_saveexec_b32 s4, s14
	s_cbranch_execz .LBB3_9
	v_lshlrev_b32_e32 v9, 2, v2
	global_load_b32 v9, v9, s[48:49]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v9, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v9, v10
	v_cndmask_b32_e32 v10, v10, v9, vcc_lo
	v_cndmask_b32_e32 v8, v8, v2, vcc_lo
.LBB3_9:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v14, 0x9000, v16
	v_or_b32_e32 v15, 0x8000, v16
	v_cmp_gt_u32_e64 s5, 0x200, v0
	ds_store_2addr_stride64_b32 v16, v8, v10 offset0:128 offset1:144
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB3_11
	ds_load_2addr_stride64_b32 v[10:11], v15 offset1:8
	ds_load_2addr_stride64_b32 v[12:13], v14 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v13, v12
	v_cmp_gt_f32_e64 s6, v13, v12
	v_cmp_o_f32_e64 s7, v12, v12
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s6, s4
	v_cndmask_b32_e64 v8, 0, 1, s4
	s_or_b32 s4, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_11:
	s_or_b32 exec_lo, exec_lo, s8
	v_cmp_gt_u32_e64 s6, 0x100, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB3_13
	ds_load_2addr_stride64_b32 v[10:11], v15 offset1:4
	ds_load_2addr_stride64_b32 v[12:13], v14 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v13, v12
	v_cmp_gt_f32_e64 s7, v13, v12
	v_cmp_o_f32_e64 s8, v12, v12
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s7, s4
	v_cndmask_b32_e64 v8, 0, 1, s4
	s_or_b32 s4, s8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_13:
	s_or_b32 exec_lo, exec_lo, s9
	v_cmp_gt_u32_e64 s7, 0x80, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s7
	s_cbranch_execz .LBB3_15
	ds_load_2addr_stride64_b32 v[10:11], v15 offset1:2
	ds_load_2addr_stride64_b32 v[12:13], v14 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v13, v12
	v_cmp_gt_f32_e64 s8, v13, v12
	v_cmp_o_f32_e64 s9, v12, v12
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s8, s4
	v_cndmask_b32_e64 v8, 0, 1, s4
	s_or_b32 s4, s9, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_15:
	s_or_b32 exec_lo, exec_lo, s10
	v_cmp_gt_u32_e64 s8, 64, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s8
	s_cbranch_execz .LBB3_17
	ds_load_2addr_stride64_b32 v[10:11], v15 offset1:1
	ds_load_2addr_stride64_b32 v[12:13], v14 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v13, v12
	v_cmp_gt_f32_e64 s9, v13, v12
	v_cmp_o_f32_e64 s10, v12, v12
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s9, s4
	v_cndmask_b32_e64 v8, 0, 1, s4
	s_or_b32 s4, s10, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_17:
	s_or_b32 exec_lo, exec_lo, s11
	v_cmp_gt_u32_e64 s9, 32, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s9
	s_cbranch_execz .LBB3_19
	ds_load_2addr_b32 v[10:11], v15 offset1:32
	ds_load_2addr_b32 v[12:13], v14 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v13, v12
	v_cmp_gt_f32_e64 s10, v13, v12
	v_cmp_o_f32_e64 s11, v12, v12
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s10, s4
	v_cndmask_b32_e64 v8, 0, 1, s4
	s_or_b32 s4, s11, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_19:
	s_or_b32 exec_lo, exec_lo, s12
	v_cmp_gt_u32_e64 s10, 16, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s10
	s_cbranch_execz .LBB3_21
	ds_load_2addr_b32 v[10:11], v15 offset1:16
	ds_load_2addr_b32 v[12:13], v14 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v13, v12
	v_cmp_gt_f32_e64 s11, v13, v12
	v_cmp_o_f32_e64 s12, v12, v12
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s11, s4
	v_cndmask_b32_e64 v8, 0, 1, s4
	s_or_b32 s4, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_21:
	s_or_b32 exec_lo, exec_lo, s13
	v_cmp_gt_u32_e64 s11, 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s11
	s_cbranch_execz .LBB3_23
	ds_load_2addr_b32 v[10:11], v15 offset1:8
	ds_load_2addr_b32 v[12:13], v14 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v13, v12
	v_cmp_gt_f32_e64 s12, v13, v12
	v_cmp_o_f32_e64 s13, v12, v12
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s12, s4
	v_cndmask_b32_e64 v8, 0, 1, s4
	s_or_b32 s4, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_23:
	s_or_b32 exec_lo, exec_lo, s18
	v_cmp_gt_u32_e64 s12, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s12
	s_cbranch_execz .LBB3_25
	ds_load_2addr_b32 v[10:11], v15 offset1:4
	ds_load_2addr_b32 v[12:13], v14 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v13, v12
	v_cmp_gt_f32_e64 s13, v13, v12
	v_cmp_o_f32_e64 s18, v12, v12
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s13, s4
	v_cndmask_b32_e64 v8, 0, 1, s4
	s_or_b32 s4, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_25:
	s_or_b32 exec_lo, exec_lo, s19
	v_cmp_gt_u32_e64 s13, 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s20, s13
	s_cbranch_execz .LBB3_27
	ds_load_2addr_b32 v[10:11], v15 offset1:2
	ds_load_2addr_b32 v[12:13], v14 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v13, v12
	v_cmp_gt_f32_e64 s18, v13, v12
	v_cmp_o_f32_e64 s19, v12, v12
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s18, s4
	v_cndmask_b32_e64 v8, 0, 1, s4
	s_or_b32 s4, s19, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_27:
	s_or_b32 exec_lo, exec_lo, s20
	v_cmp_eq_u32_e64 s4, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s4
	s_cbranch_execz .LBB3_29
	v_add_nc_u32_e64 v8, 4, 0
	ds_load_2addr_stride64_b32 v[10:11], v8 offset0:128 offset1:144
	ds_load_b32 v12, v15
	ds_load_b32 v13, v14
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v11, v13
	v_cmp_gt_f32_e64 s19, v11, v13
	v_cmp_o_f32_e64 s20, v13, v13
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v11, v11
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v13, v11 :: v_dual_cndmask_b32 v9, v12, v10
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_29:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB3_31
	v_mov_b32_e32 v8, 0
	ds_load_b32 v9, v8 offset:36864
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v8, v9 offset:40964
.LBB3_31:
	s_or_b32 exec_lo, exec_lo, s18
	v_mov_b32_e32 v8, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0xff800000
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s17
	s_cbranch_execnz .LBB3_180
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s16
	s_cbranch_execnz .LBB3_181
.LBB3_33:
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s15
	s_cbranch_execnz .LBB3_182
.LBB3_34:
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s14
	s_cbranch_execz .LBB3_36
.LBB3_35:
	v_lshlrev_b32_e32 v9, 2, v2
	global_load_b32 v9, v9, s[48:49]
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, 0x7f800000, v9
	v_cndmask_b32_e64 v9, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v9, v10
	v_cndmask_b32_e32 v10, v10, v9, vcc_lo
	v_cndmask_b32_e32 v8, v8, v2, vcc_lo
.LBB3_36:
	s_or_b32 exec_lo, exec_lo, s18
	ds_store_b32 v14, v10
	ds_store_b32 v15, v8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s5
	s_cbranch_execz .LBB3_38
	ds_load_2addr_stride64_b32 v[10:11], v15 offset1:8
	ds_load_2addr_stride64_b32 v[12:13], v14 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_38:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s6
	s_cbranch_execz .LBB3_40
	ds_load_2addr_stride64_b32 v[10:11], v15 offset1:4
	ds_load_2addr_stride64_b32 v[12:13], v14 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_40:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s7
	s_cbranch_execz .LBB3_42
	ds_load_2addr_stride64_b32 v[10:11], v15 offset1:2
	ds_load_2addr_stride64_b32 v[12:13], v14 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_42:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s8
	s_cbranch_execz .LBB3_44
	ds_load_2addr_stride64_b32 v[10:11], v15 offset1:1
	ds_load_2addr_stride64_b32 v[12:13], v14 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_44:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s9
	s_cbranch_execz .LBB3_46
	ds_load_2addr_b32 v[10:11], v15 offset1:32
	ds_load_2addr_b32 v[12:13], v14 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_46:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s10
	s_cbranch_execz .LBB3_48
	ds_load_2addr_b32 v[10:11], v15 offset1:16
	ds_load_2addr_b32 v[12:13], v14 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_48:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s11
	s_cbranch_execz .LBB3_50
	ds_load_2addr_b32 v[10:11], v15 offset1:8
	ds_load_2addr_b32 v[12:13], v14 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_50:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s12
	s_cbranch_execz .LBB3_52
	ds_load_2addr_b32 v[10:11], v15 offset1:4
	ds_load_2addr_b32 v[12:13], v14 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_52:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s13
	s_cbranch_execz .LBB3_54
	ds_load_2addr_b32 v[10:11], v15 offset1:2
	ds_load_2addr_b32 v[12:13], v14 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_54:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s4
	s_cbranch_execz .LBB3_56
	v_add_nc_u32_e64 v8, 4, 0
	ds_load_2addr_stride64_b32 v[10:11], v8 offset0:128 offset1:144
	ds_load_b32 v12, v15
	ds_load_b32 v13, v14
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v11, v13
	v_cmp_gt_f32_e64 s19, v11, v13
	v_cmp_o_f32_e64 s20, v13, v13
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v11, v11
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v13, v11 :: v_dual_cndmask_b32 v9, v12, v10
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_56:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB3_58
	v_mov_b32_e32 v8, 0
	ds_load_b32 v9, v8 offset:36864
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v8, v9 offset:40968
.LBB3_58:
	s_or_b32 exec_lo, exec_lo, s18
	v_mov_b32_e32 v8, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0xff800000
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s17
	s_cbranch_execnz .LBB3_183
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s20, s16
	s_cbranch_execnz .LBB3_184
.LBB3_60:
	s_or_b32 exec_lo, exec_lo, s20
	s_and_saveexec_b32 s20, s15
	s_cbranch_execnz .LBB3_185
.LBB3_61:
	s_or_b32 exec_lo, exec_lo, s20
	s_and_saveexec_b32 s20, s14
	s_cbranch_execz .LBB3_63
.LBB3_62:
	v_lshlrev_b32_e32 v9, 2, v2
	v_cmp_o_f32_e64 s18, v10, v10
	global_load_b32 v9, v9, s[48:49]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cmp_gt_f32_e64 s19, v9, v10
	s_and_b32 s18, s18, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s19, s18
	v_cndmask_b32_e32 v10, v10, v9, vcc_lo
	v_cndmask_b32_e32 v8, v8, v2, vcc_lo
.LBB3_63:
	s_or_b32 exec_lo, exec_lo, s20
	ds_store_b32 v14, v10
	ds_store_b32 v15, v8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s5
	s_cbranch_execz .LBB3_65
	ds_load_2addr_stride64_b32 v[10:11], v15 offset1:8
	ds_load_2addr_stride64_b32 v[12:13], v14 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_65:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s6
	s_cbranch_execz .LBB3_67
	ds_load_2addr_stride64_b32 v[10:11], v15 offset1:4
	ds_load_2addr_stride64_b32 v[12:13], v14 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_67:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s7
	s_cbranch_execz .LBB3_69
	ds_load_2addr_stride64_b32 v[10:11], v15 offset1:2
	ds_load_2addr_stride64_b32 v[12:13], v14 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_69:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s8
	s_cbranch_execz .LBB3_71
	ds_load_2addr_stride64_b32 v[10:11], v15 offset1:1
	ds_load_2addr_stride64_b32 v[12:13], v14 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_71:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s9
	s_cbranch_execz .LBB3_73
	ds_load_2addr_b32 v[10:11], v15 offset1:32
	ds_load_2addr_b32 v[12:13], v14 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_73:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s10
	s_cbranch_execz .LBB3_75
	ds_load_2addr_b32 v[10:11], v15 offset1:16
	ds_load_2addr_b32 v[12:13], v14 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_75:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s11
	s_cbranch_execz .LBB3_77
	ds_load_2addr_b32 v[10:11], v15 offset1:8
	ds_load_2addr_b32 v[12:13], v14 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_77:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s12
	s_cbranch_execz .LBB3_79
	ds_load_2addr_b32 v[10:11], v15 offset1:4
	ds_load_2addr_b32 v[12:13], v14 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_79:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s13
	s_cbranch_execz .LBB3_81
	ds_load_2addr_b32 v[10:11], v15 offset1:2
	ds_load_2addr_b32 v[12:13], v14 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_81:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s4
	s_cbranch_execz .LBB3_83
	v_add_nc_u32_e64 v8, 4, 0
	ds_load_2addr_stride64_b32 v[10:11], v8 offset0:128 offset1:144
	ds_load_b32 v12, v15
	ds_load_b32 v13, v14
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v11, v13
	v_cmp_gt_f32_e64 s19, v11, v13
	v_cmp_o_f32_e64 s20, v13, v13
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v11, v11
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v13, v11 :: v_dual_cndmask_b32 v9, v12, v10
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_83:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB3_85
	v_mov_b32_e32 v8, 0
	ds_load_b32 v9, v8 offset:36864
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v8, v9 offset:40984
.LBB3_85:
	s_or_b32 exec_lo, exec_lo, s18
	v_mov_b32_e32 v8, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0xff800000
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s17
	s_cbranch_execnz .LBB3_186
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s20, s16
	s_cbranch_execnz .LBB3_187
.LBB3_87:
	s_or_b32 exec_lo, exec_lo, s20
	s_and_saveexec_b32 s20, s15
	s_cbranch_execnz .LBB3_188
.LBB3_88:
	s_or_b32 exec_lo, exec_lo, s20
	s_and_saveexec_b32 s20, s14
	s_cbranch_execz .LBB3_90
.LBB3_89:
	v_lshlrev_b32_e32 v9, 2, v2
	v_cmp_o_f32_e64 s18, v10, v10
	global_load_b32 v9, v9, s[48:49]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cmp_gt_f32_e64 s19, v9, v10
	s_and_b32 s18, s18, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s19, s18
	v_cndmask_b32_e32 v10, v10, v9, vcc_lo
	v_cndmask_b32_e32 v8, v8, v2, vcc_lo
.LBB3_90:
	s_or_b32 exec_lo, exec_lo, s20
	ds_store_b32 v14, v10
	ds_store_b32 v15, v8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s5
	s_cbranch_execz .LBB3_92
	ds_load_2addr_stride64_b32 v[10:11], v15 offset1:8
	ds_load_2addr_stride64_b32 v[12:13], v14 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_92:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s6
	s_cbranch_execz .LBB3_94
	ds_load_2addr_stride64_b32 v[10:11], v15 offset1:4
	ds_load_2addr_stride64_b32 v[12:13], v14 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_94:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s7
	s_cbranch_execz .LBB3_96
	ds_load_2addr_stride64_b32 v[10:11], v15 offset1:2
	ds_load_2addr_stride64_b32 v[12:13], v14 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_96:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s8
	s_cbranch_execz .LBB3_98
	ds_load_2addr_stride64_b32 v[10:11], v15 offset1:1
	ds_load_2addr_stride64_b32 v[12:13], v14 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_98:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s9
	s_cbranch_execz .LBB3_100
	ds_load_2addr_b32 v[10:11], v15 offset1:32
	ds_load_2addr_b32 v[12:13], v14 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_100:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s10
	s_cbranch_execz .LBB3_102
	ds_load_2addr_b32 v[10:11], v15 offset1:16
	ds_load_2addr_b32 v[12:13], v14 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_102:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s11
	s_cbranch_execz .LBB3_104
	ds_load_2addr_b32 v[10:11], v15 offset1:8
	ds_load_2addr_b32 v[12:13], v14 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_104:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s12
	s_cbranch_execz .LBB3_106
	ds_load_2addr_b32 v[10:11], v15 offset1:4
	ds_load_2addr_b32 v[12:13], v14 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_106:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s13
	s_cbranch_execz .LBB3_108
	ds_load_2addr_b32 v[10:11], v15 offset1:2
	ds_load_2addr_b32 v[12:13], v14 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_108:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s4
	s_cbranch_execz .LBB3_110
	v_add_nc_u32_e64 v8, 4, 0
	ds_load_2addr_stride64_b32 v[10:11], v8 offset0:128 offset1:144
	ds_load_b32 v12, v15
	ds_load_b32 v13, v14
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v11, v13
	v_cmp_gt_f32_e64 s19, v11, v13
	v_cmp_o_f32_e64 s20, v13, v13
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v11, v11
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v13, v11 :: v_dual_cndmask_b32 v9, v12, v10
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_110:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB3_112
	v_mov_b32_e32 v8, 0
	ds_load_b32 v9, v8 offset:32768
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v9, v9
	ds_store_b32 v8, v9 offset:40988
.LBB3_112:
	s_or_b32 exec_lo, exec_lo, s18
	s_load_b32 s68, s[0:1], 0x38
	v_mov_b32_e32 v8, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0xff800000
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s17
	s_cbranch_execnz .LBB3_189
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s16
	s_cbranch_execnz .LBB3_190
.LBB3_114:
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s15
	s_cbranch_execnz .LBB3_191
.LBB3_115:
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s14
	s_cbranch_execz .LBB3_117
.LBB3_116:
	v_lshlrev_b32_e32 v9, 2, v2
	global_load_b32 v9, v9, s[48:49]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v11, s68, v9
	v_cmp_class_f32_e64 s19, v9, 0x1f8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_class_f32_e64 s20, v11, 0x204
	s_and_b32 s19, s20, s19
	v_cndmask_b32_e64 v9, 0, 1.0, s19
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v9, v10
	v_cndmask_b32_e32 v10, v10, v9, vcc_lo
	v_cndmask_b32_e32 v8, v8, v2, vcc_lo
.LBB3_117:
	s_or_b32 exec_lo, exec_lo, s18
	ds_store_b32 v14, v10
	ds_store_b32 v15, v8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s5
	s_cbranch_execz .LBB3_119
	ds_load_2addr_stride64_b32 v[10:11], v15 offset1:8
	ds_load_2addr_stride64_b32 v[12:13], v14 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_119:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s6
	s_cbranch_execz .LBB3_121
	ds_load_2addr_stride64_b32 v[10:11], v15 offset1:4
	ds_load_2addr_stride64_b32 v[12:13], v14 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_121:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s7
	s_cbranch_execz .LBB3_123
	ds_load_2addr_stride64_b32 v[10:11], v15 offset1:2
	ds_load_2addr_stride64_b32 v[12:13], v14 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_123:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s8
	s_cbranch_execz .LBB3_125
	ds_load_2addr_stride64_b32 v[10:11], v15 offset1:1
	ds_load_2addr_stride64_b32 v[12:13], v14 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_125:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s9
	s_cbranch_execz .LBB3_127
	ds_load_2addr_b32 v[10:11], v15 offset1:32
	ds_load_2addr_b32 v[12:13], v14 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_127:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s10
	s_cbranch_execz .LBB3_129
	ds_load_2addr_b32 v[10:11], v15 offset1:16
	ds_load_2addr_b32 v[12:13], v14 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_129:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s11
	s_cbranch_execz .LBB3_131
	ds_load_2addr_b32 v[10:11], v15 offset1:8
	ds_load_2addr_b32 v[12:13], v14 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_131:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s12
	s_cbranch_execz .LBB3_133
	ds_load_2addr_b32 v[10:11], v15 offset1:4
	ds_load_2addr_b32 v[12:13], v14 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_133:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s13
	s_cbranch_execz .LBB3_135
	ds_load_2addr_b32 v[10:11], v15 offset1:2
	ds_load_2addr_b32 v[12:13], v14 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v12
	v_cmp_gt_f32_e64 s19, v13, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v12, v13 :: v_dual_cndmask_b32 v9, v10, v11
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_135:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s4
	s_cbranch_execz .LBB3_137
	v_add_nc_u32_e64 v8, 4, 0
	ds_load_2addr_stride64_b32 v[10:11], v8 offset0:128 offset1:144
	ds_load_b32 v12, v15
	ds_load_b32 v13, v14
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v11, v13
	v_cmp_gt_f32_e64 s19, v11, v13
	v_cmp_o_f32_e64 s20, v13, v13
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v11, v11
	v_cndmask_b32_e64 v9, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v8.l, v8.l, v9.l, vcc_lo
	v_and_b16 v8.l, 1, v8.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v8.l
	v_dual_cndmask_b32 v8, v13, v11 :: v_dual_cndmask_b32 v9, v12, v10
	ds_store_b32 v14, v8
	ds_store_b32 v15, v9
.LBB3_137:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB3_139
	v_mov_b32_e32 v8, 0
	ds_load_b32 v9, v8 offset:36864
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v8, v9 offset:40992
.LBB3_139:
	s_or_b32 exec_lo, exec_lo, s18
	s_load_b128 s[40:43], s[0:1], 0x40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cmp_eq_u32 s43, 0
	s_cselect_b32 s0, -1, 0
	s_cmp_lg_u32 s43, 0
	s_cselect_b32 s1, -1, 0
	s_cmp_eq_u64 s[40:41], 0
	s_cselect_b32 s18, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s1, s18, s1
	s_and_b32 vcc_lo, exec_lo, s1
	s_mov_b32 s1, -1
	s_cbranch_vccz .LBB3_143
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB3_142
	v_mov_b32_e32 v8, 0xa024
	v_mov_b32_e32 v9, 0xff800000
	v_mov_b32_e32 v10, 0x7f800000
	ds_store_2addr_b32 v8, v9, v10 offset1:1
.LBB3_142:
	s_or_b32 exec_lo, exec_lo, s1
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB3_143:
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB3_212
	s_and_saveexec_b32 s1, s17
	s_cbranch_execnz .LBB3_192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s16
	s_cbranch_execnz .LBB3_193
.LBB3_146:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s15
	s_cbranch_execnz .LBB3_194
.LBB3_147:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s14
	s_cbranch_execz .LBB3_149
.LBB3_148:
	v_lshlrev_b32_e32 v8, 2, v2
	v_add_nc_u32_e32 v12, 0xffffe000, v14
	v_add_nc_u32_e32 v11, 0xffffa000, v14
	global_load_b32 v8, v8, s[48:49]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v8, 0, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v9, v8
	v_or_b32_e32 v10, 0x80000000, v8
	v_cmp_gt_i32_e32 vcc_lo, 0, v8
	v_dual_cndmask_b32 v8, v10, v9 :: v_dual_mov_b32 v9, 1.0
	ds_store_b32 v11, v8
	ds_store_b32 v12, v9
.LBB3_149:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v8, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s17
	v_not_b32_e32 v8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v8, s18, s52, v8
	v_add_co_ci_u32_e64 v9, null, s53, -1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_alignbit_b32 v8, v9, v8, 10
	v_add_nc_u32_e32 v8, 1, v8
	s_or_b32 exec_lo, exec_lo, s1
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	v_mov_b32_e32 v9, 0
	ds_store_b32 v9, v9 offset:40960
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s18, exec_lo
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB3_154:
	s_ctz_i32_b32 s19, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s20, v8, s19
	s_lshl_b32 s19, 1, s19
	s_add_i32 s1, s1, s20
	s_and_not1_b32 s18, s18, s19
	s_cbranch_scc1 .LBB3_154
	v_mbcnt_lo_u32_b32 v8, exec_lo, 0
	s_mov_b32 s18, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v8
	s_xor_b32 s18, exec_lo, s18
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v9, s1
	ds_add_u32 v8, v9 offset:40960
	s_or_b32 exec_lo, exec_lo, s18
	v_mov_b32_e32 v10, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clz_i32_u32 s1, s41
	ds_load_b32 v8, v10 offset:40960
	s_min_u32 s1, s1, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[18:19], s[40:41], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s18, s18, 1
	s_or_b32 s18, s19, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_f32_u32 s18, s18
	v_ldexp_f32 v9, s18, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_readfirstlane_b32 s33, v9
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v8, v8
	v_cmp_nge_f32_e32 vcc_lo, v8, v9
	s_cbranch_vccnz .LBB3_195
	s_mov_b32 s34, 0
	s_mov_b64 s[18:19], 0
	s_branch .LBB3_160
.LBB3_159:
	s_or_b32 exec_lo, exec_lo, s22
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v8, v10 offset:40960
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s1, v8
	s_cvt_f32_u32 s1, s1
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s1, s33
	s_cselect_b32 s34, s21, s20
	s_add_u32 s18, s18, 2
	s_addc_u32 s19, s19, 0
	s_cmp_eq_u64 s[18:19], 32
	s_cbranch_scc1 .LBB3_196
.LBB3_160:
	v_mov_b32_e32 v11, 0
	s_lshr_b32 s1, 0x80000000, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s20, s1, s34
	s_and_saveexec_b32 s21, s17
	s_cbranch_execz .LBB3_164
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v12, v16
	v_dual_mov_b32 v9, v1 :: v_dual_mov_b32 v8, v0
	s_mov_b32 s22, 0
	.p2align	6
.LBB3_162:
	ds_load_b32 v13, v12
	v_add_co_u32 v8, vcc_lo, 0x400, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	v_add_nc_u32_e32 v12, 0x1000, v12
	v_cmp_le_u64_e32 vcc_lo, s[52:53], v[8:9]
	s_or_b32 s22, vcc_lo, s22
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e64 s1, s20, v13
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, 0, v11, s1
	s_and_not1_b32 exec_lo, exec_lo, s22
	s_cbranch_execnz .LBB3_162
	s_or_b32 exec_lo, exec_lo, s22
.LBB3_164:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s21
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	ds_store_b32 v10, v10 offset:40960
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s21, exec_lo
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB3_167:
	s_ctz_i32_b32 s22, s21
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s23, v11, s22
	s_lshl_b32 s22, 1, s22
	s_add_i32 s1, s1, s23
	s_and_not1_b32 s21, s21, s22
	s_cbranch_scc1 .LBB3_167
	v_mbcnt_lo_u32_b32 v8, exec_lo, 0
	s_mov_b32 s21, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v8
	s_xor_b32 s21, exec_lo, s21
	v_mov_b32_e32 v8, s1
	ds_add_u32 v10, v8 offset:40960
	s_or_b32 exec_lo, exec_lo, s21
	v_mov_b32_e32 v11, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v8, v11 offset:40960
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s1, v8
	s_cvt_f32_u32 s1, s1
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s1, s33
	s_cselect_b32 s20, s20, s34
	s_lshr_b32 s1, 2.0, s18
	s_or_b32 s21, s1, s20
	s_and_saveexec_b32 s22, s17
	s_cbranch_execz .LBB3_174
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v12, v16
	v_dual_mov_b32 v9, v1 :: v_dual_mov_b32 v8, v0
	s_mov_b32 s23, 0
	.p2align	6
.LBB3_172:
	ds_load_b32 v13, v12
	v_add_co_u32 v8, vcc_lo, 0x400, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	v_add_nc_u32_e32 v12, 0x1000, v12
	v_cmp_le_u64_e32 vcc_lo, s[52:53], v[8:9]
	s_or_b32 s23, vcc_lo, s23
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e64 s1, s21, v13
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, 0, v11, s1
	s_and_not1_b32 exec_lo, exec_lo, s23
	s_cbranch_execnz .LBB3_172
	s_or_b32 exec_lo, exec_lo, s23
.LBB3_174:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s22
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	ds_store_b32 v10, v10 offset:40960
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s22, exec_lo
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB3_177:
	s_ctz_i32_b32 s23, s22
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s24, v11, s23
	s_lshl_b32 s23, 1, s23
	s_add_i32 s1, s1, s24
	s_and_not1_b32 s22, s22, s23
	s_cbranch_scc1 .LBB3_177
	v_mbcnt_lo_u32_b32 v8, exec_lo, 0
	s_mov_b32 s22, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v8
	s_xor_b32 s22, exec_lo, s22
	s_cbranch_execz .LBB3_159
	v_mov_b32_e32 v8, s1
	ds_add_u32 v10, v8 offset:40960
	s_branch .LBB3_159
.LBB3_180:
	v_lshlrev_b32_e32 v8, 2, v0
	global_load_b32 v8, v8, s[48:49]
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, 0x7f800000, v8
	v_dual_mov_b32 v9, v1 :: v_dual_mov_b32 v8, v0
	v_cndmask_b32_e64 v10, 0, 1.0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s16
	s_cbranch_execz .LBB3_33
.LBB3_181:
	v_lshlrev_b32_e32 v11, 2, v6
	global_load_b32 v11, v11, s[48:49]
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, 0x7f800000, v11
	v_cndmask_b32_e64 v11, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v11, v10
	v_cndmask_b32_e32 v10, v10, v11, vcc_lo
	v_cndmask_b32_e64 v9, v9, 0, vcc_lo
	v_cndmask_b32_e32 v8, v8, v6, vcc_lo
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s15
	s_cbranch_execz .LBB3_34
.LBB3_182:
	v_lshlrev_b32_e32 v11, 2, v4
	global_load_b32 v11, v11, s[48:49]
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, 0x7f800000, v11
	v_cndmask_b32_e64 v11, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v11, v10
	v_cndmask_b32_e32 v10, v10, v11, vcc_lo
	v_cndmask_b32_e32 v8, v8, v4, vcc_lo
	v_cndmask_b32_e64 v9, v9, 0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s14
	s_cbranch_execnz .LBB3_35
	s_branch .LBB3_36
.LBB3_183:
	v_dual_mov_b32 v9, 0 :: v_dual_lshlrev_b32 v8, 2, v0
	global_load_b32 v10, v8, s[48:49]
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v10
	v_cndmask_b32_e32 v8, 0, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s20, s16
	s_cbranch_execz .LBB3_60
.LBB3_184:
	v_lshlrev_b32_e32 v11, 2, v6
	v_cmp_o_f32_e32 vcc_lo, v10, v10
	global_load_b32 v11, v11, s[48:49]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s18, v11, v11
	v_cmp_gt_f32_e64 s19, v11, v10
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s19, s18
	v_cndmask_b32_e32 v10, v10, v11, vcc_lo
	v_cndmask_b32_e64 v9, v9, 0, vcc_lo
	v_cndmask_b32_e32 v8, v8, v6, vcc_lo
	s_or_b32 exec_lo, exec_lo, s20
	s_and_saveexec_b32 s20, s15
	s_cbranch_execz .LBB3_61
.LBB3_185:
	v_lshlrev_b32_e32 v11, 2, v4
	v_cmp_o_f32_e32 vcc_lo, v10, v10
	global_load_b32 v11, v11, s[48:49]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s18, v11, v11
	v_cmp_gt_f32_e64 s19, v11, v10
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s19, s18
	v_cndmask_b32_e32 v10, v10, v11, vcc_lo
	v_cndmask_b32_e32 v8, v8, v4, vcc_lo
	v_cndmask_b32_e64 v9, v9, 0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s20
	s_and_saveexec_b32 s20, s14
	s_cbranch_execnz .LBB3_62
	s_branch .LBB3_63
.LBB3_186:
	v_dual_mov_b32 v9, 0 :: v_dual_lshlrev_b32 v8, 2, v0
	global_load_b32 v10, v8, s[48:49]
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v10
	v_cndmask_b32_e32 v8, 0, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s20, s16
	s_cbranch_execz .LBB3_87
.LBB3_187:
	v_lshlrev_b32_e32 v11, 2, v6
	v_cmp_o_f32_e32 vcc_lo, v10, v10
	global_load_b32 v11, v11, s[48:49]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s18, v11, v11
	v_cmp_gt_f32_e64 s19, v11, v10
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s19, s18
	v_cndmask_b32_e32 v10, v10, v11, vcc_lo
	v_cndmask_b32_e64 v9, v9, 0, vcc_lo
	v_cndmask_b32_e32 v8, v8, v6, vcc_lo
	s_or_b32 exec_lo, exec_lo, s20
	s_and_saveexec_b32 s20, s15
	s_cbranch_execz .LBB3_88
.LBB3_188:
	v_lshlrev_b32_e32 v11, 2, v4
	v_cmp_o_f32_e32 vcc_lo, v10, v10
	global_load_b32 v11, v11, s[48:49]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s18, v11, v11
	v_cmp_gt_f32_e64 s19, v11, v10
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s19, s18
	v_cndmask_b32_e32 v10, v10, v11, vcc_lo
	v_cndmask_b32_e32 v8, v8, v4, vcc_lo
	v_cndmask_b32_e64 v9, v9, 0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s20
	s_and_saveexec_b32 s20, s14
	s_cbranch_execnz .LBB3_89
	s_branch .LBB3_90
.LBB3_189:
	v_lshlrev_b32_e32 v8, 2, v0
	global_load_b32 v8, v8, s[48:49]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, s68, v8
	v_cmp_class_f32_e64 s19, v8, 0x1f8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_class_f32_e64 s20, v9, 0x204
	v_dual_mov_b32 v9, v1 :: v_dual_mov_b32 v8, v0
	s_and_b32 s19, s20, s19
	v_cndmask_b32_e64 v10, 0, 1.0, s19
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s16
	s_cbranch_execz .LBB3_114
.LBB3_190:
	v_lshlrev_b32_e32 v11, 2, v6
	global_load_b32 v11, v11, s[48:49]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v12, s68, v11
	v_cmp_class_f32_e64 s19, v11, 0x1f8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_class_f32_e64 s20, v12, 0x204
	s_and_b32 s19, s20, s19
	v_cndmask_b32_e64 v11, 0, 1.0, s19
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v11, v10
	v_cndmask_b32_e32 v10, v10, v11, vcc_lo
	v_cndmask_b32_e64 v9, v9, 0, vcc_lo
	v_cndmask_b32_e32 v8, v8, v6, vcc_lo
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s15
	s_cbranch_execz .LBB3_115
.LBB3_191:
	v_lshlrev_b32_e32 v11, 2, v4
	global_load_b32 v11, v11, s[48:49]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v12, s68, v11
	v_cmp_class_f32_e64 s19, v11, 0x1f8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_class_f32_e64 s20, v12, 0x204
	s_and_b32 s19, s20, s19
	v_cndmask_b32_e64 v11, 0, 1.0, s19
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v11, v10
	v_cndmask_b32_e32 v10, v10, v11, vcc_lo
	v_cndmask_b32_e32 v8, v8, v4, vcc_lo
	v_cndmask_b32_e64 v9, v9, 0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s14
	s_cbranch_execnz .LBB3_116
	s_branch .LBB3_117
.LBB3_192:
	v_lshlrev_b32_e32 v8, 2, v0
	v_add_nc_u32_e32 v12, 0xffffb000, v14
	v_add_nc_u32_e32 v11, 0xffff7000, v14
	global_load_b32 v8, v8, s[48:49]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v8, 0, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v9, v8
	v_or_b32_e32 v10, 0x80000000, v8
	v_cmp_gt_i32_e32 vcc_lo, 0, v8
	v_dual_cndmask_b32 v8, v10, v9 :: v_dual_mov_b32 v9, 1.0
	ds_store_b32 v11, v8
	ds_store_b32 v12, v9
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s16
	s_cbranch_execz .LBB3_146
.LBB3_193:
	v_lshlrev_b32_e32 v8, 2, v6
	v_add_nc_u32_e32 v12, 0xffffc000, v14
	v_add_nc_u32_e32 v11, 0xffff8000, v14
	global_load_b32 v8, v8, s[48:49]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v8, 0, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v9, v8
	v_or_b32_e32 v10, 0x80000000, v8
	v_cmp_gt_i32_e32 vcc_lo, 0, v8
	v_dual_cndmask_b32 v8, v10, v9 :: v_dual_mov_b32 v9, 1.0
	ds_store_b32 v11, v8
	ds_store_b32 v12, v9
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s15
	s_cbranch_execz .LBB3_147
.LBB3_194:
	v_lshlrev_b32_e32 v8, 2, v4
	v_add_nc_u32_e32 v12, 0xffffd000, v14
	v_add_nc_u32_e32 v11, 0xffff9000, v14
	global_load_b32 v8, v8, s[48:49]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v8, 0, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v9, v8
	v_or_b32_e32 v10, 0x80000000, v8
	v_cmp_gt_i32_e32 vcc_lo, 0, v8
	v_dual_cndmask_b32 v8, v10, v9 :: v_dual_mov_b32 v9, 1.0
	ds_store_b32 v11, v8
	ds_store_b32 v12, v9
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s14
	s_cbranch_execnz .LBB3_148
	s_branch .LBB3_149
.LBB3_195:
	v_mov_b32_e32 v1, 0x7f800000
	s_mov_b32 s1, 0xff800000
	s_and_saveexec_b32 s18, s4
	s_cbranch_execnz .LBB3_210
	s_branch .LBB3_211
.LBB3_196:
	s_add_u32 s24, s52, -1
	s_addc_u32 s25, s53, -1
	s_mov_b32 s22, 0
	s_clz_i32_u64 s1, s[24:25]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s35, s1, 64
	s_sub_u32 s18, 64, s35
	s_subb_u32 s19, 0, 0
	s_lshl_b64 s[20:21], -1, s18
	s_cmp_eq_u64 s[24:25], 0
	s_mov_b64 s[24:25], 0
	s_cbranch_scc1 .LBB3_209
	v_add_co_u32 v8, s23, s20, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v9, null, s21, 0, s23
	v_cmp_gt_u64_e64 s1, s[18:19], 1
	v_not_b32_e32 v8, v8
	v_mov_b32_e32 v17, 0
	s_delay_alu instid0(VALU_DEP_4)
	v_not_b32_e32 v9, v9
	s_brev_b32 s23, 1
	s_mov_b64 s[28:29], 0
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s27, s19, 0
	s_cselect_b32 s26, s18, 1
	s_branch .LBB3_199
.LBB3_198:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v10, v17 offset:40960
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s1, v10
	s_cvt_f32_u32 s1, s1
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s1, s33
	s_cselect_b32 s25, s31, s25
	s_cselect_b32 s24, s30, s24
	s_add_u32 s28, s28, 1
	s_addc_u32 s29, s29, 0
	s_cmp_eq_u64 s[28:29], s[26:27]
	s_cbranch_scc1 .LBB3_209
.LBB3_199:
	s_add_i32 s1, s28, s35
	v_mov_b32_e32 v18, 0
	s_lshr_b64 s[18:19], s[22:23], s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b64 s[30:31], s[18:19], s[24:25]
	s_and_saveexec_b32 s36, s17
	s_cbranch_execz .LBB3_203
	v_dual_mov_b32 v18, 0 :: v_dual_mov_b32 v19, v16
	v_dual_mov_b32 v11, v9 :: v_dual_mov_b32 v10, v8
	v_dual_mov_b32 v13, v1 :: v_dual_mov_b32 v12, v0
	s_mov_b32 s37, 0
	.p2align	6
.LBB3_201:
	ds_load_b32 v20, v19
	v_cmp_le_u64_e32 vcc_lo, s[30:31], v[10:11]
	v_add_co_u32 v12, s1, 0x400, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v13, s1
	v_add_co_u32 v10, s1, 0xfffffc00, v10
	v_add_co_ci_u32_e64 v11, null, -1, v11, s1
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_le_u64_e64 s1, s[52:53], v[12:13]
	v_add_nc_u32_e32 v19, 0x1000, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e64 s18, s34, v20
	v_cmp_lt_u32_e64 s19, s34, v20
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s19, s18
	s_or_b32 s37, s1, s37
	v_add_co_ci_u32_e64 v18, null, 0, v18, vcc_lo
	s_and_not1_b32 exec_lo, exec_lo, s37
	s_cbranch_execnz .LBB3_201
	s_or_b32 exec_lo, exec_lo, s37
.LBB3_203:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s36
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	ds_store_b32 v17, v17 offset:40960
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s18, exec_lo
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB3_206:
	s_ctz_i32_b32 s19, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s36, v18, s19
	s_lshl_b32 s19, 1, s19
	s_add_i32 s1, s1, s36
	s_and_not1_b32 s18, s18, s19
	s_cbranch_scc1 .LBB3_206
	v_mbcnt_lo_u32_b32 v10, exec_lo, 0
	s_mov_b32 s18, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v10
	s_xor_b32 s18, exec_lo, s18
	s_cbranch_execz .LBB3_198
	v_mov_b32_e32 v10, s1
	ds_add_u32 v17, v10 offset:40960
	s_branch .LBB3_198
.LBB3_209:
	s_not_b64 s[18:19], s[20:21]
	s_and_b32 s1, s34, 0x7fffffff
	s_not_b32 s20, s34
	s_cmp_lt_i32 s34, 0
	s_cselect_b32 s1, s1, s20
	s_sub_u32 s18, s18, s24
	s_subb_u32 s19, s19, s25
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_clz_i32_u32 s20, s19
	s_min_u32 s20, s20, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[18:19], s[18:19], s20
	s_min_u32 s18, s18, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_3)
	s_or_b32 s18, s19, s18
	s_sub_i32 s19, 32, s20
	s_cvt_f32_u32 s18, s18
	v_ldexp_f32 v1, s18, s19
	s_and_saveexec_b32 s18, s4
.LBB3_210:
	v_dual_mov_b32 v8, s1 :: v_dual_mov_b32 v9, 0xa024
	ds_store_2addr_b32 v9, v8, v1 offset1:1
.LBB3_211:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB3_212:
	s_cmp_lt_f32 s42, 1.0
	buffer_gl0_inv
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s18, s1, s0
	s_xor_b32 s43, s18, -1
	s_mov_b32 s18, -1
	s_and_b32 vcc_lo, exec_lo, s43
	s_cbranch_vccnz .LBB3_220
	s_and_b32 vcc_lo, exec_lo, s18
	s_cbranch_vccnz .LBB3_223
.LBB3_214:
	s_and_b32 vcc_lo, exec_lo, s43
	s_mov_b32 s18, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB3_251
.LBB3_215:
	s_and_b32 vcc_lo, exec_lo, s18
	s_cbranch_vccnz .LBB3_254
.LBB3_216:
	s_and_b32 vcc_lo, exec_lo, s43
	s_mov_b32 s18, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB3_278
.LBB3_217:
	s_and_b32 vcc_lo, exec_lo, s18
	s_cbranch_vccnz .LBB3_281
.LBB3_218:
	s_and_b32 vcc_lo, exec_lo, s43
	s_mov_b32 s18, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB3_329
.LBB3_219:
	s_and_b32 vcc_lo, exec_lo, s18
	s_cbranch_vccnz .LBB3_332
	s_branch .LBB3_360
.LBB3_220:
	s_and_saveexec_b32 s18, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:41004
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB3_214
.LBB3_223:
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v1, 0xff800000
	v_mov_b32_e32 v9, 0
	s_and_saveexec_b32 s20, s17
	s_cbranch_execnz .LBB3_265
	s_or_b32 exec_lo, exec_lo, s20
	s_and_saveexec_b32 s20, s16
	s_cbranch_execnz .LBB3_266
.LBB3_225:
	s_or_b32 exec_lo, exec_lo, s20
	s_and_saveexec_b32 s20, s15
	s_cbranch_execnz .LBB3_267
.LBB3_226:
	s_or_b32 exec_lo, exec_lo, s20
	s_and_saveexec_b32 s20, s14
	s_cbranch_execz .LBB3_228
.LBB3_227:
	v_lshlrev_b32_e32 v9, 2, v2
	v_mov_b32_e32 v11, 0xa024
	global_load_b32 v13, v9, s[48:49]
	v_clz_i32_u32_e32 v9, 0
	ds_load_2addr_b32 v[11:12], v11 offset1:1
	v_min_u32_e32 v17, 32, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[9:10], v17, v[2:3]
	v_min_u32_e32 v9, 1, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v9, v10, v9
	v_sub_nc_u32_e32 v10, 32, v17
	v_cvt_f32_u32_e32 v9, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f32 v9, v9, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v12, v9
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s18, v13, v11
	v_cmp_gt_f32_e64 s19, v13, v11
	s_and_b32 s18, s18, vcc_lo
	v_cndmask_b32_e64 v9, 0, 1.0, s19
	v_cndmask_b32_e64 v10, 0, 1.0, s18
	v_cmp_o_f32_e64 s18, v1, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v10, v9
	v_dual_cndmask_b32 v9, v9, v10 :: v_dual_mul_f32 v10, s68, v13
	v_cmp_neq_f32_e32 vcc_lo, 0, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v9, 0xff800000, v10, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cmp_gt_f32_e64 s19, v9, v1
	s_and_b32 s18, s18, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s19, s18
	v_dual_cndmask_b32 v1, v1, v9 :: v_dual_cndmask_b32 v8, v8, v2
.LBB3_228:
	s_or_b32 exec_lo, exec_lo, s20
	ds_store_b32 v14, v1
	ds_store_b32 v15, v8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s5
	s_cbranch_execz .LBB3_230
	ds_load_2addr_stride64_b32 v[9:10], v15 offset1:8
	ds_load_2addr_stride64_b32 v[11:12], v14 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v12, v11
	v_cmp_gt_f32_e64 s19, v12, v11
	v_cmp_o_f32_e64 s20, v11, v11
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v1, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v8.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v11, v12 :: v_dual_cndmask_b32 v8, v9, v10
	ds_store_b32 v14, v1
	ds_store_b32 v15, v8
.LBB3_230:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s6
	s_cbranch_execz .LBB3_232
	ds_load_2addr_stride64_b32 v[9:10], v15 offset1:4
	ds_load_2addr_stride64_b32 v[11:12], v14 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v12, v11
	v_cmp_gt_f32_e64 s19, v12, v11
	v_cmp_o_f32_e64 s20, v11, v11
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v1, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v8.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v11, v12 :: v_dual_cndmask_b32 v8, v9, v10
	ds_store_b32 v14, v1
	ds_store_b32 v15, v8
.LBB3_232:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s7
	s_cbranch_execz .LBB3_234
	ds_load_2addr_stride64_b32 v[9:10], v15 offset1:2
	ds_load_2addr_stride64_b32 v[11:12], v14 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v12, v11
	v_cmp_gt_f32_e64 s19, v12, v11
	v_cmp_o_f32_e64 s20, v11, v11
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v1, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v8.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v11, v12 :: v_dual_cndmask_b32 v8, v9, v10
	ds_store_b32 v14, v1
	ds_store_b32 v15, v8
.LBB3_234:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s8
	s_cbranch_execz .LBB3_236
	ds_load_2addr_stride64_b32 v[9:10], v15 offset1:1
	ds_load_2addr_stride64_b32 v[11:12], v14 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v12, v11
	v_cmp_gt_f32_e64 s19, v12, v11
	v_cmp_o_f32_e64 s20, v11, v11
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v1, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v8.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v11, v12 :: v_dual_cndmask_b32 v8, v9, v10
	ds_store_b32 v14, v1
	ds_store_b32 v15, v8
.LBB3_236:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s9
	s_cbranch_execz .LBB3_238
	ds_load_2addr_b32 v[9:10], v15 offset1:32
	ds_load_2addr_b32 v[11:12], v14 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v12, v11
	v_cmp_gt_f32_e64 s19, v12, v11
	v_cmp_o_f32_e64 s20, v11, v11
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v1, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v8.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v11, v12 :: v_dual_cndmask_b32 v8, v9, v10
	ds_store_b32 v14, v1
	ds_store_b32 v15, v8
.LBB3_238:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s10
	s_cbranch_execz .LBB3_240
	ds_load_2addr_b32 v[9:10], v15 offset1:16
	ds_load_2addr_b32 v[11:12], v14 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v12, v11
	v_cmp_gt_f32_e64 s19, v12, v11
	v_cmp_o_f32_e64 s20, v11, v11
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v1, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v8.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v11, v12 :: v_dual_cndmask_b32 v8, v9, v10
	ds_store_b32 v14, v1
	ds_store_b32 v15, v8
.LBB3_240:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s11
	s_cbranch_execz .LBB3_242
	ds_load_2addr_b32 v[9:10], v15 offset1:8
	ds_load_2addr_b32 v[11:12], v14 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v12, v11
	v_cmp_gt_f32_e64 s19, v12, v11
	v_cmp_o_f32_e64 s20, v11, v11
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v1, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v8.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v11, v12 :: v_dual_cndmask_b32 v8, v9, v10
	ds_store_b32 v14, v1
	ds_store_b32 v15, v8
.LBB3_242:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s12
	s_cbranch_execz .LBB3_244
	ds_load_2addr_b32 v[9:10], v15 offset1:4
	ds_load_2addr_b32 v[11:12], v14 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v12, v11
	v_cmp_gt_f32_e64 s19, v12, v11
	v_cmp_o_f32_e64 s20, v11, v11
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v1, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v8.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v11, v12 :: v_dual_cndmask_b32 v8, v9, v10
	ds_store_b32 v14, v1
	ds_store_b32 v15, v8
.LBB3_244:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s13
	s_cbranch_execz .LBB3_246
	ds_load_2addr_b32 v[9:10], v15 offset1:2
	ds_load_2addr_b32 v[11:12], v14 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v12, v11
	v_cmp_gt_f32_e64 s19, v12, v11
	v_cmp_o_f32_e64 s20, v11, v11
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v1, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v8.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v11, v12 :: v_dual_cndmask_b32 v8, v9, v10
	ds_store_b32 v14, v1
	ds_store_b32 v15, v8
.LBB3_246:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s4
	s_cbranch_execz .LBB3_248
	v_add_nc_u32_e64 v1, 4, 0
	ds_load_2addr_stride64_b32 v[9:10], v1 offset0:128 offset1:144
	ds_load_b32 v11, v15
	ds_load_b32 v12, v14
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v9, v11
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v10, v12
	v_cmp_gt_f32_e64 s19, v10, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v1, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v8.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v12, v10 :: v_dual_cndmask_b32 v8, v11, v9
	ds_store_b32 v14, v1
	ds_store_b32 v15, v8
.LBB3_248:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB3_250
	v_mov_b32_e32 v1, 0
	ds_load_b32 v8, v1 offset:36864
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v1, v8 offset:41004
.LBB3_250:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s43
	s_mov_b32 s18, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB3_215
.LBB3_251:
	s_and_saveexec_b32 s18, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:41008
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB3_216
.LBB3_254:
	s_and_saveexec_b32 s20, s17
	s_cbranch_execnz .LBB3_268
	s_or_b32 exec_lo, exec_lo, s20
	s_and_saveexec_b32 s20, s16
	s_cbranch_execnz .LBB3_269
.LBB3_256:
	s_or_b32 exec_lo, exec_lo, s20
	s_and_saveexec_b32 s20, s15
	s_cbranch_execnz .LBB3_270
.LBB3_257:
	s_or_b32 exec_lo, exec_lo, s20
	s_and_saveexec_b32 s20, s14
	s_cbranch_execz .LBB3_259
.LBB3_258:
	v_dual_mov_b32 v8, 0 :: v_dual_lshlrev_b32 v1, 2, v2
	v_mov_b32_e32 v24, 0xa024
	global_load_b32 v1, v1, s[48:49]
	ds_load_b32 v8, v8 offset:41004
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, s68, v1
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
	v_dual_mul_f32 v17, 0x35bfbe8e, v9 :: v_dual_add_f32 v18, v8, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v8, v18, v17
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
	v_mul_f32_e32 v19, v8, v9
	v_sub_f32_e32 v20, 2.0, v9
	v_div_scale_f32 v10, null, v20, v20, v19
	v_div_scale_f32 v11, vcc_lo, v19, v20, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v21, v10
	v_fma_f32 v8, -v10, v21, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v21, v8, v21
	v_clz_i32_u32_e32 v8, 0
	v_mul_f32_e32 v22, v11, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_min_u32_e32 v23, 32, v8
	v_fma_f32 v9, -v10, v22, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v22, v9, v21
	v_lshlrev_b64 v[8:9], v23, v[2:3]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_fma_f32 v25, -v10, v22, v11
	ds_load_2addr_b32 v[10:11], v24 offset1:1
	v_min_u32_e32 v8, 1, v8
	v_div_fmas_f32 v21, v25, v21, v22
	v_or_b32_e32 v8, v9, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v9, v21, v20, v19
	v_sub_nc_u32_e32 v19, 32, v23
	v_cvt_f32_u32_e32 v8, v8
	v_add_nc_u32_e32 v20, 0xb4c00100, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v9, v17, v9
	v_ldexp_f32 v8, v8, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v17, 1, v20
	v_sub_f32_e32 v9, v18, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v1, v10
	v_cmp_ge_f32_e32 vcc_lo, v11, v8
	v_cmp_gt_f32_e64 s19, v1, v10
	v_sub_nc_u32_e32 v8, v13, v17
	v_lshl_add_u32 v11, v17, 23, 0xff800000
	v_add_f32_e32 v9, 1.0, v9
	s_and_b32 s18, s18, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1.0, s19
	v_cndmask_b32_e64 v10, 0, 1.0, s18
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
	v_dual_cndmask_b32 v1, 0, v8 :: v_dual_add_nc_u32 v8, 0xffffa000, v14
	ds_store_b32 v8, v1
.LBB3_259:
	s_or_b32 exec_lo, exec_lo, s20
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s4
	s_cbranch_execz .LBB3_276
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v8, 0
	s_cmp_eq_u64 s[52:53], 0
	s_mov_b64 s[20:21], 0
	s_cbranch_scc1 .LBB3_275
	s_add_u32 s18, s52, -1
	s_addc_u32 s19, s53, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s19, s[18:19], 7
	s_and_b32 s18, s52, 7
	s_and_b32 vcc_lo, exec_lo, s19
	s_mov_b32 s19, 0
	s_cbranch_vccnz .LBB3_271
	v_mov_b32_e32 v8, 0
	s_and_b32 s20, s52, 0x1ff8
	s_mov_b32 s21, s19
	s_mov_b64 s[22:23], 0
	s_mov_b32 s25, s19
	.p2align	6
.LBB3_263:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v13, s25
	s_add_u32 s22, s22, 8
	s_addc_u32 s23, s23, 0
	s_add_i32 s25, s25, 32
	s_cmp_lg_u64 s[20:21], s[22:23]
	ds_load_2addr_b32 v[9:10], v13 offset1:1
	ds_load_2addr_b32 v[11:12], v13 offset0:2 offset1:3
	ds_load_2addr_b32 v[17:18], v13 offset0:4 offset1:5
	ds_load_2addr_b32 v[19:20], v13 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v8, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, v8, v10
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v8, v8, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, v8, v12
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v8, v8, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, v8, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v19
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v8, v8, v20
	s_cbranch_scc1 .LBB3_263
	s_cmp_lg_u64 s[18:19], 0
	s_cselect_b32 s21, -1, 0
	s_branch .LBB3_272
.LBB3_265:
	global_load_b32 v1, v16, s[48:49]
	v_mov_b32_e32 v8, 0xa024
	v_cvt_f32_u32_e32 v10, v0
	ds_load_2addr_b32 v[8:9], v8 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v9, v10
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s18, v1, v8
	v_cmp_gt_f32_e64 s19, v1, v8
	v_mul_f32_e32 v1, s68, v1
	s_and_b32 s18, s18, vcc_lo
	v_cndmask_b32_e64 v8, 0, 1.0, s19
	v_cndmask_b32_e64 v9, 0, 1.0, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v9, v8
	v_dual_cndmask_b32 v8, v8, v9 :: v_dual_mov_b32 v9, 0
	v_cmp_neq_f32_e32 vcc_lo, 0, v8
	v_cndmask_b32_e32 v1, 0xff800000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v1
	v_cndmask_b32_e32 v8, 0, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s20
	s_and_saveexec_b32 s20, s16
	s_cbranch_execz .LBB3_225
.LBB3_266:
	v_lshlrev_b32_e32 v10, 2, v6
	v_mov_b32_e32 v12, 0xa024
	global_load_b32 v17, v10, s[48:49]
	v_clz_i32_u32_e32 v10, 0
	ds_load_2addr_b32 v[12:13], v12 offset1:1
	v_min_u32_e32 v18, 32, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[10:11], v18, v[6:7]
	v_min_u32_e32 v10, 1, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v10, v11, v10
	v_sub_nc_u32_e32 v11, 32, v18
	v_cvt_f32_u32_e32 v10, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f32 v10, v10, v11
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v13, v10
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s18, v17, v12
	v_cmp_gt_f32_e64 s19, v17, v12
	s_and_b32 s18, s18, vcc_lo
	v_cndmask_b32_e64 v10, 0, 1.0, s19
	v_cndmask_b32_e64 v11, 0, 1.0, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v11, v10
	v_dual_cndmask_b32 v10, v10, v11 :: v_dual_mul_f32 v11, s68, v17
	v_cmp_neq_f32_e32 vcc_lo, 0, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v10, 0xff800000, v11, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_u_f32_e64 s18, v10, v10
	v_cmp_gt_f32_e64 s19, v10, v1
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s19, s18
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	v_cndmask_b32_e64 v9, v9, 0, vcc_lo
	v_cndmask_b32_e32 v8, v8, v6, vcc_lo
	s_or_b32 exec_lo, exec_lo, s20
	s_and_saveexec_b32 s20, s15
	s_cbranch_execz .LBB3_226
.LBB3_267:
	v_lshlrev_b32_e32 v10, 2, v4
	v_mov_b32_e32 v12, 0xa024
	global_load_b32 v17, v10, s[48:49]
	v_clz_i32_u32_e32 v10, 0
	ds_load_2addr_b32 v[12:13], v12 offset1:1
	v_min_u32_e32 v18, 32, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[10:11], v18, v[4:5]
	v_min_u32_e32 v10, 1, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v10, v11, v10
	v_sub_nc_u32_e32 v11, 32, v18
	v_cvt_f32_u32_e32 v10, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f32 v10, v10, v11
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v13, v10
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s18, v17, v12
	v_cmp_gt_f32_e64 s19, v17, v12
	s_and_b32 s18, s18, vcc_lo
	v_cndmask_b32_e64 v10, 0, 1.0, s19
	v_cndmask_b32_e64 v11, 0, 1.0, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v11, v10
	v_dual_cndmask_b32 v10, v10, v11 :: v_dual_mul_f32 v11, s68, v17
	v_cmp_neq_f32_e32 vcc_lo, 0, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v10, 0xff800000, v11, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_u_f32_e64 s18, v10, v10
	v_cmp_gt_f32_e64 s19, v10, v1
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s19, s18
	v_dual_cndmask_b32 v1, v1, v10 :: v_dual_cndmask_b32 v8, v8, v4
	v_cndmask_b32_e64 v9, v9, 0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s20
	s_and_saveexec_b32 s20, s14
	s_cbranch_execnz .LBB3_227
	s_branch .LBB3_228
.LBB3_268:
	global_load_b32 v1, v16, s[48:49]
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v8, 0 :: v_dual_mul_f32 v9, s68, v1
	ds_load_b32 v8, v8 offset:41004
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v10, v9, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v10
	v_cndmask_b32_e32 v8, 0xc2d00000, v10, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v8
	v_cndmask_b32_e32 v8, 0x42b20000, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, 0x3fb8aa3b, v8
	v_add_f32_e32 v11, 0x4b400000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, 0xcb400000, v11
	v_mul_f32_e32 v12, 0xbf317200, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v12, v8, v12 :: v_dual_mul_f32 v13, 0x35bfbe8e, v9
	v_sub_f32_e32 v8, v12, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, v8, v8
	v_mul_f32_e32 v17, 0x3331bb4c, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, 0xb5ddea0e, v17
	v_mul_f32_e32 v17, v9, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, 0x388ab355, v17
	v_mul_f32_e32 v17, v9, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, 0xbb360b61, v17
	v_mul_f32_e32 v17, v9, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, 0x3e2aaaab, v17
	v_mul_f32_e32 v9, v9, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v9, v8, v9
	v_mul_f32_e32 v17, v8, v9
	v_sub_f32_e32 v18, 2.0, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v8, null, v18, v18, v17
	v_rcp_f32_e32 v19, v8
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v9, -v8, v19, 1.0
	v_fmac_f32_e32 v19, v9, v19
	v_div_scale_f32 v20, vcc_lo, v17, v18, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v20, v19
	v_fma_f32 v9, -v8, v21, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v21, v9, v19
	v_mov_b32_e32 v9, 0xa024
	v_fma_f32 v20, -v8, v21, v20
	ds_load_2addr_b32 v[8:9], v9 offset1:1
	v_div_fmas_f32 v19, v20, v19, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v17, v19, v18, v17
	v_dual_sub_f32 v13, v13, v17 :: v_dual_add_nc_u32 v18, 0xb4c00100, v11
	v_cvt_f32_u32_e32 v17, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v18, 1, v18
	v_sub_f32_e32 v12, v12, v13
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_ge_f32_e32 vcc_lo, v9, v17
	v_cmp_eq_f32_e64 s18, v1, v8
	v_sub_nc_u32_e32 v9, v11, v18
	v_lshl_add_u32 v11, v18, 23, 0xff800000
	v_add_f32_e32 v12, 1.0, v12
	v_cmp_gt_f32_e64 s19, v1, v8
	s_and_b32 s18, s18, vcc_lo
	v_lshl_add_u32 v8, v9, 23, 0x7f800000
	v_mul_f32_e32 v9, v12, v11
	v_cndmask_b32_e64 v1, 0, 1.0, s19
	v_cndmask_b32_e64 v11, 0, 1.0, s18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v8, v9, v8
	v_cmp_gt_f32_e32 vcc_lo, v11, v1
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v10, v10
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v8, 0x7fc00000, v8, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_cndmask_b32 v1, 0, v8 :: v_dual_add_nc_u32 v8, 0xffff7000, v14
	ds_store_b32 v8, v1
	s_or_b32 exec_lo, exec_lo, s20
	s_and_saveexec_b32 s20, s16
	s_cbranch_execz .LBB3_256
.LBB3_269:
	v_dual_mov_b32 v8, 0 :: v_dual_lshlrev_b32 v1, 2, v6
	v_mov_b32_e32 v24, 0xa024
	global_load_b32 v1, v1, s[48:49]
	ds_load_b32 v8, v8 offset:41004
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, s68, v1
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
	v_dual_mul_f32 v17, 0x35bfbe8e, v9 :: v_dual_add_f32 v18, v8, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v8, v18, v17
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
	v_mul_f32_e32 v19, v8, v9
	v_sub_f32_e32 v20, 2.0, v9
	v_div_scale_f32 v10, null, v20, v20, v19
	v_div_scale_f32 v11, vcc_lo, v19, v20, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v21, v10
	v_fma_f32 v8, -v10, v21, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v21, v8, v21
	v_clz_i32_u32_e32 v8, 0
	v_mul_f32_e32 v22, v11, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_min_u32_e32 v23, 32, v8
	v_fma_f32 v9, -v10, v22, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v22, v9, v21
	v_lshlrev_b64 v[8:9], v23, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_fma_f32 v25, -v10, v22, v11
	ds_load_2addr_b32 v[10:11], v24 offset1:1
	v_min_u32_e32 v8, 1, v8
	v_div_fmas_f32 v21, v25, v21, v22
	v_or_b32_e32 v8, v9, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v9, v21, v20, v19
	v_sub_nc_u32_e32 v19, 32, v23
	v_cvt_f32_u32_e32 v8, v8
	v_add_nc_u32_e32 v20, 0xb4c00100, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v9, v17, v9
	v_ldexp_f32 v8, v8, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v17, 1, v20
	v_sub_f32_e32 v9, v18, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v1, v10
	v_cmp_ge_f32_e32 vcc_lo, v11, v8
	v_cmp_gt_f32_e64 s19, v1, v10
	v_sub_nc_u32_e32 v8, v13, v17
	v_lshl_add_u32 v11, v17, 23, 0xff800000
	v_add_f32_e32 v9, 1.0, v9
	s_and_b32 s18, s18, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1.0, s19
	v_cndmask_b32_e64 v10, 0, 1.0, s18
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
	v_dual_cndmask_b32 v1, 0, v8 :: v_dual_add_nc_u32 v8, 0xffff8000, v14
	ds_store_b32 v8, v1
	s_or_b32 exec_lo, exec_lo, s20
	s_and_saveexec_b32 s20, s15
	s_cbranch_execz .LBB3_257
.LBB3_270:
	v_dual_mov_b32 v8, 0 :: v_dual_lshlrev_b32 v1, 2, v4
	v_mov_b32_e32 v24, 0xa024
	global_load_b32 v1, v1, s[48:49]
	ds_load_b32 v8, v8 offset:41004
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, s68, v1
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
	v_dual_mul_f32 v17, 0x35bfbe8e, v9 :: v_dual_add_f32 v18, v8, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v8, v18, v17
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
	v_mul_f32_e32 v19, v8, v9
	v_sub_f32_e32 v20, 2.0, v9
	v_div_scale_f32 v10, null, v20, v20, v19
	v_div_scale_f32 v11, vcc_lo, v19, v20, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v21, v10
	v_fma_f32 v8, -v10, v21, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v21, v8, v21
	v_clz_i32_u32_e32 v8, 0
	v_mul_f32_e32 v22, v11, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_min_u32_e32 v23, 32, v8
	v_fma_f32 v9, -v10, v22, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v22, v9, v21
	v_lshlrev_b64 v[8:9], v23, v[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_fma_f32 v25, -v10, v22, v11
	ds_load_2addr_b32 v[10:11], v24 offset1:1
	v_min_u32_e32 v8, 1, v8
	v_div_fmas_f32 v21, v25, v21, v22
	v_or_b32_e32 v8, v9, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v9, v21, v20, v19
	v_sub_nc_u32_e32 v19, 32, v23
	v_cvt_f32_u32_e32 v8, v8
	v_add_nc_u32_e32 v20, 0xb4c00100, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v9, v17, v9
	v_ldexp_f32 v8, v8, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v17, 1, v20
	v_sub_f32_e32 v9, v18, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v1, v10
	v_cmp_ge_f32_e32 vcc_lo, v11, v8
	v_cmp_gt_f32_e64 s19, v1, v10
	v_sub_nc_u32_e32 v8, v13, v17
	v_lshl_add_u32 v11, v17, 23, 0xff800000
	v_add_f32_e32 v9, 1.0, v9
	s_and_b32 s18, s18, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1.0, s19
	v_cndmask_b32_e64 v10, 0, 1.0, s18
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
	v_dual_cndmask_b32 v1, 0, v8 :: v_dual_add_nc_u32 v8, 0xffff9000, v14
	ds_store_b32 v8, v1
	s_or_b32 exec_lo, exec_lo, s20
	s_and_saveexec_b32 s20, s14
	s_cbranch_execnz .LBB3_258
	s_branch .LBB3_259
.LBB3_271:
	v_mov_b32_e32 v8, 0
	s_mov_b32 s21, -1
.LBB3_272:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s21
	s_cbranch_vccz .LBB3_275
	s_lshl_b32 s20, s20, 2
.LBB3_274:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v9, s20
	s_add_i32 s20, s20, 4
	s_add_u32 s18, s18, -1
	s_addc_u32 s19, s19, -1
	s_cmp_lg_u64 s[18:19], 0
	ds_load_b32 v9, v9
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v9
	s_cbranch_scc1 .LBB3_274
.LBB3_275:
	ds_store_b32 v1, v8 offset:41008
.LBB3_276:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s43
	s_mov_b32 s18, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB3_217
.LBB3_278:
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB3_280
	v_mov_b32_e32 v1, 0xff800000
	v_mov_b32_e32 v8, 0x7f800000
	v_add_nc_u32_e64 v9, 0xa000, 0
	ds_store_2addr_b32 v9, v8, v1 offset0:3 offset1:13
.LBB3_280:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB3_218
.LBB3_281:
	s_and_saveexec_b32 s21, s17
	s_cbranch_execnz .LBB3_292
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s16
	s_cbranch_execnz .LBB3_293
.LBB3_283:
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s15
	s_cbranch_execnz .LBB3_294
.LBB3_284:
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s14
	s_cbranch_execz .LBB3_286
.LBB3_285:
	v_dual_mov_b32 v8, 0xa02c :: v_dual_lshlrev_b32 v1, 2, v2
	global_load_b32 v1, v1, s[48:49]
	ds_load_2addr_b32 v[8:9], v8 offset1:1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v10, s68, v1
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
	v_mul_f32_e32 v17, v13, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, 0x3331bb4c, v17
	v_add_f32_e32 v18, 0xb5ddea0e, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v17, v18
	v_add_f32_e32 v18, 0x388ab355, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v17, v18
	v_add_f32_e32 v18, 0xbb360b61, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v17, v18
	v_add_f32_e32 v18, 0x3e2aaaab, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, v17, v18
	v_sub_f32_e32 v17, v13, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v13, v17
	v_sub_f32_e32 v17, 2.0, v17
	v_div_scale_f32 v18, null, v17, v17, v13
	v_div_scale_f32 v21, vcc_lo, v13, v17, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v19, v18
	v_fma_f32 v20, -v18, v19, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v19, v20, v19
	v_mul_f32_e32 v20, v21, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v22, -v18, v20, v21
	v_fmac_f32_e32 v20, v22, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, -v18, v20, v21
	v_div_fmas_f32 v18, v18, v19, v20
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v13, v18, v17, v13
	v_dual_sub_f32 v12, v12, v13 :: v_dual_add_nc_u32 v17, 0xb4c00100, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v13, 1, v17
	v_sub_f32_e32 v10, v10, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v11, v11, v13
	v_lshl_add_u32 v12, v13, 23, 0xff800000
	v_add_f32_e32 v10, 1.0, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v11, v11, 23, 0x7f800000
	v_mul_f32_e32 v10, v10, v12
	v_mov_b32_e32 v12, 0xa024
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v10, v10, v11
	ds_load_2addr_b32 v[12:13], v12 offset1:1
	v_cndmask_b32_e32 v8, 0x7fc00000, v10, vcc_lo
	v_clz_i32_u32_e32 v10, 0
	v_div_scale_f32 v17, null, v9, v9, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_min_u32_e32 v19, 32, v10
	v_div_scale_f32 v21, vcc_lo, v8, v9, v8
	v_rcp_f32_e32 v18, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[10:11], v19, v[2:3]
	v_sub_nc_u32_e32 v19, 32, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s19, v1, v12
	v_cmp_gt_f32_e64 s20, v1, v12
	v_min_u32_e32 v10, 1, v10
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v20, -v17, v18, 1.0
	v_cndmask_b32_e64 v1, 0, 1.0, s20
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v10, v11, v10
	v_fmac_f32_e32 v18, v20, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v10, v10
	v_mul_f32_e32 v11, v21, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f32 v10, v10, v19
	v_fma_f32 v20, -v17, v11, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s18, v13, v10
	v_fmac_f32_e32 v11, v20, v18
	s_and_b32 s18, s19, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v10, -v17, v11, v21
	v_div_fmas_f32 v10, v10, v18, v11
	v_cndmask_b32_e64 v11, 0, 1.0, s18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v8, v10, v9, v8
	v_cmp_gt_f32_e32 vcc_lo, v11, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v9, 0, v8
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
	v_add_nc_u32_e32 v11, 0xffffa000, v14
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v1, 0, v8 :: v_dual_cndmask_b32 v8, -1.0, v9
	v_not_b32_e32 v9, v8
	v_or_b32_e32 v10, 0x80000000, v8
	v_cmp_gt_i32_e32 vcc_lo, 0, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_cndmask_b32 v8, v10, v9 :: v_dual_add_nc_u32 v9, 0xffffe000, v14
	ds_store_b32 v11, v8
	ds_store_b32 v9, v1
.LBB3_286:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s69, s4
	s_cbranch_execz .LBB3_327
	s_cmp_lg_u64 s[52:53], 0
	s_mov_b64 s[20:21], 0
	s_cselect_b32 s66, -1, 0
	s_cmp_eq_u64 s[52:53], 0
	s_cbranch_scc1 .LBB3_295
	s_add_u32 s18, s52, -1
	s_addc_u32 s19, s53, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s19, s[18:19], 7
	s_and_b32 s18, s52, 7
	s_and_b32 vcc_lo, exec_lo, s19
	s_mov_b32 s19, 0
	s_cbranch_vccnz .LBB3_296
	v_mov_b32_e32 v1, 0
	s_and_b32 s20, s52, 0x1ff8
	s_mov_b32 s21, s19
	s_mov_b64 s[22:23], 0
	s_movk_i32 s24, 0x4000
	.p2align	6
.LBB3_290:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v17, s24
	s_add_u32 s22, s22, 8
	s_addc_u32 s23, s23, 0
	s_add_i32 s24, s24, 32
	s_cmp_lg_u64 s[20:21], s[22:23]
	ds_load_2addr_b32 v[8:9], v17 offset1:1
	ds_load_2addr_b32 v[10:11], v17 offset0:2 offset1:3
	ds_load_2addr_b32 v[12:13], v17 offset0:4 offset1:5
	ds_load_2addr_b32 v[17:18], v17 offset0:6 offset1:7
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
	v_add_f32_e32 v1, v1, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v18
	s_cbranch_scc1 .LBB3_290
	s_cmp_lg_u64 s[18:19], 0
	s_cselect_b32 s21, -1, 0
	s_branch .LBB3_297
.LBB3_292:
	global_load_b32 v1, v16, s[48:49]
	v_mov_b32_e32 v8, 0xa02c
	ds_load_2addr_b32 v[8:9], v8 offset1:1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v10, s68, v1
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
	v_mul_f32_e32 v17, v13, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, 0x3331bb4c, v17
	v_add_f32_e32 v18, 0xb5ddea0e, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v17, v18
	v_add_f32_e32 v18, 0x388ab355, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v17, v18
	v_add_f32_e32 v18, 0xbb360b61, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v17, v18
	v_add_f32_e32 v18, 0x3e2aaaab, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, v17, v18
	v_sub_f32_e32 v17, v13, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v13, v17
	v_sub_f32_e32 v17, 2.0, v17
	v_div_scale_f32 v18, null, v17, v17, v13
	v_div_scale_f32 v21, vcc_lo, v13, v17, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v19, v18
	v_fma_f32 v20, -v18, v19, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v19, v20, v19
	v_mul_f32_e32 v20, v21, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v22, -v18, v20, v21
	v_fmac_f32_e32 v20, v22, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, -v18, v20, v21
	v_div_fmas_f32 v18, v18, v19, v20
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_cvt_f32_u32_e32 v20, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v13, v18, v17, v13
	v_dual_sub_f32 v12, v12, v13 :: v_dual_add_nc_u32 v17, 0xb4c00100, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v13, 1, v17
	v_sub_f32_e32 v10, v10, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v11, v11, v13
	v_lshl_add_u32 v12, v13, 23, 0xff800000
	v_add_f32_e32 v10, 1.0, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v11, v11, 23, 0x7f800000
	v_mul_f32_e32 v10, v10, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v10, v11
	v_cndmask_b32_e32 v8, 0x7fc00000, v10, vcc_lo
	v_mov_b32_e32 v10, 0xa024
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(TRANS32_DEP_1)
	v_div_scale_f32 v12, null, v9, v9, v8
	ds_load_2addr_b32 v[10:11], v10 offset1:1
	v_div_scale_f32 v18, vcc_lo, v8, v9, v8
	v_rcp_f32_e32 v13, v12
	v_fma_f32 v17, -v12, v13, 1.0
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v13, v17, v13
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s18, v11, v20
	v_cmp_eq_f32_e64 s19, v1, v10
	v_cmp_gt_f32_e64 s20, v1, v10
	v_mul_f32_e32 v17, v18, v13
	s_and_b32 s18, s19, s18
	v_cndmask_b32_e64 v1, 0, 1.0, s20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v19, -v12, v17, v18
	v_fmac_f32_e32 v17, v19, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v11, -v12, v17, v18
	v_div_fmas_f32 v10, v11, v13, v17
	v_cndmask_b32_e64 v11, 0, 1.0, s18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v8, v10, v9, v8
	v_cmp_gt_f32_e32 vcc_lo, v11, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v9, 0, v8
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
	v_add_nc_u32_e32 v11, 0xffff7000, v14
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v1, 0, v8 :: v_dual_cndmask_b32 v8, -1.0, v9
	v_not_b32_e32 v9, v8
	v_or_b32_e32 v10, 0x80000000, v8
	v_cmp_gt_i32_e32 vcc_lo, 0, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_cndmask_b32 v8, v10, v9 :: v_dual_add_nc_u32 v9, 0xffffb000, v14
	ds_store_b32 v11, v8
	ds_store_b32 v9, v1
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s16
	s_cbranch_execz .LBB3_283
.LBB3_293:
	v_dual_mov_b32 v8, 0xa02c :: v_dual_lshlrev_b32 v1, 2, v6
	global_load_b32 v1, v1, s[48:49]
	ds_load_2addr_b32 v[8:9], v8 offset1:1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v10, s68, v1
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
	v_mul_f32_e32 v17, v13, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, 0x3331bb4c, v17
	v_add_f32_e32 v18, 0xb5ddea0e, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v17, v18
	v_add_f32_e32 v18, 0x388ab355, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v17, v18
	v_add_f32_e32 v18, 0xbb360b61, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v17, v18
	v_add_f32_e32 v18, 0x3e2aaaab, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, v17, v18
	v_sub_f32_e32 v17, v13, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v13, v17
	v_sub_f32_e32 v17, 2.0, v17
	v_div_scale_f32 v18, null, v17, v17, v13
	v_div_scale_f32 v21, vcc_lo, v13, v17, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v19, v18
	v_fma_f32 v20, -v18, v19, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v19, v20, v19
	v_mul_f32_e32 v20, v21, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v22, -v18, v20, v21
	v_fmac_f32_e32 v20, v22, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, -v18, v20, v21
	v_div_fmas_f32 v18, v18, v19, v20
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v13, v18, v17, v13
	v_dual_sub_f32 v12, v12, v13 :: v_dual_add_nc_u32 v17, 0xb4c00100, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v13, 1, v17
	v_sub_f32_e32 v10, v10, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v11, v11, v13
	v_lshl_add_u32 v12, v13, 23, 0xff800000
	v_add_f32_e32 v10, 1.0, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v11, v11, 23, 0x7f800000
	v_mul_f32_e32 v10, v10, v12
	v_mov_b32_e32 v12, 0xa024
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v10, v10, v11
	ds_load_2addr_b32 v[12:13], v12 offset1:1
	v_cndmask_b32_e32 v8, 0x7fc00000, v10, vcc_lo
	v_clz_i32_u32_e32 v10, 0
	v_div_scale_f32 v17, null, v9, v9, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_min_u32_e32 v19, 32, v10
	v_div_scale_f32 v21, vcc_lo, v8, v9, v8
	v_rcp_f32_e32 v18, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[10:11], v19, v[6:7]
	v_sub_nc_u32_e32 v19, 32, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s19, v1, v12
	v_cmp_gt_f32_e64 s20, v1, v12
	v_min_u32_e32 v10, 1, v10
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v20, -v17, v18, 1.0
	v_cndmask_b32_e64 v1, 0, 1.0, s20
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v10, v11, v10
	v_fmac_f32_e32 v18, v20, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v10, v10
	v_mul_f32_e32 v11, v21, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f32 v10, v10, v19
	v_fma_f32 v20, -v17, v11, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s18, v13, v10
	v_fmac_f32_e32 v11, v20, v18
	s_and_b32 s18, s19, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v10, -v17, v11, v21
	v_div_fmas_f32 v10, v10, v18, v11
	v_cndmask_b32_e64 v11, 0, 1.0, s18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v8, v10, v9, v8
	v_cmp_gt_f32_e32 vcc_lo, v11, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v9, 0, v8
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
	v_add_nc_u32_e32 v11, 0xffff8000, v14
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v1, 0, v8 :: v_dual_cndmask_b32 v8, -1.0, v9
	v_not_b32_e32 v9, v8
	v_or_b32_e32 v10, 0x80000000, v8
	v_cmp_gt_i32_e32 vcc_lo, 0, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_cndmask_b32 v8, v10, v9 :: v_dual_add_nc_u32 v9, 0xffffc000, v14
	ds_store_b32 v11, v8
	ds_store_b32 v9, v1
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s15
	s_cbranch_execz .LBB3_284
.LBB3_294:
	v_dual_mov_b32 v8, 0xa02c :: v_dual_lshlrev_b32 v1, 2, v4
	global_load_b32 v1, v1, s[48:49]
	ds_load_2addr_b32 v[8:9], v8 offset1:1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v10, s68, v1
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
	v_mul_f32_e32 v17, v13, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, 0x3331bb4c, v17
	v_add_f32_e32 v18, 0xb5ddea0e, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v17, v18
	v_add_f32_e32 v18, 0x388ab355, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v17, v18
	v_add_f32_e32 v18, 0xbb360b61, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v17, v18
	v_add_f32_e32 v18, 0x3e2aaaab, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, v17, v18
	v_sub_f32_e32 v17, v13, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v13, v17
	v_sub_f32_e32 v17, 2.0, v17
	v_div_scale_f32 v18, null, v17, v17, v13
	v_div_scale_f32 v21, vcc_lo, v13, v17, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v19, v18
	v_fma_f32 v20, -v18, v19, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v19, v20, v19
	v_mul_f32_e32 v20, v21, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v22, -v18, v20, v21
	v_fmac_f32_e32 v20, v22, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, -v18, v20, v21
	v_div_fmas_f32 v18, v18, v19, v20
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v13, v18, v17, v13
	v_dual_sub_f32 v12, v12, v13 :: v_dual_add_nc_u32 v17, 0xb4c00100, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v13, 1, v17
	v_sub_f32_e32 v10, v10, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v11, v11, v13
	v_lshl_add_u32 v12, v13, 23, 0xff800000
	v_add_f32_e32 v10, 1.0, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v11, v11, 23, 0x7f800000
	v_mul_f32_e32 v10, v10, v12
	v_mov_b32_e32 v12, 0xa024
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v10, v10, v11
	ds_load_2addr_b32 v[12:13], v12 offset1:1
	v_cndmask_b32_e32 v8, 0x7fc00000, v10, vcc_lo
	v_clz_i32_u32_e32 v10, 0
	v_div_scale_f32 v17, null, v9, v9, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_min_u32_e32 v19, 32, v10
	v_div_scale_f32 v21, vcc_lo, v8, v9, v8
	v_rcp_f32_e32 v18, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[10:11], v19, v[4:5]
	v_sub_nc_u32_e32 v19, 32, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s19, v1, v12
	v_cmp_gt_f32_e64 s20, v1, v12
	v_min_u32_e32 v10, 1, v10
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v20, -v17, v18, 1.0
	v_cndmask_b32_e64 v1, 0, 1.0, s20
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v10, v11, v10
	v_fmac_f32_e32 v18, v20, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v10, v10
	v_mul_f32_e32 v11, v21, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f32 v10, v10, v19
	v_fma_f32 v20, -v17, v11, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s18, v13, v10
	v_fmac_f32_e32 v11, v20, v18
	s_and_b32 s18, s19, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v10, -v17, v11, v21
	v_div_fmas_f32 v10, v10, v18, v11
	v_cndmask_b32_e64 v11, 0, 1.0, s18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v8, v10, v9, v8
	v_cmp_gt_f32_e32 vcc_lo, v11, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v9, 0, v8
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
	v_add_nc_u32_e32 v11, 0xffff9000, v14
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v1, 0, v8 :: v_dual_cndmask_b32 v8, -1.0, v9
	v_not_b32_e32 v9, v8
	v_or_b32_e32 v10, 0x80000000, v8
	v_cmp_gt_i32_e32 vcc_lo, 0, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_cndmask_b32 v8, v10, v9 :: v_dual_add_nc_u32 v9, 0xffffd000, v14
	ds_store_b32 v11, v8
	ds_store_b32 v9, v1
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s14
	s_cbranch_execnz .LBB3_285
	s_branch .LBB3_286
.LBB3_295:
	v_mov_b32_e32 v1, 0
	s_branch .LBB3_300
.LBB3_296:
	v_mov_b32_e32 v1, 0
	s_mov_b32 s21, -1
.LBB3_297:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s21
	s_cbranch_vccz .LBB3_300
	s_lshl2_add_u32 s20, s20, 0x4000
.LBB3_299:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v8, s20
	s_add_i32 s20, s20, 4
	s_add_u32 s18, s18, -1
	s_addc_u32 s19, s19, -1
	s_cmp_lg_u64 s[18:19], 0
	ds_load_b32 v8, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v8
	s_cbranch_scc1 .LBB3_299
.LBB3_300:
	s_cmp_ngt_f32 s42, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_nle_f32_e32 vcc_lo, s42, v1
	s_mov_b32 s59, 0
	s_cselect_b32 s18, -1, 0
	s_or_b32 s18, s18, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s18
	s_cbranch_vccnz .LBB3_311
	s_add_u32 s50, s52, -1
	s_addc_u32 s51, s53, -1
	s_and_b32 s60, s52, 7
	s_mov_b32 s61, s59
	v_cmp_gt_u64_e64 s53, s[50:51], 6
	s_and_b32 s58, s52, 0x1ff8
	v_mov_b32_e32 v1, 0
	v_cndmask_b32_e64 v8, 0, 1, s66
	s_cmp_lg_u64 s[60:61], 0
	s_mov_b64 s[62:63], 0
	s_cselect_b32 s67, -1, 0
	s_branch .LBB3_303
.LBB3_302:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_le_f32_e32 vcc_lo, s42, v17
	s_add_u32 s62, s62, 1
	s_addc_u32 s63, s63, 0
	s_cmp_eq_u64 s[62:63], 16
	v_dual_cndmask_b32 v1, v1, v9 :: v_dual_cndmask_b32 v10, v10, v11
	v_cndmask_b32_e32 v9, v13, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_le_f32_e32 vcc_lo, s42, v9
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	s_cbranch_scc1 .LBB3_312
.LBB3_303:
	s_lshl_b32 s18, s62, 1
	v_dual_mov_b32 v17, 0 :: v_dual_mov_b32 v12, 0
	s_lshr_b32 s19, 0x80000000, s18
	s_sub_i32 s18, 30, s18
	v_or_b32_e32 v9, s19, v1
	s_lshl_b32 s18, 1, s18
	v_mov_b32_e32 v13, 0
	v_or_b32_e32 v10, s18, v1
	s_and_not1_b32 vcc_lo, exec_lo, s66
	v_or_b32_e32 v11, s18, v9
	s_cbranch_vccnz .LBB3_302
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v12, 0
	v_mov_b32_e32 v17, 0
	s_and_not1_b32 vcc_lo, exec_lo, s53
	s_cbranch_vccnz .LBB3_308
	s_mov_b64 s[64:65], 0
	s_mov_b32 s70, 0
.LBB3_306:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v24, s70
	s_add_i32 s18, s70, 0x4000
	s_add_i32 s19, s70, 0x4008
	s_add_i32 s20, s70, 0x4010
	s_add_i32 s21, s70, 0x4018
	v_mov_b32_e32 v26, s18
	v_mov_b32_e32 v28, s19
	v_mov_b32_e32 v30, s20
	v_mov_b32_e32 v32, s21
	ds_load_2addr_b32 v[18:19], v24 offset1:1
	ds_load_2addr_b32 v[20:21], v24 offset0:2 offset1:3
	ds_load_2addr_b32 v[22:23], v24 offset0:4 offset1:5
	ds_load_2addr_b32 v[24:25], v24 offset0:6 offset1:7
	ds_load_2addr_b32 v[26:27], v26 offset1:1
	ds_load_2addr_b32 v[28:29], v28 offset1:1
	ds_load_2addr_b32 v[30:31], v30 offset1:1
	ds_load_2addr_b32 v[32:33], v32 offset1:1
	s_add_u32 s64, s64, 8
	s_addc_u32 s65, s65, 0
	s_add_i32 s70, s70, 32
	s_cmp_lg_u64 s[58:59], s[64:65]
	s_waitcnt lgkmcnt(7)
	v_cmp_ge_u32_e64 s41, v18, v9
	v_cmp_ge_u32_e32 vcc_lo, v18, v11
	v_cmp_ge_u32_e64 s18, v18, v10
	v_cmp_ge_u32_e64 s19, v19, v9
	v_cmp_ge_u32_e64 s20, v19, v11
	s_waitcnt lgkmcnt(3)
	v_cndmask_b32_e64 v18, 0, v26, s41
	v_cmp_ge_u32_e64 s21, v19, v10
	v_cmp_ge_u32_e64 s22, v20, v9
	v_cmp_ge_u32_e64 s25, v21, v9
	v_cmp_ge_u32_e64 s26, v21, v11
	v_cmp_ge_u32_e64 s27, v21, v10
	v_cndmask_b32_e32 v19, 0, v26, vcc_lo
	v_cndmask_b32_e64 v21, 0, v27, s19
	v_add_f32_e32 v17, v17, v18
	v_cmp_ge_u32_e64 s23, v20, v11
	v_cmp_ge_u32_e64 s24, v20, v10
	v_cmp_ge_u32_e64 s28, v22, v9
	v_cmp_ge_u32_e64 s29, v22, v11
	v_cmp_ge_u32_e64 s30, v22, v10
	v_cmp_ge_u32_e64 s35, v24, v9
	v_cmp_ge_u32_e64 s36, v24, v11
	v_cmp_ge_u32_e64 s37, v24, v10
	v_cndmask_b32_e64 v20, 0, v26, s18
	v_cndmask_b32_e64 v22, 0, v27, s20
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v24, 0, v28, s22
	v_dual_add_f32 v17, v17, v21 :: v_dual_add_f32 v12, v12, v19
	v_cmp_ge_u32_e64 s31, v23, v9
	v_cmp_ge_u32_e64 s33, v23, v11
	v_cmp_ge_u32_e64 s34, v23, v10
	v_cmp_ge_u32_e64 s38, v25, v9
	v_cmp_ge_u32_e64 s39, v25, v11
	v_cmp_ge_u32_e64 s40, v25, v10
	v_cndmask_b32_e64 v23, 0, v27, s21
	v_cndmask_b32_e64 v25, 0, v28, s23
	v_cndmask_b32_e64 v27, 0, v29, s25
	v_add_f32_e32 v13, v13, v20
	v_dual_add_f32 v17, v17, v24 :: v_dual_add_f32 v12, v12, v22
	v_cndmask_b32_e64 v26, 0, v28, s24
	v_cndmask_b32_e64 v28, 0, v29, s26
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_e32 v13, v13, v23
	v_dual_add_f32 v17, v17, v27 :: v_dual_add_f32 v12, v12, v25
	v_cndmask_b32_e64 v29, 0, v29, s27
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v18, 0, v30, s28
	v_cndmask_b32_e64 v19, 0, v30, s29
	v_dual_add_f32 v13, v13, v26 :: v_dual_add_f32 v12, v12, v28
	v_cndmask_b32_e64 v20, 0, v30, s30
	v_cndmask_b32_e64 v22, 0, v31, s33
	v_cndmask_b32_e64 v21, 0, v31, s31
	s_delay_alu instid0(VALU_DEP_4)
	v_add_f32_e32 v13, v13, v29
	v_dual_add_f32 v17, v17, v18 :: v_dual_add_f32 v12, v12, v19
	v_cndmask_b32_e64 v23, 0, v31, s34
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v25, 0, v32, s36
	v_add_f32_e32 v13, v13, v20
	v_cndmask_b32_e64 v24, 0, v32, s35
	v_add_f32_e32 v12, v12, v22
	v_cndmask_b32_e64 v18, 0, v32, s37
	v_cndmask_b32_e64 v20, 0, v33, s39
	v_add_f32_e32 v13, v13, v23
	v_cndmask_b32_e64 v19, 0, v33, s38
	v_add_f32_e32 v12, v12, v25
	v_add_f32_e32 v17, v17, v21
	v_cndmask_b32_e64 v21, 0, v33, s40
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_add_f32 v13, v13, v18 :: v_dual_add_f32 v12, v12, v20
	v_add_f32_e32 v17, v17, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v13, v13, v21
	v_add_f32_e32 v17, v17, v19
	s_cbranch_scc1 .LBB3_306
	s_mov_b64 s[18:19], s[58:59]
	s_mov_b32 s20, s67
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s20
	s_cbranch_vccz .LBB3_302
	s_branch .LBB3_309
.LBB3_308:
	s_mov_b64 s[18:19], 0
	s_cbranch_execz .LBB3_302
.LBB3_309:
	s_lshl_b32 s20, s18, 2
	s_mov_b64 s[18:19], s[60:61]
	.p2align	6
.LBB3_310:
	v_mov_b32_e32 v18, s20
	s_add_i32 s20, s20, 4
	s_add_u32 s18, s18, -1
	s_addc_u32 s19, s19, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[18:19], 0
	ds_load_2addr_stride64_b32 v[18:19], v18 offset1:64
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u32_e32 vcc_lo, v18, v9
	v_cndmask_b32_e32 v20, 0, v19, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v18, v11
	v_cndmask_b32_e32 v21, 0, v19, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v18, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, v12, v21
	v_cndmask_b32_e32 v18, 0, v19, vcc_lo
	v_add_f32_e32 v13, v13, v18
	v_add_f32_e32 v17, v17, v20
	s_cbranch_scc1 .LBB3_310
	s_branch .LBB3_302
.LBB3_311:
	v_mov_b32_e32 v1, 0x7f800000
	v_mov_b32_e32 v8, 0xff800000
	s_branch .LBB3_326
.LBB3_312:
	s_clz_i32_u64 s18, s[50:51]
	s_mov_b32 s31, 0
	s_min_u32 s18, s18, 64
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_sub_u32 s28, 64, s18
	s_subb_u32 s29, 0, 0
	s_sub_i32 s19, 0x41, s18
	s_lshl_b64 s[26:27], -1, s28
	s_lshr_b32 s30, s19, 1
	s_cmp_eq_u32 s30, 0
	s_cbranch_scc1 .LBB3_324
	s_and_b32 s36, s52, 3
	s_mov_b32 s37, s31
	s_sub_u32 s25, 63, s18
	s_and_b32 s38, s52, 0x1ffc
	v_cmp_gt_u64_e64 s70, s[50:51], 2
	s_cmp_lg_u64 s[36:37], 0
	s_mov_b32 s39, s31
	s_cselect_b32 s33, -1, 0
	s_sub_u32 s40, -4, s26
	s_mov_b64 s[34:35], 0
	s_subb_u32 s41, -1, s27
	s_not_b64 s[50:51], s[26:27]
	s_mov_b64 s[52:53], 0
	s_branch .LBB3_316
.LBB3_314:
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
	s_mov_b32 s71, 0
.LBB3_315:
	s_set_inst_prefetch_distance 0x2
	s_cmp_ge_f32 s71, s42
	s_cselect_b32 vcc_lo, -1, 0
	v_cndmask_b32_e32 v9, v9, v10, vcc_lo
	s_and_b32 s18, vcc_lo, exec_lo
	s_cselect_b32 s19, s58, s34
	s_cselect_b32 s20, s59, s35
	s_cselect_b32 s21, s60, s62
	v_readfirstlane_b32 s18, v9
	s_cselect_b32 s22, s61, s63
	s_cmp_ge_f32 s18, s42
	s_cselect_b32 s35, s22, s20
	s_cselect_b32 s34, s21, s19
	s_add_u32 s52, s52, 1
	s_addc_u32 s53, s53, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u64 s[52:53], s[30:31]
	s_cbranch_scc1 .LBB3_325
.LBB3_316:
	s_lshl_b64 s[18:19], s[52:53], 1
	v_cmp_ne_u32_e32 vcc_lo, 1, v8
	s_or_b32 s20, s18, 1
	s_mov_b32 s21, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s19, s[20:21], s[28:29]
	s_and_b32 s21, s19, exec_lo
	s_cselect_b32 s20, s20, s18
	s_sub_i32 s20, s25, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[20:21], 1, s20
	s_and_b32 s19, s19, exec_lo
	s_cselect_b32 s21, s21, 0
	s_cselect_b32 s20, s20, 0
	s_sub_i32 s18, s25, s18
	s_and_b32 vcc_lo, exec_lo, vcc_lo
	s_lshl_b64 s[18:19], 1, s18
	s_or_b64 s[62:63], s[20:21], s[34:35]
	s_or_b64 s[58:59], s[18:19], s[34:35]
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b64 s[60:61], s[20:21], s[58:59]
	s_cbranch_vccnz .LBB3_314
	s_and_not1_b32 vcc_lo, exec_lo, s70
	s_cbranch_vccnz .LBB3_321
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
	s_mov_b32 s71, 0
	s_mov_b64 s[64:65], 0
	s_mov_b32 s72, 0
	s_mov_b64 s[66:67], s[40:41]
.LBB3_319:
	v_mov_b32_e32 v13, s72
	s_add_i32 s20, s72, 0x4000
	s_add_u32 s18, s66, 3
	v_mov_b32_e32 v19, s20
	s_addc_u32 s19, s67, 0
	ds_load_2addr_b32 v[11:12], v13 offset1:1
	ds_load_2addr_b32 v[17:18], v13 offset0:2 offset1:3
	ds_load_2addr_b32 v[19:20], v19 offset1:1
	v_cmp_ge_u64_e64 s74, s[18:19], s[58:59]
	v_cmp_ge_u64_e64 s75, s[18:19], s[60:61]
	v_cmp_ge_u64_e64 s78, s[18:19], s[62:63]
	v_cmp_ge_u64_e64 s73, s[66:67], s[58:59]
	v_cmp_ge_u64_e64 s76, s[66:67], s[60:61]
	v_cmp_ge_u64_e64 s77, s[66:67], s[62:63]
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_u32_e64 s18, v11, v1
	v_cmp_gt_u32_e32 vcc_lo, v11, v1
	v_cmp_gt_u32_e64 s19, v12, v1
	v_cmp_eq_u32_e64 s20, v12, v1
	s_waitcnt lgkmcnt(1)
	v_cmp_gt_u32_e64 s21, v17, v1
	s_and_b32 s74, s74, s18
	s_and_b32 s75, s75, s18
	s_and_b32 s78, s78, s18
	s_or_b32 s18, vcc_lo, s74
	v_cmp_eq_u32_e64 s22, v17, v1
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v11, 0, v19, s18
	s_or_b32 s18, vcc_lo, s75
	s_or_b32 vcc_lo, vcc_lo, s78
	s_add_u32 s74, s66, 2
	s_addc_u32 s75, s67, 0
	v_cndmask_b32_e64 v12, 0, v19, s18
	s_add_i32 s18, s72, 0x4008
	v_cmp_ge_u64_e64 s78, s[74:75], s[58:59]
	v_cndmask_b32_e32 v13, 0, v19, vcc_lo
	v_mov_b32_e32 v17, s18
	v_readfirstlane_b32 s18, v11
	v_cmp_ge_u64_e64 s79, s[74:75], s[60:61]
	v_cmp_ge_u64_e64 s74, s[74:75], s[62:63]
	v_dual_add_f32 v11, v10, v12 :: v_dual_add_f32 v12, v9, v13
	ds_load_2addr_b32 v[9:10], v17 offset1:1
	s_add_f32 s71, s71, s18
	s_and_b32 s18, s78, s20
	s_and_b32 s75, s79, s20
	s_or_b32 vcc_lo, s19, s18
	v_cmp_eq_u32_e64 s24, v18, v1
	s_and_b32 s20, s74, s20
	v_cndmask_b32_e32 v13, 0, v20, vcc_lo
	s_or_b32 vcc_lo, s19, s75
	v_cmp_gt_u32_e64 s23, v18, v1
	v_cndmask_b32_e32 v17, 0, v20, vcc_lo
	s_or_b32 vcc_lo, s19, s20
	s_add_u32 s18, s66, 1
	s_addc_u32 s19, s67, 0
	s_and_b32 s20, s73, s24
	v_cmp_ge_u64_e64 s74, s[18:19], s[58:59]
	v_cndmask_b32_e32 v18, 0, v20, vcc_lo
	s_or_b32 vcc_lo, s23, s20
	v_readfirstlane_b32 s20, v13
	s_and_b32 s73, s76, s24
	v_cmp_ge_u64_e64 s75, s[18:19], s[60:61]
	v_cmp_ge_u64_e64 s76, s[18:19], s[62:63]
	s_and_b32 s24, s77, s24
	s_or_b32 s18, s23, s73
	s_or_b32 s19, s23, s24
	s_add_f32 s23, s71, s20
	s_and_b32 s20, s74, s22
	s_and_b32 s24, s75, s22
	s_or_b32 s20, s21, s20
	s_and_b32 s71, s76, s22
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v13, 0, v9, s20
	s_or_b32 s22, s21, s24
	s_or_b32 s21, s21, s71
	v_dual_add_f32 v11, v11, v17 :: v_dual_add_f32 v12, v12, v18
	v_cndmask_b32_e64 v17, 0, v9, s22
	v_cndmask_b32_e64 v9, 0, v9, s21
	v_cndmask_b32_e32 v18, 0, v10, vcc_lo
	v_cndmask_b32_e64 v19, 0, v10, s18
	v_readfirstlane_b32 s18, v13
	v_cndmask_b32_e64 v13, 0, v10, s19
	v_add_f32_e32 v10, v11, v17
	v_add_f32_e32 v9, v12, v9
	v_readfirstlane_b32 s19, v18
	s_add_f32 s18, s23, s18
	s_add_u32 s64, s64, 4
	s_addc_u32 s65, s65, 0
	v_dual_add_f32 v10, v10, v19 :: v_dual_add_f32 v9, v9, v13
	s_add_u32 s66, s66, -4
	s_add_f32 s71, s18, s19
	s_addc_u32 s67, s67, -1
	s_add_i32 s72, s72, 16
	s_cmp_lg_u64 s[38:39], s[64:65]
	s_cbranch_scc1 .LBB3_319
	s_mov_b64 s[18:19], s[38:39]
	s_mov_b32 s20, s33
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s20
	s_cbranch_vccz .LBB3_315
	s_branch .LBB3_322
.LBB3_321:
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
	s_mov_b64 s[18:19], 0
	s_mov_b32 s71, 0
	s_cbranch_execz .LBB3_315
.LBB3_322:
	s_sub_u32 s20, s50, s18
	s_subb_u32 s21, s51, s19
	s_lshl_b32 s19, s18, 2
	s_mov_b64 s[22:23], s[36:37]
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB3_323:
	v_mov_b32_e32 v11, s19
	v_cmp_ge_u64_e64 s24, s[20:21], s[58:59]
	v_cmp_ge_u64_e64 s64, s[20:21], s[60:61]
	v_cmp_ge_u64_e64 s65, s[20:21], s[62:63]
	ds_load_2addr_stride64_b32 v[11:12], v11 offset1:64
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v11, v1
	v_cmp_gt_u32_e64 s18, v11, v1
	s_and_b32 s24, s24, vcc_lo
	s_and_b32 s64, s64, vcc_lo
	s_and_b32 s65, s65, vcc_lo
	s_or_b32 vcc_lo, s18, s24
	v_cndmask_b32_e32 v11, 0, v12, vcc_lo
	s_or_b32 vcc_lo, s18, s64
	v_cndmask_b32_e32 v13, 0, v12, vcc_lo
	s_or_b32 vcc_lo, s18, s65
	s_add_u32 s20, s20, -1
	v_cndmask_b32_e32 v12, 0, v12, vcc_lo
	s_addc_u32 s21, s21, -1
	v_add_f32_e32 v10, v10, v13
	v_readfirstlane_b32 s18, v11
	s_add_i32 s19, s19, 4
	s_add_u32 s22, s22, -1
	v_add_f32_e32 v9, v9, v12
	s_addc_u32 s23, s23, -1
	s_add_f32 s71, s71, s18
	s_cmp_lg_u64 s[22:23], 0
	s_cbranch_scc1 .LBB3_323
	s_branch .LBB3_315
.LBB3_324:
	s_mov_b64 s[34:35], 0
.LBB3_325:
	s_not_b64 s[18:19], s[26:27]
	v_and_b32_e32 v8, 0x7fffffff, v1
	s_sub_u32 s18, s18, s34
	s_subb_u32 s19, s19, s35
	v_not_b32_e32 v9, v1
	s_clz_i32_u32 s20, s19
	v_cmp_gt_i32_e32 vcc_lo, 0, v1
	s_min_u32 s20, s20, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[18:19], s[18:19], s20
	v_cndmask_b32_e32 v8, v9, v8, vcc_lo
	s_min_u32 s18, s18, 1
	s_or_b32 s18, s19, s18
	s_sub_i32 s19, 32, s20
	s_cvt_f32_u32 s18, s18
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v1, s18, s19
.LBB3_326:
	v_add_nc_u32_e64 v9, 0xa000, 0
	ds_store_2addr_b32 v9, v1, v8 offset0:3 offset1:13
.LBB3_327:
	s_or_b32 exec_lo, exec_lo, s69
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s43
	s_mov_b32 s18, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB3_219
.LBB3_329:
	s_and_saveexec_b32 s18, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:40976
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB3_360
.LBB3_332:
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v1, 0xff800000
	v_mov_b32_e32 v9, 0
	s_and_saveexec_b32 s22, s17
	s_cbranch_execnz .LBB3_396
	s_or_b32 exec_lo, exec_lo, s22
	s_and_saveexec_b32 s22, s16
	s_cbranch_execnz .LBB3_397
.LBB3_334:
	s_or_b32 exec_lo, exec_lo, s22
	s_and_saveexec_b32 s22, s15
	s_cbranch_execnz .LBB3_398
.LBB3_335:
	s_or_b32 exec_lo, exec_lo, s22
	s_and_saveexec_b32 s22, s14
	s_cbranch_execz .LBB3_337
.LBB3_336:
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v2, 0
	s_xor_b64 s[18:19], s[56:57], s[54:55]
	s_mul_i32 s18, s56, 0xcd9e8d57
	s_add_i32 s20, s55, 0x76cf5d0a
	v_mov_b32_e32 v21, 0xa02c
	s_mov_b32 s24, 0xd078c69f
	s_mov_b32 s25, 0x3fc39a09
	v_xor_b32_e32 v10, s19, v10
	s_add_i32 s19, s54, 0x9e3779b9
	ds_load_2addr_b32 v[21:22], v21 offset1:1
	s_mov_b32 s26, 0x1d8e78af
	s_mov_b32 s28, 0x94229359
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v10, 0
	s_mov_b32 s27, 0x3fcc71c5
	s_mov_b32 s29, 0x3fd24924
	s_mov_b32 s30, 0x9997fa04
	s_mov_b32 s34, 0x55555593
	s_mov_b32 s31, 0x3fd99999
	s_mov_b32 s35, 0x3fe55555
	v_xor3_b32 v11, s18, s19, v11
	s_mul_hi_u32 s18, s56, 0xcd9e8d57
	s_add_i32 s19, s55, 0xbb67ae85
	s_xor_b32 s18, s54, s18
	s_mov_b32 s36, 0x35793c76
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v11, 0
	s_xor_b32 s18, s2, s18
	s_mov_b32 s37, 0x3dea39ef
	s_mul_hi_u32 s21, s18, 0xd2511f53
	s_mul_i32 s18, s18, 0xd2511f53
	v_xor3_b32 v9, s19, s21, v9
	s_add_i32 s19, s54, 0xdaa66d2b
	v_xor3_b32 v17, s18, s20, v12
	s_add_i32 s18, s54, 0x3c6ef372
	s_mov_b32 s20, 0x96cb03de
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v9, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v17, 0
	s_mov_b32 s21, 0x3fc74664
	s_mov_b32 s38, 0xfee00000
	s_mov_b32 s39, 0x3fe62e42
	v_xor3_b32 v9, s18, v13, v10
	s_add_i32 s18, s55, 0x32370b8f
	v_xor3_b32 v12, s19, v18, v12
	s_add_i32 s19, s55, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v9, 0
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v12, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v10, s18, v10, v11
	s_add_i32 s18, s54, 0x78dde6e4
	v_xor3_b32 v11, s19, v13, v9
	s_add_i32 s19, s54, 0x1715609d
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v10, 0
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v11, 0
	v_lshlrev_b32_e32 v11, 2, v2
	s_delay_alu instid0(VALU_DEP_3)
	v_xor3_b32 v10, s18, v10, v17
	global_load_b32 v31, v11, s[48:49]
	v_xor3_b32 v13, s19, v19, v9
	s_add_i32 s18, s55, 0xa9066899
	s_add_i32 s19, s55, 0x646e171e
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v10, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v13, 0
	v_xor3_b32 v10, s18, v10, v12
	s_add_i32 s18, s54, 0xb54cda56
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, s19, v20, v9
	s_add_i32 s19, s54, 0x5384540f
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v10, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v11, 0xcd9e8d57, v11
	v_xor3_b32 v10, s18, v10, v18
	s_add_i32 s18, s55, 0x1fd5c5a3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, s19, v11, v9
	s_add_i32 s19, s55, 0xdb3d7428
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v10, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v11, 0xd2511f53, v11
	v_xor3_b32 v10, s18, v10, v19
	s_add_i32 s18, s54, 0x8ff34781
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v9, s19, v11, v9
	v_mul_lo_u32 v10, 0xcd9e8d57, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v9, 0xcd9e8d57, v9
	v_xor3_b32 v9, v10, s18, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[9:10], v9
	v_add_f64 v[9:10], v[9:10], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[9:10], v[9:10], 0xffffffe0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v32, s68, v31
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v21, v32, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v21
	v_cndmask_b32_e32 v23, 0xc2d00000, v21, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v23
	v_cndmask_b32_e32 v25, 0x42b20000, v23, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, 0x3fb8aa3b, v25
	v_add_f32_e32 v27, 0x4b400000, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, 0xcb400000, v27
	v_mul_f32_e32 v28, 0xbf317200, v26
	v_add_nc_u32_e32 v13, 0x95f62, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v29, 0x35bfbe8e, v26 :: v_dual_add_f32 v28, v25, v28
	v_sub_f32_e32 v25, v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v26, v25, v25
	v_and_b32_e32 v10, 0xfffff, v13
	v_lshrrev_b32_e32 v13, 20, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v30, 0x3331bb4c, v26
	v_add_nc_u32_e32 v10, 0x3fe6a09e, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v13, s23, 0xfffffc01, v13
	v_add_f64 v[9:10], v[9:10], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[11:12], v[9:10], 2.0
	v_div_scale_f64 v[17:18], null, v[11:12], v[11:12], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[19:20], v[17:18]
	v_fma_f64 v[23:24], -v[17:18], v[19:20], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[19:20], v[19:20], v[23:24], v[19:20]
	v_add_f32_e32 v23, 0xb5ddea0e, v30
	v_mul_f32_e32 v23, v26, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, 0x388ab355, v23
	v_mul_f32_e32 v23, v26, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, 0xbb360b61, v23
	v_mul_f32_e32 v23, v26, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, 0x3e2aaaab, v23
	v_mul_f32_e32 v26, v26, v30
	v_fma_f64 v[23:24], -v[17:18], v[19:20], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v26, v25, v26
	v_mul_f32_e32 v30, v25, v26
	v_sub_f32_e32 v33, 2.0, v26
	v_div_scale_f64 v[25:26], s18, v[9:10], v[11:12], v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v34, null, v33, v33, v30
	v_div_scale_f32 v37, vcc_lo, v30, v33, v30
	v_rcp_f32_e32 v35, v34
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v36, -v34, v35, 1.0
	v_fmac_f32_e32 v35, v36, v35
	v_fma_f64 v[19:20], v[19:20], v[23:24], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, v37, v35
	v_fma_f32 v24, -v34, v23, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v23, v24, v35
	v_fma_f32 v24, -v34, v23, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v23, v24, v35, v23
	v_cmp_o_f32_e32 vcc_lo, v21, v21
	v_div_fixup_f32 v23, v23, v33, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v29, v29, v23
	v_sub_f32_e32 v28, v28, v29
	v_mul_f64 v[23:24], v[25:26], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, 1.0, v28
	v_add_nc_u32_e32 v30, 0xb4c00100, v27
	v_lshrrev_b32_e32 v30, 1, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v27, v27, v30
	v_lshl_add_u32 v29, v30, 23, 0xff800000
	v_lshl_add_u32 v27, v27, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v28, v28, v29
	v_mul_f32_e32 v27, v28, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v21, 0x7fc00000, v27, vcc_lo
	v_div_scale_f32 v27, null, v22, v22, v21
	v_fma_f64 v[17:18], -v[17:18], v[23:24], v[25:26]
	v_div_scale_f32 v26, vcc_lo, v21, v22, v21
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v28, v27
	v_fma_f32 v25, -v27, v28, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v28, v25, v28
	v_mul_f32_e32 v25, v26, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v29, -v27, v25, v26
	v_fmac_f32_e32 v25, v29, v28
	v_mul_f64 v[29:30], v[9:10], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v26, -v27, v25, v26
	v_add_co_ci_u32_e64 v27, null, 0, -1, s23
	v_div_fmas_f32 v33, v26, v28, v25
	s_mov_b32 vcc_lo, s18
	s_mov_b32 s18, 0xdf3e5244
	v_div_fmas_f64 v[17:18], v[17:18], v[19:20], v[23:24]
	s_mov_b32 s19, 0x3fc2f112
	v_cvt_f64_i32_e32 v[27:28], v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[11:12], v[17:18], v[11:12], v[9:10]
	v_mul_f64 v[17:18], v[11:12], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[19:20], v[17:18], v[17:18]
	v_mul_f64 v[23:24], v[19:20], s[18:19]
	v_mul_f64 v[25:26], v[19:20], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[23:24], s[20:21]
	v_add_f64 v[25:26], v[25:26], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	v_mul_f64 v[25:26], v[19:20], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[23:24], s[28:29]
	v_add_f64 v[25:26], v[25:26], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	v_mul_f64 v[19:20], v[19:20], v[25:26]
	v_ldexp_f64 v[25:26], v[27:28], 32
	v_mul_f64 v[27:28], v[9:10], v[29:30]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[23:24], v[23:24], s[34:35]
	v_mul_f64 v[17:18], v[17:18], v[23:24]
	v_cvt_f64_u32_e32 v[23:24], v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[19:20], v[17:18]
	v_add_f64 v[19:20], v[25:26], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[27:28], v[17:18]
	v_mul_f64 v[23:24], v[19:20], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[11:12], v[11:12], v[17:18]
	v_mul_f64 v[17:18], v[19:20], s[38:39]
	v_add_f64 v[11:12], v[23:24], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[11:12], v[11:12], -v[27:28]
	v_add_f64 v[9:10], v[9:10], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[9:10], v[17:18], v[9:10]
	v_xor_b32_e32 v10, 0x80000000, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v11, s23, 0x95f62, v10
	v_add_co_ci_u32_e64 v12, null, 0, 0, s23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v10, 0xfffff, v11
	v_lshrrev_b64 v[11:12], 20, v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v10, 0x3fe6a09e, v10
	v_add_f64 v[9:10], v[9:10], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[9:10], 2.0
	v_mul_f64 v[29:30], v[9:10], 0.5
	v_div_scale_f64 v[19:20], null, v[17:18], v[17:18], v[9:10]
	v_div_scale_f64 v[27:28], vcc_lo, v[9:10], v[17:18], v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[23:24], v[19:20]
	v_fma_f64 v[25:26], -v[19:20], v[23:24], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	v_fma_f64 v[25:26], -v[19:20], v[23:24], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	v_mul_f64 v[25:26], v[27:28], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[19:20], -v[19:20], v[25:26], v[27:28]
	v_div_fmas_f64 v[19:20], v[19:20], v[23:24], v[25:26]
	v_add_co_u32 v13, vcc_lo, 0xfffffc01, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, -1, v12, vcc_lo
	v_cvt_f64_i32_e32 v[11:12], v11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[17:18], v[19:20], v[17:18], v[9:10]
	v_ldexp_f64 v[11:12], v[11:12], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[19:20], v[17:18], v[17:18]
	v_mul_f64 v[23:24], v[19:20], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[25:26], v[23:24], s[18:19]
	v_mul_f64 v[27:28], v[23:24], s[24:25]
	v_add_f64 v[25:26], v[25:26], s[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[26:27]
	v_mul_f64 v[25:26], v[23:24], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[23:24], v[27:28]
	v_add_f64 v[25:26], v[25:26], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[30:31]
	v_mul_f64 v[25:26], v[23:24], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[23:24], v[27:28]
	v_mul_f64 v[27:28], v[9:10], v[29:30]
	v_add_f64 v[25:26], v[25:26], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f64 v[19:20], v[19:20], v[25:26]
	v_cvt_f64_u32_e32 v[25:26], v13
	v_clz_i32_u32_e32 v13, 0
	v_min_u32_e32 v13, 32, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[19:20], v[23:24], v[19:20]
	v_add_f64 v[11:12], v[11:12], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[27:28], v[19:20]
	v_mul_f64 v[23:24], v[11:12], s[36:37]
	v_mul_f64 v[11:12], v[11:12], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[17:18], v[19:20]
	v_add_f64 v[17:18], v[23:24], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], v[17:18], -v[27:28]
	v_add_f64 v[9:10], v[9:10], v[17:18]
	v_mov_b32_e32 v17, 0xa024
	ds_load_2addr_b32 v[17:18], v17 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v31, v17
	v_cmp_gt_f32_e64 s19, v31, v17
	v_add_f64 v[9:10], v[11:12], v[9:10]
	v_lshlrev_b64 v[11:12], v13, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v11, 1, v11
	v_or_b32_e32 v11, v12, v11
	v_sub_nc_u32_e32 v12, 32, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v11, v11
	v_ldexp_f32 v13, v11, v12
	v_add_nc_u32_e64 v11, 0xa000, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_cmp_ge_f32_e32 vcc_lo, v18, v13
	ds_load_2addr_b32 v[11:12], v11 offset0:3 offset1:13
	v_div_fixup_f32 v18, v33, v22, v21
	s_and_b32 s18, s18, vcc_lo
	v_cndmask_b32_e64 v17, 0, 1.0, s18
	v_cvt_f32_f64_e32 v9, v[9:10]
	v_cndmask_b32_e64 v10, 0, 1.0, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v17, v10
	v_dual_cndmask_b32 v10, v10, v17 :: v_dual_add_f32 v17, 0, v18
	v_cmp_neq_f32_e32 vcc_lo, 0, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v17, -1.0, v17, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v11, v13
	v_cmp_eq_f32_e64 s18, v17, v12
	v_cmp_gt_f32_e64 s19, v17, v12
	s_and_b32 s18, s18, vcc_lo
	v_cndmask_b32_e64 v11, 0, 1.0, s19
	v_cndmask_b32_e64 v12, 0, 1.0, s18
	v_cmp_o_f32_e64 s18, v1, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v12, v11
	v_sub_f32_e32 v9, v32, v9
	v_cndmask_b32_e32 v11, v11, v12, vcc_lo
	v_mul_f32_e32 v10, v10, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_neq_f32_e32 vcc_lo, 0, v10
	v_cndmask_b32_e32 v9, 0xff800000, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cmp_gt_f32_e64 s19, v9, v1
	s_and_b32 s18, s18, vcc_lo
	s_or_b32 vcc_lo, s19, s18
	v_dual_cndmask_b32 v1, v1, v9 :: v_dual_cndmask_b32 v8, v8, v2
.LBB3_337:
	s_or_b32 exec_lo, exec_lo, s22
	ds_store_b32 v14, v1
	ds_store_b32 v15, v8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s5
	s_cbranch_execz .LBB3_339
	ds_load_2addr_stride64_b32 v[9:10], v15 offset1:8
	ds_load_2addr_stride64_b32 v[11:12], v14 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v12, v11
	v_cmp_gt_f32_e64 s19, v12, v11
	v_cmp_o_f32_e64 s20, v11, v11
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v1, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v8.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v11, v12 :: v_dual_cndmask_b32 v8, v9, v10
	ds_store_b32 v14, v1
	ds_store_b32 v15, v8
.LBB3_339:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s6
	s_cbranch_execz .LBB3_341
	ds_load_2addr_stride64_b32 v[9:10], v15 offset1:4
	ds_load_2addr_stride64_b32 v[11:12], v14 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v12, v11
	v_cmp_gt_f32_e64 s19, v12, v11
	v_cmp_o_f32_e64 s20, v11, v11
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v1, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v8.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v11, v12 :: v_dual_cndmask_b32 v8, v9, v10
	ds_store_b32 v14, v1
	ds_store_b32 v15, v8
.LBB3_341:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s7
	s_cbranch_execz .LBB3_343
	ds_load_2addr_stride64_b32 v[9:10], v15 offset1:2
	ds_load_2addr_stride64_b32 v[11:12], v14 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v12, v11
	v_cmp_gt_f32_e64 s19, v12, v11
	v_cmp_o_f32_e64 s20, v11, v11
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v1, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v8.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v11, v12 :: v_dual_cndmask_b32 v8, v9, v10
	ds_store_b32 v14, v1
	ds_store_b32 v15, v8
.LBB3_343:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s8
	s_cbranch_execz .LBB3_345
	ds_load_2addr_stride64_b32 v[9:10], v15 offset1:1
	ds_load_2addr_stride64_b32 v[11:12], v14 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v12, v11
	v_cmp_gt_f32_e64 s19, v12, v11
	v_cmp_o_f32_e64 s20, v11, v11
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v1, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v8.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v11, v12 :: v_dual_cndmask_b32 v8, v9, v10
	ds_store_b32 v14, v1
	ds_store_b32 v15, v8
.LBB3_345:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s9
	s_cbranch_execz .LBB3_347
	ds_load_2addr_b32 v[9:10], v15 offset1:32
	ds_load_2addr_b32 v[11:12], v14 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v12, v11
	v_cmp_gt_f32_e64 s19, v12, v11
	v_cmp_o_f32_e64 s20, v11, v11
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v1, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v8.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v11, v12 :: v_dual_cndmask_b32 v8, v9, v10
	ds_store_b32 v14, v1
	ds_store_b32 v15, v8
.LBB3_347:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s10
	s_cbranch_execz .LBB3_349
	ds_load_2addr_b32 v[9:10], v15 offset1:16
	ds_load_2addr_b32 v[11:12], v14 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v12, v11
	v_cmp_gt_f32_e64 s19, v12, v11
	v_cmp_o_f32_e64 s20, v11, v11
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v1, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v8.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v11, v12 :: v_dual_cndmask_b32 v8, v9, v10
	ds_store_b32 v14, v1
	ds_store_b32 v15, v8
.LBB3_349:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s11
	s_cbranch_execz .LBB3_351
	ds_load_2addr_b32 v[9:10], v15 offset1:8
	ds_load_2addr_b32 v[11:12], v14 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v12, v11
	v_cmp_gt_f32_e64 s19, v12, v11
	v_cmp_o_f32_e64 s20, v11, v11
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v1, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v8.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v11, v12 :: v_dual_cndmask_b32 v8, v9, v10
	ds_store_b32 v14, v1
	ds_store_b32 v15, v8
.LBB3_351:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s12
	s_cbranch_execz .LBB3_353
	ds_load_2addr_b32 v[9:10], v15 offset1:4
	ds_load_2addr_b32 v[11:12], v14 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v12, v11
	v_cmp_gt_f32_e64 s19, v12, v11
	v_cmp_o_f32_e64 s20, v11, v11
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v1, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v8.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v11, v12 :: v_dual_cndmask_b32 v8, v9, v10
	ds_store_b32 v14, v1
	ds_store_b32 v15, v8
.LBB3_353:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s13
	s_cbranch_execz .LBB3_355
	ds_load_2addr_b32 v[9:10], v15 offset1:2
	ds_load_2addr_b32 v[11:12], v14 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v12, v11
	v_cmp_gt_f32_e64 s19, v12, v11
	v_cmp_o_f32_e64 s20, v11, v11
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v1, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v8.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v11, v12 :: v_dual_cndmask_b32 v8, v9, v10
	ds_store_b32 v14, v1
	ds_store_b32 v15, v8
.LBB3_355:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s4
	s_cbranch_execz .LBB3_357
	v_add_nc_u32_e64 v1, 4, 0
	ds_load_2addr_stride64_b32 v[9:10], v1 offset0:128 offset1:144
	ds_load_b32 v11, v15
	ds_load_b32 v12, v14
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v9, v11
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v10, v12
	v_cmp_gt_f32_e64 s19, v10, v12
	v_cmp_o_f32_e64 s20, v12, v12
	s_and_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	v_cndmask_b32_e64 v1, 0, 1, s18
	s_or_b32 s18, s20, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	v_cndmask_b32_e64 v8, 0, 1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v8.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v12, v10 :: v_dual_cndmask_b32 v8, v11, v9
	ds_store_b32 v14, v1
	ds_store_b32 v15, v8
.LBB3_357:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB3_359
	v_mov_b32_e32 v1, 0
	ds_load_b32 v8, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v8, v8
	ds_store_b32 v1, v8 offset:40976
.LBB3_359:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB3_360:
	s_cmp_lt_f32 s42, 1.0
	buffer_gl0_inv
	s_cselect_b32 s18, -1, 0
	s_xor_b32 s19, s0, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s18, s19
	s_and_b32 vcc_lo, exec_lo, s18
	s_mov_b32 s18, -1
	s_cbranch_vccnz .LBB3_365
	s_and_b32 vcc_lo, exec_lo, s18
	s_cbranch_vccnz .LBB3_368
.LBB3_362:
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execz .LBB3_364
.LBB3_363:
	v_mov_b32_e32 v0, 0xa004
	v_mov_b32_e32 v6, 0
	ds_load_2addr_b32 v[4:5], v0 offset1:1
	ds_load_b128 v[0:3], v6 offset:40976
	ds_load_b32 v7, v6 offset:40992
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
	s_add_u32 s0, s46, s0
	v_add_f32_e32 v2, v4, v2
	s_addc_u32 s1, s47, s1
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s44, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v5, v2
	s_addc_u32 s3, s45, s3
	v_cmp_eq_f32_e32 vcc_lo, 0, v2
	v_cndmask_b32_e32 v0, -1.0, v0, vcc_lo
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
	v_cvt_u32_f32_e32 v1, v2
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v1
	global_store_b32 v6, v0, s[2:3]
.LBB3_364:
	s_endpgm
.LBB3_365:
	s_and_saveexec_b32 s18, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:40980
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB3_362
.LBB3_368:
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v1, 0xff800000
	v_mov_b32_e32 v9, 0
	s_mul_i32 s22, s56, 0xcd9e8d57
	s_mul_hi_u32 s23, s56, 0xcd9e8d57
	s_and_saveexec_b32 s24, s17
	s_cbranch_execnz .LBB3_399
	s_or_b32 exec_lo, exec_lo, s24
	v_clz_i32_u32_e32 v0, 0
	s_and_saveexec_b32 s20, s16
	s_cbranch_execnz .LBB3_400
.LBB3_370:
	s_or_b32 exec_lo, exec_lo, s20
	s_and_saveexec_b32 s20, s15
	s_cbranch_execnz .LBB3_401
.LBB3_371:
	s_or_b32 exec_lo, exec_lo, s20
	s_and_saveexec_b32 s18, s14
	s_cbranch_execz .LBB3_373
.LBB3_372:
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v2, 0
	s_xor_b64 s[14:15], s[56:57], s[54:55]
	s_add_i32 s14, s54, 0x9e3779b9
	s_add_i32 s16, s55, 0x76cf5d0a
	s_mov_b32 s20, 0xd078c69f
	s_mov_b32 s21, 0x3fc39a09
	s_mov_b32 s24, 0x94229359
	v_xor_b32_e32 v5, s15, v5
	s_add_i32 s15, s55, 0xbb67ae85
	s_mov_b32 s25, 0x3fd24924
	s_mov_b32 s26, 0x9997fa04
	s_mov_b32 s28, 0x55555593
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v5, 0
	s_mov_b32 s27, 0x3fd99999
	s_mov_b32 s29, 0x3fe55555
	s_mov_b32 s30, 0x35793c76
	s_mov_b32 s31, 0x3dea39ef
	s_mov_b32 s34, 0xfee00000
	s_mov_b32 s35, 0x3fe62e42
	v_xor3_b32 v6, s22, s14, v6
	s_xor_b32 s14, s54, s23
	s_mov_b32 s22, 0x1d8e78af
	s_xor_b32 s14, s2, s14
	s_mov_b32 s23, 0x3fcc71c5
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v6, 0
	s_mul_hi_u32 s17, s14, 0xd2511f53
	s_mul_i32 s14, s14, 0xd2511f53
	v_xor3_b32 v4, s15, s17, v4
	s_add_i32 s15, s54, 0xdaa66d2b
	v_min_u32_e32 v0, 32, v0
	v_xor3_b32 v7, s14, s16, v7
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v4, 0
	s_add_i32 s14, s54, 0x3c6ef372
	s_mov_b32 s16, 0x96cb03de
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v7, 0
	s_mov_b32 s17, 0x3fc74664
	v_xor3_b32 v4, s14, v10, v5
	s_add_i32 s14, s55, 0x32370b8f
	v_xor3_b32 v7, s15, v12, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v4, 0
	s_add_i32 s15, s55, 0xed9eba14
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v7, 0
	v_xor3_b32 v5, s14, v5, v6
	s_add_i32 s14, s54, 0x78dde6e4
	v_xor3_b32 v6, s15, v10, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v5, 0
	s_add_i32 s15, s54, 0x1715609d
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v6, 0
	v_xor3_b32 v5, s14, v5, v11
	s_add_i32 s14, s55, 0xa9066899
	v_xor3_b32 v7, s15, v7, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v5, 0
	s_add_i32 s15, s55, 0x646e171e
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v7, 0
	v_xor3_b32 v5, s14, v5, v9
	s_add_i32 s14, s54, 0xb54cda56
	v_xor3_b32 v7, s15, v11, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v5, 0
	s_add_i32 s15, s54, 0x5384540f
	v_mul_hi_u32 v7, 0xcd9e8d57, v7
	v_xor3_b32 v5, s14, v5, v6
	s_add_i32 s14, s55, 0x1fd5c5a3
	v_xor3_b32 v6, s15, v7, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v5, 0
	s_add_i32 s15, s55, 0xdb3d7428
	v_mul_hi_u32 v6, 0xd2511f53, v6
	v_xor3_b32 v5, s14, v5, v10
	s_add_i32 s14, s54, 0x8ff34781
	v_xor3_b32 v4, s15, v6, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v5, 0xcd9e8d57, v5
	v_mul_hi_u32 v4, 0xcd9e8d57, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v4, v5, s14, v4
	s_mov_b32 s14, 0xdf3e5244
	s_mov_b32 s15, 0x3fc2f112
	v_cvt_f64_u32_e32 v[4:5], v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[4:5], v[4:5], 0.5
	v_ldexp_f64 v[4:5], v[4:5], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v13, 0x95f62, v5
	v_and_b32_e32 v5, 0xfffff, v13
	v_lshrrev_b32_e32 v13, 20, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v5, 0x3fe6a09e, v5
	v_add_co_u32 v13, s19, 0xfffffc01, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v20, null, 0, -1, s19
	v_add_f64 v[4:5], v[4:5], -1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[20:21], v20
	v_add_f64 v[6:7], v[4:5], 2.0
	v_mul_f64 v[22:23], v[4:5], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[9:10], null, v[6:7], v[6:7], v[4:5]
	v_div_scale_f64 v[18:19], vcc_lo, v[4:5], v[6:7], v[4:5]
	v_rcp_f64_e32 v[11:12], v[9:10]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[16:17], -v[9:10], v[11:12], 1.0
	v_fma_f64 v[11:12], v[11:12], v[16:17], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[16:17], -v[9:10], v[11:12], 1.0
	v_fma_f64 v[11:12], v[11:12], v[16:17], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[18:19], v[11:12]
	v_fma_f64 v[9:10], -v[9:10], v[16:17], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[9:10], v[9:10], v[11:12], v[16:17]
	v_div_fixup_f64 v[6:7], v[9:10], v[6:7], v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[9:10], v[6:7], v[6:7]
	v_mul_f64 v[11:12], v[9:10], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[16:17], v[11:12], s[14:15]
	v_mul_f64 v[18:19], v[11:12], s[20:21]
	v_add_f64 v[16:17], v[16:17], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[18:19], s[22:23]
	v_mul_f64 v[16:17], v[11:12], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[11:12], v[18:19]
	v_add_f64 v[16:17], v[16:17], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[18:19], s[26:27]
	v_mul_f64 v[16:17], v[11:12], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[11:12], v[11:12], v[18:19]
	v_ldexp_f64 v[18:19], v[20:21], 32
	v_mul_f64 v[20:21], v[4:5], v[22:23]
	v_add_f64 v[16:17], v[16:17], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[9:10], v[9:10], v[16:17]
	v_cvt_f64_u32_e32 v[16:17], v13
	v_add_f64 v[9:10], v[11:12], v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[11:12], v[18:19], v[16:17]
	v_add_f64 v[9:10], v[20:21], v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[16:17], v[11:12], s[30:31]
	v_mul_f64 v[6:7], v[6:7], v[9:10]
	v_mul_f64 v[9:10], v[11:12], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[6:7], v[16:17], v[6:7]
	v_add_f64 v[6:7], v[6:7], -v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[4:5], v[4:5], v[6:7]
	v_add_f64 v[4:5], v[9:10], v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v5, 0x80000000, v5
	v_add_co_u32 v6, s19, 0x95f62, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v7, null, 0, 0, s19
	v_and_b32_e32 v5, 0xfffff, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[6:7], 20, v[6:7]
	v_add_nc_u32_e32 v5, 0x3fe6a09e, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[4:5], v[4:5], -1.0
	v_add_f64 v[9:10], v[4:5], 2.0
	v_mul_f64 v[22:23], v[4:5], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[11:12], null, v[9:10], v[9:10], v[4:5]
	v_div_scale_f64 v[20:21], vcc_lo, v[4:5], v[9:10], v[4:5]
	v_rcp_f64_e32 v[16:17], v[11:12]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[18:19], -v[11:12], v[16:17], 1.0
	v_fma_f64 v[16:17], v[16:17], v[18:19], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[18:19], -v[11:12], v[16:17], 1.0
	v_fma_f64 v[16:17], v[16:17], v[18:19], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[20:21], v[16:17]
	v_fma_f64 v[11:12], -v[11:12], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[11:12], v[11:12], v[16:17], v[18:19]
	v_add_co_u32 v13, vcc_lo, 0xfffffc01, v6
	v_add_co_ci_u32_e64 v6, null, -1, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[6:7], v6
	v_div_fixup_f64 v[9:10], v[11:12], v[9:10], v[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[6:7], v[6:7], 32
	v_mul_f64 v[11:12], v[9:10], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[11:12], v[11:12]
	v_mul_f64 v[18:19], v[16:17], s[14:15]
	v_mul_f64 v[20:21], v[16:17], s[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[18:19], s[16:17]
	v_add_f64 v[20:21], v[20:21], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[16:17], v[18:19]
	v_mul_f64 v[20:21], v[16:17], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[18:19], s[24:25]
	v_add_f64 v[20:21], v[20:21], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[16:17], v[18:19]
	v_mul_f64 v[16:17], v[16:17], v[20:21]
	v_mul_f64 v[20:21], v[4:5], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[18:19], s[28:29]
	v_mul_f64 v[11:12], v[11:12], v[18:19]
	v_lshlrev_b32_e32 v18, 2, v2
	global_load_b32 v24, v18, s[48:49]
	v_cvt_f64_u32_e32 v[18:19], v13
	v_add_f64 v[11:12], v[16:17], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[6:7], v[6:7], v[18:19]
	v_add_f64 v[11:12], v[20:21], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[16:17], v[6:7], s[30:31]
	v_mul_f64 v[6:7], v[6:7], s[34:35]
	v_mul_f64 v[9:10], v[9:10], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[9:10], v[16:17], v[9:10]
	v_add_f64 v[9:10], v[9:10], -v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[4:5], v[4:5], v[9:10]
	v_mov_b32_e32 v9, 0xa024
	v_add_f64 v[4:5], v[6:7], v[4:5]
	v_lshlrev_b64 v[6:7], v0, v[2:3]
	v_sub_nc_u32_e32 v0, 32, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v6, 1, v6
	v_or_b32_e32 v6, v7, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v6, v6
	v_ldexp_f32 v0, v6, v0
	v_cvt_f32_f64_e32 v5, v[4:5]
	ds_load_2addr_b32 v[3:4], v9 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v4, v0
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s14, v24, v3
	v_cmp_gt_f32_e64 s15, v24, v3
	v_mul_f32_e32 v4, s68, v24
	s_and_b32 s14, s14, vcc_lo
	v_cndmask_b32_e64 v0, 0, 1.0, s15
	v_cndmask_b32_e64 v3, 0, 1.0, s14
	v_cmp_o_f32_e64 s14, v1, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v3, v0
	v_cndmask_b32_e32 v0, v0, v3, vcc_lo
	v_sub_f32_e32 v3, v4, v5
	v_cmp_neq_f32_e32 vcc_lo, 0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0xff800000, v3, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s15, v0, v1
	s_and_b32 s14, s14, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s15, s14
	v_dual_cndmask_b32 v1, v1, v0 :: v_dual_cndmask_b32 v8, v8, v2
.LBB3_373:
	s_or_b32 exec_lo, exec_lo, s18
	ds_store_b32 v14, v1
	ds_store_b32 v15, v8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s5
	s_cbranch_execz .LBB3_375
	ds_load_2addr_stride64_b32 v[2:3], v15 offset1:8
	ds_load_2addr_stride64_b32 v[4:5], v14 offset1:8
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
	ds_store_b32 v14, v0
	ds_store_b32 v15, v1
.LBB3_375:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s6
	s_cbranch_execz .LBB3_377
	ds_load_2addr_stride64_b32 v[2:3], v15 offset1:4
	ds_load_2addr_stride64_b32 v[4:5], v14 offset1:4
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
	ds_store_b32 v14, v0
	ds_store_b32 v15, v1
.LBB3_377:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s7
	s_cbranch_execz .LBB3_379
	ds_load_2addr_stride64_b32 v[2:3], v15 offset1:2
	ds_load_2addr_stride64_b32 v[4:5], v14 offset1:2
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
	ds_store_b32 v14, v0
	ds_store_b32 v15, v1
.LBB3_379:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s8
	s_cbranch_execz .LBB3_381
	ds_load_2addr_stride64_b32 v[2:3], v15 offset1:1
	ds_load_2addr_stride64_b32 v[4:5], v14 offset1:1
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
	ds_store_b32 v14, v0
	ds_store_b32 v15, v1
.LBB3_381:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB3_383
	ds_load_2addr_b32 v[2:3], v15 offset1:32
	ds_load_2addr_b32 v[4:5], v14 offset1:32
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
	ds_store_b32 v14, v0
	ds_store_b32 v15, v1
.LBB3_383:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s10
	s_cbranch_execz .LBB3_385
	ds_load_2addr_b32 v[2:3], v15 offset1:16
	ds_load_2addr_b32 v[4:5], v14 offset1:16
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
	ds_store_b32 v14, v0
	ds_store_b32 v15, v1
.LBB3_385:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s11
	s_cbranch_execz .LBB3_387
	ds_load_2addr_b32 v[2:3], v15 offset1:8
	ds_load_2addr_b32 v[4:5], v14 offset1:8
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
	ds_store_b32 v14, v0
	ds_store_b32 v15, v1
.LBB3_387:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s12
	s_cbranch_execz .LBB3_389
	ds_load_2addr_b32 v[2:3], v15 offset1:4
	ds_load_2addr_b32 v[4:5], v14 offset1:4
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
	ds_store_b32 v14, v0
	ds_store_b32 v15, v1
.LBB3_389:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s13
	s_cbranch_execz .LBB3_391
	ds_load_2addr_b32 v[2:3], v15 offset1:2
	ds_load_2addr_b32 v[4:5], v14 offset1:2
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
	ds_store_b32 v14, v0
	ds_store_b32 v15, v1
.LBB3_391:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s4
	s_cbranch_execz .LBB3_393
	v_add_nc_u32_e64 v0, 4, 0
	ds_load_2addr_stride64_b32 v[2:3], v0 offset0:128 offset1:144
	ds_load_b32 v4, v15
	ds_load_b32 v5, v14
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
	ds_store_b32 v14, v0
	ds_store_b32 v15, v1
.LBB3_393:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB3_395
	v_mov_b32_e32 v0, 0
	ds_load_b32 v1, v0 offset:32768
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v1, v1
	ds_store_b32 v0, v1 offset:40980
.LBB3_395:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execnz .LBB3_363
	s_branch .LBB3_364
.LBB3_396:
	global_load_b32 v29, v16, s[48:49]
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v0, 0
	s_xor_b64 s[18:19], s[56:57], s[54:55]
	s_mul_i32 s18, s56, 0xcd9e8d57
	s_add_i32 s20, s55, 0x76cf5d0a
	v_mov_b32_e32 v19, 0xa02c
	s_mov_b32 s24, 0xd078c69f
	s_mov_b32 s25, 0x3fc39a09
	v_xor_b32_e32 v1, s19, v9
	s_add_i32 s19, s54, 0x9e3779b9
	s_mov_b32 s26, 0x1d8e78af
	s_mov_b32 s28, 0x94229359
	s_mov_b32 s27, 0x3fcc71c5
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v1, 0
	s_mov_b32 s29, 0x3fd24924
	s_mov_b32 s30, 0x9997fa04
	s_mov_b32 s34, 0x55555593
	s_mov_b32 s31, 0x3fd99999
	s_mov_b32 s35, 0x3fe55555
	s_mov_b32 s36, 0x35793c76
	v_xor3_b32 v1, s18, s19, v10
	s_mul_hi_u32 s18, s56, 0xcd9e8d57
	s_add_i32 s19, s55, 0xbb67ae85
	s_xor_b32 s18, s54, s18
	s_mov_b32 s37, 0x3dea39ef
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v1, 0
	s_xor_b32 s18, s2, s18
	s_mov_b32 s38, 0xfee00000
	s_mul_hi_u32 s21, s18, 0xd2511f53
	s_mul_i32 s18, s18, 0xd2511f53
	v_xor3_b32 v1, s19, s21, v8
	s_add_i32 s19, s54, 0xdaa66d2b
	v_xor3_b32 v8, s18, s20, v11
	s_add_i32 s18, s54, 0x3c6ef372
	s_mov_b32 s20, 0x96cb03de
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v8, 0
	s_mov_b32 s21, 0x3fc74664
	s_mov_b32 s39, 0x3fe62e42
	v_xor3_b32 v1, s18, v12, v9
	s_add_i32 s18, s55, 0x32370b8f
	v_xor3_b32 v11, s19, v18, v11
	s_add_i32 s19, s55, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v11, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s18, v9, v10
	s_add_i32 s18, s54, 0x78dde6e4
	v_xor3_b32 v10, s19, v12, v8
	s_add_i32 s19, s54, 0x1715609d
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v1, 0
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v10, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s18, v9, v17
	s_add_i32 s18, s55, 0xa9066899
	v_xor3_b32 v10, s19, v13, v8
	s_add_i32 s19, s55, 0x646e171e
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v10, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s18, v9, v11
	s_add_i32 s18, s54, 0xb54cda56
	v_xor3_b32 v10, s19, v18, v8
	s_add_i32 s19, s54, 0x5384540f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v1, 0
	v_mul_hi_u32 v1, 0xcd9e8d57, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v9, s18, v9, v12
	s_add_i32 s18, s55, 0x1fd5c5a3
	v_xor3_b32 v1, s19, v1, v8
	s_add_i32 s19, s55, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v9, 0
	v_mul_hi_u32 v1, 0xd2511f53, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v9, s18, v9, v17
	s_add_i32 s18, s54, 0x8ff34781
	v_xor3_b32 v1, s19, v1, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v8, 0xcd9e8d57, v9
	v_mul_hi_u32 v1, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, v8, s18, v1
	v_cvt_f64_u32_e32 v[8:9], v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[8:9], 0.5
	v_ldexp_f64 v[8:9], v[8:9], 0xffffffe0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v30, s68, v29
	ds_load_2addr_b32 v[19:20], v19 offset1:1
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v19, v30, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v19
	v_cndmask_b32_e32 v21, 0xc2d00000, v19, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v21
	v_cndmask_b32_e32 v23, 0x42b20000, v21, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v24, 0x3fb8aa3b, v23
	v_add_f32_e32 v25, 0x4b400000, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, 0xcb400000, v25
	v_mul_f32_e32 v26, 0xbf317200, v24
	v_add_nc_u32_e32 v1, 0x95f62, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v27, 0x35bfbe8e, v24 :: v_dual_add_f32 v26, v23, v26
	v_sub_f32_e32 v23, v26, v27
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v9, 0xfffff, v1
	v_lshrrev_b32_e32 v1, 20, v1
	v_dual_mul_f32 v24, v23, v23 :: v_dual_add_nc_u32 v9, 0x3fe6a09e, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v1, s23, 0xfffffc01, v1
	v_mul_f32_e32 v28, 0x3331bb4c, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[8:9], -1.0
	v_add_f64 v[10:11], v[8:9], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[12:13], null, v[10:11], v[10:11], v[8:9]
	v_rcp_f64_e32 v[17:18], v[12:13]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[21:22], -v[12:13], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[21:22], v[17:18]
	v_add_f32_e32 v21, 0xb5ddea0e, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v24, v21
	v_add_f32_e32 v21, 0x388ab355, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v24, v21
	v_add_f32_e32 v21, 0xbb360b61, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v24, v21
	v_add_f32_e32 v28, 0x3e2aaaab, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v24, v24, v28
	v_fma_f64 v[21:22], -v[12:13], v[17:18], 1.0
	v_sub_f32_e32 v24, v23, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v28, v23, v24
	v_sub_f32_e32 v31, 2.0, v24
	v_div_scale_f64 v[23:24], s18, v[8:9], v[10:11], v[8:9]
	v_div_scale_f32 v32, null, v31, v31, v28
	v_div_scale_f32 v35, vcc_lo, v28, v31, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v33, v32
	v_fma_f32 v34, -v32, v33, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v33, v34, v33
	v_fma_f64 v[17:18], v[17:18], v[21:22], v[17:18]
	v_mul_f32_e32 v21, v35, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v22, -v32, v21, v35
	v_fmac_f32_e32 v21, v22, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v22, -v32, v21, v35
	v_div_fmas_f32 v21, v22, v33, v21
	v_cmp_o_f32_e32 vcc_lo, v19, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v21, v21, v31, v28
	v_sub_f32_e32 v27, v27, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v26, v26, v27
	v_mul_f64 v[21:22], v[23:24], v[17:18]
	v_add_f32_e32 v26, 1.0, v26
	v_add_nc_u32_e32 v28, 0xb4c00100, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v28, 1, v28
	v_sub_nc_u32_e32 v25, v25, v28
	v_lshl_add_u32 v27, v28, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v25, v25, 23, 0x7f800000
	v_mul_f32_e32 v26, v26, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v26, v25
	v_cndmask_b32_e32 v19, 0x7fc00000, v25, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_div_scale_f32 v25, null, v20, v20, v19
	v_fma_f64 v[12:13], -v[12:13], v[21:22], v[23:24]
	v_div_scale_f32 v24, vcc_lo, v19, v20, v19
	v_rcp_f32_e32 v26, v25
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v23, -v25, v26, 1.0
	v_fmac_f32_e32 v26, v23, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, v24, v26
	v_fma_f32 v27, -v25, v23, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v23, v27, v26
	v_mul_f64 v[27:28], v[8:9], 0.5
	v_fma_f32 v24, -v25, v23, v24
	v_add_co_ci_u32_e64 v25, null, 0, -1, s23
	s_delay_alu instid0(VALU_DEP_2)
	v_div_fmas_f32 v31, v24, v26, v23
	s_mov_b32 vcc_lo, s18
	s_mov_b32 s18, 0xdf3e5244
	v_div_fmas_f64 v[12:13], v[12:13], v[17:18], v[21:22]
	s_mov_b32 s19, 0x3fc2f112
	v_cvt_f64_i32_e32 v[25:26], v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[10:11], v[12:13], v[10:11], v[8:9]
	v_mul_f64 v[12:13], v[10:11], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[12:13], v[12:13]
	v_mul_f64 v[21:22], v[17:18], s[18:19]
	v_mul_f64 v[23:24], v[17:18], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[20:21]
	v_add_f64 v[23:24], v[23:24], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[17:18], v[21:22]
	v_mul_f64 v[23:24], v[17:18], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[28:29]
	v_add_f64 v[23:24], v[23:24], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[17:18], v[21:22]
	v_mul_f64 v[17:18], v[17:18], v[23:24]
	v_ldexp_f64 v[23:24], v[25:26], 32
	v_mul_f64 v[25:26], v[8:9], v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[21:22], v[21:22], s[34:35]
	v_mul_f64 v[12:13], v[12:13], v[21:22]
	v_cvt_f64_u32_e32 v[21:22], v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[12:13], v[17:18], v[12:13]
	v_add_f64 v[17:18], v[23:24], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[12:13], v[25:26], v[12:13]
	v_mul_f64 v[21:22], v[17:18], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[10:11], v[10:11], v[12:13]
	v_mul_f64 v[12:13], v[17:18], s[38:39]
	v_add_f64 v[10:11], v[21:22], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[10:11], -v[25:26]
	v_add_f64 v[8:9], v[8:9], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[12:13], v[8:9]
	v_xor_b32_e32 v1, 0x80000000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s23, 0x95f62, v1
	v_add_co_ci_u32_e64 v11, null, 0, 0, s23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v1, 0xfffff, v10
	v_lshrrev_b64 v[10:11], 20, v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v9, 0x3fe6a09e, v1
	v_add_f64 v[8:9], v[8:9], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[12:13], v[8:9], 2.0
	v_mul_f64 v[27:28], v[8:9], 0.5
	v_div_scale_f64 v[17:18], null, v[12:13], v[12:13], v[8:9]
	v_div_scale_f64 v[25:26], vcc_lo, v[8:9], v[12:13], v[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[21:22], v[17:18]
	v_fma_f64 v[23:24], -v[17:18], v[21:22], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[21:22], v[21:22], v[23:24], v[21:22]
	v_fma_f64 v[23:24], -v[17:18], v[21:22], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[21:22], v[21:22], v[23:24], v[21:22]
	v_mul_f64 v[23:24], v[25:26], v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[17:18], -v[17:18], v[23:24], v[25:26]
	v_div_fmas_f64 v[17:18], v[17:18], v[21:22], v[23:24]
	v_add_co_u32 v1, vcc_lo, 0xfffffc01, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, -1, v11, vcc_lo
	v_cvt_f64_i32_e32 v[10:11], v10
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[12:13], v[17:18], v[12:13], v[8:9]
	v_ldexp_f64 v[10:11], v[10:11], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[12:13], v[12:13]
	v_mul_f64 v[21:22], v[17:18], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[23:24], v[21:22], s[18:19]
	v_mul_f64 v[25:26], v[21:22], s[24:25]
	v_add_f64 v[23:24], v[23:24], s[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[25:26], s[26:27]
	v_mul_f64 v[23:24], v[21:22], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[25:26], v[21:22], v[25:26]
	v_add_f64 v[23:24], v[23:24], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[25:26], s[30:31]
	v_mul_f64 v[23:24], v[21:22], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[21:22], v[21:22], v[25:26]
	v_mul_f64 v[25:26], v[8:9], v[27:28]
	v_add_f64 v[23:24], v[23:24], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[17:18], v[23:24]
	v_cvt_f64_u32_e32 v[23:24], v1
	v_mov_b32_e32 v1, 0xa024
	v_add_f64 v[17:18], v[21:22], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[10:11], v[10:11], v[23:24]
	v_add_f64 v[17:18], v[25:26], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[21:22], v[10:11], s[36:37]
	v_mul_f64 v[10:11], v[10:11], s[38:39]
	v_mul_f64 v[12:13], v[12:13], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[21:22], v[12:13]
	v_add_f64 v[12:13], v[12:13], -v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f64 v[8:9], v[8:9], v[12:13]
	v_add_nc_u32_e64 v12, 0xa000, 0
	v_div_fixup_f32 v13, v31, v20, v19
	v_add_f64 v[8:9], v[10:11], v[8:9]
	ds_load_2addr_b32 v[10:11], v1 offset1:1
	v_cvt_f32_u32_e32 v1, v0
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	v_cmp_ge_f32_e32 vcc_lo, v11, v1
	v_cmp_eq_f32_e64 s18, v29, v10
	v_cmp_gt_f32_e64 s19, v29, v10
	ds_load_2addr_b32 v[11:12], v12 offset0:3 offset1:13
	s_and_b32 s18, s18, vcc_lo
	v_cndmask_b32_e64 v10, 0, 1.0, s18
	v_cvt_f32_f64_e32 v8, v[8:9]
	v_cndmask_b32_e64 v9, 0, 1.0, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v10, v9
	v_dual_cndmask_b32 v9, v9, v10 :: v_dual_add_f32 v10, 0, v13
	v_cmp_neq_f32_e32 vcc_lo, 0, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v10, -1.0, v10, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v11, v1
	v_cmp_eq_f32_e64 s18, v10, v12
	v_cmp_gt_f32_e64 s19, v10, v12
	s_and_b32 s18, s18, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1.0, s19
	v_cndmask_b32_e64 v10, 0, 1.0, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v10, v1
	v_dual_sub_f32 v8, v30, v8 :: v_dual_cndmask_b32 v1, v1, v10
	v_mul_f32_e32 v1, v9, v1
	v_mov_b32_e32 v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	v_cndmask_b32_e32 v1, 0xff800000, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v1
	v_cndmask_b32_e32 v8, 0, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s22
	s_and_saveexec_b32 s22, s16
	s_cbranch_execz .LBB3_334
.LBB3_397:
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v6, 0
	s_xor_b64 s[18:19], s[56:57], s[54:55]
	s_mul_i32 s18, s56, 0xcd9e8d57
	s_add_i32 s20, s55, 0x76cf5d0a
	s_mov_b32 s24, 0xd078c69f
	s_mov_b32 s25, 0x3fc39a09
	s_mov_b32 s26, 0x1d8e78af
	v_xor_b32_e32 v11, s19, v11
	s_add_i32 s19, s54, 0x9e3779b9
	s_mov_b32 s28, 0x94229359
	s_mov_b32 s27, 0x3fcc71c5
	s_mov_b32 s29, 0x3fd24924
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v11, 0
	s_mov_b32 s30, 0x9997fa04
	s_mov_b32 s34, 0x55555593
	s_mov_b32 s31, 0x3fd99999
	s_mov_b32 s35, 0x3fe55555
	s_mov_b32 s36, 0x35793c76
	s_mov_b32 s37, 0x3dea39ef
	v_xor3_b32 v12, s18, s19, v12
	s_mul_hi_u32 s18, s56, 0xcd9e8d57
	s_add_i32 s19, s55, 0xbb67ae85
	s_xor_b32 s18, s54, s18
	s_mov_b32 s38, 0xfee00000
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v12, 0
	s_xor_b32 s18, s2, s18
	s_mov_b32 s39, 0x3fe62e42
	s_mul_hi_u32 s21, s18, 0xd2511f53
	s_mul_i32 s18, s18, 0xd2511f53
	v_xor3_b32 v10, s19, s21, v10
	s_add_i32 s19, s54, 0xdaa66d2b
	v_xor3_b32 v13, s18, s20, v13
	s_add_i32 s18, s54, 0x3c6ef372
	s_mov_b32 s20, 0x96cb03de
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v10, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v13, 0
	s_mov_b32 s21, 0x3fc74664
	v_mov_b32_e32 v21, 0xa02c
	v_xor3_b32 v10, s18, v18, v11
	s_add_i32 s18, s55, 0x32370b8f
	v_xor3_b32 v13, s19, v20, v17
	s_add_i32 s19, s55, 0xed9eba14
	ds_load_2addr_b32 v[21:22], v21 offset1:1
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v10, 0
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, s18, v11, v12
	s_add_i32 s18, s54, 0x78dde6e4
	v_xor3_b32 v12, s19, v18, v10
	v_lshlrev_b32_e32 v18, 2, v6
	s_add_i32 s19, s54, 0x1715609d
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v11, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v12, 0
	global_load_b32 v31, v18, s[48:49]
	v_xor3_b32 v11, s18, v11, v19
	s_add_i32 s18, s55, 0xa9066899
	v_xor3_b32 v13, s19, v13, v10
	s_add_i32 s19, s55, 0x646e171e
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v11, 0
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, s18, v11, v17
	s_add_i32 s18, s54, 0xb54cda56
	v_xor3_b32 v13, s19, v19, v10
	s_add_i32 s19, s54, 0x5384540f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v11, 0
	v_mul_hi_u32 v13, 0xcd9e8d57, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, s18, v11, v12
	s_add_i32 s18, s55, 0x1fd5c5a3
	v_xor3_b32 v12, s19, v13, v10
	s_add_i32 s19, s55, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v11, 0
	v_mul_hi_u32 v12, 0xd2511f53, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, s18, v11, v18
	s_add_i32 s18, s54, 0x8ff34781
	v_xor3_b32 v10, s19, v12, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v11, 0xcd9e8d57, v11
	v_mul_hi_u32 v10, 0xcd9e8d57, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v10, v11, s18, v10
	v_cvt_f64_u32_e32 v[10:11], v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[10:11], 0.5
	v_ldexp_f64 v[10:11], v[10:11], 0xffffffe0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v32, s68, v31
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v21, v32, v21
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v21
	v_cndmask_b32_e32 v23, 0xc2d00000, v21, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v23
	v_cndmask_b32_e32 v25, 0x42b20000, v23, vcc_lo
	v_mul_f32_e32 v26, 0x3fb8aa3b, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, 0x4b400000, v26
	v_add_f32_e32 v26, 0xcb400000, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v29, 0xbf317200, v26
	v_dual_add_f32 v29, v25, v29 :: v_dual_mul_f32 v30, 0x35bfbe8e, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v25, v29, v30
	v_dual_mul_f32 v26, v25, v25 :: v_dual_add_nc_u32 v27, 0x95f62, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_and_b32_e32 v11, 0xfffff, v27
	v_lshrrev_b32_e32 v27, 20, v27
	v_mul_f32_e32 v33, 0x3331bb4c, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v11, 0x3fe6a09e, v11
	v_add_f64 v[10:11], v[10:11], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[10:11], 2.0
	v_div_scale_f64 v[17:18], null, v[12:13], v[12:13], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[19:20], v[17:18]
	v_fma_f64 v[23:24], -v[17:18], v[19:20], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[19:20], v[19:20], v[23:24], v[19:20]
	v_add_f32_e32 v23, 0xb5ddea0e, v33
	v_mul_f32_e32 v23, v26, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, 0x388ab355, v23
	v_mul_f32_e32 v23, v26, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, 0xbb360b61, v23
	v_mul_f32_e32 v23, v26, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v33, 0x3e2aaaab, v23
	v_mul_f32_e32 v26, v26, v33
	v_fma_f64 v[23:24], -v[17:18], v[19:20], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v26, v25, v26
	v_mul_f32_e32 v33, v25, v26
	v_sub_f32_e32 v34, 2.0, v26
	v_div_scale_f64 v[25:26], s18, v[10:11], v[12:13], v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v35, null, v34, v34, v33
	v_div_scale_f32 v38, vcc_lo, v33, v34, v33
	v_rcp_f32_e32 v36, v35
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v37, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v37, v36
	v_fma_f64 v[19:20], v[19:20], v[23:24], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, v38, v36
	v_fma_f32 v24, -v35, v23, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v23, v24, v36
	v_fma_f32 v24, -v35, v23, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v23, v24, v36, v23
	v_cmp_o_f32_e32 vcc_lo, v21, v21
	v_div_fixup_f32 v23, v23, v34, v33
	v_add_nc_u32_e32 v33, 0xb4c00100, v28
	v_add_co_u32 v34, s23, 0xfffffc01, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v27, null, 0, -1, s23
	v_sub_f32_e32 v30, v30, v23
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v33, 1, v33
	v_sub_f32_e32 v29, v29, v30
	v_mul_f64 v[23:24], v[25:26], v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v28, v28, v33
	v_lshl_add_u32 v30, v33, 23, 0xff800000
	v_add_f32_e32 v29, 1.0, v29
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v28, v28, 23, 0x7f800000
	v_mul_f32_e32 v29, v29, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v28, v29, v28
	v_cndmask_b32_e32 v21, 0x7fc00000, v28, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v28, null, v22, v22, v21
	v_rcp_f32_e32 v29, v28
	v_fma_f64 v[17:18], -v[17:18], v[23:24], v[25:26]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v25, -v28, v29, 1.0
	v_div_scale_f32 v26, vcc_lo, v21, v22, v21
	v_fmac_f32_e32 v29, v25, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v26, v29
	v_fma_f32 v30, -v28, v25, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v25, v30, v29
	v_fma_f32 v26, -v28, v25, v26
	v_cvt_f64_i32_e32 v[27:28], v27
	s_delay_alu instid0(VALU_DEP_2)
	v_div_fmas_f32 v33, v26, v29, v25
	s_mov_b32 vcc_lo, s18
	s_mov_b32 s18, 0xdf3e5244
	s_mov_b32 s19, 0x3fc2f112
	v_mul_f64 v[29:30], v[10:11], 0.5
	v_div_fmas_f64 v[17:18], v[17:18], v[19:20], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[12:13], v[17:18], v[12:13], v[10:11]
	v_mul_f64 v[17:18], v[12:13], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[19:20], v[17:18], v[17:18]
	v_mul_f64 v[23:24], v[19:20], s[18:19]
	v_mul_f64 v[25:26], v[19:20], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[23:24], s[20:21]
	v_add_f64 v[25:26], v[25:26], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	v_mul_f64 v[25:26], v[19:20], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[23:24], s[28:29]
	v_add_f64 v[25:26], v[25:26], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	v_mul_f64 v[19:20], v[19:20], v[25:26]
	v_ldexp_f64 v[25:26], v[27:28], 32
	v_mul_f64 v[27:28], v[10:11], v[29:30]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[23:24], v[23:24], s[34:35]
	v_mul_f64 v[17:18], v[17:18], v[23:24]
	v_cvt_f64_u32_e32 v[23:24], v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[19:20], v[17:18]
	v_add_f64 v[19:20], v[25:26], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[27:28], v[17:18]
	v_mul_f64 v[23:24], v[19:20], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[12:13], v[12:13], v[17:18]
	v_mul_f64 v[17:18], v[19:20], s[38:39]
	v_add_f64 v[12:13], v[23:24], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], -v[27:28]
	v_add_f64 v[10:11], v[10:11], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[17:18], v[10:11]
	v_xor_b32_e32 v11, 0x80000000, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v12, s23, 0x95f62, v11
	v_add_co_ci_u32_e64 v13, null, 0, 0, s23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v11, 0xfffff, v12
	v_lshrrev_b64 v[12:13], 20, v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v11, 0x3fe6a09e, v11
	v_add_f64 v[10:11], v[10:11], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[10:11], 2.0
	v_mul_f64 v[29:30], v[10:11], 0.5
	v_div_scale_f64 v[19:20], null, v[17:18], v[17:18], v[10:11]
	v_div_scale_f64 v[27:28], vcc_lo, v[10:11], v[17:18], v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[23:24], v[19:20]
	v_fma_f64 v[25:26], -v[19:20], v[23:24], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	v_fma_f64 v[25:26], -v[19:20], v[23:24], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	v_mul_f64 v[25:26], v[27:28], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[19:20], -v[19:20], v[25:26], v[27:28]
	v_div_fmas_f64 v[19:20], v[19:20], v[23:24], v[25:26]
	v_add_co_u32 v34, vcc_lo, 0xfffffc01, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v12, null, -1, v13, vcc_lo
	v_cvt_f64_i32_e32 v[12:13], v12
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[17:18], v[19:20], v[17:18], v[10:11]
	v_ldexp_f64 v[12:13], v[12:13], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[19:20], v[17:18], v[17:18]
	v_mul_f64 v[23:24], v[19:20], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[25:26], v[23:24], s[18:19]
	v_mul_f64 v[27:28], v[23:24], s[24:25]
	v_add_f64 v[25:26], v[25:26], s[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[26:27]
	v_mul_f64 v[25:26], v[23:24], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[23:24], v[27:28]
	v_add_f64 v[25:26], v[25:26], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[30:31]
	v_mul_f64 v[25:26], v[23:24], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[23:24], v[27:28]
	v_mul_f64 v[27:28], v[10:11], v[29:30]
	v_add_f64 v[25:26], v[25:26], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[19:20], v[25:26]
	v_cvt_f64_u32_e32 v[25:26], v34
	v_add_f64 v[19:20], v[23:24], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[12:13], v[12:13], v[25:26]
	v_add_f64 v[19:20], v[27:28], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[12:13], s[36:37]
	v_mul_f64 v[12:13], v[12:13], s[38:39]
	v_mul_f64 v[17:18], v[17:18], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], v[23:24], v[17:18]
	v_add_f64 v[17:18], v[17:18], -v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[10:11], v[17:18]
	v_clz_i32_u32_e32 v17, 0
	v_min_u32_e32 v19, 32, v17
	v_mov_b32_e32 v17, 0xa024
	ds_load_2addr_b32 v[17:18], v17 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v31, v17
	v_cmp_gt_f32_e64 s19, v31, v17
	v_add_f64 v[10:11], v[12:13], v[10:11]
	v_lshlrev_b64 v[12:13], v19, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v12, 1, v12
	v_or_b32_e32 v12, v13, v12
	v_sub_nc_u32_e32 v13, 32, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v12, v12
	v_ldexp_f32 v19, v12, v13
	v_add_nc_u32_e64 v12, 0xa000, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_cmp_ge_f32_e32 vcc_lo, v18, v19
	ds_load_2addr_b32 v[12:13], v12 offset0:3 offset1:13
	v_div_fixup_f32 v18, v33, v22, v21
	s_and_b32 s18, s18, vcc_lo
	v_cndmask_b32_e64 v17, 0, 1.0, s18
	v_cvt_f32_f64_e32 v10, v[10:11]
	v_cndmask_b32_e64 v11, 0, 1.0, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v17, v11
	v_cndmask_b32_e32 v11, v11, v17, vcc_lo
	v_add_f32_e32 v17, 0, v18
	v_cmp_neq_f32_e32 vcc_lo, 0, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v17, -1.0, v17, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v12, v19
	v_cmp_eq_f32_e64 s18, v17, v13
	v_cmp_gt_f32_e64 s19, v17, v13
	s_and_b32 s18, s18, vcc_lo
	v_cndmask_b32_e64 v12, 0, 1.0, s19
	v_cndmask_b32_e64 v13, 0, 1.0, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v13, v12
	v_sub_f32_e32 v10, v32, v10
	v_cndmask_b32_e32 v12, v12, v13, vcc_lo
	v_mul_f32_e32 v11, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_neq_f32_e32 vcc_lo, 0, v11
	v_cndmask_b32_e32 v10, 0xff800000, v10, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_u_f32_e64 s18, v10, v10
	v_cmp_gt_f32_e64 s19, v10, v1
	s_and_b32 s18, vcc_lo, s18
	s_or_b32 vcc_lo, s19, s18
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	v_cndmask_b32_e64 v9, v9, 0, vcc_lo
	v_cndmask_b32_e32 v8, v8, v6, vcc_lo
	s_or_b32 exec_lo, exec_lo, s22
	s_and_saveexec_b32 s22, s15
	s_cbranch_execz .LBB3_335
.LBB3_398:
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v4, 0
	s_xor_b64 s[18:19], s[56:57], s[54:55]
	s_mul_i32 s18, s56, 0xcd9e8d57
	s_add_i32 s20, s55, 0x76cf5d0a
	s_mov_b32 s24, 0xd078c69f
	s_mov_b32 s25, 0x3fc39a09
	s_mov_b32 s26, 0x1d8e78af
	v_xor_b32_e32 v11, s19, v11
	s_add_i32 s19, s54, 0x9e3779b9
	s_mov_b32 s28, 0x94229359
	s_mov_b32 s27, 0x3fcc71c5
	s_mov_b32 s29, 0x3fd24924
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v11, 0
	s_mov_b32 s30, 0x9997fa04
	s_mov_b32 s34, 0x55555593
	s_mov_b32 s31, 0x3fd99999
	s_mov_b32 s35, 0x3fe55555
	s_mov_b32 s36, 0x35793c76
	s_mov_b32 s37, 0x3dea39ef
	v_xor3_b32 v12, s18, s19, v12
	s_mul_hi_u32 s18, s56, 0xcd9e8d57
	s_add_i32 s19, s55, 0xbb67ae85
	s_xor_b32 s18, s54, s18
	s_mov_b32 s38, 0xfee00000
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v12, 0
	s_xor_b32 s18, s2, s18
	s_mov_b32 s39, 0x3fe62e42
	s_mul_hi_u32 s21, s18, 0xd2511f53
	s_mul_i32 s18, s18, 0xd2511f53
	v_xor3_b32 v10, s19, s21, v10
	s_add_i32 s19, s54, 0xdaa66d2b
	v_xor3_b32 v13, s18, s20, v13
	s_add_i32 s18, s54, 0x3c6ef372
	s_mov_b32 s20, 0x96cb03de
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v10, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v13, 0
	s_mov_b32 s21, 0x3fc74664
	v_mov_b32_e32 v21, 0xa02c
	v_xor3_b32 v10, s18, v18, v11
	s_add_i32 s18, s55, 0x32370b8f
	v_xor3_b32 v13, s19, v20, v17
	s_add_i32 s19, s55, 0xed9eba14
	ds_load_2addr_b32 v[21:22], v21 offset1:1
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v10, 0
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, s18, v11, v12
	s_add_i32 s18, s54, 0x78dde6e4
	v_xor3_b32 v12, s19, v18, v10
	v_lshlrev_b32_e32 v18, 2, v4
	s_add_i32 s19, s54, 0x1715609d
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v11, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v12, 0
	global_load_b32 v31, v18, s[48:49]
	v_xor3_b32 v11, s18, v11, v19
	s_add_i32 s18, s55, 0xa9066899
	v_xor3_b32 v13, s19, v13, v10
	s_add_i32 s19, s55, 0x646e171e
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v11, 0
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, s18, v11, v17
	s_add_i32 s18, s54, 0xb54cda56
	v_xor3_b32 v13, s19, v19, v10
	s_add_i32 s19, s54, 0x5384540f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v11, 0
	v_mul_hi_u32 v13, 0xcd9e8d57, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, s18, v11, v12
	s_add_i32 s18, s55, 0x1fd5c5a3
	v_xor3_b32 v12, s19, v13, v10
	s_add_i32 s19, s55, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v11, 0
	v_mul_hi_u32 v12, 0xd2511f53, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, s18, v11, v18
	s_add_i32 s18, s54, 0x8ff34781
	v_xor3_b32 v10, s19, v12, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v11, 0xcd9e8d57, v11
	v_mul_hi_u32 v10, 0xcd9e8d57, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v10, v11, s18, v10
	v_cvt_f64_u32_e32 v[10:11], v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[10:11], 0.5
	v_ldexp_f64 v[10:11], v[10:11], 0xffffffe0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v32, s68, v31
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v21, v32, v21
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v21
	v_cndmask_b32_e32 v23, 0xc2d00000, v21, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v23
	v_cndmask_b32_e32 v25, 0x42b20000, v23, vcc_lo
	v_mul_f32_e32 v26, 0x3fb8aa3b, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, 0x4b400000, v26
	v_add_f32_e32 v26, 0xcb400000, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v29, 0xbf317200, v26
	v_dual_add_f32 v29, v25, v29 :: v_dual_mul_f32 v30, 0x35bfbe8e, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v25, v29, v30
	v_dual_mul_f32 v26, v25, v25 :: v_dual_add_nc_u32 v27, 0x95f62, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_and_b32_e32 v11, 0xfffff, v27
	v_lshrrev_b32_e32 v27, 20, v27
	v_mul_f32_e32 v33, 0x3331bb4c, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v11, 0x3fe6a09e, v11
	v_add_f64 v[10:11], v[10:11], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[10:11], 2.0
	v_div_scale_f64 v[17:18], null, v[12:13], v[12:13], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[19:20], v[17:18]
	v_fma_f64 v[23:24], -v[17:18], v[19:20], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[19:20], v[19:20], v[23:24], v[19:20]
	v_add_f32_e32 v23, 0xb5ddea0e, v33
	v_mul_f32_e32 v23, v26, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, 0x388ab355, v23
	v_mul_f32_e32 v23, v26, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, 0xbb360b61, v23
	v_mul_f32_e32 v23, v26, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v33, 0x3e2aaaab, v23
	v_mul_f32_e32 v26, v26, v33
	v_fma_f64 v[23:24], -v[17:18], v[19:20], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v26, v25, v26
	v_mul_f32_e32 v33, v25, v26
	v_sub_f32_e32 v34, 2.0, v26
	v_div_scale_f64 v[25:26], s18, v[10:11], v[12:13], v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v35, null, v34, v34, v33
	v_div_scale_f32 v38, vcc_lo, v33, v34, v33
	v_rcp_f32_e32 v36, v35
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v37, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v37, v36
	v_fma_f64 v[19:20], v[19:20], v[23:24], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, v38, v36
	v_fma_f32 v24, -v35, v23, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v23, v24, v36
	v_fma_f32 v24, -v35, v23, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v23, v24, v36, v23
	v_cmp_o_f32_e32 vcc_lo, v21, v21
	v_div_fixup_f32 v23, v23, v34, v33
	v_add_nc_u32_e32 v33, 0xb4c00100, v28
	v_add_co_u32 v34, s23, 0xfffffc01, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v27, null, 0, -1, s23
	v_sub_f32_e32 v30, v30, v23
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v33, 1, v33
	v_sub_f32_e32 v29, v29, v30
	v_mul_f64 v[23:24], v[25:26], v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v28, v28, v33
	v_lshl_add_u32 v30, v33, 23, 0xff800000
	v_add_f32_e32 v29, 1.0, v29
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v28, v28, 23, 0x7f800000
	v_mul_f32_e32 v29, v29, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v28, v29, v28
	v_cndmask_b32_e32 v21, 0x7fc00000, v28, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v28, null, v22, v22, v21
	v_rcp_f32_e32 v29, v28
	v_fma_f64 v[17:18], -v[17:18], v[23:24], v[25:26]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v25, -v28, v29, 1.0
	v_div_scale_f32 v26, vcc_lo, v21, v22, v21
	v_fmac_f32_e32 v29, v25, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v26, v29
	v_fma_f32 v30, -v28, v25, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v25, v30, v29
	v_fma_f32 v26, -v28, v25, v26
	v_cvt_f64_i32_e32 v[27:28], v27
	s_delay_alu instid0(VALU_DEP_2)
	v_div_fmas_f32 v33, v26, v29, v25
	s_mov_b32 vcc_lo, s18
	s_mov_b32 s18, 0xdf3e5244
	s_mov_b32 s19, 0x3fc2f112
	v_mul_f64 v[29:30], v[10:11], 0.5
	v_div_fmas_f64 v[17:18], v[17:18], v[19:20], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[12:13], v[17:18], v[12:13], v[10:11]
	v_mul_f64 v[17:18], v[12:13], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[19:20], v[17:18], v[17:18]
	v_mul_f64 v[23:24], v[19:20], s[18:19]
	v_mul_f64 v[25:26], v[19:20], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[23:24], s[20:21]
	v_add_f64 v[25:26], v[25:26], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	v_mul_f64 v[25:26], v[19:20], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[23:24], s[28:29]
	v_add_f64 v[25:26], v[25:26], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	v_mul_f64 v[19:20], v[19:20], v[25:26]
	v_ldexp_f64 v[25:26], v[27:28], 32
	v_mul_f64 v[27:28], v[10:11], v[29:30]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[23:24], v[23:24], s[34:35]
	v_mul_f64 v[17:18], v[17:18], v[23:24]
	v_cvt_f64_u32_e32 v[23:24], v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[19:20], v[17:18]
	v_add_f64 v[19:20], v[25:26], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[27:28], v[17:18]
	v_mul_f64 v[23:24], v[19:20], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[12:13], v[12:13], v[17:18]
	v_mul_f64 v[17:18], v[19:20], s[38:39]
	v_add_f64 v[12:13], v[23:24], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], -v[27:28]
	v_add_f64 v[10:11], v[10:11], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[17:18], v[10:11]
	v_xor_b32_e32 v11, 0x80000000, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v12, s23, 0x95f62, v11
	v_add_co_ci_u32_e64 v13, null, 0, 0, s23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v11, 0xfffff, v12
	v_lshrrev_b64 v[12:13], 20, v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v11, 0x3fe6a09e, v11
	v_add_f64 v[10:11], v[10:11], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[10:11], 2.0
	v_mul_f64 v[29:30], v[10:11], 0.5
	v_div_scale_f64 v[19:20], null, v[17:18], v[17:18], v[10:11]
	v_div_scale_f64 v[27:28], vcc_lo, v[10:11], v[17:18], v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[23:24], v[19:20]
	v_fma_f64 v[25:26], -v[19:20], v[23:24], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	v_fma_f64 v[25:26], -v[19:20], v[23:24], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	v_mul_f64 v[25:26], v[27:28], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[19:20], -v[19:20], v[25:26], v[27:28]
	v_div_fmas_f64 v[19:20], v[19:20], v[23:24], v[25:26]
	v_add_co_u32 v34, vcc_lo, 0xfffffc01, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v12, null, -1, v13, vcc_lo
	v_cvt_f64_i32_e32 v[12:13], v12
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[17:18], v[19:20], v[17:18], v[10:11]
	v_ldexp_f64 v[12:13], v[12:13], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[19:20], v[17:18], v[17:18]
	v_mul_f64 v[23:24], v[19:20], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[25:26], v[23:24], s[18:19]
	v_mul_f64 v[27:28], v[23:24], s[24:25]
	v_add_f64 v[25:26], v[25:26], s[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[26:27]
	v_mul_f64 v[25:26], v[23:24], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[23:24], v[27:28]
	v_add_f64 v[25:26], v[25:26], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[30:31]
	v_mul_f64 v[25:26], v[23:24], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[23:24], v[27:28]
	v_mul_f64 v[27:28], v[10:11], v[29:30]
	v_add_f64 v[25:26], v[25:26], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[19:20], v[25:26]
	v_cvt_f64_u32_e32 v[25:26], v34
	v_add_f64 v[19:20], v[23:24], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[12:13], v[12:13], v[25:26]
	v_add_f64 v[19:20], v[27:28], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[12:13], s[36:37]
	v_mul_f64 v[12:13], v[12:13], s[38:39]
	v_mul_f64 v[17:18], v[17:18], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], v[23:24], v[17:18]
	v_add_f64 v[17:18], v[17:18], -v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[10:11], v[17:18]
	v_clz_i32_u32_e32 v17, 0
	v_min_u32_e32 v19, 32, v17
	v_mov_b32_e32 v17, 0xa024
	ds_load_2addr_b32 v[17:18], v17 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s18, v31, v17
	v_cmp_gt_f32_e64 s19, v31, v17
	v_add_f64 v[10:11], v[12:13], v[10:11]
	v_lshlrev_b64 v[12:13], v19, v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v12, 1, v12
	v_or_b32_e32 v12, v13, v12
	v_sub_nc_u32_e32 v13, 32, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v12, v12
	v_ldexp_f32 v19, v12, v13
	v_add_nc_u32_e64 v12, 0xa000, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_cmp_ge_f32_e32 vcc_lo, v18, v19
	ds_load_2addr_b32 v[12:13], v12 offset0:3 offset1:13
	v_div_fixup_f32 v18, v33, v22, v21
	s_and_b32 s18, s18, vcc_lo
	v_cndmask_b32_e64 v17, 0, 1.0, s18
	v_cvt_f32_f64_e32 v10, v[10:11]
	v_cndmask_b32_e64 v11, 0, 1.0, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v17, v11
	v_cndmask_b32_e32 v11, v11, v17, vcc_lo
	v_add_f32_e32 v17, 0, v18
	v_cmp_neq_f32_e32 vcc_lo, 0, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v17, -1.0, v17, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v12, v19
	v_cmp_eq_f32_e64 s18, v17, v13
	v_cmp_gt_f32_e64 s19, v17, v13
	s_and_b32 s18, s18, vcc_lo
	v_cndmask_b32_e64 v12, 0, 1.0, s19
	v_cndmask_b32_e64 v13, 0, 1.0, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v13, v12
	v_sub_f32_e32 v10, v32, v10
	v_cndmask_b32_e32 v12, v12, v13, vcc_lo
	v_mul_f32_e32 v11, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_neq_f32_e32 vcc_lo, 0, v11
	v_cndmask_b32_e32 v10, 0xff800000, v10, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_u_f32_e64 s18, v10, v10
	v_cmp_gt_f32_e64 s19, v10, v1
	s_and_b32 s18, vcc_lo, s18
	s_or_b32 vcc_lo, s19, s18
	v_dual_cndmask_b32 v1, v1, v10 :: v_dual_cndmask_b32 v8, v8, v4
	v_cndmask_b32_e64 v9, v9, 0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s22
	s_and_saveexec_b32 s22, s14
	s_cbranch_execnz .LBB3_336
	s_branch .LBB3_337
.LBB3_399:
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v0, 0
	s_xor_b64 s[18:19], s[56:57], s[54:55]
	s_add_i32 s17, s54, 0x9e3779b9
	s_add_i32 s18, s55, 0xbb67ae85
	s_mov_b32 s26, 0xd078c69f
	s_mov_b32 s27, 0x3fc39a09
	s_mov_b32 s28, 0x1d8e78af
	v_xor_b32_e32 v1, s19, v9
	s_add_i32 s19, s55, 0x76cf5d0a
	s_mov_b32 s30, 0x94229359
	s_mov_b32 s29, 0x3fcc71c5
	s_mov_b32 s31, 0x3fd24924
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v1, 0
	s_mov_b32 s34, 0x9997fa04
	s_mov_b32 s36, 0x55555593
	s_mov_b32 s35, 0x3fd99999
	s_mov_b32 s37, 0x3fe55555
	s_mov_b32 s38, 0x35793c76
	s_mov_b32 s39, 0x3dea39ef
	v_xor3_b32 v1, s22, s17, v10
	s_xor_b32 s17, s54, s23
	s_mov_b32 s40, 0xfee00000
	s_xor_b32 s17, s2, s17
	s_mov_b32 s41, 0x3fe62e42
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v1, 0
	s_mul_hi_u32 s20, s17, 0xd2511f53
	s_mul_i32 s17, s17, 0xd2511f53
	v_xor3_b32 v1, s18, s20, v8
	s_add_i32 s18, s54, 0xdaa66d2b
	s_mov_b32 s20, 0x96cb03de
	s_mov_b32 s21, 0x3fc74664
	v_xor3_b32 v8, s17, s19, v11
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v1, 0
	s_add_i32 s17, s54, 0x3c6ef372
	global_load_b32 v27, v16, s[48:49]
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v8, 0
	v_xor3_b32 v1, s17, v12, v9
	s_add_i32 s17, s55, 0x32370b8f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, s18, v18, v11
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v1, 0
	s_add_i32 s18, s55, 0xed9eba14
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v11, 0
	v_xor3_b32 v1, s17, v9, v10
	s_add_i32 s17, s54, 0x78dde6e4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v10, s18, v12, v8
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v1, 0
	s_add_i32 s18, s54, 0x1715609d
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v10, 0
	v_xor3_b32 v1, s17, v9, v17
	s_add_i32 s17, s55, 0xa9066899
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v10, s18, v13, v8
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v1, 0
	s_add_i32 s18, s55, 0x646e171e
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v10, 0
	v_xor3_b32 v1, s17, v9, v11
	s_add_i32 s17, s54, 0xb54cda56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v10, s18, v18, v8
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v1, 0
	s_add_i32 s18, s54, 0x5384540f
	v_mul_hi_u32 v1, 0xcd9e8d57, v10
	v_xor3_b32 v9, s17, v9, v12
	s_add_i32 s17, s55, 0x1fd5c5a3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s18, v1, v8
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v9, 0
	s_add_i32 s18, s55, 0xdb3d7428
	v_mul_hi_u32 v1, 0xd2511f53, v1
	v_xor3_b32 v9, s17, v9, v17
	s_add_i32 s17, s54, 0x8ff34781
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s18, v1, v8
	v_mul_lo_u32 v8, 0xcd9e8d57, v9
	s_mov_b32 s18, 0xdf3e5244
	s_mov_b32 s19, 0x3fc2f112
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v1, 0xcd9e8d57, v1
	v_xor3_b32 v1, v8, s17, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[8:9], v1
	v_add_f64 v[8:9], v[8:9], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[8:9], v[8:9], 0xffffffe0
	v_add_nc_u32_e32 v1, 0x95f62, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v9, 0xfffff, v1
	v_lshrrev_b32_e32 v1, 20, v1
	v_add_nc_u32_e32 v9, 0x3fe6a09e, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, s17, 0xfffffc01, v1
	v_add_co_ci_u32_e64 v23, null, 0, -1, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[8:9], v[8:9], -1.0
	v_cvt_f64_i32_e32 v[23:24], v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[10:11], v[8:9], 2.0
	v_mul_f64 v[25:26], v[8:9], 0.5
	v_div_scale_f64 v[12:13], null, v[10:11], v[10:11], v[8:9]
	v_div_scale_f64 v[21:22], vcc_lo, v[8:9], v[10:11], v[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[17:18], v[12:13]
	v_fma_f64 v[19:20], -v[12:13], v[17:18], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	v_fma_f64 v[19:20], -v[12:13], v[17:18], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	v_mul_f64 v[19:20], v[21:22], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[12:13], -v[12:13], v[19:20], v[21:22]
	v_div_fmas_f64 v[12:13], v[12:13], v[17:18], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[10:11], v[12:13], v[10:11], v[8:9]
	v_mul_f64 v[12:13], v[10:11], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[12:13], v[12:13]
	v_mul_f64 v[19:20], v[17:18], s[18:19]
	v_mul_f64 v[21:22], v[17:18], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[19:20], s[20:21]
	v_add_f64 v[21:22], v[21:22], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[17:18], v[19:20]
	v_mul_f64 v[21:22], v[17:18], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[19:20], s[30:31]
	v_add_f64 v[21:22], v[21:22], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[17:18], v[19:20]
	v_mul_f64 v[17:18], v[17:18], v[21:22]
	v_ldexp_f64 v[21:22], v[23:24], 32
	v_mul_f64 v[23:24], v[8:9], v[25:26]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[19:20], s[36:37]
	v_mul_f64 v[12:13], v[12:13], v[19:20]
	v_cvt_f64_u32_e32 v[19:20], v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[12:13], v[17:18], v[12:13]
	v_add_f64 v[17:18], v[21:22], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[12:13], v[23:24], v[12:13]
	v_mul_f64 v[19:20], v[17:18], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[10:11], v[10:11], v[12:13]
	v_mul_f64 v[12:13], v[17:18], s[40:41]
	v_add_f64 v[10:11], v[19:20], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[10:11], -v[23:24]
	v_add_f64 v[8:9], v[8:9], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[12:13], v[8:9]
	v_xor_b32_e32 v1, 0x80000000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s17, 0x95f62, v1
	v_add_co_ci_u32_e64 v11, null, 0, 0, s17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v1, 0xfffff, v10
	v_lshrrev_b64 v[10:11], 20, v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v9, 0x3fe6a09e, v1
	v_add_f64 v[8:9], v[8:9], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[12:13], v[8:9], 2.0
	v_mul_f64 v[25:26], v[8:9], 0.5
	v_div_scale_f64 v[17:18], null, v[12:13], v[12:13], v[8:9]
	v_div_scale_f64 v[23:24], vcc_lo, v[8:9], v[12:13], v[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[19:20], v[17:18]
	v_fma_f64 v[21:22], -v[17:18], v[19:20], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[19:20], v[19:20], v[21:22], v[19:20]
	v_fma_f64 v[21:22], -v[17:18], v[19:20], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[19:20], v[19:20], v[21:22], v[19:20]
	v_mul_f64 v[21:22], v[23:24], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[17:18], -v[17:18], v[21:22], v[23:24]
	v_div_fmas_f64 v[17:18], v[17:18], v[19:20], v[21:22]
	v_add_co_u32 v1, vcc_lo, 0xfffffc01, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, -1, v11, vcc_lo
	v_cvt_f64_i32_e32 v[10:11], v10
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[12:13], v[17:18], v[12:13], v[8:9]
	v_ldexp_f64 v[10:11], v[10:11], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[12:13], v[12:13]
	v_mul_f64 v[19:20], v[17:18], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[19:20], s[18:19]
	v_mul_f64 v[23:24], v[19:20], s[26:27]
	v_add_f64 v[21:22], v[21:22], s[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[23:24], s[28:29]
	v_mul_f64 v[21:22], v[19:20], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	v_add_f64 v[21:22], v[21:22], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[23:24], s[34:35]
	v_mul_f64 v[21:22], v[19:20], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[19:20], v[19:20], v[23:24]
	v_mul_f64 v[23:24], v[8:9], v[25:26]
	v_add_f64 v[21:22], v[21:22], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[17:18], v[21:22]
	v_cvt_f64_u32_e32 v[21:22], v1
	v_mov_b32_e32 v1, 0xa024
	v_add_f64 v[16:17], v[19:20], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[10:11], v[10:11], v[21:22]
	v_add_f64 v[16:17], v[23:24], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[18:19], v[10:11], s[38:39]
	v_mul_f64 v[10:11], v[10:11], s[40:41]
	v_mul_f64 v[12:13], v[12:13], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[18:19], v[12:13]
	v_add_f64 v[12:13], v[12:13], -v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[8:9], v[12:13]
	v_add_f64 v[8:9], v[10:11], v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v10, v[8:9]
	ds_load_2addr_b32 v[8:9], v1 offset1:1
	v_cvt_f32_u32_e32 v1, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v9, v1
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s17, v27, v8
	v_cmp_gt_f32_e64 s18, v27, v8
	v_mul_f32_e32 v9, s68, v27
	s_and_b32 s17, s17, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1.0, s18
	v_cndmask_b32_e64 v8, 0, 1.0, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v8, v1
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	v_dual_sub_f32 v8, v9, v10 :: v_dual_mov_b32 v9, 0
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v1, 0xff800000, v8, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v1
	v_cndmask_b32_e32 v8, 0, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s24
	v_clz_i32_u32_e32 v0, 0
	s_and_saveexec_b32 s20, s16
	s_cbranch_execz .LBB3_370
.LBB3_400:
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v6, 0
	s_xor_b64 s[16:17], s[56:57], s[54:55]
	s_add_i32 s16, s54, 0x9e3779b9
	s_add_i32 s18, s55, 0x76cf5d0a
	s_mov_b32 s24, 0xd078c69f
	s_mov_b32 s25, 0x3fc39a09
	s_mov_b32 s26, 0x1d8e78af
	v_xor_b32_e32 v11, s17, v11
	s_add_i32 s17, s55, 0xbb67ae85
	s_mov_b32 s28, 0x94229359
	s_mov_b32 s27, 0x3fcc71c5
	s_mov_b32 s29, 0x3fd24924
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v11, 0
	s_mov_b32 s30, 0x9997fa04
	s_mov_b32 s34, 0x55555593
	s_mov_b32 s31, 0x3fd99999
	s_mov_b32 s35, 0x3fe55555
	s_mov_b32 s36, 0x35793c76
	s_mov_b32 s37, 0x3dea39ef
	v_xor3_b32 v12, s22, s16, v12
	s_xor_b32 s16, s54, s23
	s_mov_b32 s38, 0xfee00000
	s_xor_b32 s16, s2, s16
	s_mov_b32 s39, 0x3fe62e42
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v12, 0
	s_mul_hi_u32 s19, s16, 0xd2511f53
	s_mul_i32 s16, s16, 0xd2511f53
	v_xor3_b32 v10, s17, s19, v10
	s_add_i32 s17, s54, 0xdaa66d2b
	v_xor3_b32 v13, s16, s18, v13
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v10, 0
	s_add_i32 s16, s54, 0x3c6ef372
	s_mov_b32 s18, 0x96cb03de
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v13, 0
	s_mov_b32 s19, 0x3fc74664
	v_xor3_b32 v10, s16, v17, v11
	s_add_i32 s16, s55, 0x32370b8f
	v_xor3_b32 v13, s17, v19, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v10, 0
	s_add_i32 s17, s55, 0xed9eba14
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v13, 0
	v_xor3_b32 v11, s16, v11, v12
	s_add_i32 s16, s54, 0x78dde6e4
	v_xor3_b32 v12, s17, v17, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v11, 0
	s_add_i32 s17, s54, 0x1715609d
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v12, 0
	v_xor3_b32 v11, s16, v11, v18
	s_add_i32 s16, s55, 0xa9066899
	v_xor3_b32 v13, s17, v13, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v11, 0
	s_add_i32 s17, s55, 0x646e171e
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v13, 0
	v_xor3_b32 v11, s16, v11, v16
	s_add_i32 s16, s54, 0xb54cda56
	v_xor3_b32 v13, s17, v18, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v11, 0
	s_add_i32 s17, s54, 0x5384540f
	v_mul_hi_u32 v13, 0xcd9e8d57, v13
	v_xor3_b32 v11, s16, v11, v12
	s_add_i32 s16, s55, 0x1fd5c5a3
	v_xor3_b32 v12, s17, v13, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v11, 0
	s_add_i32 s17, s55, 0xdb3d7428
	v_mul_hi_u32 v12, 0xd2511f53, v12
	v_xor3_b32 v11, s16, v11, v17
	s_add_i32 s16, s54, 0x8ff34781
	v_xor3_b32 v10, s17, v12, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v11, 0xcd9e8d57, v11
	v_mul_hi_u32 v10, 0xcd9e8d57, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v10, v11, s16, v10
	s_mov_b32 s16, 0xdf3e5244
	s_mov_b32 s17, 0x3fc2f112
	v_cvt_f64_u32_e32 v[10:11], v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[10:11], 0.5
	v_ldexp_f64 v[10:11], v[10:11], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v24, 0x95f62, v11
	v_and_b32_e32 v11, 0xfffff, v24
	v_lshrrev_b32_e32 v24, 20, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v11, 0x3fe6a09e, v11
	v_add_co_u32 v28, s21, 0xfffffc01, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v24, null, 0, -1, s21
	v_add_f64 v[10:11], v[10:11], -1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[24:25], v24
	v_add_f64 v[12:13], v[10:11], 2.0
	v_mul_f64 v[26:27], v[10:11], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[16:17], null, v[12:13], v[12:13], v[10:11]
	v_div_scale_f64 v[22:23], vcc_lo, v[10:11], v[12:13], v[10:11]
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
	v_div_fixup_f64 v[12:13], v[16:17], v[12:13], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[12:13], v[12:13]
	v_mul_f64 v[18:19], v[16:17], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[20:21], v[18:19], s[16:17]
	v_mul_f64 v[22:23], v[18:19], s[24:25]
	v_add_f64 v[20:21], v[20:21], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[22:23], s[26:27]
	v_mul_f64 v[20:21], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[18:19], v[22:23]
	v_add_f64 v[20:21], v[20:21], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[22:23], s[30:31]
	v_mul_f64 v[20:21], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[18:19], v[18:19], v[22:23]
	v_ldexp_f64 v[22:23], v[24:25], 32
	v_mul_f64 v[24:25], v[10:11], v[26:27]
	v_add_f64 v[20:21], v[20:21], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[16:17], v[16:17], v[20:21]
	v_cvt_f64_u32_e32 v[20:21], v28
	v_add_f64 v[16:17], v[18:19], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[22:23], v[20:21]
	v_add_f64 v[16:17], v[24:25], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[20:21], v[18:19], s[36:37]
	v_mul_f64 v[12:13], v[12:13], v[16:17]
	v_mul_f64 v[16:17], v[18:19], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[20:21], v[12:13]
	v_add_f64 v[12:13], v[12:13], -v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[10:11], v[12:13]
	v_add_f64 v[10:11], v[16:17], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v11, 0x80000000, v11
	v_add_co_u32 v12, s21, 0x95f62, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v13, null, 0, 0, s21
	v_and_b32_e32 v11, 0xfffff, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[12:13], 20, v[12:13]
	v_add_nc_u32_e32 v11, 0x3fe6a09e, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[10:11], -1.0
	v_add_f64 v[16:17], v[10:11], 2.0
	v_mul_f64 v[26:27], v[10:11], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[18:19], null, v[16:17], v[16:17], v[10:11]
	v_div_scale_f64 v[24:25], vcc_lo, v[10:11], v[16:17], v[10:11]
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
	v_add_co_u32 v28, vcc_lo, 0xfffffc01, v12
	v_add_co_ci_u32_e64 v12, null, -1, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[12:13], v12
	v_div_fixup_f64 v[16:17], v[18:19], v[16:17], v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[12:13], v[12:13], 32
	v_mul_f64 v[18:19], v[16:17], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[18:19], v[18:19]
	v_mul_f64 v[22:23], v[20:21], s[16:17]
	v_mul_f64 v[24:25], v[20:21], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[22:23], s[18:19]
	v_add_f64 v[24:25], v[24:25], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[22:23], s[28:29]
	v_add_f64 v[24:25], v[24:25], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_mul_f64 v[20:21], v[20:21], v[24:25]
	v_mul_f64 v[24:25], v[10:11], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[22:23], s[34:35]
	v_mul_f64 v[18:19], v[18:19], v[22:23]
	v_lshlrev_b32_e32 v22, 2, v6
	global_load_b32 v29, v22, s[48:49]
	v_cvt_f64_u32_e32 v[22:23], v28
	v_add_f64 v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[12:13], v[12:13], v[22:23]
	v_add_f64 v[18:19], v[24:25], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[20:21], v[12:13], s[36:37]
	v_mul_f64 v[12:13], v[12:13], s[38:39]
	v_mul_f64 v[16:17], v[16:17], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], v[20:21], v[16:17]
	v_add_f64 v[16:17], v[16:17], -v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f64 v[10:11], v[10:11], v[16:17]
	v_min_u32_e32 v16, 32, v0
	v_mov_b32_e32 v17, 0xa024
	v_add_f64 v[10:11], v[12:13], v[10:11]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[12:13], v16, v[6:7]
	v_min_u32_e32 v12, 1, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v12, v13, v12
	v_sub_nc_u32_e32 v13, 32, v16
	v_cvt_f32_u32_e32 v12, v12
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f32 v12, v12, v13
	v_cvt_f32_f64_e32 v7, v[10:11]
	ds_load_2addr_b32 v[10:11], v17 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v11, v12
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s16, v29, v10
	v_cmp_gt_f32_e64 s17, v29, v10
	v_mul_f32_e32 v12, s68, v29
	s_and_b32 s16, s16, vcc_lo
	v_cndmask_b32_e64 v10, 0, 1.0, s17
	v_cndmask_b32_e64 v11, 0, 1.0, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v11, v10
	v_sub_f32_e32 v7, v12, v7
	v_cndmask_b32_e32 v10, v10, v11, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v7, 0xff800000, v7, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_u_f32_e64 s16, v7, v7
	v_cmp_gt_f32_e64 s17, v7, v1
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s17, s16
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	v_cndmask_b32_e64 v9, v9, 0, vcc_lo
	v_cndmask_b32_e32 v8, v8, v6, vcc_lo
	s_or_b32 exec_lo, exec_lo, s20
	s_and_saveexec_b32 s20, s15
	s_cbranch_execz .LBB3_371
.LBB3_401:
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v4, 0
	s_xor_b64 s[16:17], s[56:57], s[54:55]
	s_add_i32 s15, s54, 0x9e3779b9
	s_add_i32 s16, s55, 0xbb67ae85
	s_mov_b32 s24, 0xd078c69f
	s_mov_b32 s25, 0x3fc39a09
	s_mov_b32 s26, 0x1d8e78af
	v_xor_b32_e32 v7, s17, v7
	s_add_i32 s17, s55, 0x76cf5d0a
	s_mov_b32 s28, 0x94229359
	s_mov_b32 s27, 0x3fcc71c5
	s_mov_b32 s29, 0x3fd24924
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v7, 0
	s_mov_b32 s30, 0x9997fa04
	s_mov_b32 s34, 0x55555593
	s_mov_b32 s31, 0x3fd99999
	s_mov_b32 s35, 0x3fe55555
	s_mov_b32 s36, 0x35793c76
	s_mov_b32 s37, 0x3dea39ef
	v_xor3_b32 v7, s22, s15, v11
	s_xor_b32 s15, s54, s23
	s_mov_b32 s38, 0xfee00000
	s_xor_b32 s15, s2, s15
	s_mov_b32 s39, 0x3fe62e42
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v7, 0
	s_mul_hi_u32 s18, s15, 0xd2511f53
	s_mul_i32 s15, s15, 0xd2511f53
	v_xor3_b32 v6, s16, s18, v6
	s_add_i32 s16, s54, 0xdaa66d2b
	s_mov_b32 s18, 0x96cb03de
	s_mov_b32 s19, 0x3fc74664
	v_xor3_b32 v12, s15, s17, v12
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v6, 0
	s_add_i32 s15, s54, 0x3c6ef372
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v12, 0
	v_xor3_b32 v7, s15, v7, v10
	s_add_i32 s15, s55, 0x32370b8f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v10, s16, v13, v6
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v7, 0
	s_add_i32 s16, s55, 0xed9eba14
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v10, 0
	v_xor3_b32 v7, s15, v7, v11
	s_add_i32 s15, s54, 0x78dde6e4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v10, s16, v17, v6
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v7, 0
	s_add_i32 s16, s54, 0x1715609d
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v10, 0
	v_xor3_b32 v7, s15, v7, v12
	s_add_i32 s15, s55, 0xa9066899
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, s16, v11, v6
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v7, 0
	s_add_i32 s16, s55, 0x646e171e
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v11, 0
	v_xor3_b32 v7, s15, v7, v16
	s_add_i32 s15, s54, 0xb54cda56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v12, s16, v12, v6
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v7, 0
	s_add_i32 s16, s54, 0x5384540f
	v_mul_hi_u32 v12, 0xcd9e8d57, v12
	v_xor3_b32 v7, s15, v7, v10
	s_add_i32 s15, s55, 0x1fd5c5a3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v10, s16, v12, v6
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v7, 0
	s_add_i32 s16, s55, 0xdb3d7428
	v_mul_hi_u32 v10, 0xd2511f53, v10
	v_xor3_b32 v7, s15, v7, v11
	s_add_i32 s15, s54, 0x8ff34781
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, s16, v10, v6
	v_mul_lo_u32 v7, 0xcd9e8d57, v7
	s_mov_b32 s16, 0xdf3e5244
	s_mov_b32 s17, 0x3fc2f112
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v6, 0xcd9e8d57, v6
	v_xor3_b32 v6, v7, s15, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[6:7], v6
	v_add_f64 v[6:7], v[6:7], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[6:7], v[6:7], 0xffffffe0
	v_add_nc_u32_e32 v22, 0x95f62, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v7, 0xfffff, v22
	v_lshrrev_b32_e32 v22, 20, v22
	v_add_nc_u32_e32 v7, 0x3fe6a09e, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v26, s15, 0xfffffc01, v22
	v_add_co_ci_u32_e64 v22, null, 0, -1, s15
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[6:7], v[6:7], -1.0
	v_cvt_f64_i32_e32 v[22:23], v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[10:11], v[6:7], 2.0
	v_mul_f64 v[24:25], v[6:7], 0.5
	v_div_scale_f64 v[12:13], null, v[10:11], v[10:11], v[6:7]
	v_div_scale_f64 v[20:21], vcc_lo, v[6:7], v[10:11], v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[16:17], v[12:13]
	v_fma_f64 v[18:19], -v[12:13], v[16:17], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[16:17], v[16:17], v[18:19], v[16:17]
	v_fma_f64 v[18:19], -v[12:13], v[16:17], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[16:17], v[16:17], v[18:19], v[16:17]
	v_mul_f64 v[18:19], v[20:21], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[12:13], -v[12:13], v[18:19], v[20:21]
	v_div_fmas_f64 v[12:13], v[12:13], v[16:17], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[10:11], v[12:13], v[10:11], v[6:7]
	v_mul_f64 v[12:13], v[10:11], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[12:13], v[12:13]
	v_mul_f64 v[18:19], v[16:17], s[16:17]
	v_mul_f64 v[20:21], v[16:17], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[18:19], s[18:19]
	v_add_f64 v[20:21], v[20:21], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[16:17], v[18:19]
	v_mul_f64 v[20:21], v[16:17], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[18:19], s[28:29]
	v_add_f64 v[20:21], v[20:21], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[16:17], v[18:19]
	v_mul_f64 v[16:17], v[16:17], v[20:21]
	v_ldexp_f64 v[20:21], v[22:23], 32
	v_mul_f64 v[22:23], v[6:7], v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[18:19], s[34:35]
	v_mul_f64 v[12:13], v[12:13], v[18:19]
	v_cvt_f64_u32_e32 v[18:19], v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[12:13], v[16:17], v[12:13]
	v_add_f64 v[16:17], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[12:13], v[22:23], v[12:13]
	v_mul_f64 v[18:19], v[16:17], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[10:11], v[10:11], v[12:13]
	v_mul_f64 v[12:13], v[16:17], s[38:39]
	v_add_f64 v[10:11], v[18:19], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[10:11], -v[22:23]
	v_add_f64 v[6:7], v[6:7], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[6:7], v[12:13], v[6:7]
	v_xor_b32_e32 v7, 0x80000000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s15, 0x95f62, v7
	v_add_co_ci_u32_e64 v11, null, 0, 0, s15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v7, 0xfffff, v10
	v_lshrrev_b64 v[10:11], 20, v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v7, 0x3fe6a09e, v7
	v_add_f64 v[6:7], v[6:7], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[12:13], v[6:7], 2.0
	v_mul_f64 v[24:25], v[6:7], 0.5
	v_div_scale_f64 v[16:17], null, v[12:13], v[12:13], v[6:7]
	v_div_scale_f64 v[22:23], vcc_lo, v[6:7], v[12:13], v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[18:19], v[16:17]
	v_fma_f64 v[20:21], -v[16:17], v[18:19], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	v_fma_f64 v[20:21], -v[16:17], v[18:19], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	v_mul_f64 v[20:21], v[22:23], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[16:17], -v[16:17], v[20:21], v[22:23]
	v_div_fmas_f64 v[16:17], v[16:17], v[18:19], v[20:21]
	v_add_co_u32 v26, vcc_lo, 0xfffffc01, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, -1, v11, vcc_lo
	v_cvt_f64_i32_e32 v[10:11], v10
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[12:13], v[16:17], v[12:13], v[6:7]
	v_ldexp_f64 v[10:11], v[10:11], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[12:13], v[12:13]
	v_mul_f64 v[18:19], v[16:17], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[20:21], v[18:19], s[16:17]
	v_mul_f64 v[22:23], v[18:19], s[24:25]
	v_add_f64 v[20:21], v[20:21], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[22:23], s[26:27]
	v_mul_f64 v[20:21], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[18:19], v[22:23]
	v_add_f64 v[20:21], v[20:21], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[22:23], s[30:31]
	v_mul_f64 v[20:21], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[18:19], v[18:19], v[22:23]
	v_mul_f64 v[22:23], v[6:7], v[24:25]
	v_add_f64 v[20:21], v[20:21], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mul_f64 v[16:17], v[16:17], v[20:21]
	v_lshlrev_b32_e32 v20, 2, v4
	global_load_b32 v27, v20, s[48:49]
	v_cvt_f64_u32_e32 v[20:21], v26
	v_add_f64 v[16:17], v[18:19], v[16:17]
	v_add_f64 v[10:11], v[10:11], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[22:23], v[16:17]
	v_mul_f64 v[18:19], v[10:11], s[36:37]
	v_mul_f64 v[10:11], v[10:11], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[12:13], v[16:17]
	v_add_f64 v[12:13], v[18:19], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], -v[22:23]
	v_add_f64 v[6:7], v[6:7], v[12:13]
	v_min_u32_e32 v12, 32, v0
	v_mov_b32_e32 v13, 0xa024
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[6:7], v[10:11], v[6:7]
	v_lshlrev_b64 v[10:11], v12, v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v10, 1, v10
	v_or_b32_e32 v10, v11, v10
	v_sub_nc_u32_e32 v11, 32, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v10, v10
	v_ldexp_f32 v10, v10, v11
	v_cvt_f32_f64_e32 v7, v[6:7]
	ds_load_2addr_b32 v[5:6], v13 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v6, v10
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s15, v27, v5
	v_cmp_gt_f32_e64 s16, v27, v5
	v_mul_f32_e32 v10, s68, v27
	s_and_b32 s15, s15, vcc_lo
	v_cndmask_b32_e64 v5, 0, 1.0, s16
	v_cndmask_b32_e64 v6, 0, 1.0, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v6, v5
	v_dual_cndmask_b32 v5, v5, v6 :: v_dual_sub_f32 v6, v10, v7
	v_cmp_neq_f32_e32 vcc_lo, 0, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v5, 0xff800000, v6, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_u_f32_e64 s15, v5, v5
	v_cmp_gt_f32_e64 s16, v5, v1
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s16, s15
	v_dual_cndmask_b32 v1, v1, v5 :: v_dual_cndmask_b32 v8, v8, v4
	v_cndmask_b32_e64 v9, v9, 0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s20
	s_and_saveexec_b32 s18, s14
	s_cbranch_execnz .LBB3_372
	s_branch .LBB3_373
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_gumbel_w4096
		.amdhsa_group_segment_fixed_size 41016
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
		.amdhsa_next_free_vgpr 39
		.amdhsa_next_free_sgpr 80
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

	.set tessera_gumbel_w4096.num_vgpr, 39
	.set tessera_gumbel_w4096.num_agpr, 0
	.set tessera_gumbel_w4096.numbered_sgpr, 80
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
	s_cbranch_vccnz .LBB4_271
	s_load_b32 s33, s[0:1], 0x40
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v16, 2, v0
	v_dual_mov_b32 v21, 0xff800000 :: v_dual_mov_b32 v20, 0xff800000
	v_mov_b32_e32 v19, 0xff800000
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_u64_e64 s12, s[46:47], v[0:1]
	v_mov_b32_e32 v10, v1
	v_dual_mov_b32 v8, v1 :: v_dual_mov_b32 v17, 0xff800000
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v18, 0xff800000
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v2, v1
	s_mul_i32 s4, s47, s2
	s_mul_hi_u32 s5, s46, s2
	s_mul_i32 s20, s46, s2
	s_add_i32 s21, s5, s4
	s_and_saveexec_b32 s10, s12
	s_cbranch_execz .LBB4_5
	s_lshl_b64 s[4:5], s[20:21], 2
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v19, 0xff800000
	s_add_u32 s4, s40, s4
	s_addc_u32 s5, s41, s5
	v_add_co_u32 v12, s4, s4, v16
	v_mov_b32_e32 v4, 0
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v21, 0xff800000
	v_dual_mov_b32 v15, v1 :: v_dual_mov_b32 v20, 0xff800000
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v2, 0
	v_add_co_ci_u32_e64 v13, null, s5, 0, s4
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v14, v0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v18, 0xff800000
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v17, 0xff800000
	s_mov_b32 s11, 0
.LBB4_3:
	global_load_b32 v22, v[12:13], off
	v_cmp_o_f32_e32 vcc_lo, v19, v19
	v_cmp_o_f32_e64 s4, v18, v18
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s6, 0x7f800000, v22
	v_cmp_u_f32_e64 s5, v22, v22
	v_cmp_gt_f32_e64 s7, v22, v18
	v_cmp_class_f32_e64 s13, v22, 0x1f8
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v25, 0, 1.0, s6
	v_cmp_gt_f32_e64 s6, v22, v19
	s_and_b32 s15, vcc_lo, s5
	s_and_b32 s4, s4, s5
	v_cndmask_b32_e64 v23, 0, 1.0, s5
	s_or_b32 s4, s7, s4
	s_or_b32 vcc_lo, s6, s15
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v24, s33, v22 :: v_dual_cndmask_b32 v7, v7, v15
	v_cndmask_b32_e64 v18, v18, v22, s4
	v_cndmask_b32_e64 v5, v5, v15, s4
	v_cndmask_b32_e64 v4, v4, v14, s4
	s_delay_alu instid0(VALU_DEP_4)
	v_cmp_class_f32_e64 s14, v24, 0x204
	v_cndmask_b32_e32 v19, v19, v22, vcc_lo
	v_cmp_gt_f32_e64 s8, v23, v21
	v_cmp_gt_f32_e64 s9, v25, v20
	v_cndmask_b32_e32 v6, v6, v14, vcc_lo
	s_and_b32 s4, s14, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cndmask_b32_e64 v22, 0, 1.0, s4
	v_cndmask_b32_e64 v10, v10, v14, s8
	v_cndmask_b32_e64 v8, v8, v14, s9
	v_cndmask_b32_e64 v11, v11, v15, s8
	v_cndmask_b32_e64 v9, v9, v15, s9
	v_cmp_gt_f32_e32 vcc_lo, v22, v17
	v_add_co_u32 v12, s4, 0x400, v12
	v_cndmask_b32_e64 v21, v21, v23, s8
	v_cndmask_b32_e64 v20, v20, v25, s9
	v_cndmask_b32_e32 v17, v17, v22, vcc_lo
	v_dual_cndmask_b32 v3, v3, v15 :: v_dual_cndmask_b32 v2, v2, v14
	v_add_co_u32 v14, vcc_lo, 0x100, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v15, null, 0, v15, vcc_lo
	v_add_co_ci_u32_e64 v13, null, 0, v13, s4
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[14:15]
	s_or_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s11
	s_cbranch_execnz .LBB4_3
	s_or_b32 exec_lo, exec_lo, s11
.LBB4_5:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s10
	v_or_b32_e32 v14, 0x400, v16
	v_cmp_gt_u32_e64 s5, 0x80, v0
	ds_store_2addr_stride64_b32 v16, v10, v21 offset1:4
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB4_7
	ds_load_2addr_stride64_b32 v[9:10], v16 offset1:2
	ds_load_2addr_stride64_b32 v[11:12], v14 offset1:2
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v5
.LBB4_7:
	s_or_b32 exec_lo, exec_lo, s8
	v_cmp_gt_u32_e64 s6, 64, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB4_9
	ds_load_2addr_stride64_b32 v[9:10], v16 offset1:1
	ds_load_2addr_stride64_b32 v[11:12], v14 offset1:1
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v5
.LBB4_9:
	s_or_b32 exec_lo, exec_lo, s9
	v_cmp_gt_u32_e64 s7, 32, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s7
	s_cbranch_execz .LBB4_11
	ds_load_2addr_b32 v[9:10], v16 offset1:32
	ds_load_2addr_b32 v[11:12], v14 offset1:32
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v5
.LBB4_11:
	s_or_b32 exec_lo, exec_lo, s10
	v_cmp_gt_u32_e64 s8, 16, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s8
	s_cbranch_execz .LBB4_13
	ds_load_2addr_b32 v[9:10], v16 offset1:16
	ds_load_2addr_b32 v[11:12], v14 offset1:16
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v5
.LBB4_13:
	s_or_b32 exec_lo, exec_lo, s11
	v_cmp_gt_u32_e64 s9, 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s9
	s_cbranch_execz .LBB4_15
	ds_load_2addr_b32 v[9:10], v16 offset1:8
	ds_load_2addr_b32 v[11:12], v14 offset1:8
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v5
.LBB4_15:
	s_or_b32 exec_lo, exec_lo, s13
	v_cmp_gt_u32_e64 s10, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s10
	s_cbranch_execz .LBB4_17
	ds_load_2addr_b32 v[9:10], v16 offset1:4
	ds_load_2addr_b32 v[11:12], v14 offset1:4
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v5
.LBB4_17:
	s_or_b32 exec_lo, exec_lo, s14
	v_cmp_gt_u32_e64 s11, 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s11
	s_cbranch_execz .LBB4_19
	ds_load_2addr_b32 v[9:10], v16 offset1:2
	ds_load_2addr_b32 v[11:12], v14 offset1:2
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v5
.LBB4_19:
	s_or_b32 exec_lo, exec_lo, s15
	v_cmp_eq_u32_e64 s4, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB4_21
	v_add_nc_u32_e64 v3, 4, 0
	ds_load_2addr_stride64_b32 v[9:10], v3 offset1:4
	ds_load_b32 v7, v16
	ds_load_b32 v11, v14
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v5
.LBB4_21:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB4_23
	v_mov_b32_e32 v3, 0
	ds_load_b32 v5, v3 offset:1024
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v5 offset:2052
.LBB4_23:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v14, v20
	ds_store_b32 v16, v8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s5
	s_cbranch_execz .LBB4_25
	ds_load_2addr_stride64_b32 v[7:8], v16 offset1:2
	ds_load_2addr_stride64_b32 v[9:10], v14 offset1:2
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v5
.LBB4_25:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s6
	s_cbranch_execz .LBB4_27
	ds_load_2addr_stride64_b32 v[7:8], v16 offset1:1
	ds_load_2addr_stride64_b32 v[9:10], v14 offset1:1
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v5
.LBB4_27:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s7
	s_cbranch_execz .LBB4_29
	ds_load_2addr_b32 v[7:8], v16 offset1:32
	ds_load_2addr_b32 v[9:10], v14 offset1:32
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v5
.LBB4_29:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s8
	s_cbranch_execz .LBB4_31
	ds_load_2addr_b32 v[7:8], v16 offset1:16
	ds_load_2addr_b32 v[9:10], v14 offset1:16
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v5
.LBB4_31:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s9
	s_cbranch_execz .LBB4_33
	ds_load_2addr_b32 v[7:8], v16 offset1:8
	ds_load_2addr_b32 v[9:10], v14 offset1:8
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v5
.LBB4_33:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s10
	s_cbranch_execz .LBB4_35
	ds_load_2addr_b32 v[7:8], v16 offset1:4
	ds_load_2addr_b32 v[9:10], v14 offset1:4
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v5
.LBB4_35:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s11
	s_cbranch_execz .LBB4_37
	ds_load_2addr_b32 v[7:8], v16 offset1:2
	ds_load_2addr_b32 v[9:10], v14 offset1:2
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v5
.LBB4_37:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB4_39
	v_add_nc_u32_e64 v3, 4, 0
	ds_load_2addr_stride64_b32 v[7:8], v3 offset1:4
	ds_load_b32 v9, v16
	ds_load_b32 v10, v14
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v5
.LBB4_39:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB4_41
	v_mov_b32_e32 v3, 0
	ds_load_b32 v5, v3 offset:1024
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v5 offset:2056
.LBB4_41:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v14, v19
	ds_store_b32 v16, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s5
	s_cbranch_execz .LBB4_43
	ds_load_2addr_stride64_b32 v[6:7], v16 offset1:2
	ds_load_2addr_stride64_b32 v[8:9], v14 offset1:2
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v5
.LBB4_43:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s6
	s_cbranch_execz .LBB4_45
	ds_load_2addr_stride64_b32 v[6:7], v16 offset1:1
	ds_load_2addr_stride64_b32 v[8:9], v14 offset1:1
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v5
.LBB4_45:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s7
	s_cbranch_execz .LBB4_47
	ds_load_2addr_b32 v[6:7], v16 offset1:32
	ds_load_2addr_b32 v[8:9], v14 offset1:32
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v5
.LBB4_47:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s8
	s_cbranch_execz .LBB4_49
	ds_load_2addr_b32 v[6:7], v16 offset1:16
	ds_load_2addr_b32 v[8:9], v14 offset1:16
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v5
.LBB4_49:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s9
	s_cbranch_execz .LBB4_51
	ds_load_2addr_b32 v[6:7], v16 offset1:8
	ds_load_2addr_b32 v[8:9], v14 offset1:8
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v5
.LBB4_51:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s10
	s_cbranch_execz .LBB4_53
	ds_load_2addr_b32 v[6:7], v16 offset1:4
	ds_load_2addr_b32 v[8:9], v14 offset1:4
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v5
.LBB4_53:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s11
	s_cbranch_execz .LBB4_55
	ds_load_2addr_b32 v[6:7], v16 offset1:2
	ds_load_2addr_b32 v[8:9], v14 offset1:2
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v5
.LBB4_55:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB4_57
	v_add_nc_u32_e64 v3, 4, 0
	ds_load_2addr_stride64_b32 v[6:7], v3 offset1:4
	ds_load_b32 v8, v16
	ds_load_b32 v9, v14
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v5
.LBB4_57:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB4_59
	v_mov_b32_e32 v3, 0
	ds_load_b32 v5, v3 offset:1024
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v5 offset:2072
.LBB4_59:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v14, v18
	ds_store_b32 v16, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s5
	s_cbranch_execz .LBB4_61
	ds_load_2addr_stride64_b32 v[5:6], v16 offset1:2
	ds_load_2addr_stride64_b32 v[7:8], v14 offset1:2
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v4
.LBB4_61:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s6
	s_cbranch_execz .LBB4_63
	ds_load_2addr_stride64_b32 v[5:6], v16 offset1:1
	ds_load_2addr_stride64_b32 v[7:8], v14 offset1:1
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v4
.LBB4_63:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s7
	s_cbranch_execz .LBB4_65
	ds_load_2addr_b32 v[5:6], v16 offset1:32
	ds_load_2addr_b32 v[7:8], v14 offset1:32
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v4
.LBB4_65:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s8
	s_cbranch_execz .LBB4_67
	ds_load_2addr_b32 v[5:6], v16 offset1:16
	ds_load_2addr_b32 v[7:8], v14 offset1:16
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v4
.LBB4_67:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s9
	s_cbranch_execz .LBB4_69
	ds_load_2addr_b32 v[5:6], v16 offset1:8
	ds_load_2addr_b32 v[7:8], v14 offset1:8
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v4
.LBB4_69:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s10
	s_cbranch_execz .LBB4_71
	ds_load_2addr_b32 v[5:6], v16 offset1:4
	ds_load_2addr_b32 v[7:8], v14 offset1:4
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v4
.LBB4_71:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s11
	s_cbranch_execz .LBB4_73
	ds_load_2addr_b32 v[5:6], v16 offset1:2
	ds_load_2addr_b32 v[7:8], v14 offset1:2
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v4
.LBB4_73:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB4_75
	v_add_nc_u32_e64 v3, 4, 0
	ds_load_2addr_stride64_b32 v[5:6], v3 offset1:4
	ds_load_b32 v7, v16
	ds_load_b32 v8, v14
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
	ds_store_b32 v14, v3
	ds_store_b32 v16, v4
.LBB4_75:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB4_77
	v_mov_b32_e32 v3, 0
	ds_load_b32 v4, v3
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v4, v4
	ds_store_b32 v3, v4 offset:2076
.LBB4_77:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v14, v17
	ds_store_b32 v16, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s5
	s_cbranch_execz .LBB4_79
	ds_load_2addr_stride64_b32 v[4:5], v16 offset1:2
	ds_load_2addr_stride64_b32 v[6:7], v14 offset1:2
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
	ds_store_b32 v14, v2
	ds_store_b32 v16, v3
.LBB4_79:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s6
	s_cbranch_execz .LBB4_81
	ds_load_2addr_stride64_b32 v[4:5], v16 offset1:1
	ds_load_2addr_stride64_b32 v[6:7], v14 offset1:1
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
	ds_store_b32 v14, v2
	ds_store_b32 v16, v3
.LBB4_81:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s7
	s_cbranch_execz .LBB4_83
	ds_load_2addr_b32 v[4:5], v16 offset1:32
	ds_load_2addr_b32 v[6:7], v14 offset1:32
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
	ds_store_b32 v14, v2
	ds_store_b32 v16, v3
.LBB4_83:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s8
	s_cbranch_execz .LBB4_85
	ds_load_2addr_b32 v[4:5], v16 offset1:16
	ds_load_2addr_b32 v[6:7], v14 offset1:16
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
	ds_store_b32 v14, v2
	ds_store_b32 v16, v3
.LBB4_85:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s9
	s_cbranch_execz .LBB4_87
	ds_load_2addr_b32 v[4:5], v16 offset1:8
	ds_load_2addr_b32 v[6:7], v14 offset1:8
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
	ds_store_b32 v14, v2
	ds_store_b32 v16, v3
.LBB4_87:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s10
	s_cbranch_execz .LBB4_89
	ds_load_2addr_b32 v[4:5], v16 offset1:4
	ds_load_2addr_b32 v[6:7], v14 offset1:4
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
	ds_store_b32 v14, v2
	ds_store_b32 v16, v3
.LBB4_89:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s11
	s_cbranch_execz .LBB4_91
	ds_load_2addr_b32 v[4:5], v16 offset1:2
	ds_load_2addr_b32 v[6:7], v14 offset1:2
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
	ds_store_b32 v14, v2
	ds_store_b32 v16, v3
.LBB4_91:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB4_93
	v_add_nc_u32_e64 v2, 4, 0
	ds_load_2addr_stride64_b32 v[4:5], v2 offset1:4
	ds_load_b32 v6, v16
	ds_load_b32 v7, v14
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
	ds_store_b32 v14, v2
	ds_store_b32 v16, v3
.LBB4_93:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB4_95
	v_mov_b32_e32 v2, 0
	ds_load_b32 v3, v2 offset:1024
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v2, v3 offset:2080
.LBB4_95:
	s_or_b32 exec_lo, exec_lo, s13
	s_load_b128 s[16:19], s[0:1], 0x48
	s_mul_i32 s0, s21, 20
	s_mul_hi_u32 s34, s20, 20
	s_mul_i32 s35, s20, 20
	s_add_i32 s34, s34, s0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cmp_eq_u32 s19, 0
	s_cselect_b32 s0, -1, 0
	s_cmp_lg_u32 s19, 0
	s_cselect_b32 s1, -1, 0
	s_cmp_eq_u64 s[16:17], 0
	s_cselect_b32 s13, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s1, s13, s1
	s_and_b32 vcc_lo, exec_lo, s1
	s_mov_b32 s1, -1
	s_cbranch_vccz .LBB4_99
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB4_98
	v_mov_b32_e32 v2, 0x824
	v_mov_b32_e32 v3, 0xff800000
	v_mov_b32_e32 v4, 0x7f800000
	ds_store_2addr_b32 v2, v3, v4 offset1:1
.LBB4_98:
	s_or_b32 exec_lo, exec_lo, s1
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB4_99:
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB4_153
	s_and_saveexec_b32 s13, s12
	s_cbranch_execz .LBB4_103
	s_mul_i32 s1, s2, 20
	s_mul_hi_u32 s14, s2, 20
	s_add_u32 s1, s1, 4
	s_addc_u32 s14, s14, 0
	s_mul_hi_u32 s15, s46, s1
	s_mul_i32 s14, s46, s14
	s_mul_i32 s19, s47, s1
	s_add_i32 s14, s15, s14
	s_mul_i32 s1, s46, s1
	s_add_i32 s14, s14, s19
	s_add_u32 s1, s42, s1
	s_addc_u32 s14, s43, s14
	v_add_co_u32 v2, s1, s1, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s14, 0, s1
	s_add_u32 s1, s42, s35
	s_addc_u32 s19, s43, s34
	s_lshl_b64 s[14:15], s[20:21], 2
	v_add_co_u32 v4, s1, s1, v16
	v_add_co_ci_u32_e64 v5, null, s19, 0, s1
	s_add_u32 s1, s40, s14
	s_addc_u32 s14, s41, s15
	v_add_co_u32 v6, s1, s1, v16
	v_dual_mov_b32 v10, 1.0 :: v_dual_mov_b32 v9, v1
	v_add_co_ci_u32_e64 v7, null, s14, 0, s1
	v_mov_b32_e32 v8, v0
	s_mov_b32 s14, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB4_102:
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
	s_cbranch_execnz .LBB4_102
.LBB4_103:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s13
	v_mov_b32_e32 v4, 0
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s12
	s_cbranch_execz .LBB4_107
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v2, v0
	s_mov_b32 s14, 0
	s_mov_b32 s13, 0
.LBB4_105:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, vcc_lo, 0x100, v2
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_add_i32 s14, s14, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v4, s14
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[2:3]
	s_or_b32 s13, vcc_lo, s13
	s_and_not1_b32 exec_lo, exec_lo, s13
	s_cbranch_execnz .LBB4_105
	s_or_b32 exec_lo, exec_lo, s13
.LBB4_107:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s1
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v2 offset:2048
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s13, exec_lo
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB4_110:
	s_ctz_i32_b32 s14, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s15, v4, s14
	s_lshl_b32 s14, 1, s14
	s_add_i32 s1, s1, s15
	s_and_not1_b32 s13, s13, s14
	s_cbranch_scc1 .LBB4_110
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	s_mov_b32 s13, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v2
	s_xor_b32 s13, exec_lo, s13
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, s1
	ds_add_u32 v2, v3 offset:2048
	s_or_b32 exec_lo, exec_lo, s13
	v_mov_b32_e32 v8, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clz_i32_u32 s1, s17
	ds_load_b32 v2, v8 offset:2048
	s_min_u32 s1, s1, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[14:15], s[16:17], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s13, s14, 1
	s_or_b32 s13, s15, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_f32_u32 s13, s13
	v_ldexp_f32 v3, s13, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_readfirstlane_b32 s19, v3
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v2, v2
	v_cmp_nge_f32_e32 vcc_lo, v2, v3
	s_cbranch_vccnz .LBB4_136
	s_add_u32 s1, s42, s35
	s_addc_u32 s13, s43, s34
	v_add_co_u32 v2, s1, s1, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s13, 0, s1
	s_mov_b32 s44, 0
	s_mov_b64 s[14:15], 0
	s_branch .LBB4_116
.LBB4_115:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v4, v8 offset:2048
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s1, v4
	s_cvt_f32_u32 s1, s1
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s1, s19
	s_cselect_b32 s44, s16, s13
	s_add_u32 s14, s14, 2
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u64 s[14:15], 32
	s_cbranch_scc1 .LBB4_137
.LBB4_116:
	v_mov_b32_e32 v9, 0
	s_lshr_b32 s1, 0x80000000, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s13, s1, s44
	s_and_saveexec_b32 s16, s12
	s_cbranch_execz .LBB4_120
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v7, v1
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v4, v2
	v_mov_b32_e32 v6, v0
	s_mov_b32 s17, 0
	.p2align	6
.LBB4_118:
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
	s_cbranch_execnz .LBB4_118
	s_or_b32 exec_lo, exec_lo, s17
.LBB4_120:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s16
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	ds_store_b32 v8, v8 offset:2048
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s16, exec_lo
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB4_123:
	s_ctz_i32_b32 s17, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s22, v9, s17
	s_lshl_b32 s17, 1, s17
	s_add_i32 s1, s1, s22
	s_and_not1_b32 s16, s16, s17
	s_cbranch_scc1 .LBB4_123
	v_mbcnt_lo_u32_b32 v4, exec_lo, 0
	s_mov_b32 s16, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v4
	s_xor_b32 s16, exec_lo, s16
	v_mov_b32_e32 v4, s1
	ds_add_u32 v8, v4 offset:2048
	s_or_b32 exec_lo, exec_lo, s16
	v_mov_b32_e32 v9, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v4, v9 offset:2048
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s1, v4
	s_cvt_f32_u32 s1, s1
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s1, s19
	s_cselect_b32 s13, s13, s44
	s_lshr_b32 s1, 2.0, s14
	s_or_b32 s16, s1, s13
	s_and_saveexec_b32 s17, s12
	s_cbranch_execz .LBB4_130
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v7, v1
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v4, v2
	v_mov_b32_e32 v6, v0
	s_mov_b32 s22, 0
	.p2align	6
.LBB4_128:
	global_load_b32 v10, v[4:5], off
	v_add_co_u32 v6, vcc_lo, 0x100, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	v_add_co_u32 v4, vcc_lo, 0x400, v4
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_le_u64_e64 s1, s[46:47], v[6:7]
	s_or_b32 s22, s1, s22
	s_waitcnt vmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s16, v10
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_and_not1_b32 exec_lo, exec_lo, s22
	s_cbranch_execnz .LBB4_128
	s_or_b32 exec_lo, exec_lo, s22
.LBB4_130:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s17
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	ds_store_b32 v8, v8 offset:2048
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s17, exec_lo
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB4_133:
	s_ctz_i32_b32 s22, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s23, v9, s22
	s_lshl_b32 s22, 1, s22
	s_add_i32 s1, s1, s23
	s_and_not1_b32 s17, s17, s22
	s_cbranch_scc1 .LBB4_133
	v_mbcnt_lo_u32_b32 v4, exec_lo, 0
	s_mov_b32 s17, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v4
	s_xor_b32 s17, exec_lo, s17
	s_cbranch_execz .LBB4_115
	v_mov_b32_e32 v4, s1
	ds_add_u32 v8, v4 offset:2048
	s_branch .LBB4_115
.LBB4_136:
	v_mov_b32_e32 v2, 0x7f800000
	s_mov_b32 s1, 0xff800000
	s_and_saveexec_b32 s13, s4
	s_cbranch_execnz .LBB4_151
	s_branch .LBB4_152
.LBB4_137:
	s_add_u32 s24, s46, -1
	s_addc_u32 s25, s47, -1
	s_mov_b32 s22, 0
	s_clz_i32_u64 s1, s[24:25]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s45, s1, 64
	s_sub_u32 s14, 64, s45
	s_subb_u32 s15, 0, 0
	s_lshl_b64 s[16:17], -1, s14
	s_cmp_eq_u64 s[24:25], 0
	s_mov_b64 s[24:25], 0
	s_cbranch_scc1 .LBB4_150
	v_add_co_u32 v4, s13, s16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v5, null, s17, 0, s13
	v_cmp_gt_u64_e64 s1, s[14:15], 1
	v_not_b32_e32 v4, v4
	v_mov_b32_e32 v12, 0
	s_delay_alu instid0(VALU_DEP_4)
	v_not_b32_e32 v5, v5
	s_brev_b32 s23, 1
	s_mov_b64 s[28:29], 0
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s27, s15, 0
	s_cselect_b32 s26, s14, 1
	s_branch .LBB4_140
.LBB4_139:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v6, v12 offset:2048
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s1, v6
	s_cvt_f32_u32 s1, s1
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s1, s19
	s_cselect_b32 s25, s31, s25
	s_cselect_b32 s24, s30, s24
	s_add_u32 s28, s28, 1
	s_addc_u32 s29, s29, 0
	s_cmp_eq_u64 s[28:29], s[26:27]
	s_cbranch_scc1 .LBB4_150
.LBB4_140:
	s_add_i32 s1, s28, s45
	v_mov_b32_e32 v13, 0
	s_lshr_b64 s[14:15], s[22:23], s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b64 s[30:31], s[14:15], s[24:25]
	s_and_saveexec_b32 s15, s12
	s_cbranch_execz .LBB4_144
	v_mov_b32_e32 v7, v3
	v_mov_b32_e32 v9, v5
	v_mov_b32_e32 v11, v1
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v6, v2
	v_mov_b32_e32 v8, v4
	v_mov_b32_e32 v10, v0
	s_mov_b32 s52, 0
	.p2align	6
.LBB4_142:
	global_load_b32 v15, v[6:7], off
	v_cmp_le_u64_e32 vcc_lo, s[30:31], v[8:9]
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
	v_cmp_eq_u32_e64 s13, s44, v15
	v_cmp_lt_u32_e64 s14, s44, v15
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s14, s13
	s_or_b32 s52, s1, s52
	v_add_co_ci_u32_e64 v13, null, 0, v13, vcc_lo
	s_and_not1_b32 exec_lo, exec_lo, s52
	s_cbranch_execnz .LBB4_142
	s_or_b32 exec_lo, exec_lo, s52
.LBB4_144:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s15
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	ds_store_b32 v12, v12 offset:2048
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s13, exec_lo
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB4_147:
	s_ctz_i32_b32 s14, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s15, v13, s14
	s_lshl_b32 s14, 1, s14
	s_add_i32 s1, s1, s15
	s_and_not1_b32 s13, s13, s14
	s_cbranch_scc1 .LBB4_147
	v_mbcnt_lo_u32_b32 v6, exec_lo, 0
	s_mov_b32 s13, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v6
	s_xor_b32 s13, exec_lo, s13
	s_cbranch_execz .LBB4_139
	v_mov_b32_e32 v6, s1
	ds_add_u32 v12, v6 offset:2048
	s_branch .LBB4_139
.LBB4_150:
	s_not_b64 s[14:15], s[16:17]
	s_and_b32 s1, s44, 0x7fffffff
	s_not_b32 s13, s44
	s_cmp_lt_i32 s44, 0
	s_cselect_b32 s1, s1, s13
	s_sub_u32 s14, s14, s24
	s_subb_u32 s15, s15, s25
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
.LBB4_151:
	v_dual_mov_b32 v3, s1 :: v_dual_mov_b32 v4, 0x824
	ds_store_2addr_b32 v4, v3, v2 offset1:1
.LBB4_152:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB4_153:
	s_cmp_lt_f32 s18, 1.0
	buffer_gl0_inv
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s13, s1, s0
	s_xor_b32 s19, s13, -1
	s_mov_b32 s13, -1
	s_and_b32 vcc_lo, exec_lo, s19
	s_cbranch_vccz .LBB4_157
	s_and_saveexec_b32 s13, s4
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v2 offset:2092
	s_or_b32 exec_lo, exec_lo, s13
	s_mov_b32 s13, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB4_157:
	s_and_b32 vcc_lo, exec_lo, s13
	s_cbranch_vccz .LBB4_181
	v_mov_b32_e32 v10, 0xff800000
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b32 s16, s12
	s_cbranch_execz .LBB4_162
	v_dual_mov_b32 v2, 0x824 :: v_dual_mov_b32 v9, v1
	s_lshl_b64 s[14:15], s[20:21], 2
	v_mov_b32_e32 v10, 0xff800000
	s_add_u32 s13, s40, s14
	ds_load_2addr_b32 v[4:5], v2 offset1:1
	s_addc_u32 s14, s41, s15
	v_add_co_u32 v6, s13, s13, v16
	v_mov_b32_e32 v2, 0
	v_add_co_ci_u32_e64 v7, null, s14, 0, s13
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v8, v0
	s_mov_b32 s17, 0
.LBB4_160:
	global_load_b32 v13, v[6:7], off
	v_clz_i32_u32_e32 v11, v9
	v_cmp_o_f32_e32 vcc_lo, v10, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v15, 32, v11
	v_lshlrev_b64 v[11:12], v15, v[8:9]
	v_sub_nc_u32_e32 v15, 32, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v11, 1, v11
	v_or_b32_e32 v11, v12, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v11, v11
	v_ldexp_f32 v11, v11, v15
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_ge_f32_e64 s13, v5, v11
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s14, v13, v4
	v_cmp_gt_f32_e64 s15, v13, v4
	v_mul_f32_e32 v11, s33, v13
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
	s_cbranch_execnz .LBB4_160
	s_or_b32 exec_lo, exec_lo, s17
.LBB4_162:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s16
	ds_store_b32 v14, v10
	ds_store_b32 v16, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s5
	s_cbranch_execz .LBB4_164
	ds_load_2addr_stride64_b32 v[4:5], v16 offset1:2
	ds_load_2addr_stride64_b32 v[6:7], v14 offset1:2
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
	ds_store_b32 v14, v2
	ds_store_b32 v16, v3
.LBB4_164:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s6
	s_cbranch_execz .LBB4_166
	ds_load_2addr_stride64_b32 v[4:5], v16 offset1:1
	ds_load_2addr_stride64_b32 v[6:7], v14 offset1:1
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
	ds_store_b32 v14, v2
	ds_store_b32 v16, v3
.LBB4_166:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s7
	s_cbranch_execz .LBB4_168
	ds_load_2addr_b32 v[4:5], v16 offset1:32
	ds_load_2addr_b32 v[6:7], v14 offset1:32
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
	ds_store_b32 v14, v2
	ds_store_b32 v16, v3
.LBB4_168:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s8
	s_cbranch_execz .LBB4_170
	ds_load_2addr_b32 v[4:5], v16 offset1:16
	ds_load_2addr_b32 v[6:7], v14 offset1:16
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
	ds_store_b32 v14, v2
	ds_store_b32 v16, v3
.LBB4_170:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s9
	s_cbranch_execz .LBB4_172
	ds_load_2addr_b32 v[4:5], v16 offset1:8
	ds_load_2addr_b32 v[6:7], v14 offset1:8
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
	ds_store_b32 v14, v2
	ds_store_b32 v16, v3
.LBB4_172:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s10
	s_cbranch_execz .LBB4_174
	ds_load_2addr_b32 v[4:5], v16 offset1:4
	ds_load_2addr_b32 v[6:7], v14 offset1:4
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
	ds_store_b32 v14, v2
	ds_store_b32 v16, v3
.LBB4_174:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s11
	s_cbranch_execz .LBB4_176
	ds_load_2addr_b32 v[4:5], v16 offset1:2
	ds_load_2addr_b32 v[6:7], v14 offset1:2
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
	ds_store_b32 v14, v2
	ds_store_b32 v16, v3
.LBB4_176:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB4_178
	v_add_nc_u32_e64 v2, 4, 0
	ds_load_2addr_stride64_b32 v[4:5], v2 offset1:4
	ds_load_b32 v6, v16
	ds_load_b32 v7, v14
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
	ds_store_b32 v14, v2
	ds_store_b32 v16, v3
.LBB4_178:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB4_180
	v_mov_b32_e32 v2, 0
	ds_load_b32 v3, v2 offset:1024
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v2, v3 offset:2092
.LBB4_180:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB4_181:
	s_add_u32 s22, s42, s35
	s_addc_u32 s23, s43, s34
	s_and_b32 vcc_lo, exec_lo, s19
	s_mov_b32 s13, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB4_187
	s_and_b32 vcc_lo, exec_lo, s13
	s_cbranch_vccnz .LBB4_190
.LBB4_183:
	s_and_b32 vcc_lo, exec_lo, s19
	s_mov_b32 s13, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB4_200
.LBB4_184:
	s_and_b32 vcc_lo, exec_lo, s13
	s_cbranch_vccnz .LBB4_203
.LBB4_185:
	s_and_b32 vcc_lo, exec_lo, s19
	s_mov_b32 s13, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB4_239
.LBB4_186:
	s_and_b32 vcc_lo, exec_lo, s13
	s_cbranch_vccnz .LBB4_242
	s_branch .LBB4_265
.LBB4_187:
	s_and_saveexec_b32 s13, s4
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v2 offset:2096
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB4_183
.LBB4_190:
	s_and_saveexec_b32 s16, s12
	s_cbranch_execz .LBB4_193
	v_dual_mov_b32 v2, 0x824 :: v_dual_mov_b32 v9, v1
	v_mov_b32_e32 v4, 0
	s_add_u32 s13, s42, s35
	s_addc_u32 s17, s43, s34
	ds_load_2addr_b32 v[2:3], v2 offset1:1
	ds_load_b32 v10, v4 offset:2092
	s_lshl_b64 s[14:15], s[20:21], 2
	v_add_co_u32 v4, s13, s13, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s17, 0, s13
	s_add_u32 s13, s40, s14
	s_addc_u32 s14, s41, s15
	v_add_co_u32 v6, s13, s13, v16
	v_add_co_ci_u32_e64 v7, null, s14, 0, s13
	v_mov_b32_e32 v8, v0
	s_mov_b32 s17, 0
.LBB4_192:
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
	v_cmp_le_u64_e64 s13, s[46:47], v[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v11, v12, v11
	v_cvt_f32_u32_e32 v11, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f32 v11, v11, v15
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_f32_e32 vcc_lo, v3, v11
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s14, v13, v2
	v_mul_f32_e32 v11, s33, v13
	v_cmp_gt_f32_e64 s15, v13, v2
	s_and_b32 s14, s14, vcc_lo
	s_or_b32 s17, s13, s17
	v_cndmask_b32_e64 v12, 0, 1.0, s15
	v_cndmask_b32_e64 v13, 0, 1.0, s14
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
	v_add_f32_e32 v17, 0xcb400000, v15
	v_mul_f32_e32 v19, 0xbf317200, v17
	v_mul_f32_e32 v17, 0x35bfbe8e, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, v13, v19
	v_sub_f32_e32 v19, v13, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v19, v19
	v_mul_f32_e32 v21, 0x3331bb4c, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v21, 0xb5ddea0e, v21
	v_mul_f32_e32 v21, v20, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v21, 0x388ab355, v21
	v_mul_f32_e32 v21, v20, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v21, 0xbb360b61, v21
	v_mul_f32_e32 v21, v20, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v21, 0x3e2aaaab, v21
	v_mul_f32_e32 v20, v20, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v20, v19, v20
	v_mul_f32_e32 v19, v19, v20
	v_sub_f32_e32 v20, 2.0, v20
	v_add_nc_u32_e32 v18, 0xb4c00100, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f32 v21, null, v20, v20, v19
	v_div_scale_f32 v23, vcc_lo, v19, v20, v19
	v_lshrrev_b32_e32 v18, 1, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v22, v21
	v_sub_nc_u32_e32 v15, v15, v18
	v_lshl_add_u32 v18, v18, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_lshl_add_u32 v15, v15, 23, 0x7f800000
	v_fma_f32 v24, -v21, v22, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v22, v24, v22
	v_mul_f32_e32 v24, v23, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v25, -v21, v24, v23
	v_fmac_f32_e32 v24, v25, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v21, -v21, v24, v23
	v_div_fmas_f32 v21, v21, v22, v24
	v_cmp_o_f32_e32 vcc_lo, v11, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v19, v21, v20, v19
	v_sub_f32_e32 v17, v17, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v13, v13, v17
	v_add_f32_e32 v13, 1.0, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v13, v18
	v_mul_f32_e32 v13, v13, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v11, 0x7fc00000, v13, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v12
	v_cndmask_b32_e32 v11, 0, v11, vcc_lo
	global_store_b32 v[4:5], v11, off
	v_add_co_u32 v4, vcc_lo, 0x400, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_and_not1_b32 exec_lo, exec_lo, s17
	s_cbranch_execnz .LBB4_192
.LBB4_193:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB4_199
	s_cmp_eq_u64 s[46:47], 0
	s_cbranch_scc1 .LBB4_197
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v2, 0
	s_mov_b64 s[14:15], s[22:23]
	s_mov_b64 s[16:17], s[46:47]
.LBB4_196:
	global_load_b32 v4, v3, s[14:15]
	s_add_u32 s16, s16, -1
	s_addc_u32 s17, s17, -1
	s_add_u32 s14, s14, 4
	s_addc_u32 s15, s15, 0
	s_cmp_lg_u64 s[16:17], 0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v4
	s_cbranch_scc1 .LBB4_196
	s_branch .LBB4_198
.LBB4_197:
	v_mov_b32_e32 v2, 0
.LBB4_198:
	v_mov_b32_e32 v3, 0
	ds_store_b32 v3, v2 offset:2096
.LBB4_199:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s19
	s_mov_b32 s13, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB4_184
.LBB4_200:
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB4_202
	v_mov_b32_e32 v2, 0xff800000
	v_mov_b32_e32 v3, 0x7f800000
	v_add_nc_u32_e64 v4, 0x800, 0
	ds_store_2addr_b32 v4, v3, v2 offset0:3 offset1:13
.LBB4_202:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB4_185
.LBB4_203:
	s_and_saveexec_b32 s16, s12
	s_cbranch_execz .LBB4_206
	s_mul_i32 s13, s2, 20
	s_mul_hi_u32 s14, s2, 20
	v_dual_mov_b32 v2, 0x824 :: v_dual_mov_b32 v13, v1
	s_add_u32 s13, s13, 4
	v_mov_b32_e32 v4, 0x82c
	s_addc_u32 s14, s14, 0
	s_mul_hi_u32 s15, s46, s13
	s_mul_i32 s14, s46, s14
	ds_load_2addr_b32 v[2:3], v2 offset1:1
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	s_add_i32 s14, s15, s14
	s_mul_i32 s15, s47, s13
	s_mul_i32 s13, s46, s13
	s_add_i32 s14, s14, s15
	s_add_u32 s13, s42, s13
	s_addc_u32 s14, s43, s14
	v_add_co_u32 v6, s13, s13, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s14, 0, s13
	s_add_u32 s13, s42, s35
	s_addc_u32 s17, s43, s34
	s_lshl_b64 s[14:15], s[20:21], 2
	v_add_co_u32 v8, s13, s13, v16
	v_add_co_ci_u32_e64 v9, null, s17, 0, s13
	s_add_u32 s13, s40, s14
	s_addc_u32 s14, s41, s15
	v_add_co_u32 v10, s13, s13, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, s14, 0, s13
	v_mov_b32_e32 v12, v0
	s_mov_b32 s17, 0
.LBB4_205:
	global_load_b32 v15, v[10:11], off
	v_clz_i32_u32_e32 v17, v13
	v_add_co_u32 v10, vcc_lo, 0x400, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v11, null, 0, v11, vcc_lo
	v_min_u32_e32 v19, 32, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[17:18], v19, v[12:13]
	v_sub_nc_u32_e32 v19, 32, v19
	v_add_co_u32 v12, vcc_lo, 0x100, v12
	v_add_co_ci_u32_e64 v13, null, 0, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_min_u32_e32 v17, 1, v17
	v_cmp_le_u64_e64 s13, s[46:47], v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v17, v18, v17
	v_cvt_f32_u32_e32 v17, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f32 v17, v17, v19
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_f32_e32 vcc_lo, v3, v17
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v17, s33, v15
	v_cmp_eq_f32_e64 s14, v15, v2
	v_cmp_gt_f32_e64 s15, v15, v2
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_sub_f32_e32 v17, v17, v4
	s_and_b32 s14, s14, vcc_lo
	v_cndmask_b32_e64 v15, 0, 1.0, s15
	v_cndmask_b32_e64 v18, 0, 1.0, s14
	s_or_b32 s17, s13, s17
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v17
	v_cndmask_b32_e32 v19, 0xc2d00000, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_gt_f32_e32 vcc_lo, v18, v15
	v_cndmask_b32_e32 v15, v15, v18, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v19
	v_cndmask_b32_e32 v18, 0x42b20000, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, 0x3fb8aa3b, v18
	v_add_f32_e32 v19, 0x4b400000, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0xcb400000, v19
	v_mul_f32_e32 v22, 0xbf317200, v20
	v_mul_f32_e32 v20, 0x35bfbe8e, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v18, v22
	v_sub_f32_e32 v22, v18, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, v22, v22
	v_mul_f32_e32 v24, 0x3331bb4c, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, 0xb5ddea0e, v24
	v_mul_f32_e32 v24, v23, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, 0x388ab355, v24
	v_dual_mul_f32 v24, v23, v24 :: v_dual_add_nc_u32 v21, 0xb4c00100, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v21, 1, v21
	v_add_f32_e32 v24, 0xbb360b61, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v19, v19, v21
	v_lshl_add_u32 v21, v21, 23, 0xff800000
	v_mul_f32_e32 v24, v23, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v19, v19, 23, 0x7f800000
	v_add_f32_e32 v24, 0x3e2aaaab, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, v23, v24
	v_sub_f32_e32 v23, v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v22, v23
	v_sub_f32_e32 v23, 2.0, v23
	v_div_scale_f32 v24, null, v23, v23, v22
	v_div_scale_f32 v25, vcc_lo, v22, v23, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v26, v24
	v_fma_f32 v27, -v24, v26, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v26, v27, v26
	v_mul_f32_e32 v27, v25, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v28, -v24, v27, v25
	v_fmac_f32_e32 v27, v28, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v24, -v24, v27, v25
	v_div_fmas_f32 v24, v24, v26, v27
	v_cmp_o_f32_e32 vcc_lo, v17, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v22, v24, v23, v22
	v_sub_f32_e32 v20, v20, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v18, v18, v20
	v_add_f32_e32 v18, 1.0, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v18, v21
	v_mul_f32_e32 v18, v18, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v17, 0x7fc00000, v18, vcc_lo
	v_div_scale_f32 v18, null, v5, v5, v17
	v_div_scale_f32 v19, vcc_lo, v17, v5, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v20, v18
	v_fma_f32 v21, -v18, v20, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v20, v21, v20
	v_mul_f32_e32 v21, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v22, -v18, v21, v19
	v_fmac_f32_e32 v21, v22, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, -v18, v21, v19
	v_div_fmas_f32 v18, v18, v20, v21
	v_cmp_neq_f32_e32 vcc_lo, 0, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v17, v18, v5, v17
	v_add_f32_e32 v15, 0, v17
	v_cndmask_b32_e32 v17, 0, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v15, -1.0, v15, vcc_lo
	v_not_b32_e32 v18, v15
	v_or_b32_e32 v19, 0x80000000, v15
	v_cmp_gt_i32_e32 vcc_lo, 0, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v15, v19, v18, vcc_lo
	global_store_b32 v[8:9], v15, off
	global_store_b32 v[6:7], v17, off
	v_add_co_u32 v6, vcc_lo, 0x400, v6
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	v_add_co_u32 v8, vcc_lo, 0x400, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_and_not1_b32 exec_lo, exec_lo, s17
	s_cbranch_execnz .LBB4_205
.LBB4_206:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s68, s4
	s_cbranch_execz .LBB4_238
	s_cmp_eq_u64 s[46:47], 0
	s_mov_b64 s[24:25], 0
	s_cbranch_scc1 .LBB4_212
	s_lshl_b64 s[14:15], s[46:47], 2
	v_mov_b32_e32 v2, 0
	s_add_u32 s14, s22, s14
	s_addc_u32 s15, s23, s15
	s_lshl_b64 s[16:17], s[46:47], 3
	s_mov_b64 s[26:27], 0
	s_mov_b64 s[28:29], s[14:15]
	s_mov_b64 s[30:31], s[22:23]
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB4_210
	.p2align	6
.LBB4_209:
	s_add_u32 s26, s26, 1
	s_addc_u32 s27, s27, 0
	s_add_u32 s30, s30, 4
	s_addc_u32 s31, s31, 0
	s_add_u32 s28, s28, 4
	s_addc_u32 s29, s29, 0
	s_cmp_eq_u64 s[46:47], s[26:27]
	s_cbranch_scc1 .LBB4_212
.LBB4_210:
	global_load_b32 v3, v2, s[28:29]
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, 0, v3
	s_cbranch_vccnz .LBB4_209
	global_load_b32 v4, v2, s[30:31]
	s_lshl_b64 s[34:35], s[24:25], 2
	v_mov_b32_e32 v5, s26
	s_add_u32 s44, s22, s34
	s_addc_u32 s45, s23, s35
	s_add_u32 s34, s14, s34
	s_addc_u32 s35, s15, s35
	s_add_u32 s52, s44, s16
	s_addc_u32 s53, s45, s17
	s_add_u32 s24, s24, 1
	s_addc_u32 s25, s25, 0
	s_waitcnt vmcnt(0)
	s_clause 0x2
	global_store_b32 v2, v4, s[44:45]
	global_store_b32 v2, v3, s[34:35]
	global_store_b32 v2, v5, s[52:53]
	s_branch .LBB4_209
.LBB4_212:
	s_set_inst_prefetch_distance 0x2
	s_cmp_lg_u64 s[24:25], 0
	s_cselect_b32 s13, -1, 0
	s_cmp_eq_u64 s[24:25], 0
	s_cbranch_scc1 .LBB4_215
	s_lshl_b64 s[14:15], s[46:47], 2
	v_mov_b32_e32 v2, 0
	s_add_u32 s14, s22, s14
	s_addc_u32 s15, s23, s15
	s_mov_b32 s26, 0
	s_mov_b64 s[16:17], s[24:25]
.LBB4_214:
	global_load_b32 v3, v2, s[14:15]
	s_add_u32 s16, s16, -1
	s_addc_u32 s17, s17, -1
	s_add_u32 s14, s14, 4
	s_addc_u32 s15, s15, 0
	s_cmp_lg_u64 s[16:17], 0
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s27, v3
	s_add_f32 s26, s26, s27
	s_cbranch_scc1 .LBB4_214
	s_branch .LBB4_216
.LBB4_215:
	s_mov_b32 s26, 0
.LBB4_216:
	s_cmp_ngt_f32 s18, 0
	s_mov_b32 s69, 0
	s_cselect_b32 s14, -1, 0
	s_cmp_nge_f32 s26, s18
	s_cselect_b32 s15, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s14, s15
	s_and_b32 vcc_lo, exec_lo, s14
	s_cbranch_vccnz .LBB4_227
	s_lshl_b64 s[14:15], s[46:47], 2
	v_cndmask_b32_e64 v2, 0, 1, s13
	v_mov_b32_e32 v3, 0
	s_add_u32 s26, s22, s14
	s_addc_u32 s27, s23, s15
	s_mov_b64 s[14:15], 0
	s_branch .LBB4_220
.LBB4_218:
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v5, 0
	s_mov_b32 s52, 0
.LBB4_219:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_cmp_ge_f32 s52, s18
	s_cselect_b32 vcc_lo, -1, 0
	v_cndmask_b32_e32 v4, v4, v5, vcc_lo
	s_and_b32 s17, vcc_lo, exec_lo
	s_cselect_b32 s17, s34, s35
	s_cselect_b32 s28, s44, s45
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	v_readfirstlane_b32 s16, v4
	s_cmp_ge_f32 s16, s18
	s_cselect_b32 s69, s28, s17
	s_add_u32 s14, s14, 2
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u64 s[14:15], 16
	s_cbranch_scc1 .LBB4_228
.LBB4_220:
	s_lshl_b32 s34, s14, 1
	s_and_not1_b32 vcc_lo, exec_lo, s13
	s_sub_i32 s16, 30, s34
	s_lshr_b32 s17, 0x80000000, s34
	s_lshl_b32 s16, 1, s16
	s_or_b32 s35, s17, s69
	s_or_b32 s45, s16, s69
	s_or_b32 s44, s35, s16
	s_cbranch_vccnz .LBB4_223
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v5, 0
	s_mov_b32 s52, 0
	s_mov_b64 s[16:17], s[22:23]
	s_mov_b64 s[28:29], s[26:27]
	s_mov_b64 s[30:31], s[24:25]
	.p2align	6
.LBB4_222:
	s_clause 0x1
	global_load_b32 v6, v3, s[16:17]
	global_load_b32 v7, v3, s[28:29]
	s_add_u32 s30, s30, -1
	s_addc_u32 s31, s31, -1
	s_add_u32 s28, s28, 4
	s_addc_u32 s29, s29, 0
	s_add_u32 s16, s16, 4
	s_addc_u32 s17, s17, 0
	s_cmp_lg_u64 s[30:31], 0
	s_waitcnt vmcnt(1)
	v_cmp_le_u32_e32 vcc_lo, s35, v6
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v8, 0, v7, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s44, v6
	v_cndmask_b32_e32 v9, 0, v7, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s45, v6
	v_cndmask_b32_e32 v6, 0, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_add_f32 v4, v4, v6 :: v_dual_add_f32 v5, v5, v9
	v_readfirstlane_b32 s53, v8
	s_add_f32 s52, s52, s53
	s_cbranch_scc1 .LBB4_222
	s_branch .LBB4_224
.LBB4_223:
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v4, 0
	s_mov_b32 s52, 0
.LBB4_224:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_cmp_ge_f32 s52, s18
	s_cselect_b32 vcc_lo, -1, 0
	v_cndmask_b32_e32 v4, v4, v5, vcc_lo
	s_and_b32 s17, vcc_lo, exec_lo
	s_cselect_b32 s17, s35, s69
	s_cselect_b32 s28, s44, s45
	s_delay_alu instid0(VALU_DEP_1)
	v_readfirstlane_b32 s16, v4
	s_cmp_ge_f32 s16, s18
	s_cselect_b32 s35, s28, s17
	s_or_b32 s16, s34, 2
	s_lshr_b32 s17, 0x20000000, s34
	s_sub_i32 s16, 30, s16
	s_or_b32 s34, s17, s35
	s_lshl_b32 s16, 1, s16
	s_and_not1_b32 vcc_lo, exec_lo, s13
	s_or_b32 s44, s34, s16
	s_or_b32 s45, s16, s35
	s_cbranch_vccnz .LBB4_218
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v5, 0
	s_mov_b32 s52, 0
	s_mov_b64 s[16:17], s[22:23]
	s_mov_b64 s[28:29], s[26:27]
	s_mov_b64 s[30:31], s[24:25]
	.p2align	6
.LBB4_226:
	s_clause 0x1
	global_load_b32 v6, v3, s[16:17]
	global_load_b32 v7, v3, s[28:29]
	s_add_u32 s30, s30, -1
	s_addc_u32 s31, s31, -1
	s_add_u32 s28, s28, 4
	s_addc_u32 s29, s29, 0
	s_add_u32 s16, s16, 4
	s_addc_u32 s17, s17, 0
	s_cmp_lg_u64 s[30:31], 0
	s_waitcnt vmcnt(1)
	v_cmp_le_u32_e32 vcc_lo, s34, v6
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v8, 0, v7, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s44, v6
	v_cndmask_b32_e32 v9, 0, v7, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s45, v6
	v_cndmask_b32_e32 v6, 0, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_add_f32 v4, v4, v6 :: v_dual_add_f32 v5, v5, v9
	v_readfirstlane_b32 s53, v8
	s_add_f32 s52, s52, s53
	s_cbranch_scc1 .LBB4_226
	s_branch .LBB4_219
.LBB4_227:
	v_mov_b32_e32 v2, 0x7f800000
	s_mov_b32 s13, 0xff800000
	s_branch .LBB4_237
.LBB4_228:
	s_add_u32 s14, s46, -1
	s_addc_u32 s15, s47, -1
	s_mov_b32 s35, 0
	s_clz_i32_u64 s13, s[14:15]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s13, s13, 64
	s_sub_u32 s30, 64, s13
	s_subb_u32 s31, 0, 0
	s_sub_i32 s16, 0x41, s13
	s_lshl_b64 s[14:15], -1, s30
	s_lshr_b32 s34, s16, 1
	s_not_b64 s[28:29], s[14:15]
	s_cmp_eq_u32 s34, 0
	s_cbranch_scc1 .LBB4_235
	s_sub_u32 s17, 63, s13
	s_mul_i32 s13, s2, 20
	s_mul_hi_u32 s14, s2, 20
	s_add_u32 s13, s13, 8
	s_addc_u32 s14, s14, 0
	s_mul_hi_u32 s15, s46, s13
	s_mul_i32 s14, s46, s14
	v_mov_b32_e32 v3, 0
	s_add_i32 s14, s15, s14
	s_mul_i32 s15, s47, s13
	s_mul_i32 s13, s46, s13
	s_add_i32 s14, s14, s15
	s_add_u32 s44, s42, s13
	s_addc_u32 s45, s43, s14
	s_mov_b64 s[42:43], 0
	s_mov_b64 s[52:53], 0
	s_branch .LBB4_232
.LBB4_230:
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v4, 0
	s_mov_b32 s70, 0
.LBB4_231:
	s_set_inst_prefetch_distance 0x2
	s_cmp_ge_f32 s70, s18
	s_cselect_b32 vcc_lo, -1, 0
	v_cndmask_b32_e32 v4, v4, v5, vcc_lo
	s_and_b32 s13, vcc_lo, exec_lo
	s_cselect_b32 s14, s54, s42
	s_cselect_b32 s15, s55, s43
	s_cselect_b32 s16, s56, s58
	v_readfirstlane_b32 s13, v4
	s_cselect_b32 s42, s57, s59
	s_cmp_ge_f32 s13, s18
	s_cselect_b32 s43, s42, s15
	s_cselect_b32 s42, s16, s14
	s_add_u32 s52, s52, 1
	s_addc_u32 s53, s53, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u64 s[52:53], s[34:35]
	s_cbranch_scc1 .LBB4_236
.LBB4_232:
	s_lshl_b64 s[14:15], s[52:53], 1
	v_cmp_ne_u32_e32 vcc_lo, 1, v2
	s_or_b32 s54, s14, 1
	s_mov_b32 s55, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s13, s[54:55], s[30:31]
	s_and_b32 s15, s13, exec_lo
	s_cselect_b32 s15, s54, s14
	s_sub_i32 s15, s17, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[54:55], 1, s15
	s_and_b32 s13, s13, exec_lo
	s_cselect_b32 s59, s55, 0
	s_cselect_b32 s58, s54, 0
	s_sub_i32 s13, s17, s14
	s_and_b32 vcc_lo, exec_lo, vcc_lo
	s_lshl_b64 s[14:15], 1, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b64 s[54:55], s[14:15], s[42:43]
	s_or_b64 s[56:57], s[58:59], s[54:55]
	s_or_b64 s[58:59], s[58:59], s[42:43]
	s_cbranch_vccnz .LBB4_230
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v5, 0
	s_mov_b32 s70, 0
	s_mov_b64 s[60:61], s[22:23]
	s_mov_b64 s[62:63], s[44:45]
	s_mov_b64 s[64:65], s[26:27]
	s_mov_b64 s[66:67], s[24:25]
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB4_234:
	s_clause 0x2
	global_load_b32 v6, v3, s[62:63]
	global_load_b32 v8, v3, s[60:61]
	global_load_b32 v9, v3, s[64:65]
	s_waitcnt vmcnt(2)
	v_sub_co_u32 v6, s13, s28, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_sub_co_ci_u32_e64 v7, null, s29, 0, s13
	s_waitcnt vmcnt(1)
	v_cmp_eq_u32_e64 s13, s69, v8
	v_cmp_lt_u32_e32 vcc_lo, s69, v8
	v_cmp_le_u64_e64 s14, s[54:55], v[6:7]
	v_cmp_le_u64_e64 s15, s[56:57], v[6:7]
	v_cmp_le_u64_e64 s16, s[58:59], v[6:7]
	s_and_b32 s14, s13, s14
	s_and_b32 s15, s13, s15
	s_and_b32 s16, s13, s16
	s_or_b32 s13, vcc_lo, s14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v6, 0, v9, s13
	s_or_b32 s13, vcc_lo, s15
	s_or_b32 vcc_lo, vcc_lo, s16
	v_cndmask_b32_e64 v7, 0, v9, s13
	v_cndmask_b32_e32 v8, 0, v9, vcc_lo
	s_add_u32 s66, s66, -1
	s_addc_u32 s67, s67, -1
	v_readfirstlane_b32 s13, v6
	s_add_u32 s64, s64, 4
	s_addc_u32 s65, s65, 0
	s_add_u32 s62, s62, 4
	v_dual_add_f32 v5, v5, v7 :: v_dual_add_f32 v4, v4, v8
	s_addc_u32 s63, s63, 0
	s_add_u32 s60, s60, 4
	s_add_f32 s70, s70, s13
	s_addc_u32 s61, s61, 0
	s_cmp_lg_u64 s[66:67], 0
	s_cbranch_scc1 .LBB4_234
	s_branch .LBB4_231
.LBB4_235:
	s_mov_b64 s[42:43], 0
.LBB4_236:
	s_and_b32 s13, s69, 0x7fffffff
	s_not_b32 s14, s69
	s_cmp_lt_i32 s69, 0
	s_cselect_b32 s13, s13, s14
	s_sub_u32 s14, s28, s42
	s_subb_u32 s15, s29, s43
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_clz_i32_u32 s16, s15
	s_min_u32 s16, s16, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[14:15], s[14:15], s16
	s_min_u32 s14, s14, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_3)
	s_or_b32 s14, s15, s14
	s_sub_i32 s15, 32, s16
	s_cvt_f32_u32 s14, s14
	v_ldexp_f32 v2, s14, s15
.LBB4_237:
	v_mov_b32_e32 v3, s13
	v_add_nc_u32_e64 v4, 0x800, 0
	ds_store_2addr_b32 v4, v2, v3 offset0:3 offset1:13
.LBB4_238:
	s_or_b32 exec_lo, exec_lo, s68
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s19
	s_mov_b32 s13, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB4_186
.LBB4_239:
	s_and_saveexec_b32 s13, s4
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v2 offset:2064
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB4_265
.LBB4_242:
	v_dual_mov_b32 v15, 0xff800000 :: v_dual_mov_b32 v8, 0
	s_and_saveexec_b32 s19, s12
	s_cbranch_execz .LBB4_246
	v_mov_b32_e32 v2, 0x824
	v_dual_mov_b32 v4, 0x82c :: v_dual_mov_b32 v13, v1
	v_add_nc_u32_e64 v6, 0x800, 0
	s_mul_hi_u32 s15, s50, 0xcd9e8d57
	v_dual_mov_b32 v15, 0xff800000 :: v_dual_mov_b32 v8, 0
	s_xor_b32 s13, s48, s15
	v_mov_b32_e32 v9, 0
	ds_load_2addr_b32 v[2:3], v2 offset1:1
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	ds_load_2addr_b32 v[6:7], v6 offset0:3 offset1:13
	s_xor_b32 s13, s2, s13
	s_xor_b64 s[22:23], s[50:51], s[48:49]
	s_add_u32 s26, s48, 0x9e3779b9
	s_addc_u32 s27, s49, 0
	s_mul_hi_u32 s29, s13, 0xd2511f53
	s_add_u32 s24, s49, 0xbb67ae85
	s_mov_b32 s17, 0
	s_addc_u32 s25, 0, 0
	s_mov_b32 s16, s29
	s_add_u32 s22, s48, 0x3c6ef372
	s_xor_b64 s[24:25], s[16:17], s[24:25]
	s_mul_i32 s14, s50, 0xcd9e8d57
	s_add_u32 s30, s49, 0x76cf5d0a
	s_mul_i32 s28, s13, 0xd2511f53
	s_addc_u32 s31, 0, 0
	s_xor_b64 s[26:27], s[26:27], s[14:15]
	s_lshl_b64 s[14:15], s[20:21], 2
	s_add_u32 s25, s48, 0xdaa66d2b
	s_add_u32 s62, s49, 0x32370b8f
	s_add_u32 s63, s48, 0x78dde6e4
	s_add_u32 s64, s49, 0xed9eba14
	s_add_u32 s65, s48, 0x1715609d
	s_add_u32 s66, s49, 0xa9066899
	s_add_u32 s67, s48, 0xb54cda56
	s_add_u32 s68, s49, 0x646e171e
	s_add_u32 s69, s48, 0x5384540f
	s_add_u32 s70, s49, 0x1fd5c5a3
	s_add_u32 s71, s49, 0xdb3d7428
	s_add_i32 s72, s48, 0x8ff34781
	s_xor_b64 s[28:29], s[30:31], s[28:29]
	s_add_u32 s13, s40, s14
	s_addc_u32 s14, s41, s15
	v_add_co_u32 v10, s13, s13, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, s14, 0, s13
	v_mov_b32_e32 v12, v0
	s_mov_b32 s30, 0xd078c69f
	s_mov_b32 s34, 0x1d8e78af
	s_mov_b32 s42, 0x9997fa04
	s_mov_b32 s44, 0xdf3e5244
	s_mov_b32 s52, 0x96cb03de
	s_mov_b32 s54, 0x94229359
	s_mov_b32 s56, 0x55555593
	s_mov_b32 s58, 0x35793c76
	s_mov_b32 s60, 0xfee00000
	s_mov_b32 s31, 0x3fc39a09
	s_mov_b32 s35, 0x3fcc71c5
	s_mov_b32 s43, 0x3fd99999
	s_mov_b32 s45, 0x3fc2f112
	s_mov_b32 s53, 0x3fc74664
	s_mov_b32 s55, 0x3fd24924
	s_mov_b32 s57, 0x3fe55555
	s_mov_b32 s59, 0x3dea39ef
	s_mov_b32 s61, 0x3fe62e42
.LBB4_244:
	global_load_b32 v33, v[10:11], off
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v12, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v18, s23, v18
	v_xor_b32_e32 v19, s24, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v18, 0
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v18, s26, v18
	v_xor3_b32 v20, v20, s22, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v18, 0
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v20, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v18, s28, v18
	v_xor3_b32 v21, v21, s62, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v18, 0
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v21, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, s25, v18, v19
	v_xor3_b32 v19, v22, s63, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v18, 0
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, s64, v18, v20
	v_xor3_b32 v20, v23, s66, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v18, 0
	v_xor3_b32 v18, s65, v18, v21
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v20, 0
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v18, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, v21, s67, v17
	v_xor3_b32 v19, s68, v19, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v17, 0
	v_mul_hi_u32 v19, 0xcd9e8d57, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, v22, s70, v18
	v_xor3_b32 v17, s69, v19, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v18, 0xcd9e8d57, v18
	v_mul_hi_u32 v17, 0xd2511f53, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v17, s71, v17, v21
	v_mul_hi_u32 v17, 0xcd9e8d57, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v17, v18, s72, v17
	v_cvt_f64_u32_e32 v[17:18], v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], v[17:18], 0.5
	v_ldexp_f64 v[17:18], v[17:18], 0xffffffe0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mul_f32 v34, s33, v33 :: v_dual_add_nc_u32 v29, 0x95f62, v18
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_f32_e64 s15, v33, v2
	v_cmp_gt_f32_e64 s16, v33, v2
	s_waitcnt lgkmcnt(1)
	v_sub_f32_e32 v30, v34, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v30
	v_cndmask_b32_e32 v25, 0xc2d00000, v30, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v25
	v_cndmask_b32_e32 v31, 0x42b20000, v25, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v32, 0x3fb8aa3b, v31
	v_add_f32_e32 v32, 0x4b400000, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v35, 0xcb400000, v32
	v_mul_f32_e32 v37, 0xbf317200, v35
	v_mul_f32_e32 v35, 0x35bfbe8e, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v31, v31, v37
	v_and_b32_e32 v18, 0xfffff, v29
	v_lshrrev_b32_e32 v29, 20, v29
	v_sub_f32_e32 v37, v31, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v38, v37, v37
	v_add_nc_u32_e32 v18, 0x3fe6a09e, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v39, 0x3331bb4c, v38
	v_add_f64 v[17:18], v[17:18], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[17:18], 2.0
	v_div_scale_f64 v[21:22], null, v[19:20], v[19:20], v[17:18]
	v_div_scale_f64 v[25:26], s13, v[17:18], v[19:20], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[23:24], v[21:22]
	v_fma_f64 v[27:28], -v[21:22], v[23:24], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], v[23:24], v[27:28], v[23:24]
	v_add_f32_e32 v27, 0xb5ddea0e, v39
	v_mul_f32_e32 v27, v38, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v27, 0x388ab355, v27
	v_mul_f32_e32 v27, v38, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v27, 0xbb360b61, v27
	v_dual_mul_f32 v27, v38, v27 :: v_dual_add_nc_u32 v36, 0xb4c00100, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v36, 1, v36
	v_add_f32_e32 v27, 0x3e2aaaab, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v32, v32, v36
	v_lshl_add_u32 v36, v36, 23, 0xff800000
	v_mul_f32_e32 v38, v38, v27
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshl_add_u32 v32, v32, 23, 0x7f800000
	v_fma_f64 v[27:28], -v[21:22], v[23:24], 1.0
	v_sub_f32_e32 v38, v37, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v37, v37, v38
	v_sub_f32_e32 v38, 2.0, v38
	v_div_scale_f32 v39, null, v38, v38, v37
	v_div_scale_f32 v41, vcc_lo, v37, v38, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v40, v39
	v_fma_f32 v42, -v39, v40, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v40, v42, v40
	v_fma_f64 v[23:24], v[23:24], v[27:28], v[23:24]
	v_mul_f32_e32 v27, v41, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v28, -v39, v27, v41
	v_fmac_f32_e32 v27, v28, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v28, -v39, v27, v41
	v_div_fmas_f32 v27, v28, v40, v27
	v_cmp_o_f32_e32 vcc_lo, v30, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v27, v27, v38, v37
	v_sub_f32_e32 v35, v35, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v31, v31, v35
	v_mul_f64 v[27:28], v[25:26], v[23:24]
	v_add_f32_e32 v31, 1.0, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v31, v31, v36
	v_mul_f32_e32 v31, v31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v35, 0x7fc00000, v31, vcc_lo
	v_div_scale_f32 v30, null, v5, v5, v35
	v_div_scale_f32 v31, vcc_lo, v35, v5, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v32, v30
	v_fma_f64 v[21:22], -v[21:22], v[27:28], v[25:26]
	v_fma_f32 v25, -v30, v32, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v32, v25, v32
	v_mul_f32_e32 v25, v31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v26, -v30, v25, v31
	v_fmac_f32_e32 v25, v26, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v26, -v30, v25, v31
	v_div_fmas_f32 v36, v26, v32, v25
	s_mov_b32 vcc_lo, s13
	v_add_co_u32 v37, s13, 0xfffffc01, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v29, null, 0, -1, s13
	v_mul_f64 v[31:32], v[17:18], 0.5
	v_div_fmas_f64 v[21:22], v[21:22], v[23:24], v[27:28]
	v_cvt_f64_i32_e32 v[29:30], v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[19:20], v[21:22], v[19:20], v[17:18]
	v_mul_f64 v[21:22], v[19:20], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[23:24], v[21:22], v[21:22]
	v_mul_f64 v[25:26], v[23:24], s[44:45]
	v_mul_f64 v[27:28], v[23:24], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[25:26], s[52:53]
	v_add_f64 v[27:28], v[27:28], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[25:26], v[23:24], v[25:26]
	v_mul_f64 v[27:28], v[23:24], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[25:26], s[54:55]
	v_add_f64 v[27:28], v[27:28], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[25:26], v[23:24], v[25:26]
	v_mul_f64 v[23:24], v[23:24], v[27:28]
	v_ldexp_f64 v[27:28], v[29:30], 32
	v_mul_f64 v[29:30], v[17:18], v[31:32]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[25:26], s[56:57]
	v_mul_f64 v[21:22], v[21:22], v[25:26]
	v_cvt_f64_u32_e32 v[25:26], v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[23:24], v[21:22]
	v_add_f64 v[23:24], v[27:28], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[29:30], v[21:22]
	v_mul_f64 v[25:26], v[23:24], s[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[19:20], v[21:22]
	v_mul_f64 v[21:22], v[23:24], s[60:61]
	v_add_f64 v[19:20], v[25:26], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[19:20], -v[29:30]
	v_add_f64 v[17:18], v[17:18], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], v[21:22], v[17:18]
	v_xor_b32_e32 v18, 0x80000000, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v19, s13, 0x95f62, v18
	v_add_co_ci_u32_e64 v20, null, 0, 0, s13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v18, 0xfffff, v19
	v_lshrrev_b64 v[19:20], 20, v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v18, 0x3fe6a09e, v18
	v_add_f64 v[17:18], v[17:18], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[17:18], 2.0
	v_mul_f64 v[31:32], v[17:18], 0.5
	v_div_scale_f64 v[23:24], null, v[21:22], v[21:22], v[17:18]
	v_div_scale_f64 v[29:30], vcc_lo, v[17:18], v[21:22], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[25:26], v[23:24]
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	v_mul_f64 v[27:28], v[29:30], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], -v[23:24], v[27:28], v[29:30]
	v_div_fmas_f64 v[23:24], v[23:24], v[25:26], v[27:28]
	v_add_co_u32 v37, vcc_lo, 0xfffffc01, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v19, null, -1, v20, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v15, v15
	v_cvt_f64_i32_e32 v[19:20], v19
	v_div_fixup_f64 v[21:22], v[23:24], v[21:22], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[19:20], v[19:20], 32
	v_mul_f64 v[23:24], v[21:22], v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[23:24], v[23:24]
	v_mul_f64 v[27:28], v[25:26], s[44:45]
	v_mul_f64 v[29:30], v[25:26], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[52:53]
	v_add_f64 v[29:30], v[29:30], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[54:55]
	v_add_f64 v[29:30], v[29:30], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	v_mul_f64 v[25:26], v[25:26], v[29:30]
	v_mul_f64 v[29:30], v[17:18], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[27:28], v[27:28], s[56:57]
	v_mul_f64 v[23:24], v[23:24], v[27:28]
	v_cvt_f64_u32_e32 v[27:28], v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[25:26], v[23:24]
	v_add_f64 v[19:20], v[19:20], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[29:30], v[23:24]
	v_mul_f64 v[25:26], v[19:20], s[58:59]
	v_mul_f64 v[19:20], v[19:20], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[21:22], v[23:24]
	v_add_f64 v[21:22], v[25:26], v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[21:22], v[21:22], -v[29:30]
	v_add_f64 v[17:18], v[17:18], v[21:22]
	v_clz_i32_u32_e32 v21, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v23, 32, v21
	v_lshlrev_b64 v[21:22], v23, v[12:13]
	v_sub_nc_u32_e32 v23, 32, v23
	v_add_f64 v[17:18], v[19:20], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v19, 1, v21
	v_or_b32_e32 v19, v22, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v19, v19
	v_ldexp_f32 v19, v19, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	v_cmp_ge_f32_e64 s13, v3, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s14, v6, v19
	v_cndmask_b32_e64 v19, 0, 1.0, s16
	s_and_b32 s13, s15, s13
	v_cndmask_b32_e64 v20, 0, 1.0, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e64 s13, v20, v19
	v_cndmask_b32_e64 v19, v19, v20, s13
	v_cvt_f32_f64_e32 v17, v[17:18]
	v_div_fixup_f32 v18, v36, v5, v35
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_neq_f32_e64 s13, 0, v19
	v_add_f32_e32 v18, 0, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v18, -1.0, v18, s13
	v_cmp_eq_f32_e64 s13, v18, v7
	v_cmp_gt_f32_e64 s15, v18, v7
	s_and_b32 s13, s13, s14
	v_cndmask_b32_e64 v18, 0, 1.0, s15
	v_cndmask_b32_e64 v20, 0, 1.0, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e64 s13, v20, v18
	v_cndmask_b32_e64 v18, v18, v20, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v18, v19, v18 :: v_dual_sub_f32 v17, v34, v17
	v_cmp_neq_f32_e64 s13, 0, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v17, 0xff800000, v17, s13
	v_cmp_u_f32_e64 s13, v17, v17
	v_cmp_gt_f32_e64 s14, v17, v15
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_or_b32 vcc_lo, s14, s13
	v_add_co_u32 v10, s13, 0x400, v10
	v_cndmask_b32_e32 v15, v15, v17, vcc_lo
	v_dual_cndmask_b32 v9, v9, v13 :: v_dual_cndmask_b32 v8, v8, v12
	v_add_co_u32 v12, vcc_lo, 0x100, v12
	v_add_co_ci_u32_e64 v13, null, 0, v13, vcc_lo
	v_add_co_ci_u32_e64 v11, null, 0, v11, s13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[12:13]
	s_or_b32 s17, vcc_lo, s17
	s_and_not1_b32 exec_lo, exec_lo, s17
	s_cbranch_execnz .LBB4_244
	s_or_b32 exec_lo, exec_lo, s17
.LBB4_246:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s19
	ds_store_b32 v14, v15
	ds_store_b32 v16, v8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s5
	s_cbranch_execz .LBB4_248
	ds_load_2addr_stride64_b32 v[4:5], v16 offset1:2
	ds_load_2addr_stride64_b32 v[6:7], v14 offset1:2
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
	ds_store_b32 v14, v2
	ds_store_b32 v16, v3
.LBB4_248:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s6
	s_cbranch_execz .LBB4_250
	ds_load_2addr_stride64_b32 v[4:5], v16 offset1:1
	ds_load_2addr_stride64_b32 v[6:7], v14 offset1:1
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
	ds_store_b32 v14, v2
	ds_store_b32 v16, v3
.LBB4_250:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s7
	s_cbranch_execz .LBB4_252
	ds_load_2addr_b32 v[4:5], v16 offset1:32
	ds_load_2addr_b32 v[6:7], v14 offset1:32
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
	ds_store_b32 v14, v2
	ds_store_b32 v16, v3
.LBB4_252:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s8
	s_cbranch_execz .LBB4_254
	ds_load_2addr_b32 v[4:5], v16 offset1:16
	ds_load_2addr_b32 v[6:7], v14 offset1:16
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
	ds_store_b32 v14, v2
	ds_store_b32 v16, v3
.LBB4_254:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s9
	s_cbranch_execz .LBB4_256
	ds_load_2addr_b32 v[4:5], v16 offset1:8
	ds_load_2addr_b32 v[6:7], v14 offset1:8
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
	ds_store_b32 v14, v2
	ds_store_b32 v16, v3
.LBB4_256:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s10
	s_cbranch_execz .LBB4_258
	ds_load_2addr_b32 v[4:5], v16 offset1:4
	ds_load_2addr_b32 v[6:7], v14 offset1:4
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
	ds_store_b32 v14, v2
	ds_store_b32 v16, v3
.LBB4_258:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s11
	s_cbranch_execz .LBB4_260
	ds_load_2addr_b32 v[4:5], v16 offset1:2
	ds_load_2addr_b32 v[6:7], v14 offset1:2
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
	ds_store_b32 v14, v2
	ds_store_b32 v16, v3
.LBB4_260:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB4_262
	v_add_nc_u32_e64 v2, 4, 0
	ds_load_2addr_stride64_b32 v[4:5], v2 offset1:4
	ds_load_b32 v6, v16
	ds_load_b32 v7, v14
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
	ds_store_b32 v14, v2
	ds_store_b32 v16, v3
.LBB4_262:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB4_264
	v_mov_b32_e32 v2, 0
	ds_load_b32 v3, v2
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v3, v3
	ds_store_b32 v2, v3 offset:2064
.LBB4_264:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB4_265:
	s_cmp_lt_f32 s18, 1.0
	buffer_gl0_inv
	s_cselect_b32 s13, -1, 0
	s_xor_b32 s14, s0, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s13, s14
	s_and_b32 vcc_lo, exec_lo, s13
	s_mov_b32 s13, -1
	s_cbranch_vccnz .LBB4_272
	s_and_b32 vcc_lo, exec_lo, s13
	s_cbranch_vccnz .LBB4_275
.LBB4_267:
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB4_269
.LBB4_268:
	v_mov_b32_e32 v1, 0x804
	v_mov_b32_e32 v7, 0
	ds_load_2addr_b32 v[5:6], v1 offset1:1
	ds_load_b128 v[1:4], v7 offset:2064
	ds_load_b32 v8, v7 offset:2080
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v6, v6, v6
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v3
	v_cndmask_b32_e64 v1, v2, v1, s1
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f32_e32 v5, v5, v6
	v_cndmask_b32_e64 v3, 0, 4.0, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v6, 0x41000000, v8
	v_cndmask_b32_e64 v1, v4, v1, s0
	s_lshl_b64 s[0:1], s[2:3], 3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_add_u32 s0, s38, s0
	v_add_f32_e32 v3, v5, v3
	s_addc_u32 s1, s39, s1
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s36, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v6, v3
	s_addc_u32 s3, s37, s3
	v_cmp_eq_f32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v1, -1.0, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_3)
	v_readfirstlane_b32 s4, v1
	s_trunc_f32 s4, s4
	s_and_b32 s6, s4, 0x7fffffff
	s_ashr_i32 s8, s4, 31
	s_mul_f32 s7, s6, 0x2f800000
	s_mov_b32 s9, s8
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_floor_f32 s7, s7
	s_fmac_f32 s6, s7, 0xcf800000
	s_cvt_u32_f32 s7, s7
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_u32_f32 s6, s6
	s_xor_b64 s[6:7], s[6:7], s[8:9]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_sub_u32 s6, s6, s8
	s_subb_u32 s7, s7, s8
	v_dual_mov_b32 v1, s6 :: v_dual_mov_b32 v2, s7
	global_store_b64 v7, v[1:2], s[0:1]
	global_load_b32 v1, v7, s[2:3]
	v_cvt_u32_f32_e32 v2, v3
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v1, v1, v2
	global_store_b32 v7, v1, s[2:3]
.LBB4_269:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v0, 0xffffff00, v0
	v_mov_b32_e32 v1, -1
	s_mov_b32 s0, 0
.LBB4_270:
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, 0x100, v0
	v_add_co_ci_u32_e64 v1, null, 0, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[0:1]
	s_or_b32 s0, vcc_lo, s0
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB4_270
.LBB4_271:
	s_endpgm
.LBB4_272:
	s_and_saveexec_b32 s13, s4
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v2 offset:2068
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB4_267
.LBB4_275:
	v_mov_b32_e32 v10, 0xff800000
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b32 s52, s12
	s_cbranch_execz .LBB4_279
	v_mov_b32_e32 v2, 0x824
	s_mul_hi_u32 s13, s50, 0xcd9e8d57
	v_mov_b32_e32 v4, 0
	s_xor_b32 s14, s48, s13
	s_xor_b64 s[16:17], s[50:51], s[48:49]
	s_xor_b32 s24, s2, s14
	v_mov_b32_e32 v5, 0
	ds_load_2addr_b32 v[2:3], v2 offset1:1
	s_add_u32 s22, s48, 0x9e3779b9
	s_addc_u32 s23, s49, 0
	s_mul_hi_u32 s25, s24, 0xd2511f53
	s_add_u32 s18, s49, 0xbb67ae85
	s_mov_b32 s15, 0
	s_addc_u32 s19, 0, 0
	s_mov_b32 s14, s25
	s_add_u32 s16, s48, 0x3c6ef372
	s_xor_b64 s[18:19], s[14:15], s[18:19]
	s_mul_i32 s12, s50, 0xcd9e8d57
	s_add_u32 s26, s49, 0x76cf5d0a
	s_mul_i32 s24, s24, 0xd2511f53
	s_addc_u32 s27, 0, 0
	s_xor_b64 s[22:23], s[22:23], s[12:13]
	s_lshl_b64 s[12:13], s[20:21], 2
	s_add_u32 s19, s48, 0xdaa66d2b
	s_add_u32 s50, s49, 0x32370b8f
	s_add_u32 s51, s48, 0x78dde6e4
	s_add_u32 s53, s49, 0xed9eba14
	s_add_u32 s54, s48, 0x1715609d
	s_add_u32 s55, s49, 0xa9066899
	s_add_u32 s56, s48, 0xb54cda56
	s_add_u32 s57, s49, 0x646e171e
	s_add_u32 s58, s48, 0x5384540f
	s_add_u32 s59, s49, 0x1fd5c5a3
	s_add_u32 s60, s49, 0xdb3d7428
	s_add_i32 s61, s48, 0x8ff34781
	s_xor_b64 s[20:21], s[26:27], s[24:25]
	s_add_u32 s12, s40, s12
	s_addc_u32 s13, s41, s13
	v_add_co_u32 v6, s12, s12, v16
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
.LBB4_277:
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v1, s17, v12
	v_xor_b32_e32 v13, s18, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v1, 0
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v1, s22, v12
	v_xor3_b32 v13, v18, s16, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v1, s20, v12
	v_xor3_b32 v13, v19, s50, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v1, 0
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s19, v12, v17
	v_xor3_b32 v13, v20, s51, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s53, v12, v18
	v_xor3_b32 v15, v21, s55, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v1, 0
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, s54, v12, v19
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, v18, s56, v11
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v11, s57, v13, v20
	v_mul_hi_u32 v11, 0xcd9e8d57, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v1, s58, v11, v17
	v_xor3_b32 v11, v19, s59, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v1, 0xd2511f53, v1
	v_mul_lo_u32 v11, 0xcd9e8d57, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, s60, v1, v18
	v_mul_hi_u32 v1, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, v11, s61, v1
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
	v_add_co_ci_u32_e64 v13, null, 0, -1, s12
	v_add_f64 v[11:12], v[11:12], -1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[27:28], v13
	v_add_f64 v[17:18], v[11:12], 2.0
	v_mul_f64 v[29:30], v[11:12], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[19:20], null, v[17:18], v[17:18], v[11:12]
	v_div_scale_f64 v[25:26], vcc_lo, v[11:12], v[17:18], v[11:12]
	v_rcp_f64_e32 v[21:22], v[19:20]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], -v[19:20], v[21:22], 1.0
	v_fma_f64 v[21:22], v[21:22], v[23:24], v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], -v[19:20], v[21:22], 1.0
	v_fma_f64 v[21:22], v[21:22], v[23:24], v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[23:24], v[25:26], v[21:22]
	v_fma_f64 v[19:20], -v[19:20], v[23:24], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[19:20], v[19:20], v[21:22], v[23:24]
	v_div_fixup_f64 v[17:18], v[19:20], v[17:18], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[19:20], v[17:18], v[17:18]
	v_mul_f64 v[21:22], v[19:20], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[23:24], v[21:22], s[30:31]
	v_mul_f64 v[25:26], v[21:22], s[24:25]
	v_add_f64 v[23:24], v[23:24], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[25:26], s[26:27]
	v_mul_f64 v[23:24], v[21:22], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[25:26], v[21:22], v[25:26]
	v_add_f64 v[23:24], v[23:24], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[25:26], s[28:29]
	v_mul_f64 v[23:24], v[21:22], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[21:22], v[21:22], v[25:26]
	v_ldexp_f64 v[25:26], v[27:28], 32
	v_mul_f64 v[27:28], v[11:12], v[29:30]
	v_add_f64 v[23:24], v[23:24], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[19:20], v[23:24]
	v_cvt_f64_u32_e32 v[23:24], v1
	v_add_f64 v[19:20], v[21:22], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[25:26], v[23:24]
	v_add_f64 v[19:20], v[27:28], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[23:24], v[21:22], s[44:45]
	v_mul_f64 v[17:18], v[17:18], v[19:20]
	v_mul_f64 v[19:20], v[21:22], s[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], v[23:24], v[17:18]
	v_add_f64 v[17:18], v[17:18], -v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[11:12], v[11:12], v[17:18]
	v_add_f64 v[11:12], v[19:20], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v1, 0x80000000, v12
	v_add_co_u32 v17, s12, 0x95f62, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v18, null, 0, 0, s12
	v_and_b32_e32 v1, 0xfffff, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[17:18], 20, v[17:18]
	v_add_nc_u32_e32 v12, 0x3fe6a09e, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[11:12], v[11:12], -1.0
	v_add_f64 v[19:20], v[11:12], 2.0
	v_mul_f64 v[29:30], v[11:12], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[21:22], null, v[19:20], v[19:20], v[11:12]
	v_div_scale_f64 v[27:28], vcc_lo, v[11:12], v[19:20], v[11:12]
	v_rcp_f64_e32 v[23:24], v[21:22]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[25:26], -v[21:22], v[23:24], 1.0
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[25:26], -v[21:22], v[23:24], 1.0
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[27:28], v[23:24]
	v_fma_f64 v[21:22], -v[21:22], v[25:26], v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[21:22], v[21:22], v[23:24], v[25:26]
	v_add_co_u32 v1, vcc_lo, 0xfffffc01, v17
	v_add_co_ci_u32_e64 v13, null, -1, v18, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v10, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[17:18], v13
	global_load_b32 v13, v[6:7], off
	v_div_fixup_f64 v[19:20], v[21:22], v[19:20], v[11:12]
	v_ldexp_f64 v[17:18], v[17:18], 32
	v_mul_f64 v[21:22], v[19:20], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[23:24], v[21:22], v[21:22]
	v_mul_f64 v[25:26], v[23:24], s[30:31]
	v_mul_f64 v[27:28], v[23:24], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[25:26], s[34:35]
	v_add_f64 v[27:28], v[27:28], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[25:26], v[23:24], v[25:26]
	v_mul_f64 v[27:28], v[23:24], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[25:26], s[40:41]
	v_add_f64 v[27:28], v[27:28], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[25:26], v[23:24], v[25:26]
	v_mul_f64 v[23:24], v[23:24], v[27:28]
	v_mul_f64 v[27:28], v[11:12], v[29:30]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v13, v2
	v_cmp_gt_f32_e64 s14, v13, v2
	v_add_f64 v[25:26], v[25:26], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[21:22], v[25:26]
	v_cvt_f64_u32_e32 v[25:26], v1
	v_clz_i32_u32_e32 v1, v9
	v_min_u32_e32 v1, 32, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[23:24], v[21:22]
	v_add_f64 v[17:18], v[17:18], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[27:28], v[21:22]
	v_mul_f64 v[23:24], v[17:18], s[44:45]
	v_mul_f64 v[17:18], v[17:18], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[19:20], v[19:20], v[21:22]
	v_add_f64 v[19:20], v[23:24], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[19:20], -v[27:28]
	v_add_f64 v[11:12], v[11:12], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f64 v[11:12], v[17:18], v[11:12]
	v_lshlrev_b64 v[17:18], v1, v[8:9]
	v_sub_nc_u32_e32 v1, 32, v1
	v_cvt_f32_f64_e32 v11, v[11:12]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v12, 1, v17
	v_or_b32_e32 v12, v18, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v12, v12
	v_ldexp_f32 v1, v12, v1
	v_cndmask_b32_e64 v12, 0, 1.0, s14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_ge_f32_e64 s12, v3, v1
	v_mul_f32_e32 v1, s33, v13
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
	s_cbranch_execnz .LBB4_277
	s_or_b32 exec_lo, exec_lo, s15
.LBB4_279:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s52
	ds_store_b32 v14, v10
	ds_store_b32 v16, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s5
	s_cbranch_execz .LBB4_281
	ds_load_2addr_stride64_b32 v[3:4], v16 offset1:2
	ds_load_2addr_stride64_b32 v[5:6], v14 offset1:2
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
	ds_store_b32 v14, v1
	ds_store_b32 v16, v2
.LBB4_281:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s6
	s_cbranch_execz .LBB4_283
	ds_load_2addr_stride64_b32 v[3:4], v16 offset1:1
	ds_load_2addr_stride64_b32 v[5:6], v14 offset1:1
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
	ds_store_b32 v14, v1
	ds_store_b32 v16, v2
.LBB4_283:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s7
	s_cbranch_execz .LBB4_285
	ds_load_2addr_b32 v[3:4], v16 offset1:32
	ds_load_2addr_b32 v[5:6], v14 offset1:32
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
	ds_store_b32 v14, v1
	ds_store_b32 v16, v2
.LBB4_285:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s8
	s_cbranch_execz .LBB4_287
	ds_load_2addr_b32 v[3:4], v16 offset1:16
	ds_load_2addr_b32 v[5:6], v14 offset1:16
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
	ds_store_b32 v14, v1
	ds_store_b32 v16, v2
.LBB4_287:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB4_289
	ds_load_2addr_b32 v[3:4], v16 offset1:8
	ds_load_2addr_b32 v[5:6], v14 offset1:8
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
	ds_store_b32 v14, v1
	ds_store_b32 v16, v2
.LBB4_289:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s10
	s_cbranch_execz .LBB4_291
	ds_load_2addr_b32 v[3:4], v16 offset1:4
	ds_load_2addr_b32 v[5:6], v14 offset1:4
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
	ds_store_b32 v14, v1
	ds_store_b32 v16, v2
.LBB4_291:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s11
	s_cbranch_execz .LBB4_293
	ds_load_2addr_b32 v[3:4], v16 offset1:2
	ds_load_2addr_b32 v[5:6], v14 offset1:2
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
	ds_store_b32 v14, v1
	ds_store_b32 v16, v2
.LBB4_293:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s4
	s_cbranch_execz .LBB4_295
	v_add_nc_u32_e64 v1, 4, 0
	ds_load_2addr_stride64_b32 v[3:4], v1 offset1:4
	ds_load_b32 v5, v16
	ds_load_b32 v6, v14
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
	ds_store_b32 v14, v1
	ds_store_b32 v16, v2
.LBB4_295:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB4_297
	v_mov_b32_e32 v1, 0
	ds_load_b32 v2, v1
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v2, v2
	ds_store_b32 v1, v2 offset:2068
.LBB4_297:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_cbranch_execnz .LBB4_268
	s_branch .LBB4_269
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_gumbel_wide
		.amdhsa_group_segment_fixed_size 2104
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
.Lfunc_end4:
	.size	tessera_gumbel_wide, .Lfunc_end4-tessera_gumbel_wide

	.set tessera_gumbel_wide.num_vgpr, 43
	.set tessera_gumbel_wide.num_agpr, 0
	.set tessera_gumbel_wide.numbered_sgpr, 73
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
    .group_segment_fixed_size: 4152
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 256
    .name:           tessera_gumbel_w256
    .private_segment_fixed_size: 0
    .sgpr_count:     77
    .sgpr_spill_count: 0
    .symbol:         tessera_gumbel_w256.kd
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
    .group_segment_fixed_size: 16440
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 1024
    .name:           tessera_gumbel_w1024
    .private_segment_fixed_size: 0
    .sgpr_count:     79
    .sgpr_spill_count: 0
    .symbol:         tessera_gumbel_w1024.kd
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
    .group_segment_fixed_size: 24632
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 1024
    .name:           tessera_gumbel_w2048
    .private_segment_fixed_size: 0
    .sgpr_count:     80
    .sgpr_spill_count: 0
    .symbol:         tessera_gumbel_w2048.kd
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
    .group_segment_fixed_size: 41016
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 1024
    .name:           tessera_gumbel_w4096
    .private_segment_fixed_size: 0
    .sgpr_count:     82
    .sgpr_spill_count: 0
    .symbol:         tessera_gumbel_w4096.kd
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
    .group_segment_fixed_size: 2104
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_gumbel_wide
    .private_segment_fixed_size: 0
    .sgpr_count:     75
    .sgpr_spill_count: 0
    .symbol:         tessera_gumbel_wide.kd
    .uses_dynamic_stack: false
    .vgpr_count:     43
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1151
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
