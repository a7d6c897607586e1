	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 6
	.text
	.globl	tessera_softmax_pull_w4x64
	.p2align	8
	.type	tessera_softmax_pull_w4x64,@function
tessera_softmax_pull_w4x64:
	s_load_b256 s[8:15], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s3, s[14:15], 4
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB0_38
	v_lshrrev_b32_e32 v11, 2, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_lshl_b64 s[2:3], s[2:3], 6
	s_add_u32 s4, s12, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v11
	s_addc_u32 s5, s13, -1
	v_cmp_le_u64_e64 s2, s[12:13], v[1:2]
	v_mov_b32_e32 v2, s5
	s_load_b64 s[12:13], s[0:1], 0x20
	v_cndmask_b32_e64 v1, v1, s4, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, s3, v2, s2
	v_mul_lo_u32 v5, v1, s15
	v_mad_u64_u32 v[3:4], null, v1, s14, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v1, v2, s14
	v_mov_b32_e32 v2, 0
	v_add3_u32 v4, v4, v5, v1
	v_and_b32_e32 v1, 3, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[5:6], 2, v[3:4]
	v_cmp_le_u64_e64 s3, s[14:15], v[1:2]
	v_cmp_gt_u64_e64 s4, s[14:15], v[1:2]
	v_lshlrev_b32_e32 v9, 2, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v7, vcc_lo, s8, v5
	v_add_co_ci_u32_e64 v8, null, s9, v6, vcc_lo
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_3
	v_add_co_u32 v12, vcc_lo, v7, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v8, vcc_lo
	global_load_b32 v10, v[12:13], off
.LBB0_3:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[12:13], 0
	s_mov_b64 s[28:29], 0
	s_cbranch_scc0 .LBB0_35
	v_clz_i32_u32_e32 v12, 0
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v5, vcc_lo, s10, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v16, null, s11, v6, vcc_lo
	v_add_co_u32 v14, vcc_lo, v3, v1
	v_min_u32_e32 v17, 32, v12
	s_load_b256 s[16:23], s[0:1], 0x28
	v_add_co_ci_u32_e64 v15, null, 0, v4, vcc_lo
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v14, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_lshlrev_b64 v[3:4], v17, v[1:2]
	v_cmp_eq_u64_e64 s0, 0, v[1:2]
	v_cmp_gt_u64_e64 s1, 2, v[1:2]
	v_and_b32_e32 v0, 0xfc, v0
	v_sub_nc_u32_e32 v17, 32, v17
	v_mul_u32_u24_e32 v6, 12, v11
	v_min_u32_e32 v3, 1, v3
	v_xor_b32_e32 v2, v19, v15
	s_mov_b32 s30, 0x1d8e78af
	s_mov_b32 s34, 0x9997fa04
	s_mov_b32 s36, 0xdf3e5244
	v_or_b32_e32 v4, v4, v3
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v2, s25, v2
	v_dual_mov_b32 v3, 0 :: v_dual_lshlrev_b32 v0, 2, v0
	s_cmp_eq_u32 s19, 0
	v_cvt_f32_u32_e32 v21, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v2, 0
	s_cselect_b32 s23, -1, 0
	s_cmp_lg_u64 s[14:15], 0
	v_add_co_u32 v4, vcc_lo, v5, v9
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s18, 0
	v_add_co_ci_u32_e64 v5, null, 0, v16, vcc_lo
	v_ldexp_f32 v16, v21, v17
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v21, v10
	v_or_b32_e32 v11, 0x800, v0
	v_or_b32_e32 v12, 0x400, v0
	s_cselect_b32 s84, -1, 0
	s_add_u32 s5, s24, 0x9e3779b9
	s_add_u32 s6, s25, 0xbb67ae85
	v_xor_b32_e32 v17, s5, v20
	s_add_u32 s5, s24, 0x3c6ef372
	v_or_b32_e32 v13, v11, v9
	v_or_b32_e32 v14, v12, v9
	v_or_b32_e32 v15, v0, v9
	v_xor_b32_e32 v18, s6, v18
	v_xor_b32_e32 v19, s5, v19
	v_or_b32_e32 v20, 0xc00, v6
	s_or_b32 s11, s2, s3
	s_mov_b32 s18, 0xd078c69f
	s_mov_b32 s38, 0x96cb03de
	s_mov_b32 s40, 0x94229359
	s_mov_b32 s42, 0x55555593
	s_mov_b32 s44, 0x35793c76
	s_mov_b32 s46, 0xfee00000
	s_mov_b32 s48, 0x54442d18
	s_mov_b32 s50, 0x6dc9c883
	s_mov_b32 s52, 0x54400000
	s_mov_b32 s54, 0x1a626331
	s_mov_b32 s56, 0x1a600000
	s_mov_b32 s58, 0x2e037073
	s_mov_b32 s60, 0x19cb1590
	s_mov_b32 s62, 0x16c15177
	s_mov_b32 s64, 0x5555554c
	s_mov_b32 s66, 0xbe8838d4
	s_mov_b32 s68, 0xbdb4b1c4
	s_mov_b32 s70, 0x809c52ad
	s_mov_b32 s72, 0x57b1fe7d
	s_mov_b32 s74, 0x19c161d5
	s_mov_b32 s76, 0x1110f8a6
	s_mov_b32 s78, 0x5acfd57c
	s_mov_b32 s80, 0x8a2b9ceb
	s_mov_b32 s82, 0x55555549
	s_xor_b32 s85, s11, -1
	s_add_u32 s86, s25, 0x76cf5d0a
	s_add_u32 s87, s24, 0xdaa66d2b
	s_add_u32 s88, s25, 0x32370b8f
	s_add_u32 s89, s24, 0x78dde6e4
	s_add_u32 s90, s25, 0xed9eba14
	s_add_u32 s91, s24, 0x1715609d
	s_add_u32 s92, s25, 0xa9066899
	s_add_u32 s93, s24, 0xb54cda56
	s_add_u32 s94, s25, 0x646e171e
	s_add_u32 s95, s24, 0x5384540f
	s_add_u32 s96, s25, 0x1fd5c5a3
	s_add_u32 s25, s25, 0xdb3d7428
	s_add_i32 s97, s24, 0x8ff34781
	s_mov_b32 s19, 0x3fc39a09
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
	s_mov_b32 s61, 0x3efa01a0
	s_mov_b32 s63, 0xbf56c16c
	s_mov_b32 s65, 0x3fa55555
	s_mov_b32 s67, 0xbda8fae9
	s_mov_b32 s69, 0x3e21ee9e
	s_mov_b32 s71, 0xbe927e4f
	s_mov_b32 s73, 0x3ec71de3
	s_mov_b32 s75, 0xbf2a01a0
	s_mov_b32 s77, 0x3f811111
	s_mov_b32 s79, 0x3de5d93a
	s_mov_b32 s81, 0xbe5ae5e6
	s_mov_b32 s83, 0x3fc55555
	s_branch .LBB0_7
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s6
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v2, v21
.LBB0_6:
	s_add_u32 s28, s28, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v21, v2
	s_addc_u32 s29, s29, 0
	s_mul_f32 s20, s21, s20
	s_cmp_eq_u64 s[28:29], s[12:13]
	s_cbranch_scc1 .LBB0_33
.LBB0_7:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_mul_f32 s98, s22, s20
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v21
	s_mul_f32 s5, s98, 0x4f800000
	s_cmp_lt_f32 s98, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_2)
	v_dual_cndmask_b32 v27, 0, v1 :: v_dual_mov_b32 v2, s5
	s_cselect_b32 s5, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, s98, v2, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v22, v2
	v_add_nc_u32_e32 v23, -1, v22
	v_add_nc_u32_e32 v24, 1, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v25, 0x80000000, v23
	v_xor_b32_e32 v26, 0x80000000, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v28, v25, v22, v2
	v_fma_f32 v29, v26, v22, v2
	v_cndmask_b32_e64 v26, v21, 0xff800000, s3
	v_cndmask_b32_e64 v25, v27, 0, s3
	ds_store_b32 v13, v26
	ds_store_b32 v14, v25
	v_cmp_ge_f32_e64 s7, 0, v28
	v_cmp_lt_f32_e64 s6, 0, v29
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s99, s1
	s_cbranch_execz .LBB0_9
	ds_load_2addr_b32 v[29:30], v14 offset1:2
	ds_load_2addr_b32 v[31:32], v13 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s8, v32, v31
	v_cmp_gt_f32_e64 s9, v32, v31
	v_cmp_o_f32_e64 s10, v31, v31
	s_and_b32 s8, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s8, s9, s8
	v_cndmask_b32_e64 v27, 0, 1, s8
	s_or_b32 s8, s10, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	v_cndmask_b32_e64 v28, 0, 1, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v27.l, v28.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v13, v27
	ds_store_b32 v14, v28
.LBB0_9:
	s_or_b32 exec_lo, exec_lo, s99
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s99, s0
	s_cbranch_execz .LBB0_11
	ds_load_b32 v29, v14
	ds_load_b32 v30, v13
	ds_load_b32 v31, v12 offset:4
	ds_load_b32 v32, v11 offset:4
	s_waitcnt lgkmcnt(2)
	v_cmp_o_f32_e64 s10, v30, v30
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v31, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s8, v32, v30
	v_cmp_gt_f32_e64 s9, v32, v30
	s_and_b32 s8, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s8, s9, s8
	v_cndmask_b32_e64 v27, 0, 1, s8
	s_or_b32 s8, s10, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	v_cndmask_b32_e64 v28, 0, 1, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v27.l, v28.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v30, v32 :: v_dual_cndmask_b32 v28, v29, v31
	ds_store_b32 v13, v27
	ds_store_b32 v14, v28
.LBB0_11:
	s_or_b32 exec_lo, exec_lo, s99
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s0
	s_cbranch_execz .LBB0_13
	ds_load_b32 v27, v11
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v6, v27 offset:3072
.LBB0_13:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v13, v26
	ds_store_b32 v14, v25
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s99, s1
	s_cbranch_execz .LBB0_15
	ds_load_2addr_b32 v[27:28], v14 offset1:2
	ds_load_2addr_b32 v[29:30], v13 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s8, v30, v29
	v_cmp_gt_f32_e64 s9, v30, v29
	v_cmp_o_f32_e64 s10, v29, v29
	s_and_b32 s8, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s8, s9, s8
	v_cndmask_b32_e64 v25, 0, 1, s8
	s_or_b32 s8, s10, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	v_cndmask_b32_e64 v26, 0, 1, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v25.l, v25.l, v26.l, vcc_lo
	v_and_b16 v25.l, 1, v25.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v25.l
	v_dual_cndmask_b32 v25, v29, v30 :: v_dual_cndmask_b32 v26, v27, v28
	ds_store_b32 v13, v25
	ds_store_b32 v14, v26
.LBB0_15:
	s_or_b32 exec_lo, exec_lo, s99
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s99, s0
	s_cbranch_execz .LBB0_17
	ds_load_b32 v27, v14
	ds_load_b32 v28, v13
	ds_load_b32 v29, v12 offset:4
	ds_load_b32 v30, v11 offset:4
	s_waitcnt lgkmcnt(2)
	v_cmp_o_f32_e64 s10, v28, v28
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v29, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s8, v30, v28
	v_cmp_gt_f32_e64 s9, v30, v28
	s_and_b32 s8, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s8, s9, s8
	v_cndmask_b32_e64 v25, 0, 1, s8
	s_or_b32 s8, s10, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	v_cndmask_b32_e64 v26, 0, 1, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v25.l, v25.l, v26.l, vcc_lo
	v_and_b16 v25.l, 1, v25.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v25.l
	v_dual_cndmask_b32 v25, v28, v30 :: v_dual_cndmask_b32 v26, v27, v29
	ds_store_b32 v13, v25
	ds_store_b32 v14, v26
.LBB0_17:
	s_or_b32 exec_lo, exec_lo, s99
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s0
	s_cbranch_execz .LBB0_19
	ds_load_b32 v25, v12
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v25, v25
	ds_store_b32 v6, v25 offset:3080
.LBB0_19:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s4
	s_cbranch_execz .LBB0_21
	ds_load_b32 v25, v6 offset:3072
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v25, v21, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v25
	v_cndmask_b32_e32 v26, 0xc2d00000, v25, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v26
	v_cndmask_b32_e32 v26, 0x42b20000, v26, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, 0x3fb8aa3b, v26
	v_add_f32_e32 v27, 0x4b400000, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, 0xcb400000, v27
	v_mul_f32_e32 v29, 0xbf317200, v28
	v_mul_f32_e32 v28, 0x35bfbe8e, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, v26, v29
	v_sub_f32_e32 v29, v26, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v30, v29, v29
	v_mul_f32_e32 v31, 0x3331bb4c, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v31, 0xb5ddea0e, v31
	v_mul_f32_e32 v31, v30, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v31, 0x388ab355, v31
	v_mul_f32_e32 v31, v30, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v31, 0xbb360b61, v31
	v_mul_f32_e32 v31, v30, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v31, 0x3e2aaaab, v31
	v_mul_f32_e32 v30, v30, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v30, v29, v30
	v_mul_f32_e32 v29, v29, v30
	v_sub_f32_e32 v30, 2.0, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v31, null, v30, v30, v29
	v_div_scale_f32 v34, vcc_lo, v29, v30, v29
	v_rcp_f32_e32 v32, v31
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v33, -v31, v32, 1.0
	v_fmac_f32_e32 v32, v33, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v33, v34, v32
	v_fma_f32 v35, -v31, v33, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v33, v35, v32
	v_fma_f32 v31, -v31, v33, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v31, v31, v32, v33
	v_cmp_o_f32_e32 vcc_lo, v25, v25
	v_div_fixup_f32 v29, v31, v30, v29
	v_add_nc_u32_e32 v30, 0xb4c00100, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v28, v28, v29
	v_lshrrev_b32_e32 v29, 1, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v26, v26, v28
	v_sub_nc_u32_e32 v27, v27, v29
	v_lshl_add_u32 v28, v29, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v26, 1.0, v26
	v_lshl_add_u32 v27, v27, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v26, v28
	v_mul_f32_e32 v26, v26, v27
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v25, 0x7fc00000, v26, vcc_lo
	ds_store_b32 v15, v25
.LBB0_21:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s0
	s_cbranch_execz .LBB0_26
	v_mov_b32_e32 v25, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB0_25
	v_mov_b32_e32 v26, v0
	s_mov_b64 s[8:9], s[14:15]
.LBB0_24:
	ds_load_b32 v27, v26
	v_add_nc_u32_e32 v26, 4, v26
	s_add_u32 s8, s8, -1
	s_addc_u32 s9, s9, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[8:9], 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v25, v25, v27
	s_cbranch_scc1 .LBB0_24
.LBB0_25:
	ds_store_b32 v6, v25 offset:3076
.LBB0_26:
	s_or_b32 exec_lo, exec_lo, s10
	v_cndmask_b32_e64 v22, v22, v23, s7
	v_cmp_class_f32_e64 vcc_lo, v2, 0x260
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cndmask_b32_e64 v22, v22, v24, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, 0x37800000, v22
	v_cndmask_b32_e64 v22, v22, v23, s5
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v22, v22, v2, vcc_lo
	s_and_b32 vcc_lo, exec_lo, s84
	s_cbranch_vccz .LBB0_30
	v_mov_b32_e32 v2, v21
	s_and_saveexec_b32 s8, s85
	s_cbranch_execz .LBB0_29
	s_cmp_gt_f32 s98, 0
	global_load_b32 v61, v[4:5], off
	s_cselect_b32 s5, -1, 0
	s_add_u32 s6, s28, s26
	s_addc_u32 s7, s29, s27
	v_cndmask_b32_e64 v22, 0, v22, s5
	s_mul_i32 s9, s7, 0xcd9e8d57
	s_mul_hi_u32 s7, s7, 0xcd9e8d57
	v_xor_b32_e32 v2, s9, v17
	s_xor_b32 s7, s24, s7
	v_cndmask_b32_e64 v22, v22, s17, s23
	s_xor_b32 s6, s7, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v2, 0
	s_mul_hi_u32 s7, s6, 0xd2511f53
	s_mul_i32 s6, s6, 0xd2511f53
	v_xor_b32_e32 v2, s7, v18
	v_xor3_b32 v26, s6, s86, v24
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v26, 0
	v_xor_b32_e32 v2, v25, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, v27, s87, v24
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v27, 0
	v_xor3_b32 v2, s88, v25, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v28, s90, v24
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v25, 0
	v_xor3_b32 v2, s89, v24, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v29, s91, v23
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v25, 0
	v_xor3_b32 v2, s92, v24, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, v26, s94, v23
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v26
	v_xor3_b32 v24, s93, v24, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s95, v23
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v24, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v24, s96, v24, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s25, v23
	v_mul_lo_u32 v25, 0xcd9e8d57, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, s97, v24, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[24:25], v2
	v_add_f64 v[24:25], v[24:25], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[24:25], v[24:25], 0xffffffe0
	v_add_nc_u32_e32 v2, 0x95f62, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v25, 0xfffff, v2
	v_add_nc_u32_e32 v25, 0x3fe6a09e, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], v[24:25], -1.0
	v_add_f64 v[26:27], v[24:25], 2.0
	v_mul_f64 v[47:48], v[24:25], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], v[24:25]
	v_mul_f64 v[47:48], v[24:25], v[47:48]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[30:31], v[28:29]
	v_fma_f64 v[32:33], -v[28:29], v[30:31], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_fma_f64 v[30:31], v[30:31], v[32:33], v[30:31]
	ds_load_2addr_b32 v[32:33], v20 offset1:1
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v53, v21, v32
	v_lshrrev_b32_e32 v2, 20, v2
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v53
	v_cndmask_b32_e32 v32, 0xc2d00000, v53, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v32
	v_fma_f64 v[34:35], -v[28:29], v[30:31], 1.0
	v_cndmask_b32_e32 v32, 0x42b20000, v32, vcc_lo
	v_div_scale_f32 v41, vcc_lo, 1.0, v33, 1.0
	v_mul_f32_e32 v36, 0x3fb8aa3b, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v54, 0x4b400000, v36
	v_add_f32_e32 v36, 0xcb400000, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v37, 0xbf317200, v36
	v_dual_mul_f32 v55, 0x35bfbe8e, v36 :: v_dual_add_f32 v56, v32, v37
	v_div_scale_f64 v[36:37], s6, v[24:25], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v32, v56, v55
	v_mul_f32_e32 v38, v32, v32
	v_fma_f64 v[30:31], v[30:31], v[34:35], v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v34, 0x3331bb4c, v38
	v_add_f32_e32 v34, 0xb5ddea0e, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v34, v38, v34
	v_add_f32_e32 v34, 0x388ab355, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v34, v38, v34
	v_add_f32_e32 v34, 0xbb360b61, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v39, v38, v34
	v_mul_f64 v[34:35], v[36:37], v[30:31]
	v_add_f32_e32 v39, 0x3e2aaaab, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v38, v38, v39
	v_sub_f32_e32 v38, v32, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v57, v32, v38
	v_sub_f32_e32 v58, 2.0, v38
	v_div_scale_f32 v32, null, v33, v33, 1.0
	v_div_scale_f32 v38, null, v58, v58, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v39, v32
	v_rcp_f32_e32 v40, v38
	v_fma_f64 v[28:29], -v[28:29], v[34:35], v[36:37]
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_fma_f32 v36, -v32, v39, 1.0
	v_fma_f32 v37, -v38, v40, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, s7, v57, v58, v57
	v_fmac_f32_e32 v40, v37, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v37, v41, v39 :: v_dual_mul_f32 v42, v36, v40
	v_fma_f32 v43, -v32, v37, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v44, -v38, v42, v36
	v_dual_fmac_f32 v37, v43, v39 :: v_dual_fmac_f32 v42, v44, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v32, -v32, v37, v41
	v_fma_f32 v36, -v38, v42, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v59, v32, v39, v37
	s_mov_b32 vcc_lo, s7
	v_mov_b32_e32 v32, v3
	v_div_fmas_f32 v60, v36, v40, v42
	s_mov_b32 vcc_lo, s6
	v_add_co_u32 v2, s6, 0xfffffc01, v2
	v_div_fmas_f64 v[28:29], v[28:29], v[30:31], v[34:35]
	v_cvt_f64_u32_e32 v[30:31], v23
	v_add_co_ci_u32_e64 v23, null, 0, -1, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[45:46], v23
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[30:31], 0.5
	v_ldexp_f64 v[45:46], v[45:46], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], v[26:27]
	v_ldexp_f64 v[30:31], v[30:31], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[34:35], v[28:29], v[28:29]
	v_mul_f64 v[30:31], v[30:31], s[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[34:35], s[36:37]
	v_mul_f64 v[38:39], v[34:35], s[18:19]
	v_mul_f64 v[40:41], v[30:31], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[36:37], s[38:39]
	v_add_f64 v[38:39], v[38:39], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[40:41], 0x43380000, v[40:41]
	v_mul_f64 v[36:37], v[34:35], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[38:39], v[34:35], v[38:39]
	v_add_f64 v[41:42], 0xc3380000, v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[36:37], s[40:41]
	v_add_f64 v[38:39], v[38:39], s[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[43:44], v[41:42], s[52:53]
	v_mul_f64 v[36:37], v[34:35], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[34:35], v[38:39]
	v_add_f64 v[38:39], v[30:31], v[43:44]
	v_cvt_f64_u32_e32 v[43:44], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[36:37], s[42:43]
	v_add_f64 v[43:44], v[45:46], v[43:44]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[28:29], v[36:37]
	v_mul_f64 v[36:37], v[41:42], s[56:57]
	v_mul_f64 v[49:50], v[43:44], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[28:29], v[34:35], v[28:29]
	v_add_f64 v[34:35], v[38:39], v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[47:48], v[28:29]
	v_add_f64 v[45:46], v[38:39], -v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[26:27], v[26:27], v[28:29]
	v_mul_f64 v[28:29], v[41:42], s[54:55]
	v_mul_f64 v[41:42], v[41:42], s[58:59]
	v_add_f64 v[36:37], v[45:46], v[36:37]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[26:27], v[49:50], v[26:27]
	v_add_f64 v[45:46], v[38:39], -v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[41:42], -v[36:37]
	v_add_f64 v[26:27], v[26:27], -v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v2, 20, v46
	v_and_b32_e32 v23, 0x7ff, v2
	v_bfe_u32 v2, v31, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v31, 16, v23
	v_cmp_lt_u64_e32 vcc_lo, v[31:32], v[2:3]
	v_dual_cndmask_b32 v29, v29, v37 :: v_dual_cndmask_b32 v28, v28, v36
	v_mul_f64 v[36:37], v[43:44], s[46:47]
	v_dual_cndmask_b32 v31, v39, v35 :: v_dual_cndmask_b32 v30, v38, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[34:35], v[30:31], -v[28:29]
	v_add_f64 v[23:24], v[24:25], v[26:27]
	v_mul_f64 v[25:26], v[34:35], v[34:35]
	v_add_f64 v[30:31], v[30:31], -v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[36:37], v[23:24]
	v_mul_f64 v[36:37], v[25:26], s[72:73]
	v_mul_f64 v[38:39], v[25:26], s[60:61]
	v_mul_f64 v[41:42], v[25:26], s[66:67]
	v_mul_f64 v[43:44], v[25:26], s[78:79]
	v_mul_f64 v[45:46], v[25:26], v[25:26]
	v_add_f64 v[27:28], v[30:31], -v[28:29]
	v_mul_f64 v[23:24], v[23:24], -2.0
	v_add_f64 v[36:37], v[36:37], s[74:75]
	v_add_f64 v[38:39], v[38:39], s[62:63]
	v_add_f64 v[41:42], v[41:42], s[68:69]
	v_add_f64 v[43:44], v[43:44], s[80:81]
	v_mul_f64 v[47:48], v[25:26], v[45:46]
	v_mul_f64 v[29:30], v[45:46], v[45:46]
	v_mul_f64 v[45:46], v[25:26], 0.5
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[23:24]
	v_mul_f64 v[36:37], v[25:26], v[36:37]
	v_mul_f64 v[38:39], v[25:26], v[38:39]
	v_mul_f64 v[41:42], v[25:26], v[41:42]
	v_mul_f64 v[43:44], v[47:48], v[43:44]
	v_add_f64 v[51:52], -v[45:46], 1.0
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[23:24], v[23:24], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[36:37], v[36:37], s[76:77]
	v_add_f64 v[31:32], v[38:39], s[64:65]
	v_add_f64 v[38:39], v[41:42], s[70:71]
	v_mul_f64 v[41:42], v[34:35], v[25:26]
	v_rsq_f64_e32 v[49:50], v[23:24]
	v_cmp_class_f64_e64 vcc_lo, v[23:24], 0x260
	v_add_f64 v[36:37], v[43:44], v[36:37]
	v_mul_f64 v[31:32], v[25:26], v[31:32]
	v_mul_f64 v[29:30], v[29:30], v[38:39]
	v_mul_f64 v[38:39], v[27:28], 0.5
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_mul_f64 v[47:48], v[23:24], v[49:50]
	v_mul_f64 v[49:50], v[49:50], 0.5
	v_mul_f64 v[36:37], v[41:42], v[36:37]
	v_mul_f64 v[41:42], v[41:42], s[82:83]
	v_add_f64 v[29:30], v[31:32], v[29:30]
	v_fma_f64 v[43:44], -v[49:50], v[47:48], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[38:39], -v[36:37]
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	s_delay_alu instid0(VALU_DEP_3)
	v_fma_f64 v[47:48], v[47:48], v[43:44], v[47:48]
	v_fma_f64 v[36:37], v[49:50], v[43:44], v[49:50]
	v_mul_f64 v[43:44], v[34:35], v[27:28]
	v_add_f64 v[49:50], -v[51:52], 1.0
	v_mul_f64 v[25:26], v[25:26], v[31:32]
	v_fma_f64 v[38:39], -v[47:48], v[47:48], v[23:24]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[29:30], v[29:30], -v[43:44]
	v_add_f64 v[25:26], v[25:26], -v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[31:32], v[38:39], v[36:37], v[47:48]
	v_add_f64 v[38:39], v[49:50], -v[45:46]
	v_add_f64 v[25:26], v[25:26], v[41:42]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[27:28], -v[31:32], v[31:32], v[23:24]
	v_add_f64 v[29:30], v[38:39], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[34:35], -v[25:26]
	v_fma_f64 v[27:28], v[27:28], v[36:37], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[29:30], v[51:52], v[29:30]
	v_dual_mov_b32 v32, v3 :: v_dual_and_b32 v31, 2, v40
	v_cmp_eq_u64_e64 s6, 0, v[31:32]
	v_xor_b32_e32 v31, 0x80000000, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v26, v26, v31, s6
	v_ldexp_f64 v[27:28], v[27:28], v2
	v_xor_b32_e32 v34, 0x80000000, v30
	v_and_b32_e32 v2, 1, v40
	v_cndmask_b32_e64 v30, v34, v30, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s6, 0, v[2:3]
	v_div_fixup_f32 v2, v60, v58, v57
	v_cndmask_b32_e64 v26, v26, v30, s6
	v_cndmask_b32_e64 v25, v25, v29, s6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v55, v2
	v_sub_f32_e32 v2, v56, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v2, 1.0, v2
	v_dual_cndmask_b32 v24, v28, v24 :: v_dual_cndmask_b32 v23, v27, v23
	ds_load_b32 v27, v6 offset:3080
	v_cmp_o_f32_e32 vcc_lo, v53, v53
	v_mul_f64 v[23:24], v[25:26], v[23:24]
	v_add_nc_u32_e32 v25, 0xb4c00100, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v25, 1, v25
	v_sub_nc_u32_e32 v26, v54, v25
	v_lshl_add_u32 v25, v25, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v26, v26, 23, 0x7f800000
	v_mul_f32_e32 v2, v2, v25
	v_div_fixup_f32 v25, v59, v33, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v2, v26
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v27, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v25, v2
	v_cndmask_b32_e64 v25, 0, 0x3dcccccd, vcc_lo
	v_cvt_f32_f64_e32 v23, v[23:24]
	v_add_f32_e32 v24, v21, v21
	v_mul_f32_e32 v24, 0x3d4ccccd, v24
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v24, v24, v61
	v_add_f32_e32 v2, v24, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v25, v2
	v_mul_f32_e32 v2, s16, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v21, v2
	v_mul_f32_e32 v22, v22, v23
	v_add_f32_e32 v2, v22, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v22, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v22
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
.LBB0_29:
	s_or_b32 exec_lo, exec_lo, s8
	s_cbranch_execnz .LBB0_6
	s_branch .LBB0_31
.LBB0_30:
.LBB0_31:
	s_and_saveexec_b32 s6, s85
	s_cbranch_execz .LBB0_5
	global_load_b32 v2, v[4:5], off
	ds_load_2addr_b32 v[22:23], v20 offset1:1
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v22, v21, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v22
	v_cndmask_b32_e32 v24, 0xc2d00000, v22, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v24
	v_cndmask_b32_e32 v24, 0x42b20000, v24, vcc_lo
	v_div_scale_f32 v35, vcc_lo, 1.0, v23, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, 0x3fb8aa3b, v24
	v_add_f32_e32 v25, 0x4b400000, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, 0xcb400000, v25
	v_mul_f32_e32 v27, 0xbf317200, v26
	v_mul_f32_e32 v26, 0x35bfbe8e, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, v24, v27
	v_sub_f32_e32 v27, v24, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v28, v27, v27
	v_mul_f32_e32 v29, 0x3331bb4c, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0xb5ddea0e, v29
	v_mul_f32_e32 v29, v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0x388ab355, v29
	v_mul_f32_e32 v29, v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0xbb360b61, v29
	v_mul_f32_e32 v29, v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0x3e2aaaab, v29
	v_mul_f32_e32 v28, v28, v29
	v_div_scale_f32 v29, null, v23, v23, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v28, v27, v28
	v_rcp_f32_e32 v31, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, v27, v28
	v_sub_f32_e32 v28, 2.0, v28
	v_div_scale_f32 v30, null, v28, v28, v27
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v33, -v29, v31, 1.0
	v_rcp_f32_e32 v32, v30
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v34, -v30, v32, 1.0
	v_dual_fmac_f32 v32, v34, v32 :: v_dual_fmac_f32 v31, v33, v31
	v_div_scale_f32 v33, s5, v27, v28, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v36, v33, v32
	v_fma_f32 v38, -v30, v36, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v36, v38, v32
	v_mul_f32_e32 v34, v35, v31
	v_fma_f32 v30, -v30, v36, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v37, -v29, v34, v35
	v_fmac_f32_e32 v34, v37, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v29, -v29, v34, v35
	v_div_fmas_f32 v29, v29, v31, v34
	s_mov_b32 vcc_lo, s5
	v_div_fmas_f32 v30, v30, v32, v36
	v_cmp_o_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v23, v29, v23, 1.0
	v_div_fixup_f32 v27, v30, v28, v27
	v_add_nc_u32_e32 v28, 0xb4c00100, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v26, v26, v27
	v_lshrrev_b32_e32 v27, 1, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v24, v24, v26
	v_sub_nc_u32_e32 v25, v25, v27
	v_lshl_add_u32 v26, v27, 23, 0xff800000
	ds_load_b32 v27, v6 offset:3080
	v_add_f32_e32 v24, 1.0, v24
	v_lshl_add_u32 v25, v25, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v24, v24, v26
	v_mul_f32_e32 v24, v24, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v25, v21, v21 :: v_dual_cndmask_b32 v22, 0x7fc00000, v24
	v_mul_f32_e32 v24, 0x3d4ccccd, v25
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v27, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v23, v22
	v_cndmask_b32_e64 v23, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v24, v2
	v_add_f32_e32 v2, v2, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v23, v2
	v_mul_f32_e32 v2, s16, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v21, v2
	v_and_b32_e32 v21, 0x7fffffff, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v21
	v_cndmask_b32_e32 v21, 0x7fc00000, v2, vcc_lo
	s_branch .LBB0_5
.LBB0_33:
	s_branch .LBB0_36
.LBB0_34:
	s_or_b32 s0, s2, s3
	s_and_not1_b32 s1, s11, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s1, s0
	s_xor_b32 s0, s11, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB0_37
	s_branch .LBB0_38
.LBB0_35:
	s_cbranch_execnz .LBB0_34
.LBB0_36:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v10, v2
	s_xor_b32 s0, s11, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB0_38
.LBB0_37:
	v_add_co_u32 v0, vcc_lo, v7, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v8, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v10, off
.LBB0_38:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_pull_w4x64
		.amdhsa_group_segment_fixed_size 3840
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
		.amdhsa_next_free_sgpr 100
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
	.size	tessera_softmax_pull_w4x64, .Lfunc_end0-tessera_softmax_pull_w4x64

	.set tessera_softmax_pull_w4x64.num_vgpr, 62
	.set tessera_softmax_pull_w4x64.num_agpr, 0
	.set tessera_softmax_pull_w4x64.numbered_sgpr, 100
	.set tessera_softmax_pull_w4x64.num_named_barrier, 0
	.set tessera_softmax_pull_w4x64.private_seg_size, 0
	.set tessera_softmax_pull_w4x64.uses_vcc, 1
	.set tessera_softmax_pull_w4x64.uses_flat_scratch, 0
	.set tessera_softmax_pull_w4x64.has_dyn_sized_stack, 0
	.set tessera_softmax_pull_w4x64.has_recursion, 0
	.set tessera_softmax_pull_w4x64.has_indirect_call, 0
	.globl	tessera_softmax_pull_w32x8
	.p2align	8
	.type	tessera_softmax_pull_w32x8,@function
tessera_softmax_pull_w32x8:
	s_load_b256 s[8:15], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s3, s[14:15], 32
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB1_56
	v_lshrrev_b32_e32 v11, 5, v0
	s_mov_b32 s3, 0
	s_load_b64 s[28:29], s[0:1], 0x20
	s_lshl_b64 s[2:3], s[2:3], 3
	s_add_u32 s4, s12, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v11
	s_addc_u32 s5, s13, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_le_u64_e64 s2, s[12:13], v[1:2]
	v_mov_b32_e32 v2, s5
	v_cndmask_b32_e64 v1, v1, s4, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, s3, v2, s2
	v_mul_lo_u32 v5, v1, s15
	v_mad_u64_u32 v[3:4], null, v1, s14, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v1, v2, s14
	v_mov_b32_e32 v2, 0
	v_add3_u32 v4, v4, v5, v1
	v_and_b32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[5:6], 2, v[3:4]
	v_cmp_le_u64_e64 s3, s[14:15], v[1:2]
	v_cmp_gt_u64_e64 s4, s[14:15], v[1:2]
	v_lshlrev_b32_e32 v9, 2, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v7, vcc_lo, s8, v5
	v_add_co_ci_u32_e64 v8, null, s9, v6, vcc_lo
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB1_3
	v_add_co_u32 v12, vcc_lo, v7, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v8, vcc_lo
	global_load_b32 v10, v[12:13], off
.LBB1_3:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[28:29], 0
	s_mov_b64 s[30:31], 0
	s_cbranch_scc0 .LBB1_53
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v5, vcc_lo, s10, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v18, null, s11, v6, vcc_lo
	v_add_co_u32 v3, vcc_lo, v3, v1
	v_clz_i32_u32_e32 v14, 0
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v3, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_min_u32_e32 v21, 32, v14
	v_cmp_eq_u64_e64 s0, 0, v[1:2]
	v_cmp_gt_u64_e64 s1, 16, v[1:2]
	v_cmp_gt_u64_e64 s5, 8, v[1:2]
	v_cmp_gt_u64_e64 s6, 4, v[1:2]
	v_lshlrev_b64 v[16:17], v21, v[1:2]
	v_cmp_gt_u64_e64 s7, 2, v[1:2]
	v_xor_b32_e32 v2, v20, v4
	v_and_b32_e32 v12, 0xe0, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s19, 0
	v_sub_nc_u32_e32 v22, 32, v21
	v_min_u32_e32 v3, 1, v16
	v_xor_b32_e32 v2, s25, v2
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u64 s[14:15], 0
	s_mov_b32 s35, 0
	v_or_b32_e32 v4, v17, v3
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v2, 0
	s_cselect_b32 s88, -1, 0
	s_cmp_lg_u32 s18, 0
	v_dual_mov_b32 v3, 0 :: v_dual_lshlrev_b32 v6, 2, v12
	s_cselect_b32 s89, -1, 0
	s_or_b32 s8, s2, s3
	v_cvt_f32_u32_e32 v17, v4
	v_writelane_b32 v62, s8, 0
	s_xor_b32 s90, s8, -1
	v_add_co_u32 v4, vcc_lo, v5, v9
	s_add_u32 s8, s24, 0x9e3779b9
	v_add_co_ci_u32_e64 v5, null, 0, v18, vcc_lo
	v_xor_b32_e32 v18, s8, v21
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v21, v10 :: v_dual_lshlrev_b32 v2, 2, v0
	v_or_b32_e32 v12, 0x800, v6
	v_or_b32_e32 v13, 0x400, v6
	s_add_u32 s9, s25, 0xbb67ae85
	s_add_u32 s8, s24, 0x3c6ef372
	s_and_b32 s34, s14, 7
	v_cmp_gt_u64_e64 s103, s[14:15], 7
	v_mul_u32_u24_e32 v11, 12, v11
	v_or_b32_e32 v14, v12, v9
	v_or_b32_e32 v15, v13, v9
	v_or_b32_e32 v16, v6, v9
	v_ldexp_f32 v17, v17, v22
	s_add_u32 s91, s25, 0x76cf5d0a
	s_add_u32 s92, s24, 0xdaa66d2b
	s_add_u32 s93, s25, 0x32370b8f
	s_add_u32 s94, s24, 0x78dde6e4
	s_add_u32 s95, s25, 0xed9eba14
	s_add_u32 s96, s24, 0x1715609d
	s_add_u32 s97, s25, 0xa9066899
	s_add_u32 s98, s24, 0xb54cda56
	s_add_u32 s99, s25, 0x646e171e
	s_add_u32 s100, s24, 0x5384540f
	s_add_u32 s101, s25, 0x1fd5c5a3
	s_add_u32 s25, s25, 0xdb3d7428
	s_add_i32 s102, s24, 0x8ff34781
	s_and_b32 s14, s14, 56
	v_xor_b32_e32 v0, s9, v19
	v_xor_b32_e32 v19, s8, v20
	v_and_b32_e32 v20, 0x380, v2
	s_cmp_lg_u64 s[34:35], 0
	s_mov_b32 s18, 0xd078c69f
	s_mov_b32 s36, 0x1d8e78af
	s_mov_b32 s38, 0x9997fa04
	s_mov_b32 s40, 0xdf3e5244
	s_mov_b32 s42, 0x96cb03de
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
	s_mov_b32 s15, s35
	s_cselect_b32 s104, -1, 0
	s_mov_b32 s19, 0x3fc39a09
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
	s_or_b32 exec_lo, exec_lo, s9
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v2, v21
.LBB1_6:
	s_add_u32 s30, s30, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v21, v2
	s_addc_u32 s31, s31, 0
	s_mul_f32 s20, s21, s20
	s_cmp_eq_u64 s[30:31], s[28:29]
	s_cbranch_scc1 .LBB1_51
.LBB1_7:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_mul_f32 s23, s22, s20
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v21
	s_mul_f32 s8, s23, 0x4f800000
	s_cmp_lt_f32 s23, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_2)
	v_dual_cndmask_b32 v27, 0, v1 :: v_dual_mov_b32 v2, s8
	s_cselect_b32 s8, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, s23, v2, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v22, v2
	v_add_nc_u32_e32 v23, -1, v22
	v_add_nc_u32_e32 v24, 1, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v25, 0x80000000, v23
	v_xor_b32_e32 v26, 0x80000000, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v28, v25, v22, v2
	v_fma_f32 v29, v26, v22, v2
	v_cndmask_b32_e64 v26, v21, 0xff800000, s3
	v_cndmask_b32_e64 v25, v27, 0, s3
	ds_store_b32 v14, v26
	ds_store_b32 v15, v25
	v_cmp_ge_f32_e64 s10, 0, v28
	v_cmp_lt_f32_e64 s9, 0, v29
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 vcc_hi, s1
	s_cbranch_execz .LBB1_9
	ds_load_2addr_b32 v[29:30], v15 offset1:16
	ds_load_2addr_b32 v[31:32], v14 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v32, v31
	v_cmp_o_f32_e64 s12, v31, v31
	v_cmp_gt_f32_e64 s13, v32, v31
	s_and_b32 s11, vcc_lo, s11
	s_or_b32 s12, s12, vcc_lo
	s_or_b32 s11, s13, s11
	v_cndmask_b32_e64 v27, 0, 1, s12
	v_cndmask_b32_e64 v28, 0, 1, s11
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v28.l, v27.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v14, v27
	ds_store_b32 v15, v28
.LBB1_9:
	s_or_b32 exec_lo, exec_lo, vcc_hi
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 vcc_hi, s5
	s_cbranch_execz .LBB1_11
	ds_load_2addr_b32 v[29:30], v15 offset1:8
	ds_load_2addr_b32 v[31:32], v14 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v32, v31
	v_cmp_o_f32_e64 s12, v31, v31
	v_cmp_gt_f32_e64 s13, v32, v31
	s_and_b32 s11, vcc_lo, s11
	s_or_b32 s12, s12, vcc_lo
	s_or_b32 s11, s13, s11
	v_cndmask_b32_e64 v27, 0, 1, s12
	v_cndmask_b32_e64 v28, 0, 1, s11
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v28.l, v27.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v14, v27
	ds_store_b32 v15, v28
.LBB1_11:
	s_or_b32 exec_lo, exec_lo, vcc_hi
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 vcc_hi, s6
	s_cbranch_execz .LBB1_13
	ds_load_2addr_b32 v[29:30], v15 offset1:4
	ds_load_2addr_b32 v[31:32], v14 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v32, v31
	v_cmp_o_f32_e64 s12, v31, v31
	v_cmp_gt_f32_e64 s13, v32, v31
	s_and_b32 s11, vcc_lo, s11
	s_or_b32 s12, s12, vcc_lo
	s_or_b32 s11, s13, s11
	v_cndmask_b32_e64 v27, 0, 1, s12
	v_cndmask_b32_e64 v28, 0, 1, s11
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v28.l, v27.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v14, v27
	ds_store_b32 v15, v28
.LBB1_13:
	s_or_b32 exec_lo, exec_lo, vcc_hi
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 vcc_hi, s7
	s_cbranch_execz .LBB1_15
	ds_load_2addr_b32 v[29:30], v15 offset1:2
	ds_load_2addr_b32 v[31:32], v14 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v32, v31
	v_cmp_o_f32_e64 s12, v31, v31
	v_cmp_gt_f32_e64 s13, v32, v31
	s_and_b32 s11, vcc_lo, s11
	s_or_b32 s12, s12, vcc_lo
	s_or_b32 s11, s13, s11
	v_cndmask_b32_e64 v27, 0, 1, s12
	v_cndmask_b32_e64 v28, 0, 1, s11
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v28.l, v27.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v14, v27
	ds_store_b32 v15, v28
.LBB1_15:
	s_or_b32 exec_lo, exec_lo, vcc_hi
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 vcc_hi, s0
	s_cbranch_execz .LBB1_17
	ds_load_b32 v29, v15
	ds_load_b32 v30, v14
	ds_load_b32 v31, v13 offset:4
	ds_load_b32 v32, v12 offset:4
	s_waitcnt lgkmcnt(2)
	v_cmp_o_f32_e64 s12, v30, v30
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v31, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v32, v30
	v_cmp_gt_f32_e64 s13, v32, v30
	s_or_b32 s12, s12, vcc_lo
	s_and_b32 s11, vcc_lo, s11
	v_cndmask_b32_e64 v27, 0, 1, s12
	s_or_b32 s11, s13, s11
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	v_cndmask_b32_e64 v28, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v28.l, v27.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v30, v32 :: v_dual_cndmask_b32 v28, v29, v31
	ds_store_b32 v14, v27
	ds_store_b32 v15, v28
.LBB1_17:
	s_or_b32 exec_lo, exec_lo, vcc_hi
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s0
	s_cbranch_execz .LBB1_19
	ds_load_b32 v27, v12
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v11, v27 offset:3072
.LBB1_19:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v14, v26
	ds_store_b32 v15, v25
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 vcc_hi, s1
	s_cbranch_execz .LBB1_21
	ds_load_2addr_b32 v[27:28], v15 offset1:16
	ds_load_2addr_b32 v[29:30], v14 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v30, v29
	v_cmp_o_f32_e64 s12, v29, v29
	v_cmp_gt_f32_e64 s13, v30, v29
	s_and_b32 s11, vcc_lo, s11
	s_or_b32 s12, s12, vcc_lo
	s_or_b32 s11, s13, s11
	v_cndmask_b32_e64 v25, 0, 1, s12
	v_cndmask_b32_e64 v26, 0, 1, s11
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v25.l, v26.l, v25.l, vcc_lo
	v_and_b16 v25.l, 1, v25.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v25.l
	v_dual_cndmask_b32 v25, v29, v30 :: v_dual_cndmask_b32 v26, v27, v28
	ds_store_b32 v14, v25
	ds_store_b32 v15, v26
.LBB1_21:
	s_or_b32 exec_lo, exec_lo, vcc_hi
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 vcc_hi, s5
	s_cbranch_execz .LBB1_23
	ds_load_2addr_b32 v[27:28], v15 offset1:8
	ds_load_2addr_b32 v[29:30], v14 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v30, v29
	v_cmp_o_f32_e64 s12, v29, v29
	v_cmp_gt_f32_e64 s13, v30, v29
	s_and_b32 s11, vcc_lo, s11
	s_or_b32 s12, s12, vcc_lo
	s_or_b32 s11, s13, s11
	v_cndmask_b32_e64 v25, 0, 1, s12
	v_cndmask_b32_e64 v26, 0, 1, s11
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v25.l, v26.l, v25.l, vcc_lo
	v_and_b16 v25.l, 1, v25.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v25.l
	v_dual_cndmask_b32 v25, v29, v30 :: v_dual_cndmask_b32 v26, v27, v28
	ds_store_b32 v14, v25
	ds_store_b32 v15, v26
.LBB1_23:
	s_or_b32 exec_lo, exec_lo, vcc_hi
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 vcc_hi, s6
	s_cbranch_execz .LBB1_25
	ds_load_2addr_b32 v[27:28], v15 offset1:4
	ds_load_2addr_b32 v[29:30], v14 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v30, v29
	v_cmp_o_f32_e64 s12, v29, v29
	v_cmp_gt_f32_e64 s13, v30, v29
	s_and_b32 s11, vcc_lo, s11
	s_or_b32 s12, s12, vcc_lo
	s_or_b32 s11, s13, s11
	v_cndmask_b32_e64 v25, 0, 1, s12
	v_cndmask_b32_e64 v26, 0, 1, s11
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v25.l, v26.l, v25.l, vcc_lo
	v_and_b16 v25.l, 1, v25.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v25.l
	v_dual_cndmask_b32 v25, v29, v30 :: v_dual_cndmask_b32 v26, v27, v28
	ds_store_b32 v14, v25
	ds_store_b32 v15, v26
.LBB1_25:
	s_or_b32 exec_lo, exec_lo, vcc_hi
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 vcc_hi, s7
	s_cbranch_execz .LBB1_27
	ds_load_2addr_b32 v[27:28], v15 offset1:2
	ds_load_2addr_b32 v[29:30], v14 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v30, v29
	v_cmp_o_f32_e64 s12, v29, v29
	v_cmp_gt_f32_e64 s13, v30, v29
	s_and_b32 s11, vcc_lo, s11
	s_or_b32 s12, s12, vcc_lo
	s_or_b32 s11, s13, s11
	v_cndmask_b32_e64 v25, 0, 1, s12
	v_cndmask_b32_e64 v26, 0, 1, s11
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v25.l, v26.l, v25.l, vcc_lo
	v_and_b16 v25.l, 1, v25.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v25.l
	v_dual_cndmask_b32 v25, v29, v30 :: v_dual_cndmask_b32 v26, v27, v28
	ds_store_b32 v14, v25
	ds_store_b32 v15, v26
.LBB1_27:
	s_or_b32 exec_lo, exec_lo, vcc_hi
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 vcc_hi, s0
	s_cbranch_execz .LBB1_29
	ds_load_b32 v27, v15
	ds_load_b32 v28, v14
	ds_load_b32 v29, v13 offset:4
	ds_load_b32 v30, v12 offset:4
	s_waitcnt lgkmcnt(2)
	v_cmp_o_f32_e64 s12, v28, v28
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v29, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v30, v28
	v_cmp_gt_f32_e64 s13, v30, v28
	s_or_b32 s12, s12, vcc_lo
	s_and_b32 s11, vcc_lo, s11
	v_cndmask_b32_e64 v25, 0, 1, s12
	s_or_b32 s11, s13, s11
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	v_cndmask_b32_e64 v26, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v25.l, v26.l, v25.l, vcc_lo
	v_and_b16 v25.l, 1, v25.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v25.l
	v_dual_cndmask_b32 v25, v28, v30 :: v_dual_cndmask_b32 v26, v27, v29
	ds_store_b32 v14, v25
	ds_store_b32 v15, v26
.LBB1_29:
	s_or_b32 exec_lo, exec_lo, vcc_hi
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s0
	s_cbranch_execz .LBB1_31
	ds_load_b32 v25, v13
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v25, v25
	ds_store_b32 v11, v25 offset:3080
.LBB1_31:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s4
	s_cbranch_execz .LBB1_33
	ds_load_b32 v25, v11 offset:3072
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v25, v21, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v25
	v_cndmask_b32_e32 v26, 0xc2d00000, v25, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v26
	v_cndmask_b32_e32 v26, 0x42b20000, v26, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, 0x3fb8aa3b, v26
	v_add_f32_e32 v27, 0x4b400000, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, 0xcb400000, v27
	v_mul_f32_e32 v29, 0xbf317200, v28
	v_mul_f32_e32 v28, 0x35bfbe8e, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, v26, v29
	v_sub_f32_e32 v29, v26, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v30, v29, v29
	v_mul_f32_e32 v31, 0x3331bb4c, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v31, 0xb5ddea0e, v31
	v_mul_f32_e32 v31, v30, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v31, 0x388ab355, v31
	v_mul_f32_e32 v31, v30, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v31, 0xbb360b61, v31
	v_mul_f32_e32 v31, v30, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v31, 0x3e2aaaab, v31
	v_mul_f32_e32 v30, v30, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v30, v29, v30
	v_mul_f32_e32 v29, v29, v30
	v_sub_f32_e32 v30, 2.0, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v31, null, v30, v30, v29
	v_div_scale_f32 v34, vcc_lo, v29, v30, v29
	v_rcp_f32_e32 v32, v31
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v33, -v31, v32, 1.0
	v_fmac_f32_e32 v32, v33, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v33, v34, v32
	v_fma_f32 v35, -v31, v33, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v33, v35, v32
	v_fma_f32 v31, -v31, v33, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v31, v31, v32, v33
	v_cmp_o_f32_e32 vcc_lo, v25, v25
	v_div_fixup_f32 v29, v31, v30, v29
	v_add_nc_u32_e32 v30, 0xb4c00100, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v28, v28, v29
	v_lshrrev_b32_e32 v29, 1, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v26, v26, v28
	v_sub_nc_u32_e32 v27, v27, v29
	v_lshl_add_u32 v28, v29, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v26, 1.0, v26
	v_lshl_add_u32 v27, v27, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v26, v28
	v_mul_f32_e32 v26, v26, v27
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v25, 0x7fc00000, v26, vcc_lo
	ds_store_b32 v16, v25
.LBB1_33:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s0
	s_cbranch_execz .LBB1_43
	v_mov_b32_e32 v25, 0
	s_and_not1_b32 vcc_lo, exec_lo, s88
	s_cbranch_vccnz .LBB1_42
	s_and_not1_b32 vcc_lo, exec_lo, s103
	s_cbranch_vccnz .LBB1_39
	v_mov_b32_e32 v26, v6
	s_mov_b64 s[12:13], 0
	.p2align	6
.LBB1_37:
	ds_load_2addr_b32 v[27:28], v26 offset1:1
	ds_load_2addr_b32 v[29:30], v26 offset0:2 offset1:3
	ds_load_2addr_b32 v[31:32], v26 offset0:4 offset1:5
	ds_load_2addr_b32 v[33:34], v26 offset0:6 offset1:7
	s_add_u32 s12, s12, 8
	s_addc_u32 s13, s13, 0
	v_add_nc_u32_e32 v26, 32, v26
	s_cmp_lg_u64 s[14:15], s[12:13]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v25, v25, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, v25, v28
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v25, v25, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, v25, v30
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v25, v25, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, v25, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v25, v25, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v25, v25, v34
	s_cbranch_scc1 .LBB1_37
	s_mov_b64 s[12:13], s[14:15]
	s_mov_b32 vcc_lo, s104
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, vcc_lo
	s_cbranch_vccnz .LBB1_40
	s_branch .LBB1_42
.LBB1_39:
	s_mov_b64 s[12:13], 0
	s_cbranch_execz .LBB1_42
.LBB1_40:
	v_lshl_add_u32 v26, s12, 2, v20
	s_mov_b64 s[12:13], s[34:35]
.LBB1_41:
	ds_load_b32 v27, v26
	v_add_nc_u32_e32 v26, 4, v26
	s_add_u32 s12, s12, -1
	s_addc_u32 s13, s13, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[12:13], 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v25, v25, v27
	s_cbranch_scc1 .LBB1_41
.LBB1_42:
	ds_store_b32 v11, v25 offset:3076
.LBB1_43:
	s_or_b32 exec_lo, exec_lo, s11
	v_cndmask_b32_e64 v22, v22, v23, s10
	v_cmp_class_f32_e64 vcc_lo, v2, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v22, v22, v24, s9
	v_mul_f32_e32 v23, 0x37800000, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v22, v22, v23, s8
	v_cndmask_b32_e32 v22, v22, v2, vcc_lo
	s_and_b32 vcc_lo, exec_lo, s89
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB1_48
	v_mov_b32_e32 v2, v21
	s_and_saveexec_b32 s11, s90
	s_cbranch_execz .LBB1_47
	s_cmp_gt_f32 s23, 0
	global_load_b32 v61, v[4:5], off
	s_cselect_b32 s8, -1, 0
	s_add_u32 s9, s30, s26
	s_addc_u32 s10, s31, s27
	v_cndmask_b32_e64 v22, 0, v22, s8
	s_mul_i32 s12, s10, 0xcd9e8d57
	s_mul_hi_u32 s10, s10, 0xcd9e8d57
	v_xor_b32_e32 v2, s12, v18
	s_xor_b32 s10, s24, s10
	v_cndmask_b32_e64 v22, v22, s17, s33
	s_xor_b32 s9, s10, s9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v2, 0
	s_mul_hi_u32 s10, s9, 0xd2511f53
	s_mul_i32 s9, s9, 0xd2511f53
	v_xor_b32_e32 v2, s10, v0
	v_xor3_b32 v26, s9, s91, v24
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v26, 0
	v_xor_b32_e32 v2, v25, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, v27, s92, v24
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v27, 0
	v_xor3_b32 v2, s93, v25, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v28, s95, v24
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v25, 0
	v_xor3_b32 v2, s94, v24, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v29, s96, v23
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v25, 0
	v_xor3_b32 v2, s97, v24, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, v26, s99, v23
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v26
	v_xor3_b32 v24, s98, v24, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s100, v23
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v24, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v24, s101, v24, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s25, v23
	v_mul_lo_u32 v25, 0xcd9e8d57, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, s102, v24, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[24:25], v2
	v_add_f64 v[24:25], v[24:25], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[24:25], v[24:25], 0xffffffe0
	v_add_nc_u32_e32 v2, 0x95f62, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v25, 0xfffff, v2
	v_add_nc_u32_e32 v25, 0x3fe6a09e, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], v[24:25], -1.0
	v_add_f64 v[26:27], v[24:25], 2.0
	v_mul_f64 v[47:48], v[24:25], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], v[24:25]
	v_mul_f64 v[47:48], v[24:25], v[47:48]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[30:31], v[28:29]
	v_fma_f64 v[32:33], -v[28:29], v[30:31], 1.0
	s_delay_alu instid0(VALU_DEP_1)
	v_fma_f64 v[30:31], v[30:31], v[32:33], v[30:31]
	v_or_b32_e32 v32, 0xc00, v11
	ds_load_2addr_b32 v[32:33], v32 offset1:1
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v53, v21, v32
	v_lshrrev_b32_e32 v2, 20, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v53
	v_cndmask_b32_e32 v32, 0xc2d00000, v53, vcc_lo
	v_fma_f64 v[34:35], -v[28:29], v[30:31], 1.0
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v32
	v_cndmask_b32_e32 v32, 0x42b20000, v32, vcc_lo
	v_div_scale_f32 v41, vcc_lo, 1.0, v33, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v36, 0x3fb8aa3b, v32
	v_add_f32_e32 v54, 0x4b400000, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xcb400000, v54
	v_mul_f32_e32 v37, 0xbf317200, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v55, 0x35bfbe8e, v36 :: v_dual_add_f32 v56, v32, v37
	v_div_scale_f64 v[36:37], s9, v[24:25], v[26:27], v[24:25]
	v_sub_f32_e32 v32, v56, v55
	v_fma_f64 v[30:31], v[30:31], v[34:35], v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v38, v32, v32
	v_mul_f32_e32 v34, 0x3331bb4c, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v34, 0xb5ddea0e, v34
	v_mul_f32_e32 v34, v38, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v34, 0x388ab355, v34
	v_mul_f32_e32 v34, v38, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v34, 0xbb360b61, v34
	v_mul_f32_e32 v39, v38, v34
	v_mul_f64 v[34:35], v[36:37], v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v39, 0x3e2aaaab, v39
	v_mul_f32_e32 v38, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v38, v32, v38
	v_mul_f32_e32 v57, v32, v38
	v_sub_f32_e32 v58, 2.0, v38
	v_div_scale_f32 v32, null, v33, v33, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f32 v38, null, v58, v58, v57
	v_rcp_f32_e32 v39, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_2)
	v_rcp_f32_e32 v40, v38
	v_fma_f64 v[28:29], -v[28:29], v[34:35], v[36:37]
	v_fma_f32 v36, -v32, v39, 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v37, -v38, v40, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, s10, v57, v58, v57
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v40, v37, v40
	v_dual_mul_f32 v37, v41, v39 :: v_dual_mul_f32 v42, v36, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v43, -v32, v37, v41
	v_fma_f32 v44, -v38, v42, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v37, v43, v39 :: v_dual_fmac_f32 v42, v44, v40
	v_fma_f32 v32, -v32, v37, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v36, -v38, v42, v36
	v_div_fmas_f32 v59, v32, v39, v37
	s_mov_b32 vcc_lo, s10
	v_mov_b32_e32 v32, v3
	s_delay_alu instid0(VALU_DEP_3)
	v_div_fmas_f32 v60, v36, v40, v42
	s_mov_b32 vcc_lo, s9
	v_add_co_u32 v2, s9, 0xfffffc01, v2
	v_div_fmas_f64 v[28:29], v[28:29], v[30:31], v[34:35]
	v_cvt_f64_u32_e32 v[30:31], v23
	v_add_co_ci_u32_e64 v23, null, 0, -1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[45:46], v23
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[30:31], 0.5
	v_ldexp_f64 v[45:46], v[45:46], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], v[26:27]
	v_ldexp_f64 v[30:31], v[30:31], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[34:35], v[28:29], v[28:29]
	v_mul_f64 v[30:31], v[30:31], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[34:35], s[40:41]
	v_mul_f64 v[38:39], v[34:35], s[18:19]
	v_mul_f64 v[40:41], v[30:31], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[36:37], s[42:43]
	v_add_f64 v[38:39], v[38:39], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[40:41], 0x43380000, v[40:41]
	v_mul_f64 v[36:37], v[34:35], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[38:39], v[34:35], v[38:39]
	v_add_f64 v[41:42], 0xc3380000, v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[36:37], s[44:45]
	v_add_f64 v[38:39], v[38:39], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[43:44], v[41:42], s[56:57]
	v_mul_f64 v[36:37], v[34:35], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[34:35], v[38:39]
	v_add_f64 v[38:39], v[30:31], v[43:44]
	v_cvt_f64_u32_e32 v[43:44], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[36:37], s[46:47]
	v_add_f64 v[43:44], v[45:46], v[43:44]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[28:29], v[36:37]
	v_mul_f64 v[36:37], v[41:42], s[60:61]
	v_mul_f64 v[49:50], v[43:44], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[28:29], v[34:35], v[28:29]
	v_add_f64 v[34:35], v[38:39], v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[47:48], v[28:29]
	v_add_f64 v[45:46], v[38:39], -v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[26:27], v[26:27], v[28:29]
	v_mul_f64 v[28:29], v[41:42], s[58:59]
	v_mul_f64 v[41:42], v[41:42], s[62:63]
	v_add_f64 v[36:37], v[45:46], v[36:37]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[26:27], v[49:50], v[26:27]
	v_add_f64 v[45:46], v[38:39], -v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[41:42], -v[36:37]
	v_add_f64 v[26:27], v[26:27], -v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v2, 20, v46
	v_and_b32_e32 v23, 0x7ff, v2
	v_bfe_u32 v2, v31, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v31, 16, v23
	v_cmp_lt_u64_e32 vcc_lo, v[31:32], v[2:3]
	v_dual_cndmask_b32 v29, v29, v37 :: v_dual_cndmask_b32 v28, v28, v36
	v_mul_f64 v[36:37], v[43:44], s[50:51]
	v_dual_cndmask_b32 v31, v39, v35 :: v_dual_cndmask_b32 v30, v38, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[34:35], v[30:31], -v[28:29]
	v_add_f64 v[23:24], v[24:25], v[26:27]
	v_mul_f64 v[25:26], v[34:35], v[34:35]
	v_add_f64 v[30:31], v[30:31], -v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[36:37], v[23:24]
	v_mul_f64 v[36:37], v[25:26], s[76:77]
	v_mul_f64 v[38:39], v[25:26], s[64:65]
	v_mul_f64 v[41:42], v[25:26], s[70:71]
	v_mul_f64 v[43:44], v[25:26], s[82:83]
	v_mul_f64 v[45:46], v[25:26], v[25:26]
	v_add_f64 v[27:28], v[30:31], -v[28:29]
	v_mul_f64 v[23:24], v[23:24], -2.0
	v_add_f64 v[36:37], v[36:37], s[78:79]
	v_add_f64 v[38:39], v[38:39], s[66:67]
	v_add_f64 v[41:42], v[41:42], s[72:73]
	v_add_f64 v[43:44], v[43:44], s[84:85]
	v_mul_f64 v[47:48], v[25:26], v[45:46]
	v_mul_f64 v[29:30], v[45:46], v[45:46]
	v_mul_f64 v[45:46], v[25:26], 0.5
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[23:24]
	v_mul_f64 v[36:37], v[25:26], v[36:37]
	v_mul_f64 v[38:39], v[25:26], v[38:39]
	v_mul_f64 v[41:42], v[25:26], v[41:42]
	v_mul_f64 v[43:44], v[47:48], v[43:44]
	v_add_f64 v[51:52], -v[45:46], 1.0
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[23:24], v[23:24], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[36:37], v[36:37], s[80:81]
	v_add_f64 v[31:32], v[38:39], s[68:69]
	v_add_f64 v[38:39], v[41:42], s[74:75]
	v_mul_f64 v[41:42], v[34:35], v[25:26]
	v_rsq_f64_e32 v[49:50], v[23:24]
	v_cmp_class_f64_e64 vcc_lo, v[23:24], 0x260
	v_add_f64 v[36:37], v[43:44], v[36:37]
	v_mul_f64 v[31:32], v[25:26], v[31:32]
	v_mul_f64 v[29:30], v[29:30], v[38:39]
	v_mul_f64 v[38:39], v[27:28], 0.5
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_mul_f64 v[47:48], v[23:24], v[49:50]
	v_mul_f64 v[49:50], v[49:50], 0.5
	v_mul_f64 v[36:37], v[41:42], v[36:37]
	v_mul_f64 v[41:42], v[41:42], s[86:87]
	v_add_f64 v[29:30], v[31:32], v[29:30]
	v_fma_f64 v[43:44], -v[49:50], v[47:48], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[38:39], -v[36:37]
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	s_delay_alu instid0(VALU_DEP_3)
	v_fma_f64 v[47:48], v[47:48], v[43:44], v[47:48]
	v_fma_f64 v[36:37], v[49:50], v[43:44], v[49:50]
	v_mul_f64 v[43:44], v[34:35], v[27:28]
	v_add_f64 v[49:50], -v[51:52], 1.0
	v_mul_f64 v[25:26], v[25:26], v[31:32]
	v_fma_f64 v[38:39], -v[47:48], v[47:48], v[23:24]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[29:30], v[29:30], -v[43:44]
	v_add_f64 v[25:26], v[25:26], -v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[31:32], v[38:39], v[36:37], v[47:48]
	v_add_f64 v[38:39], v[49:50], -v[45:46]
	v_add_f64 v[25:26], v[25:26], v[41:42]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[27:28], -v[31:32], v[31:32], v[23:24]
	v_add_f64 v[29:30], v[38:39], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[34:35], -v[25:26]
	v_fma_f64 v[27:28], v[27:28], v[36:37], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[29:30], v[51:52], v[29:30]
	v_dual_mov_b32 v32, v3 :: v_dual_and_b32 v31, 2, v40
	v_cmp_eq_u64_e64 s9, 0, v[31:32]
	v_xor_b32_e32 v31, 0x80000000, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v26, v26, v31, s9
	v_ldexp_f64 v[27:28], v[27:28], v2
	v_xor_b32_e32 v34, 0x80000000, v30
	v_and_b32_e32 v2, 1, v40
	v_cndmask_b32_e64 v30, v34, v30, s9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s9, 0, v[2:3]
	v_div_fixup_f32 v2, v60, v58, v57
	v_cndmask_b32_e64 v26, v26, v30, s9
	v_cndmask_b32_e64 v25, v25, v29, s9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v55, v2
	v_sub_f32_e32 v2, v56, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v2, 1.0, v2
	v_dual_cndmask_b32 v24, v28, v24 :: v_dual_cndmask_b32 v23, v27, v23
	ds_load_b32 v27, v11 offset:3080
	v_cmp_o_f32_e32 vcc_lo, v53, v53
	v_mul_f64 v[23:24], v[25:26], v[23:24]
	v_add_nc_u32_e32 v25, 0xb4c00100, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v25, 1, v25
	v_sub_nc_u32_e32 v26, v54, v25
	v_lshl_add_u32 v25, v25, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v26, v26, 23, 0x7f800000
	v_mul_f32_e32 v2, v2, v25
	v_div_fixup_f32 v25, v59, v33, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v2, v26
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v27, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v25, v2
	v_cndmask_b32_e64 v25, 0, 0x3dcccccd, vcc_lo
	v_cvt_f32_f64_e32 v23, v[23:24]
	v_add_f32_e32 v24, v21, v21
	v_mul_f32_e32 v24, 0x3d4ccccd, v24
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v24, v24, v61
	v_add_f32_e32 v2, v24, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v25, v2
	v_mul_f32_e32 v2, s16, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v21, v2
	v_mul_f32_e32 v22, v22, v23
	v_add_f32_e32 v2, v22, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v22, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v22
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
.LBB1_47:
	s_or_b32 exec_lo, exec_lo, s11
	s_cbranch_execnz .LBB1_6
	s_branch .LBB1_49
.LBB1_48:
.LBB1_49:
	s_and_saveexec_b32 s9, s90
	s_cbranch_execz .LBB1_5
	global_load_b32 v2, v[4:5], off
	v_or_b32_e32 v22, 0xc00, v11
	ds_load_2addr_b32 v[22:23], v22 offset1:1
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v22, v21, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v22
	v_cndmask_b32_e32 v24, 0xc2d00000, v22, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v24
	v_cndmask_b32_e32 v24, 0x42b20000, v24, vcc_lo
	v_div_scale_f32 v35, vcc_lo, 1.0, v23, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, 0x3fb8aa3b, v24
	v_add_f32_e32 v25, 0x4b400000, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, 0xcb400000, v25
	v_mul_f32_e32 v27, 0xbf317200, v26
	v_mul_f32_e32 v26, 0x35bfbe8e, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, v24, v27
	v_sub_f32_e32 v27, v24, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v28, v27, v27
	v_mul_f32_e32 v29, 0x3331bb4c, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0xb5ddea0e, v29
	v_mul_f32_e32 v29, v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0x388ab355, v29
	v_mul_f32_e32 v29, v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0xbb360b61, v29
	v_mul_f32_e32 v29, v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0x3e2aaaab, v29
	v_mul_f32_e32 v28, v28, v29
	v_div_scale_f32 v29, null, v23, v23, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v28, v27, v28
	v_rcp_f32_e32 v31, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, v27, v28
	v_sub_f32_e32 v28, 2.0, v28
	v_div_scale_f32 v30, null, v28, v28, v27
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v33, -v29, v31, 1.0
	v_rcp_f32_e32 v32, v30
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v34, -v30, v32, 1.0
	v_dual_fmac_f32 v32, v34, v32 :: v_dual_fmac_f32 v31, v33, v31
	v_div_scale_f32 v33, s8, v27, v28, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v36, v33, v32
	v_fma_f32 v38, -v30, v36, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v36, v38, v32
	v_mul_f32_e32 v34, v35, v31
	v_fma_f32 v30, -v30, v36, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v37, -v29, v34, v35
	v_fmac_f32_e32 v34, v37, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v29, -v29, v34, v35
	v_div_fmas_f32 v29, v29, v31, v34
	s_mov_b32 vcc_lo, s8
	v_div_fmas_f32 v30, v30, v32, v36
	v_cmp_o_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v23, v29, v23, 1.0
	v_div_fixup_f32 v27, v30, v28, v27
	v_add_nc_u32_e32 v28, 0xb4c00100, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v26, v26, v27
	v_lshrrev_b32_e32 v27, 1, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v24, v24, v26
	v_sub_nc_u32_e32 v25, v25, v27
	v_lshl_add_u32 v26, v27, 23, 0xff800000
	ds_load_b32 v27, v11 offset:3080
	v_add_f32_e32 v24, 1.0, v24
	v_lshl_add_u32 v25, v25, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v24, v24, v26
	v_mul_f32_e32 v24, v24, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v25, v21, v21 :: v_dual_cndmask_b32 v22, 0x7fc00000, v24
	v_mul_f32_e32 v24, 0x3d4ccccd, v25
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v27, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v23, v22
	v_cndmask_b32_e64 v23, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v24, v2
	v_add_f32_e32 v2, v2, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v23, v2
	v_mul_f32_e32 v2, s16, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v21, v2
	v_and_b32_e32 v21, 0x7fffffff, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v21
	v_cndmask_b32_e32 v21, 0x7fc00000, v2, vcc_lo
	s_branch .LBB1_5
.LBB1_51:
	s_branch .LBB1_54
.LBB1_52:
	v_readlane_b32 s1, v62, 0
	s_or_b32 s0, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_and_b32 s0, s0, exec_lo
	s_and_not1_b32 s1, s1, exec_lo
	s_or_b32 s0, s1, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s0, s0, -1
	s_and_saveexec_b32 s1, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB1_55
	s_branch .LBB1_56
.LBB1_53:
	s_cbranch_execnz .LBB1_52
.LBB1_54:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v10, v2
	v_readlane_b32 s0, v62, 0
	s_xor_b32 s0, s0, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB1_56
.LBB1_55:
	v_add_co_u32 v0, vcc_lo, v7, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v8, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v10, off
.LBB1_56:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_pull_w32x8
		.amdhsa_group_segment_fixed_size 3168
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
		.amdhsa_next_free_vgpr 63
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
		.amdhsa_inst_pref_size 56
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
	.size	tessera_softmax_pull_w32x8, .Lfunc_end1-tessera_softmax_pull_w32x8

	.set tessera_softmax_pull_w32x8.num_vgpr, 63
	.set tessera_softmax_pull_w32x8.num_agpr, 0
	.set tessera_softmax_pull_w32x8.numbered_sgpr, 105
	.set tessera_softmax_pull_w32x8.num_named_barrier, 0
	.set tessera_softmax_pull_w32x8.private_seg_size, 0
	.set tessera_softmax_pull_w32x8.uses_vcc, 1
	.set tessera_softmax_pull_w32x8.uses_flat_scratch, 0
	.set tessera_softmax_pull_w32x8.has_dyn_sized_stack, 0
	.set tessera_softmax_pull_w32x8.has_recursion, 0
	.set tessera_softmax_pull_w32x8.has_indirect_call, 0
	.globl	tessera_softmax_pull_w64x4
	.p2align	8
	.type	tessera_softmax_pull_w64x4,@function
tessera_softmax_pull_w64x4:
	s_load_b256 s[8:15], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s3, s[14:15], 64
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB2_60
	v_lshrrev_b32_e32 v11, 6, v0
	s_mov_b32 s3, 0
	s_load_b64 s[28:29], s[0:1], 0x20
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s4, s12, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v11
	s_addc_u32 s5, s13, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_le_u64_e64 s2, s[12:13], v[1:2]
	v_mov_b32_e32 v2, s5
	v_cndmask_b32_e64 v1, v1, s4, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, s3, v2, s2
	v_mul_lo_u32 v5, v1, s15
	v_mad_u64_u32 v[3:4], null, v1, s14, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v1, v2, s14
	v_mov_b32_e32 v2, 0
	v_add3_u32 v4, v4, v5, v1
	v_and_b32_e32 v1, 63, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[5:6], 2, v[3:4]
	v_cmp_le_u64_e64 s3, s[14:15], v[1:2]
	v_cmp_gt_u64_e64 s4, s[14:15], v[1:2]
	v_lshlrev_b32_e32 v9, 2, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v7, vcc_lo, s8, v5
	v_add_co_ci_u32_e64 v8, null, s9, v6, vcc_lo
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB2_3
	v_add_co_u32 v12, vcc_lo, v7, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v8, vcc_lo
	global_load_b32 v10, v[12:13], off
.LBB2_3:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[28:29], 0
	s_mov_b64 s[30:31], 0
	s_cbranch_scc0 .LBB2_57
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v5, vcc_lo, s10, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v18, null, s11, v6, vcc_lo
	v_add_co_u32 v3, vcc_lo, v3, v1
	v_clz_i32_u32_e32 v14, 0
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v3, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_min_u32_e32 v21, 32, v14
	v_cmp_eq_u64_e64 s0, 0, v[1:2]
	v_cmp_gt_u64_e64 s1, 32, v[1:2]
	v_cmp_gt_u64_e64 s5, 16, v[1:2]
	v_cmp_gt_u64_e64 s6, 8, v[1:2]
	v_lshlrev_b64 v[16:17], v21, v[1:2]
	v_cmp_gt_u64_e64 s7, 4, v[1:2]
	v_cmp_gt_u64_e64 s8, 2, v[1:2]
	v_xor_b32_e32 v2, v20, v4
	v_and_b32_e32 v12, 0xc0, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s19, 0
	v_min_u32_e32 v3, 1, v16
	v_sub_nc_u32_e32 v22, 32, v21
	v_xor_b32_e32 v2, s25, v2
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u64 s[14:15], 0
	v_or_b32_e32 v4, v17, v3
	v_mov_b32_e32 v3, 0
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v2, 0
	v_lshlrev_b32_e32 v6, 2, v12
	s_cselect_b32 s90, -1, 0
	s_cmp_lg_u32 s18, 0
	v_cvt_f32_u32_e32 v17, v4
	s_cselect_b32 s91, -1, 0
	v_add_co_u32 v4, vcc_lo, v5, v9
	s_add_u32 s9, s24, 0x9e3779b9
	v_add_co_ci_u32_e64 v5, null, 0, v18, vcc_lo
	v_xor_b32_e32 v18, s9, v21
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v21, v10 :: v_dual_lshlrev_b32 v2, 2, v0
	v_or_b32_e32 v12, 0x800, v6
	v_or_b32_e32 v13, 0x400, v6
	s_or_b32 s37, s2, s3
	s_add_u32 s10, s25, 0xbb67ae85
	s_add_u32 s9, s24, 0x3c6ef372
	s_mov_b32 s35, 0
	s_and_b32 s34, s14, 7
	v_cmp_gt_u64_e64 s15, s[14:15], 7
	v_mul_u32_u24_e32 v11, 12, v11
	v_or_b32_e32 v14, v12, v9
	v_or_b32_e32 v15, v13, v9
	v_or_b32_e32 v16, v6, v9
	s_xor_b32 s92, s37, -1
	v_ldexp_f32 v17, v17, v22
	s_add_u32 s93, s25, 0x76cf5d0a
	s_add_u32 s94, s24, 0xdaa66d2b
	s_add_u32 s95, s25, 0x32370b8f
	s_add_u32 s96, s24, 0x78dde6e4
	s_add_u32 s97, s25, 0xed9eba14
	s_add_u32 s98, s24, 0x1715609d
	s_add_u32 s99, s25, 0xa9066899
	s_add_u32 s100, s24, 0xb54cda56
	s_add_u32 s101, s25, 0x646e171e
	s_add_u32 s102, s24, 0x5384540f
	s_add_u32 s103, s25, 0x1fd5c5a3
	s_add_u32 s25, s25, 0xdb3d7428
	s_add_i32 s104, s24, 0x8ff34781
	s_and_b32 s18, s14, 0x78
	v_xor_b32_e32 v0, s10, v19
	v_xor_b32_e32 v19, s9, v20
	v_and_b32_e32 v20, 0x300, v2
	s_cmp_lg_u64 s[34:35], 0
	s_mov_b32 s38, 0x1d8e78af
	s_mov_b32 s40, 0x9997fa04
	s_mov_b32 s42, 0xdf3e5244
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
	s_mov_b32 s19, s35
	s_cselect_b32 vcc_hi, -1, 0
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
	s_branch .LBB2_7
.LBB2_5:
	s_or_b32 exec_lo, exec_lo, s10
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v2, v21
.LBB2_6:
	s_add_u32 s30, s30, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v21, v2
	s_addc_u32 s31, s31, 0
	s_mul_f32 s20, s21, s20
	s_cmp_eq_u64 s[30:31], s[28:29]
	s_cbranch_scc1 .LBB2_55
.LBB2_7:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_mul_f32 s23, s22, s20
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v21
	s_mul_f32 s9, s23, 0x4f800000
	s_cmp_lt_f32 s23, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_2)
	v_dual_cndmask_b32 v27, 0, v1 :: v_dual_mov_b32 v2, s9
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, s23, v2, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v22, v2
	v_add_nc_u32_e32 v23, -1, v22
	v_add_nc_u32_e32 v24, 1, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v25, 0x80000000, v23
	v_xor_b32_e32 v26, 0x80000000, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v28, v25, v22, v2
	v_fma_f32 v29, v26, v22, v2
	v_cndmask_b32_e64 v26, v21, 0xff800000, s3
	v_cndmask_b32_e64 v25, v27, 0, s3
	ds_store_b32 v14, v26
	ds_store_b32 v15, v25
	v_cmp_ge_f32_e64 s11, 0, v28
	v_cmp_lt_f32_e64 s10, 0, v29
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s36, s1
	s_cbranch_execz .LBB2_9
	ds_load_2addr_b32 v[29:30], v15 offset1:32
	ds_load_2addr_b32 v[31:32], v14 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v32, v31
	v_cmp_o_f32_e64 s13, v31, v31
	v_cmp_gt_f32_e64 s14, v32, v31
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v27, 0, 1, s13
	v_cndmask_b32_e64 v28, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v28.l, v27.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v14, v27
	ds_store_b32 v15, v28
.LBB2_9:
	s_or_b32 exec_lo, exec_lo, s36
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s36, s5
	s_cbranch_execz .LBB2_11
	ds_load_2addr_b32 v[29:30], v15 offset1:16
	ds_load_2addr_b32 v[31:32], v14 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v32, v31
	v_cmp_o_f32_e64 s13, v31, v31
	v_cmp_gt_f32_e64 s14, v32, v31
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v27, 0, 1, s13
	v_cndmask_b32_e64 v28, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v28.l, v27.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v14, v27
	ds_store_b32 v15, v28
.LBB2_11:
	s_or_b32 exec_lo, exec_lo, s36
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s36, s6
	s_cbranch_execz .LBB2_13
	ds_load_2addr_b32 v[29:30], v15 offset1:8
	ds_load_2addr_b32 v[31:32], v14 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v32, v31
	v_cmp_o_f32_e64 s13, v31, v31
	v_cmp_gt_f32_e64 s14, v32, v31
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v27, 0, 1, s13
	v_cndmask_b32_e64 v28, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v28.l, v27.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v14, v27
	ds_store_b32 v15, v28
.LBB2_13:
	s_or_b32 exec_lo, exec_lo, s36
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s36, s7
	s_cbranch_execz .LBB2_15
	ds_load_2addr_b32 v[29:30], v15 offset1:4
	ds_load_2addr_b32 v[31:32], v14 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v32, v31
	v_cmp_o_f32_e64 s13, v31, v31
	v_cmp_gt_f32_e64 s14, v32, v31
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v27, 0, 1, s13
	v_cndmask_b32_e64 v28, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v28.l, v27.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v14, v27
	ds_store_b32 v15, v28
.LBB2_15:
	s_or_b32 exec_lo, exec_lo, s36
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s36, s8
	s_cbranch_execz .LBB2_17
	ds_load_2addr_b32 v[29:30], v15 offset1:2
	ds_load_2addr_b32 v[31:32], v14 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v32, v31
	v_cmp_o_f32_e64 s13, v31, v31
	v_cmp_gt_f32_e64 s14, v32, v31
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v27, 0, 1, s13
	v_cndmask_b32_e64 v28, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v28.l, v27.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v14, v27
	ds_store_b32 v15, v28
.LBB2_17:
	s_or_b32 exec_lo, exec_lo, s36
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s36, s0
	s_cbranch_execz .LBB2_19
	ds_load_b32 v29, v15
	ds_load_b32 v30, v14
	ds_load_b32 v31, v13 offset:4
	ds_load_b32 v32, v12 offset:4
	s_waitcnt lgkmcnt(2)
	v_cmp_o_f32_e64 s13, v30, v30
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v31, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v32, v30
	v_cmp_gt_f32_e64 s14, v32, v30
	s_or_b32 s13, s13, vcc_lo
	s_and_b32 s12, vcc_lo, s12
	v_cndmask_b32_e64 v27, 0, 1, s13
	s_or_b32 s12, s14, s12
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	v_cndmask_b32_e64 v28, 0, 1, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v28.l, v27.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v30, v32 :: v_dual_cndmask_b32 v28, v29, v31
	ds_store_b32 v14, v27
	ds_store_b32 v15, v28
.LBB2_19:
	s_or_b32 exec_lo, exec_lo, s36
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s0
	s_cbranch_execz .LBB2_21
	ds_load_b32 v27, v12
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v11, v27 offset:3072
.LBB2_21:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v14, v26
	ds_store_b32 v15, v25
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s36, s1
	s_cbranch_execz .LBB2_23
	ds_load_2addr_b32 v[27:28], v15 offset1:32
	ds_load_2addr_b32 v[29:30], v14 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v30, v29
	v_cmp_o_f32_e64 s13, v29, v29
	v_cmp_gt_f32_e64 s14, v30, v29
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v25, 0, 1, s13
	v_cndmask_b32_e64 v26, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v25.l, v26.l, v25.l, vcc_lo
	v_and_b16 v25.l, 1, v25.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v25.l
	v_dual_cndmask_b32 v25, v29, v30 :: v_dual_cndmask_b32 v26, v27, v28
	ds_store_b32 v14, v25
	ds_store_b32 v15, v26
.LBB2_23:
	s_or_b32 exec_lo, exec_lo, s36
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s36, s5
	s_cbranch_execz .LBB2_25
	ds_load_2addr_b32 v[27:28], v15 offset1:16
	ds_load_2addr_b32 v[29:30], v14 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v30, v29
	v_cmp_o_f32_e64 s13, v29, v29
	v_cmp_gt_f32_e64 s14, v30, v29
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v25, 0, 1, s13
	v_cndmask_b32_e64 v26, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v25.l, v26.l, v25.l, vcc_lo
	v_and_b16 v25.l, 1, v25.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v25.l
	v_dual_cndmask_b32 v25, v29, v30 :: v_dual_cndmask_b32 v26, v27, v28
	ds_store_b32 v14, v25
	ds_store_b32 v15, v26
.LBB2_25:
	s_or_b32 exec_lo, exec_lo, s36
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s36, s6
	s_cbranch_execz .LBB2_27
	ds_load_2addr_b32 v[27:28], v15 offset1:8
	ds_load_2addr_b32 v[29:30], v14 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v30, v29
	v_cmp_o_f32_e64 s13, v29, v29
	v_cmp_gt_f32_e64 s14, v30, v29
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v25, 0, 1, s13
	v_cndmask_b32_e64 v26, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v25.l, v26.l, v25.l, vcc_lo
	v_and_b16 v25.l, 1, v25.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v25.l
	v_dual_cndmask_b32 v25, v29, v30 :: v_dual_cndmask_b32 v26, v27, v28
	ds_store_b32 v14, v25
	ds_store_b32 v15, v26
.LBB2_27:
	s_or_b32 exec_lo, exec_lo, s36
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s36, s7
	s_cbranch_execz .LBB2_29
	ds_load_2addr_b32 v[27:28], v15 offset1:4
	ds_load_2addr_b32 v[29:30], v14 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v30, v29
	v_cmp_o_f32_e64 s13, v29, v29
	v_cmp_gt_f32_e64 s14, v30, v29
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v25, 0, 1, s13
	v_cndmask_b32_e64 v26, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v25.l, v26.l, v25.l, vcc_lo
	v_and_b16 v25.l, 1, v25.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v25.l
	v_dual_cndmask_b32 v25, v29, v30 :: v_dual_cndmask_b32 v26, v27, v28
	ds_store_b32 v14, v25
	ds_store_b32 v15, v26
.LBB2_29:
	s_or_b32 exec_lo, exec_lo, s36
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s36, s8
	s_cbranch_execz .LBB2_31
	ds_load_2addr_b32 v[27:28], v15 offset1:2
	ds_load_2addr_b32 v[29:30], v14 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v30, v29
	v_cmp_o_f32_e64 s13, v29, v29
	v_cmp_gt_f32_e64 s14, v30, v29
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v25, 0, 1, s13
	v_cndmask_b32_e64 v26, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v25.l, v26.l, v25.l, vcc_lo
	v_and_b16 v25.l, 1, v25.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v25.l
	v_dual_cndmask_b32 v25, v29, v30 :: v_dual_cndmask_b32 v26, v27, v28
	ds_store_b32 v14, v25
	ds_store_b32 v15, v26
.LBB2_31:
	s_or_b32 exec_lo, exec_lo, s36
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s36, s0
	s_cbranch_execz .LBB2_33
	ds_load_b32 v27, v15
	ds_load_b32 v28, v14
	ds_load_b32 v29, v13 offset:4
	ds_load_b32 v30, v12 offset:4
	s_waitcnt lgkmcnt(2)
	v_cmp_o_f32_e64 s13, v28, v28
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v29, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v30, v28
	v_cmp_gt_f32_e64 s14, v30, v28
	s_or_b32 s13, s13, vcc_lo
	s_and_b32 s12, vcc_lo, s12
	v_cndmask_b32_e64 v25, 0, 1, s13
	s_or_b32 s12, s14, s12
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	v_cndmask_b32_e64 v26, 0, 1, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v25.l, v26.l, v25.l, vcc_lo
	v_and_b16 v25.l, 1, v25.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v25.l
	v_dual_cndmask_b32 v25, v28, v30 :: v_dual_cndmask_b32 v26, v27, v29
	ds_store_b32 v14, v25
	ds_store_b32 v15, v26
.LBB2_33:
	s_or_b32 exec_lo, exec_lo, s36
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s0
	s_cbranch_execz .LBB2_35
	ds_load_b32 v25, v13
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v25, v25
	ds_store_b32 v11, v25 offset:3080
.LBB2_35:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s4
	s_cbranch_execz .LBB2_37
	ds_load_b32 v25, v11 offset:3072
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v25, v21, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v25
	v_cndmask_b32_e32 v26, 0xc2d00000, v25, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v26
	v_cndmask_b32_e32 v26, 0x42b20000, v26, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, 0x3fb8aa3b, v26
	v_add_f32_e32 v27, 0x4b400000, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, 0xcb400000, v27
	v_mul_f32_e32 v29, 0xbf317200, v28
	v_mul_f32_e32 v28, 0x35bfbe8e, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, v26, v29
	v_sub_f32_e32 v29, v26, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v30, v29, v29
	v_mul_f32_e32 v31, 0x3331bb4c, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v31, 0xb5ddea0e, v31
	v_mul_f32_e32 v31, v30, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v31, 0x388ab355, v31
	v_mul_f32_e32 v31, v30, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v31, 0xbb360b61, v31
	v_mul_f32_e32 v31, v30, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v31, 0x3e2aaaab, v31
	v_mul_f32_e32 v30, v30, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v30, v29, v30
	v_mul_f32_e32 v29, v29, v30
	v_sub_f32_e32 v30, 2.0, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v31, null, v30, v30, v29
	v_div_scale_f32 v34, vcc_lo, v29, v30, v29
	v_rcp_f32_e32 v32, v31
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v33, -v31, v32, 1.0
	v_fmac_f32_e32 v32, v33, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v33, v34, v32
	v_fma_f32 v35, -v31, v33, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v33, v35, v32
	v_fma_f32 v31, -v31, v33, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v31, v31, v32, v33
	v_cmp_o_f32_e32 vcc_lo, v25, v25
	v_div_fixup_f32 v29, v31, v30, v29
	v_add_nc_u32_e32 v30, 0xb4c00100, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v28, v28, v29
	v_lshrrev_b32_e32 v29, 1, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v26, v26, v28
	v_sub_nc_u32_e32 v27, v27, v29
	v_lshl_add_u32 v28, v29, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v26, 1.0, v26
	v_lshl_add_u32 v27, v27, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v26, v28
	v_mul_f32_e32 v26, v26, v27
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v25, 0x7fc00000, v26, vcc_lo
	ds_store_b32 v16, v25
.LBB2_37:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s0
	s_cbranch_execz .LBB2_47
	v_mov_b32_e32 v25, 0
	s_and_not1_b32 vcc_lo, exec_lo, s90
	s_cbranch_vccnz .LBB2_46
	s_and_not1_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB2_43
	v_mov_b32_e32 v26, v6
	s_mov_b64 s[12:13], 0
	.p2align	6
.LBB2_41:
	ds_load_2addr_b32 v[27:28], v26 offset1:1
	ds_load_2addr_b32 v[29:30], v26 offset0:2 offset1:3
	ds_load_2addr_b32 v[31:32], v26 offset0:4 offset1:5
	ds_load_2addr_b32 v[33:34], v26 offset0:6 offset1:7
	s_add_u32 s12, s12, 8
	s_addc_u32 s13, s13, 0
	v_add_nc_u32_e32 v26, 32, v26
	s_cmp_lg_u64 s[18:19], s[12:13]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v25, v25, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, v25, v28
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v25, v25, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, v25, v30
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v25, v25, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, v25, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v25, v25, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v25, v25, v34
	s_cbranch_scc1 .LBB2_41
	s_mov_b64 s[12:13], s[18:19]
	s_mov_b32 s36, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s36
	s_cbranch_vccnz .LBB2_44
	s_branch .LBB2_46
.LBB2_43:
	s_mov_b64 s[12:13], 0
	s_cbranch_execz .LBB2_46
.LBB2_44:
	v_lshl_add_u32 v26, s12, 2, v20
	s_mov_b64 s[12:13], s[34:35]
.LBB2_45:
	ds_load_b32 v27, v26
	v_add_nc_u32_e32 v26, 4, v26
	s_add_u32 s12, s12, -1
	s_addc_u32 s13, s13, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[12:13], 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v25, v25, v27
	s_cbranch_scc1 .LBB2_45
.LBB2_46:
	ds_store_b32 v11, v25 offset:3076
.LBB2_47:
	s_or_b32 exec_lo, exec_lo, s14
	v_cndmask_b32_e64 v22, v22, v23, s11
	v_cmp_class_f32_e64 vcc_lo, v2, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v22, v22, v24, s10
	v_mul_f32_e32 v23, 0x37800000, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v22, v22, v23, s9
	v_cndmask_b32_e32 v22, v22, v2, vcc_lo
	s_and_b32 vcc_lo, exec_lo, s91
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB2_52
	v_mov_b32_e32 v2, v21
	s_and_saveexec_b32 s12, s92
	s_cbranch_execz .LBB2_51
	s_cmp_gt_f32 s23, 0
	global_load_b32 v61, v[4:5], off
	s_cselect_b32 s9, -1, 0
	s_add_u32 s10, s30, s26
	s_addc_u32 s11, s31, s27
	v_cndmask_b32_e64 v22, 0, v22, s9
	s_mul_i32 s13, s11, 0xcd9e8d57
	s_mul_hi_u32 s11, s11, 0xcd9e8d57
	v_xor_b32_e32 v2, s13, v18
	s_xor_b32 s11, s24, s11
	v_cndmask_b32_e64 v22, v22, s17, s33
	s_xor_b32 s10, s11, s10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v2, 0
	s_mul_hi_u32 s11, s10, 0xd2511f53
	s_mul_i32 s10, s10, 0xd2511f53
	v_xor_b32_e32 v2, s11, v0
	v_xor3_b32 v26, s10, s93, v24
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v26, 0
	v_xor_b32_e32 v2, v25, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, v27, s94, v24
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v27, 0
	v_xor3_b32 v2, s95, v25, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v28, s97, v24
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v25, 0
	v_xor3_b32 v2, s96, v24, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v29, s98, v23
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v25, 0
	v_xor3_b32 v2, s99, v24, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, v26, s101, v23
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v26
	v_xor3_b32 v24, s100, v24, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s102, v23
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v24, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v24, s103, v24, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s25, v23
	v_mul_lo_u32 v25, 0xcd9e8d57, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, s104, v24, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[24:25], v2
	v_add_f64 v[24:25], v[24:25], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[24:25], v[24:25], 0xffffffe0
	v_add_nc_u32_e32 v2, 0x95f62, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v25, 0xfffff, v2
	v_add_nc_u32_e32 v25, 0x3fe6a09e, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], v[24:25], -1.0
	v_add_f64 v[26:27], v[24:25], 2.0
	v_mul_f64 v[47:48], v[24:25], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], v[24:25]
	v_mul_f64 v[47:48], v[24:25], v[47:48]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[30:31], v[28:29]
	v_fma_f64 v[32:33], -v[28:29], v[30:31], 1.0
	s_delay_alu instid0(VALU_DEP_1)
	v_fma_f64 v[30:31], v[30:31], v[32:33], v[30:31]
	v_or_b32_e32 v32, 0xc00, v11
	ds_load_2addr_b32 v[32:33], v32 offset1:1
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v53, v21, v32
	v_lshrrev_b32_e32 v2, 20, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v53
	v_cndmask_b32_e32 v32, 0xc2d00000, v53, vcc_lo
	v_fma_f64 v[34:35], -v[28:29], v[30:31], 1.0
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v32
	v_cndmask_b32_e32 v32, 0x42b20000, v32, vcc_lo
	v_div_scale_f32 v41, vcc_lo, 1.0, v33, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v36, 0x3fb8aa3b, v32
	v_add_f32_e32 v54, 0x4b400000, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xcb400000, v54
	v_mul_f32_e32 v37, 0xbf317200, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v55, 0x35bfbe8e, v36 :: v_dual_add_f32 v56, v32, v37
	v_div_scale_f64 v[36:37], s10, v[24:25], v[26:27], v[24:25]
	v_sub_f32_e32 v32, v56, v55
	v_fma_f64 v[30:31], v[30:31], v[34:35], v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v38, v32, v32
	v_mul_f32_e32 v34, 0x3331bb4c, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v34, 0xb5ddea0e, v34
	v_mul_f32_e32 v34, v38, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v34, 0x388ab355, v34
	v_mul_f32_e32 v34, v38, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v34, 0xbb360b61, v34
	v_mul_f32_e32 v39, v38, v34
	v_mul_f64 v[34:35], v[36:37], v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v39, 0x3e2aaaab, v39
	v_mul_f32_e32 v38, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v38, v32, v38
	v_mul_f32_e32 v57, v32, v38
	v_sub_f32_e32 v58, 2.0, v38
	v_div_scale_f32 v32, null, v33, v33, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f32 v38, null, v58, v58, v57
	v_rcp_f32_e32 v39, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_2)
	v_rcp_f32_e32 v40, v38
	v_fma_f64 v[28:29], -v[28:29], v[34:35], v[36:37]
	v_fma_f32 v36, -v32, v39, 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v37, -v38, v40, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, s11, v57, v58, v57
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v40, v37, v40
	v_dual_mul_f32 v37, v41, v39 :: v_dual_mul_f32 v42, v36, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v43, -v32, v37, v41
	v_fma_f32 v44, -v38, v42, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v37, v43, v39 :: v_dual_fmac_f32 v42, v44, v40
	v_fma_f32 v32, -v32, v37, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v36, -v38, v42, v36
	v_div_fmas_f32 v59, v32, v39, v37
	s_mov_b32 vcc_lo, s11
	v_mov_b32_e32 v32, v3
	s_delay_alu instid0(VALU_DEP_3)
	v_div_fmas_f32 v60, v36, v40, v42
	s_mov_b32 vcc_lo, s10
	s_mov_b32 s10, 0xd078c69f
	s_mov_b32 s11, 0x3fc39a09
	v_div_fmas_f64 v[28:29], v[28:29], v[30:31], v[34:35]
	v_cvt_f64_u32_e32 v[30:31], v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], v[24:25]
	v_add_f64 v[30:31], v[30:31], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[28:29], v[26:27], v[26:27]
	v_ldexp_f64 v[30:31], v[30:31], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[34:35], v[28:29], v[28:29]
	v_mul_f64 v[30:31], v[30:31], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[34:35], s[42:43]
	v_mul_f64 v[38:39], v[34:35], s[10:11]
	v_mul_f64 v[40:41], v[30:31], s[56:57]
	v_add_co_u32 v2, s10, 0xfffffc01, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v23, null, 0, -1, s10
	v_cvt_f64_i32_e32 v[45:46], v23
	v_add_f64 v[36:37], v[36:37], s[44:45]
	v_add_f64 v[38:39], v[38:39], s[38:39]
	v_add_f64 v[40:41], 0x43380000, v[40:41]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ldexp_f64 v[45:46], v[45:46], 32
	v_mul_f64 v[36:37], v[34:35], v[36:37]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[38:39], v[34:35], v[38:39]
	v_add_f64 v[41:42], 0xc3380000, v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[36:37], s[46:47]
	v_add_f64 v[38:39], v[38:39], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[43:44], v[41:42], s[58:59]
	v_mul_f64 v[36:37], v[34:35], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[34:35], v[38:39]
	v_add_f64 v[38:39], v[30:31], v[43:44]
	v_cvt_f64_u32_e32 v[43:44], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[36:37], s[48:49]
	v_add_f64 v[43:44], v[45:46], v[43:44]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[28:29], v[36:37]
	v_mul_f64 v[36:37], v[41:42], s[62:63]
	v_mul_f64 v[49:50], v[43:44], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[28:29], v[34:35], v[28:29]
	v_add_f64 v[34:35], v[38:39], v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[47:48], v[28:29]
	v_add_f64 v[45:46], v[38:39], -v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[26:27], v[26:27], v[28:29]
	v_mul_f64 v[28:29], v[41:42], s[60:61]
	v_mul_f64 v[41:42], v[41:42], s[64:65]
	v_add_f64 v[36:37], v[45:46], v[36:37]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[26:27], v[49:50], v[26:27]
	v_add_f64 v[45:46], v[38:39], -v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[41:42], -v[36:37]
	v_add_f64 v[26:27], v[26:27], -v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v2, 20, v46
	v_and_b32_e32 v23, 0x7ff, v2
	v_bfe_u32 v2, v31, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v31, 16, v23
	v_cmp_lt_u64_e32 vcc_lo, v[31:32], v[2:3]
	v_dual_cndmask_b32 v29, v29, v37 :: v_dual_cndmask_b32 v28, v28, v36
	v_mul_f64 v[36:37], v[43:44], s[52:53]
	v_dual_cndmask_b32 v31, v39, v35 :: v_dual_cndmask_b32 v30, v38, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[34:35], v[30:31], -v[28:29]
	v_add_f64 v[23:24], v[24:25], v[26:27]
	v_mul_f64 v[25:26], v[34:35], v[34:35]
	v_add_f64 v[30:31], v[30:31], -v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[36:37], v[23:24]
	v_mul_f64 v[36:37], v[25:26], s[78:79]
	v_mul_f64 v[38:39], v[25:26], s[66:67]
	v_mul_f64 v[41:42], v[25:26], s[72:73]
	v_mul_f64 v[43:44], v[25:26], s[84:85]
	v_mul_f64 v[45:46], v[25:26], v[25:26]
	v_add_f64 v[27:28], v[30:31], -v[28:29]
	v_mul_f64 v[23:24], v[23:24], -2.0
	v_add_f64 v[36:37], v[36:37], s[80:81]
	v_add_f64 v[38:39], v[38:39], s[68:69]
	v_add_f64 v[41:42], v[41:42], s[74:75]
	v_add_f64 v[43:44], v[43:44], s[86:87]
	v_mul_f64 v[47:48], v[25:26], v[45:46]
	v_mul_f64 v[29:30], v[45:46], v[45:46]
	v_mul_f64 v[45:46], v[25:26], 0.5
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[23:24]
	v_mul_f64 v[36:37], v[25:26], v[36:37]
	v_mul_f64 v[38:39], v[25:26], v[38:39]
	v_mul_f64 v[41:42], v[25:26], v[41:42]
	v_mul_f64 v[43:44], v[47:48], v[43:44]
	v_add_f64 v[51:52], -v[45:46], 1.0
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[23:24], v[23:24], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[36:37], v[36:37], s[82:83]
	v_add_f64 v[31:32], v[38:39], s[70:71]
	v_add_f64 v[38:39], v[41:42], s[76:77]
	v_mul_f64 v[41:42], v[34:35], v[25:26]
	v_rsq_f64_e32 v[49:50], v[23:24]
	v_cmp_class_f64_e64 vcc_lo, v[23:24], 0x260
	v_add_f64 v[36:37], v[43:44], v[36:37]
	v_mul_f64 v[31:32], v[25:26], v[31:32]
	v_mul_f64 v[29:30], v[29:30], v[38:39]
	v_mul_f64 v[38:39], v[27:28], 0.5
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_mul_f64 v[47:48], v[23:24], v[49:50]
	v_mul_f64 v[49:50], v[49:50], 0.5
	v_mul_f64 v[36:37], v[41:42], v[36:37]
	v_mul_f64 v[41:42], v[41:42], s[88:89]
	v_add_f64 v[29:30], v[31:32], v[29:30]
	v_fma_f64 v[43:44], -v[49:50], v[47:48], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[38:39], -v[36:37]
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	s_delay_alu instid0(VALU_DEP_3)
	v_fma_f64 v[47:48], v[47:48], v[43:44], v[47:48]
	v_fma_f64 v[36:37], v[49:50], v[43:44], v[49:50]
	v_mul_f64 v[43:44], v[34:35], v[27:28]
	v_add_f64 v[49:50], -v[51:52], 1.0
	v_mul_f64 v[25:26], v[25:26], v[31:32]
	v_fma_f64 v[38:39], -v[47:48], v[47:48], v[23:24]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[29:30], v[29:30], -v[43:44]
	v_add_f64 v[25:26], v[25:26], -v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[31:32], v[38:39], v[36:37], v[47:48]
	v_add_f64 v[38:39], v[49:50], -v[45:46]
	v_add_f64 v[25:26], v[25:26], v[41:42]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[27:28], -v[31:32], v[31:32], v[23:24]
	v_add_f64 v[29:30], v[38:39], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[34:35], -v[25:26]
	v_fma_f64 v[27:28], v[27:28], v[36:37], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[29:30], v[51:52], v[29:30]
	v_dual_mov_b32 v32, v3 :: v_dual_and_b32 v31, 2, v40
	v_cmp_eq_u64_e64 s10, 0, v[31:32]
	v_xor_b32_e32 v31, 0x80000000, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v26, v26, v31, s10
	v_ldexp_f64 v[27:28], v[27:28], v2
	v_xor_b32_e32 v34, 0x80000000, v30
	v_and_b32_e32 v2, 1, v40
	v_cndmask_b32_e64 v30, v34, v30, s10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s10, 0, v[2:3]
	v_div_fixup_f32 v2, v60, v58, v57
	v_cndmask_b32_e64 v26, v26, v30, s10
	v_cndmask_b32_e64 v25, v25, v29, s10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v55, v2
	v_sub_f32_e32 v2, v56, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v2, 1.0, v2
	v_dual_cndmask_b32 v24, v28, v24 :: v_dual_cndmask_b32 v23, v27, v23
	ds_load_b32 v27, v11 offset:3080
	v_cmp_o_f32_e32 vcc_lo, v53, v53
	v_mul_f64 v[23:24], v[25:26], v[23:24]
	v_add_nc_u32_e32 v25, 0xb4c00100, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v25, 1, v25
	v_sub_nc_u32_e32 v26, v54, v25
	v_lshl_add_u32 v25, v25, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v26, v26, 23, 0x7f800000
	v_mul_f32_e32 v2, v2, v25
	v_div_fixup_f32 v25, v59, v33, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v2, v26
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v27, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v25, v2
	v_cndmask_b32_e64 v25, 0, 0x3dcccccd, vcc_lo
	v_cvt_f32_f64_e32 v23, v[23:24]
	v_add_f32_e32 v24, v21, v21
	v_mul_f32_e32 v24, 0x3d4ccccd, v24
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v24, v24, v61
	v_add_f32_e32 v2, v24, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v25, v2
	v_mul_f32_e32 v2, s16, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v21, v2
	v_mul_f32_e32 v22, v22, v23
	v_add_f32_e32 v2, v22, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v22, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v22
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
.LBB2_51:
	s_or_b32 exec_lo, exec_lo, s12
	s_cbranch_execnz .LBB2_6
	s_branch .LBB2_53
.LBB2_52:
.LBB2_53:
	s_and_saveexec_b32 s10, s92
	s_cbranch_execz .LBB2_5
	global_load_b32 v2, v[4:5], off
	v_or_b32_e32 v22, 0xc00, v11
	ds_load_2addr_b32 v[22:23], v22 offset1:1
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v22, v21, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v22
	v_cndmask_b32_e32 v24, 0xc2d00000, v22, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v24
	v_cndmask_b32_e32 v24, 0x42b20000, v24, vcc_lo
	v_div_scale_f32 v35, vcc_lo, 1.0, v23, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, 0x3fb8aa3b, v24
	v_add_f32_e32 v25, 0x4b400000, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, 0xcb400000, v25
	v_mul_f32_e32 v27, 0xbf317200, v26
	v_mul_f32_e32 v26, 0x35bfbe8e, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, v24, v27
	v_sub_f32_e32 v27, v24, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v28, v27, v27
	v_mul_f32_e32 v29, 0x3331bb4c, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0xb5ddea0e, v29
	v_mul_f32_e32 v29, v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0x388ab355, v29
	v_mul_f32_e32 v29, v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0xbb360b61, v29
	v_mul_f32_e32 v29, v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0x3e2aaaab, v29
	v_mul_f32_e32 v28, v28, v29
	v_div_scale_f32 v29, null, v23, v23, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v28, v27, v28
	v_rcp_f32_e32 v31, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, v27, v28
	v_sub_f32_e32 v28, 2.0, v28
	v_div_scale_f32 v30, null, v28, v28, v27
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v33, -v29, v31, 1.0
	v_rcp_f32_e32 v32, v30
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v34, -v30, v32, 1.0
	v_dual_fmac_f32 v32, v34, v32 :: v_dual_fmac_f32 v31, v33, v31
	v_div_scale_f32 v33, s9, v27, v28, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v36, v33, v32
	v_fma_f32 v38, -v30, v36, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v36, v38, v32
	v_mul_f32_e32 v34, v35, v31
	v_fma_f32 v30, -v30, v36, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v37, -v29, v34, v35
	v_fmac_f32_e32 v34, v37, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v29, -v29, v34, v35
	v_div_fmas_f32 v29, v29, v31, v34
	s_mov_b32 vcc_lo, s9
	v_div_fmas_f32 v30, v30, v32, v36
	v_cmp_o_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v23, v29, v23, 1.0
	v_div_fixup_f32 v27, v30, v28, v27
	v_add_nc_u32_e32 v28, 0xb4c00100, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v26, v26, v27
	v_lshrrev_b32_e32 v27, 1, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v24, v24, v26
	v_sub_nc_u32_e32 v25, v25, v27
	v_lshl_add_u32 v26, v27, 23, 0xff800000
	ds_load_b32 v27, v11 offset:3080
	v_add_f32_e32 v24, 1.0, v24
	v_lshl_add_u32 v25, v25, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v24, v24, v26
	v_mul_f32_e32 v24, v24, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v25, v21, v21 :: v_dual_cndmask_b32 v22, 0x7fc00000, v24
	v_mul_f32_e32 v24, 0x3d4ccccd, v25
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v27, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v23, v22
	v_cndmask_b32_e64 v23, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v24, v2
	v_add_f32_e32 v2, v2, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v23, v2
	v_mul_f32_e32 v2, s16, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v21, v2
	v_and_b32_e32 v21, 0x7fffffff, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v21
	v_cndmask_b32_e32 v21, 0x7fc00000, v2, vcc_lo
	s_branch .LBB2_5
.LBB2_55:
	s_branch .LBB2_58
.LBB2_56:
	s_or_b32 s0, s2, s3
	s_and_not1_b32 s1, s37, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s37, s1, s0
	s_xor_b32 s0, s37, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB2_59
	s_branch .LBB2_60
.LBB2_57:
	s_cbranch_execnz .LBB2_56
.LBB2_58:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v10, v2
	s_xor_b32 s0, s37, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB2_60
.LBB2_59:
	v_add_co_u32 v0, vcc_lo, v7, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v8, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v10, off
.LBB2_60:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_pull_w64x4
		.amdhsa_group_segment_fixed_size 3120
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
		.amdhsa_inst_pref_size 58
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
	.size	tessera_softmax_pull_w64x4, .Lfunc_end2-tessera_softmax_pull_w64x4

	.set tessera_softmax_pull_w64x4.num_vgpr, 62
	.set tessera_softmax_pull_w64x4.num_agpr, 0
	.set tessera_softmax_pull_w64x4.numbered_sgpr, 105
	.set tessera_softmax_pull_w64x4.num_named_barrier, 0
	.set tessera_softmax_pull_w64x4.private_seg_size, 0
	.set tessera_softmax_pull_w64x4.uses_vcc, 1
	.set tessera_softmax_pull_w64x4.uses_flat_scratch, 0
	.set tessera_softmax_pull_w64x4.has_dyn_sized_stack, 0
	.set tessera_softmax_pull_w64x4.has_recursion, 0
	.set tessera_softmax_pull_w64x4.has_indirect_call, 0
	.globl	tessera_softmax_pull_w128x2
	.p2align	8
	.type	tessera_softmax_pull_w128x2,@function
tessera_softmax_pull_w128x2:
	s_load_b256 s[8:15], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u64_e64 s3, 0x80, s[14:15]
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB3_64
	v_lshrrev_b32_e32 v11, 7, v0
	s_mov_b32 s3, 0
	s_load_b64 s[28:29], s[0:1], 0x20
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s4, s12, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v11
	s_addc_u32 s5, s13, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_le_u64_e64 s2, s[12:13], v[1:2]
	v_mov_b32_e32 v2, s5
	v_cndmask_b32_e64 v1, v1, s4, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, s3, v2, s2
	v_mul_lo_u32 v5, v1, s15
	v_mad_u64_u32 v[3:4], null, v1, s14, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v1, v2, s14
	v_mov_b32_e32 v2, 0
	v_add3_u32 v4, v4, v5, v1
	v_and_b32_e32 v1, 0x7f, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[5:6], 2, v[3:4]
	v_cmp_le_u64_e64 s3, s[14:15], v[1:2]
	v_cmp_gt_u64_e64 s4, s[14:15], v[1:2]
	v_lshlrev_b32_e32 v9, 2, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v7, vcc_lo, s8, v5
	v_add_co_ci_u32_e64 v8, null, s9, v6, vcc_lo
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB3_3
	v_add_co_u32 v12, vcc_lo, v7, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v8, vcc_lo
	global_load_b32 v10, v[12:13], off
.LBB3_3:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[28:29], 0
	s_mov_b64 s[30:31], 0
	s_cbranch_scc0 .LBB3_61
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v5, vcc_lo, s10, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v18, null, s11, v6, vcc_lo
	v_add_co_u32 v3, vcc_lo, v3, v1
	v_clz_i32_u32_e32 v14, 0
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v3, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_min_u32_e32 v21, 32, v14
	v_cmp_eq_u64_e64 s0, 0, v[1:2]
	v_cmp_gt_u64_e64 s1, 64, v[1:2]
	v_cmp_gt_u64_e64 s5, 32, v[1:2]
	v_cmp_gt_u64_e64 s6, 16, v[1:2]
	v_cmp_gt_u64_e64 s7, 8, v[1:2]
	v_lshlrev_b64 v[16:17], v21, v[1:2]
	v_cmp_gt_u64_e64 s8, 4, v[1:2]
	v_cmp_gt_u64_e64 s9, 2, v[1:2]
	v_xor_b32_e32 v2, v20, v4
	v_and_b32_e32 v12, 0x80, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s19, 0
	v_min_u32_e32 v3, 1, v16
	s_cselect_b32 s33, -1, 0
	v_xor_b32_e32 v2, s25, v2
	s_cmp_lg_u64 s[14:15], 0
	v_sub_nc_u32_e32 v22, 32, v21
	v_or_b32_e32 v4, v17, v3
	s_cselect_b32 s90, -1, 0
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v2, 0
	s_cmp_lg_u32 s18, 0
	v_dual_mov_b32 v3, 0 :: v_dual_lshlrev_b32 v6, 2, v12
	s_cselect_b32 s91, -1, 0
	s_or_b32 s10, s2, s3
	v_cvt_f32_u32_e32 v17, v4
	v_writelane_b32 v62, s10, 0
	s_xor_b32 s92, s10, -1
	v_add_co_u32 v4, vcc_lo, v5, v9
	s_add_u32 s10, s24, 0x9e3779b9
	v_add_co_ci_u32_e64 v5, null, 0, v18, vcc_lo
	v_xor_b32_e32 v18, s10, v21
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v21, v10 :: v_dual_lshlrev_b32 v2, 2, v0
	v_or_b32_e32 v12, 0x800, v6
	v_or_b32_e32 v13, 0x400, v6
	s_add_u32 s11, s25, 0xbb67ae85
	s_add_u32 s10, s24, 0x3c6ef372
	s_mov_b32 s35, 0
	s_and_b32 s34, s14, 7
	v_cmp_gt_u64_e64 vcc_hi, s[14:15], 7
	v_mul_u32_u24_e32 v11, 12, v11
	v_or_b32_e32 v14, v12, v9
	v_or_b32_e32 v15, v13, v9
	v_or_b32_e32 v16, v6, v9
	v_ldexp_f32 v17, v17, v22
	s_add_u32 s93, s25, 0x76cf5d0a
	s_add_u32 s94, s24, 0xdaa66d2b
	s_add_u32 s95, s25, 0x32370b8f
	s_add_u32 s96, s24, 0x78dde6e4
	s_add_u32 s97, s25, 0xed9eba14
	s_add_u32 s98, s24, 0x1715609d
	s_add_u32 s99, s25, 0xa9066899
	s_add_u32 s100, s24, 0xb54cda56
	s_add_u32 s101, s25, 0x646e171e
	s_add_u32 s102, s24, 0x5384540f
	s_add_u32 s103, s25, 0x1fd5c5a3
	s_add_u32 s25, s25, 0xdb3d7428
	s_add_i32 s104, s24, 0x8ff34781
	s_and_b32 s18, s14, 0xf8
	v_xor_b32_e32 v0, s11, v19
	v_xor_b32_e32 v19, s10, v20
	v_and_b32_e32 v20, 0x200, v2
	s_cmp_lg_u64 s[34:35], 0
	s_mov_b32 s38, 0x1d8e78af
	s_mov_b32 s40, 0x9997fa04
	s_mov_b32 s42, 0xdf3e5244
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
	s_mov_b32 s19, s35
	s_cselect_b32 s23, -1, 0
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
	s_branch .LBB3_7
.LBB3_5:
	s_or_b32 exec_lo, exec_lo, s11
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v2, v21
.LBB3_6:
	s_add_u32 s30, s30, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v21, v2
	s_addc_u32 s31, s31, 0
	s_mul_f32 s20, s21, s20
	s_cmp_eq_u64 s[30:31], s[28:29]
	s_cbranch_scc1 .LBB3_59
.LBB3_7:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_mul_f32 s36, s22, s20
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v21
	s_mul_f32 s10, s36, 0x4f800000
	s_cmp_lt_f32 s36, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_2)
	v_dual_cndmask_b32 v27, 0, v1 :: v_dual_mov_b32 v2, s10
	s_cselect_b32 s10, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, s36, v2, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v22, v2
	v_add_nc_u32_e32 v23, -1, v22
	v_add_nc_u32_e32 v24, 1, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v25, 0x80000000, v23
	v_xor_b32_e32 v26, 0x80000000, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v28, v25, v22, v2
	v_fma_f32 v29, v26, v22, v2
	v_cndmask_b32_e64 v26, v21, 0xff800000, s3
	v_cndmask_b32_e64 v25, v27, 0, s3
	ds_store_b32 v14, v26
	ds_store_b32 v15, v25
	v_cmp_ge_f32_e64 s12, 0, v28
	v_cmp_lt_f32_e64 s11, 0, v29
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s37, s1
	s_cbranch_execz .LBB3_9
	ds_load_2addr_stride64_b32 v[29:30], v15 offset1:1
	ds_load_2addr_stride64_b32 v[31:32], v14 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v32, v31
	v_cmp_o_f32_e64 s14, v31, v31
	v_cmp_gt_f32_e64 s15, v32, v31
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v27, 0, 1, s14
	v_cndmask_b32_e64 v28, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v28.l, v27.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v14, v27
	ds_store_b32 v15, v28
.LBB3_9:
	s_or_b32 exec_lo, exec_lo, s37
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s37, s5
	s_cbranch_execz .LBB3_11
	ds_load_2addr_b32 v[29:30], v15 offset1:32
	ds_load_2addr_b32 v[31:32], v14 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v32, v31
	v_cmp_o_f32_e64 s14, v31, v31
	v_cmp_gt_f32_e64 s15, v32, v31
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v27, 0, 1, s14
	v_cndmask_b32_e64 v28, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v28.l, v27.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v14, v27
	ds_store_b32 v15, v28
.LBB3_11:
	s_or_b32 exec_lo, exec_lo, s37
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s37, s6
	s_cbranch_execz .LBB3_13
	ds_load_2addr_b32 v[29:30], v15 offset1:16
	ds_load_2addr_b32 v[31:32], v14 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v32, v31
	v_cmp_o_f32_e64 s14, v31, v31
	v_cmp_gt_f32_e64 s15, v32, v31
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v27, 0, 1, s14
	v_cndmask_b32_e64 v28, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v28.l, v27.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v14, v27
	ds_store_b32 v15, v28
.LBB3_13:
	s_or_b32 exec_lo, exec_lo, s37
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s37, s7
	s_cbranch_execz .LBB3_15
	ds_load_2addr_b32 v[29:30], v15 offset1:8
	ds_load_2addr_b32 v[31:32], v14 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v32, v31
	v_cmp_o_f32_e64 s14, v31, v31
	v_cmp_gt_f32_e64 s15, v32, v31
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v27, 0, 1, s14
	v_cndmask_b32_e64 v28, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v28.l, v27.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v14, v27
	ds_store_b32 v15, v28
.LBB3_15:
	s_or_b32 exec_lo, exec_lo, s37
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s37, s8
	s_cbranch_execz .LBB3_17
	ds_load_2addr_b32 v[29:30], v15 offset1:4
	ds_load_2addr_b32 v[31:32], v14 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v32, v31
	v_cmp_o_f32_e64 s14, v31, v31
	v_cmp_gt_f32_e64 s15, v32, v31
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v27, 0, 1, s14
	v_cndmask_b32_e64 v28, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v28.l, v27.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v14, v27
	ds_store_b32 v15, v28
.LBB3_17:
	s_or_b32 exec_lo, exec_lo, s37
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s37, s9
	s_cbranch_execz .LBB3_19
	ds_load_2addr_b32 v[29:30], v15 offset1:2
	ds_load_2addr_b32 v[31:32], v14 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v32, v31
	v_cmp_o_f32_e64 s14, v31, v31
	v_cmp_gt_f32_e64 s15, v32, v31
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v27, 0, 1, s14
	v_cndmask_b32_e64 v28, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v28.l, v27.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v14, v27
	ds_store_b32 v15, v28
.LBB3_19:
	s_or_b32 exec_lo, exec_lo, s37
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s37, s0
	s_cbranch_execz .LBB3_21
	ds_load_b32 v29, v15
	ds_load_b32 v30, v14
	ds_load_b32 v31, v13 offset:4
	ds_load_b32 v32, v12 offset:4
	s_waitcnt lgkmcnt(2)
	v_cmp_o_f32_e64 s14, v30, v30
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v31, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v32, v30
	v_cmp_gt_f32_e64 s15, v32, v30
	s_or_b32 s14, s14, vcc_lo
	s_and_b32 s13, vcc_lo, s13
	v_cndmask_b32_e64 v27, 0, 1, s14
	s_or_b32 s13, s15, s13
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	v_cndmask_b32_e64 v28, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v28.l, v27.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v30, v32 :: v_dual_cndmask_b32 v28, v29, v31
	ds_store_b32 v14, v27
	ds_store_b32 v15, v28
.LBB3_21:
	s_or_b32 exec_lo, exec_lo, s37
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s0
	s_cbranch_execz .LBB3_23
	ds_load_b32 v27, v12
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v11, v27 offset:3072
.LBB3_23:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v14, v26
	ds_store_b32 v15, v25
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s37, s1
	s_cbranch_execz .LBB3_25
	ds_load_2addr_stride64_b32 v[27:28], v15 offset1:1
	ds_load_2addr_stride64_b32 v[29:30], v14 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v30, v29
	v_cmp_o_f32_e64 s14, v29, v29
	v_cmp_gt_f32_e64 s15, v30, v29
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v25, 0, 1, s14
	v_cndmask_b32_e64 v26, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v25.l, v26.l, v25.l, vcc_lo
	v_and_b16 v25.l, 1, v25.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v25.l
	v_dual_cndmask_b32 v25, v29, v30 :: v_dual_cndmask_b32 v26, v27, v28
	ds_store_b32 v14, v25
	ds_store_b32 v15, v26
.LBB3_25:
	s_or_b32 exec_lo, exec_lo, s37
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s37, s5
	s_cbranch_execz .LBB3_27
	ds_load_2addr_b32 v[27:28], v15 offset1:32
	ds_load_2addr_b32 v[29:30], v14 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v30, v29
	v_cmp_o_f32_e64 s14, v29, v29
	v_cmp_gt_f32_e64 s15, v30, v29
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v25, 0, 1, s14
	v_cndmask_b32_e64 v26, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v25.l, v26.l, v25.l, vcc_lo
	v_and_b16 v25.l, 1, v25.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v25.l
	v_dual_cndmask_b32 v25, v29, v30 :: v_dual_cndmask_b32 v26, v27, v28
	ds_store_b32 v14, v25
	ds_store_b32 v15, v26
.LBB3_27:
	s_or_b32 exec_lo, exec_lo, s37
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s37, s6
	s_cbranch_execz .LBB3_29
	ds_load_2addr_b32 v[27:28], v15 offset1:16
	ds_load_2addr_b32 v[29:30], v14 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v30, v29
	v_cmp_o_f32_e64 s14, v29, v29
	v_cmp_gt_f32_e64 s15, v30, v29
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v25, 0, 1, s14
	v_cndmask_b32_e64 v26, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v25.l, v26.l, v25.l, vcc_lo
	v_and_b16 v25.l, 1, v25.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v25.l
	v_dual_cndmask_b32 v25, v29, v30 :: v_dual_cndmask_b32 v26, v27, v28
	ds_store_b32 v14, v25
	ds_store_b32 v15, v26
.LBB3_29:
	s_or_b32 exec_lo, exec_lo, s37
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s37, s7
	s_cbranch_execz .LBB3_31
	ds_load_2addr_b32 v[27:28], v15 offset1:8
	ds_load_2addr_b32 v[29:30], v14 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v30, v29
	v_cmp_o_f32_e64 s14, v29, v29
	v_cmp_gt_f32_e64 s15, v30, v29
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v25, 0, 1, s14
	v_cndmask_b32_e64 v26, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v25.l, v26.l, v25.l, vcc_lo
	v_and_b16 v25.l, 1, v25.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v25.l
	v_dual_cndmask_b32 v25, v29, v30 :: v_dual_cndmask_b32 v26, v27, v28
	ds_store_b32 v14, v25
	ds_store_b32 v15, v26
.LBB3_31:
	s_or_b32 exec_lo, exec_lo, s37
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s37, s8
	s_cbranch_execz .LBB3_33
	ds_load_2addr_b32 v[27:28], v15 offset1:4
	ds_load_2addr_b32 v[29:30], v14 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v30, v29
	v_cmp_o_f32_e64 s14, v29, v29
	v_cmp_gt_f32_e64 s15, v30, v29
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v25, 0, 1, s14
	v_cndmask_b32_e64 v26, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v25.l, v26.l, v25.l, vcc_lo
	v_and_b16 v25.l, 1, v25.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v25.l
	v_dual_cndmask_b32 v25, v29, v30 :: v_dual_cndmask_b32 v26, v27, v28
	ds_store_b32 v14, v25
	ds_store_b32 v15, v26
.LBB3_33:
	s_or_b32 exec_lo, exec_lo, s37
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s37, s9
	s_cbranch_execz .LBB3_35
	ds_load_2addr_b32 v[27:28], v15 offset1:2
	ds_load_2addr_b32 v[29:30], v14 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v30, v29
	v_cmp_o_f32_e64 s14, v29, v29
	v_cmp_gt_f32_e64 s15, v30, v29
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v25, 0, 1, s14
	v_cndmask_b32_e64 v26, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v25.l, v26.l, v25.l, vcc_lo
	v_and_b16 v25.l, 1, v25.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v25.l
	v_dual_cndmask_b32 v25, v29, v30 :: v_dual_cndmask_b32 v26, v27, v28
	ds_store_b32 v14, v25
	ds_store_b32 v15, v26
.LBB3_35:
	s_or_b32 exec_lo, exec_lo, s37
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s37, s0
	s_cbranch_execz .LBB3_37
	ds_load_b32 v27, v15
	ds_load_b32 v28, v14
	ds_load_b32 v29, v13 offset:4
	ds_load_b32 v30, v12 offset:4
	s_waitcnt lgkmcnt(2)
	v_cmp_o_f32_e64 s14, v28, v28
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v29, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v30, v28
	v_cmp_gt_f32_e64 s15, v30, v28
	s_or_b32 s14, s14, vcc_lo
	s_and_b32 s13, vcc_lo, s13
	v_cndmask_b32_e64 v25, 0, 1, s14
	s_or_b32 s13, s15, s13
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	v_cndmask_b32_e64 v26, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v25.l, v26.l, v25.l, vcc_lo
	v_and_b16 v25.l, 1, v25.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v25.l
	v_dual_cndmask_b32 v25, v28, v30 :: v_dual_cndmask_b32 v26, v27, v29
	ds_store_b32 v14, v25
	ds_store_b32 v15, v26
.LBB3_37:
	s_or_b32 exec_lo, exec_lo, s37
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s0
	s_cbranch_execz .LBB3_39
	ds_load_b32 v25, v13
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v25, v25
	ds_store_b32 v11, v25 offset:3080
.LBB3_39:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB3_41
	ds_load_b32 v25, v11 offset:3072
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v25, v21, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v25
	v_cndmask_b32_e32 v26, 0xc2d00000, v25, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v26
	v_cndmask_b32_e32 v26, 0x42b20000, v26, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, 0x3fb8aa3b, v26
	v_add_f32_e32 v27, 0x4b400000, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, 0xcb400000, v27
	v_mul_f32_e32 v29, 0xbf317200, v28
	v_mul_f32_e32 v28, 0x35bfbe8e, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, v26, v29
	v_sub_f32_e32 v29, v26, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v30, v29, v29
	v_mul_f32_e32 v31, 0x3331bb4c, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v31, 0xb5ddea0e, v31
	v_mul_f32_e32 v31, v30, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v31, 0x388ab355, v31
	v_mul_f32_e32 v31, v30, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v31, 0xbb360b61, v31
	v_mul_f32_e32 v31, v30, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v31, 0x3e2aaaab, v31
	v_mul_f32_e32 v30, v30, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v30, v29, v30
	v_mul_f32_e32 v29, v29, v30
	v_sub_f32_e32 v30, 2.0, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v31, null, v30, v30, v29
	v_div_scale_f32 v34, vcc_lo, v29, v30, v29
	v_rcp_f32_e32 v32, v31
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v33, -v31, v32, 1.0
	v_fmac_f32_e32 v32, v33, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v33, v34, v32
	v_fma_f32 v35, -v31, v33, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v33, v35, v32
	v_fma_f32 v31, -v31, v33, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v31, v31, v32, v33
	v_cmp_o_f32_e32 vcc_lo, v25, v25
	v_div_fixup_f32 v29, v31, v30, v29
	v_add_nc_u32_e32 v30, 0xb4c00100, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v28, v28, v29
	v_lshrrev_b32_e32 v29, 1, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v26, v26, v28
	v_sub_nc_u32_e32 v27, v27, v29
	v_lshl_add_u32 v28, v29, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v26, 1.0, v26
	v_lshl_add_u32 v27, v27, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v26, v28
	v_mul_f32_e32 v26, v26, v27
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v25, 0x7fc00000, v26, vcc_lo
	ds_store_b32 v16, v25
.LBB3_41:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s0
	s_cbranch_execz .LBB3_51
	v_mov_b32_e32 v25, 0
	s_and_not1_b32 vcc_lo, exec_lo, s90
	s_cbranch_vccnz .LBB3_50
	s_and_not1_b32 vcc_lo, exec_lo, vcc_hi
	s_cbranch_vccnz .LBB3_47
	v_mov_b32_e32 v26, v6
	s_mov_b64 s[14:15], 0
	.p2align	6
.LBB3_45:
	ds_load_2addr_b32 v[27:28], v26 offset1:1
	ds_load_2addr_b32 v[29:30], v26 offset0:2 offset1:3
	ds_load_2addr_b32 v[31:32], v26 offset0:4 offset1:5
	s_add_u32 s14, s14, 8
	s_addc_u32 s15, s15, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_cmp_lg_u64 s[18:19], s[14:15]
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v25, v25, v27
	v_add_f32_e32 v25, v25, v28
	ds_load_2addr_b32 v[27:28], v26 offset0:6 offset1:7
	s_waitcnt lgkmcnt(2)
	v_dual_add_f32 v25, v25, v29 :: v_dual_add_nc_u32 v26, 32, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, v25, v30
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v25, v25, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, v25, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v25, v25, v27
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v25, v25, v28
	s_cbranch_scc1 .LBB3_45
	s_mov_b64 s[14:15], s[18:19]
	s_mov_b32 s37, s23
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s37
	s_cbranch_vccnz .LBB3_48
	s_branch .LBB3_50
.LBB3_47:
	s_mov_b64 s[14:15], 0
	s_cbranch_execz .LBB3_50
.LBB3_48:
	v_lshl_add_u32 v26, s14, 2, v20
	s_mov_b64 s[14:15], s[34:35]
.LBB3_49:
	ds_load_b32 v27, v26
	v_add_nc_u32_e32 v26, 4, v26
	s_add_u32 s14, s14, -1
	s_addc_u32 s15, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[14:15], 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v25, v25, v27
	s_cbranch_scc1 .LBB3_49
.LBB3_50:
	ds_store_b32 v11, v25 offset:3076
.LBB3_51:
	s_or_b32 exec_lo, exec_lo, s13
	v_cndmask_b32_e64 v22, v22, v23, s12
	v_cmp_class_f32_e64 vcc_lo, v2, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v22, v22, v24, s11
	v_mul_f32_e32 v23, 0x37800000, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v22, v22, v23, s10
	v_cndmask_b32_e32 v22, v22, v2, vcc_lo
	s_and_b32 vcc_lo, exec_lo, s91
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB3_56
	v_mov_b32_e32 v2, v21
	s_and_saveexec_b32 s13, s92
	s_cbranch_execz .LBB3_55
	s_cmp_gt_f32 s36, 0
	global_load_b32 v61, v[4:5], off
	s_cselect_b32 s10, -1, 0
	s_add_u32 s11, s30, s26
	s_addc_u32 s12, s31, s27
	v_cndmask_b32_e64 v22, 0, v22, s10
	s_mul_i32 s14, s12, 0xcd9e8d57
	s_mul_hi_u32 s12, s12, 0xcd9e8d57
	v_xor_b32_e32 v2, s14, v18
	s_xor_b32 s12, s24, s12
	s_mov_b32 s14, 0xd078c69f
	s_xor_b32 s11, s12, s11
	s_mov_b32 s15, 0x3fc39a09
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v2, 0
	s_mul_hi_u32 s12, s11, 0xd2511f53
	s_mul_i32 s11, s11, 0xd2511f53
	v_xor_b32_e32 v2, s12, v0
	v_cndmask_b32_e64 v22, v22, s17, s33
	v_xor3_b32 v26, s11, s93, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v2, v25, v19
	v_xor3_b32 v27, v27, s94, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v27, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s95, v25, v23
	v_xor3_b32 v25, v28, s97, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s96, v24, v26
	v_xor3_b32 v25, v29, s98, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s99, v24, v27
	v_xor3_b32 v26, v26, s101, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v2, 0
	v_mul_hi_u32 v2, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v24, s100, v24, v28
	v_xor3_b32 v2, v2, s102, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v24, 0
	v_mul_hi_u32 v2, 0xd2511f53, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v24, s103, v24, v25
	v_xor3_b32 v2, v2, s25, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v25, 0xcd9e8d57, v24
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v2, s104, v24, v25
	v_cvt_f64_u32_e32 v[24:25], v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], v[24:25], 0.5
	v_ldexp_f64 v[24:25], v[24:25], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x95f62, v25
	v_and_b32_e32 v25, 0xfffff, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v25, 0x3fe6a09e, v25
	v_add_f64 v[24:25], v[24:25], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[24:25], 2.0
	v_mul_f64 v[47:48], v[24:25], 0.5
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[47:48], v[24:25], v[47:48]
	v_rcp_f64_e32 v[30:31], v[28:29]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[32:33], -v[28:29], v[30:31], 1.0
	v_fma_f64 v[30:31], v[30:31], v[32:33], v[30:31]
	v_or_b32_e32 v32, 0xc00, v11
	ds_load_2addr_b32 v[32:33], v32 offset1:1
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v53, v21, v32
	v_lshrrev_b32_e32 v2, 20, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v53
	v_cndmask_b32_e32 v32, 0xc2d00000, v53, vcc_lo
	v_fma_f64 v[34:35], -v[28:29], v[30:31], 1.0
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v32
	v_cndmask_b32_e32 v32, 0x42b20000, v32, vcc_lo
	v_div_scale_f32 v41, vcc_lo, 1.0, v33, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v36, 0x3fb8aa3b, v32
	v_add_f32_e32 v54, 0x4b400000, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xcb400000, v54
	v_mul_f32_e32 v37, 0xbf317200, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v55, 0x35bfbe8e, v36 :: v_dual_add_f32 v56, v32, v37
	v_div_scale_f64 v[36:37], s11, v[24:25], v[26:27], v[24:25]
	v_sub_f32_e32 v32, v56, v55
	v_fma_f64 v[30:31], v[30:31], v[34:35], v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v38, v32, v32
	v_mul_f32_e32 v34, 0x3331bb4c, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v34, 0xb5ddea0e, v34
	v_mul_f32_e32 v34, v38, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v34, 0x388ab355, v34
	v_mul_f32_e32 v34, v38, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v34, 0xbb360b61, v34
	v_mul_f32_e32 v39, v38, v34
	v_mul_f64 v[34:35], v[36:37], v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v39, 0x3e2aaaab, v39
	v_mul_f32_e32 v38, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v38, v32, v38
	v_mul_f32_e32 v57, v32, v38
	v_sub_f32_e32 v58, 2.0, v38
	v_div_scale_f32 v32, null, v33, v33, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f32 v38, null, v58, v58, v57
	v_rcp_f32_e32 v39, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_2)
	v_rcp_f32_e32 v40, v38
	v_fma_f64 v[28:29], -v[28:29], v[34:35], v[36:37]
	v_fma_f32 v36, -v32, v39, 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v37, -v38, v40, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, s12, v57, v58, v57
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v40, v37, v40
	v_dual_mul_f32 v37, v41, v39 :: v_dual_mul_f32 v42, v36, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v43, -v32, v37, v41
	v_fma_f32 v44, -v38, v42, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v37, v43, v39 :: v_dual_fmac_f32 v42, v44, v40
	v_fma_f32 v32, -v32, v37, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v36, -v38, v42, v36
	v_div_fmas_f32 v59, v32, v39, v37
	s_mov_b32 vcc_lo, s12
	v_mov_b32_e32 v32, v3
	s_delay_alu instid0(VALU_DEP_3)
	v_div_fmas_f32 v60, v36, v40, v42
	s_mov_b32 vcc_lo, s11
	v_add_co_u32 v2, s11, 0xfffffc01, v2
	v_div_fmas_f64 v[28:29], v[28:29], v[30:31], v[34:35]
	v_cvt_f64_u32_e32 v[30:31], v23
	v_add_co_ci_u32_e64 v23, null, 0, -1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[45:46], v23
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[30:31], 0.5
	v_ldexp_f64 v[45:46], v[45:46], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], v[26:27]
	v_ldexp_f64 v[30:31], v[30:31], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[34:35], v[28:29], v[28:29]
	v_mul_f64 v[30:31], v[30:31], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[34:35], s[42:43]
	v_mul_f64 v[38:39], v[34:35], s[14:15]
	v_mul_f64 v[40:41], v[30:31], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[36:37], s[44:45]
	v_add_f64 v[38:39], v[38:39], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[40:41], 0x43380000, v[40:41]
	v_mul_f64 v[36:37], v[34:35], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[38:39], v[34:35], v[38:39]
	v_add_f64 v[41:42], 0xc3380000, v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[36:37], s[46:47]
	v_add_f64 v[38:39], v[38:39], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[43:44], v[41:42], s[58:59]
	v_mul_f64 v[36:37], v[34:35], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[34:35], v[38:39]
	v_add_f64 v[38:39], v[30:31], v[43:44]
	v_cvt_f64_u32_e32 v[43:44], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[36:37], s[48:49]
	v_add_f64 v[43:44], v[45:46], v[43:44]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[28:29], v[36:37]
	v_mul_f64 v[36:37], v[41:42], s[62:63]
	v_mul_f64 v[49:50], v[43:44], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[28:29], v[34:35], v[28:29]
	v_add_f64 v[34:35], v[38:39], v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[47:48], v[28:29]
	v_add_f64 v[45:46], v[38:39], -v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[26:27], v[26:27], v[28:29]
	v_mul_f64 v[28:29], v[41:42], s[60:61]
	v_mul_f64 v[41:42], v[41:42], s[64:65]
	v_add_f64 v[36:37], v[45:46], v[36:37]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[26:27], v[49:50], v[26:27]
	v_add_f64 v[45:46], v[38:39], -v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[41:42], -v[36:37]
	v_add_f64 v[26:27], v[26:27], -v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v2, 20, v46
	v_and_b32_e32 v23, 0x7ff, v2
	v_bfe_u32 v2, v31, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v31, 16, v23
	v_cmp_lt_u64_e32 vcc_lo, v[31:32], v[2:3]
	v_dual_cndmask_b32 v29, v29, v37 :: v_dual_cndmask_b32 v28, v28, v36
	v_mul_f64 v[36:37], v[43:44], s[52:53]
	v_dual_cndmask_b32 v31, v39, v35 :: v_dual_cndmask_b32 v30, v38, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[34:35], v[30:31], -v[28:29]
	v_add_f64 v[23:24], v[24:25], v[26:27]
	v_mul_f64 v[25:26], v[34:35], v[34:35]
	v_add_f64 v[30:31], v[30:31], -v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[36:37], v[23:24]
	v_mul_f64 v[36:37], v[25:26], s[78:79]
	v_mul_f64 v[38:39], v[25:26], s[66:67]
	v_mul_f64 v[41:42], v[25:26], s[72:73]
	v_mul_f64 v[43:44], v[25:26], s[84:85]
	v_mul_f64 v[45:46], v[25:26], v[25:26]
	v_add_f64 v[27:28], v[30:31], -v[28:29]
	v_mul_f64 v[23:24], v[23:24], -2.0
	v_add_f64 v[36:37], v[36:37], s[80:81]
	v_add_f64 v[38:39], v[38:39], s[68:69]
	v_add_f64 v[41:42], v[41:42], s[74:75]
	v_add_f64 v[43:44], v[43:44], s[86:87]
	v_mul_f64 v[47:48], v[25:26], v[45:46]
	v_mul_f64 v[29:30], v[45:46], v[45:46]
	v_mul_f64 v[45:46], v[25:26], 0.5
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[23:24]
	v_mul_f64 v[36:37], v[25:26], v[36:37]
	v_mul_f64 v[38:39], v[25:26], v[38:39]
	v_mul_f64 v[41:42], v[25:26], v[41:42]
	v_mul_f64 v[43:44], v[47:48], v[43:44]
	v_add_f64 v[51:52], -v[45:46], 1.0
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[23:24], v[23:24], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[36:37], v[36:37], s[82:83]
	v_add_f64 v[31:32], v[38:39], s[70:71]
	v_add_f64 v[38:39], v[41:42], s[76:77]
	v_mul_f64 v[41:42], v[34:35], v[25:26]
	v_rsq_f64_e32 v[49:50], v[23:24]
	v_cmp_class_f64_e64 vcc_lo, v[23:24], 0x260
	v_add_f64 v[36:37], v[43:44], v[36:37]
	v_mul_f64 v[31:32], v[25:26], v[31:32]
	v_mul_f64 v[29:30], v[29:30], v[38:39]
	v_mul_f64 v[38:39], v[27:28], 0.5
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_mul_f64 v[47:48], v[23:24], v[49:50]
	v_mul_f64 v[49:50], v[49:50], 0.5
	v_mul_f64 v[36:37], v[41:42], v[36:37]
	v_mul_f64 v[41:42], v[41:42], s[88:89]
	v_add_f64 v[29:30], v[31:32], v[29:30]
	v_fma_f64 v[43:44], -v[49:50], v[47:48], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[38:39], -v[36:37]
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	s_delay_alu instid0(VALU_DEP_3)
	v_fma_f64 v[47:48], v[47:48], v[43:44], v[47:48]
	v_fma_f64 v[36:37], v[49:50], v[43:44], v[49:50]
	v_mul_f64 v[43:44], v[34:35], v[27:28]
	v_add_f64 v[49:50], -v[51:52], 1.0
	v_mul_f64 v[25:26], v[25:26], v[31:32]
	v_fma_f64 v[38:39], -v[47:48], v[47:48], v[23:24]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[29:30], v[29:30], -v[43:44]
	v_add_f64 v[25:26], v[25:26], -v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[31:32], v[38:39], v[36:37], v[47:48]
	v_add_f64 v[38:39], v[49:50], -v[45:46]
	v_add_f64 v[25:26], v[25:26], v[41:42]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[27:28], -v[31:32], v[31:32], v[23:24]
	v_add_f64 v[29:30], v[38:39], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[34:35], -v[25:26]
	v_fma_f64 v[27:28], v[27:28], v[36:37], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[29:30], v[51:52], v[29:30]
	v_dual_mov_b32 v32, v3 :: v_dual_and_b32 v31, 2, v40
	v_cmp_eq_u64_e64 s11, 0, v[31:32]
	v_xor_b32_e32 v31, 0x80000000, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v26, v26, v31, s11
	v_ldexp_f64 v[27:28], v[27:28], v2
	v_xor_b32_e32 v34, 0x80000000, v30
	v_and_b32_e32 v2, 1, v40
	v_cndmask_b32_e64 v30, v34, v30, s11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s11, 0, v[2:3]
	v_div_fixup_f32 v2, v60, v58, v57
	v_cndmask_b32_e64 v26, v26, v30, s11
	v_cndmask_b32_e64 v25, v25, v29, s11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v55, v2
	v_sub_f32_e32 v2, v56, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v2, 1.0, v2
	v_dual_cndmask_b32 v24, v28, v24 :: v_dual_cndmask_b32 v23, v27, v23
	ds_load_b32 v27, v11 offset:3080
	v_cmp_o_f32_e32 vcc_lo, v53, v53
	v_mul_f64 v[23:24], v[25:26], v[23:24]
	v_add_nc_u32_e32 v25, 0xb4c00100, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v25, 1, v25
	v_sub_nc_u32_e32 v26, v54, v25
	v_lshl_add_u32 v25, v25, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v26, v26, 23, 0x7f800000
	v_mul_f32_e32 v2, v2, v25
	v_div_fixup_f32 v25, v59, v33, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v2, v26
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v27, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v25, v2
	v_cndmask_b32_e64 v25, 0, 0x3dcccccd, vcc_lo
	v_cvt_f32_f64_e32 v23, v[23:24]
	v_add_f32_e32 v24, v21, v21
	v_mul_f32_e32 v24, 0x3d4ccccd, v24
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v24, v24, v61
	v_add_f32_e32 v2, v24, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v25, v2
	v_mul_f32_e32 v2, s16, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v21, v2
	v_mul_f32_e32 v22, v22, v23
	v_add_f32_e32 v2, v22, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v22, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v22
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
.LBB3_55:
	s_or_b32 exec_lo, exec_lo, s13
	s_cbranch_execnz .LBB3_6
	s_branch .LBB3_57
.LBB3_56:
.LBB3_57:
	s_and_saveexec_b32 s11, s92
	s_cbranch_execz .LBB3_5
	global_load_b32 v2, v[4:5], off
	v_or_b32_e32 v22, 0xc00, v11
	ds_load_2addr_b32 v[22:23], v22 offset1:1
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v22, v21, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v22
	v_cndmask_b32_e32 v24, 0xc2d00000, v22, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v24
	v_cndmask_b32_e32 v24, 0x42b20000, v24, vcc_lo
	v_div_scale_f32 v35, vcc_lo, 1.0, v23, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, 0x3fb8aa3b, v24
	v_add_f32_e32 v25, 0x4b400000, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, 0xcb400000, v25
	v_mul_f32_e32 v27, 0xbf317200, v26
	v_mul_f32_e32 v26, 0x35bfbe8e, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, v24, v27
	v_sub_f32_e32 v27, v24, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v28, v27, v27
	v_mul_f32_e32 v29, 0x3331bb4c, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0xb5ddea0e, v29
	v_mul_f32_e32 v29, v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0x388ab355, v29
	v_mul_f32_e32 v29, v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0xbb360b61, v29
	v_mul_f32_e32 v29, v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0x3e2aaaab, v29
	v_mul_f32_e32 v28, v28, v29
	v_div_scale_f32 v29, null, v23, v23, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v28, v27, v28
	v_rcp_f32_e32 v31, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, v27, v28
	v_sub_f32_e32 v28, 2.0, v28
	v_div_scale_f32 v30, null, v28, v28, v27
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v33, -v29, v31, 1.0
	v_rcp_f32_e32 v32, v30
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v34, -v30, v32, 1.0
	v_dual_fmac_f32 v32, v34, v32 :: v_dual_fmac_f32 v31, v33, v31
	v_div_scale_f32 v33, s10, v27, v28, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v36, v33, v32
	v_fma_f32 v38, -v30, v36, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v36, v38, v32
	v_mul_f32_e32 v34, v35, v31
	v_fma_f32 v30, -v30, v36, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v37, -v29, v34, v35
	v_fmac_f32_e32 v34, v37, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v29, -v29, v34, v35
	v_div_fmas_f32 v29, v29, v31, v34
	s_mov_b32 vcc_lo, s10
	v_div_fmas_f32 v30, v30, v32, v36
	v_cmp_o_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v23, v29, v23, 1.0
	v_div_fixup_f32 v27, v30, v28, v27
	v_add_nc_u32_e32 v28, 0xb4c00100, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v26, v26, v27
	v_lshrrev_b32_e32 v27, 1, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v24, v24, v26
	v_sub_nc_u32_e32 v25, v25, v27
	v_lshl_add_u32 v26, v27, 23, 0xff800000
	ds_load_b32 v27, v11 offset:3080
	v_add_f32_e32 v24, 1.0, v24
	v_lshl_add_u32 v25, v25, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v24, v24, v26
	v_mul_f32_e32 v24, v24, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v25, v21, v21 :: v_dual_cndmask_b32 v22, 0x7fc00000, v24
	v_mul_f32_e32 v24, 0x3d4ccccd, v25
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v27, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v23, v22
	v_cndmask_b32_e64 v23, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v24, v2
	v_add_f32_e32 v2, v2, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v23, v2
	v_mul_f32_e32 v2, s16, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v21, v2
	v_and_b32_e32 v21, 0x7fffffff, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v21
	v_cndmask_b32_e32 v21, 0x7fc00000, v2, vcc_lo
	s_branch .LBB3_5
.LBB3_59:
	s_branch .LBB3_62
.LBB3_60:
	v_readlane_b32 s1, v62, 0
	s_or_b32 s0, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_and_b32 s0, s0, exec_lo
	s_and_not1_b32 s1, s1, exec_lo
	s_or_b32 s0, s1, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s0, s0, -1
	s_and_saveexec_b32 s1, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB3_63
	s_branch .LBB3_64
.LBB3_61:
	s_cbranch_execnz .LBB3_60
.LBB3_62:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v10, v2
	v_readlane_b32 s0, v62, 0
	s_xor_b32 s0, s0, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB3_64
.LBB3_63:
	v_add_co_u32 v0, vcc_lo, v7, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v8, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v10, off
.LBB3_64:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_pull_w128x2
		.amdhsa_group_segment_fixed_size 3096
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
		.amdhsa_next_free_vgpr 63
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
		.amdhsa_inst_pref_size 61
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
	.size	tessera_softmax_pull_w128x2, .Lfunc_end3-tessera_softmax_pull_w128x2

	.set tessera_softmax_pull_w128x2.num_vgpr, 63
	.set tessera_softmax_pull_w128x2.num_agpr, 0
	.set tessera_softmax_pull_w128x2.numbered_sgpr, 105
	.set tessera_softmax_pull_w128x2.num_named_barrier, 0
	.set tessera_softmax_pull_w128x2.private_seg_size, 0
	.set tessera_softmax_pull_w128x2.uses_vcc, 1
	.set tessera_softmax_pull_w128x2.uses_flat_scratch, 0
	.set tessera_softmax_pull_w128x2.has_dyn_sized_stack, 0
	.set tessera_softmax_pull_w128x2.has_recursion, 0
	.set tessera_softmax_pull_w128x2.has_indirect_call, 0
	.globl	tessera_softmax_pull_w256
	.p2align	8
	.type	tessera_softmax_pull_w256,@function
tessera_softmax_pull_w256:
	s_load_b256 s[8:15], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[12:13], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x100, s[14:15]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB4_66
	s_load_b64 s[28:29], s[0:1], 0x20
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s15, s2
	s_mul_hi_u32 s4, s14, s2
	v_lshlrev_b32_e32 v5, 2, v0
	s_add_i32 s5, s4, s3
	s_mul_i32 s4, s14, s2
	v_cmp_gt_u64_e64 s2, s[14:15], v[0:1]
	s_lshl_b64 s[12:13], s[4:5], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s30, s8, s12
	s_addc_u32 s31, s9, s13
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB4_3
	global_load_b32 v6, v5, s[30:31]
.LBB4_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[34:35], 0
	s_cbranch_scc1 .LBB4_63
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v1, s1, s4, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s5, 0, s1
	s_mov_b32 s37, 0
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_or_b32_e32 v7, 0x800, v5
	v_or_b32_e32 v8, 0x400, v5
	v_cmp_gt_u32_e64 s1, 0x80, v0
	v_cmp_gt_u32_e64 s3, 64, v0
	v_cmp_gt_u32_e64 s4, 32, v0
	v_xor_b32_e32 v2, v2, v3
	v_cmp_gt_u32_e64 s5, 16, v0
	v_cmp_gt_u32_e64 s6, 8, v0
	v_cmp_gt_u32_e64 s7, 4, v0
	v_cmp_gt_u32_e64 s8, 2, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s19, 0
	v_xor_b32_e32 v3, s25, v2
	s_cselect_b32 s23, -1, 0
	s_add_u32 s9, s10, s12
	s_addc_u32 s10, s11, s13
	s_cmp_lg_u64 s[14:15], 0
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v3, 0
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s18, 0
	v_add_co_u32 v3, s9, s9, v5
	s_cselect_b32 s92, -1, 0
	v_add_co_ci_u32_e64 v4, null, s10, 0, s9
	s_add_u32 s9, s24, 0x9e3779b9
	s_add_u32 s10, s25, 0xbb67ae85
	v_xor_b32_e32 v10, s9, v13
	s_add_u32 s9, s24, 0x3c6ef372
	s_and_b32 s36, s14, 7
	v_cmp_gt_u64_e64 s15, s[14:15], 7
	v_mov_b32_e32 v2, 0
	v_cvt_f32_ubyte0_e32 v9, v0
	s_add_u32 s93, s25, 0x76cf5d0a
	s_add_u32 s94, s24, 0xdaa66d2b
	s_add_u32 s95, s25, 0x32370b8f
	s_add_u32 s96, s24, 0x78dde6e4
	s_add_u32 s97, s25, 0xed9eba14
	s_add_u32 s98, s24, 0x1715609d
	s_add_u32 s99, s25, 0xa9066899
	s_add_u32 s100, s24, 0xb54cda56
	s_add_u32 s101, s25, 0x646e171e
	s_add_u32 s102, s24, 0x5384540f
	s_add_u32 s103, s25, 0x1fd5c5a3
	s_add_u32 s25, s25, 0xdb3d7428
	s_add_i32 s104, s24, 0x8ff34781
	s_and_b32 s18, s14, 0x1f8
	v_xor_b32_e32 v11, s10, v1
	v_xor_b32_e32 v12, s9, v12
	v_add_nc_u32_e64 v13, 4, 0
	s_cmp_lg_u64 s[36:37], 0
	s_mov_b32 s40, 0x1d8e78af
	s_mov_b32 s42, 0x9997fa04
	s_mov_b32 s44, 0xdf3e5244
	s_mov_b32 s46, 0x96cb03de
	s_mov_b32 s48, 0x94229359
	s_mov_b32 s50, 0x55555593
	s_mov_b32 s52, 0x35793c76
	s_mov_b32 s54, 0xfee00000
	s_mov_b32 s56, 0x54442d18
	s_mov_b32 s58, 0x6dc9c883
	s_mov_b32 s60, 0x54400000
	s_mov_b32 s62, 0x1a626331
	s_mov_b32 s64, 0x1a600000
	s_mov_b32 s66, 0x2e037073
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
	s_mov_b32 s19, s37
	s_cselect_b32 vcc_hi, -1, 0
	s_mov_b32 s41, 0x3fcc71c5
	s_mov_b32 s43, 0x3fd99999
	s_mov_b32 s45, 0x3fc2f112
	s_mov_b32 s47, 0x3fc74664
	s_mov_b32 s49, 0x3fd24924
	s_mov_b32 s51, 0x3fe55555
	s_mov_b32 s53, 0x3dea39ef
	s_mov_b32 s55, 0x3fe62e42
	s_mov_b32 s57, 0x401921fb
	s_mov_b32 s59, 0x3fe45f30
	s_mov_b32 s61, 0xbff921fb
	s_mov_b32 s63, 0x3dd0b461
	s_mov_b32 s65, 0xbdd0b461
	s_mov_b32 s67, 0x3ba3198a
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
	s_branch .LBB4_7
.LBB4_5:
	s_or_b32 exec_lo, exec_lo, s10
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v1, v6
.LBB4_6:
	s_add_u32 s34, s34, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v6, v1
	s_addc_u32 s35, s35, 0
	s_mul_f32 s20, s21, s20
	s_cmp_eq_u64 s[34:35], s[28:29]
	s_cbranch_scc1 .LBB4_64
.LBB4_7:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_f32 s38, s22, s20
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v6
	v_cndmask_b32_e64 v17, 0xff800000, v6, s2
	s_mul_f32 s9, s38, 0x4f800000
	s_cmp_lt_f32 s38, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mov_b32_e32 v1, s9
	s_cselect_b32 s9, -1, 0
	s_and_b32 vcc_lo, s2, vcc_lo
	v_cndmask_b32_e64 v1, s38, v1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v14, v1
	v_add_nc_u32_e32 v15, -1, v14
	v_add_nc_u32_e32 v16, 1, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v18, 0x80000000, v15
	v_xor_b32_e32 v19, 0x80000000, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v20, v18, v14, v1
	v_fma_f32 v19, v19, v14, v1
	v_cndmask_b32_e32 v18, 0, v0, vcc_lo
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
	v_cmp_ge_f32_e64 s11, 0, v20
	v_cmp_lt_f32_e64 s10, 0, v19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s1
	s_cbranch_execz .LBB4_9
	ds_load_2addr_stride64_b32 v[21:22], v8 offset1:2
	ds_load_2addr_stride64_b32 v[23:24], v7 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v22, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v24, v23
	v_cmp_o_f32_e64 s13, v23, v23
	v_cmp_gt_f32_e64 s14, v24, v23
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v19, 0, 1, s13
	v_cndmask_b32_e64 v20, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v24, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v20.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_dual_cndmask_b32 v19, v23, v24 :: v_dual_cndmask_b32 v20, v21, v22
	ds_store_b32 v7, v19
	ds_store_b32 v8, v20
.LBB4_9:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s3
	s_cbranch_execz .LBB4_11
	ds_load_2addr_stride64_b32 v[21:22], v8 offset1:1
	ds_load_2addr_stride64_b32 v[23:24], v7 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v22, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v24, v23
	v_cmp_o_f32_e64 s13, v23, v23
	v_cmp_gt_f32_e64 s14, v24, v23
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v19, 0, 1, s13
	v_cndmask_b32_e64 v20, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v24, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v20.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_dual_cndmask_b32 v19, v23, v24 :: v_dual_cndmask_b32 v20, v21, v22
	ds_store_b32 v7, v19
	ds_store_b32 v8, v20
.LBB4_11:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s4
	s_cbranch_execz .LBB4_13
	ds_load_2addr_b32 v[21:22], v8 offset1:32
	ds_load_2addr_b32 v[23:24], v7 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v22, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v24, v23
	v_cmp_o_f32_e64 s13, v23, v23
	v_cmp_gt_f32_e64 s14, v24, v23
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v19, 0, 1, s13
	v_cndmask_b32_e64 v20, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v24, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v20.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_dual_cndmask_b32 v19, v23, v24 :: v_dual_cndmask_b32 v20, v21, v22
	ds_store_b32 v7, v19
	ds_store_b32 v8, v20
.LBB4_13:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s5
	s_cbranch_execz .LBB4_15
	ds_load_2addr_b32 v[21:22], v8 offset1:16
	ds_load_2addr_b32 v[23:24], v7 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v22, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v24, v23
	v_cmp_o_f32_e64 s13, v23, v23
	v_cmp_gt_f32_e64 s14, v24, v23
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v19, 0, 1, s13
	v_cndmask_b32_e64 v20, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v24, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v20.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_dual_cndmask_b32 v19, v23, v24 :: v_dual_cndmask_b32 v20, v21, v22
	ds_store_b32 v7, v19
	ds_store_b32 v8, v20
.LBB4_15:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s6
	s_cbranch_execz .LBB4_17
	ds_load_2addr_b32 v[21:22], v8 offset1:8
	ds_load_2addr_b32 v[23:24], v7 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v22, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v24, v23
	v_cmp_o_f32_e64 s13, v23, v23
	v_cmp_gt_f32_e64 s14, v24, v23
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v19, 0, 1, s13
	v_cndmask_b32_e64 v20, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v24, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v20.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_dual_cndmask_b32 v19, v23, v24 :: v_dual_cndmask_b32 v20, v21, v22
	ds_store_b32 v7, v19
	ds_store_b32 v8, v20
.LBB4_17:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s7
	s_cbranch_execz .LBB4_19
	ds_load_2addr_b32 v[21:22], v8 offset1:4
	ds_load_2addr_b32 v[23:24], v7 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v22, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v24, v23
	v_cmp_o_f32_e64 s13, v23, v23
	v_cmp_gt_f32_e64 s14, v24, v23
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v19, 0, 1, s13
	v_cndmask_b32_e64 v20, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v24, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v20.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_dual_cndmask_b32 v19, v23, v24 :: v_dual_cndmask_b32 v20, v21, v22
	ds_store_b32 v7, v19
	ds_store_b32 v8, v20
.LBB4_19:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s8
	s_cbranch_execz .LBB4_21
	ds_load_2addr_b32 v[21:22], v8 offset1:2
	ds_load_2addr_b32 v[23:24], v7 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v22, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v24, v23
	v_cmp_o_f32_e64 s13, v23, v23
	v_cmp_gt_f32_e64 s14, v24, v23
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v19, 0, 1, s13
	v_cndmask_b32_e64 v20, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v24, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v20.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_dual_cndmask_b32 v19, v23, v24 :: v_dual_cndmask_b32 v20, v21, v22
	ds_store_b32 v7, v19
	ds_store_b32 v8, v20
.LBB4_21:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s0
	s_cbranch_execz .LBB4_23
	ds_load_2addr_stride64_b32 v[21:22], v13 offset0:4 offset1:8
	ds_load_b32 v23, v8
	ds_load_b32 v24, v7
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v23
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v22, v24
	v_cmp_o_f32_e64 s13, v24, v24
	v_cmp_gt_f32_e64 s14, v22, v24
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v19, 0, 1, s13
	v_cndmask_b32_e64 v20, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v20.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_dual_cndmask_b32 v19, v24, v22 :: v_dual_cndmask_b32 v20, v23, v21
	ds_store_b32 v7, v19
	ds_store_b32 v8, v20
.LBB4_23:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s0
	s_cbranch_execz .LBB4_25
	ds_load_b32 v19, v2 offset:2048
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v2, v19 offset:3072
.LBB4_25:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s1
	s_cbranch_execz .LBB4_27
	ds_load_2addr_stride64_b32 v[19:20], v8 offset1:2
	ds_load_2addr_stride64_b32 v[21:22], v7 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v20, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v22, v21
	v_cmp_o_f32_e64 s13, v21, v21
	v_cmp_gt_f32_e64 s14, v22, v21
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v17, 0, 1, s13
	v_cndmask_b32_e64 v18, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v18.l, v17.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v21, v22 :: v_dual_cndmask_b32 v18, v19, v20
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
.LBB4_27:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s3
	s_cbranch_execz .LBB4_29
	ds_load_2addr_stride64_b32 v[19:20], v8 offset1:1
	ds_load_2addr_stride64_b32 v[21:22], v7 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v20, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v22, v21
	v_cmp_o_f32_e64 s13, v21, v21
	v_cmp_gt_f32_e64 s14, v22, v21
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v17, 0, 1, s13
	v_cndmask_b32_e64 v18, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v18.l, v17.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v21, v22 :: v_dual_cndmask_b32 v18, v19, v20
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
.LBB4_29:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s4
	s_cbranch_execz .LBB4_31
	ds_load_2addr_b32 v[19:20], v8 offset1:32
	ds_load_2addr_b32 v[21:22], v7 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v20, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v22, v21
	v_cmp_o_f32_e64 s13, v21, v21
	v_cmp_gt_f32_e64 s14, v22, v21
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v17, 0, 1, s13
	v_cndmask_b32_e64 v18, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v18.l, v17.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v21, v22 :: v_dual_cndmask_b32 v18, v19, v20
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
.LBB4_31:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s5
	s_cbranch_execz .LBB4_33
	ds_load_2addr_b32 v[19:20], v8 offset1:16
	ds_load_2addr_b32 v[21:22], v7 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v20, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v22, v21
	v_cmp_o_f32_e64 s13, v21, v21
	v_cmp_gt_f32_e64 s14, v22, v21
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v17, 0, 1, s13
	v_cndmask_b32_e64 v18, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v18.l, v17.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v21, v22 :: v_dual_cndmask_b32 v18, v19, v20
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
.LBB4_33:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s6
	s_cbranch_execz .LBB4_35
	ds_load_2addr_b32 v[19:20], v8 offset1:8
	ds_load_2addr_b32 v[21:22], v7 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v20, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v22, v21
	v_cmp_o_f32_e64 s13, v21, v21
	v_cmp_gt_f32_e64 s14, v22, v21
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v17, 0, 1, s13
	v_cndmask_b32_e64 v18, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v18.l, v17.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v21, v22 :: v_dual_cndmask_b32 v18, v19, v20
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
.LBB4_35:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s7
	s_cbranch_execz .LBB4_37
	ds_load_2addr_b32 v[19:20], v8 offset1:4
	ds_load_2addr_b32 v[21:22], v7 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v20, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v22, v21
	v_cmp_o_f32_e64 s13, v21, v21
	v_cmp_gt_f32_e64 s14, v22, v21
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v17, 0, 1, s13
	v_cndmask_b32_e64 v18, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v18.l, v17.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v21, v22 :: v_dual_cndmask_b32 v18, v19, v20
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
.LBB4_37:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s8
	s_cbranch_execz .LBB4_39
	ds_load_2addr_b32 v[19:20], v8 offset1:2
	ds_load_2addr_b32 v[21:22], v7 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v20, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v22, v21
	v_cmp_o_f32_e64 s13, v21, v21
	v_cmp_gt_f32_e64 s14, v22, v21
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v17, 0, 1, s13
	v_cndmask_b32_e64 v18, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v18.l, v17.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v21, v22 :: v_dual_cndmask_b32 v18, v19, v20
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
.LBB4_39:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s0
	s_cbranch_execz .LBB4_41
	ds_load_2addr_stride64_b32 v[19:20], v13 offset0:4 offset1:8
	ds_load_b32 v21, v8
	ds_load_b32 v22, v7
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v19, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v20, v22
	v_cmp_o_f32_e64 s13, v22, v22
	v_cmp_gt_f32_e64 s14, v20, v22
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v17, 0, 1, s13
	v_cndmask_b32_e64 v18, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v20, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v18.l, v17.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v22, v20 :: v_dual_cndmask_b32 v18, v21, v19
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
.LBB4_41:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s0
	s_cbranch_execz .LBB4_43
	ds_load_b32 v17, v2 offset:1024
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v17, v17
	ds_store_b32 v2, v17 offset:3080
.LBB4_43:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s2
	s_cbranch_execz .LBB4_45
	ds_load_b32 v17, v2 offset:3072
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v17, v6, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v17
	v_cndmask_b32_e32 v18, 0xc2d00000, v17, vcc_lo
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
	v_cmp_o_f32_e32 vcc_lo, v17, v17
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
	v_cndmask_b32_e32 v17, 0x7fc00000, v18, vcc_lo
	ds_store_b32 v5, v17
.LBB4_45:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s0
	s_cbranch_execz .LBB4_55
	v_mov_b32_e32 v17, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB4_54
	s_and_not1_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB4_51
	s_mov_b64 s[12:13], 0
	s_mov_b32 s39, 0
	.p2align	6
.LBB4_49:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v24, s39
	s_add_u32 s12, s12, 8
	s_addc_u32 s13, s13, 0
	s_add_i32 s39, s39, 32
	s_cmp_lg_u64 s[18:19], s[12:13]
	ds_load_2addr_b32 v[18:19], v24 offset1:1
	ds_load_2addr_b32 v[20:21], v24 offset0:2 offset1:3
	ds_load_2addr_b32 v[22:23], v24 offset0:4 offset1:5
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v17, v17, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, v17, v19
	ds_load_2addr_b32 v[17:18], v24 offset0:6 offset1:7
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v19, v19, v20
	v_add_f32_e32 v19, v19, v21
	s_waitcnt lgkmcnt(1)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, v19, v22
	v_add_f32_e32 v19, v19, v23
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, v19, v17
	v_add_f32_e32 v17, v17, v18
	s_cbranch_scc1 .LBB4_49
	s_mov_b64 s[12:13], s[18:19]
	s_mov_b32 s39, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s39
	s_cbranch_vccnz .LBB4_52
	s_branch .LBB4_54
.LBB4_51:
	s_mov_b64 s[12:13], 0
	s_cbranch_execz .LBB4_54
.LBB4_52:
	s_lshl_b32 s39, s12, 2
	s_mov_b64 s[12:13], s[36:37]
.LBB4_53:
	v_mov_b32_e32 v18, s39
	s_add_i32 s39, s39, 4
	s_add_u32 s12, s12, -1
	s_addc_u32 s13, s13, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[12:13], 0
	ds_load_b32 v18, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v17, v17, v18
	s_cbranch_scc1 .LBB4_53
.LBB4_54:
	ds_store_b32 v2, v17 offset:3076
.LBB4_55:
	s_or_b32 exec_lo, exec_lo, s14
	v_cndmask_b32_e64 v14, v14, v15, s11
	v_cmp_class_f32_e64 vcc_lo, v1, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v14, v14, v16, s10
	v_mul_f32_e32 v15, 0x37800000, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v14, v14, v15, s9
	v_cndmask_b32_e32 v14, v14, v1, vcc_lo
	s_and_b32 vcc_lo, exec_lo, s92
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB4_60
	v_mov_b32_e32 v1, v6
	s_and_saveexec_b32 s12, s2
	s_cbranch_execz .LBB4_59
	s_cmp_gt_f32 s38, 0
	global_load_b32 v55, v[3:4], off
	s_cselect_b32 s9, -1, 0
	s_add_u32 s10, s34, s26
	s_addc_u32 s11, s35, s27
	v_cndmask_b32_e64 v14, 0, v14, s9
	s_mul_i32 s13, s11, 0xcd9e8d57
	s_mul_hi_u32 s11, s11, 0xcd9e8d57
	v_xor_b32_e32 v1, s13, v10
	s_xor_b32 s11, s24, s11
	v_cndmask_b32_e64 v14, v14, s17, s23
	s_xor_b32 s10, s11, s10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v1, 0
	s_mul_hi_u32 s11, s10, 0xd2511f53
	s_mul_i32 s10, s10, 0xd2511f53
	v_xor_b32_e32 v1, s11, v11
	v_xor3_b32 v18, s10, s93, v16
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v18, 0
	v_xor_b32_e32 v1, v17, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, v19, s94, v16
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v19, 0
	v_xor3_b32 v1, s95, v17, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, v20, s97, v16
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v17, 0
	v_xor3_b32 v1, s96, v16, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, v21, s98, v15
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v17, 0
	v_xor3_b32 v1, s99, v16, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, v18, s101, v15
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v1, 0xcd9e8d57, v18
	v_xor3_b32 v16, s100, v16, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, v1, s102, v15
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v1, 0xd2511f53, v1
	v_xor3_b32 v16, s103, v16, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, v1, s25, v15
	v_mul_lo_u32 v15, 0xcd9e8d57, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v1, 0
	v_xor3_b32 v1, s104, v19, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[15:16], v1
	v_add_f64 v[15:16], v[15:16], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[15:16], v[15:16], 0xffffffe0
	v_add_nc_u32_e32 v1, 0x95f62, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v16, 0xfffff, v1
	v_add_nc_u32_e32 v16, 0x3fe6a09e, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[15:16], -1.0
	v_add_f64 v[21:22], v[19:20], 2.0
	v_mul_f64 v[40:41], v[19:20], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[23:24], null, v[21:22], v[21:22], v[19:20]
	v_mul_f64 v[40:41], v[19:20], v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[15:16], v[23:24]
	v_fma_f64 v[25:26], -v[23:24], v[15:16], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_fma_f64 v[25:26], v[15:16], v[25:26], v[15:16]
	ds_load_b96 v[15:17], v2 offset:3072
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v15, v6, v15
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v15
	v_cndmask_b32_e32 v29, 0xc2d00000, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v29
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	v_cndmask_b32_e32 v29, 0x42b20000, v29, vcc_lo
	v_div_scale_f32 v35, vcc_lo, 1.0, v16, 1.0
	v_mul_f32_e32 v30, 0x3fb8aa3b, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v48, 0x4b400000, v30
	v_add_f32_e32 v30, 0xcb400000, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v31, 0xbf317200, v30
	v_dual_mul_f32 v49, 0x35bfbe8e, v30 :: v_dual_add_f32 v50, v29, v31
	v_div_scale_f64 v[29:30], s10, v[19:20], v[21:22], v[19:20]
	v_lshrrev_b32_e32 v1, 20, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v31, v50, v49
	v_mul_f32_e32 v32, v31, v31
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, 0x3331bb4c, v32
	v_add_f32_e32 v27, 0xb5ddea0e, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, v32, v27
	v_add_f32_e32 v27, 0x388ab355, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, v32, v27
	v_add_f32_e32 v27, 0xbb360b61, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v33, v32, v27
	v_mul_f64 v[27:28], v[29:30], v[25:26]
	v_add_f32_e32 v33, 0x3e2aaaab, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v32, v32, v33
	v_sub_f32_e32 v32, v31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v51, v31, v32
	v_sub_f32_e32 v52, 2.0, v32
	v_div_scale_f32 v31, null, v16, v16, 1.0
	v_div_scale_f32 v32, null, v52, v52, v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v33, v31
	v_xor_b32_e32 v31, 0x80000000, v31
	v_rcp_f32_e32 v34, v32
	v_fma_f64 v[23:24], -v[23:24], v[27:28], v[29:30]
	s_delay_alu instid0(TRANS32_DEP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v29, v31, v33, 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v30, -v32, v34, 1.0
	v_fmac_f32_e32 v33, v29, v33
	v_div_scale_f32 v29, s11, v51, v52, v51
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v34, v30, v34
	v_mul_f32_e32 v30, v35, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v36, v29, v34
	v_fma_f32 v37, v31, v30, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v38, -v32, v36, v29
	v_fmac_f32_e32 v30, v37, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v36, v38, v34
	v_fmac_f32_e32 v35, v31, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v29, -v32, v36, v29
	v_div_fmas_f32 v53, v35, v33, v30
	s_mov_b32 vcc_lo, s11
	s_delay_alu instid0(VALU_DEP_2)
	v_div_fmas_f32 v54, v29, v34, v36
	s_mov_b32 vcc_lo, s10
	s_mov_b32 s10, 0xd078c69f
	s_mov_b32 s11, 0x3fc39a09
	v_div_fmas_f64 v[23:24], v[23:24], v[25:26], v[27:28]
	v_cvt_f64_u32_e32 v[25:26], v18
	v_div_fixup_f32 v16, v53, v16, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fixup_f64 v[21:22], v[23:24], v[21:22], v[19:20]
	v_add_f64 v[25:26], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[23:24], v[21:22], v[21:22]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[23:24], v[23:24]
	v_mul_f64 v[25:26], v[25:26], s[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[27:28], s[44:45]
	v_mul_f64 v[31:32], v[27:28], s[10:11]
	v_mul_f64 v[33:34], v[25:26], s[58:59]
	v_add_co_u32 v1, s10, 0xfffffc01, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, null, 0, -1, s10
	v_cvt_f64_i32_e32 v[38:39], v18
	v_add_f64 v[29:30], v[29:30], s[46:47]
	v_add_f64 v[31:32], v[31:32], s[40:41]
	v_add_f64 v[33:34], 0x43380000, v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ldexp_f64 v[38:39], v[38:39], 32
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[31:32], v[27:28], v[31:32]
	v_add_f64 v[34:35], 0xc3380000, v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[29:30], v[29:30], s[48:49]
	v_add_f64 v[31:32], v[31:32], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[34:35], s[60:61]
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[27:28], v[31:32]
	v_add_f64 v[31:32], v[25:26], v[36:37]
	v_cvt_f64_u32_e32 v[36:37], v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[29:30], s[50:51]
	v_add_f64 v[36:37], v[38:39], v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[23:24], v[29:30]
	v_mul_f64 v[29:30], v[34:35], s[64:65]
	v_mul_f64 v[42:43], v[36:37], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[27:28], v[23:24]
	v_add_f64 v[27:28], v[31:32], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[40:41], v[23:24]
	v_add_f64 v[38:39], v[31:32], -v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[21:22], v[21:22], v[23:24]
	v_mul_f64 v[23:24], v[34:35], s[62:63]
	v_mul_f64 v[34:35], v[34:35], s[66:67]
	v_add_f64 v[29:30], v[38:39], v[29:30]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[42:43], v[21:22]
	v_add_f64 v[38:39], v[31:32], -v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[34:35], -v[29:30]
	v_mov_b32_e32 v35, v2
	v_add_f64 v[21:22], v[21:22], -v[40:41]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v1, 20, v39
	v_and_b32_e32 v18, 0x7ff, v1
	v_bfe_u32 v1, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v34, 16, v18
	v_cmp_lt_u64_e32 vcc_lo, v[34:35], v[1:2]
	v_dual_cndmask_b32 v24, v24, v30 :: v_dual_cndmask_b32 v23, v23, v29
	v_mul_f64 v[29:30], v[36:37], s[54:55]
	v_dual_cndmask_b32 v26, v32, v28 :: v_dual_cndmask_b32 v25, v31, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[25:26], -v[23:24]
	v_add_f64 v[18:19], v[19:20], v[21:22]
	v_mul_f64 v[20:21], v[27:28], v[27:28]
	v_add_f64 v[25:26], v[25:26], -v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[18:19], v[29:30], v[18:19]
	v_mul_f64 v[29:30], v[20:21], s[80:81]
	v_mul_f64 v[31:32], v[20:21], s[68:69]
	v_mul_f64 v[34:35], v[20:21], s[74:75]
	v_mul_f64 v[36:37], v[20:21], s[86:87]
	v_mul_f64 v[38:39], v[20:21], v[20:21]
	v_add_f64 v[22:23], v[25:26], -v[23:24]
	v_mul_f64 v[44:45], v[20:21], 0.5
	v_mul_f64 v[18:19], v[18:19], -2.0
	v_and_b32_e32 v26, 2, v33
	v_add_f64 v[29:30], v[29:30], s[82:83]
	v_add_f64 v[31:32], v[31:32], s[70:71]
	v_add_f64 v[34:35], v[34:35], s[76:77]
	v_add_f64 v[36:37], v[36:37], s[88:89]
	v_mul_f64 v[40:41], v[20:21], v[38:39]
	v_mul_f64 v[24:25], v[38:39], v[38:39]
	v_mul_f64 v[38:39], v[27:28], v[20:21]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[18:19]
	v_add_f64 v[46:47], -v[44:45], 1.0
	v_mul_f64 v[29:30], v[20:21], v[29:30]
	v_mul_f64 v[31:32], v[20:21], v[31:32]
	v_mul_f64 v[34:35], v[20:21], v[34:35]
	v_mul_f64 v[36:37], v[40:41], v[36:37]
	v_cndmask_b32_e64 v1, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[18:19], v[18:19], v1
	v_cndmask_b32_e64 v1, 0, 0xffffff80, vcc_lo
	v_add_f64 v[29:30], v[29:30], s[84:85]
	v_add_f64 v[31:32], v[31:32], s[72:73]
	v_add_f64 v[34:35], v[34:35], s[78:79]
	v_rsq_f64_e32 v[42:43], v[18:19]
	v_cmp_class_f64_e64 vcc_lo, v[18:19], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[36:37], v[29:30]
	v_mul_f64 v[31:32], v[20:21], v[31:32]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[24:25], v[24:25], v[34:35]
	v_mul_f64 v[34:35], v[22:23], 0.5
	v_mul_f64 v[40:41], v[18:19], v[42:43]
	v_mul_f64 v[42:43], v[42:43], 0.5
	v_mul_f64 v[29:30], v[38:39], v[29:30]
	v_add_f64 v[24:25], v[31:32], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[36:37], -v[42:43], v[40:41], 0.5
	v_add_f64 v[29:30], v[34:35], -v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	v_fma_f64 v[40:41], v[40:41], v[36:37], v[40:41]
	v_fma_f64 v[31:32], v[42:43], v[36:37], v[42:43]
	v_mul_f64 v[36:37], v[27:28], v[22:23]
	v_add_f64 v[42:43], -v[46:47], 1.0
	v_mul_f64 v[20:21], v[20:21], v[29:30]
	v_fma_f64 v[34:35], -v[40:41], v[40:41], v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[24:25], v[24:25], -v[36:37]
	v_mul_f64 v[36:37], v[38:39], s[90:91]
	v_add_f64 v[20:21], v[20:21], -v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[29:30], v[34:35], v[31:32], v[40:41]
	v_add_f64 v[34:35], v[42:43], -v[44:45]
	v_add_f64 v[20:21], v[20:21], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[22:23], -v[29:30], v[29:30], v[18:19]
	v_add_f64 v[24:25], v[34:35], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[20:21], v[27:28], -v[20:21]
	v_mov_b32_e32 v27, v2
	v_cmp_eq_u64_e64 s10, 0, v[26:27]
	v_fma_f64 v[22:23], v[22:23], v[31:32], v[29:30]
	v_add_f64 v[24:25], v[46:47], v[24:25]
	v_xor_b32_e32 v26, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v21, v21, v26, s10
	v_ldexp_f64 v[22:23], v[22:23], v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v28, 0x80000000, v25
	v_and_b32_e32 v1, 1, v33
	v_cndmask_b32_e64 v25, v28, v25, s10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s10, 0, v[1:2]
	v_div_fixup_f32 v1, v54, v52, v51
	v_cndmask_b32_e64 v21, v21, v25, s10
	v_cndmask_b32_e64 v20, v20, v24, s10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v49, v1
	v_sub_f32_e32 v1, v50, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v1, 1.0, v1
	v_dual_cndmask_b32 v19, v23, v19 :: v_dual_cndmask_b32 v18, v22, v18
	v_cmp_o_f32_e32 vcc_lo, v15, v15
	v_mul_f64 v[18:19], v[20:21], v[18:19]
	v_add_nc_u32_e32 v20, 0xb4c00100, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v20, 1, v20
	v_sub_nc_u32_e32 v21, v48, v20
	v_lshl_add_u32 v20, v20, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v21, v21, 23, 0x7f800000
	v_mul_f32_e32 v1, v1, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v1, v21
	v_cndmask_b32_e32 v1, 0x7fc00000, v1, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v17, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v16, v1
	v_cndmask_b32_e64 v16, 0, 0x3dcccccd, vcc_lo
	v_cvt_f32_f64_e32 v18, v[18:19]
	v_add_f32_e32 v19, v6, v6
	v_mul_f32_e32 v15, 0x3d4ccccd, v19
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v15, v15, v55
	v_add_f32_e32 v1, v15, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v16, v1
	v_mul_f32_e32 v1, s16, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v6, v1
	v_mul_f32_e32 v14, v14, v18
	v_add_f32_e32 v1, v14, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v14, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v14
	v_cndmask_b32_e32 v1, 0x7fc00000, v1, vcc_lo
.LBB4_59:
	s_or_b32 exec_lo, exec_lo, s12
	s_cbranch_execnz .LBB4_6
	s_branch .LBB4_61
.LBB4_60:
.LBB4_61:
	s_and_saveexec_b32 s10, s2
	s_cbranch_execz .LBB4_5
	global_load_b32 v1, v[3:4], off
	ds_load_b96 v[14:16], v2 offset:3072
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v14, v6, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v14
	v_cndmask_b32_e32 v17, 0xc2d00000, v14, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v17
	v_cndmask_b32_e32 v17, 0x42b20000, v17, vcc_lo
	v_div_scale_f32 v28, vcc_lo, 1.0, v15, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, 0x3fb8aa3b, v17
	v_add_f32_e32 v18, 0x4b400000, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, 0xcb400000, v18
	v_mul_f32_e32 v20, 0xbf317200, v19
	v_mul_f32_e32 v19, 0x35bfbe8e, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, v17, v20
	v_sub_f32_e32 v20, v17, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v20, v20
	v_mul_f32_e32 v22, 0x3331bb4c, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, 0xb5ddea0e, v22
	v_mul_f32_e32 v22, v21, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, 0x388ab355, v22
	v_mul_f32_e32 v22, v21, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, 0xbb360b61, v22
	v_mul_f32_e32 v22, v21, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, 0x3e2aaaab, v22
	v_mul_f32_e32 v21, v21, v22
	v_div_scale_f32 v22, null, v15, v15, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v21, v20, v21
	v_rcp_f32_e32 v24, v22
	v_xor_b32_e32 v22, 0x80000000, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v20, v21
	v_sub_f32_e32 v21, 2.0, v21
	v_div_scale_f32 v23, null, v21, v21, v20
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v26, v22, v24, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v25, v23
	v_fmac_f32_e32 v24, v26, v24
	v_div_scale_f32 v26, s9, v20, v21, v20
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v27, -v23, v25, 1.0
	v_fmac_f32_e32 v25, v27, v25
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v27, v28, v24
	v_mul_f32_e32 v29, v26, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v30, v22, v27, v28
	v_fma_f32 v31, -v23, v29, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v27, v30, v24
	v_dual_fmac_f32 v29, v31, v25 :: v_dual_fmac_f32 v28, v22, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v22, -v23, v29, v26
	v_div_fmas_f32 v23, v28, v24, v27
	s_mov_b32 vcc_lo, s9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v22, v22, v25, v29
	v_div_fixup_f32 v15, v23, v15, 1.0
	v_cmp_o_f32_e32 vcc_lo, v14, v14
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v20, v22, v21, v20
	v_add_nc_u32_e32 v21, 0xb4c00100, v18
	v_sub_f32_e32 v19, v19, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v20, 1, v21
	v_sub_f32_e32 v17, v17, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v18, v18, v20
	v_lshl_add_u32 v19, v20, 23, 0xff800000
	v_add_f32_e32 v17, 1.0, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v18, v18, 23, 0x7f800000
	v_mul_f32_e32 v17, v17, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v17, v17, v18
	v_add_f32_e32 v18, v6, v6
	v_cndmask_b32_e32 v14, 0x7fc00000, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v17, 0x3d4ccccd, v18
	v_cmp_eq_f32_e32 vcc_lo, v16, v9
	v_mul_f32_e32 v14, v15, v14
	v_cndmask_b32_e64 v15, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v17, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v14
	v_add_f32_e32 v1, v15, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, s16, v1
	v_sub_f32_e32 v1, v6, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v6, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v6
	v_cndmask_b32_e32 v6, 0x7fc00000, v1, vcc_lo
	s_branch .LBB4_5
.LBB4_63:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v6
.LBB4_64:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB4_66
	global_store_b32 v5, v1, s[30:31]
.LBB4_66:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_pull_w256
		.amdhsa_group_segment_fixed_size 3084
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
		.amdhsa_inst_pref_size 61
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
	.size	tessera_softmax_pull_w256, .Lfunc_end4-tessera_softmax_pull_w256

	.set tessera_softmax_pull_w256.num_vgpr, 56
	.set tessera_softmax_pull_w256.num_agpr, 0
	.set tessera_softmax_pull_w256.numbered_sgpr, 105
	.set tessera_softmax_pull_w256.num_named_barrier, 0
	.set tessera_softmax_pull_w256.private_seg_size, 0
	.set tessera_softmax_pull_w256.uses_vcc, 1
	.set tessera_softmax_pull_w256.uses_flat_scratch, 0
	.set tessera_softmax_pull_w256.has_dyn_sized_stack, 0
	.set tessera_softmax_pull_w256.has_recursion, 0
	.set tessera_softmax_pull_w256.has_indirect_call, 0
	.globl	tessera_softmax_pull_w512
	.p2align	8
	.type	tessera_softmax_pull_w512,@function
tessera_softmax_pull_w512:
	s_load_b256 s[8:15], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[12:13], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x200, s[14:15]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB5_70
	s_load_b64 s[28:29], s[0:1], 0x20
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s15, s2
	s_mul_hi_u32 s4, s14, s2
	v_lshlrev_b32_e32 v5, 2, v0
	s_add_i32 s5, s4, s3
	s_mul_i32 s4, s14, s2
	v_cmp_gt_u64_e64 s2, s[14:15], v[0:1]
	s_lshl_b64 s[12:13], s[4:5], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s30, s8, s12
	s_addc_u32 s31, s9, s13
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB5_3
	global_load_b32 v6, v5, s[30:31]
.LBB5_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[34:35], 0
	s_cbranch_scc1 .LBB5_67
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v1, s1, s4, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s5, 0, s1
	s_mov_b32 s37, 0
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	v_cmp_gt_u64_e64 vcc_hi, s[14:15], 7
	v_cmp_eq_u32_e64 s0, 0, v0
	v_or_b32_e32 v7, 0x1000, v5
	v_or_b32_e32 v8, 0x800, v5
	v_cmp_gt_u32_e64 s1, 0x100, v0
	v_cmp_gt_u32_e64 s3, 0x80, v0
	v_xor_b32_e32 v2, v2, v3
	v_cmp_gt_u32_e64 s4, 64, v0
	v_cmp_gt_u32_e64 s5, 32, v0
	v_cmp_gt_u32_e64 s6, 16, v0
	v_cmp_gt_u32_e64 s7, 8, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s19, 0
	v_xor_b32_e32 v3, s25, v2
	s_cselect_b32 s23, -1, 0
	s_add_u32 s10, s10, s12
	s_addc_u32 s11, s11, s13
	s_cmp_lg_u64 s[14:15], 0
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v3, 0
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s18, 0
	v_add_co_u32 v3, s10, s10, v5
	s_cselect_b32 s92, -1, 0
	v_add_co_ci_u32_e64 v4, null, s11, 0, s10
	s_add_u32 s10, s24, 0x9e3779b9
	s_add_u32 s11, s25, 0xbb67ae85
	v_xor_b32_e32 v10, s10, v13
	s_add_u32 s10, s24, 0x3c6ef372
	s_and_b32 s36, s14, 7
	v_cmp_gt_u32_e64 s8, 4, v0
	v_cmp_gt_u32_e64 s9, 2, v0
	v_mov_b32_e32 v2, 0
	v_cvt_f32_u32_e32 v9, v0
	s_add_u32 s93, s25, 0x76cf5d0a
	s_add_u32 s94, s24, 0xdaa66d2b
	s_add_u32 s95, s25, 0x32370b8f
	s_add_u32 s96, s24, 0x78dde6e4
	s_add_u32 s97, s25, 0xed9eba14
	s_add_u32 s98, s24, 0x1715609d
	s_add_u32 s99, s25, 0xa9066899
	s_add_u32 s100, s24, 0xb54cda56
	s_add_u32 s101, s25, 0x646e171e
	s_add_u32 s102, s24, 0x5384540f
	s_add_u32 s103, s25, 0x1fd5c5a3
	s_add_u32 s25, s25, 0xdb3d7428
	s_add_i32 s104, s24, 0x8ff34781
	s_and_b32 s18, s14, 0x3f8
	v_xor_b32_e32 v11, s11, v1
	v_xor_b32_e32 v12, s10, v12
	v_add_nc_u32_e64 v13, 4, 0
	s_cmp_lg_u64 s[36:37], 0
	s_mov_b32 s42, 0x9997fa04
	s_mov_b32 s44, 0xdf3e5244
	s_mov_b32 s46, 0x96cb03de
	s_mov_b32 s48, 0x94229359
	s_mov_b32 s50, 0x55555593
	s_mov_b32 s52, 0x35793c76
	s_mov_b32 s54, 0xfee00000
	s_mov_b32 s56, 0x54442d18
	s_mov_b32 s58, 0x6dc9c883
	s_mov_b32 s60, 0x54400000
	s_mov_b32 s62, 0x1a626331
	s_mov_b32 s64, 0x1a600000
	s_mov_b32 s66, 0x2e037073
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
	s_mov_b32 s19, s37
	s_cselect_b32 s38, -1, 0
	s_mov_b32 s43, 0x3fd99999
	s_mov_b32 s45, 0x3fc2f112
	s_mov_b32 s47, 0x3fc74664
	s_mov_b32 s49, 0x3fd24924
	s_mov_b32 s51, 0x3fe55555
	s_mov_b32 s53, 0x3dea39ef
	s_mov_b32 s55, 0x3fe62e42
	s_mov_b32 s57, 0x401921fb
	s_mov_b32 s59, 0x3fe45f30
	s_mov_b32 s61, 0xbff921fb
	s_mov_b32 s63, 0x3dd0b461
	s_mov_b32 s65, 0xbdd0b461
	s_mov_b32 s67, 0x3ba3198a
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
	s_branch .LBB5_7
.LBB5_5:
	s_or_b32 exec_lo, exec_lo, s11
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v1, v6
.LBB5_6:
	s_add_u32 s34, s34, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v6, v1
	s_addc_u32 s35, s35, 0
	s_mul_f32 s20, s21, s20
	s_cmp_eq_u64 s[34:35], s[28:29]
	s_cbranch_scc1 .LBB5_68
.LBB5_7:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_f32 s39, s22, s20
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v6
	v_cndmask_b32_e64 v17, 0xff800000, v6, s2
	s_mul_f32 s10, s39, 0x4f800000
	s_cmp_lt_f32 s39, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mov_b32_e32 v1, s10
	s_cselect_b32 s10, -1, 0
	s_and_b32 vcc_lo, s2, vcc_lo
	v_cndmask_b32_e64 v1, s39, v1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v14, v1
	v_add_nc_u32_e32 v15, -1, v14
	v_add_nc_u32_e32 v16, 1, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v18, 0x80000000, v15
	v_xor_b32_e32 v19, 0x80000000, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v20, v18, v14, v1
	v_fma_f32 v19, v19, v14, v1
	v_cndmask_b32_e32 v18, 0, v0, vcc_lo
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
	v_cmp_ge_f32_e64 s12, 0, v20
	v_cmp_lt_f32_e64 s11, 0, v19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s40, s1
	s_cbranch_execz .LBB5_9
	ds_load_2addr_stride64_b32 v[21:22], v8 offset1:4
	ds_load_2addr_stride64_b32 v[23:24], v7 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v22, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v24, v23
	v_cmp_o_f32_e64 s14, v23, v23
	v_cmp_gt_f32_e64 s15, v24, v23
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v19, 0, 1, s14
	v_cndmask_b32_e64 v20, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v24, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v20.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_dual_cndmask_b32 v19, v23, v24 :: v_dual_cndmask_b32 v20, v21, v22
	ds_store_b32 v7, v19
	ds_store_b32 v8, v20
.LBB5_9:
	s_or_b32 exec_lo, exec_lo, s40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s40, s3
	s_cbranch_execz .LBB5_11
	ds_load_2addr_stride64_b32 v[21:22], v8 offset1:2
	ds_load_2addr_stride64_b32 v[23:24], v7 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v22, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v24, v23
	v_cmp_o_f32_e64 s14, v23, v23
	v_cmp_gt_f32_e64 s15, v24, v23
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v19, 0, 1, s14
	v_cndmask_b32_e64 v20, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v24, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v20.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_dual_cndmask_b32 v19, v23, v24 :: v_dual_cndmask_b32 v20, v21, v22
	ds_store_b32 v7, v19
	ds_store_b32 v8, v20
.LBB5_11:
	s_or_b32 exec_lo, exec_lo, s40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s40, s4
	s_cbranch_execz .LBB5_13
	ds_load_2addr_stride64_b32 v[21:22], v8 offset1:1
	ds_load_2addr_stride64_b32 v[23:24], v7 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v22, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v24, v23
	v_cmp_o_f32_e64 s14, v23, v23
	v_cmp_gt_f32_e64 s15, v24, v23
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v19, 0, 1, s14
	v_cndmask_b32_e64 v20, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v24, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v20.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_dual_cndmask_b32 v19, v23, v24 :: v_dual_cndmask_b32 v20, v21, v22
	ds_store_b32 v7, v19
	ds_store_b32 v8, v20
.LBB5_13:
	s_or_b32 exec_lo, exec_lo, s40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s40, s5
	s_cbranch_execz .LBB5_15
	ds_load_2addr_b32 v[21:22], v8 offset1:32
	ds_load_2addr_b32 v[23:24], v7 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v22, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v24, v23
	v_cmp_o_f32_e64 s14, v23, v23
	v_cmp_gt_f32_e64 s15, v24, v23
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v19, 0, 1, s14
	v_cndmask_b32_e64 v20, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v24, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v20.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_dual_cndmask_b32 v19, v23, v24 :: v_dual_cndmask_b32 v20, v21, v22
	ds_store_b32 v7, v19
	ds_store_b32 v8, v20
.LBB5_15:
	s_or_b32 exec_lo, exec_lo, s40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s40, s6
	s_cbranch_execz .LBB5_17
	ds_load_2addr_b32 v[21:22], v8 offset1:16
	ds_load_2addr_b32 v[23:24], v7 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v22, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v24, v23
	v_cmp_o_f32_e64 s14, v23, v23
	v_cmp_gt_f32_e64 s15, v24, v23
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v19, 0, 1, s14
	v_cndmask_b32_e64 v20, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v24, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v20.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_dual_cndmask_b32 v19, v23, v24 :: v_dual_cndmask_b32 v20, v21, v22
	ds_store_b32 v7, v19
	ds_store_b32 v8, v20
.LBB5_17:
	s_or_b32 exec_lo, exec_lo, s40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s40, s7
	s_cbranch_execz .LBB5_19
	ds_load_2addr_b32 v[21:22], v8 offset1:8
	ds_load_2addr_b32 v[23:24], v7 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v22, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v24, v23
	v_cmp_o_f32_e64 s14, v23, v23
	v_cmp_gt_f32_e64 s15, v24, v23
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v19, 0, 1, s14
	v_cndmask_b32_e64 v20, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v24, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v20.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_dual_cndmask_b32 v19, v23, v24 :: v_dual_cndmask_b32 v20, v21, v22
	ds_store_b32 v7, v19
	ds_store_b32 v8, v20
.LBB5_19:
	s_or_b32 exec_lo, exec_lo, s40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s40, s8
	s_cbranch_execz .LBB5_21
	ds_load_2addr_b32 v[21:22], v8 offset1:4
	ds_load_2addr_b32 v[23:24], v7 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v22, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v24, v23
	v_cmp_o_f32_e64 s14, v23, v23
	v_cmp_gt_f32_e64 s15, v24, v23
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v19, 0, 1, s14
	v_cndmask_b32_e64 v20, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v24, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v20.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_dual_cndmask_b32 v19, v23, v24 :: v_dual_cndmask_b32 v20, v21, v22
	ds_store_b32 v7, v19
	ds_store_b32 v8, v20
.LBB5_21:
	s_or_b32 exec_lo, exec_lo, s40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s40, s9
	s_cbranch_execz .LBB5_23
	ds_load_2addr_b32 v[21:22], v8 offset1:2
	ds_load_2addr_b32 v[23:24], v7 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v22, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v24, v23
	v_cmp_o_f32_e64 s14, v23, v23
	v_cmp_gt_f32_e64 s15, v24, v23
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v19, 0, 1, s14
	v_cndmask_b32_e64 v20, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v24, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v20.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_dual_cndmask_b32 v19, v23, v24 :: v_dual_cndmask_b32 v20, v21, v22
	ds_store_b32 v7, v19
	ds_store_b32 v8, v20
.LBB5_23:
	s_or_b32 exec_lo, exec_lo, s40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s40, s0
	s_cbranch_execz .LBB5_25
	ds_load_2addr_stride64_b32 v[21:22], v13 offset0:8 offset1:16
	ds_load_b32 v23, v8
	ds_load_b32 v24, v7
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v23
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v22, v24
	v_cmp_o_f32_e64 s14, v24, v24
	v_cmp_gt_f32_e64 s15, v22, v24
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v19, 0, 1, s14
	v_cndmask_b32_e64 v20, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v20.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_dual_cndmask_b32 v19, v24, v22 :: v_dual_cndmask_b32 v20, v23, v21
	ds_store_b32 v7, v19
	ds_store_b32 v8, v20
.LBB5_25:
	s_or_b32 exec_lo, exec_lo, s40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s0
	s_cbranch_execz .LBB5_27
	ds_load_b32 v19, v2 offset:4096
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v2, v19 offset:6144
.LBB5_27:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s40, s1
	s_cbranch_execz .LBB5_29
	ds_load_2addr_stride64_b32 v[19:20], v8 offset1:4
	ds_load_2addr_stride64_b32 v[21:22], v7 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v20, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v22, v21
	v_cmp_o_f32_e64 s14, v21, v21
	v_cmp_gt_f32_e64 s15, v22, v21
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v17, 0, 1, s14
	v_cndmask_b32_e64 v18, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v18.l, v17.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v21, v22 :: v_dual_cndmask_b32 v18, v19, v20
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
.LBB5_29:
	s_or_b32 exec_lo, exec_lo, s40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s40, s3
	s_cbranch_execz .LBB5_31
	ds_load_2addr_stride64_b32 v[19:20], v8 offset1:2
	ds_load_2addr_stride64_b32 v[21:22], v7 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v20, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v22, v21
	v_cmp_o_f32_e64 s14, v21, v21
	v_cmp_gt_f32_e64 s15, v22, v21
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v17, 0, 1, s14
	v_cndmask_b32_e64 v18, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v18.l, v17.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v21, v22 :: v_dual_cndmask_b32 v18, v19, v20
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
.LBB5_31:
	s_or_b32 exec_lo, exec_lo, s40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s40, s4
	s_cbranch_execz .LBB5_33
	ds_load_2addr_stride64_b32 v[19:20], v8 offset1:1
	ds_load_2addr_stride64_b32 v[21:22], v7 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v20, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v22, v21
	v_cmp_o_f32_e64 s14, v21, v21
	v_cmp_gt_f32_e64 s15, v22, v21
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v17, 0, 1, s14
	v_cndmask_b32_e64 v18, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v18.l, v17.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v21, v22 :: v_dual_cndmask_b32 v18, v19, v20
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
.LBB5_33:
	s_or_b32 exec_lo, exec_lo, s40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s40, s5
	s_cbranch_execz .LBB5_35
	ds_load_2addr_b32 v[19:20], v8 offset1:32
	ds_load_2addr_b32 v[21:22], v7 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v20, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v22, v21
	v_cmp_o_f32_e64 s14, v21, v21
	v_cmp_gt_f32_e64 s15, v22, v21
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v17, 0, 1, s14
	v_cndmask_b32_e64 v18, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v18.l, v17.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v21, v22 :: v_dual_cndmask_b32 v18, v19, v20
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
.LBB5_35:
	s_or_b32 exec_lo, exec_lo, s40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s40, s6
	s_cbranch_execz .LBB5_37
	ds_load_2addr_b32 v[19:20], v8 offset1:16
	ds_load_2addr_b32 v[21:22], v7 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v20, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v22, v21
	v_cmp_o_f32_e64 s14, v21, v21
	v_cmp_gt_f32_e64 s15, v22, v21
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v17, 0, 1, s14
	v_cndmask_b32_e64 v18, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v18.l, v17.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v21, v22 :: v_dual_cndmask_b32 v18, v19, v20
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
.LBB5_37:
	s_or_b32 exec_lo, exec_lo, s40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s40, s7
	s_cbranch_execz .LBB5_39
	ds_load_2addr_b32 v[19:20], v8 offset1:8
	ds_load_2addr_b32 v[21:22], v7 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v20, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v22, v21
	v_cmp_o_f32_e64 s14, v21, v21
	v_cmp_gt_f32_e64 s15, v22, v21
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v17, 0, 1, s14
	v_cndmask_b32_e64 v18, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v18.l, v17.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v21, v22 :: v_dual_cndmask_b32 v18, v19, v20
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
.LBB5_39:
	s_or_b32 exec_lo, exec_lo, s40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s40, s8
	s_cbranch_execz .LBB5_41
	ds_load_2addr_b32 v[19:20], v8 offset1:4
	ds_load_2addr_b32 v[21:22], v7 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v20, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v22, v21
	v_cmp_o_f32_e64 s14, v21, v21
	v_cmp_gt_f32_e64 s15, v22, v21
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v17, 0, 1, s14
	v_cndmask_b32_e64 v18, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v18.l, v17.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v21, v22 :: v_dual_cndmask_b32 v18, v19, v20
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
.LBB5_41:
	s_or_b32 exec_lo, exec_lo, s40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s40, s9
	s_cbranch_execz .LBB5_43
	ds_load_2addr_b32 v[19:20], v8 offset1:2
	ds_load_2addr_b32 v[21:22], v7 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v20, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v22, v21
	v_cmp_o_f32_e64 s14, v21, v21
	v_cmp_gt_f32_e64 s15, v22, v21
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v17, 0, 1, s14
	v_cndmask_b32_e64 v18, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v18.l, v17.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v21, v22 :: v_dual_cndmask_b32 v18, v19, v20
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
.LBB5_43:
	s_or_b32 exec_lo, exec_lo, s40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s40, s0
	s_cbranch_execz .LBB5_45
	ds_load_2addr_stride64_b32 v[19:20], v13 offset0:8 offset1:16
	ds_load_b32 v21, v8
	ds_load_b32 v22, v7
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v19, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v20, v22
	v_cmp_o_f32_e64 s14, v22, v22
	v_cmp_gt_f32_e64 s15, v20, v22
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 s14, s14, vcc_lo
	s_or_b32 s13, s15, s13
	v_cndmask_b32_e64 v17, 0, 1, s14
	v_cndmask_b32_e64 v18, 0, 1, s13
	v_cmp_u_f32_e32 vcc_lo, v20, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v18.l, v17.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v22, v20 :: v_dual_cndmask_b32 v18, v21, v19
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
.LBB5_45:
	s_or_b32 exec_lo, exec_lo, s40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s0
	s_cbranch_execz .LBB5_47
	ds_load_b32 v17, v2 offset:2048
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v17, v17
	ds_store_b32 v2, v17 offset:6152
.LBB5_47:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s2
	s_cbranch_execz .LBB5_49
	ds_load_b32 v17, v2 offset:6144
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v17, v6, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v17
	v_cndmask_b32_e32 v18, 0xc2d00000, v17, vcc_lo
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
	v_cmp_o_f32_e32 vcc_lo, v17, v17
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
	v_cndmask_b32_e32 v17, 0x7fc00000, v18, vcc_lo
	ds_store_b32 v5, v17
.LBB5_49:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s0
	s_cbranch_execz .LBB5_59
	v_mov_b32_e32 v17, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB5_58
	s_and_not1_b32 vcc_lo, exec_lo, vcc_hi
	s_cbranch_vccnz .LBB5_55
	s_mov_b64 s[14:15], 0
	s_mov_b32 vcc_lo, 0
	.p2align	6
.LBB5_53:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v24, vcc_lo
	s_add_u32 s14, s14, 8
	s_addc_u32 s15, s15, 0
	s_add_i32 vcc_lo, vcc_lo, 32
	s_cmp_lg_u64 s[18:19], s[14:15]
	ds_load_2addr_b32 v[18:19], v24 offset1:1
	ds_load_2addr_b32 v[20:21], v24 offset0:2 offset1:3
	ds_load_2addr_b32 v[22:23], v24 offset0:4 offset1:5
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v17, v17, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, v17, v19
	ds_load_2addr_b32 v[17:18], v24 offset0:6 offset1:7
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v19, v19, v20
	v_add_f32_e32 v19, v19, v21
	s_waitcnt lgkmcnt(1)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, v19, v22
	v_add_f32_e32 v19, v19, v23
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, v19, v17
	v_add_f32_e32 v17, v17, v18
	s_cbranch_scc1 .LBB5_53
	s_mov_b64 s[14:15], s[18:19]
	s_mov_b32 s40, s38
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s40
	s_cbranch_vccnz .LBB5_56
	s_branch .LBB5_58
.LBB5_55:
	s_mov_b64 s[14:15], 0
	s_cbranch_execz .LBB5_58
.LBB5_56:
	s_lshl_b32 s40, s14, 2
	s_mov_b64 s[14:15], s[36:37]
.LBB5_57:
	v_mov_b32_e32 v18, s40
	s_add_i32 s40, s40, 4
	s_add_u32 s14, s14, -1
	s_addc_u32 s15, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[14:15], 0
	ds_load_b32 v18, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v17, v17, v18
	s_cbranch_scc1 .LBB5_57
.LBB5_58:
	ds_store_b32 v2, v17 offset:6148
.LBB5_59:
	s_or_b32 exec_lo, exec_lo, s13
	v_cndmask_b32_e64 v14, v14, v15, s12
	v_cmp_class_f32_e64 vcc_lo, v1, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v14, v14, v16, s11
	v_mul_f32_e32 v15, 0x37800000, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v14, v14, v15, s10
	v_cndmask_b32_e32 v14, v14, v1, vcc_lo
	s_and_b32 vcc_lo, exec_lo, s92
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB5_64
	v_mov_b32_e32 v1, v6
	s_and_saveexec_b32 s13, s2
	s_cbranch_execz .LBB5_63
	s_cmp_gt_f32 s39, 0
	global_load_b32 v55, v[3:4], off
	s_cselect_b32 s10, -1, 0
	s_add_u32 s11, s34, s26
	s_addc_u32 s12, s35, s27
	v_cndmask_b32_e64 v14, 0, v14, s10
	s_mul_i32 s14, s12, 0xcd9e8d57
	s_mul_hi_u32 s12, s12, 0xcd9e8d57
	v_xor_b32_e32 v1, s14, v10
	s_xor_b32 s12, s24, s12
	s_mov_b32 s14, 0xd078c69f
	s_xor_b32 s11, s12, s11
	s_mov_b32 s15, 0x3fc39a09
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v1, 0
	s_mul_hi_u32 s12, s11, 0xd2511f53
	s_mul_i32 s11, s11, 0xd2511f53
	v_xor_b32_e32 v1, s12, v11
	v_cndmask_b32_e64 v14, v14, s17, s23
	v_xor3_b32 v18, s11, s93, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v1, 0
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v18, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v1, v17, v12
	v_xor3_b32 v19, v19, s94, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s95, v17, v15
	v_xor3_b32 v17, v20, s97, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v1, 0
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s96, v16, v18
	v_xor3_b32 v17, v21, s98, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s99, v16, v19
	v_xor3_b32 v18, v18, s101, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v1, 0
	v_mul_hi_u32 v1, 0xcd9e8d57, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v16, s100, v16, v20
	v_xor3_b32 v1, v1, s102, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v16, 0
	v_mul_hi_u32 v1, 0xd2511f53, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v16, s103, v16, v17
	v_xor3_b32 v1, v1, s25, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v15, 0xcd9e8d57, v16
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, s104, v19, v15
	v_cvt_f64_u32_e32 v[15:16], v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[15:16], 0.5
	v_ldexp_f64 v[15:16], v[15:16], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v1, 0x95f62, v16
	v_and_b32_e32 v16, 0xfffff, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v16, 0x3fe6a09e, v16
	v_add_f64 v[19:20], v[15:16], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[19:20], 2.0
	v_mul_f64 v[40:41], v[19:20], 0.5
	v_div_scale_f64 v[23:24], null, v[21:22], v[21:22], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[40:41], v[19:20], v[40:41]
	v_rcp_f64_e32 v[15:16], v[23:24]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[25:26], -v[23:24], v[15:16], 1.0
	v_fma_f64 v[25:26], v[15:16], v[25:26], v[15:16]
	ds_load_b96 v[15:17], v2 offset:6144
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v15, v6, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v15
	v_cndmask_b32_e32 v29, 0xc2d00000, v15, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v29
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	v_cndmask_b32_e32 v29, 0x42b20000, v29, vcc_lo
	v_div_scale_f32 v35, vcc_lo, 1.0, v16, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v30, 0x3fb8aa3b, v29
	v_add_f32_e32 v48, 0x4b400000, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, 0xcb400000, v48
	v_mul_f32_e32 v31, 0xbf317200, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v49, 0x35bfbe8e, v30 :: v_dual_add_f32 v50, v29, v31
	v_div_scale_f64 v[29:30], s11, v[19:20], v[21:22], v[19:20]
	v_lshrrev_b32_e32 v1, 20, v1
	v_sub_f32_e32 v31, v50, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v32, v31, v31
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	v_mul_f32_e32 v27, 0x3331bb4c, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v27, 0xb5ddea0e, v27
	v_mul_f32_e32 v27, v32, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v27, 0x388ab355, v27
	v_mul_f32_e32 v27, v32, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v27, 0xbb360b61, v27
	v_mul_f32_e32 v33, v32, v27
	v_mul_f64 v[27:28], v[29:30], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v33, 0x3e2aaaab, v33
	v_mul_f32_e32 v32, v32, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v32, v31, v32
	v_mul_f32_e32 v51, v31, v32
	v_sub_f32_e32 v52, 2.0, v32
	v_div_scale_f32 v31, null, v16, v16, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f32 v32, null, v52, v52, v51
	v_rcp_f32_e32 v33, v31
	v_xor_b32_e32 v31, 0x80000000, v31
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v34, v32
	v_fma_f64 v[23:24], -v[23:24], v[27:28], v[29:30]
	s_delay_alu instid0(TRANS32_DEP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v29, v31, v33, 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v30, -v32, v34, 1.0
	v_fmac_f32_e32 v33, v29, v33
	v_div_scale_f32 v29, s12, v51, v52, v51
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v34, v30, v34
	v_mul_f32_e32 v30, v35, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v36, v29, v34
	v_fma_f32 v37, v31, v30, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v38, -v32, v36, v29
	v_fmac_f32_e32 v30, v37, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v36, v38, v34
	v_fmac_f32_e32 v35, v31, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v29, -v32, v36, v29
	v_div_fmas_f32 v53, v35, v33, v30
	s_mov_b32 vcc_lo, s12
	s_delay_alu instid0(VALU_DEP_2)
	v_div_fmas_f32 v54, v29, v34, v36
	s_mov_b32 vcc_lo, s11
	v_add_co_u32 v1, s11, 0xfffffc01, v1
	v_div_fmas_f64 v[23:24], v[23:24], v[25:26], v[27:28]
	v_cvt_f64_u32_e32 v[25:26], v18
	v_add_co_ci_u32_e64 v18, null, 0, -1, s11
	v_div_fixup_f32 v16, v53, v16, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cvt_f64_i32_e32 v[38:39], v18
	v_div_fixup_f64 v[21:22], v[23:24], v[21:22], v[19:20]
	v_add_f64 v[25:26], v[25:26], 0.5
	v_ldexp_f64 v[38:39], v[38:39], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[21:22], v[21:22]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[23:24], v[23:24]
	v_mul_f64 v[25:26], v[25:26], s[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[27:28], s[44:45]
	v_mul_f64 v[31:32], v[27:28], s[14:15]
	s_mov_b32 s14, 0x1d8e78af
	s_mov_b32 s15, 0x3fcc71c5
	v_mul_f64 v[33:34], v[25:26], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[29:30], v[29:30], s[46:47]
	v_add_f64 v[31:32], v[31:32], s[14:15]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], 0x43380000, v[33:34]
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[27:28], v[31:32]
	v_add_f64 v[34:35], 0xc3380000, v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[29:30], v[29:30], s[48:49]
	v_add_f64 v[31:32], v[31:32], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[34:35], s[60:61]
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[27:28], v[31:32]
	v_add_f64 v[31:32], v[25:26], v[36:37]
	v_cvt_f64_u32_e32 v[36:37], v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[29:30], s[50:51]
	v_add_f64 v[36:37], v[38:39], v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[23:24], v[29:30]
	v_mul_f64 v[29:30], v[34:35], s[64:65]
	v_mul_f64 v[42:43], v[36:37], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[27:28], v[23:24]
	v_add_f64 v[27:28], v[31:32], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[40:41], v[23:24]
	v_add_f64 v[38:39], v[31:32], -v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[21:22], v[21:22], v[23:24]
	v_mul_f64 v[23:24], v[34:35], s[62:63]
	v_mul_f64 v[34:35], v[34:35], s[66:67]
	v_add_f64 v[29:30], v[38:39], v[29:30]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[42:43], v[21:22]
	v_add_f64 v[38:39], v[31:32], -v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[34:35], -v[29:30]
	v_mov_b32_e32 v35, v2
	v_add_f64 v[21:22], v[21:22], -v[40:41]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v1, 20, v39
	v_and_b32_e32 v18, 0x7ff, v1
	v_bfe_u32 v1, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v34, 16, v18
	v_cmp_lt_u64_e32 vcc_lo, v[34:35], v[1:2]
	v_dual_cndmask_b32 v24, v24, v30 :: v_dual_cndmask_b32 v23, v23, v29
	v_mul_f64 v[29:30], v[36:37], s[54:55]
	v_dual_cndmask_b32 v26, v32, v28 :: v_dual_cndmask_b32 v25, v31, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[25:26], -v[23:24]
	v_add_f64 v[18:19], v[19:20], v[21:22]
	v_mul_f64 v[20:21], v[27:28], v[27:28]
	v_add_f64 v[25:26], v[25:26], -v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[18:19], v[29:30], v[18:19]
	v_mul_f64 v[29:30], v[20:21], s[80:81]
	v_mul_f64 v[31:32], v[20:21], s[68:69]
	v_mul_f64 v[34:35], v[20:21], s[74:75]
	v_mul_f64 v[36:37], v[20:21], s[86:87]
	v_mul_f64 v[38:39], v[20:21], v[20:21]
	v_add_f64 v[22:23], v[25:26], -v[23:24]
	v_mul_f64 v[44:45], v[20:21], 0.5
	v_mul_f64 v[18:19], v[18:19], -2.0
	v_and_b32_e32 v26, 2, v33
	v_add_f64 v[29:30], v[29:30], s[82:83]
	v_add_f64 v[31:32], v[31:32], s[70:71]
	v_add_f64 v[34:35], v[34:35], s[76:77]
	v_add_f64 v[36:37], v[36:37], s[88:89]
	v_mul_f64 v[40:41], v[20:21], v[38:39]
	v_mul_f64 v[24:25], v[38:39], v[38:39]
	v_mul_f64 v[38:39], v[27:28], v[20:21]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[18:19]
	v_add_f64 v[46:47], -v[44:45], 1.0
	v_mul_f64 v[29:30], v[20:21], v[29:30]
	v_mul_f64 v[31:32], v[20:21], v[31:32]
	v_mul_f64 v[34:35], v[20:21], v[34:35]
	v_mul_f64 v[36:37], v[40:41], v[36:37]
	v_cndmask_b32_e64 v1, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[18:19], v[18:19], v1
	v_cndmask_b32_e64 v1, 0, 0xffffff80, vcc_lo
	v_add_f64 v[29:30], v[29:30], s[84:85]
	v_add_f64 v[31:32], v[31:32], s[72:73]
	v_add_f64 v[34:35], v[34:35], s[78:79]
	v_rsq_f64_e32 v[42:43], v[18:19]
	v_cmp_class_f64_e64 vcc_lo, v[18:19], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[36:37], v[29:30]
	v_mul_f64 v[31:32], v[20:21], v[31:32]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[24:25], v[24:25], v[34:35]
	v_mul_f64 v[34:35], v[22:23], 0.5
	v_mul_f64 v[40:41], v[18:19], v[42:43]
	v_mul_f64 v[42:43], v[42:43], 0.5
	v_mul_f64 v[29:30], v[38:39], v[29:30]
	v_add_f64 v[24:25], v[31:32], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[36:37], -v[42:43], v[40:41], 0.5
	v_add_f64 v[29:30], v[34:35], -v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	v_fma_f64 v[40:41], v[40:41], v[36:37], v[40:41]
	v_fma_f64 v[31:32], v[42:43], v[36:37], v[42:43]
	v_mul_f64 v[36:37], v[27:28], v[22:23]
	v_add_f64 v[42:43], -v[46:47], 1.0
	v_mul_f64 v[20:21], v[20:21], v[29:30]
	v_fma_f64 v[34:35], -v[40:41], v[40:41], v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[24:25], v[24:25], -v[36:37]
	v_mul_f64 v[36:37], v[38:39], s[90:91]
	v_add_f64 v[20:21], v[20:21], -v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[29:30], v[34:35], v[31:32], v[40:41]
	v_add_f64 v[34:35], v[42:43], -v[44:45]
	v_add_f64 v[20:21], v[20:21], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[22:23], -v[29:30], v[29:30], v[18:19]
	v_add_f64 v[24:25], v[34:35], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[20:21], v[27:28], -v[20:21]
	v_mov_b32_e32 v27, v2
	v_cmp_eq_u64_e64 s11, 0, v[26:27]
	v_fma_f64 v[22:23], v[22:23], v[31:32], v[29:30]
	v_add_f64 v[24:25], v[46:47], v[24:25]
	v_xor_b32_e32 v26, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v21, v21, v26, s11
	v_ldexp_f64 v[22:23], v[22:23], v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v28, 0x80000000, v25
	v_and_b32_e32 v1, 1, v33
	v_cndmask_b32_e64 v25, v28, v25, s11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s11, 0, v[1:2]
	v_div_fixup_f32 v1, v54, v52, v51
	v_cndmask_b32_e64 v21, v21, v25, s11
	v_cndmask_b32_e64 v20, v20, v24, s11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v49, v1
	v_sub_f32_e32 v1, v50, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v1, 1.0, v1
	v_dual_cndmask_b32 v19, v23, v19 :: v_dual_cndmask_b32 v18, v22, v18
	v_cmp_o_f32_e32 vcc_lo, v15, v15
	v_mul_f64 v[18:19], v[20:21], v[18:19]
	v_add_nc_u32_e32 v20, 0xb4c00100, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v20, 1, v20
	v_sub_nc_u32_e32 v21, v48, v20
	v_lshl_add_u32 v20, v20, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v21, v21, 23, 0x7f800000
	v_mul_f32_e32 v1, v1, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v1, v21
	v_cndmask_b32_e32 v1, 0x7fc00000, v1, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v17, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v16, v1
	v_cndmask_b32_e64 v16, 0, 0x3dcccccd, vcc_lo
	v_cvt_f32_f64_e32 v18, v[18:19]
	v_add_f32_e32 v19, v6, v6
	v_mul_f32_e32 v15, 0x3d4ccccd, v19
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v15, v15, v55
	v_add_f32_e32 v1, v15, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v16, v1
	v_mul_f32_e32 v1, s16, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v6, v1
	v_mul_f32_e32 v14, v14, v18
	v_add_f32_e32 v1, v14, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v14, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v14
	v_cndmask_b32_e32 v1, 0x7fc00000, v1, vcc_lo
.LBB5_63:
	s_or_b32 exec_lo, exec_lo, s13
	s_cbranch_execnz .LBB5_6
	s_branch .LBB5_65
.LBB5_64:
.LBB5_65:
	s_and_saveexec_b32 s11, s2
	s_cbranch_execz .LBB5_5
	global_load_b32 v1, v[3:4], off
	ds_load_b96 v[14:16], v2 offset:6144
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v14, v6, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v14
	v_cndmask_b32_e32 v17, 0xc2d00000, v14, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v17
	v_cndmask_b32_e32 v17, 0x42b20000, v17, vcc_lo
	v_div_scale_f32 v28, vcc_lo, 1.0, v15, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, 0x3fb8aa3b, v17
	v_add_f32_e32 v18, 0x4b400000, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, 0xcb400000, v18
	v_mul_f32_e32 v20, 0xbf317200, v19
	v_mul_f32_e32 v19, 0x35bfbe8e, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, v17, v20
	v_sub_f32_e32 v20, v17, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v20, v20
	v_mul_f32_e32 v22, 0x3331bb4c, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, 0xb5ddea0e, v22
	v_mul_f32_e32 v22, v21, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, 0x388ab355, v22
	v_mul_f32_e32 v22, v21, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, 0xbb360b61, v22
	v_mul_f32_e32 v22, v21, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, 0x3e2aaaab, v22
	v_mul_f32_e32 v21, v21, v22
	v_div_scale_f32 v22, null, v15, v15, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v21, v20, v21
	v_rcp_f32_e32 v24, v22
	v_xor_b32_e32 v22, 0x80000000, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v20, v21
	v_sub_f32_e32 v21, 2.0, v21
	v_div_scale_f32 v23, null, v21, v21, v20
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v26, v22, v24, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v25, v23
	v_fmac_f32_e32 v24, v26, v24
	v_div_scale_f32 v26, s10, v20, v21, v20
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v27, -v23, v25, 1.0
	v_fmac_f32_e32 v25, v27, v25
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v27, v28, v24
	v_mul_f32_e32 v29, v26, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v30, v22, v27, v28
	v_fma_f32 v31, -v23, v29, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v27, v30, v24
	v_dual_fmac_f32 v29, v31, v25 :: v_dual_fmac_f32 v28, v22, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v22, -v23, v29, v26
	v_div_fmas_f32 v23, v28, v24, v27
	s_mov_b32 vcc_lo, s10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v22, v22, v25, v29
	v_div_fixup_f32 v15, v23, v15, 1.0
	v_cmp_o_f32_e32 vcc_lo, v14, v14
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v20, v22, v21, v20
	v_add_nc_u32_e32 v21, 0xb4c00100, v18
	v_sub_f32_e32 v19, v19, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v20, 1, v21
	v_sub_f32_e32 v17, v17, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v18, v18, v20
	v_lshl_add_u32 v19, v20, 23, 0xff800000
	v_add_f32_e32 v17, 1.0, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v18, v18, 23, 0x7f800000
	v_mul_f32_e32 v17, v17, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v17, v17, v18
	v_add_f32_e32 v18, v6, v6
	v_cndmask_b32_e32 v14, 0x7fc00000, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v17, 0x3d4ccccd, v18
	v_cmp_eq_f32_e32 vcc_lo, v16, v9
	v_mul_f32_e32 v14, v15, v14
	v_cndmask_b32_e64 v15, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v17, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v14
	v_add_f32_e32 v1, v15, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, s16, v1
	v_sub_f32_e32 v1, v6, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v6, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v6
	v_cndmask_b32_e32 v6, 0x7fc00000, v1, vcc_lo
	s_branch .LBB5_5
.LBB5_67:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v6
.LBB5_68:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB5_70
	global_store_b32 v5, v1, s[30:31]
.LBB5_70:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_pull_w512
		.amdhsa_group_segment_fixed_size 6156
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
.Lfunc_end5:
	.size	tessera_softmax_pull_w512, .Lfunc_end5-tessera_softmax_pull_w512

	.set tessera_softmax_pull_w512.num_vgpr, 56
	.set tessera_softmax_pull_w512.num_agpr, 0
	.set tessera_softmax_pull_w512.numbered_sgpr, 105
	.set tessera_softmax_pull_w512.num_named_barrier, 0
	.set tessera_softmax_pull_w512.private_seg_size, 0
	.set tessera_softmax_pull_w512.uses_vcc, 1
	.set tessera_softmax_pull_w512.uses_flat_scratch, 0
	.set tessera_softmax_pull_w512.has_dyn_sized_stack, 0
	.set tessera_softmax_pull_w512.has_recursion, 0
	.set tessera_softmax_pull_w512.has_indirect_call, 0
	.globl	tessera_softmax_pull_w1024
	.p2align	8
	.type	tessera_softmax_pull_w1024,@function
tessera_softmax_pull_w1024:
	s_load_b256 s[8:15], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[12:13], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x400, s[14:15]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB6_74
	s_load_b64 s[18:19], s[0:1], 0x20
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s15, s2
	s_mul_hi_u32 s4, s14, s2
	v_lshlrev_b32_e32 v5, 2, v0
	s_add_i32 s5, s4, s3
	s_mul_i32 s4, s14, s2
	v_cmp_gt_u64_e64 s2, s[14:15], v[0:1]
	s_lshl_b64 s[12:13], s[4:5], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s34, s8, s12
	s_addc_u32 s35, s9, s13
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB6_3
	global_load_b32 v6, v5, s[34:35]
.LBB6_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[18:19], 0
	s_mov_b64 s[36:37], 0
	s_cbranch_scc1 .LBB6_71
	s_clause 0x1
	s_load_b256 s[20:27], s[0:1], 0x28
	s_load_b128 s[28:31], s[0:1], 0x48
	v_add_co_u32 v1, s3, s4, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s5, 0, s3
	s_mov_b32 s39, 0
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	v_cmp_gt_u64_e64 s40, s[14:15], 7
	v_cmp_eq_u32_e64 s0, 0, v0
	v_or_b32_e32 v7, 0x2000, v5
	v_or_b32_e32 v8, 0x1000, v5
	v_cmp_gt_u32_e64 s1, 0x200, v0
	v_cmp_gt_u32_e64 s3, 0x100, v0
	v_xor_b32_e32 v2, v2, v3
	v_cmp_gt_u32_e64 s4, 0x80, v0
	v_cmp_gt_u32_e64 s5, 64, v0
	v_cmp_gt_u32_e64 s6, 32, v0
	v_cmp_gt_u32_e64 s7, 16, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s23, 0
	v_xor_b32_e32 v3, s29, v2
	s_cselect_b32 s17, -1, 0
	s_add_u32 s12, s10, s12
	s_addc_u32 s11, s11, s13
	s_cmp_lg_u64 s[14:15], 0
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v3, 0
	s_cselect_b32 s27, -1, 0
	s_cmp_lg_u32 s22, 0
	v_add_co_u32 v3, s12, s12, v5
	s_cselect_b32 s33, -1, 0
	v_add_co_ci_u32_e64 v4, null, s11, 0, s12
	s_add_u32 s11, s28, 0x9e3779b9
	s_add_u32 s12, s29, 0xbb67ae85
	v_xor_b32_e32 v10, s11, v13
	s_add_u32 s11, s28, 0x3c6ef372
	s_and_b32 s38, s14, 7
	v_cmp_gt_u32_e64 s8, 8, v0
	v_cmp_gt_u32_e64 s9, 4, v0
	v_cmp_gt_u32_e64 s10, 2, v0
	v_mov_b32_e32 v2, 0
	v_cvt_f32_u32_e32 v9, v0
	s_add_u32 s94, s29, 0x76cf5d0a
	s_add_u32 s95, s28, 0xdaa66d2b
	s_add_u32 s96, s29, 0x32370b8f
	s_add_u32 s97, s28, 0x78dde6e4
	s_add_u32 s98, s29, 0xed9eba14
	s_add_u32 s99, s28, 0x1715609d
	s_add_u32 s100, s29, 0xa9066899
	s_add_u32 s101, s28, 0xb54cda56
	s_add_u32 s102, s29, 0x646e171e
	s_add_u32 s103, s28, 0x5384540f
	s_add_u32 s104, s29, 0x1fd5c5a3
	s_add_u32 s29, s29, 0xdb3d7428
	s_add_i32 vcc_hi, s28, 0x8ff34781
	s_and_b32 s22, s14, 0x7f8
	v_xor_b32_e32 v11, s12, v1
	v_xor_b32_e32 v12, s11, v12
	v_add_nc_u32_e64 v13, 4, 0
	s_cmp_lg_u64 s[38:39], 0
	s_mov_b32 s44, 0x9997fa04
	s_mov_b32 s46, 0xdf3e5244
	s_mov_b32 s48, 0x96cb03de
	s_mov_b32 s50, 0x94229359
	s_mov_b32 s52, 0x55555593
	s_mov_b32 s54, 0x35793c76
	s_mov_b32 s56, 0xfee00000
	s_mov_b32 s58, 0x54442d18
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
	s_mov_b32 s23, s39
	s_cselect_b32 s41, -1, 0
	s_mov_b32 s45, 0x3fd99999
	s_mov_b32 s47, 0x3fc2f112
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
	s_branch .LBB6_7
.LBB6_5:
	s_or_b32 exec_lo, exec_lo, s12
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v1, v6
.LBB6_6:
	s_add_u32 s36, s36, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v6, v1
	s_addc_u32 s37, s37, 0
	s_mul_f32 s24, s25, s24
	s_cmp_eq_u64 s[36:37], s[18:19]
	s_cbranch_scc1 .LBB6_72
.LBB6_7:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_f32 s42, s26, s24
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v6
	v_cndmask_b32_e64 v17, 0xff800000, v6, s2
	s_mul_f32 s11, s42, 0x4f800000
	s_cmp_lt_f32 s42, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mov_b32_e32 v1, s11
	s_cselect_b32 s11, -1, 0
	s_and_b32 vcc_lo, s2, vcc_lo
	v_cndmask_b32_e64 v1, s42, v1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v14, v1
	v_add_nc_u32_e32 v15, -1, v14
	v_add_nc_u32_e32 v16, 1, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v18, 0x80000000, v15
	v_xor_b32_e32 v19, 0x80000000, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v20, v18, v14, v1
	v_fma_f32 v19, v19, v14, v1
	v_cndmask_b32_e32 v18, 0, v0, vcc_lo
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
	v_cmp_ge_f32_e64 s13, 0, v20
	v_cmp_lt_f32_e64 s12, 0, v19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s43, s1
	s_cbranch_execz .LBB6_9
	ds_load_2addr_stride64_b32 v[21:22], v8 offset1:8
	ds_load_2addr_stride64_b32 v[23:24], v7 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v22, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v24, v23
	v_cmp_o_f32_e64 s15, v23, v23
	v_cmp_gt_f32_e64 s16, v24, v23
	s_and_b32 s14, vcc_lo, s14
	s_or_b32 s15, s15, vcc_lo
	s_or_b32 s14, s16, s14
	v_cndmask_b32_e64 v19, 0, 1, s15
	v_cndmask_b32_e64 v20, 0, 1, s14
	v_cmp_u_f32_e32 vcc_lo, v24, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v20.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_dual_cndmask_b32 v19, v23, v24 :: v_dual_cndmask_b32 v20, v21, v22
	ds_store_b32 v7, v19
	ds_store_b32 v8, v20
.LBB6_9:
	s_or_b32 exec_lo, exec_lo, s43
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s43, s3
	s_cbranch_execz .LBB6_11
	ds_load_2addr_stride64_b32 v[21:22], v8 offset1:4
	ds_load_2addr_stride64_b32 v[23:24], v7 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v22, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v24, v23
	v_cmp_o_f32_e64 s15, v23, v23
	v_cmp_gt_f32_e64 s16, v24, v23
	s_and_b32 s14, vcc_lo, s14
	s_or_b32 s15, s15, vcc_lo
	s_or_b32 s14, s16, s14
	v_cndmask_b32_e64 v19, 0, 1, s15
	v_cndmask_b32_e64 v20, 0, 1, s14
	v_cmp_u_f32_e32 vcc_lo, v24, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v20.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_dual_cndmask_b32 v19, v23, v24 :: v_dual_cndmask_b32 v20, v21, v22
	ds_store_b32 v7, v19
	ds_store_b32 v8, v20
.LBB6_11:
	s_or_b32 exec_lo, exec_lo, s43
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s43, s4
	s_cbranch_execz .LBB6_13
	ds_load_2addr_stride64_b32 v[21:22], v8 offset1:2
	ds_load_2addr_stride64_b32 v[23:24], v7 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v22, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v24, v23
	v_cmp_o_f32_e64 s15, v23, v23
	v_cmp_gt_f32_e64 s16, v24, v23
	s_and_b32 s14, vcc_lo, s14
	s_or_b32 s15, s15, vcc_lo
	s_or_b32 s14, s16, s14
	v_cndmask_b32_e64 v19, 0, 1, s15
	v_cndmask_b32_e64 v20, 0, 1, s14
	v_cmp_u_f32_e32 vcc_lo, v24, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v20.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_dual_cndmask_b32 v19, v23, v24 :: v_dual_cndmask_b32 v20, v21, v22
	ds_store_b32 v7, v19
	ds_store_b32 v8, v20
.LBB6_13:
	s_or_b32 exec_lo, exec_lo, s43
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s43, s5
	s_cbranch_execz .LBB6_15
	ds_load_2addr_stride64_b32 v[21:22], v8 offset1:1
	ds_load_2addr_stride64_b32 v[23:24], v7 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v22, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v24, v23
	v_cmp_o_f32_e64 s15, v23, v23
	v_cmp_gt_f32_e64 s16, v24, v23
	s_and_b32 s14, vcc_lo, s14
	s_or_b32 s15, s15, vcc_lo
	s_or_b32 s14, s16, s14
	v_cndmask_b32_e64 v19, 0, 1, s15
	v_cndmask_b32_e64 v20, 0, 1, s14
	v_cmp_u_f32_e32 vcc_lo, v24, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v20.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_dual_cndmask_b32 v19, v23, v24 :: v_dual_cndmask_b32 v20, v21, v22
	ds_store_b32 v7, v19
	ds_store_b32 v8, v20
.LBB6_15:
	s_or_b32 exec_lo, exec_lo, s43
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s43, s6
	s_cbranch_execz .LBB6_17
	ds_load_2addr_b32 v[21:22], v8 offset1:32
	ds_load_2addr_b32 v[23:24], v7 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v22, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v24, v23
	v_cmp_o_f32_e64 s15, v23, v23
	v_cmp_gt_f32_e64 s16, v24, v23
	s_and_b32 s14, vcc_lo, s14
	s_or_b32 s15, s15, vcc_lo
	s_or_b32 s14, s16, s14
	v_cndmask_b32_e64 v19, 0, 1, s15
	v_cndmask_b32_e64 v20, 0, 1, s14
	v_cmp_u_f32_e32 vcc_lo, v24, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v20.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_dual_cndmask_b32 v19, v23, v24 :: v_dual_cndmask_b32 v20, v21, v22
	ds_store_b32 v7, v19
	ds_store_b32 v8, v20
.LBB6_17:
	s_or_b32 exec_lo, exec_lo, s43
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s43, s7
	s_cbranch_execz .LBB6_19
	ds_load_2addr_b32 v[21:22], v8 offset1:16
	ds_load_2addr_b32 v[23:24], v7 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v22, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v24, v23
	v_cmp_o_f32_e64 s15, v23, v23
	v_cmp_gt_f32_e64 s16, v24, v23
	s_and_b32 s14, vcc_lo, s14
	s_or_b32 s15, s15, vcc_lo
	s_or_b32 s14, s16, s14
	v_cndmask_b32_e64 v19, 0, 1, s15
	v_cndmask_b32_e64 v20, 0, 1, s14
	v_cmp_u_f32_e32 vcc_lo, v24, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v20.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_dual_cndmask_b32 v19, v23, v24 :: v_dual_cndmask_b32 v20, v21, v22
	ds_store_b32 v7, v19
	ds_store_b32 v8, v20
.LBB6_19:
	s_or_b32 exec_lo, exec_lo, s43
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s43, s8
	s_cbranch_execz .LBB6_21
	ds_load_2addr_b32 v[21:22], v8 offset1:8
	ds_load_2addr_b32 v[23:24], v7 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v22, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v24, v23
	v_cmp_o_f32_e64 s15, v23, v23
	v_cmp_gt_f32_e64 s16, v24, v23
	s_and_b32 s14, vcc_lo, s14
	s_or_b32 s15, s15, vcc_lo
	s_or_b32 s14, s16, s14
	v_cndmask_b32_e64 v19, 0, 1, s15
	v_cndmask_b32_e64 v20, 0, 1, s14
	v_cmp_u_f32_e32 vcc_lo, v24, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v20.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_dual_cndmask_b32 v19, v23, v24 :: v_dual_cndmask_b32 v20, v21, v22
	ds_store_b32 v7, v19
	ds_store_b32 v8, v20
.LBB6_21:
	s_or_b32 exec_lo, exec_lo, s43
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s43, s9
	s_cbranch_execz .LBB6_23
	ds_load_2addr_b32 v[21:22], v8 offset1:4
	ds_load_2addr_b32 v[23:24], v7 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v22, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v24, v23
	v_cmp_o_f32_e64 s15, v23, v23
	v_cmp_gt_f32_e64 s16, v24, v23
	s_and_b32 s14, vcc_lo, s14
	s_or_b32 s15, s15, vcc_lo
	s_or_b32 s14, s16, s14
	v_cndmask_b32_e64 v19, 0, 1, s15
	v_cndmask_b32_e64 v20, 0, 1, s14
	v_cmp_u_f32_e32 vcc_lo, v24, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v20.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_dual_cndmask_b32 v19, v23, v24 :: v_dual_cndmask_b32 v20, v21, v22
	ds_store_b32 v7, v19
	ds_store_b32 v8, v20
.LBB6_23:
	s_or_b32 exec_lo, exec_lo, s43
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s43, s10
	s_cbranch_execz .LBB6_25
	ds_load_2addr_b32 v[21:22], v8 offset1:2
	ds_load_2addr_b32 v[23:24], v7 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v22, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v24, v23
	v_cmp_o_f32_e64 s15, v23, v23
	v_cmp_gt_f32_e64 s16, v24, v23
	s_and_b32 s14, vcc_lo, s14
	s_or_b32 s15, s15, vcc_lo
	s_or_b32 s14, s16, s14
	v_cndmask_b32_e64 v19, 0, 1, s15
	v_cndmask_b32_e64 v20, 0, 1, s14
	v_cmp_u_f32_e32 vcc_lo, v24, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v20.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_dual_cndmask_b32 v19, v23, v24 :: v_dual_cndmask_b32 v20, v21, v22
	ds_store_b32 v7, v19
	ds_store_b32 v8, v20
.LBB6_25:
	s_or_b32 exec_lo, exec_lo, s43
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s43, s0
	s_cbranch_execz .LBB6_27
	ds_load_2addr_stride64_b32 v[21:22], v13 offset0:16 offset1:32
	ds_load_b32 v23, v8
	ds_load_b32 v24, v7
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v23
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v22, v24
	v_cmp_o_f32_e64 s15, v24, v24
	v_cmp_gt_f32_e64 s16, v22, v24
	s_and_b32 s14, vcc_lo, s14
	s_or_b32 s15, s15, vcc_lo
	s_or_b32 s14, s16, s14
	v_cndmask_b32_e64 v19, 0, 1, s15
	v_cndmask_b32_e64 v20, 0, 1, s14
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v20.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_dual_cndmask_b32 v19, v24, v22 :: v_dual_cndmask_b32 v20, v23, v21
	ds_store_b32 v7, v19
	ds_store_b32 v8, v20
.LBB6_27:
	s_or_b32 exec_lo, exec_lo, s43
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s0
	s_cbranch_execz .LBB6_29
	ds_load_b32 v19, v2 offset:8192
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v2, v19 offset:12288
.LBB6_29:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s43, s1
	s_cbranch_execz .LBB6_31
	ds_load_2addr_stride64_b32 v[19:20], v8 offset1:8
	ds_load_2addr_stride64_b32 v[21:22], v7 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v20, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v22, v21
	v_cmp_o_f32_e64 s15, v21, v21
	v_cmp_gt_f32_e64 s16, v22, v21
	s_and_b32 s14, vcc_lo, s14
	s_or_b32 s15, s15, vcc_lo
	s_or_b32 s14, s16, s14
	v_cndmask_b32_e64 v17, 0, 1, s15
	v_cndmask_b32_e64 v18, 0, 1, s14
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v18.l, v17.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v21, v22 :: v_dual_cndmask_b32 v18, v19, v20
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
.LBB6_31:
	s_or_b32 exec_lo, exec_lo, s43
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s43, s3
	s_cbranch_execz .LBB6_33
	ds_load_2addr_stride64_b32 v[19:20], v8 offset1:4
	ds_load_2addr_stride64_b32 v[21:22], v7 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v20, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v22, v21
	v_cmp_o_f32_e64 s15, v21, v21
	v_cmp_gt_f32_e64 s16, v22, v21
	s_and_b32 s14, vcc_lo, s14
	s_or_b32 s15, s15, vcc_lo
	s_or_b32 s14, s16, s14
	v_cndmask_b32_e64 v17, 0, 1, s15
	v_cndmask_b32_e64 v18, 0, 1, s14
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v18.l, v17.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v21, v22 :: v_dual_cndmask_b32 v18, v19, v20
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
.LBB6_33:
	s_or_b32 exec_lo, exec_lo, s43
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s43, s4
	s_cbranch_execz .LBB6_35
	ds_load_2addr_stride64_b32 v[19:20], v8 offset1:2
	ds_load_2addr_stride64_b32 v[21:22], v7 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v20, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v22, v21
	v_cmp_o_f32_e64 s15, v21, v21
	v_cmp_gt_f32_e64 s16, v22, v21
	s_and_b32 s14, vcc_lo, s14
	s_or_b32 s15, s15, vcc_lo
	s_or_b32 s14, s16, s14
	v_cndmask_b32_e64 v17, 0, 1, s15
	v_cndmask_b32_e64 v18, 0, 1, s14
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v18.l, v17.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v21, v22 :: v_dual_cndmask_b32 v18, v19, v20
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
.LBB6_35:
	s_or_b32 exec_lo, exec_lo, s43
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s43, s5
	s_cbranch_execz .LBB6_37
	ds_load_2addr_stride64_b32 v[19:20], v8 offset1:1
	ds_load_2addr_stride64_b32 v[21:22], v7 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v20, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v22, v21
	v_cmp_o_f32_e64 s15, v21, v21
	v_cmp_gt_f32_e64 s16, v22, v21
	s_and_b32 s14, vcc_lo, s14
	s_or_b32 s15, s15, vcc_lo
	s_or_b32 s14, s16, s14
	v_cndmask_b32_e64 v17, 0, 1, s15
	v_cndmask_b32_e64 v18, 0, 1, s14
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v18.l, v17.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v21, v22 :: v_dual_cndmask_b32 v18, v19, v20
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
.LBB6_37:
	s_or_b32 exec_lo, exec_lo, s43
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s43, s6
	s_cbranch_execz .LBB6_39
	ds_load_2addr_b32 v[19:20], v8 offset1:32
	ds_load_2addr_b32 v[21:22], v7 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v20, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v22, v21
	v_cmp_o_f32_e64 s15, v21, v21
	v_cmp_gt_f32_e64 s16, v22, v21
	s_and_b32 s14, vcc_lo, s14
	s_or_b32 s15, s15, vcc_lo
	s_or_b32 s14, s16, s14
	v_cndmask_b32_e64 v17, 0, 1, s15
	v_cndmask_b32_e64 v18, 0, 1, s14
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v18.l, v17.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v21, v22 :: v_dual_cndmask_b32 v18, v19, v20
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
.LBB6_39:
	s_or_b32 exec_lo, exec_lo, s43
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s43, s7
	s_cbranch_execz .LBB6_41
	ds_load_2addr_b32 v[19:20], v8 offset1:16
	ds_load_2addr_b32 v[21:22], v7 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v20, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v22, v21
	v_cmp_o_f32_e64 s15, v21, v21
	v_cmp_gt_f32_e64 s16, v22, v21
	s_and_b32 s14, vcc_lo, s14
	s_or_b32 s15, s15, vcc_lo
	s_or_b32 s14, s16, s14
	v_cndmask_b32_e64 v17, 0, 1, s15
	v_cndmask_b32_e64 v18, 0, 1, s14
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v18.l, v17.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v21, v22 :: v_dual_cndmask_b32 v18, v19, v20
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
.LBB6_41:
	s_or_b32 exec_lo, exec_lo, s43
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s43, s8
	s_cbranch_execz .LBB6_43
	ds_load_2addr_b32 v[19:20], v8 offset1:8
	ds_load_2addr_b32 v[21:22], v7 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v20, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v22, v21
	v_cmp_o_f32_e64 s15, v21, v21
	v_cmp_gt_f32_e64 s16, v22, v21
	s_and_b32 s14, vcc_lo, s14
	s_or_b32 s15, s15, vcc_lo
	s_or_b32 s14, s16, s14
	v_cndmask_b32_e64 v17, 0, 1, s15
	v_cndmask_b32_e64 v18, 0, 1, s14
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v18.l, v17.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v21, v22 :: v_dual_cndmask_b32 v18, v19, v20
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
.LBB6_43:
	s_or_b32 exec_lo, exec_lo, s43
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s43, s9
	s_cbranch_execz .LBB6_45
	ds_load_2addr_b32 v[19:20], v8 offset1:4
	ds_load_2addr_b32 v[21:22], v7 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v20, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v22, v21
	v_cmp_o_f32_e64 s15, v21, v21
	v_cmp_gt_f32_e64 s16, v22, v21
	s_and_b32 s14, vcc_lo, s14
	s_or_b32 s15, s15, vcc_lo
	s_or_b32 s14, s16, s14
	v_cndmask_b32_e64 v17, 0, 1, s15
	v_cndmask_b32_e64 v18, 0, 1, s14
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v18.l, v17.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v21, v22 :: v_dual_cndmask_b32 v18, v19, v20
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
.LBB6_45:
	s_or_b32 exec_lo, exec_lo, s43
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s43, s10
	s_cbranch_execz .LBB6_47
	ds_load_2addr_b32 v[19:20], v8 offset1:2
	ds_load_2addr_b32 v[21:22], v7 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v20, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v22, v21
	v_cmp_o_f32_e64 s15, v21, v21
	v_cmp_gt_f32_e64 s16, v22, v21
	s_and_b32 s14, vcc_lo, s14
	s_or_b32 s15, s15, vcc_lo
	s_or_b32 s14, s16, s14
	v_cndmask_b32_e64 v17, 0, 1, s15
	v_cndmask_b32_e64 v18, 0, 1, s14
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v18.l, v17.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v21, v22 :: v_dual_cndmask_b32 v18, v19, v20
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
.LBB6_47:
	s_or_b32 exec_lo, exec_lo, s43
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s43, s0
	s_cbranch_execz .LBB6_49
	ds_load_2addr_stride64_b32 v[19:20], v13 offset0:16 offset1:32
	ds_load_b32 v21, v8
	ds_load_b32 v22, v7
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v19, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v20, v22
	v_cmp_o_f32_e64 s15, v22, v22
	v_cmp_gt_f32_e64 s16, v20, v22
	s_and_b32 s14, vcc_lo, s14
	s_or_b32 s15, s15, vcc_lo
	s_or_b32 s14, s16, s14
	v_cndmask_b32_e64 v17, 0, 1, s15
	v_cndmask_b32_e64 v18, 0, 1, s14
	v_cmp_u_f32_e32 vcc_lo, v20, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v18.l, v17.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v22, v20 :: v_dual_cndmask_b32 v18, v21, v19
	ds_store_b32 v7, v17
	ds_store_b32 v8, v18
.LBB6_49:
	s_or_b32 exec_lo, exec_lo, s43
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s0
	s_cbranch_execz .LBB6_51
	ds_load_b32 v17, v2 offset:4096
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v17, v17
	ds_store_b32 v2, v17 offset:12296
.LBB6_51:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s2
	s_cbranch_execz .LBB6_53
	ds_load_b32 v17, v2 offset:12288
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v17, v6, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v17
	v_cndmask_b32_e32 v18, 0xc2d00000, v17, vcc_lo
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v23, null, v22, v22, v21
	v_rcp_f32_e32 v24, v23
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v25, -v23, v24, 1.0
	v_fmac_f32_e32 v24, v25, v24
	v_div_scale_f32 v25, vcc_lo, v21, v22, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v25, v24
	v_fma_f32 v27, -v23, v26, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v26, v27, v24
	v_fma_f32 v23, -v23, v26, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v23, v23, v24, v26
	v_cmp_o_f32_e32 vcc_lo, v17, v17
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
	v_cndmask_b32_e32 v17, 0x7fc00000, v18, vcc_lo
	ds_store_b32 v5, v17
.LBB6_53:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s0
	s_cbranch_execz .LBB6_63
	v_mov_b32_e32 v17, 0
	s_and_not1_b32 vcc_lo, exec_lo, s27
	s_cbranch_vccnz .LBB6_62
	s_and_not1_b32 vcc_lo, exec_lo, s40
	s_cbranch_vccnz .LBB6_59
	s_mov_b64 s[14:15], 0
	s_mov_b32 s43, 0
	.p2align	6
.LBB6_57:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v24, s43
	s_add_u32 s14, s14, 8
	s_addc_u32 s15, s15, 0
	s_add_i32 s43, s43, 32
	s_cmp_lg_u64 s[22:23], s[14:15]
	ds_load_2addr_b32 v[18:19], v24 offset1:1
	ds_load_2addr_b32 v[20:21], v24 offset0:2 offset1:3
	ds_load_2addr_b32 v[22:23], v24 offset0:4 offset1:5
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v17, v17, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, v17, v19
	ds_load_2addr_b32 v[17:18], v24 offset0:6 offset1:7
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v19, v19, v20
	v_add_f32_e32 v19, v19, v21
	s_waitcnt lgkmcnt(1)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, v19, v22
	v_add_f32_e32 v19, v19, v23
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, v19, v17
	v_add_f32_e32 v17, v17, v18
	s_cbranch_scc1 .LBB6_57
	s_mov_b64 s[14:15], s[22:23]
	s_mov_b32 s43, s41
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s43
	s_cbranch_vccnz .LBB6_60
	s_branch .LBB6_62
.LBB6_59:
	s_mov_b64 s[14:15], 0
	s_cbranch_execz .LBB6_62
.LBB6_60:
	s_lshl_b32 s43, s14, 2
	s_mov_b64 s[14:15], s[38:39]
.LBB6_61:
	v_mov_b32_e32 v18, s43
	s_add_i32 s43, s43, 4
	s_add_u32 s14, s14, -1
	s_addc_u32 s15, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[14:15], 0
	ds_load_b32 v18, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v17, v17, v18
	s_cbranch_scc1 .LBB6_61
.LBB6_62:
	ds_store_b32 v2, v17 offset:12292
.LBB6_63:
	s_or_b32 exec_lo, exec_lo, s16
	v_cndmask_b32_e64 v14, v14, v15, s13
	v_cmp_class_f32_e64 vcc_lo, v1, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v14, v14, v16, s12
	v_mul_f32_e32 v15, 0x37800000, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v14, v14, v15, s11
	v_cndmask_b32_e32 v14, v14, v1, vcc_lo
	s_and_b32 vcc_lo, exec_lo, s33
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB6_68
	v_mov_b32_e32 v1, v6
	s_and_saveexec_b32 s14, s2
	s_cbranch_execz .LBB6_67
	s_cmp_gt_f32 s42, 0
	global_load_b32 v55, v[3:4], off
	s_cselect_b32 s11, -1, 0
	s_add_u32 s12, s36, s30
	s_addc_u32 s13, s37, s31
	v_cndmask_b32_e64 v14, 0, v14, s11
	s_mul_i32 s15, s13, 0xcd9e8d57
	s_mul_hi_u32 s13, s13, 0xcd9e8d57
	v_xor_b32_e32 v1, s15, v10
	s_xor_b32 s13, s28, s13
	v_cndmask_b32_e64 v14, v14, s21, s17
	s_xor_b32 s12, s13, s12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v1, 0
	s_mul_hi_u32 s13, s12, 0xd2511f53
	s_mul_i32 s12, s12, 0xd2511f53
	v_xor_b32_e32 v1, s13, v11
	v_xor3_b32 v18, s12, s94, v16
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v18, 0
	v_xor_b32_e32 v1, v17, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, v19, s95, v16
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v19, 0
	v_xor3_b32 v1, s96, v17, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, v20, s98, v16
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v17, 0
	v_xor3_b32 v1, s97, v16, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, v21, s99, v15
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v17, 0
	v_xor3_b32 v1, s100, v16, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, v18, s102, v15
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v1, 0xcd9e8d57, v18
	v_xor3_b32 v16, s101, v16, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, v1, s103, v15
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v1, 0xd2511f53, v1
	v_xor3_b32 v16, s104, v16, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, v1, s29, v15
	v_mul_lo_u32 v15, 0xcd9e8d57, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v1, 0
	v_xor3_b32 v1, vcc_hi, v19, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[15:16], v1
	v_add_f64 v[15:16], v[15:16], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[15:16], v[15:16], 0xffffffe0
	v_add_nc_u32_e32 v1, 0x95f62, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v16, 0xfffff, v1
	v_add_nc_u32_e32 v16, 0x3fe6a09e, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[15:16], -1.0
	v_add_f64 v[21:22], v[19:20], 2.0
	v_mul_f64 v[40:41], v[19:20], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[23:24], null, v[21:22], v[21:22], v[19:20]
	v_mul_f64 v[40:41], v[19:20], v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[15:16], v[23:24]
	v_fma_f64 v[25:26], -v[23:24], v[15:16], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_fma_f64 v[25:26], v[15:16], v[25:26], v[15:16]
	ds_load_b96 v[15:17], v2 offset:12288
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v15, v6, v15
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v15
	v_cndmask_b32_e32 v29, 0xc2d00000, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v29
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	v_cndmask_b32_e32 v29, 0x42b20000, v29, vcc_lo
	v_div_scale_f32 v35, vcc_lo, 1.0, v16, 1.0
	v_mul_f32_e32 v30, 0x3fb8aa3b, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v48, 0x4b400000, v30
	v_add_f32_e32 v30, 0xcb400000, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v31, 0xbf317200, v30
	v_dual_mul_f32 v49, 0x35bfbe8e, v30 :: v_dual_add_f32 v50, v29, v31
	v_div_scale_f64 v[29:30], s12, v[19:20], v[21:22], v[19:20]
	v_lshrrev_b32_e32 v1, 20, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v31, v50, v49
	v_mul_f32_e32 v32, v31, v31
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, 0x3331bb4c, v32
	v_add_f32_e32 v27, 0xb5ddea0e, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, v32, v27
	v_add_f32_e32 v27, 0x388ab355, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, v32, v27
	v_add_f32_e32 v27, 0xbb360b61, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v33, v32, v27
	v_mul_f64 v[27:28], v[29:30], v[25:26]
	v_add_f32_e32 v33, 0x3e2aaaab, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v32, v32, v33
	v_sub_f32_e32 v32, v31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v51, v31, v32
	v_sub_f32_e32 v52, 2.0, v32
	v_div_scale_f32 v31, null, v16, v16, 1.0
	v_div_scale_f32 v32, null, v52, v52, v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v33, v31
	v_xor_b32_e32 v31, 0x80000000, v31
	v_rcp_f32_e32 v34, v32
	v_fma_f64 v[23:24], -v[23:24], v[27:28], v[29:30]
	s_delay_alu instid0(TRANS32_DEP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v29, v31, v33, 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v30, -v32, v34, 1.0
	v_fmac_f32_e32 v33, v29, v33
	v_div_scale_f32 v29, s13, v51, v52, v51
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v34, v30, v34
	v_mul_f32_e32 v30, v35, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v36, v29, v34
	v_fma_f32 v37, v31, v30, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v38, -v32, v36, v29
	v_fmac_f32_e32 v30, v37, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v36, v38, v34
	v_fmac_f32_e32 v35, v31, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v29, -v32, v36, v29
	v_div_fmas_f32 v53, v35, v33, v30
	s_mov_b32 vcc_lo, s13
	s_delay_alu instid0(VALU_DEP_2)
	v_div_fmas_f32 v54, v29, v34, v36
	s_mov_b32 vcc_lo, s12
	s_mov_b32 s12, 0xd078c69f
	s_mov_b32 s13, 0x3fc39a09
	v_div_fmas_f64 v[23:24], v[23:24], v[25:26], v[27:28]
	v_cvt_f64_u32_e32 v[25:26], v18
	v_div_fixup_f32 v16, v53, v16, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fixup_f64 v[21:22], v[23:24], v[21:22], v[19:20]
	v_add_f64 v[25:26], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[23:24], v[21:22], v[21:22]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[23:24], v[23:24]
	v_mul_f64 v[25:26], v[25:26], s[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[27:28], s[46:47]
	v_mul_f64 v[31:32], v[27:28], s[12:13]
	s_mov_b32 s12, 0x1d8e78af
	s_mov_b32 s13, 0x3fcc71c5
	v_mul_f64 v[33:34], v[25:26], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[29:30], v[29:30], s[48:49]
	v_add_f64 v[31:32], v[31:32], s[12:13]
	v_add_co_u32 v1, s12, 0xfffffc01, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[33:34], 0x43380000, v[33:34]
	v_add_co_ci_u32_e64 v18, null, 0, -1, s12
	v_cvt_f64_i32_e32 v[38:39], v18
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	v_mul_f64 v[31:32], v[27:28], v[31:32]
	v_add_f64 v[34:35], 0xc3380000, v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ldexp_f64 v[38:39], v[38:39], 32
	v_add_f64 v[29:30], v[29:30], s[50:51]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[31:32], v[31:32], s[44:45]
	v_mul_f64 v[36:37], v[34:35], s[62:63]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	v_mul_f64 v[27:28], v[27:28], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[31:32], v[25:26], v[36:37]
	v_cvt_f64_u32_e32 v[36:37], v1
	v_add_f64 v[29:30], v[29:30], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[38:39], v[36:37]
	v_mul_f64 v[23:24], v[23:24], v[29:30]
	v_mul_f64 v[29:30], v[34:35], s[66:67]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[42:43], v[36:37], s[54:55]
	v_add_f64 v[23:24], v[27:28], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[31:32], v[29:30]
	v_add_f64 v[23:24], v[40:41], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[38:39], v[31:32], -v[27:28]
	v_mul_f64 v[21:22], v[21:22], v[23:24]
	v_mul_f64 v[23:24], v[34:35], s[64:65]
	v_mul_f64 v[34:35], v[34:35], s[68:69]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[38:39], v[29:30]
	v_add_f64 v[21:22], v[42:43], v[21:22]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[38:39], v[31:32], -v[23:24]
	v_add_f64 v[29:30], v[34:35], -v[29:30]
	v_mov_b32_e32 v35, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[21:22], -v[40:41]
	v_lshrrev_b32_e32 v1, 20, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v18, 0x7ff, v1
	v_bfe_u32 v1, v26, 20, 11
	v_add_nc_u32_e32 v34, 16, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[34:35], v[1:2]
	v_dual_cndmask_b32 v24, v24, v30 :: v_dual_cndmask_b32 v23, v23, v29
	v_mul_f64 v[29:30], v[36:37], s[56:57]
	v_dual_cndmask_b32 v26, v32, v28 :: v_dual_cndmask_b32 v25, v31, v27
	v_add_f64 v[27:28], v[25:26], -v[23:24]
	v_add_f64 v[18:19], v[19:20], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[20:21], v[27:28], v[27:28]
	v_add_f64 v[25:26], v[25:26], -v[27:28]
	v_add_f64 v[18:19], v[29:30], v[18:19]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[29:30], v[20:21], s[82:83]
	v_mul_f64 v[31:32], v[20:21], s[70:71]
	v_mul_f64 v[34:35], v[20:21], s[76:77]
	v_mul_f64 v[36:37], v[20:21], s[88:89]
	v_mul_f64 v[38:39], v[20:21], v[20:21]
	v_add_f64 v[22:23], v[25:26], -v[23:24]
	v_mul_f64 v[44:45], v[20:21], 0.5
	v_mul_f64 v[18:19], v[18:19], -2.0
	v_and_b32_e32 v26, 2, v33
	v_add_f64 v[29:30], v[29:30], s[84:85]
	v_add_f64 v[31:32], v[31:32], s[72:73]
	v_add_f64 v[34:35], v[34:35], s[78:79]
	v_add_f64 v[36:37], v[36:37], s[90:91]
	v_mul_f64 v[40:41], v[20:21], v[38:39]
	v_mul_f64 v[24:25], v[38:39], v[38:39]
	v_mul_f64 v[38:39], v[27:28], v[20:21]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[18:19]
	v_add_f64 v[46:47], -v[44:45], 1.0
	v_mul_f64 v[29:30], v[20:21], v[29:30]
	v_mul_f64 v[31:32], v[20:21], v[31:32]
	v_mul_f64 v[34:35], v[20:21], v[34:35]
	v_mul_f64 v[36:37], v[40:41], v[36:37]
	v_cndmask_b32_e64 v1, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[18:19], v[18:19], v1
	v_cndmask_b32_e64 v1, 0, 0xffffff80, vcc_lo
	v_add_f64 v[29:30], v[29:30], s[86:87]
	v_add_f64 v[31:32], v[31:32], s[74:75]
	v_add_f64 v[34:35], v[34:35], s[80:81]
	v_rsq_f64_e32 v[42:43], v[18:19]
	v_cmp_class_f64_e64 vcc_lo, v[18:19], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[36:37], v[29:30]
	v_mul_f64 v[31:32], v[20:21], v[31:32]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[24:25], v[24:25], v[34:35]
	v_mul_f64 v[34:35], v[22:23], 0.5
	v_mul_f64 v[40:41], v[18:19], v[42:43]
	v_mul_f64 v[42:43], v[42:43], 0.5
	v_mul_f64 v[29:30], v[38:39], v[29:30]
	v_add_f64 v[24:25], v[31:32], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[36:37], -v[42:43], v[40:41], 0.5
	v_add_f64 v[29:30], v[34:35], -v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	v_fma_f64 v[40:41], v[40:41], v[36:37], v[40:41]
	v_fma_f64 v[31:32], v[42:43], v[36:37], v[42:43]
	v_mul_f64 v[36:37], v[27:28], v[22:23]
	v_add_f64 v[42:43], -v[46:47], 1.0
	v_mul_f64 v[20:21], v[20:21], v[29:30]
	v_fma_f64 v[34:35], -v[40:41], v[40:41], v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[24:25], v[24:25], -v[36:37]
	v_mul_f64 v[36:37], v[38:39], s[92:93]
	v_add_f64 v[20:21], v[20:21], -v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[29:30], v[34:35], v[31:32], v[40:41]
	v_add_f64 v[34:35], v[42:43], -v[44:45]
	v_add_f64 v[20:21], v[20:21], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[22:23], -v[29:30], v[29:30], v[18:19]
	v_add_f64 v[24:25], v[34:35], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[20:21], v[27:28], -v[20:21]
	v_mov_b32_e32 v27, v2
	v_cmp_eq_u64_e64 s12, 0, v[26:27]
	v_fma_f64 v[22:23], v[22:23], v[31:32], v[29:30]
	v_add_f64 v[24:25], v[46:47], v[24:25]
	v_xor_b32_e32 v26, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v21, v21, v26, s12
	v_ldexp_f64 v[22:23], v[22:23], v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v28, 0x80000000, v25
	v_and_b32_e32 v1, 1, v33
	v_cndmask_b32_e64 v25, v28, v25, s12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s12, 0, v[1:2]
	v_div_fixup_f32 v1, v54, v52, v51
	v_cndmask_b32_e64 v21, v21, v25, s12
	v_cndmask_b32_e64 v20, v20, v24, s12
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v49, v1
	v_sub_f32_e32 v1, v50, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v1, 1.0, v1
	v_dual_cndmask_b32 v19, v23, v19 :: v_dual_cndmask_b32 v18, v22, v18
	v_cmp_o_f32_e32 vcc_lo, v15, v15
	v_mul_f64 v[18:19], v[20:21], v[18:19]
	v_add_nc_u32_e32 v20, 0xb4c00100, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v20, 1, v20
	v_sub_nc_u32_e32 v21, v48, v20
	v_lshl_add_u32 v20, v20, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v21, v21, 23, 0x7f800000
	v_mul_f32_e32 v1, v1, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v1, v21
	v_cndmask_b32_e32 v1, 0x7fc00000, v1, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v17, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v16, v1
	v_cndmask_b32_e64 v16, 0, 0x3dcccccd, vcc_lo
	v_cvt_f32_f64_e32 v18, v[18:19]
	v_add_f32_e32 v19, v6, v6
	v_mul_f32_e32 v15, 0x3d4ccccd, v19
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v15, v15, v55
	v_add_f32_e32 v1, v15, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v16, v1
	v_mul_f32_e32 v1, s20, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v6, v1
	v_mul_f32_e32 v14, v14, v18
	v_add_f32_e32 v1, v14, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v14, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v14
	v_cndmask_b32_e32 v1, 0x7fc00000, v1, vcc_lo
.LBB6_67:
	s_or_b32 exec_lo, exec_lo, s14
	s_cbranch_execnz .LBB6_6
	s_branch .LBB6_69
.LBB6_68:
.LBB6_69:
	s_and_saveexec_b32 s12, s2
	s_cbranch_execz .LBB6_5
	global_load_b32 v1, v[3:4], off
	ds_load_b96 v[14:16], v2 offset:12288
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v14, v6, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v14
	v_cndmask_b32_e32 v17, 0xc2d00000, v14, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v17
	v_cndmask_b32_e32 v17, 0x42b20000, v17, vcc_lo
	v_div_scale_f32 v28, vcc_lo, 1.0, v15, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, 0x3fb8aa3b, v17
	v_add_f32_e32 v18, 0x4b400000, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, 0xcb400000, v18
	v_mul_f32_e32 v20, 0xbf317200, v19
	v_mul_f32_e32 v19, 0x35bfbe8e, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, v17, v20
	v_sub_f32_e32 v20, v17, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v20, v20
	v_mul_f32_e32 v22, 0x3331bb4c, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, 0xb5ddea0e, v22
	v_mul_f32_e32 v22, v21, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, 0x388ab355, v22
	v_mul_f32_e32 v22, v21, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, 0xbb360b61, v22
	v_mul_f32_e32 v22, v21, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, 0x3e2aaaab, v22
	v_mul_f32_e32 v21, v21, v22
	v_div_scale_f32 v22, null, v15, v15, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v21, v20, v21
	v_rcp_f32_e32 v24, v22
	v_xor_b32_e32 v22, 0x80000000, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v20, v21
	v_sub_f32_e32 v21, 2.0, v21
	v_div_scale_f32 v23, null, v21, v21, v20
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v26, v22, v24, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v25, v23
	v_fmac_f32_e32 v24, v26, v24
	v_div_scale_f32 v26, s11, v20, v21, v20
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v27, -v23, v25, 1.0
	v_fmac_f32_e32 v25, v27, v25
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v27, v28, v24
	v_mul_f32_e32 v29, v26, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v30, v22, v27, v28
	v_fma_f32 v31, -v23, v29, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v27, v30, v24
	v_dual_fmac_f32 v29, v31, v25 :: v_dual_fmac_f32 v28, v22, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v22, -v23, v29, v26
	v_div_fmas_f32 v23, v28, v24, v27
	s_mov_b32 vcc_lo, s11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v22, v22, v25, v29
	v_div_fixup_f32 v15, v23, v15, 1.0
	v_cmp_o_f32_e32 vcc_lo, v14, v14
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v20, v22, v21, v20
	v_add_nc_u32_e32 v21, 0xb4c00100, v18
	v_sub_f32_e32 v19, v19, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v20, 1, v21
	v_sub_f32_e32 v17, v17, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v18, v18, v20
	v_lshl_add_u32 v19, v20, 23, 0xff800000
	v_add_f32_e32 v17, 1.0, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v18, v18, 23, 0x7f800000
	v_mul_f32_e32 v17, v17, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v17, v17, v18
	v_add_f32_e32 v18, v6, v6
	v_cndmask_b32_e32 v14, 0x7fc00000, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v17, 0x3d4ccccd, v18
	v_cmp_eq_f32_e32 vcc_lo, v16, v9
	v_mul_f32_e32 v14, v15, v14
	v_cndmask_b32_e64 v15, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v17, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v14
	v_add_f32_e32 v1, v15, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, s20, v1
	v_sub_f32_e32 v1, v6, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v6, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v6
	v_cndmask_b32_e32 v6, 0x7fc00000, v1, vcc_lo
	s_branch .LBB6_5
.LBB6_71:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v6
.LBB6_72:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB6_74
	global_store_b32 v5, v1, s[34:35]
.LBB6_74:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_pull_w1024
		.amdhsa_group_segment_fixed_size 12300
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
	.size	tessera_softmax_pull_w1024, .Lfunc_end6-tessera_softmax_pull_w1024

	.set tessera_softmax_pull_w1024.num_vgpr, 56
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
	s_load_b256 s[8:15], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[12:13], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x800, s[14:15]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB7_84
	s_load_b64 s[34:35], s[0:1], 0x20
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s15, s2
	s_mul_hi_u32 s4, s14, s2
	v_lshlrev_b32_e32 v13, 2, v0
	s_add_i32 s5, s4, s3
	s_mul_i32 s4, s14, s2
	v_cmp_gt_u64_e64 s2, s[14:15], v[0:1]
	s_lshl_b64 s[12:13], s[4:5], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s8, s8, s12
	s_addc_u32 s9, s9, s13
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB7_3
	global_load_b32 v14, v13, s[8:9]
.LBB7_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v4, 0x400, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[14:15], v[4:5]
	s_and_saveexec_b32 s6, s3
	s_cbranch_execz .LBB7_5
	v_lshlrev_b32_e32 v1, 2, v4
	global_load_b32 v15, v1, s[8:9]
.LBB7_5:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[34:35], 0
	s_mov_b64 s[36:37], 0
	s_cbranch_scc1 .LBB7_80
	s_clause 0x1
	s_load_b256 s[20:27], s[0:1], 0x28
	s_load_b128 s[28:31], s[0:1], 0x48
	v_add_co_u32 v9, s4, s4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, s5, 0, s4
	s_mov_b32 s39, 0
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v9, 0
	v_add_co_u32 v9, vcc_lo, 0x400, v9
	v_add_co_ci_u32_e64 v20, null, 0, v10, vcc_lo
	v_writelane_b32 v63, s8, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v9, 0
	v_xor_b32_e32 v2, v2, v10
	v_cmp_gt_u64_e64 s19, s[14:15], 7
	v_writelane_b32 v63, s9, 1
	v_cmp_eq_u32_e64 s0, 0, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s23, 0
	v_xor_b32_e32 v2, s29, v2
	s_cselect_b32 s27, -1, 0
	s_add_u32 s12, s10, s12
	s_addc_u32 s13, s11, s13
	s_cmp_lg_u64 s[14:15], 0
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v2, 0
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s22, 0
	v_add_co_u32 v7, s12, s12, v13
	s_cselect_b32 s94, -1, 0
	v_add_co_ci_u32_e64 v8, null, s13, 0, s12
	s_add_u32 s12, s28, 0x9e3779b9
	s_and_b32 s38, s14, 7
	v_xor_b32_e32 v19, s12, v3
	v_clz_i32_u32_e32 v3, 0
	s_add_u32 s13, s29, 0xbb67ae85
	s_add_u32 s16, s28, 0x3c6ef372
	s_add_u32 s95, s29, 0x76cf5d0a
	s_add_u32 s96, s28, 0xdaa66d2b
	v_min_u32_e32 v3, 32, v3
	s_add_u32 s97, s29, 0x32370b8f
	s_add_u32 s98, s28, 0x78dde6e4
	s_add_u32 s99, s29, 0xed9eba14
	s_add_u32 s100, s28, 0x1715609d
	v_lshlrev_b64 v[9:10], v3, v[4:5]
	v_xor_b32_e32 v5, v12, v20
	s_add_u32 s101, s29, 0xa9066899
	s_add_u32 s102, s28, 0xb54cda56
	s_add_u32 s103, s29, 0x646e171e
	s_add_u32 s104, s28, 0x5384540f
	v_min_u32_e32 v9, 1, v9
	v_xor_b32_e32 v5, s29, v5
	s_add_u32 vcc_hi, s29, 0x1fd5c5a3
	s_add_u32 s29, s29, 0xdb3d7428
	s_add_i32 s18, s28, 0x8ff34781
	v_or_b32_e32 v9, v10, v9
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v5, 0
	s_and_b32 s22, s14, 0xff8
	v_sub_nc_u32_e32 v3, 32, v3
	v_cvt_f32_u32_e32 v5, v9
	s_cmp_lg_u64 s[38:39], 0
	v_writelane_b32 v63, s38, 2
	v_add_co_u32 v9, vcc_lo, 0x1000, v7
	v_or_b32_e32 v16, 0x3000, v13
	v_or_b32_e32 v17, 0x2000, v13
	v_cmp_gt_u32_e64 s1, 0x200, v0
	v_cmp_gt_u32_e64 s4, 0x100, v0
	v_cmp_gt_u32_e64 s5, 0x80, v0
	v_cmp_gt_u32_e64 s6, 64, v0
	v_cmp_gt_u32_e64 s7, 32, v0
	v_cmp_gt_u32_e64 s8, 16, v0
	v_cmp_gt_u32_e64 s9, 8, v0
	v_cmp_gt_u32_e64 s10, 4, v0
	v_cmp_gt_u32_e64 s11, 2, v0
	v_mov_b32_e32 v6, 0
	v_cvt_f32_u32_e32 v18, v0
	v_add_co_ci_u32_e64 v10, null, 0, v8, vcc_lo
	v_ldexp_f32 v20, v5, v3
	v_xor_b32_e32 v21, s12, v26
	v_writelane_b32 v63, s39, 3
	v_xor_b32_e32 v22, s13, v1
	v_xor_b32_e32 v23, s16, v2
	v_xor_b32_e32 v24, s13, v11
	v_xor_b32_e32 v25, s16, v25
	s_mov_b32 s40, 0xd078c69f
	s_mov_b32 s42, 0x1d8e78af
	s_mov_b32 s44, 0x9997fa04
	s_mov_b32 s46, 0xdf3e5244
	s_mov_b32 s48, 0x96cb03de
	s_mov_b32 s50, 0x94229359
	s_mov_b32 s52, 0x55555593
	s_mov_b32 s54, 0x35793c76
	s_mov_b32 s56, 0xfee00000
	s_mov_b32 s58, 0x54442d18
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
	s_mov_b32 s23, s39
	s_cselect_b32 s12, -1, 0
	s_mov_b32 s41, 0x3fc39a09
	s_mov_b32 s43, 0x3fcc71c5
	s_mov_b32 s45, 0x3fd99999
	s_mov_b32 s47, 0x3fc2f112
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
	v_writelane_b32 v63, s12, 4
	s_branch .LBB7_9
.LBB7_7:
	s_or_b32 exec_lo, exec_lo, s13
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v1, v14 :: v_dual_mov_b32 v2, v15
.LBB7_8:
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v15, v2 :: v_dual_mov_b32 v14, v1
	s_add_u32 s36, s36, 1
	s_addc_u32 s37, s37, 0
	s_mul_f32 s24, s25, s24
	s_cmp_eq_u64 s[36:37], s[34:35]
	s_cbranch_scc1 .LBB7_79
.LBB7_9:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_f32 s38, s26, s24
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	v_cmp_neq_f32_e64 s17, 0xff800000, v14
	s_mul_f32 s12, s38, 0x4f800000
	s_cmp_lt_f32 s38, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_2)
	v_mov_b32_e32 v1, s12
	s_cselect_b32 s12, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v1, s38, v1, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v2, v1
	v_add_nc_u32_e32 v3, -1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v5, 0x80000000, v3
	v_fma_f32 v11, v5, v2, v1
	v_add_nc_u32_e32 v5, 1, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s13, 0, v11
	v_xor_b32_e32 v11, 0x80000000, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v11, v11, v2, v1
	v_cmp_lt_f32_e64 s14, 0, v11
	v_cndmask_b32_e64 v11, 0xff800000, v14, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s15, v11, v11
	v_cmp_gt_f32_e64 s16, v15, v11
	s_and_b32 s15, vcc_lo, s15
	s_or_b32 s15, s16, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	s_and_b32 vcc_lo, s3, s15
	s_and_b32 s15, s2, s17
	v_cndmask_b32_e32 v12, v11, v15, vcc_lo
	v_cndmask_b32_e64 v11, 0, v0, s15
	v_cndmask_b32_e32 v26, v11, v4, vcc_lo
	ds_store_b32 v16, v12
	ds_store_b32 v17, v26
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s1
	s_cbranch_execz .LBB7_11
	ds_load_2addr_stride64_b32 v[28:29], v17 offset1:8
	ds_load_2addr_stride64_b32 v[30:31], v16 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v29, v28
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v31, v30
	v_cmp_o_f32_e64 s16, v30, v30
	v_cmp_gt_f32_e64 s17, v31, v30
	s_and_b32 s15, vcc_lo, s15
	s_or_b32 s16, s16, vcc_lo
	s_or_b32 s15, s17, s15
	v_cndmask_b32_e64 v11, 0, 1, s16
	v_cndmask_b32_e64 v27, 0, 1, s15
	v_cmp_u_f32_e32 vcc_lo, v31, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v11.l, v27.l, v11.l, vcc_lo
	v_and_b16 v11.l, 1, v11.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v11.l
	v_cndmask_b32_e32 v11, v30, v31, vcc_lo
	v_cndmask_b32_e32 v27, v28, v29, vcc_lo
	ds_store_b32 v16, v11
	ds_store_b32 v17, v27
.LBB7_11:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s4
	s_cbranch_execz .LBB7_13
	ds_load_2addr_stride64_b32 v[28:29], v17 offset1:4
	ds_load_2addr_stride64_b32 v[30:31], v16 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v29, v28
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v31, v30
	v_cmp_o_f32_e64 s16, v30, v30
	v_cmp_gt_f32_e64 s17, v31, v30
	s_and_b32 s15, vcc_lo, s15
	s_or_b32 s16, s16, vcc_lo
	s_or_b32 s15, s17, s15
	v_cndmask_b32_e64 v11, 0, 1, s16
	v_cndmask_b32_e64 v27, 0, 1, s15
	v_cmp_u_f32_e32 vcc_lo, v31, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v11.l, v27.l, v11.l, vcc_lo
	v_and_b16 v11.l, 1, v11.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v11.l
	v_cndmask_b32_e32 v11, v30, v31, vcc_lo
	v_cndmask_b32_e32 v27, v28, v29, vcc_lo
	ds_store_b32 v16, v11
	ds_store_b32 v17, v27
.LBB7_13:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s5
	s_cbranch_execz .LBB7_15
	ds_load_2addr_stride64_b32 v[28:29], v17 offset1:2
	ds_load_2addr_stride64_b32 v[30:31], v16 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v29, v28
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v31, v30
	v_cmp_o_f32_e64 s16, v30, v30
	v_cmp_gt_f32_e64 s17, v31, v30
	s_and_b32 s15, vcc_lo, s15
	s_or_b32 s16, s16, vcc_lo
	s_or_b32 s15, s17, s15
	v_cndmask_b32_e64 v11, 0, 1, s16
	v_cndmask_b32_e64 v27, 0, 1, s15
	v_cmp_u_f32_e32 vcc_lo, v31, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v11.l, v27.l, v11.l, vcc_lo
	v_and_b16 v11.l, 1, v11.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v11.l
	v_cndmask_b32_e32 v11, v30, v31, vcc_lo
	v_cndmask_b32_e32 v27, v28, v29, vcc_lo
	ds_store_b32 v16, v11
	ds_store_b32 v17, v27
.LBB7_15:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s6
	s_cbranch_execz .LBB7_17
	ds_load_2addr_stride64_b32 v[28:29], v17 offset1:1
	ds_load_2addr_stride64_b32 v[30:31], v16 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v29, v28
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v31, v30
	v_cmp_o_f32_e64 s16, v30, v30
	v_cmp_gt_f32_e64 s17, v31, v30
	s_and_b32 s15, vcc_lo, s15
	s_or_b32 s16, s16, vcc_lo
	s_or_b32 s15, s17, s15
	v_cndmask_b32_e64 v11, 0, 1, s16
	v_cndmask_b32_e64 v27, 0, 1, s15
	v_cmp_u_f32_e32 vcc_lo, v31, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v11.l, v27.l, v11.l, vcc_lo
	v_and_b16 v11.l, 1, v11.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v11.l
	v_cndmask_b32_e32 v11, v30, v31, vcc_lo
	v_cndmask_b32_e32 v27, v28, v29, vcc_lo
	ds_store_b32 v16, v11
	ds_store_b32 v17, v27
.LBB7_17:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s7
	s_cbranch_execz .LBB7_19
	ds_load_2addr_b32 v[28:29], v17 offset1:32
	ds_load_2addr_b32 v[30:31], v16 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v29, v28
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v31, v30
	v_cmp_o_f32_e64 s16, v30, v30
	v_cmp_gt_f32_e64 s17, v31, v30
	s_and_b32 s15, vcc_lo, s15
	s_or_b32 s16, s16, vcc_lo
	s_or_b32 s15, s17, s15
	v_cndmask_b32_e64 v11, 0, 1, s16
	v_cndmask_b32_e64 v27, 0, 1, s15
	v_cmp_u_f32_e32 vcc_lo, v31, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v11.l, v27.l, v11.l, vcc_lo
	v_and_b16 v11.l, 1, v11.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v11.l
	v_cndmask_b32_e32 v11, v30, v31, vcc_lo
	v_cndmask_b32_e32 v27, v28, v29, vcc_lo
	ds_store_b32 v16, v11
	ds_store_b32 v17, v27
.LBB7_19:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s8
	s_cbranch_execz .LBB7_21
	ds_load_2addr_b32 v[28:29], v17 offset1:16
	ds_load_2addr_b32 v[30:31], v16 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v29, v28
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v31, v30
	v_cmp_o_f32_e64 s16, v30, v30
	v_cmp_gt_f32_e64 s17, v31, v30
	s_and_b32 s15, vcc_lo, s15
	s_or_b32 s16, s16, vcc_lo
	s_or_b32 s15, s17, s15
	v_cndmask_b32_e64 v11, 0, 1, s16
	v_cndmask_b32_e64 v27, 0, 1, s15
	v_cmp_u_f32_e32 vcc_lo, v31, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v11.l, v27.l, v11.l, vcc_lo
	v_and_b16 v11.l, 1, v11.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v11.l
	v_cndmask_b32_e32 v11, v30, v31, vcc_lo
	v_cndmask_b32_e32 v27, v28, v29, vcc_lo
	ds_store_b32 v16, v11
	ds_store_b32 v17, v27
.LBB7_21:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s9
	s_cbranch_execz .LBB7_23
	ds_load_2addr_b32 v[28:29], v17 offset1:8
	ds_load_2addr_b32 v[30:31], v16 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v29, v28
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v31, v30
	v_cmp_o_f32_e64 s16, v30, v30
	v_cmp_gt_f32_e64 s17, v31, v30
	s_and_b32 s15, vcc_lo, s15
	s_or_b32 s16, s16, vcc_lo
	s_or_b32 s15, s17, s15
	v_cndmask_b32_e64 v11, 0, 1, s16
	v_cndmask_b32_e64 v27, 0, 1, s15
	v_cmp_u_f32_e32 vcc_lo, v31, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v11.l, v27.l, v11.l, vcc_lo
	v_and_b16 v11.l, 1, v11.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v11.l
	v_cndmask_b32_e32 v11, v30, v31, vcc_lo
	v_cndmask_b32_e32 v27, v28, v29, vcc_lo
	ds_store_b32 v16, v11
	ds_store_b32 v17, v27
.LBB7_23:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s10
	s_cbranch_execz .LBB7_25
	ds_load_2addr_b32 v[28:29], v17 offset1:4
	ds_load_2addr_b32 v[30:31], v16 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v29, v28
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v31, v30
	v_cmp_o_f32_e64 s16, v30, v30
	v_cmp_gt_f32_e64 s17, v31, v30
	s_and_b32 s15, vcc_lo, s15
	s_or_b32 s16, s16, vcc_lo
	s_or_b32 s15, s17, s15
	v_cndmask_b32_e64 v11, 0, 1, s16
	v_cndmask_b32_e64 v27, 0, 1, s15
	v_cmp_u_f32_e32 vcc_lo, v31, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v11.l, v27.l, v11.l, vcc_lo
	v_and_b16 v11.l, 1, v11.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v11.l
	v_cndmask_b32_e32 v11, v30, v31, vcc_lo
	v_cndmask_b32_e32 v27, v28, v29, vcc_lo
	ds_store_b32 v16, v11
	ds_store_b32 v17, v27
.LBB7_25:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s11
	s_cbranch_execz .LBB7_27
	ds_load_2addr_b32 v[28:29], v17 offset1:2
	ds_load_2addr_b32 v[30:31], v16 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v29, v28
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v31, v30
	v_cmp_o_f32_e64 s16, v30, v30
	v_cmp_gt_f32_e64 s17, v31, v30
	s_and_b32 s15, vcc_lo, s15
	s_or_b32 s16, s16, vcc_lo
	s_or_b32 s15, s17, s15
	v_cndmask_b32_e64 v11, 0, 1, s16
	v_cndmask_b32_e64 v27, 0, 1, s15
	v_cmp_u_f32_e32 vcc_lo, v31, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v11.l, v27.l, v11.l, vcc_lo
	v_and_b16 v11.l, 1, v11.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v11.l
	v_cndmask_b32_e32 v11, v30, v31, vcc_lo
	v_cndmask_b32_e32 v27, v28, v29, vcc_lo
	ds_store_b32 v16, v11
	ds_store_b32 v17, v27
.LBB7_27:
	s_or_b32 exec_lo, exec_lo, s39
	v_add_nc_u32_e64 v11, 4, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s0
	s_cbranch_execz .LBB7_29
	ds_load_2addr_stride64_b32 v[29:30], v11 offset0:32 offset1:48
	ds_load_b32 v31, v17
	ds_load_b32 v32, v16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v29, v31
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v30, v32
	v_cmp_o_f32_e64 s16, v32, v32
	v_cmp_gt_f32_e64 s17, v30, v32
	s_and_b32 s15, vcc_lo, s15
	s_or_b32 s16, s16, vcc_lo
	s_or_b32 s15, s17, s15
	v_cndmask_b32_e64 v27, 0, 1, s16
	v_cndmask_b32_e64 v28, 0, 1, s15
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v28.l, v27.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v32, v30 :: v_dual_cndmask_b32 v28, v31, v29
	ds_store_b32 v16, v27
	ds_store_b32 v17, v28
.LBB7_29:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s0
	s_cbranch_execz .LBB7_31
	ds_load_b32 v27, v6 offset:12288
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v6, v27 offset:16384
.LBB7_31:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v16, v12
	ds_store_b32 v17, v26
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s1
	s_cbranch_execz .LBB7_33
	ds_load_2addr_stride64_b32 v[27:28], v17 offset1:8
	ds_load_2addr_stride64_b32 v[29:30], v16 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v30, v29
	v_cmp_o_f32_e64 s16, v29, v29
	v_cmp_gt_f32_e64 s17, v30, v29
	s_and_b32 s15, vcc_lo, s15
	s_or_b32 s16, s16, vcc_lo
	s_or_b32 s15, s17, s15
	v_cndmask_b32_e64 v12, 0, 1, s16
	v_cndmask_b32_e64 v26, 0, 1, s15
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v12.l, v26.l, v12.l, vcc_lo
	v_and_b16 v12.l, 1, v12.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v12.l
	v_cndmask_b32_e32 v12, v29, v30, vcc_lo
	v_cndmask_b32_e32 v26, v27, v28, vcc_lo
	ds_store_b32 v16, v12
	ds_store_b32 v17, v26
.LBB7_33:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s4
	s_cbranch_execz .LBB7_35
	ds_load_2addr_stride64_b32 v[27:28], v17 offset1:4
	ds_load_2addr_stride64_b32 v[29:30], v16 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v30, v29
	v_cmp_o_f32_e64 s16, v29, v29
	v_cmp_gt_f32_e64 s17, v30, v29
	s_and_b32 s15, vcc_lo, s15
	s_or_b32 s16, s16, vcc_lo
	s_or_b32 s15, s17, s15
	v_cndmask_b32_e64 v12, 0, 1, s16
	v_cndmask_b32_e64 v26, 0, 1, s15
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v12.l, v26.l, v12.l, vcc_lo
	v_and_b16 v12.l, 1, v12.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v12.l
	v_cndmask_b32_e32 v12, v29, v30, vcc_lo
	v_cndmask_b32_e32 v26, v27, v28, vcc_lo
	ds_store_b32 v16, v12
	ds_store_b32 v17, v26
.LBB7_35:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s5
	s_cbranch_execz .LBB7_37
	ds_load_2addr_stride64_b32 v[27:28], v17 offset1:2
	ds_load_2addr_stride64_b32 v[29:30], v16 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v30, v29
	v_cmp_o_f32_e64 s16, v29, v29
	v_cmp_gt_f32_e64 s17, v30, v29
	s_and_b32 s15, vcc_lo, s15
	s_or_b32 s16, s16, vcc_lo
	s_or_b32 s15, s17, s15
	v_cndmask_b32_e64 v12, 0, 1, s16
	v_cndmask_b32_e64 v26, 0, 1, s15
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v12.l, v26.l, v12.l, vcc_lo
	v_and_b16 v12.l, 1, v12.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v12.l
	v_cndmask_b32_e32 v12, v29, v30, vcc_lo
	v_cndmask_b32_e32 v26, v27, v28, vcc_lo
	ds_store_b32 v16, v12
	ds_store_b32 v17, v26
.LBB7_37:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s6
	s_cbranch_execz .LBB7_39
	ds_load_2addr_stride64_b32 v[27:28], v17 offset1:1
	ds_load_2addr_stride64_b32 v[29:30], v16 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v30, v29
	v_cmp_o_f32_e64 s16, v29, v29
	v_cmp_gt_f32_e64 s17, v30, v29
	s_and_b32 s15, vcc_lo, s15
	s_or_b32 s16, s16, vcc_lo
	s_or_b32 s15, s17, s15
	v_cndmask_b32_e64 v12, 0, 1, s16
	v_cndmask_b32_e64 v26, 0, 1, s15
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v12.l, v26.l, v12.l, vcc_lo
	v_and_b16 v12.l, 1, v12.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v12.l
	v_cndmask_b32_e32 v12, v29, v30, vcc_lo
	v_cndmask_b32_e32 v26, v27, v28, vcc_lo
	ds_store_b32 v16, v12
	ds_store_b32 v17, v26
.LBB7_39:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s7
	s_cbranch_execz .LBB7_41
	ds_load_2addr_b32 v[27:28], v17 offset1:32
	ds_load_2addr_b32 v[29:30], v16 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v30, v29
	v_cmp_o_f32_e64 s16, v29, v29
	v_cmp_gt_f32_e64 s17, v30, v29
	s_and_b32 s15, vcc_lo, s15
	s_or_b32 s16, s16, vcc_lo
	s_or_b32 s15, s17, s15
	v_cndmask_b32_e64 v12, 0, 1, s16
	v_cndmask_b32_e64 v26, 0, 1, s15
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v12.l, v26.l, v12.l, vcc_lo
	v_and_b16 v12.l, 1, v12.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v12.l
	v_cndmask_b32_e32 v12, v29, v30, vcc_lo
	v_cndmask_b32_e32 v26, v27, v28, vcc_lo
	ds_store_b32 v16, v12
	ds_store_b32 v17, v26
.LBB7_41:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s8
	s_cbranch_execz .LBB7_43
	ds_load_2addr_b32 v[27:28], v17 offset1:16
	ds_load_2addr_b32 v[29:30], v16 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v30, v29
	v_cmp_o_f32_e64 s16, v29, v29
	v_cmp_gt_f32_e64 s17, v30, v29
	s_and_b32 s15, vcc_lo, s15
	s_or_b32 s16, s16, vcc_lo
	s_or_b32 s15, s17, s15
	v_cndmask_b32_e64 v12, 0, 1, s16
	v_cndmask_b32_e64 v26, 0, 1, s15
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v12.l, v26.l, v12.l, vcc_lo
	v_and_b16 v12.l, 1, v12.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v12.l
	v_cndmask_b32_e32 v12, v29, v30, vcc_lo
	v_cndmask_b32_e32 v26, v27, v28, vcc_lo
	ds_store_b32 v16, v12
	ds_store_b32 v17, v26
.LBB7_43:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s9
	s_cbranch_execz .LBB7_45
	ds_load_2addr_b32 v[27:28], v17 offset1:8
	ds_load_2addr_b32 v[29:30], v16 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v30, v29
	v_cmp_o_f32_e64 s16, v29, v29
	v_cmp_gt_f32_e64 s17, v30, v29
	s_and_b32 s15, vcc_lo, s15
	s_or_b32 s16, s16, vcc_lo
	s_or_b32 s15, s17, s15
	v_cndmask_b32_e64 v12, 0, 1, s16
	v_cndmask_b32_e64 v26, 0, 1, s15
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v12.l, v26.l, v12.l, vcc_lo
	v_and_b16 v12.l, 1, v12.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v12.l
	v_cndmask_b32_e32 v12, v29, v30, vcc_lo
	v_cndmask_b32_e32 v26, v27, v28, vcc_lo
	ds_store_b32 v16, v12
	ds_store_b32 v17, v26
.LBB7_45:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s10
	s_cbranch_execz .LBB7_47
	ds_load_2addr_b32 v[27:28], v17 offset1:4
	ds_load_2addr_b32 v[29:30], v16 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v30, v29
	v_cmp_o_f32_e64 s16, v29, v29
	v_cmp_gt_f32_e64 s17, v30, v29
	s_and_b32 s15, vcc_lo, s15
	s_or_b32 s16, s16, vcc_lo
	s_or_b32 s15, s17, s15
	v_cndmask_b32_e64 v12, 0, 1, s16
	v_cndmask_b32_e64 v26, 0, 1, s15
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v12.l, v26.l, v12.l, vcc_lo
	v_and_b16 v12.l, 1, v12.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v12.l
	v_cndmask_b32_e32 v12, v29, v30, vcc_lo
	v_cndmask_b32_e32 v26, v27, v28, vcc_lo
	ds_store_b32 v16, v12
	ds_store_b32 v17, v26
.LBB7_47:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s11
	s_cbranch_execz .LBB7_49
	ds_load_2addr_b32 v[27:28], v17 offset1:2
	ds_load_2addr_b32 v[29:30], v16 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v30, v29
	v_cmp_o_f32_e64 s16, v29, v29
	v_cmp_gt_f32_e64 s17, v30, v29
	s_and_b32 s15, vcc_lo, s15
	s_or_b32 s16, s16, vcc_lo
	s_or_b32 s15, s17, s15
	v_cndmask_b32_e64 v12, 0, 1, s16
	v_cndmask_b32_e64 v26, 0, 1, s15
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v12.l, v26.l, v12.l, vcc_lo
	v_and_b16 v12.l, 1, v12.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v12.l
	v_cndmask_b32_e32 v12, v29, v30, vcc_lo
	v_cndmask_b32_e32 v26, v27, v28, vcc_lo
	ds_store_b32 v16, v12
	ds_store_b32 v17, v26
.LBB7_49:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s39, s0
	s_cbranch_execz .LBB7_51
	ds_load_2addr_stride64_b32 v[26:27], v11 offset0:32 offset1:48
	ds_load_b32 v28, v17
	ds_load_b32 v29, v16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v26, v28
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v27, v29
	v_cmp_o_f32_e64 s16, v29, v29
	v_cmp_gt_f32_e64 s17, v27, v29
	s_and_b32 s15, vcc_lo, s15
	s_or_b32 s16, s16, vcc_lo
	s_or_b32 s15, s17, s15
	v_cndmask_b32_e64 v11, 0, 1, s16
	v_cndmask_b32_e64 v12, 0, 1, s15
	v_cmp_u_f32_e32 vcc_lo, v27, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v11.l, v12.l, v11.l, vcc_lo
	v_and_b16 v11.l, 1, v11.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v11.l
	v_dual_cndmask_b32 v11, v29, v27 :: v_dual_cndmask_b32 v12, v28, v26
	ds_store_b32 v16, v11
	ds_store_b32 v17, v12
.LBB7_51:
	s_or_b32 exec_lo, exec_lo, s39
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s0
	s_cbranch_execz .LBB7_53
	ds_load_b32 v11, v6 offset:8192
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v11, v11
	ds_store_b32 v6, v11 offset:16392
.LBB7_53:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s2
	s_cbranch_execz .LBB7_55
	ds_load_b32 v11, v6 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v11, v14, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v11
	v_cndmask_b32_e32 v12, 0xc2d00000, v11, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v12
	v_cndmask_b32_e32 v12, 0x42b20000, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, 0x3fb8aa3b, v12
	v_add_f32_e32 v26, 0x4b400000, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v27, 0xcb400000, v26
	v_mul_f32_e32 v28, 0xbf317200, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v12, v12, v28 :: v_dual_mul_f32 v27, 0x35bfbe8e, v27
	v_sub_f32_e32 v28, v12, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v29, v28, v28
	v_mul_f32_e32 v30, 0x3331bb4c, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, 0xb5ddea0e, v30
	v_mul_f32_e32 v30, v29, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, 0x388ab355, v30
	v_mul_f32_e32 v30, v29, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, 0xbb360b61, v30
	v_mul_f32_e32 v30, v29, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, 0x3e2aaaab, v30
	v_mul_f32_e32 v29, v29, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v29, v28, v29
	v_mul_f32_e32 v28, v28, v29
	v_sub_f32_e32 v29, 2.0, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v30, null, v29, v29, v28
	v_rcp_f32_e32 v31, v30
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v32, -v30, v31, 1.0
	v_fmac_f32_e32 v31, v32, v31
	v_div_scale_f32 v32, vcc_lo, v28, v29, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v33, v32, v31
	v_fma_f32 v34, -v30, v33, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v33, v34, v31
	v_fma_f32 v30, -v30, v33, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v30, v30, v31, v33
	v_cmp_o_f32_e32 vcc_lo, v11, v11
	v_div_fixup_f32 v28, v30, v29, v28
	v_add_nc_u32_e32 v29, 0xb4c00100, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v27, v27, v28
	v_lshrrev_b32_e32 v28, 1, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v12, v12, v27
	v_sub_nc_u32_e32 v26, v26, v28
	v_lshl_add_u32 v27, v28, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v12, 1.0, v12
	v_lshl_add_u32 v26, v26, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v12, v27
	v_mul_f32_e32 v12, v12, v26
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v11, 0x7fc00000, v12, vcc_lo
	ds_store_b32 v13, v11
.LBB7_55:
	s_or_b32 exec_lo, exec_lo, s15
	s_and_saveexec_b32 s15, s3
	s_cbranch_execz .LBB7_57
	ds_load_b32 v11, v6 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v11, v15, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v11
	v_cndmask_b32_e32 v12, 0xc2d00000, v11, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v12
	v_cndmask_b32_e32 v12, 0x42b20000, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, 0x3fb8aa3b, v12
	v_add_f32_e32 v26, 0x4b400000, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v27, 0xcb400000, v26
	v_mul_f32_e32 v28, 0xbf317200, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v12, v12, v28 :: v_dual_mul_f32 v27, 0x35bfbe8e, v27
	v_sub_f32_e32 v28, v12, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v29, v28, v28
	v_mul_f32_e32 v30, 0x3331bb4c, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, 0xb5ddea0e, v30
	v_mul_f32_e32 v30, v29, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, 0x388ab355, v30
	v_mul_f32_e32 v30, v29, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, 0xbb360b61, v30
	v_mul_f32_e32 v30, v29, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, 0x3e2aaaab, v30
	v_mul_f32_e32 v29, v29, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v29, v28, v29
	v_mul_f32_e32 v28, v28, v29
	v_sub_f32_e32 v29, 2.0, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v30, null, v29, v29, v28
	v_rcp_f32_e32 v31, v30
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v32, -v30, v31, 1.0
	v_fmac_f32_e32 v31, v32, v31
	v_div_scale_f32 v32, vcc_lo, v28, v29, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v33, v32, v31
	v_fma_f32 v34, -v30, v33, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v33, v34, v31
	v_fma_f32 v30, -v30, v33, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v30, v30, v31, v33
	v_cmp_o_f32_e32 vcc_lo, v11, v11
	v_div_fixup_f32 v28, v30, v29, v28
	v_add_nc_u32_e32 v29, 0xb4c00100, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v27, v27, v28
	v_lshrrev_b32_e32 v28, 1, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v12, v12, v27
	v_sub_nc_u32_e32 v26, v26, v28
	v_lshl_add_u32 v27, v28, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v12, 1.0, v12
	v_lshl_add_u32 v26, v26, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v12, v27
	v_mul_f32_e32 v12, v12, v26
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v11, 0x7fc00000, v12, vcc_lo
	ds_store_b32 v13, v11 offset:4096
.LBB7_57:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s0
	s_cbranch_execz .LBB7_67
	v_mov_b32_e32 v11, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB7_66
	s_and_not1_b32 vcc_lo, exec_lo, s19
	s_cbranch_vccnz .LBB7_63
	s_mov_b64 s[16:17], 0
	s_mov_b32 s39, 0
	.p2align	6
.LBB7_61:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v12, s39
	s_add_u32 s16, s16, 8
	s_addc_u32 s17, s17, 0
	s_add_i32 s39, s39, 32
	s_cmp_lg_u64 s[22:23], s[16:17]
	ds_load_2addr_b32 v[26:27], v12 offset1:1
	ds_load_2addr_b32 v[28:29], v12 offset0:2 offset1:3
	ds_load_2addr_b32 v[30:31], v12 offset0:4 offset1:5
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v11, v11, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, v11, v27
	ds_load_2addr_b32 v[11:12], v12 offset0:6 offset1:7
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v26, v26, v28
	v_add_f32_e32 v26, v26, v29
	s_waitcnt lgkmcnt(1)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, v26, v30
	v_add_f32_e32 v26, v26, v31
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v11, v26, v11
	v_add_f32_e32 v11, v11, v12
	s_cbranch_scc1 .LBB7_61
	v_readlane_b32 s39, v63, 4
	s_mov_b64 s[16:17], s[22:23]
	s_and_b32 vcc_lo, exec_lo, s39
	s_cbranch_vccnz .LBB7_64
	s_branch .LBB7_66
.LBB7_63:
	s_mov_b64 s[16:17], 0
	s_cbranch_execz .LBB7_66
.LBB7_64:
	s_lshl_b32 s39, s16, 2
	v_readlane_b32 s16, v63, 2
	v_readlane_b32 s17, v63, 3
.LBB7_65:
	v_mov_b32_e32 v12, s39
	s_add_i32 s39, s39, 4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_add_u32 s16, s16, -1
	s_addc_u32 s17, s17, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[16:17], 0
	ds_load_b32 v12, v12
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v11, v11, v12
	s_cbranch_scc1 .LBB7_65
.LBB7_66:
	ds_store_b32 v6, v11 offset:16388
.LBB7_67:
	s_or_b32 exec_lo, exec_lo, s15
	v_cndmask_b32_e64 v2, v2, v3, s13
	v_cmp_class_f32_e64 vcc_lo, v1, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v2, v2, v5, s14
	v_mul_f32_e32 v3, 0x37800000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v2, v2, v3, s12
	v_cndmask_b32_e32 v1, v2, v1, vcc_lo
	s_and_b32 vcc_lo, exec_lo, s94
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB7_74
	s_cmp_gt_f32 s38, 0
	s_cselect_b32 vcc_lo, -1, 0
	s_add_u32 s14, s36, s30
	v_cndmask_b32_e32 v1, 0, v1, vcc_lo
	s_addc_u32 s12, s37, s31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_mul_i32 s15, s12, 0xcd9e8d57
	s_mul_hi_u32 s16, s12, 0xcd9e8d57
	v_cndmask_b32_e64 v26, v1, s21, s27
	v_mov_b32_e32 v1, v14
	s_and_saveexec_b32 s17, s2
	s_cbranch_execz .LBB7_71
	v_xor_b32_e32 v1, s15, v19
	s_xor_b32 s12, s28, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s12, s12, s14
	s_mul_hi_u32 s13, s12, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	v_xor_b32_e32 v3, s13, v22
	s_mul_i32 s12, s12, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_xor3_b32 v5, s12, s95, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v5, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v3, v3, v23
	v_xor3_b32 v5, v12, s96, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v5, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s97, v3, v1
	v_xor3_b32 v3, v28, s99, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	v_xor3_b32 v5, s98, v2, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v5, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, v3, s100, v1
	v_xor3_b32 v3, s101, v12, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v1, 0
	v_xor3_b32 v1, v28, s103, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v3, 0
	v_mul_hi_u32 v1, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s102, v12, v2
	v_xor3_b32 v3, v1, s104, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v3, 0xd2511f53, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, vcc_hi, v2, v27
	v_xor3_b32 v1, v3, s29, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, v2, v12, s18
	v_cvt_f64_u32_e32 v[1:2], v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], 0.5
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v5, 0x95f62, v2
	v_and_b32_e32 v2, 0xfffff, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	v_add_f64 v[33:34], v[1:2], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[35:36], v[33:34], 2.0
	v_div_scale_f64 v[27:28], null, v[35:36], v[35:36], v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[1:2], v[27:28]
	v_fma_f64 v[29:30], -v[27:28], v[1:2], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_fma_f64 v[29:30], v[1:2], v[29:30], v[1:2]
	ds_load_b96 v[1:3], v6 offset:16384
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v12, null, v2, v2, 1.0
	v_sub_f32_e32 v1, v14, v1
	v_rcp_f32_e32 v31, v12
	v_xor_b32_e32 v12, 0x80000000, v12
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v32, v12, v31, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v31, v32, v31
	v_div_scale_f32 v32, vcc_lo, 1.0, v2, 1.0
	v_mul_f32_e32 v37, v32, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v38, v12, v37, v32
	v_fmac_f32_e32 v37, v38, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v32, v12, v37
	v_lshrrev_b32_e32 v5, 20, v5
	v_div_fmas_f32 v32, v32, v31, v37
	v_fma_f64 v[37:38], -v[27:28], v[29:30], 1.0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v1
	v_cndmask_b32_e32 v12, 0xc2d00000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v12
	v_fma_f64 v[37:38], v[29:30], v[37:38], v[29:30]
	v_div_scale_f64 v[29:30], s12, v[33:34], v[35:36], v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[39:40], v[29:30], v[37:38]
	v_fma_f64 v[41:42], -v[27:28], v[39:40], v[29:30]
	v_cndmask_b32_e32 v27, 0x42b20000, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, 0x3fb8aa3b, v27
	v_add_f32_e32 v12, 0x4b400000, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, 0xcb400000, v12
	v_mul_f32_e32 v29, 0xbf317200, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v28, 0x35bfbe8e, v28 :: v_dual_add_f32 v27, v27, v29
	v_sub_f32_e32 v29, v27, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v30, v29, v29
	v_mul_f32_e32 v31, 0x3331bb4c, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v31, 0xb5ddea0e, v31
	v_mul_f32_e32 v31, v30, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v31, 0x388ab355, v31
	v_mul_f32_e32 v31, v30, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v31, 0xbb360b61, v31
	v_mul_f32_e32 v31, v30, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v31, 0x3e2aaaab, v31
	v_mul_f32_e32 v30, v30, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v30, v29, v30
	v_mul_f32_e32 v29, v29, v30
	v_sub_f32_e32 v30, 2.0, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v31, null, v30, v30, v29
	v_rcp_f32_e32 v43, v31
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v44, -v31, v43, 1.0
	v_fmac_f32_e32 v43, v44, v43
	v_div_scale_f32 v44, vcc_lo, v29, v30, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v45, v44, v43
	v_fma_f32 v46, -v31, v45, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v45, v46, v43
	v_fma_f32 v31, -v31, v45, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v31, v31, v43, v45
	s_mov_b32 vcc_lo, s12
	v_add_co_u32 v5, s12, 0xfffffc01, v5
	v_div_fmas_f64 v[37:38], v[41:42], v[37:38], v[39:40]
	v_div_fixup_f64 v[35:36], v[37:38], v[35:36], v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[37:38], v[35:36], v[35:36]
	v_mul_f64 v[39:40], v[37:38], v[37:38]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[41:42], v[39:40], s[46:47]
	v_mul_f64 v[43:44], v[39:40], s[40:41]
	v_add_f64 v[41:42], v[41:42], s[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[43:44], v[43:44], s[42:43]
	v_mul_f64 v[41:42], v[39:40], v[41:42]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[43:44], v[39:40], v[43:44]
	v_add_f64 v[41:42], v[41:42], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[43:44], v[43:44], s[44:45]
	v_mul_f64 v[41:42], v[39:40], v[41:42]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[39:40], v[39:40], v[43:44]
	v_cvt_f64_u32_e32 v[43:44], v5
	v_add_f64 v[41:42], v[41:42], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[37:38], v[37:38], v[41:42]
	v_add_co_ci_u32_e64 v41, null, 0, -1, s12
	v_cvt_f64_i32_e32 v[41:42], v41
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[37:38], v[39:40], v[37:38]
	v_mul_f64 v[39:40], v[33:34], 0.5
	v_ldexp_f64 v[41:42], v[41:42], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[39:40], v[33:34], v[39:40]
	v_add_f64 v[41:42], v[41:42], v[43:44]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[37:38], v[39:40], v[37:38]
	v_mul_f64 v[35:36], v[35:36], v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[37:38], v[41:42], s[54:55]
	v_add_f64 v[35:36], v[37:38], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[35:36], v[35:36], -v[39:40]
	v_add_f64 v[33:34], v[33:34], v[35:36]
	v_mul_f64 v[35:36], v[41:42], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[33:34], v[35:36], v[33:34]
	v_mul_f64 v[33:34], v[33:34], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[33:34]
	v_cndmask_b32_e64 v5, 0, 0x100, vcc_lo
	v_ldexp_f64 v[33:34], v[33:34], v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[35:36], v[33:34]
	v_mul_f64 v[37:38], v[33:34], v[35:36]
	v_mul_f64 v[35:36], v[35:36], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[39:40], -v[35:36], v[37:38], 0.5
	v_fma_f64 v[37:38], v[37:38], v[39:40], v[37:38]
	v_fma_f64 v[35:36], v[35:36], v[39:40], v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[39:40], -v[37:38], v[37:38], v[33:34]
	v_fma_f64 v[37:38], v[39:40], v[35:36], v[37:38]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[39:40], -v[37:38], v[37:38], v[33:34]
	v_fma_f64 v[35:36], v[39:40], v[35:36], v[37:38]
	v_cvt_f64_u32_e32 v[37:38], v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[37:38], v[37:38], 0.5
	v_ldexp_f64 v[37:38], v[37:38], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[37:38], v[37:38], s[58:59]
	v_mul_f64 v[39:40], v[37:38], s[60:61]
	v_bfe_u32 v5, v38, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[39:40], 0x43380000, v[39:40]
	v_add_f64 v[40:41], 0xc3380000, v[39:40]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[42:43], v[40:41], s[62:63]
	v_add_f64 v[37:38], v[37:38], v[42:43]
	v_mul_f64 v[42:43], v[40:41], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[44:45], v[37:38], -v[42:43]
	v_lshrrev_b32_e32 v11, 20, v45
	v_mov_b32_e32 v45, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v11, 0x7ff, v11
	v_add_nc_u32_e32 v44, 16, v11
	v_div_fixup_f32 v11, v32, v2, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s12, v[44:45], v[5:6]
	v_mul_f64 v[44:45], v[40:41], s[66:67]
	v_mul_f64 v[40:41], v[40:41], s[68:69]
	v_cndmask_b32_e64 v5, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[33:34], 0x260
	v_ldexp_f64 v[35:36], v[35:36], v5
	v_and_b32_e32 v5, 1, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s13, 0, v[5:6]
	v_add_f64 v[46:47], v[37:38], v[44:45]
	v_dual_cndmask_b32 v34, v36, v34 :: v_dual_cndmask_b32 v33, v35, v33
	v_cmp_eq_f32_e32 vcc_lo, v3, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v49, v38, v47, s12
	v_cndmask_b32_e64 v48, v37, v46, s12
	v_add_f64 v[37:38], v[37:38], -v[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[37:38], v[37:38], v[44:45]
	v_add_f64 v[37:38], v[40:41], -v[37:38]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v38, v43, v38, s12
	v_cndmask_b32_e64 v37, v42, v37, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[2:3], v[48:49], -v[37:38]
	v_add_f64 v[35:36], v[48:49], -v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[35:36], -v[37:38]
	v_mul_f64 v[37:38], v[2:3], v[2:3]
	v_mul_f64 v[46:47], v[35:36], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[40:41], v[37:38], s[88:89]
	v_mul_f64 v[42:43], v[37:38], v[37:38]
	v_add_f64 v[40:41], v[40:41], s[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[44:45], v[37:38], v[42:43]
	v_mul_f64 v[42:43], v[42:43], v[42:43]
	v_mul_f64 v[40:41], v[44:45], v[40:41]
	v_mul_f64 v[44:45], v[37:38], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[44:45], v[44:45], s[84:85]
	v_mul_f64 v[44:45], v[37:38], v[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[44:45], v[44:45], s[86:87]
	v_add_f64 v[40:41], v[40:41], v[44:45]
	v_mul_f64 v[44:45], v[37:38], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[44:45], v[44:45], s[78:79]
	v_mul_f64 v[44:45], v[37:38], v[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[44:45], v[44:45], s[80:81]
	v_mul_f64 v[42:43], v[42:43], v[44:45]
	v_mul_f64 v[44:45], v[37:38], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[44:45], v[44:45], s[72:73]
	v_mul_f64 v[44:45], v[37:38], v[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[44:45], v[44:45], s[74:75]
	v_mul_f64 v[44:45], v[37:38], v[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[42:43], v[44:45], v[42:43]
	v_mul_f64 v[44:45], v[2:3], v[37:38]
	v_mul_f64 v[42:43], v[37:38], v[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[44:45], v[40:41]
	v_add_f64 v[40:41], v[46:47], -v[40:41]
	v_mul_f64 v[46:47], v[37:38], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[37:38], v[37:38], v[40:41]
	v_add_f64 v[48:49], -v[46:47], 1.0
	v_mul_f64 v[40:41], v[2:3], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[35:36], v[37:38], -v[35:36]
	v_add_f64 v[50:51], -v[48:49], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[40:41], v[42:43], -v[40:41]
	v_add_f64 v[46:47], v[50:51], -v[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[37:38], v[46:47], v[40:41]
	v_mul_f64 v[40:41], v[44:45], s[92:93]
	v_add_f64 v[37:38], v[48:49], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[35:36], v[40:41]
	v_xor_b32_e32 v5, 0x80000000, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[2:3], v[2:3], -v[35:36]
	v_dual_mov_b32 v36, v6 :: v_dual_and_b32 v35, 2, v39
	v_cmp_eq_u64_e64 s12, 0, v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v5, v5, v38, s12
	v_xor_b32_e32 v32, 0x80000000, v3
	v_cndmask_b32_e64 v2, v2, v37, s13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v3, v3, v32, s12
	v_cmp_o_f32_e64 s12, v1, v1
	v_cndmask_b32_e64 v3, v3, v5, s13
	v_div_fixup_f32 v5, v31, v30, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[2:3], v[2:3], v[33:34]
	v_sub_f32_e32 v5, v28, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v1, v27, v5
	v_add_nc_u32_e32 v5, 0xb4c00100, v12
	v_add_f32_e32 v1, 1.0, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v5, 1, v5
	v_sub_nc_u32_e32 v12, v12, v5
	v_lshl_add_u32 v5, v5, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v1, v1, v5
	v_lshl_add_u32 v5, v12, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v1, v1, v5
	global_load_b32 v5, v[7:8], off
	v_cndmask_b32_e64 v1, 0x7fc00000, v1, s12
	v_cvt_f32_f64_e32 v2, v[2:3]
	v_add_f32_e32 v3, v14, v14
	v_mul_f32_e32 v1, v11, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v3, 0x3d4ccccd, v3 :: v_dual_mul_f32 v2, v26, v2
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v3, v3, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v3, v1
	v_cndmask_b32_e64 v3, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v1, v3, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, s20, v1
	v_sub_f32_e32 v1, v14, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v2, v1
	v_and_b32_e32 v2, 0x7fffffff, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v1, 0x7fc00000, v1, vcc_lo
.LBB7_71:
	s_or_b32 exec_lo, exec_lo, s17
	v_mov_b32_e32 v2, v15
	s_and_saveexec_b32 s12, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s17, exec_lo, s12
	s_cbranch_execz .LBB7_73
	v_xor_b32_e32 v2, s15, v21
	s_xor_b32 s12, s28, s16
	global_load_b32 v62, v[9:10], off
	s_xor_b32 s12, s12, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	s_mul_hi_u32 s13, s12, 0xd2511f53
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v2, 0
	s_mul_i32 s12, s12, 0xd2511f53
	v_xor_b32_e32 v5, s13, v24
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v5, 0
	v_xor3_b32 v3, s12, s95, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v3, 0
	v_xor_b32_e32 v3, v12, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, v28, s96, v11
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v5, 0
	v_xor3_b32 v2, s97, v12, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, v29, s99, v11
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v5, 0
	v_xor3_b32 v3, s98, v3, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, v12, s100, v2
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v5, 0
	v_xor3_b32 v3, s101, v3, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, v30, s103, v2
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v5, 0xcd9e8d57, v5
	v_xor3_b32 v3, s102, v3, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, v5, s104, v2
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v5, 0xd2511f53, v5
	v_xor3_b32 v3, vcc_hi, v3, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v5, s29, v2
	v_mul_lo_u32 v5, 0xcd9e8d57, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v3, v5, v3, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[11:12], v3
	v_add_f64 v[11:12], v[11:12], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[11:12], v[11:12], 0xffffffe0
	v_add_nc_u32_e32 v5, 0x95f62, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xfffff, v5
	v_add_nc_u32_e32 v12, 0x3fe6a09e, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[11:12], v[11:12], -1.0
	v_add_f64 v[30:31], v[11:12], 2.0
	v_mul_f64 v[47:48], v[11:12], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[32:33], null, v[30:31], v[30:31], v[11:12]
	v_mul_f64 v[47:48], v[11:12], v[47:48]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[27:28], v[32:33]
	v_fma_f64 v[34:35], -v[32:33], v[27:28], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_fma_f64 v[34:35], v[27:28], v[34:35], v[27:28]
	ds_load_b96 v[27:29], v6 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v27, v15, v27
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v27
	v_cndmask_b32_e32 v3, 0xc2d00000, v27, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v3
	v_fma_f64 v[36:37], -v[32:33], v[34:35], 1.0
	v_cndmask_b32_e32 v3, 0x42b20000, v3, vcc_lo
	v_div_scale_f32 v43, vcc_lo, 1.0, v28, 1.0
	v_mul_f32_e32 v38, 0x3fb8aa3b, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v55, 0x4b400000, v38
	v_add_f32_e32 v38, 0xcb400000, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v39, 0xbf317200, v38
	v_dual_mul_f32 v56, 0x35bfbe8e, v38 :: v_dual_add_f32 v57, v3, v39
	v_div_scale_f64 v[38:39], s12, v[11:12], v[30:31], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v3, v57, v56
	v_mul_f32_e32 v40, v3, v3
	v_fma_f64 v[34:35], v[34:35], v[36:37], v[34:35]
	v_lshrrev_b32_e32 v5, 20, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v36, 0x3331bb4c, v40
	v_add_f32_e32 v36, 0xb5ddea0e, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v36, v40, v36
	v_add_f32_e32 v36, 0x388ab355, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v36, v40, v36
	v_add_f32_e32 v36, 0xbb360b61, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v41, v40, v36
	v_mul_f64 v[36:37], v[38:39], v[34:35]
	v_add_f32_e32 v41, 0x3e2aaaab, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, v40, v41
	v_sub_f32_e32 v40, v3, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v58, v3, v40
	v_sub_f32_e32 v59, 2.0, v40
	v_div_scale_f32 v3, null, v28, v28, 1.0
	v_div_scale_f32 v40, null, v59, v59, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v41, v3
	v_xor_b32_e32 v3, 0x80000000, v3
	v_rcp_f32_e32 v42, v40
	v_fma_f64 v[32:33], -v[32:33], v[36:37], v[38:39]
	s_delay_alu instid0(TRANS32_DEP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v38, v3, v41, 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, -v40, v42, 1.0
	v_dual_fmac_f32 v41, v38, v41 :: v_dual_fmac_f32 v42, v39, v42
	v_div_scale_f32 v38, s13, v58, v59, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v39, v43, v41
	v_fma_f32 v45, v3, v39, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v39, v45, v41 :: v_dual_mul_f32 v44, v38, v42
	v_fmac_f32_e32 v43, v3, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v46, -v40, v44, v38
	v_div_fmas_f32 v60, v43, v41, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v44, v46, v42
	s_mov_b32 vcc_lo, s13
	v_fma_f32 v3, -v40, v44, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v61, v3, v42, v44
	s_mov_b32 vcc_lo, s12
	v_cvt_f64_u32_e32 v[2:3], v2
	v_div_fmas_f64 v[32:33], v[32:33], v[34:35], v[36:37]
	v_add_co_u32 v5, s12, 0xfffffc01, v5
	v_add_co_ci_u32_e64 v45, null, 0, -1, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cvt_f64_i32_e32 v[45:46], v45
	v_add_f64 v[2:3], v[2:3], 0.5
	v_div_fixup_f64 v[30:31], v[32:33], v[30:31], v[11:12]
	v_ldexp_f64 v[45:46], v[45:46], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[2:3], v[2:3], 0xffffffe0
	v_mul_f64 v[32:33], v[30:31], v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[2:3], v[2:3], s[58:59]
	v_mul_f64 v[34:35], v[32:33], v[32:33]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[40:41], v[2:3], s[60:61]
	v_mul_f64 v[36:37], v[34:35], s[46:47]
	v_mul_f64 v[38:39], v[34:35], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[40:41], 0x43380000, v[40:41]
	v_add_f64 v[36:37], v[36:37], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[38:39], v[38:39], s[42:43]
	v_add_f64 v[41:42], 0xc3380000, v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[34:35], v[36:37]
	v_mul_f64 v[38:39], v[34:35], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[43:44], v[41:42], s[62:63]
	v_add_f64 v[36:37], v[36:37], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[38:39], v[38:39], s[44:45]
	v_mul_f64 v[36:37], v[34:35], v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[34:35], v[38:39]
	v_add_f64 v[38:39], v[2:3], v[43:44]
	v_cvt_f64_u32_e32 v[43:44], v5
	v_bfe_u32 v5, v3, 20, 11
	v_add_f64 v[36:37], v[36:37], s[52:53]
	v_add_f64 v[43:44], v[45:46], v[43:44]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[32:33], v[32:33], v[36:37]
	v_mul_f64 v[36:37], v[41:42], s[66:67]
	v_mul_f64 v[49:50], v[43:44], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[32:33], v[34:35], v[32:33]
	v_add_f64 v[34:35], v[38:39], v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[32:33], v[47:48], v[32:33]
	v_add_f64 v[45:46], v[38:39], -v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[30:31], v[30:31], v[32:33]
	v_mul_f64 v[32:33], v[41:42], s[64:65]
	v_mul_f64 v[41:42], v[41:42], s[68:69]
	v_add_f64 v[36:37], v[45:46], v[36:37]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[30:31], v[49:50], v[30:31]
	v_add_f64 v[45:46], v[38:39], -v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[41:42], -v[36:37]
	v_add_f64 v[30:31], v[30:31], -v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v2, 20, v46
	v_and_b32_e32 v2, 0x7ff, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v42, v6 :: v_dual_add_nc_u32 v41, 16, v2
	v_cmp_lt_u64_e32 vcc_lo, v[41:42], v[5:6]
	v_dual_cndmask_b32 v33, v33, v37 :: v_dual_cndmask_b32 v32, v32, v36
	v_mul_f64 v[36:37], v[43:44], s[56:57]
	v_dual_cndmask_b32 v3, v39, v35 :: v_dual_cndmask_b32 v2, v38, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[34:35], v[2:3], -v[32:33]
	v_add_f64 v[11:12], v[11:12], v[30:31]
	v_mul_f64 v[30:31], v[34:35], v[34:35]
	v_add_f64 v[2:3], v[2:3], -v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[11:12], v[36:37], v[11:12]
	v_mul_f64 v[36:37], v[30:31], s[82:83]
	v_mul_f64 v[38:39], v[30:31], s[70:71]
	v_mul_f64 v[41:42], v[30:31], s[76:77]
	v_mul_f64 v[43:44], v[30:31], s[88:89]
	v_mul_f64 v[45:46], v[30:31], v[30:31]
	v_add_f64 v[2:3], v[2:3], -v[32:33]
	v_mul_f64 v[51:52], v[30:31], 0.5
	v_mul_f64 v[11:12], v[11:12], -2.0
	v_add_f64 v[36:37], v[36:37], s[84:85]
	v_add_f64 v[38:39], v[38:39], s[72:73]
	v_add_f64 v[41:42], v[41:42], s[78:79]
	v_add_f64 v[43:44], v[43:44], s[90:91]
	v_mul_f64 v[47:48], v[30:31], v[45:46]
	v_mul_f64 v[32:33], v[45:46], v[45:46]
	v_mul_f64 v[45:46], v[34:35], v[30:31]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[11:12]
	v_add_f64 v[53:54], -v[51:52], 1.0
	v_mul_f64 v[36:37], v[30:31], v[36:37]
	v_mul_f64 v[38:39], v[30:31], v[38:39]
	v_mul_f64 v[41:42], v[30:31], v[41:42]
	v_mul_f64 v[43:44], v[47:48], v[43:44]
	v_cndmask_b32_e64 v5, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[11:12], v[11:12], v5
	v_cndmask_b32_e64 v5, 0, 0xffffff80, vcc_lo
	v_add_f64 v[36:37], v[36:37], s[86:87]
	v_add_f64 v[38:39], v[38:39], s[74:75]
	v_add_f64 v[41:42], v[41:42], s[80:81]
	v_rsq_f64_e32 v[49:50], v[11:12]
	v_cmp_class_f64_e64 vcc_lo, v[11:12], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[36:37], v[43:44], v[36:37]
	v_mul_f64 v[38:39], v[30:31], v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[32:33], v[32:33], v[41:42]
	v_mul_f64 v[41:42], v[2:3], 0.5
	v_mul_f64 v[47:48], v[11:12], v[49:50]
	v_mul_f64 v[49:50], v[49:50], 0.5
	v_mul_f64 v[36:37], v[45:46], v[36:37]
	v_add_f64 v[32:33], v[38:39], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[43:44], -v[49:50], v[47:48], 0.5
	v_add_f64 v[36:37], v[41:42], -v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[32:33], v[30:31], v[32:33]
	v_fma_f64 v[47:48], v[47:48], v[43:44], v[47:48]
	v_fma_f64 v[38:39], v[49:50], v[43:44], v[49:50]
	v_mul_f64 v[43:44], v[34:35], v[2:3]
	v_add_f64 v[49:50], -v[53:54], 1.0
	v_mul_f64 v[30:31], v[30:31], v[36:37]
	v_fma_f64 v[41:42], -v[47:48], v[47:48], v[11:12]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[32:33], v[32:33], -v[43:44]
	v_mul_f64 v[43:44], v[45:46], s[92:93]
	v_add_f64 v[2:3], v[30:31], -v[2:3]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[36:37], v[41:42], v[38:39], v[47:48]
	v_add_f64 v[41:42], v[49:50], -v[51:52]
	v_add_f64 v[2:3], v[2:3], v[43:44]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[30:31], -v[36:37], v[36:37], v[11:12]
	v_add_f64 v[32:33], v[41:42], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[2:3], v[34:35], -v[2:3]
	v_mov_b32_e32 v35, v6
	v_fma_f64 v[30:31], v[30:31], v[38:39], v[36:37]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[32:33], v[53:54], v[32:33]
	v_ldexp_f64 v[30:31], v[30:31], v5
	v_and_b32_e32 v34, 2, v40
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v36, 0x80000000, v33
	v_and_b32_e32 v5, 1, v40
	v_cndmask_b32_e32 v11, v30, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s12, 0, v[34:35]
	v_xor_b32_e32 v34, 0x80000000, v3
	v_cndmask_b32_e32 v12, v31, v12, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v27, v27
	v_cndmask_b32_e64 v33, v36, v33, s12
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v3, v3, v34, s12
	v_cmp_eq_u64_e64 s12, 0, v[5:6]
	v_div_fixup_f32 v5, v61, v59, v58
	v_cndmask_b32_e64 v3, v3, v33, s12
	v_cndmask_b32_e64 v2, v2, v32, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[2:3], v[2:3], v[11:12]
	v_add_nc_u32_e32 v11, 0xb4c00100, v55
	v_lshrrev_b32_e32 v11, 1, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v12, v55, v11
	v_lshl_add_u32 v11, v11, 23, 0xff800000
	v_lshl_add_u32 v12, v12, 23, 0x7f800000
	v_cvt_f32_f64_e32 v2, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v5, v56, v5 :: v_dual_mul_f32 v2, v26, v2
	v_sub_f32_e32 v5, v57, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v5, 1.0, v5
	v_mul_f32_e32 v3, v5, v11
	v_add_f32_e32 v5, v15, v15
	v_div_fixup_f32 v11, v60, v28, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v3, v3, v12
	v_mul_f32_e32 v5, 0x3d4ccccd, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v3, 0x7fc00000, v3, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v5, v5, v62
	v_cmp_eq_f32_e32 vcc_lo, v29, v20
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v3, v11, v3
	v_cndmask_b32_e64 v11, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v3, v5, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v11, v3
	v_mul_f32_e32 v3, s20, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v3, v15, v3
	v_add_f32_e32 v2, v2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v3
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
.LBB7_73:
	s_or_b32 exec_lo, exec_lo, s17
	s_branch .LBB7_8
.LBB7_74:
	s_cbranch_execz .LBB7_8
	s_and_saveexec_b32 s13, s2
	s_cbranch_execz .LBB7_77
	global_load_b32 v5, v[7:8], off
	ds_load_b96 v[1:3], v6 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v1, v14, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v1
	v_cndmask_b32_e32 v11, 0xc2d00000, v1, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v11
	v_cndmask_b32_e32 v11, 0x42b20000, v11, vcc_lo
	v_div_scale_f32 v35, vcc_lo, 1.0, v2, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, 0x3fb8aa3b, v11
	v_add_f32_e32 v12, 0x4b400000, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, 0xcb400000, v12
	v_mul_f32_e32 v27, 0xbf317200, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v26, 0x35bfbe8e, v26 :: v_dual_add_f32 v11, v11, v27
	v_sub_f32_e32 v27, v11, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v28, v27, v27
	v_mul_f32_e32 v29, 0x3331bb4c, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0xb5ddea0e, v29
	v_mul_f32_e32 v29, v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0x388ab355, v29
	v_mul_f32_e32 v29, v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0xbb360b61, v29
	v_mul_f32_e32 v29, v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0x3e2aaaab, v29
	v_mul_f32_e32 v28, v28, v29
	v_div_scale_f32 v29, null, v2, v2, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v28, v27, v28
	v_rcp_f32_e32 v31, v29
	v_xor_b32_e32 v29, 0x80000000, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, v27, v28
	v_sub_f32_e32 v28, 2.0, v28
	v_div_scale_f32 v30, null, v28, v28, v27
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v33, v29, v31, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v32, v30
	v_fmac_f32_e32 v31, v33, v31
	v_div_scale_f32 v33, s12, v27, v28, v27
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v34, -v30, v32, 1.0
	v_fmac_f32_e32 v32, v34, v32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v34, v35, v31
	v_mul_f32_e32 v36, v33, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v37, v29, v34, v35
	v_fma_f32 v38, -v30, v36, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v34, v37, v31
	v_dual_fmac_f32 v36, v38, v32 :: v_dual_fmac_f32 v35, v29, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v29, -v30, v36, v33
	v_div_fmas_f32 v30, v35, v31, v34
	s_mov_b32 vcc_lo, s12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v29, v29, v32, v36
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_div_fixup_f32 v2, v30, v2, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v27, v29, v28, v27
	v_add_nc_u32_e32 v28, 0xb4c00100, v12
	v_sub_f32_e32 v26, v26, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v27, 1, v28
	v_sub_f32_e32 v11, v11, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v12, v12, v27
	v_lshl_add_u32 v26, v27, 23, 0xff800000
	v_add_f32_e32 v11, 1.0, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v12, v12, 23, 0x7f800000
	v_mul_f32_e32 v11, v11, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v11, v11, v12 :: v_dual_add_f32 v12, v14, v14
	v_cndmask_b32_e32 v1, 0x7fc00000, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v11, 0x3d4ccccd, v12
	v_cmp_eq_f32_e32 vcc_lo, v3, v18
	v_mul_f32_e32 v1, v2, v1
	v_cndmask_b32_e64 v3, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v11, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v2, v1
	v_add_f32_e32 v1, v3, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, s20, v1
	v_sub_f32_e32 v1, v14, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v14, 0x7fc00000, v1, vcc_lo
.LBB7_77:
	s_or_b32 exec_lo, exec_lo, s13
	s_and_saveexec_b32 s12, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s13, exec_lo, s12
	s_cbranch_execz .LBB7_7
	global_load_b32 v5, v[9:10], off
	ds_load_b96 v[1:3], v6 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v1, v15, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v1
	v_cndmask_b32_e32 v11, 0xc2d00000, v1, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v11
	v_cndmask_b32_e32 v11, 0x42b20000, v11, vcc_lo
	v_div_scale_f32 v35, vcc_lo, 1.0, v2, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, 0x3fb8aa3b, v11
	v_add_f32_e32 v12, 0x4b400000, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, 0xcb400000, v12
	v_mul_f32_e32 v27, 0xbf317200, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v26, 0x35bfbe8e, v26 :: v_dual_add_f32 v11, v11, v27
	v_sub_f32_e32 v27, v11, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v28, v27, v27
	v_mul_f32_e32 v29, 0x3331bb4c, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0xb5ddea0e, v29
	v_mul_f32_e32 v29, v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0x388ab355, v29
	v_mul_f32_e32 v29, v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0xbb360b61, v29
	v_mul_f32_e32 v29, v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0x3e2aaaab, v29
	v_mul_f32_e32 v28, v28, v29
	v_div_scale_f32 v29, null, v2, v2, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v28, v27, v28
	v_rcp_f32_e32 v31, v29
	v_xor_b32_e32 v29, 0x80000000, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, v27, v28
	v_sub_f32_e32 v28, 2.0, v28
	v_div_scale_f32 v30, null, v28, v28, v27
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v33, v29, v31, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v32, v30
	v_fmac_f32_e32 v31, v33, v31
	v_div_scale_f32 v33, s12, v27, v28, v27
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v34, -v30, v32, 1.0
	v_fmac_f32_e32 v32, v34, v32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v34, v35, v31
	v_mul_f32_e32 v36, v33, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v37, v29, v34, v35
	v_fma_f32 v38, -v30, v36, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v34, v37, v31
	v_dual_fmac_f32 v36, v38, v32 :: v_dual_fmac_f32 v35, v29, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v29, -v30, v36, v33
	v_div_fmas_f32 v30, v35, v31, v34
	s_mov_b32 vcc_lo, s12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v29, v29, v32, v36
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_div_fixup_f32 v2, v30, v2, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v27, v29, v28, v27
	v_add_nc_u32_e32 v28, 0xb4c00100, v12
	v_sub_f32_e32 v26, v26, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v27, 1, v28
	v_sub_f32_e32 v11, v11, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v12, v12, v27
	v_lshl_add_u32 v26, v27, 23, 0xff800000
	v_add_f32_e32 v11, 1.0, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v12, v12, 23, 0x7f800000
	v_mul_f32_e32 v11, v11, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v11, v11, v12
	v_add_f32_e32 v12, v15, v15
	v_cndmask_b32_e32 v1, 0x7fc00000, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v11, 0x3d4ccccd, v12
	v_cmp_eq_f32_e32 vcc_lo, v3, v20
	v_mul_f32_e32 v1, v2, v1
	v_cndmask_b32_e64 v3, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v11, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v2, v1
	v_add_f32_e32 v1, v3, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, s20, v1
	v_sub_f32_e32 v1, v15, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v15, 0x7fc00000, v1, vcc_lo
	s_branch .LBB7_7
.LBB7_79:
	v_readlane_b32 s8, v63, 0
	v_readlane_b32 s9, v63, 1
.LBB7_80:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB7_82
	s_waitcnt vmcnt(0)
	global_store_b32 v13, v14, s[8:9]
.LBB7_82:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB7_84
	v_lshlrev_b32_e32 v0, 2, v4
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v15, s[8:9]
.LBB7_84:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_pull_w2048
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
		.amdhsa_next_free_vgpr 64
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
.Lfunc_end7:
	.size	tessera_softmax_pull_w2048, .Lfunc_end7-tessera_softmax_pull_w2048

	.set tessera_softmax_pull_w2048.num_vgpr, 64
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
	s_load_b256 s[12:19], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[16:17], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x1000, s[18:19]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB8_102
	s_load_b64 s[34:35], s[0:1], 0x20
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s19, s2
	s_mul_hi_u32 s4, s18, s2
	s_mul_i32 s6, s18, s2
	s_add_i32 s7, s4, s3
	v_cmp_gt_u64_e64 s2, s[18:19], v[0:1]
	s_lshl_b64 s[16:17], s[6:7], 2
	v_lshlrev_b32_e32 v21, 2, v0
	s_add_u32 s10, s12, s16
	s_addc_u32 s11, s13, s17
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB8_3
	global_load_b32 v22, v21, s[10:11]
.LBB8_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v4, 0x400, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[18:19], v[4:5]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB8_5
	v_lshlrev_b32_e32 v2, 2, v4
	global_load_b32 v23, v2, s[10:11]
.LBB8_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v6, 0x800, v0
	v_mov_b32_e32 v7, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[18:19], v[6:7]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB8_7
	v_lshlrev_b32_e32 v2, 2, v6
	global_load_b32 v24, v2, s[10:11]
.LBB8_7:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v8, 0xc00, v0
	v_mov_b32_e32 v9, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[18:19], v[8:9]
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB8_9
	v_lshlrev_b32_e32 v1, 2, v8
	global_load_b32 v25, v1, s[10:11]
.LBB8_9:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[34:35], 0
	s_mov_b64 s[40:41], 0
	s_cbranch_scc1 .LBB8_97
	s_clause 0x1
	s_load_b256 s[24:31], s[0:1], 0x28
	s_load_b128 s[36:39], s[0:1], 0x48
	v_add_co_u32 v16, s6, s6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, s7, 0, s6
	s_mov_b32 s45, 0
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v16, 0
	v_add_co_u32 v13, vcc_lo, 0x400, v16
	v_add_co_ci_u32_e64 v15, null, 0, v17, vcc_lo
	v_add_co_u32 v18, vcc_lo, 0x800, v16
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v2, v2, v17
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v13, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v18, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s27, 0
	v_xor_b32_e32 v2, s37, v2
	s_cselect_b32 s21, -1, 0
	s_add_u32 s14, s14, s16
	s_addc_u32 s15, s15, s17
	s_cmp_lg_u64 s[18:19], 0
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v2, 0
	s_cselect_b32 s13, -1, 0
	s_cmp_lg_u32 s26, 0
	v_add_co_u32 v11, s14, s14, v21
	s_cselect_b32 s33, -1, 0
	v_add_co_ci_u32_e64 v12, null, s15, 0, s14
	s_add_u32 s14, s36, 0x9e3779b9
	v_writelane_b32 v71, s10, 0
	v_xor_b32_e32 v29, s14, v3
	v_clz_i32_u32_e32 v3, 0
	s_and_b32 s44, s18, 7
	s_add_u32 s15, s37, 0xbb67ae85
	v_writelane_b32 v71, s11, 1
	s_add_u32 s16, s36, 0x3c6ef372
	v_min_u32_e32 v3, 32, v3
	s_add_u32 s98, s37, 0x76cf5d0a
	s_add_u32 s99, s36, 0xdaa66d2b
	v_writelane_b32 v71, s13, 2
	s_add_u32 s100, s37, 0x32370b8f
	v_lshlrev_b64 v[13:14], v3, v[4:5]
	s_add_u32 s101, s36, 0x78dde6e4
	s_add_u32 s102, s37, 0xed9eba14
	s_add_u32 s103, s36, 0x1715609d
	s_add_u32 s104, s37, 0xa9066899
	s_add_u32 vcc_hi, s36, 0xb54cda56
	v_min_u32_e32 v5, 1, v13
	v_xor_b32_e32 v13, v20, v15
	v_sub_nc_u32_e32 v20, 32, v3
	s_add_u32 s42, s37, 0x646e171e
	s_add_u32 s43, s36, 0x5384540f
	v_or_b32_e32 v5, v14, v5
	v_xor_b32_e32 v13, s37, v13
	v_lshlrev_b64 v[14:15], v3, v[6:7]
	v_add_co_ci_u32_e64 v7, null, 0, v17, vcc_lo
	s_add_u32 s22, s37, 0x1fd5c5a3
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v13, 0
	v_add_co_u32 v13, vcc_lo, 0xc00, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v30, null, 0, v17, vcc_lo
	v_min_u32_e32 v18, 1, v14
	v_mad_u64_u32 v[42:43], null, 0xd2511f53, v13, 0
	v_xor_b32_e32 v7, v39, v7
	v_lshlrev_b64 v[16:17], v3, v[8:9]
	s_delay_alu instid0(VALU_DEP_4)
	v_or_b32_e32 v15, v15, v18
	s_add_u32 s23, s37, 0xdb3d7428
	s_add_i32 s31, s36, 0x8ff34781
	v_xor_b32_e32 v18, s37, v7
	v_xor_b32_e32 v3, v43, v30
	v_xor_b32_e32 v7, s14, v41
	v_add_co_u32 v13, vcc_lo, 0x1000, v11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[43:44], null, 0xcd9e8d57, v18, 0
	v_xor_b32_e32 v3, s37, v3
	v_min_u32_e32 v18, 1, v16
	s_and_b32 s26, s18, 0x1ff8
	v_cvt_f32_u32_e32 v5, v5
	v_cvt_f32_u32_e32 v9, v15
	v_mad_u64_u32 v[45:46], null, 0xcd9e8d57, v3, 0
	v_xor_b32_e32 v31, s14, v44
	v_or_b32_e32 v17, v17, v18
	s_cmp_lg_u64 s[44:45], 0
	v_add_co_ci_u32_e64 v14, null, 0, v12, vcc_lo
	v_add_co_u32 v15, vcc_lo, 0x2000, v11
	v_xor_b32_e32 v33, s14, v46
	v_cmp_gt_u64_e64 s14, s[18:19], 7
	v_cvt_f32_u32_e32 v3, v17
	v_add_co_ci_u32_e64 v16, null, 0, v12, vcc_lo
	v_add_co_u32 v17, vcc_lo, 0x3000, v11
	s_delay_alu instid0(VALU_DEP_4)
	v_writelane_b32 v71, s14, 3
	v_cmp_eq_u32_e64 s0, 0, v0
	v_or_b32_e32 v26, 0x5000, v21
	v_or_b32_e32 v27, 0x4000, v21
	v_cmp_gt_u32_e64 s1, 0x200, v0
	v_writelane_b32 v71, s44, 4
	v_cmp_gt_u32_e64 s6, 0x100, v0
	v_cmp_gt_u32_e64 s7, 0x80, v0
	v_cmp_gt_u32_e64 s8, 64, v0
	v_cmp_gt_u32_e64 s9, 32, v0
	v_cmp_gt_u32_e64 s10, 16, v0
	v_cmp_gt_u32_e64 s11, 8, v0
	v_cmp_gt_u32_e64 s12, 4, v0
	v_cmp_gt_u32_e64 s13, 2, v0
	v_mov_b32_e32 v10, 0
	v_cvt_f32_u32_e32 v28, v0
	v_ldexp_f32 v5, v5, v20
	v_ldexp_f32 v30, v9, v20
	v_add_co_ci_u32_e64 v18, null, 0, v12, vcc_lo
	v_ldexp_f32 v32, v3, v20
	v_writelane_b32 v71, s45, 5
	v_xor_b32_e32 v34, s15, v1
	v_xor_b32_e32 v35, s16, v2
	v_xor_b32_e32 v36, s15, v19
	v_xor_b32_e32 v37, s16, v40
	v_xor_b32_e32 v38, s15, v38
	v_xor_b32_e32 v39, s16, v43
	v_xor_b32_e32 v40, s15, v42
	v_xor_b32_e32 v41, s16, v45
	s_mov_b32 s27, s45
	s_mov_b32 s44, 0xd078c69f
	s_mov_b32 s46, 0x1d8e78af
	s_mov_b32 s48, 0x9997fa04
	s_mov_b32 s50, 0xdf3e5244
	s_mov_b32 s52, 0x96cb03de
	s_mov_b32 s54, 0x94229359
	s_mov_b32 s56, 0x55555593
	s_mov_b32 s58, 0x35793c76
	s_mov_b32 s60, 0xfee00000
	s_mov_b32 s62, 0x54442d18
	s_mov_b32 s64, 0x6dc9c883
	s_mov_b32 s66, 0x54400000
	s_mov_b32 s68, 0x1a626331
	s_mov_b32 s70, 0x1a600000
	s_mov_b32 s72, 0x2e037073
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
	s_cselect_b32 s14, -1, 0
	s_mov_b32 s45, 0x3fc39a09
	s_mov_b32 s47, 0x3fcc71c5
	s_mov_b32 s49, 0x3fd99999
	s_mov_b32 s51, 0x3fc2f112
	s_mov_b32 s53, 0x3fc74664
	s_mov_b32 s55, 0x3fd24924
	s_mov_b32 s57, 0x3fe55555
	s_mov_b32 s59, 0x3dea39ef
	s_mov_b32 s61, 0x3fe62e42
	s_mov_b32 s63, 0x401921fb
	s_mov_b32 s65, 0x3fe45f30
	s_mov_b32 s67, 0xbff921fb
	s_mov_b32 s69, 0x3dd0b461
	s_mov_b32 s71, 0xbdd0b461
	s_mov_b32 s73, 0x3ba3198a
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
	v_writelane_b32 v71, s14, 6
	s_branch .LBB8_13
.LBB8_11:
	s_or_b32 exec_lo, exec_lo, s15
	v_dual_mov_b32 v43, v22 :: v_dual_mov_b32 v44, v23
	v_mov_b32_e32 v45, v24
	v_mov_b32_e32 v1, v25
.LBB8_12:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v25, v1 :: v_dual_mov_b32 v22, v43
	v_dual_mov_b32 v24, v45 :: v_dual_mov_b32 v23, v44
	s_add_u32 s40, s40, 1
	s_addc_u32 s41, s41, 0
	s_mul_f32 s28, s29, s28
	s_cmp_eq_u64 s[40:41], s[34:35]
	s_cbranch_scc1 .LBB8_96
.LBB8_13:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mul_f32 s37, s30, s28
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	s_mul_f32 s15, s37, 0x4f800000
	s_cmp_lt_f32 s37, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_2)
	v_mov_b32_e32 v1, s15
	s_cselect_b32 s14, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v1, s37, v1, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v2, v1
	v_add_nc_u32_e32 v3, -1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v9, 0x80000000, v3
	v_fma_f32 v9, v9, v2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s15, 0, v9
	v_add_nc_u32_e32 v9, 1, v2
	v_xor_b32_e32 v19, 0x80000000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v19, v19, v2, v1
	v_cmp_lt_f32_e64 s16, 0, v19
	v_cndmask_b32_e64 v19, 0xff800000, v22, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s17, v19, v19
	v_cmp_gt_f32_e64 s18, v23, v19
	s_and_b32 s17, vcc_lo, s17
	s_or_b32 s17, s18, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_and_b32 vcc_lo, s3, s17
	v_cmp_u_f32_e64 s17, v24, v24
	v_cndmask_b32_e32 v19, v19, v23, vcc_lo
	v_cmp_o_f32_e64 s18, v19, v19
	v_cmp_gt_f32_e64 s19, v24, v19
	s_and_b32 s17, s17, s18
	v_cmp_neq_f32_e64 s18, 0xff800000, v22
	s_or_b32 s17, s19, s17
	v_cmp_u_f32_e64 s19, v25, v25
	s_and_b32 s17, s4, s17
	s_and_b32 s18, s2, s18
	v_cndmask_b32_e64 v19, v19, v24, s17
	v_cndmask_b32_e64 v20, 0, v0, s18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_o_f32_e64 s20, v19, v19
	v_cndmask_b32_e32 v20, v20, v4, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, v25, v19
	s_and_b32 s18, s19, s20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v42, v20, v6, s17
	s_or_b32 s17, vcc_lo, s18
	s_and_b32 vcc_lo, s5, s17
	v_cndmask_b32_e32 v20, v19, v25, vcc_lo
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v42, v42, v8, vcc_lo
	ds_store_b32 v26, v20
	ds_store_b32 v27, v42
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s20, s1
	s_cbranch_execz .LBB8_15
	ds_load_2addr_stride64_b32 v[44:45], v27 offset1:8
	ds_load_2addr_stride64_b32 v[46:47], v26 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v45, v44
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v47, v46
	v_cmp_o_f32_e64 s18, v46, v46
	v_cmp_gt_f32_e64 s19, v47, v46
	s_and_b32 s17, vcc_lo, s17
	s_or_b32 s18, s18, vcc_lo
	s_or_b32 s17, s19, s17
	v_cndmask_b32_e64 v19, 0, 1, s18
	v_cndmask_b32_e64 v43, 0, 1, s17
	v_cmp_u_f32_e32 vcc_lo, v47, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v43.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_cndmask_b32_e32 v19, v46, v47, vcc_lo
	v_cndmask_b32_e32 v43, v44, v45, vcc_lo
	ds_store_b32 v26, v19
	ds_store_b32 v27, v43
.LBB8_15:
	s_or_b32 exec_lo, exec_lo, s20
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s20, s6
	s_cbranch_execz .LBB8_17
	ds_load_2addr_stride64_b32 v[44:45], v27 offset1:4
	ds_load_2addr_stride64_b32 v[46:47], v26 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v45, v44
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v47, v46
	v_cmp_o_f32_e64 s18, v46, v46
	v_cmp_gt_f32_e64 s19, v47, v46
	s_and_b32 s17, vcc_lo, s17
	s_or_b32 s18, s18, vcc_lo
	s_or_b32 s17, s19, s17
	v_cndmask_b32_e64 v19, 0, 1, s18
	v_cndmask_b32_e64 v43, 0, 1, s17
	v_cmp_u_f32_e32 vcc_lo, v47, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v43.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_cndmask_b32_e32 v19, v46, v47, vcc_lo
	v_cndmask_b32_e32 v43, v44, v45, vcc_lo
	ds_store_b32 v26, v19
	ds_store_b32 v27, v43
.LBB8_17:
	s_or_b32 exec_lo, exec_lo, s20
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s20, s7
	s_cbranch_execz .LBB8_19
	ds_load_2addr_stride64_b32 v[44:45], v27 offset1:2
	ds_load_2addr_stride64_b32 v[46:47], v26 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v45, v44
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v47, v46
	v_cmp_o_f32_e64 s18, v46, v46
	v_cmp_gt_f32_e64 s19, v47, v46
	s_and_b32 s17, vcc_lo, s17
	s_or_b32 s18, s18, vcc_lo
	s_or_b32 s17, s19, s17
	v_cndmask_b32_e64 v19, 0, 1, s18
	v_cndmask_b32_e64 v43, 0, 1, s17
	v_cmp_u_f32_e32 vcc_lo, v47, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v43.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_cndmask_b32_e32 v19, v46, v47, vcc_lo
	v_cndmask_b32_e32 v43, v44, v45, vcc_lo
	ds_store_b32 v26, v19
	ds_store_b32 v27, v43
.LBB8_19:
	s_or_b32 exec_lo, exec_lo, s20
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s20, s8
	s_cbranch_execz .LBB8_21
	ds_load_2addr_stride64_b32 v[44:45], v27 offset1:1
	ds_load_2addr_stride64_b32 v[46:47], v26 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v45, v44
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v47, v46
	v_cmp_o_f32_e64 s18, v46, v46
	v_cmp_gt_f32_e64 s19, v47, v46
	s_and_b32 s17, vcc_lo, s17
	s_or_b32 s18, s18, vcc_lo
	s_or_b32 s17, s19, s17
	v_cndmask_b32_e64 v19, 0, 1, s18
	v_cndmask_b32_e64 v43, 0, 1, s17
	v_cmp_u_f32_e32 vcc_lo, v47, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v43.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_cndmask_b32_e32 v19, v46, v47, vcc_lo
	v_cndmask_b32_e32 v43, v44, v45, vcc_lo
	ds_store_b32 v26, v19
	ds_store_b32 v27, v43
.LBB8_21:
	s_or_b32 exec_lo, exec_lo, s20
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s20, s9
	s_cbranch_execz .LBB8_23
	ds_load_2addr_b32 v[44:45], v27 offset1:32
	ds_load_2addr_b32 v[46:47], v26 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v45, v44
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v47, v46
	v_cmp_o_f32_e64 s18, v46, v46
	v_cmp_gt_f32_e64 s19, v47, v46
	s_and_b32 s17, vcc_lo, s17
	s_or_b32 s18, s18, vcc_lo
	s_or_b32 s17, s19, s17
	v_cndmask_b32_e64 v19, 0, 1, s18
	v_cndmask_b32_e64 v43, 0, 1, s17
	v_cmp_u_f32_e32 vcc_lo, v47, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v43.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_cndmask_b32_e32 v19, v46, v47, vcc_lo
	v_cndmask_b32_e32 v43, v44, v45, vcc_lo
	ds_store_b32 v26, v19
	ds_store_b32 v27, v43
.LBB8_23:
	s_or_b32 exec_lo, exec_lo, s20
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s20, s10
	s_cbranch_execz .LBB8_25
	ds_load_2addr_b32 v[44:45], v27 offset1:16
	ds_load_2addr_b32 v[46:47], v26 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v45, v44
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v47, v46
	v_cmp_o_f32_e64 s18, v46, v46
	v_cmp_gt_f32_e64 s19, v47, v46
	s_and_b32 s17, vcc_lo, s17
	s_or_b32 s18, s18, vcc_lo
	s_or_b32 s17, s19, s17
	v_cndmask_b32_e64 v19, 0, 1, s18
	v_cndmask_b32_e64 v43, 0, 1, s17
	v_cmp_u_f32_e32 vcc_lo, v47, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v43.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_cndmask_b32_e32 v19, v46, v47, vcc_lo
	v_cndmask_b32_e32 v43, v44, v45, vcc_lo
	ds_store_b32 v26, v19
	ds_store_b32 v27, v43
.LBB8_25:
	s_or_b32 exec_lo, exec_lo, s20
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s20, s11
	s_cbranch_execz .LBB8_27
	ds_load_2addr_b32 v[44:45], v27 offset1:8
	ds_load_2addr_b32 v[46:47], v26 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v45, v44
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v47, v46
	v_cmp_o_f32_e64 s18, v46, v46
	v_cmp_gt_f32_e64 s19, v47, v46
	s_and_b32 s17, vcc_lo, s17
	s_or_b32 s18, s18, vcc_lo
	s_or_b32 s17, s19, s17
	v_cndmask_b32_e64 v19, 0, 1, s18
	v_cndmask_b32_e64 v43, 0, 1, s17
	v_cmp_u_f32_e32 vcc_lo, v47, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v43.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_cndmask_b32_e32 v19, v46, v47, vcc_lo
	v_cndmask_b32_e32 v43, v44, v45, vcc_lo
	ds_store_b32 v26, v19
	ds_store_b32 v27, v43
.LBB8_27:
	s_or_b32 exec_lo, exec_lo, s20
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s20, s12
	s_cbranch_execz .LBB8_29
	ds_load_2addr_b32 v[44:45], v27 offset1:4
	ds_load_2addr_b32 v[46:47], v26 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v45, v44
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v47, v46
	v_cmp_o_f32_e64 s18, v46, v46
	v_cmp_gt_f32_e64 s19, v47, v46
	s_and_b32 s17, vcc_lo, s17
	s_or_b32 s18, s18, vcc_lo
	s_or_b32 s17, s19, s17
	v_cndmask_b32_e64 v19, 0, 1, s18
	v_cndmask_b32_e64 v43, 0, 1, s17
	v_cmp_u_f32_e32 vcc_lo, v47, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v43.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_cndmask_b32_e32 v19, v46, v47, vcc_lo
	v_cndmask_b32_e32 v43, v44, v45, vcc_lo
	ds_store_b32 v26, v19
	ds_store_b32 v27, v43
.LBB8_29:
	s_or_b32 exec_lo, exec_lo, s20
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s20, s13
	s_cbranch_execz .LBB8_31
	ds_load_2addr_b32 v[44:45], v27 offset1:2
	ds_load_2addr_b32 v[46:47], v26 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v45, v44
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v47, v46
	v_cmp_o_f32_e64 s18, v46, v46
	v_cmp_gt_f32_e64 s19, v47, v46
	s_and_b32 s17, vcc_lo, s17
	s_or_b32 s18, s18, vcc_lo
	s_or_b32 s17, s19, s17
	v_cndmask_b32_e64 v19, 0, 1, s18
	v_cndmask_b32_e64 v43, 0, 1, s17
	v_cmp_u_f32_e32 vcc_lo, v47, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v43.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_cndmask_b32_e32 v19, v46, v47, vcc_lo
	v_cndmask_b32_e32 v43, v44, v45, vcc_lo
	ds_store_b32 v26, v19
	ds_store_b32 v27, v43
.LBB8_31:
	s_or_b32 exec_lo, exec_lo, s20
	v_add_nc_u32_e64 v19, 4, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s20, s0
	s_cbranch_execz .LBB8_33
	ds_load_2addr_stride64_b32 v[45:46], v19 offset0:64 offset1:80
	ds_load_b32 v47, v27
	ds_load_b32 v48, v26
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v45, v47
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v46, v48
	v_cmp_o_f32_e64 s18, v48, v48
	v_cmp_gt_f32_e64 s19, v46, v48
	s_and_b32 s17, vcc_lo, s17
	s_or_b32 s18, s18, vcc_lo
	s_or_b32 s17, s19, s17
	v_cndmask_b32_e64 v43, 0, 1, s18
	v_cndmask_b32_e64 v44, 0, 1, s17
	v_cmp_u_f32_e32 vcc_lo, v46, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v43.l, v44.l, v43.l, vcc_lo
	v_and_b16 v43.l, 1, v43.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v43.l
	v_dual_cndmask_b32 v43, v48, v46 :: v_dual_cndmask_b32 v44, v47, v45
	ds_store_b32 v26, v43
	ds_store_b32 v27, v44
.LBB8_33:
	s_or_b32 exec_lo, exec_lo, s20
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s0
	s_cbranch_execz .LBB8_35
	ds_load_b32 v43, v10 offset:20480
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v10, v43 offset:24576
.LBB8_35:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v26, v20
	ds_store_b32 v27, v42
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s20, s1
	s_cbranch_execz .LBB8_37
	ds_load_2addr_stride64_b32 v[43:44], v27 offset1:8
	ds_load_2addr_stride64_b32 v[45:46], v26 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v44, v43
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v46, v45
	v_cmp_o_f32_e64 s18, v45, v45
	v_cmp_gt_f32_e64 s19, v46, v45
	s_and_b32 s17, vcc_lo, s17
	s_or_b32 s18, s18, vcc_lo
	s_or_b32 s17, s19, s17
	v_cndmask_b32_e64 v20, 0, 1, s18
	v_cndmask_b32_e64 v42, 0, 1, s17
	v_cmp_u_f32_e32 vcc_lo, v46, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v42.l, v20.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_cndmask_b32_e32 v20, v45, v46, vcc_lo
	v_cndmask_b32_e32 v42, v43, v44, vcc_lo
	ds_store_b32 v26, v20
	ds_store_b32 v27, v42
.LBB8_37:
	s_or_b32 exec_lo, exec_lo, s20
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s20, s6
	s_cbranch_execz .LBB8_39
	ds_load_2addr_stride64_b32 v[43:44], v27 offset1:4
	ds_load_2addr_stride64_b32 v[45:46], v26 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v44, v43
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v46, v45
	v_cmp_o_f32_e64 s18, v45, v45
	v_cmp_gt_f32_e64 s19, v46, v45
	s_and_b32 s17, vcc_lo, s17
	s_or_b32 s18, s18, vcc_lo
	s_or_b32 s17, s19, s17
	v_cndmask_b32_e64 v20, 0, 1, s18
	v_cndmask_b32_e64 v42, 0, 1, s17
	v_cmp_u_f32_e32 vcc_lo, v46, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v42.l, v20.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_cndmask_b32_e32 v20, v45, v46, vcc_lo
	v_cndmask_b32_e32 v42, v43, v44, vcc_lo
	ds_store_b32 v26, v20
	ds_store_b32 v27, v42
.LBB8_39:
	s_or_b32 exec_lo, exec_lo, s20
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s20, s7
	s_cbranch_execz .LBB8_41
	ds_load_2addr_stride64_b32 v[43:44], v27 offset1:2
	ds_load_2addr_stride64_b32 v[45:46], v26 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v44, v43
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v46, v45
	v_cmp_o_f32_e64 s18, v45, v45
	v_cmp_gt_f32_e64 s19, v46, v45
	s_and_b32 s17, vcc_lo, s17
	s_or_b32 s18, s18, vcc_lo
	s_or_b32 s17, s19, s17
	v_cndmask_b32_e64 v20, 0, 1, s18
	v_cndmask_b32_e64 v42, 0, 1, s17
	v_cmp_u_f32_e32 vcc_lo, v46, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v42.l, v20.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_cndmask_b32_e32 v20, v45, v46, vcc_lo
	v_cndmask_b32_e32 v42, v43, v44, vcc_lo
	ds_store_b32 v26, v20
	ds_store_b32 v27, v42
.LBB8_41:
	s_or_b32 exec_lo, exec_lo, s20
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s20, s8
	s_cbranch_execz .LBB8_43
	ds_load_2addr_stride64_b32 v[43:44], v27 offset1:1
	ds_load_2addr_stride64_b32 v[45:46], v26 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v44, v43
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v46, v45
	v_cmp_o_f32_e64 s18, v45, v45
	v_cmp_gt_f32_e64 s19, v46, v45
	s_and_b32 s17, vcc_lo, s17
	s_or_b32 s18, s18, vcc_lo
	s_or_b32 s17, s19, s17
	v_cndmask_b32_e64 v20, 0, 1, s18
	v_cndmask_b32_e64 v42, 0, 1, s17
	v_cmp_u_f32_e32 vcc_lo, v46, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v42.l, v20.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_cndmask_b32_e32 v20, v45, v46, vcc_lo
	v_cndmask_b32_e32 v42, v43, v44, vcc_lo
	ds_store_b32 v26, v20
	ds_store_b32 v27, v42
.LBB8_43:
	s_or_b32 exec_lo, exec_lo, s20
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s20, s9
	s_cbranch_execz .LBB8_45
	ds_load_2addr_b32 v[43:44], v27 offset1:32
	ds_load_2addr_b32 v[45:46], v26 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v44, v43
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v46, v45
	v_cmp_o_f32_e64 s18, v45, v45
	v_cmp_gt_f32_e64 s19, v46, v45
	s_and_b32 s17, vcc_lo, s17
	s_or_b32 s18, s18, vcc_lo
	s_or_b32 s17, s19, s17
	v_cndmask_b32_e64 v20, 0, 1, s18
	v_cndmask_b32_e64 v42, 0, 1, s17
	v_cmp_u_f32_e32 vcc_lo, v46, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v42.l, v20.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_cndmask_b32_e32 v20, v45, v46, vcc_lo
	v_cndmask_b32_e32 v42, v43, v44, vcc_lo
	ds_store_b32 v26, v20
	ds_store_b32 v27, v42
.LBB8_45:
	s_or_b32 exec_lo, exec_lo, s20
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s20, s10
	s_cbranch_execz .LBB8_47
	ds_load_2addr_b32 v[43:44], v27 offset1:16
	ds_load_2addr_b32 v[45:46], v26 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v44, v43
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v46, v45
	v_cmp_o_f32_e64 s18, v45, v45
	v_cmp_gt_f32_e64 s19, v46, v45
	s_and_b32 s17, vcc_lo, s17
	s_or_b32 s18, s18, vcc_lo
	s_or_b32 s17, s19, s17
	v_cndmask_b32_e64 v20, 0, 1, s18
	v_cndmask_b32_e64 v42, 0, 1, s17
	v_cmp_u_f32_e32 vcc_lo, v46, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v42.l, v20.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_cndmask_b32_e32 v20, v45, v46, vcc_lo
	v_cndmask_b32_e32 v42, v43, v44, vcc_lo
	ds_store_b32 v26, v20
	ds_store_b32 v27, v42
.LBB8_47:
	s_or_b32 exec_lo, exec_lo, s20
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s20, s11
	s_cbranch_execz .LBB8_49
	ds_load_2addr_b32 v[43:44], v27 offset1:8
	ds_load_2addr_b32 v[45:46], v26 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v44, v43
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v46, v45
	v_cmp_o_f32_e64 s18, v45, v45
	v_cmp_gt_f32_e64 s19, v46, v45
	s_and_b32 s17, vcc_lo, s17
	s_or_b32 s18, s18, vcc_lo
	s_or_b32 s17, s19, s17
	v_cndmask_b32_e64 v20, 0, 1, s18
	v_cndmask_b32_e64 v42, 0, 1, s17
	v_cmp_u_f32_e32 vcc_lo, v46, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v42.l, v20.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_cndmask_b32_e32 v20, v45, v46, vcc_lo
	v_cndmask_b32_e32 v42, v43, v44, vcc_lo
	ds_store_b32 v26, v20
	ds_store_b32 v27, v42
.LBB8_49:
	s_or_b32 exec_lo, exec_lo, s20
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s20, s12
	s_cbranch_execz .LBB8_51
	ds_load_2addr_b32 v[43:44], v27 offset1:4
	ds_load_2addr_b32 v[45:46], v26 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v44, v43
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v46, v45
	v_cmp_o_f32_e64 s18, v45, v45
	v_cmp_gt_f32_e64 s19, v46, v45
	s_and_b32 s17, vcc_lo, s17
	s_or_b32 s18, s18, vcc_lo
	s_or_b32 s17, s19, s17
	v_cndmask_b32_e64 v20, 0, 1, s18
	v_cndmask_b32_e64 v42, 0, 1, s17
	v_cmp_u_f32_e32 vcc_lo, v46, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v42.l, v20.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_cndmask_b32_e32 v20, v45, v46, vcc_lo
	v_cndmask_b32_e32 v42, v43, v44, vcc_lo
	ds_store_b32 v26, v20
	ds_store_b32 v27, v42
.LBB8_51:
	s_or_b32 exec_lo, exec_lo, s20
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s20, s13
	s_cbranch_execz .LBB8_53
	ds_load_2addr_b32 v[43:44], v27 offset1:2
	ds_load_2addr_b32 v[45:46], v26 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v44, v43
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v46, v45
	v_cmp_o_f32_e64 s18, v45, v45
	v_cmp_gt_f32_e64 s19, v46, v45
	s_and_b32 s17, vcc_lo, s17
	s_or_b32 s18, s18, vcc_lo
	s_or_b32 s17, s19, s17
	v_cndmask_b32_e64 v20, 0, 1, s18
	v_cndmask_b32_e64 v42, 0, 1, s17
	v_cmp_u_f32_e32 vcc_lo, v46, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v42.l, v20.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_cndmask_b32_e32 v20, v45, v46, vcc_lo
	v_cndmask_b32_e32 v42, v43, v44, vcc_lo
	ds_store_b32 v26, v20
	ds_store_b32 v27, v42
.LBB8_53:
	s_or_b32 exec_lo, exec_lo, s20
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s20, s0
	s_cbranch_execz .LBB8_55
	ds_load_2addr_stride64_b32 v[42:43], v19 offset0:64 offset1:80
	ds_load_b32 v44, v27
	ds_load_b32 v45, v26
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v42, v44
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v43, v45
	v_cmp_o_f32_e64 s18, v45, v45
	v_cmp_gt_f32_e64 s19, v43, v45
	s_and_b32 s17, vcc_lo, s17
	s_or_b32 s18, s18, vcc_lo
	s_or_b32 s17, s19, s17
	v_cndmask_b32_e64 v19, 0, 1, s18
	v_cndmask_b32_e64 v20, 0, 1, s17
	v_cmp_u_f32_e32 vcc_lo, v43, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v19.l, v20.l, v19.l, vcc_lo
	v_and_b16 v19.l, 1, v19.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v19.l
	v_dual_cndmask_b32 v19, v45, v43 :: v_dual_cndmask_b32 v20, v44, v42
	ds_store_b32 v26, v19
	ds_store_b32 v27, v20
.LBB8_55:
	s_or_b32 exec_lo, exec_lo, s20
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s0
	s_cbranch_execz .LBB8_57
	ds_load_b32 v19, v10 offset:16384
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v19, v19
	ds_store_b32 v10, v19 offset:24584
.LBB8_57:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s2
	s_cbranch_execnz .LBB8_68
	s_or_b32 exec_lo, exec_lo, s17
	s_and_saveexec_b32 s17, s3
	s_cbranch_execnz .LBB8_69
.LBB8_59:
	s_or_b32 exec_lo, exec_lo, s17
	s_and_saveexec_b32 s17, s4
	s_cbranch_execnz .LBB8_70
.LBB8_60:
	s_or_b32 exec_lo, exec_lo, s17
	s_and_saveexec_b32 s17, s5
	s_cbranch_execz .LBB8_62
.LBB8_61:
	ds_load_b32 v19, v10 offset:24576
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v19, v25, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v19
	v_cndmask_b32_e32 v20, 0xc2d00000, v19, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v20
	v_cndmask_b32_e32 v20, 0x42b20000, v20, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v42, 0x3fb8aa3b, v20
	v_add_f32_e32 v42, 0x4b400000, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v43, 0xcb400000, v42
	v_mul_f32_e32 v44, 0xbf317200, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v20, v20, v44 :: v_dual_mul_f32 v43, 0x35bfbe8e, v43
	v_sub_f32_e32 v44, v20, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v45, v44, v44
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
	v_sub_f32_e32 v45, v44, v45
	v_mul_f32_e32 v44, v44, v45
	v_sub_f32_e32 v45, 2.0, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v46, null, v45, v45, v44
	v_rcp_f32_e32 v47, v46
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v48, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v48, v47
	v_div_scale_f32 v48, vcc_lo, v44, v45, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v49, v48, v47
	v_fma_f32 v50, -v46, v49, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v49, v50, v47
	v_fma_f32 v46, -v46, v49, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v46, v46, v47, v49
	v_cmp_o_f32_e32 vcc_lo, v19, v19
	v_div_fixup_f32 v44, v46, v45, v44
	v_add_nc_u32_e32 v45, 0xb4c00100, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v43, v43, v44
	v_lshrrev_b32_e32 v44, 1, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v20, v20, v43
	v_sub_nc_u32_e32 v42, v42, v44
	v_lshl_add_u32 v43, v44, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v20, 1.0, v20
	v_lshl_add_u32 v42, v42, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v20, v43
	v_mul_f32_e32 v20, v20, v42
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v19, 0x7fc00000, v20, vcc_lo
	ds_store_b32 v21, v19 offset:12288
.LBB8_62:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s0
	s_cbranch_execz .LBB8_76
	v_readlane_b32 s18, v71, 2
	s_and_not1_b32 vcc_lo, exec_lo, s18
	s_cbranch_vccnz .LBB8_71
	v_readlane_b32 s18, v71, 3
	v_mov_b32_e32 v19, 0
	s_and_not1_b32 vcc_lo, exec_lo, s18
	s_cbranch_vccnz .LBB8_72
	s_mov_b64 s[18:19], 0
	s_mov_b32 s20, 0
	.p2align	6
.LBB8_66:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v20, s20
	s_add_u32 s18, s18, 8
	s_addc_u32 s19, s19, 0
	s_add_i32 s20, s20, 32
	s_cmp_lg_u64 s[26:27], s[18:19]
	ds_load_2addr_b32 v[42:43], v20 offset1:1
	ds_load_2addr_b32 v[44:45], v20 offset0:2 offset1:3
	ds_load_2addr_b32 v[46:47], v20 offset0:4 offset1:5
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v19, v19, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_f32_e32 v42, v19, v43
	ds_load_2addr_b32 v[19:20], v20 offset0:6 offset1:7
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v42, v42, v44
	v_add_f32_e32 v42, v42, v45
	s_waitcnt lgkmcnt(1)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v42, v42, v46
	v_add_f32_e32 v42, v42, v47
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, v42, v19
	v_add_f32_e32 v19, v19, v20
	s_cbranch_scc1 .LBB8_66
	v_readlane_b32 s20, v71, 6
	s_mov_b64 s[18:19], s[26:27]
	s_and_b32 vcc_lo, exec_lo, s20
	s_cbranch_vccnz .LBB8_73
	s_branch .LBB8_75
.LBB8_68:
	ds_load_b32 v19, v10 offset:24576
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v19, v22, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v19
	v_cndmask_b32_e32 v20, 0xc2d00000, v19, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v20
	v_cndmask_b32_e32 v20, 0x42b20000, v20, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v42, 0x3fb8aa3b, v20
	v_add_f32_e32 v42, 0x4b400000, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v43, 0xcb400000, v42
	v_mul_f32_e32 v44, 0xbf317200, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v20, v20, v44 :: v_dual_mul_f32 v43, 0x35bfbe8e, v43
	v_sub_f32_e32 v44, v20, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v45, v44, v44
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
	v_sub_f32_e32 v45, v44, v45
	v_mul_f32_e32 v44, v44, v45
	v_sub_f32_e32 v45, 2.0, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v46, null, v45, v45, v44
	v_rcp_f32_e32 v47, v46
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v48, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v48, v47
	v_div_scale_f32 v48, vcc_lo, v44, v45, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v49, v48, v47
	v_fma_f32 v50, -v46, v49, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v49, v50, v47
	v_fma_f32 v46, -v46, v49, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v46, v46, v47, v49
	v_cmp_o_f32_e32 vcc_lo, v19, v19
	v_div_fixup_f32 v44, v46, v45, v44
	v_add_nc_u32_e32 v45, 0xb4c00100, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v43, v43, v44
	v_lshrrev_b32_e32 v44, 1, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v20, v20, v43
	v_sub_nc_u32_e32 v42, v42, v44
	v_lshl_add_u32 v43, v44, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v20, 1.0, v20
	v_lshl_add_u32 v42, v42, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v20, v43
	v_mul_f32_e32 v20, v20, v42
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v19, 0x7fc00000, v20, vcc_lo
	ds_store_b32 v21, v19
	s_or_b32 exec_lo, exec_lo, s17
	s_and_saveexec_b32 s17, s3
	s_cbranch_execz .LBB8_59
.LBB8_69:
	ds_load_b32 v19, v10 offset:24576
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v19, v23, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v19
	v_cndmask_b32_e32 v20, 0xc2d00000, v19, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v20
	v_cndmask_b32_e32 v20, 0x42b20000, v20, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v42, 0x3fb8aa3b, v20
	v_add_f32_e32 v42, 0x4b400000, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v43, 0xcb400000, v42
	v_mul_f32_e32 v44, 0xbf317200, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v20, v20, v44 :: v_dual_mul_f32 v43, 0x35bfbe8e, v43
	v_sub_f32_e32 v44, v20, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v45, v44, v44
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
	v_sub_f32_e32 v45, v44, v45
	v_mul_f32_e32 v44, v44, v45
	v_sub_f32_e32 v45, 2.0, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v46, null, v45, v45, v44
	v_rcp_f32_e32 v47, v46
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v48, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v48, v47
	v_div_scale_f32 v48, vcc_lo, v44, v45, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v49, v48, v47
	v_fma_f32 v50, -v46, v49, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v49, v50, v47
	v_fma_f32 v46, -v46, v49, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v46, v46, v47, v49
	v_cmp_o_f32_e32 vcc_lo, v19, v19
	v_div_fixup_f32 v44, v46, v45, v44
	v_add_nc_u32_e32 v45, 0xb4c00100, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v43, v43, v44
	v_lshrrev_b32_e32 v44, 1, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v20, v20, v43
	v_sub_nc_u32_e32 v42, v42, v44
	v_lshl_add_u32 v43, v44, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v20, 1.0, v20
	v_lshl_add_u32 v42, v42, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v20, v43
	v_mul_f32_e32 v20, v20, v42
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v19, 0x7fc00000, v20, vcc_lo
	ds_store_b32 v21, v19 offset:4096
	s_or_b32 exec_lo, exec_lo, s17
	s_and_saveexec_b32 s17, s4
	s_cbranch_execz .LBB8_60
.LBB8_70:
	ds_load_b32 v19, v10 offset:24576
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v19, v24, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v19
	v_cndmask_b32_e32 v20, 0xc2d00000, v19, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v20
	v_cndmask_b32_e32 v20, 0x42b20000, v20, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v42, 0x3fb8aa3b, v20
	v_add_f32_e32 v42, 0x4b400000, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v43, 0xcb400000, v42
	v_mul_f32_e32 v44, 0xbf317200, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v20, v20, v44 :: v_dual_mul_f32 v43, 0x35bfbe8e, v43
	v_sub_f32_e32 v44, v20, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v45, v44, v44
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
	v_sub_f32_e32 v45, v44, v45
	v_mul_f32_e32 v44, v44, v45
	v_sub_f32_e32 v45, 2.0, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v46, null, v45, v45, v44
	v_rcp_f32_e32 v47, v46
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v48, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v48, v47
	v_div_scale_f32 v48, vcc_lo, v44, v45, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v49, v48, v47
	v_fma_f32 v50, -v46, v49, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v49, v50, v47
	v_fma_f32 v46, -v46, v49, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v46, v46, v47, v49
	v_cmp_o_f32_e32 vcc_lo, v19, v19
	v_div_fixup_f32 v44, v46, v45, v44
	v_add_nc_u32_e32 v45, 0xb4c00100, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v43, v43, v44
	v_lshrrev_b32_e32 v44, 1, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v20, v20, v43
	v_sub_nc_u32_e32 v42, v42, v44
	v_lshl_add_u32 v43, v44, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v20, 1.0, v20
	v_lshl_add_u32 v42, v42, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v20, v43
	v_mul_f32_e32 v20, v20, v42
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v19, 0x7fc00000, v20, vcc_lo
	ds_store_b32 v21, v19 offset:8192
	s_or_b32 exec_lo, exec_lo, s17
	s_and_saveexec_b32 s17, s5
	s_cbranch_execnz .LBB8_61
	s_branch .LBB8_62
.LBB8_71:
	v_mov_b32_e32 v19, 0
	s_branch .LBB8_75
.LBB8_72:
	s_mov_b64 s[18:19], 0
	s_cbranch_execz .LBB8_75
.LBB8_73:
	s_lshl_b32 s20, s18, 2
	v_readlane_b32 s18, v71, 4
	v_readlane_b32 s19, v71, 5
.LBB8_74:
	v_mov_b32_e32 v20, s20
	s_add_i32 s20, s20, 4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_add_u32 s18, s18, -1
	s_addc_u32 s19, s19, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[18:19], 0
	ds_load_b32 v20, v20
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v19, v19, v20
	s_cbranch_scc1 .LBB8_74
.LBB8_75:
	ds_store_b32 v10, v19 offset:24580
.LBB8_76:
	s_or_b32 exec_lo, exec_lo, s17
	v_cndmask_b32_e64 v2, v2, v3, s15
	v_cmp_class_f32_e64 vcc_lo, v1, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v2, v2, v9, s16
	v_mul_f32_e32 v3, 0x37800000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v2, v2, v3, s14
	v_cndmask_b32_e32 v1, v2, v1, vcc_lo
	s_and_b32 vcc_lo, exec_lo, s33
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB8_85
	s_cmp_gt_f32 s37, 0
	v_mov_b32_e32 v43, v22
	s_cselect_b32 vcc_lo, -1, 0
	s_add_u32 s16, s40, s38
	v_cndmask_b32_e32 v1, 0, v1, vcc_lo
	s_addc_u32 s14, s41, s39
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_mul_i32 s17, s14, 0xcd9e8d57
	s_mul_hi_u32 s18, s14, 0xcd9e8d57
	v_cndmask_b32_e64 v42, v1, s25, s21
	s_and_saveexec_b32 s19, s2
	s_cbranch_execnz .LBB8_90
	s_or_b32 exec_lo, exec_lo, s19
	v_mov_b32_e32 v44, v23
	s_and_saveexec_b32 s19, s3
	s_cbranch_execnz .LBB8_91
.LBB8_80:
	s_or_b32 exec_lo, exec_lo, s19
	v_mov_b32_e32 v45, v24
	s_and_saveexec_b32 s19, s4
	s_cbranch_execz .LBB8_82
.LBB8_81:
	v_xor_b32_e32 v1, s17, v31
	s_xor_b32 s14, s36, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s14, s14, s16
	s_mul_hi_u32 s15, s14, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	v_xor_b32_e32 v3, s15, v38
	s_mul_i32 s14, s14, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_xor3_b32 v9, s14, s98, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v3, v3, v39
	v_xor3_b32 v9, v20, s99, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[45:46], null, 0xd2511f53, v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s100, v3, v1
	v_xor3_b32 v3, v46, s102, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	v_xor3_b32 v9, s101, v2, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, v3, s103, v1
	v_xor3_b32 v3, s104, v20, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[45:46], null, 0xd2511f53, v1, 0
	v_xor3_b32 v1, v46, s42, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v3, 0
	v_mul_hi_u32 v1, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, vcc_hi, v20, v2
	v_xor3_b32 v3, v1, s43, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v3, 0xd2511f53, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s22, v2, v45
	v_xor3_b32 v1, v3, s23, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, v2, v20, s31
	v_cvt_f64_u32_e32 v[1:2], v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], 0.5
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v9, 0x95f62, v2
	v_and_b32_e32 v2, 0xfffff, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	v_add_f64 v[51:52], v[1:2], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[53:54], v[51:52], 2.0
	v_div_scale_f64 v[45:46], null, v[53:54], v[53:54], v[51:52]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[1:2], v[45:46]
	v_fma_f64 v[47:48], -v[45:46], v[1:2], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_fma_f64 v[47:48], v[1:2], v[47:48], v[1:2]
	ds_load_b96 v[1:3], v10 offset:24576
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v20, null, v2, v2, 1.0
	v_sub_f32_e32 v1, v24, v1
	v_rcp_f32_e32 v49, v20
	v_xor_b32_e32 v20, 0x80000000, v20
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v50, v20, v49, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v49, v50, v49
	v_div_scale_f32 v50, vcc_lo, 1.0, v2, 1.0
	v_mul_f32_e32 v55, v50, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v56, v20, v55, v50
	v_fmac_f32_e32 v55, v56, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v50, v20, v55
	v_lshrrev_b32_e32 v9, 20, v9
	v_div_fmas_f32 v50, v50, v49, v55
	v_fma_f64 v[55:56], -v[45:46], v[47:48], 1.0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v1
	v_cndmask_b32_e32 v20, 0xc2d00000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v20
	v_fma_f64 v[55:56], v[47:48], v[55:56], v[47:48]
	v_div_scale_f64 v[47:48], s14, v[51:52], v[53:54], v[51:52]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[57:58], v[47:48], v[55:56]
	v_fma_f64 v[59:60], -v[45:46], v[57:58], v[47:48]
	v_cndmask_b32_e32 v45, 0x42b20000, v20, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, 0x3fb8aa3b, v45
	v_add_f32_e32 v20, 0x4b400000, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v46, 0xcb400000, v20
	v_mul_f32_e32 v47, 0xbf317200, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v46, 0x35bfbe8e, v46 :: v_dual_add_f32 v45, v45, v47
	v_sub_f32_e32 v47, v45, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v48, v47, v47
	v_mul_f32_e32 v49, 0x3331bb4c, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v49, 0xb5ddea0e, v49
	v_mul_f32_e32 v49, v48, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v49, 0x388ab355, v49
	v_mul_f32_e32 v49, v48, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v49, 0xbb360b61, v49
	v_mul_f32_e32 v49, v48, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v49, 0x3e2aaaab, v49
	v_mul_f32_e32 v48, v48, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v48, v47, v48
	v_mul_f32_e32 v47, v47, v48
	v_sub_f32_e32 v48, 2.0, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v49, null, v48, v48, v47
	v_rcp_f32_e32 v61, v49
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v62, -v49, v61, 1.0
	v_fmac_f32_e32 v61, v62, v61
	v_div_scale_f32 v62, vcc_lo, v47, v48, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v63, v62, v61
	v_fma_f32 v64, -v49, v63, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v63, v64, v61
	v_fma_f32 v49, -v49, v63, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v49, v49, v61, v63
	s_mov_b32 vcc_lo, s14
	v_add_co_u32 v9, s14, 0xfffffc01, v9
	v_div_fmas_f64 v[55:56], v[59:60], v[55:56], v[57:58]
	v_div_fixup_f64 v[53:54], v[55:56], v[53:54], v[51:52]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[55:56], v[53:54], v[53:54]
	v_mul_f64 v[57:58], v[55:56], v[55:56]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[59:60], v[57:58], s[50:51]
	v_mul_f64 v[61:62], v[57:58], s[44:45]
	v_add_f64 v[59:60], v[59:60], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[61:62], v[61:62], s[46:47]
	v_mul_f64 v[59:60], v[57:58], v[59:60]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[61:62], v[57:58], v[61:62]
	v_add_f64 v[59:60], v[59:60], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[61:62], v[61:62], s[48:49]
	v_mul_f64 v[59:60], v[57:58], v[59:60]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[57:58], v[57:58], v[61:62]
	v_cvt_f64_u32_e32 v[61:62], v9
	v_add_f64 v[59:60], v[59:60], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[55:56], v[55:56], v[59:60]
	v_add_co_ci_u32_e64 v59, null, 0, -1, s14
	v_cvt_f64_i32_e32 v[59:60], v59
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[55:56], v[57:58], v[55:56]
	v_mul_f64 v[57:58], v[51:52], 0.5
	v_ldexp_f64 v[59:60], v[59:60], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[57:58], v[51:52], v[57:58]
	v_add_f64 v[59:60], v[59:60], v[61:62]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[55:56], v[57:58], v[55:56]
	v_mul_f64 v[53:54], v[53:54], v[55:56]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[55:56], v[59:60], s[58:59]
	v_add_f64 v[53:54], v[55:56], v[53:54]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[53:54], v[53:54], -v[57:58]
	v_add_f64 v[51:52], v[51:52], v[53:54]
	v_mul_f64 v[53:54], v[59:60], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[51:52], v[53:54], v[51:52]
	v_mul_f64 v[51:52], v[51:52], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[51:52]
	v_cndmask_b32_e64 v9, 0, 0x100, vcc_lo
	v_ldexp_f64 v[51:52], v[51:52], v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[53:54], v[51:52]
	v_mul_f64 v[55:56], v[51:52], v[53:54]
	v_mul_f64 v[53:54], v[53:54], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[57:58], -v[53:54], v[55:56], 0.5
	v_fma_f64 v[55:56], v[55:56], v[57:58], v[55:56]
	v_fma_f64 v[53:54], v[53:54], v[57:58], v[53:54]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[57:58], -v[55:56], v[55:56], v[51:52]
	v_fma_f64 v[55:56], v[57:58], v[53:54], v[55:56]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[57:58], -v[55:56], v[55:56], v[51:52]
	v_fma_f64 v[53:54], v[57:58], v[53:54], v[55:56]
	v_cvt_f64_u32_e32 v[55:56], v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[55:56], v[55:56], 0.5
	v_ldexp_f64 v[55:56], v[55:56], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[55:56], v[55:56], s[62:63]
	v_mul_f64 v[57:58], v[55:56], s[64:65]
	v_bfe_u32 v9, v56, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[57:58], 0x43380000, v[57:58]
	v_add_f64 v[58:59], 0xc3380000, v[57:58]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[60:61], v[58:59], s[66:67]
	v_add_f64 v[55:56], v[55:56], v[60:61]
	v_mul_f64 v[60:61], v[58:59], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[55:56], -v[60:61]
	v_lshrrev_b32_e32 v19, 20, v63
	v_mov_b32_e32 v63, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v19, 0x7ff, v19
	v_add_nc_u32_e32 v62, 16, v19
	v_div_fixup_f32 v19, v50, v2, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s14, v[62:63], v[9:10]
	v_mul_f64 v[62:63], v[58:59], s[70:71]
	v_mul_f64 v[58:59], v[58:59], s[72:73]
	v_cndmask_b32_e64 v9, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[51:52], 0x260
	v_ldexp_f64 v[53:54], v[53:54], v9
	v_and_b32_e32 v9, 1, v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s15, 0, v[9:10]
	v_add_f64 v[64:65], v[55:56], v[62:63]
	v_dual_cndmask_b32 v52, v54, v52 :: v_dual_cndmask_b32 v51, v53, v51
	v_cmp_eq_f32_e32 vcc_lo, v3, v30
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v67, v56, v65, s14
	v_cndmask_b32_e64 v66, v55, v64, s14
	v_add_f64 v[55:56], v[55:56], -v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[55:56], v[55:56], v[62:63]
	v_add_f64 v[55:56], v[58:59], -v[55:56]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v56, v61, v56, s14
	v_cndmask_b32_e64 v55, v60, v55, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[2:3], v[66:67], -v[55:56]
	v_add_f64 v[53:54], v[66:67], -v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[53:54], v[53:54], -v[55:56]
	v_mul_f64 v[55:56], v[2:3], v[2:3]
	v_mul_f64 v[64:65], v[53:54], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[58:59], v[55:56], s[92:93]
	v_mul_f64 v[60:61], v[55:56], v[55:56]
	v_add_f64 v[58:59], v[58:59], s[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[62:63], v[55:56], v[60:61]
	v_mul_f64 v[60:61], v[60:61], v[60:61]
	v_mul_f64 v[58:59], v[62:63], v[58:59]
	v_mul_f64 v[62:63], v[55:56], s[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[62:63], s[88:89]
	v_mul_f64 v[62:63], v[55:56], v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[62:63], s[90:91]
	v_add_f64 v[58:59], v[58:59], v[62:63]
	v_mul_f64 v[62:63], v[55:56], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[62:63], s[82:83]
	v_mul_f64 v[62:63], v[55:56], v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[62:63], s[84:85]
	v_mul_f64 v[60:61], v[60:61], v[62:63]
	v_mul_f64 v[62:63], v[55:56], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[62:63], s[76:77]
	v_mul_f64 v[62:63], v[55:56], v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[62:63], s[78:79]
	v_mul_f64 v[62:63], v[55:56], v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[60:61], v[62:63], v[60:61]
	v_mul_f64 v[62:63], v[2:3], v[55:56]
	v_mul_f64 v[60:61], v[55:56], v[60:61]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[58:59], v[62:63], v[58:59]
	v_add_f64 v[58:59], v[64:65], -v[58:59]
	v_mul_f64 v[64:65], v[55:56], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[55:56], v[55:56], v[58:59]
	v_add_f64 v[66:67], -v[64:65], 1.0
	v_mul_f64 v[58:59], v[2:3], v[53:54]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[53:54], v[55:56], -v[53:54]
	v_add_f64 v[68:69], -v[66:67], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[58:59], v[60:61], -v[58:59]
	v_add_f64 v[64:65], v[68:69], -v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[55:56], v[64:65], v[58:59]
	v_mul_f64 v[58:59], v[62:63], s[96:97]
	v_add_f64 v[55:56], v[66:67], v[55:56]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[53:54], v[53:54], v[58:59]
	v_xor_b32_e32 v9, 0x80000000, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[2:3], v[2:3], -v[53:54]
	v_dual_mov_b32 v54, v10 :: v_dual_and_b32 v53, 2, v57
	v_cmp_eq_u64_e64 s14, 0, v[53:54]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v9, v9, v56, s14
	v_xor_b32_e32 v50, 0x80000000, v3
	v_cndmask_b32_e64 v2, v2, v55, s15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v3, v3, v50, s14
	v_cmp_o_f32_e64 s14, v1, v1
	v_cndmask_b32_e64 v3, v3, v9, s15
	v_div_fixup_f32 v9, v49, v48, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[2:3], v[2:3], v[51:52]
	v_sub_f32_e32 v9, v46, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v1, v45, v9
	v_add_nc_u32_e32 v9, 0xb4c00100, v20
	v_add_f32_e32 v1, 1.0, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v9, 1, v9
	v_sub_nc_u32_e32 v20, v20, v9
	v_lshl_add_u32 v9, v9, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v1, v1, v9
	v_lshl_add_u32 v9, v20, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v1, v1, v9
	global_load_b32 v9, v[15:16], off
	v_cndmask_b32_e64 v1, 0x7fc00000, v1, s14
	v_cvt_f32_f64_e32 v2, v[2:3]
	v_add_f32_e32 v3, v24, v24
	v_mul_f32_e32 v1, v19, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v3, 0x3d4ccccd, v3 :: v_dual_mul_f32 v2, v42, v2
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v3, v3, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v3, v1
	v_cndmask_b32_e64 v3, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v1, v3, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, s24, v1
	v_sub_f32_e32 v1, v24, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v2, v1
	v_and_b32_e32 v2, 0x7fffffff, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v45, 0x7fc00000, v1, vcc_lo
.LBB8_82:
	s_or_b32 exec_lo, exec_lo, s19
	v_mov_b32_e32 v1, v25
	s_and_saveexec_b32 s14, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s19, exec_lo, s14
	s_cbranch_execz .LBB8_84
	v_xor_b32_e32 v1, s17, v33
	s_xor_b32 s14, s36, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s14, s14, s16
	s_mul_hi_u32 s15, s14, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	v_xor_b32_e32 v3, s15, v40
	s_mul_i32 s14, s14, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_xor3_b32 v9, s14, s98, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v3, v3, v41
	v_xor3_b32 v9, v20, s99, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[46:47], null, 0xd2511f53, v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s100, v3, v1
	v_xor3_b32 v3, v47, s102, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	v_xor3_b32 v9, s101, v2, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, v3, s103, v1
	v_xor3_b32 v3, s104, v20, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[46:47], null, 0xd2511f53, v1, 0
	v_xor3_b32 v1, v47, s42, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v3, 0
	v_mul_hi_u32 v1, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, vcc_hi, v20, v2
	v_xor3_b32 v3, v1, s43, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v3, 0xd2511f53, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s22, v2, v46
	v_xor3_b32 v1, v3, s23, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, v2, v20, s31
	v_cvt_f64_u32_e32 v[1:2], v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], 0.5
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v9, 0x95f62, v2
	v_and_b32_e32 v2, 0xfffff, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	v_add_f64 v[52:53], v[1:2], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[54:55], v[52:53], 2.0
	v_div_scale_f64 v[46:47], null, v[54:55], v[54:55], v[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[1:2], v[46:47]
	v_fma_f64 v[48:49], -v[46:47], v[1:2], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_fma_f64 v[48:49], v[1:2], v[48:49], v[1:2]
	ds_load_b96 v[1:3], v10 offset:24576
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v20, null, v2, v2, 1.0
	v_sub_f32_e32 v1, v25, v1
	v_rcp_f32_e32 v50, v20
	v_xor_b32_e32 v20, 0x80000000, v20
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v51, v20, v50, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v50, v51, v50
	v_div_scale_f32 v51, vcc_lo, 1.0, v2, 1.0
	v_mul_f32_e32 v56, v51, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v57, v20, v56, v51
	v_fmac_f32_e32 v56, v57, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v51, v20, v56
	v_div_fmas_f32 v51, v51, v50, v56
	v_fma_f64 v[56:57], -v[46:47], v[48:49], 1.0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v1
	v_cndmask_b32_e32 v20, 0xc2d00000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v20
	v_fma_f64 v[56:57], v[48:49], v[56:57], v[48:49]
	v_div_scale_f64 v[48:49], s14, v[52:53], v[54:55], v[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[58:59], v[48:49], v[56:57]
	v_fma_f64 v[60:61], -v[46:47], v[58:59], v[48:49]
	v_cndmask_b32_e32 v46, 0x42b20000, v20, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, 0x3fb8aa3b, v46
	v_add_f32_e32 v20, 0x4b400000, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v47, 0xcb400000, v20
	v_mul_f32_e32 v48, 0xbf317200, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v47, 0x35bfbe8e, v47 :: v_dual_add_f32 v46, v46, v48
	v_lshrrev_b32_e32 v9, 20, v9
	v_sub_f32_e32 v48, v46, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v49, v48, v48
	v_mul_f32_e32 v50, 0x3331bb4c, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v50, 0xb5ddea0e, v50
	v_mul_f32_e32 v50, v49, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v50, 0x388ab355, v50
	v_mul_f32_e32 v50, v49, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v50, 0xbb360b61, v50
	v_mul_f32_e32 v50, v49, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v50, 0x3e2aaaab, v50
	v_mul_f32_e32 v49, v49, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v49, v48, v49
	v_mul_f32_e32 v48, v48, v49
	v_sub_f32_e32 v49, 2.0, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v50, null, v49, v49, v48
	v_rcp_f32_e32 v62, v50
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v63, -v50, v62, 1.0
	v_fmac_f32_e32 v62, v63, v62
	v_div_scale_f32 v63, vcc_lo, v48, v49, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v64, v63, v62
	v_fma_f32 v65, -v50, v64, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v64, v65, v62
	v_fma_f32 v50, -v50, v64, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v50, v50, v62, v64
	s_mov_b32 vcc_lo, s14
	v_add_co_u32 v9, s14, 0xfffffc01, v9
	v_div_fmas_f64 v[56:57], v[60:61], v[56:57], v[58:59]
	v_div_fixup_f64 v[54:55], v[56:57], v[54:55], v[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[56:57], v[54:55], v[54:55]
	v_mul_f64 v[58:59], v[56:57], v[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[60:61], v[58:59], s[50:51]
	v_mul_f64 v[62:63], v[58:59], s[44:45]
	v_add_f64 v[60:61], v[60:61], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[62:63], v[62:63], s[46:47]
	v_mul_f64 v[60:61], v[58:59], v[60:61]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[62:63], v[58:59], v[62:63]
	v_add_f64 v[60:61], v[60:61], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[62:63], v[62:63], s[48:49]
	v_mul_f64 v[60:61], v[58:59], v[60:61]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[58:59], v[58:59], v[62:63]
	v_cvt_f64_u32_e32 v[62:63], v9
	v_add_f64 v[60:61], v[60:61], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[56:57], v[56:57], v[60:61]
	v_add_co_ci_u32_e64 v60, null, 0, -1, s14
	v_cvt_f64_i32_e32 v[60:61], v60
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[56:57], v[58:59], v[56:57]
	v_mul_f64 v[58:59], v[52:53], 0.5
	v_ldexp_f64 v[60:61], v[60:61], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[58:59], v[52:53], v[58:59]
	v_add_f64 v[60:61], v[60:61], v[62:63]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[56:57], v[58:59], v[56:57]
	v_mul_f64 v[54:55], v[54:55], v[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[56:57], v[60:61], s[58:59]
	v_add_f64 v[54:55], v[56:57], v[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[54:55], v[54:55], -v[58:59]
	v_add_f64 v[52:53], v[52:53], v[54:55]
	v_mul_f64 v[54:55], v[60:61], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[52:53], v[54:55], v[52:53]
	v_mul_f64 v[52:53], v[52:53], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[52:53]
	v_cndmask_b32_e64 v9, 0, 0x100, vcc_lo
	v_ldexp_f64 v[52:53], v[52:53], v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[54:55], v[52:53]
	v_mul_f64 v[56:57], v[52:53], v[54:55]
	v_mul_f64 v[54:55], v[54:55], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[58:59], -v[54:55], v[56:57], 0.5
	v_fma_f64 v[56:57], v[56:57], v[58:59], v[56:57]
	v_fma_f64 v[54:55], v[54:55], v[58:59], v[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[58:59], -v[56:57], v[56:57], v[52:53]
	v_fma_f64 v[56:57], v[58:59], v[54:55], v[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[58:59], -v[56:57], v[56:57], v[52:53]
	v_fma_f64 v[54:55], v[58:59], v[54:55], v[56:57]
	v_cvt_f64_u32_e32 v[56:57], v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[56:57], v[56:57], 0.5
	v_ldexp_f64 v[56:57], v[56:57], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[56:57], v[56:57], s[62:63]
	v_mul_f64 v[58:59], v[56:57], s[64:65]
	v_bfe_u32 v9, v57, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[58:59], 0x43380000, v[58:59]
	v_add_f64 v[59:60], 0xc3380000, v[58:59]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[61:62], v[59:60], s[66:67]
	v_add_f64 v[56:57], v[56:57], v[61:62]
	v_mul_f64 v[61:62], v[59:60], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[56:57], -v[61:62]
	v_lshrrev_b32_e32 v19, 20, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v64, v10 :: v_dual_and_b32 v19, 0x7ff, v19
	v_add_nc_u32_e32 v63, 16, v19
	v_div_fixup_f32 v19, v51, v2, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s14, v[63:64], v[9:10]
	v_mul_f64 v[63:64], v[59:60], s[70:71]
	v_mul_f64 v[59:60], v[59:60], s[72:73]
	v_cndmask_b32_e64 v9, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[52:53], 0x260
	v_ldexp_f64 v[54:55], v[54:55], v9
	v_and_b32_e32 v9, 1, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s15, 0, v[9:10]
	v_add_f64 v[65:66], v[56:57], v[63:64]
	v_dual_cndmask_b32 v53, v55, v53 :: v_dual_cndmask_b32 v52, v54, v52
	v_cmp_eq_f32_e32 vcc_lo, v3, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v68, v57, v66, s14
	v_cndmask_b32_e64 v67, v56, v65, s14
	v_add_f64 v[56:57], v[56:57], -v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[56:57], v[56:57], v[63:64]
	v_add_f64 v[56:57], v[59:60], -v[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v57, v62, v57, s14
	v_cndmask_b32_e64 v56, v61, v56, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[2:3], v[67:68], -v[56:57]
	v_add_f64 v[54:55], v[67:68], -v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[54:55], v[54:55], -v[56:57]
	v_mul_f64 v[56:57], v[2:3], v[2:3]
	v_mul_f64 v[65:66], v[54:55], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[59:60], v[56:57], s[92:93]
	v_mul_f64 v[61:62], v[56:57], v[56:57]
	v_add_f64 v[59:60], v[59:60], s[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[63:64], v[56:57], v[61:62]
	v_mul_f64 v[61:62], v[61:62], v[61:62]
	v_mul_f64 v[59:60], v[63:64], v[59:60]
	v_mul_f64 v[63:64], v[56:57], s[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[63:64], s[88:89]
	v_mul_f64 v[63:64], v[56:57], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[63:64], s[90:91]
	v_add_f64 v[59:60], v[59:60], v[63:64]
	v_mul_f64 v[63:64], v[56:57], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[63:64], s[82:83]
	v_mul_f64 v[63:64], v[56:57], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[63:64], s[84:85]
	v_mul_f64 v[61:62], v[61:62], v[63:64]
	v_mul_f64 v[63:64], v[56:57], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[63:64], s[76:77]
	v_mul_f64 v[63:64], v[56:57], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[63:64], s[78:79]
	v_mul_f64 v[63:64], v[56:57], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[61:62], v[63:64], v[61:62]
	v_mul_f64 v[63:64], v[2:3], v[56:57]
	v_mul_f64 v[61:62], v[56:57], v[61:62]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[59:60], v[63:64], v[59:60]
	v_add_f64 v[59:60], v[65:66], -v[59:60]
	v_mul_f64 v[65:66], v[56:57], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[56:57], v[56:57], v[59:60]
	v_add_f64 v[67:68], -v[65:66], 1.0
	v_mul_f64 v[59:60], v[2:3], v[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[54:55], v[56:57], -v[54:55]
	v_add_f64 v[69:70], -v[67:68], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[59:60], v[61:62], -v[59:60]
	v_add_f64 v[65:66], v[69:70], -v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[56:57], v[65:66], v[59:60]
	v_mul_f64 v[59:60], v[63:64], s[96:97]
	v_add_f64 v[56:57], v[67:68], v[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[54:55], v[54:55], v[59:60]
	v_xor_b32_e32 v9, 0x80000000, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[2:3], v[2:3], -v[54:55]
	v_dual_mov_b32 v55, v10 :: v_dual_and_b32 v54, 2, v58
	v_cmp_eq_u64_e64 s14, 0, v[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v9, v9, v57, s14
	v_xor_b32_e32 v51, 0x80000000, v3
	v_cndmask_b32_e64 v2, v2, v56, s15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v3, v3, v51, s14
	v_cmp_o_f32_e64 s14, v1, v1
	v_cndmask_b32_e64 v3, v3, v9, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[2:3], v[2:3], v[52:53]
	v_cvt_f32_f64_e32 v2, v[2:3]
	v_add_f32_e32 v3, v25, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, 0x3d4ccccd, v3
	v_div_fixup_f32 v9, v50, v49, v48
	v_sub_f32_e32 v9, v47, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v1, v46, v9
	v_add_nc_u32_e32 v9, 0xb4c00100, v20
	v_add_f32_e32 v1, 1.0, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v9, 1, v9
	v_sub_nc_u32_e32 v20, v20, v9
	v_lshl_add_u32 v9, v9, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v1, v1, v9
	v_lshl_add_u32 v9, v20, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v2, v42, v2 :: v_dual_mul_f32 v1, v1, v9
	global_load_b32 v9, v[17:18], off
	v_cndmask_b32_e64 v1, 0x7fc00000, v1, s14
	v_mul_f32_e32 v1, v19, v1
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v3, v3, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v3, v1
	v_cndmask_b32_e64 v3, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v1, v3, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, s24, v1
	v_sub_f32_e32 v1, v25, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v2, v1
	v_and_b32_e32 v2, 0x7fffffff, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v1, 0x7fc00000, v1, vcc_lo
.LBB8_84:
	s_or_b32 exec_lo, exec_lo, s19
	s_branch .LBB8_12
.LBB8_85:
	s_cbranch_execz .LBB8_12
	s_and_saveexec_b32 s15, s2
	s_cbranch_execnz .LBB8_92
	s_or_b32 exec_lo, exec_lo, s15
	s_and_saveexec_b32 s15, s3
	s_cbranch_execnz .LBB8_93
.LBB8_88:
	s_or_b32 exec_lo, exec_lo, s15
	s_and_saveexec_b32 s15, s4
	s_cbranch_execnz .LBB8_94
.LBB8_89:
	s_or_b32 exec_lo, exec_lo, s15
	s_and_saveexec_b32 s14, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s15, exec_lo, s14
	s_cbranch_execz .LBB8_11
	s_branch .LBB8_95
.LBB8_90:
	v_xor_b32_e32 v1, s17, v29
	s_xor_b32 s14, s36, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s14, s14, s16
	s_mul_hi_u32 s15, s14, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	v_xor_b32_e32 v3, s15, v34
	s_mul_i32 s14, s14, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_xor3_b32 v9, s14, s98, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v3, v3, v35
	v_xor3_b32 v9, v20, s99, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[43:44], null, 0xd2511f53, v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s100, v3, v1
	v_xor3_b32 v3, v44, s102, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	v_xor3_b32 v9, s101, v2, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, v3, s103, v1
	v_xor3_b32 v3, s104, v20, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[43:44], null, 0xd2511f53, v1, 0
	v_xor3_b32 v1, v44, s42, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v3, 0
	v_mul_hi_u32 v1, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, vcc_hi, v20, v2
	v_xor3_b32 v3, v1, s43, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v3, 0xd2511f53, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s22, v2, v43
	v_xor3_b32 v1, v3, s23, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, v2, v20, s31
	v_cvt_f64_u32_e32 v[1:2], v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], 0.5
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v9, 0x95f62, v2
	v_and_b32_e32 v2, 0xfffff, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	v_add_f64 v[49:50], v[1:2], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[51:52], v[49:50], 2.0
	v_div_scale_f64 v[43:44], null, v[51:52], v[51:52], v[49:50]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[1:2], v[43:44]
	v_fma_f64 v[45:46], -v[43:44], v[1:2], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_fma_f64 v[45:46], v[1:2], v[45:46], v[1:2]
	ds_load_b96 v[1:3], v10 offset:24576
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v20, null, v2, v2, 1.0
	v_sub_f32_e32 v1, v22, v1
	v_rcp_f32_e32 v47, v20
	v_xor_b32_e32 v20, 0x80000000, v20
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v48, v20, v47, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v47, v48, v47
	v_div_scale_f32 v48, vcc_lo, 1.0, v2, 1.0
	v_mul_f32_e32 v53, v48, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v54, v20, v53, v48
	v_fmac_f32_e32 v53, v54, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v48, v20, v53
	v_lshrrev_b32_e32 v9, 20, v9
	v_div_fmas_f32 v48, v48, v47, v53
	v_fma_f64 v[53:54], -v[43:44], v[45:46], 1.0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v1
	v_cndmask_b32_e32 v20, 0xc2d00000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v20
	v_fma_f64 v[53:54], v[45:46], v[53:54], v[45:46]
	v_div_scale_f64 v[45:46], s14, v[49:50], v[51:52], v[49:50]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[55:56], v[45:46], v[53:54]
	v_fma_f64 v[57:58], -v[43:44], v[55:56], v[45:46]
	v_cndmask_b32_e32 v43, 0x42b20000, v20, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, 0x3fb8aa3b, v43
	v_add_f32_e32 v20, 0x4b400000, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v44, 0xcb400000, v20
	v_mul_f32_e32 v45, 0xbf317200, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v44, 0x35bfbe8e, v44 :: v_dual_add_f32 v43, v43, v45
	v_sub_f32_e32 v45, v43, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v46, v45, v45
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
	v_sub_f32_e32 v46, v45, v46
	v_mul_f32_e32 v45, v45, v46
	v_sub_f32_e32 v46, 2.0, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v47, null, v46, v46, v45
	v_rcp_f32_e32 v59, v47
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v60, -v47, v59, 1.0
	v_fmac_f32_e32 v59, v60, v59
	v_div_scale_f32 v60, vcc_lo, v45, v46, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v61, v60, v59
	v_fma_f32 v62, -v47, v61, v60
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v61, v62, v59
	v_fma_f32 v47, -v47, v61, v60
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v47, v47, v59, v61
	s_mov_b32 vcc_lo, s14
	v_add_co_u32 v9, s14, 0xfffffc01, v9
	v_div_fmas_f64 v[53:54], v[57:58], v[53:54], v[55:56]
	v_div_fixup_f64 v[51:52], v[53:54], v[51:52], v[49:50]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[53:54], v[51:52], v[51:52]
	v_mul_f64 v[55:56], v[53:54], v[53:54]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[57:58], v[55:56], s[50:51]
	v_mul_f64 v[59:60], v[55:56], s[44:45]
	v_add_f64 v[57:58], v[57:58], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[59:60], v[59:60], s[46:47]
	v_mul_f64 v[57:58], v[55:56], v[57:58]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[59:60], v[55:56], v[59:60]
	v_add_f64 v[57:58], v[57:58], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[59:60], v[59:60], s[48:49]
	v_mul_f64 v[57:58], v[55:56], v[57:58]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[55:56], v[55:56], v[59:60]
	v_cvt_f64_u32_e32 v[59:60], v9
	v_add_f64 v[57:58], v[57:58], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[53:54], v[53:54], v[57:58]
	v_add_co_ci_u32_e64 v57, null, 0, -1, s14
	v_cvt_f64_i32_e32 v[57:58], v57
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[53:54], v[55:56], v[53:54]
	v_mul_f64 v[55:56], v[49:50], 0.5
	v_ldexp_f64 v[57:58], v[57:58], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[55:56], v[49:50], v[55:56]
	v_add_f64 v[57:58], v[57:58], v[59:60]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[53:54], v[55:56], v[53:54]
	v_mul_f64 v[51:52], v[51:52], v[53:54]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[53:54], v[57:58], s[58:59]
	v_add_f64 v[51:52], v[53:54], v[51:52]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[51:52], v[51:52], -v[55:56]
	v_add_f64 v[49:50], v[49:50], v[51:52]
	v_mul_f64 v[51:52], v[57:58], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[49:50], v[51:52], v[49:50]
	v_mul_f64 v[49:50], v[49:50], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[49:50]
	v_cndmask_b32_e64 v9, 0, 0x100, vcc_lo
	v_ldexp_f64 v[49:50], v[49:50], v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[51:52], v[49:50]
	v_mul_f64 v[53:54], v[49:50], v[51:52]
	v_mul_f64 v[51:52], v[51:52], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[55:56], -v[51:52], v[53:54], 0.5
	v_fma_f64 v[53:54], v[53:54], v[55:56], v[53:54]
	v_fma_f64 v[51:52], v[51:52], v[55:56], v[51:52]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[55:56], -v[53:54], v[53:54], v[49:50]
	v_fma_f64 v[53:54], v[55:56], v[51:52], v[53:54]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[55:56], -v[53:54], v[53:54], v[49:50]
	v_fma_f64 v[51:52], v[55:56], v[51:52], v[53:54]
	v_cvt_f64_u32_e32 v[53:54], v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[53:54], v[53:54], 0.5
	v_ldexp_f64 v[53:54], v[53:54], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[53:54], v[53:54], s[62:63]
	v_mul_f64 v[55:56], v[53:54], s[64:65]
	v_bfe_u32 v9, v54, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[55:56], 0x43380000, v[55:56]
	v_add_f64 v[56:57], 0xc3380000, v[55:56]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[58:59], v[56:57], s[66:67]
	v_add_f64 v[53:54], v[53:54], v[58:59]
	v_mul_f64 v[58:59], v[56:57], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[60:61], v[53:54], -v[58:59]
	v_lshrrev_b32_e32 v19, 20, v61
	v_mov_b32_e32 v61, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v19, 0x7ff, v19
	v_add_nc_u32_e32 v60, 16, v19
	v_div_fixup_f32 v19, v48, v2, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s14, v[60:61], v[9:10]
	v_mul_f64 v[60:61], v[56:57], s[70:71]
	v_mul_f64 v[56:57], v[56:57], s[72:73]
	v_cndmask_b32_e64 v9, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[49:50], 0x260
	v_ldexp_f64 v[51:52], v[51:52], v9
	v_and_b32_e32 v9, 1, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s15, 0, v[9:10]
	v_add_f64 v[62:63], v[53:54], v[60:61]
	v_dual_cndmask_b32 v50, v52, v50 :: v_dual_cndmask_b32 v49, v51, v49
	v_cmp_eq_f32_e32 vcc_lo, v3, v28
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v65, v54, v63, s14
	v_cndmask_b32_e64 v64, v53, v62, s14
	v_add_f64 v[53:54], v[53:54], -v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[53:54], v[53:54], v[60:61]
	v_add_f64 v[53:54], v[56:57], -v[53:54]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v54, v59, v54, s14
	v_cndmask_b32_e64 v53, v58, v53, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[2:3], v[64:65], -v[53:54]
	v_add_f64 v[51:52], v[64:65], -v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[51:52], v[51:52], -v[53:54]
	v_mul_f64 v[53:54], v[2:3], v[2:3]
	v_mul_f64 v[62:63], v[51:52], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[56:57], v[53:54], s[92:93]
	v_mul_f64 v[58:59], v[53:54], v[53:54]
	v_add_f64 v[56:57], v[56:57], s[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[60:61], v[53:54], v[58:59]
	v_mul_f64 v[58:59], v[58:59], v[58:59]
	v_mul_f64 v[56:57], v[60:61], v[56:57]
	v_mul_f64 v[60:61], v[53:54], s[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[60:61], v[60:61], s[88:89]
	v_mul_f64 v[60:61], v[53:54], v[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[60:61], v[60:61], s[90:91]
	v_add_f64 v[56:57], v[56:57], v[60:61]
	v_mul_f64 v[60:61], v[53:54], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[60:61], v[60:61], s[82:83]
	v_mul_f64 v[60:61], v[53:54], v[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[60:61], v[60:61], s[84:85]
	v_mul_f64 v[58:59], v[58:59], v[60:61]
	v_mul_f64 v[60:61], v[53:54], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[60:61], v[60:61], s[76:77]
	v_mul_f64 v[60:61], v[53:54], v[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[60:61], v[60:61], s[78:79]
	v_mul_f64 v[60:61], v[53:54], v[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[58:59], v[60:61], v[58:59]
	v_mul_f64 v[60:61], v[2:3], v[53:54]
	v_mul_f64 v[58:59], v[53:54], v[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[56:57], v[60:61], v[56:57]
	v_add_f64 v[56:57], v[62:63], -v[56:57]
	v_mul_f64 v[62:63], v[53:54], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[53:54], v[53:54], v[56:57]
	v_add_f64 v[64:65], -v[62:63], 1.0
	v_mul_f64 v[56:57], v[2:3], v[51:52]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[51:52], v[53:54], -v[51:52]
	v_add_f64 v[66:67], -v[64:65], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[56:57], v[58:59], -v[56:57]
	v_add_f64 v[62:63], v[66:67], -v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[53:54], v[62:63], v[56:57]
	v_mul_f64 v[56:57], v[60:61], s[96:97]
	v_add_f64 v[53:54], v[64:65], v[53:54]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[51:52], v[51:52], v[56:57]
	v_xor_b32_e32 v9, 0x80000000, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[2:3], v[2:3], -v[51:52]
	v_dual_mov_b32 v52, v10 :: v_dual_and_b32 v51, 2, v55
	v_cmp_eq_u64_e64 s14, 0, v[51:52]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v9, v9, v54, s14
	v_xor_b32_e32 v48, 0x80000000, v3
	v_cndmask_b32_e64 v2, v2, v53, s15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v3, v3, v48, s14
	v_cmp_o_f32_e64 s14, v1, v1
	v_cndmask_b32_e64 v3, v3, v9, s15
	v_div_fixup_f32 v9, v47, v46, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[2:3], v[2:3], v[49:50]
	v_sub_f32_e32 v9, v44, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v1, v43, v9
	v_add_nc_u32_e32 v9, 0xb4c00100, v20
	v_add_f32_e32 v1, 1.0, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v9, 1, v9
	v_sub_nc_u32_e32 v20, v20, v9
	v_lshl_add_u32 v9, v9, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v1, v1, v9
	v_lshl_add_u32 v9, v20, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v1, v1, v9
	global_load_b32 v9, v[11:12], off
	v_cndmask_b32_e64 v1, 0x7fc00000, v1, s14
	v_cvt_f32_f64_e32 v2, v[2:3]
	v_add_f32_e32 v3, v22, v22
	v_mul_f32_e32 v1, v19, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v3, 0x3d4ccccd, v3 :: v_dual_mul_f32 v2, v42, v2
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v3, v3, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v3, v1
	v_cndmask_b32_e64 v3, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v1, v3, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, s24, v1
	v_sub_f32_e32 v1, v22, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v2, v1
	v_and_b32_e32 v2, 0x7fffffff, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v43, 0x7fc00000, v1, vcc_lo
	s_or_b32 exec_lo, exec_lo, s19
	v_mov_b32_e32 v44, v23
	s_and_saveexec_b32 s19, s3
	s_cbranch_execz .LBB8_80
.LBB8_91:
	v_xor_b32_e32 v1, s17, v7
	s_xor_b32 s14, s36, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s14, s14, s16
	s_mul_hi_u32 s15, s14, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	v_xor_b32_e32 v3, s15, v36
	s_mul_i32 s14, s14, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_xor3_b32 v9, s14, s98, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v3, v3, v37
	v_xor3_b32 v9, v20, s99, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[44:45], null, 0xd2511f53, v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s100, v3, v1
	v_xor3_b32 v3, v45, s102, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	v_xor3_b32 v9, s101, v2, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, v3, s103, v1
	v_xor3_b32 v3, s104, v20, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[44:45], null, 0xd2511f53, v1, 0
	v_xor3_b32 v1, v45, s42, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v3, 0
	v_mul_hi_u32 v1, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, vcc_hi, v20, v2
	v_xor3_b32 v3, v1, s43, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v3, 0xd2511f53, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s22, v2, v44
	v_xor3_b32 v1, v3, s23, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, v2, v20, s31
	v_cvt_f64_u32_e32 v[1:2], v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], 0.5
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v9, 0x95f62, v2
	v_and_b32_e32 v2, 0xfffff, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	v_add_f64 v[50:51], v[1:2], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[52:53], v[50:51], 2.0
	v_div_scale_f64 v[44:45], null, v[52:53], v[52:53], v[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[1:2], v[44:45]
	v_fma_f64 v[46:47], -v[44:45], v[1:2], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_fma_f64 v[46:47], v[1:2], v[46:47], v[1:2]
	ds_load_b96 v[1:3], v10 offset:24576
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v20, null, v2, v2, 1.0
	v_sub_f32_e32 v1, v23, v1
	v_rcp_f32_e32 v48, v20
	v_xor_b32_e32 v20, 0x80000000, v20
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v49, v20, v48, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v48, v49, v48
	v_div_scale_f32 v49, vcc_lo, 1.0, v2, 1.0
	v_lshrrev_b32_e32 v9, 20, v9
	v_mul_f32_e32 v54, v49, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v55, v20, v54, v49
	v_fmac_f32_e32 v54, v55, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v49, v20, v54
	v_div_fmas_f32 v49, v49, v48, v54
	v_fma_f64 v[54:55], -v[44:45], v[46:47], 1.0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v1
	v_cndmask_b32_e32 v20, 0xc2d00000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v20
	v_fma_f64 v[54:55], v[46:47], v[54:55], v[46:47]
	v_div_scale_f64 v[46:47], s14, v[50:51], v[52:53], v[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[56:57], v[46:47], v[54:55]
	v_fma_f64 v[58:59], -v[44:45], v[56:57], v[46:47]
	v_cndmask_b32_e32 v44, 0x42b20000, v20, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, 0x3fb8aa3b, v44
	v_add_f32_e32 v20, 0x4b400000, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v45, 0xcb400000, v20
	v_mul_f32_e32 v46, 0xbf317200, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v44, v44, v46 :: v_dual_mul_f32 v45, 0x35bfbe8e, v45
	v_sub_f32_e32 v46, v44, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v47, v46, v46
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
	v_sub_f32_e32 v47, v46, v47
	v_mul_f32_e32 v46, v46, v47
	v_sub_f32_e32 v47, 2.0, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v48, null, v47, v47, v46
	v_rcp_f32_e32 v60, v48
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v61, -v48, v60, 1.0
	v_fmac_f32_e32 v60, v61, v60
	v_div_scale_f32 v61, vcc_lo, v46, v47, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v62, v61, v60
	v_fma_f32 v63, -v48, v62, v61
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v62, v63, v60
	v_fma_f32 v48, -v48, v62, v61
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v48, v48, v60, v62
	s_mov_b32 vcc_lo, s14
	v_add_co_u32 v9, s14, 0xfffffc01, v9
	v_div_fmas_f64 v[54:55], v[58:59], v[54:55], v[56:57]
	v_div_fixup_f64 v[52:53], v[54:55], v[52:53], v[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[54:55], v[52:53], v[52:53]
	v_mul_f64 v[56:57], v[54:55], v[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[58:59], v[56:57], s[50:51]
	v_mul_f64 v[60:61], v[56:57], s[44:45]
	v_add_f64 v[58:59], v[58:59], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[60:61], v[60:61], s[46:47]
	v_mul_f64 v[58:59], v[56:57], v[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[60:61], v[56:57], v[60:61]
	v_add_f64 v[58:59], v[58:59], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[60:61], v[60:61], s[48:49]
	v_mul_f64 v[58:59], v[56:57], v[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[56:57], v[56:57], v[60:61]
	v_cvt_f64_u32_e32 v[60:61], v9
	v_add_f64 v[58:59], v[58:59], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[54:55], v[54:55], v[58:59]
	v_add_co_ci_u32_e64 v58, null, 0, -1, s14
	v_cvt_f64_i32_e32 v[58:59], v58
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[54:55], v[56:57], v[54:55]
	v_mul_f64 v[56:57], v[50:51], 0.5
	v_ldexp_f64 v[58:59], v[58:59], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[56:57], v[50:51], v[56:57]
	v_add_f64 v[58:59], v[58:59], v[60:61]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[54:55], v[56:57], v[54:55]
	v_mul_f64 v[52:53], v[52:53], v[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[54:55], v[58:59], s[58:59]
	v_add_f64 v[52:53], v[54:55], v[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[52:53], v[52:53], -v[56:57]
	v_add_f64 v[50:51], v[50:51], v[52:53]
	v_mul_f64 v[52:53], v[58:59], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[50:51], v[52:53], v[50:51]
	v_mul_f64 v[50:51], v[50:51], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[50:51]
	v_cndmask_b32_e64 v9, 0, 0x100, vcc_lo
	v_ldexp_f64 v[50:51], v[50:51], v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[52:53], v[50:51]
	v_mul_f64 v[54:55], v[50:51], v[52:53]
	v_mul_f64 v[52:53], v[52:53], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[56:57], -v[52:53], v[54:55], 0.5
	v_fma_f64 v[54:55], v[54:55], v[56:57], v[54:55]
	v_fma_f64 v[52:53], v[52:53], v[56:57], v[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[56:57], -v[54:55], v[54:55], v[50:51]
	v_fma_f64 v[54:55], v[56:57], v[52:53], v[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[56:57], -v[54:55], v[54:55], v[50:51]
	v_fma_f64 v[52:53], v[56:57], v[52:53], v[54:55]
	v_cvt_f64_u32_e32 v[54:55], v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[54:55], v[54:55], 0.5
	v_ldexp_f64 v[54:55], v[54:55], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[54:55], v[54:55], s[62:63]
	v_mul_f64 v[56:57], v[54:55], s[64:65]
	v_bfe_u32 v9, v55, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[56:57], 0x43380000, v[56:57]
	v_add_f64 v[57:58], 0xc3380000, v[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[59:60], v[57:58], s[66:67]
	v_add_f64 v[54:55], v[54:55], v[59:60]
	v_mul_f64 v[59:60], v[57:58], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[54:55], -v[59:60]
	v_lshrrev_b32_e32 v19, 20, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v62, v10 :: v_dual_and_b32 v19, 0x7ff, v19
	v_add_nc_u32_e32 v61, 16, v19
	v_div_fixup_f32 v19, v49, v2, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s14, v[61:62], v[9:10]
	v_mul_f64 v[61:62], v[57:58], s[70:71]
	v_mul_f64 v[57:58], v[57:58], s[72:73]
	v_cndmask_b32_e64 v9, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[50:51], 0x260
	v_ldexp_f64 v[52:53], v[52:53], v9
	v_and_b32_e32 v9, 1, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s15, 0, v[9:10]
	v_add_f64 v[63:64], v[54:55], v[61:62]
	v_dual_cndmask_b32 v51, v53, v51 :: v_dual_cndmask_b32 v50, v52, v50
	v_cmp_eq_f32_e32 vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v66, v55, v64, s14
	v_cndmask_b32_e64 v65, v54, v63, s14
	v_add_f64 v[54:55], v[54:55], -v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[54:55], v[54:55], v[61:62]
	v_add_f64 v[54:55], v[57:58], -v[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v55, v60, v55, s14
	v_cndmask_b32_e64 v54, v59, v54, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[2:3], v[65:66], -v[54:55]
	v_add_f64 v[52:53], v[65:66], -v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[52:53], v[52:53], -v[54:55]
	v_mul_f64 v[54:55], v[2:3], v[2:3]
	v_mul_f64 v[63:64], v[52:53], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[57:58], v[54:55], s[92:93]
	v_mul_f64 v[59:60], v[54:55], v[54:55]
	v_add_f64 v[57:58], v[57:58], s[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[61:62], v[54:55], v[59:60]
	v_mul_f64 v[59:60], v[59:60], v[59:60]
	v_mul_f64 v[57:58], v[61:62], v[57:58]
	v_mul_f64 v[61:62], v[54:55], s[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[61:62], s[88:89]
	v_mul_f64 v[61:62], v[54:55], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[61:62], s[90:91]
	v_add_f64 v[57:58], v[57:58], v[61:62]
	v_mul_f64 v[61:62], v[54:55], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[61:62], s[82:83]
	v_mul_f64 v[61:62], v[54:55], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[61:62], s[84:85]
	v_mul_f64 v[59:60], v[59:60], v[61:62]
	v_mul_f64 v[61:62], v[54:55], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[61:62], s[76:77]
	v_mul_f64 v[61:62], v[54:55], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[61:62], s[78:79]
	v_mul_f64 v[61:62], v[54:55], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[59:60], v[61:62], v[59:60]
	v_mul_f64 v[61:62], v[2:3], v[54:55]
	v_mul_f64 v[59:60], v[54:55], v[59:60]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[57:58], v[61:62], v[57:58]
	v_add_f64 v[57:58], v[63:64], -v[57:58]
	v_mul_f64 v[63:64], v[54:55], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[54:55], v[54:55], v[57:58]
	v_add_f64 v[65:66], -v[63:64], 1.0
	v_mul_f64 v[57:58], v[2:3], v[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[52:53], v[54:55], -v[52:53]
	v_add_f64 v[67:68], -v[65:66], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[57:58], v[59:60], -v[57:58]
	v_add_f64 v[63:64], v[67:68], -v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[54:55], v[63:64], v[57:58]
	v_mul_f64 v[57:58], v[61:62], s[96:97]
	v_add_f64 v[54:55], v[65:66], v[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[52:53], v[52:53], v[57:58]
	v_xor_b32_e32 v9, 0x80000000, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[2:3], v[2:3], -v[52:53]
	v_dual_mov_b32 v53, v10 :: v_dual_and_b32 v52, 2, v56
	v_cmp_eq_u64_e64 s14, 0, v[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v9, v9, v55, s14
	v_xor_b32_e32 v49, 0x80000000, v3
	v_cndmask_b32_e64 v2, v2, v54, s15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v3, v3, v49, s14
	v_cmp_o_f32_e64 s14, v1, v1
	v_cndmask_b32_e64 v3, v3, v9, s15
	v_div_fixup_f32 v9, v48, v47, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[2:3], v[2:3], v[50:51]
	v_sub_f32_e32 v9, v45, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v1, v44, v9
	v_add_nc_u32_e32 v9, 0xb4c00100, v20
	v_add_f32_e32 v1, 1.0, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v9, 1, v9
	v_sub_nc_u32_e32 v20, v20, v9
	v_lshl_add_u32 v9, v9, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v1, v1, v9
	v_lshl_add_u32 v9, v20, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v1, v1, v9
	global_load_b32 v9, v[13:14], off
	v_cndmask_b32_e64 v1, 0x7fc00000, v1, s14
	v_cvt_f32_f64_e32 v2, v[2:3]
	v_add_f32_e32 v3, v23, v23
	v_mul_f32_e32 v1, v19, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v3, 0x3d4ccccd, v3 :: v_dual_mul_f32 v2, v42, v2
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v3, v3, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v3, v1
	v_cndmask_b32_e64 v3, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v1, v3, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, s24, v1
	v_sub_f32_e32 v1, v23, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v2, v1
	v_and_b32_e32 v2, 0x7fffffff, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v44, 0x7fc00000, v1, vcc_lo
	s_or_b32 exec_lo, exec_lo, s19
	v_mov_b32_e32 v45, v24
	s_and_saveexec_b32 s19, s4
	s_cbranch_execnz .LBB8_81
	s_branch .LBB8_82
.LBB8_92:
	ds_load_b96 v[1:3], v10 offset:24576
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v9, null, v2, v2, 1.0
	v_div_scale_f32 v42, vcc_lo, 1.0, v2, 1.0
	v_sub_f32_e32 v1, v22, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v19, v9
	v_xor_b32_e32 v9, 0x80000000, v9
	v_cmp_ngt_f32_e64 s14, 0xc2d00000, v1
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v20, v9, v19, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v19, v20, v19
	v_mul_f32_e32 v20, v42, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v43, v9, v20, v42
	v_fmac_f32_e32 v20, v43, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v42, v9, v20
	v_div_fmas_f32 v9, v42, v19, v20
	v_cndmask_b32_e64 v19, 0xc2d00000, v1, s14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v2, v9, v2, 1.0
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v19
	v_cndmask_b32_e32 v19, 0x42b20000, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, 0x3fb8aa3b, v19
	v_add_f32_e32 v20, 0x4b400000, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v42, 0xcb400000, v20
	v_mul_f32_e32 v43, 0xbf317200, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v42, 0x35bfbe8e, v42 :: v_dual_add_f32 v19, v19, v43
	v_sub_f32_e32 v43, v19, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v44, v43, v43
	v_mul_f32_e32 v45, 0x3331bb4c, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v45, 0xb5ddea0e, v45
	v_mul_f32_e32 v45, v44, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v45, 0x388ab355, v45
	v_mul_f32_e32 v45, v44, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v45, 0xbb360b61, v45
	v_mul_f32_e32 v45, v44, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v45, 0x3e2aaaab, v45
	v_mul_f32_e32 v44, v44, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v44, v43, v44
	v_mul_f32_e32 v43, v43, v44
	v_sub_f32_e32 v44, 2.0, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v45, null, v44, v44, v43
	v_rcp_f32_e32 v46, v45
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v47, -v45, v46, 1.0
	v_fmac_f32_e32 v46, v47, v46
	v_div_scale_f32 v47, vcc_lo, v43, v44, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v48, v47, v46
	v_fma_f32 v49, -v45, v48, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v48, v49, v46
	v_fma_f32 v45, -v45, v48, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v45, v45, v46, v48
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_add_f32_e32 v1, v22, v22
	v_div_fixup_f32 v43, v45, v44, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v1, 0x3d4ccccd, v1 :: v_dual_sub_f32 v42, v42, v43
	v_dual_sub_f32 v19, v19, v42 :: v_dual_add_nc_u32 v42, 0xb4c00100, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v19, 1.0, v19
	v_lshrrev_b32_e32 v42, 1, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v20, v20, v42
	v_lshl_add_u32 v42, v42, 23, 0xff800000
	v_lshl_add_u32 v20, v20, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, v19, v42
	v_mul_f32_e32 v19, v19, v20
	global_load_b32 v20, v[11:12], off
	v_cndmask_b32_e32 v9, 0x7fc00000, v19, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v3, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v2, v9
	v_cndmask_b32_e64 v3, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v1, v20
	v_add_f32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v3, v1
	v_mul_f32_e32 v1, s24, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v22, v1
	v_and_b32_e32 v2, 0x7fffffff, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v22, 0x7fc00000, v1, vcc_lo
	s_or_b32 exec_lo, exec_lo, s15
	s_and_saveexec_b32 s15, s3
	s_cbranch_execz .LBB8_88
.LBB8_93:
	ds_load_b96 v[1:3], v10 offset:24576
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v9, null, v2, v2, 1.0
	v_div_scale_f32 v42, vcc_lo, 1.0, v2, 1.0
	v_sub_f32_e32 v1, v23, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v19, v9
	v_xor_b32_e32 v9, 0x80000000, v9
	v_cmp_ngt_f32_e64 s14, 0xc2d00000, v1
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v20, v9, v19, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v19, v20, v19
	v_mul_f32_e32 v20, v42, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v43, v9, v20, v42
	v_fmac_f32_e32 v20, v43, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v42, v9, v20
	v_div_fmas_f32 v9, v42, v19, v20
	v_cndmask_b32_e64 v19, 0xc2d00000, v1, s14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v2, v9, v2, 1.0
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v19
	v_cndmask_b32_e32 v19, 0x42b20000, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, 0x3fb8aa3b, v19
	v_add_f32_e32 v20, 0x4b400000, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v42, 0xcb400000, v20
	v_mul_f32_e32 v43, 0xbf317200, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v42, 0x35bfbe8e, v42 :: v_dual_add_f32 v19, v19, v43
	v_sub_f32_e32 v43, v19, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v44, v43, v43
	v_mul_f32_e32 v45, 0x3331bb4c, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v45, 0xb5ddea0e, v45
	v_mul_f32_e32 v45, v44, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v45, 0x388ab355, v45
	v_mul_f32_e32 v45, v44, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v45, 0xbb360b61, v45
	v_mul_f32_e32 v45, v44, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v45, 0x3e2aaaab, v45
	v_mul_f32_e32 v44, v44, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v44, v43, v44
	v_mul_f32_e32 v43, v43, v44
	v_sub_f32_e32 v44, 2.0, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v45, null, v44, v44, v43
	v_rcp_f32_e32 v46, v45
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v47, -v45, v46, 1.0
	v_fmac_f32_e32 v46, v47, v46
	v_div_scale_f32 v47, vcc_lo, v43, v44, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v48, v47, v46
	v_fma_f32 v49, -v45, v48, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v48, v49, v46
	v_fma_f32 v45, -v45, v48, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v45, v45, v46, v48
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_add_f32_e32 v1, v23, v23
	v_div_fixup_f32 v43, v45, v44, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v1, 0x3d4ccccd, v1 :: v_dual_sub_f32 v42, v42, v43
	v_dual_sub_f32 v19, v19, v42 :: v_dual_add_nc_u32 v42, 0xb4c00100, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v19, 1.0, v19
	v_lshrrev_b32_e32 v42, 1, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v20, v20, v42
	v_lshl_add_u32 v42, v42, 23, 0xff800000
	v_lshl_add_u32 v20, v20, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, v19, v42
	v_mul_f32_e32 v19, v19, v20
	global_load_b32 v20, v[13:14], off
	v_cndmask_b32_e32 v9, 0x7fc00000, v19, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v2, v9
	v_cndmask_b32_e64 v3, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v1, v20
	v_add_f32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v3, v1
	v_mul_f32_e32 v1, s24, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v23, v1
	v_and_b32_e32 v2, 0x7fffffff, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v23, 0x7fc00000, v1, vcc_lo
	s_or_b32 exec_lo, exec_lo, s15
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB8_89
.LBB8_94:
	ds_load_b96 v[1:3], v10 offset:24576
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v9, null, v2, v2, 1.0
	v_div_scale_f32 v42, vcc_lo, 1.0, v2, 1.0
	v_sub_f32_e32 v1, v24, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v19, v9
	v_xor_b32_e32 v9, 0x80000000, v9
	v_cmp_ngt_f32_e64 s14, 0xc2d00000, v1
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v20, v9, v19, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v19, v20, v19
	v_mul_f32_e32 v20, v42, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v43, v9, v20, v42
	v_fmac_f32_e32 v20, v43, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v42, v9, v20
	v_div_fmas_f32 v9, v42, v19, v20
	v_cndmask_b32_e64 v19, 0xc2d00000, v1, s14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v2, v9, v2, 1.0
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v19
	v_cndmask_b32_e32 v19, 0x42b20000, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, 0x3fb8aa3b, v19
	v_add_f32_e32 v20, 0x4b400000, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v42, 0xcb400000, v20
	v_mul_f32_e32 v43, 0xbf317200, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v42, 0x35bfbe8e, v42 :: v_dual_add_f32 v19, v19, v43
	v_sub_f32_e32 v43, v19, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v44, v43, v43
	v_mul_f32_e32 v45, 0x3331bb4c, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v45, 0xb5ddea0e, v45
	v_mul_f32_e32 v45, v44, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v45, 0x388ab355, v45
	v_mul_f32_e32 v45, v44, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v45, 0xbb360b61, v45
	v_mul_f32_e32 v45, v44, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v45, 0x3e2aaaab, v45
	v_mul_f32_e32 v44, v44, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v44, v43, v44
	v_mul_f32_e32 v43, v43, v44
	v_sub_f32_e32 v44, 2.0, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v45, null, v44, v44, v43
	v_rcp_f32_e32 v46, v45
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v47, -v45, v46, 1.0
	v_fmac_f32_e32 v46, v47, v46
	v_div_scale_f32 v47, vcc_lo, v43, v44, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v48, v47, v46
	v_fma_f32 v49, -v45, v48, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v48, v49, v46
	v_fma_f32 v45, -v45, v48, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v45, v45, v46, v48
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_add_f32_e32 v1, v24, v24
	v_div_fixup_f32 v43, v45, v44, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v1, 0x3d4ccccd, v1 :: v_dual_sub_f32 v42, v42, v43
	v_dual_sub_f32 v19, v19, v42 :: v_dual_add_nc_u32 v42, 0xb4c00100, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v19, 1.0, v19
	v_lshrrev_b32_e32 v42, 1, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v20, v20, v42
	v_lshl_add_u32 v42, v42, 23, 0xff800000
	v_lshl_add_u32 v20, v20, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, v19, v42
	v_mul_f32_e32 v19, v19, v20
	global_load_b32 v20, v[15:16], off
	v_cndmask_b32_e32 v9, 0x7fc00000, v19, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v3, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v2, v9
	v_cndmask_b32_e64 v3, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v1, v20
	v_add_f32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v3, v1
	v_mul_f32_e32 v1, s24, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v24, v1
	v_and_b32_e32 v2, 0x7fffffff, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v24, 0x7fc00000, v1, vcc_lo
	s_or_b32 exec_lo, exec_lo, s15
	s_and_saveexec_b32 s14, s5
	s_xor_b32 s15, exec_lo, s14
	s_cbranch_execz .LBB8_11
.LBB8_95:
	ds_load_b96 v[1:3], v10 offset:24576
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v9, null, v2, v2, 1.0
	v_div_scale_f32 v42, vcc_lo, 1.0, v2, 1.0
	v_sub_f32_e32 v1, v25, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v19, v9
	v_xor_b32_e32 v9, 0x80000000, v9
	v_cmp_ngt_f32_e64 s14, 0xc2d00000, v1
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v20, v9, v19, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v19, v20, v19
	v_mul_f32_e32 v20, v42, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v43, v9, v20, v42
	v_fmac_f32_e32 v20, v43, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v42, v9, v20
	v_div_fmas_f32 v9, v42, v19, v20
	v_cndmask_b32_e64 v19, 0xc2d00000, v1, s14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v2, v9, v2, 1.0
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v19
	v_cndmask_b32_e32 v19, 0x42b20000, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, 0x3fb8aa3b, v19
	v_add_f32_e32 v20, 0x4b400000, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v42, 0xcb400000, v20
	v_mul_f32_e32 v43, 0xbf317200, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v42, 0x35bfbe8e, v42 :: v_dual_add_f32 v19, v19, v43
	v_sub_f32_e32 v43, v19, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v44, v43, v43
	v_mul_f32_e32 v45, 0x3331bb4c, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v45, 0xb5ddea0e, v45
	v_mul_f32_e32 v45, v44, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v45, 0x388ab355, v45
	v_mul_f32_e32 v45, v44, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v45, 0xbb360b61, v45
	v_mul_f32_e32 v45, v44, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v45, 0x3e2aaaab, v45
	v_mul_f32_e32 v44, v44, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v44, v43, v44
	v_mul_f32_e32 v43, v43, v44
	v_sub_f32_e32 v44, 2.0, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v45, null, v44, v44, v43
	v_rcp_f32_e32 v46, v45
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v47, -v45, v46, 1.0
	v_fmac_f32_e32 v46, v47, v46
	v_div_scale_f32 v47, vcc_lo, v43, v44, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v48, v47, v46
	v_fma_f32 v49, -v45, v48, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v48, v49, v46
	v_fma_f32 v45, -v45, v48, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v45, v45, v46, v48
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_add_f32_e32 v1, v25, v25
	v_div_fixup_f32 v43, v45, v44, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v1, 0x3d4ccccd, v1 :: v_dual_sub_f32 v42, v42, v43
	v_dual_sub_f32 v19, v19, v42 :: v_dual_add_nc_u32 v42, 0xb4c00100, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v19, 1.0, v19
	v_lshrrev_b32_e32 v42, 1, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v20, v20, v42
	v_lshl_add_u32 v42, v42, 23, 0xff800000
	v_lshl_add_u32 v20, v20, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, v19, v42
	v_mul_f32_e32 v19, v19, v20
	global_load_b32 v20, v[17:18], off
	v_cndmask_b32_e32 v9, 0x7fc00000, v19, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v3, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v2, v9
	v_cndmask_b32_e64 v3, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v1, v20
	v_add_f32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v3, v1
	v_mul_f32_e32 v1, s24, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v25, v1
	v_and_b32_e32 v2, 0x7fffffff, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v25, 0x7fc00000, v1, vcc_lo
	s_branch .LBB8_11
.LBB8_96:
	v_readlane_b32 s10, v71, 0
	v_readlane_b32 s11, v71, 1
.LBB8_97:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB8_103
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB8_104
.LBB8_99:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB8_105
.LBB8_100:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB8_102
.LBB8_101:
	v_lshlrev_b32_e32 v0, 2, v8
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v25, s[10:11]
.LBB8_102:
	s_endpgm
.LBB8_103:
	s_waitcnt vmcnt(0)
	global_store_b32 v21, v22, s[10:11]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB8_99
.LBB8_104:
	v_lshlrev_b32_e32 v0, 2, v4
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v23, s[10:11]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB8_100
.LBB8_105:
	v_lshlrev_b32_e32 v0, 2, v6
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v24, s[10:11]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB8_101
	s_branch .LBB8_102
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_pull_w4096
		.amdhsa_group_segment_fixed_size 24588
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
.Lfunc_end8:
	.size	tessera_softmax_pull_w4096, .Lfunc_end8-tessera_softmax_pull_w4096

	.set tessera_softmax_pull_w4096.num_vgpr, 72
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
	s_cbranch_vccnz .LBB9_138
	s_load_b64 s[4:5], s[0:1], 0x20
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s15, s2
	s_mul_i32 s12, s14, s2
	v_lshlrev_b32_e32 v41, 2, v0
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v109, s4, 0
	v_writelane_b32 v109, s5, 1
	s_mul_hi_u32 s4, s14, s2
	v_cmp_gt_u64_e64 s2, s[14:15], v[0:1]
	s_add_i32 s13, s4, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[16:17], s[12:13], 2
	s_add_u32 s20, s8, s16
	s_addc_u32 s21, s9, s17
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB9_3
	global_load_b32 v42, v41, s[20:21]
.LBB9_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v4, 0x400, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[14:15], v[4:5]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB9_5
	v_lshlrev_b32_e32 v2, 2, v4
	global_load_b32 v43, v2, s[20:21]
.LBB9_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v6, 0x800, v0
	v_mov_b32_e32 v7, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[14:15], v[6:7]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB9_7
	v_lshlrev_b32_e32 v2, 2, v6
	global_load_b32 v44, v2, s[20:21]
.LBB9_7:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v8, 0xc00, v0
	v_mov_b32_e32 v9, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[14:15], v[8:9]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB9_9
	v_lshlrev_b32_e32 v2, 2, v8
	global_load_b32 v45, v2, s[20:21]
.LBB9_9:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v10, 0x1000, v0
	v_mov_b32_e32 v11, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s6, s[14:15], v[10:11]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB9_11
	v_lshlrev_b32_e32 v2, 2, v10
	global_load_b32 v46, v2, s[20:21]
.LBB9_11:
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v12, 0x1400, v0
	v_mov_b32_e32 v13, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s7, s[14:15], v[12:13]
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB9_13
	v_lshlrev_b32_e32 v2, 2, v12
	global_load_b32 v47, v2, s[20:21]
.LBB9_13:
	s_or_b32 exec_lo, exec_lo, s8
	v_or_b32_e32 v14, 0x1800, v0
	v_mov_b32_e32 v15, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s8, s[14:15], v[14:15]
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB9_15
	v_lshlrev_b32_e32 v2, 2, v14
	global_load_b32 v48, v2, s[20:21]
.LBB9_15:
	s_or_b32 exec_lo, exec_lo, s9
	v_or_b32_e32 v16, 0x1c00, v0
	v_mov_b32_e32 v17, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s9, s[14:15], v[16:17]
	s_and_saveexec_b32 s18, s9
	s_cbranch_execz .LBB9_17
	v_lshlrev_b32_e32 v1, 2, v16
	global_load_b32 v49, v1, s[20:21]
.LBB9_17:
	s_or_b32 exec_lo, exec_lo, s18
	s_load_b64 s[18:19], s[0:1], 0x20
	s_mov_b64 s[46:47], 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[18:19], 0
	s_cbranch_scc1 .LBB9_129
	v_clz_i32_u32_e32 v1, 0
	s_clause 0x1
	s_load_b256 s[36:43], s[0:1], 0x28
	s_load_b128 s[28:31], s[0:1], 0x48
	v_writelane_b32 v109, s20, 2
	s_mov_b32 s19, 0
	v_or_b32_e32 v75, 0x9000, v41
	v_min_u32_e32 v3, 32, v1
	v_or_b32_e32 v76, 0x8000, v41
	v_writelane_b32 v109, s21, 3
	v_cvt_f32_u32_e32 v77, v0
	v_mov_b32_e32 v34, 0
	v_lshlrev_b64 v[1:2], v3, v[4:5]
	s_mov_b32 s52, 0x1d8e78af
	s_mov_b32 s54, 0x9997fa04
	s_mov_b32 s56, 0xdf3e5244
	s_mov_b32 s58, 0x96cb03de
	s_mov_b32 s60, 0x94229359
	v_min_u32_e32 v1, 1, v1
	s_mov_b32 s62, 0x55555593
	s_mov_b32 s64, 0x35793c76
	s_mov_b32 s66, 0xfee00000
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s39, 0
	v_or_b32_e32 v5, v2, v1
	v_lshlrev_b64 v[1:2], v3, v[6:7]
	s_cselect_b32 s0, -1, 0
	s_add_u32 s16, s10, s16
	v_writelane_b32 v109, s0, 4
	s_addc_u32 s17, s11, s17
	s_cmp_lg_u64 s[14:15], 0
	v_min_u32_e32 v1, 1, v1
	s_cselect_b32 s0, -1, 0
	s_cmp_lg_u32 s38, 0
	v_writelane_b32 v109, s0, 5
	s_cselect_b32 s0, -1, 0
	v_or_b32_e32 v7, v2, v1
	v_lshlrev_b64 v[1:2], v3, v[8:9]
	s_add_u32 s10, s28, 0x3c6ef372
	v_writelane_b32 v109, s0, 6
	s_add_u32 s0, s29, 0xbb67ae85
	v_cvt_f32_u32_e32 v7, v7
	v_cmp_gt_u64_e64 s15, s[14:15], 7
	v_min_u32_e32 v1, 1, v1
	s_and_b32 s18, s14, 7
	s_add_u32 s104, s29, 0x76cf5d0a
	s_add_u32 vcc_hi, s28, 0xdaa66d2b
	s_add_u32 s38, s29, 0x32370b8f
	v_or_b32_e32 v9, v2, v1
	v_lshlrev_b64 v[1:2], v3, v[10:11]
	v_writelane_b32 v109, s15, 7
	s_add_u32 s39, s28, 0x78dde6e4
	s_add_u32 s34, s29, 0xed9eba14
	v_cvt_f32_u32_e32 v9, v9
	s_add_u32 s35, s28, 0x1715609d
	v_min_u32_e32 v1, 1, v1
	s_add_u32 s33, s29, 0xa9066899
	s_add_u32 s27, s28, 0xb54cda56
	s_add_u32 s43, s29, 0x646e171e
	s_add_u32 s44, s28, 0x5384540f
	v_or_b32_e32 v11, v2, v1
	v_lshlrev_b64 v[1:2], v3, v[12:13]
	s_add_u32 s45, s29, 0x1fd5c5a3
	s_add_i32 s50, s28, 0x8ff34781
	s_and_b32 s48, s14, 0x3ff8
	v_cvt_f32_u32_e32 v11, v11
	v_cmp_gt_u32_e64 s11, 0x80, v0
	v_min_u32_e32 v1, 1, v1
	v_cmp_gt_u32_e64 s14, 16, v0
	v_cmp_gt_u32_e64 s15, 8, v0
	s_mov_b32 s68, 0x54442d18
	s_mov_b32 s70, 0x6dc9c883
	v_or_b32_e32 v13, v2, v1
	v_lshlrev_b64 v[1:2], v3, v[14:15]
	s_mov_b32 s72, 0x54400000
	s_mov_b32 s74, 0x1a626331
	s_mov_b32 s76, 0x1a600000
	v_cvt_f32_u32_e32 v13, v13
	s_mov_b32 s78, 0x2e037073
	v_min_u32_e32 v1, 1, v1
	s_mov_b32 s80, 0x19cb1590
	s_mov_b32 s82, 0x16c15177
	s_mov_b32 s84, 0x5555554c
	s_mov_b32 s86, 0xbe8838d4
	v_or_b32_e32 v15, v2, v1
	v_lshlrev_b64 v[1:2], v3, v[16:17]
	s_mov_b32 s88, 0xbdb4b1c4
	s_mov_b32 s90, 0x809c52ad
	s_mov_b32 s92, 0x57b1fe7d
	v_cvt_f32_u32_e32 v15, v15
	s_mov_b32 s94, 0x19c161d5
	v_min_u32_e32 v1, 1, v1
	s_mov_b32 s96, 0x1110f8a6
	s_mov_b32 s98, 0x5acfd57c
	s_mov_b32 s100, 0x8a2b9ceb
	s_mov_b32 s102, 0x55555549
	v_or_b32_e32 v1, v2, v1
	v_sub_nc_u32_e32 v2, 32, v3
	v_cvt_f32_u32_e32 v3, v5
	s_mov_b32 s53, 0x3fcc71c5
	s_mov_b32 s55, 0x3fd99999
	v_cvt_f32_u32_e32 v1, v1
	v_ldexp_f32 v7, v7, v2
	v_ldexp_f32 v5, v3, v2
	v_add_co_u32 v3, s1, s12, v0
	v_ldexp_f32 v9, v9, v2
	v_ldexp_f32 v11, v11, v2
	v_ldexp_f32 v13, v13, v2
	v_ldexp_f32 v15, v15, v2
	v_ldexp_f32 v50, v1, v2
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v3, 0
	v_add_co_ci_u32_e64 v17, null, s13, 0, s1
	s_add_u32 s1, s28, 0x9e3779b9
	v_cmp_gt_u32_e64 s12, 64, v0
	v_cmp_gt_u32_e64 s13, 32, v0
	s_mov_b32 s57, 0x3fc2f112
	v_xor_b32_e32 v2, v2, v17
	v_xor_b32_e32 v51, s0, v1
	s_mov_b32 s59, 0x3fc74664
	s_mov_b32 s61, 0x3fd24924
	s_mov_b32 s63, 0x3fe55555
	v_xor_b32_e32 v1, s29, v2
	s_mov_b32 s65, 0x3dea39ef
	s_mov_b32 s67, 0x3fe62e42
	s_mov_b32 s69, 0x401921fb
	s_mov_b32 s71, 0x3fe45f30
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	s_mov_b32 s73, 0xbff921fb
	s_mov_b32 s75, 0x3dd0b461
	s_mov_b32 s77, 0xbdd0b461
	s_mov_b32 s79, 0x3ba3198a
	s_mov_b32 s81, 0x3efa01a0
	s_mov_b32 s83, 0xbf56c16c
	v_xor_b32_e32 v53, s10, v1
	v_add_co_u32 v1, vcc_lo, 0x400, v3
	v_xor_b32_e32 v52, s1, v2
	v_add_co_ci_u32_e64 v18, null, 0, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	s_mov_b32 s85, 0x3fa55555
	s_mov_b32 s87, 0xbda8fae9
	s_mov_b32 s89, 0x3e21ee9e
	s_mov_b32 s91, 0xbe927e4f
	s_mov_b32 s93, 0x3ec71de3
	s_mov_b32 s95, 0xbf2a01a0
	v_xor_b32_e32 v2, v2, v18
	v_xor_b32_e32 v54, s0, v1
	s_mov_b32 s97, 0x3f811111
	s_mov_b32 s99, 0x3de5d93a
	s_mov_b32 s101, 0xbe5ae5e6
	v_xor_b32_e32 v1, s29, v2
	s_mov_b32 s103, 0x3fc55555
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	v_xor_b32_e32 v56, s10, v1
	v_add_co_u32 v1, vcc_lo, 0x800, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v55, s1, v2
	v_add_co_ci_u32_e64 v18, null, 0, v17, vcc_lo
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v2, v2, v18
	v_xor_b32_e32 v57, s0, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v1, s29, v2
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v59, s10, v1
	v_add_co_u32 v1, vcc_lo, 0xc00, v3
	v_xor_b32_e32 v58, s1, v2
	v_add_co_ci_u32_e64 v18, null, 0, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	v_xor_b32_e32 v2, v2, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v60, s0, v1
	v_xor_b32_e32 v1, s29, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	v_xor_b32_e32 v62, s10, v1
	v_add_co_u32 v1, vcc_lo, 0x1000, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v61, s1, v2
	v_add_co_ci_u32_e64 v18, null, 0, v17, vcc_lo
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v2, v2, v18
	v_xor_b32_e32 v63, s0, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v1, s29, v2
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v65, s10, v1
	v_add_co_u32 v1, vcc_lo, 0x1400, v3
	v_xor_b32_e32 v64, s1, v2
	v_add_co_ci_u32_e64 v18, null, 0, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	v_xor_b32_e32 v2, v2, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v66, s0, v1
	v_xor_b32_e32 v1, s29, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	v_xor_b32_e32 v68, s10, v1
	v_add_co_u32 v1, vcc_lo, 0x1800, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v67, s1, v2
	v_add_co_ci_u32_e64 v18, null, 0, v17, vcc_lo
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v2, v2, v18
	v_xor_b32_e32 v69, s0, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v1, s29, v2
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v71, s10, v1
	v_add_co_u32 v1, vcc_lo, 0x1c00, v3
	v_xor_b32_e32 v70, s1, v2
	v_add_co_ci_u32_e64 v3, null, 0, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	v_add_co_u32 v17, s16, s16, v41
	v_add_co_ci_u32_e64 v18, null, s17, 0, s16
	v_cmp_gt_u32_e64 s16, 4, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_add_co_u32 v19, vcc_lo, 0x1000, v17
	v_xor_b32_e32 v2, v2, v3
	v_xor_b32_e32 v72, s0, v1
	v_add_co_ci_u32_e64 v20, null, 0, v18, vcc_lo
	v_add_co_u32 v21, vcc_lo, 0x2000, v17
	v_xor_b32_e32 v1, s29, v2
	v_add_co_ci_u32_e64 v22, null, 0, v18, vcc_lo
	v_add_co_u32 v23, vcc_lo, 0x3000, v17
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	v_add_co_ci_u32_e64 v24, null, 0, v18, vcc_lo
	v_add_co_u32 v25, vcc_lo, 0x4000, v17
	s_add_u32 s29, s29, 0xdb3d7428
	v_add_co_ci_u32_e64 v26, null, 0, v18, vcc_lo
	v_add_co_u32 v27, vcc_lo, 0x5000, v17
	s_cmp_lg_u64 s[18:19], 0
	v_writelane_b32 v109, s18, 8
	v_add_co_ci_u32_e64 v28, null, 0, v18, vcc_lo
	v_add_co_u32 v29, vcc_lo, 0x6000, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v30, null, 0, v18, vcc_lo
	v_add_co_u32 v31, vcc_lo, 0x7000, v17
	v_xor_b32_e32 v73, s1, v2
	v_xor_b32_e32 v74, s10, v1
	v_cmp_eq_u32_e64 s0, 0, v0
	v_cmp_gt_u32_e64 s1, 0x200, v0
	v_cmp_gt_u32_e64 s10, 0x100, v0
	v_add_co_ci_u32_e64 v32, null, 0, v18, vcc_lo
	v_writelane_b32 v109, s19, 9
	v_cmp_gt_u32_e64 s17, 2, v0
	s_mov_b32 s49, s19
	s_cselect_b32 s18, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	v_writelane_b32 v109, s18, 10
	s_branch .LBB9_21
.LBB9_19:
	s_or_b32 exec_lo, exec_lo, s18
	v_dual_mov_b32 v79, v42 :: v_dual_mov_b32 v80, v43
	v_dual_mov_b32 v81, v44 :: v_dual_mov_b32 v82, v45
	v_dual_mov_b32 v83, v46 :: v_dual_mov_b32 v38, v48
	v_mov_b32_e32 v37, v47
	v_mov_b32_e32 v1, v49
.LBB9_20:
	v_readlane_b32 s18, v109, 0
	v_readlane_b32 s19, v109, 1
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v49, v1 :: v_dual_mov_b32 v48, v38
	v_dual_mov_b32 v47, v37 :: v_dual_mov_b32 v46, v83
	v_dual_mov_b32 v45, v82 :: v_dual_mov_b32 v44, v81
	v_dual_mov_b32 v43, v80 :: v_dual_mov_b32 v42, v79
	s_add_u32 s46, s46, 1
	s_addc_u32 s47, s47, 0
	s_mul_f32 s40, s41, s40
	s_cmp_eq_u64 s[46:47], s[18:19]
	s_cbranch_scc1 .LBB9_128
.LBB9_21:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mul_f32 s51, s42, s40
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v43, v43
	s_mul_f32 s18, s51, 0x4f800000
	s_cmp_lt_f32 s51, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_2)
	v_mov_b32_e32 v1, s18
	s_cselect_b32 s18, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v1, s51, v1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v2, v1
	v_add_nc_u32_e32 v3, -1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v33, 0x80000000, v3
	v_fma_f32 v33, v33, v2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s19, 0, v33
	v_add_nc_u32_e32 v33, 1, v2
	v_xor_b32_e32 v35, 0x80000000, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v35, v35, v2, v1
	v_cmp_lt_f32_e64 s20, 0, v35
	v_cndmask_b32_e64 v35, 0xff800000, v42, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s21, v35, v35
	v_cmp_gt_f32_e64 s22, v43, v35
	s_and_b32 s21, vcc_lo, s21
	s_or_b32 s21, s22, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_and_b32 vcc_lo, s3, s21
	v_cmp_u_f32_e64 s21, v44, v44
	v_cndmask_b32_e32 v35, v35, v43, vcc_lo
	v_cmp_o_f32_e64 s22, v35, v35
	v_cmp_gt_f32_e64 s23, v44, v35
	s_and_b32 s21, s21, s22
	v_cmp_u_f32_e64 s22, v45, v45
	s_or_b32 s21, s23, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s21, s4, s21
	v_cndmask_b32_e64 v35, v35, v44, s21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s23, v35, v35
	v_cmp_gt_f32_e64 s24, v45, v35
	s_and_b32 s22, s22, s23
	v_cmp_u_f32_e64 s23, v46, v46
	s_or_b32 s22, s24, s22
	s_and_b32 s22, s5, s22
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v35, v35, v45, s22
	v_cmp_o_f32_e64 s24, v35, v35
	v_cmp_gt_f32_e64 s25, v46, v35
	s_and_b32 s23, s23, s24
	v_cmp_u_f32_e64 s24, v47, v47
	s_or_b32 s23, s25, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s23, s6, s23
	v_cndmask_b32_e64 v35, v35, v46, s23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s25, v35, v35
	v_cmp_gt_f32_e64 s26, v47, v35
	s_and_b32 s25, s24, s25
	v_cmp_neq_f32_e64 s24, 0xff800000, v42
	s_or_b32 s25, s26, s25
	s_and_b32 s25, s7, s25
	s_and_b32 s24, s2, s24
	v_cndmask_b32_e64 v35, v35, v47, s25
	v_cndmask_b32_e64 v36, 0, v0, s24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_o_f32_e64 s24, v35, v35
	v_cndmask_b32_e32 v36, v36, v4, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v48, v48
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v36, v36, v6, s21
	v_cmp_gt_f32_e64 s21, v48, v35
	s_and_b32 s24, vcc_lo, s24
	v_cndmask_b32_e64 v36, v36, v8, s22
	s_or_b32 s21, s21, s24
	s_and_b32 vcc_lo, s8, s21
	v_cmp_u_f32_e64 s21, v49, v49
	v_cndmask_b32_e32 v35, v35, v48, vcc_lo
	v_cndmask_b32_e64 v36, v36, v10, s23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_o_f32_e64 s22, v35, v35
	v_cndmask_b32_e64 v36, v36, v12, s25
	v_cmp_gt_f32_e64 s23, v49, v35
	s_and_b32 s21, s21, s22
	v_cndmask_b32_e32 v37, v36, v14, vcc_lo
	s_or_b32 s21, s23, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_and_b32 vcc_lo, s9, s21
	v_dual_cndmask_b32 v36, v35, v49 :: v_dual_cndmask_b32 v37, v37, v16
	ds_store_b32 v75, v36
	ds_store_b32 v76, v37
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s1
	s_cbranch_execz .LBB9_23
	ds_load_2addr_stride64_b32 v[39:40], v76 offset1:8
	ds_load_2addr_stride64_b32 v[78:79], v75 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v40, v39
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s21, v79, v78
	v_cmp_o_f32_e64 s22, v78, v78
	v_cmp_gt_f32_e64 s23, v79, v78
	s_and_b32 s21, vcc_lo, s21
	s_or_b32 s22, s22, vcc_lo
	s_or_b32 s21, s23, s21
	v_cndmask_b32_e64 v35, 0, 1, s22
	v_cndmask_b32_e64 v38, 0, 1, s21
	v_cmp_u_f32_e32 vcc_lo, v79, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v35.l, v38.l, v35.l, vcc_lo
	v_and_b16 v35.l, 1, v35.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v35.l
	v_dual_cndmask_b32 v35, v78, v79 :: v_dual_cndmask_b32 v38, v39, v40
	ds_store_b32 v75, v35
	ds_store_b32 v76, v38
.LBB9_23:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s10
	s_cbranch_execz .LBB9_25
	ds_load_2addr_stride64_b32 v[39:40], v76 offset1:4
	ds_load_2addr_stride64_b32 v[78:79], v75 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v40, v39
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s21, v79, v78
	v_cmp_o_f32_e64 s22, v78, v78
	v_cmp_gt_f32_e64 s23, v79, v78
	s_and_b32 s21, vcc_lo, s21
	s_or_b32 s22, s22, vcc_lo
	s_or_b32 s21, s23, s21
	v_cndmask_b32_e64 v35, 0, 1, s22
	v_cndmask_b32_e64 v38, 0, 1, s21
	v_cmp_u_f32_e32 vcc_lo, v79, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v35.l, v38.l, v35.l, vcc_lo
	v_and_b16 v35.l, 1, v35.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v35.l
	v_dual_cndmask_b32 v35, v78, v79 :: v_dual_cndmask_b32 v38, v39, v40
	ds_store_b32 v75, v35
	ds_store_b32 v76, v38
.LBB9_25:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s11
	s_cbranch_execz .LBB9_27
	ds_load_2addr_stride64_b32 v[39:40], v76 offset1:2
	ds_load_2addr_stride64_b32 v[78:79], v75 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v40, v39
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s21, v79, v78
	v_cmp_o_f32_e64 s22, v78, v78
	v_cmp_gt_f32_e64 s23, v79, v78
	s_and_b32 s21, vcc_lo, s21
	s_or_b32 s22, s22, vcc_lo
	s_or_b32 s21, s23, s21
	v_cndmask_b32_e64 v35, 0, 1, s22
	v_cndmask_b32_e64 v38, 0, 1, s21
	v_cmp_u_f32_e32 vcc_lo, v79, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v35.l, v38.l, v35.l, vcc_lo
	v_and_b16 v35.l, 1, v35.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v35.l
	v_dual_cndmask_b32 v35, v78, v79 :: v_dual_cndmask_b32 v38, v39, v40
	ds_store_b32 v75, v35
	ds_store_b32 v76, v38
.LBB9_27:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s12
	s_cbranch_execz .LBB9_29
	ds_load_2addr_stride64_b32 v[39:40], v76 offset1:1
	ds_load_2addr_stride64_b32 v[78:79], v75 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v40, v39
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s21, v79, v78
	v_cmp_o_f32_e64 s22, v78, v78
	v_cmp_gt_f32_e64 s23, v79, v78
	s_and_b32 s21, vcc_lo, s21
	s_or_b32 s22, s22, vcc_lo
	s_or_b32 s21, s23, s21
	v_cndmask_b32_e64 v35, 0, 1, s22
	v_cndmask_b32_e64 v38, 0, 1, s21
	v_cmp_u_f32_e32 vcc_lo, v79, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v35.l, v38.l, v35.l, vcc_lo
	v_and_b16 v35.l, 1, v35.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v35.l
	v_dual_cndmask_b32 v35, v78, v79 :: v_dual_cndmask_b32 v38, v39, v40
	ds_store_b32 v75, v35
	ds_store_b32 v76, v38
.LBB9_29:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s13
	s_cbranch_execz .LBB9_31
	ds_load_2addr_b32 v[39:40], v76 offset1:32
	ds_load_2addr_b32 v[78:79], v75 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v40, v39
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s21, v79, v78
	v_cmp_o_f32_e64 s22, v78, v78
	v_cmp_gt_f32_e64 s23, v79, v78
	s_and_b32 s21, vcc_lo, s21
	s_or_b32 s22, s22, vcc_lo
	s_or_b32 s21, s23, s21
	v_cndmask_b32_e64 v35, 0, 1, s22
	v_cndmask_b32_e64 v38, 0, 1, s21
	v_cmp_u_f32_e32 vcc_lo, v79, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v35.l, v38.l, v35.l, vcc_lo
	v_and_b16 v35.l, 1, v35.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v35.l
	v_dual_cndmask_b32 v35, v78, v79 :: v_dual_cndmask_b32 v38, v39, v40
	ds_store_b32 v75, v35
	ds_store_b32 v76, v38
.LBB9_31:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s14
	s_cbranch_execz .LBB9_33
	ds_load_2addr_b32 v[39:40], v76 offset1:16
	ds_load_2addr_b32 v[78:79], v75 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v40, v39
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s21, v79, v78
	v_cmp_o_f32_e64 s22, v78, v78
	v_cmp_gt_f32_e64 s23, v79, v78
	s_and_b32 s21, vcc_lo, s21
	s_or_b32 s22, s22, vcc_lo
	s_or_b32 s21, s23, s21
	v_cndmask_b32_e64 v35, 0, 1, s22
	v_cndmask_b32_e64 v38, 0, 1, s21
	v_cmp_u_f32_e32 vcc_lo, v79, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v35.l, v38.l, v35.l, vcc_lo
	v_and_b16 v35.l, 1, v35.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v35.l
	v_dual_cndmask_b32 v35, v78, v79 :: v_dual_cndmask_b32 v38, v39, v40
	ds_store_b32 v75, v35
	ds_store_b32 v76, v38
.LBB9_33:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s15
	s_cbranch_execz .LBB9_35
	ds_load_2addr_b32 v[39:40], v76 offset1:8
	ds_load_2addr_b32 v[78:79], v75 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v40, v39
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s21, v79, v78
	v_cmp_o_f32_e64 s22, v78, v78
	v_cmp_gt_f32_e64 s23, v79, v78
	s_and_b32 s21, vcc_lo, s21
	s_or_b32 s22, s22, vcc_lo
	s_or_b32 s21, s23, s21
	v_cndmask_b32_e64 v35, 0, 1, s22
	v_cndmask_b32_e64 v38, 0, 1, s21
	v_cmp_u_f32_e32 vcc_lo, v79, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v35.l, v38.l, v35.l, vcc_lo
	v_and_b16 v35.l, 1, v35.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v35.l
	v_dual_cndmask_b32 v35, v78, v79 :: v_dual_cndmask_b32 v38, v39, v40
	ds_store_b32 v75, v35
	ds_store_b32 v76, v38
.LBB9_35:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s16
	s_cbranch_execz .LBB9_37
	ds_load_2addr_b32 v[39:40], v76 offset1:4
	ds_load_2addr_b32 v[78:79], v75 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v40, v39
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s21, v79, v78
	v_cmp_o_f32_e64 s22, v78, v78
	v_cmp_gt_f32_e64 s23, v79, v78
	s_and_b32 s21, vcc_lo, s21
	s_or_b32 s22, s22, vcc_lo
	s_or_b32 s21, s23, s21
	v_cndmask_b32_e64 v35, 0, 1, s22
	v_cndmask_b32_e64 v38, 0, 1, s21
	v_cmp_u_f32_e32 vcc_lo, v79, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v35.l, v38.l, v35.l, vcc_lo
	v_and_b16 v35.l, 1, v35.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v35.l
	v_dual_cndmask_b32 v35, v78, v79 :: v_dual_cndmask_b32 v38, v39, v40
	ds_store_b32 v75, v35
	ds_store_b32 v76, v38
.LBB9_37:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s17
	s_cbranch_execz .LBB9_39
	ds_load_2addr_b32 v[39:40], v76 offset1:2
	ds_load_2addr_b32 v[78:79], v75 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v40, v39
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s21, v79, v78
	v_cmp_o_f32_e64 s22, v78, v78
	v_cmp_gt_f32_e64 s23, v79, v78
	s_and_b32 s21, vcc_lo, s21
	s_or_b32 s22, s22, vcc_lo
	s_or_b32 s21, s23, s21
	v_cndmask_b32_e64 v35, 0, 1, s22
	v_cndmask_b32_e64 v38, 0, 1, s21
	v_cmp_u_f32_e32 vcc_lo, v79, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v35.l, v38.l, v35.l, vcc_lo
	v_and_b16 v35.l, 1, v35.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v35.l
	v_dual_cndmask_b32 v35, v78, v79 :: v_dual_cndmask_b32 v38, v39, v40
	ds_store_b32 v75, v35
	ds_store_b32 v76, v38
.LBB9_39:
	s_or_b32 exec_lo, exec_lo, s24
	v_add_nc_u32_e64 v35, 4, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s0
	s_cbranch_execz .LBB9_41
	ds_load_2addr_stride64_b32 v[78:79], v35 offset0:128 offset1:144
	ds_load_b32 v40, v76
	ds_load_b32 v80, v75
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v78, v40
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s21, v79, v80
	v_cmp_o_f32_e64 s22, v80, v80
	v_cmp_gt_f32_e64 s23, v79, v80
	s_and_b32 s21, vcc_lo, s21
	s_or_b32 s22, s22, vcc_lo
	s_or_b32 s21, s23, s21
	v_cndmask_b32_e64 v38, 0, 1, s22
	v_cndmask_b32_e64 v39, 0, 1, s21
	v_cmp_u_f32_e32 vcc_lo, v79, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v38.l, v39.l, v38.l, vcc_lo
	v_and_b16 v38.l, 1, v38.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v38.l
	v_cndmask_b32_e32 v38, v80, v79, vcc_lo
	v_cndmask_b32_e32 v39, v40, v78, vcc_lo
	ds_store_b32 v75, v38
	ds_store_b32 v76, v39
.LBB9_41:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s0
	s_cbranch_execz .LBB9_43
	ds_load_b32 v38, v34 offset:36864
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v34, v38 offset:40960
.LBB9_43:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v75, v36
	ds_store_b32 v76, v37
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s1
	s_cbranch_execz .LBB9_45
	ds_load_2addr_stride64_b32 v[38:39], v76 offset1:8
	ds_load_2addr_stride64_b32 v[78:79], v75 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v39, v38
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s21, v79, v78
	v_cmp_o_f32_e64 s22, v78, v78
	v_cmp_gt_f32_e64 s23, v79, v78
	s_and_b32 s21, vcc_lo, s21
	s_or_b32 s22, s22, vcc_lo
	s_or_b32 s21, s23, s21
	v_cndmask_b32_e64 v36, 0, 1, s22
	v_cndmask_b32_e64 v37, 0, 1, s21
	v_cmp_u_f32_e32 vcc_lo, v79, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v36.l, v37.l, v36.l, vcc_lo
	v_and_b16 v36.l, 1, v36.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v36.l
	v_cndmask_b32_e32 v36, v78, v79, vcc_lo
	v_cndmask_b32_e32 v37, v38, v39, vcc_lo
	ds_store_b32 v75, v36
	ds_store_b32 v76, v37
.LBB9_45:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s10
	s_cbranch_execz .LBB9_47
	ds_load_2addr_stride64_b32 v[38:39], v76 offset1:4
	ds_load_2addr_stride64_b32 v[78:79], v75 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v39, v38
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s21, v79, v78
	v_cmp_o_f32_e64 s22, v78, v78
	v_cmp_gt_f32_e64 s23, v79, v78
	s_and_b32 s21, vcc_lo, s21
	s_or_b32 s22, s22, vcc_lo
	s_or_b32 s21, s23, s21
	v_cndmask_b32_e64 v36, 0, 1, s22
	v_cndmask_b32_e64 v37, 0, 1, s21
	v_cmp_u_f32_e32 vcc_lo, v79, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v36.l, v37.l, v36.l, vcc_lo
	v_and_b16 v36.l, 1, v36.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v36.l
	v_cndmask_b32_e32 v36, v78, v79, vcc_lo
	v_cndmask_b32_e32 v37, v38, v39, vcc_lo
	ds_store_b32 v75, v36
	ds_store_b32 v76, v37
.LBB9_47:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s11
	s_cbranch_execz .LBB9_49
	ds_load_2addr_stride64_b32 v[38:39], v76 offset1:2
	ds_load_2addr_stride64_b32 v[78:79], v75 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v39, v38
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s21, v79, v78
	v_cmp_o_f32_e64 s22, v78, v78
	v_cmp_gt_f32_e64 s23, v79, v78
	s_and_b32 s21, vcc_lo, s21
	s_or_b32 s22, s22, vcc_lo
	s_or_b32 s21, s23, s21
	v_cndmask_b32_e64 v36, 0, 1, s22
	v_cndmask_b32_e64 v37, 0, 1, s21
	v_cmp_u_f32_e32 vcc_lo, v79, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v36.l, v37.l, v36.l, vcc_lo
	v_and_b16 v36.l, 1, v36.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v36.l
	v_cndmask_b32_e32 v36, v78, v79, vcc_lo
	v_cndmask_b32_e32 v37, v38, v39, vcc_lo
	ds_store_b32 v75, v36
	ds_store_b32 v76, v37
.LBB9_49:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s12
	s_cbranch_execz .LBB9_51
	ds_load_2addr_stride64_b32 v[38:39], v76 offset1:1
	ds_load_2addr_stride64_b32 v[78:79], v75 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v39, v38
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s21, v79, v78
	v_cmp_o_f32_e64 s22, v78, v78
	v_cmp_gt_f32_e64 s23, v79, v78
	s_and_b32 s21, vcc_lo, s21
	s_or_b32 s22, s22, vcc_lo
	s_or_b32 s21, s23, s21
	v_cndmask_b32_e64 v36, 0, 1, s22
	v_cndmask_b32_e64 v37, 0, 1, s21
	v_cmp_u_f32_e32 vcc_lo, v79, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v36.l, v37.l, v36.l, vcc_lo
	v_and_b16 v36.l, 1, v36.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v36.l
	v_cndmask_b32_e32 v36, v78, v79, vcc_lo
	v_cndmask_b32_e32 v37, v38, v39, vcc_lo
	ds_store_b32 v75, v36
	ds_store_b32 v76, v37
.LBB9_51:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s13
	s_cbranch_execz .LBB9_53
	ds_load_2addr_b32 v[38:39], v76 offset1:32
	ds_load_2addr_b32 v[78:79], v75 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v39, v38
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s21, v79, v78
	v_cmp_o_f32_e64 s22, v78, v78
	v_cmp_gt_f32_e64 s23, v79, v78
	s_and_b32 s21, vcc_lo, s21
	s_or_b32 s22, s22, vcc_lo
	s_or_b32 s21, s23, s21
	v_cndmask_b32_e64 v36, 0, 1, s22
	v_cndmask_b32_e64 v37, 0, 1, s21
	v_cmp_u_f32_e32 vcc_lo, v79, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v36.l, v37.l, v36.l, vcc_lo
	v_and_b16 v36.l, 1, v36.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v36.l
	v_cndmask_b32_e32 v36, v78, v79, vcc_lo
	v_cndmask_b32_e32 v37, v38, v39, vcc_lo
	ds_store_b32 v75, v36
	ds_store_b32 v76, v37
.LBB9_53:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s14
	s_cbranch_execz .LBB9_55
	ds_load_2addr_b32 v[38:39], v76 offset1:16
	ds_load_2addr_b32 v[78:79], v75 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v39, v38
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s21, v79, v78
	v_cmp_o_f32_e64 s22, v78, v78
	v_cmp_gt_f32_e64 s23, v79, v78
	s_and_b32 s21, vcc_lo, s21
	s_or_b32 s22, s22, vcc_lo
	s_or_b32 s21, s23, s21
	v_cndmask_b32_e64 v36, 0, 1, s22
	v_cndmask_b32_e64 v37, 0, 1, s21
	v_cmp_u_f32_e32 vcc_lo, v79, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v36.l, v37.l, v36.l, vcc_lo
	v_and_b16 v36.l, 1, v36.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v36.l
	v_cndmask_b32_e32 v36, v78, v79, vcc_lo
	v_cndmask_b32_e32 v37, v38, v39, vcc_lo
	ds_store_b32 v75, v36
	ds_store_b32 v76, v37
.LBB9_55:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s15
	s_cbranch_execz .LBB9_57
	ds_load_2addr_b32 v[38:39], v76 offset1:8
	ds_load_2addr_b32 v[78:79], v75 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v39, v38
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s21, v79, v78
	v_cmp_o_f32_e64 s22, v78, v78
	v_cmp_gt_f32_e64 s23, v79, v78
	s_and_b32 s21, vcc_lo, s21
	s_or_b32 s22, s22, vcc_lo
	s_or_b32 s21, s23, s21
	v_cndmask_b32_e64 v36, 0, 1, s22
	v_cndmask_b32_e64 v37, 0, 1, s21
	v_cmp_u_f32_e32 vcc_lo, v79, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v36.l, v37.l, v36.l, vcc_lo
	v_and_b16 v36.l, 1, v36.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v36.l
	v_cndmask_b32_e32 v36, v78, v79, vcc_lo
	v_cndmask_b32_e32 v37, v38, v39, vcc_lo
	ds_store_b32 v75, v36
	ds_store_b32 v76, v37
.LBB9_57:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s16
	s_cbranch_execz .LBB9_59
	ds_load_2addr_b32 v[38:39], v76 offset1:4
	ds_load_2addr_b32 v[78:79], v75 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v39, v38
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s21, v79, v78
	v_cmp_o_f32_e64 s22, v78, v78
	v_cmp_gt_f32_e64 s23, v79, v78
	s_and_b32 s21, vcc_lo, s21
	s_or_b32 s22, s22, vcc_lo
	s_or_b32 s21, s23, s21
	v_cndmask_b32_e64 v36, 0, 1, s22
	v_cndmask_b32_e64 v37, 0, 1, s21
	v_cmp_u_f32_e32 vcc_lo, v79, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v36.l, v37.l, v36.l, vcc_lo
	v_and_b16 v36.l, 1, v36.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v36.l
	v_cndmask_b32_e32 v36, v78, v79, vcc_lo
	v_cndmask_b32_e32 v37, v38, v39, vcc_lo
	ds_store_b32 v75, v36
	ds_store_b32 v76, v37
.LBB9_59:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s17
	s_cbranch_execz .LBB9_61
	ds_load_2addr_b32 v[38:39], v76 offset1:2
	ds_load_2addr_b32 v[78:79], v75 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v39, v38
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s21, v79, v78
	v_cmp_o_f32_e64 s22, v78, v78
	v_cmp_gt_f32_e64 s23, v79, v78
	s_and_b32 s21, vcc_lo, s21
	s_or_b32 s22, s22, vcc_lo
	s_or_b32 s21, s23, s21
	v_cndmask_b32_e64 v36, 0, 1, s22
	v_cndmask_b32_e64 v37, 0, 1, s21
	v_cmp_u_f32_e32 vcc_lo, v79, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v36.l, v37.l, v36.l, vcc_lo
	v_and_b16 v36.l, 1, v36.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v36.l
	v_cndmask_b32_e32 v36, v78, v79, vcc_lo
	v_cndmask_b32_e32 v37, v38, v39, vcc_lo
	ds_store_b32 v75, v36
	ds_store_b32 v76, v37
.LBB9_61:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s0
	s_cbranch_execz .LBB9_63
	ds_load_2addr_stride64_b32 v[37:38], v35 offset0:128 offset1:144
	ds_load_b32 v39, v76
	ds_load_b32 v40, v75
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v37, v39
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s21, v38, v40
	v_cmp_o_f32_e64 s22, v40, v40
	v_cmp_gt_f32_e64 s23, v38, v40
	s_and_b32 s21, vcc_lo, s21
	s_or_b32 s22, s22, vcc_lo
	s_or_b32 s21, s23, s21
	v_cndmask_b32_e64 v35, 0, 1, s22
	v_cndmask_b32_e64 v36, 0, 1, s21
	v_cmp_u_f32_e32 vcc_lo, v38, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v35.l, v36.l, v35.l, vcc_lo
	v_and_b16 v35.l, 1, v35.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v35.l
	v_dual_cndmask_b32 v35, v40, v38 :: v_dual_cndmask_b32 v36, v39, v37
	ds_store_b32 v75, v35
	ds_store_b32 v76, v36
.LBB9_63:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s0
	s_cbranch_execz .LBB9_65
	ds_load_b32 v35, v34 offset:32768
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v35, v35
	ds_store_b32 v34, v35 offset:40968
.LBB9_65:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s2
	s_cbranch_execnz .LBB9_80
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s3
	s_cbranch_execnz .LBB9_81
.LBB9_67:
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s4
	s_cbranch_execnz .LBB9_82
.LBB9_68:
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s5
	s_cbranch_execnz .LBB9_83
.LBB9_69:
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s6
	s_cbranch_execnz .LBB9_84
.LBB9_70:
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s7
	s_cbranch_execnz .LBB9_85
.LBB9_71:
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s8
	s_cbranch_execnz .LBB9_86
.LBB9_72:
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s9
	s_cbranch_execz .LBB9_74
.LBB9_73:
	ds_load_b32 v35, v34 offset:40960
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v35, v49, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v35
	v_cndmask_b32_e32 v36, 0xc2d00000, v35, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v36
	v_cndmask_b32_e32 v36, 0x42b20000, v36, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v37, 0x3fb8aa3b, v36
	v_add_f32_e32 v37, 0x4b400000, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v38, 0xcb400000, v37
	v_mul_f32_e32 v39, 0xbf317200, v38
	v_mul_f32_e32 v38, 0x35bfbe8e, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, v36, v39
	v_sub_f32_e32 v39, v36, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, v39, v39
	v_mul_f32_e32 v78, 0x3331bb4c, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0xb5ddea0e, v78
	v_mul_f32_e32 v78, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0x388ab355, v78
	v_mul_f32_e32 v78, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0xbb360b61, v78
	v_mul_f32_e32 v78, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0x3e2aaaab, v78
	v_mul_f32_e32 v40, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v40, v39, v40
	v_mul_f32_e32 v39, v39, v40
	v_sub_f32_e32 v40, 2.0, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v78, null, v40, v40, v39
	v_rcp_f32_e32 v79, v78
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v80, -v78, v79, 1.0
	v_fmac_f32_e32 v79, v80, v79
	v_div_scale_f32 v80, vcc_lo, v39, v40, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v81, v80, v79
	v_fma_f32 v82, -v78, v81, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v81, v82, v79
	v_fma_f32 v78, -v78, v81, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v78, v78, v79, v81
	v_cmp_o_f32_e32 vcc_lo, v35, v35
	v_div_fixup_f32 v39, v78, v40, v39
	v_add_nc_u32_e32 v40, 0xb4c00100, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v38, v38, v39
	v_lshrrev_b32_e32 v39, 1, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v36, v36, v38
	v_sub_nc_u32_e32 v37, v37, v39
	v_lshl_add_u32 v38, v39, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v36, 1.0, v36
	v_lshl_add_u32 v37, v37, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v36, v36, v38
	v_mul_f32_e32 v36, v36, v37
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v35, 0x7fc00000, v36, vcc_lo
	ds_store_b32 v41, v35 offset:28672
.LBB9_74:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s0
	s_cbranch_execz .LBB9_92
	v_readlane_b32 s22, v109, 5
	s_and_not1_b32 vcc_lo, exec_lo, s22
	s_cbranch_vccnz .LBB9_87
	v_readlane_b32 s22, v109, 7
	v_mov_b32_e32 v35, 0
	s_and_not1_b32 vcc_lo, exec_lo, s22
	s_cbranch_vccnz .LBB9_88
	s_mov_b64 s[22:23], 0
	s_mov_b32 s24, 0
	.p2align	6
.LBB9_78:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v40, s24
	s_add_u32 s22, s22, 8
	s_addc_u32 s23, s23, 0
	s_add_i32 s24, s24, 32
	s_cmp_lg_u64 s[48:49], s[22:23]
	ds_load_2addr_b32 v[36:37], v40 offset1:1
	ds_load_2addr_b32 v[38:39], v40 offset0:2 offset1:3
	ds_load_2addr_b32 v[78:79], v40 offset0:4 offset1:5
	ds_load_2addr_b32 v[80:81], v40 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v35, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v35, v35, v37
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v35, v35, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v35, v35, v39
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v35, v35, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v35, v35, v79
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v35, v35, v80
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v35, v35, v81
	s_cbranch_scc1 .LBB9_78
	v_readlane_b32 s24, v109, 10
	s_mov_b64 s[22:23], s[48:49]
	s_and_b32 vcc_lo, exec_lo, s24
	s_cbranch_vccnz .LBB9_89
	s_branch .LBB9_91
.LBB9_80:
	ds_load_b32 v35, v34 offset:40960
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v35, v42, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v35
	v_cndmask_b32_e32 v36, 0xc2d00000, v35, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v36
	v_cndmask_b32_e32 v36, 0x42b20000, v36, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v37, 0x3fb8aa3b, v36
	v_add_f32_e32 v37, 0x4b400000, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v38, 0xcb400000, v37
	v_mul_f32_e32 v39, 0xbf317200, v38
	v_mul_f32_e32 v38, 0x35bfbe8e, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, v36, v39
	v_sub_f32_e32 v39, v36, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, v39, v39
	v_mul_f32_e32 v78, 0x3331bb4c, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0xb5ddea0e, v78
	v_mul_f32_e32 v78, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0x388ab355, v78
	v_mul_f32_e32 v78, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0xbb360b61, v78
	v_mul_f32_e32 v78, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0x3e2aaaab, v78
	v_mul_f32_e32 v40, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v40, v39, v40
	v_mul_f32_e32 v39, v39, v40
	v_sub_f32_e32 v40, 2.0, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v78, null, v40, v40, v39
	v_rcp_f32_e32 v79, v78
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v80, -v78, v79, 1.0
	v_fmac_f32_e32 v79, v80, v79
	v_div_scale_f32 v80, vcc_lo, v39, v40, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v81, v80, v79
	v_fma_f32 v82, -v78, v81, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v81, v82, v79
	v_fma_f32 v78, -v78, v81, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v78, v78, v79, v81
	v_cmp_o_f32_e32 vcc_lo, v35, v35
	v_div_fixup_f32 v39, v78, v40, v39
	v_add_nc_u32_e32 v40, 0xb4c00100, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v38, v38, v39
	v_lshrrev_b32_e32 v39, 1, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v36, v36, v38
	v_sub_nc_u32_e32 v37, v37, v39
	v_lshl_add_u32 v38, v39, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v36, 1.0, v36
	v_lshl_add_u32 v37, v37, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v36, v36, v38
	v_mul_f32_e32 v36, v36, v37
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v35, 0x7fc00000, v36, vcc_lo
	ds_store_b32 v41, v35
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s3
	s_cbranch_execz .LBB9_67
.LBB9_81:
	ds_load_b32 v35, v34 offset:40960
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v35, v43, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v35
	v_cndmask_b32_e32 v36, 0xc2d00000, v35, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v36
	v_cndmask_b32_e32 v36, 0x42b20000, v36, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v37, 0x3fb8aa3b, v36
	v_add_f32_e32 v37, 0x4b400000, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v38, 0xcb400000, v37
	v_mul_f32_e32 v39, 0xbf317200, v38
	v_mul_f32_e32 v38, 0x35bfbe8e, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, v36, v39
	v_sub_f32_e32 v39, v36, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, v39, v39
	v_mul_f32_e32 v78, 0x3331bb4c, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0xb5ddea0e, v78
	v_mul_f32_e32 v78, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0x388ab355, v78
	v_mul_f32_e32 v78, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0xbb360b61, v78
	v_mul_f32_e32 v78, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0x3e2aaaab, v78
	v_mul_f32_e32 v40, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v40, v39, v40
	v_mul_f32_e32 v39, v39, v40
	v_sub_f32_e32 v40, 2.0, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v78, null, v40, v40, v39
	v_rcp_f32_e32 v79, v78
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v80, -v78, v79, 1.0
	v_fmac_f32_e32 v79, v80, v79
	v_div_scale_f32 v80, vcc_lo, v39, v40, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v81, v80, v79
	v_fma_f32 v82, -v78, v81, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v81, v82, v79
	v_fma_f32 v78, -v78, v81, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v78, v78, v79, v81
	v_cmp_o_f32_e32 vcc_lo, v35, v35
	v_div_fixup_f32 v39, v78, v40, v39
	v_add_nc_u32_e32 v40, 0xb4c00100, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v38, v38, v39
	v_lshrrev_b32_e32 v39, 1, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v36, v36, v38
	v_sub_nc_u32_e32 v37, v37, v39
	v_lshl_add_u32 v38, v39, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v36, 1.0, v36
	v_lshl_add_u32 v37, v37, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v36, v36, v38
	v_mul_f32_e32 v36, v36, v37
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v35, 0x7fc00000, v36, vcc_lo
	ds_store_b32 v41, v35 offset:4096
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s4
	s_cbranch_execz .LBB9_68
.LBB9_82:
	ds_load_b32 v35, v34 offset:40960
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v35, v44, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v35
	v_cndmask_b32_e32 v36, 0xc2d00000, v35, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v36
	v_cndmask_b32_e32 v36, 0x42b20000, v36, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v37, 0x3fb8aa3b, v36
	v_add_f32_e32 v37, 0x4b400000, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v38, 0xcb400000, v37
	v_mul_f32_e32 v39, 0xbf317200, v38
	v_mul_f32_e32 v38, 0x35bfbe8e, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, v36, v39
	v_sub_f32_e32 v39, v36, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, v39, v39
	v_mul_f32_e32 v78, 0x3331bb4c, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0xb5ddea0e, v78
	v_mul_f32_e32 v78, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0x388ab355, v78
	v_mul_f32_e32 v78, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0xbb360b61, v78
	v_mul_f32_e32 v78, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0x3e2aaaab, v78
	v_mul_f32_e32 v40, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v40, v39, v40
	v_mul_f32_e32 v39, v39, v40
	v_sub_f32_e32 v40, 2.0, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v78, null, v40, v40, v39
	v_rcp_f32_e32 v79, v78
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v80, -v78, v79, 1.0
	v_fmac_f32_e32 v79, v80, v79
	v_div_scale_f32 v80, vcc_lo, v39, v40, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v81, v80, v79
	v_fma_f32 v82, -v78, v81, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v81, v82, v79
	v_fma_f32 v78, -v78, v81, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v78, v78, v79, v81
	v_cmp_o_f32_e32 vcc_lo, v35, v35
	v_div_fixup_f32 v39, v78, v40, v39
	v_add_nc_u32_e32 v40, 0xb4c00100, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v38, v38, v39
	v_lshrrev_b32_e32 v39, 1, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v36, v36, v38
	v_sub_nc_u32_e32 v37, v37, v39
	v_lshl_add_u32 v38, v39, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v36, 1.0, v36
	v_lshl_add_u32 v37, v37, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v36, v36, v38
	v_mul_f32_e32 v36, v36, v37
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v35, 0x7fc00000, v36, vcc_lo
	ds_store_b32 v41, v35 offset:8192
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s5
	s_cbranch_execz .LBB9_69
.LBB9_83:
	ds_load_b32 v35, v34 offset:40960
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v35, v45, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v35
	v_cndmask_b32_e32 v36, 0xc2d00000, v35, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v36
	v_cndmask_b32_e32 v36, 0x42b20000, v36, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v37, 0x3fb8aa3b, v36
	v_add_f32_e32 v37, 0x4b400000, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v38, 0xcb400000, v37
	v_mul_f32_e32 v39, 0xbf317200, v38
	v_mul_f32_e32 v38, 0x35bfbe8e, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, v36, v39
	v_sub_f32_e32 v39, v36, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, v39, v39
	v_mul_f32_e32 v78, 0x3331bb4c, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0xb5ddea0e, v78
	v_mul_f32_e32 v78, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0x388ab355, v78
	v_mul_f32_e32 v78, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0xbb360b61, v78
	v_mul_f32_e32 v78, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0x3e2aaaab, v78
	v_mul_f32_e32 v40, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v40, v39, v40
	v_mul_f32_e32 v39, v39, v40
	v_sub_f32_e32 v40, 2.0, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v78, null, v40, v40, v39
	v_rcp_f32_e32 v79, v78
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v80, -v78, v79, 1.0
	v_fmac_f32_e32 v79, v80, v79
	v_div_scale_f32 v80, vcc_lo, v39, v40, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v81, v80, v79
	v_fma_f32 v82, -v78, v81, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v81, v82, v79
	v_fma_f32 v78, -v78, v81, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v78, v78, v79, v81
	v_cmp_o_f32_e32 vcc_lo, v35, v35
	v_div_fixup_f32 v39, v78, v40, v39
	v_add_nc_u32_e32 v40, 0xb4c00100, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v38, v38, v39
	v_lshrrev_b32_e32 v39, 1, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v36, v36, v38
	v_sub_nc_u32_e32 v37, v37, v39
	v_lshl_add_u32 v38, v39, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v36, 1.0, v36
	v_lshl_add_u32 v37, v37, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v36, v36, v38
	v_mul_f32_e32 v36, v36, v37
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v35, 0x7fc00000, v36, vcc_lo
	ds_store_b32 v41, v35 offset:12288
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s6
	s_cbranch_execz .LBB9_70
.LBB9_84:
	ds_load_b32 v35, v34 offset:40960
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v35, v46, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v35
	v_cndmask_b32_e32 v36, 0xc2d00000, v35, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v36
	v_cndmask_b32_e32 v36, 0x42b20000, v36, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v37, 0x3fb8aa3b, v36
	v_add_f32_e32 v37, 0x4b400000, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v38, 0xcb400000, v37
	v_mul_f32_e32 v39, 0xbf317200, v38
	v_mul_f32_e32 v38, 0x35bfbe8e, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, v36, v39
	v_sub_f32_e32 v39, v36, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, v39, v39
	v_mul_f32_e32 v78, 0x3331bb4c, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0xb5ddea0e, v78
	v_mul_f32_e32 v78, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0x388ab355, v78
	v_mul_f32_e32 v78, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0xbb360b61, v78
	v_mul_f32_e32 v78, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0x3e2aaaab, v78
	v_mul_f32_e32 v40, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v40, v39, v40
	v_mul_f32_e32 v39, v39, v40
	v_sub_f32_e32 v40, 2.0, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v78, null, v40, v40, v39
	v_rcp_f32_e32 v79, v78
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v80, -v78, v79, 1.0
	v_fmac_f32_e32 v79, v80, v79
	v_div_scale_f32 v80, vcc_lo, v39, v40, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v81, v80, v79
	v_fma_f32 v82, -v78, v81, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v81, v82, v79
	v_fma_f32 v78, -v78, v81, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v78, v78, v79, v81
	v_cmp_o_f32_e32 vcc_lo, v35, v35
	v_div_fixup_f32 v39, v78, v40, v39
	v_add_nc_u32_e32 v40, 0xb4c00100, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v38, v38, v39
	v_lshrrev_b32_e32 v39, 1, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v36, v36, v38
	v_sub_nc_u32_e32 v37, v37, v39
	v_lshl_add_u32 v38, v39, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v36, 1.0, v36
	v_lshl_add_u32 v37, v37, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v36, v36, v38
	v_mul_f32_e32 v36, v36, v37
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v35, 0x7fc00000, v36, vcc_lo
	ds_store_b32 v41, v35 offset:16384
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s7
	s_cbranch_execz .LBB9_71
.LBB9_85:
	ds_load_b32 v35, v34 offset:40960
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v35, v47, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v35
	v_cndmask_b32_e32 v36, 0xc2d00000, v35, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v36
	v_cndmask_b32_e32 v36, 0x42b20000, v36, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v37, 0x3fb8aa3b, v36
	v_add_f32_e32 v37, 0x4b400000, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v38, 0xcb400000, v37
	v_mul_f32_e32 v39, 0xbf317200, v38
	v_mul_f32_e32 v38, 0x35bfbe8e, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, v36, v39
	v_sub_f32_e32 v39, v36, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, v39, v39
	v_mul_f32_e32 v78, 0x3331bb4c, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0xb5ddea0e, v78
	v_mul_f32_e32 v78, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0x388ab355, v78
	v_mul_f32_e32 v78, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0xbb360b61, v78
	v_mul_f32_e32 v78, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0x3e2aaaab, v78
	v_mul_f32_e32 v40, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v40, v39, v40
	v_mul_f32_e32 v39, v39, v40
	v_sub_f32_e32 v40, 2.0, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v78, null, v40, v40, v39
	v_rcp_f32_e32 v79, v78
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v80, -v78, v79, 1.0
	v_fmac_f32_e32 v79, v80, v79
	v_div_scale_f32 v80, vcc_lo, v39, v40, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v81, v80, v79
	v_fma_f32 v82, -v78, v81, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v81, v82, v79
	v_fma_f32 v78, -v78, v81, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v78, v78, v79, v81
	v_cmp_o_f32_e32 vcc_lo, v35, v35
	v_div_fixup_f32 v39, v78, v40, v39
	v_add_nc_u32_e32 v40, 0xb4c00100, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v38, v38, v39
	v_lshrrev_b32_e32 v39, 1, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v36, v36, v38
	v_sub_nc_u32_e32 v37, v37, v39
	v_lshl_add_u32 v38, v39, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v36, 1.0, v36
	v_lshl_add_u32 v37, v37, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v36, v36, v38
	v_mul_f32_e32 v36, v36, v37
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v35, 0x7fc00000, v36, vcc_lo
	ds_store_b32 v41, v35 offset:20480
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s8
	s_cbranch_execz .LBB9_72
.LBB9_86:
	ds_load_b32 v35, v34 offset:40960
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v35, v48, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v35
	v_cndmask_b32_e32 v36, 0xc2d00000, v35, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v36
	v_cndmask_b32_e32 v36, 0x42b20000, v36, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v37, 0x3fb8aa3b, v36
	v_add_f32_e32 v37, 0x4b400000, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v38, 0xcb400000, v37
	v_mul_f32_e32 v39, 0xbf317200, v38
	v_mul_f32_e32 v38, 0x35bfbe8e, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, v36, v39
	v_sub_f32_e32 v39, v36, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, v39, v39
	v_mul_f32_e32 v78, 0x3331bb4c, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0xb5ddea0e, v78
	v_mul_f32_e32 v78, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0x388ab355, v78
	v_mul_f32_e32 v78, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0xbb360b61, v78
	v_mul_f32_e32 v78, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0x3e2aaaab, v78
	v_mul_f32_e32 v40, v40, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v40, v39, v40
	v_mul_f32_e32 v39, v39, v40
	v_sub_f32_e32 v40, 2.0, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v78, null, v40, v40, v39
	v_rcp_f32_e32 v79, v78
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v80, -v78, v79, 1.0
	v_fmac_f32_e32 v79, v80, v79
	v_div_scale_f32 v80, vcc_lo, v39, v40, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v81, v80, v79
	v_fma_f32 v82, -v78, v81, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v81, v82, v79
	v_fma_f32 v78, -v78, v81, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v78, v78, v79, v81
	v_cmp_o_f32_e32 vcc_lo, v35, v35
	v_div_fixup_f32 v39, v78, v40, v39
	v_add_nc_u32_e32 v40, 0xb4c00100, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v38, v38, v39
	v_lshrrev_b32_e32 v39, 1, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v36, v36, v38
	v_sub_nc_u32_e32 v37, v37, v39
	v_lshl_add_u32 v38, v39, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v36, 1.0, v36
	v_lshl_add_u32 v37, v37, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v36, v36, v38
	v_mul_f32_e32 v36, v36, v37
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v35, 0x7fc00000, v36, vcc_lo
	ds_store_b32 v41, v35 offset:24576
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s9
	s_cbranch_execnz .LBB9_73
	s_branch .LBB9_74
.LBB9_87:
	v_mov_b32_e32 v35, 0
	s_branch .LBB9_91
.LBB9_88:
	s_mov_b64 s[22:23], 0
	s_cbranch_execz .LBB9_91
.LBB9_89:
	s_lshl_b32 s24, s22, 2
	v_readlane_b32 s22, v109, 8
	v_readlane_b32 s23, v109, 9
.LBB9_90:
	v_mov_b32_e32 v36, s24
	s_add_i32 s24, s24, 4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_add_u32 s22, s22, -1
	s_addc_u32 s23, s23, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[22:23], 0
	ds_load_b32 v36, v36
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v35, v35, v36
	s_cbranch_scc1 .LBB9_90
.LBB9_91:
	ds_store_b32 v34, v35 offset:40964
.LBB9_92:
	s_or_b32 exec_lo, exec_lo, s21
	v_cndmask_b32_e64 v2, v2, v3, s19
	v_cmp_class_f32_e64 vcc_lo, v1, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v2, v2, v33, s20
	v_mul_f32_e32 v3, 0x37800000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v2, v2, v3, s18
	v_cndmask_b32_e32 v1, v2, v1, vcc_lo
	v_readlane_b32 s18, v109, 6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_b32 vcc_lo, exec_lo, s18
	s_cbranch_vccz .LBB9_105
	s_cmp_gt_f32 s51, 0
	v_readlane_b32 s20, v109, 4
	v_mov_b32_e32 v79, v42
	s_cselect_b32 vcc_lo, -1, 0
	s_add_u32 s19, s46, s30
	v_cndmask_b32_e32 v1, 0, v1, vcc_lo
	s_addc_u32 s18, s47, s31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_mul_hi_u32 s21, s18, 0xcd9e8d57
	v_cndmask_b32_e64 v78, v1, s37, s20
	s_mul_i32 s20, s18, 0xcd9e8d57
	s_and_saveexec_b32 s22, s2
	s_cbranch_execnz .LBB9_114
	s_or_b32 exec_lo, exec_lo, s22
	v_mov_b32_e32 v80, v43
	s_and_saveexec_b32 s22, s3
	s_cbranch_execnz .LBB9_115
.LBB9_96:
	s_or_b32 exec_lo, exec_lo, s22
	v_mov_b32_e32 v81, v44
	s_and_saveexec_b32 s22, s4
	s_cbranch_execnz .LBB9_116
.LBB9_97:
	s_or_b32 exec_lo, exec_lo, s22
	v_mov_b32_e32 v82, v45
	s_and_saveexec_b32 s22, s5
	s_cbranch_execnz .LBB9_117
.LBB9_98:
	s_or_b32 exec_lo, exec_lo, s22
	v_mov_b32_e32 v83, v46
	s_and_saveexec_b32 s22, s6
	s_cbranch_execnz .LBB9_118
.LBB9_99:
	s_or_b32 exec_lo, exec_lo, s22
	v_mov_b32_e32 v37, v47
	s_and_saveexec_b32 s22, s7
	s_cbranch_execnz .LBB9_119
.LBB9_100:
	s_or_b32 exec_lo, exec_lo, s22
	v_mov_b32_e32 v38, v48
	s_and_saveexec_b32 s22, s8
	s_cbranch_execz .LBB9_102
.LBB9_101:
	v_xor_b32_e32 v1, s20, v70
	s_xor_b32 s18, s28, s21
	s_mov_b32 s24, 0xd078c69f
	s_xor_b32 s18, s18, s19
	s_mov_b32 s25, 0x3fc39a09
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	s_mul_hi_u32 s23, s18, 0xd2511f53
	s_mul_i32 s18, s18, 0xd2511f53
	v_xor_b32_e32 v3, s23, v69
	v_xor3_b32 v33, s18, s104, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v33, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v3, v3, v71
	v_xor3_b32 v33, v36, vcc_hi, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v33, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s38, v3, v1
	v_xor3_b32 v3, v39, s34, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s39, v2, v35
	v_xor3_b32 v3, v40, s35, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s33, v2, v38
	v_xor3_b32 v3, v36, s43, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mul_hi_u32 v3, 0xcd9e8d57, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s27, v2, v39
	v_xor3_b32 v3, v3, s44, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v3, 0xd2511f53, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s45, v2, v35
	v_xor3_b32 v1, v3, s29, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, v2, v36, s50
	v_cvt_f64_u32_e32 v[1:2], v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], 0.5
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v33, 0x95f62, v2
	v_and_b32_e32 v2, 0xfffff, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	v_add_f64 v[87:88], v[1:2], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], v[87:88], 2.0
	v_div_scale_f64 v[38:39], null, v[89:90], v[89:90], v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[1:2], v[38:39]
	v_fma_f64 v[84:85], -v[38:39], v[1:2], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_fma_f64 v[84:85], v[1:2], v[84:85], v[1:2]
	ds_load_b96 v[1:3], v34 offset:40960
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v36, null, v2, v2, 1.0
	v_sub_f32_e32 v1, v48, v1
	v_rcp_f32_e32 v40, v36
	v_xor_b32_e32 v36, 0x80000000, v36
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v86, v36, v40, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v40, v86, v40
	v_div_scale_f32 v86, vcc_lo, 1.0, v2, 1.0
	v_lshrrev_b32_e32 v33, 20, v33
	v_mul_f32_e32 v91, v86, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v92, v36, v91, v86
	v_fmac_f32_e32 v91, v92, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v86, v36, v91
	v_div_fmas_f32 v36, v86, v40, v91
	v_fma_f64 v[91:92], -v[38:39], v[84:85], 1.0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v2, v36, v2, 1.0
	v_fma_f64 v[91:92], v[84:85], v[91:92], v[84:85]
	v_div_scale_f64 v[84:85], s18, v[87:88], v[89:90], v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[93:94], v[84:85], v[91:92]
	v_fma_f64 v[95:96], -v[38:39], v[93:94], v[84:85]
	v_cndmask_b32_e32 v38, 0xc2d00000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v38
	v_cndmask_b32_e32 v39, 0x42b20000, v38, vcc_lo
	v_mul_f32_e32 v38, 0x3fb8aa3b, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v38, 0x4b400000, v38
	v_add_f32_e32 v40, 0xcb400000, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v84, 0xbf317200, v40
	v_mul_f32_e32 v40, 0x35bfbe8e, v40
	v_add_f32_e32 v39, v39, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v84, v39, v40
	v_mul_f32_e32 v85, v84, v84
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
	v_sub_f32_e32 v85, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v84, v84, v85
	v_sub_f32_e32 v85, 2.0, v85
	v_div_scale_f32 v86, null, v85, v85, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v97, v86
	v_fma_f32 v98, -v86, v97, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v97, v98, v97
	v_div_scale_f32 v98, vcc_lo, v84, v85, v84
	v_mul_f32_e32 v99, v98, v97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v100, -v86, v99, v98
	v_fmac_f32_e32 v99, v100, v97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v86, -v86, v99, v98
	v_div_fmas_f32 v86, v86, v97, v99
	s_mov_b32 vcc_lo, s18
	v_add_co_u32 v33, s18, 0xfffffc01, v33
	v_div_fmas_f64 v[91:92], v[95:96], v[91:92], v[93:94]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[89:90], v[91:92], v[89:90], v[87:88]
	v_mul_f64 v[91:92], v[89:90], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[93:94], v[91:92], v[91:92]
	v_mul_f64 v[95:96], v[93:94], s[56:57]
	v_mul_f64 v[97:98], v[93:94], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[95:96], v[95:96], s[58:59]
	v_add_f64 v[97:98], v[97:98], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[95:96], v[93:94], v[95:96]
	v_mul_f64 v[97:98], v[93:94], v[97:98]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[95:96], v[95:96], s[60:61]
	v_add_f64 v[97:98], v[97:98], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[95:96], v[93:94], v[95:96]
	v_mul_f64 v[93:94], v[93:94], v[97:98]
	v_cvt_f64_u32_e32 v[97:98], v33
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[95:96], v[95:96], s[62:63]
	v_mul_f64 v[91:92], v[91:92], v[95:96]
	v_add_co_ci_u32_e64 v95, null, 0, -1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f64_i32_e32 v[95:96], v95
	v_add_f64 v[91:92], v[93:94], v[91:92]
	v_mul_f64 v[93:94], v[87:88], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[95:96], v[95:96], 32
	v_mul_f64 v[93:94], v[87:88], v[93:94]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[95:96], v[95:96], v[97:98]
	v_add_f64 v[91:92], v[93:94], v[91:92]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[89:90], v[89:90], v[91:92]
	v_mul_f64 v[91:92], v[95:96], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], v[91:92], v[89:90]
	v_add_f64 v[89:90], v[89:90], -v[93:94]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], v[87:88], v[89:90]
	v_mul_f64 v[89:90], v[95:96], s[66:67]
	v_add_f64 v[87:88], v[89:90], v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[87:88], v[87:88], -2.0
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[87:88]
	v_cndmask_b32_e64 v33, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[87:88], v[87:88], v33
	v_rsq_f64_e32 v[89:90], v[87:88]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[91:92], v[87:88], v[89:90]
	v_mul_f64 v[89:90], v[89:90], 0.5
	v_fma_f64 v[93:94], -v[89:90], v[91:92], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[91:92], v[91:92], v[93:94], v[91:92]
	v_fma_f64 v[89:90], v[89:90], v[93:94], v[89:90]
	v_fma_f64 v[93:94], -v[91:92], v[91:92], v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[91:92], v[93:94], v[89:90], v[91:92]
	v_fma_f64 v[93:94], -v[91:92], v[91:92], v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[89:90], v[93:94], v[89:90], v[91:92]
	v_cvt_f64_u32_e32 v[91:92], v35
	v_add_f64 v[91:92], v[91:92], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[91:92], v[91:92], 0xffffffe0
	v_mul_f64 v[91:92], v[91:92], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[93:94], v[91:92], s[70:71]
	v_bfe_u32 v33, v92, 20, 11
	v_add_f64 v[93:94], 0x43380000, v[93:94]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[94:95], 0xc3380000, v[93:94]
	v_mul_f64 v[96:97], v[94:95], s[72:73]
	v_mul_f64 v[100:101], v[94:95], s[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f64 v[91:92], v[91:92], v[96:97]
	v_mul_f64 v[96:97], v[94:95], s[74:75]
	v_mul_f64 v[94:95], v[94:95], s[78:79]
	v_add_f64 v[102:103], v[91:92], v[100:101]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[98:99], v[91:92], -v[96:97]
	v_lshrrev_b32_e32 v35, 20, v99
	v_mov_b32_e32 v99, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v35, 0x7ff, v35
	v_add_nc_u32_e32 v98, 16, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_lt_u64_e64 s18, v[98:99], v[33:34]
	v_cndmask_b32_e64 v33, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[87:88], 0x260
	v_cndmask_b32_e64 v99, v92, v103, s18
	v_cndmask_b32_e64 v98, v91, v102, s18
	v_add_f64 v[91:92], v[91:92], -v[102:103]
	v_ldexp_f64 v[89:90], v[89:90], v33
	v_and_b32_e32 v33, 1, v93
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[91:92], v[91:92], v[100:101]
	v_dual_cndmask_b32 v88, v90, v88 :: v_dual_cndmask_b32 v87, v89, v87
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[91:92], v[94:95], -v[91:92]
	v_cndmask_b32_e64 v92, v97, v92, s18
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v91, v96, v91, s18
	v_cmp_eq_u64_e64 s18, 0, v[33:34]
	v_add_f64 v[89:90], v[98:99], -v[91:92]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[94:95], v[98:99], -v[89:90]
	v_add_f64 v[91:92], v[94:95], -v[91:92]
	v_mul_f64 v[94:95], v[89:90], v[89:90]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[102:103], v[91:92], 0.5
	v_mul_f64 v[96:97], v[94:95], s[98:99]
	v_mul_f64 v[98:99], v[94:95], v[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[96:97], v[96:97], s[100:101]
	v_mul_f64 v[100:101], v[94:95], v[98:99]
	v_mul_f64 v[98:99], v[98:99], v[98:99]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[96:97], v[100:101], v[96:97]
	v_mul_f64 v[100:101], v[94:95], s[92:93]
	v_add_f64 v[100:101], v[100:101], s[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[100:101], v[94:95], v[100:101]
	v_add_f64 v[100:101], v[100:101], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[96:97], v[96:97], v[100:101]
	v_mul_f64 v[100:101], v[94:95], s[86:87]
	v_add_f64 v[100:101], v[100:101], s[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[100:101], v[94:95], v[100:101]
	v_add_f64 v[100:101], v[100:101], s[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[98:99], v[98:99], v[100:101]
	v_mul_f64 v[100:101], v[94:95], s[80:81]
	v_add_f64 v[100:101], v[100:101], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[100:101], v[94:95], v[100:101]
	v_add_f64 v[100:101], v[100:101], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[100:101], v[94:95], v[100:101]
	v_add_f64 v[98:99], v[100:101], v[98:99]
	v_mul_f64 v[100:101], v[89:90], v[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[98:99], v[94:95], v[98:99]
	v_mul_f64 v[96:97], v[100:101], v[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[96:97], v[102:103], -v[96:97]
	v_mul_f64 v[102:103], v[94:95], 0.5
	v_mul_f64 v[94:95], v[94:95], v[96:97]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[104:105], -v[102:103], 1.0
	v_mul_f64 v[96:97], v[89:90], v[91:92]
	v_add_f64 v[91:92], v[94:95], -v[91:92]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[106:107], -v[104:105], 1.0
	v_add_f64 v[96:97], v[98:99], -v[96:97]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[102:103], v[106:107], -v[102:103]
	v_add_f64 v[94:95], v[102:103], v[96:97]
	v_mul_f64 v[96:97], v[100:101], s[102:103]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[94:95], v[104:105], v[94:95]
	v_add_f64 v[91:92], v[91:92], v[96:97]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v35, 0x80000000, v95
	v_add_f64 v[89:90], v[89:90], -v[91:92]
	v_dual_mov_b32 v92, v34 :: v_dual_and_b32 v91, 2, v93
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[91:92]
	v_cndmask_b32_e32 v33, v35, v95, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v35, 0x80000000, v90
	v_cndmask_b32_e64 v89, v89, v94, s18
	v_cndmask_b32_e32 v35, v90, v35, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v90, v35, v33, s18
	global_load_b32 v35, v[29:30], off
	v_div_fixup_f32 v33, v86, v85, v84
	v_dual_sub_f32 v33, v40, v33 :: v_dual_add_nc_u32 v40, 0xb4c00100, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v33, v39, v33
	v_mul_f64 v[84:85], v[89:90], v[87:88]
	v_lshrrev_b32_e32 v40, 1, v40
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v33, 1.0, v33
	v_sub_nc_u32_e32 v38, v38, v40
	v_lshl_add_u32 v40, v40, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshl_add_u32 v38, v38, 23, 0x7f800000
	v_cvt_f32_f64_e32 v39, v[84:85]
	v_mul_f32_e32 v33, v33, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v33, v33, v38 :: v_dual_add_f32 v38, v48, v48
	v_cndmask_b32_e32 v1, 0x7fc00000, v33, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v33, 0x3d4ccccd, v38
	v_cmp_eq_f32_e32 vcc_lo, v3, v15
	v_mul_f32_e32 v1, v2, v1
	v_cndmask_b32_e64 v3, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v33, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v2, v1
	v_dual_mul_f32 v2, v78, v39 :: v_dual_add_f32 v1, v3, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, s36, v1
	v_sub_f32_e32 v1, v48, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v2, v1
	v_and_b32_e32 v2, 0x7fffffff, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v38, 0x7fc00000, v1, vcc_lo
.LBB9_102:
	s_or_b32 exec_lo, exec_lo, s22
	v_mov_b32_e32 v1, v49
	s_and_saveexec_b32 s18, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s22, exec_lo, s18
	s_cbranch_execz .LBB9_104
	v_xor_b32_e32 v1, s20, v73
	s_xor_b32 s18, s28, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s18, s18, s19
	s_mul_hi_u32 s19, s18, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	s_mul_i32 s18, s18, 0xd2511f53
	v_xor_b32_e32 v3, s19, v72
	v_xor3_b32 v33, s18, s104, v2
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v33, 0
	v_xor_b32_e32 v3, v3, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v33, v36, vcc_hi, v2
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v33, 0
	v_xor3_b32 v1, s38, v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v40, s34, v2
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[84:85], null, 0xcd9e8d57, v3, 0
	v_xor3_b32 v2, s39, v2, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v85, s35, v1
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v3, 0
	v_xor3_b32 v2, s33, v2, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v36, s43, v1
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v3, 0xcd9e8d57, v3
	v_xor3_b32 v2, s27, v2, v84
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v3, s44, v1
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v3, 0xd2511f53, v3
	v_xor3_b32 v2, s45, v2, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, v3, s29, v1
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v1, 0
	v_xor3_b32 v1, v2, v36, s50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[1:2], v1
	v_add_f64 v[1:2], v[1:2], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	v_add_nc_u32_e32 v33, 0x95f62, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0xfffff, v33
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], v[1:2], -1.0
	v_add_f64 v[90:91], v[88:89], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[39:40], null, v[90:91], v[90:91], v[88:89]
	v_rcp_f64_e32 v[1:2], v[39:40]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[84:85], -v[39:40], v[1:2], 1.0
	v_fma_f64 v[84:85], v[1:2], v[84:85], v[1:2]
	ds_load_b96 v[1:3], v34 offset:40960
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v36, null, v2, v2, 1.0
	v_sub_f32_e32 v1, v49, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v86, v36
	v_xor_b32_e32 v36, 0x80000000, v36
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v87, v36, v86, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v86, v87, v86
	v_div_scale_f32 v87, vcc_lo, 1.0, v2, 1.0
	v_mul_f32_e32 v92, v87, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v93, v36, v92, v87
	v_fmac_f32_e32 v92, v93, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v87, v36, v92
	v_div_fmas_f32 v36, v87, v86, v92
	v_fma_f64 v[86:87], -v[39:40], v[84:85], 1.0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v2, v36, v2, 1.0
	v_fma_f64 v[92:93], v[84:85], v[86:87], v[84:85]
	v_div_scale_f64 v[84:85], s18, v[88:89], v[90:91], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[94:95], v[84:85], v[92:93]
	v_fma_f64 v[96:97], -v[39:40], v[94:95], v[84:85]
	v_cndmask_b32_e32 v39, 0xc2d00000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v39
	v_cndmask_b32_e32 v40, 0x42b20000, v39, vcc_lo
	v_mul_f32_e32 v39, 0x3fb8aa3b, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v39, 0x4b400000, v39
	v_add_f32_e32 v84, 0xcb400000, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v85, 0xbf317200, v84
	v_mul_f32_e32 v84, 0x35bfbe8e, v84
	v_add_f32_e32 v40, v40, v85
	v_lshrrev_b32_e32 v33, 20, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v85, v40, v84
	v_mul_f32_e32 v86, v85, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v87, 0x3331bb4c, v86
	v_add_f32_e32 v87, 0xb5ddea0e, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v87, v86, v87
	v_add_f32_e32 v87, 0x388ab355, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v87, v86, v87
	v_add_f32_e32 v87, 0xbb360b61, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v87, v86, v87
	v_add_f32_e32 v87, 0x3e2aaaab, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v86, v86, v87
	v_sub_f32_e32 v86, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, v85, v86
	v_sub_f32_e32 v86, 2.0, v86
	v_div_scale_f32 v87, null, v86, v86, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v98, v87
	v_fma_f32 v99, -v87, v98, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v98, v99, v98
	v_div_scale_f32 v99, vcc_lo, v85, v86, v85
	v_mul_f32_e32 v100, v99, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v101, -v87, v100, v99
	v_fmac_f32_e32 v100, v101, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v87, -v87, v100, v99
	v_div_fmas_f32 v87, v87, v98, v100
	s_mov_b32 vcc_lo, s18
	s_mov_b32 s18, 0xd078c69f
	v_div_fmas_f64 v[92:93], v[96:97], v[92:93], v[94:95]
	s_mov_b32 s19, 0x3fc39a09
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[90:91], v[92:93], v[90:91], v[88:89]
	v_mul_f64 v[92:93], v[90:91], v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[94:95], v[92:93], v[92:93]
	v_mul_f64 v[96:97], v[94:95], s[56:57]
	v_mul_f64 v[98:99], v[94:95], s[18:19]
	v_add_co_u32 v33, s18, 0xfffffc01, v33
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[96:97], v[96:97], s[58:59]
	v_add_f64 v[98:99], v[98:99], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[96:97], v[94:95], v[96:97]
	v_mul_f64 v[98:99], v[94:95], v[98:99]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[96:97], v[96:97], s[60:61]
	v_add_f64 v[98:99], v[98:99], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[96:97], v[94:95], v[96:97]
	v_mul_f64 v[94:95], v[94:95], v[98:99]
	v_cvt_f64_u32_e32 v[98:99], v33
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[96:97], v[96:97], s[62:63]
	v_mul_f64 v[92:93], v[92:93], v[96:97]
	v_add_co_ci_u32_e64 v96, null, 0, -1, s18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f64_i32_e32 v[96:97], v96
	v_add_f64 v[92:93], v[94:95], v[92:93]
	v_mul_f64 v[94:95], v[88:89], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[96:97], v[96:97], 32
	v_mul_f64 v[94:95], v[88:89], v[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[96:97], v[96:97], v[98:99]
	v_add_f64 v[92:93], v[94:95], v[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[90:91], v[90:91], v[92:93]
	v_mul_f64 v[92:93], v[96:97], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], v[92:93], v[90:91]
	v_add_f64 v[90:91], v[90:91], -v[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], v[88:89], v[90:91]
	v_mul_f64 v[90:91], v[96:97], s[66:67]
	v_add_f64 v[88:89], v[90:91], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[88:89], v[88:89], -2.0
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[88:89]
	v_cndmask_b32_e64 v33, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[88:89], v[88:89], v33
	v_rsq_f64_e32 v[90:91], v[88:89]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[92:93], v[88:89], v[90:91]
	v_mul_f64 v[90:91], v[90:91], 0.5
	v_fma_f64 v[94:95], -v[90:91], v[92:93], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[92:93], v[92:93], v[94:95], v[92:93]
	v_fma_f64 v[90:91], v[90:91], v[94:95], v[90:91]
	v_fma_f64 v[94:95], -v[92:93], v[92:93], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[92:93], v[94:95], v[90:91], v[92:93]
	v_fma_f64 v[94:95], -v[92:93], v[92:93], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[90:91], v[94:95], v[90:91], v[92:93]
	v_cvt_f64_u32_e32 v[92:93], v35
	v_add_f64 v[92:93], v[92:93], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[92:93], v[92:93], 0xffffffe0
	v_mul_f64 v[92:93], v[92:93], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[94:95], v[92:93], s[70:71]
	v_bfe_u32 v33, v93, 20, 11
	v_add_f64 v[94:95], 0x43380000, v[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[95:96], 0xc3380000, v[94:95]
	v_mul_f64 v[97:98], v[95:96], s[72:73]
	v_mul_f64 v[101:102], v[95:96], s[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f64 v[92:93], v[92:93], v[97:98]
	v_mul_f64 v[97:98], v[95:96], s[74:75]
	v_mul_f64 v[95:96], v[95:96], s[78:79]
	v_add_f64 v[103:104], v[92:93], v[101:102]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[99:100], v[92:93], -v[97:98]
	v_lshrrev_b32_e32 v35, 20, v100
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v100, v34 :: v_dual_and_b32 v35, 0x7ff, v35
	v_add_nc_u32_e32 v99, 16, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_lt_u64_e64 s18, v[99:100], v[33:34]
	v_cndmask_b32_e64 v33, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[88:89], 0x260
	v_cndmask_b32_e64 v100, v93, v104, s18
	v_cndmask_b32_e64 v99, v92, v103, s18
	v_add_f64 v[92:93], v[92:93], -v[103:104]
	v_ldexp_f64 v[90:91], v[90:91], v33
	v_and_b32_e32 v33, 1, v94
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[92:93], v[92:93], v[101:102]
	v_dual_cndmask_b32 v89, v91, v89 :: v_dual_cndmask_b32 v88, v90, v88
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[92:93], v[95:96], -v[92:93]
	v_cndmask_b32_e64 v93, v98, v93, s18
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v92, v97, v92, s18
	v_cmp_eq_u64_e64 s18, 0, v[33:34]
	v_add_f64 v[90:91], v[99:100], -v[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[95:96], v[99:100], -v[90:91]
	v_add_f64 v[92:93], v[95:96], -v[92:93]
	v_mul_f64 v[95:96], v[90:91], v[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[103:104], v[92:93], 0.5
	v_mul_f64 v[97:98], v[95:96], s[98:99]
	v_mul_f64 v[99:100], v[95:96], v[95:96]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[97:98], v[97:98], s[100:101]
	v_mul_f64 v[101:102], v[95:96], v[99:100]
	v_mul_f64 v[99:100], v[99:100], v[99:100]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[97:98], v[101:102], v[97:98]
	v_mul_f64 v[101:102], v[95:96], s[92:93]
	v_add_f64 v[101:102], v[101:102], s[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[101:102], v[95:96], v[101:102]
	v_add_f64 v[101:102], v[101:102], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[97:98], v[97:98], v[101:102]
	v_mul_f64 v[101:102], v[95:96], s[86:87]
	v_add_f64 v[101:102], v[101:102], s[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[101:102], v[95:96], v[101:102]
	v_add_f64 v[101:102], v[101:102], s[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[99:100], v[99:100], v[101:102]
	v_mul_f64 v[101:102], v[95:96], s[80:81]
	v_add_f64 v[101:102], v[101:102], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[101:102], v[95:96], v[101:102]
	v_add_f64 v[101:102], v[101:102], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[101:102], v[95:96], v[101:102]
	v_add_f64 v[99:100], v[101:102], v[99:100]
	v_mul_f64 v[101:102], v[90:91], v[95:96]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[99:100], v[95:96], v[99:100]
	v_mul_f64 v[97:98], v[101:102], v[97:98]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[97:98], v[103:104], -v[97:98]
	v_mul_f64 v[103:104], v[95:96], 0.5
	v_mul_f64 v[95:96], v[95:96], v[97:98]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[105:106], -v[103:104], 1.0
	v_mul_f64 v[97:98], v[90:91], v[92:93]
	v_add_f64 v[92:93], v[95:96], -v[92:93]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[107:108], -v[105:106], 1.0
	v_add_f64 v[97:98], v[99:100], -v[97:98]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[103:104], v[107:108], -v[103:104]
	v_add_f64 v[95:96], v[103:104], v[97:98]
	v_mul_f64 v[97:98], v[101:102], s[102:103]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[95:96], v[105:106], v[95:96]
	v_add_f64 v[92:93], v[92:93], v[97:98]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v35, 0x80000000, v96
	v_add_f64 v[90:91], v[90:91], -v[92:93]
	v_dual_mov_b32 v93, v34 :: v_dual_and_b32 v92, 2, v94
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[92:93]
	v_cndmask_b32_e32 v33, v35, v96, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v35, 0x80000000, v91
	v_cndmask_b32_e64 v90, v90, v95, s18
	v_cndmask_b32_e32 v35, v91, v35, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v91, v35, v33, s18
	global_load_b32 v35, v[31:32], off
	v_div_fixup_f32 v33, v87, v86, v85
	v_mul_f64 v[85:86], v[90:91], v[88:89]
	v_dual_sub_f32 v33, v84, v33 :: v_dual_add_nc_u32 v84, 0xb4c00100, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v33, v40, v33
	v_lshrrev_b32_e32 v84, 1, v84
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v33, 1.0, v33
	v_sub_nc_u32_e32 v39, v39, v84
	v_lshl_add_u32 v84, v84, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v39, v39, 23, 0x7f800000
	v_mul_f32_e32 v33, v33, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v33, v33, v39
	v_add_f32_e32 v39, v49, v49
	v_cndmask_b32_e32 v1, 0x7fc00000, v33, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v33, 0x3d4ccccd, v39
	v_cmp_eq_f32_e32 vcc_lo, v3, v50
	v_mul_f32_e32 v1, v2, v1
	v_cndmask_b32_e64 v3, 0, 0x3dcccccd, vcc_lo
	v_cvt_f32_f64_e32 v40, v[85:86]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v33, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v2, v1
	v_dual_mul_f32 v2, v78, v40 :: v_dual_add_f32 v1, v3, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, s36, v1
	v_sub_f32_e32 v1, v49, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v2, v1
	v_and_b32_e32 v2, 0x7fffffff, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v1, 0x7fc00000, v1, vcc_lo
.LBB9_104:
	s_or_b32 exec_lo, exec_lo, s22
	s_branch .LBB9_20
.LBB9_105:
	s_cbranch_execz .LBB9_20
	s_and_saveexec_b32 s18, s2
	s_cbranch_execnz .LBB9_120
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s3
	s_cbranch_execnz .LBB9_121
.LBB9_108:
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s4
	s_cbranch_execnz .LBB9_122
.LBB9_109:
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s5
	s_cbranch_execnz .LBB9_123
.LBB9_110:
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s6
	s_cbranch_execnz .LBB9_124
.LBB9_111:
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s7
	s_cbranch_execnz .LBB9_125
.LBB9_112:
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s8
	s_cbranch_execnz .LBB9_126
.LBB9_113:
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s18, exec_lo, s18
	s_cbranch_execz .LBB9_19
	s_branch .LBB9_127
.LBB9_114:
	v_xor_b32_e32 v1, s20, v52
	s_xor_b32 s18, s28, s21
	s_mov_b32 s24, 0xd078c69f
	s_xor_b32 s18, s18, s19
	s_mov_b32 s25, 0x3fc39a09
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	s_mul_hi_u32 s23, s18, 0xd2511f53
	s_mul_i32 s18, s18, 0xd2511f53
	v_xor_b32_e32 v3, s23, v51
	v_xor3_b32 v33, s18, s104, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v33, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v3, v3, v53
	v_xor3_b32 v33, v36, vcc_hi, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v33, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s38, v3, v1
	v_xor3_b32 v3, v37, s34, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s39, v2, v35
	v_xor3_b32 v3, v38, s35, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s33, v2, v36
	v_xor3_b32 v3, v39, s43, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mul_hi_u32 v3, 0xcd9e8d57, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s27, v2, v37
	v_xor3_b32 v3, v3, s44, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v3, 0xd2511f53, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s45, v2, v38
	v_xor3_b32 v1, v3, s29, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, v2, v40, s50
	v_cvt_f64_u32_e32 v[1:2], v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], 0.5
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v86, 0x95f62, v2
	v_and_b32_e32 v2, 0xfffff, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	v_add_f64 v[35:36], v[1:2], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[37:38], v[35:36], 2.0
	v_div_scale_f64 v[80:81], null, v[37:38], v[37:38], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[1:2], v[80:81]
	v_fma_f64 v[82:83], -v[80:81], v[1:2], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_fma_f64 v[82:83], v[1:2], v[82:83], v[1:2]
	ds_load_b96 v[1:3], v34 offset:40960
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v33, null, v2, v2, 1.0
	v_sub_f32_e32 v1, v42, v1
	v_rcp_f32_e32 v40, v33
	v_xor_b32_e32 v33, 0x80000000, v33
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v79, v33, v40, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v40, v79, v40
	v_div_scale_f32 v79, vcc_lo, 1.0, v2, 1.0
	v_mul_f32_e32 v84, v79, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v85, v33, v84, v79
	v_fmac_f32_e32 v84, v85, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v79, v33, v84
	v_div_fmas_f32 v79, v79, v40, v84
	v_fma_f64 v[84:85], -v[80:81], v[82:83], 1.0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v2, v79, v2, 1.0
	v_cndmask_b32_e32 v33, 0xc2d00000, v1, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v33
	v_cndmask_b32_e32 v33, 0x42b20000, v33, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, 0x3fb8aa3b, v33
	v_fma_f64 v[87:88], v[82:83], v[84:85], v[82:83]
	v_div_scale_f64 v[82:83], s18, v[35:36], v[37:38], v[35:36]
	v_mul_f64 v[89:90], v[82:83], v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[91:92], -v[80:81], v[89:90], v[82:83]
	v_add_f32_e32 v80, 0x4b400000, v40
	v_add_f32_e32 v40, 0xcb400000, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v81, 0xbf317200, v40
	v_dual_mul_f32 v82, 0x35bfbe8e, v40 :: v_dual_add_f32 v81, v33, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v33, v81, v82
	v_mul_f32_e32 v40, v33, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v83, 0x3331bb4c, v40
	v_add_f32_e32 v83, 0xb5ddea0e, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v83, v40, v83
	v_add_f32_e32 v83, 0x388ab355, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v83, v40, v83
	v_add_f32_e32 v83, 0xbb360b61, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v83, v40, v83
	v_add_f32_e32 v83, 0x3e2aaaab, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, v40, v83
	v_sub_f32_e32 v40, v33, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v83, v33, v40
	v_sub_f32_e32 v84, 2.0, v40
	v_div_scale_f32 v33, null, v84, v84, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v40, v33
	v_fma_f32 v85, -v33, v40, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v40, v85, v40
	v_div_scale_f32 v85, vcc_lo, v83, v84, v83
	v_mul_f32_e32 v93, v85, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v94, -v33, v93, v85
	v_fmac_f32_e32 v93, v94, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v33, -v33, v93, v85
	v_div_fmas_f32 v85, v33, v40, v93
	v_cvt_f64_u32_e32 v[39:40], v39
	s_mov_b32 vcc_lo, s18
	v_div_fmas_f64 v[87:88], v[91:92], v[87:88], v[89:90]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[39:40], v[39:40], 0.5
	v_div_fixup_f64 v[37:38], v[87:88], v[37:38], v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[39:40], v[39:40], 0xffffffe0
	v_mul_f64 v[87:88], v[37:38], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[89:90], v[39:40], s[68:69]
	v_mul_f64 v[39:40], v[89:90], s[70:71]
	v_bfe_u32 v33, v90, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[39:40], 0x43380000, v[39:40]
	v_add_f64 v[91:92], 0xc3380000, v[39:40]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[93:94], v[91:92], s[72:73]
	v_mul_f64 v[97:98], v[91:92], s[76:77]
	v_add_f64 v[89:90], v[89:90], v[93:94]
	v_mul_f64 v[93:94], v[91:92], s[74:75]
	v_mul_f64 v[91:92], v[91:92], s[78:79]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[99:100], v[89:90], v[97:98]
	v_add_f64 v[95:96], v[89:90], -v[93:94]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v40, 20, v96
	v_mov_b32_e32 v96, v34
	v_and_b32_e32 v40, 0x7ff, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v95, 16, v40
	v_cmp_lt_u64_e32 vcc_lo, v[95:96], v[33:34]
	v_lshrrev_b32_e32 v33, 20, v86
	v_dual_cndmask_b32 v96, v90, v100 :: v_dual_cndmask_b32 v95, v89, v99
	v_add_f64 v[89:90], v[89:90], -v[99:100]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v33, s18, 0xfffffc01, v33
	v_add_co_ci_u32_e64 v40, null, 0, -1, s18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], v[89:90], v[97:98]
	v_add_f64 v[89:90], v[91:92], -v[89:90]
	v_mul_f64 v[91:92], v[87:88], v[87:88]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v90, v94, v90 :: v_dual_cndmask_b32 v89, v93, v89
	v_mul_f64 v[93:94], v[91:92], s[56:57]
	v_mul_f64 v[97:98], v[91:92], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[93:94], v[93:94], s[58:59]
	v_add_f64 v[97:98], v[97:98], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[93:94], v[91:92], v[93:94]
	v_mul_f64 v[97:98], v[91:92], v[97:98]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[93:94], v[93:94], s[60:61]
	v_add_f64 v[97:98], v[97:98], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[93:94], v[91:92], v[93:94]
	v_mul_f64 v[91:92], v[91:92], v[97:98]
	v_cvt_f64_u32_e32 v[97:98], v33
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[93:94], v[93:94], s[62:63]
	v_mul_f64 v[87:88], v[87:88], v[93:94]
	v_cvt_f64_i32_e32 v[93:94], v40
	v_mov_b32_e32 v40, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[86:87], v[91:92], v[87:88]
	v_mul_f64 v[91:92], v[35:36], 0.5
	v_ldexp_f64 v[93:94], v[93:94], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[91:92], v[35:36], v[91:92]
	v_add_f64 v[93:94], v[93:94], v[97:98]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[91:92], v[86:87]
	v_mul_f64 v[37:38], v[37:38], v[86:87]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[86:87], v[93:94], s[64:65]
	v_add_f64 v[37:38], v[86:87], v[37:38]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[37:38], v[37:38], -v[91:92]
	v_add_f64 v[35:36], v[35:36], v[37:38]
	v_mul_f64 v[37:38], v[93:94], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[35:36], v[37:38], v[35:36]
	v_mul_f64 v[35:36], v[35:36], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[35:36]
	v_cndmask_b32_e64 v33, 0, 0x100, vcc_lo
	v_ldexp_f64 v[35:36], v[35:36], v33
	v_and_b32_e32 v33, 1, v39
	v_and_b32_e32 v39, 2, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s18, 0, v[39:40]
	v_rsq_f64_e32 v[37:38], v[35:36]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[86:87], v[35:36], v[37:38]
	v_mul_f64 v[37:38], v[37:38], 0.5
	v_fma_f64 v[91:92], -v[37:38], v[86:87], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[86:87], v[86:87], v[91:92], v[86:87]
	v_fma_f64 v[37:38], v[37:38], v[91:92], v[37:38]
	v_fma_f64 v[91:92], -v[86:87], v[86:87], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[86:87], v[91:92], v[37:38], v[86:87]
	v_fma_f64 v[91:92], -v[86:87], v[86:87], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[37:38], v[91:92], v[37:38], v[86:87]
	v_add_f64 v[86:87], v[95:96], -v[89:90]
	v_add_f64 v[91:92], v[95:96], -v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[88:89], v[91:92], -v[89:90]
	v_mul_f64 v[90:91], v[86:87], v[86:87]
	v_mul_f64 v[102:103], v[88:89], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[92:93], v[90:91], s[98:99]
	v_mul_f64 v[94:95], v[90:91], v[90:91]
	v_add_f64 v[92:93], v[92:93], s[100:101]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[96:97], v[90:91], v[94:95]
	v_mul_f64 v[94:95], v[94:95], v[94:95]
	v_mul_f64 v[92:93], v[96:97], v[92:93]
	v_mul_f64 v[96:97], v[90:91], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[98:99], -v[96:97], 1.0
	v_add_f64 v[100:101], -v[98:99], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[96:97], v[100:101], -v[96:97]
	v_mul_f64 v[100:101], v[90:91], s[86:87]
	v_add_f64 v[100:101], v[100:101], s[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[100:101], v[90:91], v[100:101]
	v_add_f64 v[100:101], v[100:101], s[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[94:95], v[94:95], v[100:101]
	v_mul_f64 v[100:101], v[90:91], s[92:93]
	v_add_f64 v[100:101], v[100:101], s[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[100:101], v[90:91], v[100:101]
	v_add_f64 v[100:101], v[100:101], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[92:93], v[92:93], v[100:101]
	v_mul_f64 v[100:101], v[90:91], s[80:81]
	v_add_f64 v[100:101], v[100:101], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[100:101], v[90:91], v[100:101]
	v_add_f64 v[100:101], v[100:101], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[100:101], v[90:91], v[100:101]
	v_add_f64 v[94:95], v[100:101], v[94:95]
	v_mul_f64 v[100:101], v[86:87], v[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[94:95], v[90:91], v[94:95]
	v_mul_f64 v[92:93], v[100:101], v[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[92:93], v[102:103], -v[92:93]
	v_mul_f64 v[102:103], v[86:87], v[88:89]
	v_mul_f64 v[90:91], v[90:91], v[92:93]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[94:95], v[94:95], -v[102:103]
	v_add_f64 v[88:89], v[90:91], -v[88:89]
	v_mul_f64 v[90:91], v[100:101], s[102:103]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[92:93], v[96:97], v[94:95]
	v_add_f64 v[88:89], v[88:89], v[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[90:91], v[98:99], v[92:93]
	v_add_f64 v[86:87], v[86:87], -v[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v88, 0x80000000, v91
	v_cndmask_b32_e64 v39, v88, v91, s18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v40, 0x80000000, v87
	v_cndmask_b32_e64 v40, v87, v40, s18
	v_cmp_eq_u64_e64 s18, 0, v[33:34]
	v_cndmask_b32_e64 v33, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[35:36], 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ldexp_f64 v[37:38], v[37:38], v33
	v_cndmask_b32_e64 v40, v40, v39, s18
	v_cndmask_b32_e64 v39, v86, v90, s18
	v_div_fixup_f32 v33, v85, v84, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v33, v82, v33
	v_cndmask_b32_e32 v35, v37, v35, vcc_lo
	global_load_b32 v37, v[17:18], off
	v_cndmask_b32_e32 v36, v38, v36, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_mul_f64 v[35:36], v[39:40], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v35, v[35:36]
	v_dual_sub_f32 v33, v81, v33 :: v_dual_add_nc_u32 v36, 0xb4c00100, v80
	v_lshrrev_b32_e32 v36, 1, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v33, 1.0, v33
	v_sub_nc_u32_e32 v38, v80, v36
	v_lshl_add_u32 v36, v36, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v38, v38, 23, 0x7f800000
	v_dual_mul_f32 v33, v33, v36 :: v_dual_add_f32 v36, v42, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v33, v33, v38
	v_cndmask_b32_e32 v1, 0x7fc00000, v33, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v33, 0x3d4ccccd, v36
	v_cmp_eq_f32_e32 vcc_lo, v3, v77
	v_mul_f32_e32 v1, v2, v1
	v_cndmask_b32_e64 v3, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v33, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v2, v1
	v_dual_mul_f32 v2, v78, v35 :: v_dual_add_f32 v1, v3, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, s36, v1
	v_sub_f32_e32 v1, v42, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v2, v1
	v_and_b32_e32 v2, 0x7fffffff, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v79, 0x7fc00000, v1, vcc_lo
	s_or_b32 exec_lo, exec_lo, s22
	v_mov_b32_e32 v80, v43
	s_and_saveexec_b32 s22, s3
	s_cbranch_execz .LBB9_96
.LBB9_115:
	v_xor_b32_e32 v1, s20, v55
	s_xor_b32 s18, s28, s21
	s_mov_b32 s24, 0xd078c69f
	s_xor_b32 s18, s18, s19
	s_mov_b32 s25, 0x3fc39a09
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	s_mul_hi_u32 s23, s18, 0xd2511f53
	s_mul_i32 s18, s18, 0xd2511f53
	v_xor_b32_e32 v3, s23, v54
	v_xor3_b32 v33, s18, s104, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v33, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v3, v3, v56
	v_xor3_b32 v33, v36, vcc_hi, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v33, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s38, v3, v1
	v_xor3_b32 v3, v37, s34, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s39, v2, v35
	v_xor3_b32 v3, v38, s35, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s33, v2, v36
	v_xor3_b32 v3, v39, s43, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mul_hi_u32 v3, 0xcd9e8d57, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s27, v2, v37
	v_xor3_b32 v3, v3, s44, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v3, 0xd2511f53, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s45, v2, v38
	v_xor3_b32 v1, v3, s29, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, v2, v40, s50
	v_cvt_f64_u32_e32 v[1:2], v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], 0.5
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v87, 0x95f62, v2
	v_and_b32_e32 v2, 0xfffff, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	v_add_f64 v[35:36], v[1:2], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[37:38], v[35:36], 2.0
	v_div_scale_f64 v[81:82], null, v[37:38], v[37:38], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[1:2], v[81:82]
	v_fma_f64 v[83:84], -v[81:82], v[1:2], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_fma_f64 v[83:84], v[1:2], v[83:84], v[1:2]
	ds_load_b96 v[1:3], v34 offset:40960
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v33, null, v2, v2, 1.0
	v_sub_f32_e32 v1, v43, v1
	v_rcp_f32_e32 v40, v33
	v_xor_b32_e32 v33, 0x80000000, v33
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v80, v33, v40, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v40, v80, v40
	v_div_scale_f32 v80, vcc_lo, 1.0, v2, 1.0
	v_mul_f32_e32 v85, v80, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v86, v33, v85, v80
	v_fmac_f32_e32 v85, v86, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v80, v33, v85
	v_div_fmas_f32 v80, v80, v40, v85
	v_fma_f64 v[85:86], -v[81:82], v[83:84], 1.0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v2, v80, v2, 1.0
	v_cndmask_b32_e32 v33, 0xc2d00000, v1, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v33
	v_cndmask_b32_e32 v33, 0x42b20000, v33, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, 0x3fb8aa3b, v33
	v_fma_f64 v[88:89], v[83:84], v[85:86], v[83:84]
	v_div_scale_f64 v[83:84], s18, v[35:36], v[37:38], v[35:36]
	v_mul_f64 v[90:91], v[83:84], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[92:93], -v[81:82], v[90:91], v[83:84]
	v_add_f32_e32 v81, 0x4b400000, v40
	v_add_f32_e32 v40, 0xcb400000, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v82, 0xbf317200, v40
	v_dual_mul_f32 v83, 0x35bfbe8e, v40 :: v_dual_add_f32 v82, v33, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v33, v82, v83
	v_mul_f32_e32 v40, v33, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v84, 0x3331bb4c, v40
	v_add_f32_e32 v84, 0xb5ddea0e, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v84, v40, v84
	v_add_f32_e32 v84, 0x388ab355, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v84, v40, v84
	v_add_f32_e32 v84, 0xbb360b61, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v84, v40, v84
	v_add_f32_e32 v84, 0x3e2aaaab, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, v40, v84
	v_sub_f32_e32 v40, v33, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v84, v33, v40
	v_sub_f32_e32 v85, 2.0, v40
	v_div_scale_f32 v33, null, v85, v85, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v40, v33
	v_fma_f32 v86, -v33, v40, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v40, v86, v40
	v_div_scale_f32 v86, vcc_lo, v84, v85, v84
	v_mul_f32_e32 v94, v86, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v95, -v33, v94, v86
	v_fmac_f32_e32 v94, v95, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v33, -v33, v94, v86
	v_div_fmas_f32 v86, v33, v40, v94
	v_cvt_f64_u32_e32 v[39:40], v39
	s_mov_b32 vcc_lo, s18
	v_div_fmas_f64 v[88:89], v[92:93], v[88:89], v[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[39:40], v[39:40], 0.5
	v_div_fixup_f64 v[37:38], v[88:89], v[37:38], v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[39:40], v[39:40], 0xffffffe0
	v_mul_f64 v[88:89], v[37:38], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[90:91], v[39:40], s[68:69]
	v_mul_f64 v[39:40], v[90:91], s[70:71]
	v_bfe_u32 v33, v91, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[39:40], 0x43380000, v[39:40]
	v_add_f64 v[92:93], 0xc3380000, v[39:40]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[94:95], v[92:93], s[72:73]
	v_mul_f64 v[98:99], v[92:93], s[76:77]
	v_add_f64 v[90:91], v[90:91], v[94:95]
	v_mul_f64 v[94:95], v[92:93], s[74:75]
	v_mul_f64 v[92:93], v[92:93], s[78:79]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[100:101], v[90:91], v[98:99]
	v_add_f64 v[96:97], v[90:91], -v[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v40, 20, v97
	v_dual_mov_b32 v97, v34 :: v_dual_and_b32 v40, 0x7ff, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v96, 16, v40
	v_cmp_lt_u64_e32 vcc_lo, v[96:97], v[33:34]
	v_lshrrev_b32_e32 v33, 20, v87
	v_dual_cndmask_b32 v97, v91, v101 :: v_dual_cndmask_b32 v96, v90, v100
	v_add_f64 v[90:91], v[90:91], -v[100:101]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v33, s18, 0xfffffc01, v33
	v_add_co_ci_u32_e64 v40, null, 0, -1, s18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], v[90:91], v[98:99]
	v_add_f64 v[90:91], v[92:93], -v[90:91]
	v_mul_f64 v[92:93], v[88:89], v[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v91, v95, v91 :: v_dual_cndmask_b32 v90, v94, v90
	v_mul_f64 v[94:95], v[92:93], s[56:57]
	v_mul_f64 v[98:99], v[92:93], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[94:95], v[94:95], s[58:59]
	v_add_f64 v[98:99], v[98:99], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[94:95], v[92:93], v[94:95]
	v_mul_f64 v[98:99], v[92:93], v[98:99]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[94:95], v[94:95], s[60:61]
	v_add_f64 v[98:99], v[98:99], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[94:95], v[92:93], v[94:95]
	v_mul_f64 v[92:93], v[92:93], v[98:99]
	v_cvt_f64_u32_e32 v[98:99], v33
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[94:95], v[94:95], s[62:63]
	v_mul_f64 v[88:89], v[88:89], v[94:95]
	v_cvt_f64_i32_e32 v[94:95], v40
	v_mov_b32_e32 v40, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[87:88], v[92:93], v[88:89]
	v_mul_f64 v[92:93], v[35:36], 0.5
	v_ldexp_f64 v[94:95], v[94:95], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[92:93], v[35:36], v[92:93]
	v_add_f64 v[94:95], v[94:95], v[98:99]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], v[92:93], v[87:88]
	v_mul_f64 v[37:38], v[37:38], v[87:88]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[87:88], v[94:95], s[64:65]
	v_add_f64 v[37:38], v[87:88], v[37:38]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[37:38], v[37:38], -v[92:93]
	v_add_f64 v[35:36], v[35:36], v[37:38]
	v_mul_f64 v[37:38], v[94:95], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[35:36], v[37:38], v[35:36]
	v_mul_f64 v[35:36], v[35:36], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[35:36]
	v_cndmask_b32_e64 v33, 0, 0x100, vcc_lo
	v_ldexp_f64 v[35:36], v[35:36], v33
	v_and_b32_e32 v33, 1, v39
	v_and_b32_e32 v39, 2, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s18, 0, v[39:40]
	v_rsq_f64_e32 v[37:38], v[35:36]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[87:88], v[35:36], v[37:38]
	v_mul_f64 v[37:38], v[37:38], 0.5
	v_fma_f64 v[92:93], -v[37:38], v[87:88], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[87:88], v[87:88], v[92:93], v[87:88]
	v_fma_f64 v[37:38], v[37:38], v[92:93], v[37:38]
	v_fma_f64 v[92:93], -v[87:88], v[87:88], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[87:88], v[92:93], v[37:38], v[87:88]
	v_fma_f64 v[92:93], -v[87:88], v[87:88], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[37:38], v[92:93], v[37:38], v[87:88]
	v_add_f64 v[87:88], v[96:97], -v[90:91]
	v_add_f64 v[92:93], v[96:97], -v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[89:90], v[92:93], -v[90:91]
	v_mul_f64 v[91:92], v[87:88], v[87:88]
	v_mul_f64 v[103:104], v[89:90], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[93:94], v[91:92], s[98:99]
	v_mul_f64 v[95:96], v[91:92], v[91:92]
	v_add_f64 v[93:94], v[93:94], s[100:101]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[97:98], v[91:92], v[95:96]
	v_mul_f64 v[95:96], v[95:96], v[95:96]
	v_mul_f64 v[93:94], v[97:98], v[93:94]
	v_mul_f64 v[97:98], v[91:92], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[99:100], -v[97:98], 1.0
	v_add_f64 v[101:102], -v[99:100], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[97:98], v[101:102], -v[97:98]
	v_mul_f64 v[101:102], v[91:92], s[86:87]
	v_add_f64 v[101:102], v[101:102], s[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[101:102], v[91:92], v[101:102]
	v_add_f64 v[101:102], v[101:102], s[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[95:96], v[95:96], v[101:102]
	v_mul_f64 v[101:102], v[91:92], s[92:93]
	v_add_f64 v[101:102], v[101:102], s[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[101:102], v[91:92], v[101:102]
	v_add_f64 v[101:102], v[101:102], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[93:94], v[93:94], v[101:102]
	v_mul_f64 v[101:102], v[91:92], s[80:81]
	v_add_f64 v[101:102], v[101:102], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[101:102], v[91:92], v[101:102]
	v_add_f64 v[101:102], v[101:102], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[101:102], v[91:92], v[101:102]
	v_add_f64 v[95:96], v[101:102], v[95:96]
	v_mul_f64 v[101:102], v[87:88], v[91:92]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[95:96], v[91:92], v[95:96]
	v_mul_f64 v[93:94], v[101:102], v[93:94]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[93:94], v[103:104], -v[93:94]
	v_mul_f64 v[103:104], v[87:88], v[89:90]
	v_mul_f64 v[91:92], v[91:92], v[93:94]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[95:96], v[95:96], -v[103:104]
	v_add_f64 v[89:90], v[91:92], -v[89:90]
	v_mul_f64 v[91:92], v[101:102], s[102:103]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[93:94], v[97:98], v[95:96]
	v_add_f64 v[89:90], v[89:90], v[91:92]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[91:92], v[99:100], v[93:94]
	v_add_f64 v[87:88], v[87:88], -v[89:90]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v89, 0x80000000, v92
	v_cndmask_b32_e64 v39, v89, v92, s18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v40, 0x80000000, v88
	v_cndmask_b32_e64 v40, v88, v40, s18
	v_cmp_eq_u64_e64 s18, 0, v[33:34]
	v_cndmask_b32_e64 v33, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[35:36], 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ldexp_f64 v[37:38], v[37:38], v33
	v_cndmask_b32_e64 v40, v40, v39, s18
	v_cndmask_b32_e64 v39, v87, v91, s18
	v_div_fixup_f32 v33, v86, v85, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v33, v83, v33
	v_sub_f32_e32 v33, v82, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f32_e32 v33, 1.0, v33
	v_cndmask_b32_e32 v35, v37, v35, vcc_lo
	global_load_b32 v37, v[19:20], off
	v_cndmask_b32_e32 v36, v38, v36, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_mul_f64 v[35:36], v[39:40], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v35, v[35:36]
	v_add_nc_u32_e32 v36, 0xb4c00100, v81
	v_lshrrev_b32_e32 v36, 1, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v38, v81, v36
	v_lshl_add_u32 v36, v36, 23, 0xff800000
	v_lshl_add_u32 v38, v38, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v33, v33, v36 :: v_dual_add_f32 v36, v43, v43
	v_mul_f32_e32 v33, v33, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v1, 0x7fc00000, v33, vcc_lo
	v_mul_f32_e32 v33, 0x3d4ccccd, v36
	v_cmp_eq_f32_e32 vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v2, v1
	v_cndmask_b32_e64 v3, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v33, v37
	v_add_f32_e32 v1, v2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v2, v78, v35 :: v_dual_add_f32 v1, v3, v1
	v_mul_f32_e32 v1, s36, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v43, v1
	v_add_f32_e32 v1, v2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v80, 0x7fc00000, v1, vcc_lo
	s_or_b32 exec_lo, exec_lo, s22
	v_mov_b32_e32 v81, v44
	s_and_saveexec_b32 s22, s4
	s_cbranch_execz .LBB9_97
.LBB9_116:
	v_xor_b32_e32 v1, s20, v58
	s_xor_b32 s18, s28, s21
	s_mov_b32 s24, 0xd078c69f
	s_xor_b32 s18, s18, s19
	s_mov_b32 s25, 0x3fc39a09
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	s_mul_hi_u32 s23, s18, 0xd2511f53
	s_mul_i32 s18, s18, 0xd2511f53
	v_xor_b32_e32 v3, s23, v57
	v_xor3_b32 v33, s18, s104, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v33, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v3, v3, v59
	v_xor3_b32 v33, v36, vcc_hi, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v33, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s38, v3, v1
	v_xor3_b32 v3, v37, s34, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s39, v2, v35
	v_xor3_b32 v3, v38, s35, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s33, v2, v36
	v_xor3_b32 v3, v39, s43, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mul_hi_u32 v3, 0xcd9e8d57, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s27, v2, v37
	v_xor3_b32 v3, v3, s44, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v3, 0xd2511f53, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s45, v2, v38
	v_xor3_b32 v1, v3, s29, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, v2, v40, s50
	v_cvt_f64_u32_e32 v[1:2], v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], 0.5
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v88, 0x95f62, v2
	v_and_b32_e32 v2, 0xfffff, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	v_add_f64 v[35:36], v[1:2], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[37:38], v[35:36], 2.0
	v_div_scale_f64 v[82:83], null, v[37:38], v[37:38], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[1:2], v[82:83]
	v_fma_f64 v[84:85], -v[82:83], v[1:2], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_fma_f64 v[84:85], v[1:2], v[84:85], v[1:2]
	ds_load_b96 v[1:3], v34 offset:40960
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v33, null, v2, v2, 1.0
	v_sub_f32_e32 v1, v44, v1
	v_rcp_f32_e32 v40, v33
	v_xor_b32_e32 v33, 0x80000000, v33
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v81, v33, v40, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v40, v81, v40
	v_div_scale_f32 v81, vcc_lo, 1.0, v2, 1.0
	v_mul_f32_e32 v86, v81, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v87, v33, v86, v81
	v_fmac_f32_e32 v86, v87, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v81, v33, v86
	v_div_fmas_f32 v81, v81, v40, v86
	v_fma_f64 v[86:87], -v[82:83], v[84:85], 1.0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v2, v81, v2, 1.0
	v_cndmask_b32_e32 v33, 0xc2d00000, v1, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v33
	v_cndmask_b32_e32 v33, 0x42b20000, v33, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, 0x3fb8aa3b, v33
	v_fma_f64 v[89:90], v[84:85], v[86:87], v[84:85]
	v_div_scale_f64 v[84:85], s18, v[35:36], v[37:38], v[35:36]
	v_mul_f64 v[91:92], v[84:85], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[93:94], -v[82:83], v[91:92], v[84:85]
	v_add_f32_e32 v82, 0x4b400000, v40
	v_add_f32_e32 v40, 0xcb400000, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v83, 0xbf317200, v40
	v_dual_mul_f32 v84, 0x35bfbe8e, v40 :: v_dual_add_f32 v83, v33, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v33, v83, v84
	v_mul_f32_e32 v40, v33, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, 0x3331bb4c, v40
	v_add_f32_e32 v85, 0xb5ddea0e, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, v40, v85
	v_add_f32_e32 v85, 0x388ab355, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, v40, v85
	v_add_f32_e32 v85, 0xbb360b61, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, v40, v85
	v_add_f32_e32 v85, 0x3e2aaaab, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, v40, v85
	v_sub_f32_e32 v40, v33, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, v33, v40
	v_sub_f32_e32 v86, 2.0, v40
	v_div_scale_f32 v33, null, v86, v86, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v40, v33
	v_fma_f32 v87, -v33, v40, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v40, v87, v40
	v_div_scale_f32 v87, vcc_lo, v85, v86, v85
	v_mul_f32_e32 v95, v87, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v96, -v33, v95, v87
	v_fmac_f32_e32 v95, v96, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v33, -v33, v95, v87
	v_div_fmas_f32 v87, v33, v40, v95
	v_cvt_f64_u32_e32 v[39:40], v39
	s_mov_b32 vcc_lo, s18
	v_div_fmas_f64 v[89:90], v[93:94], v[89:90], v[91:92]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[39:40], v[39:40], 0.5
	v_div_fixup_f64 v[37:38], v[89:90], v[37:38], v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[39:40], v[39:40], 0xffffffe0
	v_mul_f64 v[89:90], v[37:38], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[91:92], v[39:40], s[68:69]
	v_mul_f64 v[39:40], v[91:92], s[70:71]
	v_bfe_u32 v33, v92, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[39:40], 0x43380000, v[39:40]
	v_add_f64 v[93:94], 0xc3380000, v[39:40]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[95:96], v[93:94], s[72:73]
	v_mul_f64 v[99:100], v[93:94], s[76:77]
	v_add_f64 v[91:92], v[91:92], v[95:96]
	v_mul_f64 v[95:96], v[93:94], s[74:75]
	v_mul_f64 v[93:94], v[93:94], s[78:79]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[101:102], v[91:92], v[99:100]
	v_add_f64 v[97:98], v[91:92], -v[95:96]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v40, 20, v98
	v_mov_b32_e32 v98, v34
	v_and_b32_e32 v40, 0x7ff, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v97, 16, v40
	v_cmp_lt_u64_e32 vcc_lo, v[97:98], v[33:34]
	v_lshrrev_b32_e32 v33, 20, v88
	v_dual_cndmask_b32 v98, v92, v102 :: v_dual_cndmask_b32 v97, v91, v101
	v_add_f64 v[91:92], v[91:92], -v[101:102]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v33, s18, 0xfffffc01, v33
	v_add_co_ci_u32_e64 v40, null, 0, -1, s18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[91:92], v[91:92], v[99:100]
	v_add_f64 v[91:92], v[93:94], -v[91:92]
	v_mul_f64 v[93:94], v[89:90], v[89:90]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v92, v96, v92 :: v_dual_cndmask_b32 v91, v95, v91
	v_mul_f64 v[95:96], v[93:94], s[56:57]
	v_mul_f64 v[99:100], v[93:94], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[95:96], v[95:96], s[58:59]
	v_add_f64 v[99:100], v[99:100], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[95:96], v[93:94], v[95:96]
	v_mul_f64 v[99:100], v[93:94], v[99:100]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[95:96], v[95:96], s[60:61]
	v_add_f64 v[99:100], v[99:100], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[95:96], v[93:94], v[95:96]
	v_mul_f64 v[93:94], v[93:94], v[99:100]
	v_cvt_f64_u32_e32 v[99:100], v33
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[95:96], v[95:96], s[62:63]
	v_mul_f64 v[89:90], v[89:90], v[95:96]
	v_cvt_f64_i32_e32 v[95:96], v40
	v_mov_b32_e32 v40, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[88:89], v[93:94], v[89:90]
	v_mul_f64 v[93:94], v[35:36], 0.5
	v_ldexp_f64 v[95:96], v[95:96], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[93:94], v[35:36], v[93:94]
	v_add_f64 v[95:96], v[95:96], v[99:100]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], v[93:94], v[88:89]
	v_mul_f64 v[37:38], v[37:38], v[88:89]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[88:89], v[95:96], s[64:65]
	v_add_f64 v[37:38], v[88:89], v[37:38]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[37:38], v[37:38], -v[93:94]
	v_add_f64 v[35:36], v[35:36], v[37:38]
	v_mul_f64 v[37:38], v[95:96], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[35:36], v[37:38], v[35:36]
	v_mul_f64 v[35:36], v[35:36], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[35:36]
	v_cndmask_b32_e64 v33, 0, 0x100, vcc_lo
	v_ldexp_f64 v[35:36], v[35:36], v33
	v_and_b32_e32 v33, 1, v39
	v_and_b32_e32 v39, 2, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s18, 0, v[39:40]
	v_rsq_f64_e32 v[37:38], v[35:36]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[88:89], v[35:36], v[37:38]
	v_mul_f64 v[37:38], v[37:38], 0.5
	v_fma_f64 v[93:94], -v[37:38], v[88:89], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[88:89], v[88:89], v[93:94], v[88:89]
	v_fma_f64 v[37:38], v[37:38], v[93:94], v[37:38]
	v_fma_f64 v[93:94], -v[88:89], v[88:89], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[88:89], v[93:94], v[37:38], v[88:89]
	v_fma_f64 v[93:94], -v[88:89], v[88:89], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[37:38], v[93:94], v[37:38], v[88:89]
	v_add_f64 v[88:89], v[97:98], -v[91:92]
	v_add_f64 v[93:94], v[97:98], -v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[90:91], v[93:94], -v[91:92]
	v_mul_f64 v[92:93], v[88:89], v[88:89]
	v_mul_f64 v[104:105], v[90:91], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[94:95], v[92:93], s[98:99]
	v_mul_f64 v[96:97], v[92:93], v[92:93]
	v_add_f64 v[94:95], v[94:95], s[100:101]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[98:99], v[92:93], v[96:97]
	v_mul_f64 v[96:97], v[96:97], v[96:97]
	v_mul_f64 v[94:95], v[98:99], v[94:95]
	v_mul_f64 v[98:99], v[92:93], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[100:101], -v[98:99], 1.0
	v_add_f64 v[102:103], -v[100:101], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[98:99], v[102:103], -v[98:99]
	v_mul_f64 v[102:103], v[92:93], s[86:87]
	v_add_f64 v[102:103], v[102:103], s[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[102:103], v[92:93], v[102:103]
	v_add_f64 v[102:103], v[102:103], s[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[96:97], v[96:97], v[102:103]
	v_mul_f64 v[102:103], v[92:93], s[92:93]
	v_add_f64 v[102:103], v[102:103], s[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[102:103], v[92:93], v[102:103]
	v_add_f64 v[102:103], v[102:103], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[94:95], v[94:95], v[102:103]
	v_mul_f64 v[102:103], v[92:93], s[80:81]
	v_add_f64 v[102:103], v[102:103], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[102:103], v[92:93], v[102:103]
	v_add_f64 v[102:103], v[102:103], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[102:103], v[92:93], v[102:103]
	v_add_f64 v[96:97], v[102:103], v[96:97]
	v_mul_f64 v[102:103], v[88:89], v[92:93]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[96:97], v[92:93], v[96:97]
	v_mul_f64 v[94:95], v[102:103], v[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[94:95], v[104:105], -v[94:95]
	v_mul_f64 v[104:105], v[88:89], v[90:91]
	v_mul_f64 v[92:93], v[92:93], v[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[96:97], v[96:97], -v[104:105]
	v_add_f64 v[90:91], v[92:93], -v[90:91]
	v_mul_f64 v[92:93], v[102:103], s[102:103]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[94:95], v[98:99], v[96:97]
	v_add_f64 v[90:91], v[90:91], v[92:93]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[92:93], v[100:101], v[94:95]
	v_add_f64 v[88:89], v[88:89], -v[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v90, 0x80000000, v93
	v_cndmask_b32_e64 v39, v90, v93, s18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v40, 0x80000000, v89
	v_cndmask_b32_e64 v40, v89, v40, s18
	v_cmp_eq_u64_e64 s18, 0, v[33:34]
	v_cndmask_b32_e64 v33, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[35:36], 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ldexp_f64 v[37:38], v[37:38], v33
	v_cndmask_b32_e64 v40, v40, v39, s18
	v_cndmask_b32_e64 v39, v88, v92, s18
	v_div_fixup_f32 v33, v87, v86, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v33, v84, v33
	v_sub_f32_e32 v33, v83, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f32_e32 v33, 1.0, v33
	v_cndmask_b32_e32 v35, v37, v35, vcc_lo
	global_load_b32 v37, v[21:22], off
	v_cndmask_b32_e32 v36, v38, v36, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_mul_f64 v[35:36], v[39:40], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v35, v[35:36]
	v_add_nc_u32_e32 v36, 0xb4c00100, v82
	v_lshrrev_b32_e32 v36, 1, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v38, v82, v36
	v_lshl_add_u32 v36, v36, 23, 0xff800000
	v_lshl_add_u32 v38, v38, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v33, v33, v36
	v_dual_add_f32 v36, v44, v44 :: v_dual_mul_f32 v33, v33, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0x7fc00000, v33, vcc_lo
	v_mul_f32_e32 v33, 0x3d4ccccd, v36
	v_cmp_eq_f32_e32 vcc_lo, v3, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v2, v1
	v_cndmask_b32_e64 v3, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v33, v37
	v_add_f32_e32 v1, v2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v2, v78, v35 :: v_dual_add_f32 v1, v3, v1
	v_mul_f32_e32 v1, s36, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v44, v1
	v_add_f32_e32 v1, v2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v81, 0x7fc00000, v1, vcc_lo
	s_or_b32 exec_lo, exec_lo, s22
	v_mov_b32_e32 v82, v45
	s_and_saveexec_b32 s22, s5
	s_cbranch_execz .LBB9_98
.LBB9_117:
	v_xor_b32_e32 v1, s20, v61
	s_xor_b32 s18, s28, s21
	s_mov_b32 s24, 0xd078c69f
	s_xor_b32 s18, s18, s19
	s_mov_b32 s25, 0x3fc39a09
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	s_mul_hi_u32 s23, s18, 0xd2511f53
	s_mul_i32 s18, s18, 0xd2511f53
	v_xor_b32_e32 v3, s23, v60
	v_xor3_b32 v33, s18, s104, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v33, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v3, v3, v62
	v_xor3_b32 v33, v36, vcc_hi, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v33, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s38, v3, v1
	v_xor3_b32 v3, v37, s34, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s39, v2, v35
	v_xor3_b32 v3, v38, s35, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s33, v2, v36
	v_xor3_b32 v3, v39, s43, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mul_hi_u32 v3, 0xcd9e8d57, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s27, v2, v37
	v_xor3_b32 v3, v3, s44, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v3, 0xd2511f53, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s45, v2, v38
	v_xor3_b32 v1, v3, s29, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, v2, v40, s50
	v_cvt_f64_u32_e32 v[1:2], v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], 0.5
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v89, 0x95f62, v2
	v_and_b32_e32 v2, 0xfffff, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	v_add_f64 v[35:36], v[1:2], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[37:38], v[35:36], 2.0
	v_div_scale_f64 v[83:84], null, v[37:38], v[37:38], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[1:2], v[83:84]
	v_fma_f64 v[85:86], -v[83:84], v[1:2], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_fma_f64 v[85:86], v[1:2], v[85:86], v[1:2]
	ds_load_b96 v[1:3], v34 offset:40960
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v33, null, v2, v2, 1.0
	v_sub_f32_e32 v1, v45, v1
	v_rcp_f32_e32 v40, v33
	v_xor_b32_e32 v33, 0x80000000, v33
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v82, v33, v40, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v40, v82, v40
	v_div_scale_f32 v82, vcc_lo, 1.0, v2, 1.0
	v_mul_f32_e32 v87, v82, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v88, v33, v87, v82
	v_fmac_f32_e32 v87, v88, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v82, v33, v87
	v_div_fmas_f32 v82, v82, v40, v87
	v_fma_f64 v[87:88], -v[83:84], v[85:86], 1.0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v2, v82, v2, 1.0
	v_cndmask_b32_e32 v33, 0xc2d00000, v1, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v33
	v_cndmask_b32_e32 v33, 0x42b20000, v33, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, 0x3fb8aa3b, v33
	v_fma_f64 v[90:91], v[85:86], v[87:88], v[85:86]
	v_div_scale_f64 v[85:86], s18, v[35:36], v[37:38], v[35:36]
	v_mul_f64 v[92:93], v[85:86], v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[94:95], -v[83:84], v[92:93], v[85:86]
	v_add_f32_e32 v83, 0x4b400000, v40
	v_add_f32_e32 v40, 0xcb400000, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v84, 0xbf317200, v40
	v_mul_f32_e32 v85, 0x35bfbe8e, v40
	v_add_f32_e32 v84, v33, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v33, v84, v85
	v_mul_f32_e32 v40, v33, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v86, 0x3331bb4c, v40
	v_add_f32_e32 v86, 0xb5ddea0e, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v86, v40, v86
	v_add_f32_e32 v86, 0x388ab355, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v86, v40, v86
	v_add_f32_e32 v86, 0xbb360b61, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v86, v40, v86
	v_add_f32_e32 v86, 0x3e2aaaab, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, v40, v86
	v_sub_f32_e32 v40, v33, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v86, v33, v40
	v_sub_f32_e32 v87, 2.0, v40
	v_div_scale_f32 v33, null, v87, v87, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v40, v33
	v_fma_f32 v88, -v33, v40, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v40, v88, v40
	v_div_scale_f32 v88, vcc_lo, v86, v87, v86
	v_mul_f32_e32 v96, v88, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v97, -v33, v96, v88
	v_fmac_f32_e32 v96, v97, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v33, -v33, v96, v88
	v_div_fmas_f32 v88, v33, v40, v96
	v_cvt_f64_u32_e32 v[39:40], v39
	s_mov_b32 vcc_lo, s18
	v_div_fmas_f64 v[90:91], v[94:95], v[90:91], v[92:93]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[39:40], v[39:40], 0.5
	v_div_fixup_f64 v[37:38], v[90:91], v[37:38], v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[39:40], v[39:40], 0xffffffe0
	v_mul_f64 v[90:91], v[37:38], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[92:93], v[39:40], s[68:69]
	v_mul_f64 v[39:40], v[92:93], s[70:71]
	v_bfe_u32 v33, v93, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[39:40], 0x43380000, v[39:40]
	v_add_f64 v[94:95], 0xc3380000, v[39:40]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[96:97], v[94:95], s[72:73]
	v_mul_f64 v[100:101], v[94:95], s[76:77]
	v_add_f64 v[92:93], v[92:93], v[96:97]
	v_mul_f64 v[96:97], v[94:95], s[74:75]
	v_mul_f64 v[94:95], v[94:95], s[78:79]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[102:103], v[92:93], v[100:101]
	v_add_f64 v[98:99], v[92:93], -v[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v40, 20, v99
	v_dual_mov_b32 v99, v34 :: v_dual_and_b32 v40, 0x7ff, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v98, 16, v40
	v_cmp_lt_u64_e32 vcc_lo, v[98:99], v[33:34]
	v_lshrrev_b32_e32 v33, 20, v89
	v_dual_cndmask_b32 v99, v93, v103 :: v_dual_cndmask_b32 v98, v92, v102
	v_add_f64 v[92:93], v[92:93], -v[102:103]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v33, s18, 0xfffffc01, v33
	v_add_co_ci_u32_e64 v40, null, 0, -1, s18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[92:93], v[92:93], v[100:101]
	v_add_f64 v[92:93], v[94:95], -v[92:93]
	v_mul_f64 v[94:95], v[90:91], v[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v93, v97, v93 :: v_dual_cndmask_b32 v92, v96, v92
	v_mul_f64 v[96:97], v[94:95], s[56:57]
	v_mul_f64 v[100:101], v[94:95], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[96:97], v[96:97], s[58:59]
	v_add_f64 v[100:101], v[100:101], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[96:97], v[94:95], v[96:97]
	v_mul_f64 v[100:101], v[94:95], v[100:101]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[96:97], v[96:97], s[60:61]
	v_add_f64 v[100:101], v[100:101], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[96:97], v[94:95], v[96:97]
	v_mul_f64 v[94:95], v[94:95], v[100:101]
	v_cvt_f64_u32_e32 v[100:101], v33
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[96:97], v[96:97], s[62:63]
	v_mul_f64 v[90:91], v[90:91], v[96:97]
	v_cvt_f64_i32_e32 v[96:97], v40
	v_mov_b32_e32 v40, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[89:90], v[94:95], v[90:91]
	v_mul_f64 v[94:95], v[35:36], 0.5
	v_ldexp_f64 v[96:97], v[96:97], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[94:95], v[35:36], v[94:95]
	v_add_f64 v[96:97], v[96:97], v[100:101]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], v[94:95], v[89:90]
	v_mul_f64 v[37:38], v[37:38], v[89:90]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[89:90], v[96:97], s[64:65]
	v_add_f64 v[37:38], v[89:90], v[37:38]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[37:38], v[37:38], -v[94:95]
	v_add_f64 v[35:36], v[35:36], v[37:38]
	v_mul_f64 v[37:38], v[96:97], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[35:36], v[37:38], v[35:36]
	v_mul_f64 v[35:36], v[35:36], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[35:36]
	v_cndmask_b32_e64 v33, 0, 0x100, vcc_lo
	v_ldexp_f64 v[35:36], v[35:36], v33
	v_and_b32_e32 v33, 1, v39
	v_and_b32_e32 v39, 2, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s18, 0, v[39:40]
	v_rsq_f64_e32 v[37:38], v[35:36]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[89:90], v[35:36], v[37:38]
	v_mul_f64 v[37:38], v[37:38], 0.5
	v_fma_f64 v[94:95], -v[37:38], v[89:90], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[89:90], v[89:90], v[94:95], v[89:90]
	v_fma_f64 v[37:38], v[37:38], v[94:95], v[37:38]
	v_fma_f64 v[94:95], -v[89:90], v[89:90], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[89:90], v[94:95], v[37:38], v[89:90]
	v_fma_f64 v[94:95], -v[89:90], v[89:90], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[37:38], v[94:95], v[37:38], v[89:90]
	v_add_f64 v[89:90], v[98:99], -v[92:93]
	v_add_f64 v[94:95], v[98:99], -v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[91:92], v[94:95], -v[92:93]
	v_mul_f64 v[93:94], v[89:90], v[89:90]
	v_mul_f64 v[105:106], v[91:92], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[95:96], v[93:94], s[98:99]
	v_mul_f64 v[97:98], v[93:94], v[93:94]
	v_add_f64 v[95:96], v[95:96], s[100:101]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[99:100], v[93:94], v[97:98]
	v_mul_f64 v[97:98], v[97:98], v[97:98]
	v_mul_f64 v[95:96], v[99:100], v[95:96]
	v_mul_f64 v[99:100], v[93:94], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[101:102], -v[99:100], 1.0
	v_add_f64 v[103:104], -v[101:102], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[99:100], v[103:104], -v[99:100]
	v_mul_f64 v[103:104], v[93:94], s[86:87]
	v_add_f64 v[103:104], v[103:104], s[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[103:104], v[93:94], v[103:104]
	v_add_f64 v[103:104], v[103:104], s[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[97:98], v[97:98], v[103:104]
	v_mul_f64 v[103:104], v[93:94], s[92:93]
	v_add_f64 v[103:104], v[103:104], s[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[103:104], v[93:94], v[103:104]
	v_add_f64 v[103:104], v[103:104], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[95:96], v[95:96], v[103:104]
	v_mul_f64 v[103:104], v[93:94], s[80:81]
	v_add_f64 v[103:104], v[103:104], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[103:104], v[93:94], v[103:104]
	v_add_f64 v[103:104], v[103:104], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[103:104], v[93:94], v[103:104]
	v_add_f64 v[97:98], v[103:104], v[97:98]
	v_mul_f64 v[103:104], v[89:90], v[93:94]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[97:98], v[93:94], v[97:98]
	v_mul_f64 v[95:96], v[103:104], v[95:96]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[95:96], v[105:106], -v[95:96]
	v_mul_f64 v[105:106], v[89:90], v[91:92]
	v_mul_f64 v[93:94], v[93:94], v[95:96]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[97:98], v[97:98], -v[105:106]
	v_add_f64 v[91:92], v[93:94], -v[91:92]
	v_mul_f64 v[93:94], v[103:104], s[102:103]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[95:96], v[99:100], v[97:98]
	v_add_f64 v[91:92], v[91:92], v[93:94]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[93:94], v[101:102], v[95:96]
	v_add_f64 v[89:90], v[89:90], -v[91:92]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v91, 0x80000000, v94
	v_cndmask_b32_e64 v39, v91, v94, s18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v40, 0x80000000, v90
	v_cndmask_b32_e64 v40, v90, v40, s18
	v_cmp_eq_u64_e64 s18, 0, v[33:34]
	v_cndmask_b32_e64 v33, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[35:36], 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ldexp_f64 v[37:38], v[37:38], v33
	v_cndmask_b32_e64 v40, v40, v39, s18
	v_cndmask_b32_e64 v39, v89, v93, s18
	v_div_fixup_f32 v33, v88, v87, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v33, v85, v33
	v_sub_f32_e32 v33, v84, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f32_e32 v33, 1.0, v33
	v_cndmask_b32_e32 v35, v37, v35, vcc_lo
	global_load_b32 v37, v[23:24], off
	v_cndmask_b32_e32 v36, v38, v36, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_mul_f64 v[35:36], v[39:40], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v35, v[35:36]
	v_add_nc_u32_e32 v36, 0xb4c00100, v83
	v_lshrrev_b32_e32 v36, 1, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v38, v83, v36
	v_lshl_add_u32 v36, v36, 23, 0xff800000
	v_lshl_add_u32 v38, v38, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v33, v33, v36
	v_add_f32_e32 v36, v45, v45
	v_mul_f32_e32 v33, v33, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v1, 0x7fc00000, v33, vcc_lo
	v_mul_f32_e32 v33, 0x3d4ccccd, v36
	v_cmp_eq_f32_e32 vcc_lo, v3, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v2, v1
	v_cndmask_b32_e64 v3, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v33, v37
	v_add_f32_e32 v1, v2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v2, v78, v35 :: v_dual_add_f32 v1, v3, v1
	v_mul_f32_e32 v1, s36, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v45, v1
	v_add_f32_e32 v1, v2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v82, 0x7fc00000, v1, vcc_lo
	s_or_b32 exec_lo, exec_lo, s22
	v_mov_b32_e32 v83, v46
	s_and_saveexec_b32 s22, s6
	s_cbranch_execz .LBB9_99
.LBB9_118:
	v_xor_b32_e32 v1, s20, v64
	s_xor_b32 s18, s28, s21
	s_mov_b32 s24, 0xd078c69f
	s_xor_b32 s18, s18, s19
	s_mov_b32 s25, 0x3fc39a09
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	s_mul_hi_u32 s23, s18, 0xd2511f53
	s_mul_i32 s18, s18, 0xd2511f53
	v_xor_b32_e32 v3, s23, v63
	v_xor3_b32 v33, s18, s104, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v33, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v3, v3, v65
	v_xor3_b32 v33, v36, vcc_hi, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v33, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s38, v3, v1
	v_xor3_b32 v3, v37, s34, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s39, v2, v35
	v_xor3_b32 v3, v38, s35, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s33, v2, v36
	v_xor3_b32 v3, v39, s43, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mul_hi_u32 v3, 0xcd9e8d57, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s27, v2, v37
	v_xor3_b32 v3, v3, s44, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v3, 0xd2511f53, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s45, v2, v38
	v_xor3_b32 v1, v3, s29, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, v2, v40, s50
	v_cvt_f64_u32_e32 v[1:2], v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], 0.5
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v90, 0x95f62, v2
	v_and_b32_e32 v2, 0xfffff, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	v_add_f64 v[35:36], v[1:2], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[37:38], v[35:36], 2.0
	v_div_scale_f64 v[84:85], null, v[37:38], v[37:38], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[1:2], v[84:85]
	v_fma_f64 v[86:87], -v[84:85], v[1:2], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_fma_f64 v[86:87], v[1:2], v[86:87], v[1:2]
	ds_load_b96 v[1:3], v34 offset:40960
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v33, null, v2, v2, 1.0
	v_sub_f32_e32 v1, v46, v1
	v_rcp_f32_e32 v40, v33
	v_xor_b32_e32 v33, 0x80000000, v33
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v83, v33, v40, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v40, v83, v40
	v_div_scale_f32 v83, vcc_lo, 1.0, v2, 1.0
	v_mul_f32_e32 v88, v83, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v89, v33, v88, v83
	v_fmac_f32_e32 v88, v89, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v83, v33, v88
	v_div_fmas_f32 v83, v83, v40, v88
	v_fma_f64 v[88:89], -v[84:85], v[86:87], 1.0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v2, v83, v2, 1.0
	v_cndmask_b32_e32 v33, 0xc2d00000, v1, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v33
	v_cndmask_b32_e32 v33, 0x42b20000, v33, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, 0x3fb8aa3b, v33
	v_fma_f64 v[91:92], v[86:87], v[88:89], v[86:87]
	v_div_scale_f64 v[86:87], s18, v[35:36], v[37:38], v[35:36]
	v_mul_f64 v[93:94], v[86:87], v[91:92]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[95:96], -v[84:85], v[93:94], v[86:87]
	v_add_f32_e32 v84, 0x4b400000, v40
	v_add_f32_e32 v40, 0xcb400000, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, 0xbf317200, v40
	v_dual_mul_f32 v86, 0x35bfbe8e, v40 :: v_dual_add_f32 v85, v33, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v33, v85, v86
	v_mul_f32_e32 v40, v33, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v87, 0x3331bb4c, v40
	v_add_f32_e32 v87, 0xb5ddea0e, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v87, v40, v87
	v_add_f32_e32 v87, 0x388ab355, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v87, v40, v87
	v_add_f32_e32 v87, 0xbb360b61, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v87, v40, v87
	v_add_f32_e32 v87, 0x3e2aaaab, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, v40, v87
	v_sub_f32_e32 v40, v33, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v87, v33, v40
	v_sub_f32_e32 v88, 2.0, v40
	v_div_scale_f32 v33, null, v88, v88, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v40, v33
	v_fma_f32 v89, -v33, v40, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v40, v89, v40
	v_div_scale_f32 v89, vcc_lo, v87, v88, v87
	v_mul_f32_e32 v97, v89, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v98, -v33, v97, v89
	v_fmac_f32_e32 v97, v98, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v33, -v33, v97, v89
	v_div_fmas_f32 v89, v33, v40, v97
	v_cvt_f64_u32_e32 v[39:40], v39
	s_mov_b32 vcc_lo, s18
	v_div_fmas_f64 v[91:92], v[95:96], v[91:92], v[93:94]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[39:40], v[39:40], 0.5
	v_div_fixup_f64 v[37:38], v[91:92], v[37:38], v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[39:40], v[39:40], 0xffffffe0
	v_mul_f64 v[91:92], v[37:38], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[93:94], v[39:40], s[68:69]
	v_mul_f64 v[39:40], v[93:94], s[70:71]
	v_bfe_u32 v33, v94, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[39:40], 0x43380000, v[39:40]
	v_add_f64 v[95:96], 0xc3380000, v[39:40]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[97:98], v[95:96], s[72:73]
	v_mul_f64 v[101:102], v[95:96], s[76:77]
	v_add_f64 v[93:94], v[93:94], v[97:98]
	v_mul_f64 v[97:98], v[95:96], s[74:75]
	v_mul_f64 v[95:96], v[95:96], s[78:79]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[103:104], v[93:94], v[101:102]
	v_add_f64 v[99:100], v[93:94], -v[97:98]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v40, 20, v100
	v_mov_b32_e32 v100, v34
	v_and_b32_e32 v40, 0x7ff, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v99, 16, v40
	v_cmp_lt_u64_e32 vcc_lo, v[99:100], v[33:34]
	v_lshrrev_b32_e32 v33, 20, v90
	v_dual_cndmask_b32 v100, v94, v104 :: v_dual_cndmask_b32 v99, v93, v103
	v_add_f64 v[93:94], v[93:94], -v[103:104]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v33, s18, 0xfffffc01, v33
	v_add_co_ci_u32_e64 v40, null, 0, -1, s18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[93:94], v[93:94], v[101:102]
	v_add_f64 v[93:94], v[95:96], -v[93:94]
	v_mul_f64 v[95:96], v[91:92], v[91:92]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v94, v98, v94 :: v_dual_cndmask_b32 v93, v97, v93
	v_mul_f64 v[97:98], v[95:96], s[56:57]
	v_mul_f64 v[101:102], v[95:96], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[97:98], v[97:98], s[58:59]
	v_add_f64 v[101:102], v[101:102], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[97:98], v[95:96], v[97:98]
	v_mul_f64 v[101:102], v[95:96], v[101:102]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[97:98], v[97:98], s[60:61]
	v_add_f64 v[101:102], v[101:102], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[97:98], v[95:96], v[97:98]
	v_mul_f64 v[95:96], v[95:96], v[101:102]
	v_cvt_f64_u32_e32 v[101:102], v33
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[97:98], v[97:98], s[62:63]
	v_mul_f64 v[91:92], v[91:92], v[97:98]
	v_cvt_f64_i32_e32 v[97:98], v40
	v_mov_b32_e32 v40, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[90:91], v[95:96], v[91:92]
	v_mul_f64 v[95:96], v[35:36], 0.5
	v_ldexp_f64 v[97:98], v[97:98], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[95:96], v[35:36], v[95:96]
	v_add_f64 v[97:98], v[97:98], v[101:102]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], v[95:96], v[90:91]
	v_mul_f64 v[37:38], v[37:38], v[90:91]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[90:91], v[97:98], s[64:65]
	v_add_f64 v[37:38], v[90:91], v[37:38]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[37:38], v[37:38], -v[95:96]
	v_add_f64 v[35:36], v[35:36], v[37:38]
	v_mul_f64 v[37:38], v[97:98], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[35:36], v[37:38], v[35:36]
	v_mul_f64 v[35:36], v[35:36], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[35:36]
	v_cndmask_b32_e64 v33, 0, 0x100, vcc_lo
	v_ldexp_f64 v[35:36], v[35:36], v33
	v_and_b32_e32 v33, 1, v39
	v_and_b32_e32 v39, 2, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s18, 0, v[39:40]
	v_rsq_f64_e32 v[37:38], v[35:36]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[90:91], v[35:36], v[37:38]
	v_mul_f64 v[37:38], v[37:38], 0.5
	v_fma_f64 v[95:96], -v[37:38], v[90:91], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[90:91], v[90:91], v[95:96], v[90:91]
	v_fma_f64 v[37:38], v[37:38], v[95:96], v[37:38]
	v_fma_f64 v[95:96], -v[90:91], v[90:91], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[90:91], v[95:96], v[37:38], v[90:91]
	v_fma_f64 v[95:96], -v[90:91], v[90:91], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[37:38], v[95:96], v[37:38], v[90:91]
	v_add_f64 v[90:91], v[99:100], -v[93:94]
	v_add_f64 v[95:96], v[99:100], -v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[92:93], v[95:96], -v[93:94]
	v_mul_f64 v[94:95], v[90:91], v[90:91]
	v_mul_f64 v[106:107], v[92:93], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[96:97], v[94:95], s[98:99]
	v_mul_f64 v[98:99], v[94:95], v[94:95]
	v_add_f64 v[96:97], v[96:97], s[100:101]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[100:101], v[94:95], v[98:99]
	v_mul_f64 v[98:99], v[98:99], v[98:99]
	v_mul_f64 v[96:97], v[100:101], v[96:97]
	v_mul_f64 v[100:101], v[94:95], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[102:103], -v[100:101], 1.0
	v_add_f64 v[104:105], -v[102:103], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[100:101], v[104:105], -v[100:101]
	v_mul_f64 v[104:105], v[94:95], s[86:87]
	v_add_f64 v[104:105], v[104:105], s[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[104:105], v[94:95], v[104:105]
	v_add_f64 v[104:105], v[104:105], s[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[98:99], v[98:99], v[104:105]
	v_mul_f64 v[104:105], v[94:95], s[92:93]
	v_add_f64 v[104:105], v[104:105], s[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[104:105], v[94:95], v[104:105]
	v_add_f64 v[104:105], v[104:105], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[96:97], v[96:97], v[104:105]
	v_mul_f64 v[104:105], v[94:95], s[80:81]
	v_add_f64 v[104:105], v[104:105], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[104:105], v[94:95], v[104:105]
	v_add_f64 v[104:105], v[104:105], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[104:105], v[94:95], v[104:105]
	v_add_f64 v[98:99], v[104:105], v[98:99]
	v_mul_f64 v[104:105], v[90:91], v[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[98:99], v[94:95], v[98:99]
	v_mul_f64 v[96:97], v[104:105], v[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[96:97], v[106:107], -v[96:97]
	v_mul_f64 v[106:107], v[90:91], v[92:93]
	v_mul_f64 v[94:95], v[94:95], v[96:97]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[98:99], v[98:99], -v[106:107]
	v_add_f64 v[92:93], v[94:95], -v[92:93]
	v_mul_f64 v[94:95], v[104:105], s[102:103]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[96:97], v[100:101], v[98:99]
	v_add_f64 v[92:93], v[92:93], v[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[94:95], v[102:103], v[96:97]
	v_add_f64 v[90:91], v[90:91], -v[92:93]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v92, 0x80000000, v95
	v_cndmask_b32_e64 v39, v92, v95, s18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v40, 0x80000000, v91
	v_cndmask_b32_e64 v40, v91, v40, s18
	v_cmp_eq_u64_e64 s18, 0, v[33:34]
	v_cndmask_b32_e64 v33, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[35:36], 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ldexp_f64 v[37:38], v[37:38], v33
	v_cndmask_b32_e64 v40, v40, v39, s18
	v_cndmask_b32_e64 v39, v90, v94, s18
	v_div_fixup_f32 v33, v89, v88, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v33, v86, v33
	v_cndmask_b32_e32 v35, v37, v35, vcc_lo
	global_load_b32 v37, v[25:26], off
	v_cndmask_b32_e32 v36, v38, v36, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_mul_f64 v[35:36], v[39:40], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v35, v[35:36]
	v_dual_sub_f32 v33, v85, v33 :: v_dual_add_nc_u32 v36, 0xb4c00100, v84
	v_lshrrev_b32_e32 v36, 1, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v33, 1.0, v33
	v_sub_nc_u32_e32 v38, v84, v36
	v_lshl_add_u32 v36, v36, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v38, v38, 23, 0x7f800000
	v_dual_mul_f32 v33, v33, v36 :: v_dual_add_f32 v36, v46, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v33, v33, v38
	v_cndmask_b32_e32 v1, 0x7fc00000, v33, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v33, 0x3d4ccccd, v36
	v_cmp_eq_f32_e32 vcc_lo, v3, v11
	v_mul_f32_e32 v1, v2, v1
	v_cndmask_b32_e64 v3, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v33, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v2, v1
	v_dual_mul_f32 v2, v78, v35 :: v_dual_add_f32 v1, v3, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, s36, v1
	v_sub_f32_e32 v1, v46, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v2, v1
	v_and_b32_e32 v2, 0x7fffffff, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v83, 0x7fc00000, v1, vcc_lo
	s_or_b32 exec_lo, exec_lo, s22
	v_mov_b32_e32 v37, v47
	s_and_saveexec_b32 s22, s7
	s_cbranch_execz .LBB9_100
.LBB9_119:
	v_xor_b32_e32 v1, s20, v67
	s_xor_b32 s18, s28, s21
	s_mov_b32 s24, 0xd078c69f
	s_xor_b32 s18, s18, s19
	s_mov_b32 s25, 0x3fc39a09
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	s_mul_hi_u32 s23, s18, 0xd2511f53
	s_mul_i32 s18, s18, 0xd2511f53
	v_xor_b32_e32 v3, s23, v66
	v_xor3_b32 v33, s18, s104, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v33, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v3, v3, v68
	v_xor3_b32 v33, v36, vcc_hi, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v33, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s38, v3, v1
	v_xor3_b32 v3, v37, s34, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s39, v2, v35
	v_xor3_b32 v3, v38, s35, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s33, v2, v36
	v_xor3_b32 v3, v39, s43, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mul_hi_u32 v3, 0xcd9e8d57, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s27, v2, v37
	v_xor3_b32 v3, v3, s44, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v3, 0xd2511f53, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s45, v2, v38
	v_xor3_b32 v1, v3, s29, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, v2, v40, s50
	v_cvt_f64_u32_e32 v[1:2], v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], 0.5
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v91, 0x95f62, v2
	v_and_b32_e32 v2, 0xfffff, v91
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	v_add_f64 v[35:36], v[1:2], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[37:38], v[35:36], 2.0
	v_div_scale_f64 v[85:86], null, v[37:38], v[37:38], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[1:2], v[85:86]
	v_fma_f64 v[87:88], -v[85:86], v[1:2], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_fma_f64 v[87:88], v[1:2], v[87:88], v[1:2]
	ds_load_b96 v[1:3], v34 offset:40960
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v33, null, v2, v2, 1.0
	v_sub_f32_e32 v1, v47, v1
	v_rcp_f32_e32 v40, v33
	v_xor_b32_e32 v33, 0x80000000, v33
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v84, v33, v40, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v40, v84, v40
	v_div_scale_f32 v84, vcc_lo, 1.0, v2, 1.0
	v_mul_f32_e32 v89, v84, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v90, v33, v89, v84
	v_fmac_f32_e32 v89, v90, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v84, v33, v89
	v_div_fmas_f32 v84, v84, v40, v89
	v_fma_f64 v[89:90], -v[85:86], v[87:88], 1.0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v2, v84, v2, 1.0
	v_cndmask_b32_e32 v33, 0xc2d00000, v1, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v33
	v_cndmask_b32_e32 v33, 0x42b20000, v33, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, 0x3fb8aa3b, v33
	v_fma_f64 v[92:93], v[87:88], v[89:90], v[87:88]
	v_div_scale_f64 v[87:88], s18, v[35:36], v[37:38], v[35:36]
	v_mul_f64 v[94:95], v[87:88], v[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[96:97], -v[85:86], v[94:95], v[87:88]
	v_add_f32_e32 v85, 0x4b400000, v40
	v_add_f32_e32 v40, 0xcb400000, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v86, 0xbf317200, v40
	v_dual_mul_f32 v87, 0x35bfbe8e, v40 :: v_dual_add_f32 v86, v33, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v33, v86, v87
	v_mul_f32_e32 v40, v33, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v88, 0x3331bb4c, v40
	v_add_f32_e32 v88, 0xb5ddea0e, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v88, v40, v88
	v_add_f32_e32 v88, 0x388ab355, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v88, v40, v88
	v_add_f32_e32 v88, 0xbb360b61, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v88, v40, v88
	v_add_f32_e32 v88, 0x3e2aaaab, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, v40, v88
	v_sub_f32_e32 v40, v33, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v88, v33, v40
	v_sub_f32_e32 v89, 2.0, v40
	v_div_scale_f32 v33, null, v89, v89, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v40, v33
	v_fma_f32 v90, -v33, v40, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v40, v90, v40
	v_div_scale_f32 v90, vcc_lo, v88, v89, v88
	v_mul_f32_e32 v98, v90, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v99, -v33, v98, v90
	v_fmac_f32_e32 v98, v99, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v33, -v33, v98, v90
	v_div_fmas_f32 v90, v33, v40, v98
	v_cvt_f64_u32_e32 v[39:40], v39
	s_mov_b32 vcc_lo, s18
	v_div_fmas_f64 v[92:93], v[96:97], v[92:93], v[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[39:40], v[39:40], 0.5
	v_div_fixup_f64 v[37:38], v[92:93], v[37:38], v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[39:40], v[39:40], 0xffffffe0
	v_mul_f64 v[92:93], v[37:38], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[94:95], v[39:40], s[68:69]
	v_mul_f64 v[39:40], v[94:95], s[70:71]
	v_bfe_u32 v33, v95, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[39:40], 0x43380000, v[39:40]
	v_add_f64 v[96:97], 0xc3380000, v[39:40]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[98:99], v[96:97], s[72:73]
	v_mul_f64 v[102:103], v[96:97], s[76:77]
	v_add_f64 v[94:95], v[94:95], v[98:99]
	v_mul_f64 v[98:99], v[96:97], s[74:75]
	v_mul_f64 v[96:97], v[96:97], s[78:79]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[104:105], v[94:95], v[102:103]
	v_add_f64 v[100:101], v[94:95], -v[98:99]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v40, 20, v101
	v_dual_mov_b32 v101, v34 :: v_dual_and_b32 v40, 0x7ff, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v100, 16, v40
	v_cmp_lt_u64_e32 vcc_lo, v[100:101], v[33:34]
	v_lshrrev_b32_e32 v33, 20, v91
	v_dual_cndmask_b32 v101, v95, v105 :: v_dual_cndmask_b32 v100, v94, v104
	v_add_f64 v[94:95], v[94:95], -v[104:105]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v33, s18, 0xfffffc01, v33
	v_add_co_ci_u32_e64 v40, null, 0, -1, s18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[94:95], v[94:95], v[102:103]
	v_add_f64 v[94:95], v[96:97], -v[94:95]
	v_mul_f64 v[96:97], v[92:93], v[92:93]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v95, v99, v95 :: v_dual_cndmask_b32 v94, v98, v94
	v_mul_f64 v[98:99], v[96:97], s[56:57]
	v_mul_f64 v[102:103], v[96:97], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[98:99], v[98:99], s[58:59]
	v_add_f64 v[102:103], v[102:103], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[98:99], v[96:97], v[98:99]
	v_mul_f64 v[102:103], v[96:97], v[102:103]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[98:99], v[98:99], s[60:61]
	v_add_f64 v[102:103], v[102:103], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[98:99], v[96:97], v[98:99]
	v_mul_f64 v[96:97], v[96:97], v[102:103]
	v_cvt_f64_u32_e32 v[102:103], v33
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[98:99], v[98:99], s[62:63]
	v_mul_f64 v[92:93], v[92:93], v[98:99]
	v_cvt_f64_i32_e32 v[98:99], v40
	v_mov_b32_e32 v40, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[91:92], v[96:97], v[92:93]
	v_mul_f64 v[96:97], v[35:36], 0.5
	v_ldexp_f64 v[98:99], v[98:99], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[96:97], v[35:36], v[96:97]
	v_add_f64 v[98:99], v[98:99], v[102:103]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[91:92], v[96:97], v[91:92]
	v_mul_f64 v[37:38], v[37:38], v[91:92]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[91:92], v[98:99], s[64:65]
	v_add_f64 v[37:38], v[91:92], v[37:38]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[37:38], v[37:38], -v[96:97]
	v_add_f64 v[35:36], v[35:36], v[37:38]
	v_mul_f64 v[37:38], v[98:99], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[35:36], v[37:38], v[35:36]
	v_mul_f64 v[35:36], v[35:36], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[35:36]
	v_cndmask_b32_e64 v33, 0, 0x100, vcc_lo
	v_ldexp_f64 v[35:36], v[35:36], v33
	v_and_b32_e32 v33, 1, v39
	v_and_b32_e32 v39, 2, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s18, 0, v[39:40]
	v_rsq_f64_e32 v[37:38], v[35:36]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[91:92], v[35:36], v[37:38]
	v_mul_f64 v[37:38], v[37:38], 0.5
	v_fma_f64 v[96:97], -v[37:38], v[91:92], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[91:92], v[91:92], v[96:97], v[91:92]
	v_fma_f64 v[37:38], v[37:38], v[96:97], v[37:38]
	v_fma_f64 v[96:97], -v[91:92], v[91:92], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[91:92], v[96:97], v[37:38], v[91:92]
	v_fma_f64 v[96:97], -v[91:92], v[91:92], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[37:38], v[96:97], v[37:38], v[91:92]
	v_add_f64 v[91:92], v[100:101], -v[94:95]
	v_add_f64 v[96:97], v[100:101], -v[91:92]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[93:94], v[96:97], -v[94:95]
	v_mul_f64 v[95:96], v[91:92], v[91:92]
	v_mul_f64 v[107:108], v[93:94], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[97:98], v[95:96], s[98:99]
	v_mul_f64 v[99:100], v[95:96], v[95:96]
	v_add_f64 v[97:98], v[97:98], s[100:101]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[101:102], v[95:96], v[99:100]
	v_mul_f64 v[99:100], v[99:100], v[99:100]
	v_mul_f64 v[97:98], v[101:102], v[97:98]
	v_mul_f64 v[101:102], v[95:96], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[103:104], -v[101:102], 1.0
	v_add_f64 v[105:106], -v[103:104], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[101:102], v[105:106], -v[101:102]
	v_mul_f64 v[105:106], v[95:96], s[86:87]
	v_add_f64 v[105:106], v[105:106], s[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[105:106], v[95:96], v[105:106]
	v_add_f64 v[105:106], v[105:106], s[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[99:100], v[99:100], v[105:106]
	v_mul_f64 v[105:106], v[95:96], s[92:93]
	v_add_f64 v[105:106], v[105:106], s[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[105:106], v[95:96], v[105:106]
	v_add_f64 v[105:106], v[105:106], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[97:98], v[97:98], v[105:106]
	v_mul_f64 v[105:106], v[95:96], s[80:81]
	v_add_f64 v[105:106], v[105:106], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[105:106], v[95:96], v[105:106]
	v_add_f64 v[105:106], v[105:106], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[105:106], v[95:96], v[105:106]
	v_add_f64 v[99:100], v[105:106], v[99:100]
	v_mul_f64 v[105:106], v[91:92], v[95:96]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[99:100], v[95:96], v[99:100]
	v_mul_f64 v[97:98], v[105:106], v[97:98]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[97:98], v[107:108], -v[97:98]
	v_mul_f64 v[107:108], v[91:92], v[93:94]
	v_mul_f64 v[95:96], v[95:96], v[97:98]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[99:100], v[99:100], -v[107:108]
	v_add_f64 v[93:94], v[95:96], -v[93:94]
	v_mul_f64 v[95:96], v[105:106], s[102:103]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[97:98], v[101:102], v[99:100]
	v_add_f64 v[93:94], v[93:94], v[95:96]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[95:96], v[103:104], v[97:98]
	v_add_f64 v[91:92], v[91:92], -v[93:94]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v93, 0x80000000, v96
	v_cndmask_b32_e64 v39, v93, v96, s18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v40, 0x80000000, v92
	v_cndmask_b32_e64 v40, v92, v40, s18
	v_cmp_eq_u64_e64 s18, 0, v[33:34]
	v_cndmask_b32_e64 v33, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[35:36], 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ldexp_f64 v[37:38], v[37:38], v33
	v_cndmask_b32_e64 v40, v40, v39, s18
	v_cndmask_b32_e64 v39, v91, v95, s18
	v_div_fixup_f32 v33, v90, v89, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v33, v87, v33
	v_sub_f32_e32 v33, v86, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f32_e32 v33, 1.0, v33
	v_cndmask_b32_e32 v35, v37, v35, vcc_lo
	global_load_b32 v37, v[27:28], off
	v_cndmask_b32_e32 v36, v38, v36, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_mul_f64 v[35:36], v[39:40], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v35, v[35:36]
	v_add_nc_u32_e32 v36, 0xb4c00100, v85
	v_lshrrev_b32_e32 v36, 1, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v38, v85, v36
	v_lshl_add_u32 v36, v36, 23, 0xff800000
	v_lshl_add_u32 v38, v38, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v33, v33, v36 :: v_dual_add_f32 v36, v47, v47
	v_mul_f32_e32 v33, v33, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v1, 0x7fc00000, v33, vcc_lo
	v_mul_f32_e32 v33, 0x3d4ccccd, v36
	v_cmp_eq_f32_e32 vcc_lo, v3, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v2, v1
	v_cndmask_b32_e64 v3, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v33, v37
	v_add_f32_e32 v1, v2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v2, v78, v35 :: v_dual_add_f32 v1, v3, v1
	v_mul_f32_e32 v1, s36, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v47, v1
	v_add_f32_e32 v1, v2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v37, 0x7fc00000, v1, vcc_lo
	s_or_b32 exec_lo, exec_lo, s22
	v_mov_b32_e32 v38, v48
	s_and_saveexec_b32 s22, s8
	s_cbranch_execnz .LBB9_101
	s_branch .LBB9_102
.LBB9_120:
	ds_load_b96 v[1:3], v34 offset:40960
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v40, null, v2, v2, 1.0
	v_sub_f32_e32 v1, v42, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v78, v40
	v_xor_b32_e32 v40, 0x80000000, v40
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v1
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v79, v40, v78, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v33, 0xc2d00000, v1 :: v_dual_fmac_f32 v78, v79, v78
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v33
	v_cndmask_b32_e32 v33, 0x42b20000, v33, vcc_lo
	v_div_scale_f32 v80, vcc_lo, 1.0, v2, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, 0x3fb8aa3b, v33
	v_add_f32_e32 v35, 0x4b400000, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xcb400000, v35
	v_mul_f32_e32 v37, 0xbf317200, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v36, 0x35bfbe8e, v36 :: v_dual_add_f32 v33, v33, v37
	v_sub_f32_e32 v37, v33, v36
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
	v_dual_mul_f32 v38, v38, v39 :: v_dual_mul_f32 v39, v80, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v79, v40, v39, v80
	v_fmac_f32_e32 v39, v79, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v80, v40, v39
	v_sub_f32_e32 v38, v37, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v39, v80, v78, v39
	v_mul_f32_e32 v37, v37, v38
	v_sub_f32_e32 v38, 2.0, v38
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v2, v39, v2, 1.0
	v_div_scale_f32 v79, null, v38, v38, v37
	v_div_scale_f32 v80, vcc_lo, v37, v38, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v40, v79
	v_fma_f32 v78, -v79, v40, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v40, v78, v40
	v_mul_f32_e32 v78, v80, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v81, -v79, v78, v80
	v_fmac_f32_e32 v78, v81, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_fma_f32 v79, -v79, v78, v80
	global_load_b32 v80, v[17:18], off
	v_div_fmas_f32 v40, v79, v40, v78
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_div_fixup_f32 v37, v40, v38, v37
	v_add_nc_u32_e32 v38, 0xb4c00100, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v36, v36, v37
	v_lshrrev_b32_e32 v37, 1, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v33, v33, v36
	v_sub_nc_u32_e32 v35, v35, v37
	v_lshl_add_u32 v36, v37, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v33, 1.0, v33
	v_lshl_add_u32 v35, v35, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v33, v33, v36
	v_mul_f32_e32 v33, v33, v35
	v_add_f32_e32 v35, v42, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0x7fc00000, v33, vcc_lo
	v_mul_f32_e32 v33, 0x3d4ccccd, v35
	v_cmp_eq_f32_e32 vcc_lo, v3, v77
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v2, v1
	v_cndmask_b32_e64 v3, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v33, v80
	v_add_f32_e32 v1, v2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v3, v1
	v_mul_f32_e32 v1, s36, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v42, v1
	v_and_b32_e32 v2, 0x7fffffff, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v42, 0x7fc00000, v1, vcc_lo
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s3
	s_cbranch_execz .LBB9_108
.LBB9_121:
	ds_load_b96 v[1:3], v34 offset:40960
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v40, null, v2, v2, 1.0
	v_sub_f32_e32 v1, v43, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v78, v40
	v_xor_b32_e32 v40, 0x80000000, v40
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v1
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v79, v40, v78, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v33, 0xc2d00000, v1 :: v_dual_fmac_f32 v78, v79, v78
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v33
	v_cndmask_b32_e32 v33, 0x42b20000, v33, vcc_lo
	v_div_scale_f32 v80, vcc_lo, 1.0, v2, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, 0x3fb8aa3b, v33
	v_add_f32_e32 v35, 0x4b400000, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xcb400000, v35
	v_mul_f32_e32 v37, 0xbf317200, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v36, 0x35bfbe8e, v36 :: v_dual_add_f32 v33, v33, v37
	v_sub_f32_e32 v37, v33, v36
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
	v_dual_mul_f32 v38, v38, v39 :: v_dual_mul_f32 v39, v80, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v79, v40, v39, v80
	v_fmac_f32_e32 v39, v79, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v80, v40, v39
	v_sub_f32_e32 v38, v37, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v39, v80, v78, v39
	v_mul_f32_e32 v37, v37, v38
	v_sub_f32_e32 v38, 2.0, v38
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v2, v39, v2, 1.0
	v_div_scale_f32 v79, null, v38, v38, v37
	v_div_scale_f32 v80, vcc_lo, v37, v38, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v40, v79
	v_fma_f32 v78, -v79, v40, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v40, v78, v40
	v_mul_f32_e32 v78, v80, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v81, -v79, v78, v80
	v_fmac_f32_e32 v78, v81, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_fma_f32 v79, -v79, v78, v80
	global_load_b32 v80, v[19:20], off
	v_div_fmas_f32 v40, v79, v40, v78
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_div_fixup_f32 v37, v40, v38, v37
	v_add_nc_u32_e32 v38, 0xb4c00100, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v36, v36, v37
	v_lshrrev_b32_e32 v37, 1, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v33, v33, v36
	v_sub_nc_u32_e32 v35, v35, v37
	v_lshl_add_u32 v36, v37, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v33, 1.0, v33
	v_lshl_add_u32 v35, v35, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v33, v33, v36
	v_mul_f32_e32 v33, v33, v35
	v_add_f32_e32 v35, v43, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0x7fc00000, v33, vcc_lo
	v_mul_f32_e32 v33, 0x3d4ccccd, v35
	v_cmp_eq_f32_e32 vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v2, v1
	v_cndmask_b32_e64 v3, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v33, v80
	v_add_f32_e32 v1, v2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v3, v1
	v_mul_f32_e32 v1, s36, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v43, v1
	v_and_b32_e32 v2, 0x7fffffff, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v43, 0x7fc00000, v1, vcc_lo
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB9_109
.LBB9_122:
	ds_load_b96 v[1:3], v34 offset:40960
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v40, null, v2, v2, 1.0
	v_sub_f32_e32 v1, v44, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v78, v40
	v_xor_b32_e32 v40, 0x80000000, v40
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v1
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v79, v40, v78, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v33, 0xc2d00000, v1 :: v_dual_fmac_f32 v78, v79, v78
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v33
	v_cndmask_b32_e32 v33, 0x42b20000, v33, vcc_lo
	v_div_scale_f32 v80, vcc_lo, 1.0, v2, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, 0x3fb8aa3b, v33
	v_add_f32_e32 v35, 0x4b400000, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xcb400000, v35
	v_mul_f32_e32 v37, 0xbf317200, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v36, 0x35bfbe8e, v36 :: v_dual_add_f32 v33, v33, v37
	v_sub_f32_e32 v37, v33, v36
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
	v_dual_mul_f32 v38, v38, v39 :: v_dual_mul_f32 v39, v80, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v79, v40, v39, v80
	v_fmac_f32_e32 v39, v79, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v80, v40, v39
	v_sub_f32_e32 v38, v37, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v39, v80, v78, v39
	v_mul_f32_e32 v37, v37, v38
	v_sub_f32_e32 v38, 2.0, v38
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v2, v39, v2, 1.0
	v_div_scale_f32 v79, null, v38, v38, v37
	v_div_scale_f32 v80, vcc_lo, v37, v38, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v40, v79
	v_fma_f32 v78, -v79, v40, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v40, v78, v40
	v_mul_f32_e32 v78, v80, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v81, -v79, v78, v80
	v_fmac_f32_e32 v78, v81, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_fma_f32 v79, -v79, v78, v80
	global_load_b32 v80, v[21:22], off
	v_div_fmas_f32 v40, v79, v40, v78
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_div_fixup_f32 v37, v40, v38, v37
	v_add_nc_u32_e32 v38, 0xb4c00100, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v36, v36, v37
	v_lshrrev_b32_e32 v37, 1, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v33, v33, v36
	v_sub_nc_u32_e32 v35, v35, v37
	v_lshl_add_u32 v36, v37, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v33, 1.0, v33
	v_lshl_add_u32 v35, v35, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v33, v33, v36
	v_mul_f32_e32 v33, v33, v35
	v_add_f32_e32 v35, v44, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0x7fc00000, v33, vcc_lo
	v_mul_f32_e32 v33, 0x3d4ccccd, v35
	v_cmp_eq_f32_e32 vcc_lo, v3, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v2, v1
	v_cndmask_b32_e64 v3, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v33, v80
	v_add_f32_e32 v1, v2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v3, v1
	v_mul_f32_e32 v1, s36, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v44, v1
	v_and_b32_e32 v2, 0x7fffffff, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v44, 0x7fc00000, v1, vcc_lo
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s5
	s_cbranch_execz .LBB9_110
.LBB9_123:
	ds_load_b96 v[1:3], v34 offset:40960
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v40, null, v2, v2, 1.0
	v_sub_f32_e32 v1, v45, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v78, v40
	v_xor_b32_e32 v40, 0x80000000, v40
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v1
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v79, v40, v78, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v33, 0xc2d00000, v1 :: v_dual_fmac_f32 v78, v79, v78
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v33
	v_cndmask_b32_e32 v33, 0x42b20000, v33, vcc_lo
	v_div_scale_f32 v80, vcc_lo, 1.0, v2, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, 0x3fb8aa3b, v33
	v_add_f32_e32 v35, 0x4b400000, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xcb400000, v35
	v_mul_f32_e32 v37, 0xbf317200, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v36, 0x35bfbe8e, v36 :: v_dual_add_f32 v33, v33, v37
	v_sub_f32_e32 v37, v33, v36
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
	v_dual_mul_f32 v38, v38, v39 :: v_dual_mul_f32 v39, v80, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v79, v40, v39, v80
	v_fmac_f32_e32 v39, v79, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v80, v40, v39
	v_sub_f32_e32 v38, v37, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v39, v80, v78, v39
	v_mul_f32_e32 v37, v37, v38
	v_sub_f32_e32 v38, 2.0, v38
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v2, v39, v2, 1.0
	v_div_scale_f32 v79, null, v38, v38, v37
	v_div_scale_f32 v80, vcc_lo, v37, v38, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v40, v79
	v_fma_f32 v78, -v79, v40, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v40, v78, v40
	v_mul_f32_e32 v78, v80, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v81, -v79, v78, v80
	v_fmac_f32_e32 v78, v81, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_fma_f32 v79, -v79, v78, v80
	global_load_b32 v80, v[23:24], off
	v_div_fmas_f32 v40, v79, v40, v78
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_div_fixup_f32 v37, v40, v38, v37
	v_add_nc_u32_e32 v38, 0xb4c00100, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v36, v36, v37
	v_lshrrev_b32_e32 v37, 1, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v33, v33, v36
	v_sub_nc_u32_e32 v35, v35, v37
	v_lshl_add_u32 v36, v37, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v33, 1.0, v33
	v_lshl_add_u32 v35, v35, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v33, v33, v36
	v_mul_f32_e32 v33, v33, v35
	v_add_f32_e32 v35, v45, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0x7fc00000, v33, vcc_lo
	v_mul_f32_e32 v33, 0x3d4ccccd, v35
	v_cmp_eq_f32_e32 vcc_lo, v3, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v2, v1
	v_cndmask_b32_e64 v3, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v33, v80
	v_add_f32_e32 v1, v2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v3, v1
	v_mul_f32_e32 v1, s36, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v45, v1
	v_and_b32_e32 v2, 0x7fffffff, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v45, 0x7fc00000, v1, vcc_lo
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s6
	s_cbranch_execz .LBB9_111
.LBB9_124:
	ds_load_b96 v[1:3], v34 offset:40960
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v40, null, v2, v2, 1.0
	v_sub_f32_e32 v1, v46, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v78, v40
	v_xor_b32_e32 v40, 0x80000000, v40
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v1
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v79, v40, v78, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v33, 0xc2d00000, v1 :: v_dual_fmac_f32 v78, v79, v78
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v33
	v_cndmask_b32_e32 v33, 0x42b20000, v33, vcc_lo
	v_div_scale_f32 v80, vcc_lo, 1.0, v2, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, 0x3fb8aa3b, v33
	v_add_f32_e32 v35, 0x4b400000, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xcb400000, v35
	v_mul_f32_e32 v37, 0xbf317200, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v36, 0x35bfbe8e, v36 :: v_dual_add_f32 v33, v33, v37
	v_sub_f32_e32 v37, v33, v36
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
	v_dual_mul_f32 v38, v38, v39 :: v_dual_mul_f32 v39, v80, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v79, v40, v39, v80
	v_fmac_f32_e32 v39, v79, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v80, v40, v39
	v_sub_f32_e32 v38, v37, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v39, v80, v78, v39
	v_mul_f32_e32 v37, v37, v38
	v_sub_f32_e32 v38, 2.0, v38
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v2, v39, v2, 1.0
	v_div_scale_f32 v79, null, v38, v38, v37
	v_div_scale_f32 v80, vcc_lo, v37, v38, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v40, v79
	v_fma_f32 v78, -v79, v40, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v40, v78, v40
	v_mul_f32_e32 v78, v80, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v81, -v79, v78, v80
	v_fmac_f32_e32 v78, v81, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_fma_f32 v79, -v79, v78, v80
	global_load_b32 v80, v[25:26], off
	v_div_fmas_f32 v40, v79, v40, v78
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_div_fixup_f32 v37, v40, v38, v37
	v_add_nc_u32_e32 v38, 0xb4c00100, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v36, v36, v37
	v_lshrrev_b32_e32 v37, 1, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v33, v33, v36
	v_sub_nc_u32_e32 v35, v35, v37
	v_lshl_add_u32 v36, v37, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v33, 1.0, v33
	v_lshl_add_u32 v35, v35, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v33, v33, v36
	v_mul_f32_e32 v33, v33, v35
	v_add_f32_e32 v35, v46, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0x7fc00000, v33, vcc_lo
	v_mul_f32_e32 v33, 0x3d4ccccd, v35
	v_cmp_eq_f32_e32 vcc_lo, v3, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v2, v1
	v_cndmask_b32_e64 v3, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v33, v80
	v_add_f32_e32 v1, v2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v3, v1
	v_mul_f32_e32 v1, s36, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v46, v1
	v_and_b32_e32 v2, 0x7fffffff, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v46, 0x7fc00000, v1, vcc_lo
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s7
	s_cbranch_execz .LBB9_112
.LBB9_125:
	ds_load_b96 v[1:3], v34 offset:40960
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v40, null, v2, v2, 1.0
	v_sub_f32_e32 v1, v47, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v78, v40
	v_xor_b32_e32 v40, 0x80000000, v40
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v1
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v79, v40, v78, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v33, 0xc2d00000, v1 :: v_dual_fmac_f32 v78, v79, v78
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v33
	v_cndmask_b32_e32 v33, 0x42b20000, v33, vcc_lo
	v_div_scale_f32 v80, vcc_lo, 1.0, v2, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, 0x3fb8aa3b, v33
	v_add_f32_e32 v35, 0x4b400000, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xcb400000, v35
	v_mul_f32_e32 v37, 0xbf317200, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v36, 0x35bfbe8e, v36 :: v_dual_add_f32 v33, v33, v37
	v_sub_f32_e32 v37, v33, v36
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
	v_dual_mul_f32 v38, v38, v39 :: v_dual_mul_f32 v39, v80, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v79, v40, v39, v80
	v_fmac_f32_e32 v39, v79, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v80, v40, v39
	v_sub_f32_e32 v38, v37, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v39, v80, v78, v39
	v_mul_f32_e32 v37, v37, v38
	v_sub_f32_e32 v38, 2.0, v38
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v2, v39, v2, 1.0
	v_div_scale_f32 v79, null, v38, v38, v37
	v_div_scale_f32 v80, vcc_lo, v37, v38, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v40, v79
	v_fma_f32 v78, -v79, v40, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v40, v78, v40
	v_mul_f32_e32 v78, v80, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v81, -v79, v78, v80
	v_fmac_f32_e32 v78, v81, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_fma_f32 v79, -v79, v78, v80
	global_load_b32 v80, v[27:28], off
	v_div_fmas_f32 v40, v79, v40, v78
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_div_fixup_f32 v37, v40, v38, v37
	v_add_nc_u32_e32 v38, 0xb4c00100, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v36, v36, v37
	v_lshrrev_b32_e32 v37, 1, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v33, v33, v36
	v_sub_nc_u32_e32 v35, v35, v37
	v_lshl_add_u32 v36, v37, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v33, 1.0, v33
	v_lshl_add_u32 v35, v35, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v33, v33, v36
	v_mul_f32_e32 v33, v33, v35
	v_add_f32_e32 v35, v47, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0x7fc00000, v33, vcc_lo
	v_mul_f32_e32 v33, 0x3d4ccccd, v35
	v_cmp_eq_f32_e32 vcc_lo, v3, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v2, v1
	v_cndmask_b32_e64 v3, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v33, v80
	v_add_f32_e32 v1, v2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v3, v1
	v_mul_f32_e32 v1, s36, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v47, v1
	v_and_b32_e32 v2, 0x7fffffff, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v47, 0x7fc00000, v1, vcc_lo
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s8
	s_cbranch_execz .LBB9_113
.LBB9_126:
	ds_load_b96 v[1:3], v34 offset:40960
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v40, null, v2, v2, 1.0
	v_sub_f32_e32 v1, v48, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v78, v40
	v_xor_b32_e32 v40, 0x80000000, v40
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v1
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v79, v40, v78, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v33, 0xc2d00000, v1 :: v_dual_fmac_f32 v78, v79, v78
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v33
	v_cndmask_b32_e32 v33, 0x42b20000, v33, vcc_lo
	v_div_scale_f32 v80, vcc_lo, 1.0, v2, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, 0x3fb8aa3b, v33
	v_add_f32_e32 v35, 0x4b400000, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xcb400000, v35
	v_mul_f32_e32 v37, 0xbf317200, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v36, 0x35bfbe8e, v36 :: v_dual_add_f32 v33, v33, v37
	v_sub_f32_e32 v37, v33, v36
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
	v_dual_mul_f32 v38, v38, v39 :: v_dual_mul_f32 v39, v80, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v79, v40, v39, v80
	v_fmac_f32_e32 v39, v79, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v80, v40, v39
	v_sub_f32_e32 v38, v37, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v39, v80, v78, v39
	v_mul_f32_e32 v37, v37, v38
	v_sub_f32_e32 v38, 2.0, v38
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v2, v39, v2, 1.0
	v_div_scale_f32 v79, null, v38, v38, v37
	v_div_scale_f32 v80, vcc_lo, v37, v38, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v40, v79
	v_fma_f32 v78, -v79, v40, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v40, v78, v40
	v_mul_f32_e32 v78, v80, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v81, -v79, v78, v80
	v_fmac_f32_e32 v78, v81, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_fma_f32 v79, -v79, v78, v80
	global_load_b32 v80, v[29:30], off
	v_div_fmas_f32 v40, v79, v40, v78
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_div_fixup_f32 v37, v40, v38, v37
	v_add_nc_u32_e32 v38, 0xb4c00100, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v36, v36, v37
	v_lshrrev_b32_e32 v37, 1, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v33, v33, v36
	v_sub_nc_u32_e32 v35, v35, v37
	v_lshl_add_u32 v36, v37, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v33, 1.0, v33
	v_lshl_add_u32 v35, v35, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v33, v33, v36
	v_mul_f32_e32 v33, v33, v35
	v_add_f32_e32 v35, v48, v48
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0x7fc00000, v33, vcc_lo
	v_mul_f32_e32 v33, 0x3d4ccccd, v35
	v_cmp_eq_f32_e32 vcc_lo, v3, v15
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v2, v1
	v_cndmask_b32_e64 v3, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v33, v80
	v_add_f32_e32 v1, v2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v3, v1
	v_mul_f32_e32 v1, s36, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v48, v1
	v_and_b32_e32 v2, 0x7fffffff, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v48, 0x7fc00000, v1, vcc_lo
	s_or_b32 exec_lo, exec_lo, s18
	s_and_saveexec_b32 s18, s9
	s_xor_b32 s18, exec_lo, s18
	s_cbranch_execz .LBB9_19
.LBB9_127:
	ds_load_b96 v[1:3], v34 offset:40960
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v40, null, v2, v2, 1.0
	v_sub_f32_e32 v1, v49, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v78, v40
	v_xor_b32_e32 v40, 0x80000000, v40
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v1
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v79, v40, v78, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v33, 0xc2d00000, v1 :: v_dual_fmac_f32 v78, v79, v78
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v33
	v_cndmask_b32_e32 v33, 0x42b20000, v33, vcc_lo
	v_div_scale_f32 v80, vcc_lo, 1.0, v2, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, 0x3fb8aa3b, v33
	v_add_f32_e32 v35, 0x4b400000, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xcb400000, v35
	v_mul_f32_e32 v37, 0xbf317200, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v36, 0x35bfbe8e, v36 :: v_dual_add_f32 v33, v33, v37
	v_sub_f32_e32 v37, v33, v36
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
	v_dual_mul_f32 v38, v38, v39 :: v_dual_mul_f32 v39, v80, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v79, v40, v39, v80
	v_fmac_f32_e32 v39, v79, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v80, v40, v39
	v_sub_f32_e32 v38, v37, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v39, v80, v78, v39
	v_mul_f32_e32 v37, v37, v38
	v_sub_f32_e32 v38, 2.0, v38
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v2, v39, v2, 1.0
	v_div_scale_f32 v79, null, v38, v38, v37
	v_div_scale_f32 v80, vcc_lo, v37, v38, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v40, v79
	v_fma_f32 v78, -v79, v40, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v40, v78, v40
	v_mul_f32_e32 v78, v80, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v81, -v79, v78, v80
	v_fmac_f32_e32 v78, v81, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_fma_f32 v79, -v79, v78, v80
	global_load_b32 v80, v[31:32], off
	v_div_fmas_f32 v40, v79, v40, v78
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_div_fixup_f32 v37, v40, v38, v37
	v_add_nc_u32_e32 v38, 0xb4c00100, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v36, v36, v37
	v_lshrrev_b32_e32 v37, 1, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v33, v33, v36
	v_sub_nc_u32_e32 v35, v35, v37
	v_lshl_add_u32 v36, v37, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v33, 1.0, v33
	v_lshl_add_u32 v35, v35, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v33, v33, v36
	v_mul_f32_e32 v33, v33, v35
	v_add_f32_e32 v35, v49, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0x7fc00000, v33, vcc_lo
	v_mul_f32_e32 v33, 0x3d4ccccd, v35
	v_cmp_eq_f32_e32 vcc_lo, v3, v50
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v2, v1
	v_cndmask_b32_e64 v3, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v33, v80
	v_add_f32_e32 v1, v2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v3, v1
	v_mul_f32_e32 v1, s36, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v49, v1
	v_and_b32_e32 v2, 0x7fffffff, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v49, 0x7fc00000, v1, vcc_lo
	s_branch .LBB9_19
.LBB9_128:
	v_readlane_b32 s20, v109, 2
	v_readlane_b32 s21, v109, 3
.LBB9_129:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB9_139
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB9_140
.LBB9_131:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB9_141
.LBB9_132:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB9_142
.LBB9_133:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB9_143
.LBB9_134:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execnz .LBB9_144
.LBB9_135:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execnz .LBB9_145
.LBB9_136:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB9_138
.LBB9_137:
	v_lshlrev_b32_e32 v0, 2, v16
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v49, s[20:21]
.LBB9_138:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.LBB9_139:
	s_waitcnt vmcnt(0)
	global_store_b32 v41, v42, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB9_131
.LBB9_140:
	v_lshlrev_b32_e32 v0, 2, v4
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v43, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB9_132
.LBB9_141:
	v_lshlrev_b32_e32 v0, 2, v6
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v44, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB9_133
.LBB9_142:
	v_lshlrev_b32_e32 v0, 2, v8
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v45, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB9_134
.LBB9_143:
	v_lshlrev_b32_e32 v0, 2, v10
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v46, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execz .LBB9_135
.LBB9_144:
	v_lshlrev_b32_e32 v0, 2, v12
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v47, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execz .LBB9_136
.LBB9_145:
	v_lshlrev_b32_e32 v0, 2, v14
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v48, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB9_137
	s_branch .LBB9_138
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_pull_w8192
		.amdhsa_group_segment_fixed_size 40972
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
.Lfunc_end9:
	.size	tessera_softmax_pull_w8192, .Lfunc_end9-tessera_softmax_pull_w8192

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
	.globl	tessera_softmax_pull_wide
	.p2align	8
	.type	tessera_softmax_pull_wide,@function
tessera_softmax_pull_wide:
	s_load_b256 s[4:11], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[10:11], s[2:3]
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB10_67
	s_load_b128 s[24:27], s[0:1], 0x20
	s_mov_b64 s[14:15], 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[26:27], 0
	s_cbranch_scc1 .LBB10_67
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x30
	s_load_b128 s[28:31], s[0:1], 0x50
	s_mul_i32 s1, s25, s2
	s_mul_hi_u32 s3, s24, s2
	s_mul_i32 s34, s24, s2
	s_add_i32 s35, s3, s1
	s_mul_hi_u32 s1, s34, 12
	s_mul_i32 s3, s35, 12
	s_mul_i32 s10, s34, 12
	s_add_i32 s1, s1, s3
	s_add_u32 s42, s8, s10
	s_addc_u32 s43, s9, s1
	v_lshlrev_b32_e32 v23, 2, v0
	v_mov_b32_e32 v1, 0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_cmp_gt_u32_e64 s33, 64, v0
	s_mov_b32 s44, 0x1d8e78af
	v_add_nc_u32_e32 v24, 0x400, v23
	v_add_co_u32 v7, s12, s42, v23
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s19, 0
	v_dual_mov_b32 v6, v1 :: v_dual_mov_b32 v5, v0
	s_cselect_b32 s1, -1, 0
	s_cmp_lg_u32 s18, 0
	v_writelane_b32 v42, s1, 0
	s_cselect_b32 s40, -1, 0
	s_add_u32 s10, s28, 0x9e3779b9
	s_addc_u32 s11, s29, 0
	v_cmp_gt_u64_e64 s1, s[24:25], v[0:1]
	v_writelane_b32 v42, s10, 1
	s_mov_b32 s46, 0x9997fa04
	s_mov_b32 s48, 0xdf3e5244
	s_mov_b32 s50, 0x96cb03de
	s_mov_b32 s52, 0x94229359
	v_writelane_b32 v42, s11, 2
	s_add_u32 s10, s29, 0xbb67ae85
	s_addc_u32 s11, 0, 0
	s_add_u32 s100, s28, 0x3c6ef372
	s_mov_b32 s54, 0x55555593
	v_writelane_b32 v42, s10, 3
	s_mov_b32 s56, 0x35793c76
	s_mov_b32 s58, 0xfee00000
	s_mov_b32 s60, 0x54442d18
	s_mov_b32 s62, 0x6dc9c883
	v_writelane_b32 v42, s11, 4
	s_add_u32 s10, s29, 0x76cf5d0a
	s_addc_u32 s11, 0, 0
	s_add_u32 s101, s28, 0xdaa66d2b
	s_add_u32 s102, s29, 0x32370b8f
	v_writelane_b32 v42, s10, 5
	s_add_u32 s103, s28, 0x78dde6e4
	s_add_u32 s104, s29, 0xed9eba14
	s_add_u32 vcc_hi, s28, 0x1715609d
	s_add_u32 s23, s29, 0xa9066899
	v_writelane_b32 v42, s11, 6
	s_add_u32 s36, s28, 0xb54cda56
	s_add_u32 s37, s29, 0x646e171e
	s_add_u32 s18, s28, 0x5384540f
	s_add_u32 s19, s29, 0x1fd5c5a3
	s_add_u32 s38, s29, 0xdb3d7428
	s_add_i32 s39, s28, 0x8ff34781
	s_cmp_lg_u64 s[24:25], 0
	s_mov_b32 s64, 0x54400000
	s_cselect_b32 s3, -1, 0
	s_mov_b32 s66, 0x1a626331
	v_writelane_b32 v42, s3, 7
	s_and_b32 s3, s40, s1
	s_mov_b32 s68, 0x1a600000
	s_mov_b32 s70, 0x2e037073
	s_mov_b32 s72, 0x19cb1590
	v_writelane_b32 v42, s3, 8
	s_mul_i32 s3, s2, 12
	s_mul_hi_u32 s2, s2, 12
	s_add_u32 s3, s3, 8
	s_addc_u32 s10, s2, 0
	s_mul_hi_u32 s11, s24, s3
	s_mul_i32 s10, s24, s10
	v_cmp_gt_u32_e64 s2, 0x80, v0
	s_add_i32 s10, s11, s10
	s_mul_i32 s11, s25, s3
	s_mul_i32 s3, s24, s3
	s_add_i32 s10, s10, s11
	s_add_u32 s3, s8, s3
	s_addc_u32 s10, s9, s10
	s_lshl_b64 s[8:9], s[34:35], 2
	v_writelane_b32 v42, s2, 9
	v_add_co_u32 v2, s8, s8, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v3, null, s9, 0, s8
	v_writelane_b32 v42, s42, 10
	v_add_co_u32 v11, vcc_lo, s4, v2
	v_add_co_u32 v9, s3, s3, v23
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v12, null, s5, v3, vcc_lo
	v_add_co_u32 v13, vcc_lo, s6, v2
	v_add_co_ci_u32_e64 v8, null, s43, 0, s12
	v_add_co_ci_u32_e64 v10, null, s10, 0, s3
	v_add_co_ci_u32_e64 v14, null, s7, v3, vcc_lo
	v_cmp_gt_u32_e64 s4, 32, v0
	v_cmp_gt_u32_e64 s5, 16, v0
	v_cmp_gt_u32_e64 s6, 8, v0
	v_cmp_gt_u32_e64 s7, 4, v0
	v_cmp_gt_u32_e64 s8, 2, v0
	v_writelane_b32 v42, s43, 11
	s_mov_b32 s42, 0xd078c69f
	s_mov_b32 s74, 0x16c15177
	s_mov_b32 s76, 0x5555554c
	s_mov_b32 s78, 0xbe8838d4
	s_mov_b32 s80, 0xbdb4b1c4
	s_mov_b32 s82, 0x809c52ad
	s_mov_b32 s84, 0x57b1fe7d
	s_mov_b32 s86, 0x19c161d5
	s_mov_b32 s88, 0x1110f8a6
	s_mov_b32 s90, 0x5acfd57c
	s_mov_b32 s92, 0x8a2b9ceb
	s_mov_b32 s94, 0x55555549
	s_mov_b32 s43, 0x3fc39a09
	s_mov_b32 s45, 0x3fcc71c5
	s_mov_b32 s47, 0x3fd99999
	s_mov_b32 s49, 0x3fc2f112
	s_mov_b32 s51, 0x3fc74664
	s_mov_b32 s53, 0x3fd24924
	s_mov_b32 s55, 0x3fe55555
	s_mov_b32 s57, 0x3dea39ef
	s_mov_b32 s59, 0x3fe62e42
	s_mov_b32 s61, 0x401921fb
	s_mov_b32 s63, 0x3fe45f30
	s_mov_b32 s65, 0xbff921fb
	s_mov_b32 s67, 0x3dd0b461
	s_mov_b32 s69, 0xbdd0b461
	s_mov_b32 s71, 0x3ba3198a
	s_mov_b32 s73, 0x3efa01a0
	s_mov_b32 s75, 0xbf56c16c
	s_mov_b32 s77, 0x3fa55555
	s_mov_b32 s79, 0xbda8fae9
	s_mov_b32 s81, 0x3e21ee9e
	s_mov_b32 s83, 0xbe927e4f
	s_mov_b32 s85, 0x3ec71de3
	s_mov_b32 s87, 0xbf2a01a0
	s_mov_b32 s89, 0x3f811111
	s_mov_b32 s91, 0x3de5d93a
	s_mov_b32 s93, 0xbe5ae5e6
	s_mov_b32 s95, 0x3fc55555
	s_branch .LBB10_5
.LBB10_3:
	s_or_b32 exec_lo, exec_lo, s10
.LBB10_4:
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	s_mul_f32 s20, s21, s20
	s_cmp_eq_u64 s[14:15], s[26:27]
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB10_67
.LBB10_5:
	v_readlane_b32 s2, v42, 8
	s_and_saveexec_b32 s41, s2
	s_cbranch_execz .LBB10_10
	s_add_u32 s9, s14, s30
	s_addc_u32 s10, s15, s31
	v_readlane_b32 s2, v42, 3
	s_mul_hi_u32 s97, s10, 0xcd9e8d57
	v_readlane_b32 s3, v42, 4
	s_xor_b32 s12, s28, s97
	s_mov_b32 s11, 0
	s_xor_b32 s9, s12, s9
	s_mul_i32 s96, s10, 0xcd9e8d57
	s_mul_hi_u32 s99, s9, 0xd2511f53
	v_dual_mov_b32 v2, v9 :: v_dual_mov_b32 v3, v10
	s_mov_b32 s10, s99
	v_dual_mov_b32 v16, v8 :: v_dual_mov_b32 v15, v7
	s_xor_b64 s[12:13], s[10:11], s[2:3]
	v_readlane_b32 s2, v42, 1
	v_readlane_b32 s3, v42, 2
	v_dual_mov_b32 v18, v6 :: v_dual_mov_b32 v17, v5
	s_mul_i32 s98, s9, 0xd2511f53
	s_xor_b64 s[96:97], s[2:3], s[96:97]
	v_readlane_b32 s2, v42, 5
	v_readlane_b32 s3, v42, 6
	s_xor_b64 s[98:99], s[2:3], s[98:99]
.LBB10_7:
	v_add_co_u32 v0, vcc_lo, s34, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v4, null, s35, v18, vcc_lo
	v_add_co_u32 v17, vcc_lo, 0x100, v17
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v0, s29, v4
	v_add_co_ci_u32_e64 v18, null, 0, v18, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[24:25], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v0, v20
	v_xor_b32_e32 v4, s12, v19
	s_or_b32 s11, vcc_lo, s11
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v4, 0
	v_xor_b32_e32 v0, s96, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v4, v22, s100, v19
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v4, 0
	v_xor_b32_e32 v0, s98, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v4, v26, s102, v19
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, s101, v20, v21
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v4, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v4, v21, s103, v19
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, s104, v22, v25
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v4, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v4, v26, s23, v21
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, vcc_hi, v22, v20
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s37, v20, v25
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v4, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v4, v26, s36, v21
	v_xor3_b32 v0, s18, v0, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v4, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v4, v21, s19, v19
	v_xor3_b32 v0, s38, v0, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v4, 0xcd9e8d57, v4
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v4, s39, v20
	global_store_b32 v[15:16], v19, off
	v_add_co_u32 v15, s9, 0x400, v15
	v_add_co_ci_u32_e64 v16, null, 0, v16, s9
	global_store_b32 v[2:3], v0, off
	v_add_co_u32 v2, s9, 0x400, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, s9
	s_and_not1_b32 exec_lo, exec_lo, s11
	s_cbranch_execnz .LBB10_7
	s_or_b32 exec_lo, exec_lo, s11
	v_dual_mov_b32 v2, v9 :: v_dual_mov_b32 v3, v10
	v_dual_mov_b32 v16, v8 :: v_dual_mov_b32 v15, v7
	v_dual_mov_b32 v18, v6 :: v_dual_mov_b32 v17, v5
	s_mov_b32 s10, 0
.LBB10_9:
	global_load_b32 v0, v[2:3], off
	s_waitcnt vmcnt(0)
	v_cvt_f64_u32_e32 v[19:20], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[19:20], 0.5
	v_ldexp_f64 v[19:20], v[19:20], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v20
	v_and_b32_e32 v4, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v20, 0x3fe6a09e, v4
	v_add_co_u32 v0, s9, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v4, null, 0, -1, s9
	v_add_f64 v[19:20], v[19:20], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[21:22], v[19:20], 2.0
	v_div_scale_f64 v[25:26], null, v[21:22], v[21:22], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[27:28], v[25:26]
	v_fma_f64 v[29:30], -v[25:26], v[27:28], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], v[27:28], v[29:30], v[27:28]
	v_fma_f64 v[29:30], -v[25:26], v[27:28], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], v[27:28], v[29:30], v[27:28]
	v_div_scale_f64 v[29:30], vcc_lo, v[19:20], v[21:22], v[19:20]
	v_mul_f64 v[31:32], v[29:30], v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[25:26], -v[25:26], v[31:32], v[29:30]
	v_div_fmas_f64 v[25:26], v[25:26], v[27:28], v[31:32]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[21:22], v[25:26], v[21:22], v[19:20]
	v_mul_f64 v[25:26], v[21:22], v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[27:28], v[25:26], v[25:26]
	v_mul_f64 v[29:30], v[27:28], s[48:49]
	v_mul_f64 v[31:32], v[27:28], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[29:30], s[50:51]
	v_add_f64 v[31:32], v[31:32], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	v_mul_f64 v[31:32], v[27:28], v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[29:30], s[52:53]
	v_add_f64 v[31:32], v[31:32], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	v_mul_f64 v[27:28], v[27:28], v[31:32]
	v_cvt_f64_u32_e32 v[31:32], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[29:30], v[29:30], s[54:55]
	v_mul_f64 v[25:26], v[25:26], v[29:30]
	v_cvt_f64_i32_e32 v[29:30], v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[27:28], v[25:26]
	v_mul_f64 v[27:28], v[19:20], 0.5
	v_ldexp_f64 v[29:30], v[29:30], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[19:20], v[27:28]
	v_add_f64 v[29:30], v[29:30], v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[27:28], v[25:26]
	v_mul_f64 v[21:22], v[21:22], v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[29:30], s[56:57]
	v_add_f64 v[21:22], v[25:26], v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[21:22], v[21:22], -v[27:28]
	v_add_f64 v[19:20], v[19:20], v[21:22]
	v_mul_f64 v[21:22], v[29:30], s[58:59]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[21:22], v[19:20]
	v_mul_f64 v[19:20], v[19:20], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[19:20]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[19:20], v[19:20], v0
	global_load_b32 v0, v[15:16], off
	v_rsq_f64_e32 v[21:22], v[19:20]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[19:20], v[21:22]
	v_mul_f64 v[21:22], v[21:22], 0.5
	v_fma_f64 v[27:28], -v[21:22], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	v_fma_f64 v[21:22], v[21:22], v[27:28], v[21:22]
	v_fma_f64 v[27:28], -v[25:26], v[25:26], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[25:26], v[27:28], v[21:22], v[25:26]
	v_fma_f64 v[27:28], -v[25:26], v[25:26], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fma_f64 v[21:22], v[27:28], v[21:22], v[25:26]
	s_waitcnt vmcnt(0)
	v_cvt_f64_u32_e32 v[25:26], v0
	v_add_f64 v[25:26], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	v_mul_f64 v[25:26], v[25:26], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[25:26], s[62:63]
	v_bfe_u32 v0, v26, 20, 11
	v_add_f64 v[27:28], 0x43380000, v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[28:29], 0xc3380000, v[27:28]
	v_mul_f64 v[30:31], v[28:29], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[25:26], v[30:31]
	v_mul_f64 v[30:31], v[28:29], s[66:67]
	v_add_f64 v[32:33], v[25:26], -v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v4, 20, v33
	v_dual_mov_b32 v33, v1 :: v_dual_and_b32 v4, 0x7ff, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v32, 16, v4
	v_cmp_lt_u64_e64 s9, v[32:33], v[0:1]
	v_mul_f64 v[32:33], v[28:29], s[68:69]
	v_mul_f64 v[28:29], v[28:29], s[70:71]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[19:20], 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[21:22], v[21:22], v0
	v_and_b32_e32 v0, 1, v27
	v_add_f64 v[34:35], v[25:26], v[32:33]
	v_dual_cndmask_b32 v20, v22, v20 :: v_dual_cndmask_b32 v19, v21, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v37, v26, v35, s9
	v_cndmask_b32_e64 v36, v25, v34, s9
	v_add_f64 v[25:26], v[25:26], -v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[25:26], v[32:33]
	v_add_f64 v[25:26], v[28:29], -v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v26, v31, v26, s9
	v_cndmask_b32_e64 v25, v30, v25, s9
	v_cmp_eq_u64_e64 s9, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[21:22], v[36:37], -v[25:26]
	v_add_f64 v[28:29], v[36:37], -v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[28:29], -v[25:26]
	v_mul_f64 v[28:29], v[21:22], v[21:22]
	v_mul_f64 v[36:37], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[30:31], v[28:29], s[90:91]
	v_mul_f64 v[32:33], v[28:29], v[28:29]
	v_add_f64 v[30:31], v[30:31], s[92:93]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[34:35], v[28:29], v[32:33]
	v_mul_f64 v[32:33], v[32:33], v[32:33]
	v_mul_f64 v[30:31], v[34:35], v[30:31]
	v_mul_f64 v[34:35], v[28:29], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[34:35], v[34:35], s[86:87]
	v_mul_f64 v[34:35], v[28:29], v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[34:35], v[34:35], s[88:89]
	v_add_f64 v[30:31], v[30:31], v[34:35]
	v_mul_f64 v[34:35], v[28:29], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[34:35], v[34:35], s[80:81]
	v_mul_f64 v[34:35], v[28:29], v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[34:35], v[34:35], s[82:83]
	v_mul_f64 v[32:33], v[32:33], v[34:35]
	v_mul_f64 v[34:35], v[28:29], s[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[34:35], v[34:35], s[74:75]
	v_mul_f64 v[34:35], v[28:29], v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[34:35], v[34:35], s[76:77]
	v_mul_f64 v[34:35], v[28:29], v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[32:33], v[34:35], v[32:33]
	v_mul_f64 v[34:35], v[21:22], v[28:29]
	v_mul_f64 v[32:33], v[28:29], v[32:33]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[30:31], v[34:35], v[30:31]
	v_add_f64 v[30:31], v[36:37], -v[30:31]
	v_mul_f64 v[36:37], v[28:29], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[28:29], v[28:29], v[30:31]
	v_add_f64 v[38:39], -v[36:37], 1.0
	v_mul_f64 v[30:31], v[21:22], v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[28:29], -v[25:26]
	v_add_f64 v[40:41], -v[38:39], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[30:31], v[32:33], -v[30:31]
	v_add_f64 v[36:37], v[40:41], -v[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[36:37], v[30:31]
	v_mul_f64 v[30:31], v[34:35], s[94:95]
	v_add_f64 v[28:29], v[38:39], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[25:26], v[30:31]
	v_xor_b32_e32 v0, 0x80000000, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[21:22], v[21:22], -v[25:26]
	v_dual_mov_b32 v26, v1 :: v_dual_and_b32 v25, 2, v27
	v_cmp_eq_u64_e32 vcc_lo, 0, v[25:26]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v0, v0, v29, vcc_lo
	v_xor_b32_e32 v4, 0x80000000, v22
	v_cndmask_b32_e64 v21, v21, v28, s9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v4, v22, v4, vcc_lo
	v_add_co_u32 v17, vcc_lo, 0x100, v17
	v_add_co_ci_u32_e64 v18, null, 0, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v22, v4, v0, s9
	v_add_co_u32 v15, vcc_lo, 0x400, v15
	v_add_co_ci_u32_e64 v16, null, 0, v16, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[19:20], v[21:22]
	v_cmp_le_u64_e32 vcc_lo, s[24:25], v[17:18]
	s_or_b32 s10, vcc_lo, s10
	v_cvt_f32_f64_e32 v0, v[19:20]
	global_store_b32 v[2:3], v0, off
	v_add_co_u32 v2, s9, 0x400, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, s9
	s_and_not1_b32 exec_lo, exec_lo, s10
	s_cbranch_execnz .LBB10_9
.LBB10_10:
	s_or_b32 exec_lo, exec_lo, s41
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v4, 0xff800000
	v_mov_b32_e32 v0, 0xff800000
	v_mov_b32_e32 v2, 0
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s1
	s_cbranch_execz .LBB10_14
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v4, 0xff800000
	v_mov_b32_e32 v18, v12
	v_mov_b32_e32 v20, v6
	v_mov_b32_e32 v2, 0
	v_dual_mov_b32 v16, 0 :: v_dual_mov_b32 v17, v11
	v_mov_b32_e32 v19, v5
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v0, 0xff800000
	s_mov_b32 s41, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_12:
	global_load_b32 v21, v[17:18], off
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cmp_o_f32_e64 s9, v0, v0
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s10, v21, v21
	v_cmp_gt_f32_e64 s11, v21, v4
	v_cmp_gt_f32_e64 s12, v21, v0
	s_and_b32 s96, vcc_lo, s10
	s_and_b32 s9, s9, s10
	s_or_b32 vcc_lo, s11, s96
	s_or_b32 s9, s12, s9
	v_dual_cndmask_b32 v16, v16, v20 :: v_dual_cndmask_b32 v15, v15, v19
	v_cndmask_b32_e64 v2, v2, v19, s9
	v_add_co_u32 v19, s10, 0x100, v19
	v_cndmask_b32_e64 v3, v3, v20, s9
	v_add_co_ci_u32_e64 v20, null, 0, v20, s10
	v_add_co_u32 v17, s10, 0x400, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v18, null, 0, v18, s10
	v_cmp_le_u64_e64 s11, s[24:25], v[19:20]
	v_cndmask_b32_e32 v4, v4, v21, vcc_lo
	v_cndmask_b32_e64 v0, v0, v21, s9
	s_or_b32 s41, s11, s41
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s41
	s_cbranch_execnz .LBB10_12
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s41
.LBB10_14:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s13
	v_readlane_b32 s2, v42, 9
	ds_store_b32 v24, v4
	ds_store_b32 v23, v15
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s2
	s_cbranch_execz .LBB10_16
	ds_load_2addr_stride64_b32 v[15:16], v23 offset1:2
	ds_load_b32 v17, v24
	ds_load_b32 v18, v23 offset:1536
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v16, v15
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s10, v17, v17
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s9, v18, v17
	v_cmp_gt_f32_e64 s11, v18, v17
	s_or_b32 s10, s10, vcc_lo
	s_and_b32 s9, vcc_lo, s9
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_or_b32 s9, s11, s9
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	v_cndmask_b32_e64 v4, 0, 1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v4.l, v3.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v17, v18 :: v_dual_cndmask_b32 v4, v15, v16
	ds_store_b32 v24, v3
	ds_store_b32 v23, v4
.LBB10_16:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s33
	s_cbranch_execz .LBB10_18
	ds_load_b32 v17, v24
	ds_load_2addr_stride64_b32 v[15:16], v23 offset1:1
	ds_load_b32 v18, v23 offset:1280
	s_waitcnt lgkmcnt(2)
	v_cmp_o_f32_e64 s10, v17, v17
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v16, v15
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s9, v18, v17
	v_cmp_gt_f32_e64 s11, v18, v17
	s_or_b32 s10, s10, vcc_lo
	s_and_b32 s9, vcc_lo, s9
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_or_b32 s9, s11, s9
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	v_cndmask_b32_e64 v4, 0, 1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v4.l, v3.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v17, v18 :: v_dual_cndmask_b32 v4, v15, v16
	ds_store_b32 v24, v3
	ds_store_b32 v23, v4
.LBB10_18:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s4
	s_cbranch_execz .LBB10_20
	ds_load_2addr_b32 v[15:16], v23 offset1:32
	ds_load_b32 v17, v24
	ds_load_b32 v18, v23 offset:1152
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v16, v15
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s10, v17, v17
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s9, v18, v17
	v_cmp_gt_f32_e64 s11, v18, v17
	s_or_b32 s10, s10, vcc_lo
	s_and_b32 s9, vcc_lo, s9
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_or_b32 s9, s11, s9
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	v_cndmask_b32_e64 v4, 0, 1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v4.l, v3.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v17, v18 :: v_dual_cndmask_b32 v4, v15, v16
	ds_store_b32 v24, v3
	ds_store_b32 v23, v4
.LBB10_20:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s5
	s_cbranch_execz .LBB10_22
	ds_load_2addr_b32 v[15:16], v23 offset1:16
	ds_load_b32 v17, v24
	ds_load_b32 v18, v23 offset:1088
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v16, v15
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s10, v17, v17
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s9, v18, v17
	v_cmp_gt_f32_e64 s11, v18, v17
	s_or_b32 s10, s10, vcc_lo
	s_and_b32 s9, vcc_lo, s9
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_or_b32 s9, s11, s9
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	v_cndmask_b32_e64 v4, 0, 1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v4.l, v3.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v17, v18 :: v_dual_cndmask_b32 v4, v15, v16
	ds_store_b32 v24, v3
	ds_store_b32 v23, v4
.LBB10_22:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s6
	s_cbranch_execz .LBB10_24
	ds_load_2addr_b32 v[15:16], v23 offset1:8
	ds_load_b32 v17, v24
	ds_load_b32 v18, v23 offset:1056
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v16, v15
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s10, v17, v17
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s9, v18, v17
	v_cmp_gt_f32_e64 s11, v18, v17
	s_or_b32 s10, s10, vcc_lo
	s_and_b32 s9, vcc_lo, s9
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_or_b32 s9, s11, s9
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	v_cndmask_b32_e64 v4, 0, 1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v4.l, v3.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v17, v18 :: v_dual_cndmask_b32 v4, v15, v16
	ds_store_b32 v24, v3
	ds_store_b32 v23, v4
.LBB10_24:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s7
	s_cbranch_execz .LBB10_26
	ds_load_2addr_b32 v[15:16], v23 offset1:4
	ds_load_b32 v17, v24
	ds_load_b32 v18, v23 offset:1040
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v16, v15
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s10, v17, v17
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s9, v18, v17
	v_cmp_gt_f32_e64 s11, v18, v17
	s_or_b32 s10, s10, vcc_lo
	s_and_b32 s9, vcc_lo, s9
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_or_b32 s9, s11, s9
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	v_cndmask_b32_e64 v4, 0, 1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v4.l, v3.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v17, v18 :: v_dual_cndmask_b32 v4, v15, v16
	ds_store_b32 v24, v3
	ds_store_b32 v23, v4
.LBB10_26:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s8
	s_cbranch_execz .LBB10_28
	ds_load_2addr_b32 v[15:16], v23 offset1:2
	ds_load_b32 v17, v24
	ds_load_b32 v18, v23 offset:1032
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v16, v15
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s10, v17, v17
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s9, v18, v17
	v_cmp_gt_f32_e64 s11, v18, v17
	s_or_b32 s10, s10, vcc_lo
	s_and_b32 s9, vcc_lo, s9
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_or_b32 s9, s11, s9
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	v_cndmask_b32_e64 v4, 0, 1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v4.l, v3.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v17, v18 :: v_dual_cndmask_b32 v4, v15, v16
	ds_store_b32 v24, v3
	ds_store_b32 v23, v4
.LBB10_28:
	s_or_b32 exec_lo, exec_lo, s12
	v_add_nc_u32_e64 v3, 4, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s0
	s_cbranch_execz .LBB10_30
	ds_load_2addr_stride64_b32 v[16:17], v3 offset1:4
	ds_load_b32 v18, v23
	ds_load_b32 v19, v24
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v16, v18
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s9, v17, v19
	v_cmp_o_f32_e64 s10, v19, v19
	v_cmp_gt_f32_e64 s11, v17, v19
	s_and_b32 s9, vcc_lo, s9
	s_or_b32 s10, s10, vcc_lo
	s_or_b32 s9, s11, s9
	v_cndmask_b32_e64 v4, 0, 1, s10
	v_cndmask_b32_e64 v15, 0, 1, s9
	v_cmp_u_f32_e32 vcc_lo, v17, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v15.l, v4.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v19, v17 :: v_dual_cndmask_b32 v15, v18, v16
	ds_store_b32 v24, v4
	ds_store_b32 v23, v15
.LBB10_30:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s0
	s_cbranch_execz .LBB10_32
	ds_load_b32 v4, v1 offset:1024
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v1, v4 offset:2048
.LBB10_32:
	s_or_b32 exec_lo, exec_lo, s9
	v_readlane_b32 s2, v42, 9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v24, v0
	ds_store_b32 v23, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s2
	s_cbranch_execz .LBB10_34
	ds_load_2addr_stride64_b32 v[15:16], v23 offset1:2
	ds_load_b32 v4, v24
	ds_load_b32 v17, v23 offset:1536
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v16, v15
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s10, v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s9, v17, v4
	v_cmp_gt_f32_e64 s11, v17, v4
	s_or_b32 s10, s10, vcc_lo
	s_and_b32 s9, vcc_lo, s9
	v_cndmask_b32_e64 v0, 0, 1, s10
	s_or_b32 s9, s11, s9
	v_cmp_u_f32_e32 vcc_lo, v17, v17
	v_cndmask_b32_e64 v2, 0, 1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v2.l, v0.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_cndmask_b32_e32 v0, v4, v17, vcc_lo
	v_cndmask_b32_e32 v2, v15, v16, vcc_lo
	ds_store_b32 v24, v0
	ds_store_b32 v23, v2
.LBB10_34:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s33
	s_cbranch_execz .LBB10_36
	ds_load_b32 v4, v24
	ds_load_2addr_stride64_b32 v[15:16], v23 offset1:1
	ds_load_b32 v17, v23 offset:1280
	s_waitcnt lgkmcnt(2)
	v_cmp_o_f32_e64 s10, v4, v4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v16, v15
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s9, v17, v4
	v_cmp_gt_f32_e64 s11, v17, v4
	s_or_b32 s10, s10, vcc_lo
	s_and_b32 s9, vcc_lo, s9
	v_cndmask_b32_e64 v0, 0, 1, s10
	s_or_b32 s9, s11, s9
	v_cmp_u_f32_e32 vcc_lo, v17, v17
	v_cndmask_b32_e64 v2, 0, 1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v2.l, v0.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_cndmask_b32_e32 v0, v4, v17, vcc_lo
	v_cndmask_b32_e32 v2, v15, v16, vcc_lo
	ds_store_b32 v24, v0
	ds_store_b32 v23, v2
.LBB10_36:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s4
	s_cbranch_execz .LBB10_38
	ds_load_2addr_b32 v[15:16], v23 offset1:32
	ds_load_b32 v4, v24
	ds_load_b32 v17, v23 offset:1152
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v16, v15
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s10, v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s9, v17, v4
	v_cmp_gt_f32_e64 s11, v17, v4
	s_or_b32 s10, s10, vcc_lo
	s_and_b32 s9, vcc_lo, s9
	v_cndmask_b32_e64 v0, 0, 1, s10
	s_or_b32 s9, s11, s9
	v_cmp_u_f32_e32 vcc_lo, v17, v17
	v_cndmask_b32_e64 v2, 0, 1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v2.l, v0.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_cndmask_b32_e32 v0, v4, v17, vcc_lo
	v_cndmask_b32_e32 v2, v15, v16, vcc_lo
	ds_store_b32 v24, v0
	ds_store_b32 v23, v2
.LBB10_38:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s5
	s_cbranch_execz .LBB10_40
	ds_load_2addr_b32 v[15:16], v23 offset1:16
	ds_load_b32 v4, v24
	ds_load_b32 v17, v23 offset:1088
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v16, v15
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s10, v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s9, v17, v4
	v_cmp_gt_f32_e64 s11, v17, v4
	s_or_b32 s10, s10, vcc_lo
	s_and_b32 s9, vcc_lo, s9
	v_cndmask_b32_e64 v0, 0, 1, s10
	s_or_b32 s9, s11, s9
	v_cmp_u_f32_e32 vcc_lo, v17, v17
	v_cndmask_b32_e64 v2, 0, 1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v2.l, v0.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_cndmask_b32_e32 v0, v4, v17, vcc_lo
	v_cndmask_b32_e32 v2, v15, v16, vcc_lo
	ds_store_b32 v24, v0
	ds_store_b32 v23, v2
.LBB10_40:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s6
	s_cbranch_execz .LBB10_42
	ds_load_2addr_b32 v[15:16], v23 offset1:8
	ds_load_b32 v4, v24
	ds_load_b32 v17, v23 offset:1056
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v16, v15
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s10, v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s9, v17, v4
	v_cmp_gt_f32_e64 s11, v17, v4
	s_or_b32 s10, s10, vcc_lo
	s_and_b32 s9, vcc_lo, s9
	v_cndmask_b32_e64 v0, 0, 1, s10
	s_or_b32 s9, s11, s9
	v_cmp_u_f32_e32 vcc_lo, v17, v17
	v_cndmask_b32_e64 v2, 0, 1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v2.l, v0.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_cndmask_b32_e32 v0, v4, v17, vcc_lo
	v_cndmask_b32_e32 v2, v15, v16, vcc_lo
	ds_store_b32 v24, v0
	ds_store_b32 v23, v2
.LBB10_42:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s7
	s_cbranch_execz .LBB10_44
	ds_load_2addr_b32 v[15:16], v23 offset1:4
	ds_load_b32 v4, v24
	ds_load_b32 v17, v23 offset:1040
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v16, v15
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s10, v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s9, v17, v4
	v_cmp_gt_f32_e64 s11, v17, v4
	s_or_b32 s10, s10, vcc_lo
	s_and_b32 s9, vcc_lo, s9
	v_cndmask_b32_e64 v0, 0, 1, s10
	s_or_b32 s9, s11, s9
	v_cmp_u_f32_e32 vcc_lo, v17, v17
	v_cndmask_b32_e64 v2, 0, 1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v2.l, v0.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_cndmask_b32_e32 v0, v4, v17, vcc_lo
	v_cndmask_b32_e32 v2, v15, v16, vcc_lo
	ds_store_b32 v24, v0
	ds_store_b32 v23, v2
.LBB10_44:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s8
	s_cbranch_execz .LBB10_46
	ds_load_2addr_b32 v[15:16], v23 offset1:2
	ds_load_b32 v4, v24
	ds_load_b32 v17, v23 offset:1032
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v16, v15
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s10, v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s9, v17, v4
	v_cmp_gt_f32_e64 s11, v17, v4
	s_or_b32 s10, s10, vcc_lo
	s_and_b32 s9, vcc_lo, s9
	v_cndmask_b32_e64 v0, 0, 1, s10
	s_or_b32 s9, s11, s9
	v_cmp_u_f32_e32 vcc_lo, v17, v17
	v_cndmask_b32_e64 v2, 0, 1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v2.l, v0.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_cndmask_b32_e32 v0, v4, v17, vcc_lo
	v_cndmask_b32_e32 v2, v15, v16, vcc_lo
	ds_store_b32 v24, v0
	ds_store_b32 v23, v2
.LBB10_46:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s0
	s_cbranch_execz .LBB10_48
	ds_load_2addr_stride64_b32 v[3:4], v3 offset1:4
	ds_load_b32 v15, v23
	ds_load_b32 v16, v24
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v3, v15
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s9, v4, v16
	v_cmp_o_f32_e64 s10, v16, v16
	v_cmp_gt_f32_e64 s11, v4, v16
	s_and_b32 s9, vcc_lo, s9
	s_or_b32 s10, s10, vcc_lo
	s_or_b32 s9, s11, s9
	v_cndmask_b32_e64 v0, 0, 1, s10
	v_cndmask_b32_e64 v2, 0, 1, s9
	v_cmp_u_f32_e32 vcc_lo, v4, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v2.l, v0.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_cndmask_b32_e32 v0, v16, v4, vcc_lo
	v_cndmask_b32_e32 v2, v15, v3, vcc_lo
	ds_store_b32 v24, v0
	ds_store_b32 v23, v2
.LBB10_48:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s0
	s_cbranch_execz .LBB10_50
	ds_load_b32 v0, v1
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v0, v0
	ds_store_b32 v1, v0 offset:2056
.LBB10_50:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s1
	s_cbranch_execz .LBB10_53
	ds_load_b32 v0, v1 offset:2048
	v_dual_mov_b32 v2, v11 :: v_dual_mov_b32 v3, v12
	v_dual_mov_b32 v16, v8 :: v_dual_mov_b32 v15, v7
	v_dual_mov_b32 v18, v6 :: v_dual_mov_b32 v17, v5
	s_mov_b32 s12, 0
.LBB10_52:
	global_load_b32 v4, v[2:3], off
	v_add_co_u32 v2, s9, 0x400, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, s9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v4, v4, v0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v4
	v_cndmask_b32_e32 v19, 0xc2d00000, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v19
	v_cndmask_b32_e32 v19, 0x42b20000, v19, vcc_lo
	v_cmp_o_f32_e64 s10, v4, v4
	v_mul_f32_e32 v20, 0x3fb8aa3b, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0x4b400000, v20
	v_add_f32_e32 v21, 0xcb400000, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v22, 0xbf317200, v21
	v_mul_f32_e32 v21, 0x35bfbe8e, v21
	v_add_f32_e32 v19, v19, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v22, v19, v21
	v_mul_f32_e32 v25, v22, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, 0x3331bb4c, v25
	v_add_f32_e32 v26, 0xb5ddea0e, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v25, v26
	v_add_f32_e32 v26, 0x388ab355, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v25, v26
	v_add_f32_e32 v26, 0xbb360b61, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v25, v26
	v_add_f32_e32 v26, 0x3e2aaaab, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v25, v26
	v_sub_f32_e32 v25, v22, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v22, v25
	v_sub_f32_e32 v25, 2.0, v25
	v_div_scale_f32 v26, null, v25, v25, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v27, v26
	v_fma_f32 v28, -v26, v27, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v27, v28, v27
	v_div_scale_f32 v28, vcc_lo, v22, v25, v22
	v_mul_f32_e32 v29, v28, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v30, -v26, v29, v28
	v_fmac_f32_e32 v29, v30, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v26, -v26, v29, v28
	v_div_fmas_f32 v26, v26, v27, v29
	v_add_co_u32 v17, vcc_lo, 0x100, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v18, null, 0, v18, vcc_lo
	v_div_fixup_f32 v22, v26, v25, v22
	v_add_nc_u32_e32 v25, 0xb4c00100, v20
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_le_u64_e32 vcc_lo, s[24:25], v[17:18]
	v_sub_f32_e32 v21, v21, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v22, 1, v25
	s_or_b32 s12, vcc_lo, s12
	v_sub_f32_e32 v19, v19, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v20, v20, v22
	v_lshl_add_u32 v21, v22, 23, 0xff800000
	v_add_f32_e32 v19, 1.0, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v20, v20, 23, 0x7f800000
	v_mul_f32_e32 v19, v19, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v4, v19, v20
	v_cndmask_b32_e64 v4, 0x7fc00000, v4, s10
	global_store_b32 v[15:16], v4, off
	v_add_co_u32 v15, s9, 0x400, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v16, null, 0, v16, s9
	s_and_not1_b32 exec_lo, exec_lo, s12
	s_cbranch_execnz .LBB10_52
.LBB10_53:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s0
	s_cbranch_execz .LBB10_58
	v_readlane_b32 s2, v42, 7
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB10_57
	v_readlane_b32 s10, v42, 10
	v_readlane_b32 s11, v42, 11
	s_mov_b64 s[12:13], s[24:25]
.LBB10_56:
	global_load_b32 v2, v1, s[10:11]
	s_add_u32 s12, s12, -1
	s_addc_u32 s13, s13, -1
	s_add_u32 s10, s10, 4
	s_addc_u32 s11, s11, 0
	s_cmp_lg_u64 s[12:13], 0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v2
	s_cbranch_scc1 .LBB10_56
.LBB10_57:
	ds_store_b32 v1, v0 offset:2052
.LBB10_58:
	s_or_b32 exec_lo, exec_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s40
	s_mov_b32 s9, -1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB10_63
	s_and_saveexec_b32 s12, s1
	s_cbranch_execz .LBB10_62
	ds_load_b96 v[2:4], v1 offset:2048
	s_mul_f32 s10, s22, s20
	v_dual_mov_b32 v22, v6 :: v_dual_mov_b32 v21, v5
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	s_mul_f32 s11, s10, 0x4f800000
	s_cmp_gt_f32 s10, 0
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v0, null, v3, v3, 1.0
	v_rcp_f32_e32 v15, v0
	v_xor_b32_e32 v0, 0x80000000, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v16, v0, v15, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v15, v16, v15
	v_div_scale_f32 v16, vcc_lo, 1.0, v3, 1.0
	v_mul_f32_e32 v17, v16, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, v0, v17, v16
	v_fmac_f32_e32 v17, v18, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v16, v0, v17
	v_div_fmas_f32 v0, v16, v15, v17
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s10, 0xf800000
	v_mov_b32_e32 v15, s11
	s_delay_alu instid0(VALU_DEP_2)
	v_div_fixup_f32 v0, v0, v3, 1.0
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v15, s10, v15, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v16, v15
	v_add_nc_u32_e32 v17, -1, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v18, 0x80000000, v17
	v_fma_f32 v18, v18, v16, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s10, 0, v18
	v_add_nc_u32_e32 v18, 1, v16
	v_xor_b32_e32 v19, 0x80000000, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v19, v19, v16, v15
	v_cndmask_b32_e64 v16, v16, v17, s10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e64 s11, 0, v19
	v_dual_mov_b32 v20, v10 :: v_dual_mov_b32 v19, v9
	v_cndmask_b32_e64 v16, v16, v18, s11
	s_mov_b32 s11, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, 0x37800000, v16
	v_cndmask_b32_e64 v16, v16, v17, s9
	v_cmp_class_f32_e64 s9, v15, 0x260
	v_dual_mov_b32 v18, v14 :: v_dual_mov_b32 v17, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v15, v16, v15, s9
	v_readlane_b32 s9, v42, 0
	v_cndmask_b32_e32 v15, 0, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v3, v15, s17, s9
	v_dual_mov_b32 v16, v12 :: v_dual_mov_b32 v15, v11
.LBB10_61:
	global_load_b32 v27, v[15:16], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v28, v27, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v28
	v_cndmask_b32_e32 v25, 0xc2d00000, v28, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v25
	v_cndmask_b32_e32 v25, 0x42b20000, v25, vcc_lo
	v_cmp_o_f32_e64 s9, v28, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, 0x3fb8aa3b, v25
	v_add_f32_e32 v29, 0x4b400000, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, 0xcb400000, v29
	v_mul_f32_e32 v30, 0xbf317200, v26
	v_mul_f32_e32 v31, 0x35bfbe8e, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, v25, v30
	v_sub_f32_e32 v25, v30, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v25, v25
	v_mul_f32_e32 v32, 0x3331bb4c, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, 0xb5ddea0e, v32
	v_mul_f32_e32 v32, v26, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, 0x388ab355, v32
	v_mul_f32_e32 v32, v26, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, 0xbb360b61, v32
	v_mul_f32_e32 v32, v26, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, 0x3e2aaaab, v32
	v_mul_f32_e32 v26, v26, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v26, v25, v26
	v_mul_f32_e32 v32, v25, v26
	v_sub_f32_e32 v33, 2.0, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v25, null, v33, v33, v32
	v_rcp_f32_e32 v26, v25
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v34, -v25, v26, 1.0
	v_fmac_f32_e32 v26, v34, v26
	v_div_scale_f32 v34, vcc_lo, v32, v33, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, v34, v26
	v_fma_f32 v36, -v25, v35, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v35, v36, v26
	v_fma_f32 v25, -v25, v35, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v34, v25, v26, v35
	v_clz_i32_u32_e32 v25, v22
	v_min_u32_e32 v35, 32, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[25:26], v35, v[21:22]
	v_add_co_u32 v21, s10, 0x100, v21
	v_add_co_ci_u32_e64 v22, null, 0, v22, s10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v25, 1, v25
	v_or_b32_e32 v25, v26, v25
	v_div_fixup_f32 v26, v34, v33, v32
	v_sub_nc_u32_e32 v32, 32, v35
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_u32_e32 v25, v25
	v_sub_f32_e32 v26, v31, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f32 v25, v25, v32
	v_cmp_eq_f32_e32 vcc_lo, v4, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v25, v30, v26 :: v_dual_add_nc_u32 v26, 0xb4c00100, v29
	v_add_f32_e32 v25, 1.0, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v26, 1, v26
	v_sub_nc_u32_e32 v28, v29, v26
	v_lshl_add_u32 v26, v26, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v25, v25, v26
	v_lshl_add_u32 v26, v28, 23, 0x7f800000
	global_load_b32 v28, v[17:18], off
	v_dual_mul_f32 v25, v25, v26 :: v_dual_add_f32 v26, v27, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, 0x7fc00000, v25, s9
	v_mul_f32_e32 v26, 0x3d4ccccd, v26
	v_add_co_u32 v17, s9, 0x400, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v18, null, 0, v18, s9
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v25, v0, v25 :: v_dual_sub_f32 v26, v26, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, v26, v25
	v_cndmask_b32_e64 v26, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v25, v26, v25
	global_load_b32 v26, v[19:20], off
	v_mul_f32_e32 v25, s16, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v25, v27, v25
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v26, v3, v26
	v_add_f32_e32 v25, v26, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v26, 0x7fffffff, v25
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v26
	v_cndmask_b32_e32 v25, 0x7fc00000, v25, vcc_lo
	v_add_co_u32 v19, vcc_lo, 0x400, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v20, null, 0, v20, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[24:25], v[21:22]
	global_store_b32 v[15:16], v25, off
	v_add_co_u32 v15, s9, 0x400, v15
	v_add_co_ci_u32_e64 v16, null, 0, v16, s9
	s_or_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s11
	s_cbranch_execnz .LBB10_61
.LBB10_62:
	s_or_b32 exec_lo, exec_lo, s12
	s_mov_b32 s9, 0
.LBB10_63:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB10_4
	s_and_saveexec_b32 s10, s1
	s_cbranch_execz .LBB10_3
	ds_load_b96 v[2:4], v1 offset:2048
	s_mov_b32 s11, 0
	v_dual_mov_b32 v20, v6 :: v_dual_mov_b32 v19, v5
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v0, null, v3, v3, 1.0
	s_delay_alu instid0(VALU_DEP_1)
	v_rcp_f32_e32 v15, v0
	v_xor_b32_e32 v0, 0x80000000, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v16, v0, v15, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v15, v16, v15
	v_div_scale_f32 v16, vcc_lo, 1.0, v3, 1.0
	v_mul_f32_e32 v17, v16, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, v0, v17, v16
	v_fmac_f32_e32 v17, v18, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v16, v0, v17
	v_div_fmas_f32 v0, v16, v15, v17
	v_mov_b32_e32 v16, v12
	v_dual_mov_b32 v18, v14 :: v_dual_mov_b32 v15, v11
	v_mov_b32_e32 v17, v13
	s_delay_alu instid0(VALU_DEP_4)
	v_div_fixup_f32 v0, v0, v3, 1.0
.LBB10_66:
	global_load_b32 v3, v[15:16], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v25, v3, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v25
	v_cndmask_b32_e32 v21, 0xc2d00000, v25, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v21
	v_cndmask_b32_e32 v21, 0x42b20000, v21, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v22, 0x3fb8aa3b, v21
	v_cmp_o_f32_e64 s9, v25, v25
	v_add_f32_e32 v26, 0x4b400000, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, 0xcb400000, v26
	v_mul_f32_e32 v27, 0xbf317200, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v28, 0x35bfbe8e, v22 :: v_dual_add_f32 v27, v21, v27
	v_sub_f32_e32 v21, v27, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v21, v21
	v_mul_f32_e32 v29, 0x3331bb4c, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0xb5ddea0e, v29
	v_mul_f32_e32 v29, v22, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0x388ab355, v29
	v_mul_f32_e32 v29, v22, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0xbb360b61, v29
	v_mul_f32_e32 v29, v22, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0x3e2aaaab, v29
	v_mul_f32_e32 v22, v22, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v22, v21, v22
	v_mul_f32_e32 v29, v21, v22
	v_sub_f32_e32 v30, 2.0, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v21, null, v30, v30, v29
	v_rcp_f32_e32 v22, v21
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v31, -v21, v22, 1.0
	v_fmac_f32_e32 v22, v31, v22
	v_div_scale_f32 v31, vcc_lo, v29, v30, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v32, v31, v22
	v_fma_f32 v33, -v21, v32, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v32, v33, v22
	v_fma_f32 v21, -v21, v32, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v31, v21, v22, v32
	v_clz_i32_u32_e32 v21, v20
	v_min_u32_e32 v32, 32, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[21:22], v32, v[19:20]
	v_min_u32_e32 v21, 1, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_or_b32_e32 v21, v22, v21
	v_div_fixup_f32 v22, v31, v30, v29
	v_sub_nc_u32_e32 v29, 32, v32
	v_cvt_f32_u32_e32 v21, v21
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v22, v28, v22
	v_ldexp_f32 v21, v21, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_eq_f32_e32 vcc_lo, v4, v21
	v_sub_f32_e32 v21, v27, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v21, 1.0, v21 :: v_dual_add_nc_u32 v22, 0xb4c00100, v26
	v_lshrrev_b32_e32 v22, 1, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_nc_u32_e32 v25, v26, v22
	v_lshl_add_u32 v22, v22, 23, 0xff800000
	v_mul_f32_e32 v21, v21, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v22, v25, 23, 0x7f800000
	global_load_b32 v25, v[17:18], off
	v_dual_mul_f32 v21, v21, v22 :: v_dual_add_f32 v22, v3, v3
	v_cndmask_b32_e64 v21, 0x7fc00000, v21, s9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, 0x3d4ccccd, v22
	v_add_co_u32 v19, s9, 0x100, v19
	v_add_co_ci_u32_e64 v20, null, 0, v20, s9
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v0, v21
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v22, v22, v25
	v_add_f32_e32 v21, v22, v21
	v_cndmask_b32_e64 v22, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v21, v22, v21
	v_mul_f32_e32 v21, s16, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v3, v3, v21
	v_and_b32_e32 v21, 0x7fffffff, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v21
	v_cndmask_b32_e32 v3, 0x7fc00000, v3, vcc_lo
	v_add_co_u32 v17, vcc_lo, 0x400, v17
	v_add_co_ci_u32_e64 v18, null, 0, v18, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[24:25], v[19:20]
	global_store_b32 v[15:16], v3, off
	v_add_co_u32 v15, s9, 0x400, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v16, null, 0, v16, s9
	s_or_b32 s11, vcc_lo, s11
	s_and_not1_b32 exec_lo, exec_lo, s11
	s_cbranch_execnz .LBB10_66
	s_branch .LBB10_3
.LBB10_67:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_pull_wide
		.amdhsa_group_segment_fixed_size 2060
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 96
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
.Lfunc_end10:
	.size	tessera_softmax_pull_wide, .Lfunc_end10-tessera_softmax_pull_wide

	.set tessera_softmax_pull_wide.num_vgpr, 43
	.set tessera_softmax_pull_wide.num_agpr, 0
	.set tessera_softmax_pull_wide.numbered_sgpr, 105
	.set tessera_softmax_pull_wide.num_named_barrier, 0
	.set tessera_softmax_pull_wide.private_seg_size, 0
	.set tessera_softmax_pull_wide.uses_vcc, 1
	.set tessera_softmax_pull_wide.uses_flat_scratch, 0
	.set tessera_softmax_pull_wide.has_dyn_sized_stack, 0
	.set tessera_softmax_pull_wide.has_recursion, 0
	.set tessera_softmax_pull_wide.has_indirect_call, 0
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
    .group_segment_fixed_size: 3840
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_softmax_pull_w4x64
    .private_segment_fixed_size: 0
    .sgpr_count:     102
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_pull_w4x64.kd
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
    .group_segment_fixed_size: 3168
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_softmax_pull_w32x8
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 1
    .symbol:         tessera_softmax_pull_w32x8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     63
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
    .group_segment_fixed_size: 3120
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_softmax_pull_w64x4
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_pull_w64x4.kd
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
    .group_segment_fixed_size: 3096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_softmax_pull_w128x2
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 1
    .symbol:         tessera_softmax_pull_w128x2.kd
    .uses_dynamic_stack: false
    .vgpr_count:     63
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
    .group_segment_fixed_size: 3084
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_softmax_pull_w256
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_pull_w256.kd
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
    .group_segment_fixed_size: 6156
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 512
    .name:           tessera_softmax_pull_w512
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_pull_w512.kd
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
    .group_segment_fixed_size: 12300
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_softmax_pull_w1024
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_pull_w1024.kd
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
    .group_segment_fixed_size: 16396
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_softmax_pull_w2048
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 5
    .symbol:         tessera_softmax_pull_w2048.kd
    .uses_dynamic_stack: false
    .vgpr_count:     64
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
    .group_segment_fixed_size: 24588
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_softmax_pull_w4096
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 7
    .symbol:         tessera_softmax_pull_w4096.kd
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
    .group_segment_fixed_size: 40972
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_softmax_pull_w8192
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 11
    .symbol:         tessera_softmax_pull_w8192.kd
    .uses_dynamic_stack: false
    .vgpr_count:     110
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
      - .address_space:  global
        .name:           scratch
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
      - .name:           steps
        .offset:         40
        .size:           8
        .value_kind:     by_value
      - .name:           eta
        .offset:         48
        .size:           4
        .value_kind:     by_value
      - .name:           noise_scale
        .offset:         52
        .size:           4
        .value_kind:     by_value
      - .name:           draw_noise
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           anneal
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           temperature
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           anneal_ratio
        .offset:         68
        .size:           4
        .value_kind:     by_value
      - .name:           two_eta
        .offset:         72
        .size:           4
        .value_kind:     by_value
      - .name:           key0
        .offset:         80
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         88
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 2060
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 256
    .name:           tessera_softmax_pull_wide
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 12
    .symbol:         tessera_softmax_pull_wide.kd
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
