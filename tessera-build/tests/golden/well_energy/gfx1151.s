	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 6
	.text
	.globl	tessera_well_energy_w4x64
	.p2align	8
	.type	tessera_well_energy_w4x64,@function
tessera_well_energy_w4x64:
	s_load_b128 s[12:15], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s3, s[14:15], 4
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB0_12
	v_lshrrev_b32_e32 v11, 2, v0
	s_mov_b32 s3, 0
	v_mov_b32_e32 v3, 0
	s_lshl_b64 s[2:3], s[2:3], 6
	s_add_u32 s4, s12, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v11
	s_addc_u32 s3, s13, -1
	v_lshlrev_b32_e32 v10, 5, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_u64_e64 s2, s[12:13], v[1:2]
	v_cndmask_b32_e64 v4, s4, v1, s2
	v_cndmask_b32_e64 v5, s3, v2, s2
	s_load_b256 s[4:11], s[0:1], 0x0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v1, v4, s15
	v_mad_u64_u32 v[6:7], null, v4, s14, 0
	v_mul_lo_u32 v2, v5, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v7, v7, v1, v2
	v_and_b32_e32 v2, 3, v0
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_gt_u64_e32 vcc_lo, s[14:15], v[2:3]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v8, s0, s4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, s5, v1, s0
	v_add_co_u32 v6, s0, s10, v0
	v_add_co_ci_u32_e64 v7, null, s11, v1, s0
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_3
	v_lshlrev_b32_e32 v14, 2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v12, s0, v8, v14
	v_add_co_ci_u32_e64 v13, null, 0, v9, s0
	global_load_b32 v15, v[12:13], off
	v_add_co_u32 v12, s0, v6, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v7, s0
	global_load_b32 v12, v[12:13], off
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v13, v15, v15 :: v_dual_add_nc_u32 v14, v10, v14
	v_mul_f32_e32 v16, v15, v13
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v13, -0.5, v13 :: v_dual_sub_f32 v12, v15, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v15, v16
	v_mul_f32_e32 v15, 0x3e800000, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mul_f32 v12, v12, v12 :: v_dual_add_f32 v13, v15, v13
	ds_store_2addr_b32 v14, v13, v12 offset1:4
.LBB0_3:
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_eq_u64_e64 s0, 0, v[2:3]
	v_lshl_or_b32 v3, v11, 3, 0x800
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_7
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v12, 0
	s_cmp_eq_u64 s[14:15], 0
	s_cbranch_scc1 .LBB0_6
.LBB0_5:
	ds_load_2addr_b32 v[13:14], v10 offset1:4
	v_add_nc_u32_e32 v10, 4, v10
	s_add_u32 s14, s14, -1
	s_addc_u32 s15, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[14:15], 0
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v11, v11, v13 :: v_dual_add_f32 v12, v12, v14
	s_cbranch_scc1 .LBB0_5
.LBB0_6:
	ds_store_2addr_b32 v3, v11, v12 offset1:1
.LBB0_7:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_b32 exec_lo, exec_lo, s2
	s_cbranch_execz .LBB0_12
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_10
	ds_load_2addr_b32 v[10:11], v3 offset1:1
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v3, 0.5, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v10, v10, v3
	v_lshlrev_b64 v[3:4], 2, v[4:5]
	v_and_b32_e32 v5, 0x7fffffff, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v3, s0, s6, v3
	v_add_co_ci_u32_e64 v4, null, s7, v4, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_u32_e64 s0, 0x7f800001, v5
	v_cndmask_b32_e64 v5, 0x7fc00000, v10, s0
	global_store_b32 v[3:4], v5, off
.LBB0_10:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s0, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB0_12
	v_lshlrev_b32_e32 v10, 2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, vcc_lo, v8, v10
	v_add_co_ci_u32_e64 v3, null, 0, v9, vcc_lo
	v_add_co_u32 v4, vcc_lo, v6, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v7, vcc_lo
	global_load_b32 v2, v[2:3], off
	global_load_b32 v3, v[4:5], off
	v_add_co_u32 v0, vcc_lo, s8, v0
	v_add_co_ci_u32_e64 v1, null, s9, v1, vcc_lo
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v5, v2, v2
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v3, v2, v3
	v_mul_f32_e32 v4, v2, v2
	v_add_co_u32 v0, vcc_lo, v0, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v1, null, 0, v1, vcc_lo
	v_dual_add_f32 v3, v3, v3 :: v_dual_mul_f32 v2, v2, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v4, 0.5, v5 :: v_dual_mul_f32 v3, 0.5, v3
	v_dual_mul_f32 v2, 4.0, v2 :: v_dual_sub_f32 v3, v3, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3e800000, v2
	v_add_f32_e32 v2, v2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v3
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
	global_store_b32 v[0:1], v2, off
.LBB0_12:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_well_energy_w4x64
		.amdhsa_group_segment_fixed_size 2560
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
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
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 16
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
		.amdhsa_inst_pref_size 7
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
	.size	tessera_well_energy_w4x64, .Lfunc_end0-tessera_well_energy_w4x64

	.set tessera_well_energy_w4x64.num_vgpr, 17
	.set tessera_well_energy_w4x64.num_agpr, 0
	.set tessera_well_energy_w4x64.numbered_sgpr, 16
	.set tessera_well_energy_w4x64.num_named_barrier, 0
	.set tessera_well_energy_w4x64.private_seg_size, 0
	.set tessera_well_energy_w4x64.uses_vcc, 1
	.set tessera_well_energy_w4x64.uses_flat_scratch, 0
	.set tessera_well_energy_w4x64.has_dyn_sized_stack, 0
	.set tessera_well_energy_w4x64.has_recursion, 0
	.set tessera_well_energy_w4x64.has_indirect_call, 0
	.globl	tessera_well_energy_w32x8
	.p2align	8
	.type	tessera_well_energy_w32x8,@function
tessera_well_energy_w32x8:
	s_load_b128 s[12:15], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s3, s[14:15], 32
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB1_19
	v_lshrrev_b32_e32 v12, 5, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 3
	s_add_u32 s4, s12, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v12
	s_addc_u32 s3, s13, -1
	v_lshlrev_b32_e32 v11, 8, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_u64_e64 s2, s[12:13], v[1:2]
	v_cndmask_b32_e64 v5, s4, v1, s2
	v_cndmask_b32_e64 v6, s3, v2, s2
	s_load_b256 s[4:11], s[0:1], 0x0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v3, v5, s15
	v_mad_u64_u32 v[1:2], null, v5, s14, 0
	v_mul_lo_u32 v4, v6, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v2, v2, v3, v4
	v_dual_mov_b32 v4, 0 :: v_dual_and_b32 v3, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_gt_u64_e64 s0, s[14:15], v[3:4]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v9, vcc_lo, s4, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, s5, v2, vcc_lo
	v_add_co_u32 v7, vcc_lo, s10, v1
	v_add_co_ci_u32_e64 v8, null, s11, v2, vcc_lo
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB1_3
	v_lshlrev_b32_e32 v15, 2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v13, vcc_lo, v9, v15
	v_add_co_ci_u32_e64 v14, null, 0, v10, vcc_lo
	global_load_b32 v16, v[13:14], off
	v_add_co_u32 v13, vcc_lo, v7, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v14, null, 0, v8, vcc_lo
	global_load_b32 v13, v[13:14], off
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v14, v16, v16 :: v_dual_add_nc_u32 v15, v11, v15
	v_mul_f32_e32 v17, v16, v14
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v14, -0.5, v14 :: v_dual_sub_f32 v13, v16, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, v16, v17
	v_mul_f32_e32 v16, 0x3e800000, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mul_f32 v13, v13, v13 :: v_dual_add_f32 v14, v16, v14
	ds_store_2addr_b32 v15, v14, v13 offset1:32
.LBB1_3:
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_eq_u64_e64 s1, 0, v[3:4]
	v_lshl_or_b32 v4, v12, 3, 0x800
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB1_14
	s_cmp_eq_u64 s[14:15], 0
	s_cbranch_scc1 .LBB1_9
	v_cmp_lt_u64_e64 s5, s[14:15], 8
	s_and_b32 s4, s14, 7
	s_and_b32 vcc_lo, exec_lo, s5
	s_mov_b32 s5, 0
	s_cbranch_vccnz .LBB1_10
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v13, 0
	s_and_b32 s10, s14, 56
	s_mov_b32 s11, s5
	s_mov_b64 s[12:13], 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB1_7:
	ds_load_2addr_b32 v[14:15], v11 offset1:1
	ds_load_2addr_b32 v[16:17], v11 offset0:32 offset1:33
	ds_load_2addr_b32 v[18:19], v11 offset0:2 offset1:3
	ds_load_2addr_b32 v[20:21], v11 offset0:34 offset1:35
	ds_load_2addr_b32 v[22:23], v11 offset0:4 offset1:5
	ds_load_2addr_b32 v[24:25], v11 offset0:6 offset1:7
	ds_load_2addr_b32 v[26:27], v11 offset0:36 offset1:37
	ds_load_2addr_b32 v[28:29], v11 offset0:38 offset1:39
	s_add_u32 s12, s12, 8
	s_addc_u32 s13, s13, 0
	v_add_nc_u32_e32 v11, 32, v11
	s_cmp_lg_u64 s[10:11], s[12:13]
	s_waitcnt lgkmcnt(6)
	v_dual_add_f32 v12, v12, v14 :: v_dual_add_f32 v13, v13, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_add_f32 v12, v12, v15 :: v_dual_add_f32 v13, v13, v17
	s_waitcnt lgkmcnt(4)
	v_dual_add_f32 v12, v12, v18 :: v_dual_add_f32 v13, v13, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_add_f32 v12, v12, v19 :: v_dual_add_f32 v13, v13, v21
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v13, v13, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v12, v12, v22 :: v_dual_add_f32 v13, v13, v27
	v_add_f32_e32 v12, v12, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, v12, v24
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v13, v13, v28 :: v_dual_add_f32 v12, v12, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v13, v13, v29
	s_cbranch_scc1 .LBB1_7
	s_set_inst_prefetch_distance 0x2
	s_cmp_lg_u64 s[4:5], 0
	s_cselect_b32 s12, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s12
	s_cbranch_vccnz .LBB1_11
	s_branch .LBB1_13
.LBB1_9:
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v12, 0
	s_branch .LBB1_13
.LBB1_10:
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v12, 0
	s_mov_b64 s[10:11], 0
	s_cbranch_execz .LBB1_13
.LBB1_11:
	v_lshlrev_b32_e32 v0, 3, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x700, v0
	v_lshl_or_b32 v0, s10, 2, v0
.LBB1_12:
	ds_load_2addr_b32 v[14:15], v0 offset1:32
	v_add_nc_u32_e32 v0, 4, v0
	s_add_u32 s4, s4, -1
	s_addc_u32 s5, s5, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[4:5], 0
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v12, v12, v14 :: v_dual_add_f32 v13, v13, v15
	s_cbranch_scc1 .LBB1_12
.LBB1_13:
	ds_store_2addr_b32 v4, v12, v13 offset1:1
.LBB1_14:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_b32 exec_lo, exec_lo, s2
	s_cbranch_execz .LBB1_19
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB1_17
	ds_load_2addr_b32 v[11:12], v4 offset1:1
	v_lshlrev_b64 v[4:5], 2, v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v4, vcc_lo, s6, v4
	v_add_co_ci_u32_e64 v5, null, s7, v5, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v0, 0.5, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v11, v0
	v_and_b32_e32 v6, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v6
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v[4:5], v0, off
.LBB1_17:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s1, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB1_19
	v_lshlrev_b32_e32 v0, 2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v3, vcc_lo, v9, v0
	v_add_co_ci_u32_e64 v4, null, 0, v10, vcc_lo
	v_add_co_u32 v5, vcc_lo, v7, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, 0, v8, vcc_lo
	global_load_b32 v3, v[3:4], off
	global_load_b32 v4, v[5:6], off
	v_add_co_u32 v1, vcc_lo, s8, v1
	v_add_co_ci_u32_e64 v2, null, s9, v2, vcc_lo
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v6, v3, v3
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v4, v3, v4
	v_mul_f32_e32 v5, v3, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v3, v3, v5
	v_dual_mul_f32 v5, 0.5, v6 :: v_dual_add_f32 v4, v4, v4
	v_add_co_u32 v0, vcc_lo, v1, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v3, 4.0, v3
	v_add_co_ci_u32_e64 v1, null, 0, v2, vcc_lo
	v_dual_mul_f32 v4, 0.5, v4 :: v_dual_mul_f32 v3, 0x3e800000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v4, v4, v5
	v_add_f32_e32 v3, v3, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v4, 0x7fffffff, v3
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v4
	v_cndmask_b32_e32 v2, 0x7fc00000, v3, vcc_lo
	global_store_b32 v[0:1], v2, off
.LBB1_19:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_well_energy_w32x8
		.amdhsa_group_segment_fixed_size 2112
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
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
		.amdhsa_next_free_sgpr 16
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
		.amdhsa_inst_pref_size 9
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
	.size	tessera_well_energy_w32x8, .Lfunc_end1-tessera_well_energy_w32x8

	.set tessera_well_energy_w32x8.num_vgpr, 30
	.set tessera_well_energy_w32x8.num_agpr, 0
	.set tessera_well_energy_w32x8.numbered_sgpr, 16
	.set tessera_well_energy_w32x8.num_named_barrier, 0
	.set tessera_well_energy_w32x8.private_seg_size, 0
	.set tessera_well_energy_w32x8.uses_vcc, 1
	.set tessera_well_energy_w32x8.uses_flat_scratch, 0
	.set tessera_well_energy_w32x8.has_dyn_sized_stack, 0
	.set tessera_well_energy_w32x8.has_recursion, 0
	.set tessera_well_energy_w32x8.has_indirect_call, 0
	.globl	tessera_well_energy_w64x4
	.p2align	8
	.type	tessera_well_energy_w64x4,@function
