	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 6
	.text
	.globl	tessera_softplus_w4x64
	.p2align	8
	.type	tessera_softplus_w4x64,@function
tessera_softplus_w4x64:
	s_load_b256 s[12:19], s[0:1], 0x0
	v_lshrrev_b32_e32 v1, 2, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 6
	v_mov_b32_e32 v2, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, s2, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e32 vcc_lo, s[16:17], v[1:2]
	v_cmp_lt_u64_e64 s2, s[18:19], 5
	s_and_b32 s2, vcc_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_17
	v_mul_lo_u32 v3, s19, v1
	v_mul_lo_u32 v4, s18, v2
	v_mad_u64_u32 v[1:2], null, s18, v1, 0
	s_load_b64 s[20:21], s[0:1], 0x20
	v_dual_mov_b32 v6, 0 :: v_dual_and_b32 v5, 3, v0
	v_add3_u32 v2, v2, v4, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_gt_u64_e64 s2, s[18:19], v[5:6]
	v_lshlrev_b32_e32 v8, 2, v5
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, vcc_lo, s12, v3
	v_add_co_ci_u32_e64 v7, null, s13, v4, vcc_lo
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_3
	v_add_co_u32 v9, vcc_lo, v6, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, 0, v7, vcc_lo
	global_load_b32 v9, v[9:10], off
.LBB0_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB0_14
	s_clause 0x1
	s_load_b256 s[4:11], s[0:1], 0x28
	s_load_b128 s[16:19], s[0:1], 0x48
	v_add_co_u32 v0, vcc_lo, v1, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_add_co_u32 v3, vcc_lo, s14, v3
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	v_add_co_ci_u32_e64 v4, null, s15, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_u32 v3, vcc_lo, v3, v8
	s_mov_b32 s12, 0xfee00000
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	v_xor_b32_e32 v2, v1, v2
	v_mov_b32_e32 v1, 0
	s_mov_b32 s14, 0x35793c76
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s7, 0
	s_mov_b32 s22, 0x13a86d09
	v_xor_b32_e32 v2, s17, v2
	s_cselect_b32 s11, -1, 0
	s_cmp_lg_u32 s6, 0
	s_mov_b32 s24, 0xeff8d898
	s_cselect_b32 s33, -1, 0
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v2, 0
	s_add_u32 s0, s16, 0x9e3779b9
	s_add_u32 s1, s17, 0xbb67ae85
	s_add_u32 s6, s16, 0x3c6ef372
	v_xor_b32_e32 v10, s1, v0
	s_mov_b32 s26, 0x67f544e4
	s_mov_b32 s28, 0xb7789f5c
	v_xor_b32_e32 v5, s0, v12
	v_xor_b32_e32 v11, s6, v11
	s_mov_b32 s6, 0x652b82fe
	s_mov_b32 s30, 0xa556c734
	s_mov_b32 s34, 0x1a01a01a
	s_mov_b32 s38, 0x16c16c17
	s_mov_b32 s40, 0x11111111
	s_mov_b32 s42, 0x55555555
	s_mov_b32 s52, 0xdf3e5244
	s_mov_b32 s54, 0x96cb03de
	s_mov_b32 s56, 0x94229359
	s_mov_b32 s58, 0x55555593
	s_mov_b32 s60, 0x54442d18
	s_mov_b32 s62, 0x6dc9c883
	s_mov_b32 s64, 0x54400000
	s_mov_b32 s66, 0x1a626331
	s_mov_b32 s68, 0x1a600000
	s_mov_b32 s70, 0x2e037073
	s_mov_b32 s74, 0x16c15177
	s_mov_b32 s78, 0xbe8838d4
	s_mov_b32 s80, 0xbdb4b1c4
	s_mov_b32 s82, 0x809c52ad
	s_mov_b32 s84, 0x19c161d5
	s_mov_b32 s86, 0x5acfd57c
	s_mov_b32 s88, 0x8a2b9ceb
	s_mov_b32 s3, 0
	s_add_u32 s100, s17, 0x76cf5d0a
	s_add_u32 s101, s16, 0xdaa66d2b
	s_add_u32 s102, s17, 0x32370b8f
	s_add_u32 s103, s16, 0x78dde6e4
	s_add_u32 s104, s17, 0xed9eba14
	s_add_u32 vcc_hi, s16, 0x1715609d
	s_add_u32 s46, s17, 0xa9066899
	s_add_u32 s47, s16, 0xb54cda56
	s_add_u32 s48, s17, 0x646e171e
	s_add_u32 s49, s16, 0x5384540f
	s_add_u32 s50, s17, 0x1fd5c5a3
	s_add_u32 s17, s17, 0xdb3d7428
	s_add_i32 s51, s16, 0x8ff34781
	s_mov_b32 s7, 0x3ff71547
	s_mov_b32 s13, 0x3fe62e42
	s_mov_b32 s15, 0x3dea39ef
	s_mov_b32 s23, 0x3de61246
	s_mov_b32 s25, 0x3e21eed8
	s_mov_b32 s27, 0x3e5ae645
	s_mov_b32 s29, 0x3e927e4f
	s_mov_b32 s31, 0x3ec71de3
	s_mov_b32 s35, 0x3efa01a0
	s_mov_b32 s37, 0x3f2a01a0
	s_mov_b32 s39, 0x3f56c16c
	s_mov_b32 s41, 0x3f811111
	s_mov_b32 s43, 0x3fa55555
	s_mov_b32 s45, 0x3fc55555
	s_mov_b32 s53, 0x3fc2f112
	s_mov_b32 s55, 0x3fc74664
	s_mov_b32 s57, 0x3fd24924
	s_mov_b32 s59, 0x3fe55555
	s_mov_b32 s61, 0x401921fb
	s_mov_b32 s63, 0x3fe45f30
	s_mov_b32 s65, 0xbff921fb
	s_mov_b32 s67, 0x3dd0b461
	s_mov_b32 s69, 0xbdd0b461
	s_mov_b32 s71, 0x3ba3198a
	s_mov_b32 s72, 0x19cb1590
	s_mov_b32 s75, 0xbf56c16c
	s_mov_b32 s76, 0x5555554c
	s_mov_b32 s79, 0xbda8fae9
	s_mov_b32 s81, 0x3e21ee9e
	s_mov_b32 s83, 0xbe927e4f
	s_mov_b32 s85, 0xbf2a01a0
	s_mov_b32 s87, 0x3de5d93a
	s_mov_b32 s89, 0xbe5ae5e6
	s_mov_b32 s90, 0x57b1fe7d
	s_mov_b32 s92, 0x1110f8a6
	s_mov_b32 s94, 0x55555549
	s_mov_b32 s97, 0xbfe62e42
	s_mov_b32 s99, 0xbdea39ef
	s_branch .LBB0_7
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v9
.LBB0_6:
	s_add_u32 s20, s20, -1
	s_addc_u32 s21, s21, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v9, v0
	s_mul_f32 s8, s9, s8
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB0_15
.LBB0_7:
	s_and_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB0_11
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v9
	s_and_saveexec_b32 s96, s2
	s_cbranch_execz .LBB0_10
	s_mul_f32 s1, s10, s8
	s_mov_b32 s36, s34
	s_mov_b32 s44, s42
	s_mov_b32 s91, s31
	s_cmp_gt_f32 s1, 0
	s_mul_f32 s0, s1, 0x4f800000
	s_mov_b32 s73, s35
	s_mov_b32 s93, s41
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s1, 0xf800000
	v_mov_b32_e32 v0, s0
	s_mov_b32 s77, s43
	s_mov_b32 s95, s45
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s1, v0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v2, v0
	v_add_nc_u32_e32 v12, -1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v13, 0x80000000, v12
	v_fma_f32 v13, v13, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s1, 0, v13
	v_add_nc_u32_e32 v13, 1, v2
	v_cndmask_b32_e64 v12, v2, v12, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v14, 0x80000000, v13
	v_fma_f32 v2, v14, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s1, 0, v2
	v_cndmask_b32_e64 v2, v12, v13, s1
	s_mul_i32 s1, s19, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v12, s1, v5
	v_mul_f32_e32 v13, 0x37800000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v2, v2, v13, s0
	s_mul_hi_u32 s0, s19, 0xcd9e8d57
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v12, 0
	s_xor_b32 s0, s16, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s0, s18
	s_mul_hi_u32 s0, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v15, s0, v10
	v_cmp_class_f32_e64 s0, v0, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v15, 0
	v_cndmask_b32_e64 v0, v2, v0, s0
	v_xor3_b32 v2, s1, s100, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v44, 0, v0, vcc_lo
	global_load_b32 v0, v[3:4], off
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, v18, s101, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v2, 0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v45, v9, v0
	v_cvt_f64_f32_e32 v[13:14], v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[13:14]
	v_xor_b32_e32 v0, 0x80000000, v14
	v_cndmask_b32_e32 v14, 0x405e0000, v0, vcc_lo
	v_xor_b32_e32 v0, v16, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s102, v16, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v19, s104, v15
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v0, s103, v16, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v20, vcc_hi, v15
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v2, 0
	v_xor3_b32 v0, s46, v16, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v21, s48, v15
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v2
	v_xor3_b32 v2, s47, v16, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s49, v15
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v2, s50, v16, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s17, v15
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s51, v16, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[16:17], v0
	v_add_f64 v[16:17], v[16:17], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[16:17], v[16:17], 0xffffffe0
	v_add_nc_u32_e32 v32, 0x95f62, v17
	v_cvt_f64_u32_e32 v[17:18], v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], v[17:18], 0.5
	v_ldexp_f64 v[17:18], v[17:18], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[17:18], s[60:61]
	v_mul_f64 v[19:20], v[17:18], s[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], 0x43380000, v[19:20]
	v_add_f64 v[20:21], 0xc3380000, v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f64 v[22:23], v[20:21], s[64:65]
	v_mul_f64 v[24:25], v[20:21], s[68:69]
	v_mul_f64 v[30:31], v[20:21], s[66:67]
	v_mul_f64 v[20:21], v[20:21], s[70:71]
	v_add_f64 v[22:23], v[17:18], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[22:23], v[24:25]
	v_add_f64 v[28:29], v[22:23], -v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[28:29], v[24:25]
	v_add_f64 v[28:29], v[22:23], -v[30:31]
	v_add_f64 v[20:21], v[20:21], -v[24:25]
	v_mov_b32_e32 v25, s3
	v_lshrrev_b32_e32 v0, 20, v32
	v_bfe_u32 v24, v18, 20, 11
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v46, s0, 0xfffffc01, v0
	v_lshrrev_b32_e32 v0, 20, v29
	v_cndmask_b32_e32 v13, 0, v13, vcc_lo
	v_add_co_ci_u32_e64 v47, null, 0, -1, s0
	s_mov_b32 s0, 0xd078c69f
	v_and_b32_e32 v0, 0x7ff, v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[13:14]
	s_mov_b32 s1, 0x3fc39a09
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v13, 0, v13 :: v_dual_add_nc_u32 v0, 16, v0
	v_cndmask_b32_e32 v14, 0xc05e0000, v14, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[24:25]
	v_and_b32_e32 v0, 0xfffff, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[13:14], s[6:7]
	v_dual_cndmask_b32 v23, v23, v27 :: v_dual_cndmask_b32 v22, v22, v26
	v_dual_cndmask_b32 v21, v31, v21 :: v_dual_cndmask_b32 v20, v30, v20
	v_add_f64 v[17:18], 0x43380000, v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], 0xc3380000, v[17:18]
	v_lshl_add_u32 v2, v17, 20, 0x3ff00000
	v_mul_f64 v[26:27], v[24:25], s[12:13]
	v_mul_f64 v[24:25], v[24:25], s[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[13:14], -v[26:27]
	v_add_f64 v[12:13], v[12:13], -v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], s[22:23]
	v_add_f64 v[14:15], v[14:15], s[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[12:13], v[14:15]
	v_add_f64 v[12:13], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[12:13], v[1:2]
	v_add_f64 v[12:13], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[14:15], null, v[12:13], v[12:13], 1.0
	v_rcp_f64_e32 v[17:18], v[14:15]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[14:15], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[24:25], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[14:15], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[24:25], v[17:18]
	v_div_scale_f64 v[24:25], vcc_lo, 1.0, v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[24:25], v[17:18]
	v_fma_f64 v[14:15], -v[14:15], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[14:15], v[14:15], v[17:18], v[26:27]
	v_add_nc_u32_e32 v17, 0x3fe6a09e, v0
	v_add_f64 v[16:17], v[16:17], -1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[12:13], v[14:15], v[12:13], 1.0
	v_add_f64 v[24:25], v[16:17], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[26:27], null, v[24:25], v[24:25], v[16:17]
	v_rcp_f64_e32 v[28:29], v[26:27]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[30:31], -v[26:27], v[28:29], 1.0
	v_fma_f64 v[28:29], v[28:29], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[30:31], -v[26:27], v[28:29], 1.0
	v_fma_f64 v[28:29], v[28:29], v[30:31], v[28:29]
	v_div_scale_f64 v[30:31], vcc_lo, v[16:17], v[24:25], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[32:33], v[30:31], v[28:29]
	v_fma_f64 v[26:27], -v[26:27], v[32:33], v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[26:27], v[26:27], v[28:29], v[32:33]
	v_add_f64 v[28:29], v[22:23], -v[20:21]
	v_mul_f64 v[30:31], v[28:29], v[28:29]
	v_add_f64 v[22:23], v[22:23], -v[28:29]
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f64 v[32:33], v[30:31], s[90:91]
	v_mul_f64 v[34:35], v[30:31], s[72:73]
	v_mul_f64 v[36:37], v[30:31], s[78:79]
	v_mul_f64 v[38:39], v[30:31], s[86:87]
	v_mul_f64 v[40:41], v[30:31], v[30:31]
	v_add_f64 v[20:21], v[22:23], -v[20:21]
	v_mul_f64 v[22:23], v[28:29], v[30:31]
	v_add_f64 v[32:33], v[32:33], s[84:85]
	v_add_f64 v[34:35], v[34:35], s[74:75]
	v_add_f64 v[36:37], v[36:37], s[80:81]
	v_add_f64 v[38:39], v[38:39], s[88:89]
	v_mul_f64 v[42:43], v[30:31], v[40:41]
	v_mul_f64 v[40:41], v[40:41], v[40:41]
	v_mul_f64 v[32:33], v[30:31], v[32:33]
	v_mul_f64 v[34:35], v[30:31], v[34:35]
	v_mul_f64 v[36:37], v[30:31], v[36:37]
	v_mul_f64 v[38:39], v[42:43], v[38:39]
	v_mul_f64 v[42:43], v[20:21], 0.5
	v_add_f64 v[32:33], v[32:33], s[92:93]
	v_add_f64 v[34:35], v[34:35], s[76:77]
	v_add_f64 v[36:37], v[36:37], s[82:83]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[32:33], v[38:39], v[32:33]
	v_mul_f64 v[38:39], v[30:31], 0.5
	v_mul_f64 v[34:35], v[30:31], v[34:35]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[36:37], v[40:41], v[36:37]
	v_mul_f64 v[32:33], v[22:23], v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[40:41], -v[38:39], 1.0
	v_mul_f64 v[22:23], v[22:23], s[94:95]
	v_add_f64 v[34:35], v[34:35], v[36:37]
	v_mul_f64 v[36:37], v[28:29], v[20:21]
	v_add_f64 v[32:33], v[42:43], -v[32:33]
	v_add_f64 v[42:43], -v[40:41], 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[30:31], v[34:35]
	v_mul_f64 v[30:31], v[30:31], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[32:33], v[42:43], -v[38:39]
	v_add_f64 v[34:35], v[34:35], -v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[30:31], -v[20:21]
	v_add_f64 v[30:31], v[32:33], v[34:35]
	v_mul_f64 v[32:33], v[16:17], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[20:21], v[20:21], v[22:23]
	v_add_f64 v[22:23], v[40:41], v[30:31]
	v_cvt_f64_i32_e32 v[30:31], v47
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[20:21], v[28:29], -v[20:21]
	v_dual_mov_b32 v29, s3 :: v_dual_and_b32 v28, 2, v19
	v_xor_b32_e32 v0, 0x80000000, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[28:29]
	v_and_b32_e32 v28, 1, v19
	v_cndmask_b32_e32 v0, v0, v23, vcc_lo
	v_xor_b32_e32 v2, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v2, v21, v2, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[28:29]
	v_cndmask_b32_e32 v18, v20, v22, vcc_lo
	v_div_fixup_f64 v[20:21], v[26:27], v[24:25], v[16:17]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v19, v2, v0, vcc_lo
	v_mul_f64 v[22:23], v[20:21], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[22:23], v[22:23]
	v_mul_f64 v[26:27], v[24:25], s[52:53]
	v_mul_f64 v[28:29], v[24:25], s[0:1]
	s_mov_b32 s0, 0x1d8e78af
	s_mov_b32 s1, 0x3fcc71c5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[26:27], s[54:55]
	v_add_f64 v[28:29], v[28:29], s[0:1]
	s_mov_b32 s0, 0x9997fa04
	s_mov_b32 s1, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[26:27], v[24:25], v[26:27]
	v_mul_f64 v[28:29], v[24:25], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[26:27], s[56:57]
	v_add_f64 v[28:29], v[28:29], s[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[26:27], v[24:25], v[26:27]
	v_mul_f64 v[24:25], v[24:25], v[28:29]
	v_ldexp_f64 v[28:29], v[30:31], 32
	v_mul_f64 v[30:31], v[16:17], v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], s[58:59]
	v_mul_f64 v[22:23], v[22:23], v[26:27]
	v_cvt_f64_u32_e32 v[26:27], v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[24:25], v[22:23]
	v_add_f64 v[24:25], v[28:29], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[30:31], v[22:23]
	v_mul_f64 v[26:27], v[24:25], s[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[20:21], v[20:21], v[22:23]
	v_mul_f64 v[22:23], v[24:25], s[12:13]
	v_add_f64 v[20:21], v[26:27], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[20:21], v[20:21], -v[30:31]
	v_add_f64 v[16:17], v[16:17], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], v[22:23], v[16:17]
	v_mul_f64 v[16:17], v[16:17], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[16:17]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_ldexp_f64 v[16:17], v[16:17], v0
	v_cvt_f32_f64_e32 v0, v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[20:21], v[16:17]
	v_cmp_class_f64_e64 vcc_lo, v[16:17], 0x260
	v_mul_f64 v[22:23], v[16:17], v[20:21]
	v_mul_f64 v[20:21], v[20:21], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[20:21], v[22:23], 0.5
	v_fma_f64 v[22:23], v[22:23], v[24:25], v[22:23]
	v_fma_f64 v[20:21], v[20:21], v[24:25], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[22:23], v[22:23], v[16:17]
	v_fma_f64 v[22:23], v[24:25], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[22:23], v[22:23], v[16:17]
	v_fma_f64 v[20:21], v[24:25], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[20:21], v[20:21], v2
	v_dual_cndmask_b32 v17, v21, v17 :: v_dual_cndmask_b32 v16, v20, v16
	v_cmp_o_f32_e32 vcc_lo, v45, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[18:19], v[16:17]
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	v_mul_f32_e32 v0, s4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_sub_f32_e32 v0, v9, v0
	v_cvt_f32_f64_e32 v2, v[12:13]
	v_cndmask_b32_e64 v12, v44, s5, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v12, v2
	v_add_f32_e32 v0, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB0_10:
	s_or_b32 exec_lo, exec_lo, s96
	s_mov_b32 s0, 0
.LBB0_11:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_6
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_5
	global_load_b32 v0, v[3:4], off
	s_mov_b32 s96, s12
	s_mov_b32 s98, s14
	s_mov_b32 s36, s34
	s_mov_b32 s44, s42
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[12:13], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[12:13]
	v_xor_b32_e32 v2, 0x80000000, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v13, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v12, 0, v12, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[12:13]
	v_cndmask_b32_e32 v13, 0xc05e0000, v13, vcc_lo
	v_cndmask_b32_e32 v12, 0, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], s[6:7]
	v_add_f64 v[14:15], 0x43380000, v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], 0xc3380000, v[14:15]
	v_lshl_add_u32 v2, v14, 20, 0x3ff00000
	v_mul_f64 v[17:18], v[15:16], s[96:97]
	v_mul_f64 v[15:16], v[15:16], s[98:99]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], v[17:18]
	v_add_f64 v[12:13], v[12:13], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], s[22:23]
	v_add_f64 v[15:16], v[15:16], s[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[12:13], v[15:16]
	v_add_f64 v[12:13], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[12:13], v[1:2]
	v_add_f64 v[12:13], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[14:15], null, v[12:13], v[12:13], 1.0
	v_div_scale_f64 v[20:21], vcc_lo, 1.0, v[12:13], 1.0
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[14:15], v[14:15], v[16:17], v[18:19]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[12:13], v[14:15], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[12:13]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s4, v0
	v_sub_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v9, 0x7fc00000, v0, vcc_lo
	s_branch .LBB0_5
.LBB0_14:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v9
.LBB0_15:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB0_17
	v_add_co_u32 v1, vcc_lo, v6, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v7, vcc_lo
	global_store_b32 v[1:2], v0, off
.LBB0_17:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softplus_w4x64
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_inst_pref_size 35
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
	.size	tessera_softplus_w4x64, .Lfunc_end0-tessera_softplus_w4x64

	.set tessera_softplus_w4x64.num_vgpr, 48
	.set tessera_softplus_w4x64.num_agpr, 0
	.set tessera_softplus_w4x64.numbered_sgpr, 105
	.set tessera_softplus_w4x64.num_named_barrier, 0
	.set tessera_softplus_w4x64.private_seg_size, 0
	.set tessera_softplus_w4x64.uses_vcc, 1
	.set tessera_softplus_w4x64.uses_flat_scratch, 0
	.set tessera_softplus_w4x64.has_dyn_sized_stack, 0
	.set tessera_softplus_w4x64.has_recursion, 0
	.set tessera_softplus_w4x64.has_indirect_call, 0
	.globl	tessera_softplus_w32x8
	.p2align	8
	.type	tessera_softplus_w32x8,@function
tessera_softplus_w32x8:
	s_load_b256 s[12:19], s[0:1], 0x0
	v_lshrrev_b32_e32 v1, 5, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 3
	v_mov_b32_e32 v2, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, s2, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e32 vcc_lo, s[16:17], v[1:2]
	v_cmp_lt_u64_e64 s2, s[18:19], 33
	s_and_b32 s2, vcc_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB1_17
	v_mul_lo_u32 v3, s19, v1
	v_mul_lo_u32 v4, s18, v2
	v_mad_u64_u32 v[1:2], null, s18, v1, 0
	s_load_b64 s[20:21], s[0:1], 0x20
	v_dual_mov_b32 v6, 0 :: v_dual_and_b32 v5, 31, v0
	v_add3_u32 v2, v2, v4, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_gt_u64_e64 s2, s[18:19], v[5:6]
	v_lshlrev_b32_e32 v8, 2, v5
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, vcc_lo, s12, v3
	v_add_co_ci_u32_e64 v7, null, s13, v4, vcc_lo
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB1_3
	v_add_co_u32 v9, vcc_lo, v6, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, 0, v7, vcc_lo
	global_load_b32 v9, v[9:10], off
.LBB1_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB1_14
	s_clause 0x1
	s_load_b256 s[4:11], s[0:1], 0x28
	s_load_b128 s[16:19], s[0:1], 0x48
	v_add_co_u32 v0, vcc_lo, v1, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_add_co_u32 v3, vcc_lo, s14, v3
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	v_add_co_ci_u32_e64 v4, null, s15, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_u32 v3, vcc_lo, v3, v8
	s_mov_b32 s12, 0xfee00000
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	v_xor_b32_e32 v2, v1, v2
	v_mov_b32_e32 v1, 0
	s_mov_b32 s14, 0x35793c76
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s7, 0
	s_mov_b32 s22, 0x13a86d09
	v_xor_b32_e32 v2, s17, v2
	s_cselect_b32 s11, -1, 0
	s_cmp_lg_u32 s6, 0
	s_mov_b32 s24, 0xeff8d898
	s_cselect_b32 s33, -1, 0
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v2, 0
	s_add_u32 s0, s16, 0x9e3779b9
	s_add_u32 s1, s17, 0xbb67ae85
	s_add_u32 s6, s16, 0x3c6ef372
	v_xor_b32_e32 v10, s1, v0
	s_mov_b32 s26, 0x67f544e4
	s_mov_b32 s28, 0xb7789f5c
	v_xor_b32_e32 v5, s0, v12
	v_xor_b32_e32 v11, s6, v11
	s_mov_b32 s6, 0x652b82fe
	s_mov_b32 s30, 0xa556c734
	s_mov_b32 s34, 0x1a01a01a
	s_mov_b32 s38, 0x16c16c17
	s_mov_b32 s40, 0x11111111
	s_mov_b32 s42, 0x55555555
	s_mov_b32 s52, 0xdf3e5244
	s_mov_b32 s54, 0x96cb03de
	s_mov_b32 s56, 0x94229359
	s_mov_b32 s58, 0x55555593
	s_mov_b32 s60, 0x54442d18
	s_mov_b32 s62, 0x6dc9c883
	s_mov_b32 s64, 0x54400000
	s_mov_b32 s66, 0x1a626331
	s_mov_b32 s68, 0x1a600000
	s_mov_b32 s70, 0x2e037073
	s_mov_b32 s74, 0x16c15177
	s_mov_b32 s78, 0xbe8838d4
	s_mov_b32 s80, 0xbdb4b1c4
	s_mov_b32 s82, 0x809c52ad
	s_mov_b32 s84, 0x19c161d5
	s_mov_b32 s86, 0x5acfd57c
	s_mov_b32 s88, 0x8a2b9ceb
	s_mov_b32 s3, 0
	s_add_u32 s100, s17, 0x76cf5d0a
	s_add_u32 s101, s16, 0xdaa66d2b
	s_add_u32 s102, s17, 0x32370b8f
	s_add_u32 s103, s16, 0x78dde6e4
	s_add_u32 s104, s17, 0xed9eba14
	s_add_u32 vcc_hi, s16, 0x1715609d
	s_add_u32 s46, s17, 0xa9066899
	s_add_u32 s47, s16, 0xb54cda56
	s_add_u32 s48, s17, 0x646e171e
	s_add_u32 s49, s16, 0x5384540f
	s_add_u32 s50, s17, 0x1fd5c5a3
	s_add_u32 s17, s17, 0xdb3d7428
	s_add_i32 s51, s16, 0x8ff34781
	s_mov_b32 s7, 0x3ff71547
	s_mov_b32 s13, 0x3fe62e42
	s_mov_b32 s15, 0x3dea39ef
	s_mov_b32 s23, 0x3de61246
	s_mov_b32 s25, 0x3e21eed8
	s_mov_b32 s27, 0x3e5ae645
	s_mov_b32 s29, 0x3e927e4f
	s_mov_b32 s31, 0x3ec71de3
	s_mov_b32 s35, 0x3efa01a0
	s_mov_b32 s37, 0x3f2a01a0
	s_mov_b32 s39, 0x3f56c16c
	s_mov_b32 s41, 0x3f811111
	s_mov_b32 s43, 0x3fa55555
	s_mov_b32 s45, 0x3fc55555
	s_mov_b32 s53, 0x3fc2f112
	s_mov_b32 s55, 0x3fc74664
	s_mov_b32 s57, 0x3fd24924
	s_mov_b32 s59, 0x3fe55555
	s_mov_b32 s61, 0x401921fb
	s_mov_b32 s63, 0x3fe45f30
	s_mov_b32 s65, 0xbff921fb
	s_mov_b32 s67, 0x3dd0b461
	s_mov_b32 s69, 0xbdd0b461
	s_mov_b32 s71, 0x3ba3198a
	s_mov_b32 s72, 0x19cb1590
	s_mov_b32 s75, 0xbf56c16c
	s_mov_b32 s76, 0x5555554c
	s_mov_b32 s79, 0xbda8fae9
	s_mov_b32 s81, 0x3e21ee9e
	s_mov_b32 s83, 0xbe927e4f
	s_mov_b32 s85, 0xbf2a01a0
	s_mov_b32 s87, 0x3de5d93a
	s_mov_b32 s89, 0xbe5ae5e6
	s_mov_b32 s90, 0x57b1fe7d
	s_mov_b32 s92, 0x1110f8a6
	s_mov_b32 s94, 0x55555549
	s_mov_b32 s97, 0xbfe62e42
	s_mov_b32 s99, 0xbdea39ef
	s_branch .LBB1_7
.LBB1_5:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v9
.LBB1_6:
	s_add_u32 s20, s20, -1
	s_addc_u32 s21, s21, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v9, v0
	s_mul_f32 s8, s9, s8
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB1_15
.LBB1_7:
	s_and_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB1_11
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v9
	s_and_saveexec_b32 s96, s2
	s_cbranch_execz .LBB1_10
	s_mul_f32 s1, s10, s8
	s_mov_b32 s36, s34
	s_mov_b32 s44, s42
	s_mov_b32 s91, s31
	s_cmp_gt_f32 s1, 0
	s_mul_f32 s0, s1, 0x4f800000
	s_mov_b32 s73, s35
	s_mov_b32 s93, s41
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s1, 0xf800000
	v_mov_b32_e32 v0, s0
	s_mov_b32 s77, s43
	s_mov_b32 s95, s45
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s1, v0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v2, v0
	v_add_nc_u32_e32 v12, -1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v13, 0x80000000, v12
	v_fma_f32 v13, v13, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s1, 0, v13
	v_add_nc_u32_e32 v13, 1, v2
	v_cndmask_b32_e64 v12, v2, v12, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v14, 0x80000000, v13
	v_fma_f32 v2, v14, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s1, 0, v2
	v_cndmask_b32_e64 v2, v12, v13, s1
	s_mul_i32 s1, s19, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v12, s1, v5
	v_mul_f32_e32 v13, 0x37800000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v2, v2, v13, s0
	s_mul_hi_u32 s0, s19, 0xcd9e8d57
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v12, 0
	s_xor_b32 s0, s16, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s0, s18
	s_mul_hi_u32 s0, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v15, s0, v10
	v_cmp_class_f32_e64 s0, v0, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v15, 0
	v_cndmask_b32_e64 v0, v2, v0, s0
	v_xor3_b32 v2, s1, s100, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v44, 0, v0, vcc_lo
	global_load_b32 v0, v[3:4], off
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, v18, s101, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v2, 0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v45, v9, v0
	v_cvt_f64_f32_e32 v[13:14], v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[13:14]
	v_xor_b32_e32 v0, 0x80000000, v14
	v_cndmask_b32_e32 v14, 0x405e0000, v0, vcc_lo
	v_xor_b32_e32 v0, v16, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s102, v16, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v19, s104, v15
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v0, s103, v16, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v20, vcc_hi, v15
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v2, 0
	v_xor3_b32 v0, s46, v16, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v21, s48, v15
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v2
	v_xor3_b32 v2, s47, v16, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s49, v15
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v2, s50, v16, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s17, v15
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s51, v16, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[16:17], v0
	v_add_f64 v[16:17], v[16:17], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[16:17], v[16:17], 0xffffffe0
	v_add_nc_u32_e32 v32, 0x95f62, v17
	v_cvt_f64_u32_e32 v[17:18], v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], v[17:18], 0.5
	v_ldexp_f64 v[17:18], v[17:18], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[17:18], s[60:61]
	v_mul_f64 v[19:20], v[17:18], s[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], 0x43380000, v[19:20]
	v_add_f64 v[20:21], 0xc3380000, v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f64 v[22:23], v[20:21], s[64:65]
	v_mul_f64 v[24:25], v[20:21], s[68:69]
	v_mul_f64 v[30:31], v[20:21], s[66:67]
	v_mul_f64 v[20:21], v[20:21], s[70:71]
	v_add_f64 v[22:23], v[17:18], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[22:23], v[24:25]
	v_add_f64 v[28:29], v[22:23], -v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[28:29], v[24:25]
	v_add_f64 v[28:29], v[22:23], -v[30:31]
	v_add_f64 v[20:21], v[20:21], -v[24:25]
	v_mov_b32_e32 v25, s3
	v_lshrrev_b32_e32 v0, 20, v32
	v_bfe_u32 v24, v18, 20, 11
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v46, s0, 0xfffffc01, v0
	v_lshrrev_b32_e32 v0, 20, v29
	v_cndmask_b32_e32 v13, 0, v13, vcc_lo
	v_add_co_ci_u32_e64 v47, null, 0, -1, s0
	s_mov_b32 s0, 0xd078c69f
	v_and_b32_e32 v0, 0x7ff, v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[13:14]
	s_mov_b32 s1, 0x3fc39a09
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v13, 0, v13 :: v_dual_add_nc_u32 v0, 16, v0
	v_cndmask_b32_e32 v14, 0xc05e0000, v14, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[24:25]
	v_and_b32_e32 v0, 0xfffff, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[13:14], s[6:7]
	v_dual_cndmask_b32 v23, v23, v27 :: v_dual_cndmask_b32 v22, v22, v26
	v_dual_cndmask_b32 v21, v31, v21 :: v_dual_cndmask_b32 v20, v30, v20
	v_add_f64 v[17:18], 0x43380000, v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], 0xc3380000, v[17:18]
	v_lshl_add_u32 v2, v17, 20, 0x3ff00000
	v_mul_f64 v[26:27], v[24:25], s[12:13]
	v_mul_f64 v[24:25], v[24:25], s[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[13:14], -v[26:27]
	v_add_f64 v[12:13], v[12:13], -v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], s[22:23]
	v_add_f64 v[14:15], v[14:15], s[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[12:13], v[14:15]
	v_add_f64 v[12:13], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[12:13], v[1:2]
	v_add_f64 v[12:13], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[14:15], null, v[12:13], v[12:13], 1.0
	v_rcp_f64_e32 v[17:18], v[14:15]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[14:15], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[24:25], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[14:15], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[24:25], v[17:18]
	v_div_scale_f64 v[24:25], vcc_lo, 1.0, v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[24:25], v[17:18]
	v_fma_f64 v[14:15], -v[14:15], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[14:15], v[14:15], v[17:18], v[26:27]
	v_add_nc_u32_e32 v17, 0x3fe6a09e, v0
	v_add_f64 v[16:17], v[16:17], -1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[12:13], v[14:15], v[12:13], 1.0
	v_add_f64 v[24:25], v[16:17], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[26:27], null, v[24:25], v[24:25], v[16:17]
	v_rcp_f64_e32 v[28:29], v[26:27]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[30:31], -v[26:27], v[28:29], 1.0
	v_fma_f64 v[28:29], v[28:29], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[30:31], -v[26:27], v[28:29], 1.0
	v_fma_f64 v[28:29], v[28:29], v[30:31], v[28:29]
	v_div_scale_f64 v[30:31], vcc_lo, v[16:17], v[24:25], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[32:33], v[30:31], v[28:29]
	v_fma_f64 v[26:27], -v[26:27], v[32:33], v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[26:27], v[26:27], v[28:29], v[32:33]
	v_add_f64 v[28:29], v[22:23], -v[20:21]
	v_mul_f64 v[30:31], v[28:29], v[28:29]
	v_add_f64 v[22:23], v[22:23], -v[28:29]
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f64 v[32:33], v[30:31], s[90:91]
	v_mul_f64 v[34:35], v[30:31], s[72:73]
	v_mul_f64 v[36:37], v[30:31], s[78:79]
	v_mul_f64 v[38:39], v[30:31], s[86:87]
	v_mul_f64 v[40:41], v[30:31], v[30:31]
	v_add_f64 v[20:21], v[22:23], -v[20:21]
	v_mul_f64 v[22:23], v[28:29], v[30:31]
	v_add_f64 v[32:33], v[32:33], s[84:85]
	v_add_f64 v[34:35], v[34:35], s[74:75]
	v_add_f64 v[36:37], v[36:37], s[80:81]
	v_add_f64 v[38:39], v[38:39], s[88:89]
	v_mul_f64 v[42:43], v[30:31], v[40:41]
	v_mul_f64 v[40:41], v[40:41], v[40:41]
	v_mul_f64 v[32:33], v[30:31], v[32:33]
	v_mul_f64 v[34:35], v[30:31], v[34:35]
	v_mul_f64 v[36:37], v[30:31], v[36:37]
	v_mul_f64 v[38:39], v[42:43], v[38:39]
	v_mul_f64 v[42:43], v[20:21], 0.5
	v_add_f64 v[32:33], v[32:33], s[92:93]
	v_add_f64 v[34:35], v[34:35], s[76:77]
	v_add_f64 v[36:37], v[36:37], s[82:83]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[32:33], v[38:39], v[32:33]
	v_mul_f64 v[38:39], v[30:31], 0.5
	v_mul_f64 v[34:35], v[30:31], v[34:35]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[36:37], v[40:41], v[36:37]
	v_mul_f64 v[32:33], v[22:23], v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[40:41], -v[38:39], 1.0
	v_mul_f64 v[22:23], v[22:23], s[94:95]
	v_add_f64 v[34:35], v[34:35], v[36:37]
	v_mul_f64 v[36:37], v[28:29], v[20:21]
	v_add_f64 v[32:33], v[42:43], -v[32:33]
	v_add_f64 v[42:43], -v[40:41], 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[30:31], v[34:35]
	v_mul_f64 v[30:31], v[30:31], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[32:33], v[42:43], -v[38:39]
	v_add_f64 v[34:35], v[34:35], -v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[30:31], -v[20:21]
	v_add_f64 v[30:31], v[32:33], v[34:35]
	v_mul_f64 v[32:33], v[16:17], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[20:21], v[20:21], v[22:23]
	v_add_f64 v[22:23], v[40:41], v[30:31]
	v_cvt_f64_i32_e32 v[30:31], v47
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[20:21], v[28:29], -v[20:21]
	v_dual_mov_b32 v29, s3 :: v_dual_and_b32 v28, 2, v19
	v_xor_b32_e32 v0, 0x80000000, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[28:29]
	v_and_b32_e32 v28, 1, v19
	v_cndmask_b32_e32 v0, v0, v23, vcc_lo
	v_xor_b32_e32 v2, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v2, v21, v2, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[28:29]
	v_cndmask_b32_e32 v18, v20, v22, vcc_lo
	v_div_fixup_f64 v[20:21], v[26:27], v[24:25], v[16:17]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v19, v2, v0, vcc_lo
	v_mul_f64 v[22:23], v[20:21], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[22:23], v[22:23]
	v_mul_f64 v[26:27], v[24:25], s[52:53]
	v_mul_f64 v[28:29], v[24:25], s[0:1]
	s_mov_b32 s0, 0x1d8e78af
	s_mov_b32 s1, 0x3fcc71c5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[26:27], s[54:55]
	v_add_f64 v[28:29], v[28:29], s[0:1]
	s_mov_b32 s0, 0x9997fa04
	s_mov_b32 s1, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[26:27], v[24:25], v[26:27]
	v_mul_f64 v[28:29], v[24:25], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[26:27], s[56:57]
	v_add_f64 v[28:29], v[28:29], s[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[26:27], v[24:25], v[26:27]
	v_mul_f64 v[24:25], v[24:25], v[28:29]
	v_ldexp_f64 v[28:29], v[30:31], 32
	v_mul_f64 v[30:31], v[16:17], v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], s[58:59]
	v_mul_f64 v[22:23], v[22:23], v[26:27]
	v_cvt_f64_u32_e32 v[26:27], v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[24:25], v[22:23]
	v_add_f64 v[24:25], v[28:29], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[30:31], v[22:23]
	v_mul_f64 v[26:27], v[24:25], s[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[20:21], v[20:21], v[22:23]
	v_mul_f64 v[22:23], v[24:25], s[12:13]
	v_add_f64 v[20:21], v[26:27], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[20:21], v[20:21], -v[30:31]
	v_add_f64 v[16:17], v[16:17], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], v[22:23], v[16:17]
	v_mul_f64 v[16:17], v[16:17], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[16:17]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_ldexp_f64 v[16:17], v[16:17], v0
	v_cvt_f32_f64_e32 v0, v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[20:21], v[16:17]
	v_cmp_class_f64_e64 vcc_lo, v[16:17], 0x260
	v_mul_f64 v[22:23], v[16:17], v[20:21]
	v_mul_f64 v[20:21], v[20:21], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[20:21], v[22:23], 0.5
	v_fma_f64 v[22:23], v[22:23], v[24:25], v[22:23]
	v_fma_f64 v[20:21], v[20:21], v[24:25], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[22:23], v[22:23], v[16:17]
	v_fma_f64 v[22:23], v[24:25], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[22:23], v[22:23], v[16:17]
	v_fma_f64 v[20:21], v[24:25], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[20:21], v[20:21], v2
	v_dual_cndmask_b32 v17, v21, v17 :: v_dual_cndmask_b32 v16, v20, v16
	v_cmp_o_f32_e32 vcc_lo, v45, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[18:19], v[16:17]
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	v_mul_f32_e32 v0, s4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_sub_f32_e32 v0, v9, v0
	v_cvt_f32_f64_e32 v2, v[12:13]
	v_cndmask_b32_e64 v12, v44, s5, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v12, v2
	v_add_f32_e32 v0, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB1_10:
	s_or_b32 exec_lo, exec_lo, s96
	s_mov_b32 s0, 0
.LBB1_11:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB1_6
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB1_5
	global_load_b32 v0, v[3:4], off
	s_mov_b32 s96, s12
	s_mov_b32 s98, s14
	s_mov_b32 s36, s34
	s_mov_b32 s44, s42
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[12:13], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[12:13]
	v_xor_b32_e32 v2, 0x80000000, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v13, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v12, 0, v12, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[12:13]
	v_cndmask_b32_e32 v13, 0xc05e0000, v13, vcc_lo
	v_cndmask_b32_e32 v12, 0, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], s[6:7]
	v_add_f64 v[14:15], 0x43380000, v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], 0xc3380000, v[14:15]
	v_lshl_add_u32 v2, v14, 20, 0x3ff00000
	v_mul_f64 v[17:18], v[15:16], s[96:97]
	v_mul_f64 v[15:16], v[15:16], s[98:99]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], v[17:18]
	v_add_f64 v[12:13], v[12:13], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], s[22:23]
	v_add_f64 v[15:16], v[15:16], s[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[12:13], v[15:16]
	v_add_f64 v[12:13], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[12:13], v[1:2]
	v_add_f64 v[12:13], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[14:15], null, v[12:13], v[12:13], 1.0
	v_div_scale_f64 v[20:21], vcc_lo, 1.0, v[12:13], 1.0
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[14:15], v[14:15], v[16:17], v[18:19]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[12:13], v[14:15], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[12:13]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s4, v0
	v_sub_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v9, 0x7fc00000, v0, vcc_lo
	s_branch .LBB1_5
.LBB1_14:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v9
.LBB1_15:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB1_17
	v_add_co_u32 v1, vcc_lo, v6, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v7, vcc_lo
	global_store_b32 v[1:2], v0, off
.LBB1_17:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softplus_w32x8
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_inst_pref_size 35
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
	.size	tessera_softplus_w32x8, .Lfunc_end1-tessera_softplus_w32x8

	.set tessera_softplus_w32x8.num_vgpr, 48
	.set tessera_softplus_w32x8.num_agpr, 0
	.set tessera_softplus_w32x8.numbered_sgpr, 105
	.set tessera_softplus_w32x8.num_named_barrier, 0
	.set tessera_softplus_w32x8.private_seg_size, 0
	.set tessera_softplus_w32x8.uses_vcc, 1
	.set tessera_softplus_w32x8.uses_flat_scratch, 0
	.set tessera_softplus_w32x8.has_dyn_sized_stack, 0
	.set tessera_softplus_w32x8.has_recursion, 0
	.set tessera_softplus_w32x8.has_indirect_call, 0
	.globl	tessera_softplus_w64x4
	.p2align	8
	.type	tessera_softplus_w64x4,@function
tessera_softplus_w64x4:
	s_load_b256 s[12:19], s[0:1], 0x0
	v_lshrrev_b32_e32 v1, 6, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 2
	v_mov_b32_e32 v2, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, s2, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e32 vcc_lo, s[16:17], v[1:2]
	v_cmp_gt_u64_e64 s2, 0x41, s[18:19]
	s_and_b32 s2, vcc_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB2_17
	v_mul_lo_u32 v3, s19, v1
	v_mul_lo_u32 v4, s18, v2
	v_mad_u64_u32 v[1:2], null, s18, v1, 0
	s_load_b64 s[20:21], s[0:1], 0x20
	v_dual_mov_b32 v6, 0 :: v_dual_and_b32 v5, 63, v0
	v_add3_u32 v2, v2, v4, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_gt_u64_e64 s2, s[18:19], v[5:6]
	v_lshlrev_b32_e32 v8, 2, v5
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, vcc_lo, s12, v3
	v_add_co_ci_u32_e64 v7, null, s13, v4, vcc_lo
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB2_3
	v_add_co_u32 v9, vcc_lo, v6, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, 0, v7, vcc_lo
	global_load_b32 v9, v[9:10], off
.LBB2_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB2_14
	s_clause 0x1
	s_load_b256 s[4:11], s[0:1], 0x28
	s_load_b128 s[16:19], s[0:1], 0x48
	v_add_co_u32 v0, vcc_lo, v1, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_add_co_u32 v3, vcc_lo, s14, v3
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	v_add_co_ci_u32_e64 v4, null, s15, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_u32 v3, vcc_lo, v3, v8
	s_mov_b32 s12, 0xfee00000
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	v_xor_b32_e32 v2, v1, v2
	v_mov_b32_e32 v1, 0
	s_mov_b32 s14, 0x35793c76
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s7, 0
	s_mov_b32 s22, 0x13a86d09
	v_xor_b32_e32 v2, s17, v2
	s_cselect_b32 s11, -1, 0
	s_cmp_lg_u32 s6, 0
	s_mov_b32 s24, 0xeff8d898
	s_cselect_b32 s33, -1, 0
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v2, 0
	s_add_u32 s0, s16, 0x9e3779b9
	s_add_u32 s1, s17, 0xbb67ae85
	s_add_u32 s6, s16, 0x3c6ef372
	v_xor_b32_e32 v10, s1, v0
	s_mov_b32 s26, 0x67f544e4
	s_mov_b32 s28, 0xb7789f5c
	v_xor_b32_e32 v5, s0, v12
	v_xor_b32_e32 v11, s6, v11
	s_mov_b32 s6, 0x652b82fe
	s_mov_b32 s30, 0xa556c734
	s_mov_b32 s34, 0x1a01a01a
	s_mov_b32 s38, 0x16c16c17
	s_mov_b32 s40, 0x11111111
	s_mov_b32 s42, 0x55555555
	s_mov_b32 s52, 0xdf3e5244
	s_mov_b32 s54, 0x96cb03de
	s_mov_b32 s56, 0x94229359
	s_mov_b32 s58, 0x55555593
	s_mov_b32 s60, 0x54442d18
	s_mov_b32 s62, 0x6dc9c883
	s_mov_b32 s64, 0x54400000
	s_mov_b32 s66, 0x1a626331
	s_mov_b32 s68, 0x1a600000
	s_mov_b32 s70, 0x2e037073
	s_mov_b32 s74, 0x16c15177
	s_mov_b32 s78, 0xbe8838d4
	s_mov_b32 s80, 0xbdb4b1c4
	s_mov_b32 s82, 0x809c52ad
	s_mov_b32 s84, 0x19c161d5
	s_mov_b32 s86, 0x5acfd57c
	s_mov_b32 s88, 0x8a2b9ceb
	s_mov_b32 s3, 0
	s_add_u32 s100, s17, 0x76cf5d0a
	s_add_u32 s101, s16, 0xdaa66d2b
	s_add_u32 s102, s17, 0x32370b8f
	s_add_u32 s103, s16, 0x78dde6e4
	s_add_u32 s104, s17, 0xed9eba14
	s_add_u32 vcc_hi, s16, 0x1715609d
	s_add_u32 s46, s17, 0xa9066899
	s_add_u32 s47, s16, 0xb54cda56
	s_add_u32 s48, s17, 0x646e171e
	s_add_u32 s49, s16, 0x5384540f
	s_add_u32 s50, s17, 0x1fd5c5a3
	s_add_u32 s17, s17, 0xdb3d7428
	s_add_i32 s51, s16, 0x8ff34781
	s_mov_b32 s7, 0x3ff71547
	s_mov_b32 s13, 0x3fe62e42
	s_mov_b32 s15, 0x3dea39ef
	s_mov_b32 s23, 0x3de61246
	s_mov_b32 s25, 0x3e21eed8
	s_mov_b32 s27, 0x3e5ae645
	s_mov_b32 s29, 0x3e927e4f
	s_mov_b32 s31, 0x3ec71de3
	s_mov_b32 s35, 0x3efa01a0
	s_mov_b32 s37, 0x3f2a01a0
	s_mov_b32 s39, 0x3f56c16c
	s_mov_b32 s41, 0x3f811111
	s_mov_b32 s43, 0x3fa55555
	s_mov_b32 s45, 0x3fc55555
	s_mov_b32 s53, 0x3fc2f112
	s_mov_b32 s55, 0x3fc74664
	s_mov_b32 s57, 0x3fd24924
	s_mov_b32 s59, 0x3fe55555
	s_mov_b32 s61, 0x401921fb
	s_mov_b32 s63, 0x3fe45f30
	s_mov_b32 s65, 0xbff921fb
	s_mov_b32 s67, 0x3dd0b461
	s_mov_b32 s69, 0xbdd0b461
	s_mov_b32 s71, 0x3ba3198a
	s_mov_b32 s72, 0x19cb1590
	s_mov_b32 s75, 0xbf56c16c
	s_mov_b32 s76, 0x5555554c
	s_mov_b32 s79, 0xbda8fae9
	s_mov_b32 s81, 0x3e21ee9e
	s_mov_b32 s83, 0xbe927e4f
	s_mov_b32 s85, 0xbf2a01a0
	s_mov_b32 s87, 0x3de5d93a
	s_mov_b32 s89, 0xbe5ae5e6
	s_mov_b32 s90, 0x57b1fe7d
	s_mov_b32 s92, 0x1110f8a6
	s_mov_b32 s94, 0x55555549
	s_mov_b32 s97, 0xbfe62e42
	s_mov_b32 s99, 0xbdea39ef
	s_branch .LBB2_7
.LBB2_5:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v9
.LBB2_6:
	s_add_u32 s20, s20, -1
	s_addc_u32 s21, s21, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v9, v0
	s_mul_f32 s8, s9, s8
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB2_15
.LBB2_7:
	s_and_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB2_11
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v9
	s_and_saveexec_b32 s96, s2
	s_cbranch_execz .LBB2_10
	s_mul_f32 s1, s10, s8
	s_mov_b32 s36, s34
	s_mov_b32 s44, s42
	s_mov_b32 s91, s31
	s_cmp_gt_f32 s1, 0
	s_mul_f32 s0, s1, 0x4f800000
	s_mov_b32 s73, s35
	s_mov_b32 s93, s41
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s1, 0xf800000
	v_mov_b32_e32 v0, s0
	s_mov_b32 s77, s43
	s_mov_b32 s95, s45
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s1, v0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v2, v0
	v_add_nc_u32_e32 v12, -1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v13, 0x80000000, v12
	v_fma_f32 v13, v13, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s1, 0, v13
	v_add_nc_u32_e32 v13, 1, v2
	v_cndmask_b32_e64 v12, v2, v12, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v14, 0x80000000, v13
	v_fma_f32 v2, v14, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s1, 0, v2
	v_cndmask_b32_e64 v2, v12, v13, s1
	s_mul_i32 s1, s19, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v12, s1, v5
	v_mul_f32_e32 v13, 0x37800000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v2, v2, v13, s0
	s_mul_hi_u32 s0, s19, 0xcd9e8d57
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v12, 0
	s_xor_b32 s0, s16, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s0, s18
	s_mul_hi_u32 s0, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v15, s0, v10
	v_cmp_class_f32_e64 s0, v0, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v15, 0
	v_cndmask_b32_e64 v0, v2, v0, s0
	v_xor3_b32 v2, s1, s100, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v44, 0, v0, vcc_lo
	global_load_b32 v0, v[3:4], off
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, v18, s101, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v2, 0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v45, v9, v0
	v_cvt_f64_f32_e32 v[13:14], v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[13:14]
	v_xor_b32_e32 v0, 0x80000000, v14
	v_cndmask_b32_e32 v14, 0x405e0000, v0, vcc_lo
	v_xor_b32_e32 v0, v16, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s102, v16, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v19, s104, v15
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v0, s103, v16, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v20, vcc_hi, v15
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v2, 0
	v_xor3_b32 v0, s46, v16, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v21, s48, v15
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v2
	v_xor3_b32 v2, s47, v16, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s49, v15
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v2, s50, v16, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s17, v15
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s51, v16, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[16:17], v0
	v_add_f64 v[16:17], v[16:17], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[16:17], v[16:17], 0xffffffe0
	v_add_nc_u32_e32 v32, 0x95f62, v17
	v_cvt_f64_u32_e32 v[17:18], v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], v[17:18], 0.5
	v_ldexp_f64 v[17:18], v[17:18], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[17:18], s[60:61]
	v_mul_f64 v[19:20], v[17:18], s[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], 0x43380000, v[19:20]
	v_add_f64 v[20:21], 0xc3380000, v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f64 v[22:23], v[20:21], s[64:65]
	v_mul_f64 v[24:25], v[20:21], s[68:69]
	v_mul_f64 v[30:31], v[20:21], s[66:67]
	v_mul_f64 v[20:21], v[20:21], s[70:71]
	v_add_f64 v[22:23], v[17:18], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[22:23], v[24:25]
	v_add_f64 v[28:29], v[22:23], -v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[28:29], v[24:25]
	v_add_f64 v[28:29], v[22:23], -v[30:31]
	v_add_f64 v[20:21], v[20:21], -v[24:25]
	v_mov_b32_e32 v25, s3
	v_lshrrev_b32_e32 v0, 20, v32
	v_bfe_u32 v24, v18, 20, 11
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v46, s0, 0xfffffc01, v0
	v_lshrrev_b32_e32 v0, 20, v29
	v_cndmask_b32_e32 v13, 0, v13, vcc_lo
	v_add_co_ci_u32_e64 v47, null, 0, -1, s0
	s_mov_b32 s0, 0xd078c69f
	v_and_b32_e32 v0, 0x7ff, v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[13:14]
	s_mov_b32 s1, 0x3fc39a09
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v13, 0, v13 :: v_dual_add_nc_u32 v0, 16, v0
	v_cndmask_b32_e32 v14, 0xc05e0000, v14, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[24:25]
	v_and_b32_e32 v0, 0xfffff, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[13:14], s[6:7]
	v_dual_cndmask_b32 v23, v23, v27 :: v_dual_cndmask_b32 v22, v22, v26
	v_dual_cndmask_b32 v21, v31, v21 :: v_dual_cndmask_b32 v20, v30, v20
	v_add_f64 v[17:18], 0x43380000, v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], 0xc3380000, v[17:18]
	v_lshl_add_u32 v2, v17, 20, 0x3ff00000
	v_mul_f64 v[26:27], v[24:25], s[12:13]
	v_mul_f64 v[24:25], v[24:25], s[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[13:14], -v[26:27]
	v_add_f64 v[12:13], v[12:13], -v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], s[22:23]
	v_add_f64 v[14:15], v[14:15], s[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[12:13], v[14:15]
	v_add_f64 v[12:13], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[12:13], v[1:2]
	v_add_f64 v[12:13], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[14:15], null, v[12:13], v[12:13], 1.0
	v_rcp_f64_e32 v[17:18], v[14:15]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[14:15], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[24:25], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[14:15], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[24:25], v[17:18]
	v_div_scale_f64 v[24:25], vcc_lo, 1.0, v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[24:25], v[17:18]
	v_fma_f64 v[14:15], -v[14:15], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[14:15], v[14:15], v[17:18], v[26:27]
	v_add_nc_u32_e32 v17, 0x3fe6a09e, v0
	v_add_f64 v[16:17], v[16:17], -1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[12:13], v[14:15], v[12:13], 1.0
	v_add_f64 v[24:25], v[16:17], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[26:27], null, v[24:25], v[24:25], v[16:17]
	v_rcp_f64_e32 v[28:29], v[26:27]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[30:31], -v[26:27], v[28:29], 1.0
	v_fma_f64 v[28:29], v[28:29], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[30:31], -v[26:27], v[28:29], 1.0
	v_fma_f64 v[28:29], v[28:29], v[30:31], v[28:29]
	v_div_scale_f64 v[30:31], vcc_lo, v[16:17], v[24:25], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[32:33], v[30:31], v[28:29]
	v_fma_f64 v[26:27], -v[26:27], v[32:33], v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[26:27], v[26:27], v[28:29], v[32:33]
	v_add_f64 v[28:29], v[22:23], -v[20:21]
	v_mul_f64 v[30:31], v[28:29], v[28:29]
	v_add_f64 v[22:23], v[22:23], -v[28:29]
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f64 v[32:33], v[30:31], s[90:91]
	v_mul_f64 v[34:35], v[30:31], s[72:73]
	v_mul_f64 v[36:37], v[30:31], s[78:79]
	v_mul_f64 v[38:39], v[30:31], s[86:87]
	v_mul_f64 v[40:41], v[30:31], v[30:31]
	v_add_f64 v[20:21], v[22:23], -v[20:21]
	v_mul_f64 v[22:23], v[28:29], v[30:31]
	v_add_f64 v[32:33], v[32:33], s[84:85]
	v_add_f64 v[34:35], v[34:35], s[74:75]
	v_add_f64 v[36:37], v[36:37], s[80:81]
	v_add_f64 v[38:39], v[38:39], s[88:89]
	v_mul_f64 v[42:43], v[30:31], v[40:41]
	v_mul_f64 v[40:41], v[40:41], v[40:41]
	v_mul_f64 v[32:33], v[30:31], v[32:33]
	v_mul_f64 v[34:35], v[30:31], v[34:35]
	v_mul_f64 v[36:37], v[30:31], v[36:37]
	v_mul_f64 v[38:39], v[42:43], v[38:39]
	v_mul_f64 v[42:43], v[20:21], 0.5
	v_add_f64 v[32:33], v[32:33], s[92:93]
	v_add_f64 v[34:35], v[34:35], s[76:77]
	v_add_f64 v[36:37], v[36:37], s[82:83]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[32:33], v[38:39], v[32:33]
	v_mul_f64 v[38:39], v[30:31], 0.5
	v_mul_f64 v[34:35], v[30:31], v[34:35]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[36:37], v[40:41], v[36:37]
	v_mul_f64 v[32:33], v[22:23], v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[40:41], -v[38:39], 1.0
	v_mul_f64 v[22:23], v[22:23], s[94:95]
	v_add_f64 v[34:35], v[34:35], v[36:37]
	v_mul_f64 v[36:37], v[28:29], v[20:21]
	v_add_f64 v[32:33], v[42:43], -v[32:33]
	v_add_f64 v[42:43], -v[40:41], 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[30:31], v[34:35]
	v_mul_f64 v[30:31], v[30:31], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[32:33], v[42:43], -v[38:39]
	v_add_f64 v[34:35], v[34:35], -v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[30:31], -v[20:21]
	v_add_f64 v[30:31], v[32:33], v[34:35]
	v_mul_f64 v[32:33], v[16:17], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[20:21], v[20:21], v[22:23]
	v_add_f64 v[22:23], v[40:41], v[30:31]
	v_cvt_f64_i32_e32 v[30:31], v47
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[20:21], v[28:29], -v[20:21]
	v_dual_mov_b32 v29, s3 :: v_dual_and_b32 v28, 2, v19
	v_xor_b32_e32 v0, 0x80000000, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[28:29]
	v_and_b32_e32 v28, 1, v19
	v_cndmask_b32_e32 v0, v0, v23, vcc_lo
	v_xor_b32_e32 v2, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v2, v21, v2, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[28:29]
	v_cndmask_b32_e32 v18, v20, v22, vcc_lo
	v_div_fixup_f64 v[20:21], v[26:27], v[24:25], v[16:17]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v19, v2, v0, vcc_lo
	v_mul_f64 v[22:23], v[20:21], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[22:23], v[22:23]
	v_mul_f64 v[26:27], v[24:25], s[52:53]
	v_mul_f64 v[28:29], v[24:25], s[0:1]
	s_mov_b32 s0, 0x1d8e78af
	s_mov_b32 s1, 0x3fcc71c5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[26:27], s[54:55]
	v_add_f64 v[28:29], v[28:29], s[0:1]
	s_mov_b32 s0, 0x9997fa04
	s_mov_b32 s1, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[26:27], v[24:25], v[26:27]
	v_mul_f64 v[28:29], v[24:25], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[26:27], s[56:57]
	v_add_f64 v[28:29], v[28:29], s[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[26:27], v[24:25], v[26:27]
	v_mul_f64 v[24:25], v[24:25], v[28:29]
	v_ldexp_f64 v[28:29], v[30:31], 32
	v_mul_f64 v[30:31], v[16:17], v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], s[58:59]
	v_mul_f64 v[22:23], v[22:23], v[26:27]
	v_cvt_f64_u32_e32 v[26:27], v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[24:25], v[22:23]
	v_add_f64 v[24:25], v[28:29], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[30:31], v[22:23]
	v_mul_f64 v[26:27], v[24:25], s[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[20:21], v[20:21], v[22:23]
	v_mul_f64 v[22:23], v[24:25], s[12:13]
	v_add_f64 v[20:21], v[26:27], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[20:21], v[20:21], -v[30:31]
	v_add_f64 v[16:17], v[16:17], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], v[22:23], v[16:17]
	v_mul_f64 v[16:17], v[16:17], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[16:17]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_ldexp_f64 v[16:17], v[16:17], v0
	v_cvt_f32_f64_e32 v0, v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[20:21], v[16:17]
	v_cmp_class_f64_e64 vcc_lo, v[16:17], 0x260
	v_mul_f64 v[22:23], v[16:17], v[20:21]
	v_mul_f64 v[20:21], v[20:21], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[20:21], v[22:23], 0.5
	v_fma_f64 v[22:23], v[22:23], v[24:25], v[22:23]
	v_fma_f64 v[20:21], v[20:21], v[24:25], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[22:23], v[22:23], v[16:17]
	v_fma_f64 v[22:23], v[24:25], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[22:23], v[22:23], v[16:17]
	v_fma_f64 v[20:21], v[24:25], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[20:21], v[20:21], v2
	v_dual_cndmask_b32 v17, v21, v17 :: v_dual_cndmask_b32 v16, v20, v16
	v_cmp_o_f32_e32 vcc_lo, v45, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[18:19], v[16:17]
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	v_mul_f32_e32 v0, s4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_sub_f32_e32 v0, v9, v0
	v_cvt_f32_f64_e32 v2, v[12:13]
	v_cndmask_b32_e64 v12, v44, s5, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v12, v2
	v_add_f32_e32 v0, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB2_10:
	s_or_b32 exec_lo, exec_lo, s96
	s_mov_b32 s0, 0
.LBB2_11:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB2_6
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB2_5
	global_load_b32 v0, v[3:4], off
	s_mov_b32 s96, s12
	s_mov_b32 s98, s14
	s_mov_b32 s36, s34
	s_mov_b32 s44, s42
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[12:13], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[12:13]
	v_xor_b32_e32 v2, 0x80000000, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v13, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v12, 0, v12, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[12:13]
	v_cndmask_b32_e32 v13, 0xc05e0000, v13, vcc_lo
	v_cndmask_b32_e32 v12, 0, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], s[6:7]
	v_add_f64 v[14:15], 0x43380000, v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], 0xc3380000, v[14:15]
	v_lshl_add_u32 v2, v14, 20, 0x3ff00000
	v_mul_f64 v[17:18], v[15:16], s[96:97]
	v_mul_f64 v[15:16], v[15:16], s[98:99]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], v[17:18]
	v_add_f64 v[12:13], v[12:13], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], s[22:23]
	v_add_f64 v[15:16], v[15:16], s[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[12:13], v[15:16]
	v_add_f64 v[12:13], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[12:13], v[1:2]
	v_add_f64 v[12:13], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[14:15], null, v[12:13], v[12:13], 1.0
	v_div_scale_f64 v[20:21], vcc_lo, 1.0, v[12:13], 1.0
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[14:15], v[14:15], v[16:17], v[18:19]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[12:13], v[14:15], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[12:13]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s4, v0
	v_sub_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v9, 0x7fc00000, v0, vcc_lo
	s_branch .LBB2_5
.LBB2_14:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v9
.LBB2_15:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB2_17
	v_add_co_u32 v1, vcc_lo, v6, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v7, vcc_lo
	global_store_b32 v[1:2], v0, off
.LBB2_17:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softplus_w64x4
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_inst_pref_size 35
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
	.size	tessera_softplus_w64x4, .Lfunc_end2-tessera_softplus_w64x4

	.set tessera_softplus_w64x4.num_vgpr, 48
	.set tessera_softplus_w64x4.num_agpr, 0
	.set tessera_softplus_w64x4.numbered_sgpr, 105
	.set tessera_softplus_w64x4.num_named_barrier, 0
	.set tessera_softplus_w64x4.private_seg_size, 0
	.set tessera_softplus_w64x4.uses_vcc, 1
	.set tessera_softplus_w64x4.uses_flat_scratch, 0
	.set tessera_softplus_w64x4.has_dyn_sized_stack, 0
	.set tessera_softplus_w64x4.has_recursion, 0
	.set tessera_softplus_w64x4.has_indirect_call, 0
	.globl	tessera_softplus_w128x2
	.p2align	8
	.type	tessera_softplus_w128x2,@function
tessera_softplus_w128x2:
	s_load_b256 s[12:19], s[0:1], 0x0
	v_lshrrev_b32_e32 v1, 7, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	v_mov_b32_e32 v2, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, s2, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e32 vcc_lo, s[16:17], v[1:2]
	v_cmp_gt_u64_e64 s2, 0x81, s[18:19]
	s_and_b32 s2, vcc_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB3_17
	v_mul_lo_u32 v3, s19, v1
	v_mul_lo_u32 v4, s18, v2
	v_mad_u64_u32 v[1:2], null, s18, v1, 0
	s_load_b64 s[20:21], s[0:1], 0x20
	v_dual_mov_b32 v6, 0 :: v_dual_and_b32 v5, 0x7f, v0
	v_add3_u32 v2, v2, v4, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_gt_u64_e64 s2, s[18:19], v[5:6]
	v_lshlrev_b32_e32 v8, 2, v5
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, vcc_lo, s12, v3
	v_add_co_ci_u32_e64 v7, null, s13, v4, vcc_lo
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB3_3
	v_add_co_u32 v9, vcc_lo, v6, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, 0, v7, vcc_lo
	global_load_b32 v9, v[9:10], off
.LBB3_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB3_14
	s_clause 0x1
	s_load_b256 s[4:11], s[0:1], 0x28
	s_load_b128 s[16:19], s[0:1], 0x48
	v_add_co_u32 v0, vcc_lo, v1, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_add_co_u32 v3, vcc_lo, s14, v3
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	v_add_co_ci_u32_e64 v4, null, s15, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_u32 v3, vcc_lo, v3, v8
	s_mov_b32 s12, 0xfee00000
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	v_xor_b32_e32 v2, v1, v2
	v_mov_b32_e32 v1, 0
	s_mov_b32 s14, 0x35793c76
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s7, 0
	s_mov_b32 s22, 0x13a86d09
	v_xor_b32_e32 v2, s17, v2
	s_cselect_b32 s11, -1, 0
	s_cmp_lg_u32 s6, 0
	s_mov_b32 s24, 0xeff8d898
	s_cselect_b32 s33, -1, 0
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v2, 0
	s_add_u32 s0, s16, 0x9e3779b9
	s_add_u32 s1, s17, 0xbb67ae85
	s_add_u32 s6, s16, 0x3c6ef372
	v_xor_b32_e32 v10, s1, v0
	s_mov_b32 s26, 0x67f544e4
	s_mov_b32 s28, 0xb7789f5c
	v_xor_b32_e32 v5, s0, v12
	v_xor_b32_e32 v11, s6, v11
	s_mov_b32 s6, 0x652b82fe
	s_mov_b32 s30, 0xa556c734
	s_mov_b32 s34, 0x1a01a01a
	s_mov_b32 s38, 0x16c16c17
	s_mov_b32 s40, 0x11111111
	s_mov_b32 s42, 0x55555555
	s_mov_b32 s52, 0xdf3e5244
	s_mov_b32 s54, 0x96cb03de
	s_mov_b32 s56, 0x94229359
	s_mov_b32 s58, 0x55555593
	s_mov_b32 s60, 0x54442d18
	s_mov_b32 s62, 0x6dc9c883
	s_mov_b32 s64, 0x54400000
	s_mov_b32 s66, 0x1a626331
	s_mov_b32 s68, 0x1a600000
	s_mov_b32 s70, 0x2e037073
	s_mov_b32 s74, 0x16c15177
	s_mov_b32 s78, 0xbe8838d4
	s_mov_b32 s80, 0xbdb4b1c4
	s_mov_b32 s82, 0x809c52ad
	s_mov_b32 s84, 0x19c161d5
	s_mov_b32 s86, 0x5acfd57c
	s_mov_b32 s88, 0x8a2b9ceb
	s_mov_b32 s3, 0
	s_add_u32 s100, s17, 0x76cf5d0a
	s_add_u32 s101, s16, 0xdaa66d2b
	s_add_u32 s102, s17, 0x32370b8f
	s_add_u32 s103, s16, 0x78dde6e4
	s_add_u32 s104, s17, 0xed9eba14
	s_add_u32 vcc_hi, s16, 0x1715609d
	s_add_u32 s46, s17, 0xa9066899
	s_add_u32 s47, s16, 0xb54cda56
	s_add_u32 s48, s17, 0x646e171e
	s_add_u32 s49, s16, 0x5384540f
	s_add_u32 s50, s17, 0x1fd5c5a3
	s_add_u32 s17, s17, 0xdb3d7428
	s_add_i32 s51, s16, 0x8ff34781
	s_mov_b32 s7, 0x3ff71547
	s_mov_b32 s13, 0x3fe62e42
	s_mov_b32 s15, 0x3dea39ef
	s_mov_b32 s23, 0x3de61246
	s_mov_b32 s25, 0x3e21eed8
	s_mov_b32 s27, 0x3e5ae645
	s_mov_b32 s29, 0x3e927e4f
	s_mov_b32 s31, 0x3ec71de3
	s_mov_b32 s35, 0x3efa01a0
	s_mov_b32 s37, 0x3f2a01a0
	s_mov_b32 s39, 0x3f56c16c
	s_mov_b32 s41, 0x3f811111
	s_mov_b32 s43, 0x3fa55555
	s_mov_b32 s45, 0x3fc55555
	s_mov_b32 s53, 0x3fc2f112
	s_mov_b32 s55, 0x3fc74664
	s_mov_b32 s57, 0x3fd24924
	s_mov_b32 s59, 0x3fe55555
	s_mov_b32 s61, 0x401921fb
	s_mov_b32 s63, 0x3fe45f30
	s_mov_b32 s65, 0xbff921fb
	s_mov_b32 s67, 0x3dd0b461
	s_mov_b32 s69, 0xbdd0b461
	s_mov_b32 s71, 0x3ba3198a
	s_mov_b32 s72, 0x19cb1590
	s_mov_b32 s75, 0xbf56c16c
	s_mov_b32 s76, 0x5555554c
	s_mov_b32 s79, 0xbda8fae9
	s_mov_b32 s81, 0x3e21ee9e
	s_mov_b32 s83, 0xbe927e4f
	s_mov_b32 s85, 0xbf2a01a0
	s_mov_b32 s87, 0x3de5d93a
	s_mov_b32 s89, 0xbe5ae5e6
	s_mov_b32 s90, 0x57b1fe7d
	s_mov_b32 s92, 0x1110f8a6
	s_mov_b32 s94, 0x55555549
	s_mov_b32 s97, 0xbfe62e42
	s_mov_b32 s99, 0xbdea39ef
	s_branch .LBB3_7
.LBB3_5:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v9
.LBB3_6:
	s_add_u32 s20, s20, -1
	s_addc_u32 s21, s21, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v9, v0
	s_mul_f32 s8, s9, s8
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB3_15
.LBB3_7:
	s_and_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB3_11
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v9
	s_and_saveexec_b32 s96, s2
	s_cbranch_execz .LBB3_10
	s_mul_f32 s1, s10, s8
	s_mov_b32 s36, s34
	s_mov_b32 s44, s42
	s_mov_b32 s91, s31
	s_cmp_gt_f32 s1, 0
	s_mul_f32 s0, s1, 0x4f800000
	s_mov_b32 s73, s35
	s_mov_b32 s93, s41
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s1, 0xf800000
	v_mov_b32_e32 v0, s0
	s_mov_b32 s77, s43
	s_mov_b32 s95, s45
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s1, v0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v2, v0
	v_add_nc_u32_e32 v12, -1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v13, 0x80000000, v12
	v_fma_f32 v13, v13, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s1, 0, v13
	v_add_nc_u32_e32 v13, 1, v2
	v_cndmask_b32_e64 v12, v2, v12, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v14, 0x80000000, v13
	v_fma_f32 v2, v14, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s1, 0, v2
	v_cndmask_b32_e64 v2, v12, v13, s1
	s_mul_i32 s1, s19, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v12, s1, v5
	v_mul_f32_e32 v13, 0x37800000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v2, v2, v13, s0
	s_mul_hi_u32 s0, s19, 0xcd9e8d57
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v12, 0
	s_xor_b32 s0, s16, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s0, s18
	s_mul_hi_u32 s0, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v15, s0, v10
	v_cmp_class_f32_e64 s0, v0, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v15, 0
	v_cndmask_b32_e64 v0, v2, v0, s0
	v_xor3_b32 v2, s1, s100, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v44, 0, v0, vcc_lo
	global_load_b32 v0, v[3:4], off
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, v18, s101, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v2, 0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v45, v9, v0
	v_cvt_f64_f32_e32 v[13:14], v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[13:14]
	v_xor_b32_e32 v0, 0x80000000, v14
	v_cndmask_b32_e32 v14, 0x405e0000, v0, vcc_lo
	v_xor_b32_e32 v0, v16, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s102, v16, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v19, s104, v15
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v0, s103, v16, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v20, vcc_hi, v15
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v2, 0
	v_xor3_b32 v0, s46, v16, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v21, s48, v15
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v2
	v_xor3_b32 v2, s47, v16, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s49, v15
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v2, s50, v16, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s17, v15
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s51, v16, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[16:17], v0
	v_add_f64 v[16:17], v[16:17], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[16:17], v[16:17], 0xffffffe0
	v_add_nc_u32_e32 v32, 0x95f62, v17
	v_cvt_f64_u32_e32 v[17:18], v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], v[17:18], 0.5
	v_ldexp_f64 v[17:18], v[17:18], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[17:18], s[60:61]
	v_mul_f64 v[19:20], v[17:18], s[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], 0x43380000, v[19:20]
	v_add_f64 v[20:21], 0xc3380000, v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f64 v[22:23], v[20:21], s[64:65]
	v_mul_f64 v[24:25], v[20:21], s[68:69]
	v_mul_f64 v[30:31], v[20:21], s[66:67]
	v_mul_f64 v[20:21], v[20:21], s[70:71]
	v_add_f64 v[22:23], v[17:18], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[22:23], v[24:25]
	v_add_f64 v[28:29], v[22:23], -v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[28:29], v[24:25]
	v_add_f64 v[28:29], v[22:23], -v[30:31]
	v_add_f64 v[20:21], v[20:21], -v[24:25]
	v_mov_b32_e32 v25, s3
	v_lshrrev_b32_e32 v0, 20, v32
	v_bfe_u32 v24, v18, 20, 11
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v46, s0, 0xfffffc01, v0
	v_lshrrev_b32_e32 v0, 20, v29
	v_cndmask_b32_e32 v13, 0, v13, vcc_lo
	v_add_co_ci_u32_e64 v47, null, 0, -1, s0
	s_mov_b32 s0, 0xd078c69f
	v_and_b32_e32 v0, 0x7ff, v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[13:14]
	s_mov_b32 s1, 0x3fc39a09
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v13, 0, v13 :: v_dual_add_nc_u32 v0, 16, v0
	v_cndmask_b32_e32 v14, 0xc05e0000, v14, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[24:25]
	v_and_b32_e32 v0, 0xfffff, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[13:14], s[6:7]
	v_dual_cndmask_b32 v23, v23, v27 :: v_dual_cndmask_b32 v22, v22, v26
	v_dual_cndmask_b32 v21, v31, v21 :: v_dual_cndmask_b32 v20, v30, v20
	v_add_f64 v[17:18], 0x43380000, v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], 0xc3380000, v[17:18]
	v_lshl_add_u32 v2, v17, 20, 0x3ff00000
	v_mul_f64 v[26:27], v[24:25], s[12:13]
	v_mul_f64 v[24:25], v[24:25], s[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[13:14], -v[26:27]
	v_add_f64 v[12:13], v[12:13], -v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], s[22:23]
	v_add_f64 v[14:15], v[14:15], s[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[12:13], v[14:15]
	v_add_f64 v[12:13], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[12:13], v[1:2]
	v_add_f64 v[12:13], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[14:15], null, v[12:13], v[12:13], 1.0
	v_rcp_f64_e32 v[17:18], v[14:15]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[14:15], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[24:25], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[14:15], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[24:25], v[17:18]
	v_div_scale_f64 v[24:25], vcc_lo, 1.0, v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[24:25], v[17:18]
	v_fma_f64 v[14:15], -v[14:15], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[14:15], v[14:15], v[17:18], v[26:27]
	v_add_nc_u32_e32 v17, 0x3fe6a09e, v0
	v_add_f64 v[16:17], v[16:17], -1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[12:13], v[14:15], v[12:13], 1.0
	v_add_f64 v[24:25], v[16:17], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[26:27], null, v[24:25], v[24:25], v[16:17]
	v_rcp_f64_e32 v[28:29], v[26:27]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[30:31], -v[26:27], v[28:29], 1.0
	v_fma_f64 v[28:29], v[28:29], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[30:31], -v[26:27], v[28:29], 1.0
	v_fma_f64 v[28:29], v[28:29], v[30:31], v[28:29]
	v_div_scale_f64 v[30:31], vcc_lo, v[16:17], v[24:25], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[32:33], v[30:31], v[28:29]
	v_fma_f64 v[26:27], -v[26:27], v[32:33], v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[26:27], v[26:27], v[28:29], v[32:33]
	v_add_f64 v[28:29], v[22:23], -v[20:21]
	v_mul_f64 v[30:31], v[28:29], v[28:29]
	v_add_f64 v[22:23], v[22:23], -v[28:29]
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f64 v[32:33], v[30:31], s[90:91]
	v_mul_f64 v[34:35], v[30:31], s[72:73]
	v_mul_f64 v[36:37], v[30:31], s[78:79]
	v_mul_f64 v[38:39], v[30:31], s[86:87]
	v_mul_f64 v[40:41], v[30:31], v[30:31]
	v_add_f64 v[20:21], v[22:23], -v[20:21]
	v_mul_f64 v[22:23], v[28:29], v[30:31]
	v_add_f64 v[32:33], v[32:33], s[84:85]
	v_add_f64 v[34:35], v[34:35], s[74:75]
	v_add_f64 v[36:37], v[36:37], s[80:81]
	v_add_f64 v[38:39], v[38:39], s[88:89]
	v_mul_f64 v[42:43], v[30:31], v[40:41]
	v_mul_f64 v[40:41], v[40:41], v[40:41]
	v_mul_f64 v[32:33], v[30:31], v[32:33]
	v_mul_f64 v[34:35], v[30:31], v[34:35]
	v_mul_f64 v[36:37], v[30:31], v[36:37]
	v_mul_f64 v[38:39], v[42:43], v[38:39]
	v_mul_f64 v[42:43], v[20:21], 0.5
	v_add_f64 v[32:33], v[32:33], s[92:93]
	v_add_f64 v[34:35], v[34:35], s[76:77]
	v_add_f64 v[36:37], v[36:37], s[82:83]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[32:33], v[38:39], v[32:33]
	v_mul_f64 v[38:39], v[30:31], 0.5
	v_mul_f64 v[34:35], v[30:31], v[34:35]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[36:37], v[40:41], v[36:37]
	v_mul_f64 v[32:33], v[22:23], v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[40:41], -v[38:39], 1.0
	v_mul_f64 v[22:23], v[22:23], s[94:95]
	v_add_f64 v[34:35], v[34:35], v[36:37]
	v_mul_f64 v[36:37], v[28:29], v[20:21]
	v_add_f64 v[32:33], v[42:43], -v[32:33]
	v_add_f64 v[42:43], -v[40:41], 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[30:31], v[34:35]
	v_mul_f64 v[30:31], v[30:31], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[32:33], v[42:43], -v[38:39]
	v_add_f64 v[34:35], v[34:35], -v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[30:31], -v[20:21]
	v_add_f64 v[30:31], v[32:33], v[34:35]
	v_mul_f64 v[32:33], v[16:17], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[20:21], v[20:21], v[22:23]
	v_add_f64 v[22:23], v[40:41], v[30:31]
	v_cvt_f64_i32_e32 v[30:31], v47
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[20:21], v[28:29], -v[20:21]
	v_dual_mov_b32 v29, s3 :: v_dual_and_b32 v28, 2, v19
	v_xor_b32_e32 v0, 0x80000000, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[28:29]
	v_and_b32_e32 v28, 1, v19
	v_cndmask_b32_e32 v0, v0, v23, vcc_lo
	v_xor_b32_e32 v2, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v2, v21, v2, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[28:29]
	v_cndmask_b32_e32 v18, v20, v22, vcc_lo
	v_div_fixup_f64 v[20:21], v[26:27], v[24:25], v[16:17]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v19, v2, v0, vcc_lo
	v_mul_f64 v[22:23], v[20:21], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[22:23], v[22:23]
	v_mul_f64 v[26:27], v[24:25], s[52:53]
	v_mul_f64 v[28:29], v[24:25], s[0:1]
	s_mov_b32 s0, 0x1d8e78af
	s_mov_b32 s1, 0x3fcc71c5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[26:27], s[54:55]
	v_add_f64 v[28:29], v[28:29], s[0:1]
	s_mov_b32 s0, 0x9997fa04
	s_mov_b32 s1, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[26:27], v[24:25], v[26:27]
	v_mul_f64 v[28:29], v[24:25], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[26:27], s[56:57]
	v_add_f64 v[28:29], v[28:29], s[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[26:27], v[24:25], v[26:27]
	v_mul_f64 v[24:25], v[24:25], v[28:29]
	v_ldexp_f64 v[28:29], v[30:31], 32
	v_mul_f64 v[30:31], v[16:17], v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], s[58:59]
	v_mul_f64 v[22:23], v[22:23], v[26:27]
	v_cvt_f64_u32_e32 v[26:27], v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[24:25], v[22:23]
	v_add_f64 v[24:25], v[28:29], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[30:31], v[22:23]
	v_mul_f64 v[26:27], v[24:25], s[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[20:21], v[20:21], v[22:23]
	v_mul_f64 v[22:23], v[24:25], s[12:13]
	v_add_f64 v[20:21], v[26:27], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[20:21], v[20:21], -v[30:31]
	v_add_f64 v[16:17], v[16:17], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], v[22:23], v[16:17]
	v_mul_f64 v[16:17], v[16:17], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[16:17]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_ldexp_f64 v[16:17], v[16:17], v0
	v_cvt_f32_f64_e32 v0, v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[20:21], v[16:17]
	v_cmp_class_f64_e64 vcc_lo, v[16:17], 0x260
	v_mul_f64 v[22:23], v[16:17], v[20:21]
	v_mul_f64 v[20:21], v[20:21], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[20:21], v[22:23], 0.5
	v_fma_f64 v[22:23], v[22:23], v[24:25], v[22:23]
	v_fma_f64 v[20:21], v[20:21], v[24:25], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[22:23], v[22:23], v[16:17]
	v_fma_f64 v[22:23], v[24:25], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[22:23], v[22:23], v[16:17]
	v_fma_f64 v[20:21], v[24:25], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[20:21], v[20:21], v2
	v_dual_cndmask_b32 v17, v21, v17 :: v_dual_cndmask_b32 v16, v20, v16
	v_cmp_o_f32_e32 vcc_lo, v45, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[18:19], v[16:17]
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	v_mul_f32_e32 v0, s4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_sub_f32_e32 v0, v9, v0
	v_cvt_f32_f64_e32 v2, v[12:13]
	v_cndmask_b32_e64 v12, v44, s5, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v12, v2
	v_add_f32_e32 v0, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB3_10:
	s_or_b32 exec_lo, exec_lo, s96
	s_mov_b32 s0, 0
.LBB3_11:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB3_6
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB3_5
	global_load_b32 v0, v[3:4], off
	s_mov_b32 s96, s12
	s_mov_b32 s98, s14
	s_mov_b32 s36, s34
	s_mov_b32 s44, s42
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[12:13], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[12:13]
	v_xor_b32_e32 v2, 0x80000000, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v13, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v12, 0, v12, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[12:13]
	v_cndmask_b32_e32 v13, 0xc05e0000, v13, vcc_lo
	v_cndmask_b32_e32 v12, 0, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], s[6:7]
	v_add_f64 v[14:15], 0x43380000, v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], 0xc3380000, v[14:15]
	v_lshl_add_u32 v2, v14, 20, 0x3ff00000
	v_mul_f64 v[17:18], v[15:16], s[96:97]
	v_mul_f64 v[15:16], v[15:16], s[98:99]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], v[17:18]
	v_add_f64 v[12:13], v[12:13], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], s[22:23]
	v_add_f64 v[15:16], v[15:16], s[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[15:16]
	v_add_f64 v[15:16], v[15:16], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[12:13], v[15:16]
	v_add_f64 v[12:13], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[12:13], v[1:2]
	v_add_f64 v[12:13], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[14:15], null, v[12:13], v[12:13], 1.0
	v_div_scale_f64 v[20:21], vcc_lo, 1.0, v[12:13], 1.0
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[14:15], v[14:15], v[16:17], v[18:19]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[12:13], v[14:15], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[12:13]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s4, v0
	v_sub_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v9, 0x7fc00000, v0, vcc_lo
	s_branch .LBB3_5
.LBB3_14:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v9
.LBB3_15:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB3_17
	v_add_co_u32 v1, vcc_lo, v6, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v7, vcc_lo
	global_store_b32 v[1:2], v0, off
.LBB3_17:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softplus_w128x2
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_inst_pref_size 35
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
	.size	tessera_softplus_w128x2, .Lfunc_end3-tessera_softplus_w128x2

	.set tessera_softplus_w128x2.num_vgpr, 48
	.set tessera_softplus_w128x2.num_agpr, 0
	.set tessera_softplus_w128x2.numbered_sgpr, 105
	.set tessera_softplus_w128x2.num_named_barrier, 0
	.set tessera_softplus_w128x2.private_seg_size, 0
	.set tessera_softplus_w128x2.uses_vcc, 1
	.set tessera_softplus_w128x2.uses_flat_scratch, 0
	.set tessera_softplus_w128x2.has_dyn_sized_stack, 0
	.set tessera_softplus_w128x2.has_recursion, 0
	.set tessera_softplus_w128x2.has_indirect_call, 0
	.globl	tessera_softplus_w256
	.p2align	8
	.type	tessera_softplus_w256,@function
tessera_softplus_w256:
	s_load_b256 s[12:19], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[16:17], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x100, s[18:19]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB4_16
	s_load_b64 s[20:21], s[0:1], 0x20
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s19, s2
	s_mul_hi_u32 s4, s18, s2
	s_mul_i32 s24, s18, s2
	s_add_i32 s25, s4, s3
	v_cmp_gt_u64_e64 s2, s[18:19], v[0:1]
	s_lshl_b64 s[22:23], s[24:25], 2
	v_lshlrev_b32_e32 v5, 2, v0
	s_add_u32 s6, s12, s22
	s_addc_u32 s7, s13, s23
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB4_3
	global_load_b32 v6, v5, s[6:7]
.LBB4_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB4_17
	s_mov_b32 s26, 0xeff8d898
	v_writelane_b32 v46, s6, 0
	s_mov_b32 s28, 0x67f544e4
	s_mov_b32 s30, 0xb7789f5c
	s_mov_b32 s34, 0xa556c734
	s_mov_b32 s36, 0x1a01a01a
	v_writelane_b32 v46, s7, 1
	s_clause 0x1
	s_load_b256 s[4:11], s[0:1], 0x28
	s_load_b128 s[16:19], s[0:1], 0x48
	v_add_co_u32 v0, s0, s24, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s25, 0, s0
	s_mov_b32 s24, 0x13a86d09
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mov_b32 s40, 0x16c16c17
	s_mov_b32 s42, 0x11111111
	s_mov_b32 s44, 0x55555555
	s_mov_b32 s54, 0xdf3e5244
	s_mov_b32 s56, 0x96cb03de
	s_mov_b32 s58, 0x94229359
	v_xor_b32_e32 v2, v1, v2
	v_mov_b32_e32 v1, 0
	s_mov_b32 s60, 0x55555593
	s_mov_b32 s62, 0x54442d18
	s_mov_b32 s64, 0x6dc9c883
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s7, 0
	v_xor_b32_e32 v2, s17, v2
	s_cselect_b32 s11, -1, 0
	s_add_u32 s0, s14, s22
	s_addc_u32 s1, s15, s23
	s_cmp_lg_u32 s6, 0
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v2, 0
	v_add_co_u32 v3, s0, s0, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s1, 0, s0
	s_cselect_b32 s33, -1, 0
	s_add_u32 s0, s16, 0x9e3779b9
	s_add_u32 s1, s17, 0xbb67ae85
	s_add_u32 s6, s16, 0x3c6ef372
	v_xor_b32_e32 v7, s0, v10
	v_xor_b32_e32 v8, s1, v0
	v_xor_b32_e32 v9, s6, v9
	s_mov_b32 s6, 0x652b82fe
	s_mov_b32 s14, 0xfee00000
	s_mov_b32 s22, 0x35793c76
	s_mov_b32 s66, 0x54400000
	s_mov_b32 s68, 0x1a626331
	s_mov_b32 s70, 0x1a600000
	s_mov_b32 s72, 0x2e037073
	s_mov_b32 s76, 0x16c15177
	s_mov_b32 s80, 0xbe8838d4
	s_mov_b32 s82, 0xbdb4b1c4
	s_mov_b32 s84, 0x809c52ad
	s_mov_b32 s86, 0x19c161d5
	s_mov_b32 s88, 0x5acfd57c
	s_mov_b32 s90, 0x8a2b9ceb
	s_mov_b32 s3, 0
	s_add_u32 s102, s17, 0x76cf5d0a
	s_add_u32 s103, s16, 0xdaa66d2b
	s_add_u32 s104, s17, 0x32370b8f
	s_add_u32 vcc_hi, s16, 0x78dde6e4
	s_add_u32 s48, s17, 0xed9eba14
	s_add_u32 s49, s16, 0x1715609d
	s_add_u32 s50, s17, 0xa9066899
	s_add_u32 s51, s16, 0xb54cda56
	s_add_u32 s12, s17, 0x646e171e
	s_add_u32 s13, s16, 0x5384540f
	s_add_u32 s52, s17, 0x1fd5c5a3
	s_add_u32 s17, s17, 0xdb3d7428
	s_add_i32 s53, s16, 0x8ff34781
	s_mov_b32 s7, 0x3ff71547
	s_mov_b32 s15, 0x3fe62e42
	s_mov_b32 s23, 0x3dea39ef
	s_mov_b32 s25, 0x3de61246
	s_mov_b32 s27, 0x3e21eed8
	s_mov_b32 s29, 0x3e5ae645
	s_mov_b32 s31, 0x3e927e4f
	s_mov_b32 s35, 0x3ec71de3
	s_mov_b32 s37, 0x3efa01a0
	s_mov_b32 s39, 0x3f2a01a0
	s_mov_b32 s41, 0x3f56c16c
	s_mov_b32 s43, 0x3f811111
	s_mov_b32 s45, 0x3fa55555
	s_mov_b32 s47, 0x3fc55555
	s_mov_b32 s55, 0x3fc2f112
	s_mov_b32 s57, 0x3fc74664
	s_mov_b32 s59, 0x3fd24924
	s_mov_b32 s61, 0x3fe55555
	s_mov_b32 s63, 0x401921fb
	s_mov_b32 s65, 0x3fe45f30
	s_mov_b32 s67, 0xbff921fb
	s_mov_b32 s69, 0x3dd0b461
	s_mov_b32 s71, 0xbdd0b461
	s_mov_b32 s73, 0x3ba3198a
	s_mov_b32 s74, 0x19cb1590
	s_mov_b32 s77, 0xbf56c16c
	s_mov_b32 s78, 0x5555554c
	s_mov_b32 s81, 0xbda8fae9
	s_mov_b32 s83, 0x3e21ee9e
	s_mov_b32 s85, 0xbe927e4f
	s_mov_b32 s87, 0xbf2a01a0
	s_mov_b32 s89, 0x3de5d93a
	s_mov_b32 s91, 0xbe5ae5e6
	s_mov_b32 s92, 0x57b1fe7d
	s_mov_b32 s94, 0x1110f8a6
	s_mov_b32 s96, 0x55555549
	s_mov_b32 s99, 0xbfe62e42
	s_mov_b32 s101, 0xbdea39ef
	s_branch .LBB4_7
.LBB4_5:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v6
.LBB4_6:
	s_add_u32 s20, s20, -1
	s_addc_u32 s21, s21, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v6, v0
	s_mul_f32 s8, s9, s8
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB4_14
.LBB4_7:
	s_and_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB4_11
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v6
	s_and_saveexec_b32 s98, s2
	s_cbranch_execz .LBB4_10
	s_mul_f32 s1, s10, s8
	s_mov_b32 s38, s36
	s_mov_b32 s46, s44
	s_mov_b32 s93, s35
	s_cmp_gt_f32 s1, 0
	s_mul_f32 s0, s1, 0x4f800000
	s_mov_b32 s75, s37
	s_mov_b32 s95, s43
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s1, 0xf800000
	v_mov_b32_e32 v0, s0
	s_mov_b32 s79, s45
	s_mov_b32 s97, s47
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s1, v0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v2, v0
	v_add_nc_u32_e32 v10, -1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v11, 0x80000000, v10
	v_fma_f32 v11, v11, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s1, 0, v11
	v_add_nc_u32_e32 v11, 1, v2
	v_cndmask_b32_e64 v10, v2, v10, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v12, 0x80000000, v11
	v_fma_f32 v2, v12, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s1, 0, v2
	v_cndmask_b32_e64 v2, v10, v11, s1
	s_mul_i32 s1, s19, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v10, s1, v7
	v_mul_f32_e32 v11, 0x37800000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v2, v2, v11, s0
	s_mul_hi_u32 s0, s19, 0xcd9e8d57
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v10, 0
	s_xor_b32 s0, s16, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s0, s18
	s_mul_hi_u32 s0, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v13, s0, v8
	v_cmp_class_f32_e64 s0, v0, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v13, 0
	v_cndmask_b32_e64 v0, v2, v0, s0
	v_xor3_b32 v2, s1, s102, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v42, 0, v0, vcc_lo
	global_load_b32 v0, v[3:4], off
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, v16, s103, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v2, 0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v43, v6, v0
	v_cvt_f64_f32_e32 v[11:12], v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[11:12]
	v_xor_b32_e32 v0, 0x80000000, v12
	v_cndmask_b32_e32 v12, 0x405e0000, v0, vcc_lo
	v_xor_b32_e32 v0, v14, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s104, v14, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v17, s48, v13
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v0, vcc_hi, v14, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v18, s49, v13
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v2, 0
	v_xor3_b32 v0, s50, v14, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v19, s12, v13
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v2
	v_xor3_b32 v2, s51, v14, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s13, v13
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v2, s52, v14, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s17, v13
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s53, v14, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[14:15], v0
	v_add_f64 v[14:15], v[14:15], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[14:15], v[14:15], 0xffffffe0
	v_add_nc_u32_e32 v30, 0x95f62, v15
	v_cvt_f64_u32_e32 v[15:16], v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[15:16], 0.5
	v_ldexp_f64 v[15:16], v[15:16], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[15:16], s[62:63]
	v_mul_f64 v[17:18], v[15:16], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], 0x43380000, v[17:18]
	v_add_f64 v[18:19], 0xc3380000, v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f64 v[20:21], v[18:19], s[66:67]
	v_mul_f64 v[22:23], v[18:19], s[70:71]
	v_mul_f64 v[28:29], v[18:19], s[68:69]
	v_mul_f64 v[18:19], v[18:19], s[72:73]
	v_add_f64 v[20:21], v[15:16], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], v[20:21], v[22:23]
	v_add_f64 v[26:27], v[20:21], -v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[26:27], v[22:23]
	v_add_f64 v[26:27], v[20:21], -v[28:29]
	v_add_f64 v[18:19], v[18:19], -v[22:23]
	v_mov_b32_e32 v23, s3
	v_lshrrev_b32_e32 v0, 20, v30
	v_bfe_u32 v22, v16, 20, 11
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v44, s0, 0xfffffc01, v0
	v_lshrrev_b32_e32 v0, 20, v27
	v_cndmask_b32_e32 v11, 0, v11, vcc_lo
	v_add_co_ci_u32_e64 v45, null, 0, -1, s0
	s_mov_b32 s0, 0xd078c69f
	v_and_b32_e32 v0, 0x7ff, v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[11:12]
	s_mov_b32 s1, 0x3fc39a09
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v11, 0, v11 :: v_dual_add_nc_u32 v0, 16, v0
	v_cndmask_b32_e32 v12, 0xc05e0000, v12, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[22:23]
	v_and_b32_e32 v0, 0xfffff, v30
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[15:16], v[11:12], s[6:7]
	v_dual_cndmask_b32 v21, v21, v25 :: v_dual_cndmask_b32 v20, v20, v24
	v_dual_cndmask_b32 v19, v29, v19 :: v_dual_cndmask_b32 v18, v28, v18
	v_add_f64 v[15:16], 0x43380000, v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], 0xc3380000, v[15:16]
	v_lshl_add_u32 v2, v15, 20, 0x3ff00000
	v_mul_f64 v[24:25], v[22:23], s[14:15]
	v_mul_f64 v[22:23], v[22:23], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[11:12], -v[24:25]
	v_add_f64 v[10:11], v[10:11], -v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], s[24:25]
	v_add_f64 v[12:13], v[12:13], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], v[12:13]
	v_add_f64 v[12:13], v[12:13], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], v[12:13]
	v_add_f64 v[12:13], v[12:13], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], v[12:13]
	v_add_f64 v[12:13], v[12:13], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], v[12:13]
	v_add_f64 v[12:13], v[12:13], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], v[12:13]
	v_add_f64 v[12:13], v[12:13], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], v[12:13]
	v_add_f64 v[12:13], v[12:13], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], v[12:13]
	v_add_f64 v[12:13], v[12:13], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], v[12:13]
	v_add_f64 v[12:13], v[12:13], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], v[12:13]
	v_add_f64 v[12:13], v[12:13], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], v[12:13]
	v_add_f64 v[12:13], v[12:13], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], v[12:13]
	v_add_f64 v[12:13], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[10:11], v[10:11], v[12:13]
	v_add_f64 v[10:11], v[10:11], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[10:11], v[10:11], v[1:2]
	v_add_f64 v[10:11], v[10:11], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[12:13], null, v[10:11], v[10:11], 1.0
	v_rcp_f64_e32 v[15:16], v[12:13]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[22:23], -v[12:13], v[15:16], 1.0
	v_fma_f64 v[15:16], v[15:16], v[22:23], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[22:23], -v[12:13], v[15:16], 1.0
	v_fma_f64 v[15:16], v[15:16], v[22:23], v[15:16]
	v_div_scale_f64 v[22:23], vcc_lo, 1.0, v[10:11], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[22:23], v[15:16]
	v_fma_f64 v[12:13], -v[12:13], v[24:25], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[12:13], v[12:13], v[15:16], v[24:25]
	v_add_nc_u32_e32 v15, 0x3fe6a09e, v0
	v_add_f64 v[14:15], v[14:15], -1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[10:11], v[12:13], v[10:11], 1.0
	v_add_f64 v[22:23], v[14:15], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[24:25], null, v[22:23], v[22:23], v[14:15]
	v_rcp_f64_e32 v[26:27], v[24:25]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[28:29], -v[24:25], v[26:27], 1.0
	v_fma_f64 v[26:27], v[26:27], v[28:29], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[28:29], -v[24:25], v[26:27], 1.0
	v_fma_f64 v[26:27], v[26:27], v[28:29], v[26:27]
	v_div_scale_f64 v[28:29], vcc_lo, v[14:15], v[22:23], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[30:31], v[28:29], v[26:27]
	v_fma_f64 v[24:25], -v[24:25], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[24:25], v[24:25], v[26:27], v[30:31]
	v_add_f64 v[26:27], v[20:21], -v[18:19]
	v_mul_f64 v[28:29], v[26:27], v[26:27]
	v_add_f64 v[20:21], v[20:21], -v[26:27]
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f64 v[30:31], v[28:29], s[92:93]
	v_mul_f64 v[32:33], v[28:29], s[74:75]
	v_mul_f64 v[34:35], v[28:29], s[80:81]
	v_mul_f64 v[36:37], v[28:29], s[88:89]
	v_mul_f64 v[38:39], v[28:29], v[28:29]
	v_add_f64 v[18:19], v[20:21], -v[18:19]
	v_mul_f64 v[20:21], v[26:27], v[28:29]
	v_add_f64 v[30:31], v[30:31], s[86:87]
	v_add_f64 v[32:33], v[32:33], s[76:77]
	v_add_f64 v[34:35], v[34:35], s[82:83]
	v_add_f64 v[36:37], v[36:37], s[90:91]
	v_mul_f64 v[40:41], v[28:29], v[38:39]
	v_mul_f64 v[38:39], v[38:39], v[38:39]
	v_mul_f64 v[30:31], v[28:29], v[30:31]
	v_mul_f64 v[32:33], v[28:29], v[32:33]
	v_mul_f64 v[34:35], v[28:29], v[34:35]
	v_mul_f64 v[36:37], v[40:41], v[36:37]
	v_mul_f64 v[40:41], v[18:19], 0.5
	v_add_f64 v[30:31], v[30:31], s[94:95]
	v_add_f64 v[32:33], v[32:33], s[78:79]
	v_add_f64 v[34:35], v[34:35], s[84:85]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[30:31], v[36:37], v[30:31]
	v_mul_f64 v[36:37], v[28:29], 0.5
	v_mul_f64 v[32:33], v[28:29], v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[34:35], v[38:39], v[34:35]
	v_mul_f64 v[30:31], v[20:21], v[30:31]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[38:39], -v[36:37], 1.0
	v_mul_f64 v[20:21], v[20:21], s[96:97]
	v_add_f64 v[32:33], v[32:33], v[34:35]
	v_mul_f64 v[34:35], v[26:27], v[18:19]
	v_add_f64 v[30:31], v[40:41], -v[30:31]
	v_add_f64 v[40:41], -v[38:39], 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[32:33], v[28:29], v[32:33]
	v_mul_f64 v[28:29], v[28:29], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[40:41], -v[36:37]
	v_add_f64 v[32:33], v[32:33], -v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[28:29], -v[18:19]
	v_add_f64 v[28:29], v[30:31], v[32:33]
	v_mul_f64 v[30:31], v[14:15], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[18:19], v[18:19], v[20:21]
	v_add_f64 v[20:21], v[38:39], v[28:29]
	v_cvt_f64_i32_e32 v[28:29], v45
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[18:19], v[26:27], -v[18:19]
	v_dual_mov_b32 v27, s3 :: v_dual_and_b32 v26, 2, v17
	v_xor_b32_e32 v0, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[26:27]
	v_and_b32_e32 v26, 1, v17
	v_cndmask_b32_e32 v0, v0, v21, vcc_lo
	v_xor_b32_e32 v2, 0x80000000, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v2, v19, v2, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[26:27]
	v_cndmask_b32_e32 v16, v18, v20, vcc_lo
	v_div_fixup_f64 v[18:19], v[24:25], v[22:23], v[14:15]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v17, v2, v0, vcc_lo
	v_mul_f64 v[20:21], v[18:19], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[20:21], v[20:21]
	v_mul_f64 v[24:25], v[22:23], s[54:55]
	v_mul_f64 v[26:27], v[22:23], s[0:1]
	s_mov_b32 s0, 0x1d8e78af
	s_mov_b32 s1, 0x3fcc71c5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[24:25], s[56:57]
	v_add_f64 v[26:27], v[26:27], s[0:1]
	s_mov_b32 s0, 0x9997fa04
	s_mov_b32 s1, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[24:25], v[22:23], v[24:25]
	v_mul_f64 v[26:27], v[22:23], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[24:25], s[58:59]
	v_add_f64 v[26:27], v[26:27], s[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[24:25], v[22:23], v[24:25]
	v_mul_f64 v[22:23], v[22:23], v[26:27]
	v_ldexp_f64 v[26:27], v[28:29], 32
	v_mul_f64 v[28:29], v[14:15], v[30:31]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], v[24:25], s[60:61]
	v_mul_f64 v[20:21], v[20:21], v[24:25]
	v_cvt_f64_u32_e32 v[24:25], v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[22:23], v[20:21]
	v_add_f64 v[22:23], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[28:29], v[20:21]
	v_mul_f64 v[24:25], v[22:23], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[18:19], v[20:21]
	v_mul_f64 v[20:21], v[22:23], s[14:15]
	v_add_f64 v[18:19], v[24:25], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[18:19], -v[28:29]
	v_add_f64 v[14:15], v[14:15], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[14:15], v[20:21], v[14:15]
	v_mul_f64 v[14:15], v[14:15], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[14:15]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_ldexp_f64 v[14:15], v[14:15], v0
	v_cvt_f32_f64_e32 v0, v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[18:19], v[14:15]
	v_cmp_class_f64_e64 vcc_lo, v[14:15], 0x260
	v_mul_f64 v[20:21], v[14:15], v[18:19]
	v_mul_f64 v[18:19], v[18:19], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[22:23], -v[18:19], v[20:21], 0.5
	v_fma_f64 v[20:21], v[20:21], v[22:23], v[20:21]
	v_fma_f64 v[18:19], v[18:19], v[22:23], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[22:23], -v[20:21], v[20:21], v[14:15]
	v_fma_f64 v[20:21], v[22:23], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[22:23], -v[20:21], v[20:21], v[14:15]
	v_fma_f64 v[18:19], v[22:23], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[18:19], v[18:19], v2
	v_dual_cndmask_b32 v15, v19, v15 :: v_dual_cndmask_b32 v14, v18, v14
	v_cmp_o_f32_e32 vcc_lo, v43, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[10:11], v[16:17], v[14:15]
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	v_mul_f32_e32 v0, s4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_sub_f32_e32 v0, v6, v0
	v_cvt_f32_f64_e32 v2, v[10:11]
	v_cndmask_b32_e64 v10, v42, s5, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v10, v2
	v_add_f32_e32 v0, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB4_10:
	s_or_b32 exec_lo, exec_lo, s98
	s_mov_b32 s0, 0
.LBB4_11:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB4_6
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB4_5
	global_load_b32 v0, v[3:4], off
	s_mov_b32 s98, s14
	s_mov_b32 s100, s22
	s_mov_b32 s38, s36
	s_mov_b32 s46, s44
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[10:11], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[10:11]
	v_xor_b32_e32 v2, 0x80000000, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v11, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v10, 0, v10, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[10:11]
	v_cndmask_b32_e32 v11, 0xc05e0000, v11, vcc_lo
	v_cndmask_b32_e32 v10, 0, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], s[6:7]
	v_add_f64 v[12:13], 0x43380000, v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], 0xc3380000, v[12:13]
	v_lshl_add_u32 v2, v12, 20, 0x3ff00000
	v_mul_f64 v[15:16], v[13:14], s[98:99]
	v_mul_f64 v[13:14], v[13:14], s[100:101]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[10:11], v[15:16]
	v_add_f64 v[10:11], v[10:11], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], s[24:25]
	v_add_f64 v[13:14], v[13:14], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[10:11], v[10:11], v[13:14]
	v_add_f64 v[10:11], v[10:11], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[10:11], v[10:11], v[1:2]
	v_add_f64 v[10:11], v[10:11], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[12:13], null, v[10:11], v[10:11], 1.0
	v_div_scale_f64 v[18:19], vcc_lo, 1.0, v[10:11], 1.0
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[12:13], v[12:13], v[14:15], v[16:17]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[10:11], v[12:13], v[10:11], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[10:11]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s4, v0
	v_sub_f32_e32 v0, v6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v6, 0x7fc00000, v0, vcc_lo
	s_branch .LBB4_5
.LBB4_14:
	v_readlane_b32 s6, v46, 0
	v_readlane_b32 s7, v46, 1
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB4_16
.LBB4_15:
	global_store_b32 v5, v0, s[6:7]
.LBB4_16:
	s_endpgm
.LBB4_17:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v6
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB4_15
	s_branch .LBB4_16
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softplus_w256
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_inst_pref_size 35
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
	.size	tessera_softplus_w256, .Lfunc_end4-tessera_softplus_w256

	.set tessera_softplus_w256.num_vgpr, 47
	.set tessera_softplus_w256.num_agpr, 0
	.set tessera_softplus_w256.numbered_sgpr, 105
	.set tessera_softplus_w256.num_named_barrier, 0
	.set tessera_softplus_w256.private_seg_size, 0
	.set tessera_softplus_w256.uses_vcc, 1
	.set tessera_softplus_w256.uses_flat_scratch, 0
	.set tessera_softplus_w256.has_dyn_sized_stack, 0
	.set tessera_softplus_w256.has_recursion, 0
	.set tessera_softplus_w256.has_indirect_call, 0
	.globl	tessera_softplus_w512
	.p2align	8
	.type	tessera_softplus_w512,@function
tessera_softplus_w512:
	s_load_b256 s[12:19], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[16:17], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x200, s[18:19]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB5_16
	s_load_b64 s[20:21], s[0:1], 0x20
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s19, s2
	s_mul_hi_u32 s4, s18, s2
	s_mul_i32 s24, s18, s2
	s_add_i32 s25, s4, s3
	v_cmp_gt_u64_e64 s2, s[18:19], v[0:1]
	s_lshl_b64 s[22:23], s[24:25], 2
	v_lshlrev_b32_e32 v5, 2, v0
	s_add_u32 s6, s12, s22
	s_addc_u32 s7, s13, s23
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB5_3
	global_load_b32 v6, v5, s[6:7]
.LBB5_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB5_17
	s_mov_b32 s26, 0xeff8d898
	v_writelane_b32 v46, s6, 0
	s_mov_b32 s28, 0x67f544e4
	s_mov_b32 s30, 0xb7789f5c
	s_mov_b32 s34, 0xa556c734
	s_mov_b32 s36, 0x1a01a01a
	v_writelane_b32 v46, s7, 1
	s_clause 0x1
	s_load_b256 s[4:11], s[0:1], 0x28
	s_load_b128 s[16:19], s[0:1], 0x48
	v_add_co_u32 v0, s0, s24, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s25, 0, s0
	s_mov_b32 s24, 0x13a86d09
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mov_b32 s40, 0x16c16c17
	s_mov_b32 s42, 0x11111111
	s_mov_b32 s44, 0x55555555
	s_mov_b32 s54, 0xdf3e5244
	s_mov_b32 s56, 0x96cb03de
	s_mov_b32 s58, 0x94229359
	v_xor_b32_e32 v2, v1, v2
	v_mov_b32_e32 v1, 0
	s_mov_b32 s60, 0x55555593
	s_mov_b32 s62, 0x54442d18
	s_mov_b32 s64, 0x6dc9c883
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s7, 0
	v_xor_b32_e32 v2, s17, v2
	s_cselect_b32 s11, -1, 0
	s_add_u32 s0, s14, s22
	s_addc_u32 s1, s15, s23
	s_cmp_lg_u32 s6, 0
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v2, 0
	v_add_co_u32 v3, s0, s0, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s1, 0, s0
	s_cselect_b32 s33, -1, 0
	s_add_u32 s0, s16, 0x9e3779b9
	s_add_u32 s1, s17, 0xbb67ae85
	s_add_u32 s6, s16, 0x3c6ef372
	v_xor_b32_e32 v7, s0, v10
	v_xor_b32_e32 v8, s1, v0
	v_xor_b32_e32 v9, s6, v9
	s_mov_b32 s6, 0x652b82fe
	s_mov_b32 s14, 0xfee00000
	s_mov_b32 s22, 0x35793c76
	s_mov_b32 s66, 0x54400000
	s_mov_b32 s68, 0x1a626331
	s_mov_b32 s70, 0x1a600000
	s_mov_b32 s72, 0x2e037073
	s_mov_b32 s76, 0x16c15177
	s_mov_b32 s80, 0xbe8838d4
	s_mov_b32 s82, 0xbdb4b1c4
	s_mov_b32 s84, 0x809c52ad
	s_mov_b32 s86, 0x19c161d5
	s_mov_b32 s88, 0x5acfd57c
	s_mov_b32 s90, 0x8a2b9ceb
	s_mov_b32 s3, 0
	s_add_u32 s102, s17, 0x76cf5d0a
	s_add_u32 s103, s16, 0xdaa66d2b
	s_add_u32 s104, s17, 0x32370b8f
	s_add_u32 vcc_hi, s16, 0x78dde6e4
	s_add_u32 s48, s17, 0xed9eba14
	s_add_u32 s49, s16, 0x1715609d
	s_add_u32 s50, s17, 0xa9066899
	s_add_u32 s51, s16, 0xb54cda56
	s_add_u32 s12, s17, 0x646e171e
	s_add_u32 s13, s16, 0x5384540f
	s_add_u32 s52, s17, 0x1fd5c5a3
	s_add_u32 s17, s17, 0xdb3d7428
	s_add_i32 s53, s16, 0x8ff34781
	s_mov_b32 s7, 0x3ff71547
	s_mov_b32 s15, 0x3fe62e42
	s_mov_b32 s23, 0x3dea39ef
	s_mov_b32 s25, 0x3de61246
	s_mov_b32 s27, 0x3e21eed8
	s_mov_b32 s29, 0x3e5ae645
	s_mov_b32 s31, 0x3e927e4f
	s_mov_b32 s35, 0x3ec71de3
	s_mov_b32 s37, 0x3efa01a0
	s_mov_b32 s39, 0x3f2a01a0
	s_mov_b32 s41, 0x3f56c16c
	s_mov_b32 s43, 0x3f811111
	s_mov_b32 s45, 0x3fa55555
	s_mov_b32 s47, 0x3fc55555
	s_mov_b32 s55, 0x3fc2f112
	s_mov_b32 s57, 0x3fc74664
	s_mov_b32 s59, 0x3fd24924
	s_mov_b32 s61, 0x3fe55555
	s_mov_b32 s63, 0x401921fb
	s_mov_b32 s65, 0x3fe45f30
	s_mov_b32 s67, 0xbff921fb
	s_mov_b32 s69, 0x3dd0b461
	s_mov_b32 s71, 0xbdd0b461
	s_mov_b32 s73, 0x3ba3198a
	s_mov_b32 s74, 0x19cb1590
	s_mov_b32 s77, 0xbf56c16c
	s_mov_b32 s78, 0x5555554c
	s_mov_b32 s81, 0xbda8fae9
	s_mov_b32 s83, 0x3e21ee9e
	s_mov_b32 s85, 0xbe927e4f
	s_mov_b32 s87, 0xbf2a01a0
	s_mov_b32 s89, 0x3de5d93a
	s_mov_b32 s91, 0xbe5ae5e6
	s_mov_b32 s92, 0x57b1fe7d
	s_mov_b32 s94, 0x1110f8a6
	s_mov_b32 s96, 0x55555549
	s_mov_b32 s99, 0xbfe62e42
	s_mov_b32 s101, 0xbdea39ef
	s_branch .LBB5_7
.LBB5_5:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v6
.LBB5_6:
	s_add_u32 s20, s20, -1
	s_addc_u32 s21, s21, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v6, v0
	s_mul_f32 s8, s9, s8
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB5_14
.LBB5_7:
	s_and_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB5_11
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v6
	s_and_saveexec_b32 s98, s2
	s_cbranch_execz .LBB5_10
	s_mul_f32 s1, s10, s8
	s_mov_b32 s38, s36
	s_mov_b32 s46, s44
	s_mov_b32 s93, s35
	s_cmp_gt_f32 s1, 0
	s_mul_f32 s0, s1, 0x4f800000
	s_mov_b32 s75, s37
	s_mov_b32 s95, s43
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s1, 0xf800000
	v_mov_b32_e32 v0, s0
	s_mov_b32 s79, s45
	s_mov_b32 s97, s47
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s1, v0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v2, v0
	v_add_nc_u32_e32 v10, -1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v11, 0x80000000, v10
	v_fma_f32 v11, v11, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s1, 0, v11
	v_add_nc_u32_e32 v11, 1, v2
	v_cndmask_b32_e64 v10, v2, v10, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v12, 0x80000000, v11
	v_fma_f32 v2, v12, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s1, 0, v2
	v_cndmask_b32_e64 v2, v10, v11, s1
	s_mul_i32 s1, s19, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v10, s1, v7
	v_mul_f32_e32 v11, 0x37800000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v2, v2, v11, s0
	s_mul_hi_u32 s0, s19, 0xcd9e8d57
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v10, 0
	s_xor_b32 s0, s16, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s0, s18
	s_mul_hi_u32 s0, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v13, s0, v8
	v_cmp_class_f32_e64 s0, v0, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v13, 0
	v_cndmask_b32_e64 v0, v2, v0, s0
	v_xor3_b32 v2, s1, s102, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v42, 0, v0, vcc_lo
	global_load_b32 v0, v[3:4], off
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, v16, s103, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v2, 0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v43, v6, v0
	v_cvt_f64_f32_e32 v[11:12], v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[11:12]
	v_xor_b32_e32 v0, 0x80000000, v12
	v_cndmask_b32_e32 v12, 0x405e0000, v0, vcc_lo
	v_xor_b32_e32 v0, v14, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s104, v14, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v17, s48, v13
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v0, vcc_hi, v14, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v18, s49, v13
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v2, 0
	v_xor3_b32 v0, s50, v14, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v19, s12, v13
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v2
	v_xor3_b32 v2, s51, v14, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s13, v13
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v2, s52, v14, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s17, v13
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s53, v14, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[14:15], v0
	v_add_f64 v[14:15], v[14:15], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[14:15], v[14:15], 0xffffffe0
	v_add_nc_u32_e32 v30, 0x95f62, v15
	v_cvt_f64_u32_e32 v[15:16], v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[15:16], 0.5
	v_ldexp_f64 v[15:16], v[15:16], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[15:16], s[62:63]
	v_mul_f64 v[17:18], v[15:16], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], 0x43380000, v[17:18]
	v_add_f64 v[18:19], 0xc3380000, v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f64 v[20:21], v[18:19], s[66:67]
	v_mul_f64 v[22:23], v[18:19], s[70:71]
	v_mul_f64 v[28:29], v[18:19], s[68:69]
	v_mul_f64 v[18:19], v[18:19], s[72:73]
	v_add_f64 v[20:21], v[15:16], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], v[20:21], v[22:23]
	v_add_f64 v[26:27], v[20:21], -v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[26:27], v[22:23]
	v_add_f64 v[26:27], v[20:21], -v[28:29]
	v_add_f64 v[18:19], v[18:19], -v[22:23]
	v_mov_b32_e32 v23, s3
	v_lshrrev_b32_e32 v0, 20, v30
	v_bfe_u32 v22, v16, 20, 11
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v44, s0, 0xfffffc01, v0
	v_lshrrev_b32_e32 v0, 20, v27
	v_cndmask_b32_e32 v11, 0, v11, vcc_lo
	v_add_co_ci_u32_e64 v45, null, 0, -1, s0
	s_mov_b32 s0, 0xd078c69f
	v_and_b32_e32 v0, 0x7ff, v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[11:12]
	s_mov_b32 s1, 0x3fc39a09
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v11, 0, v11 :: v_dual_add_nc_u32 v0, 16, v0
	v_cndmask_b32_e32 v12, 0xc05e0000, v12, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[22:23]
	v_and_b32_e32 v0, 0xfffff, v30
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[15:16], v[11:12], s[6:7]
	v_dual_cndmask_b32 v21, v21, v25 :: v_dual_cndmask_b32 v20, v20, v24
	v_dual_cndmask_b32 v19, v29, v19 :: v_dual_cndmask_b32 v18, v28, v18
	v_add_f64 v[15:16], 0x43380000, v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], 0xc3380000, v[15:16]
	v_lshl_add_u32 v2, v15, 20, 0x3ff00000
	v_mul_f64 v[24:25], v[22:23], s[14:15]
	v_mul_f64 v[22:23], v[22:23], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[11:12], -v[24:25]
	v_add_f64 v[10:11], v[10:11], -v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], s[24:25]
	v_add_f64 v[12:13], v[12:13], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], v[12:13]
	v_add_f64 v[12:13], v[12:13], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], v[12:13]
	v_add_f64 v[12:13], v[12:13], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], v[12:13]
	v_add_f64 v[12:13], v[12:13], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], v[12:13]
	v_add_f64 v[12:13], v[12:13], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], v[12:13]
	v_add_f64 v[12:13], v[12:13], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], v[12:13]
	v_add_f64 v[12:13], v[12:13], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], v[12:13]
	v_add_f64 v[12:13], v[12:13], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], v[12:13]
	v_add_f64 v[12:13], v[12:13], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], v[12:13]
	v_add_f64 v[12:13], v[12:13], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], v[12:13]
	v_add_f64 v[12:13], v[12:13], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], v[12:13]
	v_add_f64 v[12:13], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[10:11], v[10:11], v[12:13]
	v_add_f64 v[10:11], v[10:11], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[10:11], v[10:11], v[1:2]
	v_add_f64 v[10:11], v[10:11], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[12:13], null, v[10:11], v[10:11], 1.0
	v_rcp_f64_e32 v[15:16], v[12:13]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[22:23], -v[12:13], v[15:16], 1.0
	v_fma_f64 v[15:16], v[15:16], v[22:23], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[22:23], -v[12:13], v[15:16], 1.0
	v_fma_f64 v[15:16], v[15:16], v[22:23], v[15:16]
	v_div_scale_f64 v[22:23], vcc_lo, 1.0, v[10:11], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[22:23], v[15:16]
	v_fma_f64 v[12:13], -v[12:13], v[24:25], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[12:13], v[12:13], v[15:16], v[24:25]
	v_add_nc_u32_e32 v15, 0x3fe6a09e, v0
	v_add_f64 v[14:15], v[14:15], -1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[10:11], v[12:13], v[10:11], 1.0
	v_add_f64 v[22:23], v[14:15], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[24:25], null, v[22:23], v[22:23], v[14:15]
	v_rcp_f64_e32 v[26:27], v[24:25]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[28:29], -v[24:25], v[26:27], 1.0
	v_fma_f64 v[26:27], v[26:27], v[28:29], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[28:29], -v[24:25], v[26:27], 1.0
	v_fma_f64 v[26:27], v[26:27], v[28:29], v[26:27]
	v_div_scale_f64 v[28:29], vcc_lo, v[14:15], v[22:23], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[30:31], v[28:29], v[26:27]
	v_fma_f64 v[24:25], -v[24:25], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[24:25], v[24:25], v[26:27], v[30:31]
	v_add_f64 v[26:27], v[20:21], -v[18:19]
	v_mul_f64 v[28:29], v[26:27], v[26:27]
	v_add_f64 v[20:21], v[20:21], -v[26:27]
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f64 v[30:31], v[28:29], s[92:93]
	v_mul_f64 v[32:33], v[28:29], s[74:75]
	v_mul_f64 v[34:35], v[28:29], s[80:81]
	v_mul_f64 v[36:37], v[28:29], s[88:89]
	v_mul_f64 v[38:39], v[28:29], v[28:29]
	v_add_f64 v[18:19], v[20:21], -v[18:19]
	v_mul_f64 v[20:21], v[26:27], v[28:29]
	v_add_f64 v[30:31], v[30:31], s[86:87]
	v_add_f64 v[32:33], v[32:33], s[76:77]
	v_add_f64 v[34:35], v[34:35], s[82:83]
	v_add_f64 v[36:37], v[36:37], s[90:91]
	v_mul_f64 v[40:41], v[28:29], v[38:39]
	v_mul_f64 v[38:39], v[38:39], v[38:39]
	v_mul_f64 v[30:31], v[28:29], v[30:31]
	v_mul_f64 v[32:33], v[28:29], v[32:33]
	v_mul_f64 v[34:35], v[28:29], v[34:35]
	v_mul_f64 v[36:37], v[40:41], v[36:37]
	v_mul_f64 v[40:41], v[18:19], 0.5
	v_add_f64 v[30:31], v[30:31], s[94:95]
	v_add_f64 v[32:33], v[32:33], s[78:79]
	v_add_f64 v[34:35], v[34:35], s[84:85]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[30:31], v[36:37], v[30:31]
	v_mul_f64 v[36:37], v[28:29], 0.5
	v_mul_f64 v[32:33], v[28:29], v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[34:35], v[38:39], v[34:35]
	v_mul_f64 v[30:31], v[20:21], v[30:31]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[38:39], -v[36:37], 1.0
	v_mul_f64 v[20:21], v[20:21], s[96:97]
	v_add_f64 v[32:33], v[32:33], v[34:35]
	v_mul_f64 v[34:35], v[26:27], v[18:19]
	v_add_f64 v[30:31], v[40:41], -v[30:31]
	v_add_f64 v[40:41], -v[38:39], 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[32:33], v[28:29], v[32:33]
	v_mul_f64 v[28:29], v[28:29], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[40:41], -v[36:37]
	v_add_f64 v[32:33], v[32:33], -v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[28:29], -v[18:19]
	v_add_f64 v[28:29], v[30:31], v[32:33]
	v_mul_f64 v[30:31], v[14:15], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[18:19], v[18:19], v[20:21]
	v_add_f64 v[20:21], v[38:39], v[28:29]
	v_cvt_f64_i32_e32 v[28:29], v45
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[18:19], v[26:27], -v[18:19]
	v_dual_mov_b32 v27, s3 :: v_dual_and_b32 v26, 2, v17
	v_xor_b32_e32 v0, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[26:27]
	v_and_b32_e32 v26, 1, v17
	v_cndmask_b32_e32 v0, v0, v21, vcc_lo
	v_xor_b32_e32 v2, 0x80000000, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v2, v19, v2, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[26:27]
	v_cndmask_b32_e32 v16, v18, v20, vcc_lo
	v_div_fixup_f64 v[18:19], v[24:25], v[22:23], v[14:15]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v17, v2, v0, vcc_lo
	v_mul_f64 v[20:21], v[18:19], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[20:21], v[20:21]
	v_mul_f64 v[24:25], v[22:23], s[54:55]
	v_mul_f64 v[26:27], v[22:23], s[0:1]
	s_mov_b32 s0, 0x1d8e78af
	s_mov_b32 s1, 0x3fcc71c5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[24:25], s[56:57]
	v_add_f64 v[26:27], v[26:27], s[0:1]
	s_mov_b32 s0, 0x9997fa04
	s_mov_b32 s1, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[24:25], v[22:23], v[24:25]
	v_mul_f64 v[26:27], v[22:23], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[24:25], s[58:59]
	v_add_f64 v[26:27], v[26:27], s[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[24:25], v[22:23], v[24:25]
	v_mul_f64 v[22:23], v[22:23], v[26:27]
	v_ldexp_f64 v[26:27], v[28:29], 32
	v_mul_f64 v[28:29], v[14:15], v[30:31]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], v[24:25], s[60:61]
	v_mul_f64 v[20:21], v[20:21], v[24:25]
	v_cvt_f64_u32_e32 v[24:25], v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[22:23], v[20:21]
	v_add_f64 v[22:23], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[28:29], v[20:21]
	v_mul_f64 v[24:25], v[22:23], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[18:19], v[20:21]
	v_mul_f64 v[20:21], v[22:23], s[14:15]
	v_add_f64 v[18:19], v[24:25], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[18:19], -v[28:29]
	v_add_f64 v[14:15], v[14:15], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[14:15], v[20:21], v[14:15]
	v_mul_f64 v[14:15], v[14:15], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[14:15]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_ldexp_f64 v[14:15], v[14:15], v0
	v_cvt_f32_f64_e32 v0, v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[18:19], v[14:15]
	v_cmp_class_f64_e64 vcc_lo, v[14:15], 0x260
	v_mul_f64 v[20:21], v[14:15], v[18:19]
	v_mul_f64 v[18:19], v[18:19], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[22:23], -v[18:19], v[20:21], 0.5
	v_fma_f64 v[20:21], v[20:21], v[22:23], v[20:21]
	v_fma_f64 v[18:19], v[18:19], v[22:23], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[22:23], -v[20:21], v[20:21], v[14:15]
	v_fma_f64 v[20:21], v[22:23], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[22:23], -v[20:21], v[20:21], v[14:15]
	v_fma_f64 v[18:19], v[22:23], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[18:19], v[18:19], v2
	v_dual_cndmask_b32 v15, v19, v15 :: v_dual_cndmask_b32 v14, v18, v14
	v_cmp_o_f32_e32 vcc_lo, v43, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[10:11], v[16:17], v[14:15]
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	v_mul_f32_e32 v0, s4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_sub_f32_e32 v0, v6, v0
	v_cvt_f32_f64_e32 v2, v[10:11]
	v_cndmask_b32_e64 v10, v42, s5, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v10, v2
	v_add_f32_e32 v0, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB5_10:
	s_or_b32 exec_lo, exec_lo, s98
	s_mov_b32 s0, 0
.LBB5_11:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB5_6
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB5_5
	global_load_b32 v0, v[3:4], off
	s_mov_b32 s98, s14
	s_mov_b32 s100, s22
	s_mov_b32 s38, s36
	s_mov_b32 s46, s44
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[10:11], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[10:11]
	v_xor_b32_e32 v2, 0x80000000, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v11, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v10, 0, v10, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[10:11]
	v_cndmask_b32_e32 v11, 0xc05e0000, v11, vcc_lo
	v_cndmask_b32_e32 v10, 0, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], s[6:7]
	v_add_f64 v[12:13], 0x43380000, v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], 0xc3380000, v[12:13]
	v_lshl_add_u32 v2, v12, 20, 0x3ff00000
	v_mul_f64 v[15:16], v[13:14], s[98:99]
	v_mul_f64 v[13:14], v[13:14], s[100:101]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[10:11], v[15:16]
	v_add_f64 v[10:11], v[10:11], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], s[24:25]
	v_add_f64 v[13:14], v[13:14], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[10:11], v[10:11], v[13:14]
	v_add_f64 v[10:11], v[10:11], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[10:11], v[10:11], v[1:2]
	v_add_f64 v[10:11], v[10:11], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[12:13], null, v[10:11], v[10:11], 1.0
	v_div_scale_f64 v[18:19], vcc_lo, 1.0, v[10:11], 1.0
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[12:13], v[12:13], v[14:15], v[16:17]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[10:11], v[12:13], v[10:11], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[10:11]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s4, v0
	v_sub_f32_e32 v0, v6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v6, 0x7fc00000, v0, vcc_lo
	s_branch .LBB5_5
.LBB5_14:
	v_readlane_b32 s6, v46, 0
	v_readlane_b32 s7, v46, 1
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB5_16
.LBB5_15:
	global_store_b32 v5, v0, s[6:7]
.LBB5_16:
	s_endpgm
.LBB5_17:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v6
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB5_15
	s_branch .LBB5_16
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softplus_w512
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_inst_pref_size 35
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
	.size	tessera_softplus_w512, .Lfunc_end5-tessera_softplus_w512

	.set tessera_softplus_w512.num_vgpr, 47
	.set tessera_softplus_w512.num_agpr, 0
	.set tessera_softplus_w512.numbered_sgpr, 105
	.set tessera_softplus_w512.num_named_barrier, 0
	.set tessera_softplus_w512.private_seg_size, 0
	.set tessera_softplus_w512.uses_vcc, 1
	.set tessera_softplus_w512.uses_flat_scratch, 0
	.set tessera_softplus_w512.has_dyn_sized_stack, 0
	.set tessera_softplus_w512.has_recursion, 0
	.set tessera_softplus_w512.has_indirect_call, 0
	.globl	tessera_softplus_w1024
	.p2align	8
	.type	tessera_softplus_w1024,@function
tessera_softplus_w1024:
	s_load_b256 s[12:19], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[16:17], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x400, s[18:19]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB6_16
	s_load_b64 s[20:21], s[0:1], 0x20
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s19, s2
	s_mul_hi_u32 s4, s18, s2
	s_mul_i32 s24, s18, s2
	s_add_i32 s25, s4, s3
	v_cmp_gt_u64_e64 s2, s[18:19], v[0:1]
	s_lshl_b64 s[22:23], s[24:25], 2
	v_lshlrev_b32_e32 v5, 2, v0
	s_add_u32 s6, s12, s22
	s_addc_u32 s7, s13, s23
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB6_3
	global_load_b32 v6, v5, s[6:7]
.LBB6_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB6_17
	s_mov_b32 s26, 0xeff8d898
	v_writelane_b32 v46, s6, 0
	s_mov_b32 s28, 0x67f544e4
	s_mov_b32 s30, 0xb7789f5c
	s_mov_b32 s34, 0xa556c734
	s_mov_b32 s36, 0x1a01a01a
	v_writelane_b32 v46, s7, 1
	s_clause 0x1
	s_load_b256 s[4:11], s[0:1], 0x28
	s_load_b128 s[16:19], s[0:1], 0x48
	v_add_co_u32 v0, s0, s24, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s25, 0, s0
	s_mov_b32 s24, 0x13a86d09
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mov_b32 s40, 0x16c16c17
	s_mov_b32 s42, 0x11111111
	s_mov_b32 s44, 0x55555555
	s_mov_b32 s54, 0xdf3e5244
	s_mov_b32 s56, 0x96cb03de
	s_mov_b32 s58, 0x94229359
	v_xor_b32_e32 v2, v1, v2
	v_mov_b32_e32 v1, 0
	s_mov_b32 s60, 0x55555593
	s_mov_b32 s62, 0x54442d18
	s_mov_b32 s64, 0x6dc9c883
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s7, 0
	v_xor_b32_e32 v2, s17, v2
	s_cselect_b32 s11, -1, 0
	s_add_u32 s0, s14, s22
	s_addc_u32 s1, s15, s23
	s_cmp_lg_u32 s6, 0
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v2, 0
	v_add_co_u32 v3, s0, s0, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s1, 0, s0
	s_cselect_b32 s33, -1, 0
	s_add_u32 s0, s16, 0x9e3779b9
	s_add_u32 s1, s17, 0xbb67ae85
	s_add_u32 s6, s16, 0x3c6ef372
	v_xor_b32_e32 v7, s0, v10
	v_xor_b32_e32 v8, s1, v0
	v_xor_b32_e32 v9, s6, v9
	s_mov_b32 s6, 0x652b82fe
	s_mov_b32 s14, 0xfee00000
	s_mov_b32 s22, 0x35793c76
	s_mov_b32 s66, 0x54400000
	s_mov_b32 s68, 0x1a626331
	s_mov_b32 s70, 0x1a600000
	s_mov_b32 s72, 0x2e037073
	s_mov_b32 s76, 0x16c15177
	s_mov_b32 s80, 0xbe8838d4
	s_mov_b32 s82, 0xbdb4b1c4
	s_mov_b32 s84, 0x809c52ad
	s_mov_b32 s86, 0x19c161d5
	s_mov_b32 s88, 0x5acfd57c
	s_mov_b32 s90, 0x8a2b9ceb
	s_mov_b32 s3, 0
	s_add_u32 s102, s17, 0x76cf5d0a
	s_add_u32 s103, s16, 0xdaa66d2b
	s_add_u32 s104, s17, 0x32370b8f
	s_add_u32 vcc_hi, s16, 0x78dde6e4
	s_add_u32 s48, s17, 0xed9eba14
	s_add_u32 s49, s16, 0x1715609d
	s_add_u32 s50, s17, 0xa9066899
	s_add_u32 s51, s16, 0xb54cda56
	s_add_u32 s12, s17, 0x646e171e
	s_add_u32 s13, s16, 0x5384540f
	s_add_u32 s52, s17, 0x1fd5c5a3
	s_add_u32 s17, s17, 0xdb3d7428
	s_add_i32 s53, s16, 0x8ff34781
	s_mov_b32 s7, 0x3ff71547
	s_mov_b32 s15, 0x3fe62e42
	s_mov_b32 s23, 0x3dea39ef
	s_mov_b32 s25, 0x3de61246
	s_mov_b32 s27, 0x3e21eed8
	s_mov_b32 s29, 0x3e5ae645
	s_mov_b32 s31, 0x3e927e4f
	s_mov_b32 s35, 0x3ec71de3
	s_mov_b32 s37, 0x3efa01a0
	s_mov_b32 s39, 0x3f2a01a0
	s_mov_b32 s41, 0x3f56c16c
	s_mov_b32 s43, 0x3f811111
	s_mov_b32 s45, 0x3fa55555
	s_mov_b32 s47, 0x3fc55555
	s_mov_b32 s55, 0x3fc2f112
	s_mov_b32 s57, 0x3fc74664
	s_mov_b32 s59, 0x3fd24924
	s_mov_b32 s61, 0x3fe55555
	s_mov_b32 s63, 0x401921fb
	s_mov_b32 s65, 0x3fe45f30
	s_mov_b32 s67, 0xbff921fb
	s_mov_b32 s69, 0x3dd0b461
	s_mov_b32 s71, 0xbdd0b461
	s_mov_b32 s73, 0x3ba3198a
	s_mov_b32 s74, 0x19cb1590
	s_mov_b32 s77, 0xbf56c16c
	s_mov_b32 s78, 0x5555554c
	s_mov_b32 s81, 0xbda8fae9
	s_mov_b32 s83, 0x3e21ee9e
	s_mov_b32 s85, 0xbe927e4f
	s_mov_b32 s87, 0xbf2a01a0
	s_mov_b32 s89, 0x3de5d93a
	s_mov_b32 s91, 0xbe5ae5e6
	s_mov_b32 s92, 0x57b1fe7d
	s_mov_b32 s94, 0x1110f8a6
	s_mov_b32 s96, 0x55555549
	s_mov_b32 s99, 0xbfe62e42
	s_mov_b32 s101, 0xbdea39ef
	s_branch .LBB6_7
.LBB6_5:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v6
.LBB6_6:
	s_add_u32 s20, s20, -1
	s_addc_u32 s21, s21, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v6, v0
	s_mul_f32 s8, s9, s8
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB6_14
.LBB6_7:
	s_and_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB6_11
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v6
	s_and_saveexec_b32 s98, s2
	s_cbranch_execz .LBB6_10
	s_mul_f32 s1, s10, s8
	s_mov_b32 s38, s36
	s_mov_b32 s46, s44
	s_mov_b32 s93, s35
	s_cmp_gt_f32 s1, 0
	s_mul_f32 s0, s1, 0x4f800000
	s_mov_b32 s75, s37
	s_mov_b32 s95, s43
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s1, 0xf800000
	v_mov_b32_e32 v0, s0
	s_mov_b32 s79, s45
	s_mov_b32 s97, s47
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s1, v0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v2, v0
	v_add_nc_u32_e32 v10, -1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v11, 0x80000000, v10
	v_fma_f32 v11, v11, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s1, 0, v11
	v_add_nc_u32_e32 v11, 1, v2
	v_cndmask_b32_e64 v10, v2, v10, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v12, 0x80000000, v11
	v_fma_f32 v2, v12, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s1, 0, v2
	v_cndmask_b32_e64 v2, v10, v11, s1
	s_mul_i32 s1, s19, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v10, s1, v7
	v_mul_f32_e32 v11, 0x37800000, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v10, 0
	v_cndmask_b32_e64 v2, v2, v11, s0
	s_mul_hi_u32 s0, s19, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s0, s16, s0
	s_xor_b32 s1, s0, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s0, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v15, s0, v8
	v_cmp_class_f32_e64 s0, v0, 0x260
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v2, v0, s0
	v_xor3_b32 v2, s1, s102, v13
	v_cndmask_b32_e32 v10, 0, v0, vcc_lo
	global_load_b32 v0, v[3:4], off
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v2, 0
	v_cndmask_b32_e64 v10, v10, s5, s11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v2, v18, s103, v15
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v2, 0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v11, v6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[13:14], v11
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[13:14]
	v_xor_b32_e32 v0, 0x80000000, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v14, 0x405e0000, v0, vcc_lo
	v_xor_b32_e32 v0, v16, v9
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s104, v16, v12
	v_xor3_b32 v2, v19, s48, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, vcc_hi, v16, v17
	v_xor3_b32 v2, v20, s49, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s50, v16, v18
	v_xor3_b32 v2, v21, s12, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s51, v16, v19
	v_xor3_b32 v0, v0, s13, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s52, v16, v20
	v_xor3_b32 v0, v0, s17, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s53, v16, v2
	v_cvt_f64_u32_e32 v[16:17], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], v[16:17], 0.5
	v_ldexp_f64 v[16:17], v[16:17], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v32, 0x95f62, v17
	v_cvt_f64_u32_e32 v[17:18], v15
	v_add_f64 v[17:18], v[17:18], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[17:18], v[17:18], 0xffffffe0
	v_mul_f64 v[17:18], v[17:18], s[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[19:20], v[17:18], s[64:65]
	v_add_f64 v[19:20], 0x43380000, v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[20:21], 0xc3380000, v[19:20]
	v_mul_f64 v[22:23], v[20:21], s[66:67]
	v_mul_f64 v[24:25], v[20:21], s[70:71]
	v_mul_f64 v[30:31], v[20:21], s[68:69]
	v_mul_f64 v[20:21], v[20:21], s[72:73]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[17:18], v[22:23]
	v_add_f64 v[26:27], v[22:23], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[28:29], v[22:23], -v[26:27]
	v_add_f64 v[24:25], v[28:29], v[24:25]
	v_add_f64 v[28:29], v[22:23], -v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[20:21], -v[24:25]
	v_mov_b32_e32 v25, s3
	v_lshrrev_b32_e32 v0, 20, v32
	v_bfe_u32 v24, v18, 20, 11
	v_add_co_u32 v44, s0, 0xfffffc01, v0
	v_lshrrev_b32_e32 v0, 20, v29
	v_cndmask_b32_e32 v13, 0, v13, vcc_lo
	v_add_co_ci_u32_e64 v45, null, 0, -1, s0
	s_mov_b32 s0, 0xd078c69f
	v_and_b32_e32 v0, 0x7ff, v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[13:14]
	s_mov_b32 s1, 0x3fc39a09
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v13, 0, v13 :: v_dual_add_nc_u32 v0, 16, v0
	v_cndmask_b32_e32 v14, 0xc05e0000, v14, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[24:25]
	v_and_b32_e32 v0, 0xfffff, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[13:14], s[6:7]
	v_dual_cndmask_b32 v23, v23, v27 :: v_dual_cndmask_b32 v22, v22, v26
	v_dual_cndmask_b32 v21, v31, v21 :: v_dual_cndmask_b32 v20, v30, v20
	v_add_f64 v[17:18], 0x43380000, v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], 0xc3380000, v[17:18]
	v_lshl_add_u32 v2, v17, 20, 0x3ff00000
	v_mul_f64 v[26:27], v[24:25], s[14:15]
	v_mul_f64 v[24:25], v[24:25], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[13:14], -v[26:27]
	v_add_f64 v[12:13], v[12:13], -v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], s[24:25]
	v_add_f64 v[14:15], v[14:15], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[14:15], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[12:13], v[14:15]
	v_add_f64 v[12:13], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[12:13], v[1:2]
	v_add_f64 v[12:13], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[14:15], null, v[12:13], v[12:13], 1.0
	v_rcp_f64_e32 v[17:18], v[14:15]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[14:15], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[24:25], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[14:15], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[24:25], v[17:18]
	v_div_scale_f64 v[24:25], vcc_lo, 1.0, v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[24:25], v[17:18]
	v_fma_f64 v[14:15], -v[14:15], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[14:15], v[14:15], v[17:18], v[26:27]
	v_add_nc_u32_e32 v17, 0x3fe6a09e, v0
	v_add_f64 v[16:17], v[16:17], -1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[12:13], v[14:15], v[12:13], 1.0
	v_add_f64 v[24:25], v[16:17], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[26:27], null, v[24:25], v[24:25], v[16:17]
	v_rcp_f64_e32 v[28:29], v[26:27]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[30:31], -v[26:27], v[28:29], 1.0
	v_fma_f64 v[28:29], v[28:29], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[30:31], -v[26:27], v[28:29], 1.0
	v_fma_f64 v[28:29], v[28:29], v[30:31], v[28:29]
	v_div_scale_f64 v[30:31], vcc_lo, v[16:17], v[24:25], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[32:33], v[30:31], v[28:29]
	v_fma_f64 v[26:27], -v[26:27], v[32:33], v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[26:27], v[26:27], v[28:29], v[32:33]
	v_add_f64 v[28:29], v[22:23], -v[20:21]
	v_mul_f64 v[30:31], v[28:29], v[28:29]
	v_add_f64 v[22:23], v[22:23], -v[28:29]
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f64 v[32:33], v[30:31], s[92:93]
	v_mul_f64 v[34:35], v[30:31], s[74:75]
	v_mul_f64 v[36:37], v[30:31], s[80:81]
	v_mul_f64 v[38:39], v[30:31], s[88:89]
	v_mul_f64 v[40:41], v[30:31], v[30:31]
	v_add_f64 v[20:21], v[22:23], -v[20:21]
	v_mul_f64 v[22:23], v[28:29], v[30:31]
	v_add_f64 v[32:33], v[32:33], s[86:87]
	v_add_f64 v[34:35], v[34:35], s[76:77]
	v_add_f64 v[36:37], v[36:37], s[82:83]
	v_add_f64 v[38:39], v[38:39], s[90:91]
	v_mul_f64 v[42:43], v[30:31], v[40:41]
	v_mul_f64 v[40:41], v[40:41], v[40:41]
	v_mul_f64 v[32:33], v[30:31], v[32:33]
	v_mul_f64 v[34:35], v[30:31], v[34:35]
	v_mul_f64 v[36:37], v[30:31], v[36:37]
	v_mul_f64 v[38:39], v[42:43], v[38:39]
	v_mul_f64 v[42:43], v[20:21], 0.5
	v_add_f64 v[32:33], v[32:33], s[94:95]
	v_add_f64 v[34:35], v[34:35], s[78:79]
	v_add_f64 v[36:37], v[36:37], s[84:85]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[32:33], v[38:39], v[32:33]
	v_mul_f64 v[38:39], v[30:31], 0.5
	v_mul_f64 v[34:35], v[30:31], v[34:35]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[36:37], v[40:41], v[36:37]
	v_mul_f64 v[32:33], v[22:23], v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[40:41], -v[38:39], 1.0
	v_mul_f64 v[22:23], v[22:23], s[96:97]
	v_add_f64 v[34:35], v[34:35], v[36:37]
	v_mul_f64 v[36:37], v[28:29], v[20:21]
	v_add_f64 v[32:33], v[42:43], -v[32:33]
	v_add_f64 v[42:43], -v[40:41], 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[30:31], v[34:35]
	v_mul_f64 v[30:31], v[30:31], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[32:33], v[42:43], -v[38:39]
	v_add_f64 v[34:35], v[34:35], -v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[30:31], -v[20:21]
	v_add_f64 v[30:31], v[32:33], v[34:35]
	v_mul_f64 v[32:33], v[16:17], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[20:21], v[20:21], v[22:23]
	v_add_f64 v[22:23], v[40:41], v[30:31]
	v_cvt_f64_i32_e32 v[30:31], v45
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[20:21], v[28:29], -v[20:21]
	v_dual_mov_b32 v29, s3 :: v_dual_and_b32 v28, 2, v19
	v_xor_b32_e32 v0, 0x80000000, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[28:29]
	v_and_b32_e32 v28, 1, v19
	v_cndmask_b32_e32 v0, v0, v23, vcc_lo
	v_xor_b32_e32 v2, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v2, v21, v2, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[28:29]
	v_cndmask_b32_e32 v18, v20, v22, vcc_lo
	v_div_fixup_f64 v[20:21], v[26:27], v[24:25], v[16:17]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v19, v2, v0, vcc_lo
	v_mul_f64 v[22:23], v[20:21], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[22:23], v[22:23]
	v_mul_f64 v[26:27], v[24:25], s[54:55]
	v_mul_f64 v[28:29], v[24:25], s[0:1]
	s_mov_b32 s0, 0x1d8e78af
	s_mov_b32 s1, 0x3fcc71c5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[26:27], s[56:57]
	v_add_f64 v[28:29], v[28:29], s[0:1]
	s_mov_b32 s0, 0x9997fa04
	s_mov_b32 s1, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[26:27], v[24:25], v[26:27]
	v_mul_f64 v[28:29], v[24:25], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[26:27], s[58:59]
	v_add_f64 v[28:29], v[28:29], s[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[26:27], v[24:25], v[26:27]
	v_mul_f64 v[24:25], v[24:25], v[28:29]
	v_ldexp_f64 v[28:29], v[30:31], 32
	v_mul_f64 v[30:31], v[16:17], v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], s[60:61]
	v_mul_f64 v[22:23], v[22:23], v[26:27]
	v_cvt_f64_u32_e32 v[26:27], v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[24:25], v[22:23]
	v_add_f64 v[24:25], v[28:29], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[30:31], v[22:23]
	v_mul_f64 v[26:27], v[24:25], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[20:21], v[20:21], v[22:23]
	v_mul_f64 v[22:23], v[24:25], s[14:15]
	v_add_f64 v[20:21], v[26:27], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[20:21], v[20:21], -v[30:31]
	v_add_f64 v[16:17], v[16:17], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], v[22:23], v[16:17]
	v_mul_f64 v[16:17], v[16:17], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[16:17]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_ldexp_f64 v[16:17], v[16:17], v0
	v_cvt_f32_f64_e32 v0, v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[20:21], v[16:17]
	v_cmp_class_f64_e64 vcc_lo, v[16:17], 0x260
	v_mul_f64 v[22:23], v[16:17], v[20:21]
	v_mul_f64 v[20:21], v[20:21], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[20:21], v[22:23], 0.5
	v_fma_f64 v[22:23], v[22:23], v[24:25], v[22:23]
	v_fma_f64 v[20:21], v[20:21], v[24:25], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[22:23], v[22:23], v[16:17]
	v_fma_f64 v[22:23], v[24:25], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[22:23], v[22:23], v[16:17]
	v_fma_f64 v[20:21], v[24:25], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[20:21], v[20:21], v2
	v_dual_cndmask_b32 v17, v21, v17 :: v_dual_cndmask_b32 v16, v20, v16
	v_cmp_o_f32_e32 vcc_lo, v11, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[11:12], v[18:19], v[16:17]
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	v_mul_f32_e32 v0, s4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_sub_f32_e32 v0, v6, v0
	v_cvt_f32_f64_e32 v2, v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v10, v2
	v_add_f32_e32 v0, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB6_10:
	s_or_b32 exec_lo, exec_lo, s98
	s_mov_b32 s0, 0
.LBB6_11:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB6_6
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB6_5
	global_load_b32 v0, v[3:4], off
	s_mov_b32 s98, s14
	s_mov_b32 s100, s22
	s_mov_b32 s38, s36
	s_mov_b32 s46, s44
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[10:11], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[10:11]
	v_xor_b32_e32 v2, 0x80000000, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v11, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v10, 0, v10, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[10:11]
	v_cndmask_b32_e32 v11, 0xc05e0000, v11, vcc_lo
	v_cndmask_b32_e32 v10, 0, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], s[6:7]
	v_add_f64 v[12:13], 0x43380000, v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], 0xc3380000, v[12:13]
	v_lshl_add_u32 v2, v12, 20, 0x3ff00000
	v_mul_f64 v[15:16], v[13:14], s[98:99]
	v_mul_f64 v[13:14], v[13:14], s[100:101]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[10:11], v[15:16]
	v_add_f64 v[10:11], v[10:11], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], s[24:25]
	v_add_f64 v[13:14], v[13:14], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[13:14]
	v_add_f64 v[13:14], v[13:14], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[10:11], v[10:11], v[13:14]
	v_add_f64 v[10:11], v[10:11], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[10:11], v[10:11], v[1:2]
	v_add_f64 v[10:11], v[10:11], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[12:13], null, v[10:11], v[10:11], 1.0
	v_div_scale_f64 v[18:19], vcc_lo, 1.0, v[10:11], 1.0
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[12:13], v[12:13], v[14:15], v[16:17]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[10:11], v[12:13], v[10:11], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[10:11]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s4, v0
	v_sub_f32_e32 v0, v6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v6, 0x7fc00000, v0, vcc_lo
	s_branch .LBB6_5
.LBB6_14:
	v_readlane_b32 s6, v46, 0
	v_readlane_b32 s7, v46, 1
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB6_16
.LBB6_15:
	global_store_b32 v5, v0, s[6:7]
.LBB6_16:
	s_endpgm
.LBB6_17:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v6
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB6_15
	s_branch .LBB6_16
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softplus_w1024
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_inst_pref_size 35
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
	.size	tessera_softplus_w1024, .Lfunc_end6-tessera_softplus_w1024

	.set tessera_softplus_w1024.num_vgpr, 47
	.set tessera_softplus_w1024.num_agpr, 0
	.set tessera_softplus_w1024.numbered_sgpr, 105
	.set tessera_softplus_w1024.num_named_barrier, 0
	.set tessera_softplus_w1024.private_seg_size, 0
	.set tessera_softplus_w1024.uses_vcc, 1
	.set tessera_softplus_w1024.uses_flat_scratch, 0
	.set tessera_softplus_w1024.has_dyn_sized_stack, 0
	.set tessera_softplus_w1024.has_recursion, 0
	.set tessera_softplus_w1024.has_indirect_call, 0
	.globl	tessera_softplus_w2048
	.p2align	8
	.type	tessera_softplus_w2048,@function
tessera_softplus_w2048:
	s_load_b256 s[12:19], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[16:17], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x800, s[18:19]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB7_25
	s_load_b64 s[20:21], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v8, 2, v0
	s_mul_i32 s3, s19, s2
	s_mul_hi_u32 s4, s18, s2
	s_mul_i32 s24, s18, s2
	s_add_i32 s25, s4, s3
	v_cmp_gt_u64_e64 s2, s[18:19], v[0:1]
	s_lshl_b64 s[22:23], s[24:25], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s6, s12, s22
	s_addc_u32 s7, s13, s23
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB7_3
	global_load_b32 v9, v8, s[6:7]
.LBB7_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v3, 0x400, v0
	v_mov_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[18:19], v[3:4]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB7_5
	v_lshlrev_b32_e32 v1, 2, v3
	global_load_b32 v10, v1, s[6:7]
.LBB7_5:
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB7_21
	v_mov_b32_e32 v1, 0
	v_writelane_b32 v54, s6, 0
	s_mov_b32 s26, 0xeff8d898
	s_mov_b32 s28, 0x67f544e4
	s_mov_b32 s30, 0xb7789f5c
	s_mov_b32 s34, 0xa556c734
	v_writelane_b32 v54, s7, 1
	s_clause 0x1
	s_load_b256 s[4:11], s[0:1], 0x28
	s_load_b128 s[16:19], s[0:1], 0x48
	v_add_co_u32 v0, s0, s24, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s25, 0, s0
	s_mov_b32 s24, 0x13a86d09
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v0, 0
	v_add_co_u32 v0, vcc_lo, 0x400, v0
	s_mov_b32 s36, 0x1a01a01a
	s_mov_b32 s40, 0x16c16c17
	s_mov_b32 s42, 0x11111111
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v4, v14, v2
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_mov_b32 s44, 0x55555555
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s7, 0
	v_xor_b32_e32 v0, s17, v4
	s_cselect_b32 s33, -1, 0
	s_add_u32 s0, s14, s22
	s_addc_u32 s1, s15, s23
	s_cmp_lg_u32 s6, 0
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, v16, v2
	v_add_co_u32 v4, s0, s0, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v5, null, s1, 0, s0
	v_xor_b32_e32 v0, s17, v0
	s_cselect_b32 s102, -1, 0
	s_add_u32 s0, s16, 0x9e3779b9
	s_add_u32 s1, s17, 0xbb67ae85
	v_xor_b32_e32 v11, s0, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_add_u32 s6, s16, 0x3c6ef372
	v_add_co_u32 v6, vcc_lo, 0x1000, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v5, vcc_lo
	v_xor_b32_e32 v13, s1, v13
	v_xor_b32_e32 v12, s0, v19
	v_xor_b32_e32 v14, s6, v17
	v_xor_b32_e32 v15, s1, v15
	v_xor_b32_e32 v16, s6, v18
	s_mov_b32 s6, 0x652b82fe
	s_mov_b32 s14, 0xfee00000
	s_mov_b32 s22, 0x35793c76
	s_mov_b32 s56, 0x1d8e78af
	s_mov_b32 s58, 0xdf3e5244
	s_mov_b32 s60, 0x55555593
	s_mov_b32 s62, 0x54442d18
	s_mov_b32 s64, 0x6dc9c883
	s_mov_b32 s66, 0x54400000
	s_mov_b32 s68, 0x1a626331
	s_mov_b32 s70, 0x1a600000
	s_mov_b32 s72, 0x2e037073
	s_mov_b32 s76, 0x16c15177
	s_mov_b32 s80, 0xbe8838d4
	s_mov_b32 s82, 0xbdb4b1c4
	s_mov_b32 s84, 0x809c52ad
	s_mov_b32 s86, 0x19c161d5
	s_mov_b32 s88, 0x5acfd57c
	s_mov_b32 s90, 0x8a2b9ceb
	s_mov_b32 s11, 0
	s_add_u32 s103, s17, 0x76cf5d0a
	s_add_u32 s104, s16, 0xdaa66d2b
	s_add_u32 vcc_hi, s17, 0x32370b8f
	s_add_u32 s12, s16, 0x78dde6e4
	s_add_u32 s13, s17, 0xed9eba14
	s_add_u32 s48, s16, 0x1715609d
	s_add_u32 s49, s17, 0xa9066899
	s_add_u32 s50, s16, 0xb54cda56
	s_add_u32 s51, s17, 0x646e171e
	s_add_u32 s52, s16, 0x5384540f
	s_add_u32 s53, s17, 0x1fd5c5a3
	s_add_u32 s17, s17, 0xdb3d7428
	s_add_i32 s54, s16, 0x8ff34781
	s_mov_b32 s7, 0x3ff71547
	s_mov_b32 s15, 0x3fe62e42
	s_mov_b32 s23, 0x3dea39ef
	s_mov_b32 s25, 0x3de61246
	s_mov_b32 s27, 0x3e21eed8
	s_mov_b32 s29, 0x3e5ae645
	s_mov_b32 s31, 0x3e927e4f
	s_mov_b32 s35, 0x3ec71de3
	s_mov_b32 s37, 0x3efa01a0
	s_mov_b32 s39, 0x3f2a01a0
	s_mov_b32 s41, 0x3f56c16c
	s_mov_b32 s43, 0x3f811111
	s_mov_b32 s45, 0x3fa55555
	s_mov_b32 s47, 0x3fc55555
	s_mov_b32 s57, 0x3fcc71c5
	s_mov_b32 s59, 0x3fc2f112
	s_mov_b32 s61, 0x3fe55555
	s_mov_b32 s63, 0x401921fb
	s_mov_b32 s65, 0x3fe45f30
	s_mov_b32 s67, 0xbff921fb
	s_mov_b32 s69, 0x3dd0b461
	s_mov_b32 s71, 0xbdd0b461
	s_mov_b32 s73, 0x3ba3198a
	s_mov_b32 s74, 0x19cb1590
	s_mov_b32 s77, 0xbf56c16c
	s_mov_b32 s78, 0x5555554c
	s_mov_b32 s81, 0xbda8fae9
	s_mov_b32 s83, 0x3e21ee9e
	s_mov_b32 s85, 0xbe927e4f
	s_mov_b32 s87, 0xbf2a01a0
	s_mov_b32 s89, 0x3de5d93a
	s_mov_b32 s91, 0xbe5ae5e6
	s_mov_b32 s92, 0x57b1fe7d
	s_mov_b32 s94, 0x1110f8a6
	s_mov_b32 s96, 0x55555549
	s_mov_b32 s99, 0xbfe62e42
	s_mov_b32 s101, 0xbdea39ef
	s_branch .LBB7_9
.LBB7_7:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v18, v9
	v_mov_b32_e32 v0, v10
.LBB7_8:
	s_add_u32 s20, s20, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v10, v0 :: v_dual_mov_b32 v9, v18
	s_addc_u32 s21, s21, -1
	s_mul_f32 s8, s9, s8
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB7_20
.LBB7_9:
	s_and_b32 vcc_lo, exec_lo, s102
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB7_15
	s_mul_f32 s1, s10, s8
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s1, 0
	s_mul_f32 s0, s1, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s1, 0xf800000
	v_mov_b32_e32 v0, s0
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s1, v0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v2, v0
	v_add_nc_u32_e32 v17, -1, v2
	v_add_nc_u32_e32 v18, 1, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v19, 0x80000000, v17
	v_xor_b32_e32 v20, 0x80000000, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v19, v19, v2, v0
	v_fma_f32 v20, v20, v2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v19
	v_cndmask_b32_e64 v2, v2, v17, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s1, 0, v20
	v_cndmask_b32_e64 v2, v2, v18, s1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v18, v9
	s_mul_hi_u32 s1, s19, 0xcd9e8d57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, 0x37800000, v2
	v_cndmask_b32_e64 v2, v2, v17, s0
	v_cmp_class_f32_e64 s0, v0, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v2, v0, s0
	s_mul_i32 s0, s19, 0xcd9e8d57
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v17, v0, s5, s33
	s_and_saveexec_b32 s55, s2
	s_cbranch_execz .LBB7_12
	v_xor_b32_e32 v2, s0, v11
	s_xor_b32 s38, s16, s1
	s_mov_b32 s93, s35
	s_xor_b32 s38, s38, s18
	s_mov_b32 s95, s43
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v2, 0
	s_mul_hi_u32 s46, s38, 0xd2511f53
	s_mul_i32 s38, s38, 0xd2511f53
	v_xor_b32_e32 v0, s46, v13
	s_mov_b32 s46, s44
	s_mov_b32 s75, s37
	s_mov_b32 s79, s45
	v_xor3_b32 v2, s38, s103, v19
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_mov_b32 s38, s36
	s_mov_b32 s97, s47
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v2, 0
	s_mov_b32 s56, 0x96cb03de
	s_mov_b32 s57, 0x3fc74664
	v_xor_b32_e32 v0, v20, v14
	v_xor3_b32 v2, v22, s104, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, vcc_hi, v20, v18
	v_xor3_b32 v2, v23, s13, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s12, v19, v21
	v_xor3_b32 v2, v24, s48, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s49, v19, v22
	v_xor3_b32 v2, v21, s51, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s50, v19, v23
	v_xor3_b32 v0, v0, s52, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, s17, v18
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[23:24], v21
	v_add_f64 v[23:24], v[23:24], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[23:24], v[23:24], 0xffffffe0
	v_mul_f64 v[23:24], v[23:24], s[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[23:24], s[64:65]
	v_add_f64 v[25:26], 0x43380000, v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], 0xc3380000, v[25:26]
	v_mul_f64 v[28:29], v[26:27], s[66:67]
	v_mul_f64 v[30:31], v[26:27], s[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[23:24], v[28:29]
	v_bfe_u32 v23, v24, 20, 11
	v_add_f64 v[32:33], v[28:29], v[30:31]
	v_mov_b32_e32 v24, s11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[34:35], v[28:29], -v[32:33]
	v_add_f64 v[30:31], v[34:35], v[30:31]
	v_mul_f64 v[34:35], v[26:27], s[68:69]
	v_mul_f64 v[26:27], v[26:27], s[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[28:29], -v[34:35]
	v_add_f64 v[26:27], v[26:27], -v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v37
	v_and_b32_e32 v0, 0x7ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 16, v0
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[23:24]
	global_load_b32 v0, v[4:5], off
	v_dual_cndmask_b32 v24, v29, v33 :: v_dual_cndmask_b32 v23, v28, v32
	v_dual_cndmask_b32 v27, v35, v27 :: v_dual_cndmask_b32 v26, v34, v26
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[28:29], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[28:29]
	v_xor_b32_e32 v2, 0x80000000, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v29, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v28, 0, v28, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[28:29]
	v_cndmask_b32_e32 v29, 0xc05e0000, v29, vcc_lo
	v_cndmask_b32_e32 v28, 0, v28, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[30:31], v[28:29], s[6:7]
	v_add_f64 v[30:31], 0x43380000, v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], 0xc3380000, v[30:31]
	v_lshl_add_u32 v2, v30, 20, 0x3ff00000
	v_mul_f64 v[33:34], v[31:32], s[14:15]
	v_mul_f64 v[31:32], v[31:32], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[28:29], v[28:29], -v[33:34]
	v_add_f64 v[28:29], v[28:29], -v[31:32]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[31:32], v[28:29], s[24:25]
	v_add_f64 v[31:32], v[31:32], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[31:32], v[28:29], v[31:32]
	v_add_f64 v[31:32], v[31:32], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[31:32], v[28:29], v[31:32]
	v_add_f64 v[31:32], v[31:32], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[31:32], v[28:29], v[31:32]
	v_add_f64 v[31:32], v[31:32], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[31:32], v[28:29], v[31:32]
	v_add_f64 v[31:32], v[31:32], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[31:32], v[28:29], v[31:32]
	v_add_f64 v[31:32], v[31:32], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[31:32], v[28:29], v[31:32]
	v_add_f64 v[31:32], v[31:32], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[31:32], v[28:29], v[31:32]
	v_add_f64 v[31:32], v[31:32], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[31:32], v[28:29], v[31:32]
	v_add_f64 v[31:32], v[31:32], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[31:32], v[28:29], v[31:32]
	v_add_f64 v[31:32], v[31:32], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[31:32], v[28:29], v[31:32]
	v_add_f64 v[31:32], v[31:32], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[31:32], v[28:29], v[31:32]
	v_add_f64 v[31:32], v[31:32], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[28:29], v[28:29], v[31:32]
	v_add_f64 v[28:29], v[28:29], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[28:29], v[28:29], v[1:2]
	v_xor3_b32 v2, s53, v19, v20
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v2, v2, v22, s54
	v_cvt_f64_u32_e32 v[18:19], v2
	v_add_f64 v[28:29], v[28:29], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[18:19], 0.5
	v_div_scale_f64 v[30:31], null, v[28:29], v[28:29], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[18:19], v[18:19], 0xffffffe0
	v_rcp_f64_e32 v[32:33], v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x95f62, v19
	v_and_b32_e32 v19, 0xfffff, v2
	v_lshrrev_b32_e32 v2, 20, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v19, 0x3fe6a09e, v19
	v_add_co_u32 v2, s38, 0xfffffc01, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_add_f64 v[18:19], v[18:19], -1.0
	v_fma_f64 v[34:35], -v[30:31], v[32:33], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[18:19], 2.0
	v_fma_f64 v[32:33], v[32:33], v[34:35], v[32:33]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[34:35], -v[30:31], v[32:33], 1.0
	v_fma_f64 v[32:33], v[32:33], v[34:35], v[32:33]
	v_div_scale_f64 v[34:35], vcc_lo, 1.0, v[28:29], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[36:37], v[34:35], v[32:33]
	v_fma_f64 v[30:31], -v[30:31], v[36:37], v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[30:31], v[30:31], v[32:33], v[36:37]
	v_div_scale_f64 v[32:33], null, v[20:21], v[20:21], v[18:19]
	v_rcp_f64_e32 v[34:35], v[32:33]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[36:37], -v[32:33], v[34:35], 1.0
	v_fma_f64 v[34:35], v[34:35], v[36:37], v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[36:37], -v[32:33], v[34:35], 1.0
	v_fma_f64 v[34:35], v[34:35], v[36:37], v[34:35]
	v_div_scale_f64 v[36:37], vcc_lo, v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[38:39], v[36:37], v[34:35]
	v_fma_f64 v[32:33], -v[32:33], v[38:39], v[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[32:33], v[32:33], v[34:35], v[38:39]
	v_add_f64 v[34:35], v[23:24], -v[26:27]
	v_div_fixup_f64 v[20:21], v[32:33], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[23:24], -v[34:35]
	v_cvt_f64_u32_e32 v[32:33], v2
	v_add_f64 v[22:23], v[22:23], -v[26:27]
	v_mul_f64 v[26:27], v[34:35], v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[42:43], v[22:23], 0.5
	v_mul_f64 v[36:37], v[26:27], s[88:89]
	v_mul_f64 v[38:39], v[26:27], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[36:37], s[90:91]
	v_mul_f64 v[40:41], v[26:27], v[38:39]
	v_mul_f64 v[38:39], v[38:39], v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[36:37], v[40:41], v[36:37]
	v_mul_f64 v[40:41], v[26:27], s[92:93]
	v_add_f64 v[40:41], v[40:41], s[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[26:27], v[40:41]
	v_add_f64 v[40:41], v[40:41], s[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[36:37], v[36:37], v[40:41]
	v_mul_f64 v[40:41], v[26:27], s[80:81]
	v_add_f64 v[40:41], v[40:41], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[26:27], v[40:41]
	v_add_f64 v[40:41], v[40:41], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[38:39], v[38:39], v[40:41]
	v_mul_f64 v[40:41], v[26:27], s[74:75]
	v_add_f64 v[40:41], v[40:41], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[26:27], v[40:41]
	v_add_f64 v[40:41], v[40:41], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[26:27], v[40:41]
	v_add_f64 v[38:39], v[40:41], v[38:39]
	v_mul_f64 v[40:41], v[34:35], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[38:39], v[26:27], v[38:39]
	v_mul_f64 v[36:37], v[40:41], v[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[42:43], -v[36:37]
	v_mul_f64 v[42:43], v[26:27], 0.5
	v_mul_f64 v[26:27], v[26:27], v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[44:45], -v[42:43], 1.0
	v_mul_f64 v[36:37], v[34:35], v[22:23]
	v_add_f64 v[22:23], v[26:27], -v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[46:47], -v[44:45], 1.0
	v_add_f64 v[36:37], v[38:39], -v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[42:43], v[46:47], -v[42:43]
	v_add_f64 v[26:27], v[42:43], v[36:37]
	v_mul_f64 v[36:37], v[40:41], s[96:97]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[44:45], v[26:27]
	v_add_f64 v[22:23], v[22:23], v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v24, 0x80000000, v27
	v_add_f64 v[22:23], v[34:35], -v[22:23]
	v_dual_mov_b32 v35, s11 :: v_dual_and_b32 v34, 2, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[34:35]
	v_add_co_ci_u32_e64 v35, null, 0, -1, s38
	v_cndmask_b32_e32 v27, v24, v27, vcc_lo
	v_xor_b32_e32 v24, 0x80000000, v23
	v_dual_cndmask_b32 v34, v23, v24 :: v_dual_and_b32 v23, 1, v25
	v_mov_b32_e32 v24, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[23:24]
	v_cvt_f64_i32_e32 v[24:25], v35
	v_cndmask_b32_e32 v22, v22, v26, vcc_lo
	v_cndmask_b32_e32 v23, v34, v27, vcc_lo
	v_mul_f64 v[26:27], v[20:21], v[20:21]
	v_ldexp_f64 v[24:25], v[24:25], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[34:35], v[26:27], v[26:27]
	v_add_f64 v[24:25], v[24:25], v[32:33]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f64 v[32:33], v[34:35], s[58:59]
	s_mov_b32 s58, 0x94229359
	s_mov_b32 s59, 0x3fd24924
	v_add_f64 v[32:33], v[32:33], s[56:57]
	s_mov_b32 s56, 0xd078c69f
	s_mov_b32 s57, 0x3fc39a09
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[36:37], v[34:35], s[56:57]
	s_mov_b32 s56, 0x1d8e78af
	s_mov_b32 s57, 0x3fcc71c5
	v_mul_f64 v[32:33], v[34:35], v[32:33]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[36:37], s[56:57]
	v_add_f64 v[32:33], v[32:33], s[58:59]
	s_mov_b32 s58, 0x9997fa04
	s_mov_b32 s59, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[36:37], v[34:35], v[36:37]
	v_mul_f64 v[32:33], v[34:35], v[32:33]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[36:37], s[58:59]
	s_mov_b32 s58, 0xdf3e5244
	s_mov_b32 s59, 0x3fc2f112
	v_add_f64 v[32:33], v[32:33], s[60:61]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[34:35], v[34:35], v[36:37]
	v_mul_f64 v[26:27], v[26:27], v[32:33]
	v_mul_f64 v[32:33], v[18:19], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[34:35], v[26:27]
	v_mul_f64 v[32:33], v[18:19], v[32:33]
	v_mul_f64 v[34:35], v[24:25], s[22:23]
	v_mul_f64 v[24:25], v[24:25], s[14:15]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[32:33], v[26:27]
	v_mul_f64 v[20:21], v[20:21], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[20:21], v[34:35], v[20:21]
	v_add_f64 v[20:21], v[20:21], -v[32:33]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[18:19], v[20:21]
	v_add_f64 v[18:19], v[24:25], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[18:19], -2.0
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[18:19]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	v_cndmask_b32_e64 v34, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[18:19], v[18:19], v2
	v_rsq_f64_e32 v[20:21], v[18:19]
	v_cmp_class_f64_e64 vcc_lo, v[18:19], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[18:19], v[20:21]
	v_mul_f64 v[20:21], v[20:21], 0.5
	v_fma_f64 v[26:27], -v[20:21], v[24:25], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[24:25], v[24:25], v[26:27], v[24:25]
	v_fma_f64 v[20:21], v[20:21], v[26:27], v[20:21]
	v_fma_f64 v[32:33], -v[24:25], v[24:25], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], v[32:33], v[20:21], v[24:25]
	v_fma_f64 v[26:27], -v[24:25], v[24:25], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[20:21], v[26:27], v[20:21], v[24:25]
	v_ldexp_f64 v[20:21], v[20:21], v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v19, v21, v19 :: v_dual_cndmask_b32 v18, v20, v18
	v_div_fixup_f64 v[20:21], v[30:31], v[28:29], 1.0
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_mul_f64 v[18:19], v[22:23], v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[20:21]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_f64_e32 v2, v[18:19]
	v_mul_f32_e32 v0, s4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v0, v9, v0
	v_mul_f32_e32 v2, v17, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v2, v0
	v_and_b32_e32 v2, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v18, 0x7fc00000, v0, vcc_lo
.LBB7_12:
	s_or_b32 exec_lo, exec_lo, s55
	v_mov_b32_e32 v0, v10
	s_and_saveexec_b32 s38, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s55, exec_lo, s38
	s_cbranch_execz .LBB7_14
	global_load_b32 v19, v[6:7], off
	v_xor_b32_e32 v0, s0, v12
	s_xor_b32 s0, s16, s1
	s_mov_b32 s38, s36
	s_xor_b32 s0, s0, s18
	s_mov_b32 s46, s44
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s1, s0, 0xd2511f53
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v2, s1, v15
	s_mov_b32 s93, s35
	s_mov_b32 s75, s37
	s_mov_b32 s95, s43
	v_xor3_b32 v0, s0, s103, v21
	s_mov_b32 s79, s45
	s_mov_b32 s97, s47
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v19, v10, v19
	v_cvt_f64_f32_e32 v[21:22], v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[21:22]
	v_xor_b32_e32 v23, 0x80000000, v22
	v_cndmask_b32_e32 v22, 0x405e0000, v23, vcc_lo
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v24, v16
	v_xor3_b32 v2, v26, s104, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, vcc_hi, v24, v20
	v_xor3_b32 v2, v27, s13, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s12, v24, v25
	v_xor3_b32 v2, v28, s48, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s49, v24, v26
	v_xor3_b32 v2, v29, s51, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s50, v24, v27
	v_xor3_b32 v0, v0, s52, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s53, v24, v28
	v_xor3_b32 v0, v0, s17, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v2, v24, s54
	v_cvt_f64_u32_e32 v[24:25], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], v[24:25], 0.5
	v_ldexp_f64 v[24:25], v[24:25], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v40, 0x95f62, v25
	v_cvt_f64_u32_e32 v[25:26], v23
	v_lshrrev_b32_e32 v0, 20, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v52, s0, 0xfffffc01, v0
	v_add_co_ci_u32_e64 v53, null, 0, -1, s0
	s_mov_b32 s0, 0x96cb03de
	s_mov_b32 s1, 0x3fc74664
	v_add_f64 v[25:26], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	v_mul_f64 v[25:26], v[25:26], s[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[27:28], v[25:26], s[64:65]
	v_add_f64 v[27:28], 0x43380000, v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[28:29], 0xc3380000, v[27:28]
	v_mul_f64 v[30:31], v[28:29], s[66:67]
	v_mul_f64 v[32:33], v[28:29], s[70:71]
	v_mul_f64 v[38:39], v[28:29], s[68:69]
	v_mul_f64 v[28:29], v[28:29], s[72:73]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[30:31], v[25:26], v[30:31]
	v_add_f64 v[34:35], v[30:31], v[32:33]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[36:37], v[30:31], -v[34:35]
	v_add_f64 v[32:33], v[36:37], v[32:33]
	v_add_f64 v[36:37], v[30:31], -v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[28:29], -v[32:33]
	v_lshrrev_b32_e32 v0, 20, v37
	v_cndmask_b32_e32 v21, 0, v21, vcc_lo
	v_bfe_u32 v32, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v33, s11 :: v_dual_and_b32 v0, 0x7ff, v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v21, 0, v21 :: v_dual_add_nc_u32 v0, 16, v0
	v_cndmask_b32_e32 v22, 0xc05e0000, v22, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[32:33]
	v_and_b32_e32 v0, 0xfffff, v40
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[25:26], v[21:22], s[6:7]
	v_dual_cndmask_b32 v31, v31, v35 :: v_dual_cndmask_b32 v28, v38, v28
	v_dual_cndmask_b32 v30, v30, v34 :: v_dual_cndmask_b32 v29, v39, v29
	v_add_f64 v[25:26], 0x43380000, v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[32:33], 0xc3380000, v[25:26]
	v_lshl_add_u32 v2, v25, 20, 0x3ff00000
	v_mul_f64 v[34:35], v[32:33], s[14:15]
	v_mul_f64 v[32:33], v[32:33], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[20:21], v[21:22], -v[34:35]
	v_add_f64 v[20:21], v[20:21], -v[32:33]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[20:21], s[24:25]
	v_add_f64 v[22:23], v[22:23], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_add_f64 v[22:23], v[22:23], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_add_f64 v[22:23], v[22:23], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_add_f64 v[22:23], v[22:23], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_add_f64 v[22:23], v[22:23], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_add_f64 v[22:23], v[22:23], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_add_f64 v[22:23], v[22:23], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_add_f64 v[22:23], v[22:23], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_add_f64 v[22:23], v[22:23], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_add_f64 v[22:23], v[22:23], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_add_f64 v[22:23], v[22:23], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_add_f64 v[22:23], v[22:23], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[20:21], v[22:23]
	v_add_f64 v[20:21], v[20:21], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[20:21], v[1:2]
	v_add_f64 v[20:21], v[20:21], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[22:23], null, v[20:21], v[20:21], 1.0
	v_rcp_f64_e32 v[25:26], v[22:23]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[32:33], -v[22:23], v[25:26], 1.0
	v_fma_f64 v[25:26], v[25:26], v[32:33], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[32:33], -v[22:23], v[25:26], 1.0
	v_fma_f64 v[25:26], v[25:26], v[32:33], v[25:26]
	v_div_scale_f64 v[32:33], vcc_lo, 1.0, v[20:21], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[32:33], v[25:26]
	v_fma_f64 v[22:23], -v[22:23], v[34:35], v[32:33]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[22:23], v[22:23], v[25:26], v[34:35]
	v_add_nc_u32_e32 v25, 0x3fe6a09e, v0
	v_add_f64 v[24:25], v[24:25], -1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[20:21], v[22:23], v[20:21], 1.0
	v_add_f64 v[32:33], v[24:25], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[34:35], null, v[32:33], v[32:33], v[24:25]
	v_rcp_f64_e32 v[36:37], v[34:35]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[38:39], -v[34:35], v[36:37], 1.0
	v_fma_f64 v[36:37], v[36:37], v[38:39], v[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[38:39], -v[34:35], v[36:37], 1.0
	v_fma_f64 v[36:37], v[36:37], v[38:39], v[36:37]
	v_div_scale_f64 v[38:39], vcc_lo, v[24:25], v[32:33], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[38:39], v[36:37]
	v_fma_f64 v[34:35], -v[34:35], v[40:41], v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[34:35], v[34:35], v[36:37], v[40:41]
	v_add_f64 v[36:37], v[30:31], -v[28:29]
	v_mul_f64 v[38:39], v[36:37], v[36:37]
	v_add_f64 v[30:31], v[30:31], -v[36:37]
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f64 v[40:41], v[38:39], s[92:93]
	v_mul_f64 v[42:43], v[38:39], s[74:75]
	v_mul_f64 v[44:45], v[38:39], s[80:81]
	v_mul_f64 v[46:47], v[38:39], s[88:89]
	v_mul_f64 v[48:49], v[38:39], v[38:39]
	v_add_f64 v[28:29], v[30:31], -v[28:29]
	v_mul_f64 v[30:31], v[36:37], v[38:39]
	v_add_f64 v[40:41], v[40:41], s[86:87]
	v_add_f64 v[42:43], v[42:43], s[76:77]
	v_add_f64 v[44:45], v[44:45], s[82:83]
	v_add_f64 v[46:47], v[46:47], s[90:91]
	v_mul_f64 v[50:51], v[38:39], v[48:49]
	v_mul_f64 v[48:49], v[48:49], v[48:49]
	v_mul_f64 v[40:41], v[38:39], v[40:41]
	v_mul_f64 v[42:43], v[38:39], v[42:43]
	v_mul_f64 v[44:45], v[38:39], v[44:45]
	v_mul_f64 v[46:47], v[50:51], v[46:47]
	v_mul_f64 v[50:51], v[28:29], 0.5
	v_add_f64 v[40:41], v[40:41], s[94:95]
	v_add_f64 v[42:43], v[42:43], s[78:79]
	v_add_f64 v[44:45], v[44:45], s[84:85]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[40:41], v[46:47], v[40:41]
	v_mul_f64 v[46:47], v[38:39], 0.5
	v_mul_f64 v[42:43], v[38:39], v[42:43]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[44:45], v[48:49], v[44:45]
	v_mul_f64 v[40:41], v[30:31], v[40:41]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[48:49], -v[46:47], 1.0
	v_mul_f64 v[30:31], v[30:31], s[96:97]
	v_add_f64 v[42:43], v[42:43], v[44:45]
	v_mul_f64 v[44:45], v[36:37], v[28:29]
	v_add_f64 v[40:41], v[50:51], -v[40:41]
	v_add_f64 v[50:51], -v[48:49], 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[42:43], v[38:39], v[42:43]
	v_mul_f64 v[38:39], v[38:39], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[40:41], v[50:51], -v[46:47]
	v_add_f64 v[42:43], v[42:43], -v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[38:39], -v[28:29]
	v_add_f64 v[38:39], v[40:41], v[42:43]
	v_mul_f64 v[40:41], v[24:25], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[28:29], v[28:29], v[30:31]
	v_add_f64 v[30:31], v[48:49], v[38:39]
	v_cvt_f64_i32_e32 v[38:39], v53
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[28:29], v[36:37], -v[28:29]
	v_dual_mov_b32 v37, s11 :: v_dual_and_b32 v36, 2, v27
	v_xor_b32_e32 v0, 0x80000000, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[36:37]
	v_cndmask_b32_e32 v0, v0, v31, vcc_lo
	v_xor_b32_e32 v2, 0x80000000, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v2, v29, v2, vcc_lo
	v_and_b32_e32 v36, 1, v27
	v_cmp_eq_u64_e32 vcc_lo, 0, v[36:37]
	v_cndmask_b32_e32 v26, v28, v30, vcc_lo
	v_div_fixup_f64 v[28:29], v[34:35], v[32:33], v[24:25]
	v_cndmask_b32_e32 v27, v2, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[30:31], v[28:29], v[28:29]
	v_mul_f64 v[32:33], v[30:31], v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[32:33], s[58:59]
	v_add_f64 v[34:35], v[34:35], s[0:1]
	s_mov_b32 s0, 0xd078c69f
	s_mov_b32 s1, 0x3fc39a09
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[36:37], v[32:33], s[0:1]
	s_mov_b32 s0, 0x94229359
	s_mov_b32 s1, 0x3fd24924
	v_mul_f64 v[34:35], v[32:33], v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[36:37], s[56:57]
	v_add_f64 v[34:35], v[34:35], s[0:1]
	s_mov_b32 s0, 0x9997fa04
	s_mov_b32 s1, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[36:37], v[32:33], v[36:37]
	v_mul_f64 v[34:35], v[32:33], v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[36:37], s[0:1]
	v_add_f64 v[34:35], v[34:35], s[60:61]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[32:33], v[32:33], v[36:37]
	v_ldexp_f64 v[36:37], v[38:39], 32
	v_mul_f64 v[38:39], v[24:25], v[40:41]
	v_mul_f64 v[30:31], v[30:31], v[34:35]
	v_cvt_f64_u32_e32 v[34:35], v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[30:31], v[32:33], v[30:31]
	v_add_f64 v[32:33], v[36:37], v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[30:31], v[38:39], v[30:31]
	v_mul_f64 v[34:35], v[32:33], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[28:29], v[28:29], v[30:31]
	v_mul_f64 v[30:31], v[32:33], s[14:15]
	v_add_f64 v[28:29], v[34:35], v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[28:29], v[28:29], -v[38:39]
	v_add_f64 v[24:25], v[24:25], v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], v[30:31], v[24:25]
	v_mul_f64 v[24:25], v[24:25], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[24:25]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_ldexp_f64 v[24:25], v[24:25], v0
	v_cvt_f32_f64_e32 v0, v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[28:29], v[24:25]
	v_cmp_class_f64_e64 vcc_lo, v[24:25], 0x260
	v_mul_f64 v[30:31], v[24:25], v[28:29]
	v_mul_f64 v[28:29], v[28:29], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[32:33], -v[28:29], v[30:31], 0.5
	v_fma_f64 v[30:31], v[30:31], v[32:33], v[30:31]
	v_fma_f64 v[28:29], v[28:29], v[32:33], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[32:33], -v[30:31], v[30:31], v[24:25]
	v_fma_f64 v[30:31], v[32:33], v[28:29], v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[32:33], -v[30:31], v[30:31], v[24:25]
	v_fma_f64 v[28:29], v[32:33], v[28:29], v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[28:29], v[28:29], v2
	v_dual_cndmask_b32 v25, v29, v25 :: v_dual_cndmask_b32 v24, v28, v24
	v_cmp_o_f32_e32 vcc_lo, v19, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[19:20], v[26:27], v[24:25]
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	v_mul_f32_e32 v0, s4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_sub_f32_e32 v0, v10, v0
	v_cvt_f32_f64_e32 v2, v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v17, v2
	v_add_f32_e32 v0, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB7_14:
	s_or_b32 exec_lo, exec_lo, s55
	s_mov_b32 s0, 0
.LBB7_15:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB7_8
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB7_18
	global_load_b32 v0, v[4:5], off
	s_mov_b32 s98, s14
	s_mov_b32 s100, s22
	s_mov_b32 s38, s36
	s_mov_b32 s46, s44
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[17:18], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[17:18]
	v_xor_b32_e32 v2, 0x80000000, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v18, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v17, 0, v17, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[17:18]
	v_cndmask_b32_e32 v18, 0xc05e0000, v18, vcc_lo
	v_cndmask_b32_e32 v17, 0, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[19:20], v[17:18], s[6:7]
	v_add_f64 v[19:20], 0x43380000, v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], 0xc3380000, v[19:20]
	v_lshl_add_u32 v2, v19, 20, 0x3ff00000
	v_mul_f64 v[22:23], v[20:21], s[98:99]
	v_mul_f64 v[20:21], v[20:21], s[100:101]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], v[17:18], v[22:23]
	v_add_f64 v[17:18], v[17:18], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[17:18], s[24:25]
	v_add_f64 v[20:21], v[20:21], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[17:18], v[20:21]
	v_add_f64 v[20:21], v[20:21], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[17:18], v[20:21]
	v_add_f64 v[20:21], v[20:21], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[17:18], v[20:21]
	v_add_f64 v[20:21], v[20:21], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[17:18], v[20:21]
	v_add_f64 v[20:21], v[20:21], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[17:18], v[20:21]
	v_add_f64 v[20:21], v[20:21], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[17:18], v[20:21]
	v_add_f64 v[20:21], v[20:21], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[17:18], v[20:21]
	v_add_f64 v[20:21], v[20:21], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[17:18], v[20:21]
	v_add_f64 v[20:21], v[20:21], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[17:18], v[20:21]
	v_add_f64 v[20:21], v[20:21], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[17:18], v[20:21]
	v_add_f64 v[20:21], v[20:21], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[17:18], v[20:21]
	v_add_f64 v[20:21], v[20:21], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[17:18], v[20:21]
	v_add_f64 v[17:18], v[17:18], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[17:18], v[1:2]
	v_add_f64 v[17:18], v[17:18], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[19:20], null, v[17:18], v[17:18], 1.0
	v_div_scale_f64 v[25:26], vcc_lo, 1.0, v[17:18], 1.0
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[19:20], v[19:20], v[21:22], v[23:24]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[17:18], v[19:20], v[17:18], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[17:18]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s4, v0
	v_sub_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v9, 0x7fc00000, v0, vcc_lo
.LBB7_18:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB7_7
	global_load_b32 v0, v[6:7], off
	s_mov_b32 s98, s14
	s_mov_b32 s100, s22
	s_mov_b32 s38, s36
	s_mov_b32 s46, s44
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[17:18], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[17:18]
	v_xor_b32_e32 v2, 0x80000000, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v18, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v17, 0, v17, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[17:18]
	v_cndmask_b32_e32 v18, 0xc05e0000, v18, vcc_lo
	v_cndmask_b32_e32 v17, 0, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[19:20], v[17:18], s[6:7]
	v_add_f64 v[19:20], 0x43380000, v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], 0xc3380000, v[19:20]
	v_lshl_add_u32 v2, v19, 20, 0x3ff00000
	v_mul_f64 v[22:23], v[20:21], s[98:99]
	v_mul_f64 v[20:21], v[20:21], s[100:101]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], v[17:18], v[22:23]
	v_add_f64 v[17:18], v[17:18], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[17:18], s[24:25]
	v_add_f64 v[20:21], v[20:21], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[17:18], v[20:21]
	v_add_f64 v[20:21], v[20:21], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[17:18], v[20:21]
	v_add_f64 v[20:21], v[20:21], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[17:18], v[20:21]
	v_add_f64 v[20:21], v[20:21], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[17:18], v[20:21]
	v_add_f64 v[20:21], v[20:21], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[17:18], v[20:21]
	v_add_f64 v[20:21], v[20:21], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[17:18], v[20:21]
	v_add_f64 v[20:21], v[20:21], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[17:18], v[20:21]
	v_add_f64 v[20:21], v[20:21], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[17:18], v[20:21]
	v_add_f64 v[20:21], v[20:21], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[17:18], v[20:21]
	v_add_f64 v[20:21], v[20:21], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[17:18], v[20:21]
	v_add_f64 v[20:21], v[20:21], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[17:18], v[20:21]
	v_add_f64 v[20:21], v[20:21], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[17:18], v[20:21]
	v_add_f64 v[17:18], v[17:18], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[17:18], v[1:2]
	v_add_f64 v[17:18], v[17:18], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[19:20], null, v[17:18], v[17:18], 1.0
	v_div_scale_f64 v[25:26], vcc_lo, 1.0, v[17:18], 1.0
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[19:20], v[19:20], v[21:22], v[23:24]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[17:18], v[19:20], v[17:18], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[17:18]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s4, v0
	v_sub_f32_e32 v0, v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v10, 0x7fc00000, v0, vcc_lo
	s_branch .LBB7_7
.LBB7_20:
	v_readlane_b32 s6, v54, 0
	v_readlane_b32 s7, v54, 1
.LBB7_21:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB7_23
	s_waitcnt vmcnt(0)
	global_store_b32 v8, v9, s[6:7]
.LBB7_23:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB7_25
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v10, s[6:7]
.LBB7_25:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softplus_w2048
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_next_free_vgpr 55
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
.Lfunc_end7:
	.size	tessera_softplus_w2048, .Lfunc_end7-tessera_softplus_w2048

	.set tessera_softplus_w2048.num_vgpr, 55
	.set tessera_softplus_w2048.num_agpr, 0
	.set tessera_softplus_w2048.numbered_sgpr, 105
	.set tessera_softplus_w2048.num_named_barrier, 0
	.set tessera_softplus_w2048.private_seg_size, 0
	.set tessera_softplus_w2048.uses_vcc, 1
	.set tessera_softplus_w2048.uses_flat_scratch, 0
	.set tessera_softplus_w2048.has_dyn_sized_stack, 0
	.set tessera_softplus_w2048.has_recursion, 0
	.set tessera_softplus_w2048.has_indirect_call, 0
	.globl	tessera_softplus_w4096
	.p2align	8
	.type	tessera_softplus_w4096,@function
tessera_softplus_w4096:
	s_load_b256 s[4:11], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[8:9], s[2:3]
	v_cmp_lt_u64_e64 s8, 0x1000, s[10:11]
	s_or_b32 s3, s3, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB8_38
	s_load_b64 s[22:23], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v14, 2, v0
	s_mul_i32 s3, s11, s2
	s_mul_hi_u32 s8, s10, s2
	s_mul_i32 s26, s10, s2
	s_add_i32 s27, s8, s3
	v_cmp_gt_u64_e64 s2, s[10:11], v[0:1]
	s_lshl_b64 s[24:25], s[26:27], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s12, s4, s24
	s_addc_u32 s13, s5, s25
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB8_3
	global_load_b32 v15, v14, s[12:13]
.LBB8_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v3, 0x400, v0
	v_mov_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[10:11], v[3:4]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB8_5
	v_lshlrev_b32_e32 v2, 2, v3
	global_load_b32 v16, v2, s[12:13]
.LBB8_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v4, 0x800, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[10:11], v[4:5]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB8_7
	v_lshlrev_b32_e32 v2, 2, v4
	global_load_b32 v17, v2, s[12:13]
.LBB8_7:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v5, 0xc00, v0
	v_mov_b32_e32 v6, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[10:11], v[5:6]
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB8_9
	v_lshlrev_b32_e32 v1, 2, v5
	global_load_b32 v18, v1, s[12:13]
.LBB8_9:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[22:23], 0
	s_cbranch_scc1 .LBB8_33
	s_mov_b32 s28, 0x13a86d09
	v_writelane_b32 v65, s12, 0
	s_mov_b32 s30, 0xeff8d898
	s_mov_b32 s34, 0x67f544e4
	s_mov_b32 s36, 0xb7789f5c
	s_mov_b32 s38, 0xa556c734
	v_writelane_b32 v65, s13, 1
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[16:19], s[0:1], 0x48
	v_add_co_u32 v2, s0, s26, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v8, null, s27, 0, s0
	s_mov_b32 s26, 0x35793c76
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v2, 0
	s_mov_b32 s40, 0x1a01a01a
	s_mov_b32 s42, 0x16c16c17
	s_mov_b32 s44, 0x11111111
	s_mov_b32 s46, 0x55555555
	s_mov_b32 s62, 0x55555593
	s_mov_b32 s64, 0x54442d18
	v_xor_b32_e32 v6, v1, v8
	v_mov_b32_e32 v1, 0
	s_mov_b32 s66, 0x6dc9c883
	s_mov_b32 s68, 0x54400000
	s_mov_b32 s70, 0x1a626331
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_xor_b32_e32 v9, s17, v6
	s_cselect_b32 s59, -1, 0
	s_add_u32 s0, s6, s24
	s_addc_u32 s1, s7, s25
	s_cmp_lg_u32 s10, 0
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v9, 0
	v_add_co_u32 v9, vcc_lo, 0x400, v2
	v_add_co_u32 v6, s0, s0, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s1, 0, s0
	s_cselect_b32 s104, -1, 0
	s_add_u32 s0, s16, 0x9e3779b9
	v_add_co_ci_u32_e64 v10, null, 0, v8, vcc_lo
	v_xor_b32_e32 v19, s0, v25
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v9, 0
	v_add_co_u32 v9, vcc_lo, 0x800, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v11, null, 0, v8, vcc_lo
	v_add_co_u32 v2, vcc_lo, 0xc00, v2
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v9, 0
	v_xor_b32_e32 v9, v26, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v2, 0
	v_add_co_ci_u32_e64 v8, null, 0, v8, vcc_lo
	v_xor_b32_e32 v2, s17, v9
	v_xor_b32_e32 v9, v28, v11
	s_add_u32 s1, s17, 0xbb67ae85
	s_add_u32 s6, s16, 0x3c6ef372
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v10, v30, v8
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v2, 0
	v_xor_b32_e32 v2, s17, v9
	v_add_co_u32 v8, vcc_lo, 0x1000, v6
	v_xor_b32_e32 v10, s17, v10
	v_add_co_ci_u32_e64 v9, null, 0, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v10, 0
	v_add_co_u32 v10, vcc_lo, 0x2000, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, 0, v7, vcc_lo
	v_add_co_u32 v12, vcc_lo, 0x3000, v6
	v_xor_b32_e32 v20, s0, v32
	v_xor_b32_e32 v21, s0, v34
	v_add_co_ci_u32_e64 v13, null, 0, v7, vcc_lo
	v_xor_b32_e32 v22, s0, v36
	v_xor_b32_e32 v23, s1, v0
	v_xor_b32_e32 v24, s6, v24
	v_xor_b32_e32 v25, s1, v25
	v_xor_b32_e32 v26, s6, v31
	v_xor_b32_e32 v27, s1, v27
	v_xor_b32_e32 v28, s6, v33
	v_xor_b32_e32 v29, s1, v29
	v_xor_b32_e32 v30, s6, v35
	s_mov_b32 s10, 0x652b82fe
	s_mov_b32 s24, 0xfee00000
	s_mov_b32 s72, 0x1a600000
	s_mov_b32 s74, 0x2e037073
	s_mov_b32 s78, 0x16c15177
	s_mov_b32 s82, 0xbe8838d4
	s_mov_b32 s84, 0xbdb4b1c4
	s_mov_b32 s86, 0x809c52ad
	s_mov_b32 s88, 0x19c161d5
	s_mov_b32 s90, 0x5acfd57c
	s_mov_b32 s92, 0x8a2b9ceb
	s_mov_b32 s15, 0
	s_add_u32 vcc_hi, s17, 0x76cf5d0a
	s_add_u32 s20, s16, 0xdaa66d2b
	s_add_u32 s21, s17, 0x32370b8f
	s_add_u32 s33, s16, 0x78dde6e4
	s_add_u32 s50, s17, 0xed9eba14
	s_add_u32 s51, s16, 0x1715609d
	s_add_u32 s52, s17, 0xa9066899
	s_add_u32 s53, s16, 0xb54cda56
	s_add_u32 s54, s17, 0x646e171e
	s_add_u32 s55, s16, 0x5384540f
	s_add_u32 s56, s17, 0x1fd5c5a3
	s_add_u32 s57, s17, 0xdb3d7428
	s_add_i32 s58, s16, 0x8ff34781
	s_mov_b32 s11, 0x3ff71547
	s_mov_b32 s25, 0x3fe62e42
	s_mov_b32 s27, 0x3dea39ef
	s_mov_b32 s29, 0x3de61246
	s_mov_b32 s31, 0x3e21eed8
	s_mov_b32 s35, 0x3e5ae645
	s_mov_b32 s37, 0x3e927e4f
	s_mov_b32 s39, 0x3ec71de3
	s_mov_b32 s41, 0x3efa01a0
	s_mov_b32 s7, 0x3f2a01a0
	s_mov_b32 s43, 0x3f56c16c
	s_mov_b32 s45, 0x3f811111
	s_mov_b32 s47, 0x3fa55555
	s_mov_b32 s49, 0x3fc55555
	s_mov_b32 s63, 0x3fe55555
	s_mov_b32 s65, 0x401921fb
	s_mov_b32 s67, 0x3fe45f30
	s_mov_b32 s69, 0xbff921fb
	s_mov_b32 s71, 0x3dd0b461
	s_mov_b32 s73, 0xbdd0b461
	s_mov_b32 s75, 0x3ba3198a
	s_mov_b32 s76, 0x19cb1590
	s_mov_b32 s79, 0xbf56c16c
	s_mov_b32 s80, 0x5555554c
	s_mov_b32 s83, 0xbda8fae9
	s_mov_b32 s85, 0x3e21ee9e
	s_mov_b32 s87, 0xbe927e4f
	s_mov_b32 s89, 0xbf2a01a0
	s_mov_b32 s91, 0x3de5d93a
	s_mov_b32 s93, 0xbe5ae5e6
	s_mov_b32 s94, 0x57b1fe7d
	s_mov_b32 s96, 0x1110f8a6
	s_mov_b32 s98, 0x55555549
	s_mov_b32 s101, 0xbfe62e42
	s_mov_b32 s103, 0xbdea39ef
	s_branch .LBB8_13
.LBB8_11:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v32, v15 :: v_dual_mov_b32 v33, v16
	v_mov_b32_e32 v34, v17
	v_mov_b32_e32 v0, v18
.LBB8_12:
	s_add_u32 s22, s22, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v18, v0 :: v_dual_mov_b32 v17, v34
	v_dual_mov_b32 v16, v33 :: v_dual_mov_b32 v15, v32
	s_addc_u32 s23, s23, -1
	s_mul_f32 s12, s13, s12
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_cmp_eq_u64 s[22:23], 0
	s_cbranch_scc1 .LBB8_32
.LBB8_13:
	s_and_b32 vcc_lo, exec_lo, s104
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB8_21
	s_mul_f32 s1, s14, s12
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s1, 0
	s_mul_f32 s0, s1, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s1, 0xf800000
	v_mov_b32_e32 v0, s0
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s1, v0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v2, v0
	v_add_nc_u32_e32 v31, -1, v2
	v_add_nc_u32_e32 v32, 1, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v33, 0x80000000, v31
	v_xor_b32_e32 v34, 0x80000000, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v33, v33, v2, v0
	v_fma_f32 v34, v34, v2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s1, 0, v33
	v_cmp_lt_f32_e64 s6, 0, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, v2, v31, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_cndmask_b32_e64 v2, v2, v32, s6
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v32, v15 :: v_dual_mul_f32 v31, 0x37800000, v2
	v_cndmask_b32_e64 v2, v2, v31, s0
	s_mul_i32 s0, s19, 0xcd9e8d57
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v2, v0, s1
	s_mul_hi_u32 s1, s19, 0xcd9e8d57
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v31, v0, s9, s59
	s_and_saveexec_b32 s17, s2
	s_cbranch_execnz .LBB8_26
	s_or_b32 exec_lo, exec_lo, s17
	v_mov_b32_e32 v33, v16
	s_and_saveexec_b32 s17, s3
	s_cbranch_execnz .LBB8_27
.LBB8_16:
	s_or_b32 exec_lo, exec_lo, s17
	v_mov_b32_e32 v34, v17
	s_and_saveexec_b32 s17, s4
	s_cbranch_execz .LBB8_18
.LBB8_17:
	v_xor_b32_e32 v2, s0, v21
	s_xor_b32 s6, s16, s1
	s_mov_b32 s95, s39
	s_xor_b32 s6, s6, s18
	s_mov_b32 s97, s45
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v2, 0
	s_mul_hi_u32 s48, s6, 0xd2511f53
	s_mul_i32 s6, s6, 0xd2511f53
	v_xor_b32_e32 v0, s48, v27
	s_mov_b32 s48, s46
	s_mov_b32 s77, s41
	s_mov_b32 s81, s47
	v_xor3_b32 v2, s6, vcc_hi, v35
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v0, 0
	s_mov_b32 s6, s40
	s_mov_b32 s99, s49
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v2, 0
	s_mov_b32 s60, 0xdf3e5244
	s_mov_b32 s61, 0x3fc2f112
	v_xor_b32_e32 v0, v36, v28
	v_xor3_b32 v2, v38, s20, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s21, v36, v34
	v_xor3_b32 v2, v39, s50, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s33, v35, v37
	v_xor3_b32 v2, v40, s51, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s52, v35, v38
	v_xor3_b32 v2, v37, s54, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s53, v35, v39
	v_xor3_b32 v0, v0, s55, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, s57, v34
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[39:40], v37
	v_add_f64 v[39:40], v[39:40], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[39:40], v[39:40], 0xffffffe0
	v_mul_f64 v[39:40], v[39:40], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[41:42], v[39:40], s[66:67]
	v_add_f64 v[41:42], 0x43380000, v[41:42]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[42:43], 0xc3380000, v[41:42]
	v_mul_f64 v[44:45], v[42:43], s[68:69]
	v_mul_f64 v[46:47], v[42:43], s[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[44:45], v[39:40], v[44:45]
	v_bfe_u32 v39, v40, 20, 11
	v_add_f64 v[48:49], v[44:45], v[46:47]
	v_mov_b32_e32 v40, s15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[50:51], v[44:45], -v[48:49]
	v_add_f64 v[46:47], v[50:51], v[46:47]
	v_mul_f64 v[50:51], v[42:43], s[70:71]
	v_mul_f64 v[42:43], v[42:43], s[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[52:53], v[44:45], -v[50:51]
	v_add_f64 v[42:43], v[42:43], -v[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v53
	v_and_b32_e32 v0, 0x7ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 16, v0
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[39:40]
	global_load_b32 v0, v[10:11], off
	v_dual_cndmask_b32 v40, v45, v49 :: v_dual_cndmask_b32 v39, v44, v48
	v_dual_cndmask_b32 v43, v51, v43 :: v_dual_cndmask_b32 v42, v50, v42
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v17, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[44:45], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[44:45]
	v_xor_b32_e32 v2, 0x80000000, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v45, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v44, 0, v44, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[44:45]
	v_cndmask_b32_e32 v45, 0xc05e0000, v45, vcc_lo
	v_cndmask_b32_e32 v44, 0, v44, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[46:47], v[44:45], s[10:11]
	v_add_f64 v[46:47], 0x43380000, v[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[47:48], 0xc3380000, v[46:47]
	v_lshl_add_u32 v2, v46, 20, 0x3ff00000
	v_mul_f64 v[49:50], v[47:48], s[24:25]
	v_mul_f64 v[47:48], v[47:48], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[44:45], v[44:45], -v[49:50]
	v_add_f64 v[44:45], v[44:45], -v[47:48]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[47:48], v[44:45], s[28:29]
	v_add_f64 v[47:48], v[47:48], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[47:48], v[44:45], v[47:48]
	v_add_f64 v[47:48], v[47:48], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[47:48], v[44:45], v[47:48]
	v_add_f64 v[47:48], v[47:48], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[47:48], v[44:45], v[47:48]
	v_add_f64 v[47:48], v[47:48], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[47:48], v[44:45], v[47:48]
	v_add_f64 v[47:48], v[47:48], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[47:48], v[44:45], v[47:48]
	v_add_f64 v[47:48], v[47:48], s[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[47:48], v[44:45], v[47:48]
	v_add_f64 v[47:48], v[47:48], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[47:48], v[44:45], v[47:48]
	v_add_f64 v[47:48], v[47:48], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[47:48], v[44:45], v[47:48]
	v_add_f64 v[47:48], v[47:48], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[47:48], v[44:45], v[47:48]
	v_add_f64 v[47:48], v[47:48], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[47:48], v[44:45], v[47:48]
	v_add_f64 v[47:48], v[47:48], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[47:48], v[44:45], v[47:48]
	v_add_f64 v[47:48], v[47:48], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[44:45], v[44:45], v[47:48]
	v_add_f64 v[44:45], v[44:45], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[44:45], v[44:45], v[1:2]
	v_xor3_b32 v2, s56, v35, v36
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v2, v2, v38, s58
	v_cvt_f64_u32_e32 v[34:35], v2
	v_add_f64 v[44:45], v[44:45], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[34:35], v[34:35], 0.5
	v_div_scale_f64 v[46:47], null, v[44:45], v[44:45], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[34:35], v[34:35], 0xffffffe0
	v_rcp_f64_e32 v[48:49], v[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x95f62, v35
	v_and_b32_e32 v35, 0xfffff, v2
	v_lshrrev_b32_e32 v2, 20, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v35, 0x3fe6a09e, v35
	v_add_co_u32 v2, s6, 0xfffffc01, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_add_f64 v[34:35], v[34:35], -1.0
	v_fma_f64 v[50:51], -v[46:47], v[48:49], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[34:35], 2.0
	v_fma_f64 v[48:49], v[48:49], v[50:51], v[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[50:51], -v[46:47], v[48:49], 1.0
	v_fma_f64 v[48:49], v[48:49], v[50:51], v[48:49]
	v_div_scale_f64 v[50:51], vcc_lo, 1.0, v[44:45], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[52:53], v[50:51], v[48:49]
	v_fma_f64 v[46:47], -v[46:47], v[52:53], v[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[46:47], v[46:47], v[48:49], v[52:53]
	v_div_scale_f64 v[48:49], null, v[36:37], v[36:37], v[34:35]
	v_rcp_f64_e32 v[50:51], v[48:49]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[52:53], -v[48:49], v[50:51], 1.0
	v_fma_f64 v[50:51], v[50:51], v[52:53], v[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[52:53], -v[48:49], v[50:51], 1.0
	v_fma_f64 v[50:51], v[50:51], v[52:53], v[50:51]
	v_div_scale_f64 v[52:53], vcc_lo, v[34:35], v[36:37], v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[54:55], v[52:53], v[50:51]
	v_fma_f64 v[48:49], -v[48:49], v[54:55], v[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[48:49], v[48:49], v[50:51], v[54:55]
	v_add_f64 v[50:51], v[39:40], -v[42:43]
	v_div_fixup_f64 v[36:37], v[48:49], v[36:37], v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[38:39], v[39:40], -v[50:51]
	v_cvt_f64_u32_e32 v[48:49], v2
	v_add_f64 v[38:39], v[38:39], -v[42:43]
	v_mul_f64 v[42:43], v[50:51], v[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[58:59], v[38:39], 0.5
	v_mul_f64 v[52:53], v[42:43], s[90:91]
	v_mul_f64 v[54:55], v[42:43], v[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[52:53], v[52:53], s[92:93]
	v_mul_f64 v[56:57], v[42:43], v[54:55]
	v_mul_f64 v[54:55], v[54:55], v[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[52:53], v[56:57], v[52:53]
	v_mul_f64 v[56:57], v[42:43], s[94:95]
	v_add_f64 v[56:57], v[56:57], s[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[56:57], v[42:43], v[56:57]
	v_add_f64 v[56:57], v[56:57], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[52:53], v[52:53], v[56:57]
	v_mul_f64 v[56:57], v[42:43], s[82:83]
	v_add_f64 v[56:57], v[56:57], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[56:57], v[42:43], v[56:57]
	v_add_f64 v[56:57], v[56:57], s[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[54:55], v[54:55], v[56:57]
	v_mul_f64 v[56:57], v[42:43], s[76:77]
	v_add_f64 v[56:57], v[56:57], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[56:57], v[42:43], v[56:57]
	v_add_f64 v[56:57], v[56:57], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[56:57], v[42:43], v[56:57]
	v_add_f64 v[54:55], v[56:57], v[54:55]
	v_mul_f64 v[56:57], v[50:51], v[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[54:55], v[42:43], v[54:55]
	v_mul_f64 v[52:53], v[56:57], v[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[52:53], v[58:59], -v[52:53]
	v_mul_f64 v[58:59], v[42:43], 0.5
	v_mul_f64 v[42:43], v[42:43], v[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[60:61], -v[58:59], 1.0
	v_mul_f64 v[52:53], v[50:51], v[38:39]
	v_add_f64 v[38:39], v[42:43], -v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[62:63], -v[60:61], 1.0
	v_add_f64 v[52:53], v[54:55], -v[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[58:59], v[62:63], -v[58:59]
	v_add_f64 v[42:43], v[58:59], v[52:53]
	v_mul_f64 v[52:53], v[56:57], s[98:99]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[42:43], v[60:61], v[42:43]
	v_add_f64 v[38:39], v[38:39], v[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v40, 0x80000000, v43
	v_add_f64 v[38:39], v[50:51], -v[38:39]
	v_dual_mov_b32 v51, s15 :: v_dual_and_b32 v50, 2, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[50:51]
	v_add_co_ci_u32_e64 v51, null, 0, -1, s6
	v_cndmask_b32_e32 v43, v40, v43, vcc_lo
	v_xor_b32_e32 v40, 0x80000000, v39
	v_dual_cndmask_b32 v50, v39, v40 :: v_dual_and_b32 v39, 1, v41
	v_mov_b32_e32 v40, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[39:40]
	v_cvt_f64_i32_e32 v[40:41], v51
	v_cndmask_b32_e32 v38, v38, v42, vcc_lo
	v_cndmask_b32_e32 v39, v50, v43, vcc_lo
	v_mul_f64 v[42:43], v[36:37], v[36:37]
	v_ldexp_f64 v[40:41], v[40:41], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[50:51], v[42:43], v[42:43]
	v_add_f64 v[40:41], v[40:41], v[48:49]
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f64 v[48:49], v[50:51], s[60:61]
	s_mov_b32 s60, 0x96cb03de
	s_mov_b32 s61, 0x3fc74664
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_add_f64 v[48:49], v[48:49], s[60:61]
	s_mov_b32 s60, 0xd078c69f
	s_mov_b32 s61, 0x3fc39a09
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[52:53], v[50:51], s[60:61]
	s_mov_b32 s60, 0x1d8e78af
	s_mov_b32 s61, 0x3fcc71c5
	v_mul_f64 v[48:49], v[50:51], v[48:49]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f64 v[52:53], v[52:53], s[60:61]
	s_mov_b32 s60, 0x94229359
	s_mov_b32 s61, 0x3fd24924
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_add_f64 v[48:49], v[48:49], s[60:61]
	s_mov_b32 s60, 0x9997fa04
	s_mov_b32 s61, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[52:53], v[50:51], v[52:53]
	v_mul_f64 v[48:49], v[50:51], v[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[52:53], v[52:53], s[60:61]
	v_add_f64 v[48:49], v[48:49], s[62:63]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[50:51], v[50:51], v[52:53]
	v_mul_f64 v[42:43], v[42:43], v[48:49]
	v_mul_f64 v[48:49], v[34:35], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[42:43], v[50:51], v[42:43]
	v_mul_f64 v[48:49], v[34:35], v[48:49]
	v_mul_f64 v[50:51], v[40:41], s[26:27]
	v_mul_f64 v[40:41], v[40:41], s[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[42:43], v[48:49], v[42:43]
	v_mul_f64 v[36:37], v[36:37], v[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[36:37], v[50:51], v[36:37]
	v_add_f64 v[36:37], v[36:37], -v[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[34:35], v[34:35], v[36:37]
	v_add_f64 v[34:35], v[40:41], v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[34:35], -2.0
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[34:35]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	v_cndmask_b32_e64 v50, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[34:35], v[34:35], v2
	v_rsq_f64_e32 v[36:37], v[34:35]
	v_cmp_class_f64_e64 vcc_lo, v[34:35], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[34:35], v[36:37]
	v_mul_f64 v[36:37], v[36:37], 0.5
	v_fma_f64 v[42:43], -v[36:37], v[40:41], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[40:41], v[40:41], v[42:43], v[40:41]
	v_fma_f64 v[36:37], v[36:37], v[42:43], v[36:37]
	v_fma_f64 v[48:49], -v[40:41], v[40:41], v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[40:41], v[48:49], v[36:37], v[40:41]
	v_fma_f64 v[42:43], -v[40:41], v[40:41], v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[36:37], v[42:43], v[36:37], v[40:41]
	v_ldexp_f64 v[36:37], v[36:37], v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v35, v37, v35 :: v_dual_cndmask_b32 v34, v36, v34
	v_div_fixup_f64 v[36:37], v[46:47], v[44:45], 1.0
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_mul_f64 v[34:35], v[38:39], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[36:37]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_f64_e32 v2, v[34:35]
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v0, v17, v0
	v_mul_f32_e32 v2, v31, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v2, v0
	v_and_b32_e32 v2, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v34, 0x7fc00000, v0, vcc_lo
.LBB8_18:
	s_or_b32 exec_lo, exec_lo, s17
	v_mov_b32_e32 v0, v18
	s_and_saveexec_b32 s6, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s17, exec_lo, s6
	s_cbranch_execz .LBB8_20
	v_xor_b32_e32 v0, s0, v22
	s_xor_b32 s0, s16, s1
	s_mov_b32 s6, s40
	s_xor_b32 s0, s0, s18
	s_mov_b32 s48, s46
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s1, s0, 0xd2511f53
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v2, s1, v29
	s_mov_b32 s95, s39
	s_mov_b32 s97, s45
	s_mov_b32 s77, s41
	v_xor3_b32 v0, s0, vcc_hi, v36
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v2, 0
	s_mov_b32 s81, s47
	s_mov_b32 s99, s49
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, v37, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v39, s20, v36
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v2, 0
	v_xor3_b32 v0, s21, v37, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v40, s50, v36
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v0, s33, v36, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v41, s51, v35
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v2, 0
	v_xor3_b32 v0, s52, v36, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v38, s54, v35
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v2
	v_xor3_b32 v2, s53, v36, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s55, v35
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v0, v0, s57, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v0, 0
	v_cvt_f64_u32_e32 v[40:41], v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], v[40:41], 0.5
	v_ldexp_f64 v[40:41], v[40:41], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[40:41], s[64:65]
	v_mul_f64 v[42:43], v[40:41], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[42:43], 0x43380000, v[42:43]
	v_add_f64 v[43:44], 0xc3380000, v[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[45:46], v[43:44], s[68:69]
	v_mul_f64 v[47:48], v[43:44], s[72:73]
	v_add_f64 v[45:46], v[40:41], v[45:46]
	v_bfe_u32 v40, v41, 20, 11
	v_mov_b32_e32 v41, s15
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[49:50], v[45:46], v[47:48]
	v_add_f64 v[51:52], v[45:46], -v[49:50]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[47:48], v[51:52], v[47:48]
	v_mul_f64 v[51:52], v[43:44], s[74:75]
	v_mul_f64 v[43:44], v[43:44], s[70:71]
	v_add_f64 v[47:48], v[51:52], -v[47:48]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[51:52], v[45:46], -v[43:44]
	v_lshrrev_b32_e32 v0, 20, v52
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v0, 16, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[40:41]
	global_load_b32 v0, v[12:13], off
	v_dual_cndmask_b32 v41, v46, v50 :: v_dual_cndmask_b32 v40, v45, v49
	v_dual_cndmask_b32 v44, v44, v48 :: v_dual_cndmask_b32 v43, v43, v47
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[45:46], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[45:46]
	v_xor_b32_e32 v2, 0x80000000, v46
	v_cndmask_b32_e32 v45, 0, v45, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v46, 0x405e0000, v2, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[45:46]
	v_cndmask_b32_e32 v46, 0xc05e0000, v46, vcc_lo
	v_cndmask_b32_e32 v45, 0, v45, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[47:48], v[45:46], s[10:11]
	v_add_f64 v[47:48], 0x43380000, v[47:48]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[48:49], 0xc3380000, v[47:48]
	v_lshl_add_u32 v2, v47, 20, 0x3ff00000
	v_mul_f64 v[50:51], v[48:49], s[24:25]
	v_mul_f64 v[48:49], v[48:49], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[45:46], v[45:46], -v[50:51]
	v_add_f64 v[45:46], v[45:46], -v[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[48:49], v[45:46], s[28:29]
	v_add_f64 v[48:49], v[48:49], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[48:49], v[45:46], v[48:49]
	v_add_f64 v[48:49], v[48:49], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[48:49], v[45:46], v[48:49]
	v_add_f64 v[48:49], v[48:49], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[48:49], v[45:46], v[48:49]
	v_add_f64 v[48:49], v[48:49], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[48:49], v[45:46], v[48:49]
	v_add_f64 v[48:49], v[48:49], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[48:49], v[45:46], v[48:49]
	v_add_f64 v[48:49], v[48:49], s[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[48:49], v[45:46], v[48:49]
	v_add_f64 v[48:49], v[48:49], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[48:49], v[45:46], v[48:49]
	v_add_f64 v[48:49], v[48:49], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[48:49], v[45:46], v[48:49]
	v_add_f64 v[48:49], v[48:49], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[48:49], v[45:46], v[48:49]
	v_add_f64 v[48:49], v[48:49], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[48:49], v[45:46], v[48:49]
	v_add_f64 v[48:49], v[48:49], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[48:49], v[45:46], v[48:49]
	v_add_f64 v[48:49], v[48:49], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[45:46], v[45:46], v[48:49]
	v_add_f64 v[45:46], v[45:46], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[45:46], v[45:46], v[1:2]
	v_xor3_b32 v2, s56, v36, v37
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v2, v2, v39, s58
	v_cvt_f64_u32_e32 v[35:36], v2
	v_add_f64 v[45:46], v[45:46], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[35:36], 0.5
	v_div_scale_f64 v[47:48], null, v[45:46], v[45:46], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[35:36], v[35:36], 0xffffffe0
	v_rcp_f64_e32 v[49:50], v[47:48]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x95f62, v36
	v_and_b32_e32 v36, 0xfffff, v2
	v_lshrrev_b32_e32 v2, 20, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v36, 0x3fe6a09e, v36
	v_add_co_u32 v2, s0, 0xfffffc01, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_add_f64 v[35:36], v[35:36], -1.0
	v_fma_f64 v[51:52], -v[47:48], v[49:50], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[37:38], v[35:36], 2.0
	v_fma_f64 v[49:50], v[49:50], v[51:52], v[49:50]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[51:52], -v[47:48], v[49:50], 1.0
	v_fma_f64 v[49:50], v[49:50], v[51:52], v[49:50]
	v_div_scale_f64 v[51:52], vcc_lo, 1.0, v[45:46], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[53:54], v[51:52], v[49:50]
	v_fma_f64 v[47:48], -v[47:48], v[53:54], v[51:52]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[47:48], v[47:48], v[49:50], v[53:54]
	v_div_scale_f64 v[49:50], null, v[37:38], v[37:38], v[35:36]
	v_rcp_f64_e32 v[51:52], v[49:50]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[53:54], -v[49:50], v[51:52], 1.0
	v_fma_f64 v[51:52], v[51:52], v[53:54], v[51:52]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[53:54], -v[49:50], v[51:52], 1.0
	v_fma_f64 v[51:52], v[51:52], v[53:54], v[51:52]
	v_div_scale_f64 v[53:54], vcc_lo, v[35:36], v[37:38], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[55:56], v[53:54], v[51:52]
	v_fma_f64 v[49:50], -v[49:50], v[55:56], v[53:54]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[49:50], v[49:50], v[51:52], v[55:56]
	v_add_f64 v[51:52], v[40:41], -v[43:44]
	v_div_fixup_f64 v[37:38], v[49:50], v[37:38], v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[39:40], v[40:41], -v[51:52]
	v_add_f64 v[39:40], v[39:40], -v[43:44]
	v_mul_f64 v[43:44], v[51:52], v[51:52]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[59:60], v[39:40], 0.5
	v_mul_f64 v[53:54], v[43:44], s[90:91]
	v_mul_f64 v[55:56], v[43:44], v[43:44]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[53:54], v[53:54], s[92:93]
	v_mul_f64 v[57:58], v[43:44], v[55:56]
	v_mul_f64 v[55:56], v[55:56], v[55:56]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[53:54], v[57:58], v[53:54]
	v_mul_f64 v[57:58], v[43:44], s[94:95]
	v_add_f64 v[57:58], v[57:58], s[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[57:58], v[43:44], v[57:58]
	v_add_f64 v[57:58], v[57:58], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[53:54], v[53:54], v[57:58]
	v_mul_f64 v[57:58], v[43:44], s[82:83]
	v_add_f64 v[57:58], v[57:58], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[57:58], v[43:44], v[57:58]
	v_add_f64 v[57:58], v[57:58], s[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[55:56], v[55:56], v[57:58]
	v_mul_f64 v[57:58], v[43:44], s[76:77]
	v_add_f64 v[57:58], v[57:58], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[57:58], v[43:44], v[57:58]
	v_add_f64 v[57:58], v[57:58], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[57:58], v[43:44], v[57:58]
	v_add_f64 v[55:56], v[57:58], v[55:56]
	v_mul_f64 v[57:58], v[51:52], v[43:44]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[55:56], v[43:44], v[55:56]
	v_mul_f64 v[53:54], v[57:58], v[53:54]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[53:54], v[59:60], -v[53:54]
	v_mul_f64 v[59:60], v[43:44], 0.5
	v_mul_f64 v[43:44], v[43:44], v[53:54]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[61:62], -v[59:60], 1.0
	v_mul_f64 v[53:54], v[51:52], v[39:40]
	v_add_f64 v[39:40], v[43:44], -v[39:40]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[63:64], -v[61:62], 1.0
	v_add_f64 v[53:54], v[55:56], -v[53:54]
	v_add_co_ci_u32_e64 v56, null, 0, -1, s0
	s_mov_b32 s0, 0xdf3e5244
	s_mov_b32 s1, 0x3fc2f112
	v_add_f64 v[59:60], v[63:64], -v[59:60]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[43:44], v[59:60], v[53:54]
	v_mul_f64 v[53:54], v[57:58], s[98:99]
	v_add_f64 v[43:44], v[61:62], v[43:44]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[39:40], v[39:40], v[53:54]
	v_xor_b32_e32 v41, 0x80000000, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[39:40], v[51:52], -v[39:40]
	v_dual_mov_b32 v52, s15 :: v_dual_and_b32 v51, 2, v42
	v_cmp_eq_u64_e32 vcc_lo, 0, v[51:52]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v44, v41, v44, vcc_lo
	v_xor_b32_e32 v41, 0x80000000, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v55, v40, v41, vcc_lo
	v_mul_f64 v[40:41], v[37:38], v[37:38]
	v_mul_f64 v[49:50], v[40:41], v[40:41]
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f64 v[51:52], v[49:50], s[0:1]
	s_mov_b32 s0, 0x96cb03de
	s_mov_b32 s1, 0x3fc74664
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_add_f64 v[51:52], v[51:52], s[0:1]
	s_mov_b32 s0, 0xd078c69f
	s_mov_b32 s1, 0x3fc39a09
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[53:54], v[49:50], s[0:1]
	s_mov_b32 s0, 0x1d8e78af
	s_mov_b32 s1, 0x3fcc71c5
	v_mul_f64 v[51:52], v[49:50], v[51:52]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f64 v[53:54], v[53:54], s[0:1]
	s_mov_b32 s0, 0x94229359
	s_mov_b32 s1, 0x3fd24924
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_add_f64 v[51:52], v[51:52], s[0:1]
	s_mov_b32 s0, 0x9997fa04
	s_mov_b32 s1, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[53:54], v[49:50], v[53:54]
	v_mul_f64 v[51:52], v[49:50], v[51:52]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[53:54], v[53:54], s[0:1]
	v_add_f64 v[51:52], v[51:52], s[62:63]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[49:50], v[49:50], v[53:54]
	v_cvt_f64_u32_e32 v[53:54], v2
	v_mul_f64 v[40:41], v[40:41], v[51:52]
	v_cvt_f64_i32_e32 v[51:52], v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[40:41], v[49:50], v[40:41]
	v_mul_f64 v[49:50], v[35:36], 0.5
	v_ldexp_f64 v[51:52], v[51:52], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[49:50], v[35:36], v[49:50]
	v_add_f64 v[51:52], v[51:52], v[53:54]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], v[49:50], v[40:41]
	v_mul_f64 v[37:38], v[37:38], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[51:52], s[26:27]
	v_add_f64 v[37:38], v[40:41], v[37:38]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[37:38], v[37:38], -v[49:50]
	v_add_f64 v[35:36], v[35:36], v[37:38]
	v_mul_f64 v[37:38], v[51:52], s[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[37:38], v[35:36]
	v_dual_mov_b32 v38, s15 :: v_dual_and_b32 v37, 1, v42
	v_mul_f64 v[35:36], v[35:36], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[35:36]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	v_cndmask_b32_e64 v49, 0, 0xffffff80, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[37:38]
	v_ldexp_f64 v[35:36], v[35:36], v2
	v_cndmask_b32_e32 v37, v39, v43, vcc_lo
	v_cndmask_b32_e32 v38, v55, v44, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[39:40], v[35:36]
	v_cmp_class_f64_e64 vcc_lo, v[35:36], 0x260
	v_mul_f64 v[41:42], v[35:36], v[39:40]
	v_mul_f64 v[39:40], v[39:40], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[43:44], -v[39:40], v[41:42], 0.5
	v_fma_f64 v[41:42], v[41:42], v[43:44], v[41:42]
	v_fma_f64 v[39:40], v[39:40], v[43:44], v[39:40]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[43:44], -v[41:42], v[41:42], v[35:36]
	v_fma_f64 v[41:42], v[43:44], v[39:40], v[41:42]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[43:44], -v[41:42], v[41:42], v[35:36]
	v_fma_f64 v[39:40], v[43:44], v[39:40], v[41:42]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[39:40], v[39:40], v49
	v_dual_cndmask_b32 v36, v40, v36 :: v_dual_cndmask_b32 v35, v39, v35
	v_div_fixup_f64 v[39:40], v[47:48], v[45:46], 1.0
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[37:38], v[35:36]
	v_cvt_f32_f64_e32 v2, v[39:40]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	v_cvt_f32_f64_e32 v2, v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v18, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v31, v2
	v_add_f32_e32 v0, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB8_20:
	s_or_b32 exec_lo, exec_lo, s17
	s_mov_b32 s0, 0
.LBB8_21:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB8_12
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB8_28
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
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
	s_cbranch_execz .LBB8_11
	s_branch .LBB8_31
.LBB8_26:
	v_xor_b32_e32 v2, s0, v19
	s_xor_b32 s6, s16, s1
	s_mov_b32 s95, s39
	s_xor_b32 s6, s6, s18
	s_mov_b32 s97, s45
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v2, 0
	s_mul_hi_u32 s48, s6, 0xd2511f53
	s_mul_i32 s6, s6, 0xd2511f53
	v_xor_b32_e32 v0, s48, v23
	s_mov_b32 s48, s46
	s_mov_b32 s77, s41
	s_mov_b32 s81, s47
	v_xor3_b32 v2, s6, vcc_hi, v33
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v0, 0
	s_mov_b32 s6, s40
	s_mov_b32 s99, s49
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v2, 0
	s_mov_b32 s60, 0xdf3e5244
	s_mov_b32 s61, 0x3fc2f112
	v_xor_b32_e32 v0, v34, v24
	v_xor3_b32 v2, v36, s20, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s21, v34, v32
	v_xor3_b32 v2, v37, s50, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s33, v33, v35
	v_xor3_b32 v2, v38, s51, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s52, v33, v36
	v_xor3_b32 v2, v35, s54, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s53, v33, v37
	v_xor3_b32 v0, v0, s55, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, s57, v32
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[37:38], v35
	v_add_f64 v[37:38], v[37:38], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[37:38], v[37:38], 0xffffffe0
	v_mul_f64 v[37:38], v[37:38], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[39:40], v[37:38], s[66:67]
	v_add_f64 v[39:40], 0x43380000, v[39:40]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], 0xc3380000, v[39:40]
	v_mul_f64 v[42:43], v[40:41], s[68:69]
	v_mul_f64 v[44:45], v[40:41], s[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f64 v[42:43], v[37:38], v[42:43]
	v_bfe_u32 v37, v38, 20, 11
	v_mov_b32_e32 v38, s15
	v_add_f64 v[46:47], v[42:43], v[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[48:49], v[42:43], -v[46:47]
	v_add_f64 v[44:45], v[48:49], v[44:45]
	v_mul_f64 v[48:49], v[40:41], s[70:71]
	v_mul_f64 v[40:41], v[40:41], s[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[50:51], v[42:43], -v[48:49]
	v_add_f64 v[40:41], v[40:41], -v[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v51
	v_and_b32_e32 v0, 0x7ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 16, v0
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[37:38]
	global_load_b32 v0, v[6:7], off
	v_dual_cndmask_b32 v38, v43, v47 :: v_dual_cndmask_b32 v37, v42, v46
	v_dual_cndmask_b32 v41, v49, v41 :: v_dual_cndmask_b32 v40, v48, v40
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v15, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[42:43], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[42:43]
	v_xor_b32_e32 v2, 0x80000000, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v43, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v42, 0, v42, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[42:43]
	v_cndmask_b32_e32 v43, 0xc05e0000, v43, vcc_lo
	v_cndmask_b32_e32 v42, 0, v42, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[44:45], v[42:43], s[10:11]
	v_add_f64 v[44:45], 0x43380000, v[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[45:46], 0xc3380000, v[44:45]
	v_lshl_add_u32 v2, v44, 20, 0x3ff00000
	v_mul_f64 v[47:48], v[45:46], s[24:25]
	v_mul_f64 v[45:46], v[45:46], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[42:43], v[42:43], -v[47:48]
	v_add_f64 v[42:43], v[42:43], -v[45:46]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[45:46], v[42:43], s[28:29]
	v_add_f64 v[45:46], v[45:46], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[45:46], v[42:43], v[45:46]
	v_add_f64 v[45:46], v[45:46], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[45:46], v[42:43], v[45:46]
	v_add_f64 v[45:46], v[45:46], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[45:46], v[42:43], v[45:46]
	v_add_f64 v[45:46], v[45:46], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[45:46], v[42:43], v[45:46]
	v_add_f64 v[45:46], v[45:46], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[45:46], v[42:43], v[45:46]
	v_add_f64 v[45:46], v[45:46], s[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[45:46], v[42:43], v[45:46]
	v_add_f64 v[45:46], v[45:46], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[45:46], v[42:43], v[45:46]
	v_add_f64 v[45:46], v[45:46], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[45:46], v[42:43], v[45:46]
	v_add_f64 v[45:46], v[45:46], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[45:46], v[42:43], v[45:46]
	v_add_f64 v[45:46], v[45:46], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[45:46], v[42:43], v[45:46]
	v_add_f64 v[45:46], v[45:46], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[45:46], v[42:43], v[45:46]
	v_add_f64 v[45:46], v[45:46], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[42:43], v[42:43], v[45:46]
	v_add_f64 v[42:43], v[42:43], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[42:43], v[42:43], v[1:2]
	v_xor3_b32 v2, s56, v33, v34
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v2, v2, v36, s58
	v_cvt_f64_u32_e32 v[32:33], v2
	v_add_f64 v[42:43], v[42:43], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[32:33], v[32:33], 0.5
	v_div_scale_f64 v[44:45], null, v[42:43], v[42:43], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[32:33], v[32:33], 0xffffffe0
	v_rcp_f64_e32 v[46:47], v[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x95f62, v33
	v_and_b32_e32 v33, 0xfffff, v2
	v_lshrrev_b32_e32 v2, 20, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v33, 0x3fe6a09e, v33
	v_add_co_u32 v2, s6, 0xfffffc01, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_add_f64 v[32:33], v[32:33], -1.0
	v_fma_f64 v[48:49], -v[44:45], v[46:47], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[34:35], v[32:33], 2.0
	v_fma_f64 v[46:47], v[46:47], v[48:49], v[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[48:49], -v[44:45], v[46:47], 1.0
	v_fma_f64 v[46:47], v[46:47], v[48:49], v[46:47]
	v_div_scale_f64 v[48:49], vcc_lo, 1.0, v[42:43], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[50:51], v[48:49], v[46:47]
	v_fma_f64 v[44:45], -v[44:45], v[50:51], v[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[44:45], v[44:45], v[46:47], v[50:51]
	v_div_scale_f64 v[46:47], null, v[34:35], v[34:35], v[32:33]
	v_rcp_f64_e32 v[48:49], v[46:47]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[50:51], -v[46:47], v[48:49], 1.0
	v_fma_f64 v[48:49], v[48:49], v[50:51], v[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[50:51], -v[46:47], v[48:49], 1.0
	v_fma_f64 v[48:49], v[48:49], v[50:51], v[48:49]
	v_div_scale_f64 v[50:51], vcc_lo, v[32:33], v[34:35], v[32:33]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[52:53], v[50:51], v[48:49]
	v_fma_f64 v[46:47], -v[46:47], v[52:53], v[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[46:47], v[46:47], v[48:49], v[52:53]
	v_add_f64 v[48:49], v[37:38], -v[40:41]
	v_div_fixup_f64 v[34:35], v[46:47], v[34:35], v[32:33]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[37:38], -v[48:49]
	v_cvt_f64_u32_e32 v[46:47], v2
	v_add_f64 v[36:37], v[36:37], -v[40:41]
	v_mul_f64 v[40:41], v[48:49], v[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[56:57], v[36:37], 0.5
	v_mul_f64 v[50:51], v[40:41], s[90:91]
	v_mul_f64 v[52:53], v[40:41], v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[50:51], v[50:51], s[92:93]
	v_mul_f64 v[54:55], v[40:41], v[52:53]
	v_mul_f64 v[52:53], v[52:53], v[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[50:51], v[54:55], v[50:51]
	v_mul_f64 v[54:55], v[40:41], s[94:95]
	v_add_f64 v[54:55], v[54:55], s[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[54:55], v[40:41], v[54:55]
	v_add_f64 v[54:55], v[54:55], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[50:51], v[50:51], v[54:55]
	v_mul_f64 v[54:55], v[40:41], s[82:83]
	v_add_f64 v[54:55], v[54:55], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[54:55], v[40:41], v[54:55]
	v_add_f64 v[54:55], v[54:55], s[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[52:53], v[52:53], v[54:55]
	v_mul_f64 v[54:55], v[40:41], s[76:77]
	v_add_f64 v[54:55], v[54:55], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[54:55], v[40:41], v[54:55]
	v_add_f64 v[54:55], v[54:55], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[54:55], v[40:41], v[54:55]
	v_add_f64 v[52:53], v[54:55], v[52:53]
	v_mul_f64 v[54:55], v[48:49], v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[52:53], v[40:41], v[52:53]
	v_mul_f64 v[50:51], v[54:55], v[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[50:51], v[56:57], -v[50:51]
	v_mul_f64 v[56:57], v[40:41], 0.5
	v_mul_f64 v[40:41], v[40:41], v[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[58:59], -v[56:57], 1.0
	v_mul_f64 v[50:51], v[48:49], v[36:37]
	v_add_f64 v[36:37], v[40:41], -v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[60:61], -v[58:59], 1.0
	v_add_f64 v[50:51], v[52:53], -v[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[56:57], v[60:61], -v[56:57]
	v_add_f64 v[40:41], v[56:57], v[50:51]
	v_mul_f64 v[50:51], v[54:55], s[98:99]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[40:41], v[58:59], v[40:41]
	v_add_f64 v[36:37], v[36:37], v[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v38, 0x80000000, v41
	v_add_f64 v[36:37], v[48:49], -v[36:37]
	v_dual_mov_b32 v49, s15 :: v_dual_and_b32 v48, 2, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[48:49]
	v_add_co_ci_u32_e64 v49, null, 0, -1, s6
	v_cndmask_b32_e32 v41, v38, v41, vcc_lo
	v_xor_b32_e32 v38, 0x80000000, v37
	v_dual_cndmask_b32 v48, v37, v38 :: v_dual_and_b32 v37, 1, v39
	v_mov_b32_e32 v38, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[37:38]
	v_cvt_f64_i32_e32 v[38:39], v49
	v_cndmask_b32_e32 v36, v36, v40, vcc_lo
	v_cndmask_b32_e32 v37, v48, v41, vcc_lo
	v_mul_f64 v[40:41], v[34:35], v[34:35]
	v_ldexp_f64 v[38:39], v[38:39], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[48:49], v[40:41], v[40:41]
	v_add_f64 v[38:39], v[38:39], v[46:47]
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f64 v[46:47], v[48:49], s[60:61]
	s_mov_b32 s60, 0x96cb03de
	s_mov_b32 s61, 0x3fc74664
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_add_f64 v[46:47], v[46:47], s[60:61]
	s_mov_b32 s60, 0xd078c69f
	s_mov_b32 s61, 0x3fc39a09
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[50:51], v[48:49], s[60:61]
	s_mov_b32 s60, 0x1d8e78af
	s_mov_b32 s61, 0x3fcc71c5
	v_mul_f64 v[46:47], v[48:49], v[46:47]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f64 v[50:51], v[50:51], s[60:61]
	s_mov_b32 s60, 0x94229359
	s_mov_b32 s61, 0x3fd24924
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_add_f64 v[46:47], v[46:47], s[60:61]
	s_mov_b32 s60, 0x9997fa04
	s_mov_b32 s61, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[50:51], v[48:49], v[50:51]
	v_mul_f64 v[46:47], v[48:49], v[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[50:51], v[50:51], s[60:61]
	v_add_f64 v[46:47], v[46:47], s[62:63]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[48:49], v[48:49], v[50:51]
	v_mul_f64 v[40:41], v[40:41], v[46:47]
	v_mul_f64 v[46:47], v[32:33], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[40:41], v[48:49], v[40:41]
	v_mul_f64 v[46:47], v[32:33], v[46:47]
	v_mul_f64 v[48:49], v[38:39], s[26:27]
	v_mul_f64 v[38:39], v[38:39], s[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], v[46:47], v[40:41]
	v_mul_f64 v[34:35], v[34:35], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[34:35], v[48:49], v[34:35]
	v_add_f64 v[34:35], v[34:35], -v[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[32:33], v[32:33], v[34:35]
	v_add_f64 v[32:33], v[38:39], v[32:33]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[32:33], v[32:33], -2.0
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[32:33]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	v_cndmask_b32_e64 v48, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[32:33], v[32:33], v2
	v_rsq_f64_e32 v[34:35], v[32:33]
	v_cmp_class_f64_e64 vcc_lo, v[32:33], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[38:39], v[32:33], v[34:35]
	v_mul_f64 v[34:35], v[34:35], 0.5
	v_fma_f64 v[40:41], -v[34:35], v[38:39], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[38:39], v[38:39], v[40:41], v[38:39]
	v_fma_f64 v[34:35], v[34:35], v[40:41], v[34:35]
	v_fma_f64 v[46:47], -v[38:39], v[38:39], v[32:33]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[38:39], v[46:47], v[34:35], v[38:39]
	v_fma_f64 v[40:41], -v[38:39], v[38:39], v[32:33]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[34:35], v[40:41], v[34:35], v[38:39]
	v_ldexp_f64 v[34:35], v[34:35], v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v33, v35, v33 :: v_dual_cndmask_b32 v32, v34, v32
	v_div_fixup_f64 v[34:35], v[44:45], v[42:43], 1.0
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_mul_f64 v[32:33], v[36:37], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[34:35]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_f64_e32 v2, v[32:33]
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v0, v15, v0
	v_mul_f32_e32 v2, v31, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v2, v0
	v_and_b32_e32 v2, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v32, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s17
	v_mov_b32_e32 v33, v16
	s_and_saveexec_b32 s17, s3
	s_cbranch_execz .LBB8_16
.LBB8_27:
	v_xor_b32_e32 v2, s0, v20
	s_xor_b32 s6, s16, s1
	s_mov_b32 s95, s39
	s_xor_b32 s6, s6, s18
	s_mov_b32 s97, s45
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v2, 0
	s_mul_hi_u32 s48, s6, 0xd2511f53
	s_mul_i32 s6, s6, 0xd2511f53
	v_xor_b32_e32 v0, s48, v25
	s_mov_b32 s48, s46
	s_mov_b32 s77, s41
	s_mov_b32 s81, s47
	v_xor3_b32 v2, s6, vcc_hi, v34
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v0, 0
	s_mov_b32 s6, s40
	s_mov_b32 s99, s49
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v2, 0
	s_mov_b32 s60, 0xdf3e5244
	s_mov_b32 s61, 0x3fc2f112
	v_xor_b32_e32 v0, v35, v26
	v_xor3_b32 v2, v37, s20, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s21, v35, v33
	v_xor3_b32 v2, v38, s50, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s33, v34, v36
	v_xor3_b32 v2, v39, s51, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s52, v34, v37
	v_xor3_b32 v2, v36, s54, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s53, v34, v38
	v_xor3_b32 v0, v0, s55, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, s57, v33
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[38:39], v36
	v_add_f64 v[38:39], v[38:39], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[38:39], v[38:39], 0xffffffe0
	v_mul_f64 v[38:39], v[38:39], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[38:39], s[66:67]
	v_add_f64 v[40:41], 0x43380000, v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[41:42], 0xc3380000, v[40:41]
	v_mul_f64 v[43:44], v[41:42], s[68:69]
	v_mul_f64 v[45:46], v[41:42], s[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f64 v[43:44], v[38:39], v[43:44]
	v_bfe_u32 v38, v39, 20, 11
	v_mov_b32_e32 v39, s15
	v_add_f64 v[47:48], v[43:44], v[45:46]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[49:50], v[43:44], -v[47:48]
	v_add_f64 v[45:46], v[49:50], v[45:46]
	v_mul_f64 v[49:50], v[41:42], s[70:71]
	v_mul_f64 v[41:42], v[41:42], s[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[51:52], v[43:44], -v[49:50]
	v_add_f64 v[41:42], v[41:42], -v[45:46]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v52
	v_and_b32_e32 v0, 0x7ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 16, v0
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[38:39]
	global_load_b32 v0, v[8:9], off
	v_dual_cndmask_b32 v39, v44, v48 :: v_dual_cndmask_b32 v42, v50, v42
	v_dual_cndmask_b32 v38, v43, v47 :: v_dual_cndmask_b32 v41, v49, v41
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[43:44], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[43:44]
	v_xor_b32_e32 v2, 0x80000000, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v44, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v43, 0, v43, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[43:44]
	v_cndmask_b32_e32 v44, 0xc05e0000, v44, vcc_lo
	v_cndmask_b32_e32 v43, 0, v43, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[45:46], v[43:44], s[10:11]
	v_add_f64 v[45:46], 0x43380000, v[45:46]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[46:47], 0xc3380000, v[45:46]
	v_lshl_add_u32 v2, v45, 20, 0x3ff00000
	v_mul_f64 v[48:49], v[46:47], s[24:25]
	v_mul_f64 v[46:47], v[46:47], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[43:44], v[43:44], -v[48:49]
	v_add_f64 v[43:44], v[43:44], -v[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[46:47], v[43:44], s[28:29]
	v_add_f64 v[46:47], v[46:47], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[46:47], v[43:44], v[46:47]
	v_add_f64 v[46:47], v[46:47], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[46:47], v[43:44], v[46:47]
	v_add_f64 v[46:47], v[46:47], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[46:47], v[43:44], v[46:47]
	v_add_f64 v[46:47], v[46:47], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[46:47], v[43:44], v[46:47]
	v_add_f64 v[46:47], v[46:47], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[46:47], v[43:44], v[46:47]
	v_add_f64 v[46:47], v[46:47], s[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[46:47], v[43:44], v[46:47]
	v_add_f64 v[46:47], v[46:47], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[46:47], v[43:44], v[46:47]
	v_add_f64 v[46:47], v[46:47], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[46:47], v[43:44], v[46:47]
	v_add_f64 v[46:47], v[46:47], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[46:47], v[43:44], v[46:47]
	v_add_f64 v[46:47], v[46:47], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[46:47], v[43:44], v[46:47]
	v_add_f64 v[46:47], v[46:47], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[46:47], v[43:44], v[46:47]
	v_add_f64 v[46:47], v[46:47], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[43:44], v[43:44], v[46:47]
	v_add_f64 v[43:44], v[43:44], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[43:44], v[43:44], v[1:2]
	v_xor3_b32 v2, s56, v34, v35
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v2, v2, v37, s58
	v_cvt_f64_u32_e32 v[33:34], v2
	v_add_f64 v[43:44], v[43:44], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[33:34], v[33:34], 0.5
	v_div_scale_f64 v[45:46], null, v[43:44], v[43:44], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[33:34], v[33:34], 0xffffffe0
	v_rcp_f64_e32 v[47:48], v[45:46]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x95f62, v34
	v_and_b32_e32 v34, 0xfffff, v2
	v_lshrrev_b32_e32 v2, 20, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v34, 0x3fe6a09e, v34
	v_add_co_u32 v2, s6, 0xfffffc01, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_add_f64 v[33:34], v[33:34], -1.0
	v_fma_f64 v[49:50], -v[45:46], v[47:48], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[33:34], 2.0
	v_fma_f64 v[47:48], v[47:48], v[49:50], v[47:48]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[49:50], -v[45:46], v[47:48], 1.0
	v_fma_f64 v[47:48], v[47:48], v[49:50], v[47:48]
	v_div_scale_f64 v[49:50], vcc_lo, 1.0, v[43:44], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[51:52], v[49:50], v[47:48]
	v_fma_f64 v[45:46], -v[45:46], v[51:52], v[49:50]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[45:46], v[45:46], v[47:48], v[51:52]
	v_div_scale_f64 v[47:48], null, v[35:36], v[35:36], v[33:34]
	v_rcp_f64_e32 v[49:50], v[47:48]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[51:52], -v[47:48], v[49:50], 1.0
	v_fma_f64 v[49:50], v[49:50], v[51:52], v[49:50]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[51:52], -v[47:48], v[49:50], 1.0
	v_fma_f64 v[49:50], v[49:50], v[51:52], v[49:50]
	v_div_scale_f64 v[51:52], vcc_lo, v[33:34], v[35:36], v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[53:54], v[51:52], v[49:50]
	v_fma_f64 v[47:48], -v[47:48], v[53:54], v[51:52]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[47:48], v[47:48], v[49:50], v[53:54]
	v_add_f64 v[49:50], v[38:39], -v[41:42]
	v_div_fixup_f64 v[35:36], v[47:48], v[35:36], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[37:38], v[38:39], -v[49:50]
	v_cvt_f64_u32_e32 v[47:48], v2
	v_add_f64 v[37:38], v[37:38], -v[41:42]
	v_mul_f64 v[41:42], v[49:50], v[49:50]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[57:58], v[37:38], 0.5
	v_mul_f64 v[51:52], v[41:42], s[90:91]
	v_mul_f64 v[53:54], v[41:42], v[41:42]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[51:52], v[51:52], s[92:93]
	v_mul_f64 v[55:56], v[41:42], v[53:54]
	v_mul_f64 v[53:54], v[53:54], v[53:54]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[51:52], v[55:56], v[51:52]
	v_mul_f64 v[55:56], v[41:42], s[94:95]
	v_add_f64 v[55:56], v[55:56], s[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[55:56], v[41:42], v[55:56]
	v_add_f64 v[55:56], v[55:56], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[51:52], v[51:52], v[55:56]
	v_mul_f64 v[55:56], v[41:42], s[82:83]
	v_add_f64 v[55:56], v[55:56], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[55:56], v[41:42], v[55:56]
	v_add_f64 v[55:56], v[55:56], s[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[53:54], v[53:54], v[55:56]
	v_mul_f64 v[55:56], v[41:42], s[76:77]
	v_add_f64 v[55:56], v[55:56], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[55:56], v[41:42], v[55:56]
	v_add_f64 v[55:56], v[55:56], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[55:56], v[41:42], v[55:56]
	v_add_f64 v[53:54], v[55:56], v[53:54]
	v_mul_f64 v[55:56], v[49:50], v[41:42]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[53:54], v[41:42], v[53:54]
	v_mul_f64 v[51:52], v[55:56], v[51:52]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[51:52], v[57:58], -v[51:52]
	v_mul_f64 v[57:58], v[41:42], 0.5
	v_mul_f64 v[41:42], v[41:42], v[51:52]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[59:60], -v[57:58], 1.0
	v_mul_f64 v[51:52], v[49:50], v[37:38]
	v_add_f64 v[37:38], v[41:42], -v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[61:62], -v[59:60], 1.0
	v_add_f64 v[51:52], v[53:54], -v[51:52]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[57:58], v[61:62], -v[57:58]
	v_add_f64 v[41:42], v[57:58], v[51:52]
	v_mul_f64 v[51:52], v[55:56], s[98:99]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[41:42], v[59:60], v[41:42]
	v_add_f64 v[37:38], v[37:38], v[51:52]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v39, 0x80000000, v42
	v_add_f64 v[37:38], v[49:50], -v[37:38]
	v_dual_mov_b32 v50, s15 :: v_dual_and_b32 v49, 2, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[49:50]
	v_add_co_ci_u32_e64 v50, null, 0, -1, s6
	v_cndmask_b32_e32 v42, v39, v42, vcc_lo
	v_xor_b32_e32 v39, 0x80000000, v38
	v_dual_cndmask_b32 v49, v38, v39 :: v_dual_and_b32 v38, 1, v40
	v_mov_b32_e32 v39, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[38:39]
	v_cvt_f64_i32_e32 v[39:40], v50
	v_cndmask_b32_e32 v37, v37, v41, vcc_lo
	v_cndmask_b32_e32 v38, v49, v42, vcc_lo
	v_mul_f64 v[41:42], v[35:36], v[35:36]
	v_ldexp_f64 v[39:40], v[39:40], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[49:50], v[41:42], v[41:42]
	v_add_f64 v[39:40], v[39:40], v[47:48]
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f64 v[47:48], v[49:50], s[60:61]
	s_mov_b32 s60, 0x96cb03de
	s_mov_b32 s61, 0x3fc74664
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_add_f64 v[47:48], v[47:48], s[60:61]
	s_mov_b32 s60, 0xd078c69f
	s_mov_b32 s61, 0x3fc39a09
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[51:52], v[49:50], s[60:61]
	s_mov_b32 s60, 0x1d8e78af
	s_mov_b32 s61, 0x3fcc71c5
	v_mul_f64 v[47:48], v[49:50], v[47:48]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f64 v[51:52], v[51:52], s[60:61]
	s_mov_b32 s60, 0x94229359
	s_mov_b32 s61, 0x3fd24924
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_add_f64 v[47:48], v[47:48], s[60:61]
	s_mov_b32 s60, 0x9997fa04
	s_mov_b32 s61, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[51:52], v[49:50], v[51:52]
	v_mul_f64 v[47:48], v[49:50], v[47:48]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[51:52], v[51:52], s[60:61]
	v_add_f64 v[47:48], v[47:48], s[62:63]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[49:50], v[49:50], v[51:52]
	v_mul_f64 v[41:42], v[41:42], v[47:48]
	v_mul_f64 v[47:48], v[33:34], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[41:42], v[49:50], v[41:42]
	v_mul_f64 v[47:48], v[33:34], v[47:48]
	v_mul_f64 v[49:50], v[39:40], s[26:27]
	v_mul_f64 v[39:40], v[39:40], s[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[41:42], v[47:48], v[41:42]
	v_mul_f64 v[35:36], v[35:36], v[41:42]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[35:36], v[49:50], v[35:36]
	v_add_f64 v[35:36], v[35:36], -v[47:48]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[33:34], v[33:34], v[35:36]
	v_add_f64 v[33:34], v[39:40], v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[33:34], v[33:34], -2.0
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[33:34]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	v_cndmask_b32_e64 v49, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[33:34], v[33:34], v2
	v_rsq_f64_e32 v[35:36], v[33:34]
	v_cmp_class_f64_e64 vcc_lo, v[33:34], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[39:40], v[33:34], v[35:36]
	v_mul_f64 v[35:36], v[35:36], 0.5
	v_fma_f64 v[41:42], -v[35:36], v[39:40], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[39:40], v[39:40], v[41:42], v[39:40]
	v_fma_f64 v[35:36], v[35:36], v[41:42], v[35:36]
	v_fma_f64 v[47:48], -v[39:40], v[39:40], v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[39:40], v[47:48], v[35:36], v[39:40]
	v_fma_f64 v[41:42], -v[39:40], v[39:40], v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[35:36], v[41:42], v[35:36], v[39:40]
	v_ldexp_f64 v[35:36], v[35:36], v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v34, v36, v34 :: v_dual_cndmask_b32 v33, v35, v33
	v_div_fixup_f64 v[35:36], v[45:46], v[43:44], 1.0
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_mul_f64 v[33:34], v[37:38], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[35:36]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_f64_e32 v2, v[33:34]
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v0, v16, v0
	v_mul_f32_e32 v2, v31, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v2, v0
	v_and_b32_e32 v2, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v33, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s17
	v_mov_b32_e32 v34, v17
	s_and_saveexec_b32 s17, s4
	s_cbranch_execnz .LBB8_17
	s_branch .LBB8_18
.LBB8_28:
	global_load_b32 v0, v[6:7], off
	s_mov_b32 s100, s24
	s_mov_b32 s102, s26
	s_mov_b32 s6, s40
	s_mov_b32 s48, s46
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v15, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[31:32], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[31:32]
	v_xor_b32_e32 v2, 0x80000000, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v32, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v31, 0, v31, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[31:32]
	v_cndmask_b32_e32 v32, 0xc05e0000, v32, vcc_lo
	v_cndmask_b32_e32 v31, 0, v31, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[33:34], v[31:32], s[10:11]
	v_add_f64 v[33:34], 0x43380000, v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[34:35], 0xc3380000, v[33:34]
	v_lshl_add_u32 v2, v33, 20, 0x3ff00000
	v_mul_f64 v[36:37], v[34:35], s[100:101]
	v_mul_f64 v[34:35], v[34:35], s[102:103]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[31:32], v[31:32], v[36:37]
	v_add_f64 v[31:32], v[31:32], v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], s[28:29]
	v_add_f64 v[34:35], v[34:35], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[31:32], v[31:32], v[34:35]
	v_add_f64 v[31:32], v[31:32], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[31:32], v[31:32], v[1:2]
	v_add_f64 v[31:32], v[31:32], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[33:34], null, v[31:32], v[31:32], 1.0
	v_rcp_f64_e32 v[35:36], v[33:34]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[37:38], -v[33:34], v[35:36], 1.0
	v_fma_f64 v[35:36], v[35:36], v[37:38], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[37:38], -v[33:34], v[35:36], 1.0
	v_fma_f64 v[35:36], v[35:36], v[37:38], v[35:36]
	v_div_scale_f64 v[37:38], vcc_lo, 1.0, v[31:32], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[39:40], v[37:38], v[35:36]
	v_fma_f64 v[33:34], -v[33:34], v[39:40], v[37:38]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[33:34], v[33:34], v[35:36], v[39:40]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[31:32], v[33:34], v[31:32], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[31:32]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v15, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v15, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB8_24
.LBB8_29:
	global_load_b32 v0, v[8:9], off
	s_mov_b32 s100, s24
	s_mov_b32 s102, s26
	s_mov_b32 s6, s40
	s_mov_b32 s48, s46
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[31:32], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[31:32]
	v_xor_b32_e32 v2, 0x80000000, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v32, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v31, 0, v31, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[31:32]
	v_cndmask_b32_e32 v32, 0xc05e0000, v32, vcc_lo
	v_cndmask_b32_e32 v31, 0, v31, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[33:34], v[31:32], s[10:11]
	v_add_f64 v[33:34], 0x43380000, v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[34:35], 0xc3380000, v[33:34]
	v_lshl_add_u32 v2, v33, 20, 0x3ff00000
	v_mul_f64 v[36:37], v[34:35], s[100:101]
	v_mul_f64 v[34:35], v[34:35], s[102:103]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[31:32], v[31:32], v[36:37]
	v_add_f64 v[31:32], v[31:32], v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], s[28:29]
	v_add_f64 v[34:35], v[34:35], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[31:32], v[31:32], v[34:35]
	v_add_f64 v[31:32], v[31:32], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[31:32], v[31:32], v[1:2]
	v_add_f64 v[31:32], v[31:32], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[33:34], null, v[31:32], v[31:32], 1.0
	v_rcp_f64_e32 v[35:36], v[33:34]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[37:38], -v[33:34], v[35:36], 1.0
	v_fma_f64 v[35:36], v[35:36], v[37:38], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[37:38], -v[33:34], v[35:36], 1.0
	v_fma_f64 v[35:36], v[35:36], v[37:38], v[35:36]
	v_div_scale_f64 v[37:38], vcc_lo, 1.0, v[31:32], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[39:40], v[37:38], v[35:36]
	v_fma_f64 v[33:34], -v[33:34], v[39:40], v[37:38]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[33:34], v[33:34], v[35:36], v[39:40]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[31:32], v[33:34], v[31:32], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[31:32]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v16, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB8_25
.LBB8_30:
	global_load_b32 v0, v[10:11], off
	s_mov_b32 s100, s24
	s_mov_b32 s102, s26
	s_mov_b32 s6, s40
	s_mov_b32 s48, s46
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v17, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[31:32], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[31:32]
	v_xor_b32_e32 v2, 0x80000000, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v32, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v31, 0, v31, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[31:32]
	v_cndmask_b32_e32 v32, 0xc05e0000, v32, vcc_lo
	v_cndmask_b32_e32 v31, 0, v31, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[33:34], v[31:32], s[10:11]
	v_add_f64 v[33:34], 0x43380000, v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[34:35], 0xc3380000, v[33:34]
	v_lshl_add_u32 v2, v33, 20, 0x3ff00000
	v_mul_f64 v[36:37], v[34:35], s[100:101]
	v_mul_f64 v[34:35], v[34:35], s[102:103]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[31:32], v[31:32], v[36:37]
	v_add_f64 v[31:32], v[31:32], v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], s[28:29]
	v_add_f64 v[34:35], v[34:35], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[31:32], v[31:32], v[34:35]
	v_add_f64 v[31:32], v[31:32], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[31:32], v[31:32], v[1:2]
	v_add_f64 v[31:32], v[31:32], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[33:34], null, v[31:32], v[31:32], 1.0
	v_rcp_f64_e32 v[35:36], v[33:34]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[37:38], -v[33:34], v[35:36], 1.0
	v_fma_f64 v[35:36], v[35:36], v[37:38], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[37:38], -v[33:34], v[35:36], 1.0
	v_fma_f64 v[35:36], v[35:36], v[37:38], v[35:36]
	v_div_scale_f64 v[37:38], vcc_lo, 1.0, v[31:32], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[39:40], v[37:38], v[35:36]
	v_fma_f64 v[33:34], -v[33:34], v[39:40], v[37:38]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[33:34], v[33:34], v[35:36], v[39:40]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[31:32], v[33:34], v[31:32], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[31:32]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v17, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v17, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB8_11
.LBB8_31:
	global_load_b32 v0, v[12:13], off
	s_mov_b32 s100, s24
	s_mov_b32 s102, s26
	s_mov_b32 s6, s40
	s_mov_b32 s48, s46
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[31:32], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[31:32]
	v_xor_b32_e32 v2, 0x80000000, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v32, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v31, 0, v31, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[31:32]
	v_cndmask_b32_e32 v32, 0xc05e0000, v32, vcc_lo
	v_cndmask_b32_e32 v31, 0, v31, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[33:34], v[31:32], s[10:11]
	v_add_f64 v[33:34], 0x43380000, v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[34:35], 0xc3380000, v[33:34]
	v_lshl_add_u32 v2, v33, 20, 0x3ff00000
	v_mul_f64 v[36:37], v[34:35], s[100:101]
	v_mul_f64 v[34:35], v[34:35], s[102:103]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[31:32], v[31:32], v[36:37]
	v_add_f64 v[31:32], v[31:32], v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], s[28:29]
	v_add_f64 v[34:35], v[34:35], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[34:35]
	v_add_f64 v[34:35], v[34:35], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[31:32], v[31:32], v[34:35]
	v_add_f64 v[31:32], v[31:32], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[31:32], v[31:32], v[1:2]
	v_add_f64 v[31:32], v[31:32], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[33:34], null, v[31:32], v[31:32], 1.0
	v_rcp_f64_e32 v[35:36], v[33:34]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[37:38], -v[33:34], v[35:36], 1.0
	v_fma_f64 v[35:36], v[35:36], v[37:38], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[37:38], -v[33:34], v[35:36], 1.0
	v_fma_f64 v[35:36], v[35:36], v[37:38], v[35:36]
	v_div_scale_f64 v[37:38], vcc_lo, 1.0, v[31:32], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[39:40], v[37:38], v[35:36]
	v_fma_f64 v[33:34], -v[33:34], v[39:40], v[37:38]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[33:34], v[33:34], v[35:36], v[39:40]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[31:32], v[33:34], v[31:32], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[31:32]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v18, 0x7fc00000, v0, vcc_lo
	s_branch .LBB8_11
.LBB8_32:
	v_readlane_b32 s12, v65, 0
	v_readlane_b32 s13, v65, 1
.LBB8_33:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB8_39
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB8_40
.LBB8_35:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB8_41
.LBB8_36:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB8_38
.LBB8_37:
	v_lshlrev_b32_e32 v0, 2, v5
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v18, s[12:13]
.LBB8_38:
	s_endpgm
.LBB8_39:
	s_waitcnt vmcnt(0)
	global_store_b32 v14, v15, s[12:13]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB8_35
.LBB8_40:
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v16, s[12:13]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB8_36
.LBB8_41:
	v_lshlrev_b32_e32 v0, 2, v4
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v17, s[12:13]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB8_37
	s_branch .LBB8_38
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softplus_w4096
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_next_free_vgpr 66
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
	.size	tessera_softplus_w4096, .Lfunc_end8-tessera_softplus_w4096

	.set tessera_softplus_w4096.num_vgpr, 66
	.set tessera_softplus_w4096.num_agpr, 0
	.set tessera_softplus_w4096.numbered_sgpr, 105
	.set tessera_softplus_w4096.num_named_barrier, 0
	.set tessera_softplus_w4096.private_seg_size, 0
	.set tessera_softplus_w4096.uses_vcc, 1
	.set tessera_softplus_w4096.uses_flat_scratch, 0
	.set tessera_softplus_w4096.has_dyn_sized_stack, 0
	.set tessera_softplus_w4096.has_recursion, 0
	.set tessera_softplus_w4096.has_indirect_call, 0
	.globl	tessera_softplus_w8192
	.p2align	8
	.type	tessera_softplus_w8192,@function
tessera_softplus_w8192:
	s_load_b256 s[8:15], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[12:13], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x2000, s[14:15]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB9_73
	s_load_b64 s[26:27], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v30, 2, v0
	s_mul_i32 s3, s15, s2
	s_mul_hi_u32 s4, s14, s2
	s_mul_i32 s28, s14, s2
	s_add_i32 s29, s4, s3
	v_cmp_gt_u64_e64 s55, s[14:15], v[0:1]
	s_lshl_b64 s[24:25], s[28:29], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s4, s8, s24
	s_addc_u32 s5, s9, s25
	s_and_saveexec_b32 s2, s55
	s_cbranch_execz .LBB9_3
	global_load_b32 v31, v30, s[4:5]
.LBB9_3:
	s_or_b32 exec_lo, exec_lo, s2
	v_or_b32_e32 v3, 0x400, v0
	v_mov_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[14:15], v[3:4]
	v_writelane_b32 v96, s3, 0
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB9_5
	v_lshlrev_b32_e32 v2, 2, v3
	global_load_b32 v32, v2, s[4:5]
.LBB9_5:
	s_or_b32 exec_lo, exec_lo, s2
	v_or_b32_e32 v4, 0x800, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[14:15], v[4:5]
	v_writelane_b32 v96, s3, 1
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB9_7
	v_lshlrev_b32_e32 v2, 2, v4
	global_load_b32 v33, v2, s[4:5]
.LBB9_7:
	s_or_b32 exec_lo, exec_lo, s2
	v_or_b32_e32 v5, 0xc00, v0
	v_mov_b32_e32 v6, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[14:15], v[5:6]
	v_writelane_b32 v96, s3, 2
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB9_9
	v_lshlrev_b32_e32 v2, 2, v5
	global_load_b32 v34, v2, s[4:5]
.LBB9_9:
	s_or_b32 exec_lo, exec_lo, s2
	v_or_b32_e32 v6, 0x1000, v0
	v_mov_b32_e32 v7, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[14:15], v[6:7]
	v_writelane_b32 v96, s3, 3
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB9_11
	v_lshlrev_b32_e32 v2, 2, v6
	global_load_b32 v35, v2, s[4:5]
.LBB9_11:
	s_or_b32 exec_lo, exec_lo, s2
	v_or_b32_e32 v7, 0x1400, v0
	v_mov_b32_e32 v8, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[14:15], v[7:8]
	v_writelane_b32 v96, s3, 4
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB9_13
	v_lshlrev_b32_e32 v2, 2, v7
	global_load_b32 v36, v2, s[4:5]
.LBB9_13:
	s_or_b32 exec_lo, exec_lo, s2
	v_or_b32_e32 v8, 0x1800, v0
	v_mov_b32_e32 v9, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[14:15], v[8:9]
	v_writelane_b32 v96, s3, 5
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB9_15
	v_lshlrev_b32_e32 v2, 2, v8
	global_load_b32 v37, v2, s[4:5]
.LBB9_15:
	s_or_b32 exec_lo, exec_lo, s2
	v_or_b32_e32 v9, 0x1c00, v0
	v_mov_b32_e32 v10, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[14:15], v[9:10]
	v_writelane_b32 v96, s3, 6
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB9_17
	v_lshlrev_b32_e32 v1, 2, v9
	global_load_b32 v38, v1, s[4:5]
.LBB9_17:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[26:27], 0
	s_cbranch_scc1 .LBB9_57
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x28
	s_load_b128 s[20:23], s[0:1], 0x48
	v_add_co_u32 v14, s0, s28, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v15, null, s29, 0, s0
	v_writelane_b32 v96, s4, 7
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v14, 0
	v_add_co_u32 v2, vcc_lo, 0x400, v14
	v_add_co_u32 v12, s0, 0x800, v14
	v_add_co_ci_u32_e64 v13, null, 0, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v10, v1, v15
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_writelane_b32 v96, s5, 8
	v_add_co_ci_u32_e64 v16, null, 0, v15, s0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s15, 0
	v_xor_b32_e32 v10, s21, v10
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(VALU_DEP_4)
	v_xor_b32_e32 v2, v2, v13
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v12, 0
	v_writelane_b32 v96, s1, 9
	s_add_u32 s1, s10, s24
	s_addc_u32 s2, s11, s25
	s_cmp_lg_u32 s14, 0
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v10, 0
	s_cselect_b32 s3, -1, 0
	s_add_u32 s4, s21, 0xbb67ae85
	s_add_u32 s5, s20, 0x3c6ef372
	v_xor_b32_e32 v39, s4, v0
	v_xor_b32_e32 v0, v13, v16
	v_xor_b32_e32 v42, s4, v1
	v_writelane_b32 v96, s3, 10
	s_add_u32 s3, s20, 0x9e3779b9
	v_xor_b32_e32 v2, s21, v2
	v_xor_b32_e32 v0, s21, v0
	v_xor_b32_e32 v40, s3, v11
	v_xor_b32_e32 v41, s5, v10
	v_xor_b32_e32 v45, s4, v12
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	s_mov_b32 s14, 0x652b82fe
	s_mov_b32 s28, 0xfee00000
	s_mov_b32 s24, 0x35793c76
	s_mov_b32 s34, 0x13a86d09
	v_xor_b32_e32 v44, s5, v10
	v_add_co_u32 v10, s0, s1, v30
	v_xor_b32_e32 v47, s5, v0
	v_add_co_u32 v0, vcc_lo, 0xc00, v14
	v_xor_b32_e32 v46, s3, v1
	v_add_co_ci_u32_e64 v2, null, 0, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v43, s3, v11
	v_add_co_ci_u32_e64 v11, null, s2, 0, s0
	s_mov_b32 s36, 0xeff8d898
	s_mov_b32 s38, 0x67f544e4
	s_mov_b32 s40, 0xb7789f5c
	v_xor_b32_e32 v1, v1, v2
	v_xor_b32_e32 v48, s4, v0
	s_mov_b32 s42, 0xa556c734
	s_mov_b32 s44, 0x1a01a01a
	s_mov_b32 s46, 0x16c16c17
	v_xor_b32_e32 v0, s21, v1
	s_mov_b32 s48, 0x11111111
	s_mov_b32 s50, 0x55555555
	s_mov_b32 s58, 0xdf3e5244
	s_mov_b32 s60, 0x96cb03de
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	s_mov_b32 s62, 0x94229359
	s_mov_b32 s64, 0x55555593
	s_mov_b32 s66, 0x54442d18
	s_mov_b32 s68, 0x6dc9c883
	s_mov_b32 s70, 0x54400000
	s_mov_b32 s72, 0x1a626331
	v_xor_b32_e32 v50, s5, v0
	v_add_co_u32 v0, vcc_lo, 0x1000, v14
	v_xor_b32_e32 v49, s3, v1
	v_add_co_ci_u32_e64 v2, null, 0, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mov_b32 s74, 0x1a600000
	s_mov_b32 s76, 0x2e037073
	s_mov_b32 s78, 0x16c15177
	s_mov_b32 s80, 0xbe8838d4
	s_mov_b32 s82, 0xbdb4b1c4
	s_mov_b32 s84, 0x809c52ad
	v_xor_b32_e32 v1, v1, v2
	v_xor_b32_e32 v51, s4, v0
	s_mov_b32 s86, 0x19c161d5
	s_mov_b32 s88, 0x5acfd57c
	s_mov_b32 s90, 0x8a2b9ceb
	v_xor_b32_e32 v0, s21, v1
	s_mov_b32 s104, 0
	s_add_u32 s19, s21, 0x76cf5d0a
	s_add_u32 s33, s20, 0xdaa66d2b
	s_add_u32 s2, s21, 0x32370b8f
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	s_add_u32 s6, s21, 0xa9066899
	s_add_u32 s7, s20, 0xb54cda56
	s_add_u32 s8, s21, 0x646e171e
	s_add_u32 s9, s20, 0x5384540f
	s_add_u32 s52, s21, 0x1fd5c5a3
	s_add_i32 s53, s20, 0x8ff34781
	v_xor_b32_e32 v53, s5, v0
	v_add_co_u32 v0, vcc_lo, 0x1400, v14
	v_xor_b32_e32 v52, s3, v1
	v_add_co_ci_u32_e64 v2, null, 0, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mov_b32 s15, 0x3ff71547
	s_mov_b32 s29, 0x3fe62e42
	s_mov_b32 s25, 0x3dea39ef
	s_mov_b32 s35, 0x3de61246
	s_mov_b32 s37, 0x3e21eed8
	s_mov_b32 s39, 0x3e5ae645
	v_xor_b32_e32 v1, v1, v2
	v_xor_b32_e32 v54, s4, v0
	s_mov_b32 s41, 0x3e927e4f
	s_mov_b32 s43, 0x3ec71de3
	s_mov_b32 s45, 0x3efa01a0
	v_xor_b32_e32 v0, s21, v1
	s_mov_b32 s47, 0x3f56c16c
	s_mov_b32 s49, 0x3f811111
	s_mov_b32 s51, 0x3fa55555
	s_mov_b32 s59, 0x3fc2f112
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	s_mov_b32 s61, 0x3fc74664
	s_mov_b32 s63, 0x3fd24924
	s_mov_b32 s65, 0x3fe55555
	s_mov_b32 s67, 0x401921fb
	s_mov_b32 s69, 0x3fe45f30
	s_mov_b32 s71, 0xbff921fb
	v_xor_b32_e32 v56, s5, v0
	v_add_co_u32 v0, vcc_lo, 0x1800, v14
	v_xor_b32_e32 v55, s3, v1
	v_add_co_ci_u32_e64 v2, null, 0, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mov_b32 s73, 0x3dd0b461
	s_mov_b32 s75, 0xbdd0b461
	s_mov_b32 s77, 0x3ba3198a
	s_mov_b32 s79, 0xbf56c16c
	s_mov_b32 s81, 0xbda8fae9
	s_mov_b32 s83, 0x3e21ee9e
	v_xor_b32_e32 v1, v1, v2
	v_xor_b32_e32 v57, s4, v0
	s_mov_b32 s85, 0xbe927e4f
	s_mov_b32 s87, 0xbf2a01a0
	s_mov_b32 s89, 0x3de5d93a
	v_xor_b32_e32 v0, s21, v1
	s_mov_b32 s91, 0xbe5ae5e6
	s_mov_b32 s11, 0x3f2a01a0
	s_mov_b32 s93, 0x3fc55555
	s_mov_b32 s94, 0x19cb1590
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	s_mov_b32 s96, 0x5555554c
	s_mov_b32 s98, 0x57b1fe7d
	s_mov_b32 s100, 0x1110f8a6
	s_mov_b32 s102, 0x55555549
	s_mov_b32 vcc_hi, 0xbfe62e42
	s_mov_b32 s31, 0xbdea39ef
	v_xor_b32_e32 v59, s5, v0
	v_add_co_u32 v0, vcc_lo, 0x1c00, v14
	v_xor_b32_e32 v58, s3, v1
	v_add_co_ci_u32_e64 v2, null, 0, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	v_add_co_u32 v12, vcc_lo, 0x1000, v10
	v_add_co_ci_u32_e64 v13, null, 0, v11, vcc_lo
	v_add_co_u32 v14, vcc_lo, 0x2000, v10
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v1, v1, v2
	v_xor_b32_e32 v60, s4, v0
	v_add_co_ci_u32_e64 v15, null, 0, v11, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x3000, v10
	v_xor_b32_e32 v0, s21, v1
	v_add_co_ci_u32_e64 v17, null, 0, v11, vcc_lo
	v_add_co_u32 v18, vcc_lo, 0x4000, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	v_add_co_ci_u32_e64 v19, null, 0, v11, vcc_lo
	v_add_co_u32 v20, vcc_lo, 0x5000, v10
	v_add_co_ci_u32_e64 v21, null, 0, v11, vcc_lo
	v_add_co_u32 v22, vcc_lo, 0x6000, v10
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v23, null, 0, v11, vcc_lo
	v_add_co_u32 v24, vcc_lo, 0x7000, v10
	v_xor_b32_e32 v61, s3, v1
	v_xor_b32_e32 v62, s5, v0
	v_add_co_ci_u32_e64 v25, null, 0, v11, vcc_lo
	v_mov_b32_e32 v1, 0
	s_add_u32 s3, s20, 0x78dde6e4
	s_add_u32 s4, s21, 0xed9eba14
	s_add_u32 s5, s20, 0x1715609d
	s_add_u32 s21, s21, 0xdb3d7428
	s_branch .LBB9_21
.LBB9_19:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v64, v31 :: v_dual_mov_b32 v65, v32
	v_dual_mov_b32 v66, v33 :: v_dual_mov_b32 v67, v34
	v_dual_mov_b32 v68, v35 :: v_dual_mov_b32 v69, v36
	v_mov_b32_e32 v70, v37
	v_mov_b32_e32 v0, v38
.LBB9_20:
	s_add_u32 s26, s26, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v38, v0 :: v_dual_mov_b32 v37, v70
	v_dual_mov_b32 v36, v69 :: v_dual_mov_b32 v35, v68
	v_dual_mov_b32 v34, v67 :: v_dual_mov_b32 v33, v66
	v_dual_mov_b32 v32, v65 :: v_dual_mov_b32 v31, v64
	s_addc_u32 s27, s27, -1
	s_mul_f32 s16, s17, s16
	s_add_u32 s22, s22, 1
	s_addc_u32 s23, s23, 0
	s_cmp_eq_u64 s[26:27], 0
	s_cbranch_scc1 .LBB9_56
.LBB9_21:
	v_readlane_b32 s0, v96, 10
	s_and_b32 vcc_lo, exec_lo, s0
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB9_39
	s_mul_f32 s1, s18, s16
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v64, v31
	s_mul_hi_u32 s30, s23, 0xcd9e8d57
	s_cmp_gt_f32 s1, 0
	s_mul_f32 s0, s1, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s1, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v0, s0
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s1, v0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v2, v0
	v_add_nc_u32_e32 v26, -1, v2
	v_add_nc_u32_e32 v27, 1, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v28, 0x80000000, v26
	v_xor_b32_e32 v29, 0x80000000, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v28, v28, v2, v0
	v_fma_f32 v29, v29, v2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s1, 0, v28
	v_cmp_lt_f32_e64 s10, 0, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, v2, v26, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_cndmask_b32_e64 v2, v2, v27, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, 0x37800000, v2
	v_cndmask_b32_e64 v2, v2, v26, s0
	v_readlane_b32 s0, v96, 9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v2, v0, s1
	s_mul_i32 s1, s23, 0xcd9e8d57
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v63, v0, s13, s0
	s_and_saveexec_b32 s0, s55
	s_cbranch_execz .LBB9_24
	v_xor_b32_e32 v2, s1, v40
	s_xor_b32 s10, s20, s30
	s_mov_b32 s92, s50
	s_xor_b32 s10, s10, s22
	s_mov_b32 s99, s43
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v2, 0
	s_mul_hi_u32 s54, s10, 0xd2511f53
	s_mul_i32 s10, s10, 0xd2511f53
	v_xor_b32_e32 v0, s54, v39
	s_mov_b32 s101, s49
	s_mov_b32 s95, s45
	s_mov_b32 s97, s51
	v_xor3_b32 v2, s10, s19, v27
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v0, 0
	s_mov_b32 s10, s44
	s_mov_b32 s103, s93
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v2, 0
	s_mov_b32 s56, 0xd078c69f
	s_mov_b32 s57, 0x3fc39a09
	v_xor_b32_e32 v0, v28, v41
	v_xor3_b32 v2, v65, s33, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s2, v28, v26
	v_xor3_b32 v2, v66, s4, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s3, v27, v64
	v_xor3_b32 v2, v29, s5, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s6, v27, v65
	v_xor3_b32 v2, v67, s8, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s7, v27, v28
	v_xor3_b32 v0, v0, s9, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, s21, v26
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[64:65], v28
	v_add_f64 v[64:65], v[64:65], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[64:65], v[64:65], 0xffffffe0
	v_mul_f64 v[64:65], v[64:65], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[64:65], s[68:69]
	v_add_f64 v[67:68], 0x43380000, v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], 0xc3380000, v[67:68]
	v_mul_f64 v[70:71], v[68:69], s[70:71]
	v_mul_f64 v[72:73], v[68:69], s[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f64 v[70:71], v[64:65], v[70:71]
	v_bfe_u32 v64, v65, 20, 11
	v_mov_b32_e32 v65, s104
	v_add_f64 v[74:75], v[70:71], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[70:71], -v[74:75]
	v_add_f64 v[72:73], v[76:77], v[72:73]
	v_mul_f64 v[76:77], v[68:69], s[72:73]
	v_mul_f64 v[68:69], v[68:69], s[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[70:71], -v[76:77]
	v_add_f64 v[68:69], v[68:69], -v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v79
	v_and_b32_e32 v0, 0x7ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 16, v0
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[64:65]
	global_load_b32 v0, v[10:11], off
	v_cndmask_b32_e32 v65, v71, v75, vcc_lo
	v_dual_cndmask_b32 v69, v77, v69 :: v_dual_cndmask_b32 v64, v70, v74
	v_cndmask_b32_e32 v68, v76, v68, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[70:71], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[70:71]
	v_xor_b32_e32 v2, 0x80000000, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v71, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v70, 0, v70, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[70:71]
	v_cndmask_b32_e32 v71, 0xc05e0000, v71, vcc_lo
	v_cndmask_b32_e32 v70, 0, v70, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[70:71], s[14:15]
	v_add_f64 v[72:73], 0x43380000, v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[73:74], 0xc3380000, v[72:73]
	v_lshl_add_u32 v2, v72, 20, 0x3ff00000
	v_mul_f64 v[75:76], v[73:74], s[28:29]
	v_mul_f64 v[73:74], v[73:74], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], -v[75:76]
	v_add_f64 v[70:71], v[70:71], -v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[70:71], s[34:35]
	v_add_f64 v[73:74], v[73:74], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[70:71], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[70:71], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[70:71], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[70:71], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[70:71], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[70:71], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[70:71], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[70:71], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[70:71], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[70:71], v[73:74]
	v_add_f64 v[73:74], v[73:74], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[70:71], v[73:74]
	v_add_f64 v[73:74], v[73:74], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[70:71], v[73:74]
	v_add_f64 v[70:71], v[70:71], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[70:71], v[1:2]
	v_xor3_b32 v2, s52, v27, v66
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v2, v2, v29, s53
	v_cvt_f64_u32_e32 v[26:27], v2
	v_add_f64 v[70:71], v[70:71], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[26:27], 0.5
	v_div_scale_f64 v[72:73], null, v[70:71], v[70:71], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[26:27], v[26:27], 0xffffffe0
	v_rcp_f64_e32 v[74:75], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x95f62, v27
	v_and_b32_e32 v27, 0xfffff, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v27, 0x3fe6a09e, v27
	v_add_f64 v[26:27], v[26:27], -1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[76:77], -v[72:73], v[74:75], 1.0
	v_add_f64 v[28:29], v[26:27], 2.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[74:75], v[74:75], v[76:77], v[74:75]
	v_fma_f64 v[76:77], -v[72:73], v[74:75], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[74:75], v[74:75], v[76:77], v[74:75]
	v_div_scale_f64 v[76:77], vcc_lo, 1.0, v[70:71], 1.0
	v_mul_f64 v[78:79], v[76:77], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[72:73], -v[72:73], v[78:79], v[76:77]
	v_div_fmas_f64 v[72:73], v[72:73], v[74:75], v[78:79]
	v_div_scale_f64 v[74:75], null, v[28:29], v[28:29], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[76:77], v[74:75]
	v_fma_f64 v[78:79], -v[74:75], v[76:77], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], v[76:77], v[78:79], v[76:77]
	v_fma_f64 v[78:79], -v[74:75], v[76:77], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], v[76:77], v[78:79], v[76:77]
	v_div_scale_f64 v[78:79], vcc_lo, v[26:27], v[28:29], v[26:27]
	v_mul_f64 v[80:81], v[78:79], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[74:75], -v[74:75], v[80:81], v[78:79]
	v_div_fmas_f64 v[74:75], v[74:75], v[76:77], v[80:81]
	v_add_f64 v[76:77], v[64:65], -v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[28:29], v[74:75], v[28:29], v[26:27]
	v_add_f64 v[64:65], v[64:65], -v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[64:65], v[64:65], -v[68:69]
	v_mul_f64 v[68:69], v[76:77], v[76:77]
	v_mul_f64 v[84:85], v[64:65], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[78:79], v[68:69], s[88:89]
	v_mul_f64 v[80:81], v[68:69], v[68:69]
	v_add_f64 v[78:79], v[78:79], s[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[82:83], v[68:69], v[80:81]
	v_mul_f64 v[80:81], v[80:81], v[80:81]
	v_mul_f64 v[78:79], v[82:83], v[78:79]
	v_mul_f64 v[82:83], v[68:69], s[98:99]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[82:83], s[86:87]
	v_mul_f64 v[82:83], v[68:69], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[82:83], s[100:101]
	v_add_f64 v[78:79], v[78:79], v[82:83]
	v_mul_f64 v[82:83], v[68:69], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[82:83], s[82:83]
	v_mul_f64 v[82:83], v[68:69], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[82:83], s[84:85]
	v_mul_f64 v[80:81], v[80:81], v[82:83]
	v_mul_f64 v[82:83], v[68:69], s[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[82:83], s[78:79]
	v_mul_f64 v[82:83], v[68:69], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[82:83], s[96:97]
	v_mul_f64 v[82:83], v[68:69], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[82:83], v[80:81]
	v_mul_f64 v[82:83], v[76:77], v[68:69]
	v_mul_f64 v[80:81], v[68:69], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[82:83], v[78:79]
	v_add_f64 v[78:79], v[84:85], -v[78:79]
	v_mul_f64 v[84:85], v[68:69], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[68:69], v[68:69], v[78:79]
	v_add_f64 v[86:87], -v[84:85], 1.0
	v_mul_f64 v[78:79], v[76:77], v[64:65]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[64:65], v[68:69], -v[64:65]
	v_add_f64 v[88:89], -v[86:87], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[80:81], -v[78:79]
	v_add_f64 v[84:85], v[88:89], -v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[84:85], v[78:79]
	v_mul_f64 v[78:79], v[82:83], s[102:103]
	v_add_f64 v[68:69], v[86:87], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[64:65], v[64:65], v[78:79]
	v_xor_b32_e32 v66, 0x80000000, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[76:77], -v[64:65]
	v_dual_mov_b32 v77, s104 :: v_dual_and_b32 v76, 2, v67
	v_cmp_eq_u64_e32 vcc_lo, 0, v[76:77]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v69, v66, v69, vcc_lo
	v_lshrrev_b32_e32 v2, 20, v2
	v_add_co_u32 v2, s10, 0xfffffc01, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v77, null, 0, -1, s10
	v_cvt_f64_u32_e32 v[74:75], v2
	v_xor_b32_e32 v66, 0x80000000, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v76, v65, v66 :: v_dual_and_b32 v65, 1, v67
	v_mov_b32_e32 v66, s104
	v_cmp_eq_u64_e32 vcc_lo, 0, v[65:66]
	v_cvt_f64_i32_e32 v[66:67], v77
	v_cndmask_b32_e32 v64, v64, v68, vcc_lo
	v_cndmask_b32_e32 v65, v76, v69, vcc_lo
	v_mul_f64 v[68:69], v[28:29], v[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[66:67], v[66:67], 32
	v_mul_f64 v[76:77], v[68:69], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], v[66:67], v[74:75]
	v_mul_f64 v[74:75], v[76:77], s[58:59]
	v_mul_f64 v[78:79], v[76:77], s[56:57]
	s_mov_b32 s56, 0x1d8e78af
	s_mov_b32 s57, 0x3fcc71c5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[74:75], s[60:61]
	v_add_f64 v[78:79], v[78:79], s[56:57]
	s_mov_b32 s56, 0x9997fa04
	s_mov_b32 s57, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[76:77], v[74:75]
	v_mul_f64 v[78:79], v[76:77], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[74:75], s[62:63]
	v_add_f64 v[78:79], v[78:79], s[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[76:77], v[74:75]
	v_mul_f64 v[76:77], v[76:77], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[74:75], s[64:65]
	v_mul_f64 v[68:69], v[68:69], v[74:75]
	v_mul_f64 v[74:75], v[26:27], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[76:77], v[68:69]
	v_mul_f64 v[74:75], v[26:27], v[74:75]
	v_mul_f64 v[76:77], v[66:67], s[24:25]
	v_mul_f64 v[66:67], v[66:67], s[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[74:75], v[68:69]
	v_mul_f64 v[28:29], v[28:29], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[28:29], v[76:77], v[28:29]
	v_add_f64 v[28:29], v[28:29], -v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], v[28:29]
	v_add_f64 v[26:27], v[66:67], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], -2.0
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[26:27]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	v_cndmask_b32_e64 v76, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[26:27], v[26:27], v2
	v_rsq_f64_e32 v[28:29], v[26:27]
	v_cmp_class_f64_e64 vcc_lo, v[26:27], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[66:67], v[26:27], v[28:29]
	v_mul_f64 v[28:29], v[28:29], 0.5
	v_fma_f64 v[68:69], -v[28:29], v[66:67], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[66:67], v[66:67], v[68:69], v[66:67]
	v_fma_f64 v[28:29], v[28:29], v[68:69], v[28:29]
	v_fma_f64 v[74:75], -v[66:67], v[66:67], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], v[74:75], v[28:29], v[66:67]
	v_fma_f64 v[68:69], -v[66:67], v[66:67], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[28:29], v[68:69], v[28:29], v[66:67]
	v_ldexp_f64 v[28:29], v[28:29], v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v27, v29, v27 :: v_dual_cndmask_b32 v26, v28, v26
	v_div_fixup_f64 v[28:29], v[72:73], v[70:71], 1.0
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_mul_f64 v[26:27], v[64:65], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[28:29]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_f64_e32 v2, v[26:27]
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v0, v31, v0
	v_mul_f32_e32 v2, v63, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v2, v0
	v_and_b32_e32 v2, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v64, 0x7fc00000, v0, vcc_lo
.LBB9_24:
	s_or_b32 exec_lo, exec_lo, s0
	v_mov_b32_e32 v65, v32
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s10, v96, 0
	s_and_b32 s10, s0, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 exec_lo, s10
	s_cbranch_execz .LBB9_26
	v_xor_b32_e32 v2, s1, v43
	s_xor_b32 s10, s20, s30
	s_mov_b32 s92, s50
	s_xor_b32 s10, s10, s22
	s_mov_b32 s99, s43
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v2, 0
	s_mul_hi_u32 s54, s10, 0xd2511f53
	s_mul_i32 s10, s10, 0xd2511f53
	v_xor_b32_e32 v0, s54, v42
	s_mov_b32 s101, s49
	s_mov_b32 s95, s45
	s_mov_b32 s97, s51
	v_xor3_b32 v2, s10, s19, v27
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v0, 0
	s_mov_b32 s10, s44
	s_mov_b32 s103, s93
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v2, 0
	s_mov_b32 s56, 0xd078c69f
	s_mov_b32 s57, 0x3fc39a09
	v_xor_b32_e32 v0, v28, v44
	v_xor3_b32 v2, v66, s33, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s2, v28, v26
	v_xor3_b32 v2, v67, s4, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s3, v27, v65
	v_xor3_b32 v2, v29, s5, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s6, v27, v66
	v_xor3_b32 v2, v68, s8, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s7, v27, v28
	v_xor3_b32 v0, v0, s9, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, s21, v26
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[65:66], v28
	v_add_f64 v[65:66], v[65:66], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[65:66], v[65:66], 0xffffffe0
	v_mul_f64 v[65:66], v[65:66], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[65:66], s[68:69]
	v_add_f64 v[68:69], 0x43380000, v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], 0xc3380000, v[68:69]
	v_mul_f64 v[71:72], v[69:70], s[70:71]
	v_mul_f64 v[73:74], v[69:70], s[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f64 v[71:72], v[65:66], v[71:72]
	v_bfe_u32 v65, v66, 20, 11
	v_mov_b32_e32 v66, s104
	v_add_f64 v[75:76], v[71:72], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[77:78], v[71:72], -v[75:76]
	v_add_f64 v[73:74], v[77:78], v[73:74]
	v_mul_f64 v[77:78], v[69:70], s[72:73]
	v_mul_f64 v[69:70], v[69:70], s[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[71:72], -v[77:78]
	v_add_f64 v[69:70], v[69:70], -v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v80
	v_and_b32_e32 v0, 0x7ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 16, v0
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[65:66]
	global_load_b32 v0, v[12:13], off
	v_dual_cndmask_b32 v66, v72, v76 :: v_dual_cndmask_b32 v65, v71, v75
	v_dual_cndmask_b32 v70, v78, v70 :: v_dual_cndmask_b32 v69, v77, v69
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v32, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[71:72], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[71:72]
	v_xor_b32_e32 v2, 0x80000000, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v72, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v71, 0, v71, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[71:72]
	v_cndmask_b32_e32 v72, 0xc05e0000, v72, vcc_lo
	v_cndmask_b32_e32 v71, 0, v71, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[71:72], s[14:15]
	v_add_f64 v[73:74], 0x43380000, v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], 0xc3380000, v[73:74]
	v_lshl_add_u32 v2, v73, 20, 0x3ff00000
	v_mul_f64 v[76:77], v[74:75], s[28:29]
	v_mul_f64 v[74:75], v[74:75], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[71:72], -v[76:77]
	v_add_f64 v[71:72], v[71:72], -v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[71:72], s[34:35]
	v_add_f64 v[74:75], v[74:75], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[71:72], v[74:75]
	v_add_f64 v[74:75], v[74:75], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[71:72], v[74:75]
	v_add_f64 v[74:75], v[74:75], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[71:72], v[74:75]
	v_add_f64 v[74:75], v[74:75], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[71:72], v[74:75]
	v_add_f64 v[74:75], v[74:75], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[71:72], v[74:75]
	v_add_f64 v[74:75], v[74:75], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[71:72], v[74:75]
	v_add_f64 v[74:75], v[74:75], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[71:72], v[74:75]
	v_add_f64 v[74:75], v[74:75], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[71:72], v[74:75]
	v_add_f64 v[74:75], v[74:75], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[71:72], v[74:75]
	v_add_f64 v[74:75], v[74:75], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[71:72], v[74:75]
	v_add_f64 v[74:75], v[74:75], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[71:72], v[74:75]
	v_add_f64 v[74:75], v[74:75], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[71:72], v[74:75]
	v_add_f64 v[71:72], v[71:72], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[71:72], v[1:2]
	v_xor3_b32 v2, s52, v27, v67
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v2, v2, v29, s53
	v_cvt_f64_u32_e32 v[26:27], v2
	v_add_f64 v[71:72], v[71:72], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[26:27], 0.5
	v_div_scale_f64 v[73:74], null, v[71:72], v[71:72], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[26:27], v[26:27], 0xffffffe0
	v_rcp_f64_e32 v[75:76], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x95f62, v27
	v_and_b32_e32 v27, 0xfffff, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v27, 0x3fe6a09e, v27
	v_add_f64 v[26:27], v[26:27], -1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[77:78], -v[73:74], v[75:76], 1.0
	v_add_f64 v[28:29], v[26:27], 2.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[75:76], v[75:76], v[77:78], v[75:76]
	v_fma_f64 v[77:78], -v[73:74], v[75:76], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[75:76], v[75:76], v[77:78], v[75:76]
	v_div_scale_f64 v[77:78], vcc_lo, 1.0, v[71:72], 1.0
	v_mul_f64 v[79:80], v[77:78], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[73:74], -v[73:74], v[79:80], v[77:78]
	v_div_fmas_f64 v[73:74], v[73:74], v[75:76], v[79:80]
	v_div_scale_f64 v[75:76], null, v[28:29], v[28:29], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[77:78], v[75:76]
	v_fma_f64 v[79:80], -v[75:76], v[77:78], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[77:78], v[77:78], v[79:80], v[77:78]
	v_fma_f64 v[79:80], -v[75:76], v[77:78], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[77:78], v[77:78], v[79:80], v[77:78]
	v_div_scale_f64 v[79:80], vcc_lo, v[26:27], v[28:29], v[26:27]
	v_mul_f64 v[81:82], v[79:80], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[75:76], -v[75:76], v[81:82], v[79:80]
	v_div_fmas_f64 v[75:76], v[75:76], v[77:78], v[81:82]
	v_add_f64 v[77:78], v[65:66], -v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[28:29], v[75:76], v[28:29], v[26:27]
	v_add_f64 v[65:66], v[65:66], -v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[65:66], v[65:66], -v[69:70]
	v_mul_f64 v[69:70], v[77:78], v[77:78]
	v_mul_f64 v[85:86], v[65:66], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[79:80], v[69:70], s[88:89]
	v_mul_f64 v[81:82], v[69:70], v[69:70]
	v_add_f64 v[79:80], v[79:80], s[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[83:84], v[69:70], v[81:82]
	v_mul_f64 v[81:82], v[81:82], v[81:82]
	v_mul_f64 v[79:80], v[83:84], v[79:80]
	v_mul_f64 v[83:84], v[69:70], s[98:99]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[83:84], s[86:87]
	v_mul_f64 v[83:84], v[69:70], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[83:84], s[100:101]
	v_add_f64 v[79:80], v[79:80], v[83:84]
	v_mul_f64 v[83:84], v[69:70], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[83:84], s[82:83]
	v_mul_f64 v[83:84], v[69:70], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[83:84], s[84:85]
	v_mul_f64 v[81:82], v[81:82], v[83:84]
	v_mul_f64 v[83:84], v[69:70], s[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[83:84], s[78:79]
	v_mul_f64 v[83:84], v[69:70], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[83:84], s[96:97]
	v_mul_f64 v[83:84], v[69:70], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[83:84], v[81:82]
	v_mul_f64 v[83:84], v[77:78], v[69:70]
	v_mul_f64 v[81:82], v[69:70], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[83:84], v[79:80]
	v_add_f64 v[79:80], v[85:86], -v[79:80]
	v_mul_f64 v[85:86], v[69:70], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[69:70], v[69:70], v[79:80]
	v_add_f64 v[87:88], -v[85:86], 1.0
	v_mul_f64 v[79:80], v[77:78], v[65:66]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[65:66], v[69:70], -v[65:66]
	v_add_f64 v[89:90], -v[87:88], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[81:82], -v[79:80]
	v_add_f64 v[85:86], v[89:90], -v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[85:86], v[79:80]
	v_mul_f64 v[79:80], v[83:84], s[102:103]
	v_add_f64 v[69:70], v[87:88], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[65:66], v[65:66], v[79:80]
	v_xor_b32_e32 v67, 0x80000000, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[65:66], v[77:78], -v[65:66]
	v_dual_mov_b32 v78, s104 :: v_dual_and_b32 v77, 2, v68
	v_cmp_eq_u64_e32 vcc_lo, 0, v[77:78]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v70, v67, v70, vcc_lo
	v_xor_b32_e32 v67, 0x80000000, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v77, v66, v67, vcc_lo
	v_mov_b32_e32 v67, s104
	v_lshrrev_b32_e32 v2, 20, v2
	v_and_b32_e32 v66, 1, v68
	v_add_co_u32 v2, s10, 0xfffffc01, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[66:67]
	v_add_co_ci_u32_e64 v78, null, 0, -1, s10
	v_cvt_f64_u32_e32 v[75:76], v2
	v_cndmask_b32_e32 v65, v65, v69, vcc_lo
	v_cndmask_b32_e32 v66, v77, v70, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[67:68], v78
	v_mul_f64 v[69:70], v[28:29], v[28:29]
	v_ldexp_f64 v[67:68], v[67:68], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[77:78], v[69:70], v[69:70]
	v_add_f64 v[67:68], v[67:68], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[77:78], s[58:59]
	v_mul_f64 v[79:80], v[77:78], s[56:57]
	s_mov_b32 s56, 0x1d8e78af
	s_mov_b32 s57, 0x3fcc71c5
	v_add_f64 v[75:76], v[75:76], s[60:61]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[79:80], s[56:57]
	s_mov_b32 s56, 0x9997fa04
	s_mov_b32 s57, 0x3fd99999
	v_mul_f64 v[75:76], v[77:78], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[79:80], v[77:78], v[79:80]
	v_add_f64 v[75:76], v[75:76], s[62:63]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[79:80], s[56:57]
	v_mul_f64 v[75:76], v[77:78], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[77:78], v[77:78], v[79:80]
	v_add_f64 v[75:76], v[75:76], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[69:70], v[69:70], v[75:76]
	v_mul_f64 v[75:76], v[26:27], 0.5
	v_add_f64 v[69:70], v[77:78], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[75:76], v[26:27], v[75:76]
	v_mul_f64 v[77:78], v[67:68], s[24:25]
	v_mul_f64 v[67:68], v[67:68], s[28:29]
	v_add_f64 v[69:70], v[75:76], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[28:29], v[28:29], v[69:70]
	v_add_f64 v[28:29], v[77:78], v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[28:29], v[28:29], -v[75:76]
	v_add_f64 v[26:27], v[26:27], v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[67:68], v[26:27]
	v_mul_f64 v[26:27], v[26:27], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[26:27]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	v_cndmask_b32_e64 v77, 0, 0xffffff80, vcc_lo
	v_ldexp_f64 v[26:27], v[26:27], v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[28:29], v[26:27]
	v_cmp_class_f64_e64 vcc_lo, v[26:27], 0x260
	v_mul_f64 v[67:68], v[26:27], v[28:29]
	v_mul_f64 v[28:29], v[28:29], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], -v[28:29], v[67:68], 0.5
	v_fma_f64 v[67:68], v[67:68], v[69:70], v[67:68]
	v_fma_f64 v[28:29], v[28:29], v[69:70], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[75:76], -v[67:68], v[67:68], v[26:27]
	v_fma_f64 v[67:68], v[75:76], v[28:29], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], -v[67:68], v[67:68], v[26:27]
	v_fma_f64 v[28:29], v[69:70], v[28:29], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[28:29], v[28:29], v77
	v_dual_cndmask_b32 v27, v29, v27 :: v_dual_cndmask_b32 v26, v28, v26
	v_div_fixup_f64 v[28:29], v[73:74], v[71:72], 1.0
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[65:66], v[26:27]
	v_cvt_f32_f64_e32 v2, v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	v_cvt_f32_f64_e32 v2, v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v32, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v63, v2
	v_add_f32_e32 v0, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v65, 0x7fc00000, v0, vcc_lo
.LBB9_26:
	s_or_b32 exec_lo, exec_lo, s0
	v_mov_b32_e32 v66, v33
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s10, v96, 1
	s_and_b32 s10, s0, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 exec_lo, s10
	s_cbranch_execz .LBB9_28
	v_xor_b32_e32 v2, s1, v46
	s_xor_b32 s10, s20, s30
	s_mov_b32 s92, s50
	s_xor_b32 s10, s10, s22
	s_mov_b32 s99, s43
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v2, 0
	s_mul_hi_u32 s54, s10, 0xd2511f53
	s_mul_i32 s10, s10, 0xd2511f53
	v_xor_b32_e32 v0, s54, v45
	s_mov_b32 s101, s49
	s_mov_b32 s95, s45
	s_mov_b32 s97, s51
	v_xor3_b32 v2, s10, s19, v27
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v0, 0
	s_mov_b32 s10, s44
	s_mov_b32 s103, s93
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v2, 0
	s_mov_b32 s56, 0xd078c69f
	s_mov_b32 s57, 0x3fc39a09
	v_xor_b32_e32 v0, v28, v47
	v_xor3_b32 v2, v67, s33, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s2, v28, v26
	v_xor3_b32 v2, v68, s4, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s3, v27, v66
	v_xor3_b32 v2, v29, s5, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s6, v27, v67
	v_xor3_b32 v2, v69, s8, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s7, v27, v28
	v_xor3_b32 v0, v0, s9, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, s21, v26
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[66:67], v28
	v_add_f64 v[66:67], v[66:67], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[66:67], v[66:67], 0xffffffe0
	v_mul_f64 v[66:67], v[66:67], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[66:67], s[68:69]
	v_add_f64 v[69:70], 0x43380000, v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], 0xc3380000, v[69:70]
	v_mul_f64 v[72:73], v[70:71], s[70:71]
	v_mul_f64 v[74:75], v[70:71], s[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f64 v[72:73], v[66:67], v[72:73]
	v_bfe_u32 v66, v67, 20, 11
	v_mov_b32_e32 v67, s104
	v_add_f64 v[76:77], v[72:73], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], v[72:73], -v[76:77]
	v_add_f64 v[74:75], v[78:79], v[74:75]
	v_mul_f64 v[78:79], v[70:71], s[72:73]
	v_mul_f64 v[70:71], v[70:71], s[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[72:73], -v[78:79]
	v_add_f64 v[70:71], v[70:71], -v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v81
	v_and_b32_e32 v0, 0x7ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 16, v0
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[66:67]
	global_load_b32 v0, v[14:15], off
	v_cndmask_b32_e32 v67, v73, v77, vcc_lo
	v_dual_cndmask_b32 v71, v79, v71 :: v_dual_cndmask_b32 v66, v72, v76
	v_cndmask_b32_e32 v70, v78, v70, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v33, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[72:73], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[72:73]
	v_xor_b32_e32 v2, 0x80000000, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v73, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v72, 0, v72, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[72:73]
	v_cndmask_b32_e32 v73, 0xc05e0000, v73, vcc_lo
	v_cndmask_b32_e32 v72, 0, v72, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[72:73], s[14:15]
	v_add_f64 v[74:75], 0x43380000, v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[75:76], 0xc3380000, v[74:75]
	v_lshl_add_u32 v2, v74, 20, 0x3ff00000
	v_mul_f64 v[77:78], v[75:76], s[28:29]
	v_mul_f64 v[75:76], v[75:76], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[72:73], -v[77:78]
	v_add_f64 v[72:73], v[72:73], -v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[72:73], s[34:35]
	v_add_f64 v[75:76], v[75:76], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[72:73], v[75:76]
	v_add_f64 v[75:76], v[75:76], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[72:73], v[75:76]
	v_add_f64 v[75:76], v[75:76], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[72:73], v[75:76]
	v_add_f64 v[75:76], v[75:76], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[72:73], v[75:76]
	v_add_f64 v[75:76], v[75:76], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[72:73], v[75:76]
	v_add_f64 v[75:76], v[75:76], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[72:73], v[75:76]
	v_add_f64 v[75:76], v[75:76], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[72:73], v[75:76]
	v_add_f64 v[75:76], v[75:76], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[72:73], v[75:76]
	v_add_f64 v[75:76], v[75:76], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[72:73], v[75:76]
	v_add_f64 v[75:76], v[75:76], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[72:73], v[75:76]
	v_add_f64 v[75:76], v[75:76], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[72:73], v[75:76]
	v_add_f64 v[75:76], v[75:76], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[72:73], v[75:76]
	v_add_f64 v[72:73], v[72:73], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[72:73], v[1:2]
	v_xor3_b32 v2, s52, v27, v68
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v2, v2, v29, s53
	v_cvt_f64_u32_e32 v[26:27], v2
	v_add_f64 v[72:73], v[72:73], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[26:27], 0.5
	v_div_scale_f64 v[74:75], null, v[72:73], v[72:73], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[26:27], v[26:27], 0xffffffe0
	v_rcp_f64_e32 v[76:77], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x95f62, v27
	v_and_b32_e32 v27, 0xfffff, v2
	v_lshrrev_b32_e32 v2, 20, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v27, 0x3fe6a09e, v27
	v_add_co_u32 v2, s10, 0xfffffc01, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_add_f64 v[26:27], v[26:27], -1.0
	v_fma_f64 v[78:79], -v[74:75], v[76:77], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[26:27], 2.0
	v_fma_f64 v[76:77], v[76:77], v[78:79], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], -v[74:75], v[76:77], 1.0
	v_fma_f64 v[76:77], v[76:77], v[78:79], v[76:77]
	v_div_scale_f64 v[78:79], vcc_lo, 1.0, v[72:73], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[80:81], v[78:79], v[76:77]
	v_fma_f64 v[74:75], -v[74:75], v[80:81], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[74:75], v[74:75], v[76:77], v[80:81]
	v_div_scale_f64 v[76:77], null, v[28:29], v[28:29], v[26:27]
	v_rcp_f64_e32 v[78:79], v[76:77]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[80:81], -v[76:77], v[78:79], 1.0
	v_fma_f64 v[78:79], v[78:79], v[80:81], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[80:81], -v[76:77], v[78:79], 1.0
	v_fma_f64 v[78:79], v[78:79], v[80:81], v[78:79]
	v_div_scale_f64 v[80:81], vcc_lo, v[26:27], v[28:29], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[82:83], v[80:81], v[78:79]
	v_fma_f64 v[76:77], -v[76:77], v[82:83], v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[76:77], v[76:77], v[78:79], v[82:83]
	v_add_f64 v[78:79], v[66:67], -v[70:71]
	v_div_fixup_f64 v[28:29], v[76:77], v[28:29], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], v[66:67], -v[78:79]
	v_cvt_f64_u32_e32 v[76:77], v2
	v_add_f64 v[66:67], v[66:67], -v[70:71]
	v_mul_f64 v[70:71], v[78:79], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[86:87], v[66:67], 0.5
	v_mul_f64 v[80:81], v[70:71], s[88:89]
	v_mul_f64 v[82:83], v[70:71], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[80:81], s[90:91]
	v_mul_f64 v[84:85], v[70:71], v[82:83]
	v_mul_f64 v[82:83], v[82:83], v[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[80:81], v[84:85], v[80:81]
	v_mul_f64 v[84:85], v[70:71], s[98:99]
	v_add_f64 v[84:85], v[84:85], s[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[84:85], v[70:71], v[84:85]
	v_add_f64 v[84:85], v[84:85], s[100:101]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[80:81], v[84:85]
	v_mul_f64 v[84:85], v[70:71], s[80:81]
	v_add_f64 v[84:85], v[84:85], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[84:85], v[70:71], v[84:85]
	v_add_f64 v[84:85], v[84:85], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[82:83], v[82:83], v[84:85]
	v_mul_f64 v[84:85], v[70:71], s[94:95]
	v_add_f64 v[84:85], v[84:85], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[84:85], v[70:71], v[84:85]
	v_add_f64 v[84:85], v[84:85], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[84:85], v[70:71], v[84:85]
	v_add_f64 v[82:83], v[84:85], v[82:83]
	v_mul_f64 v[84:85], v[78:79], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[82:83], v[70:71], v[82:83]
	v_mul_f64 v[80:81], v[84:85], v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[86:87], -v[80:81]
	v_mul_f64 v[86:87], v[70:71], 0.5
	v_mul_f64 v[70:71], v[70:71], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[88:89], -v[86:87], 1.0
	v_mul_f64 v[80:81], v[78:79], v[66:67]
	v_add_f64 v[66:67], v[70:71], -v[66:67]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[90:91], -v[88:89], 1.0
	v_add_f64 v[80:81], v[82:83], -v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[90:91], -v[86:87]
	v_add_f64 v[70:71], v[86:87], v[80:81]
	v_mul_f64 v[80:81], v[84:85], s[102:103]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[88:89], v[70:71]
	v_add_f64 v[66:67], v[66:67], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v68, 0x80000000, v71
	v_add_f64 v[66:67], v[78:79], -v[66:67]
	v_dual_mov_b32 v79, s104 :: v_dual_and_b32 v78, 2, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[78:79]
	v_add_co_ci_u32_e64 v79, null, 0, -1, s10
	v_cndmask_b32_e32 v71, v68, v71, vcc_lo
	v_xor_b32_e32 v68, 0x80000000, v67
	v_dual_cndmask_b32 v78, v67, v68 :: v_dual_and_b32 v67, 1, v69
	v_mov_b32_e32 v68, s104
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[67:68]
	v_cvt_f64_i32_e32 v[68:69], v79
	v_cndmask_b32_e32 v66, v66, v70, vcc_lo
	v_cndmask_b32_e32 v67, v78, v71, vcc_lo
	v_mul_f64 v[70:71], v[28:29], v[28:29]
	v_ldexp_f64 v[68:69], v[68:69], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[78:79], v[70:71], v[70:71]
	v_add_f64 v[68:69], v[68:69], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[78:79], s[58:59]
	v_mul_f64 v[80:81], v[78:79], s[56:57]
	s_mov_b32 s56, 0x1d8e78af
	s_mov_b32 s57, 0x3fcc71c5
	v_add_f64 v[76:77], v[76:77], s[60:61]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[80:81], s[56:57]
	s_mov_b32 s56, 0x9997fa04
	s_mov_b32 s57, 0x3fd99999
	v_mul_f64 v[76:77], v[78:79], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[80:81], v[78:79], v[80:81]
	v_add_f64 v[76:77], v[76:77], s[62:63]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[80:81], s[56:57]
	v_mul_f64 v[76:77], v[78:79], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[78:79], v[78:79], v[80:81]
	v_add_f64 v[76:77], v[76:77], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[70:71], v[76:77]
	v_mul_f64 v[76:77], v[26:27], 0.5
	v_add_f64 v[70:71], v[78:79], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[76:77], v[26:27], v[76:77]
	v_mul_f64 v[78:79], v[68:69], s[24:25]
	v_mul_f64 v[68:69], v[68:69], s[28:29]
	v_add_f64 v[70:71], v[76:77], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[28:29], v[28:29], v[70:71]
	v_add_f64 v[28:29], v[78:79], v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[28:29], v[28:29], -v[76:77]
	v_add_f64 v[26:27], v[26:27], v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[68:69], v[26:27]
	v_mul_f64 v[26:27], v[26:27], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[26:27]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	v_cndmask_b32_e64 v78, 0, 0xffffff80, vcc_lo
	v_ldexp_f64 v[26:27], v[26:27], v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[28:29], v[26:27]
	v_cmp_class_f64_e64 vcc_lo, v[26:27], 0x260
	v_mul_f64 v[68:69], v[26:27], v[28:29]
	v_mul_f64 v[28:29], v[28:29], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[70:71], -v[28:29], v[68:69], 0.5
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	v_fma_f64 v[28:29], v[28:29], v[70:71], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], -v[68:69], v[68:69], v[26:27]
	v_fma_f64 v[68:69], v[76:77], v[28:29], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[70:71], -v[68:69], v[68:69], v[26:27]
	v_fma_f64 v[28:29], v[70:71], v[28:29], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[28:29], v[28:29], v78
	v_dual_cndmask_b32 v27, v29, v27 :: v_dual_cndmask_b32 v26, v28, v26
	v_div_fixup_f64 v[28:29], v[74:75], v[72:73], 1.0
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[66:67], v[26:27]
	v_cvt_f32_f64_e32 v2, v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	v_cvt_f32_f64_e32 v2, v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v33, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v63, v2
	v_add_f32_e32 v0, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v66, 0x7fc00000, v0, vcc_lo
.LBB9_28:
	s_or_b32 exec_lo, exec_lo, s0
	v_mov_b32_e32 v67, v34
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s10, v96, 2
	s_and_b32 s10, s0, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 exec_lo, s10
	s_cbranch_execz .LBB9_30
	v_xor_b32_e32 v2, s1, v49
	s_xor_b32 s10, s20, s30
	s_mov_b32 s92, s50
	s_xor_b32 s10, s10, s22
	s_mov_b32 s99, s43
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v2, 0
	s_mul_hi_u32 s54, s10, 0xd2511f53
	s_mul_i32 s10, s10, 0xd2511f53
	v_xor_b32_e32 v0, s54, v48
	s_mov_b32 s101, s49
	s_mov_b32 s95, s45
	s_mov_b32 s97, s51
	v_xor3_b32 v2, s10, s19, v27
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v0, 0
	s_mov_b32 s10, s44
	s_mov_b32 s103, s93
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v2, 0
	s_mov_b32 s56, 0xd078c69f
	s_mov_b32 s57, 0x3fc39a09
	v_xor_b32_e32 v0, v28, v50
	v_xor3_b32 v2, v68, s33, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s2, v28, v26
	v_xor3_b32 v2, v69, s4, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s3, v27, v67
	v_xor3_b32 v2, v29, s5, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s6, v27, v68
	v_xor3_b32 v2, v70, s8, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s7, v27, v28
	v_xor3_b32 v0, v0, s9, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, s21, v27
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[26:27], v67
	v_add_f64 v[26:27], v[26:27], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[26:27], v[26:27], 0xffffffe0
	v_mul_f64 v[70:71], v[26:27], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[70:71], s[68:69]
	v_add_f64 v[26:27], 0x43380000, v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], 0xc3380000, v[26:27]
	v_mul_f64 v[74:75], v[72:73], s[70:71]
	v_mul_f64 v[76:77], v[72:73], s[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f64 v[74:75], v[70:71], v[74:75]
	v_bfe_u32 v70, v71, 20, 11
	v_mov_b32_e32 v71, s104
	v_add_f64 v[78:79], v[74:75], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[74:75], -v[78:79]
	v_add_f64 v[76:77], v[80:81], v[76:77]
	v_mul_f64 v[80:81], v[72:73], s[72:73]
	v_mul_f64 v[72:73], v[72:73], s[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[74:75], -v[80:81]
	v_add_f64 v[72:73], v[72:73], -v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v83
	v_and_b32_e32 v0, 0x7ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 16, v0
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[70:71]
	global_load_b32 v0, v[16:17], off
	v_cndmask_b32_e32 v71, v75, v79, vcc_lo
	v_dual_cndmask_b32 v73, v81, v73 :: v_dual_cndmask_b32 v70, v74, v78
	v_cndmask_b32_e32 v72, v80, v72, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v34, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[74:75], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[74:75]
	v_xor_b32_e32 v2, 0x80000000, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v75, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v74, 0, v74, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[74:75]
	v_cndmask_b32_e32 v75, 0xc05e0000, v75, vcc_lo
	v_cndmask_b32_e32 v74, 0, v74, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[74:75], s[14:15]
	v_add_f64 v[76:77], 0x43380000, v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], 0xc3380000, v[76:77]
	v_lshl_add_u32 v2, v76, 20, 0x3ff00000
	v_mul_f64 v[79:80], v[77:78], s[28:29]
	v_mul_f64 v[77:78], v[77:78], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[74:75], -v[79:80]
	v_add_f64 v[74:75], v[74:75], -v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[74:75], s[34:35]
	v_add_f64 v[77:78], v[77:78], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[74:75], v[77:78]
	v_add_f64 v[77:78], v[77:78], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[74:75], v[77:78]
	v_add_f64 v[77:78], v[77:78], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[74:75], v[77:78]
	v_add_f64 v[77:78], v[77:78], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[74:75], v[77:78]
	v_add_f64 v[77:78], v[77:78], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[74:75], v[77:78]
	v_add_f64 v[77:78], v[77:78], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[74:75], v[77:78]
	v_add_f64 v[77:78], v[77:78], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[74:75], v[77:78]
	v_add_f64 v[77:78], v[77:78], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[74:75], v[77:78]
	v_add_f64 v[77:78], v[77:78], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[74:75], v[77:78]
	v_add_f64 v[77:78], v[77:78], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[74:75], v[77:78]
	v_add_f64 v[77:78], v[77:78], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[74:75], v[77:78]
	v_add_f64 v[77:78], v[77:78], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[74:75], v[77:78]
	v_add_f64 v[74:75], v[74:75], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[74:75], v[1:2]
	v_xor3_b32 v2, s52, v28, v69
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v2, v2, v68, s53
	v_cvt_f64_u32_e32 v[27:28], v2
	v_add_f64 v[74:75], v[74:75], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], 0.5
	v_div_scale_f64 v[76:77], null, v[74:75], v[74:75], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[27:28], v[27:28], 0xffffffe0
	v_rcp_f64_e32 v[78:79], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x95f62, v28
	v_and_b32_e32 v28, 0xfffff, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v28, 0x3fe6a09e, v28
	v_add_f64 v[27:28], v[27:28], -1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[80:81], -v[76:77], v[78:79], 1.0
	v_add_f64 v[67:68], v[27:28], 2.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], v[78:79], v[80:81], v[78:79]
	v_fma_f64 v[80:81], -v[76:77], v[78:79], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], v[78:79], v[80:81], v[78:79]
	v_div_scale_f64 v[80:81], vcc_lo, 1.0, v[74:75], 1.0
	v_mul_f64 v[82:83], v[80:81], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], -v[76:77], v[82:83], v[80:81]
	v_div_fmas_f64 v[76:77], v[76:77], v[78:79], v[82:83]
	v_div_scale_f64 v[78:79], null, v[67:68], v[67:68], v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[80:81], v[78:79]
	v_fma_f64 v[82:83], -v[78:79], v[80:81], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[80:81], v[80:81], v[82:83], v[80:81]
	v_fma_f64 v[82:83], -v[78:79], v[80:81], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[80:81], v[80:81], v[82:83], v[80:81]
	v_div_scale_f64 v[82:83], vcc_lo, v[27:28], v[67:68], v[27:28]
	v_mul_f64 v[84:85], v[82:83], v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], -v[78:79], v[84:85], v[82:83]
	v_div_fmas_f64 v[78:79], v[78:79], v[80:81], v[84:85]
	v_add_f64 v[80:81], v[70:71], -v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[67:68], v[78:79], v[67:68], v[27:28]
	v_add_f64 v[69:70], v[70:71], -v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[78:79], v[67:68], v[67:68]
	v_add_f64 v[69:70], v[69:70], -v[72:73]
	v_mul_f64 v[71:72], v[80:81], v[80:81]
	v_mov_b32_e32 v73, s104
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[92:93], v[69:70], 0.5
	v_mul_f64 v[82:83], v[71:72], s[88:89]
	v_mul_f64 v[84:85], v[71:72], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[82:83], s[90:91]
	v_mul_f64 v[86:87], v[71:72], v[84:85]
	v_mul_f64 v[84:85], v[84:85], v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[82:83], v[86:87], v[82:83]
	v_mul_f64 v[86:87], v[71:72], 0.5
	v_add_f64 v[88:89], -v[86:87], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], -v[88:89], 1.0
	v_add_f64 v[86:87], v[90:91], -v[86:87]
	v_mul_f64 v[90:91], v[71:72], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], v[90:91], s[82:83]
	v_mul_f64 v[90:91], v[71:72], v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], v[90:91], s[84:85]
	v_mul_f64 v[84:85], v[84:85], v[90:91]
	v_mul_f64 v[90:91], v[71:72], s[98:99]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], v[90:91], s[86:87]
	v_mul_f64 v[90:91], v[71:72], v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], v[90:91], s[100:101]
	v_add_f64 v[82:83], v[82:83], v[90:91]
	v_mul_f64 v[90:91], v[71:72], s[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], v[90:91], s[78:79]
	v_mul_f64 v[90:91], v[71:72], v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], v[90:91], s[96:97]
	v_mul_f64 v[90:91], v[71:72], v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[90:91], v[84:85]
	v_mul_f64 v[90:91], v[80:81], v[71:72]
	v_mul_f64 v[84:85], v[71:72], v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[82:83], v[90:91], v[82:83]
	v_add_f64 v[82:83], v[92:93], -v[82:83]
	v_mul_f64 v[92:93], v[80:81], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[71:72], v[71:72], v[82:83]
	v_add_f64 v[84:85], v[84:85], -v[92:93]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[69:70], v[71:72], -v[69:70]
	v_mul_f64 v[71:72], v[90:91], s[102:103]
	v_add_f64 v[82:83], v[86:87], v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], v[71:72]
	v_add_f64 v[71:72], v[88:89], v[82:83]
	v_mul_f64 v[82:83], v[78:79], v[78:79]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[69:70], v[80:81], -v[69:70]
	v_dual_mov_b32 v81, s104 :: v_dual_and_b32 v80, 2, v26
	v_xor_b32_e32 v29, 0x80000000, v72
	s_delay_alu instid0(VALU_DEP_4)
	v_mul_f64 v[84:85], v[82:83], s[56:57]
	s_mov_b32 s56, 0x1d8e78af
	s_mov_b32 s57, 0x3fcc71c5
	v_cmp_eq_u64_e32 vcc_lo, 0, v[80:81]
	v_cndmask_b32_e32 v29, v29, v72, vcc_lo
	v_xor_b32_e32 v72, 0x80000000, v70
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[84:85], s[56:57]
	v_cndmask_b32_e32 v70, v70, v72, vcc_lo
	v_and_b32_e32 v72, 1, v26
	s_mov_b32 s56, 0x9997fa04
	s_mov_b32 s57, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[72:73]
	v_cndmask_b32_e32 v69, v69, v71, vcc_lo
	v_lshrrev_b32_e32 v2, 20, v2
	v_cndmask_b32_e32 v70, v70, v29, vcc_lo
	v_add_co_u32 v2, s10, 0xfffffc01, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v80, null, 0, -1, s10
	v_cvt_f64_i32_e32 v[71:72], v80
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cvt_f64_u32_e32 v[80:81], v2
	v_mul_f64 v[84:85], v[82:83], v[84:85]
	v_ldexp_f64 v[71:72], v[71:72], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[84:85], s[56:57]
	v_add_f64 v[71:72], v[71:72], v[80:81]
	v_mul_f64 v[80:81], v[82:83], s[58:59]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[80:81], s[60:61]
	v_mul_f64 v[80:81], v[82:83], v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[80:81], s[62:63]
	v_mul_f64 v[80:81], v[82:83], v[80:81]
	v_mul_f64 v[82:83], v[82:83], v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[80:81], s[64:65]
	v_mul_f64 v[78:79], v[78:79], v[80:81]
	v_mul_f64 v[80:81], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[82:83], v[78:79]
	v_mul_f64 v[80:81], v[27:28], v[80:81]
	v_mul_f64 v[82:83], v[71:72], s[24:25]
	v_mul_f64 v[71:72], v[71:72], s[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], v[80:81], v[78:79]
	v_mul_f64 v[67:68], v[67:68], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[82:83], v[67:68]
	v_add_f64 v[67:68], v[67:68], -v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[27:28], v[67:68]
	v_add_f64 v[26:27], v[71:72], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], -2.0
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[26:27]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	v_cndmask_b32_e64 v73, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[26:27], v[26:27], v2
	v_rsq_f64_e32 v[28:29], v[26:27]
	v_cmp_class_f64_e64 vcc_lo, v[26:27], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[26:27], v[28:29]
	v_mul_f64 v[28:29], v[28:29], 0.5
	v_fma_f64 v[71:72], -v[28:29], v[67:68], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[67:68], v[67:68], v[71:72], v[67:68]
	v_fma_f64 v[28:29], v[28:29], v[71:72], v[28:29]
	v_fma_f64 v[78:79], -v[67:68], v[67:68], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], v[78:79], v[28:29], v[67:68]
	v_fma_f64 v[71:72], -v[67:68], v[67:68], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[28:29], v[71:72], v[28:29], v[67:68]
	v_ldexp_f64 v[28:29], v[28:29], v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v27, v29, v27 :: v_dual_cndmask_b32 v26, v28, v26
	v_div_fixup_f64 v[28:29], v[76:77], v[74:75], 1.0
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_mul_f64 v[26:27], v[69:70], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[28:29]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_f64_e32 v2, v[26:27]
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v0, v34, v0
	v_mul_f32_e32 v2, v63, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v2, v0
	v_and_b32_e32 v2, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v67, 0x7fc00000, v0, vcc_lo
.LBB9_30:
	s_or_b32 exec_lo, exec_lo, s0
	v_mov_b32_e32 v68, v35
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s10, v96, 3
	s_and_b32 s10, s0, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 exec_lo, s10
	s_cbranch_execz .LBB9_32
	v_xor_b32_e32 v2, s1, v52
	s_xor_b32 s10, s20, s30
	s_mov_b32 s92, s50
	s_xor_b32 s10, s10, s22
	s_mov_b32 s99, s43
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v2, 0
	s_mul_hi_u32 s54, s10, 0xd2511f53
	s_mul_i32 s10, s10, 0xd2511f53
	v_xor_b32_e32 v0, s54, v51
	s_mov_b32 s101, s49
	s_mov_b32 s95, s45
	s_mov_b32 s97, s51
	v_xor3_b32 v2, s10, s19, v27
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v0, 0
	s_mov_b32 s10, s44
	s_mov_b32 s103, s93
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v2, 0
	s_mov_b32 s56, 0xd078c69f
	s_mov_b32 s57, 0x3fc39a09
	v_xor_b32_e32 v0, v28, v53
	v_xor3_b32 v2, v69, s33, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s2, v28, v26
	v_xor3_b32 v2, v70, s4, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s3, v27, v68
	v_xor3_b32 v2, v29, s5, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s6, v27, v69
	v_xor3_b32 v2, v71, s8, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s7, v27, v28
	v_xor3_b32 v0, v0, s9, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, s21, v27
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[26:27], v68
	v_add_f64 v[26:27], v[26:27], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[26:27], v[26:27], 0xffffffe0
	v_mul_f64 v[71:72], v[26:27], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[71:72], s[68:69]
	v_add_f64 v[26:27], 0x43380000, v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], 0xc3380000, v[26:27]
	v_mul_f64 v[75:76], v[73:74], s[70:71]
	v_mul_f64 v[77:78], v[73:74], s[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f64 v[75:76], v[71:72], v[75:76]
	v_bfe_u32 v71, v72, 20, 11
	v_mov_b32_e32 v72, s104
	v_add_f64 v[79:80], v[75:76], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[75:76], -v[79:80]
	v_add_f64 v[77:78], v[81:82], v[77:78]
	v_mul_f64 v[81:82], v[73:74], s[72:73]
	v_mul_f64 v[73:74], v[73:74], s[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[75:76], -v[81:82]
	v_add_f64 v[73:74], v[73:74], -v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v84
	v_and_b32_e32 v0, 0x7ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 16, v0
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[71:72]
	global_load_b32 v0, v[18:19], off
	v_dual_cndmask_b32 v72, v76, v80 :: v_dual_cndmask_b32 v71, v75, v79
	v_dual_cndmask_b32 v74, v82, v74 :: v_dual_cndmask_b32 v73, v81, v73
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v35, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[75:76], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[75:76]
	v_xor_b32_e32 v2, 0x80000000, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v76, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v75, 0, v75, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[75:76]
	v_cndmask_b32_e32 v76, 0xc05e0000, v76, vcc_lo
	v_cndmask_b32_e32 v75, 0, v75, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[75:76], s[14:15]
	v_add_f64 v[77:78], 0x43380000, v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], 0xc3380000, v[77:78]
	v_lshl_add_u32 v2, v77, 20, 0x3ff00000
	v_mul_f64 v[80:81], v[78:79], s[28:29]
	v_mul_f64 v[78:79], v[78:79], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[75:76], -v[80:81]
	v_add_f64 v[75:76], v[75:76], -v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[75:76], s[34:35]
	v_add_f64 v[78:79], v[78:79], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[75:76], v[78:79]
	v_add_f64 v[78:79], v[78:79], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[75:76], v[78:79]
	v_add_f64 v[78:79], v[78:79], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[75:76], v[78:79]
	v_add_f64 v[78:79], v[78:79], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[75:76], v[78:79]
	v_add_f64 v[78:79], v[78:79], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[75:76], v[78:79]
	v_add_f64 v[78:79], v[78:79], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[75:76], v[78:79]
	v_add_f64 v[78:79], v[78:79], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[75:76], v[78:79]
	v_add_f64 v[78:79], v[78:79], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[75:76], v[78:79]
	v_add_f64 v[78:79], v[78:79], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[75:76], v[78:79]
	v_add_f64 v[78:79], v[78:79], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[75:76], v[78:79]
	v_add_f64 v[78:79], v[78:79], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[75:76], v[78:79]
	v_add_f64 v[78:79], v[78:79], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[75:76], v[78:79]
	v_add_f64 v[75:76], v[75:76], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[75:76], v[1:2]
	v_xor3_b32 v2, s52, v28, v70
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v2, v2, v69, s53
	v_cvt_f64_u32_e32 v[27:28], v2
	v_add_f64 v[75:76], v[75:76], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], 0.5
	v_div_scale_f64 v[77:78], null, v[75:76], v[75:76], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[27:28], v[27:28], 0xffffffe0
	v_rcp_f64_e32 v[79:80], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x95f62, v28
	v_and_b32_e32 v28, 0xfffff, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v28, 0x3fe6a09e, v28
	v_add_f64 v[27:28], v[27:28], -1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[81:82], -v[77:78], v[79:80], 1.0
	v_add_f64 v[68:69], v[27:28], 2.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[79:80], v[79:80], v[81:82], v[79:80]
	v_fma_f64 v[81:82], -v[77:78], v[79:80], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[79:80], v[79:80], v[81:82], v[79:80]
	v_div_scale_f64 v[81:82], vcc_lo, 1.0, v[75:76], 1.0
	v_mul_f64 v[83:84], v[81:82], v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[77:78], -v[77:78], v[83:84], v[81:82]
	v_div_fmas_f64 v[77:78], v[77:78], v[79:80], v[83:84]
	v_div_scale_f64 v[79:80], null, v[68:69], v[68:69], v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[81:82], v[79:80]
	v_fma_f64 v[83:84], -v[79:80], v[81:82], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[81:82], v[81:82], v[83:84], v[81:82]
	v_fma_f64 v[83:84], -v[79:80], v[81:82], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[81:82], v[81:82], v[83:84], v[81:82]
	v_div_scale_f64 v[83:84], vcc_lo, v[27:28], v[68:69], v[27:28]
	v_mul_f64 v[85:86], v[83:84], v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[79:80], -v[79:80], v[85:86], v[83:84]
	v_div_fmas_f64 v[79:80], v[79:80], v[81:82], v[85:86]
	v_add_f64 v[81:82], v[71:72], -v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[68:69], v[79:80], v[68:69], v[27:28]
	v_add_f64 v[70:71], v[71:72], -v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[79:80], v[68:69], v[68:69]
	v_add_f64 v[70:71], v[70:71], -v[73:74]
	v_mul_f64 v[72:73], v[81:82], v[81:82]
	v_mov_b32_e32 v74, s104
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[93:94], v[70:71], 0.5
	v_mul_f64 v[83:84], v[72:73], s[88:89]
	v_mul_f64 v[85:86], v[72:73], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[83:84], s[90:91]
	v_mul_f64 v[87:88], v[72:73], v[85:86]
	v_mul_f64 v[85:86], v[85:86], v[85:86]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[83:84], v[87:88], v[83:84]
	v_mul_f64 v[87:88], v[72:73], 0.5
	v_add_f64 v[89:90], -v[87:88], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[91:92], -v[89:90], 1.0
	v_add_f64 v[87:88], v[91:92], -v[87:88]
	v_mul_f64 v[91:92], v[72:73], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[91:92], v[91:92], s[82:83]
	v_mul_f64 v[91:92], v[72:73], v[91:92]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[91:92], v[91:92], s[84:85]
	v_mul_f64 v[85:86], v[85:86], v[91:92]
	v_mul_f64 v[91:92], v[72:73], s[98:99]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[91:92], v[91:92], s[86:87]
	v_mul_f64 v[91:92], v[72:73], v[91:92]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[91:92], v[91:92], s[100:101]
	v_add_f64 v[83:84], v[83:84], v[91:92]
	v_mul_f64 v[91:92], v[72:73], s[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[91:92], v[91:92], s[78:79]
	v_mul_f64 v[91:92], v[72:73], v[91:92]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[91:92], v[91:92], s[96:97]
	v_mul_f64 v[91:92], v[72:73], v[91:92]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[85:86], v[91:92], v[85:86]
	v_mul_f64 v[91:92], v[81:82], v[72:73]
	v_mul_f64 v[85:86], v[72:73], v[85:86]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[83:84], v[91:92], v[83:84]
	v_add_f64 v[83:84], v[93:94], -v[83:84]
	v_mul_f64 v[93:94], v[81:82], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[72:73], v[72:73], v[83:84]
	v_add_f64 v[85:86], v[85:86], -v[93:94]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[70:71], v[72:73], -v[70:71]
	v_mul_f64 v[72:73], v[91:92], s[102:103]
	v_add_f64 v[83:84], v[87:88], v[85:86]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], v[72:73]
	v_add_f64 v[72:73], v[89:90], v[83:84]
	v_mul_f64 v[83:84], v[79:80], v[79:80]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[70:71], v[81:82], -v[70:71]
	v_dual_mov_b32 v82, s104 :: v_dual_and_b32 v81, 2, v26
	v_xor_b32_e32 v29, 0x80000000, v73
	s_delay_alu instid0(VALU_DEP_4)
	v_mul_f64 v[85:86], v[83:84], s[56:57]
	s_mov_b32 s56, 0x1d8e78af
	s_mov_b32 s57, 0x3fcc71c5
	v_cmp_eq_u64_e32 vcc_lo, 0, v[81:82]
	v_cndmask_b32_e32 v29, v29, v73, vcc_lo
	v_xor_b32_e32 v73, 0x80000000, v71
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[85:86], v[85:86], s[56:57]
	v_cndmask_b32_e32 v71, v71, v73, vcc_lo
	v_lshrrev_b32_e32 v2, 20, v2
	v_and_b32_e32 v73, 1, v26
	s_mov_b32 s56, 0x9997fa04
	s_mov_b32 s57, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, s10, 0xfffffc01, v2
	v_cmp_eq_u64_e32 vcc_lo, 0, v[73:74]
	v_add_co_ci_u32_e64 v81, null, 0, -1, s10
	v_cndmask_b32_e32 v70, v70, v72, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[72:73], v81
	v_cvt_f64_u32_e32 v[81:82], v2
	v_cndmask_b32_e32 v71, v71, v29, vcc_lo
	v_mul_f64 v[85:86], v[83:84], v[85:86]
	v_ldexp_f64 v[72:73], v[72:73], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[85:86], v[85:86], s[56:57]
	v_add_f64 v[72:73], v[72:73], v[81:82]
	v_mul_f64 v[81:82], v[83:84], s[58:59]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[81:82], s[60:61]
	v_mul_f64 v[81:82], v[83:84], v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[81:82], s[62:63]
	v_mul_f64 v[81:82], v[83:84], v[81:82]
	v_mul_f64 v[83:84], v[83:84], v[85:86]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[81:82], s[64:65]
	v_mul_f64 v[79:80], v[79:80], v[81:82]
	v_mul_f64 v[81:82], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[83:84], v[79:80]
	v_mul_f64 v[81:82], v[27:28], v[81:82]
	v_mul_f64 v[83:84], v[72:73], s[24:25]
	v_mul_f64 v[72:73], v[72:73], s[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[79:80], v[81:82], v[79:80]
	v_mul_f64 v[68:69], v[68:69], v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[83:84], v[68:69]
	v_add_f64 v[68:69], v[68:69], -v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[27:28], v[68:69]
	v_add_f64 v[26:27], v[72:73], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], -2.0
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[26:27]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	v_cndmask_b32_e64 v74, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[26:27], v[26:27], v2
	v_rsq_f64_e32 v[28:29], v[26:27]
	v_cmp_class_f64_e64 vcc_lo, v[26:27], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[26:27], v[28:29]
	v_mul_f64 v[28:29], v[28:29], 0.5
	v_fma_f64 v[72:73], -v[28:29], v[68:69], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[68:69], v[68:69], v[72:73], v[68:69]
	v_fma_f64 v[28:29], v[28:29], v[72:73], v[28:29]
	v_fma_f64 v[79:80], -v[68:69], v[68:69], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], v[79:80], v[28:29], v[68:69]
	v_fma_f64 v[72:73], -v[68:69], v[68:69], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[28:29], v[72:73], v[28:29], v[68:69]
	v_ldexp_f64 v[28:29], v[28:29], v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v27, v29, v27 :: v_dual_cndmask_b32 v26, v28, v26
	v_div_fixup_f64 v[28:29], v[77:78], v[75:76], 1.0
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_mul_f64 v[26:27], v[70:71], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[28:29]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_f64_e32 v2, v[26:27]
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v0, v35, v0
	v_mul_f32_e32 v2, v63, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v2, v0
	v_and_b32_e32 v2, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v68, 0x7fc00000, v0, vcc_lo
.LBB9_32:
	s_or_b32 exec_lo, exec_lo, s0
	v_mov_b32_e32 v69, v36
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s10, v96, 4
	s_and_b32 s10, s0, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 exec_lo, s10
	s_cbranch_execz .LBB9_34
	v_xor_b32_e32 v2, s1, v55
	s_xor_b32 s10, s20, s30
	s_mov_b32 s92, s50
	s_xor_b32 s10, s10, s22
	s_mov_b32 s99, s43
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v2, 0
	s_mul_hi_u32 s54, s10, 0xd2511f53
	s_mul_i32 s10, s10, 0xd2511f53
	v_xor_b32_e32 v0, s54, v54
	s_mov_b32 s101, s49
	s_mov_b32 s95, s45
	s_mov_b32 s97, s51
	v_xor3_b32 v2, s10, s19, v27
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v0, 0
	s_mov_b32 s10, s44
	s_mov_b32 s103, s93
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v2, 0
	s_mov_b32 s56, 0xd078c69f
	s_mov_b32 s57, 0x3fc39a09
	v_xor_b32_e32 v0, v28, v56
	v_xor3_b32 v2, v70, s33, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s2, v28, v26
	v_xor3_b32 v2, v71, s4, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s3, v27, v69
	v_xor3_b32 v2, v29, s5, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s6, v27, v70
	v_xor3_b32 v2, v72, s8, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s7, v27, v28
	v_xor3_b32 v0, v0, s9, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, s21, v27
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[26:27], v69
	v_add_f64 v[26:27], v[26:27], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[26:27], v[26:27], 0xffffffe0
	v_mul_f64 v[72:73], v[26:27], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[72:73], s[68:69]
	v_add_f64 v[26:27], 0x43380000, v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], 0xc3380000, v[26:27]
	v_mul_f64 v[76:77], v[74:75], s[70:71]
	v_mul_f64 v[78:79], v[74:75], s[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f64 v[76:77], v[72:73], v[76:77]
	v_bfe_u32 v72, v73, 20, 11
	v_mov_b32_e32 v73, s104
	v_add_f64 v[80:81], v[76:77], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[76:77], -v[80:81]
	v_add_f64 v[78:79], v[82:83], v[78:79]
	v_mul_f64 v[82:83], v[74:75], s[72:73]
	v_mul_f64 v[74:75], v[74:75], s[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[76:77], -v[82:83]
	v_add_f64 v[74:75], v[74:75], -v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v85
	v_and_b32_e32 v0, 0x7ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 16, v0
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[72:73]
	global_load_b32 v0, v[20:21], off
	v_cndmask_b32_e32 v73, v77, v81, vcc_lo
	v_dual_cndmask_b32 v75, v83, v75 :: v_dual_cndmask_b32 v72, v76, v80
	v_cndmask_b32_e32 v74, v82, v74, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v36, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[76:77], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[76:77]
	v_xor_b32_e32 v2, 0x80000000, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v77, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v76, 0, v76, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[76:77]
	v_cndmask_b32_e32 v77, 0xc05e0000, v77, vcc_lo
	v_cndmask_b32_e32 v76, 0, v76, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[76:77], s[14:15]
	v_add_f64 v[78:79], 0x43380000, v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], 0xc3380000, v[78:79]
	v_lshl_add_u32 v2, v78, 20, 0x3ff00000
	v_mul_f64 v[81:82], v[79:80], s[28:29]
	v_mul_f64 v[79:80], v[79:80], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[76:77], -v[81:82]
	v_add_f64 v[76:77], v[76:77], -v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[76:77], s[34:35]
	v_add_f64 v[79:80], v[79:80], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[76:77], v[79:80]
	v_add_f64 v[79:80], v[79:80], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[76:77], v[79:80]
	v_add_f64 v[79:80], v[79:80], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[76:77], v[79:80]
	v_add_f64 v[79:80], v[79:80], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[76:77], v[79:80]
	v_add_f64 v[79:80], v[79:80], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[76:77], v[79:80]
	v_add_f64 v[79:80], v[79:80], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[76:77], v[79:80]
	v_add_f64 v[79:80], v[79:80], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[76:77], v[79:80]
	v_add_f64 v[79:80], v[79:80], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[76:77], v[79:80]
	v_add_f64 v[79:80], v[79:80], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[76:77], v[79:80]
	v_add_f64 v[79:80], v[79:80], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[76:77], v[79:80]
	v_add_f64 v[79:80], v[79:80], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[76:77], v[79:80]
	v_add_f64 v[79:80], v[79:80], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[76:77], v[79:80]
	v_add_f64 v[76:77], v[76:77], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[76:77], v[1:2]
	v_xor3_b32 v2, s52, v28, v71
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v2, v2, v70, s53
	v_cvt_f64_u32_e32 v[27:28], v2
	v_add_f64 v[76:77], v[76:77], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], 0.5
	v_div_scale_f64 v[78:79], null, v[76:77], v[76:77], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[27:28], v[27:28], 0xffffffe0
	v_rcp_f64_e32 v[80:81], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x95f62, v28
	v_and_b32_e32 v28, 0xfffff, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v28, 0x3fe6a09e, v28
	v_add_f64 v[27:28], v[27:28], -1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[82:83], -v[78:79], v[80:81], 1.0
	v_add_f64 v[69:70], v[27:28], 2.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[80:81], v[80:81], v[82:83], v[80:81]
	v_fma_f64 v[82:83], -v[78:79], v[80:81], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[80:81], v[80:81], v[82:83], v[80:81]
	v_div_scale_f64 v[82:83], vcc_lo, 1.0, v[76:77], 1.0
	v_mul_f64 v[84:85], v[82:83], v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], -v[78:79], v[84:85], v[82:83]
	v_div_fmas_f64 v[78:79], v[78:79], v[80:81], v[84:85]
	v_div_scale_f64 v[80:81], null, v[69:70], v[69:70], v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[82:83], v[80:81]
	v_fma_f64 v[84:85], -v[80:81], v[82:83], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[82:83], v[82:83], v[84:85], v[82:83]
	v_fma_f64 v[84:85], -v[80:81], v[82:83], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[82:83], v[82:83], v[84:85], v[82:83]
	v_div_scale_f64 v[84:85], vcc_lo, v[27:28], v[69:70], v[27:28]
	v_mul_f64 v[86:87], v[84:85], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[80:81], -v[80:81], v[86:87], v[84:85]
	v_div_fmas_f64 v[80:81], v[80:81], v[82:83], v[86:87]
	v_add_f64 v[82:83], v[72:73], -v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[69:70], v[80:81], v[69:70], v[27:28]
	v_add_f64 v[71:72], v[72:73], -v[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[80:81], v[69:70], v[69:70]
	v_add_f64 v[71:72], v[71:72], -v[74:75]
	v_mul_f64 v[73:74], v[82:83], v[82:83]
	v_mov_b32_e32 v75, s104
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[94:95], v[71:72], 0.5
	v_mul_f64 v[84:85], v[73:74], s[88:89]
	v_mul_f64 v[86:87], v[73:74], v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[84:85], s[90:91]
	v_mul_f64 v[88:89], v[73:74], v[86:87]
	v_mul_f64 v[86:87], v[86:87], v[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[84:85], v[88:89], v[84:85]
	v_mul_f64 v[88:89], v[73:74], 0.5
	v_add_f64 v[90:91], -v[88:89], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[92:93], -v[90:91], 1.0
	v_add_f64 v[88:89], v[92:93], -v[88:89]
	v_mul_f64 v[92:93], v[73:74], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[92:93], v[92:93], s[82:83]
	v_mul_f64 v[92:93], v[73:74], v[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[92:93], v[92:93], s[84:85]
	v_mul_f64 v[86:87], v[86:87], v[92:93]
	v_mul_f64 v[92:93], v[73:74], s[98:99]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[92:93], v[92:93], s[86:87]
	v_mul_f64 v[92:93], v[73:74], v[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[92:93], v[92:93], s[100:101]
	v_add_f64 v[84:85], v[84:85], v[92:93]
	v_mul_f64 v[92:93], v[73:74], s[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[92:93], v[92:93], s[78:79]
	v_mul_f64 v[92:93], v[73:74], v[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[92:93], v[92:93], s[96:97]
	v_mul_f64 v[92:93], v[73:74], v[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[86:87], v[92:93], v[86:87]
	v_mul_f64 v[92:93], v[82:83], v[73:74]
	v_mul_f64 v[86:87], v[73:74], v[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[84:85], v[92:93], v[84:85]
	v_add_f64 v[84:85], v[94:95], -v[84:85]
	v_mul_f64 v[94:95], v[82:83], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[73:74], v[73:74], v[84:85]
	v_add_f64 v[86:87], v[86:87], -v[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[71:72], v[73:74], -v[71:72]
	v_mul_f64 v[73:74], v[92:93], s[102:103]
	v_add_f64 v[84:85], v[88:89], v[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[71:72], v[73:74]
	v_add_f64 v[73:74], v[90:91], v[84:85]
	v_mul_f64 v[84:85], v[80:81], v[80:81]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[71:72], v[82:83], -v[71:72]
	v_dual_mov_b32 v83, s104 :: v_dual_and_b32 v82, 2, v26
	v_xor_b32_e32 v29, 0x80000000, v74
	s_delay_alu instid0(VALU_DEP_4)
	v_mul_f64 v[86:87], v[84:85], s[56:57]
	s_mov_b32 s56, 0x1d8e78af
	s_mov_b32 s57, 0x3fcc71c5
	v_cmp_eq_u64_e32 vcc_lo, 0, v[82:83]
	v_cndmask_b32_e32 v29, v29, v74, vcc_lo
	v_xor_b32_e32 v74, 0x80000000, v72
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[86:87], v[86:87], s[56:57]
	v_cndmask_b32_e32 v72, v72, v74, vcc_lo
	v_and_b32_e32 v74, 1, v26
	s_mov_b32 s56, 0x9997fa04
	s_mov_b32 s57, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[74:75]
	v_cndmask_b32_e32 v71, v71, v73, vcc_lo
	v_lshrrev_b32_e32 v2, 20, v2
	v_cndmask_b32_e32 v72, v72, v29, vcc_lo
	v_add_co_u32 v2, s10, 0xfffffc01, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v82, null, 0, -1, s10
	v_cvt_f64_i32_e32 v[73:74], v82
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cvt_f64_u32_e32 v[82:83], v2
	v_mul_f64 v[86:87], v[84:85], v[86:87]
	v_ldexp_f64 v[73:74], v[73:74], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[86:87], v[86:87], s[56:57]
	v_add_f64 v[73:74], v[73:74], v[82:83]
	v_mul_f64 v[82:83], v[84:85], s[58:59]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[82:83], s[60:61]
	v_mul_f64 v[82:83], v[84:85], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[82:83], s[62:63]
	v_mul_f64 v[82:83], v[84:85], v[82:83]
	v_mul_f64 v[84:85], v[84:85], v[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[82:83], s[64:65]
	v_mul_f64 v[80:81], v[80:81], v[82:83]
	v_mul_f64 v[82:83], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[84:85], v[80:81]
	v_mul_f64 v[82:83], v[27:28], v[82:83]
	v_mul_f64 v[84:85], v[73:74], s[24:25]
	v_mul_f64 v[73:74], v[73:74], s[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[82:83], v[80:81]
	v_mul_f64 v[69:70], v[69:70], v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[84:85], v[69:70]
	v_add_f64 v[69:70], v[69:70], -v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[27:28], v[69:70]
	v_add_f64 v[26:27], v[73:74], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], -2.0
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[26:27]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	v_cndmask_b32_e64 v75, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[26:27], v[26:27], v2
	v_rsq_f64_e32 v[28:29], v[26:27]
	v_cmp_class_f64_e64 vcc_lo, v[26:27], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[26:27], v[28:29]
	v_mul_f64 v[28:29], v[28:29], 0.5
	v_fma_f64 v[73:74], -v[28:29], v[69:70], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[69:70], v[69:70], v[73:74], v[69:70]
	v_fma_f64 v[28:29], v[28:29], v[73:74], v[28:29]
	v_fma_f64 v[80:81], -v[69:70], v[69:70], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], v[80:81], v[28:29], v[69:70]
	v_fma_f64 v[73:74], -v[69:70], v[69:70], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[28:29], v[73:74], v[28:29], v[69:70]
	v_ldexp_f64 v[28:29], v[28:29], v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v27, v29, v27 :: v_dual_cndmask_b32 v26, v28, v26
	v_div_fixup_f64 v[28:29], v[78:79], v[76:77], 1.0
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_mul_f64 v[26:27], v[71:72], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[28:29]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_f64_e32 v2, v[26:27]
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v0, v36, v0
	v_mul_f32_e32 v2, v63, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v2, v0
	v_and_b32_e32 v2, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v69, 0x7fc00000, v0, vcc_lo
.LBB9_34:
	s_or_b32 exec_lo, exec_lo, s0
	v_mov_b32_e32 v70, v37
	s_mov_b32 s54, exec_lo
	v_readlane_b32 s0, v96, 5
	s_and_b32 s0, s54, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB9_36
	global_load_b32 v0, v[22:23], off
	s_mov_b32 s10, s44
	s_mov_b32 s92, s50
	s_xor_b32 s0, s20, s30
	s_mov_b32 s56, 0xd078c69f
	s_xor_b32 s0, s0, s22
	s_mov_b32 s57, 0x3fc39a09
	s_mov_b32 s95, s45
	s_mov_b32 s97, s51
	s_mov_b32 s99, s43
	s_mov_b32 s101, s49
	s_mov_b32 s103, s93
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v37, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[26:27], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[26:27]
	v_xor_b32_e32 v2, 0x80000000, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v27, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v26, 0, v26, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[26:27]
	v_cndmask_b32_e32 v27, 0xc05e0000, v27, vcc_lo
	v_cndmask_b32_e32 v26, 0, v26, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[28:29], v[26:27], s[14:15]
	v_add_f64 v[28:29], 0x43380000, v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], 0xc3380000, v[28:29]
	v_lshl_add_u32 v2, v28, 20, 0x3ff00000
	v_mul_f64 v[72:73], v[70:71], s[28:29]
	v_mul_f64 v[70:71], v[70:71], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], -v[72:73]
	v_add_f64 v[26:27], v[26:27], -v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[26:27], s[34:35]
	v_add_f64 v[70:71], v[70:71], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[26:27], v[70:71]
	v_add_f64 v[70:71], v[70:71], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[26:27], v[70:71]
	v_add_f64 v[70:71], v[70:71], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[26:27], v[70:71]
	v_add_f64 v[70:71], v[70:71], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[26:27], v[70:71]
	v_add_f64 v[70:71], v[70:71], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[26:27], v[70:71]
	v_add_f64 v[70:71], v[70:71], s[10:11]
	s_mul_i32 s10, s0, 0xd2511f53
	s_mul_hi_u32 s0, s0, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[26:27], v[70:71]
	v_add_f64 v[70:71], v[70:71], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[26:27], v[70:71]
	v_add_f64 v[70:71], v[70:71], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[26:27], v[70:71]
	v_add_f64 v[70:71], v[70:71], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[26:27], v[70:71]
	v_add_f64 v[70:71], v[70:71], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[26:27], v[70:71]
	v_add_f64 v[70:71], v[70:71], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[26:27], v[70:71]
	v_add_f64 v[70:71], v[70:71], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[70:71]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[1:2]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], 1.0
	v_rcp_f64_e32 v[70:71], v[28:29]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[72:73], -v[28:29], v[70:71], 1.0
	v_fma_f64 v[70:71], v[70:71], v[72:73], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[72:73], -v[28:29], v[70:71], 1.0
	v_fma_f64 v[70:71], v[70:71], v[72:73], v[70:71]
	v_div_scale_f64 v[72:73], vcc_lo, 1.0, v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[72:73], v[70:71]
	v_fma_f64 v[28:29], -v[28:29], v[74:75], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[28:29], v[28:29], v[70:71], v[74:75]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], 1.0
	v_xor_b32_e32 v28, s0, v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_cvt_f32_f64_e32 v2, v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v37, v0
	v_xor_b32_e32 v0, s1, v58
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, v29, v59
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v0, 0
	v_xor3_b32 v27, s10, s19, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[72:73], null, 0xcd9e8d57, v27, 0
	v_xor3_b32 v0, v73, s33, v28
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, s2, v71, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor3_b32 v27, v27, s4, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s3, v29, v72
	v_mad_u64_u32 v[72:73], null, 0xcd9e8d57, v27, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, v73, s5, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, s6, v71, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor3_b32 v27, v27, s8, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s7, v29, v72
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v27
	v_xor3_b32 v26, s52, v71, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s9, v28
	v_mul_lo_u32 v28, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v0, v0, s21, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v28, v27, s53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_u32_e32 v[70:71], v26
	v_cvt_f64_u32_e32 v[27:28], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], 0.5
	v_add_f64 v[27:28], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[70:71], v[70:71], 0xffffffe0
	v_ldexp_f64 v[27:28], v[27:28], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[70:71], s[66:67]
	v_add_nc_u32_e32 v0, 0x95f62, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v26, 20, v0
	v_and_b32_e32 v0, 0xfffff, v0
	v_add_co_u32 v82, s0, 0xfffffc01, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v28, 0x3fe6a09e, v0
	v_add_co_ci_u32_e64 v83, null, 0, -1, s0
	v_add_f64 v[26:27], v[27:28], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[26:27], 2.0
	v_mul_f64 v[28:29], v[26:27], 0.5
	v_div_scale_f64 v[74:75], null, v[72:73], v[72:73], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	v_rcp_f64_e32 v[76:77], v[74:75]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], -v[74:75], v[76:77], 1.0
	v_fma_f64 v[76:77], v[76:77], v[78:79], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], -v[74:75], v[76:77], 1.0
	v_fma_f64 v[76:77], v[76:77], v[78:79], v[76:77]
	v_div_scale_f64 v[78:79], vcc_lo, v[26:27], v[72:73], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[80:81], v[78:79], v[76:77]
	v_fma_f64 v[74:75], -v[74:75], v[80:81], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[74:75], v[74:75], v[76:77], v[80:81]
	v_div_fixup_f64 v[72:73], v[74:75], v[72:73], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[72:73], v[72:73]
	v_mul_f64 v[76:77], v[74:75], v[74:75]
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f64 v[78:79], v[76:77], s[56:57]
	v_mul_f64 v[80:81], v[76:77], s[58:59]
	s_mov_b32 s56, 0x1d8e78af
	s_mov_b32 s57, 0x3fcc71c5
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_add_f64 v[78:79], v[78:79], s[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[80:81], s[60:61]
	s_mov_b32 s56, 0x9997fa04
	s_mov_b32 s57, 0x3fd99999
	v_mul_f64 v[78:79], v[76:77], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[80:81], v[76:77], v[80:81]
	v_add_f64 v[78:79], v[78:79], s[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[80:81], s[62:63]
	v_mul_f64 v[78:79], v[76:77], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[76:77], v[80:81]
	v_add_f64 v[76:77], v[76:77], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[74:75], v[76:77]
	v_cvt_f64_i32_e32 v[76:77], v83
	v_add_f64 v[74:75], v[78:79], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[76:77], v[76:77], 32
	v_cvt_f64_u32_e32 v[78:79], v82
	v_add_f64 v[74:75], v[28:29], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[76:77], v[76:77], v[78:79]
	v_mul_f64 v[72:73], v[72:73], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[76:77], s[24:25]
	v_add_f64 v[72:73], v[74:75], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[28:29], v[72:73], -v[28:29]
	v_add_f64 v[26:27], v[26:27], v[28:29]
	v_mul_f64 v[28:29], v[76:77], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[28:29], v[26:27]
	v_mul_f64 v[26:27], v[26:27], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[26:27]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[26:27], v[26:27], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[28:29], v[26:27]
	v_cmp_class_f64_e64 vcc_lo, v[26:27], 0x260
	v_mul_f64 v[72:73], v[26:27], v[28:29]
	v_mul_f64 v[28:29], v[28:29], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[74:75], -v[28:29], v[72:73], 0.5
	v_fma_f64 v[72:73], v[72:73], v[74:75], v[72:73]
	v_fma_f64 v[28:29], v[28:29], v[74:75], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], -v[72:73], v[72:73], v[26:27]
	v_fma_f64 v[72:73], v[76:77], v[28:29], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[74:75], -v[72:73], v[72:73], v[26:27]
	v_fma_f64 v[28:29], v[74:75], v[28:29], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[28:29], v[28:29], v0
	v_dual_cndmask_b32 v27, v29, v27 :: v_dual_cndmask_b32 v26, v28, v26
	v_mul_f64 v[28:29], v[70:71], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[28:29], 0x43380000, v[28:29]
	v_add_f64 v[72:73], 0xc3380000, v[28:29]
	v_mov_b32_e32 v29, s104
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f64 v[74:75], v[72:73], s[70:71]
	v_mul_f64 v[78:79], v[72:73], s[74:75]
	v_mul_f64 v[76:77], v[72:73], s[72:73]
	v_mul_f64 v[72:73], v[72:73], s[76:77]
	v_add_f64 v[74:75], v[70:71], v[74:75]
	v_bfe_u32 v70, v71, 20, 11
	v_mov_b32_e32 v71, s104
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[74:75], v[78:79]
	v_add_f64 v[82:83], v[74:75], -v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], v[82:83], v[78:79]
	v_add_f64 v[72:73], v[72:73], -v[78:79]
	v_add_f64 v[78:79], v[74:75], -v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v79
	v_and_b32_e32 v0, 0x7ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 16, v0
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[70:71]
	v_dual_cndmask_b32 v71, v75, v81 :: v_dual_cndmask_b32 v70, v74, v80
	v_dual_cndmask_b32 v73, v77, v73 :: v_dual_cndmask_b32 v72, v76, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[70:71], -v[72:73]
	v_add_f64 v[70:71], v[70:71], -v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], -v[72:73]
	v_mul_f64 v[72:73], v[74:75], v[74:75]
	v_mul_f64 v[78:79], v[72:73], s[94:95]
	v_mul_f64 v[80:81], v[72:73], s[80:81]
	v_mul_f64 v[76:77], v[72:73], v[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[78:79], v[78:79], s[78:79]
	v_add_f64 v[80:81], v[80:81], s[82:83]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[82:83], v[76:77], v[76:77]
	v_mul_f64 v[76:77], v[72:73], v[76:77]
	v_mul_f64 v[78:79], v[72:73], v[78:79]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[80:81], v[72:73], v[80:81]
	v_add_f64 v[78:79], v[78:79], s[96:97]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[80:81], s[84:85]
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
	v_mul_f64 v[84:85], v[74:75], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], v[78:79], -v[84:85]
	v_add_f64 v[78:79], v[80:81], v[78:79]
	v_mul_f64 v[80:81], v[72:73], s[98:99]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[82:83], v[78:79]
	v_add_f64 v[80:81], v[80:81], s[86:87]
	v_mul_f64 v[82:83], v[72:73], s[88:89]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v0, 0x80000000, v79
	v_mul_f64 v[80:81], v[72:73], v[80:81]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[82:83], s[90:91]
	v_add_f64 v[80:81], v[80:81], s[100:101]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[76:77], v[82:83]
	v_mul_f64 v[82:83], v[70:71], 0.5
	v_add_f64 v[76:77], v[76:77], v[80:81]
	v_mul_f64 v[80:81], v[74:75], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[80:81], v[76:77]
	v_add_f64 v[76:77], v[82:83], -v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[72:73], v[76:77]
	v_add_f64 v[70:71], v[72:73], -v[70:71]
	v_mul_f64 v[72:73], v[80:81], s[102:103]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], v[72:73]
	v_and_b32_e32 v72, 1, v28
	v_dual_mov_b32 v73, s104 :: v_dual_and_b32 v28, 2, v28
	v_cmp_eq_u64_e64 s0, 0, v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[72:73]
	v_cndmask_b32_e64 v0, v0, v79, s0
	v_add_f64 v[70:71], v[74:75], -v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v74, 0x80000000, v71
	v_cndmask_b32_e64 v28, v71, v74, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v29, v28, v0 :: v_dual_cndmask_b32 v28, v70, v78
	v_mul_f64 v[26:27], v[28:29], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[26:27]
	v_mul_f32_e32 v0, v63, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v2
	v_and_b32_e32 v2, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v70, 0x7fc00000, v0, vcc_lo
.LBB9_36:
	s_or_b32 exec_lo, exec_lo, s54
	v_mov_b32_e32 v0, v38
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s10, v96, 6
	s_and_b32 s10, s0, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s54, s10, s0
	s_mov_b32 exec_lo, s10
	s_cbranch_execz .LBB9_38
	global_load_b32 v0, v[24:25], off
	s_mov_b32 s10, s44
	s_mov_b32 s92, s50
	s_xor_b32 s0, s20, s30
	s_mov_b32 s95, s45
	s_xor_b32 s0, s0, s22
	s_mov_b32 s97, s51
	s_mov_b32 s99, s43
	s_mov_b32 s101, s49
	s_mov_b32 s103, s93
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v38, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[26:27], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[26:27]
	v_xor_b32_e32 v2, 0x80000000, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v27, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v26, 0, v26, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[26:27]
	v_cndmask_b32_e32 v27, 0xc05e0000, v27, vcc_lo
	v_cndmask_b32_e32 v26, 0, v26, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[28:29], v[26:27], s[14:15]
	v_add_f64 v[28:29], 0x43380000, v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], 0xc3380000, v[28:29]
	v_lshl_add_u32 v2, v28, 20, 0x3ff00000
	v_mul_f64 v[73:74], v[71:72], s[28:29]
	v_mul_f64 v[71:72], v[71:72], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], -v[73:74]
	v_add_f64 v[26:27], v[26:27], -v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[26:27], s[34:35]
	v_add_f64 v[71:72], v[71:72], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[26:27], v[71:72]
	v_add_f64 v[71:72], v[71:72], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[26:27], v[71:72]
	v_add_f64 v[71:72], v[71:72], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[26:27], v[71:72]
	v_add_f64 v[71:72], v[71:72], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[26:27], v[71:72]
	v_add_f64 v[71:72], v[71:72], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[26:27], v[71:72]
	v_add_f64 v[71:72], v[71:72], s[10:11]
	s_mul_i32 s10, s0, 0xd2511f53
	s_mul_hi_u32 s0, s0, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[26:27], v[71:72]
	v_add_f64 v[71:72], v[71:72], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[26:27], v[71:72]
	v_add_f64 v[71:72], v[71:72], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[26:27], v[71:72]
	v_add_f64 v[71:72], v[71:72], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[26:27], v[71:72]
	v_add_f64 v[71:72], v[71:72], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[26:27], v[71:72]
	v_add_f64 v[71:72], v[71:72], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[26:27], v[71:72]
	v_add_f64 v[71:72], v[71:72], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[71:72]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[1:2]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], 1.0
	v_rcp_f64_e32 v[71:72], v[28:29]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[73:74], -v[28:29], v[71:72], 1.0
	v_fma_f64 v[71:72], v[71:72], v[73:74], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[73:74], -v[28:29], v[71:72], 1.0
	v_fma_f64 v[71:72], v[71:72], v[73:74], v[71:72]
	v_div_scale_f64 v[73:74], vcc_lo, 1.0, v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[73:74], v[71:72]
	v_fma_f64 v[28:29], -v[28:29], v[75:76], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[28:29], v[28:29], v[71:72], v[75:76]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], 1.0
	v_xor_b32_e32 v28, s0, v60
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_cvt_f32_f64_e32 v2, v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v38, v0
	v_xor_b32_e32 v0, s1, v61
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, v29, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v0, 0
	v_xor3_b32 v27, s10, s19, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[73:74], null, 0xcd9e8d57, v27, 0
	v_xor3_b32 v0, v74, s33, v28
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, s2, v72, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor3_b32 v27, v27, s4, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s3, v29, v73
	v_mad_u64_u32 v[73:74], null, 0xcd9e8d57, v27, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, v74, s5, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, s6, v72, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor3_b32 v27, v27, s8, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s7, v29, v73
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v27
	v_xor3_b32 v26, s52, v72, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s9, v28
	v_mul_lo_u32 v28, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v0, v0, s21, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v28, v27, s53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_u32_e32 v[71:72], v26
	v_cvt_f64_u32_e32 v[27:28], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[71:72], 0.5
	v_add_f64 v[27:28], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[71:72], v[71:72], 0xffffffe0
	v_ldexp_f64 v[27:28], v[27:28], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[71:72], v[71:72], s[66:67]
	v_add_nc_u32_e32 v0, 0x95f62, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v26, 20, v0
	v_and_b32_e32 v0, 0xfffff, v0
	v_add_co_u32 v83, s0, 0xfffffc01, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v28, 0x3fe6a09e, v0
	v_add_co_ci_u32_e64 v84, null, 0, -1, s0
	s_mov_b32 s0, 0xd078c69f
	s_mov_b32 s1, 0x3fc39a09
	v_add_f64 v[26:27], v[27:28], -1.0
	v_add_f64 v[73:74], v[26:27], 2.0
	v_mul_f64 v[28:29], v[26:27], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[75:76], null, v[73:74], v[73:74], v[26:27]
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[77:78], v[75:76]
	v_fma_f64 v[79:80], -v[75:76], v[77:78], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[77:78], v[77:78], v[79:80], v[77:78]
	v_fma_f64 v[79:80], -v[75:76], v[77:78], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[77:78], v[77:78], v[79:80], v[77:78]
	v_div_scale_f64 v[79:80], vcc_lo, v[26:27], v[73:74], v[26:27]
	v_mul_f64 v[81:82], v[79:80], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[75:76], -v[75:76], v[81:82], v[79:80]
	v_div_fmas_f64 v[75:76], v[75:76], v[77:78], v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[73:74], v[75:76], v[73:74], v[26:27]
	v_mul_f64 v[75:76], v[73:74], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[75:76], v[75:76]
	v_mul_f64 v[79:80], v[77:78], s[0:1]
	v_mul_f64 v[81:82], v[77:78], s[58:59]
	s_mov_b32 s0, 0x1d8e78af
	s_mov_b32 s1, 0x3fcc71c5
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_add_f64 v[79:80], v[79:80], s[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[81:82], s[60:61]
	s_mov_b32 s0, 0x9997fa04
	s_mov_b32 s1, 0x3fd99999
	v_mul_f64 v[79:80], v[77:78], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[81:82], v[77:78], v[81:82]
	v_add_f64 v[79:80], v[79:80], s[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[81:82], s[62:63]
	v_mul_f64 v[79:80], v[77:78], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[77:78], v[81:82]
	v_add_f64 v[77:78], v[77:78], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[75:76], v[77:78]
	v_cvt_f64_i32_e32 v[77:78], v84
	v_add_f64 v[75:76], v[79:80], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[77:78], v[77:78], 32
	v_cvt_f64_u32_e32 v[79:80], v83
	v_add_f64 v[75:76], v[28:29], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[77:78], v[79:80]
	v_mul_f64 v[73:74], v[73:74], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[77:78], s[24:25]
	v_add_f64 v[73:74], v[75:76], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[28:29], v[73:74], -v[28:29]
	v_add_f64 v[26:27], v[26:27], v[28:29]
	v_mul_f64 v[28:29], v[77:78], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[28:29], v[26:27]
	v_mul_f64 v[26:27], v[26:27], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[26:27]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[26:27], v[26:27], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[28:29], v[26:27]
	v_cmp_class_f64_e64 vcc_lo, v[26:27], 0x260
	v_mul_f64 v[73:74], v[26:27], v[28:29]
	v_mul_f64 v[28:29], v[28:29], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[75:76], -v[28:29], v[73:74], 0.5
	v_fma_f64 v[73:74], v[73:74], v[75:76], v[73:74]
	v_fma_f64 v[28:29], v[28:29], v[75:76], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[77:78], -v[73:74], v[73:74], v[26:27]
	v_fma_f64 v[73:74], v[77:78], v[28:29], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[75:76], -v[73:74], v[73:74], v[26:27]
	v_fma_f64 v[28:29], v[75:76], v[28:29], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[28:29], v[28:29], v0
	v_dual_cndmask_b32 v27, v29, v27 :: v_dual_cndmask_b32 v26, v28, v26
	v_mul_f64 v[28:29], v[71:72], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[28:29], 0x43380000, v[28:29]
	v_add_f64 v[73:74], 0xc3380000, v[28:29]
	v_mov_b32_e32 v29, s104
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f64 v[75:76], v[73:74], s[70:71]
	v_mul_f64 v[79:80], v[73:74], s[74:75]
	v_mul_f64 v[77:78], v[73:74], s[72:73]
	v_mul_f64 v[73:74], v[73:74], s[76:77]
	v_add_f64 v[75:76], v[71:72], v[75:76]
	v_bfe_u32 v71, v72, 20, 11
	v_mov_b32_e32 v72, s104
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[75:76], v[79:80]
	v_add_f64 v[83:84], v[75:76], -v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[79:80], v[83:84], v[79:80]
	v_add_f64 v[73:74], v[73:74], -v[79:80]
	v_add_f64 v[79:80], v[75:76], -v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v80
	v_and_b32_e32 v0, 0x7ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 16, v0
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[71:72]
	v_dual_cndmask_b32 v72, v76, v82 :: v_dual_cndmask_b32 v71, v75, v81
	v_dual_cndmask_b32 v74, v78, v74 :: v_dual_cndmask_b32 v73, v77, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[71:72], -v[73:74]
	v_add_f64 v[71:72], v[71:72], -v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[71:72], -v[73:74]
	v_mul_f64 v[73:74], v[75:76], v[75:76]
	v_mul_f64 v[79:80], v[73:74], s[94:95]
	v_mul_f64 v[81:82], v[73:74], s[80:81]
	v_mul_f64 v[77:78], v[73:74], v[73:74]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[79:80], v[79:80], s[78:79]
	v_add_f64 v[81:82], v[81:82], s[82:83]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[83:84], v[77:78], v[77:78]
	v_mul_f64 v[77:78], v[73:74], v[77:78]
	v_mul_f64 v[79:80], v[73:74], v[79:80]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[81:82], v[73:74], v[81:82]
	v_add_f64 v[79:80], v[79:80], s[96:97]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[81:82], s[84:85]
	v_mul_f64 v[79:80], v[73:74], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[81:82], v[83:84], v[81:82]
	v_add_f64 v[79:80], v[79:80], v[81:82]
	v_mul_f64 v[81:82], v[73:74], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[79:80], v[73:74], v[79:80]
	v_add_f64 v[83:84], -v[81:82], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], -v[83:84], 1.0
	v_add_f64 v[81:82], v[85:86], -v[81:82]
	v_mul_f64 v[85:86], v[75:76], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[79:80], v[79:80], -v[85:86]
	v_add_f64 v[79:80], v[81:82], v[79:80]
	v_mul_f64 v[81:82], v[73:74], s[98:99]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[83:84], v[79:80]
	v_add_f64 v[81:82], v[81:82], s[86:87]
	v_mul_f64 v[83:84], v[73:74], s[88:89]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v0, 0x80000000, v80
	v_mul_f64 v[81:82], v[73:74], v[81:82]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[83:84], s[90:91]
	v_add_f64 v[81:82], v[81:82], s[100:101]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[77:78], v[77:78], v[83:84]
	v_mul_f64 v[83:84], v[71:72], 0.5
	v_add_f64 v[77:78], v[77:78], v[81:82]
	v_mul_f64 v[81:82], v[75:76], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[81:82], v[77:78]
	v_add_f64 v[77:78], v[83:84], -v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[73:74], v[77:78]
	v_add_f64 v[71:72], v[73:74], -v[71:72]
	v_mul_f64 v[73:74], v[81:82], s[102:103]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[71:72], v[73:74]
	v_and_b32_e32 v73, 1, v28
	v_and_b32_e32 v28, 2, v28
	v_mov_b32_e32 v74, s104
	v_cmp_eq_u64_e64 s0, 0, v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[73:74]
	v_cndmask_b32_e64 v0, v0, v80, s0
	v_add_f64 v[71:72], v[75:76], -v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v75, 0x80000000, v72
	v_cndmask_b32_e64 v28, v72, v75, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v29, v28, v0 :: v_dual_cndmask_b32 v28, v71, v79
	v_mul_f64 v[26:27], v[28:29], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[26:27]
	v_mul_f32_e32 v0, v63, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v2
	v_and_b32_e32 v2, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB9_38:
	s_or_b32 exec_lo, exec_lo, s54
	s_mov_b32 s0, 0
.LBB9_39:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB9_20
	s_and_saveexec_b32 s0, s55
	s_cbranch_execz .LBB9_42
	global_load_b32 v0, v[10:11], off
	s_mov_b32 s30, s24
	s_mov_b32 s10, s44
	s_mov_b32 s92, s50
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[26:27], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[26:27]
	v_xor_b32_e32 v2, 0x80000000, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v27, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v26, 0, v26, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[26:27]
	v_cndmask_b32_e32 v27, 0xc05e0000, v27, vcc_lo
	v_cndmask_b32_e32 v26, 0, v26, vcc_lo
	s_mov_b32 vcc_lo, s28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[28:29], v[26:27], s[14:15]
	v_add_f64 v[28:29], 0x43380000, v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[63:64], 0xc3380000, v[28:29]
	v_lshl_add_u32 v2, v28, 20, 0x3ff00000
	v_mul_f64 v[65:66], v[63:64], vcc
	v_mul_f64 v[63:64], v[63:64], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], v[65:66]
	v_add_f64 v[26:27], v[26:27], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], s[34:35]
	v_add_f64 v[63:64], v[63:64], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[63:64]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[1:2]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], 1.0
	v_rcp_f64_e32 v[63:64], v[28:29]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[28:29], v[63:64], 1.0
	v_fma_f64 v[63:64], v[63:64], v[65:66], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[28:29], v[63:64], 1.0
	v_fma_f64 v[63:64], v[63:64], v[65:66], v[63:64]
	v_div_scale_f64 v[65:66], vcc_lo, 1.0, v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[65:66], v[63:64]
	v_fma_f64 v[28:29], -v[28:29], v[67:68], v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[28:29], v[28:29], v[63:64], v[67:68]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[26:27]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v31, 0x7fc00000, v0, vcc_lo
.LBB9_42:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s1, v96, 0
	s_and_b32 s1, s0, s1
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB9_44
	global_load_b32 v0, v[12:13], off
	s_mov_b32 s30, s24
	s_mov_b32 s10, s44
	s_mov_b32 s92, s50
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v32, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[26:27], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[26:27]
	v_xor_b32_e32 v2, 0x80000000, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v27, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v26, 0, v26, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[26:27]
	v_cndmask_b32_e32 v27, 0xc05e0000, v27, vcc_lo
	v_cndmask_b32_e32 v26, 0, v26, vcc_lo
	s_mov_b32 vcc_lo, s28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[28:29], v[26:27], s[14:15]
	v_add_f64 v[28:29], 0x43380000, v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[63:64], 0xc3380000, v[28:29]
	v_lshl_add_u32 v2, v28, 20, 0x3ff00000
	v_mul_f64 v[65:66], v[63:64], vcc
	v_mul_f64 v[63:64], v[63:64], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], v[65:66]
	v_add_f64 v[26:27], v[26:27], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], s[34:35]
	v_add_f64 v[63:64], v[63:64], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[63:64]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[1:2]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], 1.0
	v_rcp_f64_e32 v[63:64], v[28:29]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[28:29], v[63:64], 1.0
	v_fma_f64 v[63:64], v[63:64], v[65:66], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[28:29], v[63:64], 1.0
	v_fma_f64 v[63:64], v[63:64], v[65:66], v[63:64]
	v_div_scale_f64 v[65:66], vcc_lo, 1.0, v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[65:66], v[63:64]
	v_fma_f64 v[28:29], -v[28:29], v[67:68], v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[28:29], v[28:29], v[63:64], v[67:68]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[26:27]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v32, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v32, 0x7fc00000, v0, vcc_lo
.LBB9_44:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s1, v96, 1
	s_and_b32 s1, s0, s1
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB9_46
	global_load_b32 v0, v[14:15], off
	s_mov_b32 s30, s24
	s_mov_b32 s10, s44
	s_mov_b32 s92, s50
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v33, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[26:27], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[26:27]
	v_xor_b32_e32 v2, 0x80000000, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v27, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v26, 0, v26, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[26:27]
	v_cndmask_b32_e32 v27, 0xc05e0000, v27, vcc_lo
	v_cndmask_b32_e32 v26, 0, v26, vcc_lo
	s_mov_b32 vcc_lo, s28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[28:29], v[26:27], s[14:15]
	v_add_f64 v[28:29], 0x43380000, v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[63:64], 0xc3380000, v[28:29]
	v_lshl_add_u32 v2, v28, 20, 0x3ff00000
	v_mul_f64 v[65:66], v[63:64], vcc
	v_mul_f64 v[63:64], v[63:64], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], v[65:66]
	v_add_f64 v[26:27], v[26:27], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], s[34:35]
	v_add_f64 v[63:64], v[63:64], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[63:64]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[1:2]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], 1.0
	v_rcp_f64_e32 v[63:64], v[28:29]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[28:29], v[63:64], 1.0
	v_fma_f64 v[63:64], v[63:64], v[65:66], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[28:29], v[63:64], 1.0
	v_fma_f64 v[63:64], v[63:64], v[65:66], v[63:64]
	v_div_scale_f64 v[65:66], vcc_lo, 1.0, v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[65:66], v[63:64]
	v_fma_f64 v[28:29], -v[28:29], v[67:68], v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[28:29], v[28:29], v[63:64], v[67:68]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[26:27]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v33, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v33, 0x7fc00000, v0, vcc_lo
.LBB9_46:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s1, v96, 2
	s_and_b32 s1, s0, s1
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB9_48
	global_load_b32 v0, v[16:17], off
	s_mov_b32 s30, s24
	s_mov_b32 s10, s44
	s_mov_b32 s92, s50
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v34, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[26:27], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[26:27]
	v_xor_b32_e32 v2, 0x80000000, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v27, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v26, 0, v26, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[26:27]
	v_cndmask_b32_e32 v27, 0xc05e0000, v27, vcc_lo
	v_cndmask_b32_e32 v26, 0, v26, vcc_lo
	s_mov_b32 vcc_lo, s28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[28:29], v[26:27], s[14:15]
	v_add_f64 v[28:29], 0x43380000, v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[63:64], 0xc3380000, v[28:29]
	v_lshl_add_u32 v2, v28, 20, 0x3ff00000
	v_mul_f64 v[65:66], v[63:64], vcc
	v_mul_f64 v[63:64], v[63:64], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], v[65:66]
	v_add_f64 v[26:27], v[26:27], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], s[34:35]
	v_add_f64 v[63:64], v[63:64], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[63:64]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[1:2]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], 1.0
	v_rcp_f64_e32 v[63:64], v[28:29]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[28:29], v[63:64], 1.0
	v_fma_f64 v[63:64], v[63:64], v[65:66], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[28:29], v[63:64], 1.0
	v_fma_f64 v[63:64], v[63:64], v[65:66], v[63:64]
	v_div_scale_f64 v[65:66], vcc_lo, 1.0, v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[65:66], v[63:64]
	v_fma_f64 v[28:29], -v[28:29], v[67:68], v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[28:29], v[28:29], v[63:64], v[67:68]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[26:27]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v34, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v34, 0x7fc00000, v0, vcc_lo
.LBB9_48:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s1, v96, 3
	s_and_b32 s1, s0, s1
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB9_50
	global_load_b32 v0, v[18:19], off
	s_mov_b32 s30, s24
	s_mov_b32 s10, s44
	s_mov_b32 s92, s50
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v35, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[26:27], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[26:27]
	v_xor_b32_e32 v2, 0x80000000, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v27, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v26, 0, v26, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[26:27]
	v_cndmask_b32_e32 v27, 0xc05e0000, v27, vcc_lo
	v_cndmask_b32_e32 v26, 0, v26, vcc_lo
	s_mov_b32 vcc_lo, s28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[28:29], v[26:27], s[14:15]
	v_add_f64 v[28:29], 0x43380000, v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[63:64], 0xc3380000, v[28:29]
	v_lshl_add_u32 v2, v28, 20, 0x3ff00000
	v_mul_f64 v[65:66], v[63:64], vcc
	v_mul_f64 v[63:64], v[63:64], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], v[65:66]
	v_add_f64 v[26:27], v[26:27], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], s[34:35]
	v_add_f64 v[63:64], v[63:64], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[63:64]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[1:2]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], 1.0
	v_rcp_f64_e32 v[63:64], v[28:29]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[28:29], v[63:64], 1.0
	v_fma_f64 v[63:64], v[63:64], v[65:66], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[28:29], v[63:64], 1.0
	v_fma_f64 v[63:64], v[63:64], v[65:66], v[63:64]
	v_div_scale_f64 v[65:66], vcc_lo, 1.0, v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[65:66], v[63:64]
	v_fma_f64 v[28:29], -v[28:29], v[67:68], v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[28:29], v[28:29], v[63:64], v[67:68]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[26:27]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v35, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v35, 0x7fc00000, v0, vcc_lo
.LBB9_50:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s1, v96, 4
	s_and_b32 s1, s0, s1
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB9_52
	global_load_b32 v0, v[20:21], off
	s_mov_b32 s30, s24
	s_mov_b32 s10, s44
	s_mov_b32 s92, s50
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v36, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[26:27], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[26:27]
	v_xor_b32_e32 v2, 0x80000000, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v27, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v26, 0, v26, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[26:27]
	v_cndmask_b32_e32 v27, 0xc05e0000, v27, vcc_lo
	v_cndmask_b32_e32 v26, 0, v26, vcc_lo
	s_mov_b32 vcc_lo, s28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[28:29], v[26:27], s[14:15]
	v_add_f64 v[28:29], 0x43380000, v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[63:64], 0xc3380000, v[28:29]
	v_lshl_add_u32 v2, v28, 20, 0x3ff00000
	v_mul_f64 v[65:66], v[63:64], vcc
	v_mul_f64 v[63:64], v[63:64], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], v[65:66]
	v_add_f64 v[26:27], v[26:27], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], s[34:35]
	v_add_f64 v[63:64], v[63:64], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[63:64]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[1:2]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], 1.0
	v_rcp_f64_e32 v[63:64], v[28:29]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[28:29], v[63:64], 1.0
	v_fma_f64 v[63:64], v[63:64], v[65:66], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[28:29], v[63:64], 1.0
	v_fma_f64 v[63:64], v[63:64], v[65:66], v[63:64]
	v_div_scale_f64 v[65:66], vcc_lo, 1.0, v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[65:66], v[63:64]
	v_fma_f64 v[28:29], -v[28:29], v[67:68], v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[28:29], v[28:29], v[63:64], v[67:68]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[26:27]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v36, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v36, 0x7fc00000, v0, vcc_lo
.LBB9_52:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s1, v96, 5
	s_and_b32 s1, s0, s1
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB9_54
	global_load_b32 v0, v[22:23], off
	s_mov_b32 s30, s24
	s_mov_b32 s10, s44
	s_mov_b32 s92, s50
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v37, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[26:27], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[26:27]
	v_xor_b32_e32 v2, 0x80000000, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v27, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v26, 0, v26, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[26:27]
	v_cndmask_b32_e32 v27, 0xc05e0000, v27, vcc_lo
	v_cndmask_b32_e32 v26, 0, v26, vcc_lo
	s_mov_b32 vcc_lo, s28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[28:29], v[26:27], s[14:15]
	v_add_f64 v[28:29], 0x43380000, v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[63:64], 0xc3380000, v[28:29]
	v_lshl_add_u32 v2, v28, 20, 0x3ff00000
	v_mul_f64 v[65:66], v[63:64], vcc
	v_mul_f64 v[63:64], v[63:64], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], v[65:66]
	v_add_f64 v[26:27], v[26:27], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], s[34:35]
	v_add_f64 v[63:64], v[63:64], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[63:64]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[1:2]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], 1.0
	v_rcp_f64_e32 v[63:64], v[28:29]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[28:29], v[63:64], 1.0
	v_fma_f64 v[63:64], v[63:64], v[65:66], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[28:29], v[63:64], 1.0
	v_fma_f64 v[63:64], v[63:64], v[65:66], v[63:64]
	v_div_scale_f64 v[65:66], vcc_lo, 1.0, v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[65:66], v[63:64]
	v_fma_f64 v[28:29], -v[28:29], v[67:68], v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[28:29], v[28:29], v[63:64], v[67:68]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[26:27]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v37, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v37, 0x7fc00000, v0, vcc_lo
.LBB9_54:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s1, v96, 6
	s_and_b32 s1, s0, s1
	s_xor_b32 s0, s1, s0
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB9_19
	global_load_b32 v0, v[24:25], off
	s_mov_b32 s30, s24
	s_mov_b32 s10, s44
	s_mov_b32 s92, s50
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v38, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[26:27], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[26:27]
	v_xor_b32_e32 v2, 0x80000000, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v27, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v26, 0, v26, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[26:27]
	v_cndmask_b32_e32 v27, 0xc05e0000, v27, vcc_lo
	v_cndmask_b32_e32 v26, 0, v26, vcc_lo
	s_mov_b32 vcc_lo, s28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[28:29], v[26:27], s[14:15]
	v_add_f64 v[28:29], 0x43380000, v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[63:64], 0xc3380000, v[28:29]
	v_lshl_add_u32 v2, v28, 20, 0x3ff00000
	v_mul_f64 v[65:66], v[63:64], vcc
	v_mul_f64 v[63:64], v[63:64], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], v[65:66]
	v_add_f64 v[26:27], v[26:27], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], s[34:35]
	v_add_f64 v[63:64], v[63:64], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[26:27], v[63:64]
	v_add_f64 v[63:64], v[63:64], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[63:64]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[1:2]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], 1.0
	v_rcp_f64_e32 v[63:64], v[28:29]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[28:29], v[63:64], 1.0
	v_fma_f64 v[63:64], v[63:64], v[65:66], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[28:29], v[63:64], 1.0
	v_fma_f64 v[63:64], v[63:64], v[65:66], v[63:64]
	v_div_scale_f64 v[65:66], vcc_lo, 1.0, v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[65:66], v[63:64]
	v_fma_f64 v[28:29], -v[28:29], v[67:68], v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[28:29], v[28:29], v[63:64], v[67:68]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[26:27]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v38, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v38, 0x7fc00000, v0, vcc_lo
	s_branch .LBB9_19
.LBB9_56:
	v_readlane_b32 s4, v96, 7
	v_readlane_b32 s5, v96, 8
.LBB9_57:
	s_and_saveexec_b32 s0, s55
	s_cbranch_execz .LBB9_59
	s_waitcnt vmcnt(0)
	global_store_b32 v30, v31, s[4:5]
.LBB9_59:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s1, v96, 0
	s_and_b32 s1, s0, s1
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB9_61
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v32, s[4:5]
.LBB9_61:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s1, v96, 1
	s_and_b32 s1, s0, s1
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB9_63
	v_lshlrev_b32_e32 v0, 2, v4
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v33, s[4:5]
.LBB9_63:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s1, v96, 2
	s_and_b32 s1, s0, s1
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB9_65
	v_lshlrev_b32_e32 v0, 2, v5
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v34, s[4:5]
.LBB9_65:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s1, v96, 3
	s_and_b32 s1, s0, s1
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB9_67
	v_lshlrev_b32_e32 v0, 2, v6
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v35, s[4:5]
.LBB9_67:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s1, v96, 4
	s_and_b32 s1, s0, s1
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB9_69
	v_lshlrev_b32_e32 v0, 2, v7
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v36, s[4:5]
.LBB9_69:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s1, v96, 5
	s_and_b32 s1, s0, s1
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB9_71
	v_lshlrev_b32_e32 v0, 2, v8
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v37, s[4:5]
.LBB9_71:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s1, v96, 6
	s_and_b32 s1, s0, s1
	s_xor_b32 s0, s1, s0
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB9_73
	v_lshlrev_b32_e32 v0, 2, v9
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v38, s[4:5]
.LBB9_73:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softplus_w8192
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_next_free_vgpr 97
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
	.size	tessera_softplus_w8192, .Lfunc_end9-tessera_softplus_w8192

	.set tessera_softplus_w8192.num_vgpr, 97
	.set tessera_softplus_w8192.num_agpr, 0
	.set tessera_softplus_w8192.numbered_sgpr, 105
	.set tessera_softplus_w8192.num_named_barrier, 0
	.set tessera_softplus_w8192.private_seg_size, 0
	.set tessera_softplus_w8192.uses_vcc, 1
	.set tessera_softplus_w8192.uses_flat_scratch, 0
	.set tessera_softplus_w8192.has_dyn_sized_stack, 0
	.set tessera_softplus_w8192.has_recursion, 0
	.set tessera_softplus_w8192.has_indirect_call, 0
	.globl	tessera_softplus_wide
	.p2align	8
	.type	tessera_softplus_wide,@function
tessera_softplus_wide:
	s_load_b256 s[44:51], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[50:51], s[2:3]
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB10_19
	s_load_b128 s[20:23], s[0:1], 0x20
	s_mov_b64 s[18:19], 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[22:23], 0
	s_cbranch_scc1 .LBB10_19
	s_clause 0x1
	s_load_b256 s[4:11], s[0:1], 0x30
	s_load_b128 s[24:27], s[0:1], 0x50
	s_mul_i32 s0, s21, s2
	s_mul_hi_u32 s1, s20, s2
	v_mov_b32_e32 v1, 0
	s_add_i32 s29, s1, s0
	s_mul_i32 s28, s20, s2
	s_mov_b32 s60, 0x19cb1590
	s_mov_b32 s30, 0x5555554c
	v_cmp_gt_u64_e64 s65, s[20:21], v[0:1]
	v_dual_mov_b32 v4, v1 :: v_dual_mov_b32 v3, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b32 s72, 0x57b1fe7d
	s_mov_b32 s82, 0x55555549
	s_mov_b32 s92, 0xb7789f5c
	s_mov_b32 s94, 0x16c16c17
	s_mov_b32 s52, 0x94229359
	s_mov_b32 s54, 0x55555593
	s_mov_b32 s56, 0x54442d18
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s7, 0
	s_mov_b32 s58, 0x6dc9c883
	s_cselect_b32 s0, -1, 0
	s_cmp_lg_u32 s6, 0
	v_writelane_b32 v40, s0, 0
	s_cselect_b32 s1, -1, 0
	s_add_u32 s6, s24, 0x9e3779b9
	s_addc_u32 s7, s25, 0
	s_mov_b32 s62, 0x54400000
	v_writelane_b32 v40, s6, 1
	s_mov_b32 s66, 0x1a626331
	s_mov_b32 s68, 0x1a600000
	s_mov_b32 s70, 0x2e037073
	s_mov_b32 s74, 0x16c15177
	v_writelane_b32 v40, s7, 2
	s_add_u32 s6, s25, 0xbb67ae85
	s_addc_u32 s7, 0, 0
	s_add_u32 s104, s24, 0x3c6ef372
	s_mov_b32 s78, 0xbe8838d4
	v_writelane_b32 v40, s6, 3
	s_mov_b32 s80, 0xbdb4b1c4
	s_mov_b32 s84, 0x809c52ad
	s_mov_b32 s86, 0x19c161d5
	s_mov_b32 s88, 0x5acfd57c
	v_writelane_b32 v40, s7, 4
	s_add_u32 s6, s25, 0x76cf5d0a
	s_addc_u32 s7, 0, 0
	s_add_u32 vcc_hi, s24, 0xdaa66d2b
	s_add_u32 s11, s25, 0x32370b8f
	v_writelane_b32 v40, s6, 5
	s_add_u32 s0, s24, 0x78dde6e4
	s_add_u32 s33, s25, 0xed9eba14
	s_add_u32 s16, s24, 0x1715609d
	s_add_u32 s17, s25, 0xa9066899
	v_writelane_b32 v40, s7, 6
	s_lshl_b64 s[6:7], s[28:29], 3
	s_add_u32 s36, s24, 0xb54cda56
	s_add_u32 s37, s25, 0x646e171e
	s_add_u32 s38, s24, 0x5384540f
	v_writelane_b32 v40, s1, 7
	s_and_b32 s1, s1, s65
	s_add_u32 s39, s25, 0x1fd5c5a3
	s_add_u32 s40, s25, 0xdb3d7428
	s_add_i32 s41, s24, 0x8ff34781
	v_writelane_b32 v40, s1, 8
	s_add_u32 s1, s48, s6
	s_addc_u32 s6, s49, s7
	s_lshl_b64 s[2:3], s[2:3], 3
	v_add_co_u32 v5, s1, s1, v0
	s_or_b32 s2, s2, 4
	s_mul_i32 s3, s20, s3
	s_mul_hi_u32 s7, s20, s2
	v_add_co_ci_u32_e64 v6, null, s6, 0, s1
	s_add_i32 s3, s7, s3
	s_mul_i32 s7, s21, s2
	s_mul_i32 s2, s20, s2
	s_add_i32 s3, s3, s7
	s_add_u32 s7, s48, s2
	s_addc_u32 s12, s49, s3
	s_lshl_b64 s[2:3], s[28:29], 2
	v_add_co_u32 v11, s1, s7, v0
	v_add_co_u32 v2, s2, s2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v10, null, s3, 0, s2
	v_add_co_ci_u32_e64 v12, null, s12, 0, s1
	v_add_co_u32 v7, vcc_lo, s46, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v8, null, s47, v10, vcc_lo
	v_add_co_u32 v9, vcc_lo, s44, v2
	v_add_co_ci_u32_e64 v10, null, s45, v10, vcc_lo
	s_mov_b32 s44, 0x35793c76
	s_mov_b32 s46, 0xfee00000
	s_mov_b32 s6, 0x1110f8a6
	s_mov_b32 s90, 0x8a2b9ceb
	s_mov_b32 s45, 0x3dea39ef
	s_mov_b32 s47, 0x3fe62e42
	s_mov_b32 s61, 0x3efa01a0
	s_mov_b32 s31, 0x3fa55555
	s_mov_b32 s73, 0x3ec71de3
	s_mov_b32 s7, 0x3f811111
	s_mov_b32 s83, 0x3fc55555
	s_mov_b32 s93, 0x3e927e4f
	s_mov_b32 s95, 0x3f56c16c
	s_mov_b32 s42, 0x3f2a01a0
	s_mov_b32 s97, 0xbfe62e42
	s_mov_b32 s99, 0xbdea39ef
	s_mov_b32 s100, 0xa556c734
	s_mov_b32 s102, 0x1a01a01a
	s_mov_b32 s76, 0x11111111
	s_mov_b32 s64, 0x55555555
	s_mov_b32 s53, 0x3fd24924
	s_mov_b32 s55, 0x3fe55555
	s_mov_b32 s57, 0x401921fb
	s_mov_b32 s59, 0x3fe45f30
	s_mov_b32 s63, 0xbff921fb
	s_mov_b32 s67, 0x3dd0b461
	s_mov_b32 s69, 0xbdd0b461
	s_mov_b32 s71, 0x3ba3198a
	s_mov_b32 s75, 0xbf56c16c
	s_mov_b32 s79, 0xbda8fae9
	s_mov_b32 s81, 0x3e21ee9e
	s_mov_b32 s85, 0xbe927e4f
	s_mov_b32 s87, 0xbf2a01a0
	s_mov_b32 s89, 0x3de5d93a
	s_mov_b32 s91, 0xbe5ae5e6
	s_branch .LBB10_5
.LBB10_3:
	s_or_b32 exec_lo, exec_lo, s2
	s_mov_b32 s65, s43
.LBB10_4:
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_mul_f32 s8, s9, s8
	s_cmp_eq_u64 s[18:19], s[22:23]
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB10_19
.LBB10_5:
	s_mov_b32 s43, exec_lo
	v_readlane_b32 s1, v40, 8
	s_and_b32 s1, s43, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB10_10
	s_add_u32 s1, s18, s26
	s_addc_u32 s2, s19, s27
	v_readlane_b32 s48, v40, 1
	s_mul_hi_u32 s13, s2, 0xcd9e8d57
	v_readlane_b32 s49, v40, 2
	s_xor_b32 s12, s24, s13
	v_readlane_b32 s34, v40, 3
	s_xor_b32 s1, s12, s1
	s_mul_i32 s12, s2, 0xcd9e8d57
	v_readlane_b32 s35, v40, 4
	s_xor_b64 s[12:13], s[48:49], s[12:13]
	v_readlane_b32 s48, v40, 5
	v_readlane_b32 s49, v40, 6
	s_mul_hi_u32 s15, s1, 0xd2511f53
	v_dual_mov_b32 v14, v12 :: v_dual_mov_b32 v13, v11
	v_dual_mov_b32 v16, v6 :: v_dual_mov_b32 v15, v5
	v_dual_mov_b32 v18, v4 :: v_dual_mov_b32 v17, v3
	s_mov_b32 s3, 0
	s_mov_b32 s2, s15
	s_mul_i32 s14, s1, 0xd2511f53
	s_xor_b64 s[34:35], s[2:3], s[34:35]
	s_xor_b64 s[14:15], s[48:49], s[14:15]
.LBB10_7:
	v_add_co_u32 v0, vcc_lo, s28, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s29, v18, vcc_lo
	v_add_co_u32 v17, vcc_lo, 0x100, v17
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v0, s25, v2
	v_add_co_ci_u32_e64 v18, null, 0, v18, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[20:21], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v0, v20
	v_xor_b32_e32 v2, s34, v19
	s_or_b32 s3, vcc_lo, s3
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v2, 0
	v_xor_b32_e32 v0, s12, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v22, s104, v19
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v2, 0
	v_xor_b32_e32 v0, s14, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v23, s11, v19
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, vcc_hi, v20, v21
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v0, 0
	v_xor3_b32 v2, v21, s0, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s33, v24, v22
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v2, v22, s17, v23
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s16, v23, v20
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s37, v20, v21
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v2, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v21, s36, v22
	v_xor3_b32 v0, s38, v0, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v21, s39, v19
	v_xor3_b32 v0, s40, v0, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v2, s41, v20
	global_store_b32 v[15:16], v19, off
	v_add_co_u32 v15, s1, 0x400, v15
	v_add_co_ci_u32_e64 v16, null, 0, v16, s1
	global_store_b32 v[13:14], v0, off
	v_add_co_u32 v13, s1, 0x400, v13
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v14, null, 0, v14, s1
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB10_7
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v14, v12 :: v_dual_mov_b32 v13, v11
	v_dual_mov_b32 v16, v6 :: v_dual_mov_b32 v15, v5
	v_dual_mov_b32 v18, v4 :: v_dual_mov_b32 v17, v3
	s_mov_b32 s12, 0xd078c69f
	s_mov_b32 s34, 0x1d8e78af
	s_mov_b32 s48, 0x9997fa04
	s_mov_b32 s14, 0xdf3e5244
	s_mov_b32 s50, 0x96cb03de
	s_mov_b32 s2, 0
	s_mov_b32 s13, 0x3fc39a09
	s_mov_b32 s35, 0x3fcc71c5
	s_mov_b32 s49, 0x3fd99999
	s_mov_b32 s15, 0x3fc2f112
	s_mov_b32 s51, 0x3fc74664
.LBB10_9:
	global_load_b32 v0, v[13:14], off
	s_waitcnt vmcnt(0)
	v_cvt_f64_u32_e32 v[19:20], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[19:20], 0.5
	v_ldexp_f64 v[19:20], v[19:20], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v20
	v_and_b32_e32 v2, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v20, 0x3fe6a09e, v2
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, -1, s1
	v_add_f64 v[19:20], v[19:20], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[21:22], v[19:20], 2.0
	v_div_scale_f64 v[23:24], null, v[21:22], v[21:22], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[25:26], v[23:24]
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	v_div_scale_f64 v[27:28], vcc_lo, v[19:20], v[21:22], v[19:20]
	v_mul_f64 v[29:30], v[27:28], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], -v[23:24], v[29:30], v[27:28]
	v_div_fmas_f64 v[23:24], v[23:24], v[25:26], v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[21:22], v[23:24], v[21:22], v[19:20]
	v_mul_f64 v[23:24], v[21:22], v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[23:24], v[23:24]
	v_mul_f64 v[27:28], v[25:26], s[14:15]
	v_mul_f64 v[29:30], v[25:26], s[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[50:51]
	v_add_f64 v[29:30], v[29:30], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[52:53]
	v_add_f64 v[29:30], v[29:30], s[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	v_mul_f64 v[25:26], v[25:26], v[29:30]
	v_cvt_f64_u32_e32 v[29:30], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[27:28], v[27:28], s[54:55]
	v_mul_f64 v[23:24], v[23:24], v[27:28]
	v_cvt_f64_i32_e32 v[27:28], v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[25:26], v[23:24]
	v_mul_f64 v[25:26], v[19:20], 0.5
	v_ldexp_f64 v[27:28], v[27:28], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[25:26], v[19:20], v[25:26]
	v_add_f64 v[27:28], v[27:28], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[23:24], v[25:26], v[23:24]
	v_mul_f64 v[21:22], v[21:22], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[23:24], v[27:28], s[44:45]
	v_add_f64 v[21:22], v[23:24], v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[21:22], v[21:22], -v[25:26]
	v_add_f64 v[19:20], v[19:20], v[21:22]
	v_mul_f64 v[21:22], v[27:28], s[46:47]
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
	v_mul_f64 v[23:24], v[19:20], v[21:22]
	v_mul_f64 v[21:22], v[21:22], 0.5
	v_fma_f64 v[25:26], -v[21:22], v[23:24], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	v_fma_f64 v[21:22], v[21:22], v[25:26], v[21:22]
	v_fma_f64 v[25:26], -v[23:24], v[23:24], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], v[25:26], v[21:22], v[23:24]
	v_fma_f64 v[25:26], -v[23:24], v[23:24], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fma_f64 v[21:22], v[25:26], v[21:22], v[23:24]
	s_waitcnt vmcnt(0)
	v_cvt_f64_u32_e32 v[23:24], v0
	v_add_f64 v[23:24], v[23:24], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[23:24], v[23:24], 0xffffffe0
	v_mul_f64 v[23:24], v[23:24], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[25:26], v[23:24], s[58:59]
	v_bfe_u32 v0, v24, 20, 11
	v_add_f64 v[25:26], 0x43380000, v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], 0xc3380000, v[25:26]
	v_mul_f64 v[28:29], v[26:27], s[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[23:24], v[23:24], v[28:29]
	v_mul_f64 v[28:29], v[26:27], s[66:67]
	v_add_f64 v[30:31], v[23:24], -v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v2, 20, v31
	v_dual_mov_b32 v31, v1 :: v_dual_and_b32 v2, 0x7ff, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v30, 16, v2
	v_cmp_lt_u64_e64 s1, v[30:31], v[0:1]
	v_mul_f64 v[30:31], v[26:27], s[68:69]
	v_mul_f64 v[26:27], v[26:27], s[70:71]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[19:20], 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[21:22], v[21:22], v0
	v_and_b32_e32 v0, 1, v25
	v_add_f64 v[32:33], v[23:24], v[30:31]
	v_dual_cndmask_b32 v20, v22, v20 :: v_dual_cndmask_b32 v19, v21, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v35, v24, v33, s1
	v_cndmask_b32_e64 v34, v23, v32, s1
	v_add_f64 v[23:24], v[23:24], -v[32:33]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[23:24], v[23:24], v[30:31]
	v_add_f64 v[23:24], v[26:27], -v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v24, v29, v24, s1
	v_cndmask_b32_e64 v23, v28, v23, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[21:22], v[34:35], -v[23:24]
	v_add_f64 v[26:27], v[34:35], -v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[26:27], -v[23:24]
	v_mul_f64 v[26:27], v[21:22], v[21:22]
	v_mul_f64 v[34:35], v[23:24], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[28:29], v[26:27], s[88:89]
	v_mul_f64 v[30:31], v[26:27], v[26:27]
	v_add_f64 v[28:29], v[28:29], s[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[32:33], v[26:27], v[30:31]
	v_mul_f64 v[30:31], v[30:31], v[30:31]
	v_mul_f64 v[28:29], v[32:33], v[28:29]
	v_mul_f64 v[32:33], v[26:27], s[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[32:33], v[32:33], s[86:87]
	v_mul_f64 v[32:33], v[26:27], v[32:33]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[32:33], v[32:33], s[6:7]
	v_add_f64 v[28:29], v[28:29], v[32:33]
	v_mul_f64 v[32:33], v[26:27], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[32:33], v[32:33], s[80:81]
	v_mul_f64 v[32:33], v[26:27], v[32:33]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[32:33], v[32:33], s[84:85]
	v_mul_f64 v[30:31], v[30:31], v[32:33]
	v_mul_f64 v[32:33], v[26:27], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[32:33], v[32:33], s[74:75]
	v_mul_f64 v[32:33], v[26:27], v[32:33]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[32:33], v[32:33], s[30:31]
	v_mul_f64 v[32:33], v[26:27], v[32:33]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[30:31], v[32:33], v[30:31]
	v_mul_f64 v[32:33], v[21:22], v[26:27]
	v_mul_f64 v[30:31], v[26:27], v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[28:29], v[32:33], v[28:29]
	v_add_f64 v[28:29], v[34:35], -v[28:29]
	v_mul_f64 v[34:35], v[26:27], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[26:27], v[26:27], v[28:29]
	v_add_f64 v[36:37], -v[34:35], 1.0
	v_mul_f64 v[28:29], v[21:22], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[26:27], -v[23:24]
	v_add_f64 v[38:39], -v[36:37], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[30:31], -v[28:29]
	v_add_f64 v[34:35], v[38:39], -v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[34:35], v[28:29]
	v_mul_f64 v[28:29], v[32:33], s[82:83]
	v_add_f64 v[26:27], v[36:37], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[23:24], v[28:29]
	v_xor_b32_e32 v0, 0x80000000, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[21:22], v[21:22], -v[23:24]
	v_dual_mov_b32 v24, v1 :: v_dual_and_b32 v23, 2, v25
	v_cmp_eq_u64_e32 vcc_lo, 0, v[23:24]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v0, v0, v27, vcc_lo
	v_xor_b32_e32 v2, 0x80000000, v22
	v_cndmask_b32_e64 v21, v21, v26, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v2, v22, v2, vcc_lo
	v_add_co_u32 v17, vcc_lo, 0x100, v17
	v_add_co_ci_u32_e64 v18, null, 0, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v22, v2, v0, s1
	v_add_co_u32 v15, vcc_lo, 0x400, v15
	v_add_co_ci_u32_e64 v16, null, 0, v16, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[19:20], v[21:22]
	v_cmp_le_u64_e32 vcc_lo, s[20:21], v[17:18]
	s_or_b32 s2, vcc_lo, s2
	v_cvt_f32_f64_e32 v0, v[19:20]
	global_store_b32 v[13:14], v0, off
	v_add_co_u32 v13, s1, 0x400, v13
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v14, null, 0, v14, s1
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB10_9
.LBB10_10:
	s_or_b32 exec_lo, exec_lo, s43
	v_readlane_b32 s1, v40, 7
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_mov_b32 s1, -1
	s_cbranch_vccnz .LBB10_15
	s_mov_b32 s43, s65
	s_and_saveexec_b32 s12, s65
	s_mov_b32 s14, 0x652b82fe
	s_mov_b32 s34, 0x13a86d09
	s_mov_b32 s48, 0xeff8d898
	s_mov_b32 s50, 0x67f544e4
	s_mov_b32 s15, 0x3ff71547
	s_mov_b32 s35, 0x3de61246
	s_mov_b32 s49, 0x3e21eed8
	s_mov_b32 s51, 0x3e5ae645
	s_cbranch_execz .LBB10_14
	s_mul_f32 s2, s10, s8
	s_mov_b32 s13, 0
	v_dual_mov_b32 v18, v12 :: v_dual_mov_b32 v17, v11
	v_mov_b32_e32 v20, v4
	s_cmp_gt_f32 s2, 0
	s_mul_f32 s1, s2, 0x4f800000
	v_mov_b32_e32 v19, v3
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s2, 0xf800000
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s2, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v2, v0
	v_add_nc_u32_e32 v13, -1, v2
	v_add_nc_u32_e32 v15, 1, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v14, 0x80000000, v13
	v_fma_f32 v14, v14, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_ge_f32_e64 s2, 0, v14
	v_xor_b32_e32 v14, 0x80000000, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v14, v14, v2, v0
	v_cndmask_b32_e64 v2, v2, v13, s2
	v_cmp_class_f32_e64 s2, v0, 0x260
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s3, 0, v14
	v_cndmask_b32_e64 v2, v2, v15, s3
	v_dual_mov_b32 v16, v8 :: v_dual_mov_b32 v15, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, 0x37800000, v2
	v_cndmask_b32_e64 v2, v2, v13, s1
	v_readlane_b32 s1, v40, 0
	v_dual_mov_b32 v14, v10 :: v_dual_mov_b32 v13, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v2, v0, s2
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v0, s5, s1
.LBB10_13:
	global_load_b32 v31, v[13:14], off
	global_load_b32 v2, v[15:16], off
	s_mov_b32 s96, s46
	s_mov_b32 s98, s44
	s_mov_b32 s101, s73
	s_mov_b32 s103, s61
	s_mov_b32 s77, s7
	s_mov_b32 s65, s31
	v_add_co_u32 v19, s1, 0x100, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v20, null, 0, v20, s1
	v_add_co_u32 v15, s3, 0x400, v15
	v_add_co_ci_u32_e64 v16, null, 0, v16, s3
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v32, v31, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[21:22], v32
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[21:22]
	v_xor_b32_e32 v2, 0x80000000, v22
	v_cndmask_b32_e32 v21, 0, v21, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v22, 0x405e0000, v2, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[21:22]
	v_cndmask_b32_e32 v22, 0xc05e0000, v22, vcc_lo
	v_cndmask_b32_e32 v21, 0, v21, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[23:24], v[21:22], s[14:15]
	v_add_f64 v[23:24], 0x43380000, v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], 0xc3380000, v[23:24]
	v_lshl_add_u32 v2, v23, 20, 0x3ff00000
	v_mul_f64 v[26:27], v[24:25], s[96:97]
	v_mul_f64 v[24:25], v[24:25], s[98:99]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[21:22], v[21:22], v[26:27]
	v_add_f64 v[21:22], v[21:22], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[21:22], s[34:35]
	v_add_f64 v[24:25], v[24:25], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[21:22], v[24:25]
	v_add_f64 v[24:25], v[24:25], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[21:22], v[24:25]
	v_add_f64 v[24:25], v[24:25], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[21:22], v[24:25]
	v_add_f64 v[24:25], v[24:25], s[100:101]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[21:22], v[24:25]
	v_add_f64 v[24:25], v[24:25], s[102:103]
	s_mov_b32 s103, s42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[21:22], v[24:25]
	v_add_f64 v[24:25], v[24:25], s[102:103]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[21:22], v[24:25]
	v_add_f64 v[24:25], v[24:25], s[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[21:22], v[24:25]
	v_add_f64 v[24:25], v[24:25], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[21:22], v[24:25]
	v_add_f64 v[24:25], v[24:25], s[64:65]
	s_mov_b32 s65, s83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[21:22], v[24:25]
	v_add_f64 v[24:25], v[24:25], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[21:22], v[24:25]
	v_add_f64 v[24:25], v[24:25], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[21:22], v[24:25]
	v_add_f64 v[24:25], v[24:25], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[21:22], v[24:25]
	v_add_f64 v[21:22], v[21:22], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[21:22], v[1:2]
	v_add_f64 v[21:22], v[21:22], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[23:24], null, v[21:22], v[21:22], 1.0
	v_rcp_f64_e32 v[25:26], v[23:24]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	v_div_scale_f64 v[27:28], vcc_lo, 1.0, v[21:22], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[29:30], v[27:28], v[25:26]
	v_fma_f64 v[23:24], -v[23:24], v[29:30], v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[23:24], v[23:24], v[25:26], v[29:30]
	v_cmp_o_f32_e32 vcc_lo, v32, v32
	v_div_fixup_f64 v[21:22], v[23:24], v[21:22], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[21:22]
	global_load_b32 v21, v[17:18], off
	v_add_co_u32 v17, s2, 0x400, v17
	v_add_co_ci_u32_e64 v18, null, 0, v18, s2
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s4, v2
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v2, v31, v2 :: v_dual_mul_f32 v21, v0, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v21, v2
	v_and_b32_e32 v21, 0x7fffffff, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v21
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[20:21], v[19:20]
	global_store_b32 v[13:14], v2, off
	v_add_co_u32 v13, s1, 0x400, v13
	v_add_co_ci_u32_e64 v14, null, 0, v14, s1
	s_or_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s13
	s_cbranch_execnz .LBB10_13
.LBB10_14:
	s_or_b32 exec_lo, exec_lo, s12
	s_mov_b32 s1, 0
	s_mov_b32 s65, s43
.LBB10_15:
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB10_4
	s_mov_b32 s43, s65
	s_and_saveexec_b32 s2, s65
	s_mov_b32 s12, 0x652b82fe
	s_mov_b32 s14, 0x13a86d09
	s_mov_b32 s34, 0xeff8d898
	s_mov_b32 s48, 0x67f544e4
	s_mov_b32 s13, 0x3ff71547
	s_mov_b32 s15, 0x3de61246
	s_mov_b32 s35, 0x3e21eed8
	s_mov_b32 s49, 0x3e5ae645
	s_cbranch_execz .LBB10_3
	v_dual_mov_b32 v14, v10 :: v_dual_mov_b32 v13, v9
	v_dual_mov_b32 v16, v8 :: v_dual_mov_b32 v15, v7
	v_dual_mov_b32 v18, v4 :: v_dual_mov_b32 v17, v3
	s_mov_b32 s3, 0
.LBB10_18:
	global_load_b32 v0, v[13:14], off
	global_load_b32 v2, v[15:16], off
	s_mov_b32 s96, s46
	s_mov_b32 s98, s44
	s_mov_b32 s101, s73
	s_mov_b32 s103, s61
	s_mov_b32 s77, s7
	s_mov_b32 s65, s31
	v_add_co_u32 v17, s1, 0x100, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, null, 0, v18, s1
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v29, v0, v2
	v_cvt_f64_f32_e32 v[19:20], v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[19:20]
	v_xor_b32_e32 v2, 0x80000000, v20
	v_cndmask_b32_e32 v19, 0, v19, vcc_lo
	v_cndmask_b32_e32 v20, 0x405e0000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[19:20]
	v_cndmask_b32_e32 v20, 0xc05e0000, v20, vcc_lo
	v_cndmask_b32_e32 v19, 0, v19, vcc_lo
	v_mul_f64 v[21:22], v[19:20], s[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[21:22], 0x43380000, v[21:22]
	v_add_f64 v[22:23], 0xc3380000, v[21:22]
	v_lshl_add_u32 v2, v21, 20, 0x3ff00000
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[24:25], v[22:23], s[96:97]
	v_mul_f64 v[22:23], v[22:23], s[98:99]
	v_add_f64 v[19:20], v[19:20], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[19:20], v[22:23]
	v_mul_f64 v[22:23], v[19:20], s[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[22:23], s[34:35]
	v_mul_f64 v[22:23], v[19:20], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[22:23], s[48:49]
	v_mul_f64 v[22:23], v[19:20], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[22:23], s[92:93]
	v_mul_f64 v[22:23], v[19:20], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[22:23], s[100:101]
	v_mul_f64 v[22:23], v[19:20], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[22:23], s[102:103]
	s_mov_b32 s103, s42
	v_mul_f64 v[22:23], v[19:20], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[22:23], s[102:103]
	v_mul_f64 v[22:23], v[19:20], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[22:23], s[94:95]
	v_mul_f64 v[22:23], v[19:20], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[22:23], s[76:77]
	v_mul_f64 v[22:23], v[19:20], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[22:23], s[64:65]
	s_mov_b32 s65, s83
	v_mul_f64 v[22:23], v[19:20], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[22:23], s[64:65]
	v_mul_f64 v[22:23], v[19:20], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[22:23], 0.5
	v_mul_f64 v[22:23], v[19:20], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[22:23], 1.0
	v_mul_f64 v[19:20], v[19:20], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[19:20], 1.0
	v_mul_f64 v[19:20], v[19:20], v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[19:20], 1.0
	v_div_scale_f64 v[21:22], null, v[19:20], v[19:20], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[23:24], v[21:22]
	v_fma_f64 v[25:26], -v[21:22], v[23:24], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	v_fma_f64 v[25:26], -v[21:22], v[23:24], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	v_div_scale_f64 v[25:26], vcc_lo, 1.0, v[19:20], 1.0
	v_mul_f64 v[27:28], v[25:26], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[21:22], -v[21:22], v[27:28], v[25:26]
	v_div_fmas_f64 v[21:22], v[21:22], v[23:24], v[27:28]
	v_cmp_o_f32_e32 vcc_lo, v29, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[19:20], v[21:22], v[19:20], 1.0
	v_cvt_f32_f64_e32 v2, v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
	v_mul_f32_e32 v2, s4, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v0, v2
	v_and_b32_e32 v2, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	v_add_co_u32 v15, vcc_lo, 0x400, v15
	v_add_co_ci_u32_e64 v16, null, 0, v16, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[20:21], v[17:18]
	global_store_b32 v[13:14], v0, off
	v_add_co_u32 v13, s1, 0x400, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v14, null, 0, v14, s1
	s_or_b32 s3, vcc_lo, s3
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB10_18
	s_branch .LBB10_3
.LBB10_19:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softplus_wide
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_next_free_vgpr 41
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
		.amdhsa_inst_pref_size 42
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
	.size	tessera_softplus_wide, .Lfunc_end10-tessera_softplus_wide

	.set tessera_softplus_wide.num_vgpr, 41
	.set tessera_softplus_wide.num_agpr, 0
	.set tessera_softplus_wide.numbered_sgpr, 105
	.set tessera_softplus_wide.num_named_barrier, 0
	.set tessera_softplus_wide.private_seg_size, 0
	.set tessera_softplus_wide.uses_vcc, 1
	.set tessera_softplus_wide.uses_flat_scratch, 0
	.set tessera_softplus_wide.has_dyn_sized_stack, 0
	.set tessera_softplus_wide.has_recursion, 0
	.set tessera_softplus_wide.has_indirect_call, 0
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_softplus_w4x64
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         tessera_softplus_w4x64.kd
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_softplus_w32x8
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         tessera_softplus_w32x8.kd
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_softplus_w64x4
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         tessera_softplus_w64x4.kd
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_softplus_w128x2
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         tessera_softplus_w128x2.kd
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_softplus_w256
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 2
    .symbol:         tessera_softplus_w256.kd
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 512
    .name:           tessera_softplus_w512
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 2
    .symbol:         tessera_softplus_w512.kd
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_softplus_w1024
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 2
    .symbol:         tessera_softplus_w1024.kd
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_softplus_w2048
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 2
    .symbol:         tessera_softplus_w2048.kd
    .uses_dynamic_stack: false
    .vgpr_count:     55
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_softplus_w4096
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 2
    .symbol:         tessera_softplus_w4096.kd
    .uses_dynamic_stack: false
    .vgpr_count:     66
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_softplus_w8192
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 11
    .symbol:         tessera_softplus_w8192.kd
    .uses_dynamic_stack: false
    .vgpr_count:     97
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 256
    .name:           tessera_softplus_wide
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 9
    .symbol:         tessera_softplus_wide.kd
    .uses_dynamic_stack: false
    .vgpr_count:     41
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1151
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
