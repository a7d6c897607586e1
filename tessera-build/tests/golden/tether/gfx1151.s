	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 6
	.text
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
	s_cbranch_vccnz .LBB0_30
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
	s_cbranch_execz .LBB0_3
	global_load_b32 v5, v4, s[16:17]
.LBB0_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[6:7], 0
	s_mov_b64 s[20:21], 0
	s_cbranch_scc1 .LBB0_27
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v1, s0, s28, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s29, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v1, 0
	s_mov_b32 s29, 0
	v_cmp_gt_u64_e64 s100, s[22:23], 7
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
	s_cselect_b32 s86, -1, 0
	s_add_u32 s1, s24, 0x9e3779b9
	s_add_u32 s3, s25, 0xbb67ae85
	s_add_u32 s4, s24, 0x3c6ef372
	s_and_b32 s28, s22, 7
	s_add_u32 s87, s25, 0x76cf5d0a
	s_add_u32 s88, s24, 0xdaa66d2b
	s_add_u32 s89, s25, 0x32370b8f
	v_xor_b32_e32 v6, s1, v9
	s_add_u32 s90, s24, 0x78dde6e4
	s_add_u32 s91, s25, 0xed9eba14
	s_add_u32 s92, s24, 0x1715609d
	s_add_u32 s93, s25, 0xa9066899
	s_add_u32 s94, s24, 0xb54cda56
	s_add_u32 s95, s25, 0x646e171e
	s_add_u32 s96, s24, 0x5384540f
	s_add_u32 s97, s25, 0x1fd5c5a3
	s_add_u32 s25, s25, 0xdb3d7428
	s_add_i32 s98, s24, 0x8ff34781
	s_and_b32 s10, s22, 0x1f8
	v_xor_b32_e32 v7, s3, v7
	v_xor_b32_e32 v8, s4, v8
	v_mov_b32_e32 v9, 0xfffffbcb
	s_cmp_lg_u64 s[28:29], 0
	s_mov_b32 s18, 0xd078c69f
	s_mov_b32 s22, 0x1d8e78af
	s_mov_b32 s46, 0x54442d18
	s_mov_b32 s48, 0x6dc9c883
	s_mov_b32 s50, 0x54400000
	s_mov_b32 s52, 0x1a626331
	s_mov_b32 s54, 0x1a600000
	s_mov_b32 s56, 0x2e037073
	s_mov_b32 s58, 0x2e000000
	s_mov_b32 s60, 0x252049c1
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
	s_mov_b32 s11, s29
	s_cselect_b32 s99, -1, 0
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
	s_mov_b32 s59, 0xbba3198a
	s_mov_b32 s61, 0x397b839a
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
	s_branch .LBB0_7
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v5
.LBB0_6:
	s_add_u32 s20, s20, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v5, v0
	s_addc_u32 s21, s21, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[20:21], s[6:7]
	s_cbranch_scc1 .LBB0_28
.LBB0_7:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_9
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v5, v5
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
	s_and_not1_b32 vcc_lo, exec_lo, s100
	s_cbranch_vccnz .LBB0_15
	s_mov_b64 s[4:5], 0
	s_mov_b32 s3, 0
	.p2align	6
.LBB0_13:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v16, s3
	s_add_u32 s4, s4, 8
	s_addc_u32 s5, s5, 0
	s_add_i32 s3, s3, 32
	s_cmp_lg_u64 s[10:11], s[4:5]
	ds_load_2addr_b32 v[10:11], v16 offset1:1
	ds_load_2addr_b32 v[12:13], v16 offset0:2 offset1:3
	ds_load_2addr_b32 v[14:15], v16 offset0:4 offset1:5
	ds_load_2addr_b32 v[16:17], v16 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v11
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v13
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v15
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v17
	s_cbranch_scc1 .LBB0_13
	s_mov_b64 s[4:5], s[10:11]
	s_mov_b32 s3, s99
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB0_16
	s_branch .LBB0_18
.LBB0_15:
	s_mov_b64 s[4:5], 0
	s_cbranch_execz .LBB0_18
.LBB0_16:
	s_lshl_b32 s3, s4, 2
	s_mov_b64 s[4:5], s[28:29]
.LBB0_17:
	v_mov_b32_e32 v10, s3
	s_add_i32 s3, s3, 4
	s_add_u32 s4, s4, -1
	s_addc_u32 s5, s5, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[4:5], 0
	ds_load_b32 v10, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v10
	s_cbranch_scc1 .LBB0_17
.LBB0_18:
	ds_store_b32 v1, v0 offset:1024
.LBB0_19:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s86
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB0_24
	v_mov_b32_e32 v0, v5
	s_and_saveexec_b32 s101, s2
	s_cbranch_execz .LBB0_23
	s_mul_f32 s102, s14, s12
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s102, 0
	s_mul_f32 s3, s102, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s102, 0xf800000
	v_mov_b32_e32 v45, s3
	s_cselect_b32 s3, -1, 0
	s_add_u32 s4, s20, s26
	s_addc_u32 s5, s21, s27
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_mul_i32 s103, s5, 0xcd9e8d57
	s_mul_hi_u32 s5, s5, 0xcd9e8d57
	v_xor_b32_e32 v0, s103, v6
	s_xor_b32 s5, s24, s5
	s_xor_b32 s4, s5, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s5, s4, 0xd2511f53
	s_mul_i32 s4, s4, 0xd2511f53
	v_xor_b32_e32 v0, s5, v7
	v_xor3_b32 v13, s4, s87, v11
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v13, 0
	v_xor_b32_e32 v0, v12, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, v14, s88, v11
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v14, 0
	v_xor3_b32 v0, s89, v12, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v12, v15, s91, v11
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v12, 0
	v_xor3_b32 v0, s90, v11, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v12, v16, s92, v10
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v12, 0
	v_xor3_b32 v0, s93, v11, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, v13, s95, v10
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v13
	v_xor3_b32 v11, s94, v11, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v10
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v11, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v11, s97, v11, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s25, v10
	v_mul_lo_u32 v12, 0xcd9e8d57, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s98, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[11:12], v0
	v_add_f64 v[11:12], v[11:12], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[11:12], v[11:12], 0xffffffe0
	v_ldexp_f64 v[13:14], v[11:12], 54
	v_cmp_gt_f64_e64 s4, 0x100000, v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v12, v14, s4
	v_cndmask_b32_e64 v13, v11, v13, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v15, s5, 0x95f62, v0
	v_add_co_ci_u32_e64 v16, null, 0, 0, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v15
	v_lshrrev_b64 v[15:16], 20, v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v14, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v9, s4
	v_add_f64 v[13:14], v[13:14], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[13:14], 2.0
	v_mul_f64 v[37:38], v[13:14], 0.5
	v_div_scale_f64 v[19:20], null, v[17:18], v[17:18], v[13:14]
	v_div_scale_f64 v[25:26], vcc_lo, v[13:14], v[17:18], v[13:14]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[37:38], v[13:14], v[37:38]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[19:20], v[19:20], v[21:22], v[23:24]
	v_add_co_u32 v0, vcc_lo, v15, v0
	v_cvt_f64_u32_e32 v[39:40], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[17:18], v[19:20], v[17:18], v[13:14]
	v_cvt_f64_u32_e32 v[19:20], v10
	v_add_co_ci_u32_e64 v10, null, -1, v16, vcc_lo
	v_cvt_f64_i32_e32 v[15:16], v10
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[21:22], v[17:18], v[17:18]
	v_add_f64 v[19:20], v[19:20], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[15:16], v[15:16], 32
	v_mul_f64 v[23:24], v[21:22], v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[19:20], v[19:20], 0xffffffe0
	v_add_f64 v[15:16], v[15:16], v[39:40]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[25:26], v[23:24], s[34:35]
	v_mul_f64 v[19:20], v[19:20], s[46:47]
	v_mul_f64 v[29:30], v[23:24], s[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[43:44], v[15:16], s[42:43]
	v_mul_f64 v[15:16], v[15:16], s[44:45]
	v_add_f64 v[25:26], v[25:26], s[36:37]
	v_mul_f64 v[27:28], v[19:20], s[48:49]
	v_add_f64 v[29:30], v[29:30], s[22:23]
	v_mul_f64 v[25:26], v[23:24], v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], 0x43380000, v[27:28]
	v_add_f64 v[25:26], v[25:26], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], 0xc3380000, v[27:28]
	v_mul_f64 v[28:29], v[23:24], v[29:30]
	v_mul_f64 v[25:26], v[23:24], v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[31:32], s[50:51]
	v_add_f64 v[28:29], v[28:29], s[30:31]
	v_mul_f64 v[35:36], v[31:32], s[54:55]
	v_mul_f64 v[39:40], v[31:32], s[56:57]
	v_add_f64 v[25:26], v[25:26], s[40:41]
	v_add_f64 v[33:34], v[19:20], v[33:34]
	v_mul_f64 v[23:24], v[23:24], v[28:29]
	v_mul_f64 v[28:29], v[31:32], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[21:22], v[21:22], v[25:26]
	v_add_f64 v[25:26], v[33:34], v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[23:24], v[21:22]
	v_add_f64 v[23:24], v[33:34], -v[25:26]
	v_add_f64 v[41:42], v[25:26], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[21:22], v[37:38], v[21:22]
	v_add_f64 v[23:24], v[23:24], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[35:36], v[25:26], -v[41:42]
	v_mul_f64 v[17:18], v[17:18], v[21:22]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[21:22], v[39:40], -v[23:24]
	v_mul_f64 v[23:24], v[31:32], s[52:53]
	v_mul_f64 v[30:31], v[31:32], s[60:61]
	v_add_f64 v[28:29], v[35:36], v[28:29]
	v_add_f64 v[17:18], v[43:44], v[17:18]
	v_add_f64 v[35:36], v[25:26], -v[21:22]
	v_add_f64 v[39:40], v[33:34], -v[23:24]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[30:31], -v[28:29]
	v_mov_b32_e32 v31, v1
	v_add_f64 v[17:18], v[17:18], -v[37:38]
	v_lshrrev_b32_e32 v0, 20, v36
	v_lshrrev_b32_e32 v32, 20, v40
	v_and_b32_e32 v10, 0x7ff, v0
	v_bfe_u32 v0, v20, 20, 11
	v_add_f64 v[13:14], v[13:14], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[13:14], v[15:16], v[13:14]
	v_mul_f64 v[13:14], v[13:14], -2.0
	v_add_nc_u32_e32 v30, 49, v10
	v_and_b32_e32 v10, 0x7ff, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e32 vcc_lo, v[30:31], v[0:1]
	v_add_nc_u32_e32 v30, 16, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_cmp_lt_u64_e64 s4, v[30:31], v[0:1]
	v_dual_cndmask_b32 v10, v25, v41 :: v_dual_cndmask_b32 v25, v26, v42
	v_cndmask_b32_e32 v0, v22, v29, vcc_lo
	v_cndmask_b32_e32 v26, v21, v28, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[11:12]
	v_cndmask_b32_e64 v21, v33, v10, s4
	v_cndmask_b32_e64 v22, v34, v25, s4
	v_cndmask_b32_e64 v24, v24, v0, s4
	v_cndmask_b32_e64 v23, v23, v26, s4
	v_cmp_neq_f64_e64 s4, 0, v[11:12]
	global_load_b32 v42, v[2:3], off
	v_add_f64 v[17:18], v[21:22], -v[23:24]
	v_cndmask_b32_e32 v0, 0xfff00000, v14, vcc_lo
	s_and_b32 vcc_lo, s4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v14, 0x7ff00000, v0, s4
	v_cndmask_b32_e32 v13, 0, v13, vcc_lo
	v_mul_f64 v[15:16], v[17:18], v[17:18]
	v_add_f64 v[21:22], v[21:22], -v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[13:14]
	v_mul_f64 v[25:26], v[15:16], s[74:75]
	v_mul_f64 v[28:29], v[15:16], s[62:63]
	v_mul_f64 v[30:31], v[15:16], s[68:69]
	v_mul_f64 v[10:11], v[15:16], s[80:81]
	v_mul_f64 v[32:33], v[15:16], v[15:16]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_add_f64 v[21:22], v[21:22], -v[23:24]
	v_mul_f64 v[36:37], v[15:16], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[12:13], v[13:14], v0
	v_and_b32_e32 v0, 1, v27
	v_cmp_eq_u64_e64 s5, 0, v[0:1]
	v_add_f64 v[25:26], v[25:26], s[76:77]
	v_add_f64 v[28:29], v[28:29], s[64:65]
	v_add_f64 v[30:31], v[30:31], s[70:71]
	v_add_f64 v[10:11], v[10:11], s[82:83]
	v_mul_f64 v[34:35], v[15:16], v[32:33]
	v_mul_f64 v[23:24], v[32:33], v[32:33]
	v_mul_f64 v[32:33], v[17:18], v[15:16]
	v_add_f64 v[40:41], -v[36:37], 1.0
	v_mul_f64 v[25:26], v[15:16], v[25:26]
	v_mul_f64 v[28:29], v[15:16], v[28:29]
	v_mul_f64 v[30:31], v[15:16], v[30:31]
	v_mul_f64 v[10:11], v[34:35], v[10:11]
	v_rsq_f64_e32 v[34:35], v[12:13]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[25:26], v[25:26], s[78:79]
	v_add_f64 v[28:29], v[28:29], s[66:67]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[30:31], s[72:73]
	v_add_f64 v[10:11], v[10:11], v[25:26]
	s_delay_alu instid0(TRANS32_DEP_1)
	v_mul_f64 v[25:26], v[12:13], v[34:35]
	v_mul_f64 v[34:35], v[34:35], 0.5
	v_mul_f64 v[28:29], v[15:16], v[28:29]
	v_mul_f64 v[23:24], v[23:24], v[30:31]
	v_mul_f64 v[30:31], v[21:22], 0.5
	v_mul_f64 v[10:11], v[32:33], v[10:11]
	v_fma_f64 v[38:39], -v[34:35], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[23:24], v[28:29], v[23:24]
	v_mul_f64 v[28:29], v[17:18], v[21:22]
	v_add_f64 v[10:11], v[30:31], -v[10:11]
	v_add_f64 v[30:31], -v[40:41], 1.0
	v_fma_f64 v[25:26], v[25:26], v[38:39], v[25:26]
	v_mul_f64 v[23:24], v[15:16], v[23:24]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[10:11], v[15:16], v[10:11]
	v_fma_f64 v[14:15], v[34:35], v[38:39], v[34:35]
	v_fma_f64 v[34:35], -v[25:26], v[25:26], v[12:13]
	v_add_f64 v[30:31], v[30:31], -v[36:37]
	v_add_f64 v[23:24], v[23:24], -v[28:29]
	v_mul_f64 v[28:29], v[32:33], s[84:85]
	v_and_b32_e32 v16, 2, v27
	v_add_f64 v[10:11], v[10:11], -v[21:22]
	v_fma_f64 v[21:22], v[34:35], v[14:15], v[25:26]
	v_add_f64 v[23:24], v[30:31], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[10:11], v[10:11], v[28:29]
	v_fma_f64 v[25:26], -v[21:22], v[21:22], v[12:13]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[40:41], v[23:24]
	v_add_f64 v[10:11], v[17:18], -v[10:11]
	v_mov_b32_e32 v17, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[14:15], v[25:26], v[14:15], v[21:22]
	v_xor_b32_e32 v18, 0x80000000, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s4, 0, v[16:17]
	v_cndmask_b32_e64 v0, v18, v24, s4
	v_xor_b32_e32 v16, 0x80000000, v11
	v_cndmask_b32_e64 v17, v10, v23, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v11, v11, v16, s4
	v_cndmask_b32_e64 v16, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[12:13], 0x260
	v_cmp_gt_f64_e64 s4, 0x413921fb, v[19:20]
	v_cndmask_b32_e64 v0, v11, v0, s5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[10:11], v[14:15], v16
	v_cndmask_b32_e64 v14, 0x7ff80000, v0, s4
	v_cndmask_b32_e64 v0, s102, v45, s3
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v11, v11, v13 :: v_dual_cndmask_b32 v10, v10, v12
	v_cndmask_b32_e64 v13, 0, v17, s4
	v_sqrt_f32_e32 v12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f64 v[10:11], v[13:14], v[10:11]
	ds_load_b32 v13, v1 offset:1024
	v_add_nc_u32_e32 v14, -1, v12
	v_add_nc_u32_e32 v15, 1, v12
	v_xor_b32_e32 v16, 0x80000000, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v17, 0x80000000, v15
	v_fma_f32 v16, v16, v12, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_ge_f32_e32 vcc_lo, 0, v16
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v13, -4.0, v13
	v_cvt_f32_f64_e32 v10, v[10:11]
	v_fma_f32 v11, v17, v12, v0
	v_cndmask_b32_e32 v12, v12, v14, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e32 vcc_lo, 0, v11
	v_dual_cndmask_b32 v11, v12, v15 :: v_dual_add_f32 v12, v13, v13
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v13, v5, v42
	v_add_f32_e32 v15, v5, v5
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_mul_f32_e32 v14, 0x37800000, v11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v12, 0x3c23d70a, v12 :: v_dual_add_f32 v13, v13, v13
	v_cndmask_b32_e64 v11, v11, v14, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v12, v15, v12 :: v_dual_mul_f32 v13, 0.5, v13
	v_dual_cndmask_b32 v0, v11, v0 :: v_dual_add_f32 v11, v12, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, 0, v0, s1
	v_mul_f32_e32 v11, s8, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v0, s9, s15
	v_dual_sub_f32 v11, v5, v11 :: v_dual_mul_f32 v0, v0, v10
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v11
.LBB0_23:
	s_or_b32 exec_lo, exec_lo, s101
	s_cbranch_execnz .LBB0_6
	s_branch .LBB0_25
.LBB0_24:
.LBB0_25:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_5
	global_load_b32 v0, v[2:3], off
	ds_load_b32 v10, v1 offset:1024
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v11, v5, v5 :: v_dual_add_f32 v10, -4.0, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, v10, v10
	v_mul_f32_e32 v10, 0x3c23d70a, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v11, v10
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v5, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v5, v5, v0
	s_branch .LBB0_5
.LBB0_27:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v5
.LBB0_28:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB0_30
	global_store_b32 v4, v0, s[16:17]
.LBB0_30:
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
		.amdhsa_next_free_vgpr 46
		.amdhsa_next_free_sgpr 104
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
.Lfunc_end0:
	.size	tessera_tether_w256, .Lfunc_end0-tessera_tether_w256

	.set tessera_tether_w256.num_vgpr, 46
	.set tessera_tether_w256.num_agpr, 0
	.set tessera_tether_w256.numbered_sgpr, 104
	.set tessera_tether_w256.num_named_barrier, 0
	.set tessera_tether_w256.private_seg_size, 0
	.set tessera_tether_w256.uses_vcc, 1
	.set tessera_tether_w256.uses_flat_scratch, 0
	.set tessera_tether_w256.has_dyn_sized_stack, 0
	.set tessera_tether_w256.has_recursion, 0
	.set tessera_tether_w256.has_indirect_call, 0
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
	s_cbranch_vccnz .LBB1_30
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
	s_cbranch_execz .LBB1_3
	global_load_b32 v5, v4, s[16:17]
.LBB1_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[6:7], 0
	s_mov_b64 s[20:21], 0
	s_cbranch_scc1 .LBB1_27
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v1, s0, s28, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s29, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v1, 0
	s_mov_b32 s29, 0
	v_cmp_gt_u64_e64 s100, s[22:23], 7
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
	s_cselect_b32 s86, -1, 0
	s_add_u32 s1, s24, 0x9e3779b9
	s_add_u32 s3, s25, 0xbb67ae85
	s_add_u32 s4, s24, 0x3c6ef372
	s_and_b32 s28, s22, 7
	s_add_u32 s87, s25, 0x76cf5d0a
	s_add_u32 s88, s24, 0xdaa66d2b
	s_add_u32 s89, s25, 0x32370b8f
	v_xor_b32_e32 v6, s1, v9
	s_add_u32 s90, s24, 0x78dde6e4
	s_add_u32 s91, s25, 0xed9eba14
	s_add_u32 s92, s24, 0x1715609d
	s_add_u32 s93, s25, 0xa9066899
	s_add_u32 s94, s24, 0xb54cda56
	s_add_u32 s95, s25, 0x646e171e
	s_add_u32 s96, s24, 0x5384540f
	s_add_u32 s97, s25, 0x1fd5c5a3
	s_add_u32 s25, s25, 0xdb3d7428
	s_add_i32 s98, s24, 0x8ff34781
	s_and_b32 s10, s22, 0x7f8
	v_xor_b32_e32 v7, s3, v7
	v_xor_b32_e32 v8, s4, v8
	v_mov_b32_e32 v9, 0xfffffbcb
	s_cmp_lg_u64 s[28:29], 0
	s_mov_b32 s18, 0xd078c69f
	s_mov_b32 s22, 0x1d8e78af
	s_mov_b32 s46, 0x54442d18
	s_mov_b32 s48, 0x6dc9c883
	s_mov_b32 s50, 0x54400000
	s_mov_b32 s52, 0x1a626331
	s_mov_b32 s54, 0x1a600000
	s_mov_b32 s56, 0x2e037073
	s_mov_b32 s58, 0x2e000000
	s_mov_b32 s60, 0x252049c1
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
	s_mov_b32 s11, s29
	s_cselect_b32 s99, -1, 0
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
	s_mov_b32 s59, 0xbba3198a
	s_mov_b32 s61, 0x397b839a
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
	s_branch .LBB1_7
.LBB1_5:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v5
.LBB1_6:
	s_add_u32 s20, s20, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v5, v0
	s_addc_u32 s21, s21, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[20:21], s[6:7]
	s_cbranch_scc1 .LBB1_28
.LBB1_7:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB1_9
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v5, v5
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
	s_and_not1_b32 vcc_lo, exec_lo, s100
	s_cbranch_vccnz .LBB1_15
	s_mov_b64 s[4:5], 0
	s_mov_b32 s3, 0
	.p2align	6
.LBB1_13:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v16, s3
	s_add_u32 s4, s4, 8
	s_addc_u32 s5, s5, 0
	s_add_i32 s3, s3, 32
	s_cmp_lg_u64 s[10:11], s[4:5]
	ds_load_2addr_b32 v[10:11], v16 offset1:1
	ds_load_2addr_b32 v[12:13], v16 offset0:2 offset1:3
	ds_load_2addr_b32 v[14:15], v16 offset0:4 offset1:5
	ds_load_2addr_b32 v[16:17], v16 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v11
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v13
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v15
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v17
	s_cbranch_scc1 .LBB1_13
	s_mov_b64 s[4:5], s[10:11]
	s_mov_b32 s3, s99
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB1_16
	s_branch .LBB1_18
.LBB1_15:
	s_mov_b64 s[4:5], 0
	s_cbranch_execz .LBB1_18
.LBB1_16:
	s_lshl_b32 s3, s4, 2
	s_mov_b64 s[4:5], s[28:29]
.LBB1_17:
	v_mov_b32_e32 v10, s3
	s_add_i32 s3, s3, 4
	s_add_u32 s4, s4, -1
	s_addc_u32 s5, s5, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[4:5], 0
	ds_load_b32 v10, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v10
	s_cbranch_scc1 .LBB1_17
.LBB1_18:
	ds_store_b32 v1, v0 offset:4096
.LBB1_19:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s86
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB1_24
	v_mov_b32_e32 v0, v5
	s_and_saveexec_b32 s101, s2
	s_cbranch_execz .LBB1_23
	s_mul_f32 s102, s14, s12
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s102, 0
	s_mul_f32 s3, s102, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s102, 0xf800000
	v_mov_b32_e32 v10, s3
	s_cselect_b32 s3, -1, 0
	s_add_u32 s4, s20, s26
	s_addc_u32 s5, s21, s27
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_mul_i32 s103, s5, 0xcd9e8d57
	s_mul_hi_u32 s5, s5, 0xcd9e8d57
	v_xor_b32_e32 v0, s103, v6
	s_xor_b32 s5, s24, s5
	s_xor_b32 s4, s5, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s5, s4, 0xd2511f53
	s_mul_i32 s4, s4, 0xd2511f53
	v_xor_b32_e32 v0, s5, v7
	v_xor3_b32 v14, s4, s87, v12
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v14, 0
	v_xor_b32_e32 v0, v13, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v15, s88, v12
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v15, 0
	v_xor3_b32 v0, s89, v13, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, v16, s91, v12
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v13, 0
	v_xor3_b32 v0, s90, v12, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, v17, s92, v11
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v13, 0
	v_xor3_b32 v0, s93, v12, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, v14, s95, v11
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v14
	v_xor3_b32 v12, s94, v12, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v11
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v12, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v12, s97, v12, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s25, v11
	v_mul_lo_u32 v13, 0xcd9e8d57, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s98, v12, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[12:13], v0
	v_add_f64 v[12:13], v[12:13], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[12:13], v[12:13], 0xffffffe0
	v_ldexp_f64 v[14:15], v[12:13], 54
	v_cmp_gt_f64_e64 s4, 0x100000, v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v13, v15, s4
	v_cndmask_b32_e64 v14, v12, v14, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v16, s5, 0x95f62, v0
	v_add_co_ci_u32_e64 v17, null, 0, 0, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v16
	v_lshrrev_b64 v[16:17], 20, v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v15, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v9, s4
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
	v_mul_f64 v[26:27], v[24:25], s[34:35]
	v_mul_f64 v[20:21], v[20:21], s[46:47]
	v_mul_f64 v[30:31], v[24:25], s[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[44:45], v[16:17], s[42:43]
	v_mul_f64 v[16:17], v[16:17], s[44:45]
	v_add_f64 v[26:27], v[26:27], s[36:37]
	v_mul_f64 v[28:29], v[20:21], s[48:49]
	v_add_f64 v[30:31], v[30:31], s[22:23]
	v_mul_f64 v[26:27], v[24:25], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], 0x43380000, v[28:29]
	v_add_f64 v[26:27], v[26:27], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[32:33], 0xc3380000, v[28:29]
	v_mul_f64 v[29:30], v[24:25], v[30:31]
	v_mul_f64 v[26:27], v[24:25], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[32:33], s[50:51]
	v_add_f64 v[29:30], v[29:30], s[30:31]
	v_mul_f64 v[36:37], v[32:33], s[54:55]
	v_mul_f64 v[40:41], v[32:33], s[56:57]
	v_add_f64 v[26:27], v[26:27], s[40:41]
	v_add_f64 v[34:35], v[20:21], v[34:35]
	v_mul_f64 v[24:25], v[24:25], v[29:30]
	v_mul_f64 v[29:30], v[32:33], s[58:59]
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
	v_mul_f64 v[24:25], v[32:33], s[52:53]
	v_mul_f64 v[31:32], v[32:33], s[60:61]
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
	v_cmp_lt_u64_e64 s4, v[31:32], v[0:1]
	v_cndmask_b32_e32 v0, v23, v30, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[12:13]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v23, v35, v26, s4
	v_cndmask_b32_e64 v22, v34, v11, s4
	v_cndmask_b32_e64 v25, v25, v0, s4
	v_cndmask_b32_e64 v24, v24, v27, s4
	v_cmp_neq_f64_e64 s4, 0, v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_f64 v[18:19], v[22:23], -v[24:25]
	v_cndmask_b32_e32 v0, 0xfff00000, v15, vcc_lo
	s_and_b32 vcc_lo, s4, vcc_lo
	v_cndmask_b32_e32 v14, 0, v14, vcc_lo
	v_mul_f64 v[16:17], v[18:19], v[18:19]
	v_add_f64 v[22:23], v[22:23], -v[18:19]
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f64 v[26:27], v[16:17], s[74:75]
	v_mul_f64 v[29:30], v[16:17], s[62:63]
	v_mul_f64 v[31:32], v[16:17], s[68:69]
	v_mul_f64 v[11:12], v[16:17], s[80:81]
	v_mul_f64 v[33:34], v[16:17], v[16:17]
	v_add_f64 v[22:23], v[22:23], -v[24:25]
	v_mul_f64 v[37:38], v[16:17], 0.5
	v_add_f64 v[26:27], v[26:27], s[76:77]
	v_add_f64 v[29:30], v[29:30], s[64:65]
	v_add_f64 v[31:32], v[31:32], s[70:71]
	v_add_f64 v[11:12], v[11:12], s[82:83]
	v_mul_f64 v[35:36], v[16:17], v[33:34]
	v_mul_f64 v[24:25], v[33:34], v[33:34]
	v_mul_f64 v[33:34], v[18:19], v[16:17]
	v_add_f64 v[41:42], -v[37:38], 1.0
	v_mul_f64 v[26:27], v[16:17], v[26:27]
	v_mul_f64 v[29:30], v[16:17], v[29:30]
	v_mul_f64 v[31:32], v[16:17], v[31:32]
	v_mul_f64 v[11:12], v[35:36], v[11:12]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[26:27], v[26:27], s[78:79]
	v_add_f64 v[29:30], v[29:30], s[66:67]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[31:32], s[72:73]
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
	v_cndmask_b32_e64 v15, 0x7ff00000, v0, s4
	v_add_f64 v[24:25], v[24:25], -v[29:30]
	v_mul_f64 v[29:30], v[33:34], s[84:85]
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
	v_cmp_eq_u64_e64 s4, 0, v[17:18]
	v_mul_f64 v[26:27], v[13:14], v[35:36]
	v_mul_f64 v[35:36], v[35:36], 0.5
	v_xor_b32_e32 v17, 0x80000000, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v12, v12, v17, s4
	v_cndmask_b32_e64 v17, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[13:14], 0x260
	v_and_b32_e32 v0, 1, v28
	v_cmp_eq_u64_e64 s5, 0, v[0:1]
	v_cndmask_b32_e64 v0, v19, v25, s4
	v_fma_f64 v[39:40], -v[35:36], v[26:27], 0.5
	v_cmp_gt_f64_e64 s4, 0x413921fb, v[20:21]
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
	v_cndmask_b32_e64 v15, 0x7ff80000, v0, s4
	v_cndmask_b32_e64 v0, s102, v10, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sqrt_f32_e32 v10, v0
	v_cndmask_b32_e32 v11, v11, v13, vcc_lo
	ds_load_b32 v13, v1 offset:4096
	v_cndmask_b32_e32 v12, v12, v14, vcc_lo
	v_cndmask_b32_e64 v14, 0, v18, s4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v13, -4.0, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[11:12], v[14:15], v[11:12]
	v_add_nc_u32_e32 v14, -1, v10
	v_add_nc_u32_e32 v15, 1, v10
	v_xor_b32_e32 v16, 0x80000000, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v17, 0x80000000, v15
	v_fma_f32 v16, v16, v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_ge_f32_e32 vcc_lo, 0, v16
	v_cvt_f32_f64_e32 v11, v[11:12]
	v_fma_f32 v12, v17, v10, v0
	v_cndmask_b32_e32 v10, v10, v14, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e32 vcc_lo, 0, v12
	v_add_f32_e32 v12, v13, v13
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v13, v5, v43
	v_cndmask_b32_e32 v10, v10, v15, vcc_lo
	v_dual_mul_f32 v12, 0x3c23d70a, v12 :: v_dual_add_f32 v13, v13, v13
	v_add_f32_e32 v15, v5, v5
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v14, 0x37800000, v10 :: v_dual_mul_f32 v13, 0.5, v13
	v_mul_f32_e32 v12, v15, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v10, v10, v14, s3
	v_cndmask_b32_e32 v0, v10, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v10, v12, v13
	v_cndmask_b32_e64 v0, 0, v0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v10, s8, v10
	v_cndmask_b32_e64 v0, v0, s9, s15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v10, v5, v10
	v_mul_f32_e32 v0, v0, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v10