tessera_well_energy_w64x4:
	s_load_b128 s[12:15], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s3, s[14:15], 64
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB2_19
	v_lshrrev_b32_e32 v12, 6, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s4, s12, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v12
	s_addc_u32 s3, s13, -1
	v_lshlrev_b32_e32 v11, 9, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_u64_e64 s2, s[12:13], v[1:2]
	v_cndmask_b32_e64 v5, s4, v1, s2
	v_cndmask_b32_e64 v6, s3, v2, s2
	s_load_b256 s[4:11], s[0:1], 0x0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v3, v5, s15
	v_mad_u64_u32 v[1:2], null, v5, s14, 0
	v_mul_lo_u32 v4, v6, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v2, v2, v3, v4
	v_dual_mov_b32 v4, 0 :: v_dual_and_b32 v3, 63, v0
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_gt_u64_e64 s0, s[14:15], v[3:4]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v9, vcc_lo, s4, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, s5, v2, vcc_lo
	v_add_co_u32 v7, vcc_lo, s10, v1
	v_add_co_ci_u32_e64 v8, null, s11, v2, vcc_lo
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB2_3
	v_lshlrev_b32_e32 v15, 2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v13, vcc_lo, v9, v15
	v_add_co_ci_u32_e64 v14, null, 0, v10, vcc_lo
	global_load_b32 v16, v[13:14], off
	v_add_co_u32 v13, vcc_lo, v7, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v14, null, 0, v8, vcc_lo
	global_load_b32 v13, v[13:14], off
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v14, v16, v16 :: v_dual_add_nc_u32 v15, v11, v15
	v_mul_f32_e32 v17, v16, v14
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v14, -0.5, v14 :: v_dual_sub_f32 v13, v16, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, v16, v17
	v_mul_f32_e32 v16, 0x3e800000, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mul_f32 v13, v13, v13 :: v_dual_add_f32 v14, v16, v14
	ds_store_2addr_stride64_b32 v15, v14, v13 offset1:1
.LBB2_3:
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_eq_u64_e64 s1, 0, v[3:4]
	v_lshl_or_b32 v4, v12, 3, 0x800
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB2_14
	s_cmp_eq_u64 s[14:15], 0
	s_cbranch_scc1 .LBB2_9
	v_cmp_lt_u64_e64 s5, s[14:15], 8
	s_and_b32 s4, s14, 7
	s_and_b32 vcc_lo, exec_lo, s5
	s_mov_b32 s5, 0
	s_cbranch_vccnz .LBB2_10
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v13, 0
	s_and_b32 s10, s14, 0x78
	s_mov_b32 s11, s5
	s_mov_b64 s[12:13], 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB2_7:
	ds_load_2addr_b32 v[14:15], v11 offset1:1
	ds_load_2addr_b32 v[16:17], v11 offset0:64 offset1:65
	ds_load_2addr_b32 v[18:19], v11 offset0:2 offset1:3
	ds_load_2addr_b32 v[20:21], v11 offset0:66 offset1:67
	ds_load_2addr_b32 v[22:23], v11 offset0:4 offset1:5
	ds_load_2addr_b32 v[24:25], v11 offset0:6 offset1:7
	ds_load_2addr_b32 v[26:27], v11 offset0:68 offset1:69
	ds_load_2addr_b32 v[28:29], v11 offset0:70 offset1:71
	s_add_u32 s12, s12, 8
	s_addc_u32 s13, s13, 0
	v_add_nc_u32_e32 v11, 32, v11
	s_cmp_lg_u64 s[10:11], s[12:13]
	s_waitcnt lgkmcnt(6)
	v_dual_add_f32 v12, v12, v14 :: v_dual_add_f32 v13, v13, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_add_f32 v12, v12, v15 :: v_dual_add_f32 v13, v13, v17
	s_waitcnt lgkmcnt(4)
	v_dual_add_f32 v12, v12, v18 :: v_dual_add_f32 v13, v13, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_add_f32 v12, v12, v19 :: v_dual_add_f32 v13, v13, v21
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v13, v13, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v12, v12, v22 :: v_dual_add_f32 v13, v13, v27
	v_add_f32_e32 v12, v12, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, v12, v24
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v13, v13, v28 :: v_dual_add_f32 v12, v12, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v13, v13, v29
	s_cbranch_scc1 .LBB2_7
	s_set_inst_prefetch_distance 0x2
	s_cmp_lg_u64 s[4:5], 0
	s_cselect_b32 s12, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s12
	s_cbranch_vccnz .LBB2_11
	s_branch .LBB2_13
.LBB2_9:
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v12, 0
	s_branch .LBB2_13
.LBB2_10:
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v12, 0
	s_mov_b64 s[10:11], 0
	s_cbranch_execz .LBB2_13
.LBB2_11:
	v_lshlrev_b32_e32 v0, 3, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x600, v0
	v_lshl_or_b32 v0, s10, 2, v0
.LBB2_12:
	ds_load_2addr_stride64_b32 v[14:15], v0 offset1:1
	v_add_nc_u32_e32 v0, 4, v0
	s_add_u32 s4, s4, -1
	s_addc_u32 s5, s5, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[4:5], 0
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v12, v12, v14 :: v_dual_add_f32 v13, v13, v15
	s_cbranch_scc1 .LBB2_12
.LBB2_13:
	ds_store_2addr_b32 v4, v12, v13 offset1:1
.LBB2_14:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_b32 exec_lo, exec_lo, s2
	s_cbranch_execz .LBB2_19
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB2_17
	ds_load_2addr_b32 v[11:12], v4 offset1:1
	v_lshlrev_b64 v[4:5], 2, v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v4, vcc_lo, s6, v4
	v_add_co_ci_u32_e64 v5, null, s7, v5, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v0, 0.5, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v11, v0
	v_and_b32_e32 v6, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v6
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v[4:5], v0, off
.LBB2_17:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s1, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB2_19
	v_lshlrev_b32_e32 v0, 2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v3, vcc_lo, v9, v0
	v_add_co_ci_u32_e64 v4, null, 0, v10, vcc_lo
	v_add_co_u32 v5, vcc_lo, v7, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, 0, v8, vcc_lo
	global_load_b32 v3, v[3:4], off
	global_load_b32 v4, v[5:6], off
	v_add_co_u32 v1, vcc_lo, s8, v1
	v_add_co_ci_u32_e64 v2, null, s9, v2, vcc_lo
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v6, v3, v3
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v4, v3, v4
	v_mul_f32_e32 v5, v3, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v3, v3, v5
	v_dual_mul_f32 v5, 0.5, v6 :: v_dual_add_f32 v4, v4, v4
	v_add_co_u32 v0, vcc_lo, v1, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v3, 4.0, v3
	v_add_co_ci_u32_e64 v1, null, 0, v2, vcc_lo
	v_dual_mul_f32 v4, 0.5, v4 :: v_dual_mul_f32 v3, 0x3e800000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v4, v4, v5
	v_add_f32_e32 v3, v3, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v4, 0x7fffffff, v3
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v4
	v_cndmask_b32_e32 v2, 0x7fc00000, v3, vcc_lo
	global_store_b32 v[0:1], v2, off
.LBB2_19:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_well_energy_w64x4
		.amdhsa_group_segment_fixed_size 2080
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
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
		.amdhsa_next_free_sgpr 16
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
		.amdhsa_inst_pref_size 9
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
	.size	tessera_well_energy_w64x4, .Lfunc_end2-tessera_well_energy_w64x4

	.set tessera_well_energy_w64x4.num_vgpr, 30
	.set tessera_well_energy_w64x4.num_agpr, 0
	.set tessera_well_energy_w64x4.numbered_sgpr, 16
	.set tessera_well_energy_w64x4.num_named_barrier, 0
	.set tessera_well_energy_w64x4.private_seg_size, 0
	.set tessera_well_energy_w64x4.uses_vcc, 1
	.set tessera_well_energy_w64x4.uses_flat_scratch, 0
	.set tessera_well_energy_w64x4.has_dyn_sized_stack, 0
	.set tessera_well_energy_w64x4.has_recursion, 0
	.set tessera_well_energy_w64x4.has_indirect_call, 0
	.globl	tessera_well_energy_w128x2
	.p2align	8
	.type	tessera_well_energy_w128x2,@function
tessera_well_energy_w128x2:
	s_load_b128 s[12:15], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u64_e64 s3, 0x80, s[14:15]
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB3_19
	v_lshrrev_b32_e32 v12, 7, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s4, s12, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v12
	s_addc_u32 s3, s13, -1
	v_lshlrev_b32_e32 v11, 10, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_u64_e64 s2, s[12:13], v[1:2]
	v_cndmask_b32_e64 v5, s4, v1, s2
	v_cndmask_b32_e64 v6, s3, v2, s2
	s_load_b256 s[4:11], s[0:1], 0x0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v3, v5, s15
	v_mad_u64_u32 v[1:2], null, v5, s14, 0
	v_mul_lo_u32 v4, v6, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v2, v2, v3, v4
	v_dual_mov_b32 v4, 0 :: v_dual_and_b32 v3, 0x7f, v0
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_gt_u64_e64 s0, s[14:15], v[3:4]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v9, vcc_lo, s4, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, s5, v2, vcc_lo
	v_add_co_u32 v7, vcc_lo, s10, v1
	v_add_co_ci_u32_e64 v8, null, s11, v2, vcc_lo
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB3_3
	v_lshlrev_b32_e32 v15, 2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v13, vcc_lo, v9, v15
	v_add_co_ci_u32_e64 v14, null, 0, v10, vcc_lo
	global_load_b32 v16, v[13:14], off
	v_add_co_u32 v13, vcc_lo, v7, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v14, null, 0, v8, vcc_lo
	global_load_b32 v13, v[13:14], off
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v14, v16, v16 :: v_dual_add_nc_u32 v15, v11, v15
	v_mul_f32_e32 v17, v16, v14
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v14, -0.5, v14 :: v_dual_sub_f32 v13, v16, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, v16, v17
	v_mul_f32_e32 v16, 0x3e800000, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mul_f32 v13, v13, v13 :: v_dual_add_f32 v14, v16, v14
	ds_store_2addr_stride64_b32 v15, v14, v13 offset1:2
.LBB3_3:
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_eq_u64_e64 s1, 0, v[3:4]
	v_lshl_or_b32 v4, v12, 3, 0x800
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB3_14
	s_cmp_eq_u64 s[14:15], 0
	s_cbranch_scc1 .LBB3_9
	v_cmp_lt_u64_e64 s5, s[14:15], 8
	s_and_b32 s4, s14, 7
	s_and_b32 vcc_lo, exec_lo, s5
	s_mov_b32 s5, 0
	s_cbranch_vccnz .LBB3_10
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v13, 0
	s_and_b32 s10, s14, 0xf8
	s_mov_b32 s11, s5
	s_mov_b64 s[12:13], 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB3_7:
	ds_load_2addr_b32 v[14:15], v11 offset1:1
	ds_load_2addr_b32 v[16:17], v11 offset0:128 offset1:129
	ds_load_2addr_b32 v[18:19], v11 offset0:2 offset1:3
	ds_load_2addr_b32 v[20:21], v11 offset0:130 offset1:131
	ds_load_2addr_b32 v[22:23], v11 offset0:4 offset1:5
	ds_load_2addr_b32 v[24:25], v11 offset0:6 offset1:7
	ds_load_2addr_b32 v[26:27], v11 offset0:132 offset1:133
	ds_load_2addr_b32 v[28:29], v11 offset0:134 offset1:135
	s_add_u32 s12, s12, 8
	s_addc_u32 s13, s13, 0
	v_add_nc_u32_e32 v11, 32, v11
	s_cmp_lg_u64 s[10:11], s[12:13]
	s_waitcnt lgkmcnt(6)
	v_dual_add_f32 v12, v12, v14 :: v_dual_add_f32 v13, v13, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_add_f32 v12, v12, v15 :: v_dual_add_f32 v13, v13, v17
	s_waitcnt lgkmcnt(4)
	v_dual_add_f32 v12, v12, v18 :: v_dual_add_f32 v13, v13, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_add_f32 v12, v12, v19 :: v_dual_add_f32 v13, v13, v21
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v13, v13, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v12, v12, v22 :: v_dual_add_f32 v13, v13, v27
	v_add_f32_e32 v12, v12, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, v12, v24
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v13, v13, v28 :: v_dual_add_f32 v12, v12, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v13, v13, v29
	s_cbranch_scc1 .LBB3_7
	s_set_inst_prefetch_distance 0x2
	s_cmp_lg_u64 s[4:5], 0
	s_cselect_b32 s12, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s12
	s_cbranch_vccnz .LBB3_11
	s_branch .LBB3_13
.LBB3_9:
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v12, 0
	s_branch .LBB3_13
.LBB3_10:
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v12, 0
	s_mov_b64 s[10:11], 0
	s_cbranch_execz .LBB3_13
.LBB3_11:
	v_lshlrev_b32_e32 v0, 3, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x400, v0
	v_lshl_or_b32 v0, s10, 2, v0
.LBB3_12:
	ds_load_2addr_stride64_b32 v[14:15], v0 offset1:2
	v_add_nc_u32_e32 v0, 4, v0
	s_add_u32 s4, s4, -1
	s_addc_u32 s5, s5, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[4:5], 0
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v12, v12, v14 :: v_dual_add_f32 v13, v13, v15
	s_cbranch_scc1 .LBB3_12
.LBB3_13:
	ds_store_2addr_b32 v4, v12, v13 offset1:1
.LBB3_14:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_b32 exec_lo, exec_lo, s2
	s_cbranch_execz .LBB3_19
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB3_17
	ds_load_2addr_b32 v[11:12], v4 offset1:1
	v_lshlrev_b64 v[4:5], 2, v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v4, vcc_lo, s6, v4
	v_add_co_ci_u32_e64 v5, null, s7, v5, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v0, 0.5, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v11, v0
	v_and_b32_e32 v6, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v6
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v[4:5], v0, off
.LBB3_17:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s1, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB3_19
	v_lshlrev_b32_e32 v0, 2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v3, vcc_lo, v9, v0
	v_add_co_ci_u32_e64 v4, null, 0, v10, vcc_lo
	v_add_co_u32 v5, vcc_lo, v7, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, 0, v8, vcc_lo
	global_load_b32 v3, v[3:4], off
	global_load_b32 v4, v[5:6], off
	v_add_co_u32 v1, vcc_lo, s8, v1
	v_add_co_ci_u32_e64 v2, null, s9, v2, vcc_lo
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v6, v3, v3
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v4, v3, v4
	v_mul_f32_e32 v5, v3, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v3, v3, v5
	v_dual_mul_f32 v5, 0.5, v6 :: v_dual_add_f32 v4, v4, v4
	v_add_co_u32 v0, vcc_lo, v1, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v3, 4.0, v3
	v_add_co_ci_u32_e64 v1, null, 0, v2, vcc_lo
	v_dual_mul_f32 v4, 0.5, v4 :: v_dual_mul_f32 v3, 0x3e800000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v4, v4, v5
	v_add_f32_e32 v3, v3, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v4, 0x7fffffff, v3
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v4
	v_cndmask_b32_e32 v2, 0x7fc00000, v3, vcc_lo
	global_store_b32 v[0:1], v2, off
