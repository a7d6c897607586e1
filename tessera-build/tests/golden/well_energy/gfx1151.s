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