.LBB1_23:
	s_or_b32 exec_lo, exec_lo, s101
	s_cbranch_execnz .LBB1_6
	s_branch .LBB1_25
.LBB1_24:
.LBB1_25:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB1_5
	global_load_b32 v0, v[2:3], off
	ds_load_b32 v10, v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v11, v5, v5 :: v_dual_add_f32 v10, -4.0, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, v10, v10
	v_mul_f32_e32 v10, 0x3c23d70a, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v11, v10
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v5, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v5, v5, v0
	s_branch .LBB1_5
.LBB1_27:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v5
.LBB1_28:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB1_30
	global_store_b32 v4, v0, s[16:17]
.LBB1_30:
	s_endpgm
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
		.amdhsa_next_free_vgpr 46
		.amdhsa_next_free_sgpr 104
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
	.size	tessera_tether_w1024, .Lfunc_end1-tessera_tether_w1024

	.set tessera_tether_w1024.num_vgpr, 46
	.set tessera_tether_w1024.num_agpr, 0
	.set tessera_tether_w1024.numbered_sgpr, 104
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
	s_load_b256 s[16:23], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[20:21], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x800, s[22:23]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB2_39
	s_load_b64 s[20:21], s[0:1], 0x20
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s23, s2
	s_mul_hi_u32 s4, s22, s2
	s_mul_i32 s28, s22, s2
	s_add_i32 s29, s4, s3
	v_cmp_gt_u64_e64 s2, s[22:23], v[0:1]
	s_lshl_b64 s[4:5], s[28:29], 2
	v_lshlrev_b32_e32 v7, 2, v0
	s_add_u32 s6, s16, s4
	s_addc_u32 s7, s17, s5
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB2_3
	global_load_b32 v8, v7, s[6:7]
.LBB2_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[22:23], v[2:3]
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB2_5
	v_lshlrev_b32_e32 v1, 2, v2
	global_load_b32 v9, v1, s[6:7]
.LBB2_5:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[20:21], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB2_35
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v3, s0, s28, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v5, null, s29, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v3, 0
	v_add_co_u32 v6, vcc_lo, 0x400, v3
	s_mov_b32 s29, 0
	v_cmp_gt_u64_e64 s100, s[22:23], 7
	v_mov_b32_e32 v1, 0
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v6, 0
	v_xor_b32_e32 v0, v13, v5
	s_mov_b32 s30, 0x9997fa04
	s_mov_b32 s34, 0xdf3e5244
	s_mov_b32 s36, 0x96cb03de
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_xor_b32_e32 v0, s25, v0
	s_cselect_b32 s15, -1, 0
	s_add_u32 s1, s18, s4
	s_addc_u32 s4, s19, s5
	v_add_co_u32 v3, s1, s1, v7
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	v_add_co_ci_u32_e64 v0, null, 0, v5, vcc_lo
	s_cmp_lg_u64 s[22:23], 0
	v_add_co_ci_u32_e64 v4, null, s4, 0, s1
	v_xor_b32_e32 v0, v16, v0
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s10, 0
	v_add_co_u32 v5, vcc_lo, 0x1000, v3
	s_delay_alu instid0(VALU_DEP_2)
	v_xor_b32_e32 v0, s25, v0
	s_cselect_b32 s86, -1, 0
	s_add_u32 s1, s24, 0x9e3779b9
	s_add_u32 s4, s25, 0xbb67ae85
	s_add_u32 s5, s24, 0x3c6ef372
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	s_and_b32 s28, s22, 7
	v_xor_b32_e32 v10, s1, v14
	s_add_u32 s87, s25, 0x76cf5d0a
	s_add_u32 s88, s24, 0xdaa66d2b
	s_add_u32 s89, s25, 0x32370b8f
	s_add_u32 s90, s24, 0x78dde6e4
	s_add_u32 s91, s25, 0xed9eba14
	s_add_u32 s92, s24, 0x1715609d
	s_add_u32 s93, s25, 0xa9066899
	s_add_u32 s94, s24, 0xb54cda56
	s_add_u32 s95, s25, 0x646e171e
	s_add_u32 s96, s24, 0x5384540f
	s_add_u32 s97, s25, 0x1fd5c5a3
	s_add_u32 s25, s25, 0xdb3d7428
	s_add_i32 s98, s24, 0x8ff34781
	v_add_co_ci_u32_e64 v6, null, 0, v4, vcc_lo
	v_xor_b32_e32 v11, s1, v17
	s_and_b32 s10, s22, 0xff8
	v_xor_b32_e32 v12, s4, v12
	v_xor_b32_e32 v13, s5, v13
	v_xor_b32_e32 v14, s4, v15
	v_xor_b32_e32 v15, s5, v16
	v_mov_b32_e32 v16, 0xfffffbcb
	s_cmp_lg_u64 s[28:29], 0
	s_mov_b32 s18, 0xd078c69f
	s_mov_b32 s22, 0x1d8e78af
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
	s_mov_b32 s58, 0x2e000000
	s_mov_b32 s60, 0x252049c1
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
	s_mov_b32 s11, s29
	s_cselect_b32 s99, -1, 0
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
	s_mov_b32 s59, 0xbba3198a
	s_mov_b32 s61, 0x397b839a
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
	s_branch .LBB2_9
.LBB2_7:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v18, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_mov_b32_e32 v0, v9
.LBB2_8:
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v9, v0 :: v_dual_mov_b32 v8, v18
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[16:17], s[20:21]
	s_cbranch_scc1 .LBB2_35
.LBB2_9:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB2_11
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v8, v8
	ds_store_b32 v7, v0
.LBB2_11:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB2_13
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v9, v9
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
	s_and_not1_b32 vcc_lo, exec_lo, s100
	s_cbranch_vccnz .LBB2_19
	s_mov_b64 s[4:5], 0
	s_mov_b32 s101, 0
	.p2align	6
.LBB2_17:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v23, s101
	s_add_u32 s4, s4, 8
	s_addc_u32 s5, s5, 0
	s_add_i32 s101, s101, 32
	s_cmp_lg_u64 s[10:11], s[4:5]
	ds_load_2addr_b32 v[17:18], v23 offset1:1
	ds_load_2addr_b32 v[19:20], v23 offset0:2 offset1:3
	ds_load_2addr_b32 v[21:22], v23 offset0:4 offset1:5
	ds_load_2addr_b32 v[23:24], v23 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v18
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v20
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v22
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v23
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v24
	s_cbranch_scc1 .LBB2_17
	s_mov_b64 s[4:5], s[10:11]
	s_mov_b32 s101, s99
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s101
	s_cbranch_vccnz .LBB2_20
	s_branch .LBB2_22
.LBB2_19:
	s_mov_b64 s[4:5], 0
	s_cbranch_execz .LBB2_22
.LBB2_20:
	s_lshl_b32 s101, s4, 2
	s_mov_b64 s[4:5], s[28:29]
.LBB2_21:
	v_mov_b32_e32 v17, s101
	s_add_i32 s101, s101, 4
	s_add_u32 s4, s4, -1
	s_addc_u32 s5, s5, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[4:5], 0
	ds_load_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v17
	s_cbranch_scc1 .LBB2_21
.LBB2_22:
	ds_store_b32 v1, v0 offset:8192
