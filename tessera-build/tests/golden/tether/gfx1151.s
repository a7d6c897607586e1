	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 6
	.text
	.globl	tessera_tether
	.p2align	8
	.type	tessera_tether,@function
tessera_tether:
	s_load_b256 s[4:11], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[8:9], s[2:3]
	v_cmp_lt_u64_e64 s8, 0x1000, s[10:11]
	s_or_b32 s3, s3, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB0_27
	s_load_b64 s[8:9], s[0:1], 0x20
	s_mov_b64 s[20:21], 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[8:9], 0
	s_cbranch_scc1 .LBB0_27
	s_load_b256 s[12:19], s[0:1], 0x28
	s_mul_i32 s0, s11, s2
	s_mul_hi_u32 s1, s10, s2
	s_mov_b32 s27, 0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s15, s1, s0
	s_cmp_lg_u64 s[10:11], 0
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v14, 2, v0
	s_cselect_b32 s33, -1, 0
	v_mov_b32_e32 v15, 0xfffffbcb
	s_mov_b32 s34, 0x9997fa04
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v2, v0
	s_mov_b32 s36, 0xdf3e5244
	s_mov_b32 s38, 0x96cb03de
	s_mov_b32 s40, 0x94229359
	s_mov_b32 s42, 0x55555593
	s_mov_b32 s44, 0x35793c76
	s_mov_b32 s46, 0xfee00000
	s_mov_b32 s48, 0x54442d18
	s_cmp_lg_u32 s14, 0
	s_mul_i32 s14, s10, s2
	s_cselect_b32 s96, -1, 0
	s_add_u32 s0, s16, 0x9e3779b9
	s_addc_u32 s1, s17, 0
	v_writelane_b32 v55, s0, 0
	s_mov_b32 s50, 0x6dc9c883
	s_mov_b32 s52, 0x54400000
	s_mov_b32 s54, 0x1a626331
	s_mov_b32 s56, 0x1a600000
	v_writelane_b32 v55, s1, 1
	s_add_u32 s0, s17, 0xbb67ae85
	s_addc_u32 s1, 0, 0
	s_add_u32 s97, s16, 0x3c6ef372
	s_add_u32 s28, s17, 0x76cf5d0a
	v_writelane_b32 v55, s0, 2
	s_addc_u32 s29, 0, 0
	s_and_b32 s26, s10, 7
	s_add_u32 s98, s16, 0xdaa66d2b
	s_add_u32 s99, s17, 0x32370b8f
	v_writelane_b32 v55, s1, 3
	s_add_u32 s100, s16, 0x78dde6e4
	s_add_u32 s101, s17, 0xed9eba14
	s_add_u32 s102, s16, 0x1715609d
	s_add_u32 s103, s17, 0xa9066899
	s_add_u32 s104, s16, 0xb54cda56
	s_add_u32 vcc_hi, s17, 0x646e171e
	s_add_u32 s22, s16, 0x5384540f
	s_add_u32 s23, s17, 0x1fd5c5a3
	s_add_u32 s24, s17, 0xdb3d7428
	s_add_i32 s25, s16, 0x8ff34781
	s_and_b32 s30, s10, 0x1ff8
	s_cmp_lg_u64 s[26:27], 0
	s_mov_b32 s58, 0x2e037073
	s_cselect_b32 s0, -1, 0
	s_mov_b32 s60, 0x2e000000
	v_writelane_b32 v55, s0, 4
	s_lshl_b64 s[0:1], s[14:15], 2
	s_mov_b32 s62, 0x252049c1
	v_add_co_u32 v6, s0, s0, v14
	v_writelane_b32 v55, s26, 5
	v_add_co_ci_u32_e64 v7, null, s1, 0, s0
	v_cmp_gt_u64_e64 s0, s[10:11], 7
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_u32 v4, vcc_lo, s4, v6
	v_writelane_b32 v55, s27, 6
	v_add_co_ci_u32_e64 v5, null, s5, v7, vcc_lo
	v_add_co_u32 v6, vcc_lo, s6, v6
	v_writelane_b32 v55, s0, 7
	v_cmp_gt_u64_e64 s0, s[10:11], v[0:1]
	v_add_co_ci_u32_e64 v7, null, s7, v7, vcc_lo
	v_cmp_eq_u32_e64 s1, 0, v0
	s_mov_b32 s4, 0xd078c69f
	s_mov_b32 s6, 0x1d8e78af
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
	s_mov_b32 s31, s27
	s_mov_b32 s5, 0x3fc39a09
	s_mov_b32 s7, 0x3fcc71c5
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
	s_mov_b32 s61, 0xbba3198a
	s_mov_b32 s63, 0x397b839a
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
	s_branch .LBB0_5
