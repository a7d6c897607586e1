	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 6
	.text
	.globl	tessera_bivector_pull_w256
	.p2align	8
	.type	tessera_bivector_pull_w256,@function
tessera_bivector_pull_w256:
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x0
	s_load_b128 s[24:27], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[22:23], s[2:3]
	v_cmp_lt_u64_e64 s5, 0x100, s[24:25]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB0_33
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v4, 2, v0
	s_mul_i32 s4, s25, s2
	s_mul_hi_u32 s5, s24, s2
	s_mul_i32 s22, s24, s2
	s_add_i32 s23, s5, s4
	v_cmp_gt_u64_e64 s4, s[24:25], v[0:1]
	s_lshl_b64 s[34:35], s[22:23], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s6, s16, s34
	s_addc_u32 s7, s17, s35
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_3
	global_load_b32 v5, v4, s[6:7]
.LBB0_3:
	s_or_b32 exec_lo, exec_lo, s5
	s_cmp_eq_u64 s[26:27], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB0_31
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x30
	s_load_b128 s[28:31], s[0:1], 0x50
	v_add_co_u32 v1, s0, s22, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s23, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v1, 0
	v_bcnt_u32_b32 v0, v0, 0
	s_mov_b32 s23, 0
	v_cmp_gt_u64_e64 s102, s[24:25], 7
	v_mov_b32_e32 v1, 0
	s_mov_b32 s36, 0xdf3e5244
	v_cmp_eq_u32_e32 vcc_lo, 2, v0
	v_xor_b32_e32 v2, v9, v2
	s_mov_b32 s38, 0x96cb03de
	s_mov_b32 s40, 0x94229359
	s_mov_b32 s42, 0x55555593
	v_cndmask_b32_e64 v6, 0, 1.0, vcc_lo
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_xor_b32_e32 v2, s29, v2
	s_cselect_b32 s15, -1, 0
	s_add_u32 s1, s20, s34
	s_addc_u32 s5, s21, s35
	s_lshl_b64 s[2:3], s[2:3], 2
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v2, 0
	s_add_u32 s18, s18, s2
	s_addc_u32 s19, s19, s3
	s_cmp_lg_u64 s[24:25], 0
	v_add_co_u32 v2, s1, s1, v4
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s10, 0
	v_add_co_ci_u32_e64 v3, null, s5, 0, s1
	s_cselect_b32 s88, -1, 0
	s_add_u32 s1, s28, 0x9e3779b9
	s_add_u32 s2, s29, 0xbb67ae85
	v_xor_b32_e32 v7, s1, v10
	s_add_u32 s1, s28, 0x3c6ef372
	s_and_b32 s22, s24, 7
	s_add_u32 s89, s29, 0x76cf5d0a
	s_add_u32 s90, s28, 0xdaa66d2b
	s_add_u32 s91, s29, 0x32370b8f
	s_add_u32 s92, s28, 0x78dde6e4
	s_add_u32 s93, s29, 0xed9eba14
	s_add_u32 s94, s28, 0x1715609d
	s_add_u32 s95, s29, 0xa9066899
	s_add_u32 s96, s28, 0xb54cda56
	s_add_u32 s97, s29, 0x646e171e
	s_add_u32 s98, s28, 0x5384540f
	s_add_u32 s99, s29, 0x1fd5c5a3
	s_add_u32 s29, s29, 0xdb3d7428
	s_add_i32 s100, s28, 0x8ff34781
	s_and_b32 s10, s24, 0x1f8
	v_xor_b32_e32 v8, s2, v8
	v_xor_b32_e32 v9, s1, v9
	v_mov_b32_e32 v10, 0xfffffbcb
	s_cmp_lg_u64 s[22:23], 0
	s_mov_b32 s20, 0xd078c69f
	s_mov_b32 s24, 0x1d8e78af
	s_mov_b32 s34, 0x9997fa04
	s_mov_b32 s44, 0x35793c76
	s_mov_b32 s46, 0xfee00000
	s_mov_b32 s48, 0x54442d18
	s_mov_b32 s50, 0x6dc9c883
	s_mov_b32 s52, 0x54400000
	s_mov_b32 s54, 0x1a626331
	s_mov_b32 s56, 0x1a600000
	s_mov_b32 s58, 0x2e037073
	s_mov_b32 s60, 0x2e000000
	s_mov_b32 s62, 0x252049c1
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
	s_mov_b32 s11, s23
	s_cselect_b32 s101, -1, 0
	s_mov_b32 s21, 0x3fc39a09
	s_mov_b32 s25, 0x3fcc71c5
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
	s_branch .LBB0_7
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v5
.LBB0_6:
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v5, v0
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[16:17], s[26:27]
	s_cbranch_scc1 .LBB0_31
.LBB0_7:
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB0_9
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v6, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v5, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v4, v0
.LBB0_9:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_19
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB0_18
	s_and_not1_b32 vcc_lo, exec_lo, s102
	s_cbranch_vccnz .LBB0_15
	s_mov_b64 s[2:3], 0
	s_mov_b32 s5, 0
	.p2align	6
.LBB0_13:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v17, s5
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s5, s5, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
	ds_load_2addr_b32 v[11:12], v17 offset1:1
	ds_load_2addr_b32 v[13:14], v17 offset0:2 offset1:3
	ds_load_2addr_b32 v[15:16], v17 offset0:4 offset1:5
	ds_load_2addr_b32 v[17:18], v17 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v12
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v14
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v16
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v18
	s_cbranch_scc1 .LBB0_13
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s5, s101
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s5
	s_cbranch_vccnz .LBB0_16
	s_branch .LBB0_18
.LBB0_15:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB0_18
.LBB0_16:
	s_lshl_b32 s5, s2, 2
	s_mov_b64 s[2:3], s[22:23]
.LBB0_17:
	v_mov_b32_e32 v11, s5
	s_add_i32 s5, s5, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v11, v11
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v11
	s_cbranch_scc1 .LBB0_17
.LBB0_18:
	ds_store_b32 v1, v0 offset:1024
.LBB0_19:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s88
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB0_26
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_23
	global_load_b32 v0, v1, s[18:19]
	ds_load_b32 v11, v1 offset:1024
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v11
	v_cndmask_b32_e64 v11, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v11, v11
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v11
	global_store_b32 v1, v0, s[18:19]
.LBB0_23:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v0, v5
	s_and_saveexec_b32 s1, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s103, exec_lo, s1
	s_cbranch_execz .LBB0_25
	s_mul_f32 s104, s14, s12
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s104, 0
	s_mul_f32 s2, s104, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s104, 0xf800000
	v_mov_b32_e32 v46, s2
	s_cselect_b32 s2, -1, 0
	s_add_u32 s3, s16, s30
	s_addc_u32 s5, s17, s31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_mul_i32 vcc_lo, s5, 0xcd9e8d57
	s_mul_hi_u32 s5, s5, 0xcd9e8d57
	v_xor_b32_e32 v0, vcc_lo, v7
	s_xor_b32 s5, s28, s5
	s_xor_b32 s3, s5, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s5, s3, 0xd2511f53
	s_mul_i32 s3, s3, 0xd2511f53
	v_xor_b32_e32 v0, s5, v8
	v_xor3_b32 v14, s3, s89, v12
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v14, 0
	v_xor_b32_e32 v0, v13, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v15, s90, v12
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v15, 0
	v_xor3_b32 v0, s91, v13, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, v16, s93, v12
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v13, 0
	v_xor3_b32 v0, s92, v12, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, v17, s94, v11
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v13, 0
	v_xor3_b32 v0, s95, v12, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, v14, s97, v11
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v14
	v_xor3_b32 v12, s96, v12, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s98, v11
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v12, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v12, s99, v12, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s29, v11
	v_mul_lo_u32 v13, 0xcd9e8d57, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s100, v12, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[12:13], v0
	v_add_f64 v[12:13], v[12:13], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[12:13], v[12:13], 0xffffffe0
	v_ldexp_f64 v[14:15], v[12:13], 54
	v_cmp_gt_f64_e64 s3, 0x100000, v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v13, v15, s3
	v_cndmask_b32_e64 v14, v12, v14, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v16, s5, 0x95f62, v0
	v_add_co_ci_u32_e64 v17, null, 0, 0, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v16
	v_lshrrev_b64 v[16:17], 20, v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v15, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v10, s3
	v_add_f64 v[14:15], v[14:15], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[14:15], 2.0
	v_mul_f64 v[38:39], v[14:15], 0.5
	v_div_scale_f64 v[20:21], null, v[18:19], v[18:19], v[14:15]
	v_div_scale_f64 v[26:27], vcc_lo, v[14:15], v[18:19], v[14:15]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[38:39], v[14:15], v[38:39]
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
	v_add_co_u32 v0, vcc_lo, v16, v0
	v_cvt_f64_u32_e32 v[40:41], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[18:19], v[20:21], v[18:19], v[14:15]
	v_cvt_f64_u32_e32 v[20:21], v11
	v_add_co_ci_u32_e64 v11, null, -1, v17, vcc_lo
	v_cvt_f64_i32_e32 v[16:17], v11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[22:23], v[18:19], v[18:19]
	v_add_f64 v[20:21], v[20:21], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[16:17], v[16:17], 32
	v_mul_f64 v[24:25], v[22:23], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[20:21], v[20:21], 0xffffffe0
	v_add_f64 v[16:17], v[16:17], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[24:25], s[36:37]
	v_mul_f64 v[20:21], v[20:21], s[48:49]
	v_mul_f64 v[30:31], v[24:25], s[20:21]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[44:45], v[16:17], s[44:45]
	v_mul_f64 v[16:17], v[16:17], s[46:47]
	v_add_f64 v[26:27], v[26:27], s[38:39]
	v_mul_f64 v[28:29], v[20:21], s[50:51]
	v_add_f64 v[30:31], v[30:31], s[24:25]
	v_mul_f64 v[26:27], v[24:25], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], 0x43380000, v[28:29]
	v_add_f64 v[26:27], v[26:27], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[32:33], 0xc3380000, v[28:29]
	v_mul_f64 v[29:30], v[24:25], v[30:31]
	v_mul_f64 v[26:27], v[24:25], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[32:33], s[52:53]
	v_add_f64 v[29:30], v[29:30], s[34:35]
	v_mul_f64 v[36:37], v[32:33], s[56:57]
	v_mul_f64 v[40:41], v[32:33], s[58:59]
	v_add_f64 v[26:27], v[26:27], s[42:43]
	v_add_f64 v[34:35], v[20:21], v[34:35]
	v_mul_f64 v[24:25], v[24:25], v[29:30]
	v_mul_f64 v[29:30], v[32:33], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[22:23], v[22:23], v[26:27]
	v_add_f64 v[26:27], v[34:35], v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[24:25], v[22:23]
	v_add_f64 v[24:25], v[34:35], -v[26:27]
	v_add_f64 v[42:43], v[26:27], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[22:23], v[38:39], v[22:23]
	v_add_f64 v[24:25], v[24:25], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[26:27], -v[42:43]
	v_mul_f64 v[18:19], v[18:19], v[22:23]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[22:23], v[40:41], -v[24:25]
	v_mul_f64 v[24:25], v[32:33], s[54:55]
	v_mul_f64 v[31:32], v[32:33], s[62:63]
	v_add_f64 v[29:30], v[36:37], v[29:30]
	v_add_f64 v[18:19], v[44:45], v[18:19]
	v_add_f64 v[36:37], v[26:27], -v[22:23]
	v_add_f64 v[40:41], v[34:35], -v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[31:32], -v[29:30]
	v_mov_b32_e32 v32, v1
	v_add_f64 v[18:19], v[18:19], -v[38:39]
	v_lshrrev_b32_e32 v0, 20, v37
	v_lshrrev_b32_e32 v33, 20, v41
	v_and_b32_e32 v11, 0x7ff, v0
	v_bfe_u32 v0, v21, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v31, 49, v11
	v_cmp_lt_u64_e32 vcc_lo, v[31:32], v[0:1]
	v_and_b32_e32 v11, 0x7ff, v33
	v_add_f64 v[14:15], v[14:15], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[14:15], v[16:17], v[14:15]
	v_mul_f64 v[14:15], v[14:15], -2.0
	s_delay_alu instid0(VALU_DEP_4)
	v_add_nc_u32_e32 v31, 16, v11
	v_dual_cndmask_b32 v11, v26, v42 :: v_dual_cndmask_b32 v26, v27, v43
	v_cndmask_b32_e32 v27, v22, v29, vcc_lo
	global_load_b32 v43, v[2:3], off
	v_cmp_lt_u64_e64 s3, v[31:32], v[0:1]
	v_cndmask_b32_e32 v0, v23, v30, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[12:13]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v23, v35, v26, s3
	v_cndmask_b32_e64 v22, v34, v11, s3
	v_cndmask_b32_e64 v25, v25, v0, s3
	v_cndmask_b32_e64 v24, v24, v27, s3
	v_cmp_neq_f64_e64 s3, 0, v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_f64 v[18:19], v[22:23], -v[24:25]
	v_cndmask_b32_e32 v0, 0xfff00000, v15, vcc_lo
	s_and_b32 vcc_lo, s3, vcc_lo
	v_cndmask_b32_e32 v14, 0, v14, vcc_lo
	v_mul_f64 v[16:17], v[18:19], v[18:19]
	v_add_f64 v[22:23], v[22:23], -v[18:19]
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f64 v[26:27], v[16:17], s[76:77]
	v_mul_f64 v[29:30], v[16:17], s[64:65]
	v_mul_f64 v[31:32], v[16:17], s[70:71]
	v_mul_f64 v[11:12], v[16:17], s[82:83]
	v_mul_f64 v[33:34], v[16:17], v[16:17]
	v_add_f64 v[22:23], v[22:23], -v[24:25]
	v_mul_f64 v[37:38], v[16:17], 0.5
	v_add_f64 v[26:27], v[26:27], s[78:79]
	v_add_f64 v[29:30], v[29:30], s[66:67]
	v_add_f64 v[31:32], v[31:32], s[72:73]
	v_add_f64 v[11:12], v[11:12], s[84:85]
	v_mul_f64 v[35:36], v[16:17], v[33:34]
	v_mul_f64 v[24:25], v[33:34], v[33:34]
	v_mul_f64 v[33:34], v[18:19], v[16:17]
	v_add_f64 v[41:42], -v[37:38], 1.0
	v_mul_f64 v[26:27], v[16:17], v[26:27]
	v_mul_f64 v[29:30], v[16:17], v[29:30]
	v_mul_f64 v[31:32], v[16:17], v[31:32]
	v_mul_f64 v[11:12], v[35:36], v[11:12]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[26:27], v[26:27], s[80:81]
	v_add_f64 v[29:30], v[29:30], s[68:69]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[31:32], s[74:75]
	v_add_f64 v[11:12], v[11:12], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[16:17], v[29:30]
	v_mul_f64 v[24:25], v[24:25], v[31:32]
	v_mul_f64 v[31:32], v[22:23], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[11:12], v[33:34], v[11:12]
	v_add_f64 v[24:25], v[29:30], v[24:25]
	v_mul_f64 v[29:30], v[18:19], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[11:12], v[31:32], -v[11:12]
	v_add_f64 v[31:32], -v[41:42], 1.0
	v_mul_f64 v[24:25], v[16:17], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[11:12], v[16:17], v[11:12]
	v_and_b32_e32 v17, 2, v28
	v_cndmask_b32_e64 v15, 0x7ff00000, v0, s3
	v_add_f64 v[24:25], v[24:25], -v[29:30]
	v_mul_f64 v[29:30], v[33:34], s[86:87]
	v_add_f64 v[31:32], v[31:32], -v[37:38]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[14:15]
	v_add_f64 v[11:12], v[11:12], -v[22:23]
	v_add_f64 v[24:25], v[31:32], v[24:25]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ldexp_f64 v[13:14], v[14:15], v0
	v_add_f64 v[11:12], v[11:12], v[29:30]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[41:42], v[24:25]
	v_rsq_f64_e32 v[35:36], v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[11:12], v[18:19], -v[11:12]
	v_mov_b32_e32 v18, v1
	v_xor_b32_e32 v19, 0x80000000, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cmp_eq_u64_e64 s3, 0, v[17:18]
	v_mul_f64 v[26:27], v[13:14], v[35:36]
	v_mul_f64 v[35:36], v[35:36], 0.5
	v_xor_b32_e32 v17, 0x80000000, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v12, v12, v17, s3
	v_cndmask_b32_e64 v17, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[13:14], 0x260
	v_and_b32_e32 v0, 1, v28
	v_cmp_eq_u64_e64 s5, 0, v[0:1]
	v_cndmask_b32_e64 v0, v19, v25, s3
	v_fma_f64 v[39:40], -v[35:36], v[26:27], 0.5
	v_cmp_gt_f64_e64 s3, 0x413921fb, v[20:21]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v18, v11, v24, s5
	v_cndmask_b32_e64 v0, v12, v0, s5
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[26:27], v[26:27], v[39:40], v[26:27]
	v_fma_f64 v[15:16], v[35:36], v[39:40], v[35:36]
	v_fma_f64 v[35:36], -v[26:27], v[26:27], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[22:23], v[35:36], v[15:16], v[26:27]
	v_fma_f64 v[26:27], -v[22:23], v[22:23], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[15:16], v[26:27], v[15:16], v[22:23]
	v_ldexp_f64 v[11:12], v[15:16], v17
	v_cndmask_b32_e64 v15, 0x7ff80000, v0, s3
	v_cndmask_b32_e64 v0, s104, v46, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v12, v12, v14 :: v_dual_cndmask_b32 v11, v11, v13
	v_cndmask_b32_e64 v14, 0, v18, s3
	v_sqrt_f32_e32 v13, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[11:12], v[14:15], v[11:12]
	v_add_nc_u32_e32 v14, -1, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v15, 0x80000000, v14
	v_fma_f32 v15, v15, v13, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e32 vcc_lo, 0, v15
	v_add_nc_u32_e32 v16, 1, v13
	v_xor_b32_e32 v17, 0x80000000, v16
	v_cvt_f32_f64_e32 v11, v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_fma_f32 v12, v17, v13, v0
	v_cndmask_b32_e32 v13, v13, v14, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v14, v5, v43
	v_cmp_lt_f32_e32 vcc_lo, 0, v12
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v12, v13, v16, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_mul_f32_e32 v13, 0x37800000, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v12, v12, v13, s2
	v_dual_add_f32 v13, v14, v14 :: v_dual_cndmask_b32 v0, v12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v12, -0.5, v13
	v_cndmask_b32_e64 v0, 0, v0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v12, v6, v12
	v_cndmask_b32_e64 v0, v0, s9, s15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v12, s8, v12 :: v_dual_mul_f32 v11, v6, v11
	v_add_f32_e32 v12, v5, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v11
	v_add_f32_e32 v0, v0, v12
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v6, v0
.LBB0_25:
	s_or_b32 exec_lo, exec_lo, s103
	s_branch .LBB0_6
.LBB0_26:
	s_cbranch_execz .LBB0_6
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_29
	global_load_b32 v0, v1, s[18:19]
	ds_load_b32 v11, v1 offset:1024
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v11
	v_cndmask_b32_e64 v11, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v11, v11
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v11
	global_store_b32 v1, v0, s[18:19]
.LBB0_29:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB0_5
	global_load_b32 v0, v[2:3], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v6, v0
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v5, v0
	v_mul_f32_e32 v5, v6, v0
	s_branch .LBB0_5
.LBB0_31:
	s_and_saveexec_b32 s0, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB0_33
	s_waitcnt vmcnt(0)
	global_store_b32 v4, v5, s[6:7]
.LBB0_33:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_bivector_pull_w256
		.amdhsa_group_segment_fixed_size 1028
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
		.amdhsa_next_free_vgpr 47
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
		.amdhsa_inst_pref_size 31
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
	.size	tessera_bivector_pull_w256, .Lfunc_end0-tessera_bivector_pull_w256

	.set tessera_bivector_pull_w256.num_vgpr, 47
	.set tessera_bivector_pull_w256.num_agpr, 0
	.set tessera_bivector_pull_w256.numbered_sgpr, 105
	.set tessera_bivector_pull_w256.num_named_barrier, 0
	.set tessera_bivector_pull_w256.private_seg_size, 0
	.set tessera_bivector_pull_w256.uses_vcc, 1
	.set tessera_bivector_pull_w256.uses_flat_scratch, 0
	.set tessera_bivector_pull_w256.has_dyn_sized_stack, 0
	.set tessera_bivector_pull_w256.has_recursion, 0
	.set tessera_bivector_pull_w256.has_indirect_call, 0
	.globl	tessera_bivector_pull_w1024
	.p2align	8
	.type	tessera_bivector_pull_w1024,@function
tessera_bivector_pull_w1024:
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x0
	s_load_b128 s[24:27], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[22:23], s[2:3]
	v_cmp_lt_u64_e64 s5, 0x400, s[24:25]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB1_33
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v4, 2, v0
	s_mul_i32 s4, s25, s2
	s_mul_hi_u32 s5, s24, s2
	s_mul_i32 s22, s24, s2
	s_add_i32 s23, s5, s4
	v_cmp_gt_u64_e64 s4, s[24:25], v[0:1]
	s_lshl_b64 s[34:35], s[22:23], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s6, s16, s34
	s_addc_u32 s7, s17, s35
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB1_3
	global_load_b32 v5, v4, s[6:7]
.LBB1_3:
	s_or_b32 exec_lo, exec_lo, s5
	s_cmp_eq_u64 s[26:27], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB1_31
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x30
	s_load_b128 s[28:31], s[0:1], 0x50
	v_add_co_u32 v1, s0, s22, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s23, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v1, 0
	v_bcnt_u32_b32 v0, v0, 0
	s_mov_b32 s23, 0
	v_cmp_gt_u64_e64 s102, s[24:25], 7
	v_mov_b32_e32 v1, 0
	s_mov_b32 s36, 0xdf3e5244
	v_cmp_eq_u32_e32 vcc_lo, 2, v0
	v_xor_b32_e32 v2, v9, v2
	s_mov_b32 s38, 0x96cb03de
	s_mov_b32 s40, 0x94229359
	s_mov_b32 s42, 0x55555593
	v_cndmask_b32_e64 v6, 0, 1.0, vcc_lo
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_xor_b32_e32 v2, s29, v2
	s_cselect_b32 s15, -1, 0
	s_add_u32 s1, s20, s34
	s_addc_u32 s5, s21, s35
	s_lshl_b64 s[2:3], s[2:3], 2
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v2, 0
	s_add_u32 s18, s18, s2
	s_addc_u32 s19, s19, s3
	s_cmp_lg_u64 s[24:25], 0
	v_add_co_u32 v2, s1, s1, v4
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s10, 0
	v_add_co_ci_u32_e64 v3, null, s5, 0, s1
	s_cselect_b32 s88, -1, 0
	s_add_u32 s1, s28, 0x9e3779b9
	s_add_u32 s2, s29, 0xbb67ae85
	v_xor_b32_e32 v7, s1, v10
	s_add_u32 s1, s28, 0x3c6ef372
	s_and_b32 s22, s24, 7
	s_add_u32 s89, s29, 0x76cf5d0a
	s_add_u32 s90, s28, 0xdaa66d2b
	s_add_u32 s91, s29, 0x32370b8f
	s_add_u32 s92, s28, 0x78dde6e4
	s_add_u32 s93, s29, 0xed9eba14
	s_add_u32 s94, s28, 0x1715609d
	s_add_u32 s95, s29, 0xa9066899
	s_add_u32 s96, s28, 0xb54cda56
	s_add_u32 s97, s29, 0x646e171e
	s_add_u32 s98, s28, 0x5384540f
	s_add_u32 s99, s29, 0x1fd5c5a3
	s_add_u32 s29, s29, 0xdb3d7428
	s_add_i32 s100, s28, 0x8ff34781
	s_and_b32 s10, s24, 0x7f8
	v_xor_b32_e32 v8, s2, v8
	v_xor_b32_e32 v9, s1, v9
	v_mov_b32_e32 v10, 0xfffffbcb
	s_cmp_lg_u64 s[22:23], 0
	s_mov_b32 s20, 0xd078c69f
	s_mov_b32 s24, 0x1d8e78af
	s_mov_b32 s34, 0x9997fa04
	s_mov_b32 s44, 0x35793c76
	s_mov_b32 s46, 0xfee00000
	s_mov_b32 s48, 0x54442d18
	s_mov_b32 s50, 0x6dc9c883
	s_mov_b32 s52, 0x54400000
	s_mov_b32 s54, 0x1a626331
	s_mov_b32 s56, 0x1a600000
	s_mov_b32 s58, 0x2e037073
	s_mov_b32 s60, 0x2e000000
	s_mov_b32 s62, 0x252049c1
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
	s_mov_b32 s11, s23
	s_cselect_b32 s101, -1, 0
	s_mov_b32 s21, 0x3fc39a09
	s_mov_b32 s25, 0x3fcc71c5
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
	s_branch .LBB1_7
.LBB1_5:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v5
.LBB1_6:
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v5, v0
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[16:17], s[26:27]
	s_cbranch_scc1 .LBB1_31
.LBB1_7:
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB1_9
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v6, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v5, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v4, v0
.LBB1_9:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB1_19
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB1_18
	s_and_not1_b32 vcc_lo, exec_lo, s102
	s_cbranch_vccnz .LBB1_15
	s_mov_b64 s[2:3], 0
	s_mov_b32 s5, 0
	.p2align	6
.LBB1_13:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v17, s5
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s5, s5, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
	ds_load_2addr_b32 v[11:12], v17 offset1:1
	ds_load_2addr_b32 v[13:14], v17 offset0:2 offset1:3
	ds_load_2addr_b32 v[15:16], v17 offset0:4 offset1:5
	ds_load_2addr_b32 v[17:18], v17 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v12
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v14
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v16
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v18
	s_cbranch_scc1 .LBB1_13
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s5, s101
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s5
	s_cbranch_vccnz .LBB1_16
	s_branch .LBB1_18
.LBB1_15:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB1_18
.LBB1_16:
	s_lshl_b32 s5, s2, 2
	s_mov_b64 s[2:3], s[22:23]
.LBB1_17:
	v_mov_b32_e32 v11, s5
	s_add_i32 s5, s5, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v11, v11
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v11
	s_cbranch_scc1 .LBB1_17
.LBB1_18:
	ds_store_b32 v1, v0 offset:4096
.LBB1_19:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s88
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB1_26
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB1_23
	global_load_b32 v0, v1, s[18:19]
	ds_load_b32 v11, v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v11
	v_cndmask_b32_e64 v11, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v11, v11
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v11
	global_store_b32 v1, v0, s[18:19]