.LBB2_23:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s86
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB2_30
	s_mul_f32 s4, s14, s12
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s4, 0
	s_mul_f32 s1, s4, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s4, 0xf800000
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_add_u32 s5, s16, s26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, s4, v0, s1
	v_sqrt_f32_e32 v17, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v18, -1, v17
	v_add_nc_u32_e32 v19, 1, v17
	v_xor_b32_e32 v20, 0x80000000, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v21, 0x80000000, v19
	v_fma_f32 v20, v20, v17, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v21, v21, v17, v0
	v_cmp_ge_f32_e64 s4, 0, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v17, v17, v18, s4
	v_cmp_lt_f32_e64 s4, 0, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v17, v17, v19, s4
	v_mul_f32_e32 v18, 0x37800000, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v17, v17, v18, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_mov_b32_e32 v18, v8
	v_cndmask_b32_e64 v0, v17, v0, s1
	s_addc_u32 s1, s17, s27
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_mul_i32 s101, s1, 0xcd9e8d57
	s_mul_hi_u32 s102, s1, 0xcd9e8d57
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v17, v0, s9, s15
	s_and_saveexec_b32 s103, s2
	s_cbranch_execz .LBB2_27
	v_xor_b32_e32 v0, s101, v10
	s_xor_b32 s1, s24, s102
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s5
	s_mul_hi_u32 s4, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s4, v12
	v_xor3_b32 v21, s1, s87, v19
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v21, 0
	v_xor_b32_e32 v0, v20, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v22, s88, v19
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v22, 0
	v_xor3_b32 v0, s89, v20, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v23, s91, v19
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v20, 0
	v_xor3_b32 v0, s90, v19, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v24, s92, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v20, 0
	v_xor3_b32 v0, s93, v19, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v21, s95, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v21
	v_xor3_b32 v19, s94, v19, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v19, s97, v19, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s25, v18
	v_mul_lo_u32 v20, 0xcd9e8d57, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v20, v19, s98
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[19:20], v0
	v_add_f64 v[19:20], v[19:20], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[19:20], v[19:20], 0xffffffe0
	v_ldexp_f64 v[21:22], v[19:20], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v20, v22, s1
	v_cndmask_b32_e64 v21, v19, v21, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v23, s4, 0x95f62, v0
	v_add_co_ci_u32_e64 v24, null, 0, 0, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v23
	v_lshrrev_b64 v[23:24], 20, v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v22, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v16, s1
	v_add_f64 v[21:22], v[21:22], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[21:22], 2.0
	v_mul_f64 v[45:46], v[21:22], 0.5
	v_div_scale_f64 v[27:28], null, v[25:26], v[25:26], v[21:22]
	v_div_scale_f64 v[33:34], vcc_lo, v[21:22], v[25:26], v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[45:46], v[21:22], v[45:46]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[27:28], v[27:28], v[29:30], v[31:32]
	v_add_co_u32 v0, vcc_lo, v23, v0
	v_cvt_f64_u32_e32 v[47:48], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[25:26], v[27:28], v[25:26], v[21:22]
	v_cvt_f64_u32_e32 v[27:28], v18
	v_add_co_ci_u32_e64 v18, null, -1, v24, vcc_lo
	v_cvt_f64_i32_e32 v[23:24], v18
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[29:30], v[25:26], v[25:26]
	v_add_f64 v[27:28], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[23:24], v[23:24], 32
	v_mul_f64 v[31:32], v[29:30], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[27:28], v[27:28], 0xffffffe0
	v_add_f64 v[23:24], v[23:24], v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[31:32], s[34:35]
	v_mul_f64 v[27:28], v[27:28], s[46:47]
	v_mul_f64 v[37:38], v[31:32], s[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[51:52], v[23:24], s[42:43]
	v_mul_f64 v[23:24], v[23:24], s[44:45]
	v_add_f64 v[33:34], v[33:34], s[36:37]
	v_mul_f64 v[35:36], v[27:28], s[48:49]
	v_add_f64 v[37:38], v[37:38], s[22:23]
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], 0x43380000, v[35:36]
	v_add_f64 v[33:34], v[33:34], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[39:40], 0xc3380000, v[35:36]
	v_mul_f64 v[36:37], v[31:32], v[37:38]
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[41:42], v[39:40], s[50:51]
	v_add_f64 v[36:37], v[36:37], s[30:31]
	v_mul_f64 v[43:44], v[39:40], s[54:55]
	v_mul_f64 v[47:48], v[39:40], s[56:57]
	v_add_f64 v[33:34], v[33:34], s[40:41]
	v_add_f64 v[41:42], v[27:28], v[41:42]
	v_mul_f64 v[31:32], v[31:32], v[36:37]
	v_mul_f64 v[36:37], v[39:40], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[29:30], v[29:30], v[33:34]
	v_add_f64 v[33:34], v[41:42], v[43:44]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[31:32], v[29:30]
	v_add_f64 v[31:32], v[41:42], -v[33:34]
	v_add_f64 v[49:50], v[33:34], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[29:30], v[45:46], v[29:30]
	v_add_f64 v[31:32], v[31:32], v[43:44]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[43:44], v[33:34], -v[49:50]
	v_mul_f64 v[25:26], v[25:26], v[29:30]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[29:30], v[47:48], -v[31:32]
	v_mul_f64 v[31:32], v[39:40], s[52:53]
	v_mul_f64 v[38:39], v[39:40], s[60:61]
	v_add_f64 v[36:37], v[43:44], v[36:37]
	v_add_f64 v[25:26], v[51:52], v[25:26]
	v_add_f64 v[43:44], v[33:34], -v[29:30]
	v_add_f64 v[47:48], v[41:42], -v[31:32]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[38:39], -v[36:37]
	v_mov_b32_e32 v39, v1
	v_add_f64 v[25:26], v[25:26], -v[45:46]
	v_lshrrev_b32_e32 v0, 20, v44
	v_lshrrev_b32_e32 v40, 20, v48
	v_add_f64 v[21:22], v[21:22], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[21:22], v[23:24], v[21:22]
	v_mul_f64 v[21:22], v[21:22], -2.0
	v_and_b32_e32 v18, 0x7ff, v0
	v_bfe_u32 v0, v28, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v38, 49, v18
	v_and_b32_e32 v18, 0x7ff, v40
	v_cmp_lt_u64_e32 vcc_lo, v[38:39], v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v38, 16, v18
	v_cmp_lt_u64_e64 s1, v[38:39], v[0:1]
	v_dual_cndmask_b32 v18, v33, v49 :: v_dual_cndmask_b32 v33, v34, v50
	v_cndmask_b32_e32 v0, v30, v37, vcc_lo
	v_cndmask_b32_e32 v34, v29, v36, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[19:20]
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v29, v41, v18, s1
	v_cndmask_b32_e64 v30, v42, v33, s1
	v_cndmask_b32_e64 v32, v32, v0, s1
	v_cndmask_b32_e64 v31, v31, v34, s1
	v_cmp_neq_f64_e64 s1, 0, v[19:20]
	global_load_b32 v50, v[3:4], off
	v_add_f64 v[25:26], v[29:30], -v[31:32]
	v_cndmask_b32_e32 v0, 0xfff00000, v22, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v22, 0x7ff00000, v0, s1
	v_cndmask_b32_e32 v21, 0, v21, vcc_lo
	v_mul_f64 v[23:24], v[25:26], v[25:26]
	v_add_f64 v[29:30], v[29:30], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[21:22]
	v_mul_f64 v[33:34], v[23:24], s[74:75]
	v_mul_f64 v[36:37], v[23:24], s[62:63]
	v_mul_f64 v[38:39], v[23:24], s[68:69]
	v_mul_f64 v[18:19], v[23:24], s[80:81]
	v_mul_f64 v[40:41], v[23:24], v[23:24]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_add_f64 v[29:30], v[29:30], -v[31:32]
	v_mul_f64 v[44:45], v[23:24], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[20:21], v[21:22], v0
	v_and_b32_e32 v0, 1, v35
	v_cmp_eq_u64_e64 s4, 0, v[0:1]
	v_add_f64 v[33:34], v[33:34], s[76:77]
	v_add_f64 v[36:37], v[36:37], s[64:65]
	v_add_f64 v[38:39], v[38:39], s[70:71]
	v_add_f64 v[18:19], v[18:19], s[82:83]
	v_mul_f64 v[42:43], v[23:24], v[40:41]
	v_mul_f64 v[31:32], v[40:41], v[40:41]
	v_mul_f64 v[40:41], v[25:26], v[23:24]
	v_add_f64 v[48:49], -v[44:45], 1.0
	v_mul_f64 v[33:34], v[23:24], v[33:34]
	v_mul_f64 v[36:37], v[23:24], v[36:37]
	v_mul_f64 v[38:39], v[23:24], v[38:39]
	v_mul_f64 v[18:19], v[42:43], v[18:19]
	v_rsq_f64_e32 v[42:43], v[20:21]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[33:34], s[78:79]
	v_add_f64 v[36:37], v[36:37], s[66:67]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[38:39], v[38:39], s[72:73]
	v_add_f64 v[18:19], v[18:19], v[33:34]
	s_delay_alu instid0(TRANS32_DEP_1)
	v_mul_f64 v[33:34], v[20:21], v[42:43]
	v_mul_f64 v[42:43], v[42:43], 0.5
	v_mul_f64 v[36:37], v[23:24], v[36:37]
	v_mul_f64 v[31:32], v[31:32], v[38:39]
	v_mul_f64 v[38:39], v[29:30], 0.5
	v_mul_f64 v[18:19], v[40:41], v[18:19]
	v_fma_f64 v[46:47], -v[42:43], v[33:34], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[31:32], v[36:37], v[31:32]
	v_mul_f64 v[36:37], v[25:26], v[29:30]
	v_add_f64 v[18:19], v[38:39], -v[18:19]
	v_add_f64 v[38:39], -v[48:49], 1.0
	v_fma_f64 v[33:34], v[33:34], v[46:47], v[33:34]
	v_mul_f64 v[31:32], v[23:24], v[31:32]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[18:19], v[23:24], v[18:19]
	v_fma_f64 v[22:23], v[42:43], v[46:47], v[42:43]
	v_fma_f64 v[42:43], -v[33:34], v[33:34], v[20:21]
	v_add_f64 v[38:39], v[38:39], -v[44:45]
	v_add_f64 v[31:32], v[31:32], -v[36:37]
	v_mul_f64 v[36:37], v[40:41], s[84:85]
	v_and_b32_e32 v24, 2, v35
	v_add_f64 v[18:19], v[18:19], -v[29:30]
	v_fma_f64 v[29:30], v[42:43], v[22:23], v[33:34]
	v_add_f64 v[31:32], v[38:39], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[18:19], v[18:19], v[36:37]
	v_fma_f64 v[33:34], -v[29:30], v[29:30], v[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[48:49], v[31:32]
	v_add_f64 v[18:19], v[25:26], -v[18:19]
	v_mov_b32_e32 v25, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[22:23], v[33:34], v[22:23], v[29:30]
	v_xor_b32_e32 v26, 0x80000000, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[24:25]
	v_cndmask_b32_e64 v0, v26, v32, s1
	v_xor_b32_e32 v24, 0x80000000, v19
	v_cndmask_b32_e64 v25, v18, v31, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v19, v19, v24, s1
	v_cndmask_b32_e64 v24, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[20:21], 0x260
	v_cmp_gt_f64_e64 s1, 0x413921fb, v[27:28]
	v_cndmask_b32_e64 v0, v19, v0, s4
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[18:19], v[22:23], v24
	v_cndmask_b32_e64 v22, 0x7ff80000, v0, s1
	ds_load_b32 v0, v1 offset:8192
	v_dual_cndmask_b32 v19, v19, v21 :: v_dual_cndmask_b32 v18, v18, v20
	v_cndmask_b32_e64 v21, 0, v25, s1
	v_add_f32_e32 v20, v8, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[21:22], v[18:19]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	v_mul_f32_e32 v0, v20, v0
	v_cvt_f32_f64_e32 v18, v[18:19]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v19, v8, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, v19, v19
	v_mul_f32_e32 v19, 0.5, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v19
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v8, v0
	v_mul_f32_e32 v18, v17, v18
	v_add_f32_e32 v18, v18, v0
.LBB2_27:
	s_or_b32 exec_lo, exec_lo, s103
	v_mov_b32_e32 v0, v9
	s_and_saveexec_b32 s1, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s103, exec_lo, s1
	s_cbranch_execz .LBB2_29
	v_xor_b32_e32 v0, s101, v11
	s_xor_b32 s1, s24, s102
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s5
	s_mul_hi_u32 s4, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s4, v14
	v_xor3_b32 v22, s1, s87, v20
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v22, 0
	v_xor_b32_e32 v0, v21, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v23, v23, s88, v20
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v23, 0
	v_xor3_b32 v0, s89, v21, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v24, s91, v20
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v21, 0
	v_xor3_b32 v0, s90, v20, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v25, s92, v19
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v21, 0
	v_xor3_b32 v0, s93, v20, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v22, s95, v19
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v22
	v_xor3_b32 v20, s94, v20, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v19
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v20, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v20, s97, v20, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s25, v19
	v_mul_lo_u32 v21, 0xcd9e8d57, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v21, v20, s98
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[20:21], v0
	v_add_f64 v[20:21], v[20:21], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[20:21], v[20:21], 0xffffffe0
	v_ldexp_f64 v[22:23], v[20:21], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v21, v23, s1
	v_cndmask_b32_e64 v22, v20, v22, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v24, s4, 0x95f62, v0
	v_add_co_ci_u32_e64 v25, null, 0, 0, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v24
	v_lshrrev_b64 v[24:25], 20, v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v23, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v16, s1
	v_add_f64 v[22:23], v[22:23], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[22:23], 2.0
	v_mul_f64 v[46:47], v[22:23], 0.5
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], v[22:23]
	v_div_scale_f64 v[34:35], vcc_lo, v[22:23], v[26:27], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[46:47], v[22:23], v[46:47]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[28:29], v[28:29], v[30:31], v[32:33]
	v_add_co_u32 v0, vcc_lo, v24, v0
	v_cvt_f64_u32_e32 v[48:49], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], v[22:23]
	v_cvt_f64_u32_e32 v[28:29], v19
	v_add_co_ci_u32_e64 v19, null, -1, v25, vcc_lo
	v_cvt_f64_i32_e32 v[24:25], v19
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[30:31], v[26:27], v[26:27]
	v_add_f64 v[28:29], v[28:29], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[24:25], v[24:25], 32
	v_mul_f64 v[32:33], v[30:31], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[28:29], v[28:29], 0xffffffe0
	v_add_f64 v[24:25], v[24:25], v[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[32:33], s[34:35]
	v_mul_f64 v[28:29], v[28:29], s[46:47]
	v_mul_f64 v[38:39], v[32:33], s[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[52:53], v[24:25], s[42:43]
	v_mul_f64 v[24:25], v[24:25], s[44:45]
	v_add_f64 v[34:35], v[34:35], s[36:37]
	v_mul_f64 v[36:37], v[28:29], s[48:49]
	v_add_f64 v[38:39], v[38:39], s[22:23]
	v_mul_f64 v[34:35], v[32:33], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], 0x43380000, v[36:37]
	v_add_f64 v[34:35], v[34:35], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[40:41], 0xc3380000, v[36:37]
	v_mul_f64 v[37:38], v[32:33], v[38:39]
	v_mul_f64 v[34:35], v[32:33], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[42:43], v[40:41], s[50:51]
	v_add_f64 v[37:38], v[37:38], s[30:31]
	v_mul_f64 v[44:45], v[40:41], s[54:55]
	v_mul_f64 v[48:49], v[40:41], s[56:57]
	v_add_f64 v[34:35], v[34:35], s[40:41]
	v_add_f64 v[42:43], v[28:29], v[42:43]
	v_mul_f64 v[32:33], v[32:33], v[37:38]
	v_mul_f64 v[37:38], v[40:41], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[30:31], v[30:31], v[34:35]
	v_add_f64 v[34:35], v[42:43], v[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[30:31], v[32:33], v[30:31]
	v_add_f64 v[32:33], v[42:43], -v[34:35]
	v_add_f64 v[50:51], v[34:35], v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[46:47], v[30:31]
	v_add_f64 v[32:33], v[32:33], v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[44:45], v[34:35], -v[50:51]
	v_mul_f64 v[26:27], v[26:27], v[30:31]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[30:31], v[48:49], -v[32:33]
	v_mul_f64 v[32:33], v[40:41], s[52:53]
	v_mul_f64 v[39:40], v[40:41], s[60:61]
	v_add_f64 v[37:38], v[44:45], v[37:38]
	v_add_f64 v[26:27], v[52:53], v[26:27]
	v_add_f64 v[44:45], v[34:35], -v[30:31]
	v_add_f64 v[48:49], v[42:43], -v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f64 v[37:38], v[39:40], -v[37:38]
	v_mov_b32_e32 v40, v1
	v_add_f64 v[26:27], v[26:27], -v[46:47]
	v_lshrrev_b32_e32 v0, 20, v45
	v_lshrrev_b32_e32 v41, 20, v49
	v_and_b32_e32 v19, 0x7ff, v0
	v_bfe_u32 v0, v29, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v39, 49, v19
	v_cmp_lt_u64_e32 vcc_lo, v[39:40], v[0:1]
	v_add_f64 v[22:23], v[22:23], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[24:25], v[22:23]
	v_mul_f64 v[22:23], v[22:23], -2.0
	v_and_b32_e32 v19, 0x7ff, v41
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v39, 16, v19
	v_dual_cndmask_b32 v19, v34, v50 :: v_dual_cndmask_b32 v34, v35, v51
	v_cndmask_b32_e32 v35, v30, v37, vcc_lo
	global_load_b32 v51, v[5:6], off
	v_cmp_lt_u64_e64 s1, v[39:40], v[0:1]
	v_cndmask_b32_e32 v0, v31, v38, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v31, v43, v34, s1
	v_cndmask_b32_e64 v30, v42, v19, s1
	v_cndmask_b32_e64 v33, v33, v0, s1
	v_cndmask_b32_e64 v32, v32, v35, s1
	v_cmp_neq_f64_e64 s1, 0, v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_f64 v[26:27], v[30:31], -v[32:33]
	v_cndmask_b32_e32 v0, 0xfff00000, v23, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	v_cndmask_b32_e32 v22, 0, v22, vcc_lo
	v_mul_f64 v[24:25], v[26:27], v[26:27]
	v_add_f64 v[30:31], v[30:31], -v[26:27]
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f64 v[34:35], v[24:25], s[74:75]
	v_mul_f64 v[37:38], v[24:25], s[62:63]
	v_mul_f64 v[39:40], v[24:25], s[68:69]
	v_mul_f64 v[19:20], v[24:25], s[80:81]
	v_mul_f64 v[41:42], v[24:25], v[24:25]
	v_add_f64 v[30:31], v[30:31], -v[32:33]
	v_mul_f64 v[45:46], v[24:25], 0.5
	v_add_f64 v[34:35], v[34:35], s[76:77]
	v_add_f64 v[37:38], v[37:38], s[64:65]
	v_add_f64 v[39:40], v[39:40], s[70:71]
	v_add_f64 v[19:20], v[19:20], s[82:83]
	v_mul_f64 v[43:44], v[24:25], v[41:42]
	v_mul_f64 v[32:33], v[41:42], v[41:42]
	v_mul_f64 v[41:42], v[26:27], v[24:25]
	v_add_f64 v[49:50], -v[45:46], 1.0
	v_mul_f64 v[34:35], v[24:25], v[34:35]
	v_mul_f64 v[37:38], v[24:25], v[37:38]
	v_mul_f64 v[39:40], v[24:25], v[39:40]
	v_mul_f64 v[19:20], v[43:44], v[19:20]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[34:35], v[34:35], s[78:79]
	v_add_f64 v[37:38], v[37:38], s[66:67]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[39:40], v[39:40], s[72:73]
	v_add_f64 v[19:20], v[19:20], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[37:38], v[24:25], v[37:38]
	v_mul_f64 v[32:33], v[32:33], v[39:40]
	v_mul_f64 v[39:40], v[30:31], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[19:20], v[41:42], v[19:20]
	v_add_f64 v[32:33], v[37:38], v[32:33]
	v_mul_f64 v[37:38], v[26:27], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[19:20], v[39:40], -v[19:20]
	v_add_f64 v[39:40], -v[49:50], 1.0
	v_mul_f64 v[32:33], v[24:25], v[32:33]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[19:20], v[24:25], v[19:20]
	v_and_b32_e32 v25, 2, v36
	v_cndmask_b32_e64 v23, 0x7ff00000, v0, s1
	v_add_f64 v[39:40], v[39:40], -v[45:46]
	v_add_f64 v[32:33], v[32:33], -v[37:38]
	v_mul_f64 v[37:38], v[41:42], s[84:85]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[22:23]
	v_add_f64 v[19:20], v[19:20], -v[30:31]
	v_add_f64 v[32:33], v[39:40], v[32:33]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[21:22], v[22:23], v0
	v_and_b32_e32 v0, 1, v36
	v_cmp_eq_u64_e64 s4, 0, v[0:1]
	v_add_f64 v[19:20], v[19:20], v[37:38]
	v_add_f64 v[32:33], v[49:50], v[32:33]
	v_rsq_f64_e32 v[43:44], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[19:20], v[26:27], -v[19:20]
	v_mov_b32_e32 v26, v1
	v_xor_b32_e32 v27, 0x80000000, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[25:26]
	v_cndmask_b32_e64 v0, v27, v33, s1
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f64 v[34:35], v[21:22], v[43:44]
	v_mul_f64 v[43:44], v[43:44], 0.5
	v_xor_b32_e32 v25, 0x80000000, v20
	v_cndmask_b32_e64 v26, v19, v32, s4
	v_cndmask_b32_e64 v20, v20, v25, s1
	v_cndmask_b32_e64 v25, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[21:22], 0x260
	v_cmp_gt_f64_e64 s1, 0x413921fb, v[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v20, v0, s4
	v_fma_f64 v[47:48], -v[43:44], v[34:35], 0.5
	v_fma_f64 v[34:35], v[34:35], v[47:48], v[34:35]
	v_fma_f64 v[23:24], v[43:44], v[47:48], v[43:44]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[43:44], -v[34:35], v[34:35], v[21:22]
	v_fma_f64 v[30:31], v[43:44], v[23:24], v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[34:35], -v[30:31], v[30:31], v[21:22]
	v_fma_f64 v[23:24], v[34:35], v[23:24], v[30:31]
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[19:20], v[23:24], v25
	v_cndmask_b32_e64 v23, 0x7ff80000, v0, s1
	ds_load_b32 v0, v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	v_dual_cndmask_b32 v20, v20, v22 :: v_dual_cndmask_b32 v19, v19, v21
	v_cndmask_b32_e64 v22, 0, v26, s1
	v_add_f32_e32 v21, v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[19:20], v[22:23], v[19:20]
	v_cvt_f32_f64_e32 v19, v[19:20]
	v_add_f32_e32 v0, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v20, v9, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, v20, v20
	v_dual_mul_f32 v20, 0.5, v20 :: v_dual_mul_f32 v17, v17, v19
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v21, v0
	v_add_f32_e32 v0, v0, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v17, v0
.LBB2_29:
	s_or_b32 exec_lo, exec_lo, s103
	s_branch .LBB2_8
.LBB2_30:
	s_cbranch_execz .LBB2_8
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB2_33
	global_load_b32 v0, v[3:4], off
	ds_load_b32 v17, v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v18, v8, v8 :: v_dual_add_f32 v17, -4.0, v17
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v8, v0 :: v_dual_add_f32 v17, v17, v17
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v17, 0x3c23d70a, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v17, v18, v17
	v_add_f32_e32 v0, v17, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v8, v8, v0
.LBB2_33:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB2_7
	global_load_b32 v0, v[5:6], off
	ds_load_b32 v17, v1 offset:8192
	v_add_f32_e32 v18, v9, v9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_dual_add_f32 v17, -4.0, v17 :: v_dual_sub_f32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v17, v17, v17 :: v_dual_add_f32 v0, v0, v0
	v_dual_mul_f32 v17, 0x3c23d70a, v17 :: v_dual_mul_f32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, v18, v17
	v_add_f32_e32 v0, v17, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v9, v9, v0
	s_branch .LBB2_7
.LBB2_35:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB2_37
	s_waitcnt vmcnt(0)
	global_store_b32 v7, v8, s[6:7]
.LBB2_37:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB2_39
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v9, s[6:7]
.LBB2_39:
	s_endpgm
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
		.amdhsa_next_free_vgpr 54
		.amdhsa_next_free_sgpr 104
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
		.amdhsa_inst_pref_size 49
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
	.size	tessera_tether_w2048, .Lfunc_end2-tessera_tether_w2048

	.set tessera_tether_w2048.num_vgpr, 54
	.set tessera_tether_w2048.num_agpr, 0
	.set tessera_tether_w2048.numbered_sgpr, 104
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
	s_cbranch_vccnz .LBB3_56
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
	s_cbranch_execz .LBB3_3
	global_load_b32 v14, v13, s[16:17]
.LBB3_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[22:23], v[2:3]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB3_5
	v_lshlrev_b32_e32 v3, 2, v2
	global_load_b32 v15, v3, s[16:17]
.LBB3_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v3, 0x800, v0
	v_mov_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[22:23], v[3:4]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB3_7
	v_lshlrev_b32_e32 v4, 2, v3
	global_load_b32 v16, v4, s[16:17]
.LBB3_7:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v4, 0xc00, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[22:23], v[4:5]
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB3_9
	v_lshlrev_b32_e32 v1, 2, v4
	global_load_b32 v17, v1, s[16:17]
.LBB3_9:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[20:21], 0
	s_mov_b64 s[28:29], 0
	s_cbranch_scc1 .LBB3_51
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v7, s0, s30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v8, null, s31, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v7, 0
	s_mov_b32 s31, 0
	v_cmp_gt_u64_e64 s102, s[22:23], 7
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
	s_cselect_b32 s88, -1, 0
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
	s_add_u32 s89, s25, 0x76cf5d0a
	v_mad_u64_u32 v[30:31], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v9, v29, v8
	v_xor_b32_e32 v0, s25, v7
	v_add_co_u32 v7, vcc_lo, 0x1000, v5
	v_add_co_ci_u32_e64 v8, null, 0, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v9, s25, v9
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	s_add_u32 s90, s24, 0xdaa66d2b
	s_add_u32 s91, s25, 0x32370b8f
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v9, 0
	v_add_co_u32 v9, vcc_lo, 0x2000, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, 0, v6, vcc_lo
	v_add_co_u32 v11, vcc_lo, 0x3000, v5
	s_add_u32 s92, s24, 0x78dde6e4
	s_add_u32 s93, s25, 0xed9eba14
	s_add_u32 s94, s24, 0x1715609d
	s_add_u32 s95, s25, 0xa9066899
	s_add_u32 s96, s24, 0xb54cda56
	s_add_u32 s97, s25, 0x646e171e
	s_add_u32 s98, s24, 0x5384540f
	s_add_u32 s99, s25, 0x1fd5c5a3
	s_add_u32 s100, s25, 0xdb3d7428
	s_add_i32 s101, s24, 0x8ff34781
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
	v_mov_b32_e32 v30, 0xfffffbcb
	s_cmp_lg_u64 s[30:31], 0
	s_mov_b32 s18, 0xd078c69f
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
	s_mov_b32 s23, 0x3fc55555
	s_branch .LBB3_13
.LBB3_11:
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v32, v14 :: v_dual_mov_b32 v33, v15
	v_mov_b32_e32 v34, v16
	v_mov_b32_e32 v0, v17
.LBB3_12:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v17, v0 :: v_dual_mov_b32 v16, v34
	v_dual_mov_b32 v15, v33 :: v_dual_mov_b32 v14, v32
	s_add_u32 s28, s28, 1
	s_addc_u32 s29, s29, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[28:29], s[20:21]
	s_cbranch_scc1 .LBB3_51
.LBB3_13:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB3_24
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB3_25
.LBB3_15:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB3_26
.LBB3_16:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB3_18
.LBB3_17:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v17, v17
	ds_store_b32 v13, v0 offset:12288
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
	s_and_not1_b32 vcc_lo, exec_lo, s102
	s_cbranch_vccnz .LBB3_27
	s_mov_b64 s[6:7], 0
	s_mov_b32 s103, 0
	.p2align	6
.LBB3_22:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v37, s103
	s_add_u32 s6, s6, 8
	s_addc_u32 s7, s7, 0
	s_add_i32 s103, s103, 32
	s_cmp_lg_u64 s[10:11], s[6:7]
	ds_load_2addr_b32 v[31:32], v37 offset1:1
	ds_load_2addr_b32 v[33:34], v37 offset0:2 offset1:3
	ds_load_2addr_b32 v[35:36], v37 offset0:4 offset1:5
	ds_load_2addr_b32 v[37:38], v37 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v32
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v34
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v36
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v37
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v38
	s_cbranch_scc1 .LBB3_22
	s_mov_b64 s[6:7], s[10:11]
	s_mov_b32 s103, s25
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s103
	s_cbranch_vccnz .LBB3_28
	s_branch .LBB3_30
.LBB3_24:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v14, v14
	ds_store_b32 v13, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB3_15
.LBB3_25:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v15, v15
	ds_store_b32 v13, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB3_16
.LBB3_26:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v16, v16
	ds_store_b32 v13, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB3_17
	s_branch .LBB3_18
.LBB3_27:
	s_mov_b64 s[6:7], 0
	s_cbranch_execz .LBB3_30
.LBB3_28:
	s_lshl_b32 s103, s6, 2
	s_mov_b64 s[6:7], s[30:31]
.LBB3_29:
	v_mov_b32_e32 v31, s103
	s_add_i32 s103, s103, 4
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], 0
	ds_load_b32 v31, v31
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v31
	s_cbranch_scc1 .LBB3_29
.LBB3_30:
	ds_store_b32 v1, v0 offset:16384
.LBB3_31:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s88
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB3_40
	s_mul_f32 s6, s14, s12
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s6, 0
	s_mul_f32 s1, s6, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s6, 0xf800000
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_add_u32 s7, s28, s26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, s6, v0, s1
	v_sqrt_f32_e32 v31, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v32, -1, v31
	v_add_nc_u32_e32 v33, 1, v31
	v_xor_b32_e32 v34, 0x80000000, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v35, 0x80000000, v33
	v_fma_f32 v34, v34, v31, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v35, v35, v31, v0
	v_cmp_ge_f32_e64 s6, 0, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v31, v31, v32, s6
	v_cmp_lt_f32_e64 s6, 0, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v31, v31, v33, s6
	v_mul_f32_e32 v32, 0x37800000, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v31, v31, v32, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_mov_b32_e32 v32, v14
	v_cndmask_b32_e64 v0, v31, v0, s1
	s_addc_u32 s1, s29, s27
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_mul_i32 s103, s1, 0xcd9e8d57
	s_mul_hi_u32 s104, s1, 0xcd9e8d57
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v31, v0, s9, s15
	s_and_saveexec_b32 vcc_hi, s2
	s_cbranch_execnz .LBB3_45
	s_or_b32 exec_lo, exec_lo, vcc_hi
	v_mov_b32_e32 v33, v15
	s_and_saveexec_b32 vcc_hi, s3
	s_cbranch_execnz .LBB3_46
.LBB3_35:
	s_or_b32 exec_lo, exec_lo, vcc_hi
	v_mov_b32_e32 v34, v16
	s_and_saveexec_b32 vcc_hi, s4
	s_cbranch_execz .LBB3_37
.LBB3_36:
	v_xor_b32_e32 v0, s103, v20
	s_xor_b32 s1, s24, s104
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s7
	s_mul_hi_u32 s6, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s6, v26
	v_xor3_b32 v37, s1, s89, v35
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v37, 0
	v_xor_b32_e32 v0, v36, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v38, v38, s90, v35
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v38, 0
	v_xor3_b32 v0, s91, v36, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v36, v39, s93, v35
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v36, 0
	v_xor3_b32 v0, s92, v35, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v36, v40, s94, v34
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v36, 0
	v_xor3_b32 v0, s95, v35, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v37, v37, s97, v34
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v37
	v_xor3_b32 v35, s96, v35, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s98, v34
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v35, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v35, s99, v35, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s100, v34
	v_mul_lo_u32 v36, 0xcd9e8d57, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v36, v35, s101
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[35:36], v0
	v_add_f64 v[35:36], v[35:36], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[35:36], v[35:36], 0xffffffe0
	v_ldexp_f64 v[37:38], v[35:36], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v36, v38, s1
	v_cndmask_b32_e64 v37, v35, v37, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v39, s6, 0x95f62, v0
	v_add_co_ci_u32_e64 v40, null, 0, 0, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v39
	v_lshrrev_b64 v[39:40], 20, v[39:40]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v38, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v30, s1
	v_add_f64 v[37:38], v[37:38], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[41:42], v[37:38], 2.0
	v_mul_f64 v[61:62], v[37:38], 0.5
	v_div_scale_f64 v[43:44], null, v[41:42], v[41:42], v[37:38]
	v_div_scale_f64 v[49:50], vcc_lo, v[37:38], v[41:42], v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[61:62], v[37:38], v[61:62]
	v_rcp_f64_e32 v[45:46], v[43:44]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[47:48], -v[43:44], v[45:46], 1.0
	v_fma_f64 v[45:46], v[45:46], v[47:48], v[45:46]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[47:48], -v[43:44], v[45:46], 1.0
	v_fma_f64 v[45:46], v[45:46], v[47:48], v[45:46]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[47:48], v[49:50], v[45:46]
	v_fma_f64 v[43:44], -v[43:44], v[47:48], v[49:50]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[43:44], v[43:44], v[45:46], v[47:48]
	v_add_co_u32 v0, vcc_lo, v39, v0
	v_cvt_f64_u32_e32 v[63:64], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[41:42], v[43:44], v[41:42], v[37:38]
	v_cvt_f64_u32_e32 v[43:44], v34
	v_add_co_ci_u32_e64 v34, null, -1, v40, vcc_lo
	v_cvt_f64_i32_e32 v[39:40], v34
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[45:46], v[41:42], v[41:42]
	v_add_f64 v[43:44], v[43:44], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[39:40], v[39:40], 32
	v_mul_f64 v[47:48], v[45:46], v[45:46]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[43:44], v[43:44], 0xffffffe0
	v_add_f64 v[39:40], v[39:40], v[63:64]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[49:50], v[47:48], s[38:39]
	v_mul_f64 v[43:44], v[43:44], s[50:51]
	v_mul_f64 v[53:54], v[47:48], s[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[67:68], v[39:40], s[46:47]
	v_mul_f64 v[39:40], v[39:40], s[48:49]
	v_add_f64 v[49:50], v[49:50], s[40:41]
	v_mul_f64 v[51:52], v[43:44], s[52:53]
	v_add_f64 v[53:54], v[53:54], s[34:35]
	v_mul_f64 v[49:50], v[47:48], v[49:50]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[51:52], 0x43380000, v[51:52]
	v_add_f64 v[49:50], v[49:50], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[55:56], 0xc3380000, v[51:52]
	v_mul_f64 v[52:53], v[47:48], v[53:54]
	v_mul_f64 v[49:50], v[47:48], v[49:50]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[57:58], v[55:56], s[54:55]
	v_add_f64 v[52:53], v[52:53], s[36:37]
	v_mul_f64 v[59:60], v[55:56], s[58:59]
	v_mul_f64 v[63:64], v[55:56], s[60:61]
	v_add_f64 v[49:50], v[49:50], s[44:45]
	v_add_f64 v[57:58], v[43:44], v[57:58]
	v_mul_f64 v[47:48], v[47:48], v[52:53]
	v_mul_f64 v[52:53], v[55:56], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[45:46], v[45:46], v[49:50]
	v_add_f64 v[49:50], v[57:58], v[59:60]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[45:46], v[47:48], v[45:46]
	v_add_f64 v[47:48], v[57:58], -v[49:50]
	v_add_f64 v[65:66], v[49:50], v[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[45:46], v[61:62], v[45:46]
	v_add_f64 v[47:48], v[47:48], v[59:60]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[59:60], v[49:50], -v[65:66]
	v_mul_f64 v[41:42], v[41:42], v[45:46]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[45:46], v[63:64], -v[47:48]
	v_mul_f64 v[47:48], v[55:56], s[56:57]
	v_mul_f64 v[54:55], v[55:56], s[64:65]
	v_add_f64 v[52:53], v[59:60], v[52:53]
	v_add_f64 v[41:42], v[67:68], v[41:42]
	v_add_f64 v[59:60], v[49:50], -v[45:46]
	v_add_f64 v[63:64], v[57:58], -v[47:48]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_add_f64 v[52:53], v[54:55], -v[52:53]
	v_mov_b32_e32 v55, v1
	v_add_f64 v[41:42], v[41:42], -v[61:62]
	v_lshrrev_b32_e32 v0, 20, v60
	v_lshrrev_b32_e32 v56, 20, v64
	v_add_f64 v[37:38], v[37:38], v[41:42]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[37:38], v[39:40], v[37:38]
	v_mul_f64 v[37:38], v[37:38], -2.0
	v_and_b32_e32 v34, 0x7ff, v0
	v_bfe_u32 v0, v44, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v54, 49, v34
	v_and_b32_e32 v34, 0x7ff, v56
	v_cmp_lt_u64_e32 vcc_lo, v[54:55], v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v54, 16, v34
	v_cmp_lt_u64_e64 s1, v[54:55], v[0:1]
	v_dual_cndmask_b32 v34, v49, v65 :: v_dual_cndmask_b32 v49, v50, v66
	v_cndmask_b32_e32 v0, v46, v53, vcc_lo
	v_cndmask_b32_e32 v50, v45, v52, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[35:36]
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v45, v57, v34, s1
	v_cndmask_b32_e64 v46, v58, v49, s1
	v_cndmask_b32_e64 v48, v48, v0, s1
	v_cndmask_b32_e64 v47, v47, v50, s1
	v_cmp_neq_f64_e64 s1, 0, v[35:36]
	global_load_b32 v66, v[9:10], off
	v_add_f64 v[41:42], v[45:46], -v[47:48]
	v_cndmask_b32_e32 v0, 0xfff00000, v38, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v38, 0x7ff00000, v0, s1
	v_cndmask_b32_e32 v37, 0, v37, vcc_lo
	v_mul_f64 v[39:40], v[41:42], v[41:42]
	v_add_f64 v[45:46], v[45:46], -v[41:42]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[37:38]
	v_mul_f64 v[49:50], v[39:40], s[78:79]
	v_mul_f64 v[52:53], v[39:40], s[66:67]
	v_mul_f64 v[54:55], v[39:40], s[72:73]
	v_mul_f64 v[34:35], v[39:40], s[84:85]
	v_mul_f64 v[56:57], v[39:40], v[39:40]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_add_f64 v[45:46], v[45:46], -v[47:48]
	v_mul_f64 v[60:61], v[39:40], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[36:37], v[37:38], v0
	v_and_b32_e32 v0, 1, v51
	v_cmp_eq_u64_e64 s6, 0, v[0:1]
	v_add_f64 v[49:50], v[49:50], s[80:81]
	v_add_f64 v[52:53], v[52:53], s[68:69]
	v_add_f64 v[54:55], v[54:55], s[74:75]
	v_add_f64 v[34:35], v[34:35], s[86:87]
	v_mul_f64 v[58:59], v[39:40], v[56:57]
	v_mul_f64 v[47:48], v[56:57], v[56:57]
	v_mul_f64 v[56:57], v[41:42], v[39:40]
	v_add_f64 v[64:65], -v[60:61], 1.0
	v_mul_f64 v[49:50], v[39:40], v[49:50]
	v_mul_f64 v[52:53], v[39:40], v[52:53]
	v_mul_f64 v[54:55], v[39:40], v[54:55]
	v_mul_f64 v[34:35], v[58:59], v[34:35]
	v_rsq_f64_e32 v[58:59], v[36:37]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[49:50], v[49:50], s[82:83]
	v_add_f64 v[52:53], v[52:53], s[70:71]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[54:55], v[54:55], s[76:77]
	v_add_f64 v[34:35], v[34:35], v[49:50]
	s_delay_alu instid0(TRANS32_DEP_1)
	v_mul_f64 v[49:50], v[36:37], v[58:59]
	v_mul_f64 v[58:59], v[58:59], 0.5
	v_mul_f64 v[52:53], v[39:40], v[52:53]
	v_mul_f64 v[47:48], v[47:48], v[54:55]
	v_mul_f64 v[54:55], v[45:46], 0.5
	v_mul_f64 v[34:35], v[56:57], v[34:35]
	v_fma_f64 v[62:63], -v[58:59], v[49:50], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[47:48], v[52:53], v[47:48]
	v_mul_f64 v[52:53], v[41:42], v[45:46]
	v_add_f64 v[34:35], v[54:55], -v[34:35]
	v_add_f64 v[54:55], -v[64:65], 1.0
	v_fma_f64 v[49:50], v[49:50], v[62:63], v[49:50]
	v_mul_f64 v[47:48], v[39:40], v[47:48]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[34:35], v[39:40], v[34:35]
	v_fma_f64 v[38:39], v[58:59], v[62:63], v[58:59]
	v_fma_f64 v[58:59], -v[49:50], v[49:50], v[36:37]
	v_add_f64 v[54:55], v[54:55], -v[60:61]
	v_add_f64 v[47:48], v[47:48], -v[52:53]
	v_mul_f64 v[52:53], v[56:57], s[22:23]
	v_and_b32_e32 v40, 2, v51
	v_add_f64 v[34:35], v[34:35], -v[45:46]
	v_fma_f64 v[45:46], v[58:59], v[38:39], v[49:50]
	v_add_f64 v[47:48], v[54:55], v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[34:35], v[34:35], v[52:53]
	v_fma_f64 v[49:50], -v[45:46], v[45:46], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[47:48], v[64:65], v[47:48]
	v_add_f64 v[34:35], v[41:42], -v[34:35]
	v_mov_b32_e32 v41, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[38:39], v[49:50], v[38:39], v[45:46]
	v_xor_b32_e32 v42, 0x80000000, v48
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[40:41]
	v_cndmask_b32_e64 v0, v42, v48, s1
	v_xor_b32_e32 v40, 0x80000000, v35
	v_cndmask_b32_e64 v41, v34, v47, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v35, v35, v40, s1
	v_cndmask_b32_e64 v40, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[36:37], 0x260
	v_cmp_gt_f64_e64 s1, 0x413921fb, v[43:44]
	v_cndmask_b32_e64 v0, v35, v0, s6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[34:35], v[38:39], v40
	v_cndmask_b32_e64 v38, 0x7ff80000, v0, s1
	ds_load_b32 v0, v1 offset:16384
	v_dual_cndmask_b32 v35, v35, v37 :: v_dual_cndmask_b32 v34, v34, v36
	v_cndmask_b32_e64 v37, 0, v41, s1
	v_add_f32_e32 v36, v16, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[37:38], v[34:35]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	v_mul_f32_e32 v0, v36, v0
	v_cvt_f32_f64_e32 v34, v[34:35]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v35, v16, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v35, v35, v35
	v_mul_f32_e32 v35, 0.5, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v35
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v16, v0
	v_mul_f32_e32 v34, v31, v34
	v_add_f32_e32 v34, v34, v0
.LBB3_37:
	s_or_b32 exec_lo, exec_lo, vcc_hi
	v_mov_b32_e32 v0, v17
	s_and_saveexec_b32 s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 vcc_hi, exec_lo, s1
	s_cbranch_execz .LBB3_39
	v_xor_b32_e32 v0, s103, v21
	s_xor_b32 s1, s24, s104
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s7
	s_mul_hi_u32 s6, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s6, v28
	v_xor3_b32 v38, s1, s89, v36
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v38, 0
	v_xor_b32_e32 v0, v37, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v39, v39, s90, v36
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v39, 0
	v_xor3_b32 v0, s91, v37, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v37, v40, s93, v36
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v37, 0
	v_xor3_b32 v0, s92, v36, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v37, v41, s94, v35
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v37, 0
	v_xor3_b32 v0, s95, v36, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v38, v38, s97, v35
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v38
	v_xor3_b32 v36, s96, v36, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s98, v35
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v36, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v36, s99, v36, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s100, v35
	v_mul_lo_u32 v37, 0xcd9e8d57, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v37, v36, s101
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[36:37], v0
	v_add_f64 v[36:37], v[36:37], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[36:37], v[36:37], 0xffffffe0
	v_ldexp_f64 v[38:39], v[36:37], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v37, v39, s1
	v_cndmask_b32_e64 v38, v36, v38, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v40, s6, 0x95f62, v0
	v_add_co_ci_u32_e64 v41, null, 0, 0, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v40
	v_lshrrev_b64 v[40:41], 20, v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v39, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v30, s1
	v_add_f64 v[38:39], v[38:39], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[42:43], v[38:39], 2.0
	v_mul_f64 v[62:63], v[38:39], 0.5
	v_div_scale_f64 v[44:45], null, v[42:43], v[42:43], v[38:39]
	v_div_scale_f64 v[50:51], vcc_lo, v[38:39], v[42:43], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[62:63], v[38:39], v[62:63]
	v_rcp_f64_e32 v[46:47], v[44:45]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[48:49], -v[44:45], v[46:47], 1.0
	v_fma_f64 v[46:47], v[46:47], v[48:49], v[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[48:49], -v[44:45], v[46:47], 1.0
	v_fma_f64 v[46:47], v[46:47], v[48:49], v[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[48:49], v[50:51], v[46:47]
	v_fma_f64 v[44:45], -v[44:45], v[48:49], v[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[44:45], v[44:45], v[46:47], v[48:49]
	v_add_co_u32 v0, vcc_lo, v40, v0
	v_cvt_f64_u32_e32 v[64:65], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[42:43], v[44:45], v[42:43], v[38:39]
	v_cvt_f64_u32_e32 v[44:45], v35
	v_add_co_ci_u32_e64 v35, null, -1, v41, vcc_lo
	v_cvt_f64_i32_e32 v[40:41], v35
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[46:47], v[42:43], v[42:43]
	v_add_f64 v[44:45], v[44:45], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[40:41], v[40:41], 32
	v_mul_f64 v[48:49], v[46:47], v[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[44:45], v[44:45], 0xffffffe0
	v_add_f64 v[40:41], v[40:41], v[64:65]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[50:51], v[48:49], s[38:39]
	v_mul_f64 v[44:45], v[44:45], s[50:51]
	v_mul_f64 v[54:55], v[48:49], s[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[68:69], v[40:41], s[46:47]
	v_mul_f64 v[40:41], v[40:41], s[48:49]
	v_add_f64 v[50:51], v[50:51], s[40:41]
	v_mul_f64 v[52:53], v[44:45], s[52:53]
	v_add_f64 v[54:55], v[54:55], s[34:35]
	v_mul_f64 v[50:51], v[48:49], v[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[52:53], 0x43380000, v[52:53]
	v_add_f64 v[50:51], v[50:51], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[56:57], 0xc3380000, v[52:53]
	v_mul_f64 v[53:54], v[48:49], v[54:55]
	v_mul_f64 v[50:51], v[48:49], v[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[58:59], v[56:57], s[54:55]
	v_add_f64 v[53:54], v[53:54], s[36:37]
	v_mul_f64 v[60:61], v[56:57], s[58:59]
	v_mul_f64 v[64:65], v[56:57], s[60:61]
	v_add_f64 v[50:51], v[50:51], s[44:45]
	v_add_f64 v[58:59], v[44:45], v[58:59]
	v_mul_f64 v[48:49], v[48:49], v[53:54]
	v_mul_f64 v[53:54], v[56:57], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[46:47], v[46:47], v[50:51]
	v_add_f64 v[50:51], v[58:59], v[60:61]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[46:47], v[48:49], v[46:47]
	v_add_f64 v[48:49], v[58:59], -v[50:51]
	v_add_f64 v[66:67], v[50:51], v[53:54]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[46:47], v[62:63], v[46:47]
	v_add_f64 v[48:49], v[48:49], v[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[60:61], v[50:51], -v[66:67]
	v_mul_f64 v[42:43], v[42:43], v[46:47]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[46:47], v[64:65], -v[48:49]
	v_mul_f64 v[48:49], v[56:57], s[56:57]
	v_mul_f64 v[55:56], v[56:57], s[64:65]
	v_add_f64 v[53:54], v[60:61], v[53:54]
	v_add_f64 v[42:43], v[68:69], v[42:43]
	v_add_f64 v[60:61], v[50:51], -v[46:47]
	v_add_f64 v[64:65], v[58:59], -v[48:49]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f64 v[53:54], v[55:56], -v[53:54]
	v_mov_b32_e32 v56, v1
	v_add_f64 v[42:43], v[42:43], -v[62:63]
	v_lshrrev_b32_e32 v0, 20, v61
	v_lshrrev_b32_e32 v57, 20, v65
	v_and_b32_e32 v35, 0x7ff, v0
	v_bfe_u32 v0, v45, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v55, 49, v35
	v_cmp_lt_u64_e32 vcc_lo, v[55:56], v[0:1]
	v_add_f64 v[38:39], v[38:39], v[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[38:39], v[40:41], v[38:39]
	v_mul_f64 v[38:39], v[38:39], -2.0
	v_and_b32_e32 v35, 0x7ff, v57
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v55, 16, v35
	v_dual_cndmask_b32 v35, v50, v66 :: v_dual_cndmask_b32 v50, v51, v67
	v_cndmask_b32_e32 v51, v46, v53, vcc_lo
	global_load_b32 v67, v[11:12], off
	v_cmp_lt_u64_e64 s1, v[55:56], v[0:1]
	v_cndmask_b32_e32 v0, v47, v54, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v47, v59, v50, s1
	v_cndmask_b32_e64 v46, v58, v35, s1
	v_cndmask_b32_e64 v49, v49, v0, s1
	v_cndmask_b32_e64 v48, v48, v51, s1
	v_cmp_neq_f64_e64 s1, 0, v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_f64 v[42:43], v[46:47], -v[48:49]
	v_cndmask_b32_e32 v0, 0xfff00000, v39, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	v_cndmask_b32_e32 v38, 0, v38, vcc_lo
	v_mul_f64 v[40:41], v[42:43], v[42:43]
	v_add_f64 v[46:47], v[46:47], -v[42:43]
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f64 v[50:51], v[40:41], s[78:79]
	v_mul_f64 v[53:54], v[40:41], s[66:67]
	v_mul_f64 v[55:56], v[40:41], s[72:73]
	v_mul_f64 v[35:36], v[40:41], s[84:85]
	v_mul_f64 v[57:58], v[40:41], v[40:41]
	v_add_f64 v[46:47], v[46:47], -v[48:49]
	v_mul_f64 v[61:62], v[40:41], 0.5
	v_add_f64 v[50:51], v[50:51], s[80:81]
	v_add_f64 v[53:54], v[53:54], s[68:69]
	v_add_f64 v[55:56], v[55:56], s[74:75]
	v_add_f64 v[35:36], v[35:36], s[86:87]
	v_mul_f64 v[59:60], v[40:41], v[57:58]
	v_mul_f64 v[48:49], v[57:58], v[57:58]
	v_mul_f64 v[57:58], v[42:43], v[40:41]
	v_add_f64 v[65:66], -v[61:62], 1.0
	v_mul_f64 v[50:51], v[40:41], v[50:51]
	v_mul_f64 v[53:54], v[40:41], v[53:54]
	v_mul_f64 v[55:56], v[40:41], v[55:56]
	v_mul_f64 v[35:36], v[59:60], v[35:36]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[50:51], v[50:51], s[82:83]
	v_add_f64 v[53:54], v[53:54], s[70:71]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[55:56], v[55:56], s[76:77]
	v_add_f64 v[35:36], v[35:36], v[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[53:54], v[40:41], v[53:54]
	v_mul_f64 v[48:49], v[48:49], v[55:56]
	v_mul_f64 v[55:56], v[46:47], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[57:58], v[35:36]
	v_add_f64 v[48:49], v[53:54], v[48:49]
	v_mul_f64 v[53:54], v[42:43], v[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[35:36], v[55:56], -v[35:36]
	v_add_f64 v[55:56], -v[65:66], 1.0
	v_mul_f64 v[48:49], v[40:41], v[48:49]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[35:36], v[40:41], v[35:36]
	v_and_b32_e32 v41, 2, v52
	v_cndmask_b32_e64 v39, 0x7ff00000, v0, s1
	v_add_f64 v[55:56], v[55:56], -v[61:62]
	v_add_f64 v[48:49], v[48:49], -v[53:54]
	v_mul_f64 v[53:54], v[57:58], s[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[38:39]
	v_add_f64 v[35:36], v[35:36], -v[46:47]
	v_add_f64 v[48:49], v[55:56], v[48:49]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[37:38], v[38:39], v0
	v_and_b32_e32 v0, 1, v52
	v_cmp_eq_u64_e64 s6, 0, v[0:1]
	v_add_f64 v[35:36], v[35:36], v[53:54]
	v_add_f64 v[48:49], v[65:66], v[48:49]
	v_rsq_f64_e32 v[59:60], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[35:36], v[42:43], -v[35:36]
	v_mov_b32_e32 v42, v1
	v_xor_b32_e32 v43, 0x80000000, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[41:42]
	v_cndmask_b32_e64 v0, v43, v49, s1
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f64 v[50:51], v[37:38], v[59:60]
	v_mul_f64 v[59:60], v[59:60], 0.5
	v_xor_b32_e32 v41, 0x80000000, v36
	v_cndmask_b32_e64 v42, v35, v48, s6
	v_cndmask_b32_e64 v36, v36, v41, s1
	v_cndmask_b32_e64 v41, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[37:38], 0x260
	v_cmp_gt_f64_e64 s1, 0x413921fb, v[44:45]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v36, v0, s6
	v_fma_f64 v[63:64], -v[59:60], v[50:51], 0.5
	v_fma_f64 v[50:51], v[50:51], v[63:64], v[50:51]
	v_fma_f64 v[39:40], v[59:60], v[63:64], v[59:60]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[59:60], -v[50:51], v[50:51], v[37:38]
	v_fma_f64 v[46:47], v[59:60], v[39:40], v[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[50:51], -v[46:47], v[46:47], v[37:38]
	v_fma_f64 v[39:40], v[50:51], v[39:40], v[46:47]
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[35:36], v[39:40], v41
	v_cndmask_b32_e64 v39, 0x7ff80000, v0, s1
	ds_load_b32 v0, v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	v_dual_cndmask_b32 v36, v36, v38 :: v_dual_cndmask_b32 v35, v35, v37
	v_cndmask_b32_e64 v38, 0, v42, s1
	v_add_f32_e32 v37, v17, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[38:39], v[35:36]
	v_cvt_f32_f64_e32 v35, v[35:36]
	v_add_f32_e32 v0, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v36, v17, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, v36, v36
	v_dual_mul_f32 v36, 0.5, v36 :: v_dual_mul_f32 v31, v31, v35
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v37, v0
	v_add_f32_e32 v0, v0, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v17, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v31, v0
.LBB3_39:
	s_or_b32 exec_lo, exec_lo, vcc_hi
	s_branch .LBB3_12
.LBB3_40:
	s_cbranch_execz .LBB3_12
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB3_47
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB3_48
.LBB3_43:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB3_49
.LBB3_44:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB3_11
	s_branch .LBB3_50
.LBB3_45:
	v_xor_b32_e32 v0, s103, v18
	s_xor_b32 s1, s24, s104
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s7
	s_mul_hi_u32 s6, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s6, v22
	v_xor3_b32 v35, s1, s89, v33
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v35, 0
	v_xor_b32_e32 v0, v34, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v36, v36, s90, v33
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v36, 0
	v_xor3_b32 v0, s91, v34, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v34, v37, s93, v33
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v34, 0
	v_xor3_b32 v0, s92, v33, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v34, v38, s94, v32
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v34, 0
	v_xor3_b32 v0, s95, v33, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v35, v35, s97, v32
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v35
	v_xor3_b32 v33, s96, v33, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s98, v32
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v33, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v33, s99, v33, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s100, v32
	v_mul_lo_u32 v34, 0xcd9e8d57, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v34, v33, s101
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[33:34], v0
	v_add_f64 v[33:34], v[33:34], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[33:34], v[33:34], 0xffffffe0
	v_ldexp_f64 v[35:36], v[33:34], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v34, v36, s1
	v_cndmask_b32_e64 v35, v33, v35, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v37, s6, 0x95f62, v0
	v_add_co_ci_u32_e64 v38, null, 0, 0, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v37
	v_lshrrev_b64 v[37:38], 20, v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v36, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v30, s1
	v_add_f64 v[35:36], v[35:36], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[39:40], v[35:36], 2.0
	v_mul_f64 v[59:60], v[35:36], 0.5
	v_div_scale_f64 v[41:42], null, v[39:40], v[39:40], v[35:36]
	v_div_scale_f64 v[47:48], vcc_lo, v[35:36], v[39:40], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[59:60], v[35:36], v[59:60]
	v_rcp_f64_e32 v[43:44], v[41:42]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[45:46], -v[41:42], v[43:44], 1.0
	v_fma_f64 v[43:44], v[43:44], v[45:46], v[43:44]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[45:46], -v[41:42], v[43:44], 1.0
	v_fma_f64 v[43:44], v[43:44], v[45:46], v[43:44]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[45:46], v[47:48], v[43:44]
	v_fma_f64 v[41:42], -v[41:42], v[45:46], v[47:48]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[41:42], v[41:42], v[43:44], v[45:46]
	v_add_co_u32 v0, vcc_lo, v37, v0
	v_cvt_f64_u32_e32 v[61:62], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[39:40], v[41:42], v[39:40], v[35:36]
	v_cvt_f64_u32_e32 v[41:42], v32
	v_add_co_ci_u32_e64 v32, null, -1, v38, vcc_lo
	v_cvt_f64_i32_e32 v[37:38], v32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[43:44], v[39:40], v[39:40]
	v_add_f64 v[41:42], v[41:42], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[37:38], v[37:38], 32
	v_mul_f64 v[45:46], v[43:44], v[43:44]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[41:42], v[41:42], 0xffffffe0
	v_add_f64 v[37:38], v[37:38], v[61:62]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[47:48], v[45:46], s[38:39]
	v_mul_f64 v[41:42], v[41:42], s[50:51]
	v_mul_f64 v[51:52], v[45:46], s[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[65:66], v[37:38], s[46:47]
	v_mul_f64 v[37:38], v[37:38], s[48:49]
	v_add_f64 v[47:48], v[47:48], s[40:41]
	v_mul_f64 v[49:50], v[41:42], s[52:53]
	v_add_f64 v[51:52], v[51:52], s[34:35]
	v_mul_f64 v[47:48], v[45:46], v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[49:50], 0x43380000, v[49:50]
	v_add_f64 v[47:48], v[47:48], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[53:54], 0xc3380000, v[49:50]
	v_mul_f64 v[50:51], v[45:46], v[51:52]
	v_mul_f64 v[47:48], v[45:46], v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[55:56], v[53:54], s[54:55]
	v_add_f64 v[50:51], v[50:51], s[36:37]
	v_mul_f64 v[57:58], v[53:54], s[58:59]
	v_mul_f64 v[61:62], v[53:54], s[60:61]
	v_add_f64 v[47:48], v[47:48], s[44:45]
	v_add_f64 v[55:56], v[41:42], v[55:56]
	v_mul_f64 v[45:46], v[45:46], v[50:51]
	v_mul_f64 v[50:51], v[53:54], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[43:44], v[43:44], v[47:48]
	v_add_f64 v[47:48], v[55:56], v[57:58]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[43:44], v[45:46], v[43:44]
	v_add_f64 v[45:46], v[55:56], -v[47:48]
	v_add_f64 v[63:64], v[47:48], v[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[43:44], v[59:60], v[43:44]
	v_add_f64 v[45:46], v[45:46], v[57:58]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[57:58], v[47:48], -v[63:64]
	v_mul_f64 v[39:40], v[39:40], v[43:44]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[43:44], v[61:62], -v[45:46]
	v_mul_f64 v[45:46], v[53:54], s[56:57]
	v_mul_f64 v[52:53], v[53:54], s[64:65]
	v_add_f64 v[50:51], v[57:58], v[50:51]
	v_add_f64 v[39:40], v[65:66], v[39:40]
	v_add_f64 v[57:58], v[47:48], -v[43:44]
	v_add_f64 v[61:62], v[55:56], -v[45:46]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f64 v[50:51], v[52:53], -v[50:51]
	v_mov_b32_e32 v53, v1
	v_add_f64 v[39:40], v[39:40], -v[59:60]
	v_lshrrev_b32_e32 v0, 20, v58
	v_lshrrev_b32_e32 v54, 20, v62
	v_and_b32_e32 v32, 0x7ff, v0
	v_bfe_u32 v0, v42, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v52, 49, v32
	v_cmp_lt_u64_e32 vcc_lo, v[52:53], v[0:1]
	v_and_b32_e32 v32, 0x7ff, v54
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v52, 16, v32
	v_dual_cndmask_b32 v32, v47, v63 :: v_dual_cndmask_b32 v47, v48, v64
	v_cndmask_b32_e32 v48, v43, v50, vcc_lo
	global_load_b32 v64, v[5:6], off
	v_cmp_lt_u64_e64 s1, v[52:53], v[0:1]
	v_cndmask_b32_e32 v0, v44, v51, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v44, v56, v47, s1
	v_cndmask_b32_e64 v43, v55, v32, s1
	v_cndmask_b32_e64 v46, v46, v0, s1
	v_cndmask_b32_e64 v45, v45, v48, s1
	v_cmp_neq_f64_e64 s1, 0, v[33:34]
	v_add_f64 v[35:36], v[35:36], v[39:40]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[39:40], v[43:44], -v[45:46]
	v_add_f64 v[35:36], v[37:38], v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[37:38], v[39:40], v[39:40]
	v_add_f64 v[43:44], v[43:44], -v[39:40]
	v_mul_f64 v[35:36], v[35:36], -2.0
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[47:48], v[37:38], s[78:79]
	v_mul_f64 v[50:51], v[37:38], s[66:67]
	v_mul_f64 v[52:53], v[37:38], s[72:73]
	v_mul_f64 v[32:33], v[37:38], s[84:85]
	v_mul_f64 v[54:55], v[37:38], v[37:38]
	v_add_f64 v[43:44], v[43:44], -v[45:46]
	v_mul_f64 v[58:59], v[37:38], 0.5
	v_cndmask_b32_e32 v0, 0xfff00000, v36, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	v_cndmask_b32_e32 v35, 0, v35, vcc_lo
	v_add_f64 v[47:48], v[47:48], s[80:81]
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v36, 0x7ff00000, v0, s1
	v_add_f64 v[50:51], v[50:51], s[68:69]
	v_add_f64 v[52:53], v[52:53], s[74:75]
	v_add_f64 v[32:33], v[32:33], s[86:87]
	v_mul_f64 v[56:57], v[37:38], v[54:55]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[35:36]
	v_mul_f64 v[45:46], v[54:55], v[54:55]
	v_mul_f64 v[54:55], v[39:40], v[37:38]
	v_add_f64 v[62:63], -v[58:59], 1.0
	v_mul_f64 v[47:48], v[37:38], v[47:48]
	v_mul_f64 v[50:51], v[37:38], v[50:51]
	v_mul_f64 v[52:53], v[37:38], v[52:53]
	v_mul_f64 v[32:33], v[56:57], v[32:33]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[34:35], v[35:36], v0
	v_and_b32_e32 v0, 1, v49
	v_cmp_eq_u64_e64 s6, 0, v[0:1]
	v_add_f64 v[47:48], v[47:48], s[82:83]
	v_add_f64 v[50:51], v[50:51], s[70:71]
	v_add_f64 v[52:53], v[52:53], s[76:77]
	v_rsq_f64_e32 v[56:57], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[32:33], v[32:33], v[47:48]
	v_mul_f64 v[50:51], v[37:38], v[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[45:46], v[45:46], v[52:53]
	v_mul_f64 v[52:53], v[43:44], 0.5
	v_mul_f64 v[47:48], v[34:35], v[56:57]
	v_mul_f64 v[56:57], v[56:57], 0.5
	v_mul_f64 v[32:33], v[54:55], v[32:33]
	v_add_f64 v[45:46], v[50:51], v[45:46]
	v_mul_f64 v[50:51], v[39:40], v[43:44]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[60:61], -v[56:57], v[47:48], 0.5
	v_add_f64 v[32:33], v[52:53], -v[32:33]
	v_add_f64 v[52:53], -v[62:63], 1.0
	v_mul_f64 v[45:46], v[37:38], v[45:46]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[47:48], v[47:48], v[60:61], v[47:48]
	v_mul_f64 v[32:33], v[37:38], v[32:33]
	v_fma_f64 v[36:37], v[56:57], v[60:61], v[56:57]
	v_add_f64 v[52:53], v[52:53], -v[58:59]
	v_add_f64 v[45:46], v[45:46], -v[50:51]
	v_mul_f64 v[50:51], v[54:55], s[22:23]
	v_and_b32_e32 v38, 2, v49
	v_fma_f64 v[56:57], -v[47:48], v[47:48], v[34:35]
	v_add_f64 v[32:33], v[32:33], -v[43:44]
	v_add_f64 v[45:46], v[52:53], v[45:46]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[43:44], v[56:57], v[36:37], v[47:48]
	v_add_f64 v[32:33], v[32:33], v[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[45:46], v[62:63], v[45:46]
	v_fma_f64 v[47:48], -v[43:44], v[43:44], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[32:33], v[39:40], -v[32:33]
	v_mov_b32_e32 v39, v1
	v_xor_b32_e32 v40, 0x80000000, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[38:39]
	v_cndmask_b32_e64 v0, v40, v46, s1
	v_fma_f64 v[36:37], v[47:48], v[36:37], v[43:44]
	v_xor_b32_e32 v38, 0x80000000, v33
	v_cndmask_b32_e64 v39, v32, v45, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v33, v33, v38, s1
	v_cndmask_b32_e64 v38, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[34:35], 0x260
	v_cmp_gt_f64_e64 s1, 0x413921fb, v[41:42]
	v_cndmask_b32_e64 v0, v33, v0, s6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[32:33], v[36:37], v38
	v_cndmask_b32_e64 v36, 0x7ff80000, v0, s1
	ds_load_b32 v0, v1 offset:16384
	v_dual_cndmask_b32 v33, v33, v35 :: v_dual_cndmask_b32 v32, v32, v34
	v_cndmask_b32_e64 v35, 0, v39, s1
	v_add_f32_e32 v34, v14, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f64 v[32:33], v[35:36], v[32:33]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	v_mul_f32_e32 v0, v34, v0
	v_cvt_f32_f64_e32 v32, v[32:33]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v33, v14, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v33, v33, v33
	v_mul_f32_e32 v33, 0.5, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v33
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v14, v0
	v_mul_f32_e32 v32, v31, v32
	v_add_f32_e32 v32, v32, v0
	s_or_b32 exec_lo, exec_lo, vcc_hi
	v_mov_b32_e32 v33, v15
	s_and_saveexec_b32 vcc_hi, s3
	s_cbranch_execz .LBB3_35
.LBB3_46:
	v_xor_b32_e32 v0, s103, v19
	s_xor_b32 s1, s24, s104
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s7
	s_mul_hi_u32 s6, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s6, v24
	v_xor3_b32 v36, s1, s89, v34
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v36, 0
	v_xor_b32_e32 v0, v35, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v37, v37, s90, v34
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v37, 0
	v_xor3_b32 v0, s91, v35, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v35, v38, s93, v34
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v35, 0
	v_xor3_b32 v0, s92, v34, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v35, v39, s94, v33
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v35, 0
	v_xor3_b32 v0, s95, v34, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v36, v36, s97, v33
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v36
	v_xor3_b32 v34, s96, v34, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s98, v33
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v34, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v34, s99, v34, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s100, v33
	v_mul_lo_u32 v35, 0xcd9e8d57, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v35, v34, s101
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[34:35], v0
	v_add_f64 v[34:35], v[34:35], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[34:35], v[34:35], 0xffffffe0
	v_ldexp_f64 v[36:37], v[34:35], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v35, v37, s1
	v_cndmask_b32_e64 v36, v34, v36, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v38, s6, 0x95f62, v0
	v_add_co_ci_u32_e64 v39, null, 0, 0, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v38
	v_lshrrev_b64 v[38:39], 20, v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v37, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v30, s1
	v_add_f64 v[36:37], v[36:37], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[40:41], v[36:37], 2.0
	v_mul_f64 v[60:61], v[36:37], 0.5
	v_div_scale_f64 v[42:43], null, v[40:41], v[40:41], v[36:37]
	v_div_scale_f64 v[48:49], vcc_lo, v[36:37], v[40:41], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[60:61], v[36:37], v[60:61]
	v_rcp_f64_e32 v[44:45], v[42:43]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[46:47], -v[42:43], v[44:45], 1.0
	v_fma_f64 v[44:45], v[44:45], v[46:47], v[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[46:47], -v[42:43], v[44:45], 1.0
	v_fma_f64 v[44:45], v[44:45], v[46:47], v[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[46:47], v[48:49], v[44:45]
	v_fma_f64 v[42:43], -v[42:43], v[46:47], v[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[42:43], v[42:43], v[44:45], v[46:47]
	v_add_co_u32 v0, vcc_lo, v38, v0
	v_cvt_f64_u32_e32 v[62:63], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[40:41], v[42:43], v[40:41], v[36:37]
	v_cvt_f64_u32_e32 v[42:43], v33
	v_add_co_ci_u32_e64 v33, null, -1, v39, vcc_lo
	v_cvt_f64_i32_e32 v[38:39], v33
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[44:45], v[40:41], v[40:41]
	v_add_f64 v[42:43], v[42:43], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[38:39], v[38:39], 32
	v_mul_f64 v[46:47], v[44:45], v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[42:43], v[42:43], 0xffffffe0
	v_add_f64 v[38:39], v[38:39], v[62:63]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[48:49], v[46:47], s[38:39]
	v_mul_f64 v[42:43], v[42:43], s[50:51]
	v_mul_f64 v[52:53], v[46:47], s[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[66:67], v[38:39], s[46:47]
	v_mul_f64 v[38:39], v[38:39], s[48:49]
	v_add_f64 v[48:49], v[48:49], s[40:41]
	v_mul_f64 v[50:51], v[42:43], s[52:53]
	v_add_f64 v[52:53], v[52:53], s[34:35]
	v_mul_f64 v[48:49], v[46:47], v[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[50:51], 0x43380000, v[50:51]
	v_add_f64 v[48:49], v[48:49], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[54:55], 0xc3380000, v[50:51]
	v_mul_f64 v[51:52], v[46:47], v[52:53]
	v_mul_f64 v[48:49], v[46:47], v[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[56:57], v[54:55], s[54:55]
	v_add_f64 v[51:52], v[51:52], s[36:37]
	v_mul_f64 v[58:59], v[54:55], s[58:59]
	v_mul_f64 v[62:63], v[54:55], s[60:61]
	v_add_f64 v[48:49], v[48:49], s[44:45]
	v_add_f64 v[56:57], v[42:43], v[56:57]
	v_mul_f64 v[46:47], v[46:47], v[51:52]
	v_mul_f64 v[51:52], v[54:55], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[44:45], v[44:45], v[48:49]
	v_add_f64 v[48:49], v[56:57], v[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[44:45], v[46:47], v[44:45]
	v_add_f64 v[46:47], v[56:57], -v[48:49]
	v_add_f64 v[64:65], v[48:49], v[51:52]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[44:45], v[60:61], v[44:45]
	v_add_f64 v[46:47], v[46:47], v[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[58:59], v[48:49], -v[64:65]
	v_mul_f64 v[40:41], v[40:41], v[44:45]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[44:45], v[62:63], -v[46:47]
	v_mul_f64 v[46:47], v[54:55], s[56:57]
	v_mul_f64 v[53:54], v[54:55], s[64:65]
	v_add_f64 v[51:52], v[58:59], v[51:52]
	v_add_f64 v[40:41], v[66:67], v[40:41]
	v_add_f64 v[58:59], v[48:49], -v[44:45]
	v_add_f64 v[62:63], v[56:57], -v[46:47]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f64 v[51:52], v[53:54], -v[51:52]
	v_mov_b32_e32 v54, v1
	v_add_f64 v[40:41], v[40:41], -v[60:61]
	v_lshrrev_b32_e32 v0, 20, v59
	v_lshrrev_b32_e32 v55, 20, v63
	v_and_b32_e32 v33, 0x7ff, v0
	v_bfe_u32 v0, v43, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v53, 49, v33
	v_cmp_lt_u64_e32 vcc_lo, v[53:54], v[0:1]
	v_add_f64 v[36:37], v[36:37], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[36:37], v[38:39], v[36:37]
	v_mul_f64 v[36:37], v[36:37], -2.0
	v_and_b32_e32 v33, 0x7ff, v55
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v53, 16, v33
	v_dual_cndmask_b32 v33, v48, v64 :: v_dual_cndmask_b32 v48, v49, v65
	v_cndmask_b32_e32 v49, v44, v51, vcc_lo
	global_load_b32 v65, v[7:8], off
	v_cmp_lt_u64_e64 s1, v[53:54], v[0:1]
	v_cndmask_b32_e32 v0, v45, v52, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v45, v57, v48, s1
	v_cndmask_b32_e64 v44, v56, v33, s1
	v_cndmask_b32_e64 v47, v47, v0, s1
	v_cndmask_b32_e64 v46, v46, v49, s1
	v_cmp_neq_f64_e64 s1, 0, v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_f64 v[40:41], v[44:45], -v[46:47]
	v_cndmask_b32_e32 v0, 0xfff00000, v37, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	v_cndmask_b32_e32 v36, 0, v36, vcc_lo
	v_mul_f64 v[38:39], v[40:41], v[40:41]
	v_add_f64 v[44:45], v[44:45], -v[40:41]
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f64 v[48:49], v[38:39], s[78:79]
	v_mul_f64 v[51:52], v[38:39], s[66:67]
	v_mul_f64 v[53:54], v[38:39], s[72:73]
	v_mul_f64 v[33:34], v[38:39], s[84:85]
	v_mul_f64 v[55:56], v[38:39], v[38:39]
	v_add_f64 v[44:45], v[44:45], -v[46:47]
	v_mul_f64 v[59:60], v[38:39], 0.5
	v_add_f64 v[48:49], v[48:49], s[80:81]
	v_add_f64 v[51:52], v[51:52], s[68:69]
	v_add_f64 v[53:54], v[53:54], s[74:75]
	v_add_f64 v[33:34], v[33:34], s[86:87]
	v_mul_f64 v[57:58], v[38:39], v[55:56]
	v_mul_f64 v[46:47], v[55:56], v[55:56]
	v_mul_f64 v[55:56], v[40:41], v[38:39]
	v_add_f64 v[63:64], -v[59:60], 1.0
	v_mul_f64 v[48:49], v[38:39], v[48:49]
	v_mul_f64 v[51:52], v[38:39], v[51:52]
	v_mul_f64 v[53:54], v[38:39], v[53:54]
	v_mul_f64 v[33:34], v[57:58], v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[48:49], v[48:49], s[82:83]
	v_add_f64 v[51:52], v[51:52], s[70:71]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[53:54], v[53:54], s[76:77]
	v_add_f64 v[33:34], v[33:34], v[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[51:52], v[38:39], v[51:52]
	v_mul_f64 v[46:47], v[46:47], v[53:54]
	v_mul_f64 v[53:54], v[44:45], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[55:56], v[33:34]
	v_add_f64 v[46:47], v[51:52], v[46:47]
	v_mul_f64 v[51:52], v[40:41], v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[53:54], -v[33:34]
	v_add_f64 v[53:54], -v[63:64], 1.0
	v_mul_f64 v[46:47], v[38:39], v[46:47]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[33:34], v[38:39], v[33:34]
	v_and_b32_e32 v39, 2, v50
	v_cndmask_b32_e64 v37, 0x7ff00000, v0, s1
	v_add_f64 v[53:54], v[53:54], -v[59:60]
	v_add_f64 v[46:47], v[46:47], -v[51:52]
	v_mul_f64 v[51:52], v[55:56], s[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[36:37]
	v_add_f64 v[33:34], v[33:34], -v[44:45]
	v_add_f64 v[46:47], v[53:54], v[46:47]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[35:36], v[36:37], v0
	v_and_b32_e32 v0, 1, v50
	v_cmp_eq_u64_e64 s6, 0, v[0:1]
	v_add_f64 v[33:34], v[33:34], v[51:52]
	v_add_f64 v[46:47], v[63:64], v[46:47]
	v_rsq_f64_e32 v[57:58], v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[40:41], -v[33:34]
	v_mov_b32_e32 v40, v1
	v_xor_b32_e32 v41, 0x80000000, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[39:40]
	v_cndmask_b32_e64 v0, v41, v47, s1
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f64 v[48:49], v[35:36], v[57:58]
	v_mul_f64 v[57:58], v[57:58], 0.5
	v_xor_b32_e32 v39, 0x80000000, v34
	v_cndmask_b32_e64 v40, v33, v46, s6
	v_cndmask_b32_e64 v34, v34, v39, s1
	v_cndmask_b32_e64 v39, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[35:36], 0x260
	v_cmp_gt_f64_e64 s1, 0x413921fb, v[42:43]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v34, v0, s6
	v_fma_f64 v[61:62], -v[57:58], v[48:49], 0.5
	v_fma_f64 v[48:49], v[48:49], v[61:62], v[48:49]
	v_fma_f64 v[37:38], v[57:58], v[61:62], v[57:58]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[57:58], -v[48:49], v[48:49], v[35:36]
	v_fma_f64 v[44:45], v[57:58], v[37:38], v[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[48:49], -v[44:45], v[44:45], v[35:36]
	v_fma_f64 v[37:38], v[48:49], v[37:38], v[44:45]
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[33:34], v[37:38], v39
	v_cndmask_b32_e64 v37, 0x7ff80000, v0, s1
	ds_load_b32 v0, v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	v_dual_cndmask_b32 v34, v34, v36 :: v_dual_cndmask_b32 v33, v33, v35
	v_cndmask_b32_e64 v36, 0, v40, s1
	v_add_f32_e32 v35, v15, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[33:34], v[36:37], v[33:34]
	v_cvt_f32_f64_e32 v33, v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v33, v31, v33
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v34, v15, v65
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v34, v34, v34
	v_mul_f32_e32 v0, v35, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v34, 0.5, v34
	v_add_f32_e32 v0, v0, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v15, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v33, v33, v0
	s_or_b32 exec_lo, exec_lo, vcc_hi
	v_mov_b32_e32 v34, v16
	s_and_saveexec_b32 vcc_hi, s4
	s_cbranch_execnz .LBB3_36
	s_branch .LBB3_37
.LBB3_47:
	global_load_b32 v0, v[5:6], off
	ds_load_b32 v31, v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v32, v14, v14 :: v_dual_add_f32 v31, -4.0, v31
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v14, v0 :: v_dual_add_f32 v31, v31, v31
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v31, 0x3c23d70a, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v31, v32, v31
	v_add_f32_e32 v0, v31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v14, v14, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB3_43
.LBB3_48:
	global_load_b32 v0, v[7:8], off
	ds_load_b32 v31, v1 offset:16384
	v_add_f32_e32 v32, v15, v15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_dual_add_f32 v31, -4.0, v31 :: v_dual_sub_f32 v0, v15, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v31, v31, v31 :: v_dual_add_f32 v0, v0, v0
	v_dual_mul_f32 v31, 0x3c23d70a, v31 :: v_dual_mul_f32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v31, v32, v31
	v_add_f32_e32 v0, v31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v15, v15, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB3_44
.LBB3_49:
	global_load_b32 v0, v[9:10], off
	ds_load_b32 v31, v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v32, v16, v16 :: v_dual_add_f32 v31, -4.0, v31
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v16, v0 :: v_dual_add_f32 v31, v31, v31
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v31, 0x3c23d70a, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v31, v32, v31
	v_add_f32_e32 v0, v31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v16, v16, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB3_11
.LBB3_50:
	global_load_b32 v0, v[11:12], off
	ds_load_b32 v31, v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v32, v17, v17 :: v_dual_add_f32 v31, -4.0, v31
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v17, v0 :: v_dual_add_f32 v31, v31, v31
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v31, 0x3c23d70a, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v31, v32, v31
	v_add_f32_e32 v0, v31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v17, v17, v0
	s_branch .LBB3_11
.LBB3_51:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB3_57
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB3_58
.LBB3_53:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB3_59
.LBB3_54:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB3_56
.LBB3_55:
	v_lshlrev_b32_e32 v0, 2, v4
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v17, s[16:17]
.LBB3_56:
	s_endpgm
.LBB3_57:
	s_waitcnt vmcnt(0)
	global_store_b32 v13, v14, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB3_53
.LBB3_58:
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v15, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB3_54
.LBB3_59:
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v16, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB3_55
	s_branch .LBB3_56
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
		.amdhsa_next_free_vgpr 70
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
	.size	tessera_tether_w4096, .Lfunc_end3-tessera_tether_w4096

	.set tessera_tether_w4096.num_vgpr, 70
	.set tessera_tether_w4096.num_agpr, 0
	.set tessera_tether_w4096.numbered_sgpr, 105
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
	s_cbranch_vccnz .LBB4_93
	s_load_b64 s[24:25], s[0:1], 0x20
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s27, s2
	s_mul_hi_u32 s4, s26, s2
	s_mul_i32 s36, s26, s2
	s_add_i32 s37, s4, s3
	v_cmp_gt_u64_e64 s2, s[26:27], v[0:1]
	s_lshl_b64 s[10:11], s[36:37], 2
	v_lshlrev_b32_e32 v27, 2, v0
	s_add_u32 s20, s20, s10
	s_addc_u32 s21, s21, s11
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB4_3
	global_load_b32 v28, v27, s[20:21]
.LBB4_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[26:27], v[2:3]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB4_5
	v_lshlrev_b32_e32 v3, 2, v2
	global_load_b32 v29, v3, s[20:21]
.LBB4_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v3, 0x800, v0
	v_mov_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[26:27], v[3:4]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB4_7
	v_lshlrev_b32_e32 v4, 2, v3
	global_load_b32 v30, v4, s[20:21]
.LBB4_7:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v4, 0xc00, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[26:27], v[4:5]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB4_9
	v_lshlrev_b32_e32 v5, 2, v4
	global_load_b32 v31, v5, s[20:21]
.LBB4_9:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v5, 0x1000, v0
	v_mov_b32_e32 v6, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s6, s[26:27], v[5:6]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB4_11
	v_lshlrev_b32_e32 v6, 2, v5
	global_load_b32 v32, v6, s[20:21]
.LBB4_11:
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v6, 0x1400, v0
	v_mov_b32_e32 v7, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s7, s[26:27], v[6:7]
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB4_13
	v_lshlrev_b32_e32 v7, 2, v6
	global_load_b32 v33, v7, s[20:21]
.LBB4_13:
	s_or_b32 exec_lo, exec_lo, s8
	v_or_b32_e32 v7, 0x1800, v0
	v_mov_b32_e32 v8, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s8, s[26:27], v[7:8]
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB4_15
	v_lshlrev_b32_e32 v8, 2, v7
	global_load_b32 v34, v8, s[20:21]
.LBB4_15:
	s_or_b32 exec_lo, exec_lo, s9
	v_or_b32_e32 v8, 0x1c00, v0
	v_mov_b32_e32 v9, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s9, s[26:27], v[8:9]
	s_and_saveexec_b32 s12, s9
	s_cbranch_execz .LBB4_17
	v_lshlrev_b32_e32 v1, 2, v8
	global_load_b32 v35, v1, s[20:21]
.LBB4_17:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[24:25], 0
	s_mov_b64 s[34:35], 0
	s_cbranch_scc1 .LBB4_84
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x28
	s_load_b128 s[28:31], s[0:1], 0x48
	v_add_co_u32 v17, s0, s36, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v18, null, s37, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v17, 0
	v_add_co_u32 v11, vcc_lo, 0x400, v17
	s_mov_b32 s37, 0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s38, 0x9997fa04
	s_mov_b32 s40, 0xdf3e5244
	v_xor_b32_e32 v0, v26, v18
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
	v_mad_u64_u32 v[45:46], null, 0xcd9e8d57, v0, 0
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s14, 0
	v_add_co_u32 v9, s1, s1, v27
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, s10, 0, s1
	s_cselect_b32 s92, -1, 0
	s_add_u32 s1, s28, 0x9e3779b9
	v_add_co_ci_u32_e64 v0, null, 0, v18, vcc_lo
	v_xor_b32_e32 v36, s1, v46
	v_mad_u64_u32 v[46:47], null, 0xd2511f53, v11, 0
	v_add_co_u32 v11, vcc_lo, 0x800, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v12, null, 0, v18, vcc_lo
	s_and_b32 s36, s26, 7
	v_mad_u64_u32 v[48:49], null, 0xd2511f53, v11, 0
	v_add_co_u32 v11, vcc_lo, 0xc00, v17
	v_xor_b32_e32 v0, v47, v0
	v_add_co_ci_u32_e64 v13, null, 0, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[50:51], null, 0xd2511f53, v11, 0
	v_add_co_u32 v11, vcc_lo, 0x1000, v17
	v_xor_b32_e32 v0, s29, v0
	v_xor_b32_e32 v12, v49, v12
	v_add_co_ci_u32_e64 v14, null, 0, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[54:55], null, 0xd2511f53, v11, 0
	v_mad_u64_u32 v[52:53], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v0, s29, v12
	v_xor_b32_e32 v13, v51, v13
	v_add_co_u32 v11, vcc_lo, 0x1000, v9
	v_add_co_ci_u32_e64 v12, null, 0, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[56:57], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, s29, v13
	v_add_co_u32 v13, vcc_lo, 0x1400, v17
	v_xor_b32_e32 v15, v55, v14
	v_add_co_ci_u32_e64 v16, null, 0, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[58:59], null, 0xd2511f53, v13, 0
	v_add_co_u32 v13, vcc_lo, 0x2000, v9
	v_add_co_ci_u32_e64 v14, null, 0, v10, vcc_lo
	v_mad_u64_u32 v[60:61], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, s29, v15
	v_add_co_u32 v15, vcc_lo, 0x1800, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v20, null, 0, v18, vcc_lo
	v_xor_b32_e32 v19, v59, v16
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v15, 0
	v_add_co_u32 v15, vcc_lo, 0x3000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v16, null, 0, v10, vcc_lo
	v_add_co_u32 v17, vcc_lo, 0x1c00, v17
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, s29, v19
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v17, 0
	v_xor_b32_e32 v19, v63, v20
	v_add_co_ci_u32_e64 v20, null, 0, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, s29, v19
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v21, v67, v20
	v_xor_b32_e32 v37, s1, v53
	v_xor_b32_e32 v38, s1, v57
	v_xor_b32_e32 v39, s1, v61
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v21, s29, v21
	v_xor_b32_e32 v40, s1, v65
	v_xor_b32_e32 v41, s1, v69
	v_add_co_u32 v17, vcc_lo, 0x4000, v9
	s_delay_alu instid0(VALU_DEP_4)
	v_mad_u64_u32 v[72:73], null, 0xcd9e8d57, v21, 0
	v_xor_b32_e32 v42, s1, v71
	s_add_u32 s10, s29, 0xbb67ae85
	s_add_u32 s11, s28, 0x3c6ef372
	s_add_u32 s93, s29, 0x76cf5d0a
	s_add_u32 s94, s28, 0xdaa66d2b
	s_add_u32 s95, s29, 0x32370b8f
	s_delay_alu instid0(VALU_DEP_2)
	v_xor_b32_e32 v43, s1, v73
	v_cmp_gt_u64_e64 s1, s[26:27], 7
	s_add_u32 s96, s28, 0x78dde6e4
	s_add_u32 s97, s29, 0xed9eba14
	s_add_u32 s98, s28, 0x1715609d
	s_add_u32 s99, s29, 0xa9066899
	s_add_u32 s100, s28, 0xb54cda56
	v_writelane_b32 v90, s1, 0
	s_add_u32 s101, s29, 0x646e171e
	s_add_u32 s102, s28, 0x5384540f
	s_add_u32 s103, s29, 0x1fd5c5a3
	s_add_u32 s104, s29, 0xdb3d7428
	s_add_i32 vcc_hi, s28, 0x8ff34781
	v_add_co_ci_u32_e64 v18, null, 0, v10, vcc_lo
	v_add_co_u32 v19, vcc_lo, 0x5000, v9
	s_and_b32 s14, s26, 0x3ff8
	s_cmp_lg_u64 s[36:37], 0
	v_writelane_b32 v90, s36, 1
	v_add_co_ci_u32_e64 v20, null, 0, v10, vcc_lo
	v_add_co_u32 v21, vcc_lo, 0x6000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v22, null, 0, v10, vcc_lo
	v_add_co_u32 v23, vcc_lo, 0x7000, v9
	v_add_co_ci_u32_e64 v24, null, 0, v10, vcc_lo
	v_writelane_b32 v90, s37, 2
	v_xor_b32_e32 v44, s10, v25
	v_xor_b32_e32 v45, s11, v45
	v_xor_b32_e32 v46, s10, v46
	v_xor_b32_e32 v47, s11, v52
	v_xor_b32_e32 v48, s10, v48
	v_xor_b32_e32 v49, s11, v56
	v_xor_b32_e32 v50, s10, v50
	v_xor_b32_e32 v51, s11, v60
	v_xor_b32_e32 v52, s10, v54
	v_xor_b32_e32 v53, s11, v64
	v_xor_b32_e32 v54, s10, v58
	v_xor_b32_e32 v55, s11, v68
	v_xor_b32_e32 v56, s10, v62
	v_xor_b32_e32 v57, s11, v70
	v_xor_b32_e32 v58, s10, v66
	v_xor_b32_e32 v59, s11, v72
	v_mov_b32_e32 v60, 0xfffffbcb
	s_mov_b32 s22, 0xd078c69f
	s_mov_b32 s26, 0x1d8e78af
	s_mov_b32 s50, 0xfee00000
	s_mov_b32 s52, 0x54442d18
	s_mov_b32 s54, 0x6dc9c883
	s_mov_b32 s56, 0x54400000
	s_mov_b32 s58, 0x1a626331
	s_mov_b32 s60, 0x1a600000
	s_mov_b32 s62, 0x2e037073
	s_mov_b32 s64, 0x2e000000
	s_mov_b32 s66, 0x252049c1
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
	s_mov_b32 s15, s37
	s_cselect_b32 s1, -1, 0
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
	s_mov_b32 s65, 0xbba3198a
	s_mov_b32 s67, 0x397b839a
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
	v_writelane_b32 v90, s1, 3
	s_branch .LBB4_21
.LBB4_19:
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v62, v28 :: v_dual_mov_b32 v63, v29
	v_dual_mov_b32 v64, v30 :: v_dual_mov_b32 v65, v31
	v_dual_mov_b32 v66, v32 :: v_dual_mov_b32 v67, v33
	v_mov_b32_e32 v68, v34
	v_mov_b32_e32 v0, v35
.LBB4_20:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v35, v0 :: v_dual_mov_b32 v32, v66
	v_dual_mov_b32 v34, v68 :: v_dual_mov_b32 v33, v67
	v_dual_mov_b32 v31, v65 :: v_dual_mov_b32 v30, v64
	v_dual_mov_b32 v29, v63 :: v_dual_mov_b32 v28, v62
	s_add_u32 s34, s34, 1
	s_addc_u32 s35, s35, 0
	s_mul_f32 s16, s17, s16
	s_cmp_eq_u64 s[34:35], s[24:25]
	s_cbranch_scc1 .LBB4_84
.LBB4_21:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB4_36
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB4_37
.LBB4_23:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB4_38
.LBB4_24:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB4_39
.LBB4_25:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB4_40
.LBB4_26:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB4_41
.LBB4_27:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execnz .LBB4_42
.LBB4_28:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execz .LBB4_30
.LBB4_29:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v35, v35
	ds_store_b32 v27, v0 offset:28672
.LBB4_30:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB4_48
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB4_43
	v_readlane_b32 s10, v90, 0
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s10
	s_cbranch_vccnz .LBB4_44
	s_mov_b64 s[10:11], 0
	s_mov_b32 s29, 0
	.p2align	6
.LBB4_34:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v65, s29
	s_add_u32 s10, s10, 8
	s_addc_u32 s11, s11, 0
	s_add_i32 s29, s29, 32
	s_cmp_lg_u64 s[14:15], s[10:11]
	ds_load_2addr_b32 v[25:26], v65 offset1:1
	ds_load_2addr_b32 v[61:62], v65 offset0:2 offset1:3
	ds_load_2addr_b32 v[63:64], v65 offset0:4 offset1:5
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v26
	ds_load_2addr_b32 v[25:26], v65 offset0:6 offset1:7
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v61
	v_add_f32_e32 v0, v0, v62
	s_waitcnt lgkmcnt(1)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v63
	v_add_f32_e32 v0, v0, v64
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v25
	v_add_f32_e32 v0, v0, v26
	s_cbranch_scc1 .LBB4_34
	v_readlane_b32 s29, v90, 3
	s_mov_b64 s[10:11], s[14:15]
	s_and_b32 vcc_lo, exec_lo, s29
	s_cbranch_vccnz .LBB4_45
	s_branch .LBB4_47
.LBB4_36:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v28, v28
	ds_store_b32 v27, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB4_23
.LBB4_37:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v29, v29
	ds_store_b32 v27, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB4_24
.LBB4_38:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v30, v30
	ds_store_b32 v27, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB4_25
.LBB4_39:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v31, v31
	ds_store_b32 v27, v0 offset:12288
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB4_26
.LBB4_40:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v32, v32
	ds_store_b32 v27, v0 offset:16384
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB4_27
.LBB4_41:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v33, v33
	ds_store_b32 v27, v0 offset:20480
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB4_28
.LBB4_42:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v34, v34
	ds_store_b32 v27, v0 offset:24576
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execnz .LBB4_29
	s_branch .LBB4_30
.LBB4_43:
	v_mov_b32_e32 v0, 0
	s_branch .LBB4_47
.LBB4_44:
	s_mov_b64 s[10:11], 0
	s_cbranch_execz .LBB4_47
.LBB4_45:
	s_lshl_b32 s29, s10, 2
	v_readlane_b32 s10, v90, 1
	v_readlane_b32 s11, v90, 2
.LBB4_46:
	v_mov_b32_e32 v25, s29
	s_add_i32 s29, s29, 4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_add_u32 s10, s10, -1
	s_addc_u32 s11, s11, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[10:11], 0
	ds_load_b32 v25, v25
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v25
	s_cbranch_scc1 .LBB4_46
.LBB4_47:
	ds_store_b32 v1, v0 offset:32768
.LBB4_48:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s92
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB4_61
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
	v_sqrt_f32_e32 v25, v0
	v_add_nc_u32_e32 v26, -1, v25
	v_add_nc_u32_e32 v61, 1, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v62, 0x80000000, v26
	v_xor_b32_e32 v63, 0x80000000, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v62, v62, v25, v0
	v_fma_f32 v63, v63, v25, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s10, 0, v62
	v_cmp_lt_f32_e64 s11, 0, v63
	v_mov_b32_e32 v62, v28
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v25, v26, s10
	v_cmp_class_f32_e64 s10, v0, 0x260
	v_cndmask_b32_e64 v25, v25, v61, s11
	s_add_u32 s11, s34, s30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, 0x37800000, v25
	v_cndmask_b32_e64 v25, v25, v26, s1
	s_addc_u32 s1, s35, s31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_mul_i32 s36, s1, 0xcd9e8d57
	s_mul_hi_u32 s37, s1, 0xcd9e8d57
	v_cndmask_b32_e64 v0, v25, v0, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	v_cndmask_b32_e64 v61, v0, s13, s19
	s_and_saveexec_b32 s29, s2
	s_cbranch_execnz .LBB4_70
	s_or_b32 exec_lo, exec_lo, s29
	v_mov_b32_e32 v63, v29
	s_and_saveexec_b32 s29, s3
	s_cbranch_execnz .LBB4_71
.LBB4_52:
	s_or_b32 exec_lo, exec_lo, s29
	v_mov_b32_e32 v64, v30
	s_and_saveexec_b32 s29, s4
	s_cbranch_execnz .LBB4_72
.LBB4_53:
	s_or_b32 exec_lo, exec_lo, s29
	v_mov_b32_e32 v65, v31
	s_and_saveexec_b32 s29, s5
	s_cbranch_execnz .LBB4_73
.LBB4_54:
	s_or_b32 exec_lo, exec_lo, s29
	v_mov_b32_e32 v66, v32
	s_and_saveexec_b32 s29, s6
	s_cbranch_execnz .LBB4_74
.LBB4_55:
	s_or_b32 exec_lo, exec_lo, s29
	v_mov_b32_e32 v67, v33
	s_and_saveexec_b32 s29, s7
	s_cbranch_execnz .LBB4_75
.LBB4_56:
	s_or_b32 exec_lo, exec_lo, s29
	v_mov_b32_e32 v68, v34
	s_and_saveexec_b32 s29, s8
	s_cbranch_execz .LBB4_58
.LBB4_57:
	v_xor_b32_e32 v0, s36, v42
	s_xor_b32 s1, s28, s37
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s11
	s_mul_hi_u32 s10, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, s10, v56
	s_mul_i32 s1, s1, 0xd2511f53
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v26, s1, s93, v26
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v69, v57
	v_xor3_b32 v26, v71, s94, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s95, v69, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s97, v68
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s96, v69, v70
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v70, s98, v68
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s99, v71, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s101, v70
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s100, v71, v69
	v_xor3_b32 v26, v26, s102, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s103, v69, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v25, 0xd2511f53, v26
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v25, v25, s104, v68
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v69, vcc_hi
	v_cvt_f64_u32_e32 v[25:26], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e64 s1, 0x100000, v[25:26]
	v_ldexp_f64 v[69:70], v[25:26], 54
	v_cndmask_b32_e64 v0, v26, v70, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v69, v25, v69, s1
	v_add_co_u32 v71, s10, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0xfffff, v71
	v_add_nc_u32_e32 v70, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v60, s1
	v_cmp_neq_f64_e64 s1, 0, v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], -1.0
	v_add_f64 v[72:73], v[69:70], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[74:75], null, v[72:73], v[72:73], v[69:70]
	v_rcp_f64_e32 v[76:77], v[74:75]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], -v[74:75], v[76:77], 1.0
	v_fma_f64 v[76:77], v[76:77], v[78:79], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], -v[74:75], v[76:77], 1.0
	v_fma_f64 v[76:77], v[76:77], v[78:79], v[76:77]
	v_div_scale_f64 v[78:79], vcc_lo, v[69:70], v[72:73], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[80:81], v[78:79], v[76:77]
	v_fma_f64 v[74:75], -v[74:75], v[80:81], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[74:75], v[74:75], v[76:77], v[80:81]
	v_div_fixup_f64 v[73:74], v[74:75], v[72:73], v[69:70]
	v_add_co_ci_u32_e64 v72, null, 0, 0, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b64 v[71:72], 20, v[71:72]
	v_add_co_u32 v0, vcc_lo, v71, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v71, null, -1, v72, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[25:26]
	v_cvt_f64_i32_e32 v[71:72], v71
	v_mul_f64 v[75:76], v[73:74], v[73:74]
	s_and_b32 s10, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[71:72], v[71:72], 32
	v_mul_f64 v[77:78], v[75:76], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[79:80], v[77:78], s[40:41]
	v_mul_f64 v[81:82], v[77:78], s[22:23]
	v_add_f64 v[79:80], v[79:80], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[81:82], s[26:27]
	v_mul_f64 v[79:80], v[77:78], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[81:82], v[77:78], v[81:82]
	v_add_f64 v[79:80], v[79:80], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[81:82], s[38:39]
	v_mul_f64 v[79:80], v[77:78], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[77:78], v[77:78], v[81:82]
	v_add_f64 v[79:80], v[79:80], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[75:76], v[79:80]
	v_cvt_f64_u32_e32 v[79:80], v0
	v_add_f64 v[75:76], v[77:78], v[75:76]
	v_mul_f64 v[77:78], v[69:70], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[71:72], v[79:80]
	v_mul_f64 v[77:78], v[69:70], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[77:78], v[75:76]
	v_mul_f64 v[73:74], v[73:74], v[75:76]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[71:72], s[48:49]
	v_mul_f64 v[71:72], v[71:72], s[50:51]
	v_add_f64 v[73:74], v[75:76], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[73:74], -v[77:78]
	v_add_f64 v[69:70], v[69:70], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[71:72], v[69:70]
	v_mul_f64 v[25:26], v[69:70], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v0, 0xfff00000, v26, vcc_lo
	v_cndmask_b32_e64 v25, 0, v25, s10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v26, 0x7ff00000, v0, s1
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[25:26]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[25:26], v[25:26], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_rsq_f64_e32 v[69:70], v[25:26]
	v_cmp_class_f64_e64 vcc_lo, v[25:26], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[25:26], v[69:70]
	v_mul_f64 v[69:70], v[69:70], 0.5
	v_fma_f64 v[73:74], -v[69:70], v[71:72], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[71:72], v[71:72], v[73:74], v[71:72]
	v_fma_f64 v[69:70], v[69:70], v[73:74], v[69:70]
	v_fma_f64 v[73:74], -v[71:72], v[71:72], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[71:72], v[73:74], v[69:70], v[71:72]
	v_fma_f64 v[73:74], -v[71:72], v[71:72], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], v[73:74], v[69:70], v[71:72]
	v_ldexp_f64 v[69:70], v[69:70], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v25, v69, v25, vcc_lo
	v_cvt_f64_u32_e32 v[68:69], v68
	v_cndmask_b32_e32 v26, v70, v26, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[68:69], 0.5
	v_ldexp_f64 v[68:69], v[68:69], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[68:69], s[52:53]
	v_mul_f64 v[70:71], v[68:69], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], 0x43380000, v[70:71]
	v_add_f64 v[71:72], 0xc3380000, v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[73:74], v[71:72], s[56:57]
	v_mul_f64 v[75:76], v[71:72], s[60:61]
	v_add_f64 v[73:74], v[68:69], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[77:78], v[73:74], v[75:76]
	v_add_f64 v[79:80], v[73:74], -v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[79:80], v[75:76]
	v_mul_f64 v[79:80], v[71:72], s[62:63]
	v_add_f64 v[75:76], v[79:80], -v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[79:80], v[77:78], -v[75:76]
	v_lshrrev_b32_e32 v0, 20, v80
	v_mov_b32_e32 v80, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v79, 49, v0
	v_bfe_u32 v0, v69, 20, 11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[79:80], v[0:1]
	v_mul_f64 v[79:80], v[71:72], s[64:65]
	v_add_f64 v[81:82], v[77:78], v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v83, v77, v81 :: v_dual_cndmask_b32 v84, v78, v82
	v_add_f64 v[77:78], v[77:78], -v[81:82]
	v_add_f64 v[77:78], v[77:78], v[79:80]
	v_mul_f64 v[79:80], v[71:72], s[66:67]
	v_mul_f64 v[71:72], v[71:72], s[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[77:78], v[79:80], -v[77:78]
	v_dual_cndmask_b32 v77, v75, v77 :: v_dual_cndmask_b32 v78, v76, v78
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[73:74], -v[71:72]
	v_lshrrev_b32_e32 v75, 20, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v76, v1 :: v_dual_and_b32 v75, 0x7ff, v75
	v_add_nc_u32_e32 v75, 16, v75
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[75:76], v[0:1]
	v_dual_cndmask_b32 v73, v73, v83 :: v_dual_and_b32 v0, 1, v70
	v_dual_cndmask_b32 v74, v74, v84 :: v_dual_cndmask_b32 v71, v71, v77
	v_cndmask_b32_e32 v72, v72, v78, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[68:69]
	v_dual_mov_b32 v69, v1 :: v_dual_and_b32 v68, 2, v70
	v_cmp_eq_u64_e64 s10, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[75:76], v[73:74], -v[71:72]
	v_cmp_eq_u64_e64 s1, 0, v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[73:74], -v[75:76]
	v_add_f64 v[71:72], v[73:74], -v[71:72]
	v_mul_f64 v[73:74], v[75:76], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[87:88], v[71:72], 0.5
	v_mul_f64 v[77:78], v[73:74], s[86:87]
	v_mul_f64 v[79:80], v[73:74], v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[77:78], s[88:89]
	v_mul_f64 v[81:82], v[73:74], v[79:80]
	v_mul_f64 v[79:80], v[79:80], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[81:82], v[77:78]
	v_mul_f64 v[81:82], v[73:74], 0.5
	v_add_f64 v[83:84], -v[81:82], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], -v[83:84], 1.0
	v_add_f64 v[81:82], v[85:86], -v[81:82]
	v_mul_f64 v[85:86], v[73:74], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], s[76:77]
	v_mul_f64 v[85:86], v[73:74], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], s[78:79]
	v_mul_f64 v[79:80], v[79:80], v[85:86]
	v_mul_f64 v[85:86], v[73:74], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], s[82:83]
	v_mul_f64 v[85:86], v[73:74], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], s[84:85]
	v_add_f64 v[77:78], v[77:78], v[85:86]
	v_mul_f64 v[85:86], v[73:74], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], s[70:71]
	v_mul_f64 v[85:86], v[73:74], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], s[72:73]
	v_mul_f64 v[85:86], v[73:74], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[85:86], v[79:80]
	v_mul_f64 v[85:86], v[75:76], v[73:74]
	v_mul_f64 v[79:80], v[73:74], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[85:86], v[77:78]
	v_add_f64 v[77:78], v[87:88], -v[77:78]
	v_mul_f64 v[87:88], v[75:76], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[73:74], v[73:74], v[77:78]
	v_add_f64 v[79:80], v[79:80], -v[87:88]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[71:72], v[73:74], -v[71:72]
	v_mul_f64 v[73:74], v[85:86], s[90:91]
	v_add_f64 v[77:78], v[81:82], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[71:72], v[73:74]
	v_add_f64 v[73:74], v[83:84], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[75:76], -v[71:72]
	v_xor_b32_e32 v0, 0x80000000, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v0, v74, s1
	v_xor_b32_e32 v69, 0x80000000, v72
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v68, v71, v73, s10
	v_cndmask_b32_e64 v69, v72, v69, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v68, 0, v68, vcc_lo
	v_cndmask_b32_e64 v0, v69, v0, s10
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v69, 0x7ff80000, v0, vcc_lo
	ds_load_b32 v0, v1 offset:32768
	v_mul_f64 v[25:26], v[68:69], v[25:26]
	v_add_f32_e32 v68, v34, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v68, v0
	v_cvt_f32_f64_e32 v25, v[25:26]
	global_load_b32 v26, v[21:22], off
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v25, v61, v25 :: v_dual_sub_f32 v26, v34, v26
	v_add_f32_e32 v26, v26, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, 0.5, v26
	v_add_f32_e32 v0, v0, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v34, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v68, v25, v0
.LBB4_58:
	s_or_b32 exec_lo, exec_lo, s29
	v_mov_b32_e32 v0, v35
	s_and_saveexec_b32 s1, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s29, exec_lo, s1
	s_cbranch_execz .LBB4_60
	v_xor_b32_e32 v0, s36, v43
	s_xor_b32 s1, s28, s37
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s11
	s_mul_hi_u32 s10, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, s10, v58
	s_mul_i32 s1, s1, 0xd2511f53
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v26, s1, s93, v26
	v_mad_u64_u32 v[71:72], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v70, v59
	v_xor3_b32 v26, v72, s94, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s95, v70, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s97, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s96, v70, v71
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v71, s98, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s99, v72, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s101, v71
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[71:72], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s100, v72, v70
	v_xor3_b32 v26, v26, s102, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s103, v70, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v25, 0xd2511f53, v26
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v25, v25, s104, v69
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v70, vcc_hi
	v_cvt_f64_u32_e32 v[25:26], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e64 s1, 0x100000, v[25:26]
	v_ldexp_f64 v[70:71], v[25:26], 54
	v_cndmask_b32_e64 v0, v26, v71, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v70, v25, v70, s1
	v_add_co_u32 v72, s10, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0xfffff, v72
	v_add_nc_u32_e32 v71, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v60, s1
	v_cmp_neq_f64_e64 s1, 0, v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], -1.0
	v_add_f64 v[73:74], v[70:71], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[75:76], null, v[73:74], v[73:74], v[70:71]
	v_rcp_f64_e32 v[77:78], v[75:76]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[79:80], -v[75:76], v[77:78], 1.0
	v_fma_f64 v[77:78], v[77:78], v[79:80], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[79:80], -v[75:76], v[77:78], 1.0
	v_fma_f64 v[77:78], v[77:78], v[79:80], v[77:78]
	v_div_scale_f64 v[79:80], vcc_lo, v[70:71], v[73:74], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[81:82], v[79:80], v[77:78]
	v_fma_f64 v[75:76], -v[75:76], v[81:82], v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[75:76], v[75:76], v[77:78], v[81:82]
	v_div_fixup_f64 v[74:75], v[75:76], v[73:74], v[70:71]
	v_add_co_ci_u32_e64 v73, null, 0, 0, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b64 v[72:73], 20, v[72:73]
	v_add_co_u32 v0, vcc_lo, v72, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v72, null, -1, v73, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[25:26]
	v_cvt_f64_i32_e32 v[72:73], v72
	v_mul_f64 v[76:77], v[74:75], v[74:75]
	s_and_b32 s10, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[72:73], v[72:73], 32
	v_mul_f64 v[78:79], v[76:77], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[80:81], v[78:79], s[40:41]
	v_mul_f64 v[82:83], v[78:79], s[22:23]
	v_add_f64 v[80:81], v[80:81], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[82:83], s[26:27]
	v_mul_f64 v[80:81], v[78:79], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[82:83], v[78:79], v[82:83]
	v_add_f64 v[80:81], v[80:81], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[82:83], s[38:39]
	v_mul_f64 v[80:81], v[78:79], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[78:79], v[78:79], v[82:83]
	v_add_f64 v[80:81], v[80:81], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[76:77], v[80:81]
	v_cvt_f64_u32_e32 v[80:81], v0
	v_add_f64 v[76:77], v[78:79], v[76:77]
	v_mul_f64 v[78:79], v[70:71], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[72:73], v[80:81]
	v_mul_f64 v[78:79], v[70:71], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[78:79], v[76:77]
	v_mul_f64 v[74:75], v[74:75], v[76:77]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[72:73], s[48:49]
	v_mul_f64 v[72:73], v[72:73], s[50:51]
	v_add_f64 v[74:75], v[76:77], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[74:75], -v[78:79]
	v_add_f64 v[70:71], v[70:71], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[72:73], v[70:71]
	v_mul_f64 v[25:26], v[70:71], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v0, 0xfff00000, v26, vcc_lo
	v_cndmask_b32_e64 v25, 0, v25, s10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v26, 0x7ff00000, v0, s1
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[25:26]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[25:26], v[25:26], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_rsq_f64_e32 v[70:71], v[25:26]
	v_cmp_class_f64_e64 vcc_lo, v[25:26], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[25:26], v[70:71]
	v_mul_f64 v[70:71], v[70:71], 0.5
	v_fma_f64 v[74:75], -v[70:71], v[72:73], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[72:73], v[72:73], v[74:75], v[72:73]
	v_fma_f64 v[70:71], v[70:71], v[74:75], v[70:71]
	v_fma_f64 v[74:75], -v[72:73], v[72:73], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[72:73], v[74:75], v[70:71], v[72:73]
	v_fma_f64 v[74:75], -v[72:73], v[72:73], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[70:71], v[74:75], v[70:71], v[72:73]
	v_ldexp_f64 v[70:71], v[70:71], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v25, v70, v25, vcc_lo
	v_cvt_f64_u32_e32 v[69:70], v69
	v_cndmask_b32_e32 v26, v71, v26, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], 0.5
	v_ldexp_f64 v[69:70], v[69:70], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[69:70], s[52:53]
	v_mul_f64 v[71:72], v[69:70], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], 0x43380000, v[71:72]
	v_add_f64 v[72:73], 0xc3380000, v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[72:73], s[56:57]
	v_mul_f64 v[76:77], v[72:73], s[60:61]
	v_add_f64 v[74:75], v[69:70], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], v[74:75], v[76:77]
	v_add_f64 v[80:81], v[74:75], -v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[80:81], v[76:77]
	v_mul_f64 v[80:81], v[72:73], s[62:63]
	v_add_f64 v[76:77], v[80:81], -v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[78:79], -v[76:77]
	v_lshrrev_b32_e32 v0, 20, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v81, v1 :: v_dual_and_b32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v80, 49, v0
	v_bfe_u32 v0, v70, 20, 11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[80:81], v[0:1]
	v_mul_f64 v[80:81], v[72:73], s[64:65]
	v_add_f64 v[82:83], v[78:79], v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v84, v78, v82 :: v_dual_cndmask_b32 v85, v79, v83
	v_add_f64 v[78:79], v[78:79], -v[82:83]
	v_add_f64 v[78:79], v[78:79], v[80:81]
	v_mul_f64 v[80:81], v[72:73], s[66:67]
	v_mul_f64 v[72:73], v[72:73], s[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], v[80:81], -v[78:79]
	v_dual_cndmask_b32 v78, v76, v78 :: v_dual_cndmask_b32 v79, v77, v79
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[74:75], -v[72:73]
	v_lshrrev_b32_e32 v76, 20, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v77, v1 :: v_dual_and_b32 v76, 0x7ff, v76
	v_add_nc_u32_e32 v76, 16, v76
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[76:77], v[0:1]
	v_dual_cndmask_b32 v75, v75, v85 :: v_dual_and_b32 v0, 1, v71
	v_dual_cndmask_b32 v74, v74, v84 :: v_dual_cndmask_b32 v73, v73, v79
	v_cndmask_b32_e32 v72, v72, v78, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[69:70]
	v_dual_mov_b32 v70, v1 :: v_dual_and_b32 v69, 2, v71
	v_cmp_eq_u64_e64 s10, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[76:77], v[74:75], -v[72:73]
	v_cmp_eq_u64_e64 s1, 0, v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[74:75], -v[76:77]
	v_add_f64 v[72:73], v[74:75], -v[72:73]
	v_mul_f64 v[74:75], v[76:77], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[88:89], v[72:73], 0.5
	v_mul_f64 v[78:79], v[74:75], s[86:87]
	v_mul_f64 v[80:81], v[74:75], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[78:79], s[88:89]
	v_mul_f64 v[82:83], v[74:75], v[80:81]
	v_mul_f64 v[80:81], v[80:81], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[82:83], v[78:79]
	v_mul_f64 v[82:83], v[74:75], 0.5
	v_add_f64 v[84:85], -v[82:83], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], -v[84:85], 1.0
	v_add_f64 v[82:83], v[86:87], -v[82:83]
	v_mul_f64 v[86:87], v[74:75], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], s[76:77]
	v_mul_f64 v[86:87], v[74:75], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], s[78:79]
	v_mul_f64 v[80:81], v[80:81], v[86:87]
	v_mul_f64 v[86:87], v[74:75], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], s[82:83]
	v_mul_f64 v[86:87], v[74:75], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], s[84:85]
	v_add_f64 v[78:79], v[78:79], v[86:87]
	v_mul_f64 v[86:87], v[74:75], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], s[70:71]
	v_mul_f64 v[86:87], v[74:75], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], s[72:73]
	v_mul_f64 v[86:87], v[74:75], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[86:87], v[80:81]
	v_mul_f64 v[86:87], v[76:77], v[74:75]
	v_mul_f64 v[80:81], v[74:75], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[86:87], v[78:79]
	v_add_f64 v[78:79], v[88:89], -v[78:79]
	v_mul_f64 v[88:89], v[76:77], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[74:75], v[78:79]
	v_add_f64 v[80:81], v[80:81], -v[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[72:73], v[74:75], -v[72:73]
	v_mul_f64 v[74:75], v[86:87], s[90:91]
	v_add_f64 v[78:79], v[82:83], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[72:73], v[74:75]
	v_add_f64 v[74:75], v[84:85], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[76:77], -v[72:73]
	v_xor_b32_e32 v0, 0x80000000, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v0, v75, s1
	v_xor_b32_e32 v70, 0x80000000, v73
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v69, v72, v74, s10
	v_cndmask_b32_e64 v70, v73, v70, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v69, 0, v69, vcc_lo
	v_cndmask_b32_e64 v0, v70, v0, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v70, 0x7ff80000, v0, vcc_lo
	ds_load_b32 v0, v1 offset:32768
	v_mul_f64 v[25:26], v[69:70], v[25:26]
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v69, v35, v35 :: v_dual_add_f32 v0, -4.0, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	v_mul_f32_e32 v0, v69, v0
	v_cvt_f32_f64_e32 v25, v[25:26]
	global_load_b32 v26, v[23:24], off
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v25, v61, v25 :: v_dual_sub_f32 v26, v35, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, v26, v26
	v_mul_f32_e32 v26, 0.5, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v26
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v35, v0
	v_add_f32_e32 v0, v25, v0
.LBB4_60:
	s_or_b32 exec_lo, exec_lo, s29
	s_branch .LBB4_20
.LBB4_61:
	s_cbranch_execz .LBB4_20
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB4_76
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB4_77
.LBB4_64:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB4_78
.LBB4_65:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB4_79
.LBB4_66:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB4_80
.LBB4_67:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB4_81
.LBB4_68:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execnz .LBB4_82
.LBB4_69:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB4_19
	s_branch .LBB4_83
.LBB4_70:
	v_xor_b32_e32 v0, s36, v36
	s_xor_b32 s1, s28, s37
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s11
	s_mul_hi_u32 s10, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, s10, v44
	s_mul_i32 s1, s1, 0xd2511f53
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v26, s1, s93, v26
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v63, v45
	v_xor3_b32 v26, v65, s94, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s95, v63, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s97, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s96, v63, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v64, s98, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s99, v65, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s101, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s100, v65, v63
	v_xor3_b32 v26, v26, s102, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s103, v63, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v25, 0xd2511f53, v26
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v25, v25, s104, v62
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v26, vcc_hi
	v_cvt_f64_u32_e32 v[62:63], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[62:63], 0.5
	v_ldexp_f64 v[62:63], v[62:63], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e64 s1, 0x100000, v[62:63]
	v_ldexp_f64 v[64:65], v[62:63], 54
	v_cndmask_b32_e64 v0, v63, v65, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v64, v62, v64, s1
	v_add_co_u32 v66, s10, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0xfffff, v66
	v_add_nc_u32_e32 v65, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v60, s1
	v_cmp_neq_f64_e64 s1, 0, v[62:63]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[64:65], -1.0
	v_add_f64 v[67:68], v[64:65], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[69:70], null, v[67:68], v[67:68], v[64:65]
	v_rcp_f64_e32 v[71:72], v[69:70]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[73:74], -v[69:70], v[71:72], 1.0
	v_fma_f64 v[71:72], v[71:72], v[73:74], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[73:74], -v[69:70], v[71:72], 1.0
	v_fma_f64 v[71:72], v[71:72], v[73:74], v[71:72]
	v_div_scale_f64 v[73:74], vcc_lo, v[64:65], v[67:68], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[73:74], v[71:72]
	v_fma_f64 v[69:70], -v[69:70], v[75:76], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[69:70], v[69:70], v[71:72], v[75:76]
	v_div_fixup_f64 v[68:69], v[69:70], v[67:68], v[64:65]
	v_add_co_ci_u32_e64 v67, null, 0, 0, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b64 v[66:67], 20, v[66:67]
	v_add_co_u32 v0, vcc_lo, v66, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v26, null, -1, v67, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[62:63]
	v_cvt_f64_i32_e32 v[66:67], v26
	v_cvt_f64_u32_e32 v[25:26], v25
	v_mul_f64 v[70:71], v[68:69], v[68:69]
	s_and_b32 s10, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[66:67], v[66:67], 32
	v_add_f64 v[25:26], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[72:73], v[70:71], v[70:71]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[74:75], v[72:73], s[40:41]
	v_mul_f64 v[76:77], v[72:73], s[22:23]
	v_mul_f64 v[25:26], v[25:26], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[74:75], v[74:75], s[42:43]
	v_add_f64 v[76:77], v[76:77], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[72:73], v[74:75]
	v_mul_f64 v[76:77], v[72:73], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[74:75], s[44:45]
	v_add_f64 v[76:77], v[76:77], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[72:73], v[74:75]
	v_mul_f64 v[72:73], v[72:73], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[74:75], s[46:47]
	v_mul_f64 v[70:71], v[70:71], v[74:75]
	v_cvt_f64_u32_e32 v[74:75], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[70:71], v[72:73], v[70:71]
	v_mul_f64 v[72:73], v[64:65], 0.5
	v_add_f64 v[66:67], v[66:67], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[64:65], v[72:73]
	v_add_f64 v[70:71], v[72:73], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[68:69], v[68:69], v[70:71]
	v_mul_f64 v[70:71], v[66:67], s[48:49]
	v_mul_f64 v[66:67], v[66:67], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[70:71], v[68:69]
	v_add_f64 v[68:69], v[68:69], -v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[64:65], v[68:69]
	v_add_f64 v[64:65], v[66:67], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[62:63], v[64:65], -2.0
	v_cndmask_b32_e32 v0, 0xfff00000, v63, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v62, 0, v62, s10
	v_cndmask_b32_e64 v63, 0x7ff00000, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[62:63]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[62:63], v[62:63], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[64:65], v[62:63]
	v_cmp_class_f64_e64 vcc_lo, v[62:63], 0x260
	v_mul_f64 v[66:67], v[62:63], v[64:65]
	v_mul_f64 v[64:65], v[64:65], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], -v[64:65], v[66:67], 0.5
	v_fma_f64 v[66:67], v[66:67], v[68:69], v[66:67]
	v_fma_f64 v[64:65], v[64:65], v[68:69], v[64:65]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], -v[66:67], v[66:67], v[62:63]
	v_fma_f64 v[66:67], v[68:69], v[64:65], v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], -v[66:67], v[66:67], v[62:63]
	v_fma_f64 v[64:65], v[68:69], v[64:65], v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[64:65], v[64:65], v0
	v_dual_cndmask_b32 v63, v65, v63 :: v_dual_cndmask_b32 v62, v64, v62
	v_mul_f64 v[64:65], v[25:26], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], 0x43380000, v[64:65]
	v_add_f64 v[65:66], 0xc3380000, v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[67:68], v[65:66], s[56:57]
	v_mul_f64 v[69:70], v[65:66], s[60:61]
	v_add_f64 v[67:68], v[25:26], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[67:68], v[69:70]
	v_add_f64 v[73:74], v[67:68], -v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[73:74], v[69:70]
	v_mul_f64 v[73:74], v[65:66], s[62:63]
	v_add_f64 v[69:70], v[73:74], -v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[71:72], -v[69:70]
	v_lshrrev_b32_e32 v0, 20, v74
	v_mov_b32_e32 v74, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v73, 49, v0
	v_bfe_u32 v0, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[73:74], v[0:1]
	v_mul_f64 v[73:74], v[65:66], s[64:65]
	v_add_f64 v[75:76], v[71:72], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v77, v71, v75 :: v_dual_cndmask_b32 v78, v72, v76
	v_add_f64 v[71:72], v[71:72], -v[75:76]
	v_add_f64 v[71:72], v[71:72], v[73:74]
	v_mul_f64 v[73:74], v[65:66], s[66:67]
	v_mul_f64 v[65:66], v[65:66], s[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[73:74], -v[71:72]
	v_dual_cndmask_b32 v72, v70, v72 :: v_dual_cndmask_b32 v71, v69, v71
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[67:68], -v[65:66]
	v_lshrrev_b32_e32 v69, 20, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v70, v1 :: v_dual_and_b32 v69, 0x7ff, v69
	v_add_nc_u32_e32 v69, 16, v69
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[69:70], v[0:1]
	v_and_b32_e32 v0, 1, v64
	v_dual_cndmask_b32 v68, v68, v78 :: v_dual_cndmask_b32 v65, v65, v71
	v_dual_cndmask_b32 v67, v67, v77 :: v_dual_cndmask_b32 v66, v66, v72
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[25:26]
	v_dual_mov_b32 v26, v1 :: v_dual_and_b32 v25, 2, v64
	v_cmp_eq_u64_e64 s10, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[69:70], v[67:68], -v[65:66]
	v_cmp_eq_u64_e64 s1, 0, v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[67:68], -v[69:70]
	v_add_f64 v[65:66], v[67:68], -v[65:66]
	v_mul_f64 v[67:68], v[69:70], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[77:78], v[65:66], 0.5
	v_mul_f64 v[71:72], v[67:68], s[86:87]
	v_mul_f64 v[73:74], v[67:68], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[71:72], s[88:89]
	v_mul_f64 v[75:76], v[67:68], v[73:74]
	v_mul_f64 v[73:74], v[73:74], v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[75:76], v[71:72]
	v_mul_f64 v[75:76], v[67:68], s[80:81]
	v_add_f64 v[75:76], v[75:76], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[67:68], v[75:76]
	v_add_f64 v[75:76], v[75:76], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[71:72], v[75:76]
	v_mul_f64 v[75:76], v[67:68], s[74:75]
	v_add_f64 v[75:76], v[75:76], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[67:68], v[75:76]
	v_add_f64 v[75:76], v[75:76], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[73:74], v[75:76]
	v_mul_f64 v[75:76], v[67:68], s[68:69]
	v_add_f64 v[75:76], v[75:76], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[67:68], v[75:76]
	v_add_f64 v[75:76], v[75:76], s[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[67:68], v[75:76]
	v_add_f64 v[73:74], v[75:76], v[73:74]
	v_mul_f64 v[75:76], v[69:70], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_mul_f64 v[71:72], v[75:76], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[77:78], -v[71:72]
	v_mul_f64 v[77:78], v[67:68], 0.5
	v_mul_f64 v[67:68], v[67:68], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[79:80], -v[77:78], 1.0
	v_mul_f64 v[71:72], v[69:70], v[65:66]
	v_add_f64 v[65:66], v[67:68], -v[65:66]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[81:82], -v[79:80], 1.0
	v_add_f64 v[71:72], v[73:74], -v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[77:78], v[81:82], -v[77:78]
	v_add_f64 v[67:68], v[77:78], v[71:72]
	v_mul_f64 v[71:72], v[75:76], s[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[67:68], v[79:80], v[67:68]
	v_add_f64 v[65:66], v[65:66], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v68
	v_add_f64 v[65:66], v[69:70], -v[65:66]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v0, v68, s1
	v_xor_b32_e32 v26, 0x80000000, v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v65, v67, s10
	v_cndmask_b32_e64 v26, v66, v26, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v25, 0, v25, vcc_lo
	v_cndmask_b32_e64 v0, v26, v0, s10
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v26, 0x7ff80000, v0, vcc_lo
	ds_load_b32 v0, v1 offset:32768
	v_mul_f64 v[25:26], v[25:26], v[62:63]
	v_add_f32_e32 v62, v28, v28
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v62, v0
	v_cvt_f32_f64_e32 v25, v[25:26]
	global_load_b32 v26, v[9:10], off
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v25, v61, v25 :: v_dual_sub_f32 v26, v28, v26
	v_add_f32_e32 v26, v26, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, 0.5, v26
	v_add_f32_e32 v0, v0, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v28, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v62, v25, v0
	s_or_b32 exec_lo, exec_lo, s29
	v_mov_b32_e32 v63, v29
	s_and_saveexec_b32 s29, s3
	s_cbranch_execz .LBB4_52
.LBB4_71:
	v_xor_b32_e32 v0, s36, v37
	s_xor_b32 s1, s28, s37
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s11
	s_mul_hi_u32 s10, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, s10, v46
	s_mul_i32 s1, s1, 0xd2511f53
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v26, s1, s93, v26
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v64, v47
	v_xor3_b32 v26, v66, s94, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s95, v64, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s97, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s96, v64, v65
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v65, s98, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s99, v66, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s101, v65
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s100, v66, v64
	v_xor3_b32 v26, v26, s102, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s103, v64, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v25, 0xd2511f53, v26
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v25, v25, s104, v63
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v26, vcc_hi
	v_cvt_f64_u32_e32 v[63:64], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[63:64], 0.5
	v_ldexp_f64 v[63:64], v[63:64], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e64 s1, 0x100000, v[63:64]
	v_ldexp_f64 v[65:66], v[63:64], 54
	v_cndmask_b32_e64 v0, v64, v66, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v65, v63, v65, s1
	v_add_co_u32 v67, s10, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0xfffff, v67
	v_add_nc_u32_e32 v66, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v60, s1
	v_cmp_neq_f64_e64 s1, 0, v[63:64]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[65:66], v[65:66], -1.0
	v_add_f64 v[68:69], v[65:66], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[70:71], null, v[68:69], v[68:69], v[65:66]
	v_rcp_f64_e32 v[72:73], v[70:71]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[74:75], -v[70:71], v[72:73], 1.0
	v_fma_f64 v[72:73], v[72:73], v[74:75], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[74:75], -v[70:71], v[72:73], 1.0
	v_fma_f64 v[72:73], v[72:73], v[74:75], v[72:73]
	v_div_scale_f64 v[74:75], vcc_lo, v[65:66], v[68:69], v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[74:75], v[72:73]
	v_fma_f64 v[70:71], -v[70:71], v[76:77], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[70:71], v[70:71], v[72:73], v[76:77]
	v_div_fixup_f64 v[69:70], v[70:71], v[68:69], v[65:66]
	v_add_co_ci_u32_e64 v68, null, 0, 0, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b64 v[67:68], 20, v[67:68]
	v_add_co_u32 v0, vcc_lo, v67, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v26, null, -1, v68, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[63:64]
	v_cvt_f64_i32_e32 v[67:68], v26
	v_cvt_f64_u32_e32 v[25:26], v25
	v_mul_f64 v[71:72], v[69:70], v[69:70]
	s_and_b32 s10, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[67:68], v[67:68], 32
	v_add_f64 v[25:26], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[73:74], v[71:72], v[71:72]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[75:76], v[73:74], s[40:41]
	v_mul_f64 v[77:78], v[73:74], s[22:23]
	v_mul_f64 v[25:26], v[25:26], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[75:76], v[75:76], s[42:43]
	v_add_f64 v[77:78], v[77:78], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[73:74], v[75:76]
	v_mul_f64 v[77:78], v[73:74], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[75:76], v[75:76], s[44:45]
	v_add_f64 v[77:78], v[77:78], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[73:74], v[75:76]
	v_mul_f64 v[73:74], v[73:74], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[75:76], s[46:47]
	v_mul_f64 v[71:72], v[71:72], v[75:76]
	v_cvt_f64_u32_e32 v[75:76], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[71:72], v[73:74], v[71:72]
	v_mul_f64 v[73:74], v[65:66], 0.5
	v_add_f64 v[67:68], v[67:68], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[65:66], v[73:74]
	v_add_f64 v[71:72], v[73:74], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[69:70], v[69:70], v[71:72]
	v_mul_f64 v[71:72], v[67:68], s[48:49]
	v_mul_f64 v[67:68], v[67:68], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[71:72], v[69:70]
	v_add_f64 v[69:70], v[69:70], -v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[65:66], v[65:66], v[69:70]
	v_add_f64 v[65:66], v[67:68], v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[65:66], -2.0
	v_cndmask_b32_e32 v0, 0xfff00000, v64, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v63, 0, v63, s10
	v_cndmask_b32_e64 v64, 0x7ff00000, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[63:64]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[63:64], v[63:64], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[65:66], v[63:64]
	v_cmp_class_f64_e64 vcc_lo, v[63:64], 0x260
	v_mul_f64 v[67:68], v[63:64], v[65:66]
	v_mul_f64 v[65:66], v[65:66], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], -v[65:66], v[67:68], 0.5
	v_fma_f64 v[67:68], v[67:68], v[69:70], v[67:68]
	v_fma_f64 v[65:66], v[65:66], v[69:70], v[65:66]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], -v[67:68], v[67:68], v[63:64]
	v_fma_f64 v[67:68], v[69:70], v[65:66], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], -v[67:68], v[67:68], v[63:64]
	v_fma_f64 v[65:66], v[69:70], v[65:66], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[65:66], v[65:66], v0
	v_dual_cndmask_b32 v64, v66, v64 :: v_dual_cndmask_b32 v63, v65, v63
	v_mul_f64 v[65:66], v[25:26], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[65:66], 0x43380000, v[65:66]
	v_add_f64 v[66:67], 0xc3380000, v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[68:69], v[66:67], s[56:57]
	v_mul_f64 v[70:71], v[66:67], s[60:61]
	v_add_f64 v[68:69], v[25:26], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[68:69], v[70:71]
	v_add_f64 v[74:75], v[68:69], -v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[74:75], v[70:71]
	v_mul_f64 v[74:75], v[66:67], s[62:63]
	v_add_f64 v[70:71], v[74:75], -v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[72:73], -v[70:71]
	v_lshrrev_b32_e32 v0, 20, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v75, v1 :: v_dual_and_b32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v74, 49, v0
	v_bfe_u32 v0, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[74:75], v[0:1]
	v_mul_f64 v[74:75], v[66:67], s[64:65]
	v_add_f64 v[76:77], v[72:73], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v78, v72, v76 :: v_dual_cndmask_b32 v79, v73, v77
	v_add_f64 v[72:73], v[72:73], -v[76:77]
	v_add_f64 v[72:73], v[72:73], v[74:75]
	v_mul_f64 v[74:75], v[66:67], s[66:67]
	v_mul_f64 v[66:67], v[66:67], s[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[74:75], -v[72:73]
	v_dual_cndmask_b32 v73, v71, v73 :: v_dual_cndmask_b32 v72, v70, v72
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[68:69], -v[66:67]
	v_lshrrev_b32_e32 v70, 20, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v71, v1 :: v_dual_and_b32 v70, 0x7ff, v70
	v_add_nc_u32_e32 v70, 16, v70
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[70:71], v[0:1]
	v_dual_cndmask_b32 v69, v69, v79 :: v_dual_and_b32 v0, 1, v65
	v_dual_cndmask_b32 v67, v67, v73 :: v_dual_cndmask_b32 v68, v68, v78
	v_cndmask_b32_e32 v66, v66, v72, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[25:26]
	v_dual_mov_b32 v26, v1 :: v_dual_and_b32 v25, 2, v65
	v_cmp_eq_u64_e64 s10, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[70:71], v[68:69], -v[66:67]
	v_cmp_eq_u64_e64 s1, 0, v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[68:69], -v[70:71]
	v_add_f64 v[66:67], v[68:69], -v[66:67]
	v_mul_f64 v[68:69], v[70:71], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[78:79], v[66:67], 0.5
	v_mul_f64 v[72:73], v[68:69], s[86:87]
	v_mul_f64 v[74:75], v[68:69], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[72:73], s[88:89]
	v_mul_f64 v[76:77], v[68:69], v[74:75]
	v_mul_f64 v[74:75], v[74:75], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[76:77], v[72:73]
	v_mul_f64 v[76:77], v[68:69], s[80:81]
	v_add_f64 v[76:77], v[76:77], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[68:69], v[76:77]
	v_add_f64 v[76:77], v[76:77], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[72:73], v[76:77]
	v_mul_f64 v[76:77], v[68:69], s[74:75]
	v_add_f64 v[76:77], v[76:77], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[68:69], v[76:77]
	v_add_f64 v[76:77], v[76:77], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[74:75], v[76:77]
	v_mul_f64 v[76:77], v[68:69], s[68:69]
	v_add_f64 v[76:77], v[76:77], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[68:69], v[76:77]
	v_add_f64 v[76:77], v[76:77], s[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[68:69], v[76:77]
	v_add_f64 v[74:75], v[76:77], v[74:75]
	v_mul_f64 v[76:77], v[70:71], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[68:69], v[74:75]
	v_mul_f64 v[72:73], v[76:77], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[78:79], -v[72:73]
	v_mul_f64 v[78:79], v[68:69], 0.5
	v_mul_f64 v[68:69], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[80:81], -v[78:79], 1.0
	v_mul_f64 v[72:73], v[70:71], v[66:67]
	v_add_f64 v[66:67], v[68:69], -v[66:67]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[82:83], -v[80:81], 1.0
	v_add_f64 v[72:73], v[74:75], -v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], v[82:83], -v[78:79]
	v_add_f64 v[68:69], v[78:79], v[72:73]
	v_mul_f64 v[72:73], v[76:77], s[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[80:81], v[68:69]
	v_add_f64 v[66:67], v[66:67], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v69
	v_add_f64 v[66:67], v[70:71], -v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v0, v69, s1
	v_xor_b32_e32 v26, 0x80000000, v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v66, v68, s10
	v_cndmask_b32_e64 v26, v67, v26, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v25, 0, v25, vcc_lo
	v_cndmask_b32_e64 v0, v26, v0, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v26, 0x7ff80000, v0, vcc_lo
	ds_load_b32 v0, v1 offset:32768
	v_mul_f64 v[25:26], v[25:26], v[63:64]
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v63, v29, v29 :: v_dual_add_f32 v0, -4.0, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	v_mul_f32_e32 v0, v63, v0
	v_cvt_f32_f64_e32 v25, v[25:26]
	global_load_b32 v26, v[11:12], off
	v_mul_f32_e32 v25, v61, v25
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v26, v29, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, v26, v26
	v_mul_f32_e32 v26, 0.5, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v26
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v29, v0
	v_add_f32_e32 v63, v25, v0
	s_or_b32 exec_lo, exec_lo, s29
	v_mov_b32_e32 v64, v30
	s_and_saveexec_b32 s29, s4
	s_cbranch_execz .LBB4_53
.LBB4_72:
	v_xor_b32_e32 v0, s36, v38
	s_xor_b32 s1, s28, s37
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s11
	s_mul_hi_u32 s10, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, s10, v48
	s_mul_i32 s1, s1, 0xd2511f53
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v26, s1, s93, v26
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v65, v49
	v_xor3_b32 v26, v67, s94, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s95, v65, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s97, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s96, v65, v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v66, s98, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s99, v67, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s101, v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s100, v67, v65
	v_xor3_b32 v26, v26, s102, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s103, v65, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v25, 0xd2511f53, v26
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v25, v25, s104, v64
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v26, vcc_hi
	v_cvt_f64_u32_e32 v[64:65], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[64:65], 0.5
	v_ldexp_f64 v[64:65], v[64:65], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e64 s1, 0x100000, v[64:65]
	v_ldexp_f64 v[66:67], v[64:65], 54
	v_cndmask_b32_e64 v0, v65, v67, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v66, v64, v66, s1
	v_add_co_u32 v68, s10, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0xfffff, v68
	v_add_nc_u32_e32 v67, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v60, s1
	v_cmp_neq_f64_e64 s1, 0, v[64:65]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], v[66:67], -1.0
	v_add_f64 v[69:70], v[66:67], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[71:72], null, v[69:70], v[69:70], v[66:67]
	v_rcp_f64_e32 v[73:74], v[71:72]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[75:76], -v[71:72], v[73:74], 1.0
	v_fma_f64 v[73:74], v[73:74], v[75:76], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[75:76], -v[71:72], v[73:74], 1.0
	v_fma_f64 v[73:74], v[73:74], v[75:76], v[73:74]
	v_div_scale_f64 v[75:76], vcc_lo, v[66:67], v[69:70], v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[75:76], v[73:74]
	v_fma_f64 v[71:72], -v[71:72], v[77:78], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[71:72], v[71:72], v[73:74], v[77:78]
	v_div_fixup_f64 v[70:71], v[71:72], v[69:70], v[66:67]
	v_add_co_ci_u32_e64 v69, null, 0, 0, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b64 v[68:69], 20, v[68:69]
	v_add_co_u32 v0, vcc_lo, v68, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v26, null, -1, v69, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[64:65]
	v_cvt_f64_i32_e32 v[68:69], v26
	v_cvt_f64_u32_e32 v[25:26], v25
	v_mul_f64 v[72:73], v[70:71], v[70:71]
	s_and_b32 s10, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[68:69], v[68:69], 32
	v_add_f64 v[25:26], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[72:73], v[72:73]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[76:77], v[74:75], s[40:41]
	v_mul_f64 v[78:79], v[74:75], s[22:23]
	v_mul_f64 v[25:26], v[25:26], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[76:77], v[76:77], s[42:43]
	v_add_f64 v[78:79], v[78:79], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[74:75], v[76:77]
	v_mul_f64 v[78:79], v[74:75], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[76:77], v[76:77], s[44:45]
	v_add_f64 v[78:79], v[78:79], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[74:75], v[76:77]
	v_mul_f64 v[74:75], v[74:75], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[76:77], s[46:47]
	v_mul_f64 v[72:73], v[72:73], v[76:77]
	v_cvt_f64_u32_e32 v[76:77], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[72:73], v[74:75], v[72:73]
	v_mul_f64 v[74:75], v[66:67], 0.5
	v_add_f64 v[68:69], v[68:69], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[66:67], v[74:75]
	v_add_f64 v[72:73], v[74:75], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[70:71], v[70:71], v[72:73]
	v_mul_f64 v[72:73], v[68:69], s[48:49]
	v_mul_f64 v[68:69], v[68:69], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[72:73], v[70:71]
	v_add_f64 v[70:71], v[70:71], -v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], v[66:67], v[70:71]
	v_add_f64 v[66:67], v[68:69], v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[66:67], -2.0
	v_cndmask_b32_e32 v0, 0xfff00000, v65, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v64, 0, v64, s10
	v_cndmask_b32_e64 v65, 0x7ff00000, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[64:65]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[64:65], v[64:65], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[66:67], v[64:65]
	v_cmp_class_f64_e64 vcc_lo, v[64:65], 0x260
	v_mul_f64 v[68:69], v[64:65], v[66:67]
	v_mul_f64 v[66:67], v[66:67], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[70:71], -v[66:67], v[68:69], 0.5
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	v_fma_f64 v[66:67], v[66:67], v[70:71], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[70:71], -v[68:69], v[68:69], v[64:65]
	v_fma_f64 v[68:69], v[70:71], v[66:67], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[70:71], -v[68:69], v[68:69], v[64:65]
	v_fma_f64 v[66:67], v[70:71], v[66:67], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[66:67], v[66:67], v0
	v_dual_cndmask_b32 v65, v67, v65 :: v_dual_cndmask_b32 v64, v66, v64
	v_mul_f64 v[66:67], v[25:26], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], 0x43380000, v[66:67]
	v_add_f64 v[67:68], 0xc3380000, v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[69:70], v[67:68], s[56:57]
	v_mul_f64 v[71:72], v[67:68], s[60:61]
	v_add_f64 v[69:70], v[25:26], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[69:70], v[71:72]
	v_add_f64 v[75:76], v[69:70], -v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[75:76], v[71:72]
	v_mul_f64 v[75:76], v[67:68], s[62:63]
	v_add_f64 v[71:72], v[75:76], -v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[73:74], -v[71:72]
	v_lshrrev_b32_e32 v0, 20, v76
	v_mov_b32_e32 v76, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v75, 49, v0
	v_bfe_u32 v0, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[75:76], v[0:1]
	v_mul_f64 v[75:76], v[67:68], s[64:65]
	v_add_f64 v[77:78], v[73:74], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v79, v73, v77 :: v_dual_cndmask_b32 v80, v74, v78
	v_add_f64 v[73:74], v[73:74], -v[77:78]
	v_add_f64 v[73:74], v[73:74], v[75:76]
	v_mul_f64 v[75:76], v[67:68], s[66:67]
	v_mul_f64 v[67:68], v[67:68], s[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[75:76], -v[73:74]
	v_dual_cndmask_b32 v74, v72, v74 :: v_dual_cndmask_b32 v73, v71, v73
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[69:70], -v[67:68]
	v_lshrrev_b32_e32 v71, 20, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v72, v1 :: v_dual_and_b32 v71, 0x7ff, v71
	v_add_nc_u32_e32 v71, 16, v71
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[71:72], v[0:1]
	v_and_b32_e32 v0, 1, v66
	v_dual_cndmask_b32 v70, v70, v80 :: v_dual_cndmask_b32 v69, v69, v79
	v_dual_cndmask_b32 v68, v68, v74 :: v_dual_cndmask_b32 v67, v67, v73
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[25:26]
	v_dual_mov_b32 v26, v1 :: v_dual_and_b32 v25, 2, v66
	v_cmp_eq_u64_e64 s10, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[71:72], v[69:70], -v[67:68]
	v_cmp_eq_u64_e64 s1, 0, v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], -v[71:72]
	v_add_f64 v[67:68], v[69:70], -v[67:68]
	v_mul_f64 v[69:70], v[71:72], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[79:80], v[67:68], 0.5
	v_mul_f64 v[73:74], v[69:70], s[86:87]
	v_mul_f64 v[75:76], v[69:70], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[73:74], v[73:74], s[88:89]
	v_mul_f64 v[77:78], v[69:70], v[75:76]
	v_mul_f64 v[75:76], v[75:76], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[77:78], v[73:74]
	v_mul_f64 v[77:78], v[69:70], s[80:81]
	v_add_f64 v[77:78], v[77:78], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[69:70], v[77:78]
	v_add_f64 v[77:78], v[77:78], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[73:74], v[77:78]
	v_mul_f64 v[77:78], v[69:70], s[74:75]
	v_add_f64 v[77:78], v[77:78], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[69:70], v[77:78]
	v_add_f64 v[77:78], v[77:78], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[75:76], v[77:78]
	v_mul_f64 v[77:78], v[69:70], s[68:69]
	v_add_f64 v[77:78], v[77:78], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[69:70], v[77:78]
	v_add_f64 v[77:78], v[77:78], s[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[69:70], v[77:78]
	v_add_f64 v[75:76], v[77:78], v[75:76]
	v_mul_f64 v[77:78], v[71:72], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[69:70], v[75:76]
	v_mul_f64 v[73:74], v[77:78], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[73:74], v[79:80], -v[73:74]
	v_mul_f64 v[79:80], v[69:70], 0.5
	v_mul_f64 v[69:70], v[69:70], v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[81:82], -v[79:80], 1.0
	v_mul_f64 v[73:74], v[71:72], v[67:68]
	v_add_f64 v[67:68], v[69:70], -v[67:68]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[83:84], -v[81:82], 1.0
	v_add_f64 v[73:74], v[75:76], -v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[79:80], v[83:84], -v[79:80]
	v_add_f64 v[69:70], v[79:80], v[73:74]
	v_mul_f64 v[73:74], v[77:78], s[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[81:82], v[69:70]
	v_add_f64 v[67:68], v[67:68], v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v70
	v_add_f64 v[67:68], v[71:72], -v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v0, v70, s1
	v_xor_b32_e32 v26, 0x80000000, v68
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v67, v69, s10
	v_cndmask_b32_e64 v26, v68, v26, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v25, 0, v25, vcc_lo
	v_cndmask_b32_e64 v0, v26, v0, s10
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v26, 0x7ff80000, v0, vcc_lo
	ds_load_b32 v0, v1 offset:32768
	v_mul_f64 v[25:26], v[25:26], v[64:65]
	v_add_f32_e32 v64, v30, v30
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v64, v0
	v_cvt_f32_f64_e32 v25, v[25:26]
	global_load_b32 v26, v[13:14], off
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v25, v61, v25 :: v_dual_sub_f32 v26, v30, v26
	v_add_f32_e32 v26, v26, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, 0.5, v26
	v_add_f32_e32 v0, v0, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v30, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v64, v25, v0
	s_or_b32 exec_lo, exec_lo, s29
	v_mov_b32_e32 v65, v31
	s_and_saveexec_b32 s29, s5
	s_cbranch_execz .LBB4_54
.LBB4_73:
	v_xor_b32_e32 v0, s36, v39
	s_xor_b32 s1, s28, s37
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s11
	s_mul_hi_u32 s10, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, s10, v50
	s_mul_i32 s1, s1, 0xd2511f53
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v26, s1, s93, v26
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v66, v51
	v_xor3_b32 v26, v68, s94, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s95, v66, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s97, v65
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s96, v66, v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v67, s98, v65
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s99, v68, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s101, v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s100, v68, v66
	v_xor3_b32 v26, v26, s102, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s103, v66, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v25, 0xd2511f53, v26
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v25, v25, s104, v65
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v66, vcc_hi
	v_cvt_f64_u32_e32 v[25:26], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e64 s1, 0x100000, v[25:26]
	v_ldexp_f64 v[66:67], v[25:26], 54
	v_cndmask_b32_e64 v0, v26, v67, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v66, v25, v66, s1
	v_add_co_u32 v68, s10, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0xfffff, v68
	v_add_nc_u32_e32 v67, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v60, s1
	v_cmp_neq_f64_e64 s1, 0, v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], v[66:67], -1.0
	v_add_f64 v[69:70], v[66:67], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[71:72], null, v[69:70], v[69:70], v[66:67]
	v_rcp_f64_e32 v[73:74], v[71:72]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[75:76], -v[71:72], v[73:74], 1.0
	v_fma_f64 v[73:74], v[73:74], v[75:76], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[75:76], -v[71:72], v[73:74], 1.0
	v_fma_f64 v[73:74], v[73:74], v[75:76], v[73:74]
	v_div_scale_f64 v[75:76], vcc_lo, v[66:67], v[69:70], v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[75:76], v[73:74]
	v_fma_f64 v[71:72], -v[71:72], v[77:78], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[71:72], v[71:72], v[73:74], v[77:78]
	v_div_fixup_f64 v[70:71], v[71:72], v[69:70], v[66:67]
	v_add_co_ci_u32_e64 v69, null, 0, 0, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b64 v[68:69], 20, v[68:69]
	v_add_co_u32 v0, vcc_lo, v68, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v68, null, -1, v69, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[25:26]
	v_cvt_f64_i32_e32 v[68:69], v68
	v_mul_f64 v[72:73], v[70:71], v[70:71]
	s_and_b32 s10, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[68:69], v[68:69], 32
	v_mul_f64 v[74:75], v[72:73], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[74:75], s[40:41]
	v_mul_f64 v[78:79], v[74:75], s[22:23]
	v_add_f64 v[76:77], v[76:77], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[78:79], s[26:27]
	v_mul_f64 v[76:77], v[74:75], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[78:79], v[74:75], v[78:79]
	v_add_f64 v[76:77], v[76:77], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[78:79], s[38:39]
	v_mul_f64 v[76:77], v[74:75], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[74:75], v[78:79]
	v_add_f64 v[76:77], v[76:77], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[72:73], v[72:73], v[76:77]
	v_cvt_f64_u32_e32 v[76:77], v0
	v_add_f64 v[72:73], v[74:75], v[72:73]
	v_mul_f64 v[74:75], v[66:67], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[68:69], v[76:77]
	v_mul_f64 v[74:75], v[66:67], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[74:75], v[72:73]
	v_mul_f64 v[70:71], v[70:71], v[72:73]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[72:73], v[68:69], s[48:49]
	v_mul_f64 v[68:69], v[68:69], s[50:51]
	v_add_f64 v[70:71], v[72:73], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], -v[74:75]
	v_add_f64 v[66:67], v[66:67], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], v[68:69], v[66:67]
	v_mul_f64 v[25:26], v[66:67], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v0, 0xfff00000, v26, vcc_lo
	v_cndmask_b32_e64 v25, 0, v25, s10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v26, 0x7ff00000, v0, s1
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[25:26]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[25:26], v[25:26], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_rsq_f64_e32 v[66:67], v[25:26]
	v_cmp_class_f64_e64 vcc_lo, v[25:26], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[25:26], v[66:67]
	v_mul_f64 v[66:67], v[66:67], 0.5
	v_fma_f64 v[70:71], -v[66:67], v[68:69], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	v_fma_f64 v[66:67], v[66:67], v[70:71], v[66:67]
	v_fma_f64 v[70:71], -v[68:69], v[68:69], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], v[70:71], v[66:67], v[68:69]
	v_fma_f64 v[70:71], -v[68:69], v[68:69], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], v[70:71], v[66:67], v[68:69]
	v_ldexp_f64 v[66:67], v[66:67], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v25, v66, v25, vcc_lo
	v_cvt_f64_u32_e32 v[65:66], v65
	v_cndmask_b32_e32 v26, v67, v26, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[65:66], v[65:66], 0.5
	v_ldexp_f64 v[65:66], v[65:66], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[65:66], v[65:66], s[52:53]
	v_mul_f64 v[67:68], v[65:66], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], 0x43380000, v[67:68]
	v_add_f64 v[68:69], 0xc3380000, v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[68:69], s[56:57]
	v_mul_f64 v[72:73], v[68:69], s[60:61]
	v_add_f64 v[70:71], v[65:66], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[70:71], v[72:73]
	v_add_f64 v[76:77], v[70:71], -v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[76:77], v[72:73]
	v_mul_f64 v[76:77], v[68:69], s[62:63]
	v_add_f64 v[72:73], v[76:77], -v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[74:75], -v[72:73]
	v_lshrrev_b32_e32 v0, 20, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v77, v1 :: v_dual_and_b32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v76, 49, v0
	v_bfe_u32 v0, v66, 20, 11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[76:77], v[0:1]
	v_mul_f64 v[76:77], v[68:69], s[64:65]
	v_add_f64 v[78:79], v[74:75], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v80, v74, v78 :: v_dual_cndmask_b32 v81, v75, v79
	v_add_f64 v[74:75], v[74:75], -v[78:79]
	v_add_f64 v[74:75], v[74:75], v[76:77]
	v_mul_f64 v[76:77], v[68:69], s[66:67]
	v_mul_f64 v[68:69], v[68:69], s[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[76:77], -v[74:75]
	v_dual_cndmask_b32 v74, v72, v74 :: v_dual_cndmask_b32 v75, v73, v75
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[70:71], -v[68:69]
	v_lshrrev_b32_e32 v72, 20, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v73, v1 :: v_dual_and_b32 v72, 0x7ff, v72
	v_add_nc_u32_e32 v72, 16, v72
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[72:73], v[0:1]
	v_dual_cndmask_b32 v71, v71, v81 :: v_dual_and_b32 v0, 1, v67
	v_dual_cndmask_b32 v70, v70, v80 :: v_dual_cndmask_b32 v69, v69, v75
	v_cndmask_b32_e32 v68, v68, v74, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[65:66]
	v_dual_mov_b32 v66, v1 :: v_dual_and_b32 v65, 2, v67
	v_cmp_eq_u64_e64 s10, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[72:73], v[70:71], -v[68:69]
	v_cmp_eq_u64_e64 s1, 0, v[65:66]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], -v[72:73]
	v_add_f64 v[68:69], v[70:71], -v[68:69]
	v_mul_f64 v[70:71], v[72:73], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[84:85], v[68:69], 0.5
	v_mul_f64 v[74:75], v[70:71], s[86:87]
	v_mul_f64 v[76:77], v[70:71], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[74:75], s[88:89]
	v_mul_f64 v[78:79], v[70:71], v[76:77]
	v_mul_f64 v[76:77], v[76:77], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[78:79], v[74:75]
	v_mul_f64 v[78:79], v[70:71], 0.5
	v_add_f64 v[80:81], -v[78:79], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], -v[80:81], 1.0
	v_add_f64 v[78:79], v[82:83], -v[78:79]
	v_mul_f64 v[82:83], v[70:71], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[82:83], s[76:77]
	v_mul_f64 v[82:83], v[70:71], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[82:83], s[78:79]
	v_mul_f64 v[76:77], v[76:77], v[82:83]
	v_mul_f64 v[82:83], v[70:71], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[82:83], s[82:83]
	v_mul_f64 v[82:83], v[70:71], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[82:83], s[84:85]
	v_add_f64 v[74:75], v[74:75], v[82:83]
	v_mul_f64 v[82:83], v[70:71], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[82:83], s[70:71]
	v_mul_f64 v[82:83], v[70:71], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[82:83], s[72:73]
	v_mul_f64 v[82:83], v[70:71], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[76:77], v[82:83], v[76:77]
	v_mul_f64 v[82:83], v[72:73], v[70:71]
	v_mul_f64 v[76:77], v[70:71], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[82:83], v[74:75]
	v_add_f64 v[74:75], v[84:85], -v[74:75]
	v_mul_f64 v[84:85], v[72:73], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[70:71], v[74:75]
	v_add_f64 v[76:77], v[76:77], -v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[68:69], v[70:71], -v[68:69]
	v_mul_f64 v[70:71], v[82:83], s[90:91]
	v_add_f64 v[74:75], v[78:79], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[68:69], v[70:71]
	v_add_f64 v[70:71], v[80:81], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[72:73], -v[68:69]
	v_xor_b32_e32 v0, 0x80000000, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v0, v71, s1
	v_xor_b32_e32 v66, 0x80000000, v69
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v65, v68, v70, s10
	v_cndmask_b32_e64 v66, v69, v66, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v65, 0, v65, vcc_lo
	v_cndmask_b32_e64 v0, v66, v0, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v66, 0x7ff80000, v0, vcc_lo
	ds_load_b32 v0, v1 offset:32768
	v_mul_f64 v[25:26], v[65:66], v[25:26]
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v65, v31, v31 :: v_dual_add_f32 v0, -4.0, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	v_mul_f32_e32 v0, v65, v0
	v_cvt_f32_f64_e32 v25, v[25:26]
	global_load_b32 v26, v[15:16], off
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v25, v61, v25 :: v_dual_sub_f32 v26, v31, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, v26, v26
	v_mul_f32_e32 v26, 0.5, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v26
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v31, v0
	v_add_f32_e32 v65, v25, v0
	s_or_b32 exec_lo, exec_lo, s29
	v_mov_b32_e32 v66, v32
	s_and_saveexec_b32 s29, s6
	s_cbranch_execz .LBB4_55
.LBB4_74:
	v_xor_b32_e32 v0, s36, v40
	s_xor_b32 s1, s28, s37
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s11
	s_mul_hi_u32 s10, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, s10, v52
	s_mul_i32 s1, s1, 0xd2511f53
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v26, s1, s93, v26
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v67, v53
	v_xor3_b32 v26, v69, s94, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s95, v67, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s97, v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s96, v67, v68
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v68, s98, v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s99, v69, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s101, v68
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s100, v69, v67
	v_xor3_b32 v26, v26, s102, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s103, v67, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v25, 0xd2511f53, v26
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v25, v25, s104, v66
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v67, vcc_hi
	v_cvt_f64_u32_e32 v[25:26], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e64 s1, 0x100000, v[25:26]
	v_ldexp_f64 v[67:68], v[25:26], 54
	v_cndmask_b32_e64 v0, v26, v68, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v67, v25, v67, s1
	v_add_co_u32 v69, s10, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0xfffff, v69
	v_add_nc_u32_e32 v68, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v60, s1
	v_cmp_neq_f64_e64 s1, 0, v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[67:68], -1.0
	v_add_f64 v[70:71], v[67:68], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[72:73], null, v[70:71], v[70:71], v[67:68]
	v_rcp_f64_e32 v[74:75], v[72:73]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], -v[72:73], v[74:75], 1.0
	v_fma_f64 v[74:75], v[74:75], v[76:77], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], -v[72:73], v[74:75], 1.0
	v_fma_f64 v[74:75], v[74:75], v[76:77], v[74:75]
	v_div_scale_f64 v[76:77], vcc_lo, v[67:68], v[70:71], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[76:77], v[74:75]
	v_fma_f64 v[72:73], -v[72:73], v[78:79], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[72:73], v[72:73], v[74:75], v[78:79]
	v_div_fixup_f64 v[71:72], v[72:73], v[70:71], v[67:68]
	v_add_co_ci_u32_e64 v70, null, 0, 0, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b64 v[69:70], 20, v[69:70]
	v_add_co_u32 v0, vcc_lo, v69, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v69, null, -1, v70, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[25:26]
	v_cvt_f64_i32_e32 v[69:70], v69
	v_mul_f64 v[73:74], v[71:72], v[71:72]
	s_and_b32 s10, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[69:70], v[69:70], 32
	v_mul_f64 v[75:76], v[73:74], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[77:78], v[75:76], s[40:41]
	v_mul_f64 v[79:80], v[75:76], s[22:23]
	v_add_f64 v[77:78], v[77:78], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[79:80], s[26:27]
	v_mul_f64 v[77:78], v[75:76], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[79:80], v[75:76], v[79:80]
	v_add_f64 v[77:78], v[77:78], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[79:80], s[38:39]
	v_mul_f64 v[77:78], v[75:76], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[75:76], v[79:80]
	v_add_f64 v[77:78], v[77:78], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[73:74], v[73:74], v[77:78]
	v_cvt_f64_u32_e32 v[77:78], v0
	v_add_f64 v[73:74], v[75:76], v[73:74]
	v_mul_f64 v[75:76], v[67:68], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], v[77:78]
	v_mul_f64 v[75:76], v[67:68], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[75:76], v[73:74]
	v_mul_f64 v[71:72], v[71:72], v[73:74]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[73:74], v[69:70], s[48:49]
	v_mul_f64 v[69:70], v[69:70], s[50:51]
	v_add_f64 v[71:72], v[73:74], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[71:72], -v[75:76]
	v_add_f64 v[67:68], v[67:68], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[69:70], v[67:68]
	v_mul_f64 v[25:26], v[67:68], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v0, 0xfff00000, v26, vcc_lo
	v_cndmask_b32_e64 v25, 0, v25, s10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v26, 0x7ff00000, v0, s1
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[25:26]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[25:26], v[25:26], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_rsq_f64_e32 v[67:68], v[25:26]
	v_cmp_class_f64_e64 vcc_lo, v[25:26], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[25:26], v[67:68]
	v_mul_f64 v[67:68], v[67:68], 0.5
	v_fma_f64 v[71:72], -v[67:68], v[69:70], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[69:70], v[69:70], v[71:72], v[69:70]
	v_fma_f64 v[67:68], v[67:68], v[71:72], v[67:68]
	v_fma_f64 v[71:72], -v[69:70], v[69:70], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], v[71:72], v[67:68], v[69:70]
	v_fma_f64 v[71:72], -v[69:70], v[69:70], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], v[71:72], v[67:68], v[69:70]
	v_ldexp_f64 v[67:68], v[67:68], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v25, v67, v25, vcc_lo
	v_cvt_f64_u32_e32 v[66:67], v66
	v_cndmask_b32_e32 v26, v68, v26, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], v[66:67], 0.5
	v_ldexp_f64 v[66:67], v[66:67], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[66:67], v[66:67], s[52:53]
	v_mul_f64 v[68:69], v[66:67], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], 0x43380000, v[68:69]
	v_add_f64 v[69:70], 0xc3380000, v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[71:72], v[69:70], s[56:57]
	v_mul_f64 v[73:74], v[69:70], s[60:61]
	v_add_f64 v[71:72], v[66:67], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[71:72], v[73:74]
	v_add_f64 v[77:78], v[71:72], -v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[77:78], v[73:74]
	v_mul_f64 v[77:78], v[69:70], s[62:63]
	v_add_f64 v[73:74], v[77:78], -v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[77:78], v[75:76], -v[73:74]
	v_lshrrev_b32_e32 v0, 20, v78
	v_mov_b32_e32 v78, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v77, 49, v0
	v_bfe_u32 v0, v67, 20, 11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[77:78], v[0:1]
	v_mul_f64 v[77:78], v[69:70], s[64:65]
	v_add_f64 v[79:80], v[75:76], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v81, v75, v79 :: v_dual_cndmask_b32 v82, v76, v80
	v_add_f64 v[75:76], v[75:76], -v[79:80]
	v_add_f64 v[75:76], v[75:76], v[77:78]
	v_mul_f64 v[77:78], v[69:70], s[66:67]
	v_mul_f64 v[69:70], v[69:70], s[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[77:78], -v[75:76]
	v_dual_cndmask_b32 v75, v73, v75 :: v_dual_cndmask_b32 v76, v74, v76
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[71:72], -v[69:70]
	v_lshrrev_b32_e32 v73, 20, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v74, v1 :: v_dual_and_b32 v73, 0x7ff, v73
	v_add_nc_u32_e32 v73, 16, v73
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[73:74], v[0:1]
	v_dual_cndmask_b32 v71, v71, v81 :: v_dual_and_b32 v0, 1, v68
	v_dual_cndmask_b32 v72, v72, v82 :: v_dual_cndmask_b32 v69, v69, v75
	v_cndmask_b32_e32 v70, v70, v76, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[66:67]
	v_dual_mov_b32 v67, v1 :: v_dual_and_b32 v66, 2, v68
	v_cmp_eq_u64_e64 s10, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[73:74], v[71:72], -v[69:70]
	v_cmp_eq_u64_e64 s1, 0, v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[71:72], -v[73:74]
	v_add_f64 v[69:70], v[71:72], -v[69:70]
	v_mul_f64 v[71:72], v[73:74], v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[85:86], v[69:70], 0.5
	v_mul_f64 v[75:76], v[71:72], s[86:87]
	v_mul_f64 v[77:78], v[71:72], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[75:76], v[75:76], s[88:89]
	v_mul_f64 v[79:80], v[71:72], v[77:78]
	v_mul_f64 v[77:78], v[77:78], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[79:80], v[75:76]
	v_mul_f64 v[79:80], v[71:72], 0.5
	v_add_f64 v[81:82], -v[79:80], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], -v[81:82], 1.0
	v_add_f64 v[79:80], v[83:84], -v[79:80]
	v_mul_f64 v[83:84], v[71:72], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[83:84], s[76:77]
	v_mul_f64 v[83:84], v[71:72], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[83:84], s[78:79]
	v_mul_f64 v[77:78], v[77:78], v[83:84]
	v_mul_f64 v[83:84], v[71:72], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[83:84], s[82:83]
	v_mul_f64 v[83:84], v[71:72], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[83:84], s[84:85]
	v_add_f64 v[75:76], v[75:76], v[83:84]
	v_mul_f64 v[83:84], v[71:72], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[83:84], s[70:71]
	v_mul_f64 v[83:84], v[71:72], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[83:84], s[72:73]
	v_mul_f64 v[83:84], v[71:72], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[83:84], v[77:78]
	v_mul_f64 v[83:84], v[73:74], v[71:72]
	v_mul_f64 v[77:78], v[71:72], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[83:84], v[75:76]
	v_add_f64 v[75:76], v[85:86], -v[75:76]
	v_mul_f64 v[85:86], v[73:74], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[71:72], v[71:72], v[75:76]
	v_add_f64 v[77:78], v[77:78], -v[85:86]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[69:70], v[71:72], -v[69:70]
	v_mul_f64 v[71:72], v[83:84], s[90:91]
	v_add_f64 v[75:76], v[79:80], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], v[71:72]
	v_add_f64 v[71:72], v[81:82], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[73:74], -v[69:70]
	v_xor_b32_e32 v0, 0x80000000, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v0, v72, s1
	v_xor_b32_e32 v67, 0x80000000, v70
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v66, v69, v71, s10
	v_cndmask_b32_e64 v67, v70, v67, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v66, 0, v66, vcc_lo
	v_cndmask_b32_e64 v0, v67, v0, s10
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v67, 0x7ff80000, v0, vcc_lo
	ds_load_b32 v0, v1 offset:32768
	v_mul_f64 v[25:26], v[66:67], v[25:26]
	v_add_f32_e32 v66, v32, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v66, v0
	v_cvt_f32_f64_e32 v25, v[25:26]
	global_load_b32 v26, v[17:18], off
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v25, v61, v25 :: v_dual_sub_f32 v26, v32, v26
	v_add_f32_e32 v26, v26, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, 0.5, v26
	v_add_f32_e32 v0, v0, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v32, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v66, v25, v0
	s_or_b32 exec_lo, exec_lo, s29
	v_mov_b32_e32 v67, v33
	s_and_saveexec_b32 s29, s7
	s_cbranch_execz .LBB4_56