.LBB3_19:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_well_energy_w128x2
		.amdhsa_group_segment_fixed_size 2064
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
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
		.amdhsa_next_free_sgpr 16
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
		.amdhsa_inst_pref_size 9
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
	.size	tessera_well_energy_w128x2, .Lfunc_end3-tessera_well_energy_w128x2

	.set tessera_well_energy_w128x2.num_vgpr, 30
	.set tessera_well_energy_w128x2.num_agpr, 0
	.set tessera_well_energy_w128x2.numbered_sgpr, 16
	.set tessera_well_energy_w128x2.num_named_barrier, 0
	.set tessera_well_energy_w128x2.private_seg_size, 0
	.set tessera_well_energy_w128x2.uses_vcc, 1
	.set tessera_well_energy_w128x2.uses_flat_scratch, 0
	.set tessera_well_energy_w128x2.has_dyn_sized_stack, 0
	.set tessera_well_energy_w128x2.has_recursion, 0
	.set tessera_well_energy_w128x2.has_indirect_call, 0
	.globl	tessera_well_energy_w256
	.p2align	8
	.type	tessera_well_energy_w256,@function
tessera_well_energy_w256:
	s_load_b128 s[12:15], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[12:13], s[2:3]
	v_cmp_lt_u64_e64 s5, 0x100, s[14:15]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB4_18
	s_load_b256 s[4:11], s[0:1], 0x0
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v2, 2, v0
	s_mul_i32 s1, s15, s2
	s_mul_hi_u32 s12, s14, s2
	s_mul_i32 s0, s14, s2
	s_add_i32 s1, s12, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[12:13], s[0:1], 2
	v_cmp_gt_u64_e64 s0, s[14:15], v[0:1]
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s4, s12
	s_addc_u32 s5, s5, s13
	s_add_u32 s10, s10, s12
	s_addc_u32 s11, s11, s13
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB4_3
	s_clause 0x1
	global_load_b32 v1, v2, s[4:5]
	global_load_b32 v3, v2, s[10:11]
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v4, v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v5, v1, v4
	v_dual_mul_f32 v4, -0.5, v4 :: v_dual_mul_f32 v5, v1, v5
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v1, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v5, 0x3e800000, v5
	v_mul_f32_e32 v1, v1, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f32_e32 v3, v5, v4
	ds_store_2addr_stride64_b32 v2, v3, v1 offset1:4
.LBB4_3:
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_eq_u32_e64 s1, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s20, s1
	s_cbranch_execz .LBB4_14
	v_mov_b32_e32 v3, 0
	s_cmp_eq_u64 s[14:15], 0
	s_mov_b64 s[18:19], 0
	s_cbranch_scc1 .LBB4_9
	v_cmp_lt_u64_e64 s15, s[14:15], 8
	s_and_b32 s16, s14, 7
	s_mov_b32 s17, 0
	s_and_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB4_10
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v0, 0
	s_and_b32 s18, s14, 0x1f8
	s_mov_b32 s19, s17
	s_mov_b64 s[14:15], 0
	s_mov_b32 s21, s17
.LBB4_7:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_i32 s22, s21, 0x400
	v_mov_b32_e32 v14, s21
	v_mov_b32_e32 v6, s22
	s_add_i32 s22, s21, 0x408
	s_add_i32 s23, s21, 0x418
	v_mov_b32_e32 v10, s22
	ds_load_2addr_b32 v[4:5], v14 offset1:1
	ds_load_2addr_b32 v[6:7], v6 offset1:1
	s_add_i32 s22, s21, 0x410
	s_add_u32 s14, s14, 8
	s_addc_u32 s15, s15, 0
	s_add_i32 s21, s21, 32
	s_cmp_lg_u64 s[18:19], s[14:15]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v6
	ds_load_2addr_b32 v[8:9], v14 offset0:2 offset1:3
	ds_load_2addr_b32 v[10:11], v10 offset1:1
	v_dual_add_f32 v1, v1, v7 :: v_dual_mov_b32 v16, s22
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v10
	v_dual_add_f32 v1, v1, v11 :: v_dual_mov_b32 v18, s23
	ds_load_2addr_b32 v[12:13], v14 offset0:4 offset1:5
	ds_load_2addr_b32 v[14:15], v14 offset0:6 offset1:7
	ds_load_2addr_b32 v[16:17], v16 offset1:1
	ds_load_2addr_b32 v[18:19], v18 offset1:1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_add_f32 v0, v0, v4 :: v_dual_add_f32 v1, v1, v17
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v0, v0, v5 :: v_dual_add_f32 v1, v1, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v0, v0, v8 :: v_dual_add_f32 v1, v1, v19
	v_add_f32_e32 v0, v0, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v12
	v_add_f32_e32 v0, v0, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v14
	v_add_f32_e32 v0, v0, v15
	s_cbranch_scc1 .LBB4_7
	s_cmp_lg_u64 s[16:17], 0
	s_cselect_b32 s14, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s14
	s_cbranch_vccnz .LBB4_11
	s_branch .LBB4_13
.LBB4_9:
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v0, 0
	s_branch .LBB4_13
.LBB4_10:
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v0, 0
	s_cbranch_execz .LBB4_13
.LBB4_11:
	s_lshl_b32 s14, s18, 2
.LBB4_12:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v4, s14
	s_add_i32 s14, s14, 4
	s_add_u32 s16, s16, -1
	s_addc_u32 s17, s17, -1
	s_cmp_lg_u64 s[16:17], 0
	ds_load_2addr_stride64_b32 v[4:5], v4 offset1:4
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v0, v0, v4 :: v_dual_add_f32 v1, v1, v5
	s_cbranch_scc1 .LBB4_12
.LBB4_13:
	ds_store_b64 v3, v[0:1] offset:2048
.LBB4_14:
	s_or_b32 exec_lo, exec_lo, s20
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s1
	s_cbranch_execz .LBB4_16
	v_mov_b32_e32 v3, 0
	s_lshl_b64 s[2:3], s[2:3], 2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, s3
	ds_load_b64 v[0:1], v3 offset:2048
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, 0.5, v1
	v_add_f32_e32 v0, v0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v1
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v3, v0, s[2:3]
.LBB4_16:
	s_or_b32 exec_lo, exec_lo, s14
	s_and_saveexec_b32 s1, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB4_18
	s_clause 0x1
	global_load_b32 v0, v2, s[4:5]
	global_load_b32 v1, v2, s[10:11]
	s_add_u32 s0, s8, s12
	s_addc_u32 s1, s9, s13
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v3, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v0, v1
	v_add_f32_e32 v4, v0, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v3
	v_dual_mul_f32 v0, 4.0, v0 :: v_dual_add_f32 v1, v1, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v3, 0.5, v4
	v_dual_mul_f32 v0, 0x3e800000, v0 :: v_dual_mul_f32 v1, 0.5, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v1, v3
	v_add_f32_e32 v0, v0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v1
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v2, v0, s[0:1]
.LBB4_18:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_well_energy_w256
		.amdhsa_group_segment_fixed_size 2056
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
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
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 24
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
		.amdhsa_inst_pref_size 8
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
	.size	tessera_well_energy_w256, .Lfunc_end4-tessera_well_energy_w256

	.set tessera_well_energy_w256.num_vgpr, 20
	.set tessera_well_energy_w256.num_agpr, 0
	.set tessera_well_energy_w256.numbered_sgpr, 24
	.set tessera_well_energy_w256.num_named_barrier, 0
	.set tessera_well_energy_w256.private_seg_size, 0
	.set tessera_well_energy_w256.uses_vcc, 1
	.set tessera_well_energy_w256.uses_flat_scratch, 0
	.set tessera_well_energy_w256.has_dyn_sized_stack, 0
	.set tessera_well_energy_w256.has_recursion, 0
	.set tessera_well_energy_w256.has_indirect_call, 0
	.globl	tessera_well_energy_w512
	.p2align	8
	.type	tessera_well_energy_w512,@function
tessera_well_energy_w512:
	s_load_b128 s[12:15], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[12:13], s[2:3]
	v_cmp_lt_u64_e64 s5, 0x200, s[14:15]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB5_22
	s_load_b256 s[4:11], s[0:1], 0x0
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v2, 2, v0
	s_mul_i32 s1, s15, s2
	s_mul_hi_u32 s12, s14, s2
	s_mul_i32 s0, s14, s2
	s_add_i32 s1, s12, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[16:17], s[0:1], 2
	v_cmp_gt_u64_e64 s0, s[14:15], v[0:1]
	s_waitcnt lgkmcnt(0)
	s_add_u32 s12, s4, s16
	s_addc_u32 s13, s5, s17
	s_add_u32 s10, s10, s16
	s_addc_u32 s11, s11, s17
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB5_3
	s_clause 0x1
	global_load_b32 v3, v2, s[12:13]
	global_load_b32 v4, v2, s[10:11]
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v5, v3, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v3, v5
	v_mul_f32_e32 v6, v3, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v6, 0x3e800000, v6 :: v_dual_mul_f32 v5, -0.5, v5
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v3, v3, v4 :: v_dual_add_f32 v4, v6, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v3, v3, v3
	ds_store_2addr_stride64_b32 v2, v4, v3 offset1:8
.LBB5_3:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v3, 0x100, v0
	v_mov_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s1, s[14:15], v[3:4]
	s_and_saveexec_b32 s4, s1
	s_cbranch_execz .LBB5_5
	s_clause 0x1
	global_load_b32 v1, v2, s[12:13] offset:1024
	global_load_b32 v3, v2, s[10:11] offset:1024
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v4, v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v5, v1, v4
	v_dual_mul_f32 v4, -0.5, v4 :: v_dual_mul_f32 v5, v1, v5
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v1, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v5, 0x3e800000, v5
	v_mul_f32_e32 v1, v1, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f32_e32 v3, v5, v4
	ds_store_2addr_stride64_b32 v2, v3, v1 offset0:4 offset1:12
.LBB5_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_cmp_eq_u32_e64 s4, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB5_16
	v_mov_b32_e32 v3, 0
	s_cmp_eq_u64 s[14:15], 0
	s_mov_b64 s[20:21], 0
	s_cbranch_scc1 .LBB5_11
	v_cmp_lt_u64_e64 s15, s[14:15], 8
	s_and_b32 s18, s14, 7
	s_mov_b32 s19, 0
	s_and_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB5_12
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v0, 0
	s_and_b32 s20, s14, 0x3f8
	s_mov_b32 s21, s19
	s_mov_b64 s[14:15], 0
	s_mov_b32 s22, s19
.LBB5_9:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_i32 s23, s22, 0x800
	v_mov_b32_e32 v14, s22
	v_mov_b32_e32 v6, s23
	s_add_i32 s23, s22, 0x808
	s_add_i32 s24, s22, 0x818
	v_mov_b32_e32 v10, s23
	ds_load_2addr_b32 v[4:5], v14 offset1:1
	ds_load_2addr_b32 v[6:7], v6 offset1:1
	s_add_i32 s23, s22, 0x810
	s_add_u32 s14, s14, 8
	s_addc_u32 s15, s15, 0
	s_add_i32 s22, s22, 32
	s_cmp_lg_u64 s[20:21], s[14:15]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v6
	ds_load_2addr_b32 v[8:9], v14 offset0:2 offset1:3
	ds_load_2addr_b32 v[10:11], v10 offset1:1
	v_dual_add_f32 v1, v1, v7 :: v_dual_mov_b32 v16, s23
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v10
	v_dual_add_f32 v1, v1, v11 :: v_dual_mov_b32 v18, s24
	ds_load_2addr_b32 v[12:13], v14 offset0:4 offset1:5
	ds_load_2addr_b32 v[14:15], v14 offset0:6 offset1:7
	ds_load_2addr_b32 v[16:17], v16 offset1:1
	ds_load_2addr_b32 v[18:19], v18 offset1:1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_add_f32 v0, v0, v4 :: v_dual_add_f32 v1, v1, v17
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v0, v0, v5 :: v_dual_add_f32 v1, v1, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v0, v0, v8 :: v_dual_add_f32 v1, v1, v19
	v_add_f32_e32 v0, v0, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v12
	v_add_f32_e32 v0, v0, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v14
	v_add_f32_e32 v0, v0, v15
	s_cbranch_scc1 .LBB5_9
	s_cmp_lg_u64 s[18:19], 0
	s_cselect_b32 s14, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s14
	s_cbranch_vccnz .LBB5_13
	s_branch .LBB5_15
.LBB5_11:
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v0, 0
	s_branch .LBB5_15
.LBB5_12:
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v0, 0
	s_cbranch_execz .LBB5_15
.LBB5_13:
	s_lshl_b32 s14, s20, 2
.LBB5_14:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v4, s14
	s_add_i32 s14, s14, 4
	s_add_u32 s18, s18, -1
	s_addc_u32 s19, s19, -1
	s_cmp_lg_u64 s[18:19], 0
	ds_load_2addr_stride64_b32 v[4:5], v4 offset1:8
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v0, v0, v4 :: v_dual_add_f32 v1, v1, v5
	s_cbranch_scc1 .LBB5_14
.LBB5_15:
	ds_store_b64 v3, v[0:1] offset:4096
