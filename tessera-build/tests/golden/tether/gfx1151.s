	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 6
	.text
	.globl	tessera_tether_w4x64
	.p2align	8
	.type	tessera_tether_w4x64,@function
tessera_tether_w4x64:
	s_load_b256 s[8:15], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s3, s[14:15], 4
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB0_26
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
	s_cbranch_scc0 .LBB0_23
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v3, vcc_lo, v3, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v14, null, 0, v4, vcc_lo
	v_and_b32_e32 v0, 0xfc, v0
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v3, 0
	v_cmp_eq_u64_e64 s0, 0, v[1:2]
	v_add_co_u32 v3, vcc_lo, s10, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v5, 2, v0
	v_add_co_ci_u32_e64 v15, null, s11, v6, vcc_lo
	v_xor_b32_e32 v1, v13, v14
	v_lshl_or_b32 v4, v11, 2, 0x400
	v_add_co_u32 v2, vcc_lo, v3, v9
	v_add_co_ci_u32_e64 v3, null, 0, v15, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, s25, v1
	s_cmp_eq_u32 s19, 0
	v_mov_b32_e32 v1, 0
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u64 s[14:15], 0
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	s_cselect_b32 s80, -1, 0
	s_cmp_lg_u32 s18, 0
	s_mov_b32 s10, 0xd078c69f
	s_cselect_b32 s81, -1, 0
	s_add_u32 s1, s24, 0x9e3779b9
	s_add_u32 s5, s25, 0xbb67ae85
	v_xor_b32_e32 v11, s1, v14
	s_add_u32 s1, s24, 0x3c6ef372
	v_xor_b32_e32 v12, s5, v12
	v_xor_b32_e32 v13, s1, v13
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v14, v10
	v_or_b32_e32 v6, v5, v9
	s_or_b32 s23, s2, s3
	s_mov_b32 s18, 0x1d8e78af
	s_mov_b32 s28, 0x9997fa04
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
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v14
.LBB0_6:
	s_add_u32 s8, s8, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v14, v0
	s_addc_u32 s9, s9, 0
	s_mul_f32 s20, s21, s20
	s_cmp_eq_u64 s[8:9], s[12:13]
	s_cbranch_scc1 .LBB0_21
.LBB0_7:
	s_and_saveexec_b32 s1, s4
	v_mul_f32_e32 v0, v14, v14
	ds_store_b32 v6, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_14
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s80
	s_cbranch_vccnz .LBB0_13
	v_mov_b32_e32 v15, v5
	s_mov_b64 s[6:7], s[14:15]
.LBB0_12:
	ds_load_b32 v16, v15
	v_add_nc_u32_e32 v15, 4, v15
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v16
	s_cbranch_scc1 .LBB0_12
.LBB0_13:
	ds_store_b32 v4, v0
.LBB0_14:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s81
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB0_18
	v_mov_b32_e32 v0, v14
	s_and_saveexec_b32 s7, s82
	s_cbranch_execz .LBB0_17
	s_mul_f32 s95, s22, s20
	global_load_b32 v46, v[2:3], off
	s_cmp_gt_f32 s95, 0
	s_mul_f32 s5, s95, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s95, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v45, s5
	s_cselect_b32 s5, -1, 0
	s_add_u32 s6, s8, s26
	s_addc_u32 s96, s9, s27
	s_mul_i32 s97, s96, 0xcd9e8d57
	s_mul_hi_u32 s96, s96, 0xcd9e8d57
	v_xor_b32_e32 v0, s97, v11
	s_xor_b32 s96, s24, s96
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s6, s96, s6
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s96, s6, 0xd2511f53
	s_mul_i32 s6, s6, 0xd2511f53
	v_xor_b32_e32 v0, s96, v12
	v_xor3_b32 v18, s6, s83, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v18, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v17, v13
	v_xor3_b32 v19, v19, s84, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s85, v17, v15
	v_xor3_b32 v17, v20, s87, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s86, v16, v18
	v_xor3_b32 v17, v21, s88, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s89, v16, v19
	v_xor3_b32 v18, v18, s91, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v16, s90, v16, v20
	v_xor3_b32 v0, v0, s92, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v16, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v16, s93, v16, v17
	v_xor3_b32 v0, v0, s25, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v17, 0xcd9e8d57, v16
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s94, v16, v17
	v_cvt_f64_u32_e32 v[16:17], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], v[16:17], 0.5
	v_ldexp_f64 v[16:17], v[16:17], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v17
	v_and_b32_e32 v17, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v17, 0x3fe6a09e, v17
	v_add_co_u32 v0, s6, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], v[16:17], -1.0
	v_add_f64 v[18:19], v[16:17], 2.0
	v_mul_f64 v[37:38], v[16:17], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[20:21], null, v[18:19], v[18:19], v[16:17]
	v_div_scale_f64 v[26:27], vcc_lo, v[16:17], v[18:19], v[16:17]
	v_mul_f64 v[37:38], v[16:17], v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[22:23], v[20:21]
	v_fma_f64 v[24:25], -v[20:21], v[22:23], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[22:23], v[22:23], v[24:25], v[22:23]
	v_fma_f64 v[24:25], -v[20:21], v[22:23], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[22:23], v[22:23], v[24:25], v[22:23]
	v_mul_f64 v[24:25], v[26:27], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[20:21], -v[20:21], v[24:25], v[26:27]
	v_div_fmas_f64 v[20:21], v[20:21], v[22:23], v[24:25]
	v_cvt_f64_u32_e32 v[22:23], v15
	v_add_co_ci_u32_e64 v15, null, 0, -1, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[35:36], v15
	v_div_fixup_f64 v[18:19], v[20:21], v[18:19], v[16:17]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[22:23], v[22:23], 0.5
	v_ldexp_f64 v[35:36], v[35:36], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[20:21], v[18:19], v[18:19]
	v_ldexp_f64 v[22:23], v[22:23], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[24:25], v[20:21], v[20:21]
	v_mul_f64 v[22:23], v[22:23], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[24:25], s[30:31]
	v_mul_f64 v[28:29], v[24:25], s[10:11]
	v_mul_f64 v[30:31], v[22:23], s[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[26:27], v[26:27], s[34:35]
	v_add_f64 v[28:29], v[28:29], s[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], 0x43380000, v[30:31]
	v_mul_f64 v[26:27], v[24:25], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[24:25], v[28:29]
	v_add_f64 v[31:32], 0xc3380000, v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[26:27], v[26:27], s[36:37]
	v_add_f64 v[28:29], v[28:29], s[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[31:32], s[48:49]
	v_mul_f64 v[26:27], v[24:25], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[24:25], v[24:25], v[28:29]
	v_add_f64 v[28:29], v[22:23], v[33:34]
	v_cvt_f64_u32_e32 v[33:34], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[26:27], s[38:39]
	v_add_f64 v[33:34], v[35:36], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[20:21], v[20:21], v[26:27]
	v_mul_f64 v[26:27], v[31:32], s[52:53]
	v_mul_f64 v[39:40], v[33:34], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[20:21], v[24:25], v[20:21]
	v_add_f64 v[24:25], v[28:29], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[37:38], v[20:21]
	v_add_f64 v[35:36], v[28:29], -v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[18:19], v[18:19], v[20:21]
	v_mul_f64 v[20:21], v[31:32], s[50:51]
	v_mul_f64 v[31:32], v[31:32], s[54:55]
	v_add_f64 v[26:27], v[35:36], v[26:27]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[18:19], v[39:40], v[18:19]
	v_add_f64 v[35:36], v[28:29], -v[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[26:27], v[31:32], -v[26:27]
	v_mov_b32_e32 v32, v1
	v_add_f64 v[18:19], v[18:19], -v[37:38]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v36
	v_and_b32_e32 v15, 0x7ff, v0
	v_bfe_u32 v0, v23, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v31, 16, v15
	v_cmp_lt_u64_e32 vcc_lo, v[31:32], v[0:1]
	v_dual_cndmask_b32 v21, v21, v27 :: v_dual_cndmask_b32 v20, v20, v26
	v_mul_f64 v[26:27], v[33:34], s[42:43]
	v_dual_cndmask_b32 v23, v29, v25 :: v_dual_cndmask_b32 v22, v28, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[22:23], -v[20:21]
	v_add_f64 v[15:16], v[16:17], v[18:19]
	v_mul_f64 v[17:18], v[24:25], v[24:25]
	v_add_f64 v[22:23], v[22:23], -v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[15:16], v[26:27], v[15:16]
	v_mul_f64 v[26:27], v[17:18], s[68:69]
	v_mul_f64 v[28:29], v[17:18], s[56:57]
	v_mul_f64 v[31:32], v[17:18], s[62:63]
	v_mul_f64 v[33:34], v[17:18], s[74:75]
	v_mul_f64 v[35:36], v[17:18], v[17:18]
	v_add_f64 v[19:20], v[22:23], -v[20:21]
	v_mul_f64 v[41:42], v[17:18], 0.5
	v_mul_f64 v[15:16], v[15:16], -2.0
	v_and_b32_e32 v23, 2, v30
	v_add_f64 v[26:27], v[26:27], s[70:71]
	v_add_f64 v[28:29], v[28:29], s[58:59]
	v_add_f64 v[31:32], v[31:32], s[64:65]
	v_add_f64 v[33:34], v[33:34], s[76:77]
	v_mul_f64 v[37:38], v[17:18], v[35:36]
	v_mul_f64 v[21:22], v[35:36], v[35:36]
	v_mul_f64 v[35:36], v[24:25], v[17:18]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[15:16]
	v_add_f64 v[43:44], -v[41:42], 1.0
	v_mul_f64 v[26:27], v[17:18], v[26:27]
	v_mul_f64 v[28:29], v[17:18], v[28:29]
	v_mul_f64 v[31:32], v[17:18], v[31:32]
	v_mul_f64 v[33:34], v[37:38], v[33:34]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[15:16], v[15:16], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[26:27], v[26:27], s[72:73]
	v_add_f64 v[28:29], v[28:29], s[60:61]
	v_add_f64 v[31:32], v[31:32], s[66:67]
	v_rsq_f64_e32 v[39:40], v[15:16]
	v_cmp_class_f64_e64 vcc_lo, v[15:16], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[26:27], v[33:34], v[26:27]
	v_mul_f64 v[28:29], v[17:18], v[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[21:22], v[21:22], v[31:32]
	v_mul_f64 v[31:32], v[19:20], 0.5
	v_mul_f64 v[37:38], v[15:16], v[39:40]
	v_mul_f64 v[39:40], v[39:40], 0.5
	v_mul_f64 v[26:27], v[35:36], v[26:27]
	v_add_f64 v[21:22], v[28:29], v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[33:34], -v[39:40], v[37:38], 0.5
	v_add_f64 v[26:27], v[31:32], -v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[21:22], v[17:18], v[21:22]
	v_fma_f64 v[37:38], v[37:38], v[33:34], v[37:38]
	v_fma_f64 v[28:29], v[39:40], v[33:34], v[39:40]
	v_mul_f64 v[33:34], v[24:25], v[19:20]
	v_add_f64 v[39:40], -v[43:44], 1.0
	v_mul_f64 v[17:18], v[17:18], v[26:27]
	v_fma_f64 v[31:32], -v[37:38], v[37:38], v[15:16]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[21:22], -v[33:34]
	v_mul_f64 v[33:34], v[35:36], s[78:79]
	v_add_f64 v[17:18], v[17:18], -v[19:20]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[26:27], v[31:32], v[28:29], v[37:38]
	v_add_f64 v[31:32], v[39:40], -v[41:42]
	v_add_f64 v[17:18], v[17:18], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[19:20], -v[26:27], v[26:27], v[15:16]
	v_add_f64 v[21:22], v[31:32], v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], v[24:25], -v[17:18]
	v_mov_b32_e32 v24, v1
	v_cmp_eq_u64_e64 s6, 0, v[23:24]
	v_fma_f64 v[19:20], v[19:20], v[28:29], v[26:27]
	v_add_f64 v[21:22], v[43:44], v[21:22]
	v_xor_b32_e32 v23, 0x80000000, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v18, v18, v23, s6
	v_ldexp_f64 v[19:20], v[19:20], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v25, 0x80000000, v22
	v_and_b32_e32 v0, 1, v30
	v_cndmask_b32_e64 v22, v25, v22, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s6, 0, v[0:1]
	v_cndmask_b32_e64 v0, s95, v45, s5
	v_cndmask_b32_e64 v18, v18, v22, s6
	v_cndmask_b32_e64 v17, v17, v21, s6
	v_dual_cndmask_b32 v16, v20, v16 :: v_dual_cndmask_b32 v15, v19, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[15:16], v[17:18], v[15:16]
	ds_load_b32 v18, v4
	v_sqrt_f32_e32 v17, v0
	v_add_nc_u32_e32 v19, -1, v17
	v_add_nc_u32_e32 v20, 1, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v22, 0x80000000, v20
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v18, -4.0, v18
	v_xor_b32_e32 v21, 0x80000000, v19
	v_fma_f32 v21, v21, v17, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e32 vcc_lo, 0, v21
	v_cvt_f32_f64_e32 v15, v[15:16]
	v_fma_f32 v16, v22, v17, v0
	v_cndmask_b32_e32 v17, v17, v19, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v16, v17, v20, vcc_lo
	v_add_f32_e32 v20, v14, v14
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_mul_f32_e32 v19, 0x37800000, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v16, v16, v19, s5
	v_add_f32_e32 v17, v18, v18
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v18, v14, v46
	v_dual_cndmask_b32 v0, v16, v0 :: v_dual_mul_f32 v17, 0x3c23d70a, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v18, v18, v18
	v_cndmask_b32_e64 v0, 0, v0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v17, v20, v17 :: v_dual_mul_f32 v18, 0.5, v18
	v_cndmask_b32_e64 v0, v0, s17, s33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v16, v17, v18
	v_mul_f32_e32 v0, v0, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, s16, v16
	v_sub_f32_e32 v16, v14, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v16
	v_and_b32_e32 v15, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v15
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB0_17:
	s_or_b32 exec_lo, exec_lo, s7
	s_cbranch_execnz .LBB0_6
	s_branch .LBB0_19
.LBB0_18:
.LBB0_19:
	s_and_saveexec_b32 s1, s82
	s_cbranch_execz .LBB0_5
	global_load_b32 v0, v[2:3], off
	ds_load_b32 v15, v4
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v16, v14, v14 :: v_dual_add_f32 v15, -4.0, v15
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v14, v0 :: v_dual_add_f32 v15, v15, v15
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v15, 0x3c23d70a, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v15, v16, v15
	v_add_f32_e32 v0, v15, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v0, v14, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v14, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v14
	v_cndmask_b32_e32 v14, 0x7fc00000, v0, vcc_lo
	s_branch .LBB0_5
.LBB0_21:
	s_branch .LBB0_24
.LBB0_22:
	s_or_b32 s0, s2, s3
	s_and_not1_b32 s1, s23, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s23, s1, s0
	s_xor_b32 s0, s23, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB0_25
	s_branch .LBB0_26
.LBB0_23:
	s_cbranch_execnz .LBB0_22
.LBB0_24:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v10, v0
	s_xor_b32 s0, s23, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB0_26
.LBB0_25:
	v_add_co_u32 v0, vcc_lo, v7, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v8, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v10, off
.LBB0_26:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_w4x64
		.amdhsa_group_segment_fixed_size 1280
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
		.amdhsa_next_free_vgpr 47
		.amdhsa_next_free_sgpr 98
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
		.amdhsa_inst_pref_size 28
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
	.size	tessera_tether_w4x64, .Lfunc_end0-tessera_tether_w4x64

	.set tessera_tether_w4x64.num_vgpr, 47
	.set tessera_tether_w4x64.num_agpr, 0
	.set tessera_tether_w4x64.numbered_sgpr, 98
	.set tessera_tether_w4x64.num_named_barrier, 0
	.set tessera_tether_w4x64.private_seg_size, 0
	.set tessera_tether_w4x64.uses_vcc, 1
	.set tessera_tether_w4x64.uses_flat_scratch, 0
	.set tessera_tether_w4x64.has_dyn_sized_stack, 0
	.set tessera_tether_w4x64.has_recursion, 0
	.set tessera_tether_w4x64.has_indirect_call, 0
	.globl	tessera_tether_w32x8
	.p2align	8
	.type	tessera_tether_w32x8,@function
tessera_tether_w32x8:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s3, s[22:23], 32
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB1_32
	v_lshrrev_b32_e32 v11, 5, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_lshl_b64 s[2:3], s[2:3], 3
	s_add_u32 s4, s20, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v11
	s_addc_u32 s5, s21, -1
	v_cmp_le_u64_e64 s2, s[20:21], v[1:2]
	v_mov_b32_e32 v2, s5
	s_load_b64 s[20:21], s[0:1], 0x20
	v_cndmask_b32_e64 v1, v1, s4, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, s3, v2, s2
	v_mul_lo_u32 v5, v1, s23
	v_mad_u64_u32 v[3:4], null, v1, s22, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v1, v2, s22
	v_mov_b32_e32 v2, 0
	v_add3_u32 v4, v4, v5, v1
	v_and_b32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[5:6], 2, v[3:4]
	v_cmp_le_u64_e64 s3, s[22:23], v[1:2]
	v_cmp_gt_u64_e64 s4, s[22:23], v[1:2]
	v_lshlrev_b32_e32 v9, 2, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v7, vcc_lo, s16, v5
	v_add_co_ci_u32_e64 v8, null, s17, v6, vcc_lo
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB1_3
	v_add_co_u32 v12, vcc_lo, v7, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v8, vcc_lo
	global_load_b32 v10, v[12:13], off
.LBB1_3:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[20:21], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc0 .LBB1_29
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v3, vcc_lo, v3, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v14, null, 0, v4, vcc_lo
	v_cmp_eq_u64_e64 s0, 0, v[1:2]
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v3, 0
	v_and_b32_e32 v1, 0xe0, v0
	v_add_co_u32 v3, vcc_lo, s18, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v15, null, s19, v6, vcc_lo
	v_lshlrev_b32_e32 v5, 2, v1
	v_xor_b32_e32 v2, v13, v14
	v_lshl_or_b32 v4, v11, 2, 0x400
	s_mov_b32 s29, 0
	v_cmp_gt_u64_e64 s98, s[22:23], 7
	v_or_b32_e32 v6, v5, v9
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_xor_b32_e32 v1, s25, v2
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u64 s[22:23], 0
	v_add_co_u32 v2, vcc_lo, v3, v9
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v1, 0
	s_cselect_b32 s82, -1, 0
	s_cmp_lg_u32 s10, 0
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v0, 2, v0
	s_cselect_b32 s83, -1, 0
	s_add_u32 s1, s24, 0x9e3779b9
	s_or_b32 s15, s2, s3
	s_add_u32 s5, s25, 0xbb67ae85
	v_xor_b32_e32 v11, s1, v14
	s_add_u32 s1, s24, 0x3c6ef372
	s_and_b32 s28, s22, 7
	s_xor_b32 s84, s15, -1
	v_add_co_ci_u32_e64 v3, null, 0, v15, vcc_lo
	s_add_u32 s85, s25, 0x76cf5d0a
	s_add_u32 s86, s24, 0xdaa66d2b
	s_add_u32 s87, s25, 0x32370b8f
	s_add_u32 s88, s24, 0x78dde6e4
	s_add_u32 s89, s25, 0xed9eba14
	s_add_u32 s90, s24, 0x1715609d
	s_add_u32 s91, s25, 0xa9066899
	s_add_u32 s92, s24, 0xb54cda56
	s_add_u32 s93, s25, 0x646e171e
	s_add_u32 s94, s24, 0x5384540f
	s_add_u32 s95, s25, 0x1fd5c5a3
	s_add_u32 s25, s25, 0xdb3d7428
	s_add_i32 s96, s24, 0x8ff34781
	s_and_b32 s10, s22, 56
	v_xor_b32_e32 v12, s5, v12
	v_xor_b32_e32 v13, s1, v13
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v15, v10 :: v_dual_and_b32 v14, 0x380, v0
	s_cmp_lg_u64 s[28:29], 0
	s_mov_b32 s18, 0xd078c69f
	s_mov_b32 s22, 0x1d8e78af
	s_mov_b32 s30, 0x9997fa04
	s_mov_b32 s34, 0xdf3e5244
	s_mov_b32 s36, 0x96cb03de
	s_mov_b32 s38, 0x94229359
	s_mov_b32 s40, 0x55555593
	s_mov_b32 s42, 0x35793c76
	s_mov_b32 s44, 0xfee00000
	s_mov_b32 s46, 0x54442d18
	s_mov_b32 s48, 0x6dc9c883
	s_mov_b32 s50, 0x54400000
	s_mov_b32 s52, 0x1a626331
	s_mov_b32 s54, 0x1a600000
	s_mov_b32 s56, 0x2e037073
	s_mov_b32 s58, 0x19cb1590
	s_mov_b32 s60, 0x16c15177
	s_mov_b32 s62, 0x5555554c
	s_mov_b32 s64, 0xbe8838d4
	s_mov_b32 s66, 0xbdb4b1c4
	s_mov_b32 s68, 0x809c52ad
	s_mov_b32 s70, 0x57b1fe7d
	s_mov_b32 s72, 0x19c161d5
	s_mov_b32 s74, 0x1110f8a6
	s_mov_b32 s76, 0x5acfd57c
	s_mov_b32 s78, 0x8a2b9ceb
	s_mov_b32 s80, 0x55555549
	s_mov_b32 s11, s29
	s_cselect_b32 s97, -1, 0
	s_mov_b32 s19, 0x3fc39a09
	s_mov_b32 s23, 0x3fcc71c5
	s_mov_b32 s31, 0x3fd99999
	s_mov_b32 s35, 0x3fc2f112
	s_mov_b32 s37, 0x3fc74664
	s_mov_b32 s39, 0x3fd24924
	s_mov_b32 s41, 0x3fe55555
	s_mov_b32 s43, 0x3dea39ef
	s_mov_b32 s45, 0x3fe62e42
	s_mov_b32 s47, 0x401921fb
	s_mov_b32 s49, 0x3fe45f30
	s_mov_b32 s51, 0xbff921fb
	s_mov_b32 s53, 0x3dd0b461
	s_mov_b32 s55, 0xbdd0b461
	s_mov_b32 s57, 0x3ba3198a
	s_mov_b32 s59, 0x3efa01a0
	s_mov_b32 s61, 0xbf56c16c
	s_mov_b32 s63, 0x3fa55555
	s_mov_b32 s65, 0xbda8fae9
	s_mov_b32 s67, 0x3e21ee9e
	s_mov_b32 s69, 0xbe927e4f
	s_mov_b32 s71, 0x3ec71de3
	s_mov_b32 s73, 0xbf2a01a0
	s_mov_b32 s75, 0x3f811111
	s_mov_b32 s77, 0x3de5d93a
	s_mov_b32 s79, 0xbe5ae5e6
	s_mov_b32 s81, 0x3fc55555
	s_branch .LBB1_7
.LBB1_5:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v15
.LBB1_6:
	s_add_u32 s16, s16, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v15, v0
	s_addc_u32 s17, s17, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[16:17], s[20:21]
	s_cbranch_scc1 .LBB1_27
.LBB1_7:
	s_and_saveexec_b32 s1, s4
	v_mul_f32_e32 v0, v15, v15
	ds_store_b32 v6, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB1_19
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s82
	s_cbranch_vccnz .LBB1_18
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB1_15
	v_mov_b32_e32 v16, v5
	s_mov_b64 s[6:7], 0
	.p2align	6
.LBB1_13:
	ds_load_2addr_b32 v[17:18], v16 offset1:1
	ds_load_2addr_b32 v[19:20], v16 offset0:2 offset1:3
	ds_load_2addr_b32 v[21:22], v16 offset0:4 offset1:5
	ds_load_2addr_b32 v[23:24], v16 offset0:6 offset1:7
	s_add_u32 s6, s6, 8
	v_add_nc_u32_e32 v16, 32, v16
	s_addc_u32 s7, s7, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_cmp_lg_u64 s[10:11], s[6:7]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v17
	v_add_f32_e32 v0, v0, v18
	s_waitcnt lgkmcnt(2)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v19
	v_add_f32_e32 v0, v0, v20
	s_waitcnt lgkmcnt(1)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v21
	v_add_f32_e32 v0, v0, v22
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v23
	v_add_f32_e32 v0, v0, v24
	s_cbranch_scc1 .LBB1_13
	s_mov_b64 s[6:7], s[10:11]
	s_mov_b32 s5, s97
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s5
	s_cbranch_vccnz .LBB1_16
	s_branch .LBB1_18
.LBB1_15:
	s_mov_b64 s[6:7], 0
	s_cbranch_execz .LBB1_18
.LBB1_16:
	v_lshl_add_u32 v16, s6, 2, v14
	s_mov_b64 s[6:7], s[28:29]
.LBB1_17:
	ds_load_b32 v17, v16
	v_add_nc_u32_e32 v16, 4, v16
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v17
	s_cbranch_scc1 .LBB1_17
.LBB1_18:
	ds_store_b32 v4, v0
.LBB1_19:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s83
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB1_24
	v_mov_b32_e32 v0, v15
	s_and_saveexec_b32 s7, s84
	s_cbranch_execz .LBB1_23
	s_mul_f32 s99, s14, s12
	global_load_b32 v47, v[2:3], off
	s_cmp_gt_f32 s99, 0
	s_mul_f32 s5, s99, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s99, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v46, s5
	s_cselect_b32 s5, -1, 0
	s_add_u32 s6, s16, s26
	s_addc_u32 s100, s17, s27
	s_mul_i32 s101, s100, 0xcd9e8d57
	s_mul_hi_u32 s100, s100, 0xcd9e8d57
	v_xor_b32_e32 v0, s101, v11
	s_xor_b32 s100, s24, s100
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s6, s100, s6
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s100, s6, 0xd2511f53
	s_mul_i32 s6, s6, 0xd2511f53
	v_xor_b32_e32 v0, s100, v12
	v_xor3_b32 v19, s6, s85, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v18, v13
	v_xor3_b32 v20, v20, s86, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v20, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s87, v18, v16
	v_xor3_b32 v18, v21, s89, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v18, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s88, v17, v19
	v_xor3_b32 v18, v22, s90, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v18, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s91, v17, v20
	v_xor3_b32 v19, v19, s93, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, s92, v17, v21
	v_xor3_b32 v0, v0, s94, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v17, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, s95, v17, v18
	v_xor3_b32 v0, v0, s25, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v18, 0xcd9e8d57, v17
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s96, v17, v18
	v_cvt_f64_u32_e32 v[17:18], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], v[17:18], 0.5
	v_ldexp_f64 v[17:18], v[17:18], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v18
	v_and_b32_e32 v18, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v18, 0x3fe6a09e, v18
	v_add_co_u32 v0, s6, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], v[17:18], -1.0
	v_add_f64 v[19:20], v[17:18], 2.0
	v_mul_f64 v[38:39], v[17:18], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[21:22], null, v[19:20], v[19:20], v[17:18]
	v_div_scale_f64 v[27:28], vcc_lo, v[17:18], v[19:20], v[17:18]
	v_mul_f64 v[38:39], v[17:18], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
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
	v_cvt_f64_u32_e32 v[23:24], v16
	v_add_co_ci_u32_e64 v16, null, 0, -1, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[36:37], v16
	v_div_fixup_f64 v[19:20], v[21:22], v[19:20], v[17:18]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[23:24], 0.5
	v_ldexp_f64 v[36:37], v[36:37], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[21:22], v[19:20], v[19:20]
	v_ldexp_f64 v[23:24], v[23:24], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[25:26], v[21:22], v[21:22]
	v_mul_f64 v[23:24], v[23:24], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[25:26], s[34:35]
	v_mul_f64 v[29:30], v[25:26], s[18:19]
	v_mul_f64 v[31:32], v[23:24], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[27:28], s[36:37]
	v_add_f64 v[29:30], v[29:30], s[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], 0x43380000, v[31:32]
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	v_add_f64 v[32:33], 0xc3380000, v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[27:28], s[38:39]
	v_add_f64 v[29:30], v[29:30], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[32:33], s[50:51]
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[25:26], v[25:26], v[29:30]
	v_add_f64 v[29:30], v[23:24], v[34:35]
	v_cvt_f64_u32_e32 v[34:35], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[40:41]
	v_add_f64 v[34:35], v[36:37], v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[21:22], v[21:22], v[27:28]
	v_mul_f64 v[27:28], v[32:33], s[54:55]
	v_mul_f64 v[40:41], v[34:35], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[21:22], v[25:26], v[21:22]
	v_add_f64 v[25:26], v[29:30], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[38:39], v[21:22]
	v_add_f64 v[36:37], v[29:30], -v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[19:20], v[19:20], v[21:22]
	v_mul_f64 v[21:22], v[32:33], s[52:53]
	v_mul_f64 v[32:33], v[32:33], s[56:57]
	v_add_f64 v[27:28], v[36:37], v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[19:20], v[40:41], v[19:20]
	v_add_f64 v[36:37], v[29:30], -v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[27:28], v[32:33], -v[27:28]
	v_mov_b32_e32 v33, v1
	v_add_f64 v[19:20], v[19:20], -v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v37
	v_and_b32_e32 v16, 0x7ff, v0
	v_bfe_u32 v0, v24, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v32, 16, v16
	v_cmp_lt_u64_e32 vcc_lo, v[32:33], v[0:1]
	v_dual_cndmask_b32 v22, v22, v28 :: v_dual_cndmask_b32 v21, v21, v27
	v_mul_f64 v[27:28], v[34:35], s[44:45]
	v_dual_cndmask_b32 v24, v30, v26 :: v_dual_cndmask_b32 v23, v29, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[23:24], -v[21:22]
	v_add_f64 v[16:17], v[17:18], v[19:20]
	v_mul_f64 v[18:19], v[25:26], v[25:26]
	v_add_f64 v[23:24], v[23:24], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[16:17], v[27:28], v[16:17]
	v_mul_f64 v[27:28], v[18:19], s[70:71]
	v_mul_f64 v[29:30], v[18:19], s[58:59]
	v_mul_f64 v[32:33], v[18:19], s[64:65]
	v_mul_f64 v[34:35], v[18:19], s[76:77]
	v_mul_f64 v[36:37], v[18:19], v[18:19]
	v_add_f64 v[20:21], v[23:24], -v[21:22]
	v_mul_f64 v[42:43], v[18:19], 0.5
	v_mul_f64 v[16:17], v[16:17], -2.0
	v_and_b32_e32 v24, 2, v31
	v_add_f64 v[27:28], v[27:28], s[72:73]
	v_add_f64 v[29:30], v[29:30], s[60:61]
	v_add_f64 v[32:33], v[32:33], s[66:67]
	v_add_f64 v[34:35], v[34:35], s[78:79]
	v_mul_f64 v[38:39], v[18:19], v[36:37]
	v_mul_f64 v[22:23], v[36:37], v[36:37]
	v_mul_f64 v[36:37], v[25:26], v[18:19]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[16:17]
	v_add_f64 v[44:45], -v[42:43], 1.0
	v_mul_f64 v[27:28], v[18:19], v[27:28]
	v_mul_f64 v[29:30], v[18:19], v[29:30]
	v_mul_f64 v[32:33], v[18:19], v[32:33]
	v_mul_f64 v[34:35], v[38:39], v[34:35]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[16:17], v[16:17], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[27:28], v[27:28], s[74:75]
	v_add_f64 v[29:30], v[29:30], s[62:63]
	v_add_f64 v[32:33], v[32:33], s[68:69]
	v_rsq_f64_e32 v[40:41], v[16:17]
	v_cmp_class_f64_e64 vcc_lo, v[16:17], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[27:28], v[34:35], v[27:28]
	v_mul_f64 v[29:30], v[18:19], v[29:30]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[22:23], v[22:23], v[32:33]
	v_mul_f64 v[32:33], v[20:21], 0.5
	v_mul_f64 v[38:39], v[16:17], v[40:41]
	v_mul_f64 v[40:41], v[40:41], 0.5
	v_mul_f64 v[27:28], v[36:37], v[27:28]
	v_add_f64 v[22:23], v[29:30], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[34:35], -v[40:41], v[38:39], 0.5
	v_add_f64 v[27:28], v[32:33], -v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[18:19], v[22:23]
	v_fma_f64 v[38:39], v[38:39], v[34:35], v[38:39]
	v_fma_f64 v[29:30], v[40:41], v[34:35], v[40:41]
	v_mul_f64 v[34:35], v[25:26], v[20:21]
	v_add_f64 v[40:41], -v[44:45], 1.0
	v_mul_f64 v[18:19], v[18:19], v[27:28]
	v_fma_f64 v[32:33], -v[38:39], v[38:39], v[16:17]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[22:23], -v[34:35]
	v_mul_f64 v[34:35], v[36:37], s[80:81]
	v_add_f64 v[18:19], v[18:19], -v[20:21]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[27:28], v[32:33], v[29:30], v[38:39]
	v_add_f64 v[32:33], v[40:41], -v[42:43]
	v_add_f64 v[18:19], v[18:19], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[20:21], -v[27:28], v[27:28], v[16:17]
	v_add_f64 v[22:23], v[32:33], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[25:26], -v[18:19]
	v_mov_b32_e32 v25, v1
	v_cmp_eq_u64_e64 s6, 0, v[24:25]
	v_fma_f64 v[20:21], v[20:21], v[29:30], v[27:28]
	v_add_f64 v[22:23], v[44:45], v[22:23]
	v_xor_b32_e32 v24, 0x80000000, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v19, v19, v24, s6
	v_ldexp_f64 v[20:21], v[20:21], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v26, 0x80000000, v23
	v_and_b32_e32 v0, 1, v31
	v_cndmask_b32_e64 v23, v26, v23, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s6, 0, v[0:1]
	v_cndmask_b32_e64 v0, s99, v46, s5
	v_cndmask_b32_e64 v19, v19, v23, s6
	v_cndmask_b32_e64 v18, v18, v22, s6
	v_dual_cndmask_b32 v17, v21, v17 :: v_dual_cndmask_b32 v16, v20, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mul_f64 v[16:17], v[18:19], v[16:17]
	v_sqrt_f32_e32 v18, v0
	ds_load_b32 v19, v4
	v_add_nc_u32_e32 v20, -1, v18
	v_add_nc_u32_e32 v21, 1, v18
	v_xor_b32_e32 v22, 0x80000000, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v23, 0x80000000, v21
	v_fma_f32 v22, v22, v18, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v19, -4.0, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e32 vcc_lo, 0, v22
	v_cvt_f32_f64_e32 v16, v[16:17]
	v_fma_f32 v17, v23, v18, v0
	v_cndmask_b32_e32 v18, v18, v20, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v17, v18, v21 :: v_dual_add_f32 v18, v19, v19
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v19, v15, v47
	v_add_f32_e32 v21, v15, v15
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_dual_mul_f32 v18, 0x3c23d70a, v18 :: v_dual_add_f32 v19, v19, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v18, v21, v18 :: v_dual_mul_f32 v19, 0.5, v19
	v_mul_f32_e32 v20, 0x37800000, v17
	v_cndmask_b32_e64 v17, v17, v20, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v0, v17, v0 :: v_dual_add_f32 v17, v18, v19
	v_cndmask_b32_e64 v0, 0, v0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v17, s8, v17
	v_cndmask_b32_e64 v0, v0, s9, s33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v17, v15, v17 :: v_dual_mul_f32 v0, v0, v16
	v_add_f32_e32 v0, v0, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v16, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v16
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB1_23:
	s_or_b32 exec_lo, exec_lo, s7
	s_cbranch_execnz .LBB1_6
	s_branch .LBB1_25
.LBB1_24:
.LBB1_25:
	s_and_saveexec_b32 s1, s84
	s_cbranch_execz .LBB1_5
	global_load_b32 v0, v[2:3], off
	ds_load_b32 v16, v4
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v17, v15, v15 :: v_dual_add_f32 v16, -4.0, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, v16, v16
	v_mul_f32_e32 v16, 0x3c23d70a, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v17, v16
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v15, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v15, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v15, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v15
	v_cndmask_b32_e32 v15, 0x7fc00000, v0, vcc_lo
	s_branch .LBB1_5
.LBB1_27:
	s_branch .LBB1_30
.LBB1_28:
	s_or_b32 s0, s2, s3
	s_and_not1_b32 s1, s15, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s1, s0
	s_xor_b32 s0, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB1_31
	s_branch .LBB1_32
.LBB1_29:
	s_cbranch_execnz .LBB1_28
.LBB1_30:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v10, v0
	s_xor_b32 s0, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB1_32
.LBB1_31:
	v_add_co_u32 v0, vcc_lo, v7, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v8, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v10, off
.LBB1_32:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_w32x8
		.amdhsa_group_segment_fixed_size 1056
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
		.amdhsa_next_free_vgpr 48
		.amdhsa_next_free_sgpr 102
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
		.amdhsa_inst_pref_size 30
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
	.size	tessera_tether_w32x8, .Lfunc_end1-tessera_tether_w32x8

	.set tessera_tether_w32x8.num_vgpr, 48
	.set tessera_tether_w32x8.num_agpr, 0
	.set tessera_tether_w32x8.numbered_sgpr, 102
	.set tessera_tether_w32x8.num_named_barrier, 0
	.set tessera_tether_w32x8.private_seg_size, 0
	.set tessera_tether_w32x8.uses_vcc, 1
	.set tessera_tether_w32x8.uses_flat_scratch, 0
	.set tessera_tether_w32x8.has_dyn_sized_stack, 0
	.set tessera_tether_w32x8.has_recursion, 0
	.set tessera_tether_w32x8.has_indirect_call, 0
	.globl	tessera_tether_w64x4
	.p2align	8
	.type	tessera_tether_w64x4,@function
tessera_tether_w64x4:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s3, s[22:23], 64
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB2_32
	v_lshrrev_b32_e32 v11, 6, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s4, s20, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v11
	s_addc_u32 s5, s21, -1
	v_cmp_le_u64_e64 s2, s[20:21], v[1:2]
	v_mov_b32_e32 v2, s5
	s_load_b64 s[20:21], s[0:1], 0x20
	v_cndmask_b32_e64 v1, v1, s4, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, s3, v2, s2
	v_mul_lo_u32 v5, v1, s23
	v_mad_u64_u32 v[3:4], null, v1, s22, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v1, v2, s22
	v_mov_b32_e32 v2, 0
	v_add3_u32 v4, v4, v5, v1
	v_and_b32_e32 v1, 63, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[5:6], 2, v[3:4]
	v_cmp_le_u64_e64 s3, s[22:23], v[1:2]
	v_cmp_gt_u64_e64 s4, s[22:23], v[1:2]
	v_lshlrev_b32_e32 v9, 2, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v7, vcc_lo, s16, v5
	v_add_co_ci_u32_e64 v8, null, s17, v6, vcc_lo
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB2_3
	v_add_co_u32 v12, vcc_lo, v7, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v8, vcc_lo
	global_load_b32 v10, v[12:13], off
.LBB2_3:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[20:21], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc0 .LBB2_29
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v3, vcc_lo, v3, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v14, null, 0, v4, vcc_lo
	v_cmp_eq_u64_e64 s0, 0, v[1:2]
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v3, 0
	v_and_b32_e32 v1, 0xc0, v0
	v_add_co_u32 v3, vcc_lo, s18, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v15, null, s19, v6, vcc_lo
	v_lshlrev_b32_e32 v5, 2, v1
	v_xor_b32_e32 v2, v13, v14
	v_lshl_or_b32 v4, v11, 2, 0x400
	s_mov_b32 s29, 0
	v_cmp_gt_u64_e64 s98, s[22:23], 7
	v_or_b32_e32 v6, v5, v9
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_xor_b32_e32 v1, s25, v2
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u64 s[22:23], 0
	v_add_co_u32 v2, vcc_lo, v3, v9
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v1, 0
	s_cselect_b32 s82, -1, 0
	s_cmp_lg_u32 s10, 0
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v0, 2, v0
	s_cselect_b32 s83, -1, 0
	s_add_u32 s1, s24, 0x9e3779b9
	s_or_b32 s15, s2, s3
	s_add_u32 s5, s25, 0xbb67ae85
	v_xor_b32_e32 v11, s1, v14
	s_add_u32 s1, s24, 0x3c6ef372
	s_and_b32 s28, s22, 7
	s_xor_b32 s84, s15, -1
	v_add_co_ci_u32_e64 v3, null, 0, v15, vcc_lo
	s_add_u32 s85, s25, 0x76cf5d0a
	s_add_u32 s86, s24, 0xdaa66d2b
	s_add_u32 s87, s25, 0x32370b8f
	s_add_u32 s88, s24, 0x78dde6e4
	s_add_u32 s89, s25, 0xed9eba14
	s_add_u32 s90, s24, 0x1715609d
	s_add_u32 s91, s25, 0xa9066899
	s_add_u32 s92, s24, 0xb54cda56
	s_add_u32 s93, s25, 0x646e171e
	s_add_u32 s94, s24, 0x5384540f
	s_add_u32 s95, s25, 0x1fd5c5a3
	s_add_u32 s25, s25, 0xdb3d7428
	s_add_i32 s96, s24, 0x8ff34781
	s_and_b32 s10, s22, 0x78
	v_xor_b32_e32 v12, s5, v12
	v_xor_b32_e32 v13, s1, v13
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v15, v10 :: v_dual_and_b32 v14, 0x300, v0
	s_cmp_lg_u64 s[28:29], 0
	s_mov_b32 s18, 0xd078c69f
	s_mov_b32 s22, 0x1d8e78af
	s_mov_b32 s30, 0x9997fa04
	s_mov_b32 s34, 0xdf3e5244
	s_mov_b32 s36, 0x96cb03de
	s_mov_b32 s38, 0x94229359
	s_mov_b32 s40, 0x55555593
	s_mov_b32 s42, 0x35793c76
	s_mov_b32 s44, 0xfee00000
	s_mov_b32 s46, 0x54442d18
	s_mov_b32 s48, 0x6dc9c883
	s_mov_b32 s50, 0x54400000
	s_mov_b32 s52, 0x1a626331
	s_mov_b32 s54, 0x1a600000
	s_mov_b32 s56, 0x2e037073
	s_mov_b32 s58, 0x19cb1590
	s_mov_b32 s60, 0x16c15177
	s_mov_b32 s62, 0x5555554c
	s_mov_b32 s64, 0xbe8838d4
	s_mov_b32 s66, 0xbdb4b1c4
	s_mov_b32 s68, 0x809c52ad
	s_mov_b32 s70, 0x57b1fe7d
	s_mov_b32 s72, 0x19c161d5
	s_mov_b32 s74, 0x1110f8a6
	s_mov_b32 s76, 0x5acfd57c
	s_mov_b32 s78, 0x8a2b9ceb
	s_mov_b32 s80, 0x55555549
	s_mov_b32 s11, s29
	s_cselect_b32 s97, -1, 0
	s_mov_b32 s19, 0x3fc39a09
	s_mov_b32 s23, 0x3fcc71c5
	s_mov_b32 s31, 0x3fd99999
	s_mov_b32 s35, 0x3fc2f112
	s_mov_b32 s37, 0x3fc74664
	s_mov_b32 s39, 0x3fd24924
	s_mov_b32 s41, 0x3fe55555
	s_mov_b32 s43, 0x3dea39ef
	s_mov_b32 s45, 0x3fe62e42
	s_mov_b32 s47, 0x401921fb
	s_mov_b32 s49, 0x3fe45f30
	s_mov_b32 s51, 0xbff921fb
	s_mov_b32 s53, 0x3dd0b461
	s_mov_b32 s55, 0xbdd0b461
	s_mov_b32 s57, 0x3ba3198a
	s_mov_b32 s59, 0x3efa01a0
	s_mov_b32 s61, 0xbf56c16c
	s_mov_b32 s63, 0x3fa55555
	s_mov_b32 s65, 0xbda8fae9
	s_mov_b32 s67, 0x3e21ee9e
	s_mov_b32 s69, 0xbe927e4f
	s_mov_b32 s71, 0x3ec71de3
	s_mov_b32 s73, 0xbf2a01a0
	s_mov_b32 s75, 0x3f811111
	s_mov_b32 s77, 0x3de5d93a
	s_mov_b32 s79, 0xbe5ae5e6
	s_mov_b32 s81, 0x3fc55555
	s_branch .LBB2_7
.LBB2_5:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v15
.LBB2_6:
	s_add_u32 s16, s16, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v15, v0
	s_addc_u32 s17, s17, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[16:17], s[20:21]
	s_cbranch_scc1 .LBB2_27
.LBB2_7:
	s_and_saveexec_b32 s1, s4
	v_mul_f32_e32 v0, v15, v15
	ds_store_b32 v6, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB2_19
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s82
	s_cbranch_vccnz .LBB2_18
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB2_15
	v_mov_b32_e32 v16, v5
	s_mov_b64 s[6:7], 0
	.p2align	6
.LBB2_13:
	ds_load_2addr_b32 v[17:18], v16 offset1:1
	ds_load_2addr_b32 v[19:20], v16 offset0:2 offset1:3
	ds_load_2addr_b32 v[21:22], v16 offset0:4 offset1:5
	ds_load_2addr_b32 v[23:24], v16 offset0:6 offset1:7
	s_add_u32 s6, s6, 8
	v_add_nc_u32_e32 v16, 32, v16
	s_addc_u32 s7, s7, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_cmp_lg_u64 s[10:11], s[6:7]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v17
	v_add_f32_e32 v0, v0, v18
	s_waitcnt lgkmcnt(2)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v19
	v_add_f32_e32 v0, v0, v20
	s_waitcnt lgkmcnt(1)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v21
	v_add_f32_e32 v0, v0, v22
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v23
	v_add_f32_e32 v0, v0, v24
	s_cbranch_scc1 .LBB2_13
	s_mov_b64 s[6:7], s[10:11]
	s_mov_b32 s5, s97
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s5
	s_cbranch_vccnz .LBB2_16
	s_branch .LBB2_18
.LBB2_15:
	s_mov_b64 s[6:7], 0
	s_cbranch_execz .LBB2_18
.LBB2_16:
	v_lshl_add_u32 v16, s6, 2, v14
	s_mov_b64 s[6:7], s[28:29]
.LBB2_17:
	ds_load_b32 v17, v16
	v_add_nc_u32_e32 v16, 4, v16
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v17
	s_cbranch_scc1 .LBB2_17
.LBB2_18:
	ds_store_b32 v4, v0
.LBB2_19:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s83
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB2_24
	v_mov_b32_e32 v0, v15
	s_and_saveexec_b32 s7, s84
	s_cbranch_execz .LBB2_23
	s_mul_f32 s99, s14, s12
	global_load_b32 v47, v[2:3], off
	s_cmp_gt_f32 s99, 0
	s_mul_f32 s5, s99, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s99, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v46, s5
	s_cselect_b32 s5, -1, 0
	s_add_u32 s6, s16, s26
	s_addc_u32 s100, s17, s27
	s_mul_i32 s101, s100, 0xcd9e8d57
	s_mul_hi_u32 s100, s100, 0xcd9e8d57
	v_xor_b32_e32 v0, s101, v11
	s_xor_b32 s100, s24, s100
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s6, s100, s6
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s100, s6, 0xd2511f53
	s_mul_i32 s6, s6, 0xd2511f53
	v_xor_b32_e32 v0, s100, v12
	v_xor3_b32 v19, s6, s85, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v18, v13
	v_xor3_b32 v20, v20, s86, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v20, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s87, v18, v16
	v_xor3_b32 v18, v21, s89, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v18, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s88, v17, v19
	v_xor3_b32 v18, v22, s90, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v18, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s91, v17, v20
	v_xor3_b32 v19, v19, s93, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, s92, v17, v21
	v_xor3_b32 v0, v0, s94, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v17, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, s95, v17, v18
	v_xor3_b32 v0, v0, s25, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v18, 0xcd9e8d57, v17
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s96, v17, v18
	v_cvt_f64_u32_e32 v[17:18], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], v[17:18], 0.5
	v_ldexp_f64 v[17:18], v[17:18], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v18
	v_and_b32_e32 v18, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v18, 0x3fe6a09e, v18
	v_add_co_u32 v0, s6, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], v[17:18], -1.0
	v_add_f64 v[19:20], v[17:18], 2.0
	v_mul_f64 v[38:39], v[17:18], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[21:22], null, v[19:20], v[19:20], v[17:18]
	v_div_scale_f64 v[27:28], vcc_lo, v[17:18], v[19:20], v[17:18]
	v_mul_f64 v[38:39], v[17:18], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
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
	v_cvt_f64_u32_e32 v[23:24], v16
	v_add_co_ci_u32_e64 v16, null, 0, -1, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[36:37], v16
	v_div_fixup_f64 v[19:20], v[21:22], v[19:20], v[17:18]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[23:24], 0.5
	v_ldexp_f64 v[36:37], v[36:37], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[21:22], v[19:20], v[19:20]
	v_ldexp_f64 v[23:24], v[23:24], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[25:26], v[21:22], v[21:22]
	v_mul_f64 v[23:24], v[23:24], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[25:26], s[34:35]
	v_mul_f64 v[29:30], v[25:26], s[18:19]
	v_mul_f64 v[31:32], v[23:24], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[27:28], s[36:37]
	v_add_f64 v[29:30], v[29:30], s[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], 0x43380000, v[31:32]
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	v_add_f64 v[32:33], 0xc3380000, v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[27:28], s[38:39]
	v_add_f64 v[29:30], v[29:30], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[32:33], s[50:51]
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[25:26], v[25:26], v[29:30]
	v_add_f64 v[29:30], v[23:24], v[34:35]
	v_cvt_f64_u32_e32 v[34:35], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[40:41]
	v_add_f64 v[34:35], v[36:37], v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[21:22], v[21:22], v[27:28]
	v_mul_f64 v[27:28], v[32:33], s[54:55]
	v_mul_f64 v[40:41], v[34:35], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[21:22], v[25:26], v[21:22]
	v_add_f64 v[25:26], v[29:30], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[38:39], v[21:22]
	v_add_f64 v[36:37], v[29:30], -v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[19:20], v[19:20], v[21:22]
	v_mul_f64 v[21:22], v[32:33], s[52:53]
	v_mul_f64 v[32:33], v[32:33], s[56:57]
	v_add_f64 v[27:28], v[36:37], v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[19:20], v[40:41], v[19:20]
	v_add_f64 v[36:37], v[29:30], -v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[27:28], v[32:33], -v[27:28]
	v_mov_b32_e32 v33, v1
	v_add_f64 v[19:20], v[19:20], -v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v37
	v_and_b32_e32 v16, 0x7ff, v0
	v_bfe_u32 v0, v24, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v32, 16, v16
	v_cmp_lt_u64_e32 vcc_lo, v[32:33], v[0:1]
	v_dual_cndmask_b32 v22, v22, v28 :: v_dual_cndmask_b32 v21, v21, v27
	v_mul_f64 v[27:28], v[34:35], s[44:45]
	v_dual_cndmask_b32 v24, v30, v26 :: v_dual_cndmask_b32 v23, v29, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[23:24], -v[21:22]
	v_add_f64 v[16:17], v[17:18], v[19:20]
	v_mul_f64 v[18:19], v[25:26], v[25:26]
	v_add_f64 v[23:24], v[23:24], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[16:17], v[27:28], v[16:17]
	v_mul_f64 v[27:28], v[18:19], s[70:71]
	v_mul_f64 v[29:30], v[18:19], s[58:59]
	v_mul_f64 v[32:33], v[18:19], s[64:65]
	v_mul_f64 v[34:35], v[18:19], s[76:77]
	v_mul_f64 v[36:37], v[18:19], v[18:19]
	v_add_f64 v[20:21], v[23:24], -v[21:22]
	v_mul_f64 v[42:43], v[18:19], 0.5
	v_mul_f64 v[16:17], v[16:17], -2.0
	v_and_b32_e32 v24, 2, v31
	v_add_f64 v[27:28], v[27:28], s[72:73]
	v_add_f64 v[29:30], v[29:30], s[60:61]
	v_add_f64 v[32:33], v[32:33], s[66:67]
	v_add_f64 v[34:35], v[34:35], s[78:79]
	v_mul_f64 v[38:39], v[18:19], v[36:37]
	v_mul_f64 v[22:23], v[36:37], v[36:37]
	v_mul_f64 v[36:37], v[25:26], v[18:19]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[16:17]
	v_add_f64 v[44:45], -v[42:43], 1.0
	v_mul_f64 v[27:28], v[18:19], v[27:28]
	v_mul_f64 v[29:30], v[18:19], v[29:30]
	v_mul_f64 v[32:33], v[18:19], v[32:33]
	v_mul_f64 v[34:35], v[38:39], v[34:35]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[16:17], v[16:17], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[27:28], v[27:28], s[74:75]
	v_add_f64 v[29:30], v[29:30], s[62:63]
	v_add_f64 v[32:33], v[32:33], s[68:69]
	v_rsq_f64_e32 v[40:41], v[16:17]
	v_cmp_class_f64_e64 vcc_lo, v[16:17], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[27:28], v[34:35], v[27:28]
	v_mul_f64 v[29:30], v[18:19], v[29:30]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[22:23], v[22:23], v[32:33]
	v_mul_f64 v[32:33], v[20:21], 0.5
	v_mul_f64 v[38:39], v[16:17], v[40:41]
	v_mul_f64 v[40:41], v[40:41], 0.5
	v_mul_f64 v[27:28], v[36:37], v[27:28]
	v_add_f64 v[22:23], v[29:30], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[34:35], -v[40:41], v[38:39], 0.5
	v_add_f64 v[27:28], v[32:33], -v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[18:19], v[22:23]
	v_fma_f64 v[38:39], v[38:39], v[34:35], v[38:39]
	v_fma_f64 v[29:30], v[40:41], v[34:35], v[40:41]
	v_mul_f64 v[34:35], v[25:26], v[20:21]
	v_add_f64 v[40:41], -v[44:45], 1.0
	v_mul_f64 v[18:19], v[18:19], v[27:28]
	v_fma_f64 v[32:33], -v[38:39], v[38:39], v[16:17]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[22:23], -v[34:35]
	v_mul_f64 v[34:35], v[36:37], s[80:81]
	v_add_f64 v[18:19], v[18:19], -v[20:21]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[27:28], v[32:33], v[29:30], v[38:39]
	v_add_f64 v[32:33], v[40:41], -v[42:43]
	v_add_f64 v[18:19], v[18:19], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[20:21], -v[27:28], v[27:28], v[16:17]
	v_add_f64 v[22:23], v[32:33], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[25:26], -v[18:19]
	v_mov_b32_e32 v25, v1
	v_cmp_eq_u64_e64 s6, 0, v[24:25]
	v_fma_f64 v[20:21], v[20:21], v[29:30], v[27:28]
	v_add_f64 v[22:23], v[44:45], v[22:23]
	v_xor_b32_e32 v24, 0x80000000, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v19, v19, v24, s6
	v_ldexp_f64 v[20:21], v[20:21], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v26, 0x80000000, v23
	v_and_b32_e32 v0, 1, v31
	v_cndmask_b32_e64 v23, v26, v23, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s6, 0, v[0:1]
	v_cndmask_b32_e64 v0, s99, v46, s5
	v_cndmask_b32_e64 v19, v19, v23, s6
	v_cndmask_b32_e64 v18, v18, v22, s6
	v_dual_cndmask_b32 v17, v21, v17 :: v_dual_cndmask_b32 v16, v20, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mul_f64 v[16:17], v[18:19], v[16:17]
	v_sqrt_f32_e32 v18, v0
	ds_load_b32 v19, v4
	v_add_nc_u32_e32 v20, -1, v18
	v_add_nc_u32_e32 v21, 1, v18
	v_xor_b32_e32 v22, 0x80000000, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v23, 0x80000000, v21
	v_fma_f32 v22, v22, v18, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v19, -4.0, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e32 vcc_lo, 0, v22
	v_cvt_f32_f64_e32 v16, v[16:17]
	v_fma_f32 v17, v23, v18, v0
	v_cndmask_b32_e32 v18, v18, v20, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v17, v18, v21 :: v_dual_add_f32 v18, v19, v19
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v19, v15, v47
	v_add_f32_e32 v21, v15, v15
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_dual_mul_f32 v18, 0x3c23d70a, v18 :: v_dual_add_f32 v19, v19, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v18, v21, v18 :: v_dual_mul_f32 v19, 0.5, v19
	v_mul_f32_e32 v20, 0x37800000, v17
	v_cndmask_b32_e64 v17, v17, v20, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v0, v17, v0 :: v_dual_add_f32 v17, v18, v19
	v_cndmask_b32_e64 v0, 0, v0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v17, s8, v17
	v_cndmask_b32_e64 v0, v0, s9, s33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v17, v15, v17 :: v_dual_mul_f32 v0, v0, v16
	v_add_f32_e32 v0, v0, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v16, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v16
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB2_23:
	s_or_b32 exec_lo, exec_lo, s7
	s_cbranch_execnz .LBB2_6
	s_branch .LBB2_25
.LBB2_24:
.LBB2_25:
	s_and_saveexec_b32 s1, s84
	s_cbranch_execz .LBB2_5
	global_load_b32 v0, v[2:3], off
	ds_load_b32 v16, v4
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v17, v15, v15 :: v_dual_add_f32 v16, -4.0, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, v16, v16
	v_mul_f32_e32 v16, 0x3c23d70a, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v17, v16
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v15, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v15, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v15, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v15
	v_cndmask_b32_e32 v15, 0x7fc00000, v0, vcc_lo
	s_branch .LBB2_5
.LBB2_27:
	s_branch .LBB2_30
.LBB2_28:
	s_or_b32 s0, s2, s3
	s_and_not1_b32 s1, s15, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s1, s0
	s_xor_b32 s0, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB2_31
	s_branch .LBB2_32
.LBB2_29:
	s_cbranch_execnz .LBB2_28
.LBB2_30:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v10, v0
	s_xor_b32 s0, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB2_32
.LBB2_31:
	v_add_co_u32 v0, vcc_lo, v7, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v8, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v10, off
.LBB2_32:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_w64x4
		.amdhsa_group_segment_fixed_size 1040
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
		.amdhsa_next_free_vgpr 48
		.amdhsa_next_free_sgpr 102
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
		.amdhsa_inst_pref_size 30
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
	.size	tessera_tether_w64x4, .Lfunc_end2-tessera_tether_w64x4

	.set tessera_tether_w64x4.num_vgpr, 48
	.set tessera_tether_w64x4.num_agpr, 0
	.set tessera_tether_w64x4.numbered_sgpr, 102
	.set tessera_tether_w64x4.num_named_barrier, 0
	.set tessera_tether_w64x4.private_seg_size, 0
	.set tessera_tether_w64x4.uses_vcc, 1
	.set tessera_tether_w64x4.uses_flat_scratch, 0
	.set tessera_tether_w64x4.has_dyn_sized_stack, 0
	.set tessera_tether_w64x4.has_recursion, 0
	.set tessera_tether_w64x4.has_indirect_call, 0
	.globl	tessera_tether_w128x2
	.p2align	8
	.type	tessera_tether_w128x2,@function
tessera_tether_w128x2:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u64_e64 s3, 0x80, s[22:23]
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB3_32
	v_lshrrev_b32_e32 v11, 7, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s4, s20, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v11
	s_addc_u32 s5, s21, -1
	v_cmp_le_u64_e64 s2, s[20:21], v[1:2]
	v_mov_b32_e32 v2, s5
	s_load_b64 s[20:21], s[0:1], 0x20
	v_cndmask_b32_e64 v1, v1, s4, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, s3, v2, s2
	v_mul_lo_u32 v5, v1, s23
	v_mad_u64_u32 v[3:4], null, v1, s22, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v1, v2, s22
	v_mov_b32_e32 v2, 0
	v_add3_u32 v4, v4, v5, v1
	v_and_b32_e32 v1, 0x7f, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[5:6], 2, v[3:4]
	v_cmp_le_u64_e64 s3, s[22:23], v[1:2]
	v_cmp_gt_u64_e64 s4, s[22:23], v[1:2]
	v_lshlrev_b32_e32 v9, 2, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v7, vcc_lo, s16, v5
	v_add_co_ci_u32_e64 v8, null, s17, v6, vcc_lo
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB3_3
	v_add_co_u32 v12, vcc_lo, v7, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v8, vcc_lo
	global_load_b32 v10, v[12:13], off
.LBB3_3:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[20:21], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc0 .LBB3_29
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v3, vcc_lo, v3, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v14, null, 0, v4, vcc_lo
	v_cmp_eq_u64_e64 s0, 0, v[1:2]
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v3, 0
	v_and_b32_e32 v1, 0x80, v0
	v_add_co_u32 v3, vcc_lo, s18, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v15, null, s19, v6, vcc_lo
	v_lshlrev_b32_e32 v5, 2, v1
	v_xor_b32_e32 v2, v13, v14
	v_lshl_or_b32 v4, v11, 2, 0x400
	s_mov_b32 s29, 0
	v_cmp_gt_u64_e64 s98, s[22:23], 7
	v_or_b32_e32 v6, v5, v9
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_xor_b32_e32 v1, s25, v2
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u64 s[22:23], 0
	v_add_co_u32 v2, vcc_lo, v3, v9
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v1, 0
	s_cselect_b32 s82, -1, 0
	s_cmp_lg_u32 s10, 0
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v0, 2, v0
	s_cselect_b32 s83, -1, 0
	s_add_u32 s1, s24, 0x9e3779b9
	s_or_b32 s15, s2, s3
	s_add_u32 s5, s25, 0xbb67ae85
	v_xor_b32_e32 v11, s1, v14
	s_add_u32 s1, s24, 0x3c6ef372
	s_and_b32 s28, s22, 7
	s_xor_b32 s84, s15, -1
	v_add_co_ci_u32_e64 v3, null, 0, v15, vcc_lo
	s_add_u32 s85, s25, 0x76cf5d0a
	s_add_u32 s86, s24, 0xdaa66d2b
	s_add_u32 s87, s25, 0x32370b8f
	s_add_u32 s88, s24, 0x78dde6e4
	s_add_u32 s89, s25, 0xed9eba14
	s_add_u32 s90, s24, 0x1715609d
	s_add_u32 s91, s25, 0xa9066899
	s_add_u32 s92, s24, 0xb54cda56
	s_add_u32 s93, s25, 0x646e171e
	s_add_u32 s94, s24, 0x5384540f
	s_add_u32 s95, s25, 0x1fd5c5a3
	s_add_u32 s25, s25, 0xdb3d7428
	s_add_i32 s96, s24, 0x8ff34781
	s_and_b32 s10, s22, 0xf8
	v_xor_b32_e32 v12, s5, v12
	v_xor_b32_e32 v13, s1, v13
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v15, v10 :: v_dual_and_b32 v14, 0x200, v0
	s_cmp_lg_u64 s[28:29], 0
	s_mov_b32 s18, 0xd078c69f
	s_mov_b32 s22, 0x1d8e78af
	s_mov_b32 s30, 0x9997fa04
	s_mov_b32 s34, 0xdf3e5244
	s_mov_b32 s36, 0x96cb03de
	s_mov_b32 s38, 0x94229359
	s_mov_b32 s40, 0x55555593
	s_mov_b32 s42, 0x35793c76
	s_mov_b32 s44, 0xfee00000
	s_mov_b32 s46, 0x54442d18
	s_mov_b32 s48, 0x6dc9c883
	s_mov_b32 s50, 0x54400000
	s_mov_b32 s52, 0x1a626331
	s_mov_b32 s54, 0x1a600000
	s_mov_b32 s56, 0x2e037073
	s_mov_b32 s58, 0x19cb1590
	s_mov_b32 s60, 0x16c15177
	s_mov_b32 s62, 0x5555554c
	s_mov_b32 s64, 0xbe8838d4
	s_mov_b32 s66, 0xbdb4b1c4
	s_mov_b32 s68, 0x809c52ad
	s_mov_b32 s70, 0x57b1fe7d
	s_mov_b32 s72, 0x19c161d5
	s_mov_b32 s74, 0x1110f8a6
	s_mov_b32 s76, 0x5acfd57c
	s_mov_b32 s78, 0x8a2b9ceb
	s_mov_b32 s80, 0x55555549
	s_mov_b32 s11, s29
	s_cselect_b32 s97, -1, 0
	s_mov_b32 s19, 0x3fc39a09
	s_mov_b32 s23, 0x3fcc71c5
	s_mov_b32 s31, 0x3fd99999
	s_mov_b32 s35, 0x3fc2f112
	s_mov_b32 s37, 0x3fc74664
	s_mov_b32 s39, 0x3fd24924
	s_mov_b32 s41, 0x3fe55555
	s_mov_b32 s43, 0x3dea39ef
	s_mov_b32 s45, 0x3fe62e42
	s_mov_b32 s47, 0x401921fb
	s_mov_b32 s49, 0x3fe45f30
	s_mov_b32 s51, 0xbff921fb
	s_mov_b32 s53, 0x3dd0b461
	s_mov_b32 s55, 0xbdd0b461
	s_mov_b32 s57, 0x3ba3198a
	s_mov_b32 s59, 0x3efa01a0
	s_mov_b32 s61, 0xbf56c16c
	s_mov_b32 s63, 0x3fa55555
	s_mov_b32 s65, 0xbda8fae9
	s_mov_b32 s67, 0x3e21ee9e
	s_mov_b32 s69, 0xbe927e4f
	s_mov_b32 s71, 0x3ec71de3
	s_mov_b32 s73, 0xbf2a01a0
	s_mov_b32 s75, 0x3f811111
	s_mov_b32 s77, 0x3de5d93a
	s_mov_b32 s79, 0xbe5ae5e6
	s_mov_b32 s81, 0x3fc55555
	s_branch .LBB3_7
.LBB3_5:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v15
.LBB3_6:
	s_add_u32 s16, s16, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v15, v0
	s_addc_u32 s17, s17, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[16:17], s[20:21]
	s_cbranch_scc1 .LBB3_27
.LBB3_7:
	s_and_saveexec_b32 s1, s4
	v_mul_f32_e32 v0, v15, v15
	ds_store_b32 v6, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB3_19
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s82
	s_cbranch_vccnz .LBB3_18
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB3_15
	v_mov_b32_e32 v16, v5
	s_mov_b64 s[6:7], 0
	.p2align	6
.LBB3_13:
	ds_load_2addr_b32 v[17:18], v16 offset1:1
	ds_load_2addr_b32 v[19:20], v16 offset0:2 offset1:3
	ds_load_2addr_b32 v[21:22], v16 offset0:4 offset1:5
	ds_load_2addr_b32 v[23:24], v16 offset0:6 offset1:7
	s_add_u32 s6, s6, 8
	v_add_nc_u32_e32 v16, 32, v16
	s_addc_u32 s7, s7, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_cmp_lg_u64 s[10:11], s[6:7]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v17
	v_add_f32_e32 v0, v0, v18
	s_waitcnt lgkmcnt(2)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v19
	v_add_f32_e32 v0, v0, v20
	s_waitcnt lgkmcnt(1)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v21
	v_add_f32_e32 v0, v0, v22
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v23
	v_add_f32_e32 v0, v0, v24
	s_cbranch_scc1 .LBB3_13
	s_mov_b64 s[6:7], s[10:11]
	s_mov_b32 s5, s97
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s5
	s_cbranch_vccnz .LBB3_16
	s_branch .LBB3_18
.LBB3_15:
	s_mov_b64 s[6:7], 0
	s_cbranch_execz .LBB3_18
.LBB3_16:
	v_lshl_add_u32 v16, s6, 2, v14
	s_mov_b64 s[6:7], s[28:29]
.LBB3_17:
	ds_load_b32 v17, v16
	v_add_nc_u32_e32 v16, 4, v16
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v17
	s_cbranch_scc1 .LBB3_17
.LBB3_18:
	ds_store_b32 v4, v0
.LBB3_19:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s83
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB3_24
	v_mov_b32_e32 v0, v15
	s_and_saveexec_b32 s7, s84
	s_cbranch_execz .LBB3_23
	s_mul_f32 s99, s14, s12
	global_load_b32 v47, v[2:3], off
	s_cmp_gt_f32 s99, 0
	s_mul_f32 s5, s99, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s99, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v46, s5
	s_cselect_b32 s5, -1, 0
	s_add_u32 s6, s16, s26
	s_addc_u32 s100, s17, s27
	s_mul_i32 s101, s100, 0xcd9e8d57
	s_mul_hi_u32 s100, s100, 0xcd9e8d57
	v_xor_b32_e32 v0, s101, v11
	s_xor_b32 s100, s24, s100
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s6, s100, s6
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s100, s6, 0xd2511f53
	s_mul_i32 s6, s6, 0xd2511f53
	v_xor_b32_e32 v0, s100, v12
	v_xor3_b32 v19, s6, s85, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v18, v13
	v_xor3_b32 v20, v20, s86, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v20, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s87, v18, v16
	v_xor3_b32 v18, v21, s89, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v18, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s88, v17, v19
	v_xor3_b32 v18, v22, s90, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v18, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s91, v17, v20
	v_xor3_b32 v19, v19, s93, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, s92, v17, v21
	v_xor3_b32 v0, v0, s94, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v17, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, s95, v17, v18
	v_xor3_b32 v0, v0, s25, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v18, 0xcd9e8d57, v17
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s96, v17, v18
	v_cvt_f64_u32_e32 v[17:18], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], v[17:18], 0.5
	v_ldexp_f64 v[17:18], v[17:18], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v18
	v_and_b32_e32 v18, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v18, 0x3fe6a09e, v18
	v_add_co_u32 v0, s6, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], v[17:18], -1.0
	v_add_f64 v[19:20], v[17:18], 2.0
	v_mul_f64 v[38:39], v[17:18], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[21:22], null, v[19:20], v[19:20], v[17:18]
	v_div_scale_f64 v[27:28], vcc_lo, v[17:18], v[19:20], v[17:18]
	v_mul_f64 v[38:39], v[17:18], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
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
	v_cvt_f64_u32_e32 v[23:24], v16
	v_add_co_ci_u32_e64 v16, null, 0, -1, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[36:37], v16
	v_div_fixup_f64 v[19:20], v[21:22], v[19:20], v[17:18]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[23:24], 0.5
	v_ldexp_f64 v[36:37], v[36:37], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[21:22], v[19:20], v[19:20]
	v_ldexp_f64 v[23:24], v[23:24], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[25:26], v[21:22], v[21:22]
	v_mul_f64 v[23:24], v[23:24], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[25:26], s[34:35]
	v_mul_f64 v[29:30], v[25:26], s[18:19]
	v_mul_f64 v[31:32], v[23:24], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[27:28], s[36:37]
	v_add_f64 v[29:30], v[29:30], s[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], 0x43380000, v[31:32]
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	v_add_f64 v[32:33], 0xc3380000, v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[27:28], s[38:39]
	v_add_f64 v[29:30], v[29:30], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[32:33], s[50:51]
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[25:26], v[25:26], v[29:30]
	v_add_f64 v[29:30], v[23:24], v[34:35]
	v_cvt_f64_u32_e32 v[34:35], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[40:41]
	v_add_f64 v[34:35], v[36:37], v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[21:22], v[21:22], v[27:28]
	v_mul_f64 v[27:28], v[32:33], s[54:55]
	v_mul_f64 v[40:41], v[34:35], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[21:22], v[25:26], v[21:22]
	v_add_f64 v[25:26], v[29:30], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[38:39], v[21:22]
	v_add_f64 v[36:37], v[29:30], -v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[19:20], v[19:20], v[21:22]
	v_mul_f64 v[21:22], v[32:33], s[52:53]
	v_mul_f64 v[32:33], v[32:33], s[56:57]
	v_add_f64 v[27:28], v[36:37], v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[19:20], v[40:41], v[19:20]
	v_add_f64 v[36:37], v[29:30], -v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[27:28], v[32:33], -v[27:28]
	v_mov_b32_e32 v33, v1
	v_add_f64 v[19:20], v[19:20], -v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v37
	v_and_b32_e32 v16, 0x7ff, v0
	v_bfe_u32 v0, v24, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v32, 16, v16
	v_cmp_lt_u64_e32 vcc_lo, v[32:33], v[0:1]
	v_dual_cndmask_b32 v22, v22, v28 :: v_dual_cndmask_b32 v21, v21, v27
	v_mul_f64 v[27:28], v[34:35], s[44:45]
	v_dual_cndmask_b32 v24, v30, v26 :: v_dual_cndmask_b32 v23, v29, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[23:24], -v[21:22]
	v_add_f64 v[16:17], v[17:18], v[19:20]
	v_mul_f64 v[18:19], v[25:26], v[25:26]
	v_add_f64 v[23:24], v[23:24], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[16:17], v[27:28], v[16:17]
	v_mul_f64 v[27:28], v[18:19], s[70:71]
	v_mul_f64 v[29:30], v[18:19], s[58:59]
	v_mul_f64 v[32:33], v[18:19], s[64:65]
	v_mul_f64 v[34:35], v[18:19], s[76:77]
	v_mul_f64 v[36:37], v[18:19], v[18:19]
	v_add_f64 v[20:21], v[23:24], -v[21:22]
	v_mul_f64 v[42:43], v[18:19], 0.5
	v_mul_f64 v[16:17], v[16:17], -2.0
	v_and_b32_e32 v24, 2, v31
	v_add_f64 v[27:28], v[27:28], s[72:73]
	v_add_f64 v[29:30], v[29:30], s[60:61]
	v_add_f64 v[32:33], v[32:33], s[66:67]
	v_add_f64 v[34:35], v[34:35], s[78:79]
	v_mul_f64 v[38:39], v[18:19], v[36:37]
	v_mul_f64 v[22:23], v[36:37], v[36:37]
	v_mul_f64 v[36:37], v[25:26], v[18:19]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[16:17]
	v_add_f64 v[44:45], -v[42:43], 1.0
	v_mul_f64 v[27:28], v[18:19], v[27:28]
	v_mul_f64 v[29:30], v[18:19], v[29:30]
	v_mul_f64 v[32:33], v[18:19], v[32:33]
	v_mul_f64 v[34:35], v[38:39], v[34:35]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[16:17], v[16:17], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[27:28], v[27:28], s[74:75]
	v_add_f64 v[29:30], v[29:30], s[62:63]
	v_add_f64 v[32:33], v[32:33], s[68:69]
	v_rsq_f64_e32 v[40:41], v[16:17]
	v_cmp_class_f64_e64 vcc_lo, v[16:17], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[27:28], v[34:35], v[27:28]
	v_mul_f64 v[29:30], v[18:19], v[29:30]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[22:23], v[22:23], v[32:33]
	v_mul_f64 v[32:33], v[20:21], 0.5
	v_mul_f64 v[38:39], v[16:17], v[40:41]
	v_mul_f64 v[40:41], v[40:41], 0.5
	v_mul_f64 v[27:28], v[36:37], v[27:28]
	v_add_f64 v[22:23], v[29:30], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[34:35], -v[40:41], v[38:39], 0.5
	v_add_f64 v[27:28], v[32:33], -v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[18:19], v[22:23]
	v_fma_f64 v[38:39], v[38:39], v[34:35], v[38:39]
	v_fma_f64 v[29:30], v[40:41], v[34:35], v[40:41]
	v_mul_f64 v[34:35], v[25:26], v[20:21]
	v_add_f64 v[40:41], -v[44:45], 1.0
	v_mul_f64 v[18:19], v[18:19], v[27:28]
	v_fma_f64 v[32:33], -v[38:39], v[38:39], v[16:17]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[22:23], -v[34:35]
	v_mul_f64 v[34:35], v[36:37], s[80:81]
	v_add_f64 v[18:19], v[18:19], -v[20:21]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[27:28], v[32:33], v[29:30], v[38:39]
	v_add_f64 v[32:33], v[40:41], -v[42:43]
	v_add_f64 v[18:19], v[18:19], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[20:21], -v[27:28], v[27:28], v[16:17]
	v_add_f64 v[22:23], v[32:33], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[25:26], -v[18:19]
	v_mov_b32_e32 v25, v1
	v_cmp_eq_u64_e64 s6, 0, v[24:25]
	v_fma_f64 v[20:21], v[20:21], v[29:30], v[27:28]
	v_add_f64 v[22:23], v[44:45], v[22:23]
	v_xor_b32_e32 v24, 0x80000000, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v19, v19, v24, s6
	v_ldexp_f64 v[20:21], v[20:21], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v26, 0x80000000, v23
	v_and_b32_e32 v0, 1, v31
	v_cndmask_b32_e64 v23, v26, v23, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s6, 0, v[0:1]
	v_cndmask_b32_e64 v0, s99, v46, s5
	v_cndmask_b32_e64 v19, v19, v23, s6
	v_cndmask_b32_e64 v18, v18, v22, s6
	v_dual_cndmask_b32 v17, v21, v17 :: v_dual_cndmask_b32 v16, v20, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mul_f64 v[16:17], v[18:19], v[16:17]
	v_sqrt_f32_e32 v18, v0
	ds_load_b32 v19, v4
	v_add_nc_u32_e32 v20, -1, v18
	v_add_nc_u32_e32 v21, 1, v18
	v_xor_b32_e32 v22, 0x80000000, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v23, 0x80000000, v21
	v_fma_f32 v22, v22, v18, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v19, -4.0, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e32 vcc_lo, 0, v22
	v_cvt_f32_f64_e32 v16, v[16:17]
	v_fma_f32 v17, v23, v18, v0
	v_cndmask_b32_e32 v18, v18, v20, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v17, v18, v21 :: v_dual_add_f32 v18, v19, v19
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v19, v15, v47
	v_add_f32_e32 v21, v15, v15
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_dual_mul_f32 v18, 0x3c23d70a, v18 :: v_dual_add_f32 v19, v19, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v18, v21, v18 :: v_dual_mul_f32 v19, 0.5, v19
	v_mul_f32_e32 v20, 0x37800000, v17
	v_cndmask_b32_e64 v17, v17, v20, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v0, v17, v0 :: v_dual_add_f32 v17, v18, v19
	v_cndmask_b32_e64 v0, 0, v0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v17, s8, v17
	v_cndmask_b32_e64 v0, v0, s9, s33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v17, v15, v17 :: v_dual_mul_f32 v0, v0, v16
	v_add_f32_e32 v0, v0, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v16, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v16
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB3_23:
	s_or_b32 exec_lo, exec_lo, s7
	s_cbranch_execnz .LBB3_6
	s_branch .LBB3_25
.LBB3_24:
.LBB3_25:
	s_and_saveexec_b32 s1, s84
	s_cbranch_execz .LBB3_5
	global_load_b32 v0, v[2:3], off
	ds_load_b32 v16, v4
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v17, v15, v15 :: v_dual_add_f32 v16, -4.0, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, v16, v16
	v_mul_f32_e32 v16, 0x3c23d70a, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v17, v16
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v15, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v15, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v15, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v15
	v_cndmask_b32_e32 v15, 0x7fc00000, v0, vcc_lo
	s_branch .LBB3_5
.LBB3_27:
	s_branch .LBB3_30
.LBB3_28:
	s_or_b32 s0, s2, s3
	s_and_not1_b32 s1, s15, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s1, s0
	s_xor_b32 s0, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB3_31
	s_branch .LBB3_32
.LBB3_29:
	s_cbranch_execnz .LBB3_28
.LBB3_30:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v10, v0
	s_xor_b32 s0, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB3_32
.LBB3_31:
	v_add_co_u32 v0, vcc_lo, v7, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v8, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v10, off
.LBB3_32:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_w128x2
		.amdhsa_group_segment_fixed_size 1032
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
		.amdhsa_next_free_vgpr 48
		.amdhsa_next_free_sgpr 102
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
		.amdhsa_inst_pref_size 30
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
	.size	tessera_tether_w128x2, .Lfunc_end3-tessera_tether_w128x2

	.set tessera_tether_w128x2.num_vgpr, 48
	.set tessera_tether_w128x2.num_agpr, 0
	.set tessera_tether_w128x2.numbered_sgpr, 102
	.set tessera_tether_w128x2.num_named_barrier, 0
	.set tessera_tether_w128x2.private_seg_size, 0
	.set tessera_tether_w128x2.uses_vcc, 1
	.set tessera_tether_w128x2.uses_flat_scratch, 0
	.set tessera_tether_w128x2.has_dyn_sized_stack, 0
	.set tessera_tether_w128x2.has_recursion, 0
	.set tessera_tether_w128x2.has_indirect_call, 0
	.globl	tessera_tether_w256
	.p2align	8
	.type	tessera_tether_w256,@function
tessera_tether_w256:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[20:21], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x100, s[22:23]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB4_30
	s_load_b64 s[6:7], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v4, 2, v0
	s_mul_i32 s3, s23, s2
	s_mul_hi_u32 s4, s22, s2
	s_mul_i32 s28, s22, s2
	s_add_i32 s29, s4, s3
	v_cmp_gt_u64_e64 s2, s[22:23], v[0:1]
	s_lshl_b64 s[4:5], s[28:29], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s16, s16, s4
	s_addc_u32 s17, s17, s5
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB4_3
	global_load_b32 v5, v4, s[16:17]
.LBB4_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[6:7], 0
	s_mov_b64 s[20:21], 0
	s_cbranch_scc1 .LBB4_27
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v1, s0, s28, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s29, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v1, 0
	s_mov_b32 s29, 0
	v_cmp_gt_u64_e64 s96, s[22:23], 7
	v_mov_b32_e32 v1, 0
	s_mov_b32 s30, 0x9997fa04
	s_mov_b32 s34, 0xdf3e5244
	s_mov_b32 s36, 0x96cb03de
	v_xor_b32_e32 v2, v8, v2
	s_mov_b32 s38, 0x94229359
	s_mov_b32 s40, 0x55555593
	s_mov_b32 s42, 0x35793c76
	s_mov_b32 s44, 0xfee00000
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_xor_b32_e32 v0, s25, v2
	s_cselect_b32 s15, -1, 0
	s_add_u32 s1, s18, s4
	s_addc_u32 s3, s19, s5
	s_cmp_lg_u64 s[22:23], 0
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v0, 0
	v_add_co_u32 v2, s1, s1, v4
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s10, 0
	v_add_co_ci_u32_e64 v3, null, s3, 0, s1
	s_cselect_b32 s82, -1, 0
	s_add_u32 s1, s24, 0x9e3779b9
	s_add_u32 s3, s25, 0xbb67ae85
	s_add_u32 s4, s24, 0x3c6ef372
	s_and_b32 s28, s22, 7
	s_add_u32 s83, s25, 0x76cf5d0a
	s_add_u32 s84, s24, 0xdaa66d2b
	s_add_u32 s85, s25, 0x32370b8f
	v_xor_b32_e32 v6, s1, v9
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
	s_and_b32 s10, s22, 0x1f8
	v_xor_b32_e32 v7, s3, v7
	v_xor_b32_e32 v8, s4, v8
	s_cmp_lg_u64 s[28:29], 0
	s_mov_b32 s18, 0xd078c69f
	s_mov_b32 s22, 0x1d8e78af
	s_mov_b32 s46, 0x54442d18
	s_mov_b32 s48, 0x6dc9c883
	s_mov_b32 s50, 0x54400000
	s_mov_b32 s52, 0x1a626331
	s_mov_b32 s54, 0x1a600000
	s_mov_b32 s56, 0x2e037073
	s_mov_b32 s58, 0x19cb1590
	s_mov_b32 s60, 0x16c15177
	s_mov_b32 s62, 0x5555554c
	s_mov_b32 s64, 0xbe8838d4
	s_mov_b32 s66, 0xbdb4b1c4
	s_mov_b32 s68, 0x809c52ad
	s_mov_b32 s70, 0x57b1fe7d
	s_mov_b32 s72, 0x19c161d5
	s_mov_b32 s74, 0x1110f8a6
	s_mov_b32 s76, 0x5acfd57c
	s_mov_b32 s78, 0x8a2b9ceb
	s_mov_b32 s80, 0x55555549
	s_mov_b32 s11, s29
	s_cselect_b32 s95, -1, 0
	s_mov_b32 s19, 0x3fc39a09
	s_mov_b32 s23, 0x3fcc71c5
	s_mov_b32 s31, 0x3fd99999
	s_mov_b32 s35, 0x3fc2f112
	s_mov_b32 s37, 0x3fc74664
	s_mov_b32 s39, 0x3fd24924
	s_mov_b32 s41, 0x3fe55555
	s_mov_b32 s43, 0x3dea39ef
	s_mov_b32 s45, 0x3fe62e42
	s_mov_b32 s47, 0x401921fb
	s_mov_b32 s49, 0x3fe45f30
	s_mov_b32 s51, 0xbff921fb
	s_mov_b32 s53, 0x3dd0b461
	s_mov_b32 s55, 0xbdd0b461
	s_mov_b32 s57, 0x3ba3198a
	s_mov_b32 s59, 0x3efa01a0
	s_mov_b32 s61, 0xbf56c16c
	s_mov_b32 s63, 0x3fa55555
	s_mov_b32 s65, 0xbda8fae9
	s_mov_b32 s67, 0x3e21ee9e
	s_mov_b32 s69, 0xbe927e4f
	s_mov_b32 s71, 0x3ec71de3
	s_mov_b32 s73, 0xbf2a01a0
	s_mov_b32 s75, 0x3f811111
	s_mov_b32 s77, 0x3de5d93a
	s_mov_b32 s79, 0xbe5ae5e6
	s_mov_b32 s81, 0x3fc55555
	s_branch .LBB4_7
.LBB4_5:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v5
.LBB4_6:
	s_add_u32 s20, s20, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v5, v0
	s_addc_u32 s21, s21, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[20:21], s[6:7]
	s_cbranch_scc1 .LBB4_28
.LBB4_7:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB4_9
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v5, v5
	ds_store_b32 v4, v0
.LBB4_9:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB4_19
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB4_18
	s_and_not1_b32 vcc_lo, exec_lo, s96
	s_cbranch_vccnz .LBB4_15
	s_mov_b64 s[4:5], 0
	s_mov_b32 s3, 0
	.p2align	6
.LBB4_13:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v15, s3
	s_add_u32 s4, s4, 8
	s_addc_u32 s5, s5, 0
	s_add_i32 s3, s3, 32
	s_cmp_lg_u64 s[10:11], s[4:5]
	ds_load_2addr_b32 v[9:10], v15 offset1:1
	ds_load_2addr_b32 v[11:12], v15 offset0:2 offset1:3
	ds_load_2addr_b32 v[13:14], v15 offset0:4 offset1:5
	ds_load_2addr_b32 v[15:16], v15 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v10
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v12
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v14
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v16
	s_cbranch_scc1 .LBB4_13
	s_mov_b64 s[4:5], s[10:11]
	s_mov_b32 s3, s95
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB4_16
	s_branch .LBB4_18
.LBB4_15:
	s_mov_b64 s[4:5], 0
	s_cbranch_execz .LBB4_18
.LBB4_16:
	s_lshl_b32 s3, s4, 2
	s_mov_b64 s[4:5], s[28:29]
.LBB4_17:
	v_mov_b32_e32 v9, s3
	s_add_i32 s3, s3, 4
	s_add_u32 s4, s4, -1
	s_addc_u32 s5, s5, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[4:5], 0
	ds_load_b32 v9, v9
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v9
	s_cbranch_scc1 .LBB4_17
.LBB4_18:
	ds_store_b32 v1, v0 offset:1024
.LBB4_19:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s82
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB4_24
	v_mov_b32_e32 v0, v5
	s_and_saveexec_b32 s5, s2
	s_cbranch_execz .LBB4_23
	s_mul_f32 s97, s14, s12
	global_load_b32 v40, v[2:3], off
	s_cmp_gt_f32 s97, 0
	s_mul_f32 s3, s97, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s97, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v39, s3
	s_cselect_b32 s3, -1, 0
	s_add_u32 s4, s20, s26
	s_addc_u32 s98, s21, s27
	s_mul_i32 s99, s98, 0xcd9e8d57
	s_mul_hi_u32 s98, s98, 0xcd9e8d57
	v_xor_b32_e32 v0, s99, v6
	s_xor_b32 s98, s24, s98
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s4, s98, s4
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s98, s4, 0xd2511f53
	s_mul_i32 s4, s4, 0xd2511f53
	v_xor_b32_e32 v0, s98, v7
	v_xor3_b32 v12, s4, s83, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v12, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v11, v8
	v_xor3_b32 v13, v13, s84, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s85, v11, v9
	v_xor3_b32 v11, v14, s87, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v11, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s86, v10, v12
	v_xor3_b32 v11, v15, s88, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v11, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s89, v10, v13
	v_xor3_b32 v12, v12, s91, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v10, s90, v10, v14
	v_xor3_b32 v0, v0, s92, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v10, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v10, s93, v10, v11
	v_xor3_b32 v0, v0, s25, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v11, 0xcd9e8d57, v10
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s94, v10, v11
	v_cvt_f64_u32_e32 v[10:11], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[10:11], 0.5
	v_ldexp_f64 v[10:11], v[10:11], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v11
	v_and_b32_e32 v11, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v11, 0x3fe6a09e, v11
	v_add_co_u32 v0, s4, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[10:11], -1.0
	v_add_f64 v[12:13], v[10:11], 2.0
	v_mul_f64 v[31:32], v[10:11], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[14:15], null, v[12:13], v[12:13], v[10:11]
	v_div_scale_f64 v[20:21], vcc_lo, v[10:11], v[12:13], v[10:11]
	v_mul_f64 v[31:32], v[10:11], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
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
	v_cvt_f64_u32_e32 v[16:17], v9
	v_add_co_ci_u32_e64 v9, null, 0, -1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[29:30], v9
	v_div_fixup_f64 v[12:13], v[14:15], v[12:13], v[10:11]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[16:17], v[16:17], 0.5
	v_ldexp_f64 v[29:30], v[29:30], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[14:15], v[12:13], v[12:13]
	v_ldexp_f64 v[16:17], v[16:17], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[14:15], v[14:15]
	v_mul_f64 v[16:17], v[16:17], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[20:21], v[18:19], s[34:35]
	v_mul_f64 v[22:23], v[18:19], s[18:19]
	v_mul_f64 v[24:25], v[16:17], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[20:21], v[20:21], s[36:37]
	v_add_f64 v[22:23], v[22:23], s[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], 0x43380000, v[24:25]
	v_mul_f64 v[20:21], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[18:19], v[22:23]
	v_add_f64 v[25:26], 0xc3380000, v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[20:21], v[20:21], s[38:39]
	v_add_f64 v[22:23], v[22:23], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[25:26], s[50:51]
	v_mul_f64 v[20:21], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[18:19], v[18:19], v[22:23]
	v_add_f64 v[22:23], v[16:17], v[27:28]
	v_cvt_f64_u32_e32 v[27:28], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[20:21], s[40:41]
	v_add_f64 v[27:28], v[29:30], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[14:15], v[14:15], v[20:21]
	v_mul_f64 v[20:21], v[25:26], s[54:55]
	v_mul_f64 v[33:34], v[27:28], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[14:15], v[18:19], v[14:15]
	v_add_f64 v[18:19], v[22:23], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[14:15], v[31:32], v[14:15]
	v_add_f64 v[29:30], v[22:23], -v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[12:13], v[12:13], v[14:15]
	v_mul_f64 v[14:15], v[25:26], s[52:53]
	v_mul_f64 v[25:26], v[25:26], s[56:57]
	v_add_f64 v[20:21], v[29:30], v[20:21]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[12:13], v[33:34], v[12:13]
	v_add_f64 v[29:30], v[22:23], -v[14:15]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[20:21], v[25:26], -v[20:21]
	v_mov_b32_e32 v26, v1
	v_add_f64 v[12:13], v[12:13], -v[31:32]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v30
	v_and_b32_e32 v9, 0x7ff, v0
	v_bfe_u32 v0, v17, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v25, 16, v9
	v_cmp_lt_u64_e32 vcc_lo, v[25:26], v[0:1]
	v_dual_cndmask_b32 v15, v15, v21 :: v_dual_cndmask_b32 v14, v14, v20
	v_mul_f64 v[20:21], v[27:28], s[44:45]
	v_dual_cndmask_b32 v17, v23, v19 :: v_dual_cndmask_b32 v16, v22, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[16:17], -v[14:15]
	v_add_f64 v[9:10], v[10:11], v[12:13]
	v_mul_f64 v[11:12], v[18:19], v[18:19]
	v_add_f64 v[16:17], v[16:17], -v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[9:10], v[20:21], v[9:10]
	v_mul_f64 v[20:21], v[11:12], s[70:71]
	v_mul_f64 v[22:23], v[11:12], s[58:59]
	v_mul_f64 v[25:26], v[11:12], s[64:65]
	v_mul_f64 v[27:28], v[11:12], s[76:77]
	v_mul_f64 v[29:30], v[11:12], v[11:12]
	v_add_f64 v[13:14], v[16:17], -v[14:15]
	v_mul_f64 v[35:36], v[11:12], 0.5
	v_mul_f64 v[9:10], v[9:10], -2.0
	v_and_b32_e32 v17, 2, v24
	v_add_f64 v[20:21], v[20:21], s[72:73]
	v_add_f64 v[22:23], v[22:23], s[60:61]
	v_add_f64 v[25:26], v[25:26], s[66:67]
	v_add_f64 v[27:28], v[27:28], s[78:79]
	v_mul_f64 v[31:32], v[11:12], v[29:30]
	v_mul_f64 v[15:16], v[29:30], v[29:30]
	v_mul_f64 v[29:30], v[18:19], v[11:12]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[9:10]
	v_add_f64 v[37:38], -v[35:36], 1.0
	v_mul_f64 v[20:21], v[11:12], v[20:21]
	v_mul_f64 v[22:23], v[11:12], v[22:23]
	v_mul_f64 v[25:26], v[11:12], v[25:26]
	v_mul_f64 v[27:28], v[31:32], v[27:28]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[9:10], v[9:10], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[20:21], v[20:21], s[74:75]
	v_add_f64 v[22:23], v[22:23], s[62:63]
	v_add_f64 v[25:26], v[25:26], s[68:69]
	v_rsq_f64_e32 v[33:34], v[9:10]
	v_cmp_class_f64_e64 vcc_lo, v[9:10], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[20:21], v[27:28], v[20:21]
	v_mul_f64 v[22:23], v[11:12], v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[15:16], v[15:16], v[25:26]
	v_mul_f64 v[25:26], v[13:14], 0.5
	v_mul_f64 v[31:32], v[9:10], v[33:34]
	v_mul_f64 v[33:34], v[33:34], 0.5
	v_mul_f64 v[20:21], v[29:30], v[20:21]
	v_add_f64 v[15:16], v[22:23], v[15:16]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[27:28], -v[33:34], v[31:32], 0.5
	v_add_f64 v[20:21], v[25:26], -v[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[15:16], v[11:12], v[15:16]
	v_fma_f64 v[31:32], v[31:32], v[27:28], v[31:32]
	v_fma_f64 v[22:23], v[33:34], v[27:28], v[33:34]
	v_mul_f64 v[27:28], v[18:19], v[13:14]
	v_add_f64 v[33:34], -v[37:38], 1.0
	v_mul_f64 v[11:12], v[11:12], v[20:21]
	v_fma_f64 v[25:26], -v[31:32], v[31:32], v[9:10]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[15:16], v[15:16], -v[27:28]
	v_mul_f64 v[27:28], v[29:30], s[80:81]
	v_add_f64 v[11:12], v[11:12], -v[13:14]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[20:21], v[25:26], v[22:23], v[31:32]
	v_add_f64 v[25:26], v[33:34], -v[35:36]
	v_add_f64 v[11:12], v[11:12], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[13:14], -v[20:21], v[20:21], v[9:10]
	v_add_f64 v[15:16], v[25:26], v[15:16]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[11:12], v[18:19], -v[11:12]
	v_mov_b32_e32 v18, v1
	v_cmp_eq_u64_e64 s4, 0, v[17:18]
	v_fma_f64 v[13:14], v[13:14], v[22:23], v[20:21]
	v_add_f64 v[15:16], v[37:38], v[15:16]
	v_xor_b32_e32 v17, 0x80000000, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v12, v12, v17, s4
	v_ldexp_f64 v[13:14], v[13:14], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v19, 0x80000000, v16
	v_and_b32_e32 v0, 1, v24
	v_cndmask_b32_e64 v16, v19, v16, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s4, 0, v[0:1]
	v_cndmask_b32_e64 v0, s97, v39, s3
	v_cndmask_b32_e64 v12, v12, v16, s4
	v_cndmask_b32_e64 v11, v11, v15, s4
	v_dual_cndmask_b32 v10, v14, v10 :: v_dual_cndmask_b32 v9, v13, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[9:10], v[11:12], v[9:10]
	ds_load_b32 v12, v1 offset:1024
	v_sqrt_f32_e32 v11, v0
	v_add_nc_u32_e32 v13, -1, v11
	v_add_nc_u32_e32 v14, 1, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v16, 0x80000000, v14
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v12, -4.0, v12
	v_xor_b32_e32 v15, 0x80000000, v13
	v_fma_f32 v15, v15, v11, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e32 vcc_lo, 0, v15
	v_cvt_f32_f64_e32 v9, v[9:10]
	v_fma_f32 v10, v16, v11, v0
	v_cndmask_b32_e32 v11, v11, v13, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v10, v11, v14 :: v_dual_add_f32 v11, v12, v12
	v_add_f32_e32 v14, v5, v5
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v12, v5, v40
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_dual_mul_f32 v13, 0x37800000, v10 :: v_dual_add_f32 v12, v12, v12
	v_mul_f32_e32 v11, 0x3c23d70a, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v10, v10, v13, s3
	v_dual_mul_f32 v12, 0.5, v12 :: v_dual_mul_f32 v11, v14, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v0, v10, v0, vcc_lo
	v_add_f32_e32 v10, v11, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, 0, v0, s1
	v_mul_f32_e32 v10, s8, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v0, s9, s15
	v_sub_f32_e32 v10, v5, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v9
	v_add_f32_e32 v0, v0, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v9, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v9
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB4_23:
	s_or_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB4_6
	s_branch .LBB4_25
.LBB4_24:
.LBB4_25:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB4_5
	global_load_b32 v0, v[2:3], off
	ds_load_b32 v9, v1 offset:1024
	v_add_f32_e32 v10, v5, v5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_dual_add_f32 v9, -4.0, v9 :: v_dual_sub_f32 v0, v5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v9, v9, v9 :: v_dual_add_f32 v0, v0, v0
	v_dual_mul_f32 v9, 0x3c23d70a, v9 :: v_dual_mul_f32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, v10, v9
	v_add_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v5, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v5
	v_cndmask_b32_e32 v5, 0x7fc00000, v0, vcc_lo
	s_branch .LBB4_5
.LBB4_27:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v5
.LBB4_28:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB4_30
	global_store_b32 v4, v0, s[16:17]
.LBB4_30:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_w256
		.amdhsa_group_segment_fixed_size 1028
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
		.amdhsa_next_free_vgpr 41
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
		.amdhsa_inst_pref_size 28
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
	.size	tessera_tether_w256, .Lfunc_end4-tessera_tether_w256

	.set tessera_tether_w256.num_vgpr, 41
	.set tessera_tether_w256.num_agpr, 0
	.set tessera_tether_w256.numbered_sgpr, 100
	.set tessera_tether_w256.num_named_barrier, 0
	.set tessera_tether_w256.private_seg_size, 0
	.set tessera_tether_w256.uses_vcc, 1
	.set tessera_tether_w256.uses_flat_scratch, 0
	.set tessera_tether_w256.has_dyn_sized_stack, 0
	.set tessera_tether_w256.has_recursion, 0
	.set tessera_tether_w256.has_indirect_call, 0
	.globl	tessera_tether_w512
	.p2align	8
	.type	tessera_tether_w512,@function
tessera_tether_w512:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[20:21], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x200, s[22:23]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB5_39
	s_load_b64 s[20:21], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v4, 2, v0
	s_mul_i32 s3, s23, s2
	s_mul_hi_u32 s4, s22, s2
	s_mul_i32 s28, s22, s2
	s_add_i32 s29, s4, s3
	v_cmp_gt_u64_e64 s2, s[22:23], v[0:1]
	s_lshl_b64 s[4:5], s[28:29], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s6, s16, s4
	s_addc_u32 s7, s17, s5
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB5_3
	global_load_b32 v5, v4, s[6:7]
.LBB5_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v2, 0x100, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[22:23], v[2:3]
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB5_5
	global_load_b32 v6, v4, s[6:7] offset:1024
.LBB5_5:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[20:21], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB5_35
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v2, s0, s28, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v3, null, s29, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v2, 0
	v_add_co_u32 v2, vcc_lo, 0x100, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v8, null, 0, v3, vcc_lo
	s_mov_b32 s29, 0
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v2, 0
	v_xor_b32_e32 v0, v10, v3
	v_cmp_gt_u64_e64 s96, s[22:23], 7
	v_mov_b32_e32 v1, 0
	s_mov_b32 s30, 0x9997fa04
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_xor_b32_e32 v0, s25, v0
	s_cselect_b32 s15, -1, 0
	s_add_u32 s1, s18, s4
	s_addc_u32 s4, s19, s5
	s_cmp_lg_u64 s[22:23], 0
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, v12, v8
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s10, 0
	v_add_co_u32 v2, s1, s1, v4
	s_delay_alu instid0(VALU_DEP_2)
	v_xor_b32_e32 v0, s25, v0
	s_cselect_b32 s82, -1, 0
	v_add_co_ci_u32_e64 v3, null, s4, 0, s1
	s_add_u32 s1, s24, 0x9e3779b9
	s_add_u32 s4, s25, 0xbb67ae85
	v_xor_b32_e32 v7, s1, v14
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v0, 0
	s_add_u32 s5, s24, 0x3c6ef372
	s_and_b32 s28, s22, 7
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
	v_xor_b32_e32 v8, s1, v15
	s_and_b32 s10, s22, 0x3f8
	v_xor_b32_e32 v9, s4, v9
	v_xor_b32_e32 v10, s5, v13
	v_xor_b32_e32 v11, s4, v11
	v_xor_b32_e32 v12, s5, v14
	s_cmp_lg_u64 s[28:29], 0
	s_mov_b32 s18, 0xd078c69f
	s_mov_b32 s22, 0x1d8e78af
	s_mov_b32 s34, 0xdf3e5244
	s_mov_b32 s36, 0x96cb03de
	s_mov_b32 s38, 0x94229359
	s_mov_b32 s40, 0x55555593
	s_mov_b32 s42, 0x35793c76
	s_mov_b32 s44, 0xfee00000
	s_mov_b32 s46, 0x54442d18
	s_mov_b32 s48, 0x6dc9c883
	s_mov_b32 s50, 0x54400000
	s_mov_b32 s52, 0x1a626331
	s_mov_b32 s54, 0x1a600000
	s_mov_b32 s56, 0x2e037073
	s_mov_b32 s58, 0x19cb1590
	s_mov_b32 s60, 0x16c15177
	s_mov_b32 s62, 0x5555554c
	s_mov_b32 s64, 0xbe8838d4
	s_mov_b32 s66, 0xbdb4b1c4
	s_mov_b32 s68, 0x809c52ad
	s_mov_b32 s70, 0x57b1fe7d
	s_mov_b32 s72, 0x19c161d5
	s_mov_b32 s74, 0x1110f8a6
	s_mov_b32 s76, 0x5acfd57c
	s_mov_b32 s78, 0x8a2b9ceb
	s_mov_b32 s80, 0x55555549
	s_mov_b32 s11, s29
	s_cselect_b32 s95, -1, 0
	s_mov_b32 s19, 0x3fc39a09
	s_mov_b32 s23, 0x3fcc71c5
	s_mov_b32 s31, 0x3fd99999
	s_mov_b32 s35, 0x3fc2f112
	s_mov_b32 s37, 0x3fc74664
	s_mov_b32 s39, 0x3fd24924
	s_mov_b32 s41, 0x3fe55555
	s_mov_b32 s43, 0x3dea39ef
	s_mov_b32 s45, 0x3fe62e42
	s_mov_b32 s47, 0x401921fb
	s_mov_b32 s49, 0x3fe45f30
	s_mov_b32 s51, 0xbff921fb
	s_mov_b32 s53, 0x3dd0b461
	s_mov_b32 s55, 0xbdd0b461
	s_mov_b32 s57, 0x3ba3198a
	s_mov_b32 s59, 0x3efa01a0
	s_mov_b32 s61, 0xbf56c16c
	s_mov_b32 s63, 0x3fa55555
	s_mov_b32 s65, 0xbda8fae9
	s_mov_b32 s67, 0x3e21ee9e
	s_mov_b32 s69, 0xbe927e4f
	s_mov_b32 s71, 0x3ec71de3
	s_mov_b32 s73, 0xbf2a01a0
	s_mov_b32 s75, 0x3f811111
	s_mov_b32 s77, 0x3de5d93a
	s_mov_b32 s79, 0xbe5ae5e6
	s_mov_b32 s81, 0x3fc55555
	s_branch .LBB5_9
.LBB5_7:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v14, v5
	s_delay_alu instid0(VALU_DEP_2)
	v_mov_b32_e32 v0, v6
.LBB5_8:
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v6, v0 :: v_dual_mov_b32 v5, v14
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[16:17], s[20:21]
	s_cbranch_scc1 .LBB5_35
.LBB5_9:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB5_11
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v5, v5
	ds_store_b32 v4, v0
.LBB5_11:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB5_13
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v6, v6
	ds_store_b32 v4, v0 offset:1024
.LBB5_13:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB5_23
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB5_22
	s_and_not1_b32 vcc_lo, exec_lo, s96
	s_cbranch_vccnz .LBB5_19
	s_mov_b64 s[4:5], 0
	s_mov_b32 s97, 0
	.p2align	6
.LBB5_17:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v19, s97
	s_add_u32 s4, s4, 8
	s_addc_u32 s5, s5, 0
	s_add_i32 s97, s97, 32
	s_cmp_lg_u64 s[10:11], s[4:5]
	ds_load_2addr_b32 v[13:14], v19 offset1:1
	ds_load_2addr_b32 v[15:16], v19 offset0:2 offset1:3
	ds_load_2addr_b32 v[17:18], v19 offset0:4 offset1:5
	ds_load_2addr_b32 v[19:20], v19 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v14
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v16
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v19
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v20
	s_cbranch_scc1 .LBB5_17
	s_mov_b64 s[4:5], s[10:11]
	s_mov_b32 s97, s95
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s97
	s_cbranch_vccnz .LBB5_20
	s_branch .LBB5_22
.LBB5_19:
	s_mov_b64 s[4:5], 0
	s_cbranch_execz .LBB5_22
.LBB5_20:
	s_lshl_b32 s97, s4, 2
	s_mov_b64 s[4:5], s[28:29]
.LBB5_21:
	v_mov_b32_e32 v13, s97
	s_add_i32 s97, s97, 4
	s_add_u32 s4, s4, -1
	s_addc_u32 s5, s5, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[4:5], 0
	ds_load_b32 v13, v13
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v13
	s_cbranch_scc1 .LBB5_21
.LBB5_22:
	ds_store_b32 v1, v0 offset:2048
.LBB5_23:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s82
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB5_30
	s_mul_f32 s4, s14, s12
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s4, 0
	s_mul_f32 s1, s4, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s4, 0xf800000
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s4, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v13, v0
	v_add_nc_u32_e32 v14, -1, v13
	v_add_nc_u32_e32 v15, 1, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v16, 0x80000000, v14
	v_xor_b32_e32 v17, 0x80000000, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v16, v16, v13, v0
	v_fma_f32 v17, v17, v13, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s4, 0, v16
	v_cndmask_b32_e64 v13, v13, v14, s4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s4, 0, v17
	v_cndmask_b32_e64 v13, v13, v15, s4
	s_add_u32 s4, s16, s26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, 0x37800000, v13
	v_cndmask_b32_e64 v13, v13, v14, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_mov_b32_e32 v14, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, v13, v0, s1
	s_addc_u32 s1, s17, s27
	s_mul_i32 s5, s1, 0xcd9e8d57
	s_mul_hi_u32 s97, s1, 0xcd9e8d57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	v_cndmask_b32_e64 v13, v0, s9, s15
	s_and_saveexec_b32 s98, s2
	s_cbranch_execz .LBB5_27
	v_xor_b32_e32 v0, s5, v7
	s_xor_b32 s1, s24, s97
	global_load_b32 v44, v[2:3], off
	s_xor_b32 s1, s1, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s99, s1, 0xd2511f53
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s99, v9
	v_xor3_b32 v17, s1, s83, v15
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v17, 0
	v_xor_b32_e32 v0, v16, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, v18, s84, v15
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v18, 0
	v_xor3_b32 v0, s85, v16, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v16, v19, s87, v15
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v16, 0
	v_xor3_b32 v0, s86, v15, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v16, v20, s88, v14
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v16, 0
	v_xor3_b32 v0, s89, v15, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, v17, s91, v14
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v17
	v_xor3_b32 v15, s90, v15, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s92, v14
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v15, s93, v15, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s25, v14
	v_mul_lo_u32 v16, 0xcd9e8d57, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v16, v15, s94
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[15:16], v0
	v_add_f64 v[15:16], v[15:16], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[15:16], v[15:16], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v16, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v16, 0x3fe6a09e, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[15:16], v[15:16], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[15:16], 2.0
	v_mul_f64 v[36:37], v[15:16], 0.5
	v_div_scale_f64 v[19:20], null, v[17:18], v[17:18], v[15:16]
	v_div_scale_f64 v[25:26], vcc_lo, v[15:16], v[17:18], v[15:16]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[15:16], v[36:37]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[19:20], v[19:20], v[21:22], v[23:24]
	v_cvt_f64_u32_e32 v[21:22], v14
	v_add_co_ci_u32_e64 v14, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[34:35], v14
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[17:18], v[19:20], v[17:18], v[15:16]
	v_add_f64 v[21:22], v[21:22], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[34:35], v[34:35], 32
	v_mul_f64 v[19:20], v[17:18], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[21:22], v[21:22], 0xffffffe0
	v_mul_f64 v[23:24], v[19:20], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[21:22], s[46:47]
	v_mul_f64 v[25:26], v[23:24], s[34:35]
	v_mul_f64 v[27:28], v[23:24], s[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[21:22], s[48:49]
	v_add_f64 v[25:26], v[25:26], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[27:28], s[22:23]
	v_add_f64 v[29:30], 0x43380000, v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[25:26], v[23:24], v[25:26]
	v_mul_f64 v[27:28], v[23:24], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], 0xc3380000, v[29:30]
	v_add_f64 v[25:26], v[25:26], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[27:28], s[30:31]
	v_mul_f64 v[32:33], v[30:31], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[25:26], v[23:24], v[25:26]
	v_mul_f64 v[23:24], v[23:24], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[27:28], v[21:22], v[32:33]
	v_cvt_f64_u32_e32 v[32:33], v0
	v_add_f64 v[25:26], v[25:26], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[32:33], v[34:35], v[32:33]
	v_mul_f64 v[19:20], v[19:20], v[25:26]
	v_mul_f64 v[25:26], v[30:31], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[38:39], v[32:33], s[42:43]
	v_add_f64 v[19:20], v[23:24], v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[27:28], v[25:26]
	v_add_f64 v[19:20], v[36:37], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[34:35], v[27:28], -v[23:24]
	v_mul_f64 v[17:18], v[17:18], v[19:20]
	v_mul_f64 v[19:20], v[30:31], s[52:53]
	v_mul_f64 v[30:31], v[30:31], s[56:57]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[25:26], v[34:35], v[25:26]
	v_add_f64 v[17:18], v[38:39], v[17:18]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[34:35], v[27:28], -v[19:20]
	v_add_f64 v[25:26], v[30:31], -v[25:26]
	v_mov_b32_e32 v31, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[17:18], v[17:18], -v[36:37]
	v_lshrrev_b32_e32 v0, 20, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v14, 0x7ff, v0
	v_bfe_u32 v0, v22, 20, 11
	v_add_nc_u32_e32 v30, 16, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[30:31], v[0:1]
	v_dual_cndmask_b32 v20, v20, v26 :: v_dual_cndmask_b32 v19, v19, v25
	v_mul_f64 v[25:26], v[32:33], s[44:45]
	v_dual_cndmask_b32 v22, v28, v24 :: v_dual_cndmask_b32 v21, v27, v23
	v_add_f64 v[23:24], v[21:22], -v[19:20]
	v_add_f64 v[14:15], v[15:16], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[16:17], v[23:24], v[23:24]
	v_add_f64 v[21:22], v[21:22], -v[23:24]
	v_add_f64 v[14:15], v[25:26], v[14:15]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[25:26], v[16:17], s[70:71]
	v_mul_f64 v[27:28], v[16:17], s[58:59]
	v_mul_f64 v[30:31], v[16:17], s[64:65]
	v_mul_f64 v[32:33], v[16:17], s[76:77]
	v_mul_f64 v[34:35], v[16:17], v[16:17]
	v_add_f64 v[18:19], v[21:22], -v[19:20]
	v_mul_f64 v[40:41], v[16:17], 0.5
	v_mul_f64 v[14:15], v[14:15], -2.0
	v_and_b32_e32 v22, 2, v29
	v_add_f64 v[25:26], v[25:26], s[72:73]
	v_add_f64 v[27:28], v[27:28], s[60:61]
	v_add_f64 v[30:31], v[30:31], s[66:67]
	v_add_f64 v[32:33], v[32:33], s[78:79]
	v_mul_f64 v[36:37], v[16:17], v[34:35]
	v_mul_f64 v[20:21], v[34:35], v[34:35]
	v_mul_f64 v[34:35], v[23:24], v[16:17]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[14:15]
	v_add_f64 v[42:43], -v[40:41], 1.0
	v_mul_f64 v[25:26], v[16:17], v[25:26]
	v_mul_f64 v[27:28], v[16:17], v[27:28]
	v_mul_f64 v[30:31], v[16:17], v[30:31]
	v_mul_f64 v[32:33], v[36:37], v[32:33]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[14:15], v[14:15], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[25:26], v[25:26], s[74:75]
	v_add_f64 v[27:28], v[27:28], s[62:63]
	v_add_f64 v[30:31], v[30:31], s[68:69]
	v_rsq_f64_e32 v[38:39], v[14:15]
	v_cmp_class_f64_e64 vcc_lo, v[14:15], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[25:26], v[32:33], v[25:26]
	v_mul_f64 v[27:28], v[16:17], v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[20:21], v[20:21], v[30:31]
	v_mul_f64 v[30:31], v[18:19], 0.5
	v_mul_f64 v[36:37], v[14:15], v[38:39]
	v_mul_f64 v[38:39], v[38:39], 0.5
	v_mul_f64 v[25:26], v[34:35], v[25:26]
	v_add_f64 v[20:21], v[27:28], v[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[32:33], -v[38:39], v[36:37], 0.5
	v_add_f64 v[25:26], v[30:31], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[20:21], v[16:17], v[20:21]
	v_fma_f64 v[36:37], v[36:37], v[32:33], v[36:37]
	v_fma_f64 v[27:28], v[38:39], v[32:33], v[38:39]
	v_mul_f64 v[32:33], v[23:24], v[18:19]
	v_add_f64 v[38:39], -v[42:43], 1.0
	v_mul_f64 v[16:17], v[16:17], v[25:26]
	v_fma_f64 v[30:31], -v[36:37], v[36:37], v[14:15]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[20:21], v[20:21], -v[32:33]
	v_mul_f64 v[32:33], v[34:35], s[80:81]
	v_add_f64 v[16:17], v[16:17], -v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[25:26], v[30:31], v[27:28], v[36:37]
	v_add_f64 v[30:31], v[38:39], -v[40:41]
	v_add_f64 v[16:17], v[16:17], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[18:19], -v[25:26], v[25:26], v[14:15]
	v_add_f64 v[20:21], v[30:31], v[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], v[23:24], -v[16:17]
	v_mov_b32_e32 v23, v1
	v_cmp_eq_u64_e64 s1, 0, v[22:23]
	v_fma_f64 v[18:19], v[18:19], v[27:28], v[25:26]
	v_add_f64 v[20:21], v[42:43], v[20:21]
	v_xor_b32_e32 v22, 0x80000000, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v17, v17, v22, s1
	v_ldexp_f64 v[18:19], v[18:19], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v24, 0x80000000, v21
	v_and_b32_e32 v0, 1, v29
	v_cndmask_b32_e64 v21, v24, v21, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:2048
	v_cndmask_b32_e64 v17, v17, v21, s1
	v_cndmask_b32_e64 v16, v16, v20, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_dual_mul_f32 v0, 0x3c23d70a, v0 :: v_dual_cndmask_b32 v15, v19, v15
	v_cndmask_b32_e32 v14, v18, v14, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[16:17], v[14:15]
	v_add_f32_e32 v16, v5, v5
	v_mul_f32_e32 v0, v16, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v14, v[14:15]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v15, v5, v44
	v_add_f32_e32 v15, v15, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, 0.5, v15
	v_add_f32_e32 v0, v0, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v5, v0
	v_mul_f32_e32 v14, v13, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v14, v0
	v_and_b32_e32 v14, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v14
	v_cndmask_b32_e32 v14, 0x7fc00000, v0, vcc_lo
.LBB5_27:
	s_or_b32 exec_lo, exec_lo, s98
	v_mov_b32_e32 v0, v6
	s_and_saveexec_b32 s1, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s98, exec_lo, s1
	s_cbranch_execz .LBB5_29
	v_xor_b32_e32 v0, s5, v8
	s_xor_b32 s1, s24, s97
	global_load_b32 v45, v[2:3], off offset:1024
	s_xor_b32 s1, s1, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s4, s1, 0xd2511f53
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s4, v11
	v_xor3_b32 v18, s1, s83, v16
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v18, 0
	v_xor_b32_e32 v0, v17, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, v19, s84, v16
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v19, 0
	v_xor3_b32 v0, s85, v17, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, v20, s87, v16
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v17, 0
	v_xor3_b32 v0, s86, v16, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, v21, s88, v15
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v17, 0
	v_xor3_b32 v0, s89, v16, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, v18, s91, v15
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v18
	v_xor3_b32 v16, s90, v16, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s92, v15
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v16, s93, v16, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s25, v15
	v_mul_lo_u32 v17, 0xcd9e8d57, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v17, v16, s94
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[16:17], v0
	v_add_f64 v[16:17], v[16:17], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[16:17], v[16:17], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v17, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v17, 0x3fe6a09e, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[16:17], v[16:17], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[16:17], 2.0
	v_mul_f64 v[37:38], v[16:17], 0.5
	v_div_scale_f64 v[20:21], null, v[18:19], v[18:19], v[16:17]
	v_div_scale_f64 v[26:27], vcc_lo, v[16:17], v[18:19], v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[37:38], v[16:17], v[37:38]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[20:21], v[20:21], v[22:23], v[24:25]
	v_cvt_f64_u32_e32 v[22:23], v15
	v_add_co_ci_u32_e64 v15, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[35:36], v15
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[18:19], v[20:21], v[18:19], v[16:17]
	v_add_f64 v[22:23], v[22:23], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[35:36], v[35:36], 32
	v_mul_f64 v[20:21], v[18:19], v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[22:23], v[22:23], 0xffffffe0
	v_mul_f64 v[24:25], v[20:21], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[22:23], s[46:47]
	v_mul_f64 v[26:27], v[24:25], s[34:35]
	v_mul_f64 v[28:29], v[24:25], s[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[30:31], v[22:23], s[48:49]
	v_add_f64 v[26:27], v[26:27], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[28:29], v[28:29], s[22:23]
	v_add_f64 v[30:31], 0x43380000, v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[24:25], v[26:27]
	v_mul_f64 v[28:29], v[24:25], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], 0xc3380000, v[30:31]
	v_add_f64 v[26:27], v[26:27], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[28:29], v[28:29], s[30:31]
	v_mul_f64 v[33:34], v[31:32], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[24:25], v[26:27]
	v_mul_f64 v[24:25], v[24:25], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[28:29], v[22:23], v[33:34]
	v_cvt_f64_u32_e32 v[33:34], v0
	v_add_f64 v[26:27], v[26:27], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[33:34], v[35:36], v[33:34]
	v_mul_f64 v[20:21], v[20:21], v[26:27]
	v_mul_f64 v[26:27], v[31:32], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[39:40], v[33:34], s[42:43]
	v_add_f64 v[20:21], v[24:25], v[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[28:29], v[26:27]
	v_add_f64 v[20:21], v[37:38], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[28:29], -v[24:25]
	v_mul_f64 v[18:19], v[18:19], v[20:21]
	v_mul_f64 v[20:21], v[31:32], s[52:53]
	v_mul_f64 v[31:32], v[31:32], s[56:57]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[26:27], v[35:36], v[26:27]
	v_add_f64 v[18:19], v[39:40], v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[35:36], v[28:29], -v[20:21]
	v_add_f64 v[26:27], v[31:32], -v[26:27]
	v_mov_b32_e32 v32, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[18:19], v[18:19], -v[37:38]
	v_lshrrev_b32_e32 v0, 20, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v15, 0x7ff, v0
	v_bfe_u32 v0, v23, 20, 11
	v_add_nc_u32_e32 v31, 16, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[31:32], v[0:1]
	v_dual_cndmask_b32 v21, v21, v27 :: v_dual_cndmask_b32 v20, v20, v26
	v_mul_f64 v[26:27], v[33:34], s[44:45]
	v_dual_cndmask_b32 v23, v29, v25 :: v_dual_cndmask_b32 v22, v28, v24
	v_add_f64 v[24:25], v[22:23], -v[20:21]
	v_add_f64 v[15:16], v[16:17], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[24:25], v[24:25]
	v_add_f64 v[22:23], v[22:23], -v[24:25]
	v_add_f64 v[15:16], v[26:27], v[15:16]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[26:27], v[17:18], s[70:71]
	v_mul_f64 v[28:29], v[17:18], s[58:59]
	v_mul_f64 v[31:32], v[17:18], s[64:65]
	v_mul_f64 v[33:34], v[17:18], s[76:77]
	v_mul_f64 v[35:36], v[17:18], v[17:18]
	v_add_f64 v[19:20], v[22:23], -v[20:21]
	v_mul_f64 v[41:42], v[17:18], 0.5
	v_mul_f64 v[15:16], v[15:16], -2.0
	v_add_f64 v[26:27], v[26:27], s[72:73]
	v_add_f64 v[28:29], v[28:29], s[60:61]
	v_add_f64 v[31:32], v[31:32], s[66:67]
	v_add_f64 v[33:34], v[33:34], s[78:79]
	v_mul_f64 v[37:38], v[17:18], v[35:36]
	v_mul_f64 v[21:22], v[35:36], v[35:36]
	v_mul_f64 v[35:36], v[24:25], v[17:18]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[15:16]
	v_add_f64 v[43:44], -v[41:42], 1.0
	v_mul_f64 v[26:27], v[17:18], v[26:27]
	v_mul_f64 v[28:29], v[17:18], v[28:29]
	v_mul_f64 v[31:32], v[17:18], v[31:32]
	v_mul_f64 v[33:34], v[37:38], v[33:34]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[15:16], v[15:16], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[26:27], v[26:27], s[74:75]
	v_add_f64 v[28:29], v[28:29], s[62:63]
	v_add_f64 v[31:32], v[31:32], s[68:69]
	v_rsq_f64_e32 v[39:40], v[15:16]
	v_cmp_class_f64_e64 vcc_lo, v[15:16], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[26:27], v[33:34], v[26:27]
	v_mul_f64 v[28:29], v[17:18], v[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[21:22], v[21:22], v[31:32]
	v_mul_f64 v[31:32], v[19:20], 0.5
	v_mul_f64 v[37:38], v[15:16], v[39:40]
	v_mul_f64 v[39:40], v[39:40], 0.5
	v_mul_f64 v[26:27], v[35:36], v[26:27]
	v_add_f64 v[21:22], v[28:29], v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[33:34], -v[39:40], v[37:38], 0.5
	v_add_f64 v[26:27], v[31:32], -v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[21:22], v[17:18], v[21:22]
	v_fma_f64 v[37:38], v[37:38], v[33:34], v[37:38]
	v_fma_f64 v[28:29], v[39:40], v[33:34], v[39:40]
	v_mul_f64 v[33:34], v[24:25], v[19:20]
	v_add_f64 v[39:40], -v[43:44], 1.0
	v_mul_f64 v[17:18], v[17:18], v[26:27]
	v_fma_f64 v[31:32], -v[37:38], v[37:38], v[15:16]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[21:22], -v[33:34]
	v_mul_f64 v[33:34], v[35:36], s[80:81]
	v_add_f64 v[17:18], v[17:18], -v[19:20]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[26:27], v[31:32], v[28:29], v[37:38]
	v_add_f64 v[31:32], v[39:40], -v[41:42]
	v_add_f64 v[17:18], v[17:18], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[19:20], -v[26:27], v[26:27], v[15:16]
	v_add_f64 v[21:22], v[31:32], v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[17:18], v[24:25], -v[17:18]
	v_mov_b32_e32 v24, v1
	v_fma_f64 v[19:20], v[19:20], v[28:29], v[26:27]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[43:44], v[21:22]
	v_ldexp_f64 v[19:20], v[19:20], v0
	v_and_b32_e32 v23, 2, v30
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v25, 0x80000000, v22
	v_and_b32_e32 v0, 1, v30
	v_cndmask_b32_e32 v16, v20, v16, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[23:24]
	v_xor_b32_e32 v23, 0x80000000, v18
	v_cndmask_b32_e64 v22, v25, v22, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v18, v18, v23, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:2048
	v_cndmask_b32_e32 v15, v19, v15, vcc_lo
	v_cndmask_b32_e64 v18, v18, v22, s1
	v_cndmask_b32_e64 v17, v17, v21, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[15:16], v[17:18], v[15:16]
	v_dual_add_f32 v17, v6, v6 :: v_dual_add_f32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	v_mul_f32_e32 v0, v17, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v15, v[15:16]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v16, v6, v45 :: v_dual_mul_f32 v13, v13, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, v16, v16
	v_mul_f32_e32 v16, 0.5, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v16
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v6, v0
	v_add_f32_e32 v0, v13, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v13, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v13
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB5_29:
	s_or_b32 exec_lo, exec_lo, s98
	s_branch .LBB5_8
.LBB5_30:
	s_cbranch_execz .LBB5_8
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB5_33
	global_load_b32 v0, v[2:3], off
	ds_load_b32 v13, v1 offset:2048
	v_add_f32_e32 v14, v5, v5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_dual_add_f32 v13, -4.0, v13 :: v_dual_sub_f32 v0, v5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v13, v13, v13 :: v_dual_add_f32 v0, v0, v0
	v_dual_mul_f32 v13, 0x3c23d70a, v13 :: v_dual_mul_f32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v14, v13
	v_add_f32_e32 v0, v13, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v5, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v5
	v_cndmask_b32_e32 v5, 0x7fc00000, v0, vcc_lo
.LBB5_33:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB5_7
	global_load_b32 v0, v[2:3], off offset:1024
	ds_load_b32 v13, v1 offset:2048
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v14, v6, v6 :: v_dual_add_f32 v13, -4.0, v13
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v6, v0 :: v_dual_add_f32 v13, v13, v13
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v13, 0x3c23d70a, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v13, v14, v13
	v_add_f32_e32 v0, v13, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v6, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v6
	v_cndmask_b32_e32 v6, 0x7fc00000, v0, vcc_lo
	s_branch .LBB5_7
.LBB5_35:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB5_37
	s_waitcnt vmcnt(0)
	global_store_b32 v4, v5, s[6:7]
.LBB5_37:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB5_39
	s_waitcnt vmcnt(0)
	global_store_b32 v4, v6, s[6:7] offset:1024
.LBB5_39:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_w512
		.amdhsa_group_segment_fixed_size 2052
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
		.amdhsa_next_free_vgpr 46
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
		.amdhsa_inst_pref_size 45
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
	.size	tessera_tether_w512, .Lfunc_end5-tessera_tether_w512

	.set tessera_tether_w512.num_vgpr, 46
	.set tessera_tether_w512.num_agpr, 0
	.set tessera_tether_w512.numbered_sgpr, 100
	.set tessera_tether_w512.num_named_barrier, 0
	.set tessera_tether_w512.private_seg_size, 0
	.set tessera_tether_w512.uses_vcc, 1
	.set tessera_tether_w512.uses_flat_scratch, 0
	.set tessera_tether_w512.has_dyn_sized_stack, 0
	.set tessera_tether_w512.has_recursion, 0
	.set tessera_tether_w512.has_indirect_call, 0
	.globl	tessera_tether_w1024
	.p2align	8
	.type	tessera_tether_w1024,@function
tessera_tether_w1024:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[20:21], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x400, s[22:23]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB6_56
	s_load_b64 s[20:21], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v4, 2, v0
	s_mul_i32 s3, s23, s2
	s_mul_hi_u32 s4, s22, s2
	s_mul_i32 s30, s22, s2
	s_add_i32 s31, s4, s3
	v_cmp_gt_u64_e64 s2, s[22:23], v[0:1]
	s_lshl_b64 s[6:7], s[30:31], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s16, s16, s6
	s_addc_u32 s17, s17, s7
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB6_3
	global_load_b32 v5, v4, s[16:17]
.LBB6_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v2, 0x100, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[22:23], v[2:3]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB6_5
	global_load_b32 v6, v4, s[16:17] offset:1024
.LBB6_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v1, 0x200, v0
	v_mov_b32_e32 v2, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[22:23], v[1:2]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB6_7
	global_load_b32 v7, v4, s[16:17] offset:2048
.LBB6_7:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v1, 0x300, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[22:23], v[1:2]
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB6_9
	global_load_b32 v8, v4, s[16:17] offset:3072
.LBB6_9:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[20:21], 0
	s_mov_b64 s[28:29], 0
	s_cbranch_scc1 .LBB6_51
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v10, s0, s30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v11, null, s31, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v10, 0
	v_add_co_u32 v12, vcc_lo, 0x100, v10
	s_mov_b32 s31, 0
	v_cmp_gt_u64_e64 s98, s[22:23], 7
	v_mov_b32_e32 v1, 0
	s_mov_b32 s34, 0x1d8e78af
	v_xor_b32_e32 v0, v14, v11
	s_mov_b32 s36, 0x9997fa04
	s_mov_b32 s38, 0xdf3e5244
	s_mov_b32 s40, 0x96cb03de
	s_mov_b32 s42, 0x94229359
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_xor_b32_e32 v0, s25, v0
	s_cselect_b32 s15, -1, 0
	s_add_u32 s1, s18, s6
	s_addc_u32 s6, s19, s7
	s_cmp_lg_u64 s[22:23], 0
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v0, 0
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s10, 0
	v_add_co_u32 v2, s1, s1, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s6, 0, s1
	s_cselect_b32 s84, -1, 0
	s_add_u32 s1, s24, 0x9e3779b9
	v_add_co_ci_u32_e64 v0, null, 0, v11, vcc_lo
	v_xor_b32_e32 v9, s1, v15
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v12, 0
	v_add_co_u32 v12, vcc_lo, 0x200, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v21, null, 0, v11, vcc_lo
	v_add_co_u32 v10, vcc_lo, 0x300, v10
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v12, 0
	v_add_co_ci_u32_e64 v11, null, 0, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v10, 0
	v_xor_b32_e32 v0, v16, v0
	s_add_u32 s6, s25, 0xbb67ae85
	v_xor_b32_e32 v10, v18, v21
	s_add_u32 s7, s24, 0x3c6ef372
	s_and_b32 s30, s22, 7
	v_xor_b32_e32 v0, s25, v0
	s_delay_alu instid0(VALU_DEP_4)
	v_xor_b32_e32 v11, v20, v11
	v_xor_b32_e32 v10, s25, v10
	s_add_u32 s85, s25, 0x76cf5d0a
	s_add_u32 s86, s24, 0xdaa66d2b
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v11, s25, v11
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v10, 0
	s_add_u32 s87, s25, 0x32370b8f
	s_add_u32 s88, s24, 0x78dde6e4
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v11, 0
	s_add_u32 s89, s25, 0xed9eba14
	s_add_u32 s90, s24, 0x1715609d
	s_add_u32 s91, s25, 0xa9066899
	s_add_u32 s92, s24, 0xb54cda56
	s_add_u32 s93, s25, 0x646e171e
	s_add_u32 s94, s24, 0x5384540f
	s_add_u32 s95, s25, 0x1fd5c5a3
	s_add_u32 s25, s25, 0xdb3d7428
	s_add_i32 s96, s24, 0x8ff34781
	v_xor_b32_e32 v10, s1, v21
	v_xor_b32_e32 v11, s1, v23
	v_xor_b32_e32 v12, s1, v25
	s_and_b32 s10, s22, 0x7f8
	v_xor_b32_e32 v13, s6, v13
	v_xor_b32_e32 v14, s7, v14
	v_xor_b32_e32 v15, s6, v15
	v_xor_b32_e32 v16, s7, v20
	v_xor_b32_e32 v17, s6, v17
	v_xor_b32_e32 v18, s7, v22
	v_xor_b32_e32 v19, s6, v19
	v_xor_b32_e32 v20, s7, v24
	s_cmp_lg_u64 s[30:31], 0
	s_mov_b32 s18, 0xd078c69f
	s_mov_b32 s44, 0x55555593
	s_mov_b32 s46, 0x35793c76
	s_mov_b32 s48, 0xfee00000
	s_mov_b32 s50, 0x54442d18
	s_mov_b32 s52, 0x6dc9c883
	s_mov_b32 s54, 0x54400000
	s_mov_b32 s56, 0x1a626331
	s_mov_b32 s58, 0x1a600000
	s_mov_b32 s60, 0x2e037073
	s_mov_b32 s62, 0x19cb1590
	s_mov_b32 s64, 0x16c15177
	s_mov_b32 s66, 0x5555554c
	s_mov_b32 s68, 0xbe8838d4
	s_mov_b32 s70, 0xbdb4b1c4
	s_mov_b32 s72, 0x809c52ad
	s_mov_b32 s74, 0x57b1fe7d
	s_mov_b32 s76, 0x19c161d5
	s_mov_b32 s78, 0x1110f8a6
	s_mov_b32 s80, 0x5acfd57c
	s_mov_b32 s82, 0x8a2b9ceb
	s_mov_b32 s22, 0x55555549
	s_mov_b32 s11, s31
	s_cselect_b32 s97, -1, 0
	s_mov_b32 s19, 0x3fc39a09
	s_mov_b32 s35, 0x3fcc71c5
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
	s_mov_b32 s63, 0x3efa01a0
	s_mov_b32 s65, 0xbf56c16c
	s_mov_b32 s67, 0x3fa55555
	s_mov_b32 s69, 0xbda8fae9
	s_mov_b32 s71, 0x3e21ee9e
	s_mov_b32 s73, 0xbe927e4f
	s_mov_b32 s75, 0x3ec71de3
	s_mov_b32 s77, 0xbf2a01a0
	s_mov_b32 s79, 0x3f811111
	s_mov_b32 s81, 0x3de5d93a
	s_mov_b32 s83, 0xbe5ae5e6
	s_mov_b32 s23, 0x3fc55555
	s_branch .LBB6_13
.LBB6_11:
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v22, v5 :: v_dual_mov_b32 v23, v6
	v_mov_b32_e32 v24, v7
	v_mov_b32_e32 v0, v8
.LBB6_12:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v8, v0 :: v_dual_mov_b32 v5, v22
	v_dual_mov_b32 v7, v24 :: v_dual_mov_b32 v6, v23
	s_add_u32 s28, s28, 1
	s_addc_u32 s29, s29, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[28:29], s[20:21]
	s_cbranch_scc1 .LBB6_51
.LBB6_13:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB6_24
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB6_25
.LBB6_15:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB6_26
.LBB6_16:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB6_18
.LBB6_17:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v8, v8
	ds_store_b32 v4, v0 offset:3072
.LBB6_18:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB6_31
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB6_30
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB6_27
	s_mov_b64 s[6:7], 0
	s_mov_b32 s99, 0
	.p2align	6
.LBB6_22:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v27, s99
	s_add_u32 s6, s6, 8
	s_addc_u32 s7, s7, 0
	s_add_i32 s99, s99, 32
	s_cmp_lg_u64 s[10:11], s[6:7]
	ds_load_2addr_b32 v[21:22], v27 offset1:1
	ds_load_2addr_b32 v[23:24], v27 offset0:2 offset1:3
	ds_load_2addr_b32 v[25:26], v27 offset0:4 offset1:5
	ds_load_2addr_b32 v[27:28], v27 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v22
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v24
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v26
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v27
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v28
	s_cbranch_scc1 .LBB6_22
	s_mov_b64 s[6:7], s[10:11]
	s_mov_b32 s99, s97
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s99
	s_cbranch_vccnz .LBB6_28
	s_branch .LBB6_30
.LBB6_24:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v5, v5
	ds_store_b32 v4, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB6_15
.LBB6_25:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v6, v6
	ds_store_b32 v4, v0 offset:1024
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB6_16
.LBB6_26:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v7, v7
	ds_store_b32 v4, v0 offset:2048
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB6_17
	s_branch .LBB6_18
.LBB6_27:
	s_mov_b64 s[6:7], 0
	s_cbranch_execz .LBB6_30
.LBB6_28:
	s_lshl_b32 s99, s6, 2
	s_mov_b64 s[6:7], s[30:31]
.LBB6_29:
	v_mov_b32_e32 v21, s99
	s_add_i32 s99, s99, 4
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], 0
	ds_load_b32 v21, v21
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v21
	s_cbranch_scc1 .LBB6_29
.LBB6_30:
	ds_store_b32 v1, v0 offset:4096
.LBB6_31:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s84
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB6_40
	s_mul_f32 s6, s14, s12
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s6, 0
	s_mul_f32 s1, s6, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s6, 0xf800000
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s6, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v21, v0
	v_add_nc_u32_e32 v22, -1, v21
	v_add_nc_u32_e32 v23, 1, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v24, 0x80000000, v22
	v_xor_b32_e32 v25, 0x80000000, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v24, v24, v21, v0
	v_fma_f32 v25, v25, v21, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s6, 0, v24
	v_cndmask_b32_e64 v21, v21, v22, s6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s6, 0, v25
	v_cndmask_b32_e64 v21, v21, v23, s6
	s_add_u32 s6, s28, s26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, 0x37800000, v21
	v_cndmask_b32_e64 v21, v21, v22, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_mov_b32_e32 v22, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, v21, v0, s1
	s_addc_u32 s1, s29, s27
	s_mul_i32 s7, s1, 0xcd9e8d57
	s_mul_hi_u32 s99, s1, 0xcd9e8d57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	v_cndmask_b32_e64 v21, v0, s9, s15
	s_and_saveexec_b32 s100, s2
	s_cbranch_execnz .LBB6_45
	s_or_b32 exec_lo, exec_lo, s100
	v_mov_b32_e32 v23, v6
	s_and_saveexec_b32 s100, s3
	s_cbranch_execnz .LBB6_46
.LBB6_35:
	s_or_b32 exec_lo, exec_lo, s100
	v_mov_b32_e32 v24, v7
	s_and_saveexec_b32 s100, s4
	s_cbranch_execz .LBB6_37
.LBB6_36:
	v_xor_b32_e32 v0, s7, v11
	s_xor_b32 s1, s24, s99
	global_load_b32 v54, v[2:3], off offset:2048
	s_xor_b32 s1, s1, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s101, s1, 0xd2511f53
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s101, v17
	v_xor3_b32 v27, s1, s85, v25
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v27, 0
	v_xor_b32_e32 v0, v26, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, v28, s86, v25
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v28, 0
	v_xor3_b32 v0, s87, v26, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, v29, s89, v25
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[29:30], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v0, s88, v25, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, v30, s90, v24
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v26, 0
	v_xor3_b32 v0, s91, v25, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, v27, s93, v24
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v27
	v_xor3_b32 v25, s92, v25, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s94, v24
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v25, s95, v25, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s25, v24
	v_mul_lo_u32 v26, 0xcd9e8d57, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v26, v25, s96
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[25:26], v0
	v_add_f64 v[25:26], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v26, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v26, 0x3fe6a09e, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[25:26], v[25:26], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[25:26], 2.0
	v_mul_f64 v[46:47], v[25:26], 0.5
	v_div_scale_f64 v[29:30], null, v[27:28], v[27:28], v[25:26]
	v_div_scale_f64 v[35:36], vcc_lo, v[25:26], v[27:28], v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[46:47], v[25:26], v[46:47]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[29:30], v[29:30], v[31:32], v[33:34]
	v_cvt_f64_u32_e32 v[31:32], v24
	v_add_co_ci_u32_e64 v24, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[44:45], v24
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[27:28], v[29:30], v[27:28], v[25:26]
	v_add_f64 v[31:32], v[31:32], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[44:45], v[44:45], 32
	v_mul_f64 v[29:30], v[27:28], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[31:32], v[31:32], 0xffffffe0
	v_mul_f64 v[33:34], v[29:30], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[31:32], v[31:32], s[50:51]
	v_mul_f64 v[35:36], v[33:34], s[38:39]
	v_mul_f64 v[37:38], v[33:34], s[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[39:40], v[31:32], s[52:53]
	v_add_f64 v[35:36], v[35:36], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[37:38], v[37:38], s[34:35]
	v_add_f64 v[39:40], 0x43380000, v[39:40]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[33:34], v[35:36]
	v_mul_f64 v[37:38], v[33:34], v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[40:41], 0xc3380000, v[39:40]
	v_add_f64 v[35:36], v[35:36], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[37:38], v[37:38], s[36:37]
	v_mul_f64 v[42:43], v[40:41], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[33:34], v[35:36]
	v_mul_f64 v[33:34], v[33:34], v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[37:38], v[31:32], v[42:43]
	v_cvt_f64_u32_e32 v[42:43], v0
	v_add_f64 v[35:36], v[35:36], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[42:43], v[44:45], v[42:43]
	v_mul_f64 v[29:30], v[29:30], v[35:36]
	v_mul_f64 v[35:36], v[40:41], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[48:49], v[42:43], s[46:47]
	v_add_f64 v[29:30], v[33:34], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[33:34], v[37:38], v[35:36]
	v_add_f64 v[29:30], v[46:47], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[44:45], v[37:38], -v[33:34]
	v_mul_f64 v[27:28], v[27:28], v[29:30]
	v_mul_f64 v[29:30], v[40:41], s[56:57]
	v_mul_f64 v[40:41], v[40:41], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[35:36], v[44:45], v[35:36]
	v_add_f64 v[27:28], v[48:49], v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[44:45], v[37:38], -v[29:30]
	v_add_f64 v[35:36], v[40:41], -v[35:36]
	v_mov_b32_e32 v41, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[27:28], v[27:28], -v[46:47]
	v_lshrrev_b32_e32 v0, 20, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v24, 0x7ff, v0
	v_bfe_u32 v0, v32, 20, 11
	v_add_nc_u32_e32 v40, 16, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[40:41], v[0:1]
	v_dual_cndmask_b32 v30, v30, v36 :: v_dual_cndmask_b32 v29, v29, v35
	v_mul_f64 v[35:36], v[42:43], s[48:49]
	v_dual_cndmask_b32 v32, v38, v34 :: v_dual_cndmask_b32 v31, v37, v33
	v_add_f64 v[33:34], v[31:32], -v[29:30]
	v_add_f64 v[24:25], v[25:26], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[33:34], v[33:34]
	v_add_f64 v[31:32], v[31:32], -v[33:34]
	v_add_f64 v[24:25], v[35:36], v[24:25]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[35:36], v[26:27], s[74:75]
	v_mul_f64 v[37:38], v[26:27], s[62:63]
	v_mul_f64 v[40:41], v[26:27], s[68:69]
	v_mul_f64 v[42:43], v[26:27], s[80:81]
	v_mul_f64 v[44:45], v[26:27], v[26:27]
	v_add_f64 v[28:29], v[31:32], -v[29:30]
	v_mul_f64 v[50:51], v[26:27], 0.5
	v_mul_f64 v[24:25], v[24:25], -2.0
	v_and_b32_e32 v32, 2, v39
	v_add_f64 v[35:36], v[35:36], s[76:77]
	v_add_f64 v[37:38], v[37:38], s[64:65]
	v_add_f64 v[40:41], v[40:41], s[70:71]
	v_add_f64 v[42:43], v[42:43], s[82:83]
	v_mul_f64 v[46:47], v[26:27], v[44:45]
	v_mul_f64 v[30:31], v[44:45], v[44:45]
	v_mul_f64 v[44:45], v[33:34], v[26:27]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[24:25]
	v_add_f64 v[52:53], -v[50:51], 1.0
	v_mul_f64 v[35:36], v[26:27], v[35:36]
	v_mul_f64 v[37:38], v[26:27], v[37:38]
	v_mul_f64 v[40:41], v[26:27], v[40:41]
	v_mul_f64 v[42:43], v[46:47], v[42:43]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[24:25], v[24:25], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[35:36], v[35:36], s[78:79]
	v_add_f64 v[37:38], v[37:38], s[66:67]
	v_add_f64 v[40:41], v[40:41], s[72:73]
	v_rsq_f64_e32 v[48:49], v[24:25]
	v_cmp_class_f64_e64 vcc_lo, v[24:25], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[35:36], v[42:43], v[35:36]
	v_mul_f64 v[37:38], v[26:27], v[37:38]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[30:31], v[30:31], v[40:41]
	v_mul_f64 v[40:41], v[28:29], 0.5
	v_mul_f64 v[46:47], v[24:25], v[48:49]
	v_mul_f64 v[48:49], v[48:49], 0.5
	v_mul_f64 v[35:36], v[44:45], v[35:36]
	v_add_f64 v[30:31], v[37:38], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[42:43], -v[48:49], v[46:47], 0.5
	v_add_f64 v[35:36], v[40:41], -v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[30:31], v[26:27], v[30:31]
	v_fma_f64 v[46:47], v[46:47], v[42:43], v[46:47]
	v_fma_f64 v[37:38], v[48:49], v[42:43], v[48:49]
	v_mul_f64 v[42:43], v[33:34], v[28:29]
	v_add_f64 v[48:49], -v[52:53], 1.0
	v_mul_f64 v[26:27], v[26:27], v[35:36]
	v_fma_f64 v[40:41], -v[46:47], v[46:47], v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[30:31], v[30:31], -v[42:43]
	v_mul_f64 v[42:43], v[44:45], s[22:23]
	v_add_f64 v[26:27], v[26:27], -v[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[35:36], v[40:41], v[37:38], v[46:47]
	v_add_f64 v[40:41], v[48:49], -v[50:51]
	v_add_f64 v[26:27], v[26:27], v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[28:29], -v[35:36], v[35:36], v[24:25]
	v_add_f64 v[30:31], v[40:41], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[33:34], -v[26:27]
	v_mov_b32_e32 v33, v1
	v_cmp_eq_u64_e64 s1, 0, v[32:33]
	v_fma_f64 v[28:29], v[28:29], v[37:38], v[35:36]
	v_add_f64 v[30:31], v[52:53], v[30:31]
	v_xor_b32_e32 v32, 0x80000000, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v27, v27, v32, s1
	v_ldexp_f64 v[28:29], v[28:29], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v34, 0x80000000, v31
	v_and_b32_e32 v0, 1, v39
	v_cndmask_b32_e64 v31, v34, v31, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:4096
	v_cndmask_b32_e64 v27, v27, v31, s1
	v_cndmask_b32_e64 v26, v26, v30, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_dual_mul_f32 v0, 0x3c23d70a, v0 :: v_dual_cndmask_b32 v25, v29, v25
	v_cndmask_b32_e32 v24, v28, v24, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[26:27], v[24:25]
	v_add_f32_e32 v26, v7, v7
	v_mul_f32_e32 v0, v26, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v24, v[24:25]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v25, v7, v54
	v_add_f32_e32 v25, v25, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, 0.5, v25
	v_add_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v7, v0
	v_mul_f32_e32 v24, v21, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v24, v0
	v_and_b32_e32 v24, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v24
	v_cndmask_b32_e32 v24, 0x7fc00000, v0, vcc_lo
.LBB6_37:
	s_or_b32 exec_lo, exec_lo, s100
	v_mov_b32_e32 v0, v8
	s_and_saveexec_b32 s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s100, exec_lo, s1
	s_cbranch_execz .LBB6_39
	v_xor_b32_e32 v0, s7, v12
	s_xor_b32 s1, s24, s99
	global_load_b32 v55, v[2:3], off offset:3072
	s_xor_b32 s1, s1, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s6, s1, 0xd2511f53
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s6, v19
	v_xor3_b32 v28, s1, s85, v26
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor_b32_e32 v0, v27, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v29, v29, s86, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v29, 0
	v_xor3_b32 v0, s87, v27, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, v30, s89, v26
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[30:31], null, 0xcd9e8d57, v27, 0
	v_xor3_b32 v0, s88, v26, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, v31, s90, v25
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v27, 0
	v_xor3_b32 v0, s91, v26, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, v28, s93, v25
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v28
	v_xor3_b32 v26, s92, v26, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s94, v25
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v26, s95, v26, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s25, v25
	v_mul_lo_u32 v27, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v27, v26, s96
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[26:27], v0
	v_add_f64 v[26:27], v[26:27], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[26:27], v[26:27], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v27, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v27, 0x3fe6a09e, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[26:27], v[26:27], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[26:27], 2.0
	v_mul_f64 v[47:48], v[26:27], 0.5
	v_div_scale_f64 v[30:31], null, v[28:29], v[28:29], v[26:27]
	v_div_scale_f64 v[36:37], vcc_lo, v[26:27], v[28:29], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[47:48], v[26:27], v[47:48]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[30:31], v[30:31], v[32:33], v[34:35]
	v_cvt_f64_u32_e32 v[32:33], v25
	v_add_co_ci_u32_e64 v25, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[45:46], v25
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[28:29], v[30:31], v[28:29], v[26:27]
	v_add_f64 v[32:33], v[32:33], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[45:46], v[45:46], 32
	v_mul_f64 v[30:31], v[28:29], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[32:33], v[32:33], 0xffffffe0
	v_mul_f64 v[34:35], v[30:31], v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[32:33], v[32:33], s[50:51]
	v_mul_f64 v[36:37], v[34:35], s[38:39]
	v_mul_f64 v[38:39], v[34:35], s[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[32:33], s[52:53]
	v_add_f64 v[36:37], v[36:37], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[38:39], v[38:39], s[34:35]
	v_add_f64 v[40:41], 0x43380000, v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[34:35], v[36:37]
	v_mul_f64 v[38:39], v[34:35], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[41:42], 0xc3380000, v[40:41]
	v_add_f64 v[36:37], v[36:37], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[38:39], v[38:39], s[36:37]
	v_mul_f64 v[43:44], v[41:42], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[34:35], v[36:37]
	v_mul_f64 v[34:35], v[34:35], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[38:39], v[32:33], v[43:44]
	v_cvt_f64_u32_e32 v[43:44], v0
	v_add_f64 v[36:37], v[36:37], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[43:44], v[45:46], v[43:44]
	v_mul_f64 v[30:31], v[30:31], v[36:37]
	v_mul_f64 v[36:37], v[41:42], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[49:50], v[43:44], s[46:47]
	v_add_f64 v[30:31], v[34:35], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[34:35], v[38:39], v[36:37]
	v_add_f64 v[30:31], v[47:48], v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[45:46], v[38:39], -v[34:35]
	v_mul_f64 v[28:29], v[28:29], v[30:31]
	v_mul_f64 v[30:31], v[41:42], s[56:57]
	v_mul_f64 v[41:42], v[41:42], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[36:37], v[45:46], v[36:37]
	v_add_f64 v[28:29], v[49:50], v[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[45:46], v[38:39], -v[30:31]
	v_add_f64 v[36:37], v[41:42], -v[36:37]
	v_mov_b32_e32 v42, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[28:29], v[28:29], -v[47:48]
	v_lshrrev_b32_e32 v0, 20, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v25, 0x7ff, v0
	v_bfe_u32 v0, v33, 20, 11
	v_add_nc_u32_e32 v41, 16, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[41:42], v[0:1]
	v_dual_cndmask_b32 v31, v31, v37 :: v_dual_cndmask_b32 v30, v30, v36
	v_mul_f64 v[36:37], v[43:44], s[48:49]
	v_dual_cndmask_b32 v33, v39, v35 :: v_dual_cndmask_b32 v32, v38, v34
	v_add_f64 v[34:35], v[32:33], -v[30:31]
	v_add_f64 v[25:26], v[26:27], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[34:35], v[34:35]
	v_add_f64 v[32:33], v[32:33], -v[34:35]
	v_add_f64 v[25:26], v[36:37], v[25:26]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[36:37], v[27:28], s[74:75]
	v_mul_f64 v[38:39], v[27:28], s[62:63]
	v_mul_f64 v[41:42], v[27:28], s[68:69]
	v_mul_f64 v[43:44], v[27:28], s[80:81]
	v_mul_f64 v[45:46], v[27:28], v[27:28]
	v_add_f64 v[29:30], v[32:33], -v[30:31]
	v_mul_f64 v[51:52], v[27:28], 0.5
	v_mul_f64 v[25:26], v[25:26], -2.0
	v_add_f64 v[36:37], v[36:37], s[76:77]
	v_add_f64 v[38:39], v[38:39], s[64:65]
	v_add_f64 v[41:42], v[41:42], s[70:71]
	v_add_f64 v[43:44], v[43:44], s[82:83]
	v_mul_f64 v[47:48], v[27:28], v[45:46]
	v_mul_f64 v[31:32], v[45:46], v[45:46]
	v_mul_f64 v[45:46], v[34:35], v[27:28]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[25:26]
	v_add_f64 v[53:54], -v[51:52], 1.0
	v_mul_f64 v[36:37], v[27:28], v[36:37]
	v_mul_f64 v[38:39], v[27:28], v[38:39]
	v_mul_f64 v[41:42], v[27:28], v[41:42]
	v_mul_f64 v[43:44], v[47:48], v[43:44]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[25:26], v[25:26], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[36:37], v[36:37], s[78:79]
	v_add_f64 v[38:39], v[38:39], s[66:67]
	v_add_f64 v[41:42], v[41:42], s[72:73]
	v_rsq_f64_e32 v[49:50], v[25:26]
	v_cmp_class_f64_e64 vcc_lo, v[25:26], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[36:37], v[43:44], v[36:37]
	v_mul_f64 v[38:39], v[27:28], v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[31:32], v[31:32], v[41:42]
	v_mul_f64 v[41:42], v[29:30], 0.5
	v_mul_f64 v[47:48], v[25:26], v[49:50]
	v_mul_f64 v[49:50], v[49:50], 0.5
	v_mul_f64 v[36:37], v[45:46], v[36:37]
	v_add_f64 v[31:32], v[38:39], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[43:44], -v[49:50], v[47:48], 0.5
	v_add_f64 v[36:37], v[41:42], -v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[27:28], v[31:32]
	v_fma_f64 v[47:48], v[47:48], v[43:44], v[47:48]
	v_fma_f64 v[38:39], v[49:50], v[43:44], v[49:50]
	v_mul_f64 v[43:44], v[34:35], v[29:30]
	v_add_f64 v[49:50], -v[53:54], 1.0
	v_mul_f64 v[27:28], v[27:28], v[36:37]
	v_fma_f64 v[41:42], -v[47:48], v[47:48], v[25:26]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[31:32], v[31:32], -v[43:44]
	v_mul_f64 v[43:44], v[45:46], s[22:23]
	v_add_f64 v[27:28], v[27:28], -v[29:30]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[36:37], v[41:42], v[38:39], v[47:48]
	v_add_f64 v[41:42], v[49:50], -v[51:52]
	v_add_f64 v[27:28], v[27:28], v[43:44]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[29:30], -v[36:37], v[36:37], v[25:26]
	v_add_f64 v[31:32], v[41:42], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[27:28], v[34:35], -v[27:28]
	v_mov_b32_e32 v34, v1
	v_fma_f64 v[29:30], v[29:30], v[38:39], v[36:37]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], v[53:54], v[31:32]
	v_ldexp_f64 v[29:30], v[29:30], v0
	v_and_b32_e32 v33, 2, v40
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v35, 0x80000000, v32
	v_and_b32_e32 v0, 1, v40
	v_cndmask_b32_e32 v26, v30, v26, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[33:34]
	v_xor_b32_e32 v33, 0x80000000, v28
	v_cndmask_b32_e64 v32, v35, v32, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v28, v28, v33, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:4096
	v_cndmask_b32_e32 v25, v29, v25, vcc_lo
	v_cndmask_b32_e64 v28, v28, v32, s1
	v_cndmask_b32_e64 v27, v27, v31, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[27:28], v[25:26]
	v_cvt_f32_f64_e32 v25, v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v26, v8, v55
	v_dual_add_f32 v27, v8, v8 :: v_dual_add_f32 v26, v26, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v26, 0.5, v26 :: v_dual_mul_f32 v21, v21, v25
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	v_mul_f32_e32 v0, v27, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v26
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v8, v0
	v_add_f32_e32 v0, v21, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v21, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v21
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB6_39:
	s_or_b32 exec_lo, exec_lo, s100
	s_branch .LBB6_12
.LBB6_40:
	s_cbranch_execz .LBB6_12
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB6_47
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB6_48
.LBB6_43:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB6_49
.LBB6_44:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB6_11
	s_branch .LBB6_50
.LBB6_45:
	v_xor_b32_e32 v0, s7, v9
	s_xor_b32 s1, s24, s99
	global_load_b32 v52, v[2:3], off
	s_xor_b32 s1, s1, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s101, s1, 0xd2511f53
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s101, v13
	v_xor3_b32 v25, s1, s85, v23
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	v_xor_b32_e32 v0, v24, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, v26, s86, v23
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v26, 0
	v_xor3_b32 v0, s87, v24, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v24, v27, s89, v23
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v24, 0
	v_xor3_b32 v0, s88, v23, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v24, v28, s90, v22
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v24, 0
	v_xor3_b32 v0, s91, v23, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v25, s93, v22
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v25
	v_xor3_b32 v23, s92, v23, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s94, v22
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v23, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v23, s95, v23, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s25, v22
	v_mul_lo_u32 v24, 0xcd9e8d57, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v24, v23, s96
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[23:24], v0
	v_add_f64 v[23:24], v[23:24], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[23:24], v[23:24], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v24, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v24, 0x3fe6a09e, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[23:24], v[23:24], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[23:24], 2.0
	v_mul_f64 v[44:45], v[23:24], 0.5
	v_div_scale_f64 v[27:28], null, v[25:26], v[25:26], v[23:24]
	v_div_scale_f64 v[33:34], vcc_lo, v[23:24], v[25:26], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[44:45], v[23:24], v[44:45]
	v_rcp_f64_e32 v[29:30], v[27:28]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[31:32], v[33:34], v[29:30]
	v_fma_f64 v[27:28], -v[27:28], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[27:28], v[27:28], v[29:30], v[31:32]
	v_cvt_f64_u32_e32 v[29:30], v22
	v_add_co_ci_u32_e64 v22, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[42:43], v22
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[25:26], v[27:28], v[25:26], v[23:24]
	v_add_f64 v[29:30], v[29:30], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[42:43], v[42:43], 32
	v_mul_f64 v[27:28], v[25:26], v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[29:30], v[29:30], 0xffffffe0
	v_mul_f64 v[31:32], v[27:28], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[29:30], v[29:30], s[50:51]
	v_mul_f64 v[33:34], v[31:32], s[38:39]
	v_mul_f64 v[35:36], v[31:32], s[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[37:38], v[29:30], s[52:53]
	v_add_f64 v[33:34], v[33:34], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[35:36], v[35:36], s[34:35]
	v_add_f64 v[37:38], 0x43380000, v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	v_mul_f64 v[35:36], v[31:32], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[38:39], 0xc3380000, v[37:38]
	v_add_f64 v[33:34], v[33:34], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[35:36], v[35:36], s[36:37]
	v_mul_f64 v[40:41], v[38:39], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	v_mul_f64 v[31:32], v[31:32], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[35:36], v[29:30], v[40:41]
	v_cvt_f64_u32_e32 v[40:41], v0
	v_add_f64 v[33:34], v[33:34], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[40:41], v[42:43], v[40:41]
	v_mul_f64 v[27:28], v[27:28], v[33:34]
	v_mul_f64 v[33:34], v[38:39], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[46:47], v[40:41], s[46:47]
	v_add_f64 v[27:28], v[31:32], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], v[35:36], v[33:34]
	v_add_f64 v[27:28], v[44:45], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[42:43], v[35:36], -v[31:32]
	v_mul_f64 v[25:26], v[25:26], v[27:28]
	v_mul_f64 v[27:28], v[38:39], s[56:57]
	v_mul_f64 v[38:39], v[38:39], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[42:43], v[33:34]
	v_add_f64 v[25:26], v[46:47], v[25:26]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[42:43], v[35:36], -v[27:28]
	v_add_f64 v[33:34], v[38:39], -v[33:34]
	v_mov_b32_e32 v39, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[25:26], v[25:26], -v[44:45]
	v_lshrrev_b32_e32 v0, 20, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v22, 0x7ff, v0
	v_bfe_u32 v0, v30, 20, 11
	v_add_nc_u32_e32 v38, 16, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[38:39], v[0:1]
	v_dual_cndmask_b32 v28, v28, v34 :: v_dual_cndmask_b32 v27, v27, v33
	v_mul_f64 v[33:34], v[40:41], s[48:49]
	v_dual_cndmask_b32 v30, v36, v32 :: v_dual_cndmask_b32 v29, v35, v31
	v_add_f64 v[31:32], v[29:30], -v[27:28]
	v_add_f64 v[22:23], v[23:24], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[24:25], v[31:32], v[31:32]
	v_add_f64 v[29:30], v[29:30], -v[31:32]
	v_add_f64 v[22:23], v[33:34], v[22:23]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[33:34], v[24:25], s[74:75]
	v_mul_f64 v[35:36], v[24:25], s[62:63]
	v_mul_f64 v[38:39], v[24:25], s[68:69]
	v_mul_f64 v[40:41], v[24:25], s[80:81]
	v_mul_f64 v[42:43], v[24:25], v[24:25]
	v_add_f64 v[26:27], v[29:30], -v[27:28]
	v_mul_f64 v[48:49], v[24:25], 0.5
	v_mul_f64 v[22:23], v[22:23], -2.0
	v_and_b32_e32 v30, 2, v37
	v_add_f64 v[33:34], v[33:34], s[76:77]
	v_add_f64 v[35:36], v[35:36], s[64:65]
	v_add_f64 v[38:39], v[38:39], s[70:71]
	v_add_f64 v[40:41], v[40:41], s[82:83]
	v_mul_f64 v[44:45], v[24:25], v[42:43]
	v_mul_f64 v[28:29], v[42:43], v[42:43]
	v_mul_f64 v[42:43], v[31:32], v[24:25]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[22:23]
	v_add_f64 v[50:51], -v[48:49], 1.0
	v_mul_f64 v[33:34], v[24:25], v[33:34]
	v_mul_f64 v[35:36], v[24:25], v[35:36]
	v_mul_f64 v[38:39], v[24:25], v[38:39]
	v_mul_f64 v[40:41], v[44:45], v[40:41]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[22:23], v[22:23], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[33:34], v[33:34], s[78:79]
	v_add_f64 v[35:36], v[35:36], s[66:67]
	v_add_f64 v[38:39], v[38:39], s[72:73]
	v_rsq_f64_e32 v[46:47], v[22:23]
	v_cmp_class_f64_e64 vcc_lo, v[22:23], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[40:41], v[33:34]
	v_mul_f64 v[35:36], v[24:25], v[35:36]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[28:29], v[28:29], v[38:39]
	v_mul_f64 v[38:39], v[26:27], 0.5
	v_mul_f64 v[44:45], v[22:23], v[46:47]
	v_mul_f64 v[46:47], v[46:47], 0.5
	v_mul_f64 v[33:34], v[42:43], v[33:34]
	v_add_f64 v[28:29], v[35:36], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[40:41], -v[46:47], v[44:45], 0.5
	v_add_f64 v[33:34], v[38:39], -v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[24:25], v[28:29]
	v_fma_f64 v[44:45], v[44:45], v[40:41], v[44:45]
	v_fma_f64 v[35:36], v[46:47], v[40:41], v[46:47]
	v_mul_f64 v[40:41], v[31:32], v[26:27]
	v_add_f64 v[46:47], -v[50:51], 1.0
	v_mul_f64 v[24:25], v[24:25], v[33:34]
	v_fma_f64 v[38:39], -v[44:45], v[44:45], v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[28:29], v[28:29], -v[40:41]
	v_mul_f64 v[40:41], v[42:43], s[22:23]
	v_add_f64 v[24:25], v[24:25], -v[26:27]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[33:34], v[38:39], v[35:36], v[44:45]
	v_add_f64 v[38:39], v[46:47], -v[48:49]
	v_add_f64 v[24:25], v[24:25], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[26:27], -v[33:34], v[33:34], v[22:23]
	v_add_f64 v[28:29], v[38:39], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], v[31:32], -v[24:25]
	v_mov_b32_e32 v31, v1
	v_cmp_eq_u64_e64 s1, 0, v[30:31]
	v_fma_f64 v[26:27], v[26:27], v[35:36], v[33:34]
	v_add_f64 v[28:29], v[50:51], v[28:29]
	v_xor_b32_e32 v30, 0x80000000, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v25, v25, v30, s1
	v_ldexp_f64 v[26:27], v[26:27], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v32, 0x80000000, v29
	v_and_b32_e32 v0, 1, v37
	v_cndmask_b32_e64 v29, v32, v29, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:4096
	v_cndmask_b32_e64 v25, v25, v29, s1
	v_cndmask_b32_e64 v24, v24, v28, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_dual_mul_f32 v0, 0x3c23d70a, v0 :: v_dual_cndmask_b32 v23, v27, v23
	v_cndmask_b32_e32 v22, v26, v22, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[24:25], v[22:23]
	v_add_f32_e32 v24, v5, v5
	v_mul_f32_e32 v0, v24, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v22, v[22:23]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v23, v5, v52
	v_add_f32_e32 v23, v23, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, 0.5, v23
	v_add_f32_e32 v0, v0, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v5, v0
	v_mul_f32_e32 v22, v21, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v22, v0
	v_and_b32_e32 v22, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v22
	v_cndmask_b32_e32 v22, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s100
	v_mov_b32_e32 v23, v6
	s_and_saveexec_b32 s100, s3
	s_cbranch_execz .LBB6_35
.LBB6_46:
	v_xor_b32_e32 v0, s7, v10
	s_xor_b32 s1, s24, s99
	global_load_b32 v53, v[2:3], off offset:1024
	s_xor_b32 s1, s1, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s101, s1, 0xd2511f53
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s101, v15
	v_xor3_b32 v26, s1, s85, v24
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v26, 0
	v_xor_b32_e32 v0, v25, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, v27, s86, v24
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v27, 0
	v_xor3_b32 v0, s87, v25, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v28, s89, v24
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v25, 0
	v_xor3_b32 v0, s88, v24, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v29, s90, v23
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v25, 0
	v_xor3_b32 v0, s91, v24, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, v26, s93, v23
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v26
	v_xor3_b32 v24, s92, v24, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s94, v23
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v24, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v24, s95, v24, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s25, v23
	v_mul_lo_u32 v25, 0xcd9e8d57, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v25, v24, s96
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[24:25], v0
	v_add_f64 v[24:25], v[24:25], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[24:25], v[24:25], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v25, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v25, 0x3fe6a09e, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[24:25], v[24:25], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[24:25], 2.0
	v_mul_f64 v[45:46], v[24:25], 0.5
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], v[24:25]
	v_div_scale_f64 v[34:35], vcc_lo, v[24:25], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[45:46], v[24:25], v[45:46]
	v_rcp_f64_e32 v[30:31], v[28:29]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[32:33], -v[28:29], v[30:31], 1.0
	v_fma_f64 v[30:31], v[30:31], v[32:33], v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[32:33], -v[28:29], v[30:31], 1.0
	v_fma_f64 v[30:31], v[30:31], v[32:33], v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[32:33], v[34:35], v[30:31]
	v_fma_f64 v[28:29], -v[28:29], v[32:33], v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[28:29], v[28:29], v[30:31], v[32:33]
	v_cvt_f64_u32_e32 v[30:31], v23
	v_add_co_ci_u32_e64 v23, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[43:44], v23
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], v[24:25]
	v_add_f64 v[30:31], v[30:31], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[43:44], v[43:44], 32
	v_mul_f64 v[28:29], v[26:27], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[30:31], v[30:31], 0xffffffe0
	v_mul_f64 v[32:33], v[28:29], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[30:31], v[30:31], s[50:51]
	v_mul_f64 v[34:35], v[32:33], s[38:39]
	v_mul_f64 v[36:37], v[32:33], s[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[38:39], v[30:31], s[52:53]
	v_add_f64 v[34:35], v[34:35], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[36:37], s[34:35]
	v_add_f64 v[38:39], 0x43380000, v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[32:33], v[34:35]
	v_mul_f64 v[36:37], v[32:33], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[39:40], 0xc3380000, v[38:39]
	v_add_f64 v[34:35], v[34:35], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[36:37], s[36:37]
	v_mul_f64 v[41:42], v[39:40], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[32:33], v[34:35]
	v_mul_f64 v[32:33], v[32:33], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[36:37], v[30:31], v[41:42]
	v_cvt_f64_u32_e32 v[41:42], v0
	v_add_f64 v[34:35], v[34:35], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[41:42], v[43:44], v[41:42]
	v_mul_f64 v[28:29], v[28:29], v[34:35]
	v_mul_f64 v[34:35], v[39:40], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[47:48], v[41:42], s[46:47]
	v_add_f64 v[28:29], v[32:33], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[32:33], v[36:37], v[34:35]
	v_add_f64 v[28:29], v[45:46], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[43:44], v[36:37], -v[32:33]
	v_mul_f64 v[26:27], v[26:27], v[28:29]
	v_mul_f64 v[28:29], v[39:40], s[56:57]
	v_mul_f64 v[39:40], v[39:40], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[34:35], v[43:44], v[34:35]
	v_add_f64 v[26:27], v[47:48], v[26:27]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[43:44], v[36:37], -v[28:29]
	v_add_f64 v[34:35], v[39:40], -v[34:35]
	v_mov_b32_e32 v40, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[26:27], v[26:27], -v[45:46]
	v_lshrrev_b32_e32 v0, 20, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v23, 0x7ff, v0
	v_bfe_u32 v0, v31, 20, 11
	v_add_nc_u32_e32 v39, 16, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[39:40], v[0:1]
	v_dual_cndmask_b32 v29, v29, v35 :: v_dual_cndmask_b32 v28, v28, v34
	v_mul_f64 v[34:35], v[41:42], s[48:49]
	v_dual_cndmask_b32 v31, v37, v33 :: v_dual_cndmask_b32 v30, v36, v32
	v_add_f64 v[32:33], v[30:31], -v[28:29]
	v_add_f64 v[23:24], v[24:25], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[25:26], v[32:33], v[32:33]
	v_add_f64 v[30:31], v[30:31], -v[32:33]
	v_add_f64 v[23:24], v[34:35], v[23:24]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[34:35], v[25:26], s[74:75]
	v_mul_f64 v[36:37], v[25:26], s[62:63]
	v_mul_f64 v[39:40], v[25:26], s[68:69]
	v_mul_f64 v[41:42], v[25:26], s[80:81]
	v_mul_f64 v[43:44], v[25:26], v[25:26]
	v_add_f64 v[27:28], v[30:31], -v[28:29]
	v_mul_f64 v[49:50], v[25:26], 0.5
	v_mul_f64 v[23:24], v[23:24], -2.0
	v_add_f64 v[34:35], v[34:35], s[76:77]
	v_add_f64 v[36:37], v[36:37], s[64:65]
	v_add_f64 v[39:40], v[39:40], s[70:71]
	v_add_f64 v[41:42], v[41:42], s[82:83]
	v_mul_f64 v[45:46], v[25:26], v[43:44]
	v_mul_f64 v[29:30], v[43:44], v[43:44]
	v_mul_f64 v[43:44], v[32:33], v[25:26]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[23:24]
	v_add_f64 v[51:52], -v[49:50], 1.0
	v_mul_f64 v[34:35], v[25:26], v[34:35]
	v_mul_f64 v[36:37], v[25:26], v[36:37]
	v_mul_f64 v[39:40], v[25:26], v[39:40]
	v_mul_f64 v[41:42], v[45:46], v[41:42]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[23:24], v[23:24], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[34:35], v[34:35], s[78:79]
	v_add_f64 v[36:37], v[36:37], s[66:67]
	v_add_f64 v[39:40], v[39:40], s[72:73]
	v_rsq_f64_e32 v[47:48], v[23:24]
	v_cmp_class_f64_e64 vcc_lo, v[23:24], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[34:35], v[41:42], v[34:35]
	v_mul_f64 v[36:37], v[25:26], v[36:37]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[29:30], v[29:30], v[39:40]
	v_mul_f64 v[39:40], v[27:28], 0.5
	v_mul_f64 v[45:46], v[23:24], v[47:48]
	v_mul_f64 v[47:48], v[47:48], 0.5
	v_mul_f64 v[34:35], v[43:44], v[34:35]
	v_add_f64 v[29:30], v[36:37], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[41:42], -v[47:48], v[45:46], 0.5
	v_add_f64 v[34:35], v[39:40], -v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	v_fma_f64 v[45:46], v[45:46], v[41:42], v[45:46]
	v_fma_f64 v[36:37], v[47:48], v[41:42], v[47:48]
	v_mul_f64 v[41:42], v[32:33], v[27:28]
	v_add_f64 v[47:48], -v[51:52], 1.0
	v_mul_f64 v[25:26], v[25:26], v[34:35]
	v_fma_f64 v[39:40], -v[45:46], v[45:46], v[23:24]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[29:30], -v[41:42]
	v_mul_f64 v[41:42], v[43:44], s[22:23]
	v_add_f64 v[25:26], v[25:26], -v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[34:35], v[39:40], v[36:37], v[45:46]
	v_add_f64 v[39:40], v[47:48], -v[49:50]
	v_add_f64 v[25:26], v[25:26], v[41:42]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[27:28], -v[34:35], v[34:35], v[23:24]
	v_add_f64 v[29:30], v[39:40], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[25:26], v[32:33], -v[25:26]
	v_mov_b32_e32 v32, v1
	v_fma_f64 v[27:28], v[27:28], v[36:37], v[34:35]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[51:52], v[29:30]
	v_ldexp_f64 v[27:28], v[27:28], v0
	v_and_b32_e32 v31, 2, v38
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v33, 0x80000000, v30
	v_and_b32_e32 v0, 1, v38
	v_cndmask_b32_e32 v24, v28, v24, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[31:32]
	v_xor_b32_e32 v31, 0x80000000, v26
	v_cndmask_b32_e64 v30, v33, v30, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v26, v26, v31, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:4096
	v_cndmask_b32_e32 v23, v27, v23, vcc_lo
	v_cndmask_b32_e64 v26, v26, v30, s1
	v_cndmask_b32_e64 v25, v25, v29, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[23:24], v[25:26], v[23:24]
	v_dual_add_f32 v25, v6, v6 :: v_dual_add_f32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	v_mul_f32_e32 v0, v25, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v23, v[23:24]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v24, v6, v53 :: v_dual_mul_f32 v23, v21, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, v24, v24
	v_mul_f32_e32 v24, 0.5, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v24
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v6, v0
	v_add_f32_e32 v0, v23, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v23, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v23
	v_cndmask_b32_e32 v23, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s100
	v_mov_b32_e32 v24, v7
	s_and_saveexec_b32 s100, s4
	s_cbranch_execnz .LBB6_36
	s_branch .LBB6_37
.LBB6_47:
	global_load_b32 v0, v[2:3], off
	ds_load_b32 v21, v1 offset:4096
	v_add_f32_e32 v22, v5, v5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_dual_add_f32 v21, -4.0, v21 :: v_dual_sub_f32 v0, v5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v21, v21, v21 :: v_dual_add_f32 v0, v0, v0
	v_dual_mul_f32 v21, 0x3c23d70a, v21 :: v_dual_mul_f32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v22, v21
	v_add_f32_e32 v0, v21, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v5, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v5
	v_cndmask_b32_e32 v5, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB6_43
.LBB6_48:
	global_load_b32 v0, v[2:3], off offset:1024
	ds_load_b32 v21, v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v22, v6, v6 :: v_dual_add_f32 v21, -4.0, v21
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v6, v0 :: v_dual_add_f32 v21, v21, v21
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v21, 0x3c23d70a, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v21, v22, v21
	v_add_f32_e32 v0, v21, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v6, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v6
	v_cndmask_b32_e32 v6, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB6_44
.LBB6_49:
	global_load_b32 v0, v[2:3], off offset:2048
	ds_load_b32 v21, v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v22, v7, v7 :: v_dual_add_f32 v21, -4.0, v21
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v7, v0 :: v_dual_add_f32 v21, v21, v21
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v21, 0x3c23d70a, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v21, v22, v21
	v_add_f32_e32 v0, v21, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v7, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v7, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v7
	v_cndmask_b32_e32 v7, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB6_11
.LBB6_50:
	global_load_b32 v0, v[2:3], off offset:3072
	ds_load_b32 v21, v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v22, v8, v8 :: v_dual_add_f32 v21, -4.0, v21
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v8, v0 :: v_dual_add_f32 v21, v21, v21
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v21, 0x3c23d70a, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v21, v22, v21
	v_add_f32_e32 v0, v21, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v8, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v8
	v_cndmask_b32_e32 v8, 0x7fc00000, v0, vcc_lo
	s_branch .LBB6_11
.LBB6_51:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB6_57
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB6_58
.LBB6_53:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB6_59
.LBB6_54:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB6_56
.LBB6_55:
	s_waitcnt vmcnt(0)
	global_store_b32 v4, v8, s[16:17] offset:3072
.LBB6_56:
	s_endpgm
.LBB6_57:
	s_waitcnt vmcnt(0)
	global_store_b32 v4, v5, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB6_53
.LBB6_58:
	s_waitcnt vmcnt(0)
	global_store_b32 v4, v6, s[16:17] offset:1024
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB6_54
.LBB6_59:
	s_waitcnt vmcnt(0)
	global_store_b32 v4, v7, s[16:17] offset:2048
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB6_55
	s_branch .LBB6_56
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_w1024
		.amdhsa_group_segment_fixed_size 4100
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
		.amdhsa_next_free_sgpr 102
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
	.size	tessera_tether_w1024, .Lfunc_end6-tessera_tether_w1024

	.set tessera_tether_w1024.num_vgpr, 56
	.set tessera_tether_w1024.num_agpr, 0
	.set tessera_tether_w1024.numbered_sgpr, 102
	.set tessera_tether_w1024.num_named_barrier, 0
	.set tessera_tether_w1024.private_seg_size, 0
	.set tessera_tether_w1024.uses_vcc, 1
	.set tessera_tether_w1024.uses_flat_scratch, 0
	.set tessera_tether_w1024.has_dyn_sized_stack, 0
	.set tessera_tether_w1024.has_recursion, 0
	.set tessera_tether_w1024.has_indirect_call, 0
	.globl	tessera_tether_w2048
	.p2align	8
	.type	tessera_tether_w2048,@function
tessera_tether_w2048:
	s_load_b256 s[20:27], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[24:25], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x800, s[26:27]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB7_92
	s_load_b64 s[24:25], s[0:1], 0x20
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s27, s2
	s_mul_hi_u32 s4, s26, s2
	s_mul_i32 s36, s26, s2
	s_add_i32 s37, s4, s3
	v_cmp_gt_u64_e64 s2, s[26:27], v[0:1]
	s_lshl_b64 s[10:11], s[36:37], 2
	v_lshlrev_b32_e32 v17, 2, v0
	s_add_u32 s20, s20, s10
	s_addc_u32 s21, s21, s11
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB7_3
	global_load_b32 v18, v17, s[20:21]
.LBB7_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v2, 0x100, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[26:27], v[2:3]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB7_5
	global_load_b32 v19, v17, s[20:21] offset:1024
.LBB7_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v2, 0x200, v0
	v_mov_b32_e32 v3, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[26:27], v[2:3]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB7_7
	global_load_b32 v20, v17, s[20:21] offset:2048
.LBB7_7:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v2, 0x300, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[26:27], v[2:3]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB7_9
	global_load_b32 v21, v17, s[20:21] offset:3072
.LBB7_9:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s6, s[26:27], v[2:3]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB7_11
	v_lshlrev_b32_e32 v1, 2, v2
	global_load_b32 v22, v1, s[20:21]
.LBB7_11:
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v3, 0x500, v0
	v_mov_b32_e32 v4, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s7, s[26:27], v[3:4]
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB7_13
	v_lshlrev_b32_e32 v1, 2, v3
	global_load_b32 v23, v1, s[20:21]
.LBB7_13:
	s_or_b32 exec_lo, exec_lo, s8
	v_or_b32_e32 v5, 0x600, v0
	v_mov_b32_e32 v6, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s8, s[26:27], v[5:6]
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB7_15
	v_lshlrev_b32_e32 v1, 2, v5
	global_load_b32 v4, v1, s[20:21]
.LBB7_15:
	s_or_b32 exec_lo, exec_lo, s9
	v_or_b32_e32 v6, 0x700, v0
	v_mov_b32_e32 v7, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s9, s[26:27], v[6:7]
	s_and_saveexec_b32 s12, s9
	s_cbranch_execz .LBB7_17
	v_lshlrev_b32_e32 v1, 2, v6
	global_load_b32 v24, v1, s[20:21]
.LBB7_17:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[24:25], 0
	s_mov_b64 s[34:35], 0
	s_cbranch_scc1 .LBB7_83
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x28
	s_load_b128 s[28:31], s[0:1], 0x48
	v_add_co_u32 v9, s0, s36, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v10, null, s37, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v9, 0
	s_mov_b32 s37, 0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s38, 0x9997fa04
	s_mov_b32 s40, 0xdf3e5244
	s_mov_b32 s42, 0x96cb03de
	s_mov_b32 s44, 0x94229359
	v_xor_b32_e32 v7, v34, v10
	s_mov_b32 s46, 0x55555593
	s_mov_b32 s48, 0x35793c76
	s_mov_b32 s50, 0xfee00000
	s_mov_b32 s52, 0x54442d18
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s15, 0
	v_xor_b32_e32 v0, s29, v7
	s_cselect_b32 s19, -1, 0
	s_add_u32 s1, s22, s10
	s_addc_u32 s10, s23, s11
	v_add_co_u32 v7, s1, s1, v17
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v0, 0
	v_add_co_u32 v0, vcc_lo, 0x100, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v11, null, 0, v10, vcc_lo
	v_add_co_ci_u32_e64 v8, null, s10, 0, s1
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v0, 0
	s_cmp_lg_u64 s[26:27], 0
	s_mov_b32 s22, 0xd078c69f
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s14, 0
	s_mov_b32 s54, 0x6dc9c883
	s_cselect_b32 s88, -1, 0
	v_xor_b32_e32 v0, v37, v11
	v_add_co_u32 v11, vcc_lo, 0x200, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v12, null, 0, v10, vcc_lo
	v_add_co_u32 v13, vcc_lo, 0x300, v9
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v11, 0
	v_xor_b32_e32 v0, s29, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v13, 0
	v_add_co_ci_u32_e64 v11, null, 0, v10, vcc_lo
	v_mad_u64_u32 v[41:42], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, v38, v12
	v_add_co_u32 v12, vcc_lo, 0x400, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v11, v40, v11
	v_add_co_ci_u32_e64 v13, null, 0, v10, vcc_lo
	v_mad_u64_u32 v[43:44], null, 0xd2511f53, v12, 0
	v_add_co_u32 v12, vcc_lo, 0x500, v9
	s_delay_alu instid0(VALU_DEP_4)
	v_xor_b32_e32 v11, s29, v11
	v_xor_b32_e32 v0, s29, v0
	v_add_co_ci_u32_e64 v14, null, 0, v10, vcc_lo
	v_xor_b32_e32 v13, v44, v13
	v_mad_u64_u32 v[44:45], null, 0xd2511f53, v12, 0
	v_mad_u64_u32 v[48:49], null, 0xcd9e8d57, v11, 0
	v_add_co_u32 v11, vcc_lo, 0x600, v9
	v_mad_u64_u32 v[46:47], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, s29, v13
	v_add_co_ci_u32_e64 v13, null, 0, v10, vcc_lo
	v_add_co_u32 v9, vcc_lo, 0x700, v9
	v_xor_b32_e32 v12, v45, v14
	v_mad_u64_u32 v[50:51], null, 0xd2511f53, v11, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[54:55], null, 0xd2511f53, v9, 0
	v_mad_u64_u32 v[52:53], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, s29, v12
	v_add_co_ci_u32_e64 v12, null, 0, v10, vcc_lo
	v_xor_b32_e32 v11, v51, v13
	v_add_co_u32 v9, vcc_lo, 0x1000, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v13, v55, v12
	v_mad_u64_u32 v[56:57], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, s29, v11
	v_add_co_ci_u32_e64 v10, null, 0, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v13, s29, v13
	v_add_co_u32 v11, vcc_lo, 0x1400, v7
	v_mad_u64_u32 v[58:59], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[60:61], null, 0xcd9e8d57, v13, 0
	v_add_co_ci_u32_e64 v12, null, 0, v8, vcc_lo
	v_add_co_u32 v13, vcc_lo, 0x1800, v7
	s_add_u32 s1, s28, 0x9e3779b9
	s_add_u32 s10, s29, 0xbb67ae85
	s_add_u32 s11, s28, 0x3c6ef372
	v_add_co_ci_u32_e64 v14, null, 0, v8, vcc_lo
	v_add_co_u32 v15, vcc_lo, 0x1c00, v7
	s_add_u32 s89, s29, 0x76cf5d0a
	s_add_u32 s91, s29, 0x32370b8f
	s_add_u32 s93, s29, 0xed9eba14
	s_add_u32 s95, s29, 0xa9066899
	s_add_u32 s97, s29, 0x646e171e
	s_add_u32 s99, s29, 0x1fd5c5a3
	s_add_u32 s100, s29, 0xdb3d7428
	s_and_b32 s36, s26, 7
	v_cmp_gt_u64_e64 s29, s[26:27], 7
	v_xor_b32_e32 v25, s1, v35
	s_add_u32 s90, s28, 0xdaa66d2b
	s_add_u32 s92, s28, 0x78dde6e4
	s_add_u32 s94, s28, 0x1715609d
	s_add_u32 s96, s28, 0xb54cda56
	s_add_u32 s98, s28, 0x5384540f
	s_add_i32 s101, s28, 0x8ff34781
	v_xor_b32_e32 v26, s1, v42
	v_xor_b32_e32 v27, s1, v47
	v_xor_b32_e32 v28, s1, v49
	v_xor_b32_e32 v29, s1, v53
	v_xor_b32_e32 v30, s1, v57
	v_xor_b32_e32 v31, s1, v59
	v_add_co_ci_u32_e64 v16, null, 0, v8, vcc_lo
	v_xor_b32_e32 v32, s1, v61
	s_and_b32 s14, s26, 0xff8
	v_xor_b32_e32 v33, s10, v33
	v_xor_b32_e32 v34, s11, v34
	v_xor_b32_e32 v35, s10, v36
	v_xor_b32_e32 v36, s11, v41
	v_xor_b32_e32 v37, s10, v37
	v_xor_b32_e32 v38, s11, v46
	v_xor_b32_e32 v39, s10, v39
	v_xor_b32_e32 v40, s11, v48
	v_xor_b32_e32 v41, s10, v43
	v_xor_b32_e32 v42, s11, v52
	v_xor_b32_e32 v43, s10, v44
	v_xor_b32_e32 v44, s11, v56
	v_xor_b32_e32 v45, s10, v50
	v_xor_b32_e32 v46, s11, v58
	v_xor_b32_e32 v47, s10, v54
	v_xor_b32_e32 v48, s11, v60
	s_cmp_lg_u64 s[36:37], 0
	s_mov_b32 s26, 0x1d8e78af
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
	s_mov_b32 s15, s37
	s_cselect_b32 s102, -1, 0
	s_mov_b32 s23, 0x3fc39a09
	s_mov_b32 s27, 0x3fcc71c5
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
	s_branch .LBB7_21
.LBB7_19:
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v50, v18 :: v_dual_mov_b32 v51, v19
	v_dual_mov_b32 v52, v20 :: v_dual_mov_b32 v53, v21
	v_dual_mov_b32 v54, v22 :: v_dual_mov_b32 v55, v23
	v_mov_b32_e32 v56, v4
	v_mov_b32_e32 v0, v24
.LBB7_20:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v24, v0 :: v_dual_mov_b32 v23, v55
	v_dual_mov_b32 v4, v56 :: v_dual_mov_b32 v21, v53
	v_dual_mov_b32 v22, v54 :: v_dual_mov_b32 v19, v51
	v_mov_b32_e32 v20, v52
	v_mov_b32_e32 v18, v50
	s_add_u32 s34, s34, 1
	s_addc_u32 s35, s35, 0
	s_mul_f32 s16, s17, s16
	s_cmp_eq_u64 s[34:35], s[24:25]
	s_cbranch_scc1 .LBB7_83
.LBB7_21:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB7_36
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB7_37
.LBB7_23:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB7_38
.LBB7_24:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB7_39
.LBB7_25:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB7_40
.LBB7_26:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB7_41
.LBB7_27:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execnz .LBB7_42
.LBB7_28:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execz .LBB7_30
.LBB7_29:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v24, v24
	ds_store_b32 v17, v0 offset:7168
.LBB7_30:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB7_47
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB7_46
	s_and_not1_b32 vcc_lo, exec_lo, s29
	s_cbranch_vccnz .LBB7_43
	s_mov_b64 s[10:11], 0
	s_mov_b32 s103, 0
	.p2align	6
.LBB7_34:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v55, s103
	s_add_u32 s10, s10, 8
	s_addc_u32 s11, s11, 0
	s_add_i32 s103, s103, 32
	s_cmp_lg_u64 s[14:15], s[10:11]
	ds_load_2addr_b32 v[49:50], v55 offset1:1
	ds_load_2addr_b32 v[51:52], v55 offset0:2 offset1:3
	ds_load_2addr_b32 v[53:54], v55 offset0:4 offset1:5
	ds_load_2addr_b32 v[55:56], v55 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v50
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v52
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v54
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v55
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v56
	s_cbranch_scc1 .LBB7_34
	s_mov_b64 s[10:11], s[14:15]
	s_mov_b32 s103, s102
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s103
	s_cbranch_vccnz .LBB7_44
	s_branch .LBB7_46
.LBB7_36:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v18, v18
	ds_store_b32 v17, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB7_23
.LBB7_37:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v19, v19
	ds_store_b32 v17, v0 offset:1024
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB7_24
.LBB7_38:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v20, v20
	ds_store_b32 v17, v0 offset:2048
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB7_25
.LBB7_39:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v21, v21
	ds_store_b32 v17, v0 offset:3072
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB7_26
.LBB7_40:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v22, v22
	ds_store_b32 v17, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB7_27
.LBB7_41:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v23, v23
	ds_store_b32 v17, v0 offset:5120
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB7_28
.LBB7_42:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v4, v4
	ds_store_b32 v17, v0 offset:6144
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execnz .LBB7_29
	s_branch .LBB7_30
.LBB7_43:
	s_mov_b64 s[10:11], 0
	s_cbranch_execz .LBB7_46
.LBB7_44:
	s_lshl_b32 s103, s10, 2
	s_mov_b64 s[10:11], s[36:37]
.LBB7_45:
	v_mov_b32_e32 v49, s103
	s_add_i32 s103, s103, 4
	s_add_u32 s10, s10, -1
	s_addc_u32 s11, s11, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[10:11], 0
	ds_load_b32 v49, v49
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v49
	s_cbranch_scc1 .LBB7_45
.LBB7_46:
	ds_store_b32 v1, v0 offset:8192
.LBB7_47:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s88
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB7_60
	s_mul_f32 s10, s18, s16
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s10, 0
	s_mul_f32 s1, s10, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s10, 0xf800000
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s10, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v49, v0
	v_add_nc_u32_e32 v50, -1, v49
	v_add_nc_u32_e32 v51, 1, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v52, 0x80000000, v50
	v_xor_b32_e32 v53, 0x80000000, v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v52, v52, v49, v0
	v_fma_f32 v53, v53, v49, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s10, 0, v52
	v_cndmask_b32_e64 v49, v49, v50, s10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s10, 0, v53
	v_cndmask_b32_e64 v49, v49, v51, s10
	s_add_u32 s10, s34, s30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v50, 0x37800000, v49
	v_cndmask_b32_e64 v49, v49, v50, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_mov_b32_e32 v50, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, v49, v0, s1
	s_addc_u32 s1, s35, s31
	s_mul_i32 s11, s1, 0xcd9e8d57
	s_mul_hi_u32 s103, s1, 0xcd9e8d57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	v_cndmask_b32_e64 v49, v0, s13, s19
	s_and_saveexec_b32 s104, s2
	s_cbranch_execnz .LBB7_69
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v51, v19
	s_and_saveexec_b32 s104, s3
	s_cbranch_execnz .LBB7_70
.LBB7_51:
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v52, v20
	s_and_saveexec_b32 s104, s4
	s_cbranch_execnz .LBB7_71
.LBB7_52:
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v53, v21
	s_and_saveexec_b32 s104, s5
	s_cbranch_execnz .LBB7_72
.LBB7_53:
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v54, v22
	s_and_saveexec_b32 s104, s6
	s_cbranch_execnz .LBB7_73
.LBB7_54:
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v55, v23
	s_and_saveexec_b32 s104, s7
	s_cbranch_execnz .LBB7_74
.LBB7_55:
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v56, v4
	s_and_saveexec_b32 s104, s8
	s_cbranch_execz .LBB7_57
.LBB7_56:
	v_xor_b32_e32 v0, s11, v31
	s_xor_b32 s1, s28, s103
	global_load_b32 v86, v[13:14], off
	s_xor_b32 s1, s1, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 vcc_lo, s1, 0xd2511f53
	v_mad_u64_u32 v[56:57], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, vcc_lo, v45
	v_xor3_b32 v59, s1, s89, v57
	v_mad_u64_u32 v[57:58], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[59:60], null, 0xcd9e8d57, v59, 0
	v_xor_b32_e32 v0, v58, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v60, v60, s90, v57
	v_mad_u64_u32 v[57:58], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[60:61], null, 0xd2511f53, v60, 0
	v_xor3_b32 v0, s91, v58, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v58, v61, s93, v57
	v_mad_u64_u32 v[56:57], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v58, 0
	v_xor3_b32 v0, s92, v57, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v58, v62, s94, v56
	v_mad_u64_u32 v[56:57], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[58:59], null, 0xd2511f53, v58, 0
	v_xor3_b32 v0, s95, v57, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v59, v59, s97, v56
	v_mad_u64_u32 v[56:57], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v59
	v_xor3_b32 v57, s96, v57, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s98, v56
	v_mad_u64_u32 v[56:57], null, 0xd2511f53, v57, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v57, s99, v57, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s100, v56
	v_mul_lo_u32 v58, 0xcd9e8d57, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[56:57], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v58, v57, s101
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[57:58], v0
	v_add_f64 v[57:58], v[57:58], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[57:58], v[57:58], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v58, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v58, 0x3fe6a09e, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[57:58], v[57:58], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[59:60], v[57:58], 2.0
	v_mul_f64 v[78:79], v[57:58], 0.5
	v_div_scale_f64 v[61:62], null, v[59:60], v[59:60], v[57:58]
	v_div_scale_f64 v[67:68], vcc_lo, v[57:58], v[59:60], v[57:58]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[78:79], v[57:58], v[78:79]
	v_rcp_f64_e32 v[63:64], v[61:62]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[61:62], v[63:64], 1.0
	v_fma_f64 v[63:64], v[63:64], v[65:66], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[61:62], v[63:64], 1.0
	v_fma_f64 v[63:64], v[63:64], v[65:66], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[65:66], v[67:68], v[63:64]
	v_fma_f64 v[61:62], -v[61:62], v[65:66], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[61:62], v[61:62], v[63:64], v[65:66]
	v_cvt_f64_u32_e32 v[63:64], v56
	v_add_co_ci_u32_e64 v56, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[76:77], v56
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[59:60], v[61:62], v[59:60], v[57:58]
	v_add_f64 v[63:64], v[63:64], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[76:77], v[76:77], 32
	v_mul_f64 v[61:62], v[59:60], v[59:60]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[63:64], v[63:64], 0xffffffe0
	v_mul_f64 v[65:66], v[61:62], v[61:62]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[63:64], v[63:64], s[52:53]
	v_mul_f64 v[67:68], v[65:66], s[40:41]
	v_mul_f64 v[69:70], v[65:66], s[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[71:72], v[63:64], s[54:55]
	v_add_f64 v[67:68], v[67:68], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[69:70], v[69:70], s[26:27]
	v_add_f64 v[71:72], 0x43380000, v[71:72]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[67:68], v[65:66], v[67:68]
	v_mul_f64 v[69:70], v[65:66], v[69:70]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[72:73], 0xc3380000, v[71:72]
	v_add_f64 v[67:68], v[67:68], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[69:70], v[69:70], s[38:39]
	v_mul_f64 v[74:75], v[72:73], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[67:68], v[65:66], v[67:68]
	v_mul_f64 v[65:66], v[65:66], v[69:70]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[69:70], v[63:64], v[74:75]
	v_cvt_f64_u32_e32 v[74:75], v0
	v_add_f64 v[67:68], v[67:68], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[76:77], v[74:75]
	v_mul_f64 v[61:62], v[61:62], v[67:68]
	v_mul_f64 v[67:68], v[72:73], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[80:81], v[74:75], s[48:49]
	v_add_f64 v[61:62], v[65:66], v[61:62]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[65:66], v[69:70], v[67:68]
	v_add_f64 v[61:62], v[78:79], v[61:62]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[76:77], v[69:70], -v[65:66]
	v_mul_f64 v[59:60], v[59:60], v[61:62]
	v_mul_f64 v[61:62], v[72:73], s[58:59]
	v_mul_f64 v[72:73], v[72:73], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[67:68], v[76:77], v[67:68]
	v_add_f64 v[59:60], v[80:81], v[59:60]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[76:77], v[69:70], -v[61:62]
	v_add_f64 v[67:68], v[72:73], -v[67:68]
	v_mov_b32_e32 v73, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[59:60], v[59:60], -v[78:79]
	v_lshrrev_b32_e32 v0, 20, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v56, 0x7ff, v0
	v_bfe_u32 v0, v64, 20, 11
	v_add_nc_u32_e32 v72, 16, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[72:73], v[0:1]
	v_dual_cndmask_b32 v62, v62, v68 :: v_dual_cndmask_b32 v61, v61, v67
	v_mul_f64 v[67:68], v[74:75], s[50:51]
	v_dual_cndmask_b32 v64, v70, v66 :: v_dual_cndmask_b32 v63, v69, v65
	v_add_f64 v[65:66], v[63:64], -v[61:62]
	v_add_f64 v[56:57], v[57:58], v[59:60]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[58:59], v[65:66], v[65:66]
	v_add_f64 v[63:64], v[63:64], -v[65:66]
	v_add_f64 v[56:57], v[67:68], v[56:57]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[67:68], v[58:59], s[76:77]
	v_mul_f64 v[69:70], v[58:59], s[64:65]
	v_mul_f64 v[72:73], v[58:59], s[70:71]
	v_mul_f64 v[74:75], v[58:59], s[82:83]
	v_mul_f64 v[76:77], v[58:59], v[58:59]
	v_add_f64 v[60:61], v[63:64], -v[61:62]
	v_mul_f64 v[82:83], v[58:59], 0.5
	v_mul_f64 v[56:57], v[56:57], -2.0
	v_and_b32_e32 v64, 2, v71
	v_add_f64 v[67:68], v[67:68], s[78:79]
	v_add_f64 v[69:70], v[69:70], s[66:67]
	v_add_f64 v[72:73], v[72:73], s[72:73]
	v_add_f64 v[74:75], v[74:75], s[84:85]
	v_mul_f64 v[78:79], v[58:59], v[76:77]
	v_mul_f64 v[62:63], v[76:77], v[76:77]
	v_mul_f64 v[76:77], v[65:66], v[58:59]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[56:57]
	v_add_f64 v[84:85], -v[82:83], 1.0
	v_mul_f64 v[67:68], v[58:59], v[67:68]
	v_mul_f64 v[69:70], v[58:59], v[69:70]
	v_mul_f64 v[72:73], v[58:59], v[72:73]
	v_mul_f64 v[74:75], v[78:79], v[74:75]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[56:57], v[56:57], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[67:68], v[67:68], s[80:81]
	v_add_f64 v[69:70], v[69:70], s[68:69]
	v_add_f64 v[72:73], v[72:73], s[74:75]
	v_rsq_f64_e32 v[80:81], v[56:57]
	v_cmp_class_f64_e64 vcc_lo, v[56:57], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[67:68], v[74:75], v[67:68]
	v_mul_f64 v[69:70], v[58:59], v[69:70]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[62:63], v[62:63], v[72:73]
	v_mul_f64 v[72:73], v[60:61], 0.5
	v_mul_f64 v[78:79], v[56:57], v[80:81]
	v_mul_f64 v[80:81], v[80:81], 0.5
	v_mul_f64 v[67:68], v[76:77], v[67:68]
	v_add_f64 v[62:63], v[69:70], v[62:63]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[74:75], -v[80:81], v[78:79], 0.5
	v_add_f64 v[67:68], v[72:73], -v[67:68]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[62:63], v[58:59], v[62:63]
	v_fma_f64 v[78:79], v[78:79], v[74:75], v[78:79]
	v_fma_f64 v[69:70], v[80:81], v[74:75], v[80:81]
	v_mul_f64 v[74:75], v[65:66], v[60:61]
	v_add_f64 v[80:81], -v[84:85], 1.0
	v_mul_f64 v[58:59], v[58:59], v[67:68]
	v_fma_f64 v[72:73], -v[78:79], v[78:79], v[56:57]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[62:63], v[62:63], -v[74:75]
	v_mul_f64 v[74:75], v[76:77], s[86:87]
	v_add_f64 v[58:59], v[58:59], -v[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[67:68], v[72:73], v[69:70], v[78:79]
	v_add_f64 v[72:73], v[80:81], -v[82:83]
	v_add_f64 v[58:59], v[58:59], v[74:75]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[60:61], -v[67:68], v[67:68], v[56:57]
	v_add_f64 v[62:63], v[72:73], v[62:63]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[58:59], v[65:66], -v[58:59]
	v_mov_b32_e32 v65, v1
	v_cmp_eq_u64_e64 s1, 0, v[64:65]
	v_fma_f64 v[60:61], v[60:61], v[69:70], v[67:68]
	v_add_f64 v[62:63], v[84:85], v[62:63]
	v_xor_b32_e32 v64, 0x80000000, v59
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v59, v59, v64, s1
	v_ldexp_f64 v[60:61], v[60:61], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v66, 0x80000000, v63
	v_and_b32_e32 v0, 1, v71
	v_cndmask_b32_e64 v63, v66, v63, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:8192
	v_cndmask_b32_e64 v59, v59, v63, s1
	v_cndmask_b32_e64 v58, v58, v62, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_dual_mul_f32 v0, 0x3c23d70a, v0 :: v_dual_cndmask_b32 v57, v61, v57
	v_cndmask_b32_e32 v56, v60, v56, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[56:57], v[58:59], v[56:57]
	v_add_f32_e32 v58, v4, v4
	v_mul_f32_e32 v0, v58, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v56, v[56:57]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v57, v4, v86
	v_add_f32_e32 v57, v57, v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v57, 0.5, v57
	v_add_f32_e32 v0, v0, v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v4, v0
	v_mul_f32_e32 v56, v49, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v56, v0
	v_and_b32_e32 v56, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v56
	v_cndmask_b32_e32 v56, 0x7fc00000, v0, vcc_lo
.LBB7_57:
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v0, v24
	s_and_saveexec_b32 s1, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s104, exec_lo, s1
	s_cbranch_execz .LBB7_59
	v_xor_b32_e32 v0, s11, v32
	s_xor_b32 s1, s28, s103
	global_load_b32 v87, v[15:16], off
	s_xor_b32 s1, s1, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s10, s1, 0xd2511f53
	v_mad_u64_u32 v[57:58], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s10, v47
	v_xor3_b32 v60, s1, s89, v58
	v_mad_u64_u32 v[58:59], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[60:61], null, 0xcd9e8d57, v60, 0
	v_xor_b32_e32 v0, v59, v48
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v61, v61, s90, v58
	v_mad_u64_u32 v[58:59], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v61, 0
	v_xor3_b32 v0, s91, v59, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v59, v62, s93, v58
	v_mad_u64_u32 v[57:58], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v59, 0
	v_xor3_b32 v0, s92, v58, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v59, v63, s94, v57
	v_mad_u64_u32 v[57:58], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[59:60], null, 0xd2511f53, v59, 0
	v_xor3_b32 v0, s95, v58, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v60, v60, s97, v57
	v_mad_u64_u32 v[57:58], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v60
	v_xor3_b32 v58, s96, v58, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s98, v57
	v_mad_u64_u32 v[57:58], null, 0xd2511f53, v58, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v58, s99, v58, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s100, v57
	v_mul_lo_u32 v59, 0xcd9e8d57, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[57:58], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v59, v58, s101
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[58:59], v0
	v_add_f64 v[58:59], v[58:59], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[58:59], v[58:59], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v59
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v59, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v59, 0x3fe6a09e, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[58:59], v[58:59], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[60:61], v[58:59], 2.0
	v_mul_f64 v[79:80], v[58:59], 0.5
	v_div_scale_f64 v[62:63], null, v[60:61], v[60:61], v[58:59]
	v_div_scale_f64 v[68:69], vcc_lo, v[58:59], v[60:61], v[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[79:80], v[58:59], v[79:80]
	v_rcp_f64_e32 v[64:65], v[62:63]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[62:63], v[64:65], 1.0
	v_fma_f64 v[64:65], v[64:65], v[66:67], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[62:63], v[64:65], 1.0
	v_fma_f64 v[64:65], v[64:65], v[66:67], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[66:67], v[68:69], v[64:65]
	v_fma_f64 v[62:63], -v[62:63], v[66:67], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[62:63], v[62:63], v[64:65], v[66:67]
	v_cvt_f64_u32_e32 v[64:65], v57
	v_add_co_ci_u32_e64 v57, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[77:78], v57
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[60:61], v[62:63], v[60:61], v[58:59]
	v_add_f64 v[64:65], v[64:65], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[77:78], v[77:78], 32
	v_mul_f64 v[62:63], v[60:61], v[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[64:65], v[64:65], 0xffffffe0
	v_mul_f64 v[66:67], v[62:63], v[62:63]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[64:65], v[64:65], s[52:53]
	v_mul_f64 v[68:69], v[66:67], s[40:41]
	v_mul_f64 v[70:71], v[66:67], s[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[72:73], v[64:65], s[54:55]
	v_add_f64 v[68:69], v[68:69], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[70:71], v[70:71], s[26:27]
	v_add_f64 v[72:73], 0x43380000, v[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[68:69], v[66:67], v[68:69]
	v_mul_f64 v[70:71], v[66:67], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[73:74], 0xc3380000, v[72:73]
	v_add_f64 v[68:69], v[68:69], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[70:71], v[70:71], s[38:39]
	v_mul_f64 v[75:76], v[73:74], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[68:69], v[66:67], v[68:69]
	v_mul_f64 v[66:67], v[66:67], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[70:71], v[64:65], v[75:76]
	v_cvt_f64_u32_e32 v[75:76], v0
	v_add_f64 v[68:69], v[68:69], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[75:76], v[77:78], v[75:76]
	v_mul_f64 v[62:63], v[62:63], v[68:69]
	v_mul_f64 v[68:69], v[73:74], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[81:82], v[75:76], s[48:49]
	v_add_f64 v[62:63], v[66:67], v[62:63]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], v[70:71], v[68:69]
	v_add_f64 v[62:63], v[79:80], v[62:63]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[70:71], -v[66:67]
	v_mul_f64 v[60:61], v[60:61], v[62:63]
	v_mul_f64 v[62:63], v[73:74], s[58:59]
	v_mul_f64 v[73:74], v[73:74], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[68:69], v[77:78], v[68:69]
	v_add_f64 v[60:61], v[81:82], v[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], v[70:71], -v[62:63]
	v_add_f64 v[68:69], v[73:74], -v[68:69]
	v_mov_b32_e32 v74, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[60:61], v[60:61], -v[79:80]
	v_lshrrev_b32_e32 v0, 20, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v57, 0x7ff, v0
	v_bfe_u32 v0, v65, 20, 11
	v_add_nc_u32_e32 v73, 16, v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[73:74], v[0:1]
	v_dual_cndmask_b32 v63, v63, v69 :: v_dual_cndmask_b32 v62, v62, v68
	v_mul_f64 v[68:69], v[75:76], s[50:51]
	v_dual_cndmask_b32 v65, v71, v67 :: v_dual_cndmask_b32 v64, v70, v66
	v_add_f64 v[66:67], v[64:65], -v[62:63]
	v_add_f64 v[57:58], v[58:59], v[60:61]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[59:60], v[66:67], v[66:67]
	v_add_f64 v[64:65], v[64:65], -v[66:67]
	v_add_f64 v[57:58], v[68:69], v[57:58]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[68:69], v[59:60], s[76:77]
	v_mul_f64 v[70:71], v[59:60], s[64:65]
	v_mul_f64 v[73:74], v[59:60], s[70:71]
	v_mul_f64 v[75:76], v[59:60], s[82:83]
	v_mul_f64 v[77:78], v[59:60], v[59:60]
	v_add_f64 v[61:62], v[64:65], -v[62:63]
	v_mul_f64 v[83:84], v[59:60], 0.5
	v_mul_f64 v[57:58], v[57:58], -2.0
	v_add_f64 v[68:69], v[68:69], s[78:79]
	v_add_f64 v[70:71], v[70:71], s[66:67]
	v_add_f64 v[73:74], v[73:74], s[72:73]
	v_add_f64 v[75:76], v[75:76], s[84:85]
	v_mul_f64 v[79:80], v[59:60], v[77:78]
	v_mul_f64 v[63:64], v[77:78], v[77:78]
	v_mul_f64 v[77:78], v[66:67], v[59:60]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[57:58]
	v_add_f64 v[85:86], -v[83:84], 1.0
	v_mul_f64 v[68:69], v[59:60], v[68:69]
	v_mul_f64 v[70:71], v[59:60], v[70:71]
	v_mul_f64 v[73:74], v[59:60], v[73:74]
	v_mul_f64 v[75:76], v[79:80], v[75:76]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[57:58], v[57:58], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[68:69], v[68:69], s[80:81]
	v_add_f64 v[70:71], v[70:71], s[68:69]
	v_add_f64 v[73:74], v[73:74], s[74:75]
	v_rsq_f64_e32 v[81:82], v[57:58]
	v_cmp_class_f64_e64 vcc_lo, v[57:58], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[68:69], v[75:76], v[68:69]
	v_mul_f64 v[70:71], v[59:60], v[70:71]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[63:64], v[63:64], v[73:74]
	v_mul_f64 v[73:74], v[61:62], 0.5
	v_mul_f64 v[79:80], v[57:58], v[81:82]
	v_mul_f64 v[81:82], v[81:82], 0.5
	v_mul_f64 v[68:69], v[77:78], v[68:69]
	v_add_f64 v[63:64], v[70:71], v[63:64]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[75:76], -v[81:82], v[79:80], 0.5
	v_add_f64 v[68:69], v[73:74], -v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[63:64], v[59:60], v[63:64]
	v_fma_f64 v[79:80], v[79:80], v[75:76], v[79:80]
	v_fma_f64 v[70:71], v[81:82], v[75:76], v[81:82]
	v_mul_f64 v[75:76], v[66:67], v[61:62]
	v_add_f64 v[81:82], -v[85:86], 1.0
	v_mul_f64 v[59:60], v[59:60], v[68:69]
	v_fma_f64 v[73:74], -v[79:80], v[79:80], v[57:58]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[63:64], v[63:64], -v[75:76]
	v_mul_f64 v[75:76], v[77:78], s[86:87]
	v_add_f64 v[59:60], v[59:60], -v[61:62]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[68:69], v[73:74], v[70:71], v[79:80]
	v_add_f64 v[73:74], v[81:82], -v[83:84]
	v_add_f64 v[59:60], v[59:60], v[75:76]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[61:62], -v[68:69], v[68:69], v[57:58]
	v_add_f64 v[63:64], v[73:74], v[63:64]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[59:60], v[66:67], -v[59:60]
	v_mov_b32_e32 v66, v1
	v_fma_f64 v[61:62], v[61:62], v[70:71], v[68:69]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[63:64], v[85:86], v[63:64]
	v_ldexp_f64 v[61:62], v[61:62], v0
	v_and_b32_e32 v65, 2, v72
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v67, 0x80000000, v64
	v_and_b32_e32 v0, 1, v72
	v_cndmask_b32_e32 v58, v62, v58, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[65:66]
	v_xor_b32_e32 v65, 0x80000000, v60
	v_cndmask_b32_e64 v64, v67, v64, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v60, v60, v65, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:8192
	v_cndmask_b32_e32 v57, v61, v57, vcc_lo
	v_cndmask_b32_e64 v60, v60, v64, s1
	v_cndmask_b32_e64 v59, v59, v63, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[57:58], v[59:60], v[57:58]
	v_cvt_f32_f64_e32 v57, v[57:58]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v58, v24, v87
	v_dual_add_f32 v59, v24, v24 :: v_dual_add_f32 v58, v58, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v58, 0.5, v58 :: v_dual_mul_f32 v49, v49, v57
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	v_mul_f32_e32 v0, v59, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v58
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v24, v0
	v_add_f32_e32 v0, v49, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v49, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v49
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB7_59:
	s_or_b32 exec_lo, exec_lo, s104
	s_branch .LBB7_20
.LBB7_60:
	s_cbranch_execz .LBB7_20
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB7_75
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB7_76
.LBB7_63:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB7_77
.LBB7_64:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB7_78
.LBB7_65:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB7_79
.LBB7_66:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB7_80
.LBB7_67:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execnz .LBB7_81
.LBB7_68:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB7_19
	s_branch .LBB7_82
.LBB7_69:
	v_xor_b32_e32 v0, s11, v25
	s_xor_b32 s1, s28, s103
	global_load_b32 v80, v[7:8], off
	s_xor_b32 s1, s1, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 vcc_lo, s1, 0xd2511f53
	v_mad_u64_u32 v[50:51], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, vcc_lo, v33
	v_xor3_b32 v53, s1, s89, v51
	v_mad_u64_u32 v[51:52], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[53:54], null, 0xcd9e8d57, v53, 0
	v_xor_b32_e32 v0, v52, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v54, v54, s90, v51
	v_mad_u64_u32 v[51:52], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[54:55], null, 0xd2511f53, v54, 0
	v_xor3_b32 v0, s91, v52, v50
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v52, v55, s93, v51
	v_mad_u64_u32 v[50:51], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[55:56], null, 0xcd9e8d57, v52, 0
	v_xor3_b32 v0, s92, v51, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v52, v56, s94, v50
	v_mad_u64_u32 v[50:51], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[52:53], null, 0xd2511f53, v52, 0
	v_xor3_b32 v0, s95, v51, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v53, v53, s97, v50
	v_mad_u64_u32 v[50:51], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v53
	v_xor3_b32 v51, s96, v51, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s98, v50
	v_mad_u64_u32 v[50:51], null, 0xd2511f53, v51, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v51, s99, v51, v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s100, v50
	v_mul_lo_u32 v52, 0xcd9e8d57, v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[50:51], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v52, v51, s101
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[51:52], v0
	v_add_f64 v[51:52], v[51:52], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[51:52], v[51:52], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v52
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v52, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v52, 0x3fe6a09e, v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[51:52], v[51:52], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[53:54], v[51:52], 2.0
	v_mul_f64 v[72:73], v[51:52], 0.5
	v_div_scale_f64 v[55:56], null, v[53:54], v[53:54], v[51:52]
	v_div_scale_f64 v[61:62], vcc_lo, v[51:52], v[53:54], v[51:52]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[72:73], v[51:52], v[72:73]
	v_rcp_f64_e32 v[57:58], v[55:56]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[59:60], -v[55:56], v[57:58], 1.0
	v_fma_f64 v[57:58], v[57:58], v[59:60], v[57:58]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[59:60], -v[55:56], v[57:58], 1.0
	v_fma_f64 v[57:58], v[57:58], v[59:60], v[57:58]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[59:60], v[61:62], v[57:58]
	v_fma_f64 v[55:56], -v[55:56], v[59:60], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[55:56], v[55:56], v[57:58], v[59:60]
	v_cvt_f64_u32_e32 v[57:58], v50
	v_add_co_ci_u32_e64 v50, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[70:71], v50
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[53:54], v[55:56], v[53:54], v[51:52]
	v_add_f64 v[57:58], v[57:58], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[70:71], v[70:71], 32
	v_mul_f64 v[55:56], v[53:54], v[53:54]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[57:58], v[57:58], 0xffffffe0
	v_mul_f64 v[59:60], v[55:56], v[55:56]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[57:58], v[57:58], s[52:53]
	v_mul_f64 v[61:62], v[59:60], s[40:41]
	v_mul_f64 v[63:64], v[59:60], s[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[65:66], v[57:58], s[54:55]
	v_add_f64 v[61:62], v[61:62], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[63:64], v[63:64], s[26:27]
	v_add_f64 v[65:66], 0x43380000, v[65:66]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[61:62], v[59:60], v[61:62]
	v_mul_f64 v[63:64], v[59:60], v[63:64]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[66:67], 0xc3380000, v[65:66]
	v_add_f64 v[61:62], v[61:62], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[63:64], v[63:64], s[38:39]
	v_mul_f64 v[68:69], v[66:67], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[61:62], v[59:60], v[61:62]
	v_mul_f64 v[59:60], v[59:60], v[63:64]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[63:64], v[57:58], v[68:69]
	v_cvt_f64_u32_e32 v[68:69], v0
	v_add_f64 v[61:62], v[61:62], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[70:71], v[68:69]
	v_mul_f64 v[55:56], v[55:56], v[61:62]
	v_mul_f64 v[61:62], v[66:67], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[74:75], v[68:69], s[48:49]
	v_add_f64 v[55:56], v[59:60], v[55:56]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[59:60], v[63:64], v[61:62]
	v_add_f64 v[55:56], v[72:73], v[55:56]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[63:64], -v[59:60]
	v_mul_f64 v[53:54], v[53:54], v[55:56]
	v_mul_f64 v[55:56], v[66:67], s[58:59]
	v_mul_f64 v[66:67], v[66:67], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[61:62], v[70:71], v[61:62]
	v_add_f64 v[53:54], v[74:75], v[53:54]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[70:71], v[63:64], -v[55:56]
	v_add_f64 v[61:62], v[66:67], -v[61:62]
	v_mov_b32_e32 v67, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[53:54], v[53:54], -v[72:73]
	v_lshrrev_b32_e32 v0, 20, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v50, 0x7ff, v0
	v_bfe_u32 v0, v58, 20, 11
	v_add_nc_u32_e32 v66, 16, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[66:67], v[0:1]
	v_dual_cndmask_b32 v56, v56, v62 :: v_dual_cndmask_b32 v55, v55, v61
	v_mul_f64 v[61:62], v[68:69], s[50:51]
	v_dual_cndmask_b32 v58, v64, v60 :: v_dual_cndmask_b32 v57, v63, v59
	v_add_f64 v[59:60], v[57:58], -v[55:56]
	v_add_f64 v[50:51], v[51:52], v[53:54]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[52:53], v[59:60], v[59:60]
	v_add_f64 v[57:58], v[57:58], -v[59:60]
	v_add_f64 v[50:51], v[61:62], v[50:51]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[61:62], v[52:53], s[76:77]
	v_mul_f64 v[63:64], v[52:53], s[64:65]
	v_mul_f64 v[66:67], v[52:53], s[70:71]
	v_mul_f64 v[68:69], v[52:53], s[82:83]
	v_mul_f64 v[70:71], v[52:53], v[52:53]
	v_add_f64 v[54:55], v[57:58], -v[55:56]
	v_mul_f64 v[76:77], v[52:53], 0.5
	v_mul_f64 v[50:51], v[50:51], -2.0
	v_and_b32_e32 v58, 2, v65
	v_add_f64 v[61:62], v[61:62], s[78:79]
	v_add_f64 v[63:64], v[63:64], s[66:67]
	v_add_f64 v[66:67], v[66:67], s[72:73]
	v_add_f64 v[68:69], v[68:69], s[84:85]
	v_mul_f64 v[72:73], v[52:53], v[70:71]
	v_mul_f64 v[56:57], v[70:71], v[70:71]
	v_mul_f64 v[70:71], v[59:60], v[52:53]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[50:51]
	v_add_f64 v[78:79], -v[76:77], 1.0
	v_mul_f64 v[61:62], v[52:53], v[61:62]
	v_mul_f64 v[63:64], v[52:53], v[63:64]
	v_mul_f64 v[66:67], v[52:53], v[66:67]
	v_mul_f64 v[68:69], v[72:73], v[68:69]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[50:51], v[50:51], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[61:62], v[61:62], s[80:81]
	v_add_f64 v[63:64], v[63:64], s[68:69]
	v_add_f64 v[66:67], v[66:67], s[74:75]
	v_rsq_f64_e32 v[74:75], v[50:51]
	v_cmp_class_f64_e64 vcc_lo, v[50:51], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[61:62], v[68:69], v[61:62]
	v_mul_f64 v[63:64], v[52:53], v[63:64]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[56:57], v[56:57], v[66:67]
	v_mul_f64 v[66:67], v[54:55], 0.5
	v_mul_f64 v[72:73], v[50:51], v[74:75]
	v_mul_f64 v[74:75], v[74:75], 0.5
	v_mul_f64 v[61:62], v[70:71], v[61:62]
	v_add_f64 v[56:57], v[63:64], v[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[68:69], -v[74:75], v[72:73], 0.5
	v_add_f64 v[61:62], v[66:67], -v[61:62]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[56:57], v[52:53], v[56:57]
	v_fma_f64 v[72:73], v[72:73], v[68:69], v[72:73]
	v_fma_f64 v[63:64], v[74:75], v[68:69], v[74:75]
	v_mul_f64 v[68:69], v[59:60], v[54:55]
	v_add_f64 v[74:75], -v[78:79], 1.0
	v_mul_f64 v[52:53], v[52:53], v[61:62]
	v_fma_f64 v[66:67], -v[72:73], v[72:73], v[50:51]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[56:57], v[56:57], -v[68:69]
	v_mul_f64 v[68:69], v[70:71], s[86:87]
	v_add_f64 v[52:53], v[52:53], -v[54:55]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[61:62], v[66:67], v[63:64], v[72:73]
	v_add_f64 v[66:67], v[74:75], -v[76:77]
	v_add_f64 v[52:53], v[52:53], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[54:55], -v[61:62], v[61:62], v[50:51]
	v_add_f64 v[56:57], v[66:67], v[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[52:53], v[59:60], -v[52:53]
	v_mov_b32_e32 v59, v1
	v_cmp_eq_u64_e64 s1, 0, v[58:59]
	v_fma_f64 v[54:55], v[54:55], v[63:64], v[61:62]
	v_add_f64 v[56:57], v[78:79], v[56:57]
	v_xor_b32_e32 v58, 0x80000000, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v53, v53, v58, s1
	v_ldexp_f64 v[54:55], v[54:55], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v60, 0x80000000, v57
	v_and_b32_e32 v0, 1, v65
	v_cndmask_b32_e64 v57, v60, v57, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:8192
	v_cndmask_b32_e64 v53, v53, v57, s1
	v_cndmask_b32_e64 v52, v52, v56, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_dual_mul_f32 v0, 0x3c23d70a, v0 :: v_dual_cndmask_b32 v51, v55, v51
	v_cndmask_b32_e32 v50, v54, v50, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[50:51], v[52:53], v[50:51]
	v_add_f32_e32 v52, v18, v18
	v_mul_f32_e32 v0, v52, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v50, v[50:51]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v51, v18, v80
	v_add_f32_e32 v51, v51, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v51, 0.5, v51
	v_add_f32_e32 v0, v0, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v18, v0
	v_mul_f32_e32 v50, v49, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v50, v0
	v_and_b32_e32 v50, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v50
	v_cndmask_b32_e32 v50, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v51, v19
	s_and_saveexec_b32 s104, s3
	s_cbranch_execz .LBB7_51
.LBB7_70:
	v_xor_b32_e32 v0, s11, v26
	s_xor_b32 s1, s28, s103
	global_load_b32 v81, v[7:8], off offset:1024
	s_xor_b32 s1, s1, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 vcc_lo, s1, 0xd2511f53
	v_mad_u64_u32 v[51:52], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, vcc_lo, v35
	v_xor3_b32 v54, s1, s89, v52
	v_mad_u64_u32 v[52:53], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[54:55], null, 0xcd9e8d57, v54, 0
	v_xor_b32_e32 v0, v53, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v55, v55, s90, v52
	v_mad_u64_u32 v[52:53], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[55:56], null, 0xd2511f53, v55, 0
	v_xor3_b32 v0, s91, v53, v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v53, v56, s93, v52
	v_mad_u64_u32 v[51:52], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[56:57], null, 0xcd9e8d57, v53, 0
	v_xor3_b32 v0, s92, v52, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v53, v57, s94, v51
	v_mad_u64_u32 v[51:52], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[53:54], null, 0xd2511f53, v53, 0
	v_xor3_b32 v0, s95, v52, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v54, v54, s97, v51
	v_mad_u64_u32 v[51:52], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v54
	v_xor3_b32 v52, s96, v52, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s98, v51
	v_mad_u64_u32 v[51:52], null, 0xd2511f53, v52, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v52, s99, v52, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s100, v51
	v_mul_lo_u32 v53, 0xcd9e8d57, v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[51:52], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v53, v52, s101
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[52:53], v0
	v_add_f64 v[52:53], v[52:53], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[52:53], v[52:53], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v53, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v53, 0x3fe6a09e, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[52:53], v[52:53], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[54:55], v[52:53], 2.0
	v_mul_f64 v[73:74], v[52:53], 0.5
	v_div_scale_f64 v[56:57], null, v[54:55], v[54:55], v[52:53]
	v_div_scale_f64 v[62:63], vcc_lo, v[52:53], v[54:55], v[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[73:74], v[52:53], v[73:74]
	v_rcp_f64_e32 v[58:59], v[56:57]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[60:61], -v[56:57], v[58:59], 1.0
	v_fma_f64 v[58:59], v[58:59], v[60:61], v[58:59]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[60:61], -v[56:57], v[58:59], 1.0
	v_fma_f64 v[58:59], v[58:59], v[60:61], v[58:59]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[60:61], v[62:63], v[58:59]
	v_fma_f64 v[56:57], -v[56:57], v[60:61], v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[56:57], v[56:57], v[58:59], v[60:61]
	v_cvt_f64_u32_e32 v[58:59], v51
	v_add_co_ci_u32_e64 v51, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[71:72], v51
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[54:55], v[56:57], v[54:55], v[52:53]
	v_add_f64 v[58:59], v[58:59], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[71:72], v[71:72], 32
	v_mul_f64 v[56:57], v[54:55], v[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[58:59], v[58:59], 0xffffffe0
	v_mul_f64 v[60:61], v[56:57], v[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[58:59], v[58:59], s[52:53]
	v_mul_f64 v[62:63], v[60:61], s[40:41]
	v_mul_f64 v[64:65], v[60:61], s[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[66:67], v[58:59], s[54:55]
	v_add_f64 v[62:63], v[62:63], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[64:65], v[64:65], s[26:27]
	v_add_f64 v[66:67], 0x43380000, v[66:67]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[62:63], v[60:61], v[62:63]
	v_mul_f64 v[64:65], v[60:61], v[64:65]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[67:68], 0xc3380000, v[66:67]
	v_add_f64 v[62:63], v[62:63], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[64:65], v[64:65], s[38:39]
	v_mul_f64 v[69:70], v[67:68], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[62:63], v[60:61], v[62:63]
	v_mul_f64 v[60:61], v[60:61], v[64:65]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[64:65], v[58:59], v[69:70]
	v_cvt_f64_u32_e32 v[69:70], v0
	v_add_f64 v[62:63], v[62:63], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[71:72], v[69:70]
	v_mul_f64 v[56:57], v[56:57], v[62:63]
	v_mul_f64 v[62:63], v[67:68], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[75:76], v[69:70], s[48:49]
	v_add_f64 v[56:57], v[60:61], v[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[60:61], v[64:65], v[62:63]
	v_add_f64 v[56:57], v[73:74], v[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[64:65], -v[60:61]
	v_mul_f64 v[54:55], v[54:55], v[56:57]
	v_mul_f64 v[56:57], v[67:68], s[58:59]
	v_mul_f64 v[67:68], v[67:68], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[62:63], v[71:72], v[62:63]
	v_add_f64 v[54:55], v[75:76], v[54:55]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[71:72], v[64:65], -v[56:57]
	v_add_f64 v[62:63], v[67:68], -v[62:63]
	v_mov_b32_e32 v68, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[54:55], v[54:55], -v[73:74]
	v_lshrrev_b32_e32 v0, 20, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v51, 0x7ff, v0
	v_bfe_u32 v0, v59, 20, 11
	v_add_nc_u32_e32 v67, 16, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[67:68], v[0:1]
	v_dual_cndmask_b32 v57, v57, v63 :: v_dual_cndmask_b32 v56, v56, v62
	v_mul_f64 v[62:63], v[69:70], s[50:51]
	v_dual_cndmask_b32 v59, v65, v61 :: v_dual_cndmask_b32 v58, v64, v60
	v_add_f64 v[60:61], v[58:59], -v[56:57]
	v_add_f64 v[51:52], v[52:53], v[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[53:54], v[60:61], v[60:61]
	v_add_f64 v[58:59], v[58:59], -v[60:61]
	v_add_f64 v[51:52], v[62:63], v[51:52]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[62:63], v[53:54], s[76:77]
	v_mul_f64 v[64:65], v[53:54], s[64:65]
	v_mul_f64 v[67:68], v[53:54], s[70:71]
	v_mul_f64 v[69:70], v[53:54], s[82:83]
	v_mul_f64 v[71:72], v[53:54], v[53:54]
	v_add_f64 v[55:56], v[58:59], -v[56:57]
	v_mul_f64 v[77:78], v[53:54], 0.5
	v_mul_f64 v[51:52], v[51:52], -2.0
	v_add_f64 v[62:63], v[62:63], s[78:79]
	v_add_f64 v[64:65], v[64:65], s[66:67]
	v_add_f64 v[67:68], v[67:68], s[72:73]
	v_add_f64 v[69:70], v[69:70], s[84:85]
	v_mul_f64 v[73:74], v[53:54], v[71:72]
	v_mul_f64 v[57:58], v[71:72], v[71:72]
	v_mul_f64 v[71:72], v[60:61], v[53:54]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[51:52]
	v_add_f64 v[79:80], -v[77:78], 1.0
	v_mul_f64 v[62:63], v[53:54], v[62:63]
	v_mul_f64 v[64:65], v[53:54], v[64:65]
	v_mul_f64 v[67:68], v[53:54], v[67:68]
	v_mul_f64 v[69:70], v[73:74], v[69:70]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[51:52], v[51:52], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[62:63], v[62:63], s[80:81]
	v_add_f64 v[64:65], v[64:65], s[68:69]
	v_add_f64 v[67:68], v[67:68], s[74:75]
	v_rsq_f64_e32 v[75:76], v[51:52]
	v_cmp_class_f64_e64 vcc_lo, v[51:52], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[62:63], v[69:70], v[62:63]
	v_mul_f64 v[64:65], v[53:54], v[64:65]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[57:58], v[57:58], v[67:68]
	v_mul_f64 v[67:68], v[55:56], 0.5
	v_mul_f64 v[73:74], v[51:52], v[75:76]
	v_mul_f64 v[75:76], v[75:76], 0.5
	v_mul_f64 v[62:63], v[71:72], v[62:63]
	v_add_f64 v[57:58], v[64:65], v[57:58]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[69:70], -v[75:76], v[73:74], 0.5
	v_add_f64 v[62:63], v[67:68], -v[62:63]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[57:58], v[53:54], v[57:58]
	v_fma_f64 v[73:74], v[73:74], v[69:70], v[73:74]
	v_fma_f64 v[64:65], v[75:76], v[69:70], v[75:76]
	v_mul_f64 v[69:70], v[60:61], v[55:56]
	v_add_f64 v[75:76], -v[79:80], 1.0
	v_mul_f64 v[53:54], v[53:54], v[62:63]
	v_fma_f64 v[67:68], -v[73:74], v[73:74], v[51:52]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[57:58], v[57:58], -v[69:70]
	v_mul_f64 v[69:70], v[71:72], s[86:87]
	v_add_f64 v[53:54], v[53:54], -v[55:56]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[62:63], v[67:68], v[64:65], v[73:74]
	v_add_f64 v[67:68], v[75:76], -v[77:78]
	v_add_f64 v[53:54], v[53:54], v[69:70]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[55:56], -v[62:63], v[62:63], v[51:52]
	v_add_f64 v[57:58], v[67:68], v[57:58]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[53:54], v[60:61], -v[53:54]
	v_mov_b32_e32 v60, v1
	v_fma_f64 v[55:56], v[55:56], v[64:65], v[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[57:58], v[79:80], v[57:58]
	v_ldexp_f64 v[55:56], v[55:56], v0
	v_and_b32_e32 v59, 2, v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v61, 0x80000000, v58
	v_and_b32_e32 v0, 1, v66
	v_cndmask_b32_e32 v52, v56, v52, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[59:60]
	v_xor_b32_e32 v59, 0x80000000, v54
	v_cndmask_b32_e64 v58, v61, v58, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v54, v54, v59, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:8192
	v_cndmask_b32_e32 v51, v55, v51, vcc_lo
	v_cndmask_b32_e64 v54, v54, v58, s1
	v_cndmask_b32_e64 v53, v53, v57, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[51:52], v[53:54], v[51:52]
	v_dual_add_f32 v53, v19, v19 :: v_dual_add_f32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	v_mul_f32_e32 v0, v53, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v51, v[51:52]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v52, v19, v81 :: v_dual_mul_f32 v51, v49, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v52, v52, v52
	v_mul_f32_e32 v52, 0.5, v52
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v52
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v19, v0
	v_add_f32_e32 v0, v51, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v51, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v51
	v_cndmask_b32_e32 v51, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v52, v20
	s_and_saveexec_b32 s104, s4
	s_cbranch_execz .LBB7_52
.LBB7_71:
	v_xor_b32_e32 v0, s11, v27
	s_xor_b32 s1, s28, s103
	global_load_b32 v82, v[7:8], off offset:2048
	s_xor_b32 s1, s1, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 vcc_lo, s1, 0xd2511f53
	v_mad_u64_u32 v[52:53], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, vcc_lo, v37
	v_xor3_b32 v55, s1, s89, v53
	v_mad_u64_u32 v[53:54], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[55:56], null, 0xcd9e8d57, v55, 0
	v_xor_b32_e32 v0, v54, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v56, v56, s90, v53
	v_mad_u64_u32 v[53:54], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[56:57], null, 0xd2511f53, v56, 0
	v_xor3_b32 v0, s91, v54, v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v54, v57, s93, v53
	v_mad_u64_u32 v[52:53], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[57:58], null, 0xcd9e8d57, v54, 0
	v_xor3_b32 v0, s92, v53, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v54, v58, s94, v52
	v_mad_u64_u32 v[52:53], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[54:55], null, 0xd2511f53, v54, 0
	v_xor3_b32 v0, s95, v53, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v55, v55, s97, v52
	v_mad_u64_u32 v[52:53], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v55
	v_xor3_b32 v53, s96, v53, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s98, v52
	v_mad_u64_u32 v[52:53], null, 0xd2511f53, v53, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v53, s99, v53, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s100, v52
	v_mul_lo_u32 v54, 0xcd9e8d57, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[52:53], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v54, v53, s101
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[53:54], v0
	v_add_f64 v[53:54], v[53:54], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[53:54], v[53:54], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v54, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v54, 0x3fe6a09e, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[53:54], v[53:54], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[55:56], v[53:54], 2.0
	v_mul_f64 v[74:75], v[53:54], 0.5
	v_div_scale_f64 v[57:58], null, v[55:56], v[55:56], v[53:54]
	v_div_scale_f64 v[63:64], vcc_lo, v[53:54], v[55:56], v[53:54]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[74:75], v[53:54], v[74:75]
	v_rcp_f64_e32 v[59:60], v[57:58]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[61:62], -v[57:58], v[59:60], 1.0
	v_fma_f64 v[59:60], v[59:60], v[61:62], v[59:60]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[61:62], -v[57:58], v[59:60], 1.0
	v_fma_f64 v[59:60], v[59:60], v[61:62], v[59:60]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[61:62], v[63:64], v[59:60]
	v_fma_f64 v[57:58], -v[57:58], v[61:62], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[57:58], v[57:58], v[59:60], v[61:62]
	v_cvt_f64_u32_e32 v[59:60], v52
	v_add_co_ci_u32_e64 v52, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[72:73], v52
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[55:56], v[57:58], v[55:56], v[53:54]
	v_add_f64 v[59:60], v[59:60], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[72:73], v[72:73], 32
	v_mul_f64 v[57:58], v[55:56], v[55:56]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[59:60], v[59:60], 0xffffffe0
	v_mul_f64 v[61:62], v[57:58], v[57:58]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[59:60], v[59:60], s[52:53]
	v_mul_f64 v[63:64], v[61:62], s[40:41]
	v_mul_f64 v[65:66], v[61:62], s[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[67:68], v[59:60], s[54:55]
	v_add_f64 v[63:64], v[63:64], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[65:66], v[65:66], s[26:27]
	v_add_f64 v[67:68], 0x43380000, v[67:68]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[63:64], v[61:62], v[63:64]
	v_mul_f64 v[65:66], v[61:62], v[65:66]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[68:69], 0xc3380000, v[67:68]
	v_add_f64 v[63:64], v[63:64], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[65:66], v[65:66], s[38:39]
	v_mul_f64 v[70:71], v[68:69], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[63:64], v[61:62], v[63:64]
	v_mul_f64 v[61:62], v[61:62], v[65:66]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[65:66], v[59:60], v[70:71]
	v_cvt_f64_u32_e32 v[70:71], v0
	v_add_f64 v[63:64], v[63:64], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[72:73], v[70:71]
	v_mul_f64 v[57:58], v[57:58], v[63:64]
	v_mul_f64 v[63:64], v[68:69], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[76:77], v[70:71], s[48:49]
	v_add_f64 v[57:58], v[61:62], v[57:58]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[61:62], v[65:66], v[63:64]
	v_add_f64 v[57:58], v[74:75], v[57:58]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[65:66], -v[61:62]
	v_mul_f64 v[55:56], v[55:56], v[57:58]
	v_mul_f64 v[57:58], v[68:69], s[58:59]
	v_mul_f64 v[68:69], v[68:69], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[63:64], v[72:73], v[63:64]
	v_add_f64 v[55:56], v[76:77], v[55:56]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[72:73], v[65:66], -v[57:58]
	v_add_f64 v[63:64], v[68:69], -v[63:64]
	v_mov_b32_e32 v69, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[55:56], v[55:56], -v[74:75]
	v_lshrrev_b32_e32 v0, 20, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v52, 0x7ff, v0
	v_bfe_u32 v0, v60, 20, 11
	v_add_nc_u32_e32 v68, 16, v52
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[68:69], v[0:1]
	v_dual_cndmask_b32 v58, v58, v64 :: v_dual_cndmask_b32 v57, v57, v63
	v_mul_f64 v[63:64], v[70:71], s[50:51]
	v_dual_cndmask_b32 v60, v66, v62 :: v_dual_cndmask_b32 v59, v65, v61
	v_add_f64 v[61:62], v[59:60], -v[57:58]
	v_add_f64 v[52:53], v[53:54], v[55:56]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[54:55], v[61:62], v[61:62]
	v_add_f64 v[59:60], v[59:60], -v[61:62]
	v_add_f64 v[52:53], v[63:64], v[52:53]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[63:64], v[54:55], s[76:77]
	v_mul_f64 v[65:66], v[54:55], s[64:65]
	v_mul_f64 v[68:69], v[54:55], s[70:71]
	v_mul_f64 v[70:71], v[54:55], s[82:83]
	v_mul_f64 v[72:73], v[54:55], v[54:55]
	v_add_f64 v[56:57], v[59:60], -v[57:58]
	v_mul_f64 v[78:79], v[54:55], 0.5
	v_mul_f64 v[52:53], v[52:53], -2.0
	v_and_b32_e32 v60, 2, v67
	v_add_f64 v[63:64], v[63:64], s[78:79]
	v_add_f64 v[65:66], v[65:66], s[66:67]
	v_add_f64 v[68:69], v[68:69], s[72:73]
	v_add_f64 v[70:71], v[70:71], s[84:85]
	v_mul_f64 v[74:75], v[54:55], v[72:73]
	v_mul_f64 v[58:59], v[72:73], v[72:73]
	v_mul_f64 v[72:73], v[61:62], v[54:55]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[52:53]
	v_add_f64 v[80:81], -v[78:79], 1.0
	v_mul_f64 v[63:64], v[54:55], v[63:64]
	v_mul_f64 v[65:66], v[54:55], v[65:66]
	v_mul_f64 v[68:69], v[54:55], v[68:69]
	v_mul_f64 v[70:71], v[74:75], v[70:71]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[52:53], v[52:53], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[63:64], v[63:64], s[80:81]
	v_add_f64 v[65:66], v[65:66], s[68:69]
	v_add_f64 v[68:69], v[68:69], s[74:75]
	v_rsq_f64_e32 v[76:77], v[52:53]
	v_cmp_class_f64_e64 vcc_lo, v[52:53], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[63:64], v[70:71], v[63:64]
	v_mul_f64 v[65:66], v[54:55], v[65:66]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[58:59], v[58:59], v[68:69]
	v_mul_f64 v[68:69], v[56:57], 0.5
	v_mul_f64 v[74:75], v[52:53], v[76:77]
	v_mul_f64 v[76:77], v[76:77], 0.5
	v_mul_f64 v[63:64], v[72:73], v[63:64]
	v_add_f64 v[58:59], v[65:66], v[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[70:71], -v[76:77], v[74:75], 0.5
	v_add_f64 v[63:64], v[68:69], -v[63:64]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[58:59], v[54:55], v[58:59]
	v_fma_f64 v[74:75], v[74:75], v[70:71], v[74:75]
	v_fma_f64 v[65:66], v[76:77], v[70:71], v[76:77]
	v_mul_f64 v[70:71], v[61:62], v[56:57]
	v_add_f64 v[76:77], -v[80:81], 1.0
	v_mul_f64 v[54:55], v[54:55], v[63:64]
	v_fma_f64 v[68:69], -v[74:75], v[74:75], v[52:53]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[58:59], v[58:59], -v[70:71]
	v_mul_f64 v[70:71], v[72:73], s[86:87]
	v_add_f64 v[54:55], v[54:55], -v[56:57]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[63:64], v[68:69], v[65:66], v[74:75]
	v_add_f64 v[68:69], v[76:77], -v[78:79]
	v_add_f64 v[54:55], v[54:55], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[56:57], -v[63:64], v[63:64], v[52:53]
	v_add_f64 v[58:59], v[68:69], v[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[54:55], v[61:62], -v[54:55]
	v_mov_b32_e32 v61, v1
	v_cmp_eq_u64_e64 s1, 0, v[60:61]
	v_fma_f64 v[56:57], v[56:57], v[65:66], v[63:64]
	v_add_f64 v[58:59], v[80:81], v[58:59]
	v_xor_b32_e32 v60, 0x80000000, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v55, v55, v60, s1
	v_ldexp_f64 v[56:57], v[56:57], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v62, 0x80000000, v59
	v_and_b32_e32 v0, 1, v67
	v_cndmask_b32_e64 v59, v62, v59, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:8192
	v_cndmask_b32_e64 v55, v55, v59, s1
	v_cndmask_b32_e64 v54, v54, v58, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_dual_mul_f32 v0, 0x3c23d70a, v0 :: v_dual_cndmask_b32 v53, v57, v53
	v_cndmask_b32_e32 v52, v56, v52, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[52:53], v[54:55], v[52:53]
	v_add_f32_e32 v54, v20, v20
	v_mul_f32_e32 v0, v54, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v52, v[52:53]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v53, v20, v82
	v_add_f32_e32 v53, v53, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v53, 0.5, v53
	v_add_f32_e32 v0, v0, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v20, v0
	v_mul_f32_e32 v52, v49, v52
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v52, v0
	v_and_b32_e32 v52, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v52
	v_cndmask_b32_e32 v52, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v53, v21
	s_and_saveexec_b32 s104, s5
	s_cbranch_execz .LBB7_53
.LBB7_72:
	v_xor_b32_e32 v0, s11, v28
	s_xor_b32 s1, s28, s103
	global_load_b32 v83, v[7:8], off offset:3072
	s_xor_b32 s1, s1, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 vcc_lo, s1, 0xd2511f53
	v_mad_u64_u32 v[53:54], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, vcc_lo, v39
	v_xor3_b32 v56, s1, s89, v54
	v_mad_u64_u32 v[54:55], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[56:57], null, 0xcd9e8d57, v56, 0
	v_xor_b32_e32 v0, v55, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v57, v57, s90, v54
	v_mad_u64_u32 v[54:55], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[57:58], null, 0xd2511f53, v57, 0
	v_xor3_b32 v0, s91, v55, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v55, v58, s93, v54
	v_mad_u64_u32 v[53:54], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[58:59], null, 0xcd9e8d57, v55, 0
	v_xor3_b32 v0, s92, v54, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v55, v59, s94, v53
	v_mad_u64_u32 v[53:54], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[55:56], null, 0xd2511f53, v55, 0
	v_xor3_b32 v0, s95, v54, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v56, v56, s97, v53
	v_mad_u64_u32 v[53:54], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v56
	v_xor3_b32 v54, s96, v54, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s98, v53
	v_mad_u64_u32 v[53:54], null, 0xd2511f53, v54, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v54, s99, v54, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s100, v53
	v_mul_lo_u32 v55, 0xcd9e8d57, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[53:54], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v55, v54, s101
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[54:55], v0
	v_add_f64 v[54:55], v[54:55], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[54:55], v[54:55], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v55, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v55, 0x3fe6a09e, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[54:55], v[54:55], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[56:57], v[54:55], 2.0
	v_mul_f64 v[75:76], v[54:55], 0.5
	v_div_scale_f64 v[58:59], null, v[56:57], v[56:57], v[54:55]
	v_div_scale_f64 v[64:65], vcc_lo, v[54:55], v[56:57], v[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[75:76], v[54:55], v[75:76]
	v_rcp_f64_e32 v[60:61], v[58:59]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[62:63], -v[58:59], v[60:61], 1.0
	v_fma_f64 v[60:61], v[60:61], v[62:63], v[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[62:63], -v[58:59], v[60:61], 1.0
	v_fma_f64 v[60:61], v[60:61], v[62:63], v[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[62:63], v[64:65], v[60:61]
	v_fma_f64 v[58:59], -v[58:59], v[62:63], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[58:59], v[58:59], v[60:61], v[62:63]
	v_cvt_f64_u32_e32 v[60:61], v53
	v_add_co_ci_u32_e64 v53, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[73:74], v53
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[56:57], v[58:59], v[56:57], v[54:55]
	v_add_f64 v[60:61], v[60:61], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[73:74], v[73:74], 32
	v_mul_f64 v[58:59], v[56:57], v[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[60:61], v[60:61], 0xffffffe0
	v_mul_f64 v[62:63], v[58:59], v[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[60:61], v[60:61], s[52:53]
	v_mul_f64 v[64:65], v[62:63], s[40:41]
	v_mul_f64 v[66:67], v[62:63], s[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[68:69], v[60:61], s[54:55]
	v_add_f64 v[64:65], v[64:65], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[66:67], v[66:67], s[26:27]
	v_add_f64 v[68:69], 0x43380000, v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[64:65], v[62:63], v[64:65]
	v_mul_f64 v[66:67], v[62:63], v[66:67]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[69:70], 0xc3380000, v[68:69]
	v_add_f64 v[64:65], v[64:65], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[66:67], v[66:67], s[38:39]
	v_mul_f64 v[71:72], v[69:70], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[64:65], v[62:63], v[64:65]
	v_mul_f64 v[62:63], v[62:63], v[66:67]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[66:67], v[60:61], v[71:72]
	v_cvt_f64_u32_e32 v[71:72], v0
	v_add_f64 v[64:65], v[64:65], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[73:74], v[71:72]
	v_mul_f64 v[58:59], v[58:59], v[64:65]
	v_mul_f64 v[64:65], v[69:70], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[77:78], v[71:72], s[48:49]
	v_add_f64 v[58:59], v[62:63], v[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[62:63], v[66:67], v[64:65]
	v_add_f64 v[58:59], v[75:76], v[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[73:74], v[66:67], -v[62:63]
	v_mul_f64 v[56:57], v[56:57], v[58:59]
	v_mul_f64 v[58:59], v[69:70], s[58:59]
	v_mul_f64 v[69:70], v[69:70], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[64:65], v[73:74], v[64:65]
	v_add_f64 v[56:57], v[77:78], v[56:57]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[73:74], v[66:67], -v[58:59]
	v_add_f64 v[64:65], v[69:70], -v[64:65]
	v_mov_b32_e32 v70, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[56:57], v[56:57], -v[75:76]
	v_lshrrev_b32_e32 v0, 20, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v53, 0x7ff, v0
	v_bfe_u32 v0, v61, 20, 11
	v_add_nc_u32_e32 v69, 16, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[69:70], v[0:1]
	v_dual_cndmask_b32 v59, v59, v65 :: v_dual_cndmask_b32 v58, v58, v64
	v_mul_f64 v[64:65], v[71:72], s[50:51]
	v_dual_cndmask_b32 v61, v67, v63 :: v_dual_cndmask_b32 v60, v66, v62
	v_add_f64 v[62:63], v[60:61], -v[58:59]
	v_add_f64 v[53:54], v[54:55], v[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[55:56], v[62:63], v[62:63]
	v_add_f64 v[60:61], v[60:61], -v[62:63]
	v_add_f64 v[53:54], v[64:65], v[53:54]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[64:65], v[55:56], s[76:77]
	v_mul_f64 v[66:67], v[55:56], s[64:65]
	v_mul_f64 v[69:70], v[55:56], s[70:71]
	v_mul_f64 v[71:72], v[55:56], s[82:83]
	v_mul_f64 v[73:74], v[55:56], v[55:56]
	v_add_f64 v[57:58], v[60:61], -v[58:59]
	v_mul_f64 v[79:80], v[55:56], 0.5
	v_mul_f64 v[53:54], v[53:54], -2.0
	v_add_f64 v[64:65], v[64:65], s[78:79]
	v_add_f64 v[66:67], v[66:67], s[66:67]
	v_add_f64 v[69:70], v[69:70], s[72:73]
	v_add_f64 v[71:72], v[71:72], s[84:85]
	v_mul_f64 v[75:76], v[55:56], v[73:74]
	v_mul_f64 v[59:60], v[73:74], v[73:74]
	v_mul_f64 v[73:74], v[62:63], v[55:56]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[53:54]
	v_add_f64 v[81:82], -v[79:80], 1.0
	v_mul_f64 v[64:65], v[55:56], v[64:65]
	v_mul_f64 v[66:67], v[55:56], v[66:67]
	v_mul_f64 v[69:70], v[55:56], v[69:70]
	v_mul_f64 v[71:72], v[75:76], v[71:72]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[53:54], v[53:54], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[64:65], v[64:65], s[80:81]
	v_add_f64 v[66:67], v[66:67], s[68:69]
	v_add_f64 v[69:70], v[69:70], s[74:75]
	v_rsq_f64_e32 v[77:78], v[53:54]
	v_cmp_class_f64_e64 vcc_lo, v[53:54], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[64:65], v[71:72], v[64:65]
	v_mul_f64 v[66:67], v[55:56], v[66:67]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[59:60], v[59:60], v[69:70]
	v_mul_f64 v[69:70], v[57:58], 0.5
	v_mul_f64 v[75:76], v[53:54], v[77:78]
	v_mul_f64 v[77:78], v[77:78], 0.5
	v_mul_f64 v[64:65], v[73:74], v[64:65]
	v_add_f64 v[59:60], v[66:67], v[59:60]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[71:72], -v[77:78], v[75:76], 0.5
	v_add_f64 v[64:65], v[69:70], -v[64:65]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[59:60], v[55:56], v[59:60]
	v_fma_f64 v[75:76], v[75:76], v[71:72], v[75:76]
	v_fma_f64 v[66:67], v[77:78], v[71:72], v[77:78]
	v_mul_f64 v[71:72], v[62:63], v[57:58]
	v_add_f64 v[77:78], -v[81:82], 1.0
	v_mul_f64 v[55:56], v[55:56], v[64:65]
	v_fma_f64 v[69:70], -v[75:76], v[75:76], v[53:54]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[59:60], v[59:60], -v[71:72]
	v_mul_f64 v[71:72], v[73:74], s[86:87]
	v_add_f64 v[55:56], v[55:56], -v[57:58]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[64:65], v[69:70], v[66:67], v[75:76]
	v_add_f64 v[69:70], v[77:78], -v[79:80]
	v_add_f64 v[55:56], v[55:56], v[71:72]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[57:58], -v[64:65], v[64:65], v[53:54]
	v_add_f64 v[59:60], v[69:70], v[59:60]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[55:56], v[62:63], -v[55:56]
	v_mov_b32_e32 v62, v1
	v_fma_f64 v[57:58], v[57:58], v[66:67], v[64:65]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[59:60], v[81:82], v[59:60]
	v_ldexp_f64 v[57:58], v[57:58], v0
	v_and_b32_e32 v61, 2, v68
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v63, 0x80000000, v60
	v_and_b32_e32 v0, 1, v68
	v_cndmask_b32_e32 v54, v58, v54, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[61:62]
	v_xor_b32_e32 v61, 0x80000000, v56
	v_cndmask_b32_e64 v60, v63, v60, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v56, v56, v61, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:8192
	v_cndmask_b32_e32 v53, v57, v53, vcc_lo
	v_cndmask_b32_e64 v56, v56, v60, s1
	v_cndmask_b32_e64 v55, v55, v59, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[53:54], v[55:56], v[53:54]
	v_dual_add_f32 v55, v21, v21 :: v_dual_add_f32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cvt_f32_f64_e32 v53, v[53:54]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v54, v21, v83
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v54, v54, v54
	v_dual_mul_f32 v54, 0.5, v54 :: v_dual_mul_f32 v53, v49, v53
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v55, v0
	v_add_f32_e32 v0, v0, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v21, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v53, v0
	v_and_b32_e32 v53, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v53
	v_cndmask_b32_e32 v53, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v54, v22
	s_and_saveexec_b32 s104, s6
	s_cbranch_execz .LBB7_54
.LBB7_73:
	v_xor_b32_e32 v0, s11, v29
	s_xor_b32 s1, s28, s103
	global_load_b32 v84, v[9:10], off
	s_xor_b32 s1, s1, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 vcc_lo, s1, 0xd2511f53
	v_mad_u64_u32 v[54:55], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, vcc_lo, v41
	v_xor3_b32 v57, s1, s89, v55
	v_mad_u64_u32 v[55:56], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[57:58], null, 0xcd9e8d57, v57, 0
	v_xor_b32_e32 v0, v56, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v58, v58, s90, v55
	v_mad_u64_u32 v[55:56], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[58:59], null, 0xd2511f53, v58, 0
	v_xor3_b32 v0, s91, v56, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v56, v59, s93, v55
	v_mad_u64_u32 v[54:55], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[59:60], null, 0xcd9e8d57, v56, 0
	v_xor3_b32 v0, s92, v55, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v56, v60, s94, v54
	v_mad_u64_u32 v[54:55], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[56:57], null, 0xd2511f53, v56, 0
	v_xor3_b32 v0, s95, v55, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v57, v57, s97, v54
	v_mad_u64_u32 v[54:55], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v57
	v_xor3_b32 v55, s96, v55, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s98, v54
	v_mad_u64_u32 v[54:55], null, 0xd2511f53, v55, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v55, s99, v55, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s100, v54
	v_mul_lo_u32 v56, 0xcd9e8d57, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[54:55], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v56, v55, s101
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[55:56], v0
	v_add_f64 v[55:56], v[55:56], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[55:56], v[55:56], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v56, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v56, 0x3fe6a09e, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[55:56], v[55:56], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[57:58], v[55:56], 2.0
	v_mul_f64 v[76:77], v[55:56], 0.5
	v_div_scale_f64 v[59:60], null, v[57:58], v[57:58], v[55:56]
	v_div_scale_f64 v[65:66], vcc_lo, v[55:56], v[57:58], v[55:56]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[76:77], v[55:56], v[76:77]
	v_rcp_f64_e32 v[61:62], v[59:60]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[63:64], -v[59:60], v[61:62], 1.0
	v_fma_f64 v[61:62], v[61:62], v[63:64], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[63:64], -v[59:60], v[61:62], 1.0
	v_fma_f64 v[61:62], v[61:62], v[63:64], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[65:66], v[61:62]
	v_fma_f64 v[59:60], -v[59:60], v[63:64], v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[59:60], v[59:60], v[61:62], v[63:64]
	v_cvt_f64_u32_e32 v[61:62], v54
	v_add_co_ci_u32_e64 v54, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[74:75], v54
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[57:58], v[59:60], v[57:58], v[55:56]
	v_add_f64 v[61:62], v[61:62], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[74:75], v[74:75], 32
	v_mul_f64 v[59:60], v[57:58], v[57:58]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[61:62], v[61:62], 0xffffffe0
	v_mul_f64 v[63:64], v[59:60], v[59:60]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[61:62], v[61:62], s[52:53]
	v_mul_f64 v[65:66], v[63:64], s[40:41]
	v_mul_f64 v[67:68], v[63:64], s[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[69:70], v[61:62], s[54:55]
	v_add_f64 v[65:66], v[65:66], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[67:68], v[67:68], s[26:27]
	v_add_f64 v[69:70], 0x43380000, v[69:70]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[65:66], v[63:64], v[65:66]
	v_mul_f64 v[67:68], v[63:64], v[67:68]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[70:71], 0xc3380000, v[69:70]
	v_add_f64 v[65:66], v[65:66], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[67:68], v[67:68], s[38:39]
	v_mul_f64 v[72:73], v[70:71], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[65:66], v[63:64], v[65:66]
	v_mul_f64 v[63:64], v[63:64], v[67:68]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[67:68], v[61:62], v[72:73]
	v_cvt_f64_u32_e32 v[72:73], v0
	v_add_f64 v[65:66], v[65:66], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[74:75], v[72:73]
	v_mul_f64 v[59:60], v[59:60], v[65:66]
	v_mul_f64 v[65:66], v[70:71], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[78:79], v[72:73], s[48:49]
	v_add_f64 v[59:60], v[63:64], v[59:60]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[63:64], v[67:68], v[65:66]
	v_add_f64 v[59:60], v[76:77], v[59:60]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[67:68], -v[63:64]
	v_mul_f64 v[57:58], v[57:58], v[59:60]
	v_mul_f64 v[59:60], v[70:71], s[58:59]
	v_mul_f64 v[70:71], v[70:71], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[65:66], v[74:75], v[65:66]
	v_add_f64 v[57:58], v[78:79], v[57:58]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[74:75], v[67:68], -v[59:60]
	v_add_f64 v[65:66], v[70:71], -v[65:66]
	v_mov_b32_e32 v71, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[57:58], v[57:58], -v[76:77]
	v_lshrrev_b32_e32 v0, 20, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v54, 0x7ff, v0
	v_bfe_u32 v0, v62, 20, 11
	v_add_nc_u32_e32 v70, 16, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[70:71], v[0:1]
	v_dual_cndmask_b32 v60, v60, v66 :: v_dual_cndmask_b32 v59, v59, v65
	v_mul_f64 v[65:66], v[72:73], s[50:51]
	v_dual_cndmask_b32 v62, v68, v64 :: v_dual_cndmask_b32 v61, v67, v63
	v_add_f64 v[63:64], v[61:62], -v[59:60]
	v_add_f64 v[54:55], v[55:56], v[57:58]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[56:57], v[63:64], v[63:64]
	v_add_f64 v[61:62], v[61:62], -v[63:64]
	v_add_f64 v[54:55], v[65:66], v[54:55]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[65:66], v[56:57], s[76:77]
	v_mul_f64 v[67:68], v[56:57], s[64:65]
	v_mul_f64 v[70:71], v[56:57], s[70:71]
	v_mul_f64 v[72:73], v[56:57], s[82:83]
	v_mul_f64 v[74:75], v[56:57], v[56:57]
	v_add_f64 v[58:59], v[61:62], -v[59:60]
	v_mul_f64 v[80:81], v[56:57], 0.5
	v_mul_f64 v[54:55], v[54:55], -2.0
	v_and_b32_e32 v62, 2, v69
	v_add_f64 v[65:66], v[65:66], s[78:79]
	v_add_f64 v[67:68], v[67:68], s[66:67]
	v_add_f64 v[70:71], v[70:71], s[72:73]
	v_add_f64 v[72:73], v[72:73], s[84:85]
	v_mul_f64 v[76:77], v[56:57], v[74:75]
	v_mul_f64 v[60:61], v[74:75], v[74:75]
	v_mul_f64 v[74:75], v[63:64], v[56:57]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[54:55]
	v_add_f64 v[82:83], -v[80:81], 1.0
	v_mul_f64 v[65:66], v[56:57], v[65:66]
	v_mul_f64 v[67:68], v[56:57], v[67:68]
	v_mul_f64 v[70:71], v[56:57], v[70:71]
	v_mul_f64 v[72:73], v[76:77], v[72:73]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[54:55], v[54:55], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[65:66], v[65:66], s[80:81]
	v_add_f64 v[67:68], v[67:68], s[68:69]
	v_add_f64 v[70:71], v[70:71], s[74:75]
	v_rsq_f64_e32 v[78:79], v[54:55]
	v_cmp_class_f64_e64 vcc_lo, v[54:55], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[65:66], v[72:73], v[65:66]
	v_mul_f64 v[67:68], v[56:57], v[67:68]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[60:61], v[60:61], v[70:71]
	v_mul_f64 v[70:71], v[58:59], 0.5
	v_mul_f64 v[76:77], v[54:55], v[78:79]
	v_mul_f64 v[78:79], v[78:79], 0.5
	v_mul_f64 v[65:66], v[74:75], v[65:66]
	v_add_f64 v[60:61], v[67:68], v[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[72:73], -v[78:79], v[76:77], 0.5
	v_add_f64 v[65:66], v[70:71], -v[65:66]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[60:61], v[56:57], v[60:61]
	v_fma_f64 v[76:77], v[76:77], v[72:73], v[76:77]
	v_fma_f64 v[67:68], v[78:79], v[72:73], v[78:79]
	v_mul_f64 v[72:73], v[63:64], v[58:59]
	v_add_f64 v[78:79], -v[82:83], 1.0
	v_mul_f64 v[56:57], v[56:57], v[65:66]
	v_fma_f64 v[70:71], -v[76:77], v[76:77], v[54:55]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[60:61], v[60:61], -v[72:73]
	v_mul_f64 v[72:73], v[74:75], s[86:87]
	v_add_f64 v[56:57], v[56:57], -v[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[65:66], v[70:71], v[67:68], v[76:77]
	v_add_f64 v[70:71], v[78:79], -v[80:81]
	v_add_f64 v[56:57], v[56:57], v[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[58:59], -v[65:66], v[65:66], v[54:55]
	v_add_f64 v[60:61], v[70:71], v[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[56:57], v[63:64], -v[56:57]
	v_mov_b32_e32 v63, v1
	v_cmp_eq_u64_e64 s1, 0, v[62:63]
	v_fma_f64 v[58:59], v[58:59], v[67:68], v[65:66]
	v_add_f64 v[60:61], v[82:83], v[60:61]
	v_xor_b32_e32 v62, 0x80000000, v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v57, v57, v62, s1
	v_ldexp_f64 v[58:59], v[58:59], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v64, 0x80000000, v61
	v_and_b32_e32 v0, 1, v69
	v_cndmask_b32_e64 v61, v64, v61, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:8192
	v_cndmask_b32_e64 v57, v57, v61, s1
	v_cndmask_b32_e64 v56, v56, v60, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_dual_mul_f32 v0, 0x3c23d70a, v0 :: v_dual_cndmask_b32 v55, v59, v55
	v_cndmask_b32_e32 v54, v58, v54, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[54:55], v[56:57], v[54:55]
	v_add_f32_e32 v56, v22, v22
	v_mul_f32_e32 v0, v56, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v54, v[54:55]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v55, v22, v84
	v_add_f32_e32 v55, v55, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v55, 0.5, v55
	v_add_f32_e32 v0, v0, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v22, v0
	v_mul_f32_e32 v54, v49, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v54, v0
	v_and_b32_e32 v54, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v54
	v_cndmask_b32_e32 v54, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v55, v23
	s_and_saveexec_b32 s104, s7
	s_cbranch_execz .LBB7_55
.LBB7_74:
	v_xor_b32_e32 v0, s11, v30
	s_xor_b32 s1, s28, s103
	global_load_b32 v85, v[11:12], off
	s_xor_b32 s1, s1, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 vcc_lo, s1, 0xd2511f53
	v_mad_u64_u32 v[55:56], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, vcc_lo, v43
	v_xor3_b32 v58, s1, s89, v56
	v_mad_u64_u32 v[56:57], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[58:59], null, 0xcd9e8d57, v58, 0
	v_xor_b32_e32 v0, v57, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v59, v59, s90, v56
	v_mad_u64_u32 v[56:57], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[59:60], null, 0xd2511f53, v59, 0
	v_xor3_b32 v0, s91, v57, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v57, v60, s93, v56
	v_mad_u64_u32 v[55:56], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[60:61], null, 0xcd9e8d57, v57, 0
	v_xor3_b32 v0, s92, v56, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v57, v61, s94, v55
	v_mad_u64_u32 v[55:56], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[57:58], null, 0xd2511f53, v57, 0
	v_xor3_b32 v0, s95, v56, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v58, v58, s97, v55
	v_mad_u64_u32 v[55:56], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v58
	v_xor3_b32 v56, s96, v56, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s98, v55
	v_mad_u64_u32 v[55:56], null, 0xd2511f53, v56, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v56, s99, v56, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s100, v55
	v_mul_lo_u32 v57, 0xcd9e8d57, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[55:56], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v57, v56, s101
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[56:57], v0
	v_add_f64 v[56:57], v[56:57], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[56:57], v[56:57], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v57, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v57, 0x3fe6a09e, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[56:57], v[56:57], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[58:59], v[56:57], 2.0
	v_mul_f64 v[77:78], v[56:57], 0.5
	v_div_scale_f64 v[60:61], null, v[58:59], v[58:59], v[56:57]
	v_div_scale_f64 v[66:67], vcc_lo, v[56:57], v[58:59], v[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[77:78], v[56:57], v[77:78]
	v_rcp_f64_e32 v[62:63], v[60:61]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[64:65], -v[60:61], v[62:63], 1.0
	v_fma_f64 v[62:63], v[62:63], v[64:65], v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[64:65], -v[60:61], v[62:63], 1.0
	v_fma_f64 v[62:63], v[62:63], v[64:65], v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[66:67], v[62:63]
	v_fma_f64 v[60:61], -v[60:61], v[64:65], v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[60:61], v[60:61], v[62:63], v[64:65]
	v_cvt_f64_u32_e32 v[62:63], v55
	v_add_co_ci_u32_e64 v55, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[75:76], v55
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[58:59], v[60:61], v[58:59], v[56:57]
	v_add_f64 v[62:63], v[62:63], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[75:76], v[75:76], 32
	v_mul_f64 v[60:61], v[58:59], v[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[62:63], v[62:63], 0xffffffe0
	v_mul_f64 v[64:65], v[60:61], v[60:61]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[62:63], v[62:63], s[52:53]
	v_mul_f64 v[66:67], v[64:65], s[40:41]
	v_mul_f64 v[68:69], v[64:65], s[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[70:71], v[62:63], s[54:55]
	v_add_f64 v[66:67], v[66:67], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[68:69], v[68:69], s[26:27]
	v_add_f64 v[70:71], 0x43380000, v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[66:67], v[64:65], v[66:67]
	v_mul_f64 v[68:69], v[64:65], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[71:72], 0xc3380000, v[70:71]
	v_add_f64 v[66:67], v[66:67], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[68:69], v[68:69], s[38:39]
	v_mul_f64 v[73:74], v[71:72], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[66:67], v[64:65], v[66:67]
	v_mul_f64 v[64:65], v[64:65], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[68:69], v[62:63], v[73:74]
	v_cvt_f64_u32_e32 v[73:74], v0
	v_add_f64 v[66:67], v[66:67], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[73:74], v[75:76], v[73:74]
	v_mul_f64 v[60:61], v[60:61], v[66:67]
	v_mul_f64 v[66:67], v[71:72], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[79:80], v[73:74], s[48:49]
	v_add_f64 v[60:61], v[64:65], v[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[64:65], v[68:69], v[66:67]
	v_add_f64 v[60:61], v[77:78], v[60:61]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[75:76], v[68:69], -v[64:65]
	v_mul_f64 v[58:59], v[58:59], v[60:61]
	v_mul_f64 v[60:61], v[71:72], s[58:59]
	v_mul_f64 v[71:72], v[71:72], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[66:67], v[75:76], v[66:67]
	v_add_f64 v[58:59], v[79:80], v[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[75:76], v[68:69], -v[60:61]
	v_add_f64 v[66:67], v[71:72], -v[66:67]
	v_mov_b32_e32 v72, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[58:59], v[58:59], -v[77:78]
	v_lshrrev_b32_e32 v0, 20, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v55, 0x7ff, v0
	v_bfe_u32 v0, v63, 20, 11
	v_add_nc_u32_e32 v71, 16, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[71:72], v[0:1]
	v_dual_cndmask_b32 v61, v61, v67 :: v_dual_cndmask_b32 v60, v60, v66
	v_mul_f64 v[66:67], v[73:74], s[50:51]
	v_dual_cndmask_b32 v63, v69, v65 :: v_dual_cndmask_b32 v62, v68, v64
	v_add_f64 v[64:65], v[62:63], -v[60:61]
	v_add_f64 v[55:56], v[56:57], v[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[57:58], v[64:65], v[64:65]
	v_add_f64 v[62:63], v[62:63], -v[64:65]
	v_add_f64 v[55:56], v[66:67], v[55:56]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[66:67], v[57:58], s[76:77]
	v_mul_f64 v[68:69], v[57:58], s[64:65]
	v_mul_f64 v[71:72], v[57:58], s[70:71]
	v_mul_f64 v[73:74], v[57:58], s[82:83]
	v_mul_f64 v[75:76], v[57:58], v[57:58]
	v_add_f64 v[59:60], v[62:63], -v[60:61]
	v_mul_f64 v[81:82], v[57:58], 0.5
	v_mul_f64 v[55:56], v[55:56], -2.0
	v_add_f64 v[66:67], v[66:67], s[78:79]
	v_add_f64 v[68:69], v[68:69], s[66:67]
	v_add_f64 v[71:72], v[71:72], s[72:73]
	v_add_f64 v[73:74], v[73:74], s[84:85]
	v_mul_f64 v[77:78], v[57:58], v[75:76]
	v_mul_f64 v[61:62], v[75:76], v[75:76]
	v_mul_f64 v[75:76], v[64:65], v[57:58]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[55:56]
	v_add_f64 v[83:84], -v[81:82], 1.0
	v_mul_f64 v[66:67], v[57:58], v[66:67]
	v_mul_f64 v[68:69], v[57:58], v[68:69]
	v_mul_f64 v[71:72], v[57:58], v[71:72]
	v_mul_f64 v[73:74], v[77:78], v[73:74]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[55:56], v[55:56], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[66:67], v[66:67], s[80:81]
	v_add_f64 v[68:69], v[68:69], s[68:69]
	v_add_f64 v[71:72], v[71:72], s[74:75]
	v_rsq_f64_e32 v[79:80], v[55:56]
	v_cmp_class_f64_e64 vcc_lo, v[55:56], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[66:67], v[73:74], v[66:67]
	v_mul_f64 v[68:69], v[57:58], v[68:69]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[61:62], v[61:62], v[71:72]
	v_mul_f64 v[71:72], v[59:60], 0.5
	v_mul_f64 v[77:78], v[55:56], v[79:80]
	v_mul_f64 v[79:80], v[79:80], 0.5
	v_mul_f64 v[66:67], v[75:76], v[66:67]
	v_add_f64 v[61:62], v[68:69], v[61:62]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[73:74], -v[79:80], v[77:78], 0.5
	v_add_f64 v[66:67], v[71:72], -v[66:67]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[61:62], v[57:58], v[61:62]
	v_fma_f64 v[77:78], v[77:78], v[73:74], v[77:78]
	v_fma_f64 v[68:69], v[79:80], v[73:74], v[79:80]
	v_mul_f64 v[73:74], v[64:65], v[59:60]
	v_add_f64 v[79:80], -v[83:84], 1.0
	v_mul_f64 v[57:58], v[57:58], v[66:67]
	v_fma_f64 v[71:72], -v[77:78], v[77:78], v[55:56]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[61:62], v[61:62], -v[73:74]
	v_mul_f64 v[73:74], v[75:76], s[86:87]
	v_add_f64 v[57:58], v[57:58], -v[59:60]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[66:67], v[71:72], v[68:69], v[77:78]
	v_add_f64 v[71:72], v[79:80], -v[81:82]
	v_add_f64 v[57:58], v[57:58], v[73:74]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[59:60], -v[66:67], v[66:67], v[55:56]
	v_add_f64 v[61:62], v[71:72], v[61:62]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[57:58], v[64:65], -v[57:58]
	v_mov_b32_e32 v64, v1
	v_fma_f64 v[59:60], v[59:60], v[68:69], v[66:67]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[61:62], v[83:84], v[61:62]
	v_ldexp_f64 v[59:60], v[59:60], v0
	v_and_b32_e32 v63, 2, v70
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v65, 0x80000000, v62
	v_and_b32_e32 v0, 1, v70
	v_cndmask_b32_e32 v56, v60, v56, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[63:64]
	v_xor_b32_e32 v63, 0x80000000, v58
	v_cndmask_b32_e64 v62, v65, v62, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v58, v58, v63, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:8192
	v_cndmask_b32_e32 v55, v59, v55, vcc_lo
	v_cndmask_b32_e64 v58, v58, v62, s1
	v_cndmask_b32_e64 v57, v57, v61, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[55:56], v[57:58], v[55:56]
	v_dual_add_f32 v57, v23, v23 :: v_dual_add_f32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	v_mul_f32_e32 v0, v57, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v55, v[55:56]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v56, v23, v85 :: v_dual_mul_f32 v55, v49, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v56, v56, v56
	v_mul_f32_e32 v56, 0.5, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v56
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v23, v0
	v_add_f32_e32 v0, v55, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v55, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v55
	v_cndmask_b32_e32 v55, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v56, v4
	s_and_saveexec_b32 s104, s8
	s_cbranch_execnz .LBB7_56
	s_branch .LBB7_57
.LBB7_75:
	global_load_b32 v0, v[7:8], off
	ds_load_b32 v49, v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v50, v18, v18 :: v_dual_add_f32 v49, -4.0, v49
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v18, v0 :: v_dual_add_f32 v49, v49, v49
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v49, 0x3c23d70a, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v49, v50, v49
	v_add_f32_e32 v0, v49, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v18, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v18
	v_cndmask_b32_e32 v18, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB7_63
.LBB7_76:
	global_load_b32 v0, v[7:8], off offset:1024
	ds_load_b32 v49, v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v50, v19, v19 :: v_dual_add_f32 v49, -4.0, v49
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v19, v0 :: v_dual_add_f32 v49, v49, v49
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v49, 0x3c23d70a, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v49, v50, v49
	v_add_f32_e32 v0, v49, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v19, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v19, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v19
	v_cndmask_b32_e32 v19, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB7_64
.LBB7_77:
	global_load_b32 v0, v[7:8], off offset:2048
	ds_load_b32 v49, v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v50, v20, v20 :: v_dual_add_f32 v49, -4.0, v49
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v20, v0 :: v_dual_add_f32 v49, v49, v49
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v49, 0x3c23d70a, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v49, v50, v49
	v_add_f32_e32 v0, v49, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v20, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v20, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v20
	v_cndmask_b32_e32 v20, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB7_65
.LBB7_78:
	global_load_b32 v0, v[7:8], off offset:3072
	ds_load_b32 v49, v1 offset:8192
	v_add_f32_e32 v50, v21, v21
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_dual_add_f32 v49, -4.0, v49 :: v_dual_sub_f32 v0, v21, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v49, v49, v49 :: v_dual_add_f32 v0, v0, v0
	v_dual_mul_f32 v49, 0x3c23d70a, v49 :: v_dual_mul_f32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v49, v50, v49
	v_add_f32_e32 v0, v49, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v21, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v21, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v21
	v_cndmask_b32_e32 v21, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB7_66
.LBB7_79:
	global_load_b32 v0, v[9:10], off
	ds_load_b32 v49, v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v50, v22, v22 :: v_dual_add_f32 v49, -4.0, v49
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v22, v0 :: v_dual_add_f32 v49, v49, v49
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v49, 0x3c23d70a, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v49, v50, v49
	v_add_f32_e32 v0, v49, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v22, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v22, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v22
	v_cndmask_b32_e32 v22, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB7_67
.LBB7_80:
	global_load_b32 v0, v[11:12], off
	ds_load_b32 v49, v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v50, v23, v23 :: v_dual_add_f32 v49, -4.0, v49
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v23, v0 :: v_dual_add_f32 v49, v49, v49
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v49, 0x3c23d70a, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v49, v50, v49
	v_add_f32_e32 v0, v49, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v23, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v23, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v23
	v_cndmask_b32_e32 v23, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB7_68
.LBB7_81:
	global_load_b32 v0, v[13:14], off
	ds_load_b32 v49, v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v50, v4, v4 :: v_dual_add_f32 v49, -4.0, v49
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v4, v0 :: v_dual_add_f32 v49, v49, v49
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v49, 0x3c23d70a, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v49, v50, v49
	v_add_f32_e32 v0, v49, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v4, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v4
	v_cndmask_b32_e32 v4, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB7_19
.LBB7_82:
	global_load_b32 v0, v[15:16], off
	ds_load_b32 v49, v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v50, v24, v24 :: v_dual_add_f32 v49, -4.0, v49
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v24, v0 :: v_dual_add_f32 v49, v49, v49
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v49, 0x3c23d70a, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v49, v50, v49
	v_add_f32_e32 v0, v49, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v24, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v24, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v24
	v_cndmask_b32_e32 v24, 0x7fc00000, v0, vcc_lo
	s_branch .LBB7_19
.LBB7_83:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB7_93
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB7_94
.LBB7_85:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB7_95
.LBB7_86:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB7_96
.LBB7_87:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB7_97
.LBB7_88:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execnz .LBB7_98
.LBB7_89:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execnz .LBB7_99
.LBB7_90:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB7_92
.LBB7_91:
	v_lshlrev_b32_e32 v0, 2, v6
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v24, s[20:21]
.LBB7_92:
	s_endpgm
.LBB7_93:
	s_waitcnt vmcnt(0)
	global_store_b32 v17, v18, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB7_85
.LBB7_94:
	s_waitcnt vmcnt(0)
	global_store_b32 v17, v19, s[20:21] offset:1024
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB7_86
.LBB7_95:
	s_waitcnt vmcnt(0)
	global_store_b32 v17, v20, s[20:21] offset:2048
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB7_87
.LBB7_96:
	s_waitcnt vmcnt(0)
	global_store_b32 v17, v21, s[20:21] offset:3072
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB7_88
.LBB7_97:
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v22, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execz .LBB7_89
.LBB7_98:
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v23, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execz .LBB7_90
.LBB7_99:
	v_lshlrev_b32_e32 v0, 2, v5
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v4, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB7_91
	s_branch .LBB7_92
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_w2048
		.amdhsa_group_segment_fixed_size 8196
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
		.amdhsa_next_free_vgpr 88
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
	.size	tessera_tether_w2048, .Lfunc_end7-tessera_tether_w2048

	.set tessera_tether_w2048.num_vgpr, 88
	.set tessera_tether_w2048.num_agpr, 0
	.set tessera_tether_w2048.numbered_sgpr, 105
	.set tessera_tether_w2048.num_named_barrier, 0
	.set tessera_tether_w2048.private_seg_size, 0
	.set tessera_tether_w2048.uses_vcc, 1
	.set tessera_tether_w2048.uses_flat_scratch, 0
	.set tessera_tether_w2048.has_dyn_sized_stack, 0
	.set tessera_tether_w2048.has_recursion, 0
	.set tessera_tether_w2048.has_indirect_call, 0
	.globl	tessera_tether_w4096
	.p2align	8
	.type	tessera_tether_w4096,@function
tessera_tether_w4096:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[20:21], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x1000, s[22:23]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB8_56
	s_load_b64 s[20:21], s[0:1], 0x20
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s23, s2
	s_mul_hi_u32 s4, s22, s2
	s_mul_i32 s30, s22, s2
	s_add_i32 s31, s4, s3
	v_cmp_gt_u64_e64 s2, s[22:23], v[0:1]
	s_lshl_b64 s[6:7], s[30:31], 2
	v_lshlrev_b32_e32 v13, 2, v0
	s_add_u32 s16, s16, s6
	s_addc_u32 s17, s17, s7
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB8_3
	global_load_b32 v14, v13, s[16:17]
.LBB8_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[22:23], v[2:3]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB8_5
	v_lshlrev_b32_e32 v3, 2, v2
	global_load_b32 v15, v3, s[16:17]
.LBB8_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v3, 0x800, v0
	v_mov_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[22:23], v[3:4]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB8_7
	v_lshlrev_b32_e32 v4, 2, v3
	global_load_b32 v16, v4, s[16:17]
.LBB8_7:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v4, 0xc00, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[22:23], v[4:5]
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB8_9
	v_lshlrev_b32_e32 v1, 2, v4
	global_load_b32 v17, v1, s[16:17]
.LBB8_9:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[20:21], 0
	s_mov_b64 s[28:29], 0
	s_cbranch_scc1 .LBB8_51
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v7, s0, s30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v8, null, s31, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v7, 0
	s_mov_b32 s31, 0
	v_cmp_gt_u64_e64 s98, s[22:23], 7
	v_mov_b32_e32 v1, 0
	s_mov_b32 s34, 0x1d8e78af
	s_mov_b32 s36, 0x9997fa04
	s_mov_b32 s38, 0xdf3e5244
	v_xor_b32_e32 v5, v23, v8
	s_mov_b32 s40, 0x96cb03de
	s_mov_b32 s42, 0x94229359
	s_mov_b32 s44, 0x55555593
	s_mov_b32 s46, 0x35793c76
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_xor_b32_e32 v0, s25, v5
	s_cselect_b32 s15, -1, 0
	s_add_u32 s1, s18, s6
	s_addc_u32 s6, s19, s7
	s_cmp_lg_u64 s[22:23], 0
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v0, 0
	v_add_co_u32 v0, vcc_lo, 0x400, v7
	v_add_co_u32 v5, s1, s1, v13
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s10, 0
	v_add_co_ci_u32_e64 v6, null, s6, 0, s1
	s_cselect_b32 s84, -1, 0
	s_add_u32 s1, s24, 0x9e3779b9
	v_add_co_ci_u32_e64 v9, null, 0, v8, vcc_lo
	v_xor_b32_e32 v18, s1, v24
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v0, 0
	v_add_co_u32 v0, vcc_lo, 0x800, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, 0, v8, vcc_lo
	s_add_u32 s6, s25, 0xbb67ae85
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	v_add_co_u32 v0, vcc_lo, 0xc00, v7
	v_xor_b32_e32 v7, v25, v9
	v_add_co_ci_u32_e64 v8, null, 0, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, s25, v7
	v_xor_b32_e32 v7, v27, v10
	s_add_u32 s7, s24, 0x3c6ef372
	s_and_b32 s30, s22, 7
	s_add_u32 s85, s25, 0x76cf5d0a
	v_mad_u64_u32 v[30:31], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v9, v29, v8
	v_xor_b32_e32 v0, s25, v7
	v_add_co_u32 v7, vcc_lo, 0x1000, v5
	v_add_co_ci_u32_e64 v8, null, 0, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v9, s25, v9
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	s_add_u32 s86, s24, 0xdaa66d2b
	s_add_u32 s87, s25, 0x32370b8f
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v9, 0
	v_add_co_u32 v9, vcc_lo, 0x2000, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, 0, v6, vcc_lo
	v_add_co_u32 v11, vcc_lo, 0x3000, v5
	s_add_u32 s88, s24, 0x78dde6e4
	s_add_u32 s89, s25, 0xed9eba14
	s_add_u32 s90, s24, 0x1715609d
	s_add_u32 s91, s25, 0xa9066899
	s_add_u32 s92, s24, 0xb54cda56
	s_add_u32 s93, s25, 0x646e171e
	s_add_u32 s94, s24, 0x5384540f
	s_add_u32 s95, s25, 0x1fd5c5a3
	s_add_u32 s96, s25, 0xdb3d7428
	s_add_i32 s97, s24, 0x8ff34781
	v_xor_b32_e32 v19, s1, v31
	v_xor_b32_e32 v20, s1, v33
	v_add_co_ci_u32_e64 v12, null, 0, v6, vcc_lo
	v_xor_b32_e32 v21, s1, v35
	s_and_b32 s10, s22, 0x1ff8
	v_xor_b32_e32 v22, s6, v22
	v_xor_b32_e32 v23, s7, v23
	v_xor_b32_e32 v24, s6, v24
	v_xor_b32_e32 v25, s7, v30
	v_xor_b32_e32 v26, s6, v26
	v_xor_b32_e32 v27, s7, v32
	v_xor_b32_e32 v28, s6, v28
	v_xor_b32_e32 v29, s7, v34
	s_cmp_lg_u64 s[30:31], 0
	s_mov_b32 s18, 0xd078c69f
	s_mov_b32 s48, 0xfee00000
	s_mov_b32 s50, 0x54442d18
	s_mov_b32 s52, 0x6dc9c883
	s_mov_b32 s54, 0x54400000
	s_mov_b32 s56, 0x1a626331
	s_mov_b32 s58, 0x1a600000
	s_mov_b32 s60, 0x2e037073
	s_mov_b32 s62, 0x19cb1590
	s_mov_b32 s64, 0x16c15177
	s_mov_b32 s66, 0x5555554c
	s_mov_b32 s68, 0xbe8838d4
	s_mov_b32 s70, 0xbdb4b1c4
	s_mov_b32 s72, 0x809c52ad
	s_mov_b32 s74, 0x57b1fe7d
	s_mov_b32 s76, 0x19c161d5
	s_mov_b32 s78, 0x1110f8a6
	s_mov_b32 s80, 0x5acfd57c
	s_mov_b32 s82, 0x8a2b9ceb
	s_mov_b32 s22, 0x55555549
	s_mov_b32 s11, s31
	s_cselect_b32 s25, -1, 0
	s_mov_b32 s19, 0x3fc39a09
	s_mov_b32 s35, 0x3fcc71c5
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
	s_mov_b32 s63, 0x3efa01a0
	s_mov_b32 s65, 0xbf56c16c
	s_mov_b32 s67, 0x3fa55555
	s_mov_b32 s69, 0xbda8fae9
	s_mov_b32 s71, 0x3e21ee9e
	s_mov_b32 s73, 0xbe927e4f
	s_mov_b32 s75, 0x3ec71de3
	s_mov_b32 s77, 0xbf2a01a0
	s_mov_b32 s79, 0x3f811111
	s_mov_b32 s81, 0x3de5d93a
	s_mov_b32 s83, 0xbe5ae5e6
	s_mov_b32 s23, 0x3fc55555
	s_branch .LBB8_13
.LBB8_11:
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v31, v14 :: v_dual_mov_b32 v32, v15
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v33, v16 :: v_dual_mov_b32 v0, v17
.LBB8_12:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v17, v0 :: v_dual_mov_b32 v16, v33
	v_dual_mov_b32 v15, v32 :: v_dual_mov_b32 v14, v31
	s_add_u32 s28, s28, 1
	s_addc_u32 s29, s29, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[28:29], s[20:21]
	s_cbranch_scc1 .LBB8_51
.LBB8_13:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB8_24
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB8_25
.LBB8_15:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB8_26
.LBB8_16:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB8_18
.LBB8_17:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v17, v17
	ds_store_b32 v13, v0 offset:12288
.LBB8_18:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB8_31
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB8_30
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB8_27
	s_mov_b64 s[6:7], 0
	s_mov_b32 s99, 0
	.p2align	6
.LBB8_22:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v36, s99
	s_add_u32 s6, s6, 8
	s_addc_u32 s7, s7, 0
	s_add_i32 s99, s99, 32
	s_cmp_lg_u64 s[10:11], s[6:7]
	ds_load_2addr_b32 v[30:31], v36 offset1:1
	ds_load_2addr_b32 v[32:33], v36 offset0:2 offset1:3
	ds_load_2addr_b32 v[34:35], v36 offset0:4 offset1:5
	ds_load_2addr_b32 v[36:37], v36 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v31
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v35
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v36
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v37
	s_cbranch_scc1 .LBB8_22
	s_mov_b64 s[6:7], s[10:11]
	s_mov_b32 s99, s25
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s99
	s_cbranch_vccnz .LBB8_28
	s_branch .LBB8_30
.LBB8_24:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v14, v14
	ds_store_b32 v13, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB8_15
.LBB8_25:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v15, v15
	ds_store_b32 v13, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB8_16
.LBB8_26:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v16, v16
	ds_store_b32 v13, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB8_17
	s_branch .LBB8_18
.LBB8_27:
	s_mov_b64 s[6:7], 0
	s_cbranch_execz .LBB8_30
.LBB8_28:
	s_lshl_b32 s99, s6, 2
	s_mov_b64 s[6:7], s[30:31]
.LBB8_29:
	v_mov_b32_e32 v30, s99
	s_add_i32 s99, s99, 4
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], 0
	ds_load_b32 v30, v30
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v30
	s_cbranch_scc1 .LBB8_29
.LBB8_30:
	ds_store_b32 v1, v0 offset:16384
.LBB8_31:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s84
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB8_40
	s_mul_f32 s6, s14, s12
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s6, 0
	s_mul_f32 s1, s6, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s6, 0xf800000
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s6, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v30, v0
	v_add_nc_u32_e32 v31, -1, v30
	v_add_nc_u32_e32 v32, 1, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v33, 0x80000000, v31
	v_xor_b32_e32 v34, 0x80000000, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v33, v33, v30, v0
	v_fma_f32 v34, v34, v30, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s6, 0, v33
	v_cndmask_b32_e64 v30, v30, v31, s6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s6, 0, v34
	v_cndmask_b32_e64 v30, v30, v32, s6
	s_add_u32 s6, s28, s26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v31, 0x37800000, v30
	v_cndmask_b32_e64 v30, v30, v31, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_mov_b32_e32 v31, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, v30, v0, s1
	s_addc_u32 s1, s29, s27
	s_mul_i32 s7, s1, 0xcd9e8d57
	s_mul_hi_u32 s99, s1, 0xcd9e8d57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	v_cndmask_b32_e64 v30, v0, s9, s15
	s_and_saveexec_b32 s100, s2
	s_cbranch_execnz .LBB8_45
	s_or_b32 exec_lo, exec_lo, s100
	v_mov_b32_e32 v32, v15
	s_and_saveexec_b32 s100, s3
	s_cbranch_execnz .LBB8_46
.LBB8_35:
	s_or_b32 exec_lo, exec_lo, s100
	v_mov_b32_e32 v33, v16
	s_and_saveexec_b32 s100, s4
	s_cbranch_execz .LBB8_37
.LBB8_36:
	v_xor_b32_e32 v0, s7, v20
	s_xor_b32 s1, s24, s99
	global_load_b32 v63, v[9:10], off
	s_xor_b32 s1, s1, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s101, s1, 0xd2511f53
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s101, v26
	v_xor3_b32 v36, s1, s85, v34
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v36, 0
	v_xor_b32_e32 v0, v35, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v37, v37, s86, v34
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v37, 0
	v_xor3_b32 v0, s87, v35, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v35, v38, s89, v34
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v35, 0
	v_xor3_b32 v0, s88, v34, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v35, v39, s90, v33
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v35, 0
	v_xor3_b32 v0, s91, v34, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v36, v36, s93, v33
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v36
	v_xor3_b32 v34, s92, v34, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s94, v33
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v34, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v34, s95, v34, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v33
	v_mul_lo_u32 v35, 0xcd9e8d57, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v35, v34, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[34:35], v0
	v_add_f64 v[34:35], v[34:35], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[34:35], v[34:35], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v35, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v35, 0x3fe6a09e, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[34:35], v[34:35], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[34:35], 2.0
	v_mul_f64 v[55:56], v[34:35], 0.5
	v_div_scale_f64 v[38:39], null, v[36:37], v[36:37], v[34:35]
	v_div_scale_f64 v[44:45], vcc_lo, v[34:35], v[36:37], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[55:56], v[34:35], v[55:56]
	v_rcp_f64_e32 v[40:41], v[38:39]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[42:43], -v[38:39], v[40:41], 1.0
	v_fma_f64 v[40:41], v[40:41], v[42:43], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[42:43], -v[38:39], v[40:41], 1.0
	v_fma_f64 v[40:41], v[40:41], v[42:43], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[42:43], v[44:45], v[40:41]
	v_fma_f64 v[38:39], -v[38:39], v[42:43], v[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[38:39], v[38:39], v[40:41], v[42:43]
	v_cvt_f64_u32_e32 v[40:41], v33
	v_add_co_ci_u32_e64 v33, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[53:54], v33
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[36:37], v[38:39], v[36:37], v[34:35]
	v_add_f64 v[40:41], v[40:41], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[53:54], v[53:54], 32
	v_mul_f64 v[38:39], v[36:37], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[40:41], v[40:41], 0xffffffe0
	v_mul_f64 v[42:43], v[38:39], v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[40:41], v[40:41], s[50:51]
	v_mul_f64 v[44:45], v[42:43], s[38:39]
	v_mul_f64 v[46:47], v[42:43], s[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[48:49], v[40:41], s[52:53]
	v_add_f64 v[44:45], v[44:45], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[46:47], v[46:47], s[34:35]
	v_add_f64 v[48:49], 0x43380000, v[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[44:45], v[42:43], v[44:45]
	v_mul_f64 v[46:47], v[42:43], v[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[49:50], 0xc3380000, v[48:49]
	v_add_f64 v[44:45], v[44:45], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[46:47], v[46:47], s[36:37]
	v_mul_f64 v[51:52], v[49:50], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[44:45], v[42:43], v[44:45]
	v_mul_f64 v[42:43], v[42:43], v[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[46:47], v[40:41], v[51:52]
	v_cvt_f64_u32_e32 v[51:52], v0
	v_add_f64 v[44:45], v[44:45], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[51:52], v[53:54], v[51:52]
	v_mul_f64 v[38:39], v[38:39], v[44:45]
	v_mul_f64 v[44:45], v[49:50], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[57:58], v[51:52], s[46:47]
	v_add_f64 v[38:39], v[42:43], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[42:43], v[46:47], v[44:45]
	v_add_f64 v[38:39], v[55:56], v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[53:54], v[46:47], -v[42:43]
	v_mul_f64 v[36:37], v[36:37], v[38:39]
	v_mul_f64 v[38:39], v[49:50], s[56:57]
	v_mul_f64 v[49:50], v[49:50], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[44:45], v[53:54], v[44:45]
	v_add_f64 v[36:37], v[57:58], v[36:37]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[53:54], v[46:47], -v[38:39]
	v_add_f64 v[44:45], v[49:50], -v[44:45]
	v_mov_b32_e32 v50, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[36:37], v[36:37], -v[55:56]
	v_lshrrev_b32_e32 v0, 20, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v33, 0x7ff, v0
	v_bfe_u32 v0, v41, 20, 11
	v_add_nc_u32_e32 v49, 16, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[49:50], v[0:1]
	v_dual_cndmask_b32 v39, v39, v45 :: v_dual_cndmask_b32 v38, v38, v44
	v_mul_f64 v[44:45], v[51:52], s[48:49]
	v_dual_cndmask_b32 v41, v47, v43 :: v_dual_cndmask_b32 v40, v46, v42
	v_add_f64 v[42:43], v[40:41], -v[38:39]
	v_add_f64 v[33:34], v[34:35], v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[42:43], v[42:43]
	v_add_f64 v[40:41], v[40:41], -v[42:43]
	v_add_f64 v[33:34], v[44:45], v[33:34]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[44:45], v[35:36], s[74:75]
	v_mul_f64 v[46:47], v[35:36], s[62:63]
	v_mul_f64 v[49:50], v[35:36], s[68:69]
	v_mul_f64 v[51:52], v[35:36], s[80:81]
	v_mul_f64 v[53:54], v[35:36], v[35:36]
	v_add_f64 v[37:38], v[40:41], -v[38:39]
	v_mul_f64 v[59:60], v[35:36], 0.5
	v_mul_f64 v[33:34], v[33:34], -2.0
	v_add_f64 v[44:45], v[44:45], s[76:77]
	v_add_f64 v[46:47], v[46:47], s[64:65]
	v_add_f64 v[49:50], v[49:50], s[70:71]
	v_add_f64 v[51:52], v[51:52], s[82:83]
	v_mul_f64 v[55:56], v[35:36], v[53:54]
	v_mul_f64 v[39:40], v[53:54], v[53:54]
	v_mul_f64 v[53:54], v[42:43], v[35:36]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[33:34]
	v_add_f64 v[61:62], -v[59:60], 1.0
	v_mul_f64 v[44:45], v[35:36], v[44:45]
	v_mul_f64 v[46:47], v[35:36], v[46:47]
	v_mul_f64 v[49:50], v[35:36], v[49:50]
	v_mul_f64 v[51:52], v[55:56], v[51:52]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[33:34], v[33:34], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[44:45], v[44:45], s[78:79]
	v_add_f64 v[46:47], v[46:47], s[66:67]
	v_add_f64 v[49:50], v[49:50], s[72:73]
	v_rsq_f64_e32 v[57:58], v[33:34]
	v_cmp_class_f64_e64 vcc_lo, v[33:34], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[44:45], v[51:52], v[44:45]
	v_mul_f64 v[46:47], v[35:36], v[46:47]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[39:40], v[39:40], v[49:50]
	v_mul_f64 v[49:50], v[37:38], 0.5
	v_mul_f64 v[55:56], v[33:34], v[57:58]
	v_mul_f64 v[57:58], v[57:58], 0.5
	v_mul_f64 v[44:45], v[53:54], v[44:45]
	v_add_f64 v[39:40], v[46:47], v[39:40]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[51:52], -v[57:58], v[55:56], 0.5
	v_add_f64 v[44:45], v[49:50], -v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[39:40], v[35:36], v[39:40]
	v_fma_f64 v[55:56], v[55:56], v[51:52], v[55:56]
	v_fma_f64 v[46:47], v[57:58], v[51:52], v[57:58]
	v_mul_f64 v[51:52], v[42:43], v[37:38]
	v_add_f64 v[57:58], -v[61:62], 1.0
	v_mul_f64 v[35:36], v[35:36], v[44:45]
	v_fma_f64 v[49:50], -v[55:56], v[55:56], v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[39:40], v[39:40], -v[51:52]
	v_mul_f64 v[51:52], v[53:54], s[22:23]
	v_add_f64 v[35:36], v[35:36], -v[37:38]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[44:45], v[49:50], v[46:47], v[55:56]
	v_add_f64 v[49:50], v[57:58], -v[59:60]
	v_add_f64 v[35:36], v[35:36], v[51:52]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[37:38], -v[44:45], v[44:45], v[33:34]
	v_add_f64 v[39:40], v[49:50], v[39:40]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[35:36], v[42:43], -v[35:36]
	v_mov_b32_e32 v42, v1
	v_fma_f64 v[37:38], v[37:38], v[46:47], v[44:45]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[39:40], v[61:62], v[39:40]
	v_ldexp_f64 v[37:38], v[37:38], v0
	v_and_b32_e32 v41, 2, v48
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v43, 0x80000000, v40
	v_and_b32_e32 v0, 1, v48
	v_cndmask_b32_e32 v34, v38, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[41:42]
	v_xor_b32_e32 v41, 0x80000000, v36
	v_cndmask_b32_e64 v40, v43, v40, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v36, v36, v41, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:16384
	v_cndmask_b32_e32 v33, v37, v33, vcc_lo
	v_cndmask_b32_e64 v36, v36, v40, s1
	v_cndmask_b32_e64 v35, v35, v39, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[33:34], v[35:36], v[33:34]
	v_cvt_f32_f64_e32 v33, v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v34, v16, v63
	v_dual_add_f32 v35, v16, v16 :: v_dual_add_f32 v34, v34, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v34, 0.5, v34 :: v_dual_mul_f32 v33, v30, v33
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	v_mul_f32_e32 v0, v35, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v34
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v16, v0
	v_add_f32_e32 v0, v33, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v33, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v33
	v_cndmask_b32_e32 v33, 0x7fc00000, v0, vcc_lo
.LBB8_37:
	s_or_b32 exec_lo, exec_lo, s100
	v_mov_b32_e32 v0, v17
	s_and_saveexec_b32 s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s100, exec_lo, s1
	s_cbranch_execz .LBB8_39
	v_xor_b32_e32 v0, s7, v21
	s_xor_b32 s1, s24, s99
	global_load_b32 v64, v[11:12], off
	s_xor_b32 s1, s1, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s6, s1, 0xd2511f53
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s6, v28
	v_xor3_b32 v37, s1, s85, v35
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v37, 0
	v_xor_b32_e32 v0, v36, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v38, v38, s86, v35
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v38, 0
	v_xor3_b32 v0, s87, v36, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v36, v39, s89, v35
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v36, 0
	v_xor3_b32 v0, s88, v35, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v36, v40, s90, v34
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v36, 0
	v_xor3_b32 v0, s91, v35, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v37, v37, s93, v34
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v37
	v_xor3_b32 v35, s92, v35, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s94, v34
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v35, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v35, s95, v35, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v34
	v_mul_lo_u32 v36, 0xcd9e8d57, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v36, v35, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[35:36], v0
	v_add_f64 v[35:36], v[35:36], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[35:36], v[35:36], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v36, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v36, 0x3fe6a09e, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[35:36], v[35:36], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[37:38], v[35:36], 2.0
	v_mul_f64 v[56:57], v[35:36], 0.5
	v_div_scale_f64 v[39:40], null, v[37:38], v[37:38], v[35:36]
	v_div_scale_f64 v[45:46], vcc_lo, v[35:36], v[37:38], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[56:57], v[35:36], v[56:57]
	v_rcp_f64_e32 v[41:42], v[39:40]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[43:44], -v[39:40], v[41:42], 1.0
	v_fma_f64 v[41:42], v[41:42], v[43:44], v[41:42]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[43:44], -v[39:40], v[41:42], 1.0
	v_fma_f64 v[41:42], v[41:42], v[43:44], v[41:42]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[43:44], v[45:46], v[41:42]
	v_fma_f64 v[39:40], -v[39:40], v[43:44], v[45:46]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[39:40], v[39:40], v[41:42], v[43:44]
	v_cvt_f64_u32_e32 v[41:42], v34
	v_add_co_ci_u32_e64 v34, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[54:55], v34
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[37:38], v[39:40], v[37:38], v[35:36]
	v_add_f64 v[41:42], v[41:42], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[54:55], v[54:55], 32
	v_mul_f64 v[39:40], v[37:38], v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[41:42], v[41:42], 0xffffffe0
	v_mul_f64 v[43:44], v[39:40], v[39:40]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[41:42], v[41:42], s[50:51]
	v_mul_f64 v[45:46], v[43:44], s[38:39]
	v_mul_f64 v[47:48], v[43:44], s[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[49:50], v[41:42], s[52:53]
	v_add_f64 v[45:46], v[45:46], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[47:48], v[47:48], s[34:35]
	v_add_f64 v[49:50], 0x43380000, v[49:50]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[45:46], v[43:44], v[45:46]
	v_mul_f64 v[47:48], v[43:44], v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[50:51], 0xc3380000, v[49:50]
	v_add_f64 v[45:46], v[45:46], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[47:48], v[47:48], s[36:37]
	v_mul_f64 v[52:53], v[50:51], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[45:46], v[43:44], v[45:46]
	v_mul_f64 v[43:44], v[43:44], v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[47:48], v[41:42], v[52:53]
	v_cvt_f64_u32_e32 v[52:53], v0
	v_add_f64 v[45:46], v[45:46], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[52:53], v[54:55], v[52:53]
	v_mul_f64 v[39:40], v[39:40], v[45:46]
	v_mul_f64 v[45:46], v[50:51], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[58:59], v[52:53], s[46:47]
	v_add_f64 v[39:40], v[43:44], v[39:40]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[43:44], v[47:48], v[45:46]
	v_add_f64 v[39:40], v[56:57], v[39:40]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[54:55], v[47:48], -v[43:44]
	v_mul_f64 v[37:38], v[37:38], v[39:40]
	v_mul_f64 v[39:40], v[50:51], s[56:57]
	v_mul_f64 v[50:51], v[50:51], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[45:46], v[54:55], v[45:46]
	v_add_f64 v[37:38], v[58:59], v[37:38]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[54:55], v[47:48], -v[39:40]
	v_add_f64 v[45:46], v[50:51], -v[45:46]
	v_mov_b32_e32 v51, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[37:38], v[37:38], -v[56:57]
	v_lshrrev_b32_e32 v0, 20, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v34, 0x7ff, v0
	v_bfe_u32 v0, v42, 20, 11
	v_add_nc_u32_e32 v50, 16, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[50:51], v[0:1]
	v_dual_cndmask_b32 v40, v40, v46 :: v_dual_cndmask_b32 v39, v39, v45
	v_mul_f64 v[45:46], v[52:53], s[48:49]
	v_dual_cndmask_b32 v42, v48, v44 :: v_dual_cndmask_b32 v41, v47, v43
	v_add_f64 v[43:44], v[41:42], -v[39:40]
	v_add_f64 v[34:35], v[35:36], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[43:44], v[43:44]
	v_add_f64 v[41:42], v[41:42], -v[43:44]
	v_add_f64 v[34:35], v[45:46], v[34:35]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[45:46], v[36:37], s[74:75]
	v_mul_f64 v[47:48], v[36:37], s[62:63]
	v_mul_f64 v[50:51], v[36:37], s[68:69]
	v_mul_f64 v[52:53], v[36:37], s[80:81]
	v_mul_f64 v[54:55], v[36:37], v[36:37]
	v_add_f64 v[38:39], v[41:42], -v[39:40]
	v_mul_f64 v[60:61], v[36:37], 0.5
	v_mul_f64 v[34:35], v[34:35], -2.0
	v_and_b32_e32 v42, 2, v49
	v_add_f64 v[45:46], v[45:46], s[76:77]
	v_add_f64 v[47:48], v[47:48], s[64:65]
	v_add_f64 v[50:51], v[50:51], s[70:71]
	v_add_f64 v[52:53], v[52:53], s[82:83]
	v_mul_f64 v[56:57], v[36:37], v[54:55]
	v_mul_f64 v[40:41], v[54:55], v[54:55]
	v_mul_f64 v[54:55], v[43:44], v[36:37]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[34:35]
	v_add_f64 v[62:63], -v[60:61], 1.0
	v_mul_f64 v[45:46], v[36:37], v[45:46]
	v_mul_f64 v[47:48], v[36:37], v[47:48]
	v_mul_f64 v[50:51], v[36:37], v[50:51]
	v_mul_f64 v[52:53], v[56:57], v[52:53]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[34:35], v[34:35], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[45:46], v[45:46], s[78:79]
	v_add_f64 v[47:48], v[47:48], s[66:67]
	v_add_f64 v[50:51], v[50:51], s[72:73]
	v_rsq_f64_e32 v[58:59], v[34:35]
	v_cmp_class_f64_e64 vcc_lo, v[34:35], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[45:46], v[52:53], v[45:46]
	v_mul_f64 v[47:48], v[36:37], v[47:48]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[40:41], v[40:41], v[50:51]
	v_mul_f64 v[50:51], v[38:39], 0.5
	v_mul_f64 v[56:57], v[34:35], v[58:59]
	v_mul_f64 v[58:59], v[58:59], 0.5
	v_mul_f64 v[45:46], v[54:55], v[45:46]
	v_add_f64 v[40:41], v[47:48], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[52:53], -v[58:59], v[56:57], 0.5
	v_add_f64 v[45:46], v[50:51], -v[45:46]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[36:37], v[40:41]
	v_fma_f64 v[56:57], v[56:57], v[52:53], v[56:57]
	v_fma_f64 v[47:48], v[58:59], v[52:53], v[58:59]
	v_mul_f64 v[52:53], v[43:44], v[38:39]
	v_add_f64 v[58:59], -v[62:63], 1.0
	v_mul_f64 v[36:37], v[36:37], v[45:46]
	v_fma_f64 v[50:51], -v[56:57], v[56:57], v[34:35]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[40:41], v[40:41], -v[52:53]
	v_mul_f64 v[52:53], v[54:55], s[22:23]
	v_add_f64 v[36:37], v[36:37], -v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[45:46], v[50:51], v[47:48], v[56:57]
	v_add_f64 v[50:51], v[58:59], -v[60:61]
	v_add_f64 v[36:37], v[36:37], v[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[38:39], -v[45:46], v[45:46], v[34:35]
	v_add_f64 v[40:41], v[50:51], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[36:37], v[43:44], -v[36:37]
	v_mov_b32_e32 v43, v1
	v_cmp_eq_u64_e64 s1, 0, v[42:43]
	v_fma_f64 v[38:39], v[38:39], v[47:48], v[45:46]
	v_add_f64 v[40:41], v[62:63], v[40:41]
	v_xor_b32_e32 v42, 0x80000000, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v37, v37, v42, s1
	v_ldexp_f64 v[38:39], v[38:39], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v44, 0x80000000, v41
	v_and_b32_e32 v0, 1, v49
	v_cndmask_b32_e64 v41, v44, v41, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:16384
	v_cndmask_b32_e64 v37, v37, v41, s1
	v_cndmask_b32_e64 v36, v36, v40, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_dual_mul_f32 v0, 0x3c23d70a, v0 :: v_dual_cndmask_b32 v35, v39, v35
	v_cndmask_b32_e32 v34, v38, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[36:37], v[34:35]
	v_add_f32_e32 v36, v17, v17
	v_mul_f32_e32 v0, v36, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v34, v[34:35]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v35, v17, v64
	v_add_f32_e32 v35, v35, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, 0.5, v35
	v_add_f32_e32 v0, v0, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v17, v0
	v_mul_f32_e32 v30, v30, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v30, v0
	v_and_b32_e32 v30, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v30
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB8_39:
	s_or_b32 exec_lo, exec_lo, s100
	s_branch .LBB8_12
.LBB8_40:
	s_cbranch_execz .LBB8_12
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB8_47
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB8_48
.LBB8_43:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB8_49
.LBB8_44:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB8_11
	s_branch .LBB8_50
.LBB8_45:
	v_xor_b32_e32 v0, s7, v18
	s_xor_b32 s1, s24, s99
	global_load_b32 v61, v[5:6], off
	s_xor_b32 s1, s1, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s101, s1, 0xd2511f53
	v_mad_u64_u32 v[31:32], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s101, v22
	v_xor3_b32 v34, s1, s85, v32
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v34, 0
	v_xor_b32_e32 v0, v33, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v35, v35, s86, v32
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v35, 0
	v_xor3_b32 v0, s87, v33, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v33, v36, s89, v32
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v33, 0
	v_xor3_b32 v0, s88, v32, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v33, v37, s90, v31
	v_mad_u64_u32 v[31:32], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v33, 0
	v_xor3_b32 v0, s91, v32, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v34, v34, s93, v31
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v34
	v_xor3_b32 v32, s92, v32, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s94, v31
	v_mad_u64_u32 v[31:32], null, 0xd2511f53, v32, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v32, s95, v32, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v31
	v_mul_lo_u32 v33, 0xcd9e8d57, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v33, v32, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[32:33], v0
	v_add_f64 v[32:33], v[32:33], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[32:33], v[32:33], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v33, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v33, 0x3fe6a09e, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[32:33], v[32:33], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[34:35], v[32:33], 2.0
	v_mul_f64 v[53:54], v[32:33], 0.5
	v_div_scale_f64 v[36:37], null, v[34:35], v[34:35], v[32:33]
	v_div_scale_f64 v[42:43], vcc_lo, v[32:33], v[34:35], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[53:54], v[32:33], v[53:54]
	v_rcp_f64_e32 v[38:39], v[36:37]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[40:41], -v[36:37], v[38:39], 1.0
	v_fma_f64 v[38:39], v[38:39], v[40:41], v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[40:41], -v[36:37], v[38:39], 1.0
	v_fma_f64 v[38:39], v[38:39], v[40:41], v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[42:43], v[38:39]
	v_fma_f64 v[36:37], -v[36:37], v[40:41], v[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[36:37], v[36:37], v[38:39], v[40:41]
	v_cvt_f64_u32_e32 v[38:39], v31
	v_add_co_ci_u32_e64 v31, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[51:52], v31
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[34:35], v[36:37], v[34:35], v[32:33]
	v_add_f64 v[38:39], v[38:39], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[51:52], v[51:52], 32
	v_mul_f64 v[36:37], v[34:35], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[38:39], v[38:39], 0xffffffe0
	v_mul_f64 v[40:41], v[36:37], v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[38:39], v[38:39], s[50:51]
	v_mul_f64 v[42:43], v[40:41], s[38:39]
	v_mul_f64 v[44:45], v[40:41], s[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[46:47], v[38:39], s[52:53]
	v_add_f64 v[42:43], v[42:43], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[44:45], v[44:45], s[34:35]
	v_add_f64 v[46:47], 0x43380000, v[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[42:43], v[40:41], v[42:43]
	v_mul_f64 v[44:45], v[40:41], v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[47:48], 0xc3380000, v[46:47]
	v_add_f64 v[42:43], v[42:43], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[44:45], v[44:45], s[36:37]
	v_mul_f64 v[49:50], v[47:48], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[42:43], v[40:41], v[42:43]
	v_mul_f64 v[40:41], v[40:41], v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[44:45], v[38:39], v[49:50]
	v_cvt_f64_u32_e32 v[49:50], v0
	v_add_f64 v[42:43], v[42:43], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[49:50], v[51:52], v[49:50]
	v_mul_f64 v[36:37], v[36:37], v[42:43]
	v_mul_f64 v[42:43], v[47:48], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[55:56], v[49:50], s[46:47]
	v_add_f64 v[36:37], v[40:41], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[40:41], v[44:45], v[42:43]
	v_add_f64 v[36:37], v[53:54], v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[51:52], v[44:45], -v[40:41]
	v_mul_f64 v[34:35], v[34:35], v[36:37]
	v_mul_f64 v[36:37], v[47:48], s[56:57]
	v_mul_f64 v[47:48], v[47:48], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[42:43], v[51:52], v[42:43]
	v_add_f64 v[34:35], v[55:56], v[34:35]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[51:52], v[44:45], -v[36:37]
	v_add_f64 v[42:43], v[47:48], -v[42:43]
	v_mov_b32_e32 v48, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[34:35], v[34:35], -v[53:54]
	v_lshrrev_b32_e32 v0, 20, v52
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v31, 0x7ff, v0
	v_bfe_u32 v0, v39, 20, 11
	v_add_nc_u32_e32 v47, 16, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[47:48], v[0:1]
	v_dual_cndmask_b32 v37, v37, v43 :: v_dual_cndmask_b32 v36, v36, v42
	v_mul_f64 v[42:43], v[49:50], s[48:49]
	v_dual_cndmask_b32 v39, v45, v41 :: v_dual_cndmask_b32 v38, v44, v40
	v_add_f64 v[40:41], v[38:39], -v[36:37]
	v_add_f64 v[31:32], v[32:33], v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[40:41], v[40:41]
	v_add_f64 v[38:39], v[38:39], -v[40:41]
	v_add_f64 v[31:32], v[42:43], v[31:32]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[42:43], v[33:34], s[74:75]
	v_mul_f64 v[44:45], v[33:34], s[62:63]
	v_mul_f64 v[47:48], v[33:34], s[68:69]
	v_mul_f64 v[49:50], v[33:34], s[80:81]
	v_mul_f64 v[51:52], v[33:34], v[33:34]
	v_add_f64 v[35:36], v[38:39], -v[36:37]
	v_mul_f64 v[57:58], v[33:34], 0.5
	v_mul_f64 v[31:32], v[31:32], -2.0
	v_add_f64 v[42:43], v[42:43], s[76:77]
	v_add_f64 v[44:45], v[44:45], s[64:65]
	v_add_f64 v[47:48], v[47:48], s[70:71]
	v_add_f64 v[49:50], v[49:50], s[82:83]
	v_mul_f64 v[53:54], v[33:34], v[51:52]
	v_mul_f64 v[37:38], v[51:52], v[51:52]
	v_mul_f64 v[51:52], v[40:41], v[33:34]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[31:32]
	v_add_f64 v[59:60], -v[57:58], 1.0
	v_mul_f64 v[42:43], v[33:34], v[42:43]
	v_mul_f64 v[44:45], v[33:34], v[44:45]
	v_mul_f64 v[47:48], v[33:34], v[47:48]
	v_mul_f64 v[49:50], v[53:54], v[49:50]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[31:32], v[31:32], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[42:43], v[42:43], s[78:79]
	v_add_f64 v[44:45], v[44:45], s[66:67]
	v_add_f64 v[47:48], v[47:48], s[72:73]
	v_rsq_f64_e32 v[55:56], v[31:32]
	v_cmp_class_f64_e64 vcc_lo, v[31:32], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[42:43], v[49:50], v[42:43]
	v_mul_f64 v[44:45], v[33:34], v[44:45]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[37:38], v[37:38], v[47:48]
	v_mul_f64 v[47:48], v[35:36], 0.5
	v_mul_f64 v[53:54], v[31:32], v[55:56]
	v_mul_f64 v[55:56], v[55:56], 0.5
	v_mul_f64 v[42:43], v[51:52], v[42:43]
	v_add_f64 v[37:38], v[44:45], v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[49:50], -v[55:56], v[53:54], 0.5
	v_add_f64 v[42:43], v[47:48], -v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[37:38], v[33:34], v[37:38]
	v_fma_f64 v[53:54], v[53:54], v[49:50], v[53:54]
	v_fma_f64 v[44:45], v[55:56], v[49:50], v[55:56]
	v_mul_f64 v[49:50], v[40:41], v[35:36]
	v_add_f64 v[55:56], -v[59:60], 1.0
	v_mul_f64 v[33:34], v[33:34], v[42:43]
	v_fma_f64 v[47:48], -v[53:54], v[53:54], v[31:32]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[37:38], v[37:38], -v[49:50]
	v_mul_f64 v[49:50], v[51:52], s[22:23]
	v_add_f64 v[33:34], v[33:34], -v[35:36]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[42:43], v[47:48], v[44:45], v[53:54]
	v_add_f64 v[47:48], v[55:56], -v[57:58]
	v_add_f64 v[33:34], v[33:34], v[49:50]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[35:36], -v[42:43], v[42:43], v[31:32]
	v_add_f64 v[37:38], v[47:48], v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[40:41], -v[33:34]
	v_mov_b32_e32 v40, v1
	v_fma_f64 v[35:36], v[35:36], v[44:45], v[42:43]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[37:38], v[59:60], v[37:38]
	v_ldexp_f64 v[35:36], v[35:36], v0
	v_and_b32_e32 v39, 2, v46
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v41, 0x80000000, v38
	v_and_b32_e32 v0, 1, v46
	v_cndmask_b32_e32 v32, v36, v32, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[39:40]
	v_xor_b32_e32 v39, 0x80000000, v34
	v_cndmask_b32_e64 v38, v41, v38, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v34, v34, v39, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:16384
	v_cndmask_b32_e32 v31, v35, v31, vcc_lo
	v_cndmask_b32_e64 v34, v34, v38, s1
	v_cndmask_b32_e64 v33, v33, v37, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[31:32], v[33:34], v[31:32]
	v_dual_add_f32 v33, v14, v14 :: v_dual_add_f32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cvt_f32_f64_e32 v31, v[31:32]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v32, v14, v61
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, v32, v32
	v_dual_mul_f32 v32, 0.5, v32 :: v_dual_mul_f32 v31, v30, v31
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v33, v0
	v_add_f32_e32 v0, v0, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v14, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v31, v0
	v_and_b32_e32 v31, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v31
	v_cndmask_b32_e32 v31, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s100
	v_mov_b32_e32 v32, v15
	s_and_saveexec_b32 s100, s3
	s_cbranch_execz .LBB8_35
.LBB8_46:
	v_xor_b32_e32 v0, s7, v19
	s_xor_b32 s1, s24, s99
	global_load_b32 v62, v[7:8], off
	s_xor_b32 s1, s1, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s101, s1, 0xd2511f53
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s101, v24
	v_xor3_b32 v35, s1, s85, v33
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v35, 0
	v_xor_b32_e32 v0, v34, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v36, v36, s86, v33
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v36, 0
	v_xor3_b32 v0, s87, v34, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v34, v37, s89, v33
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v34, 0
	v_xor3_b32 v0, s88, v33, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v34, v38, s90, v32
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v34, 0
	v_xor3_b32 v0, s91, v33, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v35, v35, s93, v32
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v35
	v_xor3_b32 v33, s92, v33, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s94, v32
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v33, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v33, s95, v33, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v32
	v_mul_lo_u32 v34, 0xcd9e8d57, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v34, v33, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[33:34], v0
	v_add_f64 v[33:34], v[33:34], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[33:34], v[33:34], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v34, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v34, 0x3fe6a09e, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[33:34], v[33:34], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[33:34], 2.0
	v_mul_f64 v[54:55], v[33:34], 0.5
	v_div_scale_f64 v[37:38], null, v[35:36], v[35:36], v[33:34]
	v_div_scale_f64 v[43:44], vcc_lo, v[33:34], v[35:36], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[54:55], v[33:34], v[54:55]
	v_rcp_f64_e32 v[39:40], v[37:38]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[41:42], -v[37:38], v[39:40], 1.0
	v_fma_f64 v[39:40], v[39:40], v[41:42], v[39:40]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[41:42], -v[37:38], v[39:40], 1.0
	v_fma_f64 v[39:40], v[39:40], v[41:42], v[39:40]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[41:42], v[43:44], v[39:40]
	v_fma_f64 v[37:38], -v[37:38], v[41:42], v[43:44]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[37:38], v[37:38], v[39:40], v[41:42]
	v_cvt_f64_u32_e32 v[39:40], v32
	v_add_co_ci_u32_e64 v32, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[52:53], v32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[35:36], v[37:38], v[35:36], v[33:34]
	v_add_f64 v[39:40], v[39:40], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[52:53], v[52:53], 32
	v_mul_f64 v[37:38], v[35:36], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[39:40], v[39:40], 0xffffffe0
	v_mul_f64 v[41:42], v[37:38], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[39:40], v[39:40], s[50:51]
	v_mul_f64 v[43:44], v[41:42], s[38:39]
	v_mul_f64 v[45:46], v[41:42], s[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[47:48], v[39:40], s[52:53]
	v_add_f64 v[43:44], v[43:44], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[45:46], v[45:46], s[34:35]
	v_add_f64 v[47:48], 0x43380000, v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[43:44], v[41:42], v[43:44]
	v_mul_f64 v[45:46], v[41:42], v[45:46]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[48:49], 0xc3380000, v[47:48]
	v_add_f64 v[43:44], v[43:44], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[45:46], v[45:46], s[36:37]
	v_mul_f64 v[50:51], v[48:49], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[43:44], v[41:42], v[43:44]
	v_mul_f64 v[41:42], v[41:42], v[45:46]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[45:46], v[39:40], v[50:51]
	v_cvt_f64_u32_e32 v[50:51], v0
	v_add_f64 v[43:44], v[43:44], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[50:51], v[52:53], v[50:51]
	v_mul_f64 v[37:38], v[37:38], v[43:44]
	v_mul_f64 v[43:44], v[48:49], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[56:57], v[50:51], s[46:47]
	v_add_f64 v[37:38], v[41:42], v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[41:42], v[45:46], v[43:44]
	v_add_f64 v[37:38], v[54:55], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[52:53], v[45:46], -v[41:42]
	v_mul_f64 v[35:36], v[35:36], v[37:38]
	v_mul_f64 v[37:38], v[48:49], s[56:57]
	v_mul_f64 v[48:49], v[48:49], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[43:44], v[52:53], v[43:44]
	v_add_f64 v[35:36], v[56:57], v[35:36]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[52:53], v[45:46], -v[37:38]
	v_add_f64 v[43:44], v[48:49], -v[43:44]
	v_mov_b32_e32 v49, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[35:36], v[35:36], -v[54:55]
	v_lshrrev_b32_e32 v0, 20, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v32, 0x7ff, v0
	v_bfe_u32 v0, v40, 20, 11
	v_add_nc_u32_e32 v48, 16, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[48:49], v[0:1]
	v_dual_cndmask_b32 v38, v38, v44 :: v_dual_cndmask_b32 v37, v37, v43
	v_mul_f64 v[43:44], v[50:51], s[48:49]
	v_dual_cndmask_b32 v40, v46, v42 :: v_dual_cndmask_b32 v39, v45, v41
	v_add_f64 v[41:42], v[39:40], -v[37:38]
	v_add_f64 v[32:33], v[33:34], v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[41:42], v[41:42]
	v_add_f64 v[39:40], v[39:40], -v[41:42]
	v_add_f64 v[32:33], v[43:44], v[32:33]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[43:44], v[34:35], s[74:75]
	v_mul_f64 v[45:46], v[34:35], s[62:63]
	v_mul_f64 v[48:49], v[34:35], s[68:69]
	v_mul_f64 v[50:51], v[34:35], s[80:81]
	v_mul_f64 v[52:53], v[34:35], v[34:35]
	v_add_f64 v[36:37], v[39:40], -v[37:38]
	v_mul_f64 v[58:59], v[34:35], 0.5
	v_mul_f64 v[32:33], v[32:33], -2.0
	v_and_b32_e32 v40, 2, v47
	v_add_f64 v[43:44], v[43:44], s[76:77]
	v_add_f64 v[45:46], v[45:46], s[64:65]
	v_add_f64 v[48:49], v[48:49], s[70:71]
	v_add_f64 v[50:51], v[50:51], s[82:83]
	v_mul_f64 v[54:55], v[34:35], v[52:53]
	v_mul_f64 v[38:39], v[52:53], v[52:53]
	v_mul_f64 v[52:53], v[41:42], v[34:35]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[32:33]
	v_add_f64 v[60:61], -v[58:59], 1.0
	v_mul_f64 v[43:44], v[34:35], v[43:44]
	v_mul_f64 v[45:46], v[34:35], v[45:46]
	v_mul_f64 v[48:49], v[34:35], v[48:49]
	v_mul_f64 v[50:51], v[54:55], v[50:51]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[32:33], v[32:33], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[43:44], v[43:44], s[78:79]
	v_add_f64 v[45:46], v[45:46], s[66:67]
	v_add_f64 v[48:49], v[48:49], s[72:73]
	v_rsq_f64_e32 v[56:57], v[32:33]
	v_cmp_class_f64_e64 vcc_lo, v[32:33], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[43:44], v[50:51], v[43:44]
	v_mul_f64 v[45:46], v[34:35], v[45:46]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[38:39], v[38:39], v[48:49]
	v_mul_f64 v[48:49], v[36:37], 0.5
	v_mul_f64 v[54:55], v[32:33], v[56:57]
	v_mul_f64 v[56:57], v[56:57], 0.5
	v_mul_f64 v[43:44], v[52:53], v[43:44]
	v_add_f64 v[38:39], v[45:46], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[50:51], -v[56:57], v[54:55], 0.5
	v_add_f64 v[43:44], v[48:49], -v[43:44]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[38:39], v[34:35], v[38:39]
	v_fma_f64 v[54:55], v[54:55], v[50:51], v[54:55]
	v_fma_f64 v[45:46], v[56:57], v[50:51], v[56:57]
	v_mul_f64 v[50:51], v[41:42], v[36:37]
	v_add_f64 v[56:57], -v[60:61], 1.0
	v_mul_f64 v[34:35], v[34:35], v[43:44]
	v_fma_f64 v[48:49], -v[54:55], v[54:55], v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[38:39], v[38:39], -v[50:51]
	v_mul_f64 v[50:51], v[52:53], s[22:23]
	v_add_f64 v[34:35], v[34:35], -v[36:37]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[43:44], v[48:49], v[45:46], v[54:55]
	v_add_f64 v[48:49], v[56:57], -v[58:59]
	v_add_f64 v[34:35], v[34:35], v[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[36:37], -v[43:44], v[43:44], v[32:33]
	v_add_f64 v[38:39], v[48:49], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[34:35], v[41:42], -v[34:35]
	v_mov_b32_e32 v41, v1
	v_cmp_eq_u64_e64 s1, 0, v[40:41]
	v_fma_f64 v[36:37], v[36:37], v[45:46], v[43:44]
	v_add_f64 v[38:39], v[60:61], v[38:39]
	v_xor_b32_e32 v40, 0x80000000, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v35, v35, v40, s1
	v_ldexp_f64 v[36:37], v[36:37], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v42, 0x80000000, v39
	v_and_b32_e32 v0, 1, v47
	v_cndmask_b32_e64 v39, v42, v39, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:16384
	v_cndmask_b32_e64 v35, v35, v39, s1
	v_cndmask_b32_e64 v34, v34, v38, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_dual_mul_f32 v0, 0x3c23d70a, v0 :: v_dual_cndmask_b32 v33, v37, v33
	v_cndmask_b32_e32 v32, v36, v32, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[32:33], v[34:35], v[32:33]
	v_add_f32_e32 v34, v15, v15
	v_mul_f32_e32 v0, v34, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v32, v[32:33]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v33, v15, v62
	v_add_f32_e32 v33, v33, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v33, 0.5, v33
	v_add_f32_e32 v0, v0, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v15, v0
	v_mul_f32_e32 v32, v30, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v32, v0
	v_and_b32_e32 v32, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v32
	v_cndmask_b32_e32 v32, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s100
	v_mov_b32_e32 v33, v16
	s_and_saveexec_b32 s100, s4
	s_cbranch_execnz .LBB8_36
	s_branch .LBB8_37
.LBB8_47:
	global_load_b32 v0, v[5:6], off
	ds_load_b32 v30, v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v30, -4.0, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, v30, v30
	v_mul_f32_e32 v30, 0x3c23d70a, v30
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v14, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v31, v14, v14 :: v_dual_add_f32 v0, v0, v0
	v_mul_f32_e32 v30, v31, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v14, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v14, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v14
	v_cndmask_b32_e32 v14, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB8_43
.LBB8_48:
	global_load_b32 v0, v[7:8], off
	ds_load_b32 v30, v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v31, v15, v15 :: v_dual_add_f32 v30, -4.0, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, v30, v30
	v_mul_f32_e32 v30, 0x3c23d70a, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v30, v31, v30
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v15, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v15, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v15, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v15
	v_cndmask_b32_e32 v15, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB8_44
.LBB8_49:
	global_load_b32 v0, v[9:10], off
	ds_load_b32 v30, v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v31, v16, v16 :: v_dual_add_f32 v30, -4.0, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, v30, v30
	v_mul_f32_e32 v30, 0x3c23d70a, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v30, v31, v30
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v16, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v16, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v16
	v_cndmask_b32_e32 v16, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB8_11
.LBB8_50:
	global_load_b32 v0, v[11:12], off
	ds_load_b32 v30, v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v31, v17, v17 :: v_dual_add_f32 v30, -4.0, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, v30, v30
	v_mul_f32_e32 v30, 0x3c23d70a, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v30, v31, v30
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v17, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v17, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v17, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v17
	v_cndmask_b32_e32 v17, 0x7fc00000, v0, vcc_lo
	s_branch .LBB8_11
.LBB8_51:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB8_57
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB8_58
.LBB8_53:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB8_59
.LBB8_54:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB8_56
.LBB8_55:
	v_lshlrev_b32_e32 v0, 2, v4
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v17, s[16:17]
.LBB8_56:
	s_endpgm
.LBB8_57:
	s_waitcnt vmcnt(0)
	global_store_b32 v13, v14, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB8_53
.LBB8_58:
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v15, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB8_54
.LBB8_59:
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v16, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB8_55
	s_branch .LBB8_56
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_w4096
		.amdhsa_group_segment_fixed_size 16388
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
		.amdhsa_next_free_vgpr 65
		.amdhsa_next_free_sgpr 102
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
	.size	tessera_tether_w4096, .Lfunc_end8-tessera_tether_w4096

	.set tessera_tether_w4096.num_vgpr, 65
	.set tessera_tether_w4096.num_agpr, 0
	.set tessera_tether_w4096.numbered_sgpr, 102
	.set tessera_tether_w4096.num_named_barrier, 0
	.set tessera_tether_w4096.private_seg_size, 0
	.set tessera_tether_w4096.uses_vcc, 1
	.set tessera_tether_w4096.uses_flat_scratch, 0
	.set tessera_tether_w4096.has_dyn_sized_stack, 0
	.set tessera_tether_w4096.has_recursion, 0
	.set tessera_tether_w4096.has_indirect_call, 0
	.globl	tessera_tether_w8192
	.p2align	8
	.type	tessera_tether_w8192,@function
tessera_tether_w8192:
	s_load_b256 s[20:27], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[24:25], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x2000, s[26:27]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB9_92
	s_load_b64 s[24:25], s[0:1], 0x20
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s27, s2
	s_mul_hi_u32 s4, s26, s2
	s_mul_i32 s36, s26, s2
	s_add_i32 s37, s4, s3
	v_cmp_gt_u64_e64 s2, s[26:27], v[0:1]
	s_lshl_b64 s[10:11], s[36:37], 2
	v_lshlrev_b32_e32 v25, 2, v0
	s_add_u32 s20, s20, s10
	s_addc_u32 s21, s21, s11
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB9_3
	global_load_b32 v26, v25, s[20:21]
.LBB9_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[26:27], v[2:3]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB9_5
	v_lshlrev_b32_e32 v3, 2, v2
	global_load_b32 v27, v3, s[20:21]
.LBB9_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v3, 0x800, v0
	v_mov_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[26:27], v[3:4]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB9_7
	v_lshlrev_b32_e32 v4, 2, v3
	global_load_b32 v28, v4, s[20:21]
.LBB9_7:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v4, 0xc00, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[26:27], v[4:5]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB9_9
	v_lshlrev_b32_e32 v5, 2, v4
	global_load_b32 v29, v5, s[20:21]
.LBB9_9:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v5, 0x1000, v0
	v_mov_b32_e32 v6, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s6, s[26:27], v[5:6]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB9_11
	v_lshlrev_b32_e32 v6, 2, v5
	global_load_b32 v30, v6, s[20:21]
.LBB9_11:
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v6, 0x1400, v0
	v_mov_b32_e32 v7, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s7, s[26:27], v[6:7]
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB9_13
	v_lshlrev_b32_e32 v7, 2, v6
	global_load_b32 v31, v7, s[20:21]
.LBB9_13:
	s_or_b32 exec_lo, exec_lo, s8
	v_or_b32_e32 v7, 0x1800, v0
	v_mov_b32_e32 v8, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s8, s[26:27], v[7:8]
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB9_15
	v_lshlrev_b32_e32 v8, 2, v7
	global_load_b32 v32, v8, s[20:21]
.LBB9_15:
	s_or_b32 exec_lo, exec_lo, s9
	v_or_b32_e32 v8, 0x1c00, v0
	v_mov_b32_e32 v9, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s9, s[26:27], v[8:9]
	s_and_saveexec_b32 s12, s9
	s_cbranch_execz .LBB9_17
	v_lshlrev_b32_e32 v1, 2, v8
	global_load_b32 v33, v1, s[20:21]
.LBB9_17:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[24:25], 0
	s_mov_b64 s[34:35], 0
	s_cbranch_scc1 .LBB9_83
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x28
	s_load_b128 s[28:31], s[0:1], 0x48
	v_add_co_u32 v17, s0, s36, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v18, null, s37, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[42:43], null, 0xd2511f53, v17, 0
	v_add_co_u32 v11, vcc_lo, 0x400, v17
	s_mov_b32 s37, 0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s38, 0x9997fa04
	s_mov_b32 s40, 0xdf3e5244
	v_xor_b32_e32 v0, v43, v18
	s_mov_b32 s42, 0x96cb03de
	s_mov_b32 s44, 0x94229359
	s_mov_b32 s46, 0x55555593
	s_mov_b32 s48, 0x35793c76
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s15, 0
	v_xor_b32_e32 v0, s29, v0
	s_cselect_b32 s19, -1, 0
	s_add_u32 s1, s22, s10
	s_addc_u32 s10, s23, s11
	s_cmp_lg_u64 s[26:27], 0
	v_mad_u64_u32 v[43:44], null, 0xcd9e8d57, v0, 0
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s14, 0
	v_add_co_u32 v9, s1, s1, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, s10, 0, s1
	s_cselect_b32 s88, -1, 0
	s_add_u32 s1, s28, 0x9e3779b9
	v_add_co_ci_u32_e64 v0, null, 0, v18, vcc_lo
	v_xor_b32_e32 v34, s1, v44
	v_mad_u64_u32 v[44:45], null, 0xd2511f53, v11, 0
	v_add_co_u32 v11, vcc_lo, 0x800, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v12, null, 0, v18, vcc_lo
	s_add_u32 s10, s29, 0xbb67ae85
	v_mad_u64_u32 v[46:47], null, 0xd2511f53, v11, 0
	v_add_co_u32 v11, vcc_lo, 0xc00, v17
	v_xor_b32_e32 v0, v45, v0
	v_add_co_ci_u32_e64 v13, null, 0, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[48:49], null, 0xd2511f53, v11, 0
	v_add_co_u32 v11, vcc_lo, 0x1000, v17
	v_xor_b32_e32 v0, s29, v0
	v_xor_b32_e32 v12, v47, v12
	v_add_co_ci_u32_e64 v14, null, 0, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[52:53], null, 0xd2511f53, v11, 0
	v_mad_u64_u32 v[50:51], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v0, s29, v12
	v_xor_b32_e32 v13, v49, v13
	v_add_co_u32 v11, vcc_lo, 0x1000, v9
	v_add_co_ci_u32_e64 v12, null, 0, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[54:55], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, s29, v13
	v_add_co_u32 v13, vcc_lo, 0x1400, v17
	v_xor_b32_e32 v15, v53, v14
	v_add_co_ci_u32_e64 v16, null, 0, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[56:57], null, 0xd2511f53, v13, 0
	v_add_co_u32 v13, vcc_lo, 0x2000, v9
	v_add_co_ci_u32_e64 v14, null, 0, v10, vcc_lo
	v_mad_u64_u32 v[58:59], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, s29, v15
	v_add_co_u32 v15, vcc_lo, 0x1800, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v20, null, 0, v18, vcc_lo
	v_xor_b32_e32 v19, v57, v16
	v_mad_u64_u32 v[60:61], null, 0xd2511f53, v15, 0
	v_add_co_u32 v15, vcc_lo, 0x3000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v16, null, 0, v10, vcc_lo
	v_add_co_u32 v17, vcc_lo, 0x1c00, v17
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, s29, v19
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v17, 0
	v_xor_b32_e32 v19, v61, v20
	v_add_co_ci_u32_e64 v20, null, 0, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, s29, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v21, v65, v20
	v_add_co_u32 v17, vcc_lo, 0x4000, v9
	v_add_co_ci_u32_e64 v18, null, 0, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v21, s29, v21
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v0, 0
	v_add_co_u32 v19, vcc_lo, 0x5000, v9
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v21, 0
	v_add_co_ci_u32_e64 v20, null, 0, v10, vcc_lo
	v_add_co_u32 v21, vcc_lo, 0x6000, v9
	s_add_u32 s11, s28, 0x3c6ef372
	v_add_co_ci_u32_e64 v22, null, 0, v10, vcc_lo
	v_add_co_u32 v23, vcc_lo, 0x7000, v9
	s_add_u32 s89, s29, 0x76cf5d0a
	s_add_u32 s91, s29, 0x32370b8f
	s_add_u32 s93, s29, 0xed9eba14
	s_add_u32 s95, s29, 0xa9066899
	s_add_u32 s97, s29, 0x646e171e
	s_add_u32 s99, s29, 0x1fd5c5a3
	s_add_u32 s100, s29, 0xdb3d7428
	s_and_b32 s36, s26, 7
	v_cmp_gt_u64_e64 s29, s[26:27], 7
	s_add_u32 s90, s28, 0xdaa66d2b
	s_add_u32 s92, s28, 0x78dde6e4
	s_add_u32 s94, s28, 0x1715609d
	s_add_u32 s96, s28, 0xb54cda56
	s_add_u32 s98, s28, 0x5384540f
	s_add_i32 s101, s28, 0x8ff34781
	v_xor_b32_e32 v35, s1, v51
	v_xor_b32_e32 v36, s1, v55
	v_xor_b32_e32 v37, s1, v59
	v_xor_b32_e32 v38, s1, v63
	v_xor_b32_e32 v39, s1, v67
	v_xor_b32_e32 v40, s1, v69
	v_add_co_ci_u32_e64 v24, null, 0, v10, vcc_lo
	v_xor_b32_e32 v41, s1, v71
	s_and_b32 s14, s26, 0x3ff8
	v_xor_b32_e32 v42, s10, v42
	v_xor_b32_e32 v43, s11, v43
	v_xor_b32_e32 v44, s10, v44
	v_xor_b32_e32 v45, s11, v50
	v_xor_b32_e32 v46, s10, v46
	v_xor_b32_e32 v47, s11, v54
	v_xor_b32_e32 v48, s10, v48
	v_xor_b32_e32 v49, s11, v58
	v_xor_b32_e32 v50, s10, v52
	v_xor_b32_e32 v51, s11, v62
	v_xor_b32_e32 v52, s10, v56
	v_xor_b32_e32 v53, s11, v66
	v_xor_b32_e32 v54, s10, v60
	v_xor_b32_e32 v55, s11, v68
	v_xor_b32_e32 v56, s10, v64
	v_xor_b32_e32 v57, s11, v70
	s_cmp_lg_u64 s[36:37], 0
	s_mov_b32 s22, 0xd078c69f
	s_mov_b32 s26, 0x1d8e78af
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
	s_mov_b32 s15, s37
	s_cselect_b32 s102, -1, 0
	s_mov_b32 s23, 0x3fc39a09
	s_mov_b32 s27, 0x3fcc71c5
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
	s_branch .LBB9_21
.LBB9_19:
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v59, v26 :: v_dual_mov_b32 v60, v27
	v_dual_mov_b32 v61, v28 :: v_dual_mov_b32 v62, v29
	v_dual_mov_b32 v63, v30 :: v_dual_mov_b32 v64, v31
	v_dual_mov_b32 v65, v32 :: v_dual_mov_b32 v0, v33
.LBB9_20:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v33, v0 :: v_dual_mov_b32 v32, v65
	v_dual_mov_b32 v31, v64 :: v_dual_mov_b32 v30, v63
	v_dual_mov_b32 v29, v62 :: v_dual_mov_b32 v28, v61
	v_dual_mov_b32 v27, v60 :: v_dual_mov_b32 v26, v59
	s_add_u32 s34, s34, 1
	s_addc_u32 s35, s35, 0
	s_mul_f32 s16, s17, s16
	s_cmp_eq_u64 s[34:35], s[24:25]
	s_cbranch_scc1 .LBB9_83
.LBB9_21:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB9_36
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB9_37
.LBB9_23:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB9_38
.LBB9_24:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB9_39
.LBB9_25:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB9_40
.LBB9_26:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB9_41
.LBB9_27:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execnz .LBB9_42
.LBB9_28:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execz .LBB9_30
.LBB9_29:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v33, v33
	ds_store_b32 v25, v0 offset:28672
.LBB9_30:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB9_47
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB9_46
	s_and_not1_b32 vcc_lo, exec_lo, s29
	s_cbranch_vccnz .LBB9_43
	s_mov_b64 s[10:11], 0
	s_mov_b32 s103, 0
	.p2align	6
.LBB9_34:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v64, s103
	s_add_u32 s10, s10, 8
	s_addc_u32 s11, s11, 0
	s_add_i32 s103, s103, 32
	s_cmp_lg_u64 s[14:15], s[10:11]
	ds_load_2addr_b32 v[58:59], v64 offset1:1
	ds_load_2addr_b32 v[60:61], v64 offset0:2 offset1:3
	ds_load_2addr_b32 v[62:63], v64 offset0:4 offset1:5
	ds_load_2addr_b32 v[64:65], v64 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v59
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v60
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v61
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v63
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v64
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v65
	s_cbranch_scc1 .LBB9_34
	s_mov_b64 s[10:11], s[14:15]
	s_mov_b32 s103, s102
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s103
	s_cbranch_vccnz .LBB9_44
	s_branch .LBB9_46
.LBB9_36:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v26, v26
	ds_store_b32 v25, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB9_23
.LBB9_37:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v27, v27
	ds_store_b32 v25, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB9_24
.LBB9_38:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v28, v28
	ds_store_b32 v25, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB9_25
.LBB9_39:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v29, v29
	ds_store_b32 v25, v0 offset:12288
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB9_26
.LBB9_40:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v30, v30
	ds_store_b32 v25, v0 offset:16384
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB9_27
.LBB9_41:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v31, v31
	ds_store_b32 v25, v0 offset:20480
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB9_28
.LBB9_42:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v32, v32
	ds_store_b32 v25, v0 offset:24576
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execnz .LBB9_29
	s_branch .LBB9_30
.LBB9_43:
	s_mov_b64 s[10:11], 0
	s_cbranch_execz .LBB9_46
.LBB9_44:
	s_lshl_b32 s103, s10, 2
	s_mov_b64 s[10:11], s[36:37]
.LBB9_45:
	v_mov_b32_e32 v58, s103
	s_add_i32 s103, s103, 4
	s_add_u32 s10, s10, -1
	s_addc_u32 s11, s11, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[10:11], 0
	ds_load_b32 v58, v58
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v58
	s_cbranch_scc1 .LBB9_45
.LBB9_46:
	ds_store_b32 v1, v0 offset:32768
.LBB9_47:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s88
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB9_60
	s_mul_f32 s10, s18, s16
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s10, 0
	s_mul_f32 s1, s10, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s10, 0xf800000
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_add_u32 s11, s34, s30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, s10, v0, s1
	v_sqrt_f32_e32 v58, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v59, -1, v58
	v_add_nc_u32_e32 v60, 1, v58
	v_xor_b32_e32 v61, 0x80000000, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v62, 0x80000000, v60
	v_fma_f32 v61, v61, v58, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v62, v62, v58, v0
	v_cmp_ge_f32_e64 s10, 0, v61
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v58, v58, v59, s10
	v_cmp_lt_f32_e64 s10, 0, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v58, v58, v60, s10
	v_mul_f32_e32 v59, 0x37800000, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v58, v58, v59, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_mov_b32_e32 v59, v26
	v_cndmask_b32_e64 v0, v58, v0, s1
	s_addc_u32 s1, s35, s31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_mul_i32 s10, s1, 0xcd9e8d57
	s_mul_hi_u32 s103, s1, 0xcd9e8d57
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v58, v0, s13, s19
	s_and_saveexec_b32 s104, s2
	s_cbranch_execnz .LBB9_69
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v60, v27
	s_and_saveexec_b32 s104, s3
	s_cbranch_execnz .LBB9_70
.LBB9_51:
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v61, v28
	s_and_saveexec_b32 s104, s4
	s_cbranch_execnz .LBB9_71
.LBB9_52:
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v62, v29
	s_and_saveexec_b32 s104, s5
	s_cbranch_execnz .LBB9_72
.LBB9_53:
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v63, v30
	s_and_saveexec_b32 s104, s6
	s_cbranch_execnz .LBB9_73
.LBB9_54:
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v64, v31
	s_and_saveexec_b32 s104, s7
	s_cbranch_execnz .LBB9_74
.LBB9_55:
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v65, v32
	s_and_saveexec_b32 s104, s8
	s_cbranch_execz .LBB9_57
.LBB9_56:
	v_xor_b32_e32 v0, s10, v40
	s_xor_b32 s1, s28, s103
	global_load_b32 v95, v[21:22], off
	s_xor_b32 s1, s1, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 vcc_lo, s1, 0xd2511f53
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, vcc_lo, v54
	v_xor3_b32 v68, s1, s89, v66
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v68, 0
	v_xor_b32_e32 v0, v67, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v69, v69, s90, v66
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v69, 0
	v_xor3_b32 v0, s91, v67, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v67, v70, s93, v66
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v67, 0
	v_xor3_b32 v0, s92, v66, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v67, v71, s94, v65
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v67, 0
	v_xor3_b32 v0, s95, v66, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v68, v68, s97, v65
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v68
	v_xor3_b32 v66, s96, v66, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s98, v65
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v66, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v66, s99, v66, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s100, v65
	v_mul_lo_u32 v67, 0xcd9e8d57, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v67, v66, s101
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[66:67], v0
	v_add_f64 v[66:67], v[66:67], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[66:67], v[66:67], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v67, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v67, 0x3fe6a09e, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[66:67], v[66:67], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[66:67], 2.0
	v_mul_f64 v[87:88], v[66:67], 0.5
	v_div_scale_f64 v[70:71], null, v[68:69], v[68:69], v[66:67]
	v_div_scale_f64 v[76:77], vcc_lo, v[66:67], v[68:69], v[66:67]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[87:88], v[66:67], v[87:88]
	v_rcp_f64_e32 v[72:73], v[70:71]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[74:75], -v[70:71], v[72:73], 1.0
	v_fma_f64 v[72:73], v[72:73], v[74:75], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[74:75], -v[70:71], v[72:73], 1.0
	v_fma_f64 v[72:73], v[72:73], v[74:75], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[76:77], v[72:73]
	v_fma_f64 v[70:71], -v[70:71], v[74:75], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[70:71], v[70:71], v[72:73], v[74:75]
	v_cvt_f64_u32_e32 v[72:73], v65
	v_add_co_ci_u32_e64 v65, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[85:86], v65
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[68:69], v[70:71], v[68:69], v[66:67]
	v_add_f64 v[72:73], v[72:73], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[85:86], v[85:86], 32
	v_mul_f64 v[70:71], v[68:69], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[72:73], v[72:73], 0xffffffe0
	v_mul_f64 v[74:75], v[70:71], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[72:73], v[72:73], s[52:53]
	v_mul_f64 v[76:77], v[74:75], s[40:41]
	v_mul_f64 v[78:79], v[74:75], s[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[80:81], v[72:73], s[54:55]
	v_add_f64 v[76:77], v[76:77], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[78:79], v[78:79], s[26:27]
	v_add_f64 v[80:81], 0x43380000, v[80:81]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[76:77], v[74:75], v[76:77]
	v_mul_f64 v[78:79], v[74:75], v[78:79]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[81:82], 0xc3380000, v[80:81]
	v_add_f64 v[76:77], v[76:77], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[78:79], v[78:79], s[38:39]
	v_mul_f64 v[83:84], v[81:82], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[76:77], v[74:75], v[76:77]
	v_mul_f64 v[74:75], v[74:75], v[78:79]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[78:79], v[72:73], v[83:84]
	v_cvt_f64_u32_e32 v[83:84], v0
	v_add_f64 v[76:77], v[76:77], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[85:86], v[83:84]
	v_mul_f64 v[70:71], v[70:71], v[76:77]
	v_mul_f64 v[76:77], v[81:82], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[89:90], v[83:84], s[48:49]
	v_add_f64 v[70:71], v[74:75], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[78:79], v[76:77]
	v_add_f64 v[70:71], v[87:88], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[85:86], v[78:79], -v[74:75]
	v_mul_f64 v[68:69], v[68:69], v[70:71]
	v_mul_f64 v[70:71], v[81:82], s[58:59]
	v_mul_f64 v[81:82], v[81:82], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[76:77], v[85:86], v[76:77]
	v_add_f64 v[68:69], v[89:90], v[68:69]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[85:86], v[78:79], -v[70:71]
	v_add_f64 v[76:77], v[81:82], -v[76:77]
	v_mov_b32_e32 v82, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[68:69], v[68:69], -v[87:88]
	v_lshrrev_b32_e32 v0, 20, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v65, 0x7ff, v0
	v_bfe_u32 v0, v73, 20, 11
	v_add_nc_u32_e32 v81, 16, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[81:82], v[0:1]
	v_dual_cndmask_b32 v71, v71, v77 :: v_dual_cndmask_b32 v70, v70, v76
	v_mul_f64 v[76:77], v[83:84], s[50:51]
	v_dual_cndmask_b32 v73, v79, v75 :: v_dual_cndmask_b32 v72, v78, v74
	v_add_f64 v[74:75], v[72:73], -v[70:71]
	v_add_f64 v[65:66], v[66:67], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[67:68], v[74:75], v[74:75]
	v_add_f64 v[72:73], v[72:73], -v[74:75]
	v_add_f64 v[65:66], v[76:77], v[65:66]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[76:77], v[67:68], s[76:77]
	v_mul_f64 v[78:79], v[67:68], s[64:65]
	v_mul_f64 v[81:82], v[67:68], s[70:71]
	v_mul_f64 v[83:84], v[67:68], s[82:83]
	v_mul_f64 v[85:86], v[67:68], v[67:68]
	v_add_f64 v[69:70], v[72:73], -v[70:71]
	v_mul_f64 v[91:92], v[67:68], 0.5
	v_mul_f64 v[65:66], v[65:66], -2.0
	v_add_f64 v[76:77], v[76:77], s[78:79]
	v_add_f64 v[78:79], v[78:79], s[66:67]
	v_add_f64 v[81:82], v[81:82], s[72:73]
	v_add_f64 v[83:84], v[83:84], s[84:85]
	v_mul_f64 v[87:88], v[67:68], v[85:86]
	v_mul_f64 v[71:72], v[85:86], v[85:86]
	v_mul_f64 v[85:86], v[74:75], v[67:68]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[65:66]
	v_add_f64 v[93:94], -v[91:92], 1.0
	v_mul_f64 v[76:77], v[67:68], v[76:77]
	v_mul_f64 v[78:79], v[67:68], v[78:79]
	v_mul_f64 v[81:82], v[67:68], v[81:82]
	v_mul_f64 v[83:84], v[87:88], v[83:84]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[65:66], v[65:66], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[76:77], v[76:77], s[80:81]
	v_add_f64 v[78:79], v[78:79], s[68:69]
	v_add_f64 v[81:82], v[81:82], s[74:75]
	v_rsq_f64_e32 v[89:90], v[65:66]
	v_cmp_class_f64_e64 vcc_lo, v[65:66], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[76:77], v[83:84], v[76:77]
	v_mul_f64 v[78:79], v[67:68], v[78:79]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[71:72], v[71:72], v[81:82]
	v_mul_f64 v[81:82], v[69:70], 0.5
	v_mul_f64 v[87:88], v[65:66], v[89:90]
	v_mul_f64 v[89:90], v[89:90], 0.5
	v_mul_f64 v[76:77], v[85:86], v[76:77]
	v_add_f64 v[71:72], v[78:79], v[71:72]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[83:84], -v[89:90], v[87:88], 0.5
	v_add_f64 v[76:77], v[81:82], -v[76:77]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[71:72], v[67:68], v[71:72]
	v_fma_f64 v[87:88], v[87:88], v[83:84], v[87:88]
	v_fma_f64 v[78:79], v[89:90], v[83:84], v[89:90]
	v_mul_f64 v[83:84], v[74:75], v[69:70]
	v_add_f64 v[89:90], -v[93:94], 1.0
	v_mul_f64 v[67:68], v[67:68], v[76:77]
	v_fma_f64 v[81:82], -v[87:88], v[87:88], v[65:66]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[71:72], v[71:72], -v[83:84]
	v_mul_f64 v[83:84], v[85:86], s[86:87]
	v_add_f64 v[67:68], v[67:68], -v[69:70]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[76:77], v[81:82], v[78:79], v[87:88]
	v_add_f64 v[81:82], v[89:90], -v[91:92]
	v_add_f64 v[67:68], v[67:68], v[83:84]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[69:70], -v[76:77], v[76:77], v[65:66]
	v_add_f64 v[71:72], v[81:82], v[71:72]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[67:68], v[74:75], -v[67:68]
	v_mov_b32_e32 v74, v1
	v_fma_f64 v[69:70], v[69:70], v[78:79], v[76:77]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[93:94], v[71:72]
	v_ldexp_f64 v[69:70], v[69:70], v0
	v_and_b32_e32 v73, 2, v80
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v75, 0x80000000, v72
	v_and_b32_e32 v0, 1, v80
	v_cndmask_b32_e32 v66, v70, v66, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[73:74]
	v_xor_b32_e32 v73, 0x80000000, v68
	v_cndmask_b32_e64 v72, v75, v72, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v68, v68, v73, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:32768
	v_cndmask_b32_e32 v65, v69, v65, vcc_lo
	v_cndmask_b32_e64 v68, v68, v72, s1
	v_cndmask_b32_e64 v67, v67, v71, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[65:66], v[67:68], v[65:66]
	v_cvt_f32_f64_e32 v65, v[65:66]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v66, v32, v95
	v_dual_add_f32 v67, v32, v32 :: v_dual_add_f32 v66, v66, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v66, 0.5, v66 :: v_dual_mul_f32 v65, v58, v65
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	v_mul_f32_e32 v0, v67, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v66
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v32, v0
	v_add_f32_e32 v0, v65, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v65, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v65
	v_cndmask_b32_e32 v65, 0x7fc00000, v0, vcc_lo
.LBB9_57:
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v0, v33
	s_and_saveexec_b32 s1, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s104, exec_lo, s1
	s_cbranch_execz .LBB9_59
	ds_load_b32 v0, v1 offset:32768
	v_add_f32_e32 v66, v33, v33
	s_xor_b32 s1, s28, s103
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s11
	s_mul_i32 s11, s1, 0xd2511f53
	s_mul_hi_u32 s1, s1, 0xd2511f53
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v69, s1, v56
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v69, 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v66, v0
	global_load_b32 v66, v[23:24], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v66, v33, v66
	v_add_f32_e32 v66, v66, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v66, 0.5, v66
	v_add_f32_e32 v0, v0, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v66, v33, v0
	v_xor_b32_e32 v0, s10, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, v70, v57
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v68, s11, s89, v68
	v_mad_u64_u32 v[72:73], null, 0xcd9e8d57, v68, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v0, v73, s90, v69
	v_xor3_b32 v69, s91, v71, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[73:74], null, 0xcd9e8d57, v69, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v70, v68, s93, v70
	v_xor3_b32 v0, s92, v74, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v70, 0
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v71, s94, v73
	v_xor3_b32 v67, s95, v69, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[73:74], null, 0xcd9e8d57, v67, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v69, v72, s97, v68
	v_xor3_b32 v0, s96, v74, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v68, s99, v68, v71
	v_xor3_b32 v0, v0, s98, v73
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v69, 0xcd9e8d57, v68
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, s100, v67
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v69, v68, s101
	v_cvt_f64_u32_e32 v[70:71], v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_u32_e32 v[68:69], v0
	v_add_f64 v[70:71], v[70:71], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[68:69], 0.5
	v_ldexp_f64 v[70:71], v[70:71], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[68:69], v[68:69], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v67, 20, v0
	v_and_b32_e32 v0, 0xfffff, v0
	v_add_co_u32 v84, s1, 0xfffffc01, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v69, 0x3fe6a09e, v0
	v_add_co_ci_u32_e64 v85, null, 0, -1, s1
	v_add_f64 v[67:68], v[68:69], -1.0
	v_mul_f64 v[69:70], v[70:71], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[67:68], 2.0
	v_mul_f64 v[72:73], v[67:68], 0.5
	v_div_scale_f64 v[76:77], null, v[74:75], v[74:75], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[72:73], v[67:68], v[72:73]
	v_rcp_f64_e32 v[78:79], v[76:77]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[80:81], -v[76:77], v[78:79], 1.0
	v_fma_f64 v[78:79], v[78:79], v[80:81], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[80:81], -v[76:77], v[78:79], 1.0
	v_fma_f64 v[78:79], v[78:79], v[80:81], v[78:79]
	v_div_scale_f64 v[80:81], vcc_lo, v[67:68], v[74:75], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[82:83], v[80:81], v[78:79]
	v_fma_f64 v[76:77], -v[76:77], v[82:83], v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[76:77], v[76:77], v[78:79], v[82:83]
	v_div_fixup_f64 v[74:75], v[76:77], v[74:75], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[74:75], v[74:75]
	v_mul_f64 v[78:79], v[76:77], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[80:81], v[78:79], s[22:23]
	v_mul_f64 v[82:83], v[78:79], s[40:41]
	v_add_f64 v[80:81], v[80:81], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[82:83], s[42:43]
	v_mul_f64 v[80:81], v[78:79], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[82:83], v[78:79], v[82:83]
	v_add_f64 v[80:81], v[80:81], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[82:83], s[44:45]
	v_mul_f64 v[80:81], v[78:79], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[78:79], v[82:83]
	v_add_f64 v[78:79], v[78:79], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[76:77], v[78:79]
	v_cvt_f64_i32_e32 v[78:79], v85
	v_add_f64 v[76:77], v[80:81], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[78:79], v[78:79], 32
	v_cvt_f64_u32_e32 v[80:81], v84
	v_add_f64 v[76:77], v[72:73], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[78:79], v[80:81]
	v_mul_f64 v[74:75], v[74:75], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[78:79], s[48:49]
	v_add_f64 v[74:75], v[76:77], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[74:75], -v[72:73]
	v_add_f64 v[67:68], v[67:68], v[72:73]
	v_mul_f64 v[72:73], v[78:79], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[72:73], v[67:68]
	v_mul_f64 v[67:68], v[67:68], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[67:68]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[67:68], v[67:68], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[72:73], v[67:68]
	v_cmp_class_f64_e64 vcc_lo, v[67:68], 0x260
	v_mul_f64 v[74:75], v[67:68], v[72:73]
	v_mul_f64 v[72:73], v[72:73], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], -v[72:73], v[74:75], 0.5
	v_fma_f64 v[74:75], v[74:75], v[76:77], v[74:75]
	v_fma_f64 v[72:73], v[72:73], v[76:77], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], -v[74:75], v[74:75], v[67:68]
	v_fma_f64 v[74:75], v[78:79], v[72:73], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], -v[74:75], v[74:75], v[67:68]
	v_fma_f64 v[72:73], v[76:77], v[72:73], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[72:73], v[72:73], v0
	v_bfe_u32 v0, v70, 20, 11
	v_cndmask_b32_e32 v67, v72, v67, vcc_lo
	v_mul_f64 v[71:72], v[69:70], s[54:55]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v68, v73, v68, vcc_lo
	v_add_f64 v[71:72], 0x43380000, v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], 0xc3380000, v[71:72]
	v_mul_f64 v[74:75], v[72:73], s[56:57]
	v_mul_f64 v[78:79], v[72:73], s[60:61]
	v_mul_f64 v[76:77], v[72:73], s[58:59]
	v_mul_f64 v[72:73], v[72:73], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[69:70], v[74:75]
	v_mov_b32_e32 v70, v1
	v_add_f64 v[80:81], v[74:75], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[74:75], -v[80:81]
	v_add_f64 v[78:79], v[82:83], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[72:73], -v[78:79]
	v_add_f64 v[78:79], v[74:75], -v[76:77]
	v_lshrrev_b32_e32 v69, 20, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v69, 0x7ff, v69
	v_add_nc_u32_e32 v69, 16, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_cmp_lt_u64_e32 vcc_lo, v[69:70], v[0:1]
	v_and_b32_e32 v0, 1, v71
	v_dual_cndmask_b32 v70, v75, v81 :: v_dual_and_b32 v71, 2, v71
	v_cndmask_b32_e32 v69, v74, v80, vcc_lo
	v_dual_cndmask_b32 v73, v77, v73 :: v_dual_cndmask_b32 v72, v76, v72
	v_cmp_eq_u64_e32 vcc_lo, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[69:70], -v[72:73]
	v_add_f64 v[69:70], v[69:70], -v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], -v[72:73]
	v_mul_f64 v[72:73], v[74:75], v[74:75]
	v_mul_f64 v[78:79], v[72:73], s[64:65]
	v_mul_f64 v[80:81], v[72:73], s[70:71]
	v_mul_f64 v[76:77], v[72:73], v[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[78:79], v[78:79], s[66:67]
	v_add_f64 v[80:81], v[80:81], s[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[82:83], v[76:77], v[76:77]
	v_mul_f64 v[76:77], v[72:73], v[76:77]
	v_mul_f64 v[78:79], v[72:73], v[78:79]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[80:81], v[72:73], v[80:81]
	v_add_f64 v[78:79], v[78:79], s[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[80:81], s[74:75]
	v_mul_f64 v[78:79], v[72:73], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[80:81], v[82:83], v[80:81]
	v_add_f64 v[78:79], v[78:79], v[80:81]
	v_mul_f64 v[80:81], v[72:73], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[78:79], v[72:73], v[78:79]
	v_add_f64 v[82:83], -v[80:81], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], -v[82:83], 1.0
	v_add_f64 v[80:81], v[84:85], -v[80:81]
	v_mul_f64 v[84:85], v[74:75], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], v[78:79], -v[84:85]
	v_add_f64 v[78:79], v[80:81], v[78:79]
	v_mul_f64 v[80:81], v[72:73], s[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[82:83], v[78:79]
	v_add_f64 v[80:81], v[80:81], s[78:79]
	v_mul_f64 v[82:83], v[72:73], s[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[80:81], v[72:73], v[80:81]
	v_add_f64 v[82:83], v[82:83], s[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[80:81], s[80:81]
	v_mul_f64 v[76:77], v[76:77], v[82:83]
	v_mul_f64 v[82:83], v[69:70], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[76:77], v[80:81]
	v_mul_f64 v[80:81], v[74:75], v[72:73]
	v_mul_f64 v[76:77], v[80:81], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[82:83], -v[76:77]
	v_mul_f64 v[72:73], v[72:73], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[72:73], -v[69:70]
	v_mul_f64 v[72:73], v[80:81], s[86:87]
	v_add_f64 v[69:70], v[69:70], v[72:73]
	v_mov_b32_e32 v72, v1
	v_xor_b32_e32 v73, 0x80000000, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[71:72]
	v_cndmask_b32_e64 v0, v73, v79, s1
	v_add_f64 v[69:70], v[74:75], -v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v74, 0x80000000, v70
	v_cndmask_b32_e32 v69, v69, v78, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v70, v70, v74, s1
	v_cndmask_b32_e32 v70, v70, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[69:70], v[67:68]
	v_cvt_f32_f64_e32 v0, v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v58, v0
	v_add_f32_e32 v0, v0, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v58, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v58
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB9_59:
	s_or_b32 exec_lo, exec_lo, s104
	s_branch .LBB9_20
.LBB9_60:
	s_cbranch_execz .LBB9_20
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB9_75
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB9_76
.LBB9_63:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB9_77
.LBB9_64:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB9_78
.LBB9_65:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB9_79
.LBB9_66:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB9_80
.LBB9_67:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execnz .LBB9_81
.LBB9_68:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB9_19
	s_branch .LBB9_82
.LBB9_69:
	v_xor_b32_e32 v0, s10, v34
	s_xor_b32 s1, s28, s103
	global_load_b32 v89, v[9:10], off
	s_xor_b32 s1, s1, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 vcc_lo, s1, 0xd2511f53
	v_mad_u64_u32 v[59:60], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, vcc_lo, v42
	v_xor3_b32 v62, s1, s89, v60
	v_mad_u64_u32 v[60:61], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v62, 0
	v_xor_b32_e32 v0, v61, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v63, v63, s90, v60
	v_mad_u64_u32 v[60:61], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v63, 0
	v_xor3_b32 v0, s91, v61, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v61, v64, s93, v60
	v_mad_u64_u32 v[59:60], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v61, 0
	v_xor3_b32 v0, s92, v60, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v61, v65, s94, v59
	v_mad_u64_u32 v[59:60], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v61, 0
	v_xor3_b32 v0, s95, v60, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v62, v62, s97, v59
	v_mad_u64_u32 v[59:60], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v62
	v_xor3_b32 v60, s96, v60, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s98, v59
	v_mad_u64_u32 v[59:60], null, 0xd2511f53, v60, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v60, s99, v60, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s100, v59
	v_mul_lo_u32 v61, 0xcd9e8d57, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[59:60], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v61, v60, s101
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[60:61], v0
	v_add_f64 v[60:61], v[60:61], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[60:61], v[60:61], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v61
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v61, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v61, 0x3fe6a09e, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[60:61], v[60:61], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[62:63], v[60:61], 2.0
	v_mul_f64 v[81:82], v[60:61], 0.5
	v_div_scale_f64 v[64:65], null, v[62:63], v[62:63], v[60:61]
	v_div_scale_f64 v[70:71], vcc_lo, v[60:61], v[62:63], v[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[81:82], v[60:61], v[81:82]
	v_rcp_f64_e32 v[66:67], v[64:65]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], -v[64:65], v[66:67], 1.0
	v_fma_f64 v[66:67], v[66:67], v[68:69], v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], -v[64:65], v[66:67], 1.0
	v_fma_f64 v[66:67], v[66:67], v[68:69], v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[70:71], v[66:67]
	v_fma_f64 v[64:65], -v[64:65], v[68:69], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[64:65], v[64:65], v[66:67], v[68:69]
	v_cvt_f64_u32_e32 v[66:67], v59
	v_add_co_ci_u32_e64 v59, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[79:80], v59
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[62:63], v[64:65], v[62:63], v[60:61]
	v_add_f64 v[66:67], v[66:67], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[79:80], v[79:80], 32
	v_mul_f64 v[64:65], v[62:63], v[62:63]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[66:67], v[66:67], 0xffffffe0
	v_mul_f64 v[68:69], v[64:65], v[64:65]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[66:67], v[66:67], s[52:53]
	v_mul_f64 v[70:71], v[68:69], s[40:41]
	v_mul_f64 v[72:73], v[68:69], s[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[74:75], v[66:67], s[54:55]
	v_add_f64 v[70:71], v[70:71], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[72:73], v[72:73], s[26:27]
	v_add_f64 v[74:75], 0x43380000, v[74:75]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[70:71], v[68:69], v[70:71]
	v_mul_f64 v[72:73], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[75:76], 0xc3380000, v[74:75]
	v_add_f64 v[70:71], v[70:71], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[72:73], v[72:73], s[38:39]
	v_mul_f64 v[77:78], v[75:76], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[70:71], v[68:69], v[70:71]
	v_mul_f64 v[68:69], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[72:73], v[66:67], v[77:78]
	v_cvt_f64_u32_e32 v[77:78], v0
	v_add_f64 v[70:71], v[70:71], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[79:80], v[77:78]
	v_mul_f64 v[64:65], v[64:65], v[70:71]
	v_mul_f64 v[70:71], v[75:76], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[83:84], v[77:78], s[48:49]
	v_add_f64 v[64:65], v[68:69], v[64:65]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[72:73], v[70:71]
	v_add_f64 v[64:65], v[81:82], v[64:65]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[72:73], -v[68:69]
	v_mul_f64 v[62:63], v[62:63], v[64:65]
	v_mul_f64 v[64:65], v[75:76], s[58:59]
	v_mul_f64 v[75:76], v[75:76], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[70:71], v[79:80], v[70:71]
	v_add_f64 v[62:63], v[83:84], v[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[79:80], v[72:73], -v[64:65]
	v_add_f64 v[70:71], v[75:76], -v[70:71]
	v_mov_b32_e32 v76, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[62:63], v[62:63], -v[81:82]
	v_lshrrev_b32_e32 v0, 20, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v59, 0x7ff, v0
	v_bfe_u32 v0, v67, 20, 11
	v_add_nc_u32_e32 v75, 16, v59
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[75:76], v[0:1]
	v_dual_cndmask_b32 v65, v65, v71 :: v_dual_cndmask_b32 v64, v64, v70
	v_mul_f64 v[70:71], v[77:78], s[50:51]
	v_dual_cndmask_b32 v67, v73, v69 :: v_dual_cndmask_b32 v66, v72, v68
	v_add_f64 v[68:69], v[66:67], -v[64:65]
	v_add_f64 v[59:60], v[60:61], v[62:63]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[61:62], v[68:69], v[68:69]
	v_add_f64 v[66:67], v[66:67], -v[68:69]
	v_add_f64 v[59:60], v[70:71], v[59:60]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[70:71], v[61:62], s[76:77]
	v_mul_f64 v[72:73], v[61:62], s[64:65]
	v_mul_f64 v[75:76], v[61:62], s[70:71]
	v_mul_f64 v[77:78], v[61:62], s[82:83]
	v_mul_f64 v[79:80], v[61:62], v[61:62]
	v_add_f64 v[63:64], v[66:67], -v[64:65]
	v_mul_f64 v[85:86], v[61:62], 0.5
	v_mul_f64 v[59:60], v[59:60], -2.0
	v_add_f64 v[70:71], v[70:71], s[78:79]
	v_add_f64 v[72:73], v[72:73], s[66:67]
	v_add_f64 v[75:76], v[75:76], s[72:73]
	v_add_f64 v[77:78], v[77:78], s[84:85]
	v_mul_f64 v[81:82], v[61:62], v[79:80]
	v_mul_f64 v[65:66], v[79:80], v[79:80]
	v_mul_f64 v[79:80], v[68:69], v[61:62]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[59:60]
	v_add_f64 v[87:88], -v[85:86], 1.0
	v_mul_f64 v[70:71], v[61:62], v[70:71]
	v_mul_f64 v[72:73], v[61:62], v[72:73]
	v_mul_f64 v[75:76], v[61:62], v[75:76]
	v_mul_f64 v[77:78], v[81:82], v[77:78]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[59:60], v[59:60], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[70:71], v[70:71], s[80:81]
	v_add_f64 v[72:73], v[72:73], s[68:69]
	v_add_f64 v[75:76], v[75:76], s[74:75]
	v_rsq_f64_e32 v[83:84], v[59:60]
	v_cmp_class_f64_e64 vcc_lo, v[59:60], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[70:71], v[77:78], v[70:71]
	v_mul_f64 v[72:73], v[61:62], v[72:73]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[65:66], v[65:66], v[75:76]
	v_mul_f64 v[75:76], v[63:64], 0.5
	v_mul_f64 v[81:82], v[59:60], v[83:84]
	v_mul_f64 v[83:84], v[83:84], 0.5
	v_mul_f64 v[70:71], v[79:80], v[70:71]
	v_add_f64 v[65:66], v[72:73], v[65:66]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[77:78], -v[83:84], v[81:82], 0.5
	v_add_f64 v[70:71], v[75:76], -v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[65:66], v[61:62], v[65:66]
	v_fma_f64 v[81:82], v[81:82], v[77:78], v[81:82]
	v_fma_f64 v[72:73], v[83:84], v[77:78], v[83:84]
	v_mul_f64 v[77:78], v[68:69], v[63:64]
	v_add_f64 v[83:84], -v[87:88], 1.0
	v_mul_f64 v[61:62], v[61:62], v[70:71]
	v_fma_f64 v[75:76], -v[81:82], v[81:82], v[59:60]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[65:66], v[65:66], -v[77:78]
	v_mul_f64 v[77:78], v[79:80], s[86:87]
	v_add_f64 v[61:62], v[61:62], -v[63:64]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[70:71], v[75:76], v[72:73], v[81:82]
	v_add_f64 v[75:76], v[83:84], -v[85:86]
	v_add_f64 v[61:62], v[61:62], v[77:78]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[63:64], -v[70:71], v[70:71], v[59:60]
	v_add_f64 v[65:66], v[75:76], v[65:66]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[61:62], v[68:69], -v[61:62]
	v_mov_b32_e32 v68, v1
	v_fma_f64 v[63:64], v[63:64], v[72:73], v[70:71]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[65:66], v[87:88], v[65:66]
	v_ldexp_f64 v[63:64], v[63:64], v0
	v_and_b32_e32 v67, 2, v74
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v69, 0x80000000, v66
	v_and_b32_e32 v0, 1, v74
	v_cndmask_b32_e32 v60, v64, v60, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[67:68]
	v_xor_b32_e32 v67, 0x80000000, v62
	v_cndmask_b32_e64 v66, v69, v66, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v62, v62, v67, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:32768
	v_cndmask_b32_e32 v59, v63, v59, vcc_lo
	v_cndmask_b32_e64 v62, v62, v66, s1
	v_cndmask_b32_e64 v61, v61, v65, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[59:60], v[61:62], v[59:60]
	v_dual_add_f32 v61, v26, v26 :: v_dual_add_f32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cvt_f32_f64_e32 v59, v[59:60]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v60, v26, v89
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v60, v60, v60
	v_dual_mul_f32 v60, 0.5, v60 :: v_dual_mul_f32 v59, v58, v59
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v61, v0
	v_add_f32_e32 v0, v0, v60
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v26, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v59, v0
	v_and_b32_e32 v59, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v59
	v_cndmask_b32_e32 v59, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v60, v27
	s_and_saveexec_b32 s104, s3
	s_cbranch_execz .LBB9_51
.LBB9_70:
	v_xor_b32_e32 v0, s10, v35
	s_xor_b32 s1, s28, s103
	global_load_b32 v90, v[11:12], off
	s_xor_b32 s1, s1, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 vcc_lo, s1, 0xd2511f53
	v_mad_u64_u32 v[60:61], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, vcc_lo, v44
	v_xor3_b32 v63, s1, s89, v61
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v63, 0
	v_xor_b32_e32 v0, v62, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v64, v64, s90, v61
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v64, 0
	v_xor3_b32 v0, s91, v62, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v62, v65, s93, v61
	v_mad_u64_u32 v[60:61], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v62, 0
	v_xor3_b32 v0, s92, v61, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v62, v66, s94, v60
	v_mad_u64_u32 v[60:61], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v62, 0
	v_xor3_b32 v0, s95, v61, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v63, v63, s97, v60
	v_mad_u64_u32 v[60:61], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v63
	v_xor3_b32 v61, s96, v61, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s98, v60
	v_mad_u64_u32 v[60:61], null, 0xd2511f53, v61, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v61, s99, v61, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s100, v60
	v_mul_lo_u32 v62, 0xcd9e8d57, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[60:61], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v62, v61, s101
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[61:62], v0
	v_add_f64 v[61:62], v[61:62], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[61:62], v[61:62], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v62, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v62, 0x3fe6a09e, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[61:62], v[61:62], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[63:64], v[61:62], 2.0
	v_mul_f64 v[82:83], v[61:62], 0.5
	v_div_scale_f64 v[65:66], null, v[63:64], v[63:64], v[61:62]
	v_div_scale_f64 v[71:72], vcc_lo, v[61:62], v[63:64], v[61:62]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[82:83], v[61:62], v[82:83]
	v_rcp_f64_e32 v[67:68], v[65:66]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], -v[65:66], v[67:68], 1.0
	v_fma_f64 v[67:68], v[67:68], v[69:70], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], -v[65:66], v[67:68], 1.0
	v_fma_f64 v[67:68], v[67:68], v[69:70], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[71:72], v[67:68]
	v_fma_f64 v[65:66], -v[65:66], v[69:70], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[65:66], v[65:66], v[67:68], v[69:70]
	v_cvt_f64_u32_e32 v[67:68], v60
	v_add_co_ci_u32_e64 v60, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[80:81], v60
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[63:64], v[65:66], v[63:64], v[61:62]
	v_add_f64 v[67:68], v[67:68], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[80:81], v[80:81], 32
	v_mul_f64 v[65:66], v[63:64], v[63:64]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[67:68], v[67:68], 0xffffffe0
	v_mul_f64 v[69:70], v[65:66], v[65:66]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[67:68], v[67:68], s[52:53]
	v_mul_f64 v[71:72], v[69:70], s[40:41]
	v_mul_f64 v[73:74], v[69:70], s[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[75:76], v[67:68], s[54:55]
	v_add_f64 v[71:72], v[71:72], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[73:74], v[73:74], s[26:27]
	v_add_f64 v[75:76], 0x43380000, v[75:76]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[71:72], v[69:70], v[71:72]
	v_mul_f64 v[73:74], v[69:70], v[73:74]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[76:77], 0xc3380000, v[75:76]
	v_add_f64 v[71:72], v[71:72], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[73:74], v[73:74], s[38:39]
	v_mul_f64 v[78:79], v[76:77], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[71:72], v[69:70], v[71:72]
	v_mul_f64 v[69:70], v[69:70], v[73:74]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[73:74], v[67:68], v[78:79]
	v_cvt_f64_u32_e32 v[78:79], v0
	v_add_f64 v[71:72], v[71:72], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[80:81], v[78:79]
	v_mul_f64 v[65:66], v[65:66], v[71:72]
	v_mul_f64 v[71:72], v[76:77], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[84:85], v[78:79], s[48:49]
	v_add_f64 v[65:66], v[69:70], v[65:66]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[73:74], v[71:72]
	v_add_f64 v[65:66], v[82:83], v[65:66]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[73:74], -v[69:70]
	v_mul_f64 v[63:64], v[63:64], v[65:66]
	v_mul_f64 v[65:66], v[76:77], s[58:59]
	v_mul_f64 v[76:77], v[76:77], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[71:72], v[80:81], v[71:72]
	v_add_f64 v[63:64], v[84:85], v[63:64]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[80:81], v[73:74], -v[65:66]
	v_add_f64 v[71:72], v[76:77], -v[71:72]
	v_mov_b32_e32 v77, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[63:64], v[63:64], -v[82:83]
	v_lshrrev_b32_e32 v0, 20, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v60, 0x7ff, v0
	v_bfe_u32 v0, v68, 20, 11
	v_add_nc_u32_e32 v76, 16, v60
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[76:77], v[0:1]
	v_dual_cndmask_b32 v66, v66, v72 :: v_dual_cndmask_b32 v65, v65, v71
	v_mul_f64 v[71:72], v[78:79], s[50:51]
	v_dual_cndmask_b32 v68, v74, v70 :: v_dual_cndmask_b32 v67, v73, v69
	v_add_f64 v[69:70], v[67:68], -v[65:66]
	v_add_f64 v[60:61], v[61:62], v[63:64]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[62:63], v[69:70], v[69:70]
	v_add_f64 v[67:68], v[67:68], -v[69:70]
	v_add_f64 v[60:61], v[71:72], v[60:61]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[71:72], v[62:63], s[76:77]
	v_mul_f64 v[73:74], v[62:63], s[64:65]
	v_mul_f64 v[76:77], v[62:63], s[70:71]
	v_mul_f64 v[78:79], v[62:63], s[82:83]
	v_mul_f64 v[80:81], v[62:63], v[62:63]
	v_add_f64 v[64:65], v[67:68], -v[65:66]
	v_mul_f64 v[86:87], v[62:63], 0.5
	v_mul_f64 v[60:61], v[60:61], -2.0
	v_and_b32_e32 v68, 2, v75
	v_add_f64 v[71:72], v[71:72], s[78:79]
	v_add_f64 v[73:74], v[73:74], s[66:67]
	v_add_f64 v[76:77], v[76:77], s[72:73]
	v_add_f64 v[78:79], v[78:79], s[84:85]
	v_mul_f64 v[82:83], v[62:63], v[80:81]
	v_mul_f64 v[66:67], v[80:81], v[80:81]
	v_mul_f64 v[80:81], v[69:70], v[62:63]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[60:61]
	v_add_f64 v[88:89], -v[86:87], 1.0
	v_mul_f64 v[71:72], v[62:63], v[71:72]
	v_mul_f64 v[73:74], v[62:63], v[73:74]
	v_mul_f64 v[76:77], v[62:63], v[76:77]
	v_mul_f64 v[78:79], v[82:83], v[78:79]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[60:61], v[60:61], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[71:72], v[71:72], s[80:81]
	v_add_f64 v[73:74], v[73:74], s[68:69]
	v_add_f64 v[76:77], v[76:77], s[74:75]
	v_rsq_f64_e32 v[84:85], v[60:61]
	v_cmp_class_f64_e64 vcc_lo, v[60:61], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[71:72], v[78:79], v[71:72]
	v_mul_f64 v[73:74], v[62:63], v[73:74]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[66:67], v[66:67], v[76:77]
	v_mul_f64 v[76:77], v[64:65], 0.5
	v_mul_f64 v[82:83], v[60:61], v[84:85]
	v_mul_f64 v[84:85], v[84:85], 0.5
	v_mul_f64 v[71:72], v[80:81], v[71:72]
	v_add_f64 v[66:67], v[73:74], v[66:67]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[78:79], -v[84:85], v[82:83], 0.5
	v_add_f64 v[71:72], v[76:77], -v[71:72]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[66:67], v[62:63], v[66:67]
	v_fma_f64 v[82:83], v[82:83], v[78:79], v[82:83]
	v_fma_f64 v[73:74], v[84:85], v[78:79], v[84:85]
	v_mul_f64 v[78:79], v[69:70], v[64:65]
	v_add_f64 v[84:85], -v[88:89], 1.0
	v_mul_f64 v[62:63], v[62:63], v[71:72]
	v_fma_f64 v[76:77], -v[82:83], v[82:83], v[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[66:67], v[66:67], -v[78:79]
	v_mul_f64 v[78:79], v[80:81], s[86:87]
	v_add_f64 v[62:63], v[62:63], -v[64:65]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[71:72], v[76:77], v[73:74], v[82:83]
	v_add_f64 v[76:77], v[84:85], -v[86:87]
	v_add_f64 v[62:63], v[62:63], v[78:79]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[64:65], -v[71:72], v[71:72], v[60:61]
	v_add_f64 v[66:67], v[76:77], v[66:67]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[69:70], -v[62:63]
	v_mov_b32_e32 v69, v1
	v_cmp_eq_u64_e64 s1, 0, v[68:69]
	v_fma_f64 v[64:65], v[64:65], v[73:74], v[71:72]
	v_add_f64 v[66:67], v[88:89], v[66:67]
	v_xor_b32_e32 v68, 0x80000000, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v63, v63, v68, s1
	v_ldexp_f64 v[64:65], v[64:65], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v70, 0x80000000, v67
	v_and_b32_e32 v0, 1, v75
	v_cndmask_b32_e64 v67, v70, v67, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:32768
	v_cndmask_b32_e64 v63, v63, v67, s1
	v_cndmask_b32_e64 v62, v62, v66, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_dual_mul_f32 v0, 0x3c23d70a, v0 :: v_dual_cndmask_b32 v61, v65, v61
	v_cndmask_b32_e32 v60, v64, v60, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[60:61], v[62:63], v[60:61]
	v_add_f32_e32 v62, v27, v27
	v_mul_f32_e32 v0, v62, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v60, v[60:61]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v61, v27, v90
	v_add_f32_e32 v61, v61, v61
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v61, 0.5, v61
	v_add_f32_e32 v0, v0, v61
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v27, v0
	v_mul_f32_e32 v60, v58, v60
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v60, v0
	v_and_b32_e32 v60, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v60
	v_cndmask_b32_e32 v60, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v61, v28
	s_and_saveexec_b32 s104, s4
	s_cbranch_execz .LBB9_52
.LBB9_71:
	v_xor_b32_e32 v0, s10, v36
	s_xor_b32 s1, s28, s103
	global_load_b32 v91, v[13:14], off
	s_xor_b32 s1, s1, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 vcc_lo, s1, 0xd2511f53
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, vcc_lo, v46
	v_xor3_b32 v64, s1, s89, v62
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v64, 0
	v_xor_b32_e32 v0, v63, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v65, v65, s90, v62
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v65, 0
	v_xor3_b32 v0, s91, v63, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v63, v66, s93, v62
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v63, 0
	v_xor3_b32 v0, s92, v62, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v63, v67, s94, v61
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v63, 0
	v_xor3_b32 v0, s95, v62, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v64, v64, s97, v61
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v64
	v_xor3_b32 v62, s96, v62, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s98, v61
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v62, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v62, s99, v62, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s100, v61
	v_mul_lo_u32 v63, 0xcd9e8d57, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v63, v62, s101
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[62:63], v0
	v_add_f64 v[62:63], v[62:63], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[62:63], v[62:63], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v63, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v63, 0x3fe6a09e, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[62:63], v[62:63], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[64:65], v[62:63], 2.0
	v_mul_f64 v[83:84], v[62:63], 0.5
	v_div_scale_f64 v[66:67], null, v[64:65], v[64:65], v[62:63]
	v_div_scale_f64 v[72:73], vcc_lo, v[62:63], v[64:65], v[62:63]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[83:84], v[62:63], v[83:84]
	v_rcp_f64_e32 v[68:69], v[66:67]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[70:71], -v[66:67], v[68:69], 1.0
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[70:71], -v[66:67], v[68:69], 1.0
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[72:73], v[68:69]
	v_fma_f64 v[66:67], -v[66:67], v[70:71], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[66:67], v[66:67], v[68:69], v[70:71]
	v_cvt_f64_u32_e32 v[68:69], v61
	v_add_co_ci_u32_e64 v61, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[81:82], v61
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[64:65], v[66:67], v[64:65], v[62:63]
	v_add_f64 v[68:69], v[68:69], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[81:82], v[81:82], 32
	v_mul_f64 v[66:67], v[64:65], v[64:65]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[68:69], v[68:69], 0xffffffe0
	v_mul_f64 v[70:71], v[66:67], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[68:69], v[68:69], s[52:53]
	v_mul_f64 v[72:73], v[70:71], s[40:41]
	v_mul_f64 v[74:75], v[70:71], s[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[76:77], v[68:69], s[54:55]
	v_add_f64 v[72:73], v[72:73], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[74:75], v[74:75], s[26:27]
	v_add_f64 v[76:77], 0x43380000, v[76:77]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[72:73], v[70:71], v[72:73]
	v_mul_f64 v[74:75], v[70:71], v[74:75]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], 0xc3380000, v[76:77]
	v_add_f64 v[72:73], v[72:73], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[74:75], v[74:75], s[38:39]
	v_mul_f64 v[79:80], v[77:78], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[72:73], v[70:71], v[72:73]
	v_mul_f64 v[70:71], v[70:71], v[74:75]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[74:75], v[68:69], v[79:80]
	v_cvt_f64_u32_e32 v[79:80], v0
	v_add_f64 v[72:73], v[72:73], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[81:82], v[79:80]
	v_mul_f64 v[66:67], v[66:67], v[72:73]
	v_mul_f64 v[72:73], v[77:78], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[85:86], v[79:80], s[48:49]
	v_add_f64 v[66:67], v[70:71], v[66:67]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[74:75], v[72:73]
	v_add_f64 v[66:67], v[83:84], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[74:75], -v[70:71]
	v_mul_f64 v[64:65], v[64:65], v[66:67]
	v_mul_f64 v[66:67], v[77:78], s[58:59]
	v_mul_f64 v[77:78], v[77:78], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[72:73], v[81:82], v[72:73]
	v_add_f64 v[64:65], v[85:86], v[64:65]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[81:82], v[74:75], -v[66:67]
	v_add_f64 v[72:73], v[77:78], -v[72:73]
	v_mov_b32_e32 v78, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[64:65], v[64:65], -v[83:84]
	v_lshrrev_b32_e32 v0, 20, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v61, 0x7ff, v0
	v_bfe_u32 v0, v69, 20, 11
	v_add_nc_u32_e32 v77, 16, v61
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[77:78], v[0:1]
	v_dual_cndmask_b32 v67, v67, v73 :: v_dual_cndmask_b32 v66, v66, v72
	v_mul_f64 v[72:73], v[79:80], s[50:51]
	v_dual_cndmask_b32 v69, v75, v71 :: v_dual_cndmask_b32 v68, v74, v70
	v_add_f64 v[70:71], v[68:69], -v[66:67]
	v_add_f64 v[61:62], v[62:63], v[64:65]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[63:64], v[70:71], v[70:71]
	v_add_f64 v[68:69], v[68:69], -v[70:71]
	v_add_f64 v[61:62], v[72:73], v[61:62]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[72:73], v[63:64], s[76:77]
	v_mul_f64 v[74:75], v[63:64], s[64:65]
	v_mul_f64 v[77:78], v[63:64], s[70:71]
	v_mul_f64 v[79:80], v[63:64], s[82:83]
	v_mul_f64 v[81:82], v[63:64], v[63:64]
	v_add_f64 v[65:66], v[68:69], -v[66:67]
	v_mul_f64 v[87:88], v[63:64], 0.5
	v_mul_f64 v[61:62], v[61:62], -2.0
	v_add_f64 v[72:73], v[72:73], s[78:79]
	v_add_f64 v[74:75], v[74:75], s[66:67]
	v_add_f64 v[77:78], v[77:78], s[72:73]
	v_add_f64 v[79:80], v[79:80], s[84:85]
	v_mul_f64 v[83:84], v[63:64], v[81:82]
	v_mul_f64 v[67:68], v[81:82], v[81:82]
	v_mul_f64 v[81:82], v[70:71], v[63:64]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[61:62]
	v_add_f64 v[89:90], -v[87:88], 1.0
	v_mul_f64 v[72:73], v[63:64], v[72:73]
	v_mul_f64 v[74:75], v[63:64], v[74:75]
	v_mul_f64 v[77:78], v[63:64], v[77:78]
	v_mul_f64 v[79:80], v[83:84], v[79:80]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[61:62], v[61:62], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[72:73], v[72:73], s[80:81]
	v_add_f64 v[74:75], v[74:75], s[68:69]
	v_add_f64 v[77:78], v[77:78], s[74:75]
	v_rsq_f64_e32 v[85:86], v[61:62]
	v_cmp_class_f64_e64 vcc_lo, v[61:62], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[72:73], v[79:80], v[72:73]
	v_mul_f64 v[74:75], v[63:64], v[74:75]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[67:68], v[67:68], v[77:78]
	v_mul_f64 v[77:78], v[65:66], 0.5
	v_mul_f64 v[83:84], v[61:62], v[85:86]
	v_mul_f64 v[85:86], v[85:86], 0.5
	v_mul_f64 v[72:73], v[81:82], v[72:73]
	v_add_f64 v[67:68], v[74:75], v[67:68]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[79:80], -v[85:86], v[83:84], 0.5
	v_add_f64 v[72:73], v[77:78], -v[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[67:68], v[63:64], v[67:68]
	v_fma_f64 v[83:84], v[83:84], v[79:80], v[83:84]
	v_fma_f64 v[74:75], v[85:86], v[79:80], v[85:86]
	v_mul_f64 v[79:80], v[70:71], v[65:66]
	v_add_f64 v[85:86], -v[89:90], 1.0
	v_mul_f64 v[63:64], v[63:64], v[72:73]
	v_fma_f64 v[77:78], -v[83:84], v[83:84], v[61:62]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[67:68], v[67:68], -v[79:80]
	v_mul_f64 v[79:80], v[81:82], s[86:87]
	v_add_f64 v[63:64], v[63:64], -v[65:66]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[72:73], v[77:78], v[74:75], v[83:84]
	v_add_f64 v[77:78], v[85:86], -v[87:88]
	v_add_f64 v[63:64], v[63:64], v[79:80]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[65:66], -v[72:73], v[72:73], v[61:62]
	v_add_f64 v[67:68], v[77:78], v[67:68]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[63:64], v[70:71], -v[63:64]
	v_mov_b32_e32 v70, v1
	v_fma_f64 v[65:66], v[65:66], v[74:75], v[72:73]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[67:68], v[89:90], v[67:68]
	v_ldexp_f64 v[65:66], v[65:66], v0
	v_and_b32_e32 v69, 2, v76
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v71, 0x80000000, v68
	v_and_b32_e32 v0, 1, v76
	v_cndmask_b32_e32 v62, v66, v62, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[69:70]
	v_xor_b32_e32 v69, 0x80000000, v64
	v_cndmask_b32_e64 v68, v71, v68, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v64, v64, v69, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:32768
	v_cndmask_b32_e32 v61, v65, v61, vcc_lo
	v_cndmask_b32_e64 v64, v64, v68, s1
	v_cndmask_b32_e64 v63, v63, v67, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[61:62], v[63:64], v[61:62]
	v_cvt_f32_f64_e32 v61, v[61:62]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v62, v28, v91
	v_dual_add_f32 v63, v28, v28 :: v_dual_add_f32 v62, v62, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v62, 0.5, v62 :: v_dual_mul_f32 v61, v58, v61
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	v_mul_f32_e32 v0, v63, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v62
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v28, v0
	v_add_f32_e32 v0, v61, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v61, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v61
	v_cndmask_b32_e32 v61, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v62, v29
	s_and_saveexec_b32 s104, s5
	s_cbranch_execz .LBB9_53
.LBB9_72:
	v_xor_b32_e32 v0, s10, v37
	s_xor_b32 s1, s28, s103
	global_load_b32 v92, v[15:16], off
	s_xor_b32 s1, s1, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 vcc_lo, s1, 0xd2511f53
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, vcc_lo, v48
	v_xor3_b32 v65, s1, s89, v63
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v65, 0
	v_xor_b32_e32 v0, v64, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v66, v66, s90, v63
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v66, 0
	v_xor3_b32 v0, s91, v64, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v64, v67, s93, v63
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v64, 0
	v_xor3_b32 v0, s92, v63, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v64, v68, s94, v62
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v64, 0
	v_xor3_b32 v0, s95, v63, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v65, v65, s97, v62
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v65
	v_xor3_b32 v63, s96, v63, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s98, v62
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v63, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v63, s99, v63, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s100, v62
	v_mul_lo_u32 v64, 0xcd9e8d57, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v64, v63, s101
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[63:64], v0
	v_add_f64 v[63:64], v[63:64], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[63:64], v[63:64], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v64, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v64, 0x3fe6a09e, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[63:64], v[63:64], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[65:66], v[63:64], 2.0
	v_mul_f64 v[84:85], v[63:64], 0.5
	v_div_scale_f64 v[67:68], null, v[65:66], v[65:66], v[63:64]
	v_div_scale_f64 v[73:74], vcc_lo, v[63:64], v[65:66], v[63:64]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[84:85], v[63:64], v[84:85]
	v_rcp_f64_e32 v[69:70], v[67:68]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[71:72], -v[67:68], v[69:70], 1.0
	v_fma_f64 v[69:70], v[69:70], v[71:72], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[71:72], -v[67:68], v[69:70], 1.0
	v_fma_f64 v[69:70], v[69:70], v[71:72], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[73:74], v[69:70]
	v_fma_f64 v[67:68], -v[67:68], v[71:72], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[67:68], v[67:68], v[69:70], v[71:72]
	v_cvt_f64_u32_e32 v[69:70], v62
	v_add_co_ci_u32_e64 v62, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[82:83], v62
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[65:66], v[67:68], v[65:66], v[63:64]
	v_add_f64 v[69:70], v[69:70], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[82:83], v[82:83], 32
	v_mul_f64 v[67:68], v[65:66], v[65:66]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[69:70], v[69:70], 0xffffffe0
	v_mul_f64 v[71:72], v[67:68], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[69:70], v[69:70], s[52:53]
	v_mul_f64 v[73:74], v[71:72], s[40:41]
	v_mul_f64 v[75:76], v[71:72], s[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[77:78], v[69:70], s[54:55]
	v_add_f64 v[73:74], v[73:74], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[75:76], v[75:76], s[26:27]
	v_add_f64 v[77:78], 0x43380000, v[77:78]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[73:74], v[71:72], v[73:74]
	v_mul_f64 v[75:76], v[71:72], v[75:76]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[78:79], 0xc3380000, v[77:78]
	v_add_f64 v[73:74], v[73:74], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[75:76], v[75:76], s[38:39]
	v_mul_f64 v[80:81], v[78:79], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[73:74], v[71:72], v[73:74]
	v_mul_f64 v[71:72], v[71:72], v[75:76]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[75:76], v[69:70], v[80:81]
	v_cvt_f64_u32_e32 v[80:81], v0
	v_add_f64 v[73:74], v[73:74], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[82:83], v[80:81]
	v_mul_f64 v[67:68], v[67:68], v[73:74]
	v_mul_f64 v[73:74], v[78:79], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[86:87], v[80:81], s[48:49]
	v_add_f64 v[67:68], v[71:72], v[67:68]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[75:76], v[73:74]
	v_add_f64 v[67:68], v[84:85], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[75:76], -v[71:72]
	v_mul_f64 v[65:66], v[65:66], v[67:68]
	v_mul_f64 v[67:68], v[78:79], s[58:59]
	v_mul_f64 v[78:79], v[78:79], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[73:74], v[82:83], v[73:74]
	v_add_f64 v[65:66], v[86:87], v[65:66]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[82:83], v[75:76], -v[67:68]
	v_add_f64 v[73:74], v[78:79], -v[73:74]
	v_mov_b32_e32 v79, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[65:66], v[65:66], -v[84:85]
	v_lshrrev_b32_e32 v0, 20, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v62, 0x7ff, v0
	v_bfe_u32 v0, v70, 20, 11
	v_add_nc_u32_e32 v78, 16, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[78:79], v[0:1]
	v_dual_cndmask_b32 v68, v68, v74 :: v_dual_cndmask_b32 v67, v67, v73
	v_mul_f64 v[73:74], v[80:81], s[50:51]
	v_dual_cndmask_b32 v70, v76, v72 :: v_dual_cndmask_b32 v69, v75, v71
	v_add_f64 v[71:72], v[69:70], -v[67:68]
	v_add_f64 v[62:63], v[63:64], v[65:66]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[64:65], v[71:72], v[71:72]
	v_add_f64 v[69:70], v[69:70], -v[71:72]
	v_add_f64 v[62:63], v[73:74], v[62:63]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[73:74], v[64:65], s[76:77]
	v_mul_f64 v[75:76], v[64:65], s[64:65]
	v_mul_f64 v[78:79], v[64:65], s[70:71]
	v_mul_f64 v[80:81], v[64:65], s[82:83]
	v_mul_f64 v[82:83], v[64:65], v[64:65]
	v_add_f64 v[66:67], v[69:70], -v[67:68]
	v_mul_f64 v[88:89], v[64:65], 0.5
	v_mul_f64 v[62:63], v[62:63], -2.0
	v_and_b32_e32 v70, 2, v77
	v_add_f64 v[73:74], v[73:74], s[78:79]
	v_add_f64 v[75:76], v[75:76], s[66:67]
	v_add_f64 v[78:79], v[78:79], s[72:73]
	v_add_f64 v[80:81], v[80:81], s[84:85]
	v_mul_f64 v[84:85], v[64:65], v[82:83]
	v_mul_f64 v[68:69], v[82:83], v[82:83]
	v_mul_f64 v[82:83], v[71:72], v[64:65]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[62:63]
	v_add_f64 v[90:91], -v[88:89], 1.0
	v_mul_f64 v[73:74], v[64:65], v[73:74]
	v_mul_f64 v[75:76], v[64:65], v[75:76]
	v_mul_f64 v[78:79], v[64:65], v[78:79]
	v_mul_f64 v[80:81], v[84:85], v[80:81]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[62:63], v[62:63], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[73:74], v[73:74], s[80:81]
	v_add_f64 v[75:76], v[75:76], s[68:69]
	v_add_f64 v[78:79], v[78:79], s[74:75]
	v_rsq_f64_e32 v[86:87], v[62:63]
	v_cmp_class_f64_e64 vcc_lo, v[62:63], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[73:74], v[80:81], v[73:74]
	v_mul_f64 v[75:76], v[64:65], v[75:76]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[68:69], v[68:69], v[78:79]
	v_mul_f64 v[78:79], v[66:67], 0.5
	v_mul_f64 v[84:85], v[62:63], v[86:87]
	v_mul_f64 v[86:87], v[86:87], 0.5
	v_mul_f64 v[73:74], v[82:83], v[73:74]
	v_add_f64 v[68:69], v[75:76], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[80:81], -v[86:87], v[84:85], 0.5
	v_add_f64 v[73:74], v[78:79], -v[73:74]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[68:69], v[64:65], v[68:69]
	v_fma_f64 v[84:85], v[84:85], v[80:81], v[84:85]
	v_fma_f64 v[75:76], v[86:87], v[80:81], v[86:87]
	v_mul_f64 v[80:81], v[71:72], v[66:67]
	v_add_f64 v[86:87], -v[90:91], 1.0
	v_mul_f64 v[64:65], v[64:65], v[73:74]
	v_fma_f64 v[78:79], -v[84:85], v[84:85], v[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[68:69], v[68:69], -v[80:81]
	v_mul_f64 v[80:81], v[82:83], s[86:87]
	v_add_f64 v[64:65], v[64:65], -v[66:67]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[73:74], v[78:79], v[75:76], v[84:85]
	v_add_f64 v[78:79], v[86:87], -v[88:89]
	v_add_f64 v[64:65], v[64:65], v[80:81]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[66:67], -v[73:74], v[73:74], v[62:63]
	v_add_f64 v[68:69], v[78:79], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[71:72], -v[64:65]
	v_mov_b32_e32 v71, v1
	v_cmp_eq_u64_e64 s1, 0, v[70:71]
	v_fma_f64 v[66:67], v[66:67], v[75:76], v[73:74]
	v_add_f64 v[68:69], v[90:91], v[68:69]
	v_xor_b32_e32 v70, 0x80000000, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v65, v65, v70, s1
	v_ldexp_f64 v[66:67], v[66:67], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v72, 0x80000000, v69
	v_and_b32_e32 v0, 1, v77
	v_cndmask_b32_e64 v69, v72, v69, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:32768
	v_cndmask_b32_e64 v65, v65, v69, s1
	v_cndmask_b32_e64 v64, v64, v68, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_dual_mul_f32 v0, 0x3c23d70a, v0 :: v_dual_cndmask_b32 v63, v67, v63
	v_cndmask_b32_e32 v62, v66, v62, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[62:63], v[64:65], v[62:63]
	v_add_f32_e32 v64, v29, v29
	v_mul_f32_e32 v0, v64, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v62, v[62:63]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v63, v29, v92
	v_add_f32_e32 v63, v63, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v63, 0.5, v63
	v_add_f32_e32 v0, v0, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v29, v0
	v_mul_f32_e32 v62, v58, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v62, v0
	v_and_b32_e32 v62, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v62
	v_cndmask_b32_e32 v62, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v63, v30
	s_and_saveexec_b32 s104, s6
	s_cbranch_execz .LBB9_54
.LBB9_73:
	v_xor_b32_e32 v0, s10, v38
	s_xor_b32 s1, s28, s103
	global_load_b32 v93, v[17:18], off
	s_xor_b32 s1, s1, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 vcc_lo, s1, 0xd2511f53
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, vcc_lo, v50
	v_xor3_b32 v66, s1, s89, v64
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v66, 0
	v_xor_b32_e32 v0, v65, v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v67, v67, s90, v64
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v67, 0
	v_xor3_b32 v0, s91, v65, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v65, v68, s93, v64
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v65, 0
	v_xor3_b32 v0, s92, v64, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v65, v69, s94, v63
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v65, 0
	v_xor3_b32 v0, s95, v64, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v66, v66, s97, v63
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v66
	v_xor3_b32 v64, s96, v64, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s98, v63
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v64, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v64, s99, v64, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s100, v63
	v_mul_lo_u32 v65, 0xcd9e8d57, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v65, v64, s101
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[64:65], v0
	v_add_f64 v[64:65], v[64:65], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[64:65], v[64:65], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v65, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v65, 0x3fe6a09e, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[64:65], v[64:65], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], v[64:65], 2.0
	v_mul_f64 v[85:86], v[64:65], 0.5
	v_div_scale_f64 v[68:69], null, v[66:67], v[66:67], v[64:65]
	v_div_scale_f64 v[74:75], vcc_lo, v[64:65], v[66:67], v[64:65]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[85:86], v[64:65], v[85:86]
	v_rcp_f64_e32 v[70:71], v[68:69]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[72:73], -v[68:69], v[70:71], 1.0
	v_fma_f64 v[70:71], v[70:71], v[72:73], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[72:73], -v[68:69], v[70:71], 1.0
	v_fma_f64 v[70:71], v[70:71], v[72:73], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[74:75], v[70:71]
	v_fma_f64 v[68:69], -v[68:69], v[72:73], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[68:69], v[68:69], v[70:71], v[72:73]
	v_cvt_f64_u32_e32 v[70:71], v63
	v_add_co_ci_u32_e64 v63, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[83:84], v63
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[66:67], v[68:69], v[66:67], v[64:65]
	v_add_f64 v[70:71], v[70:71], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[83:84], v[83:84], 32
	v_mul_f64 v[68:69], v[66:67], v[66:67]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[70:71], v[70:71], 0xffffffe0
	v_mul_f64 v[72:73], v[68:69], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[70:71], s[52:53]
	v_mul_f64 v[74:75], v[72:73], s[40:41]
	v_mul_f64 v[76:77], v[72:73], s[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[78:79], v[70:71], s[54:55]
	v_add_f64 v[74:75], v[74:75], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[76:77], v[76:77], s[26:27]
	v_add_f64 v[78:79], 0x43380000, v[78:79]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[74:75], v[72:73], v[74:75]
	v_mul_f64 v[76:77], v[72:73], v[76:77]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[79:80], 0xc3380000, v[78:79]
	v_add_f64 v[74:75], v[74:75], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[76:77], v[76:77], s[38:39]
	v_mul_f64 v[81:82], v[79:80], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[74:75], v[72:73], v[74:75]
	v_mul_f64 v[72:73], v[72:73], v[76:77]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[76:77], v[70:71], v[81:82]
	v_cvt_f64_u32_e32 v[81:82], v0
	v_add_f64 v[74:75], v[74:75], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[83:84], v[81:82]
	v_mul_f64 v[68:69], v[68:69], v[74:75]
	v_mul_f64 v[74:75], v[79:80], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[87:88], v[81:82], s[48:49]
	v_add_f64 v[68:69], v[72:73], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[76:77], v[74:75]
	v_add_f64 v[68:69], v[85:86], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[76:77], -v[72:73]
	v_mul_f64 v[66:67], v[66:67], v[68:69]
	v_mul_f64 v[68:69], v[79:80], s[58:59]
	v_mul_f64 v[79:80], v[79:80], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[74:75], v[83:84], v[74:75]
	v_add_f64 v[66:67], v[87:88], v[66:67]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[83:84], v[76:77], -v[68:69]
	v_add_f64 v[74:75], v[79:80], -v[74:75]
	v_mov_b32_e32 v80, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[66:67], v[66:67], -v[85:86]
	v_lshrrev_b32_e32 v0, 20, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v63, 0x7ff, v0
	v_bfe_u32 v0, v71, 20, 11
	v_add_nc_u32_e32 v79, 16, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[79:80], v[0:1]
	v_dual_cndmask_b32 v69, v69, v75 :: v_dual_cndmask_b32 v68, v68, v74
	v_mul_f64 v[74:75], v[81:82], s[50:51]
	v_dual_cndmask_b32 v71, v77, v73 :: v_dual_cndmask_b32 v70, v76, v72
	v_add_f64 v[72:73], v[70:71], -v[68:69]
	v_add_f64 v[63:64], v[64:65], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[65:66], v[72:73], v[72:73]
	v_add_f64 v[70:71], v[70:71], -v[72:73]
	v_add_f64 v[63:64], v[74:75], v[63:64]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[74:75], v[65:66], s[76:77]
	v_mul_f64 v[76:77], v[65:66], s[64:65]
	v_mul_f64 v[79:80], v[65:66], s[70:71]
	v_mul_f64 v[81:82], v[65:66], s[82:83]
	v_mul_f64 v[83:84], v[65:66], v[65:66]
	v_add_f64 v[67:68], v[70:71], -v[68:69]
	v_mul_f64 v[89:90], v[65:66], 0.5
	v_mul_f64 v[63:64], v[63:64], -2.0
	v_add_f64 v[74:75], v[74:75], s[78:79]
	v_add_f64 v[76:77], v[76:77], s[66:67]
	v_add_f64 v[79:80], v[79:80], s[72:73]
	v_add_f64 v[81:82], v[81:82], s[84:85]
	v_mul_f64 v[85:86], v[65:66], v[83:84]
	v_mul_f64 v[69:70], v[83:84], v[83:84]
	v_mul_f64 v[83:84], v[72:73], v[65:66]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[63:64]
	v_add_f64 v[91:92], -v[89:90], 1.0
	v_mul_f64 v[74:75], v[65:66], v[74:75]
	v_mul_f64 v[76:77], v[65:66], v[76:77]
	v_mul_f64 v[79:80], v[65:66], v[79:80]
	v_mul_f64 v[81:82], v[85:86], v[81:82]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[63:64], v[63:64], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[74:75], v[74:75], s[80:81]
	v_add_f64 v[76:77], v[76:77], s[68:69]
	v_add_f64 v[79:80], v[79:80], s[74:75]
	v_rsq_f64_e32 v[87:88], v[63:64]
	v_cmp_class_f64_e64 vcc_lo, v[63:64], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[74:75], v[81:82], v[74:75]
	v_mul_f64 v[76:77], v[65:66], v[76:77]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[69:70], v[69:70], v[79:80]
	v_mul_f64 v[79:80], v[67:68], 0.5
	v_mul_f64 v[85:86], v[63:64], v[87:88]
	v_mul_f64 v[87:88], v[87:88], 0.5
	v_mul_f64 v[74:75], v[83:84], v[74:75]
	v_add_f64 v[69:70], v[76:77], v[69:70]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[81:82], -v[87:88], v[85:86], 0.5
	v_add_f64 v[74:75], v[79:80], -v[74:75]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[69:70], v[65:66], v[69:70]
	v_fma_f64 v[85:86], v[85:86], v[81:82], v[85:86]
	v_fma_f64 v[76:77], v[87:88], v[81:82], v[87:88]
	v_mul_f64 v[81:82], v[72:73], v[67:68]
	v_add_f64 v[87:88], -v[91:92], 1.0
	v_mul_f64 v[65:66], v[65:66], v[74:75]
	v_fma_f64 v[79:80], -v[85:86], v[85:86], v[63:64]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[69:70], v[69:70], -v[81:82]
	v_mul_f64 v[81:82], v[83:84], s[86:87]
	v_add_f64 v[65:66], v[65:66], -v[67:68]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[74:75], v[79:80], v[76:77], v[85:86]
	v_add_f64 v[79:80], v[87:88], -v[89:90]
	v_add_f64 v[65:66], v[65:66], v[81:82]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[67:68], -v[74:75], v[74:75], v[63:64]
	v_add_f64 v[69:70], v[79:80], v[69:70]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[65:66], v[72:73], -v[65:66]
	v_mov_b32_e32 v72, v1
	v_fma_f64 v[67:68], v[67:68], v[76:77], v[74:75]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[91:92], v[69:70]
	v_ldexp_f64 v[67:68], v[67:68], v0
	v_and_b32_e32 v71, 2, v78
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v73, 0x80000000, v70
	v_and_b32_e32 v0, 1, v78
	v_cndmask_b32_e32 v64, v68, v64, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[71:72]
	v_xor_b32_e32 v71, 0x80000000, v66
	v_cndmask_b32_e64 v70, v73, v70, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v66, v66, v71, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:32768
	v_cndmask_b32_e32 v63, v67, v63, vcc_lo
	v_cndmask_b32_e64 v66, v66, v70, s1
	v_cndmask_b32_e64 v65, v65, v69, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[63:64], v[65:66], v[63:64]
	v_dual_add_f32 v65, v30, v30 :: v_dual_add_f32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cvt_f32_f64_e32 v63, v[63:64]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v64, v30, v93
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v64, v64, v64
	v_dual_mul_f32 v64, 0.5, v64 :: v_dual_mul_f32 v63, v58, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v65, v0
	v_add_f32_e32 v0, v0, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v63, v0
	v_and_b32_e32 v63, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v63
	v_cndmask_b32_e32 v63, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v64, v31
	s_and_saveexec_b32 s104, s7
	s_cbranch_execz .LBB9_55
.LBB9_74:
	v_xor_b32_e32 v0, s10, v39
	s_xor_b32 s1, s28, s103
	global_load_b32 v94, v[19:20], off
	s_xor_b32 s1, s1, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 vcc_lo, s1, 0xd2511f53
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, vcc_lo, v52
	v_xor3_b32 v67, s1, s89, v65
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v67, 0
	v_xor_b32_e32 v0, v66, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v68, v68, s90, v65
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v68, 0
	v_xor3_b32 v0, s91, v66, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v66, v69, s93, v65
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v66, 0
	v_xor3_b32 v0, s92, v65, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v66, v70, s94, v64
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v66, 0
	v_xor3_b32 v0, s95, v65, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v67, v67, s97, v64
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v67
	v_xor3_b32 v65, s96, v65, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s98, v64
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v65, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v65, s99, v65, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s100, v64
	v_mul_lo_u32 v66, 0xcd9e8d57, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v66, v65, s101
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[65:66], v0
	v_add_f64 v[65:66], v[65:66], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[65:66], v[65:66], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v66, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v66, 0x3fe6a09e, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[65:66], v[65:66], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[67:68], v[65:66], 2.0
	v_mul_f64 v[86:87], v[65:66], 0.5
	v_div_scale_f64 v[69:70], null, v[67:68], v[67:68], v[65:66]
	v_div_scale_f64 v[75:76], vcc_lo, v[65:66], v[67:68], v[65:66]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[86:87], v[65:66], v[86:87]
	v_rcp_f64_e32 v[71:72], v[69:70]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[73:74], -v[69:70], v[71:72], 1.0
	v_fma_f64 v[71:72], v[71:72], v[73:74], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[73:74], -v[69:70], v[71:72], 1.0
	v_fma_f64 v[71:72], v[71:72], v[73:74], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[75:76], v[71:72]
	v_fma_f64 v[69:70], -v[69:70], v[73:74], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[69:70], v[69:70], v[71:72], v[73:74]
	v_cvt_f64_u32_e32 v[71:72], v64
	v_add_co_ci_u32_e64 v64, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[84:85], v64
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[67:68], v[69:70], v[67:68], v[65:66]
	v_add_f64 v[71:72], v[71:72], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[84:85], v[84:85], 32
	v_mul_f64 v[69:70], v[67:68], v[67:68]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[71:72], v[71:72], 0xffffffe0
	v_mul_f64 v[73:74], v[69:70], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[71:72], v[71:72], s[52:53]
	v_mul_f64 v[75:76], v[73:74], s[40:41]
	v_mul_f64 v[77:78], v[73:74], s[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[79:80], v[71:72], s[54:55]
	v_add_f64 v[75:76], v[75:76], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], v[77:78], s[26:27]
	v_add_f64 v[79:80], 0x43380000, v[79:80]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[75:76], v[73:74], v[75:76]
	v_mul_f64 v[77:78], v[73:74], v[77:78]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[80:81], 0xc3380000, v[79:80]
	v_add_f64 v[75:76], v[75:76], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], v[77:78], s[38:39]
	v_mul_f64 v[82:83], v[80:81], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[75:76], v[73:74], v[75:76]
	v_mul_f64 v[73:74], v[73:74], v[77:78]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[77:78], v[71:72], v[82:83]
	v_cvt_f64_u32_e32 v[82:83], v0
	v_add_f64 v[75:76], v[75:76], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[84:85], v[82:83]
	v_mul_f64 v[69:70], v[69:70], v[75:76]
	v_mul_f64 v[75:76], v[80:81], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[88:89], v[82:83], s[48:49]
	v_add_f64 v[69:70], v[73:74], v[69:70]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[73:74], v[77:78], v[75:76]
	v_add_f64 v[69:70], v[86:87], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[77:78], -v[73:74]
	v_mul_f64 v[67:68], v[67:68], v[69:70]
	v_mul_f64 v[69:70], v[80:81], s[58:59]
	v_mul_f64 v[80:81], v[80:81], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[75:76], v[84:85], v[75:76]
	v_add_f64 v[67:68], v[88:89], v[67:68]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[84:85], v[77:78], -v[69:70]
	v_add_f64 v[75:76], v[80:81], -v[75:76]
	v_mov_b32_e32 v81, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[67:68], v[67:68], -v[86:87]
	v_lshrrev_b32_e32 v0, 20, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v64, 0x7ff, v0
	v_bfe_u32 v0, v72, 20, 11
	v_add_nc_u32_e32 v80, 16, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[80:81], v[0:1]
	v_dual_cndmask_b32 v70, v70, v76 :: v_dual_cndmask_b32 v69, v69, v75
	v_mul_f64 v[75:76], v[82:83], s[50:51]
	v_dual_cndmask_b32 v72, v78, v74 :: v_dual_cndmask_b32 v71, v77, v73
	v_add_f64 v[73:74], v[71:72], -v[69:70]
	v_add_f64 v[64:65], v[65:66], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[66:67], v[73:74], v[73:74]
	v_add_f64 v[71:72], v[71:72], -v[73:74]
	v_add_f64 v[64:65], v[75:76], v[64:65]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[75:76], v[66:67], s[76:77]
	v_mul_f64 v[77:78], v[66:67], s[64:65]
	v_mul_f64 v[80:81], v[66:67], s[70:71]
	v_mul_f64 v[82:83], v[66:67], s[82:83]
	v_mul_f64 v[84:85], v[66:67], v[66:67]
	v_add_f64 v[68:69], v[71:72], -v[69:70]
	v_mul_f64 v[90:91], v[66:67], 0.5
	v_mul_f64 v[64:65], v[64:65], -2.0
	v_and_b32_e32 v72, 2, v79
	v_add_f64 v[75:76], v[75:76], s[78:79]
	v_add_f64 v[77:78], v[77:78], s[66:67]
	v_add_f64 v[80:81], v[80:81], s[72:73]
	v_add_f64 v[82:83], v[82:83], s[84:85]
	v_mul_f64 v[86:87], v[66:67], v[84:85]
	v_mul_f64 v[70:71], v[84:85], v[84:85]
	v_mul_f64 v[84:85], v[73:74], v[66:67]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[64:65]
	v_add_f64 v[92:93], -v[90:91], 1.0
	v_mul_f64 v[75:76], v[66:67], v[75:76]
	v_mul_f64 v[77:78], v[66:67], v[77:78]
	v_mul_f64 v[80:81], v[66:67], v[80:81]
	v_mul_f64 v[82:83], v[86:87], v[82:83]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[64:65], v[64:65], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[75:76], v[75:76], s[80:81]
	v_add_f64 v[77:78], v[77:78], s[68:69]
	v_add_f64 v[80:81], v[80:81], s[74:75]
	v_rsq_f64_e32 v[88:89], v[64:65]
	v_cmp_class_f64_e64 vcc_lo, v[64:65], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[75:76], v[82:83], v[75:76]
	v_mul_f64 v[77:78], v[66:67], v[77:78]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[70:71], v[70:71], v[80:81]
	v_mul_f64 v[80:81], v[68:69], 0.5
	v_mul_f64 v[86:87], v[64:65], v[88:89]
	v_mul_f64 v[88:89], v[88:89], 0.5
	v_mul_f64 v[75:76], v[84:85], v[75:76]
	v_add_f64 v[70:71], v[77:78], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[82:83], -v[88:89], v[86:87], 0.5
	v_add_f64 v[75:76], v[80:81], -v[75:76]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[70:71], v[66:67], v[70:71]
	v_fma_f64 v[86:87], v[86:87], v[82:83], v[86:87]
	v_fma_f64 v[77:78], v[88:89], v[82:83], v[88:89]
	v_mul_f64 v[82:83], v[73:74], v[68:69]
	v_add_f64 v[88:89], -v[92:93], 1.0
	v_mul_f64 v[66:67], v[66:67], v[75:76]
	v_fma_f64 v[80:81], -v[86:87], v[86:87], v[64:65]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[70:71], v[70:71], -v[82:83]
	v_mul_f64 v[82:83], v[84:85], s[86:87]
	v_add_f64 v[66:67], v[66:67], -v[68:69]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[75:76], v[80:81], v[77:78], v[86:87]
	v_add_f64 v[80:81], v[88:89], -v[90:91]
	v_add_f64 v[66:67], v[66:67], v[82:83]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[68:69], -v[75:76], v[75:76], v[64:65]
	v_add_f64 v[70:71], v[80:81], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], v[73:74], -v[66:67]
	v_mov_b32_e32 v73, v1
	v_cmp_eq_u64_e64 s1, 0, v[72:73]
	v_fma_f64 v[68:69], v[68:69], v[77:78], v[75:76]
	v_add_f64 v[70:71], v[92:93], v[70:71]
	v_xor_b32_e32 v72, 0x80000000, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v67, v67, v72, s1
	v_ldexp_f64 v[68:69], v[68:69], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v74, 0x80000000, v71
	v_and_b32_e32 v0, 1, v79
	v_cndmask_b32_e64 v71, v74, v71, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:32768
	v_cndmask_b32_e64 v67, v67, v71, s1
	v_cndmask_b32_e64 v66, v66, v70, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_dual_mul_f32 v0, 0x3c23d70a, v0 :: v_dual_cndmask_b32 v65, v69, v65
	v_cndmask_b32_e32 v64, v68, v64, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[66:67], v[64:65]
	v_add_f32_e32 v66, v31, v31
	v_mul_f32_e32 v0, v66, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v64, v[64:65]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v65, v31, v94
	v_add_f32_e32 v65, v65, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v65, 0.5, v65
	v_add_f32_e32 v0, v0, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v31, v0
	v_mul_f32_e32 v64, v58, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v64, v0
	v_and_b32_e32 v64, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v64
	v_cndmask_b32_e32 v64, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v65, v32
	s_and_saveexec_b32 s104, s8
	s_cbranch_execnz .LBB9_56
	s_branch .LBB9_57
.LBB9_75:
	global_load_b32 v0, v[9:10], off
	ds_load_b32 v58, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v58, -4.0, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v58, v58, v58
	v_mul_f32_e32 v58, 0x3c23d70a, v58
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v26, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v59, v26, v26 :: v_dual_add_f32 v0, v0, v0
	v_mul_f32_e32 v58, v59, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v58, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v26, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v26, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v26
	v_cndmask_b32_e32 v26, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB9_63
.LBB9_76:
	global_load_b32 v0, v[11:12], off
	ds_load_b32 v58, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v59, v27, v27 :: v_dual_add_f32 v58, -4.0, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v58, v58, v58
	v_mul_f32_e32 v58, 0x3c23d70a, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v58, v59, v58
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v27, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v58, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v27, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v27, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v27
	v_cndmask_b32_e32 v27, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB9_64
.LBB9_77:
	global_load_b32 v0, v[13:14], off
	ds_load_b32 v58, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v59, v28, v28 :: v_dual_add_f32 v58, -4.0, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v58, v58, v58
	v_mul_f32_e32 v58, 0x3c23d70a, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v58, v59, v58
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v28, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v58, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v28, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v28, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v28
	v_cndmask_b32_e32 v28, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB9_65
.LBB9_78:
	global_load_b32 v0, v[15:16], off
	ds_load_b32 v58, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v59, v29, v29 :: v_dual_add_f32 v58, -4.0, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v58, v58, v58
	v_mul_f32_e32 v58, 0x3c23d70a, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v58, v59, v58
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v29, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v58, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v29, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v29, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v29
	v_cndmask_b32_e32 v29, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB9_66
.LBB9_79:
	global_load_b32 v0, v[17:18], off
	ds_load_b32 v58, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v58, -4.0, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v58, v58, v58
	v_mul_f32_e32 v58, 0x3c23d70a, v58
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v59, v30, v30 :: v_dual_add_f32 v0, v0, v0
	v_mul_f32_e32 v58, v59, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v58, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v30, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v30
	v_cndmask_b32_e32 v30, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB9_67
.LBB9_80:
	global_load_b32 v0, v[19:20], off
	ds_load_b32 v58, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v59, v31, v31 :: v_dual_add_f32 v58, -4.0, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v58, v58, v58
	v_mul_f32_e32 v58, 0x3c23d70a, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v58, v59, v58
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v31, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v58, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v31, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v31
	v_cndmask_b32_e32 v31, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB9_68
.LBB9_81:
	global_load_b32 v0, v[21:22], off
	ds_load_b32 v58, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v59, v32, v32 :: v_dual_add_f32 v58, -4.0, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v58, v58, v58
	v_mul_f32_e32 v58, 0x3c23d70a, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v58, v59, v58
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v32, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v58, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v32, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v32, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v32
	v_cndmask_b32_e32 v32, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB9_19
.LBB9_82:
	global_load_b32 v0, v[23:24], off
	ds_load_b32 v58, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v59, v33, v33 :: v_dual_add_f32 v58, -4.0, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v58, v58, v58
	v_mul_f32_e32 v58, 0x3c23d70a, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v58, v59, v58
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v33, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v58, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v33, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v33, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v33
	v_cndmask_b32_e32 v33, 0x7fc00000, v0, vcc_lo
	s_branch .LBB9_19
.LBB9_83:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB9_93
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB9_94
.LBB9_85:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB9_95
.LBB9_86:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB9_96
.LBB9_87:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB9_97
.LBB9_88:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execnz .LBB9_98
.LBB9_89:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execnz .LBB9_99
.LBB9_90:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB9_92
.LBB9_91:
	v_lshlrev_b32_e32 v0, 2, v8
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v33, s[20:21]
.LBB9_92:
	s_endpgm
.LBB9_93:
	s_waitcnt vmcnt(0)
	global_store_b32 v25, v26, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB9_85
.LBB9_94:
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v27, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB9_86
.LBB9_95:
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v28, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB9_87
.LBB9_96:
	v_lshlrev_b32_e32 v0, 2, v4
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v29, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB9_88
.LBB9_97:
	v_lshlrev_b32_e32 v0, 2, v5
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v30, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execz .LBB9_89
.LBB9_98:
	v_lshlrev_b32_e32 v0, 2, v6
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v31, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execz .LBB9_90
.LBB9_99:
	v_lshlrev_b32_e32 v0, 2, v7
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v32, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB9_91
	s_branch .LBB9_92
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_w8192
		.amdhsa_group_segment_fixed_size 32772
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
		.amdhsa_next_free_vgpr 96
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
	.size	tessera_tether_w8192, .Lfunc_end9-tessera_tether_w8192

	.set tessera_tether_w8192.num_vgpr, 96
	.set tessera_tether_w8192.num_agpr, 0
	.set tessera_tether_w8192.numbered_sgpr, 105
	.set tessera_tether_w8192.num_named_barrier, 0
	.set tessera_tether_w8192.private_seg_size, 0
	.set tessera_tether_w8192.uses_vcc, 1
	.set tessera_tether_w8192.uses_flat_scratch, 0
	.set tessera_tether_w8192.has_dyn_sized_stack, 0
	.set tessera_tether_w8192.has_recursion, 0
	.set tessera_tether_w8192.has_indirect_call, 0
	.globl	tessera_tether_wide
	.p2align	8
	.type	tessera_tether_wide,@function
tessera_tether_wide:
	s_load_b256 s[12:19], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[18:19], s[2:3]
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB10_27
	s_load_b128 s[20:23], s[0:1], 0x20
	s_mov_b64 s[18:19], 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[22:23], 0
	s_cbranch_scc1 .LBB10_27
	s_clause 0x1
	s_load_b256 s[4:11], s[0:1], 0x30
	s_load_b128 s[24:27], s[0:1], 0x50
	s_mul_i32 s0, s21, s2
	s_mul_hi_u32 s1, s20, s2
	s_mul_i32 s28, s20, s2
	s_add_i32 s29, s1, s0
	v_mov_b32_e32 v1, 0
	s_lshl_b64 s[0:1], s[28:29], 3
	s_mov_b32 s40, 0x96cb03de
	s_add_u32 s38, s16, s0
	s_addc_u32 s39, s17, s1
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v2, v0
	v_cmp_eq_u32_e64 s1, 0, v0
	s_mov_b32 s42, 0x94229359
	s_mov_b32 s44, 0x55555593
	s_mov_b32 s46, 0x35793c76
	s_mov_b32 s48, 0xfee00000
	s_mov_b32 s50, 0x54442d18
	s_mov_b32 s52, 0x6dc9c883
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s7, 0
	s_mov_b32 s54, 0x54400000
	s_cselect_b32 s0, -1, 0
	s_cmp_lg_u32 s6, 0
	v_writelane_b32 v47, s0, 0
	s_cselect_b32 s33, -1, 0
	s_add_u32 s6, s24, 0x9e3779b9
	s_addc_u32 s7, s25, 0
	s_add_u32 s34, s25, 0xbb67ae85
	s_addc_u32 s35, 0, 0
	s_add_u32 s92, s24, 0x3c6ef372
	s_add_u32 s36, s25, 0x76cf5d0a
	s_addc_u32 s37, 0, 0
	s_add_u32 s93, s24, 0xdaa66d2b
	s_add_u32 s94, s25, 0x32370b8f
	s_add_u32 s95, s24, 0x78dde6e4
	s_add_u32 s96, s25, 0xed9eba14
	s_add_u32 s97, s24, 0x1715609d
	s_add_u32 s98, s25, 0xa9066899
	s_add_u32 s99, s24, 0xb54cda56
	s_add_u32 s100, s25, 0x646e171e
	s_add_u32 s101, s24, 0x5384540f
	s_add_u32 s102, s25, 0x1fd5c5a3
	s_add_u32 s103, s25, 0xdb3d7428
	s_add_i32 s104, s24, 0x8ff34781
	s_cmp_lg_u64 s[20:21], 0
	v_cmp_gt_u64_e64 s0, s[20:21], v[0:1]
	s_cselect_b32 vcc_hi, -1, 0
	s_lshl_b64 s[2:3], s[2:3], 3
	v_lshlrev_b32_e32 v0, 2, v0
	s_or_b32 s2, s2, 4
	s_mul_i32 s3, s20, s3
	s_mul_hi_u32 s30, s20, s2
	s_and_b32 s11, s33, s0
	s_add_i32 s3, s30, s3
	s_mul_i32 s30, s21, s2
	s_mul_i32 s2, s20, s2
	s_add_i32 s3, s3, s30
	s_add_u32 s16, s16, s2
	s_addc_u32 s17, s17, s3
	s_lshl_b64 s[2:3], s[28:29], 2
	v_add_co_u32 v4, s31, s38, v0
	v_add_co_u32 v10, s2, s2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v11, null, s3, 0, s2
	v_writelane_b32 v47, s38, 1
	v_add_co_u32 v8, vcc_lo, s12, v10
	v_add_co_u32 v6, s2, s16, v0
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v9, null, s13, v11, vcc_lo
	v_add_co_u32 v10, vcc_lo, s14, v10
	v_add_co_ci_u32_e64 v5, null, s39, 0, s31
	v_add_co_ci_u32_e64 v7, null, s17, 0, s2
	v_add_co_ci_u32_e64 v11, null, s15, v11, vcc_lo
	v_writelane_b32 v47, s39, 2
	s_mov_b32 s12, 0xd078c69f
	s_mov_b32 s14, 0x1d8e78af
	s_mov_b32 s16, 0x9997fa04
	s_mov_b32 s38, 0xdf3e5244
	s_mov_b32 s56, 0x1a626331
	s_mov_b32 s58, 0x1a600000
	s_mov_b32 s60, 0x2e037073
	s_mov_b32 s62, 0x19cb1590
	s_mov_b32 s64, 0x16c15177
	s_mov_b32 s66, 0x5555554c
	s_mov_b32 s68, 0xbe8838d4
	s_mov_b32 s70, 0xbdb4b1c4
	s_mov_b32 s72, 0x809c52ad
	s_mov_b32 s74, 0x57b1fe7d
	s_mov_b32 s76, 0x19c161d5
	s_mov_b32 s78, 0x1110f8a6
	s_mov_b32 s80, 0x5acfd57c
	s_mov_b32 s82, 0x8a2b9ceb
	s_mov_b32 s84, 0x55555549
	s_mov_b32 s13, 0x3fc39a09
	s_mov_b32 s15, 0x3fcc71c5
	s_mov_b32 s17, 0x3fd99999
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
	s_mov_b32 s63, 0x3efa01a0
	s_mov_b32 s65, 0xbf56c16c
	s_mov_b32 s67, 0x3fa55555
	s_mov_b32 s69, 0xbda8fae9
	s_mov_b32 s71, 0x3e21ee9e
	s_mov_b32 s73, 0xbe927e4f
	s_mov_b32 s75, 0x3ec71de3
	s_mov_b32 s77, 0xbf2a01a0
	s_mov_b32 s79, 0x3f811111
	s_mov_b32 s81, 0x3de5d93a
	s_mov_b32 s83, 0xbe5ae5e6
	s_mov_b32 s85, 0x3fc55555
	s_branch .LBB10_5
.LBB10_3:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s3
.LBB10_4:
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_mul_f32 s8, s9, s8
	s_cmp_eq_u64 s[18:19], s[22:23]
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB10_27
.LBB10_5:
	s_and_saveexec_b32 s30, s11
	s_cbranch_execz .LBB10_10
	s_add_u32 s2, s18, s26
	s_addc_u32 s31, s19, s27
	v_dual_mov_b32 v13, v7 :: v_dual_mov_b32 v12, v6
	s_mul_hi_u32 s89, s31, 0xcd9e8d57
	v_dual_mov_b32 v15, v5 :: v_dual_mov_b32 v14, v4
	s_xor_b32 s86, s24, s89
	v_dual_mov_b32 v17, v3 :: v_dual_mov_b32 v16, v2
	s_xor_b32 s86, s86, s2
	s_mov_b32 s3, 0
	s_mul_hi_u32 s91, s86, 0xd2511f53
	s_mul_i32 s88, s31, 0xcd9e8d57
	s_mov_b32 s2, s91
	s_mul_i32 s90, s86, 0xd2511f53
	s_xor_b64 s[86:87], s[2:3], s[34:35]
	s_xor_b64 s[88:89], s[6:7], s[88:89]
	s_xor_b64 s[90:91], s[36:37], s[90:91]
.LBB10_7:
	v_add_co_u32 v0, vcc_lo, s28, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v20, null, s29, v17, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x100, v16
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v0, s25, v20
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[20:21], v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v0, v19
	v_xor_b32_e32 v20, s86, v18
	s_or_b32 s3, vcc_lo, s3
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v20, 0
	v_xor_b32_e32 v0, s88, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v21, s92, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v21, 0
	v_xor_b32_e32 v0, s90, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v22, s94, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v22, 0
	v_xor3_b32 v0, s93, v19, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v23, s95, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v20, 0
	v_xor3_b32 v0, s96, v19, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v24, s98, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, s97, v19, v22
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v21, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, v22, s99, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, s100, v20, v23
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v18, 0xcd9e8d57, v18
	v_xor3_b32 v0, s101, v18, v21
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, v23, s102, v19
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v20, 0xcd9e8d57, v18
	v_xor3_b32 v0, s103, v0, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v20, s104, v19
	global_store_b32 v[14:15], v18, off
	v_add_co_u32 v14, s2, 0x400, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, 0, v15, s2
	global_store_b32 v[12:13], v0, off
	v_add_co_u32 v12, s2, 0x400, v12
	v_add_co_ci_u32_e64 v13, null, 0, v13, s2
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB10_7
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v13, v7 :: v_dual_mov_b32 v12, v6
	v_dual_mov_b32 v15, v5 :: v_dual_mov_b32 v14, v4
	v_dual_mov_b32 v17, v3 :: v_dual_mov_b32 v16, v2
	s_mov_b32 s3, 0
.LBB10_9:
	global_load_b32 v0, v[12:13], off
	global_load_b32 v30, v[14:15], off
	s_waitcnt vmcnt(1)
	v_cvt_f64_u32_e32 v[18:19], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[18:19], 0.5
	v_ldexp_f64 v[18:19], v[18:19], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v19
	v_and_b32_e32 v19, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v19, 0x3fe6a09e, v19
	v_add_co_u32 v0, s2, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v37, null, 0, -1, s2
	v_add_f64 v[18:19], v[18:19], -1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[37:38], v37
	v_add_f64 v[20:21], v[18:19], 2.0
	v_mul_f64 v[39:40], v[18:19], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[37:38], v[37:38], 32
	v_div_scale_f64 v[22:23], null, v[20:21], v[20:21], v[18:19]
	v_div_scale_f64 v[28:29], vcc_lo, v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[39:40], v[18:19], v[39:40]
	v_rcp_f64_e32 v[24:25], v[22:23]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[26:27], -v[22:23], v[24:25], 1.0
	v_fma_f64 v[24:25], v[24:25], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[26:27], -v[22:23], v[24:25], 1.0
	v_fma_f64 v[24:25], v[24:25], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[28:29], v[24:25]
	v_fma_f64 v[22:23], -v[22:23], v[26:27], v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[22:23], v[22:23], v[24:25], v[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f64_u32_e32 v[24:25], v30
	v_div_fixup_f64 v[20:21], v[22:23], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[24:25], 0.5
	v_mul_f64 v[22:23], v[20:21], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[24:25], v[24:25], 0xffffffe0
	v_mul_f64 v[26:27], v[22:23], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[24:25], v[24:25], s[50:51]
	v_mul_f64 v[28:29], v[26:27], s[38:39]
	v_mul_f64 v[30:31], v[26:27], s[12:13]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[32:33], v[24:25], s[52:53]
	v_add_f64 v[28:29], v[28:29], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[30:31], s[14:15]
	v_add_f64 v[32:33], 0x43380000, v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	v_mul_f64 v[30:31], v[26:27], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], 0xc3380000, v[32:33]
	v_add_f64 v[28:29], v[28:29], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[30:31], s[16:17]
	v_mul_f64 v[35:36], v[33:34], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	v_mul_f64 v[26:27], v[26:27], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[30:31], v[24:25], v[35:36]
	v_cvt_f64_u32_e32 v[35:36], v0
	v_add_f64 v[28:29], v[28:29], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[37:38], v[35:36]
	v_mul_f64 v[22:23], v[22:23], v[28:29]
	v_mul_f64 v[28:29], v[33:34], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[41:42], v[35:36], s[46:47]
	v_add_f64 v[22:23], v[26:27], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[30:31], v[28:29]
	v_add_f64 v[22:23], v[39:40], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[37:38], v[30:31], -v[26:27]
	v_mul_f64 v[20:21], v[20:21], v[22:23]
	v_mul_f64 v[22:23], v[33:34], s[56:57]
	v_mul_f64 v[33:34], v[33:34], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[28:29], v[37:38], v[28:29]
	v_add_f64 v[20:21], v[41:42], v[20:21]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[37:38], v[30:31], -v[22:23]
	v_add_f64 v[28:29], v[33:34], -v[28:29]
	v_mov_b32_e32 v34, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[20:21], v[20:21], -v[39:40]
	v_lshrrev_b32_e32 v0, 20, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v24, 0x7ff, v0
	v_bfe_u32 v0, v25, 20, 11
	v_add_nc_u32_e32 v33, 16, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[33:34], v[0:1]
	v_dual_cndmask_b32 v23, v23, v29 :: v_dual_cndmask_b32 v22, v22, v28
	v_mul_f64 v[28:29], v[35:36], s[48:49]
	v_dual_cndmask_b32 v25, v31, v27 :: v_dual_cndmask_b32 v24, v30, v26
	v_add_f64 v[26:27], v[24:25], -v[22:23]
	v_add_f64 v[18:19], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[20:21], v[26:27], v[26:27]
	v_add_f64 v[24:25], v[24:25], -v[26:27]
	v_add_f64 v[18:19], v[28:29], v[18:19]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[28:29], v[20:21], s[74:75]
	v_mul_f64 v[30:31], v[20:21], s[62:63]
	v_mul_f64 v[33:34], v[20:21], s[68:69]
	v_mul_f64 v[35:36], v[20:21], s[80:81]
	v_mul_f64 v[37:38], v[20:21], v[20:21]
	v_add_f64 v[22:23], v[24:25], -v[22:23]
	v_mul_f64 v[43:44], v[20:21], 0.5
	v_mul_f64 v[18:19], v[18:19], -2.0
	v_add_f64 v[28:29], v[28:29], s[76:77]
	v_add_f64 v[30:31], v[30:31], s[64:65]
	v_add_f64 v[33:34], v[33:34], s[70:71]
	v_add_f64 v[35:36], v[35:36], s[82:83]
	v_mul_f64 v[39:40], v[20:21], v[37:38]
	v_mul_f64 v[24:25], v[37:38], v[37:38]
	v_mul_f64 v[37:38], v[26:27], v[20:21]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[18:19]
	v_add_f64 v[45:46], -v[43:44], 1.0
	v_mul_f64 v[28:29], v[20:21], v[28:29]
	v_mul_f64 v[30:31], v[20:21], v[30:31]
	v_mul_f64 v[33:34], v[20:21], v[33:34]
	v_mul_f64 v[35:36], v[39:40], v[35:36]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[18:19], v[18:19], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[28:29], v[28:29], s[78:79]
	v_add_f64 v[30:31], v[30:31], s[66:67]
	v_add_f64 v[33:34], v[33:34], s[72:73]
	v_rsq_f64_e32 v[41:42], v[18:19]
	v_cmp_class_f64_e64 vcc_lo, v[18:19], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[28:29], v[35:36], v[28:29]
	v_mul_f64 v[30:31], v[20:21], v[30:31]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[24:25], v[24:25], v[33:34]
	v_mul_f64 v[33:34], v[22:23], 0.5
	v_mul_f64 v[39:40], v[18:19], v[41:42]
	v_mul_f64 v[41:42], v[41:42], 0.5
	v_mul_f64 v[28:29], v[37:38], v[28:29]
	v_add_f64 v[24:25], v[30:31], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[35:36], -v[41:42], v[39:40], 0.5
	v_add_f64 v[28:29], v[33:34], -v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	v_fma_f64 v[39:40], v[39:40], v[35:36], v[39:40]
	v_fma_f64 v[30:31], v[41:42], v[35:36], v[41:42]
	v_mul_f64 v[35:36], v[26:27], v[22:23]
	v_add_f64 v[41:42], -v[45:46], 1.0
	v_mul_f64 v[20:21], v[20:21], v[28:29]
	v_fma_f64 v[33:34], -v[39:40], v[39:40], v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[24:25], v[24:25], -v[35:36]
	v_mul_f64 v[35:36], v[37:38], s[84:85]
	v_add_f64 v[20:21], v[20:21], -v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[28:29], v[33:34], v[30:31], v[39:40]
	v_add_f64 v[33:34], v[41:42], -v[43:44]
	v_add_f64 v[20:21], v[20:21], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[22:23], -v[28:29], v[28:29], v[18:19]
	v_add_f64 v[24:25], v[33:34], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[20:21], v[26:27], -v[20:21]
	v_mov_b32_e32 v27, v1
	v_fma_f64 v[22:23], v[22:23], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[45:46], v[24:25]
	v_ldexp_f64 v[22:23], v[22:23], v0
	v_and_b32_e32 v26, 2, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v28, 0x80000000, v25
	v_dual_cndmask_b32 v19, v23, v19 :: v_dual_and_b32 v0, 1, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s2, 0, v[26:27]
	v_xor_b32_e32 v26, 0x80000000, v21
	v_cndmask_b32_e32 v18, v22, v18, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x100, v16
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	v_cndmask_b32_e64 v25, v28, v25, s2
	v_cndmask_b32_e64 v21, v21, v26, s2
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	v_add_co_u32 v14, vcc_lo, 0x400, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v15, null, 0, v15, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[20:21], v[16:17]
	v_cndmask_b32_e64 v21, v21, v25, s2
	v_cndmask_b32_e64 v20, v20, v24, s2
	s_or_b32 s3, vcc_lo, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[18:19], v[20:21]
	v_cvt_f32_f64_e32 v0, v[18:19]
	global_store_b32 v[12:13], v0, off
	v_add_co_u32 v12, s2, 0x400, v12
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v13, s2
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB10_9
.LBB10_10:
	s_or_b32 exec_lo, exec_lo, s30
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s3, s0
	s_cbranch_execz .LBB10_13
	v_dual_mov_b32 v13, v9 :: v_dual_mov_b32 v12, v8
	v_dual_mov_b32 v15, v5 :: v_dual_mov_b32 v14, v4
	v_dual_mov_b32 v17, v3 :: v_dual_mov_b32 v16, v2
	s_mov_b32 s30, 0
	.p2align	6
.LBB10_12:
	global_load_b32 v0, v[12:13], off
	v_add_co_u32 v16, vcc_lo, 0x100, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	v_add_co_u32 v12, vcc_lo, 0x400, v12
	v_add_co_ci_u32_e64 v13, null, 0, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_le_u64_e32 vcc_lo, s[20:21], v[16:17]
	s_or_b32 s30, vcc_lo, s30
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v0, v0
	global_store_b32 v[14:15], v0, off
	v_add_co_u32 v14, s2, 0x400, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, 0, v15, s2
	s_and_not1_b32 exec_lo, exec_lo, s30
	s_cbranch_execnz .LBB10_12
.LBB10_13:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s30, s1
	s_cbranch_execz .LBB10_18
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, vcc_hi
	s_cbranch_vccnz .LBB10_17
	v_readlane_b32 s2, v47, 1
	v_readlane_b32 s3, v47, 2
	s_mov_b64 s[86:87], s[20:21]
.LBB10_16:
	global_load_b32 v12, v1, s[2:3]
	s_add_u32 s86, s86, -1
	s_addc_u32 s87, s87, -1
	s_add_u32 s2, s2, 4
	s_addc_u32 s3, s3, 0
	s_cmp_lg_u64 s[86:87], 0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v12
	s_cbranch_scc1 .LBB10_16
.LBB10_17:
	ds_store_b32 v1, v0
.LBB10_18:
	s_or_b32 exec_lo, exec_lo, s30
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s2, -1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB10_23
	s_and_saveexec_b32 s30, s0
	s_cbranch_execz .LBB10_22
	s_mul_f32 s3, s10, s8
	ds_load_b32 v17, v1
	s_cmp_gt_f32 s3, 0
	s_mul_f32 s2, s3, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s3, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v0, s2
	s_cselect_b32 s2, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s3, v0, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v12, v0
	v_add_nc_u32_e32 v13, -1, v12
	v_add_nc_u32_e32 v14, 1, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v15, 0x80000000, v13
	v_xor_b32_e32 v16, 0x80000000, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v15, v15, v12, v0
	v_fma_f32 v16, v16, v12, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s3, 0, v15
	v_cndmask_b32_e64 v12, v12, v13, s3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s3, 0, v16
	v_cndmask_b32_e64 v12, v12, v14, s3
	v_mov_b32_e32 v15, v11
	s_mov_b32 s3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v14, v10 :: v_dual_mul_f32 v13, 0x37800000, v12
	v_cndmask_b32_e64 v12, v12, v13, s2
	v_cmp_class_f32_e64 s2, v0, 0x260
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v13, -4.0, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v12, v0, s2
	v_add_f32_e32 v18, v13, v13
	v_readlane_b32 s2, v47, 0
	v_mov_b32_e32 v13, v9
	v_mov_b32_e32 v17, v7
	v_dual_cndmask_b32 v19, 0, v0 :: v_dual_mov_b32 v12, v8
	v_mov_b32_e32 v16, v6
	v_mul_f32_e32 v0, 0x3c23d70a, v18
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v20, v19, s5, s2
	v_dual_mov_b32 v19, v3 :: v_dual_mov_b32 v18, v2
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_21:
	global_load_b32 v21, v[12:13], off
	global_load_b32 v22, v[14:15], off
	global_load_b32 v23, v[16:17], off
	v_add_co_u32 v18, vcc_lo, 0x100, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v19, null, 0, v19, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x400, v16
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v24, v21, v21
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v22, v21, v22 :: v_dual_mul_f32 v23, v20, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v24, v24, v0
	v_add_f32_e32 v22, v22, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, 0.5, v22
	v_add_f32_e32 v22, v24, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, s4, v22
	v_sub_f32_e32 v21, v21, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v21, v23, v21
	v_and_b32_e32 v22, 0x7fffffff, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v22
	v_cndmask_b32_e32 v21, 0x7fc00000, v21, vcc_lo
	v_add_co_u32 v14, vcc_lo, 0x400, v14
	v_add_co_ci_u32_e64 v15, null, 0, v15, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[20:21], v[18:19]
	global_store_b32 v[12:13], v21, off
	v_add_co_u32 v12, s2, 0x400, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v13, null, 0, v13, s2
	s_or_b32 s3, vcc_lo, s3
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB10_21
.LBB10_22:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s30
	s_mov_b32 s2, 0
.LBB10_23:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB10_4
	s_and_saveexec_b32 s3, s0
	s_cbranch_execz .LBB10_3
	ds_load_b32 v0, v1
	s_mov_b32 s30, 0
	v_dual_mov_b32 v13, v9 :: v_dual_mov_b32 v12, v8
	v_dual_mov_b32 v17, v3 :: v_dual_mov_b32 v16, v2
	v_dual_mov_b32 v15, v11 :: v_dual_mov_b32 v14, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_26:
	global_load_b32 v18, v[12:13], off
	global_load_b32 v19, v[14:15], off
	v_add_co_u32 v16, vcc_lo, 0x100, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v20, v18, v18
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v19, v18, v19 :: v_dual_mul_f32 v20, v20, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, v19, v19
	v_mul_f32_e32 v19, 0.5, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, v20, v19
	v_mul_f32_e32 v19, s4, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v18, v18, v19
	v_and_b32_e32 v19, 0x7fffffff, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v19
	v_cndmask_b32_e32 v18, 0x7fc00000, v18, vcc_lo
	v_add_co_u32 v14, vcc_lo, 0x400, v14
	v_add_co_ci_u32_e64 v15, null, 0, v15, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[20:21], v[16:17]
	global_store_b32 v[12:13], v18, off
	v_add_co_u32 v12, s2, 0x400, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v13, null, 0, v13, s2
	s_or_b32 s30, vcc_lo, s30
	s_and_not1_b32 exec_lo, exec_lo, s30
	s_cbranch_execnz .LBB10_26
	s_branch .LBB10_3
.LBB10_27:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_wide
		.amdhsa_group_segment_fixed_size 4
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
		.amdhsa_next_free_vgpr 48
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
		.amdhsa_inst_pref_size 33
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
	.size	tessera_tether_wide, .Lfunc_end10-tessera_tether_wide

	.set tessera_tether_wide.num_vgpr, 48
	.set tessera_tether_wide.num_agpr, 0
	.set tessera_tether_wide.numbered_sgpr, 105
	.set tessera_tether_wide.num_named_barrier, 0
	.set tessera_tether_wide.private_seg_size, 0
	.set tessera_tether_wide.uses_vcc, 1
	.set tessera_tether_wide.uses_flat_scratch, 0
	.set tessera_tether_wide.has_dyn_sized_stack, 0
	.set tessera_tether_wide.has_recursion, 0
	.set tessera_tether_wide.has_indirect_call, 0
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
    .group_segment_fixed_size: 1280
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_tether_w4x64
    .private_segment_fixed_size: 0
    .sgpr_count:     100
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_w4x64.kd
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
    .group_segment_fixed_size: 1056
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_tether_w32x8
    .private_segment_fixed_size: 0
    .sgpr_count:     104
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_w32x8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     48
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
    .group_segment_fixed_size: 1040
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_tether_w64x4
    .private_segment_fixed_size: 0
    .sgpr_count:     104
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_w64x4.kd
    .uses_dynamic_stack: false
    .vgpr_count:     48
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
    .group_segment_fixed_size: 1032
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_tether_w128x2
    .private_segment_fixed_size: 0
    .sgpr_count:     104
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_w128x2.kd
    .uses_dynamic_stack: false
    .vgpr_count:     48
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
    .group_segment_fixed_size: 1028
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_tether_w256
    .private_segment_fixed_size: 0
    .sgpr_count:     102
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_w256.kd
    .uses_dynamic_stack: false
    .vgpr_count:     41
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
    .group_segment_fixed_size: 2052
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_tether_w512
    .private_segment_fixed_size: 0
    .sgpr_count:     102
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_w512.kd
    .uses_dynamic_stack: false
    .vgpr_count:     46
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
    .group_segment_fixed_size: 4100
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_tether_w1024
    .private_segment_fixed_size: 0
    .sgpr_count:     104
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_w1024.kd
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
    .group_segment_fixed_size: 8196
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_tether_w2048
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_w2048.kd
    .uses_dynamic_stack: false
    .vgpr_count:     88
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
    .group_segment_fixed_size: 16388
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_tether_w4096
    .private_segment_fixed_size: 0
    .sgpr_count:     104
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_w4096.kd
    .uses_dynamic_stack: false
    .vgpr_count:     65
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
    .group_segment_fixed_size: 32772
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_tether_w8192
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_w8192.kd
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
    .group_segment_fixed_size: 4
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 256
    .name:           tessera_tether_wide
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 3
    .symbol:         tessera_tether_wide.kd
    .uses_dynamic_stack: false
    .vgpr_count:     48
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1151
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