.LBB4_75:
	v_xor_b32_e32 v0, s36, v41
	s_xor_b32 s1, s28, s37
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s11
	s_mul_hi_u32 s10, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, s10, v54
	s_mul_i32 s1, s1, 0xd2511f53
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v26, s1, s93, v26
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v68, v55
	v_xor3_b32 v26, v70, s94, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s95, v68, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s97, v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s96, v68, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v69, s98, v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s99, v70, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s101, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s100, v70, v68
	v_xor3_b32 v26, v26, s102, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s103, v68, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v25, 0xd2511f53, v26
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v25, v25, s104, v67
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v68, vcc_hi
	v_cvt_f64_u32_e32 v[25:26], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e64 s1, 0x100000, v[25:26]
	v_ldexp_f64 v[68:69], v[25:26], 54
	v_cndmask_b32_e64 v0, v26, v69, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v68, v25, v68, s1
	v_add_co_u32 v70, s10, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0xfffff, v70
	v_add_nc_u32_e32 v69, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v60, s1
	v_cmp_neq_f64_e64 s1, 0, v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[68:69], -1.0
	v_add_f64 v[71:72], v[68:69], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[73:74], null, v[71:72], v[71:72], v[68:69]
	v_rcp_f64_e32 v[75:76], v[73:74]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[77:78], -v[73:74], v[75:76], 1.0
	v_fma_f64 v[75:76], v[75:76], v[77:78], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[77:78], -v[73:74], v[75:76], 1.0
	v_fma_f64 v[75:76], v[75:76], v[77:78], v[75:76]
	v_div_scale_f64 v[77:78], vcc_lo, v[68:69], v[71:72], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[77:78], v[75:76]
	v_fma_f64 v[73:74], -v[73:74], v[79:80], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[73:74], v[73:74], v[75:76], v[79:80]
	v_div_fixup_f64 v[72:73], v[73:74], v[71:72], v[68:69]
	v_add_co_ci_u32_e64 v71, null, 0, 0, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b64 v[70:71], 20, v[70:71]
	v_add_co_u32 v0, vcc_lo, v70, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v70, null, -1, v71, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[25:26]
	v_cvt_f64_i32_e32 v[70:71], v70
	v_mul_f64 v[74:75], v[72:73], v[72:73]
	s_and_b32 s10, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[70:71], v[70:71], 32
	v_mul_f64 v[76:77], v[74:75], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[78:79], v[76:77], s[40:41]
	v_mul_f64 v[80:81], v[76:77], s[22:23]
	v_add_f64 v[78:79], v[78:79], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[80:81], s[26:27]
	v_mul_f64 v[78:79], v[76:77], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[80:81], v[76:77], v[80:81]
	v_add_f64 v[78:79], v[78:79], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[80:81], s[38:39]
	v_mul_f64 v[78:79], v[76:77], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[76:77], v[80:81]
	v_add_f64 v[78:79], v[78:79], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[74:75], v[78:79]
	v_cvt_f64_u32_e32 v[78:79], v0
	v_add_f64 v[74:75], v[76:77], v[74:75]
	v_mul_f64 v[76:77], v[68:69], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], v[78:79]
	v_mul_f64 v[76:77], v[68:69], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[76:77], v[74:75]
	v_mul_f64 v[72:73], v[72:73], v[74:75]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[70:71], s[48:49]
	v_mul_f64 v[70:71], v[70:71], s[50:51]
	v_add_f64 v[72:73], v[74:75], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[72:73], -v[76:77]
	v_add_f64 v[68:69], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[70:71], v[68:69]
	v_mul_f64 v[25:26], v[68:69], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v0, 0xfff00000, v26, vcc_lo
	v_cndmask_b32_e64 v25, 0, v25, s10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v26, 0x7ff00000, v0, s1
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[25:26]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[25:26], v[25:26], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_rsq_f64_e32 v[68:69], v[25:26]
	v_cmp_class_f64_e64 vcc_lo, v[25:26], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[25:26], v[68:69]
	v_mul_f64 v[68:69], v[68:69], 0.5
	v_fma_f64 v[72:73], -v[68:69], v[70:71], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[70:71], v[70:71], v[72:73], v[70:71]
	v_fma_f64 v[68:69], v[68:69], v[72:73], v[68:69]
	v_fma_f64 v[72:73], -v[70:71], v[70:71], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[70:71], v[72:73], v[68:69], v[70:71]
	v_fma_f64 v[72:73], -v[70:71], v[70:71], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], v[72:73], v[68:69], v[70:71]
	v_ldexp_f64 v[68:69], v[68:69], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v25, v68, v25, vcc_lo
	v_cvt_f64_u32_e32 v[67:68], v67
	v_cndmask_b32_e32 v26, v69, v26, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[67:68], 0.5
	v_ldexp_f64 v[67:68], v[67:68], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[67:68], s[52:53]
	v_mul_f64 v[69:70], v[67:68], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], 0x43380000, v[69:70]
	v_add_f64 v[70:71], 0xc3380000, v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[72:73], v[70:71], s[56:57]
	v_mul_f64 v[74:75], v[70:71], s[60:61]
	v_add_f64 v[72:73], v[67:68], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[72:73], v[74:75]
	v_add_f64 v[78:79], v[72:73], -v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[78:79], v[74:75]
	v_mul_f64 v[78:79], v[70:71], s[62:63]
	v_add_f64 v[74:75], v[78:79], -v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], v[76:77], -v[74:75]
	v_lshrrev_b32_e32 v0, 20, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v79, v1 :: v_dual_and_b32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v78, 49, v0
	v_bfe_u32 v0, v68, 20, 11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[78:79], v[0:1]
	v_mul_f64 v[78:79], v[70:71], s[64:65]
	v_add_f64 v[80:81], v[76:77], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v83, v77, v81 :: v_dual_cndmask_b32 v82, v76, v80
	v_add_f64 v[76:77], v[76:77], -v[80:81]
	v_add_f64 v[76:77], v[76:77], v[78:79]
	v_mul_f64 v[78:79], v[70:71], s[66:67]
	v_mul_f64 v[70:71], v[70:71], s[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[78:79], -v[76:77]
	v_dual_cndmask_b32 v77, v75, v77 :: v_dual_cndmask_b32 v76, v74, v76
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[72:73], -v[70:71]
	v_lshrrev_b32_e32 v74, 20, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v75, v1 :: v_dual_and_b32 v74, 0x7ff, v74
	v_add_nc_u32_e32 v74, 16, v74
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[74:75], v[0:1]
	v_dual_cndmask_b32 v73, v73, v83 :: v_dual_and_b32 v0, 1, v69
	v_dual_cndmask_b32 v72, v72, v82 :: v_dual_cndmask_b32 v71, v71, v77
	v_cndmask_b32_e32 v70, v70, v76, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[67:68]
	v_dual_mov_b32 v68, v1 :: v_dual_and_b32 v67, 2, v69
	v_cmp_eq_u64_e64 s10, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[74:75], v[72:73], -v[70:71]
	v_cmp_eq_u64_e64 s1, 0, v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[72:73], -v[74:75]
	v_add_f64 v[70:71], v[72:73], -v[70:71]
	v_mul_f64 v[72:73], v[74:75], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[86:87], v[70:71], 0.5
	v_mul_f64 v[76:77], v[72:73], s[86:87]
	v_mul_f64 v[78:79], v[72:73], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[76:77], v[76:77], s[88:89]
	v_mul_f64 v[80:81], v[72:73], v[78:79]
	v_mul_f64 v[78:79], v[78:79], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[80:81], v[76:77]
	v_mul_f64 v[80:81], v[72:73], 0.5
	v_add_f64 v[82:83], -v[80:81], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], -v[82:83], 1.0
	v_add_f64 v[80:81], v[84:85], -v[80:81]
	v_mul_f64 v[84:85], v[72:73], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[76:77]
	v_mul_f64 v[84:85], v[72:73], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[78:79]
	v_mul_f64 v[78:79], v[78:79], v[84:85]
	v_mul_f64 v[84:85], v[72:73], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[82:83]
	v_mul_f64 v[84:85], v[72:73], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[84:85]
	v_add_f64 v[76:77], v[76:77], v[84:85]
	v_mul_f64 v[84:85], v[72:73], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[70:71]
	v_mul_f64 v[84:85], v[72:73], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[72:73]
	v_mul_f64 v[84:85], v[72:73], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[84:85], v[78:79]
	v_mul_f64 v[84:85], v[74:75], v[72:73]
	v_mul_f64 v[78:79], v[72:73], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[84:85], v[76:77]
	v_add_f64 v[76:77], v[86:87], -v[76:77]
	v_mul_f64 v[86:87], v[74:75], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[72:73], v[72:73], v[76:77]
	v_add_f64 v[78:79], v[78:79], -v[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[70:71], v[72:73], -v[70:71]
	v_mul_f64 v[72:73], v[84:85], s[90:91]
	v_add_f64 v[76:77], v[80:81], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], v[72:73]
	v_add_f64 v[72:73], v[82:83], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[74:75], -v[70:71]
	v_xor_b32_e32 v0, 0x80000000, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v0, v73, s1
	v_xor_b32_e32 v68, 0x80000000, v71
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v67, v70, v72, s10
	v_cndmask_b32_e64 v68, v71, v68, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v67, 0, v67, vcc_lo
	v_cndmask_b32_e64 v0, v68, v0, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v68, 0x7ff80000, v0, vcc_lo
	ds_load_b32 v0, v1 offset:32768
	v_mul_f64 v[25:26], v[67:68], v[25:26]
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v67, v33, v33 :: v_dual_add_f32 v0, -4.0, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	v_mul_f32_e32 v0, v67, v0
	v_cvt_f32_f64_e32 v25, v[25:26]
	global_load_b32 v26, v[19:20], off
	v_mul_f32_e32 v25, v61, v25
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v26, v33, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, v26, v26
	v_mul_f32_e32 v26, 0.5, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v26
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v33, v0
	v_add_f32_e32 v67, v25, v0
	s_or_b32 exec_lo, exec_lo, s29
	v_mov_b32_e32 v68, v34
	s_and_saveexec_b32 s29, s8
	s_cbranch_execnz .LBB4_57
	s_branch .LBB4_58
