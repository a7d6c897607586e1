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
	s_cbranch_vccnz .LBB0_40
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
	s_mov_b64 s[8:9], 0
	s_cbranch_scc0 .LBB0_37
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v5, vcc_lo, s10, v5
	v_clz_i32_u32_e32 v12, 0
	v_add_co_ci_u32_e64 v16, null, s11, v6, vcc_lo
	v_add_co_u32 v14, vcc_lo, v3, v1
	s_load_b256 s[16:23], s[0:1], 0x28
	v_min_u32_e32 v17, 32, v12
	v_add_co_ci_u32_e64 v15, null, 0, v4, vcc_lo
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v14, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_lshlrev_b64 v[3:4], v17, v[1:2]
	v_cmp_eq_u64_e64 s0, 0, v[1:2]
	v_cmp_gt_u64_e64 s1, 2, v[1:2]
	v_and_b32_e32 v0, 0xfc, v0
	v_sub_nc_u32_e32 v17, 32, v17
	v_mul_u32_u24_e32 v6, 12, v11
	v_xor_b32_e32 v2, v19, v15
	v_min_u32_e32 v3, 1, v3
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v22, v10
	s_mov_b32 s10, 0xd078c69f
	s_mov_b32 s28, 0x9997fa04
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v2, s25, v2
	v_or_b32_e32 v4, v4, v3
	v_dual_mov_b32 v3, 0 :: v_dual_lshlrev_b32 v0, 2, v0
	s_cmp_lg_u32 s19, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v2, 0
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u64 s[14:15], 0
	v_cvt_f32_u32_e32 v21, v4
	s_cselect_b32 s80, -1, 0
	s_cmp_lg_u32 s18, 0
	v_or_b32_e32 v11, 0x800, v0
	v_or_b32_e32 v12, 0x400, v0
	s_cselect_b32 s81, -1, 0
	v_add_co_u32 v4, vcc_lo, v5, v9
	s_add_u32 s5, s24, 0x9e3779b9
	v_add_co_ci_u32_e64 v5, null, 0, v16, vcc_lo
	v_ldexp_f32 v16, v21, v17
	s_add_u32 s6, s25, 0xbb67ae85
	v_xor_b32_e32 v17, s5, v20
	s_add_u32 s5, s24, 0x3c6ef372
	v_or_b32_e32 v13, v11, v9
	v_or_b32_e32 v14, v12, v9
	v_or_b32_e32 v15, v0, v9
	v_xor_b32_e32 v18, s6, v18
	v_xor_b32_e32 v19, s5, v19
	v_mov_b32_e32 v20, s17
	v_or_b32_e32 v21, 0xc00, v6
	s_or_b32 s23, s2, s3
	s_mov_b32 s18, 0x1d8e78af
	s_mov_b32 s30, 0xdf3e5244
	s_mov_b32 s34, 0x96cb03de
	s_mov_b32 s36, 0x94229359
	s_mov_b32 s38, 0x55555593
	s_mov_b32 s40, 0x35793c76
	s_mov_b32 s42, 0xfee00000
	s_mov_b32 s44, 0x54442d18
	s_mov_b32 s46, 0x6dc9c883
	s_mov_b32 s48, 0x54400000
	s_mov_b32 s50, 0x1a626331
	s_mov_b32 s52, 0x1a600000
	s_mov_b32 s54, 0x2e037073
	s_mov_b32 s56, 0x19cb1590
	s_mov_b32 s58, 0x16c15177
	s_mov_b32 s60, 0x5555554c
	s_mov_b32 s62, 0xbe8838d4
	s_mov_b32 s64, 0xbdb4b1c4
	s_mov_b32 s66, 0x809c52ad
	s_mov_b32 s68, 0x57b1fe7d
	s_mov_b32 s70, 0x19c161d5
	s_mov_b32 s72, 0x1110f8a6
	s_mov_b32 s74, 0x5acfd57c
	s_mov_b32 s76, 0x8a2b9ceb
	s_mov_b32 s78, 0x55555549
	s_xor_b32 s82, s23, -1
	s_add_u32 s83, s25, 0x76cf5d0a
	s_add_u32 s84, s24, 0xdaa66d2b
	s_add_u32 s85, s25, 0x32370b8f
	s_add_u32 s86, s24, 0x78dde6e4
	s_add_u32 s87, s25, 0xed9eba14
	s_add_u32 s88, s24, 0x1715609d
	s_add_u32 s89, s25, 0xa9066899
	s_add_u32 s90, s24, 0xb54cda56
	s_add_u32 s91, s25, 0x646e171e
	s_add_u32 s92, s24, 0x5384540f
	s_add_u32 s93, s25, 0x1fd5c5a3
	s_add_u32 s25, s25, 0xdb3d7428
	s_add_i32 s94, s24, 0x8ff34781
	s_mov_b32 s11, 0x3fc39a09
	s_mov_b32 s19, 0x3fcc71c5
	s_mov_b32 s29, 0x3fd99999
	s_mov_b32 s31, 0x3fc2f112
	s_mov_b32 s35, 0x3fc74664
	s_mov_b32 s37, 0x3fd24924
	s_mov_b32 s39, 0x3fe55555
	s_mov_b32 s41, 0x3dea39ef
	s_mov_b32 s43, 0x3fe62e42
	s_mov_b32 s45, 0x401921fb
	s_mov_b32 s47, 0x3fe45f30
	s_mov_b32 s49, 0xbff921fb
	s_mov_b32 s51, 0x3dd0b461
	s_mov_b32 s53, 0xbdd0b461
	s_mov_b32 s55, 0x3ba3198a
	s_mov_b32 s57, 0x3efa01a0
	s_mov_b32 s59, 0xbf56c16c
	s_mov_b32 s61, 0x3fa55555
	s_mov_b32 s63, 0xbda8fae9
	s_mov_b32 s65, 0x3e21ee9e
	s_mov_b32 s67, 0xbe927e4f
	s_mov_b32 s69, 0x3ec71de3
	s_mov_b32 s71, 0xbf2a01a0
	s_mov_b32 s73, 0x3f811111
	s_mov_b32 s75, 0x3de5d93a
	s_mov_b32 s77, 0xbe5ae5e6
	s_mov_b32 s79, 0x3fc55555
	s_branch .LBB0_7
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s6
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v2, v22
.LBB0_6:
	s_add_u32 s8, s8, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v22, v2
	s_addc_u32 s9, s9, 0
	s_cmp_eq_u64 s[8:9], s[12:13]
	s_cbranch_scc1 .LBB0_35
.LBB0_7:
	s_and_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB0_34
.LBB0_8:
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v22
	v_cndmask_b32_e64 v23, v22, 0xff800000, s3
	v_cndmask_b32_e32 v2, 0, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v2, v2, 0, s3
	ds_store_b32 v13, v23
	ds_store_b32 v14, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s1
	s_cbranch_execz .LBB0_10
	ds_load_2addr_b32 v[26:27], v14 offset1:2
	ds_load_2addr_b32 v[28:29], v13 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v27, v26
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v29, v28
	v_cmp_gt_f32_e64 s6, v29, v28
	v_cmp_o_f32_e64 s7, v28, v28
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v24, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v29, v29
	v_cndmask_b32_e64 v25, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v24.l, v24.l, v25.l, vcc_lo
	v_and_b16 v24.l, 1, v24.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v24.l
	v_dual_cndmask_b32 v24, v28, v29 :: v_dual_cndmask_b32 v25, v26, v27
	ds_store_b32 v13, v24
	ds_store_b32 v14, v25
.LBB0_10:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s0
	s_cbranch_execz .LBB0_12
	ds_load_b32 v26, v14
	ds_load_b32 v27, v13
	ds_load_b32 v28, v12 offset:4
	ds_load_b32 v29, v11 offset:4
	s_waitcnt lgkmcnt(2)
	v_cmp_o_f32_e64 s7, v27, v27
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v26
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v29, v27
	v_cmp_gt_f32_e64 s6, v29, v27
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v24, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v29, v29
	v_cndmask_b32_e64 v25, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v24.l, v24.l, v25.l, vcc_lo
	v_and_b16 v24.l, 1, v24.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v24.l
	v_dual_cndmask_b32 v24, v27, v29 :: v_dual_cndmask_b32 v25, v26, v28
	ds_store_b32 v13, v24
	ds_store_b32 v14, v25
.LBB0_12:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s0
	s_cbranch_execz .LBB0_14
	ds_load_b32 v24, v11
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v6, v24 offset:3072
.LBB0_14:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v13, v23
	ds_store_b32 v14, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s1
	s_cbranch_execz .LBB0_16
	ds_load_2addr_b32 v[24:25], v14 offset1:2
	ds_load_2addr_b32 v[26:27], v13 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v25, v24
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v27, v26
	v_cmp_gt_f32_e64 s6, v27, v26
	v_cmp_o_f32_e64 s7, v26, v26
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v2, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v27, v27
	v_cndmask_b32_e64 v23, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v23.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v26, v27 :: v_dual_cndmask_b32 v23, v24, v25
	ds_store_b32 v13, v2
	ds_store_b32 v14, v23
.LBB0_16:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s0
	s_cbranch_execz .LBB0_18
	ds_load_b32 v24, v14
	ds_load_b32 v25, v13
	ds_load_b32 v26, v12 offset:4
	ds_load_b32 v27, v11 offset:4
	s_waitcnt lgkmcnt(2)
	v_cmp_o_f32_e64 s7, v25, v25
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v26, v24
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v27, v25
	v_cmp_gt_f32_e64 s6, v27, v25
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v2, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v27, v27
	v_cndmask_b32_e64 v23, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v23.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v25, v27 :: v_dual_cndmask_b32 v23, v24, v26
	ds_store_b32 v13, v2
	ds_store_b32 v14, v23
.LBB0_18:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s0
	s_cbranch_execz .LBB0_20
	ds_load_b32 v2, v12
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v2, v2
	ds_store_b32 v6, v2 offset:3080
.LBB0_20:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_22
	ds_load_b32 v2, v6 offset:3072
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v2, v22, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v2
	v_cndmask_b32_e32 v23, 0xc2d00000, v2, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v23
	v_cndmask_b32_e32 v23, 0x42b20000, v23, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v24, 0x3fb8aa3b, v23
	v_add_f32_e32 v24, 0x4b400000, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, 0xcb400000, v24
	v_mul_f32_e32 v26, 0xbf317200, v25
	v_mul_f32_e32 v25, 0x35bfbe8e, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, v23, v26
	v_sub_f32_e32 v26, v23, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, v26, v26
	v_mul_f32_e32 v28, 0x3331bb4c, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, 0xb5ddea0e, v28
	v_mul_f32_e32 v28, v27, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, 0x388ab355, v28
	v_mul_f32_e32 v28, v27, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, 0xbb360b61, v28
	v_mul_f32_e32 v28, v27, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, 0x3e2aaaab, v28
	v_mul_f32_e32 v27, v27, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v27, v26, v27
	v_mul_f32_e32 v26, v26, v27
	v_sub_f32_e32 v27, 2.0, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v28, null, v27, v27, v26
	v_div_scale_f32 v31, vcc_lo, v26, v27, v26
	v_rcp_f32_e32 v29, v28
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v30, -v28, v29, 1.0
	v_fmac_f32_e32 v29, v30, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v30, v31, v29
	v_fma_f32 v32, -v28, v30, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v30, v32, v29
	v_fma_f32 v28, -v28, v30, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v28, v28, v29, v30
	v_cmp_o_f32_e32 vcc_lo, v2, v2
	v_div_fixup_f32 v26, v28, v27, v26
	v_add_nc_u32_e32 v27, 0xb4c00100, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v25, v25, v26
	v_lshrrev_b32_e32 v26, 1, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v23, v23, v25
	v_sub_nc_u32_e32 v24, v24, v26
	v_lshl_add_u32 v25, v26, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v23, 1.0, v23
	v_lshl_add_u32 v24, v24, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, v23, v25
	v_mul_f32_e32 v23, v23, v24
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v2, 0x7fc00000, v23, vcc_lo
	ds_store_b32 v15, v2
.LBB0_22:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s0
	s_cbranch_execz .LBB0_27
	v_mov_b32_e32 v2, 0
	s_and_not1_b32 vcc_lo, exec_lo, s80
	s_cbranch_vccnz .LBB0_26
	v_mov_b32_e32 v23, v0
	s_mov_b64 s[6:7], s[14:15]
.LBB0_25:
	ds_load_b32 v24, v23
	v_add_nc_u32_e32 v23, 4, v23
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v24
	s_cbranch_scc1 .LBB0_25
.LBB0_26:
	ds_store_b32 v6, v2 offset:3076
