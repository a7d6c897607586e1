	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 6
	.text
	.globl	tessera_sphere_align_w256
	.p2align	8
	.type	tessera_sphere_align_w256,@function
tessera_sphere_align_w256:
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
	s_cbranch_vccnz .LBB0_124
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
	s_cbranch_scc1 .LBB0_122
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x30
	s_load_b128 s[28:31], s[0:1], 0x50
	v_add_co_u32 v1, s0, s22, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s23, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v1, 0
	s_mov_b32 s23, 0
	v_cmp_gt_u64_e64 s97, s[24:25], 7
	v_mov_b32_e32 v1, 0
	s_mov_b32 s36, 0xdf3e5244
	s_mov_b32 s38, 0x96cb03de
	s_mov_b32 s40, 0x94229359
	v_xor_b32_e32 v0, v8, v2
	s_mov_b32 s42, 0x55555593
	s_mov_b32 s44, 0x35793c76
	s_mov_b32 s46, 0xfee00000
	s_mov_b32 s48, 0x54442d18
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_xor_b32_e32 v0, s29, v0
	s_cselect_b32 s5, -1, 0
	s_add_u32 s1, s20, s34
	s_addc_u32 s11, s21, s35
	s_lshl_b64 s[2:3], s[2:3], 2
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v0, 0
	s_add_u32 s18, s18, s2
	s_addc_u32 s19, s19, s3
	s_cmp_lg_u32 s10, 0
	v_add_co_u32 v2, s1, s1, v4
	s_cselect_b32 s15, -1, 0
	s_cmp_lg_u64 s[24:25], 0
	v_add_co_ci_u32_e64 v3, null, s11, 0, s1
	s_cselect_b32 s33, -1, 0
	s_add_u32 s1, s28, 0x9e3779b9
	s_add_u32 s20, s29, 0xbb67ae85
	s_add_u32 s21, s28, 0x3c6ef372
	s_add_u32 s84, s29, 0x76cf5d0a
	s_add_u32 s85, s28, 0xdaa66d2b
	s_add_u32 s86, s29, 0x32370b8f
	s_add_u32 s87, s28, 0x78dde6e4
	s_add_u32 s88, s29, 0xed9eba14
	s_add_u32 s89, s28, 0x1715609d
	s_add_u32 s90, s29, 0xa9066899
	s_add_u32 s91, s28, 0xb54cda56
	s_add_u32 s92, s29, 0x646e171e
	s_add_u32 s93, s28, 0x5384540f
	s_add_u32 s94, s29, 0x1fd5c5a3
	s_add_u32 s29, s29, 0xdb3d7428
	s_add_i32 s95, s28, 0x8ff34781
	s_add_u32 s2, s24, -1
	s_addc_u32 s3, s25, -1
	s_and_b32 s22, s24, 7
	v_cmp_gt_u64_e64 s98, s[2:3], 6
	v_xor_b32_e32 v6, s1, v9
	s_and_b32 s10, s24, 0x1f8
	v_xor_b32_e32 v7, s20, v7
	v_xor_b32_e32 v8, s21, v8
	v_mov_b32_e32 v9, 0x404
	s_cmp_lg_u64 s[22:23], 0
	s_mov_b32 s20, 0xd078c69f
	s_mov_b32 s24, 0x1d8e78af
	s_mov_b32 s34, 0x9997fa04
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
	s_mov_b32 s11, s23
	s_cselect_b32 s96, -1, 0
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
	s_or_b32 exec_lo, exec_lo, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v5
.LBB0_6:
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v5, v0
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[16:17], s[26:27]
	s_cbranch_scc1 .LBB0_122
.LBB0_7:
	s_add_u32 s99, s16, s30
	s_addc_u32 s100, s17, s31
	s_and_b32 vcc_lo, exec_lo, s15
	s_mov_b32 s1, -1
	s_cbranch_vccz .LBB0_45
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB0_10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v5, v5
	ds_store_b32 v4, v0
.LBB0_10:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_20
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB0_19
	s_and_not1_b32 vcc_lo, exec_lo, s97
	s_cbranch_vccnz .LBB0_16
	s_mov_b64 s[2:3], 0
	s_mov_b32 s101, 0
	.p2align	6
.LBB0_14:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v16, s101
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s101, s101, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
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
	s_cbranch_scc1 .LBB0_14
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s101, s96
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s101
	s_cbranch_vccnz .LBB0_17
	s_branch .LBB0_19
.LBB0_16:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB0_19
.LBB0_17:
	s_lshl_b32 s101, s2, 2
	s_mov_b64 s[2:3], s[22:23]
.LBB0_18:
	v_mov_b32_e32 v10, s101
	s_add_i32 s101, s101, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v10, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v10
	s_cbranch_scc1 .LBB0_18
.LBB0_19:
	ds_store_b32 v1, v0 offset:1024
.LBB0_20:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB0_22
	global_load_b32 v0, v[2:3], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v5, -v0
	ds_store_b32 v4, v0
.LBB0_22:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_32
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB0_31
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB0_28
	s_mov_b64 s[2:3], 0
	s_mov_b32 s101, 0
	.p2align	6
.LBB0_26:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v16, s101
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s101, s101, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
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
	s_cbranch_scc1 .LBB0_26
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s101, s96
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s101
	s_cbranch_vccnz .LBB0_29
	s_branch .LBB0_31
.LBB0_28:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB0_31
.LBB0_29:
	s_lshl_b32 s101, s2, 2
	s_mov_b64 s[2:3], s[22:23]
.LBB0_30:
	v_mov_b32_e32 v10, s101
	s_add_i32 s101, s101, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v10, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v10
	s_cbranch_scc1 .LBB0_30
.LBB0_31:
	ds_store_b32 v1, v0 offset:1028
.LBB0_32:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s2, s4
	s_cbranch_execz .LBB0_34
	s_mul_i32 s1, s100, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_xor_b32_e32 v0, s1, v6
	s_mul_hi_u32 s1, s100, 0xcd9e8d57
	s_xor_b32 s1, s28, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, s99
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v7
	v_xor3_b32 v13, s1, s84, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v12, v8
	v_xor3_b32 v14, v14, s85, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v14, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s86, v12, v10
	v_xor3_b32 v12, v15, s88, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v12, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s87, v11, v13
	v_xor3_b32 v12, v16, s89, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v12, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s90, v11, v14
	v_xor3_b32 v13, v13, s92, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, s91, v11, v15
	v_xor3_b32 v0, v0, s93, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v11, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, s94, v11, v12
	v_xor3_b32 v0, v0, s29, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v12, 0xcd9e8d57, v11
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v12, v11, s95
	v_cvt_f64_u32_e32 v[11:12], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[11:12], v[11:12], 0.5
	v_ldexp_f64 v[11:12], v[11:12], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v12
	v_and_b32_e32 v12, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v12, 0x3fe6a09e, v12
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[11:12], v[11:12], -1.0
	v_add_f64 v[13:14], v[11:12], 2.0
	v_mul_f64 v[32:33], v[11:12], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[15:16], null, v[13:14], v[13:14], v[11:12]
	v_div_scale_f64 v[21:22], vcc_lo, v[11:12], v[13:14], v[11:12]
	v_mul_f64 v[32:33], v[11:12], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[17:18], v[15:16]
	v_fma_f64 v[19:20], -v[15:16], v[17:18], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	v_fma_f64 v[19:20], -v[15:16], v[17:18], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	v_mul_f64 v[19:20], v[21:22], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[15:16], -v[15:16], v[19:20], v[21:22]
	v_div_fmas_f64 v[15:16], v[15:16], v[17:18], v[19:20]
	v_cvt_f64_u32_e32 v[17:18], v10
	v_add_co_ci_u32_e64 v10, null, 0, -1, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[30:31], v10
	v_div_fixup_f64 v[13:14], v[15:16], v[13:14], v[11:12]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[17:18], v[17:18], 0.5
	v_ldexp_f64 v[30:31], v[30:31], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[15:16], v[13:14], v[13:14]
	v_ldexp_f64 v[17:18], v[17:18], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[15:16], v[15:16]
	v_mul_f64 v[17:18], v[17:18], s[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[21:22], v[19:20], s[36:37]
	v_mul_f64 v[23:24], v[19:20], s[20:21]
	v_mul_f64 v[25:26], v[17:18], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[21:22], v[21:22], s[38:39]
	v_add_f64 v[23:24], v[23:24], s[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], 0x43380000, v[25:26]
	v_mul_f64 v[21:22], v[19:20], v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	v_add_f64 v[26:27], 0xc3380000, v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[21:22], v[21:22], s[40:41]
	v_add_f64 v[23:24], v[23:24], s[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], s[52:53]
	v_mul_f64 v[21:22], v[19:20], v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[19:20], v[19:20], v[23:24]
	v_add_f64 v[23:24], v[17:18], v[28:29]
	v_cvt_f64_u32_e32 v[28:29], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[42:43]
	v_add_f64 v[28:29], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[15:16], v[15:16], v[21:22]
	v_mul_f64 v[21:22], v[26:27], s[56:57]
	v_mul_f64 v[34:35], v[28:29], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[15:16], v[19:20], v[15:16]
	v_add_f64 v[19:20], v[23:24], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], v[32:33], v[15:16]
	v_add_f64 v[30:31], v[23:24], -v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[13:14], v[13:14], v[15:16]
	v_mul_f64 v[15:16], v[26:27], s[54:55]
	v_mul_f64 v[26:27], v[26:27], s[58:59]
	v_add_f64 v[21:22], v[30:31], v[21:22]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[13:14], v[34:35], v[13:14]
	v_add_f64 v[30:31], v[23:24], -v[15:16]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[26:27], -v[21:22]
	v_mov_b32_e32 v27, v1
	v_add_f64 v[13:14], v[13:14], -v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v31
	v_and_b32_e32 v10, 0x7ff, v0
	v_bfe_u32 v0, v18, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v26, 16, v10
	v_cmp_lt_u64_e32 vcc_lo, v[26:27], v[0:1]
	v_dual_cndmask_b32 v16, v16, v22 :: v_dual_cndmask_b32 v15, v15, v21
	v_mul_f64 v[21:22], v[28:29], s[46:47]
	v_dual_cndmask_b32 v18, v24, v20 :: v_dual_cndmask_b32 v17, v23, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[17:18], -v[15:16]
	v_add_f64 v[10:11], v[11:12], v[13:14]
	v_mul_f64 v[12:13], v[19:20], v[19:20]
	v_add_f64 v[17:18], v[17:18], -v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[10:11], v[21:22], v[10:11]
	v_mul_f64 v[21:22], v[12:13], s[72:73]
	v_mul_f64 v[23:24], v[12:13], s[60:61]
	v_mul_f64 v[26:27], v[12:13], s[66:67]
	v_mul_f64 v[28:29], v[12:13], s[78:79]
	v_mul_f64 v[30:31], v[12:13], v[12:13]
	v_add_f64 v[14:15], v[17:18], -v[15:16]
	v_mul_f64 v[36:37], v[12:13], 0.5
	v_mul_f64 v[10:11], v[10:11], -2.0
	v_and_b32_e32 v18, 2, v25
	v_add_f64 v[21:22], v[21:22], s[74:75]
	v_add_f64 v[23:24], v[23:24], s[62:63]
	v_add_f64 v[26:27], v[26:27], s[68:69]
	v_add_f64 v[28:29], v[28:29], s[80:81]
	v_mul_f64 v[32:33], v[12:13], v[30:31]
	v_mul_f64 v[16:17], v[30:31], v[30:31]
	v_mul_f64 v[30:31], v[19:20], v[12:13]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[10:11]
	v_add_f64 v[38:39], -v[36:37], 1.0
	v_mul_f64 v[21:22], v[12:13], v[21:22]
	v_mul_f64 v[23:24], v[12:13], v[23:24]
	v_mul_f64 v[26:27], v[12:13], v[26:27]
	v_mul_f64 v[28:29], v[32:33], v[28:29]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[10:11], v[10:11], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[21:22], v[21:22], s[76:77]
	v_add_f64 v[23:24], v[23:24], s[64:65]
	v_add_f64 v[26:27], v[26:27], s[70:71]
	v_rsq_f64_e32 v[34:35], v[10:11]
	v_cmp_class_f64_e64 vcc_lo, v[10:11], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[28:29], v[21:22]
	v_mul_f64 v[23:24], v[12:13], v[23:24]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[16:17], v[16:17], v[26:27]
	v_mul_f64 v[26:27], v[14:15], 0.5
	v_mul_f64 v[32:33], v[10:11], v[34:35]
	v_mul_f64 v[34:35], v[34:35], 0.5
	v_mul_f64 v[21:22], v[30:31], v[21:22]
	v_add_f64 v[16:17], v[23:24], v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[28:29], -v[34:35], v[32:33], 0.5
	v_add_f64 v[21:22], v[26:27], -v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[16:17], v[12:13], v[16:17]
	v_fma_f64 v[32:33], v[32:33], v[28:29], v[32:33]
	v_fma_f64 v[23:24], v[34:35], v[28:29], v[34:35]
	v_mul_f64 v[28:29], v[19:20], v[14:15]
	v_add_f64 v[34:35], -v[38:39], 1.0
	v_mul_f64 v[12:13], v[12:13], v[21:22]
	v_fma_f64 v[26:27], -v[32:33], v[32:33], v[10:11]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[16:17], v[16:17], -v[28:29]
	v_mul_f64 v[28:29], v[30:31], s[82:83]
	v_add_f64 v[12:13], v[12:13], -v[14:15]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[21:22], v[26:27], v[23:24], v[32:33]
	v_add_f64 v[26:27], v[34:35], -v[36:37]
	v_add_f64 v[12:13], v[12:13], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[14:15], -v[21:22], v[21:22], v[10:11]
	v_add_f64 v[16:17], v[26:27], v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[19:20], -v[12:13]
	v_mov_b32_e32 v19, v1
	v_cmp_eq_u64_e64 s1, 0, v[18:19]
	v_fma_f64 v[14:15], v[14:15], v[23:24], v[21:22]
	v_add_f64 v[16:17], v[38:39], v[16:17]
	v_xor_b32_e32 v18, 0x80000000, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v13, v13, v18, s1
	v_ldexp_f64 v[14:15], v[14:15], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v20, 0x80000000, v17
	v_and_b32_e32 v0, 1, v25
	v_cndmask_b32_e64 v17, v20, v17, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v13, v13, v17, s1
	v_cndmask_b32_e64 v12, v12, v16, s1
	v_dual_cndmask_b32 v11, v15, v11 :: v_dual_cndmask_b32 v10, v14, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[10:11], v[12:13], v[10:11]
	v_cvt_f32_f64_e32 v0, v[10:11]
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v5, v0
	ds_store_b32 v4, v0
.LBB0_34:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_44
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB0_43
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB0_40
	s_mov_b64 s[2:3], 0
	s_mov_b32 s101, 0
	.p2align	6
.LBB0_38:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v16, s101
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s101, s101, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
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
	s_cbranch_scc1 .LBB0_38
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s101, s96
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s101
	s_cbranch_vccnz .LBB0_41
	s_branch .LBB0_43
.LBB0_40:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB0_43
.LBB0_41:
	s_lshl_b32 s101, s2, 2
	s_mov_b64 s[2:3], s[22:23]
.LBB0_42:
	v_mov_b32_e32 v10, s101
	s_add_i32 s101, s101, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v10, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v10
	s_cbranch_scc1 .LBB0_42
.LBB0_43:
	ds_store_b32 v1, v0 offset:1032
.LBB0_44:
	s_or_b32 exec_lo, exec_lo, s1
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB0_45:
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB0_83
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB0_48
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v5, v5
	ds_store_b32 v4, v0
.LBB0_48:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_58
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB0_57
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB0_54
	s_mov_b64 s[2:3], 0
	s_mov_b32 s101, 0
	.p2align	6
.LBB0_52:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v16, s101
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s101, s101, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
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
	s_cbranch_scc1 .LBB0_52
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s101, s96
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s101
	s_cbranch_vccnz .LBB0_55
	s_branch .LBB0_57
.LBB0_54:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB0_57
.LBB0_55:
	s_lshl_b32 s101, s2, 2
	s_mov_b64 s[2:3], s[22:23]
.LBB0_56:
	v_mov_b32_e32 v10, s101
	s_add_i32 s101, s101, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v10, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v10
	s_cbranch_scc1 .LBB0_56
.LBB0_57:
	ds_store_b32 v1, v0 offset:1024
.LBB0_58:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB0_60
	global_load_b32 v0, v[2:3], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v5, -v0
	ds_store_b32 v4, v0
.LBB0_60:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_70
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB0_69
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB0_66
	s_mov_b64 s[2:3], 0
	s_mov_b32 s101, 0
	.p2align	6
.LBB0_64:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v16, s101
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s101, s101, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
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
	s_cbranch_scc1 .LBB0_64
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s101, s96
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s101
	s_cbranch_vccnz .LBB0_67
	s_branch .LBB0_69
.LBB0_66:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB0_69
.LBB0_67:
	s_lshl_b32 s101, s2, 2
	s_mov_b64 s[2:3], s[22:23]
.LBB0_68:
	v_mov_b32_e32 v10, s101
	s_add_i32 s101, s101, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v10, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v10
	s_cbranch_scc1 .LBB0_68
.LBB0_69:
	ds_store_b32 v1, v0 offset:1028
.LBB0_70:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	v_mul_f32_e32 v0, 0, v5
	ds_store_b32 v4, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_82
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB0_81
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB0_78
	s_mov_b64 s[2:3], 0
	s_mov_b32 s101, 0
	.p2align	6
.LBB0_76:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v16, s101
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s101, s101, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
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
	s_cbranch_scc1 .LBB0_76
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s101, s96
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s101
	s_cbranch_vccnz .LBB0_79
	s_branch .LBB0_81
.LBB0_78:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB0_81
.LBB0_79:
	s_lshl_b32 s101, s2, 2
	s_mov_b64 s[2:3], s[22:23]
.LBB0_80:
	v_mov_b32_e32 v10, s101
	s_add_i32 s101, s101, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v10, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v10
	s_cbranch_scc1 .LBB0_80
.LBB0_81:
	ds_store_b32 v1, v0 offset:1032
.LBB0_82:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB0_83:
	s_mul_f32 s2, s14, s12
	s_waitcnt vmcnt(0)
	buffer_gl0_inv
	s_cmp_gt_f32 s2, 0
	s_mul_f32 s1, s2, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s2, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s2, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v10, v0
	v_add_nc_u32_e32 v11, -1, v10
	v_add_nc_u32_e32 v12, 1, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v13, 0x80000000, v11
	v_xor_b32_e32 v14, 0x80000000, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v13, v13, v10, v0
	v_fma_f32 v14, v14, v10, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s2, 0, v13
	v_cndmask_b32_e64 v10, v10, v11, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v14
	v_cndmask_b32_e64 v10, v10, v12, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, 0x37800000, v10
	v_cndmask_b32_e64 v10, v10, v11, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v10, v0, s1
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_and_b32 vcc_lo, exec_lo, s15
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v10, v0, s9, s5
	s_cbranch_vccz .LBB0_92
	s_and_saveexec_b32 s2, s4
	s_cbranch_execz .LBB0_86
	s_mul_i32 s1, s100, 0xcd9e8d57
	global_load_b32 v41, v[2:3], off
	v_xor_b32_e32 v0, s1, v6
	s_mul_hi_u32 s1, s100, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s28, s1
	s_xor_b32 s1, s1, s99
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v7
	v_xor3_b32 v14, s1, s84, v12
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v14, 0
	v_xor_b32_e32 v0, v13, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v15, s85, v12
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v15, 0
	v_xor3_b32 v0, s86, v13, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, v16, s88, v12
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v13, 0
	v_xor3_b32 v0, s87, v12, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, v17, s89, v11
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v13, 0
	v_xor3_b32 v0, s90, v12, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, v14, s92, v11
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v14
	v_xor3_b32 v12, s91, v12, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s93, v11
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v12, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v12, s94, v12, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s29, v11
	v_mul_lo_u32 v13, 0xcd9e8d57, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v13, v12, s95
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[12:13], v0
	v_add_f64 v[12:13], v[12:13], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[12:13], v[12:13], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v13, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v13, 0x3fe6a09e, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[12:13], v[12:13], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[14:15], v[12:13], 2.0
	v_mul_f64 v[33:34], v[12:13], 0.5
	v_div_scale_f64 v[16:17], null, v[14:15], v[14:15], v[12:13]
	v_div_scale_f64 v[22:23], vcc_lo, v[12:13], v[14:15], v[12:13]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[12:13], v[33:34]
	v_rcp_f64_e32 v[18:19], v[16:17]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[20:21], -v[16:17], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[20:21], -v[16:17], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[22:23], v[18:19]
	v_fma_f64 v[16:17], -v[16:17], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[16:17], v[16:17], v[18:19], v[20:21]
	v_cvt_f64_u32_e32 v[18:19], v11
	v_add_co_ci_u32_e64 v11, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[31:32], v11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[14:15], v[16:17], v[14:15], v[12:13]
	v_add_f64 v[18:19], v[18:19], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[31:32], v[31:32], 32
	v_mul_f64 v[16:17], v[14:15], v[14:15]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[18:19], v[18:19], 0xffffffe0
	v_mul_f64 v[20:21], v[16:17], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[18:19], s[48:49]
	v_mul_f64 v[22:23], v[20:21], s[36:37]
	v_mul_f64 v[24:25], v[20:21], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[18:19], s[50:51]
	v_add_f64 v[22:23], v[22:23], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[24:25], s[24:25]
	v_add_f64 v[26:27], 0x43380000, v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], 0xc3380000, v[26:27]
	v_add_f64 v[22:23], v[22:23], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[24:25], s[34:35]
	v_mul_f64 v[29:30], v[27:28], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_mul_f64 v[20:21], v[20:21], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[24:25], v[18:19], v[29:30]
	v_cvt_f64_u32_e32 v[29:30], v0
	v_add_f64 v[22:23], v[22:23], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[31:32], v[29:30]
	v_mul_f64 v[16:17], v[16:17], v[22:23]
	v_mul_f64 v[22:23], v[27:28], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[29:30], s[44:45]
	v_add_f64 v[16:17], v[20:21], v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[24:25], v[22:23]
	v_add_f64 v[16:17], v[33:34], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], v[24:25], -v[20:21]
	v_mul_f64 v[14:15], v[14:15], v[16:17]
	v_mul_f64 v[16:17], v[27:28], s[54:55]
	v_mul_f64 v[27:28], v[27:28], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[31:32], v[22:23]
	v_add_f64 v[14:15], v[35:36], v[14:15]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[24:25], -v[16:17]
	v_add_f64 v[22:23], v[27:28], -v[22:23]
	v_mov_b32_e32 v28, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[14:15], v[14:15], -v[33:34]
	v_lshrrev_b32_e32 v0, 20, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v11, 0x7ff, v0
	v_bfe_u32 v0, v19, 20, 11
	v_add_nc_u32_e32 v27, 16, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[27:28], v[0:1]
	v_dual_cndmask_b32 v17, v17, v23 :: v_dual_cndmask_b32 v16, v16, v22
	v_mul_f64 v[22:23], v[29:30], s[46:47]
	v_dual_cndmask_b32 v19, v25, v21 :: v_dual_cndmask_b32 v18, v24, v20
	v_add_f64 v[20:21], v[18:19], -v[16:17]
	v_add_f64 v[11:12], v[12:13], v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[13:14], v[20:21], v[20:21]
	v_add_f64 v[18:19], v[18:19], -v[20:21]
	v_add_f64 v[11:12], v[22:23], v[11:12]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[22:23], v[13:14], s[72:73]
	v_mul_f64 v[24:25], v[13:14], s[60:61]
	v_mul_f64 v[27:28], v[13:14], s[66:67]
	v_mul_f64 v[29:30], v[13:14], s[78:79]
	v_mul_f64 v[31:32], v[13:14], v[13:14]
	v_add_f64 v[15:16], v[18:19], -v[16:17]
	v_mul_f64 v[37:38], v[13:14], 0.5
	v_mul_f64 v[11:12], v[11:12], -2.0
	v_add_f64 v[22:23], v[22:23], s[74:75]
	v_add_f64 v[24:25], v[24:25], s[62:63]
	v_add_f64 v[27:28], v[27:28], s[68:69]
	v_add_f64 v[29:30], v[29:30], s[80:81]
	v_mul_f64 v[33:34], v[13:14], v[31:32]
	v_mul_f64 v[17:18], v[31:32], v[31:32]
	v_mul_f64 v[31:32], v[20:21], v[13:14]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[11:12]
	v_add_f64 v[39:40], -v[37:38], 1.0
	v_mul_f64 v[22:23], v[13:14], v[22:23]
	v_mul_f64 v[24:25], v[13:14], v[24:25]
	v_mul_f64 v[27:28], v[13:14], v[27:28]
	v_mul_f64 v[29:30], v[33:34], v[29:30]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[11:12], v[11:12], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[22:23], v[22:23], s[76:77]
	v_add_f64 v[24:25], v[24:25], s[64:65]
	v_add_f64 v[27:28], v[27:28], s[70:71]
	v_rsq_f64_e32 v[35:36], v[11:12]
	v_cmp_class_f64_e64 vcc_lo, v[11:12], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[29:30], v[22:23]
	v_mul_f64 v[24:25], v[13:14], v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[17:18], v[17:18], v[27:28]
	v_mul_f64 v[27:28], v[15:16], 0.5
	v_mul_f64 v[33:34], v[11:12], v[35:36]
	v_mul_f64 v[35:36], v[35:36], 0.5
	v_mul_f64 v[22:23], v[31:32], v[22:23]
	v_add_f64 v[17:18], v[24:25], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[29:30], -v[35:36], v[33:34], 0.5
	v_add_f64 v[22:23], v[27:28], -v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[13:14], v[17:18]
	v_fma_f64 v[33:34], v[33:34], v[29:30], v[33:34]
	v_fma_f64 v[24:25], v[35:36], v[29:30], v[35:36]
	v_mul_f64 v[29:30], v[20:21], v[15:16]
	v_add_f64 v[35:36], -v[39:40], 1.0
	v_mul_f64 v[13:14], v[13:14], v[22:23]
	v_fma_f64 v[27:28], -v[33:34], v[33:34], v[11:12]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[17:18], v[17:18], -v[29:30]
	v_mul_f64 v[29:30], v[31:32], s[82:83]
	v_add_f64 v[13:14], v[13:14], -v[15:16]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[22:23], v[27:28], v[24:25], v[33:34]
	v_add_f64 v[27:28], v[35:36], -v[37:38]
	v_add_f64 v[13:14], v[13:14], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[15:16], -v[22:23], v[22:23], v[11:12]
	v_add_f64 v[17:18], v[27:28], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[13:14], v[20:21], -v[13:14]
	v_mov_b32_e32 v20, v1
	v_fma_f64 v[15:16], v[15:16], v[24:25], v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[39:40], v[17:18]
	v_ldexp_f64 v[15:16], v[15:16], v0
	v_and_b32_e32 v19, 2, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v21, 0x80000000, v18
	v_and_b32_e32 v0, 1, v26
	v_cndmask_b32_e32 v12, v16, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[19:20]
	v_xor_b32_e32 v19, 0x80000000, v14
	v_cndmask_b32_e32 v11, v15, v11, vcc_lo
	v_cndmask_b32_e64 v18, v21, v18, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v14, v14, v19, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v14, v14, v18, s1
	v_cndmask_b32_e64 v13, v13, v17, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[11:12], v[13:14], v[11:12]
	v_cvt_f32_f64_e32 v0, v[11:12]
	ds_load_2addr_b32 v[11:12], v9 offset1:1
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v12, v5, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v11, v5, v11 :: v_dual_sub_f32 v0, v0, v12
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v11, -v41, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, v10, v0 :: v_dual_mul_f32 v11, s8, v11
	v_sub_f32_e32 v11, v5, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v11, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v4, v0
.LBB0_86:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_103
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB0_102
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB0_99
	s_mov_b64 s[2:3], 0
	s_mov_b32 s101, 0
	.p2align	6
.LBB0_90:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v17, s101
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s101, s101, 32
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
	s_cbranch_scc1 .LBB0_90
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s101, s96
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s101
	s_cbranch_vccnz .LBB0_100
	s_branch .LBB0_102
.LBB0_92:
	s_cbranch_execnz .LBB0_104
.LBB0_93:
	s_and_b32 vcc_lo, exec_lo, s15
	buffer_gl0_inv
	s_cbranch_vccz .LBB0_117
.LBB0_94:
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_96
	global_load_b32 v0, v1, s[18:19]
	v_add_nc_u32_e64 v11, 0x400, 0
	ds_load_2addr_b32 v[11:12], v11 offset1:3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v11, -1.0, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v11, 0x7fffffff, v11
	v_cmp_lt_f32_e32 vcc_lo, 0x3b03126f, v11
	v_cndmask_b32_e64 v11, 0, 1.0, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v12
	v_cndmask_b32_e64 v12, 0, 2.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v11, v12, v11
	v_cvt_u32_f32_e32 v11, v11
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v11
	global_store_b32 v1, v0, s[18:19]
.LBB0_96:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v0, v5
	s_and_saveexec_b32 s1, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s1
	s_cbranch_execz .LBB0_98
	s_mul_i32 s1, s100, 0xcd9e8d57
	global_load_b32 v41, v[2:3], off
	v_xor_b32_e32 v0, s1, v6
	s_mul_hi_u32 s1, s100, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s28, s1
	s_xor_b32 s1, s1, s99
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v7
	v_xor3_b32 v14, s1, s84, v12
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v14, 0
	v_xor_b32_e32 v0, v13, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v15, s85, v12
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v15, 0
	v_xor3_b32 v0, s86, v13, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, v16, s88, v12
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v13, 0
	v_xor3_b32 v0, s87, v12, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, v17, s89, v11
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v13, 0
	v_xor3_b32 v0, s90, v12, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, v14, s92, v11
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v14
	v_xor3_b32 v12, s91, v12, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s93, v11
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v12, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v12, s94, v12, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s29, v11
	v_mul_lo_u32 v13, 0xcd9e8d57, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v13, v12, s95
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[12:13], v0
	v_add_f64 v[12:13], v[12:13], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[12:13], v[12:13], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v13, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v13, 0x3fe6a09e, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[12:13], v[12:13], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[14:15], v[12:13], 2.0
	v_mul_f64 v[33:34], v[12:13], 0.5
	v_div_scale_f64 v[16:17], null, v[14:15], v[14:15], v[12:13]
	v_div_scale_f64 v[22:23], vcc_lo, v[12:13], v[14:15], v[12:13]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[12:13], v[33:34]
	v_rcp_f64_e32 v[18:19], v[16:17]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[20:21], -v[16:17], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[20:21], -v[16:17], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[22:23], v[18:19]
	v_fma_f64 v[16:17], -v[16:17], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[16:17], v[16:17], v[18:19], v[20:21]
	v_cvt_f64_u32_e32 v[18:19], v11
	v_add_co_ci_u32_e64 v11, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[31:32], v11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[14:15], v[16:17], v[14:15], v[12:13]
	v_add_f64 v[18:19], v[18:19], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[31:32], v[31:32], 32
	v_mul_f64 v[16:17], v[14:15], v[14:15]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[18:19], v[18:19], 0xffffffe0
	v_mul_f64 v[20:21], v[16:17], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[18:19], s[48:49]
	v_mul_f64 v[22:23], v[20:21], s[36:37]
	v_mul_f64 v[24:25], v[20:21], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[18:19], s[50:51]
	v_add_f64 v[22:23], v[22:23], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[24:25], s[24:25]
	v_add_f64 v[26:27], 0x43380000, v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], 0xc3380000, v[26:27]
	v_add_f64 v[22:23], v[22:23], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[24:25], s[34:35]
	v_mul_f64 v[29:30], v[27:28], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_mul_f64 v[20:21], v[20:21], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[24:25], v[18:19], v[29:30]
	v_cvt_f64_u32_e32 v[29:30], v0
	v_add_f64 v[22:23], v[22:23], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[31:32], v[29:30]
	v_mul_f64 v[16:17], v[16:17], v[22:23]
	v_mul_f64 v[22:23], v[27:28], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[29:30], s[44:45]
	v_add_f64 v[16:17], v[20:21], v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[24:25], v[22:23]
	v_add_f64 v[16:17], v[33:34], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], v[24:25], -v[20:21]
	v_mul_f64 v[14:15], v[14:15], v[16:17]
	v_mul_f64 v[16:17], v[27:28], s[54:55]
	v_mul_f64 v[27:28], v[27:28], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[31:32], v[22:23]
	v_add_f64 v[14:15], v[35:36], v[14:15]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[24:25], -v[16:17]
	v_add_f64 v[22:23], v[27:28], -v[22:23]
	v_mov_b32_e32 v28, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[14:15], v[14:15], -v[33:34]
	v_lshrrev_b32_e32 v0, 20, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v11, 0x7ff, v0
	v_bfe_u32 v0, v19, 20, 11
	v_add_nc_u32_e32 v27, 16, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[27:28], v[0:1]
	v_dual_cndmask_b32 v17, v17, v23 :: v_dual_cndmask_b32 v16, v16, v22
	v_mul_f64 v[22:23], v[29:30], s[46:47]
	v_dual_cndmask_b32 v19, v25, v21 :: v_dual_cndmask_b32 v18, v24, v20
	v_add_f64 v[20:21], v[18:19], -v[16:17]
	v_add_f64 v[11:12], v[12:13], v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[13:14], v[20:21], v[20:21]
	v_add_f64 v[18:19], v[18:19], -v[20:21]
	v_add_f64 v[11:12], v[22:23], v[11:12]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[22:23], v[13:14], s[72:73]
	v_mul_f64 v[24:25], v[13:14], s[60:61]
	v_mul_f64 v[27:28], v[13:14], s[66:67]
	v_mul_f64 v[29:30], v[13:14], s[78:79]
	v_mul_f64 v[31:32], v[13:14], v[13:14]
	v_add_f64 v[15:16], v[18:19], -v[16:17]
	v_mul_f64 v[37:38], v[13:14], 0.5
	v_mul_f64 v[11:12], v[11:12], -2.0
	v_add_f64 v[22:23], v[22:23], s[74:75]
	v_add_f64 v[24:25], v[24:25], s[62:63]
	v_add_f64 v[27:28], v[27:28], s[68:69]
	v_add_f64 v[29:30], v[29:30], s[80:81]
	v_mul_f64 v[33:34], v[13:14], v[31:32]
	v_mul_f64 v[17:18], v[31:32], v[31:32]
	v_mul_f64 v[31:32], v[20:21], v[13:14]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[11:12]
	v_add_f64 v[39:40], -v[37:38], 1.0
	v_mul_f64 v[22:23], v[13:14], v[22:23]
	v_mul_f64 v[24:25], v[13:14], v[24:25]
	v_mul_f64 v[27:28], v[13:14], v[27:28]
	v_mul_f64 v[29:30], v[33:34], v[29:30]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[11:12], v[11:12], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[22:23], v[22:23], s[76:77]
	v_add_f64 v[24:25], v[24:25], s[64:65]
	v_add_f64 v[27:28], v[27:28], s[70:71]
	v_rsq_f64_e32 v[35:36], v[11:12]
	v_cmp_class_f64_e64 vcc_lo, v[11:12], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[29:30], v[22:23]
	v_mul_f64 v[24:25], v[13:14], v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[17:18], v[17:18], v[27:28]
	v_mul_f64 v[27:28], v[15:16], 0.5
	v_mul_f64 v[33:34], v[11:12], v[35:36]
	v_mul_f64 v[35:36], v[35:36], 0.5
	v_mul_f64 v[22:23], v[31:32], v[22:23]
	v_add_f64 v[17:18], v[24:25], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[29:30], -v[35:36], v[33:34], 0.5
	v_add_f64 v[22:23], v[27:28], -v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[13:14], v[17:18]
	v_fma_f64 v[33:34], v[33:34], v[29:30], v[33:34]
	v_fma_f64 v[24:25], v[35:36], v[29:30], v[35:36]
	v_mul_f64 v[29:30], v[20:21], v[15:16]
	v_add_f64 v[35:36], -v[39:40], 1.0
	v_mul_f64 v[13:14], v[13:14], v[22:23]
	v_fma_f64 v[27:28], -v[33:34], v[33:34], v[11:12]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[17:18], v[17:18], -v[29:30]
	v_mul_f64 v[29:30], v[31:32], s[82:83]
	v_add_f64 v[13:14], v[13:14], -v[15:16]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[22:23], v[27:28], v[24:25], v[33:34]
	v_add_f64 v[27:28], v[35:36], -v[37:38]
	v_add_f64 v[13:14], v[13:14], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[15:16], -v[22:23], v[22:23], v[11:12]
	v_add_f64 v[17:18], v[27:28], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[13:14], v[20:21], -v[13:14]
	v_mov_b32_e32 v20, v1
	v_fma_f64 v[15:16], v[15:16], v[24:25], v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[39:40], v[17:18]
	v_ldexp_f64 v[15:16], v[15:16], v0
	v_and_b32_e32 v19, 2, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v21, 0x80000000, v18
	v_and_b32_e32 v0, 1, v26
	v_cndmask_b32_e32 v12, v16, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[19:20]
	v_xor_b32_e32 v19, 0x80000000, v14
	v_cndmask_b32_e32 v11, v15, v11, vcc_lo
	v_cndmask_b32_e64 v18, v21, v18, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v14, v14, v19, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v14, v14, v18, s1
	v_cndmask_b32_e64 v13, v13, v17, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f64 v[11:12], v[13:14], v[11:12]
	ds_load_b32 v0, v1 offset:1036
	ds_load_2addr_b32 v[13:14], v9 offset1:1
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v15, 0x4f800000, v0 :: v_dual_mul_f32 v14, v5, v14
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v15, v0, v15, vcc_lo
	v_cvt_f32_f64_e32 v11, v[11:12]
	v_sqrt_f32_e32 v12, v15
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v16, -1, v12
	v_xor_b32_e32 v18, 0x80000000, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, v18, v12, v15
	v_cmp_ge_f32_e64 s1, 0, v18
	v_sub_f32_e32 v11, v11, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v10, v10, v11 :: v_dual_add_nc_u32 v17, 1, v12
	v_xor_b32_e32 v19, 0x80000000, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v19, v19, v12, v15
	v_cndmask_b32_e64 v12, v12, v16, s1
	v_cmp_lt_f32_e64 s1, 0, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v12, v12, v17, s1
	v_dual_mul_f32 v16, 0x37800000, v12 :: v_dual_mul_f32 v13, v5, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v12, v12, v16, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v13, -v41, v13
	v_cmp_class_f32_e64 vcc_lo, v15, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, s8, v13
	v_sub_f32_e32 v13, v5, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v11, v12, v15 :: v_dual_add_f32 v10, v13, v10
	v_div_scale_f32 v12, null, v11, v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v13, v12
	v_fma_f32 v14, -v12, v13, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v13, v14, v13
	v_div_scale_f32 v14, vcc_lo, v10, v11, v10
	v_mul_f32_e32 v15, v14, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, -v12, v15, v14
	v_fmac_f32_e32 v15, v16, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v12, -v12, v15, v14
	v_div_fmas_f32 v12, v12, v13, v15
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v10, v12, v11, v10
	v_cndmask_b32_e32 v0, v10, v5, vcc_lo
.LBB0_98:
	s_or_b32 exec_lo, exec_lo, s2
	s_branch .LBB0_6
.LBB0_99:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB0_102
.LBB0_100:
	s_lshl_b32 s101, s2, 2
	s_mov_b64 s[2:3], s[22:23]
.LBB0_101:
	v_mov_b32_e32 v11, s101
	s_add_i32 s101, s101, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v11, v11
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v11
	s_cbranch_scc1 .LBB0_101
.LBB0_102:
	ds_store_b32 v1, v0 offset:1036
.LBB0_103:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB0_93
.LBB0_104:
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB0_106
	global_load_b32 v0, v[2:3], off
	ds_load_b32 v11, v1 offset:1028
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v5, v11
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v11
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v5, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v4, v0
.LBB0_106:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_116
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB0_115
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB0_112
	s_mov_b64 s[2:3], 0
	s_mov_b32 s101, 0
	.p2align	6
.LBB0_110:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v17, s101
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s101, s101, 32
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
	s_cbranch_scc1 .LBB0_110
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s101, s96
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s101
	s_cbranch_vccnz .LBB0_113
	s_branch .LBB0_115
.LBB0_112:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB0_115
.LBB0_113:
	s_lshl_b32 s101, s2, 2
	s_mov_b64 s[2:3], s[22:23]
.LBB0_114:
	v_mov_b32_e32 v11, s101
	s_add_i32 s101, s101, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v11, v11
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v11
	s_cbranch_scc1 .LBB0_114
.LBB0_115:
	ds_store_b32 v1, v0 offset:1036
.LBB0_116:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s15
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_94
.LBB0_117:
	s_cbranch_execz .LBB0_6
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_120
	global_load_b32 v0, v1, s[18:19]
	v_add_nc_u32_e64 v10, 0x400, 0
	ds_load_2addr_b32 v[10:11], v10 offset1:3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, -1.0, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v10, 0x7fffffff, v10
	v_cmp_lt_f32_e32 vcc_lo, 0x3b03126f, v10
	v_cndmask_b32_e64 v10, 0, 1.0, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v11
	v_cndmask_b32_e64 v11, 0, 2.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, v11, v10
	v_cvt_u32_f32_e32 v10, v10
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v10
	global_store_b32 v1, v0, s[18:19]
.LBB0_120:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s1
	s_cbranch_execz .LBB0_5
	global_load_b32 v0, v[2:3], off
	v_add_nc_u32_e64 v10, 0x400, 0
	ds_load_2addr_b32 v[10:11], v10 offset0:1 offset1:3
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v12, 0x4f800000, v11
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v11
	v_mul_f32_e32 v10, v5, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v12, v11, v12, vcc_lo
	v_sqrt_f32_e32 v13, v12
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v14, -1, v13
	v_add_nc_u32_e32 v15, 1, v13
	v_xor_b32_e32 v16, 0x80000000, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v17, 0x80000000, v15
	v_fma_f32 v16, v16, v13, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v17, v17, v13, v12
	v_cmp_ge_f32_e64 s1, 0, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v13, v13, v14, s1
	v_cmp_lt_f32_e64 s1, 0, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v13, v13, v15, s1
	v_mul_f32_e32 v14, 0x37800000, v13
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v0, -v0, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v10, v13, v14, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v12, 0x260
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v10, v10, v12, vcc_lo
	v_sub_f32_e32 v0, v5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v12, null, v10, v10, v0
	v_rcp_f32_e32 v13, v12
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v14, -v12, v13, 1.0
	v_fmac_f32_e32 v13, v14, v13
	v_div_scale_f32 v14, vcc_lo, v0, v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v14, v13
	v_fma_f32 v16, -v12, v15, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v15, v16, v13
	v_fma_f32 v12, -v12, v15, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v12, v12, v13, v15
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v11
	v_div_fixup_f32 v0, v12, v10, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v5, v0, v5, vcc_lo
	s_branch .LBB0_5
.LBB0_122:
	s_and_saveexec_b32 s0, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB0_124
	s_waitcnt vmcnt(0)
	global_store_b32 v4, v5, s[6:7]
.LBB0_124:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_sphere_align_w256
		.amdhsa_group_segment_fixed_size 1040
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
.Lfunc_end0:
	.size	tessera_sphere_align_w256, .Lfunc_end0-tessera_sphere_align_w256

	.set tessera_sphere_align_w256.num_vgpr, 42
	.set tessera_sphere_align_w256.num_agpr, 0
	.set tessera_sphere_align_w256.numbered_sgpr, 102
	.set tessera_sphere_align_w256.num_named_barrier, 0
	.set tessera_sphere_align_w256.private_seg_size, 0
	.set tessera_sphere_align_w256.uses_vcc, 1
	.set tessera_sphere_align_w256.uses_flat_scratch, 0
	.set tessera_sphere_align_w256.has_dyn_sized_stack, 0
	.set tessera_sphere_align_w256.has_recursion, 0
	.set tessera_sphere_align_w256.has_indirect_call, 0
	.globl	tessera_sphere_align_w1024
	.p2align	8
	.type	tessera_sphere_align_w1024,@function
tessera_sphere_align_w1024:
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
	s_cbranch_vccnz .LBB1_124
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
	s_cbranch_scc1 .LBB1_122
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x30
	s_load_b128 s[28:31], s[0:1], 0x50
	v_add_co_u32 v1, s0, s22, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s23, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v1, 0
	s_mov_b32 s23, 0
	v_cmp_gt_u64_e64 s97, s[24:25], 7
	v_mov_b32_e32 v1, 0
	s_mov_b32 s36, 0xdf3e5244
	s_mov_b32 s38, 0x96cb03de
	s_mov_b32 s40, 0x94229359
	v_xor_b32_e32 v0, v8, v2
	s_mov_b32 s42, 0x55555593
	s_mov_b32 s44, 0x35793c76
	s_mov_b32 s46, 0xfee00000
	s_mov_b32 s48, 0x54442d18
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_xor_b32_e32 v0, s29, v0
	s_cselect_b32 s5, -1, 0
	s_add_u32 s1, s20, s34
	s_addc_u32 s11, s21, s35
	s_lshl_b64 s[2:3], s[2:3], 2
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v0, 0
	s_add_u32 s18, s18, s2
	s_addc_u32 s19, s19, s3
	s_cmp_lg_u32 s10, 0
	v_add_co_u32 v2, s1, s1, v4
	s_cselect_b32 s15, -1, 0
	s_cmp_lg_u64 s[24:25], 0
	v_add_co_ci_u32_e64 v3, null, s11, 0, s1
	s_cselect_b32 s33, -1, 0
	s_add_u32 s1, s28, 0x9e3779b9
	s_add_u32 s20, s29, 0xbb67ae85
	s_add_u32 s21, s28, 0x3c6ef372
	s_add_u32 s84, s29, 0x76cf5d0a
	s_add_u32 s85, s28, 0xdaa66d2b
	s_add_u32 s86, s29, 0x32370b8f
	s_add_u32 s87, s28, 0x78dde6e4
	s_add_u32 s88, s29, 0xed9eba14
	s_add_u32 s89, s28, 0x1715609d
	s_add_u32 s90, s29, 0xa9066899
	s_add_u32 s91, s28, 0xb54cda56
	s_add_u32 s92, s29, 0x646e171e
	s_add_u32 s93, s28, 0x5384540f
	s_add_u32 s94, s29, 0x1fd5c5a3
	s_add_u32 s29, s29, 0xdb3d7428
	s_add_i32 s95, s28, 0x8ff34781
	s_add_u32 s2, s24, -1
	s_addc_u32 s3, s25, -1
	s_and_b32 s22, s24, 7
	v_cmp_gt_u64_e64 s98, s[2:3], 6
	v_xor_b32_e32 v6, s1, v9
	s_and_b32 s10, s24, 0x7f8
	v_xor_b32_e32 v7, s20, v7
	v_xor_b32_e32 v8, s21, v8
	v_mov_b32_e32 v9, 0x1004
	s_cmp_lg_u64 s[22:23], 0
	s_mov_b32 s20, 0xd078c69f
	s_mov_b32 s24, 0x1d8e78af
	s_mov_b32 s34, 0x9997fa04
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
	s_mov_b32 s11, s23
	s_cselect_b32 s96, -1, 0
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
	s_branch .LBB1_7
.LBB1_5:
	s_or_b32 exec_lo, exec_lo, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v5
.LBB1_6:
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v5, v0
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[16:17], s[26:27]
	s_cbranch_scc1 .LBB1_122
.LBB1_7:
	s_add_u32 s99, s16, s30
	s_addc_u32 s100, s17, s31
	s_and_b32 vcc_lo, exec_lo, s15
	s_mov_b32 s1, -1
	s_cbranch_vccz .LBB1_45
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB1_10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v5, v5
	ds_store_b32 v4, v0
.LBB1_10:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB1_20
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB1_19
	s_and_not1_b32 vcc_lo, exec_lo, s97
	s_cbranch_vccnz .LBB1_16
	s_mov_b64 s[2:3], 0
	s_mov_b32 s101, 0
	.p2align	6
.LBB1_14:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v16, s101
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s101, s101, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
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
	s_cbranch_scc1 .LBB1_14
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s101, s96
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s101
	s_cbranch_vccnz .LBB1_17
	s_branch .LBB1_19
.LBB1_16:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB1_19
.LBB1_17:
	s_lshl_b32 s101, s2, 2
	s_mov_b64 s[2:3], s[22:23]
.LBB1_18:
	v_mov_b32_e32 v10, s101
	s_add_i32 s101, s101, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v10, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v10
	s_cbranch_scc1 .LBB1_18
.LBB1_19:
	ds_store_b32 v1, v0 offset:4096
.LBB1_20:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB1_22
	global_load_b32 v0, v[2:3], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v5, -v0
	ds_store_b32 v4, v0
.LBB1_22:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB1_32
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB1_31
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB1_28
	s_mov_b64 s[2:3], 0
	s_mov_b32 s101, 0
	.p2align	6
.LBB1_26:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v16, s101
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s101, s101, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
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
	s_cbranch_scc1 .LBB1_26
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s101, s96
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s101
	s_cbranch_vccnz .LBB1_29
	s_branch .LBB1_31
.LBB1_28:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB1_31
.LBB1_29:
	s_lshl_b32 s101, s2, 2
	s_mov_b64 s[2:3], s[22:23]
.LBB1_30:
	v_mov_b32_e32 v10, s101
	s_add_i32 s101, s101, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v10, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v10
	s_cbranch_scc1 .LBB1_30
.LBB1_31:
	ds_store_b32 v1, v0 offset:4100
.LBB1_32:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s2, s4
	s_cbranch_execz .LBB1_34
	s_mul_i32 s1, s100, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_xor_b32_e32 v0, s1, v6
	s_mul_hi_u32 s1, s100, 0xcd9e8d57
	s_xor_b32 s1, s28, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, s99
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v7
	v_xor3_b32 v13, s1, s84, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v12, v8
	v_xor3_b32 v14, v14, s85, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v14, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s86, v12, v10
	v_xor3_b32 v12, v15, s88, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v12, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s87, v11, v13
	v_xor3_b32 v12, v16, s89, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v12, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s90, v11, v14
	v_xor3_b32 v13, v13, s92, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, s91, v11, v15
	v_xor3_b32 v0, v0, s93, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v11, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, s94, v11, v12
	v_xor3_b32 v0, v0, s29, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v12, 0xcd9e8d57, v11
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v12, v11, s95
	v_cvt_f64_u32_e32 v[11:12], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[11:12], v[11:12], 0.5
	v_ldexp_f64 v[11:12], v[11:12], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v12
	v_and_b32_e32 v12, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v12, 0x3fe6a09e, v12
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[11:12], v[11:12], -1.0
	v_add_f64 v[13:14], v[11:12], 2.0
	v_mul_f64 v[32:33], v[11:12], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[15:16], null, v[13:14], v[13:14], v[11:12]
	v_div_scale_f64 v[21:22], vcc_lo, v[11:12], v[13:14], v[11:12]
	v_mul_f64 v[32:33], v[11:12], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[17:18], v[15:16]
	v_fma_f64 v[19:20], -v[15:16], v[17:18], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	v_fma_f64 v[19:20], -v[15:16], v[17:18], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	v_mul_f64 v[19:20], v[21:22], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[15:16], -v[15:16], v[19:20], v[21:22]
	v_div_fmas_f64 v[15:16], v[15:16], v[17:18], v[19:20]
	v_cvt_f64_u32_e32 v[17:18], v10
	v_add_co_ci_u32_e64 v10, null, 0, -1, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[30:31], v10
	v_div_fixup_f64 v[13:14], v[15:16], v[13:14], v[11:12]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[17:18], v[17:18], 0.5
	v_ldexp_f64 v[30:31], v[30:31], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[15:16], v[13:14], v[13:14]
	v_ldexp_f64 v[17:18], v[17:18], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[15:16], v[15:16]
	v_mul_f64 v[17:18], v[17:18], s[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[21:22], v[19:20], s[36:37]
	v_mul_f64 v[23:24], v[19:20], s[20:21]
	v_mul_f64 v[25:26], v[17:18], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[21:22], v[21:22], s[38:39]
	v_add_f64 v[23:24], v[23:24], s[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], 0x43380000, v[25:26]
	v_mul_f64 v[21:22], v[19:20], v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	v_add_f64 v[26:27], 0xc3380000, v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[21:22], v[21:22], s[40:41]
	v_add_f64 v[23:24], v[23:24], s[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], s[52:53]
	v_mul_f64 v[21:22], v[19:20], v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[19:20], v[19:20], v[23:24]
	v_add_f64 v[23:24], v[17:18], v[28:29]
	v_cvt_f64_u32_e32 v[28:29], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[42:43]
	v_add_f64 v[28:29], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[15:16], v[15:16], v[21:22]
	v_mul_f64 v[21:22], v[26:27], s[56:57]
	v_mul_f64 v[34:35], v[28:29], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[15:16], v[19:20], v[15:16]
	v_add_f64 v[19:20], v[23:24], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], v[32:33], v[15:16]
	v_add_f64 v[30:31], v[23:24], -v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[13:14], v[13:14], v[15:16]
	v_mul_f64 v[15:16], v[26:27], s[54:55]
	v_mul_f64 v[26:27], v[26:27], s[58:59]
	v_add_f64 v[21:22], v[30:31], v[21:22]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[13:14], v[34:35], v[13:14]
	v_add_f64 v[30:31], v[23:24], -v[15:16]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[26:27], -v[21:22]
	v_mov_b32_e32 v27, v1
	v_add_f64 v[13:14], v[13:14], -v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v31
	v_and_b32_e32 v10, 0x7ff, v0
	v_bfe_u32 v0, v18, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v26, 16, v10
	v_cmp_lt_u64_e32 vcc_lo, v[26:27], v[0:1]
	v_dual_cndmask_b32 v16, v16, v22 :: v_dual_cndmask_b32 v15, v15, v21
	v_mul_f64 v[21:22], v[28:29], s[46:47]
	v_dual_cndmask_b32 v18, v24, v20 :: v_dual_cndmask_b32 v17, v23, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[17:18], -v[15:16]
	v_add_f64 v[10:11], v[11:12], v[13:14]
	v_mul_f64 v[12:13], v[19:20], v[19:20]
	v_add_f64 v[17:18], v[17:18], -v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[10:11], v[21:22], v[10:11]
	v_mul_f64 v[21:22], v[12:13], s[72:73]
	v_mul_f64 v[23:24], v[12:13], s[60:61]
	v_mul_f64 v[26:27], v[12:13], s[66:67]
	v_mul_f64 v[28:29], v[12:13], s[78:79]
	v_mul_f64 v[30:31], v[12:13], v[12:13]
	v_add_f64 v[14:15], v[17:18], -v[15:16]
	v_mul_f64 v[36:37], v[12:13], 0.5
	v_mul_f64 v[10:11], v[10:11], -2.0
	v_and_b32_e32 v18, 2, v25
	v_add_f64 v[21:22], v[21:22], s[74:75]
	v_add_f64 v[23:24], v[23:24], s[62:63]
	v_add_f64 v[26:27], v[26:27], s[68:69]
	v_add_f64 v[28:29], v[28:29], s[80:81]
	v_mul_f64 v[32:33], v[12:13], v[30:31]
	v_mul_f64 v[16:17], v[30:31], v[30:31]
	v_mul_f64 v[30:31], v[19:20], v[12:13]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[10:11]
	v_add_f64 v[38:39], -v[36:37], 1.0
	v_mul_f64 v[21:22], v[12:13], v[21:22]
	v_mul_f64 v[23:24], v[12:13], v[23:24]
	v_mul_f64 v[26:27], v[12:13], v[26:27]
	v_mul_f64 v[28:29], v[32:33], v[28:29]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[10:11], v[10:11], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[21:22], v[21:22], s[76:77]
	v_add_f64 v[23:24], v[23:24], s[64:65]
	v_add_f64 v[26:27], v[26:27], s[70:71]
	v_rsq_f64_e32 v[34:35], v[10:11]
	v_cmp_class_f64_e64 vcc_lo, v[10:11], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[28:29], v[21:22]
	v_mul_f64 v[23:24], v[12:13], v[23:24]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[16:17], v[16:17], v[26:27]
	v_mul_f64 v[26:27], v[14:15], 0.5
	v_mul_f64 v[32:33], v[10:11], v[34:35]
	v_mul_f64 v[34:35], v[34:35], 0.5
	v_mul_f64 v[21:22], v[30:31], v[21:22]
	v_add_f64 v[16:17], v[23:24], v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[28:29], -v[34:35], v[32:33], 0.5
	v_add_f64 v[21:22], v[26:27], -v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[16:17], v[12:13], v[16:17]
	v_fma_f64 v[32:33], v[32:33], v[28:29], v[32:33]
	v_fma_f64 v[23:24], v[34:35], v[28:29], v[34:35]
	v_mul_f64 v[28:29], v[19:20], v[14:15]
	v_add_f64 v[34:35], -v[38:39], 1.0
	v_mul_f64 v[12:13], v[12:13], v[21:22]
	v_fma_f64 v[26:27], -v[32:33], v[32:33], v[10:11]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[16:17], v[16:17], -v[28:29]
	v_mul_f64 v[28:29], v[30:31], s[82:83]
	v_add_f64 v[12:13], v[12:13], -v[14:15]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[21:22], v[26:27], v[23:24], v[32:33]
	v_add_f64 v[26:27], v[34:35], -v[36:37]
	v_add_f64 v[12:13], v[12:13], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[14:15], -v[21:22], v[21:22], v[10:11]
	v_add_f64 v[16:17], v[26:27], v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[19:20], -v[12:13]
	v_mov_b32_e32 v19, v1
	v_cmp_eq_u64_e64 s1, 0, v[18:19]
	v_fma_f64 v[14:15], v[14:15], v[23:24], v[21:22]
	v_add_f64 v[16:17], v[38:39], v[16:17]
	v_xor_b32_e32 v18, 0x80000000, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v13, v13, v18, s1
	v_ldexp_f64 v[14:15], v[14:15], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v20, 0x80000000, v17
	v_and_b32_e32 v0, 1, v25
	v_cndmask_b32_e64 v17, v20, v17, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v13, v13, v17, s1
	v_cndmask_b32_e64 v12, v12, v16, s1
	v_dual_cndmask_b32 v11, v15, v11 :: v_dual_cndmask_b32 v10, v14, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[10:11], v[12:13], v[10:11]
	v_cvt_f32_f64_e32 v0, v[10:11]
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v5, v0
	ds_store_b32 v4, v0
.LBB1_34:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB1_44
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB1_43
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB1_40
	s_mov_b64 s[2:3], 0
	s_mov_b32 s101, 0
	.p2align	6
.LBB1_38:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v16, s101
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s101, s101, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
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
	s_cbranch_scc1 .LBB1_38
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s101, s96
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s101
	s_cbranch_vccnz .LBB1_41
	s_branch .LBB1_43
.LBB1_40:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB1_43
.LBB1_41:
	s_lshl_b32 s101, s2, 2
	s_mov_b64 s[2:3], s[22:23]
.LBB1_42:
	v_mov_b32_e32 v10, s101
	s_add_i32 s101, s101, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v10, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v10
	s_cbranch_scc1 .LBB1_42
.LBB1_43:
	ds_store_b32 v1, v0 offset:4104
.LBB1_44:
	s_or_b32 exec_lo, exec_lo, s1
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB1_45:
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB1_83
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB1_48
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v5, v5
	ds_store_b32 v4, v0
.LBB1_48:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB1_58
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB1_57
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB1_54
	s_mov_b64 s[2:3], 0
	s_mov_b32 s101, 0
	.p2align	6
.LBB1_52:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v16, s101
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s101, s101, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
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
	s_cbranch_scc1 .LBB1_52
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s101, s96
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s101
	s_cbranch_vccnz .LBB1_55
	s_branch .LBB1_57
.LBB1_54:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB1_57
.LBB1_55:
	s_lshl_b32 s101, s2, 2
	s_mov_b64 s[2:3], s[22:23]
.LBB1_56:
	v_mov_b32_e32 v10, s101
	s_add_i32 s101, s101, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v10, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v10
	s_cbranch_scc1 .LBB1_56
.LBB1_57:
	ds_store_b32 v1, v0 offset:4096
.LBB1_58:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB1_60
	global_load_b32 v0, v[2:3], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v5, -v0
	ds_store_b32 v4, v0
.LBB1_60:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB1_70
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB1_69
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB1_66
	s_mov_b64 s[2:3], 0
	s_mov_b32 s101, 0
	.p2align	6
.LBB1_64:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v16, s101
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s101, s101, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
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
	s_cbranch_scc1 .LBB1_64
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s101, s96
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s101
	s_cbranch_vccnz .LBB1_67
	s_branch .LBB1_69
.LBB1_66:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB1_69
.LBB1_67:
	s_lshl_b32 s101, s2, 2
	s_mov_b64 s[2:3], s[22:23]
.LBB1_68:
	v_mov_b32_e32 v10, s101
	s_add_i32 s101, s101, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v10, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v10
	s_cbranch_scc1 .LBB1_68
.LBB1_69:
	ds_store_b32 v1, v0 offset:4100
.LBB1_70:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	v_mul_f32_e32 v0, 0, v5
	ds_store_b32 v4, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB1_82
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB1_81
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB1_78
	s_mov_b64 s[2:3], 0
	s_mov_b32 s101, 0
	.p2align	6
.LBB1_76:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v16, s101
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s101, s101, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
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
	s_cbranch_scc1 .LBB1_76
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s101, s96
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s101
	s_cbranch_vccnz .LBB1_79
	s_branch .LBB1_81
.LBB1_78:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB1_81
.LBB1_79:
	s_lshl_b32 s101, s2, 2
	s_mov_b64 s[2:3], s[22:23]
.LBB1_80:
	v_mov_b32_e32 v10, s101
	s_add_i32 s101, s101, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v10, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v10
	s_cbranch_scc1 .LBB1_80
.LBB1_81:
	ds_store_b32 v1, v0 offset:4104
.LBB1_82:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB1_83:
	s_mul_f32 s2, s14, s12
	s_waitcnt vmcnt(0)
	buffer_gl0_inv
	s_cmp_gt_f32 s2, 0
	s_mul_f32 s1, s2, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s2, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s2, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v10, v0
	v_add_nc_u32_e32 v11, -1, v10
	v_add_nc_u32_e32 v12, 1, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v13, 0x80000000, v11
	v_xor_b32_e32 v14, 0x80000000, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v13, v13, v10, v0
	v_fma_f32 v14, v14, v10, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s2, 0, v13
	v_cndmask_b32_e64 v10, v10, v11, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v14
	v_cndmask_b32_e64 v10, v10, v12, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, 0x37800000, v10
	v_cndmask_b32_e64 v10, v10, v11, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v10, v0, s1
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_and_b32 vcc_lo, exec_lo, s15
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v10, v0, s9, s5
	s_cbranch_vccz .LBB1_92
	s_and_saveexec_b32 s2, s4
	s_cbranch_execz .LBB1_86
	s_mul_i32 s1, s100, 0xcd9e8d57
	global_load_b32 v41, v[2:3], off
	v_xor_b32_e32 v0, s1, v6
	s_mul_hi_u32 s1, s100, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s28, s1
	s_xor_b32 s1, s1, s99
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v7
	v_xor3_b32 v14, s1, s84, v12
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v14, 0
	v_xor_b32_e32 v0, v13, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v15, s85, v12
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v15, 0
	v_xor3_b32 v0, s86, v13, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, v16, s88, v12
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v13, 0
	v_xor3_b32 v0, s87, v12, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, v17, s89, v11
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v13, 0
	v_xor3_b32 v0, s90, v12, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, v14, s92, v11
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v14
	v_xor3_b32 v12, s91, v12, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s93, v11
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v12, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v12, s94, v12, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s29, v11
	v_mul_lo_u32 v13, 0xcd9e8d57, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v13, v12, s95
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[12:13], v0
	v_add_f64 v[12:13], v[12:13], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[12:13], v[12:13], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v13, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v13, 0x3fe6a09e, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[12:13], v[12:13], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[14:15], v[12:13], 2.0
	v_mul_f64 v[33:34], v[12:13], 0.5
	v_div_scale_f64 v[16:17], null, v[14:15], v[14:15], v[12:13]
	v_div_scale_f64 v[22:23], vcc_lo, v[12:13], v[14:15], v[12:13]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[12:13], v[33:34]
	v_rcp_f64_e32 v[18:19], v[16:17]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[20:21], -v[16:17], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[20:21], -v[16:17], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[22:23], v[18:19]
	v_fma_f64 v[16:17], -v[16:17], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[16:17], v[16:17], v[18:19], v[20:21]
	v_cvt_f64_u32_e32 v[18:19], v11
	v_add_co_ci_u32_e64 v11, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[31:32], v11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[14:15], v[16:17], v[14:15], v[12:13]
	v_add_f64 v[18:19], v[18:19], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[31:32], v[31:32], 32
	v_mul_f64 v[16:17], v[14:15], v[14:15]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[18:19], v[18:19], 0xffffffe0
	v_mul_f64 v[20:21], v[16:17], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[18:19], s[48:49]
	v_mul_f64 v[22:23], v[20:21], s[36:37]
	v_mul_f64 v[24:25], v[20:21], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[18:19], s[50:51]
	v_add_f64 v[22:23], v[22:23], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[24:25], s[24:25]
	v_add_f64 v[26:27], 0x43380000, v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], 0xc3380000, v[26:27]
	v_add_f64 v[22:23], v[22:23], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[24:25], s[34:35]
	v_mul_f64 v[29:30], v[27:28], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_mul_f64 v[20:21], v[20:21], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[24:25], v[18:19], v[29:30]
	v_cvt_f64_u32_e32 v[29:30], v0
	v_add_f64 v[22:23], v[22:23], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[31:32], v[29:30]
	v_mul_f64 v[16:17], v[16:17], v[22:23]
	v_mul_f64 v[22:23], v[27:28], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[29:30], s[44:45]
	v_add_f64 v[16:17], v[20:21], v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[24:25], v[22:23]
	v_add_f64 v[16:17], v[33:34], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], v[24:25], -v[20:21]
	v_mul_f64 v[14:15], v[14:15], v[16:17]
	v_mul_f64 v[16:17], v[27:28], s[54:55]
	v_mul_f64 v[27:28], v[27:28], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[31:32], v[22:23]
	v_add_f64 v[14:15], v[35:36], v[14:15]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[24:25], -v[16:17]
	v_add_f64 v[22:23], v[27:28], -v[22:23]
	v_mov_b32_e32 v28, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[14:15], v[14:15], -v[33:34]
	v_lshrrev_b32_e32 v0, 20, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v11, 0x7ff, v0
	v_bfe_u32 v0, v19, 20, 11
	v_add_nc_u32_e32 v27, 16, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[27:28], v[0:1]
	v_dual_cndmask_b32 v17, v17, v23 :: v_dual_cndmask_b32 v16, v16, v22
	v_mul_f64 v[22:23], v[29:30], s[46:47]
	v_dual_cndmask_b32 v19, v25, v21 :: v_dual_cndmask_b32 v18, v24, v20
	v_add_f64 v[20:21], v[18:19], -v[16:17]
	v_add_f64 v[11:12], v[12:13], v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[13:14], v[20:21], v[20:21]
	v_add_f64 v[18:19], v[18:19], -v[20:21]
	v_add_f64 v[11:12], v[22:23], v[11:12]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[22:23], v[13:14], s[72:73]
	v_mul_f64 v[24:25], v[13:14], s[60:61]
	v_mul_f64 v[27:28], v[13:14], s[66:67]
	v_mul_f64 v[29:30], v[13:14], s[78:79]
	v_mul_f64 v[31:32], v[13:14], v[13:14]
	v_add_f64 v[15:16], v[18:19], -v[16:17]
	v_mul_f64 v[37:38], v[13:14], 0.5
	v_mul_f64 v[11:12], v[11:12], -2.0
	v_add_f64 v[22:23], v[22:23], s[74:75]
	v_add_f64 v[24:25], v[24:25], s[62:63]
	v_add_f64 v[27:28], v[27:28], s[68:69]
	v_add_f64 v[29:30], v[29:30], s[80:81]
	v_mul_f64 v[33:34], v[13:14], v[31:32]
	v_mul_f64 v[17:18], v[31:32], v[31:32]
	v_mul_f64 v[31:32], v[20:21], v[13:14]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[11:12]
	v_add_f64 v[39:40], -v[37:38], 1.0
	v_mul_f64 v[22:23], v[13:14], v[22:23]
	v_mul_f64 v[24:25], v[13:14], v[24:25]
	v_mul_f64 v[27:28], v[13:14], v[27:28]
	v_mul_f64 v[29:30], v[33:34], v[29:30]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[11:12], v[11:12], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[22:23], v[22:23], s[76:77]
	v_add_f64 v[24:25], v[24:25], s[64:65]
	v_add_f64 v[27:28], v[27:28], s[70:71]
	v_rsq_f64_e32 v[35:36], v[11:12]
	v_cmp_class_f64_e64 vcc_lo, v[11:12], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[29:30], v[22:23]
	v_mul_f64 v[24:25], v[13:14], v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[17:18], v[17:18], v[27:28]
	v_mul_f64 v[27:28], v[15:16], 0.5
	v_mul_f64 v[33:34], v[11:12], v[35:36]
	v_mul_f64 v[35:36], v[35:36], 0.5
	v_mul_f64 v[22:23], v[31:32], v[22:23]
	v_add_f64 v[17:18], v[24:25], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[29:30], -v[35:36], v[33:34], 0.5
	v_add_f64 v[22:23], v[27:28], -v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[13:14], v[17:18]
	v_fma_f64 v[33:34], v[33:34], v[29:30], v[33:34]
	v_fma_f64 v[24:25], v[35:36], v[29:30], v[35:36]
	v_mul_f64 v[29:30], v[20:21], v[15:16]
	v_add_f64 v[35:36], -v[39:40], 1.0
	v_mul_f64 v[13:14], v[13:14], v[22:23]
	v_fma_f64 v[27:28], -v[33:34], v[33:34], v[11:12]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[17:18], v[17:18], -v[29:30]
	v_mul_f64 v[29:30], v[31:32], s[82:83]
	v_add_f64 v[13:14], v[13:14], -v[15:16]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[22:23], v[27:28], v[24:25], v[33:34]
	v_add_f64 v[27:28], v[35:36], -v[37:38]
	v_add_f64 v[13:14], v[13:14], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[15:16], -v[22:23], v[22:23], v[11:12]
	v_add_f64 v[17:18], v[27:28], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[13:14], v[20:21], -v[13:14]
	v_mov_b32_e32 v20, v1
	v_fma_f64 v[15:16], v[15:16], v[24:25], v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[39:40], v[17:18]
	v_ldexp_f64 v[15:16], v[15:16], v0
	v_and_b32_e32 v19, 2, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v21, 0x80000000, v18
	v_and_b32_e32 v0, 1, v26
	v_cndmask_b32_e32 v12, v16, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[19:20]
	v_xor_b32_e32 v19, 0x80000000, v14
	v_cndmask_b32_e32 v11, v15, v11, vcc_lo
	v_cndmask_b32_e64 v18, v21, v18, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v14, v14, v19, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v14, v14, v18, s1
	v_cndmask_b32_e64 v13, v13, v17, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[11:12], v[13:14], v[11:12]
	v_cvt_f32_f64_e32 v0, v[11:12]
	ds_load_2addr_b32 v[11:12], v9 offset1:1
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v12, v5, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v11, v5, v11 :: v_dual_sub_f32 v0, v0, v12
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v11, -v41, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, v10, v0 :: v_dual_mul_f32 v11, s8, v11
	v_sub_f32_e32 v11, v5, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v11, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v4, v0
.LBB1_86:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB1_103
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB1_102
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB1_99
	s_mov_b64 s[2:3], 0
	s_mov_b32 s101, 0
	.p2align	6
.LBB1_90:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v17, s101
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s101, s101, 32
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
	s_cbranch_scc1 .LBB1_90
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s101, s96
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s101
	s_cbranch_vccnz .LBB1_100
	s_branch .LBB1_102
.LBB1_92:
	s_cbranch_execnz .LBB1_104
.LBB1_93:
	s_and_b32 vcc_lo, exec_lo, s15
	buffer_gl0_inv
	s_cbranch_vccz .LBB1_117
.LBB1_94:
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB1_96
	global_load_b32 v0, v1, s[18:19]
	v_add_nc_u32_e64 v11, 0x1000, 0
	ds_load_2addr_b32 v[11:12], v11 offset1:3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v11, -1.0, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v11, 0x7fffffff, v11
	v_cmp_lt_f32_e32 vcc_lo, 0x3b03126f, v11
	v_cndmask_b32_e64 v11, 0, 1.0, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v12
	v_cndmask_b32_e64 v12, 0, 2.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v11, v12, v11
	v_cvt_u32_f32_e32 v11, v11
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v11
	global_store_b32 v1, v0, s[18:19]
.LBB1_96:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v0, v5
	s_and_saveexec_b32 s1, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s1
	s_cbranch_execz .LBB1_98
	s_mul_i32 s1, s100, 0xcd9e8d57
	global_load_b32 v41, v[2:3], off
	v_xor_b32_e32 v0, s1, v6
	s_mul_hi_u32 s1, s100, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s28, s1
	s_xor_b32 s1, s1, s99
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v7
	v_xor3_b32 v14, s1, s84, v12
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v14, 0
	v_xor_b32_e32 v0, v13, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v15, s85, v12
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v15, 0
	v_xor3_b32 v0, s86, v13, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, v16, s88, v12
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v13, 0
	v_xor3_b32 v0, s87, v12, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, v17, s89, v11
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v13, 0
	v_xor3_b32 v0, s90, v12, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, v14, s92, v11
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v14
	v_xor3_b32 v12, s91, v12, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s93, v11
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v12, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v12, s94, v12, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s29, v11
	v_mul_lo_u32 v13, 0xcd9e8d57, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v13, v12, s95
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[12:13], v0
	v_add_f64 v[12:13], v[12:13], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[12:13], v[12:13], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v13, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v13, 0x3fe6a09e, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[12:13], v[12:13], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[14:15], v[12:13], 2.0
	v_mul_f64 v[33:34], v[12:13], 0.5
	v_div_scale_f64 v[16:17], null, v[14:15], v[14:15], v[12:13]
	v_div_scale_f64 v[22:23], vcc_lo, v[12:13], v[14:15], v[12:13]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[12:13], v[33:34]
	v_rcp_f64_e32 v[18:19], v[16:17]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[20:21], -v[16:17], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[20:21], -v[16:17], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[22:23], v[18:19]
	v_fma_f64 v[16:17], -v[16:17], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[16:17], v[16:17], v[18:19], v[20:21]
	v_cvt_f64_u32_e32 v[18:19], v11
	v_add_co_ci_u32_e64 v11, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[31:32], v11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[14:15], v[16:17], v[14:15], v[12:13]
	v_add_f64 v[18:19], v[18:19], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[31:32], v[31:32], 32
	v_mul_f64 v[16:17], v[14:15], v[14:15]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[18:19], v[18:19], 0xffffffe0
	v_mul_f64 v[20:21], v[16:17], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[18:19], s[48:49]
	v_mul_f64 v[22:23], v[20:21], s[36:37]
	v_mul_f64 v[24:25], v[20:21], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[18:19], s[50:51]
	v_add_f64 v[22:23], v[22:23], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[24:25], s[24:25]
	v_add_f64 v[26:27], 0x43380000, v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], 0xc3380000, v[26:27]
	v_add_f64 v[22:23], v[22:23], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[24:25], s[34:35]
	v_mul_f64 v[29:30], v[27:28], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_mul_f64 v[20:21], v[20:21], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[24:25], v[18:19], v[29:30]
	v_cvt_f64_u32_e32 v[29:30], v0
	v_add_f64 v[22:23], v[22:23], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[31:32], v[29:30]
	v_mul_f64 v[16:17], v[16:17], v[22:23]
	v_mul_f64 v[22:23], v[27:28], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[29:30], s[44:45]
	v_add_f64 v[16:17], v[20:21], v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[24:25], v[22:23]
	v_add_f64 v[16:17], v[33:34], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], v[24:25], -v[20:21]
	v_mul_f64 v[14:15], v[14:15], v[16:17]
	v_mul_f64 v[16:17], v[27:28], s[54:55]
	v_mul_f64 v[27:28], v[27:28], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[31:32], v[22:23]
	v_add_f64 v[14:15], v[35:36], v[14:15]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[24:25], -v[16:17]
	v_add_f64 v[22:23], v[27:28], -v[22:23]
	v_mov_b32_e32 v28, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[14:15], v[14:15], -v[33:34]
	v_lshrrev_b32_e32 v0, 20, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v11, 0x7ff, v0
	v_bfe_u32 v0, v19, 20, 11
	v_add_nc_u32_e32 v27, 16, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[27:28], v[0:1]
	v_dual_cndmask_b32 v17, v17, v23 :: v_dual_cndmask_b32 v16, v16, v22
	v_mul_f64 v[22:23], v[29:30], s[46:47]
	v_dual_cndmask_b32 v19, v25, v21 :: v_dual_cndmask_b32 v18, v24, v20
	v_add_f64 v[20:21], v[18:19], -v[16:17]
	v_add_f64 v[11:12], v[12:13], v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[13:14], v[20:21], v[20:21]
	v_add_f64 v[18:19], v[18:19], -v[20:21]
	v_add_f64 v[11:12], v[22:23], v[11:12]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[22:23], v[13:14], s[72:73]
	v_mul_f64 v[24:25], v[13:14], s[60:61]
	v_mul_f64 v[27:28], v[13:14], s[66:67]
	v_mul_f64 v[29:30], v[13:14], s[78:79]
	v_mul_f64 v[31:32], v[13:14], v[13:14]
	v_add_f64 v[15:16], v[18:19], -v[16:17]
	v_mul_f64 v[37:38], v[13:14], 0.5
	v_mul_f64 v[11:12], v[11:12], -2.0
	v_add_f64 v[22:23], v[22:23], s[74:75]
	v_add_f64 v[24:25], v[24:25], s[62:63]
	v_add_f64 v[27:28], v[27:28], s[68:69]
	v_add_f64 v[29:30], v[29:30], s[80:81]
	v_mul_f64 v[33:34], v[13:14], v[31:32]
	v_mul_f64 v[17:18], v[31:32], v[31:32]
	v_mul_f64 v[31:32], v[20:21], v[13:14]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[11:12]
	v_add_f64 v[39:40], -v[37:38], 1.0
	v_mul_f64 v[22:23], v[13:14], v[22:23]
	v_mul_f64 v[24:25], v[13:14], v[24:25]
	v_mul_f64 v[27:28], v[13:14], v[27:28]
	v_mul_f64 v[29:30], v[33:34], v[29:30]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[11:12], v[11:12], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[22:23], v[22:23], s[76:77]
	v_add_f64 v[24:25], v[24:25], s[64:65]
	v_add_f64 v[27:28], v[27:28], s[70:71]
	v_rsq_f64_e32 v[35:36], v[11:12]
	v_cmp_class_f64_e64 vcc_lo, v[11:12], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[29:30], v[22:23]
	v_mul_f64 v[24:25], v[13:14], v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[17:18], v[17:18], v[27:28]
	v_mul_f64 v[27:28], v[15:16], 0.5
	v_mul_f64 v[33:34], v[11:12], v[35:36]
	v_mul_f64 v[35:36], v[35:36], 0.5
	v_mul_f64 v[22:23], v[31:32], v[22:23]
	v_add_f64 v[17:18], v[24:25], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[29:30], -v[35:36], v[33:34], 0.5
	v_add_f64 v[22:23], v[27:28], -v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[13:14], v[17:18]
	v_fma_f64 v[33:34], v[33:34], v[29:30], v[33:34]
	v_fma_f64 v[24:25], v[35:36], v[29:30], v[35:36]
	v_mul_f64 v[29:30], v[20:21], v[15:16]
	v_add_f64 v[35:36], -v[39:40], 1.0
	v_mul_f64 v[13:14], v[13:14], v[22:23]
	v_fma_f64 v[27:28], -v[33:34], v[33:34], v[11:12]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[17:18], v[17:18], -v[29:30]
	v_mul_f64 v[29:30], v[31:32], s[82:83]
	v_add_f64 v[13:14], v[13:14], -v[15:16]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[22:23], v[27:28], v[24:25], v[33:34]
	v_add_f64 v[27:28], v[35:36], -v[37:38]
	v_add_f64 v[13:14], v[13:14], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[15:16], -v[22:23], v[22:23], v[11:12]
	v_add_f64 v[17:18], v[27:28], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[13:14], v[20:21], -v[13:14]
	v_mov_b32_e32 v20, v1
	v_fma_f64 v[15:16], v[15:16], v[24:25], v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[39:40], v[17:18]
	v_ldexp_f64 v[15:16], v[15:16], v0
	v_and_b32_e32 v19, 2, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v21, 0x80000000, v18
	v_and_b32_e32 v0, 1, v26
	v_cndmask_b32_e32 v12, v16, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[19:20]
	v_xor_b32_e32 v19, 0x80000000, v14
	v_cndmask_b32_e32 v11, v15, v11, vcc_lo
	v_cndmask_b32_e64 v18, v21, v18, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v14, v14, v19, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v14, v14, v18, s1
	v_cndmask_b32_e64 v13, v13, v17, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f64 v[11:12], v[13:14], v[11:12]
	ds_load_b32 v0, v1 offset:4108
	ds_load_2addr_b32 v[13:14], v9 offset1:1
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v15, 0x4f800000, v0 :: v_dual_mul_f32 v14, v5, v14
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v15, v0, v15, vcc_lo
	v_cvt_f32_f64_e32 v11, v[11:12]
	v_sqrt_f32_e32 v12, v15
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v16, -1, v12
	v_xor_b32_e32 v18, 0x80000000, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, v18, v12, v15
	v_cmp_ge_f32_e64 s1, 0, v18
	v_sub_f32_e32 v11, v11, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v10, v10, v11 :: v_dual_add_nc_u32 v17, 1, v12
	v_xor_b32_e32 v19, 0x80000000, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v19, v19, v12, v15
	v_cndmask_b32_e64 v12, v12, v16, s1
	v_cmp_lt_f32_e64 s1, 0, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v12, v12, v17, s1
	v_dual_mul_f32 v16, 0x37800000, v12 :: v_dual_mul_f32 v13, v5, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v12, v12, v16, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v13, -v41, v13
	v_cmp_class_f32_e64 vcc_lo, v15, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, s8, v13
	v_sub_f32_e32 v13, v5, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v11, v12, v15 :: v_dual_add_f32 v10, v13, v10
	v_div_scale_f32 v12, null, v11, v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v13, v12
	v_fma_f32 v14, -v12, v13, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v13, v14, v13
	v_div_scale_f32 v14, vcc_lo, v10, v11, v10
	v_mul_f32_e32 v15, v14, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, -v12, v15, v14
	v_fmac_f32_e32 v15, v16, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v12, -v12, v15, v14
	v_div_fmas_f32 v12, v12, v13, v15
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v10, v12, v11, v10
	v_cndmask_b32_e32 v0, v10, v5, vcc_lo
.LBB1_98:
	s_or_b32 exec_lo, exec_lo, s2
	s_branch .LBB1_6
.LBB1_99:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB1_102
.LBB1_100:
	s_lshl_b32 s101, s2, 2
	s_mov_b64 s[2:3], s[22:23]
.LBB1_101:
	v_mov_b32_e32 v11, s101
	s_add_i32 s101, s101, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v11, v11
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v11
	s_cbranch_scc1 .LBB1_101
.LBB1_102:
	ds_store_b32 v1, v0 offset:4108
.LBB1_103:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB1_93
.LBB1_104:
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB1_106
	global_load_b32 v0, v[2:3], off
	ds_load_b32 v11, v1 offset:4100
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v5, v11
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v11
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v5, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v4, v0
.LBB1_106:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB1_116
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB1_115
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB1_112
	s_mov_b64 s[2:3], 0
	s_mov_b32 s101, 0
	.p2align	6
.LBB1_110:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v17, s101
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s101, s101, 32
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
	s_cbranch_scc1 .LBB1_110
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s101, s96
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s101
	s_cbranch_vccnz .LBB1_113
	s_branch .LBB1_115
.LBB1_112:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB1_115
.LBB1_113:
	s_lshl_b32 s101, s2, 2
	s_mov_b64 s[2:3], s[22:23]
.LBB1_114:
	v_mov_b32_e32 v11, s101
	s_add_i32 s101, s101, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v11, v11
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v11
	s_cbranch_scc1 .LBB1_114
.LBB1_115:
	ds_store_b32 v1, v0 offset:4108
.LBB1_116:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s15
	buffer_gl0_inv
	s_cbranch_vccnz .LBB1_94
.LBB1_117:
	s_cbranch_execz .LBB1_6
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB1_120
	global_load_b32 v0, v1, s[18:19]
	v_add_nc_u32_e64 v10, 0x1000, 0
	ds_load_2addr_b32 v[10:11], v10 offset1:3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, -1.0, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v10, 0x7fffffff, v10
	v_cmp_lt_f32_e32 vcc_lo, 0x3b03126f, v10
	v_cndmask_b32_e64 v10, 0, 1.0, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v11
	v_cndmask_b32_e64 v11, 0, 2.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, v11, v10
	v_cvt_u32_f32_e32 v10, v10
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v10
	global_store_b32 v1, v0, s[18:19]
.LBB1_120:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s1
	s_cbranch_execz .LBB1_5
	global_load_b32 v0, v[2:3], off
	v_add_nc_u32_e64 v10, 0x1000, 0
	ds_load_2addr_b32 v[10:11], v10 offset0:1 offset1:3
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v12, 0x4f800000, v11
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v11
	v_mul_f32_e32 v10, v5, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v12, v11, v12, vcc_lo
	v_sqrt_f32_e32 v13, v12
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v14, -1, v13
	v_add_nc_u32_e32 v15, 1, v13
	v_xor_b32_e32 v16, 0x80000000, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v17, 0x80000000, v15
	v_fma_f32 v16, v16, v13, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v17, v17, v13, v12
	v_cmp_ge_f32_e64 s1, 0, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v13, v13, v14, s1
	v_cmp_lt_f32_e64 s1, 0, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v13, v13, v15, s1
	v_mul_f32_e32 v14, 0x37800000, v13
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v0, -v0, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v10, v13, v14, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v12, 0x260
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v10, v10, v12, vcc_lo
	v_sub_f32_e32 v0, v5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v12, null, v10, v10, v0
	v_rcp_f32_e32 v13, v12
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v14, -v12, v13, 1.0
	v_fmac_f32_e32 v13, v14, v13
	v_div_scale_f32 v14, vcc_lo, v0, v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v14, v13
	v_fma_f32 v16, -v12, v15, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v15, v16, v13
	v_fma_f32 v12, -v12, v15, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v12, v12, v13, v15
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v11
	v_div_fixup_f32 v0, v12, v10, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v5, v0, v5, vcc_lo
	s_branch .LBB1_5
.LBB1_122:
	s_and_saveexec_b32 s0, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB1_124
	s_waitcnt vmcnt(0)
	global_store_b32 v4, v5, s[6:7]
.LBB1_124:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_sphere_align_w1024
		.amdhsa_group_segment_fixed_size 4112
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
.Lfunc_end1:
	.size	tessera_sphere_align_w1024, .Lfunc_end1-tessera_sphere_align_w1024

	.set tessera_sphere_align_w1024.num_vgpr, 42
	.set tessera_sphere_align_w1024.num_agpr, 0
	.set tessera_sphere_align_w1024.numbered_sgpr, 102
	.set tessera_sphere_align_w1024.num_named_barrier, 0
	.set tessera_sphere_align_w1024.private_seg_size, 0
	.set tessera_sphere_align_w1024.uses_vcc, 1
	.set tessera_sphere_align_w1024.uses_flat_scratch, 0
	.set tessera_sphere_align_w1024.has_dyn_sized_stack, 0
	.set tessera_sphere_align_w1024.has_recursion, 0
	.set tessera_sphere_align_w1024.has_indirect_call, 0
	.globl	tessera_sphere_align_w2048
	.p2align	8
	.type	tessera_sphere_align_w2048,@function
tessera_sphere_align_w2048:
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
	s_cbranch_vccnz .LBB2_148
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
	s_cbranch_scc1 .LBB2_144
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x30
	s_load_b128 s[28:31], s[0:1], 0x50
	v_add_co_u32 v3, s0, s22, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v5, null, s23, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_add_co_u32 v0, vcc_lo, 0x400, v3
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v3, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v11, null, 0, v5, vcc_lo
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v0, 0
	s_mov_b32 s23, 0
	v_mov_b32_e32 v1, 0
	v_xor_b32_e32 v3, v13, v5
	s_mov_b32 s36, 0xdf3e5244
	s_mov_b32 s38, 0x96cb03de
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_xor_b32_e32 v0, v16, v11
	s_cselect_b32 s15, -1, 0
	s_add_u32 s1, s20, s34
	s_addc_u32 s11, s21, s35
	s_lshl_b64 s[2:3], s[2:3], 2
	v_xor_b32_e32 v6, s29, v3
	v_xor_b32_e32 v0, s29, v0
	s_add_u32 s18, s18, s2
	s_addc_u32 s19, s19, s3
	s_cmp_lg_u32 s10, 0
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v6, 0
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	v_add_co_u32 v3, s1, s1, v7
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u64 s[24:25], 0
	v_add_co_ci_u32_e64 v4, null, s11, 0, s1
	s_cselect_b32 s84, -1, 0
	s_add_u32 s1, s28, 0x9e3779b9
	s_add_u32 s20, s29, 0xbb67ae85
	s_add_u32 s21, s28, 0x3c6ef372
	s_add_u32 s85, s29, 0x76cf5d0a
	s_add_u32 s86, s28, 0xdaa66d2b
	s_add_u32 s87, s29, 0x32370b8f
	s_add_u32 s88, s28, 0x78dde6e4
	s_add_u32 s89, s29, 0xed9eba14
	s_add_u32 s90, s28, 0x1715609d
	s_add_u32 s91, s29, 0xa9066899
	s_add_u32 s92, s28, 0xb54cda56
	s_add_u32 s93, s29, 0x646e171e
	s_add_u32 s94, s28, 0x5384540f
	s_add_u32 s95, s29, 0x1fd5c5a3
	s_add_u32 s29, s29, 0xdb3d7428
	s_add_i32 s96, s28, 0x8ff34781
	s_add_u32 s2, s24, -1
	s_addc_u32 s3, s25, -1
	v_add_co_u32 v5, vcc_lo, 0x1000, v3
	s_and_b32 s22, s24, 7
	v_cmp_gt_u64_e64 s98, s[2:3], 6
	v_add_co_ci_u32_e64 v6, null, 0, v4, vcc_lo
	v_xor_b32_e32 v10, s1, v14
	v_xor_b32_e32 v11, s1, v17
	s_and_b32 s10, s24, 0xff8
	v_xor_b32_e32 v12, s20, v12
	v_xor_b32_e32 v13, s21, v13
	v_xor_b32_e32 v14, s20, v15
	v_xor_b32_e32 v15, s21, v16
	v_mov_b32_e32 v16, 0x2004
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
	s_mov_b32 s11, s23
	s_cselect_b32 s97, -1, 0
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
	s_branch .LBB2_9
.LBB2_7:
	s_or_b32 exec_lo, exec_lo, s2
	v_mov_b32_e32 v18, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_mov_b32_e32 v0, v9
.LBB2_8:
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v9, v0 :: v_dual_mov_b32 v8, v18
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[16:17], s[26:27]
	s_cbranch_scc1 .LBB2_144
.LBB2_9:
	s_add_u32 s99, s16, s30
	s_addc_u32 s100, s17, s31
	s_and_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s1, -1
	s_cbranch_vccz .LBB2_53
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB2_12
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v8, v8
	ds_store_b32 v7, v0
.LBB2_12:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB2_14
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v9, v9
	ds_store_b32 v7, v0 offset:4096
.LBB2_14:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB2_24
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s84
	s_cbranch_vccnz .LBB2_23
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB2_20
	s_mov_b64 s[2:3], 0
	s_mov_b32 s101, 0
	.p2align	6
.LBB2_18:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v23, s101
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s101, s101, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
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
	s_cbranch_scc1 .LBB2_18
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s101, s97
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s101
	s_cbranch_vccnz .LBB2_21
	s_branch .LBB2_23
.LBB2_20:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB2_23
.LBB2_21:
	s_lshl_b32 s101, s2, 2
	s_mov_b64 s[2:3], s[22:23]
.LBB2_22:
	v_mov_b32_e32 v17, s101
	s_add_i32 s101, s101, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v17
	s_cbranch_scc1 .LBB2_22
.LBB2_23:
	ds_store_b32 v1, v0 offset:8192
.LBB2_24:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB2_26
	global_load_b32 v0, v[3:4], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v8, -v0
	ds_store_b32 v7, v0
.LBB2_26:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB2_28
	global_load_b32 v0, v[5:6], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v9, -v0
	ds_store_b32 v7, v0 offset:4096
.LBB2_28:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB2_38
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s84
	s_cbranch_vccnz .LBB2_37
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB2_34
	s_mov_b64 s[2:3], 0
	s_mov_b32 s101, 0
	.p2align	6
.LBB2_32:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v23, s101
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s101, s101, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
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
	s_cbranch_scc1 .LBB2_32
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s101, s97
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s101
	s_cbranch_vccnz .LBB2_35
	s_branch .LBB2_37
.LBB2_34:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB2_37
.LBB2_35:
	s_lshl_b32 s101, s2, 2
	s_mov_b64 s[2:3], s[22:23]
.LBB2_36:
	v_mov_b32_e32 v17, s101
	s_add_i32 s101, s101, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v17
	s_cbranch_scc1 .LBB2_36
.LBB2_37:
	ds_store_b32 v1, v0 offset:8196
.LBB2_38:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s2, s4
	s_cbranch_execz .LBB2_40
	s_mul_i32 s1, s100, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_xor_b32_e32 v0, s1, v10
	s_mul_hi_u32 s1, s100, 0xcd9e8d57
	s_xor_b32 s1, s28, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, s99
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v12
	v_xor3_b32 v20, s1, s85, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v20, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v19, v13
	v_xor3_b32 v21, v21, s86, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v21, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s87, v19, v17
	v_xor3_b32 v19, v22, s89, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s88, v18, v20
	v_xor3_b32 v19, v23, s90, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s91, v18, v21
	v_xor3_b32 v20, v20, s93, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, s92, v18, v22
	v_xor3_b32 v0, v0, s94, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v18, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, s95, v18, v19
	v_xor3_b32 v0, v0, s29, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v19, 0xcd9e8d57, v18
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v19, v18, s96
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
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[18:19], -1.0
	v_add_f64 v[20:21], v[18:19], 2.0
	v_mul_f64 v[39:40], v[18:19], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[22:23], null, v[20:21], v[20:21], v[18:19]
	v_div_scale_f64 v[28:29], vcc_lo, v[18:19], v[20:21], v[18:19]
	v_mul_f64 v[39:40], v[18:19], v[39:40]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[24:25], v[22:23]
	v_fma_f64 v[26:27], -v[22:23], v[24:25], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], v[24:25], v[26:27], v[24:25]
	v_fma_f64 v[26:27], -v[22:23], v[24:25], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], v[24:25], v[26:27], v[24:25]
	v_mul_f64 v[26:27], v[28:29], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[22:23], -v[22:23], v[26:27], v[28:29]
	v_div_fmas_f64 v[22:23], v[22:23], v[24:25], v[26:27]
	v_cvt_f64_u32_e32 v[24:25], v17
	v_add_co_ci_u32_e64 v17, null, 0, -1, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[37:38], v17
	v_div_fixup_f64 v[20:21], v[22:23], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[24:25], 0.5
	v_ldexp_f64 v[37:38], v[37:38], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[20:21], v[20:21]
	v_ldexp_f64 v[24:25], v[24:25], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[26:27], v[22:23], v[22:23]
	v_mul_f64 v[24:25], v[24:25], s[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], s[36:37]
	v_mul_f64 v[30:31], v[26:27], s[20:21]
	v_mul_f64 v[32:33], v[24:25], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[28:29], v[28:29], s[38:39]
	v_add_f64 v[30:31], v[30:31], s[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[32:33], 0x43380000, v[32:33]
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[30:31], v[26:27], v[30:31]
	v_add_f64 v[33:34], 0xc3380000, v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[28:29], v[28:29], s[40:41]
	v_add_f64 v[30:31], v[30:31], s[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[33:34], s[52:53]
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[26:27], v[30:31]
	v_add_f64 v[30:31], v[24:25], v[35:36]
	v_cvt_f64_u32_e32 v[35:36], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[28:29], s[42:43]
	v_add_f64 v[35:36], v[37:38], v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[22:23], v[28:29]
	v_mul_f64 v[28:29], v[33:34], s[56:57]
	v_mul_f64 v[41:42], v[35:36], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[22:23], v[26:27], v[22:23]
	v_add_f64 v[26:27], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[39:40], v[22:23]
	v_add_f64 v[37:38], v[30:31], -v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[20:21], v[20:21], v[22:23]
	v_mul_f64 v[22:23], v[33:34], s[54:55]
	v_mul_f64 v[33:34], v[33:34], s[58:59]
	v_add_f64 v[28:29], v[37:38], v[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[20:21], v[41:42], v[20:21]
	v_add_f64 v[37:38], v[30:31], -v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[28:29], v[33:34], -v[28:29]
	v_mov_b32_e32 v34, v1
	v_add_f64 v[20:21], v[20:21], -v[39:40]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v38
	v_and_b32_e32 v17, 0x7ff, v0
	v_bfe_u32 v0, v25, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v33, 16, v17
	v_cmp_lt_u64_e32 vcc_lo, v[33:34], v[0:1]
	v_dual_cndmask_b32 v23, v23, v29 :: v_dual_cndmask_b32 v22, v22, v28
	v_mul_f64 v[28:29], v[35:36], s[46:47]
	v_dual_cndmask_b32 v25, v31, v27 :: v_dual_cndmask_b32 v24, v30, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[24:25], -v[22:23]
	v_add_f64 v[17:18], v[18:19], v[20:21]
	v_mul_f64 v[19:20], v[26:27], v[26:27]
	v_add_f64 v[24:25], v[24:25], -v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[17:18], v[28:29], v[17:18]
	v_mul_f64 v[28:29], v[19:20], s[72:73]
	v_mul_f64 v[30:31], v[19:20], s[60:61]
	v_mul_f64 v[33:34], v[19:20], s[66:67]
	v_mul_f64 v[35:36], v[19:20], s[78:79]
	v_mul_f64 v[37:38], v[19:20], v[19:20]
	v_add_f64 v[21:22], v[24:25], -v[22:23]
	v_mul_f64 v[43:44], v[19:20], 0.5
	v_mul_f64 v[17:18], v[17:18], -2.0
	v_add_f64 v[28:29], v[28:29], s[74:75]
	v_add_f64 v[30:31], v[30:31], s[62:63]
	v_add_f64 v[33:34], v[33:34], s[68:69]
	v_add_f64 v[35:36], v[35:36], s[80:81]
	v_mul_f64 v[39:40], v[19:20], v[37:38]
	v_mul_f64 v[23:24], v[37:38], v[37:38]
	v_mul_f64 v[37:38], v[26:27], v[19:20]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[17:18]
	v_add_f64 v[45:46], -v[43:44], 1.0
	v_mul_f64 v[28:29], v[19:20], v[28:29]
	v_mul_f64 v[30:31], v[19:20], v[30:31]
	v_mul_f64 v[33:34], v[19:20], v[33:34]
	v_mul_f64 v[35:36], v[39:40], v[35:36]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[17:18], v[17:18], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[28:29], v[28:29], s[76:77]
	v_add_f64 v[30:31], v[30:31], s[64:65]
	v_add_f64 v[33:34], v[33:34], s[70:71]
	v_rsq_f64_e32 v[41:42], v[17:18]
	v_cmp_class_f64_e64 vcc_lo, v[17:18], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[28:29], v[35:36], v[28:29]
	v_mul_f64 v[30:31], v[19:20], v[30:31]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[23:24], v[23:24], v[33:34]
	v_mul_f64 v[33:34], v[21:22], 0.5
	v_mul_f64 v[39:40], v[17:18], v[41:42]
	v_mul_f64 v[41:42], v[41:42], 0.5
	v_mul_f64 v[28:29], v[37:38], v[28:29]
	v_add_f64 v[23:24], v[30:31], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[35:36], -v[41:42], v[39:40], 0.5
	v_add_f64 v[28:29], v[33:34], -v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	v_fma_f64 v[39:40], v[39:40], v[35:36], v[39:40]
	v_fma_f64 v[30:31], v[41:42], v[35:36], v[41:42]
	v_mul_f64 v[35:36], v[26:27], v[21:22]
	v_add_f64 v[41:42], -v[45:46], 1.0
	v_mul_f64 v[19:20], v[19:20], v[28:29]
	v_fma_f64 v[33:34], -v[39:40], v[39:40], v[17:18]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[23:24], v[23:24], -v[35:36]
	v_mul_f64 v[35:36], v[37:38], s[82:83]
	v_add_f64 v[19:20], v[19:20], -v[21:22]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[28:29], v[33:34], v[30:31], v[39:40]
	v_add_f64 v[33:34], v[41:42], -v[43:44]
	v_add_f64 v[19:20], v[19:20], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[21:22], -v[28:29], v[28:29], v[17:18]
	v_add_f64 v[23:24], v[33:34], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[19:20], v[26:27], -v[19:20]
	v_mov_b32_e32 v26, v1
	v_fma_f64 v[21:22], v[21:22], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[45:46], v[23:24]
	v_ldexp_f64 v[21:22], v[21:22], v0
	v_and_b32_e32 v25, 2, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v27, 0x80000000, v24
	v_and_b32_e32 v0, 1, v32
	v_cndmask_b32_e32 v18, v22, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[25:26]
	v_xor_b32_e32 v25, 0x80000000, v20
	v_cndmask_b32_e32 v17, v21, v17, vcc_lo
	v_cndmask_b32_e64 v24, v27, v24, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v20, v20, v25, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v20, v20, v24, s1
	v_cndmask_b32_e64 v19, v19, v23, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[19:20], v[17:18]
	v_cvt_f32_f64_e32 v0, v[17:18]
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v8, v0
	ds_store_b32 v7, v0
.LBB2_40:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s5
	s_cbranch_execz .LBB2_42
	s_mul_i32 s1, s100, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_xor_b32_e32 v0, s1, v11
	s_mul_hi_u32 s1, s100, 0xcd9e8d57
	s_xor_b32 s1, s28, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, s99
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v14
	v_xor3_b32 v20, s1, s85, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v20, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v19, v15
	v_xor3_b32 v21, v21, s86, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v21, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s87, v19, v17
	v_xor3_b32 v19, v22, s89, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s88, v18, v20
	v_xor3_b32 v19, v23, s90, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s91, v18, v21
	v_xor3_b32 v20, v20, s93, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, s92, v18, v22
	v_xor3_b32 v0, v0, s94, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v18, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, s95, v18, v19
	v_xor3_b32 v0, v0, s29, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v19, 0xcd9e8d57, v18
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v19, v18, s96
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
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[18:19], -1.0
	v_add_f64 v[20:21], v[18:19], 2.0
	v_mul_f64 v[39:40], v[18:19], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[22:23], null, v[20:21], v[20:21], v[18:19]
	v_div_scale_f64 v[28:29], vcc_lo, v[18:19], v[20:21], v[18:19]
	v_mul_f64 v[39:40], v[18:19], v[39:40]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[24:25], v[22:23]
	v_fma_f64 v[26:27], -v[22:23], v[24:25], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], v[24:25], v[26:27], v[24:25]
	v_fma_f64 v[26:27], -v[22:23], v[24:25], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], v[24:25], v[26:27], v[24:25]
	v_mul_f64 v[26:27], v[28:29], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[22:23], -v[22:23], v[26:27], v[28:29]
	v_div_fmas_f64 v[22:23], v[22:23], v[24:25], v[26:27]
	v_cvt_f64_u32_e32 v[24:25], v17
	v_add_co_ci_u32_e64 v17, null, 0, -1, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[37:38], v17
	v_div_fixup_f64 v[20:21], v[22:23], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[24:25], 0.5
	v_ldexp_f64 v[37:38], v[37:38], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[20:21], v[20:21]
	v_ldexp_f64 v[24:25], v[24:25], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[26:27], v[22:23], v[22:23]
	v_mul_f64 v[24:25], v[24:25], s[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], s[36:37]
	v_mul_f64 v[30:31], v[26:27], s[20:21]
	v_mul_f64 v[32:33], v[24:25], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[28:29], v[28:29], s[38:39]
	v_add_f64 v[30:31], v[30:31], s[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[32:33], 0x43380000, v[32:33]
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[30:31], v[26:27], v[30:31]
	v_add_f64 v[33:34], 0xc3380000, v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[28:29], v[28:29], s[40:41]
	v_add_f64 v[30:31], v[30:31], s[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[33:34], s[52:53]
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[26:27], v[30:31]
	v_add_f64 v[30:31], v[24:25], v[35:36]
	v_cvt_f64_u32_e32 v[35:36], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[28:29], s[42:43]
	v_add_f64 v[35:36], v[37:38], v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[22:23], v[28:29]
	v_mul_f64 v[28:29], v[33:34], s[56:57]
	v_mul_f64 v[41:42], v[35:36], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[22:23], v[26:27], v[22:23]
	v_add_f64 v[26:27], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[39:40], v[22:23]
	v_add_f64 v[37:38], v[30:31], -v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[20:21], v[20:21], v[22:23]
	v_mul_f64 v[22:23], v[33:34], s[54:55]
	v_mul_f64 v[33:34], v[33:34], s[58:59]
	v_add_f64 v[28:29], v[37:38], v[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[20:21], v[41:42], v[20:21]
	v_add_f64 v[37:38], v[30:31], -v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[28:29], v[33:34], -v[28:29]
	v_mov_b32_e32 v34, v1
	v_add_f64 v[20:21], v[20:21], -v[39:40]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v38
	v_and_b32_e32 v17, 0x7ff, v0
	v_bfe_u32 v0, v25, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v33, 16, v17
	v_cmp_lt_u64_e32 vcc_lo, v[33:34], v[0:1]
	v_dual_cndmask_b32 v23, v23, v29 :: v_dual_cndmask_b32 v22, v22, v28
	v_mul_f64 v[28:29], v[35:36], s[46:47]
	v_dual_cndmask_b32 v25, v31, v27 :: v_dual_cndmask_b32 v24, v30, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[24:25], -v[22:23]
	v_add_f64 v[17:18], v[18:19], v[20:21]
	v_mul_f64 v[19:20], v[26:27], v[26:27]
	v_add_f64 v[24:25], v[24:25], -v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[17:18], v[28:29], v[17:18]
	v_mul_f64 v[28:29], v[19:20], s[72:73]
	v_mul_f64 v[30:31], v[19:20], s[60:61]
	v_mul_f64 v[33:34], v[19:20], s[66:67]
	v_mul_f64 v[35:36], v[19:20], s[78:79]
	v_mul_f64 v[37:38], v[19:20], v[19:20]
	v_add_f64 v[21:22], v[24:25], -v[22:23]
	v_mul_f64 v[43:44], v[19:20], 0.5
	v_mul_f64 v[17:18], v[17:18], -2.0
	v_add_f64 v[28:29], v[28:29], s[74:75]
	v_add_f64 v[30:31], v[30:31], s[62:63]
	v_add_f64 v[33:34], v[33:34], s[68:69]
	v_add_f64 v[35:36], v[35:36], s[80:81]
	v_mul_f64 v[39:40], v[19:20], v[37:38]
	v_mul_f64 v[23:24], v[37:38], v[37:38]
	v_mul_f64 v[37:38], v[26:27], v[19:20]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[17:18]
	v_add_f64 v[45:46], -v[43:44], 1.0
	v_mul_f64 v[28:29], v[19:20], v[28:29]
	v_mul_f64 v[30:31], v[19:20], v[30:31]
	v_mul_f64 v[33:34], v[19:20], v[33:34]
	v_mul_f64 v[35:36], v[39:40], v[35:36]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[17:18], v[17:18], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[28:29], v[28:29], s[76:77]
	v_add_f64 v[30:31], v[30:31], s[64:65]
	v_add_f64 v[33:34], v[33:34], s[70:71]
	v_rsq_f64_e32 v[41:42], v[17:18]
	v_cmp_class_f64_e64 vcc_lo, v[17:18], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[28:29], v[35:36], v[28:29]
	v_mul_f64 v[30:31], v[19:20], v[30:31]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[23:24], v[23:24], v[33:34]
	v_mul_f64 v[33:34], v[21:22], 0.5
	v_mul_f64 v[39:40], v[17:18], v[41:42]
	v_mul_f64 v[41:42], v[41:42], 0.5
	v_mul_f64 v[28:29], v[37:38], v[28:29]
	v_add_f64 v[23:24], v[30:31], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[35:36], -v[41:42], v[39:40], 0.5
	v_add_f64 v[28:29], v[33:34], -v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	v_fma_f64 v[39:40], v[39:40], v[35:36], v[39:40]
	v_fma_f64 v[30:31], v[41:42], v[35:36], v[41:42]
	v_mul_f64 v[35:36], v[26:27], v[21:22]
	v_add_f64 v[41:42], -v[45:46], 1.0
	v_mul_f64 v[19:20], v[19:20], v[28:29]
	v_fma_f64 v[33:34], -v[39:40], v[39:40], v[17:18]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[23:24], v[23:24], -v[35:36]
	v_mul_f64 v[35:36], v[37:38], s[82:83]
	v_add_f64 v[19:20], v[19:20], -v[21:22]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[28:29], v[33:34], v[30:31], v[39:40]
	v_add_f64 v[33:34], v[41:42], -v[43:44]
	v_add_f64 v[19:20], v[19:20], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[21:22], -v[28:29], v[28:29], v[17:18]
	v_add_f64 v[23:24], v[33:34], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[19:20], v[26:27], -v[19:20]
	v_mov_b32_e32 v26, v1
	v_fma_f64 v[21:22], v[21:22], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[45:46], v[23:24]
	v_ldexp_f64 v[21:22], v[21:22], v0
	v_and_b32_e32 v25, 2, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v27, 0x80000000, v24
	v_and_b32_e32 v0, 1, v32
	v_cndmask_b32_e32 v18, v22, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[25:26]
	v_xor_b32_e32 v25, 0x80000000, v20
	v_cndmask_b32_e32 v17, v21, v17, vcc_lo
	v_cndmask_b32_e64 v24, v27, v24, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v20, v20, v25, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v20, v20, v24, s1
	v_cndmask_b32_e64 v19, v19, v23, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[19:20], v[17:18]
	v_cvt_f32_f64_e32 v0, v[17:18]
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v9, v0
	ds_store_b32 v7, v0 offset:4096
.LBB2_42:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB2_52
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s84
	s_cbranch_vccnz .LBB2_51
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB2_48
	s_mov_b64 s[2:3], 0
	s_mov_b32 s101, 0
	.p2align	6
.LBB2_46:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v23, s101
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s101, s101, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
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
	s_cbranch_scc1 .LBB2_46
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s101, s97
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s101
	s_cbranch_vccnz .LBB2_49
	s_branch .LBB2_51
.LBB2_48:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB2_51
.LBB2_49:
	s_lshl_b32 s101, s2, 2
	s_mov_b64 s[2:3], s[22:23]
.LBB2_50:
	v_mov_b32_e32 v17, s101
	s_add_i32 s101, s101, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v17
	s_cbranch_scc1 .LBB2_50
.LBB2_51:
	ds_store_b32 v1, v0 offset:8200
.LBB2_52:
	s_or_b32 exec_lo, exec_lo, s1
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB2_53:
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB2_97
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB2_56
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v8, v8
	ds_store_b32 v7, v0
.LBB2_56:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB2_58
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v9, v9
	ds_store_b32 v7, v0 offset:4096
.LBB2_58:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB2_68
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s84
	s_cbranch_vccnz .LBB2_67
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB2_64
	s_mov_b64 s[2:3], 0
	s_mov_b32 s101, 0
	.p2align	6
.LBB2_62:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v23, s101
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s101, s101, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
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
	s_cbranch_scc1 .LBB2_62
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s101, s97
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s101
	s_cbranch_vccnz .LBB2_65
	s_branch .LBB2_67
.LBB2_64:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB2_67
.LBB2_65:
	s_lshl_b32 s101, s2, 2
	s_mov_b64 s[2:3], s[22:23]
.LBB2_66:
	v_mov_b32_e32 v17, s101
	s_add_i32 s101, s101, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v17
	s_cbranch_scc1 .LBB2_66
.LBB2_67:
	ds_store_b32 v1, v0 offset:8192
.LBB2_68:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB2_70
	global_load_b32 v0, v[3:4], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v8, -v0
	ds_store_b32 v7, v0
.LBB2_70:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB2_72
	global_load_b32 v0, v[5:6], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v9, -v0
	ds_store_b32 v7, v0 offset:4096
.LBB2_72:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB2_82
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s84
	s_cbranch_vccnz .LBB2_81
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB2_78
	s_mov_b64 s[2:3], 0
	s_mov_b32 s101, 0
	.p2align	6
.LBB2_76:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v23, s101
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s101, s101, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
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
	s_cbranch_scc1 .LBB2_76
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s101, s97
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s101
	s_cbranch_vccnz .LBB2_79
	s_branch .LBB2_81
.LBB2_78:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB2_81
.LBB2_79:
	s_lshl_b32 s101, s2, 2
	s_mov_b64 s[2:3], s[22:23]
.LBB2_80:
	v_mov_b32_e32 v17, s101
	s_add_i32 s101, s101, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v17
	s_cbranch_scc1 .LBB2_80
.LBB2_81:
	ds_store_b32 v1, v0 offset:8196
.LBB2_82:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	v_mul_f32_e32 v0, 0, v8
	ds_store_b32 v7, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	v_mul_f32_e32 v0, 0, v9
	ds_store_b32 v7, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB2_96
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s84
	s_cbranch_vccnz .LBB2_95
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB2_92
	s_mov_b64 s[2:3], 0
	s_mov_b32 s101, 0
	.p2align	6
.LBB2_90:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v23, s101
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s101, s101, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
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
	s_cbranch_scc1 .LBB2_90
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s101, s97
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s101
	s_cbranch_vccnz .LBB2_93
	s_branch .LBB2_95
.LBB2_92:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB2_95
.LBB2_93:
	s_lshl_b32 s101, s2, 2
	s_mov_b64 s[2:3], s[22:23]
.LBB2_94:
	v_mov_b32_e32 v17, s101
	s_add_i32 s101, s101, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v17
	s_cbranch_scc1 .LBB2_94
.LBB2_95:
	ds_store_b32 v1, v0 offset:8200
.LBB2_96:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB2_97:
	s_mul_f32 s2, s14, s12
	s_waitcnt vmcnt(0)
	buffer_gl0_inv
	s_cmp_gt_f32 s2, 0
	s_mul_f32 s1, s2, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s2, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s2, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v17, v0
	v_add_nc_u32_e32 v18, -1, v17
	v_add_nc_u32_e32 v19, 1, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v20, 0x80000000, v18
	v_xor_b32_e32 v21, 0x80000000, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v20, v20, v17, v0
	v_fma_f32 v21, v21, v17, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s2, 0, v20
	v_cndmask_b32_e64 v17, v17, v18, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v21
	v_cndmask_b32_e64 v17, v17, v19, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, 0x37800000, v17
	v_cndmask_b32_e64 v17, v17, v18, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v17, v0, s1
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_and_b32 vcc_lo, exec_lo, s33
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v17, v0, s9, s15
	s_cbranch_vccz .LBB2_108
	s_and_saveexec_b32 s2, s4
	s_cbranch_execz .LBB2_100
	s_mul_i32 s1, s100, 0xcd9e8d57
	global_load_b32 v48, v[3:4], off
	v_xor_b32_e32 v0, s1, v10
	s_mul_hi_u32 s1, s100, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s28, s1
	s_xor_b32 s1, s1, s99
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v12
	v_xor3_b32 v21, s1, s85, v19
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v21, 0
	v_xor_b32_e32 v0, v20, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v22, s86, v19
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v22, 0
	v_xor3_b32 v0, s87, v20, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v23, s89, v19
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v20, 0
	v_xor3_b32 v0, s88, v19, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v24, s90, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v20, 0
	v_xor3_b32 v0, s91, v19, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v21, s93, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v21
	v_xor3_b32 v19, s92, v19, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s94, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v19, s95, v19, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s29, v18
	v_mul_lo_u32 v20, 0xcd9e8d57, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v20, v19, s96
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[19:20], v0
	v_add_f64 v[19:20], v[19:20], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[19:20], v[19:20], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v20, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v20, 0x3fe6a09e, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[19:20], v[19:20], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[19:20], 2.0
	v_mul_f64 v[40:41], v[19:20], 0.5
	v_div_scale_f64 v[23:24], null, v[21:22], v[21:22], v[19:20]
	v_div_scale_f64 v[29:30], vcc_lo, v[19:20], v[21:22], v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[19:20], v[40:41]
	v_rcp_f64_e32 v[25:26], v[23:24]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[27:28], v[29:30], v[25:26]
	v_fma_f64 v[23:24], -v[23:24], v[27:28], v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[23:24], v[23:24], v[25:26], v[27:28]
	v_cvt_f64_u32_e32 v[25:26], v18
	v_add_co_ci_u32_e64 v18, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[38:39], v18
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[21:22], v[23:24], v[21:22], v[19:20]
	v_add_f64 v[25:26], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[38:39], v[38:39], 32
	v_mul_f64 v[23:24], v[21:22], v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	v_mul_f64 v[27:28], v[23:24], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[25:26], v[25:26], s[48:49]
	v_mul_f64 v[29:30], v[27:28], s[36:37]
	v_mul_f64 v[31:32], v[27:28], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[25:26], s[50:51]
	v_add_f64 v[29:30], v[29:30], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[31:32], s[24:25]
	v_add_f64 v[33:34], 0x43380000, v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	v_mul_f64 v[31:32], v[27:28], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[34:35], 0xc3380000, v[33:34]
	v_add_f64 v[29:30], v[29:30], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[31:32], s[34:35]
	v_mul_f64 v[36:37], v[34:35], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	v_mul_f64 v[27:28], v[27:28], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[31:32], v[25:26], v[36:37]
	v_cvt_f64_u32_e32 v[36:37], v0
	v_add_f64 v[29:30], v[29:30], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[38:39], v[36:37]
	v_mul_f64 v[23:24], v[23:24], v[29:30]
	v_mul_f64 v[29:30], v[34:35], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[42:43], v[36:37], s[44:45]
	v_add_f64 v[23:24], v[27:28], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[31:32], v[29:30]
	v_add_f64 v[23:24], v[40:41], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[38:39], v[31:32], -v[27:28]
	v_mul_f64 v[21:22], v[21:22], v[23:24]
	v_mul_f64 v[23:24], v[34:35], s[54:55]
	v_mul_f64 v[34:35], v[34:35], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[38:39], v[29:30]
	v_add_f64 v[21:22], v[42:43], v[21:22]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[38:39], v[31:32], -v[23:24]
	v_add_f64 v[29:30], v[34:35], -v[29:30]
	v_mov_b32_e32 v35, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[21:22], -v[40:41]
	v_lshrrev_b32_e32 v0, 20, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v18, 0x7ff, v0
	v_bfe_u32 v0, v26, 20, 11
	v_add_nc_u32_e32 v34, 16, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[34:35], v[0:1]
	v_dual_cndmask_b32 v24, v24, v30 :: v_dual_cndmask_b32 v23, v23, v29
	v_mul_f64 v[29:30], v[36:37], s[46:47]
	v_dual_cndmask_b32 v26, v32, v28 :: v_dual_cndmask_b32 v25, v31, v27
	v_add_f64 v[27:28], v[25:26], -v[23:24]
	v_add_f64 v[18:19], v[19:20], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[20:21], v[27:28], v[27:28]
	v_add_f64 v[25:26], v[25:26], -v[27:28]
	v_add_f64 v[18:19], v[29:30], v[18:19]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[29:30], v[20:21], s[72:73]
	v_mul_f64 v[31:32], v[20:21], s[60:61]
	v_mul_f64 v[34:35], v[20:21], s[66:67]
	v_mul_f64 v[36:37], v[20:21], s[78:79]
	v_mul_f64 v[38:39], v[20:21], v[20:21]
	v_add_f64 v[22:23], v[25:26], -v[23:24]
	v_mul_f64 v[44:45], v[20:21], 0.5
	v_mul_f64 v[18:19], v[18:19], -2.0
	v_and_b32_e32 v26, 2, v33
	v_add_f64 v[29:30], v[29:30], s[74:75]
	v_add_f64 v[31:32], v[31:32], s[62:63]
	v_add_f64 v[34:35], v[34:35], s[68:69]
	v_add_f64 v[36:37], v[36:37], s[80:81]
	v_mul_f64 v[40:41], v[20:21], v[38:39]
	v_mul_f64 v[24:25], v[38:39], v[38:39]
	v_mul_f64 v[38:39], v[27:28], v[20:21]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[18:19]
	v_add_f64 v[46:47], -v[44:45], 1.0
	v_mul_f64 v[29:30], v[20:21], v[29:30]
	v_mul_f64 v[31:32], v[20:21], v[31:32]
	v_mul_f64 v[34:35], v[20:21], v[34:35]
	v_mul_f64 v[36:37], v[40:41], v[36:37]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[18:19], v[18:19], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[29:30], v[29:30], s[76:77]
	v_add_f64 v[31:32], v[31:32], s[64:65]
	v_add_f64 v[34:35], v[34:35], s[70:71]
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
	v_mul_f64 v[36:37], v[38:39], s[82:83]
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
	v_mov_b32_e32 v27, v1
	v_cmp_eq_u64_e64 s1, 0, v[26:27]
	v_fma_f64 v[22:23], v[22:23], v[31:32], v[29:30]
	v_add_f64 v[24:25], v[46:47], v[24:25]
	v_xor_b32_e32 v26, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v21, v21, v26, s1
	v_ldexp_f64 v[22:23], v[22:23], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v28, 0x80000000, v25
	v_and_b32_e32 v0, 1, v33
	v_cndmask_b32_e64 v25, v28, v25, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v21, v21, v25, s1
	v_cndmask_b32_e64 v20, v20, v24, s1
	v_dual_cndmask_b32 v19, v23, v19 :: v_dual_cndmask_b32 v18, v22, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[20:21], v[18:19]
	v_cvt_f32_f64_e32 v0, v[18:19]
	ds_load_2addr_b32 v[18:19], v16 offset1:1
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v18, v8, v18
	v_mul_f32_e32 v19, v8, v19
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v18, -v48, v18
	v_mul_f32_e32 v18, s8, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v18, v8, v18
	v_sub_f32_e32 v0, v0, v19
	v_mul_f32_e32 v0, v17, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v18, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v7, v0
.LBB2_100:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s5
	s_cbranch_execz .LBB2_102
	s_mul_i32 s1, s100, 0xcd9e8d57
	global_load_b32 v48, v[5:6], off
	v_xor_b32_e32 v0, s1, v11
	s_mul_hi_u32 s1, s100, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s28, s1
	s_xor_b32 s1, s1, s99
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v14
	v_xor3_b32 v21, s1, s85, v19
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v21, 0
	v_xor_b32_e32 v0, v20, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v22, s86, v19
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v22, 0
	v_xor3_b32 v0, s87, v20, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v23, s89, v19
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v20, 0
	v_xor3_b32 v0, s88, v19, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v24, s90, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v20, 0
	v_xor3_b32 v0, s91, v19, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v21, s93, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v21
	v_xor3_b32 v19, s92, v19, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s94, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v19, s95, v19, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s29, v18
	v_mul_lo_u32 v20, 0xcd9e8d57, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v20, v19, s96
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[19:20], v0
	v_add_f64 v[19:20], v[19:20], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[19:20], v[19:20], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v20, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v20, 0x3fe6a09e, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[19:20], v[19:20], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[19:20], 2.0
	v_mul_f64 v[40:41], v[19:20], 0.5
	v_div_scale_f64 v[23:24], null, v[21:22], v[21:22], v[19:20]
	v_div_scale_f64 v[29:30], vcc_lo, v[19:20], v[21:22], v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[19:20], v[40:41]
	v_rcp_f64_e32 v[25:26], v[23:24]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[27:28], v[29:30], v[25:26]
	v_fma_f64 v[23:24], -v[23:24], v[27:28], v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[23:24], v[23:24], v[25:26], v[27:28]
	v_cvt_f64_u32_e32 v[25:26], v18
	v_add_co_ci_u32_e64 v18, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[38:39], v18
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[21:22], v[23:24], v[21:22], v[19:20]
	v_add_f64 v[25:26], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[38:39], v[38:39], 32
	v_mul_f64 v[23:24], v[21:22], v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	v_mul_f64 v[27:28], v[23:24], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[25:26], v[25:26], s[48:49]
	v_mul_f64 v[29:30], v[27:28], s[36:37]
	v_mul_f64 v[31:32], v[27:28], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[25:26], s[50:51]
	v_add_f64 v[29:30], v[29:30], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[31:32], s[24:25]
	v_add_f64 v[33:34], 0x43380000, v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	v_mul_f64 v[31:32], v[27:28], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[34:35], 0xc3380000, v[33:34]
	v_add_f64 v[29:30], v[29:30], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[31:32], s[34:35]
	v_mul_f64 v[36:37], v[34:35], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	v_mul_f64 v[27:28], v[27:28], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[31:32], v[25:26], v[36:37]
	v_cvt_f64_u32_e32 v[36:37], v0
	v_add_f64 v[29:30], v[29:30], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[38:39], v[36:37]
	v_mul_f64 v[23:24], v[23:24], v[29:30]
	v_mul_f64 v[29:30], v[34:35], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[42:43], v[36:37], s[44:45]
	v_add_f64 v[23:24], v[27:28], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[31:32], v[29:30]
	v_add_f64 v[23:24], v[40:41], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[38:39], v[31:32], -v[27:28]
	v_mul_f64 v[21:22], v[21:22], v[23:24]
	v_mul_f64 v[23:24], v[34:35], s[54:55]
	v_mul_f64 v[34:35], v[34:35], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[38:39], v[29:30]
	v_add_f64 v[21:22], v[42:43], v[21:22]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[38:39], v[31:32], -v[23:24]
	v_add_f64 v[29:30], v[34:35], -v[29:30]
	v_mov_b32_e32 v35, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[21:22], -v[40:41]
	v_lshrrev_b32_e32 v0, 20, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v18, 0x7ff, v0
	v_bfe_u32 v0, v26, 20, 11
	v_add_nc_u32_e32 v34, 16, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[34:35], v[0:1]
	v_dual_cndmask_b32 v24, v24, v30 :: v_dual_cndmask_b32 v23, v23, v29
	v_mul_f64 v[29:30], v[36:37], s[46:47]
	v_dual_cndmask_b32 v26, v32, v28 :: v_dual_cndmask_b32 v25, v31, v27
	v_add_f64 v[27:28], v[25:26], -v[23:24]
	v_add_f64 v[18:19], v[19:20], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[20:21], v[27:28], v[27:28]
	v_add_f64 v[25:26], v[25:26], -v[27:28]
	v_add_f64 v[18:19], v[29:30], v[18:19]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[29:30], v[20:21], s[72:73]
	v_mul_f64 v[31:32], v[20:21], s[60:61]
	v_mul_f64 v[34:35], v[20:21], s[66:67]
	v_mul_f64 v[36:37], v[20:21], s[78:79]
	v_mul_f64 v[38:39], v[20:21], v[20:21]
	v_add_f64 v[22:23], v[25:26], -v[23:24]
	v_mul_f64 v[44:45], v[20:21], 0.5
	v_mul_f64 v[18:19], v[18:19], -2.0
	v_and_b32_e32 v26, 2, v33
	v_add_f64 v[29:30], v[29:30], s[74:75]
	v_add_f64 v[31:32], v[31:32], s[62:63]
	v_add_f64 v[34:35], v[34:35], s[68:69]
	v_add_f64 v[36:37], v[36:37], s[80:81]
	v_mul_f64 v[40:41], v[20:21], v[38:39]
	v_mul_f64 v[24:25], v[38:39], v[38:39]
	v_mul_f64 v[38:39], v[27:28], v[20:21]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[18:19]
	v_add_f64 v[46:47], -v[44:45], 1.0
	v_mul_f64 v[29:30], v[20:21], v[29:30]
	v_mul_f64 v[31:32], v[20:21], v[31:32]
	v_mul_f64 v[34:35], v[20:21], v[34:35]
	v_mul_f64 v[36:37], v[40:41], v[36:37]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[18:19], v[18:19], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[29:30], v[29:30], s[76:77]
	v_add_f64 v[31:32], v[31:32], s[64:65]
	v_add_f64 v[34:35], v[34:35], s[70:71]
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
	v_mul_f64 v[36:37], v[38:39], s[82:83]
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
	v_mov_b32_e32 v27, v1
	v_cmp_eq_u64_e64 s1, 0, v[26:27]
	v_fma_f64 v[22:23], v[22:23], v[31:32], v[29:30]
	v_add_f64 v[24:25], v[46:47], v[24:25]
	v_xor_b32_e32 v26, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v21, v21, v26, s1
	v_ldexp_f64 v[22:23], v[22:23], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v28, 0x80000000, v25
	v_and_b32_e32 v0, 1, v33
	v_cndmask_b32_e64 v25, v28, v25, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v21, v21, v25, s1
	v_cndmask_b32_e64 v20, v20, v24, s1
	v_dual_cndmask_b32 v19, v23, v19 :: v_dual_cndmask_b32 v18, v22, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[20:21], v[18:19]
	v_cvt_f32_f64_e32 v0, v[18:19]
	ds_load_2addr_b32 v[18:19], v16 offset1:1
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v18, v9, v18
	v_mul_f32_e32 v19, v9, v19
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v18, -v48, v18
	v_mul_f32_e32 v18, s8, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v18, v9, v18
	v_sub_f32_e32 v0, v0, v19
	v_mul_f32_e32 v0, v17, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v18, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v7, v0 offset:4096
.LBB2_102:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB2_121
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s84
	s_cbranch_vccnz .LBB2_120
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB2_117
	s_mov_b64 s[2:3], 0
	s_mov_b32 s101, 0
	.p2align	6
.LBB2_106:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v24, s101
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s101, s101, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
	ds_load_2addr_b32 v[18:19], v24 offset1:1
	ds_load_2addr_b32 v[20:21], v24 offset0:2 offset1:3
	ds_load_2addr_b32 v[22:23], v24 offset0:4 offset1:5
	ds_load_2addr_b32 v[24:25], v24 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v19
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v21
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v23
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v24
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v25
	s_cbranch_scc1 .LBB2_106
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s101, s97
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s101
	s_cbranch_vccnz .LBB2_118
	s_branch .LBB2_120
.LBB2_108:
	s_cbranch_execnz .LBB2_122
.LBB2_109:
	s_and_b32 vcc_lo, exec_lo, s33
	buffer_gl0_inv
	s_cbranch_vccz .LBB2_137
.LBB2_110:
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB2_112
	global_load_b32 v0, v1, s[18:19]
	v_add_nc_u32_e64 v18, 0x2000, 0
	ds_load_2addr_b32 v[18:19], v18 offset1:3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v18, -1.0, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v18, 0x7fffffff, v18
	v_cmp_lt_f32_e32 vcc_lo, 0x3b03126f, v18
	v_cndmask_b32_e64 v18, 0, 1.0, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v19
	v_cndmask_b32_e64 v19, 0, 2.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v19, v18
	v_cvt_u32_f32_e32 v18, v18
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v18
	global_store_b32 v1, v0, s[18:19]
.LBB2_112:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v18, v8
	s_mul_i32 s2, s100, 0xcd9e8d57
	s_mul_hi_u32 s3, s100, 0xcd9e8d57
	s_and_saveexec_b32 s100, s4
	s_cbranch_execz .LBB2_114
	v_xor_b32_e32 v0, s2, v10
	s_xor_b32 s1, s28, s3
	global_load_b32 v48, v[3:4], off
	s_xor_b32 s1, s1, s99
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s101, s1, 0xd2511f53
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s101, v12
	v_xor3_b32 v21, s1, s85, v19
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v21, 0
	v_xor_b32_e32 v0, v20, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v22, s86, v19
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v22, 0
	v_xor3_b32 v0, s87, v20, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v23, s89, v19
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v20, 0
	v_xor3_b32 v0, s88, v19, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v24, s90, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v20, 0
	v_xor3_b32 v0, s91, v19, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v21, s93, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v21
	v_xor3_b32 v19, s92, v19, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s94, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v19, s95, v19, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s29, v18
	v_mul_lo_u32 v20, 0xcd9e8d57, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v20, v19, s96
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[19:20], v0
	v_add_f64 v[19:20], v[19:20], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[19:20], v[19:20], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v20, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v20, 0x3fe6a09e, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[19:20], v[19:20], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[19:20], 2.0
	v_mul_f64 v[40:41], v[19:20], 0.5
	v_div_scale_f64 v[23:24], null, v[21:22], v[21:22], v[19:20]
	v_div_scale_f64 v[29:30], vcc_lo, v[19:20], v[21:22], v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[19:20], v[40:41]
	v_rcp_f64_e32 v[25:26], v[23:24]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[27:28], v[29:30], v[25:26]
	v_fma_f64 v[23:24], -v[23:24], v[27:28], v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[23:24], v[23:24], v[25:26], v[27:28]
	v_cvt_f64_u32_e32 v[25:26], v18
	v_add_co_ci_u32_e64 v18, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[38:39], v18
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[21:22], v[23:24], v[21:22], v[19:20]
	v_add_f64 v[25:26], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[38:39], v[38:39], 32
	v_mul_f64 v[23:24], v[21:22], v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	v_mul_f64 v[27:28], v[23:24], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[25:26], v[25:26], s[48:49]
	v_mul_f64 v[29:30], v[27:28], s[36:37]
	v_mul_f64 v[31:32], v[27:28], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[25:26], s[50:51]
	v_add_f64 v[29:30], v[29:30], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[31:32], s[24:25]
	v_add_f64 v[33:34], 0x43380000, v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	v_mul_f64 v[31:32], v[27:28], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[34:35], 0xc3380000, v[33:34]
	v_add_f64 v[29:30], v[29:30], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[31:32], s[34:35]
	v_mul_f64 v[36:37], v[34:35], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	v_mul_f64 v[27:28], v[27:28], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[31:32], v[25:26], v[36:37]
	v_cvt_f64_u32_e32 v[36:37], v0
	v_add_f64 v[29:30], v[29:30], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[38:39], v[36:37]
	v_mul_f64 v[23:24], v[23:24], v[29:30]
	v_mul_f64 v[29:30], v[34:35], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[42:43], v[36:37], s[44:45]
	v_add_f64 v[23:24], v[27:28], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[31:32], v[29:30]
	v_add_f64 v[23:24], v[40:41], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[38:39], v[31:32], -v[27:28]
	v_mul_f64 v[21:22], v[21:22], v[23:24]
	v_mul_f64 v[23:24], v[34:35], s[54:55]
	v_mul_f64 v[34:35], v[34:35], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[38:39], v[29:30]
	v_add_f64 v[21:22], v[42:43], v[21:22]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[38:39], v[31:32], -v[23:24]
	v_add_f64 v[29:30], v[34:35], -v[29:30]
	v_mov_b32_e32 v35, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[21:22], -v[40:41]
	v_lshrrev_b32_e32 v0, 20, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v18, 0x7ff, v0
	v_bfe_u32 v0, v26, 20, 11
	v_add_nc_u32_e32 v34, 16, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[34:35], v[0:1]
	v_dual_cndmask_b32 v24, v24, v30 :: v_dual_cndmask_b32 v23, v23, v29
	v_mul_f64 v[29:30], v[36:37], s[46:47]
	v_dual_cndmask_b32 v26, v32, v28 :: v_dual_cndmask_b32 v25, v31, v27
	v_add_f64 v[27:28], v[25:26], -v[23:24]
	v_add_f64 v[18:19], v[19:20], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[20:21], v[27:28], v[27:28]
	v_add_f64 v[25:26], v[25:26], -v[27:28]
	v_add_f64 v[18:19], v[29:30], v[18:19]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[29:30], v[20:21], s[72:73]
	v_mul_f64 v[31:32], v[20:21], s[60:61]
	v_mul_f64 v[34:35], v[20:21], s[66:67]
	v_mul_f64 v[36:37], v[20:21], s[78:79]
	v_mul_f64 v[38:39], v[20:21], v[20:21]
	v_add_f64 v[22:23], v[25:26], -v[23:24]
	v_mul_f64 v[44:45], v[20:21], 0.5
	v_mul_f64 v[18:19], v[18:19], -2.0
	v_and_b32_e32 v26, 2, v33
	v_add_f64 v[29:30], v[29:30], s[74:75]
	v_add_f64 v[31:32], v[31:32], s[62:63]
	v_add_f64 v[34:35], v[34:35], s[68:69]
	v_add_f64 v[36:37], v[36:37], s[80:81]
	v_mul_f64 v[40:41], v[20:21], v[38:39]
	v_mul_f64 v[24:25], v[38:39], v[38:39]
	v_mul_f64 v[38:39], v[27:28], v[20:21]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[18:19]
	v_add_f64 v[46:47], -v[44:45], 1.0
	v_mul_f64 v[29:30], v[20:21], v[29:30]
	v_mul_f64 v[31:32], v[20:21], v[31:32]
	v_mul_f64 v[34:35], v[20:21], v[34:35]
	v_mul_f64 v[36:37], v[40:41], v[36:37]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[18:19], v[18:19], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[29:30], v[29:30], s[76:77]
	v_add_f64 v[31:32], v[31:32], s[64:65]
	v_add_f64 v[34:35], v[34:35], s[70:71]
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
	v_mul_f64 v[36:37], v[38:39], s[82:83]
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
	v_mov_b32_e32 v27, v1
	v_cmp_eq_u64_e64 s1, 0, v[26:27]
	v_fma_f64 v[22:23], v[22:23], v[31:32], v[29:30]
	v_add_f64 v[24:25], v[46:47], v[24:25]
	v_xor_b32_e32 v26, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v21, v21, v26, s1
	v_ldexp_f64 v[22:23], v[22:23], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v28, 0x80000000, v25
	v_and_b32_e32 v0, 1, v33
	v_cndmask_b32_e64 v25, v28, v25, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v21, v21, v25, s1
	v_cndmask_b32_e64 v20, v20, v24, s1
	v_dual_cndmask_b32 v19, v23, v19 :: v_dual_cndmask_b32 v18, v22, v18
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f64 v[18:19], v[20:21], v[18:19]
	ds_load_b32 v0, v1 offset:8204
	ds_load_2addr_b32 v[20:21], v16 offset1:1
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v22, 0x4f800000, v0
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v0
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v20, v8, v20
	v_mul_f32_e32 v21, v8, v21
	v_cndmask_b32_e32 v22, v0, v22, vcc_lo
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v20, -v48, v20
	v_mul_f32_e32 v20, s8, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(TRANS32_DEP_1)
	v_sub_f32_e32 v20, v8, v20
	v_cvt_f32_f64_e32 v18, v[18:19]
	v_sqrt_f32_e32 v19, v22
	v_add_nc_u32_e32 v23, -1, v19
	v_add_nc_u32_e32 v24, 1, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v25, 0x80000000, v23
	v_xor_b32_e32 v26, 0x80000000, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v25, v25, v19, v22
	v_fma_f32 v26, v26, v19, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v25
	v_cndmask_b32_e64 v19, v19, v23, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s1, 0, v26
	v_cndmask_b32_e64 v19, v19, v24, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v18, v18, v21 :: v_dual_mul_f32 v23, 0x37800000, v19
	v_dual_mul_f32 v18, v17, v18 :: v_dual_cndmask_b32 v19, v19, v23
	v_cmp_class_f32_e64 vcc_lo, v22, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v18, v20, v18
	v_cndmask_b32_e32 v19, v19, v22, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v20, null, v19, v19, v18
	v_rcp_f32_e32 v21, v20
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v22, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v22, v21
	v_div_scale_f32 v22, vcc_lo, v18, v19, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, v22, v21
	v_fma_f32 v24, -v20, v23, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v23, v24, v21
	v_fma_f32 v20, -v20, v23, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v20, v20, v21, v23
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v0
	v_div_fixup_f32 v18, v20, v19, v18
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v18, v18, v8, vcc_lo
.LBB2_114:
	s_or_b32 exec_lo, exec_lo, s100
	v_mov_b32_e32 v0, v9
	s_and_saveexec_b32 s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s100, exec_lo, s1
	s_cbranch_execz .LBB2_116
	v_xor_b32_e32 v0, s2, v11
	s_xor_b32 s1, s28, s3
	global_load_b32 v49, v[5:6], off
	s_xor_b32 s1, s1, s99
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s2, s1, 0xd2511f53
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s2, v14
	v_xor3_b32 v22, s1, s85, v20
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v22, 0
	v_xor_b32_e32 v0, v21, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v23, v23, s86, v20
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v23, 0
	v_xor3_b32 v0, s87, v21, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v24, s89, v20
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v21, 0
	v_xor3_b32 v0, s88, v20, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v25, s90, v19
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v21, 0
	v_xor3_b32 v0, s91, v20, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v22, s93, v19
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v22
	v_xor3_b32 v20, s92, v20, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s94, v19
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v20, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v20, s95, v20, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s29, v19
	v_mul_lo_u32 v21, 0xcd9e8d57, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v21, v20, s96
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[20:21], v0
	v_add_f64 v[20:21], v[20:21], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[20:21], v[20:21], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v21, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v21, 0x3fe6a09e, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[20:21], v[20:21], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[20:21], 2.0
	v_mul_f64 v[41:42], v[20:21], 0.5
	v_div_scale_f64 v[24:25], null, v[22:23], v[22:23], v[20:21]
	v_div_scale_f64 v[30:31], vcc_lo, v[20:21], v[22:23], v[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[41:42], v[20:21], v[41:42]
	v_rcp_f64_e32 v[26:27], v[24:25]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[28:29], -v[24:25], v[26:27], 1.0
	v_fma_f64 v[26:27], v[26:27], v[28:29], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[28:29], -v[24:25], v[26:27], 1.0
	v_fma_f64 v[26:27], v[26:27], v[28:29], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[28:29], v[30:31], v[26:27]
	v_fma_f64 v[24:25], -v[24:25], v[28:29], v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[24:25], v[24:25], v[26:27], v[28:29]
	v_cvt_f64_u32_e32 v[26:27], v19
	v_add_co_ci_u32_e64 v19, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[39:40], v19
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[22:23], v[24:25], v[22:23], v[20:21]
	v_add_f64 v[26:27], v[26:27], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[39:40], v[39:40], 32
	v_mul_f64 v[24:25], v[22:23], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[26:27], v[26:27], 0xffffffe0
	v_mul_f64 v[28:29], v[24:25], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[26:27], v[26:27], s[48:49]
	v_mul_f64 v[30:31], v[28:29], s[36:37]
	v_mul_f64 v[32:33], v[28:29], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[26:27], s[50:51]
	v_add_f64 v[30:31], v[30:31], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[32:33], v[32:33], s[24:25]
	v_add_f64 v[34:35], 0x43380000, v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[30:31], v[28:29], v[30:31]
	v_mul_f64 v[32:33], v[28:29], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[35:36], 0xc3380000, v[34:35]
	v_add_f64 v[30:31], v[30:31], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[32:33], v[32:33], s[34:35]
	v_mul_f64 v[37:38], v[35:36], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[30:31], v[28:29], v[30:31]
	v_mul_f64 v[28:29], v[28:29], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[32:33], v[26:27], v[37:38]
	v_cvt_f64_u32_e32 v[37:38], v0
	v_add_f64 v[30:31], v[30:31], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[37:38], v[39:40], v[37:38]
	v_mul_f64 v[24:25], v[24:25], v[30:31]
	v_mul_f64 v[30:31], v[35:36], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[43:44], v[37:38], s[44:45]
	v_add_f64 v[24:25], v[28:29], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[32:33], v[30:31]
	v_add_f64 v[24:25], v[41:42], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[39:40], v[32:33], -v[28:29]
	v_mul_f64 v[22:23], v[22:23], v[24:25]
	v_mul_f64 v[24:25], v[35:36], s[54:55]
	v_mul_f64 v[35:36], v[35:36], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[30:31], v[39:40], v[30:31]
	v_add_f64 v[22:23], v[43:44], v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[39:40], v[32:33], -v[24:25]
	v_add_f64 v[30:31], v[35:36], -v[30:31]
	v_mov_b32_e32 v36, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[22:23], -v[41:42]
	v_lshrrev_b32_e32 v0, 20, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v19, 0x7ff, v0
	v_bfe_u32 v0, v27, 20, 11
	v_add_nc_u32_e32 v35, 16, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[35:36], v[0:1]
	v_dual_cndmask_b32 v25, v25, v31 :: v_dual_cndmask_b32 v24, v24, v30
	v_mul_f64 v[30:31], v[37:38], s[46:47]
	v_dual_cndmask_b32 v27, v33, v29 :: v_dual_cndmask_b32 v26, v32, v28
	v_add_f64 v[28:29], v[26:27], -v[24:25]
	v_add_f64 v[19:20], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[21:22], v[28:29], v[28:29]
	v_add_f64 v[26:27], v[26:27], -v[28:29]
	v_add_f64 v[19:20], v[30:31], v[19:20]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[30:31], v[21:22], s[72:73]
	v_mul_f64 v[32:33], v[21:22], s[60:61]
	v_mul_f64 v[35:36], v[21:22], s[66:67]
	v_mul_f64 v[37:38], v[21:22], s[78:79]
	v_mul_f64 v[39:40], v[21:22], v[21:22]
	v_add_f64 v[23:24], v[26:27], -v[24:25]
	v_mul_f64 v[45:46], v[21:22], 0.5
	v_mul_f64 v[19:20], v[19:20], -2.0
	v_add_f64 v[30:31], v[30:31], s[74:75]
	v_add_f64 v[32:33], v[32:33], s[62:63]
	v_add_f64 v[35:36], v[35:36], s[68:69]
	v_add_f64 v[37:38], v[37:38], s[80:81]
	v_mul_f64 v[41:42], v[21:22], v[39:40]
	v_mul_f64 v[25:26], v[39:40], v[39:40]
	v_mul_f64 v[39:40], v[28:29], v[21:22]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[19:20]
	v_add_f64 v[47:48], -v[45:46], 1.0
	v_mul_f64 v[30:31], v[21:22], v[30:31]
	v_mul_f64 v[32:33], v[21:22], v[32:33]
	v_mul_f64 v[35:36], v[21:22], v[35:36]
	v_mul_f64 v[37:38], v[41:42], v[37:38]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[19:20], v[19:20], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[30:31], v[30:31], s[76:77]
	v_add_f64 v[32:33], v[32:33], s[64:65]
	v_add_f64 v[35:36], v[35:36], s[70:71]
	v_rsq_f64_e32 v[43:44], v[19:20]
	v_cmp_class_f64_e64 vcc_lo, v[19:20], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[30:31], v[37:38], v[30:31]
	v_mul_f64 v[32:33], v[21:22], v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[25:26], v[25:26], v[35:36]
	v_mul_f64 v[35:36], v[23:24], 0.5
	v_mul_f64 v[41:42], v[19:20], v[43:44]
	v_mul_f64 v[43:44], v[43:44], 0.5
	v_mul_f64 v[30:31], v[39:40], v[30:31]
	v_add_f64 v[25:26], v[32:33], v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[37:38], -v[43:44], v[41:42], 0.5
	v_add_f64 v[30:31], v[35:36], -v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[25:26], v[21:22], v[25:26]
	v_fma_f64 v[41:42], v[41:42], v[37:38], v[41:42]
	v_fma_f64 v[32:33], v[43:44], v[37:38], v[43:44]
	v_mul_f64 v[37:38], v[28:29], v[23:24]
	v_add_f64 v[43:44], -v[47:48], 1.0
	v_mul_f64 v[21:22], v[21:22], v[30:31]
	v_fma_f64 v[35:36], -v[41:42], v[41:42], v[19:20]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[25:26], v[25:26], -v[37:38]
	v_mul_f64 v[37:38], v[39:40], s[82:83]
	v_add_f64 v[21:22], v[21:22], -v[23:24]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[30:31], v[35:36], v[32:33], v[41:42]
	v_add_f64 v[35:36], v[43:44], -v[45:46]
	v_add_f64 v[21:22], v[21:22], v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[23:24], -v[30:31], v[30:31], v[19:20]
	v_add_f64 v[25:26], v[35:36], v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[28:29], -v[21:22]
	v_mov_b32_e32 v28, v1
	v_fma_f64 v[23:24], v[23:24], v[32:33], v[30:31]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[47:48], v[25:26]
	v_ldexp_f64 v[23:24], v[23:24], v0
	v_and_b32_e32 v27, 2, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v29, 0x80000000, v26
	v_and_b32_e32 v0, 1, v34
	v_cndmask_b32_e32 v20, v24, v20, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[27:28]
	v_xor_b32_e32 v27, 0x80000000, v22
	v_cndmask_b32_e32 v19, v23, v19, vcc_lo
	v_cndmask_b32_e64 v26, v29, v26, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v22, v22, v27, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v22, v22, v26, s1
	v_cndmask_b32_e64 v21, v21, v25, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f64 v[19:20], v[21:22], v[19:20]
	ds_load_b32 v0, v1 offset:8204
	ds_load_2addr_b32 v[21:22], v16 offset1:1
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v23, 0x4f800000, v0 :: v_dual_mul_f32 v22, v9, v22
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v23, v0, v23, vcc_lo
	v_cvt_f32_f64_e32 v19, v[19:20]
	v_sqrt_f32_e32 v20, v23
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v24, -1, v20
	v_add_nc_u32_e32 v25, 1, v20
	v_xor_b32_e32 v26, 0x80000000, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v27, 0x80000000, v25
	v_fma_f32 v26, v26, v20, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v27, v27, v20, v23
	v_cmp_ge_f32_e64 s1, 0, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v20, v20, v24, s1
	v_cmp_lt_f32_e64 s1, 0, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v20, v20, v25, s1
	v_dual_sub_f32 v19, v19, v22 :: v_dual_mul_f32 v24, 0x37800000, v20
	v_mul_f32_e32 v21, v9, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v17, v17, v19 :: v_dual_cndmask_b32 v20, v20, v24
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v21, -v49, v21
	v_cmp_class_f32_e64 vcc_lo, v23, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v21, s8, v21
	v_cndmask_b32_e32 v19, v20, v23, vcc_lo
	v_sub_f32_e32 v21, v9, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, v21, v17
	v_div_scale_f32 v20, null, v19, v19, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v21, v20
	v_fma_f32 v22, -v20, v21, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v21, v22, v21
	v_div_scale_f32 v22, vcc_lo, v17, v19, v17
	v_mul_f32_e32 v23, v22, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v24, -v20, v23, v22
	v_fmac_f32_e32 v23, v24, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v20, -v20, v23, v22
	v_div_fmas_f32 v20, v20, v21, v23
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v17, v20, v19, v17
	v_cndmask_b32_e32 v0, v17, v9, vcc_lo
.LBB2_116:
	s_or_b32 exec_lo, exec_lo, s100
	s_branch .LBB2_8
.LBB2_117:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB2_120
.LBB2_118:
	s_lshl_b32 s101, s2, 2
	s_mov_b64 s[2:3], s[22:23]
.LBB2_119:
	v_mov_b32_e32 v18, s101
	s_add_i32 s101, s101, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v18, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v18
	s_cbranch_scc1 .LBB2_119
.LBB2_120:
	ds_store_b32 v1, v0 offset:8204
.LBB2_121:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB2_109
.LBB2_122:
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB2_124
	global_load_b32 v0, v[3:4], off
	ds_load_b32 v18, v1 offset:8196
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v18, v8, v18
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v18
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v8, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v7, v0
.LBB2_124:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB2_126
	global_load_b32 v0, v[5:6], off
	ds_load_b32 v18, v1 offset:8196
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v18, v9, v18
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v18
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v9, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v7, v0 offset:4096
.LBB2_126:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB2_136
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s84
	s_cbranch_vccnz .LBB2_135
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB2_132
	s_mov_b64 s[2:3], 0
	s_mov_b32 s101, 0
	.p2align	6
.LBB2_130:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v24, s101
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s101, s101, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
	ds_load_2addr_b32 v[18:19], v24 offset1:1
	ds_load_2addr_b32 v[20:21], v24 offset0:2 offset1:3
	ds_load_2addr_b32 v[22:23], v24 offset0:4 offset1:5
	ds_load_2addr_b32 v[24:25], v24 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v19
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v21
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v23
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v24
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v25
	s_cbranch_scc1 .LBB2_130
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s101, s97
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s101
	s_cbranch_vccnz .LBB2_133
	s_branch .LBB2_135
.LBB2_132:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB2_135
.LBB2_133:
	s_lshl_b32 s101, s2, 2
	s_mov_b64 s[2:3], s[22:23]
.LBB2_134:
	v_mov_b32_e32 v18, s101
	s_add_i32 s101, s101, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v18, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v18
	s_cbranch_scc1 .LBB2_134
.LBB2_135:
	ds_store_b32 v1, v0 offset:8204
.LBB2_136:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s33
	buffer_gl0_inv
	s_cbranch_vccnz .LBB2_110
.LBB2_137:
	s_cbranch_execz .LBB2_8
	s_and_saveexec_b32 s1, s0
	s_cbranch_execnz .LBB2_141
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s2, s4
	s_cbranch_execnz .LBB2_142
.LBB2_140:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s1
	s_cbranch_execz .LBB2_7
	s_branch .LBB2_143
.LBB2_141:
	global_load_b32 v0, v1, s[18:19]
	v_add_nc_u32_e64 v17, 0x2000, 0
	ds_load_2addr_b32 v[17:18], v17 offset1:3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v17, -1.0, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v17, 0x7fffffff, v17
	v_cmp_lt_f32_e32 vcc_lo, 0x3b03126f, v17
	v_cndmask_b32_e64 v17, 0, 1.0, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v18
	v_cndmask_b32_e64 v18, 0, 2.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, v18, v17
	v_cvt_u32_f32_e32 v17, v17
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v17
	global_store_b32 v1, v0, s[18:19]
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s2, s4
	s_cbranch_execz .LBB2_140
.LBB2_142:
	global_load_b32 v0, v[3:4], off
	v_add_nc_u32_e64 v17, 0x2000, 0
	ds_load_2addr_b32 v[17:18], v17 offset0:1 offset1:3
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v19, 0x4f800000, v18
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v18
	v_mul_f32_e32 v17, v8, v17
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v17
	v_dual_cndmask_b32 v19, v18, v19 :: v_dual_mul_f32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sqrt_f32_e32 v20, v19
	v_sub_f32_e32 v0, v8, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v21, -1, v20
	v_add_nc_u32_e32 v22, 1, v20
	v_xor_b32_e32 v23, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v24, 0x80000000, v22
	v_fma_f32 v23, v23, v20, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v24, v24, v20, v19
	v_cmp_ge_f32_e64 s1, 0, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v20, v20, v21, s1
	v_cmp_lt_f32_e64 s1, 0, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v20, v20, v22, s1
	v_mul_f32_e32 v21, 0x37800000, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v17, v20, v21, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v19, 0x260
	v_cndmask_b32_e32 v17, v17, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v19, null, v17, v17, v0
	v_rcp_f32_e32 v20, v19
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v21, -v19, v20, 1.0
	v_fmac_f32_e32 v20, v21, v20
	v_div_scale_f32 v21, vcc_lo, v0, v17, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v21, v20
	v_fma_f32 v23, -v19, v22, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v22, v23, v20
	v_fma_f32 v19, -v19, v22, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v19, v19, v20, v22
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v18
	v_div_fixup_f32 v0, v19, v17, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e32 v8, v0, v8, vcc_lo
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s1, s5
	s_xor_b32 s2, exec_lo, s1
	s_cbranch_execz .LBB2_7
.LBB2_143:
	global_load_b32 v0, v[5:6], off
	v_add_nc_u32_e64 v17, 0x2000, 0
	ds_load_2addr_b32 v[17:18], v17 offset0:1 offset1:3
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v19, 0x4f800000, v18
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v18
	v_mul_f32_e32 v17, v9, v17
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v17
	v_dual_cndmask_b32 v19, v18, v19 :: v_dual_mul_f32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sqrt_f32_e32 v20, v19
	v_sub_f32_e32 v0, v9, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v21, -1, v20
	v_add_nc_u32_e32 v22, 1, v20
	v_xor_b32_e32 v23, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v24, 0x80000000, v22
	v_fma_f32 v23, v23, v20, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v24, v24, v20, v19
	v_cmp_ge_f32_e64 s1, 0, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v20, v20, v21, s1
	v_cmp_lt_f32_e64 s1, 0, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v20, v20, v22, s1
	v_mul_f32_e32 v21, 0x37800000, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v17, v20, v21, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v19, 0x260
	v_cndmask_b32_e32 v17, v17, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v19, null, v17, v17, v0
	v_rcp_f32_e32 v20, v19
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v21, -v19, v20, 1.0
	v_fmac_f32_e32 v20, v21, v20
	v_div_scale_f32 v21, vcc_lo, v0, v17, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v21, v20
	v_fma_f32 v23, -v19, v22, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v22, v23, v20
	v_fma_f32 v19, -v19, v22, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v19, v19, v20, v22
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v18
	v_div_fixup_f32 v0, v19, v17, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v9, v0, v9, vcc_lo
	s_branch .LBB2_7
.LBB2_144:
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB2_146
	s_waitcnt vmcnt(0)
	global_store_b32 v7, v8, s[6:7]
.LBB2_146:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB2_148
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v9, s[6:7]
.LBB2_148:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_sphere_align_w2048
		.amdhsa_group_segment_fixed_size 8208
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
		.amdhsa_next_free_vgpr 50
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
.Lfunc_end2:
	.size	tessera_sphere_align_w2048, .Lfunc_end2-tessera_sphere_align_w2048

	.set tessera_sphere_align_w2048.num_vgpr, 50
	.set tessera_sphere_align_w2048.num_agpr, 0
	.set tessera_sphere_align_w2048.numbered_sgpr, 102
	.set tessera_sphere_align_w2048.num_named_barrier, 0
	.set tessera_sphere_align_w2048.private_seg_size, 0
	.set tessera_sphere_align_w2048.uses_vcc, 1
	.set tessera_sphere_align_w2048.uses_flat_scratch, 0
	.set tessera_sphere_align_w2048.has_dyn_sized_stack, 0
	.set tessera_sphere_align_w2048.has_recursion, 0
	.set tessera_sphere_align_w2048.has_indirect_call, 0
	.globl	tessera_sphere_align_w4096
	.p2align	8
	.type	tessera_sphere_align_w4096,@function
tessera_sphere_align_w4096:
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
	s_cbranch_vccnz .LBB3_193
	v_mov_b32_e32 v1, 0
	s_mul_i32 s4, s25, s2
	s_mul_hi_u32 s5, s24, s2
	s_mul_i32 s34, s24, s2
	s_add_i32 s35, s5, s4
	v_cmp_gt_u64_e64 s4, s[24:25], v[0:1]
	s_lshl_b64 s[36:37], s[34:35], 2
	v_lshlrev_b32_e32 v13, 2, v0
	s_add_u32 s16, s16, s36
	s_addc_u32 s17, s17, s37
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB3_3
	global_load_b32 v14, v13, s[16:17]
.LBB3_3:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[24:25], v[2:3]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB3_5
	v_lshlrev_b32_e32 v3, 2, v2
	global_load_b32 v15, v3, s[16:17]
.LBB3_5:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v3, 0x800, v0
	v_mov_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s6, s[24:25], v[3:4]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB3_7
	v_lshlrev_b32_e32 v4, 2, v3
	global_load_b32 v16, v4, s[16:17]
.LBB3_7:
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v4, 0xc00, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s7, s[24:25], v[4:5]
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB3_9
	v_lshlrev_b32_e32 v1, 2, v4
	global_load_b32 v17, v1, s[16:17]
.LBB3_9:
	s_or_b32 exec_lo, exec_lo, s8
	s_cmp_eq_u64 s[26:27], 0
	s_mov_b64 s[22:23], 0
	s_cbranch_scc1 .LBB3_188
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x30
	s_load_b128 s[28:31], s[0:1], 0x50
	v_add_co_u32 v19, s0, s34, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v20, null, s35, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v19, 0
	s_mov_b32 s35, 0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s38, 0xdf3e5244
	s_mov_b32 s40, 0x96cb03de
	s_mov_b32 s42, 0x94229359
	s_mov_b32 s44, 0x55555593
	v_xor_b32_e32 v0, v23, v20
	s_mov_b32 s46, 0x35793c76
	s_mov_b32 s48, 0xfee00000
	s_mov_b32 s50, 0x54442d18
	s_mov_b32 s52, 0x6dc9c883
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_xor_b32_e32 v0, s29, v0
	s_cselect_b32 s15, -1, 0
	s_add_u32 s1, s20, s36
	s_addc_u32 s11, s21, s37
	v_add_co_u32 v5, s1, s1, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s11, 0, s1
	s_lshl_b64 s[2:3], s[2:3], 2
	v_add_co_u32 v7, vcc_lo, 0x1000, v5
	v_add_co_ci_u32_e64 v8, null, 0, v6, vcc_lo
	v_add_co_u32 v9, vcc_lo, 0x2000, v5
	s_add_u32 s18, s18, s2
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v0, 0
	s_addc_u32 s19, s19, s3
	v_add_co_ci_u32_e64 v10, null, 0, v6, vcc_lo
	v_add_co_u32 v11, vcc_lo, 0x3000, v5
	s_cmp_lg_u32 s10, 0
	v_add_co_ci_u32_e64 v12, null, 0, v6, vcc_lo
	v_add_co_u32 v0, vcc_lo, 0x400, v19
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u64 s[24:25], 0
	v_add_co_ci_u32_e64 v21, null, 0, v20, vcc_lo
	s_cselect_b32 s86, -1, 0
	s_add_u32 s1, s28, 0x9e3779b9
	s_add_u32 s20, s29, 0xbb67ae85
	v_xor_b32_e32 v18, s1, v24
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v0, 0
	v_add_co_u32 v0, vcc_lo, 0x800, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v30, null, 0, v20, vcc_lo
	v_add_co_u32 v19, vcc_lo, 0xc00, v19
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	v_add_co_ci_u32_e64 v0, null, 0, v20, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v19, 0
	v_xor_b32_e32 v19, v25, v21
	s_add_u32 s21, s28, 0x3c6ef372
	v_xor_b32_e32 v20, v27, v30
	s_add_u32 s87, s29, 0x76cf5d0a
	s_add_u32 s88, s28, 0xdaa66d2b
	v_xor_b32_e32 v19, s29, v19
	s_delay_alu instid0(VALU_DEP_4)
	v_xor_b32_e32 v0, v29, v0
	v_xor_b32_e32 v20, s29, v20
	s_add_u32 s89, s29, 0x32370b8f
	s_add_u32 s90, s28, 0x78dde6e4
	v_mad_u64_u32 v[29:30], null, 0xcd9e8d57, v19, 0
	v_xor_b32_e32 v0, s29, v0
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v20, 0
	s_add_u32 s91, s29, 0xed9eba14
	s_add_u32 s92, s28, 0x1715609d
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v0, 0
	s_add_u32 s93, s29, 0xa9066899
	s_add_u32 s94, s28, 0xb54cda56
	s_add_u32 s95, s29, 0x646e171e
	s_add_u32 s96, s28, 0x5384540f
	s_add_u32 s97, s29, 0x1fd5c5a3
	s_add_u32 s29, s29, 0xdb3d7428
	s_add_i32 s98, s28, 0x8ff34781
	s_add_u32 s2, s24, -1
	s_addc_u32 s3, s25, -1
	s_and_b32 s34, s24, 7
	v_cmp_gt_u64_e64 s100, s[2:3], 6
	v_xor_b32_e32 v19, s1, v30
	v_xor_b32_e32 v20, s1, v32
	v_xor_b32_e32 v21, s1, v34
	s_and_b32 s10, s24, 0x1ff8
	v_xor_b32_e32 v22, s20, v22
	v_xor_b32_e32 v23, s21, v23
	v_xor_b32_e32 v24, s20, v24
	v_xor_b32_e32 v25, s21, v29
	v_xor_b32_e32 v26, s20, v26
	v_xor_b32_e32 v27, s21, v31
	v_xor_b32_e32 v28, s20, v28
	v_xor_b32_e32 v29, s21, v33
	v_mov_b32_e32 v30, 0x4004
	s_cmp_lg_u64 s[34:35], 0
	s_mov_b32 s20, 0xd078c69f
	s_mov_b32 s24, 0x1d8e78af
	s_mov_b32 s36, 0x9997fa04
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
	s_mov_b32 s84, 0x55555549
	s_mov_b32 s11, s35
	s_cselect_b32 s99, -1, 0
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
	s_branch .LBB3_13
.LBB3_11:
	s_or_b32 exec_lo, exec_lo, s2
	v_dual_mov_b32 v32, v14 :: v_dual_mov_b32 v33, v15
	v_mov_b32_e32 v34, v16
	v_mov_b32_e32 v0, v17
.LBB3_12:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v17, v0 :: v_dual_mov_b32 v16, v34
	v_dual_mov_b32 v15, v33 :: v_dual_mov_b32 v14, v32
	s_add_u32 s22, s22, 1
	s_addc_u32 s23, s23, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[22:23], s[26:27]
	s_cbranch_scc1 .LBB3_188
.LBB3_13:
	s_add_u32 s101, s22, s30
	s_addc_u32 s102, s23, s31
	s_and_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s1, -1
	s_cbranch_vccz .LBB3_69
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB3_25
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB3_26
.LBB3_16:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB3_27
.LBB3_17:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB3_19
.LBB3_18:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v17, v17
	ds_store_b32 v13, v0 offset:12288
.LBB3_19:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB3_32
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s86
	s_cbranch_vccnz .LBB3_31
	s_and_not1_b32 vcc_lo, exec_lo, s100
	s_cbranch_vccnz .LBB3_28
	s_mov_b64 s[2:3], 0
	s_mov_b32 s103, 0
	.p2align	6
.LBB3_23:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v37, s103
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s103, s103, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
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
	s_cbranch_scc1 .LBB3_23
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s103, s99
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s103
	s_cbranch_vccnz .LBB3_29
	s_branch .LBB3_31
.LBB3_25:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v14, v14
	ds_store_b32 v13, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB3_16
.LBB3_26:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v15, v15
	ds_store_b32 v13, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB3_17
.LBB3_27:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v16, v16
	ds_store_b32 v13, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB3_18
	s_branch .LBB3_19
.LBB3_28:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB3_31
.LBB3_29:
	s_lshl_b32 s103, s2, 2
	s_mov_b64 s[2:3], s[34:35]
.LBB3_30:
	v_mov_b32_e32 v31, s103
	s_add_i32 s103, s103, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v31, v31
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v31
	s_cbranch_scc1 .LBB3_30
.LBB3_31:
	ds_store_b32 v1, v0 offset:16384
.LBB3_32:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB3_43
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB3_44
.LBB3_34:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB3_45
.LBB3_35:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB3_37
.LBB3_36:
	global_load_b32 v0, v[11:12], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v17, -v0
	ds_store_b32 v13, v0 offset:12288
.LBB3_37:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB3_50
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s86
	s_cbranch_vccnz .LBB3_49
	s_and_not1_b32 vcc_lo, exec_lo, s100
	s_cbranch_vccnz .LBB3_46
	s_mov_b64 s[2:3], 0
	s_mov_b32 s103, 0
	.p2align	6
.LBB3_41:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v37, s103
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s103, s103, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
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
	s_cbranch_scc1 .LBB3_41
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s103, s99
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s103
	s_cbranch_vccnz .LBB3_47
	s_branch .LBB3_49
.LBB3_43:
	global_load_b32 v0, v[5:6], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v14, -v0
	ds_store_b32 v13, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB3_34
.LBB3_44:
	global_load_b32 v0, v[7:8], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v15, -v0
	ds_store_b32 v13, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB3_35
.LBB3_45:
	global_load_b32 v0, v[9:10], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v16, -v0
	ds_store_b32 v13, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB3_36
	s_branch .LBB3_37
.LBB3_46:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB3_49
.LBB3_47:
	s_lshl_b32 s103, s2, 2
	s_mov_b64 s[2:3], s[34:35]
.LBB3_48:
	v_mov_b32_e32 v31, s103
	s_add_i32 s103, s103, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v31, v31
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v31
	s_cbranch_scc1 .LBB3_48
.LBB3_49:
	ds_store_b32 v1, v0 offset:16388
.LBB3_50:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s2, s4
	s_cbranch_execnz .LBB3_61
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s5
	s_cbranch_execnz .LBB3_62
.LBB3_52:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s6
	s_cbranch_execnz .LBB3_63
.LBB3_53:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s7
	s_cbranch_execz .LBB3_55
.LBB3_54:
	s_mul_i32 s1, s102, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_xor_b32_e32 v0, s1, v21
	s_mul_hi_u32 s1, s102, 0xcd9e8d57
	s_xor_b32 s1, s28, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, s101
	v_mad_u64_u32 v[31:32], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v28
	v_xor3_b32 v34, s1, s87, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v34, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v33, v29
	v_xor3_b32 v35, v35, s88, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v35, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s89, v33, v31
	v_xor3_b32 v33, v36, s91, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v33, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s90, v32, v34
	v_xor3_b32 v33, v37, s92, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[31:32], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v33, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s93, v32, v35
	v_xor3_b32 v34, v34, s95, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v32, s94, v32, v36
	v_xor3_b32 v0, v0, s96, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[31:32], null, 0xd2511f53, v32, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v32, s97, v32, v33
	v_xor3_b32 v0, v0, s29, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v33, 0xcd9e8d57, v32
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v33, v32, s98
	v_cvt_f64_u32_e32 v[32:33], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[32:33], v[32:33], 0.5
	v_ldexp_f64 v[32:33], v[32:33], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v33
	v_and_b32_e32 v33, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v33, 0x3fe6a09e, v33
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[32:33], v[32:33], -1.0
	v_add_f64 v[34:35], v[32:33], 2.0
	v_mul_f64 v[53:54], v[32:33], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[36:37], null, v[34:35], v[34:35], v[32:33]
	v_div_scale_f64 v[42:43], vcc_lo, v[32:33], v[34:35], v[32:33]
	v_mul_f64 v[53:54], v[32:33], v[53:54]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[38:39], v[36:37]
	v_fma_f64 v[40:41], -v[36:37], v[38:39], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[38:39], v[38:39], v[40:41], v[38:39]
	v_fma_f64 v[40:41], -v[36:37], v[38:39], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[38:39], v[38:39], v[40:41], v[38:39]
	v_mul_f64 v[40:41], v[42:43], v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[36:37], -v[36:37], v[40:41], v[42:43]
	v_div_fmas_f64 v[36:37], v[36:37], v[38:39], v[40:41]
	v_cvt_f64_u32_e32 v[38:39], v31
	v_add_co_ci_u32_e64 v31, null, 0, -1, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[51:52], v31
	v_div_fixup_f64 v[34:35], v[36:37], v[34:35], v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[38:39], v[38:39], 0.5
	v_ldexp_f64 v[51:52], v[51:52], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[34:35], v[34:35]
	v_ldexp_f64 v[38:39], v[38:39], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[40:41], v[36:37], v[36:37]
	v_mul_f64 v[38:39], v[38:39], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[42:43], v[40:41], s[38:39]
	v_mul_f64 v[44:45], v[40:41], s[20:21]
	v_mul_f64 v[46:47], v[38:39], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[42:43], v[42:43], s[40:41]
	v_add_f64 v[44:45], v[44:45], s[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[46:47], 0x43380000, v[46:47]
	v_mul_f64 v[42:43], v[40:41], v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[44:45], v[40:41], v[44:45]
	v_add_f64 v[47:48], 0xc3380000, v[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[42:43], v[42:43], s[42:43]
	v_add_f64 v[44:45], v[44:45], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[49:50], v[47:48], s[54:55]
	v_mul_f64 v[42:43], v[40:41], v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[40:41], v[44:45]
	v_add_f64 v[44:45], v[38:39], v[49:50]
	v_cvt_f64_u32_e32 v[49:50], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[42:43], v[42:43], s[44:45]
	v_add_f64 v[49:50], v[51:52], v[49:50]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[36:37], v[42:43]
	v_mul_f64 v[42:43], v[47:48], s[58:59]
	v_mul_f64 v[55:56], v[49:50], s[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[40:41], v[36:37]
	v_add_f64 v[40:41], v[44:45], v[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[53:54], v[36:37]
	v_add_f64 v[51:52], v[44:45], -v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[34:35], v[34:35], v[36:37]
	v_mul_f64 v[36:37], v[47:48], s[56:57]
	v_mul_f64 v[47:48], v[47:48], s[60:61]
	v_add_f64 v[42:43], v[51:52], v[42:43]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[34:35], v[55:56], v[34:35]
	v_add_f64 v[51:52], v[44:45], -v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[42:43], v[47:48], -v[42:43]
	v_mov_b32_e32 v48, v1
	v_add_f64 v[34:35], v[34:35], -v[53:54]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v52
	v_and_b32_e32 v31, 0x7ff, v0
	v_bfe_u32 v0, v39, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v47, 16, v31
	v_cmp_lt_u64_e32 vcc_lo, v[47:48], v[0:1]
	v_dual_cndmask_b32 v37, v37, v43 :: v_dual_cndmask_b32 v36, v36, v42
	v_mul_f64 v[42:43], v[49:50], s[48:49]
	v_dual_cndmask_b32 v39, v45, v41 :: v_dual_cndmask_b32 v38, v44, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[40:41], v[38:39], -v[36:37]
	v_add_f64 v[31:32], v[32:33], v[34:35]
	v_mul_f64 v[33:34], v[40:41], v[40:41]
	v_add_f64 v[38:39], v[38:39], -v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[42:43], v[31:32]
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
	v_mul_f64 v[49:50], v[51:52], s[84:85]
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
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[39:40]
	v_xor_b32_e32 v39, 0x80000000, v34
	v_cndmask_b32_e32 v31, v35, v31, vcc_lo
	v_cndmask_b32_e64 v38, v41, v38, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v34, v34, v39, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v34, v34, v38, s1
	v_cndmask_b32_e64 v33, v33, v37, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[31:32], v[33:34], v[31:32]
	v_cvt_f32_f64_e32 v0, v[31:32]
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v17, v0
	ds_store_b32 v13, v0 offset:12288
.LBB3_55:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB3_68
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s86
	s_cbranch_vccnz .LBB3_67
	s_and_not1_b32 vcc_lo, exec_lo, s100
	s_cbranch_vccnz .LBB3_64
	s_mov_b64 s[2:3], 0
	s_mov_b32 s103, 0
	.p2align	6
.LBB3_59:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v37, s103
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s103, s103, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
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
	s_cbranch_scc1 .LBB3_59
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s103, s99
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s103
	s_cbranch_vccnz .LBB3_65
	s_branch .LBB3_67
.LBB3_61:
	s_mul_i32 s1, s102, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_xor_b32_e32 v0, s1, v18
	s_mul_hi_u32 s1, s102, 0xcd9e8d57
	s_xor_b32 s1, s28, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, s101
	v_mad_u64_u32 v[31:32], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v22
	v_xor3_b32 v34, s1, s87, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v34, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v33, v23
	v_xor3_b32 v35, v35, s88, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v35, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s89, v33, v31
	v_xor3_b32 v33, v36, s91, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v33, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s90, v32, v34
	v_xor3_b32 v33, v37, s92, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[31:32], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v33, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s93, v32, v35
	v_xor3_b32 v34, v34, s95, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v32, s94, v32, v36
	v_xor3_b32 v0, v0, s96, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[31:32], null, 0xd2511f53, v32, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v32, s97, v32, v33
	v_xor3_b32 v0, v0, s29, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v33, 0xcd9e8d57, v32
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v33, v32, s98
	v_cvt_f64_u32_e32 v[32:33], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[32:33], v[32:33], 0.5
	v_ldexp_f64 v[32:33], v[32:33], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v33
	v_and_b32_e32 v33, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v33, 0x3fe6a09e, v33
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[32:33], v[32:33], -1.0
	v_add_f64 v[34:35], v[32:33], 2.0
	v_mul_f64 v[53:54], v[32:33], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[36:37], null, v[34:35], v[34:35], v[32:33]
	v_div_scale_f64 v[42:43], vcc_lo, v[32:33], v[34:35], v[32:33]
	v_mul_f64 v[53:54], v[32:33], v[53:54]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[38:39], v[36:37]
	v_fma_f64 v[40:41], -v[36:37], v[38:39], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[38:39], v[38:39], v[40:41], v[38:39]
	v_fma_f64 v[40:41], -v[36:37], v[38:39], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[38:39], v[38:39], v[40:41], v[38:39]
	v_mul_f64 v[40:41], v[42:43], v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[36:37], -v[36:37], v[40:41], v[42:43]
	v_div_fmas_f64 v[36:37], v[36:37], v[38:39], v[40:41]
	v_cvt_f64_u32_e32 v[38:39], v31
	v_add_co_ci_u32_e64 v31, null, 0, -1, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[51:52], v31
	v_div_fixup_f64 v[34:35], v[36:37], v[34:35], v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[38:39], v[38:39], 0.5
	v_ldexp_f64 v[51:52], v[51:52], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[34:35], v[34:35]
	v_ldexp_f64 v[38:39], v[38:39], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[40:41], v[36:37], v[36:37]
	v_mul_f64 v[38:39], v[38:39], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[42:43], v[40:41], s[38:39]
	v_mul_f64 v[44:45], v[40:41], s[20:21]
	v_mul_f64 v[46:47], v[38:39], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[42:43], v[42:43], s[40:41]
	v_add_f64 v[44:45], v[44:45], s[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[46:47], 0x43380000, v[46:47]
	v_mul_f64 v[42:43], v[40:41], v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[44:45], v[40:41], v[44:45]
	v_add_f64 v[47:48], 0xc3380000, v[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[42:43], v[42:43], s[42:43]
	v_add_f64 v[44:45], v[44:45], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[49:50], v[47:48], s[54:55]
	v_mul_f64 v[42:43], v[40:41], v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[40:41], v[44:45]
	v_add_f64 v[44:45], v[38:39], v[49:50]
	v_cvt_f64_u32_e32 v[49:50], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[42:43], v[42:43], s[44:45]
	v_add_f64 v[49:50], v[51:52], v[49:50]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[36:37], v[42:43]
	v_mul_f64 v[42:43], v[47:48], s[58:59]
	v_mul_f64 v[55:56], v[49:50], s[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[40:41], v[36:37]
	v_add_f64 v[40:41], v[44:45], v[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[53:54], v[36:37]
	v_add_f64 v[51:52], v[44:45], -v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[34:35], v[34:35], v[36:37]
	v_mul_f64 v[36:37], v[47:48], s[56:57]
	v_mul_f64 v[47:48], v[47:48], s[60:61]
	v_add_f64 v[42:43], v[51:52], v[42:43]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[34:35], v[55:56], v[34:35]
	v_add_f64 v[51:52], v[44:45], -v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[42:43], v[47:48], -v[42:43]
	v_mov_b32_e32 v48, v1
	v_add_f64 v[34:35], v[34:35], -v[53:54]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v52
	v_and_b32_e32 v31, 0x7ff, v0
	v_bfe_u32 v0, v39, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v47, 16, v31
	v_cmp_lt_u64_e32 vcc_lo, v[47:48], v[0:1]
	v_dual_cndmask_b32 v37, v37, v43 :: v_dual_cndmask_b32 v36, v36, v42
	v_mul_f64 v[42:43], v[49:50], s[48:49]
	v_dual_cndmask_b32 v39, v45, v41 :: v_dual_cndmask_b32 v38, v44, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[40:41], v[38:39], -v[36:37]
	v_add_f64 v[31:32], v[32:33], v[34:35]
	v_mul_f64 v[33:34], v[40:41], v[40:41]
	v_add_f64 v[38:39], v[38:39], -v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[42:43], v[31:32]
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
	v_mul_f64 v[49:50], v[51:52], s[84:85]
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
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[39:40]
	v_xor_b32_e32 v39, 0x80000000, v34
	v_cndmask_b32_e32 v31, v35, v31, vcc_lo
	v_cndmask_b32_e64 v38, v41, v38, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v34, v34, v39, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v34, v34, v38, s1
	v_cndmask_b32_e64 v33, v33, v37, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[31:32], v[33:34], v[31:32]
	v_cvt_f32_f64_e32 v0, v[31:32]
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v14, v0
	ds_store_b32 v13, v0
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s5
	s_cbranch_execz .LBB3_52
.LBB3_62:
	s_mul_i32 s1, s102, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_xor_b32_e32 v0, s1, v19
	s_mul_hi_u32 s1, s102, 0xcd9e8d57
	s_xor_b32 s1, s28, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, s101
	v_mad_u64_u32 v[31:32], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v24
	v_xor3_b32 v34, s1, s87, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v34, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v33, v25
	v_xor3_b32 v35, v35, s88, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v35, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s89, v33, v31
	v_xor3_b32 v33, v36, s91, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v33, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s90, v32, v34
	v_xor3_b32 v33, v37, s92, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[31:32], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v33, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s93, v32, v35
	v_xor3_b32 v34, v34, s95, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v32, s94, v32, v36
	v_xor3_b32 v0, v0, s96, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[31:32], null, 0xd2511f53, v32, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v32, s97, v32, v33
	v_xor3_b32 v0, v0, s29, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v33, 0xcd9e8d57, v32
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v33, v32, s98
	v_cvt_f64_u32_e32 v[32:33], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[32:33], v[32:33], 0.5
	v_ldexp_f64 v[32:33], v[32:33], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v33
	v_and_b32_e32 v33, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v33, 0x3fe6a09e, v33
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[32:33], v[32:33], -1.0
	v_add_f64 v[34:35], v[32:33], 2.0
	v_mul_f64 v[53:54], v[32:33], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[36:37], null, v[34:35], v[34:35], v[32:33]
	v_div_scale_f64 v[42:43], vcc_lo, v[32:33], v[34:35], v[32:33]
	v_mul_f64 v[53:54], v[32:33], v[53:54]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[38:39], v[36:37]
	v_fma_f64 v[40:41], -v[36:37], v[38:39], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[38:39], v[38:39], v[40:41], v[38:39]
	v_fma_f64 v[40:41], -v[36:37], v[38:39], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[38:39], v[38:39], v[40:41], v[38:39]
	v_mul_f64 v[40:41], v[42:43], v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[36:37], -v[36:37], v[40:41], v[42:43]
	v_div_fmas_f64 v[36:37], v[36:37], v[38:39], v[40:41]
	v_cvt_f64_u32_e32 v[38:39], v31
	v_add_co_ci_u32_e64 v31, null, 0, -1, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[51:52], v31
	v_div_fixup_f64 v[34:35], v[36:37], v[34:35], v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[38:39], v[38:39], 0.5
	v_ldexp_f64 v[51:52], v[51:52], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[34:35], v[34:35]
	v_ldexp_f64 v[38:39], v[38:39], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[40:41], v[36:37], v[36:37]
	v_mul_f64 v[38:39], v[38:39], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[42:43], v[40:41], s[38:39]
	v_mul_f64 v[44:45], v[40:41], s[20:21]
	v_mul_f64 v[46:47], v[38:39], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[42:43], v[42:43], s[40:41]
	v_add_f64 v[44:45], v[44:45], s[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[46:47], 0x43380000, v[46:47]
	v_mul_f64 v[42:43], v[40:41], v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[44:45], v[40:41], v[44:45]
	v_add_f64 v[47:48], 0xc3380000, v[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[42:43], v[42:43], s[42:43]
	v_add_f64 v[44:45], v[44:45], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[49:50], v[47:48], s[54:55]
	v_mul_f64 v[42:43], v[40:41], v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[40:41], v[44:45]
	v_add_f64 v[44:45], v[38:39], v[49:50]
	v_cvt_f64_u32_e32 v[49:50], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[42:43], v[42:43], s[44:45]
	v_add_f64 v[49:50], v[51:52], v[49:50]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[36:37], v[42:43]
	v_mul_f64 v[42:43], v[47:48], s[58:59]
	v_mul_f64 v[55:56], v[49:50], s[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[40:41], v[36:37]
	v_add_f64 v[40:41], v[44:45], v[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[53:54], v[36:37]
	v_add_f64 v[51:52], v[44:45], -v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[34:35], v[34:35], v[36:37]
	v_mul_f64 v[36:37], v[47:48], s[56:57]
	v_mul_f64 v[47:48], v[47:48], s[60:61]
	v_add_f64 v[42:43], v[51:52], v[42:43]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[34:35], v[55:56], v[34:35]
	v_add_f64 v[51:52], v[44:45], -v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[42:43], v[47:48], -v[42:43]
	v_mov_b32_e32 v48, v1
	v_add_f64 v[34:35], v[34:35], -v[53:54]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v52
	v_and_b32_e32 v31, 0x7ff, v0
	v_bfe_u32 v0, v39, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v47, 16, v31
	v_cmp_lt_u64_e32 vcc_lo, v[47:48], v[0:1]
	v_dual_cndmask_b32 v37, v37, v43 :: v_dual_cndmask_b32 v36, v36, v42
	v_mul_f64 v[42:43], v[49:50], s[48:49]
	v_dual_cndmask_b32 v39, v45, v41 :: v_dual_cndmask_b32 v38, v44, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[40:41], v[38:39], -v[36:37]
	v_add_f64 v[31:32], v[32:33], v[34:35]
	v_mul_f64 v[33:34], v[40:41], v[40:41]
	v_add_f64 v[38:39], v[38:39], -v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[42:43], v[31:32]
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
	v_mul_f64 v[49:50], v[51:52], s[84:85]
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
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[39:40]
	v_xor_b32_e32 v39, 0x80000000, v34
	v_cndmask_b32_e32 v31, v35, v31, vcc_lo
	v_cndmask_b32_e64 v38, v41, v38, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v34, v34, v39, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v34, v34, v38, s1
	v_cndmask_b32_e64 v33, v33, v37, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[31:32], v[33:34], v[31:32]
	v_cvt_f32_f64_e32 v0, v[31:32]
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v15, v0
	ds_store_b32 v13, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s6
	s_cbranch_execz .LBB3_53
.LBB3_63:
	s_mul_i32 s1, s102, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_xor_b32_e32 v0, s1, v20
	s_mul_hi_u32 s1, s102, 0xcd9e8d57
	s_xor_b32 s1, s28, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, s101
	v_mad_u64_u32 v[31:32], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v26
	v_xor3_b32 v34, s1, s87, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v34, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v33, v27
	v_xor3_b32 v35, v35, s88, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v35, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s89, v33, v31
	v_xor3_b32 v33, v36, s91, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v33, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s90, v32, v34
	v_xor3_b32 v33, v37, s92, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[31:32], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v33, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s93, v32, v35
	v_xor3_b32 v34, v34, s95, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v32, s94, v32, v36
	v_xor3_b32 v0, v0, s96, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[31:32], null, 0xd2511f53, v32, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v32, s97, v32, v33
	v_xor3_b32 v0, v0, s29, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v33, 0xcd9e8d57, v32
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v33, v32, s98
	v_cvt_f64_u32_e32 v[32:33], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[32:33], v[32:33], 0.5
	v_ldexp_f64 v[32:33], v[32:33], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v33
	v_and_b32_e32 v33, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v33, 0x3fe6a09e, v33
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[32:33], v[32:33], -1.0
	v_add_f64 v[34:35], v[32:33], 2.0
	v_mul_f64 v[53:54], v[32:33], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[36:37], null, v[34:35], v[34:35], v[32:33]
	v_div_scale_f64 v[42:43], vcc_lo, v[32:33], v[34:35], v[32:33]
	v_mul_f64 v[53:54], v[32:33], v[53:54]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[38:39], v[36:37]
	v_fma_f64 v[40:41], -v[36:37], v[38:39], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[38:39], v[38:39], v[40:41], v[38:39]
	v_fma_f64 v[40:41], -v[36:37], v[38:39], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[38:39], v[38:39], v[40:41], v[38:39]
	v_mul_f64 v[40:41], v[42:43], v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[36:37], -v[36:37], v[40:41], v[42:43]
	v_div_fmas_f64 v[36:37], v[36:37], v[38:39], v[40:41]
	v_cvt_f64_u32_e32 v[38:39], v31
	v_add_co_ci_u32_e64 v31, null, 0, -1, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[51:52], v31
	v_div_fixup_f64 v[34:35], v[36:37], v[34:35], v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[38:39], v[38:39], 0.5
	v_ldexp_f64 v[51:52], v[51:52], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[34:35], v[34:35]
	v_ldexp_f64 v[38:39], v[38:39], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[40:41], v[36:37], v[36:37]
	v_mul_f64 v[38:39], v[38:39], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[42:43], v[40:41], s[38:39]
	v_mul_f64 v[44:45], v[40:41], s[20:21]
	v_mul_f64 v[46:47], v[38:39], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[42:43], v[42:43], s[40:41]
	v_add_f64 v[44:45], v[44:45], s[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[46:47], 0x43380000, v[46:47]
	v_mul_f64 v[42:43], v[40:41], v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[44:45], v[40:41], v[44:45]
	v_add_f64 v[47:48], 0xc3380000, v[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[42:43], v[42:43], s[42:43]
	v_add_f64 v[44:45], v[44:45], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[49:50], v[47:48], s[54:55]
	v_mul_f64 v[42:43], v[40:41], v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[40:41], v[44:45]
	v_add_f64 v[44:45], v[38:39], v[49:50]
	v_cvt_f64_u32_e32 v[49:50], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[42:43], v[42:43], s[44:45]
	v_add_f64 v[49:50], v[51:52], v[49:50]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[36:37], v[42:43]
	v_mul_f64 v[42:43], v[47:48], s[58:59]
	v_mul_f64 v[55:56], v[49:50], s[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[40:41], v[36:37]
	v_add_f64 v[40:41], v[44:45], v[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[53:54], v[36:37]
	v_add_f64 v[51:52], v[44:45], -v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[34:35], v[34:35], v[36:37]
	v_mul_f64 v[36:37], v[47:48], s[56:57]
	v_mul_f64 v[47:48], v[47:48], s[60:61]
	v_add_f64 v[42:43], v[51:52], v[42:43]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[34:35], v[55:56], v[34:35]
	v_add_f64 v[51:52], v[44:45], -v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[42:43], v[47:48], -v[42:43]
	v_mov_b32_e32 v48, v1
	v_add_f64 v[34:35], v[34:35], -v[53:54]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v52
	v_and_b32_e32 v31, 0x7ff, v0
	v_bfe_u32 v0, v39, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v47, 16, v31
	v_cmp_lt_u64_e32 vcc_lo, v[47:48], v[0:1]
	v_dual_cndmask_b32 v37, v37, v43 :: v_dual_cndmask_b32 v36, v36, v42
	v_mul_f64 v[42:43], v[49:50], s[48:49]
	v_dual_cndmask_b32 v39, v45, v41 :: v_dual_cndmask_b32 v38, v44, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[40:41], v[38:39], -v[36:37]
	v_add_f64 v[31:32], v[32:33], v[34:35]
	v_mul_f64 v[33:34], v[40:41], v[40:41]
	v_add_f64 v[38:39], v[38:39], -v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[42:43], v[31:32]
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
	v_mul_f64 v[49:50], v[51:52], s[84:85]
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
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[39:40]
	v_xor_b32_e32 v39, 0x80000000, v34
	v_cndmask_b32_e32 v31, v35, v31, vcc_lo
	v_cndmask_b32_e64 v38, v41, v38, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v34, v34, v39, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v34, v34, v38, s1
	v_cndmask_b32_e64 v33, v33, v37, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[31:32], v[33:34], v[31:32]
	v_cvt_f32_f64_e32 v0, v[31:32]
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v16, v0
	ds_store_b32 v13, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s7
	s_cbranch_execnz .LBB3_54
	s_branch .LBB3_55
.LBB3_64:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB3_67
.LBB3_65:
	s_lshl_b32 s103, s2, 2
	s_mov_b64 s[2:3], s[34:35]
.LBB3_66:
	v_mov_b32_e32 v31, s103
	s_add_i32 s103, s103, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v31, v31
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v31
	s_cbranch_scc1 .LBB3_66
.LBB3_67:
	ds_store_b32 v1, v0 offset:16392
.LBB3_68:
	s_or_b32 exec_lo, exec_lo, s1
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB3_69:
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB3_125
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB3_81
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB3_82
.LBB3_72:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB3_83
.LBB3_73:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB3_75
.LBB3_74:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v17, v17
	ds_store_b32 v13, v0 offset:12288
.LBB3_75:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB3_88
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s86
	s_cbranch_vccnz .LBB3_87
	s_and_not1_b32 vcc_lo, exec_lo, s100
	s_cbranch_vccnz .LBB3_84
	s_mov_b64 s[2:3], 0
	s_mov_b32 s103, 0
	.p2align	6
.LBB3_79:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v37, s103
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s103, s103, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
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
	s_cbranch_scc1 .LBB3_79
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s103, s99
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s103
	s_cbranch_vccnz .LBB3_85
	s_branch .LBB3_87
.LBB3_81:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v14, v14
	ds_store_b32 v13, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB3_72
.LBB3_82:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v15, v15
	ds_store_b32 v13, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB3_73
.LBB3_83:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v16, v16
	ds_store_b32 v13, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB3_74
	s_branch .LBB3_75
.LBB3_84:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB3_87
.LBB3_85:
	s_lshl_b32 s103, s2, 2
	s_mov_b64 s[2:3], s[34:35]
.LBB3_86:
	v_mov_b32_e32 v31, s103
	s_add_i32 s103, s103, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v31, v31
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v31
	s_cbranch_scc1 .LBB3_86
.LBB3_87:
	ds_store_b32 v1, v0 offset:16384
.LBB3_88:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB3_99
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB3_100
.LBB3_90:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB3_101
.LBB3_91:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB3_93
.LBB3_92:
	global_load_b32 v0, v[11:12], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v17, -v0
	ds_store_b32 v13, v0 offset:12288
.LBB3_93:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB3_106
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s86
	s_cbranch_vccnz .LBB3_105
	s_and_not1_b32 vcc_lo, exec_lo, s100
	s_cbranch_vccnz .LBB3_102
	s_mov_b64 s[2:3], 0
	s_mov_b32 s103, 0
	.p2align	6
.LBB3_97:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v37, s103
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s103, s103, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
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
	s_cbranch_scc1 .LBB3_97
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s103, s99
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s103
	s_cbranch_vccnz .LBB3_103
	s_branch .LBB3_105
.LBB3_99:
	global_load_b32 v0, v[5:6], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v14, -v0
	ds_store_b32 v13, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB3_90
.LBB3_100:
	global_load_b32 v0, v[7:8], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v15, -v0
	ds_store_b32 v13, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB3_91
.LBB3_101:
	global_load_b32 v0, v[9:10], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v16, -v0
	ds_store_b32 v13, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB3_92
	s_branch .LBB3_93
.LBB3_102:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB3_105
.LBB3_103:
	s_lshl_b32 s103, s2, 2
	s_mov_b64 s[2:3], s[34:35]
.LBB3_104:
	v_mov_b32_e32 v31, s103
	s_add_i32 s103, s103, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v31, v31
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v31
	s_cbranch_scc1 .LBB3_104
.LBB3_105:
	ds_store_b32 v1, v0 offset:16388
.LBB3_106:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB3_117
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB3_118
.LBB3_108:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB3_119
.LBB3_109:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
.LBB3_110:
	v_mul_f32_e32 v0, 0, v17
	ds_store_b32 v13, v0 offset:12288
.LBB3_111:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB3_124
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s86
	s_cbranch_vccnz .LBB3_123
	s_and_not1_b32 vcc_lo, exec_lo, s100
	s_cbranch_vccnz .LBB3_120
	s_mov_b64 s[2:3], 0
	s_mov_b32 s103, 0
	.p2align	6
.LBB3_115:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v37, s103
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s103, s103, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
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
	s_cbranch_scc1 .LBB3_115
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s103, s99
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s103
	s_cbranch_vccnz .LBB3_121
	s_branch .LBB3_123
.LBB3_117:
	v_mul_f32_e32 v0, 0, v14
	ds_store_b32 v13, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB3_108
.LBB3_118:
	v_mul_f32_e32 v0, 0, v15
	ds_store_b32 v13, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB3_109
.LBB3_119:
	v_mul_f32_e32 v0, 0, v16
	ds_store_b32 v13, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB3_110
	s_branch .LBB3_111
.LBB3_120:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB3_123
.LBB3_121:
	s_lshl_b32 s103, s2, 2
	s_mov_b64 s[2:3], s[34:35]
.LBB3_122:
	v_mov_b32_e32 v31, s103
	s_add_i32 s103, s103, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v31, v31
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v31
	s_cbranch_scc1 .LBB3_122
.LBB3_123:
	ds_store_b32 v1, v0 offset:16392
.LBB3_124:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB3_125:
	s_mul_f32 s2, s14, s12
	s_waitcnt vmcnt(0)
	buffer_gl0_inv
	s_cmp_gt_f32 s2, 0
	s_mul_f32 s1, s2, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s2, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s2, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v31, v0
	v_add_nc_u32_e32 v32, -1, v31
	v_add_nc_u32_e32 v33, 1, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v34, 0x80000000, v32
	v_xor_b32_e32 v35, 0x80000000, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v34, v34, v31, v0
	v_fma_f32 v35, v35, v31, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s2, 0, v34
	v_cndmask_b32_e64 v31, v31, v32, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v35
	v_cndmask_b32_e64 v31, v31, v33, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v32, 0x37800000, v31
	v_cndmask_b32_e64 v31, v31, v32, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v31, v0, s1
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_and_b32 vcc_lo, exec_lo, s33
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v31, v0, s9, s15
	s_cbranch_vccz .LBB3_137
	s_and_saveexec_b32 s2, s4
	s_cbranch_execnz .LBB3_148
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s5
	s_cbranch_execnz .LBB3_149
.LBB3_128:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s6
	s_cbranch_execnz .LBB3_150
.LBB3_129:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s7
	s_cbranch_execz .LBB3_131
.LBB3_130:
	s_mul_i32 s1, s102, 0xcd9e8d57
	global_load_b32 v62, v[11:12], off
	v_xor_b32_e32 v0, s1, v21
	s_mul_hi_u32 s1, s102, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s28, s1
	s_xor_b32 s1, s1, s101
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v28
	v_xor3_b32 v35, s1, s87, v33
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v35, 0
	v_xor_b32_e32 v0, v34, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v36, v36, s88, v33
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v36, 0
	v_xor3_b32 v0, s89, v34, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v34, v37, s91, v33
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v34, 0
	v_xor3_b32 v0, s90, v33, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v34, v38, s92, v32
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v34, 0
	v_xor3_b32 v0, s93, v33, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v35, v35, s95, v32
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v35
	v_xor3_b32 v33, s94, v33, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v32
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v33, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v33, s97, v33, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s29, v32
	v_mul_lo_u32 v34, 0xcd9e8d57, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v34, v33, s98
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
	v_mul_f64 v[45:46], v[41:42], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[47:48], v[39:40], s[52:53]
	v_add_f64 v[43:44], v[43:44], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[45:46], v[45:46], s[24:25]
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
	v_mul_f64 v[50:51], v[52:53], s[84:85]
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
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v35, v35, v39, s1
	v_cndmask_b32_e64 v34, v34, v38, s1
	v_dual_cndmask_b32 v33, v37, v33 :: v_dual_cndmask_b32 v32, v36, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[32:33], v[34:35], v[32:33]
	v_cvt_f32_f64_e32 v0, v[32:33]
	ds_load_2addr_b32 v[32:33], v30 offset1:1
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v32, v17, v32
	v_mul_f32_e32 v33, v17, v33
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v32, -v62, v32
	v_mul_f32_e32 v32, s8, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v32, v17, v32
	v_sub_f32_e32 v0, v0, v33
	v_mul_f32_e32 v0, v31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v32, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v13, v0 offset:12288
.LBB3_131:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB3_157
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s86
	s_cbranch_vccnz .LBB3_156
	s_and_not1_b32 vcc_lo, exec_lo, s100
	s_cbranch_vccnz .LBB3_153
	s_mov_b64 s[2:3], 0
	s_mov_b32 s103, 0
	.p2align	6
.LBB3_135:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v38, s103
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s103, s103, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
	ds_load_2addr_b32 v[32:33], v38 offset1:1
	ds_load_2addr_b32 v[34:35], v38 offset0:2 offset1:3
	ds_load_2addr_b32 v[36:37], v38 offset0:4 offset1:5
	ds_load_2addr_b32 v[38:39], v38 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v33
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v35
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v37
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v38
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v39
	s_cbranch_scc1 .LBB3_135
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s103, s99
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s103
	s_cbranch_vccnz .LBB3_154
	s_branch .LBB3_156
.LBB3_137:
	s_cbranch_execnz .LBB3_158
.LBB3_138:
	s_and_b32 vcc_lo, exec_lo, s33
	buffer_gl0_inv
	s_cbranch_vccz .LBB3_177
.LBB3_139:
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB3_141
	global_load_b32 v0, v1, s[18:19]
	v_add_nc_u32_e64 v32, 0x4000, 0
	ds_load_2addr_b32 v[32:33], v32 offset1:3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v32, -1.0, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v32, 0x7fffffff, v32
	v_cmp_lt_f32_e32 vcc_lo, 0x3b03126f, v32
	v_cndmask_b32_e64 v32, 0, 1.0, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v33
	v_cndmask_b32_e64 v33, 0, 2.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, v33, v32
	v_cvt_u32_f32_e32 v32, v32
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v32
	global_store_b32 v1, v0, s[18:19]
.LBB3_141:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v32, v14
	s_mul_i32 s2, s102, 0xcd9e8d57
	s_mul_hi_u32 s3, s102, 0xcd9e8d57
	s_and_saveexec_b32 s102, s4
	s_cbranch_execnz .LBB3_151
	s_or_b32 exec_lo, exec_lo, s102
	v_mov_b32_e32 v33, v15
	s_and_saveexec_b32 s102, s5
	s_cbranch_execnz .LBB3_152
.LBB3_143:
	s_or_b32 exec_lo, exec_lo, s102
	v_mov_b32_e32 v34, v16
	s_and_saveexec_b32 s102, s6
	s_cbranch_execz .LBB3_145
.LBB3_144:
	v_xor_b32_e32 v0, s2, v20
	s_xor_b32 s1, s28, s3
	global_load_b32 v64, v[9:10], off
	s_xor_b32 s1, s1, s101
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s103, s1, 0xd2511f53
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s103, v26
	v_xor3_b32 v37, s1, s87, v35
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v37, 0
	v_xor_b32_e32 v0, v36, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v38, v38, s88, v35
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v38, 0
	v_xor3_b32 v0, s89, v36, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v36, v39, s91, v35
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v36, 0
	v_xor3_b32 v0, s90, v35, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v36, v40, s92, v34
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v36, 0
	v_xor3_b32 v0, s93, v35, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v37, v37, s95, v34
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v37
	v_xor3_b32 v35, s94, v35, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v34
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v35, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v35, s97, v35, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s29, v34
	v_mul_lo_u32 v36, 0xcd9e8d57, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v36, v35, s98
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
	v_mul_f64 v[47:48], v[43:44], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[49:50], v[41:42], s[52:53]
	v_add_f64 v[45:46], v[45:46], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[47:48], v[47:48], s[24:25]
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
	v_mul_f64 v[52:53], v[54:55], s[84:85]
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
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v37, v37, v41, s1
	v_cndmask_b32_e64 v36, v36, v40, s1
	v_dual_cndmask_b32 v35, v39, v35 :: v_dual_cndmask_b32 v34, v38, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f64 v[34:35], v[36:37], v[34:35]
	ds_load_b32 v0, v1 offset:16396
	ds_load_2addr_b32 v[36:37], v30 offset1:1
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v38, 0x4f800000, v0
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v0
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v36, v16, v36
	v_mul_f32_e32 v37, v16, v37
	v_cndmask_b32_e32 v38, v0, v38, vcc_lo
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v36, -v64, v36
	v_mul_f32_e32 v36, s8, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(TRANS32_DEP_1)
	v_sub_f32_e32 v36, v16, v36
	v_cvt_f32_f64_e32 v34, v[34:35]
	v_sqrt_f32_e32 v35, v38
	v_add_nc_u32_e32 v39, -1, v35
	v_add_nc_u32_e32 v40, 1, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v41, 0x80000000, v39
	v_xor_b32_e32 v42, 0x80000000, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v41, v41, v35, v38
	v_fma_f32 v42, v42, v35, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v41
	v_cndmask_b32_e64 v35, v35, v39, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s1, 0, v42
	v_cndmask_b32_e64 v35, v35, v40, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v34, v34, v37 :: v_dual_mul_f32 v39, 0x37800000, v35
	v_mul_f32_e32 v34, v31, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v35, v35, v39, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v38, 0x260
	v_add_f32_e32 v34, v36, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v35, v35, v38, vcc_lo
	v_div_scale_f32 v36, null, v35, v35, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v37, v36
	v_fma_f32 v38, -v36, v37, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v37, v38, v37
	v_div_scale_f32 v38, vcc_lo, v34, v35, v34
	v_mul_f32_e32 v39, v38, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v40, -v36, v39, v38
	v_fmac_f32_e32 v39, v40, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v36, -v36, v39, v38
	v_div_fmas_f32 v36, v36, v37, v39
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v34, v36, v35, v34
	v_cndmask_b32_e32 v34, v34, v16, vcc_lo
.LBB3_145:
	s_or_b32 exec_lo, exec_lo, s102
	v_mov_b32_e32 v0, v17
	s_and_saveexec_b32 s1, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s102, exec_lo, s1
	s_cbranch_execz .LBB3_147
	v_xor_b32_e32 v0, s2, v21
	s_xor_b32 s1, s28, s3
	global_load_b32 v65, v[11:12], off
	s_xor_b32 s1, s1, s101
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s2, s1, 0xd2511f53
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s2, v28
	v_xor3_b32 v38, s1, s87, v36
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v38, 0
	v_xor_b32_e32 v0, v37, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v39, v39, s88, v36
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v39, 0
	v_xor3_b32 v0, s89, v37, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v37, v40, s91, v36
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v37, 0
	v_xor3_b32 v0, s90, v36, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v37, v41, s92, v35
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v37, 0
	v_xor3_b32 v0, s93, v36, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v38, v38, s95, v35
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v38
	v_xor3_b32 v36, s94, v36, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v35
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v36, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v36, s97, v36, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s29, v35
	v_mul_lo_u32 v37, 0xcd9e8d57, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v37, v36, s98
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[36:37], v0
	v_add_f64 v[36:37], v[36:37], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[36:37], v[36:37], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v37, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v37, 0x3fe6a09e, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[36:37], v[36:37], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[38:39], v[36:37], 2.0
	v_mul_f64 v[57:58], v[36:37], 0.5
	v_div_scale_f64 v[40:41], null, v[38:39], v[38:39], v[36:37]
	v_div_scale_f64 v[46:47], vcc_lo, v[36:37], v[38:39], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[57:58], v[36:37], v[57:58]
	v_rcp_f64_e32 v[42:43], v[40:41]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[44:45], -v[40:41], v[42:43], 1.0
	v_fma_f64 v[42:43], v[42:43], v[44:45], v[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[44:45], -v[40:41], v[42:43], 1.0
	v_fma_f64 v[42:43], v[42:43], v[44:45], v[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[44:45], v[46:47], v[42:43]
	v_fma_f64 v[40:41], -v[40:41], v[44:45], v[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[40:41], v[40:41], v[42:43], v[44:45]
	v_cvt_f64_u32_e32 v[42:43], v35
	v_add_co_ci_u32_e64 v35, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[55:56], v35
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[38:39], v[40:41], v[38:39], v[36:37]
	v_add_f64 v[42:43], v[42:43], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[55:56], v[55:56], 32
	v_mul_f64 v[40:41], v[38:39], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[42:43], v[42:43], 0xffffffe0
	v_mul_f64 v[44:45], v[40:41], v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[42:43], v[42:43], s[50:51]
	v_mul_f64 v[46:47], v[44:45], s[38:39]
	v_mul_f64 v[48:49], v[44:45], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[50:51], v[42:43], s[52:53]
	v_add_f64 v[46:47], v[46:47], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[48:49], v[48:49], s[24:25]
	v_add_f64 v[50:51], 0x43380000, v[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[46:47], v[44:45], v[46:47]
	v_mul_f64 v[48:49], v[44:45], v[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[51:52], 0xc3380000, v[50:51]
	v_add_f64 v[46:47], v[46:47], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[48:49], v[48:49], s[36:37]
	v_mul_f64 v[53:54], v[51:52], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[46:47], v[44:45], v[46:47]
	v_mul_f64 v[44:45], v[44:45], v[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[48:49], v[42:43], v[53:54]
	v_cvt_f64_u32_e32 v[53:54], v0
	v_add_f64 v[46:47], v[46:47], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[53:54], v[55:56], v[53:54]
	v_mul_f64 v[40:41], v[40:41], v[46:47]
	v_mul_f64 v[46:47], v[51:52], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[59:60], v[53:54], s[46:47]
	v_add_f64 v[40:41], v[44:45], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[44:45], v[48:49], v[46:47]
	v_add_f64 v[40:41], v[57:58], v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[55:56], v[48:49], -v[44:45]
	v_mul_f64 v[38:39], v[38:39], v[40:41]
	v_mul_f64 v[40:41], v[51:52], s[56:57]
	v_mul_f64 v[51:52], v[51:52], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[46:47], v[55:56], v[46:47]
	v_add_f64 v[38:39], v[59:60], v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[55:56], v[48:49], -v[40:41]
	v_add_f64 v[46:47], v[51:52], -v[46:47]
	v_mov_b32_e32 v52, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[38:39], v[38:39], -v[57:58]
	v_lshrrev_b32_e32 v0, 20, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v35, 0x7ff, v0
	v_bfe_u32 v0, v43, 20, 11
	v_add_nc_u32_e32 v51, 16, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[51:52], v[0:1]
	v_dual_cndmask_b32 v41, v41, v47 :: v_dual_cndmask_b32 v40, v40, v46
	v_mul_f64 v[46:47], v[53:54], s[48:49]
	v_dual_cndmask_b32 v43, v49, v45 :: v_dual_cndmask_b32 v42, v48, v44
	v_add_f64 v[44:45], v[42:43], -v[40:41]
	v_add_f64 v[35:36], v[36:37], v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[37:38], v[44:45], v[44:45]
	v_add_f64 v[42:43], v[42:43], -v[44:45]
	v_add_f64 v[35:36], v[46:47], v[35:36]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[46:47], v[37:38], s[74:75]
	v_mul_f64 v[48:49], v[37:38], s[62:63]
	v_mul_f64 v[51:52], v[37:38], s[68:69]
	v_mul_f64 v[53:54], v[37:38], s[80:81]
	v_mul_f64 v[55:56], v[37:38], v[37:38]
	v_add_f64 v[39:40], v[42:43], -v[40:41]
	v_mul_f64 v[61:62], v[37:38], 0.5
	v_mul_f64 v[35:36], v[35:36], -2.0
	v_add_f64 v[46:47], v[46:47], s[76:77]
	v_add_f64 v[48:49], v[48:49], s[64:65]
	v_add_f64 v[51:52], v[51:52], s[70:71]
	v_add_f64 v[53:54], v[53:54], s[82:83]
	v_mul_f64 v[57:58], v[37:38], v[55:56]
	v_mul_f64 v[41:42], v[55:56], v[55:56]
	v_mul_f64 v[55:56], v[44:45], v[37:38]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[35:36]
	v_add_f64 v[63:64], -v[61:62], 1.0
	v_mul_f64 v[46:47], v[37:38], v[46:47]
	v_mul_f64 v[48:49], v[37:38], v[48:49]
	v_mul_f64 v[51:52], v[37:38], v[51:52]
	v_mul_f64 v[53:54], v[57:58], v[53:54]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[35:36], v[35:36], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[46:47], v[46:47], s[78:79]
	v_add_f64 v[48:49], v[48:49], s[66:67]
	v_add_f64 v[51:52], v[51:52], s[72:73]
	v_rsq_f64_e32 v[59:60], v[35:36]
	v_cmp_class_f64_e64 vcc_lo, v[35:36], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[46:47], v[53:54], v[46:47]
	v_mul_f64 v[48:49], v[37:38], v[48:49]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[41:42], v[41:42], v[51:52]
	v_mul_f64 v[51:52], v[39:40], 0.5
	v_mul_f64 v[57:58], v[35:36], v[59:60]
	v_mul_f64 v[59:60], v[59:60], 0.5
	v_mul_f64 v[46:47], v[55:56], v[46:47]
	v_add_f64 v[41:42], v[48:49], v[41:42]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[53:54], -v[59:60], v[57:58], 0.5
	v_add_f64 v[46:47], v[51:52], -v[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[41:42], v[37:38], v[41:42]
	v_fma_f64 v[57:58], v[57:58], v[53:54], v[57:58]
	v_fma_f64 v[48:49], v[59:60], v[53:54], v[59:60]
	v_mul_f64 v[53:54], v[44:45], v[39:40]
	v_add_f64 v[59:60], -v[63:64], 1.0
	v_mul_f64 v[37:38], v[37:38], v[46:47]
	v_fma_f64 v[51:52], -v[57:58], v[57:58], v[35:36]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[41:42], v[41:42], -v[53:54]
	v_mul_f64 v[53:54], v[55:56], s[84:85]
	v_add_f64 v[37:38], v[37:38], -v[39:40]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[46:47], v[51:52], v[48:49], v[57:58]
	v_add_f64 v[51:52], v[59:60], -v[61:62]
	v_add_f64 v[37:38], v[37:38], v[53:54]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[39:40], -v[46:47], v[46:47], v[35:36]
	v_add_f64 v[41:42], v[51:52], v[41:42]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[37:38], v[44:45], -v[37:38]
	v_mov_b32_e32 v44, v1
	v_fma_f64 v[39:40], v[39:40], v[48:49], v[46:47]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[41:42], v[63:64], v[41:42]
	v_ldexp_f64 v[39:40], v[39:40], v0
	v_and_b32_e32 v43, 2, v50
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v45, 0x80000000, v42
	v_and_b32_e32 v0, 1, v50
	v_cndmask_b32_e32 v36, v40, v36, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[43:44]
	v_xor_b32_e32 v43, 0x80000000, v38
	v_cndmask_b32_e32 v35, v39, v35, vcc_lo
	v_cndmask_b32_e64 v42, v45, v42, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v38, v38, v43, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v38, v38, v42, s1
	v_cndmask_b32_e64 v37, v37, v41, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f64 v[35:36], v[37:38], v[35:36]
	ds_load_b32 v0, v1 offset:16396
	ds_load_2addr_b32 v[37:38], v30 offset1:1
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v39, 0x4f800000, v0 :: v_dual_mul_f32 v38, v17, v38
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v39, v0, v39, vcc_lo
	v_cvt_f32_f64_e32 v35, v[35:36]
	v_sqrt_f32_e32 v36, v39
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v40, -1, v36
	v_add_nc_u32_e32 v41, 1, v36
	v_xor_b32_e32 v42, 0x80000000, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v43, 0x80000000, v41
	v_fma_f32 v42, v42, v36, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v43, v43, v36, v39
	v_cmp_ge_f32_e64 s1, 0, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v36, v36, v40, s1
	v_cmp_lt_f32_e64 s1, 0, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v36, v36, v41, s1
	v_dual_sub_f32 v35, v35, v38 :: v_dual_mul_f32 v40, 0x37800000, v36
	v_mul_f32_e32 v37, v17, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v31, v31, v35 :: v_dual_cndmask_b32 v36, v36, v40
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v37, -v65, v37
	v_cmp_class_f32_e64 vcc_lo, v39, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v37, s8, v37
	v_cndmask_b32_e32 v35, v36, v39, vcc_lo
	v_sub_f32_e32 v37, v17, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v31, v37, v31
	v_div_scale_f32 v36, null, v35, v35, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v37, v36
	v_fma_f32 v38, -v36, v37, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v37, v38, v37
	v_div_scale_f32 v38, vcc_lo, v31, v35, v31
	v_mul_f32_e32 v39, v38, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v40, -v36, v39, v38
	v_fmac_f32_e32 v39, v40, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v36, -v36, v39, v38
	v_div_fmas_f32 v36, v36, v37, v39
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v31, v36, v35, v31
	v_cndmask_b32_e32 v0, v31, v17, vcc_lo
.LBB3_147:
	s_or_b32 exec_lo, exec_lo, s102
	s_branch .LBB3_12
.LBB3_148:
	s_mul_i32 s1, s102, 0xcd9e8d57
	global_load_b32 v62, v[5:6], off
	v_xor_b32_e32 v0, s1, v18
	s_mul_hi_u32 s1, s102, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s28, s1
	s_xor_b32 s1, s1, s101
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v22
	v_xor3_b32 v35, s1, s87, v33
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v35, 0
	v_xor_b32_e32 v0, v34, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v36, v36, s88, v33
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v36, 0
	v_xor3_b32 v0, s89, v34, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v34, v37, s91, v33
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v34, 0
	v_xor3_b32 v0, s90, v33, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v34, v38, s92, v32
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v34, 0
	v_xor3_b32 v0, s93, v33, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v35, v35, s95, v32
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v35
	v_xor3_b32 v33, s94, v33, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v32
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v33, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v33, s97, v33, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s29, v32
	v_mul_lo_u32 v34, 0xcd9e8d57, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v34, v33, s98
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
	v_mul_f64 v[45:46], v[41:42], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[47:48], v[39:40], s[52:53]
	v_add_f64 v[43:44], v[43:44], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[45:46], v[45:46], s[24:25]
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
	v_mul_f64 v[50:51], v[52:53], s[84:85]
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
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v35, v35, v39, s1
	v_cndmask_b32_e64 v34, v34, v38, s1
	v_dual_cndmask_b32 v33, v37, v33 :: v_dual_cndmask_b32 v32, v36, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[32:33], v[34:35], v[32:33]
	v_cvt_f32_f64_e32 v0, v[32:33]
	ds_load_2addr_b32 v[32:33], v30 offset1:1
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v32, v14, v32
	v_mul_f32_e32 v33, v14, v33
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v32, -v62, v32
	v_mul_f32_e32 v32, s8, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v32, v14, v32
	v_sub_f32_e32 v0, v0, v33
	v_mul_f32_e32 v0, v31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v32, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v13, v0
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s5
	s_cbranch_execz .LBB3_128
.LBB3_149:
	s_mul_i32 s1, s102, 0xcd9e8d57
	global_load_b32 v62, v[7:8], off
	v_xor_b32_e32 v0, s1, v19
	s_mul_hi_u32 s1, s102, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s28, s1
	s_xor_b32 s1, s1, s101
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v24
	v_xor3_b32 v35, s1, s87, v33
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v35, 0
	v_xor_b32_e32 v0, v34, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v36, v36, s88, v33
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v36, 0
	v_xor3_b32 v0, s89, v34, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v34, v37, s91, v33
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v34, 0
	v_xor3_b32 v0, s90, v33, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v34, v38, s92, v32
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v34, 0
	v_xor3_b32 v0, s93, v33, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v35, v35, s95, v32
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v35
	v_xor3_b32 v33, s94, v33, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v32
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v33, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v33, s97, v33, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s29, v32
	v_mul_lo_u32 v34, 0xcd9e8d57, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v34, v33, s98
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
	v_mul_f64 v[45:46], v[41:42], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[47:48], v[39:40], s[52:53]
	v_add_f64 v[43:44], v[43:44], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[45:46], v[45:46], s[24:25]
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
	v_mul_f64 v[50:51], v[52:53], s[84:85]
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
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v35, v35, v39, s1
	v_cndmask_b32_e64 v34, v34, v38, s1
	v_dual_cndmask_b32 v33, v37, v33 :: v_dual_cndmask_b32 v32, v36, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[32:33], v[34:35], v[32:33]
	v_cvt_f32_f64_e32 v0, v[32:33]
	ds_load_2addr_b32 v[32:33], v30 offset1:1
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v32, v15, v32
	v_mul_f32_e32 v33, v15, v33
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v32, -v62, v32
	v_mul_f32_e32 v32, s8, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v32, v15, v32
	v_sub_f32_e32 v0, v0, v33
	v_mul_f32_e32 v0, v31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v32, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v13, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s6
	s_cbranch_execz .LBB3_129
.LBB3_150:
	s_mul_i32 s1, s102, 0xcd9e8d57
	global_load_b32 v62, v[9:10], off
	v_xor_b32_e32 v0, s1, v20
	s_mul_hi_u32 s1, s102, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s28, s1
	s_xor_b32 s1, s1, s101
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v26
	v_xor3_b32 v35, s1, s87, v33
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v35, 0
	v_xor_b32_e32 v0, v34, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v36, v36, s88, v33
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v36, 0
	v_xor3_b32 v0, s89, v34, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v34, v37, s91, v33
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v34, 0
	v_xor3_b32 v0, s90, v33, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v34, v38, s92, v32
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v34, 0
	v_xor3_b32 v0, s93, v33, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v35, v35, s95, v32
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v35
	v_xor3_b32 v33, s94, v33, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v32
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v33, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v33, s97, v33, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s29, v32
	v_mul_lo_u32 v34, 0xcd9e8d57, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v34, v33, s98
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
	v_mul_f64 v[45:46], v[41:42], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[47:48], v[39:40], s[52:53]
	v_add_f64 v[43:44], v[43:44], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[45:46], v[45:46], s[24:25]
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
	v_mul_f64 v[50:51], v[52:53], s[84:85]
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
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v35, v35, v39, s1
	v_cndmask_b32_e64 v34, v34, v38, s1
	v_dual_cndmask_b32 v33, v37, v33 :: v_dual_cndmask_b32 v32, v36, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[32:33], v[34:35], v[32:33]
	v_cvt_f32_f64_e32 v0, v[32:33]
	ds_load_2addr_b32 v[32:33], v30 offset1:1
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v32, v16, v32
	v_mul_f32_e32 v33, v16, v33
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v32, -v62, v32
	v_mul_f32_e32 v32, s8, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v32, v16, v32
	v_sub_f32_e32 v0, v0, v33
	v_mul_f32_e32 v0, v31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v32, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v13, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s7
	s_cbranch_execnz .LBB3_130
	s_branch .LBB3_131
.LBB3_151:
	v_xor_b32_e32 v0, s2, v18
	s_xor_b32 s1, s28, s3
	global_load_b32 v62, v[5:6], off
	s_xor_b32 s1, s1, s101
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s103, s1, 0xd2511f53
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s103, v22
	v_xor3_b32 v35, s1, s87, v33
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v35, 0
	v_xor_b32_e32 v0, v34, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v36, v36, s88, v33
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v36, 0
	v_xor3_b32 v0, s89, v34, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v34, v37, s91, v33
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v34, 0
	v_xor3_b32 v0, s90, v33, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v34, v38, s92, v32
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v34, 0
	v_xor3_b32 v0, s93, v33, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v35, v35, s95, v32
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v35
	v_xor3_b32 v33, s94, v33, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v32
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v33, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v33, s97, v33, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s29, v32
	v_mul_lo_u32 v34, 0xcd9e8d57, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v34, v33, s98
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
	v_mul_f64 v[45:46], v[41:42], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[47:48], v[39:40], s[52:53]
	v_add_f64 v[43:44], v[43:44], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[45:46], v[45:46], s[24:25]
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
	v_mul_f64 v[50:51], v[52:53], s[84:85]
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
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v35, v35, v39, s1
	v_cndmask_b32_e64 v34, v34, v38, s1
	v_dual_cndmask_b32 v33, v37, v33 :: v_dual_cndmask_b32 v32, v36, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f64 v[32:33], v[34:35], v[32:33]
	ds_load_b32 v0, v1 offset:16396
	ds_load_2addr_b32 v[34:35], v30 offset1:1
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v36, 0x4f800000, v0
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v0
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v34, v14, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v35, v14, v35 :: v_dual_cndmask_b32 v36, v0, v36
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v34, -v62, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v34, s8, v34
	v_sub_f32_e32 v34, v14, v34
	v_cvt_f32_f64_e32 v32, v[32:33]
	v_sqrt_f32_e32 v33, v36
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v37, -1, v33
	v_add_nc_u32_e32 v38, 1, v33
	v_xor_b32_e32 v39, 0x80000000, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v40, 0x80000000, v38
	v_fma_f32 v39, v39, v33, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v40, v40, v33, v36
	v_cmp_ge_f32_e64 s1, 0, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v33, v33, v37, s1
	v_cmp_lt_f32_e64 s1, 0, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v33, v33, v38, s1
	v_dual_sub_f32 v32, v32, v35 :: v_dual_mul_f32 v37, 0x37800000, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v32, v31, v32 :: v_dual_cndmask_b32 v33, v33, v37
	v_cmp_class_f32_e64 vcc_lo, v36, 0x260
	v_add_f32_e32 v32, v34, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v33, v33, v36, vcc_lo
	v_div_scale_f32 v34, null, v33, v33, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v35, v34
	v_fma_f32 v36, -v34, v35, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v35, v36, v35
	v_div_scale_f32 v36, vcc_lo, v32, v33, v32
	v_mul_f32_e32 v37, v36, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v38, -v34, v37, v36
	v_fmac_f32_e32 v37, v38, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v34, -v34, v37, v36
	v_div_fmas_f32 v34, v34, v35, v37
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v32, v34, v33, v32
	v_cndmask_b32_e32 v32, v32, v14, vcc_lo
	s_or_b32 exec_lo, exec_lo, s102
	v_mov_b32_e32 v33, v15
	s_and_saveexec_b32 s102, s5
	s_cbranch_execz .LBB3_143
.LBB3_152:
	v_xor_b32_e32 v0, s2, v19
	s_xor_b32 s1, s28, s3
	global_load_b32 v63, v[7:8], off
	s_xor_b32 s1, s1, s101
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s103, s1, 0xd2511f53
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s103, v24
	v_xor3_b32 v36, s1, s87, v34
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v36, 0
	v_xor_b32_e32 v0, v35, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v37, v37, s88, v34
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v37, 0
	v_xor3_b32 v0, s89, v35, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v35, v38, s91, v34
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v35, 0
	v_xor3_b32 v0, s90, v34, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v35, v39, s92, v33
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v35, 0
	v_xor3_b32 v0, s93, v34, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v36, v36, s95, v33
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v36
	v_xor3_b32 v34, s94, v34, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v33
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v34, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v34, s97, v34, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s29, v33
	v_mul_lo_u32 v35, 0xcd9e8d57, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v35, v34, s98
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
	v_mul_f64 v[46:47], v[42:43], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[48:49], v[40:41], s[52:53]
	v_add_f64 v[44:45], v[44:45], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[46:47], v[46:47], s[24:25]
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
	v_mul_f64 v[51:52], v[53:54], s[84:85]
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
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[41:42]
	v_xor_b32_e32 v41, 0x80000000, v36
	v_cndmask_b32_e32 v33, v37, v33, vcc_lo
	v_cndmask_b32_e64 v40, v43, v40, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v36, v36, v41, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v36, v36, v40, s1
	v_cndmask_b32_e64 v35, v35, v39, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f64 v[33:34], v[35:36], v[33:34]
	ds_load_b32 v0, v1 offset:16396
	ds_load_2addr_b32 v[35:36], v30 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v0
	v_mul_f32_e32 v37, 0x4f800000, v0
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v36, v15, v36 :: v_dual_cndmask_b32 v37, v0, v37
	v_cvt_f32_f64_e32 v33, v[33:34]
	v_sqrt_f32_e32 v34, v37
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v38, -1, v34
	v_add_nc_u32_e32 v39, 1, v34
	v_xor_b32_e32 v40, 0x80000000, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v41, 0x80000000, v39
	v_fma_f32 v40, v40, v34, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v41, v41, v34, v37
	v_cmp_ge_f32_e64 s1, 0, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v34, v34, v38, s1
	v_cmp_lt_f32_e64 s1, 0, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v34, v34, v39, s1
	v_mul_f32_e32 v35, v15, v35
	v_dual_sub_f32 v33, v33, v36 :: v_dual_mul_f32 v38, 0x37800000, v34
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e64 v35, -v63, v35
	v_dual_mul_f32 v33, v31, v33 :: v_dual_cndmask_b32 v34, v34, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v35, s8, v35
	v_cmp_class_f32_e64 vcc_lo, v37, 0x260
	v_dual_sub_f32 v35, v15, v35 :: v_dual_cndmask_b32 v34, v34, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v33, v35, v33
	v_div_scale_f32 v35, null, v34, v34, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v36, v35
	v_fma_f32 v37, -v35, v36, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v36, v37, v36
	v_div_scale_f32 v37, vcc_lo, v33, v34, v33
	v_mul_f32_e32 v38, v37, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, -v35, v38, v37
	v_fmac_f32_e32 v38, v39, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v35, -v35, v38, v37
	v_div_fmas_f32 v35, v35, v36, v38
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v33, v35, v34, v33
	v_cndmask_b32_e32 v33, v33, v15, vcc_lo
	s_or_b32 exec_lo, exec_lo, s102
	v_mov_b32_e32 v34, v16
	s_and_saveexec_b32 s102, s6
	s_cbranch_execnz .LBB3_144
	s_branch .LBB3_145
.LBB3_153:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB3_156
.LBB3_154:
	s_lshl_b32 s103, s2, 2
	s_mov_b64 s[2:3], s[34:35]
.LBB3_155:
	v_mov_b32_e32 v32, s103
	s_add_i32 s103, s103, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v32, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v32
	s_cbranch_scc1 .LBB3_155
.LBB3_156:
	ds_store_b32 v1, v0 offset:16396
.LBB3_157:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB3_138
.LBB3_158:
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB3_169
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB3_170
.LBB3_160:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB3_171
.LBB3_161:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB3_163
.LBB3_162:
	global_load_b32 v0, v[11:12], off
	ds_load_b32 v32, v1 offset:16388
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v32, v17, v32
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v32
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v17, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v13, v0 offset:12288
.LBB3_163:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB3_176
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s86
	s_cbranch_vccnz .LBB3_175
	s_and_not1_b32 vcc_lo, exec_lo, s100
	s_cbranch_vccnz .LBB3_172
	s_mov_b64 s[2:3], 0
	s_mov_b32 s103, 0
	.p2align	6
.LBB3_167:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v38, s103
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s103, s103, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
	ds_load_2addr_b32 v[32:33], v38 offset1:1
	ds_load_2addr_b32 v[34:35], v38 offset0:2 offset1:3
	ds_load_2addr_b32 v[36:37], v38 offset0:4 offset1:5
	ds_load_2addr_b32 v[38:39], v38 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v33
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v35
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v37
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v38
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v39
	s_cbranch_scc1 .LBB3_167
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s103, s99
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s103
	s_cbranch_vccnz .LBB3_173
	s_branch .LBB3_175
.LBB3_169:
	global_load_b32 v0, v[5:6], off
	ds_load_b32 v32, v1 offset:16388
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v32, v14, v32
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v32
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v14, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v13, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB3_160
.LBB3_170:
	global_load_b32 v0, v[7:8], off
	ds_load_b32 v32, v1 offset:16388
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v32, v15, v32
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v32
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v15, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v13, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB3_161
.LBB3_171:
	global_load_b32 v0, v[9:10], off
	ds_load_b32 v32, v1 offset:16388
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v32, v16, v32
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v32
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v16, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v13, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB3_162
	s_branch .LBB3_163
.LBB3_172:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB3_175
.LBB3_173:
	s_lshl_b32 s103, s2, 2
	s_mov_b64 s[2:3], s[34:35]
.LBB3_174:
	v_mov_b32_e32 v32, s103
	s_add_i32 s103, s103, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v32, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v32
	s_cbranch_scc1 .LBB3_174
.LBB3_175:
	ds_store_b32 v1, v0 offset:16396
.LBB3_176:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s33
	buffer_gl0_inv
	s_cbranch_vccnz .LBB3_139
.LBB3_177:
	s_cbranch_execz .LBB3_12
	s_and_saveexec_b32 s1, s0
	s_cbranch_execnz .LBB3_183
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s2, s4
	s_cbranch_execnz .LBB3_184
.LBB3_180:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s5
	s_cbranch_execnz .LBB3_185
.LBB3_181:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s6
	s_cbranch_execnz .LBB3_186
.LBB3_182:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s1, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s1
	s_cbranch_execz .LBB3_11
	s_branch .LBB3_187
.LBB3_183:
	global_load_b32 v0, v1, s[18:19]
	v_add_nc_u32_e64 v31, 0x4000, 0
	ds_load_2addr_b32 v[31:32], v31 offset1:3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v31, -1.0, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v31, 0x7fffffff, v31
	v_cmp_lt_f32_e32 vcc_lo, 0x3b03126f, v31
	v_cndmask_b32_e64 v31, 0, 1.0, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v32
	v_cndmask_b32_e64 v32, 0, 2.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v31, v32, v31
	v_cvt_u32_f32_e32 v31, v31
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v31
	global_store_b32 v1, v0, s[18:19]
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s2, s4
	s_cbranch_execz .LBB3_180
.LBB3_184:
	global_load_b32 v0, v[5:6], off
	v_add_nc_u32_e64 v31, 0x4000, 0
	ds_load_2addr_b32 v[31:32], v31 offset0:1 offset1:3
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v33, 0x4f800000, v32
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v32
	v_mul_f32_e32 v31, v14, v31
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v31
	v_dual_cndmask_b32 v33, v32, v33 :: v_dual_mul_f32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v34, v33
	v_dual_sub_f32 v0, v14, v0 :: v_dual_add_nc_u32 v35, -1, v34
	v_add_nc_u32_e32 v36, 1, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v37, 0x80000000, v35
	v_xor_b32_e32 v38, 0x80000000, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v37, v37, v34, v33
	v_fma_f32 v38, v38, v34, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v37
	v_cndmask_b32_e64 v34, v34, v35, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s1, 0, v38
	v_cndmask_b32_e64 v34, v34, v36, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, 0x37800000, v34
	v_cndmask_b32_e32 v31, v34, v35, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v33, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v31, v31, v33, vcc_lo
	v_div_scale_f32 v33, null, v31, v31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v34, v33
	v_fma_f32 v35, -v33, v34, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v34, v35, v34
	v_div_scale_f32 v35, vcc_lo, v0, v31, v0
	v_mul_f32_e32 v36, v35, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v37, -v33, v36, v35
	v_fmac_f32_e32 v36, v37, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v33, -v33, v36, v35
	v_div_fmas_f32 v33, v33, v34, v36
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v0, v33, v31, v0
	v_cndmask_b32_e32 v14, v0, v14, vcc_lo
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s5
	s_cbranch_execz .LBB3_181
.LBB3_185:
	global_load_b32 v0, v[7:8], off
	v_add_nc_u32_e64 v31, 0x4000, 0
	ds_load_2addr_b32 v[31:32], v31 offset0:1 offset1:3
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v33, 0x4f800000, v32
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v32
	v_mul_f32_e32 v31, v15, v31
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v31
	v_dual_cndmask_b32 v33, v32, v33 :: v_dual_mul_f32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v34, v33
	v_dual_sub_f32 v0, v15, v0 :: v_dual_add_nc_u32 v35, -1, v34
	v_add_nc_u32_e32 v36, 1, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v37, 0x80000000, v35
	v_xor_b32_e32 v38, 0x80000000, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v37, v37, v34, v33
	v_fma_f32 v38, v38, v34, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v37
	v_cndmask_b32_e64 v34, v34, v35, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s1, 0, v38
	v_cndmask_b32_e64 v34, v34, v36, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, 0x37800000, v34
	v_cndmask_b32_e32 v31, v34, v35, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v33, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v31, v31, v33, vcc_lo
	v_div_scale_f32 v33, null, v31, v31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v34, v33
	v_fma_f32 v35, -v33, v34, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v34, v35, v34
	v_div_scale_f32 v35, vcc_lo, v0, v31, v0
	v_mul_f32_e32 v36, v35, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v37, -v33, v36, v35
	v_fmac_f32_e32 v36, v37, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v33, -v33, v36, v35
	v_div_fmas_f32 v33, v33, v34, v36
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v0, v33, v31, v0
	v_cndmask_b32_e32 v15, v0, v15, vcc_lo
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s6
	s_cbranch_execz .LBB3_182
.LBB3_186:
	global_load_b32 v0, v[9:10], off
	v_add_nc_u32_e64 v31, 0x4000, 0
	ds_load_2addr_b32 v[31:32], v31 offset0:1 offset1:3
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v33, 0x4f800000, v32
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v32
	v_mul_f32_e32 v31, v16, v31
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v31
	v_dual_cndmask_b32 v33, v32, v33 :: v_dual_mul_f32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v34, v33
	v_dual_sub_f32 v0, v16, v0 :: v_dual_add_nc_u32 v35, -1, v34
	v_add_nc_u32_e32 v36, 1, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v37, 0x80000000, v35
	v_xor_b32_e32 v38, 0x80000000, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v37, v37, v34, v33
	v_fma_f32 v38, v38, v34, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v37
	v_cndmask_b32_e64 v34, v34, v35, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s1, 0, v38
	v_cndmask_b32_e64 v34, v34, v36, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, 0x37800000, v34
	v_cndmask_b32_e32 v31, v34, v35, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v33, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v31, v31, v33, vcc_lo
	v_div_scale_f32 v33, null, v31, v31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v34, v33
	v_fma_f32 v35, -v33, v34, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v34, v35, v34
	v_div_scale_f32 v35, vcc_lo, v0, v31, v0
	v_mul_f32_e32 v36, v35, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v37, -v33, v36, v35
	v_fmac_f32_e32 v36, v37, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v33, -v33, v36, v35
	v_div_fmas_f32 v33, v33, v34, v36
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v0, v33, v31, v0
	v_cndmask_b32_e32 v16, v0, v16, vcc_lo
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s1, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s1
	s_cbranch_execz .LBB3_11
.LBB3_187:
	global_load_b32 v0, v[11:12], off
	v_add_nc_u32_e64 v31, 0x4000, 0
	ds_load_2addr_b32 v[31:32], v31 offset0:1 offset1:3
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v33, 0x4f800000, v32
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v32
	v_mul_f32_e32 v31, v17, v31
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v31
	v_dual_cndmask_b32 v33, v32, v33 :: v_dual_mul_f32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v34, v33
	v_dual_sub_f32 v0, v17, v0 :: v_dual_add_nc_u32 v35, -1, v34
	v_add_nc_u32_e32 v36, 1, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v37, 0x80000000, v35
	v_xor_b32_e32 v38, 0x80000000, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v37, v37, v34, v33
	v_fma_f32 v38, v38, v34, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v37
	v_cndmask_b32_e64 v34, v34, v35, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s1, 0, v38
	v_cndmask_b32_e64 v34, v34, v36, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, 0x37800000, v34
	v_cndmask_b32_e32 v31, v34, v35, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v33, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v31, v31, v33, vcc_lo
	v_div_scale_f32 v33, null, v31, v31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v34, v33
	v_fma_f32 v35, -v33, v34, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v34, v35, v34
	v_div_scale_f32 v35, vcc_lo, v0, v31, v0
	v_mul_f32_e32 v36, v35, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v37, -v33, v36, v35
	v_fmac_f32_e32 v36, v37, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v33, -v33, v36, v35
	v_div_fmas_f32 v33, v33, v34, v36
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v0, v33, v31, v0
	v_cndmask_b32_e32 v17, v0, v17, vcc_lo
	s_branch .LBB3_11
.LBB3_188:
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB3_194
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB3_195
.LBB3_190:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB3_196
.LBB3_191:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB3_193
.LBB3_192:
	v_lshlrev_b32_e32 v0, 2, v4
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v17, s[16:17]
.LBB3_193:
	s_endpgm
.LBB3_194:
	s_waitcnt vmcnt(0)
	global_store_b32 v13, v14, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB3_190
.LBB3_195:
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v15, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB3_191
.LBB3_196:
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v16, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB3_192
	s_branch .LBB3_193
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_sphere_align_w4096
		.amdhsa_group_segment_fixed_size 16400
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
		.amdhsa_next_free_vgpr 66
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
	.size	tessera_sphere_align_w4096, .Lfunc_end3-tessera_sphere_align_w4096

	.set tessera_sphere_align_w4096.num_vgpr, 66
	.set tessera_sphere_align_w4096.num_agpr, 0
	.set tessera_sphere_align_w4096.numbered_sgpr, 104
	.set tessera_sphere_align_w4096.num_named_barrier, 0
	.set tessera_sphere_align_w4096.private_seg_size, 0
	.set tessera_sphere_align_w4096.uses_vcc, 1
	.set tessera_sphere_align_w4096.uses_flat_scratch, 0
	.set tessera_sphere_align_w4096.has_dyn_sized_stack, 0
	.set tessera_sphere_align_w4096.has_recursion, 0
	.set tessera_sphere_align_w4096.has_indirect_call, 0
	.globl	tessera_sphere_align_w8192
	.p2align	8
	.type	tessera_sphere_align_w8192,@function
tessera_sphere_align_w8192:
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
	s_cbranch_vccnz .LBB4_286
	v_mov_b32_e32 v1, 0
	s_mul_i32 s4, s29, s2
	s_mul_hi_u32 s5, s28, s2
	s_mul_i32 s40, s28, s2
	s_add_i32 s41, s5, s4
	v_cmp_gt_u64_e64 s4, s[28:29], v[0:1]
	s_lshl_b64 s[42:43], s[40:41], 2
	v_lshlrev_b32_e32 v27, 2, v0
	s_add_u32 s14, s20, s42
	s_addc_u32 s15, s21, s43
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB4_3
	global_load_b32 v28, v27, s[14:15]
.LBB4_3:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[28:29], v[2:3]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB4_5
	v_lshlrev_b32_e32 v3, 2, v2
	global_load_b32 v29, v3, s[14:15]
.LBB4_5:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v3, 0x800, v0
	v_mov_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s6, s[28:29], v[3:4]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB4_7
	v_lshlrev_b32_e32 v4, 2, v3
	global_load_b32 v30, v4, s[14:15]
.LBB4_7:
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v4, 0xc00, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s7, s[28:29], v[4:5]
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB4_9
	v_lshlrev_b32_e32 v5, 2, v4
	global_load_b32 v31, v5, s[14:15]
.LBB4_9:
	s_or_b32 exec_lo, exec_lo, s8
	v_or_b32_e32 v5, 0x1000, v0
	v_mov_b32_e32 v6, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s8, s[28:29], v[5:6]
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB4_11
	v_lshlrev_b32_e32 v6, 2, v5
	global_load_b32 v32, v6, s[14:15]
.LBB4_11:
	s_or_b32 exec_lo, exec_lo, s9
	v_or_b32_e32 v6, 0x1400, v0
	v_mov_b32_e32 v7, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s9, s[28:29], v[6:7]
	s_and_saveexec_b32 s10, s9
	s_cbranch_execz .LBB4_13
	v_lshlrev_b32_e32 v7, 2, v6
	global_load_b32 v33, v7, s[14:15]
.LBB4_13:
	s_or_b32 exec_lo, exec_lo, s10
	v_or_b32_e32 v7, 0x1800, v0
	v_mov_b32_e32 v8, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s10, s[28:29], v[7:8]
	s_and_saveexec_b32 s11, s10
	s_cbranch_execz .LBB4_15
	v_lshlrev_b32_e32 v8, 2, v7
	global_load_b32 v34, v8, s[14:15]
.LBB4_15:
	s_or_b32 exec_lo, exec_lo, s11
	v_or_b32_e32 v8, 0x1c00, v0
	v_mov_b32_e32 v9, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s11, s[28:29], v[8:9]
	s_and_saveexec_b32 s12, s11
	s_cbranch_execz .LBB4_17
	v_lshlrev_b32_e32 v1, 2, v8
	global_load_b32 v35, v1, s[14:15]
.LBB4_17:
	s_or_b32 exec_lo, exec_lo, s12
	s_cmp_eq_u64 s[30:31], 0
	s_mov_b64 s[26:27], 0
	s_cbranch_scc1 .LBB4_277
	s_mov_b32 s35, 0
	v_writelane_b32 v89, s14, 0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s44, 0x96cb03de
	s_mov_b32 s46, 0x94229359
	s_mov_b32 s48, 0x55555593
	v_writelane_b32 v89, s15, 1
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x30
	s_load_b128 s[36:39], s[0:1], 0x50
	v_cmp_eq_u32_e64 s0, 0, v0
	v_add_co_u32 v0, s1, s40, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v37, null, s41, 0, s1
	s_mov_b32 s40, 0x9997fa04
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_mov_b32 s50, 0x35793c76
	s_mov_b32 s52, 0xfee00000
	s_mov_b32 s54, 0x54442d18
	s_mov_b32 s56, 0x6dc9c883
	s_mov_b32 s58, 0x54400000
	s_mov_b32 s60, 0x1a626331
	v_xor_b32_e32 v19, v26, v37
	s_mov_b32 s62, 0x1a600000
	s_mov_b32 s64, 0x2e037073
	s_mov_b32 s66, 0x19cb1590
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s15, 0
	v_xor_b32_e32 v21, s37, v19
	s_cselect_b32 s19, -1, 0
	s_add_u32 s1, s24, s42
	s_addc_u32 s15, s25, s43
	v_add_co_u32 v9, s1, s1, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, s15, 0, s1
	s_lshl_b64 s[2:3], s[2:3], 2
	v_add_co_u32 v11, vcc_lo, 0x1000, v9
	v_add_co_ci_u32_e64 v12, null, 0, v10, vcc_lo
	v_add_co_u32 v13, vcc_lo, 0x2000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v14, null, 0, v10, vcc_lo
	v_add_co_u32 v15, vcc_lo, 0x3000, v9
	v_add_co_ci_u32_e64 v16, null, 0, v10, vcc_lo
	v_add_co_u32 v17, vcc_lo, 0x4000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, null, 0, v10, vcc_lo
	v_add_co_u32 v19, vcc_lo, 0x5000, v9
	v_add_co_ci_u32_e64 v20, null, 0, v10, vcc_lo
	v_mad_u64_u32 v[45:46], null, 0xcd9e8d57, v21, 0
	v_add_co_u32 v21, vcc_lo, 0x6000, v9
	s_add_u32 s22, s22, s2
	s_addc_u32 s23, s23, s3
	v_add_co_ci_u32_e64 v22, null, 0, v10, vcc_lo
	v_add_co_u32 v23, vcc_lo, 0x7000, v9
	s_cmp_lg_u32 s14, 0
	v_add_co_ci_u32_e64 v24, null, 0, v10, vcc_lo
	v_add_co_u32 v26, vcc_lo, 0x400, v0
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u64 s[28:29], 0
	v_add_co_ci_u32_e64 v38, null, 0, v37, vcc_lo
	s_cselect_b32 s90, -1, 0
	s_add_u32 s1, s36, 0x9e3779b9
	s_add_u32 s20, s37, 0xbb67ae85
	v_xor_b32_e32 v36, s1, v46
	v_mad_u64_u32 v[46:47], null, 0xd2511f53, v26, 0
	s_add_u32 s21, s36, 0x3c6ef372
	s_add_u32 s91, s37, 0x76cf5d0a
	s_add_u32 s92, s36, 0xdaa66d2b
	s_add_u32 s93, s37, 0x32370b8f
	s_add_u32 s94, s36, 0x78dde6e4
	s_add_u32 s95, s37, 0xed9eba14
	v_xor_b32_e32 v26, v47, v38
	v_add_co_u32 v38, vcc_lo, 0x800, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v39, null, 0, v37, vcc_lo
	v_add_co_u32 v40, vcc_lo, 0xc00, v0
	v_mad_u64_u32 v[48:49], null, 0xd2511f53, v38, 0
	v_add_co_ci_u32_e64 v38, null, 0, v37, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[50:51], null, 0xd2511f53, v40, 0
	v_add_co_u32 v40, vcc_lo, 0x1000, v0
	v_xor_b32_e32 v26, s37, v26
	v_xor_b32_e32 v39, v49, v39
	v_add_co_ci_u32_e64 v41, null, 0, v37, vcc_lo
	v_mad_u64_u32 v[52:53], null, 0xd2511f53, v40, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[54:55], null, 0xcd9e8d57, v26, 0
	v_xor_b32_e32 v26, s37, v39
	v_add_co_u32 v39, vcc_lo, 0x1400, v0
	v_xor_b32_e32 v38, v51, v38
	v_xor_b32_e32 v40, v53, v41
	v_add_co_ci_u32_e64 v41, null, 0, v37, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[56:57], null, 0xd2511f53, v39, 0
	v_add_co_u32 v39, vcc_lo, 0x1800, v0
	v_add_co_ci_u32_e64 v42, null, 0, v37, vcc_lo
	v_add_co_u32 v0, vcc_lo, 0x1c00, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[58:59], null, 0xd2511f53, v39, 0
	v_xor_b32_e32 v38, s37, v38
	v_mad_u64_u32 v[60:61], null, 0xd2511f53, v0, 0
	v_add_co_ci_u32_e64 v37, null, 0, v37, vcc_lo
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v26, 0
	v_xor_b32_e32 v0, v57, v41
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v38, 0
	v_xor_b32_e32 v26, s37, v40
	v_xor_b32_e32 v38, v59, v42
	v_xor_b32_e32 v37, v61, v37
	v_xor_b32_e32 v0, s37, v0
	s_add_u32 s96, s36, 0x1715609d
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v26, 0
	v_xor_b32_e32 v26, s37, v38
	v_xor_b32_e32 v37, s37, v37
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v0, 0
	s_add_u32 s97, s37, 0xa9066899
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v26, 0
	v_mad_u64_u32 v[72:73], null, 0xcd9e8d57, v37, 0
	s_add_u32 s98, s36, 0xb54cda56
	s_add_u32 s99, s37, 0x646e171e
	s_add_u32 s100, s36, 0x5384540f
	s_add_u32 s101, s37, 0x1fd5c5a3
	s_add_u32 s102, s37, 0xdb3d7428
	s_add_i32 s37, s36, 0x8ff34781
	s_add_u32 s2, s28, -1
	s_addc_u32 s3, s29, -1
	s_and_b32 s34, s28, 7
	v_cmp_gt_u64_e64 s103, s[2:3], 6
	v_xor_b32_e32 v37, s1, v55
	v_xor_b32_e32 v38, s1, v63
	v_xor_b32_e32 v39, s1, v65
	v_xor_b32_e32 v40, s1, v67
	v_xor_b32_e32 v41, s1, v69
	v_xor_b32_e32 v42, s1, v71
	v_xor_b32_e32 v43, s1, v73
	s_and_b32 s14, s28, 0x3ff8
	v_xor_b32_e32 v44, s20, v25
	v_xor_b32_e32 v45, s21, v45
	v_xor_b32_e32 v46, s20, v46
	v_xor_b32_e32 v47, s21, v54
	v_xor_b32_e32 v48, s20, v48
	v_xor_b32_e32 v49, s21, v62
	v_xor_b32_e32 v50, s20, v50
	v_xor_b32_e32 v51, s21, v64
	v_xor_b32_e32 v52, s20, v52
	v_xor_b32_e32 v53, s21, v66
	v_xor_b32_e32 v54, s20, v56
	v_xor_b32_e32 v55, s21, v68
	v_xor_b32_e32 v56, s20, v58
	v_xor_b32_e32 v57, s21, v70
	v_xor_b32_e32 v58, s20, v60
	v_xor_b32_e32 v59, s21, v72
	v_mov_b32_e32 v60, 0x8004
	s_cmp_lg_u64 s[34:35], 0
	s_mov_b32 s24, 0xd078c69f
	s_mov_b32 s28, 0x1d8e78af
	s_mov_b32 s42, 0xdf3e5244
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
	s_mov_b32 s15, s35
	s_cselect_b32 s104, -1, 0
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
	s_branch .LBB4_21
.LBB4_19:
	s_or_b32 exec_lo, exec_lo, s2
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
	s_add_u32 s26, s26, 1
	s_addc_u32 s27, s27, 0
	s_mul_f32 s16, s17, s16
	s_cmp_eq_u64 s[26:27], s[30:31]
	s_cbranch_scc1 .LBB4_276
.LBB4_21:
	s_add_u32 vcc_hi, s26, s38
	s_addc_u32 s20, s27, s39
	s_and_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s1, -1
	s_cbranch_vccz .LBB4_101
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB4_37
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB4_38
.LBB4_24:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB4_39
.LBB4_25:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB4_40
.LBB4_26:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execnz .LBB4_41
.LBB4_27:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execnz .LBB4_42
.LBB4_28:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s10
	s_cbranch_execnz .LBB4_43
.LBB4_29:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s11
	s_cbranch_execz .LBB4_31
.LBB4_30:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v35, v35
	ds_store_b32 v27, v0 offset:28672
.LBB4_31:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB4_48
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s90
	s_cbranch_vccnz .LBB4_47
	s_and_not1_b32 vcc_lo, exec_lo, s103
	s_cbranch_vccnz .LBB4_44
	s_mov_b64 s[2:3], 0
	s_mov_b32 s21, 0
	.p2align	6
.LBB4_35:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v65, s21
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s21, s21, 32
	s_cmp_lg_u64 s[14:15], s[2:3]
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
	s_cbranch_scc1 .LBB4_35
	s_mov_b64 s[2:3], s[14:15]
	s_mov_b32 s21, s104
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s21
	s_cbranch_vccnz .LBB4_45
	s_branch .LBB4_47
.LBB4_37:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v28, v28
	ds_store_b32 v27, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB4_24
.LBB4_38:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v29, v29
	ds_store_b32 v27, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB4_25
.LBB4_39:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v30, v30
	ds_store_b32 v27, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB4_26
.LBB4_40:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v31, v31
	ds_store_b32 v27, v0 offset:12288
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB4_27
.LBB4_41:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v32, v32
	ds_store_b32 v27, v0 offset:16384
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execz .LBB4_28
.LBB4_42:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v33, v33
	ds_store_b32 v27, v0 offset:20480
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s10
	s_cbranch_execz .LBB4_29
.LBB4_43:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v34, v34
	ds_store_b32 v27, v0 offset:24576
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s11
	s_cbranch_execnz .LBB4_30
	s_branch .LBB4_31
.LBB4_44:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB4_47
.LBB4_45:
	s_lshl_b32 s21, s2, 2
	s_mov_b64 s[2:3], s[34:35]
.LBB4_46:
	v_mov_b32_e32 v25, s21
	s_add_i32 s21, s21, 4
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
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB4_63
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB4_64
.LBB4_50:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB4_65
.LBB4_51:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB4_66
.LBB4_52:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execnz .LBB4_67
.LBB4_53:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execnz .LBB4_68
.LBB4_54:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s10
	s_cbranch_execnz .LBB4_69
.LBB4_55:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s11
	s_cbranch_execz .LBB4_57
.LBB4_56:
	global_load_b32 v0, v[23:24], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v35, -v0
	ds_store_b32 v27, v0 offset:28672
.LBB4_57:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB4_74
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s90
	s_cbranch_vccnz .LBB4_73
	s_and_not1_b32 vcc_lo, exec_lo, s103
	s_cbranch_vccnz .LBB4_70
	s_mov_b64 s[2:3], 0
	s_mov_b32 s21, 0
	.p2align	6
.LBB4_61:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v65, s21
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s21, s21, 32
	s_cmp_lg_u64 s[14:15], s[2:3]
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
	s_cbranch_scc1 .LBB4_61
	s_mov_b64 s[2:3], s[14:15]
	s_mov_b32 s21, s104
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s21
	s_cbranch_vccnz .LBB4_71
	s_branch .LBB4_73
.LBB4_63:
	global_load_b32 v0, v[9:10], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v28, -v0
	ds_store_b32 v27, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB4_50
.LBB4_64:
	global_load_b32 v0, v[11:12], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v29, -v0
	ds_store_b32 v27, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB4_51
.LBB4_65:
	global_load_b32 v0, v[13:14], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v30, -v0
	ds_store_b32 v27, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB4_52
.LBB4_66:
	global_load_b32 v0, v[15:16], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v31, -v0
	ds_store_b32 v27, v0 offset:12288
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB4_53
.LBB4_67:
	global_load_b32 v0, v[17:18], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v32, -v0
	ds_store_b32 v27, v0 offset:16384
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execz .LBB4_54
.LBB4_68:
	global_load_b32 v0, v[19:20], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v33, -v0
	ds_store_b32 v27, v0 offset:20480
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s10
	s_cbranch_execz .LBB4_55
.LBB4_69:
	global_load_b32 v0, v[21:22], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v34, -v0
	ds_store_b32 v27, v0 offset:24576
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s11
	s_cbranch_execnz .LBB4_56
	s_branch .LBB4_57
.LBB4_70:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB4_73
.LBB4_71:
	s_lshl_b32 s21, s2, 2
	s_mov_b64 s[2:3], s[34:35]
.LBB4_72:
	v_mov_b32_e32 v25, s21
	s_add_i32 s21, s21, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v25, v25
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v25
	s_cbranch_scc1 .LBB4_72
.LBB4_73:
	ds_store_b32 v1, v0 offset:32772
.LBB4_74:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s2, s4
	s_cbranch_execnz .LBB4_89
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s5
	s_cbranch_execnz .LBB4_90
.LBB4_76:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s6
	s_cbranch_execnz .LBB4_91
.LBB4_77:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s7
	s_cbranch_execnz .LBB4_92
.LBB4_78:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s8
	s_cbranch_execnz .LBB4_93
.LBB4_79:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s9
	s_cbranch_execnz .LBB4_94
.LBB4_80:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s10
	s_cbranch_execnz .LBB4_95
.LBB4_81:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s11
	s_cbranch_execz .LBB4_83
.LBB4_82:
	s_mul_i32 s1, s20, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_xor_b32_e32 v0, s1, v43
	s_mul_hi_u32 s1, s20, 0xcd9e8d57
	s_xor_b32 s1, s36, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, vcc_hi
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v58
	v_xor3_b32 v26, s1, s91, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v62, v59
	v_xor3_b32 v26, v64, s92, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s93, v62, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s95, v61
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v62, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v63, s96, v61
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v64, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s99, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v64, v62
	v_xor3_b32 v26, v26, s100, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v0, 0
	v_mul_hi_u32 v0, 0xd2511f53, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, s101, v62, v25
	v_xor3_b32 v0, v0, s102, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v61, 0xcd9e8d57, v25
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v61, v26, s37
	v_cvt_f64_u32_e32 v[61:62], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[61:62], 0.5
	v_ldexp_f64 v[61:62], v[61:62], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v62
	v_and_b32_e32 v26, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v62, 0x3fe6a09e, v26
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, 0, -1, s1
	v_add_f64 v[61:62], v[61:62], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[61:62], 2.0
	v_div_scale_f64 v[65:66], null, v[63:64], v[63:64], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[67:68], v[65:66]
	v_fma_f64 v[69:70], -v[65:66], v[67:68], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], v[67:68], v[69:70], v[67:68]
	v_fma_f64 v[69:70], -v[65:66], v[67:68], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], v[67:68], v[69:70], v[67:68]
	v_div_scale_f64 v[69:70], vcc_lo, v[61:62], v[63:64], v[61:62]
	v_mul_f64 v[71:72], v[69:70], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[65:66], v[71:72], v[69:70]
	v_div_fmas_f64 v[65:66], v[65:66], v[67:68], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[63:64], v[65:66], v[63:64], v[61:62]
	v_mul_f64 v[65:66], v[63:64], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[65:66], v[65:66]
	v_mul_f64 v[69:70], v[67:68], s[42:43]
	v_mul_f64 v[71:72], v[67:68], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], s[44:45]
	v_add_f64 v[71:72], v[71:72], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[69:70], v[67:68], v[69:70]
	v_mul_f64 v[71:72], v[67:68], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], s[46:47]
	v_add_f64 v[71:72], v[71:72], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[69:70], v[67:68], v[69:70]
	v_mul_f64 v[67:68], v[67:68], v[71:72]
	v_cvt_f64_u32_e32 v[71:72], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], s[48:49]
	v_mul_f64 v[65:66], v[65:66], v[69:70]
	v_cvt_f64_i32_e32 v[69:70], v26
	v_cvt_f64_u32_e32 v[25:26], v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[65:66], v[67:68], v[65:66]
	v_mul_f64 v[67:68], v[61:62], 0.5
	v_ldexp_f64 v[69:70], v[69:70], 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_mul_f64 v[67:68], v[61:62], v[67:68]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[69:70], v[69:70], v[71:72]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[65:66], v[67:68], v[65:66]
	v_mul_f64 v[25:26], v[25:26], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[63:64], v[65:66]
	v_mul_f64 v[65:66], v[69:70], s[50:51]
	v_add_f64 v[63:64], v[65:66], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[63:64], -v[67:68]
	v_add_f64 v[61:62], v[61:62], v[63:64]
	v_mul_f64 v[63:64], v[69:70], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[63:64], v[61:62]
	v_mul_f64 v[61:62], v[61:62], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[61:62]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[61:62], v[61:62], v0
	v_bfe_u32 v0, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[63:64], v[61:62]
	v_mul_f64 v[65:66], v[61:62], v[63:64]
	v_mul_f64 v[63:64], v[63:64], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[63:64], v[65:66], 0.5
	v_fma_f64 v[65:66], v[65:66], v[67:68], v[65:66]
	v_fma_f64 v[63:64], v[63:64], v[67:68], v[63:64]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[65:66], v[65:66], v[61:62]
	v_fma_f64 v[65:66], v[67:68], v[63:64], v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[65:66], v[65:66], v[61:62]
	v_fma_f64 v[63:64], v[67:68], v[63:64], v[65:66]
	v_mul_f64 v[65:66], v[25:26], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[65:66], 0x43380000, v[65:66]
	v_add_f64 v[66:67], 0xc3380000, v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[66:67], s[58:59]
	v_add_f64 v[25:26], v[25:26], v[68:69]
	v_mul_f64 v[68:69], v[66:67], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[25:26], -v[68:69]
	v_lshrrev_b32_e32 v70, 20, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v71, v1 :: v_dual_and_b32 v70, 0x7ff, v70
	v_add_nc_u32_e32 v70, 16, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[70:71], v[0:1]
	v_mul_f64 v[70:71], v[66:67], s[62:63]
	v_mul_f64 v[66:67], v[66:67], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[61:62], 0x260
	v_ldexp_f64 v[63:64], v[63:64], v0
	v_and_b32_e32 v0, 1, v65
	v_add_f64 v[72:73], v[25:26], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v62, v64, v62 :: v_dual_cndmask_b32 v61, v63, v61
	v_cndmask_b32_e64 v75, v26, v73, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v74, v25, v72, s1
	v_add_f64 v[25:26], v[25:26], -v[72:73]
	v_add_f64 v[25:26], v[25:26], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[66:67], -v[25:26]
	v_cndmask_b32_e64 v26, v69, v26, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v68, v25, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[63:64], v[74:75], -v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], v[74:75], -v[63:64]
	v_add_f64 v[25:26], v[66:67], -v[25:26]
	v_mul_f64 v[66:67], v[63:64], v[63:64]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[25:26], 0.5
	v_mul_f64 v[68:69], v[66:67], s[84:85]
	v_mul_f64 v[70:71], v[66:67], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[68:69], s[86:87]
	v_mul_f64 v[72:73], v[66:67], v[70:71]
	v_mul_f64 v[70:71], v[70:71], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[72:73], v[68:69]
	v_mul_f64 v[72:73], v[66:67], s[78:79]
	v_add_f64 v[72:73], v[72:73], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[68:69], v[72:73]
	v_mul_f64 v[72:73], v[66:67], s[72:73]
	v_add_f64 v[72:73], v[72:73], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[70:71], v[72:73]
	v_mul_f64 v[72:73], v[66:67], s[66:67]
	v_add_f64 v[72:73], v[72:73], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[70:71], v[72:73], v[70:71]
	v_mul_f64 v[72:73], v[63:64], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[66:67], v[70:71]
	v_mul_f64 v[68:69], v[72:73], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[74:75], -v[68:69]
	v_mul_f64 v[74:75], v[66:67], 0.5
	v_mul_f64 v[66:67], v[66:67], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[76:77], -v[74:75], 1.0
	v_mul_f64 v[68:69], v[63:64], v[25:26]
	v_add_f64 v[25:26], v[66:67], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[78:79], -v[76:77], 1.0
	v_add_f64 v[68:69], v[70:71], -v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[78:79], -v[74:75]
	v_add_f64 v[66:67], v[74:75], v[68:69]
	v_mul_f64 v[68:69], v[72:73], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], v[76:77], v[66:67]
	v_add_f64 v[25:26], v[25:26], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v67
	v_add_f64 v[25:26], v[63:64], -v[25:26]
	v_dual_mov_b32 v64, v1 :: v_dual_and_b32 v63, 2, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[63:64]
	v_cndmask_b32_e32 v0, v0, v67, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v63, 0x80000000, v26
	v_cndmask_b32_e64 v25, v25, v66, s1
	v_cndmask_b32_e32 v26, v26, v63, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v26, v26, v0, s1
	v_mul_f64 v[25:26], v[25:26], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[25:26]
	v_mul_f32_e32 v0, v35, v0
	ds_store_b32 v27, v0 offset:28672
.LBB4_83:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB4_100
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s90
	s_cbranch_vccnz .LBB4_99
	s_and_not1_b32 vcc_lo, exec_lo, s103
	s_cbranch_vccnz .LBB4_96
	s_mov_b64 s[2:3], 0
	s_mov_b32 s21, 0
	.p2align	6
.LBB4_87:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v65, s21
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s21, s21, 32
	s_cmp_lg_u64 s[14:15], s[2:3]
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
	s_cbranch_scc1 .LBB4_87
	s_mov_b64 s[2:3], s[14:15]
	s_mov_b32 s21, s104
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s21
	s_cbranch_vccnz .LBB4_97
	s_branch .LBB4_99
.LBB4_89:
	s_mul_i32 s1, s20, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_xor_b32_e32 v0, s1, v36
	s_mul_hi_u32 s1, s20, 0xcd9e8d57
	s_xor_b32 s1, s36, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, vcc_hi
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v44
	v_xor3_b32 v26, s1, s91, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v62, v45
	v_xor3_b32 v26, v64, s92, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s93, v62, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s95, v61
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v62, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v63, s96, v61
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v64, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s99, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v64, v62
	v_xor3_b32 v26, v26, s100, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v0, 0
	v_mul_hi_u32 v0, 0xd2511f53, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, s101, v62, v25
	v_xor3_b32 v0, v0, s102, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v61, 0xcd9e8d57, v25
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v61, v26, s37
	v_cvt_f64_u32_e32 v[61:62], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[61:62], 0.5
	v_ldexp_f64 v[61:62], v[61:62], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v62
	v_and_b32_e32 v26, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v62, 0x3fe6a09e, v26
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, 0, -1, s1
	v_add_f64 v[61:62], v[61:62], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[61:62], 2.0
	v_div_scale_f64 v[65:66], null, v[63:64], v[63:64], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[67:68], v[65:66]
	v_fma_f64 v[69:70], -v[65:66], v[67:68], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], v[67:68], v[69:70], v[67:68]
	v_fma_f64 v[69:70], -v[65:66], v[67:68], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], v[67:68], v[69:70], v[67:68]
	v_div_scale_f64 v[69:70], vcc_lo, v[61:62], v[63:64], v[61:62]
	v_mul_f64 v[71:72], v[69:70], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[65:66], v[71:72], v[69:70]
	v_div_fmas_f64 v[65:66], v[65:66], v[67:68], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[63:64], v[65:66], v[63:64], v[61:62]
	v_mul_f64 v[65:66], v[63:64], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[65:66], v[65:66]
	v_mul_f64 v[69:70], v[67:68], s[42:43]
	v_mul_f64 v[71:72], v[67:68], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], s[44:45]
	v_add_f64 v[71:72], v[71:72], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[69:70], v[67:68], v[69:70]
	v_mul_f64 v[71:72], v[67:68], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], s[46:47]
	v_add_f64 v[71:72], v[71:72], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[69:70], v[67:68], v[69:70]
	v_mul_f64 v[67:68], v[67:68], v[71:72]
	v_cvt_f64_u32_e32 v[71:72], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], s[48:49]
	v_mul_f64 v[65:66], v[65:66], v[69:70]
	v_cvt_f64_i32_e32 v[69:70], v26
	v_cvt_f64_u32_e32 v[25:26], v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[65:66], v[67:68], v[65:66]
	v_mul_f64 v[67:68], v[61:62], 0.5
	v_ldexp_f64 v[69:70], v[69:70], 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_mul_f64 v[67:68], v[61:62], v[67:68]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[69:70], v[69:70], v[71:72]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[65:66], v[67:68], v[65:66]
	v_mul_f64 v[25:26], v[25:26], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[63:64], v[65:66]
	v_mul_f64 v[65:66], v[69:70], s[50:51]
	v_add_f64 v[63:64], v[65:66], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[63:64], -v[67:68]
	v_add_f64 v[61:62], v[61:62], v[63:64]
	v_mul_f64 v[63:64], v[69:70], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[63:64], v[61:62]
	v_mul_f64 v[61:62], v[61:62], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[61:62]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[61:62], v[61:62], v0
	v_bfe_u32 v0, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[63:64], v[61:62]
	v_mul_f64 v[65:66], v[61:62], v[63:64]
	v_mul_f64 v[63:64], v[63:64], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[63:64], v[65:66], 0.5
	v_fma_f64 v[65:66], v[65:66], v[67:68], v[65:66]
	v_fma_f64 v[63:64], v[63:64], v[67:68], v[63:64]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[65:66], v[65:66], v[61:62]
	v_fma_f64 v[65:66], v[67:68], v[63:64], v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[65:66], v[65:66], v[61:62]
	v_fma_f64 v[63:64], v[67:68], v[63:64], v[65:66]
	v_mul_f64 v[65:66], v[25:26], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[65:66], 0x43380000, v[65:66]
	v_add_f64 v[66:67], 0xc3380000, v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[66:67], s[58:59]
	v_add_f64 v[25:26], v[25:26], v[68:69]
	v_mul_f64 v[68:69], v[66:67], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[25:26], -v[68:69]
	v_lshrrev_b32_e32 v70, 20, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v71, v1 :: v_dual_and_b32 v70, 0x7ff, v70
	v_add_nc_u32_e32 v70, 16, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[70:71], v[0:1]
	v_mul_f64 v[70:71], v[66:67], s[62:63]
	v_mul_f64 v[66:67], v[66:67], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[61:62], 0x260
	v_ldexp_f64 v[63:64], v[63:64], v0
	v_and_b32_e32 v0, 1, v65
	v_add_f64 v[72:73], v[25:26], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v62, v64, v62 :: v_dual_cndmask_b32 v61, v63, v61
	v_cndmask_b32_e64 v75, v26, v73, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v74, v25, v72, s1
	v_add_f64 v[25:26], v[25:26], -v[72:73]
	v_add_f64 v[25:26], v[25:26], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[66:67], -v[25:26]
	v_cndmask_b32_e64 v26, v69, v26, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v68, v25, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[63:64], v[74:75], -v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], v[74:75], -v[63:64]
	v_add_f64 v[25:26], v[66:67], -v[25:26]
	v_mul_f64 v[66:67], v[63:64], v[63:64]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[25:26], 0.5
	v_mul_f64 v[68:69], v[66:67], s[84:85]
	v_mul_f64 v[70:71], v[66:67], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[68:69], s[86:87]
	v_mul_f64 v[72:73], v[66:67], v[70:71]
	v_mul_f64 v[70:71], v[70:71], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[72:73], v[68:69]
	v_mul_f64 v[72:73], v[66:67], s[78:79]
	v_add_f64 v[72:73], v[72:73], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[68:69], v[72:73]
	v_mul_f64 v[72:73], v[66:67], s[72:73]
	v_add_f64 v[72:73], v[72:73], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[70:71], v[72:73]
	v_mul_f64 v[72:73], v[66:67], s[66:67]
	v_add_f64 v[72:73], v[72:73], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[70:71], v[72:73], v[70:71]
	v_mul_f64 v[72:73], v[63:64], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[66:67], v[70:71]
	v_mul_f64 v[68:69], v[72:73], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[74:75], -v[68:69]
	v_mul_f64 v[74:75], v[66:67], 0.5
	v_mul_f64 v[66:67], v[66:67], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[76:77], -v[74:75], 1.0
	v_mul_f64 v[68:69], v[63:64], v[25:26]
	v_add_f64 v[25:26], v[66:67], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[78:79], -v[76:77], 1.0
	v_add_f64 v[68:69], v[70:71], -v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[78:79], -v[74:75]
	v_add_f64 v[66:67], v[74:75], v[68:69]
	v_mul_f64 v[68:69], v[72:73], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], v[76:77], v[66:67]
	v_add_f64 v[25:26], v[25:26], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v67
	v_add_f64 v[25:26], v[63:64], -v[25:26]
	v_dual_mov_b32 v64, v1 :: v_dual_and_b32 v63, 2, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[63:64]
	v_cndmask_b32_e32 v0, v0, v67, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v63, 0x80000000, v26
	v_cndmask_b32_e64 v25, v25, v66, s1
	v_cndmask_b32_e32 v26, v26, v63, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v26, v26, v0, s1
	v_mul_f64 v[25:26], v[25:26], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[25:26]
	v_mul_f32_e32 v0, v28, v0
	ds_store_b32 v27, v0
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s5
	s_cbranch_execz .LBB4_76
.LBB4_90:
	s_mul_i32 s1, s20, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_xor_b32_e32 v0, s1, v37
	s_mul_hi_u32 s1, s20, 0xcd9e8d57
	s_xor_b32 s1, s36, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, vcc_hi
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v46
	v_xor3_b32 v26, s1, s91, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v62, v47
	v_xor3_b32 v26, v64, s92, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s93, v62, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s95, v61
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v62, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v63, s96, v61
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v64, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s99, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v64, v62
	v_xor3_b32 v26, v26, s100, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v0, 0
	v_mul_hi_u32 v0, 0xd2511f53, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, s101, v62, v25
	v_xor3_b32 v0, v0, s102, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v61, 0xcd9e8d57, v25
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v61, v26, s37
	v_cvt_f64_u32_e32 v[61:62], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[61:62], 0.5
	v_ldexp_f64 v[61:62], v[61:62], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v62
	v_and_b32_e32 v26, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v62, 0x3fe6a09e, v26
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, 0, -1, s1
	v_add_f64 v[61:62], v[61:62], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[61:62], 2.0
	v_div_scale_f64 v[65:66], null, v[63:64], v[63:64], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[67:68], v[65:66]
	v_fma_f64 v[69:70], -v[65:66], v[67:68], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], v[67:68], v[69:70], v[67:68]
	v_fma_f64 v[69:70], -v[65:66], v[67:68], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], v[67:68], v[69:70], v[67:68]
	v_div_scale_f64 v[69:70], vcc_lo, v[61:62], v[63:64], v[61:62]
	v_mul_f64 v[71:72], v[69:70], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[65:66], v[71:72], v[69:70]
	v_div_fmas_f64 v[65:66], v[65:66], v[67:68], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[63:64], v[65:66], v[63:64], v[61:62]
	v_mul_f64 v[65:66], v[63:64], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[65:66], v[65:66]
	v_mul_f64 v[69:70], v[67:68], s[42:43]
	v_mul_f64 v[71:72], v[67:68], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], s[44:45]
	v_add_f64 v[71:72], v[71:72], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[69:70], v[67:68], v[69:70]
	v_mul_f64 v[71:72], v[67:68], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], s[46:47]
	v_add_f64 v[71:72], v[71:72], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[69:70], v[67:68], v[69:70]
	v_mul_f64 v[67:68], v[67:68], v[71:72]
	v_cvt_f64_u32_e32 v[71:72], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], s[48:49]
	v_mul_f64 v[65:66], v[65:66], v[69:70]
	v_cvt_f64_i32_e32 v[69:70], v26
	v_cvt_f64_u32_e32 v[25:26], v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[65:66], v[67:68], v[65:66]
	v_mul_f64 v[67:68], v[61:62], 0.5
	v_ldexp_f64 v[69:70], v[69:70], 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_mul_f64 v[67:68], v[61:62], v[67:68]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[69:70], v[69:70], v[71:72]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[65:66], v[67:68], v[65:66]
	v_mul_f64 v[25:26], v[25:26], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[63:64], v[65:66]
	v_mul_f64 v[65:66], v[69:70], s[50:51]
	v_add_f64 v[63:64], v[65:66], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[63:64], -v[67:68]
	v_add_f64 v[61:62], v[61:62], v[63:64]
	v_mul_f64 v[63:64], v[69:70], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[63:64], v[61:62]
	v_mul_f64 v[61:62], v[61:62], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[61:62]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[61:62], v[61:62], v0
	v_bfe_u32 v0, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[63:64], v[61:62]
	v_mul_f64 v[65:66], v[61:62], v[63:64]
	v_mul_f64 v[63:64], v[63:64], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[63:64], v[65:66], 0.5
	v_fma_f64 v[65:66], v[65:66], v[67:68], v[65:66]
	v_fma_f64 v[63:64], v[63:64], v[67:68], v[63:64]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[65:66], v[65:66], v[61:62]
	v_fma_f64 v[65:66], v[67:68], v[63:64], v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[65:66], v[65:66], v[61:62]
	v_fma_f64 v[63:64], v[67:68], v[63:64], v[65:66]
	v_mul_f64 v[65:66], v[25:26], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[65:66], 0x43380000, v[65:66]
	v_add_f64 v[66:67], 0xc3380000, v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[66:67], s[58:59]
	v_add_f64 v[25:26], v[25:26], v[68:69]
	v_mul_f64 v[68:69], v[66:67], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[25:26], -v[68:69]
	v_lshrrev_b32_e32 v70, 20, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v71, v1 :: v_dual_and_b32 v70, 0x7ff, v70
	v_add_nc_u32_e32 v70, 16, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[70:71], v[0:1]
	v_mul_f64 v[70:71], v[66:67], s[62:63]
	v_mul_f64 v[66:67], v[66:67], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[61:62], 0x260
	v_ldexp_f64 v[63:64], v[63:64], v0
	v_and_b32_e32 v0, 1, v65
	v_add_f64 v[72:73], v[25:26], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v62, v64, v62 :: v_dual_cndmask_b32 v61, v63, v61
	v_cndmask_b32_e64 v75, v26, v73, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v74, v25, v72, s1
	v_add_f64 v[25:26], v[25:26], -v[72:73]
	v_add_f64 v[25:26], v[25:26], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[66:67], -v[25:26]
	v_cndmask_b32_e64 v26, v69, v26, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v68, v25, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[63:64], v[74:75], -v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], v[74:75], -v[63:64]
	v_add_f64 v[25:26], v[66:67], -v[25:26]
	v_mul_f64 v[66:67], v[63:64], v[63:64]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[25:26], 0.5
	v_mul_f64 v[68:69], v[66:67], s[84:85]
	v_mul_f64 v[70:71], v[66:67], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[68:69], s[86:87]
	v_mul_f64 v[72:73], v[66:67], v[70:71]
	v_mul_f64 v[70:71], v[70:71], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[72:73], v[68:69]
	v_mul_f64 v[72:73], v[66:67], s[78:79]
	v_add_f64 v[72:73], v[72:73], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[68:69], v[72:73]
	v_mul_f64 v[72:73], v[66:67], s[72:73]
	v_add_f64 v[72:73], v[72:73], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[70:71], v[72:73]
	v_mul_f64 v[72:73], v[66:67], s[66:67]
	v_add_f64 v[72:73], v[72:73], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[70:71], v[72:73], v[70:71]
	v_mul_f64 v[72:73], v[63:64], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[66:67], v[70:71]
	v_mul_f64 v[68:69], v[72:73], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[74:75], -v[68:69]
	v_mul_f64 v[74:75], v[66:67], 0.5
	v_mul_f64 v[66:67], v[66:67], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[76:77], -v[74:75], 1.0
	v_mul_f64 v[68:69], v[63:64], v[25:26]
	v_add_f64 v[25:26], v[66:67], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[78:79], -v[76:77], 1.0
	v_add_f64 v[68:69], v[70:71], -v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[78:79], -v[74:75]
	v_add_f64 v[66:67], v[74:75], v[68:69]
	v_mul_f64 v[68:69], v[72:73], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], v[76:77], v[66:67]
	v_add_f64 v[25:26], v[25:26], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v67
	v_add_f64 v[25:26], v[63:64], -v[25:26]
	v_dual_mov_b32 v64, v1 :: v_dual_and_b32 v63, 2, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[63:64]
	v_cndmask_b32_e32 v0, v0, v67, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v63, 0x80000000, v26
	v_cndmask_b32_e64 v25, v25, v66, s1
	v_cndmask_b32_e32 v26, v26, v63, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v26, v26, v0, s1
	v_mul_f64 v[25:26], v[25:26], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[25:26]
	v_mul_f32_e32 v0, v29, v0
	ds_store_b32 v27, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s6
	s_cbranch_execz .LBB4_77
.LBB4_91:
	s_mul_i32 s1, s20, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_xor_b32_e32 v0, s1, v38
	s_mul_hi_u32 s1, s20, 0xcd9e8d57
	s_xor_b32 s1, s36, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, vcc_hi
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v48
	v_xor3_b32 v26, s1, s91, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v62, v49
	v_xor3_b32 v26, v64, s92, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s93, v62, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s95, v61
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v62, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v63, s96, v61
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v64, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s99, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v64, v62
	v_xor3_b32 v26, v26, s100, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v0, 0
	v_mul_hi_u32 v0, 0xd2511f53, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, s101, v62, v25
	v_xor3_b32 v0, v0, s102, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v61, 0xcd9e8d57, v25
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v61, v26, s37
	v_cvt_f64_u32_e32 v[61:62], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[61:62], 0.5
	v_ldexp_f64 v[61:62], v[61:62], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v62
	v_and_b32_e32 v26, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v62, 0x3fe6a09e, v26
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, 0, -1, s1
	v_add_f64 v[61:62], v[61:62], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[61:62], 2.0
	v_div_scale_f64 v[65:66], null, v[63:64], v[63:64], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[67:68], v[65:66]
	v_fma_f64 v[69:70], -v[65:66], v[67:68], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], v[67:68], v[69:70], v[67:68]
	v_fma_f64 v[69:70], -v[65:66], v[67:68], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], v[67:68], v[69:70], v[67:68]
	v_div_scale_f64 v[69:70], vcc_lo, v[61:62], v[63:64], v[61:62]
	v_mul_f64 v[71:72], v[69:70], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[65:66], v[71:72], v[69:70]
	v_div_fmas_f64 v[65:66], v[65:66], v[67:68], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[63:64], v[65:66], v[63:64], v[61:62]
	v_mul_f64 v[65:66], v[63:64], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[65:66], v[65:66]
	v_mul_f64 v[69:70], v[67:68], s[42:43]
	v_mul_f64 v[71:72], v[67:68], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], s[44:45]
	v_add_f64 v[71:72], v[71:72], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[69:70], v[67:68], v[69:70]
	v_mul_f64 v[71:72], v[67:68], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], s[46:47]
	v_add_f64 v[71:72], v[71:72], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[69:70], v[67:68], v[69:70]
	v_mul_f64 v[67:68], v[67:68], v[71:72]
	v_cvt_f64_u32_e32 v[71:72], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], s[48:49]
	v_mul_f64 v[65:66], v[65:66], v[69:70]
	v_cvt_f64_i32_e32 v[69:70], v26
	v_cvt_f64_u32_e32 v[25:26], v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[65:66], v[67:68], v[65:66]
	v_mul_f64 v[67:68], v[61:62], 0.5
	v_ldexp_f64 v[69:70], v[69:70], 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_mul_f64 v[67:68], v[61:62], v[67:68]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[69:70], v[69:70], v[71:72]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[65:66], v[67:68], v[65:66]
	v_mul_f64 v[25:26], v[25:26], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[63:64], v[65:66]
	v_mul_f64 v[65:66], v[69:70], s[50:51]
	v_add_f64 v[63:64], v[65:66], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[63:64], -v[67:68]
	v_add_f64 v[61:62], v[61:62], v[63:64]
	v_mul_f64 v[63:64], v[69:70], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[63:64], v[61:62]
	v_mul_f64 v[61:62], v[61:62], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[61:62]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[61:62], v[61:62], v0
	v_bfe_u32 v0, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[63:64], v[61:62]
	v_mul_f64 v[65:66], v[61:62], v[63:64]
	v_mul_f64 v[63:64], v[63:64], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[63:64], v[65:66], 0.5
	v_fma_f64 v[65:66], v[65:66], v[67:68], v[65:66]
	v_fma_f64 v[63:64], v[63:64], v[67:68], v[63:64]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[65:66], v[65:66], v[61:62]
	v_fma_f64 v[65:66], v[67:68], v[63:64], v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[65:66], v[65:66], v[61:62]
	v_fma_f64 v[63:64], v[67:68], v[63:64], v[65:66]
	v_mul_f64 v[65:66], v[25:26], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[65:66], 0x43380000, v[65:66]
	v_add_f64 v[66:67], 0xc3380000, v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[66:67], s[58:59]
	v_add_f64 v[25:26], v[25:26], v[68:69]
	v_mul_f64 v[68:69], v[66:67], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[25:26], -v[68:69]
	v_lshrrev_b32_e32 v70, 20, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v71, v1 :: v_dual_and_b32 v70, 0x7ff, v70
	v_add_nc_u32_e32 v70, 16, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[70:71], v[0:1]
	v_mul_f64 v[70:71], v[66:67], s[62:63]
	v_mul_f64 v[66:67], v[66:67], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[61:62], 0x260
	v_ldexp_f64 v[63:64], v[63:64], v0
	v_and_b32_e32 v0, 1, v65
	v_add_f64 v[72:73], v[25:26], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v62, v64, v62 :: v_dual_cndmask_b32 v61, v63, v61
	v_cndmask_b32_e64 v75, v26, v73, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v74, v25, v72, s1
	v_add_f64 v[25:26], v[25:26], -v[72:73]
	v_add_f64 v[25:26], v[25:26], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[66:67], -v[25:26]
	v_cndmask_b32_e64 v26, v69, v26, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v68, v25, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[63:64], v[74:75], -v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], v[74:75], -v[63:64]
	v_add_f64 v[25:26], v[66:67], -v[25:26]
	v_mul_f64 v[66:67], v[63:64], v[63:64]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[25:26], 0.5
	v_mul_f64 v[68:69], v[66:67], s[84:85]
	v_mul_f64 v[70:71], v[66:67], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[68:69], s[86:87]
	v_mul_f64 v[72:73], v[66:67], v[70:71]
	v_mul_f64 v[70:71], v[70:71], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[72:73], v[68:69]
	v_mul_f64 v[72:73], v[66:67], s[78:79]
	v_add_f64 v[72:73], v[72:73], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[68:69], v[72:73]
	v_mul_f64 v[72:73], v[66:67], s[72:73]
	v_add_f64 v[72:73], v[72:73], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[70:71], v[72:73]
	v_mul_f64 v[72:73], v[66:67], s[66:67]
	v_add_f64 v[72:73], v[72:73], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[70:71], v[72:73], v[70:71]
	v_mul_f64 v[72:73], v[63:64], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[66:67], v[70:71]
	v_mul_f64 v[68:69], v[72:73], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[74:75], -v[68:69]
	v_mul_f64 v[74:75], v[66:67], 0.5
	v_mul_f64 v[66:67], v[66:67], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[76:77], -v[74:75], 1.0
	v_mul_f64 v[68:69], v[63:64], v[25:26]
	v_add_f64 v[25:26], v[66:67], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[78:79], -v[76:77], 1.0
	v_add_f64 v[68:69], v[70:71], -v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[78:79], -v[74:75]
	v_add_f64 v[66:67], v[74:75], v[68:69]
	v_mul_f64 v[68:69], v[72:73], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], v[76:77], v[66:67]
	v_add_f64 v[25:26], v[25:26], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v67
	v_add_f64 v[25:26], v[63:64], -v[25:26]
	v_dual_mov_b32 v64, v1 :: v_dual_and_b32 v63, 2, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[63:64]
	v_cndmask_b32_e32 v0, v0, v67, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v63, 0x80000000, v26
	v_cndmask_b32_e64 v25, v25, v66, s1
	v_cndmask_b32_e32 v26, v26, v63, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v26, v26, v0, s1
	v_mul_f64 v[25:26], v[25:26], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[25:26]
	v_mul_f32_e32 v0, v30, v0
	ds_store_b32 v27, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s7
	s_cbranch_execz .LBB4_78
.LBB4_92:
	s_mul_i32 s1, s20, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_xor_b32_e32 v0, s1, v39
	s_mul_hi_u32 s1, s20, 0xcd9e8d57
	s_xor_b32 s1, s36, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, vcc_hi
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v50
	v_xor3_b32 v26, s1, s91, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v62, v51
	v_xor3_b32 v26, v64, s92, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s93, v62, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s95, v61
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v62, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v63, s96, v61
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v64, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s99, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v64, v62
	v_xor3_b32 v26, v26, s100, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v0, 0
	v_mul_hi_u32 v0, 0xd2511f53, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, s101, v62, v25
	v_xor3_b32 v0, v0, s102, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v61, 0xcd9e8d57, v25
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v61, v26, s37
	v_cvt_f64_u32_e32 v[61:62], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[61:62], 0.5
	v_ldexp_f64 v[61:62], v[61:62], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v62
	v_and_b32_e32 v26, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v62, 0x3fe6a09e, v26
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, 0, -1, s1
	v_add_f64 v[61:62], v[61:62], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[61:62], 2.0
	v_div_scale_f64 v[65:66], null, v[63:64], v[63:64], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[67:68], v[65:66]
	v_fma_f64 v[69:70], -v[65:66], v[67:68], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], v[67:68], v[69:70], v[67:68]
	v_fma_f64 v[69:70], -v[65:66], v[67:68], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], v[67:68], v[69:70], v[67:68]
	v_div_scale_f64 v[69:70], vcc_lo, v[61:62], v[63:64], v[61:62]
	v_mul_f64 v[71:72], v[69:70], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[65:66], v[71:72], v[69:70]
	v_div_fmas_f64 v[65:66], v[65:66], v[67:68], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[63:64], v[65:66], v[63:64], v[61:62]
	v_mul_f64 v[65:66], v[63:64], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[65:66], v[65:66]
	v_mul_f64 v[69:70], v[67:68], s[42:43]
	v_mul_f64 v[71:72], v[67:68], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], s[44:45]
	v_add_f64 v[71:72], v[71:72], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[69:70], v[67:68], v[69:70]
	v_mul_f64 v[71:72], v[67:68], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], s[46:47]
	v_add_f64 v[71:72], v[71:72], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[69:70], v[67:68], v[69:70]
	v_mul_f64 v[67:68], v[67:68], v[71:72]
	v_cvt_f64_u32_e32 v[71:72], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], s[48:49]
	v_mul_f64 v[65:66], v[65:66], v[69:70]
	v_cvt_f64_i32_e32 v[69:70], v26
	v_cvt_f64_u32_e32 v[25:26], v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[65:66], v[67:68], v[65:66]
	v_mul_f64 v[67:68], v[61:62], 0.5
	v_ldexp_f64 v[69:70], v[69:70], 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_mul_f64 v[67:68], v[61:62], v[67:68]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[69:70], v[69:70], v[71:72]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[65:66], v[67:68], v[65:66]
	v_mul_f64 v[25:26], v[25:26], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[63:64], v[65:66]
	v_mul_f64 v[65:66], v[69:70], s[50:51]
	v_add_f64 v[63:64], v[65:66], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[63:64], -v[67:68]
	v_add_f64 v[61:62], v[61:62], v[63:64]
	v_mul_f64 v[63:64], v[69:70], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[63:64], v[61:62]
	v_mul_f64 v[61:62], v[61:62], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[61:62]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[61:62], v[61:62], v0
	v_bfe_u32 v0, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[63:64], v[61:62]
	v_mul_f64 v[65:66], v[61:62], v[63:64]
	v_mul_f64 v[63:64], v[63:64], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[63:64], v[65:66], 0.5
	v_fma_f64 v[65:66], v[65:66], v[67:68], v[65:66]
	v_fma_f64 v[63:64], v[63:64], v[67:68], v[63:64]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[65:66], v[65:66], v[61:62]
	v_fma_f64 v[65:66], v[67:68], v[63:64], v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[65:66], v[65:66], v[61:62]
	v_fma_f64 v[63:64], v[67:68], v[63:64], v[65:66]
	v_mul_f64 v[65:66], v[25:26], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[65:66], 0x43380000, v[65:66]
	v_add_f64 v[66:67], 0xc3380000, v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[66:67], s[58:59]
	v_add_f64 v[25:26], v[25:26], v[68:69]
	v_mul_f64 v[68:69], v[66:67], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[25:26], -v[68:69]
	v_lshrrev_b32_e32 v70, 20, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v71, v1 :: v_dual_and_b32 v70, 0x7ff, v70
	v_add_nc_u32_e32 v70, 16, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[70:71], v[0:1]
	v_mul_f64 v[70:71], v[66:67], s[62:63]
	v_mul_f64 v[66:67], v[66:67], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[61:62], 0x260
	v_ldexp_f64 v[63:64], v[63:64], v0
	v_and_b32_e32 v0, 1, v65
	v_add_f64 v[72:73], v[25:26], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v62, v64, v62 :: v_dual_cndmask_b32 v61, v63, v61
	v_cndmask_b32_e64 v75, v26, v73, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v74, v25, v72, s1
	v_add_f64 v[25:26], v[25:26], -v[72:73]
	v_add_f64 v[25:26], v[25:26], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[66:67], -v[25:26]
	v_cndmask_b32_e64 v26, v69, v26, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v68, v25, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[63:64], v[74:75], -v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], v[74:75], -v[63:64]
	v_add_f64 v[25:26], v[66:67], -v[25:26]
	v_mul_f64 v[66:67], v[63:64], v[63:64]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[25:26], 0.5
	v_mul_f64 v[68:69], v[66:67], s[84:85]
	v_mul_f64 v[70:71], v[66:67], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[68:69], s[86:87]
	v_mul_f64 v[72:73], v[66:67], v[70:71]
	v_mul_f64 v[70:71], v[70:71], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[72:73], v[68:69]
	v_mul_f64 v[72:73], v[66:67], s[78:79]
	v_add_f64 v[72:73], v[72:73], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[68:69], v[72:73]
	v_mul_f64 v[72:73], v[66:67], s[72:73]
	v_add_f64 v[72:73], v[72:73], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[70:71], v[72:73]
	v_mul_f64 v[72:73], v[66:67], s[66:67]
	v_add_f64 v[72:73], v[72:73], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[70:71], v[72:73], v[70:71]
	v_mul_f64 v[72:73], v[63:64], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[66:67], v[70:71]
	v_mul_f64 v[68:69], v[72:73], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[74:75], -v[68:69]
	v_mul_f64 v[74:75], v[66:67], 0.5
	v_mul_f64 v[66:67], v[66:67], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[76:77], -v[74:75], 1.0
	v_mul_f64 v[68:69], v[63:64], v[25:26]
	v_add_f64 v[25:26], v[66:67], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[78:79], -v[76:77], 1.0
	v_add_f64 v[68:69], v[70:71], -v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[78:79], -v[74:75]
	v_add_f64 v[66:67], v[74:75], v[68:69]
	v_mul_f64 v[68:69], v[72:73], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], v[76:77], v[66:67]
	v_add_f64 v[25:26], v[25:26], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v67
	v_add_f64 v[25:26], v[63:64], -v[25:26]
	v_dual_mov_b32 v64, v1 :: v_dual_and_b32 v63, 2, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[63:64]
	v_cndmask_b32_e32 v0, v0, v67, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v63, 0x80000000, v26
	v_cndmask_b32_e64 v25, v25, v66, s1
	v_cndmask_b32_e32 v26, v26, v63, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v26, v26, v0, s1
	v_mul_f64 v[25:26], v[25:26], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[25:26]
	v_mul_f32_e32 v0, v31, v0
	ds_store_b32 v27, v0 offset:12288
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s8
	s_cbranch_execz .LBB4_79
.LBB4_93:
	s_mul_i32 s1, s20, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_xor_b32_e32 v0, s1, v40
	s_mul_hi_u32 s1, s20, 0xcd9e8d57
	s_xor_b32 s1, s36, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, vcc_hi
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v52
	v_xor3_b32 v26, s1, s91, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v62, v53
	v_xor3_b32 v26, v64, s92, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s93, v62, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s95, v61
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v62, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v63, s96, v61
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v64, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s99, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v64, v62
	v_xor3_b32 v26, v26, s100, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v0, 0
	v_mul_hi_u32 v0, 0xd2511f53, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, s101, v62, v25
	v_xor3_b32 v0, v0, s102, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v61, 0xcd9e8d57, v25
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v61, v26, s37
	v_cvt_f64_u32_e32 v[61:62], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[61:62], 0.5
	v_ldexp_f64 v[61:62], v[61:62], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v62
	v_and_b32_e32 v26, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v62, 0x3fe6a09e, v26
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, 0, -1, s1
	v_add_f64 v[61:62], v[61:62], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[61:62], 2.0
	v_div_scale_f64 v[65:66], null, v[63:64], v[63:64], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[67:68], v[65:66]
	v_fma_f64 v[69:70], -v[65:66], v[67:68], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], v[67:68], v[69:70], v[67:68]
	v_fma_f64 v[69:70], -v[65:66], v[67:68], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], v[67:68], v[69:70], v[67:68]
	v_div_scale_f64 v[69:70], vcc_lo, v[61:62], v[63:64], v[61:62]
	v_mul_f64 v[71:72], v[69:70], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[65:66], v[71:72], v[69:70]
	v_div_fmas_f64 v[65:66], v[65:66], v[67:68], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[63:64], v[65:66], v[63:64], v[61:62]
	v_mul_f64 v[65:66], v[63:64], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[65:66], v[65:66]
	v_mul_f64 v[69:70], v[67:68], s[42:43]
	v_mul_f64 v[71:72], v[67:68], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], s[44:45]
	v_add_f64 v[71:72], v[71:72], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[69:70], v[67:68], v[69:70]
	v_mul_f64 v[71:72], v[67:68], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], s[46:47]
	v_add_f64 v[71:72], v[71:72], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[69:70], v[67:68], v[69:70]
	v_mul_f64 v[67:68], v[67:68], v[71:72]
	v_cvt_f64_u32_e32 v[71:72], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], s[48:49]
	v_mul_f64 v[65:66], v[65:66], v[69:70]
	v_cvt_f64_i32_e32 v[69:70], v26
	v_cvt_f64_u32_e32 v[25:26], v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[65:66], v[67:68], v[65:66]
	v_mul_f64 v[67:68], v[61:62], 0.5
	v_ldexp_f64 v[69:70], v[69:70], 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_mul_f64 v[67:68], v[61:62], v[67:68]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[69:70], v[69:70], v[71:72]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[65:66], v[67:68], v[65:66]
	v_mul_f64 v[25:26], v[25:26], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[63:64], v[65:66]
	v_mul_f64 v[65:66], v[69:70], s[50:51]
	v_add_f64 v[63:64], v[65:66], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[63:64], -v[67:68]
	v_add_f64 v[61:62], v[61:62], v[63:64]
	v_mul_f64 v[63:64], v[69:70], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[63:64], v[61:62]
	v_mul_f64 v[61:62], v[61:62], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[61:62]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[61:62], v[61:62], v0
	v_bfe_u32 v0, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[63:64], v[61:62]
	v_mul_f64 v[65:66], v[61:62], v[63:64]
	v_mul_f64 v[63:64], v[63:64], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[63:64], v[65:66], 0.5
	v_fma_f64 v[65:66], v[65:66], v[67:68], v[65:66]
	v_fma_f64 v[63:64], v[63:64], v[67:68], v[63:64]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[65:66], v[65:66], v[61:62]
	v_fma_f64 v[65:66], v[67:68], v[63:64], v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[65:66], v[65:66], v[61:62]
	v_fma_f64 v[63:64], v[67:68], v[63:64], v[65:66]
	v_mul_f64 v[65:66], v[25:26], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[65:66], 0x43380000, v[65:66]
	v_add_f64 v[66:67], 0xc3380000, v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[66:67], s[58:59]
	v_add_f64 v[25:26], v[25:26], v[68:69]
	v_mul_f64 v[68:69], v[66:67], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[25:26], -v[68:69]
	v_lshrrev_b32_e32 v70, 20, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v71, v1 :: v_dual_and_b32 v70, 0x7ff, v70
	v_add_nc_u32_e32 v70, 16, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[70:71], v[0:1]
	v_mul_f64 v[70:71], v[66:67], s[62:63]
	v_mul_f64 v[66:67], v[66:67], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[61:62], 0x260
	v_ldexp_f64 v[63:64], v[63:64], v0
	v_and_b32_e32 v0, 1, v65
	v_add_f64 v[72:73], v[25:26], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v62, v64, v62 :: v_dual_cndmask_b32 v61, v63, v61
	v_cndmask_b32_e64 v75, v26, v73, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v74, v25, v72, s1
	v_add_f64 v[25:26], v[25:26], -v[72:73]
	v_add_f64 v[25:26], v[25:26], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[66:67], -v[25:26]
	v_cndmask_b32_e64 v26, v69, v26, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v68, v25, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[63:64], v[74:75], -v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], v[74:75], -v[63:64]
	v_add_f64 v[25:26], v[66:67], -v[25:26]
	v_mul_f64 v[66:67], v[63:64], v[63:64]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[25:26], 0.5
	v_mul_f64 v[68:69], v[66:67], s[84:85]
	v_mul_f64 v[70:71], v[66:67], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[68:69], s[86:87]
	v_mul_f64 v[72:73], v[66:67], v[70:71]
	v_mul_f64 v[70:71], v[70:71], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[72:73], v[68:69]
	v_mul_f64 v[72:73], v[66:67], s[78:79]
	v_add_f64 v[72:73], v[72:73], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[68:69], v[72:73]
	v_mul_f64 v[72:73], v[66:67], s[72:73]
	v_add_f64 v[72:73], v[72:73], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[70:71], v[72:73]
	v_mul_f64 v[72:73], v[66:67], s[66:67]
	v_add_f64 v[72:73], v[72:73], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[70:71], v[72:73], v[70:71]
	v_mul_f64 v[72:73], v[63:64], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[66:67], v[70:71]
	v_mul_f64 v[68:69], v[72:73], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[74:75], -v[68:69]
	v_mul_f64 v[74:75], v[66:67], 0.5
	v_mul_f64 v[66:67], v[66:67], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[76:77], -v[74:75], 1.0
	v_mul_f64 v[68:69], v[63:64], v[25:26]
	v_add_f64 v[25:26], v[66:67], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[78:79], -v[76:77], 1.0
	v_add_f64 v[68:69], v[70:71], -v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[78:79], -v[74:75]
	v_add_f64 v[66:67], v[74:75], v[68:69]
	v_mul_f64 v[68:69], v[72:73], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], v[76:77], v[66:67]
	v_add_f64 v[25:26], v[25:26], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v67
	v_add_f64 v[25:26], v[63:64], -v[25:26]
	v_dual_mov_b32 v64, v1 :: v_dual_and_b32 v63, 2, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[63:64]
	v_cndmask_b32_e32 v0, v0, v67, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v63, 0x80000000, v26
	v_cndmask_b32_e64 v25, v25, v66, s1
	v_cndmask_b32_e32 v26, v26, v63, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v26, v26, v0, s1
	v_mul_f64 v[25:26], v[25:26], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[25:26]
	v_mul_f32_e32 v0, v32, v0
	ds_store_b32 v27, v0 offset:16384
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s9
	s_cbranch_execz .LBB4_80
.LBB4_94:
	s_mul_i32 s1, s20, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_xor_b32_e32 v0, s1, v41
	s_mul_hi_u32 s1, s20, 0xcd9e8d57
	s_xor_b32 s1, s36, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, vcc_hi
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v54
	v_xor3_b32 v26, s1, s91, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v62, v55
	v_xor3_b32 v26, v64, s92, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s93, v62, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s95, v61
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v62, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v63, s96, v61
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v64, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s99, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v64, v62
	v_xor3_b32 v26, v26, s100, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v0, 0
	v_mul_hi_u32 v0, 0xd2511f53, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, s101, v62, v25
	v_xor3_b32 v0, v0, s102, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v61, 0xcd9e8d57, v25
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v61, v26, s37
	v_cvt_f64_u32_e32 v[61:62], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[61:62], 0.5
	v_ldexp_f64 v[61:62], v[61:62], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v62
	v_and_b32_e32 v26, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v62, 0x3fe6a09e, v26
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, 0, -1, s1
	v_add_f64 v[61:62], v[61:62], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[61:62], 2.0
	v_div_scale_f64 v[65:66], null, v[63:64], v[63:64], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[67:68], v[65:66]
	v_fma_f64 v[69:70], -v[65:66], v[67:68], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], v[67:68], v[69:70], v[67:68]
	v_fma_f64 v[69:70], -v[65:66], v[67:68], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], v[67:68], v[69:70], v[67:68]
	v_div_scale_f64 v[69:70], vcc_lo, v[61:62], v[63:64], v[61:62]
	v_mul_f64 v[71:72], v[69:70], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[65:66], v[71:72], v[69:70]
	v_div_fmas_f64 v[65:66], v[65:66], v[67:68], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[63:64], v[65:66], v[63:64], v[61:62]
	v_mul_f64 v[65:66], v[63:64], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[65:66], v[65:66]
	v_mul_f64 v[69:70], v[67:68], s[42:43]
	v_mul_f64 v[71:72], v[67:68], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], s[44:45]
	v_add_f64 v[71:72], v[71:72], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[69:70], v[67:68], v[69:70]
	v_mul_f64 v[71:72], v[67:68], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], s[46:47]
	v_add_f64 v[71:72], v[71:72], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[69:70], v[67:68], v[69:70]
	v_mul_f64 v[67:68], v[67:68], v[71:72]
	v_cvt_f64_u32_e32 v[71:72], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], s[48:49]
	v_mul_f64 v[65:66], v[65:66], v[69:70]
	v_cvt_f64_i32_e32 v[69:70], v26
	v_cvt_f64_u32_e32 v[25:26], v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[65:66], v[67:68], v[65:66]
	v_mul_f64 v[67:68], v[61:62], 0.5
	v_ldexp_f64 v[69:70], v[69:70], 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_mul_f64 v[67:68], v[61:62], v[67:68]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[69:70], v[69:70], v[71:72]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[65:66], v[67:68], v[65:66]
	v_mul_f64 v[25:26], v[25:26], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[63:64], v[65:66]
	v_mul_f64 v[65:66], v[69:70], s[50:51]
	v_add_f64 v[63:64], v[65:66], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[63:64], -v[67:68]
	v_add_f64 v[61:62], v[61:62], v[63:64]
	v_mul_f64 v[63:64], v[69:70], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[63:64], v[61:62]
	v_mul_f64 v[61:62], v[61:62], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[61:62]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[61:62], v[61:62], v0
	v_bfe_u32 v0, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[63:64], v[61:62]
	v_mul_f64 v[65:66], v[61:62], v[63:64]
	v_mul_f64 v[63:64], v[63:64], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[63:64], v[65:66], 0.5
	v_fma_f64 v[65:66], v[65:66], v[67:68], v[65:66]
	v_fma_f64 v[63:64], v[63:64], v[67:68], v[63:64]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[65:66], v[65:66], v[61:62]
	v_fma_f64 v[65:66], v[67:68], v[63:64], v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[65:66], v[65:66], v[61:62]
	v_fma_f64 v[63:64], v[67:68], v[63:64], v[65:66]
	v_mul_f64 v[65:66], v[25:26], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[65:66], 0x43380000, v[65:66]
	v_add_f64 v[66:67], 0xc3380000, v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[66:67], s[58:59]
	v_add_f64 v[25:26], v[25:26], v[68:69]
	v_mul_f64 v[68:69], v[66:67], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[25:26], -v[68:69]
	v_lshrrev_b32_e32 v70, 20, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v71, v1 :: v_dual_and_b32 v70, 0x7ff, v70
	v_add_nc_u32_e32 v70, 16, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[70:71], v[0:1]
	v_mul_f64 v[70:71], v[66:67], s[62:63]
	v_mul_f64 v[66:67], v[66:67], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[61:62], 0x260
	v_ldexp_f64 v[63:64], v[63:64], v0
	v_and_b32_e32 v0, 1, v65
	v_add_f64 v[72:73], v[25:26], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v62, v64, v62 :: v_dual_cndmask_b32 v61, v63, v61
	v_cndmask_b32_e64 v75, v26, v73, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v74, v25, v72, s1
	v_add_f64 v[25:26], v[25:26], -v[72:73]
	v_add_f64 v[25:26], v[25:26], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[66:67], -v[25:26]
	v_cndmask_b32_e64 v26, v69, v26, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v68, v25, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[63:64], v[74:75], -v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], v[74:75], -v[63:64]
	v_add_f64 v[25:26], v[66:67], -v[25:26]
	v_mul_f64 v[66:67], v[63:64], v[63:64]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[25:26], 0.5
	v_mul_f64 v[68:69], v[66:67], s[84:85]
	v_mul_f64 v[70:71], v[66:67], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[68:69], s[86:87]
	v_mul_f64 v[72:73], v[66:67], v[70:71]
	v_mul_f64 v[70:71], v[70:71], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[72:73], v[68:69]
	v_mul_f64 v[72:73], v[66:67], s[78:79]
	v_add_f64 v[72:73], v[72:73], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[68:69], v[72:73]
	v_mul_f64 v[72:73], v[66:67], s[72:73]
	v_add_f64 v[72:73], v[72:73], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[70:71], v[72:73]
	v_mul_f64 v[72:73], v[66:67], s[66:67]
	v_add_f64 v[72:73], v[72:73], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[70:71], v[72:73], v[70:71]
	v_mul_f64 v[72:73], v[63:64], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[66:67], v[70:71]
	v_mul_f64 v[68:69], v[72:73], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[74:75], -v[68:69]
	v_mul_f64 v[74:75], v[66:67], 0.5
	v_mul_f64 v[66:67], v[66:67], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[76:77], -v[74:75], 1.0
	v_mul_f64 v[68:69], v[63:64], v[25:26]
	v_add_f64 v[25:26], v[66:67], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[78:79], -v[76:77], 1.0
	v_add_f64 v[68:69], v[70:71], -v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[78:79], -v[74:75]
	v_add_f64 v[66:67], v[74:75], v[68:69]
	v_mul_f64 v[68:69], v[72:73], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], v[76:77], v[66:67]
	v_add_f64 v[25:26], v[25:26], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v67
	v_add_f64 v[25:26], v[63:64], -v[25:26]
	v_dual_mov_b32 v64, v1 :: v_dual_and_b32 v63, 2, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[63:64]
	v_cndmask_b32_e32 v0, v0, v67, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v63, 0x80000000, v26
	v_cndmask_b32_e64 v25, v25, v66, s1
	v_cndmask_b32_e32 v26, v26, v63, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v26, v26, v0, s1
	v_mul_f64 v[25:26], v[25:26], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[25:26]
	v_mul_f32_e32 v0, v33, v0
	ds_store_b32 v27, v0 offset:20480
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s10
	s_cbranch_execz .LBB4_81
.LBB4_95:
	s_mul_i32 s1, s20, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_xor_b32_e32 v0, s1, v42
	s_mul_hi_u32 s1, s20, 0xcd9e8d57
	s_xor_b32 s1, s36, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, vcc_hi
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v56
	v_xor3_b32 v26, s1, s91, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v62, v57
	v_xor3_b32 v26, v64, s92, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s93, v62, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s95, v61
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v62, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v63, s96, v61
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v64, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s99, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v64, v62
	v_xor3_b32 v26, v26, s100, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v0, 0
	v_mul_hi_u32 v0, 0xd2511f53, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, s101, v62, v25
	v_xor3_b32 v0, v0, s102, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v61, 0xcd9e8d57, v25
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v61, v26, s37
	v_cvt_f64_u32_e32 v[61:62], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[61:62], 0.5
	v_ldexp_f64 v[61:62], v[61:62], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v62
	v_and_b32_e32 v26, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v62, 0x3fe6a09e, v26
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, 0, -1, s1
	v_add_f64 v[61:62], v[61:62], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[61:62], 2.0
	v_div_scale_f64 v[65:66], null, v[63:64], v[63:64], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[67:68], v[65:66]
	v_fma_f64 v[69:70], -v[65:66], v[67:68], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], v[67:68], v[69:70], v[67:68]
	v_fma_f64 v[69:70], -v[65:66], v[67:68], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], v[67:68], v[69:70], v[67:68]
	v_div_scale_f64 v[69:70], vcc_lo, v[61:62], v[63:64], v[61:62]
	v_mul_f64 v[71:72], v[69:70], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[65:66], v[71:72], v[69:70]
	v_div_fmas_f64 v[65:66], v[65:66], v[67:68], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[63:64], v[65:66], v[63:64], v[61:62]
	v_mul_f64 v[65:66], v[63:64], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[65:66], v[65:66]
	v_mul_f64 v[69:70], v[67:68], s[42:43]
	v_mul_f64 v[71:72], v[67:68], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], s[44:45]
	v_add_f64 v[71:72], v[71:72], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[69:70], v[67:68], v[69:70]
	v_mul_f64 v[71:72], v[67:68], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], s[46:47]
	v_add_f64 v[71:72], v[71:72], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[69:70], v[67:68], v[69:70]
	v_mul_f64 v[67:68], v[67:68], v[71:72]
	v_cvt_f64_u32_e32 v[71:72], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], s[48:49]
	v_mul_f64 v[65:66], v[65:66], v[69:70]
	v_cvt_f64_i32_e32 v[69:70], v26
	v_cvt_f64_u32_e32 v[25:26], v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[65:66], v[67:68], v[65:66]
	v_mul_f64 v[67:68], v[61:62], 0.5
	v_ldexp_f64 v[69:70], v[69:70], 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_mul_f64 v[67:68], v[61:62], v[67:68]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[69:70], v[69:70], v[71:72]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[65:66], v[67:68], v[65:66]
	v_mul_f64 v[25:26], v[25:26], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[63:64], v[65:66]
	v_mul_f64 v[65:66], v[69:70], s[50:51]
	v_add_f64 v[63:64], v[65:66], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[63:64], -v[67:68]
	v_add_f64 v[61:62], v[61:62], v[63:64]
	v_mul_f64 v[63:64], v[69:70], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[63:64], v[61:62]
	v_mul_f64 v[61:62], v[61:62], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[61:62]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[61:62], v[61:62], v0
	v_bfe_u32 v0, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[63:64], v[61:62]
	v_mul_f64 v[65:66], v[61:62], v[63:64]
	v_mul_f64 v[63:64], v[63:64], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[63:64], v[65:66], 0.5
	v_fma_f64 v[65:66], v[65:66], v[67:68], v[65:66]
	v_fma_f64 v[63:64], v[63:64], v[67:68], v[63:64]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[65:66], v[65:66], v[61:62]
	v_fma_f64 v[65:66], v[67:68], v[63:64], v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[65:66], v[65:66], v[61:62]
	v_fma_f64 v[63:64], v[67:68], v[63:64], v[65:66]
	v_mul_f64 v[65:66], v[25:26], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[65:66], 0x43380000, v[65:66]
	v_add_f64 v[66:67], 0xc3380000, v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[66:67], s[58:59]
	v_add_f64 v[25:26], v[25:26], v[68:69]
	v_mul_f64 v[68:69], v[66:67], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[25:26], -v[68:69]
	v_lshrrev_b32_e32 v70, 20, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v71, v1 :: v_dual_and_b32 v70, 0x7ff, v70
	v_add_nc_u32_e32 v70, 16, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[70:71], v[0:1]
	v_mul_f64 v[70:71], v[66:67], s[62:63]
	v_mul_f64 v[66:67], v[66:67], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[61:62], 0x260
	v_ldexp_f64 v[63:64], v[63:64], v0
	v_and_b32_e32 v0, 1, v65
	v_add_f64 v[72:73], v[25:26], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v62, v64, v62 :: v_dual_cndmask_b32 v61, v63, v61
	v_cndmask_b32_e64 v75, v26, v73, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v74, v25, v72, s1
	v_add_f64 v[25:26], v[25:26], -v[72:73]
	v_add_f64 v[25:26], v[25:26], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[66:67], -v[25:26]
	v_cndmask_b32_e64 v26, v69, v26, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v68, v25, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[63:64], v[74:75], -v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], v[74:75], -v[63:64]
	v_add_f64 v[25:26], v[66:67], -v[25:26]
	v_mul_f64 v[66:67], v[63:64], v[63:64]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[25:26], 0.5
	v_mul_f64 v[68:69], v[66:67], s[84:85]
	v_mul_f64 v[70:71], v[66:67], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[68:69], s[86:87]
	v_mul_f64 v[72:73], v[66:67], v[70:71]
	v_mul_f64 v[70:71], v[70:71], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[72:73], v[68:69]
	v_mul_f64 v[72:73], v[66:67], s[78:79]
	v_add_f64 v[72:73], v[72:73], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[68:69], v[72:73]
	v_mul_f64 v[72:73], v[66:67], s[72:73]
	v_add_f64 v[72:73], v[72:73], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[70:71], v[72:73]
	v_mul_f64 v[72:73], v[66:67], s[66:67]
	v_add_f64 v[72:73], v[72:73], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[70:71], v[72:73], v[70:71]
	v_mul_f64 v[72:73], v[63:64], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[66:67], v[70:71]
	v_mul_f64 v[68:69], v[72:73], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[74:75], -v[68:69]
	v_mul_f64 v[74:75], v[66:67], 0.5
	v_mul_f64 v[66:67], v[66:67], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[76:77], -v[74:75], 1.0
	v_mul_f64 v[68:69], v[63:64], v[25:26]
	v_add_f64 v[25:26], v[66:67], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[78:79], -v[76:77], 1.0
	v_add_f64 v[68:69], v[70:71], -v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[78:79], -v[74:75]
	v_add_f64 v[66:67], v[74:75], v[68:69]
	v_mul_f64 v[68:69], v[72:73], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], v[76:77], v[66:67]
	v_add_f64 v[25:26], v[25:26], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v67
	v_add_f64 v[25:26], v[63:64], -v[25:26]
	v_dual_mov_b32 v64, v1 :: v_dual_and_b32 v63, 2, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[63:64]
	v_cndmask_b32_e32 v0, v0, v67, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v63, 0x80000000, v26
	v_cndmask_b32_e64 v25, v25, v66, s1
	v_cndmask_b32_e32 v26, v26, v63, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v26, v26, v0, s1
	v_mul_f64 v[25:26], v[25:26], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[25:26]
	v_mul_f32_e32 v0, v34, v0
	ds_store_b32 v27, v0 offset:24576
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s11
	s_cbranch_execnz .LBB4_82
	s_branch .LBB4_83
.LBB4_96:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB4_99
.LBB4_97:
	s_lshl_b32 s21, s2, 2
	s_mov_b64 s[2:3], s[34:35]
.LBB4_98:
	v_mov_b32_e32 v25, s21
	s_add_i32 s21, s21, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v25, v25
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v25
	s_cbranch_scc1 .LBB4_98
.LBB4_99:
	ds_store_b32 v1, v0 offset:32776
.LBB4_100:
	s_or_b32 exec_lo, exec_lo, s1
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB4_101:
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB4_181
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB4_117
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB4_118
.LBB4_104:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB4_119
.LBB4_105:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB4_120
.LBB4_106:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execnz .LBB4_121
.LBB4_107:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execnz .LBB4_122
.LBB4_108:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s10
	s_cbranch_execnz .LBB4_123
.LBB4_109:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s11
	s_cbranch_execz .LBB4_111
.LBB4_110:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v35, v35
	ds_store_b32 v27, v0 offset:28672
.LBB4_111:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB4_128
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s90
	s_cbranch_vccnz .LBB4_127
	s_and_not1_b32 vcc_lo, exec_lo, s103
	s_cbranch_vccnz .LBB4_124
	s_mov_b64 s[2:3], 0
	s_mov_b32 s21, 0
	.p2align	6
.LBB4_115:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v65, s21
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s21, s21, 32
	s_cmp_lg_u64 s[14:15], s[2:3]
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
	s_cbranch_scc1 .LBB4_115
	s_mov_b64 s[2:3], s[14:15]
	s_mov_b32 s21, s104
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s21
	s_cbranch_vccnz .LBB4_125
	s_branch .LBB4_127
.LBB4_117:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v28, v28
	ds_store_b32 v27, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB4_104
.LBB4_118:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v29, v29
	ds_store_b32 v27, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB4_105
.LBB4_119:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v30, v30
	ds_store_b32 v27, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB4_106
.LBB4_120:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v31, v31
	ds_store_b32 v27, v0 offset:12288
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB4_107
.LBB4_121:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v32, v32
	ds_store_b32 v27, v0 offset:16384
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execz .LBB4_108
.LBB4_122:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v33, v33
	ds_store_b32 v27, v0 offset:20480
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s10
	s_cbranch_execz .LBB4_109
.LBB4_123:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v34, v34
	ds_store_b32 v27, v0 offset:24576
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s11
	s_cbranch_execnz .LBB4_110
	s_branch .LBB4_111
.LBB4_124:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB4_127
.LBB4_125:
	s_lshl_b32 s21, s2, 2
	s_mov_b64 s[2:3], s[34:35]
.LBB4_126:
	v_mov_b32_e32 v25, s21
	s_add_i32 s21, s21, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v25, v25
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v25
	s_cbranch_scc1 .LBB4_126
.LBB4_127:
	ds_store_b32 v1, v0 offset:32768
.LBB4_128:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB4_143
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB4_144
.LBB4_130:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB4_145
.LBB4_131:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB4_146
.LBB4_132:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execnz .LBB4_147
.LBB4_133:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execnz .LBB4_148
.LBB4_134:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s10
	s_cbranch_execnz .LBB4_149
.LBB4_135:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s11
	s_cbranch_execz .LBB4_137
.LBB4_136:
	global_load_b32 v0, v[23:24], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v35, -v0
	ds_store_b32 v27, v0 offset:28672
.LBB4_137:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB4_154
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s90
	s_cbranch_vccnz .LBB4_153
	s_and_not1_b32 vcc_lo, exec_lo, s103
	s_cbranch_vccnz .LBB4_150
	s_mov_b64 s[2:3], 0
	s_mov_b32 s21, 0
	.p2align	6
.LBB4_141:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v65, s21
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s21, s21, 32
	s_cmp_lg_u64 s[14:15], s[2:3]
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
	s_cbranch_scc1 .LBB4_141
	s_mov_b64 s[2:3], s[14:15]
	s_mov_b32 s21, s104
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s21
	s_cbranch_vccnz .LBB4_151
	s_branch .LBB4_153
.LBB4_143:
	global_load_b32 v0, v[9:10], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v28, -v0
	ds_store_b32 v27, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB4_130
.LBB4_144:
	global_load_b32 v0, v[11:12], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v29, -v0
	ds_store_b32 v27, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB4_131
.LBB4_145:
	global_load_b32 v0, v[13:14], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v30, -v0
	ds_store_b32 v27, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB4_132
.LBB4_146:
	global_load_b32 v0, v[15:16], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v31, -v0
	ds_store_b32 v27, v0 offset:12288
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB4_133
.LBB4_147:
	global_load_b32 v0, v[17:18], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v32, -v0
	ds_store_b32 v27, v0 offset:16384
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execz .LBB4_134
.LBB4_148:
	global_load_b32 v0, v[19:20], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v33, -v0
	ds_store_b32 v27, v0 offset:20480
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s10
	s_cbranch_execz .LBB4_135
.LBB4_149:
	global_load_b32 v0, v[21:22], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v34, -v0
	ds_store_b32 v27, v0 offset:24576
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s11
	s_cbranch_execnz .LBB4_136
	s_branch .LBB4_137
.LBB4_150:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB4_153
.LBB4_151:
	s_lshl_b32 s21, s2, 2
	s_mov_b64 s[2:3], s[34:35]
.LBB4_152:
	v_mov_b32_e32 v25, s21
	s_add_i32 s21, s21, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v25, v25
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v25
	s_cbranch_scc1 .LBB4_152
.LBB4_153:
	ds_store_b32 v1, v0 offset:32772
.LBB4_154:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB4_169
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB4_170
.LBB4_156:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB4_171
.LBB4_157:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB4_172
.LBB4_158:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execnz .LBB4_173
.LBB4_159:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execnz .LBB4_174
.LBB4_160:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s10
	s_cbranch_execnz .LBB4_175
.LBB4_161:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s11
.LBB4_162:
	v_mul_f32_e32 v0, 0, v35
	ds_store_b32 v27, v0 offset:28672
.LBB4_163:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB4_180
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s90
	s_cbranch_vccnz .LBB4_179
	s_and_not1_b32 vcc_lo, exec_lo, s103
	s_cbranch_vccnz .LBB4_176
	s_mov_b64 s[2:3], 0
	s_mov_b32 s21, 0
	.p2align	6
.LBB4_167:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v65, s21
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s21, s21, 32
	s_cmp_lg_u64 s[14:15], s[2:3]
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
	s_cbranch_scc1 .LBB4_167
	s_mov_b64 s[2:3], s[14:15]
	s_mov_b32 s21, s104
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s21
	s_cbranch_vccnz .LBB4_177
	s_branch .LBB4_179
.LBB4_169:
	v_mul_f32_e32 v0, 0, v28
	ds_store_b32 v27, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB4_156
.LBB4_170:
	v_mul_f32_e32 v0, 0, v29
	ds_store_b32 v27, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB4_157
.LBB4_171:
	v_mul_f32_e32 v0, 0, v30
	ds_store_b32 v27, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB4_158
.LBB4_172:
	v_mul_f32_e32 v0, 0, v31
	ds_store_b32 v27, v0 offset:12288
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB4_159
.LBB4_173:
	v_mul_f32_e32 v0, 0, v32
	ds_store_b32 v27, v0 offset:16384
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execz .LBB4_160
.LBB4_174:
	v_mul_f32_e32 v0, 0, v33
	ds_store_b32 v27, v0 offset:20480
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s10
	s_cbranch_execz .LBB4_161
.LBB4_175:
	v_mul_f32_e32 v0, 0, v34
	ds_store_b32 v27, v0 offset:24576
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s11
	s_cbranch_execnz .LBB4_162
	s_branch .LBB4_163
.LBB4_176:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB4_179
.LBB4_177:
	s_lshl_b32 s21, s2, 2
	s_mov_b64 s[2:3], s[34:35]
.LBB4_178:
	v_mov_b32_e32 v25, s21
	s_add_i32 s21, s21, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v25, v25
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v25
	s_cbranch_scc1 .LBB4_178
.LBB4_179:
	ds_store_b32 v1, v0 offset:32776
.LBB4_180:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB4_181:
	s_mul_f32 s2, s18, s16
	s_waitcnt vmcnt(0)
	buffer_gl0_inv
	s_cmp_gt_f32 s2, 0
	s_mul_f32 s1, s2, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s2, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s2, v0, s1
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
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s2, 0, v62
	v_cndmask_b32_e64 v25, v25, v26, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v63
	v_cndmask_b32_e64 v25, v25, v61, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, 0x37800000, v25
	v_cndmask_b32_e64 v25, v25, v26, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v25, v0, s1
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_and_b32 vcc_lo, exec_lo, s33
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v61, v0, s13, s19
	s_cbranch_vccz .LBB4_197
	s_and_saveexec_b32 s2, s4
	s_cbranch_execnz .LBB4_212
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s5
	s_cbranch_execnz .LBB4_213
.LBB4_184:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s6
	s_cbranch_execnz .LBB4_214
.LBB4_185:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s7
	s_cbranch_execnz .LBB4_215
.LBB4_186:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s8
	s_cbranch_execnz .LBB4_216
.LBB4_187:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s9
	s_cbranch_execnz .LBB4_217
.LBB4_188:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s10
	s_cbranch_execnz .LBB4_218
.LBB4_189:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s11
	s_cbranch_execz .LBB4_191
.LBB4_190:
	s_mul_i32 s1, s20, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_xor_b32_e32 v0, s1, v43
	s_mul_hi_u32 s1, s20, 0xcd9e8d57
	s_xor_b32 s1, s36, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, vcc_hi
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v58
	v_xor3_b32 v26, s1, s91, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v63, v59
	v_xor3_b32 v26, v65, s92, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s93, v63, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s95, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v63, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v64, s96, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v65, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s99, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v65, v63
	v_xor3_b32 v26, v26, s100, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v63, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v25, 0xd2511f53, v26
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v25, v25, s102, v62
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v26, s37
	v_cvt_f64_u32_e32 v[62:63], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[62:63], 0.5
	v_ldexp_f64 v[62:63], v[62:63], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v63
	v_and_b32_e32 v26, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v63, 0x3fe6a09e, v26
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, 0, -1, s1
	v_add_f64 v[62:63], v[62:63], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[62:63], 2.0
	v_div_scale_f64 v[66:67], null, v[64:65], v[64:65], v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[68:69], v[66:67]
	v_fma_f64 v[70:71], -v[66:67], v[68:69], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	v_fma_f64 v[70:71], -v[66:67], v[68:69], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	v_div_scale_f64 v[70:71], vcc_lo, v[62:63], v[64:65], v[62:63]
	v_mul_f64 v[72:73], v[70:71], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[66:67], v[72:73], v[70:71]
	v_div_fmas_f64 v[66:67], v[66:67], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[64:65], v[66:67], v[64:65], v[62:63]
	v_mul_f64 v[66:67], v[64:65], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[66:67], v[66:67]
	v_mul_f64 v[70:71], v[68:69], s[42:43]
	v_mul_f64 v[72:73], v[68:69], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], s[44:45]
	v_add_f64 v[72:73], v[72:73], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[68:69], v[70:71]
	v_mul_f64 v[72:73], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], s[46:47]
	v_add_f64 v[72:73], v[72:73], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[68:69], v[70:71]
	v_mul_f64 v[68:69], v[68:69], v[72:73]
	v_cvt_f64_u32_e32 v[72:73], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], s[48:49]
	v_mul_f64 v[66:67], v[66:67], v[70:71]
	v_cvt_f64_i32_e32 v[70:71], v26
	v_cvt_f64_u32_e32 v[25:26], v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[66:67], v[68:69], v[66:67]
	v_mul_f64 v[68:69], v[62:63], 0.5
	v_ldexp_f64 v[70:71], v[70:71], 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_mul_f64 v[68:69], v[62:63], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[70:71], v[70:71], v[72:73]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], v[68:69], v[66:67]
	v_mul_f64 v[25:26], v[25:26], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[64:65], v[66:67]
	v_mul_f64 v[66:67], v[70:71], s[50:51]
	v_add_f64 v[64:65], v[66:67], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[64:65], -v[68:69]
	v_add_f64 v[62:63], v[62:63], v[64:65]
	v_mul_f64 v[64:65], v[70:71], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[64:65], v[62:63]
	v_mul_f64 v[62:63], v[62:63], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[62:63]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[62:63], v[62:63], v0
	v_bfe_u32 v0, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[64:65], v[62:63]
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
	v_mul_f64 v[66:67], v[25:26], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], 0x43380000, v[66:67]
	v_add_f64 v[67:68], 0xc3380000, v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[67:68], s[58:59]
	v_add_f64 v[25:26], v[25:26], v[69:70]
	v_mul_f64 v[69:70], v[67:68], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[25:26], -v[69:70]
	v_lshrrev_b32_e32 v71, 20, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v72, v1 :: v_dual_and_b32 v71, 0x7ff, v71
	v_add_nc_u32_e32 v71, 16, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[71:72], v[0:1]
	v_mul_f64 v[71:72], v[67:68], s[62:63]
	v_mul_f64 v[67:68], v[67:68], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[62:63], 0x260
	v_ldexp_f64 v[64:65], v[64:65], v0
	v_and_b32_e32 v0, 1, v66
	v_add_f64 v[73:74], v[25:26], v[71:72]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v63, v65, v63 :: v_dual_cndmask_b32 v62, v64, v62
	v_cndmask_b32_e64 v76, v26, v74, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v75, v25, v73, s1
	v_add_f64 v[25:26], v[25:26], -v[73:74]
	v_add_f64 v[25:26], v[25:26], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[67:68], -v[25:26]
	v_cndmask_b32_e64 v26, v70, v26, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v69, v25, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[64:65], v[75:76], -v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[75:76], -v[64:65]
	v_add_f64 v[25:26], v[67:68], -v[25:26]
	v_mul_f64 v[67:68], v[64:65], v[64:65]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[25:26], 0.5
	v_mul_f64 v[69:70], v[67:68], s[84:85]
	v_mul_f64 v[71:72], v[67:68], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], s[86:87]
	v_mul_f64 v[73:74], v[67:68], v[71:72]
	v_mul_f64 v[71:72], v[71:72], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[73:74], v[69:70]
	v_mul_f64 v[73:74], v[67:68], s[78:79]
	v_add_f64 v[73:74], v[73:74], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], v[73:74]
	v_mul_f64 v[73:74], v[67:68], s[72:73]
	v_add_f64 v[73:74], v[73:74], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[71:72], v[73:74]
	v_mul_f64 v[73:74], v[67:68], s[66:67]
	v_add_f64 v[73:74], v[73:74], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[71:72], v[73:74], v[71:72]
	v_mul_f64 v[73:74], v[64:65], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[71:72], v[67:68], v[71:72]
	v_mul_f64 v[69:70], v[73:74], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[75:76], -v[69:70]
	v_mul_f64 v[75:76], v[67:68], 0.5
	v_mul_f64 v[67:68], v[67:68], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], -v[75:76], 1.0
	v_mul_f64 v[69:70], v[64:65], v[25:26]
	v_add_f64 v[25:26], v[67:68], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[79:80], -v[77:78], 1.0
	v_add_f64 v[69:70], v[71:72], -v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[79:80], -v[75:76]
	v_add_f64 v[67:68], v[75:76], v[69:70]
	v_mul_f64 v[69:70], v[73:74], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[67:68], v[77:78], v[67:68]
	v_add_f64 v[25:26], v[25:26], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v68
	v_add_f64 v[25:26], v[64:65], -v[25:26]
	v_dual_mov_b32 v65, v1 :: v_dual_and_b32 v64, 2, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[64:65]
	v_cndmask_b32_e32 v0, v0, v68, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v64, 0x80000000, v26
	v_cndmask_b32_e64 v25, v25, v67, s1
	v_cndmask_b32_e32 v26, v26, v64, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v26, v26, v0, s1
	v_mul_f64 v[25:26], v[25:26], v[62:63]
	ds_load_2addr_b32 v[62:63], v60 offset1:1
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v0, v35, v62
	v_mul_f32_e32 v62, v35, v63
	v_cvt_f32_f64_e32 v25, v[25:26]
	global_load_b32 v26, v[23:24], off
	v_sub_f32_e32 v25, v25, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v61, v25
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v0, -v26, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v35, v0
	v_add_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v27, v0 offset:28672
.LBB4_191:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB4_229
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s90
	s_cbranch_vccnz .LBB4_228
	s_and_not1_b32 vcc_lo, exec_lo, s103
	s_cbranch_vccnz .LBB4_225
	s_mov_b64 s[2:3], 0
	s_mov_b32 s21, 0
	.p2align	6
.LBB4_195:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v66, s21
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s21, s21, 32
	s_cmp_lg_u64 s[14:15], s[2:3]
	ds_load_2addr_b32 v[25:26], v66 offset1:1
	ds_load_2addr_b32 v[62:63], v66 offset0:2 offset1:3
	ds_load_2addr_b32 v[64:65], v66 offset0:4 offset1:5
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v26
	ds_load_2addr_b32 v[25:26], v66 offset0:6 offset1:7
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v62
	v_add_f32_e32 v0, v0, v63
	s_waitcnt lgkmcnt(1)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v64
	v_add_f32_e32 v0, v0, v65
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v25
	v_add_f32_e32 v0, v0, v26
	s_cbranch_scc1 .LBB4_195
	s_mov_b64 s[2:3], s[14:15]
	s_mov_b32 s21, s104
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s21
	s_cbranch_vccnz .LBB4_226
	s_branch .LBB4_228
.LBB4_197:
	s_cbranch_execnz .LBB4_230
.LBB4_198:
	s_and_b32 vcc_lo, exec_lo, s33
	buffer_gl0_inv
	s_cbranch_vccz .LBB4_257
.LBB4_199:
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB4_201
	global_load_b32 v0, v1, s[22:23]
	v_add_nc_u32_e64 v25, 0x8000, 0
	ds_load_2addr_b32 v[25:26], v25 offset1:3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v25, -1.0, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v25, 0x7fffffff, v25
	v_cmp_lt_f32_e32 vcc_lo, 0x3b03126f, v25
	v_cndmask_b32_e64 v25, 0, 1.0, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v26
	v_cndmask_b32_e64 v26, 0, 2.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, v26, v25
	v_cvt_u32_f32_e32 v25, v25
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v25
	global_store_b32 v1, v0, s[22:23]
.LBB4_201:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v62, v28
	s_mul_i32 s3, s20, 0xcd9e8d57
	s_mul_hi_u32 s20, s20, 0xcd9e8d57
	s_and_saveexec_b32 s21, s4
	s_cbranch_execnz .LBB4_219
	s_or_b32 exec_lo, exec_lo, s21
	v_mov_b32_e32 v63, v29
	s_and_saveexec_b32 s21, s5
	s_cbranch_execnz .LBB4_220
.LBB4_203:
	s_or_b32 exec_lo, exec_lo, s21
	v_mov_b32_e32 v64, v30
	s_and_saveexec_b32 s21, s6
	s_cbranch_execnz .LBB4_221
.LBB4_204:
	s_or_b32 exec_lo, exec_lo, s21
	v_mov_b32_e32 v65, v31
	s_and_saveexec_b32 s21, s7
	s_cbranch_execnz .LBB4_222
.LBB4_205:
	s_or_b32 exec_lo, exec_lo, s21
	v_mov_b32_e32 v66, v32
	s_and_saveexec_b32 s21, s8
	s_cbranch_execnz .LBB4_223
.LBB4_206:
	s_or_b32 exec_lo, exec_lo, s21
	v_mov_b32_e32 v67, v33
	s_and_saveexec_b32 s21, s9
	s_cbranch_execnz .LBB4_224
.LBB4_207:
	s_or_b32 exec_lo, exec_lo, s21
	v_mov_b32_e32 v68, v34
	s_and_saveexec_b32 s21, s10
	s_cbranch_execz .LBB4_209
.LBB4_208:
	v_xor_b32_e32 v0, s3, v42
	s_xor_b32 s1, s36, s20
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, vcc_hi
	s_mul_hi_u32 s2, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, s2, v56
	s_mul_i32 s1, s1, 0xd2511f53
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v26, s1, s91, v26
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v69, v57
	v_xor3_b32 v26, v71, s92, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s93, v69, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s95, v68
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v69, v70
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v70, s96, v68
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v71, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s99, v70
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v71, v69
	v_xor3_b32 v26, v26, s100, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v69, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v25, 0xd2511f53, v26
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v25, v25, s102, v68
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v26, s37
	v_cvt_f64_u32_e32 v[68:69], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[68:69], 0.5
	v_ldexp_f64 v[68:69], v[68:69], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v69
	v_and_b32_e32 v26, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v69, 0x3fe6a09e, v26
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, 0, -1, s1
	v_add_f64 v[68:69], v[68:69], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[68:69], 2.0
	v_div_scale_f64 v[72:73], null, v[70:71], v[70:71], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[74:75], v[72:73]
	v_fma_f64 v[76:77], -v[72:73], v[74:75], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[74:75], v[74:75], v[76:77], v[74:75]
	v_fma_f64 v[76:77], -v[72:73], v[74:75], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[74:75], v[74:75], v[76:77], v[74:75]
	v_div_scale_f64 v[76:77], vcc_lo, v[68:69], v[70:71], v[68:69]
	v_mul_f64 v[78:79], v[76:77], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[72:73], -v[72:73], v[78:79], v[76:77]
	v_div_fmas_f64 v[72:73], v[72:73], v[74:75], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[70:71], v[72:73], v[70:71], v[68:69]
	v_mul_f64 v[72:73], v[70:71], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[72:73], v[72:73]
	v_mul_f64 v[76:77], v[74:75], s[42:43]
	v_mul_f64 v[78:79], v[74:75], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[76:77], v[76:77], s[44:45]
	v_add_f64 v[78:79], v[78:79], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[74:75], v[76:77]
	v_mul_f64 v[78:79], v[74:75], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[76:77], v[76:77], s[46:47]
	v_add_f64 v[78:79], v[78:79], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[74:75], v[76:77]
	v_mul_f64 v[74:75], v[74:75], v[78:79]
	v_cvt_f64_u32_e32 v[78:79], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[76:77], s[48:49]
	v_mul_f64 v[72:73], v[72:73], v[76:77]
	v_cvt_f64_i32_e32 v[76:77], v26
	v_cvt_f64_u32_e32 v[25:26], v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[72:73], v[74:75], v[72:73]
	v_mul_f64 v[74:75], v[68:69], 0.5
	v_ldexp_f64 v[76:77], v[76:77], 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_mul_f64 v[74:75], v[68:69], v[74:75]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[76:77], v[76:77], v[78:79]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[74:75], v[72:73]
	v_mul_f64 v[25:26], v[25:26], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[70:71], v[72:73]
	v_mul_f64 v[72:73], v[76:77], s[50:51]
	v_add_f64 v[70:71], v[72:73], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], -v[74:75]
	v_add_f64 v[68:69], v[68:69], v[70:71]
	v_mul_f64 v[70:71], v[76:77], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[70:71], v[68:69]
	v_mul_f64 v[68:69], v[68:69], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[68:69]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[68:69], v[68:69], v0
	v_bfe_u32 v0, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[70:71], v[68:69]
	v_mul_f64 v[72:73], v[68:69], v[70:71]
	v_mul_f64 v[70:71], v[70:71], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[74:75], -v[70:71], v[72:73], 0.5
	v_fma_f64 v[72:73], v[72:73], v[74:75], v[72:73]
	v_fma_f64 v[70:71], v[70:71], v[74:75], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[74:75], -v[72:73], v[72:73], v[68:69]
	v_fma_f64 v[72:73], v[74:75], v[70:71], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[74:75], -v[72:73], v[72:73], v[68:69]
	v_fma_f64 v[70:71], v[74:75], v[70:71], v[72:73]
	v_mul_f64 v[72:73], v[25:26], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], 0x43380000, v[72:73]
	v_add_f64 v[73:74], 0xc3380000, v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[73:74], s[58:59]
	v_add_f64 v[25:26], v[25:26], v[75:76]
	v_mul_f64 v[75:76], v[73:74], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[77:78], v[25:26], -v[75:76]
	v_lshrrev_b32_e32 v77, 20, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v78, v1 :: v_dual_and_b32 v77, 0x7ff, v77
	v_add_nc_u32_e32 v77, 16, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[77:78], v[0:1]
	v_mul_f64 v[77:78], v[73:74], s[62:63]
	v_mul_f64 v[73:74], v[73:74], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[68:69], 0x260
	v_ldexp_f64 v[70:71], v[70:71], v0
	v_and_b32_e32 v0, 1, v72
	v_add_f64 v[79:80], v[25:26], v[77:78]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v69, v71, v69 :: v_dual_cndmask_b32 v68, v70, v68
	v_cndmask_b32_e64 v82, v26, v80, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v81, v25, v79, s1
	v_add_f64 v[25:26], v[25:26], -v[79:80]
	v_add_f64 v[25:26], v[25:26], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[73:74], -v[25:26]
	v_cndmask_b32_e64 v26, v76, v26, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v75, v25, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[70:71], v[81:82], -v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[81:82], -v[70:71]
	v_add_f64 v[25:26], v[73:74], -v[25:26]
	v_mul_f64 v[73:74], v[70:71], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[85:86], v[25:26], 0.5
	v_mul_f64 v[75:76], v[73:74], s[84:85]
	v_mul_f64 v[77:78], v[73:74], v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[75:76], v[75:76], s[86:87]
	v_mul_f64 v[79:80], v[73:74], v[77:78]
	v_mul_f64 v[77:78], v[77:78], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[79:80], v[75:76]
	v_mul_f64 v[79:80], v[73:74], 0.5
	v_add_f64 v[81:82], -v[79:80], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], -v[81:82], 1.0
	v_add_f64 v[79:80], v[83:84], -v[79:80]
	v_mul_f64 v[83:84], v[73:74], s[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[83:84], s[74:75]
	v_mul_f64 v[83:84], v[73:74], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[83:84], s[76:77]
	v_mul_f64 v[77:78], v[77:78], v[83:84]
	v_mul_f64 v[83:84], v[73:74], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[83:84], s[80:81]
	v_mul_f64 v[83:84], v[73:74], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[83:84], s[82:83]
	v_add_f64 v[75:76], v[75:76], v[83:84]
	v_mul_f64 v[83:84], v[73:74], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[83:84], s[68:69]
	v_mul_f64 v[83:84], v[73:74], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[83:84], s[70:71]
	v_mul_f64 v[83:84], v[73:74], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[83:84], v[77:78]
	v_mul_f64 v[83:84], v[70:71], v[73:74]
	v_mul_f64 v[77:78], v[73:74], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[83:84], v[75:76]
	v_add_f64 v[75:76], v[85:86], -v[75:76]
	v_mul_f64 v[85:86], v[70:71], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[73:74], v[73:74], v[75:76]
	v_add_f64 v[77:78], v[77:78], -v[85:86]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[73:74], -v[25:26]
	v_mul_f64 v[73:74], v[83:84], s[88:89]
	v_add_f64 v[75:76], v[79:80], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[25:26], v[73:74]
	v_add_f64 v[73:74], v[81:82], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[70:71], -v[25:26]
	v_dual_mov_b32 v71, v1 :: v_dual_and_b32 v70, 2, v72
	v_xor_b32_e32 v0, 0x80000000, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[70:71]
	v_cndmask_b32_e32 v0, v0, v74, vcc_lo
	v_xor_b32_e32 v70, 0x80000000, v26
	v_cndmask_b32_e64 v25, v25, v73, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v26, v26, v70, vcc_lo
	v_cndmask_b32_e64 v26, v26, v0, s1
	ds_load_b32 v0, v1 offset:32780
	v_mul_f64 v[25:26], v[25:26], v[68:69]
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v0
	v_mul_f32_e32 v68, 0x4f800000, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v70, v0, v68, vcc_lo
	v_sqrt_f32_e32 v68, v70
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v69, -1, v68
	v_cvt_f32_f64_e32 v25, v[25:26]
	global_load_b32 v26, v[21:22], off
	v_xor_b32_e32 v71, 0x80000000, v69
	v_fma_f32 v71, v71, v68, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v71
	v_add_nc_u32_e32 v71, 1, v68
	v_xor_b32_e32 v72, 0x80000000, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v72, v72, v68, v70
	v_cndmask_b32_e64 v68, v68, v69, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v72
	v_cndmask_b32_e64 v71, v68, v71, s2
	ds_load_2addr_b32 v[68:69], v60 offset1:1
	v_mul_f32_e32 v72, 0x37800000, v71
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v68, v34, v68
	v_mul_f32_e32 v69, v34, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v25, v25, v69
	v_mul_f32_e32 v25, v61, v25
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v26, -v26, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v26, s12, v26 :: v_dual_cndmask_b32 v71, v71, v72
	v_sub_f32_e32 v26, v34, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f32_e32 v25, v26, v25
	v_cmp_class_f32_e64 vcc_lo, v70, 0x260
	v_cndmask_b32_e32 v68, v71, v70, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v26, null, v68, v68, v25
	v_rcp_f32_e32 v69, v26
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v70, -v26, v69, 1.0
	v_fmac_f32_e32 v69, v70, v69
	v_div_scale_f32 v70, vcc_lo, v25, v68, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v71, v70, v69
	v_fma_f32 v72, -v26, v71, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v71, v72, v69
	v_fma_f32 v26, -v26, v71, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v26, v26, v69, v71
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v0
	v_div_fixup_f32 v0, v26, v68, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v68, v0, v34, vcc_lo
.LBB4_209:
	s_or_b32 exec_lo, exec_lo, s21
	v_mov_b32_e32 v0, v35
	s_and_saveexec_b32 s1, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s21, exec_lo, s1
	s_cbranch_execz .LBB4_211
	global_load_b32 v0, v[23:24], off
	ds_load_b32 v69, v1 offset:32780
	ds_load_2addr_b32 v[25:26], v60 offset1:1
	s_xor_b32 s2, s36, s20
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s2, s2, vcc_hi
	s_mul_i32 s20, s2, 0xd2511f53
	s_mul_hi_u32 s2, s2, 0xd2511f53
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v72, s2, v58
	v_mad_u64_u32 v[72:73], null, 0xcd9e8d57, v72, 0
	s_waitcnt lgkmcnt(1)
	v_cmp_gt_f32_e64 s1, 0x2b8cbccc, v69
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v25, v35, v25
	v_mul_f32_e32 v26, v35, v26
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v25
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v25, v35, v0
	v_xor_b32_e32 v0, s3, v43
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, v73, v59
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[73:74], null, 0xd2511f53, v0, 0
	v_xor3_b32 v71, s20, s91, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[75:76], null, 0xcd9e8d57, v71, 0
	v_xor3_b32 v0, v76, s92, v72
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v72, s93, v74, v70
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[76:77], null, 0xcd9e8d57, v72, 0
	v_xor3_b32 v73, v71, s95, v73
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s94, v77, v75
	v_mad_u64_u32 v[73:74], null, 0xcd9e8d57, v73, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, v74, s96, v76
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v70, s97, v72, v70
	v_mad_u64_u32 v[74:75], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[76:77], null, 0xcd9e8d57, v70, 0
	v_xor3_b32 v72, v75, s99, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s98, v77, v73
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v72
	v_xor3_b32 v71, s101, v71, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s100, v76
	v_mul_lo_u32 v72, 0xcd9e8d57, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v0, v0, s102, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v72, v71, s37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_u32_e32 v[73:74], v70
	v_cvt_f64_u32_e32 v[71:72], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[73:74], v[73:74], 0.5
	v_add_f64 v[71:72], v[71:72], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[73:74], v[73:74], 0xffffffe0
	v_ldexp_f64 v[71:72], v[71:72], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v72
	v_lshrrev_b32_e32 v70, 20, v0
	v_and_b32_e32 v0, 0xfffff, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v87, s2, 0xfffffc01, v70
	v_add_nc_u32_e32 v72, 0x3fe6a09e, v0
	v_add_co_ci_u32_e64 v88, null, 0, -1, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[71:72], -1.0
	v_mul_f64 v[72:73], v[73:74], s[54:55]
	v_add_f64 v[77:78], v[70:71], 2.0
	v_mul_f64 v[75:76], v[70:71], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[79:80], null, v[77:78], v[77:78], v[70:71]
	v_mul_f64 v[75:76], v[70:71], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[81:82], v[79:80]
	v_fma_f64 v[83:84], -v[79:80], v[81:82], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[81:82], v[81:82], v[83:84], v[81:82]
	v_fma_f64 v[83:84], -v[79:80], v[81:82], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[81:82], v[81:82], v[83:84], v[81:82]
	v_div_scale_f64 v[83:84], vcc_lo, v[70:71], v[77:78], v[70:71]
	v_mul_f64 v[85:86], v[83:84], v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[79:80], -v[79:80], v[85:86], v[83:84]
	v_div_fmas_f64 v[79:80], v[79:80], v[81:82], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[77:78], v[79:80], v[77:78], v[70:71]
	v_mul_f64 v[79:80], v[77:78], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[81:82], v[79:80], v[79:80]
	v_mul_f64 v[83:84], v[81:82], s[24:25]
	v_mul_f64 v[85:86], v[81:82], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[83:84], s[28:29]
	v_add_f64 v[85:86], v[85:86], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[83:84], v[81:82], v[83:84]
	v_mul_f64 v[85:86], v[81:82], v[85:86]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[83:84], s[40:41]
	v_add_f64 v[85:86], v[85:86], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[83:84], v[81:82], v[83:84]
	v_mul_f64 v[81:82], v[81:82], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[81:82], s[48:49]
	v_mul_f64 v[79:80], v[79:80], v[81:82]
	v_cvt_f64_i32_e32 v[81:82], v88
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[83:84], v[79:80]
	v_ldexp_f64 v[81:82], v[81:82], 32
	v_cvt_f64_u32_e32 v[83:84], v87
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[75:76], v[79:80]
	v_add_f64 v[81:82], v[81:82], v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[77:78], v[77:78], v[79:80]
	v_mul_f64 v[79:80], v[81:82], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[77:78], v[79:80], v[77:78]
	v_add_f64 v[75:76], v[77:78], -v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], v[75:76]
	v_mul_f64 v[75:76], v[81:82], s[52:53]
	v_add_f64 v[70:71], v[75:76], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[70:71], -2.0
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[70:71]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[70:71], v[70:71], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_rsq_f64_e32 v[75:76], v[70:71]
	v_cmp_class_f64_e64 vcc_lo, v[70:71], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[70:71], v[75:76]
	v_mul_f64 v[75:76], v[75:76], 0.5
	v_fma_f64 v[79:80], -v[75:76], v[77:78], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[77:78], v[77:78], v[79:80], v[77:78]
	v_fma_f64 v[75:76], v[75:76], v[79:80], v[75:76]
	v_fma_f64 v[81:82], -v[77:78], v[77:78], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[77:78], v[81:82], v[75:76], v[77:78]
	v_fma_f64 v[79:80], -v[77:78], v[77:78], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[75:76], v[79:80], v[75:76], v[77:78]
	v_ldexp_f64 v[75:76], v[75:76], v0
	v_bfe_u32 v0, v73, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v70, v75, v70, vcc_lo
	v_mul_f64 v[74:75], v[72:73], s[56:57]
	v_cndmask_b32_e32 v71, v76, v71, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], 0x43380000, v[74:75]
	v_add_f64 v[75:76], 0xc3380000, v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f64 v[77:78], v[75:76], s[58:59]
	v_mul_f64 v[81:82], v[75:76], s[62:63]
	v_mul_f64 v[79:80], v[75:76], s[60:61]
	v_mul_f64 v[75:76], v[75:76], s[64:65]
	v_add_f64 v[77:78], v[72:73], v[77:78]
	v_mov_b32_e32 v73, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[77:78], v[81:82]
	v_add_f64 v[85:86], v[77:78], -v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[85:86], v[81:82]
	v_add_f64 v[75:76], v[75:76], -v[81:82]
	v_add_f64 v[81:82], v[77:78], -v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v72, 20, v82
	v_and_b32_e32 v72, 0x7ff, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v72, 16, v72
	v_cmp_lt_u64_e32 vcc_lo, v[72:73], v[0:1]
	v_dual_cndmask_b32 v73, v78, v84 :: v_dual_and_b32 v0, 1, v74
	v_cndmask_b32_e32 v72, v77, v83, vcc_lo
	v_dual_cndmask_b32 v76, v80, v76 :: v_dual_cndmask_b32 v75, v79, v75
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[0:1]
	v_and_b32_e32 v74, 2, v74
	v_add_f64 v[77:78], v[72:73], -v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[72:73], -v[77:78]
	v_add_f64 v[72:73], v[72:73], -v[75:76]
	v_mul_f64 v[75:76], v[77:78], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[81:82], v[75:76], s[66:67]
	v_mul_f64 v[83:84], v[75:76], s[72:73]
	v_mul_f64 v[79:80], v[75:76], v[75:76]
	v_add_f64 v[81:82], v[81:82], s[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[83:84], v[83:84], s[74:75]
	v_mul_f64 v[85:86], v[79:80], v[79:80]
	v_mul_f64 v[79:80], v[75:76], v[79:80]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[81:82], v[75:76], v[81:82]
	v_mul_f64 v[83:84], v[75:76], v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[81:82], s[70:71]
	v_add_f64 v[83:84], v[83:84], s[76:77]
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
	v_mul_f64 v[87:88], v[77:78], v[72:73]
	v_add_f64 v[81:82], v[81:82], -v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[83:84], v[81:82]
	v_mul_f64 v[83:84], v[75:76], s[78:79]
	v_add_f64 v[81:82], v[85:86], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[83:84], s[80:81]
	v_mul_f64 v[85:86], v[75:76], s[84:85]
	v_mul_f64 v[83:84], v[75:76], v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[85:86], v[85:86], s[86:87]
	v_add_f64 v[83:84], v[83:84], s[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[79:80], v[79:80], v[85:86]
	v_mul_f64 v[85:86], v[72:73], 0.5
	v_add_f64 v[79:80], v[79:80], v[83:84]
	v_mul_f64 v[83:84], v[77:78], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[83:84], v[79:80]
	v_add_f64 v[79:80], v[85:86], -v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[75:76], v[79:80]
	v_add_f64 v[72:73], v[75:76], -v[72:73]
	v_mul_f64 v[75:76], v[83:84], s[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[72:73], v[75:76]
	v_mov_b32_e32 v75, v1
	v_xor_b32_e32 v76, 0x80000000, v82
	v_cmp_eq_u64_e64 s2, 0, v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v76, v82, s2
	v_add_f64 v[72:73], v[77:78], -v[72:73]
	v_xor_b32_e32 v77, 0x80000000, v73
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v72, v72, v81, vcc_lo
	v_cndmask_b32_e64 v73, v73, v77, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v73, v73, v0, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v69
	v_mul_f64 v[70:71], v[72:73], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[70:71]
	v_sub_f32_e32 v0, v0, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v61, v0
	v_dual_add_f32 v0, v25, v0 :: v_dual_mul_f32 v25, 0x4f800000, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v25, v69, v25, vcc_lo
	v_sqrt_f32_e32 v26, v25
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v61, -1, v26
	v_xor_b32_e32 v69, 0x80000000, v61
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v69, v69, v26, v25
	v_cmp_ge_f32_e64 s2, 0, v69
	v_add_nc_u32_e32 v69, 1, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v61, v26, v61, s2
	v_xor_b32_e32 v70, 0x80000000, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v26, v70, v26, v25
	v_cmp_lt_f32_e64 s2, 0, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v26, v61, v69, s2
	v_mul_f32_e32 v61, 0x37800000, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v26, v26, v61, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v25, 0x260
	v_cndmask_b32_e32 v25, v26, v25, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v26, null, v25, v25, v0
	v_rcp_f32_e32 v61, v26
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v69, -v26, v61, 1.0
	v_fmac_f32_e32 v61, v69, v61
	v_div_scale_f32 v69, vcc_lo, v0, v25, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v70, v69, v61
	v_fma_f32 v71, -v26, v70, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v70, v71, v61
	v_fma_f32 v26, -v26, v70, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v26, v26, v61, v70
	v_div_fixup_f32 v0, v26, v25, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v0, v35, s1
.LBB4_211:
	s_or_b32 exec_lo, exec_lo, s21
	s_branch .LBB4_20
.LBB4_212:
	s_mul_i32 s1, s20, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_xor_b32_e32 v0, s1, v36
	s_mul_hi_u32 s1, s20, 0xcd9e8d57
	s_xor_b32 s1, s36, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, vcc_hi
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v44
	v_xor3_b32 v26, s1, s91, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v63, v45
	v_xor3_b32 v26, v65, s92, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s93, v63, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s95, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v63, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v64, s96, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v65, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s99, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v65, v63
	v_xor3_b32 v26, v26, s100, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v63, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v25, 0xd2511f53, v26
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v25, v25, s102, v62
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v26, s37
	v_cvt_f64_u32_e32 v[62:63], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[62:63], 0.5
	v_ldexp_f64 v[62:63], v[62:63], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v63
	v_and_b32_e32 v26, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v63, 0x3fe6a09e, v26
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, 0, -1, s1
	v_add_f64 v[62:63], v[62:63], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[62:63], 2.0
	v_div_scale_f64 v[66:67], null, v[64:65], v[64:65], v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[68:69], v[66:67]
	v_fma_f64 v[70:71], -v[66:67], v[68:69], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	v_fma_f64 v[70:71], -v[66:67], v[68:69], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	v_div_scale_f64 v[70:71], vcc_lo, v[62:63], v[64:65], v[62:63]
	v_mul_f64 v[72:73], v[70:71], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[66:67], v[72:73], v[70:71]
	v_div_fmas_f64 v[66:67], v[66:67], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[64:65], v[66:67], v[64:65], v[62:63]
	v_mul_f64 v[66:67], v[64:65], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[66:67], v[66:67]
	v_mul_f64 v[70:71], v[68:69], s[42:43]
	v_mul_f64 v[72:73], v[68:69], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], s[44:45]
	v_add_f64 v[72:73], v[72:73], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[68:69], v[70:71]
	v_mul_f64 v[72:73], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], s[46:47]
	v_add_f64 v[72:73], v[72:73], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[68:69], v[70:71]
	v_mul_f64 v[68:69], v[68:69], v[72:73]
	v_cvt_f64_u32_e32 v[72:73], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], s[48:49]
	v_mul_f64 v[66:67], v[66:67], v[70:71]
	v_cvt_f64_i32_e32 v[70:71], v26
	v_cvt_f64_u32_e32 v[25:26], v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[66:67], v[68:69], v[66:67]
	v_mul_f64 v[68:69], v[62:63], 0.5
	v_ldexp_f64 v[70:71], v[70:71], 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_mul_f64 v[68:69], v[62:63], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[70:71], v[70:71], v[72:73]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], v[68:69], v[66:67]
	v_mul_f64 v[25:26], v[25:26], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[64:65], v[66:67]
	v_mul_f64 v[66:67], v[70:71], s[50:51]
	v_add_f64 v[64:65], v[66:67], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[64:65], -v[68:69]
	v_add_f64 v[62:63], v[62:63], v[64:65]
	v_mul_f64 v[64:65], v[70:71], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[64:65], v[62:63]
	v_mul_f64 v[62:63], v[62:63], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[62:63]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[62:63], v[62:63], v0
	v_bfe_u32 v0, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[64:65], v[62:63]
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
	v_mul_f64 v[66:67], v[25:26], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], 0x43380000, v[66:67]
	v_add_f64 v[67:68], 0xc3380000, v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[67:68], s[58:59]
	v_add_f64 v[25:26], v[25:26], v[69:70]
	v_mul_f64 v[69:70], v[67:68], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[25:26], -v[69:70]
	v_lshrrev_b32_e32 v71, 20, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v72, v1 :: v_dual_and_b32 v71, 0x7ff, v71
	v_add_nc_u32_e32 v71, 16, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[71:72], v[0:1]
	v_mul_f64 v[71:72], v[67:68], s[62:63]
	v_mul_f64 v[67:68], v[67:68], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[62:63], 0x260
	v_ldexp_f64 v[64:65], v[64:65], v0
	v_and_b32_e32 v0, 1, v66
	v_add_f64 v[73:74], v[25:26], v[71:72]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v63, v65, v63 :: v_dual_cndmask_b32 v62, v64, v62
	v_cndmask_b32_e64 v76, v26, v74, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v75, v25, v73, s1
	v_add_f64 v[25:26], v[25:26], -v[73:74]
	v_add_f64 v[25:26], v[25:26], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[67:68], -v[25:26]
	v_cndmask_b32_e64 v26, v70, v26, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v69, v25, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[64:65], v[75:76], -v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[75:76], -v[64:65]
	v_add_f64 v[25:26], v[67:68], -v[25:26]
	v_mul_f64 v[67:68], v[64:65], v[64:65]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[25:26], 0.5
	v_mul_f64 v[69:70], v[67:68], s[84:85]
	v_mul_f64 v[71:72], v[67:68], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], s[86:87]
	v_mul_f64 v[73:74], v[67:68], v[71:72]
	v_mul_f64 v[71:72], v[71:72], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[73:74], v[69:70]
	v_mul_f64 v[73:74], v[67:68], s[78:79]
	v_add_f64 v[73:74], v[73:74], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], v[73:74]
	v_mul_f64 v[73:74], v[67:68], s[72:73]
	v_add_f64 v[73:74], v[73:74], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[71:72], v[73:74]
	v_mul_f64 v[73:74], v[67:68], s[66:67]
	v_add_f64 v[73:74], v[73:74], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[71:72], v[73:74], v[71:72]
	v_mul_f64 v[73:74], v[64:65], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[71:72], v[67:68], v[71:72]
	v_mul_f64 v[69:70], v[73:74], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[75:76], -v[69:70]
	v_mul_f64 v[75:76], v[67:68], 0.5
	v_mul_f64 v[67:68], v[67:68], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], -v[75:76], 1.0
	v_mul_f64 v[69:70], v[64:65], v[25:26]
	v_add_f64 v[25:26], v[67:68], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[79:80], -v[77:78], 1.0
	v_add_f64 v[69:70], v[71:72], -v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[79:80], -v[75:76]
	v_add_f64 v[67:68], v[75:76], v[69:70]
	v_mul_f64 v[69:70], v[73:74], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[67:68], v[77:78], v[67:68]
	v_add_f64 v[25:26], v[25:26], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v68
	v_add_f64 v[25:26], v[64:65], -v[25:26]
	v_dual_mov_b32 v65, v1 :: v_dual_and_b32 v64, 2, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[64:65]
	v_cndmask_b32_e32 v0, v0, v68, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v64, 0x80000000, v26
	v_cndmask_b32_e64 v25, v25, v67, s1
	v_cndmask_b32_e32 v26, v26, v64, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v26, v26, v0, s1
	v_mul_f64 v[25:26], v[25:26], v[62:63]
	ds_load_2addr_b32 v[62:63], v60 offset1:1
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v0, v28, v62
	v_mul_f32_e32 v62, v28, v63
	v_cvt_f32_f64_e32 v25, v[25:26]
	global_load_b32 v26, v[9:10], off
	v_sub_f32_e32 v25, v25, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v61, v25
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v0, -v26, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v28, v0
	v_add_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v27, v0
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s5
	s_cbranch_execz .LBB4_184
.LBB4_213:
	s_mul_i32 s1, s20, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_xor_b32_e32 v0, s1, v37
	s_mul_hi_u32 s1, s20, 0xcd9e8d57
	s_xor_b32 s1, s36, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, vcc_hi
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v46
	v_xor3_b32 v26, s1, s91, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v63, v47
	v_xor3_b32 v26, v65, s92, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s93, v63, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s95, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v63, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v64, s96, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v65, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s99, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v65, v63
	v_xor3_b32 v26, v26, s100, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v63, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v25, 0xd2511f53, v26
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v25, v25, s102, v62
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v26, s37
	v_cvt_f64_u32_e32 v[62:63], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[62:63], 0.5
	v_ldexp_f64 v[62:63], v[62:63], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v63
	v_and_b32_e32 v26, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v63, 0x3fe6a09e, v26
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, 0, -1, s1
	v_add_f64 v[62:63], v[62:63], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[62:63], 2.0
	v_div_scale_f64 v[66:67], null, v[64:65], v[64:65], v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[68:69], v[66:67]
	v_fma_f64 v[70:71], -v[66:67], v[68:69], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	v_fma_f64 v[70:71], -v[66:67], v[68:69], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	v_div_scale_f64 v[70:71], vcc_lo, v[62:63], v[64:65], v[62:63]
	v_mul_f64 v[72:73], v[70:71], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[66:67], v[72:73], v[70:71]
	v_div_fmas_f64 v[66:67], v[66:67], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[64:65], v[66:67], v[64:65], v[62:63]
	v_mul_f64 v[66:67], v[64:65], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[66:67], v[66:67]
	v_mul_f64 v[70:71], v[68:69], s[42:43]
	v_mul_f64 v[72:73], v[68:69], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], s[44:45]
	v_add_f64 v[72:73], v[72:73], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[68:69], v[70:71]
	v_mul_f64 v[72:73], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], s[46:47]
	v_add_f64 v[72:73], v[72:73], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[68:69], v[70:71]
	v_mul_f64 v[68:69], v[68:69], v[72:73]
	v_cvt_f64_u32_e32 v[72:73], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], s[48:49]
	v_mul_f64 v[66:67], v[66:67], v[70:71]
	v_cvt_f64_i32_e32 v[70:71], v26
	v_cvt_f64_u32_e32 v[25:26], v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[66:67], v[68:69], v[66:67]
	v_mul_f64 v[68:69], v[62:63], 0.5
	v_ldexp_f64 v[70:71], v[70:71], 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_mul_f64 v[68:69], v[62:63], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[70:71], v[70:71], v[72:73]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], v[68:69], v[66:67]
	v_mul_f64 v[25:26], v[25:26], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[64:65], v[66:67]
	v_mul_f64 v[66:67], v[70:71], s[50:51]
	v_add_f64 v[64:65], v[66:67], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[64:65], -v[68:69]
	v_add_f64 v[62:63], v[62:63], v[64:65]
	v_mul_f64 v[64:65], v[70:71], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[64:65], v[62:63]
	v_mul_f64 v[62:63], v[62:63], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[62:63]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[62:63], v[62:63], v0
	v_bfe_u32 v0, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[64:65], v[62:63]
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
	v_mul_f64 v[66:67], v[25:26], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], 0x43380000, v[66:67]
	v_add_f64 v[67:68], 0xc3380000, v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[67:68], s[58:59]
	v_add_f64 v[25:26], v[25:26], v[69:70]
	v_mul_f64 v[69:70], v[67:68], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[25:26], -v[69:70]
	v_lshrrev_b32_e32 v71, 20, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v72, v1 :: v_dual_and_b32 v71, 0x7ff, v71
	v_add_nc_u32_e32 v71, 16, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[71:72], v[0:1]
	v_mul_f64 v[71:72], v[67:68], s[62:63]
	v_mul_f64 v[67:68], v[67:68], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[62:63], 0x260
	v_ldexp_f64 v[64:65], v[64:65], v0
	v_and_b32_e32 v0, 1, v66
	v_add_f64 v[73:74], v[25:26], v[71:72]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v63, v65, v63 :: v_dual_cndmask_b32 v62, v64, v62
	v_cndmask_b32_e64 v76, v26, v74, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v75, v25, v73, s1
	v_add_f64 v[25:26], v[25:26], -v[73:74]
	v_add_f64 v[25:26], v[25:26], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[67:68], -v[25:26]
	v_cndmask_b32_e64 v26, v70, v26, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v69, v25, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[64:65], v[75:76], -v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[75:76], -v[64:65]
	v_add_f64 v[25:26], v[67:68], -v[25:26]
	v_mul_f64 v[67:68], v[64:65], v[64:65]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[25:26], 0.5
	v_mul_f64 v[69:70], v[67:68], s[84:85]
	v_mul_f64 v[71:72], v[67:68], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], s[86:87]
	v_mul_f64 v[73:74], v[67:68], v[71:72]
	v_mul_f64 v[71:72], v[71:72], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[73:74], v[69:70]
	v_mul_f64 v[73:74], v[67:68], s[78:79]
	v_add_f64 v[73:74], v[73:74], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], v[73:74]
	v_mul_f64 v[73:74], v[67:68], s[72:73]
	v_add_f64 v[73:74], v[73:74], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[71:72], v[73:74]
	v_mul_f64 v[73:74], v[67:68], s[66:67]
	v_add_f64 v[73:74], v[73:74], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[71:72], v[73:74], v[71:72]
	v_mul_f64 v[73:74], v[64:65], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[71:72], v[67:68], v[71:72]
	v_mul_f64 v[69:70], v[73:74], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[75:76], -v[69:70]
	v_mul_f64 v[75:76], v[67:68], 0.5
	v_mul_f64 v[67:68], v[67:68], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], -v[75:76], 1.0
	v_mul_f64 v[69:70], v[64:65], v[25:26]
	v_add_f64 v[25:26], v[67:68], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[79:80], -v[77:78], 1.0
	v_add_f64 v[69:70], v[71:72], -v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[79:80], -v[75:76]
	v_add_f64 v[67:68], v[75:76], v[69:70]
	v_mul_f64 v[69:70], v[73:74], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[67:68], v[77:78], v[67:68]
	v_add_f64 v[25:26], v[25:26], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v68
	v_add_f64 v[25:26], v[64:65], -v[25:26]
	v_dual_mov_b32 v65, v1 :: v_dual_and_b32 v64, 2, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[64:65]
	v_cndmask_b32_e32 v0, v0, v68, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v64, 0x80000000, v26
	v_cndmask_b32_e64 v25, v25, v67, s1
	v_cndmask_b32_e32 v26, v26, v64, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v26, v26, v0, s1
	v_mul_f64 v[25:26], v[25:26], v[62:63]
	ds_load_2addr_b32 v[62:63], v60 offset1:1
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v0, v29, v62
	v_mul_f32_e32 v62, v29, v63
	v_cvt_f32_f64_e32 v25, v[25:26]
	global_load_b32 v26, v[11:12], off
	v_sub_f32_e32 v25, v25, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v61, v25
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v0, -v26, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v29, v0
	v_add_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v27, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s6
	s_cbranch_execz .LBB4_185
.LBB4_214:
	s_mul_i32 s1, s20, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_xor_b32_e32 v0, s1, v38
	s_mul_hi_u32 s1, s20, 0xcd9e8d57
	s_xor_b32 s1, s36, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, vcc_hi
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v48
	v_xor3_b32 v26, s1, s91, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v63, v49
	v_xor3_b32 v26, v65, s92, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s93, v63, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s95, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v63, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v64, s96, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v65, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s99, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v65, v63
	v_xor3_b32 v26, v26, s100, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v63, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v25, 0xd2511f53, v26
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v25, v25, s102, v62
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v26, s37
	v_cvt_f64_u32_e32 v[62:63], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[62:63], 0.5
	v_ldexp_f64 v[62:63], v[62:63], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v63
	v_and_b32_e32 v26, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v63, 0x3fe6a09e, v26
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, 0, -1, s1
	v_add_f64 v[62:63], v[62:63], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[62:63], 2.0
	v_div_scale_f64 v[66:67], null, v[64:65], v[64:65], v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[68:69], v[66:67]
	v_fma_f64 v[70:71], -v[66:67], v[68:69], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	v_fma_f64 v[70:71], -v[66:67], v[68:69], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	v_div_scale_f64 v[70:71], vcc_lo, v[62:63], v[64:65], v[62:63]
	v_mul_f64 v[72:73], v[70:71], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[66:67], v[72:73], v[70:71]
	v_div_fmas_f64 v[66:67], v[66:67], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[64:65], v[66:67], v[64:65], v[62:63]
	v_mul_f64 v[66:67], v[64:65], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[66:67], v[66:67]
	v_mul_f64 v[70:71], v[68:69], s[42:43]
	v_mul_f64 v[72:73], v[68:69], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], s[44:45]
	v_add_f64 v[72:73], v[72:73], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[68:69], v[70:71]
	v_mul_f64 v[72:73], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], s[46:47]
	v_add_f64 v[72:73], v[72:73], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[68:69], v[70:71]
	v_mul_f64 v[68:69], v[68:69], v[72:73]
	v_cvt_f64_u32_e32 v[72:73], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], s[48:49]
	v_mul_f64 v[66:67], v[66:67], v[70:71]
	v_cvt_f64_i32_e32 v[70:71], v26
	v_cvt_f64_u32_e32 v[25:26], v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[66:67], v[68:69], v[66:67]
	v_mul_f64 v[68:69], v[62:63], 0.5
	v_ldexp_f64 v[70:71], v[70:71], 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_mul_f64 v[68:69], v[62:63], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[70:71], v[70:71], v[72:73]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], v[68:69], v[66:67]
	v_mul_f64 v[25:26], v[25:26], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[64:65], v[66:67]
	v_mul_f64 v[66:67], v[70:71], s[50:51]
	v_add_f64 v[64:65], v[66:67], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[64:65], -v[68:69]
	v_add_f64 v[62:63], v[62:63], v[64:65]
	v_mul_f64 v[64:65], v[70:71], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[64:65], v[62:63]
	v_mul_f64 v[62:63], v[62:63], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[62:63]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[62:63], v[62:63], v0
	v_bfe_u32 v0, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[64:65], v[62:63]
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
	v_mul_f64 v[66:67], v[25:26], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], 0x43380000, v[66:67]
	v_add_f64 v[67:68], 0xc3380000, v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[67:68], s[58:59]
	v_add_f64 v[25:26], v[25:26], v[69:70]
	v_mul_f64 v[69:70], v[67:68], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[25:26], -v[69:70]
	v_lshrrev_b32_e32 v71, 20, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v72, v1 :: v_dual_and_b32 v71, 0x7ff, v71
	v_add_nc_u32_e32 v71, 16, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[71:72], v[0:1]
	v_mul_f64 v[71:72], v[67:68], s[62:63]
	v_mul_f64 v[67:68], v[67:68], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[62:63], 0x260
	v_ldexp_f64 v[64:65], v[64:65], v0
	v_and_b32_e32 v0, 1, v66
	v_add_f64 v[73:74], v[25:26], v[71:72]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v63, v65, v63 :: v_dual_cndmask_b32 v62, v64, v62
	v_cndmask_b32_e64 v76, v26, v74, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v75, v25, v73, s1
	v_add_f64 v[25:26], v[25:26], -v[73:74]
	v_add_f64 v[25:26], v[25:26], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[67:68], -v[25:26]
	v_cndmask_b32_e64 v26, v70, v26, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v69, v25, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[64:65], v[75:76], -v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[75:76], -v[64:65]
	v_add_f64 v[25:26], v[67:68], -v[25:26]
	v_mul_f64 v[67:68], v[64:65], v[64:65]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[25:26], 0.5
	v_mul_f64 v[69:70], v[67:68], s[84:85]
	v_mul_f64 v[71:72], v[67:68], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], s[86:87]
	v_mul_f64 v[73:74], v[67:68], v[71:72]
	v_mul_f64 v[71:72], v[71:72], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[73:74], v[69:70]
	v_mul_f64 v[73:74], v[67:68], s[78:79]
	v_add_f64 v[73:74], v[73:74], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], v[73:74]
	v_mul_f64 v[73:74], v[67:68], s[72:73]
	v_add_f64 v[73:74], v[73:74], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[71:72], v[73:74]
	v_mul_f64 v[73:74], v[67:68], s[66:67]
	v_add_f64 v[73:74], v[73:74], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[71:72], v[73:74], v[71:72]
	v_mul_f64 v[73:74], v[64:65], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[71:72], v[67:68], v[71:72]
	v_mul_f64 v[69:70], v[73:74], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[75:76], -v[69:70]
	v_mul_f64 v[75:76], v[67:68], 0.5
	v_mul_f64 v[67:68], v[67:68], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], -v[75:76], 1.0
	v_mul_f64 v[69:70], v[64:65], v[25:26]
	v_add_f64 v[25:26], v[67:68], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[79:80], -v[77:78], 1.0
	v_add_f64 v[69:70], v[71:72], -v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[79:80], -v[75:76]
	v_add_f64 v[67:68], v[75:76], v[69:70]
	v_mul_f64 v[69:70], v[73:74], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[67:68], v[77:78], v[67:68]
	v_add_f64 v[25:26], v[25:26], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v68
	v_add_f64 v[25:26], v[64:65], -v[25:26]
	v_dual_mov_b32 v65, v1 :: v_dual_and_b32 v64, 2, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[64:65]
	v_cndmask_b32_e32 v0, v0, v68, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v64, 0x80000000, v26
	v_cndmask_b32_e64 v25, v25, v67, s1
	v_cndmask_b32_e32 v26, v26, v64, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v26, v26, v0, s1
	v_mul_f64 v[25:26], v[25:26], v[62:63]
	ds_load_2addr_b32 v[62:63], v60 offset1:1
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v0, v30, v62
	v_mul_f32_e32 v62, v30, v63
	v_cvt_f32_f64_e32 v25, v[25:26]
	global_load_b32 v26, v[13:14], off
	v_sub_f32_e32 v25, v25, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v61, v25
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v0, -v26, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v30, v0
	v_add_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v27, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s7
	s_cbranch_execz .LBB4_186
.LBB4_215:
	s_mul_i32 s1, s20, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_xor_b32_e32 v0, s1, v39
	s_mul_hi_u32 s1, s20, 0xcd9e8d57
	s_xor_b32 s1, s36, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, vcc_hi
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v50
	v_xor3_b32 v26, s1, s91, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v63, v51
	v_xor3_b32 v26, v65, s92, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s93, v63, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s95, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v63, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v64, s96, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v65, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s99, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v65, v63
	v_xor3_b32 v26, v26, s100, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v63, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v25, 0xd2511f53, v26
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v25, v25, s102, v62
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v26, s37
	v_cvt_f64_u32_e32 v[62:63], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[62:63], 0.5
	v_ldexp_f64 v[62:63], v[62:63], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v63
	v_and_b32_e32 v26, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v63, 0x3fe6a09e, v26
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, 0, -1, s1
	v_add_f64 v[62:63], v[62:63], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[62:63], 2.0
	v_div_scale_f64 v[66:67], null, v[64:65], v[64:65], v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[68:69], v[66:67]
	v_fma_f64 v[70:71], -v[66:67], v[68:69], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	v_fma_f64 v[70:71], -v[66:67], v[68:69], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	v_div_scale_f64 v[70:71], vcc_lo, v[62:63], v[64:65], v[62:63]
	v_mul_f64 v[72:73], v[70:71], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[66:67], v[72:73], v[70:71]
	v_div_fmas_f64 v[66:67], v[66:67], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[64:65], v[66:67], v[64:65], v[62:63]
	v_mul_f64 v[66:67], v[64:65], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[66:67], v[66:67]
	v_mul_f64 v[70:71], v[68:69], s[42:43]
	v_mul_f64 v[72:73], v[68:69], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], s[44:45]
	v_add_f64 v[72:73], v[72:73], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[68:69], v[70:71]
	v_mul_f64 v[72:73], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], s[46:47]
	v_add_f64 v[72:73], v[72:73], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[68:69], v[70:71]
	v_mul_f64 v[68:69], v[68:69], v[72:73]
	v_cvt_f64_u32_e32 v[72:73], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], s[48:49]
	v_mul_f64 v[66:67], v[66:67], v[70:71]
	v_cvt_f64_i32_e32 v[70:71], v26
	v_cvt_f64_u32_e32 v[25:26], v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[66:67], v[68:69], v[66:67]
	v_mul_f64 v[68:69], v[62:63], 0.5
	v_ldexp_f64 v[70:71], v[70:71], 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_mul_f64 v[68:69], v[62:63], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[70:71], v[70:71], v[72:73]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], v[68:69], v[66:67]
	v_mul_f64 v[25:26], v[25:26], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[64:65], v[66:67]
	v_mul_f64 v[66:67], v[70:71], s[50:51]
	v_add_f64 v[64:65], v[66:67], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[64:65], -v[68:69]
	v_add_f64 v[62:63], v[62:63], v[64:65]
	v_mul_f64 v[64:65], v[70:71], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[64:65], v[62:63]
	v_mul_f64 v[62:63], v[62:63], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[62:63]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[62:63], v[62:63], v0
	v_bfe_u32 v0, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[64:65], v[62:63]
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
	v_mul_f64 v[66:67], v[25:26], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], 0x43380000, v[66:67]
	v_add_f64 v[67:68], 0xc3380000, v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[67:68], s[58:59]
	v_add_f64 v[25:26], v[25:26], v[69:70]
	v_mul_f64 v[69:70], v[67:68], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[25:26], -v[69:70]
	v_lshrrev_b32_e32 v71, 20, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v72, v1 :: v_dual_and_b32 v71, 0x7ff, v71
	v_add_nc_u32_e32 v71, 16, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[71:72], v[0:1]
	v_mul_f64 v[71:72], v[67:68], s[62:63]
	v_mul_f64 v[67:68], v[67:68], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[62:63], 0x260
	v_ldexp_f64 v[64:65], v[64:65], v0
	v_and_b32_e32 v0, 1, v66
	v_add_f64 v[73:74], v[25:26], v[71:72]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v63, v65, v63 :: v_dual_cndmask_b32 v62, v64, v62
	v_cndmask_b32_e64 v76, v26, v74, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v75, v25, v73, s1
	v_add_f64 v[25:26], v[25:26], -v[73:74]
	v_add_f64 v[25:26], v[25:26], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[67:68], -v[25:26]
	v_cndmask_b32_e64 v26, v70, v26, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v69, v25, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[64:65], v[75:76], -v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[75:76], -v[64:65]
	v_add_f64 v[25:26], v[67:68], -v[25:26]
	v_mul_f64 v[67:68], v[64:65], v[64:65]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[25:26], 0.5
	v_mul_f64 v[69:70], v[67:68], s[84:85]
	v_mul_f64 v[71:72], v[67:68], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], s[86:87]
	v_mul_f64 v[73:74], v[67:68], v[71:72]
	v_mul_f64 v[71:72], v[71:72], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[73:74], v[69:70]
	v_mul_f64 v[73:74], v[67:68], s[78:79]
	v_add_f64 v[73:74], v[73:74], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], v[73:74]
	v_mul_f64 v[73:74], v[67:68], s[72:73]
	v_add_f64 v[73:74], v[73:74], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[71:72], v[73:74]
	v_mul_f64 v[73:74], v[67:68], s[66:67]
	v_add_f64 v[73:74], v[73:74], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[71:72], v[73:74], v[71:72]
	v_mul_f64 v[73:74], v[64:65], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[71:72], v[67:68], v[71:72]
	v_mul_f64 v[69:70], v[73:74], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[75:76], -v[69:70]
	v_mul_f64 v[75:76], v[67:68], 0.5
	v_mul_f64 v[67:68], v[67:68], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], -v[75:76], 1.0
	v_mul_f64 v[69:70], v[64:65], v[25:26]
	v_add_f64 v[25:26], v[67:68], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[79:80], -v[77:78], 1.0
	v_add_f64 v[69:70], v[71:72], -v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[79:80], -v[75:76]
	v_add_f64 v[67:68], v[75:76], v[69:70]
	v_mul_f64 v[69:70], v[73:74], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[67:68], v[77:78], v[67:68]
	v_add_f64 v[25:26], v[25:26], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v68
	v_add_f64 v[25:26], v[64:65], -v[25:26]
	v_dual_mov_b32 v65, v1 :: v_dual_and_b32 v64, 2, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[64:65]
	v_cndmask_b32_e32 v0, v0, v68, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v64, 0x80000000, v26
	v_cndmask_b32_e64 v25, v25, v67, s1
	v_cndmask_b32_e32 v26, v26, v64, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v26, v26, v0, s1
	v_mul_f64 v[25:26], v[25:26], v[62:63]
	ds_load_2addr_b32 v[62:63], v60 offset1:1
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v0, v31, v62
	v_mul_f32_e32 v62, v31, v63
	v_cvt_f32_f64_e32 v25, v[25:26]
	global_load_b32 v26, v[15:16], off
	v_sub_f32_e32 v25, v25, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v61, v25
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v0, -v26, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v31, v0
	v_add_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v27, v0 offset:12288
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s8
	s_cbranch_execz .LBB4_187
.LBB4_216:
	s_mul_i32 s1, s20, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_xor_b32_e32 v0, s1, v40
	s_mul_hi_u32 s1, s20, 0xcd9e8d57
	s_xor_b32 s1, s36, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, vcc_hi
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v52
	v_xor3_b32 v26, s1, s91, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v63, v53
	v_xor3_b32 v26, v65, s92, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s93, v63, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s95, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v63, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v64, s96, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v65, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s99, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v65, v63
	v_xor3_b32 v26, v26, s100, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v63, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v25, 0xd2511f53, v26
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v25, v25, s102, v62
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v26, s37
	v_cvt_f64_u32_e32 v[62:63], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[62:63], 0.5
	v_ldexp_f64 v[62:63], v[62:63], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v63
	v_and_b32_e32 v26, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v63, 0x3fe6a09e, v26
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, 0, -1, s1
	v_add_f64 v[62:63], v[62:63], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[62:63], 2.0
	v_div_scale_f64 v[66:67], null, v[64:65], v[64:65], v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[68:69], v[66:67]
	v_fma_f64 v[70:71], -v[66:67], v[68:69], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	v_fma_f64 v[70:71], -v[66:67], v[68:69], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	v_div_scale_f64 v[70:71], vcc_lo, v[62:63], v[64:65], v[62:63]
	v_mul_f64 v[72:73], v[70:71], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[66:67], v[72:73], v[70:71]
	v_div_fmas_f64 v[66:67], v[66:67], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[64:65], v[66:67], v[64:65], v[62:63]
	v_mul_f64 v[66:67], v[64:65], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[66:67], v[66:67]
	v_mul_f64 v[70:71], v[68:69], s[42:43]
	v_mul_f64 v[72:73], v[68:69], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], s[44:45]
	v_add_f64 v[72:73], v[72:73], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[68:69], v[70:71]
	v_mul_f64 v[72:73], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], s[46:47]
	v_add_f64 v[72:73], v[72:73], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[68:69], v[70:71]
	v_mul_f64 v[68:69], v[68:69], v[72:73]
	v_cvt_f64_u32_e32 v[72:73], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], s[48:49]
	v_mul_f64 v[66:67], v[66:67], v[70:71]
	v_cvt_f64_i32_e32 v[70:71], v26
	v_cvt_f64_u32_e32 v[25:26], v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[66:67], v[68:69], v[66:67]
	v_mul_f64 v[68:69], v[62:63], 0.5
	v_ldexp_f64 v[70:71], v[70:71], 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_mul_f64 v[68:69], v[62:63], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[70:71], v[70:71], v[72:73]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], v[68:69], v[66:67]
	v_mul_f64 v[25:26], v[25:26], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[64:65], v[66:67]
	v_mul_f64 v[66:67], v[70:71], s[50:51]
	v_add_f64 v[64:65], v[66:67], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[64:65], -v[68:69]
	v_add_f64 v[62:63], v[62:63], v[64:65]
	v_mul_f64 v[64:65], v[70:71], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[64:65], v[62:63]
	v_mul_f64 v[62:63], v[62:63], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[62:63]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[62:63], v[62:63], v0
	v_bfe_u32 v0, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[64:65], v[62:63]
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
	v_mul_f64 v[66:67], v[25:26], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], 0x43380000, v[66:67]
	v_add_f64 v[67:68], 0xc3380000, v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[67:68], s[58:59]
	v_add_f64 v[25:26], v[25:26], v[69:70]
	v_mul_f64 v[69:70], v[67:68], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[25:26], -v[69:70]
	v_lshrrev_b32_e32 v71, 20, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v72, v1 :: v_dual_and_b32 v71, 0x7ff, v71
	v_add_nc_u32_e32 v71, 16, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[71:72], v[0:1]
	v_mul_f64 v[71:72], v[67:68], s[62:63]
	v_mul_f64 v[67:68], v[67:68], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[62:63], 0x260
	v_ldexp_f64 v[64:65], v[64:65], v0
	v_and_b32_e32 v0, 1, v66
	v_add_f64 v[73:74], v[25:26], v[71:72]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v63, v65, v63 :: v_dual_cndmask_b32 v62, v64, v62
	v_cndmask_b32_e64 v76, v26, v74, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v75, v25, v73, s1
	v_add_f64 v[25:26], v[25:26], -v[73:74]
	v_add_f64 v[25:26], v[25:26], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[67:68], -v[25:26]
	v_cndmask_b32_e64 v26, v70, v26, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v69, v25, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[64:65], v[75:76], -v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[75:76], -v[64:65]
	v_add_f64 v[25:26], v[67:68], -v[25:26]
	v_mul_f64 v[67:68], v[64:65], v[64:65]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[25:26], 0.5
	v_mul_f64 v[69:70], v[67:68], s[84:85]
	v_mul_f64 v[71:72], v[67:68], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], s[86:87]
	v_mul_f64 v[73:74], v[67:68], v[71:72]
	v_mul_f64 v[71:72], v[71:72], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[73:74], v[69:70]
	v_mul_f64 v[73:74], v[67:68], s[78:79]
	v_add_f64 v[73:74], v[73:74], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], v[73:74]
	v_mul_f64 v[73:74], v[67:68], s[72:73]
	v_add_f64 v[73:74], v[73:74], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[71:72], v[73:74]
	v_mul_f64 v[73:74], v[67:68], s[66:67]
	v_add_f64 v[73:74], v[73:74], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[71:72], v[73:74], v[71:72]
	v_mul_f64 v[73:74], v[64:65], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[71:72], v[67:68], v[71:72]
	v_mul_f64 v[69:70], v[73:74], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[75:76], -v[69:70]
	v_mul_f64 v[75:76], v[67:68], 0.5
	v_mul_f64 v[67:68], v[67:68], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], -v[75:76], 1.0
	v_mul_f64 v[69:70], v[64:65], v[25:26]
	v_add_f64 v[25:26], v[67:68], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[79:80], -v[77:78], 1.0
	v_add_f64 v[69:70], v[71:72], -v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[79:80], -v[75:76]
	v_add_f64 v[67:68], v[75:76], v[69:70]
	v_mul_f64 v[69:70], v[73:74], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[67:68], v[77:78], v[67:68]
	v_add_f64 v[25:26], v[25:26], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v68
	v_add_f64 v[25:26], v[64:65], -v[25:26]
	v_dual_mov_b32 v65, v1 :: v_dual_and_b32 v64, 2, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[64:65]
	v_cndmask_b32_e32 v0, v0, v68, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v64, 0x80000000, v26
	v_cndmask_b32_e64 v25, v25, v67, s1
	v_cndmask_b32_e32 v26, v26, v64, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v26, v26, v0, s1
	v_mul_f64 v[25:26], v[25:26], v[62:63]
	ds_load_2addr_b32 v[62:63], v60 offset1:1
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v0, v32, v62
	v_mul_f32_e32 v62, v32, v63
	v_cvt_f32_f64_e32 v25, v[25:26]
	global_load_b32 v26, v[17:18], off
	v_sub_f32_e32 v25, v25, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v61, v25
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v0, -v26, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v32, v0
	v_add_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v27, v0 offset:16384
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s9
	s_cbranch_execz .LBB4_188
.LBB4_217:
	s_mul_i32 s1, s20, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_xor_b32_e32 v0, s1, v41
	s_mul_hi_u32 s1, s20, 0xcd9e8d57
	s_xor_b32 s1, s36, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, vcc_hi
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v54
	v_xor3_b32 v26, s1, s91, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v63, v55
	v_xor3_b32 v26, v65, s92, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s93, v63, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s95, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v63, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v64, s96, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v65, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s99, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v65, v63
	v_xor3_b32 v26, v26, s100, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v63, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v25, 0xd2511f53, v26
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v25, v25, s102, v62
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v26, s37
	v_cvt_f64_u32_e32 v[62:63], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[62:63], 0.5
	v_ldexp_f64 v[62:63], v[62:63], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v63
	v_and_b32_e32 v26, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v63, 0x3fe6a09e, v26
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, 0, -1, s1
	v_add_f64 v[62:63], v[62:63], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[62:63], 2.0
	v_div_scale_f64 v[66:67], null, v[64:65], v[64:65], v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[68:69], v[66:67]
	v_fma_f64 v[70:71], -v[66:67], v[68:69], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	v_fma_f64 v[70:71], -v[66:67], v[68:69], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	v_div_scale_f64 v[70:71], vcc_lo, v[62:63], v[64:65], v[62:63]
	v_mul_f64 v[72:73], v[70:71], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[66:67], v[72:73], v[70:71]
	v_div_fmas_f64 v[66:67], v[66:67], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[64:65], v[66:67], v[64:65], v[62:63]
	v_mul_f64 v[66:67], v[64:65], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[66:67], v[66:67]
	v_mul_f64 v[70:71], v[68:69], s[42:43]
	v_mul_f64 v[72:73], v[68:69], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], s[44:45]
	v_add_f64 v[72:73], v[72:73], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[68:69], v[70:71]
	v_mul_f64 v[72:73], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], s[46:47]
	v_add_f64 v[72:73], v[72:73], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[68:69], v[70:71]
	v_mul_f64 v[68:69], v[68:69], v[72:73]
	v_cvt_f64_u32_e32 v[72:73], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], s[48:49]
	v_mul_f64 v[66:67], v[66:67], v[70:71]
	v_cvt_f64_i32_e32 v[70:71], v26
	v_cvt_f64_u32_e32 v[25:26], v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[66:67], v[68:69], v[66:67]
	v_mul_f64 v[68:69], v[62:63], 0.5
	v_ldexp_f64 v[70:71], v[70:71], 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_mul_f64 v[68:69], v[62:63], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[70:71], v[70:71], v[72:73]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], v[68:69], v[66:67]
	v_mul_f64 v[25:26], v[25:26], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[64:65], v[66:67]
	v_mul_f64 v[66:67], v[70:71], s[50:51]
	v_add_f64 v[64:65], v[66:67], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[64:65], -v[68:69]
	v_add_f64 v[62:63], v[62:63], v[64:65]
	v_mul_f64 v[64:65], v[70:71], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[64:65], v[62:63]
	v_mul_f64 v[62:63], v[62:63], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[62:63]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[62:63], v[62:63], v0
	v_bfe_u32 v0, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[64:65], v[62:63]
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
	v_mul_f64 v[66:67], v[25:26], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], 0x43380000, v[66:67]
	v_add_f64 v[67:68], 0xc3380000, v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[67:68], s[58:59]
	v_add_f64 v[25:26], v[25:26], v[69:70]
	v_mul_f64 v[69:70], v[67:68], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[25:26], -v[69:70]
	v_lshrrev_b32_e32 v71, 20, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v72, v1 :: v_dual_and_b32 v71, 0x7ff, v71
	v_add_nc_u32_e32 v71, 16, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[71:72], v[0:1]
	v_mul_f64 v[71:72], v[67:68], s[62:63]
	v_mul_f64 v[67:68], v[67:68], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[62:63], 0x260
	v_ldexp_f64 v[64:65], v[64:65], v0
	v_and_b32_e32 v0, 1, v66
	v_add_f64 v[73:74], v[25:26], v[71:72]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v63, v65, v63 :: v_dual_cndmask_b32 v62, v64, v62
	v_cndmask_b32_e64 v76, v26, v74, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v75, v25, v73, s1
	v_add_f64 v[25:26], v[25:26], -v[73:74]
	v_add_f64 v[25:26], v[25:26], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[67:68], -v[25:26]
	v_cndmask_b32_e64 v26, v70, v26, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v69, v25, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[64:65], v[75:76], -v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[75:76], -v[64:65]
	v_add_f64 v[25:26], v[67:68], -v[25:26]
	v_mul_f64 v[67:68], v[64:65], v[64:65]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[25:26], 0.5
	v_mul_f64 v[69:70], v[67:68], s[84:85]
	v_mul_f64 v[71:72], v[67:68], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], s[86:87]
	v_mul_f64 v[73:74], v[67:68], v[71:72]
	v_mul_f64 v[71:72], v[71:72], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[73:74], v[69:70]
	v_mul_f64 v[73:74], v[67:68], s[78:79]
	v_add_f64 v[73:74], v[73:74], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], v[73:74]
	v_mul_f64 v[73:74], v[67:68], s[72:73]
	v_add_f64 v[73:74], v[73:74], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[71:72], v[73:74]
	v_mul_f64 v[73:74], v[67:68], s[66:67]
	v_add_f64 v[73:74], v[73:74], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[71:72], v[73:74], v[71:72]
	v_mul_f64 v[73:74], v[64:65], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[71:72], v[67:68], v[71:72]
	v_mul_f64 v[69:70], v[73:74], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[75:76], -v[69:70]
	v_mul_f64 v[75:76], v[67:68], 0.5
	v_mul_f64 v[67:68], v[67:68], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], -v[75:76], 1.0
	v_mul_f64 v[69:70], v[64:65], v[25:26]
	v_add_f64 v[25:26], v[67:68], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[79:80], -v[77:78], 1.0
	v_add_f64 v[69:70], v[71:72], -v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[79:80], -v[75:76]
	v_add_f64 v[67:68], v[75:76], v[69:70]
	v_mul_f64 v[69:70], v[73:74], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[67:68], v[77:78], v[67:68]
	v_add_f64 v[25:26], v[25:26], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v68
	v_add_f64 v[25:26], v[64:65], -v[25:26]
	v_dual_mov_b32 v65, v1 :: v_dual_and_b32 v64, 2, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[64:65]
	v_cndmask_b32_e32 v0, v0, v68, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v64, 0x80000000, v26
	v_cndmask_b32_e64 v25, v25, v67, s1
	v_cndmask_b32_e32 v26, v26, v64, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v26, v26, v0, s1
	v_mul_f64 v[25:26], v[25:26], v[62:63]
	ds_load_2addr_b32 v[62:63], v60 offset1:1
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v0, v33, v62
	v_mul_f32_e32 v62, v33, v63
	v_cvt_f32_f64_e32 v25, v[25:26]
	global_load_b32 v26, v[19:20], off
	v_sub_f32_e32 v25, v25, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v61, v25
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v0, -v26, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v33, v0
	v_add_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v27, v0 offset:20480
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s10
	s_cbranch_execz .LBB4_189
.LBB4_218:
	s_mul_i32 s1, s20, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_xor_b32_e32 v0, s1, v42
	s_mul_hi_u32 s1, s20, 0xcd9e8d57
	s_xor_b32 s1, s36, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, vcc_hi
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s3, v56
	v_xor3_b32 v26, s1, s91, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v63, v57
	v_xor3_b32 v26, v65, s92, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s93, v63, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s95, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v63, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v64, s96, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v65, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s99, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v65, v63
	v_xor3_b32 v26, v26, s100, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v63, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v25, 0xd2511f53, v26
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v25, v25, s102, v62
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v26, s37
	v_cvt_f64_u32_e32 v[62:63], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[62:63], 0.5
	v_ldexp_f64 v[62:63], v[62:63], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v63
	v_and_b32_e32 v26, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v63, 0x3fe6a09e, v26
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, 0, -1, s1
	v_add_f64 v[62:63], v[62:63], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[62:63], 2.0
	v_div_scale_f64 v[66:67], null, v[64:65], v[64:65], v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[68:69], v[66:67]
	v_fma_f64 v[70:71], -v[66:67], v[68:69], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	v_fma_f64 v[70:71], -v[66:67], v[68:69], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	v_div_scale_f64 v[70:71], vcc_lo, v[62:63], v[64:65], v[62:63]
	v_mul_f64 v[72:73], v[70:71], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[66:67], v[72:73], v[70:71]
	v_div_fmas_f64 v[66:67], v[66:67], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[64:65], v[66:67], v[64:65], v[62:63]
	v_mul_f64 v[66:67], v[64:65], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[66:67], v[66:67]
	v_mul_f64 v[70:71], v[68:69], s[42:43]
	v_mul_f64 v[72:73], v[68:69], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], s[44:45]
	v_add_f64 v[72:73], v[72:73], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[68:69], v[70:71]
	v_mul_f64 v[72:73], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], s[46:47]
	v_add_f64 v[72:73], v[72:73], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[68:69], v[70:71]
	v_mul_f64 v[68:69], v[68:69], v[72:73]
	v_cvt_f64_u32_e32 v[72:73], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], s[48:49]
	v_mul_f64 v[66:67], v[66:67], v[70:71]
	v_cvt_f64_i32_e32 v[70:71], v26
	v_cvt_f64_u32_e32 v[25:26], v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[66:67], v[68:69], v[66:67]
	v_mul_f64 v[68:69], v[62:63], 0.5
	v_ldexp_f64 v[70:71], v[70:71], 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_mul_f64 v[68:69], v[62:63], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[70:71], v[70:71], v[72:73]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], v[68:69], v[66:67]
	v_mul_f64 v[25:26], v[25:26], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[64:65], v[66:67]
	v_mul_f64 v[66:67], v[70:71], s[50:51]
	v_add_f64 v[64:65], v[66:67], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[64:65], -v[68:69]
	v_add_f64 v[62:63], v[62:63], v[64:65]
	v_mul_f64 v[64:65], v[70:71], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[64:65], v[62:63]
	v_mul_f64 v[62:63], v[62:63], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[62:63]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[62:63], v[62:63], v0
	v_bfe_u32 v0, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[64:65], v[62:63]
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
	v_mul_f64 v[66:67], v[25:26], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], 0x43380000, v[66:67]
	v_add_f64 v[67:68], 0xc3380000, v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[67:68], s[58:59]
	v_add_f64 v[25:26], v[25:26], v[69:70]
	v_mul_f64 v[69:70], v[67:68], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[25:26], -v[69:70]
	v_lshrrev_b32_e32 v71, 20, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v72, v1 :: v_dual_and_b32 v71, 0x7ff, v71
	v_add_nc_u32_e32 v71, 16, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[71:72], v[0:1]
	v_mul_f64 v[71:72], v[67:68], s[62:63]
	v_mul_f64 v[67:68], v[67:68], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[62:63], 0x260
	v_ldexp_f64 v[64:65], v[64:65], v0
	v_and_b32_e32 v0, 1, v66
	v_add_f64 v[73:74], v[25:26], v[71:72]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v63, v65, v63 :: v_dual_cndmask_b32 v62, v64, v62
	v_cndmask_b32_e64 v76, v26, v74, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v75, v25, v73, s1
	v_add_f64 v[25:26], v[25:26], -v[73:74]
	v_add_f64 v[25:26], v[25:26], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[67:68], -v[25:26]
	v_cndmask_b32_e64 v26, v70, v26, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v69, v25, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[64:65], v[75:76], -v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[75:76], -v[64:65]
	v_add_f64 v[25:26], v[67:68], -v[25:26]
	v_mul_f64 v[67:68], v[64:65], v[64:65]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[25:26], 0.5
	v_mul_f64 v[69:70], v[67:68], s[84:85]
	v_mul_f64 v[71:72], v[67:68], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], s[86:87]
	v_mul_f64 v[73:74], v[67:68], v[71:72]
	v_mul_f64 v[71:72], v[71:72], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[73:74], v[69:70]
	v_mul_f64 v[73:74], v[67:68], s[78:79]
	v_add_f64 v[73:74], v[73:74], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], v[73:74]
	v_mul_f64 v[73:74], v[67:68], s[72:73]
	v_add_f64 v[73:74], v[73:74], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[71:72], v[73:74]
	v_mul_f64 v[73:74], v[67:68], s[66:67]
	v_add_f64 v[73:74], v[73:74], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[71:72], v[73:74], v[71:72]
	v_mul_f64 v[73:74], v[64:65], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[71:72], v[67:68], v[71:72]
	v_mul_f64 v[69:70], v[73:74], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[75:76], -v[69:70]
	v_mul_f64 v[75:76], v[67:68], 0.5
	v_mul_f64 v[67:68], v[67:68], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], -v[75:76], 1.0
	v_mul_f64 v[69:70], v[64:65], v[25:26]
	v_add_f64 v[25:26], v[67:68], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[79:80], -v[77:78], 1.0
	v_add_f64 v[69:70], v[71:72], -v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[79:80], -v[75:76]
	v_add_f64 v[67:68], v[75:76], v[69:70]
	v_mul_f64 v[69:70], v[73:74], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[67:68], v[77:78], v[67:68]
	v_add_f64 v[25:26], v[25:26], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v68
	v_add_f64 v[25:26], v[64:65], -v[25:26]
	v_dual_mov_b32 v65, v1 :: v_dual_and_b32 v64, 2, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[64:65]
	v_cndmask_b32_e32 v0, v0, v68, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v64, 0x80000000, v26
	v_cndmask_b32_e64 v25, v25, v67, s1
	v_cndmask_b32_e32 v26, v26, v64, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v26, v26, v0, s1
	v_mul_f64 v[25:26], v[25:26], v[62:63]
	ds_load_2addr_b32 v[62:63], v60 offset1:1
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v0, v34, v62
	v_mul_f32_e32 v62, v34, v63
	v_cvt_f32_f64_e32 v25, v[25:26]
	global_load_b32 v26, v[21:22], off
	v_sub_f32_e32 v25, v25, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v61, v25
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v0, -v26, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v34, v0
	v_add_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v27, v0 offset:24576
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s11
	s_cbranch_execnz .LBB4_190
	s_branch .LBB4_191
.LBB4_219:
	v_xor_b32_e32 v0, s3, v36
	s_xor_b32 s1, s36, s20
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, vcc_hi
	s_mul_hi_u32 s2, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, s2, v44
	s_mul_i32 s1, s1, 0xd2511f53
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v26, s1, s91, v26
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v63, v45
	v_xor3_b32 v26, v65, s92, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s93, v63, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s95, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v63, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v64, s96, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v65, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s99, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v65, v63
	v_xor3_b32 v26, v26, s100, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v63, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v25, 0xd2511f53, v26
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v25, v25, s102, v62
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v26, s37
	v_cvt_f64_u32_e32 v[62:63], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[62:63], 0.5
	v_ldexp_f64 v[62:63], v[62:63], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v63
	v_and_b32_e32 v26, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v63, 0x3fe6a09e, v26
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, 0, -1, s1
	v_add_f64 v[62:63], v[62:63], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[62:63], 2.0
	v_div_scale_f64 v[66:67], null, v[64:65], v[64:65], v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[68:69], v[66:67]
	v_fma_f64 v[70:71], -v[66:67], v[68:69], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	v_fma_f64 v[70:71], -v[66:67], v[68:69], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	v_div_scale_f64 v[70:71], vcc_lo, v[62:63], v[64:65], v[62:63]
	v_mul_f64 v[72:73], v[70:71], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[66:67], v[72:73], v[70:71]
	v_div_fmas_f64 v[66:67], v[66:67], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[64:65], v[66:67], v[64:65], v[62:63]
	v_mul_f64 v[66:67], v[64:65], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[66:67], v[66:67]
	v_mul_f64 v[70:71], v[68:69], s[42:43]
	v_mul_f64 v[72:73], v[68:69], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], s[44:45]
	v_add_f64 v[72:73], v[72:73], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[68:69], v[70:71]
	v_mul_f64 v[72:73], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], s[46:47]
	v_add_f64 v[72:73], v[72:73], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[68:69], v[70:71]
	v_mul_f64 v[68:69], v[68:69], v[72:73]
	v_cvt_f64_u32_e32 v[72:73], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], s[48:49]
	v_mul_f64 v[66:67], v[66:67], v[70:71]
	v_cvt_f64_i32_e32 v[70:71], v26
	v_cvt_f64_u32_e32 v[25:26], v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[66:67], v[68:69], v[66:67]
	v_mul_f64 v[68:69], v[62:63], 0.5
	v_ldexp_f64 v[70:71], v[70:71], 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_mul_f64 v[68:69], v[62:63], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[70:71], v[70:71], v[72:73]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], v[68:69], v[66:67]
	v_mul_f64 v[25:26], v[25:26], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[64:65], v[66:67]
	v_mul_f64 v[66:67], v[70:71], s[50:51]
	v_add_f64 v[64:65], v[66:67], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[64:65], -v[68:69]
	v_add_f64 v[62:63], v[62:63], v[64:65]
	v_mul_f64 v[64:65], v[70:71], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[64:65], v[62:63]
	v_mul_f64 v[62:63], v[62:63], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[62:63]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[62:63], v[62:63], v0
	v_bfe_u32 v0, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[64:65], v[62:63]
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
	v_mul_f64 v[66:67], v[25:26], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], 0x43380000, v[66:67]
	v_add_f64 v[67:68], 0xc3380000, v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[67:68], s[58:59]
	v_add_f64 v[25:26], v[25:26], v[69:70]
	v_mul_f64 v[69:70], v[67:68], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[25:26], -v[69:70]
	v_lshrrev_b32_e32 v71, 20, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v72, v1 :: v_dual_and_b32 v71, 0x7ff, v71
	v_add_nc_u32_e32 v71, 16, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[71:72], v[0:1]
	v_mul_f64 v[71:72], v[67:68], s[62:63]
	v_mul_f64 v[67:68], v[67:68], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[62:63], 0x260
	v_ldexp_f64 v[64:65], v[64:65], v0
	v_and_b32_e32 v0, 1, v66
	v_add_f64 v[73:74], v[25:26], v[71:72]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v63, v65, v63 :: v_dual_cndmask_b32 v62, v64, v62
	v_cndmask_b32_e64 v76, v26, v74, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v75, v25, v73, s1
	v_add_f64 v[25:26], v[25:26], -v[73:74]
	v_add_f64 v[25:26], v[25:26], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[67:68], -v[25:26]
	v_cndmask_b32_e64 v26, v70, v26, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v69, v25, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[64:65], v[75:76], -v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[75:76], -v[64:65]
	v_add_f64 v[25:26], v[67:68], -v[25:26]
	v_mul_f64 v[67:68], v[64:65], v[64:65]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[25:26], 0.5
	v_mul_f64 v[69:70], v[67:68], s[84:85]
	v_mul_f64 v[71:72], v[67:68], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], s[86:87]
	v_mul_f64 v[73:74], v[67:68], v[71:72]
	v_mul_f64 v[71:72], v[71:72], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[73:74], v[69:70]
	v_mul_f64 v[73:74], v[67:68], s[78:79]
	v_add_f64 v[73:74], v[73:74], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], v[73:74]
	v_mul_f64 v[73:74], v[67:68], s[72:73]
	v_add_f64 v[73:74], v[73:74], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[71:72], v[73:74]
	v_mul_f64 v[73:74], v[67:68], s[66:67]
	v_add_f64 v[73:74], v[73:74], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[71:72], v[73:74], v[71:72]
	v_mul_f64 v[73:74], v[64:65], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[71:72], v[67:68], v[71:72]
	v_mul_f64 v[69:70], v[73:74], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[75:76], -v[69:70]
	v_mul_f64 v[75:76], v[67:68], 0.5
	v_mul_f64 v[67:68], v[67:68], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], -v[75:76], 1.0
	v_mul_f64 v[69:70], v[64:65], v[25:26]
	v_add_f64 v[25:26], v[67:68], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[79:80], -v[77:78], 1.0
	v_add_f64 v[69:70], v[71:72], -v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[79:80], -v[75:76]
	v_add_f64 v[67:68], v[75:76], v[69:70]
	v_mul_f64 v[69:70], v[73:74], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[67:68], v[77:78], v[67:68]
	v_add_f64 v[25:26], v[25:26], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v68
	v_add_f64 v[25:26], v[64:65], -v[25:26]
	v_dual_mov_b32 v65, v1 :: v_dual_and_b32 v64, 2, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[64:65]
	v_cndmask_b32_e32 v0, v0, v68, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v64, 0x80000000, v26
	v_cndmask_b32_e64 v25, v25, v67, s1
	v_cndmask_b32_e32 v26, v26, v64, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v26, v26, v0, s1
	ds_load_b32 v0, v1 offset:32780
	v_mul_f64 v[25:26], v[25:26], v[62:63]
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v0
	v_mul_f32_e32 v62, 0x4f800000, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v64, v0, v62, vcc_lo
	v_sqrt_f32_e32 v62, v64
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v63, -1, v62
	v_cvt_f32_f64_e32 v25, v[25:26]
	global_load_b32 v26, v[9:10], off
	v_xor_b32_e32 v65, 0x80000000, v63
	v_fma_f32 v65, v65, v62, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v65
	v_add_nc_u32_e32 v65, 1, v62
	v_xor_b32_e32 v66, 0x80000000, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v66, v66, v62, v64
	v_cndmask_b32_e64 v62, v62, v63, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v66
	v_cndmask_b32_e64 v65, v62, v65, s2
	ds_load_2addr_b32 v[62:63], v60 offset1:1
	v_mul_f32_e32 v66, 0x37800000, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v65, v65, v66, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v63, v28, v63
	v_sub_f32_e32 v25, v25, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v25, v61, v25 :: v_dual_mul_f32 v62, v28, v62
	v_cmp_class_f32_e64 vcc_lo, v64, 0x260
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v26, -v26, v62
	v_cndmask_b32_e32 v62, v65, v64, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, s12, v26
	v_sub_f32_e32 v26, v28, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, v26, v25
	v_div_scale_f32 v26, null, v62, v62, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v63, v26
	v_fma_f32 v64, -v26, v63, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v63, v64, v63
	v_div_scale_f32 v64, vcc_lo, v25, v62, v25
	v_mul_f32_e32 v65, v64, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v66, -v26, v65, v64
	v_fmac_f32_e32 v65, v66, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v26, -v26, v65, v64
	v_div_fmas_f32 v26, v26, v63, v65
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v25, v26, v62, v25
	v_cndmask_b32_e32 v62, v25, v28, vcc_lo
	s_or_b32 exec_lo, exec_lo, s21
	v_mov_b32_e32 v63, v29
	s_and_saveexec_b32 s21, s5
	s_cbranch_execz .LBB4_203
.LBB4_220:
	v_xor_b32_e32 v0, s3, v37
	s_xor_b32 s1, s36, s20
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, vcc_hi
	s_mul_hi_u32 s2, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, s2, v46
	s_mul_i32 s1, s1, 0xd2511f53
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v26, s1, s91, v26
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v64, v47
	v_xor3_b32 v26, v66, s92, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s93, v64, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s95, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v64, v65
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v65, s96, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v66, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s99, v65
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v66, v64
	v_xor3_b32 v26, v26, s100, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v64, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v25, 0xd2511f53, v26
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v25, v25, s102, v63
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v26, s37
	v_cvt_f64_u32_e32 v[63:64], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[63:64], 0.5
	v_ldexp_f64 v[63:64], v[63:64], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v64
	v_and_b32_e32 v26, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v64, 0x3fe6a09e, v26
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, 0, -1, s1
	v_add_f64 v[63:64], v[63:64], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[65:66], v[63:64], 2.0
	v_div_scale_f64 v[67:68], null, v[65:66], v[65:66], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[69:70], v[67:68]
	v_fma_f64 v[71:72], -v[67:68], v[69:70], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], v[69:70], v[71:72], v[69:70]
	v_fma_f64 v[71:72], -v[67:68], v[69:70], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], v[69:70], v[71:72], v[69:70]
	v_div_scale_f64 v[71:72], vcc_lo, v[63:64], v[65:66], v[63:64]
	v_mul_f64 v[73:74], v[71:72], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[67:68], v[73:74], v[71:72]
	v_div_fmas_f64 v[67:68], v[67:68], v[69:70], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[65:66], v[67:68], v[65:66], v[63:64]
	v_mul_f64 v[67:68], v[65:66], v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[67:68], v[67:68]
	v_mul_f64 v[71:72], v[69:70], s[42:43]
	v_mul_f64 v[73:74], v[69:70], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[71:72], s[44:45]
	v_add_f64 v[73:74], v[73:74], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[71:72], v[69:70], v[71:72]
	v_mul_f64 v[73:74], v[69:70], v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[71:72], s[46:47]
	v_add_f64 v[73:74], v[73:74], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[71:72], v[69:70], v[71:72]
	v_mul_f64 v[69:70], v[69:70], v[73:74]
	v_cvt_f64_u32_e32 v[73:74], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[71:72], s[48:49]
	v_mul_f64 v[67:68], v[67:68], v[71:72]
	v_cvt_f64_i32_e32 v[71:72], v26
	v_cvt_f64_u32_e32 v[25:26], v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[67:68], v[69:70], v[67:68]
	v_mul_f64 v[69:70], v[63:64], 0.5
	v_ldexp_f64 v[71:72], v[71:72], 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_mul_f64 v[69:70], v[63:64], v[69:70]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[71:72], v[71:72], v[73:74]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[67:68], v[69:70], v[67:68]
	v_mul_f64 v[25:26], v[25:26], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[65:66], v[65:66], v[67:68]
	v_mul_f64 v[67:68], v[71:72], s[50:51]
	v_add_f64 v[65:66], v[67:68], v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[65:66], v[65:66], -v[69:70]
	v_add_f64 v[63:64], v[63:64], v[65:66]
	v_mul_f64 v[65:66], v[71:72], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[65:66], v[63:64]
	v_mul_f64 v[63:64], v[63:64], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[63:64]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[63:64], v[63:64], v0
	v_bfe_u32 v0, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[65:66], v[63:64]
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
	v_mul_f64 v[67:68], v[25:26], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], 0x43380000, v[67:68]
	v_add_f64 v[68:69], 0xc3380000, v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[68:69], s[58:59]
	v_add_f64 v[25:26], v[25:26], v[70:71]
	v_mul_f64 v[70:71], v[68:69], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[25:26], -v[70:71]
	v_lshrrev_b32_e32 v72, 20, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v73, v1 :: v_dual_and_b32 v72, 0x7ff, v72
	v_add_nc_u32_e32 v72, 16, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[72:73], v[0:1]
	v_mul_f64 v[72:73], v[68:69], s[62:63]
	v_mul_f64 v[68:69], v[68:69], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[63:64], 0x260
	v_ldexp_f64 v[65:66], v[65:66], v0
	v_and_b32_e32 v0, 1, v67
	v_add_f64 v[74:75], v[25:26], v[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v64, v66, v64 :: v_dual_cndmask_b32 v63, v65, v63
	v_cndmask_b32_e64 v77, v26, v75, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v76, v25, v74, s1
	v_add_f64 v[25:26], v[25:26], -v[74:75]
	v_add_f64 v[25:26], v[25:26], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[68:69], -v[25:26]
	v_cndmask_b32_e64 v26, v71, v26, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v70, v25, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[65:66], v[76:77], -v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[76:77], -v[65:66]
	v_add_f64 v[25:26], v[68:69], -v[25:26]
	v_mul_f64 v[68:69], v[65:66], v[65:66]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[25:26], 0.5
	v_mul_f64 v[70:71], v[68:69], s[84:85]
	v_mul_f64 v[72:73], v[68:69], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], s[86:87]
	v_mul_f64 v[74:75], v[68:69], v[72:73]
	v_mul_f64 v[72:73], v[72:73], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[74:75], v[70:71]
	v_mul_f64 v[74:75], v[68:69], s[78:79]
	v_add_f64 v[74:75], v[74:75], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[68:69], v[74:75]
	v_add_f64 v[74:75], v[74:75], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], v[74:75]
	v_mul_f64 v[74:75], v[68:69], s[72:73]
	v_add_f64 v[74:75], v[74:75], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[68:69], v[74:75]
	v_add_f64 v[74:75], v[74:75], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[72:73], v[74:75]
	v_mul_f64 v[74:75], v[68:69], s[66:67]
	v_add_f64 v[74:75], v[74:75], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[68:69], v[74:75]
	v_add_f64 v[74:75], v[74:75], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[68:69], v[74:75]
	v_add_f64 v[72:73], v[74:75], v[72:73]
	v_mul_f64 v[74:75], v[65:66], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[72:73], v[68:69], v[72:73]
	v_mul_f64 v[70:71], v[74:75], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[76:77], -v[70:71]
	v_mul_f64 v[76:77], v[68:69], 0.5
	v_mul_f64 v[68:69], v[68:69], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[78:79], -v[76:77], 1.0
	v_mul_f64 v[70:71], v[65:66], v[25:26]
	v_add_f64 v[25:26], v[68:69], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[80:81], -v[78:79], 1.0
	v_add_f64 v[70:71], v[72:73], -v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[80:81], -v[76:77]
	v_add_f64 v[68:69], v[76:77], v[70:71]
	v_mul_f64 v[70:71], v[74:75], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[78:79], v[68:69]
	v_add_f64 v[25:26], v[25:26], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v69
	v_add_f64 v[25:26], v[65:66], -v[25:26]
	v_dual_mov_b32 v66, v1 :: v_dual_and_b32 v65, 2, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[65:66]
	v_cndmask_b32_e32 v0, v0, v69, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v65, 0x80000000, v26
	v_cndmask_b32_e64 v25, v25, v68, s1
	v_cndmask_b32_e32 v26, v26, v65, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v26, v26, v0, s1
	ds_load_b32 v0, v1 offset:32780
	v_mul_f64 v[25:26], v[25:26], v[63:64]
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v0
	v_mul_f32_e32 v63, 0x4f800000, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v65, v0, v63, vcc_lo
	v_sqrt_f32_e32 v63, v65
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v64, -1, v63
	v_cvt_f32_f64_e32 v25, v[25:26]
	global_load_b32 v26, v[11:12], off
	v_xor_b32_e32 v66, 0x80000000, v64
	v_fma_f32 v66, v66, v63, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v66
	v_add_nc_u32_e32 v66, 1, v63
	v_xor_b32_e32 v67, 0x80000000, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v67, v67, v63, v65
	v_cndmask_b32_e64 v63, v63, v64, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v67
	v_cndmask_b32_e64 v66, v63, v66, s2
	ds_load_2addr_b32 v[63:64], v60 offset1:1
	v_mul_f32_e32 v67, 0x37800000, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v66, v66, v67, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v65, 0x260
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v63, v29, v63
	v_mul_f32_e32 v64, v29, v64
	v_sub_f32_e32 v25, v25, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v61, v25
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v26, -v26, v63
	v_dual_cndmask_b32 v63, v66, v65 :: v_dual_mul_f32 v26, s12, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v26, v29, v26
	v_add_f32_e32 v25, v26, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v26, null, v63, v63, v25
	v_rcp_f32_e32 v64, v26
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v65, -v26, v64, 1.0
	v_fmac_f32_e32 v64, v65, v64
	v_div_scale_f32 v65, vcc_lo, v25, v63, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v66, v65, v64
	v_fma_f32 v67, -v26, v66, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v66, v67, v64
	v_fma_f32 v26, -v26, v66, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v26, v26, v64, v66
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v0
	v_div_fixup_f32 v25, v26, v63, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v63, v25, v29, vcc_lo
	s_or_b32 exec_lo, exec_lo, s21
	v_mov_b32_e32 v64, v30
	s_and_saveexec_b32 s21, s6
	s_cbranch_execz .LBB4_204
.LBB4_221:
	v_xor_b32_e32 v0, s3, v38
	s_xor_b32 s1, s36, s20
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, vcc_hi
	s_mul_hi_u32 s2, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, s2, v48
	s_mul_i32 s1, s1, 0xd2511f53
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v26, s1, s91, v26
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v65, v49
	v_xor3_b32 v26, v67, s92, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s93, v65, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s95, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v65, v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v66, s96, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v67, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s99, v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v67, v65
	v_xor3_b32 v26, v26, s100, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v65, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v25, 0xd2511f53, v26
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v25, v25, s102, v64
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v26, s37
	v_cvt_f64_u32_e32 v[64:65], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[64:65], 0.5
	v_ldexp_f64 v[64:65], v[64:65], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v65
	v_and_b32_e32 v26, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v65, 0x3fe6a09e, v26
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, 0, -1, s1
	v_add_f64 v[64:65], v[64:65], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], v[64:65], 2.0
	v_div_scale_f64 v[68:69], null, v[66:67], v[66:67], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[70:71], v[68:69]
	v_fma_f64 v[72:73], -v[68:69], v[70:71], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[70:71], v[70:71], v[72:73], v[70:71]
	v_fma_f64 v[72:73], -v[68:69], v[70:71], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[70:71], v[70:71], v[72:73], v[70:71]
	v_div_scale_f64 v[72:73], vcc_lo, v[64:65], v[66:67], v[64:65]
	v_mul_f64 v[74:75], v[72:73], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], -v[68:69], v[74:75], v[72:73]
	v_div_fmas_f64 v[68:69], v[68:69], v[70:71], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[66:67], v[68:69], v[66:67], v[64:65]
	v_mul_f64 v[68:69], v[66:67], v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[68:69], v[68:69]
	v_mul_f64 v[72:73], v[70:71], s[42:43]
	v_mul_f64 v[74:75], v[70:71], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[72:73], s[44:45]
	v_add_f64 v[74:75], v[74:75], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[72:73], v[70:71], v[72:73]
	v_mul_f64 v[74:75], v[70:71], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[72:73], s[46:47]
	v_add_f64 v[74:75], v[74:75], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[72:73], v[70:71], v[72:73]
	v_mul_f64 v[70:71], v[70:71], v[74:75]
	v_cvt_f64_u32_e32 v[74:75], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[72:73], s[48:49]
	v_mul_f64 v[68:69], v[68:69], v[72:73]
	v_cvt_f64_i32_e32 v[72:73], v26
	v_cvt_f64_u32_e32 v[25:26], v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[68:69], v[70:71], v[68:69]
	v_mul_f64 v[70:71], v[64:65], 0.5
	v_ldexp_f64 v[72:73], v[72:73], 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_mul_f64 v[70:71], v[64:65], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[72:73], v[72:73], v[74:75]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[70:71], v[68:69]
	v_mul_f64 v[25:26], v[25:26], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[66:67], v[66:67], v[68:69]
	v_mul_f64 v[68:69], v[72:73], s[50:51]
	v_add_f64 v[66:67], v[68:69], v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], v[66:67], -v[70:71]
	v_add_f64 v[64:65], v[64:65], v[66:67]
	v_mul_f64 v[66:67], v[72:73], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[66:67], v[64:65]
	v_mul_f64 v[64:65], v[64:65], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[64:65]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[64:65], v[64:65], v0
	v_bfe_u32 v0, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[66:67], v[64:65]
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
	v_mul_f64 v[68:69], v[25:26], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], 0x43380000, v[68:69]
	v_add_f64 v[69:70], 0xc3380000, v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[69:70], s[58:59]
	v_add_f64 v[25:26], v[25:26], v[71:72]
	v_mul_f64 v[71:72], v[69:70], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[25:26], -v[71:72]
	v_lshrrev_b32_e32 v73, 20, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v74, v1 :: v_dual_and_b32 v73, 0x7ff, v73
	v_add_nc_u32_e32 v73, 16, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[73:74], v[0:1]
	v_mul_f64 v[73:74], v[69:70], s[62:63]
	v_mul_f64 v[69:70], v[69:70], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[64:65], 0x260
	v_ldexp_f64 v[66:67], v[66:67], v0
	v_and_b32_e32 v0, 1, v68
	v_add_f64 v[75:76], v[25:26], v[73:74]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v65, v67, v65 :: v_dual_cndmask_b32 v64, v66, v64
	v_cndmask_b32_e64 v78, v26, v76, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v77, v25, v75, s1
	v_add_f64 v[25:26], v[25:26], -v[75:76]
	v_add_f64 v[25:26], v[25:26], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[69:70], -v[25:26]
	v_cndmask_b32_e64 v26, v72, v26, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v71, v25, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[66:67], v[77:78], -v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[77:78], -v[66:67]
	v_add_f64 v[25:26], v[69:70], -v[25:26]
	v_mul_f64 v[69:70], v[66:67], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[77:78], v[25:26], 0.5
	v_mul_f64 v[71:72], v[69:70], s[84:85]
	v_mul_f64 v[73:74], v[69:70], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[71:72], s[86:87]
	v_mul_f64 v[75:76], v[69:70], v[73:74]
	v_mul_f64 v[73:74], v[73:74], v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[75:76], v[71:72]
	v_mul_f64 v[75:76], v[69:70], s[78:79]
	v_add_f64 v[75:76], v[75:76], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[69:70], v[75:76]
	v_add_f64 v[75:76], v[75:76], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[71:72], v[75:76]
	v_mul_f64 v[75:76], v[69:70], s[72:73]
	v_add_f64 v[75:76], v[75:76], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[69:70], v[75:76]
	v_add_f64 v[75:76], v[75:76], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[73:74], v[75:76]
	v_mul_f64 v[75:76], v[69:70], s[66:67]
	v_add_f64 v[75:76], v[75:76], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[69:70], v[75:76]
	v_add_f64 v[75:76], v[75:76], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[69:70], v[75:76]
	v_add_f64 v[73:74], v[75:76], v[73:74]
	v_mul_f64 v[75:76], v[66:67], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[73:74], v[69:70], v[73:74]
	v_mul_f64 v[71:72], v[75:76], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[77:78], -v[71:72]
	v_mul_f64 v[77:78], v[69:70], 0.5
	v_mul_f64 v[69:70], v[69:70], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[79:80], -v[77:78], 1.0
	v_mul_f64 v[71:72], v[66:67], v[25:26]
	v_add_f64 v[25:26], v[69:70], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[81:82], -v[79:80], 1.0
	v_add_f64 v[71:72], v[73:74], -v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[77:78], v[81:82], -v[77:78]
	v_add_f64 v[69:70], v[77:78], v[71:72]
	v_mul_f64 v[71:72], v[75:76], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[79:80], v[69:70]
	v_add_f64 v[25:26], v[25:26], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v70
	v_add_f64 v[25:26], v[66:67], -v[25:26]
	v_dual_mov_b32 v67, v1 :: v_dual_and_b32 v66, 2, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[66:67]
	v_cndmask_b32_e32 v0, v0, v70, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v66, 0x80000000, v26
	v_cndmask_b32_e64 v25, v25, v69, s1
	v_cndmask_b32_e32 v26, v26, v66, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v26, v26, v0, s1
	ds_load_b32 v0, v1 offset:32780
	v_mul_f64 v[25:26], v[25:26], v[64:65]
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v0
	v_mul_f32_e32 v64, 0x4f800000, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v66, v0, v64, vcc_lo
	v_sqrt_f32_e32 v64, v66
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v65, -1, v64
	v_cvt_f32_f64_e32 v25, v[25:26]
	global_load_b32 v26, v[13:14], off
	v_xor_b32_e32 v67, 0x80000000, v65
	v_fma_f32 v67, v67, v64, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v67
	v_add_nc_u32_e32 v67, 1, v64
	v_xor_b32_e32 v68, 0x80000000, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v68, v68, v64, v66
	v_cndmask_b32_e64 v64, v64, v65, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v68
	v_cndmask_b32_e64 v67, v64, v67, s2
	ds_load_2addr_b32 v[64:65], v60 offset1:1
	v_mul_f32_e32 v68, 0x37800000, v67
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v64, v30, v64
	v_mul_f32_e32 v65, v30, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v25, v25, v65
	v_mul_f32_e32 v25, v61, v25
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v26, -v26, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v26, s12, v26 :: v_dual_cndmask_b32 v67, v67, v68
	v_sub_f32_e32 v26, v30, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f32_e32 v25, v26, v25
	v_cmp_class_f32_e64 vcc_lo, v66, 0x260
	v_cndmask_b32_e32 v64, v67, v66, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v26, null, v64, v64, v25
	v_rcp_f32_e32 v65, v26
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v66, -v26, v65, 1.0
	v_fmac_f32_e32 v65, v66, v65
	v_div_scale_f32 v66, vcc_lo, v25, v64, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v67, v66, v65
	v_fma_f32 v68, -v26, v67, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v67, v68, v65
	v_fma_f32 v26, -v26, v67, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v26, v26, v65, v67
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v0
	v_div_fixup_f32 v25, v26, v64, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v64, v25, v30, vcc_lo
	s_or_b32 exec_lo, exec_lo, s21
	v_mov_b32_e32 v65, v31
	s_and_saveexec_b32 s21, s7
	s_cbranch_execz .LBB4_205
.LBB4_222:
	v_xor_b32_e32 v0, s3, v39
	s_xor_b32 s1, s36, s20
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, vcc_hi
	s_mul_hi_u32 s2, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, s2, v50
	s_mul_i32 s1, s1, 0xd2511f53
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v26, s1, s91, v26
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v66, v51
	v_xor3_b32 v26, v68, s92, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s93, v66, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s95, v65
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v66, v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v67, s96, v65
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v68, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s99, v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v68, v66
	v_xor3_b32 v26, v26, s100, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v66, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v25, 0xd2511f53, v26
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v25, v25, s102, v65
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v26, s37
	v_cvt_f64_u32_e32 v[65:66], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[65:66], v[65:66], 0.5
	v_ldexp_f64 v[65:66], v[65:66], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v66
	v_and_b32_e32 v26, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v66, 0x3fe6a09e, v26
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, 0, -1, s1
	v_add_f64 v[65:66], v[65:66], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[65:66], 2.0
	v_div_scale_f64 v[69:70], null, v[67:68], v[67:68], v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[71:72], v[69:70]
	v_fma_f64 v[73:74], -v[69:70], v[71:72], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[71:72], v[71:72], v[73:74], v[71:72]
	v_fma_f64 v[73:74], -v[69:70], v[71:72], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[71:72], v[71:72], v[73:74], v[71:72]
	v_div_scale_f64 v[73:74], vcc_lo, v[65:66], v[67:68], v[65:66]
	v_mul_f64 v[75:76], v[73:74], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], -v[69:70], v[75:76], v[73:74]
	v_div_fmas_f64 v[69:70], v[69:70], v[71:72], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[67:68], v[69:70], v[67:68], v[65:66]
	v_mul_f64 v[69:70], v[67:68], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[69:70], v[69:70]
	v_mul_f64 v[73:74], v[71:72], s[42:43]
	v_mul_f64 v[75:76], v[71:72], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[73:74], v[73:74], s[44:45]
	v_add_f64 v[75:76], v[75:76], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[73:74], v[71:72], v[73:74]
	v_mul_f64 v[75:76], v[71:72], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[73:74], v[73:74], s[46:47]
	v_add_f64 v[75:76], v[75:76], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[73:74], v[71:72], v[73:74]
	v_mul_f64 v[71:72], v[71:72], v[75:76]
	v_cvt_f64_u32_e32 v[75:76], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[73:74], s[48:49]
	v_mul_f64 v[69:70], v[69:70], v[73:74]
	v_cvt_f64_i32_e32 v[73:74], v26
	v_cvt_f64_u32_e32 v[25:26], v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[69:70], v[71:72], v[69:70]
	v_mul_f64 v[71:72], v[65:66], 0.5
	v_ldexp_f64 v[73:74], v[73:74], 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_mul_f64 v[71:72], v[65:66], v[71:72]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[73:74], v[73:74], v[75:76]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[71:72], v[69:70]
	v_mul_f64 v[25:26], v[25:26], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[67:68], v[69:70]
	v_mul_f64 v[69:70], v[73:74], s[50:51]
	v_add_f64 v[67:68], v[69:70], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[67:68], -v[71:72]
	v_add_f64 v[65:66], v[65:66], v[67:68]
	v_mul_f64 v[67:68], v[73:74], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[65:66], v[67:68], v[65:66]
	v_mul_f64 v[65:66], v[65:66], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[65:66]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[65:66], v[65:66], v0
	v_bfe_u32 v0, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[67:68], v[65:66]
	v_mul_f64 v[69:70], v[65:66], v[67:68]
	v_mul_f64 v[67:68], v[67:68], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[71:72], -v[67:68], v[69:70], 0.5
	v_fma_f64 v[69:70], v[69:70], v[71:72], v[69:70]
	v_fma_f64 v[67:68], v[67:68], v[71:72], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[71:72], -v[69:70], v[69:70], v[65:66]
	v_fma_f64 v[69:70], v[71:72], v[67:68], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[71:72], -v[69:70], v[69:70], v[65:66]
	v_fma_f64 v[67:68], v[71:72], v[67:68], v[69:70]
	v_mul_f64 v[69:70], v[25:26], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], 0x43380000, v[69:70]
	v_add_f64 v[70:71], 0xc3380000, v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[70:71], s[58:59]
	v_add_f64 v[25:26], v[25:26], v[72:73]
	v_mul_f64 v[72:73], v[70:71], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[25:26], -v[72:73]
	v_lshrrev_b32_e32 v74, 20, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v75, v1 :: v_dual_and_b32 v74, 0x7ff, v74
	v_add_nc_u32_e32 v74, 16, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[74:75], v[0:1]
	v_mul_f64 v[74:75], v[70:71], s[62:63]
	v_mul_f64 v[70:71], v[70:71], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[65:66], 0x260
	v_ldexp_f64 v[67:68], v[67:68], v0
	v_and_b32_e32 v0, 1, v69
	v_add_f64 v[76:77], v[25:26], v[74:75]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v66, v68, v66 :: v_dual_cndmask_b32 v65, v67, v65
	v_cndmask_b32_e64 v79, v26, v77, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v78, v25, v76, s1
	v_add_f64 v[25:26], v[25:26], -v[76:77]
	v_add_f64 v[25:26], v[25:26], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[70:71], -v[25:26]
	v_cndmask_b32_e64 v26, v73, v26, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v72, v25, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[67:68], v[78:79], -v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[78:79], -v[67:68]
	v_add_f64 v[25:26], v[70:71], -v[25:26]
	v_mul_f64 v[70:71], v[67:68], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[78:79], v[25:26], 0.5
	v_mul_f64 v[72:73], v[70:71], s[84:85]
	v_mul_f64 v[74:75], v[70:71], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[72:73], s[86:87]
	v_mul_f64 v[76:77], v[70:71], v[74:75]
	v_mul_f64 v[74:75], v[74:75], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[76:77], v[72:73]
	v_mul_f64 v[76:77], v[70:71], s[78:79]
	v_add_f64 v[76:77], v[76:77], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[70:71], v[76:77]
	v_add_f64 v[76:77], v[76:77], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[72:73], v[76:77]
	v_mul_f64 v[76:77], v[70:71], s[72:73]
	v_add_f64 v[76:77], v[76:77], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[70:71], v[76:77]
	v_add_f64 v[76:77], v[76:77], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[74:75], v[76:77]
	v_mul_f64 v[76:77], v[70:71], s[66:67]
	v_add_f64 v[76:77], v[76:77], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[70:71], v[76:77]
	v_add_f64 v[76:77], v[76:77], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[70:71], v[76:77]
	v_add_f64 v[74:75], v[76:77], v[74:75]
	v_mul_f64 v[76:77], v[67:68], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[70:71], v[74:75]
	v_mul_f64 v[72:73], v[76:77], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[78:79], -v[72:73]
	v_mul_f64 v[78:79], v[70:71], 0.5
	v_mul_f64 v[70:71], v[70:71], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[80:81], -v[78:79], 1.0
	v_mul_f64 v[72:73], v[67:68], v[25:26]
	v_add_f64 v[25:26], v[70:71], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[82:83], -v[80:81], 1.0
	v_add_f64 v[72:73], v[74:75], -v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], v[82:83], -v[78:79]
	v_add_f64 v[70:71], v[78:79], v[72:73]
	v_mul_f64 v[72:73], v[76:77], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[80:81], v[70:71]
	v_add_f64 v[25:26], v[25:26], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v71
	v_add_f64 v[25:26], v[67:68], -v[25:26]
	v_dual_mov_b32 v68, v1 :: v_dual_and_b32 v67, 2, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[67:68]
	v_cndmask_b32_e32 v0, v0, v71, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v67, 0x80000000, v26
	v_cndmask_b32_e64 v25, v25, v70, s1
	v_cndmask_b32_e32 v26, v26, v67, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v26, v26, v0, s1
	ds_load_b32 v0, v1 offset:32780
	v_mul_f64 v[25:26], v[25:26], v[65:66]
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v0
	v_mul_f32_e32 v65, 0x4f800000, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v67, v0, v65, vcc_lo
	v_sqrt_f32_e32 v65, v67
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v66, -1, v65
	v_cvt_f32_f64_e32 v25, v[25:26]
	global_load_b32 v26, v[15:16], off
	v_xor_b32_e32 v68, 0x80000000, v66
	v_fma_f32 v68, v68, v65, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v68
	v_add_nc_u32_e32 v68, 1, v65
	v_xor_b32_e32 v69, 0x80000000, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v69, v69, v65, v67
	v_cndmask_b32_e64 v65, v65, v66, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v69
	v_cndmask_b32_e64 v68, v65, v68, s2
	ds_load_2addr_b32 v[65:66], v60 offset1:1
	v_mul_f32_e32 v69, 0x37800000, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v68, v68, v69, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v67, 0x260
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v65, v31, v65
	v_mul_f32_e32 v66, v31, v66
	v_sub_f32_e32 v25, v25, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v61, v25
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v26, -v26, v65
	v_dual_cndmask_b32 v65, v68, v67 :: v_dual_mul_f32 v26, s12, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v26, v31, v26
	v_add_f32_e32 v25, v26, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v26, null, v65, v65, v25
	v_rcp_f32_e32 v66, v26
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v67, -v26, v66, 1.0
	v_fmac_f32_e32 v66, v67, v66
	v_div_scale_f32 v67, vcc_lo, v25, v65, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v68, v67, v66
	v_fma_f32 v69, -v26, v68, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v68, v69, v66
	v_fma_f32 v26, -v26, v68, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v26, v26, v66, v68
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v0
	v_div_fixup_f32 v25, v26, v65, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v65, v25, v31, vcc_lo
	s_or_b32 exec_lo, exec_lo, s21
	v_mov_b32_e32 v66, v32
	s_and_saveexec_b32 s21, s8
	s_cbranch_execz .LBB4_206
.LBB4_223:
	v_xor_b32_e32 v0, s3, v40
	s_xor_b32 s1, s36, s20
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, vcc_hi
	s_mul_hi_u32 s2, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, s2, v52
	s_mul_i32 s1, s1, 0xd2511f53
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v26, s1, s91, v26
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v67, v53
	v_xor3_b32 v26, v69, s92, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s93, v67, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s95, v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v67, v68
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v68, s96, v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v69, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s99, v68
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v69, v67
	v_xor3_b32 v26, v26, s100, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v67, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v25, 0xd2511f53, v26
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v25, v25, s102, v66
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v26, s37
	v_cvt_f64_u32_e32 v[66:67], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], v[66:67], 0.5
	v_ldexp_f64 v[66:67], v[66:67], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v67
	v_and_b32_e32 v26, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v67, 0x3fe6a09e, v26
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, 0, -1, s1
	v_add_f64 v[66:67], v[66:67], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[66:67], 2.0
	v_div_scale_f64 v[70:71], null, v[68:69], v[68:69], v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[72:73], v[70:71]
	v_fma_f64 v[74:75], -v[70:71], v[72:73], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[72:73], v[72:73], v[74:75], v[72:73]
	v_fma_f64 v[74:75], -v[70:71], v[72:73], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[72:73], v[72:73], v[74:75], v[72:73]
	v_div_scale_f64 v[74:75], vcc_lo, v[66:67], v[68:69], v[66:67]
	v_mul_f64 v[76:77], v[74:75], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[70:71], -v[70:71], v[76:77], v[74:75]
	v_div_fmas_f64 v[70:71], v[70:71], v[72:73], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[68:69], v[70:71], v[68:69], v[66:67]
	v_mul_f64 v[70:71], v[68:69], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[70:71], v[70:71]
	v_mul_f64 v[74:75], v[72:73], s[42:43]
	v_mul_f64 v[76:77], v[72:73], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[74:75], s[44:45]
	v_add_f64 v[76:77], v[76:77], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[72:73], v[74:75]
	v_mul_f64 v[76:77], v[72:73], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[74:75], s[46:47]
	v_add_f64 v[76:77], v[76:77], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[72:73], v[74:75]
	v_mul_f64 v[72:73], v[72:73], v[76:77]
	v_cvt_f64_u32_e32 v[76:77], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[74:75], s[48:49]
	v_mul_f64 v[70:71], v[70:71], v[74:75]
	v_cvt_f64_i32_e32 v[74:75], v26
	v_cvt_f64_u32_e32 v[25:26], v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[70:71], v[72:73], v[70:71]
	v_mul_f64 v[72:73], v[66:67], 0.5
	v_ldexp_f64 v[74:75], v[74:75], 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[74:75], v[74:75], v[76:77]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[72:73], v[70:71]
	v_mul_f64 v[25:26], v[25:26], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[68:69], v[70:71]
	v_mul_f64 v[70:71], v[74:75], s[50:51]
	v_add_f64 v[68:69], v[70:71], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[68:69], -v[72:73]
	v_add_f64 v[66:67], v[66:67], v[68:69]
	v_mul_f64 v[68:69], v[74:75], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], v[68:69], v[66:67]
	v_mul_f64 v[66:67], v[66:67], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[66:67]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[66:67], v[66:67], v0
	v_bfe_u32 v0, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[68:69], v[66:67]
	v_mul_f64 v[70:71], v[66:67], v[68:69]
	v_mul_f64 v[68:69], v[68:69], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[72:73], -v[68:69], v[70:71], 0.5
	v_fma_f64 v[70:71], v[70:71], v[72:73], v[70:71]
	v_fma_f64 v[68:69], v[68:69], v[72:73], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[72:73], -v[70:71], v[70:71], v[66:67]
	v_fma_f64 v[70:71], v[72:73], v[68:69], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[72:73], -v[70:71], v[70:71], v[66:67]
	v_fma_f64 v[68:69], v[72:73], v[68:69], v[70:71]
	v_mul_f64 v[70:71], v[25:26], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], 0x43380000, v[70:71]
	v_add_f64 v[71:72], 0xc3380000, v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[71:72], s[58:59]
	v_add_f64 v[25:26], v[25:26], v[73:74]
	v_mul_f64 v[73:74], v[71:72], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[25:26], -v[73:74]
	v_lshrrev_b32_e32 v75, 20, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v76, v1 :: v_dual_and_b32 v75, 0x7ff, v75
	v_add_nc_u32_e32 v75, 16, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[75:76], v[0:1]
	v_mul_f64 v[75:76], v[71:72], s[62:63]
	v_mul_f64 v[71:72], v[71:72], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[66:67], 0x260
	v_ldexp_f64 v[68:69], v[68:69], v0
	v_and_b32_e32 v0, 1, v70
	v_add_f64 v[77:78], v[25:26], v[75:76]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v67, v69, v67 :: v_dual_cndmask_b32 v66, v68, v66
	v_cndmask_b32_e64 v80, v26, v78, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v79, v25, v77, s1
	v_add_f64 v[25:26], v[25:26], -v[77:78]
	v_add_f64 v[25:26], v[25:26], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[71:72], -v[25:26]
	v_cndmask_b32_e64 v26, v74, v26, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v73, v25, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[68:69], v[79:80], -v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[79:80], -v[68:69]
	v_add_f64 v[25:26], v[71:72], -v[25:26]
	v_mul_f64 v[71:72], v[68:69], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[79:80], v[25:26], 0.5
	v_mul_f64 v[73:74], v[71:72], s[84:85]
	v_mul_f64 v[75:76], v[71:72], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[73:74], v[73:74], s[86:87]
	v_mul_f64 v[77:78], v[71:72], v[75:76]
	v_mul_f64 v[75:76], v[75:76], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[77:78], v[73:74]
	v_mul_f64 v[77:78], v[71:72], s[78:79]
	v_add_f64 v[77:78], v[77:78], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[71:72], v[77:78]
	v_add_f64 v[77:78], v[77:78], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[73:74], v[77:78]
	v_mul_f64 v[77:78], v[71:72], s[72:73]
	v_add_f64 v[77:78], v[77:78], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[71:72], v[77:78]
	v_add_f64 v[77:78], v[77:78], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[75:76], v[77:78]
	v_mul_f64 v[77:78], v[71:72], s[66:67]
	v_add_f64 v[77:78], v[77:78], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[71:72], v[77:78]
	v_add_f64 v[77:78], v[77:78], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[71:72], v[77:78]
	v_add_f64 v[75:76], v[77:78], v[75:76]
	v_mul_f64 v[77:78], v[68:69], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[71:72], v[75:76]
	v_mul_f64 v[73:74], v[77:78], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[73:74], v[79:80], -v[73:74]
	v_mul_f64 v[79:80], v[71:72], 0.5
	v_mul_f64 v[71:72], v[71:72], v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[81:82], -v[79:80], 1.0
	v_mul_f64 v[73:74], v[68:69], v[25:26]
	v_add_f64 v[25:26], v[71:72], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[83:84], -v[81:82], 1.0
	v_add_f64 v[73:74], v[75:76], -v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[79:80], v[83:84], -v[79:80]
	v_add_f64 v[71:72], v[79:80], v[73:74]
	v_mul_f64 v[73:74], v[77:78], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[81:82], v[71:72]
	v_add_f64 v[25:26], v[25:26], v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v72
	v_add_f64 v[25:26], v[68:69], -v[25:26]
	v_dual_mov_b32 v69, v1 :: v_dual_and_b32 v68, 2, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[68:69]
	v_cndmask_b32_e32 v0, v0, v72, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v68, 0x80000000, v26
	v_cndmask_b32_e64 v25, v25, v71, s1
	v_cndmask_b32_e32 v26, v26, v68, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v26, v26, v0, s1
	ds_load_b32 v0, v1 offset:32780
	v_mul_f64 v[25:26], v[25:26], v[66:67]
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v0
	v_mul_f32_e32 v66, 0x4f800000, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v68, v0, v66, vcc_lo
	v_sqrt_f32_e32 v66, v68
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v67, -1, v66
	v_cvt_f32_f64_e32 v25, v[25:26]
	global_load_b32 v26, v[17:18], off
	v_xor_b32_e32 v69, 0x80000000, v67
	v_fma_f32 v69, v69, v66, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v69
	v_add_nc_u32_e32 v69, 1, v66
	v_xor_b32_e32 v70, 0x80000000, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v70, v70, v66, v68
	v_cndmask_b32_e64 v66, v66, v67, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v70
	v_cndmask_b32_e64 v69, v66, v69, s2
	ds_load_2addr_b32 v[66:67], v60 offset1:1
	v_mul_f32_e32 v70, 0x37800000, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v69, v69, v70, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v67, v32, v67
	v_sub_f32_e32 v25, v25, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v25, v61, v25 :: v_dual_mul_f32 v66, v32, v66
	v_cmp_class_f32_e64 vcc_lo, v68, 0x260
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v26, -v26, v66
	v_cndmask_b32_e32 v66, v69, v68, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, s12, v26
	v_sub_f32_e32 v26, v32, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, v26, v25
	v_div_scale_f32 v26, null, v66, v66, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v67, v26
	v_fma_f32 v68, -v26, v67, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v67, v68, v67
	v_div_scale_f32 v68, vcc_lo, v25, v66, v25
	v_mul_f32_e32 v69, v68, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v70, -v26, v69, v68
	v_fmac_f32_e32 v69, v70, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v26, -v26, v69, v68
	v_div_fmas_f32 v26, v26, v67, v69
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v25, v26, v66, v25
	v_cndmask_b32_e32 v66, v25, v32, vcc_lo
	s_or_b32 exec_lo, exec_lo, s21
	v_mov_b32_e32 v67, v33
	s_and_saveexec_b32 s21, s9
	s_cbranch_execz .LBB4_207
.LBB4_224:
	v_xor_b32_e32 v0, s3, v41
	s_xor_b32 s1, s36, s20
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, vcc_hi
	s_mul_hi_u32 s2, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, s2, v54
	s_mul_i32 s1, s1, 0xd2511f53
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v26, s1, s91, v26
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v68, v55
	v_xor3_b32 v26, v70, s92, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s93, v68, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s95, v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v68, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v26, v69, s96, v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v70, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	v_xor3_b32 v26, v26, s99, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v26, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v70, v68
	v_xor3_b32 v26, v26, s100, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v68, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v25, 0xd2511f53, v26
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v25, v25, s102, v67
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v26, s37
	v_cvt_f64_u32_e32 v[67:68], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[67:68], 0.5
	v_ldexp_f64 v[67:68], v[67:68], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v68
	v_and_b32_e32 v26, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v68, 0x3fe6a09e, v26
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, 0, -1, s1
	v_add_f64 v[67:68], v[67:68], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[67:68], 2.0
	v_div_scale_f64 v[71:72], null, v[69:70], v[69:70], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[73:74], v[71:72]
	v_fma_f64 v[75:76], -v[71:72], v[73:74], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[73:74], v[73:74], v[75:76], v[73:74]
	v_fma_f64 v[75:76], -v[71:72], v[73:74], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[73:74], v[73:74], v[75:76], v[73:74]
	v_div_scale_f64 v[75:76], vcc_lo, v[67:68], v[69:70], v[67:68]
	v_mul_f64 v[77:78], v[75:76], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[71:72], -v[71:72], v[77:78], v[75:76]
	v_div_fmas_f64 v[71:72], v[71:72], v[73:74], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[69:70], v[71:72], v[69:70], v[67:68]
	v_mul_f64 v[71:72], v[69:70], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[71:72], v[71:72]
	v_mul_f64 v[75:76], v[73:74], s[42:43]
	v_mul_f64 v[77:78], v[73:74], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[75:76], v[75:76], s[44:45]
	v_add_f64 v[77:78], v[77:78], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[73:74], v[75:76]
	v_mul_f64 v[77:78], v[73:74], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[75:76], v[75:76], s[46:47]
	v_add_f64 v[77:78], v[77:78], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[73:74], v[75:76]
	v_mul_f64 v[73:74], v[73:74], v[77:78]
	v_cvt_f64_u32_e32 v[77:78], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[75:76], s[48:49]
	v_mul_f64 v[71:72], v[71:72], v[75:76]
	v_cvt_f64_i32_e32 v[75:76], v26
	v_cvt_f64_u32_e32 v[25:26], v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[71:72], v[73:74], v[71:72]
	v_mul_f64 v[73:74], v[67:68], 0.5
	v_ldexp_f64 v[75:76], v[75:76], 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[75:76], v[75:76], v[77:78]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[73:74], v[71:72]
	v_mul_f64 v[25:26], v[25:26], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[69:70], v[71:72]
	v_mul_f64 v[71:72], v[75:76], s[50:51]
	v_add_f64 v[69:70], v[71:72], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], -v[73:74]
	v_add_f64 v[67:68], v[67:68], v[69:70]
	v_mul_f64 v[69:70], v[75:76], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[69:70], v[67:68]
	v_mul_f64 v[67:68], v[67:68], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[67:68]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[67:68], v[67:68], v0
	v_bfe_u32 v0, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[69:70], v[67:68]
	v_mul_f64 v[71:72], v[67:68], v[69:70]
	v_mul_f64 v[69:70], v[69:70], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[73:74], -v[69:70], v[71:72], 0.5
	v_fma_f64 v[71:72], v[71:72], v[73:74], v[71:72]
	v_fma_f64 v[69:70], v[69:70], v[73:74], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[73:74], -v[71:72], v[71:72], v[67:68]
	v_fma_f64 v[71:72], v[73:74], v[69:70], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[73:74], -v[71:72], v[71:72], v[67:68]
	v_fma_f64 v[69:70], v[73:74], v[69:70], v[71:72]
	v_mul_f64 v[71:72], v[25:26], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], 0x43380000, v[71:72]
	v_add_f64 v[72:73], 0xc3380000, v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[72:73], s[58:59]
	v_add_f64 v[25:26], v[25:26], v[74:75]
	v_mul_f64 v[74:75], v[72:73], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[25:26], -v[74:75]
	v_lshrrev_b32_e32 v76, 20, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v77, v1 :: v_dual_and_b32 v76, 0x7ff, v76
	v_add_nc_u32_e32 v76, 16, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[76:77], v[0:1]
	v_mul_f64 v[76:77], v[72:73], s[62:63]
	v_mul_f64 v[72:73], v[72:73], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[67:68], 0x260
	v_ldexp_f64 v[69:70], v[69:70], v0
	v_and_b32_e32 v0, 1, v71
	v_add_f64 v[78:79], v[25:26], v[76:77]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v68, v70, v68 :: v_dual_cndmask_b32 v67, v69, v67
	v_cndmask_b32_e64 v81, v26, v79, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v80, v25, v78, s1
	v_add_f64 v[25:26], v[25:26], -v[78:79]
	v_add_f64 v[25:26], v[25:26], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[72:73], -v[25:26]
	v_cndmask_b32_e64 v26, v75, v26, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v74, v25, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[69:70], v[80:81], -v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[80:81], -v[69:70]
	v_add_f64 v[25:26], v[72:73], -v[25:26]
	v_mul_f64 v[72:73], v[69:70], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[80:81], v[25:26], 0.5
	v_mul_f64 v[74:75], v[72:73], s[84:85]
	v_mul_f64 v[76:77], v[72:73], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[74:75], s[86:87]
	v_mul_f64 v[78:79], v[72:73], v[76:77]
	v_mul_f64 v[76:77], v[76:77], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[78:79], v[74:75]
	v_mul_f64 v[78:79], v[72:73], s[78:79]
	v_add_f64 v[78:79], v[78:79], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[72:73], v[78:79]
	v_add_f64 v[78:79], v[78:79], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[74:75], v[78:79]
	v_mul_f64 v[78:79], v[72:73], s[72:73]
	v_add_f64 v[78:79], v[78:79], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[72:73], v[78:79]
	v_add_f64 v[78:79], v[78:79], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[76:77], v[78:79]
	v_mul_f64 v[78:79], v[72:73], s[66:67]
	v_add_f64 v[78:79], v[78:79], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[72:73], v[78:79]
	v_add_f64 v[78:79], v[78:79], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[72:73], v[78:79]
	v_add_f64 v[76:77], v[78:79], v[76:77]
	v_mul_f64 v[78:79], v[69:70], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[72:73], v[76:77]
	v_mul_f64 v[74:75], v[78:79], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[80:81], -v[74:75]
	v_mul_f64 v[80:81], v[72:73], 0.5
	v_mul_f64 v[72:73], v[72:73], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[82:83], -v[80:81], 1.0
	v_mul_f64 v[74:75], v[69:70], v[25:26]
	v_add_f64 v[25:26], v[72:73], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[84:85], -v[82:83], 1.0
	v_add_f64 v[74:75], v[76:77], -v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[84:85], -v[80:81]
	v_add_f64 v[72:73], v[80:81], v[74:75]
	v_mul_f64 v[74:75], v[78:79], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[82:83], v[72:73]
	v_add_f64 v[25:26], v[25:26], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v73
	v_add_f64 v[25:26], v[69:70], -v[25:26]
	v_dual_mov_b32 v70, v1 :: v_dual_and_b32 v69, 2, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[69:70]
	v_cndmask_b32_e32 v0, v0, v73, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v69, 0x80000000, v26
	v_cndmask_b32_e64 v25, v25, v72, s1
	v_cndmask_b32_e32 v26, v26, v69, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v26, v26, v0, s1
	ds_load_b32 v0, v1 offset:32780
	v_mul_f64 v[25:26], v[25:26], v[67:68]
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v0
	v_mul_f32_e32 v67, 0x4f800000, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v69, v0, v67, vcc_lo
	v_sqrt_f32_e32 v67, v69
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v68, -1, v67
	v_cvt_f32_f64_e32 v25, v[25:26]
	global_load_b32 v26, v[19:20], off
	v_xor_b32_e32 v70, 0x80000000, v68
	v_fma_f32 v70, v70, v67, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v70
	v_add_nc_u32_e32 v70, 1, v67
	v_xor_b32_e32 v71, 0x80000000, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v71, v71, v67, v69
	v_cndmask_b32_e64 v67, v67, v68, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v71
	v_cndmask_b32_e64 v70, v67, v70, s2
	ds_load_2addr_b32 v[67:68], v60 offset1:1
	v_mul_f32_e32 v71, 0x37800000, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v70, v70, v71, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v69, 0x260
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v67, v33, v67
	v_mul_f32_e32 v68, v33, v68
	v_sub_f32_e32 v25, v25, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v61, v25
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v26, -v26, v67
	v_dual_cndmask_b32 v67, v70, v69 :: v_dual_mul_f32 v26, s12, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v26, v33, v26
	v_add_f32_e32 v25, v26, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v26, null, v67, v67, v25
	v_rcp_f32_e32 v68, v26
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v69, -v26, v68, 1.0
	v_fmac_f32_e32 v68, v69, v68
	v_div_scale_f32 v69, vcc_lo, v25, v67, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v70, v69, v68
	v_fma_f32 v71, -v26, v70, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v70, v71, v68
	v_fma_f32 v26, -v26, v70, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v26, v26, v68, v70
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v0
	v_div_fixup_f32 v25, v26, v67, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v67, v25, v33, vcc_lo
	s_or_b32 exec_lo, exec_lo, s21
	v_mov_b32_e32 v68, v34
	s_and_saveexec_b32 s21, s10
	s_cbranch_execnz .LBB4_208
	s_branch .LBB4_209
.LBB4_225:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB4_228
.LBB4_226:
	s_lshl_b32 s21, s2, 2
	s_mov_b64 s[2:3], s[34:35]
.LBB4_227:
	v_mov_b32_e32 v25, s21
	s_add_i32 s21, s21, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v25, v25
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v25
	s_cbranch_scc1 .LBB4_227
.LBB4_228:
	ds_store_b32 v1, v0 offset:32780
.LBB4_229:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB4_198
.LBB4_230:
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB4_245
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB4_246
.LBB4_232:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB4_247
.LBB4_233:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB4_248
.LBB4_234:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execnz .LBB4_249
.LBB4_235:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execnz .LBB4_250
.LBB4_236:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s10
	s_cbranch_execnz .LBB4_251
.LBB4_237:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s11
	s_cbranch_execz .LBB4_239
.LBB4_238:
	global_load_b32 v0, v[23:24], off
	ds_load_b32 v25, v1 offset:32772
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v25, v35, v25
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v25
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v35, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v27, v0 offset:28672
.LBB4_239:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB4_256
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s90
	s_cbranch_vccnz .LBB4_255
	s_and_not1_b32 vcc_lo, exec_lo, s103
	s_cbranch_vccnz .LBB4_252
	s_mov_b64 s[2:3], 0
	s_mov_b32 s21, 0
	.p2align	6
.LBB4_243:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v66, s21
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s21, s21, 32
	s_cmp_lg_u64 s[14:15], s[2:3]
	ds_load_2addr_b32 v[25:26], v66 offset1:1
	ds_load_2addr_b32 v[62:63], v66 offset0:2 offset1:3
	ds_load_2addr_b32 v[64:65], v66 offset0:4 offset1:5
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v26
	ds_load_2addr_b32 v[25:26], v66 offset0:6 offset1:7
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v62
	v_add_f32_e32 v0, v0, v63
	s_waitcnt lgkmcnt(1)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v64
	v_add_f32_e32 v0, v0, v65
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v25
	v_add_f32_e32 v0, v0, v26
	s_cbranch_scc1 .LBB4_243
	s_mov_b64 s[2:3], s[14:15]
	s_mov_b32 s21, s104
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s21
	s_cbranch_vccnz .LBB4_253
	s_branch .LBB4_255
.LBB4_245:
	global_load_b32 v0, v[9:10], off
	ds_load_b32 v25, v1 offset:32772
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v25, v28, v25
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v25
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v28, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v27, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB4_232
.LBB4_246:
	global_load_b32 v0, v[11:12], off
	ds_load_b32 v25, v1 offset:32772
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v25, v29, v25
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v25
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v29, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v27, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB4_233
.LBB4_247:
	global_load_b32 v0, v[13:14], off
	ds_load_b32 v25, v1 offset:32772
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v25, v30, v25
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v25
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v30, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v27, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB4_234
.LBB4_248:
	global_load_b32 v0, v[15:16], off
	ds_load_b32 v25, v1 offset:32772
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v25, v31, v25
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v25
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v31, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v27, v0 offset:12288
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB4_235
.LBB4_249:
	global_load_b32 v0, v[17:18], off
	ds_load_b32 v25, v1 offset:32772
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v25, v32, v25
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v25
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v32, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v27, v0 offset:16384
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execz .LBB4_236
.LBB4_250:
	global_load_b32 v0, v[19:20], off
	ds_load_b32 v25, v1 offset:32772
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v25, v33, v25
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v25
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v33, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v27, v0 offset:20480
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s10
	s_cbranch_execz .LBB4_237
.LBB4_251:
	global_load_b32 v0, v[21:22], off
	ds_load_b32 v25, v1 offset:32772
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v25, v34, v25
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v25
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v34, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v27, v0 offset:24576
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s11
	s_cbranch_execnz .LBB4_238
	s_branch .LBB4_239
.LBB4_252:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB4_255
.LBB4_253:
	s_lshl_b32 s21, s2, 2
	s_mov_b64 s[2:3], s[34:35]
.LBB4_254:
	v_mov_b32_e32 v25, s21
	s_add_i32 s21, s21, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v25, v25
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v25
	s_cbranch_scc1 .LBB4_254
.LBB4_255:
	ds_store_b32 v1, v0 offset:32780
.LBB4_256:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s33
	buffer_gl0_inv
	s_cbranch_vccnz .LBB4_199
.LBB4_257:
	s_cbranch_execz .LBB4_20
	s_and_saveexec_b32 s1, s0
	s_cbranch_execnz .LBB4_267
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s2, s4
	s_cbranch_execnz .LBB4_268
.LBB4_260:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s5
	s_cbranch_execnz .LBB4_269
.LBB4_261:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s6
	s_cbranch_execnz .LBB4_270
.LBB4_262:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s7
	s_cbranch_execnz .LBB4_271
.LBB4_263:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s8
	s_cbranch_execnz .LBB4_272
.LBB4_264:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s9
	s_cbranch_execnz .LBB4_273
.LBB4_265:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s10
	s_cbranch_execnz .LBB4_274
.LBB4_266:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s1, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s1
	s_cbranch_execz .LBB4_19
	s_branch .LBB4_275
.LBB4_267:
	global_load_b32 v0, v1, s[22:23]
	v_add_nc_u32_e64 v25, 0x8000, 0
	ds_load_2addr_b32 v[25:26], v25 offset1:3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v25, -1.0, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v25, 0x7fffffff, v25
	v_cmp_lt_f32_e32 vcc_lo, 0x3b03126f, v25
	v_cndmask_b32_e64 v25, 0, 1.0, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v26
	v_cndmask_b32_e64 v26, 0, 2.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, v26, v25
	v_cvt_u32_f32_e32 v25, v25
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v25
	global_store_b32 v1, v0, s[22:23]
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s2, s4
	s_cbranch_execz .LBB4_260
.LBB4_268:
	global_load_b32 v0, v[9:10], off
	v_add_nc_u32_e64 v25, 0x8000, 0
	ds_load_2addr_b32 v[25:26], v25 offset0:1 offset1:3
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v25, v28, v25
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v26
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v25
	v_dual_mul_f32 v61, 0x4f800000, v26 :: v_dual_mul_f32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v61, v26, v61 :: v_dual_sub_f32 v0, v28, v0
	v_sqrt_f32_e32 v62, v61
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v63, -1, v62
	v_add_nc_u32_e32 v64, 1, v62
	v_xor_b32_e32 v65, 0x80000000, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v66, 0x80000000, v64
	v_fma_f32 v65, v65, v62, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v66, v66, v62, v61
	v_cmp_ge_f32_e64 s1, 0, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v62, v62, v63, s1
	v_cmp_lt_f32_e64 s1, 0, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v62, v62, v64, s1
	v_mul_f32_e32 v63, 0x37800000, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v25, v62, v63, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v61, 0x260
	v_cndmask_b32_e32 v25, v25, v61, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v61, null, v25, v25, v0
	v_rcp_f32_e32 v62, v61
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v63, -v61, v62, 1.0
	v_fmac_f32_e32 v62, v63, v62
	v_div_scale_f32 v63, vcc_lo, v0, v25, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v64, v63, v62
	v_fma_f32 v65, -v61, v64, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v64, v65, v62
	v_fma_f32 v61, -v61, v64, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v61, v61, v62, v64
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v26
	v_div_fixup_f32 v0, v61, v25, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v28, v0, v28, vcc_lo
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s5
	s_cbranch_execz .LBB4_261
.LBB4_269:
	global_load_b32 v0, v[11:12], off
	v_add_nc_u32_e64 v25, 0x8000, 0
	ds_load_2addr_b32 v[25:26], v25 offset0:1 offset1:3
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v25, v29, v25
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v26
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v25
	v_dual_mul_f32 v61, 0x4f800000, v26 :: v_dual_mul_f32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v61, v26, v61 :: v_dual_sub_f32 v0, v29, v0
	v_sqrt_f32_e32 v62, v61
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v63, -1, v62
	v_add_nc_u32_e32 v64, 1, v62
	v_xor_b32_e32 v65, 0x80000000, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v66, 0x80000000, v64
	v_fma_f32 v65, v65, v62, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v66, v66, v62, v61
	v_cmp_ge_f32_e64 s1, 0, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v62, v62, v63, s1
	v_cmp_lt_f32_e64 s1, 0, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v62, v62, v64, s1
	v_mul_f32_e32 v63, 0x37800000, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v25, v62, v63, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v61, 0x260
	v_cndmask_b32_e32 v25, v25, v61, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v61, null, v25, v25, v0
	v_rcp_f32_e32 v62, v61
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v63, -v61, v62, 1.0
	v_fmac_f32_e32 v62, v63, v62
	v_div_scale_f32 v63, vcc_lo, v0, v25, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v64, v63, v62
	v_fma_f32 v65, -v61, v64, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v64, v65, v62
	v_fma_f32 v61, -v61, v64, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v61, v61, v62, v64
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v26
	v_div_fixup_f32 v0, v61, v25, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v29, v0, v29, vcc_lo
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s6
	s_cbranch_execz .LBB4_262
.LBB4_270:
	global_load_b32 v0, v[13:14], off
	v_add_nc_u32_e64 v25, 0x8000, 0
	ds_load_2addr_b32 v[25:26], v25 offset0:1 offset1:3
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v25, v30, v25
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v26
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v25
	v_dual_mul_f32 v61, 0x4f800000, v26 :: v_dual_mul_f32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v61, v26, v61, vcc_lo
	v_sub_f32_e32 v0, v30, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v62, v61
	v_add_nc_u32_e32 v63, -1, v62
	v_add_nc_u32_e32 v64, 1, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v65, 0x80000000, v63
	v_xor_b32_e32 v66, 0x80000000, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v65, v65, v62, v61
	v_fma_f32 v66, v66, v62, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v65
	v_cndmask_b32_e64 v62, v62, v63, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s1, 0, v66
	v_cndmask_b32_e64 v62, v62, v64, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v63, 0x37800000, v62
	v_cndmask_b32_e32 v25, v62, v63, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v61, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v25, v25, v61, vcc_lo
	v_div_scale_f32 v61, null, v25, v25, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v62, v61
	v_fma_f32 v63, -v61, v62, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v62, v63, v62
	v_div_scale_f32 v63, vcc_lo, v0, v25, v0
	v_mul_f32_e32 v64, v63, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v65, -v61, v64, v63
	v_fmac_f32_e32 v64, v65, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v61, -v61, v64, v63
	v_div_fmas_f32 v61, v61, v62, v64
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v0, v61, v25, v0
	v_cndmask_b32_e32 v30, v0, v30, vcc_lo
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s7
	s_cbranch_execz .LBB4_263
.LBB4_271:
	global_load_b32 v0, v[15:16], off
	v_add_nc_u32_e64 v25, 0x8000, 0
	ds_load_2addr_b32 v[25:26], v25 offset0:1 offset1:3
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v25, v31, v25
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v26
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v25
	v_dual_mul_f32 v61, 0x4f800000, v26 :: v_dual_mul_f32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v61, v26, v61 :: v_dual_sub_f32 v0, v31, v0
	v_sqrt_f32_e32 v62, v61
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v63, -1, v62
	v_add_nc_u32_e32 v64, 1, v62
	v_xor_b32_e32 v65, 0x80000000, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v66, 0x80000000, v64
	v_fma_f32 v65, v65, v62, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v66, v66, v62, v61
	v_cmp_ge_f32_e64 s1, 0, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v62, v62, v63, s1
	v_cmp_lt_f32_e64 s1, 0, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v62, v62, v64, s1
	v_mul_f32_e32 v63, 0x37800000, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v25, v62, v63, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v61, 0x260
	v_cndmask_b32_e32 v25, v25, v61, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v61, null, v25, v25, v0
	v_rcp_f32_e32 v62, v61
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v63, -v61, v62, 1.0
	v_fmac_f32_e32 v62, v63, v62
	v_div_scale_f32 v63, vcc_lo, v0, v25, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v64, v63, v62
	v_fma_f32 v65, -v61, v64, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v64, v65, v62
	v_fma_f32 v61, -v61, v64, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v61, v61, v62, v64
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v26
	v_div_fixup_f32 v0, v61, v25, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v31, v0, v31, vcc_lo
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s8
	s_cbranch_execz .LBB4_264
.LBB4_272:
	global_load_b32 v0, v[17:18], off
	v_add_nc_u32_e64 v25, 0x8000, 0
	ds_load_2addr_b32 v[25:26], v25 offset0:1 offset1:3
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v25, v32, v25
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v26
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v25
	v_dual_mul_f32 v61, 0x4f800000, v26 :: v_dual_mul_f32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v61, v26, v61 :: v_dual_sub_f32 v0, v32, v0
	v_sqrt_f32_e32 v62, v61
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v63, -1, v62
	v_add_nc_u32_e32 v64, 1, v62
	v_xor_b32_e32 v65, 0x80000000, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v66, 0x80000000, v64
	v_fma_f32 v65, v65, v62, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v66, v66, v62, v61
	v_cmp_ge_f32_e64 s1, 0, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v62, v62, v63, s1
	v_cmp_lt_f32_e64 s1, 0, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v62, v62, v64, s1
	v_mul_f32_e32 v63, 0x37800000, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v25, v62, v63, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v61, 0x260
	v_cndmask_b32_e32 v25, v25, v61, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v61, null, v25, v25, v0
	v_rcp_f32_e32 v62, v61
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v63, -v61, v62, 1.0
	v_fmac_f32_e32 v62, v63, v62
	v_div_scale_f32 v63, vcc_lo, v0, v25, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v64, v63, v62
	v_fma_f32 v65, -v61, v64, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v64, v65, v62
	v_fma_f32 v61, -v61, v64, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v61, v61, v62, v64
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v26
	v_div_fixup_f32 v0, v61, v25, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v32, v0, v32, vcc_lo
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s9
	s_cbranch_execz .LBB4_265
.LBB4_273:
	global_load_b32 v0, v[19:20], off
	v_add_nc_u32_e64 v25, 0x8000, 0
	ds_load_2addr_b32 v[25:26], v25 offset0:1 offset1:3
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v25, v33, v25
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v26
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v25
	v_dual_mul_f32 v61, 0x4f800000, v26 :: v_dual_mul_f32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v61, v26, v61 :: v_dual_sub_f32 v0, v33, v0
	v_sqrt_f32_e32 v62, v61
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v63, -1, v62
	v_add_nc_u32_e32 v64, 1, v62
	v_xor_b32_e32 v65, 0x80000000, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v66, 0x80000000, v64
	v_fma_f32 v65, v65, v62, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v66, v66, v62, v61
	v_cmp_ge_f32_e64 s1, 0, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v62, v62, v63, s1
	v_cmp_lt_f32_e64 s1, 0, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v62, v62, v64, s1
	v_mul_f32_e32 v63, 0x37800000, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v25, v62, v63, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v61, 0x260
	v_cndmask_b32_e32 v25, v25, v61, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v61, null, v25, v25, v0
	v_rcp_f32_e32 v62, v61
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v63, -v61, v62, 1.0
	v_fmac_f32_e32 v62, v63, v62
	v_div_scale_f32 v63, vcc_lo, v0, v25, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v64, v63, v62
	v_fma_f32 v65, -v61, v64, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v64, v65, v62
	v_fma_f32 v61, -v61, v64, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v61, v61, v62, v64
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v26
	v_div_fixup_f32 v0, v61, v25, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v33, v0, v33, vcc_lo
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s10
	s_cbranch_execz .LBB4_266
.LBB4_274:
	global_load_b32 v0, v[21:22], off
	v_add_nc_u32_e64 v25, 0x8000, 0
	ds_load_2addr_b32 v[25:26], v25 offset0:1 offset1:3
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v25, v34, v25
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v26
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v25
	v_dual_mul_f32 v61, 0x4f800000, v26 :: v_dual_mul_f32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v61, v26, v61, vcc_lo
	v_sub_f32_e32 v0, v34, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v62, v61
	v_add_nc_u32_e32 v63, -1, v62
	v_add_nc_u32_e32 v64, 1, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v65, 0x80000000, v63
	v_xor_b32_e32 v66, 0x80000000, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v65, v65, v62, v61
	v_fma_f32 v66, v66, v62, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v65
	v_cndmask_b32_e64 v62, v62, v63, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s1, 0, v66
	v_cndmask_b32_e64 v62, v62, v64, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v63, 0x37800000, v62
	v_cndmask_b32_e32 v25, v62, v63, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v61, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v25, v25, v61, vcc_lo
	v_div_scale_f32 v61, null, v25, v25, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v62, v61
	v_fma_f32 v63, -v61, v62, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v62, v63, v62
	v_div_scale_f32 v63, vcc_lo, v0, v25, v0
	v_mul_f32_e32 v64, v63, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v65, -v61, v64, v63
	v_fmac_f32_e32 v64, v65, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v61, -v61, v64, v63
	v_div_fmas_f32 v61, v61, v62, v64
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v0, v61, v25, v0
	v_cndmask_b32_e32 v34, v0, v34, vcc_lo
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s1, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s1
	s_cbranch_execz .LBB4_19
.LBB4_275:
	global_load_b32 v0, v[23:24], off
	v_add_nc_u32_e64 v25, 0x8000, 0
	ds_load_2addr_b32 v[25:26], v25 offset0:1 offset1:3
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v25, v35, v25
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v26
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v25
	v_dual_mul_f32 v61, 0x4f800000, v26 :: v_dual_mul_f32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v61, v26, v61 :: v_dual_sub_f32 v0, v35, v0
	v_sqrt_f32_e32 v62, v61
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v63, -1, v62
	v_add_nc_u32_e32 v64, 1, v62
	v_xor_b32_e32 v65, 0x80000000, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v66, 0x80000000, v64
	v_fma_f32 v65, v65, v62, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v66, v66, v62, v61
	v_cmp_ge_f32_e64 s1, 0, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v62, v62, v63, s1
	v_cmp_lt_f32_e64 s1, 0, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v62, v62, v64, s1
	v_mul_f32_e32 v63, 0x37800000, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v25, v62, v63, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v61, 0x260
	v_cndmask_b32_e32 v25, v25, v61, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v61, null, v25, v25, v0
	v_rcp_f32_e32 v62, v61
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v63, -v61, v62, 1.0
	v_fmac_f32_e32 v62, v63, v62
	v_div_scale_f32 v63, vcc_lo, v0, v25, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v64, v63, v62
	v_fma_f32 v65, -v61, v64, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v64, v65, v62
	v_fma_f32 v61, -v61, v64, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v61, v61, v62, v64
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v26
	v_div_fixup_f32 v0, v61, v25, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v35, v0, v35, vcc_lo
	s_branch .LBB4_19
.LBB4_276:
	v_readlane_b32 s14, v89, 0
	v_readlane_b32 s15, v89, 1
.LBB4_277:
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB4_287
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB4_288
.LBB4_279:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB4_289
.LBB4_280:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execnz .LBB4_290
.LBB4_281:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execnz .LBB4_291
.LBB4_282:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_cbranch_execnz .LBB4_292
.LBB4_283:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s10
	s_cbranch_execnz .LBB4_293
.LBB4_284:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB4_286
.LBB4_285:
	v_lshlrev_b32_e32 v0, 2, v8
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v35, s[14:15]
.LBB4_286:
	s_endpgm
.LBB4_287:
	s_waitcnt vmcnt(0)
	global_store_b32 v27, v28, s[14:15]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB4_279
.LBB4_288:
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v29, s[14:15]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB4_280
.LBB4_289:
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v30, s[14:15]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execz .LBB4_281
.LBB4_290:
	v_lshlrev_b32_e32 v0, 2, v4
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v31, s[14:15]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execz .LBB4_282
.LBB4_291:
	v_lshlrev_b32_e32 v0, 2, v5
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v32, s[14:15]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_cbranch_execz .LBB4_283
.LBB4_292:
	v_lshlrev_b32_e32 v0, 2, v6
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v33, s[14:15]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s10
	s_cbranch_execz .LBB4_284
.LBB4_293:
	v_lshlrev_b32_e32 v0, 2, v7
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v34, s[14:15]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB4_285
	s_branch .LBB4_286
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_sphere_align_w8192
		.amdhsa_group_segment_fixed_size 32784
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
		.amdhsa_next_free_vgpr 90
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
	.size	tessera_sphere_align_w8192, .Lfunc_end4-tessera_sphere_align_w8192

	.set tessera_sphere_align_w8192.num_vgpr, 90
	.set tessera_sphere_align_w8192.num_agpr, 0
	.set tessera_sphere_align_w8192.numbered_sgpr, 105
	.set tessera_sphere_align_w8192.num_named_barrier, 0
	.set tessera_sphere_align_w8192.private_seg_size, 0
	.set tessera_sphere_align_w8192.uses_vcc, 1
	.set tessera_sphere_align_w8192.uses_flat_scratch, 0
	.set tessera_sphere_align_w8192.has_dyn_sized_stack, 0
	.set tessera_sphere_align_w8192.has_recursion, 0
	.set tessera_sphere_align_w8192.has_indirect_call, 0
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
    .group_segment_fixed_size: 1040
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 256
    .name:           tessera_sphere_align_w256
    .private_segment_fixed_size: 0
    .sgpr_count:     104
    .sgpr_spill_count: 0
    .symbol:         tessera_sphere_align_w256.kd
    .uses_dynamic_stack: false
    .vgpr_count:     42
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
    .group_segment_fixed_size: 4112
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 1024
    .name:           tessera_sphere_align_w1024
    .private_segment_fixed_size: 0
    .sgpr_count:     104
    .sgpr_spill_count: 0
    .symbol:         tessera_sphere_align_w1024.kd
    .uses_dynamic_stack: false
    .vgpr_count:     42
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
    .group_segment_fixed_size: 8208
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 1024
    .name:           tessera_sphere_align_w2048
    .private_segment_fixed_size: 0
    .sgpr_count:     104
    .sgpr_spill_count: 0
    .symbol:         tessera_sphere_align_w2048.kd
    .uses_dynamic_stack: false
    .vgpr_count:     50
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
    .group_segment_fixed_size: 16400
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 1024
    .name:           tessera_sphere_align_w4096
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 0
    .symbol:         tessera_sphere_align_w4096.kd
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
    .group_segment_fixed_size: 32784
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 1024
    .name:           tessera_sphere_align_w8192
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 2
    .symbol:         tessera_sphere_align_w8192.kd
    .uses_dynamic_stack: false
    .vgpr_count:     90
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1151
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