.LBB4_76:
	global_load_b32 v0, v[9:10], off
	ds_load_b32 v25, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v26, v28, v28 :: v_dual_add_f32 v25, -4.0, v25
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v28, v0 :: v_dual_add_f32 v25, v25, v25
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v25, 0x3c23d70a, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v25, v26, v25
	v_add_f32_e32 v0, v25, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v28, v28, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB4_64
.LBB4_77:
	global_load_b32 v0, v[11:12], off
	ds_load_b32 v25, v1 offset:32768
	v_add_f32_e32 v26, v29, v29
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_dual_add_f32 v25, -4.0, v25 :: v_dual_sub_f32 v0, v29, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v25, v25, v25 :: v_dual_add_f32 v0, v0, v0
	v_dual_mul_f32 v25, 0x3c23d70a, v25 :: v_dual_mul_f32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v26, v25
	v_add_f32_e32 v0, v25, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v29, v29, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB4_65
.LBB4_78:
	global_load_b32 v0, v[13:14], off
	ds_load_b32 v25, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v26, v30, v30 :: v_dual_add_f32 v25, -4.0, v25
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v30, v0 :: v_dual_add_f32 v25, v25, v25
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v25, 0x3c23d70a, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v25, v26, v25
	v_add_f32_e32 v0, v25, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v30, v30, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB4_66
