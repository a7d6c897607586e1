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
	s_cbranch_execz .LBB0_19
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
	s_cbranch_scc1 .LBB0_16
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
	s_cmp_lg_u32 s7, 0
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
	v_mov_b32_e32 v12, s5
	s_mov_b32 s6, 0x652b82fe
	s_mov_b32 s30, 0xa556c734
	s_mov_b32 s34, 0x1a01a01a
	s_mov_b32 s38, 0x16c16c17
	s_mov_b32 s40, 0x11111111
	s_mov_b32 s42, 0x55555555
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
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB0_17
.LBB0_7:
	s_and_b32 vcc_lo, exec_lo, s11
	s_cbranch_vccnz .LBB0_12
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB0_13
.LBB0_9:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v9
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_11
	s_mul_i32 s1, s19, 0xcd9e8d57
	s_mov_b32 s36, s34
	v_xor_b32_e32 v0, s1, v5
	s_mul_hi_u32 s1, s19, 0xcd9e8d57
	s_mov_b32 s44, s42
	s_xor_b32 s1, s16, s1
	s_mov_b32 s91, s31
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v0, 0
	s_xor_b32 s1, s1, s18
	s_mov_b32 s73, s35
	s_mul_hi_u32 s5, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s5, v10
	s_mov_b32 s93, s41
	v_xor3_b32 v0, s1, s100, v14
	global_load_b32 v14, v[3:4], off
	s_mov_b32 s77, s43
	s_mov_b32 s95, s45
	s_mov_b32 s52, 0xdf3e5244
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_mov_b32 s53, 0x3fc2f112
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v45, v9, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[14:15], v45
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[14:15]
	v_xor_b32_e32 v16, 0x80000000, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v15, 0x405e0000, v16, vcc_lo
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v2, 0
	v_xor_b32_e32 v0, v17, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v19, s101, v16
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v2, 0
	v_xor3_b32 v0, s102, v17, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v20, s104, v16
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v0, s103, v17, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v21, vcc_hi, v16
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v2, 0
	v_xor3_b32 v0, s46, v17, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v22, s48, v16
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v2
	v_xor3_b32 v2, s47, v17, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s49, v16
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v2, s50, v17, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s17, v16
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s51, v17, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[17:18], v0
	v_add_f64 v[17:18], v[17:18], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[17:18], v[17:18], 0xffffffe0
	v_add_nc_u32_e32 v33, 0x95f62, v18
	v_cvt_f64_u32_e32 v[18:19], v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[18:19], 0.5
	v_ldexp_f64 v[18:19], v[18:19], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[18:19], s[60:61]
	v_mul_f64 v[20:21], v[18:19], s[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[20:21], 0x43380000, v[20:21]
	v_add_f64 v[21:22], 0xc3380000, v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f64 v[23:24], v[21:22], s[64:65]
	v_mul_f64 v[25:26], v[21:22], s[68:69]
	v_mul_f64 v[31:32], v[21:22], s[66:67]
	v_mul_f64 v[21:22], v[21:22], s[70:71]
	v_add_f64 v[23:24], v[18:19], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[27:28], v[23:24], v[25:26]
	v_cndmask_b32_e32 v14, 0, v14, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[14:15]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[29:30], v[23:24], -v[27:28]
	v_add_f64 v[25:26], v[29:30], v[25:26]
	v_add_f64 v[29:30], v[23:24], -v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_add_f64 v[21:22], v[21:22], -v[25:26]
	v_mov_b32_e32 v26, s3
	v_lshrrev_b32_e32 v0, 20, v33
	v_bfe_u32 v25, v19, 20, 11
	v_cndmask_b32_e32 v14, 0, v14, vcc_lo
	v_add_co_u32 v46, s1, 0xfffffc01, v0
	v_lshrrev_b32_e32 v0, 20, v30
	v_add_co_ci_u32_e64 v47, null, 0, -1, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x7ff, v0
	v_dual_cndmask_b32 v15, 0xc05e0000, v15 :: v_dual_add_nc_u32 v0, 16, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[25:26]
	v_and_b32_e32 v0, 0xfffff, v33
	v_dual_cndmask_b32 v24, v24, v28 :: v_dual_cndmask_b32 v23, v23, v27
	v_cndmask_b32_e32 v21, v31, v21, vcc_lo
	v_mul_f64 v[18:19], v[14:15], s[6:7]
	v_cndmask_b32_e32 v22, v32, v22, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], 0x43380000, v[18:19]
	v_add_f64 v[25:26], 0xc3380000, v[18:19]
	v_lshl_add_u32 v2, v18, 20, 0x3ff00000
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[25:26], s[12:13]
	v_mul_f64 v[25:26], v[25:26], s[14:15]
	v_add_f64 v[13:14], v[14:15], -v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[13:14], v[13:14], -v[25:26]
	v_mul_f64 v[15:16], v[13:14], s[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[15:16], s[24:25]
	v_mul_f64 v[15:16], v[13:14], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[15:16], s[26:27]
	v_mul_f64 v[15:16], v[13:14], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[15:16], s[28:29]
	v_mul_f64 v[15:16], v[13:14], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[15:16], s[30:31]
	v_mul_f64 v[15:16], v[13:14], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[15:16], s[34:35]
	v_mul_f64 v[15:16], v[13:14], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[15:16], s[36:37]
	v_mul_f64 v[15:16], v[13:14], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[15:16], s[38:39]
	v_mul_f64 v[15:16], v[13:14], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[15:16], s[40:41]
	v_mul_f64 v[15:16], v[13:14], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[15:16], s[42:43]
	v_mul_f64 v[15:16], v[13:14], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[15:16], s[44:45]
	v_mul_f64 v[15:16], v[13:14], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[15:16], 0.5
	v_mul_f64 v[15:16], v[13:14], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[15:16], 1.0
	v_mul_f64 v[13:14], v[13:14], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[13:14], v[13:14], 1.0
	v_mul_f64 v[13:14], v[13:14], v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[13:14], v[13:14], 1.0
	v_div_scale_f64 v[15:16], null, v[13:14], v[13:14], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[18:19], v[15:16]
	v_fma_f64 v[25:26], -v[15:16], v[18:19], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[18:19], v[18:19], v[25:26], v[18:19]
	v_fma_f64 v[25:26], -v[15:16], v[18:19], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[18:19], v[18:19], v[25:26], v[18:19]
	v_div_scale_f64 v[25:26], vcc_lo, 1.0, v[13:14], 1.0
	v_mul_f64 v[27:28], v[25:26], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[15:16], -v[15:16], v[27:28], v[25:26]
	v_div_fmas_f64 v[15:16], v[15:16], v[18:19], v[27:28]
	v_add_nc_u32_e32 v18, 0x3fe6a09e, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[17:18], v[17:18], -1.0
	v_div_fixup_f64 v[13:14], v[15:16], v[13:14], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[17:18], 2.0
	v_div_scale_f64 v[27:28], null, v[25:26], v[25:26], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[29:30], v[27:28]
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	v_div_scale_f64 v[31:32], vcc_lo, v[17:18], v[25:26], v[17:18]
	v_mul_f64 v[33:34], v[31:32], v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], -v[27:28], v[33:34], v[31:32]
	v_div_fmas_f64 v[27:28], v[27:28], v[29:30], v[33:34]
	v_add_f64 v[29:30], v[23:24], -v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[31:32], v[29:30], v[29:30]
	v_add_f64 v[23:24], v[23:24], -v[29:30]
	v_mul_f64 v[33:34], v[31:32], s[90:91]
	v_mul_f64 v[35:36], v[31:32], s[72:73]
	v_mul_f64 v[37:38], v[31:32], s[78:79]
	v_mul_f64 v[39:40], v[31:32], s[86:87]
	v_mul_f64 v[41:42], v[31:32], v[31:32]
	v_add_f64 v[21:22], v[23:24], -v[21:22]
	v_mul_f64 v[23:24], v[29:30], v[31:32]
	v_add_f64 v[33:34], v[33:34], s[84:85]
	v_add_f64 v[35:36], v[35:36], s[74:75]
	v_add_f64 v[37:38], v[37:38], s[80:81]
	v_add_f64 v[39:40], v[39:40], s[88:89]
	v_mul_f64 v[43:44], v[31:32], v[41:42]
	v_mul_f64 v[41:42], v[41:42], v[41:42]
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	v_mul_f64 v[35:36], v[31:32], v[35:36]
	v_mul_f64 v[37:38], v[31:32], v[37:38]
	v_mul_f64 v[39:40], v[43:44], v[39:40]
	v_mul_f64 v[43:44], v[21:22], 0.5
	v_add_f64 v[33:34], v[33:34], s[92:93]
	v_add_f64 v[35:36], v[35:36], s[76:77]
	v_add_f64 v[37:38], v[37:38], s[82:83]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[39:40], v[33:34]
	v_mul_f64 v[39:40], v[31:32], 0.5
	v_mul_f64 v[35:36], v[31:32], v[35:36]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[37:38], v[41:42], v[37:38]
	v_mul_f64 v[33:34], v[23:24], v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[41:42], -v[39:40], 1.0
	v_mul_f64 v[23:24], v[23:24], s[94:95]
	v_add_f64 v[35:36], v[35:36], v[37:38]
	v_mul_f64 v[37:38], v[29:30], v[21:22]
	v_add_f64 v[33:34], v[43:44], -v[33:34]
	v_add_f64 v[43:44], -v[41:42], 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[31:32], v[35:36]
	v_mul_f64 v[31:32], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[43:44], -v[39:40]
	v_add_f64 v[35:36], v[35:36], -v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[31:32], -v[21:22]
	v_add_f64 v[31:32], v[33:34], v[35:36]
	v_mul_f64 v[33:34], v[17:18], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[21:22], v[21:22], v[23:24]
	v_add_f64 v[23:24], v[41:42], v[31:32]
	v_cvt_f64_i32_e32 v[31:32], v47
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[29:30], -v[21:22]
	v_dual_mov_b32 v30, s3 :: v_dual_and_b32 v29, 2, v20
	v_xor_b32_e32 v0, 0x80000000, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[29:30]
	v_and_b32_e32 v29, 1, v20
	v_cndmask_b32_e32 v0, v0, v24, vcc_lo
	v_xor_b32_e32 v2, 0x80000000, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v2, v22, v2, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[29:30]
	v_cndmask_b32_e32 v19, v21, v23, vcc_lo
	v_div_fixup_f64 v[21:22], v[27:28], v[25:26], v[17:18]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v20, v2, v0, vcc_lo
	v_mul_f64 v[23:24], v[21:22], v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[23:24], v[23:24]
	v_mul_f64 v[27:28], v[25:26], s[52:53]
	s_mov_b32 s52, 0xd078c69f
	s_mov_b32 s53, 0x3fc39a09
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[29:30], v[25:26], s[52:53]
	s_mov_b32 s52, 0x1d8e78af
	s_mov_b32 s53, 0x3fcc71c5
	v_add_f64 v[27:28], v[27:28], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[29:30], s[52:53]
	s_mov_b32 s52, 0x9997fa04
	s_mov_b32 s53, 0x3fd99999
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	v_add_f64 v[27:28], v[27:28], s[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[29:30], s[52:53]
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[25:26], v[25:26], v[29:30]
	v_ldexp_f64 v[29:30], v[31:32], 32
	v_mul_f64 v[31:32], v[17:18], v[33:34]
	v_add_f64 v[27:28], v[27:28], s[58:59]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[23:24], v[23:24], v[27:28]
	v_cvt_f64_u32_e32 v[27:28], v46
	v_add_f64 v[23:24], v[25:26], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[29:30], v[27:28]
	v_add_f64 v[23:24], v[31:32], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[25:26], s[14:15]
	v_mul_f64 v[21:22], v[21:22], v[23:24]
	v_mul_f64 v[23:24], v[25:26], s[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[21:22], v[27:28], v[21:22]
	v_add_f64 v[21:22], v[21:22], -v[31:32]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], v[17:18], v[21:22]
	v_add_f64 v[17:18], v[23:24], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[17:18], -2.0
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[17:18]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[17:18], v[17:18], v0
	v_cvt_f32_f64_e32 v0, v[13:14]
	v_rsq_f64_e32 v[21:22], v[17:18]
	v_cmp_class_f64_e64 vcc_lo, v[17:18], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[23:24], v[17:18], v[21:22]
	v_mul_f64 v[21:22], v[21:22], 0.5
	v_fma_f64 v[25:26], -v[21:22], v[23:24], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	v_fma_f64 v[21:22], v[21:22], v[25:26], v[21:22]
	v_fma_f64 v[25:26], -v[23:24], v[23:24], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], v[25:26], v[21:22], v[23:24]
	v_fma_f64 v[25:26], -v[23:24], v[23:24], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[21:22], v[25:26], v[21:22], v[23:24]
	v_ldexp_f64 v[21:22], v[21:22], v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v18, v22, v18 :: v_dual_cndmask_b32 v17, v21, v17
	v_cmp_o_f32_e32 vcc_lo, v45, v45
	v_mul_f64 v[13:14], v[19:20], v[17:18]
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s4, v0
	v_sub_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[13:14]
	v_mul_f32_e32 v2, v12, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v2, v0
	v_and_b32_e32 v2, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB0_11:
	s_or_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_6
	s_branch .LBB0_14