.LBB1_23:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v0, v5
	s_and_saveexec_b32 s1, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s103, exec_lo, s1
	s_cbranch_execz .LBB1_25
	s_mul_f32 s104, s14, s12
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s104, 0
	s_mul_f32 s2, s104, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s104, 0xf800000
	v_mov_b32_e32 v11, s2
	s_cselect_b32 s2, -1, 0
	s_add_u32 s3, s16, s30
	s_addc_u32 s5, s17, s31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_mul_i32 vcc_lo, s5, 0xcd9e8d57
	s_mul_hi_u32 s5, s5, 0xcd9e8d57
	v_xor_b32_e32 v0, vcc_lo, v7
	s_xor_b32 s5, s28, s5
	s_xor_b32 s3, s5, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s5, s3, 0xd2511f53
	s_mul_i32 s3, s3, 0xd2511f53
	v_xor_b32_e32 v0, s5, v8
	v_xor3_b32 v15, s3, s89, v13
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v15, 0
	v_xor_b32_e32 v0, v14, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v16, v16, s90, v13
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v16, 0
	v_xor3_b32 v0, s91, v14, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, v17, s93, v13
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v14, 0
	v_xor3_b32 v0, s92, v13, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, v18, s94, v12
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v14, 0
	v_xor3_b32 v0, s95, v13, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v15, s97, v12
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v15
	v_xor3_b32 v13, s96, v13, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s98, v12
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v13, s99, v13, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s29, v12
	v_mul_lo_u32 v14, 0xcd9e8d57, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s100, v13, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[13:14], v0
	v_add_f64 v[13:14], v[13:14], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[13:14], v[13:14], 0xffffffe0
	v_ldexp_f64 v[15:16], v[13:14], 54
	v_cmp_gt_f64_e64 s3, 0x100000, v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v14, v16, s3
	v_cndmask_b32_e64 v15, v13, v15, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v17, s5, 0x95f62, v0
	v_add_co_ci_u32_e64 v18, null, 0, 0, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v17
	v_lshrrev_b64 v[17:18], 20, v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v16, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v10, s3
	v_add_f64 v[15:16], v[15:16], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[15:16], 2.0
	v_mul_f64 v[39:40], v[15:16], 0.5
	v_div_scale_f64 v[21:22], null, v[19:20], v[19:20], v[15:16]
	v_div_scale_f64 v[27:28], vcc_lo, v[15:16], v[19:20], v[15:16]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[39:40], v[15:16], v[39:40]
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
	v_add_co_u32 v0, vcc_lo, v17, v0
	v_cvt_f64_u32_e32 v[41:42], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[19:20], v[21:22], v[19:20], v[15:16]
	v_cvt_f64_u32_e32 v[21:22], v12
	v_add_co_ci_u32_e64 v12, null, -1, v18, vcc_lo
	v_cvt_f64_i32_e32 v[17:18], v12
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[23:24], v[19:20], v[19:20]
	v_add_f64 v[21:22], v[21:22], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[17:18], v[17:18], 32
	v_mul_f64 v[25:26], v[23:24], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[21:22], v[21:22], 0xffffffe0
	v_add_f64 v[17:18], v[17:18], v[41:42]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[25:26], s[36:37]
	v_mul_f64 v[21:22], v[21:22], s[48:49]
	v_mul_f64 v[31:32], v[25:26], s[20:21]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[45:46], v[17:18], s[44:45]
	v_mul_f64 v[17:18], v[17:18], s[46:47]
	v_add_f64 v[27:28], v[27:28], s[38:39]
	v_mul_f64 v[29:30], v[21:22], s[50:51]
	v_add_f64 v[31:32], v[31:32], s[24:25]
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], 0x43380000, v[29:30]
	v_add_f64 v[27:28], v[27:28], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], 0xc3380000, v[29:30]
	v_mul_f64 v[30:31], v[25:26], v[31:32]
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[33:34], s[52:53]
	v_add_f64 v[30:31], v[30:31], s[34:35]
	v_mul_f64 v[37:38], v[33:34], s[56:57]
	v_mul_f64 v[41:42], v[33:34], s[58:59]
	v_add_f64 v[27:28], v[27:28], s[42:43]
	v_add_f64 v[35:36], v[21:22], v[35:36]
	v_mul_f64 v[25:26], v[25:26], v[30:31]
	v_mul_f64 v[30:31], v[33:34], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[23:24], v[23:24], v[27:28]
	v_add_f64 v[27:28], v[35:36], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[25:26], v[23:24]
	v_add_f64 v[25:26], v[35:36], -v[27:28]
	v_add_f64 v[43:44], v[27:28], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[39:40], v[23:24]
	v_add_f64 v[25:26], v[25:26], v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[37:38], v[27:28], -v[43:44]
	v_mul_f64 v[19:20], v[19:20], v[23:24]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[23:24], v[41:42], -v[25:26]
	v_mul_f64 v[25:26], v[33:34], s[54:55]
	v_mul_f64 v[32:33], v[33:34], s[62:63]
	v_add_f64 v[30:31], v[37:38], v[30:31]
	v_add_f64 v[19:20], v[45:46], v[19:20]
	v_add_f64 v[37:38], v[27:28], -v[23:24]
	v_add_f64 v[41:42], v[35:36], -v[25:26]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[32:33], -v[30:31]
	v_mov_b32_e32 v33, v1
	v_add_f64 v[19:20], v[19:20], -v[39:40]
	v_lshrrev_b32_e32 v0, 20, v38
	v_lshrrev_b32_e32 v34, 20, v42
	v_add_f64 v[15:16], v[15:16], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[17:18], v[15:16]
	v_mul_f64 v[15:16], v[15:16], -2.0
	v_and_b32_e32 v12, 0x7ff, v0
	v_bfe_u32 v0, v22, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v32, 49, v12
	v_cmp_lt_u64_e32 vcc_lo, v[32:33], v[0:1]
	v_and_b32_e32 v12, 0x7ff, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v32, 16, v12
	v_dual_cndmask_b32 v12, v27, v43 :: v_dual_cndmask_b32 v27, v28, v44
	v_cndmask_b32_e32 v28, v23, v30, vcc_lo
	global_load_b32 v44, v[2:3], off
	v_cmp_lt_u64_e64 s3, v[32:33], v[0:1]
	v_cndmask_b32_e32 v0, v24, v31, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[13:14]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v24, v36, v27, s3
	v_cndmask_b32_e64 v23, v35, v12, s3
	v_cndmask_b32_e64 v26, v26, v0, s3
	v_cndmask_b32_e64 v25, v25, v28, s3
	v_cmp_neq_f64_e64 s3, 0, v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[23:24], -v[25:26]
	v_cndmask_b32_e32 v0, 0xfff00000, v16, vcc_lo
	s_and_b32 vcc_lo, s3, vcc_lo
	v_cndmask_b32_e64 v16, 0x7ff00000, v0, s3
	v_cndmask_b32_e32 v15, 0, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[19:20], v[19:20]
	v_add_f64 v[23:24], v[23:24], -v[19:20]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[15:16]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[27:28], v[17:18], s[76:77]
	v_mul_f64 v[30:31], v[17:18], s[64:65]
	v_mul_f64 v[32:33], v[17:18], s[70:71]
	v_mul_f64 v[12:13], v[17:18], s[82:83]
	v_mul_f64 v[34:35], v[17:18], v[17:18]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_add_f64 v[23:24], v[23:24], -v[25:26]
	v_mul_f64 v[38:39], v[17:18], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[14:15], v[15:16], v0
	v_and_b32_e32 v0, 1, v29
	v_cmp_eq_u64_e64 s5, 0, v[0:1]
	v_add_f64 v[27:28], v[27:28], s[78:79]
	v_add_f64 v[30:31], v[30:31], s[66:67]
	v_add_f64 v[32:33], v[32:33], s[72:73]
	v_add_f64 v[12:13], v[12:13], s[84:85]
	v_mul_f64 v[36:37], v[17:18], v[34:35]
	v_mul_f64 v[25:26], v[34:35], v[34:35]
	v_mul_f64 v[34:35], v[19:20], v[17:18]
	v_add_f64 v[42:43], -v[38:39], 1.0
	v_mul_f64 v[27:28], v[17:18], v[27:28]
	v_mul_f64 v[30:31], v[17:18], v[30:31]
	v_mul_f64 v[32:33], v[17:18], v[32:33]
	v_mul_f64 v[12:13], v[36:37], v[12:13]
	v_rsq_f64_e32 v[36:37], v[14:15]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[27:28], v[27:28], s[80:81]
	v_add_f64 v[30:31], v[30:31], s[68:69]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[32:33], v[32:33], s[74:75]
	v_add_f64 v[12:13], v[12:13], v[27:28]
	s_delay_alu instid0(TRANS32_DEP_1)
	v_mul_f64 v[27:28], v[14:15], v[36:37]
	v_mul_f64 v[36:37], v[36:37], 0.5
	v_mul_f64 v[30:31], v[17:18], v[30:31]
	v_mul_f64 v[25:26], v[25:26], v[32:33]
	v_mul_f64 v[32:33], v[23:24], 0.5
	v_mul_f64 v[12:13], v[34:35], v[12:13]
	v_fma_f64 v[40:41], -v[36:37], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[25:26], v[30:31], v[25:26]
	v_mul_f64 v[30:31], v[19:20], v[23:24]
	v_add_f64 v[12:13], v[32:33], -v[12:13]
	v_add_f64 v[32:33], -v[42:43], 1.0
	v_fma_f64 v[27:28], v[27:28], v[40:41], v[27:28]
	v_mul_f64 v[25:26], v[17:18], v[25:26]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[12:13], v[17:18], v[12:13]
	v_fma_f64 v[16:17], v[36:37], v[40:41], v[36:37]
	v_fma_f64 v[36:37], -v[27:28], v[27:28], v[14:15]
	v_add_f64 v[32:33], v[32:33], -v[38:39]
	v_add_f64 v[25:26], v[25:26], -v[30:31]
	v_mul_f64 v[30:31], v[34:35], s[86:87]
	v_and_b32_e32 v18, 2, v29
	v_add_f64 v[12:13], v[12:13], -v[23:24]
	v_fma_f64 v[23:24], v[36:37], v[16:17], v[27:28]
	v_add_f64 v[25:26], v[32:33], v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[12:13], v[12:13], v[30:31]
	v_fma_f64 v[27:28], -v[23:24], v[23:24], v[14:15]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[42:43], v[25:26]
	v_add_f64 v[12:13], v[19:20], -v[12:13]
	v_mov_b32_e32 v19, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[16:17], v[27:28], v[16:17], v[23:24]
	v_xor_b32_e32 v20, 0x80000000, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s3, 0, v[18:19]
	v_cndmask_b32_e64 v0, v20, v26, s3
	v_xor_b32_e32 v18, 0x80000000, v13
	v_cndmask_b32_e64 v19, v12, v25, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v13, v13, v18, s3
	v_cndmask_b32_e64 v18, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[14:15], 0x260
	v_cmp_gt_f64_e64 s3, 0x413921fb, v[21:22]
	v_cndmask_b32_e64 v0, v13, v0, s5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[12:13], v[16:17], v18
	v_cndmask_b32_e64 v16, 0x7ff80000, v0, s3
	v_cndmask_b32_e64 v0, s104, v11, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v13, v13, v15 :: v_dual_cndmask_b32 v12, v12, v14
	v_cndmask_b32_e64 v15, 0, v19, s3
	v_sqrt_f32_e32 v11, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[12:13], v[15:16], v[12:13]
	v_add_nc_u32_e32 v14, -1, v11
	v_add_nc_u32_e32 v16, 1, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v15, 0x80000000, v14
	v_xor_b32_e32 v17, 0x80000000, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v15, v15, v11, v0
	v_cmp_ge_f32_e32 vcc_lo, 0, v15
	v_cvt_f32_f64_e32 v12, v[12:13]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v13, v17, v11, v0
	s_waitcnt vmcnt(0)
	v_dual_cndmask_b32 v11, v11, v14 :: v_dual_sub_f32 v14, v5, v44
	v_cmp_lt_f32_e32 vcc_lo, 0, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v11, v11, v16, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_mul_f32_e32 v13, 0x37800000, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v11, v11, v13, s2
	v_dual_add_f32 v13, v14, v14 :: v_dual_cndmask_b32 v0, v11, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, -0.5, v13
	v_mul_f32_e32 v11, v6, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v11, s8, v11 :: v_dual_mul_f32 v12, v6, v12
	v_add_f32_e32 v11, v5, v11
	v_cndmask_b32_e64 v0, 0, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v0, s9, s15
	v_mul_f32_e32 v0, v0, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v11
	v_mul_f32_e32 v0, v6, v0
.LBB1_25:
	s_or_b32 exec_lo, exec_lo, s103
	s_branch .LBB1_6
.LBB1_26:
	s_cbranch_execz .LBB1_6
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB1_29
	global_load_b32 v0, v1, s[18:19]
	ds_load_b32 v11, v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v11
	v_cndmask_b32_e64 v11, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v11, v11
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v11
	global_store_b32 v1, v0, s[18:19]
.LBB1_29:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB1_5
	global_load_b32 v0, v[2:3], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v6, v0
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v5, v0
	v_mul_f32_e32 v5, v6, v0
	s_branch .LBB1_5
.LBB1_31:
	s_and_saveexec_b32 s0, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB1_33
	s_waitcnt vmcnt(0)
	global_store_b32 v4, v5, s[6:7]
.LBB1_33:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_bivector_pull_w1024
		.amdhsa_group_segment_fixed_size 4100
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
		.amdhsa_next_free_vgpr 47
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
		.amdhsa_inst_pref_size 31
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
	.size	tessera_bivector_pull_w1024, .Lfunc_end1-tessera_bivector_pull_w1024

	.set tessera_bivector_pull_w1024.num_vgpr, 47
	.set tessera_bivector_pull_w1024.num_agpr, 0
	.set tessera_bivector_pull_w1024.numbered_sgpr, 105
	.set tessera_bivector_pull_w1024.num_named_barrier, 0
	.set tessera_bivector_pull_w1024.private_seg_size, 0
	.set tessera_bivector_pull_w1024.uses_vcc, 1
	.set tessera_bivector_pull_w1024.uses_flat_scratch, 0
	.set tessera_bivector_pull_w1024.has_dyn_sized_stack, 0
	.set tessera_bivector_pull_w1024.has_recursion, 0
	.set tessera_bivector_pull_w1024.has_indirect_call, 0
	.globl	tessera_bivector_pull_w2048
	.p2align	8
	.type	tessera_bivector_pull_w2048,@function
tessera_bivector_pull_w2048:
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x0
	s_load_b128 s[24:27], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[22:23], s[2:3]
	v_cmp_lt_u64_e64 s5, 0x800, s[24:25]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB2_43
	v_mov_b32_e32 v1, 0
	s_mul_i32 s4, s25, s2
	s_mul_hi_u32 s5, s24, s2
	s_mul_i32 s22, s24, s2
	s_add_i32 s23, s5, s4
	v_cmp_gt_u64_e64 s4, s[24:25], v[0:1]
	s_lshl_b64 s[34:35], s[22:23], 2
	v_lshlrev_b32_e32 v7, 2, v0
	s_add_u32 s6, s16, s34
	s_addc_u32 s7, s17, s35
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB2_3
	global_load_b32 v8, v7, s[6:7]
.LBB2_3:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[24:25], v[2:3]
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB2_5
	v_lshlrev_b32_e32 v1, 2, v2
	global_load_b32 v9, v1, s[6:7]
.LBB2_5:
	s_or_b32 exec_lo, exec_lo, s8
	s_cmp_eq_u64 s[26:27], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB2_39
	v_bcnt_u32_b32 v4, v0, 0
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x30
	s_load_b128 s[28:31], s[0:1], 0x50
	v_add_co_u32 v3, s0, s22, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s23, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_bcnt_u32_b32 v0, v2, 0
	v_cmp_eq_u32_e32 vcc_lo, 2, v4
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v3, 0
	s_mov_b32 s23, 0
	v_cmp_gt_u64_e64 s102, s[24:25], 7
	v_cndmask_b32_e64 v10, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s36, 0xdf3e5244
	v_xor_b32_e32 v4, v15, v5
	s_mov_b32 s38, 0x96cb03de
	v_cndmask_b32_e64 v11, 0, 1.0, vcc_lo
	v_add_co_u32 v0, vcc_lo, 0x400, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v4, s29, v4
	s_cselect_b32 s15, -1, 0
	s_add_u32 s1, s20, s34
	s_addc_u32 s11, s21, s35
	s_lshl_b64 s[2:3], s[2:3], 2
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v4, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v18, v5
	s_add_u32 s18, s18, s2
	s_addc_u32 s19, s19, s3
	v_add_co_u32 v3, s1, s1, v7
	v_xor_b32_e32 v0, s29, v0
	s_cmp_lg_u64 s[24:25], 0
	v_add_co_ci_u32_e64 v4, null, s11, 0, s1
	s_cselect_b32 s33, -1, 0
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_cmp_lg_u32 s10, 0
	v_add_co_u32 v5, vcc_lo, 0x1000, v3
	s_cselect_b32 s88, -1, 0
	s_add_u32 s1, s28, 0x9e3779b9
	s_add_u32 s2, s29, 0xbb67ae85
	s_add_u32 s3, s28, 0x3c6ef372
	s_and_b32 s22, s24, 7
	v_xor_b32_e32 v12, s1, v16
	s_add_u32 s89, s29, 0x76cf5d0a
	s_add_u32 s90, s28, 0xdaa66d2b
	s_add_u32 s91, s29, 0x32370b8f
	s_add_u32 s92, s28, 0x78dde6e4
	s_add_u32 s93, s29, 0xed9eba14
	s_add_u32 s94, s28, 0x1715609d
	s_add_u32 s95, s29, 0xa9066899
	s_add_u32 s96, s28, 0xb54cda56
	s_add_u32 s97, s29, 0x646e171e
	s_add_u32 s98, s28, 0x5384540f
	s_add_u32 s99, s29, 0x1fd5c5a3
	s_add_u32 s29, s29, 0xdb3d7428
	s_add_i32 s100, s28, 0x8ff34781
	v_add_co_ci_u32_e64 v6, null, 0, v4, vcc_lo
	v_xor_b32_e32 v13, s1, v19
	s_and_b32 s10, s24, 0xff8
	v_xor_b32_e32 v14, s2, v14
	v_xor_b32_e32 v15, s3, v15
	v_xor_b32_e32 v16, s2, v17
	v_xor_b32_e32 v17, s3, v18
	v_mov_b32_e32 v18, 0xfffffbcb
	s_cmp_lg_u64 s[22:23], 0
	s_mov_b32 s20, 0xd078c69f
	s_mov_b32 s24, 0x1d8e78af
	s_mov_b32 s34, 0x9997fa04
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
	s_mov_b32 s60, 0x2e000000
	s_mov_b32 s62, 0x252049c1
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
	s_mov_b32 s11, s23
	s_cselect_b32 s101, -1, 0
	s_mov_b32 s21, 0x3fc39a09
	s_mov_b32 s25, 0x3fcc71c5
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
	s_branch .LBB2_9
.LBB2_7:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v20, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_mov_b32_e32 v0, v9
.LBB2_8:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mov_b32_e32 v9, v0
	v_mov_b32_e32 v8, v20
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[16:17], s[26:27]
	s_cbranch_scc1 .LBB2_39
.LBB2_9:
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB2_11
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v10, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v8, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v7, v0
.LBB2_11:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB2_13
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v11, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v9, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v7, v0 offset:4096
.LBB2_13:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB2_23
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB2_22
	s_and_not1_b32 vcc_lo, exec_lo, s102
	s_cbranch_vccnz .LBB2_19
	s_mov_b64 s[2:3], 0
	s_mov_b32 s103, 0
	.p2align	6
.LBB2_17:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v25, s103
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s103, s103, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
	ds_load_2addr_b32 v[19:20], v25 offset1:1
	ds_load_2addr_b32 v[21:22], v25 offset0:2 offset1:3
	ds_load_2addr_b32 v[23:24], v25 offset0:4 offset1:5
	ds_load_2addr_b32 v[25:26], v25 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v20
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v22
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v24
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v26
	s_cbranch_scc1 .LBB2_17
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s103, s101
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s103
	s_cbranch_vccnz .LBB2_20
	s_branch .LBB2_22
.LBB2_19:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB2_22
.LBB2_20:
	s_lshl_b32 s103, s2, 2
	s_mov_b64 s[2:3], s[22:23]
.LBB2_21:
	v_mov_b32_e32 v19, s103
	s_add_i32 s103, s103, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v19, v19
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v19
	s_cbranch_scc1 .LBB2_21
.LBB2_22:
	ds_store_b32 v1, v0 offset:8192
.LBB2_23:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s88
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB2_32
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB2_27
	global_load_b32 v0, v1, s[18:19]
	ds_load_b32 v19, v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v19
	v_cndmask_b32_e64 v19, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v19, v19
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v19
	global_store_b32 v1, v0, s[18:19]