.LBB4_79:
	global_load_b32 v0, v[15:16], off
	ds_load_b32 v25, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v26, v31, v31 :: v_dual_add_f32 v25, -4.0, v25
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v31, v0 :: v_dual_add_f32 v25, v25, v25
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v25, 0x3c23d70a, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v25, v26, v25
	v_add_f32_e32 v0, v25, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v31, v31, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB4_67
.LBB4_80:
	global_load_b32 v0, v[17:18], off
	ds_load_b32 v25, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v26, v32, v32 :: v_dual_add_f32 v25, -4.0, v25
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v32, v0 :: v_dual_add_f32 v25, v25, v25
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v25, 0x3c23d70a, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v25, v26, v25
	v_add_f32_e32 v0, v25, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v32, v32, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB4_68
.LBB4_81:
	global_load_b32 v0, v[19:20], off
	ds_load_b32 v25, v1 offset:32768
	v_add_f32_e32 v26, v33, v33
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_dual_add_f32 v25, -4.0, v25 :: v_dual_sub_f32 v0, v33, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v25, v25, v25 :: v_dual_add_f32 v0, v0, v0
	v_dual_mul_f32 v25, 0x3c23d70a, v25 :: v_dual_mul_f32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v26, v25
	v_add_f32_e32 v0, v25, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v33, v33, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB4_69