.LBB0_12:
	s_mul_f32 s1, s10, s8
	s_mul_f32 s8, s9, s8
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
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
	v_add_nc_u32_e32 v12, -1, v2
	v_add_nc_u32_e32 v13, 1, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v14, 0x80000000, v12
	v_xor_b32_e32 v15, 0x80000000, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v14, v14, v2, v0
	v_fma_f32 v15, v15, v2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v14
	v_cndmask_b32_e64 v2, v2, v12, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s1, 0, v15
	v_cndmask_b32_e64 v2, v2, v13, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, 0x37800000, v2
	v_cndmask_b32_e64 v2, v2, v12, s0
	v_cmp_class_f32_e64 s0, v0, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v2, v0, s0
	v_cndmask_b32_e32 v12, 0, v0, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccz .LBB0_9
.LBB0_13:
.LBB0_14:
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
	v_cvt_f64_f32_e32 v[13:14], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[13:14]
	v_xor_b32_e32 v2, 0x80000000, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v14, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v13, 0, v13, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[13:14]
	v_cndmask_b32_e32 v14, 0xc05e0000, v14, vcc_lo
	v_cndmask_b32_e32 v13, 0, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[13:14], s[6:7]
	v_add_f64 v[15:16], 0x43380000, v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], 0xc3380000, v[15:16]
	v_lshl_add_u32 v2, v15, 20, 0x3ff00000
	v_mul_f64 v[18:19], v[16:17], s[96:97]
	v_mul_f64 v[16:17], v[16:17], s[98:99]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[13:14], v[13:14], v[18:19]
	v_add_f64 v[13:14], v[13:14], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[13:14], s[22:23]
	v_add_f64 v[16:17], v[16:17], s[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[13:14], v[16:17]
	v_add_f64 v[16:17], v[16:17], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[13:14], v[16:17]
	v_add_f64 v[16:17], v[16:17], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[13:14], v[16:17]
	v_add_f64 v[16:17], v[16:17], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[13:14], v[16:17]
	v_add_f64 v[16:17], v[16:17], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[13:14], v[16:17]
	v_add_f64 v[16:17], v[16:17], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[13:14], v[16:17]
	v_add_f64 v[16:17], v[16:17], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[13:14], v[16:17]
	v_add_f64 v[16:17], v[16:17], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[13:14], v[16:17]
	v_add_f64 v[16:17], v[16:17], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[13:14], v[16:17]
	v_add_f64 v[16:17], v[16:17], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[13:14], v[16:17]
	v_add_f64 v[16:17], v[16:17], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[13:14], v[16:17]
	v_add_f64 v[16:17], v[16:17], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[13:14], v[16:17]
	v_add_f64 v[13:14], v[13:14], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[13:14], v[1:2]
	v_add_f64 v[13:14], v[13:14], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[15:16], null, v[13:14], v[13:14], 1.0
	v_div_scale_f64 v[21:22], vcc_lo, 1.0, v[13:14], 1.0
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[15:16], v[15:16], v[17:18], v[19:20]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[13:14], v[15:16], v[13:14], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[13:14]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s4, v0
	v_sub_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v9, 0x7fc00000, v0, vcc_lo
	s_branch .LBB0_5
.LBB0_16:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v9
.LBB0_17:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB0_19
	v_add_co_u32 v1, vcc_lo, v6, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v7, vcc_lo
	global_store_b32 v[1:2], v0, off
.LBB0_19:
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
	s_cbranch_vccnz .LBB6_18
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
	s_cbranch_scc1 .LBB6_19
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
	s_mov_b32 s56, 0x96cb03de
	s_mov_b32 s58, 0x94229359
	s_mov_b32 s60, 0x55555593
	v_xor_b32_e32 v2, v1, v2
	v_mov_b32_e32 v1, 0
	s_mov_b32 s62, 0x54442d18
	s_mov_b32 s64, 0x6dc9c883
	s_mov_b32 s66, 0x54400000
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s7, 0
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
	v_mov_b32_e32 v10, s5
	s_mov_b32 s6, 0x652b82fe
	s_mov_b32 s14, 0xfee00000
	s_mov_b32 s22, 0x35793c76
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
	s_add_u32 s52, s17, 0x646e171e
	s_add_u32 s53, s16, 0x5384540f
	s_add_u32 s12, s17, 0x1fd5c5a3
	s_add_u32 s13, s17, 0xdb3d7428
	s_add_i32 s17, s16, 0x8ff34781
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
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB6_16
.LBB6_7:
	s_and_b32 vcc_lo, exec_lo, s11
	s_cbranch_vccnz .LBB6_12
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB6_13
.LBB6_9:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v6
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB6_11
	global_load_b32 v11, v[3:4], off
	s_mul_i32 s1, s19, 0xcd9e8d57
	s_mov_b32 s38, s36
	v_xor_b32_e32 v0, s1, v7
	s_mul_hi_u32 s1, s19, 0xcd9e8d57
	s_mov_b32 s46, s44
	s_xor_b32 s1, s16, s1
	s_mov_b32 s93, s35
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v0, 0
	s_xor_b32 s1, s1, s18
	s_mov_b32 s75, s37
	s_mul_hi_u32 s5, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s5, v8
	s_mov_b32 s95, s43
	v_xor3_b32 v0, s1, s102, v13
	s_mov_b32 s79, s45
	s_mov_b32 s97, s47
	s_mov_b32 s54, 0xdf3e5244
	s_mov_b32 s55, 0x3fc2f112
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v11, v6, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[13:14], v11
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[13:14]
	v_xor_b32_e32 v15, 0x80000000, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v14, 0x405e0000, v15, vcc_lo
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v2, 0
	v_xor_b32_e32 v0, v16, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v18, s103, v15
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v2, 0
	v_xor3_b32 v0, s104, v16, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v19, s48, v15
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v0, vcc_hi, v16, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v20, s49, v15
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v2, 0
	v_xor3_b32 v0, s50, v16, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v21, s52, v15
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v2
	v_xor3_b32 v2, s51, v16, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s53, v15
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v2, s12, v16, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s13, v15
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s17, v16, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[16:17], v0
	v_add_f64 v[16:17], v[16:17], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[16:17], v[16:17], 0xffffffe0
	v_add_nc_u32_e32 v32, 0x95f62, v17
	v_cvt_f64_u32_e32 v[17:18], v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v32
	v_add_co_u32 v44, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v45, null, 0, -1, s1
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
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[20:21], -v[24:25]
	v_lshrrev_b32_e32 v0, 20, v29
	v_cndmask_b32_e32 v13, 0, v13, vcc_lo
	v_bfe_u32 v24, v18, 20, 11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v25, s3 :: v_dual_and_b32 v0, 0x7ff, v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v13, 0, v13 :: v_dual_add_nc_u32 v0, 16, v0
	v_cndmask_b32_e32 v14, 0xc05e0000, v14, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[24:25]
	v_and_b32_e32 v0, 0xfffff, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[13:14], s[6:7]
	v_dual_cndmask_b32 v23, v23, v27 :: v_dual_cndmask_b32 v20, v30, v20
	v_dual_cndmask_b32 v22, v22, v26 :: v_dual_cndmask_b32 v21, v31, v21
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
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[28:29]
	v_cndmask_b32_e32 v0, v0, v23, vcc_lo
	v_xor_b32_e32 v2, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v2, v21, v2, vcc_lo
	v_and_b32_e32 v28, 1, v19
	v_cmp_eq_u64_e32 vcc_lo, 0, v[28:29]
	v_cndmask_b32_e32 v18, v20, v22, vcc_lo
	v_div_fixup_f64 v[20:21], v[26:27], v[24:25], v[16:17]
	v_cndmask_b32_e32 v19, v2, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[20:21], v[20:21]
	v_mul_f64 v[24:25], v[22:23], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_mul_f64 v[26:27], v[24:25], s[54:55]
	s_mov_b32 s54, 0xd078c69f
	s_mov_b32 s55, 0x3fc39a09
	v_mul_f64 v[28:29], v[24:25], s[54:55]
	s_mov_b32 s54, 0x1d8e78af
	s_mov_b32 s55, 0x3fcc71c5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[26:27], s[56:57]
	v_add_f64 v[28:29], v[28:29], s[54:55]
	s_mov_b32 s54, 0x9997fa04
	s_mov_b32 s55, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[26:27], v[24:25], v[26:27]
	v_mul_f64 v[28:29], v[24:25], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[26:27], s[58:59]
	v_add_f64 v[28:29], v[28:29], s[54:55]
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
.LBB6_11:
	s_or_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB6_6
	s_branch .LBB6_14
.LBB6_12:
	s_mul_f32 s1, s10, s8
	s_mul_f32 s8, s9, s8
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
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
	v_add_nc_u32_e32 v10, -1, v2
	v_add_nc_u32_e32 v11, 1, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v12, 0x80000000, v10
	v_xor_b32_e32 v13, 0x80000000, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v12, v12, v2, v0
	v_fma_f32 v13, v13, v2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v12
	v_cndmask_b32_e64 v2, v2, v10, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s1, 0, v13
	v_cndmask_b32_e64 v2, v2, v11, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, 0x37800000, v2
	v_cndmask_b32_e64 v2, v2, v10, s0
	v_cmp_class_f32_e64 s0, v0, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v2, v0, s0
	v_cndmask_b32_e32 v10, 0, v0, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccz .LBB6_9
.LBB6_13:
.LBB6_14:
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
	v_cvt_f64_f32_e32 v[11:12], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[11:12]
	v_xor_b32_e32 v2, 0x80000000, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v12, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v11, 0, v11, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[11:12]
	v_cndmask_b32_e32 v12, 0xc05e0000, v12, vcc_lo
	v_cndmask_b32_e32 v11, 0, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[11:12], s[6:7]
	v_add_f64 v[13:14], 0x43380000, v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[14:15], 0xc3380000, v[13:14]
	v_lshl_add_u32 v2, v13, 20, 0x3ff00000
	v_mul_f64 v[16:17], v[14:15], s[98:99]
	v_mul_f64 v[14:15], v[14:15], s[100:101]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[11:12], v[11:12], v[16:17]
	v_add_f64 v[11:12], v[11:12], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[11:12], s[24:25]
	v_add_f64 v[14:15], v[14:15], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[11:12], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[11:12], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[11:12], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[11:12], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[11:12], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[11:12], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[11:12], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[11:12], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[11:12], v[14:15]
	v_add_f64 v[14:15], v[14:15], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[11:12], v[14:15]
	v_add_f64 v[14:15], v[14:15], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[11:12], v[14:15]
	v_add_f64 v[14:15], v[14:15], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[11:12], v[11:12], v[14:15]
	v_add_f64 v[11:12], v[11:12], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[11:12], v[11:12], v[1:2]
	v_add_f64 v[11:12], v[11:12], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[13:14], null, v[11:12], v[11:12], 1.0
	v_div_scale_f64 v[19:20], vcc_lo, 1.0, v[11:12], 1.0
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[13:14], v[13:14], v[15:16], v[17:18]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[11:12], v[13:14], v[11:12], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[11:12]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s4, v0
	v_sub_f32_e32 v0, v6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v6, 0x7fc00000, v0, vcc_lo
	s_branch .LBB6_5
.LBB6_16:
	v_readlane_b32 s6, v46, 0
	v_readlane_b32 s7, v46, 1
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB6_18
.LBB6_17:
	global_store_b32 v5, v0, s[6:7]
.LBB6_18:
	s_endpgm
.LBB6_19:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v6
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB6_17
	s_branch .LBB6_18
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
	.globl	tessera_softplus_wide
	.p2align	8
	.type	tessera_softplus_wide,@function
tessera_softplus_wide:
	s_load_b256 s[44:51], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[50:51], s[2:3]
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB10_21
	s_load_b128 s[20:23], s[0:1], 0x20
	s_mov_b64 s[18:19], 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[22:23], 0
	s_cbranch_scc1 .LBB10_21
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
	v_cmp_gt_u64_e64 s1, s[20:21], v[0:1]
	v_dual_mov_b32 v4, v1 :: v_dual_mov_b32 v3, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b32 s72, 0x57b1fe7d
	s_mov_b32 s82, 0x55555549
	s_mov_b32 s90, 0x67f544e4
	s_mov_b32 s92, 0xb7789f5c
	s_mov_b32 s94, 0x16c16c17
	s_mov_b32 s50, 0x94229359
	s_mov_b32 s52, 0x55555593
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s7, 0
	v_mov_b32_e32 v21, s5
	s_cselect_b32 s77, -1, 0
	s_cmp_lg_u32 s6, 0
	s_mov_b32 s54, 0x54442d18
	s_cselect_b32 s12, -1, 0
	s_add_u32 s6, s24, 0x9e3779b9
	s_addc_u32 s7, s25, 0
	v_writelane_b32 v41, s6, 0
	s_mov_b32 s56, 0x6dc9c883
	s_mov_b32 s58, 0x54400000
	s_mov_b32 s62, 0x1a626331
	s_mov_b32 s66, 0x1a600000
	v_writelane_b32 v41, s7, 1
	s_add_u32 s6, s25, 0xbb67ae85
	s_addc_u32 s7, 0, 0
	s_add_u32 s104, s24, 0x3c6ef372
	s_mov_b32 s68, 0x2e037073
	v_writelane_b32 v41, s6, 2
	s_mov_b32 s70, 0x16c15177
	s_mov_b32 s74, 0xbe8838d4
	s_mov_b32 s78, 0xbdb4b1c4
	s_mov_b32 s80, 0x809c52ad
	v_writelane_b32 v41, s7, 3
	s_add_u32 s6, s25, 0x76cf5d0a
	s_addc_u32 s7, 0, 0
	s_add_u32 vcc_hi, s24, 0xdaa66d2b
	s_add_u32 s11, s25, 0x32370b8f
	v_writelane_b32 v41, s6, 4
	s_add_u32 s0, s24, 0x78dde6e4
	s_add_u32 s33, s25, 0xed9eba14
	s_add_u32 s16, s24, 0x1715609d
	s_add_u32 s17, s25, 0xa9066899
	v_writelane_b32 v41, s7, 5
	s_lshl_b64 s[6:7], s[28:29], 3
	s_add_u32 s36, s24, 0xb54cda56
	s_add_u32 s37, s25, 0x646e171e
	s_add_u32 s38, s24, 0x5384540f
	v_writelane_b32 v41, s1, 6
	s_and_b32 s1, s12, s1
	s_add_u32 s39, s25, 0x1fd5c5a3
	s_add_u32 s40, s25, 0xdb3d7428
	s_add_i32 s41, s24, 0x8ff34781
	v_writelane_b32 v41, s12, 7
	s_mov_b32 s84, 0x19c161d5
	s_mov_b32 s86, 0x5acfd57c
	s_mov_b32 s88, 0x8a2b9ceb
	s_mov_b32 s61, 0x3efa01a0
	v_writelane_b32 v41, s1, 8
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
	s_mov_b32 s45, 0x3dea39ef
	s_mov_b32 s47, 0x3fe62e42
	s_mov_b32 s31, 0x3fa55555
	s_mov_b32 s73, 0x3ec71de3
	s_mov_b32 s7, 0x3f811111
	s_mov_b32 s83, 0x3fc55555
	s_mov_b32 s91, 0x3e5ae645
	s_mov_b32 s93, 0x3e927e4f
	s_mov_b32 s95, 0x3f56c16c
	s_mov_b32 s5, 0x3f2a01a0
	s_mov_b32 s97, 0xbfe62e42
	s_mov_b32 s99, 0xbdea39ef
	s_mov_b32 s100, 0xa556c734
	s_mov_b32 s102, 0x1a01a01a
	s_mov_b32 s76, 0x11111111
	s_mov_b32 s64, 0x55555555
	s_mov_b32 s51, 0x3fd24924
	s_mov_b32 s53, 0x3fe55555
	s_mov_b32 s55, 0x401921fb
	s_mov_b32 s57, 0x3fe45f30
	s_mov_b32 s59, 0xbff921fb
	s_mov_b32 s63, 0x3dd0b461
	s_mov_b32 s67, 0xbdd0b461
	s_mov_b32 s69, 0x3ba3198a
	s_mov_b32 s71, 0xbf56c16c
	s_mov_b32 s75, 0xbda8fae9
	s_mov_b32 s79, 0x3e21ee9e
	s_mov_b32 s81, 0xbe927e4f
	s_mov_b32 s85, 0xbf2a01a0
	s_mov_b32 s87, 0x3de5d93a
	s_mov_b32 s89, 0xbe5ae5e6
	s_branch .LBB10_5
.LBB10_3:
	s_or_b32 exec_lo, exec_lo, s2
	s_mov_b32 s77, s12
.LBB10_4:
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_waitcnt_vscnt null, 0x0
	s_cmp_eq_u64 s[18:19], s[22:23]
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB10_21
.LBB10_5:
	s_and_not1_b32 vcc_lo, exec_lo, s77
	s_cbranch_vccz .LBB10_20
.LBB10_6:
	s_mov_b32 s65, exec_lo
	v_readlane_b32 s1, v41, 8
	s_and_b32 s1, s65, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB10_11
	s_add_u32 s1, s18, s26
	s_addc_u32 s2, s19, s27
	v_readlane_b32 s42, v41, 0
	s_mul_hi_u32 s13, s2, 0xcd9e8d57
	v_readlane_b32 s43, v41, 1
	s_xor_b32 s12, s24, s13
	v_readlane_b32 s34, v41, 2
	s_xor_b32 s1, s12, s1
	s_mul_i32 s12, s2, 0xcd9e8d57
	v_readlane_b32 s35, v41, 3
	s_xor_b64 s[12:13], s[42:43], s[12:13]
	v_readlane_b32 s42, v41, 4
	v_readlane_b32 s43, v41, 5
	s_mul_hi_u32 s15, s1, 0xd2511f53
	v_dual_mov_b32 v14, v12 :: v_dual_mov_b32 v13, v11
	v_dual_mov_b32 v16, v6 :: v_dual_mov_b32 v15, v5
	v_dual_mov_b32 v18, v4 :: v_dual_mov_b32 v17, v3
	s_mov_b32 s3, 0
	s_mov_b32 s2, s15
	s_mul_i32 s14, s1, 0xd2511f53
	s_xor_b64 s[34:35], s[2:3], s[34:35]
	s_xor_b64 s[14:15], s[42:43], s[14:15]
.LBB10_8:
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
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v2, 0
	v_xor_b32_e32 v0, s12, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v23, s104, v19
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v2, 0
	v_xor_b32_e32 v0, s14, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v24, s11, v19
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v0, vcc_hi, v20, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v25, s0, v19
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, s33, v20, v23
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v2, v23, s17, v19
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s16, v20, v24
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s37, v24, v22
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v2, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v25, s36, v19
	v_xor3_b32 v0, s38, v0, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v20, s39, v23
	v_xor3_b32 v0, s40, v0, v19
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
	s_cbranch_execnz .LBB10_8
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v14, v12 :: v_dual_mov_b32 v13, v11
	v_dual_mov_b32 v16, v6 :: v_dual_mov_b32 v15, v5
	v_dual_mov_b32 v18, v4 :: v_dual_mov_b32 v17, v3
	s_mov_b32 s12, 0xd078c69f
	s_mov_b32 s34, 0x1d8e78af
	s_mov_b32 s42, 0x9997fa04
	s_mov_b32 s14, 0xdf3e5244
	s_mov_b32 s48, 0x96cb03de
	s_mov_b32 s2, 0
	s_mov_b32 s13, 0x3fc39a09
	s_mov_b32 s35, 0x3fcc71c5
	s_mov_b32 s43, 0x3fd99999
	s_mov_b32 s15, 0x3fc2f112
	s_mov_b32 s49, 0x3fc74664
.LBB10_10:
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
	v_add_f64 v[22:23], v[19:20], 2.0
	v_div_scale_f64 v[24:25], null, v[22:23], v[22:23], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[26:27], v[24:25]
	v_fma_f64 v[28:29], -v[24:25], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[26:27], v[26:27], v[28:29], v[26:27]
	v_fma_f64 v[28:29], -v[24:25], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[26:27], v[26:27], v[28:29], v[26:27]
	v_div_scale_f64 v[28:29], vcc_lo, v[19:20], v[22:23], v[19:20]
	v_mul_f64 v[30:31], v[28:29], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[24:25], v[30:31], v[28:29]
	v_div_fmas_f64 v[24:25], v[24:25], v[26:27], v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[22:23], v[24:25], v[22:23], v[19:20]
	v_mul_f64 v[24:25], v[22:23], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[24:25], v[24:25]
	v_mul_f64 v[28:29], v[26:27], s[14:15]
	v_mul_f64 v[30:31], v[26:27], s[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[28:29], s[48:49]
	v_add_f64 v[30:31], v[30:31], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	v_mul_f64 v[30:31], v[26:27], v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[28:29], s[50:51]
	v_add_f64 v[30:31], v[30:31], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	v_mul_f64 v[26:27], v[26:27], v[30:31]
	v_cvt_f64_u32_e32 v[30:31], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[28:29], v[28:29], s[52:53]
	v_mul_f64 v[24:25], v[24:25], v[28:29]
	v_cvt_f64_i32_e32 v[28:29], v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[26:27], v[24:25]
	v_mul_f64 v[26:27], v[19:20], 0.5
	v_ldexp_f64 v[28:29], v[28:29], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[26:27], v[19:20], v[26:27]
	v_add_f64 v[28:29], v[28:29], v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], v[26:27], v[24:25]
	v_mul_f64 v[22:23], v[22:23], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[28:29], s[44:45]
	v_add_f64 v[22:23], v[24:25], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[22:23], -v[26:27]
	v_add_f64 v[19:20], v[19:20], v[22:23]
	v_mul_f64 v[22:23], v[28:29], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[22:23], v[19:20]
	v_mul_f64 v[19:20], v[19:20], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[19:20]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[19:20], v[19:20], v0
	global_load_b32 v0, v[15:16], off
	v_rsq_f64_e32 v[22:23], v[19:20]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[19:20], v[22:23]
	v_mul_f64 v[22:23], v[22:23], 0.5
	v_fma_f64 v[26:27], -v[22:23], v[24:25], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[24:25], v[24:25], v[26:27], v[24:25]
	v_fma_f64 v[22:23], v[22:23], v[26:27], v[22:23]
	v_fma_f64 v[26:27], -v[24:25], v[24:25], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], v[26:27], v[22:23], v[24:25]
	v_fma_f64 v[26:27], -v[24:25], v[24:25], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fma_f64 v[22:23], v[26:27], v[22:23], v[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f64_u32_e32 v[24:25], v0
	v_add_f64 v[24:25], v[24:25], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[24:25], v[24:25], 0xffffffe0
	v_mul_f64 v[24:25], v[24:25], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[26:27], v[24:25], s[56:57]
	v_bfe_u32 v0, v25, 20, 11
	v_add_f64 v[26:27], 0x43380000, v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[27:28], 0xc3380000, v[26:27]
	v_mul_f64 v[29:30], v[27:28], s[58:59]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], v[24:25], v[29:30]
	v_mul_f64 v[29:30], v[27:28], s[62:63]
	v_add_f64 v[31:32], v[24:25], -v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v2, 20, v32
	v_mov_b32_e32 v32, v1
	v_and_b32_e32 v2, 0x7ff, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v31, 16, v2
	v_cmp_lt_u64_e64 s1, v[31:32], v[0:1]
	v_mul_f64 v[31:32], v[27:28], s[66:67]
	v_mul_f64 v[27:28], v[27:28], s[68:69]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[19:20], 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[22:23], v[22:23], v0
	v_and_b32_e32 v0, 1, v26
	v_add_f64 v[33:34], v[24:25], v[31:32]
	v_dual_cndmask_b32 v20, v23, v20 :: v_dual_cndmask_b32 v19, v22, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v36, v25, v34, s1
	v_cndmask_b32_e64 v35, v24, v33, s1
	v_add_f64 v[24:25], v[24:25], -v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], v[24:25], v[31:32]
	v_add_f64 v[24:25], v[27:28], -v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v30, v25, s1
	v_cndmask_b32_e64 v24, v29, v24, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[35:36], -v[24:25]
	v_add_f64 v[27:28], v[35:36], -v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[27:28], -v[24:25]
	v_mul_f64 v[27:28], v[22:23], v[22:23]
	v_mul_f64 v[35:36], v[24:25], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[29:30], v[27:28], s[86:87]
	v_mul_f64 v[31:32], v[27:28], v[27:28]
	v_add_f64 v[29:30], v[29:30], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[33:34], v[27:28], v[31:32]
	v_mul_f64 v[31:32], v[31:32], v[31:32]
	v_mul_f64 v[29:30], v[33:34], v[29:30]
	v_mul_f64 v[33:34], v[27:28], s[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[33:34], v[33:34], s[84:85]
	v_mul_f64 v[33:34], v[27:28], v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[33:34], v[33:34], s[6:7]
	v_add_f64 v[29:30], v[29:30], v[33:34]
	v_mul_f64 v[33:34], v[27:28], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[33:34], v[33:34], s[78:79]
	v_mul_f64 v[33:34], v[27:28], v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[33:34], v[33:34], s[80:81]
	v_mul_f64 v[31:32], v[31:32], v[33:34]
	v_mul_f64 v[33:34], v[27:28], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[33:34], v[33:34], s[70:71]
	v_mul_f64 v[33:34], v[27:28], v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[33:34], v[33:34], s[30:31]
	v_mul_f64 v[33:34], v[27:28], v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], v[33:34], v[31:32]
	v_mul_f64 v[33:34], v[22:23], v[27:28]
	v_mul_f64 v[31:32], v[27:28], v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[29:30], v[33:34], v[29:30]
	v_add_f64 v[29:30], v[35:36], -v[29:30]
	v_mul_f64 v[35:36], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[27:28], v[29:30]
	v_add_f64 v[37:38], -v[35:36], 1.0
	v_mul_f64 v[29:30], v[22:23], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[27:28], -v[24:25]
	v_add_f64 v[39:40], -v[37:38], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[31:32], -v[29:30]
	v_add_f64 v[35:36], v[39:40], -v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[35:36], v[29:30]
	v_mul_f64 v[29:30], v[33:34], s[82:83]
	v_add_f64 v[27:28], v[37:38], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[24:25], v[29:30]
	v_xor_b32_e32 v0, 0x80000000, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[22:23], -v[24:25]
	v_dual_mov_b32 v25, v1 :: v_dual_and_b32 v24, 2, v26
	v_cmp_eq_u64_e32 vcc_lo, 0, v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v0, v0, v28, vcc_lo
	v_xor_b32_e32 v2, 0x80000000, v23
	v_cndmask_b32_e64 v22, v22, v27, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v2, v23, v2, vcc_lo
	v_add_co_u32 v17, vcc_lo, 0x100, v17
	v_add_co_ci_u32_e64 v18, null, 0, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v23, v2, v0, s1
	v_add_co_u32 v15, vcc_lo, 0x400, v15
	v_add_co_ci_u32_e64 v16, null, 0, v16, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[19:20], v[22:23]
	v_cmp_le_u64_e32 vcc_lo, s[20:21], v[17:18]
	s_or_b32 s2, vcc_lo, s2
	v_cvt_f32_f64_e32 v0, v[19:20]
	global_store_b32 v[13:14], v0, off
	v_add_co_u32 v13, s1, 0x400, v13
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v14, null, 0, v14, s1
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB10_10
.LBB10_11:
	s_or_b32 exec_lo, exec_lo, s65
	v_readlane_b32 s1, v41, 7
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_mov_b32 s1, -1
	s_cbranch_vccnz .LBB10_16
	s_mov_b32 s14, s77
	s_mov_b32 s12, exec_lo
	v_readlane_b32 s1, v41, 6
	s_mov_b32 s34, 0x652b82fe
	s_mov_b32 s42, 0x13a86d09
	s_mov_b32 s48, 0xeff8d898
	s_mov_b32 s35, 0x3ff71547
	s_and_b32 s1, s12, s1
	s_mov_b32 s43, 0x3de61246
	s_mov_b32 s49, 0x3e21eed8
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB10_15
	v_dual_mov_b32 v14, v10 :: v_dual_mov_b32 v13, v9
	v_dual_mov_b32 v16, v8 :: v_dual_mov_b32 v15, v7
	v_dual_mov_b32 v18, v12 :: v_dual_mov_b32 v17, v11
	v_dual_mov_b32 v20, v4 :: v_dual_mov_b32 v19, v3
	s_mov_b32 s13, 0
