	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 6
	.text
	.globl	tessera_softplus_w256
	.p2align	8
	.type	tessera_softplus_w256,@function
tessera_softplus_w256:
	s_load_b256 s[4:11], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[8:9], s[2:3]
	v_cmp_lt_u64_e64 s8, 0x100, s[10:11]
	s_or_b32 s3, s3, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB0_17
	s_load_b64 s[20:21], s[0:1], 0x20
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s11, s2
	s_mul_hi_u32 s8, s10, s2
	s_mul_i32 s26, s10, s2
	s_add_i32 s27, s8, s3
	v_cmp_gt_u64_e64 s2, s[10:11], v[0:1]
	s_lshl_b64 s[24:25], s[26:27], 2
	v_lshlrev_b32_e32 v5, 2, v0
	s_add_u32 s22, s4, s24
	s_addc_u32 s23, s5, s25
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_3
	global_load_b32 v6, v5, s[22:23]
.LBB0_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB0_14
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[16:19], s[0:1], 0x48
	v_add_co_u32 v0, s0, s26, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s27, 0, s0
	s_mov_b32 s26, 0x13a86d09
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mov_b32 s28, 0xeff8d898
	s_mov_b32 s30, 0x67f544e4
	s_mov_b32 s34, 0xb7789f5c
	s_mov_b32 s36, 0xa556c734
	s_mov_b32 s38, 0x1a01a01a
	s_mov_b32 s40, 0x16c16c17
	v_xor_b32_e32 v2, v1, v2
	v_mov_b32_e32 v1, 0
	s_mov_b32 s42, 0x11111111
	s_mov_b32 s44, 0x55555555
	s_mov_b32 s60, 0x55555593
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_xor_b32_e32 v2, s17, v2
	s_cselect_b32 s33, -1, 0
	s_add_u32 s0, s6, s24
	s_addc_u32 s1, s7, s25
	s_cmp_lg_u32 s10, 0
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v2, 0
	v_add_co_u32 v3, s0, s0, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s1, 0, s0
	s_cselect_b32 s104, -1, 0
	s_add_u32 s0, s16, 0x9e3779b9
	s_add_u32 s1, s17, 0xbb67ae85
	s_add_u32 s3, s16, 0x3c6ef372
	v_xor_b32_e32 v7, s0, v10
	v_xor_b32_e32 v8, s1, v0
	v_xor_b32_e32 v9, s3, v9
	v_mov_b32_e32 v10, 0xfffffbcb
	s_mov_b32 s6, 0x652b82fe
	s_mov_b32 s10, 0xfee00000
	s_mov_b32 s24, 0x35793c76
	s_mov_b32 s62, 0x54442d18
	s_mov_b32 s64, 0x6dc9c883
	s_mov_b32 s66, 0x54400000
	s_mov_b32 s68, 0x1a626331
	s_mov_b32 s70, 0x1a600000
	s_mov_b32 s72, 0x2e037073
	s_mov_b32 s74, 0x2e000000
	s_mov_b32 s76, 0x252049c1
	s_mov_b32 s78, 0x16c15177
	s_mov_b32 s80, 0xbe8838d4
	s_mov_b32 s82, 0xbdb4b1c4
	s_mov_b32 s84, 0x809c52ad
	s_mov_b32 s86, 0x19c161d5
	s_mov_b32 s88, 0x5acfd57c
	s_mov_b32 s90, 0x8a2b9ceb
	s_mov_b32 s15, 0
	s_add_u32 s48, s17, 0x76cf5d0a
	s_add_u32 s49, s16, 0xdaa66d2b
	s_add_u32 s50, s17, 0x32370b8f
	s_add_u32 s51, s16, 0x78dde6e4
	s_add_u32 s52, s17, 0xed9eba14
	s_add_u32 s53, s16, 0x1715609d
	s_add_u32 s54, s17, 0xa9066899
	s_add_u32 s55, s16, 0xb54cda56
	s_add_u32 s56, s17, 0x646e171e
	s_add_u32 s57, s16, 0x5384540f
	s_add_u32 s58, s17, 0x1fd5c5a3
	s_add_u32 s17, s17, 0xdb3d7428
	s_add_i32 s59, s16, 0x8ff34781
	s_mov_b32 s7, 0x3ff71547
	s_mov_b32 s11, 0x3fe62e42
	s_mov_b32 s25, 0x3dea39ef
	s_mov_b32 s27, 0x3de61246
	s_mov_b32 s29, 0x3e21eed8
	s_mov_b32 s31, 0x3e5ae645
	s_mov_b32 s35, 0x3e927e4f
	s_mov_b32 s37, 0x3ec71de3
	s_mov_b32 s39, 0x3efa01a0
	s_mov_b32 s5, 0x3f2a01a0
	s_mov_b32 s41, 0x3f56c16c
	s_mov_b32 s43, 0x3f811111
	s_mov_b32 s45, 0x3fa55555
	s_mov_b32 s47, 0x3fc55555
	s_mov_b32 s61, 0x3fe55555
	s_mov_b32 s63, 0x401921fb
	s_mov_b32 s65, 0x3fe45f30
	s_mov_b32 s67, 0xbff921fb
	s_mov_b32 s69, 0x3dd0b461
	s_mov_b32 s71, 0xbdd0b461
	s_mov_b32 s73, 0x3ba3198a
	s_mov_b32 s75, 0xbba3198a
	s_mov_b32 s77, 0x397b839a
	s_mov_b32 s79, 0xbf56c16c
	s_mov_b32 s81, 0xbda8fae9
	s_mov_b32 s83, 0x3e21ee9e
	s_mov_b32 s85, 0xbe927e4f
	s_mov_b32 s87, 0xbf2a01a0
	s_mov_b32 s89, 0x3de5d93a
	s_mov_b32 s91, 0xbe5ae5e6
	s_mov_b32 s92, 0x19cb1590
	s_mov_b32 s94, 0x5555554c
	s_mov_b32 s96, 0x57b1fe7d
	s_mov_b32 s98, 0x1110f8a6
	s_mov_b32 s100, 0x55555549
	s_mov_b32 s103, 0xbfe62e42
	s_mov_b32 vcc_hi, 0xbdea39ef
	s_branch .LBB0_7
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v6
.LBB0_6:
	s_add_u32 s20, s20, -1
	s_addc_u32 s21, s21, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v6, v0
	s_mul_f32 s12, s13, s12
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB0_15
.LBB0_7:
	s_and_b32 vcc_lo, exec_lo, s104
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB0_11
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v6
	s_and_saveexec_b32 s102, s2
	s_cbranch_execz .LBB0_10
	global_load_b32 v2, v[3:4], off
	s_mul_f32 s93, s14, s12
	s_mul_i32 s0, s19, 0xcd9e8d57
	s_mul_hi_u32 s3, s19, 0xcd9e8d57
	v_xor_b32_e32 v0, s0, v7
	s_cmp_gt_f32 s93, 0
	s_mov_b32 s46, s44
	s_mov_b32 s97, s37
	s_mov_b32 s99, s43
	s_cselect_b32 s0, -1, 0
	s_cmp_lt_f32 s93, 0xf800000
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v0, 0
	s_mov_b32 s95, s45
	s_cselect_b32 s1, -1, 0
	s_xor_b32 s3, s16, s3
	s_mov_b32 s101, s47
	s_xor_b32 s3, s3, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s4, s3, 0xd2511f53
	s_mul_i32 s3, s3, 0xd2511f53
	v_xor_b32_e32 v23, s4, v8
	v_xor3_b32 v0, s3, s48, v15
	s_mov_b32 s4, s38
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v11, v6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[12:13], v11
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[12:13]
	v_xor_b32_e32 v2, 0x80000000, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v13, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v12, 0, v12, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[12:13]
	v_cndmask_b32_e32 v13, 0xc05e0000, v13, vcc_lo
	v_cndmask_b32_e32 v12, 0, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], s[6:7]
	v_add_f64 v[15:16], 0x43380000, v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], 0xc3380000, v[15:16]
	v_lshl_add_u32 v2, v15, 20, 0x3ff00000
	v_mul_f64 v[18:19], v[16:17], s[10:11]
	v_mul_f64 v[16:17], v[16:17], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], -v[18:19]
	v_add_f64 v[12:13], v[12:13], -v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[12:13], s[26:27]
	v_add_f64 v[16:17], v[16:17], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[12:13], v[16:17]
	v_add_f64 v[16:17], v[16:17], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[12:13], v[16:17]
	v_add_f64 v[16:17], v[16:17], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[12:13], v[16:17]
	v_add_f64 v[16:17], v[16:17], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[12:13], v[16:17]
	v_add_f64 v[16:17], v[16:17], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[12:13], v[16:17]
	v_add_f64 v[16:17], v[16:17], s[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[12:13], v[16:17]
	v_add_f64 v[16:17], v[16:17], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[12:13], v[16:17]
	v_add_f64 v[16:17], v[16:17], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[12:13], v[16:17]
	v_add_f64 v[16:17], v[16:17], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[12:13], v[16:17]
	v_add_f64 v[16:17], v[16:17], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[12:13], v[16:17]
	v_add_f64 v[16:17], v[16:17], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[12:13], v[16:17]
	v_add_f64 v[16:17], v[16:17], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[12:13], v[16:17]
	v_add_f64 v[12:13], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[12:13], v[1:2]
	v_add_f64 v[12:13], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[15:16], null, v[12:13], v[12:13], 1.0
	v_rcp_f64_e32 v[17:18], v[15:16]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[19:20], -v[15:16], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[19:20], -v[15:16], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	v_div_scale_f64 v[19:20], vcc_lo, 1.0, v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[19:20], v[17:18]
	v_fma_f64 v[15:16], -v[15:16], v[21:22], v[19:20]
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[15:16], v[15:16], v[17:18], v[21:22]
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v23, 0
	v_xor_b32_e32 v0, v18, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v20, s49, v17
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v2, 0
	v_xor3_b32 v0, s50, v18, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v21, s52, v17
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v0, s51, v18, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor3_b32 v2, v22, s53, v17
	v_div_fixup_f64 v[12:13], v[15:16], v[12:13], 1.0
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v2, 0
	v_xor3_b32 v0, s54, v18, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v23, s56, v17
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v2
	v_xor3_b32 v2, s55, v18, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s57, v17
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v2, s58, v18, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s17, v17
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s59, v18, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[18:19], v0
	v_add_f64 v[18:19], v[18:19], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[18:19], v[18:19], 0xffffffe0
	v_ldexp_f64 v[20:21], v[18:19], 54
	v_cmp_gt_f64_e64 s3, 0x100000, v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v19, v21, s3
	v_cndmask_b32_e64 v22, v18, v20, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v21, s46, 0x95f62, v0
	v_and_b32_e32 v0, 0xfffff, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v23, 0x3fe6a09e, v0
	v_add_f64 v[23:24], v[22:23], -1.0
	v_add_co_ci_u32_e64 v22, null, 0, 0, s46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[23:24], 2.0
	v_div_scale_f64 v[27:28], null, v[25:26], v[25:26], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[29:30], v[27:28]
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	v_div_scale_f64 v[31:32], vcc_lo, v[23:24], v[25:26], v[23:24]
	v_mul_f64 v[33:34], v[31:32], v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], -v[27:28], v[33:34], v[31:32]
	v_div_fmas_f64 v[27:28], v[27:28], v[29:30], v[33:34]
	v_cvt_f64_u32_e32 v[29:30], v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[29:30], v[29:30], 0.5
	v_ldexp_f64 v[29:30], v[29:30], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[29:30], v[29:30], s[62:63]
	v_mul_f64 v[31:32], v[29:30], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[31:32], 0x43380000, v[31:32]
	v_add_f64 v[32:33], 0xc3380000, v[31:32]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[32:33], s[66:67]
	v_mul_f64 v[36:37], v[32:33], s[70:71]
	v_mul_f64 v[44:45], v[32:33], s[74:75]
	v_add_f64 v[34:35], v[29:30], v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[38:39], v[34:35], v[36:37]
	v_add_f64 v[40:41], v[34:35], -v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[46:47], v[38:39], v[44:45]
	v_add_f64 v[36:37], v[40:41], v[36:37]
	v_mul_f64 v[40:41], v[32:33], s[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[40:41], -v[36:37]
	v_mul_f64 v[40:41], v[32:33], s[68:69]
	v_mul_f64 v[32:33], v[32:33], s[76:77]
	v_add_f64 v[42:43], v[34:35], -v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v0, 20, v43
	v_add_f64 v[42:43], v[38:39], -v[36:37]
	v_bfe_u32 v42, v30, 20, 11
	v_and_b32_e32 v0, 0x7ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v0, 16, v0
	v_lshrrev_b32_e32 v2, 20, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v43, s15 :: v_dual_and_b32 v2, 0x7ff, v2
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 49, v2
	v_cmp_lt_u64_e64 s4, v[0:1], v[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v38, v46, s4
	v_cndmask_b32_e64 v2, v39, v47, s4
	v_add_f64 v[38:39], v[38:39], -v[46:47]
	v_add_f64 v[38:39], v[38:39], v[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[32:33], v[32:33], -v[38:39]
	v_cndmask_b32_e64 v14, v36, v32, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v17, v37, v33, s4
	s_mul_f32 s4, s93, 0x4f800000
	v_dual_cndmask_b32 v32, v34, v0 :: v_dual_cndmask_b32 v33, v35, v2
	v_cndmask_b32_e32 v34, v40, v14, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instid1(SALU_CYCLE_1)
	v_dual_mov_b32 v20, s4 :: v_dual_cndmask_b32 v35, v41, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, s93, v20, s1
	s_mov_b32 s93, s39
	v_sqrt_f32_e32 v2, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v14, -1, v2
	v_xor_b32_e32 v17, 0x80000000, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v17, v17, v2, v0
	v_cmp_ge_f32_e32 vcc_lo, 0, v17
	v_add_nc_u32_e32 v17, 1, v2
	v_cndmask_b32_e32 v14, v2, v14, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v20, 0x80000000, v17
	v_fma_f32 v2, v20, v2, v0
	v_lshrrev_b64 v[20:21], 20, v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e32 vcc_lo, 0, v2
	v_cndmask_b32_e32 v2, v14, v17, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_mul_f32_e32 v14, 0x37800000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v2, v2, v14, s1
	v_cndmask_b32_e32 v0, v2, v0, vcc_lo
	v_cndmask_b32_e64 v2, 0xfffffc01, v10, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, 0, v0, s0
	v_add_co_u32 v2, vcc_lo, v20, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v14, null, -1, v21, vcc_lo
	v_add_f64 v[20:21], v[32:33], -v[34:35]
	s_mov_b32 s0, 0xdf3e5244
	s_mov_b32 s1, 0x3fc2f112
	v_cndmask_b32_e64 v0, v0, s9, s33
	v_add_f64 v[32:33], v[32:33], -v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[32:33], v[32:33], -v[34:35]
	v_mul_f64 v[34:35], v[20:21], v[20:21]
	v_mul_f64 v[42:43], v[32:33], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[36:37], v[34:35], s[88:89]
	v_mul_f64 v[38:39], v[34:35], v[34:35]
	v_add_f64 v[36:37], v[36:37], s[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[40:41], v[34:35], v[38:39]
	v_mul_f64 v[38:39], v[38:39], v[38:39]
	v_mul_f64 v[36:37], v[40:41], v[36:37]
	v_mul_f64 v[40:41], v[34:35], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], v[40:41], s[86:87]
	v_mul_f64 v[40:41], v[34:35], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], v[40:41], s[98:99]
	v_add_f64 v[36:37], v[36:37], v[40:41]
	v_mul_f64 v[40:41], v[34:35], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], v[40:41], s[82:83]
	v_mul_f64 v[40:41], v[34:35], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], v[40:41], s[84:85]
	v_mul_f64 v[38:39], v[38:39], v[40:41]
	v_mul_f64 v[40:41], v[34:35], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], v[40:41], s[78:79]
	v_mul_f64 v[40:41], v[34:35], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], v[40:41], s[94:95]
	v_mul_f64 v[40:41], v[34:35], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[38:39], v[40:41], v[38:39]
	v_mul_f64 v[40:41], v[20:21], v[34:35]
	v_mul_f64 v[38:39], v[34:35], v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[36:37], v[40:41], v[36:37]
	v_add_f64 v[36:37], v[42:43], -v[36:37]
	v_mul_f64 v[42:43], v[34:35], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[34:35], v[34:35], v[36:37]
	v_add_f64 v[44:45], -v[42:43], 1.0
	v_mul_f64 v[36:37], v[20:21], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[32:33], v[34:35], -v[32:33]
	v_add_f64 v[46:47], -v[44:45], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[38:39], -v[36:37]
	v_add_f64 v[42:43], v[46:47], -v[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[34:35], v[42:43], v[36:37]
	v_mul_f64 v[36:37], v[40:41], s[100:101]
	v_add_f64 v[34:35], v[44:45], v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[32:33], v[32:33], v[36:37]
	v_xor_b32_e32 v17, 0x80000000, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[20:21], v[20:21], -v[32:33]
	v_dual_mov_b32 v33, s15 :: v_dual_and_b32 v32, 2, v31
	v_cmp_eq_u64_e32 vcc_lo, 0, v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v17, v17, v35, vcc_lo
	v_xor_b32_e32 v22, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v32, v21, v22 :: v_dual_and_b32 v21, 1, v31
	v_mov_b32_e32 v22, s15
	v_cmp_eq_u64_e32 vcc_lo, 0, v[21:22]
	v_cndmask_b32_e32 v22, v20, v34, vcc_lo
	v_div_fixup_f64 v[20:21], v[27:28], v[25:26], v[23:24]
	v_cndmask_b32_e32 v35, v32, v17, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[20:21], v[20:21]
	v_mul_f64 v[27:28], v[25:26], v[25:26]
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f64 v[31:32], v[27:28], s[0:1]
	s_mov_b32 s0, 0x96cb03de
	s_mov_b32 s1, 0x3fc74664
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_add_f64 v[31:32], v[31:32], s[0:1]
	s_mov_b32 s0, 0xd078c69f
	s_mov_b32 s1, 0x3fc39a09
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[33:34], v[27:28], s[0:1]
	s_mov_b32 s0, 0x1d8e78af
	s_mov_b32 s1, 0x3fcc71c5
	v_mul_f64 v[31:32], v[27:28], v[31:32]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f64 v[33:34], v[33:34], s[0:1]
	s_mov_b32 s0, 0x94229359
	s_mov_b32 s1, 0x3fd24924
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_add_f64 v[31:32], v[31:32], s[0:1]
	s_mov_b32 s0, 0x9997fa04
	s_mov_b32 s1, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[33:34], v[27:28], v[33:34]
	v_mul_f64 v[31:32], v[27:28], v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[33:34], s[0:1]
	v_cmp_neq_f64_e64 s0, 0, v[18:19]
	v_add_f64 v[31:32], v[31:32], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[27:28], v[33:34]
	v_cvt_f64_u32_e32 v[33:34], v2
	v_mul_f64 v[25:26], v[25:26], v[31:32]
	v_cvt_f64_i32_e32 v[31:32], v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[27:28], v[25:26]
	v_mul_f64 v[27:28], v[23:24], 0.5
	v_ldexp_f64 v[31:32], v[31:32], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[23:24], v[27:28]
	v_add_f64 v[31:32], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[27:28], v[25:26]
	v_mul_f64 v[20:21], v[20:21], v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[31:32], s[24:25]
	v_add_f64 v[20:21], v[25:26], v[20:21]
	v_mul_f64 v[25:26], v[31:32], s[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[20:21], v[20:21], -v[27:28]
	v_add_f64 v[20:21], v[23:24], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[20:21], v[25:26], v[20:21]
	v_mul_f64 v[20:21], v[20:21], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v2, 0xfff00000, v21, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	v_cndmask_b32_e32 v17, 0, v20, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v18, 0x7ff00000, v2, s0
	v_cndmask_b32_e32 v19, 0, v22, vcc_lo
	v_cndmask_b32_e32 v20, 0x7ff80000, v35, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[17:18]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	v_cndmask_b32_e64 v14, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[17:18], v[17:18], v2
	v_cvt_f32_f64_e32 v2, v[12:13]
	v_rsq_f64_e32 v[21:22], v[17:18]
	v_cmp_class_f64_e64 vcc_lo, v[17:18], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[23:24], v[17:18], v[21:22]
	v_mul_f64 v[21:22], v[21:22], 0.5
	v_fma_f64 v[25:26], -v[21:22], v[23:24], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	v_fma_f64 v[21:22], v[21:22], v[25:26], v[21:22]
	v_fma_f64 v[27:28], -v[23:24], v[23:24], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], v[27:28], v[21:22], v[23:24]
	v_fma_f64 v[25:26], -v[23:24], v[23:24], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[21:22], v[25:26], v[21:22], v[23:24]
	v_ldexp_f64 v[21:22], v[21:22], v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v18, v22, v18 :: v_dual_cndmask_b32 v17, v21, v17
	v_cmp_o_f32_e32 vcc_lo, v11, v11
	v_mul_f64 v[11:12], v[19:20], v[17:18]
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s8, v2
	v_sub_f32_e32 v2, v6, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v11, v[11:12]
	v_mul_f32_e32 v0, v0, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v2
.LBB0_10:
	s_or_b32 exec_lo, exec_lo, s102
	s_mov_b32 s0, 0
.LBB0_11:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_6
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_5
	global_load_b32 v0, v[3:4], off
	s_mov_b32 s102, s10
	s_mov_b32 s4, s38
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
	s_mov_b32 vcc_lo, s24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[11:12], s[6:7]
	v_add_f64 v[13:14], 0x43380000, v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[14:15], 0xc3380000, v[13:14]
	v_lshl_add_u32 v2, v13, 20, 0x3ff00000
	v_mul_f64 v[16:17], v[14:15], s[102:103]
	v_mul_f64 v[14:15], v[14:15], vcc
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[11:12], v[11:12], v[16:17]
	v_add_f64 v[11:12], v[11:12], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[11:12], s[26:27]
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
	v_add_f64 v[14:15], v[14:15], s[4:5]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[13:14], null, v[11:12], v[11:12], 1.0
	v_rcp_f64_e32 v[15:16], v[13:14]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[17:18], -v[13:14], v[15:16], 1.0
	v_fma_f64 v[15:16], v[15:16], v[17:18], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[17:18], -v[13:14], v[15:16], 1.0
	v_fma_f64 v[15:16], v[15:16], v[17:18], v[15:16]
	v_div_scale_f64 v[17:18], vcc_lo, 1.0, v[11:12], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[19:20], v[17:18], v[15:16]
	v_fma_f64 v[13:14], -v[13:14], v[19:20], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[13:14], v[13:14], v[15:16], v[19:20]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[11:12], v[13:14], v[11:12], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[11:12]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v6, v6, v0
	s_branch .LBB0_5
.LBB0_14:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v6
.LBB0_15:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB0_17
	global_store_b32 v5, v0, s[22:23]
.LBB0_17:
	s_endpgm
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
		.amdhsa_inst_pref_size 37
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
	.size	tessera_softplus_w256, .Lfunc_end0-tessera_softplus_w256

	.set tessera_softplus_w256.num_vgpr, 48
	.set tessera_softplus_w256.num_agpr, 0
	.set tessera_softplus_w256.numbered_sgpr, 105
	.set tessera_softplus_w256.num_named_barrier, 0
	.set tessera_softplus_w256.private_seg_size, 0
	.set tessera_softplus_w256.uses_vcc, 1
	.set tessera_softplus_w256.uses_flat_scratch, 0
	.set tessera_softplus_w256.has_dyn_sized_stack, 0
	.set tessera_softplus_w256.has_recursion, 0
	.set tessera_softplus_w256.has_indirect_call, 0
	.globl	tessera_softplus_w1024
	.p2align	8
	.type	tessera_softplus_w1024,@function
tessera_softplus_w1024:
	s_load_b256 s[4:11], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[8:9], s[2:3]
	v_cmp_lt_u64_e64 s8, 0x400, s[10:11]
	s_or_b32 s3, s3, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB1_17
	s_load_b64 s[20:21], s[0:1], 0x20
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s11, s2
	s_mul_hi_u32 s8, s10, s2
	s_mul_i32 s26, s10, s2
	s_add_i32 s27, s8, s3
	v_cmp_gt_u64_e64 s2, s[10:11], v[0:1]
	s_lshl_b64 s[24:25], s[26:27], 2
	v_lshlrev_b32_e32 v5, 2, v0
	s_add_u32 s22, s4, s24
	s_addc_u32 s23, s5, s25
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB1_3
	global_load_b32 v6, v5, s[22:23]
.LBB1_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB1_14
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[16:19], s[0:1], 0x48
	v_add_co_u32 v0, s0, s26, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s27, 0, s0
	s_mov_b32 s26, 0x13a86d09
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mov_b32 s28, 0xeff8d898
	s_mov_b32 s30, 0x67f544e4
	s_mov_b32 s34, 0xb7789f5c
	s_mov_b32 s36, 0xa556c734
	s_mov_b32 s38, 0x1a01a01a
	s_mov_b32 s40, 0x16c16c17
	v_xor_b32_e32 v2, v1, v2
	v_mov_b32_e32 v1, 0
	s_mov_b32 s42, 0x11111111
	s_mov_b32 s44, 0x55555555
	s_mov_b32 s60, 0x55555593
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_xor_b32_e32 v2, s17, v2
	s_cselect_b32 s33, -1, 0
	s_add_u32 s0, s6, s24
	s_addc_u32 s1, s7, s25
	s_cmp_lg_u32 s10, 0
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v2, 0
	v_add_co_u32 v3, s0, s0, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s1, 0, s0
	s_cselect_b32 s104, -1, 0
	s_add_u32 s0, s16, 0x9e3779b9
	s_add_u32 s1, s17, 0xbb67ae85
	s_add_u32 s3, s16, 0x3c6ef372
	v_xor_b32_e32 v7, s0, v10
	v_xor_b32_e32 v8, s1, v0
	v_xor_b32_e32 v9, s3, v9
	v_mov_b32_e32 v10, 0xfffffbcb
	s_mov_b32 s6, 0x652b82fe
	s_mov_b32 s10, 0xfee00000
	s_mov_b32 s24, 0x35793c76
	s_mov_b32 s62, 0x54442d18
	s_mov_b32 s64, 0x6dc9c883
	s_mov_b32 s66, 0x54400000
	s_mov_b32 s68, 0x1a626331
	s_mov_b32 s70, 0x1a600000
	s_mov_b32 s72, 0x2e037073
	s_mov_b32 s74, 0x2e000000
	s_mov_b32 s76, 0x252049c1
	s_mov_b32 s78, 0x16c15177
	s_mov_b32 s80, 0xbe8838d4
	s_mov_b32 s82, 0xbdb4b1c4
	s_mov_b32 s84, 0x809c52ad
	s_mov_b32 s86, 0x19c161d5
	s_mov_b32 s88, 0x5acfd57c
	s_mov_b32 s90, 0x8a2b9ceb
	s_mov_b32 s15, 0
	s_add_u32 s48, s17, 0x76cf5d0a
	s_add_u32 s49, s16, 0xdaa66d2b
	s_add_u32 s50, s17, 0x32370b8f
	s_add_u32 s51, s16, 0x78dde6e4
	s_add_u32 s52, s17, 0xed9eba14
	s_add_u32 s53, s16, 0x1715609d
	s_add_u32 s54, s17, 0xa9066899
	s_add_u32 s55, s16, 0xb54cda56
	s_add_u32 s56, s17, 0x646e171e
	s_add_u32 s57, s16, 0x5384540f
	s_add_u32 s58, s17, 0x1fd5c5a3
	s_add_u32 s17, s17, 0xdb3d7428
	s_add_i32 s59, s16, 0x8ff34781
	s_mov_b32 s7, 0x3ff71547
	s_mov_b32 s11, 0x3fe62e42
	s_mov_b32 s25, 0x3dea39ef
	s_mov_b32 s27, 0x3de61246
	s_mov_b32 s29, 0x3e21eed8
	s_mov_b32 s31, 0x3e5ae645
	s_mov_b32 s35, 0x3e927e4f
	s_mov_b32 s37, 0x3ec71de3
	s_mov_b32 s39, 0x3efa01a0
	s_mov_b32 s5, 0x3f2a01a0
	s_mov_b32 s41, 0x3f56c16c
	s_mov_b32 s43, 0x3f811111
	s_mov_b32 s45, 0x3fa55555
	s_mov_b32 s47, 0x3fc55555
	s_mov_b32 s61, 0x3fe55555
	s_mov_b32 s63, 0x401921fb
	s_mov_b32 s65, 0x3fe45f30
	s_mov_b32 s67, 0xbff921fb
	s_mov_b32 s69, 0x3dd0b461
	s_mov_b32 s71, 0xbdd0b461
	s_mov_b32 s73, 0x3ba3198a
	s_mov_b32 s75, 0xbba3198a
	s_mov_b32 s77, 0x397b839a
	s_mov_b32 s79, 0xbf56c16c
	s_mov_b32 s81, 0xbda8fae9
	s_mov_b32 s83, 0x3e21ee9e
	s_mov_b32 s85, 0xbe927e4f
	s_mov_b32 s87, 0xbf2a01a0
	s_mov_b32 s89, 0x3de5d93a
	s_mov_b32 s91, 0xbe5ae5e6
	s_mov_b32 s92, 0x19cb1590
	s_mov_b32 s94, 0x5555554c
	s_mov_b32 s96, 0x57b1fe7d
	s_mov_b32 s98, 0x1110f8a6
	s_mov_b32 s100, 0x55555549
	s_mov_b32 s103, 0xbfe62e42
	s_mov_b32 vcc_hi, 0xbdea39ef
	s_branch .LBB1_7
.LBB1_5:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v6
.LBB1_6:
	s_add_u32 s20, s20, -1
	s_addc_u32 s21, s21, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v6, v0
	s_mul_f32 s12, s13, s12
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB1_15
.LBB1_7:
	s_and_b32 vcc_lo, exec_lo, s104
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB1_11
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v6
	s_and_saveexec_b32 s102, s2
	s_cbranch_execz .LBB1_10
	global_load_b32 v2, v[3:4], off
	s_mul_f32 s93, s14, s12
	s_mul_i32 s0, s19, 0xcd9e8d57
	s_mul_hi_u32 s3, s19, 0xcd9e8d57
	v_xor_b32_e32 v0, s0, v7
	s_cmp_gt_f32 s93, 0
	s_mov_b32 s46, s44
	s_mov_b32 s97, s37
	s_mov_b32 s99, s43
	s_cselect_b32 s0, -1, 0
	s_cmp_lt_f32 s93, 0xf800000
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v0, 0
	s_mov_b32 s95, s45
	s_cselect_b32 s1, -1, 0
	s_xor_b32 s3, s16, s3
	s_mov_b32 s101, s47
	s_xor_b32 s3, s3, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s4, s3, 0xd2511f53
	s_mul_i32 s3, s3, 0xd2511f53
	v_xor_b32_e32 v23, s4, v8
	v_xor3_b32 v0, s3, s48, v15
	s_mov_b32 s4, s38
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v11, v6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[12:13], v11
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[12:13]
	v_xor_b32_e32 v2, 0x80000000, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v13, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v12, 0, v12, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[12:13]
	v_cndmask_b32_e32 v13, 0xc05e0000, v13, vcc_lo
	v_cndmask_b32_e32 v12, 0, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], s[6:7]
	v_add_f64 v[15:16], 0x43380000, v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], 0xc3380000, v[15:16]
	v_lshl_add_u32 v2, v15, 20, 0x3ff00000
	v_mul_f64 v[18:19], v[16:17], s[10:11]
	v_mul_f64 v[16:17], v[16:17], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], -v[18:19]
	v_add_f64 v[12:13], v[12:13], -v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[12:13], s[26:27]
	v_add_f64 v[16:17], v[16:17], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[12:13], v[16:17]
	v_add_f64 v[16:17], v[16:17], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[12:13], v[16:17]
	v_add_f64 v[16:17], v[16:17], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[12:13], v[16:17]
	v_add_f64 v[16:17], v[16:17], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[12:13], v[16:17]
	v_add_f64 v[16:17], v[16:17], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[12:13], v[16:17]
	v_add_f64 v[16:17], v[16:17], s[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[12:13], v[16:17]
	v_add_f64 v[16:17], v[16:17], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[12:13], v[16:17]
	v_add_f64 v[16:17], v[16:17], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[12:13], v[16:17]
	v_add_f64 v[16:17], v[16:17], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[12:13], v[16:17]
	v_add_f64 v[16:17], v[16:17], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[12:13], v[16:17]
	v_add_f64 v[16:17], v[16:17], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[12:13], v[16:17]
	v_add_f64 v[16:17], v[16:17], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[12:13], v[16:17]
	v_add_f64 v[12:13], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[12:13], v[1:2]
	v_add_f64 v[12:13], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[15:16], null, v[12:13], v[12:13], 1.0
	v_rcp_f64_e32 v[17:18], v[15:16]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[19:20], -v[15:16], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[19:20], -v[15:16], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	v_div_scale_f64 v[19:20], vcc_lo, 1.0, v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[19:20], v[17:18]
	v_fma_f64 v[15:16], -v[15:16], v[21:22], v[19:20]
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[15:16], v[15:16], v[17:18], v[21:22]
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v23, 0
	v_xor_b32_e32 v0, v18, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v20, s49, v17
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v2, 0
	v_xor3_b32 v0, s50, v18, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v21, s52, v17
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v0, s51, v18, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor3_b32 v2, v22, s53, v17
	v_div_fixup_f64 v[12:13], v[15:16], v[12:13], 1.0
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v2, 0
	v_xor3_b32 v0, s54, v18, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v23, s56, v17
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v2
	v_xor3_b32 v2, s55, v18, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s57, v17
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v2, s58, v18, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s17, v17
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s59, v18, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[18:19], v0
	v_add_f64 v[18:19], v[18:19], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[18:19], v[18:19], 0xffffffe0
	v_ldexp_f64 v[20:21], v[18:19], 54
	v_cmp_gt_f64_e64 s3, 0x100000, v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v19, v21, s3
	v_cndmask_b32_e64 v22, v18, v20, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v21, s46, 0x95f62, v0
	v_and_b32_e32 v0, 0xfffff, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v23, 0x3fe6a09e, v0
	v_add_f64 v[23:24], v[22:23], -1.0
	v_add_co_ci_u32_e64 v22, null, 0, 0, s46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[23:24], 2.0
	v_div_scale_f64 v[27:28], null, v[25:26], v[25:26], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[29:30], v[27:28]
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	v_div_scale_f64 v[31:32], vcc_lo, v[23:24], v[25:26], v[23:24]
	v_mul_f64 v[33:34], v[31:32], v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], -v[27:28], v[33:34], v[31:32]
	v_div_fmas_f64 v[27:28], v[27:28], v[29:30], v[33:34]
	v_cvt_f64_u32_e32 v[29:30], v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[29:30], v[29:30], 0.5
	v_ldexp_f64 v[29:30], v[29:30], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[29:30], v[29:30], s[62:63]
	v_mul_f64 v[31:32], v[29:30], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[31:32], 0x43380000, v[31:32]
	v_add_f64 v[32:33], 0xc3380000, v[31:32]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[32:33], s[66:67]
	v_mul_f64 v[36:37], v[32:33], s[70:71]
	v_mul_f64 v[44:45], v[32:33], s[74:75]
	v_add_f64 v[34:35], v[29:30], v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[38:39], v[34:35], v[36:37]
	v_add_f64 v[40:41], v[34:35], -v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[46:47], v[38:39], v[44:45]
	v_add_f64 v[36:37], v[40:41], v[36:37]
	v_mul_f64 v[40:41], v[32:33], s[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[40:41], -v[36:37]
	v_mul_f64 v[40:41], v[32:33], s[68:69]
	v_mul_f64 v[32:33], v[32:33], s[76:77]
	v_add_f64 v[42:43], v[34:35], -v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v0, 20, v43
	v_add_f64 v[42:43], v[38:39], -v[36:37]
	v_bfe_u32 v42, v30, 20, 11
	v_and_b32_e32 v0, 0x7ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v0, 16, v0
	v_lshrrev_b32_e32 v2, 20, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v43, s15 :: v_dual_and_b32 v2, 0x7ff, v2
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 49, v2
	v_cmp_lt_u64_e64 s4, v[0:1], v[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v38, v46, s4
	v_cndmask_b32_e64 v2, v39, v47, s4
	v_add_f64 v[38:39], v[38:39], -v[46:47]
	v_add_f64 v[38:39], v[38:39], v[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[32:33], v[32:33], -v[38:39]
	v_cndmask_b32_e64 v14, v36, v32, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v17, v37, v33, s4
	s_mul_f32 s4, s93, 0x4f800000
	v_dual_cndmask_b32 v32, v34, v0 :: v_dual_cndmask_b32 v33, v35, v2
	v_cndmask_b32_e32 v34, v40, v14, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instid1(SALU_CYCLE_1)
	v_dual_mov_b32 v20, s4 :: v_dual_cndmask_b32 v35, v41, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, s93, v20, s1
	s_mov_b32 s93, s39
	v_sqrt_f32_e32 v2, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v14, -1, v2
	v_xor_b32_e32 v17, 0x80000000, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v17, v17, v2, v0
	v_cmp_ge_f32_e32 vcc_lo, 0, v17
	v_add_nc_u32_e32 v17, 1, v2
	v_cndmask_b32_e32 v14, v2, v14, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v20, 0x80000000, v17
	v_fma_f32 v2, v20, v2, v0
	v_lshrrev_b64 v[20:21], 20, v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e32 vcc_lo, 0, v2
	v_cndmask_b32_e32 v2, v14, v17, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_mul_f32_e32 v14, 0x37800000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v2, v2, v14, s1
	v_cndmask_b32_e32 v0, v2, v0, vcc_lo
	v_cndmask_b32_e64 v2, 0xfffffc01, v10, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, 0, v0, s0
	v_add_co_u32 v2, vcc_lo, v20, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v14, null, -1, v21, vcc_lo
	v_add_f64 v[20:21], v[32:33], -v[34:35]
	s_mov_b32 s0, 0xdf3e5244
	s_mov_b32 s1, 0x3fc2f112
	v_cndmask_b32_e64 v0, v0, s9, s33
	v_add_f64 v[32:33], v[32:33], -v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[32:33], v[32:33], -v[34:35]
	v_mul_f64 v[34:35], v[20:21], v[20:21]
	v_mul_f64 v[42:43], v[32:33], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[36:37], v[34:35], s[88:89]
	v_mul_f64 v[38:39], v[34:35], v[34:35]
	v_add_f64 v[36:37], v[36:37], s[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[40:41], v[34:35], v[38:39]
	v_mul_f64 v[38:39], v[38:39], v[38:39]
	v_mul_f64 v[36:37], v[40:41], v[36:37]
	v_mul_f64 v[40:41], v[34:35], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], v[40:41], s[86:87]
	v_mul_f64 v[40:41], v[34:35], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], v[40:41], s[98:99]
	v_add_f64 v[36:37], v[36:37], v[40:41]
	v_mul_f64 v[40:41], v[34:35], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], v[40:41], s[82:83]
	v_mul_f64 v[40:41], v[34:35], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], v[40:41], s[84:85]
	v_mul_f64 v[38:39], v[38:39], v[40:41]
	v_mul_f64 v[40:41], v[34:35], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], v[40:41], s[78:79]
	v_mul_f64 v[40:41], v[34:35], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], v[40:41], s[94:95]
	v_mul_f64 v[40:41], v[34:35], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[38:39], v[40:41], v[38:39]
	v_mul_f64 v[40:41], v[20:21], v[34:35]
	v_mul_f64 v[38:39], v[34:35], v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[36:37], v[40:41], v[36:37]
	v_add_f64 v[36:37], v[42:43], -v[36:37]
	v_mul_f64 v[42:43], v[34:35], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[34:35], v[34:35], v[36:37]
	v_add_f64 v[44:45], -v[42:43], 1.0
	v_mul_f64 v[36:37], v[20:21], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[32:33], v[34:35], -v[32:33]
	v_add_f64 v[46:47], -v[44:45], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[38:39], -v[36:37]
	v_add_f64 v[42:43], v[46:47], -v[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[34:35], v[42:43], v[36:37]
	v_mul_f64 v[36:37], v[40:41], s[100:101]
	v_add_f64 v[34:35], v[44:45], v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[32:33], v[32:33], v[36:37]
	v_xor_b32_e32 v17, 0x80000000, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[20:21], v[20:21], -v[32:33]
	v_dual_mov_b32 v33, s15 :: v_dual_and_b32 v32, 2, v31
	v_cmp_eq_u64_e32 vcc_lo, 0, v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v17, v17, v35, vcc_lo
	v_xor_b32_e32 v22, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v32, v21, v22 :: v_dual_and_b32 v21, 1, v31
	v_mov_b32_e32 v22, s15
	v_cmp_eq_u64_e32 vcc_lo, 0, v[21:22]
	v_cndmask_b32_e32 v22, v20, v34, vcc_lo
	v_div_fixup_f64 v[20:21], v[27:28], v[25:26], v[23:24]
	v_cndmask_b32_e32 v35, v32, v17, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[20:21], v[20:21]
	v_mul_f64 v[27:28], v[25:26], v[25:26]
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f64 v[31:32], v[27:28], s[0:1]
	s_mov_b32 s0, 0x96cb03de
	s_mov_b32 s1, 0x3fc74664
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_add_f64 v[31:32], v[31:32], s[0:1]
	s_mov_b32 s0, 0xd078c69f
	s_mov_b32 s1, 0x3fc39a09
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[33:34], v[27:28], s[0:1]
	s_mov_b32 s0, 0x1d8e78af
	s_mov_b32 s1, 0x3fcc71c5
	v_mul_f64 v[31:32], v[27:28], v[31:32]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f64 v[33:34], v[33:34], s[0:1]
	s_mov_b32 s0, 0x94229359
	s_mov_b32 s1, 0x3fd24924
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_add_f64 v[31:32], v[31:32], s[0:1]
	s_mov_b32 s0, 0x9997fa04
	s_mov_b32 s1, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[33:34], v[27:28], v[33:34]
	v_mul_f64 v[31:32], v[27:28], v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[33:34], s[0:1]
	v_cmp_neq_f64_e64 s0, 0, v[18:19]
	v_add_f64 v[31:32], v[31:32], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[27:28], v[33:34]
	v_cvt_f64_u32_e32 v[33:34], v2
	v_mul_f64 v[25:26], v[25:26], v[31:32]
	v_cvt_f64_i32_e32 v[31:32], v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[27:28], v[25:26]
	v_mul_f64 v[27:28], v[23:24], 0.5
	v_ldexp_f64 v[31:32], v[31:32], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[23:24], v[27:28]
	v_add_f64 v[31:32], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[27:28], v[25:26]
	v_mul_f64 v[20:21], v[20:21], v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[31:32], s[24:25]
	v_add_f64 v[20:21], v[25:26], v[20:21]
	v_mul_f64 v[25:26], v[31:32], s[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[20:21], v[20:21], -v[27:28]
	v_add_f64 v[20:21], v[23:24], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[20:21], v[25:26], v[20:21]
	v_mul_f64 v[20:21], v[20:21], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v2, 0xfff00000, v21, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	v_cndmask_b32_e32 v17, 0, v20, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v18, 0x7ff00000, v2, s0
	v_cndmask_b32_e32 v19, 0, v22, vcc_lo
	v_cndmask_b32_e32 v20, 0x7ff80000, v35, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[17:18]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	v_cndmask_b32_e64 v14, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[17:18], v[17:18], v2
	v_cvt_f32_f64_e32 v2, v[12:13]
	v_rsq_f64_e32 v[21:22], v[17:18]
	v_cmp_class_f64_e64 vcc_lo, v[17:18], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[23:24], v[17:18], v[21:22]
	v_mul_f64 v[21:22], v[21:22], 0.5
	v_fma_f64 v[25:26], -v[21:22], v[23:24], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	v_fma_f64 v[21:22], v[21:22], v[25:26], v[21:22]
	v_fma_f64 v[27:28], -v[23:24], v[23:24], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], v[27:28], v[21:22], v[23:24]
	v_fma_f64 v[25:26], -v[23:24], v[23:24], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[21:22], v[25:26], v[21:22], v[23:24]
	v_ldexp_f64 v[21:22], v[21:22], v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v18, v22, v18 :: v_dual_cndmask_b32 v17, v21, v17
	v_cmp_o_f32_e32 vcc_lo, v11, v11
	v_mul_f64 v[11:12], v[19:20], v[17:18]
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s8, v2
	v_sub_f32_e32 v2, v6, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v11, v[11:12]
	v_mul_f32_e32 v0, v0, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v2
.LBB1_10:
	s_or_b32 exec_lo, exec_lo, s102
	s_mov_b32 s0, 0
.LBB1_11:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB1_6
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB1_5
	global_load_b32 v0, v[3:4], off
	s_mov_b32 s102, s10
	s_mov_b32 s4, s38
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
	s_mov_b32 vcc_lo, s24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[11:12], s[6:7]
	v_add_f64 v[13:14], 0x43380000, v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[14:15], 0xc3380000, v[13:14]
	v_lshl_add_u32 v2, v13, 20, 0x3ff00000
	v_mul_f64 v[16:17], v[14:15], s[102:103]
	v_mul_f64 v[14:15], v[14:15], vcc
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[11:12], v[11:12], v[16:17]
	v_add_f64 v[11:12], v[11:12], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[11:12], s[26:27]
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
	v_add_f64 v[14:15], v[14:15], s[4:5]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[13:14], null, v[11:12], v[11:12], 1.0
	v_rcp_f64_e32 v[15:16], v[13:14]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[17:18], -v[13:14], v[15:16], 1.0
	v_fma_f64 v[15:16], v[15:16], v[17:18], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[17:18], -v[13:14], v[15:16], 1.0
	v_fma_f64 v[15:16], v[15:16], v[17:18], v[15:16]
	v_div_scale_f64 v[17:18], vcc_lo, 1.0, v[11:12], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[19:20], v[17:18], v[15:16]
	v_fma_f64 v[13:14], -v[13:14], v[19:20], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[13:14], v[13:14], v[15:16], v[19:20]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[11:12], v[13:14], v[11:12], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[11:12]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v6, v6, v0
	s_branch .LBB1_5
.LBB1_14:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v6
.LBB1_15:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB1_17
	global_store_b32 v5, v0, s[22:23]
.LBB1_17:
	s_endpgm
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
		.amdhsa_inst_pref_size 37
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
	.size	tessera_softplus_w1024, .Lfunc_end1-tessera_softplus_w1024

	.set tessera_softplus_w1024.num_vgpr, 48
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
	s_load_b256 s[4:11], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[8:9], s[2:3]
	v_cmp_lt_u64_e64 s8, 0x800, s[10:11]
	s_or_b32 s3, s3, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB2_25
	s_load_b64 s[22:23], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v8, 2, v0
	s_mul_i32 s3, s11, s2
	s_mul_hi_u32 s8, s10, s2
	s_mul_i32 s26, s10, s2
	s_add_i32 s27, s8, s3
	v_cmp_gt_u64_e64 s2, s[10:11], v[0:1]
	s_lshl_b64 s[24:25], s[26:27], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s8, s4, s24
	s_addc_u32 s9, s5, s25
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB2_3
	global_load_b32 v9, v8, s[8:9]
.LBB2_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v3, 0x400, v0
	v_mov_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[10:11], v[3:4]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB2_5
	v_lshlrev_b32_e32 v1, 2, v3
	global_load_b32 v10, v1, s[8:9]
.LBB2_5:
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[22:23], 0
	s_cbranch_scc1 .LBB2_21
	s_mov_b32 s28, 0xeff8d898
	v_writelane_b32 v57, s8, 0
	s_mov_b32 s30, 0x67f544e4
	s_mov_b32 s34, 0xb7789f5c
	s_mov_b32 s36, 0xa556c734
	s_mov_b32 s38, 0x1a01a01a
	v_writelane_b32 v57, s9, 1
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[16:19], s[0:1], 0x48
	v_add_co_u32 v2, s0, s26, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s27, 0, s0
	s_mov_b32 s26, 0x13a86d09
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v2, 0
	v_add_co_u32 v2, vcc_lo, 0x400, v2
	v_add_co_ci_u32_e64 v6, null, 0, v4, vcc_lo
	s_mov_b32 s40, 0x16c16c17
	s_mov_b32 s42, 0x11111111
	v_xor_b32_e32 v5, v1, v4
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	s_mov_b32 s44, 0x55555555
	s_mov_b32 s58, 0x55555593
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_xor_b32_e32 v5, s17, v5
	s_cselect_b32 s33, -1, 0
	s_add_u32 s0, s6, s24
	v_xor_b32_e32 v2, v2, v6
	s_addc_u32 s1, s7, s25
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v5, 0
	v_add_co_u32 v4, s0, s0, v8
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v2, s17, v2
	v_add_co_ci_u32_e64 v5, null, s1, 0, s0
	s_cmp_lg_u32 s10, 0
	v_add_co_u32 v6, vcc_lo, 0x1000, v4
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v2, 0
	s_cselect_b32 s104, -1, 0
	s_add_u32 s0, s16, 0x9e3779b9
	s_add_u32 s1, s17, 0xbb67ae85
	s_add_u32 s4, s16, 0x3c6ef372
	v_xor_b32_e32 v11, s0, v14
	v_xor_b32_e32 v12, s1, v0
	v_add_co_ci_u32_e64 v7, null, 0, v5, vcc_lo
	v_xor_b32_e32 v13, s4, v13
	v_xor_b32_e32 v14, s0, v17
	v_xor_b32_e32 v15, s1, v1
	v_xor_b32_e32 v16, s4, v16
	v_mov_b32_e32 v17, 0xfffffbcb
	v_mov_b32_e32 v1, 0
	s_mov_b32 s6, 0x652b82fe
	s_mov_b32 s10, 0xfee00000
	s_mov_b32 s24, 0x35793c76
	s_mov_b32 s60, 0x54442d18
	s_mov_b32 s62, 0x6dc9c883
	s_mov_b32 s64, 0x54400000
	s_mov_b32 s66, 0x1a626331
	s_mov_b32 s68, 0x1a600000
	s_mov_b32 s70, 0x2e037073
	s_mov_b32 s72, 0x2e000000
	s_mov_b32 s74, 0x252049c1
	s_mov_b32 s76, 0x16c15177
	s_mov_b32 s78, 0xbe8838d4
	s_mov_b32 s80, 0xbdb4b1c4
	s_mov_b32 s82, 0x809c52ad
	s_mov_b32 s84, 0x19c161d5
	s_mov_b32 s86, 0x5acfd57c
	s_mov_b32 s88, 0x8a2b9ceb
	s_mov_b32 s15, 0
	s_add_u32 s20, s17, 0x76cf5d0a
	s_add_u32 s21, s16, 0xdaa66d2b
	s_add_u32 s46, s17, 0x32370b8f
	s_add_u32 s47, s16, 0x78dde6e4
	s_add_u32 s48, s17, 0xed9eba14
	s_add_u32 s49, s16, 0x1715609d
	s_add_u32 s50, s17, 0xa9066899
	s_add_u32 s51, s16, 0xb54cda56
	s_add_u32 s52, s17, 0x646e171e
	s_add_u32 s53, s16, 0x5384540f
	s_mov_b32 s7, 0x3ff71547
	s_mov_b32 s11, 0x3fe62e42
	s_mov_b32 s25, 0x3dea39ef
	s_mov_b32 s27, 0x3de61246
	s_mov_b32 s29, 0x3e21eed8
	s_mov_b32 s31, 0x3e5ae645
	s_mov_b32 s35, 0x3e927e4f
	s_mov_b32 s37, 0x3ec71de3
	s_mov_b32 s39, 0x3efa01a0
	s_mov_b32 s41, 0x3f56c16c
	s_mov_b32 s43, 0x3f811111
	s_mov_b32 s45, 0x3fa55555
	s_mov_b32 s59, 0x3fe55555
	s_mov_b32 s61, 0x401921fb
	s_mov_b32 s63, 0x3fe45f30
	s_mov_b32 s65, 0xbff921fb
	s_mov_b32 s67, 0x3dd0b461
	s_mov_b32 s69, 0xbdd0b461
	s_mov_b32 s71, 0x3ba3198a
	s_mov_b32 s73, 0xbba3198a
	s_mov_b32 s75, 0x397b839a
	s_mov_b32 s77, 0xbf56c16c
	s_mov_b32 s79, 0xbda8fae9
	s_mov_b32 s81, 0x3e21ee9e
	s_mov_b32 s83, 0xbe927e4f
	s_mov_b32 s85, 0xbf2a01a0
	s_mov_b32 s87, 0x3de5d93a
	s_mov_b32 s89, 0xbe5ae5e6
	s_add_u32 s54, s17, 0x1fd5c5a3
	s_add_u32 s17, s17, 0xdb3d7428
	s_add_i32 s55, s16, 0x8ff34781
	s_mov_b32 s5, 0x3f2a01a0
	s_mov_b32 s91, 0x3fc55555
	s_mov_b32 s92, 0x19cb1590
	s_mov_b32 s94, 0x5555554c
	s_mov_b32 s96, 0x57b1fe7d
	s_mov_b32 s98, 0x1110f8a6
	s_mov_b32 s100, 0x55555549
	s_mov_b32 s103, 0xbfe62e42
	s_mov_b32 vcc_hi, 0xbdea39ef
	s_branch .LBB2_9
.LBB2_7:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v19, v9 :: v_dual_mov_b32 v0, v10
.LBB2_8:
	s_add_u32 s22, s22, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v10, v0 :: v_dual_mov_b32 v9, v19
	s_addc_u32 s23, s23, -1
	s_mul_f32 s12, s13, s12
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_cmp_eq_u64 s[22:23], 0
	s_cbranch_scc1 .LBB2_20
.LBB2_9:
	s_and_b32 vcc_lo, exec_lo, s104
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB2_15
	s_mul_f32 s1, s14, s12
	s_mul_i32 s56, s19, 0xcd9e8d57
	s_mul_hi_u32 s102, s19, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
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
	v_add_nc_u32_e32 v18, -1, v2
	v_add_nc_u32_e32 v19, 1, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v20, 0x80000000, v18
	v_xor_b32_e32 v21, 0x80000000, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v20, v20, v2, v0
	v_fma_f32 v21, v21, v2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s1, 0, v20
	v_cmp_lt_f32_e64 s4, 0, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, v2, v18, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_cndmask_b32_e64 v2, v2, v19, s4
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v19, v9 :: v_dual_mul_f32 v18, 0x37800000, v2
	v_cndmask_b32_e64 v2, v2, v18, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v2, v0, s1
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v18, v0, s9, s33
	s_and_saveexec_b32 s57, s2
	s_cbranch_execz .LBB2_12
	global_load_b32 v0, v[4:5], off
	v_xor_b32_e32 v2, s56, v11
	s_xor_b32 s0, s16, s102
	s_mov_b32 s4, s38
	s_xor_b32 s0, s0, s18
	s_mov_b32 s90, s44
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v2, 0
	s_mul_hi_u32 s1, s0, 0xd2511f53
	s_mul_i32 s0, s0, 0xd2511f53
	s_mov_b32 s97, s37
	s_mov_b32 s99, s43
	s_mov_b32 s93, s39
	s_mov_b32 s95, s45
	v_xor3_b32 v31, s0, s20, v23
	s_mov_b32 s101, s91
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v19, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[20:21], v19
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[20:21]
	v_xor_b32_e32 v0, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v21, 0x405e0000, v0, vcc_lo
	v_cndmask_b32_e32 v20, 0, v20, vcc_lo
	v_xor_b32_e32 v0, s1, v12
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[20:21]
	v_cndmask_b32_e32 v21, 0xc05e0000, v21, vcc_lo
	v_cndmask_b32_e32 v20, 0, v20, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[23:24], v[20:21], s[6:7]
	v_add_f64 v[23:24], 0x43380000, v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], 0xc3380000, v[23:24]
	v_lshl_add_u32 v2, v23, 20, 0x3ff00000
	v_mul_f64 v[26:27], v[24:25], s[10:11]
	v_mul_f64 v[24:25], v[24:25], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[20:21], v[20:21], -v[26:27]
	v_add_f64 v[20:21], v[20:21], -v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[20:21], s[26:27]
	v_add_f64 v[24:25], v[24:25], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	v_add_f64 v[24:25], v[24:25], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	v_add_f64 v[24:25], v[24:25], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	v_add_f64 v[24:25], v[24:25], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	v_add_f64 v[24:25], v[24:25], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	v_add_f64 v[24:25], v[24:25], s[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	v_add_f64 v[24:25], v[24:25], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	v_add_f64 v[24:25], v[24:25], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	v_add_f64 v[24:25], v[24:25], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	v_add_f64 v[24:25], v[24:25], s[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	v_add_f64 v[24:25], v[24:25], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	v_add_f64 v[24:25], v[24:25], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[20:21], v[24:25]
	v_add_f64 v[20:21], v[20:21], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[20:21], v[1:2]
	v_add_f64 v[20:21], v[20:21], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[23:24], null, v[20:21], v[20:21], 1.0
	v_rcp_f64_e32 v[25:26], v[23:24]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	v_div_scale_f64 v[27:28], vcc_lo, 1.0, v[20:21], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[29:30], v[27:28], v[25:26]
	v_fma_f64 v[23:24], -v[23:24], v[29:30], v[27:28]
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v31, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[23:24], v[23:24], v[25:26], v[29:30]
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, v26, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v28, s21, v25
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v2, 0
	v_xor3_b32 v0, s46, v26, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v29, s48, v25
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[29:30], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v0, s47, v26, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor3_b32 v2, v30, s49, v25
	v_div_fixup_f64 v[20:21], v[23:24], v[20:21], 1.0
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[30:31], null, 0xd2511f53, v2, 0
	v_xor3_b32 v0, s50, v26, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v31, s52, v25
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v2
	v_xor3_b32 v2, s51, v26, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s53, v25
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v2, s54, v26, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s17, v25
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v2, v26, s55
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[26:27], v0
	v_add_f64 v[26:27], v[26:27], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[26:27], v[26:27], 0xffffffe0
	v_ldexp_f64 v[28:29], v[26:27], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v27, v29, s0
	v_cndmask_b32_e64 v30, v26, v28, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v29, s4, 0x95f62, v0
	v_and_b32_e32 v0, 0xfffff, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v31, 0x3fe6a09e, v0
	v_add_f64 v[31:32], v[30:31], -1.0
	v_add_co_ci_u32_e64 v30, null, 0, 0, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshrrev_b64 v[28:29], 20, v[29:30]
	v_mov_b32_e32 v30, s15
	v_add_f64 v[33:34], v[31:32], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[35:36], null, v[33:34], v[33:34], v[31:32]
	v_rcp_f64_e32 v[37:38], v[35:36]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[39:40], -v[35:36], v[37:38], 1.0
	v_fma_f64 v[37:38], v[37:38], v[39:40], v[37:38]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[39:40], -v[35:36], v[37:38], 1.0
	v_fma_f64 v[37:38], v[37:38], v[39:40], v[37:38]
	v_div_scale_f64 v[39:40], vcc_lo, v[31:32], v[33:34], v[31:32]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[41:42], v[39:40], v[37:38]
	v_fma_f64 v[35:36], -v[35:36], v[41:42], v[39:40]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[35:36], v[35:36], v[37:38], v[41:42]
	v_cvt_f64_u32_e32 v[37:38], v25
	v_add_f64 v[37:38], v[37:38], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[37:38], v[37:38], 0xffffffe0
	v_mul_f64 v[37:38], v[37:38], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[39:40], v[37:38], s[62:63]
	v_add_f64 v[39:40], 0x43380000, v[39:40]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], 0xc3380000, v[39:40]
	v_mul_f64 v[42:43], v[40:41], s[64:65]
	v_mul_f64 v[44:45], v[40:41], s[68:69]
	v_mul_f64 v[52:53], v[40:41], s[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[42:43], v[37:38], v[42:43]
	v_add_f64 v[46:47], v[42:43], v[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[48:49], v[42:43], -v[46:47]
	v_add_f64 v[54:55], v[46:47], v[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[44:45], v[48:49], v[44:45]
	v_mul_f64 v[48:49], v[40:41], s[70:71]
	v_add_f64 v[44:45], v[48:49], -v[44:45]
	v_mul_f64 v[48:49], v[40:41], s[66:67]
	v_mul_f64 v[40:41], v[40:41], s[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[50:51], v[42:43], -v[48:49]
	v_lshrrev_b32_e32 v0, 20, v51
	v_add_f64 v[50:51], v[46:47], -v[44:45]
	v_bfe_u32 v50, v38, 20, 11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v0, 16, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v2, 20, v51
	v_dual_mov_b32 v51, s15 :: v_dual_and_b32 v2, 0x7ff, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[50:51]
	v_add_nc_u32_e32 v0, 49, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e64 s1, v[0:1], v[50:51]
	v_cndmask_b32_e64 v0, v46, v54, s1
	v_cndmask_b32_e64 v2, v47, v55, s1
	v_add_f64 v[46:47], v[46:47], -v[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[46:47], v[46:47], v[52:53]
	v_add_f64 v[40:41], v[40:41], -v[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v22, v45, v41, s1
	v_cndmask_b32_e64 v25, v44, v40, s1
	v_cndmask_b32_e32 v40, v42, v0, vcc_lo
	v_cndmask_b32_e64 v0, 0xfffffc01, v17, s0
	v_cndmask_b32_e32 v41, v43, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v43, v49, v22 :: v_dual_cndmask_b32 v42, v48, v25
	s_mov_b32 s0, 0xdf3e5244
	v_add_co_u32 v0, vcc_lo, v28, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, -1, v29, vcc_lo
	v_add_f64 v[28:29], v[40:41], -v[42:43]
	s_mov_b32 s1, 0x3fc2f112
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], v[40:41], -v[28:29]
	v_add_f64 v[40:41], v[40:41], -v[42:43]
	v_mul_f64 v[42:43], v[28:29], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[50:51], v[40:41], 0.5
	v_mul_f64 v[44:45], v[42:43], s[86:87]
	v_mul_f64 v[46:47], v[42:43], v[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[44:45], v[44:45], s[88:89]
	v_mul_f64 v[48:49], v[42:43], v[46:47]
	v_mul_f64 v[46:47], v[46:47], v[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[44:45], v[48:49], v[44:45]
	v_mul_f64 v[48:49], v[42:43], s[96:97]
	v_add_f64 v[48:49], v[48:49], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[48:49], v[42:43], v[48:49]
	v_add_f64 v[48:49], v[48:49], s[98:99]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[44:45], v[44:45], v[48:49]
	v_mul_f64 v[48:49], v[42:43], s[78:79]
	v_add_f64 v[48:49], v[48:49], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[48:49], v[42:43], v[48:49]
	v_add_f64 v[48:49], v[48:49], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[46:47], v[46:47], v[48:49]
	v_mul_f64 v[48:49], v[42:43], s[92:93]
	v_add_f64 v[48:49], v[48:49], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[48:49], v[42:43], v[48:49]
	v_add_f64 v[48:49], v[48:49], s[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[48:49], v[42:43], v[48:49]
	v_add_f64 v[46:47], v[48:49], v[46:47]
	v_mul_f64 v[48:49], v[28:29], v[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[46:47], v[42:43], v[46:47]
	v_mul_f64 v[44:45], v[48:49], v[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[44:45], v[50:51], -v[44:45]
	v_mul_f64 v[50:51], v[42:43], 0.5
	v_mul_f64 v[42:43], v[42:43], v[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[52:53], -v[50:51], 1.0
	v_mul_f64 v[44:45], v[28:29], v[40:41]
	v_add_f64 v[40:41], v[42:43], -v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[54:55], -v[52:53], 1.0
	v_add_f64 v[44:45], v[46:47], -v[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[50:51], v[54:55], -v[50:51]
	v_add_f64 v[42:43], v[50:51], v[44:45]
	v_mul_f64 v[44:45], v[48:49], s[100:101]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[42:43], v[52:53], v[42:43]
	v_add_f64 v[40:41], v[40:41], v[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v22, 0x80000000, v43
	v_add_f64 v[28:29], v[28:29], -v[40:41]
	v_dual_mov_b32 v41, s15 :: v_dual_and_b32 v40, 2, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[40:41]
	v_cndmask_b32_e32 v22, v22, v43, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v25, 0x80000000, v29
	v_cndmask_b32_e32 v25, v29, v25, vcc_lo
	v_and_b32_e32 v29, 1, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[29:30]
	v_cndmask_b32_e32 v30, v28, v42, vcc_lo
	v_div_fixup_f64 v[28:29], v[35:36], v[33:34], v[31:32]
	v_cndmask_b32_e32 v22, v25, v22, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[26:27]
	v_mul_f64 v[33:34], v[28:29], v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[33:34], v[33:34]
	v_mul_f64 v[39:40], v[35:36], s[0:1]
	s_mov_b32 s0, 0x96cb03de
	s_mov_b32 s1, 0x3fc74664
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_add_f64 v[39:40], v[39:40], s[0:1]
	s_mov_b32 s0, 0xd078c69f
	s_mov_b32 s1, 0x3fc39a09
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[41:42], v[35:36], s[0:1]
	s_mov_b32 s0, 0x1d8e78af
	s_mov_b32 s1, 0x3fcc71c5
	v_mul_f64 v[39:40], v[35:36], v[39:40]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f64 v[41:42], v[41:42], s[0:1]
	s_mov_b32 s0, 0x94229359
	s_mov_b32 s1, 0x3fd24924
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_add_f64 v[39:40], v[39:40], s[0:1]
	s_mov_b32 s0, 0x9997fa04
	s_mov_b32 s1, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[41:42], v[35:36], v[41:42]
	v_mul_f64 v[39:40], v[35:36], v[39:40]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[41:42], v[41:42], s[0:1]
	v_cmp_neq_f64_e64 s0, 0, v[26:27]
	v_add_f64 v[39:40], v[39:40], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[35:36], v[41:42]
	v_cvt_f64_u32_e32 v[41:42], v0
	v_mul_f64 v[33:34], v[33:34], v[39:40]
	v_cvt_f64_i32_e32 v[39:40], v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[35:36], v[33:34]
	v_mul_f64 v[35:36], v[31:32], 0.5
	v_ldexp_f64 v[39:40], v[39:40], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[35:36], v[31:32], v[35:36]
	v_add_f64 v[39:40], v[39:40], v[41:42]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[33:34], v[35:36], v[33:34]
	v_mul_f64 v[28:29], v[28:29], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[33:34], v[39:40], s[24:25]
	v_add_f64 v[28:29], v[33:34], v[28:29]
	v_mul_f64 v[33:34], v[39:40], s[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[28:29], v[28:29], -v[35:36]
	v_add_f64 v[28:29], v[31:32], v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[28:29], v[33:34], v[28:29]
	v_mul_f64 v[28:29], v[28:29], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v0, 0xfff00000, v29, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	v_cndmask_b32_e32 v25, 0, v28, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v26, 0x7ff00000, v0, s0
	v_cndmask_b32_e32 v27, 0, v30, vcc_lo
	v_cndmask_b32_e32 v28, 0x7ff80000, v22, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[25:26]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[25:26], v[25:26], v0
	v_cvt_f32_f64_e32 v0, v[20:21]
	v_rsq_f64_e32 v[29:30], v[25:26]
	v_cmp_class_f64_e64 vcc_lo, v[25:26], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[31:32], v[25:26], v[29:30]
	v_mul_f64 v[29:30], v[29:30], 0.5
	v_fma_f64 v[33:34], -v[29:30], v[31:32], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[31:32], v[31:32], v[33:34], v[31:32]
	v_fma_f64 v[29:30], v[29:30], v[33:34], v[29:30]
	v_fma_f64 v[33:34], -v[31:32], v[31:32], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[31:32], v[33:34], v[29:30], v[31:32]
	v_fma_f64 v[33:34], -v[31:32], v[31:32], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[29:30], v[33:34], v[29:30], v[31:32]
	v_ldexp_f64 v[29:30], v[29:30], v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v26, v30, v26 :: v_dual_cndmask_b32 v25, v29, v25
	v_cmp_o_f32_e32 vcc_lo, v19, v19
	v_mul_f64 v[19:20], v[27:28], v[25:26]
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[19:20]
	v_mul_f32_e32 v2, v18, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v19, v2, v0
.LBB2_12:
	s_or_b32 exec_lo, exec_lo, s57
	v_mov_b32_e32 v0, v10
	s_and_saveexec_b32 s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s57, exec_lo, s0
	s_cbranch_execz .LBB2_14
	global_load_b32 v2, v[6:7], off
	v_xor_b32_e32 v0, s56, v14
	s_xor_b32 s0, s16, s102
	s_mov_b32 s4, s38
	s_xor_b32 s0, s0, s18
	s_mov_b32 s90, s44
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s1, s0, 0xd2511f53
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v32, s1, v15
	s_mov_b32 s97, s37
	s_mov_b32 s99, s43
	s_mov_b32 s93, s39
	v_xor3_b32 v0, s0, s20, v24
	s_mov_b32 s95, s45
	s_mov_b32 s101, s91
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v20, v10, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[21:22], v20
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[21:22]
	v_xor_b32_e32 v2, 0x80000000, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v22, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v21, 0, v21, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[21:22]
	v_cndmask_b32_e32 v22, 0xc05e0000, v22, vcc_lo
	v_cndmask_b32_e32 v21, 0, v21, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[21:22], s[6:7]
	v_add_f64 v[24:25], 0x43380000, v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], 0xc3380000, v[24:25]
	v_lshl_add_u32 v2, v24, 20, 0x3ff00000
	v_mul_f64 v[27:28], v[25:26], s[10:11]
	v_mul_f64 v[25:26], v[25:26], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[21:22], v[21:22], -v[27:28]
	v_add_f64 v[21:22], v[21:22], -v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[21:22], s[26:27]
	v_add_f64 v[25:26], v[25:26], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[21:22], v[25:26]
	v_add_f64 v[25:26], v[25:26], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[21:22], v[25:26]
	v_add_f64 v[25:26], v[25:26], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[21:22], v[25:26]
	v_add_f64 v[25:26], v[25:26], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[21:22], v[25:26]
	v_add_f64 v[25:26], v[25:26], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[21:22], v[25:26]
	v_add_f64 v[25:26], v[25:26], s[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[21:22], v[25:26]
	v_add_f64 v[25:26], v[25:26], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[21:22], v[25:26]
	v_add_f64 v[25:26], v[25:26], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[21:22], v[25:26]
	v_add_f64 v[25:26], v[25:26], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[21:22], v[25:26]
	v_add_f64 v[25:26], v[25:26], s[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[21:22], v[25:26]
	v_add_f64 v[25:26], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[21:22], v[25:26]
	v_add_f64 v[25:26], v[25:26], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[21:22], v[25:26]
	v_add_f64 v[21:22], v[21:22], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[21:22], v[1:2]
	v_add_f64 v[21:22], v[21:22], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[24:25], null, v[21:22], v[21:22], 1.0
	v_rcp_f64_e32 v[26:27], v[24:25]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[28:29], -v[24:25], v[26:27], 1.0
	v_fma_f64 v[26:27], v[26:27], v[28:29], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[28:29], -v[24:25], v[26:27], 1.0
	v_fma_f64 v[26:27], v[26:27], v[28:29], v[26:27]
	v_div_scale_f64 v[28:29], vcc_lo, 1.0, v[21:22], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[30:31], v[28:29], v[26:27]
	v_fma_f64 v[24:25], -v[24:25], v[30:31], v[28:29]
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[24:25], v[24:25], v[26:27], v[30:31]
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v32, 0
	v_xor_b32_e32 v0, v27, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v29, s21, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v2, 0
	v_xor3_b32 v0, s46, v27, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v30, s48, v26
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[30:31], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v0, s47, v27, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor3_b32 v2, v31, s49, v26
	v_div_fixup_f64 v[21:22], v[24:25], v[21:22], 1.0
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[31:32], null, 0xd2511f53, v2, 0
	v_xor3_b32 v0, s50, v27, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v32, s52, v26
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v2
	v_xor3_b32 v2, s51, v27, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s53, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v2, s54, v27, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s17, v26
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v2, v27, s55
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[27:28], v0
	v_add_f64 v[27:28], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[27:28], v[27:28], 0xffffffe0
	v_ldexp_f64 v[29:30], v[27:28], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v28, v30, s0
	v_cndmask_b32_e64 v31, v27, v29, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v30, s4, 0x95f62, v0
	v_and_b32_e32 v0, 0xfffff, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v32, 0x3fe6a09e, v0
	v_add_f64 v[32:33], v[31:32], -1.0
	v_add_co_ci_u32_e64 v31, null, 0, 0, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshrrev_b64 v[29:30], 20, v[30:31]
	v_mov_b32_e32 v31, s15
	v_add_f64 v[34:35], v[32:33], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[36:37], null, v[34:35], v[34:35], v[32:33]
	v_rcp_f64_e32 v[38:39], v[36:37]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[40:41], -v[36:37], v[38:39], 1.0
	v_fma_f64 v[38:39], v[38:39], v[40:41], v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[40:41], -v[36:37], v[38:39], 1.0
	v_fma_f64 v[38:39], v[38:39], v[40:41], v[38:39]
	v_div_scale_f64 v[40:41], vcc_lo, v[32:33], v[34:35], v[32:33]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[42:43], v[40:41], v[38:39]
	v_fma_f64 v[36:37], -v[36:37], v[42:43], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[36:37], v[36:37], v[38:39], v[42:43]
	v_cvt_f64_u32_e32 v[38:39], v26
	v_add_f64 v[38:39], v[38:39], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[38:39], v[38:39], 0xffffffe0
	v_mul_f64 v[38:39], v[38:39], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[38:39], s[62:63]
	v_add_f64 v[40:41], 0x43380000, v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[41:42], 0xc3380000, v[40:41]
	v_mul_f64 v[43:44], v[41:42], s[64:65]
	v_mul_f64 v[45:46], v[41:42], s[68:69]
	v_mul_f64 v[53:54], v[41:42], s[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[43:44], v[38:39], v[43:44]
	v_add_f64 v[47:48], v[43:44], v[45:46]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[49:50], v[43:44], -v[47:48]
	v_add_f64 v[55:56], v[47:48], v[53:54]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[45:46], v[49:50], v[45:46]
	v_mul_f64 v[49:50], v[41:42], s[70:71]
	v_add_f64 v[45:46], v[49:50], -v[45:46]
	v_mul_f64 v[49:50], v[41:42], s[66:67]
	v_mul_f64 v[41:42], v[41:42], s[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[51:52], v[43:44], -v[49:50]
	v_lshrrev_b32_e32 v0, 20, v52
	v_add_f64 v[51:52], v[47:48], -v[45:46]
	v_bfe_u32 v51, v39, 20, 11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v0, 16, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v2, 20, v52
	v_mov_b32_e32 v52, s15
	v_and_b32_e32 v2, 0x7ff, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[51:52]
	v_add_nc_u32_e32 v0, 49, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e64 s1, v[0:1], v[51:52]
	v_cndmask_b32_e64 v0, v47, v55, s1
	v_cndmask_b32_e64 v2, v48, v56, s1
	v_add_f64 v[47:48], v[47:48], -v[55:56]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[47:48], v[47:48], v[53:54]
	v_add_f64 v[41:42], v[41:42], -v[47:48]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v23, v46, v42, s1
	v_cndmask_b32_e64 v26, v45, v41, s1
	v_cndmask_b32_e32 v41, v43, v0, vcc_lo
	v_cndmask_b32_e64 v0, 0xfffffc01, v17, s0
	v_cndmask_b32_e32 v42, v44, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v44, v50, v23 :: v_dual_cndmask_b32 v43, v49, v26
	s_mov_b32 s0, 0xdf3e5244
	v_add_co_u32 v0, vcc_lo, v29, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, -1, v30, vcc_lo
	v_add_f64 v[29:30], v[41:42], -v[43:44]
	s_mov_b32 s1, 0x3fc2f112
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[41:42], v[41:42], -v[29:30]
	v_add_f64 v[41:42], v[41:42], -v[43:44]
	v_mul_f64 v[43:44], v[29:30], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[51:52], v[41:42], 0.5
	v_mul_f64 v[45:46], v[43:44], s[86:87]
	v_mul_f64 v[47:48], v[43:44], v[43:44]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[45:46], v[45:46], s[88:89]
	v_mul_f64 v[49:50], v[43:44], v[47:48]
	v_mul_f64 v[47:48], v[47:48], v[47:48]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[45:46], v[49:50], v[45:46]
	v_mul_f64 v[49:50], v[43:44], s[96:97]
	v_add_f64 v[49:50], v[49:50], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[49:50], v[43:44], v[49:50]
	v_add_f64 v[49:50], v[49:50], s[98:99]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[45:46], v[45:46], v[49:50]
	v_mul_f64 v[49:50], v[43:44], s[78:79]
	v_add_f64 v[49:50], v[49:50], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[49:50], v[43:44], v[49:50]
	v_add_f64 v[49:50], v[49:50], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[47:48], v[47:48], v[49:50]
	v_mul_f64 v[49:50], v[43:44], s[92:93]
	v_add_f64 v[49:50], v[49:50], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[49:50], v[43:44], v[49:50]
	v_add_f64 v[49:50], v[49:50], s[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[49:50], v[43:44], v[49:50]
	v_add_f64 v[47:48], v[49:50], v[47:48]
	v_mul_f64 v[49:50], v[29:30], v[43:44]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[47:48], v[43:44], v[47:48]
	v_mul_f64 v[45:46], v[49:50], v[45:46]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[45:46], v[51:52], -v[45:46]
	v_mul_f64 v[51:52], v[43:44], 0.5
	v_mul_f64 v[43:44], v[43:44], v[45:46]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[53:54], -v[51:52], 1.0
	v_mul_f64 v[45:46], v[29:30], v[41:42]
	v_add_f64 v[41:42], v[43:44], -v[41:42]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[55:56], -v[53:54], 1.0
	v_add_f64 v[45:46], v[47:48], -v[45:46]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[51:52], v[55:56], -v[51:52]
	v_add_f64 v[43:44], v[51:52], v[45:46]
	v_mul_f64 v[45:46], v[49:50], s[100:101]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[43:44], v[53:54], v[43:44]
	v_add_f64 v[41:42], v[41:42], v[45:46]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v23, 0x80000000, v44
	v_add_f64 v[29:30], v[29:30], -v[41:42]
	v_dual_mov_b32 v42, s15 :: v_dual_and_b32 v41, 2, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[41:42]
	v_cndmask_b32_e32 v23, v23, v44, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v26, 0x80000000, v30
	v_cndmask_b32_e32 v26, v30, v26, vcc_lo
	v_and_b32_e32 v30, 1, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[30:31]
	v_cndmask_b32_e32 v31, v29, v43, vcc_lo
	v_div_fixup_f64 v[29:30], v[36:37], v[34:35], v[32:33]
	v_cndmask_b32_e32 v23, v26, v23, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[27:28]
	v_mul_f64 v[34:35], v[29:30], v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[36:37], v[34:35], v[34:35]
	v_mul_f64 v[40:41], v[36:37], s[0:1]
	s_mov_b32 s0, 0x96cb03de
	s_mov_b32 s1, 0x3fc74664
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_add_f64 v[40:41], v[40:41], s[0:1]
	s_mov_b32 s0, 0xd078c69f
	s_mov_b32 s1, 0x3fc39a09
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[42:43], v[36:37], s[0:1]
	s_mov_b32 s0, 0x1d8e78af
	s_mov_b32 s1, 0x3fcc71c5
	v_mul_f64 v[40:41], v[36:37], v[40:41]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f64 v[42:43], v[42:43], s[0:1]
	s_mov_b32 s0, 0x94229359
	s_mov_b32 s1, 0x3fd24924
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_add_f64 v[40:41], v[40:41], s[0:1]
	s_mov_b32 s0, 0x9997fa04
	s_mov_b32 s1, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[42:43], v[36:37], v[42:43]
	v_mul_f64 v[40:41], v[36:37], v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[42:43], v[42:43], s[0:1]
	v_cmp_neq_f64_e64 s0, 0, v[27:28]
	v_add_f64 v[40:41], v[40:41], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[36:37], v[42:43]
	v_cvt_f64_u32_e32 v[42:43], v0
	v_mul_f64 v[34:35], v[34:35], v[40:41]
	v_cvt_f64_i32_e32 v[40:41], v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[34:35], v[36:37], v[34:35]
	v_mul_f64 v[36:37], v[32:33], 0.5
	v_ldexp_f64 v[40:41], v[40:41], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[36:37], v[32:33], v[36:37]
	v_add_f64 v[40:41], v[40:41], v[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[34:35], v[36:37], v[34:35]
	v_mul_f64 v[29:30], v[29:30], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[40:41], s[24:25]
	v_add_f64 v[29:30], v[34:35], v[29:30]
	v_mul_f64 v[34:35], v[40:41], s[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[29:30], v[29:30], -v[36:37]
	v_add_f64 v[29:30], v[32:33], v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[29:30], v[34:35], v[29:30]
	v_mul_f64 v[29:30], v[29:30], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v0, 0xfff00000, v30, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	v_cndmask_b32_e32 v26, 0, v29, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v27, 0x7ff00000, v0, s0
	v_cndmask_b32_e32 v28, 0, v31, vcc_lo
	v_cndmask_b32_e32 v29, 0x7ff80000, v23, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[26:27]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[26:27], v[26:27], v0
	v_cvt_f32_f64_e32 v0, v[21:22]
	v_rsq_f64_e32 v[30:31], v[26:27]
	v_cmp_class_f64_e64 vcc_lo, v[26:27], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[32:33], v[26:27], v[30:31]
	v_mul_f64 v[30:31], v[30:31], 0.5
	v_fma_f64 v[34:35], -v[30:31], v[32:33], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[32:33], v[32:33], v[34:35], v[32:33]
	v_fma_f64 v[30:31], v[30:31], v[34:35], v[30:31]
	v_fma_f64 v[36:37], -v[32:33], v[32:33], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[32:33], v[36:37], v[30:31], v[32:33]
	v_fma_f64 v[34:35], -v[32:33], v[32:33], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[30:31], v[34:35], v[30:31], v[32:33]
	v_ldexp_f64 v[30:31], v[30:31], v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v27, v31, v27 :: v_dual_cndmask_b32 v26, v30, v26
	v_cmp_o_f32_e32 vcc_lo, v20, v20
	v_mul_f64 v[20:21], v[28:29], v[26:27]
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v10, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[20:21]
	v_mul_f32_e32 v2, v18, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v2, v0
.LBB2_14:
	s_or_b32 exec_lo, exec_lo, s57
	s_mov_b32 s0, 0
.LBB2_15:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB2_8
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB2_18
	global_load_b32 v0, v[4:5], off
	s_mov_b32 s102, s10
	s_mov_b32 s4, s38
	s_mov_b32 s90, s44
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[18:19], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[18:19]
	v_xor_b32_e32 v2, 0x80000000, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v19, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v18, 0, v18, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[18:19]
	v_cndmask_b32_e32 v19, 0xc05e0000, v19, vcc_lo
	v_cndmask_b32_e32 v18, 0, v18, vcc_lo
	s_mov_b32 vcc_lo, s24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[18:19], s[6:7]
	v_add_f64 v[20:21], 0x43380000, v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], 0xc3380000, v[20:21]
	v_lshl_add_u32 v2, v20, 20, 0x3ff00000
	v_mul_f64 v[23:24], v[21:22], s[102:103]
	v_mul_f64 v[21:22], v[21:22], vcc
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[18:19], v[23:24]
	v_add_f64 v[18:19], v[18:19], v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[18:19], s[26:27]
	v_add_f64 v[21:22], v[21:22], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[18:19], v[21:22]
	v_add_f64 v[21:22], v[21:22], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[18:19], v[21:22]
	v_add_f64 v[21:22], v[21:22], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[18:19], v[21:22]
	v_add_f64 v[21:22], v[21:22], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[18:19], v[21:22]
	v_add_f64 v[21:22], v[21:22], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[18:19], v[21:22]
	v_add_f64 v[21:22], v[21:22], s[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[18:19], v[21:22]
	v_add_f64 v[21:22], v[21:22], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[18:19], v[21:22]
	v_add_f64 v[21:22], v[21:22], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[18:19], v[21:22]
	v_add_f64 v[21:22], v[21:22], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[18:19], v[21:22]
	v_add_f64 v[21:22], v[21:22], s[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[18:19], v[21:22]
	v_add_f64 v[21:22], v[21:22], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[18:19], v[21:22]
	v_add_f64 v[21:22], v[21:22], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[18:19], v[21:22]
	v_add_f64 v[18:19], v[18:19], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[18:19], v[1:2]
	v_add_f64 v[18:19], v[18:19], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[20:21], null, v[18:19], v[18:19], 1.0
	v_rcp_f64_e32 v[22:23], v[20:21]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[20:21], v[22:23], 1.0
	v_fma_f64 v[22:23], v[22:23], v[24:25], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[20:21], v[22:23], 1.0
	v_fma_f64 v[22:23], v[22:23], v[24:25], v[22:23]
	v_div_scale_f64 v[24:25], vcc_lo, 1.0, v[18:19], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[24:25], v[22:23]
	v_fma_f64 v[20:21], -v[20:21], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[20:21], v[20:21], v[22:23], v[26:27]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[18:19], v[20:21], v[18:19], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[18:19]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v9, v9, v0
.LBB2_18:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB2_7
	global_load_b32 v0, v[6:7], off
	s_mov_b32 s102, s10
	s_mov_b32 s4, s38
	s_mov_b32 s90, s44
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[18:19], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[18:19]
	v_xor_b32_e32 v2, 0x80000000, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v19, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v18, 0, v18, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[18:19]
	v_cndmask_b32_e32 v19, 0xc05e0000, v19, vcc_lo
	v_cndmask_b32_e32 v18, 0, v18, vcc_lo
	s_mov_b32 vcc_lo, s24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[18:19], s[6:7]
	v_add_f64 v[20:21], 0x43380000, v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], 0xc3380000, v[20:21]
	v_lshl_add_u32 v2, v20, 20, 0x3ff00000
	v_mul_f64 v[23:24], v[21:22], s[102:103]
	v_mul_f64 v[21:22], v[21:22], vcc
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[18:19], v[23:24]
	v_add_f64 v[18:19], v[18:19], v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[18:19], s[26:27]
	v_add_f64 v[21:22], v[21:22], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[18:19], v[21:22]
	v_add_f64 v[21:22], v[21:22], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[18:19], v[21:22]
	v_add_f64 v[21:22], v[21:22], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[18:19], v[21:22]
	v_add_f64 v[21:22], v[21:22], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[18:19], v[21:22]
	v_add_f64 v[21:22], v[21:22], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[18:19], v[21:22]
	v_add_f64 v[21:22], v[21:22], s[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[18:19], v[21:22]
	v_add_f64 v[21:22], v[21:22], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[18:19], v[21:22]
	v_add_f64 v[21:22], v[21:22], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[18:19], v[21:22]
	v_add_f64 v[21:22], v[21:22], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[18:19], v[21:22]
	v_add_f64 v[21:22], v[21:22], s[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[18:19], v[21:22]
	v_add_f64 v[21:22], v[21:22], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[18:19], v[21:22]
	v_add_f64 v[21:22], v[21:22], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[18:19], v[21:22]
	v_add_f64 v[18:19], v[18:19], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[18:19], v[1:2]
	v_add_f64 v[18:19], v[18:19], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[20:21], null, v[18:19], v[18:19], 1.0
	v_rcp_f64_e32 v[22:23], v[20:21]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[20:21], v[22:23], 1.0
	v_fma_f64 v[22:23], v[22:23], v[24:25], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[20:21], v[22:23], 1.0
	v_fma_f64 v[22:23], v[22:23], v[24:25], v[22:23]
	v_div_scale_f64 v[24:25], vcc_lo, 1.0, v[18:19], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[24:25], v[22:23]
	v_fma_f64 v[20:21], -v[20:21], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[20:21], v[20:21], v[22:23], v[26:27]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[18:19], v[20:21], v[18:19], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[18:19]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v10, v10, v0
	s_branch .LBB2_7
.LBB2_20:
	v_readlane_b32 s8, v57, 0
	v_readlane_b32 s9, v57, 1
.LBB2_21:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB2_23
	s_waitcnt vmcnt(0)
	global_store_b32 v8, v9, s[8:9]
.LBB2_23:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB2_25
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v10, s[8:9]
.LBB2_25:
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
		.amdhsa_next_free_vgpr 58
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
.Lfunc_end2:
	.size	tessera_softplus_w2048, .Lfunc_end2-tessera_softplus_w2048

	.set tessera_softplus_w2048.num_vgpr, 58
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
	s_cbranch_vccnz .LBB3_38
	s_load_b64 s[22:23], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v14, 2, v0
	s_mul_i32 s3, s11, s2
	s_mul_hi_u32 s8, s10, s2
	s_mul_i32 s24, s10, s2
	s_add_i32 s25, s8, s3
	v_cmp_gt_u64_e64 s2, s[10:11], v[0:1]
	s_lshl_b64 s[20:21], s[24:25], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s12, s4, s20
	s_addc_u32 s13, s5, s21
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB3_3
	global_load_b32 v15, v14, s[12:13]
.LBB3_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v3, 0x400, v0
	v_mov_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[10:11], v[3:4]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB3_5
	v_lshlrev_b32_e32 v2, 2, v3
	global_load_b32 v16, v2, s[12:13]
.LBB3_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v4, 0x800, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[10:11], v[4:5]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB3_7
	v_lshlrev_b32_e32 v2, 2, v4
	global_load_b32 v17, v2, s[12:13]
.LBB3_7:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v5, 0xc00, v0
	v_mov_b32_e32 v6, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[10:11], v[5:6]
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB3_9
	v_lshlrev_b32_e32 v1, 2, v5
	global_load_b32 v18, v1, s[12:13]
.LBB3_9:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[22:23], 0
	s_cbranch_scc1 .LBB3_33
	v_mov_b32_e32 v31, 0xfffffbcb
	v_writelane_b32 v73, s12, 0
	s_mov_b32 s28, 0x13a86d09
	s_mov_b32 s30, 0xeff8d898
	s_mov_b32 s34, 0x67f544e4
	s_mov_b32 s36, 0xb7789f5c
	v_writelane_b32 v73, s13, 1
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[16:19], s[0:1], 0x48
	v_add_co_u32 v10, s0, s24, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, s25, 0, s0
	s_mov_b32 s24, 0xfee00000
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v10, 0
	v_add_co_u32 v2, vcc_lo, 0x400, v10
	v_add_co_u32 v8, s0, 0x800, v10
	v_add_co_ci_u32_e64 v9, null, 0, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v6, v1, v11
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_add_co_ci_u32_e64 v12, null, 0, v11, s0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_xor_b32_e32 v6, s17, v6
	s_cselect_b32 s61, -1, 0
	s_add_u32 s1, s6, s20
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v2, v2, v9
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v8, 0
	s_addc_u32 s6, s7, s21
	s_cmp_lg_u32 s10, 0
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v6, 0
	s_cselect_b32 s33, -1, 0
	s_add_u32 s10, s17, 0xbb67ae85
	v_xor_b32_e32 v2, s17, v2
	v_xor_b32_e32 v19, s10, v0
	v_xor_b32_e32 v0, v9, v12
	v_xor_b32_e32 v22, s10, v1
	s_add_u32 s7, s16, 0x9e3779b9
	s_add_u32 s11, s16, 0x3c6ef372
	v_xor_b32_e32 v20, s7, v7
	v_xor_b32_e32 v0, s17, v0
	v_xor_b32_e32 v21, s11, v6
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v2, 0
	v_add_co_u32 v2, vcc_lo, 0xc00, v10
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v25, s10, v8
	s_mov_b32 s20, 0x35793c76
	v_xor_b32_e32 v24, s11, v6
	v_add_co_u32 v6, s0, s1, v14
	v_xor_b32_e32 v23, s7, v7
	v_xor_b32_e32 v26, s7, v1
	v_xor_b32_e32 v27, s11, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v2, 0
	v_add_co_ci_u32_e64 v2, null, 0, v11, vcc_lo
	v_add_co_ci_u32_e64 v7, null, s6, 0, s0
	v_add_co_u32 v8, vcc_lo, 0x1000, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v1, v1, v2
	v_xor_b32_e32 v28, s10, v0
	v_add_co_ci_u32_e64 v9, null, 0, v7, vcc_lo
	v_add_co_u32 v10, vcc_lo, 0x2000, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v1, s17, v1
	v_add_co_ci_u32_e64 v11, null, 0, v7, vcc_lo
	v_add_co_u32 v12, vcc_lo, 0x3000, v6
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v1, 0
	v_add_co_ci_u32_e64 v13, null, 0, v7, vcc_lo
	s_mov_b32 s38, 0xa556c734
	s_mov_b32 s40, 0x1a01a01a
	s_mov_b32 s42, 0x16c16c17
	s_mov_b32 s44, 0x11111111
	v_xor_b32_e32 v29, s7, v1
	v_xor_b32_e32 v30, s11, v0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s10, 0x652b82fe
	s_mov_b32 s46, 0x55555555
	s_mov_b32 s62, 0x54442d18
	s_mov_b32 s64, 0x6dc9c883
	s_mov_b32 s66, 0x54400000
	s_mov_b32 s68, 0x1a626331
	s_mov_b32 s70, 0x1a600000
	s_mov_b32 s72, 0x2e037073
	s_mov_b32 s74, 0x2e000000
	s_mov_b32 s76, 0x252049c1
	s_mov_b32 s78, 0x16c15177
	s_mov_b32 s80, 0xbe8838d4
	s_mov_b32 s82, 0xbdb4b1c4
	s_mov_b32 s84, 0x809c52ad
	s_mov_b32 s86, 0x19c161d5
	s_mov_b32 s88, 0x5acfd57c
	s_mov_b32 s90, 0x8a2b9ceb
	s_mov_b32 s104, 0
	s_add_u32 s15, s17, 0x76cf5d0a
	s_add_u32 s48, s16, 0xdaa66d2b
	s_add_u32 s49, s17, 0x32370b8f
	s_add_u32 s50, s16, 0x78dde6e4
	s_add_u32 s51, s17, 0xed9eba14
	s_add_u32 s52, s16, 0x1715609d
	s_add_u32 s53, s17, 0xa9066899
	s_add_u32 s54, s16, 0xb54cda56
	s_add_u32 s55, s17, 0x646e171e
	s_add_u32 s56, s16, 0x5384540f
	s_mov_b32 s11, 0x3ff71547
	s_mov_b32 s25, 0x3fe62e42
	s_mov_b32 s21, 0x3dea39ef
	s_mov_b32 s29, 0x3de61246
	s_mov_b32 s31, 0x3e21eed8
	s_mov_b32 s35, 0x3e5ae645
	s_mov_b32 s37, 0x3e927e4f
	s_mov_b32 s39, 0x3ec71de3
	s_mov_b32 s41, 0x3efa01a0
	s_mov_b32 s43, 0x3f56c16c
	s_mov_b32 s45, 0x3f811111
	s_mov_b32 s47, 0x3fa55555
	s_mov_b32 s63, 0x401921fb
	s_mov_b32 s65, 0x3fe45f30
	s_mov_b32 s67, 0xbff921fb
	s_mov_b32 s69, 0x3dd0b461
	s_mov_b32 s71, 0xbdd0b461
	s_mov_b32 s73, 0x3ba3198a
	s_mov_b32 s75, 0xbba3198a
	s_mov_b32 s77, 0x397b839a
	s_mov_b32 s79, 0xbf56c16c
	s_mov_b32 s81, 0xbda8fae9
	s_mov_b32 s83, 0x3e21ee9e
	s_mov_b32 s85, 0xbe927e4f
	s_mov_b32 s87, 0xbf2a01a0
	s_mov_b32 s89, 0x3de5d93a
	s_mov_b32 s91, 0xbe5ae5e6
	s_add_u32 s57, s17, 0x1fd5c5a3
	s_add_u32 s17, s17, 0xdb3d7428
	s_add_i32 s58, s16, 0x8ff34781
	s_mov_b32 s7, 0x3f2a01a0
	s_mov_b32 s93, 0x3fc55555
	s_mov_b32 s94, 0x19cb1590
	s_mov_b32 s96, 0x5555554c
	s_mov_b32 s98, 0x57b1fe7d
	s_mov_b32 s100, 0x1110f8a6
	s_mov_b32 s102, 0x55555549
	s_mov_b32 vcc_hi, 0xbfe62e42
	s_mov_b32 s27, 0xbdea39ef
	s_branch .LBB3_13
.LBB3_11:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v33, v15 :: v_dual_mov_b32 v34, v16
	v_dual_mov_b32 v35, v17 :: v_dual_mov_b32 v0, v18
.LBB3_12:
	s_add_u32 s22, s22, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v18, v0 :: v_dual_mov_b32 v17, v35
	v_dual_mov_b32 v16, v34 :: v_dual_mov_b32 v15, v33
	s_addc_u32 s23, s23, -1
	s_mul_f32 s12, s13, s12
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_cmp_eq_u64 s[22:23], 0
	s_cbranch_scc1 .LBB3_32
.LBB3_13:
	s_and_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB3_21
	s_mul_f32 s1, s14, s12
	s_mul_i32 s59, s19, 0xcd9e8d57
	s_mul_hi_u32 s26, s19, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
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
	v_add_nc_u32_e32 v32, -1, v2
	v_add_nc_u32_e32 v33, 1, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v34, 0x80000000, v32
	v_xor_b32_e32 v35, 0x80000000, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v34, v34, v2, v0
	v_fma_f32 v35, v35, v2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s1, 0, v34
	v_cmp_lt_f32_e64 s6, 0, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, v2, v32, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_cndmask_b32_e64 v2, v2, v33, s6
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v33, v15 :: v_dual_mul_f32 v32, 0x37800000, v2
	v_cndmask_b32_e64 v2, v2, v32, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v2, v0, s1
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v32, v0, s9, s61
	s_and_saveexec_b32 s60, s2
	s_cbranch_execnz .LBB3_26
	s_or_b32 exec_lo, exec_lo, s60
	v_mov_b32_e32 v34, v16
	s_and_saveexec_b32 s60, s3
	s_cbranch_execnz .LBB3_27
.LBB3_16:
	s_or_b32 exec_lo, exec_lo, s60
	v_mov_b32_e32 v35, v17
	s_and_saveexec_b32 s60, s4
	s_cbranch_execz .LBB3_18
.LBB3_17:
	global_load_b32 v0, v[10:11], off
	v_xor_b32_e32 v2, s59, v26
	s_xor_b32 s0, s16, s26
	s_mov_b32 s6, s40
	s_xor_b32 s0, s0, s18
	s_mov_b32 s92, s46
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v2, 0
	s_mul_hi_u32 s1, s0, 0xd2511f53
	s_mul_i32 s0, s0, 0xd2511f53
	s_mov_b32 s99, s39
	s_mov_b32 s101, s45
	s_mov_b32 s95, s41
	s_mov_b32 s97, s47
	v_xor3_b32 v47, s0, s15, v39
	s_mov_b32 s103, s93
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v35, v17, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[36:37], v35
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[36:37]
	v_xor_b32_e32 v0, 0x80000000, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v37, 0x405e0000, v0, vcc_lo
	v_cndmask_b32_e32 v36, 0, v36, vcc_lo
	v_xor_b32_e32 v0, s1, v25
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[36:37]
	v_cndmask_b32_e32 v37, 0xc05e0000, v37, vcc_lo
	v_cndmask_b32_e32 v36, 0, v36, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[39:40], v[36:37], s[10:11]
	v_add_f64 v[39:40], 0x43380000, v[39:40]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[40:41], 0xc3380000, v[39:40]
	v_lshl_add_u32 v2, v39, 20, 0x3ff00000
	v_mul_f64 v[42:43], v[40:41], s[24:25]
	v_mul_f64 v[40:41], v[40:41], s[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[36:37], v[36:37], -v[42:43]
	v_add_f64 v[36:37], v[36:37], -v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[36:37], s[28:29]
	v_add_f64 v[40:41], v[40:41], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[36:37], v[40:41]
	v_add_f64 v[40:41], v[40:41], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[36:37], v[40:41]
	v_add_f64 v[40:41], v[40:41], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[36:37], v[40:41]
	v_add_f64 v[40:41], v[40:41], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[36:37], v[40:41]
	v_add_f64 v[40:41], v[40:41], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[36:37], v[40:41]
	v_add_f64 v[40:41], v[40:41], s[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[36:37], v[40:41]
	v_add_f64 v[40:41], v[40:41], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[36:37], v[40:41]
	v_add_f64 v[40:41], v[40:41], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[36:37], v[40:41]
	v_add_f64 v[40:41], v[40:41], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[36:37], v[40:41]
	v_add_f64 v[40:41], v[40:41], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[36:37], v[40:41]
	v_add_f64 v[40:41], v[40:41], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[36:37], v[40:41]
	v_add_f64 v[40:41], v[40:41], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[36:37], v[36:37], v[40:41]
	v_add_f64 v[36:37], v[36:37], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[36:37], v[36:37], v[1:2]
	v_add_f64 v[36:37], v[36:37], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[39:40], null, v[36:37], v[36:37], 1.0
	v_rcp_f64_e32 v[41:42], v[39:40]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[43:44], -v[39:40], v[41:42], 1.0
	v_fma_f64 v[41:42], v[41:42], v[43:44], v[41:42]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[43:44], -v[39:40], v[41:42], 1.0
	v_fma_f64 v[41:42], v[41:42], v[43:44], v[41:42]
	v_div_scale_f64 v[43:44], vcc_lo, 1.0, v[36:37], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[45:46], v[43:44], v[41:42]
	v_fma_f64 v[39:40], -v[39:40], v[45:46], v[43:44]
	v_mad_u64_u32 v[43:44], null, 0xcd9e8d57, v47, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[39:40], v[39:40], v[41:42], v[45:46]
	v_mad_u64_u32 v[41:42], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, v42, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v44, s48, v41
	v_mad_u64_u32 v[41:42], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[44:45], null, 0xd2511f53, v2, 0
	v_xor3_b32 v0, s49, v42, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v45, s51, v41
	v_mad_u64_u32 v[41:42], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[45:46], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v0, s50, v42, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor3_b32 v2, v46, s52, v41
	v_div_fixup_f64 v[36:37], v[39:40], v[36:37], 1.0
	v_mad_u64_u32 v[41:42], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[46:47], null, 0xd2511f53, v2, 0
	v_xor3_b32 v0, s53, v42, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v47, s55, v41
	v_mad_u64_u32 v[41:42], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v2
	v_xor3_b32 v2, s54, v42, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s56, v41
	v_mad_u64_u32 v[41:42], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v2, s57, v42, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s17, v41
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[41:42], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v2, v42, s58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[42:43], v0
	v_add_f64 v[42:43], v[42:43], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[42:43], v[42:43], 0xffffffe0
	v_ldexp_f64 v[44:45], v[42:43], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v43, v45, s0
	v_cndmask_b32_e64 v46, v42, v44, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v45, s6, 0x95f62, v0
	v_and_b32_e32 v0, 0xfffff, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v47, 0x3fe6a09e, v0
	v_add_f64 v[47:48], v[46:47], -1.0
	v_add_co_ci_u32_e64 v46, null, 0, 0, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshrrev_b64 v[44:45], 20, v[45:46]
	v_mov_b32_e32 v46, s104
	v_add_f64 v[49:50], v[47:48], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[51:52], null, v[49:50], v[49:50], v[47:48]
	v_rcp_f64_e32 v[53:54], v[51:52]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[55:56], -v[51:52], v[53:54], 1.0
	v_fma_f64 v[53:54], v[53:54], v[55:56], v[53:54]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[55:56], -v[51:52], v[53:54], 1.0
	v_fma_f64 v[53:54], v[53:54], v[55:56], v[53:54]
	v_div_scale_f64 v[55:56], vcc_lo, v[47:48], v[49:50], v[47:48]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[57:58], v[55:56], v[53:54]
	v_fma_f64 v[51:52], -v[51:52], v[57:58], v[55:56]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[51:52], v[51:52], v[53:54], v[57:58]
	v_cvt_f64_u32_e32 v[53:54], v41
	v_add_f64 v[53:54], v[53:54], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[53:54], v[53:54], 0xffffffe0
	v_mul_f64 v[53:54], v[53:54], s[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[55:56], v[53:54], s[64:65]
	v_add_f64 v[55:56], 0x43380000, v[55:56]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[56:57], 0xc3380000, v[55:56]
	v_mul_f64 v[58:59], v[56:57], s[66:67]
	v_mul_f64 v[60:61], v[56:57], s[70:71]
	v_mul_f64 v[68:69], v[56:57], s[74:75]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[58:59], v[53:54], v[58:59]
	v_add_f64 v[62:63], v[58:59], v[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[64:65], v[58:59], -v[62:63]
	v_add_f64 v[70:71], v[62:63], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[60:61], v[64:65], v[60:61]
	v_mul_f64 v[64:65], v[56:57], s[72:73]
	v_add_f64 v[60:61], v[64:65], -v[60:61]
	v_mul_f64 v[64:65], v[56:57], s[68:69]
	v_mul_f64 v[56:57], v[56:57], s[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], v[58:59], -v[64:65]
	v_lshrrev_b32_e32 v0, 20, v67
	v_add_f64 v[66:67], v[62:63], -v[60:61]
	v_bfe_u32 v66, v54, 20, 11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v0, 16, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v2, 20, v67
	v_dual_mov_b32 v67, s104 :: v_dual_and_b32 v2, 0x7ff, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[66:67]
	v_add_nc_u32_e32 v0, 49, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e64 s1, v[0:1], v[66:67]
	v_cndmask_b32_e64 v0, v62, v70, s1
	v_cndmask_b32_e64 v2, v63, v71, s1
	v_add_f64 v[62:63], v[62:63], -v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[62:63], v[68:69]
	v_add_f64 v[56:57], v[56:57], -v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v38, v61, v57, s1
	v_cndmask_b32_e64 v41, v60, v56, s1
	v_cndmask_b32_e32 v56, v58, v0, vcc_lo
	v_cndmask_b32_e64 v0, 0xfffffc01, v31, s0
	v_cndmask_b32_e32 v57, v59, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v59, v65, v38 :: v_dual_cndmask_b32 v58, v64, v41
	s_mov_b32 s0, 0xdf3e5244
	v_add_co_u32 v0, vcc_lo, v44, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, -1, v45, vcc_lo
	v_add_f64 v[44:45], v[56:57], -v[58:59]
	s_mov_b32 s1, 0x3fc2f112
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[56:57], v[56:57], -v[44:45]
	v_add_f64 v[56:57], v[56:57], -v[58:59]
	v_mul_f64 v[58:59], v[44:45], v[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[66:67], v[56:57], 0.5
	v_mul_f64 v[60:61], v[58:59], s[88:89]
	v_mul_f64 v[62:63], v[58:59], v[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[60:61], v[60:61], s[90:91]
	v_mul_f64 v[64:65], v[58:59], v[62:63]
	v_mul_f64 v[62:63], v[62:63], v[62:63]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[60:61], v[64:65], v[60:61]
	v_mul_f64 v[64:65], v[58:59], s[98:99]
	v_add_f64 v[64:65], v[64:65], s[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[58:59], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[100:101]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[60:61], v[60:61], v[64:65]
	v_mul_f64 v[64:65], v[58:59], s[80:81]
	v_add_f64 v[64:65], v[64:65], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[58:59], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[62:63], v[62:63], v[64:65]
	v_mul_f64 v[64:65], v[58:59], s[94:95]
	v_add_f64 v[64:65], v[64:65], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[58:59], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[58:59], v[64:65]
	v_add_f64 v[62:63], v[64:65], v[62:63]
	v_mul_f64 v[64:65], v[44:45], v[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[62:63], v[58:59], v[62:63]
	v_mul_f64 v[60:61], v[64:65], v[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[60:61], v[66:67], -v[60:61]
	v_mul_f64 v[66:67], v[58:59], 0.5
	v_mul_f64 v[58:59], v[58:59], v[60:61]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[68:69], -v[66:67], 1.0
	v_mul_f64 v[60:61], v[44:45], v[56:57]
	v_add_f64 v[56:57], v[58:59], -v[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[70:71], -v[68:69], 1.0
	v_add_f64 v[60:61], v[62:63], -v[60:61]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], v[70:71], -v[66:67]
	v_add_f64 v[58:59], v[66:67], v[60:61]
	v_mul_f64 v[60:61], v[64:65], s[102:103]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[58:59], v[68:69], v[58:59]
	v_add_f64 v[56:57], v[56:57], v[60:61]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v38, 0x80000000, v59
	v_add_f64 v[44:45], v[44:45], -v[56:57]
	v_dual_mov_b32 v57, s104 :: v_dual_and_b32 v56, 2, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[56:57]
	v_cndmask_b32_e32 v38, v38, v59, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v41, 0x80000000, v45
	v_cndmask_b32_e32 v41, v45, v41, vcc_lo
	v_and_b32_e32 v45, 1, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[45:46]
	v_cndmask_b32_e32 v46, v44, v58, vcc_lo
	v_div_fixup_f64 v[44:45], v[51:52], v[49:50], v[47:48]
	v_cndmask_b32_e32 v38, v41, v38, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[42:43]
	v_mul_f64 v[49:50], v[44:45], v[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[51:52], v[49:50], v[49:50]
	v_mul_f64 v[55:56], v[51:52], s[0:1]
	s_mov_b32 s0, 0x96cb03de
	s_mov_b32 s1, 0x3fc74664
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_add_f64 v[55:56], v[55:56], s[0:1]
	s_mov_b32 s0, 0xd078c69f
	s_mov_b32 s1, 0x3fc39a09
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[57:58], v[51:52], s[0:1]
	s_mov_b32 s0, 0x1d8e78af
	s_mov_b32 s1, 0x3fcc71c5
	v_mul_f64 v[55:56], v[51:52], v[55:56]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f64 v[57:58], v[57:58], s[0:1]
	s_mov_b32 s0, 0x94229359
	s_mov_b32 s1, 0x3fd24924
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_add_f64 v[55:56], v[55:56], s[0:1]
	s_mov_b32 s0, 0x9997fa04
	s_mov_b32 s1, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[57:58], v[51:52], v[57:58]
	v_mul_f64 v[55:56], v[51:52], v[55:56]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f64 v[57:58], v[57:58], s[0:1]
	s_mov_b32 s0, 0x55555593
	s_mov_b32 s1, 0x3fe55555
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_add_f64 v[55:56], v[55:56], s[0:1]
	v_cmp_neq_f64_e64 s0, 0, v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[51:52], v[51:52], v[57:58]
	v_cvt_f64_u32_e32 v[57:58], v0
	v_mul_f64 v[49:50], v[49:50], v[55:56]
	v_cvt_f64_i32_e32 v[55:56], v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[49:50], v[51:52], v[49:50]
	v_mul_f64 v[51:52], v[47:48], 0.5
	v_ldexp_f64 v[55:56], v[55:56], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[51:52], v[47:48], v[51:52]
	v_add_f64 v[55:56], v[55:56], v[57:58]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[49:50], v[51:52], v[49:50]
	v_mul_f64 v[44:45], v[44:45], v[49:50]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[49:50], v[55:56], s[20:21]
	v_add_f64 v[44:45], v[49:50], v[44:45]
	v_mul_f64 v[49:50], v[55:56], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[44:45], v[44:45], -v[51:52]
	v_add_f64 v[44:45], v[47:48], v[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[44:45], v[49:50], v[44:45]
	v_mul_f64 v[44:45], v[44:45], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v0, 0xfff00000, v45, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	v_cndmask_b32_e32 v41, 0, v44, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[53:54]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v42, 0x7ff00000, v0, s0
	v_cndmask_b32_e32 v43, 0, v46, vcc_lo
	v_cndmask_b32_e32 v44, 0x7ff80000, v38, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[41:42]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[41:42], v[41:42], v0
	v_cvt_f32_f64_e32 v0, v[36:37]
	v_rsq_f64_e32 v[45:46], v[41:42]
	v_cmp_class_f64_e64 vcc_lo, v[41:42], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[47:48], v[41:42], v[45:46]
	v_mul_f64 v[45:46], v[45:46], 0.5
	v_fma_f64 v[49:50], -v[45:46], v[47:48], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[47:48], v[47:48], v[49:50], v[47:48]
	v_fma_f64 v[45:46], v[45:46], v[49:50], v[45:46]
	v_fma_f64 v[49:50], -v[47:48], v[47:48], v[41:42]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[47:48], v[49:50], v[45:46], v[47:48]
	v_fma_f64 v[49:50], -v[47:48], v[47:48], v[41:42]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[45:46], v[49:50], v[45:46], v[47:48]
	v_ldexp_f64 v[45:46], v[45:46], v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v42, v46, v42 :: v_dual_cndmask_b32 v41, v45, v41
	v_cmp_o_f32_e32 vcc_lo, v35, v35
	v_mul_f64 v[35:36], v[43:44], v[41:42]
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v17, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[35:36]
	v_mul_f32_e32 v2, v32, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v35, v2, v0
.LBB3_18:
	s_or_b32 exec_lo, exec_lo, s60
	v_mov_b32_e32 v0, v18
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s60, exec_lo, s0
	s_cbranch_execz .LBB3_20
	global_load_b32 v2, v[12:13], off
	v_xor_b32_e32 v0, s59, v29
	s_xor_b32 s0, s16, s26
	s_mov_b32 s6, s40
	s_xor_b32 s0, s0, s18
	s_mov_b32 s92, s46
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s1, s0, 0xd2511f53
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v48, s1, v28
	s_mov_b32 s99, s39
	s_mov_b32 s101, s45
	s_mov_b32 s95, s41
	v_xor3_b32 v0, s0, s15, v40
	s_mov_b32 s97, s47
	s_mov_b32 s103, s93
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v36, v18, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[37:38], v36
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[37:38]
	v_xor_b32_e32 v2, 0x80000000, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v38, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v37, 0, v37, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[37:38]
	v_cndmask_b32_e32 v38, 0xc05e0000, v38, vcc_lo
	v_cndmask_b32_e32 v37, 0, v37, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[37:38], s[10:11]
	v_add_f64 v[40:41], 0x43380000, v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[41:42], 0xc3380000, v[40:41]
	v_lshl_add_u32 v2, v40, 20, 0x3ff00000
	v_mul_f64 v[43:44], v[41:42], s[24:25]
	v_mul_f64 v[41:42], v[41:42], s[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[37:38], v[37:38], -v[43:44]
	v_add_f64 v[37:38], v[37:38], -v[41:42]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[41:42], v[37:38], s[28:29]
	v_add_f64 v[41:42], v[41:42], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[41:42], v[37:38], v[41:42]
	v_add_f64 v[41:42], v[41:42], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[41:42], v[37:38], v[41:42]
	v_add_f64 v[41:42], v[41:42], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[41:42], v[37:38], v[41:42]
	v_add_f64 v[41:42], v[41:42], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[41:42], v[37:38], v[41:42]
	v_add_f64 v[41:42], v[41:42], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[41:42], v[37:38], v[41:42]
	v_add_f64 v[41:42], v[41:42], s[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[41:42], v[37:38], v[41:42]
	v_add_f64 v[41:42], v[41:42], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[41:42], v[37:38], v[41:42]
	v_add_f64 v[41:42], v[41:42], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[41:42], v[37:38], v[41:42]
	v_add_f64 v[41:42], v[41:42], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[41:42], v[37:38], v[41:42]
	v_add_f64 v[41:42], v[41:42], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[41:42], v[37:38], v[41:42]
	v_add_f64 v[41:42], v[41:42], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[41:42], v[37:38], v[41:42]
	v_add_f64 v[41:42], v[41:42], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[37:38], v[37:38], v[41:42]
	v_add_f64 v[37:38], v[37:38], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[37:38], v[37:38], v[1:2]
	v_add_f64 v[37:38], v[37:38], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[40:41], null, v[37:38], v[37:38], 1.0
	v_rcp_f64_e32 v[42:43], v[40:41]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[44:45], -v[40:41], v[42:43], 1.0
	v_fma_f64 v[42:43], v[42:43], v[44:45], v[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[44:45], -v[40:41], v[42:43], 1.0
	v_fma_f64 v[42:43], v[42:43], v[44:45], v[42:43]
	v_div_scale_f64 v[44:45], vcc_lo, 1.0, v[37:38], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[46:47], v[44:45], v[42:43]
	v_fma_f64 v[40:41], -v[40:41], v[46:47], v[44:45]
	v_mad_u64_u32 v[44:45], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[40:41], v[40:41], v[42:43], v[46:47]
	v_mad_u64_u32 v[42:43], null, 0xcd9e8d57, v48, 0
	v_xor_b32_e32 v0, v43, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v45, s48, v42
	v_mad_u64_u32 v[42:43], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[45:46], null, 0xd2511f53, v2, 0
	v_xor3_b32 v0, s49, v43, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v46, s51, v42
	v_mad_u64_u32 v[42:43], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[46:47], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v0, s50, v43, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor3_b32 v2, v47, s52, v42
	v_div_fixup_f64 v[37:38], v[40:41], v[37:38], 1.0
	v_mad_u64_u32 v[42:43], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[47:48], null, 0xd2511f53, v2, 0
	v_xor3_b32 v0, s53, v43, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v48, s55, v42
	v_mad_u64_u32 v[42:43], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v2
	v_xor3_b32 v2, s54, v43, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s56, v42
	v_mad_u64_u32 v[42:43], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v2, s57, v43, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s17, v42
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[42:43], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v2, v43, s58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[43:44], v0
	v_add_f64 v[43:44], v[43:44], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[43:44], v[43:44], 0xffffffe0
	v_ldexp_f64 v[45:46], v[43:44], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[43:44]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v44, v46, s0
	v_cndmask_b32_e64 v47, v43, v45, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v46, s6, 0x95f62, v0
	v_and_b32_e32 v0, 0xfffff, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v48, 0x3fe6a09e, v0
	v_add_f64 v[48:49], v[47:48], -1.0
	v_add_co_ci_u32_e64 v47, null, 0, 0, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshrrev_b64 v[45:46], 20, v[46:47]
	v_mov_b32_e32 v47, s104
	v_add_f64 v[50:51], v[48:49], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[52:53], null, v[50:51], v[50:51], v[48:49]
	v_rcp_f64_e32 v[54:55], v[52:53]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[56:57], -v[52:53], v[54:55], 1.0
	v_fma_f64 v[54:55], v[54:55], v[56:57], v[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[56:57], -v[52:53], v[54:55], 1.0
	v_fma_f64 v[54:55], v[54:55], v[56:57], v[54:55]
	v_div_scale_f64 v[56:57], vcc_lo, v[48:49], v[50:51], v[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[58:59], v[56:57], v[54:55]
	v_fma_f64 v[52:53], -v[52:53], v[58:59], v[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[52:53], v[52:53], v[54:55], v[58:59]
	v_cvt_f64_u32_e32 v[54:55], v42
	v_add_f64 v[54:55], v[54:55], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[54:55], v[54:55], 0xffffffe0
	v_mul_f64 v[54:55], v[54:55], s[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[56:57], v[54:55], s[64:65]
	v_add_f64 v[56:57], 0x43380000, v[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[57:58], 0xc3380000, v[56:57]
	v_mul_f64 v[59:60], v[57:58], s[66:67]
	v_mul_f64 v[61:62], v[57:58], s[70:71]
	v_mul_f64 v[69:70], v[57:58], s[74:75]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[59:60], v[54:55], v[59:60]
	v_add_f64 v[63:64], v[59:60], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[65:66], v[59:60], -v[63:64]
	v_add_f64 v[71:72], v[63:64], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[65:66], v[61:62]
	v_mul_f64 v[65:66], v[57:58], s[72:73]
	v_add_f64 v[61:62], v[65:66], -v[61:62]
	v_mul_f64 v[65:66], v[57:58], s[68:69]
	v_mul_f64 v[57:58], v[57:58], s[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[59:60], -v[65:66]
	v_lshrrev_b32_e32 v0, 20, v68
	v_add_f64 v[67:68], v[63:64], -v[61:62]
	v_bfe_u32 v67, v55, 20, 11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v0, 16, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v2, 20, v68
	v_mov_b32_e32 v68, s104
	v_and_b32_e32 v2, 0x7ff, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[67:68]
	v_add_nc_u32_e32 v0, 49, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e64 s1, v[0:1], v[67:68]
	v_cndmask_b32_e64 v0, v63, v71, s1
	v_cndmask_b32_e64 v2, v64, v72, s1
	v_add_f64 v[63:64], v[63:64], -v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[63:64], v[69:70]
	v_add_f64 v[57:58], v[57:58], -v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v39, v62, v58, s1
	v_cndmask_b32_e64 v42, v61, v57, s1
	v_cndmask_b32_e32 v57, v59, v0, vcc_lo
	v_cndmask_b32_e64 v0, 0xfffffc01, v31, s0
	v_cndmask_b32_e32 v58, v60, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v60, v66, v39 :: v_dual_cndmask_b32 v59, v65, v42
	s_mov_b32 s0, 0xdf3e5244
	v_add_co_u32 v0, vcc_lo, v45, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, -1, v46, vcc_lo
	v_add_f64 v[45:46], v[57:58], -v[59:60]
	s_mov_b32 s1, 0x3fc2f112
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[57:58], v[57:58], -v[45:46]
	v_add_f64 v[57:58], v[57:58], -v[59:60]
	v_mul_f64 v[59:60], v[45:46], v[45:46]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[67:68], v[57:58], 0.5
	v_mul_f64 v[61:62], v[59:60], s[88:89]
	v_mul_f64 v[63:64], v[59:60], v[59:60]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[61:62], v[61:62], s[90:91]
	v_mul_f64 v[65:66], v[59:60], v[63:64]
	v_mul_f64 v[63:64], v[63:64], v[63:64]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[61:62], v[65:66], v[61:62]
	v_mul_f64 v[65:66], v[59:60], s[98:99]
	v_add_f64 v[65:66], v[65:66], s[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[65:66], v[59:60], v[65:66]
	v_add_f64 v[65:66], v[65:66], s[100:101]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[61:62], v[65:66]
	v_mul_f64 v[65:66], v[59:60], s[80:81]
	v_add_f64 v[65:66], v[65:66], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[65:66], v[59:60], v[65:66]
	v_add_f64 v[65:66], v[65:66], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[63:64], v[65:66]
	v_mul_f64 v[65:66], v[59:60], s[94:95]
	v_add_f64 v[65:66], v[65:66], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[65:66], v[59:60], v[65:66]
	v_add_f64 v[65:66], v[65:66], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[65:66], v[59:60], v[65:66]
	v_add_f64 v[63:64], v[65:66], v[63:64]
	v_mul_f64 v[65:66], v[45:46], v[59:60]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[63:64], v[59:60], v[63:64]
	v_mul_f64 v[61:62], v[65:66], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[61:62], v[67:68], -v[61:62]
	v_mul_f64 v[67:68], v[59:60], 0.5
	v_mul_f64 v[59:60], v[59:60], v[61:62]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[69:70], -v[67:68], 1.0
	v_mul_f64 v[61:62], v[45:46], v[57:58]
	v_add_f64 v[57:58], v[59:60], -v[57:58]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[71:72], -v[69:70], 1.0
	v_add_f64 v[61:62], v[63:64], -v[61:62]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[71:72], -v[67:68]
	v_add_f64 v[59:60], v[67:68], v[61:62]
	v_mul_f64 v[61:62], v[65:66], s[102:103]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[59:60], v[69:70], v[59:60]
	v_add_f64 v[57:58], v[57:58], v[61:62]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v39, 0x80000000, v60
	v_add_f64 v[45:46], v[45:46], -v[57:58]
	v_dual_mov_b32 v58, s104 :: v_dual_and_b32 v57, 2, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[57:58]
	v_cndmask_b32_e32 v39, v39, v60, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v42, 0x80000000, v46
	v_cndmask_b32_e32 v42, v46, v42, vcc_lo
	v_and_b32_e32 v46, 1, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[46:47]
	v_cndmask_b32_e32 v47, v45, v59, vcc_lo
	v_div_fixup_f64 v[45:46], v[52:53], v[50:51], v[48:49]
	v_cndmask_b32_e32 v39, v42, v39, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[43:44]
	v_mul_f64 v[50:51], v[45:46], v[45:46]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[52:53], v[50:51], v[50:51]
	v_mul_f64 v[56:57], v[52:53], s[0:1]
	s_mov_b32 s0, 0x96cb03de
	s_mov_b32 s1, 0x3fc74664
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_add_f64 v[56:57], v[56:57], s[0:1]
	s_mov_b32 s0, 0xd078c69f
	s_mov_b32 s1, 0x3fc39a09
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[58:59], v[52:53], s[0:1]
	s_mov_b32 s0, 0x1d8e78af
	s_mov_b32 s1, 0x3fcc71c5
	v_mul_f64 v[56:57], v[52:53], v[56:57]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f64 v[58:59], v[58:59], s[0:1]
	s_mov_b32 s0, 0x94229359
	s_mov_b32 s1, 0x3fd24924
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_add_f64 v[56:57], v[56:57], s[0:1]
	s_mov_b32 s0, 0x9997fa04
	s_mov_b32 s1, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[58:59], v[52:53], v[58:59]
	v_mul_f64 v[56:57], v[52:53], v[56:57]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f64 v[58:59], v[58:59], s[0:1]
	s_mov_b32 s0, 0x55555593
	s_mov_b32 s1, 0x3fe55555
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_add_f64 v[56:57], v[56:57], s[0:1]
	v_cmp_neq_f64_e64 s0, 0, v[43:44]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[52:53], v[52:53], v[58:59]
	v_cvt_f64_u32_e32 v[58:59], v0
	v_mul_f64 v[50:51], v[50:51], v[56:57]
	v_cvt_f64_i32_e32 v[56:57], v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[50:51], v[52:53], v[50:51]
	v_mul_f64 v[52:53], v[48:49], 0.5
	v_ldexp_f64 v[56:57], v[56:57], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[52:53], v[48:49], v[52:53]
	v_add_f64 v[56:57], v[56:57], v[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[50:51], v[52:53], v[50:51]
	v_mul_f64 v[45:46], v[45:46], v[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[50:51], v[56:57], s[20:21]
	v_add_f64 v[45:46], v[50:51], v[45:46]
	v_mul_f64 v[50:51], v[56:57], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[45:46], v[45:46], -v[52:53]
	v_add_f64 v[45:46], v[48:49], v[45:46]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[45:46], v[50:51], v[45:46]
	v_mul_f64 v[45:46], v[45:46], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v0, 0xfff00000, v46, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	v_cndmask_b32_e32 v42, 0, v45, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v43, 0x7ff00000, v0, s0
	v_cndmask_b32_e32 v44, 0, v47, vcc_lo
	v_cndmask_b32_e32 v45, 0x7ff80000, v39, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[42:43]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[42:43], v[42:43], v0
	v_cvt_f32_f64_e32 v0, v[37:38]
	v_rsq_f64_e32 v[46:47], v[42:43]
	v_cmp_class_f64_e64 vcc_lo, v[42:43], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[48:49], v[42:43], v[46:47]
	v_mul_f64 v[46:47], v[46:47], 0.5
	v_fma_f64 v[50:51], -v[46:47], v[48:49], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[48:49], v[48:49], v[50:51], v[48:49]
	v_fma_f64 v[46:47], v[46:47], v[50:51], v[46:47]
	v_fma_f64 v[52:53], -v[48:49], v[48:49], v[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[48:49], v[52:53], v[46:47], v[48:49]
	v_fma_f64 v[50:51], -v[48:49], v[48:49], v[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[46:47], v[50:51], v[46:47], v[48:49]
	v_ldexp_f64 v[46:47], v[46:47], v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v43, v47, v43 :: v_dual_cndmask_b32 v42, v46, v42
	v_cmp_o_f32_e32 vcc_lo, v36, v36
	v_mul_f64 v[36:37], v[44:45], v[42:43]
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v18, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[36:37]
	v_mul_f32_e32 v2, v32, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v2, v0
.LBB3_20:
	s_or_b32 exec_lo, exec_lo, s60
	s_mov_b32 s0, 0
.LBB3_21:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB3_12
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB3_28
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB3_29
.LBB3_24:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB3_30
.LBB3_25:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB3_11
	s_branch .LBB3_31
.LBB3_26:
	global_load_b32 v0, v[6:7], off
	v_xor_b32_e32 v2, s59, v20
	s_xor_b32 s0, s16, s26
	s_mov_b32 s6, s40
	s_xor_b32 s0, s0, s18
	s_mov_b32 s92, s46
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v2, 0
	s_mul_hi_u32 s1, s0, 0xd2511f53
	s_mul_i32 s0, s0, 0xd2511f53
	s_mov_b32 s99, s39
	s_mov_b32 s101, s45
	s_mov_b32 s95, s41
	s_mov_b32 s97, s47
	v_xor3_b32 v45, s0, s15, v37
	s_mov_b32 s103, s93
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v33, v15, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[34:35], v33
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[34:35]
	v_xor_b32_e32 v0, 0x80000000, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v35, 0x405e0000, v0, vcc_lo
	v_cndmask_b32_e32 v34, 0, v34, vcc_lo
	v_xor_b32_e32 v0, s1, v19
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[34:35]
	v_cndmask_b32_e32 v35, 0xc05e0000, v35, vcc_lo
	v_cndmask_b32_e32 v34, 0, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[37:38], v[34:35], s[10:11]
	v_add_f64 v[37:38], 0x43380000, v[37:38]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[38:39], 0xc3380000, v[37:38]
	v_lshl_add_u32 v2, v37, 20, 0x3ff00000
	v_mul_f64 v[40:41], v[38:39], s[24:25]
	v_mul_f64 v[38:39], v[38:39], s[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[34:35], v[34:35], -v[40:41]
	v_add_f64 v[34:35], v[34:35], -v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[38:39], v[34:35], s[28:29]
	v_add_f64 v[38:39], v[38:39], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[38:39], v[34:35], v[38:39]
	v_add_f64 v[38:39], v[38:39], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[38:39], v[34:35], v[38:39]
	v_add_f64 v[38:39], v[38:39], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[38:39], v[34:35], v[38:39]
	v_add_f64 v[38:39], v[38:39], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[38:39], v[34:35], v[38:39]
	v_add_f64 v[38:39], v[38:39], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[38:39], v[34:35], v[38:39]
	v_add_f64 v[38:39], v[38:39], s[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[38:39], v[34:35], v[38:39]
	v_add_f64 v[38:39], v[38:39], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[38:39], v[34:35], v[38:39]
	v_add_f64 v[38:39], v[38:39], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[38:39], v[34:35], v[38:39]
	v_add_f64 v[38:39], v[38:39], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[38:39], v[34:35], v[38:39]
	v_add_f64 v[38:39], v[38:39], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[38:39], v[34:35], v[38:39]
	v_add_f64 v[38:39], v[38:39], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[38:39], v[34:35], v[38:39]
	v_add_f64 v[38:39], v[38:39], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[34:35], v[38:39]
	v_add_f64 v[34:35], v[34:35], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[34:35], v[1:2]
	v_add_f64 v[34:35], v[34:35], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[37:38], null, v[34:35], v[34:35], 1.0
	v_rcp_f64_e32 v[39:40], v[37:38]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[41:42], -v[37:38], v[39:40], 1.0
	v_fma_f64 v[39:40], v[39:40], v[41:42], v[39:40]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[41:42], -v[37:38], v[39:40], 1.0
	v_fma_f64 v[39:40], v[39:40], v[41:42], v[39:40]
	v_div_scale_f64 v[41:42], vcc_lo, 1.0, v[34:35], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[43:44], v[41:42], v[39:40]
	v_fma_f64 v[37:38], -v[37:38], v[43:44], v[41:42]
	v_mad_u64_u32 v[41:42], null, 0xcd9e8d57, v45, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[37:38], v[37:38], v[39:40], v[43:44]
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, v40, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v42, s48, v39
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[42:43], null, 0xd2511f53, v2, 0
	v_xor3_b32 v0, s49, v40, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v43, s51, v39
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[43:44], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v0, s50, v40, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor3_b32 v2, v44, s52, v39
	v_div_fixup_f64 v[34:35], v[37:38], v[34:35], 1.0
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[44:45], null, 0xd2511f53, v2, 0
	v_xor3_b32 v0, s53, v40, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v45, s55, v39
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v2
	v_xor3_b32 v2, s54, v40, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s56, v39
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v2, s57, v40, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s17, v39
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v2, v40, s58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[40:41], v0
	v_add_f64 v[40:41], v[40:41], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[40:41], v[40:41], 0xffffffe0
	v_ldexp_f64 v[42:43], v[40:41], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v41, v43, s0
	v_cndmask_b32_e64 v44, v40, v42, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v43, s6, 0x95f62, v0
	v_and_b32_e32 v0, 0xfffff, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v45, 0x3fe6a09e, v0
	v_add_f64 v[45:46], v[44:45], -1.0
	v_add_co_ci_u32_e64 v44, null, 0, 0, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshrrev_b64 v[42:43], 20, v[43:44]
	v_mov_b32_e32 v44, s104
	v_add_f64 v[47:48], v[45:46], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[49:50], null, v[47:48], v[47:48], v[45:46]
	v_rcp_f64_e32 v[51:52], v[49:50]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[53:54], -v[49:50], v[51:52], 1.0
	v_fma_f64 v[51:52], v[51:52], v[53:54], v[51:52]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[53:54], -v[49:50], v[51:52], 1.0
	v_fma_f64 v[51:52], v[51:52], v[53:54], v[51:52]
	v_div_scale_f64 v[53:54], vcc_lo, v[45:46], v[47:48], v[45:46]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[55:56], v[53:54], v[51:52]
	v_fma_f64 v[49:50], -v[49:50], v[55:56], v[53:54]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[49:50], v[49:50], v[51:52], v[55:56]
	v_cvt_f64_u32_e32 v[51:52], v39
	v_add_f64 v[51:52], v[51:52], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[51:52], v[51:52], 0xffffffe0
	v_mul_f64 v[51:52], v[51:52], s[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[53:54], v[51:52], s[64:65]
	v_add_f64 v[53:54], 0x43380000, v[53:54]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[54:55], 0xc3380000, v[53:54]
	v_mul_f64 v[56:57], v[54:55], s[66:67]
	v_mul_f64 v[58:59], v[54:55], s[70:71]
	v_mul_f64 v[66:67], v[54:55], s[74:75]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[56:57], v[51:52], v[56:57]
	v_add_f64 v[60:61], v[56:57], v[58:59]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[62:63], v[56:57], -v[60:61]
	v_add_f64 v[68:69], v[60:61], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[58:59], v[62:63], v[58:59]
	v_mul_f64 v[62:63], v[54:55], s[72:73]
	v_add_f64 v[58:59], v[62:63], -v[58:59]
	v_mul_f64 v[62:63], v[54:55], s[68:69]
	v_mul_f64 v[54:55], v[54:55], s[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[56:57], -v[62:63]
	v_lshrrev_b32_e32 v0, 20, v65
	v_add_f64 v[64:65], v[60:61], -v[58:59]
	v_bfe_u32 v64, v52, 20, 11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v0, 16, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v2, 20, v65
	v_mov_b32_e32 v65, s104
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[64:65]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7ff, v2
	v_add_nc_u32_e32 v0, 49, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e64 s1, v[0:1], v[64:65]
	v_cndmask_b32_e64 v0, v60, v68, s1
	v_cndmask_b32_e64 v2, v61, v69, s1
	v_add_f64 v[60:61], v[60:61], -v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[60:61], v[60:61], v[66:67]
	v_add_f64 v[54:55], v[54:55], -v[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v36, v59, v55, s1
	v_cndmask_b32_e64 v39, v58, v54, s1
	v_cndmask_b32_e32 v54, v56, v0, vcc_lo
	v_cndmask_b32_e64 v0, 0xfffffc01, v31, s0
	v_cndmask_b32_e32 v55, v57, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v57, v63, v36 :: v_dual_cndmask_b32 v56, v62, v39
	s_mov_b32 s0, 0xdf3e5244
	v_add_co_u32 v0, vcc_lo, v42, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, -1, v43, vcc_lo
	v_add_f64 v[42:43], v[54:55], -v[56:57]
	s_mov_b32 s1, 0x3fc2f112
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[54:55], v[54:55], -v[42:43]
	v_add_f64 v[54:55], v[54:55], -v[56:57]
	v_mul_f64 v[56:57], v[42:43], v[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[64:65], v[54:55], 0.5
	v_mul_f64 v[58:59], v[56:57], s[88:89]
	v_mul_f64 v[60:61], v[56:57], v[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[58:59], v[58:59], s[90:91]
	v_mul_f64 v[62:63], v[56:57], v[60:61]
	v_mul_f64 v[60:61], v[60:61], v[60:61]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[58:59], v[62:63], v[58:59]
	v_mul_f64 v[62:63], v[56:57], s[98:99]
	v_add_f64 v[62:63], v[62:63], s[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[62:63], v[56:57], v[62:63]
	v_add_f64 v[62:63], v[62:63], s[100:101]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[58:59], v[58:59], v[62:63]
	v_mul_f64 v[62:63], v[56:57], s[80:81]
	v_add_f64 v[62:63], v[62:63], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[62:63], v[56:57], v[62:63]
	v_add_f64 v[62:63], v[62:63], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[60:61], v[60:61], v[62:63]
	v_mul_f64 v[62:63], v[56:57], s[94:95]
	v_add_f64 v[62:63], v[62:63], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[62:63], v[56:57], v[62:63]
	v_add_f64 v[62:63], v[62:63], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[62:63], v[56:57], v[62:63]
	v_add_f64 v[60:61], v[62:63], v[60:61]
	v_mul_f64 v[62:63], v[42:43], v[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[60:61], v[56:57], v[60:61]
	v_mul_f64 v[58:59], v[62:63], v[58:59]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[58:59], v[64:65], -v[58:59]
	v_mul_f64 v[64:65], v[56:57], 0.5
	v_mul_f64 v[56:57], v[56:57], v[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[66:67], -v[64:65], 1.0
	v_mul_f64 v[58:59], v[42:43], v[54:55]
	v_add_f64 v[54:55], v[56:57], -v[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[68:69], -v[66:67], 1.0
	v_add_f64 v[58:59], v[60:61], -v[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[68:69], -v[64:65]
	v_add_f64 v[56:57], v[64:65], v[58:59]
	v_mul_f64 v[58:59], v[62:63], s[102:103]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[56:57], v[66:67], v[56:57]
	v_add_f64 v[54:55], v[54:55], v[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v36, 0x80000000, v57
	v_add_f64 v[42:43], v[42:43], -v[54:55]
	v_mov_b32_e32 v55, s104
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v39, 0x80000000, v43
	v_and_b32_e32 v54, 2, v53
	v_cmp_eq_u64_e32 vcc_lo, 0, v[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v39, v43, v39, vcc_lo
	v_and_b32_e32 v43, 1, v53
	v_cndmask_b32_e32 v36, v36, v57, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[43:44]
	v_cndmask_b32_e32 v44, v42, v56, vcc_lo
	v_div_fixup_f64 v[42:43], v[49:50], v[47:48], v[45:46]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v36, v39, v36, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[40:41]
	v_mul_f64 v[47:48], v[42:43], v[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[49:50], v[47:48], v[47:48]
	v_mul_f64 v[53:54], v[49:50], s[0:1]
	s_mov_b32 s0, 0x96cb03de
	s_mov_b32 s1, 0x3fc74664
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_add_f64 v[53:54], v[53:54], s[0:1]
	s_mov_b32 s0, 0xd078c69f
	s_mov_b32 s1, 0x3fc39a09
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[55:56], v[49:50], s[0:1]
	s_mov_b32 s0, 0x1d8e78af
	s_mov_b32 s1, 0x3fcc71c5
	v_mul_f64 v[53:54], v[49:50], v[53:54]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f64 v[55:56], v[55:56], s[0:1]
	s_mov_b32 s0, 0x94229359
	s_mov_b32 s1, 0x3fd24924
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_add_f64 v[53:54], v[53:54], s[0:1]
	s_mov_b32 s0, 0x9997fa04
	s_mov_b32 s1, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[55:56], v[49:50], v[55:56]
	v_mul_f64 v[53:54], v[49:50], v[53:54]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f64 v[55:56], v[55:56], s[0:1]
	s_mov_b32 s0, 0x55555593
	s_mov_b32 s1, 0x3fe55555
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_add_f64 v[53:54], v[53:54], s[0:1]
	v_cmp_neq_f64_e64 s0, 0, v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[49:50], v[49:50], v[55:56]
	v_cvt_f64_u32_e32 v[55:56], v0
	v_mul_f64 v[47:48], v[47:48], v[53:54]
	v_cvt_f64_i32_e32 v[53:54], v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[47:48], v[49:50], v[47:48]
	v_mul_f64 v[49:50], v[45:46], 0.5
	v_ldexp_f64 v[53:54], v[53:54], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[49:50], v[45:46], v[49:50]
	v_add_f64 v[53:54], v[53:54], v[55:56]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[47:48], v[49:50], v[47:48]
	v_mul_f64 v[42:43], v[42:43], v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[47:48], v[53:54], s[20:21]
	v_add_f64 v[42:43], v[47:48], v[42:43]
	v_mul_f64 v[47:48], v[53:54], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[42:43], v[42:43], -v[49:50]
	v_add_f64 v[42:43], v[45:46], v[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[42:43], v[47:48], v[42:43]
	v_mul_f64 v[42:43], v[42:43], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v0, 0xfff00000, v43, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	v_cndmask_b32_e32 v39, 0, v42, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[51:52]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v40, 0x7ff00000, v0, s0
	v_cndmask_b32_e32 v41, 0, v44, vcc_lo
	v_cndmask_b32_e32 v42, 0x7ff80000, v36, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[39:40]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[39:40], v[39:40], v0
	v_cvt_f32_f64_e32 v0, v[34:35]
	v_rsq_f64_e32 v[43:44], v[39:40]
	v_cmp_class_f64_e64 vcc_lo, v[39:40], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[45:46], v[39:40], v[43:44]
	v_mul_f64 v[43:44], v[43:44], 0.5
	v_fma_f64 v[47:48], -v[43:44], v[45:46], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[45:46], v[45:46], v[47:48], v[45:46]
	v_fma_f64 v[43:44], v[43:44], v[47:48], v[43:44]
	v_fma_f64 v[47:48], -v[45:46], v[45:46], v[39:40]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[45:46], v[47:48], v[43:44], v[45:46]
	v_fma_f64 v[47:48], -v[45:46], v[45:46], v[39:40]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[43:44], v[47:48], v[43:44], v[45:46]
	v_ldexp_f64 v[43:44], v[43:44], v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v40, v44, v40 :: v_dual_cndmask_b32 v39, v43, v39
	v_cmp_o_f32_e32 vcc_lo, v33, v33
	v_mul_f64 v[33:34], v[41:42], v[39:40]
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v15, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[33:34]
	v_mul_f32_e32 v2, v32, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v33, v2, v0
	s_or_b32 exec_lo, exec_lo, s60
	v_mov_b32_e32 v34, v16
	s_and_saveexec_b32 s60, s3
	s_cbranch_execz .LBB3_16
.LBB3_27:
	global_load_b32 v0, v[8:9], off
	v_xor_b32_e32 v2, s59, v23
	s_xor_b32 s0, s16, s26
	s_mov_b32 s6, s40
	s_xor_b32 s0, s0, s18
	s_mov_b32 s92, s46
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v2, 0
	s_mul_hi_u32 s1, s0, 0xd2511f53
	s_mul_i32 s0, s0, 0xd2511f53
	s_mov_b32 s99, s39
	s_mov_b32 s101, s45
	s_mov_b32 s95, s41
	s_mov_b32 s97, s47
	v_xor3_b32 v46, s0, s15, v38
	s_mov_b32 s103, s93
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v34, v16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[35:36], v34
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[35:36]
	v_xor_b32_e32 v0, 0x80000000, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v36, 0x405e0000, v0, vcc_lo
	v_cndmask_b32_e32 v35, 0, v35, vcc_lo
	v_xor_b32_e32 v0, s1, v22
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[35:36]
	v_cndmask_b32_e32 v36, 0xc05e0000, v36, vcc_lo
	v_cndmask_b32_e32 v35, 0, v35, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[38:39], v[35:36], s[10:11]
	v_add_f64 v[38:39], 0x43380000, v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[39:40], 0xc3380000, v[38:39]
	v_lshl_add_u32 v2, v38, 20, 0x3ff00000
	v_mul_f64 v[41:42], v[39:40], s[24:25]
	v_mul_f64 v[39:40], v[39:40], s[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[35:36], v[35:36], -v[41:42]
	v_add_f64 v[35:36], v[35:36], -v[39:40]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[39:40], v[35:36], s[28:29]
	v_add_f64 v[39:40], v[39:40], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[39:40], v[35:36], v[39:40]
	v_add_f64 v[39:40], v[39:40], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[39:40], v[35:36], v[39:40]
	v_add_f64 v[39:40], v[39:40], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[39:40], v[35:36], v[39:40]
	v_add_f64 v[39:40], v[39:40], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[39:40], v[35:36], v[39:40]
	v_add_f64 v[39:40], v[39:40], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[39:40], v[35:36], v[39:40]
	v_add_f64 v[39:40], v[39:40], s[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[39:40], v[35:36], v[39:40]
	v_add_f64 v[39:40], v[39:40], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[39:40], v[35:36], v[39:40]
	v_add_f64 v[39:40], v[39:40], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[39:40], v[35:36], v[39:40]
	v_add_f64 v[39:40], v[39:40], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[39:40], v[35:36], v[39:40]
	v_add_f64 v[39:40], v[39:40], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[39:40], v[35:36], v[39:40]
	v_add_f64 v[39:40], v[39:40], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[39:40], v[35:36], v[39:40]
	v_add_f64 v[39:40], v[39:40], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[35:36], v[39:40]
	v_add_f64 v[35:36], v[35:36], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[35:36], v[1:2]
	v_add_f64 v[35:36], v[35:36], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[38:39], null, v[35:36], v[35:36], 1.0
	v_rcp_f64_e32 v[40:41], v[38:39]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[42:43], -v[38:39], v[40:41], 1.0
	v_fma_f64 v[40:41], v[40:41], v[42:43], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[42:43], -v[38:39], v[40:41], 1.0
	v_fma_f64 v[40:41], v[40:41], v[42:43], v[40:41]
	v_div_scale_f64 v[42:43], vcc_lo, 1.0, v[35:36], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[44:45], v[42:43], v[40:41]
	v_fma_f64 v[38:39], -v[38:39], v[44:45], v[42:43]
	v_mad_u64_u32 v[42:43], null, 0xcd9e8d57, v46, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[38:39], v[38:39], v[40:41], v[44:45]
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, v41, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v43, s48, v40
	v_mad_u64_u32 v[40:41], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[43:44], null, 0xd2511f53, v2, 0
	v_xor3_b32 v0, s49, v41, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v44, s51, v40
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[44:45], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v0, s50, v41, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor3_b32 v2, v45, s52, v40
	v_div_fixup_f64 v[35:36], v[38:39], v[35:36], 1.0
	v_mad_u64_u32 v[40:41], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[45:46], null, 0xd2511f53, v2, 0
	v_xor3_b32 v0, s53, v41, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v46, s55, v40
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v2
	v_xor3_b32 v2, s54, v41, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s56, v40
	v_mad_u64_u32 v[40:41], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v2, s57, v41, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s17, v40
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v2, v41, s58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[41:42], v0
	v_add_f64 v[41:42], v[41:42], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[41:42], v[41:42], 0xffffffe0
	v_ldexp_f64 v[43:44], v[41:42], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[41:42]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v42, v44, s0
	v_cndmask_b32_e64 v45, v41, v43, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v44, s6, 0x95f62, v0
	v_and_b32_e32 v0, 0xfffff, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v46, 0x3fe6a09e, v0
	v_add_f64 v[46:47], v[45:46], -1.0
	v_add_co_ci_u32_e64 v45, null, 0, 0, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshrrev_b64 v[43:44], 20, v[44:45]
	v_mov_b32_e32 v45, s104
	v_add_f64 v[48:49], v[46:47], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[50:51], null, v[48:49], v[48:49], v[46:47]
	v_rcp_f64_e32 v[52:53], v[50:51]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[54:55], -v[50:51], v[52:53], 1.0
	v_fma_f64 v[52:53], v[52:53], v[54:55], v[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[54:55], -v[50:51], v[52:53], 1.0
	v_fma_f64 v[52:53], v[52:53], v[54:55], v[52:53]
	v_div_scale_f64 v[54:55], vcc_lo, v[46:47], v[48:49], v[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[56:57], v[54:55], v[52:53]
	v_fma_f64 v[50:51], -v[50:51], v[56:57], v[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[50:51], v[50:51], v[52:53], v[56:57]
	v_cvt_f64_u32_e32 v[52:53], v40
	v_add_f64 v[52:53], v[52:53], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[52:53], v[52:53], 0xffffffe0
	v_mul_f64 v[52:53], v[52:53], s[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[54:55], v[52:53], s[64:65]
	v_add_f64 v[54:55], 0x43380000, v[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[55:56], 0xc3380000, v[54:55]
	v_mul_f64 v[57:58], v[55:56], s[66:67]
	v_mul_f64 v[59:60], v[55:56], s[70:71]
	v_mul_f64 v[67:68], v[55:56], s[74:75]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[57:58], v[52:53], v[57:58]
	v_add_f64 v[61:62], v[57:58], v[59:60]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[63:64], v[57:58], -v[61:62]
	v_add_f64 v[69:70], v[61:62], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[59:60], v[63:64], v[59:60]
	v_mul_f64 v[63:64], v[55:56], s[72:73]
	v_add_f64 v[59:60], v[63:64], -v[59:60]
	v_mul_f64 v[63:64], v[55:56], s[68:69]
	v_mul_f64 v[55:56], v[55:56], s[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[65:66], v[57:58], -v[63:64]
	v_lshrrev_b32_e32 v0, 20, v66
	v_add_f64 v[65:66], v[61:62], -v[59:60]
	v_bfe_u32 v65, v53, 20, 11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v0, 16, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v2, 20, v66
	v_mov_b32_e32 v66, s104
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[65:66]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7ff, v2
	v_add_nc_u32_e32 v0, 49, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e64 s1, v[0:1], v[65:66]
	v_cndmask_b32_e64 v0, v61, v69, s1
	v_cndmask_b32_e64 v2, v62, v70, s1
	v_add_f64 v[61:62], v[61:62], -v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[61:62], v[67:68]
	v_add_f64 v[55:56], v[55:56], -v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v37, v60, v56, s1
	v_cndmask_b32_e64 v40, v59, v55, s1
	v_cndmask_b32_e32 v55, v57, v0, vcc_lo
	v_cndmask_b32_e64 v0, 0xfffffc01, v31, s0
	v_cndmask_b32_e32 v56, v58, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v58, v64, v37 :: v_dual_cndmask_b32 v57, v63, v40
	s_mov_b32 s0, 0xdf3e5244
	v_add_co_u32 v0, vcc_lo, v43, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, -1, v44, vcc_lo
	v_add_f64 v[43:44], v[55:56], -v[57:58]
	s_mov_b32 s1, 0x3fc2f112
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[55:56], v[55:56], -v[43:44]
	v_add_f64 v[55:56], v[55:56], -v[57:58]
	v_mul_f64 v[57:58], v[43:44], v[43:44]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[65:66], v[55:56], 0.5
	v_mul_f64 v[59:60], v[57:58], s[88:89]
	v_mul_f64 v[61:62], v[57:58], v[57:58]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[59:60], v[59:60], s[90:91]
	v_mul_f64 v[63:64], v[57:58], v[61:62]
	v_mul_f64 v[61:62], v[61:62], v[61:62]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[59:60], v[63:64], v[59:60]
	v_mul_f64 v[63:64], v[57:58], s[98:99]
	v_add_f64 v[63:64], v[63:64], s[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[57:58], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[100:101]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[59:60], v[59:60], v[63:64]
	v_mul_f64 v[63:64], v[57:58], s[80:81]
	v_add_f64 v[63:64], v[63:64], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[57:58], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[61:62], v[61:62], v[63:64]
	v_mul_f64 v[63:64], v[57:58], s[94:95]
	v_add_f64 v[63:64], v[63:64], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[57:58], v[63:64]
	v_add_f64 v[63:64], v[63:64], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[57:58], v[63:64]
	v_add_f64 v[61:62], v[63:64], v[61:62]
	v_mul_f64 v[63:64], v[43:44], v[57:58]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[61:62], v[57:58], v[61:62]
	v_mul_f64 v[59:60], v[63:64], v[59:60]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[59:60], v[65:66], -v[59:60]
	v_mul_f64 v[65:66], v[57:58], 0.5
	v_mul_f64 v[57:58], v[57:58], v[59:60]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[67:68], -v[65:66], 1.0
	v_mul_f64 v[59:60], v[43:44], v[55:56]
	v_add_f64 v[55:56], v[57:58], -v[55:56]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[69:70], -v[67:68], 1.0
	v_add_f64 v[59:60], v[61:62], -v[59:60]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[65:66], v[69:70], -v[65:66]
	v_add_f64 v[57:58], v[65:66], v[59:60]
	v_mul_f64 v[59:60], v[63:64], s[102:103]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[57:58], v[67:68], v[57:58]
	v_add_f64 v[55:56], v[55:56], v[59:60]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v37, 0x80000000, v58
	v_add_f64 v[43:44], v[43:44], -v[55:56]
	v_dual_mov_b32 v56, s104 :: v_dual_and_b32 v55, 2, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[55:56]
	v_cndmask_b32_e32 v37, v37, v58, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v40, 0x80000000, v44
	v_cndmask_b32_e32 v40, v44, v40, vcc_lo
	v_and_b32_e32 v44, 1, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[44:45]
	v_cndmask_b32_e32 v45, v43, v57, vcc_lo
	v_div_fixup_f64 v[43:44], v[50:51], v[48:49], v[46:47]
	v_cndmask_b32_e32 v37, v40, v37, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[41:42]
	v_mul_f64 v[48:49], v[43:44], v[43:44]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[50:51], v[48:49], v[48:49]
	v_mul_f64 v[54:55], v[50:51], s[0:1]
	s_mov_b32 s0, 0x96cb03de
	s_mov_b32 s1, 0x3fc74664
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_add_f64 v[54:55], v[54:55], s[0:1]
	s_mov_b32 s0, 0xd078c69f
	s_mov_b32 s1, 0x3fc39a09
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[56:57], v[50:51], s[0:1]
	s_mov_b32 s0, 0x1d8e78af
	s_mov_b32 s1, 0x3fcc71c5
	v_mul_f64 v[54:55], v[50:51], v[54:55]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f64 v[56:57], v[56:57], s[0:1]
	s_mov_b32 s0, 0x94229359
	s_mov_b32 s1, 0x3fd24924
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_add_f64 v[54:55], v[54:55], s[0:1]
	s_mov_b32 s0, 0x9997fa04
	s_mov_b32 s1, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[56:57], v[50:51], v[56:57]
	v_mul_f64 v[54:55], v[50:51], v[54:55]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f64 v[56:57], v[56:57], s[0:1]
	s_mov_b32 s0, 0x55555593
	s_mov_b32 s1, 0x3fe55555
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_add_f64 v[54:55], v[54:55], s[0:1]
	v_cmp_neq_f64_e64 s0, 0, v[41:42]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[50:51], v[50:51], v[56:57]
	v_cvt_f64_u32_e32 v[56:57], v0
	v_mul_f64 v[48:49], v[48:49], v[54:55]
	v_cvt_f64_i32_e32 v[54:55], v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[48:49], v[50:51], v[48:49]
	v_mul_f64 v[50:51], v[46:47], 0.5
	v_ldexp_f64 v[54:55], v[54:55], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[50:51], v[46:47], v[50:51]
	v_add_f64 v[54:55], v[54:55], v[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[48:49], v[50:51], v[48:49]
	v_mul_f64 v[43:44], v[43:44], v[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[48:49], v[54:55], s[20:21]
	v_add_f64 v[43:44], v[48:49], v[43:44]
	v_mul_f64 v[48:49], v[54:55], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[43:44], v[43:44], -v[50:51]
	v_add_f64 v[43:44], v[46:47], v[43:44]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[43:44], v[48:49], v[43:44]
	v_mul_f64 v[43:44], v[43:44], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v0, 0xfff00000, v44, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	v_cndmask_b32_e32 v40, 0, v43, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v41, 0x7ff00000, v0, s0
	v_cndmask_b32_e32 v42, 0, v45, vcc_lo
	v_cndmask_b32_e32 v43, 0x7ff80000, v37, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[40:41]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[40:41], v[40:41], v0
	v_cvt_f32_f64_e32 v0, v[35:36]
	v_rsq_f64_e32 v[44:45], v[40:41]
	v_cmp_class_f64_e64 vcc_lo, v[40:41], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[46:47], v[40:41], v[44:45]
	v_mul_f64 v[44:45], v[44:45], 0.5
	v_fma_f64 v[48:49], -v[44:45], v[46:47], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[46:47], v[46:47], v[48:49], v[46:47]
	v_fma_f64 v[44:45], v[44:45], v[48:49], v[44:45]
	v_fma_f64 v[48:49], -v[46:47], v[46:47], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[46:47], v[48:49], v[44:45], v[46:47]
	v_fma_f64 v[48:49], -v[46:47], v[46:47], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[44:45], v[48:49], v[44:45], v[46:47]
	v_ldexp_f64 v[44:45], v[44:45], v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v41, v45, v41 :: v_dual_cndmask_b32 v40, v44, v40
	v_cmp_o_f32_e32 vcc_lo, v34, v34
	v_mul_f64 v[34:35], v[42:43], v[40:41]
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v16, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[34:35]
	v_mul_f32_e32 v2, v32, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v34, v2, v0
	s_or_b32 exec_lo, exec_lo, s60
	v_mov_b32_e32 v35, v17
	s_and_saveexec_b32 s60, s4
	s_cbranch_execnz .LBB3_17
	s_branch .LBB3_18
.LBB3_28:
	global_load_b32 v0, v[6:7], off
	s_mov_b32 s26, s20
	s_mov_b32 s6, s40
	s_mov_b32 s92, s46
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v15, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[32:33], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[32:33]
	v_xor_b32_e32 v2, 0x80000000, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v33, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v32, 0, v32, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[32:33]
	v_cndmask_b32_e32 v33, 0xc05e0000, v33, vcc_lo
	v_cndmask_b32_e32 v32, 0, v32, vcc_lo
	s_mov_b32 vcc_lo, s24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[32:33], s[10:11]
	v_add_f64 v[34:35], 0x43380000, v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], 0xc3380000, v[34:35]
	v_lshl_add_u32 v2, v34, 20, 0x3ff00000
	v_mul_f64 v[37:38], v[35:36], vcc
	v_mul_f64 v[35:36], v[35:36], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[32:33], v[32:33], v[37:38]
	v_add_f64 v[32:33], v[32:33], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], s[28:29]
	v_add_f64 v[35:36], v[35:36], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[32:33], v[32:33], v[35:36]
	v_add_f64 v[32:33], v[32:33], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[32:33], v[32:33], v[1:2]
	v_add_f64 v[32:33], v[32:33], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[34:35], null, v[32:33], v[32:33], 1.0
	v_rcp_f64_e32 v[36:37], v[34:35]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[38:39], -v[34:35], v[36:37], 1.0
	v_fma_f64 v[36:37], v[36:37], v[38:39], v[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[38:39], -v[34:35], v[36:37], 1.0
	v_fma_f64 v[36:37], v[36:37], v[38:39], v[36:37]
	v_div_scale_f64 v[38:39], vcc_lo, 1.0, v[32:33], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[38:39], v[36:37]
	v_fma_f64 v[34:35], -v[34:35], v[40:41], v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[34:35], v[34:35], v[36:37], v[40:41]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[32:33], v[34:35], v[32:33], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[32:33]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v15, v15, v0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB3_24
.LBB3_29:
	global_load_b32 v0, v[8:9], off
	s_mov_b32 s26, s20
	s_mov_b32 s6, s40
	s_mov_b32 s92, s46
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[32:33], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[32:33]
	v_xor_b32_e32 v2, 0x80000000, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v33, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v32, 0, v32, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[32:33]
	v_cndmask_b32_e32 v33, 0xc05e0000, v33, vcc_lo
	v_cndmask_b32_e32 v32, 0, v32, vcc_lo
	s_mov_b32 vcc_lo, s24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[32:33], s[10:11]
	v_add_f64 v[34:35], 0x43380000, v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], 0xc3380000, v[34:35]
	v_lshl_add_u32 v2, v34, 20, 0x3ff00000
	v_mul_f64 v[37:38], v[35:36], vcc
	v_mul_f64 v[35:36], v[35:36], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[32:33], v[32:33], v[37:38]
	v_add_f64 v[32:33], v[32:33], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], s[28:29]
	v_add_f64 v[35:36], v[35:36], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[32:33], v[32:33], v[35:36]
	v_add_f64 v[32:33], v[32:33], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[32:33], v[32:33], v[1:2]
	v_add_f64 v[32:33], v[32:33], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[34:35], null, v[32:33], v[32:33], 1.0
	v_rcp_f64_e32 v[36:37], v[34:35]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[38:39], -v[34:35], v[36:37], 1.0
	v_fma_f64 v[36:37], v[36:37], v[38:39], v[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[38:39], -v[34:35], v[36:37], 1.0
	v_fma_f64 v[36:37], v[36:37], v[38:39], v[36:37]
	v_div_scale_f64 v[38:39], vcc_lo, 1.0, v[32:33], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[38:39], v[36:37]
	v_fma_f64 v[34:35], -v[34:35], v[40:41], v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[34:35], v[34:35], v[36:37], v[40:41]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[32:33], v[34:35], v[32:33], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[32:33]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v16, v16, v0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB3_25
.LBB3_30:
	global_load_b32 v0, v[10:11], off
	s_mov_b32 s26, s20
	s_mov_b32 s6, s40
	s_mov_b32 s92, s46
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v17, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[32:33], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[32:33]
	v_xor_b32_e32 v2, 0x80000000, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v33, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v32, 0, v32, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[32:33]
	v_cndmask_b32_e32 v33, 0xc05e0000, v33, vcc_lo
	v_cndmask_b32_e32 v32, 0, v32, vcc_lo
	s_mov_b32 vcc_lo, s24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[32:33], s[10:11]
	v_add_f64 v[34:35], 0x43380000, v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], 0xc3380000, v[34:35]
	v_lshl_add_u32 v2, v34, 20, 0x3ff00000
	v_mul_f64 v[37:38], v[35:36], vcc
	v_mul_f64 v[35:36], v[35:36], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[32:33], v[32:33], v[37:38]
	v_add_f64 v[32:33], v[32:33], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], s[28:29]
	v_add_f64 v[35:36], v[35:36], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[32:33], v[32:33], v[35:36]
	v_add_f64 v[32:33], v[32:33], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[32:33], v[32:33], v[1:2]
	v_add_f64 v[32:33], v[32:33], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[34:35], null, v[32:33], v[32:33], 1.0
	v_rcp_f64_e32 v[36:37], v[34:35]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[38:39], -v[34:35], v[36:37], 1.0
	v_fma_f64 v[36:37], v[36:37], v[38:39], v[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[38:39], -v[34:35], v[36:37], 1.0
	v_fma_f64 v[36:37], v[36:37], v[38:39], v[36:37]
	v_div_scale_f64 v[38:39], vcc_lo, 1.0, v[32:33], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[38:39], v[36:37]
	v_fma_f64 v[34:35], -v[34:35], v[40:41], v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[34:35], v[34:35], v[36:37], v[40:41]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[32:33], v[34:35], v[32:33], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[32:33]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v17, v17, v0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB3_11
.LBB3_31:
	global_load_b32 v0, v[12:13], off
	s_mov_b32 s26, s20
	s_mov_b32 s6, s40
	s_mov_b32 s92, s46
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[32:33], v0
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[32:33]
	v_xor_b32_e32 v2, 0x80000000, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v33, 0x405e0000, v2, vcc_lo
	v_cndmask_b32_e32 v32, 0, v32, vcc_lo
	v_cmp_ngt_f64_e32 vcc_lo, 0xc05e0000, v[32:33]
	v_cndmask_b32_e32 v33, 0xc05e0000, v33, vcc_lo
	v_cndmask_b32_e32 v32, 0, v32, vcc_lo
	s_mov_b32 vcc_lo, s24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[32:33], s[10:11]
	v_add_f64 v[34:35], 0x43380000, v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], 0xc3380000, v[34:35]
	v_lshl_add_u32 v2, v34, 20, 0x3ff00000
	v_mul_f64 v[37:38], v[35:36], vcc
	v_mul_f64 v[35:36], v[35:36], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[32:33], v[32:33], v[37:38]
	v_add_f64 v[32:33], v[32:33], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], s[28:29]
	v_add_f64 v[35:36], v[35:36], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[35:36]
	v_add_f64 v[35:36], v[35:36], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[32:33], v[32:33], v[35:36]
	v_add_f64 v[32:33], v[32:33], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[32:33], v[32:33], v[1:2]
	v_add_f64 v[32:33], v[32:33], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[34:35], null, v[32:33], v[32:33], 1.0
	v_rcp_f64_e32 v[36:37], v[34:35]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[38:39], -v[34:35], v[36:37], 1.0
	v_fma_f64 v[36:37], v[36:37], v[38:39], v[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[38:39], -v[34:35], v[36:37], 1.0
	v_fma_f64 v[36:37], v[36:37], v[38:39], v[36:37]
	v_div_scale_f64 v[38:39], vcc_lo, 1.0, v[32:33], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[38:39], v[36:37]
	v_fma_f64 v[34:35], -v[34:35], v[40:41], v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[34:35], v[34:35], v[36:37], v[40:41]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[32:33], v[34:35], v[32:33], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[32:33]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v18, v18, v0
	s_branch .LBB3_11
.LBB3_32:
	v_readlane_b32 s12, v73, 0
	v_readlane_b32 s13, v73, 1
.LBB3_33:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB3_39
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB3_40
.LBB3_35:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB3_41
.LBB3_36:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB3_38
.LBB3_37:
	v_lshlrev_b32_e32 v0, 2, v5
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v18, s[12:13]
.LBB3_38:
	s_endpgm
.LBB3_39:
	s_waitcnt vmcnt(0)
	global_store_b32 v14, v15, s[12:13]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB3_35
.LBB3_40:
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v16, s[12:13]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB3_36
.LBB3_41:
	v_lshlrev_b32_e32 v0, 2, v4
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v17, s[12:13]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB3_37
	s_branch .LBB3_38
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
		.amdhsa_next_free_vgpr 74
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
	.size	tessera_softplus_w4096, .Lfunc_end3-tessera_softplus_w4096

	.set tessera_softplus_w4096.num_vgpr, 74
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
	s_cbranch_vccnz .LBB4_73
	s_load_b64 s[26:27], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v30, 2, v0
	s_mul_i32 s3, s15, s2
	s_mul_hi_u32 s4, s14, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_add_i32 s5, s4, s3
	s_mul_i32 s4, s14, s2
	v_cmp_gt_u64_e64 s59, s[14:15], v[0:1]
	s_lshl_b64 s[2:3], s[4:5], 2
	s_add_u32 s8, s8, s2
	s_addc_u32 s9, s9, s3
	s_and_saveexec_b32 s6, s59
	s_cbranch_execz .LBB4_3
	global_load_b32 v31, v30, s[8:9]
.LBB4_3:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v3, 0x400, v0
	v_mov_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_u64_e64 s7, s[14:15], v[3:4]
	v_writelane_b32 v91, s7, 0
	s_and_saveexec_b32 s6, s7
	s_cbranch_execz .LBB4_5
	v_lshlrev_b32_e32 v2, 2, v3
	global_load_b32 v32, v2, s[8:9]
.LBB4_5:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v4, 0x800, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_u64_e64 s7, s[14:15], v[4:5]
	v_writelane_b32 v91, s7, 1
	s_and_saveexec_b32 s6, s7
	s_cbranch_execz .LBB4_7
	v_lshlrev_b32_e32 v2, 2, v4
	global_load_b32 v33, v2, s[8:9]
.LBB4_7:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v5, 0xc00, v0
	v_mov_b32_e32 v6, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_u64_e64 s7, s[14:15], v[5:6]
	v_writelane_b32 v91, s7, 2
	s_and_saveexec_b32 s6, s7
	s_cbranch_execz .LBB4_9
	v_lshlrev_b32_e32 v2, 2, v5
	global_load_b32 v34, v2, s[8:9]
.LBB4_9:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v6, 0x1000, v0
	v_mov_b32_e32 v7, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_u64_e64 s7, s[14:15], v[6:7]
	v_writelane_b32 v91, s7, 3
	s_and_saveexec_b32 s6, s7
	s_cbranch_execz .LBB4_11
	v_lshlrev_b32_e32 v2, 2, v6
	global_load_b32 v35, v2, s[8:9]
.LBB4_11:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v7, 0x1400, v0
	v_mov_b32_e32 v8, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_u64_e64 s7, s[14:15], v[7:8]
	v_writelane_b32 v91, s7, 4
	s_and_saveexec_b32 s6, s7
	s_cbranch_execz .LBB4_13
	v_lshlrev_b32_e32 v2, 2, v7
	global_load_b32 v36, v2, s[8:9]
.LBB4_13:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v8, 0x1800, v0
	v_mov_b32_e32 v9, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_u64_e64 s7, s[14:15], v[8:9]
	v_writelane_b32 v91, s7, 5
	s_and_saveexec_b32 s6, s7
	s_cbranch_execz .LBB4_15
	v_lshlrev_b32_e32 v2, 2, v8
	global_load_b32 v37, v2, s[8:9]
.LBB4_15:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v9, 0x1c00, v0
	v_mov_b32_e32 v10, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_u64_e64 s7, s[14:15], v[9:10]
	v_writelane_b32 v91, s7, 6
	s_and_saveexec_b32 s6, s7
	s_cbranch_execz .LBB4_17
	v_lshlrev_b32_e32 v1, 2, v9
	global_load_b32 v38, v1, s[8:9]
.LBB4_17:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[26:27], 0
	s_cbranch_scc1 .LBB4_57
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x28
	s_load_b128 s[20:23], s[0:1], 0x48
	v_add_co_u32 v14, s0, s4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v15, null, s5, 0, s0
	v_writelane_b32 v91, s8, 7
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v14, 0
	v_add_co_u32 v2, vcc_lo, 0x400, v14
	v_add_co_u32 v12, s0, 0x800, v14
	v_add_co_ci_u32_e64 v13, null, 0, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v10, v1, v15
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_writelane_b32 v91, s9, 8
	v_add_co_ci_u32_e64 v16, null, 0, v15, s0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s15, 0
	v_xor_b32_e32 v10, s21, v10
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(VALU_DEP_4)
	v_xor_b32_e32 v2, v2, v13
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v12, 0
	v_writelane_b32 v91, s1, 9
	s_add_u32 s1, s10, s2
	s_addc_u32 s2, s11, s3
	s_cmp_lg_u32 s14, 0
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v10, 0
	s_cselect_b32 s3, -1, 0
	s_add_u32 s4, s21, 0xbb67ae85
	s_add_u32 s5, s20, 0x3c6ef372
	v_xor_b32_e32 v39, s4, v0
	v_xor_b32_e32 v0, v13, v16
	v_xor_b32_e32 v42, s4, v1
	v_writelane_b32 v91, s3, 10
	s_add_u32 s3, s20, 0x9e3779b9
	v_xor_b32_e32 v2, s21, v2
	v_xor_b32_e32 v0, s21, v0
	v_xor_b32_e32 v40, s3, v11
	v_xor_b32_e32 v41, s5, v10
	v_xor_b32_e32 v45, s4, v12
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	v_mov_b32_e32 v63, 0xfffffbcb
	s_mov_b32 s14, 0x652b82fe
	s_mov_b32 s28, 0xfee00000
	s_mov_b32 s34, 0x13a86d09
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
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
	s_mov_b32 s24, 0x11111111
	s_mov_b32 s50, 0x55555555
	s_mov_b32 s62, 0x94229359
	s_mov_b32 s64, 0x55555593
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	s_mov_b32 s66, 0x54442d18
	s_mov_b32 s68, 0x6dc9c883
	s_mov_b32 s70, 0x54400000
	s_mov_b32 s72, 0x1a626331
	s_mov_b32 s74, 0x1a600000
	s_mov_b32 s76, 0x2e037073
	v_xor_b32_e32 v50, s5, v0
	v_add_co_u32 v0, vcc_lo, 0x1000, v14
	v_xor_b32_e32 v49, s3, v1
	v_add_co_ci_u32_e64 v2, null, 0, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mov_b32 s78, 0x2e000000
	s_mov_b32 s80, 0x252049c1
	s_mov_b32 s82, 0x16c15177
	s_mov_b32 s84, 0xbe8838d4
	s_mov_b32 s86, 0xbdb4b1c4
	s_mov_b32 s88, 0x809c52ad
	v_xor_b32_e32 v1, v1, v2
	v_xor_b32_e32 v51, s4, v0
	s_mov_b32 s90, 0x19c161d5
	s_mov_b32 s92, 0x5acfd57c
	s_mov_b32 s94, 0x8a2b9ceb
	v_xor_b32_e32 v0, s21, v1
	s_mov_b32 s19, 0
	s_add_u32 s33, s21, 0x76cf5d0a
	s_add_u32 s104, s20, 0xdaa66d2b
	s_add_u32 s6, s21, 0x32370b8f
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	s_add_u32 s7, s20, 0x78dde6e4
	s_add_u32 s8, s21, 0xed9eba14
	s_add_u32 s9, s20, 0x1715609d
	s_add_u32 s52, s21, 0xa9066899
	s_add_u32 s53, s20, 0xb54cda56
	s_add_u32 s54, s21, 0x646e171e
	v_xor_b32_e32 v53, s5, v0
	v_add_co_u32 v0, vcc_lo, 0x1400, v14
	v_xor_b32_e32 v52, s3, v1
	v_add_co_ci_u32_e64 v2, null, 0, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_add_u32 s55, s20, 0x5384540f
	s_mov_b32 s15, 0x3ff71547
	s_mov_b32 s29, 0x3fe62e42
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
	s_mov_b32 s25, 0x3f811111
	s_mov_b32 s51, 0x3fa55555
	s_mov_b32 s63, 0x3fd24924
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	s_mov_b32 s65, 0x3fe55555
	s_mov_b32 s67, 0x401921fb
	s_mov_b32 s69, 0x3fe45f30
	s_mov_b32 s71, 0xbff921fb
	s_mov_b32 s73, 0x3dd0b461
	s_mov_b32 s75, 0xbdd0b461
	v_xor_b32_e32 v56, s5, v0
	v_add_co_u32 v0, vcc_lo, 0x1800, v14
	v_xor_b32_e32 v55, s3, v1
	v_add_co_ci_u32_e64 v2, null, 0, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mov_b32 s77, 0x3ba3198a
	s_mov_b32 s79, 0xbba3198a
	s_mov_b32 s81, 0x397b839a
	s_mov_b32 s83, 0xbf56c16c
	s_mov_b32 s85, 0xbda8fae9
	s_mov_b32 s87, 0x3e21ee9e
	v_xor_b32_e32 v1, v1, v2
	v_xor_b32_e32 v57, s4, v0
	s_mov_b32 s89, 0xbe927e4f
	s_mov_b32 s91, 0xbf2a01a0
	s_mov_b32 s93, 0x3de5d93a
	v_xor_b32_e32 v0, s21, v1
	s_mov_b32 s95, 0xbe5ae5e6
	s_add_u32 s56, s21, 0x1fd5c5a3
	s_add_i32 s57, s20, 0x8ff34781
	s_mov_b32 s11, 0x3f2a01a0
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	s_mov_b32 s97, 0x3fc55555
	s_mov_b32 s98, 0x19cb1590
	s_mov_b32 s100, 0x5555554c
	s_mov_b32 s102, 0x57b1fe7d
	s_mov_b32 s48, 0x1110f8a6
	s_mov_b32 s2, 0x55555549
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
	s_mov_b32 s4, 0x35793c76
	s_mov_b32 s5, 0x3dea39ef
	s_add_u32 s21, s21, 0xdb3d7428
	s_mov_b32 vcc_hi, 0xbfe62e42
	s_mov_b32 s31, 0xbdea39ef
	s_branch .LBB4_21
.LBB4_19:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v65, v31 :: v_dual_mov_b32 v66, v32
	v_dual_mov_b32 v67, v33 :: v_dual_mov_b32 v68, v34
	v_dual_mov_b32 v69, v35 :: v_dual_mov_b32 v70, v36
	v_dual_mov_b32 v71, v37 :: v_dual_mov_b32 v0, v38
.LBB4_20:
	s_add_u32 s26, s26, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v38, v0 :: v_dual_mov_b32 v37, v71
	v_dual_mov_b32 v36, v70 :: v_dual_mov_b32 v35, v69
	v_dual_mov_b32 v34, v68 :: v_dual_mov_b32 v33, v67
	v_dual_mov_b32 v32, v66 :: v_dual_mov_b32 v31, v65
	s_addc_u32 s27, s27, -1
	s_mul_f32 s16, s17, s16
	s_add_u32 s22, s22, 1
	s_addc_u32 s23, s23, 0
	s_cmp_eq_u64 s[26:27], 0
	s_cbranch_scc1 .LBB4_56
.LBB4_21:
	v_readlane_b32 s0, v91, 10
	s_and_b32 vcc_lo, exec_lo, s0
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB4_39
	s_mul_f32 s1, s18, s16
	s_mul_hi_u32 s30, s23, 0xcd9e8d57
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v65, v31
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
	v_readlane_b32 s0, v91, 9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v2, v0, s1
	s_mul_i32 s1, s23, 0xcd9e8d57
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v64, v0, s13, s0
	s_and_saveexec_b32 s58, s59
	s_cbranch_execz .LBB4_24
	global_load_b32 v0, v[10:11], off
	s_mov_b32 s10, s44
	s_mov_b32 s96, s50
	s_xor_b32 s0, s20, s30
	s_mov_b32 s60, 0xd078c69f
	s_xor_b32 s0, s0, s22
	s_mov_b32 s61, 0x3fc39a09
	s_mul_i32 s3, s0, 0xd2511f53
	s_mul_hi_u32 s0, s0, 0xd2511f53
	s_mov_b32 s99, s45
	s_mov_b32 s101, s51
	s_mov_b32 s103, s43
	s_mov_b32 s49, s25
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v83, s19 :: v_dual_sub_f32 v0, v31, v0
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
	v_add_f64 v[65:66], 0xc3380000, v[28:29]
	v_lshl_add_u32 v2, v28, 20, 0x3ff00000
	v_mul_f64 v[67:68], v[65:66], s[28:29]
	v_mul_f64 v[65:66], v[65:66], s[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], -v[67:68]
	v_add_f64 v[26:27], v[26:27], -v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[65:66], v[26:27], s[34:35]
	v_add_f64 v[65:66], v[65:66], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[65:66], v[26:27], v[65:66]
	v_add_f64 v[65:66], v[65:66], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[65:66], v[26:27], v[65:66]
	v_add_f64 v[65:66], v[65:66], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[65:66], v[26:27], v[65:66]
	v_add_f64 v[65:66], v[65:66], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[65:66], v[26:27], v[65:66]
	v_add_f64 v[65:66], v[65:66], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[65:66], v[26:27], v[65:66]
	v_add_f64 v[65:66], v[65:66], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[65:66], v[26:27], v[65:66]
	v_add_f64 v[65:66], v[65:66], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[65:66], v[26:27], v[65:66]
	v_add_f64 v[65:66], v[65:66], s[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[65:66], v[26:27], v[65:66]
	v_add_f64 v[65:66], v[65:66], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[65:66], v[26:27], v[65:66]
	v_add_f64 v[65:66], v[65:66], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[65:66], v[26:27], v[65:66]
	v_add_f64 v[65:66], v[65:66], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[65:66], v[26:27], v[65:66]
	v_add_f64 v[65:66], v[65:66], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[65:66]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[1:2]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], 1.0
	v_rcp_f64_e32 v[65:66], v[28:29]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[28:29], v[65:66], 1.0
	v_fma_f64 v[65:66], v[65:66], v[67:68], v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[28:29], v[65:66], 1.0
	v_fma_f64 v[65:66], v[65:66], v[67:68], v[65:66]
	v_div_scale_f64 v[67:68], vcc_lo, 1.0, v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[67:68], v[65:66]
	v_fma_f64 v[28:29], -v[28:29], v[69:70], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[28:29], v[28:29], v[65:66], v[69:70]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], 1.0
	v_xor_b32_e32 v28, s0, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_cvt_f32_f64_e32 v2, v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v31, v0
	v_xor_b32_e32 v0, s1, v40
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, v29, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v0, 0
	v_xor3_b32 v27, s3, s33, v27
	s_mov_b32 s3, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v27, 0
	v_xor3_b32 v0, v68, s104, v28
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, s6, v66, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor3_b32 v27, v27, s8, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s7, v29, v67
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v27, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, v68, s9, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, s52, v66, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor3_b32 v27, v27, s54, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s53, v29, v67
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v27
	v_xor3_b32 v26, s56, v66, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s55, v28
	v_mul_lo_u32 v28, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v0, v0, s21, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v28, v27, s57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_u32_e32 v[65:66], v26
	v_cvt_f64_u32_e32 v[27:28], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[65:66], v[65:66], 0.5
	v_add_f64 v[27:28], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[65:66], v[65:66], 0xffffffe0
	v_ldexp_f64 v[27:28], v[27:28], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f64_e32 vcc_lo, 0x100000, v[27:28]
	v_ldexp_f64 v[67:68], v[27:28], 54
	v_cndmask_b32_e32 v26, 0xfffffc01, v63, vcc_lo
	v_dual_cndmask_b32 v0, v28, v68 :: v_dual_cndmask_b32 v67, v27, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v68, s0, 0x95f62, v0
	v_add_co_ci_u32_e64 v69, null, 0, 0, s0
	v_cmp_neq_f64_e64 s0, 0, v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v29, 0xfffff, v68
	v_lshrrev_b64 v[69:70], 20, v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v68, 0x3fe6a09e, v29
	v_add_co_u32 v0, vcc_lo, v69, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[67:68], v[67:68], -1.0
	v_add_co_ci_u32_e64 v26, null, -1, v70, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[67:68], 2.0
	v_mul_f64 v[69:70], v[67:68], 0.5
	v_div_scale_f64 v[73:74], null, v[71:72], v[71:72], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[69:70], v[67:68], v[69:70]
	v_rcp_f64_e32 v[75:76], v[73:74]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[77:78], -v[73:74], v[75:76], 1.0
	v_fma_f64 v[75:76], v[75:76], v[77:78], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[77:78], -v[73:74], v[75:76], 1.0
	v_fma_f64 v[75:76], v[75:76], v[77:78], v[75:76]
	v_div_scale_f64 v[77:78], vcc_lo, v[67:68], v[71:72], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[77:78], v[75:76]
	v_fma_f64 v[73:74], -v[73:74], v[79:80], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[73:74], v[73:74], v[75:76], v[79:80]
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[27:28]
	v_div_fixup_f64 v[71:72], v[73:74], v[71:72], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[71:72], v[71:72]
	v_mul_f64 v[75:76], v[73:74], v[73:74]
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f64 v[77:78], v[75:76], s[60:61]
	s_mov_b32 s60, 0x1d8e78af
	s_mov_b32 s61, 0x3fcc71c5
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_add_f64 v[77:78], v[77:78], s[60:61]
	s_mov_b32 s60, 0x9997fa04
	s_mov_b32 s61, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[75:76], v[77:78]
	v_add_f64 v[77:78], v[77:78], s[60:61]
	s_mov_b32 s60, 0xdf3e5244
	s_mov_b32 s61, 0x3fc2f112
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[79:80], v[75:76], s[60:61]
	s_mov_b32 s60, 0x96cb03de
	s_mov_b32 s61, 0x3fc74664
	v_mul_f64 v[77:78], v[75:76], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[79:80], v[79:80], s[60:61]
	v_mul_f64 v[79:80], v[75:76], v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[79:80], v[79:80], s[62:63]
	v_mul_f64 v[75:76], v[75:76], v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[75:76], s[64:65]
	v_mul_f64 v[73:74], v[73:74], v[75:76]
	v_cvt_f64_i32_e32 v[75:76], v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[73:74], v[77:78], v[73:74]
	v_ldexp_f64 v[75:76], v[75:76], 32
	v_cvt_f64_u32_e32 v[77:78], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[73:74], v[69:70], v[73:74]
	v_add_f64 v[75:76], v[75:76], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[71:72], v[71:72], v[73:74]
	v_mul_f64 v[73:74], v[75:76], s[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[73:74], v[71:72]
	v_add_f64 v[69:70], v[71:72], -v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[67:68], v[69:70]
	v_mul_f64 v[69:70], v[75:76], s[28:29]
	v_add_f64 v[67:68], v[69:70], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[67:68], -2.0
	v_cndmask_b32_e32 v0, 0xfff00000, v68, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v26, 0, v67, vcc_lo
	v_cndmask_b32_e64 v27, 0x7ff00000, v0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[26:27]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[26:27], v[26:27], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[28:29], v[26:27]
	v_cmp_class_f64_e64 vcc_lo, v[26:27], 0x260
	v_mul_f64 v[67:68], v[26:27], v[28:29]
	v_mul_f64 v[28:29], v[28:29], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], -v[28:29], v[67:68], 0.5
	v_fma_f64 v[67:68], v[67:68], v[69:70], v[67:68]
	v_fma_f64 v[28:29], v[28:29], v[69:70], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[71:72], -v[67:68], v[67:68], v[26:27]
	v_fma_f64 v[67:68], v[71:72], v[28:29], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], -v[67:68], v[67:68], v[26:27]
	v_fma_f64 v[28:29], v[69:70], v[28:29], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[28:29], v[28:29], v0
	v_dual_cndmask_b32 v27, v29, v27 :: v_dual_cndmask_b32 v26, v28, v26
	v_mul_f64 v[28:29], v[65:66], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[65:66], v[28:29], s[68:69]
	v_bfe_u32 v82, v29, 20, 11
	v_add_f64 v[65:66], 0x43380000, v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], 0xc3380000, v[65:66]
	v_mul_f64 v[68:69], v[66:67], s[70:71]
	v_mul_f64 v[72:73], v[66:67], s[74:75]
	v_mul_f64 v[76:77], v[66:67], s[76:77]
	v_mul_f64 v[70:71], v[66:67], s[72:73]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[28:29], v[68:69]
	v_add_f64 v[74:75], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], v[68:69], -v[74:75]
	v_add_f64 v[72:73], v[78:79], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[76:77], -v[72:73]
	v_mul_f64 v[76:77], v[66:67], s[78:79]
	v_mul_f64 v[66:67], v[66:67], s[80:81]
	v_add_f64 v[78:79], v[74:75], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[74:75], -v[78:79]
	v_add_f64 v[76:77], v[80:81], v[76:77]
	v_add_f64 v[80:81], v[74:75], -v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[66:67], v[66:67], -v[76:77]
	v_add_f64 v[76:77], v[68:69], -v[70:71]
	v_lshrrev_b32_e32 v76, 20, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v76, 0x7ff, v76
	v_lshrrev_b32_e32 v0, 20, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v0, 16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[82:83]
	v_add_nc_u32_e32 v0, 49, v76
	v_cmp_lt_u64_e64 s0, v[0:1], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v74, v78, s0
	v_cndmask_b32_e64 v74, v75, v79, s0
	v_cndmask_b32_e64 v72, v72, v66, s0
	v_cndmask_b32_e64 v73, v73, v67, s0
	v_dual_cndmask_b32 v66, v68, v0 :: v_dual_cndmask_b32 v67, v69, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v68, v70, v72 :: v_dual_cndmask_b32 v69, v71, v73
	v_add_f64 v[70:71], v[66:67], -v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], v[66:67], -v[70:71]
	v_add_f64 v[66:67], v[66:67], -v[68:69]
	v_mul_f64 v[68:69], v[70:71], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[74:75], v[68:69], s[98:99]
	v_mul_f64 v[76:77], v[68:69], s[84:85]
	v_mul_f64 v[72:73], v[68:69], v[68:69]
	v_add_f64 v[74:75], v[74:75], s[82:83]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[76:77], v[76:77], s[86:87]
	v_mul_f64 v[78:79], v[72:73], v[72:73]
	v_mul_f64 v[72:73], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[74:75], v[68:69], v[74:75]
	v_mul_f64 v[76:77], v[68:69], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[74:75], s[100:101]
	v_add_f64 v[76:77], v[76:77], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[68:69], v[74:75]
	v_mul_f64 v[76:77], v[78:79], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[74:75], v[76:77]
	v_mul_f64 v[76:77], v[68:69], 0.5
	v_mul_f64 v[74:75], v[68:69], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], -v[76:77], 1.0
	v_add_f64 v[80:81], -v[78:79], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[80:81], -v[76:77]
	v_mul_f64 v[80:81], v[70:71], v[66:67]
	v_add_f64 v[74:75], v[74:75], -v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[76:77], v[74:75]
	v_mul_f64 v[76:77], v[68:69], s[102:103]
	v_add_f64 v[74:75], v[78:79], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[76:77], v[76:77], s[90:91]
	v_mul_f64 v[78:79], v[68:69], s[92:93]
	v_xor_b32_e32 v0, 0x80000000, v75
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[76:77], v[68:69], v[76:77]
	v_add_f64 v[78:79], v[78:79], s[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[76:77], v[76:77], s[48:49]
	v_mul_f64 v[72:73], v[72:73], v[78:79]
	v_mul_f64 v[78:79], v[66:67], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[72:73], v[76:77]
	v_mul_f64 v[76:77], v[70:71], v[68:69]
	v_mul_f64 v[72:73], v[76:77], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[78:79], -v[72:73]
	v_mul_f64 v[68:69], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], v[68:69], -v[66:67]
	v_mul_f64 v[68:69], v[76:77], s[2:3]
	v_add_f64 v[66:67], v[66:67], v[68:69]
	v_dual_mov_b32 v69, s19 :: v_dual_and_b32 v68, 1, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[68:69]
	v_add_f64 v[66:67], v[70:71], -v[66:67]
	v_dual_mov_b32 v71, s19 :: v_dual_and_b32 v70, 2, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s0, 0, v[70:71]
	v_cndmask_b32_e64 v0, v0, v75, s0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v72, 0x80000000, v67
	v_cndmask_b32_e32 v66, v66, v74, vcc_lo
	v_cndmask_b32_e64 v65, v67, v72, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v0, v65, v0, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[28:29]
	v_cndmask_b32_e32 v29, 0x7ff80000, v0, vcc_lo
	v_cndmask_b32_e32 v28, 0, v66, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[28:29], v[26:27]
	v_cvt_f32_f64_e32 v0, v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v64, v0
	v_add_f32_e32 v65, v0, v2
.LBB4_24:
	s_or_b32 exec_lo, exec_lo, s58
	v_mov_b32_e32 v66, v32
	s_mov_b32 s58, exec_lo
	v_readlane_b32 s0, v91, 0
	s_and_b32 s0, s58, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB4_26
	global_load_b32 v0, v[12:13], off
	s_mov_b32 s10, s44
	s_mov_b32 s96, s50
	s_xor_b32 s0, s20, s30
	s_mov_b32 s60, 0xd078c69f
	s_xor_b32 s0, s0, s22
	s_mov_b32 s61, 0x3fc39a09
	s_mul_i32 s3, s0, 0xd2511f53
	s_mul_hi_u32 s0, s0, 0xd2511f53
	v_mov_b32_e32 v84, s19
	s_mov_b32 s99, s45
	s_mov_b32 s101, s51
	s_mov_b32 s103, s43
	s_mov_b32 s49, s25
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[28:29], v[26:27], s[14:15]
	v_add_f64 v[28:29], 0x43380000, v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], 0xc3380000, v[28:29]
	v_lshl_add_u32 v2, v28, 20, 0x3ff00000
	v_mul_f64 v[68:69], v[66:67], s[28:29]
	v_mul_f64 v[66:67], v[66:67], s[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], -v[68:69]
	v_add_f64 v[26:27], v[26:27], -v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[66:67], v[26:27], s[34:35]
	v_add_f64 v[66:67], v[66:67], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[66:67], v[26:27], v[66:67]
	v_add_f64 v[66:67], v[66:67], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[66:67], v[26:27], v[66:67]
	v_add_f64 v[66:67], v[66:67], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[66:67], v[26:27], v[66:67]
	v_add_f64 v[66:67], v[66:67], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[66:67], v[26:27], v[66:67]
	v_add_f64 v[66:67], v[66:67], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[66:67], v[26:27], v[66:67]
	v_add_f64 v[66:67], v[66:67], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[66:67], v[26:27], v[66:67]
	v_add_f64 v[66:67], v[66:67], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[66:67], v[26:27], v[66:67]
	v_add_f64 v[66:67], v[66:67], s[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[66:67], v[26:27], v[66:67]
	v_add_f64 v[66:67], v[66:67], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[66:67], v[26:27], v[66:67]
	v_add_f64 v[66:67], v[66:67], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[66:67], v[26:27], v[66:67]
	v_add_f64 v[66:67], v[66:67], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[66:67], v[26:27], v[66:67]
	v_add_f64 v[66:67], v[66:67], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[66:67]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[1:2]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], 1.0
	v_rcp_f64_e32 v[66:67], v[28:29]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], -v[28:29], v[66:67], 1.0
	v_fma_f64 v[66:67], v[66:67], v[68:69], v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], -v[28:29], v[66:67], 1.0
	v_fma_f64 v[66:67], v[66:67], v[68:69], v[66:67]
	v_div_scale_f64 v[68:69], vcc_lo, 1.0, v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[68:69], v[66:67]
	v_fma_f64 v[28:29], -v[28:29], v[70:71], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[28:29], v[28:29], v[66:67], v[70:71]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], 1.0
	v_xor_b32_e32 v28, s0, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_cvt_f32_f64_e32 v2, v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v32, v0
	v_xor_b32_e32 v0, s1, v43
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, v29, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v0, 0
	v_xor3_b32 v27, s3, s33, v27
	s_mov_b32 s3, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v27, 0
	v_xor3_b32 v0, v69, s104, v28
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, s6, v67, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor3_b32 v27, v27, s8, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s7, v29, v68
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v27, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, v69, s9, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, s52, v67, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor3_b32 v27, v27, s54, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s53, v29, v68
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v27
	v_xor3_b32 v26, s56, v67, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s55, v28
	v_mul_lo_u32 v28, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v0, v0, s21, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v28, v27, s57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_u32_e32 v[66:67], v26
	v_cvt_f64_u32_e32 v[27:28], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], v[66:67], 0.5
	v_add_f64 v[27:28], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[66:67], v[66:67], 0xffffffe0
	v_ldexp_f64 v[27:28], v[27:28], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f64_e32 vcc_lo, 0x100000, v[27:28]
	v_ldexp_f64 v[68:69], v[27:28], 54
	v_cndmask_b32_e32 v26, 0xfffffc01, v63, vcc_lo
	v_cndmask_b32_e32 v0, v28, v69, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v68, v27, v68, vcc_lo
	v_add_co_u32 v69, s0, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v70, null, 0, 0, s0
	v_cmp_neq_f64_e64 s0, 0, v[27:28]
	v_and_b32_e32 v29, 0xfffff, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[70:71], 20, v[69:70]
	v_add_nc_u32_e32 v69, 0x3fe6a09e, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, v70, v26
	v_add_f64 v[68:69], v[68:69], -1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v26, null, -1, v71, vcc_lo
	v_add_f64 v[72:73], v[68:69], 2.0
	v_mul_f64 v[70:71], v[68:69], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[74:75], null, v[72:73], v[72:73], v[68:69]
	v_mul_f64 v[70:71], v[68:69], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[76:77], v[74:75]
	v_fma_f64 v[78:79], -v[74:75], v[76:77], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], v[76:77], v[78:79], v[76:77]
	v_fma_f64 v[78:79], -v[74:75], v[76:77], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], v[76:77], v[78:79], v[76:77]
	v_div_scale_f64 v[78:79], vcc_lo, v[68:69], v[72:73], v[68:69]
	v_mul_f64 v[80:81], v[78:79], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[74:75], -v[74:75], v[80:81], v[78:79]
	v_div_fmas_f64 v[74:75], v[74:75], v[76:77], v[80:81]
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[72:73], v[74:75], v[72:73], v[68:69]
	v_mul_f64 v[74:75], v[72:73], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[74:75], v[74:75]
	v_mul_f64 v[78:79], v[76:77], s[60:61]
	s_mov_b32 s60, 0x1d8e78af
	s_mov_b32 s61, 0x3fcc71c5
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_add_f64 v[78:79], v[78:79], s[60:61]
	s_mov_b32 s60, 0x9997fa04
	s_mov_b32 s61, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[76:77], v[78:79]
	v_add_f64 v[78:79], v[78:79], s[60:61]
	s_mov_b32 s60, 0xdf3e5244
	s_mov_b32 s61, 0x3fc2f112
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[80:81], v[76:77], s[60:61]
	s_mov_b32 s60, 0x96cb03de
	s_mov_b32 s61, 0x3fc74664
	v_mul_f64 v[78:79], v[76:77], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[80:81], s[60:61]
	v_mul_f64 v[80:81], v[76:77], v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[80:81], s[62:63]
	v_mul_f64 v[76:77], v[76:77], v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[76:77], s[64:65]
	v_mul_f64 v[74:75], v[74:75], v[76:77]
	v_cvt_f64_i32_e32 v[76:77], v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[78:79], v[74:75]
	v_ldexp_f64 v[76:77], v[76:77], 32
	v_cvt_f64_u32_e32 v[78:79], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[70:71], v[74:75]
	v_add_f64 v[76:77], v[76:77], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[72:73], v[72:73], v[74:75]
	v_mul_f64 v[74:75], v[76:77], s[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[74:75], v[72:73]
	v_add_f64 v[70:71], v[72:73], -v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[68:69], v[70:71]
	v_mul_f64 v[70:71], v[76:77], s[28:29]
	v_add_f64 v[68:69], v[70:71], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[68:69], -2.0
	v_cndmask_b32_e32 v0, 0xfff00000, v69, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v26, 0, v68, vcc_lo
	v_cndmask_b32_e64 v27, 0x7ff00000, v0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[26:27]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[26:27], v[26:27], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[28:29], v[26:27]
	v_cmp_class_f64_e64 vcc_lo, v[26:27], 0x260
	v_mul_f64 v[68:69], v[26:27], v[28:29]
	v_mul_f64 v[28:29], v[28:29], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[70:71], -v[28:29], v[68:69], 0.5
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	v_fma_f64 v[28:29], v[28:29], v[70:71], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[72:73], -v[68:69], v[68:69], v[26:27]
	v_fma_f64 v[68:69], v[72:73], v[28:29], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[70:71], -v[68:69], v[68:69], v[26:27]
	v_fma_f64 v[28:29], v[70:71], v[28:29], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[28:29], v[28:29], v0
	v_dual_cndmask_b32 v27, v29, v27 :: v_dual_cndmask_b32 v26, v28, v26
	v_mul_f64 v[28:29], v[66:67], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[66:67], v[28:29], s[68:69]
	v_bfe_u32 v83, v29, 20, 11
	v_add_f64 v[66:67], 0x43380000, v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], 0xc3380000, v[66:67]
	v_mul_f64 v[69:70], v[67:68], s[70:71]
	v_mul_f64 v[73:74], v[67:68], s[74:75]
	v_mul_f64 v[77:78], v[67:68], s[76:77]
	v_mul_f64 v[71:72], v[67:68], s[72:73]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[28:29], v[69:70]
	v_add_f64 v[75:76], v[69:70], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[79:80], v[69:70], -v[75:76]
	v_add_f64 v[73:74], v[79:80], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[73:74], v[77:78], -v[73:74]
	v_mul_f64 v[77:78], v[67:68], s[78:79]
	v_mul_f64 v[67:68], v[67:68], s[80:81]
	v_add_f64 v[79:80], v[75:76], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[75:76], -v[79:80]
	v_add_f64 v[77:78], v[81:82], v[77:78]
	v_add_f64 v[81:82], v[75:76], -v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[67:68], v[67:68], -v[77:78]
	v_add_f64 v[77:78], v[69:70], -v[71:72]
	v_lshrrev_b32_e32 v77, 20, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v77, 0x7ff, v77
	v_lshrrev_b32_e32 v0, 20, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v0, 16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[83:84]
	v_add_nc_u32_e32 v0, 49, v77
	v_cmp_lt_u64_e64 s0, v[0:1], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v75, v79, s0
	v_cndmask_b32_e64 v75, v76, v80, s0
	v_cndmask_b32_e64 v73, v73, v67, s0
	v_cndmask_b32_e64 v74, v74, v68, s0
	v_dual_cndmask_b32 v67, v69, v0 :: v_dual_cndmask_b32 v68, v70, v75
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v69, v71, v73 :: v_dual_cndmask_b32 v70, v72, v74
	v_add_f64 v[71:72], v[67:68], -v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[67:68], -v[71:72]
	v_add_f64 v[67:68], v[67:68], -v[69:70]
	v_mul_f64 v[69:70], v[71:72], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[75:76], v[69:70], s[98:99]
	v_mul_f64 v[77:78], v[69:70], s[84:85]
	v_mul_f64 v[73:74], v[69:70], v[69:70]
	v_add_f64 v[75:76], v[75:76], s[82:83]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], v[77:78], s[86:87]
	v_mul_f64 v[79:80], v[73:74], v[73:74]
	v_mul_f64 v[73:74], v[69:70], v[73:74]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[75:76], v[69:70], v[75:76]
	v_mul_f64 v[77:78], v[69:70], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[75:76], v[75:76], s[100:101]
	v_add_f64 v[77:78], v[77:78], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[69:70], v[75:76]
	v_mul_f64 v[77:78], v[79:80], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[75:76], v[75:76], v[77:78]
	v_mul_f64 v[77:78], v[69:70], 0.5
	v_mul_f64 v[75:76], v[69:70], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[79:80], -v[77:78], 1.0
	v_add_f64 v[81:82], -v[79:80], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[77:78], v[81:82], -v[77:78]
	v_mul_f64 v[81:82], v[71:72], v[67:68]
	v_add_f64 v[75:76], v[75:76], -v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[75:76], v[77:78], v[75:76]
	v_mul_f64 v[77:78], v[69:70], s[102:103]
	v_add_f64 v[75:76], v[79:80], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], v[77:78], s[90:91]
	v_mul_f64 v[79:80], v[69:70], s[92:93]
	v_xor_b32_e32 v0, 0x80000000, v76
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[77:78], v[69:70], v[77:78]
	v_add_f64 v[79:80], v[79:80], s[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[77:78], s[48:49]
	v_mul_f64 v[73:74], v[73:74], v[79:80]
	v_mul_f64 v[79:80], v[67:68], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[73:74], v[77:78]
	v_mul_f64 v[77:78], v[71:72], v[69:70]
	v_mul_f64 v[73:74], v[77:78], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[79:80], -v[73:74]
	v_mul_f64 v[69:70], v[69:70], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[69:70], -v[67:68]
	v_mul_f64 v[69:70], v[77:78], s[2:3]
	v_add_f64 v[67:68], v[67:68], v[69:70]
	v_dual_mov_b32 v70, s19 :: v_dual_and_b32 v69, 1, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[69:70]
	v_add_f64 v[67:68], v[71:72], -v[67:68]
	v_dual_mov_b32 v72, s19 :: v_dual_and_b32 v71, 2, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s0, 0, v[71:72]
	v_cndmask_b32_e64 v0, v0, v76, s0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v73, 0x80000000, v68
	v_cndmask_b32_e32 v67, v67, v75, vcc_lo
	v_cndmask_b32_e64 v66, v68, v73, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v0, v66, v0, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[28:29]
	v_cndmask_b32_e32 v29, 0x7ff80000, v0, vcc_lo
	v_cndmask_b32_e32 v28, 0, v67, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[28:29], v[26:27]
	v_cvt_f32_f64_e32 v0, v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v64, v0
	v_add_f32_e32 v66, v0, v2
.LBB4_26:
	s_or_b32 exec_lo, exec_lo, s58
	v_mov_b32_e32 v67, v33
	s_mov_b32 s58, exec_lo
	v_readlane_b32 s0, v91, 1
	s_and_b32 s0, s58, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB4_28
	global_load_b32 v0, v[14:15], off
	s_mov_b32 s10, s44
	s_mov_b32 s96, s50
	s_xor_b32 s0, s20, s30
	s_mov_b32 s60, 0xd078c69f
	s_xor_b32 s0, s0, s22
	s_mov_b32 s61, 0x3fc39a09
	s_mul_i32 s3, s0, 0xd2511f53
	s_mul_hi_u32 s0, s0, 0xd2511f53
	s_mov_b32 s99, s45
	s_mov_b32 s101, s51
	s_mov_b32 s103, s43
	s_mov_b32 s49, s25
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v85, s19 :: v_dual_sub_f32 v0, v33, v0
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
	v_add_f64 v[67:68], 0xc3380000, v[28:29]
	v_lshl_add_u32 v2, v28, 20, 0x3ff00000
	v_mul_f64 v[69:70], v[67:68], s[28:29]
	v_mul_f64 v[67:68], v[67:68], s[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], -v[69:70]
	v_add_f64 v[26:27], v[26:27], -v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[26:27], s[34:35]
	v_add_f64 v[67:68], v[67:68], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[26:27], v[67:68]
	v_add_f64 v[67:68], v[67:68], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[26:27], v[67:68]
	v_add_f64 v[67:68], v[67:68], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[26:27], v[67:68]
	v_add_f64 v[67:68], v[67:68], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[26:27], v[67:68]
	v_add_f64 v[67:68], v[67:68], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[26:27], v[67:68]
	v_add_f64 v[67:68], v[67:68], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[26:27], v[67:68]
	v_add_f64 v[67:68], v[67:68], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[26:27], v[67:68]
	v_add_f64 v[67:68], v[67:68], s[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[26:27], v[67:68]
	v_add_f64 v[67:68], v[67:68], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[26:27], v[67:68]
	v_add_f64 v[67:68], v[67:68], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[26:27], v[67:68]
	v_add_f64 v[67:68], v[67:68], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[26:27], v[67:68]
	v_add_f64 v[67:68], v[67:68], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[67:68]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[1:2]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], 1.0
	v_rcp_f64_e32 v[67:68], v[28:29]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], -v[28:29], v[67:68], 1.0
	v_fma_f64 v[67:68], v[67:68], v[69:70], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], -v[28:29], v[67:68], 1.0
	v_fma_f64 v[67:68], v[67:68], v[69:70], v[67:68]
	v_div_scale_f64 v[69:70], vcc_lo, 1.0, v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[69:70], v[67:68]
	v_fma_f64 v[28:29], -v[28:29], v[71:72], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[28:29], v[28:29], v[67:68], v[71:72]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], 1.0
	v_xor_b32_e32 v28, s0, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_cvt_f32_f64_e32 v2, v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v33, v0
	v_xor_b32_e32 v0, s1, v46
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, v29, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v0, 0
	v_xor3_b32 v27, s3, s33, v27
	s_mov_b32 s3, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v27, 0
	v_xor3_b32 v0, v70, s104, v28
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, s6, v68, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor3_b32 v27, v27, s8, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s7, v29, v69
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v27, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, v70, s9, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, s52, v68, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor3_b32 v27, v27, s54, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s53, v29, v69
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v27
	v_xor3_b32 v26, s56, v68, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s55, v28
	v_mul_lo_u32 v28, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v0, v0, s21, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v28, v27, s57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_u32_e32 v[67:68], v26
	v_cvt_f64_u32_e32 v[27:28], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[67:68], v[67:68], 0.5
	v_add_f64 v[27:28], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[67:68], v[67:68], 0xffffffe0
	v_ldexp_f64 v[27:28], v[27:28], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f64_e32 vcc_lo, 0x100000, v[27:28]
	v_ldexp_f64 v[69:70], v[27:28], 54
	v_cndmask_b32_e32 v26, 0xfffffc01, v63, vcc_lo
	v_dual_cndmask_b32 v0, v28, v70 :: v_dual_cndmask_b32 v69, v27, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v70, s0, 0x95f62, v0
	v_add_co_ci_u32_e64 v71, null, 0, 0, s0
	v_cmp_neq_f64_e64 s0, 0, v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v29, 0xfffff, v70
	v_lshrrev_b64 v[71:72], 20, v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v70, 0x3fe6a09e, v29
	v_add_co_u32 v0, vcc_lo, v71, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[69:70], v[69:70], -1.0
	v_add_co_ci_u32_e64 v26, null, -1, v72, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[73:74], v[69:70], 2.0
	v_mul_f64 v[71:72], v[69:70], 0.5
	v_div_scale_f64 v[75:76], null, v[73:74], v[73:74], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[71:72], v[69:70], v[71:72]
	v_rcp_f64_e32 v[77:78], v[75:76]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[79:80], -v[75:76], v[77:78], 1.0
	v_fma_f64 v[77:78], v[77:78], v[79:80], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[79:80], -v[75:76], v[77:78], 1.0
	v_fma_f64 v[77:78], v[77:78], v[79:80], v[77:78]
	v_div_scale_f64 v[79:80], vcc_lo, v[69:70], v[73:74], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[81:82], v[79:80], v[77:78]
	v_fma_f64 v[75:76], -v[75:76], v[81:82], v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[75:76], v[75:76], v[77:78], v[81:82]
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[27:28]
	v_div_fixup_f64 v[73:74], v[75:76], v[73:74], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[73:74], v[73:74]
	v_mul_f64 v[77:78], v[75:76], v[75:76]
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f64 v[79:80], v[77:78], s[60:61]
	s_mov_b32 s60, 0x1d8e78af
	s_mov_b32 s61, 0x3fcc71c5
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_add_f64 v[79:80], v[79:80], s[60:61]
	s_mov_b32 s60, 0x9997fa04
	s_mov_b32 s61, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[77:78], v[79:80]
	v_add_f64 v[79:80], v[79:80], s[60:61]
	s_mov_b32 s60, 0xdf3e5244
	s_mov_b32 s61, 0x3fc2f112
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[81:82], v[77:78], s[60:61]
	s_mov_b32 s60, 0x96cb03de
	s_mov_b32 s61, 0x3fc74664
	v_mul_f64 v[79:80], v[77:78], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[81:82], s[60:61]
	v_mul_f64 v[81:82], v[77:78], v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[81:82], s[62:63]
	v_mul_f64 v[77:78], v[77:78], v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[77:78], v[77:78], s[64:65]
	v_mul_f64 v[75:76], v[75:76], v[77:78]
	v_cvt_f64_i32_e32 v[77:78], v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[75:76], v[79:80], v[75:76]
	v_ldexp_f64 v[77:78], v[77:78], 32
	v_cvt_f64_u32_e32 v[79:80], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[75:76], v[71:72], v[75:76]
	v_add_f64 v[77:78], v[77:78], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[73:74], v[73:74], v[75:76]
	v_mul_f64 v[75:76], v[77:78], s[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[75:76], v[73:74]
	v_add_f64 v[71:72], v[73:74], -v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], v[71:72]
	v_mul_f64 v[71:72], v[77:78], s[28:29]
	v_add_f64 v[69:70], v[71:72], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[69:70], -2.0
	v_cndmask_b32_e32 v0, 0xfff00000, v70, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v26, 0, v69, vcc_lo
	v_cndmask_b32_e64 v27, 0x7ff00000, v0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[26:27]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[26:27], v[26:27], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[28:29], v[26:27]
	v_cmp_class_f64_e64 vcc_lo, v[26:27], 0x260
	v_mul_f64 v[69:70], v[26:27], v[28:29]
	v_mul_f64 v[28:29], v[28:29], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[71:72], -v[28:29], v[69:70], 0.5
	v_fma_f64 v[69:70], v[69:70], v[71:72], v[69:70]
	v_fma_f64 v[28:29], v[28:29], v[71:72], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[73:74], -v[69:70], v[69:70], v[26:27]
	v_fma_f64 v[69:70], v[73:74], v[28:29], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[71:72], -v[69:70], v[69:70], v[26:27]
	v_fma_f64 v[28:29], v[71:72], v[28:29], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[28:29], v[28:29], v0
	v_dual_cndmask_b32 v27, v29, v27 :: v_dual_cndmask_b32 v26, v28, v26
	v_mul_f64 v[28:29], v[67:68], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[67:68], v[28:29], s[68:69]
	v_bfe_u32 v84, v29, 20, 11
	v_add_f64 v[67:68], 0x43380000, v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], 0xc3380000, v[67:68]
	v_mul_f64 v[70:71], v[68:69], s[70:71]
	v_mul_f64 v[74:75], v[68:69], s[74:75]
	v_mul_f64 v[78:79], v[68:69], s[76:77]
	v_mul_f64 v[72:73], v[68:69], s[72:73]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[28:29], v[70:71]
	v_add_f64 v[76:77], v[70:71], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[70:71], -v[76:77]
	v_add_f64 v[74:75], v[80:81], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[78:79], -v[74:75]
	v_mul_f64 v[78:79], v[68:69], s[78:79]
	v_mul_f64 v[68:69], v[68:69], s[80:81]
	v_add_f64 v[80:81], v[76:77], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[76:77], -v[80:81]
	v_add_f64 v[78:79], v[82:83], v[78:79]
	v_add_f64 v[82:83], v[76:77], -v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[68:69], v[68:69], -v[78:79]
	v_add_f64 v[78:79], v[70:71], -v[72:73]
	v_lshrrev_b32_e32 v78, 20, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v78, 0x7ff, v78
	v_lshrrev_b32_e32 v0, 20, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v0, 16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[84:85]
	v_add_nc_u32_e32 v0, 49, v78
	v_cmp_lt_u64_e64 s0, v[0:1], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v0, v76, v80, s0
	v_cndmask_b32_e64 v76, v77, v81, s0
	v_cndmask_b32_e64 v74, v74, v68, s0
	v_cndmask_b32_e64 v75, v75, v69, s0
	v_cndmask_b32_e32 v68, v70, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v69, v71, v76 :: v_dual_cndmask_b32 v70, v72, v74
	v_cndmask_b32_e32 v71, v73, v75, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[68:69], -v[70:71]
	v_add_f64 v[68:69], v[68:69], -v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[68:69], -v[70:71]
	v_mul_f64 v[70:71], v[72:73], v[72:73]
	v_mul_f64 v[76:77], v[70:71], s[98:99]
	v_mul_f64 v[78:79], v[70:71], s[84:85]
	v_mul_f64 v[74:75], v[70:71], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[76:77], v[76:77], s[82:83]
	v_add_f64 v[78:79], v[78:79], s[86:87]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[80:81], v[74:75], v[74:75]
	v_mul_f64 v[74:75], v[70:71], v[74:75]
	v_mul_f64 v[76:77], v[70:71], v[76:77]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[78:79], v[70:71], v[78:79]
	v_add_f64 v[76:77], v[76:77], s[100:101]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[78:79], s[88:89]
	v_mul_f64 v[76:77], v[70:71], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[80:81], v[78:79]
	v_add_f64 v[76:77], v[76:77], v[78:79]
	v_mul_f64 v[78:79], v[70:71], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[70:71], v[76:77]
	v_add_f64 v[80:81], -v[78:79], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], -v[80:81], 1.0
	v_add_f64 v[78:79], v[82:83], -v[78:79]
	v_mul_f64 v[82:83], v[72:73], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[76:77], -v[82:83]
	v_add_f64 v[76:77], v[78:79], v[76:77]
	v_mul_f64 v[78:79], v[70:71], s[102:103]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[76:77], v[80:81], v[76:77]
	v_add_f64 v[78:79], v[78:79], s[90:91]
	v_mul_f64 v[80:81], v[70:71], s[92:93]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v0, 0x80000000, v77
	v_mul_f64 v[78:79], v[70:71], v[78:79]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[80:81], s[94:95]
	v_add_f64 v[78:79], v[78:79], s[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[74:75], v[80:81]
	v_mul_f64 v[80:81], v[68:69], 0.5
	v_add_f64 v[74:75], v[74:75], v[78:79]
	v_mul_f64 v[78:79], v[72:73], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[78:79], v[74:75]
	v_add_f64 v[74:75], v[80:81], -v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[70:71], v[74:75]
	v_add_f64 v[68:69], v[70:71], -v[68:69]
	v_mul_f64 v[70:71], v[78:79], s[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[68:69], v[70:71]
	v_dual_mov_b32 v71, s19 :: v_dual_and_b32 v70, 1, v67
	v_cmp_eq_u64_e32 vcc_lo, 0, v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[72:73], -v[68:69]
	v_dual_mov_b32 v73, s19 :: v_dual_and_b32 v72, 2, v67
	v_cmp_eq_u64_e64 s0, 0, v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v0, v0, v77, s0
	v_xor_b32_e32 v74, 0x80000000, v69
	v_cndmask_b32_e32 v68, v68, v76, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v67, v69, v74, s0
	v_cndmask_b32_e32 v0, v67, v0, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v29, 0x7ff80000, v0, vcc_lo
	v_cndmask_b32_e32 v28, 0, v68, vcc_lo
	v_mul_f64 v[26:27], v[28:29], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[26:27]
	v_mul_f32_e32 v0, v64, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v67, v0, v2
.LBB4_28:
	s_or_b32 exec_lo, exec_lo, s58
	v_mov_b32_e32 v68, v34
	s_mov_b32 s58, exec_lo
	v_readlane_b32 s0, v91, 2
	s_and_b32 s0, s58, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB4_30
	global_load_b32 v0, v[16:17], off
	s_mov_b32 s10, s44
	s_mov_b32 s96, s50
	s_xor_b32 s0, s20, s30
	s_mov_b32 s60, 0xd078c69f
	s_xor_b32 s0, s0, s22
	s_mov_b32 s61, 0x3fc39a09
	s_mul_i32 s3, s0, 0xd2511f53
	s_mul_hi_u32 s0, s0, 0xd2511f53
	v_mov_b32_e32 v86, s19
	s_mov_b32 s99, s45
	s_mov_b32 s101, s51
	s_mov_b32 s103, s43
	s_mov_b32 s49, s25
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[28:29], v[26:27], s[14:15]
	v_add_f64 v[28:29], 0x43380000, v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], 0xc3380000, v[28:29]
	v_lshl_add_u32 v2, v28, 20, 0x3ff00000
	v_mul_f64 v[70:71], v[68:69], s[28:29]
	v_mul_f64 v[68:69], v[68:69], s[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], -v[70:71]
	v_add_f64 v[26:27], v[26:27], -v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[26:27], s[34:35]
	v_add_f64 v[68:69], v[68:69], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[26:27], v[68:69]
	v_add_f64 v[68:69], v[68:69], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[26:27], v[68:69]
	v_add_f64 v[68:69], v[68:69], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[26:27], v[68:69]
	v_add_f64 v[68:69], v[68:69], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[26:27], v[68:69]
	v_add_f64 v[68:69], v[68:69], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[26:27], v[68:69]
	v_add_f64 v[68:69], v[68:69], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[26:27], v[68:69]
	v_add_f64 v[68:69], v[68:69], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[26:27], v[68:69]
	v_add_f64 v[68:69], v[68:69], s[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[26:27], v[68:69]
	v_add_f64 v[68:69], v[68:69], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[26:27], v[68:69]
	v_add_f64 v[68:69], v[68:69], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[26:27], v[68:69]
	v_add_f64 v[68:69], v[68:69], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[26:27], v[68:69]
	v_add_f64 v[68:69], v[68:69], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[68:69]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[1:2]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], 1.0
	v_rcp_f64_e32 v[68:69], v[28:29]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[70:71], -v[28:29], v[68:69], 1.0
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[70:71], -v[28:29], v[68:69], 1.0
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	v_div_scale_f64 v[70:71], vcc_lo, 1.0, v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[70:71], v[68:69]
	v_fma_f64 v[28:29], -v[28:29], v[72:73], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[28:29], v[28:29], v[68:69], v[72:73]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], 1.0
	v_xor_b32_e32 v28, s0, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_cvt_f32_f64_e32 v2, v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v34, v0
	v_xor_b32_e32 v0, s1, v49
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, v29, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v0, 0
	v_xor3_b32 v27, s3, s33, v27
	s_mov_b32 s3, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v27, 0
	v_xor3_b32 v0, v71, s104, v28
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, s6, v69, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor3_b32 v27, v27, s8, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s7, v29, v70
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v27, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, v71, s9, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, s52, v69, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor3_b32 v27, v27, s54, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s53, v29, v70
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v27
	v_xor3_b32 v26, s56, v69, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s55, v28
	v_mul_lo_u32 v28, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v0, v0, s21, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v28, v27, s57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_u32_e32 v[68:69], v26
	v_cvt_f64_u32_e32 v[27:28], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[68:69], 0.5
	v_add_f64 v[27:28], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[68:69], v[68:69], 0xffffffe0
	v_ldexp_f64 v[27:28], v[27:28], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f64_e32 vcc_lo, 0x100000, v[27:28]
	v_ldexp_f64 v[70:71], v[27:28], 54
	v_cndmask_b32_e32 v26, 0xfffffc01, v63, vcc_lo
	v_cndmask_b32_e32 v0, v28, v71, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v70, v27, v70, vcc_lo
	v_add_co_u32 v71, s0, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v72, null, 0, 0, s0
	v_cmp_neq_f64_e64 s0, 0, v[27:28]
	v_and_b32_e32 v29, 0xfffff, v71
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[72:73], 20, v[71:72]
	v_add_nc_u32_e32 v71, 0x3fe6a09e, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, v72, v26
	v_add_f64 v[70:71], v[70:71], -1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v26, null, -1, v73, vcc_lo
	v_add_f64 v[74:75], v[70:71], 2.0
	v_mul_f64 v[72:73], v[70:71], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[76:77], null, v[74:75], v[74:75], v[70:71]
	v_mul_f64 v[72:73], v[70:71], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[78:79], v[76:77]
	v_fma_f64 v[80:81], -v[76:77], v[78:79], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], v[78:79], v[80:81], v[78:79]
	v_fma_f64 v[80:81], -v[76:77], v[78:79], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], v[78:79], v[80:81], v[78:79]
	v_div_scale_f64 v[80:81], vcc_lo, v[70:71], v[74:75], v[70:71]
	v_mul_f64 v[82:83], v[80:81], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], -v[76:77], v[82:83], v[80:81]
	v_div_fmas_f64 v[76:77], v[76:77], v[78:79], v[82:83]
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[74:75], v[76:77], v[74:75], v[70:71]
	v_mul_f64 v[76:77], v[74:75], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[76:77], v[76:77]
	v_mul_f64 v[80:81], v[78:79], s[60:61]
	s_mov_b32 s60, 0x1d8e78af
	s_mov_b32 s61, 0x3fcc71c5
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_add_f64 v[80:81], v[80:81], s[60:61]
	s_mov_b32 s60, 0x9997fa04
	s_mov_b32 s61, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[80:81], v[78:79], v[80:81]
	v_add_f64 v[80:81], v[80:81], s[60:61]
	s_mov_b32 s60, 0xdf3e5244
	s_mov_b32 s61, 0x3fc2f112
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[82:83], v[78:79], s[60:61]
	s_mov_b32 s60, 0x96cb03de
	s_mov_b32 s61, 0x3fc74664
	v_mul_f64 v[80:81], v[78:79], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[82:83], s[60:61]
	v_mul_f64 v[82:83], v[78:79], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[82:83], s[62:63]
	v_mul_f64 v[78:79], v[78:79], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], v[78:79], s[64:65]
	v_mul_f64 v[76:77], v[76:77], v[78:79]
	v_cvt_f64_i32_e32 v[78:79], v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[76:77], v[80:81], v[76:77]
	v_ldexp_f64 v[78:79], v[78:79], 32
	v_cvt_f64_u32_e32 v[80:81], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[76:77], v[72:73], v[76:77]
	v_add_f64 v[78:79], v[78:79], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[74:75], v[76:77]
	v_mul_f64 v[76:77], v[78:79], s[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[76:77], v[74:75]
	v_add_f64 v[72:73], v[74:75], -v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], v[72:73]
	v_mul_f64 v[72:73], v[78:79], s[28:29]
	v_add_f64 v[70:71], v[72:73], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[70:71], -2.0
	v_cndmask_b32_e32 v0, 0xfff00000, v71, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v26, 0, v70, vcc_lo
	v_cndmask_b32_e64 v27, 0x7ff00000, v0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[26:27]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[26:27], v[26:27], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[28:29], v[26:27]
	v_cmp_class_f64_e64 vcc_lo, v[26:27], 0x260
	v_mul_f64 v[70:71], v[26:27], v[28:29]
	v_mul_f64 v[28:29], v[28:29], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[72:73], -v[28:29], v[70:71], 0.5
	v_fma_f64 v[70:71], v[70:71], v[72:73], v[70:71]
	v_fma_f64 v[28:29], v[28:29], v[72:73], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[74:75], -v[70:71], v[70:71], v[26:27]
	v_fma_f64 v[70:71], v[74:75], v[28:29], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[72:73], -v[70:71], v[70:71], v[26:27]
	v_fma_f64 v[28:29], v[72:73], v[28:29], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[28:29], v[28:29], v0
	v_dual_cndmask_b32 v27, v29, v27 :: v_dual_cndmask_b32 v26, v28, v26
	v_mul_f64 v[28:29], v[68:69], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[68:69], v[28:29], s[68:69]
	v_bfe_u32 v85, v29, 20, 11
	v_add_f64 v[68:69], 0x43380000, v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], 0xc3380000, v[68:69]
	v_mul_f64 v[71:72], v[69:70], s[70:71]
	v_mul_f64 v[75:76], v[69:70], s[74:75]
	v_mul_f64 v[79:80], v[69:70], s[76:77]
	v_mul_f64 v[73:74], v[69:70], s[72:73]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[28:29], v[71:72]
	v_add_f64 v[77:78], v[71:72], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[71:72], -v[77:78]
	v_add_f64 v[75:76], v[81:82], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[75:76], v[79:80], -v[75:76]
	v_mul_f64 v[79:80], v[69:70], s[78:79]
	v_mul_f64 v[69:70], v[69:70], s[80:81]
	v_add_f64 v[81:82], v[77:78], v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[77:78], -v[81:82]
	v_add_f64 v[79:80], v[83:84], v[79:80]
	v_add_f64 v[83:84], v[77:78], -v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[69:70], v[69:70], -v[79:80]
	v_add_f64 v[79:80], v[71:72], -v[73:74]
	v_lshrrev_b32_e32 v79, 20, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v79, 0x7ff, v79
	v_lshrrev_b32_e32 v0, 20, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v0, 16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[85:86]
	v_add_nc_u32_e32 v0, 49, v79
	v_cmp_lt_u64_e64 s0, v[0:1], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v77, v81, s0
	v_cndmask_b32_e64 v77, v78, v82, s0
	v_cndmask_b32_e64 v75, v75, v69, s0
	v_cndmask_b32_e64 v76, v76, v70, s0
	v_dual_cndmask_b32 v69, v71, v0 :: v_dual_cndmask_b32 v70, v72, v77
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v71, v73, v75 :: v_dual_cndmask_b32 v72, v74, v76
	v_add_f64 v[73:74], v[69:70], -v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], -v[73:74]
	v_add_f64 v[69:70], v[69:70], -v[71:72]
	v_mul_f64 v[71:72], v[73:74], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[77:78], v[71:72], s[98:99]
	v_mul_f64 v[79:80], v[71:72], s[84:85]
	v_mul_f64 v[75:76], v[71:72], v[71:72]
	v_add_f64 v[77:78], v[77:78], s[82:83]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[79:80], v[79:80], s[86:87]
	v_mul_f64 v[81:82], v[75:76], v[75:76]
	v_mul_f64 v[75:76], v[71:72], v[75:76]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[77:78], v[71:72], v[77:78]
	v_mul_f64 v[79:80], v[71:72], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[77:78], s[100:101]
	v_add_f64 v[79:80], v[79:80], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[77:78], v[71:72], v[77:78]
	v_mul_f64 v[79:80], v[81:82], v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[77:78], v[79:80]
	v_mul_f64 v[79:80], v[71:72], 0.5
	v_mul_f64 v[77:78], v[71:72], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], -v[79:80], 1.0
	v_add_f64 v[83:84], -v[81:82], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[79:80], v[83:84], -v[79:80]
	v_mul_f64 v[83:84], v[73:74], v[69:70]
	v_add_f64 v[77:78], v[77:78], -v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[79:80], v[77:78]
	v_mul_f64 v[79:80], v[71:72], s[102:103]
	v_add_f64 v[77:78], v[81:82], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[79:80], v[79:80], s[90:91]
	v_mul_f64 v[81:82], v[71:72], s[92:93]
	v_xor_b32_e32 v0, 0x80000000, v78
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[79:80], v[71:72], v[79:80]
	v_add_f64 v[81:82], v[81:82], s[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[79:80], s[48:49]
	v_mul_f64 v[75:76], v[75:76], v[81:82]
	v_mul_f64 v[81:82], v[69:70], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[75:76], v[79:80]
	v_mul_f64 v[79:80], v[73:74], v[71:72]
	v_mul_f64 v[75:76], v[79:80], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[81:82], -v[75:76]
	v_mul_f64 v[71:72], v[71:72], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[71:72], -v[69:70]
	v_mul_f64 v[71:72], v[79:80], s[2:3]
	v_add_f64 v[69:70], v[69:70], v[71:72]
	v_dual_mov_b32 v72, s19 :: v_dual_and_b32 v71, 1, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[71:72]
	v_add_f64 v[69:70], v[73:74], -v[69:70]
	v_dual_mov_b32 v74, s19 :: v_dual_and_b32 v73, 2, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s0, 0, v[73:74]
	v_cndmask_b32_e64 v0, v0, v78, s0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v75, 0x80000000, v70
	v_cndmask_b32_e32 v69, v69, v77, vcc_lo
	v_cndmask_b32_e64 v68, v70, v75, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v0, v68, v0, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[28:29]
	v_cndmask_b32_e32 v29, 0x7ff80000, v0, vcc_lo
	v_cndmask_b32_e32 v28, 0, v69, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[28:29], v[26:27]
	v_cvt_f32_f64_e32 v0, v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v64, v0
	v_add_f32_e32 v68, v0, v2
.LBB4_30:
	s_or_b32 exec_lo, exec_lo, s58
	v_mov_b32_e32 v69, v35
	s_mov_b32 s58, exec_lo
	v_readlane_b32 s0, v91, 3
	s_and_b32 s0, s58, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB4_32
	global_load_b32 v0, v[18:19], off
	s_mov_b32 s10, s44
	s_mov_b32 s96, s50
	s_xor_b32 s0, s20, s30
	s_mov_b32 s60, 0xd078c69f
	s_xor_b32 s0, s0, s22
	s_mov_b32 s61, 0x3fc39a09
	s_mul_i32 s3, s0, 0xd2511f53
	s_mul_hi_u32 s0, s0, 0xd2511f53
	s_mov_b32 s99, s45
	s_mov_b32 s101, s51
	s_mov_b32 s103, s43
	s_mov_b32 s49, s25
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v87, s19 :: v_dual_sub_f32 v0, v35, v0
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
	v_add_f64 v[69:70], 0xc3380000, v[28:29]
	v_lshl_add_u32 v2, v28, 20, 0x3ff00000
	v_mul_f64 v[71:72], v[69:70], s[28:29]
	v_mul_f64 v[69:70], v[69:70], s[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], -v[71:72]
	v_add_f64 v[26:27], v[26:27], -v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[26:27], s[34:35]
	v_add_f64 v[69:70], v[69:70], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[26:27], v[69:70]
	v_add_f64 v[69:70], v[69:70], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[26:27], v[69:70]
	v_add_f64 v[69:70], v[69:70], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[26:27], v[69:70]
	v_add_f64 v[69:70], v[69:70], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[26:27], v[69:70]
	v_add_f64 v[69:70], v[69:70], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[26:27], v[69:70]
	v_add_f64 v[69:70], v[69:70], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[26:27], v[69:70]
	v_add_f64 v[69:70], v[69:70], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[26:27], v[69:70]
	v_add_f64 v[69:70], v[69:70], s[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[26:27], v[69:70]
	v_add_f64 v[69:70], v[69:70], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[26:27], v[69:70]
	v_add_f64 v[69:70], v[69:70], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[26:27], v[69:70]
	v_add_f64 v[69:70], v[69:70], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[26:27], v[69:70]
	v_add_f64 v[69:70], v[69:70], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[69:70]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[1:2]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], 1.0
	v_rcp_f64_e32 v[69:70], v[28:29]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[71:72], -v[28:29], v[69:70], 1.0
	v_fma_f64 v[69:70], v[69:70], v[71:72], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[71:72], -v[28:29], v[69:70], 1.0
	v_fma_f64 v[69:70], v[69:70], v[71:72], v[69:70]
	v_div_scale_f64 v[71:72], vcc_lo, 1.0, v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[71:72], v[69:70]
	v_fma_f64 v[28:29], -v[28:29], v[73:74], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[28:29], v[28:29], v[69:70], v[73:74]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], 1.0
	v_xor_b32_e32 v28, s0, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_cvt_f32_f64_e32 v2, v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v35, v0
	v_xor_b32_e32 v0, s1, v52
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, v29, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v0, 0
	v_xor3_b32 v27, s3, s33, v27
	s_mov_b32 s3, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[71:72], null, 0xcd9e8d57, v27, 0
	v_xor3_b32 v0, v72, s104, v28
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, s6, v70, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor3_b32 v27, v27, s8, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s7, v29, v71
	v_mad_u64_u32 v[71:72], null, 0xcd9e8d57, v27, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, v72, s9, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, s52, v70, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor3_b32 v27, v27, s54, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s53, v29, v71
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v27
	v_xor3_b32 v26, s56, v70, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s55, v28
	v_mul_lo_u32 v28, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v0, v0, s21, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v28, v27, s57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_u32_e32 v[69:70], v26
	v_cvt_f64_u32_e32 v[27:28], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], 0.5
	v_add_f64 v[27:28], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[69:70], v[69:70], 0xffffffe0
	v_ldexp_f64 v[27:28], v[27:28], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f64_e32 vcc_lo, 0x100000, v[27:28]
	v_ldexp_f64 v[71:72], v[27:28], 54
	v_cndmask_b32_e32 v26, 0xfffffc01, v63, vcc_lo
	v_dual_cndmask_b32 v0, v28, v72 :: v_dual_cndmask_b32 v71, v27, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v72, s0, 0x95f62, v0
	v_add_co_ci_u32_e64 v73, null, 0, 0, s0
	v_cmp_neq_f64_e64 s0, 0, v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v29, 0xfffff, v72
	v_lshrrev_b64 v[73:74], 20, v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v72, 0x3fe6a09e, v29
	v_add_co_u32 v0, vcc_lo, v73, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[71:72], v[71:72], -1.0
	v_add_co_ci_u32_e64 v26, null, -1, v74, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[75:76], v[71:72], 2.0
	v_mul_f64 v[73:74], v[71:72], 0.5
	v_div_scale_f64 v[77:78], null, v[75:76], v[75:76], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[73:74], v[71:72], v[73:74]
	v_rcp_f64_e32 v[79:80], v[77:78]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[81:82], -v[77:78], v[79:80], 1.0
	v_fma_f64 v[79:80], v[79:80], v[81:82], v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[81:82], -v[77:78], v[79:80], 1.0
	v_fma_f64 v[79:80], v[79:80], v[81:82], v[79:80]
	v_div_scale_f64 v[81:82], vcc_lo, v[71:72], v[75:76], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[83:84], v[81:82], v[79:80]
	v_fma_f64 v[77:78], -v[77:78], v[83:84], v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[77:78], v[77:78], v[79:80], v[83:84]
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[27:28]
	v_div_fixup_f64 v[75:76], v[77:78], v[75:76], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[75:76], v[75:76]
	v_mul_f64 v[79:80], v[77:78], v[77:78]
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f64 v[81:82], v[79:80], s[60:61]
	s_mov_b32 s60, 0x1d8e78af
	s_mov_b32 s61, 0x3fcc71c5
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_add_f64 v[81:82], v[81:82], s[60:61]
	s_mov_b32 s60, 0x9997fa04
	s_mov_b32 s61, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[81:82], v[79:80], v[81:82]
	v_add_f64 v[81:82], v[81:82], s[60:61]
	s_mov_b32 s60, 0xdf3e5244
	s_mov_b32 s61, 0x3fc2f112
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[83:84], v[79:80], s[60:61]
	s_mov_b32 s60, 0x96cb03de
	s_mov_b32 s61, 0x3fc74664
	v_mul_f64 v[81:82], v[79:80], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[83:84], s[60:61]
	v_mul_f64 v[83:84], v[79:80], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[83:84], s[62:63]
	v_mul_f64 v[79:80], v[79:80], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[79:80], v[79:80], s[64:65]
	v_mul_f64 v[77:78], v[77:78], v[79:80]
	v_cvt_f64_i32_e32 v[79:80], v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[81:82], v[77:78]
	v_ldexp_f64 v[79:80], v[79:80], 32
	v_cvt_f64_u32_e32 v[81:82], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[73:74], v[77:78]
	v_add_f64 v[79:80], v[79:80], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[75:76], v[77:78]
	v_mul_f64 v[77:78], v[79:80], s[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[77:78], v[75:76]
	v_add_f64 v[73:74], v[75:76], -v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[71:72], v[73:74]
	v_mul_f64 v[73:74], v[79:80], s[28:29]
	v_add_f64 v[71:72], v[73:74], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[71:72], -2.0
	v_cndmask_b32_e32 v0, 0xfff00000, v72, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v26, 0, v71, vcc_lo
	v_cndmask_b32_e64 v27, 0x7ff00000, v0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[26:27]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[26:27], v[26:27], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[28:29], v[26:27]
	v_cmp_class_f64_e64 vcc_lo, v[26:27], 0x260
	v_mul_f64 v[71:72], v[26:27], v[28:29]
	v_mul_f64 v[28:29], v[28:29], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[73:74], -v[28:29], v[71:72], 0.5
	v_fma_f64 v[71:72], v[71:72], v[73:74], v[71:72]
	v_fma_f64 v[28:29], v[28:29], v[73:74], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[75:76], -v[71:72], v[71:72], v[26:27]
	v_fma_f64 v[71:72], v[75:76], v[28:29], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[73:74], -v[71:72], v[71:72], v[26:27]
	v_fma_f64 v[28:29], v[73:74], v[28:29], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[28:29], v[28:29], v0
	v_dual_cndmask_b32 v27, v29, v27 :: v_dual_cndmask_b32 v26, v28, v26
	v_mul_f64 v[28:29], v[69:70], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[69:70], v[28:29], s[68:69]
	v_bfe_u32 v86, v29, 20, 11
	v_add_f64 v[69:70], 0x43380000, v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], 0xc3380000, v[69:70]
	v_mul_f64 v[72:73], v[70:71], s[70:71]
	v_mul_f64 v[76:77], v[70:71], s[74:75]
	v_mul_f64 v[80:81], v[70:71], s[76:77]
	v_mul_f64 v[74:75], v[70:71], s[72:73]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[28:29], v[72:73]
	v_add_f64 v[78:79], v[72:73], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[72:73], -v[78:79]
	v_add_f64 v[76:77], v[82:83], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[76:77], v[80:81], -v[76:77]
	v_mul_f64 v[80:81], v[70:71], s[78:79]
	v_mul_f64 v[70:71], v[70:71], s[80:81]
	v_add_f64 v[82:83], v[78:79], v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[78:79], -v[82:83]
	v_add_f64 v[80:81], v[84:85], v[80:81]
	v_add_f64 v[84:85], v[78:79], -v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[70:71], v[70:71], -v[80:81]
	v_add_f64 v[80:81], v[72:73], -v[74:75]
	v_lshrrev_b32_e32 v80, 20, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v80, 0x7ff, v80
	v_lshrrev_b32_e32 v0, 20, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v0, 16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[86:87]
	v_add_nc_u32_e32 v0, 49, v80
	v_cmp_lt_u64_e64 s0, v[0:1], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v78, v82, s0
	v_cndmask_b32_e64 v78, v79, v83, s0
	v_cndmask_b32_e64 v76, v76, v70, s0
	v_cndmask_b32_e64 v77, v77, v71, s0
	v_dual_cndmask_b32 v70, v72, v0 :: v_dual_cndmask_b32 v71, v73, v78
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v72, v74, v76 :: v_dual_cndmask_b32 v73, v75, v77
	v_add_f64 v[74:75], v[70:71], -v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], -v[74:75]
	v_add_f64 v[70:71], v[70:71], -v[72:73]
	v_mul_f64 v[72:73], v[74:75], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[78:79], v[72:73], s[98:99]
	v_mul_f64 v[80:81], v[72:73], s[84:85]
	v_mul_f64 v[76:77], v[72:73], v[72:73]
	v_add_f64 v[78:79], v[78:79], s[82:83]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[80:81], v[80:81], s[86:87]
	v_mul_f64 v[82:83], v[76:77], v[76:77]
	v_mul_f64 v[76:77], v[72:73], v[76:77]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[78:79], v[72:73], v[78:79]
	v_mul_f64 v[80:81], v[72:73], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[78:79], s[100:101]
	v_add_f64 v[80:81], v[80:81], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[78:79], v[72:73], v[78:79]
	v_mul_f64 v[80:81], v[82:83], v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[78:79], v[80:81]
	v_mul_f64 v[80:81], v[72:73], 0.5
	v_mul_f64 v[78:79], v[72:73], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], -v[80:81], 1.0
	v_add_f64 v[84:85], -v[82:83], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[84:85], -v[80:81]
	v_mul_f64 v[84:85], v[74:75], v[70:71]
	v_add_f64 v[78:79], v[78:79], -v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[80:81], v[78:79]
	v_mul_f64 v[80:81], v[72:73], s[102:103]
	v_add_f64 v[78:79], v[82:83], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[80:81], v[80:81], s[90:91]
	v_mul_f64 v[82:83], v[72:73], s[92:93]
	v_xor_b32_e32 v0, 0x80000000, v79
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[80:81], v[72:73], v[80:81]
	v_add_f64 v[82:83], v[82:83], s[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[80:81], s[48:49]
	v_mul_f64 v[76:77], v[76:77], v[82:83]
	v_mul_f64 v[82:83], v[70:71], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[76:77], v[80:81]
	v_mul_f64 v[80:81], v[74:75], v[72:73]
	v_mul_f64 v[76:77], v[80:81], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[82:83], -v[76:77]
	v_mul_f64 v[72:73], v[72:73], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[72:73], -v[70:71]
	v_mul_f64 v[72:73], v[80:81], s[2:3]
	v_add_f64 v[70:71], v[70:71], v[72:73]
	v_dual_mov_b32 v73, s19 :: v_dual_and_b32 v72, 1, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[72:73]
	v_add_f64 v[70:71], v[74:75], -v[70:71]
	v_dual_mov_b32 v75, s19 :: v_dual_and_b32 v74, 2, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s0, 0, v[74:75]
	v_cndmask_b32_e64 v0, v0, v79, s0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v76, 0x80000000, v71
	v_cndmask_b32_e32 v70, v70, v78, vcc_lo
	v_cndmask_b32_e64 v69, v71, v76, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v0, v69, v0, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[28:29]
	v_cndmask_b32_e32 v29, 0x7ff80000, v0, vcc_lo
	v_cndmask_b32_e32 v28, 0, v70, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[28:29], v[26:27]
	v_cvt_f32_f64_e32 v0, v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v64, v0
	v_add_f32_e32 v69, v0, v2
.LBB4_32:
	s_or_b32 exec_lo, exec_lo, s58
	v_mov_b32_e32 v70, v36
	s_mov_b32 s58, exec_lo
	v_readlane_b32 s0, v91, 4
	s_and_b32 s0, s58, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB4_34
	global_load_b32 v0, v[20:21], off
	s_mov_b32 s10, s44
	s_mov_b32 s96, s50
	s_xor_b32 s0, s20, s30
	s_mov_b32 s60, 0xd078c69f
	s_xor_b32 s0, s0, s22
	s_mov_b32 s61, 0x3fc39a09
	s_mul_i32 s3, s0, 0xd2511f53
	s_mul_hi_u32 s0, s0, 0xd2511f53
	v_mov_b32_e32 v88, s19
	s_mov_b32 s99, s45
	s_mov_b32 s101, s51
	s_mov_b32 s103, s43
	s_mov_b32 s49, s25
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[28:29], v[26:27], s[14:15]
	v_add_f64 v[28:29], 0x43380000, v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], 0xc3380000, v[28:29]
	v_lshl_add_u32 v2, v28, 20, 0x3ff00000
	v_mul_f64 v[72:73], v[70:71], s[28:29]
	v_mul_f64 v[70:71], v[70:71], s[4:5]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[26:27], v[70:71]
	v_add_f64 v[70:71], v[70:71], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[26:27], v[70:71]
	v_add_f64 v[70:71], v[70:71], s[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[26:27], v[70:71]
	v_add_f64 v[70:71], v[70:71], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[26:27], v[70:71]
	v_add_f64 v[70:71], v[70:71], s[96:97]
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
	v_xor_b32_e32 v28, s0, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_cvt_f32_f64_e32 v2, v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v36, v0
	v_xor_b32_e32 v0, s1, v55
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, v29, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v0, 0
	v_xor3_b32 v27, s3, s33, v27
	s_mov_b32 s3, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[72:73], null, 0xcd9e8d57, v27, 0
	v_xor3_b32 v0, v73, s104, v28
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, s6, v71, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor3_b32 v27, v27, s8, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s7, v29, v72
	v_mad_u64_u32 v[72:73], null, 0xcd9e8d57, v27, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, v73, s9, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, s52, v71, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor3_b32 v27, v27, s54, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s53, v29, v72
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v27
	v_xor3_b32 v26, s56, v71, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s55, v28
	v_mul_lo_u32 v28, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v0, v0, s21, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v28, v27, s57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_u32_e32 v[70:71], v26
	v_cvt_f64_u32_e32 v[27:28], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], 0.5
	v_add_f64 v[27:28], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[70:71], v[70:71], 0xffffffe0
	v_ldexp_f64 v[27:28], v[27:28], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f64_e32 vcc_lo, 0x100000, v[27:28]
	v_ldexp_f64 v[72:73], v[27:28], 54
	v_cndmask_b32_e32 v26, 0xfffffc01, v63, vcc_lo
	v_cndmask_b32_e32 v0, v28, v73, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v72, v27, v72, vcc_lo
	v_add_co_u32 v73, s0, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v74, null, 0, 0, s0
	v_cmp_neq_f64_e64 s0, 0, v[27:28]
	v_and_b32_e32 v29, 0xfffff, v73
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[74:75], 20, v[73:74]
	v_add_nc_u32_e32 v73, 0x3fe6a09e, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, v74, v26
	v_add_f64 v[72:73], v[72:73], -1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v26, null, -1, v75, vcc_lo
	v_add_f64 v[76:77], v[72:73], 2.0
	v_mul_f64 v[74:75], v[72:73], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[78:79], null, v[76:77], v[76:77], v[72:73]
	v_mul_f64 v[74:75], v[72:73], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[80:81], v[78:79]
	v_fma_f64 v[82:83], -v[78:79], v[80:81], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[80:81], v[80:81], v[82:83], v[80:81]
	v_fma_f64 v[82:83], -v[78:79], v[80:81], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[80:81], v[80:81], v[82:83], v[80:81]
	v_div_scale_f64 v[82:83], vcc_lo, v[72:73], v[76:77], v[72:73]
	v_mul_f64 v[84:85], v[82:83], v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], -v[78:79], v[84:85], v[82:83]
	v_div_fmas_f64 v[78:79], v[78:79], v[80:81], v[84:85]
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[76:77], v[78:79], v[76:77], v[72:73]
	v_mul_f64 v[78:79], v[76:77], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[80:81], v[78:79], v[78:79]
	v_mul_f64 v[82:83], v[80:81], s[60:61]
	s_mov_b32 s60, 0x1d8e78af
	s_mov_b32 s61, 0x3fcc71c5
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_add_f64 v[82:83], v[82:83], s[60:61]
	s_mov_b32 s60, 0x9997fa04
	s_mov_b32 s61, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[82:83], v[80:81], v[82:83]
	v_add_f64 v[82:83], v[82:83], s[60:61]
	s_mov_b32 s60, 0xdf3e5244
	s_mov_b32 s61, 0x3fc2f112
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[84:85], v[80:81], s[60:61]
	s_mov_b32 s60, 0x96cb03de
	s_mov_b32 s61, 0x3fc74664
	v_mul_f64 v[82:83], v[80:81], v[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[60:61]
	v_mul_f64 v[84:85], v[80:81], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[62:63]
	v_mul_f64 v[80:81], v[80:81], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[80:81], s[64:65]
	v_mul_f64 v[78:79], v[78:79], v[80:81]
	v_cvt_f64_i32_e32 v[80:81], v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[82:83], v[78:79]
	v_ldexp_f64 v[80:81], v[80:81], 32
	v_cvt_f64_u32_e32 v[82:83], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[74:75], v[78:79]
	v_add_f64 v[80:81], v[80:81], v[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[76:77], v[78:79]
	v_mul_f64 v[78:79], v[80:81], s[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[78:79], v[76:77]
	v_add_f64 v[74:75], v[76:77], -v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[72:73], v[74:75]
	v_mul_f64 v[74:75], v[80:81], s[28:29]
	v_add_f64 v[72:73], v[74:75], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[72:73], -2.0
	v_cndmask_b32_e32 v0, 0xfff00000, v73, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v26, 0, v72, vcc_lo
	v_cndmask_b32_e64 v27, 0x7ff00000, v0, s0
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
	v_mul_f64 v[28:29], v[70:71], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[28:29], s[68:69]
	v_bfe_u32 v87, v29, 20, 11
	v_add_f64 v[70:71], 0x43380000, v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], 0xc3380000, v[70:71]
	v_mul_f64 v[73:74], v[71:72], s[70:71]
	v_mul_f64 v[77:78], v[71:72], s[74:75]
	v_mul_f64 v[81:82], v[71:72], s[76:77]
	v_mul_f64 v[75:76], v[71:72], s[72:73]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[28:29], v[73:74]
	v_add_f64 v[79:80], v[73:74], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[73:74], -v[79:80]
	v_add_f64 v[77:78], v[83:84], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[81:82], -v[77:78]
	v_mul_f64 v[81:82], v[71:72], s[78:79]
	v_mul_f64 v[71:72], v[71:72], s[80:81]
	v_add_f64 v[83:84], v[79:80], v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[79:80], -v[83:84]
	v_add_f64 v[81:82], v[85:86], v[81:82]
	v_add_f64 v[85:86], v[79:80], -v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[71:72], v[71:72], -v[81:82]
	v_add_f64 v[81:82], v[73:74], -v[75:76]
	v_lshrrev_b32_e32 v81, 20, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v81, 0x7ff, v81
	v_lshrrev_b32_e32 v0, 20, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v0, 16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[87:88]
	v_add_nc_u32_e32 v0, 49, v81
	v_cmp_lt_u64_e64 s0, v[0:1], v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v79, v83, s0
	v_cndmask_b32_e64 v79, v80, v84, s0
	v_cndmask_b32_e64 v77, v77, v71, s0
	v_cndmask_b32_e64 v78, v78, v72, s0
	v_dual_cndmask_b32 v71, v73, v0 :: v_dual_cndmask_b32 v72, v74, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v73, v75, v77 :: v_dual_cndmask_b32 v74, v76, v78
	v_add_f64 v[75:76], v[71:72], -v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[71:72], -v[75:76]
	v_add_f64 v[71:72], v[71:72], -v[73:74]
	v_mul_f64 v[73:74], v[75:76], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[79:80], v[73:74], s[98:99]
	v_mul_f64 v[81:82], v[73:74], s[84:85]
	v_mul_f64 v[77:78], v[73:74], v[73:74]
	v_add_f64 v[79:80], v[79:80], s[82:83]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[81:82], v[81:82], s[86:87]
	v_mul_f64 v[83:84], v[77:78], v[77:78]
	v_mul_f64 v[77:78], v[73:74], v[77:78]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[79:80], v[73:74], v[79:80]
	v_mul_f64 v[81:82], v[73:74], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[79:80], s[100:101]
	v_add_f64 v[81:82], v[81:82], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[79:80], v[73:74], v[79:80]
	v_mul_f64 v[81:82], v[83:84], v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[79:80], v[81:82]
	v_mul_f64 v[81:82], v[73:74], 0.5
	v_mul_f64 v[79:80], v[73:74], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], -v[81:82], 1.0
	v_add_f64 v[85:86], -v[83:84], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[85:86], -v[81:82]
	v_mul_f64 v[85:86], v[75:76], v[71:72]
	v_add_f64 v[79:80], v[79:80], -v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[81:82], v[79:80]
	v_mul_f64 v[81:82], v[73:74], s[102:103]
	v_add_f64 v[79:80], v[83:84], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[81:82], v[81:82], s[90:91]
	v_mul_f64 v[83:84], v[73:74], s[92:93]
	v_xor_b32_e32 v0, 0x80000000, v80
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[81:82], v[73:74], v[81:82]
	v_add_f64 v[83:84], v[83:84], s[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[81:82], s[48:49]
	v_mul_f64 v[77:78], v[77:78], v[83:84]
	v_mul_f64 v[83:84], v[71:72], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[77:78], v[77:78], v[81:82]
	v_mul_f64 v[81:82], v[75:76], v[73:74]
	v_mul_f64 v[77:78], v[81:82], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[77:78], v[83:84], -v[77:78]
	v_mul_f64 v[73:74], v[73:74], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[73:74], -v[71:72]
	v_mul_f64 v[73:74], v[81:82], s[2:3]
	v_add_f64 v[71:72], v[71:72], v[73:74]
	v_dual_mov_b32 v74, s19 :: v_dual_and_b32 v73, 1, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[73:74]
	v_add_f64 v[71:72], v[75:76], -v[71:72]
	v_dual_mov_b32 v76, s19 :: v_dual_and_b32 v75, 2, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s0, 0, v[75:76]
	v_cndmask_b32_e64 v0, v0, v80, s0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v77, 0x80000000, v72
	v_cndmask_b32_e32 v71, v71, v79, vcc_lo
	v_cndmask_b32_e64 v70, v72, v77, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v0, v70, v0, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[28:29]
	v_cndmask_b32_e32 v29, 0x7ff80000, v0, vcc_lo
	v_cndmask_b32_e32 v28, 0, v71, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[28:29], v[26:27]
	v_cvt_f32_f64_e32 v0, v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v64, v0
	v_add_f32_e32 v70, v0, v2
.LBB4_34:
	s_or_b32 exec_lo, exec_lo, s58
	v_mov_b32_e32 v71, v37
	s_mov_b32 s58, exec_lo
	v_readlane_b32 s0, v91, 5
	s_and_b32 s0, s58, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB4_36
	global_load_b32 v0, v[22:23], off
	s_mov_b32 s10, s44
	s_mov_b32 s96, s50
	s_xor_b32 s0, s20, s30
	s_mov_b32 s60, 0xd078c69f
	s_xor_b32 s0, s0, s22
	s_mov_b32 s61, 0x3fc39a09
	s_mul_i32 s3, s0, 0xd2511f53
	s_mul_hi_u32 s0, s0, 0xd2511f53
	s_mov_b32 s99, s45
	s_mov_b32 s101, s51
	s_mov_b32 s103, s43
	s_mov_b32 s49, s25
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v89, s19 :: v_dual_sub_f32 v0, v37, v0
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
	v_mul_f64 v[71:72], v[71:72], s[4:5]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[26:27], v[71:72]
	v_add_f64 v[71:72], v[71:72], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[26:27], v[71:72]
	v_add_f64 v[71:72], v[71:72], s[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[26:27], v[71:72]
	v_add_f64 v[71:72], v[71:72], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[26:27], v[71:72]
	v_add_f64 v[71:72], v[71:72], s[96:97]
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
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v0, 0
	v_xor3_b32 v27, s3, s33, v27
	s_mov_b32 s3, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[73:74], null, 0xcd9e8d57, v27, 0
	v_xor3_b32 v0, v74, s104, v28
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, s6, v72, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor3_b32 v27, v27, s8, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s7, v29, v73
	v_mad_u64_u32 v[73:74], null, 0xcd9e8d57, v27, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, v74, s9, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, s52, v72, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor3_b32 v27, v27, s54, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s53, v29, v73
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v27
	v_xor3_b32 v26, s56, v72, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s55, v28
	v_mul_lo_u32 v28, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v0, v0, s21, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v28, v27, s57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_u32_e32 v[71:72], v26
	v_cvt_f64_u32_e32 v[27:28], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[71:72], 0.5
	v_add_f64 v[27:28], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[71:72], v[71:72], 0xffffffe0
	v_ldexp_f64 v[27:28], v[27:28], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f64_e32 vcc_lo, 0x100000, v[27:28]
	v_ldexp_f64 v[73:74], v[27:28], 54
	v_cndmask_b32_e32 v26, 0xfffffc01, v63, vcc_lo
	v_dual_cndmask_b32 v0, v28, v74 :: v_dual_cndmask_b32 v73, v27, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v74, s0, 0x95f62, v0
	v_add_co_ci_u32_e64 v75, null, 0, 0, s0
	v_cmp_neq_f64_e64 s0, 0, v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v29, 0xfffff, v74
	v_lshrrev_b64 v[75:76], 20, v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v74, 0x3fe6a09e, v29
	v_add_co_u32 v0, vcc_lo, v75, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[73:74], v[73:74], -1.0
	v_add_co_ci_u32_e64 v26, null, -1, v76, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[73:74], 2.0
	v_mul_f64 v[75:76], v[73:74], 0.5
	v_div_scale_f64 v[79:80], null, v[77:78], v[77:78], v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[73:74], v[75:76]
	v_rcp_f64_e32 v[81:82], v[79:80]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[83:84], -v[79:80], v[81:82], 1.0
	v_fma_f64 v[81:82], v[81:82], v[83:84], v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[83:84], -v[79:80], v[81:82], 1.0
	v_fma_f64 v[81:82], v[81:82], v[83:84], v[81:82]
	v_div_scale_f64 v[83:84], vcc_lo, v[73:74], v[77:78], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[85:86], v[83:84], v[81:82]
	v_fma_f64 v[79:80], -v[79:80], v[85:86], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[79:80], v[79:80], v[81:82], v[85:86]
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[27:28]
	v_div_fixup_f64 v[77:78], v[79:80], v[77:78], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[77:78], v[77:78]
	v_mul_f64 v[81:82], v[79:80], v[79:80]
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f64 v[83:84], v[81:82], s[60:61]
	s_mov_b32 s60, 0x1d8e78af
	s_mov_b32 s61, 0x3fcc71c5
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_add_f64 v[83:84], v[83:84], s[60:61]
	s_mov_b32 s60, 0x9997fa04
	s_mov_b32 s61, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[83:84], v[81:82], v[83:84]
	v_add_f64 v[83:84], v[83:84], s[60:61]
	s_mov_b32 s60, 0xdf3e5244
	s_mov_b32 s61, 0x3fc2f112
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[85:86], v[81:82], s[60:61]
	s_mov_b32 s60, 0x96cb03de
	s_mov_b32 s61, 0x3fc74664
	v_mul_f64 v[83:84], v[81:82], v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], s[60:61]
	v_mul_f64 v[85:86], v[81:82], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], s[62:63]
	v_mul_f64 v[81:82], v[81:82], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[81:82], s[64:65]
	v_mul_f64 v[79:80], v[79:80], v[81:82]
	v_cvt_f64_i32_e32 v[81:82], v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[83:84], v[79:80]
	v_ldexp_f64 v[81:82], v[81:82], 32
	v_cvt_f64_u32_e32 v[83:84], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[75:76], v[79:80]
	v_add_f64 v[81:82], v[81:82], v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[77:78], v[77:78], v[79:80]
	v_mul_f64 v[79:80], v[81:82], s[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[77:78], v[79:80], v[77:78]
	v_add_f64 v[75:76], v[77:78], -v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[73:74], v[75:76]
	v_mul_f64 v[75:76], v[81:82], s[28:29]
	v_add_f64 v[73:74], v[75:76], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[73:74], -2.0
	v_cndmask_b32_e32 v0, 0xfff00000, v74, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v26, 0, v73, vcc_lo
	v_cndmask_b32_e64 v27, 0x7ff00000, v0, s0
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
	v_mul_f64 v[28:29], v[71:72], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[71:72], v[28:29], s[68:69]
	v_bfe_u32 v88, v29, 20, 11
	v_add_f64 v[71:72], 0x43380000, v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], 0xc3380000, v[71:72]
	v_mul_f64 v[74:75], v[72:73], s[70:71]
	v_mul_f64 v[78:79], v[72:73], s[74:75]
	v_mul_f64 v[82:83], v[72:73], s[76:77]
	v_mul_f64 v[76:77], v[72:73], s[72:73]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[28:29], v[74:75]
	v_add_f64 v[80:81], v[74:75], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[74:75], -v[80:81]
	v_add_f64 v[78:79], v[84:85], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[82:83], -v[78:79]
	v_mul_f64 v[82:83], v[72:73], s[78:79]
	v_mul_f64 v[72:73], v[72:73], s[80:81]
	v_add_f64 v[84:85], v[80:81], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[80:81], -v[84:85]
	v_add_f64 v[82:83], v[86:87], v[82:83]
	v_add_f64 v[86:87], v[80:81], -v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[72:73], v[72:73], -v[82:83]
	v_add_f64 v[82:83], v[74:75], -v[76:77]
	v_lshrrev_b32_e32 v82, 20, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v82, 0x7ff, v82
	v_lshrrev_b32_e32 v0, 20, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v0, 16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[88:89]
	v_add_nc_u32_e32 v0, 49, v82
	v_cmp_lt_u64_e64 s0, v[0:1], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v0, v80, v84, s0
	v_cndmask_b32_e64 v80, v81, v85, s0
	v_cndmask_b32_e64 v78, v78, v72, s0
	v_cndmask_b32_e64 v79, v79, v73, s0
	v_cndmask_b32_e32 v72, v74, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v73, v75, v80 :: v_dual_cndmask_b32 v74, v76, v78
	v_cndmask_b32_e32 v75, v77, v79, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[72:73], -v[74:75]
	v_add_f64 v[72:73], v[72:73], -v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[72:73], -v[74:75]
	v_mul_f64 v[74:75], v[76:77], v[76:77]
	v_mul_f64 v[80:81], v[74:75], s[98:99]
	v_mul_f64 v[82:83], v[74:75], s[84:85]
	v_mul_f64 v[78:79], v[74:75], v[74:75]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[80:81], v[80:81], s[82:83]
	v_add_f64 v[82:83], v[82:83], s[86:87]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[84:85], v[78:79], v[78:79]
	v_mul_f64 v[78:79], v[74:75], v[78:79]
	v_mul_f64 v[80:81], v[74:75], v[80:81]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[82:83], v[74:75], v[82:83]
	v_add_f64 v[80:81], v[80:81], s[100:101]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[82:83], s[88:89]
	v_mul_f64 v[80:81], v[74:75], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[82:83], v[84:85], v[82:83]
	v_add_f64 v[80:81], v[80:81], v[82:83]
	v_mul_f64 v[82:83], v[74:75], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[80:81], v[74:75], v[80:81]
	v_add_f64 v[84:85], -v[82:83], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], -v[84:85], 1.0
	v_add_f64 v[82:83], v[86:87], -v[82:83]
	v_mul_f64 v[86:87], v[76:77], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[80:81], -v[86:87]
	v_add_f64 v[80:81], v[82:83], v[80:81]
	v_mul_f64 v[82:83], v[74:75], s[102:103]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[84:85], v[80:81]
	v_add_f64 v[82:83], v[82:83], s[90:91]
	v_mul_f64 v[84:85], v[74:75], s[92:93]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v0, 0x80000000, v81
	v_mul_f64 v[82:83], v[74:75], v[82:83]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[84:85], s[94:95]
	v_add_f64 v[82:83], v[82:83], s[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[78:79], v[78:79], v[84:85]
	v_mul_f64 v[84:85], v[72:73], 0.5
	v_add_f64 v[78:79], v[78:79], v[82:83]
	v_mul_f64 v[82:83], v[76:77], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[82:83], v[78:79]
	v_add_f64 v[78:79], v[84:85], -v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[74:75], v[78:79]
	v_add_f64 v[72:73], v[74:75], -v[72:73]
	v_mul_f64 v[74:75], v[82:83], s[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[72:73], v[74:75]
	v_dual_mov_b32 v75, s19 :: v_dual_and_b32 v74, 1, v71
	v_cmp_eq_u64_e32 vcc_lo, 0, v[74:75]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[76:77], -v[72:73]
	v_dual_mov_b32 v77, s19 :: v_dual_and_b32 v76, 2, v71
	v_cmp_eq_u64_e64 s0, 0, v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v0, v0, v81, s0
	v_xor_b32_e32 v78, 0x80000000, v73
	v_cndmask_b32_e32 v72, v72, v80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v71, v73, v78, s0
	v_cndmask_b32_e32 v0, v71, v0, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v29, 0x7ff80000, v0, vcc_lo
	v_cndmask_b32_e32 v28, 0, v72, vcc_lo
	v_mul_f64 v[26:27], v[28:29], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[26:27]
	v_mul_f32_e32 v0, v64, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v71, v0, v2
.LBB4_36:
	s_or_b32 exec_lo, exec_lo, s58
	v_mov_b32_e32 v0, v38
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s3, v91, 6
	s_and_b32 s3, s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s58, s3, s0
	s_mov_b32 exec_lo, s3
	s_cbranch_execz .LBB4_38
	global_load_b32 v0, v[24:25], off
	s_mov_b32 s10, s44
	s_mov_b32 s96, s50
	s_xor_b32 s0, s20, s30
	v_mov_b32_e32 v90, s19
	s_xor_b32 s0, s0, s22
	s_mov_b32 s99, s45
	s_mul_i32 s3, s0, 0xd2511f53
	s_mul_hi_u32 s0, s0, 0xd2511f53
	s_mov_b32 s101, s51
	s_mov_b32 s103, s43
	s_mov_b32 s49, s25
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
	v_add_f64 v[72:73], 0xc3380000, v[28:29]
	v_lshl_add_u32 v2, v28, 20, 0x3ff00000
	v_mul_f64 v[74:75], v[72:73], s[28:29]
	v_mul_f64 v[72:73], v[72:73], s[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], -v[74:75]
	v_add_f64 v[26:27], v[26:27], -v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[26:27], s[34:35]
	v_add_f64 v[72:73], v[72:73], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[26:27], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[26:27], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[26:27], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[26:27], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[26:27], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[26:27], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[26:27], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[26:27], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[26:27], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[26:27], v[72:73]
	v_add_f64 v[72:73], v[72:73], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[26:27], v[72:73]
	v_add_f64 v[72:73], v[72:73], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[72:73]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[1:2]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], 1.0
	v_rcp_f64_e32 v[72:73], v[28:29]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[74:75], -v[28:29], v[72:73], 1.0
	v_fma_f64 v[72:73], v[72:73], v[74:75], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[74:75], -v[28:29], v[72:73], 1.0
	v_fma_f64 v[72:73], v[72:73], v[74:75], v[72:73]
	v_div_scale_f64 v[74:75], vcc_lo, 1.0, v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[74:75], v[72:73]
	v_fma_f64 v[28:29], -v[28:29], v[76:77], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[28:29], v[28:29], v[72:73], v[76:77]
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
	v_mad_u64_u32 v[72:73], null, 0xd2511f53, v0, 0
	v_xor3_b32 v27, s3, s33, v27
	s_mov_b32 s3, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[74:75], null, 0xcd9e8d57, v27, 0
	v_xor3_b32 v0, v75, s104, v28
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, s6, v73, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor3_b32 v27, v27, s8, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s7, v29, v74
	v_mad_u64_u32 v[74:75], null, 0xcd9e8d57, v27, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[72:73], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, v75, s9, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, s52, v73, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor3_b32 v27, v27, s54, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s53, v29, v74
	v_mad_u64_u32 v[72:73], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v27
	v_xor3_b32 v26, s56, v73, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s55, v28
	v_mul_lo_u32 v28, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v0, v0, s21, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v28, v27, s57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_u32_e32 v[72:73], v26
	v_cvt_f64_u32_e32 v[27:28], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[72:73], 0.5
	v_add_f64 v[27:28], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[72:73], v[72:73], 0xffffffe0
	v_ldexp_f64 v[27:28], v[27:28], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f64_e32 vcc_lo, 0x100000, v[27:28]
	v_ldexp_f64 v[74:75], v[27:28], 54
	v_cndmask_b32_e32 v26, 0xfffffc01, v63, vcc_lo
	v_cndmask_b32_e32 v0, v28, v75, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v74, v27, v74, vcc_lo
	v_add_co_u32 v75, s0, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v76, null, 0, 0, s0
	s_mov_b32 s0, 0xd078c69f
	v_and_b32_e32 v29, 0xfffff, v75
	s_mov_b32 s1, 0x3fc39a09
	v_lshrrev_b64 v[76:77], 20, v[75:76]
	v_add_nc_u32_e32 v75, 0x3fe6a09e, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, v76, v26
	v_add_f64 v[74:75], v[74:75], -1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v26, null, -1, v77, vcc_lo
	v_add_f64 v[78:79], v[74:75], 2.0
	v_mul_f64 v[76:77], v[74:75], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[80:81], null, v[78:79], v[78:79], v[74:75]
	v_mul_f64 v[76:77], v[74:75], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[82:83], v[80:81]
	v_fma_f64 v[84:85], -v[80:81], v[82:83], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[82:83], v[82:83], v[84:85], v[82:83]
	v_fma_f64 v[84:85], -v[80:81], v[82:83], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[82:83], v[82:83], v[84:85], v[82:83]
	v_div_scale_f64 v[84:85], vcc_lo, v[74:75], v[78:79], v[74:75]
	v_mul_f64 v[86:87], v[84:85], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[80:81], -v[80:81], v[86:87], v[84:85]
	v_div_fmas_f64 v[80:81], v[80:81], v[82:83], v[86:87]
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[78:79], v[80:81], v[78:79], v[74:75]
	v_mul_f64 v[80:81], v[78:79], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[82:83], v[80:81], v[80:81]
	v_mul_f64 v[84:85], v[82:83], s[0:1]
	s_mov_b32 s0, 0x1d8e78af
	s_mov_b32 s1, 0x3fcc71c5
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_add_f64 v[84:85], v[84:85], s[0:1]
	s_mov_b32 s0, 0x9997fa04
	s_mov_b32 s1, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[84:85], v[82:83], v[84:85]
	v_add_f64 v[84:85], v[84:85], s[0:1]
	s_mov_b32 s0, 0xdf3e5244
	s_mov_b32 s1, 0x3fc2f112
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[86:87], v[82:83], s[0:1]
	s_mov_b32 s0, 0x96cb03de
	s_mov_b32 s1, 0x3fc74664
	v_mul_f64 v[84:85], v[82:83], v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[86:87], v[86:87], s[0:1]
	v_cmp_neq_f64_e64 s0, 0, v[27:28]
	v_mul_f64 v[86:87], v[82:83], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], s[62:63]
	v_mul_f64 v[82:83], v[82:83], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[82:83], s[64:65]
	v_mul_f64 v[80:81], v[80:81], v[82:83]
	v_cvt_f64_i32_e32 v[82:83], v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[84:85], v[80:81]
	v_ldexp_f64 v[82:83], v[82:83], 32
	v_cvt_f64_u32_e32 v[84:85], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[76:77], v[80:81]
	v_add_f64 v[82:83], v[82:83], v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[78:79], v[78:79], v[80:81]
	v_mul_f64 v[80:81], v[82:83], s[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], v[80:81], v[78:79]
	v_add_f64 v[76:77], v[78:79], -v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[74:75], v[76:77]
	v_mul_f64 v[76:77], v[82:83], s[28:29]
	v_add_f64 v[74:75], v[76:77], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[74:75], -2.0
	v_cndmask_b32_e32 v0, 0xfff00000, v75, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v26, 0, v74, vcc_lo
	v_cndmask_b32_e64 v27, 0x7ff00000, v0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[26:27]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[26:27], v[26:27], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[28:29], v[26:27]
	v_cmp_class_f64_e64 vcc_lo, v[26:27], 0x260
	v_mul_f64 v[74:75], v[26:27], v[28:29]
	v_mul_f64 v[28:29], v[28:29], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], -v[28:29], v[74:75], 0.5
	v_fma_f64 v[74:75], v[74:75], v[76:77], v[74:75]
	v_fma_f64 v[28:29], v[28:29], v[76:77], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], -v[74:75], v[74:75], v[26:27]
	v_fma_f64 v[74:75], v[78:79], v[28:29], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], -v[74:75], v[74:75], v[26:27]
	v_fma_f64 v[28:29], v[76:77], v[28:29], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[28:29], v[28:29], v0
	v_dual_cndmask_b32 v27, v29, v27 :: v_dual_cndmask_b32 v26, v28, v26
	v_mul_f64 v[28:29], v[72:73], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[72:73], v[28:29], s[68:69]
	v_bfe_u32 v89, v29, 20, 11
	v_add_f64 v[72:73], 0x43380000, v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], 0xc3380000, v[72:73]
	v_mul_f64 v[75:76], v[73:74], s[70:71]
	v_mul_f64 v[79:80], v[73:74], s[74:75]
	v_mul_f64 v[83:84], v[73:74], s[76:77]
	v_mul_f64 v[77:78], v[73:74], s[72:73]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[28:29], v[75:76]
	v_add_f64 v[81:82], v[75:76], v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[75:76], -v[81:82]
	v_add_f64 v[79:80], v[85:86], v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[83:84], -v[79:80]
	v_mul_f64 v[83:84], v[73:74], s[78:79]
	v_mul_f64 v[73:74], v[73:74], s[80:81]
	v_add_f64 v[85:86], v[81:82], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], v[81:82], -v[85:86]
	v_add_f64 v[83:84], v[87:88], v[83:84]
	v_add_f64 v[87:88], v[81:82], -v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[73:74], v[73:74], -v[83:84]
	v_add_f64 v[83:84], v[75:76], -v[77:78]
	v_lshrrev_b32_e32 v83, 20, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v83, 0x7ff, v83
	v_lshrrev_b32_e32 v0, 20, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v0, 16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[89:90]
	v_add_nc_u32_e32 v0, 49, v83
	v_cmp_lt_u64_e64 s0, v[0:1], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v81, v85, s0
	v_cndmask_b32_e64 v81, v82, v86, s0
	v_cndmask_b32_e64 v79, v79, v73, s0
	v_cndmask_b32_e64 v80, v80, v74, s0
	v_dual_cndmask_b32 v73, v75, v0 :: v_dual_cndmask_b32 v74, v76, v81
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v75, v77, v79 :: v_dual_cndmask_b32 v76, v78, v80
	v_add_f64 v[77:78], v[73:74], -v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[73:74], -v[77:78]
	v_add_f64 v[73:74], v[73:74], -v[75:76]
	v_mul_f64 v[75:76], v[77:78], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[81:82], v[75:76], s[98:99]
	v_mul_f64 v[83:84], v[75:76], s[84:85]
	v_mul_f64 v[79:80], v[75:76], v[75:76]
	v_add_f64 v[81:82], v[81:82], s[82:83]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[83:84], v[83:84], s[86:87]
	v_mul_f64 v[85:86], v[79:80], v[79:80]
	v_mul_f64 v[79:80], v[75:76], v[79:80]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[81:82], v[75:76], v[81:82]
	v_mul_f64 v[83:84], v[75:76], v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[81:82], s[100:101]
	v_add_f64 v[83:84], v[83:84], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[81:82], v[75:76], v[81:82]
	v_mul_f64 v[83:84], v[85:86], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[81:82], v[83:84]
	v_mul_f64 v[83:84], v[75:76], 0.5
	v_mul_f64 v[81:82], v[75:76], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], -v[83:84], 1.0
	v_add_f64 v[87:88], -v[85:86], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[87:88], -v[83:84]
	v_mul_f64 v[87:88], v[77:78], v[73:74]
	v_add_f64 v[81:82], v[81:82], -v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[83:84], v[81:82]
	v_mul_f64 v[83:84], v[75:76], s[102:103]
	v_add_f64 v[81:82], v[85:86], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[83:84], v[83:84], s[90:91]
	v_mul_f64 v[85:86], v[75:76], s[92:93]
	v_xor_b32_e32 v0, 0x80000000, v82
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[83:84], v[75:76], v[83:84]
	v_add_f64 v[85:86], v[85:86], s[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[83:84], s[48:49]
	v_mul_f64 v[79:80], v[79:80], v[85:86]
	v_mul_f64 v[85:86], v[73:74], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[79:80], v[79:80], v[83:84]
	v_mul_f64 v[83:84], v[77:78], v[75:76]
	v_mul_f64 v[79:80], v[83:84], v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[79:80], v[85:86], -v[79:80]
	v_mul_f64 v[75:76], v[75:76], v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[75:76], -v[73:74]
	v_mul_f64 v[75:76], v[83:84], s[2:3]
	v_add_f64 v[73:74], v[73:74], v[75:76]
	v_dual_mov_b32 v76, s19 :: v_dual_and_b32 v75, 1, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[75:76]
	v_add_f64 v[73:74], v[77:78], -v[73:74]
	v_dual_mov_b32 v78, s19 :: v_dual_and_b32 v77, 2, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s0, 0, v[77:78]
	v_cndmask_b32_e64 v0, v0, v82, s0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v79, 0x80000000, v74
	v_cndmask_b32_e32 v73, v73, v81, vcc_lo
	v_cndmask_b32_e64 v72, v74, v79, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v0, v72, v0, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[28:29]
	v_cndmask_b32_e32 v29, 0x7ff80000, v0, vcc_lo
	v_cndmask_b32_e32 v28, 0, v73, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[28:29], v[26:27]
	v_cvt_f32_f64_e32 v0, v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v64, v0
	v_add_f32_e32 v0, v0, v2
.LBB4_38:
	s_or_b32 exec_lo, exec_lo, s58
	s_mov_b32 s0, 0
.LBB4_39:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB4_20
	s_and_saveexec_b32 s0, s59
	s_cbranch_execz .LBB4_42
	global_load_b32 v0, v[10:11], off
	s_mov_b32 s30, s4
	s_mov_b32 s10, s44
	s_mov_b32 s96, s50
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
	v_add_f64 v[64:65], 0xc3380000, v[28:29]
	v_lshl_add_u32 v2, v28, 20, 0x3ff00000
	v_mul_f64 v[66:67], v[64:65], vcc
	v_mul_f64 v[64:65], v[64:65], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], v[66:67]
	v_add_f64 v[26:27], v[26:27], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], s[34:35]
	v_add_f64 v[64:65], v[64:65], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[64:65]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[1:2]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], 1.0
	v_rcp_f64_e32 v[64:65], v[28:29]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[28:29], v[64:65], 1.0
	v_fma_f64 v[64:65], v[64:65], v[66:67], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[28:29], v[64:65], 1.0
	v_fma_f64 v[64:65], v[64:65], v[66:67], v[64:65]
	v_div_scale_f64 v[66:67], vcc_lo, 1.0, v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[66:67], v[64:65]
	v_fma_f64 v[28:29], -v[28:29], v[68:69], v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[28:29], v[28:29], v[64:65], v[68:69]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[26:27]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v31, v31, v0
.LBB4_42:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s1, v91, 0
	s_and_b32 s1, s0, s1
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB4_44
	global_load_b32 v0, v[12:13], off
	s_mov_b32 s30, s4
	s_mov_b32 s10, s44
	s_mov_b32 s96, s50
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
	v_add_f64 v[64:65], 0xc3380000, v[28:29]
	v_lshl_add_u32 v2, v28, 20, 0x3ff00000
	v_mul_f64 v[66:67], v[64:65], vcc
	v_mul_f64 v[64:65], v[64:65], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], v[66:67]
	v_add_f64 v[26:27], v[26:27], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], s[34:35]
	v_add_f64 v[64:65], v[64:65], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[64:65]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[1:2]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], 1.0
	v_rcp_f64_e32 v[64:65], v[28:29]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[28:29], v[64:65], 1.0
	v_fma_f64 v[64:65], v[64:65], v[66:67], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[28:29], v[64:65], 1.0
	v_fma_f64 v[64:65], v[64:65], v[66:67], v[64:65]
	v_div_scale_f64 v[66:67], vcc_lo, 1.0, v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[66:67], v[64:65]
	v_fma_f64 v[28:29], -v[28:29], v[68:69], v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[28:29], v[28:29], v[64:65], v[68:69]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[26:27]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v32, v32, v0
.LBB4_44:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s1, v91, 1
	s_and_b32 s1, s0, s1
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB4_46
	global_load_b32 v0, v[14:15], off
	s_mov_b32 s30, s4
	s_mov_b32 s10, s44
	s_mov_b32 s96, s50
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
	v_add_f64 v[64:65], 0xc3380000, v[28:29]
	v_lshl_add_u32 v2, v28, 20, 0x3ff00000
	v_mul_f64 v[66:67], v[64:65], vcc
	v_mul_f64 v[64:65], v[64:65], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], v[66:67]
	v_add_f64 v[26:27], v[26:27], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], s[34:35]
	v_add_f64 v[64:65], v[64:65], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[64:65]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[1:2]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], 1.0
	v_rcp_f64_e32 v[64:65], v[28:29]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[28:29], v[64:65], 1.0
	v_fma_f64 v[64:65], v[64:65], v[66:67], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[28:29], v[64:65], 1.0
	v_fma_f64 v[64:65], v[64:65], v[66:67], v[64:65]
	v_div_scale_f64 v[66:67], vcc_lo, 1.0, v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[66:67], v[64:65]
	v_fma_f64 v[28:29], -v[28:29], v[68:69], v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[28:29], v[28:29], v[64:65], v[68:69]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[26:27]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v33, v33, v0
.LBB4_46:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s1, v91, 2
	s_and_b32 s1, s0, s1
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB4_48
	global_load_b32 v0, v[16:17], off
	s_mov_b32 s30, s4
	s_mov_b32 s10, s44
	s_mov_b32 s96, s50
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
	v_add_f64 v[64:65], 0xc3380000, v[28:29]
	v_lshl_add_u32 v2, v28, 20, 0x3ff00000
	v_mul_f64 v[66:67], v[64:65], vcc
	v_mul_f64 v[64:65], v[64:65], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], v[66:67]
	v_add_f64 v[26:27], v[26:27], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], s[34:35]
	v_add_f64 v[64:65], v[64:65], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[64:65]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[1:2]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], 1.0
	v_rcp_f64_e32 v[64:65], v[28:29]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[28:29], v[64:65], 1.0
	v_fma_f64 v[64:65], v[64:65], v[66:67], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[28:29], v[64:65], 1.0
	v_fma_f64 v[64:65], v[64:65], v[66:67], v[64:65]
	v_div_scale_f64 v[66:67], vcc_lo, 1.0, v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[66:67], v[64:65]
	v_fma_f64 v[28:29], -v[28:29], v[68:69], v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[28:29], v[28:29], v[64:65], v[68:69]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[26:27]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v34, v34, v0
.LBB4_48:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s1, v91, 3
	s_and_b32 s1, s0, s1
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB4_50
	global_load_b32 v0, v[18:19], off
	s_mov_b32 s30, s4
	s_mov_b32 s10, s44
	s_mov_b32 s96, s50
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
	v_add_f64 v[64:65], 0xc3380000, v[28:29]
	v_lshl_add_u32 v2, v28, 20, 0x3ff00000
	v_mul_f64 v[66:67], v[64:65], vcc
	v_mul_f64 v[64:65], v[64:65], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], v[66:67]
	v_add_f64 v[26:27], v[26:27], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], s[34:35]
	v_add_f64 v[64:65], v[64:65], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[64:65]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[1:2]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], 1.0
	v_rcp_f64_e32 v[64:65], v[28:29]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[28:29], v[64:65], 1.0
	v_fma_f64 v[64:65], v[64:65], v[66:67], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[28:29], v[64:65], 1.0
	v_fma_f64 v[64:65], v[64:65], v[66:67], v[64:65]
	v_div_scale_f64 v[66:67], vcc_lo, 1.0, v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[66:67], v[64:65]
	v_fma_f64 v[28:29], -v[28:29], v[68:69], v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[28:29], v[28:29], v[64:65], v[68:69]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[26:27]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v35, v35, v0
.LBB4_50:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s1, v91, 4
	s_and_b32 s1, s0, s1
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB4_52
	global_load_b32 v0, v[20:21], off
	s_mov_b32 s30, s4
	s_mov_b32 s10, s44
	s_mov_b32 s96, s50
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
	v_add_f64 v[64:65], 0xc3380000, v[28:29]
	v_lshl_add_u32 v2, v28, 20, 0x3ff00000
	v_mul_f64 v[66:67], v[64:65], vcc
	v_mul_f64 v[64:65], v[64:65], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], v[66:67]
	v_add_f64 v[26:27], v[26:27], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], s[34:35]
	v_add_f64 v[64:65], v[64:65], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[64:65]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[1:2]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], 1.0
	v_rcp_f64_e32 v[64:65], v[28:29]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[28:29], v[64:65], 1.0
	v_fma_f64 v[64:65], v[64:65], v[66:67], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[28:29], v[64:65], 1.0
	v_fma_f64 v[64:65], v[64:65], v[66:67], v[64:65]
	v_div_scale_f64 v[66:67], vcc_lo, 1.0, v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[66:67], v[64:65]
	v_fma_f64 v[28:29], -v[28:29], v[68:69], v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[28:29], v[28:29], v[64:65], v[68:69]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[26:27]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v36, v36, v0
.LBB4_52:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s1, v91, 5
	s_and_b32 s1, s0, s1
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB4_54
	global_load_b32 v0, v[22:23], off
	s_mov_b32 s30, s4
	s_mov_b32 s10, s44
	s_mov_b32 s96, s50
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
	v_add_f64 v[64:65], 0xc3380000, v[28:29]
	v_lshl_add_u32 v2, v28, 20, 0x3ff00000
	v_mul_f64 v[66:67], v[64:65], vcc
	v_mul_f64 v[64:65], v[64:65], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], v[66:67]
	v_add_f64 v[26:27], v[26:27], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], s[34:35]
	v_add_f64 v[64:65], v[64:65], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[64:65]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[1:2]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], 1.0
	v_rcp_f64_e32 v[64:65], v[28:29]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[28:29], v[64:65], 1.0
	v_fma_f64 v[64:65], v[64:65], v[66:67], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[28:29], v[64:65], 1.0
	v_fma_f64 v[64:65], v[64:65], v[66:67], v[64:65]
	v_div_scale_f64 v[66:67], vcc_lo, 1.0, v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[66:67], v[64:65]
	v_fma_f64 v[28:29], -v[28:29], v[68:69], v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[28:29], v[28:29], v[64:65], v[68:69]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[26:27]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v37, v37, v0
.LBB4_54:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s1, v91, 6
	s_and_b32 s1, s0, s1
	s_xor_b32 s0, s1, s0
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB4_19
	global_load_b32 v0, v[24:25], off
	s_mov_b32 s30, s4
	s_mov_b32 s10, s44
	s_mov_b32 s96, s50
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
	v_add_f64 v[64:65], 0xc3380000, v[28:29]
	v_lshl_add_u32 v2, v28, 20, 0x3ff00000
	v_mul_f64 v[66:67], v[64:65], vcc
	v_mul_f64 v[64:65], v[64:65], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], v[66:67]
	v_add_f64 v[26:27], v[26:27], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], s[34:35]
	v_add_f64 v[64:65], v[64:65], s[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[26:27], v[64:65]
	v_add_f64 v[64:65], v[64:65], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[64:65]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[1:2]
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], 1.0
	v_rcp_f64_e32 v[64:65], v[28:29]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[28:29], v[64:65], 1.0
	v_fma_f64 v[64:65], v[64:65], v[66:67], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[28:29], v[64:65], 1.0
	v_fma_f64 v[64:65], v[64:65], v[66:67], v[64:65]
	v_div_scale_f64 v[66:67], vcc_lo, 1.0, v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[66:67], v[64:65]
	v_fma_f64 v[28:29], -v[28:29], v[68:69], v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[28:29], v[28:29], v[64:65], v[68:69]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[26:27]
	v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v38, v38, v0
	s_branch .LBB4_19
.LBB4_56:
	v_readlane_b32 s8, v91, 7
	v_readlane_b32 s9, v91, 8
.LBB4_57:
	s_and_saveexec_b32 s0, s59
	s_cbranch_execz .LBB4_59
	s_waitcnt vmcnt(0)
	global_store_b32 v30, v31, s[8:9]
.LBB4_59:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s1, v91, 0
	s_and_b32 s1, s0, s1
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB4_61
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v32, s[8:9]
.LBB4_61:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s1, v91, 1
	s_and_b32 s1, s0, s1
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB4_63
	v_lshlrev_b32_e32 v0, 2, v4
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v33, s[8:9]
.LBB4_63:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s1, v91, 2
	s_and_b32 s1, s0, s1
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB4_65
	v_lshlrev_b32_e32 v0, 2, v5
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v34, s[8:9]
.LBB4_65:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s1, v91, 3
	s_and_b32 s1, s0, s1
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB4_67
	v_lshlrev_b32_e32 v0, 2, v6
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v35, s[8:9]
.LBB4_67:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s1, v91, 4
	s_and_b32 s1, s0, s1
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB4_69
	v_lshlrev_b32_e32 v0, 2, v7
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v36, s[8:9]
.LBB4_69:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s1, v91, 5
	s_and_b32 s1, s0, s1
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB4_71
	v_lshlrev_b32_e32 v0, 2, v8
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v37, s[8:9]
.LBB4_71:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mov_b32 s0, exec_lo
	v_readlane_b32 s1, v91, 6
	s_and_b32 s1, s0, s1
	s_xor_b32 s0, s1, s0
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB4_73
	v_lshlrev_b32_e32 v0, 2, v9
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v38, s[8:9]
.LBB4_73:
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
		.amdhsa_next_free_vgpr 92
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
	.size	tessera_softplus_w8192, .Lfunc_end4-tessera_softplus_w8192

	.set tessera_softplus_w8192.num_vgpr, 92
	.set tessera_softplus_w8192.num_agpr, 0
	.set tessera_softplus_w8192.numbered_sgpr, 105
	.set tessera_softplus_w8192.num_named_barrier, 0
	.set tessera_softplus_w8192.private_seg_size, 0
	.set tessera_softplus_w8192.uses_vcc, 1
	.set tessera_softplus_w8192.uses_flat_scratch, 0
	.set tessera_softplus_w8192.has_dyn_sized_stack, 0
	.set tessera_softplus_w8192.has_recursion, 0
	.set tessera_softplus_w8192.has_indirect_call, 0
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
    .name:           tessera_softplus_w256
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         tessera_softplus_w256.kd
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
    .max_flat_workgroup_size: 1024
    .name:           tessera_softplus_w1024
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         tessera_softplus_w1024.kd
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
    .max_flat_workgroup_size: 1024
    .name:           tessera_softplus_w2048
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 2
    .symbol:         tessera_softplus_w2048.kd
    .uses_dynamic_stack: false
    .vgpr_count:     58
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
    .vgpr_count:     74
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
    .vgpr_count:     92
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1151
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