.LBB4_82:
	global_load_b32 v0, v[21:22], off
	ds_load_b32 v25, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v26, v34, v34 :: v_dual_add_f32 v25, -4.0, v25
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v34, v0 :: v_dual_add_f32 v25, v25, v25
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v25, 0x3c23d70a, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v25, v26, v25
	v_add_f32_e32 v0, v25, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v34, v34, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB4_19
.LBB4_83:
	global_load_b32 v0, v[23:24], off
	ds_load_b32 v25, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v26, v35, v35 :: v_dual_add_f32 v25, -4.0, v25
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v35, v0 :: v_dual_add_f32 v25, v25, v25
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v25, 0x3c23d70a, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v25, v26, v25
	v_add_f32_e32 v0, v25, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v35, v35, v0
	s_branch .LBB4_19
.LBB4_84:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB4_94
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB4_95
.LBB4_86:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB4_96
.LBB4_87:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB4_97
.LBB4_88:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB4_98
.LBB4_89:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execnz .LBB4_99
.LBB4_90:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execnz .LBB4_100
.LBB4_91:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB4_93
.LBB4_92:
	v_lshlrev_b32_e32 v0, 2, v8
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v35, s[20:21]
.LBB4_93:
	s_endpgm
.LBB4_94:
	s_waitcnt vmcnt(0)
	global_store_b32 v27, v28, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB4_86