.LBB5_16:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB5_18
	v_mov_b32_e32 v3, 0
	s_lshl_b64 s[2:3], s[2:3], 2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, s3
	ds_load_b64 v[0:1], v3 offset:4096
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, 0.5, v1
	v_add_f32_e32 v0, v0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v1
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v3, v0, s[2:3]
.LBB5_18:
	s_or_b32 exec_lo, exec_lo, s5
	s_add_u32 s2, s8, s16
	s_addc_u32 s3, s9, s17
	s_and_saveexec_b32 s4, s0
	s_cbranch_execz .LBB5_20
	s_clause 0x1
	global_load_b32 v0, v2, s[12:13]
	global_load_b32 v1, v2, s[10:11]
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v3, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v0, v1
	v_add_f32_e32 v4, v0, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v3
	v_dual_mul_f32 v0, 4.0, v0 :: v_dual_add_f32 v1, v1, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v3, 0.5, v4
	v_dual_mul_f32 v0, 0x3e800000, v0 :: v_dual_mul_f32 v1, 0.5, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v1, v3
	v_add_f32_e32 v0, v0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v1
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v2, v0, s[2:3]
.LBB5_20:
	s_or_b32 exec_lo, exec_lo, s4
	s_and_saveexec_b32 s0, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB5_22
	s_clause 0x1
	global_load_b32 v0, v2, s[12:13] offset:1024
	global_load_b32 v1, v2, s[10:11] offset:1024
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v3, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v0, v1
	v_add_f32_e32 v4, v0, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v3
	v_dual_mul_f32 v0, 4.0, v0 :: v_dual_add_f32 v1, v1, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v3, 0.5, v4
	v_dual_mul_f32 v0, 0x3e800000, v0 :: v_dual_mul_f32 v1, 0.5, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v1, v3
	v_add_f32_e32 v0, v0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v1
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v2, v0, s[2:3] offset:1024
.LBB5_22:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_well_energy_w512
		.amdhsa_group_segment_fixed_size 4104
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
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
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 25
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
		.amdhsa_inst_pref_size 10
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
	.size	tessera_well_energy_w512, .Lfunc_end5-tessera_well_energy_w512

	.set tessera_well_energy_w512.num_vgpr, 20
	.set tessera_well_energy_w512.num_agpr, 0
	.set tessera_well_energy_w512.numbered_sgpr, 25
	.set tessera_well_energy_w512.num_named_barrier, 0
	.set tessera_well_energy_w512.private_seg_size, 0
	.set tessera_well_energy_w512.uses_vcc, 1
	.set tessera_well_energy_w512.uses_flat_scratch, 0
	.set tessera_well_energy_w512.has_dyn_sized_stack, 0
	.set tessera_well_energy_w512.has_recursion, 0
	.set tessera_well_energy_w512.has_indirect_call, 0
	.globl	tessera_well_energy_w1024
	.p2align	8
	.type	tessera_well_energy_w1024,@function
tessera_well_energy_w1024:
	s_load_b128 s[16:19], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[16:17], s[2:3]
	v_cmp_lt_u64_e64 s5, 0x400, s[18:19]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB6_27
	s_load_b256 s[8:15], s[0:1], 0x0
	v_mov_b32_e32 v1, 0
	s_mul_i32 s1, s19, s2
	s_mul_hi_u32 s4, s18, s2
	s_mul_i32 s0, s18, s2
	s_add_i32 s1, s4, s1
	v_lshlrev_b32_e32 v3, 2, v0
	s_lshl_b64 s[16:17], s[0:1], 2
	v_cmp_gt_u64_e64 s0, s[18:19], v[0:1]
	s_waitcnt lgkmcnt(0)
	s_add_u32 s8, s8, s16
	s_addc_u32 s9, s9, s17
	s_add_u32 s14, s14, s16
	s_addc_u32 s15, s15, s17
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB6_3
	s_clause 0x1
	global_load_b32 v2, v3, s[8:9]
	global_load_b32 v4, v3, s[14:15]
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v5, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v2, v5
	v_dual_mul_f32 v5, -0.5, v5 :: v_dual_mul_f32 v6, v2, v6
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v2, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v6, 0x3e800000, v6
	v_mul_f32_e32 v2, v2, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f32_e32 v4, v6, v5
	ds_store_2addr_stride64_b32 v3, v4, v2 offset1:16
.LBB6_3:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v4, 0x100, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[18:19], v[4:5]
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB6_5
	s_clause 0x1
	global_load_b32 v1, v3, s[8:9] offset:1024
	global_load_b32 v2, v3, s[14:15] offset:1024
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v4, v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v5, v1, v4
	v_dual_mul_f32 v4, -0.5, v4 :: v_dual_mul_f32 v5, v1, v5
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v5, 0x3e800000, v5
	v_mul_f32_e32 v1, v1, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f32_e32 v2, v5, v4
	ds_store_2addr_stride64_b32 v3, v2, v1 offset0:4 offset1:20
.LBB6_5:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 0x200, v0
	v_mov_b32_e32 v2, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[18:19], v[1:2]
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB6_7
	s_clause 0x1
	global_load_b32 v1, v3, s[8:9] offset:2048
	global_load_b32 v4, v3, s[14:15] offset:2048
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v5, v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v1, v5
	v_mul_f32_e32 v6, v1, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v6, 0x3e800000, v6 :: v_dual_mul_f32 v5, -0.5, v5
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v1, v1, v4 :: v_dual_add_f32 v4, v6, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v1, v1, v1
	ds_store_2addr_stride64_b32 v3, v4, v1 offset0:8 offset1:24
.LBB6_7:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 0x300, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s1, s[18:19], v[1:2]
	s_and_saveexec_b32 s6, s1
	s_cbranch_execz .LBB6_9
	s_clause 0x1
	global_load_b32 v1, v3, s[8:9] offset:3072
	global_load_b32 v2, v3, s[14:15] offset:3072
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v4, v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v5, v1, v4
	v_dual_mul_f32 v4, -0.5, v4 :: v_dual_mul_f32 v5, v1, v5
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v5, 0x3e800000, v5
	v_mul_f32_e32 v1, v1, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f32_e32 v2, v5, v4
	ds_store_2addr_stride64_b32 v3, v2, v1 offset0:12 offset1:28
.LBB6_9:
	s_or_b32 exec_lo, exec_lo, s6
	v_cmp_eq_u32_e64 s6, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB6_20
	v_mov_b32_e32 v2, 0
	s_cmp_eq_u64 s[18:19], 0
	s_mov_b64 s[22:23], 0
	s_cbranch_scc1 .LBB6_15
	v_cmp_lt_u64_e64 s19, s[18:19], 8
	s_and_b32 s20, s18, 7
	s_mov_b32 s21, 0
	s_and_b32 vcc_lo, exec_lo, s19
	s_cbranch_vccnz .LBB6_16
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v0, 0
	s_and_b32 s22, s18, 0x7f8
	s_mov_b32 s23, s21
	s_mov_b64 s[18:19], 0
	s_mov_b32 s24, s21
.LBB6_13:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_i32 s25, s24, 0x1000
	v_mov_b32_e32 v14, s24
	v_mov_b32_e32 v6, s25
	s_add_i32 s25, s24, 0x1008
	s_add_i32 s26, s24, 0x1018
	v_mov_b32_e32 v10, s25
	ds_load_2addr_b32 v[4:5], v14 offset1:1
	ds_load_2addr_b32 v[6:7], v6 offset1:1
	s_add_i32 s25, s24, 0x1010
	s_add_u32 s18, s18, 8
	s_addc_u32 s19, s19, 0
	s_add_i32 s24, s24, 32
	s_cmp_lg_u64 s[22:23], s[18:19]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v6
	ds_load_2addr_b32 v[8:9], v14 offset0:2 offset1:3
	ds_load_2addr_b32 v[10:11], v10 offset1:1
	v_dual_add_f32 v1, v1, v7 :: v_dual_mov_b32 v16, s25
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v10
	v_dual_add_f32 v1, v1, v11 :: v_dual_mov_b32 v18, s26
	ds_load_2addr_b32 v[12:13], v14 offset0:4 offset1:5
	ds_load_2addr_b32 v[14:15], v14 offset0:6 offset1:7
	ds_load_2addr_b32 v[16:17], v16 offset1:1
	ds_load_2addr_b32 v[18:19], v18 offset1:1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_add_f32 v0, v0, v4 :: v_dual_add_f32 v1, v1, v17
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v0, v0, v5 :: v_dual_add_f32 v1, v1, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v0, v0, v8 :: v_dual_add_f32 v1, v1, v19
	v_add_f32_e32 v0, v0, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v12
	v_add_f32_e32 v0, v0, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v14
	v_add_f32_e32 v0, v0, v15
	s_cbranch_scc1 .LBB6_13
	s_cmp_lg_u64 s[20:21], 0
	s_cselect_b32 s18, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s18
	s_cbranch_vccnz .LBB6_17
	s_branch .LBB6_19
.LBB6_15:
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v0, 0
	s_branch .LBB6_19
.LBB6_16:
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v0, 0
	s_cbranch_execz .LBB6_19
.LBB6_17:
	s_lshl_b32 s18, s22, 2
.LBB6_18:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v4, s18
	s_add_i32 s18, s18, 4
	s_add_u32 s20, s20, -1
	s_addc_u32 s21, s21, -1
	s_cmp_lg_u64 s[20:21], 0
	ds_load_2addr_stride64_b32 v[4:5], v4 offset1:16
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v0, v0, v4 :: v_dual_add_f32 v1, v1, v5
	s_cbranch_scc1 .LBB6_18
.LBB6_19:
	ds_store_b64 v2, v[0:1] offset:8192
.LBB6_20:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB6_22
	v_mov_b32_e32 v2, 0
	s_lshl_b64 s[2:3], s[2:3], 2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_add_u32 s2, s10, s2
	s_addc_u32 s3, s11, s3
	ds_load_b64 v[0:1], v2 offset:8192
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, 0.5, v1
	v_add_f32_e32 v0, v0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v1
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v2, v0, s[2:3]
.LBB6_22:
	s_or_b32 exec_lo, exec_lo, s7
	s_add_u32 s2, s12, s16
	s_addc_u32 s3, s13, s17
	s_and_saveexec_b32 s6, s0
	s_cbranch_execnz .LBB6_28
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB6_29
.LBB6_24:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB6_30
.LBB6_25:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB6_27
.LBB6_26:
	s_clause 0x1
	global_load_b32 v0, v3, s[8:9] offset:3072
	global_load_b32 v1, v3, s[14:15] offset:3072
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v4, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v0, v1
	v_mul_f32_e32 v2, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v0, v0, v2
	v_dual_mul_f32 v2, 0.5, v4 :: v_dual_add_f32 v1, v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v1, 0.5, v1 :: v_dual_mul_f32 v0, 4.0, v0
	v_dual_sub_f32 v1, v1, v2 :: v_dual_mul_f32 v0, 0x3e800000, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v1
	v_and_b32_e32 v1, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v1
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v3, v0, s[2:3] offset:3072
.LBB6_27:
	s_endpgm
.LBB6_28:
	s_clause 0x1
	global_load_b32 v0, v3, s[8:9]
	global_load_b32 v1, v3, s[14:15]
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v4, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v0, v1
	v_mul_f32_e32 v2, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v0, v0, v2
	v_dual_mul_f32 v2, 0.5, v4 :: v_dual_add_f32 v1, v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v1, 0.5, v1 :: v_dual_mul_f32 v0, 4.0, v0
	v_dual_sub_f32 v1, v1, v2 :: v_dual_mul_f32 v0, 0x3e800000, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v1
	v_and_b32_e32 v1, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v1
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v3, v0, s[2:3]
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB6_24
.LBB6_29:
	s_clause 0x1
	global_load_b32 v0, v3, s[8:9] offset:1024
	global_load_b32 v1, v3, s[14:15] offset:1024
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v4, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v0, v1
	v_mul_f32_e32 v2, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v0, v0, v2
	v_dual_mul_f32 v2, 0.5, v4 :: v_dual_add_f32 v1, v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v1, 0.5, v1 :: v_dual_mul_f32 v0, 4.0, v0
	v_dual_sub_f32 v1, v1, v2 :: v_dual_mul_f32 v0, 0x3e800000, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v1
	v_and_b32_e32 v1, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v1
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v3, v0, s[2:3] offset:1024
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB6_25
.LBB6_30:
	s_clause 0x1
	global_load_b32 v0, v3, s[8:9] offset:2048
	global_load_b32 v1, v3, s[14:15] offset:2048
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v4, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v0, v1
	v_mul_f32_e32 v2, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v0, v0, v2
	v_dual_mul_f32 v2, 0.5, v4 :: v_dual_add_f32 v1, v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v1, 0.5, v1 :: v_dual_mul_f32 v0, 4.0, v0
	v_dual_sub_f32 v1, v1, v2 :: v_dual_mul_f32 v0, 0x3e800000, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v1
	v_and_b32_e32 v1, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v1
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v3, v0, s[2:3] offset:2048
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s1
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB6_26
	s_branch .LBB6_27
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_well_energy_w1024
		.amdhsa_group_segment_fixed_size 8200
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
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
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 27
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
		.amdhsa_inst_pref_size 14
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
	.size	tessera_well_energy_w1024, .Lfunc_end6-tessera_well_energy_w1024

	.set tessera_well_energy_w1024.num_vgpr, 20
	.set tessera_well_energy_w1024.num_agpr, 0
	.set tessera_well_energy_w1024.numbered_sgpr, 27
	.set tessera_well_energy_w1024.num_named_barrier, 0
	.set tessera_well_energy_w1024.private_seg_size, 0
	.set tessera_well_energy_w1024.uses_vcc, 1
	.set tessera_well_energy_w1024.uses_flat_scratch, 0
	.set tessera_well_energy_w1024.has_dyn_sized_stack, 0
	.set tessera_well_energy_w1024.has_recursion, 0
	.set tessera_well_energy_w1024.has_indirect_call, 0
	.globl	tessera_well_energy_w2048
	.p2align	8
	.type	tessera_well_energy_w2048,@function
tessera_well_energy_w2048:
	s_load_b128 s[20:23], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[20:21], s[2:3]
	v_cmp_lt_u64_e64 s5, 0x800, s[22:23]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB7_39
	s_load_b256 s[12:19], s[0:1], 0x0
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v4, 2, v0
	s_mul_i32 s1, s23, s2
	s_mul_hi_u32 s4, s22, s2
	s_mul_i32 s0, s22, s2
	s_add_i32 s1, s4, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[20:21], s[0:1], 2
	v_cmp_gt_u64_e64 s0, s[22:23], v[0:1]
	s_waitcnt lgkmcnt(0)
	s_add_u32 s12, s12, s20
	s_addc_u32 s13, s13, s21
	s_add_u32 s18, s18, s20
	s_addc_u32 s19, s19, s21
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB7_3
	s_clause 0x1
	global_load_b32 v2, v4, s[12:13]
	global_load_b32 v3, v4, s[18:19]
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v5, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v2, v5
	v_dual_mul_f32 v5, -0.5, v5 :: v_dual_mul_f32 v6, v2, v6
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v2, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v6, 0x3e800000, v6
	v_mul_f32_e32 v2, v2, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f32_e32 v3, v6, v5
	ds_store_2addr_stride64_b32 v4, v3, v2 offset1:32