.LBB0_3:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s3
.LBB0_4:
	s_add_u32 s20, s20, 1
	s_addc_u32 s21, s21, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u64 s[20:21], s[8:9]
	s_cbranch_scc1 .LBB0_27
.LBB0_5:
	s_and_saveexec_b32 s3, s0
	s_cbranch_execz .LBB0_8
	v_dual_mov_b32 v0, v14 :: v_dual_mov_b32 v11, v3
	v_dual_mov_b32 v9, v5 :: v_dual_mov_b32 v8, v4
	v_mov_b32_e32 v10, v2
	s_mov_b32 s26, 0
	.p2align	6
.LBB0_7:
	global_load_b32 v12, v[8:9], off
	v_add_co_u32 v10, vcc_lo, 0x100, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, 0, v11, vcc_lo
	v_add_co_u32 v8, vcc_lo, 0x400, v8
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_le_u64_e64 s2, s[10:11], v[10:11]
	s_or_b32 s26, s2, s26
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v12, v12, v12
	ds_store_b32 v0, v12
	v_add_nc_u32_e32 v0, 0x400, v0
	s_and_not1_b32 exec_lo, exec_lo, s26
	s_cbranch_execnz .LBB0_7
.LBB0_8:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s26, s1
	s_cbranch_execz .LBB0_18
	s_and_not1_b32 vcc_lo, exec_lo, s33
	ds_store_b32 v1, v1 offset:16384
	s_cbranch_vccnz .LBB0_18
	v_readlane_b32 s2, v55, 7
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB0_14
	s_mov_b64 s[2:3], 0
	s_mov_b32 s27, 0
	.p2align	6
.LBB0_12:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v16, s27
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s27, s27, 32
	s_cmp_eq_u64 s[30:31], s[2:3]
	ds_load_2addr_b32 v[8:9], v16 offset1:1
	ds_load_2addr_b32 v[10:11], v16 offset0:2 offset1:3
	ds_load_2addr_b32 v[12:13], v16 offset0:4 offset1:5
	ds_load_2addr_b32 v[16:17], v16 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v9, v0
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v11, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v13, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v16, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v17, v0
	s_cbranch_scc0 .LBB0_12
	v_readlane_b32 s27, v55, 4
	s_mov_b64 s[2:3], s[30:31]
	s_and_b32 vcc_lo, exec_lo, s27
	s_cbranch_vccnz .LBB0_15
	s_branch .LBB0_17
.LBB0_14:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB0_17
.LBB0_15:
	s_lshl_b32 s27, s2, 2
	v_readlane_b32 s2, v55, 5
	v_readlane_b32 s3, v55, 6
.LBB0_16:
	v_mov_b32_e32 v8, s27
	s_add_i32 s27, s27, 4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v8, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v8, v0
	s_cbranch_scc1 .LBB0_16
.LBB0_17:
	ds_store_b32 v1, v0 offset:16384