.LBB10_14:
	global_load_b32 v0, v[13:14], off
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
	v_sub_f32_e32 v32, v0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[22:23], v32
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[22:23]
	v_xor_b32_e32 v2, 0x80000000, v23
	v_cndmask_b32_e32 v22, 0, v22, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v23, 0x405e0000, v2, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[22:23]
	v_cndmask_b32_e32 v23, 0xc05e0000, v23, vcc_lo
	v_cndmask_b32_e32 v22, 0, v22, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[22:23], s[34:35]
	v_add_f64 v[24:25], 0x43380000, v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], 0xc3380000, v[24:25]
	v_lshl_add_u32 v2, v24, 20, 0x3ff00000
	v_mul_f64 v[27:28], v[25:26], s[96:97]
	v_mul_f64 v[25:26], v[25:26], s[98:99]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[22:23], v[27:28]
	v_add_f64 v[22:23], v[22:23], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[22:23], s[42:43]
	v_add_f64 v[25:26], v[25:26], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[22:23], v[25:26]
	v_add_f64 v[25:26], v[25:26], s[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[22:23], v[25:26]
	v_add_f64 v[25:26], v[25:26], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[22:23], v[25:26]
	v_add_f64 v[25:26], v[25:26], s[100:101]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[22:23], v[25:26]
	v_add_f64 v[25:26], v[25:26], s[102:103]
	s_mov_b32 s103, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[22:23], v[25:26]
	v_add_f64 v[25:26], v[25:26], s[102:103]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[22:23], v[25:26]
	v_add_f64 v[25:26], v[25:26], s[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[22:23], v[25:26]
	v_add_f64 v[25:26], v[25:26], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[22:23], v[25:26]
	v_add_f64 v[25:26], v[25:26], s[64:65]
	s_mov_b32 s65, s83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[22:23], v[25:26]
	v_add_f64 v[25:26], v[25:26], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[22:23], v[25:26]
	v_add_f64 v[25:26], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[22:23], v[25:26]
	v_add_f64 v[25:26], v[25:26], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[22:23], v[25:26]
	v_add_f64 v[22:23], v[22:23], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[22:23], v[1:2]
	v_add_f64 v[22:23], v[22:23], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[24:25], null, v[22:23], v[22:23], 1.0
	v_rcp_f64_e32 v[26:27], v[24:25]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[28:29], -v[24:25], v[26:27], 1.0
	v_fma_f64 v[26:27], v[26:27], v[28:29], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[28:29], -v[24:25], v[26:27], 1.0
	v_fma_f64 v[26:27], v[26:27], v[28:29], v[26:27]
	v_div_scale_f64 v[28:29], vcc_lo, 1.0, v[22:23], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[30:31], v[28:29], v[26:27]
	v_fma_f64 v[24:25], -v[24:25], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[24:25], v[24:25], v[26:27], v[30:31]
	v_cmp_o_f32_e32 vcc_lo, v32, v32
	v_div_fixup_f64 v[22:23], v[24:25], v[22:23], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[22:23]
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s4, v2
	v_sub_f32_e32 v0, v0, v2
	global_load_b32 v2, v[17:18], off
	v_add_co_u32 v17, s2, 0x400, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, null, 0, v18, s2
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v21, v2
	v_add_f32_e32 v0, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[20:21], v[19:20]
	global_store_b32 v[13:14], v0, off
	v_add_co_u32 v13, s1, 0x400, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v14, null, 0, v14, s1
	s_or_b32 s13, vcc_lo, s13
	s_and_not1_b32 exec_lo, exec_lo, s13
	s_cbranch_execnz .LBB10_14
.LBB10_15:
	s_or_b32 exec_lo, exec_lo, s12
	s_mov_b32 s1, 0
	s_mov_b32 s77, s14
.LBB10_16:
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB10_4
	s_mov_b32 s12, s77
	s_mov_b32 s2, exec_lo
	v_readlane_b32 s1, v41, 6
	s_mov_b32 s14, 0x652b82fe
	s_mov_b32 s34, 0x13a86d09
	s_mov_b32 s42, 0xeff8d898
	s_mov_b32 s15, 0x3ff71547
	s_and_b32 s1, s2, s1
	s_mov_b32 s35, 0x3de61246
	s_mov_b32 s43, 0x3e21eed8
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB10_3
	v_dual_mov_b32 v14, v10 :: v_dual_mov_b32 v13, v9
	v_dual_mov_b32 v16, v8 :: v_dual_mov_b32 v15, v7
	v_dual_mov_b32 v18, v4 :: v_dual_mov_b32 v17, v3
	s_mov_b32 s3, 0
.LBB10_19:
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
	v_sub_f32_e32 v30, v0, v2
	v_cvt_f64_f32_e32 v[19:20], v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[19:20]
	v_xor_b32_e32 v2, 0x80000000, v20
	v_cndmask_b32_e32 v19, 0, v19, vcc_lo
	v_cndmask_b32_e32 v20, 0x405e0000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[19:20]
	v_cndmask_b32_e32 v20, 0xc05e0000, v20, vcc_lo
	v_cndmask_b32_e32 v19, 0, v19, vcc_lo
	v_mul_f64 v[22:23], v[19:20], s[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], 0x43380000, v[22:23]
	v_add_f64 v[23:24], 0xc3380000, v[22:23]
	v_lshl_add_u32 v2, v22, 20, 0x3ff00000
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[25:26], v[23:24], s[96:97]
	v_mul_f64 v[23:24], v[23:24], s[98:99]
	v_add_f64 v[19:20], v[19:20], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[19:20], v[23:24]
	v_mul_f64 v[23:24], v[19:20], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[23:24], v[23:24], s[42:43]
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[23:24], v[23:24], s[90:91]
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[23:24], v[23:24], s[92:93]
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[23:24], v[23:24], s[100:101]
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[23:24], v[23:24], s[102:103]
	s_mov_b32 s103, s5
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[23:24], v[23:24], s[102:103]
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[23:24], v[23:24], s[94:95]
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[23:24], v[23:24], s[76:77]
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[23:24], v[23:24], s[64:65]
	s_mov_b32 s65, s83
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[23:24], v[23:24], s[64:65]
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[23:24], v[23:24], 0.5
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[23:24], v[23:24], 1.0
	v_mul_f64 v[19:20], v[19:20], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[19:20], 1.0
	v_mul_f64 v[19:20], v[19:20], v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[19:20], 1.0
	v_div_scale_f64 v[22:23], null, v[19:20], v[19:20], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[24:25], v[22:23]
	v_fma_f64 v[26:27], -v[22:23], v[24:25], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], v[24:25], v[26:27], v[24:25]
	v_fma_f64 v[26:27], -v[22:23], v[24:25], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], v[24:25], v[26:27], v[24:25]
	v_div_scale_f64 v[26:27], vcc_lo, 1.0, v[19:20], 1.0
	v_mul_f64 v[28:29], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[22:23], -v[22:23], v[28:29], v[26:27]
	v_div_fmas_f64 v[22:23], v[22:23], v[24:25], v[28:29]
	v_cmp_o_f32_e32 vcc_lo, v30, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[19:20], v[22:23], v[19:20], 1.0
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
	s_cbranch_execnz .LBB10_19
	s_branch .LBB10_3
.LBB10_20:
	s_mul_f32 s2, s10, s8
	s_mul_f32 s8, s9, s8
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s2, 0
	s_mul_f32 s1, s2, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s2, 0xf800000
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s2, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v2, v0
	v_add_nc_u32_e32 v13, -1, v2
	v_add_nc_u32_e32 v14, 1, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v15, 0x80000000, v13
	v_xor_b32_e32 v16, 0x80000000, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v15, v15, v2, v0
	v_fma_f32 v16, v16, v2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s2, 0, v15
	v_cmp_lt_f32_e64 s3, 0, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v2, v2, v13, s2
	v_cndmask_b32_e64 v2, v2, v14, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, 0x37800000, v2
	v_cndmask_b32_e64 v2, v2, v13, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v2, v0, s1
	v_cndmask_b32_e32 v21, 0, v0, vcc_lo
	s_branch .LBB10_6
.LBB10_21:
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
		.amdhsa_next_free_vgpr 42
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

	.set tessera_softplus_wide.num_vgpr, 42
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
    .vgpr_count:     71
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
    .sgpr_spill_count: 12
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
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1151
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