.LBB7_3:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v2, 0x100, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s7, s[22:23], v[2:3]
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB7_5
	s_clause 0x1
	global_load_b32 v2, v4, s[12:13] offset:1024
	global_load_b32 v3, v4, s[18:19] offset:1024
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v5, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v2, v5
	v_dual_mul_f32 v5, -0.5, v5 :: v_dual_mul_f32 v6, v2, v6
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v2, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v6, 0x3e800000, v6
	v_mul_f32_e32 v2, v2, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f32_e32 v3, v6, v5
	ds_store_2addr_stride64_b32 v4, v3, v2 offset0:4 offset1:36
.LBB7_5:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v2, 0x200, v0
	v_mov_b32_e32 v3, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s8, s[22:23], v[2:3]
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB7_7
	s_clause 0x1
	global_load_b32 v2, v4, s[12:13] offset:2048
	global_load_b32 v5, v4, s[18:19] offset:2048
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v6, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, v2, v6
	v_mul_f32_e32 v7, v2, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v7, 0x3e800000, v7 :: v_dual_mul_f32 v6, -0.5, v6
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v2, v2, v5 :: v_dual_add_f32 v5, v7, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v2, v2, v2
	ds_store_2addr_stride64_b32 v4, v5, v2 offset0:8 offset1:40
.LBB7_7:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v2, 0x300, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[22:23], v[2:3]
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB7_9
	s_clause 0x1
	global_load_b32 v2, v4, s[12:13] offset:3072
	global_load_b32 v3, v4, s[18:19] offset:3072
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v5, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v2, v5
	v_dual_mul_f32 v5, -0.5, v5 :: v_dual_mul_f32 v6, v2, v6
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v2, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v6, 0x3e800000, v6
	v_mul_f32_e32 v2, v2, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f32_e32 v3, v6, v5
	ds_store_2addr_stride64_b32 v4, v3, v2 offset0:12 offset1:44
.LBB7_9:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s1, s[22:23], v[2:3]
	v_lshlrev_b32_e32 v3, 2, v2
	s_and_saveexec_b32 s5, s1
	s_cbranch_execz .LBB7_11
	s_clause 0x1
	global_load_b32 v1, v3, s[12:13]
	global_load_b32 v2, v3, s[18:19]
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v5, v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v1, v5
	v_mul_f32_e32 v6, v1, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v6, 0x3e800000, v6 :: v_dual_mul_f32 v5, -0.5, v5
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v1, v1, v2 :: v_dual_add_f32 v2, v6, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v1, v1, v1
	ds_store_2addr_stride64_b32 v4, v2, v1 offset0:16 offset1:48
.LBB7_11:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v1, 0x500, v0
	v_mov_b32_e32 v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v6, 2, v1
	v_cmp_gt_u64_e64 s5, s[22:23], v[1:2]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB7_13
	s_clause 0x1
	global_load_b32 v1, v6, s[12:13]
	global_load_b32 v5, v6, s[18:19]
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v7, v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, v1, v7
	v_mul_f32_e32 v8, v1, v8
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_sub_f32 v1, v1, v5 :: v_dual_mul_f32 v8, 0x3e800000, v8
	v_mul_f32_e32 v7, -0.5, v7
	v_mul_f32_e32 v1, v1, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f32_e32 v5, v8, v7
	ds_store_2addr_stride64_b32 v4, v5, v1 offset0:20 offset1:52
.LBB7_13:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v1, 0x600, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s6, s[22:23], v[1:2]
	v_lshlrev_b32_e32 v5, 2, v1
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB7_15
	s_clause 0x1
	global_load_b32 v1, v5, s[12:13]
	global_load_b32 v2, v5, s[18:19]
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v7, v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, v1, v7
	v_mul_f32_e32 v8, v1, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v8, 0x3e800000, v8 :: v_dual_mul_f32 v7, -0.5, v7
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v1, v1, v2 :: v_dual_add_f32 v2, v8, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v1, v1, v1
	ds_store_2addr_stride64_b32 v4, v2, v1 offset0:24 offset1:56
.LBB7_15:
	s_or_b32 exec_lo, exec_lo, s9
	v_or_b32_e32 v1, 0x700, v0
	v_mov_b32_e32 v2, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s9, s[22:23], v[1:2]
	v_lshlrev_b32_e32 v2, 2, v1
	s_and_saveexec_b32 s10, s9
	s_cbranch_execz .LBB7_17
	s_clause 0x1
	global_load_b32 v1, v2, s[12:13]
	global_load_b32 v7, v2, s[18:19]
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v8, v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, v1, v8
	v_dual_mul_f32 v8, -0.5, v8 :: v_dual_mul_f32 v9, v1, v9
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v1, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v9, 0x3e800000, v9
	v_mul_f32_e32 v1, v1, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f32_e32 v7, v9, v8
	ds_store_2addr_stride64_b32 v4, v7, v1 offset0:28 offset1:60
.LBB7_17:
	s_or_b32 exec_lo, exec_lo, s10
	v_cmp_eq_u32_e64 s10, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s10
	s_cbranch_execz .LBB7_28
	v_mov_b32_e32 v7, 0
	s_cmp_eq_u64 s[22:23], 0
	s_mov_b64 s[26:27], 0
	s_cbranch_scc1 .LBB7_23
	v_cmp_lt_u64_e64 s23, s[22:23], 8
	s_and_b32 s24, s22, 7
	s_mov_b32 s25, 0
	s_and_b32 vcc_lo, exec_lo, s23
	s_cbranch_vccnz .LBB7_24
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v0, 0
	s_and_b32 s26, s22, 0xff8
	s_mov_b32 s27, s25
	s_mov_b64 s[22:23], 0
	s_mov_b32 s28, s25
.LBB7_21:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_i32 s29, s28, 0x2000
	v_mov_b32_e32 v18, s28
	v_mov_b32_e32 v10, s29
	s_add_i32 s29, s28, 0x2008
	s_add_i32 s30, s28, 0x2018
	v_mov_b32_e32 v14, s29
	ds_load_2addr_b32 v[8:9], v18 offset1:1
	ds_load_2addr_b32 v[10:11], v10 offset1:1
	s_add_i32 s29, s28, 0x2010
	s_add_u32 s22, s22, 8
	s_addc_u32 s23, s23, 0
	s_add_i32 s28, s28, 32
	s_cmp_lg_u64 s[26:27], s[22:23]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v10
	ds_load_2addr_b32 v[12:13], v18 offset0:2 offset1:3
	ds_load_2addr_b32 v[14:15], v14 offset1:1
	v_dual_add_f32 v1, v1, v11 :: v_dual_mov_b32 v20, s29
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v14
	v_dual_add_f32 v1, v1, v15 :: v_dual_mov_b32 v22, s30
	ds_load_2addr_b32 v[16:17], v18 offset0:4 offset1:5
	ds_load_2addr_b32 v[18:19], v18 offset0:6 offset1:7
	ds_load_2addr_b32 v[20:21], v20 offset1:1
	ds_load_2addr_b32 v[22:23], v22 offset1:1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_add_f32 v0, v0, v8 :: v_dual_add_f32 v1, v1, v21
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v0, v0, v9 :: v_dual_add_f32 v1, v1, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v0, v0, v12 :: v_dual_add_f32 v1, v1, v23
	v_add_f32_e32 v0, v0, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v16
	v_add_f32_e32 v0, v0, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v18
	v_add_f32_e32 v0, v0, v19
	s_cbranch_scc1 .LBB7_21
	s_cmp_lg_u64 s[24:25], 0
	s_cselect_b32 s22, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s22
	s_cbranch_vccnz .LBB7_25
	s_branch .LBB7_27
.LBB7_23:
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v0, 0
	s_branch .LBB7_27
.LBB7_24:
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v0, 0
	s_cbranch_execz .LBB7_27
.LBB7_25:
	s_lshl_b32 s22, s26, 2
.LBB7_26:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v8, s22
	s_add_i32 s22, s22, 4
	s_add_u32 s24, s24, -1
	s_addc_u32 s25, s25, -1
	s_cmp_lg_u64 s[24:25], 0
	ds_load_2addr_stride64_b32 v[8:9], v8 offset1:32
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v0, v0, v8 :: v_dual_add_f32 v1, v1, v9
	s_cbranch_scc1 .LBB7_26
.LBB7_27:
	ds_store_b64 v7, v[0:1] offset:16384
.LBB7_28:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s10
	s_cbranch_execz .LBB7_30
	v_mov_b32_e32 v7, 0
	s_lshl_b64 s[2:3], s[2:3], 2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_add_u32 s2, s14, s2
	s_addc_u32 s3, s15, s3
	ds_load_b64 v[0:1], v7 offset:16384
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, 0.5, v1
	v_add_f32_e32 v0, v0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v1
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v7, v0, s[2:3]
.LBB7_30:
	s_or_b32 exec_lo, exec_lo, s11
	s_add_u32 s2, s16, s20
	s_addc_u32 s3, s17, s21
	s_and_saveexec_b32 s10, s0
	s_cbranch_execnz .LBB7_40
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s0, s7
	s_cbranch_execnz .LBB7_41
.LBB7_32:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execnz .LBB7_42
.LBB7_33:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB7_43
.LBB7_34:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s1
	s_cbranch_execnz .LBB7_44
.LBB7_35:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB7_45
.LBB7_36:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB7_46
.LBB7_37:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB7_39
.LBB7_38:
	s_clause 0x1
	global_load_b32 v0, v2, s[12:13]
	global_load_b32 v1, v2, s[18:19]
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v3, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v0, v1
	v_add_f32_e32 v4, v0, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v3
	v_dual_mul_f32 v0, 4.0, v0 :: v_dual_add_f32 v1, v1, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v3, 0.5, v4
	v_dual_mul_f32 v0, 0x3e800000, v0 :: v_dual_mul_f32 v1, 0.5, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v1, v3
	v_add_f32_e32 v0, v0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v1
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v2, v0, s[2:3]
.LBB7_39:
	s_endpgm
.LBB7_40:
	s_clause 0x1
	global_load_b32 v0, v4, s[12:13]
	global_load_b32 v1, v4, s[18:19]
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v7, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v0, v1
	v_add_f32_e32 v8, v0, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v7
	v_dual_mul_f32 v0, 4.0, v0 :: v_dual_add_f32 v1, v1, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v7, 0.5, v8
	v_dual_mul_f32 v0, 0x3e800000, v0 :: v_dual_mul_f32 v1, 0.5, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v1, v7
	v_add_f32_e32 v0, v0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v1
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v4, v0, s[2:3]
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s0, s7
	s_cbranch_execz .LBB7_32
.LBB7_41:
	s_clause 0x1
	global_load_b32 v0, v4, s[12:13] offset:1024
	global_load_b32 v1, v4, s[18:19] offset:1024
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v7, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v0, v1
	v_add_f32_e32 v8, v0, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v7
	v_dual_mul_f32 v0, 4.0, v0 :: v_dual_add_f32 v1, v1, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v7, 0.5, v8
	v_dual_mul_f32 v0, 0x3e800000, v0 :: v_dual_mul_f32 v1, 0.5, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v1, v7
	v_add_f32_e32 v0, v0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v1
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v4, v0, s[2:3] offset:1024
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execz .LBB7_33
.LBB7_42:
	s_clause 0x1
	global_load_b32 v0, v4, s[12:13] offset:2048
	global_load_b32 v1, v4, s[18:19] offset:2048
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v7, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v0, v1
	v_add_f32_e32 v8, v0, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v7
	v_dual_mul_f32 v0, 4.0, v0 :: v_dual_add_f32 v1, v1, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v7, 0.5, v8
	v_dual_mul_f32 v0, 0x3e800000, v0 :: v_dual_mul_f32 v1, 0.5, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v1, v7
	v_add_f32_e32 v0, v0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v1
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v4, v0, s[2:3] offset:2048
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB7_34
.LBB7_43:
	s_clause 0x1
	global_load_b32 v0, v4, s[12:13] offset:3072
	global_load_b32 v1, v4, s[18:19] offset:3072
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v7, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v0, v1
	v_add_f32_e32 v8, v0, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v7
	v_dual_mul_f32 v0, 4.0, v0 :: v_dual_add_f32 v1, v1, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v7, 0.5, v8
	v_dual_mul_f32 v0, 0x3e800000, v0 :: v_dual_mul_f32 v1, 0.5, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v1, v7
	v_add_f32_e32 v0, v0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v1
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v4, v0, s[2:3] offset:3072
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB7_35
.LBB7_44:
	s_clause 0x1
	global_load_b32 v0, v3, s[12:13]
	global_load_b32 v1, v3, s[18:19]
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v7, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v0, v1
	v_mul_f32_e32 v4, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v0, v0, v4
	v_dual_mul_f32 v4, 0.5, v7 :: v_dual_add_f32 v1, v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v1, 0.5, v1 :: v_dual_mul_f32 v0, 4.0, v0
	v_sub_f32_e32 v1, v1, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x3e800000, v0
	v_add_f32_e32 v0, v0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v1
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v3, v0, s[2:3]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB7_36
.LBB7_45:
	s_clause 0x1
	global_load_b32 v0, v6, s[12:13]
	global_load_b32 v1, v6, s[18:19]
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v3, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v0, v1
	v_add_f32_e32 v4, v0, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v3
	v_dual_mul_f32 v0, 4.0, v0 :: v_dual_add_f32 v1, v1, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v3, 0.5, v4
	v_dual_mul_f32 v0, 0x3e800000, v0 :: v_dual_mul_f32 v1, 0.5, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v1, v3
	v_add_f32_e32 v0, v0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v1
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v6, v0, s[2:3]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB7_37
.LBB7_46:
	s_clause 0x1
	global_load_b32 v0, v5, s[12:13]
	global_load_b32 v1, v5, s[18:19]
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v3, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v0, v1
	v_add_f32_e32 v4, v0, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v3
	v_dual_mul_f32 v0, 4.0, v0 :: v_dual_add_f32 v1, v1, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v3, 0.5, v4
	v_dual_mul_f32 v0, 0x3e800000, v0 :: v_dual_mul_f32 v1, 0.5, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v1, v3
	v_add_f32_e32 v0, v0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v1
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v5, v0, s[2:3]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB7_38
	s_branch .LBB7_39
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_well_energy_w2048
		.amdhsa_group_segment_fixed_size 16392
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
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
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 31
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
		.amdhsa_inst_pref_size 23
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
	.size	tessera_well_energy_w2048, .Lfunc_end7-tessera_well_energy_w2048

	.set tessera_well_energy_w2048.num_vgpr, 24
	.set tessera_well_energy_w2048.num_agpr, 0
	.set tessera_well_energy_w2048.numbered_sgpr, 31
	.set tessera_well_energy_w2048.num_named_barrier, 0
	.set tessera_well_energy_w2048.private_seg_size, 0
	.set tessera_well_energy_w2048.uses_vcc, 1
	.set tessera_well_energy_w2048.uses_flat_scratch, 0
	.set tessera_well_energy_w2048.has_dyn_sized_stack, 0
	.set tessera_well_energy_w2048.has_recursion, 0
	.set tessera_well_energy_w2048.has_indirect_call, 0
	.globl	tessera_well_energy_w4096
	.p2align	8
	.type	tessera_well_energy_w4096,@function