.LBB2_27:
	s_or_b32 exec_lo, exec_lo, s1
	s_mul_f32 s2, s14, s12
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s2, 0
	s_mul_f32 s1, s2, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s2, 0xf800000
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_add_u32 s3, s16, s30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, s2, v0, s1
	v_sqrt_f32_e32 v19, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v20, -1, v19
	v_add_nc_u32_e32 v21, 1, v19
	v_xor_b32_e32 v22, 0x80000000, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v23, 0x80000000, v21
	v_fma_f32 v22, v22, v19, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v23, v23, v19, v0
	v_cmp_ge_f32_e64 s2, 0, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v19, v19, v20, s2
	v_cmp_lt_f32_e64 s2, 0, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v19, v19, v21, s2
	v_mul_f32_e32 v20, 0x37800000, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v19, v19, v20, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_mov_b32_e32 v20, v8
	v_cndmask_b32_e64 v0, v19, v0, s1
	s_addc_u32 s1, s17, s31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_mul_i32 s103, s1, 0xcd9e8d57
	s_mul_hi_u32 s104, s1, 0xcd9e8d57
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v19, v0, s9, s15
	s_and_saveexec_b32 vcc_hi, s4
	s_cbranch_execz .LBB2_29
	v_xor_b32_e32 v0, s103, v12
	s_xor_b32 s1, s28, s104
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s3
	s_mul_hi_u32 s2, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s2, v14
	v_xor3_b32 v23, s1, s89, v21
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v23, 0
	v_xor_b32_e32 v0, v22, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v24, v24, s90, v21
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v24, 0
	v_xor3_b32 v0, s91, v22, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v25, s93, v21
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v22, 0
	v_xor3_b32 v0, s92, v21, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v26, s94, v20
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v22, 0
	v_xor3_b32 v0, s95, v21, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v23, v23, s97, v20
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v23
	v_xor3_b32 v21, s96, v21, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s98, v20
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v21, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v21, s99, v21, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s29, v20
	v_mul_lo_u32 v22, 0xcd9e8d57, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v22, v21, s100
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[21:22], v0
	v_add_f64 v[21:22], v[21:22], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[21:22], v[21:22], 0xffffffe0
	v_ldexp_f64 v[23:24], v[21:22], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v22, v24, s1
	v_cndmask_b32_e64 v23, v21, v23, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v25, s2, 0x95f62, v0
	v_add_co_ci_u32_e64 v26, null, 0, 0, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v25
	v_lshrrev_b64 v[25:26], 20, v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v24, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v18, s1
	v_add_f64 v[23:24], v[23:24], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[23:24], 2.0
	v_mul_f64 v[47:48], v[23:24], 0.5
	v_div_scale_f64 v[29:30], null, v[27:28], v[27:28], v[23:24]
	v_div_scale_f64 v[35:36], vcc_lo, v[23:24], v[27:28], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[47:48], v[23:24], v[47:48]
	v_rcp_f64_e32 v[31:32], v[29:30]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[33:34], -v[29:30], v[31:32], 1.0
	v_fma_f64 v[31:32], v[31:32], v[33:34], v[31:32]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[33:34], -v[29:30], v[31:32], 1.0
	v_fma_f64 v[31:32], v[31:32], v[33:34], v[31:32]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[33:34], v[35:36], v[31:32]
	v_fma_f64 v[29:30], -v[29:30], v[33:34], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[29:30], v[29:30], v[31:32], v[33:34]
	v_add_co_u32 v0, vcc_lo, v25, v0
	v_cvt_f64_u32_e32 v[49:50], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[27:28], v[29:30], v[27:28], v[23:24]
	v_cvt_f64_u32_e32 v[29:30], v20
	v_add_co_ci_u32_e64 v20, null, -1, v26, vcc_lo
	v_cvt_f64_i32_e32 v[25:26], v20
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[31:32], v[27:28], v[27:28]
	v_add_f64 v[29:30], v[29:30], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[25:26], v[25:26], 32
	v_mul_f64 v[33:34], v[31:32], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[29:30], v[29:30], 0xffffffe0
	v_add_f64 v[25:26], v[25:26], v[49:50]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[33:34], s[36:37]
	v_mul_f64 v[29:30], v[29:30], s[48:49]
	v_mul_f64 v[39:40], v[33:34], s[20:21]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[53:54], v[25:26], s[44:45]
	v_mul_f64 v[25:26], v[25:26], s[46:47]
	v_add_f64 v[35:36], v[35:36], s[38:39]
	v_mul_f64 v[37:38], v[29:30], s[50:51]
	v_add_f64 v[39:40], v[39:40], s[24:25]
	v_mul_f64 v[35:36], v[33:34], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[37:38], 0x43380000, v[37:38]
	v_add_f64 v[35:36], v[35:36], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[41:42], 0xc3380000, v[37:38]
	v_mul_f64 v[38:39], v[33:34], v[39:40]
	v_mul_f64 v[35:36], v[33:34], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[43:44], v[41:42], s[52:53]
	v_add_f64 v[38:39], v[38:39], s[34:35]
	v_mul_f64 v[45:46], v[41:42], s[56:57]
	v_mul_f64 v[49:50], v[41:42], s[58:59]
	v_add_f64 v[35:36], v[35:36], s[42:43]
	v_add_f64 v[43:44], v[29:30], v[43:44]
	v_mul_f64 v[33:34], v[33:34], v[38:39]
	v_mul_f64 v[38:39], v[41:42], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[31:32], v[31:32], v[35:36]
	v_add_f64 v[35:36], v[43:44], v[45:46]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], v[33:34], v[31:32]
	v_add_f64 v[33:34], v[43:44], -v[35:36]
	v_add_f64 v[51:52], v[35:36], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[47:48], v[31:32]
	v_add_f64 v[33:34], v[33:34], v[45:46]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[45:46], v[35:36], -v[51:52]
	v_mul_f64 v[27:28], v[27:28], v[31:32]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[31:32], v[49:50], -v[33:34]
	v_mul_f64 v[33:34], v[41:42], s[54:55]
	v_mul_f64 v[40:41], v[41:42], s[62:63]
	v_add_f64 v[38:39], v[45:46], v[38:39]
	v_add_f64 v[27:28], v[53:54], v[27:28]
	v_add_f64 v[45:46], v[35:36], -v[31:32]
	v_add_f64 v[49:50], v[43:44], -v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f64 v[38:39], v[40:41], -v[38:39]
	v_mov_b32_e32 v41, v1
	v_add_f64 v[27:28], v[27:28], -v[47:48]
	v_lshrrev_b32_e32 v0, 20, v46
	v_lshrrev_b32_e32 v42, 20, v50
	v_and_b32_e32 v20, 0x7ff, v0
	v_bfe_u32 v0, v30, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v40, 49, v20
	v_cmp_lt_u64_e32 vcc_lo, v[40:41], v[0:1]
	v_and_b32_e32 v20, 0x7ff, v42
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v40, 16, v20
	v_dual_cndmask_b32 v20, v35, v51 :: v_dual_cndmask_b32 v35, v36, v52
	v_cndmask_b32_e32 v36, v31, v38, vcc_lo
	global_load_b32 v52, v[3:4], off
	v_cmp_lt_u64_e64 s1, v[40:41], v[0:1]
	v_cndmask_b32_e32 v0, v32, v39, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v32, v44, v35, s1
	v_cndmask_b32_e64 v31, v43, v20, s1
	v_cndmask_b32_e64 v34, v34, v0, s1
	v_cndmask_b32_e64 v33, v33, v36, s1
	v_cmp_neq_f64_e64 s1, 0, v[21:22]
	v_add_f64 v[23:24], v[23:24], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[31:32], -v[33:34]
	v_add_f64 v[23:24], v[25:26], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[25:26], v[27:28], v[27:28]
	v_add_f64 v[31:32], v[31:32], -v[27:28]
	v_mul_f64 v[23:24], v[23:24], -2.0
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[35:36], v[25:26], s[76:77]
	v_mul_f64 v[38:39], v[25:26], s[64:65]
	v_mul_f64 v[40:41], v[25:26], s[70:71]
	v_mul_f64 v[20:21], v[25:26], s[82:83]
	v_mul_f64 v[42:43], v[25:26], v[25:26]
	v_add_f64 v[31:32], v[31:32], -v[33:34]
	v_mul_f64 v[46:47], v[25:26], 0.5
	v_cndmask_b32_e32 v0, 0xfff00000, v24, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	v_cndmask_b32_e32 v23, 0, v23, vcc_lo
	v_add_f64 v[35:36], v[35:36], s[78:79]
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v24, 0x7ff00000, v0, s1
	v_add_f64 v[38:39], v[38:39], s[66:67]
	v_add_f64 v[40:41], v[40:41], s[72:73]
	v_add_f64 v[20:21], v[20:21], s[84:85]
	v_mul_f64 v[44:45], v[25:26], v[42:43]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[23:24]
	v_mul_f64 v[33:34], v[42:43], v[42:43]
	v_mul_f64 v[42:43], v[27:28], v[25:26]
	v_add_f64 v[50:51], -v[46:47], 1.0
	v_mul_f64 v[35:36], v[25:26], v[35:36]
	v_mul_f64 v[38:39], v[25:26], v[38:39]
	v_mul_f64 v[40:41], v[25:26], v[40:41]
	v_mul_f64 v[20:21], v[44:45], v[20:21]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[22:23], v[23:24], v0
	v_and_b32_e32 v0, 1, v37
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	v_add_f64 v[35:36], v[35:36], s[80:81]
	v_add_f64 v[38:39], v[38:39], s[68:69]
	v_add_f64 v[40:41], v[40:41], s[74:75]
	v_rsq_f64_e32 v[44:45], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[20:21], v[20:21], v[35:36]
	v_mul_f64 v[38:39], v[25:26], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[33:34], v[33:34], v[40:41]
	v_mul_f64 v[40:41], v[31:32], 0.5
	v_mul_f64 v[35:36], v[22:23], v[44:45]
	v_mul_f64 v[44:45], v[44:45], 0.5
	v_mul_f64 v[20:21], v[42:43], v[20:21]
	v_add_f64 v[33:34], v[38:39], v[33:34]
	v_mul_f64 v[38:39], v[27:28], v[31:32]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[48:49], -v[44:45], v[35:36], 0.5
	v_add_f64 v[20:21], v[40:41], -v[20:21]
	v_add_f64 v[40:41], -v[50:51], 1.0
	v_mul_f64 v[33:34], v[25:26], v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[35:36], v[35:36], v[48:49], v[35:36]
	v_mul_f64 v[20:21], v[25:26], v[20:21]
	v_fma_f64 v[24:25], v[44:45], v[48:49], v[44:45]
	v_add_f64 v[40:41], v[40:41], -v[46:47]
	v_add_f64 v[33:34], v[33:34], -v[38:39]
	v_mul_f64 v[38:39], v[42:43], s[86:87]
	v_and_b32_e32 v26, 2, v37
	v_fma_f64 v[44:45], -v[35:36], v[35:36], v[22:23]
	v_add_f64 v[20:21], v[20:21], -v[31:32]
	v_add_f64 v[33:34], v[40:41], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[31:32], v[44:45], v[24:25], v[35:36]
	v_add_f64 v[20:21], v[20:21], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[50:51], v[33:34]
	v_fma_f64 v[35:36], -v[31:32], v[31:32], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[20:21], v[27:28], -v[20:21]
	v_mov_b32_e32 v27, v1
	v_xor_b32_e32 v28, 0x80000000, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[26:27]
	v_cndmask_b32_e64 v0, v28, v34, s1
	v_fma_f64 v[24:25], v[35:36], v[24:25], v[31:32]
	v_xor_b32_e32 v26, 0x80000000, v21
	v_cndmask_b32_e64 v27, v20, v33, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v21, v21, v26, s1
	v_cndmask_b32_e64 v26, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[22:23], 0x260
	v_cmp_gt_f64_e64 s1, 0x413921fb, v[29:30]
	v_cndmask_b32_e64 v0, v21, v0, s2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[20:21], v[24:25], v26
	v_cndmask_b32_e64 v24, 0x7ff80000, v0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v21, v21, v23 :: v_dual_cndmask_b32 v20, v20, v22
	v_cndmask_b32_e64 v23, 0, v27, s1
	v_mul_f64 v[20:21], v[23:24], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[20:21]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v20, v8, v52
	v_add_f32_e32 v20, v20, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, -0.5, v20
	v_mul_f32_e32 v20, v10, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, s8, v20
	v_add_f32_e32 v20, v8, v20
	v_mul_f32_e32 v0, v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v19, v0
	v_add_f32_e32 v0, v0, v20
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v20, v10, v0
.LBB2_29:
	s_or_b32 exec_lo, exec_lo, vcc_hi
	v_mov_b32_e32 v0, v9
	s_and_saveexec_b32 s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 vcc_hi, exec_lo, s1
	s_cbranch_execz .LBB2_31
	v_xor_b32_e32 v0, s103, v13
	s_xor_b32 s1, s28, s104
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s3
	s_mul_hi_u32 s2, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s2, v16
	v_xor3_b32 v24, s1, s89, v22
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v24, 0
	v_xor_b32_e32 v0, v23, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v25, s90, v22
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v25, 0
	v_xor3_b32 v0, s91, v23, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v23, v26, s93, v22
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v23, 0
	v_xor3_b32 v0, s92, v22, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v23, v27, s94, v21
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v23, 0
	v_xor3_b32 v0, s95, v22, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v24, v24, s97, v21
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v24
	v_xor3_b32 v22, s96, v22, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s98, v21
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v22, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v22, s99, v22, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s29, v21
	v_mul_lo_u32 v23, 0xcd9e8d57, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v23, v22, s100
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[22:23], v0
	v_add_f64 v[22:23], v[22:23], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[22:23], v[22:23], 0xffffffe0
	v_ldexp_f64 v[24:25], v[22:23], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v23, v25, s1
	v_cndmask_b32_e64 v24, v22, v24, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v26, s2, 0x95f62, v0
	v_add_co_ci_u32_e64 v27, null, 0, 0, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v26
	v_lshrrev_b64 v[26:27], 20, v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v25, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v18, s1
	v_add_f64 v[24:25], v[24:25], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[24:25], 2.0
	v_mul_f64 v[48:49], v[24:25], 0.5
	v_div_scale_f64 v[30:31], null, v[28:29], v[28:29], v[24:25]
	v_div_scale_f64 v[36:37], vcc_lo, v[24:25], v[28:29], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[48:49], v[24:25], v[48:49]
	v_rcp_f64_e32 v[32:33], v[30:31]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[34:35], -v[30:31], v[32:33], 1.0
	v_fma_f64 v[32:33], v[32:33], v[34:35], v[32:33]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[34:35], -v[30:31], v[32:33], 1.0
	v_fma_f64 v[32:33], v[32:33], v[34:35], v[32:33]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[36:37], v[32:33]
	v_fma_f64 v[30:31], -v[30:31], v[34:35], v[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[30:31], v[30:31], v[32:33], v[34:35]
	v_add_co_u32 v0, vcc_lo, v26, v0
	v_cvt_f64_u32_e32 v[50:51], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[28:29], v[30:31], v[28:29], v[24:25]
	v_cvt_f64_u32_e32 v[30:31], v21
	v_add_co_ci_u32_e64 v21, null, -1, v27, vcc_lo
	v_cvt_f64_i32_e32 v[26:27], v21
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[32:33], v[28:29], v[28:29]
	v_add_f64 v[30:31], v[30:31], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[26:27], v[26:27], 32
	v_mul_f64 v[34:35], v[32:33], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[30:31], v[30:31], 0xffffffe0
	v_add_f64 v[26:27], v[26:27], v[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[34:35], s[36:37]
	v_mul_f64 v[30:31], v[30:31], s[48:49]
	v_mul_f64 v[40:41], v[34:35], s[20:21]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[54:55], v[26:27], s[44:45]
	v_mul_f64 v[26:27], v[26:27], s[46:47]
	v_add_f64 v[36:37], v[36:37], s[38:39]
	v_mul_f64 v[38:39], v[30:31], s[50:51]
	v_add_f64 v[40:41], v[40:41], s[24:25]
	v_mul_f64 v[36:37], v[34:35], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[38:39], 0x43380000, v[38:39]
	v_add_f64 v[36:37], v[36:37], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[42:43], 0xc3380000, v[38:39]
	v_mul_f64 v[39:40], v[34:35], v[40:41]
	v_mul_f64 v[36:37], v[34:35], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[44:45], v[42:43], s[52:53]
	v_add_f64 v[39:40], v[39:40], s[34:35]
	v_mul_f64 v[46:47], v[42:43], s[56:57]
	v_mul_f64 v[50:51], v[42:43], s[58:59]
	v_add_f64 v[36:37], v[36:37], s[42:43]
	v_add_f64 v[44:45], v[30:31], v[44:45]
	v_mul_f64 v[34:35], v[34:35], v[39:40]
	v_mul_f64 v[39:40], v[42:43], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[32:33], v[32:33], v[36:37]
	v_add_f64 v[36:37], v[44:45], v[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[32:33], v[34:35], v[32:33]
	v_add_f64 v[34:35], v[44:45], -v[36:37]
	v_add_f64 v[52:53], v[36:37], v[39:40]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[32:33], v[48:49], v[32:33]
	v_add_f64 v[34:35], v[34:35], v[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[46:47], v[36:37], -v[52:53]
	v_mul_f64 v[28:29], v[28:29], v[32:33]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[32:33], v[50:51], -v[34:35]
	v_mul_f64 v[34:35], v[42:43], s[54:55]
	v_mul_f64 v[41:42], v[42:43], s[62:63]
	v_add_f64 v[39:40], v[46:47], v[39:40]
	v_add_f64 v[28:29], v[54:55], v[28:29]
	v_add_f64 v[46:47], v[36:37], -v[32:33]
	v_add_f64 v[50:51], v[44:45], -v[34:35]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f64 v[39:40], v[41:42], -v[39:40]
	v_mov_b32_e32 v42, v1
	v_add_f64 v[28:29], v[28:29], -v[48:49]
	v_lshrrev_b32_e32 v0, 20, v47
	v_lshrrev_b32_e32 v43, 20, v51
	v_and_b32_e32 v21, 0x7ff, v0
	v_bfe_u32 v0, v31, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v41, 49, v21
	v_cmp_lt_u64_e32 vcc_lo, v[41:42], v[0:1]
	v_add_f64 v[24:25], v[24:25], v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], v[26:27], v[24:25]
	v_mul_f64 v[24:25], v[24:25], -2.0
	v_and_b32_e32 v21, 0x7ff, v43
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v41, 16, v21
	v_dual_cndmask_b32 v21, v36, v52 :: v_dual_cndmask_b32 v36, v37, v53
	v_cndmask_b32_e32 v37, v32, v39, vcc_lo
	global_load_b32 v53, v[5:6], off
	v_cmp_lt_u64_e64 s1, v[41:42], v[0:1]
	v_cndmask_b32_e32 v0, v33, v40, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v33, v45, v36, s1
	v_cndmask_b32_e64 v32, v44, v21, s1
	v_cndmask_b32_e64 v35, v35, v0, s1
	v_cndmask_b32_e64 v34, v34, v37, s1
	v_cmp_neq_f64_e64 s1, 0, v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_f64 v[28:29], v[32:33], -v[34:35]
	v_cndmask_b32_e32 v0, 0xfff00000, v25, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	v_cndmask_b32_e32 v24, 0, v24, vcc_lo
	v_mul_f64 v[26:27], v[28:29], v[28:29]
	v_add_f64 v[32:33], v[32:33], -v[28:29]
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f64 v[36:37], v[26:27], s[76:77]
	v_mul_f64 v[39:40], v[26:27], s[64:65]
	v_mul_f64 v[41:42], v[26:27], s[70:71]
	v_mul_f64 v[21:22], v[26:27], s[82:83]
	v_mul_f64 v[43:44], v[26:27], v[26:27]
	v_add_f64 v[32:33], v[32:33], -v[34:35]
	v_mul_f64 v[47:48], v[26:27], 0.5
	v_add_f64 v[36:37], v[36:37], s[78:79]
	v_add_f64 v[39:40], v[39:40], s[66:67]
	v_add_f64 v[41:42], v[41:42], s[72:73]
	v_add_f64 v[21:22], v[21:22], s[84:85]
	v_mul_f64 v[45:46], v[26:27], v[43:44]
	v_mul_f64 v[34:35], v[43:44], v[43:44]
	v_mul_f64 v[43:44], v[28:29], v[26:27]
	v_add_f64 v[51:52], -v[47:48], 1.0
	v_mul_f64 v[36:37], v[26:27], v[36:37]
	v_mul_f64 v[39:40], v[26:27], v[39:40]
	v_mul_f64 v[41:42], v[26:27], v[41:42]
	v_mul_f64 v[21:22], v[45:46], v[21:22]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[36:37], v[36:37], s[80:81]
	v_add_f64 v[39:40], v[39:40], s[68:69]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[41:42], v[41:42], s[74:75]
	v_add_f64 v[21:22], v[21:22], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[39:40], v[26:27], v[39:40]
	v_mul_f64 v[34:35], v[34:35], v[41:42]
	v_mul_f64 v[41:42], v[32:33], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[21:22], v[43:44], v[21:22]
	v_add_f64 v[34:35], v[39:40], v[34:35]
	v_mul_f64 v[39:40], v[28:29], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[41:42], -v[21:22]
	v_add_f64 v[41:42], -v[51:52], 1.0
	v_mul_f64 v[34:35], v[26:27], v[34:35]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[21:22], v[26:27], v[21:22]
	v_and_b32_e32 v27, 2, v38
	v_cndmask_b32_e64 v25, 0x7ff00000, v0, s1
	v_add_f64 v[41:42], v[41:42], -v[47:48]
	v_add_f64 v[34:35], v[34:35], -v[39:40]
	v_mul_f64 v[39:40], v[43:44], s[86:87]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[24:25]
	v_add_f64 v[21:22], v[21:22], -v[32:33]
	v_add_f64 v[34:35], v[41:42], v[34:35]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[23:24], v[24:25], v0
	v_and_b32_e32 v0, 1, v38
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	v_add_f64 v[21:22], v[21:22], v[39:40]
	v_add_f64 v[34:35], v[51:52], v[34:35]
	v_rsq_f64_e32 v[45:46], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[21:22], v[28:29], -v[21:22]
	v_mov_b32_e32 v28, v1
	v_xor_b32_e32 v29, 0x80000000, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[27:28]
	v_cndmask_b32_e64 v0, v29, v35, s1
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f64 v[36:37], v[23:24], v[45:46]
	v_mul_f64 v[45:46], v[45:46], 0.5
	v_xor_b32_e32 v27, 0x80000000, v22
	v_cndmask_b32_e64 v28, v21, v34, s2
	v_cndmask_b32_e64 v22, v22, v27, s1
	v_cndmask_b32_e64 v27, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[23:24], 0x260
	v_cmp_gt_f64_e64 s1, 0x413921fb, v[30:31]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v22, v0, s2
	v_fma_f64 v[49:50], -v[45:46], v[36:37], 0.5
	v_fma_f64 v[36:37], v[36:37], v[49:50], v[36:37]
	v_fma_f64 v[25:26], v[45:46], v[49:50], v[45:46]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[45:46], -v[36:37], v[36:37], v[23:24]
	v_fma_f64 v[32:33], v[45:46], v[25:26], v[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[36:37], -v[32:33], v[32:33], v[23:24]
	v_fma_f64 v[25:26], v[36:37], v[25:26], v[32:33]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[21:22], v[25:26], v27
	v_cndmask_b32_e64 v25, 0x7ff80000, v0, s1
	v_dual_cndmask_b32 v22, v22, v24 :: v_dual_cndmask_b32 v21, v21, v23
	v_cndmask_b32_e64 v24, 0, v28, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[24:25], v[21:22]
	v_cvt_f32_f64_e32 v0, v[21:22]
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v21, v9, v53 :: v_dual_mul_f32 v0, v11, v0
	v_dual_add_f32 v21, v21, v21 :: v_dual_mul_f32 v0, v19, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, -0.5, v21
	v_mul_f32_e32 v21, v11, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, s8, v21
	v_add_f32_e32 v21, v9, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v21
	v_mul_f32_e32 v0, v11, v0
.LBB2_31:
	s_or_b32 exec_lo, exec_lo, vcc_hi
	s_branch .LBB2_8
.LBB2_32:
	s_cbranch_execz .LBB2_8
	s_and_saveexec_b32 s1, s0
	s_cbranch_execnz .LBB2_36
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB2_37
.LBB2_35:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB2_7
	s_branch .LBB2_38
.LBB2_36:
	global_load_b32 v0, v1, s[18:19]
	ds_load_b32 v19, v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v19
	v_cndmask_b32_e64 v19, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v19, v19
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v19
	global_store_b32 v1, v0, s[18:19]
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB2_35
.LBB2_37:
	global_load_b32 v0, v[3:4], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v10, v0
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v8, v0
	v_mul_f32_e32 v8, v10, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB2_7
.LBB2_38:
	global_load_b32 v0, v[5:6], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v11, v0
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v9, v0
	v_mul_f32_e32 v9, v11, v0
	s_branch .LBB2_7
.LBB2_39:
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB2_41
	s_waitcnt vmcnt(0)
	global_store_b32 v7, v8, s[6:7]
.LBB2_41:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB2_43
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v9, s[6:7]
.LBB2_43:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_bivector_pull_w2048
		.amdhsa_group_segment_fixed_size 8196
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
		.amdhsa_inst_pref_size 50
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
	.size	tessera_bivector_pull_w2048, .Lfunc_end2-tessera_bivector_pull_w2048

	.set tessera_bivector_pull_w2048.num_vgpr, 56
	.set tessera_bivector_pull_w2048.num_agpr, 0
	.set tessera_bivector_pull_w2048.numbered_sgpr, 105
	.set tessera_bivector_pull_w2048.num_named_barrier, 0
	.set tessera_bivector_pull_w2048.private_seg_size, 0
	.set tessera_bivector_pull_w2048.uses_vcc, 1
	.set tessera_bivector_pull_w2048.uses_flat_scratch, 0
	.set tessera_bivector_pull_w2048.has_dyn_sized_stack, 0
	.set tessera_bivector_pull_w2048.has_recursion, 0
	.set tessera_bivector_pull_w2048.has_indirect_call, 0
	.globl	tessera_bivector_pull_w4096
	.p2align	8
	.type	tessera_bivector_pull_w4096,@function
tessera_bivector_pull_w4096:
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x0
	s_load_b128 s[24:27], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[22:23], s[2:3]
	v_cmp_lt_u64_e64 s5, 0x1000, s[24:25]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB3_60
	v_mov_b32_e32 v1, 0
	s_mul_i32 s4, s25, s2
	s_mul_hi_u32 s5, s24, s2
	s_mul_i32 s38, s24, s2
	s_add_i32 s39, s5, s4
	v_cmp_gt_u64_e64 s4, s[24:25], v[0:1]
	s_lshl_b64 s[36:37], s[38:39], 2
	v_lshlrev_b32_e32 v15, 2, v0
	s_add_u32 s16, s16, s36
	s_addc_u32 s17, s17, s37
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB3_3
	global_load_b32 v16, v15, s[16:17]
.LBB3_3:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[24:25], v[2:3]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB3_5
	v_lshlrev_b32_e32 v3, 2, v2
	global_load_b32 v17, v3, s[16:17]
.LBB3_5:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v3, 0x800, v0
	v_mov_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s6, s[24:25], v[3:4]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB3_7
	v_lshlrev_b32_e32 v4, 2, v3
	global_load_b32 v18, v4, s[16:17]
.LBB3_7:
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v4, 0xc00, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s7, s[24:25], v[4:5]
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB3_9
	v_lshlrev_b32_e32 v1, 2, v4
	global_load_b32 v19, v1, s[16:17]
.LBB3_9:
	s_or_b32 exec_lo, exec_lo, s8
	s_cmp_eq_u64 s[26:27], 0
	s_mov_b64 s[22:23], 0
	s_cbranch_scc1 .LBB3_55
	v_bcnt_u32_b32 v1, v0, 0
	v_bcnt_u32_b32 v5, v2, 0
	v_bcnt_u32_b32 v6, v3, 0
	v_bcnt_u32_b32 v7, v4, 0
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x30
	s_load_b128 s[28:31], s[0:1], 0x50
	v_cmp_eq_u32_e32 vcc_lo, 2, v1
	v_add_co_u32 v8, s1, s38, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, s39, 0, s1
	v_cndmask_b32_e64 v20, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v5
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v8, 0
	s_mov_b32 s35, 0
	v_cndmask_b32_e64 v21, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v6
	s_mov_b32 s38, 0xdf3e5244
	s_mov_b32 s40, 0x96cb03de
	s_mov_b32 s42, 0x94229359
	v_xor_b32_e32 v1, v1, v9
	v_cndmask_b32_e64 v22, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v7
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	s_mov_b32 s44, 0x55555593
	s_cselect_b32 s15, -1, 0
	s_add_u32 s1, s20, s36
	v_cndmask_b32_e64 v23, 0, 1.0, vcc_lo
	v_add_co_u32 v7, vcc_lo, 0x400, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v10, null, 0, v9, vcc_lo
	v_xor_b32_e32 v1, s29, v1
	v_mad_u64_u32 v[30:31], null, 0xd2511f53, v7, 0
	v_add_co_u32 v7, vcc_lo, 0x800, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, 0, v9, vcc_lo
	s_addc_u32 s11, s21, s37
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v7, 0
	v_add_co_u32 v7, vcc_lo, 0xc00, v8
	v_xor_b32_e32 v8, v31, v10
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v7, 0
	v_xor_b32_e32 v7, s29, v8
	v_xor_b32_e32 v8, v33, v11
	s_lshl_b64 s[2:3], s[2:3], 2
	v_add_co_u32 v5, s1, s1, v15
	s_add_u32 s18, s18, s2
	v_xor_b32_e32 v9, v35, v9
	v_xor_b32_e32 v10, s29, v8
	s_addc_u32 s19, s19, s3
	v_add_co_ci_u32_e64 v6, null, s11, 0, s1
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v9, s29, v9
	s_cmp_lg_u64 s[24:25], 0
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v1, 0
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v7, 0
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v10, 0
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v9, 0
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s10, 0
	v_add_co_u32 v7, vcc_lo, 0x1000, v5
	s_cselect_b32 s90, -1, 0
	v_add_co_ci_u32_e64 v8, null, 0, v6, vcc_lo
	v_add_co_u32 v9, vcc_lo, 0x2000, v5
	s_and_b32 s34, s24, 7
	s_add_u32 s1, s28, 0x9e3779b9
	s_add_u32 s2, s29, 0xbb67ae85
	s_add_u32 s3, s28, 0x3c6ef372
	s_add_u32 s91, s29, 0x76cf5d0a
	s_add_u32 s92, s28, 0xdaa66d2b
	s_add_u32 s93, s29, 0x32370b8f
	s_add_u32 s94, s28, 0x78dde6e4
	s_add_u32 s95, s29, 0xed9eba14
	s_add_u32 s96, s28, 0x1715609d
	s_add_u32 s97, s29, 0xa9066899
	s_add_u32 s98, s28, 0xb54cda56
	s_add_u32 s99, s29, 0x646e171e
	s_add_u32 s100, s28, 0x5384540f
	s_add_u32 s101, s29, 0x1fd5c5a3
	s_add_u32 s102, s29, 0xdb3d7428
	s_add_i32 s103, s28, 0x8ff34781
	s_and_b32 s10, s24, 0x1ff8
	v_add_co_ci_u32_e64 v10, null, 0, v6, vcc_lo
	v_add_co_u32 v11, vcc_lo, 0x3000, v5
	s_cmp_lg_u64 s[34:35], 0
	v_writelane_b32 v75, s34, 0
	v_cmp_gt_u64_e64 s29, s[24:25], 7
	v_mov_b32_e32 v1, 0
	v_xor_b32_e32 v24, s1, v14
	v_xor_b32_e32 v25, s1, v37
	v_xor_b32_e32 v26, s1, v39
	v_add_co_ci_u32_e64 v12, null, 0, v6, vcc_lo
	v_xor_b32_e32 v27, s1, v41
	v_xor_b32_e32 v28, s2, v0
	v_xor_b32_e32 v29, s3, v13
	v_xor_b32_e32 v30, s2, v30
	v_xor_b32_e32 v31, s3, v36
	v_xor_b32_e32 v32, s2, v32
	v_xor_b32_e32 v33, s3, v38
	v_xor_b32_e32 v34, s2, v34
	v_xor_b32_e32 v35, s3, v40
	v_mov_b32_e32 v36, 0xfffffbcb
	s_mov_b32 s20, 0xd078c69f
	s_mov_b32 s24, 0x1d8e78af
	s_mov_b32 s36, 0x9997fa04
	s_mov_b32 s46, 0x35793c76
	s_mov_b32 s48, 0xfee00000
	s_mov_b32 s50, 0x54442d18
	s_mov_b32 s52, 0x6dc9c883
	s_mov_b32 s54, 0x54400000
	s_mov_b32 s56, 0x1a626331
	s_mov_b32 s58, 0x1a600000
	s_mov_b32 s60, 0x2e037073
	s_mov_b32 s62, 0x2e000000
	s_mov_b32 s64, 0x252049c1
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
	v_writelane_b32 v75, s35, 1
	s_mov_b32 s11, s35
	s_cselect_b32 s35, -1, 0
	s_mov_b32 s21, 0x3fc39a09
	s_mov_b32 s25, 0x3fcc71c5
	s_mov_b32 s37, 0x3fd99999
	s_mov_b32 s39, 0x3fc2f112
	s_mov_b32 s41, 0x3fc74664
	s_mov_b32 s43, 0x3fd24924
	s_mov_b32 s45, 0x3fe55555
	s_mov_b32 s47, 0x3dea39ef
	s_mov_b32 s49, 0x3fe62e42
	s_mov_b32 s51, 0x401921fb
	s_mov_b32 s53, 0x3fe45f30
	s_mov_b32 s55, 0xbff921fb
	s_mov_b32 s57, 0x3dd0b461
	s_mov_b32 s59, 0xbdd0b461
	s_mov_b32 s61, 0x3ba3198a
	s_mov_b32 s63, 0xbba3198a
	s_mov_b32 s65, 0x397b839a
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
	s_branch .LBB3_13
.LBB3_11:
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v38, v16 :: v_dual_mov_b32 v39, v17
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v13, v18 :: v_dual_mov_b32 v0, v19
.LBB3_12:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v19, v0 :: v_dual_mov_b32 v18, v13
	v_dual_mov_b32 v17, v39 :: v_dual_mov_b32 v16, v38
	s_add_u32 s22, s22, 1
	s_addc_u32 s23, s23, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[22:23], s[26:27]
	s_cbranch_scc1 .LBB3_55
.LBB3_13:
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB3_24
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB3_25
.LBB3_15:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB3_26
.LBB3_16:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB3_18
.LBB3_17:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v23, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v19, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v15, v0 offset:12288
.LBB3_18:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB3_31
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB3_30
	s_and_not1_b32 vcc_lo, exec_lo, s29
	s_cbranch_vccnz .LBB3_27
	s_mov_b64 s[2:3], 0
	s_mov_b32 s34, 0
	.p2align	6
.LBB3_22:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v41, s34
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s34, s34, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
	ds_load_2addr_b32 v[13:14], v41 offset1:1
	ds_load_2addr_b32 v[37:38], v41 offset0:2 offset1:3
	ds_load_2addr_b32 v[39:40], v41 offset0:4 offset1:5
	ds_load_2addr_b32 v[41:42], v41 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v14
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v38
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v40
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v41
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v42
	s_cbranch_scc1 .LBB3_22
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s34, s35
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s34
	s_cbranch_vccnz .LBB3_28
	s_branch .LBB3_30
.LBB3_24:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v20, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v16, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v15, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB3_15
.LBB3_25:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v21, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v17, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v15, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB3_16
.LBB3_26:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v22, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v18, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v15, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB3_17
	s_branch .LBB3_18
.LBB3_27:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB3_30
.LBB3_28:
	s_lshl_b32 s34, s2, 2
	v_readlane_b32 s2, v75, 0
	v_readlane_b32 s3, v75, 1
.LBB3_29:
	v_mov_b32_e32 v13, s34
	s_add_i32 s34, s34, 4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v13, v13
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v13
	s_cbranch_scc1 .LBB3_29
.LBB3_30:
	ds_store_b32 v1, v0 offset:16384
.LBB3_31:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s90
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB3_42
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB3_35
	global_load_b32 v0, v1, s[18:19]
	ds_load_b32 v13, v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v13
	v_cndmask_b32_e64 v13, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v13, v13
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v13
	global_store_b32 v1, v0, s[18:19]
.LBB3_35:
	s_or_b32 exec_lo, exec_lo, s1
	s_mul_f32 s2, s14, s12
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s2, 0
	s_mul_f32 s1, s2, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s2, 0xf800000
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_add_u32 s3, s22, s30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, s2, v0, s1
	v_sqrt_f32_e32 v13, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v14, -1, v13
	v_add_nc_u32_e32 v37, 1, v13
	v_xor_b32_e32 v38, 0x80000000, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v39, 0x80000000, v37
	v_fma_f32 v38, v38, v13, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v39, v39, v13, v0
	v_cmp_ge_f32_e64 s2, 0, v38
	v_mov_b32_e32 v38, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v13, v13, v14, s2
	v_cmp_lt_f32_e64 s2, 0, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v13, v13, v37, s2
	v_mul_f32_e32 v14, 0x37800000, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v13, v13, v14, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_cndmask_b32_e64 v0, v13, v0, s1
	s_addc_u32 s1, s23, s31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_mul_i32 vcc_hi, s1, 0xcd9e8d57
	s_mul_hi_u32 s104, s1, 0xcd9e8d57
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v37, v0, s9, s15
	s_and_saveexec_b32 s34, s4
	s_cbranch_execnz .LBB3_48
	s_or_b32 exec_lo, exec_lo, s34
	v_mov_b32_e32 v39, v17
	s_and_saveexec_b32 s34, s5
	s_cbranch_execnz .LBB3_49
.LBB3_37:
	s_or_b32 exec_lo, exec_lo, s34
	v_mov_b32_e32 v13, v18
	s_and_saveexec_b32 s34, s6
	s_cbranch_execz .LBB3_39
.LBB3_38:
	v_xor_b32_e32 v0, vcc_hi, v26
	s_xor_b32 s1, s28, s104
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s3
	s_mul_hi_u32 s2, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, s2, v32
	s_mul_i32 s1, s1, 0xd2511f53
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v14, s1, s91, v14
	v_mad_u64_u32 v[42:43], null, 0xcd9e8d57, v14, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v41, v33
	v_xor3_b32 v14, v43, s92, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[40:41], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s93, v41, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v14, 0
	v_xor3_b32 v14, v14, s95, v40
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v41, v42
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[41:42], null, 0xcd9e8d57, v14, 0
	v_xor3_b32 v14, v42, s96, v40
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[42:43], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v43, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v14, 0
	v_xor3_b32 v14, v14, s99, v42
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[42:43], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v14, 0xcd9e8d57, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v43, v41
	v_xor3_b32 v14, v14, s100, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[40:41], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v41, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v13, 0xd2511f53, v14
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v13, v13, s102, v40
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v13, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v14, s103
	v_cvt_f64_u32_e32 v[40:41], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], v[40:41], 0.5
	v_ldexp_f64 v[40:41], v[40:41], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e64 s1, 0x100000, v[40:41]
	v_ldexp_f64 v[42:43], v[40:41], 54
	v_cndmask_b32_e64 v0, v41, v43, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v42, v40, v42, s1
	v_add_co_u32 v44, s2, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0xfffff, v44
	v_add_nc_u32_e32 v43, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v36, s1
	v_cmp_neq_f64_e64 s1, 0, v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[42:43], v[42:43], -1.0
	v_add_f64 v[45:46], v[42:43], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[47:48], null, v[45:46], v[45:46], v[42:43]
	v_rcp_f64_e32 v[49:50], v[47:48]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[51:52], -v[47:48], v[49:50], 1.0
	v_fma_f64 v[49:50], v[49:50], v[51:52], v[49:50]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[51:52], -v[47:48], v[49:50], 1.0
	v_fma_f64 v[49:50], v[49:50], v[51:52], v[49:50]
	v_div_scale_f64 v[51:52], vcc_lo, v[42:43], v[45:46], v[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[53:54], v[51:52], v[49:50]
	v_fma_f64 v[47:48], -v[47:48], v[53:54], v[51:52]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[47:48], v[47:48], v[49:50], v[53:54]
	v_div_fixup_f64 v[46:47], v[47:48], v[45:46], v[42:43]
	v_add_co_ci_u32_e64 v45, null, 0, 0, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b64 v[44:45], 20, v[44:45]
	v_add_co_u32 v0, vcc_lo, v44, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v14, null, -1, v45, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[40:41]
	v_cvt_f64_i32_e32 v[44:45], v14
	v_cvt_f64_u32_e32 v[13:14], v13
	v_mul_f64 v[48:49], v[46:47], v[46:47]
	s_and_b32 s2, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[44:45], v[44:45], 32
	v_add_f64 v[13:14], v[13:14], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[50:51], v[48:49], v[48:49]
	v_ldexp_f64 v[13:14], v[13:14], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[52:53], v[50:51], s[38:39]
	v_mul_f64 v[54:55], v[50:51], s[20:21]
	v_mul_f64 v[13:14], v[13:14], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[52:53], v[52:53], s[40:41]
	v_add_f64 v[54:55], v[54:55], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[52:53], v[50:51], v[52:53]
	v_mul_f64 v[54:55], v[50:51], v[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[52:53], v[52:53], s[42:43]
	v_add_f64 v[54:55], v[54:55], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[52:53], v[50:51], v[52:53]
	v_mul_f64 v[50:51], v[50:51], v[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[52:53], v[52:53], s[44:45]
	v_mul_f64 v[48:49], v[48:49], v[52:53]
	v_cvt_f64_u32_e32 v[52:53], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[48:49], v[50:51], v[48:49]
	v_mul_f64 v[50:51], v[42:43], 0.5
	v_add_f64 v[44:45], v[44:45], v[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[50:51], v[42:43], v[50:51]
	v_add_f64 v[48:49], v[50:51], v[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[46:47], v[46:47], v[48:49]
	v_mul_f64 v[48:49], v[44:45], s[46:47]
	v_mul_f64 v[44:45], v[44:45], s[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[46:47], v[48:49], v[46:47]
	v_add_f64 v[46:47], v[46:47], -v[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[42:43], v[42:43], v[46:47]
	v_add_f64 v[42:43], v[44:45], v[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[42:43], -2.0
	v_cndmask_b32_e32 v0, 0xfff00000, v41, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v40, 0, v40, s2
	v_cndmask_b32_e64 v41, 0x7ff00000, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[40:41]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[40:41], v[40:41], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[42:43], v[40:41]
	v_cmp_class_f64_e64 vcc_lo, v[40:41], 0x260
	v_mul_f64 v[44:45], v[40:41], v[42:43]
	v_mul_f64 v[42:43], v[42:43], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[46:47], -v[42:43], v[44:45], 0.5
	v_fma_f64 v[44:45], v[44:45], v[46:47], v[44:45]
	v_fma_f64 v[42:43], v[42:43], v[46:47], v[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[46:47], -v[44:45], v[44:45], v[40:41]
	v_fma_f64 v[44:45], v[46:47], v[42:43], v[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[46:47], -v[44:45], v[44:45], v[40:41]
	v_fma_f64 v[42:43], v[46:47], v[42:43], v[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[42:43], v[42:43], v0
	v_dual_cndmask_b32 v41, v43, v41 :: v_dual_cndmask_b32 v40, v42, v40
	v_mul_f64 v[42:43], v[13:14], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[42:43], 0x43380000, v[42:43]
	v_add_f64 v[43:44], 0xc3380000, v[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[45:46], v[43:44], s[54:55]
	v_mul_f64 v[47:48], v[43:44], s[58:59]
	v_add_f64 v[45:46], v[13:14], v[45:46]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[49:50], v[45:46], v[47:48]
	v_add_f64 v[51:52], v[45:46], -v[49:50]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[47:48], v[51:52], v[47:48]
	v_mul_f64 v[51:52], v[43:44], s[60:61]
	v_add_f64 v[47:48], v[51:52], -v[47:48]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[51:52], v[49:50], -v[47:48]
	v_lshrrev_b32_e32 v0, 20, v52
	v_mov_b32_e32 v52, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v51, 49, v0
	v_bfe_u32 v0, v14, 20, 11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[51:52], v[0:1]
	v_mul_f64 v[51:52], v[43:44], s[62:63]
	v_add_f64 v[53:54], v[49:50], v[51:52]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v55, v49, v53 :: v_dual_cndmask_b32 v56, v50, v54
	v_add_f64 v[49:50], v[49:50], -v[53:54]
	v_add_f64 v[49:50], v[49:50], v[51:52]
	v_mul_f64 v[51:52], v[43:44], s[64:65]
	v_mul_f64 v[43:44], v[43:44], s[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[49:50], v[51:52], -v[49:50]
	v_dual_cndmask_b32 v50, v48, v50 :: v_dual_cndmask_b32 v49, v47, v49
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[47:48], v[45:46], -v[43:44]
	v_lshrrev_b32_e32 v47, 20, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v48, v1 :: v_dual_and_b32 v47, 0x7ff, v47
	v_add_nc_u32_e32 v47, 16, v47
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[47:48], v[0:1]
	v_and_b32_e32 v0, 1, v42
	v_dual_cndmask_b32 v46, v46, v56 :: v_dual_cndmask_b32 v45, v45, v55
	v_dual_cndmask_b32 v44, v44, v50 :: v_dual_cndmask_b32 v43, v43, v49
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[13:14]
	v_dual_mov_b32 v14, v1 :: v_dual_and_b32 v13, 2, v42
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[47:48], v[45:46], -v[43:44]
	v_cmp_eq_u64_e64 s1, 0, v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[45:46], v[45:46], -v[47:48]
	v_add_f64 v[43:44], v[45:46], -v[43:44]
	v_mul_f64 v[45:46], v[47:48], v[47:48]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[55:56], v[43:44], 0.5
	v_mul_f64 v[49:50], v[45:46], s[84:85]
	v_mul_f64 v[51:52], v[45:46], v[45:46]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[49:50], v[49:50], s[86:87]
	v_mul_f64 v[53:54], v[45:46], v[51:52]
	v_mul_f64 v[51:52], v[51:52], v[51:52]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[49:50], v[53:54], v[49:50]
	v_mul_f64 v[53:54], v[45:46], s[78:79]
	v_add_f64 v[53:54], v[53:54], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[53:54], v[45:46], v[53:54]
	v_add_f64 v[53:54], v[53:54], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[49:50], v[49:50], v[53:54]
	v_mul_f64 v[53:54], v[45:46], s[72:73]
	v_add_f64 v[53:54], v[53:54], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[53:54], v[45:46], v[53:54]
	v_add_f64 v[53:54], v[53:54], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[51:52], v[51:52], v[53:54]
	v_mul_f64 v[53:54], v[45:46], s[66:67]
	v_add_f64 v[53:54], v[53:54], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[53:54], v[45:46], v[53:54]
	v_add_f64 v[53:54], v[53:54], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[53:54], v[45:46], v[53:54]
	v_add_f64 v[51:52], v[53:54], v[51:52]
	v_mul_f64 v[53:54], v[47:48], v[45:46]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[51:52], v[45:46], v[51:52]
	v_mul_f64 v[49:50], v[53:54], v[49:50]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[49:50], v[55:56], -v[49:50]
	v_mul_f64 v[55:56], v[45:46], 0.5
	v_mul_f64 v[45:46], v[45:46], v[49:50]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[57:58], -v[55:56], 1.0
	v_mul_f64 v[49:50], v[47:48], v[43:44]
	v_add_f64 v[43:44], v[45:46], -v[43:44]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[59:60], -v[57:58], 1.0
	v_add_f64 v[49:50], v[51:52], -v[49:50]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[55:56], v[59:60], -v[55:56]
	v_add_f64 v[45:46], v[55:56], v[49:50]
	v_mul_f64 v[49:50], v[53:54], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[45:46], v[57:58], v[45:46]
	v_add_f64 v[43:44], v[43:44], v[49:50]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v46
	v_add_f64 v[43:44], v[47:48], -v[43:44]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v0, v46, s1
	v_xor_b32_e32 v14, 0x80000000, v44
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v13, v43, v45, s2
	v_cndmask_b32_e64 v14, v44, v14, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v13, 0, v13, vcc_lo
	v_cndmask_b32_e64 v0, v14, v0, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v14, 0x7ff80000, v0, vcc_lo
	v_mul_f64 v[13:14], v[13:14], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[13:14]
	global_load_b32 v13, v[9:10], off
	v_mul_f32_e32 v0, v22, v0
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v0, v37, v0 :: v_dual_sub_f32 v13, v18, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, v13, v13
	v_mul_f32_e32 v13, -0.5, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v22, v13
	v_mul_f32_e32 v13, s8, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, v18, v13
	v_add_f32_e32 v0, v0, v13
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v13, v22, v0
.LBB3_39:
	s_or_b32 exec_lo, exec_lo, s34
	v_mov_b32_e32 v0, v19
	s_and_saveexec_b32 s1, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s34, exec_lo, s1
	s_cbranch_execz .LBB3_41
	v_xor_b32_e32 v0, vcc_hi, v27
	s_xor_b32 s1, s28, s104
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s3
	s_mul_hi_u32 s2, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[40:41], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s2, v34
	v_xor3_b32 v14, s1, s91, v41
	v_mad_u64_u32 v[41:42], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[43:44], null, 0xcd9e8d57, v14, 0
	v_xor_b32_e32 v0, v42, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, v44, s92, v41
	v_mad_u64_u32 v[41:42], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[44:45], null, 0xd2511f53, v14, 0
	v_xor3_b32 v0, s93, v42, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, v45, s95, v41
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[45:46], null, 0xcd9e8d57, v14, 0
	v_xor3_b32 v0, s94, v41, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, v46, s96, v40
	v_mad_u64_u32 v[40:41], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[42:43], null, 0xd2511f53, v14, 0
	v_xor3_b32 v0, s97, v41, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, v43, s99, v40
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v14
	v_xor3_b32 v14, s98, v41, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s100, v40
	v_mad_u64_u32 v[40:41], null, 0xd2511f53, v14, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v14, s101, v41, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s102, v40
	v_mul_lo_u32 v14, 0xcd9e8d57, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v14, v41, s103
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[41:42], v0
	v_add_f64 v[41:42], v[41:42], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[41:42], v[41:42], 0xffffffe0
	v_ldexp_f64 v[43:44], v[41:42], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[41:42]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v42, v44, s1
	v_cndmask_b32_e64 v43, v41, v43, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v45, s2, 0x95f62, v0
	v_add_co_ci_u32_e64 v46, null, 0, 0, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v45
	v_lshrrev_b64 v[45:46], 20, v[45:46]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v44, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v36, s1
	v_add_f64 v[43:44], v[43:44], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[47:48], v[43:44], 2.0
	v_mul_f64 v[67:68], v[43:44], 0.5
	v_div_scale_f64 v[49:50], null, v[47:48], v[47:48], v[43:44]
	v_div_scale_f64 v[55:56], vcc_lo, v[43:44], v[47:48], v[43:44]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[67:68], v[43:44], v[67:68]
	v_rcp_f64_e32 v[51:52], v[49:50]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[53:54], -v[49:50], v[51:52], 1.0
	v_fma_f64 v[51:52], v[51:52], v[53:54], v[51:52]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[53:54], -v[49:50], v[51:52], 1.0
	v_fma_f64 v[51:52], v[51:52], v[53:54], v[51:52]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[53:54], v[55:56], v[51:52]
	v_fma_f64 v[49:50], -v[49:50], v[53:54], v[55:56]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[49:50], v[49:50], v[51:52], v[53:54]
	v_add_co_u32 v0, vcc_lo, v45, v0
	v_add_co_ci_u32_e64 v14, null, -1, v46, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_u32_e32 v[69:70], v0
	v_cvt_f64_i32_e32 v[45:46], v14
	v_div_fixup_f64 v[47:48], v[49:50], v[47:48], v[43:44]
	v_cvt_f64_u32_e32 v[49:50], v40
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[45:46], v[45:46], 32
	v_mul_f64 v[51:52], v[47:48], v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[49:50], v[49:50], 0.5
	v_add_f64 v[45:46], v[45:46], v[69:70]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[53:54], v[51:52], v[51:52]
	v_ldexp_f64 v[49:50], v[49:50], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[73:74], v[45:46], s[46:47]
	v_mul_f64 v[45:46], v[45:46], s[48:49]
	v_mul_f64 v[55:56], v[53:54], s[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[49:50], v[49:50], s[50:51]
	v_mul_f64 v[59:60], v[53:54], s[20:21]
	v_add_f64 v[55:56], v[55:56], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[57:58], v[49:50], s[52:53]
	v_add_f64 v[59:60], v[59:60], s[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[55:56], v[53:54], v[55:56]
	v_add_f64 v[57:58], 0x43380000, v[57:58]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[55:56], v[55:56], s[42:43]
	v_add_f64 v[61:62], 0xc3380000, v[57:58]
	v_mul_f64 v[58:59], v[53:54], v[59:60]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[55:56], v[53:54], v[55:56]
	v_mul_f64 v[63:64], v[61:62], s[54:55]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[58:59], v[58:59], s[36:37]
	v_mul_f64 v[65:66], v[61:62], s[58:59]
	v_mul_f64 v[69:70], v[61:62], s[60:61]
	v_add_f64 v[55:56], v[55:56], s[44:45]
	v_add_f64 v[63:64], v[49:50], v[63:64]
	v_mul_f64 v[53:54], v[53:54], v[58:59]
	v_mul_f64 v[58:59], v[61:62], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[51:52], v[51:52], v[55:56]
	v_add_f64 v[55:56], v[63:64], v[65:66]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[51:52], v[53:54], v[51:52]
	v_add_f64 v[53:54], v[63:64], -v[55:56]
	v_add_f64 v[71:72], v[55:56], v[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[51:52], v[67:68], v[51:52]
	v_add_f64 v[53:54], v[53:54], v[65:66]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[65:66], v[55:56], -v[71:72]
	v_mul_f64 v[47:48], v[47:48], v[51:52]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[51:52], v[69:70], -v[53:54]
	v_mul_f64 v[53:54], v[61:62], s[56:57]
	v_mul_f64 v[60:61], v[61:62], s[64:65]
	v_add_f64 v[58:59], v[65:66], v[58:59]
	v_add_f64 v[47:48], v[73:74], v[47:48]
	v_add_f64 v[65:66], v[55:56], -v[51:52]
	v_add_f64 v[69:70], v[63:64], -v[53:54]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_add_f64 v[58:59], v[60:61], -v[58:59]
	v_mov_b32_e32 v61, v1
	v_add_f64 v[47:48], v[47:48], -v[67:68]
	v_lshrrev_b32_e32 v0, 20, v66
	v_lshrrev_b32_e32 v40, 20, v70
	v_add_f64 v[43:44], v[43:44], v[47:48]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[43:44], v[45:46], v[43:44]
	v_mul_f64 v[43:44], v[43:44], -2.0
	v_and_b32_e32 v14, 0x7ff, v0
	v_bfe_u32 v0, v50, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v60, 49, v14
	v_and_b32_e32 v14, 0x7ff, v40
	v_cmp_lt_u64_e32 vcc_lo, v[60:61], v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v60, 16, v14
	v_cmp_lt_u64_e64 s1, v[60:61], v[0:1]
	v_cndmask_b32_e32 v14, v55, v71, vcc_lo
	v_cndmask_b32_e32 v40, v56, v72, vcc_lo
	v_dual_cndmask_b32 v0, v52, v59 :: v_dual_cndmask_b32 v55, v51, v58
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[41:42]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v51, v63, v14, s1
	v_cndmask_b32_e64 v52, v64, v40, s1
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v54, v54, v0, s1
	v_cndmask_b32_e64 v53, v53, v55, s1
	v_cmp_neq_f64_e64 s1, 0, v[41:42]
	global_load_b32 v14, v[11:12], off
	v_add_f64 v[47:48], v[51:52], -v[53:54]
	v_cndmask_b32_e32 v0, 0xfff00000, v44, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v44, 0x7ff00000, v0, s1
	v_cndmask_b32_e32 v43, 0, v43, vcc_lo
	v_mul_f64 v[45:46], v[47:48], v[47:48]
	v_add_f64 v[51:52], v[51:52], -v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[43:44]
	v_mul_f64 v[55:56], v[45:46], s[78:79]
	v_mul_f64 v[58:59], v[45:46], s[66:67]
	v_mul_f64 v[60:61], v[45:46], s[72:73]
	v_mul_f64 v[40:41], v[45:46], s[84:85]
	v_mul_f64 v[62:63], v[45:46], v[45:46]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_add_f64 v[51:52], v[51:52], -v[53:54]
	v_mul_f64 v[66:67], v[45:46], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[42:43], v[43:44], v0
	v_and_b32_e32 v0, 1, v57
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	v_add_f64 v[55:56], v[55:56], s[80:81]
	v_add_f64 v[58:59], v[58:59], s[68:69]
	v_add_f64 v[60:61], v[60:61], s[74:75]
	v_add_f64 v[40:41], v[40:41], s[86:87]
	v_mul_f64 v[64:65], v[45:46], v[62:63]
	v_mul_f64 v[53:54], v[62:63], v[62:63]
	v_mul_f64 v[62:63], v[47:48], v[45:46]
	v_add_f64 v[70:71], -v[66:67], 1.0
	v_mul_f64 v[55:56], v[45:46], v[55:56]
	v_mul_f64 v[58:59], v[45:46], v[58:59]
	v_mul_f64 v[60:61], v[45:46], v[60:61]
	v_mul_f64 v[40:41], v[64:65], v[40:41]
	v_rsq_f64_e32 v[64:65], v[42:43]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[55:56], v[55:56], s[82:83]
	v_add_f64 v[58:59], v[58:59], s[70:71]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[60:61], v[60:61], s[76:77]
	v_add_f64 v[40:41], v[40:41], v[55:56]
	s_delay_alu instid0(TRANS32_DEP_1)
	v_mul_f64 v[55:56], v[42:43], v[64:65]
	v_mul_f64 v[64:65], v[64:65], 0.5
	v_mul_f64 v[58:59], v[45:46], v[58:59]
	v_mul_f64 v[53:54], v[53:54], v[60:61]
	v_mul_f64 v[60:61], v[51:52], 0.5
	v_mul_f64 v[40:41], v[62:63], v[40:41]
	v_fma_f64 v[68:69], -v[64:65], v[55:56], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[53:54], v[58:59], v[53:54]
	v_mul_f64 v[58:59], v[47:48], v[51:52]
	v_add_f64 v[40:41], v[60:61], -v[40:41]
	v_add_f64 v[60:61], -v[70:71], 1.0
	v_fma_f64 v[55:56], v[55:56], v[68:69], v[55:56]
	v_mul_f64 v[53:54], v[45:46], v[53:54]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v14, v19, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v14, v14, v14
	v_mul_f32_e32 v14, -0.5, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, v23, v14
	v_mul_f32_e32 v14, s8, v14
	v_mul_f64 v[40:41], v[45:46], v[40:41]
	v_fma_f64 v[44:45], v[64:65], v[68:69], v[64:65]
	v_fma_f64 v[64:65], -v[55:56], v[55:56], v[42:43]
	v_add_f64 v[60:61], v[60:61], -v[66:67]
	v_add_f64 v[53:54], v[53:54], -v[58:59]
	v_mul_f64 v[58:59], v[62:63], s[88:89]
	v_and_b32_e32 v46, 2, v57
	v_add_f32_e32 v14, v19, v14
	v_add_f64 v[40:41], v[40:41], -v[51:52]
	v_fma_f64 v[51:52], v[64:65], v[44:45], v[55:56]
	v_add_f64 v[53:54], v[60:61], v[53:54]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[40:41], v[40:41], v[58:59]
	v_fma_f64 v[55:56], -v[51:52], v[51:52], v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[53:54], v[70:71], v[53:54]
	v_add_f64 v[40:41], v[47:48], -v[40:41]
	v_mov_b32_e32 v47, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[44:45], v[55:56], v[44:45], v[51:52]
	v_xor_b32_e32 v48, 0x80000000, v54
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[46:47]
	v_cndmask_b32_e64 v0, v48, v54, s1
	v_xor_b32_e32 v46, 0x80000000, v41
	v_cndmask_b32_e64 v47, v40, v53, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v41, v41, v46, s1
	v_cndmask_b32_e64 v46, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[42:43], 0x260
	v_cmp_gt_f64_e64 s1, 0x413921fb, v[49:50]
	v_cndmask_b32_e64 v0, v41, v0, s2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[40:41], v[44:45], v46
	v_cndmask_b32_e64 v44, 0x7ff80000, v0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v41, v41, v43 :: v_dual_cndmask_b32 v40, v40, v42
	v_cndmask_b32_e64 v43, 0, v47, s1
	v_mul_f64 v[40:41], v[43:44], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[40:41]
	v_mul_f32_e32 v0, v23, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v37, v0
	v_add_f32_e32 v0, v0, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v23, v0
.LBB3_41:
	s_or_b32 exec_lo, exec_lo, s34
	s_branch .LBB3_12
.LBB3_42:
	s_cbranch_execz .LBB3_12
	s_and_saveexec_b32 s1, s0
	s_cbranch_execnz .LBB3_50
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB3_51
.LBB3_45:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB3_52
.LBB3_46:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB3_53
.LBB3_47:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB3_11
	s_branch .LBB3_54
.LBB3_48:
	v_xor_b32_e32 v0, vcc_hi, v24
	s_xor_b32 s1, s28, s104
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s3
	s_mul_hi_u32 s2, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, s2, v28
	s_mul_i32 s1, s1, 0xd2511f53
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v14, s1, s91, v14
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v14, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v39, v29
	v_xor3_b32 v14, v41, s92, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s93, v39, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v14, 0
	v_xor3_b32 v14, v14, s95, v38
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v39, v40
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v14, 0
	v_xor3_b32 v14, v40, s96, v38
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[40:41], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v41, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v14, 0
	v_xor3_b32 v14, v14, s99, v40
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v14, 0xcd9e8d57, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v41, v39
	v_xor3_b32 v14, v14, s100, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v39, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v13, 0xd2511f53, v14
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v13, v13, s102, v38
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v13, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v14, s103
	v_cvt_f64_u32_e32 v[38:39], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[38:39], v[38:39], 0.5
	v_ldexp_f64 v[38:39], v[38:39], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e64 s1, 0x100000, v[38:39]
	v_ldexp_f64 v[40:41], v[38:39], 54
	v_cndmask_b32_e64 v0, v39, v41, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v40, v38, v40, s1
	v_add_co_u32 v42, s2, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0xfffff, v42
	v_add_nc_u32_e32 v41, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v36, s1
	v_cmp_neq_f64_e64 s1, 0, v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], v[40:41], -1.0
	v_add_f64 v[43:44], v[40:41], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[45:46], null, v[43:44], v[43:44], v[40:41]
	v_rcp_f64_e32 v[47:48], v[45:46]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[49:50], -v[45:46], v[47:48], 1.0
	v_fma_f64 v[47:48], v[47:48], v[49:50], v[47:48]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[49:50], -v[45:46], v[47:48], 1.0
	v_fma_f64 v[47:48], v[47:48], v[49:50], v[47:48]
	v_div_scale_f64 v[49:50], vcc_lo, v[40:41], v[43:44], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[51:52], v[49:50], v[47:48]
	v_fma_f64 v[45:46], -v[45:46], v[51:52], v[49:50]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[45:46], v[45:46], v[47:48], v[51:52]
	v_div_fixup_f64 v[44:45], v[45:46], v[43:44], v[40:41]
	v_add_co_ci_u32_e64 v43, null, 0, 0, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b64 v[42:43], 20, v[42:43]
	v_add_co_u32 v0, vcc_lo, v42, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v14, null, -1, v43, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[38:39]
	v_cvt_f64_i32_e32 v[42:43], v14
	v_cvt_f64_u32_e32 v[13:14], v13
	v_mul_f64 v[46:47], v[44:45], v[44:45]
	s_and_b32 s2, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[42:43], v[42:43], 32
	v_add_f64 v[13:14], v[13:14], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[48:49], v[46:47], v[46:47]
	v_ldexp_f64 v[13:14], v[13:14], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[50:51], v[48:49], s[38:39]
	v_mul_f64 v[52:53], v[48:49], s[20:21]
	v_mul_f64 v[13:14], v[13:14], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[50:51], v[50:51], s[40:41]
	v_add_f64 v[52:53], v[52:53], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[50:51], v[48:49], v[50:51]
	v_mul_f64 v[52:53], v[48:49], v[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[50:51], v[50:51], s[42:43]
	v_add_f64 v[52:53], v[52:53], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[50:51], v[48:49], v[50:51]
	v_mul_f64 v[48:49], v[48:49], v[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[50:51], v[50:51], s[44:45]
	v_mul_f64 v[46:47], v[46:47], v[50:51]
	v_cvt_f64_u32_e32 v[50:51], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[46:47], v[48:49], v[46:47]
	v_mul_f64 v[48:49], v[40:41], 0.5
	v_add_f64 v[42:43], v[42:43], v[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[48:49], v[40:41], v[48:49]
	v_add_f64 v[46:47], v[48:49], v[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[44:45], v[44:45], v[46:47]
	v_mul_f64 v[46:47], v[42:43], s[46:47]
	v_mul_f64 v[42:43], v[42:43], s[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[44:45], v[46:47], v[44:45]
	v_add_f64 v[44:45], v[44:45], -v[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], v[40:41], v[44:45]
	v_add_f64 v[40:41], v[42:43], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[38:39], v[40:41], -2.0
	v_cndmask_b32_e32 v0, 0xfff00000, v39, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v38, 0, v38, s2
	v_cndmask_b32_e64 v39, 0x7ff00000, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[38:39]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[38:39], v[38:39], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[40:41], v[38:39]
	v_cmp_class_f64_e64 vcc_lo, v[38:39], 0x260
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[40:41], v[40:41], v0
	v_dual_cndmask_b32 v39, v41, v39 :: v_dual_cndmask_b32 v38, v40, v38
	v_mul_f64 v[40:41], v[13:14], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], 0x43380000, v[40:41]
	v_add_f64 v[41:42], 0xc3380000, v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[43:44], v[41:42], s[54:55]
	v_mul_f64 v[45:46], v[41:42], s[58:59]
	v_add_f64 v[43:44], v[13:14], v[43:44]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[47:48], v[43:44], v[45:46]
	v_add_f64 v[49:50], v[43:44], -v[47:48]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[45:46], v[49:50], v[45:46]
	v_mul_f64 v[49:50], v[41:42], s[60:61]
	v_add_f64 v[45:46], v[49:50], -v[45:46]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[49:50], v[47:48], -v[45:46]
	v_lshrrev_b32_e32 v0, 20, v50
	v_mov_b32_e32 v50, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v49, 49, v0
	v_bfe_u32 v0, v14, 20, 11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[49:50], v[0:1]
	v_mul_f64 v[49:50], v[41:42], s[62:63]
	v_add_f64 v[51:52], v[47:48], v[49:50]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v53, v47, v51 :: v_dual_cndmask_b32 v54, v48, v52
	v_add_f64 v[47:48], v[47:48], -v[51:52]
	v_add_f64 v[47:48], v[47:48], v[49:50]
	v_mul_f64 v[49:50], v[41:42], s[64:65]
	v_mul_f64 v[41:42], v[41:42], s[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[47:48], v[49:50], -v[47:48]
	v_dual_cndmask_b32 v48, v46, v48 :: v_dual_cndmask_b32 v47, v45, v47
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[45:46], v[43:44], -v[41:42]
	v_lshrrev_b32_e32 v45, 20, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v46, v1 :: v_dual_and_b32 v45, 0x7ff, v45
	v_add_nc_u32_e32 v45, 16, v45
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[45:46], v[0:1]
	v_and_b32_e32 v0, 1, v40
	v_dual_cndmask_b32 v44, v44, v54 :: v_dual_cndmask_b32 v41, v41, v47
	v_dual_cndmask_b32 v43, v43, v53 :: v_dual_cndmask_b32 v42, v42, v48
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[13:14]
	v_dual_mov_b32 v14, v1 :: v_dual_and_b32 v13, 2, v40
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[45:46], v[43:44], -v[41:42]
	v_cmp_eq_u64_e64 s1, 0, v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[43:44], v[43:44], -v[45:46]
	v_add_f64 v[41:42], v[43:44], -v[41:42]
	v_mul_f64 v[43:44], v[45:46], v[45:46]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[53:54], v[41:42], 0.5
	v_mul_f64 v[47:48], v[43:44], s[84:85]
	v_mul_f64 v[49:50], v[43:44], v[43:44]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[47:48], v[47:48], s[86:87]
	v_mul_f64 v[51:52], v[43:44], v[49:50]
	v_mul_f64 v[49:50], v[49:50], v[49:50]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[47:48], v[51:52], v[47:48]
	v_mul_f64 v[51:52], v[43:44], s[78:79]
	v_add_f64 v[51:52], v[51:52], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[51:52], v[43:44], v[51:52]
	v_add_f64 v[51:52], v[51:52], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[47:48], v[47:48], v[51:52]
	v_mul_f64 v[51:52], v[43:44], s[72:73]
	v_add_f64 v[51:52], v[51:52], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[51:52], v[43:44], v[51:52]
	v_add_f64 v[51:52], v[51:52], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[49:50], v[49:50], v[51:52]
	v_mul_f64 v[51:52], v[43:44], s[66:67]
	v_add_f64 v[51:52], v[51:52], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[51:52], v[43:44], v[51:52]
	v_add_f64 v[51:52], v[51:52], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[51:52], v[43:44], v[51:52]
	v_add_f64 v[49:50], v[51:52], v[49:50]
	v_mul_f64 v[51:52], v[45:46], v[43:44]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[49:50], v[43:44], v[49:50]
	v_mul_f64 v[47:48], v[51:52], v[47:48]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[47:48], v[53:54], -v[47:48]
	v_mul_f64 v[53:54], v[43:44], 0.5
	v_mul_f64 v[43:44], v[43:44], v[47:48]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[55:56], -v[53:54], 1.0
	v_mul_f64 v[47:48], v[45:46], v[41:42]
	v_add_f64 v[41:42], v[43:44], -v[41:42]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[57:58], -v[55:56], 1.0
	v_add_f64 v[47:48], v[49:50], -v[47:48]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[53:54], v[57:58], -v[53:54]
	v_add_f64 v[43:44], v[53:54], v[47:48]
	v_mul_f64 v[47:48], v[51:52], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[43:44], v[55:56], v[43:44]
	v_add_f64 v[41:42], v[41:42], v[47:48]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v44
	v_add_f64 v[41:42], v[45:46], -v[41:42]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v0, v44, s1
	v_xor_b32_e32 v14, 0x80000000, v42
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v13, v41, v43, s2
	v_cndmask_b32_e64 v14, v42, v14, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v13, 0, v13, vcc_lo
	v_cndmask_b32_e64 v0, v14, v0, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v14, 0x7ff80000, v0, vcc_lo
	v_mul_f64 v[13:14], v[13:14], v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[13:14]
	global_load_b32 v13, v[5:6], off
	v_mul_f32_e32 v0, v20, v0
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v0, v37, v0 :: v_dual_sub_f32 v13, v16, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, v13, v13
	v_mul_f32_e32 v13, -0.5, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v20, v13
	v_mul_f32_e32 v13, s8, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, v16, v13
	v_add_f32_e32 v0, v0, v13
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v38, v20, v0
	s_or_b32 exec_lo, exec_lo, s34
	v_mov_b32_e32 v39, v17
	s_and_saveexec_b32 s34, s5
	s_cbranch_execz .LBB3_37
.LBB3_49:
	v_xor_b32_e32 v0, vcc_hi, v25
	s_xor_b32 s1, s28, s104
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s3
	s_mul_hi_u32 s2, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, s2, v30
	s_mul_i32 s1, s1, 0xd2511f53
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v14, s1, s91, v14
	v_mad_u64_u32 v[41:42], null, 0xcd9e8d57, v14, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v40, v31
	v_xor3_b32 v14, v42, s92, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s93, v40, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v14, 0
	v_xor3_b32 v14, v14, s95, v39
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v40, v41
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v14, 0
	v_xor3_b32 v14, v41, s96, v39
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[41:42], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v42, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v14, 0
	v_xor3_b32 v14, v14, s99, v41
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[41:42], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v14, 0xcd9e8d57, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v42, v40
	v_xor3_b32 v14, v14, s100, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v40, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v13, 0xd2511f53, v14
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v13, v13, s102, v39
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v13, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v14, s103
	v_cvt_f64_u32_e32 v[39:40], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[39:40], v[39:40], 0.5
	v_ldexp_f64 v[39:40], v[39:40], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e64 s1, 0x100000, v[39:40]
	v_ldexp_f64 v[41:42], v[39:40], 54
	v_cndmask_b32_e64 v0, v40, v42, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v41, v39, v41, s1
	v_add_co_u32 v43, s2, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0xfffff, v43
	v_add_nc_u32_e32 v42, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v36, s1
	v_cmp_neq_f64_e64 s1, 0, v[39:40]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[41:42], v[41:42], -1.0
	v_add_f64 v[44:45], v[41:42], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[46:47], null, v[44:45], v[44:45], v[41:42]
	v_rcp_f64_e32 v[48:49], v[46:47]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[50:51], -v[46:47], v[48:49], 1.0
	v_fma_f64 v[48:49], v[48:49], v[50:51], v[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[50:51], -v[46:47], v[48:49], 1.0
	v_fma_f64 v[48:49], v[48:49], v[50:51], v[48:49]
	v_div_scale_f64 v[50:51], vcc_lo, v[41:42], v[44:45], v[41:42]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[52:53], v[50:51], v[48:49]
	v_fma_f64 v[46:47], -v[46:47], v[52:53], v[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[46:47], v[46:47], v[48:49], v[52:53]
	v_div_fixup_f64 v[45:46], v[46:47], v[44:45], v[41:42]
	v_add_co_ci_u32_e64 v44, null, 0, 0, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b64 v[43:44], 20, v[43:44]
	v_add_co_u32 v0, vcc_lo, v43, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v14, null, -1, v44, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[39:40]
	v_cvt_f64_i32_e32 v[43:44], v14
	v_cvt_f64_u32_e32 v[13:14], v13
	v_mul_f64 v[47:48], v[45:46], v[45:46]
	s_and_b32 s2, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[43:44], v[43:44], 32
	v_add_f64 v[13:14], v[13:14], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[49:50], v[47:48], v[47:48]
	v_ldexp_f64 v[13:14], v[13:14], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[51:52], v[49:50], s[38:39]
	v_mul_f64 v[53:54], v[49:50], s[20:21]
	v_mul_f64 v[13:14], v[13:14], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[51:52], v[51:52], s[40:41]
	v_add_f64 v[53:54], v[53:54], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[51:52], v[49:50], v[51:52]
	v_mul_f64 v[53:54], v[49:50], v[53:54]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[51:52], v[51:52], s[42:43]
	v_add_f64 v[53:54], v[53:54], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[51:52], v[49:50], v[51:52]
	v_mul_f64 v[49:50], v[49:50], v[53:54]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[51:52], v[51:52], s[44:45]
	v_mul_f64 v[47:48], v[47:48], v[51:52]
	v_cvt_f64_u32_e32 v[51:52], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[47:48], v[49:50], v[47:48]
	v_mul_f64 v[49:50], v[41:42], 0.5
	v_add_f64 v[43:44], v[43:44], v[51:52]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[49:50], v[41:42], v[49:50]
	v_add_f64 v[47:48], v[49:50], v[47:48]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[45:46], v[45:46], v[47:48]
	v_mul_f64 v[47:48], v[43:44], s[46:47]
	v_mul_f64 v[43:44], v[43:44], s[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[45:46], v[47:48], v[45:46]
	v_add_f64 v[45:46], v[45:46], -v[49:50]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[41:42], v[41:42], v[45:46]
	v_add_f64 v[41:42], v[43:44], v[41:42]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[39:40], v[41:42], -2.0
	v_cndmask_b32_e32 v0, 0xfff00000, v40, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v39, 0, v39, s2
	v_cndmask_b32_e64 v40, 0x7ff00000, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[39:40]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[39:40], v[39:40], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[41:42], v[39:40]
	v_cmp_class_f64_e64 vcc_lo, v[39:40], 0x260
	v_mul_f64 v[43:44], v[39:40], v[41:42]
	v_mul_f64 v[41:42], v[41:42], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[45:46], -v[41:42], v[43:44], 0.5
	v_fma_f64 v[43:44], v[43:44], v[45:46], v[43:44]
	v_fma_f64 v[41:42], v[41:42], v[45:46], v[41:42]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[45:46], -v[43:44], v[43:44], v[39:40]
	v_fma_f64 v[43:44], v[45:46], v[41:42], v[43:44]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[45:46], -v[43:44], v[43:44], v[39:40]
	v_fma_f64 v[41:42], v[45:46], v[41:42], v[43:44]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[41:42], v[41:42], v0
	v_dual_cndmask_b32 v40, v42, v40 :: v_dual_cndmask_b32 v39, v41, v39
	v_mul_f64 v[41:42], v[13:14], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[41:42], 0x43380000, v[41:42]
	v_add_f64 v[42:43], 0xc3380000, v[41:42]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[44:45], v[42:43], s[54:55]
	v_mul_f64 v[46:47], v[42:43], s[58:59]
	v_add_f64 v[44:45], v[13:14], v[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[48:49], v[44:45], v[46:47]
	v_add_f64 v[50:51], v[44:45], -v[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[46:47], v[50:51], v[46:47]
	v_mul_f64 v[50:51], v[42:43], s[60:61]
	v_add_f64 v[46:47], v[50:51], -v[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[50:51], v[48:49], -v[46:47]
	v_lshrrev_b32_e32 v0, 20, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v51, v1 :: v_dual_and_b32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v50, 49, v0
	v_bfe_u32 v0, v14, 20, 11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[50:51], v[0:1]
	v_mul_f64 v[50:51], v[42:43], s[62:63]
	v_add_f64 v[52:53], v[48:49], v[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v54, v48, v52 :: v_dual_cndmask_b32 v55, v49, v53
	v_add_f64 v[48:49], v[48:49], -v[52:53]
	v_add_f64 v[48:49], v[48:49], v[50:51]
	v_mul_f64 v[50:51], v[42:43], s[64:65]
	v_mul_f64 v[42:43], v[42:43], s[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[48:49], v[50:51], -v[48:49]
	v_dual_cndmask_b32 v49, v47, v49 :: v_dual_cndmask_b32 v48, v46, v48
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[46:47], v[44:45], -v[42:43]
	v_lshrrev_b32_e32 v46, 20, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v47, v1 :: v_dual_and_b32 v46, 0x7ff, v46
	v_add_nc_u32_e32 v46, 16, v46
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[46:47], v[0:1]
	v_dual_cndmask_b32 v45, v45, v55 :: v_dual_and_b32 v0, 1, v41
	v_dual_cndmask_b32 v43, v43, v49 :: v_dual_cndmask_b32 v44, v44, v54
	v_cndmask_b32_e32 v42, v42, v48, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[13:14]
	v_dual_mov_b32 v14, v1 :: v_dual_and_b32 v13, 2, v41
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[46:47], v[44:45], -v[42:43]
	v_cmp_eq_u64_e64 s1, 0, v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[44:45], v[44:45], -v[46:47]
	v_add_f64 v[42:43], v[44:45], -v[42:43]
	v_mul_f64 v[44:45], v[46:47], v[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[54:55], v[42:43], 0.5
	v_mul_f64 v[48:49], v[44:45], s[84:85]
	v_mul_f64 v[50:51], v[44:45], v[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[48:49], v[48:49], s[86:87]
	v_mul_f64 v[52:53], v[44:45], v[50:51]
	v_mul_f64 v[50:51], v[50:51], v[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[48:49], v[52:53], v[48:49]
	v_mul_f64 v[52:53], v[44:45], s[78:79]
	v_add_f64 v[52:53], v[52:53], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[52:53], v[44:45], v[52:53]
	v_add_f64 v[52:53], v[52:53], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[48:49], v[48:49], v[52:53]
	v_mul_f64 v[52:53], v[44:45], s[72:73]
	v_add_f64 v[52:53], v[52:53], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[52:53], v[44:45], v[52:53]
	v_add_f64 v[52:53], v[52:53], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[50:51], v[50:51], v[52:53]
	v_mul_f64 v[52:53], v[44:45], s[66:67]
	v_add_f64 v[52:53], v[52:53], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[52:53], v[44:45], v[52:53]
	v_add_f64 v[52:53], v[52:53], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[52:53], v[44:45], v[52:53]
	v_add_f64 v[50:51], v[52:53], v[50:51]
	v_mul_f64 v[52:53], v[46:47], v[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[50:51], v[44:45], v[50:51]
	v_mul_f64 v[48:49], v[52:53], v[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[48:49], v[54:55], -v[48:49]
	v_mul_f64 v[54:55], v[44:45], 0.5
	v_mul_f64 v[44:45], v[44:45], v[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[56:57], -v[54:55], 1.0
	v_mul_f64 v[48:49], v[46:47], v[42:43]
	v_add_f64 v[42:43], v[44:45], -v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[58:59], -v[56:57], 1.0
	v_add_f64 v[48:49], v[50:51], -v[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[54:55], v[58:59], -v[54:55]
	v_add_f64 v[44:45], v[54:55], v[48:49]
	v_mul_f64 v[48:49], v[52:53], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[44:45], v[56:57], v[44:45]
	v_add_f64 v[42:43], v[42:43], v[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v45
	v_add_f64 v[42:43], v[46:47], -v[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v0, v45, s1
	v_xor_b32_e32 v14, 0x80000000, v43
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v13, v42, v44, s2
	v_cndmask_b32_e64 v14, v43, v14, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v13, 0, v13, vcc_lo
	v_cndmask_b32_e64 v0, v14, v0, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v14, 0x7ff80000, v0, vcc_lo
	v_mul_f64 v[13:14], v[13:14], v[39:40]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[13:14]
	global_load_b32 v13, v[7:8], off
	v_mul_f32_e32 v0, v21, v0
	v_mul_f32_e32 v0, v37, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v13, v17, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, v13, v13
	v_mul_f32_e32 v13, -0.5, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v21, v13
	v_mul_f32_e32 v13, s8, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, v17, v13
	v_add_f32_e32 v0, v0, v13
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v39, v21, v0
	s_or_b32 exec_lo, exec_lo, s34
	v_mov_b32_e32 v13, v18
	s_and_saveexec_b32 s34, s6
	s_cbranch_execnz .LBB3_38
	s_branch .LBB3_39
.LBB3_50:
	global_load_b32 v0, v1, s[18:19]
	ds_load_b32 v13, v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v13
	v_cndmask_b32_e64 v13, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v13, v13
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v13
	global_store_b32 v1, v0, s[18:19]
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB3_45
.LBB3_51:
	global_load_b32 v0, v[5:6], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v20, v0
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v16, v0
	v_mul_f32_e32 v16, v20, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB3_46
.LBB3_52:
	global_load_b32 v0, v[7:8], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v17, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v21, v0
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v17, v0
	v_mul_f32_e32 v17, v21, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB3_47
.LBB3_53:
	global_load_b32 v0, v[9:10], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v22, v0
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v18, v0
	v_mul_f32_e32 v18, v22, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB3_11
.LBB3_54:
	global_load_b32 v0, v[11:12], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v19, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v23, v0
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v19, v0
	v_mul_f32_e32 v19, v23, v0
	s_branch .LBB3_11
.LBB3_55:
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB3_61
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB3_62
.LBB3_57:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB3_63
.LBB3_58:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB3_60
.LBB3_59:
	v_lshlrev_b32_e32 v0, 2, v4
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v19, s[16:17]
.LBB3_60:
	s_endpgm
.LBB3_61:
	s_waitcnt vmcnt(0)
	global_store_b32 v15, v16, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB3_57
.LBB3_62:
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v17, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB3_58
.LBB3_63:
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v18, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB3_59
	s_branch .LBB3_60
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_bivector_pull_w4096
		.amdhsa_group_segment_fixed_size 16388
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
		.amdhsa_next_free_vgpr 76
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
.Lfunc_end3:
	.size	tessera_bivector_pull_w4096, .Lfunc_end3-tessera_bivector_pull_w4096

	.set tessera_bivector_pull_w4096.num_vgpr, 76
	.set tessera_bivector_pull_w4096.num_agpr, 0
	.set tessera_bivector_pull_w4096.numbered_sgpr, 105
	.set tessera_bivector_pull_w4096.num_named_barrier, 0
	.set tessera_bivector_pull_w4096.private_seg_size, 0
	.set tessera_bivector_pull_w4096.uses_vcc, 1
	.set tessera_bivector_pull_w4096.uses_flat_scratch, 0
	.set tessera_bivector_pull_w4096.has_dyn_sized_stack, 0
	.set tessera_bivector_pull_w4096.has_recursion, 0
	.set tessera_bivector_pull_w4096.has_indirect_call, 0
	.globl	tessera_bivector_pull_w8192
	.p2align	8
	.type	tessera_bivector_pull_w8192,@function
tessera_bivector_pull_w8192:
	s_clause 0x1
	s_load_b256 s[20:27], s[0:1], 0x0
	s_load_b128 s[28:31], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[26:27], s[2:3]
	v_cmp_lt_u64_e64 s5, 0x2000, s[28:29]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB4_98
	v_mov_b32_e32 v1, 0
	s_mul_i32 s4, s29, s2
	s_mul_hi_u32 s5, s28, s2
	s_mul_i32 s42, s28, s2
	s_add_i32 s43, s5, s4
	v_cmp_gt_u64_e64 s4, s[28:29], v[0:1]
	s_lshl_b64 s[40:41], s[42:43], 2
	v_lshlrev_b32_e32 v33, 2, v0
	s_add_u32 s14, s20, s40
	s_addc_u32 s15, s21, s41
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB4_3
	global_load_b32 v34, v33, s[14:15]
.LBB4_3:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[28:29], v[2:3]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB4_5
	v_lshlrev_b32_e32 v3, 2, v2
	global_load_b32 v35, v3, s[14:15]
.LBB4_5:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v3, 0x800, v0
	v_mov_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s6, s[28:29], v[3:4]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB4_7
	v_lshlrev_b32_e32 v4, 2, v3
	global_load_b32 v36, v4, s[14:15]
.LBB4_7:
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v4, 0xc00, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s7, s[28:29], v[4:5]
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB4_9
	v_lshlrev_b32_e32 v5, 2, v4
	global_load_b32 v37, v5, s[14:15]
.LBB4_9:
	s_or_b32 exec_lo, exec_lo, s8
	v_or_b32_e32 v5, 0x1000, v0
	v_mov_b32_e32 v6, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s8, s[28:29], v[5:6]
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB4_11
	v_lshlrev_b32_e32 v6, 2, v5
	global_load_b32 v38, v6, s[14:15]
.LBB4_11:
	s_or_b32 exec_lo, exec_lo, s9
	v_or_b32_e32 v6, 0x1400, v0
	v_mov_b32_e32 v7, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s9, s[28:29], v[6:7]
	s_and_saveexec_b32 s10, s9
	s_cbranch_execz .LBB4_13
	v_lshlrev_b32_e32 v7, 2, v6
	global_load_b32 v39, v7, s[14:15]
.LBB4_13:
	s_or_b32 exec_lo, exec_lo, s10
	v_or_b32_e32 v7, 0x1800, v0
	v_mov_b32_e32 v8, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s10, s[28:29], v[7:8]
	s_and_saveexec_b32 s11, s10
	s_cbranch_execz .LBB4_15
	v_lshlrev_b32_e32 v8, 2, v7
	global_load_b32 v40, v8, s[14:15]
.LBB4_15:
	s_or_b32 exec_lo, exec_lo, s11
	v_or_b32_e32 v8, 0x1c00, v0
	v_mov_b32_e32 v9, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s11, s[28:29], v[8:9]
	s_and_saveexec_b32 s12, s11
	s_cbranch_execz .LBB4_17
	v_lshlrev_b32_e32 v1, 2, v8
	global_load_b32 v41, v1, s[14:15]
.LBB4_17:
	s_or_b32 exec_lo, exec_lo, s12
	s_cmp_eq_u64 s[30:31], 0
	s_mov_b64 s[26:27], 0
	s_cbranch_scc1 .LBB4_89
	v_bcnt_u32_b32 v1, v0, 0
	v_bcnt_u32_b32 v9, v2, 0
	v_bcnt_u32_b32 v10, v3, 0
	v_writelane_b32 v100, s14, 0
	v_bcnt_u32_b32 v11, v4, 0
	v_cmp_eq_u32_e32 vcc_lo, 2, v1
	v_bcnt_u32_b32 v12, v5, 0
	s_mov_b32 s21, 0
	v_writelane_b32 v100, s15, 1
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x30
	s_load_b128 s[36:39], s[0:1], 0x50
	v_cndmask_b32_e64 v42, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v9
	v_add_co_u32 v17, s1, s42, v0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_add_co_ci_u32_e64 v18, null, s43, 0, s1
	v_cndmask_b32_e64 v43, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v10
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v17, 0
	v_bcnt_u32_b32 v9, v6, 0
	v_bcnt_u32_b32 v10, v7, 0
	v_cndmask_b32_e64 v44, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v11
	s_mov_b32 s42, 0xdf3e5244
	s_mov_b32 s44, 0x96cb03de
	v_xor_b32_e32 v1, v1, v18
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s15, 0
	v_cndmask_b32_e64 v45, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v12
	s_cselect_b32 s19, -1, 0
	v_xor_b32_e32 v1, s37, v1
	s_add_u32 s1, s24, s40
	s_addc_u32 s15, s25, s41
	v_cndmask_b32_e64 v46, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v9
	s_lshl_b64 s[2:3], s[2:3], 2
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v1, 0
	s_add_u32 s22, s22, s2
	v_cndmask_b32_e64 v47, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v10
	s_addc_u32 s23, s23, s3
	s_cmp_lg_u64 s[28:29], 0
	v_add_co_u32 v9, s1, s1, v33
	v_cndmask_b32_e64 v48, 0, 1.0, vcc_lo
	v_add_co_u32 v11, vcc_lo, 0x400, v17
	s_cselect_b32 s2, -1, 0
	s_cmp_lg_u32 s14, 0
	v_add_co_ci_u32_e64 v10, null, s15, 0, s1
	s_cselect_b32 s94, -1, 0
	s_add_u32 s1, s36, 0x9e3779b9
	v_add_co_ci_u32_e64 v12, null, 0, v18, vcc_lo
	v_xor_b32_e32 v49, s1, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v11, 0
	v_add_co_u32 v11, vcc_lo, 0x800, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v13, null, 0, v18, vcc_lo
	v_writelane_b32 v100, s2, 2
	s_and_b32 s20, s28, 7
	v_xor_b32_e32 v12, v27, v12
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v11, 0
	s_add_u32 s2, s37, 0xbb67ae85
	s_add_u32 s3, s36, 0x3c6ef372
	v_xor_b32_e32 v11, s37, v12
	v_add_co_u32 v12, vcc_lo, 0xc00, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v14, null, 0, v18, vcc_lo
	v_mad_u64_u32 v[30:31], null, 0xcd9e8d57, v11, 0
	v_add_co_u32 v11, vcc_lo, 0x1000, v17
	v_xor_b32_e32 v13, v28, v13
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v12, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v11, 0
	v_xor_b32_e32 v13, s37, v13
	v_add_co_ci_u32_e64 v15, null, 0, v18, vcc_lo
	v_add_co_u32 v11, vcc_lo, 0x1000, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v12, null, 0, v10, vcc_lo
	v_xor_b32_e32 v50, s1, v31
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v13, 0
	v_add_co_u32 v13, vcc_lo, 0x1400, v17
	v_xor_b32_e32 v14, v29, v14
	v_xor_b32_e32 v15, v66, v15
	v_add_co_ci_u32_e64 v19, null, 0, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v13, 0
	v_add_co_u32 v13, vcc_lo, 0x2000, v9
	v_xor_b32_e32 v16, s37, v14
	v_add_co_ci_u32_e64 v14, null, 0, v10, vcc_lo
	v_xor_b32_e32 v20, s37, v15
	v_add_co_u32 v15, vcc_lo, 0x1800, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v21, null, 0, v18, vcc_lo
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v16, 0
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v15, 0
	v_add_co_u32 v15, vcc_lo, 0x3000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v16, null, 0, v10, vcc_lo
	v_add_co_u32 v17, vcc_lo, 0x1c00, v17
	v_mad_u64_u32 v[73:74], null, 0xcd9e8d57, v20, 0
	v_xor_b32_e32 v20, v72, v21
	v_mad_u64_u32 v[75:76], null, 0xd2511f53, v17, 0
	v_add_co_ci_u32_e64 v21, null, 0, v18, vcc_lo
	v_xor_b32_e32 v19, v68, v19
	s_delay_alu instid0(VALU_DEP_4)
	v_xor_b32_e32 v22, s37, v20
	v_xor_b32_e32 v51, s1, v32
	v_xor_b32_e32 v52, s1, v70
	v_xor_b32_e32 v21, v76, v21
	v_xor_b32_e32 v19, s37, v19
	v_mad_u64_u32 v[79:80], null, 0xcd9e8d57, v22, 0
	v_xor_b32_e32 v53, s1, v74
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v21, s37, v21
	v_mad_u64_u32 v[77:78], null, 0xcd9e8d57, v19, 0
	v_add_co_u32 v17, vcc_lo, 0x4000, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[81:82], null, 0xcd9e8d57, v21, 0
	v_xor_b32_e32 v55, s1, v80
	s_add_u32 s95, s37, 0x76cf5d0a
	v_xor_b32_e32 v54, s1, v78
	s_add_u32 s96, s36, 0xdaa66d2b
	s_add_u32 s97, s37, 0x32370b8f
	s_add_u32 s98, s36, 0x78dde6e4
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v56, s1, v82
	v_cmp_gt_u64_e64 s1, s[28:29], 7
	s_add_u32 s99, s37, 0xed9eba14
	s_add_u32 s100, s36, 0x1715609d
	s_add_u32 s101, s37, 0xa9066899
	s_add_u32 s102, s36, 0xb54cda56
	s_add_u32 s103, s37, 0x646e171e
	v_writelane_b32 v100, s1, 3
	s_add_u32 s104, s36, 0x5384540f
	s_add_u32 vcc_hi, s37, 0x1fd5c5a3
	s_add_u32 s34, s37, 0xdb3d7428
	s_add_i32 s35, s36, 0x8ff34781
	v_add_co_ci_u32_e64 v18, null, 0, v10, vcc_lo
	v_add_co_u32 v19, vcc_lo, 0x5000, v9
	s_and_b32 s14, s28, 0x3ff8
	s_cmp_lg_u64 s[20:21], 0
	v_writelane_b32 v100, s20, 4
	v_add_co_ci_u32_e64 v20, null, 0, v10, vcc_lo
	v_add_co_u32 v21, vcc_lo, 0x6000, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v22, null, 0, v10, vcc_lo
	v_add_co_u32 v23, vcc_lo, 0x7000, v9
	v_mov_b32_e32 v1, 0
	v_add_co_ci_u32_e64 v24, null, 0, v10, vcc_lo
	v_writelane_b32 v100, s21, 5
	v_xor_b32_e32 v57, s2, v0
	v_xor_b32_e32 v58, s3, v25
	v_xor_b32_e32 v59, s2, v26
	v_xor_b32_e32 v60, s3, v30
	v_xor_b32_e32 v61, s2, v27
	v_xor_b32_e32 v62, s3, v31
	v_xor_b32_e32 v63, s2, v28
	v_xor_b32_e32 v64, s3, v69
	v_xor_b32_e32 v65, s2, v65
	v_xor_b32_e32 v66, s3, v73
	v_xor_b32_e32 v67, s2, v67
	v_xor_b32_e32 v68, s3, v77
	v_xor_b32_e32 v69, s2, v71
	v_xor_b32_e32 v70, s3, v79
	v_xor_b32_e32 v71, s2, v75
	v_xor_b32_e32 v72, s3, v81
	v_mov_b32_e32 v73, 0xfffffbcb
	s_mov_b32 s24, 0xd078c69f
	s_mov_b32 s28, 0x1d8e78af
	s_mov_b32 s40, 0x9997fa04
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
	s_mov_b32 s66, 0x2e000000
	s_mov_b32 s68, 0x252049c1
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
	s_mov_b32 s15, s21
	s_cselect_b32 s1, -1, 0
	s_mov_b32 s25, 0x3fc39a09
	s_mov_b32 s29, 0x3fcc71c5
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
	s_mov_b32 s67, 0xbba3198a
	s_mov_b32 s69, 0x397b839a
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
	v_writelane_b32 v100, s1, 6
	s_branch .LBB4_21
.LBB4_19:
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v75, v34 :: v_dual_mov_b32 v76, v35
	v_dual_mov_b32 v77, v36 :: v_dual_mov_b32 v78, v37
	v_dual_mov_b32 v79, v38 :: v_dual_mov_b32 v80, v39
	v_dual_mov_b32 v27, v40 :: v_dual_mov_b32 v0, v41
.LBB4_20:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v41, v0 :: v_dual_mov_b32 v40, v27
	v_dual_mov_b32 v39, v80 :: v_dual_mov_b32 v38, v79
	v_dual_mov_b32 v37, v78 :: v_dual_mov_b32 v36, v77
	v_dual_mov_b32 v35, v76 :: v_dual_mov_b32 v34, v75
	s_add_u32 s26, s26, 1
	s_addc_u32 s27, s27, 0
	s_mul_f32 s16, s17, s16
	s_cmp_eq_u64 s[26:27], s[30:31]
	s_cbranch_scc1 .LBB4_88
.LBB4_21:
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB4_36
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB4_37
.LBB4_23:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB4_38
.LBB4_24:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB4_39
.LBB4_25:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execnz .LBB4_40
.LBB4_26:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execnz .LBB4_41
.LBB4_27:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s10
	s_cbranch_execnz .LBB4_42
.LBB4_28:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s11
	s_cbranch_execz .LBB4_30
.LBB4_29:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, 0x80000000, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v41, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v33, v0 offset:28672
.LBB4_30:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB4_48
	v_readlane_b32 s2, v100, 2
	s_and_not1_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB4_43
	v_readlane_b32 s2, v100, 3
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB4_44
	s_mov_b64 s[2:3], 0
	s_mov_b32 s20, 0
	.p2align	6
.LBB4_34:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v31, s20
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s20, s20, 32
	s_cmp_lg_u64 s[14:15], s[2:3]
	ds_load_2addr_b32 v[25:26], v31 offset1:1
	ds_load_2addr_b32 v[27:28], v31 offset0:2 offset1:3
	ds_load_2addr_b32 v[29:30], v31 offset0:4 offset1:5
	ds_load_2addr_b32 v[31:32], v31 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v26
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v28
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v30
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v31
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v32
	s_cbranch_scc1 .LBB4_34
	v_readlane_b32 s20, v100, 6
	s_mov_b64 s[2:3], s[14:15]
	s_and_b32 vcc_lo, exec_lo, s20
	s_cbranch_vccnz .LBB4_45
	s_branch .LBB4_47
.LBB4_36:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v42, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v34, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v33, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB4_23
.LBB4_37:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v43, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v35, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v33, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB4_24
.LBB4_38:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v44, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v36, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v33, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB4_25
.LBB4_39:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v45, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v37, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v33, v0 offset:12288
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB4_26
.LBB4_40:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v46, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v38, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v33, v0 offset:16384
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execz .LBB4_27
.LBB4_41:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v47, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v39, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v33, v0 offset:20480
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s10
	s_cbranch_execz .LBB4_28
.LBB4_42:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v48, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v40, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v33, v0 offset:24576
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s11
	s_cbranch_execnz .LBB4_29
	s_branch .LBB4_30
.LBB4_43:
	v_mov_b32_e32 v0, 0
	s_branch .LBB4_47
.LBB4_44:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB4_47
.LBB4_45:
	s_lshl_b32 s20, s2, 2
	v_readlane_b32 s2, v100, 4
	v_readlane_b32 s3, v100, 5
.LBB4_46:
	v_mov_b32_e32 v25, s20
	s_add_i32 s20, s20, 4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v25, v25
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v25
	s_cbranch_scc1 .LBB4_46
.LBB4_47:
	ds_store_b32 v1, v0 offset:32768
.LBB4_48:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s94
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB4_63
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB4_52
	global_load_b32 v0, v1, s[22:23]
	ds_load_b32 v25, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v25
	v_cndmask_b32_e64 v25, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v25, v25
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v25
	global_store_b32 v1, v0, s[22:23]
.LBB4_52:
	s_or_b32 exec_lo, exec_lo, s1
	s_mul_f32 s2, s18, s16
	v_mov_b32_e32 v75, v34
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s2, 0
	s_mul_f32 s1, s2, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s2, 0xf800000
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_add_u32 s37, s26, s38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, s2, v0, s1
	v_sqrt_f32_e32 v25, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v26, -1, v25
	v_add_nc_u32_e32 v27, 1, v25
	v_xor_b32_e32 v28, 0x80000000, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v29, 0x80000000, v27
	v_fma_f32 v28, v28, v25, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v29, v29, v25, v0
	v_cmp_ge_f32_e64 s2, 0, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v25, v25, v26, s2
	v_cmp_lt_f32_e64 s2, 0, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v25, v25, v27, s2
	v_mul_f32_e32 v26, 0x37800000, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v25, v25, v26, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_cndmask_b32_e64 v0, v25, v0, s1
	s_addc_u32 s1, s27, s39
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_mul_i32 s20, s1, 0xcd9e8d57
	s_mul_hi_u32 s21, s1, 0xcd9e8d57
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v74, v0, s13, s19
	s_and_saveexec_b32 s33, s4
	s_cbranch_execnz .LBB4_73
	s_or_b32 exec_lo, exec_lo, s33
	v_mov_b32_e32 v76, v35
	s_and_saveexec_b32 s33, s5
	s_cbranch_execnz .LBB4_74
.LBB4_54:
	s_or_b32 exec_lo, exec_lo, s33
	v_mov_b32_e32 v77, v36
	s_and_saveexec_b32 s33, s6
	s_cbranch_execnz .LBB4_75
.LBB4_55:
	s_or_b32 exec_lo, exec_lo, s33
	v_mov_b32_e32 v78, v37
	s_and_saveexec_b32 s33, s7
	s_cbranch_execnz .LBB4_76
.LBB4_56:
	s_or_b32 exec_lo, exec_lo, s33
	v_mov_b32_e32 v79, v38
	s_and_saveexec_b32 s33, s8
	s_cbranch_execnz .LBB4_77
.LBB4_57:
	s_or_b32 exec_lo, exec_lo, s33
	v_mov_b32_e32 v80, v39
	s_and_saveexec_b32 s33, s9
	s_cbranch_execnz .LBB4_78
.LBB4_58:
	s_or_b32 exec_lo, exec_lo, s33
	v_mov_b32_e32 v27, v40
	s_and_saveexec_b32 s3, s10
	s_cbranch_execz .LBB4_60
.LBB4_59:
	v_xor_b32_e32 v0, s20, v55
	s_xor_b32 s1, s36, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s37
	s_mul_hi_u32 s2, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s2, v69
	v_xor3_b32 v28, s1, s95, v26
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor_b32_e32 v0, v27, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v29, v29, s96, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v29, 0
	v_xor3_b32 v0, s97, v27, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, v30, s99, v26
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[30:31], null, 0xcd9e8d57, v27, 0
	v_xor3_b32 v0, s98, v26, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, v31, s100, v25
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v27, 0
	v_xor3_b32 v0, s101, v26, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, v28, s103, v25
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v28
	v_xor3_b32 v26, s102, v26, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s104, v25
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v26, vcc_hi, v26, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s34, v25
	v_mul_lo_u32 v25, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[29:30], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v25, v30, s35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[25:26], v0
	v_add_f64 v[25:26], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	v_ldexp_f64 v[27:28], v[25:26], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v26, v28, s1
	v_cndmask_b32_e64 v27, v25, v27, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v30, s2, 0x95f62, v0
	v_add_co_ci_u32_e64 v31, null, 0, 0, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v30
	v_lshrrev_b64 v[30:31], 20, v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v28, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v73, s1
	v_cmp_neq_f64_e64 s1, 0, v[25:26]
	v_add_f64 v[27:28], v[27:28], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[27:28], 2.0
	v_div_scale_f64 v[83:84], null, v[81:82], v[81:82], v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[85:86], v[83:84]
	v_fma_f64 v[87:88], -v[83:84], v[85:86], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[85:86], v[85:86], v[87:88], v[85:86]
	v_fma_f64 v[87:88], -v[83:84], v[85:86], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[85:86], v[85:86], v[87:88], v[85:86]
	v_div_scale_f64 v[87:88], vcc_lo, v[27:28], v[81:82], v[27:28]
	v_mul_f64 v[89:90], v[87:88], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[83:84], -v[83:84], v[89:90], v[87:88]
	v_div_fmas_f64 v[83:84], v[83:84], v[85:86], v[89:90]
	v_add_co_u32 v0, vcc_lo, v30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v30, null, -1, v31, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[25:26]
	v_cvt_f64_i32_e32 v[30:31], v30
	v_div_fixup_f64 v[81:82], v[83:84], v[81:82], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[30:31], v[30:31], 32
	v_mul_f64 v[83:84], v[81:82], v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[85:86], v[83:84], v[83:84]
	v_mul_f64 v[87:88], v[85:86], s[42:43]
	v_mul_f64 v[89:90], v[85:86], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[87:88], v[87:88], s[44:45]
	v_add_f64 v[89:90], v[89:90], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[87:88], v[85:86], v[87:88]
	v_mul_f64 v[89:90], v[85:86], v[89:90]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[87:88], v[87:88], s[46:47]
	v_add_f64 v[89:90], v[89:90], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[87:88], v[85:86], v[87:88]
	v_mul_f64 v[85:86], v[85:86], v[89:90]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], v[87:88], s[48:49]
	v_mul_f64 v[83:84], v[83:84], v[87:88]
	v_cvt_f64_u32_e32 v[87:88], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[83:84], v[85:86], v[83:84]
	v_mul_f64 v[85:86], v[27:28], 0.5
	v_add_f64 v[30:31], v[30:31], v[87:88]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[85:86], v[27:28], v[85:86]
	v_add_f64 v[83:84], v[85:86], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[81:82], v[81:82], v[83:84]
	v_mul_f64 v[83:84], v[30:31], s[50:51]
	v_mul_f64 v[30:31], v[30:31], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[83:84], v[81:82]
	v_add_f64 v[81:82], v[81:82], -v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[27:28], v[27:28], v[81:82]
	v_add_f64 v[27:28], v[30:31], v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[27:28], v[27:28], -2.0
	v_cndmask_b32_e32 v0, 0xfff00000, v28, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v25, 0, v27, vcc_lo
	v_cndmask_b32_e64 v26, 0x7ff00000, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[25:26]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[25:26], v[25:26], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[27:28], v[25:26]
	v_mul_f64 v[30:31], v[25:26], v[27:28]
	v_mul_f64 v[27:28], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[81:82], -v[27:28], v[30:31], 0.5
	v_fma_f64 v[30:31], v[30:31], v[81:82], v[30:31]
	v_fma_f64 v[27:28], v[27:28], v[81:82], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[81:82], -v[30:31], v[30:31], v[25:26]
	v_fma_f64 v[30:31], v[81:82], v[27:28], v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[81:82], -v[30:31], v[30:31], v[25:26]
	v_fma_f64 v[27:28], v[81:82], v[27:28], v[30:31]
	v_cvt_f64_u32_e32 v[29:30], v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[29:30], v[29:30], 0.5
	v_ldexp_f64 v[29:30], v[29:30], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[29:30], v[29:30], s[54:55]
	v_mul_f64 v[31:32], v[29:30], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[31:32], 0x43380000, v[31:32]
	v_add_f64 v[81:82], 0xc3380000, v[31:32]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[83:84], v[81:82], s[58:59]
	v_mul_f64 v[85:86], v[81:82], s[62:63]
	v_mul_f64 v[91:92], v[81:82], s[66:67]
	v_add_f64 v[83:84], v[29:30], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], v[83:84], v[85:86]
	v_add_f64 v[89:90], v[83:84], -v[87:88]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[93:94], v[87:88], v[91:92]
	v_add_f64 v[85:86], v[89:90], v[85:86]
	v_mul_f64 v[89:90], v[81:82], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[89:90], -v[85:86]
	v_add_f64 v[89:90], v[87:88], -v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v0, 20, v90
	v_mov_b32_e32 v90, v1
	v_and_b32_e32 v0, 0x7ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v89, 49, v0
	v_bfe_u32 v0, v30, 20, 11
	v_cmp_lt_u64_e64 s1, v[89:90], v[0:1]
	v_mul_f64 v[89:90], v[81:82], s[68:69]
	v_mul_f64 v[81:82], v[81:82], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v32, v87, v93, s1
	v_cndmask_b32_e64 v95, v88, v94, s1
	v_add_f64 v[87:88], v[87:88], -v[93:94]
	v_add_f64 v[87:88], v[87:88], v[91:92]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], v[89:90], -v[87:88]
	v_cndmask_b32_e64 v87, v85, v87, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v88, v86, v88, s1
	v_add_f64 v[85:86], v[83:84], -v[81:82]
	v_lshrrev_b32_e32 v85, 20, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v86, v1 :: v_dual_and_b32 v85, 0x7ff, v85
	v_add_nc_u32_e32 v85, 16, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_lt_u64_e64 s1, v[85:86], v[0:1]
	v_and_b32_e32 v0, 1, v31
	v_and_b32_e32 v31, 2, v31
	v_cndmask_b32_e64 v84, v84, v95, s1
	v_cndmask_b32_e64 v83, v83, v32, s1
	v_cndmask_b32_e64 v82, v82, v88, s1
	v_cndmask_b32_e64 v81, v81, v87, s1
	v_mov_b32_e32 v32, v1
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[85:86], v[83:84], -v[81:82]
	v_cmp_eq_u64_e64 s1, 0, v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[83:84], -v[85:86]
	v_add_f64 v[81:82], v[83:84], -v[81:82]
	v_mul_f64 v[83:84], v[85:86], v[85:86]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[97:98], v[81:82], 0.5
	v_mul_f64 v[87:88], v[83:84], s[88:89]
	v_mul_f64 v[89:90], v[83:84], v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[87:88], v[87:88], s[90:91]
	v_mul_f64 v[91:92], v[83:84], v[89:90]
	v_mul_f64 v[89:90], v[89:90], v[89:90]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[87:88], v[91:92], v[87:88]
	v_mul_f64 v[91:92], v[83:84], 0.5
	v_add_f64 v[93:94], -v[91:92], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[95:96], -v[93:94], 1.0
	v_add_f64 v[91:92], v[95:96], -v[91:92]
	v_mul_f64 v[95:96], v[83:84], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[95:96], v[95:96], s[78:79]
	v_mul_f64 v[95:96], v[83:84], v[95:96]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[95:96], v[95:96], s[80:81]
	v_mul_f64 v[89:90], v[89:90], v[95:96]
	v_mul_f64 v[95:96], v[83:84], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[95:96], v[95:96], s[84:85]
	v_mul_f64 v[95:96], v[83:84], v[95:96]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[95:96], v[95:96], s[86:87]
	v_add_f64 v[87:88], v[87:88], v[95:96]
	v_mul_f64 v[95:96], v[83:84], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[95:96], v[95:96], s[72:73]
	v_mul_f64 v[95:96], v[83:84], v[95:96]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[95:96], v[95:96], s[74:75]
	v_mul_f64 v[95:96], v[83:84], v[95:96]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[89:90], v[95:96], v[89:90]
	v_mul_f64 v[95:96], v[85:86], v[83:84]
	v_mul_f64 v[89:90], v[83:84], v[89:90]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[87:88], v[95:96], v[87:88]
	v_add_f64 v[87:88], v[97:98], -v[87:88]
	v_mul_f64 v[97:98], v[85:86], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[83:84], v[83:84], v[87:88]
	v_add_f64 v[89:90], v[89:90], -v[97:98]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[81:82], v[83:84], -v[81:82]
	v_mul_f64 v[83:84], v[95:96], s[92:93]
	v_add_f64 v[87:88], v[91:92], v[89:90]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[81:82], v[83:84]
	v_add_f64 v[83:84], v[93:94], v[87:88]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[85:86], -v[81:82]
	v_xor_b32_e32 v85, 0x80000000, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v31, v85, v84, s1
	v_xor_b32_e32 v32, 0x80000000, v82
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v81, v83, s2
	v_cndmask_b32_e64 v32, v82, v32, s1
	v_cmp_gt_f64_e64 s1, 0x413921fb, v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v31, v32, v31, s2
	v_cndmask_b32_e64 v32, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[25:26], 0x260
	v_ldexp_f64 v[27:28], v[27:28], v32
	global_load_b32 v32, v[21:22], off
	v_dual_cndmask_b32 v26, v28, v26 :: v_dual_cndmask_b32 v25, v27, v25
	v_cndmask_b32_e64 v28, 0x7ff80000, v31, s1
	v_cndmask_b32_e64 v27, 0, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[27:28], v[25:26]
	v_cvt_f32_f64_e32 v0, v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v48, v0
	v_mul_f32_e32 v0, v74, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v25, v40, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, v25, v25
	v_mul_f32_e32 v25, -0.5, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v48, v25
	v_mul_f32_e32 v25, s12, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, v40, v25
	v_add_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v27, v48, v0
.LBB4_60:
	s_or_b32 exec_lo, exec_lo, s3
	v_mov_b32_e32 v0, v41
	s_and_saveexec_b32 s1, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s33, exec_lo, s1
	s_cbranch_execz .LBB4_62
	v_xor_b32_e32 v0, s20, v56
	s_xor_b32 s1, s36, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s37
	s_mul_hi_u32 s2, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s2, v71
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v26, s1, s95, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[30:31], null, 0xcd9e8d57, v26, 0
	v_xor_b32_e32 v0, v29, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, v31, s96, v28
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[31:32], null, 0xd2511f53, v26, 0
	v_xor3_b32 v0, s97, v29, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, v32, s99, v28
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor3_b32 v0, s98, v26, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v29, v29, s100, v25
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v29, 0
	v_xor3_b32 v0, s101, v26, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v30, v30, s103, v25
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v30
	v_xor3_b32 v26, s102, v26, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s104, v25
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v26, vcc_hi, v26, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s34, v25
	v_mul_lo_u32 v28, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v28, v26, s35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[28:29], v0
	v_add_f64 v[28:29], v[28:29], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[28:29], v[28:29], 0xffffffe0
	v_ldexp_f64 v[30:31], v[28:29], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v29, v31, s1
	v_cndmask_b32_e64 v81, v28, v30, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v31, s2, 0x95f62, v0
	v_add_co_ci_u32_e64 v32, null, 0, 0, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v31
	v_lshrrev_b64 v[30:31], 20, v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v82, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v73, s1
	v_cmp_neq_f64_e64 s1, 0, v[28:29]
	v_add_f64 v[81:82], v[81:82], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[81:82], 2.0
	v_div_scale_f64 v[85:86], null, v[83:84], v[83:84], v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[87:88], v[85:86]
	v_fma_f64 v[89:90], -v[85:86], v[87:88], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[87:88], v[87:88], v[89:90], v[87:88]
	v_fma_f64 v[89:90], -v[85:86], v[87:88], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[87:88], v[87:88], v[89:90], v[87:88]
	v_div_scale_f64 v[89:90], vcc_lo, v[81:82], v[83:84], v[81:82]
	v_mul_f64 v[91:92], v[89:90], v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[85:86], -v[85:86], v[91:92], v[89:90]
	v_div_fmas_f64 v[85:86], v[85:86], v[87:88], v[91:92]
	v_add_co_u32 v0, vcc_lo, v30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v26, null, -1, v31, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[28:29]
	v_cvt_f64_i32_e32 v[30:31], v26
	v_cvt_f64_u32_e32 v[25:26], v25
	v_div_fixup_f64 v[83:84], v[85:86], v[83:84], v[81:82]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[30:31], v[30:31], 32
	v_add_f64 v[25:26], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[85:86], v[83:84], v[83:84]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[87:88], v[85:86], v[85:86]
	v_mul_f64 v[25:26], v[25:26], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[89:90], v[87:88], s[42:43]
	v_mul_f64 v[91:92], v[87:88], s[24:25]
	v_cmp_gt_f64_e64 s3, 0x413921fb, v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[89:90], v[89:90], s[44:45]
	v_add_f64 v[91:92], v[91:92], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[89:90], v[87:88], v[89:90]
	v_mul_f64 v[91:92], v[87:88], v[91:92]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[89:90], v[89:90], s[46:47]
	v_add_f64 v[91:92], v[91:92], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[89:90], v[87:88], v[89:90]
	v_mul_f64 v[87:88], v[87:88], v[91:92]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], v[89:90], s[48:49]
	v_mul_f64 v[85:86], v[85:86], v[89:90]
	v_cvt_f64_u32_e32 v[89:90], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[85:86], v[87:88], v[85:86]
	v_mul_f64 v[87:88], v[81:82], 0.5
	v_add_f64 v[30:31], v[30:31], v[89:90]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[87:88], v[81:82], v[87:88]
	v_add_f64 v[85:86], v[87:88], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[83:84], v[83:84], v[85:86]
	v_mul_f64 v[85:86], v[30:31], s[50:51]
	v_mul_f64 v[30:31], v[30:31], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[85:86], v[83:84]
	v_add_f64 v[83:84], v[83:84], -v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[81:82], v[83:84]
	v_add_f64 v[30:31], v[30:31], v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[30:31], v[30:31], -2.0
	v_cndmask_b32_e32 v0, 0xfff00000, v31, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v28, 0, v30, vcc_lo
	v_cndmask_b32_e64 v29, 0x7ff00000, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[28:29]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[28:29], v[28:29], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[30:31], v[28:29]
	v_mul_f64 v[81:82], v[28:29], v[30:31]
	v_mul_f64 v[30:31], v[30:31], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[83:84], -v[30:31], v[81:82], 0.5
	v_fma_f64 v[81:82], v[81:82], v[83:84], v[81:82]
	v_fma_f64 v[30:31], v[30:31], v[83:84], v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[83:84], -v[81:82], v[81:82], v[28:29]
	v_fma_f64 v[81:82], v[83:84], v[30:31], v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[83:84], -v[81:82], v[81:82], v[28:29]
	v_fma_f64 v[30:31], v[83:84], v[30:31], v[81:82]
	v_mul_f64 v[81:82], v[25:26], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], 0x43380000, v[81:82]
	v_add_f64 v[82:83], 0xc3380000, v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[84:85], v[82:83], s[58:59]
	v_mul_f64 v[86:87], v[82:83], s[62:63]
	v_mul_f64 v[92:93], v[82:83], s[66:67]
	v_add_f64 v[84:85], v[25:26], v[84:85]
	v_cndmask_b32_e64 v25, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[28:29], 0x260
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], v[84:85], v[86:87]
	v_add_f64 v[90:91], v[84:85], -v[88:89]
	v_add_f64 v[94:95], v[88:89], v[92:93]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[90:91], v[86:87]
	v_mul_f64 v[90:91], v[82:83], s[64:65]
	v_add_f64 v[86:87], v[90:91], -v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], v[88:89], -v[86:87]
	v_lshrrev_b32_e32 v0, 20, v91
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v91, v1 :: v_dual_and_b32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v90, 49, v0
	v_bfe_u32 v0, v26, 20, 11
	v_ldexp_f64 v[25:26], v[30:31], v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_lt_u64_e64 s1, v[90:91], v[0:1]
	v_mul_f64 v[90:91], v[82:83], s[68:69]
	v_mul_f64 v[82:83], v[82:83], s[60:61]
	v_cndmask_b32_e64 v32, v88, v94, s1
	v_cndmask_b32_e64 v96, v89, v95, s1
	v_add_f64 v[88:89], v[88:89], -v[94:95]
	v_dual_cndmask_b32 v26, v26, v29 :: v_dual_cndmask_b32 v25, v25, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], v[88:89], v[92:93]
	v_add_f64 v[88:89], v[90:91], -v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v89, v87, v89, s1
	v_cndmask_b32_e64 v88, v86, v88, s1
	v_add_f64 v[86:87], v[84:85], -v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v86, 20, v87
	v_dual_mov_b32 v87, v1 :: v_dual_and_b32 v86, 0x7ff, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v86, 16, v86
	v_cmp_lt_u64_e64 s1, v[86:87], v[0:1]
	v_and_b32_e32 v0, 1, v81
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v85, v85, v96, s1
	v_cndmask_b32_e64 v84, v84, v32, s1
	v_cndmask_b32_e64 v83, v83, v89, s1
	v_cndmask_b32_e64 v82, v82, v88, s1
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	v_add_f64 v[86:87], v[84:85], -v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], -v[86:87]
	v_add_f64 v[82:83], v[84:85], -v[82:83]
	v_mul_f64 v[84:85], v[86:87], v[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[94:95], v[82:83], 0.5
	v_mul_f64 v[88:89], v[84:85], s[88:89]
	v_mul_f64 v[90:91], v[84:85], v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[88:89], v[88:89], s[90:91]
	v_mul_f64 v[92:93], v[84:85], v[90:91]
	v_mul_f64 v[90:91], v[90:91], v[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[88:89], v[92:93], v[88:89]
	v_mul_f64 v[92:93], v[84:85], s[82:83]
	v_add_f64 v[92:93], v[92:93], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[92:93], v[84:85], v[92:93]
	v_add_f64 v[92:93], v[92:93], s[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], v[88:89], v[92:93]
	v_mul_f64 v[92:93], v[84:85], s[76:77]
	v_add_f64 v[92:93], v[92:93], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[92:93], v[84:85], v[92:93]
	v_add_f64 v[92:93], v[92:93], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[90:91], v[90:91], v[92:93]
	v_mul_f64 v[92:93], v[84:85], s[70:71]
	v_add_f64 v[92:93], v[92:93], s[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[92:93], v[84:85], v[92:93]
	v_add_f64 v[92:93], v[92:93], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[92:93], v[84:85], v[92:93]
	v_add_f64 v[90:91], v[92:93], v[90:91]
	v_mul_f64 v[92:93], v[86:87], v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[90:91], v[84:85], v[90:91]
	v_mul_f64 v[88:89], v[92:93], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[88:89], v[94:95], -v[88:89]
	v_mul_f64 v[94:95], v[84:85], 0.5
	v_mul_f64 v[84:85], v[84:85], v[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[96:97], -v[94:95], 1.0
	v_mul_f64 v[88:89], v[86:87], v[82:83]
	v_add_f64 v[82:83], v[84:85], -v[82:83]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[98:99], -v[96:97], 1.0
	v_add_f64 v[88:89], v[90:91], -v[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[94:95], v[98:99], -v[94:95]
	v_add_f64 v[84:85], v[94:95], v[88:89]
	v_mul_f64 v[88:89], v[92:93], s[92:93]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[96:97], v[84:85]
	v_add_f64 v[82:83], v[82:83], v[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v32, 0x80000000, v85
	v_add_f64 v[82:83], v[86:87], -v[82:83]
	v_and_b32_e32 v86, 2, v81
	global_load_b32 v81, v[23:24], off
	v_mov_b32_e32 v87, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[86:87]
	v_cndmask_b32_e64 v32, v32, v85, s1
	v_xor_b32_e32 v30, 0x80000000, v83
	v_cndmask_b32_e64 v0, v82, v84, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v30, v83, v30, s1
	v_cndmask_b32_e64 v31, v30, v32, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v30, 0, v0, s3
	v_cndmask_b32_e64 v31, 0x7ff80000, v31, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[30:31], v[25:26]
	v_cvt_f32_f64_e32 v0, v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0, v0
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v0, v74, v0 :: v_dual_sub_f32 v25, v41, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, v25, v25
	v_mul_f32_e32 v25, -0.5, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, 0, v25
	v_mul_f32_e32 v25, s12, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, v41, v25
	v_add_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, 0, v0
.LBB4_62:
	s_or_b32 exec_lo, exec_lo, s33
	s_branch .LBB4_20
.LBB4_63:
	s_cbranch_execz .LBB4_20
	s_and_saveexec_b32 s1, s0
	s_cbranch_execnz .LBB4_79
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB4_80
.LBB4_66:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB4_81
.LBB4_67:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB4_82
.LBB4_68:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB4_83
.LBB4_69:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execnz .LBB4_84
.LBB4_70:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execnz .LBB4_85
.LBB4_71:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s10
	s_cbranch_execnz .LBB4_86
.LBB4_72:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB4_19
	s_branch .LBB4_87
.LBB4_73:
	v_xor_b32_e32 v0, s20, v49
	s_xor_b32 s1, s36, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s37
	s_mul_hi_u32 s2, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s2, v57
	v_xor3_b32 v28, s1, s95, v26
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor_b32_e32 v0, v27, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v29, v29, s96, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v29, 0
	v_xor3_b32 v0, s97, v27, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, v30, s99, v26
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[30:31], null, 0xcd9e8d57, v27, 0
	v_xor3_b32 v0, s98, v26, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, v31, s100, v25
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v27, 0
	v_xor3_b32 v0, s101, v26, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, v28, s103, v25
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v28
	v_xor3_b32 v26, s102, v26, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s104, v25
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v26, vcc_hi, v26, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s34, v25
	v_mul_lo_u32 v25, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[29:30], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v25, v30, s35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[25:26], v0
	v_add_f64 v[25:26], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	v_ldexp_f64 v[27:28], v[25:26], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v26, v28, s1
	v_cndmask_b32_e64 v27, v25, v27, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v30, s2, 0x95f62, v0
	v_add_co_ci_u32_e64 v31, null, 0, 0, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v30
	v_lshrrev_b64 v[30:31], 20, v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v28, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v73, s1
	v_cmp_neq_f64_e64 s1, 0, v[25:26]
	v_add_f64 v[27:28], v[27:28], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[27:28], 2.0
	v_div_scale_f64 v[77:78], null, v[75:76], v[75:76], v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[79:80], v[77:78]
	v_fma_f64 v[81:82], -v[77:78], v[79:80], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[79:80], v[79:80], v[81:82], v[79:80]
	v_fma_f64 v[81:82], -v[77:78], v[79:80], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[79:80], v[79:80], v[81:82], v[79:80]
	v_div_scale_f64 v[81:82], vcc_lo, v[27:28], v[75:76], v[27:28]
	v_mul_f64 v[83:84], v[81:82], v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[77:78], -v[77:78], v[83:84], v[81:82]
	v_div_fmas_f64 v[77:78], v[77:78], v[79:80], v[83:84]
	v_add_co_u32 v0, vcc_lo, v30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v30, null, -1, v31, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[25:26]
	v_cvt_f64_i32_e32 v[30:31], v30
	v_div_fixup_f64 v[75:76], v[77:78], v[75:76], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[30:31], v[30:31], 32
	v_mul_f64 v[77:78], v[75:76], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[77:78], v[77:78]
	v_mul_f64 v[81:82], v[79:80], s[42:43]
	v_mul_f64 v[83:84], v[79:80], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[81:82], s[44:45]
	v_add_f64 v[83:84], v[83:84], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[81:82], v[79:80], v[81:82]
	v_mul_f64 v[83:84], v[79:80], v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[81:82], s[46:47]
	v_add_f64 v[83:84], v[83:84], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[81:82], v[79:80], v[81:82]
	v_mul_f64 v[79:80], v[79:80], v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[81:82], s[48:49]
	v_mul_f64 v[77:78], v[77:78], v[81:82]
	v_cvt_f64_u32_e32 v[81:82], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], v[79:80], v[77:78]
	v_mul_f64 v[79:80], v[27:28], 0.5
	v_add_f64 v[30:31], v[30:31], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[27:28], v[79:80]
	v_add_f64 v[77:78], v[79:80], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[75:76], v[75:76], v[77:78]
	v_mul_f64 v[77:78], v[30:31], s[50:51]
	v_mul_f64 v[30:31], v[30:31], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[77:78], v[75:76]
	v_add_f64 v[75:76], v[75:76], -v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[27:28], v[27:28], v[75:76]
	v_add_f64 v[27:28], v[30:31], v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[27:28], v[27:28], -2.0
	v_cndmask_b32_e32 v0, 0xfff00000, v28, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v25, 0, v27, vcc_lo
	v_cndmask_b32_e64 v26, 0x7ff00000, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[25:26]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[25:26], v[25:26], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[27:28], v[25:26]
	v_mul_f64 v[30:31], v[25:26], v[27:28]
	v_mul_f64 v[27:28], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[75:76], -v[27:28], v[30:31], 0.5
	v_fma_f64 v[30:31], v[30:31], v[75:76], v[30:31]
	v_fma_f64 v[27:28], v[27:28], v[75:76], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[75:76], -v[30:31], v[30:31], v[25:26]
	v_fma_f64 v[30:31], v[75:76], v[27:28], v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[75:76], -v[30:31], v[30:31], v[25:26]
	v_fma_f64 v[27:28], v[75:76], v[27:28], v[30:31]
	v_cvt_f64_u32_e32 v[29:30], v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[29:30], v[29:30], 0.5
	v_ldexp_f64 v[29:30], v[29:30], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[29:30], v[29:30], s[54:55]
	v_mul_f64 v[31:32], v[29:30], s[56:57]
	v_cmp_gt_f64_e64 s3, 0x413921fb, v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[31:32], 0x43380000, v[31:32]
	v_add_f64 v[75:76], 0xc3380000, v[31:32]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[77:78], v[75:76], s[58:59]
	v_mul_f64 v[79:80], v[75:76], s[62:63]
	v_mul_f64 v[85:86], v[75:76], s[66:67]
	v_add_f64 v[77:78], v[29:30], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[77:78], v[79:80]
	v_add_f64 v[83:84], v[77:78], -v[81:82]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[87:88], v[81:82], v[85:86]
	v_add_f64 v[79:80], v[83:84], v[79:80]
	v_mul_f64 v[83:84], v[75:76], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[79:80], v[83:84], -v[79:80]
	v_add_f64 v[83:84], v[81:82], -v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v0, 20, v84
	v_mov_b32_e32 v84, v1
	v_and_b32_e32 v0, 0x7ff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v83, 49, v0
	v_bfe_u32 v0, v30, 20, 11
	global_load_b32 v30, v[9:10], off
	v_cmp_lt_u64_e64 s1, v[83:84], v[0:1]
	v_mul_f64 v[83:84], v[75:76], s[68:69]
	v_mul_f64 v[75:76], v[75:76], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v32, v81, v87, s1
	v_cndmask_b32_e64 v89, v82, v88, s1
	v_add_f64 v[81:82], v[81:82], -v[87:88]
	v_add_f64 v[81:82], v[81:82], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[83:84], -v[81:82]
	v_cndmask_b32_e64 v81, v79, v81, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v82, v80, v82, s1
	v_add_f64 v[79:80], v[77:78], -v[75:76]
	v_lshrrev_b32_e32 v79, 20, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v80, v1 :: v_dual_and_b32 v79, 0x7ff, v79
	v_add_nc_u32_e32 v79, 16, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_lt_u64_e64 s1, v[79:80], v[0:1]
	v_and_b32_e32 v0, 1, v31
	v_and_b32_e32 v31, 2, v31
	v_cndmask_b32_e64 v78, v78, v89, s1
	v_cndmask_b32_e64 v77, v77, v32, s1
	v_cndmask_b32_e64 v76, v76, v82, s1
	v_cndmask_b32_e64 v75, v75, v81, s1
	v_mov_b32_e32 v32, v1
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[79:80], v[77:78], -v[75:76]
	v_cmp_eq_u64_e64 s1, 0, v[31:32]
	v_cndmask_b32_e64 v32, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[25:26], 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[27:28], v[27:28], v32
	v_add_f64 v[77:78], v[77:78], -v[79:80]
	v_dual_cndmask_b32 v26, v28, v26 :: v_dual_cndmask_b32 v25, v27, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[75:76], v[77:78], -v[75:76]
	v_mul_f64 v[77:78], v[79:80], v[79:80]
	v_mul_f64 v[91:92], v[75:76], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[81:82], v[77:78], s[88:89]
	v_mul_f64 v[83:84], v[77:78], v[77:78]
	v_add_f64 v[81:82], v[81:82], s[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[85:86], v[77:78], v[83:84]
	v_mul_f64 v[83:84], v[83:84], v[83:84]
	v_mul_f64 v[81:82], v[85:86], v[81:82]
	v_mul_f64 v[85:86], v[77:78], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], -v[85:86], 1.0
	v_add_f64 v[89:90], -v[87:88], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[89:90], -v[85:86]
	v_mul_f64 v[89:90], v[77:78], s[76:77]
	v_add_f64 v[89:90], v[89:90], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[89:90], v[77:78], v[89:90]
	v_add_f64 v[89:90], v[89:90], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[83:84], v[83:84], v[89:90]
	v_mul_f64 v[89:90], v[77:78], s[82:83]
	v_add_f64 v[89:90], v[89:90], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[89:90], v[77:78], v[89:90]
	v_add_f64 v[89:90], v[89:90], s[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[81:82], v[89:90]
	v_mul_f64 v[89:90], v[77:78], s[70:71]
	v_add_f64 v[89:90], v[89:90], s[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[89:90], v[77:78], v[89:90]
	v_add_f64 v[89:90], v[89:90], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[89:90], v[77:78], v[89:90]
	v_add_f64 v[83:84], v[89:90], v[83:84]
	v_mul_f64 v[89:90], v[79:80], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[83:84], v[77:78], v[83:84]
	v_mul_f64 v[81:82], v[89:90], v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[91:92], -v[81:82]
	v_mul_f64 v[91:92], v[79:80], v[75:76]
	v_mul_f64 v[77:78], v[77:78], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[83:84], -v[91:92]
	v_add_f64 v[75:76], v[77:78], -v[75:76]
	v_mul_f64 v[77:78], v[89:90], s[92:93]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[85:86], v[83:84]
	v_add_f64 v[75:76], v[75:76], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[87:88], v[81:82]
	v_add_f64 v[75:76], v[79:80], -v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v79, 0x80000000, v78
	v_cndmask_b32_e64 v31, v79, v78, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v29, 0x80000000, v76
	v_cndmask_b32_e64 v0, v75, v77, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v29, v76, v29, s1
	v_cndmask_b32_e64 v27, 0, v0, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v29, v29, v31, s2
	v_cndmask_b32_e64 v28, 0x7ff80000, v29, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[27:28], v[25:26]
	v_cvt_f32_f64_e32 v0, v[25:26]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v25, v34, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, v25, v25
	v_mul_f32_e32 v25, -0.5, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v42, v25
	v_dual_mul_f32 v25, s12, v25 :: v_dual_mul_f32 v0, v42, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v25, v34, v25
	v_mul_f32_e32 v0, v74, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v25
	v_mul_f32_e32 v75, v42, v0
	s_or_b32 exec_lo, exec_lo, s33
	v_mov_b32_e32 v76, v35
	s_and_saveexec_b32 s33, s5
	s_cbranch_execz .LBB4_54
.LBB4_74:
	v_xor_b32_e32 v0, s20, v50
	s_xor_b32 s1, s36, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s37
	s_mul_hi_u32 s2, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s2, v59
	v_xor3_b32 v28, s1, s95, v26
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor_b32_e32 v0, v27, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v29, v29, s96, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v29, 0
	v_xor3_b32 v0, s97, v27, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, v30, s99, v26
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[30:31], null, 0xcd9e8d57, v27, 0
	v_xor3_b32 v0, s98, v26, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, v31, s100, v25
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v27, 0
	v_xor3_b32 v0, s101, v26, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, v28, s103, v25
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v28
	v_xor3_b32 v26, s102, v26, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s104, v25
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v26, vcc_hi, v26, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s34, v25
	v_mul_lo_u32 v25, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[29:30], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v25, v30, s35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[25:26], v0
	v_add_f64 v[25:26], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	v_ldexp_f64 v[27:28], v[25:26], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v26, v28, s1
	v_cndmask_b32_e64 v27, v25, v27, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v30, s2, 0x95f62, v0
	v_add_co_ci_u32_e64 v31, null, 0, 0, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v30
	v_lshrrev_b64 v[30:31], 20, v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v28, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v73, s1
	v_cmp_neq_f64_e64 s1, 0, v[25:26]
	v_add_f64 v[27:28], v[27:28], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[27:28], 2.0
	v_div_scale_f64 v[78:79], null, v[76:77], v[76:77], v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[80:81], v[78:79]
	v_fma_f64 v[82:83], -v[78:79], v[80:81], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[80:81], v[80:81], v[82:83], v[80:81]
	v_fma_f64 v[82:83], -v[78:79], v[80:81], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[80:81], v[80:81], v[82:83], v[80:81]
	v_div_scale_f64 v[82:83], vcc_lo, v[27:28], v[76:77], v[27:28]
	v_mul_f64 v[84:85], v[82:83], v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], -v[78:79], v[84:85], v[82:83]
	v_div_fmas_f64 v[78:79], v[78:79], v[80:81], v[84:85]
	v_add_co_u32 v0, vcc_lo, v30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v30, null, -1, v31, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[25:26]
	v_cvt_f64_i32_e32 v[30:31], v30
	v_div_fixup_f64 v[76:77], v[78:79], v[76:77], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[30:31], v[30:31], 32
	v_mul_f64 v[78:79], v[76:77], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[80:81], v[78:79], v[78:79]
	v_mul_f64 v[82:83], v[80:81], s[42:43]
	v_mul_f64 v[84:85], v[80:81], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[82:83], s[44:45]
	v_add_f64 v[84:85], v[84:85], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[82:83], v[80:81], v[82:83]
	v_mul_f64 v[84:85], v[80:81], v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[82:83], s[46:47]
	v_add_f64 v[84:85], v[84:85], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[82:83], v[80:81], v[82:83]
	v_mul_f64 v[80:81], v[80:81], v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[82:83], s[48:49]
	v_mul_f64 v[78:79], v[78:79], v[82:83]
	v_cvt_f64_u32_e32 v[82:83], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[78:79], v[80:81], v[78:79]
	v_mul_f64 v[80:81], v[27:28], 0.5
	v_add_f64 v[30:31], v[30:31], v[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[80:81], v[27:28], v[80:81]
	v_add_f64 v[78:79], v[80:81], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[76:77], v[76:77], v[78:79]
	v_mul_f64 v[78:79], v[30:31], s[50:51]
	v_mul_f64 v[30:31], v[30:31], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[78:79], v[76:77]
	v_add_f64 v[76:77], v[76:77], -v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[27:28], v[27:28], v[76:77]
	v_add_f64 v[27:28], v[30:31], v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[27:28], v[27:28], -2.0
	v_cndmask_b32_e32 v0, 0xfff00000, v28, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v25, 0, v27, vcc_lo
	v_cndmask_b32_e64 v26, 0x7ff00000, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[25:26]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[25:26], v[25:26], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[27:28], v[25:26]
	v_mul_f64 v[30:31], v[25:26], v[27:28]
	v_mul_f64 v[27:28], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], -v[27:28], v[30:31], 0.5
	v_fma_f64 v[30:31], v[30:31], v[76:77], v[30:31]
	v_fma_f64 v[27:28], v[27:28], v[76:77], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], -v[30:31], v[30:31], v[25:26]
	v_fma_f64 v[30:31], v[76:77], v[27:28], v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], -v[30:31], v[30:31], v[25:26]
	v_fma_f64 v[27:28], v[76:77], v[27:28], v[30:31]
	v_cvt_f64_u32_e32 v[29:30], v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[29:30], v[29:30], 0.5
	v_ldexp_f64 v[29:30], v[29:30], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[29:30], v[29:30], s[54:55]
	v_mul_f64 v[31:32], v[29:30], s[56:57]
	v_cmp_gt_f64_e64 s3, 0x413921fb, v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[31:32], 0x43380000, v[31:32]
	v_add_f64 v[76:77], 0xc3380000, v[31:32]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[78:79], v[76:77], s[58:59]
	v_mul_f64 v[80:81], v[76:77], s[62:63]
	v_mul_f64 v[86:87], v[76:77], s[66:67]
	v_add_f64 v[78:79], v[29:30], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[78:79], v[80:81]
	v_add_f64 v[84:85], v[78:79], -v[82:83]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[88:89], v[82:83], v[86:87]
	v_add_f64 v[80:81], v[84:85], v[80:81]
	v_mul_f64 v[84:85], v[76:77], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[84:85], -v[80:81]
	v_add_f64 v[84:85], v[82:83], -v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v85
	v_dual_mov_b32 v85, v1 :: v_dual_and_b32 v0, 0x7ff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v84, 49, v0
	v_bfe_u32 v0, v30, 20, 11
	global_load_b32 v30, v[11:12], off
	v_cmp_lt_u64_e64 s1, v[84:85], v[0:1]
	v_mul_f64 v[84:85], v[76:77], s[68:69]
	v_mul_f64 v[76:77], v[76:77], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v32, v82, v88, s1
	v_cndmask_b32_e64 v90, v83, v89, s1
	v_add_f64 v[82:83], v[82:83], -v[88:89]
	v_add_f64 v[82:83], v[82:83], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[84:85], -v[82:83]
	v_cndmask_b32_e64 v82, v80, v82, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v83, v81, v83, s1
	v_add_f64 v[80:81], v[78:79], -v[76:77]
	v_lshrrev_b32_e32 v80, 20, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v81, v1 :: v_dual_and_b32 v80, 0x7ff, v80
	v_add_nc_u32_e32 v80, 16, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_lt_u64_e64 s1, v[80:81], v[0:1]
	v_and_b32_e32 v0, 1, v31
	v_and_b32_e32 v31, 2, v31
	v_cndmask_b32_e64 v79, v79, v90, s1
	v_cndmask_b32_e64 v78, v78, v32, s1
	v_cndmask_b32_e64 v77, v77, v83, s1
	v_cndmask_b32_e64 v76, v76, v82, s1
	v_mov_b32_e32 v32, v1
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[80:81], v[78:79], -v[76:77]
	v_cmp_eq_u64_e64 s1, 0, v[31:32]
	v_cndmask_b32_e64 v32, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[25:26], 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[27:28], v[27:28], v32
	v_add_f64 v[78:79], v[78:79], -v[80:81]
	v_dual_cndmask_b32 v26, v28, v26 :: v_dual_cndmask_b32 v25, v27, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[76:77], v[78:79], -v[76:77]
	v_mul_f64 v[78:79], v[80:81], v[80:81]
	v_mul_f64 v[92:93], v[76:77], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[82:83], v[78:79], s[88:89]
	v_mul_f64 v[84:85], v[78:79], v[78:79]
	v_add_f64 v[82:83], v[82:83], s[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[86:87], v[78:79], v[84:85]
	v_mul_f64 v[84:85], v[84:85], v[84:85]
	v_mul_f64 v[82:83], v[86:87], v[82:83]
	v_mul_f64 v[86:87], v[78:79], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], -v[86:87], 1.0
	v_add_f64 v[90:91], -v[88:89], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[90:91], -v[86:87]
	v_mul_f64 v[90:91], v[78:79], s[76:77]
	v_add_f64 v[90:91], v[90:91], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[90:91], v[78:79], v[90:91]
	v_add_f64 v[90:91], v[90:91], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[84:85], v[84:85], v[90:91]
	v_mul_f64 v[90:91], v[78:79], s[82:83]
	v_add_f64 v[90:91], v[90:91], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[90:91], v[78:79], v[90:91]
	v_add_f64 v[90:91], v[90:91], s[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[82:83], v[90:91]
	v_mul_f64 v[90:91], v[78:79], s[70:71]
	v_add_f64 v[90:91], v[90:91], s[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[90:91], v[78:79], v[90:91]
	v_add_f64 v[90:91], v[90:91], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[90:91], v[78:79], v[90:91]
	v_add_f64 v[84:85], v[90:91], v[84:85]
	v_mul_f64 v[90:91], v[80:81], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[84:85], v[78:79], v[84:85]
	v_mul_f64 v[82:83], v[90:91], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[92:93], -v[82:83]
	v_mul_f64 v[92:93], v[80:81], v[76:77]
	v_mul_f64 v[78:79], v[78:79], v[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[84:85], -v[92:93]
	v_add_f64 v[76:77], v[78:79], -v[76:77]
	v_mul_f64 v[78:79], v[90:91], s[92:93]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[86:87], v[84:85]
	v_add_f64 v[76:77], v[76:77], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[88:89], v[82:83]
	v_add_f64 v[76:77], v[80:81], -v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v80, 0x80000000, v79
	v_cndmask_b32_e64 v31, v80, v79, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v29, 0x80000000, v77
	v_cndmask_b32_e64 v0, v76, v78, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v29, v77, v29, s1
	v_cndmask_b32_e64 v27, 0, v0, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v29, v29, v31, s2
	v_cndmask_b32_e64 v28, 0x7ff80000, v29, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[27:28], v[25:26]
	v_cvt_f32_f64_e32 v0, v[25:26]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v25, v35, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, v25, v25
	v_mul_f32_e32 v25, -0.5, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v43, v25
	v_dual_mul_f32 v25, s12, v25 :: v_dual_mul_f32 v0, v43, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v25, v35, v25 :: v_dual_mul_f32 v0, v74, v0
	v_add_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v76, v43, v0
	s_or_b32 exec_lo, exec_lo, s33
	v_mov_b32_e32 v77, v36
	s_and_saveexec_b32 s33, s6
	s_cbranch_execz .LBB4_55
.LBB4_75:
	v_xor_b32_e32 v0, s20, v51
	s_xor_b32 s1, s36, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s37
	s_mul_hi_u32 s2, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s2, v61
	v_xor3_b32 v28, s1, s95, v26
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor_b32_e32 v0, v27, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v29, v29, s96, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v29, 0
	v_xor3_b32 v0, s97, v27, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, v30, s99, v26
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[30:31], null, 0xcd9e8d57, v27, 0
	v_xor3_b32 v0, s98, v26, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, v31, s100, v25
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v27, 0
	v_xor3_b32 v0, s101, v26, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, v28, s103, v25
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v28
	v_xor3_b32 v26, s102, v26, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s104, v25
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v26, vcc_hi, v26, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s34, v25
	v_mul_lo_u32 v25, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[29:30], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v25, v30, s35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[25:26], v0
	v_add_f64 v[25:26], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	v_ldexp_f64 v[27:28], v[25:26], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v26, v28, s1
	v_cndmask_b32_e64 v27, v25, v27, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v30, s2, 0x95f62, v0
	v_add_co_ci_u32_e64 v31, null, 0, 0, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v30
	v_lshrrev_b64 v[30:31], 20, v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v28, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v73, s1
	v_cmp_neq_f64_e64 s1, 0, v[25:26]
	v_add_f64 v[27:28], v[27:28], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[77:78], v[27:28], 2.0
	v_div_scale_f64 v[79:80], null, v[77:78], v[77:78], v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[81:82], v[79:80]
	v_fma_f64 v[83:84], -v[79:80], v[81:82], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[81:82], v[81:82], v[83:84], v[81:82]
	v_fma_f64 v[83:84], -v[79:80], v[81:82], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[81:82], v[81:82], v[83:84], v[81:82]
	v_div_scale_f64 v[83:84], vcc_lo, v[27:28], v[77:78], v[27:28]
	v_mul_f64 v[85:86], v[83:84], v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[79:80], -v[79:80], v[85:86], v[83:84]
	v_div_fmas_f64 v[79:80], v[79:80], v[81:82], v[85:86]
	v_add_co_u32 v0, vcc_lo, v30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v30, null, -1, v31, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[25:26]
	v_cvt_f64_i32_e32 v[30:31], v30
	v_div_fixup_f64 v[77:78], v[79:80], v[77:78], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[30:31], v[30:31], 32
	v_mul_f64 v[79:80], v[77:78], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[81:82], v[79:80], v[79:80]
	v_mul_f64 v[83:84], v[81:82], s[42:43]
	v_mul_f64 v[85:86], v[81:82], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[83:84], s[44:45]
	v_add_f64 v[85:86], v[85:86], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[83:84], v[81:82], v[83:84]
	v_mul_f64 v[85:86], v[81:82], v[85:86]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[83:84], s[46:47]
	v_add_f64 v[85:86], v[85:86], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[83:84], v[81:82], v[83:84]
	v_mul_f64 v[81:82], v[81:82], v[85:86]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[83:84], s[48:49]
	v_mul_f64 v[79:80], v[79:80], v[83:84]
	v_cvt_f64_u32_e32 v[83:84], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[79:80], v[81:82], v[79:80]
	v_mul_f64 v[81:82], v[27:28], 0.5
	v_add_f64 v[30:31], v[30:31], v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[81:82], v[27:28], v[81:82]
	v_add_f64 v[79:80], v[81:82], v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[77:78], v[77:78], v[79:80]
	v_mul_f64 v[79:80], v[30:31], s[50:51]
	v_mul_f64 v[30:31], v[30:31], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[77:78], v[79:80], v[77:78]
	v_add_f64 v[77:78], v[77:78], -v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[27:28], v[27:28], v[77:78]
	v_add_f64 v[27:28], v[30:31], v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[27:28], v[27:28], -2.0
	v_cndmask_b32_e32 v0, 0xfff00000, v28, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v25, 0, v27, vcc_lo
	v_cndmask_b32_e64 v26, 0x7ff00000, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[25:26]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[25:26], v[25:26], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[27:28], v[25:26]
	v_mul_f64 v[30:31], v[25:26], v[27:28]
	v_mul_f64 v[27:28], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[77:78], -v[27:28], v[30:31], 0.5
	v_fma_f64 v[30:31], v[30:31], v[77:78], v[30:31]
	v_fma_f64 v[27:28], v[27:28], v[77:78], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[77:78], -v[30:31], v[30:31], v[25:26]
	v_fma_f64 v[30:31], v[77:78], v[27:28], v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[77:78], -v[30:31], v[30:31], v[25:26]
	v_fma_f64 v[27:28], v[77:78], v[27:28], v[30:31]
	v_cvt_f64_u32_e32 v[29:30], v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[29:30], v[29:30], 0.5
	v_ldexp_f64 v[29:30], v[29:30], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[29:30], v[29:30], s[54:55]
	v_mul_f64 v[31:32], v[29:30], s[56:57]
	v_cmp_gt_f64_e64 s3, 0x413921fb, v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[31:32], 0x43380000, v[31:32]
	v_add_f64 v[77:78], 0xc3380000, v[31:32]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[79:80], v[77:78], s[58:59]
	v_mul_f64 v[81:82], v[77:78], s[62:63]
	v_mul_f64 v[87:88], v[77:78], s[66:67]
	v_add_f64 v[79:80], v[29:30], v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[79:80], v[81:82]
	v_add_f64 v[85:86], v[79:80], -v[83:84]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[89:90], v[83:84], v[87:88]
	v_add_f64 v[81:82], v[85:86], v[81:82]
	v_mul_f64 v[85:86], v[77:78], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[85:86], -v[81:82]
	v_add_f64 v[85:86], v[83:84], -v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v0, 20, v86
	v_mov_b32_e32 v86, v1
	v_and_b32_e32 v0, 0x7ff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v85, 49, v0
	v_bfe_u32 v0, v30, 20, 11
	global_load_b32 v30, v[13:14], off
	v_cmp_lt_u64_e64 s1, v[85:86], v[0:1]
	v_mul_f64 v[85:86], v[77:78], s[68:69]
	v_mul_f64 v[77:78], v[77:78], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v32, v83, v89, s1
	v_cndmask_b32_e64 v91, v84, v90, s1
	v_add_f64 v[83:84], v[83:84], -v[89:90]
	v_add_f64 v[83:84], v[83:84], v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[85:86], -v[83:84]
	v_cndmask_b32_e64 v83, v81, v83, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v84, v82, v84, s1
	v_add_f64 v[81:82], v[79:80], -v[77:78]
	v_lshrrev_b32_e32 v81, 20, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v82, v1 :: v_dual_and_b32 v81, 0x7ff, v81
	v_add_nc_u32_e32 v81, 16, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_lt_u64_e64 s1, v[81:82], v[0:1]
	v_and_b32_e32 v0, 1, v31
	v_and_b32_e32 v31, 2, v31
	v_cndmask_b32_e64 v80, v80, v91, s1
	v_cndmask_b32_e64 v79, v79, v32, s1
	v_cndmask_b32_e64 v78, v78, v84, s1
	v_cndmask_b32_e64 v77, v77, v83, s1
	v_mov_b32_e32 v32, v1
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[81:82], v[79:80], -v[77:78]
	v_cmp_eq_u64_e64 s1, 0, v[31:32]
	v_cndmask_b32_e64 v32, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[25:26], 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[27:28], v[27:28], v32
	v_add_f64 v[79:80], v[79:80], -v[81:82]
	v_dual_cndmask_b32 v26, v28, v26 :: v_dual_cndmask_b32 v25, v27, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[79:80], -v[77:78]
	v_mul_f64 v[79:80], v[81:82], v[81:82]
	v_mul_f64 v[93:94], v[77:78], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[83:84], v[79:80], s[88:89]
	v_mul_f64 v[85:86], v[79:80], v[79:80]
	v_add_f64 v[83:84], v[83:84], s[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[87:88], v[79:80], v[85:86]
	v_mul_f64 v[85:86], v[85:86], v[85:86]
	v_mul_f64 v[83:84], v[87:88], v[83:84]
	v_mul_f64 v[87:88], v[79:80], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], -v[87:88], 1.0
	v_add_f64 v[91:92], -v[89:90], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], v[91:92], -v[87:88]
	v_mul_f64 v[91:92], v[79:80], s[76:77]
	v_add_f64 v[91:92], v[91:92], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[91:92], v[79:80], v[91:92]
	v_add_f64 v[91:92], v[91:92], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[85:86], v[85:86], v[91:92]
	v_mul_f64 v[91:92], v[79:80], s[82:83]
	v_add_f64 v[91:92], v[91:92], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[91:92], v[79:80], v[91:92]
	v_add_f64 v[91:92], v[91:92], s[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[83:84], v[91:92]
	v_mul_f64 v[91:92], v[79:80], s[70:71]
	v_add_f64 v[91:92], v[91:92], s[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[91:92], v[79:80], v[91:92]
	v_add_f64 v[91:92], v[91:92], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[91:92], v[79:80], v[91:92]
	v_add_f64 v[85:86], v[91:92], v[85:86]
	v_mul_f64 v[91:92], v[81:82], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[85:86], v[79:80], v[85:86]
	v_mul_f64 v[83:84], v[91:92], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[93:94], -v[83:84]
	v_mul_f64 v[93:94], v[81:82], v[77:78]
	v_mul_f64 v[79:80], v[79:80], v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[85:86], v[85:86], -v[93:94]
	v_add_f64 v[77:78], v[79:80], -v[77:78]
	v_mul_f64 v[79:80], v[91:92], s[92:93]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[87:88], v[85:86]
	v_add_f64 v[77:78], v[77:78], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[89:90], v[83:84]
	v_add_f64 v[77:78], v[81:82], -v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v81, 0x80000000, v80
	v_cndmask_b32_e64 v31, v81, v80, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v29, 0x80000000, v78
	v_cndmask_b32_e64 v0, v77, v79, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v29, v78, v29, s1
	v_cndmask_b32_e64 v27, 0, v0, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v29, v29, v31, s2
	v_cndmask_b32_e64 v28, 0x7ff80000, v29, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[27:28], v[25:26]
	v_cvt_f32_f64_e32 v0, v[25:26]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v25, v36, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, v25, v25
	v_dual_mul_f32 v25, -0.5, v25 :: v_dual_mul_f32 v0, v44, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v25, v44, v25 :: v_dual_mul_f32 v0, v74, v0
	v_mul_f32_e32 v25, s12, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, v36, v25
	v_add_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v77, v44, v0
	s_or_b32 exec_lo, exec_lo, s33
	v_mov_b32_e32 v78, v37
	s_and_saveexec_b32 s33, s7
	s_cbranch_execz .LBB4_56
.LBB4_76:
	v_xor_b32_e32 v0, s20, v52
	s_xor_b32 s1, s36, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s37
	s_mul_hi_u32 s2, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s2, v63
	v_xor3_b32 v28, s1, s95, v26
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor_b32_e32 v0, v27, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v29, v29, s96, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v29, 0
	v_xor3_b32 v0, s97, v27, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, v30, s99, v26
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[30:31], null, 0xcd9e8d57, v27, 0
	v_xor3_b32 v0, s98, v26, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, v31, s100, v25
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v27, 0
	v_xor3_b32 v0, s101, v26, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, v28, s103, v25
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v28
	v_xor3_b32 v26, s102, v26, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s104, v25
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v26, vcc_hi, v26, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s34, v25
	v_mul_lo_u32 v25, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[29:30], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v25, v30, s35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[25:26], v0
	v_add_f64 v[25:26], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	v_ldexp_f64 v[27:28], v[25:26], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v26, v28, s1
	v_cndmask_b32_e64 v27, v25, v27, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v30, s2, 0x95f62, v0
	v_add_co_ci_u32_e64 v31, null, 0, 0, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v30
	v_lshrrev_b64 v[30:31], 20, v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v28, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v73, s1
	v_cmp_neq_f64_e64 s1, 0, v[25:26]
	v_add_f64 v[27:28], v[27:28], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], v[27:28], 2.0
	v_div_scale_f64 v[80:81], null, v[78:79], v[78:79], v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[82:83], v[80:81]
	v_fma_f64 v[84:85], -v[80:81], v[82:83], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[82:83], v[82:83], v[84:85], v[82:83]
	v_fma_f64 v[84:85], -v[80:81], v[82:83], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[82:83], v[82:83], v[84:85], v[82:83]
	v_div_scale_f64 v[84:85], vcc_lo, v[27:28], v[78:79], v[27:28]
	v_mul_f64 v[86:87], v[84:85], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[80:81], -v[80:81], v[86:87], v[84:85]
	v_div_fmas_f64 v[80:81], v[80:81], v[82:83], v[86:87]
	v_add_co_u32 v0, vcc_lo, v30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v30, null, -1, v31, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[25:26]
	v_cvt_f64_i32_e32 v[30:31], v30
	v_div_fixup_f64 v[78:79], v[80:81], v[78:79], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[30:31], v[30:31], 32
	v_mul_f64 v[80:81], v[78:79], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[82:83], v[80:81], v[80:81]
	v_mul_f64 v[84:85], v[82:83], s[42:43]
	v_mul_f64 v[86:87], v[82:83], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[84:85], s[44:45]
	v_add_f64 v[86:87], v[86:87], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[84:85], v[82:83], v[84:85]
	v_mul_f64 v[86:87], v[82:83], v[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[84:85], s[46:47]
	v_add_f64 v[86:87], v[86:87], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[84:85], v[82:83], v[84:85]
	v_mul_f64 v[82:83], v[82:83], v[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[48:49]
	v_mul_f64 v[80:81], v[80:81], v[84:85]
	v_cvt_f64_u32_e32 v[84:85], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[80:81], v[82:83], v[80:81]
	v_mul_f64 v[82:83], v[27:28], 0.5
	v_add_f64 v[30:31], v[30:31], v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[82:83], v[27:28], v[82:83]
	v_add_f64 v[80:81], v[82:83], v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[78:79], v[78:79], v[80:81]
	v_mul_f64 v[80:81], v[30:31], s[50:51]
	v_mul_f64 v[30:31], v[30:31], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], v[80:81], v[78:79]
	v_add_f64 v[78:79], v[78:79], -v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[27:28], v[27:28], v[78:79]
	v_add_f64 v[27:28], v[30:31], v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[27:28], v[27:28], -2.0
	v_cndmask_b32_e32 v0, 0xfff00000, v28, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v25, 0, v27, vcc_lo
	v_cndmask_b32_e64 v26, 0x7ff00000, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[25:26]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[25:26], v[25:26], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[27:28], v[25:26]
	v_mul_f64 v[30:31], v[25:26], v[27:28]
	v_mul_f64 v[27:28], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], -v[27:28], v[30:31], 0.5
	v_fma_f64 v[30:31], v[30:31], v[78:79], v[30:31]
	v_fma_f64 v[27:28], v[27:28], v[78:79], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], -v[30:31], v[30:31], v[25:26]
	v_fma_f64 v[30:31], v[78:79], v[27:28], v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], -v[30:31], v[30:31], v[25:26]
	v_fma_f64 v[27:28], v[78:79], v[27:28], v[30:31]
	v_cvt_f64_u32_e32 v[29:30], v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[29:30], v[29:30], 0.5
	v_ldexp_f64 v[29:30], v[29:30], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[29:30], v[29:30], s[54:55]
	v_mul_f64 v[31:32], v[29:30], s[56:57]
	v_cmp_gt_f64_e64 s3, 0x413921fb, v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[31:32], 0x43380000, v[31:32]
	v_add_f64 v[78:79], 0xc3380000, v[31:32]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[80:81], v[78:79], s[58:59]
	v_mul_f64 v[82:83], v[78:79], s[62:63]
	v_mul_f64 v[88:89], v[78:79], s[66:67]
	v_add_f64 v[80:81], v[29:30], v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[80:81], v[82:83]
	v_add_f64 v[86:87], v[80:81], -v[84:85]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[90:91], v[84:85], v[88:89]
	v_add_f64 v[82:83], v[86:87], v[82:83]
	v_mul_f64 v[86:87], v[78:79], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[86:87], -v[82:83]
	v_add_f64 v[86:87], v[84:85], -v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v87
	v_dual_mov_b32 v87, v1 :: v_dual_and_b32 v0, 0x7ff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v86, 49, v0
	v_bfe_u32 v0, v30, 20, 11
	global_load_b32 v30, v[15:16], off
	v_cmp_lt_u64_e64 s1, v[86:87], v[0:1]
	v_mul_f64 v[86:87], v[78:79], s[68:69]
	v_mul_f64 v[78:79], v[78:79], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v32, v84, v90, s1
	v_cndmask_b32_e64 v92, v85, v91, s1
	v_add_f64 v[84:85], v[84:85], -v[90:91]
	v_add_f64 v[84:85], v[84:85], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[86:87], -v[84:85]
	v_cndmask_b32_e64 v84, v82, v84, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v85, v83, v85, s1
	v_add_f64 v[82:83], v[80:81], -v[78:79]
	v_lshrrev_b32_e32 v82, 20, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v83, v1 :: v_dual_and_b32 v82, 0x7ff, v82
	v_add_nc_u32_e32 v82, 16, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_lt_u64_e64 s1, v[82:83], v[0:1]
	v_and_b32_e32 v0, 1, v31
	v_and_b32_e32 v31, 2, v31
	v_cndmask_b32_e64 v81, v81, v92, s1
	v_cndmask_b32_e64 v80, v80, v32, s1
	v_cndmask_b32_e64 v79, v79, v85, s1
	v_cndmask_b32_e64 v78, v78, v84, s1
	v_mov_b32_e32 v32, v1
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[82:83], v[80:81], -v[78:79]
	v_cmp_eq_u64_e64 s1, 0, v[31:32]
	v_cndmask_b32_e64 v32, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[25:26], 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[27:28], v[27:28], v32
	v_add_f64 v[80:81], v[80:81], -v[82:83]
	v_dual_cndmask_b32 v26, v28, v26 :: v_dual_cndmask_b32 v25, v27, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[80:81], -v[78:79]
	v_mul_f64 v[80:81], v[82:83], v[82:83]
	v_mul_f64 v[94:95], v[78:79], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[84:85], v[80:81], s[88:89]
	v_mul_f64 v[86:87], v[80:81], v[80:81]
	v_add_f64 v[84:85], v[84:85], s[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[88:89], v[80:81], v[86:87]
	v_mul_f64 v[86:87], v[86:87], v[86:87]
	v_mul_f64 v[84:85], v[88:89], v[84:85]
	v_mul_f64 v[88:89], v[80:81], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], -v[88:89], 1.0
	v_add_f64 v[92:93], -v[90:91], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], v[92:93], -v[88:89]
	v_mul_f64 v[92:93], v[80:81], s[76:77]
	v_add_f64 v[92:93], v[92:93], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[92:93], v[80:81], v[92:93]
	v_add_f64 v[92:93], v[92:93], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[86:87], v[86:87], v[92:93]
	v_mul_f64 v[92:93], v[80:81], s[82:83]
	v_add_f64 v[92:93], v[92:93], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[92:93], v[80:81], v[92:93]
	v_add_f64 v[92:93], v[92:93], s[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], v[92:93]
	v_mul_f64 v[92:93], v[80:81], s[70:71]
	v_add_f64 v[92:93], v[92:93], s[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[92:93], v[80:81], v[92:93]
	v_add_f64 v[92:93], v[92:93], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[92:93], v[80:81], v[92:93]
	v_add_f64 v[86:87], v[92:93], v[86:87]
	v_mul_f64 v[92:93], v[82:83], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[86:87], v[80:81], v[86:87]
	v_mul_f64 v[84:85], v[92:93], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[94:95], -v[84:85]
	v_mul_f64 v[94:95], v[82:83], v[78:79]
	v_mul_f64 v[80:81], v[80:81], v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[86:87], v[86:87], -v[94:95]
	v_add_f64 v[78:79], v[80:81], -v[78:79]
	v_mul_f64 v[80:81], v[92:93], s[92:93]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[88:89], v[86:87]
	v_add_f64 v[78:79], v[78:79], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[90:91], v[84:85]
	v_add_f64 v[78:79], v[82:83], -v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v82, 0x80000000, v81
	v_cndmask_b32_e64 v31, v82, v81, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v29, 0x80000000, v79
	v_cndmask_b32_e64 v0, v78, v80, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v29, v79, v29, s1
	v_cndmask_b32_e64 v27, 0, v0, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v29, v29, v31, s2
	v_cndmask_b32_e64 v28, 0x7ff80000, v29, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[27:28], v[25:26]
	v_cvt_f32_f64_e32 v0, v[25:26]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v25, v37, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, v25, v25
	v_mul_f32_e32 v25, -0.5, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v45, v25
	v_dual_mul_f32 v25, s12, v25 :: v_dual_mul_f32 v0, v45, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v25, v37, v25 :: v_dual_mul_f32 v0, v74, v0
	v_add_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v78, v45, v0
	s_or_b32 exec_lo, exec_lo, s33
	v_mov_b32_e32 v79, v38
	s_and_saveexec_b32 s33, s8
	s_cbranch_execz .LBB4_57
.LBB4_77:
	v_xor_b32_e32 v0, s20, v53
	s_xor_b32 s1, s36, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s37
	s_mul_hi_u32 s2, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s2, v65
	v_xor3_b32 v28, s1, s95, v26
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor_b32_e32 v0, v27, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v29, v29, s96, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v29, 0
	v_xor3_b32 v0, s97, v27, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, v30, s99, v26
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[30:31], null, 0xcd9e8d57, v27, 0
	v_xor3_b32 v0, s98, v26, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, v31, s100, v25
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v27, 0
	v_xor3_b32 v0, s101, v26, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, v28, s103, v25
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v28
	v_xor3_b32 v26, s102, v26, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s104, v25
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v26, vcc_hi, v26, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s34, v25
	v_mul_lo_u32 v25, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[29:30], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v25, v30, s35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[25:26], v0
	v_add_f64 v[25:26], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	v_ldexp_f64 v[27:28], v[25:26], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v26, v28, s1
	v_cndmask_b32_e64 v27, v25, v27, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v30, s2, 0x95f62, v0
	v_add_co_ci_u32_e64 v31, null, 0, 0, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v30
	v_lshrrev_b64 v[30:31], 20, v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v28, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v73, s1
	v_cmp_neq_f64_e64 s1, 0, v[25:26]
	v_add_f64 v[27:28], v[27:28], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[79:80], v[27:28], 2.0
	v_div_scale_f64 v[81:82], null, v[79:80], v[79:80], v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[83:84], v[81:82]
	v_fma_f64 v[85:86], -v[81:82], v[83:84], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[83:84], v[83:84], v[85:86], v[83:84]
	v_fma_f64 v[85:86], -v[81:82], v[83:84], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[83:84], v[83:84], v[85:86], v[83:84]
	v_div_scale_f64 v[85:86], vcc_lo, v[27:28], v[79:80], v[27:28]
	v_mul_f64 v[87:88], v[85:86], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[81:82], -v[81:82], v[87:88], v[85:86]
	v_div_fmas_f64 v[81:82], v[81:82], v[83:84], v[87:88]
	v_add_co_u32 v0, vcc_lo, v30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v30, null, -1, v31, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[25:26]
	v_cvt_f64_i32_e32 v[30:31], v30
	v_div_fixup_f64 v[79:80], v[81:82], v[79:80], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[30:31], v[30:31], 32
	v_mul_f64 v[81:82], v[79:80], v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[83:84], v[81:82], v[81:82]
	v_mul_f64 v[85:86], v[83:84], s[42:43]
	v_mul_f64 v[87:88], v[83:84], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[85:86], v[85:86], s[44:45]
	v_add_f64 v[87:88], v[87:88], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[85:86], v[83:84], v[85:86]
	v_mul_f64 v[87:88], v[83:84], v[87:88]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[85:86], v[85:86], s[46:47]
	v_add_f64 v[87:88], v[87:88], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[85:86], v[83:84], v[85:86]
	v_mul_f64 v[83:84], v[83:84], v[87:88]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], s[48:49]
	v_mul_f64 v[81:82], v[81:82], v[85:86]
	v_cvt_f64_u32_e32 v[85:86], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[81:82], v[83:84], v[81:82]
	v_mul_f64 v[83:84], v[27:28], 0.5
	v_add_f64 v[30:31], v[30:31], v[85:86]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[83:84], v[27:28], v[83:84]
	v_add_f64 v[81:82], v[83:84], v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[79:80], v[79:80], v[81:82]
	v_mul_f64 v[81:82], v[30:31], s[50:51]
	v_mul_f64 v[30:31], v[30:31], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[79:80], v[81:82], v[79:80]
	v_add_f64 v[79:80], v[79:80], -v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[27:28], v[27:28], v[79:80]
	v_add_f64 v[27:28], v[30:31], v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[27:28], v[27:28], -2.0
	v_cndmask_b32_e32 v0, 0xfff00000, v28, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v25, 0, v27, vcc_lo
	v_cndmask_b32_e64 v26, 0x7ff00000, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[25:26]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[25:26], v[25:26], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[27:28], v[25:26]
	v_mul_f64 v[30:31], v[25:26], v[27:28]
	v_mul_f64 v[27:28], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[79:80], -v[27:28], v[30:31], 0.5
	v_fma_f64 v[30:31], v[30:31], v[79:80], v[30:31]
	v_fma_f64 v[27:28], v[27:28], v[79:80], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[79:80], -v[30:31], v[30:31], v[25:26]
	v_fma_f64 v[30:31], v[79:80], v[27:28], v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[79:80], -v[30:31], v[30:31], v[25:26]
	v_fma_f64 v[27:28], v[79:80], v[27:28], v[30:31]
	v_cvt_f64_u32_e32 v[29:30], v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[29:30], v[29:30], 0.5
	v_ldexp_f64 v[29:30], v[29:30], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[29:30], v[29:30], s[54:55]
	v_mul_f64 v[31:32], v[29:30], s[56:57]
	v_cmp_gt_f64_e64 s3, 0x413921fb, v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[31:32], 0x43380000, v[31:32]
	v_add_f64 v[79:80], 0xc3380000, v[31:32]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[81:82], v[79:80], s[58:59]
	v_mul_f64 v[83:84], v[79:80], s[62:63]
	v_mul_f64 v[89:90], v[79:80], s[66:67]
	v_add_f64 v[81:82], v[29:30], v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[81:82], v[83:84]
	v_add_f64 v[87:88], v[81:82], -v[85:86]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[91:92], v[85:86], v[89:90]
	v_add_f64 v[83:84], v[87:88], v[83:84]
	v_mul_f64 v[87:88], v[79:80], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[87:88], -v[83:84]
	v_add_f64 v[87:88], v[85:86], -v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v0, 20, v88
	v_mov_b32_e32 v88, v1
	v_and_b32_e32 v0, 0x7ff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v87, 49, v0
	v_bfe_u32 v0, v30, 20, 11
	global_load_b32 v30, v[17:18], off
	v_cmp_lt_u64_e64 s1, v[87:88], v[0:1]
	v_mul_f64 v[87:88], v[79:80], s[68:69]
	v_mul_f64 v[79:80], v[79:80], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v32, v85, v91, s1
	v_cndmask_b32_e64 v93, v86, v92, s1
	v_add_f64 v[85:86], v[85:86], -v[91:92]
	v_add_f64 v[85:86], v[85:86], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[87:88], -v[85:86]
	v_cndmask_b32_e64 v85, v83, v85, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v86, v84, v86, s1
	v_add_f64 v[83:84], v[81:82], -v[79:80]
	v_lshrrev_b32_e32 v83, 20, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v84, v1 :: v_dual_and_b32 v83, 0x7ff, v83
	v_add_nc_u32_e32 v83, 16, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_lt_u64_e64 s1, v[83:84], v[0:1]
	v_and_b32_e32 v0, 1, v31
	v_and_b32_e32 v31, 2, v31
	v_cndmask_b32_e64 v82, v82, v93, s1
	v_cndmask_b32_e64 v81, v81, v32, s1
	v_cndmask_b32_e64 v80, v80, v86, s1
	v_cndmask_b32_e64 v79, v79, v85, s1
	v_mov_b32_e32 v32, v1
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[83:84], v[81:82], -v[79:80]
	v_cmp_eq_u64_e64 s1, 0, v[31:32]
	v_cndmask_b32_e64 v32, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[25:26], 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[27:28], v[27:28], v32
	v_add_f64 v[81:82], v[81:82], -v[83:84]
	v_dual_cndmask_b32 v26, v28, v26 :: v_dual_cndmask_b32 v25, v27, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[81:82], -v[79:80]
	v_mul_f64 v[81:82], v[83:84], v[83:84]
	v_mul_f64 v[95:96], v[79:80], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[85:86], v[81:82], s[88:89]
	v_mul_f64 v[87:88], v[81:82], v[81:82]
	v_add_f64 v[85:86], v[85:86], s[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[89:90], v[81:82], v[87:88]
	v_mul_f64 v[87:88], v[87:88], v[87:88]
	v_mul_f64 v[85:86], v[89:90], v[85:86]
	v_mul_f64 v[89:90], v[81:82], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[91:92], -v[89:90], 1.0
	v_add_f64 v[93:94], -v[91:92], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], v[93:94], -v[89:90]
	v_mul_f64 v[93:94], v[81:82], s[76:77]
	v_add_f64 v[93:94], v[93:94], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[93:94], v[81:82], v[93:94]
	v_add_f64 v[93:94], v[93:94], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[87:88], v[87:88], v[93:94]
	v_mul_f64 v[93:94], v[81:82], s[82:83]
	v_add_f64 v[93:94], v[93:94], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[93:94], v[81:82], v[93:94]
	v_add_f64 v[93:94], v[93:94], s[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], v[93:94]
	v_mul_f64 v[93:94], v[81:82], s[70:71]
	v_add_f64 v[93:94], v[93:94], s[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[93:94], v[81:82], v[93:94]
	v_add_f64 v[93:94], v[93:94], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[93:94], v[81:82], v[93:94]
	v_add_f64 v[87:88], v[93:94], v[87:88]
	v_mul_f64 v[93:94], v[83:84], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[87:88], v[81:82], v[87:88]
	v_mul_f64 v[85:86], v[93:94], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[85:86], v[95:96], -v[85:86]
	v_mul_f64 v[95:96], v[83:84], v[79:80]
	v_mul_f64 v[81:82], v[81:82], v[85:86]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[87:88], v[87:88], -v[95:96]
	v_add_f64 v[79:80], v[81:82], -v[79:80]
	v_mul_f64 v[81:82], v[93:94], s[92:93]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[85:86], v[89:90], v[87:88]
	v_add_f64 v[79:80], v[79:80], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[91:92], v[85:86]
	v_add_f64 v[79:80], v[83:84], -v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v83, 0x80000000, v82
	v_cndmask_b32_e64 v31, v83, v82, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v29, 0x80000000, v80
	v_cndmask_b32_e64 v0, v79, v81, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v29, v80, v29, s1
	v_cndmask_b32_e64 v27, 0, v0, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v29, v29, v31, s2
	v_cndmask_b32_e64 v28, 0x7ff80000, v29, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[27:28], v[25:26]
	v_cvt_f32_f64_e32 v0, v[25:26]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v25, v38, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, v25, v25
	v_mul_f32_e32 v25, -0.5, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v46, v25
	v_dual_mul_f32 v25, s12, v25 :: v_dual_mul_f32 v0, v46, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v25, v38, v25
	v_mul_f32_e32 v0, v74, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v25
	v_mul_f32_e32 v79, v46, v0
	s_or_b32 exec_lo, exec_lo, s33
	v_mov_b32_e32 v80, v39
	s_and_saveexec_b32 s33, s9
	s_cbranch_execz .LBB4_58
.LBB4_78:
	v_xor_b32_e32 v0, s20, v54
	s_xor_b32 s1, s36, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s37
	s_mul_hi_u32 s2, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s2, v67
	v_xor3_b32 v28, s1, s95, v26
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor_b32_e32 v0, v27, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v29, v29, s96, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v29, 0
	v_xor3_b32 v0, s97, v27, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, v30, s99, v26
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[30:31], null, 0xcd9e8d57, v27, 0
	v_xor3_b32 v0, s98, v26, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, v31, s100, v25
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v27, 0
	v_xor3_b32 v0, s101, v26, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, v28, s103, v25
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v28
	v_xor3_b32 v26, s102, v26, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s104, v25
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v26, vcc_hi, v26, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s34, v25
	v_mul_lo_u32 v25, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[29:30], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v25, v30, s35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[25:26], v0
	v_add_f64 v[25:26], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	v_ldexp_f64 v[27:28], v[25:26], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v26, v28, s1
	v_cndmask_b32_e64 v27, v25, v27, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v30, s2, 0x95f62, v0
	v_add_co_ci_u32_e64 v31, null, 0, 0, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v30
	v_lshrrev_b64 v[30:31], 20, v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v28, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v73, s1
	v_cmp_neq_f64_e64 s1, 0, v[25:26]
	v_add_f64 v[27:28], v[27:28], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[27:28], 2.0
	v_div_scale_f64 v[82:83], null, v[80:81], v[80:81], v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[84:85], v[82:83]
	v_fma_f64 v[86:87], -v[82:83], v[84:85], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[84:85], v[84:85], v[86:87], v[84:85]
	v_fma_f64 v[86:87], -v[82:83], v[84:85], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[84:85], v[84:85], v[86:87], v[84:85]
	v_div_scale_f64 v[86:87], vcc_lo, v[27:28], v[80:81], v[27:28]
	v_mul_f64 v[88:89], v[86:87], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[82:83], -v[82:83], v[88:89], v[86:87]
	v_div_fmas_f64 v[82:83], v[82:83], v[84:85], v[88:89]
	v_add_co_u32 v0, vcc_lo, v30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v30, null, -1, v31, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[25:26]
	v_cvt_f64_i32_e32 v[30:31], v30
	v_div_fixup_f64 v[80:81], v[82:83], v[80:81], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[30:31], v[30:31], 32
	v_mul_f64 v[82:83], v[80:81], v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[84:85], v[82:83], v[82:83]
	v_mul_f64 v[86:87], v[84:85], s[42:43]
	v_mul_f64 v[88:89], v[84:85], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[86:87], v[86:87], s[44:45]
	v_add_f64 v[88:89], v[88:89], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[86:87], v[84:85], v[86:87]
	v_mul_f64 v[88:89], v[84:85], v[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[86:87], v[86:87], s[46:47]
	v_add_f64 v[88:89], v[88:89], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[86:87], v[84:85], v[86:87]
	v_mul_f64 v[84:85], v[84:85], v[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], s[48:49]
	v_mul_f64 v[82:83], v[82:83], v[86:87]
	v_cvt_f64_u32_e32 v[86:87], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[82:83], v[84:85], v[82:83]
	v_mul_f64 v[84:85], v[27:28], 0.5
	v_add_f64 v[30:31], v[30:31], v[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[84:85], v[27:28], v[84:85]
	v_add_f64 v[82:83], v[84:85], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[80:81], v[80:81], v[82:83]
	v_mul_f64 v[82:83], v[30:31], s[50:51]
	v_mul_f64 v[30:31], v[30:31], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[82:83], v[80:81]
	v_add_f64 v[80:81], v[80:81], -v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[27:28], v[27:28], v[80:81]
	v_add_f64 v[27:28], v[30:31], v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[27:28], v[27:28], -2.0
	v_cndmask_b32_e32 v0, 0xfff00000, v28, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v25, 0, v27, vcc_lo
	v_cndmask_b32_e64 v26, 0x7ff00000, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[25:26]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[25:26], v[25:26], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[27:28], v[25:26]
	v_mul_f64 v[30:31], v[25:26], v[27:28]
	v_mul_f64 v[27:28], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[80:81], -v[27:28], v[30:31], 0.5
	v_fma_f64 v[30:31], v[30:31], v[80:81], v[30:31]
	v_fma_f64 v[27:28], v[27:28], v[80:81], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[80:81], -v[30:31], v[30:31], v[25:26]
	v_fma_f64 v[30:31], v[80:81], v[27:28], v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[80:81], -v[30:31], v[30:31], v[25:26]
	v_fma_f64 v[27:28], v[80:81], v[27:28], v[30:31]
	v_cvt_f64_u32_e32 v[29:30], v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[29:30], v[29:30], 0.5
	v_ldexp_f64 v[29:30], v[29:30], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[29:30], v[29:30], s[54:55]
	v_mul_f64 v[31:32], v[29:30], s[56:57]
	v_cmp_gt_f64_e64 s3, 0x413921fb, v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[31:32], 0x43380000, v[31:32]
	v_add_f64 v[80:81], 0xc3380000, v[31:32]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[82:83], v[80:81], s[58:59]
	v_mul_f64 v[84:85], v[80:81], s[62:63]
	v_mul_f64 v[90:91], v[80:81], s[66:67]
	v_add_f64 v[82:83], v[29:30], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[82:83], v[84:85]
	v_add_f64 v[88:89], v[82:83], -v[86:87]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[92:93], v[86:87], v[90:91]
	v_add_f64 v[84:85], v[88:89], v[84:85]
	v_mul_f64 v[88:89], v[80:81], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[88:89], -v[84:85]
	v_add_f64 v[88:89], v[86:87], -v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v89
	v_dual_mov_b32 v89, v1 :: v_dual_and_b32 v0, 0x7ff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v88, 49, v0
	v_bfe_u32 v0, v30, 20, 11
	global_load_b32 v30, v[19:20], off
	v_cmp_lt_u64_e64 s1, v[88:89], v[0:1]
	v_mul_f64 v[88:89], v[80:81], s[68:69]
	v_mul_f64 v[80:81], v[80:81], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v32, v86, v92, s1
	v_cndmask_b32_e64 v94, v87, v93, s1
	v_add_f64 v[86:87], v[86:87], -v[92:93]
	v_add_f64 v[86:87], v[86:87], v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[88:89], -v[86:87]
	v_cndmask_b32_e64 v86, v84, v86, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v87, v85, v87, s1
	v_add_f64 v[84:85], v[82:83], -v[80:81]
	v_lshrrev_b32_e32 v84, 20, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v85, v1 :: v_dual_and_b32 v84, 0x7ff, v84
	v_add_nc_u32_e32 v84, 16, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_lt_u64_e64 s1, v[84:85], v[0:1]
	v_and_b32_e32 v0, 1, v31
	v_and_b32_e32 v31, 2, v31
	v_cndmask_b32_e64 v83, v83, v94, s1
	v_cndmask_b32_e64 v82, v82, v32, s1
	v_cndmask_b32_e64 v81, v81, v87, s1
	v_cndmask_b32_e64 v80, v80, v86, s1
	v_mov_b32_e32 v32, v1
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[84:85], v[82:83], -v[80:81]
	v_cmp_eq_u64_e64 s1, 0, v[31:32]
	v_cndmask_b32_e64 v32, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[25:26], 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[27:28], v[27:28], v32
	v_add_f64 v[82:83], v[82:83], -v[84:85]
	v_dual_cndmask_b32 v26, v28, v26 :: v_dual_cndmask_b32 v25, v27, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[82:83], -v[80:81]
	v_mul_f64 v[82:83], v[84:85], v[84:85]
	v_mul_f64 v[96:97], v[80:81], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[86:87], v[82:83], s[88:89]
	v_mul_f64 v[88:89], v[82:83], v[82:83]
	v_add_f64 v[86:87], v[86:87], s[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[90:91], v[82:83], v[88:89]
	v_mul_f64 v[88:89], v[88:89], v[88:89]
	v_mul_f64 v[86:87], v[90:91], v[86:87]
	v_mul_f64 v[90:91], v[82:83], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[92:93], -v[90:91], 1.0
	v_add_f64 v[94:95], -v[92:93], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], v[94:95], -v[90:91]
	v_mul_f64 v[94:95], v[82:83], s[76:77]
	v_add_f64 v[94:95], v[94:95], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[94:95], v[82:83], v[94:95]
	v_add_f64 v[94:95], v[94:95], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[88:89], v[88:89], v[94:95]
	v_mul_f64 v[94:95], v[82:83], s[82:83]
	v_add_f64 v[94:95], v[94:95], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[94:95], v[82:83], v[94:95]
	v_add_f64 v[94:95], v[94:95], s[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], v[94:95]
	v_mul_f64 v[94:95], v[82:83], s[70:71]
	v_add_f64 v[94:95], v[94:95], s[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[94:95], v[82:83], v[94:95]
	v_add_f64 v[94:95], v[94:95], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[94:95], v[82:83], v[94:95]
	v_add_f64 v[88:89], v[94:95], v[88:89]
	v_mul_f64 v[94:95], v[84:85], v[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[88:89], v[82:83], v[88:89]
	v_mul_f64 v[86:87], v[94:95], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[86:87], v[96:97], -v[86:87]
	v_mul_f64 v[96:97], v[84:85], v[80:81]
	v_mul_f64 v[82:83], v[82:83], v[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[88:89], v[88:89], -v[96:97]
	v_add_f64 v[80:81], v[82:83], -v[80:81]
	v_mul_f64 v[82:83], v[94:95], s[92:93]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[86:87], v[90:91], v[88:89]
	v_add_f64 v[80:81], v[80:81], v[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[92:93], v[86:87]
	v_add_f64 v[80:81], v[84:85], -v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v84, 0x80000000, v83
	v_cndmask_b32_e64 v31, v84, v83, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v29, 0x80000000, v81
	v_cndmask_b32_e64 v0, v80, v82, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v29, v81, v29, s1
	v_cndmask_b32_e64 v27, 0, v0, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v29, v29, v31, s2
	v_cndmask_b32_e64 v28, 0x7ff80000, v29, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[27:28], v[25:26]
	v_cvt_f32_f64_e32 v0, v[25:26]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v25, v39, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, v25, v25
	v_mul_f32_e32 v25, -0.5, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v47, v25
	v_dual_mul_f32 v25, s12, v25 :: v_dual_mul_f32 v0, v47, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v25, v39, v25 :: v_dual_mul_f32 v0, v74, v0
	v_add_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v80, v47, v0
	s_or_b32 exec_lo, exec_lo, s33
	v_mov_b32_e32 v27, v40
	s_and_saveexec_b32 s3, s10
	s_cbranch_execnz .LBB4_59
	s_branch .LBB4_60
.LBB4_79:
	global_load_b32 v0, v1, s[22:23]
	ds_load_b32 v25, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v25
	v_cndmask_b32_e64 v25, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v25, v25
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v25
	global_store_b32 v1, v0, s[22:23]
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB4_66
.LBB4_80:
	global_load_b32 v0, v[9:10], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v34, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v42, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v34, v0
	v_mul_f32_e32 v34, v42, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB4_67
.LBB4_81:
	global_load_b32 v0, v[11:12], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v35, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v43, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v35, v0
	v_mul_f32_e32 v35, v43, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB4_68
.LBB4_82:
	global_load_b32 v0, v[13:14], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v36, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v44, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v36, v0
	v_mul_f32_e32 v36, v44, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB4_69
.LBB4_83:
	global_load_b32 v0, v[15:16], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v37, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v45, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v37, v0
	v_mul_f32_e32 v37, v45, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB4_70
.LBB4_84:
	global_load_b32 v0, v[17:18], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v38, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v46, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v38, v0
	v_mul_f32_e32 v38, v46, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execz .LBB4_71
.LBB4_85:
	global_load_b32 v0, v[19:20], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v39, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v47, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v39, v0
	v_mul_f32_e32 v39, v47, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s10
	s_cbranch_execz .LBB4_72
.LBB4_86:
	global_load_b32 v0, v[21:22], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v40, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v48, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v40, v0
	v_mul_f32_e32 v40, v48, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB4_19
.LBB4_87:
	global_load_b32 v0, v[23:24], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v41, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v41, v0
	v_mul_f32_e32 v41, 0, v0
	s_branch .LBB4_19
.LBB4_88:
	v_readlane_b32 s14, v100, 0
	v_readlane_b32 s15, v100, 1
.LBB4_89:
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB4_99
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB4_100
.LBB4_91:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB4_101
.LBB4_92:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execnz .LBB4_102
.LBB4_93:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execnz .LBB4_103
.LBB4_94:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_cbranch_execnz .LBB4_104
.LBB4_95:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s10
	s_cbranch_execnz .LBB4_105
.LBB4_96:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB4_98
.LBB4_97:
	v_lshlrev_b32_e32 v0, 2, v8
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v41, s[14:15]
.LBB4_98:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.LBB4_99:
	s_waitcnt vmcnt(0)
	global_store_b32 v33, v34, s[14:15]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB4_91
.LBB4_100:
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v35, s[14:15]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB4_92
.LBB4_101:
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v36, s[14:15]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execz .LBB4_93
.LBB4_102:
	v_lshlrev_b32_e32 v0, 2, v4
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v37, s[14:15]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execz .LBB4_94
.LBB4_103:
	v_lshlrev_b32_e32 v0, 2, v5
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v38, s[14:15]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_cbranch_execz .LBB4_95
.LBB4_104:
	v_lshlrev_b32_e32 v0, 2, v6
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v39, s[14:15]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s10
	s_cbranch_execz .LBB4_96
.LBB4_105:
	v_lshlrev_b32_e32 v0, 2, v7
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v40, s[14:15]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB4_97
	s_branch .LBB4_98
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_bivector_pull_w8192
		.amdhsa_group_segment_fixed_size 32772
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
		.amdhsa_next_free_vgpr 101
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
.Lfunc_end4:
	.size	tessera_bivector_pull_w8192, .Lfunc_end4-tessera_bivector_pull_w8192

	.set tessera_bivector_pull_w8192.num_vgpr, 101
	.set tessera_bivector_pull_w8192.num_agpr, 0
	.set tessera_bivector_pull_w8192.numbered_sgpr, 105
	.set tessera_bivector_pull_w8192.num_named_barrier, 0
	.set tessera_bivector_pull_w8192.private_seg_size, 0
	.set tessera_bivector_pull_w8192.uses_vcc, 1
	.set tessera_bivector_pull_w8192.uses_flat_scratch, 0
	.set tessera_bivector_pull_w8192.has_dyn_sized_stack, 0
	.set tessera_bivector_pull_w8192.has_recursion, 0
	.set tessera_bivector_pull_w8192.has_indirect_call, 0
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
        .name:           status
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
    .group_segment_fixed_size: 1028
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 256
    .name:           tessera_bivector_pull_w256
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         tessera_bivector_pull_w256.kd
    .uses_dynamic_stack: false
    .vgpr_count:     47
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
        .name:           status
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
    .group_segment_fixed_size: 4100
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 1024
    .name:           tessera_bivector_pull_w1024
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         tessera_bivector_pull_w1024.kd
    .uses_dynamic_stack: false
    .vgpr_count:     47
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
        .name:           status
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
    .group_segment_fixed_size: 8196
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 1024
    .name:           tessera_bivector_pull_w2048
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         tessera_bivector_pull_w2048.kd
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
        .name:           status
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
    .group_segment_fixed_size: 16388
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 1024
    .name:           tessera_bivector_pull_w4096
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 2
    .symbol:         tessera_bivector_pull_w4096.kd
    .uses_dynamic_stack: false
    .vgpr_count:     76
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
        .name:           status
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
    .group_segment_fixed_size: 32772
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 1024
    .name:           tessera_bivector_pull_w8192
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 7
    .symbol:         tessera_bivector_pull_w8192.kd
    .uses_dynamic_stack: false
    .vgpr_count:     101
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1151
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