.LBB0_27:
	s_or_b32 exec_lo, exec_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s81
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB0_31
	v_mov_b32_e32 v2, v22
	s_and_saveexec_b32 s7, s82
	s_cbranch_execz .LBB0_30
	s_add_u32 s5, s8, s26
	s_addc_u32 s6, s9, s27
	global_load_b32 v61, v[4:5], off
	s_mul_i32 s17, s6, 0xcd9e8d57
	s_mul_hi_u32 s6, s6, 0xcd9e8d57
	v_xor_b32_e32 v2, s17, v17
	s_xor_b32 s6, s24, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s5, s6, s5
	s_mul_hi_u32 s6, s5, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v2, 0
	s_mul_i32 s5, s5, 0xd2511f53
	v_xor_b32_e32 v2, s6, v18
	v_xor3_b32 v26, s5, s83, v24
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v26, 0
	v_xor_b32_e32 v2, v25, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, v27, s84, v24
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v27, 0
	v_xor3_b32 v2, s85, v25, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v28, s87, v24
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v25, 0
	v_xor3_b32 v2, s86, v24, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v29, s88, v23
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v25, 0
	v_xor3_b32 v2, s89, v24, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, v26, s91, v23
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v26
	v_xor3_b32 v24, s90, v24, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s92, v23
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v24, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v24, s93, v24, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s25, v23
	v_mul_lo_u32 v25, 0xcd9e8d57, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, s94, v24, v25
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
	ds_load_2addr_b32 v[32:33], v21 offset1:1
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v53, v22, v32
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
	v_div_scale_f64 v[36:37], s5, v[24:25], v[26:27], v[24:25]
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
	v_div_scale_f32 v36, s6, v57, v58, v57
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
	s_mov_b32 vcc_lo, s6
	v_mov_b32_e32 v32, v3
	v_div_fmas_f32 v60, v36, v40, v42
	s_mov_b32 vcc_lo, s5
	v_add_co_u32 v2, s5, 0xfffffc01, v2
	v_div_fmas_f64 v[28:29], v[28:29], v[30:31], v[34:35]
	v_cvt_f64_u32_e32 v[30:31], v23
	v_add_co_ci_u32_e64 v23, null, 0, -1, s5
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
	v_mul_f64 v[30:31], v[30:31], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[34:35], s[30:31]
	v_mul_f64 v[38:39], v[34:35], s[10:11]
	v_mul_f64 v[40:41], v[30:31], s[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[36:37], s[34:35]
	v_add_f64 v[38:39], v[38:39], s[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[40:41], 0x43380000, v[40:41]
	v_mul_f64 v[36:37], v[34:35], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[38:39], v[34:35], v[38:39]
	v_add_f64 v[41:42], 0xc3380000, v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[36:37], s[36:37]
	v_add_f64 v[38:39], v[38:39], s[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[43:44], v[41:42], s[48:49]
	v_mul_f64 v[36:37], v[34:35], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[34:35], v[38:39]
	v_add_f64 v[38:39], v[30:31], v[43:44]
	v_cvt_f64_u32_e32 v[43:44], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[36:37], s[38:39]
	v_add_f64 v[43:44], v[45:46], v[43:44]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[28:29], v[36:37]
	v_mul_f64 v[36:37], v[41:42], s[52:53]
	v_mul_f64 v[49:50], v[43:44], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[28:29], v[34:35], v[28:29]
	v_add_f64 v[34:35], v[38:39], v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[47:48], v[28:29]
	v_add_f64 v[45:46], v[38:39], -v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[26:27], v[26:27], v[28:29]
	v_mul_f64 v[28:29], v[41:42], s[50:51]
	v_mul_f64 v[41:42], v[41:42], s[54:55]
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
	v_mul_f64 v[36:37], v[43:44], s[42:43]
	v_dual_cndmask_b32 v31, v39, v35 :: v_dual_cndmask_b32 v30, v38, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[34:35], v[30:31], -v[28:29]
	v_add_f64 v[23:24], v[24:25], v[26:27]
	v_mul_f64 v[25:26], v[34:35], v[34:35]
	v_add_f64 v[30:31], v[30:31], -v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[36:37], v[23:24]
	v_mul_f64 v[36:37], v[25:26], s[68:69]
	v_mul_f64 v[38:39], v[25:26], s[56:57]
	v_mul_f64 v[41:42], v[25:26], s[62:63]
	v_mul_f64 v[43:44], v[25:26], s[74:75]
	v_mul_f64 v[45:46], v[25:26], v[25:26]
	v_add_f64 v[27:28], v[30:31], -v[28:29]
	v_mul_f64 v[23:24], v[23:24], -2.0
	v_add_f64 v[36:37], v[36:37], s[70:71]
	v_add_f64 v[38:39], v[38:39], s[58:59]
	v_add_f64 v[41:42], v[41:42], s[64:65]
	v_add_f64 v[43:44], v[43:44], s[76:77]
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
	v_add_f64 v[36:37], v[36:37], s[72:73]
	v_add_f64 v[31:32], v[38:39], s[60:61]
	v_add_f64 v[38:39], v[41:42], s[66:67]
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
	v_mul_f64 v[41:42], v[41:42], s[78:79]
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
	v_cmp_eq_u64_e64 s5, 0, v[31:32]
	v_xor_b32_e32 v31, 0x80000000, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v26, v26, v31, s5
	v_ldexp_f64 v[27:28], v[27:28], v2
	v_xor_b32_e32 v34, 0x80000000, v30
	v_and_b32_e32 v2, 1, v40
	v_cndmask_b32_e64 v30, v34, v30, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s5, 0, v[2:3]
	v_cndmask_b32_e64 v26, v26, v30, s5
	v_cndmask_b32_e64 v25, v25, v29, s5
	v_dual_cndmask_b32 v24, v28, v24 :: v_dual_cndmask_b32 v23, v27, v23
	ds_load_b32 v27, v6 offset:3080
	v_cmp_o_f32_e32 vcc_lo, v53, v53
	v_mul_f64 v[23:24], v[25:26], v[23:24]
	v_add_nc_u32_e32 v25, 0xb4c00100, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v25, 1, v25
	v_sub_nc_u32_e32 v26, v54, v25
	v_lshl_add_u32 v25, v25, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v26, v26, 23, 0x7f800000
	v_cvt_f32_f64_e32 v23, v[23:24]
	v_add_f32_e32 v24, v22, v22
	v_mul_f32_e32 v24, 0x3d4ccccd, v24
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_sub_f32_e32 v24, v24, v61
	v_mul_f32_e32 v23, v20, v23
	v_div_fixup_f32 v2, v60, v58, v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v55, v2
	v_sub_f32_e32 v2, v56, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, 1.0, v2
	v_mul_f32_e32 v2, v2, v25
	v_div_fixup_f32 v25, v59, v33, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v2, v26
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v27, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v2, v25, v2
	v_cndmask_b32_e64 v25, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v2, v24, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v25, v2
	v_mul_f32_e32 v2, s16, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v22, v2
	v_add_f32_e32 v2, v23, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v23, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v23
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
.LBB0_30:
	s_or_b32 exec_lo, exec_lo, s7
	s_cbranch_execnz .LBB0_6
	s_branch .LBB0_32
.LBB0_31:
.LBB0_32:
	s_and_saveexec_b32 s6, s82
	s_cbranch_execz .LBB0_5
	global_load_b32 v2, v[4:5], off
	ds_load_2addr_b32 v[23:24], v21 offset1:1
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v23, v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v23
	v_cndmask_b32_e32 v25, 0xc2d00000, v23, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v25
	v_cndmask_b32_e32 v25, 0x42b20000, v25, vcc_lo
	v_div_scale_f32 v36, vcc_lo, 1.0, v24, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, 0x3fb8aa3b, v25
	v_add_f32_e32 v26, 0x4b400000, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v27, 0xcb400000, v26
	v_mul_f32_e32 v28, 0xbf317200, v27
	v_mul_f32_e32 v27, 0x35bfbe8e, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, v25, v28
	v_sub_f32_e32 v28, v25, v27
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
	v_div_scale_f32 v30, null, v24, v24, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v29, v28, v29
	v_rcp_f32_e32 v32, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v28, v28, v29
	v_sub_f32_e32 v29, 2.0, v29
	v_div_scale_f32 v31, null, v29, v29, v28
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v34, -v30, v32, 1.0
	v_rcp_f32_e32 v33, v31
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v35, -v31, v33, 1.0
	v_dual_fmac_f32 v33, v35, v33 :: v_dual_fmac_f32 v32, v34, v32
	v_div_scale_f32 v34, s5, v28, v29, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v37, v34, v33
	v_fma_f32 v39, -v31, v37, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v37, v39, v33
	v_mul_f32_e32 v35, v36, v32
	v_fma_f32 v31, -v31, v37, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v38, -v30, v35, v36
	v_fmac_f32_e32 v35, v38, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v30, -v30, v35, v36
	v_div_fmas_f32 v30, v30, v32, v35
	s_mov_b32 vcc_lo, s5
	v_div_fmas_f32 v31, v31, v33, v37
	v_cmp_o_f32_e32 vcc_lo, v23, v23
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v24, v30, v24, 1.0
	v_div_fixup_f32 v28, v31, v29, v28
	v_add_nc_u32_e32 v29, 0xb4c00100, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v27, v27, v28
	v_lshrrev_b32_e32 v28, 1, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v25, v25, v27
	v_sub_nc_u32_e32 v26, v26, v28
	v_lshl_add_u32 v27, v28, 23, 0xff800000
	ds_load_b32 v28, v6 offset:3080
	v_add_f32_e32 v25, 1.0, v25
	v_lshl_add_u32 v26, v26, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v25, v27
	v_mul_f32_e32 v25, v25, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v26, v22, v22 :: v_dual_cndmask_b32 v23, 0x7fc00000, v25
	v_mul_f32_e32 v25, 0x3d4ccccd, v26
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v28, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, v24, v23
	v_cndmask_b32_e64 v24, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v25, v2
	v_add_f32_e32 v2, v2, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v24, v2
	v_mul_f32_e32 v2, s16, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v22, v2
	v_and_b32_e32 v22, 0x7fffffff, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v22
	v_cndmask_b32_e32 v22, 0x7fc00000, v2, vcc_lo
	s_branch .LBB0_5
.LBB0_34:
	s_mul_f32 s6, s22, s20
	s_mul_f32 s20, s21, s20
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s6, 0
	s_mul_f32 s5, s6, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s6, 0xf800000
	v_mov_b32_e32 v2, s5
	s_cselect_b32 s5, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, s6, v2, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v20, v2
	v_add_nc_u32_e32 v23, -1, v20
	v_add_nc_u32_e32 v24, 1, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v25, 0x80000000, v23
	v_xor_b32_e32 v26, 0x80000000, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v25, v25, v20, v2
	v_fma_f32 v26, v26, v20, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s6, 0, v25
	v_cndmask_b32_e64 v20, v20, v23, s6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s6, 0, v26
	v_cndmask_b32_e64 v20, v20, v24, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, 0x37800000, v20
	v_cndmask_b32_e64 v20, v20, v23, s5
	v_cmp_class_f32_e64 s5, v2, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v2, v20, v2, s5
	v_cndmask_b32_e32 v20, 0, v2, vcc_lo
	s_branch .LBB0_8
.LBB0_35:
	s_branch .LBB0_38
.LBB0_36:
	s_or_b32 s0, s2, s3
	s_and_not1_b32 s1, s23, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s23, s1, s0
	s_xor_b32 s0, s23, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB0_39
	s_branch .LBB0_40
.LBB0_37:
	s_cbranch_execnz .LBB0_36
.LBB0_38:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v10, v2
	s_xor_b32 s0, s23, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB0_40
.LBB0_39:
	v_add_co_u32 v0, vcc_lo, v7, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v8, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v10, off
.LBB0_40:
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
		.amdhsa_next_free_sgpr 95
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
	.set tessera_softmax_pull_w4x64.numbered_sgpr, 95
	.set tessera_softmax_pull_w4x64.num_named_barrier, 0
	.set tessera_softmax_pull_w4x64.private_seg_size, 0
	.set tessera_softmax_pull_w4x64.uses_vcc, 1
	.set tessera_softmax_pull_w4x64.uses_flat_scratch, 0
	.set tessera_softmax_pull_w4x64.has_dyn_sized_stack, 0
	.set tessera_softmax_pull_w4x64.has_recursion, 0
	.set tessera_softmax_pull_w4x64.has_indirect_call, 0
	.globl	tessera_softmax_pull_w1024
	.p2align	8
	.type	tessera_softmax_pull_w1024,@function
tessera_softmax_pull_w1024:
	s_load_b256 s[24:31], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[28:29], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x400, s[30:31]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB6_94
	s_load_b64 s[28:29], s[0:1], 0x20
	v_mov_b32_e32 v2, 0
	s_mul_i32 s3, s31, s2
	s_mul_hi_u32 s4, s30, s2
	s_mul_i32 s6, s30, s2
	s_add_i32 s7, s4, s3
	v_dual_mov_b32 v1, v2 :: v_dual_lshlrev_b32 v10, 2, v0
	s_lshl_b64 s[12:13], s[6:7], 2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_add_u32 s24, s24, s12
	v_cmp_gt_u64_e64 s2, s[30:31], v[0:1]
	s_addc_u32 s25, s25, s13
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB6_3
	global_load_b32 v11, v10, s[24:25]
.LBB6_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v1, 0x100, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[30:31], v[1:2]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB6_5
	global_load_b32 v12, v10, s[24:25] offset:1024
.LBB6_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v3, 0x200, v0
	v_mov_b32_e32 v4, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[30:31], v[3:4]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB6_7
	global_load_b32 v13, v10, s[24:25] offset:2048
.LBB6_7:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v5, 0x300, v0
	v_mov_b32_e32 v6, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[30:31], v[5:6]
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB6_9
	global_load_b32 v14, v10, s[24:25] offset:3072
.LBB6_9:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[34:35], 0
	s_cbranch_scc1 .LBB6_89
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x28
	s_load_b128 s[36:39], s[0:1], 0x48
	v_add_co_u32 v27, s1, s6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v29, null, s7, 0, s1
	v_clz_i32_u32_e32 v19, 0
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v27, 0
	v_add_co_u32 v21, vcc_lo, 0x100, v27
	s_delay_alu instid0(VALU_DEP_3)
	v_min_u32_e32 v31, 32, v19
	s_mov_b32 s41, 0
	v_cmp_gt_u64_e64 s104, s[30:31], 7
	v_cmp_eq_u32_e64 s0, 0, v0
	v_xor_b32_e32 v7, v24, v29
	v_lshlrev_b64 v[19:20], v31, v[1:2]
	v_add_co_ci_u32_e64 v2, null, 0, v29, vcc_lo
	v_or_b32_e32 v15, 0x1400, v10
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s19, 0
	v_xor_b32_e32 v8, s37, v7
	s_cselect_b32 s15, -1, 0
	s_add_u32 s12, s26, s12
	s_addc_u32 s13, s27, s13
	s_cmp_lg_u64 s[30:31], 0
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v8, 0
	s_cselect_b32 s23, -1, 0
	s_cmp_lg_u32 s18, 0
	v_add_co_u32 v8, s12, s12, v10
	s_cselect_b32 s33, -1, 0
	v_add_co_ci_u32_e64 v9, null, s13, 0, s12
	s_add_u32 s12, s36, 0x9e3779b9
	v_min_u32_e32 v19, 1, v19
	v_xor_b32_e32 v18, s12, v25
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v21, 0
	v_lshlrev_b64 v[21:22], v31, v[3:4]
	s_delay_alu instid0(VALU_DEP_4)
	v_or_b32_e32 v4, v20, v19
	v_add_co_u32 v19, vcc_lo, 0x200, v27
	s_and_b32 s40, s30, 7
	s_add_u32 s13, s37, 0xbb67ae85
	v_xor_b32_e32 v2, v26, v2
	v_add_co_ci_u32_e64 v26, null, 0, v29, vcc_lo
	v_add_co_u32 v20, vcc_lo, 0x300, v27
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v19, 0
	v_add_co_ci_u32_e64 v32, null, 0, v29, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v20, 0
	v_min_u32_e32 v21, 1, v21
	v_lshlrev_b64 v[19:20], v31, v[5:6]
	v_xor_b32_e32 v2, s37, v2
	v_sub_nc_u32_e32 v6, 32, v31
	v_cvt_f32_u32_e32 v4, v4
	v_or_b32_e32 v21, v22, v21
	v_xor_b32_e32 v22, v28, v26
	v_xor_b32_e32 v26, v30, v32
	v_min_u32_e32 v19, 1, v19
	v_mad_u64_u32 v[30:31], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v2, s37, v22
	v_xor_b32_e32 v22, s37, v26
	s_delay_alu instid0(VALU_DEP_4)
	v_or_b32_e32 v19, v20, v19
	v_cvt_f32_u32_e32 v21, v21
	s_add_u32 s14, s36, 0x3c6ef372
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v22, 0
	v_cvt_f32_u32_e32 v22, v19
	s_add_u32 s92, s37, 0x76cf5d0a
	s_add_u32 s93, s36, 0xdaa66d2b
	s_add_u32 s94, s37, 0x32370b8f
	s_add_u32 s95, s36, 0x78dde6e4
	s_add_u32 s96, s37, 0xed9eba14
	s_add_u32 s97, s36, 0x1715609d
	s_add_u32 s98, s37, 0xa9066899
	s_add_u32 s99, s36, 0xb54cda56
	s_add_u32 s100, s37, 0x646e171e
	s_add_u32 s101, s36, 0x5384540f
	s_add_u32 s102, s37, 0x1fd5c5a3
	s_add_u32 s103, s37, 0xdb3d7428
	s_add_i32 s37, s36, 0x8ff34781
	s_and_b32 s18, s30, 0x7f8
	s_cmp_lg_u64 s[40:41], 0
	v_writelane_b32 v76, s40, 0
	v_or_b32_e32 v16, 0x1000, v10
	v_cmp_gt_u32_e64 s1, 0x80, v0
	v_cmp_gt_u32_e64 s6, 64, v0
	v_cmp_gt_u32_e64 s7, 32, v0
	v_cmp_gt_u32_e64 s8, 16, v0
	v_cmp_gt_u32_e64 s9, 8, v0
	v_cmp_gt_u32_e64 s10, 4, v0
	v_cmp_gt_u32_e64 s11, 2, v0
	v_mov_b32_e32 v7, 0
	v_cvt_f32_ubyte0_e32 v17, v0
	v_ldexp_f32 v2, v4, v6
	v_xor_b32_e32 v4, s12, v31
	v_ldexp_f32 v19, v21, v6
	v_xor_b32_e32 v20, s12, v33
	v_ldexp_f32 v21, v22, v6
	v_xor_b32_e32 v22, s12, v35
	v_xor_b32_e32 v23, s13, v23
	v_xor_b32_e32 v24, s14, v24
	v_xor_b32_e32 v25, s13, v25
	v_xor_b32_e32 v26, s14, v30
	v_xor_b32_e32 v27, s13, v27
	v_xor_b32_e32 v28, s14, v32
	v_xor_b32_e32 v29, s13, v29
	v_xor_b32_e32 v30, s14, v34
	v_mov_b32_e32 v31, s17
	s_mov_b32 s26, 0xd078c69f
	s_mov_b32 s30, 0x1d8e78af
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
	v_writelane_b32 v76, s41, 1
	s_mov_b32 s19, s41
	s_cselect_b32 s41, -1, 0
	s_mov_b32 s27, 0x3fc39a09
	s_mov_b32 s31, 0x3fcc71c5
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
	s_branch .LBB6_13
.LBB6_11:
	s_or_b32 exec_lo, exec_lo, s13
	v_dual_mov_b32 v32, v11 :: v_dual_mov_b32 v33, v12
	v_mov_b32_e32 v34, v13
	v_mov_b32_e32 v6, v14
.LBB6_12:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v14, v6 :: v_dual_mov_b32 v11, v32
	v_dual_mov_b32 v13, v34 :: v_dual_mov_b32 v12, v33
	s_add_u32 s34, s34, 1
	s_addc_u32 s35, s35, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u64 s[34:35], s[28:29]
	s_cbranch_scc1 .LBB6_89
.LBB6_13:
	s_and_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB6_88
.LBB6_14:
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v6, 0xff800000, v11, s2
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s12, v6, v6
	v_cmp_gt_f32_e64 s13, v12, v6
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s12, s13, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_and_b32 vcc_lo, s3, s12
	v_cmp_u_f32_e64 s12, v13, v13
	v_cndmask_b32_e32 v6, v6, v12, vcc_lo
	v_cmp_o_f32_e64 s13, v6, v6
	v_cmp_gt_f32_e64 s14, v13, v6
	s_and_b32 s13, s12, s13
	v_cmp_neq_f32_e64 s12, 0xff800000, v11
	s_or_b32 s13, s14, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	s_and_b32 s13, s4, s13
	s_and_b32 s12, s2, s12
	v_cndmask_b32_e64 v6, v6, v13, s13
	v_cndmask_b32_e64 v32, 0, v0, s12
	v_cmp_u_f32_e64 s12, v14, v14
	v_cmp_o_f32_e64 s14, v6, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v32, v32, v1, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, v14, v6
	s_and_b32 s12, s12, s14
	v_cndmask_b32_e64 v33, v32, v3, s13
	s_or_b32 s12, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_and_b32 vcc_lo, s5, s12
	v_dual_cndmask_b32 v32, v6, v14 :: v_dual_cndmask_b32 v33, v33, v5
	ds_store_b32 v15, v32
	ds_store_b32 v16, v33
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s1
	s_cbranch_execz .LBB6_16
	ds_load_2addr_stride64_b32 v[35:36], v16 offset1:2
	ds_load_2addr_stride64_b32 v[37:38], v15 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v36, v35
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v38, v37
	v_cmp_o_f32_e64 s13, v37, v37
	v_cmp_gt_f32_e64 s14, v38, v37
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v6, 0, 1, s13
	v_cndmask_b32_e64 v34, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v38, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v34.l, v6.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_cndmask_b32_e32 v6, v37, v38, vcc_lo
	v_cndmask_b32_e32 v34, v35, v36, vcc_lo
	ds_store_b32 v15, v6
	ds_store_b32 v16, v34
.LBB6_16:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s6
	s_cbranch_execz .LBB6_18
	ds_load_2addr_stride64_b32 v[35:36], v16 offset1:1
	ds_load_2addr_stride64_b32 v[37:38], v15 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v36, v35
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v38, v37
	v_cmp_o_f32_e64 s13, v37, v37
	v_cmp_gt_f32_e64 s14, v38, v37
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v6, 0, 1, s13
	v_cndmask_b32_e64 v34, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v38, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v34.l, v6.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_cndmask_b32_e32 v6, v37, v38, vcc_lo
	v_cndmask_b32_e32 v34, v35, v36, vcc_lo
	ds_store_b32 v15, v6
	ds_store_b32 v16, v34
.LBB6_18:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s7
	s_cbranch_execz .LBB6_20
	ds_load_2addr_b32 v[35:36], v16 offset1:32
	ds_load_2addr_b32 v[37:38], v15 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v36, v35
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v38, v37
	v_cmp_o_f32_e64 s13, v37, v37
	v_cmp_gt_f32_e64 s14, v38, v37
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v6, 0, 1, s13
	v_cndmask_b32_e64 v34, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v38, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v34.l, v6.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_cndmask_b32_e32 v6, v37, v38, vcc_lo
	v_cndmask_b32_e32 v34, v35, v36, vcc_lo
	ds_store_b32 v15, v6
	ds_store_b32 v16, v34
.LBB6_20:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s8
	s_cbranch_execz .LBB6_22
	ds_load_2addr_b32 v[35:36], v16 offset1:16
	ds_load_2addr_b32 v[37:38], v15 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v36, v35
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v38, v37
	v_cmp_o_f32_e64 s13, v37, v37
	v_cmp_gt_f32_e64 s14, v38, v37
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v6, 0, 1, s13
	v_cndmask_b32_e64 v34, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v38, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v34.l, v6.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_cndmask_b32_e32 v6, v37, v38, vcc_lo
	v_cndmask_b32_e32 v34, v35, v36, vcc_lo
	ds_store_b32 v15, v6
	ds_store_b32 v16, v34
.LBB6_22:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s9
	s_cbranch_execz .LBB6_24
	ds_load_2addr_b32 v[35:36], v16 offset1:8
	ds_load_2addr_b32 v[37:38], v15 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v36, v35
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v38, v37
	v_cmp_o_f32_e64 s13, v37, v37
	v_cmp_gt_f32_e64 s14, v38, v37
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v6, 0, 1, s13
	v_cndmask_b32_e64 v34, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v38, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v34.l, v6.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_cndmask_b32_e32 v6, v37, v38, vcc_lo
	v_cndmask_b32_e32 v34, v35, v36, vcc_lo
	ds_store_b32 v15, v6
	ds_store_b32 v16, v34
.LBB6_24:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s10
	s_cbranch_execz .LBB6_26
	ds_load_2addr_b32 v[35:36], v16 offset1:4
	ds_load_2addr_b32 v[37:38], v15 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v36, v35
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v38, v37
	v_cmp_o_f32_e64 s13, v37, v37
	v_cmp_gt_f32_e64 s14, v38, v37
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v6, 0, 1, s13
	v_cndmask_b32_e64 v34, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v38, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v34.l, v6.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_cndmask_b32_e32 v6, v37, v38, vcc_lo
	v_cndmask_b32_e32 v34, v35, v36, vcc_lo
	ds_store_b32 v15, v6
	ds_store_b32 v16, v34
.LBB6_26:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s11
	s_cbranch_execz .LBB6_28
	ds_load_2addr_b32 v[35:36], v16 offset1:2
	ds_load_2addr_b32 v[37:38], v15 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v36, v35
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v38, v37
	v_cmp_o_f32_e64 s13, v37, v37
	v_cmp_gt_f32_e64 s14, v38, v37
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v6, 0, 1, s13
	v_cndmask_b32_e64 v34, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v38, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v34.l, v6.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_cndmask_b32_e32 v6, v37, v38, vcc_lo
	v_cndmask_b32_e32 v34, v35, v36, vcc_lo
	ds_store_b32 v15, v6
	ds_store_b32 v16, v34
.LBB6_28:
	s_or_b32 exec_lo, exec_lo, s17
	v_add_nc_u32_e64 v6, 4, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s0
	s_cbranch_execz .LBB6_30
	ds_load_2addr_stride64_b32 v[36:37], v6 offset0:16 offset1:20
	ds_load_b32 v38, v16
	ds_load_b32 v39, v15
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v36, v38
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v37, v39
	v_cmp_o_f32_e64 s13, v39, v39
	v_cmp_gt_f32_e64 s14, v37, v39
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v34, 0, 1, s13
	v_cndmask_b32_e64 v35, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v37, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v34.l, v35.l, v34.l, vcc_lo
	v_and_b16 v34.l, 1, v34.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v34.l
	v_dual_cndmask_b32 v34, v39, v37 :: v_dual_cndmask_b32 v35, v38, v36
	ds_store_b32 v15, v34
	ds_store_b32 v16, v35
.LBB6_30:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s0
	s_cbranch_execz .LBB6_32
	ds_load_b32 v34, v7 offset:5120
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v7, v34 offset:6144
.LBB6_32:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v15, v32
	ds_store_b32 v16, v33
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s1
	s_cbranch_execz .LBB6_34
	ds_load_2addr_stride64_b32 v[34:35], v16 offset1:2
	ds_load_2addr_stride64_b32 v[36:37], v15 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v35, v34
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v37, v36
	v_cmp_o_f32_e64 s13, v36, v36
	v_cmp_gt_f32_e64 s14, v37, v36
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v32, 0, 1, s13
	v_cndmask_b32_e64 v33, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v37, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v32.l, v33.l, v32.l, vcc_lo
	v_and_b16 v32.l, 1, v32.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v32.l
	v_dual_cndmask_b32 v32, v36, v37 :: v_dual_cndmask_b32 v33, v34, v35
	ds_store_b32 v15, v32
	ds_store_b32 v16, v33
.LBB6_34:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s6
	s_cbranch_execz .LBB6_36
	ds_load_2addr_stride64_b32 v[34:35], v16 offset1:1
	ds_load_2addr_stride64_b32 v[36:37], v15 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v35, v34
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v37, v36
	v_cmp_o_f32_e64 s13, v36, v36
	v_cmp_gt_f32_e64 s14, v37, v36
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v32, 0, 1, s13
	v_cndmask_b32_e64 v33, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v37, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v32.l, v33.l, v32.l, vcc_lo
	v_and_b16 v32.l, 1, v32.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v32.l
	v_dual_cndmask_b32 v32, v36, v37 :: v_dual_cndmask_b32 v33, v34, v35
	ds_store_b32 v15, v32
	ds_store_b32 v16, v33
.LBB6_36:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s7
	s_cbranch_execz .LBB6_38
	ds_load_2addr_b32 v[34:35], v16 offset1:32
	ds_load_2addr_b32 v[36:37], v15 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v35, v34
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v37, v36
	v_cmp_o_f32_e64 s13, v36, v36
	v_cmp_gt_f32_e64 s14, v37, v36
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v32, 0, 1, s13
	v_cndmask_b32_e64 v33, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v37, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v32.l, v33.l, v32.l, vcc_lo
	v_and_b16 v32.l, 1, v32.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v32.l
	v_dual_cndmask_b32 v32, v36, v37 :: v_dual_cndmask_b32 v33, v34, v35
	ds_store_b32 v15, v32
	ds_store_b32 v16, v33
.LBB6_38:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s8
	s_cbranch_execz .LBB6_40
	ds_load_2addr_b32 v[34:35], v16 offset1:16
	ds_load_2addr_b32 v[36:37], v15 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v35, v34
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v37, v36
	v_cmp_o_f32_e64 s13, v36, v36
	v_cmp_gt_f32_e64 s14, v37, v36
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v32, 0, 1, s13
	v_cndmask_b32_e64 v33, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v37, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v32.l, v33.l, v32.l, vcc_lo
	v_and_b16 v32.l, 1, v32.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v32.l
	v_dual_cndmask_b32 v32, v36, v37 :: v_dual_cndmask_b32 v33, v34, v35
	ds_store_b32 v15, v32
	ds_store_b32 v16, v33
.LBB6_40:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s9
	s_cbranch_execz .LBB6_42
	ds_load_2addr_b32 v[34:35], v16 offset1:8
	ds_load_2addr_b32 v[36:37], v15 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v35, v34
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v37, v36
	v_cmp_o_f32_e64 s13, v36, v36
	v_cmp_gt_f32_e64 s14, v37, v36
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v32, 0, 1, s13
	v_cndmask_b32_e64 v33, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v37, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v32.l, v33.l, v32.l, vcc_lo
	v_and_b16 v32.l, 1, v32.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v32.l
	v_dual_cndmask_b32 v32, v36, v37 :: v_dual_cndmask_b32 v33, v34, v35
	ds_store_b32 v15, v32
	ds_store_b32 v16, v33
.LBB6_42:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s10
	s_cbranch_execz .LBB6_44
	ds_load_2addr_b32 v[34:35], v16 offset1:4
	ds_load_2addr_b32 v[36:37], v15 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v35, v34
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v37, v36
	v_cmp_o_f32_e64 s13, v36, v36
	v_cmp_gt_f32_e64 s14, v37, v36
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v32, 0, 1, s13
	v_cndmask_b32_e64 v33, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v37, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v32.l, v33.l, v32.l, vcc_lo
	v_and_b16 v32.l, 1, v32.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v32.l
	v_dual_cndmask_b32 v32, v36, v37 :: v_dual_cndmask_b32 v33, v34, v35
	ds_store_b32 v15, v32
	ds_store_b32 v16, v33
.LBB6_44:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s11
	s_cbranch_execz .LBB6_46
	ds_load_2addr_b32 v[34:35], v16 offset1:2
	ds_load_2addr_b32 v[36:37], v15 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v35, v34
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v37, v36
	v_cmp_o_f32_e64 s13, v36, v36
	v_cmp_gt_f32_e64 s14, v37, v36
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v32, 0, 1, s13
	v_cndmask_b32_e64 v33, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v37, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v32.l, v33.l, v32.l, vcc_lo
	v_and_b16 v32.l, 1, v32.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v32.l
	v_dual_cndmask_b32 v32, v36, v37 :: v_dual_cndmask_b32 v33, v34, v35
	ds_store_b32 v15, v32
	ds_store_b32 v16, v33
.LBB6_46:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s0
	s_cbranch_execz .LBB6_48
	ds_load_2addr_stride64_b32 v[33:34], v6 offset0:16 offset1:20
	ds_load_b32 v35, v16
	ds_load_b32 v36, v15
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v33, v35
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v34, v36
	v_cmp_o_f32_e64 s13, v36, v36
	v_cmp_gt_f32_e64 s14, v34, v36
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 s13, s13, vcc_lo
	s_or_b32 s12, s14, s12
	v_cndmask_b32_e64 v6, 0, 1, s13
	v_cndmask_b32_e64 v32, 0, 1, s12
	v_cmp_u_f32_e32 vcc_lo, v34, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v32.l, v6.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_cndmask_b32_e32 v6, v36, v34, vcc_lo
	v_cndmask_b32_e32 v32, v35, v33, vcc_lo
	ds_store_b32 v15, v6
	ds_store_b32 v16, v32
.LBB6_48:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s0
	s_cbranch_execz .LBB6_50
	ds_load_b32 v6, v7 offset:4096
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v6, v6
	ds_store_b32 v7, v6 offset:6152
.LBB6_50:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s2
	s_cbranch_execnz .LBB6_61
	s_or_b32 exec_lo, exec_lo, s12
	s_and_saveexec_b32 s12, s3
	s_cbranch_execnz .LBB6_62
.LBB6_52:
	s_or_b32 exec_lo, exec_lo, s12
	s_and_saveexec_b32 s12, s4
	s_cbranch_execnz .LBB6_63
.LBB6_53:
	s_or_b32 exec_lo, exec_lo, s12
	s_and_saveexec_b32 s12, s5
	s_cbranch_execz .LBB6_55
.LBB6_54:
	ds_load_b32 v6, v7 offset:6144
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v6, v14, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v6
	v_cndmask_b32_e32 v32, 0xc2d00000, v6, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v32
	v_cndmask_b32_e32 v32, 0x42b20000, v32, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v33, 0x3fb8aa3b, v32
	v_add_f32_e32 v33, 0x4b400000, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v34, 0xcb400000, v33
	v_mul_f32_e32 v35, 0xbf317200, v34
	v_mul_f32_e32 v34, 0x35bfbe8e, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, v32, v35
	v_sub_f32_e32 v35, v32, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v36, v35, v35
	v_mul_f32_e32 v37, 0x3331bb4c, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v37, 0xb5ddea0e, v37
	v_mul_f32_e32 v37, v36, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v37, 0x388ab355, v37
	v_mul_f32_e32 v37, v36, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v37, 0xbb360b61, v37
	v_mul_f32_e32 v37, v36, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v37, 0x3e2aaaab, v37
	v_mul_f32_e32 v36, v36, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v36, v35, v36
	v_mul_f32_e32 v35, v35, v36
	v_sub_f32_e32 v36, 2.0, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v37, null, v36, v36, v35
	v_div_scale_f32 v40, vcc_lo, v35, v36, v35
	v_rcp_f32_e32 v38, v37
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v39, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v39, v40, v38
	v_fma_f32 v41, -v37, v39, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v39, v41, v38
	v_fma_f32 v37, -v37, v39, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v37, v37, v38, v39
	v_cmp_o_f32_e32 vcc_lo, v6, v6
	v_div_fixup_f32 v35, v37, v36, v35
	v_add_nc_u32_e32 v36, 0xb4c00100, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v34, v34, v35
	v_lshrrev_b32_e32 v35, 1, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v32, v32, v34
	v_sub_nc_u32_e32 v33, v33, v35
	v_lshl_add_u32 v34, v35, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v32, 1.0, v32
	v_lshl_add_u32 v33, v33, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v32, v32, v34
	v_mul_f32_e32 v32, v32, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v6, 0x7fc00000, v32, vcc_lo
	ds_store_b32 v10, v6 offset:3072
.LBB6_55:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s0
	s_cbranch_execz .LBB6_68
	v_mov_b32_e32 v6, 0
	s_and_not1_b32 vcc_lo, exec_lo, s23
	s_cbranch_vccnz .LBB6_67
	s_and_not1_b32 vcc_lo, exec_lo, s104
	s_cbranch_vccnz .LBB6_64
	s_mov_b64 s[12:13], 0
	s_mov_b32 s17, 0
	.p2align	6
.LBB6_59:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v38, s17
	s_add_u32 s12, s12, 8
	s_addc_u32 s13, s13, 0
	s_add_i32 s17, s17, 32
	s_cmp_lg_u64 s[18:19], s[12:13]
	ds_load_2addr_b32 v[32:33], v38 offset1:1
	ds_load_2addr_b32 v[34:35], v38 offset0:2 offset1:3
	ds_load_2addr_b32 v[36:37], v38 offset0:4 offset1:5
	ds_load_2addr_b32 v[38:39], v38 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v6, v6, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v6, v6, v33
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v6, v6, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v6, v6, v35
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v6, v6, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v6, v6, v37
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v38
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v6, v6, v39
	s_cbranch_scc1 .LBB6_59
	s_mov_b64 s[12:13], s[18:19]
	s_mov_b32 s17, s41
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s17
	s_cbranch_vccnz .LBB6_65
	s_branch .LBB6_67
.LBB6_61:
	ds_load_b32 v6, v7 offset:6144
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v6, v11, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v6
	v_cndmask_b32_e32 v32, 0xc2d00000, v6, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v32
	v_cndmask_b32_e32 v32, 0x42b20000, v32, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v33, 0x3fb8aa3b, v32
	v_add_f32_e32 v33, 0x4b400000, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v34, 0xcb400000, v33
	v_mul_f32_e32 v35, 0xbf317200, v34
	v_mul_f32_e32 v34, 0x35bfbe8e, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, v32, v35
	v_sub_f32_e32 v35, v32, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v36, v35, v35
	v_mul_f32_e32 v37, 0x3331bb4c, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v37, 0xb5ddea0e, v37
	v_mul_f32_e32 v37, v36, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v37, 0x388ab355, v37
	v_mul_f32_e32 v37, v36, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v37, 0xbb360b61, v37
	v_mul_f32_e32 v37, v36, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v37, 0x3e2aaaab, v37
	v_mul_f32_e32 v36, v36, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v36, v35, v36
	v_mul_f32_e32 v35, v35, v36
	v_sub_f32_e32 v36, 2.0, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v37, null, v36, v36, v35
	v_div_scale_f32 v40, vcc_lo, v35, v36, v35
	v_rcp_f32_e32 v38, v37
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v39, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v39, v40, v38
	v_fma_f32 v41, -v37, v39, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v39, v41, v38
	v_fma_f32 v37, -v37, v39, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v37, v37, v38, v39
	v_cmp_o_f32_e32 vcc_lo, v6, v6
	v_div_fixup_f32 v35, v37, v36, v35
	v_add_nc_u32_e32 v36, 0xb4c00100, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v34, v34, v35
	v_lshrrev_b32_e32 v35, 1, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v32, v32, v34
	v_sub_nc_u32_e32 v33, v33, v35
	v_lshl_add_u32 v34, v35, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v32, 1.0, v32
	v_lshl_add_u32 v33, v33, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v32, v32, v34
	v_mul_f32_e32 v32, v32, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v6, 0x7fc00000, v32, vcc_lo
	ds_store_b32 v10, v6
	s_or_b32 exec_lo, exec_lo, s12
	s_and_saveexec_b32 s12, s3
	s_cbranch_execz .LBB6_52
.LBB6_62:
	ds_load_b32 v6, v7 offset:6144
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v6, v12, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v6
	v_cndmask_b32_e32 v32, 0xc2d00000, v6, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v32
	v_cndmask_b32_e32 v32, 0x42b20000, v32, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v33, 0x3fb8aa3b, v32
	v_add_f32_e32 v33, 0x4b400000, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v34, 0xcb400000, v33
	v_mul_f32_e32 v35, 0xbf317200, v34
	v_mul_f32_e32 v34, 0x35bfbe8e, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, v32, v35
	v_sub_f32_e32 v35, v32, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v36, v35, v35
	v_mul_f32_e32 v37, 0x3331bb4c, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v37, 0xb5ddea0e, v37
	v_mul_f32_e32 v37, v36, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v37, 0x388ab355, v37
	v_mul_f32_e32 v37, v36, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v37, 0xbb360b61, v37
	v_mul_f32_e32 v37, v36, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v37, 0x3e2aaaab, v37
	v_mul_f32_e32 v36, v36, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v36, v35, v36
	v_mul_f32_e32 v35, v35, v36
	v_sub_f32_e32 v36, 2.0, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v37, null, v36, v36, v35
	v_div_scale_f32 v40, vcc_lo, v35, v36, v35
	v_rcp_f32_e32 v38, v37
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v39, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v39, v40, v38
	v_fma_f32 v41, -v37, v39, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v39, v41, v38
	v_fma_f32 v37, -v37, v39, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v37, v37, v38, v39
	v_cmp_o_f32_e32 vcc_lo, v6, v6
	v_div_fixup_f32 v35, v37, v36, v35
	v_add_nc_u32_e32 v36, 0xb4c00100, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v34, v34, v35
	v_lshrrev_b32_e32 v35, 1, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v32, v32, v34
	v_sub_nc_u32_e32 v33, v33, v35
	v_lshl_add_u32 v34, v35, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v32, 1.0, v32
	v_lshl_add_u32 v33, v33, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v32, v32, v34
	v_mul_f32_e32 v32, v32, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v6, 0x7fc00000, v32, vcc_lo
	ds_store_b32 v10, v6 offset:1024
	s_or_b32 exec_lo, exec_lo, s12
	s_and_saveexec_b32 s12, s4
	s_cbranch_execz .LBB6_53
.LBB6_63:
	ds_load_b32 v6, v7 offset:6144
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v6, v13, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v6
	v_cndmask_b32_e32 v32, 0xc2d00000, v6, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v32
	v_cndmask_b32_e32 v32, 0x42b20000, v32, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v33, 0x3fb8aa3b, v32
	v_add_f32_e32 v33, 0x4b400000, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v34, 0xcb400000, v33
	v_mul_f32_e32 v35, 0xbf317200, v34
	v_mul_f32_e32 v34, 0x35bfbe8e, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, v32, v35
	v_sub_f32_e32 v35, v32, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v36, v35, v35
	v_mul_f32_e32 v37, 0x3331bb4c, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v37, 0xb5ddea0e, v37
	v_mul_f32_e32 v37, v36, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v37, 0x388ab355, v37
	v_mul_f32_e32 v37, v36, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v37, 0xbb360b61, v37
	v_mul_f32_e32 v37, v36, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v37, 0x3e2aaaab, v37
	v_mul_f32_e32 v36, v36, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v36, v35, v36
	v_mul_f32_e32 v35, v35, v36
	v_sub_f32_e32 v36, 2.0, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v37, null, v36, v36, v35
	v_div_scale_f32 v40, vcc_lo, v35, v36, v35
	v_rcp_f32_e32 v38, v37
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v39, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v39, v40, v38
	v_fma_f32 v41, -v37, v39, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v39, v41, v38
	v_fma_f32 v37, -v37, v39, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v37, v37, v38, v39
	v_cmp_o_f32_e32 vcc_lo, v6, v6
	v_div_fixup_f32 v35, v37, v36, v35
	v_add_nc_u32_e32 v36, 0xb4c00100, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v34, v34, v35
	v_lshrrev_b32_e32 v35, 1, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v32, v32, v34
	v_sub_nc_u32_e32 v33, v33, v35
	v_lshl_add_u32 v34, v35, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v32, 1.0, v32
	v_lshl_add_u32 v33, v33, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v32, v32, v34
	v_mul_f32_e32 v32, v32, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v6, 0x7fc00000, v32, vcc_lo
	ds_store_b32 v10, v6 offset:2048
	s_or_b32 exec_lo, exec_lo, s12
	s_and_saveexec_b32 s12, s5
	s_cbranch_execnz .LBB6_54
	s_branch .LBB6_55
.LBB6_64:
	s_mov_b64 s[12:13], 0
	s_cbranch_execz .LBB6_67
.LBB6_65:
	s_lshl_b32 s17, s12, 2
	v_readlane_b32 s12, v76, 0
	v_readlane_b32 s13, v76, 1
.LBB6_66:
	v_mov_b32_e32 v32, s17
	s_add_i32 s17, s17, 4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_add_u32 s12, s12, -1
	s_addc_u32 s13, s13, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[12:13], 0
	ds_load_b32 v32, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v32
	s_cbranch_scc1 .LBB6_66
.LBB6_67:
	ds_store_b32 v7, v6 offset:6148
.LBB6_68:
	s_or_b32 exec_lo, exec_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s33
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB6_77
	s_add_u32 s14, s34, s38
	v_mov_b32_e32 v32, v11
	s_addc_u32 s12, s35, s39
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_i32 s17, s12, 0xcd9e8d57
	s_mul_hi_u32 vcc_hi, s12, 0xcd9e8d57
	s_and_saveexec_b32 s40, s2
	s_cbranch_execnz .LBB6_82
	s_or_b32 exec_lo, exec_lo, s40
	v_mov_b32_e32 v33, v12
	s_and_saveexec_b32 s40, s3
	s_cbranch_execnz .LBB6_83
.LBB6_72:
	s_or_b32 exec_lo, exec_lo, s40
	v_mov_b32_e32 v34, v13
	s_and_saveexec_b32 s40, s4
	s_cbranch_execz .LBB6_74
.LBB6_73:
	v_xor_b32_e32 v6, s17, v20
	s_xor_b32 s12, s36, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s12, s12, s14
	s_mul_hi_u32 s13, s12, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v6, 0
	v_xor_b32_e32 v6, s13, v27
	s_mul_i32 s12, s12, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_xor3_b32 v37, s12, s92, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v6, 0
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v37, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v6, v36, v28
	v_xor3_b32 v38, v38, s93, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v6, 0
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v38, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, s94, v36, v34
	v_xor3_b32 v36, v39, s96, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v6, 0
	v_xor3_b32 v6, s95, v35, v37
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v36, 0
	v_xor3_b32 v34, v36, s97, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v6, 0
	v_xor3_b32 v6, s98, v37, v38
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v34, 0
	v_xor3_b32 v34, v38, s100, v36
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v6, 0
	v_mul_hi_u32 v34, 0xcd9e8d57, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, s99, v39, v35
	v_xor3_b32 v36, v34, s101, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v6, 0
	v_xor3_b32 v6, s102, v35, v37
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v35, 0xd2511f53, v36
	v_mul_lo_u32 v6, 0xcd9e8d57, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v34, v35, s103, v34
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v34, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v6, v6, v38, s37
	v_cvt_f64_u32_e32 v[34:35], v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[34:35], v[34:35], 0.5
	v_ldexp_f64 v[34:35], v[34:35], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v6, 0x95f62, v35
	v_and_b32_e32 v35, 0xfffff, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v35, 0x3fe6a09e, v35
	v_add_f64 v[38:39], v[34:35], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], v[38:39], 2.0
	v_div_scale_f64 v[42:43], null, v[40:41], v[40:41], v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[34:35], v[42:43]
	v_fma_f64 v[44:45], -v[42:43], v[34:35], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_fma_f64 v[44:45], v[34:35], v[44:45], v[34:35]
	ds_load_b96 v[34:36], v7 offset:6144
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v46, null, v35, v35, 1.0
	v_sub_f32_e32 v56, v13, v34
	v_rcp_f32_e32 v47, v46
	v_xor_b32_e32 v46, 0x80000000, v46
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v48, v46, v47, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v47, v48, v47
	v_div_scale_f32 v48, vcc_lo, 1.0, v35, 1.0
	v_mul_f32_e32 v49, v48, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v50, v46, v49, v48
	v_fmac_f32_e32 v49, v50, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v48, v46, v49
	v_div_fmas_f32 v55, v48, v47, v49
	v_fma_f64 v[46:47], -v[42:43], v[44:45], 1.0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v56
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v55, v55, v35, 1.0
	v_cndmask_b32_e32 v34, 0xc2d00000, v56, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	v_fma_f64 v[44:45], v[44:45], v[46:47], v[44:45]
	v_div_scale_f64 v[46:47], s12, v[38:39], v[40:41], v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[48:49], v[46:47], v[44:45]
	v_fma_f64 v[42:43], -v[42:43], v[48:49], v[46:47]
	v_mul_f32_e32 v46, 0x3fb8aa3b, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v57, 0x4b400000, v46
	v_add_f32_e32 v46, 0xcb400000, v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v59, 0x35bfbe8e, v46
	v_mul_f32_e32 v47, 0xbf317200, v46
	v_add_f32_e32 v58, v34, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v34, v58, v59
	v_mul_f32_e32 v46, v34, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v47, 0x3331bb4c, v46
	v_add_f32_e32 v47, 0xb5ddea0e, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v47, v46, v47
	v_add_f32_e32 v47, 0x388ab355, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v47, v46, v47
	v_add_f32_e32 v47, 0xbb360b61, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v47, v46, v47
	v_add_f32_e32 v47, 0x3e2aaaab, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v46, v46, v47
	v_sub_f32_e32 v46, v34, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v60, v34, v46
	v_sub_f32_e32 v61, 2.0, v46
	v_lshrrev_b32_e32 v6, 20, v6
	v_div_scale_f32 v34, null, v61, v61, v60
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v46, v34
	v_fma_f32 v47, -v34, v46, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v46, v47, v46
	v_div_scale_f32 v47, vcc_lo, v60, v61, v60
	v_mul_f32_e32 v50, v47, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v51, -v34, v50, v47
	v_fmac_f32_e32 v50, v51, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v34, -v34, v50, v47
	v_div_fmas_f32 v62, v34, v46, v50
	s_mov_b32 vcc_lo, s12
	v_add_co_u32 v6, s12, 0xfffffc01, v6
	v_div_fmas_f64 v[42:43], v[42:43], v[44:45], v[48:49]
	v_add_co_ci_u32_e64 v34, null, 0, -1, s12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[40:41], v[42:43], v[40:41], v[38:39]
	v_mul_f64 v[42:43], v[40:41], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[44:45], v[42:43], v[42:43]
	v_mul_f64 v[46:47], v[44:45], s[44:45]
	v_mul_f64 v[48:49], v[44:45], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[46:47], v[46:47], s[46:47]
	v_add_f64 v[48:49], v[48:49], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[46:47], v[44:45], v[46:47]
	v_mul_f64 v[48:49], v[44:45], v[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[46:47], v[46:47], s[48:49]
	v_add_f64 v[48:49], v[48:49], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[46:47], v[44:45], v[46:47]
	v_mul_f64 v[44:45], v[44:45], v[48:49]
	v_cvt_f64_u32_e32 v[48:49], v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[46:47], v[46:47], s[50:51]
	v_mul_f64 v[42:43], v[42:43], v[46:47]
	v_cvt_f64_i32_e32 v[46:47], v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[42:43], v[44:45], v[42:43]
	v_mul_f64 v[44:45], v[38:39], 0.5
	v_ldexp_f64 v[46:47], v[46:47], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[44:45], v[38:39], v[44:45]
	v_add_f64 v[46:47], v[46:47], v[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[42:43], v[44:45], v[42:43]
	v_mul_f64 v[40:41], v[40:41], v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[42:43], v[46:47], s[52:53]
	v_add_f64 v[40:41], v[42:43], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], v[40:41], -v[44:45]
	v_add_f64 v[38:39], v[38:39], v[40:41]
	v_mul_f64 v[40:41], v[46:47], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[38:39], v[40:41], v[38:39]
	v_mul_f64 v[38:39], v[38:39], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[38:39]
	v_cndmask_b32_e64 v6, 0, 0x100, vcc_lo
	v_ldexp_f64 v[38:39], v[38:39], v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[40:41], v[38:39]
	v_mul_f64 v[42:43], v[38:39], v[40:41]
	v_mul_f64 v[40:41], v[40:41], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[44:45], -v[40:41], v[42:43], 0.5
	v_fma_f64 v[42:43], v[42:43], v[44:45], v[42:43]
	v_fma_f64 v[40:41], v[40:41], v[44:45], v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[44:45], -v[42:43], v[42:43], v[38:39]
	v_fma_f64 v[42:43], v[44:45], v[40:41], v[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[44:45], -v[42:43], v[42:43], v[38:39]
	v_fma_f64 v[40:41], v[44:45], v[40:41], v[42:43]
	v_cvt_f64_u32_e32 v[42:43], v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[42:43], v[42:43], 0.5
	v_ldexp_f64 v[42:43], v[42:43], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[42:43], v[42:43], s[56:57]
	v_mul_f64 v[44:45], v[42:43], s[58:59]
	v_bfe_u32 v6, v43, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[44:45], 0x43380000, v[44:45]
	v_add_f64 v[45:46], 0xc3380000, v[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[47:48], v[45:46], s[60:61]
	v_add_f64 v[42:43], v[42:43], v[47:48]
	v_mul_f64 v[47:48], v[45:46], s[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[49:50], v[42:43], -v[47:48]
	v_lshrrev_b32_e32 v34, 20, v50
	v_mov_b32_e32 v50, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v34, 0x7ff, v34
	v_add_nc_u32_e32 v49, 16, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s12, v[49:50], v[6:7]
	v_mul_f64 v[49:50], v[45:46], s[64:65]
	v_mul_f64 v[45:46], v[45:46], s[66:67]
	v_cndmask_b32_e64 v6, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[38:39], 0x260
	v_ldexp_f64 v[40:41], v[40:41], v6
	v_and_b32_e32 v6, 1, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s13, 0, v[6:7]
	v_add_f64 v[51:52], v[42:43], v[49:50]
	v_dual_cndmask_b32 v39, v41, v39 :: v_dual_cndmask_b32 v38, v40, v38
	v_cmp_eq_f32_e32 vcc_lo, v36, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v54, v43, v52, s12
	v_cndmask_b32_e64 v53, v42, v51, s12
	v_add_f64 v[42:43], v[42:43], -v[51:52]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[42:43], v[42:43], v[49:50]
	v_add_f64 v[42:43], v[45:46], -v[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v43, v48, v43, s12
	v_cndmask_b32_e64 v42, v47, v42, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[34:35], v[53:54], -v[42:43]
	v_add_f64 v[36:37], v[53:54], -v[34:35]
	v_mul_f64 v[40:41], v[34:35], v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[36:37], -v[42:43]
	v_mul_f64 v[42:43], v[40:41], s[86:87]
	v_mul_f64 v[45:46], v[40:41], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[49:50], v[36:37], 0.5
	v_add_f64 v[42:43], v[42:43], s[88:89]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[47:48], v[40:41], v[45:46]
	v_mul_f64 v[45:46], v[45:46], v[45:46]
	v_mul_f64 v[42:43], v[47:48], v[42:43]
	v_mul_f64 v[47:48], v[40:41], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[47:48], v[47:48], s[82:83]
	v_mul_f64 v[47:48], v[40:41], v[47:48]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[47:48], v[47:48], s[84:85]
	v_add_f64 v[42:43], v[42:43], v[47:48]
	v_mul_f64 v[47:48], v[40:41], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[47:48], v[47:48], s[76:77]
	v_mul_f64 v[47:48], v[40:41], v[47:48]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[47:48], v[47:48], s[78:79]
	v_mul_f64 v[45:46], v[45:46], v[47:48]
	v_mul_f64 v[47:48], v[40:41], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[47:48], v[47:48], s[70:71]
	v_mul_f64 v[47:48], v[40:41], v[47:48]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[47:48], v[47:48], s[72:73]
	v_mul_f64 v[47:48], v[40:41], v[47:48]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[45:46], v[47:48], v[45:46]
	v_mul_f64 v[47:48], v[34:35], v[40:41]
	v_mul_f64 v[45:46], v[40:41], v[45:46]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[42:43], v[47:48], v[42:43]
	v_add_f64 v[42:43], v[49:50], -v[42:43]
	v_mul_f64 v[49:50], v[40:41], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[40:41], v[40:41], v[42:43]
	v_add_f64 v[51:52], -v[49:50], 1.0
	v_mul_f64 v[42:43], v[34:35], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[40:41], -v[36:37]
	v_add_f64 v[53:54], -v[51:52], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[42:43], v[45:46], -v[42:43]
	v_add_f64 v[49:50], v[53:54], -v[49:50]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[40:41], v[49:50], v[42:43]
	v_mul_f64 v[42:43], v[47:48], s[90:91]
	v_add_f64 v[40:41], v[51:52], v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[36:37], v[42:43]
	v_xor_b32_e32 v6, 0x80000000, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[34:35], v[34:35], -v[36:37]
	v_dual_mov_b32 v37, v7 :: v_dual_and_b32 v36, 2, v44
	v_cmp_eq_u64_e64 s12, 0, v[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v6, v6, v41, s12
	v_xor_b32_e32 v36, 0x80000000, v35
	v_cndmask_b32_e64 v34, v34, v40, s13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v35, v35, v36, s12
	v_add_nc_u32_e32 v36, 0xb4c00100, v57
	v_cmp_o_f32_e64 s12, v56, v56
	v_cndmask_b32_e64 v35, v35, v6, s13
	v_div_fixup_f32 v6, v62, v61, v60
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v36, 1, v36
	v_mul_f64 v[34:35], v[34:35], v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v37, v57, v36
	v_lshl_add_u32 v36, v36, 23, 0xff800000
	v_cvt_f32_f64_e32 v34, v[34:35]
	v_dual_add_f32 v35, v13, v13 :: v_dual_sub_f32 v6, v59, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v35, 0x3d4ccccd, v35 :: v_dual_sub_f32 v6, v58, v6
	v_add_f32_e32 v6, 1.0, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v6, v36
	v_lshl_add_u32 v36, v37, 23, 0x7f800000
	v_mul_f32_e32 v6, v6, v36
	global_load_b32 v36, v[8:9], off offset:2048
	v_cndmask_b32_e64 v6, 0x7fc00000, v6, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v55, v6
	v_mul_f32_e32 v34, v31, v34
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v35, v35, v36
	v_add_f32_e32 v6, v35, v6
	v_cndmask_b32_e64 v35, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v6, v35, v6
	v_mul_f32_e32 v6, s16, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v6, v13, v6
	v_add_f32_e32 v6, v34, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v34, 0x7fffffff, v6
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v34
	v_cndmask_b32_e32 v34, 0x7fc00000, v6, vcc_lo
.LBB6_74:
	s_or_b32 exec_lo, exec_lo, s40
	v_mov_b32_e32 v6, v14
	s_and_saveexec_b32 s12, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s40, exec_lo, s12
	s_cbranch_execz .LBB6_76
	v_xor_b32_e32 v6, s17, v22
	s_xor_b32 s12, s36, vcc_hi
	global_load_b32 v75, v[8:9], off offset:3072
	s_xor_b32 s12, s12, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s13, s12, 0xd2511f53
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v6, 0
	s_mul_i32 s12, s12, 0xd2511f53
	v_xor_b32_e32 v6, s13, v29
	v_xor3_b32 v38, s12, s92, v36
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v38, 0
	v_xor_b32_e32 v6, v37, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v39, v39, s93, v36
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v39, 0
	v_xor3_b32 v6, s94, v37, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v37, v40, s96, v36
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v37, 0
	v_xor3_b32 v6, s95, v36, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v37, v41, s97, v35
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v37, 0
	v_xor3_b32 v6, s98, v36, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v38, v38, s100, v35
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v6, 0xcd9e8d57, v38
	v_xor3_b32 v36, s99, v36, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, v6, s101, v35
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v36, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v6, 0xd2511f53, v6
	v_xor3_b32 v36, s102, v36, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, v6, s103, v35
	v_mul_lo_u32 v35, 0xcd9e8d57, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v6, 0
	v_xor3_b32 v6, v35, v39, s37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[35:36], v6
	v_add_f64 v[35:36], v[35:36], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[35:36], v[35:36], 0xffffffe0
	v_add_nc_u32_e32 v6, 0x95f62, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v36, 0xfffff, v6
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
	ds_load_b96 v[35:37], v7 offset:6144
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v35, v14, v35
	v_lshrrev_b32_e32 v6, 20, v6
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
	v_div_scale_f64 v[49:50], s12, v[39:40], v[41:42], v[39:40]
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
	v_div_scale_f32 v49, s13, v71, v72, v71
	v_fmac_f32_e32 v55, v51, v50
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v56, v49, v54
	v_div_fmas_f32 v73, v55, v53, v50
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v58, -v52, v56, v49
	s_mov_b32 vcc_lo, s13
	v_div_fixup_f32 v36, v73, v36, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v56, v58, v54
	v_fma_f32 v49, -v52, v56, v49
	s_delay_alu instid0(VALU_DEP_1)
	v_div_fmas_f32 v74, v49, v54, v56
	s_mov_b32 vcc_lo, s12
	v_add_co_u32 v6, s12, 0xfffffc01, v6
	v_div_fmas_f64 v[43:44], v[43:44], v[45:46], v[47:48]
	v_cvt_f64_u32_e32 v[45:46], v38
	v_add_co_ci_u32_e64 v38, null, 0, -1, s12
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
	v_mul_f64 v[45:46], v[45:46], s[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[49:50], v[47:48], s[44:45]
	v_mul_f64 v[51:52], v[47:48], s[26:27]
	v_mul_f64 v[53:54], v[45:46], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[49:50], v[49:50], s[46:47]
	v_add_f64 v[51:52], v[51:52], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[53:54], 0x43380000, v[53:54]
	v_mul_f64 v[49:50], v[47:48], v[49:50]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[51:52], v[47:48], v[51:52]
	v_add_f64 v[54:55], 0xc3380000, v[53:54]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[49:50], v[49:50], s[48:49]
	v_add_f64 v[51:52], v[51:52], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[56:57], v[54:55], s[60:61]
	v_mul_f64 v[49:50], v[47:48], v[49:50]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[47:48], v[47:48], v[51:52]
	v_add_f64 v[51:52], v[45:46], v[56:57]
	v_cvt_f64_u32_e32 v[56:57], v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[49:50], v[49:50], s[50:51]
	v_add_f64 v[56:57], v[58:59], v[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[43:44], v[43:44], v[49:50]
	v_mul_f64 v[49:50], v[54:55], s[64:65]
	v_mul_f64 v[62:63], v[56:57], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[43:44], v[47:48], v[43:44]
	v_add_f64 v[47:48], v[51:52], v[49:50]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[43:44], v[60:61], v[43:44]
	v_add_f64 v[58:59], v[51:52], -v[47:48]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[41:42], v[41:42], v[43:44]
	v_mul_f64 v[43:44], v[54:55], s[62:63]
	v_mul_f64 v[54:55], v[54:55], s[66:67]
	v_add_f64 v[49:50], v[58:59], v[49:50]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[41:42], v[62:63], v[41:42]
	v_add_f64 v[58:59], v[51:52], -v[43:44]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[49:50], v[54:55], -v[49:50]
	v_mov_b32_e32 v55, v7
	v_add_f64 v[41:42], v[41:42], -v[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v6, 20, v59
	v_and_b32_e32 v38, 0x7ff, v6
	v_bfe_u32 v6, v46, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v54, 16, v38
	v_cmp_lt_u64_e32 vcc_lo, v[54:55], v[6:7]
	v_dual_cndmask_b32 v44, v44, v50 :: v_dual_cndmask_b32 v43, v43, v49
	v_mul_f64 v[49:50], v[56:57], s[54:55]
	v_dual_cndmask_b32 v46, v52, v48 :: v_dual_cndmask_b32 v45, v51, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[47:48], v[45:46], -v[43:44]
	v_add_f64 v[38:39], v[39:40], v[41:42]
	v_mul_f64 v[40:41], v[47:48], v[47:48]
	v_add_f64 v[45:46], v[45:46], -v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[38:39], v[49:50], v[38:39]
	v_mul_f64 v[49:50], v[40:41], s[80:81]
	v_mul_f64 v[51:52], v[40:41], s[68:69]
	v_mul_f64 v[54:55], v[40:41], s[74:75]
	v_mul_f64 v[56:57], v[40:41], s[86:87]
	v_mul_f64 v[58:59], v[40:41], v[40:41]
	v_add_f64 v[42:43], v[45:46], -v[43:44]
	v_mul_f64 v[64:65], v[40:41], 0.5
	v_mul_f64 v[38:39], v[38:39], -2.0
	v_and_b32_e32 v46, 2, v53
	v_add_f64 v[49:50], v[49:50], s[82:83]
	v_add_f64 v[51:52], v[51:52], s[70:71]
	v_add_f64 v[54:55], v[54:55], s[76:77]
	v_add_f64 v[56:57], v[56:57], s[88:89]
	v_mul_f64 v[60:61], v[40:41], v[58:59]
	v_mul_f64 v[44:45], v[58:59], v[58:59]
	v_mul_f64 v[58:59], v[47:48], v[40:41]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[38:39]
	v_add_f64 v[66:67], -v[64:65], 1.0
	v_mul_f64 v[49:50], v[40:41], v[49:50]
	v_mul_f64 v[51:52], v[40:41], v[51:52]
	v_mul_f64 v[54:55], v[40:41], v[54:55]
	v_mul_f64 v[56:57], v[60:61], v[56:57]
	v_cndmask_b32_e64 v6, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[38:39], v[38:39], v6
	v_cndmask_b32_e64 v6, 0, 0xffffff80, vcc_lo
	v_add_f64 v[49:50], v[49:50], s[84:85]
	v_add_f64 v[51:52], v[51:52], s[72:73]
	v_add_f64 v[54:55], v[54:55], s[78:79]
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
	v_mul_f64 v[56:57], v[58:59], s[90:91]
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
	v_mov_b32_e32 v47, v7
	v_cmp_eq_u64_e64 s12, 0, v[46:47]
	v_fma_f64 v[42:43], v[42:43], v[51:52], v[49:50]
	v_add_f64 v[44:45], v[66:67], v[44:45]
	v_xor_b32_e32 v46, 0x80000000, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v41, v41, v46, s12
	v_ldexp_f64 v[42:43], v[42:43], v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v48, 0x80000000, v45
	v_and_b32_e32 v6, 1, v53
	v_cndmask_b32_e64 v45, v48, v45, s12
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v39, v43, v39, vcc_lo
	v_cmp_eq_u64_e64 s12, 0, v[6:7]
	v_cndmask_b32_e32 v38, v42, v38, vcc_lo
	v_div_fixup_f32 v6, v74, v72, v71
	v_cmp_o_f32_e32 vcc_lo, v35, v35
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v41, v41, v45, s12
	v_cndmask_b32_e64 v40, v40, v44, s12
	v_mul_f64 v[38:39], v[40:41], v[38:39]
	v_add_nc_u32_e32 v40, 0xb4c00100, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cvt_f32_f64_e32 v38, v[38:39]
	v_add_f32_e32 v39, v14, v14
	v_lshrrev_b32_e32 v40, 1, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v35, 0x3d4ccccd, v39 :: v_dual_sub_f32 v6, v69, v6
	v_sub_nc_u32_e32 v41, v68, v40
	v_lshl_add_u32 v40, v40, 23, 0xff800000
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_sub_f32 v35, v35, v75 :: v_dual_sub_f32 v6, v70, v6
	v_lshl_add_u32 v41, v41, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v6, 1.0, v6
	v_mul_f32_e32 v6, v6, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v6, v41
	v_cndmask_b32_e32 v6, 0x7fc00000, v6, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v37, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v6, v36, v6
	v_cndmask_b32_e64 v36, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v6, v35, v6
	v_mul_f32_e32 v35, v31, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v6, v36, v6
	v_mul_f32_e32 v6, s16, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v6, v14, v6
	v_add_f32_e32 v6, v35, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v35, 0x7fffffff, v6
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v35
	v_cndmask_b32_e32 v6, 0x7fc00000, v6, vcc_lo
.LBB6_76:
	s_or_b32 exec_lo, exec_lo, s40
	s_branch .LBB6_12
.LBB6_77:
	s_cbranch_execz .LBB6_12
	s_and_saveexec_b32 s13, s2
	s_cbranch_execnz .LBB6_84
	s_or_b32 exec_lo, exec_lo, s13
	s_and_saveexec_b32 s13, s3
	s_cbranch_execnz .LBB6_85
.LBB6_80:
	s_or_b32 exec_lo, exec_lo, s13
	s_and_saveexec_b32 s13, s4
	s_cbranch_execnz .LBB6_86
.LBB6_81:
	s_or_b32 exec_lo, exec_lo, s13
	s_and_saveexec_b32 s12, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s13, exec_lo, s12
	s_cbranch_execz .LBB6_11
	s_branch .LBB6_87
.LBB6_82:
	v_xor_b32_e32 v6, s17, v18
	s_xor_b32 s12, s36, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s12, s12, s14
	s_mul_hi_u32 s13, s12, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v6, 0
	v_xor_b32_e32 v6, s13, v23
	s_mul_i32 s12, s12, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_xor3_b32 v35, s12, s92, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v6, 0
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v35, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v6, v34, v24
	v_xor3_b32 v36, v36, s93, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v6, 0
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v36, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, s94, v34, v32
	v_xor3_b32 v34, v37, s96, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v6, 0
	v_xor3_b32 v6, s95, v33, v35
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v34, 0
	v_xor3_b32 v32, v34, s97, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v6, 0
	v_xor3_b32 v6, s98, v35, v36
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v32, 0
	v_xor3_b32 v32, v36, s100, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v6, 0
	v_mul_hi_u32 v32, 0xcd9e8d57, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, s99, v37, v33
	v_xor3_b32 v34, v32, s101, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v6, 0
	v_xor3_b32 v6, s102, v33, v35
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v33, 0xd2511f53, v34
	v_mul_lo_u32 v6, 0xcd9e8d57, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v32, v33, s103, v32
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v32, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v6, v6, v36, s37
	v_cvt_f64_u32_e32 v[32:33], v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[32:33], v[32:33], 0.5
	v_ldexp_f64 v[32:33], v[32:33], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v6, 0x95f62, v33
	v_and_b32_e32 v33, 0xfffff, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v33, 0x3fe6a09e, v33
	v_add_f64 v[36:37], v[32:33], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[38:39], v[36:37], 2.0
	v_div_scale_f64 v[40:41], null, v[38:39], v[38:39], v[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[32:33], v[40:41]
	v_fma_f64 v[42:43], -v[40:41], v[32:33], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_fma_f64 v[42:43], v[32:33], v[42:43], v[32:33]
	ds_load_b96 v[32:34], v7 offset:6144
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v44, null, v33, v33, 1.0
	v_sub_f32_e32 v54, v11, v32
	v_rcp_f32_e32 v45, v44
	v_xor_b32_e32 v44, 0x80000000, v44
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v46, v44, v45, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v45, v46, v45
	v_div_scale_f32 v46, vcc_lo, 1.0, v33, 1.0
	v_mul_f32_e32 v47, v46, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v48, v44, v47, v46
	v_fmac_f32_e32 v47, v48, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v46, v44, v47
	v_div_fmas_f32 v53, v46, v45, v47
	v_fma_f64 v[44:45], -v[40:41], v[42:43], 1.0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v54
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v53, v53, v33, 1.0
	v_cndmask_b32_e32 v32, 0xc2d00000, v54, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v32
	v_cndmask_b32_e32 v32, 0x42b20000, v32, vcc_lo
	v_fma_f64 v[42:43], v[42:43], v[44:45], v[42:43]
	v_div_scale_f64 v[44:45], s12, v[36:37], v[38:39], v[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[46:47], v[44:45], v[42:43]
	v_fma_f64 v[40:41], -v[40:41], v[46:47], v[44:45]
	v_mul_f32_e32 v44, 0x3fb8aa3b, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v55, 0x4b400000, v44
	v_add_f32_e32 v44, 0xcb400000, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v57, 0x35bfbe8e, v44
	v_mul_f32_e32 v45, 0xbf317200, v44
	v_add_f32_e32 v56, v32, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v32, v56, v57
	v_mul_f32_e32 v44, v32, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v45, 0x3331bb4c, v44
	v_add_f32_e32 v45, 0xb5ddea0e, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v45, v44, v45
	v_add_f32_e32 v45, 0x388ab355, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v45, v44, v45
	v_add_f32_e32 v45, 0xbb360b61, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v45, v44, v45
	v_add_f32_e32 v45, 0x3e2aaaab, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v44, v44, v45
	v_sub_f32_e32 v44, v32, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v58, v32, v44
	v_sub_f32_e32 v59, 2.0, v44
	v_lshrrev_b32_e32 v6, 20, v6
	v_div_scale_f32 v32, null, v59, v59, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v44, v32
	v_fma_f32 v45, -v32, v44, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v44, v45, v44
	v_div_scale_f32 v45, vcc_lo, v58, v59, v58
	v_mul_f32_e32 v48, v45, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v49, -v32, v48, v45
	v_fmac_f32_e32 v48, v49, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v32, -v32, v48, v45
	v_div_fmas_f32 v60, v32, v44, v48
	s_mov_b32 vcc_lo, s12
	v_add_co_u32 v6, s12, 0xfffffc01, v6
	v_div_fmas_f64 v[40:41], v[40:41], v[42:43], v[46:47]
	v_add_co_ci_u32_e64 v32, null, 0, -1, s12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[38:39], v[40:41], v[38:39], v[36:37]
	v_mul_f64 v[40:41], v[38:39], v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[42:43], v[40:41], v[40:41]
	v_mul_f64 v[44:45], v[42:43], s[44:45]
	v_mul_f64 v[46:47], v[42:43], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[44:45], v[44:45], s[46:47]
	v_add_f64 v[46:47], v[46:47], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[44:45], v[42:43], v[44:45]
	v_mul_f64 v[46:47], v[42:43], v[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[44:45], v[44:45], s[48:49]
	v_add_f64 v[46:47], v[46:47], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[44:45], v[42:43], v[44:45]
	v_mul_f64 v[42:43], v[42:43], v[46:47]
	v_cvt_f64_u32_e32 v[46:47], v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[44:45], v[44:45], s[50:51]
	v_mul_f64 v[40:41], v[40:41], v[44:45]
	v_cvt_f64_i32_e32 v[44:45], v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[40:41], v[42:43], v[40:41]
	v_mul_f64 v[42:43], v[36:37], 0.5
	v_ldexp_f64 v[44:45], v[44:45], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[42:43], v[36:37], v[42:43]
	v_add_f64 v[44:45], v[44:45], v[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], v[42:43], v[40:41]
	v_mul_f64 v[38:39], v[38:39], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[44:45], s[52:53]
	v_add_f64 v[38:39], v[40:41], v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[38:39], v[38:39], -v[42:43]
	v_add_f64 v[36:37], v[36:37], v[38:39]
	v_mul_f64 v[38:39], v[44:45], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[36:37], v[38:39], v[36:37]
	v_mul_f64 v[36:37], v[36:37], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[36:37]
	v_cndmask_b32_e64 v6, 0, 0x100, vcc_lo
	v_ldexp_f64 v[36:37], v[36:37], v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[38:39], v[36:37]
	v_mul_f64 v[40:41], v[36:37], v[38:39]
	v_mul_f64 v[38:39], v[38:39], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[42:43], -v[38:39], v[40:41], 0.5
	v_fma_f64 v[40:41], v[40:41], v[42:43], v[40:41]
	v_fma_f64 v[38:39], v[38:39], v[42:43], v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[42:43], -v[40:41], v[40:41], v[36:37]
	v_fma_f64 v[40:41], v[42:43], v[38:39], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[42:43], -v[40:41], v[40:41], v[36:37]
	v_fma_f64 v[38:39], v[42:43], v[38:39], v[40:41]
	v_cvt_f64_u32_e32 v[40:41], v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], v[40:41], 0.5
	v_ldexp_f64 v[40:41], v[40:41], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[40:41], s[56:57]
	v_mul_f64 v[42:43], v[40:41], s[58:59]
	v_bfe_u32 v6, v41, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[42:43], 0x43380000, v[42:43]
	v_add_f64 v[43:44], 0xc3380000, v[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[45:46], v[43:44], s[60:61]
	v_add_f64 v[40:41], v[40:41], v[45:46]
	v_mul_f64 v[45:46], v[43:44], s[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[47:48], v[40:41], -v[45:46]
	v_lshrrev_b32_e32 v32, 20, v48
	v_mov_b32_e32 v48, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v32, 0x7ff, v32
	v_add_nc_u32_e32 v47, 16, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s12, v[47:48], v[6:7]
	v_mul_f64 v[47:48], v[43:44], s[64:65]
	v_mul_f64 v[43:44], v[43:44], s[66:67]
	v_cndmask_b32_e64 v6, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[36:37], 0x260
	v_ldexp_f64 v[38:39], v[38:39], v6
	v_and_b32_e32 v6, 1, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s13, 0, v[6:7]
	v_add_f64 v[49:50], v[40:41], v[47:48]
	v_dual_cndmask_b32 v37, v39, v37 :: v_dual_cndmask_b32 v36, v38, v36
	v_cmp_eq_f32_e32 vcc_lo, v34, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v52, v41, v50, s12
	v_cndmask_b32_e64 v51, v40, v49, s12
	v_add_f64 v[40:41], v[40:41], -v[49:50]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], v[40:41], v[47:48]
	v_add_f64 v[40:41], v[43:44], -v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v41, v46, v41, s12
	v_cndmask_b32_e64 v40, v45, v40, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[32:33], v[51:52], -v[40:41]
	v_add_f64 v[34:35], v[51:52], -v[32:33]
	v_mul_f64 v[38:39], v[32:33], v[32:33]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[34:35], v[34:35], -v[40:41]
	v_mul_f64 v[40:41], v[38:39], s[86:87]
	v_mul_f64 v[43:44], v[38:39], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[47:48], v[34:35], 0.5
	v_add_f64 v[40:41], v[40:41], s[88:89]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[45:46], v[38:39], v[43:44]
	v_mul_f64 v[43:44], v[43:44], v[43:44]
	v_mul_f64 v[40:41], v[45:46], v[40:41]
	v_mul_f64 v[45:46], v[38:39], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[45:46], v[45:46], s[82:83]
	v_mul_f64 v[45:46], v[38:39], v[45:46]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[45:46], v[45:46], s[84:85]
	v_add_f64 v[40:41], v[40:41], v[45:46]
	v_mul_f64 v[45:46], v[38:39], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[45:46], v[45:46], s[76:77]
	v_mul_f64 v[45:46], v[38:39], v[45:46]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[45:46], v[45:46], s[78:79]
	v_mul_f64 v[43:44], v[43:44], v[45:46]
	v_mul_f64 v[45:46], v[38:39], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[45:46], v[45:46], s[70:71]
	v_mul_f64 v[45:46], v[38:39], v[45:46]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[45:46], v[45:46], s[72:73]
	v_mul_f64 v[45:46], v[38:39], v[45:46]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[43:44], v[45:46], v[43:44]
	v_mul_f64 v[45:46], v[32:33], v[38:39]
	v_mul_f64 v[43:44], v[38:39], v[43:44]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[45:46], v[40:41]
	v_add_f64 v[40:41], v[47:48], -v[40:41]
	v_mul_f64 v[47:48], v[38:39], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[38:39], v[38:39], v[40:41]
	v_add_f64 v[49:50], -v[47:48], 1.0
	v_mul_f64 v[40:41], v[32:33], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[34:35], v[38:39], -v[34:35]
	v_add_f64 v[51:52], -v[49:50], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[40:41], v[43:44], -v[40:41]
	v_add_f64 v[47:48], v[51:52], -v[47:48]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[38:39], v[47:48], v[40:41]
	v_mul_f64 v[40:41], v[45:46], s[90:91]
	v_add_f64 v[38:39], v[49:50], v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[34:35], v[34:35], v[40:41]
	v_xor_b32_e32 v6, 0x80000000, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[32:33], v[32:33], -v[34:35]
	v_dual_mov_b32 v35, v7 :: v_dual_and_b32 v34, 2, v42
	v_cmp_eq_u64_e64 s12, 0, v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v6, v6, v39, s12
	v_xor_b32_e32 v34, 0x80000000, v33
	v_cndmask_b32_e64 v32, v32, v38, s13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v33, v33, v34, s12
	v_add_nc_u32_e32 v34, 0xb4c00100, v55
	v_cmp_o_f32_e64 s12, v54, v54
	v_cndmask_b32_e64 v33, v33, v6, s13
	v_div_fixup_f32 v6, v60, v59, v58
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v34, 1, v34
	v_mul_f64 v[32:33], v[32:33], v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v35, v55, v34
	v_lshl_add_u32 v34, v34, 23, 0xff800000
	v_cvt_f32_f64_e32 v32, v[32:33]
	v_dual_add_f32 v33, v11, v11 :: v_dual_sub_f32 v6, v57, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v33, 0x3d4ccccd, v33 :: v_dual_sub_f32 v6, v56, v6
	v_add_f32_e32 v6, 1.0, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v6, v34
	v_lshl_add_u32 v34, v35, 23, 0x7f800000
	v_mul_f32_e32 v6, v6, v34
	global_load_b32 v34, v[8:9], off
	v_cndmask_b32_e64 v6, 0x7fc00000, v6, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v53, v6
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v32, v31, v32 :: v_dual_sub_f32 v33, v33, v34
	v_add_f32_e32 v6, v33, v6
	v_cndmask_b32_e64 v33, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v6, v33, v6
	v_mul_f32_e32 v6, s16, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v6, v11, v6
	v_add_f32_e32 v6, v32, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v32, 0x7fffffff, v6
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v32
	v_cndmask_b32_e32 v32, 0x7fc00000, v6, vcc_lo
	s_or_b32 exec_lo, exec_lo, s40
	v_mov_b32_e32 v33, v12
	s_and_saveexec_b32 s40, s3
	s_cbranch_execz .LBB6_72
.LBB6_83:
	v_xor_b32_e32 v6, s17, v4
	s_xor_b32 s12, s36, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s12, s12, s14
	s_mul_hi_u32 s13, s12, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v6, 0
	v_xor_b32_e32 v6, s13, v25
	s_mul_i32 s12, s12, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_xor3_b32 v36, s12, s92, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v6, 0
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v36, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v6, v35, v26
	v_xor3_b32 v37, v37, s93, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v6, 0
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v37, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, s94, v35, v33
	v_xor3_b32 v35, v38, s96, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v6, 0
	v_xor3_b32 v6, s95, v34, v36
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v35, 0
	v_xor3_b32 v33, v35, s97, v33
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v6, 0
	v_xor3_b32 v6, s98, v36, v37
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v33, 0
	v_xor3_b32 v33, v37, s100, v35
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v6, 0
	v_mul_hi_u32 v33, 0xcd9e8d57, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, s99, v38, v34
	v_xor3_b32 v35, v33, s101, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v6, 0
	v_xor3_b32 v6, s102, v34, v36
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v34, 0xd2511f53, v35
	v_mul_lo_u32 v6, 0xcd9e8d57, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v33, v34, s103, v33
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v33, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v6, v6, v37, s37
	v_cvt_f64_u32_e32 v[33:34], v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[33:34], v[33:34], 0.5
	v_ldexp_f64 v[33:34], v[33:34], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v6, 0x95f62, v34
	v_and_b32_e32 v34, 0xfffff, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v34, 0x3fe6a09e, v34
	v_add_f64 v[37:38], v[33:34], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[39:40], v[37:38], 2.0
	v_div_scale_f64 v[41:42], null, v[39:40], v[39:40], v[37:38]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[33:34], v[41:42]
	v_fma_f64 v[43:44], -v[41:42], v[33:34], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_fma_f64 v[43:44], v[33:34], v[43:44], v[33:34]
	ds_load_b96 v[33:35], v7 offset:6144
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v45, null, v34, v34, 1.0
	v_sub_f32_e32 v55, v12, v33
	v_rcp_f32_e32 v46, v45
	v_xor_b32_e32 v45, 0x80000000, v45
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v47, v45, v46, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v46, v47, v46
	v_div_scale_f32 v47, vcc_lo, 1.0, v34, 1.0
	v_mul_f32_e32 v48, v47, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v49, v45, v48, v47
	v_fmac_f32_e32 v48, v49, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v47, v45, v48
	v_lshrrev_b32_e32 v6, 20, v6
	v_div_fmas_f32 v54, v47, v46, v48
	v_fma_f64 v[45:46], -v[41:42], v[43:44], 1.0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v55
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v54, v54, v34, 1.0
	v_cndmask_b32_e32 v33, 0xc2d00000, v55, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v33
	v_cndmask_b32_e32 v33, 0x42b20000, v33, vcc_lo
	v_fma_f64 v[43:44], v[43:44], v[45:46], v[43:44]
	v_div_scale_f64 v[45:46], s12, v[37:38], v[39:40], v[37:38]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[47:48], v[45:46], v[43:44]
	v_fma_f64 v[41:42], -v[41:42], v[47:48], v[45:46]
	v_mul_f32_e32 v45, 0x3fb8aa3b, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v56, 0x4b400000, v45
	v_add_f32_e32 v45, 0xcb400000, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v58, 0x35bfbe8e, v45
	v_mul_f32_e32 v46, 0xbf317200, v45
	v_add_f32_e32 v57, v33, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v33, v57, v58
	v_mul_f32_e32 v45, v33, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v46, 0x3331bb4c, v45
	v_add_f32_e32 v46, 0xb5ddea0e, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v46, v45, v46
	v_add_f32_e32 v46, 0x388ab355, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v46, v45, v46
	v_add_f32_e32 v46, 0xbb360b61, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v46, v45, v46
	v_add_f32_e32 v46, 0x3e2aaaab, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v45, v45, v46
	v_sub_f32_e32 v45, v33, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v59, v33, v45
	v_sub_f32_e32 v60, 2.0, v45
	v_div_scale_f32 v33, null, v60, v60, v59
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v45, v33
	v_fma_f32 v46, -v33, v45, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v45, v46, v45
	v_div_scale_f32 v46, vcc_lo, v59, v60, v59
	v_mul_f32_e32 v49, v46, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v50, -v33, v49, v46
	v_fmac_f32_e32 v49, v50, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v33, -v33, v49, v46
	v_div_fmas_f32 v61, v33, v45, v49
	s_mov_b32 vcc_lo, s12
	v_add_co_u32 v6, s12, 0xfffffc01, v6
	v_div_fmas_f64 v[41:42], v[41:42], v[43:44], v[47:48]
	v_add_co_ci_u32_e64 v33, null, 0, -1, s12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[39:40], v[41:42], v[39:40], v[37:38]
	v_mul_f64 v[41:42], v[39:40], v[39:40]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[43:44], v[41:42], v[41:42]
	v_mul_f64 v[45:46], v[43:44], s[44:45]
	v_mul_f64 v[47:48], v[43:44], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[45:46], v[45:46], s[46:47]
	v_add_f64 v[47:48], v[47:48], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[45:46], v[43:44], v[45:46]
	v_mul_f64 v[47:48], v[43:44], v[47:48]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[45:46], v[45:46], s[48:49]
	v_add_f64 v[47:48], v[47:48], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[45:46], v[43:44], v[45:46]
	v_mul_f64 v[43:44], v[43:44], v[47:48]
	v_cvt_f64_u32_e32 v[47:48], v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[45:46], v[45:46], s[50:51]
	v_mul_f64 v[41:42], v[41:42], v[45:46]
	v_cvt_f64_i32_e32 v[45:46], v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[41:42], v[43:44], v[41:42]
	v_mul_f64 v[43:44], v[37:38], 0.5
	v_ldexp_f64 v[45:46], v[45:46], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[43:44], v[37:38], v[43:44]
	v_add_f64 v[45:46], v[45:46], v[47:48]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[41:42], v[43:44], v[41:42]
	v_mul_f64 v[39:40], v[39:40], v[41:42]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[41:42], v[45:46], s[52:53]
	v_add_f64 v[39:40], v[41:42], v[39:40]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[39:40], v[39:40], -v[43:44]
	v_add_f64 v[37:38], v[37:38], v[39:40]
	v_mul_f64 v[39:40], v[45:46], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[37:38], v[39:40], v[37:38]
	v_mul_f64 v[37:38], v[37:38], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[37:38]
	v_cndmask_b32_e64 v6, 0, 0x100, vcc_lo
	v_ldexp_f64 v[37:38], v[37:38], v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[39:40], v[37:38]
	v_mul_f64 v[41:42], v[37:38], v[39:40]
	v_mul_f64 v[39:40], v[39:40], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[43:44], -v[39:40], v[41:42], 0.5
	v_fma_f64 v[41:42], v[41:42], v[43:44], v[41:42]
	v_fma_f64 v[39:40], v[39:40], v[43:44], v[39:40]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[43:44], -v[41:42], v[41:42], v[37:38]
	v_fma_f64 v[41:42], v[43:44], v[39:40], v[41:42]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[43:44], -v[41:42], v[41:42], v[37:38]
	v_fma_f64 v[39:40], v[43:44], v[39:40], v[41:42]
	v_cvt_f64_u32_e32 v[41:42], v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[41:42], v[41:42], 0.5
	v_ldexp_f64 v[41:42], v[41:42], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[41:42], v[41:42], s[56:57]
	v_mul_f64 v[43:44], v[41:42], s[58:59]
	v_bfe_u32 v6, v42, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[43:44], 0x43380000, v[43:44]
	v_add_f64 v[44:45], 0xc3380000, v[43:44]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[46:47], v[44:45], s[60:61]
	v_add_f64 v[41:42], v[41:42], v[46:47]
	v_mul_f64 v[46:47], v[44:45], s[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[48:49], v[41:42], -v[46:47]
	v_lshrrev_b32_e32 v33, 20, v49
	v_mov_b32_e32 v49, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v33, 0x7ff, v33
	v_add_nc_u32_e32 v48, 16, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s12, v[48:49], v[6:7]
	v_mul_f64 v[48:49], v[44:45], s[64:65]
	v_mul_f64 v[44:45], v[44:45], s[66:67]
	v_cndmask_b32_e64 v6, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[37:38], 0x260
	v_ldexp_f64 v[39:40], v[39:40], v6
	v_and_b32_e32 v6, 1, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s13, 0, v[6:7]
	v_add_f64 v[50:51], v[41:42], v[48:49]
	v_dual_cndmask_b32 v38, v40, v38 :: v_dual_cndmask_b32 v37, v39, v37
	v_cmp_eq_f32_e32 vcc_lo, v35, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v53, v42, v51, s12
	v_cndmask_b32_e64 v52, v41, v50, s12
	v_add_f64 v[41:42], v[41:42], -v[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[41:42], v[41:42], v[48:49]
	v_add_f64 v[41:42], v[44:45], -v[41:42]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v42, v47, v42, s12
	v_cndmask_b32_e64 v41, v46, v41, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[33:34], v[52:53], -v[41:42]
	v_add_f64 v[35:36], v[52:53], -v[33:34]
	v_mul_f64 v[39:40], v[33:34], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[35:36], -v[41:42]
	v_mul_f64 v[41:42], v[39:40], s[86:87]
	v_mul_f64 v[44:45], v[39:40], v[39:40]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[48:49], v[35:36], 0.5
	v_add_f64 v[41:42], v[41:42], s[88:89]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[46:47], v[39:40], v[44:45]
	v_mul_f64 v[44:45], v[44:45], v[44:45]
	v_mul_f64 v[41:42], v[46:47], v[41:42]
	v_mul_f64 v[46:47], v[39:40], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[46:47], v[46:47], s[82:83]
	v_mul_f64 v[46:47], v[39:40], v[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[46:47], v[46:47], s[84:85]
	v_add_f64 v[41:42], v[41:42], v[46:47]
	v_mul_f64 v[46:47], v[39:40], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[46:47], v[46:47], s[76:77]
	v_mul_f64 v[46:47], v[39:40], v[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[46:47], v[46:47], s[78:79]
	v_mul_f64 v[44:45], v[44:45], v[46:47]
	v_mul_f64 v[46:47], v[39:40], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[46:47], v[46:47], s[70:71]
	v_mul_f64 v[46:47], v[39:40], v[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[46:47], v[46:47], s[72:73]
	v_mul_f64 v[46:47], v[39:40], v[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[44:45], v[46:47], v[44:45]
	v_mul_f64 v[46:47], v[33:34], v[39:40]
	v_mul_f64 v[44:45], v[39:40], v[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[41:42], v[46:47], v[41:42]
	v_add_f64 v[41:42], v[48:49], -v[41:42]
	v_mul_f64 v[48:49], v[39:40], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[39:40], v[39:40], v[41:42]
	v_add_f64 v[50:51], -v[48:49], 1.0
	v_mul_f64 v[41:42], v[33:34], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[35:36], v[39:40], -v[35:36]
	v_add_f64 v[52:53], -v[50:51], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[41:42], v[44:45], -v[41:42]
	v_add_f64 v[48:49], v[52:53], -v[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[39:40], v[48:49], v[41:42]
	v_mul_f64 v[41:42], v[46:47], s[90:91]
	v_add_f64 v[39:40], v[50:51], v[39:40]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[35:36], v[41:42]
	v_xor_b32_e32 v6, 0x80000000, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[33:34], v[33:34], -v[35:36]
	v_dual_mov_b32 v36, v7 :: v_dual_and_b32 v35, 2, v43
	v_cmp_eq_u64_e64 s12, 0, v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v6, v6, v40, s12
	v_xor_b32_e32 v35, 0x80000000, v34
	v_cndmask_b32_e64 v33, v33, v39, s13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v34, v34, v35, s12
	v_add_nc_u32_e32 v35, 0xb4c00100, v56
	v_cmp_o_f32_e64 s12, v55, v55
	v_cndmask_b32_e64 v34, v34, v6, s13
	v_div_fixup_f32 v6, v61, v60, v59
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v35, 1, v35
	v_mul_f64 v[33:34], v[33:34], v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v6, v58, v6
	v_sub_nc_u32_e32 v36, v56, v35
	v_lshl_add_u32 v35, v35, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v6, v57, v6
	v_add_f32_e32 v6, 1.0, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v6, v35
	v_lshl_add_u32 v35, v36, 23, 0x7f800000
	v_mul_f32_e32 v6, v6, v35
	global_load_b32 v35, v[8:9], off offset:1024
	v_cndmask_b32_e64 v6, 0x7fc00000, v6, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v54, v6
	v_cvt_f32_f64_e32 v33, v[33:34]
	v_add_f32_e32 v34, v12, v12
	v_dual_mul_f32 v34, 0x3d4ccccd, v34 :: v_dual_mul_f32 v33, v31, v33
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v34, v34, v35
	v_add_f32_e32 v6, v34, v6
	v_cndmask_b32_e64 v34, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v6, v34, v6
	v_mul_f32_e32 v6, s16, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v6, v12, v6
	v_add_f32_e32 v6, v33, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v33, 0x7fffffff, v6
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v33
	v_cndmask_b32_e32 v33, 0x7fc00000, v6, vcc_lo
	s_or_b32 exec_lo, exec_lo, s40
	v_mov_b32_e32 v34, v13
	s_and_saveexec_b32 s40, s4
	s_cbranch_execnz .LBB6_73
	s_branch .LBB6_74
.LBB6_84:
	global_load_b32 v6, v[8:9], off
	ds_load_b96 v[32:34], v7 offset:6144
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v32, v11, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v32
	v_cndmask_b32_e32 v35, 0xc2d00000, v32, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v35
	v_cndmask_b32_e32 v35, 0x42b20000, v35, vcc_lo
	v_div_scale_f32 v46, vcc_lo, 1.0, v33, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v36, 0x3fb8aa3b, v35
	v_add_f32_e32 v36, 0x4b400000, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v37, 0xcb400000, v36
	v_mul_f32_e32 v38, 0xbf317200, v37
	v_mul_f32_e32 v37, 0x35bfbe8e, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v35, v35, v38
	v_sub_f32_e32 v38, v35, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v39, v38, v38
	v_mul_f32_e32 v40, 0x3331bb4c, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v40, 0xb5ddea0e, v40
	v_mul_f32_e32 v40, v39, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v40, 0x388ab355, v40
	v_mul_f32_e32 v40, v39, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v40, 0xbb360b61, v40
	v_mul_f32_e32 v40, v39, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v40, 0x3e2aaaab, v40
	v_mul_f32_e32 v39, v39, v40
	v_div_scale_f32 v40, null, v33, v33, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v39, v38, v39
	v_rcp_f32_e32 v42, v40
	v_xor_b32_e32 v40, 0x80000000, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v38, v38, v39
	v_sub_f32_e32 v39, 2.0, v39
	v_div_scale_f32 v41, null, v39, v39, v38
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v44, v40, v42, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v43, v41
	v_fmac_f32_e32 v42, v44, v42
	v_div_scale_f32 v44, s12, v38, v39, v38
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v45, -v41, v43, 1.0
	v_fmac_f32_e32 v43, v45, v43
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v45, v46, v42
	v_mul_f32_e32 v47, v44, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v48, v40, v45, v46
	v_fma_f32 v49, -v41, v47, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v45, v48, v42
	v_dual_fmac_f32 v47, v49, v43 :: v_dual_fmac_f32 v46, v40, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v40, -v41, v47, v44
	v_div_fmas_f32 v41, v46, v42, v45
	s_mov_b32 vcc_lo, s12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v40, v40, v43, v47
	v_div_fixup_f32 v33, v41, v33, 1.0
	v_cmp_o_f32_e32 vcc_lo, v32, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v38, v40, v39, v38
	v_add_nc_u32_e32 v39, 0xb4c00100, v36
	v_sub_f32_e32 v37, v37, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v38, 1, v39
	v_sub_f32_e32 v35, v35, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v36, v36, v38
	v_lshl_add_u32 v37, v38, 23, 0xff800000
	v_add_f32_e32 v35, 1.0, v35
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v36, v36, 23, 0x7f800000
	v_mul_f32_e32 v35, v35, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v35, v35, v36
	v_add_f32_e32 v36, v11, v11
	v_cndmask_b32_e32 v32, 0x7fc00000, v35, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v35, 0x3d4ccccd, v36
	v_cmp_eq_f32_e32 vcc_lo, v34, v17
	v_mul_f32_e32 v32, v33, v32
	v_cndmask_b32_e64 v33, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v6, v35, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v6, v6, v32
	v_add_f32_e32 v6, v33, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, s16, v6
	v_sub_f32_e32 v6, v11, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v11, 0x7fffffff, v6
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v11
	v_cndmask_b32_e32 v11, 0x7fc00000, v6, vcc_lo
	s_or_b32 exec_lo, exec_lo, s13
	s_and_saveexec_b32 s13, s3
	s_cbranch_execz .LBB6_80
.LBB6_85:
	global_load_b32 v6, v[8:9], off offset:1024
	ds_load_b96 v[32:34], v7 offset:6144
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v32, v12, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v32
	v_cndmask_b32_e32 v35, 0xc2d00000, v32, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v35
	v_cndmask_b32_e32 v35, 0x42b20000, v35, vcc_lo
	v_div_scale_f32 v46, vcc_lo, 1.0, v33, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v36, 0x3fb8aa3b, v35
	v_add_f32_e32 v36, 0x4b400000, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v37, 0xcb400000, v36
	v_mul_f32_e32 v38, 0xbf317200, v37
	v_mul_f32_e32 v37, 0x35bfbe8e, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v35, v35, v38
	v_sub_f32_e32 v38, v35, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v39, v38, v38
	v_mul_f32_e32 v40, 0x3331bb4c, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v40, 0xb5ddea0e, v40
	v_mul_f32_e32 v40, v39, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v40, 0x388ab355, v40
	v_mul_f32_e32 v40, v39, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v40, 0xbb360b61, v40
	v_mul_f32_e32 v40, v39, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v40, 0x3e2aaaab, v40
	v_mul_f32_e32 v39, v39, v40
	v_div_scale_f32 v40, null, v33, v33, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v39, v38, v39
	v_rcp_f32_e32 v42, v40
	v_xor_b32_e32 v40, 0x80000000, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v38, v38, v39
	v_sub_f32_e32 v39, 2.0, v39
	v_div_scale_f32 v41, null, v39, v39, v38
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v44, v40, v42, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v43, v41
	v_fmac_f32_e32 v42, v44, v42
	v_div_scale_f32 v44, s12, v38, v39, v38
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v45, -v41, v43, 1.0
	v_fmac_f32_e32 v43, v45, v43
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v45, v46, v42
	v_mul_f32_e32 v47, v44, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v48, v40, v45, v46
	v_fma_f32 v49, -v41, v47, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v45, v48, v42
	v_dual_fmac_f32 v47, v49, v43 :: v_dual_fmac_f32 v46, v40, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v40, -v41, v47, v44
	v_div_fmas_f32 v41, v46, v42, v45
	s_mov_b32 vcc_lo, s12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v40, v40, v43, v47
	v_div_fixup_f32 v33, v41, v33, 1.0
	v_cmp_o_f32_e32 vcc_lo, v32, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v38, v40, v39, v38
	v_add_nc_u32_e32 v39, 0xb4c00100, v36
	v_sub_f32_e32 v37, v37, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v38, 1, v39
	v_sub_f32_e32 v35, v35, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v36, v36, v38
	v_lshl_add_u32 v37, v38, 23, 0xff800000
	v_add_f32_e32 v35, 1.0, v35
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v36, v36, 23, 0x7f800000
	v_mul_f32_e32 v35, v35, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v35, v35, v36
	v_add_f32_e32 v36, v12, v12
	v_cndmask_b32_e32 v32, 0x7fc00000, v35, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v35, 0x3d4ccccd, v36
	v_cmp_eq_f32_e32 vcc_lo, v34, v2
	v_mul_f32_e32 v32, v33, v32
	v_cndmask_b32_e64 v33, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v6, v35, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v6, v6, v32
	v_add_f32_e32 v6, v33, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, s16, v6
	v_sub_f32_e32 v6, v12, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v12, 0x7fffffff, v6
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v12
	v_cndmask_b32_e32 v12, 0x7fc00000, v6, vcc_lo
	s_or_b32 exec_lo, exec_lo, s13
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB6_81
.LBB6_86:
	global_load_b32 v6, v[8:9], off offset:2048
	ds_load_b96 v[32:34], v7 offset:6144
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v32, v13, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v32
	v_cndmask_b32_e32 v35, 0xc2d00000, v32, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v35
	v_cndmask_b32_e32 v35, 0x42b20000, v35, vcc_lo
	v_div_scale_f32 v46, vcc_lo, 1.0, v33, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v36, 0x3fb8aa3b, v35
	v_add_f32_e32 v36, 0x4b400000, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v37, 0xcb400000, v36
	v_mul_f32_e32 v38, 0xbf317200, v37
	v_mul_f32_e32 v37, 0x35bfbe8e, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v35, v35, v38
	v_sub_f32_e32 v38, v35, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v39, v38, v38
	v_mul_f32_e32 v40, 0x3331bb4c, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v40, 0xb5ddea0e, v40
	v_mul_f32_e32 v40, v39, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v40, 0x388ab355, v40
	v_mul_f32_e32 v40, v39, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v40, 0xbb360b61, v40
	v_mul_f32_e32 v40, v39, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v40, 0x3e2aaaab, v40
	v_mul_f32_e32 v39, v39, v40
	v_div_scale_f32 v40, null, v33, v33, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v39, v38, v39
	v_rcp_f32_e32 v42, v40
	v_xor_b32_e32 v40, 0x80000000, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v38, v38, v39
	v_sub_f32_e32 v39, 2.0, v39
	v_div_scale_f32 v41, null, v39, v39, v38
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v44, v40, v42, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v43, v41
	v_fmac_f32_e32 v42, v44, v42
	v_div_scale_f32 v44, s12, v38, v39, v38
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v45, -v41, v43, 1.0
	v_fmac_f32_e32 v43, v45, v43
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v45, v46, v42
	v_mul_f32_e32 v47, v44, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v48, v40, v45, v46
	v_fma_f32 v49, -v41, v47, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v45, v48, v42
	v_dual_fmac_f32 v47, v49, v43 :: v_dual_fmac_f32 v46, v40, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v40, -v41, v47, v44
	v_div_fmas_f32 v41, v46, v42, v45
	s_mov_b32 vcc_lo, s12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v40, v40, v43, v47
	v_div_fixup_f32 v33, v41, v33, 1.0
	v_cmp_o_f32_e32 vcc_lo, v32, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v38, v40, v39, v38
	v_add_nc_u32_e32 v39, 0xb4c00100, v36
	v_sub_f32_e32 v37, v37, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v38, 1, v39
	v_sub_f32_e32 v35, v35, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v36, v36, v38
	v_lshl_add_u32 v37, v38, 23, 0xff800000
	v_add_f32_e32 v35, 1.0, v35
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v36, v36, 23, 0x7f800000
	v_mul_f32_e32 v35, v35, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v35, v35, v36 :: v_dual_add_f32 v36, v13, v13
	v_cndmask_b32_e32 v32, 0x7fc00000, v35, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v35, 0x3d4ccccd, v36
	v_cmp_eq_f32_e32 vcc_lo, v34, v19
	v_mul_f32_e32 v32, v33, v32
	v_cndmask_b32_e64 v33, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v6, v35, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v6, v6, v32
	v_add_f32_e32 v6, v33, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, s16, v6
	v_sub_f32_e32 v6, v13, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v13, 0x7fffffff, v6
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v13
	v_cndmask_b32_e32 v13, 0x7fc00000, v6, vcc_lo
	s_or_b32 exec_lo, exec_lo, s13
	s_and_saveexec_b32 s12, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s13, exec_lo, s12
	s_cbranch_execz .LBB6_11
.LBB6_87:
	global_load_b32 v6, v[8:9], off offset:3072
	ds_load_b96 v[32:34], v7 offset:6144
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v32, v14, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v32
	v_cndmask_b32_e32 v35, 0xc2d00000, v32, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v35
	v_cndmask_b32_e32 v35, 0x42b20000, v35, vcc_lo
	v_div_scale_f32 v46, vcc_lo, 1.0, v33, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v36, 0x3fb8aa3b, v35
	v_add_f32_e32 v36, 0x4b400000, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v37, 0xcb400000, v36
	v_mul_f32_e32 v38, 0xbf317200, v37
	v_mul_f32_e32 v37, 0x35bfbe8e, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v35, v35, v38
	v_sub_f32_e32 v38, v35, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v39, v38, v38
	v_mul_f32_e32 v40, 0x3331bb4c, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v40, 0xb5ddea0e, v40
	v_mul_f32_e32 v40, v39, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v40, 0x388ab355, v40
	v_mul_f32_e32 v40, v39, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v40, 0xbb360b61, v40
	v_mul_f32_e32 v40, v39, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v40, 0x3e2aaaab, v40
	v_mul_f32_e32 v39, v39, v40
	v_div_scale_f32 v40, null, v33, v33, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v39, v38, v39
	v_rcp_f32_e32 v42, v40
	v_xor_b32_e32 v40, 0x80000000, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v38, v38, v39
	v_sub_f32_e32 v39, 2.0, v39
	v_div_scale_f32 v41, null, v39, v39, v38
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v44, v40, v42, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v43, v41
	v_fmac_f32_e32 v42, v44, v42
	v_div_scale_f32 v44, s12, v38, v39, v38
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v45, -v41, v43, 1.0
	v_fmac_f32_e32 v43, v45, v43
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v45, v46, v42
	v_mul_f32_e32 v47, v44, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v48, v40, v45, v46
	v_fma_f32 v49, -v41, v47, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v45, v48, v42
	v_dual_fmac_f32 v47, v49, v43 :: v_dual_fmac_f32 v46, v40, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v40, -v41, v47, v44
	v_div_fmas_f32 v41, v46, v42, v45
	s_mov_b32 vcc_lo, s12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v40, v40, v43, v47
	v_div_fixup_f32 v33, v41, v33, 1.0
	v_cmp_o_f32_e32 vcc_lo, v32, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v38, v40, v39, v38
	v_add_nc_u32_e32 v39, 0xb4c00100, v36
	v_sub_f32_e32 v37, v37, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v38, 1, v39
	v_sub_f32_e32 v35, v35, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v36, v36, v38
	v_lshl_add_u32 v37, v38, 23, 0xff800000
	v_add_f32_e32 v35, 1.0, v35
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v36, v36, 23, 0x7f800000
	v_mul_f32_e32 v35, v35, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v35, v35, v36 :: v_dual_add_f32 v36, v14, v14
	v_cndmask_b32_e32 v32, 0x7fc00000, v35, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v35, 0x3d4ccccd, v36
	v_cmp_eq_f32_e32 vcc_lo, v34, v21
	v_mul_f32_e32 v32, v33, v32
	v_cndmask_b32_e64 v33, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v6, v35, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v6, v6, v32
	v_add_f32_e32 v6, v33, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, s16, v6
	v_sub_f32_e32 v6, v14, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v14, 0x7fffffff, v6
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v14
	v_cndmask_b32_e32 v14, 0x7fc00000, v6, vcc_lo
	s_branch .LBB6_11
.LBB6_88:
	s_mul_f32 s13, s22, s20
	s_mul_f32 s20, s21, s20
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s13, 0
	s_mul_f32 s12, s13, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s13, 0xf800000
	v_mov_b32_e32 v6, s12
	s_cselect_b32 s12, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v6, s13, v6, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v31, v6
	v_add_nc_u32_e32 v32, -1, v31
	v_add_nc_u32_e32 v33, 1, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v34, 0x80000000, v32
	v_xor_b32_e32 v35, 0x80000000, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v34, v34, v31, v6
	v_fma_f32 v35, v35, v31, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s13, 0, v34
	v_cndmask_b32_e64 v31, v31, v32, s13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s13, 0, v35
	v_cndmask_b32_e64 v31, v31, v33, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v32, 0x37800000, v31
	v_cndmask_b32_e64 v31, v31, v32, s12
	v_cmp_class_f32_e64 s12, v6, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v6, v31, v6, s12
	v_cndmask_b32_e32 v31, 0, v6, vcc_lo
	s_branch .LBB6_14
.LBB6_89:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB6_95
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB6_96
.LBB6_91:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB6_97
.LBB6_92:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB6_94
.LBB6_93:
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v14, s[24:25] offset:3072
.LBB6_94:
	s_endpgm
.LBB6_95:
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v11, s[24:25]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB6_91
.LBB6_96:
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v12, s[24:25] offset:1024
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB6_92
.LBB6_97:
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v13, s[24:25] offset:2048
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB6_93
	s_branch .LBB6_94
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_pull_w1024
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
		.amdhsa_next_free_vgpr 77
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

	.set tessera_softmax_pull_w1024.num_vgpr, 77
	.set tessera_softmax_pull_w1024.num_agpr, 0
	.set tessera_softmax_pull_w1024.numbered_sgpr, 105
	.set tessera_softmax_pull_w1024.num_named_barrier, 0
	.set tessera_softmax_pull_w1024.private_seg_size, 0
	.set tessera_softmax_pull_w1024.uses_vcc, 1
	.set tessera_softmax_pull_w1024.uses_flat_scratch, 0
	.set tessera_softmax_pull_w1024.has_dyn_sized_stack, 0
	.set tessera_softmax_pull_w1024.has_recursion, 0
	.set tessera_softmax_pull_w1024.has_indirect_call, 0
	.globl	tessera_softmax_pull_wide
	.p2align	8
	.type	tessera_softmax_pull_wide,@function
tessera_softmax_pull_wide:
	s_load_b256 s[4:11], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[10:11], s[2:3]
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB10_69
	s_load_b128 s[24:27], s[0:1], 0x20
	s_mov_b64 s[14:15], 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[26:27], 0
	s_cbranch_scc1 .LBB10_69
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
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s23, 0x80, v0
	v_cmp_gt_u32_e64 s41, 64, v0
	v_add_nc_u32_e32 v24, 0x400, v23
	v_cmp_gt_u64_e64 s1, s[24:25], v[0:1]
	v_add_co_u32 v7, s13, s42, v23
	s_cmp_lg_u32 s19, 0
	v_dual_mov_b32 v6, v1 :: v_dual_mov_b32 v5, v0
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s18, 0
	v_mov_b32_e32 v25, s17
	s_cselect_b32 s12, -1, 0
	s_add_u32 s10, s28, 0x9e3779b9
	s_addc_u32 s11, s29, 0
	v_writelane_b32 v43, s10, 0
	s_mov_b32 s44, 0x1d8e78af
	s_mov_b32 s46, 0x9997fa04
	s_mov_b32 s48, 0xdf3e5244
	s_mov_b32 s50, 0x96cb03de
	v_writelane_b32 v43, s11, 1
	s_add_u32 s10, s29, 0xbb67ae85
	s_addc_u32 s11, 0, 0
	s_add_u32 s100, s28, 0x3c6ef372
	s_mov_b32 s52, 0x94229359
	v_writelane_b32 v43, s10, 2
	s_mov_b32 s54, 0x55555593
	s_mov_b32 s56, 0x35793c76
	s_mov_b32 s58, 0xfee00000
	s_mov_b32 s60, 0x54442d18
	v_writelane_b32 v43, s11, 3
	s_add_u32 s10, s29, 0x76cf5d0a
	s_addc_u32 s11, 0, 0
	s_add_u32 s101, s28, 0xdaa66d2b
	s_add_u32 s102, s29, 0x32370b8f
	v_writelane_b32 v43, s10, 4
	s_add_u32 s103, s28, 0x78dde6e4
	s_add_u32 s104, s29, 0xed9eba14
	s_add_u32 vcc_hi, s28, 0x1715609d
	s_add_u32 s36, s29, 0xa9066899
	v_writelane_b32 v43, s11, 5
	s_add_u32 s37, s28, 0xb54cda56
	s_add_u32 s18, s29, 0x646e171e
	s_add_u32 s19, s28, 0x5384540f
	s_add_u32 s38, s29, 0x1fd5c5a3
	s_add_u32 s39, s29, 0xdb3d7428
	s_add_i32 s40, s28, 0x8ff34781
	s_cmp_lg_u64 s[24:25], 0
	s_mov_b32 s62, 0x6dc9c883
	s_cselect_b32 s10, -1, 0
	s_mov_b32 s64, 0x54400000
	v_writelane_b32 v43, s10, 6
	s_and_b32 s10, s12, s1
	s_mov_b32 s66, 0x1a626331
	s_mov_b32 s68, 0x1a600000
	s_mov_b32 s70, 0x2e037073
	v_writelane_b32 v43, s12, 7
	s_mov_b32 s72, 0x19cb1590
	s_mov_b32 s74, 0x16c15177
	s_mov_b32 s76, 0x5555554c
	s_mov_b32 s78, 0xbe8838d4
	v_writelane_b32 v43, s10, 8
	s_mul_i32 s10, s2, 12
	s_mul_hi_u32 s2, s2, 12
	s_add_u32 s10, s10, 8
	s_addc_u32 s11, s2, 0
	s_mul_hi_u32 s12, s24, s10
	s_mul_i32 s11, s24, s11
	v_writelane_b32 v43, s42, 9
	s_add_i32 s11, s12, s11
	s_mul_i32 s12, s25, s10
	s_mul_i32 s10, s24, s10
	s_add_i32 s11, s11, s12
	s_add_u32 s10, s8, s10
	s_addc_u32 s11, s9, s11
	s_lshl_b64 s[8:9], s[34:35], 2
	v_add_co_ci_u32_e64 v8, null, s43, 0, s13
	v_add_co_u32 v2, s8, s8, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v3, null, s9, 0, s8
	v_add_co_u32 v9, s8, s10, v23
	v_add_co_u32 v11, vcc_lo, s4, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v12, null, s5, v3, vcc_lo
	v_add_co_u32 v13, vcc_lo, s6, v2
	v_add_co_ci_u32_e64 v10, null, s11, 0, s8
	v_add_co_ci_u32_e64 v14, null, s7, v3, vcc_lo
	v_cmp_gt_u32_e64 s4, 32, v0
	v_cmp_gt_u32_e64 s5, 16, v0
	v_cmp_gt_u32_e64 s6, 8, v0
	v_cmp_gt_u32_e64 s7, 4, v0
	v_cmp_gt_u32_e64 s8, 2, v0
	v_writelane_b32 v43, s43, 10
	s_mov_b32 s42, 0xd078c69f
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
	s_waitcnt_vscnt null, 0x0
	s_cmp_eq_u64 s[14:15], s[26:27]
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB10_69
.LBB10_5:
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccz .LBB10_68
.LBB10_6:
	v_readlane_b32 s2, v43, 8
	s_and_saveexec_b32 s17, s2
	s_cbranch_execz .LBB10_11
	s_add_u32 s9, s14, s30
	s_addc_u32 s10, s15, s31
	v_readlane_b32 s2, v43, 2
	s_mul_hi_u32 s97, s10, 0xcd9e8d57
	v_readlane_b32 s3, v43, 3
	s_xor_b32 s12, s28, s97
	s_mov_b32 s11, 0
	s_xor_b32 s9, s12, s9
	s_mul_i32 s96, s10, 0xcd9e8d57
	s_mul_hi_u32 s99, s9, 0xd2511f53
	v_dual_mov_b32 v2, v9 :: v_dual_mov_b32 v3, v10
	s_mov_b32 s10, s99
	v_dual_mov_b32 v16, v8 :: v_dual_mov_b32 v15, v7
	s_xor_b64 s[12:13], s[10:11], s[2:3]
	v_readlane_b32 s2, v43, 0
	v_readlane_b32 s3, v43, 1
	v_dual_mov_b32 v18, v6 :: v_dual_mov_b32 v17, v5
	s_mul_i32 s98, s9, 0xd2511f53
	s_xor_b64 s[96:97], s[2:3], s[96:97]
	v_readlane_b32 s2, v43, 4
	v_readlane_b32 s3, v43, 5
	s_xor_b64 s[98:99], s[2:3], s[98:99]
.LBB10_8:
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
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v4, 0
	v_xor_b32_e32 v0, s98, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v4, v27, s102, v19
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, s101, v20, v21
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v4, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v4, v21, s103, v19
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, s104, v22, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v4, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v4, v27, s36, v21
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, vcc_hi, v22, v20
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s18, v20, v26
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v4, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v4, v27, s37, v21
	v_xor3_b32 v0, s19, v0, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v4, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v4, v21, s38, v19
	v_xor3_b32 v0, s39, v0, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v4, 0xcd9e8d57, v4
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v4, s40, v20
	global_store_b32 v[15:16], v19, off
	v_add_co_u32 v15, s9, 0x400, v15
	v_add_co_ci_u32_e64 v16, null, 0, v16, s9
	global_store_b32 v[2:3], v0, off
	v_add_co_u32 v2, s9, 0x400, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, s9
	s_and_not1_b32 exec_lo, exec_lo, s11
	s_cbranch_execnz .LBB10_8
	s_or_b32 exec_lo, exec_lo, s11
	v_dual_mov_b32 v2, v9 :: v_dual_mov_b32 v3, v10
	v_dual_mov_b32 v16, v8 :: v_dual_mov_b32 v15, v7
	v_dual_mov_b32 v18, v6 :: v_dual_mov_b32 v17, v5
	s_mov_b32 s10, 0
.LBB10_10:
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
	v_div_scale_f64 v[26:27], null, v[21:22], v[21:22], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[28:29], v[26:27]
	v_fma_f64 v[30:31], -v[26:27], v[28:29], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[28:29], v[28:29], v[30:31], v[28:29]
	v_fma_f64 v[30:31], -v[26:27], v[28:29], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[28:29], v[28:29], v[30:31], v[28:29]
	v_div_scale_f64 v[30:31], vcc_lo, v[19:20], v[21:22], v[19:20]
	v_mul_f64 v[32:33], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[26:27], -v[26:27], v[32:33], v[30:31]
	v_div_fmas_f64 v[26:27], v[26:27], v[28:29], v[32:33]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[21:22], v[26:27], v[21:22], v[19:20]
	v_mul_f64 v[26:27], v[21:22], v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[28:29], v[26:27], v[26:27]
	v_mul_f64 v[30:31], v[28:29], s[48:49]
	v_mul_f64 v[32:33], v[28:29], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[30:31], v[30:31], s[50:51]
	v_add_f64 v[32:33], v[32:33], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[30:31], v[28:29], v[30:31]
	v_mul_f64 v[32:33], v[28:29], v[32:33]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[30:31], v[30:31], s[52:53]
	v_add_f64 v[32:33], v[32:33], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[30:31], v[28:29], v[30:31]
	v_mul_f64 v[28:29], v[28:29], v[32:33]
	v_cvt_f64_u32_e32 v[32:33], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[30:31], v[30:31], s[54:55]
	v_mul_f64 v[26:27], v[26:27], v[30:31]
	v_cvt_f64_i32_e32 v[30:31], v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[26:27], v[28:29], v[26:27]
	v_mul_f64 v[28:29], v[19:20], 0.5
	v_ldexp_f64 v[30:31], v[30:31], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[28:29], v[19:20], v[28:29]
	v_add_f64 v[30:31], v[30:31], v[32:33]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[28:29], v[26:27]
	v_mul_f64 v[21:22], v[21:22], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[30:31], s[56:57]
	v_add_f64 v[21:22], v[26:27], v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[21:22], v[21:22], -v[28:29]
	v_add_f64 v[19:20], v[19:20], v[21:22]
	v_mul_f64 v[21:22], v[30:31], s[58:59]
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
	v_mul_f64 v[26:27], v[19:20], v[21:22]
	v_mul_f64 v[21:22], v[21:22], 0.5
	v_fma_f64 v[28:29], -v[21:22], v[26:27], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[26:27], v[26:27], v[28:29], v[26:27]
	v_fma_f64 v[21:22], v[21:22], v[28:29], v[21:22]
	v_fma_f64 v[28:29], -v[26:27], v[26:27], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[26:27], v[28:29], v[21:22], v[26:27]
	v_fma_f64 v[28:29], -v[26:27], v[26:27], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fma_f64 v[21:22], v[28:29], v[21:22], v[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f64_u32_e32 v[26:27], v0
	v_add_f64 v[26:27], v[26:27], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[26:27], v[26:27], 0xffffffe0
	v_mul_f64 v[26:27], v[26:27], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[28:29], v[26:27], s[62:63]
	v_bfe_u32 v0, v27, 20, 11
	v_add_f64 v[28:29], 0x43380000, v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[29:30], 0xc3380000, v[28:29]
	v_mul_f64 v[31:32], v[29:30], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], v[31:32]
	v_mul_f64 v[31:32], v[29:30], s[66:67]
	v_add_f64 v[33:34], v[26:27], -v[31:32]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 20, v34
	v_mov_b32_e32 v34, v1
	v_and_b32_e32 v4, 0x7ff, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v33, 16, v4
	v_cmp_lt_u64_e64 s9, v[33:34], v[0:1]
	v_mul_f64 v[33:34], v[29:30], s[68:69]
	v_mul_f64 v[29:30], v[29:30], s[70:71]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[19:20], 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[21:22], v[21:22], v0
	v_and_b32_e32 v0, 1, v28
	v_add_f64 v[35:36], v[26:27], v[33:34]
	v_dual_cndmask_b32 v20, v22, v20 :: v_dual_cndmask_b32 v19, v21, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v38, v27, v36, s9
	v_cndmask_b32_e64 v37, v26, v35, s9
	v_add_f64 v[26:27], v[26:27], -v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], v[33:34]
	v_add_f64 v[26:27], v[29:30], -v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v27, v32, v27, s9
	v_cndmask_b32_e64 v26, v31, v26, s9
	v_cmp_eq_u64_e64 s9, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[21:22], v[37:38], -v[26:27]
	v_add_f64 v[29:30], v[37:38], -v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[29:30], -v[26:27]
	v_mul_f64 v[29:30], v[21:22], v[21:22]
	v_mul_f64 v[37:38], v[26:27], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[31:32], v[29:30], s[90:91]
	v_mul_f64 v[33:34], v[29:30], v[29:30]
	v_add_f64 v[31:32], v[31:32], s[92:93]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[35:36], v[29:30], v[33:34]
	v_mul_f64 v[33:34], v[33:34], v[33:34]
	v_mul_f64 v[31:32], v[35:36], v[31:32]
	v_mul_f64 v[35:36], v[29:30], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[35:36], v[35:36], s[86:87]
	v_mul_f64 v[35:36], v[29:30], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[35:36], v[35:36], s[88:89]
	v_add_f64 v[31:32], v[31:32], v[35:36]
	v_mul_f64 v[35:36], v[29:30], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[35:36], v[35:36], s[80:81]
	v_mul_f64 v[35:36], v[29:30], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[35:36], v[35:36], s[82:83]
	v_mul_f64 v[33:34], v[33:34], v[35:36]
	v_mul_f64 v[35:36], v[29:30], s[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[35:36], v[35:36], s[74:75]
	v_mul_f64 v[35:36], v[29:30], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[35:36], v[35:36], s[76:77]
	v_mul_f64 v[35:36], v[29:30], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[33:34], v[35:36], v[33:34]
	v_mul_f64 v[35:36], v[21:22], v[29:30]
	v_mul_f64 v[33:34], v[29:30], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[31:32], v[35:36], v[31:32]
	v_add_f64 v[31:32], v[37:38], -v[31:32]
	v_mul_f64 v[37:38], v[29:30], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[29:30], v[29:30], v[31:32]
	v_add_f64 v[39:40], -v[37:38], 1.0
	v_mul_f64 v[31:32], v[21:22], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[26:27], v[29:30], -v[26:27]
	v_add_f64 v[41:42], -v[39:40], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], v[33:34], -v[31:32]
	v_add_f64 v[37:38], v[41:42], -v[37:38]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[37:38], v[31:32]
	v_mul_f64 v[31:32], v[35:36], s[94:95]
	v_add_f64 v[29:30], v[39:40], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[26:27], v[31:32]
	v_xor_b32_e32 v0, 0x80000000, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[21:22], v[21:22], -v[26:27]
	v_dual_mov_b32 v27, v1 :: v_dual_and_b32 v26, 2, v28
	v_cmp_eq_u64_e32 vcc_lo, 0, v[26:27]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v0, v0, v30, vcc_lo
	v_xor_b32_e32 v4, 0x80000000, v22
	v_cndmask_b32_e64 v21, v21, v29, s9
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
	s_cbranch_execnz .LBB10_10
.LBB10_11:
	s_or_b32 exec_lo, exec_lo, s17
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v4, 0xff800000
	v_mov_b32_e32 v0, 0xff800000
	v_mov_b32_e32 v2, 0
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s1
	s_cbranch_execz .LBB10_15
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v4, 0xff800000
	v_mov_b32_e32 v18, v12
	v_mov_b32_e32 v20, v6
	v_mov_b32_e32 v2, 0
	v_dual_mov_b32 v16, 0 :: v_dual_mov_b32 v17, v11
	v_mov_b32_e32 v19, v5
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v0, 0xff800000
	s_mov_b32 s17, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_13:
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
	s_or_b32 s17, s11, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s17
	s_cbranch_execnz .LBB10_13
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s17
.LBB10_15:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s13
	ds_store_b32 v24, v4
	ds_store_b32 v23, v15
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s23
	s_cbranch_execz .LBB10_17
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
.LBB10_17:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s41
	s_cbranch_execz .LBB10_19
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
.LBB10_19:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s4
	s_cbranch_execz .LBB10_21
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
.LBB10_21:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s5
	s_cbranch_execz .LBB10_23
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
.LBB10_23:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s6
	s_cbranch_execz .LBB10_25
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
.LBB10_25:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s7
	s_cbranch_execz .LBB10_27
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
.LBB10_27:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s8
	s_cbranch_execz .LBB10_29
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
.LBB10_29:
	s_or_b32 exec_lo, exec_lo, s12
	v_add_nc_u32_e64 v3, 4, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s0
	s_cbranch_execz .LBB10_31
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
.LBB10_31:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s0
	s_cbranch_execz .LBB10_33
	ds_load_b32 v4, v1 offset:1024
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v1, v4 offset:2048
.LBB10_33:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v24, v0
	ds_store_b32 v23, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s23
	s_cbranch_execz .LBB10_35
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
.LBB10_35:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s41
	s_cbranch_execz .LBB10_37
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
.LBB10_37:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s4
	s_cbranch_execz .LBB10_39
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
.LBB10_39:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s5
	s_cbranch_execz .LBB10_41
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
.LBB10_41:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s6
	s_cbranch_execz .LBB10_43
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
.LBB10_43:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s7
	s_cbranch_execz .LBB10_45
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
.LBB10_45:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s8
	s_cbranch_execz .LBB10_47
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
.LBB10_47:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s0
	s_cbranch_execz .LBB10_49
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
.LBB10_49:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s0
	s_cbranch_execz .LBB10_51
	ds_load_b32 v0, v1
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v0, v0
	ds_store_b32 v1, v0 offset:2056
.LBB10_51:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s1
	s_cbranch_execz .LBB10_54
	ds_load_b32 v0, v1 offset:2048
	v_dual_mov_b32 v2, v11 :: v_dual_mov_b32 v3, v12
	v_dual_mov_b32 v16, v8 :: v_dual_mov_b32 v15, v7
	v_dual_mov_b32 v18, v6 :: v_dual_mov_b32 v17, v5
	s_mov_b32 s12, 0
.LBB10_53:
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
	v_mul_f32_e32 v26, v22, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, 0x3331bb4c, v26
	v_add_f32_e32 v27, 0xb5ddea0e, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, v26, v27
	v_add_f32_e32 v27, 0x388ab355, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, v26, v27
	v_add_f32_e32 v27, 0xbb360b61, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, v26, v27
	v_add_f32_e32 v27, 0x3e2aaaab, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v26, v27
	v_sub_f32_e32 v26, v22, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v22, v26
	v_sub_f32_e32 v26, 2.0, v26
	v_div_scale_f32 v27, null, v26, v26, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v28, v27
	v_fma_f32 v29, -v27, v28, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v28, v29, v28
	v_div_scale_f32 v29, vcc_lo, v22, v26, v22
	v_mul_f32_e32 v30, v29, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v31, -v27, v30, v29
	v_fmac_f32_e32 v30, v31, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v27, -v27, v30, v29
	v_div_fmas_f32 v27, v27, v28, v30
	v_add_co_u32 v17, vcc_lo, 0x100, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v18, null, 0, v18, vcc_lo
	v_div_fixup_f32 v22, v27, v26, v22
	v_add_nc_u32_e32 v26, 0xb4c00100, v20
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_le_u64_e32 vcc_lo, s[24:25], v[17:18]
	v_sub_f32_e32 v21, v21, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v22, 1, v26
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
	s_cbranch_execnz .LBB10_53
.LBB10_54:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s0
	s_cbranch_execz .LBB10_59
	v_readlane_b32 s2, v43, 6
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB10_58
	v_readlane_b32 s10, v43, 9
	v_readlane_b32 s11, v43, 10
	s_mov_b64 s[12:13], s[24:25]
.LBB10_57:
	global_load_b32 v2, v1, s[10:11]
	s_add_u32 s12, s12, -1
	s_addc_u32 s13, s13, -1
	s_add_u32 s10, s10, 4
	s_addc_u32 s11, s11, 0
	s_cmp_lg_u64 s[12:13], 0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v2
	s_cbranch_scc1 .LBB10_57
.LBB10_58:
	ds_store_b32 v1, v0 offset:2052
.LBB10_59:
	s_or_b32 exec_lo, exec_lo, s9
	v_readlane_b32 s2, v43, 7
	s_mov_b32 s9, -1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_not1_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB10_64
	s_and_saveexec_b32 s11, s1
	s_cbranch_execz .LBB10_63
	ds_load_b96 v[2:4], v1 offset:2048
	v_dual_mov_b32 v22, v6 :: v_dual_mov_b32 v21, v5
	s_mov_b32 s12, 0
	v_dual_mov_b32 v20, v10 :: v_dual_mov_b32 v19, v9
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v0, null, v3, v3, 1.0
	v_div_scale_f32 v17, vcc_lo, 1.0, v3, 1.0
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v15, v0
	v_xor_b32_e32 v0, 0x80000000, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v16, v0, v15, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v15, v16, v15
	v_mul_f32_e32 v16, v17, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, v0, v16, v17
	v_fmac_f32_e32 v16, v18, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v17, v0, v16
	v_div_fmas_f32 v0, v17, v15, v16
	v_mov_b32_e32 v16, v12
	v_dual_mov_b32 v18, v14 :: v_dual_mov_b32 v15, v11
	v_mov_b32_e32 v17, v13
	s_delay_alu instid0(VALU_DEP_4)
	v_div_fixup_f32 v0, v0, v3, 1.0
.LBB10_62:
	global_load_b32 v3, v[15:16], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v28, v3, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v28
	v_cndmask_b32_e32 v26, 0xc2d00000, v28, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v26
	v_cndmask_b32_e32 v26, 0x42b20000, v26, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, 0x3fb8aa3b, v26
	v_add_f32_e32 v29, 0x4b400000, v27
	v_cmp_o_f32_e64 s9, v28, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v27, 0xcb400000, v29
	v_mul_f32_e32 v30, 0xbf317200, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v30, v26, v30 :: v_dual_mul_f32 v31, 0x35bfbe8e, v27
	v_sub_f32_e32 v26, v30, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, v26, v26
	v_mul_f32_e32 v32, 0x3331bb4c, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, 0xb5ddea0e, v32
	v_mul_f32_e32 v32, v27, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, 0x388ab355, v32
	v_mul_f32_e32 v32, v27, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, 0xbb360b61, v32
	v_mul_f32_e32 v32, v27, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, 0x3e2aaaab, v32
	v_mul_f32_e32 v27, v27, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v27, v26, v27
	v_mul_f32_e32 v32, v26, v27
	v_sub_f32_e32 v33, 2.0, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v26, null, v33, v33, v32
	v_rcp_f32_e32 v27, v26
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v34, -v26, v27, 1.0
	v_fmac_f32_e32 v27, v34, v27
	v_div_scale_f32 v34, vcc_lo, v32, v33, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, v34, v27
	v_fma_f32 v36, -v26, v35, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v35, v36, v27
	v_fma_f32 v26, -v26, v35, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v34, v26, v27, v35
	v_clz_i32_u32_e32 v26, v22
	v_min_u32_e32 v35, 32, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[26:27], v35, v[21:22]
	v_add_co_u32 v21, s10, 0x100, v21
	v_add_co_ci_u32_e64 v22, null, 0, v22, s10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v26, 1, v26
	v_or_b32_e32 v26, v27, v26
	v_div_fixup_f32 v27, v34, v33, v32
	v_sub_nc_u32_e32 v32, 32, v35
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_u32_e32 v26, v26
	v_sub_f32_e32 v27, v31, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f32 v26, v26, v32
	v_cmp_eq_f32_e32 vcc_lo, v4, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v26, v30, v27 :: v_dual_add_nc_u32 v27, 0xb4c00100, v29
	v_add_f32_e32 v26, 1.0, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v27, 1, v27
	v_sub_nc_u32_e32 v28, v29, v27
	v_lshl_add_u32 v27, v27, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v26, v26, v27
	v_lshl_add_u32 v27, v28, 23, 0x7f800000
	global_load_b32 v28, v[17:18], off
	v_mul_f32_e32 v26, v26, v27
	v_add_f32_e32 v27, v3, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v26, 0x7fc00000, v26, s9
	v_mul_f32_e32 v27, 0x3d4ccccd, v27
	v_add_co_u32 v17, s9, 0x400, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v18, null, 0, v18, s9
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v26, v0, v26 :: v_dual_sub_f32 v27, v27, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, v27, v26
	v_cndmask_b32_e64 v27, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v26, v27, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, s16, v26
	v_sub_f32_e32 v3, v3, v26
	global_load_b32 v26, v[19:20], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v26, v25, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v26, v3
	v_and_b32_e32 v26, 0x7fffffff, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v26
	v_cndmask_b32_e32 v3, 0x7fc00000, v3, vcc_lo
	v_add_co_u32 v19, vcc_lo, 0x400, v19
	v_add_co_ci_u32_e64 v20, null, 0, v20, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[24:25], v[21:22]
	global_store_b32 v[15:16], v3, off
	v_add_co_u32 v15, s9, 0x400, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v16, null, 0, v16, s9
	s_or_b32 s12, vcc_lo, s12
	s_and_not1_b32 exec_lo, exec_lo, s12
	s_cbranch_execnz .LBB10_62
.LBB10_63:
	s_or_b32 exec_lo, exec_lo, s11
	s_mov_b32 s9, 0
.LBB10_64:
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
	v_div_scale_f32 v17, vcc_lo, 1.0, v3, 1.0
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v15, v0
	v_xor_b32_e32 v0, 0x80000000, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v16, v0, v15, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v15, v16, v15
	v_mul_f32_e32 v16, v17, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, v0, v16, v17
	v_fmac_f32_e32 v16, v18, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v17, v0, v16
	v_div_fmas_f32 v0, v17, v15, v16
	v_mov_b32_e32 v16, v12
	v_dual_mov_b32 v18, v14 :: v_dual_mov_b32 v15, v11
	v_mov_b32_e32 v17, v13
	s_delay_alu instid0(VALU_DEP_4)
	v_div_fixup_f32 v0, v0, v3, 1.0
.LBB10_67:
	global_load_b32 v3, v[15:16], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v26, v3, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v26
	v_cndmask_b32_e32 v21, 0xc2d00000, v26, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v21
	v_cndmask_b32_e32 v21, 0x42b20000, v21, vcc_lo
	v_cmp_o_f32_e64 s9, v26, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, 0x3fb8aa3b, v21
	v_add_f32_e32 v27, 0x4b400000, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, 0xcb400000, v27
	v_mul_f32_e32 v28, 0xbf317200, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v29, 0x35bfbe8e, v22 :: v_dual_add_f32 v28, v21, v28
	v_sub_f32_e32 v21, v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v21, v21
	v_mul_f32_e32 v30, 0x3331bb4c, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, 0xb5ddea0e, v30
	v_mul_f32_e32 v30, v22, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, 0x388ab355, v30
	v_mul_f32_e32 v30, v22, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, 0xbb360b61, v30
	v_mul_f32_e32 v30, v22, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, 0x3e2aaaab, v30
	v_mul_f32_e32 v22, v22, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v22, v21, v22
	v_mul_f32_e32 v30, v21, v22
	v_sub_f32_e32 v31, 2.0, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v21, null, v31, v31, v30
	v_rcp_f32_e32 v22, v21
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v32, -v21, v22, 1.0
	v_fmac_f32_e32 v22, v32, v22
	v_div_scale_f32 v32, vcc_lo, v30, v31, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v33, v32, v22
	v_fma_f32 v34, -v21, v33, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v33, v34, v22
	v_fma_f32 v21, -v21, v33, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v32, v21, v22, v33
	v_clz_i32_u32_e32 v21, v20
	v_min_u32_e32 v33, 32, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[21:22], v33, v[19:20]
	v_min_u32_e32 v21, 1, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_or_b32_e32 v21, v22, v21
	v_div_fixup_f32 v22, v32, v31, v30
	v_sub_nc_u32_e32 v30, 32, v33
	v_cvt_f32_u32_e32 v21, v21
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v22, v29, v22
	v_ldexp_f32 v21, v21, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_eq_f32_e32 vcc_lo, v4, v21
	v_dual_sub_f32 v21, v28, v22 :: v_dual_add_nc_u32 v22, 0xb4c00100, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v21, 1.0, v21
	v_lshrrev_b32_e32 v22, 1, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_nc_u32_e32 v26, v27, v22
	v_lshl_add_u32 v22, v22, 23, 0xff800000
	v_mul_f32_e32 v21, v21, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v22, v26, 23, 0x7f800000
	global_load_b32 v26, v[17:18], off
	v_dual_mul_f32 v21, v21, v22 :: v_dual_add_f32 v22, v3, v3
	v_cndmask_b32_e64 v21, 0x7fc00000, v21, s9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, 0x3d4ccccd, v22
	v_add_co_u32 v19, s9, 0x100, v19
	v_add_co_ci_u32_e64 v20, null, 0, v20, s9
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v21, v0, v21 :: v_dual_sub_f32 v22, v22, v26
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
	s_cbranch_execnz .LBB10_67
	s_branch .LBB10_3
.LBB10_68:
	s_mul_f32 s10, s22, s20
	s_mul_f32 s20, s21, s20
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s10, 0
	s_mul_f32 s9, s10, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s10, 0xf800000
	v_mov_b32_e32 v0, s9
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s10, v0, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v2, v0
	v_add_nc_u32_e32 v3, -1, v2
	v_add_nc_u32_e32 v4, 1, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v15, 0x80000000, v3
	v_xor_b32_e32 v16, 0x80000000, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v15, v15, v2, v0
	v_fma_f32 v16, v16, v2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s10, 0, v15
	v_cndmask_b32_e64 v2, v2, v3, s10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s10, 0, v16
	v_cndmask_b32_e64 v2, v2, v4, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, 0x37800000, v2
	v_cndmask_b32_e64 v2, v2, v3, s9
	v_cmp_class_f32_e64 s9, v0, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v2, v0, s9
	v_cndmask_b32_e32 v25, 0, v0, vcc_lo
	s_branch .LBB10_6
.LBB10_69:
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
		.amdhsa_next_free_vgpr 44
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

	.set tessera_softmax_pull_wide.num_vgpr, 44
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
    .sgpr_count:     97
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
    .sgpr_count:     104
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_pull_w32x8.kd
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
    .group_segment_fixed_size: 3120
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_softmax_pull_w64x4
    .private_segment_fixed_size: 0
    .sgpr_count:     105
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
    .sgpr_count:     106
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_pull_w128x2.kd
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
    .group_segment_fixed_size: 3084
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_softmax_pull_w256
    .private_segment_fixed_size: 0
    .sgpr_count:     105
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
    .group_segment_fixed_size: 4108
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_softmax_pull_w512
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_pull_w512.kd
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
    .group_segment_fixed_size: 6156
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_softmax_pull_w1024
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 2
    .symbol:         tessera_softmax_pull_w1024.kd
    .uses_dynamic_stack: false
    .vgpr_count:     77
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
    .group_segment_fixed_size: 10252
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_softmax_pull_w2048
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 7
    .symbol:         tessera_softmax_pull_w2048.kd
    .uses_dynamic_stack: false
    .vgpr_count:     96
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
    .sgpr_spill_count: 4
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
    .sgpr_spill_count: 8
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
    .sgpr_spill_count: 11
    .symbol:         tessera_softmax_pull_wide.kd
    .uses_dynamic_stack: false
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1151
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