tessera_well_energy_w4096:
	s_load_b128 s[16:19], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[16:17], s[2:3]
	v_cmp_lt_u64_e64 s5, 0x1000, s[18:19]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB8_27
	s_load_b256 s[8:15], s[0:1], 0x0
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v2, 2, v0
	s_mul_i32 s1, s19, s2
	s_mul_hi_u32 s4, s18, s2
	s_mul_i32 s0, s18, s2
	s_add_i32 s1, s4, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[16:17], s[0:1], 2
	v_cmp_gt_u64_e64 s0, s[18:19], v[0:1]
	s_waitcnt lgkmcnt(0)
	s_add_u32 s8, s8, s16
	s_addc_u32 s9, s9, s17
	s_add_u32 s14, s14, s16
	s_addc_u32 s15, s15, s17
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB8_3
	s_clause 0x1
	global_load_b32 v3, v2, s[8:9]
	global_load_b32 v4, v2, s[14:15]
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v5, v3, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v3, v5
	v_mul_f32_e32 v6, v3, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v6, 0x3e800000, v6 :: v_dual_mul_f32 v5, -0.5, v5
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v3, v3, v4 :: v_dual_add_f32 v4, v6, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v3, v3, v3
	ds_store_2addr_stride64_b32 v2, v4, v3 offset1:64
.LBB8_3:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v3, 0x400, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v4, v1 :: v_dual_lshlrev_b32 v5, 2, v3
	v_cmp_gt_u64_e64 s1, s[18:19], v[3:4]
	s_and_saveexec_b32 s4, s1
	s_cbranch_execz .LBB8_5
	s_clause 0x1
	global_load_b32 v3, v5, s[8:9]
	global_load_b32 v4, v5, s[14:15]
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v6, v3, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, v3, v6
	v_dual_mul_f32 v6, -0.5, v6 :: v_dual_mul_f32 v7, v3, v7
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v3, v3, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v7, 0x3e800000, v7
	v_mul_f32_e32 v3, v3, v3
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f32_e32 v4, v7, v6
	ds_store_2addr_stride64_b32 v2, v4, v3 offset0:16 offset1:80
.LBB8_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v3, 0x800, v0
	v_mov_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[18:19], v[3:4]
	v_lshlrev_b32_e32 v4, 2, v3
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB8_7
	s_clause 0x1
	global_load_b32 v3, v4, s[8:9]
	global_load_b32 v6, v4, s[14:15]
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v7, v3, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, v3, v7
	v_mul_f32_e32 v8, v3, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v8, 0x3e800000, v8 :: v_dual_mul_f32 v7, -0.5, v7
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v3, v3, v6 :: v_dual_add_f32 v6, v8, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v3, v3, v3
	ds_store_2addr_stride64_b32 v2, v6, v3 offset0:32 offset1:96
.LBB8_7:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v6, 0xc00, v0
	v_mov_b32_e32 v7, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v3, 2, v6
	v_cmp_gt_u64_e64 s5, s[18:19], v[6:7]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB8_9
	s_clause 0x1
	global_load_b32 v1, v3, s[8:9]
	global_load_b32 v6, v3, s[14:15]
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v7, v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, v1, v7
	v_mul_f32_e32 v8, v1, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v8, 0x3e800000, v8 :: v_dual_mul_f32 v7, -0.5, v7
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v1, v1, v6 :: v_dual_add_f32 v6, v8, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v1, v1, v1
	ds_store_2addr_stride64_b32 v2, v6, v1 offset0:48 offset1:112
.LBB8_9:
	s_or_b32 exec_lo, exec_lo, s6
	v_cmp_eq_u32_e64 s6, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB8_20
	v_mov_b32_e32 v6, 0
	s_cmp_eq_u64 s[18:19], 0
	s_mov_b64 s[22:23], 0
	s_cbranch_scc1 .LBB8_15
	v_cmp_lt_u64_e64 s19, s[18:19], 8
	s_and_b32 s20, s18, 7
	s_mov_b32 s21, 0
	s_and_b32 vcc_lo, exec_lo, s19
	s_cbranch_vccnz .LBB8_16
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v0, 0
	s_and_b32 s22, s18, 0x1ff8
	s_mov_b32 s23, s21
	s_mov_b64 s[18:19], 0
	s_mov_b32 s24, s21
.LBB8_13:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_i32 s25, s24, 0x4000
	v_mov_b32_e32 v17, s24
	v_mov_b32_e32 v9, s25
	s_add_i32 s25, s24, 0x4008
	s_add_i32 s26, s24, 0x4018
	ds_load_2addr_b32 v[7:8], v17 offset1:1
	ds_load_2addr_b32 v[9:10], v9 offset1:1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_add_f32 v0, v0, v8 :: v_dual_mov_b32 v13, s25
	s_add_i32 s25, s24, 0x4010
	s_add_u32 s18, s18, 8
	ds_load_2addr_b32 v[11:12], v17 offset0:2 offset1:3
	ds_load_2addr_b32 v[13:14], v13 offset1:1
	s_addc_u32 s19, s19, 0
	s_add_i32 s24, s24, 32
	s_cmp_lg_u64 s[22:23], s[18:19]
	s_waitcnt lgkmcnt(1)
	v_dual_add_f32 v0, v0, v11 :: v_dual_mov_b32 v19, s25
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_add_f32 v0, v0, v12 :: v_dual_mov_b32 v21, s26
	ds_load_2addr_b32 v[15:16], v17 offset0:4 offset1:5
	ds_load_2addr_b32 v[17:18], v17 offset0:6 offset1:7
	ds_load_2addr_b32 v[19:20], v19 offset1:1
	ds_load_2addr_b32 v[21:22], v21 offset1:1
	s_waitcnt lgkmcnt(3)
	v_dual_add_f32 v0, v0, v15 :: v_dual_add_f32 v1, v1, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_add_f32 v0, v0, v16 :: v_dual_add_f32 v1, v1, v10
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v1, v1, v13 :: v_dual_add_f32 v0, v0, v18
	v_add_f32_e32 v1, v1, v14
	s_waitcnt lgkmcnt(1)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v19
	v_add_f32_e32 v1, v1, v20
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v21
	v_add_f32_e32 v1, v1, v22
	s_cbranch_scc1 .LBB8_13
	s_cmp_lg_u64 s[20:21], 0
	s_cselect_b32 s18, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s18
	s_cbranch_vccnz .LBB8_17
	s_branch .LBB8_19
.LBB8_15:
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v0, 0
	s_branch .LBB8_19
.LBB8_16:
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v0, 0
	s_cbranch_execz .LBB8_19
.LBB8_17:
	s_lshl_b32 s18, s22, 2
.LBB8_18:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v7, s18
	s_add_i32 s18, s18, 4
	s_add_u32 s20, s20, -1
	s_addc_u32 s21, s21, -1
	s_cmp_lg_u64 s[20:21], 0
	ds_load_2addr_stride64_b32 v[7:8], v7 offset1:64
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v0, v0, v7 :: v_dual_add_f32 v1, v1, v8
	s_cbranch_scc1 .LBB8_18
.LBB8_19:
	ds_store_b64 v6, v[0:1] offset:32768
.LBB8_20:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB8_22
	v_mov_b32_e32 v6, 0
	s_lshl_b64 s[2:3], s[2:3], 2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_add_u32 s2, s10, s2
	s_addc_u32 s3, s11, s3
	ds_load_b64 v[0:1], v6 offset:32768
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, 0.5, v1
	v_add_f32_e32 v0, v0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v1
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v6, v0, s[2:3]
.LBB8_22:
	s_or_b32 exec_lo, exec_lo, s7
	s_add_u32 s2, s12, s16
	s_addc_u32 s3, s13, s17
	s_and_saveexec_b32 s6, s0
	s_cbranch_execnz .LBB8_28
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s0, s1
	s_cbranch_execnz .LBB8_29
.LBB8_24:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB8_30
.LBB8_25:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB8_27
.LBB8_26:
	s_clause 0x1
	global_load_b32 v0, v3, s[8:9]
	global_load_b32 v1, v3, s[14:15]
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v4, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v0, v1
	v_mul_f32_e32 v2, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v0, v0, v2
	v_dual_mul_f32 v2, 0.5, v4 :: v_dual_add_f32 v1, v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v1, 0.5, v1 :: v_dual_mul_f32 v0, 4.0, v0
	v_dual_sub_f32 v1, v1, v2 :: v_dual_mul_f32 v0, 0x3e800000, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v1
	v_and_b32_e32 v1, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v1
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v3, v0, s[2:3]
.LBB8_27:
	s_endpgm
.LBB8_28:
	s_clause 0x1
	global_load_b32 v0, v2, s[8:9]
	global_load_b32 v1, v2, s[14:15]
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v7, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v0, v1
	v_mul_f32_e32 v6, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v0, v0, v6
	v_dual_mul_f32 v6, 0.5, v7 :: v_dual_add_f32 v1, v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v1, 0.5, v1 :: v_dual_mul_f32 v0, 4.0, v0
	v_dual_sub_f32 v1, v1, v6 :: v_dual_mul_f32 v0, 0x3e800000, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v1
	v_and_b32_e32 v1, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v1
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v2, v0, s[2:3]
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB8_24
.LBB8_29:
	s_clause 0x1
	global_load_b32 v0, v5, s[8:9]
	global_load_b32 v1, v5, s[14:15]
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v6, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v0, v1
	v_mul_f32_e32 v2, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v0, v0, v2
	v_dual_mul_f32 v2, 0.5, v6 :: v_dual_add_f32 v1, v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v1, 0.5, v1 :: v_dual_mul_f32 v0, 4.0, v0
	v_dual_sub_f32 v1, v1, v2 :: v_dual_mul_f32 v0, 0x3e800000, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v1
	v_and_b32_e32 v1, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v1
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v5, v0, s[2:3]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB8_25
.LBB8_30:
	s_clause 0x1
	global_load_b32 v0, v4, s[8:9]
	global_load_b32 v1, v4, s[14:15]
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v5, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v0, v1
	v_mul_f32_e32 v2, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v0, v0, v2
	v_mul_f32_e32 v2, 0.5, v5
	v_dual_mul_f32 v0, 4.0, v0 :: v_dual_add_f32 v1, v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0x3e800000, v0 :: v_dual_mul_f32 v1, 0.5, v1
	v_sub_f32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v1
	v_and_b32_e32 v1, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v1
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v4, v0, s[2:3]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB8_26
	s_branch .LBB8_27
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_well_energy_w4096
		.amdhsa_group_segment_fixed_size 32776
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
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
		.amdhsa_next_free_sgpr 27
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
		.amdhsa_inst_pref_size 14
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
	.size	tessera_well_energy_w4096, .Lfunc_end8-tessera_well_energy_w4096

	.set tessera_well_energy_w4096.num_vgpr, 23
	.set tessera_well_energy_w4096.num_agpr, 0
	.set tessera_well_energy_w4096.numbered_sgpr, 27
	.set tessera_well_energy_w4096.num_named_barrier, 0
	.set tessera_well_energy_w4096.private_seg_size, 0
	.set tessera_well_energy_w4096.uses_vcc, 1
	.set tessera_well_energy_w4096.uses_flat_scratch, 0
	.set tessera_well_energy_w4096.has_dyn_sized_stack, 0
	.set tessera_well_energy_w4096.has_recursion, 0
	.set tessera_well_energy_w4096.has_indirect_call, 0
	.globl	tessera_well_energy_w8192
	.p2align	8
	.type	tessera_well_energy_w8192,@function
tessera_well_energy_w8192:
	s_load_b128 s[20:23], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[20:21], s[2:3]
	v_cmp_lt_u64_e64 s5, 0x2000, s[22:23]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB9_64
	s_load_b256 s[12:19], s[0:1], 0x0
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v8, 2, v0
	s_mul_i32 s0, s23, s2
	s_mul_hi_u32 s1, s22, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s22, s2
	v_cmp_gt_u64_e64 s9, s[22:23], v[0:1]
	s_lshl_b64 s[20:21], s[0:1], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s12, s12, s20
	s_addc_u32 s13, s13, s21
	s_and_saveexec_b32 s0, s9
	s_cbranch_execz .LBB9_3
	global_load_b32 v2, v8, s[12:13]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v4, v2, v3
	v_dual_mul_f32 v3, -0.5, v3 :: v_dual_mul_f32 v2, v2, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3e800000, v2
	v_add_f32_e32 v2, v2, v3
	ds_store_b32 v8, v2
.LBB9_3:
	s_or_b32 exec_lo, exec_lo, s0
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v7, 2, v2
	v_cmp_gt_u64_e64 s8, s[22:23], v[2:3]
	s_and_saveexec_b32 s0, s8
	s_cbranch_execz .LBB9_5
	global_load_b32 v2, v7, s[12:13]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v4, v2, v3
	v_dual_mul_f32 v3, -0.5, v3 :: v_dual_mul_f32 v2, v2, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3e800000, v2
	v_add_f32_e32 v2, v2, v3
	ds_store_b32 v8, v2 offset:4096
.LBB9_5:
	s_or_b32 exec_lo, exec_lo, s0
	v_or_b32_e32 v2, 0x800, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v3, v1 :: v_dual_lshlrev_b32 v6, 2, v2
	v_cmp_gt_u64_e64 s7, s[22:23], v[2:3]
	s_and_saveexec_b32 s0, s7
	s_cbranch_execz .LBB9_7
	global_load_b32 v2, v6, s[12:13]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v4, v2, v3
	v_dual_mul_f32 v3, -0.5, v3 :: v_dual_mul_f32 v2, v2, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3e800000, v2
	v_add_f32_e32 v2, v2, v3
	ds_store_b32 v8, v2 offset:8192