.LBB4_95:
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v29, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB4_87
.LBB4_96:
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v30, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB4_88
.LBB4_97:
	v_lshlrev_b32_e32 v0, 2, v4
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v31, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB4_89
.LBB4_98:
	v_lshlrev_b32_e32 v0, 2, v5
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v32, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execz .LBB4_90
.LBB4_99:
	v_lshlrev_b32_e32 v0, 2, v6
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v33, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execz .LBB4_91
.LBB4_100:
	v_lshlrev_b32_e32 v0, 2, v7
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v34, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB4_92
	s_branch .LBB4_93
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
		.amdhsa_next_free_vgpr 91
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
	.size	tessera_tether_w8192, .Lfunc_end4-tessera_tether_w8192

	.set tessera_tether_w8192.num_vgpr, 91
	.set tessera_tether_w8192.num_agpr, 0
	.set tessera_tether_w8192.numbered_sgpr, 105
	.set tessera_tether_w8192.num_named_barrier, 0
	.set tessera_tether_w8192.private_seg_size, 0
	.set tessera_tether_w8192.uses_vcc, 1
	.set tessera_tether_w8192.uses_flat_scratch, 0
	.set tessera_tether_w8192.has_dyn_sized_stack, 0
	.set tessera_tether_w8192.has_recursion, 0
	.set tessera_tether_w8192.has_indirect_call, 0
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
    .group_segment_fixed_size: 1028
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_tether_w256
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_w256.kd
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
    .max_flat_workgroup_size: 1024
    .name:           tessera_tether_w1024
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_w1024.kd
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
    .group_segment_fixed_size: 8196
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_tether_w2048
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_w2048.kd
    .uses_dynamic_stack: false
    .vgpr_count:     54
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
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_w4096.kd
    .uses_dynamic_stack: false
    .vgpr_count:     70
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
    .sgpr_spill_count: 4
    .symbol:         tessera_tether_w8192.kd
    .uses_dynamic_stack: false
    .vgpr_count:     91
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1151
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