.LBB0_18:
	s_or_b32 exec_lo, exec_lo, s26
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s96
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_23
	s_and_saveexec_b32 s26, s0
	s_cbranch_execz .LBB0_22
	ds_load_b32 v0, v1 offset:16384
	s_add_u32 s27, s20, s18
	s_addc_u32 s2, s21, s19
	v_readlane_b32 s90, v55, 0
	s_mul_hi_u32 s3, s2, 0xcd9e8d57
	v_readlane_b32 s91, v55, 1
	s_xor_b32 s88, s16, s3
	s_mul_i32 s2, s2, 0xcd9e8d57
	s_xor_b32 s27, s88, s27
	v_dual_mov_b32 v9, v5 :: v_dual_mov_b32 v8, v4
	s_xor_b64 s[90:91], s[90:91], s[2:3]
	s_mul_hi_u32 s3, s27, 0xd2511f53
	s_mul_i32 s2, s27, 0xd2511f53
	s_mov_b32 s88, s3
	s_xor_b64 s[92:93], s[28:29], s[2:3]
	v_readlane_b32 s2, v55, 2
	v_readlane_b32 s3, v55, 3
	v_dual_mov_b32 v11, v7 :: v_dual_mov_b32 v10, v6
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v0, -4.0, v0 :: v_dual_mov_b32 v13, v3
	v_mov_b32_e32 v12, v2
	s_mov_b32 s89, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_xor_b64 s[94:95], s[88:89], s[2:3]
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v16, 0x3c23d70a, v0
.LBB0_21:
	v_add_co_u32 v0, vcc_lo, s14, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v19, null, s15, v13, vcc_lo
	v_mov_b32_e32 v48, v1
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v0, s17, v19
	v_xor_b32_e32 v0, v0, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v19, s94, v17
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v19, 0
	v_xor_b32_e32 v0, s90, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v20, s97, v17
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v20, 0
	v_xor_b32_e32 v0, s92, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v21, s99, v17
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v21, 0
	v_xor3_b32 v0, s98, v18, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, v22, s100, v17
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v19, 0
	v_xor3_b32 v0, s101, v18, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, v23, s103, v17
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v19, 0
	v_xor3_b32 v0, s102, v18, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v20, s104, v17
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v20, 0
	v_xor3_b32 v0, vcc_hi, v18, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, v21, s23, v17
	v_mul_hi_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v21, 0xcd9e8d57, v17
	v_xor3_b32 v0, s22, v0, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v0, s24, v0, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v21, s25, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[18:19], v0
	v_add_f64 v[18:19], v[18:19], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[18:19], v[18:19], 0xffffffe0
	v_ldexp_f64 v[20:21], v[18:19], 54
	v_cmp_gt_f64_e64 s2, 0x100000, v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v19, v21, s2
	v_cndmask_b32_e64 v20, v18, v20, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v22, s3, 0x95f62, v0
	v_add_co_ci_u32_e64 v23, null, 0, 0, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v22
	v_lshrrev_b64 v[22:23], 20, v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v21, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v15, s2
	v_add_f64 v[20:21], v[20:21], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[20:21], 2.0
	v_mul_f64 v[44:45], v[20:21], 0.5
	v_div_scale_f64 v[26:27], null, v[24:25], v[24:25], v[20:21]
	v_div_scale_f64 v[32:33], vcc_lo, v[20:21], v[24:25], v[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[44:45], v[20:21], v[44:45]
	v_rcp_f64_e32 v[28:29], v[26:27]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[30:31], -v[26:27], v[28:29], 1.0
	v_fma_f64 v[28:29], v[28:29], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[30:31], -v[26:27], v[28:29], 1.0
	v_fma_f64 v[28:29], v[28:29], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[30:31], v[32:33], v[28:29]
	v_fma_f64 v[26:27], -v[26:27], v[30:31], v[32:33]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[26:27], v[26:27], v[28:29], v[30:31]
	v_add_co_u32 v0, vcc_lo, v22, v0
	v_div_fixup_f64 v[24:25], v[26:27], v[24:25], v[20:21]
	v_cvt_f64_u32_e32 v[26:27], v17
	v_add_co_ci_u32_e64 v17, null, -1, v23, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[22:23], v17
	v_mul_f64 v[28:29], v[24:25], v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[26:27], v[26:27], 0.5
	v_ldexp_f64 v[22:23], v[22:23], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[30:31], v[28:29], v[28:29]
	v_ldexp_f64 v[26:27], v[26:27], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[32:33], v[30:31], s[36:37]
	v_mul_f64 v[26:27], v[26:27], s[48:49]
	v_mul_f64 v[36:37], v[30:31], s[4:5]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[32:33], v[32:33], s[38:39]
	v_mul_f64 v[34:35], v[26:27], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[36:37], s[6:7]
	v_mul_f64 v[32:33], v[30:31], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[34:35], 0x43380000, v[34:35]
	v_add_f64 v[32:33], v[32:33], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_add_f64 v[38:39], 0xc3380000, v[34:35]
	v_mul_f64 v[35:36], v[30:31], v[36:37]
	v_mov_b32_e32 v37, v1
	v_mul_f64 v[32:33], v[30:31], v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[40:41], v[38:39], s[52:53]
	v_add_f64 v[35:36], v[35:36], s[34:35]
	v_mul_f64 v[42:43], v[38:39], s[56:57]
	v_mul_f64 v[46:47], v[38:39], s[60:61]
	v_add_f64 v[32:33], v[32:33], s[42:43]
	v_add_f64 v[40:41], v[26:27], v[40:41]
	v_mul_f64 v[30:31], v[30:31], v[35:36]
	v_cvt_f64_u32_e32 v[35:36], v0
	v_bfe_u32 v0, v27, 20, 11
	v_mul_f64 v[28:29], v[28:29], v[32:33]
	v_add_f64 v[32:33], v[40:41], v[42:43]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[22:23], v[35:36]
	v_mul_f64 v[35:36], v[38:39], s[58:59]
	v_add_f64 v[28:29], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_4)
	v_add_f64 v[30:31], v[40:41], -v[32:33]
	v_add_f64 v[49:50], v[32:33], v[46:47]
	v_mul_f64 v[51:52], v[22:23], s[44:45]
	v_mul_f64 v[22:23], v[22:23], s[46:47]
	v_add_f64 v[28:29], v[44:45], v[28:29]
	v_add_f64 v[30:31], v[30:31], v[42:43]
	v_mul_f64 v[42:43], v[38:39], s[54:55]
	v_add_f64 v[53:54], v[32:33], -v[49:50]
	v_mul_f64 v[38:39], v[38:39], s[62:63]
	v_mul_f64 v[24:25], v[24:25], v[28:29]
	v_add_f64 v[28:29], v[35:36], -v[30:31]
	v_add_f64 v[30:31], v[40:41], -v[42:43]
	v_add_f64 v[46:47], v[53:54], v[46:47]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[24:25], v[51:52], v[24:25]
	v_add_f64 v[51:52], v[32:33], -v[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshrrev_b32_e32 v17, 20, v31
	v_add_f64 v[30:31], v[38:39], -v[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v17, 0x7ff, v17
	v_add_nc_u32_e32 v36, 16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e64 s2, v[36:37], v[0:1]
	v_add_f64 v[24:25], v[24:25], -v[44:45]
	v_lshrrev_b32_e32 v17, 20, v52
	v_and_b32_e32 v17, 0x7ff, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v47, 49, v17
	v_cmp_lt_u64_e32 vcc_lo, v[47:48], v[0:1]
	v_cndmask_b32_e32 v0, v29, v31, vcc_lo
	v_cndmask_b32_e32 v30, v28, v30, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v31, v43, v0, s2
	v_cndmask_b32_e64 v30, v42, v30, s2
	v_add_f64 v[20:21], v[20:21], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[20:21], v[22:23], v[20:21]
	v_mul_f64 v[20:21], v[20:21], -2.0
	v_dual_cndmask_b32 v17, v32, v49 :: v_dual_cndmask_b32 v32, v33, v50
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[18:19]
	global_load_b32 v49, v[8:9], off
	global_load_b32 v50, v[10:11], off
	v_cndmask_b32_e64 v28, v40, v17, s2
	v_cndmask_b32_e64 v29, v41, v32, s2
	v_cmp_neq_f64_e64 s2, 0, v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[28:29], -v[30:31]
	v_cndmask_b32_e32 v0, 0xfff00000, v21, vcc_lo
	s_and_b32 vcc_lo, s2, vcc_lo
	v_cndmask_b32_e32 v20, 0, v20, vcc_lo
	v_mul_f64 v[22:23], v[24:25], v[24:25]
	v_add_f64 v[28:29], v[28:29], -v[24:25]
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f64 v[32:33], v[22:23], s[76:77]
	v_mul_f64 v[35:36], v[22:23], s[64:65]
	v_mul_f64 v[37:38], v[22:23], s[70:71]
	v_mul_f64 v[39:40], v[22:23], v[22:23]
	v_mul_f64 v[41:42], v[22:23], s[82:83]
	v_add_f64 v[28:29], v[28:29], -v[30:31]
	v_mul_f64 v[30:31], v[24:25], v[22:23]
	v_mul_f64 v[43:44], v[22:23], 0.5
	v_add_f64 v[17:18], v[32:33], s[78:79]
	v_add_f64 v[32:33], v[35:36], s[66:67]
	v_add_f64 v[35:36], v[37:38], s[72:73]
	v_add_f64 v[37:38], v[41:42], s[84:85]
	v_mul_f64 v[41:42], v[22:23], v[39:40]
	v_mul_f64 v[39:40], v[39:40], v[39:40]
	v_mul_f64 v[45:46], v[28:29], 0.5
	v_add_f64 v[47:48], -v[43:44], 1.0
	v_mul_f64 v[17:18], v[22:23], v[17:18]
	v_mul_f64 v[32:33], v[22:23], v[32:33]
	v_mul_f64 v[35:36], v[22:23], v[35:36]
	v_mul_f64 v[37:38], v[41:42], v[37:38]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[17:18], v[17:18], s[80:81]
	v_add_f64 v[32:33], v[32:33], s[68:69]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[35:36], v[35:36], s[74:75]
	v_add_f64 v[17:18], v[37:38], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[32:33], v[22:23], v[32:33]
	v_mul_f64 v[35:36], v[39:40], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[30:31], v[17:18]
	v_mul_f64 v[30:31], v[30:31], s[86:87]
	v_add_f64 v[32:33], v[32:33], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[17:18], v[45:46], -v[17:18]
	v_add_f64 v[45:46], -v[47:48], 1.0
	v_mul_f64 v[32:33], v[22:23], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[22:23], v[17:18]
	v_and_b32_e32 v23, 2, v34
	v_cndmask_b32_e64 v21, 0x7ff00000, v0, s2
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[20:21]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], v[17:18], -v[28:29]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[19:20], v[20:21], v0
	v_and_b32_e32 v0, 1, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	v_add_f64 v[17:18], v[17:18], v[30:31]
	v_rsq_f64_e32 v[41:42], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_add_f64 v[17:18], v[24:25], -v[17:18]
	v_mul_f64 v[37:38], v[19:20], v[41:42]
	v_mul_f64 v[41:42], v[41:42], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[39:40], -v[41:42], v[37:38], 0.5
	v_fma_f64 v[35:36], v[37:38], v[39:40], v[37:38]
	v_mul_f64 v[37:38], v[24:25], v[28:29]
	v_fma_f64 v[21:22], v[41:42], v[39:40], v[41:42]
	v_add_f64 v[41:42], v[45:46], -v[43:44]
	v_mov_b32_e32 v24, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s3, 0, v[23:24]
	v_xor_b32_e32 v23, 0x80000000, v18
	v_fma_f64 v[39:40], -v[35:36], v[35:36], v[19:20]
	v_add_f64 v[32:33], v[32:33], -v[37:38]
	v_fma_f64 v[28:29], v[39:40], v[21:22], v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[32:33], v[41:42], v[32:33]
	v_fma_f64 v[30:31], -v[28:29], v[28:29], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[32:33], v[47:48], v[32:33]
	v_fma_f64 v[21:22], v[30:31], v[21:22], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v25, 0x80000000, v33
	v_cndmask_b32_e64 v24, v17, v32, s2
	v_cndmask_b32_e64 v17, v18, v23, s3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v25, v33, s3
	v_cndmask_b32_e64 v0, v17, v0, s2
	v_cndmask_b32_e64 v17, 0, 0xffffff80, vcc_lo
	v_cmp_gt_f64_e64 s2, 0x413921fb, v[26:27]
	v_cmp_class_f64_e64 vcc_lo, v[19:20], 0x260
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[17:18], v[21:22], v17
	v_cndmask_b32_e64 v22, 0x7ff80000, v0, s2
	v_cndmask_b32_e64 v21, 0, v24, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v18, v18, v20 :: v_dual_cndmask_b32 v17, v17, v19
	v_add_co_u32 v12, vcc_lo, 0x100, v12
	v_add_co_ci_u32_e64 v13, null, 0, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[21:22], v[17:18]
	v_add_co_u32 v10, vcc_lo, 0x400, v10
	v_add_co_ci_u32_e64 v11, null, 0, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_le_u64_e32 vcc_lo, s[10:11], v[12:13]
	s_or_b32 s89, vcc_lo, s89
	v_cvt_f32_f64_e32 v0, v[17:18]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v17, v49, v50
	v_add_f32_e32 v18, v49, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v17, v17, v17 :: v_dual_mul_f32 v18, v18, v16
	v_mul_f32_e32 v17, 0.5, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v17, v18, v17 :: v_dual_mul_f32 v0, s13, v0
	v_mul_f32_e32 v17, s12, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v17, v49, v17
	v_add_f32_e32 v0, v0, v17
	global_store_b32 v[8:9], v0, off
	v_add_co_u32 v8, s2, 0x400, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, 0, v9, s2
	s_and_not1_b32 exec_lo, exec_lo, s89
	s_cbranch_execnz .LBB0_21
.LBB0_22:
	s_or_b32 exec_lo, exec_lo, s26
	s_cbranch_execnz .LBB0_4
	s_branch .LBB0_24
.LBB0_23:
.LBB0_24:
	s_and_saveexec_b32 s3, s0
	s_cbranch_execz .LBB0_3
	ds_load_b32 v0, v1 offset:16384
	s_mov_b32 s26, 0
	v_dual_mov_b32 v9, v5 :: v_dual_mov_b32 v8, v4
	v_dual_mov_b32 v13, v3 :: v_dual_mov_b32 v12, v2
	v_dual_mov_b32 v11, v7 :: v_dual_mov_b32 v10, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB0_26:
	global_load_b32 v16, v[8:9], off
	global_load_b32 v17, v[10:11], off
	v_add_co_u32 v12, vcc_lo, 0x100, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v13, vcc_lo
	v_add_co_u32 v10, vcc_lo, 0x400, v10
	v_add_co_ci_u32_e64 v11, null, 0, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cmp_le_u64_e32 vcc_lo, s[10:11], v[12:13]
	s_or_b32 s26, vcc_lo, s26
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v18, v16, v16
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v17, v16, v17 :: v_dual_mul_f32 v18, v18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, v17, v17
	v_mul_f32_e32 v17, 0.5, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, v18, v17
	v_mul_f32_e32 v17, s12, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v16, v16, v17
	global_store_b32 v[8:9], v16, off
	v_add_co_u32 v8, s2, 0x400, v8
	v_add_co_ci_u32_e64 v9, null, 0, v9, s2
	s_and_not1_b32 exec_lo, exec_lo, s26
	s_cbranch_execnz .LBB0_26
	s_branch .LBB0_3
.LBB0_27:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether
		.amdhsa_group_segment_fixed_size 16388
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 72
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
		.amdhsa_inst_pref_size 32
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
	.size	tessera_tether, .Lfunc_end0-tessera_tether

	.set tessera_tether.num_vgpr, 56
	.set tessera_tether.num_agpr, 0
	.set tessera_tether.numbered_sgpr, 105
	.set tessera_tether.num_named_barrier, 0
	.set tessera_tether.private_seg_size, 0
	.set tessera_tether.uses_vcc, 1
	.set tessera_tether.uses_flat_scratch, 0
	.set tessera_tether.has_dyn_sized_stack, 0
	.set tessera_tether.has_recursion, 0
	.set tessera_tether.has_indirect_call, 0
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
      - .name:           key0
        .offset:         56
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         64
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 16388
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .max_flat_workgroup_size: 256
    .name:           tessera_tether
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 8
    .symbol:         tessera_tether.kd
    .uses_dynamic_stack: false
    .vgpr_count:     56
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1151
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