.LBB9_7:
	s_or_b32 exec_lo, exec_lo, s0
	v_or_b32_e32 v2, 0xc00, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v5, 2, v2
	v_cmp_gt_u64_e64 s6, s[22:23], v[2:3]
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB9_9
	global_load_b32 v2, v5, s[12:13]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v4, v2, v3
	v_dual_mul_f32 v3, -0.5, v3 :: v_dual_mul_f32 v2, v2, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3e800000, v2
	v_add_f32_e32 v2, v2, v3
	ds_store_b32 v8, v2 offset:12288
.LBB9_9:
	s_or_b32 exec_lo, exec_lo, s0
	v_or_b32_e32 v2, 0x1000, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v3, v1 :: v_dual_lshlrev_b32 v4, 2, v2
	v_cmp_gt_u64_e64 s5, s[22:23], v[2:3]
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB9_11
	global_load_b32 v2, v4, s[12:13]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, v2, v3
	v_dual_mul_f32 v3, -0.5, v3 :: v_dual_mul_f32 v2, v2, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3e800000, v2
	v_add_f32_e32 v2, v2, v3
	ds_store_b32 v8, v2 offset:16384
.LBB9_11:
	s_or_b32 exec_lo, exec_lo, s0
	v_or_b32_e32 v2, 0x1400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[22:23], v[2:3]
	v_lshlrev_b32_e32 v3, 2, v2
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB9_13
	global_load_b32 v2, v3, s[12:13]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v2, v9
	v_dual_mul_f32 v9, -0.5, v9 :: v_dual_mul_f32 v2, v2, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3e800000, v2
	v_add_f32_e32 v2, v2, v9
	ds_store_b32 v8, v2 offset:20480
.LBB9_13:
	s_or_b32 exec_lo, exec_lo, s0
	v_or_b32_e32 v9, 0x1800, v0
	v_mov_b32_e32 v10, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v2, 2, v9
	v_cmp_gt_u64_e64 s1, s[22:23], v[9:10]
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB9_15
	global_load_b32 v9, v2, s[12:13]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v10, v9, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v9, v10
	v_dual_mul_f32 v10, -0.5, v10 :: v_dual_mul_f32 v9, v9, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, 0x3e800000, v9
	v_add_f32_e32 v9, v9, v10
	ds_store_b32 v8, v9 offset:24576
.LBB9_15:
	s_or_b32 exec_lo, exec_lo, s0
	v_or_b32_e32 v9, 0x1c00, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v10, v1 :: v_dual_lshlrev_b32 v1, 2, v9
	v_cmp_gt_u64_e64 s0, s[22:23], v[9:10]
	s_and_saveexec_b32 s10, s0
	s_cbranch_execz .LBB9_17
	global_load_b32 v9, v1, s[12:13]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v10, v9, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v9, v10
	v_dual_mul_f32 v10, -0.5, v10 :: v_dual_mul_f32 v9, v9, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, 0x3e800000, v9
	v_add_f32_e32 v9, v9, v10
	ds_store_b32 v8, v9 offset:28672
.LBB9_17:
	s_or_b32 exec_lo, exec_lo, s10
	v_cmp_eq_u32_e64 s10, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s10
	s_cbranch_execz .LBB9_27
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v9, 0
	s_cmp_eq_u64 s[22:23], 0
	s_mov_b64 s[26:27], 0
	s_cbranch_scc1 .LBB9_26
	v_cmp_lt_u64_e64 s25, s[22:23], 8
	s_and_b32 s24, s22, 7
	s_and_b32 vcc_lo, exec_lo, s25
	s_mov_b32 s25, 0
	s_cbranch_vccnz .LBB9_23
	v_mov_b32_e32 v9, 0
	s_and_b32 s26, s22, 0x3ff8
	s_mov_b32 s27, s25
	s_mov_b64 s[28:29], 0
	s_mov_b32 s30, s25
	.p2align	6
.LBB9_21:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v16, s30
	s_add_u32 s28, s28, 8
	s_addc_u32 s29, s29, 0
	s_add_i32 s30, s30, 32
	s_cmp_lg_u64 s[26:27], s[28:29]
	ds_load_2addr_b32 v[10:11], v16 offset1:1
	ds_load_2addr_b32 v[12:13], v16 offset0:2 offset1:3
	ds_load_2addr_b32 v[14:15], v16 offset0:4 offset1:5
	ds_load_2addr_b32 v[16:17], v16 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v9, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, v9, v11
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v9, v9, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, v9, v13
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v9, v9, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, v9, v15
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v9, v9, v17
	s_cbranch_scc1 .LBB9_21
	s_cmp_lg_u64 s[24:25], 0
	s_cselect_b32 s27, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s27
	s_cbranch_vccnz .LBB9_24
	s_branch .LBB9_26
.LBB9_23:
	v_mov_b32_e32 v9, 0
	s_cbranch_execz .LBB9_26
.LBB9_24:
	s_lshl_b32 s26, s26, 2
.LBB9_25:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v10, s26
	s_add_i32 s26, s26, 4
	s_add_u32 s24, s24, -1
	s_addc_u32 s25, s25, -1
	s_cmp_lg_u64 s[24:25], 0
	ds_load_b32 v10, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_cbranch_scc1 .LBB9_25
.LBB9_26:
	ds_store_b32 v0, v9 offset:32768
.LBB9_27:
	s_or_b32 exec_lo, exec_lo, s11
	s_add_u32 s18, s18, s20
	s_addc_u32 s19, s19, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s9
	s_cbranch_execnz .LBB9_42
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s8
	s_cbranch_execnz .LBB9_43
.LBB9_29:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s7
	s_cbranch_execnz .LBB9_44
.LBB9_30:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s6
	s_cbranch_execnz .LBB9_45
.LBB9_31:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s5
	s_cbranch_execnz .LBB9_46
.LBB9_32:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s4
	s_cbranch_execnz .LBB9_47
.LBB9_33:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s1
	s_cbranch_execnz .LBB9_48
.LBB9_34:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s0
	s_cbranch_execz .LBB9_36
.LBB9_35:
	s_clause 0x1
	global_load_b32 v0, v1, s[12:13]
	global_load_b32 v9, v1, s[18:19]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v0, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v8, v0 offset:28672
.LBB9_36:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s10
	s_cbranch_execz .LBB9_53
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v9, 0
	s_cmp_eq_u64 s[22:23], 0
	s_mov_b64 s[26:27], 0
	s_cbranch_scc1 .LBB9_52
	v_cmp_lt_u64_e64 s23, s[22:23], 8
	s_and_b32 s24, s22, 7
	s_mov_b32 s25, 0
	s_and_b32 vcc_lo, exec_lo, s23
	s_cbranch_vccnz .LBB9_49
	v_mov_b32_e32 v9, 0
	s_and_b32 s26, s22, 0x3ff8
	s_mov_b32 s27, s25
	s_mov_b64 s[22:23], 0
	s_mov_b32 s28, s25
	.p2align	6
.LBB9_40:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v16, s28
	s_add_u32 s22, s22, 8
	s_addc_u32 s23, s23, 0
	s_add_i32 s28, s28, 32
	s_cmp_lg_u64 s[26:27], s[22:23]
	ds_load_2addr_b32 v[10:11], v16 offset1:1
	ds_load_2addr_b32 v[12:13], v16 offset0:2 offset1:3
	ds_load_2addr_b32 v[14:15], v16 offset0:4 offset1:5
	ds_load_2addr_b32 v[16:17], v16 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v9, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, v9, v11
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v9, v9, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, v9, v13
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v9, v9, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, v9, v15
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v9, v9, v17
	s_cbranch_scc1 .LBB9_40
	s_cmp_lg_u64 s[24:25], 0
	s_cselect_b32 s22, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s22
	s_cbranch_vccnz .LBB9_50
	s_branch .LBB9_52
.LBB9_42:
	s_clause 0x1
	global_load_b32 v0, v8, s[12:13]
	global_load_b32 v9, v8, s[18:19]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v0, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v8, v0
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s8
	s_cbranch_execz .LBB9_29
.LBB9_43:
	s_clause 0x1
	global_load_b32 v0, v7, s[12:13]
	global_load_b32 v9, v7, s[18:19]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v0, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v8, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s7
	s_cbranch_execz .LBB9_30
.LBB9_44:
	s_clause 0x1
	global_load_b32 v0, v6, s[12:13]
	global_load_b32 v9, v6, s[18:19]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v0, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v8, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s6
	s_cbranch_execz .LBB9_31
.LBB9_45:
	s_clause 0x1
	global_load_b32 v0, v5, s[12:13]
	global_load_b32 v9, v5, s[18:19]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v0, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v8, v0 offset:12288
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s5
	s_cbranch_execz .LBB9_32
.LBB9_46:
	s_clause 0x1
	global_load_b32 v0, v4, s[12:13]
	global_load_b32 v9, v4, s[18:19]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v0, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v8, v0 offset:16384
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s4
	s_cbranch_execz .LBB9_33
.LBB9_47:
	s_clause 0x1
	global_load_b32 v0, v3, s[12:13]
	global_load_b32 v9, v3, s[18:19]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v0, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v8, v0 offset:20480
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s1
	s_cbranch_execz .LBB9_34
.LBB9_48:
	s_clause 0x1
	global_load_b32 v0, v2, s[12:13]
	global_load_b32 v9, v2, s[18:19]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v0, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v8, v0 offset:24576
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s0
	s_cbranch_execnz .LBB9_35
	s_branch .LBB9_36
.LBB9_49:
	v_mov_b32_e32 v9, 0
	s_cbranch_execz .LBB9_52
.LBB9_50:
	s_lshl_b32 s22, s26, 2
.LBB9_51:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v10, s22
	s_add_i32 s22, s22, 4
	s_add_u32 s24, s24, -1
	s_addc_u32 s25, s25, -1
	s_cmp_lg_u64 s[24:25], 0
	ds_load_b32 v10, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_cbranch_scc1 .LBB9_51
.LBB9_52:
	ds_store_b32 v0, v9 offset:32772
.LBB9_53:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s10
	s_cbranch_execz .LBB9_55
	v_mov_b32_e32 v0, 0
	s_lshl_b64 s[2:3], s[2:3], 2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_add_u32 s2, s14, s2
	s_addc_u32 s3, s15, s3
	ds_load_b64 v[9:10], v0 offset:32768
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v10, 0.5, v10
	v_add_f32_e32 v9, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v10, 0x7fffffff, v9
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v10
	v_cndmask_b32_e32 v9, 0x7fc00000, v9, vcc_lo
	global_store_b32 v0, v9, s[2:3]
.LBB9_55:
	s_or_b32 exec_lo, exec_lo, s11
	s_add_u32 s2, s16, s20
	s_addc_u32 s3, s17, s21
	s_and_saveexec_b32 s10, s9
	s_cbranch_execnz .LBB9_65
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s9, s8
	s_cbranch_execnz .LBB9_66
.LBB9_57:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s8, s7
	s_cbranch_execnz .LBB9_67
.LBB9_58:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s7, s6
	s_cbranch_execnz .LBB9_68
.LBB9_59:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s6, s5
	s_cbranch_execnz .LBB9_69
.LBB9_60:
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s5, s4
	s_cbranch_execnz .LBB9_70
.LBB9_61:
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s4, s1
	s_cbranch_execnz .LBB9_71
.LBB9_62:
	s_or_b32 exec_lo, exec_lo, s4
	s_and_saveexec_b32 s1, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB9_64
.LBB9_63:
	s_clause 0x1
	global_load_b32 v0, v1, s[12:13]
	global_load_b32 v2, v1, s[18:19]
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v4, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v0, v2
	v_mul_f32_e32 v3, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v0, v0, v3 :: v_dual_mul_f32 v3, 0.5, v4
	v_add_f32_e32 v2, v2, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v0, 4.0, v0
	v_mul_f32_e32 v2, 0.5, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v0, 0x3e800000, v0
	v_sub_f32_e32 v2, v2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v2
	v_and_b32_e32 v2, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v1, v0, s[2:3]
.LBB9_64:
	s_endpgm
.LBB9_65:
	s_clause 0x1
	global_load_b32 v0, v8, s[12:13]
	global_load_b32 v9, v8, s[18:19]
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v11, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v9, v0, v9
	v_mul_f32_e32 v10, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v0, v0, v10
	v_dual_mul_f32 v10, 0.5, v11 :: v_dual_add_f32 v9, v9, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v9, 0.5, v9 :: v_dual_mul_f32 v0, 4.0, v0
	v_dual_sub_f32 v9, v9, v10 :: v_dual_mul_f32 v0, 0x3e800000, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v9
	v_and_b32_e32 v9, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v9
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v8, v0, s[2:3]
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB9_57
.LBB9_66:
	s_clause 0x1
	global_load_b32 v0, v7, s[12:13]
	global_load_b32 v8, v7, s[18:19]
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v9, v0, v0
	v_add_f32_e32 v10, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v8, v0, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v0, v0, v9 :: v_dual_mul_f32 v9, 0.5, v10
	v_add_f32_e32 v8, v8, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v0, 4.0, v0
	v_mul_f32_e32 v8, 0.5, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v0, 0x3e800000, v0
	v_sub_f32_e32 v8, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v8
	v_and_b32_e32 v8, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v8
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v7, v0, s[2:3]
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB9_58
.LBB9_67:
	s_clause 0x1
	global_load_b32 v0, v6, s[12:13]
	global_load_b32 v7, v6, s[18:19]
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v9, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v7, v0, v7
	v_mul_f32_e32 v8, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v0, v0, v8
	v_dual_mul_f32 v8, 0.5, v9 :: v_dual_add_f32 v7, v7, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v7, 0.5, v7 :: v_dual_mul_f32 v0, 4.0, v0
	v_sub_f32_e32 v7, v7, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x3e800000, v0
	v_add_f32_e32 v0, v0, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v7, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v7
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v6, v0, s[2:3]
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB9_59
.LBB9_68:
	s_clause 0x1
	global_load_b32 v0, v5, s[12:13]
	global_load_b32 v6, v5, s[18:19]
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v8, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v6, v0, v6
	v_mul_f32_e32 v7, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v0, v0, v7 :: v_dual_mul_f32 v7, 0.5, v8
	v_add_f32_e32 v6, v6, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v0, 4.0, v0
	v_mul_f32_e32 v6, 0.5, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v0, 0x3e800000, v0
	v_sub_f32_e32 v6, v6, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v6
	v_and_b32_e32 v6, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v6
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v5, v0, s[2:3]
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB9_60
.LBB9_69:
	s_clause 0x1
	global_load_b32 v0, v4, s[12:13]
	global_load_b32 v5, v4, s[18:19]
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v7, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v5, v0, v5
	v_mul_f32_e32 v6, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v0, v0, v6
	v_dual_mul_f32 v6, 0.5, v7 :: v_dual_add_f32 v5, v5, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v5, 0.5, v5 :: v_dual_mul_f32 v0, 4.0, v0
	v_dual_sub_f32 v5, v5, v6 :: v_dual_mul_f32 v0, 0x3e800000, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v5
	v_and_b32_e32 v5, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v5
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v4, v0, s[2:3]
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB9_61
.LBB9_70:
	s_clause 0x1
	global_load_b32 v0, v3, s[12:13]
	global_load_b32 v4, v3, s[18:19]
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v5, v0, v0
	v_add_f32_e32 v6, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v4, v0, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v0, v0, v5 :: v_dual_mul_f32 v5, 0.5, v6
	v_add_f32_e32 v4, v4, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v0, 4.0, v0
	v_mul_f32_e32 v4, 0.5, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v0, 0x3e800000, v0
	v_sub_f32_e32 v4, v4, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v4
	v_and_b32_e32 v4, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v4
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v3, v0, s[2:3]
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s4, s1
	s_cbranch_execz .LBB9_62
.LBB9_71:
	s_clause 0x1
	global_load_b32 v0, v2, s[12:13]
	global_load_b32 v3, v2, s[18:19]
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v5, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v3, v0, v3
	v_mul_f32_e32 v4, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v0, v0, v4
	v_dual_mul_f32 v4, 0.5, v5 :: v_dual_add_f32 v3, v3, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v3, 0.5, v3 :: v_dual_mul_f32 v0, 4.0, v0
	v_sub_f32_e32 v3, v3, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x3e800000, v0
	v_add_f32_e32 v0, v0, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v3
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	global_store_b32 v2, v0, s[2:3]
	s_or_b32 exec_lo, exec_lo, s4
	s_and_saveexec_b32 s1, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB9_63
	s_branch .LBB9_64
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_well_energy_w8192
		.amdhsa_group_segment_fixed_size 32776
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
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
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 31
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
		.amdhsa_inst_pref_size 27
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
	.size	tessera_well_energy_w8192, .Lfunc_end9-tessera_well_energy_w8192

	.set tessera_well_energy_w8192.num_vgpr, 18
	.set tessera_well_energy_w8192.num_agpr, 0
	.set tessera_well_energy_w8192.numbered_sgpr, 31
	.set tessera_well_energy_w8192.num_named_barrier, 0
	.set tessera_well_energy_w8192.private_seg_size, 0
	.set tessera_well_energy_w8192.uses_vcc, 1
	.set tessera_well_energy_w8192.uses_flat_scratch, 0
	.set tessera_well_energy_w8192.has_dyn_sized_stack, 0
	.set tessera_well_energy_w8192.has_recursion, 0
	.set tessera_well_energy_w8192.has_indirect_call, 0
	.globl	tessera_well_energy_wide
	.p2align	8
	.type	tessera_well_energy_wide,@function
tessera_well_energy_wide:
	s_load_b128 s[16:19], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[18:19], s[2:3]
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB10_15
	s_clause 0x1
	s_load_b128 s[12:15], s[0:1], 0x30
	s_load_b256 s[4:11], s[0:1], 0x0
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v12, 2, v0
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e32 vcc_lo, s[12:13], v[0:1]
	s_mul_i32 s22, s13, s2
	s_mul_hi_u32 s23, s12, s2
	s_mul_i32 s14, s12, s2
	s_and_saveexec_b32 s18, vcc_lo
	s_cbranch_execz .LBB10_4
	s_lshl_b64 s[0:1], s[2:3], 3
	v_dual_mov_b32 v11, v1 :: v_dual_mov_b32 v10, v0
	s_or_b32 s0, s0, 4
	s_mul_i32 s1, s12, s1
	s_mul_hi_u32 s15, s12, s0
	s_mul_i32 s19, s13, s0
	s_add_i32 s1, s15, s1
	s_mul_i32 s0, s12, s0
	s_add_i32 s1, s1, s19
	s_add_u32 s19, s16, s0
	s_addc_u32 s20, s17, s1
	s_add_i32 s15, s23, s22
	v_add_co_u32 v2, s19, s19, v12
	s_lshl_b64 s[0:1], s[14:15], 3
	v_add_co_ci_u32_e64 v3, null, s20, 0, s19
	s_add_u32 s19, s16, s0
	s_addc_u32 s20, s17, s1
	s_lshl_b64 s[0:1], s[14:15], 2
	s_mov_b32 s15, 0
	v_add_co_u32 v8, s0, s0, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, s1, 0, s0
	v_add_co_u32 v4, s0, s19, v12
	v_add_co_ci_u32_e64 v5, null, s20, 0, s0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s0, s10, v8
	v_add_co_ci_u32_e64 v7, null, s11, v9, s0
	v_add_co_u32 v8, s0, s4, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, s5, v9, s0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_3:
	global_load_b32 v13, v[8:9], off
	global_load_b32 v14, v[6:7], off
	v_add_co_u32 v10, s0, 0x100, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, 0, v11, s0
	v_add_co_u32 v6, s0, 0x400, v6
	v_add_co_ci_u32_e64 v7, null, 0, v7, s0
	v_add_co_u32 v8, s0, 0x400, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, 0, v9, s0
	v_cmp_le_u64_e64 s0, s[12:13], v[10:11]
	s_or_b32 s15, s0, s15
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v14, v13, v14
	v_dual_mul_f32 v15, v13, v13 :: v_dual_mul_f32 v14, v14, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v16, v13, v15
	v_mul_f32_e32 v15, -0.5, v15
	v_mul_f32_e32 v13, v13, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, 0x3e800000, v13
	v_add_f32_e32 v13, v13, v15
	global_store_b32 v[4:5], v13, off
	global_store_b32 v[2:3], v14, off
	v_add_co_u32 v2, s1, 0x400, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, s1
	v_add_co_u32 v4, s1, 0x400, v4
	v_add_co_ci_u32_e64 v5, null, 0, v5, s1
	s_and_not1_b32 exec_lo, exec_lo, s15
	s_cbranch_execnz .LBB10_3
.LBB10_4:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s18
	v_cmp_eq_u32_e64 s0, 0, v0
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB10_10
	s_cmp_eq_u64 s[12:13], 0
	s_cbranch_scc1 .LBB10_8
	s_add_i32 s15, s23, s22
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v3, 0
	s_lshl_b64 s[18:19], s[14:15], 3
	v_mov_b32_e32 v2, 0
	s_add_u32 s16, s16, s18
	s_addc_u32 s17, s17, s19
	s_lshl_b64 s[18:19], s[12:13], 2
	s_mov_b64 s[20:21], s[12:13]
	s_add_u32 s18, s16, s18
	s_addc_u32 s19, s17, s19
.LBB10_7:
	s_clause 0x1
	global_load_b32 v5, v4, s[16:17]
	global_load_b32 v6, v4, s[18:19]
	s_add_u32 s20, s20, -1
	s_addc_u32 s21, s21, -1
	s_add_u32 s18, s18, 4
	s_addc_u32 s19, s19, 0
	s_add_u32 s16, s16, 4
	s_addc_u32 s17, s17, 0
	s_cmp_lg_u64 s[20:21], 0
	s_waitcnt vmcnt(0)
	v_dual_add_f32 v2, v2, v5 :: v_dual_add_f32 v3, v3, v6
	s_cbranch_scc1 .LBB10_7
	s_branch .LBB10_9
.LBB10_8:
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v2, 0
.LBB10_9:
	v_mov_b32_e32 v4, 0
	ds_store_b64 v4, v[2:3]
.LBB10_10:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB10_12
	v_mov_b32_e32 v4, 0
	s_lshl_b64 s[2:3], s[2:3], 2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, s3
	ds_load_b64 v[2:3], v4
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v3, 0.5, v3
	v_add_f32_e32 v2, v2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0x7fffffff, v2
	v_cmp_gt_u32_e64 s0, 0x7f800001, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v2, 0x7fc00000, v2, s0
	global_store_b32 v4, v2, s[2:3]
.LBB10_12:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB10_15
	s_add_i32 s15, s23, s22
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[14:15], 2
	v_add_co_u32 v6, s0, s0, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s1, 0, s0
	s_mov_b32 s1, 0
	v_add_co_u32 v2, vcc_lo, s8, v6
	v_add_co_ci_u32_e64 v3, null, s9, v7, vcc_lo
	v_add_co_u32 v4, vcc_lo, s10, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s11, v7, vcc_lo
	v_add_co_u32 v6, vcc_lo, s4, v6
	v_add_co_ci_u32_e64 v7, null, s5, v7, vcc_lo
.LBB10_14:
	global_load_b32 v8, v[6:7], off
	global_load_b32 v9, v[4:5], off
	v_add_co_u32 v0, vcc_lo, 0x100, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v1, vcc_lo
	v_add_co_u32 v4, vcc_lo, 0x400, v4
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	v_add_co_u32 v6, vcc_lo, 0x400, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[12:13], v[0:1]
	s_or_b32 s1, vcc_lo, s1
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v11, v8, v8
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v9, v8, v9
	v_mul_f32_e32 v10, v8, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v8, v8, v10
	v_dual_mul_f32 v10, 0.5, v11 :: v_dual_add_f32 v9, v9, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v9, 0.5, v9 :: v_dual_mul_f32 v8, 4.0, v8
	v_dual_sub_f32 v9, v9, v10 :: v_dual_mul_f32 v8, 0x3e800000, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, v8, v9
	v_and_b32_e32 v9, 0x7fffffff, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_u32_e64 s0, 0x7f800001, v9
	v_cndmask_b32_e64 v8, 0x7fc00000, v8, s0
	global_store_b32 v[2:3], v8, off
	v_add_co_u32 v2, s0, 0x400, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, s0
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB10_14
.LBB10_15:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_well_energy_wide
		.amdhsa_group_segment_fixed_size 8
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 56
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
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 24
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
		.amdhsa_inst_pref_size 9
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
	.size	tessera_well_energy_wide, .Lfunc_end10-tessera_well_energy_wide

	.set tessera_well_energy_wide.num_vgpr, 17
	.set tessera_well_energy_wide.num_agpr, 0
	.set tessera_well_energy_wide.numbered_sgpr, 24
	.set tessera_well_energy_wide.num_named_barrier, 0
	.set tessera_well_energy_wide.private_seg_size, 0
	.set tessera_well_energy_wide.uses_vcc, 1
	.set tessera_well_energy_wide.uses_flat_scratch, 0
	.set tessera_well_energy_wide.has_dyn_sized_stack, 0
	.set tessera_well_energy_wide.has_recursion, 0
	.set tessera_well_energy_wide.has_indirect_call, 0
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
        .name:           out_0
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           out_1
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
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
    .group_segment_fixed_size: 2560
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 256
    .name:           tessera_well_energy_w4x64
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         tessera_well_energy_w4x64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     17
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
        .name:           out_0
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           out_1
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
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
    .group_segment_fixed_size: 2112
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 256
    .name:           tessera_well_energy_w32x8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         tessera_well_energy_w32x8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     30
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
        .name:           out_0
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           out_1
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
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
    .group_segment_fixed_size: 2080
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 256
    .name:           tessera_well_energy_w64x4
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         tessera_well_energy_w64x4.kd
    .uses_dynamic_stack: false
    .vgpr_count:     30
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
        .name:           out_0
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           out_1
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
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
    .group_segment_fixed_size: 2064
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 256
    .name:           tessera_well_energy_w128x2
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         tessera_well_energy_w128x2.kd
    .uses_dynamic_stack: false
    .vgpr_count:     30
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
        .name:           out_0
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           out_1
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
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
    .group_segment_fixed_size: 2056
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 256
    .name:           tessera_well_energy_w256
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         tessera_well_energy_w256.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
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
        .name:           out_0
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           out_1
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
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
    .group_segment_fixed_size: 4104
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 256
    .name:           tessera_well_energy_w512
    .private_segment_fixed_size: 0
    .sgpr_count:     27
    .sgpr_spill_count: 0
    .symbol:         tessera_well_energy_w512.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
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
        .name:           out_0
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           out_1
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
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
    .group_segment_fixed_size: 8200
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 256
    .name:           tessera_well_energy_w1024
    .private_segment_fixed_size: 0
    .sgpr_count:     29
    .sgpr_spill_count: 0
    .symbol:         tessera_well_energy_w1024.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
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
        .name:           out_0
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           out_1
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
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
    .group_segment_fixed_size: 16392
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 256
    .name:           tessera_well_energy_w2048
    .private_segment_fixed_size: 0
    .sgpr_count:     33
    .sgpr_spill_count: 0
    .symbol:         tessera_well_energy_w2048.kd
    .uses_dynamic_stack: false
    .vgpr_count:     24
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
        .name:           out_0
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           out_1
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
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
    .group_segment_fixed_size: 32776
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 1024
    .name:           tessera_well_energy_w4096
    .private_segment_fixed_size: 0
    .sgpr_count:     29
    .sgpr_spill_count: 0
    .symbol:         tessera_well_energy_w4096.kd
    .uses_dynamic_stack: false
    .vgpr_count:     23
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
        .name:           out_0
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           out_1
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
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
    .group_segment_fixed_size: 32776
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 1024
    .name:           tessera_well_energy_w8192
    .private_segment_fixed_size: 0
    .sgpr_count:     33
    .sgpr_spill_count: 0
    .symbol:         tessera_well_energy_w8192.kd
    .uses_dynamic_stack: false
    .vgpr_count:     18
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
        .name:           out_0
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           out_1
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           scratch
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .name:           n_rows
        .offset:         40
        .size:           8
        .value_kind:     by_value
      - .name:           n_features
        .offset:         48
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 8
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .max_flat_workgroup_size: 256
    .name:           tessera_well_energy_wide
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         tessera_well_energy_wide.kd
    .uses_dynamic_stack: false
    .vgpr_count:     17
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1151
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
