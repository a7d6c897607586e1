	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 6
	.text
	.globl	tessera_softmax_fast_w4x64
	.p2align	8
	.type	tessera_softmax_fast_w4x64,@function
tessera_softmax_fast_w4x64:
	s_load_b256 s[8:15], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s3, s[14:15], 4
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB0_41
	v_lshrrev_b32_e32 v7, 2, v0
	s_mov_b32 s3, 0
	s_load_b64 s[28:29], s[0:1], 0x20
	s_lshl_b64 s[2:3], s[2:3], 6
	s_add_u32 s4, s12, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v7
	s_addc_u32 s5, s13, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_le_u64_e64 s2, s[12:13], v[1:2]
	v_mov_b32_e32 v2, s5
	v_cndmask_b32_e64 v6, v1, s4, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v5, s3, v2, s2
	v_mul_lo_u32 v1, v6, s15
	v_mad_u64_u32 v[3:4], null, v6, s14, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v2, v5, s14
	v_add3_u32 v4, v4, v1, v2
	v_dual_mov_b32 v2, 0 :: v_dual_and_b32 v1, 3, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_cmp_le_u64_e64 s3, s[14:15], v[1:2]
	v_cmp_gt_u64_e64 s4, s[14:15], v[1:2]
	v_lshlrev_b32_e32 v11, 2, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v9, vcc_lo, s8, v3
	v_add_co_ci_u32_e64 v10, null, s9, v4, vcc_lo
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_3
	v_add_co_u32 v12, vcc_lo, v9, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v10, vcc_lo
	global_load_b32 v12, v[12:13], off
.LBB0_3:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[28:29], 0
	s_mov_b64 s[30:31], 0
	s_cbranch_scc0 .LBB0_38
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	s_mov_b32 s5, 0
	v_and_b32_e32 v8, 0xfc, v0
	v_mul_u32_u24_e32 v13, 12, v7
	v_clz_i32_u32_e32 v7, 0
	v_add_co_u32 v20, vcc_lo, s10, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v25, s5 :: v_dual_lshlrev_b32 v14, 2, v8
	v_min_u32_e32 v8, 32, v7
	v_add_co_ci_u32_e64 v21, null, s11, v4, vcc_lo
	v_mad_u64_u32 v[3:4], null, 0xd2511f53, v6, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_lshlrev_b64 v[6:7], v8, v[1:2]
	v_sub_nc_u32_e32 v23, 32, v8
	v_and_b32_e32 v24, 1, v0
	v_or_b32_e32 v15, 0x800, v14
	v_or_b32_e32 v16, 0x400, v14
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s19, 0
	v_min_u32_e32 v6, 1, v6
	v_xor_b32_e32 v5, s25, v5
	s_cselect_b32 s33, -1, 0
	s_add_u32 s14, s14, -1
	s_addc_u32 s15, s15, -1
	v_or_b32_e32 v6, v7, v6
	v_xor_b32_e32 v5, v4, v5
	s_clz_i32_u64 s6, s[14:15]
	v_cmp_eq_u64_e64 s0, 0, v[1:2]
	s_min_u32 s6, s6, 64
	v_cvt_f32_u32_e32 v22, v6
	s_sub_u32 s8, 64, s6
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v5, 0
	s_subb_u32 s9, 0, 0
	s_cmp_lg_u64 s[14:15], 0
	v_add_co_u32 v5, vcc_lo, v20, v11
	v_ldexp_f32 v20, v22, v23
	v_dual_mov_b32 v23, s5 :: v_dual_and_b32 v22, 2, v0
	s_cselect_b32 s54, -1, 0
	s_cmp_lg_u32 s18, 0
	v_cmp_gt_u64_e64 s11, s[8:9], 1
	s_cselect_b32 s55, -1, 0
	s_add_u32 s6, s24, 0x9e3779b9
	s_add_u32 s7, s25, 0xbb67ae85
	s_add_u32 s10, s24, 0x3c6ef372
	v_cmp_gt_u64_e64 s1, 2, v[1:2]
	s_or_b32 s23, s2, s3
	v_add_co_ci_u32_e64 v6, null, 0, v21, vcc_lo
	v_xor_b32_e32 v21, s6, v8
	v_cmp_eq_u64_e64 s5, 0, v[22:23]
	v_cmp_eq_u64_e64 s6, 0, v[24:25]
	v_or_b32_e32 v17, v15, v11
	v_or_b32_e32 v18, v16, v11
	v_or_b32_e32 v19, v14, v11
	v_mov_b32_e32 v4, 0
	v_xor_b32_e32 v0, s7, v3
	v_xor_b32_e32 v22, s10, v7
	v_or_b32_e32 v23, 0xc00, v13
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v24, v12
	s_xor_b32 s56, s23, -1
	s_add_u32 s57, s25, 0x76cf5d0a
	s_add_u32 s58, s24, 0xdaa66d2b
	s_add_u32 s59, s25, 0x32370b8f
	s_add_u32 s60, s24, 0x78dde6e4
	s_add_u32 s61, s25, 0xed9eba14
	s_add_u32 s62, s24, 0x1715609d
	s_add_u32 s63, s25, 0xa9066899
	s_add_u32 s64, s24, 0xb54cda56
	s_add_u32 s65, s25, 0x646e171e
	s_add_u32 s66, s24, 0x5384540f
	s_add_u32 s67, s25, 0x1fd5c5a3
	s_add_u32 s68, s24, 0xf1bbcdc8
	s_add_u32 s69, s25, 0xdb3d7428
	s_add_i32 s70, s24, 0x8ff34781
	s_add_i32 s25, s25, 0x96a522ad
	s_and_b32 s11, s11, exec_lo
	s_mov_b32 s34, 0x54442d18
	s_mov_b32 s36, 0xa556c734
	s_mov_b32 s38, 0x1a01a01a
	s_mov_b32 s40, 0x11111111
	s_mov_b32 s42, 0x55555555
	s_mov_b32 s44, 0xb7789f5c
	s_mov_b32 s46, 0x16c16c17
	s_cselect_b32 s19, s9, 0
	s_cselect_b32 s18, s8, 1
	s_mov_b32 s35, 0x3ff921fb
	s_mov_b32 s37, 0x3ec71de3
	s_mov_b32 s39, 0xbf2a01a0
	s_mov_b32 s41, 0x3f811111
	s_mov_b32 s43, 0xbfc55555
	s_mov_b32 s45, 0xbe927e4f
	s_mov_b32 s13, 0x3efa01a0
	s_mov_b32 s47, 0xbf56c16c
	s_mov_b32 s49, 0x3fa55555
	s_branch .LBB0_7
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s8
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v7, v24
.LBB0_6:
	s_add_u32 s30, s30, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v24, v7
	s_addc_u32 s31, s31, 0
	s_mul_f32 s20, s21, s20
	s_cmp_eq_u64 s[30:31], s[28:29]
	s_cbranch_scc1 .LBB0_36
.LBB0_7:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_mul_f32 s48, s22, s20
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v24
	s_mul_f32 s7, s48, 0x4f800000
	s_cmp_lt_f32 s48, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_2)
	v_dual_cndmask_b32 v28, 0, v1 :: v_dual_mov_b32 v3, s7
	s_cselect_b32 s7, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, s48, v3, s7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v25, v3
	v_add_nc_u32_e32 v26, -1, v25
	v_add_nc_u32_e32 v27, 1, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v7, 0x80000000, v26
	v_xor_b32_e32 v8, 0x80000000, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v29, v7, v25, v3
	v_fma_f32 v30, v8, v25, v3
	v_cndmask_b32_e64 v8, v24, 0xff800000, s3
	v_cndmask_b32_e64 v7, v28, 0, s3
	ds_store_b32 v17, v8
	ds_store_b32 v18, v7
	v_cmp_ge_f32_e64 s9, 0, v29
	v_cmp_lt_f32_e64 s8, 0, v30
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s50, s1
	s_cbranch_execz .LBB0_9
	ds_load_2addr_b32 v[30:31], v18 offset1:2
	ds_load_2addr_b32 v[32:33], v17 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v31, v30
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v33, v32
	v_cmp_gt_f32_e64 s11, v33, v32
	v_cmp_o_f32_e64 s12, v32, v32
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v28, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v33, v33
	v_cndmask_b32_e64 v29, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v28.l, v28.l, v29.l, vcc_lo
	v_and_b16 v28.l, 1, v28.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v28.l
	v_dual_cndmask_b32 v28, v32, v33 :: v_dual_cndmask_b32 v29, v30, v31
	ds_store_b32 v17, v28
	ds_store_b32 v18, v29
.LBB0_9:
	s_or_b32 exec_lo, exec_lo, s50
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s50, s0
	s_cbranch_execz .LBB0_11
	ds_load_b32 v30, v18
	ds_load_b32 v31, v17
	ds_load_b32 v32, v16 offset:4
	ds_load_b32 v33, v15 offset:4
	s_waitcnt lgkmcnt(2)
	v_cmp_o_f32_e64 s12, v31, v31
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v32, v30
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v33, v31
	v_cmp_gt_f32_e64 s11, v33, v31
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v28, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v33, v33
	v_cndmask_b32_e64 v29, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v28.l, v28.l, v29.l, vcc_lo
	v_and_b16 v28.l, 1, v28.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v28.l
	v_dual_cndmask_b32 v28, v31, v33 :: v_dual_cndmask_b32 v29, v30, v32
	ds_store_b32 v17, v28
	ds_store_b32 v18, v29
.LBB0_11:
	s_or_b32 exec_lo, exec_lo, s50
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s0
	s_cbranch_execz .LBB0_13
	ds_load_b32 v28, v15
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v13, v28 offset:3072
.LBB0_13:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v17, v8
	ds_store_b32 v18, v7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s50, s1
	s_cbranch_execz .LBB0_15
	ds_load_2addr_b32 v[28:29], v18 offset1:2
	ds_load_2addr_b32 v[30:31], v17 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v29, v28
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v31, v30
	v_cmp_gt_f32_e64 s11, v31, v30
	v_cmp_o_f32_e64 s12, v30, v30
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v7, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v31, v31
	v_cndmask_b32_e64 v8, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v7.l, v7.l, v8.l, vcc_lo
	v_and_b16 v7.l, 1, v7.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v7.l
	v_dual_cndmask_b32 v7, v30, v31 :: v_dual_cndmask_b32 v8, v28, v29
	ds_store_b32 v17, v7
	ds_store_b32 v18, v8
.LBB0_15:
	s_or_b32 exec_lo, exec_lo, s50
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s50, s0
	s_cbranch_execz .LBB0_17
	ds_load_b32 v28, v18
	ds_load_b32 v29, v17
	ds_load_b32 v30, v16 offset:4
	ds_load_b32 v31, v15 offset:4
	s_waitcnt lgkmcnt(2)
	v_cmp_o_f32_e64 s12, v29, v29
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v28
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v31, v29
	v_cmp_gt_f32_e64 s11, v31, v29
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v7, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v31, v31
	v_cndmask_b32_e64 v8, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v7.l, v7.l, v8.l, vcc_lo
	v_and_b16 v7.l, 1, v7.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v7.l
	v_dual_cndmask_b32 v7, v29, v31 :: v_dual_cndmask_b32 v8, v28, v30
	ds_store_b32 v17, v7
	ds_store_b32 v18, v8
.LBB0_17:
	s_or_b32 exec_lo, exec_lo, s50
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s0
	s_cbranch_execz .LBB0_19
	ds_load_b32 v7, v16
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v7, v7
	ds_store_b32 v13, v7 offset:3080
.LBB0_19:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s4
	s_cbranch_execz .LBB0_21
	ds_load_b32 v7, v13 offset:3072
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v7, v24, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v7
	v_cndmask_b32_e32 v8, 0xc2d00000, v7, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v8
	v_cndmask_b32_e32 v8, 0x42b20000, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v28, 0x3fb8aa3b, v8
	v_add_f32_e32 v28, 0x4b400000, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0xcb400000, v28
	v_mul_f32_e32 v30, 0xbf317200, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v8, v8, v30 :: v_dual_mul_f32 v29, 0x35bfbe8e, v29
	v_sub_f32_e32 v30, v8, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v31, v30, v30
	v_mul_f32_e32 v32, 0x3331bb4c, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, 0xb5ddea0e, v32
	v_mul_f32_e32 v32, v31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, 0x388ab355, v32
	v_mul_f32_e32 v32, v31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, 0xbb360b61, v32
	v_mul_f32_e32 v32, v31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, 0x3e2aaaab, v32
	v_mul_f32_e32 v31, v31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v31, v30, v31
	v_mul_f32_e32 v30, v30, v31
	v_sub_f32_e32 v31, 2.0, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v32, null, v31, v31, v30
	v_div_scale_f32 v35, vcc_lo, v30, v31, v30
	v_rcp_f32_e32 v33, v32
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v34, -v32, v33, 1.0
	v_fmac_f32_e32 v33, v34, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v34, v35, v33
	v_fma_f32 v36, -v32, v34, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v34, v36, v33
	v_fma_f32 v32, -v32, v34, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v32, v32, v33, v34
	v_cmp_o_f32_e32 vcc_lo, v7, v7
	v_div_fixup_f32 v30, v32, v31, v30
	v_add_nc_u32_e32 v31, 0xb4c00100, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v29, v29, v30
	v_lshrrev_b32_e32 v30, 1, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v8, v8, v29
	v_sub_nc_u32_e32 v28, v28, v30
	v_lshl_add_u32 v29, v30, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v8, 1.0, v8
	v_lshl_add_u32 v28, v28, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, v8, v29
	v_mul_f32_e32 v8, v8, v28
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v7, 0x7fc00000, v8, vcc_lo
	ds_store_b32 v19, v7
.LBB0_21:
	s_or_b32 exec_lo, exec_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_27
	s_mov_b64 s[10:11], 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB0_24
	.p2align	6
.LBB0_23:
	s_or_b32 exec_lo, exec_lo, s12
	s_cmp_eq_u64 s[10:11], s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_27
.LBB0_24:
	s_lshl_b64 s[50:51], 1, s10
	s_add_u32 s10, s10, 1
	s_addc_u32 s11, s11, 0
	s_add_u32 s52, s50, s14
	s_addc_u32 s53, s51, s15
	s_mov_b32 s12, exec_lo
	s_lshr_b64 s[52:53], s[52:53], s10
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[52:53], v[1:2]
	s_cbranch_execz .LBB0_23
	v_dual_mov_b32 v8, v2 :: v_dual_mov_b32 v7, v1
	s_mov_b32 s51, 0
	.p2align	6
.LBB0_26:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[28:29], s10, v[7:8]
	v_add_co_u32 v7, vcc_lo, v7, 4
	v_add_co_ci_u32_e64 v8, null, 0, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v29, s50, v28
	v_lshl_add_u32 v28, v28, 2, v14
	v_cmp_le_u64_e32 vcc_lo, s[52:53], v[7:8]
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_add_u32 v29, v29, 2, v14
	ds_load_b32 v30, v28
	ds_load_b32 v29, v29
	s_or_b32 s51, vcc_lo, s51
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v29, v30, v29
	ds_store_b32 v28, v29
	s_and_not1_b32 exec_lo, exec_lo, s51
	s_cbranch_execnz .LBB0_26
	s_branch .LBB0_23
.LBB0_27:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s10, s0
	s_cbranch_execz .LBB0_29
	ds_load_b32 v7, v14
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v13, v7 offset:3076
.LBB0_29:
	s_or_b32 exec_lo, exec_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s55
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_33
	v_mov_b32_e32 v7, v24
	s_and_saveexec_b32 s10, s56
	s_cbranch_execz .LBB0_32
	v_cndmask_b32_e64 v7, v25, v26, s9
	s_cmp_gt_f32 s48, 0
	v_cmp_class_f32_e64 vcc_lo, v3, 0x260
	ds_load_2addr_b32 v[40:41], v23 offset1:1
	s_mov_b32 s12, s38
	v_cndmask_b32_e64 v7, v7, v27, s8
	global_load_b32 v43, v[5:6], off
	s_mov_b32 s48, s42
	v_mul_f32_e32 v8, 0x37800000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v7, v7, v8, s7
	s_cselect_b32 s7, -1, 0
	s_add_u32 s8, s30, s26
	s_addc_u32 s9, s31, s27
	s_mul_hi_u32 s11, s9, 0xcd9e8d57
	s_mul_i32 s9, s9, 0xcd9e8d57
	s_xor_b32 s11, s24, s11
	v_cndmask_b32_e32 v42, v7, v3, vcc_lo
	s_xor_b32 s8, s11, s8
	v_xor_b32_e32 v3, s9, v21
	s_mul_hi_u32 s9, s8, 0xd2511f53
	s_mul_i32 s8, s8, 0xd2511f53
	v_xor_b32_e32 v25, s9, v0
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v40, v24, v40
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v3, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v40
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v3, s8, s57, v8
	v_xor_b32_e32 v8, v26, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v27, s58, v25
	v_xor3_b32 v25, s59, v29, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[29:30], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v8, s61, v28
	v_xor3_b32 v8, s60, v30, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v26, s62, v29
	v_xor3_b32 v26, s63, v28, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v8, s65, v27
	v_xor3_b32 v8, s64, v29, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v26, s66, v28
	v_xor3_b32 v26, s67, v30, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v8, s69, v29
	v_xor3_b32 v8, s68, v27, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v3, v29, v27, s5
	v_xor3_b32 v7, v30, v7, s25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v3, 9, v3
	v_cvt_f32_u32_e32 v3, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, 0.5, v3
	v_mul_f32_e32 v3, 0x34000000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[31:32], v3
	v_cndmask_b32_e32 v3, 0xc2d00000, v40, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v3
	v_cndmask_b32_e32 v3, 0x42b20000, v3, vcc_lo
	v_div_scale_f32 v55, vcc_lo, 1.0, v41, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, 0x3fb8aa3b, v3
	v_add_f32_e32 v44, 0x4b400000, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, 0xcb400000, v44
	v_mul_f32_e32 v25, 0xbf317200, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v46, v3, v25
	v_xor3_b32 v25, v26, v28, s70
	v_mul_f64 v[31:32], v[31:32], 4.0
	v_cndmask_b32_e64 v7, v7, v25, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v7, 9, v7
	v_cvt_f32_u32_e32 v7, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v7, 0.5, v7
	v_mul_f32_e32 v45, 0x35bfbe8e, v8
	v_mul_f32_e32 v29, 0x34000000, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v3, v46, v45
	v_mul_f32_e32 v27, v3, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v8, 0x3331bb4c, v27
	v_add_f64 v[33:34], 0x43380000, v[31:32]
	v_add_f32_e32 v8, 0xb5ddea0e, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, v27, v8
	v_add_f32_e32 v8, 0x388ab355, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, v27, v8
	v_add_f32_e32 v8, 0xbb360b61, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, v27, v8
	v_add_f32_e32 v28, 0x3e2aaaab, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v27, v27, v28
	v_add_f64 v[34:35], 0xc3380000, v[33:34]
	v_sub_f32_e32 v27, v3, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v3, v3, v27
	v_add_f64 v[31:32], v[31:32], -v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[31:32], v[31:32], s[34:35]
	v_mul_f64 v[34:35], v[31:32], v[31:32]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[36:37], v[34:35], s[36:37]
	v_mul_f64 v[38:39], v[34:35], s[44:45]
	v_add_f64 v[36:37], v[36:37], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[38:39], v[38:39], s[12:13]
	v_mul_f64 v[36:37], v[34:35], v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[38:39], v[34:35], v[38:39]
	v_add_f64 v[36:37], v[36:37], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[38:39], v[38:39], s[46:47]
	v_mul_f64 v[7:8], v[34:35], v[36:37]
	v_sub_f32_e32 v37, 2.0, v27
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[25:26], v[34:35], v[38:39]
	v_div_scale_f32 v38, null, v41, v41, 1.0
	v_add_nc_u32_e32 v36, 0x4afb0d, v29
	v_div_scale_f32 v39, null, v37, v37, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v48, v38
	v_mul_f64 v[29:30], v[34:35], v[34:35]
	v_rcp_f32_e32 v49, v39
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_fma_f32 v52, -v38, v48, 1.0
	v_fma_f32 v53, -v39, v49, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v48, v52, v48
	v_div_scale_f32 v52, s8, v3, v37, v3
	v_dual_fmac_f32 v49, v53, v49 :: v_dual_mul_f32 v56, v55, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v57, v52, v49
	v_fma_f32 v59, -v39, v57, v52
	v_and_b32_e32 v28, 0x7fffff, v36
	v_add_f64 v[7:8], v[7:8], s[42:43]
	v_add_f64 v[25:26], v[25:26], s[48:49]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v57, v59, v49
	v_add_nc_u32_e32 v27, 0x3f3504f3, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v39, -v39, v57, v52
	v_add_f32_e32 v47, -1.0, v27
	v_mul_f64 v[27:28], v[31:32], v[34:35]
	v_mul_f64 v[34:35], v[34:35], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v50, 2.0, v47
	v_div_scale_f32 v51, null, v50, v50, v47
	v_div_scale_f32 v58, s9, v47, v50, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v54, v51
	v_fma_f32 v53, -v51, v54, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v54, v53, v54
	v_fma_f32 v53, -v38, v56, v55
	v_mul_f64 v[25:26], v[29:30], v[25:26]
	v_mul_f32_e32 v60, v58, v54
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v56, v53, v48
	v_mul_f64 v[7:8], v[27:28], v[7:8]
	v_fma_f32 v53, -v51, v60, v58
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f32 v38, -v38, v56, v55
	v_add_f64 v[34:35], v[34:35], 1.0
	v_fmac_f32_e32 v60, v53, v54
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v38, v38, v48, v56
	s_mov_b32 vcc_lo, s8
	v_div_fmas_f32 v39, v39, v49, v57
	v_fma_f32 v48, -v51, v60, v58
	s_mov_b32 vcc_lo, s9
	v_mul_f32_e32 v49, 0.5, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v27, v48, v54, v60
	v_div_fixup_f32 v27, v27, v50, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v28, v27, v27
	v_mul_f32_e32 v29, v28, v28
	v_lshrrev_b32_e32 v36, 23, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v30, 0x3e789e26, v29
	v_mul_f32_e32 v48, 0x3e91e9ee, v29
	v_add_f64 v[7:8], v[31:32], v[7:8]
	v_div_fixup_f32 v31, v39, v37, v3
	v_dual_add_f32 v30, 0x3eccce13, v30 :: v_dual_and_b32 v3, 1, v33
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f32_e32 v48, 0x3f2aaaaa, v48
	v_add_f64 v[25:26], v[34:35], v[25:26]
	v_cmp_eq_u64_e64 s8, 0, v[3:4]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v29, v29, v30 :: v_dual_mul_f32 v28, v28, v48
	v_add_nc_u32_e32 v30, 0xffffff81, v36
	v_add_f32_e32 v28, v28, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_i32_e32 v29, v30
	v_mul_f32_e32 v30, 0x3717f7d1, v29
	v_mul_f32_e32 v29, 0x3f317180, v29
	v_xor_b32_e32 v32, 0x80000000, v8
	v_mul_f32_e32 v36, v47, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, v36, v28
	v_dual_mul_f32 v27, v27, v28 :: v_dual_mov_b32 v28, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v27, v30, v27
	v_sub_f32_e32 v27, v27, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v27, v47, v27
	v_add_f32_e32 v29, v29, v27
	v_and_b32_e32 v27, 2, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v29, -2.0, v29
	v_cmp_eq_u64_e32 vcc_lo, 0, v[27:28]
	v_xor_b32_e32 v27, 0x80000000, v26
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_sub_f32 v28, v45, v31 :: v_dual_mul_f32 v31, 0x4f800000, v29
	v_cndmask_b32_e32 v3, v32, v8, vcc_lo
	v_cndmask_b32_e32 v8, v8, v32, vcc_lo
	v_div_fixup_f32 v32, v38, v41, 1.0
	v_cndmask_b32_e32 v26, v27, v26, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v29
	v_sub_f32_e32 v28, v46, v28
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v3, v26, v3, s8
	v_cndmask_b32_e32 v27, v29, v31, vcc_lo
	v_cndmask_b32_e64 v29, v25, v7, s8
	v_cndmask_b32_e64 v7, v7, v25, s8
	v_cndmask_b32_e64 v8, v8, v26, s8
	v_add_f32_e32 v28, 1.0, v28
	v_sqrt_f32_e32 v26, v27
	v_add_nc_u32_e32 v30, 0xb4c00100, v44
	v_cndmask_b32_e64 v7, v29, v7, s6
	v_cndmask_b32_e64 v8, v3, v8, s6
	ds_load_b32 v29, v13 offset:3080
	v_add_f32_e32 v31, v24, v24
	v_lshrrev_b32_e32 v25, 1, v30
	v_cvt_f32_f64_e32 v7, v[7:8]
	v_add_nc_u32_e32 v8, -1, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v3, v44, v25
	v_lshl_add_u32 v25, v25, 23, 0xff800000
	v_fma_f32 v30, -v8, v26, v27
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshl_add_u32 v3, v3, 23, 0x7f800000
	v_dual_mul_f32 v25, v28, v25 :: v_dual_add_nc_u32 v28, 1, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s8, 0, v30
	v_mul_f32_e32 v3, v25, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v25, -v28, v26, v27
	v_cndmask_b32_e64 v8, v26, v8, s8
	v_cmp_o_f32_e64 s8, v40, v40
	v_mul_f32_e32 v26, 0x3d4ccccd, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v3, 0x7fc00000, v3, s8
	v_cmp_lt_f32_e64 s8, 0, v25
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v25, v26, v43
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v3, v32, v3
	v_cndmask_b32_e64 v8, v8, v28, s8
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s8, v29, v20
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f32_e32 v3, v25, v3
	v_cndmask_b32_e64 v25, 0, v42, s7
	v_cndmask_b32_e64 v28, 0, 0x3dcccccd, s8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v25, s17, s33
	v_add_f32_e32 v3, v28, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v3, s16, v3 :: v_dual_mul_f32 v26, 0x37800000, v8
	v_sub_f32_e32 v3, v24, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v8, v8, v26, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v27, 0x260
	v_cndmask_b32_e32 v8, v8, v27, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, v8, v7
	v_mul_f32_e32 v7, v25, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v7, v3
	v_and_b32_e32 v7, 0x7fffffff, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v7
	v_cndmask_b32_e32 v7, 0x7fc00000, v3, vcc_lo
.LBB0_32:
	s_or_b32 exec_lo, exec_lo, s10
	s_cbranch_execnz .LBB0_6
	s_branch .LBB0_34
.LBB0_33:
.LBB0_34:
	s_and_saveexec_b32 s8, s56
	s_cbranch_execz .LBB0_5
	global_load_b32 v3, v[5:6], off
	ds_load_2addr_b32 v[7:8], v23 offset1:1
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v7, v24, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v7
	v_cndmask_b32_e32 v25, 0xc2d00000, v7, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v25
	v_cndmask_b32_e32 v25, 0x42b20000, v25, vcc_lo
	v_div_scale_f32 v36, vcc_lo, 1.0, v8, 1.0
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
	v_div_scale_f32 v30, null, v8, v8, 1.0
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
	v_div_scale_f32 v34, s7, v28, v29, v28
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
	s_mov_b32 vcc_lo, s7
	v_div_fmas_f32 v31, v31, v33, v37
	v_cmp_o_f32_e32 vcc_lo, v7, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v8, v30, v8, 1.0
	v_div_fixup_f32 v28, v31, v29, v28
	v_add_nc_u32_e32 v29, 0xb4c00100, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v27, v27, v28
	v_lshrrev_b32_e32 v28, 1, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v25, v25, v27
	v_sub_nc_u32_e32 v26, v26, v28
	v_lshl_add_u32 v27, v28, 23, 0xff800000
	ds_load_b32 v28, v13 offset:3080
	v_add_f32_e32 v25, 1.0, v25
	v_lshl_add_u32 v26, v26, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v25, v27
	v_dual_mul_f32 v25, v25, v26 :: v_dual_add_f32 v26, v24, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v7, 0x7fc00000, v25, vcc_lo
	v_mul_f32_e32 v25, 0x3d4ccccd, v26
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v28, v20
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, v8, v7
	v_cndmask_b32_e64 v8, 0, 0x3dcccccd, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v3, v25, v3
	v_add_f32_e32 v3, v3, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v8, v3
	v_mul_f32_e32 v3, s16, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v3, v24, v3
	v_and_b32_e32 v7, 0x7fffffff, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v7
	v_cndmask_b32_e32 v24, 0x7fc00000, v3, vcc_lo
	s_branch .LBB0_5
.LBB0_36:
	s_branch .LBB0_39
.LBB0_37:
	s_or_b32 s0, s2, s3
	s_and_not1_b32 s1, s23, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s23, s1, s0
	s_xor_b32 s0, s23, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB0_40
	s_branch .LBB0_41
.LBB0_38:
	s_cbranch_execnz .LBB0_37
.LBB0_39:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v12, v7
	s_xor_b32 s0, s23, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB0_41
.LBB0_40:
	v_add_co_u32 v0, vcc_lo, v9, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v10, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v12, off
.LBB0_41:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_fast_w4x64
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
		.amdhsa_next_free_vgpr 61
		.amdhsa_next_free_sgpr 71
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
.Lfunc_end0:
	.size	tessera_softmax_fast_w4x64, .Lfunc_end0-tessera_softmax_fast_w4x64

	.set tessera_softmax_fast_w4x64.num_vgpr, 61
	.set tessera_softmax_fast_w4x64.num_agpr, 0
	.set tessera_softmax_fast_w4x64.numbered_sgpr, 71
	.set tessera_softmax_fast_w4x64.num_named_barrier, 0
	.set tessera_softmax_fast_w4x64.private_seg_size, 0
	.set tessera_softmax_fast_w4x64.uses_vcc, 1
	.set tessera_softmax_fast_w4x64.uses_flat_scratch, 0
	.set tessera_softmax_fast_w4x64.has_dyn_sized_stack, 0
	.set tessera_softmax_fast_w4x64.has_recursion, 0
	.set tessera_softmax_fast_w4x64.has_indirect_call, 0
	.globl	tessera_softmax_fast_w32x8
	.p2align	8
	.type	tessera_softmax_fast_w32x8,@function
tessera_softmax_fast_w32x8:
	s_load_b256 s[8:15], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s3, s[14:15], 32
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB1_53
	v_lshrrev_b32_e32 v5, 5, v0
	s_mov_b32 s3, 0
	s_load_b64 s[28:29], s[0:1], 0x20
	s_lshl_b64 s[2:3], s[2:3], 3
	s_add_u32 s4, s12, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v5
	s_addc_u32 s5, s13, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_le_u64_e64 s2, s[12:13], v[1:2]
	v_mov_b32_e32 v2, s5
	v_cndmask_b32_e64 v7, v1, s4, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v8, s3, v2, s2
	v_mul_lo_u32 v1, v7, s15
	v_mad_u64_u32 v[3:4], null, v7, s14, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v2, v8, s14
	v_add3_u32 v4, v4, v1, v2
	v_dual_mov_b32 v2, 0 :: v_dual_and_b32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_cmp_le_u64_e64 s3, s[14:15], v[1:2]
	v_cmp_gt_u64_e64 s4, s[14:15], v[1:2]
	v_lshlrev_b32_e32 v11, 2, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v9, vcc_lo, s8, v3
	v_add_co_ci_u32_e64 v10, null, s9, v4, vcc_lo
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB1_3
	v_add_co_u32 v12, vcc_lo, v9, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v10, vcc_lo
	global_load_b32 v12, v[12:13], off
.LBB1_3:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[28:29], 0
	s_mov_b64 s[30:31], 0
	s_cbranch_scc0 .LBB1_50
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v6, vcc_lo, s10, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, s11, v4, vcc_lo
	v_mul_u32_u24_e32 v13, 12, v5
	v_clz_i32_u32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_lshrrev_b32_e32 v3, 2, v1
	s_mov_b32 s36, 0
	v_and_b32_e32 v14, 0xe0, v0
	v_min_u32_e32 v19, 32, v5
	v_add_co_u32 v5, vcc_lo, v6, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v6, null, 0, v17, vcc_lo
	v_lshlrev_b64 v[15:16], v19, v[1:2]
	v_sub_nc_u32_e32 v22, 32, v19
	v_dual_mov_b32 v24, s36 :: v_dual_and_b32 v25, 1, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s19, 0
	v_mov_b32_e32 v26, s36
	s_cselect_b32 s33, -1, 0
	s_add_u32 s34, s14, -1
	s_addc_u32 s35, s15, -1
	v_min_u32_e32 v20, 1, v15
	s_clz_i32_u64 s8, s[34:35]
	v_cmp_eq_u64_e64 s0, 0, v[1:2]
	s_min_u32 s8, s8, 64
	v_cmp_gt_u64_e64 s1, 16, v[1:2]
	s_sub_u32 s10, 64, s8
	s_subb_u32 s11, 0, 0
	s_cmp_lg_u64 s[34:35], 0
	v_or_b32_e32 v20, v16, v20
	s_cselect_b32 s58, -1, 0
	s_cmp_lg_u32 s18, 0
	v_cmp_gt_u64_e64 s5, 8, v[1:2]
	s_cselect_b32 s59, -1, 0
	s_or_b32 s23, s2, s3
	v_cvt_f32_u32_e32 v20, v20
	s_xor_b32 s60, s23, -1
	s_add_u32 s8, s14, 3
	s_addc_u32 s9, s15, 0
	v_cmp_gt_u64_e64 s14, s[10:11], 1
	s_lshr_b64 s[12:13], s[8:9], 2
	s_lshr_b32 s8, s9, 2
	v_mad_u64_u32 v[17:18], null, s12, v7, v[3:4]
	v_mul_lo_u32 v3, s12, v8
	v_mul_lo_u32 v21, s8, v7
	v_ldexp_f32 v20, v20, v22
	s_add_u32 s8, s24, 0x9e3779b9
	s_add_u32 s12, s25, 0xbb67ae85
	s_add_u32 s13, s24, 0x3c6ef372
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v17, 0
	v_cmp_gt_u64_e64 s6, 4, v[1:2]
	v_add3_u32 v3, v21, v18, v3
	v_cmp_gt_u64_e64 s7, 2, v[1:2]
	v_cmp_eq_u64_e64 s9, 0, v[25:26]
	s_add_u32 s61, s25, 0x76cf5d0a
	s_add_u32 s62, s24, 0xdaa66d2b
	v_xor_b32_e32 v3, v8, v3
	s_add_u32 s63, s25, 0x32370b8f
	s_add_u32 s64, s24, 0x78dde6e4
	s_add_u32 s65, s25, 0xed9eba14
	s_add_u32 s66, s24, 0x1715609d
	v_xor_b32_e32 v3, s25, v3
	s_add_u32 s67, s25, 0xa9066899
	s_add_u32 s68, s24, 0xb54cda56
	s_add_u32 s69, s25, 0x646e171e
	s_add_u32 s70, s24, 0x5384540f
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v3, 0
	s_add_u32 s71, s25, 0x1fd5c5a3
	s_add_u32 s72, s24, 0xf1bbcdc8
	s_add_u32 s73, s25, 0xdb3d7428
	s_add_i32 s74, s24, 0x8ff34781
	s_add_i32 s25, s25, 0x96a522ad
	s_and_b32 s14, s14, exec_lo
	v_xor_b32_e32 v21, s8, v23
	v_and_b32_e32 v23, 2, v0
	v_xor_b32_e32 v0, s12, v7
	v_xor_b32_e32 v22, s13, v22
	s_mov_b32 s36, 0x54442d18
	s_mov_b32 s38, 0xa556c734
	v_cmp_eq_u64_e64 s8, 0, v[23:24]
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v23, v12 :: v_dual_lshlrev_b32 v14, 2, v14
	s_mov_b32 s40, 0x1a01a01a
	s_mov_b32 s42, 0x11111111
	s_mov_b32 s44, 0x55555555
	s_mov_b32 s46, 0xb7789f5c
	v_or_b32_e32 v15, 0x800, v14
	v_or_b32_e32 v16, 0x400, v14
	v_or_b32_e32 v17, v14, v11
	s_mov_b32 s50, 0x16c16c17
	s_cselect_b32 s19, s11, 0
	v_or_b32_e32 v18, v15, v11
	v_or_b32_e32 v19, v16, v11
	s_cselect_b32 s18, s10, 1
	s_mov_b32 s37, 0x3ff921fb
	s_mov_b32 s39, 0x3ec71de3
	s_mov_b32 s41, 0xbf2a01a0
	s_mov_b32 s43, 0x3f811111
	s_mov_b32 s45, 0xbfc55555
	s_mov_b32 s47, 0xbe927e4f
	s_mov_b32 s49, 0x3efa01a0
	s_mov_b32 s51, 0xbf56c16c
	s_mov_b32 s53, 0x3fa55555
	s_branch .LBB1_7
.LBB1_5:
	s_or_b32 exec_lo, exec_lo, s11
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v7, v23
.LBB1_6:
	s_add_u32 s30, s30, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v23, v7
	s_addc_u32 s31, s31, 0
	s_mul_f32 s20, s21, s20
	s_cmp_eq_u64 s[30:31], s[28:29]
	s_cbranch_scc1 .LBB1_48
.LBB1_7:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_mul_f32 s48, s22, s20
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v23
	s_mul_f32 s10, s48, 0x4f800000
	s_cmp_lt_f32 s48, 0xf800000
	v_cndmask_b32_e32 v27, 0, v1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v3, s10
	s_cselect_b32 s10, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, s48, v3, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v24, v3
	v_add_nc_u32_e32 v25, -1, v24
	v_add_nc_u32_e32 v26, 1, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v7, 0x80000000, v25
	v_xor_b32_e32 v8, 0x80000000, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v28, v7, v24, v3
	v_fma_f32 v29, v8, v24, v3
	v_cndmask_b32_e64 v8, v23, 0xff800000, s3
	v_cndmask_b32_e64 v7, v27, 0, s3
	ds_store_b32 v18, v8
	ds_store_b32 v19, v7
	v_cmp_ge_f32_e64 s12, 0, v28
	v_cmp_lt_f32_e64 s11, 0, v29
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s52, s1
	s_cbranch_execz .LBB1_9
	ds_load_2addr_b32 v[29:30], v19 offset1:16
	ds_load_2addr_b32 v[31:32], v18 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v32, v31
	v_cmp_gt_f32_e64 s14, v32, v31
	v_cmp_o_f32_e64 s15, v31, v31
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v27, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	v_cndmask_b32_e64 v28, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v27.l, v28.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v18, v27
	ds_store_b32 v19, v28
.LBB1_9:
	s_or_b32 exec_lo, exec_lo, s52
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s52, s5
	s_cbranch_execz .LBB1_11
	ds_load_2addr_b32 v[29:30], v19 offset1:8
	ds_load_2addr_b32 v[31:32], v18 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v32, v31
	v_cmp_gt_f32_e64 s14, v32, v31
	v_cmp_o_f32_e64 s15, v31, v31
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v27, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	v_cndmask_b32_e64 v28, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v27.l, v28.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v18, v27
	ds_store_b32 v19, v28
.LBB1_11:
	s_or_b32 exec_lo, exec_lo, s52
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s52, s6
	s_cbranch_execz .LBB1_13
	ds_load_2addr_b32 v[29:30], v19 offset1:4
	ds_load_2addr_b32 v[31:32], v18 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v32, v31
	v_cmp_gt_f32_e64 s14, v32, v31
	v_cmp_o_f32_e64 s15, v31, v31
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v27, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	v_cndmask_b32_e64 v28, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v27.l, v28.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v18, v27
	ds_store_b32 v19, v28
.LBB1_13:
	s_or_b32 exec_lo, exec_lo, s52
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s52, s7
	s_cbranch_execz .LBB1_15
	ds_load_2addr_b32 v[29:30], v19 offset1:2
	ds_load_2addr_b32 v[31:32], v18 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v32, v31
	v_cmp_gt_f32_e64 s14, v32, v31
	v_cmp_o_f32_e64 s15, v31, v31
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v27, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	v_cndmask_b32_e64 v28, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v27.l, v28.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v18, v27
	ds_store_b32 v19, v28
.LBB1_15:
	s_or_b32 exec_lo, exec_lo, s52
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s52, s0
	s_cbranch_execz .LBB1_17
	ds_load_b32 v29, v19
	ds_load_b32 v30, v18
	ds_load_b32 v31, v16 offset:4
	ds_load_b32 v32, v15 offset:4
	s_waitcnt lgkmcnt(2)
	v_cmp_o_f32_e64 s15, v30, v30
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v31, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v32, v30
	v_cmp_gt_f32_e64 s14, v32, v30
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v27, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	v_cndmask_b32_e64 v28, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v27.l, v28.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v30, v32 :: v_dual_cndmask_b32 v28, v29, v31
	ds_store_b32 v18, v27
	ds_store_b32 v19, v28
.LBB1_17:
	s_or_b32 exec_lo, exec_lo, s52
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s0
	s_cbranch_execz .LBB1_19
	ds_load_b32 v27, v15
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v13, v27 offset:3072
.LBB1_19:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v18, v8
	ds_store_b32 v19, v7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s52, s1
	s_cbranch_execz .LBB1_21
	ds_load_2addr_b32 v[27:28], v19 offset1:16
	ds_load_2addr_b32 v[29:30], v18 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v30, v29
	v_cmp_gt_f32_e64 s14, v30, v29
	v_cmp_o_f32_e64 s15, v29, v29
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v7, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	v_cndmask_b32_e64 v8, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v7.l, v7.l, v8.l, vcc_lo
	v_and_b16 v7.l, 1, v7.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v7.l
	v_dual_cndmask_b32 v7, v29, v30 :: v_dual_cndmask_b32 v8, v27, v28
	ds_store_b32 v18, v7
	ds_store_b32 v19, v8
.LBB1_21:
	s_or_b32 exec_lo, exec_lo, s52
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s52, s5
	s_cbranch_execz .LBB1_23
	ds_load_2addr_b32 v[27:28], v19 offset1:8
	ds_load_2addr_b32 v[29:30], v18 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v30, v29
	v_cmp_gt_f32_e64 s14, v30, v29
	v_cmp_o_f32_e64 s15, v29, v29
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v7, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	v_cndmask_b32_e64 v8, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v7.l, v7.l, v8.l, vcc_lo
	v_and_b16 v7.l, 1, v7.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v7.l
	v_dual_cndmask_b32 v7, v29, v30 :: v_dual_cndmask_b32 v8, v27, v28
	ds_store_b32 v18, v7
	ds_store_b32 v19, v8
.LBB1_23:
	s_or_b32 exec_lo, exec_lo, s52
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s52, s6
	s_cbranch_execz .LBB1_25
	ds_load_2addr_b32 v[27:28], v19 offset1:4
	ds_load_2addr_b32 v[29:30], v18 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v30, v29
	v_cmp_gt_f32_e64 s14, v30, v29
	v_cmp_o_f32_e64 s15, v29, v29
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v7, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	v_cndmask_b32_e64 v8, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v7.l, v7.l, v8.l, vcc_lo
	v_and_b16 v7.l, 1, v7.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v7.l
	v_dual_cndmask_b32 v7, v29, v30 :: v_dual_cndmask_b32 v8, v27, v28
	ds_store_b32 v18, v7
	ds_store_b32 v19, v8
.LBB1_25:
	s_or_b32 exec_lo, exec_lo, s52
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s52, s7
	s_cbranch_execz .LBB1_27
	ds_load_2addr_b32 v[27:28], v19 offset1:2
	ds_load_2addr_b32 v[29:30], v18 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v30, v29
	v_cmp_gt_f32_e64 s14, v30, v29
	v_cmp_o_f32_e64 s15, v29, v29
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v7, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	v_cndmask_b32_e64 v8, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v7.l, v7.l, v8.l, vcc_lo
	v_and_b16 v7.l, 1, v7.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v7.l
	v_dual_cndmask_b32 v7, v29, v30 :: v_dual_cndmask_b32 v8, v27, v28
	ds_store_b32 v18, v7
	ds_store_b32 v19, v8
.LBB1_27:
	s_or_b32 exec_lo, exec_lo, s52
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s52, s0
	s_cbranch_execz .LBB1_29
	ds_load_b32 v27, v19
	ds_load_b32 v28, v18
	ds_load_b32 v29, v16 offset:4
	ds_load_b32 v30, v15 offset:4
	s_waitcnt lgkmcnt(2)
	v_cmp_o_f32_e64 s15, v28, v28
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v29, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v30, v28
	v_cmp_gt_f32_e64 s14, v30, v28
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v7, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	v_cndmask_b32_e64 v8, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v7.l, v7.l, v8.l, vcc_lo
	v_and_b16 v7.l, 1, v7.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v7.l
	v_dual_cndmask_b32 v7, v28, v30 :: v_dual_cndmask_b32 v8, v27, v29
	ds_store_b32 v18, v7
	ds_store_b32 v19, v8
.LBB1_29:
	s_or_b32 exec_lo, exec_lo, s52
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s0
	s_cbranch_execz .LBB1_31
	ds_load_b32 v7, v16
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v7, v7
	ds_store_b32 v13, v7 offset:3080
.LBB1_31:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB1_33
	ds_load_b32 v7, v13 offset:3072
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v7, v23, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v7
	v_cndmask_b32_e32 v8, 0xc2d00000, v7, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v8
	v_cndmask_b32_e32 v8, 0x42b20000, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, 0x3fb8aa3b, v8
	v_add_f32_e32 v27, 0x4b400000, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, 0xcb400000, v27
	v_mul_f32_e32 v29, 0xbf317200, v28
	v_mul_f32_e32 v28, 0x35bfbe8e, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, v8, v29
	v_sub_f32_e32 v29, v8, v28
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
	v_cmp_o_f32_e32 vcc_lo, v7, v7
	v_div_fixup_f32 v29, v31, v30, v29
	v_add_nc_u32_e32 v30, 0xb4c00100, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v28, v28, v29
	v_lshrrev_b32_e32 v29, 1, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v8, v8, v28
	v_sub_nc_u32_e32 v27, v27, v29
	v_lshl_add_u32 v28, v29, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v8, 1.0, v8
	v_lshl_add_u32 v27, v27, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, v8, v28
	v_mul_f32_e32 v8, v8, v27
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v7, 0x7fc00000, v8, vcc_lo
	ds_store_b32 v17, v7
.LBB1_33:
	s_or_b32 exec_lo, exec_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s58
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB1_39
	s_mov_b64 s[14:15], 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB1_36
	.p2align	6
.LBB1_35:
	s_or_b32 exec_lo, exec_lo, s13
	s_cmp_eq_u64 s[14:15], s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB1_39
.LBB1_36:
	s_lshl_b64 s[54:55], 1, s14
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	s_add_u32 s56, s54, s34
	s_addc_u32 s57, s55, s35
	s_mov_b32 s13, exec_lo
	s_lshr_b64 s[56:57], s[56:57], s14
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[56:57], v[1:2]
	s_cbranch_execz .LBB1_35
	v_dual_mov_b32 v8, v2 :: v_dual_mov_b32 v7, v1
	s_mov_b32 s52, 0
	.p2align	6
.LBB1_38:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[27:28], s14, v[7:8]
	v_add_co_u32 v7, vcc_lo, v7, 32
	v_add_co_ci_u32_e64 v8, null, 0, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v28, s54, v27
	v_lshl_add_u32 v27, v27, 2, v14
	v_cmp_le_u64_e32 vcc_lo, s[56:57], v[7:8]
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_add_u32 v28, v28, 2, v14
	ds_load_b32 v29, v27
	ds_load_b32 v28, v28
	s_or_b32 s52, vcc_lo, s52
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v28, v29, v28
	ds_store_b32 v27, v28
	s_and_not1_b32 exec_lo, exec_lo, s52
	s_cbranch_execnz .LBB1_38
	s_branch .LBB1_35
.LBB1_39:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s13, s0
	s_cbranch_execz .LBB1_41
	ds_load_b32 v7, v14
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v13, v7 offset:3076
.LBB1_41:
	s_or_b32 exec_lo, exec_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s59
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB1_45
	v_mov_b32_e32 v7, v23
	s_and_saveexec_b32 s13, s60
	s_cbranch_execz .LBB1_44
	v_cndmask_b32_e64 v7, v24, v25, s12
	s_cmp_gt_f32 s48, 0
	v_cmp_class_f32_e64 vcc_lo, v3, 0x260
	s_mov_b32 s48, s40
	global_load_b32 v42, v[5:6], off
	v_cndmask_b32_e64 v7, v7, v26, s11
	s_mov_b32 s52, s44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, 0x37800000, v7
	v_cndmask_b32_e64 v7, v7, v8, s10
	s_cselect_b32 s10, -1, 0
	s_add_u32 s11, s30, s26
	s_addc_u32 s12, s31, s27
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s14, s12, 0xcd9e8d57
	s_mul_i32 s12, s12, 0xcd9e8d57
	s_xor_b32 s14, s24, s14
	v_cndmask_b32_e32 v41, v7, v3, vcc_lo
	s_xor_b32 s11, s14, s11
	v_xor_b32_e32 v3, s12, v21
	s_mul_hi_u32 s12, s11, 0xd2511f53
	s_mul_i32 s11, s11, 0xd2511f53
	v_xor_b32_e32 v24, s12, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v24, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s11, s61, v8
	v_xor_b32_e32 v8, v25, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v26, s62, v24
	v_xor3_b32 v24, s63, v28, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v24, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v8, s65, v27
	v_xor3_b32 v8, s64, v29, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v25, s66, v28
	v_xor3_b32 v25, s67, v27, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v8, s69, v26
	v_xor3_b32 v8, s68, v28, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v25, s70, v27
	v_xor3_b32 v25, s71, v29, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v8, s73, v28
	v_xor3_b32 v8, s72, v26, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v3, v28, v26, s8
	v_xor3_b32 v7, v29, v7, s25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v3, 9, v3
	v_cvt_f32_u32_e32 v3, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, 0.5, v3
	v_mul_f32_e32 v3, 0x34000000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[30:31], v3
	v_or_b32_e32 v3, 0xc00, v13
	ds_load_2addr_b32 v[39:40], v3 offset1:1
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v39, v23, v39
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v39
	v_cndmask_b32_e32 v3, 0xc2d00000, v39, vcc_lo
	v_mul_f64 v[30:31], v[30:31], 4.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v3
	v_cndmask_b32_e32 v3, 0x42b20000, v3, vcc_lo
	v_div_scale_f32 v54, vcc_lo, 1.0, v40, 1.0
	v_mul_f32_e32 v8, 0x3fb8aa3b, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v43, 0x4b400000, v8
	v_add_f32_e32 v8, 0xcb400000, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v24, 0xbf317200, v8
	v_mul_f32_e32 v44, 0x35bfbe8e, v8
	v_add_f32_e32 v45, v3, v24
	v_xor3_b32 v24, v25, v27, s74
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v3, v45, v44
	v_add_f64 v[32:33], 0x43380000, v[30:31]
	v_cndmask_b32_e64 v7, v7, v24, s8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v26, v3, v3
	v_lshrrev_b32_e32 v7, 9, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v8, 0x3331bb4c, v26
	v_cvt_f32_u32_e32 v7, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v8, 0xb5ddea0e, v8 :: v_dual_add_f32 v7, 0.5, v7
	v_mul_f32_e32 v8, v26, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v28, 0x34000000, v7
	v_add_f32_e32 v8, 0x388ab355, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, v26, v8
	v_add_f64 v[33:34], 0xc3380000, v[32:33]
	v_add_f64 v[30:31], v[30:31], -v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[30:31], v[30:31], s[36:37]
	v_mul_f64 v[33:34], v[30:31], v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[37:38], v[33:34], s[46:47]
	v_mul_f64 v[35:36], v[33:34], s[38:39]
	v_add_f64 v[37:38], v[37:38], s[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[35:36], s[40:41]
	v_mul_f64 v[37:38], v[33:34], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[35:36], v[33:34], v[35:36]
	v_add_f64 v[37:38], v[37:38], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[35:36], s[42:43]
	v_mul_f64 v[24:25], v[33:34], v[37:38]
	v_div_scale_f32 v37, null, v40, v40, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v47, v37
	v_fma_f32 v51, -v37, v47, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v8, 0xbb360b61, v8 :: v_dual_fmac_f32 v47, v51, v47
	v_mul_f32_e32 v8, v26, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v55, v54, v47
	v_add_f32_e32 v27, 0x3e2aaaab, v8
	v_mul_f64 v[7:8], v[33:34], v[35:36]
	v_add_nc_u32_e32 v35, 0x4afb0d, v28
	v_mul_f64 v[28:29], v[33:34], v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v26, v27
	v_dual_sub_f32 v26, v3, v26 :: v_dual_and_b32 v27, 0x7fffff, v35
	v_add_f64 v[24:25], v[24:25], s[52:53]
	v_lshrrev_b32_e32 v35, 23, v35
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v3, v3, v26
	v_sub_f32_e32 v36, 2.0, v26
	v_add_nc_u32_e32 v26, 0x3f3504f3, v27
	v_div_scale_f32 v38, null, v36, v36, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_add_f32_e32 v46, -1.0, v26
	v_mul_f64 v[26:27], v[30:31], v[33:34]
	v_mul_f64 v[33:34], v[33:34], -0.5
	v_rcp_f32_e32 v48, v38
	v_div_scale_f32 v51, s11, v3, v36, v3
	v_add_f32_e32 v49, 2.0, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_div_scale_f32 v50, null, v49, v49, v46
	v_fma_f32 v52, -v38, v48, 1.0
	v_div_scale_f32 v57, s12, v46, v49, v46
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_rcp_f32_e32 v53, v50
	v_add_f64 v[7:8], v[7:8], s[44:45]
	v_fmac_f32_e32 v48, v52, v48
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v52, -v50, v53, 1.0
	v_mul_f64 v[24:25], v[28:29], v[24:25]
	v_fmac_f32_e32 v53, v52, v53
	v_fma_f32 v52, -v37, v55, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v56, v51, v48 :: v_dual_mul_f32 v59, v57, v53
	v_fmac_f32_e32 v55, v52, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v58, -v38, v56, v51
	v_add_f64 v[33:34], v[33:34], 1.0
	v_fma_f32 v52, -v50, v59, v57
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v37, -v37, v55, v54
	v_dual_fmac_f32 v56, v58, v48 :: v_dual_fmac_f32 v59, v52, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v37, v37, v47, v55
	v_fma_f32 v38, -v38, v56, v51
	s_mov_b32 vcc_lo, s11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v47, -v50, v59, v57
	v_div_fmas_f32 v38, v38, v48, v56
	s_mov_b32 vcc_lo, s12
	v_mul_f64 v[7:8], v[26:27], v[7:8]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v26, v47, v53, v59
	v_mul_f32_e32 v48, 0.5, v46
	v_div_fixup_f32 v26, v26, v49, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, v26, v26
	v_mul_f32_e32 v28, v27, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v29, 0x3e789e26, v28
	v_add_f64 v[24:25], v[33:34], v[24:25]
	v_add_f32_e32 v29, 0x3eccce13, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v47, 0x3e91e9ee, v28 :: v_dual_mul_f32 v28, v28, v29
	v_add_f32_e32 v47, 0x3f2aaaaa, v47
	v_add_nc_u32_e32 v29, 0xffffff81, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v27, v27, v47
	v_add_f64 v[7:8], v[30:31], v[7:8]
	v_div_fixup_f32 v30, v38, v36, v3
	v_add_f32_e32 v27, v27, v28
	v_cvt_f32_i32_e32 v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v29, 0x3717f7d1, v28
	v_mul_f32_e32 v28, 0x3f317180, v28
	v_mul_f32_e32 v35, v46, v48
	v_add_f32_e32 v27, v35, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v26, v27
	v_add_f32_e32 v26, v29, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v26, v26, v35
	v_add_f32_e32 v26, v46, v26
	v_xor_b32_e32 v31, 0x80000000, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v28, v28, v26
	v_dual_mov_b32 v27, v4 :: v_dual_and_b32 v26, 2, v32
	v_mul_f32_e32 v28, -2.0, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[26:27]
	v_sub_f32_e32 v27, v44, v30
	v_and_b32_e32 v3, 1, v32
	v_xor_b32_e32 v26, 0x80000000, v25
	v_dual_mul_f32 v30, 0x4f800000, v28 :: v_dual_sub_f32 v27, v45, v27
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s11, 0, v[3:4]
	v_dual_cndmask_b32 v3, v31, v8 :: v_dual_cndmask_b32 v8, v8, v31
	v_div_fixup_f32 v31, v37, v40, 1.0
	v_add_f32_e32 v27, 1.0, v27
	v_cndmask_b32_e32 v25, v26, v25, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v28
	v_add_nc_u32_e32 v29, 0xb4c00100, v43
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v3, v25, v3, s11
	v_cndmask_b32_e32 v26, v28, v30, vcc_lo
	v_cndmask_b32_e64 v28, v24, v7, s11
	v_cndmask_b32_e64 v7, v7, v24, s11
	v_cndmask_b32_e64 v8, v8, v25, s11
	v_lshrrev_b32_e32 v24, 1, v29
	v_sqrt_f32_e32 v25, v26
	v_add_f32_e32 v30, v23, v23
	v_cndmask_b32_e64 v7, v28, v7, s9
	v_cndmask_b32_e64 v8, v3, v8, s9
	v_sub_nc_u32_e32 v3, v43, v24
	v_lshl_add_u32 v24, v24, 23, 0xff800000
	ds_load_b32 v28, v13 offset:3080
	v_cvt_f32_f64_e32 v7, v[7:8]
	v_lshl_add_u32 v3, v3, 23, 0x7f800000
	v_add_nc_u32_e32 v8, -1, v25
	v_dual_mul_f32 v24, v27, v24 :: v_dual_add_nc_u32 v27, 1, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v29, -v8, v25, v26
	v_mul_f32_e32 v3, v24, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v24, -v27, v25, v26
	v_cmp_ge_f32_e64 s11, 0, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v8, v25, v8, s11
	v_cmp_o_f32_e64 s11, v39, v39
	v_mul_f32_e32 v25, 0x3d4ccccd, v30
	v_cndmask_b32_e64 v3, 0x7fc00000, v3, s11
	v_cmp_lt_f32_e64 s11, 0, v24
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v24, v25, v42
	v_cndmask_b32_e64 v8, v8, v27, s11
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v28, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v25, 0x37800000, v8
	v_cndmask_b32_e64 v27, 0, 0x3dcccccd, s11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v8, v8, v25, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v26, 0x260
	v_dual_mul_f32 v3, v31, v3 :: v_dual_cndmask_b32 v8, v8, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f32_e32 v3, v24, v3
	v_cndmask_b32_e64 v24, 0, v41, s10
	v_mul_f32_e32 v7, v8, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v3, v27, v3
	v_cndmask_b32_e64 v24, v24, s17, s33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v3, s16, v3
	v_mul_f32_e32 v7, v24, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v3, v23, v3
	v_add_f32_e32 v3, v7, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v7, 0x7fffffff, v3
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v7
	v_cndmask_b32_e32 v7, 0x7fc00000, v3, vcc_lo
.LBB1_44:
	s_or_b32 exec_lo, exec_lo, s13
	s_cbranch_execnz .LBB1_6
	s_branch .LBB1_46
.LBB1_45:
.LBB1_46:
	s_and_saveexec_b32 s11, s60
	s_cbranch_execz .LBB1_5
	global_load_b32 v3, v[5:6], off
	v_or_b32_e32 v7, 0xc00, v13
	ds_load_2addr_b32 v[7:8], v7 offset1:1
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v7, v23, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v7
	v_cndmask_b32_e32 v24, 0xc2d00000, v7, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v24
	v_cndmask_b32_e32 v24, 0x42b20000, v24, vcc_lo
	v_div_scale_f32 v35, vcc_lo, 1.0, v8, 1.0
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
	v_div_scale_f32 v29, null, v8, v8, 1.0
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_fmac_f32_e32 v31, v33, v31
	v_div_scale_f32 v33, s10, v27, v28, v27
	v_fma_f32 v34, -v30, v32, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v32, v34, v32
	v_mul_f32_e32 v34, v35, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v36, v33, v32
	v_fma_f32 v37, -v29, v34, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v38, -v30, v36, v33
	v_fmac_f32_e32 v34, v37, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v36, v38, v32
	v_fma_f32 v29, -v29, v34, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v30, -v30, v36, v33
	v_div_fmas_f32 v29, v29, v31, v34
	s_mov_b32 vcc_lo, s10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v30, v30, v32, v36
	v_cmp_o_f32_e32 vcc_lo, v7, v7
	v_div_fixup_f32 v8, v29, v8, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v27, v30, v28, v27
	v_add_nc_u32_e32 v28, 0xb4c00100, v25
	v_sub_f32_e32 v26, v26, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v27, 1, v28
	v_sub_f32_e32 v24, v24, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v25, v25, v27
	v_lshl_add_u32 v26, v27, 23, 0xff800000
	ds_load_b32 v27, v13 offset:3080
	v_add_f32_e32 v24, 1.0, v24
	v_lshl_add_u32 v25, v25, 23, 0x7f800000
	v_mul_f32_e32 v24, v24, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v24, v24, v25 :: v_dual_add_f32 v25, v23, v23
	v_cndmask_b32_e32 v7, 0x7fc00000, v24, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v27, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, v8, v7
	v_cndmask_b32_e64 v8, 0, 0x3dcccccd, vcc_lo
	v_mul_f32_e32 v24, 0x3d4ccccd, v25
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v3, v24, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v3, v7
	v_add_f32_e32 v3, v8, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, s16, v3
	v_sub_f32_e32 v3, v23, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v7, 0x7fffffff, v3
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v7
	v_cndmask_b32_e32 v23, 0x7fc00000, v3, vcc_lo
	s_branch .LBB1_5
.LBB1_48:
	s_branch .LBB1_51
.LBB1_49:
	s_or_b32 s0, s2, s3
	s_and_not1_b32 s1, s23, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s23, s1, s0
	s_xor_b32 s0, s23, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB1_52
	s_branch .LBB1_53
.LBB1_50:
	s_cbranch_execnz .LBB1_49
.LBB1_51:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v12, v7
	s_xor_b32 s0, s23, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB1_53
.LBB1_52:
	v_add_co_u32 v0, vcc_lo, v9, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v10, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v12, off
.LBB1_53:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_fast_w32x8
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
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 75
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
		.amdhsa_inst_pref_size 51
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
	.size	tessera_softmax_fast_w32x8, .Lfunc_end1-tessera_softmax_fast_w32x8

	.set tessera_softmax_fast_w32x8.num_vgpr, 60
	.set tessera_softmax_fast_w32x8.num_agpr, 0
	.set tessera_softmax_fast_w32x8.numbered_sgpr, 75
	.set tessera_softmax_fast_w32x8.num_named_barrier, 0
	.set tessera_softmax_fast_w32x8.private_seg_size, 0
	.set tessera_softmax_fast_w32x8.uses_vcc, 1
	.set tessera_softmax_fast_w32x8.uses_flat_scratch, 0
	.set tessera_softmax_fast_w32x8.has_dyn_sized_stack, 0
	.set tessera_softmax_fast_w32x8.has_recursion, 0
	.set tessera_softmax_fast_w32x8.has_indirect_call, 0
	.globl	tessera_softmax_fast_w64x4
	.p2align	8
	.type	tessera_softmax_fast_w64x4,@function
tessera_softmax_fast_w64x4:
	s_load_b256 s[8:15], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s3, s[14:15], 64
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB2_57
	v_lshrrev_b32_e32 v7, 6, v0
	s_mov_b32 s3, 0
	s_load_b64 s[18:19], s[0:1], 0x20
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s4, s12, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v7
	s_addc_u32 s5, s13, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_le_u64_e64 s2, s[12:13], v[1:2]
	v_mov_b32_e32 v2, s5
	v_cndmask_b32_e64 v5, v1, s4, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v6, s3, v2, s2
	v_mul_lo_u32 v1, v5, s15
	v_mad_u64_u32 v[3:4], null, v5, s14, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v2, v6, s14
	v_add3_u32 v4, v4, v1, v2
	v_dual_mov_b32 v2, 0 :: v_dual_and_b32 v1, 63, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_cmp_le_u64_e64 s3, s[14:15], v[1:2]
	v_cmp_gt_u64_e64 s4, s[14:15], v[1:2]
	v_lshlrev_b32_e32 v11, 2, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v9, vcc_lo, s8, v3
	v_add_co_ci_u32_e64 v10, null, s9, v4, vcc_lo
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB2_3
	v_add_co_u32 v12, vcc_lo, v9, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v10, vcc_lo
	global_load_b32 v12, v[12:13], off
.LBB2_3:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[18:19], 0
	s_mov_b64 s[34:35], 0
	s_cbranch_scc0 .LBB2_54
	s_clause 0x1
	s_load_b256 s[20:27], s[0:1], 0x28
	s_load_b128 s[28:31], s[0:1], 0x48
	v_add_co_u32 v15, vcc_lo, s10, v3
	v_clz_i32_u32_e32 v3, 0
	v_add_co_ci_u32_e64 v18, null, s11, v4, vcc_lo
	v_mov_b32_e32 v4, 0
	v_mul_u32_u24_e32 v13, 12, v7
	s_delay_alu instid0(VALU_DEP_4)
	v_min_u32_e32 v19, 32, v3
	v_lshrrev_b32_e32 v3, 2, v1
	s_mov_b32 s9, 0
	v_and_b32_e32 v14, 0xc0, v0
	v_dual_mov_b32 v24, s9 :: v_dual_and_b32 v25, 1, v0
	v_lshlrev_b64 v[7:8], v19, v[1:2]
	v_sub_nc_u32_e32 v21, 32, v19
	v_mov_b32_e32 v26, s9
	v_cmp_eq_u64_e64 s0, 0, v[1:2]
	v_cmp_gt_u64_e64 s1, 32, v[1:2]
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s23, 0
	v_min_u32_e32 v7, 1, v7
	s_cselect_b32 s33, -1, 0
	s_add_u32 s36, s14, -1
	s_addc_u32 s37, s15, -1
	v_cmp_gt_u64_e64 s5, 16, v[1:2]
	s_clz_i32_u64 s10, s[36:37]
	v_cmp_gt_u64_e64 s6, 8, v[1:2]
	s_min_u32 s10, s10, 64
	v_cmp_gt_u64_e64 s7, 4, v[1:2]
	s_sub_u32 s12, 64, s10
	s_subb_u32 s13, 0, 0
	s_cmp_lg_u64 s[36:37], 0
	v_cmp_gt_u64_e64 s8, 2, v[1:2]
	s_cselect_b32 s58, -1, 0
	s_cmp_lg_u32 s22, 0
	s_mov_b32 s38, 0x54442d18
	s_cselect_b32 s59, -1, 0
	s_or_b32 s27, s2, s3
	s_mov_b32 s40, 0xa556c734
	s_xor_b32 s60, s27, -1
	s_add_u32 s10, s14, 3
	s_addc_u32 s11, s15, 0
	s_add_u32 s61, s29, 0x76cf5d0a
	s_lshr_b64 s[14:15], s[10:11], 2
	s_lshr_b32 s10, s11, 2
	v_mad_u64_u32 v[16:17], null, s14, v5, v[3:4]
	v_mul_lo_u32 v3, s14, v6
	v_mul_lo_u32 v20, s10, v5
	v_add_co_u32 v5, vcc_lo, v15, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v6, null, 0, v18, vcc_lo
	v_or_b32_e32 v18, v8, v7
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v16, 0
	v_add3_u32 v3, v20, v17, v3
	s_add_u32 s10, s28, 0x9e3779b9
	v_cvt_f32_u32_e32 v20, v18
	v_cmp_gt_u64_e64 s15, s[12:13], 1
	s_add_u32 s11, s29, 0xbb67ae85
	s_add_u32 s14, s28, 0x3c6ef372
	v_xor_b32_e32 v3, v8, v3
	v_ldexp_f32 v20, v20, v21
	s_add_u32 s62, s28, 0xdaa66d2b
	s_add_u32 s63, s29, 0x32370b8f
	s_add_u32 s64, s28, 0x78dde6e4
	v_xor_b32_e32 v3, s29, v3
	s_add_u32 s65, s29, 0xed9eba14
	s_add_u32 s66, s28, 0x1715609d
	s_add_u32 s67, s29, 0xa9066899
	s_add_u32 s68, s28, 0xb54cda56
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v3, 0
	s_add_u32 s69, s29, 0x646e171e
	s_add_u32 s70, s28, 0x5384540f
	s_add_u32 s71, s29, 0x1fd5c5a3
	s_add_u32 s72, s28, 0xf1bbcdc8
	s_add_u32 s73, s29, 0xdb3d7428
	s_add_i32 s74, s28, 0x8ff34781
	v_xor_b32_e32 v21, s10, v23
	v_and_b32_e32 v23, 2, v0
	v_cmp_eq_u64_e64 s10, 0, v[25:26]
	v_xor_b32_e32 v0, s11, v7
	v_xor_b32_e32 v22, s14, v22
	s_add_i32 s29, s29, 0x96a522ad
	v_cmp_eq_u64_e64 s9, 0, v[23:24]
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v23, v12 :: v_dual_lshlrev_b32 v14, 2, v14
	s_and_b32 s15, s15, exec_lo
	s_mov_b32 s42, 0x1a01a01a
	s_mov_b32 s44, 0x11111111
	s_mov_b32 s46, 0x55555555
	v_or_b32_e32 v15, 0x800, v14
	v_or_b32_e32 v16, 0x400, v14
	v_or_b32_e32 v17, v14, v11
	s_mov_b32 s48, 0xb7789f5c
	s_mov_b32 s50, 0x16c16c17
	v_or_b32_e32 v18, v15, v11
	v_or_b32_e32 v19, v16, v11
	s_cselect_b32 s23, s13, 0
	s_cselect_b32 s22, s12, 1
	s_mov_b32 s39, 0x3ff921fb
	s_mov_b32 s41, 0x3ec71de3
	s_mov_b32 s43, 0xbf2a01a0
	s_mov_b32 s45, 0x3f811111
	s_mov_b32 s47, 0xbfc55555
	s_mov_b32 s49, 0xbe927e4f
	s_mov_b32 s17, 0x3efa01a0
	s_mov_b32 s51, 0xbf56c16c
	s_mov_b32 s53, 0x3fa55555
	s_branch .LBB2_7
.LBB2_5:
	s_or_b32 exec_lo, exec_lo, s12
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v7, v23
.LBB2_6:
	s_add_u32 s34, s34, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v23, v7
	s_addc_u32 s35, s35, 0
	s_mul_f32 s24, s25, s24
	s_cmp_eq_u64 s[34:35], s[18:19]
	s_cbranch_scc1 .LBB2_52
.LBB2_7:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_mul_f32 s52, s26, s24
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v23
	s_mul_f32 s11, s52, 0x4f800000
	s_cmp_lt_f32 s52, 0xf800000
	v_cndmask_b32_e32 v27, 0, v1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v3, s11
	s_cselect_b32 s11, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, s52, v3, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v24, v3
	v_add_nc_u32_e32 v25, -1, v24
	v_add_nc_u32_e32 v26, 1, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v7, 0x80000000, v25
	v_xor_b32_e32 v8, 0x80000000, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v28, v7, v24, v3
	v_fma_f32 v29, v8, v24, v3
	v_cndmask_b32_e64 v8, v23, 0xff800000, s3
	v_cndmask_b32_e64 v7, v27, 0, s3
	ds_store_b32 v18, v8
	ds_store_b32 v19, v7
	v_cmp_ge_f32_e64 s13, 0, v28
	v_cmp_lt_f32_e64 s12, 0, v29
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s1
	s_cbranch_execz .LBB2_9
	ds_load_2addr_b32 v[29:30], v19 offset1:32
	ds_load_2addr_b32 v[31:32], v18 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v32, v31
	v_cmp_gt_f32_e64 s15, v32, v31
	v_cmp_o_f32_e64 s16, v31, v31
	s_and_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s15, s14
	v_cndmask_b32_e64 v27, 0, 1, s14
	s_or_b32 s14, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	v_cndmask_b32_e64 v28, 0, 1, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v27.l, v28.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v18, v27
	ds_store_b32 v19, v28
.LBB2_9:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s5
	s_cbranch_execz .LBB2_11
	ds_load_2addr_b32 v[29:30], v19 offset1:16
	ds_load_2addr_b32 v[31:32], v18 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v32, v31
	v_cmp_gt_f32_e64 s15, v32, v31
	v_cmp_o_f32_e64 s16, v31, v31
	s_and_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s15, s14
	v_cndmask_b32_e64 v27, 0, 1, s14
	s_or_b32 s14, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	v_cndmask_b32_e64 v28, 0, 1, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v27.l, v28.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v18, v27
	ds_store_b32 v19, v28
.LBB2_11:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s6
	s_cbranch_execz .LBB2_13
	ds_load_2addr_b32 v[29:30], v19 offset1:8
	ds_load_2addr_b32 v[31:32], v18 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v32, v31
	v_cmp_gt_f32_e64 s15, v32, v31
	v_cmp_o_f32_e64 s16, v31, v31
	s_and_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s15, s14
	v_cndmask_b32_e64 v27, 0, 1, s14
	s_or_b32 s14, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	v_cndmask_b32_e64 v28, 0, 1, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v27.l, v28.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v18, v27
	ds_store_b32 v19, v28
.LBB2_13:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s7
	s_cbranch_execz .LBB2_15
	ds_load_2addr_b32 v[29:30], v19 offset1:4
	ds_load_2addr_b32 v[31:32], v18 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v32, v31
	v_cmp_gt_f32_e64 s15, v32, v31
	v_cmp_o_f32_e64 s16, v31, v31
	s_and_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s15, s14
	v_cndmask_b32_e64 v27, 0, 1, s14
	s_or_b32 s14, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	v_cndmask_b32_e64 v28, 0, 1, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v27.l, v28.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v18, v27
	ds_store_b32 v19, v28
.LBB2_15:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s8
	s_cbranch_execz .LBB2_17
	ds_load_2addr_b32 v[29:30], v19 offset1:2
	ds_load_2addr_b32 v[31:32], v18 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v32, v31
	v_cmp_gt_f32_e64 s15, v32, v31
	v_cmp_o_f32_e64 s16, v31, v31
	s_and_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s15, s14
	v_cndmask_b32_e64 v27, 0, 1, s14
	s_or_b32 s14, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	v_cndmask_b32_e64 v28, 0, 1, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v27.l, v28.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v18, v27
	ds_store_b32 v19, v28
.LBB2_17:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s0
	s_cbranch_execz .LBB2_19
	ds_load_b32 v29, v19
	ds_load_b32 v30, v18
	ds_load_b32 v31, v16 offset:4
	ds_load_b32 v32, v15 offset:4
	s_waitcnt lgkmcnt(2)
	v_cmp_o_f32_e64 s16, v30, v30
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v31, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v32, v30
	v_cmp_gt_f32_e64 s15, v32, v30
	s_and_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s15, s14
	v_cndmask_b32_e64 v27, 0, 1, s14
	s_or_b32 s14, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	v_cndmask_b32_e64 v28, 0, 1, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v27.l, v28.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v30, v32 :: v_dual_cndmask_b32 v28, v29, v31
	ds_store_b32 v18, v27
	ds_store_b32 v19, v28
.LBB2_19:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s0
	s_cbranch_execz .LBB2_21
	ds_load_b32 v27, v15
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v13, v27 offset:3072
.LBB2_21:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v18, v8
	ds_store_b32 v19, v7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s1
	s_cbranch_execz .LBB2_23
	ds_load_2addr_b32 v[27:28], v19 offset1:32
	ds_load_2addr_b32 v[29:30], v18 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v30, v29
	v_cmp_gt_f32_e64 s15, v30, v29
	v_cmp_o_f32_e64 s16, v29, v29
	s_and_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s15, s14
	v_cndmask_b32_e64 v7, 0, 1, s14
	s_or_b32 s14, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	v_cndmask_b32_e64 v8, 0, 1, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v7.l, v7.l, v8.l, vcc_lo
	v_and_b16 v7.l, 1, v7.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v7.l
	v_dual_cndmask_b32 v7, v29, v30 :: v_dual_cndmask_b32 v8, v27, v28
	ds_store_b32 v18, v7
	ds_store_b32 v19, v8
.LBB2_23:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s5
	s_cbranch_execz .LBB2_25
	ds_load_2addr_b32 v[27:28], v19 offset1:16
	ds_load_2addr_b32 v[29:30], v18 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v30, v29
	v_cmp_gt_f32_e64 s15, v30, v29
	v_cmp_o_f32_e64 s16, v29, v29
	s_and_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s15, s14
	v_cndmask_b32_e64 v7, 0, 1, s14
	s_or_b32 s14, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	v_cndmask_b32_e64 v8, 0, 1, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v7.l, v7.l, v8.l, vcc_lo
	v_and_b16 v7.l, 1, v7.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v7.l
	v_dual_cndmask_b32 v7, v29, v30 :: v_dual_cndmask_b32 v8, v27, v28
	ds_store_b32 v18, v7
	ds_store_b32 v19, v8
.LBB2_25:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s6
	s_cbranch_execz .LBB2_27
	ds_load_2addr_b32 v[27:28], v19 offset1:8
	ds_load_2addr_b32 v[29:30], v18 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v30, v29
	v_cmp_gt_f32_e64 s15, v30, v29
	v_cmp_o_f32_e64 s16, v29, v29
	s_and_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s15, s14
	v_cndmask_b32_e64 v7, 0, 1, s14
	s_or_b32 s14, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	v_cndmask_b32_e64 v8, 0, 1, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v7.l, v7.l, v8.l, vcc_lo
	v_and_b16 v7.l, 1, v7.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v7.l
	v_dual_cndmask_b32 v7, v29, v30 :: v_dual_cndmask_b32 v8, v27, v28
	ds_store_b32 v18, v7
	ds_store_b32 v19, v8
.LBB2_27:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s7
	s_cbranch_execz .LBB2_29
	ds_load_2addr_b32 v[27:28], v19 offset1:4
	ds_load_2addr_b32 v[29:30], v18 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v30, v29
	v_cmp_gt_f32_e64 s15, v30, v29
	v_cmp_o_f32_e64 s16, v29, v29
	s_and_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s15, s14
	v_cndmask_b32_e64 v7, 0, 1, s14
	s_or_b32 s14, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	v_cndmask_b32_e64 v8, 0, 1, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v7.l, v7.l, v8.l, vcc_lo
	v_and_b16 v7.l, 1, v7.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v7.l
	v_dual_cndmask_b32 v7, v29, v30 :: v_dual_cndmask_b32 v8, v27, v28
	ds_store_b32 v18, v7
	ds_store_b32 v19, v8
.LBB2_29:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s8
	s_cbranch_execz .LBB2_31
	ds_load_2addr_b32 v[27:28], v19 offset1:2
	ds_load_2addr_b32 v[29:30], v18 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v30, v29
	v_cmp_gt_f32_e64 s15, v30, v29
	v_cmp_o_f32_e64 s16, v29, v29
	s_and_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s15, s14
	v_cndmask_b32_e64 v7, 0, 1, s14
	s_or_b32 s14, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	v_cndmask_b32_e64 v8, 0, 1, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v7.l, v7.l, v8.l, vcc_lo
	v_and_b16 v7.l, 1, v7.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v7.l
	v_dual_cndmask_b32 v7, v29, v30 :: v_dual_cndmask_b32 v8, v27, v28
	ds_store_b32 v18, v7
	ds_store_b32 v19, v8
.LBB2_31:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s0
	s_cbranch_execz .LBB2_33
	ds_load_b32 v27, v19
	ds_load_b32 v28, v18
	ds_load_b32 v29, v16 offset:4
	ds_load_b32 v30, v15 offset:4
	s_waitcnt lgkmcnt(2)
	v_cmp_o_f32_e64 s16, v28, v28
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v29, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v30, v28
	v_cmp_gt_f32_e64 s15, v30, v28
	s_and_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s15, s14
	v_cndmask_b32_e64 v7, 0, 1, s14
	s_or_b32 s14, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	v_cndmask_b32_e64 v8, 0, 1, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v7.l, v7.l, v8.l, vcc_lo
	v_and_b16 v7.l, 1, v7.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v7.l
	v_dual_cndmask_b32 v7, v28, v30 :: v_dual_cndmask_b32 v8, v27, v29
	ds_store_b32 v18, v7
	ds_store_b32 v19, v8
.LBB2_33:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s0
	s_cbranch_execz .LBB2_35
	ds_load_b32 v7, v16
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v7, v7
	ds_store_b32 v13, v7 offset:3080
.LBB2_35:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s4
	s_cbranch_execz .LBB2_37
	ds_load_b32 v7, v13 offset:3072
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v7, v23, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v7
	v_cndmask_b32_e32 v8, 0xc2d00000, v7, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v8
	v_cndmask_b32_e32 v8, 0x42b20000, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, 0x3fb8aa3b, v8
	v_add_f32_e32 v27, 0x4b400000, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, 0xcb400000, v27
	v_mul_f32_e32 v29, 0xbf317200, v28
	v_mul_f32_e32 v28, 0x35bfbe8e, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, v8, v29
	v_sub_f32_e32 v29, v8, v28
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
	v_cmp_o_f32_e32 vcc_lo, v7, v7
	v_div_fixup_f32 v29, v31, v30, v29
	v_add_nc_u32_e32 v30, 0xb4c00100, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v28, v28, v29
	v_lshrrev_b32_e32 v29, 1, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v8, v8, v28
	v_sub_nc_u32_e32 v27, v27, v29
	v_lshl_add_u32 v28, v29, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v8, 1.0, v8
	v_lshl_add_u32 v27, v27, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, v8, v28
	v_mul_f32_e32 v8, v8, v27
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v7, 0x7fc00000, v8, vcc_lo
	ds_store_b32 v17, v7
.LBB2_37:
	s_or_b32 exec_lo, exec_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s58
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB2_43
	s_mov_b64 s[14:15], 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB2_40
	.p2align	6
.LBB2_39:
	s_or_b32 exec_lo, exec_lo, s16
	s_cmp_eq_u64 s[14:15], s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB2_43
.LBB2_40:
	s_lshl_b64 s[54:55], 1, s14
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	s_add_u32 s56, s54, s36
	s_addc_u32 s57, s55, s37
	s_mov_b32 s16, exec_lo
	s_lshr_b64 s[56:57], s[56:57], s14
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[56:57], v[1:2]
	s_cbranch_execz .LBB2_39
	v_dual_mov_b32 v8, v2 :: v_dual_mov_b32 v7, v1
	s_mov_b32 s55, 0
	.p2align	6
.LBB2_42:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[27:28], s14, v[7:8]
	v_add_co_u32 v7, vcc_lo, v7, 64
	v_add_co_ci_u32_e64 v8, null, 0, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v28, s54, v27
	v_lshl_add_u32 v27, v27, 2, v14
	v_cmp_le_u64_e32 vcc_lo, s[56:57], v[7:8]
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_add_u32 v28, v28, 2, v14
	ds_load_b32 v29, v27
	ds_load_b32 v28, v28
	s_or_b32 s55, vcc_lo, s55
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v28, v29, v28
	ds_store_b32 v27, v28
	s_and_not1_b32 exec_lo, exec_lo, s55
	s_cbranch_execnz .LBB2_42
	s_branch .LBB2_39
.LBB2_43:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s14, s0
	s_cbranch_execz .LBB2_45
	ds_load_b32 v7, v14
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v13, v7 offset:3076
.LBB2_45:
	s_or_b32 exec_lo, exec_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s59
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB2_49
	v_mov_b32_e32 v7, v23
	s_and_saveexec_b32 s14, s60
	s_cbranch_execz .LBB2_48
	v_cndmask_b32_e64 v7, v24, v25, s13
	s_cmp_gt_f32 s52, 0
	v_cmp_class_f32_e64 vcc_lo, v3, 0x260
	s_mov_b32 s16, s42
	global_load_b32 v42, v[5:6], off
	v_cndmask_b32_e64 v7, v7, v26, s12
	s_mov_b32 s52, s46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, 0x37800000, v7
	v_cndmask_b32_e64 v7, v7, v8, s11
	s_cselect_b32 s11, -1, 0
	s_add_u32 s12, s34, s30
	s_addc_u32 s13, s35, s31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s15, s13, 0xcd9e8d57
	s_mul_i32 s13, s13, 0xcd9e8d57
	s_xor_b32 s15, s28, s15
	v_cndmask_b32_e32 v41, v7, v3, vcc_lo
	s_xor_b32 s12, s15, s12
	v_xor_b32_e32 v3, s13, v21
	s_mul_hi_u32 s13, s12, 0xd2511f53
	s_mul_i32 s12, s12, 0xd2511f53
	v_xor_b32_e32 v24, s13, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v24, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s12, s61, v8
	v_xor_b32_e32 v8, v25, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v26, s62, v24
	v_xor3_b32 v24, s63, v28, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v24, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v8, s65, v27
	v_xor3_b32 v8, s64, v29, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v25, s66, v28
	v_xor3_b32 v25, s67, v27, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v8, s69, v26
	v_xor3_b32 v8, s68, v28, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v25, s70, v27
	v_xor3_b32 v25, s71, v29, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v8, s73, v28
	v_xor3_b32 v8, s72, v26, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v3, v28, v26, s9
	v_xor3_b32 v7, v29, v7, s29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v3, 9, v3
	v_cvt_f32_u32_e32 v3, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, 0.5, v3
	v_mul_f32_e32 v3, 0x34000000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[30:31], v3
	v_or_b32_e32 v3, 0xc00, v13
	ds_load_2addr_b32 v[39:40], v3 offset1:1
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v39, v23, v39
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v39
	v_cndmask_b32_e32 v3, 0xc2d00000, v39, vcc_lo
	v_mul_f64 v[30:31], v[30:31], 4.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v3
	v_cndmask_b32_e32 v3, 0x42b20000, v3, vcc_lo
	v_div_scale_f32 v54, vcc_lo, 1.0, v40, 1.0
	v_mul_f32_e32 v8, 0x3fb8aa3b, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v43, 0x4b400000, v8
	v_add_f32_e32 v8, 0xcb400000, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v24, 0xbf317200, v8
	v_mul_f32_e32 v44, 0x35bfbe8e, v8
	v_add_f32_e32 v45, v3, v24
	v_xor3_b32 v24, v25, v27, s74
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v3, v45, v44
	v_add_f64 v[32:33], 0x43380000, v[30:31]
	v_cndmask_b32_e64 v7, v7, v24, s9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v26, v3, v3
	v_lshrrev_b32_e32 v7, 9, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v8, 0x3331bb4c, v26
	v_cvt_f32_u32_e32 v7, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v8, 0xb5ddea0e, v8 :: v_dual_add_f32 v7, 0.5, v7
	v_mul_f32_e32 v8, v26, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v28, 0x34000000, v7
	v_add_f32_e32 v8, 0x388ab355, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, v26, v8
	v_add_f64 v[33:34], 0xc3380000, v[32:33]
	v_add_f64 v[30:31], v[30:31], -v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[30:31], v[30:31], s[38:39]
	v_mul_f64 v[33:34], v[30:31], v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[37:38], v[33:34], s[48:49]
	v_mul_f64 v[35:36], v[33:34], s[40:41]
	v_add_f64 v[37:38], v[37:38], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[35:36], s[42:43]
	v_mul_f64 v[37:38], v[33:34], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[35:36], v[33:34], v[35:36]
	v_add_f64 v[37:38], v[37:38], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[35:36], s[44:45]
	v_mul_f64 v[24:25], v[33:34], v[37:38]
	v_div_scale_f32 v37, null, v40, v40, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v47, v37
	v_fma_f32 v51, -v37, v47, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v8, 0xbb360b61, v8 :: v_dual_fmac_f32 v47, v51, v47
	v_mul_f32_e32 v8, v26, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v55, v54, v47
	v_add_f32_e32 v27, 0x3e2aaaab, v8
	v_mul_f64 v[7:8], v[33:34], v[35:36]
	v_add_nc_u32_e32 v35, 0x4afb0d, v28
	v_mul_f64 v[28:29], v[33:34], v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v26, v27
	v_dual_sub_f32 v26, v3, v26 :: v_dual_and_b32 v27, 0x7fffff, v35
	v_add_f64 v[24:25], v[24:25], s[52:53]
	v_lshrrev_b32_e32 v35, 23, v35
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v3, v3, v26
	v_sub_f32_e32 v36, 2.0, v26
	v_add_nc_u32_e32 v26, 0x3f3504f3, v27
	v_div_scale_f32 v38, null, v36, v36, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_add_f32_e32 v46, -1.0, v26
	v_mul_f64 v[26:27], v[30:31], v[33:34]
	v_mul_f64 v[33:34], v[33:34], -0.5
	v_rcp_f32_e32 v48, v38
	v_div_scale_f32 v51, s12, v3, v36, v3
	v_add_f32_e32 v49, 2.0, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_div_scale_f32 v50, null, v49, v49, v46
	v_fma_f32 v52, -v38, v48, 1.0
	v_div_scale_f32 v57, s13, v46, v49, v46
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_rcp_f32_e32 v53, v50
	v_add_f64 v[7:8], v[7:8], s[46:47]
	v_fmac_f32_e32 v48, v52, v48
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v52, -v50, v53, 1.0
	v_mul_f64 v[24:25], v[28:29], v[24:25]
	v_fmac_f32_e32 v53, v52, v53
	v_fma_f32 v52, -v37, v55, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v56, v51, v48 :: v_dual_mul_f32 v59, v57, v53
	v_fmac_f32_e32 v55, v52, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v58, -v38, v56, v51
	v_add_f64 v[33:34], v[33:34], 1.0
	v_fma_f32 v52, -v50, v59, v57
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v37, -v37, v55, v54
	v_dual_fmac_f32 v56, v58, v48 :: v_dual_fmac_f32 v59, v52, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v37, v37, v47, v55
	v_fma_f32 v38, -v38, v56, v51
	s_mov_b32 vcc_lo, s12
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v47, -v50, v59, v57
	v_div_fmas_f32 v38, v38, v48, v56
	s_mov_b32 vcc_lo, s13
	v_mul_f64 v[7:8], v[26:27], v[7:8]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v26, v47, v53, v59
	v_mul_f32_e32 v48, 0.5, v46
	v_div_fixup_f32 v26, v26, v49, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, v26, v26
	v_mul_f32_e32 v28, v27, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v29, 0x3e789e26, v28
	v_add_f64 v[24:25], v[33:34], v[24:25]
	v_add_f32_e32 v29, 0x3eccce13, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v47, 0x3e91e9ee, v28 :: v_dual_mul_f32 v28, v28, v29
	v_add_f32_e32 v47, 0x3f2aaaaa, v47
	v_add_nc_u32_e32 v29, 0xffffff81, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v27, v27, v47
	v_add_f64 v[7:8], v[30:31], v[7:8]
	v_div_fixup_f32 v30, v38, v36, v3
	v_add_f32_e32 v27, v27, v28
	v_cvt_f32_i32_e32 v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v29, 0x3717f7d1, v28
	v_mul_f32_e32 v28, 0x3f317180, v28
	v_mul_f32_e32 v35, v46, v48
	v_add_f32_e32 v27, v35, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v26, v27
	v_add_f32_e32 v26, v29, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v26, v26, v35
	v_add_f32_e32 v26, v46, v26
	v_xor_b32_e32 v31, 0x80000000, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v28, v28, v26
	v_dual_mov_b32 v27, v4 :: v_dual_and_b32 v26, 2, v32
	v_mul_f32_e32 v28, -2.0, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[26:27]
	v_sub_f32_e32 v27, v44, v30
	v_and_b32_e32 v3, 1, v32
	v_xor_b32_e32 v26, 0x80000000, v25
	v_dual_mul_f32 v30, 0x4f800000, v28 :: v_dual_sub_f32 v27, v45, v27
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s12, 0, v[3:4]
	v_dual_cndmask_b32 v3, v31, v8 :: v_dual_cndmask_b32 v8, v8, v31
	v_div_fixup_f32 v31, v37, v40, 1.0
	v_add_f32_e32 v27, 1.0, v27
	v_cndmask_b32_e32 v25, v26, v25, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v28
	v_add_nc_u32_e32 v29, 0xb4c00100, v43
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v3, v25, v3, s12
	v_cndmask_b32_e32 v26, v28, v30, vcc_lo
	v_cndmask_b32_e64 v28, v24, v7, s12
	v_cndmask_b32_e64 v7, v7, v24, s12
	v_cndmask_b32_e64 v8, v8, v25, s12
	v_lshrrev_b32_e32 v24, 1, v29
	v_sqrt_f32_e32 v25, v26
	v_add_f32_e32 v30, v23, v23
	v_cndmask_b32_e64 v7, v28, v7, s10
	v_cndmask_b32_e64 v8, v3, v8, s10
	v_sub_nc_u32_e32 v3, v43, v24
	v_lshl_add_u32 v24, v24, 23, 0xff800000
	ds_load_b32 v28, v13 offset:3080
	v_cvt_f32_f64_e32 v7, v[7:8]
	v_lshl_add_u32 v3, v3, 23, 0x7f800000
	v_add_nc_u32_e32 v8, -1, v25
	v_dual_mul_f32 v24, v27, v24 :: v_dual_add_nc_u32 v27, 1, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v29, -v8, v25, v26
	v_mul_f32_e32 v3, v24, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v24, -v27, v25, v26
	v_cmp_ge_f32_e64 s12, 0, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v8, v25, v8, s12
	v_cmp_o_f32_e64 s12, v39, v39
	v_mul_f32_e32 v25, 0x3d4ccccd, v30
	v_cndmask_b32_e64 v3, 0x7fc00000, v3, s12
	v_cmp_lt_f32_e64 s12, 0, v24
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v24, v25, v42
	v_cndmask_b32_e64 v8, v8, v27, s12
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s12, v28, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v25, 0x37800000, v8
	v_cndmask_b32_e64 v27, 0, 0x3dcccccd, s12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v8, v8, v25, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v26, 0x260
	v_dual_mul_f32 v3, v31, v3 :: v_dual_cndmask_b32 v8, v8, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f32_e32 v3, v24, v3
	v_cndmask_b32_e64 v24, 0, v41, s11
	v_mul_f32_e32 v7, v8, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v3, v27, v3
	v_cndmask_b32_e64 v24, v24, s21, s33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v3, s20, v3
	v_mul_f32_e32 v7, v24, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v3, v23, v3
	v_add_f32_e32 v3, v7, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v7, 0x7fffffff, v3
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v7
	v_cndmask_b32_e32 v7, 0x7fc00000, v3, vcc_lo
.LBB2_48:
	s_or_b32 exec_lo, exec_lo, s14
	s_cbranch_execnz .LBB2_6
	s_branch .LBB2_50
.LBB2_49:
.LBB2_50:
	s_and_saveexec_b32 s12, s60
	s_cbranch_execz .LBB2_5
	global_load_b32 v3, v[5:6], off
	v_or_b32_e32 v7, 0xc00, v13
	ds_load_2addr_b32 v[7:8], v7 offset1:1
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v7, v23, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v7
	v_cndmask_b32_e32 v24, 0xc2d00000, v7, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v24
	v_cndmask_b32_e32 v24, 0x42b20000, v24, vcc_lo
	v_div_scale_f32 v35, vcc_lo, 1.0, v8, 1.0
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
	v_div_scale_f32 v29, null, v8, v8, 1.0
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_fmac_f32_e32 v31, v33, v31
	v_div_scale_f32 v33, s11, v27, v28, v27
	v_fma_f32 v34, -v30, v32, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v32, v34, v32
	v_mul_f32_e32 v34, v35, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v36, v33, v32
	v_fma_f32 v37, -v29, v34, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v38, -v30, v36, v33
	v_fmac_f32_e32 v34, v37, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v36, v38, v32
	v_fma_f32 v29, -v29, v34, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v30, -v30, v36, v33
	v_div_fmas_f32 v29, v29, v31, v34
	s_mov_b32 vcc_lo, s11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v30, v30, v32, v36
	v_cmp_o_f32_e32 vcc_lo, v7, v7
	v_div_fixup_f32 v8, v29, v8, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v27, v30, v28, v27
	v_add_nc_u32_e32 v28, 0xb4c00100, v25
	v_sub_f32_e32 v26, v26, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v27, 1, v28
	v_sub_f32_e32 v24, v24, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v25, v25, v27
	v_lshl_add_u32 v26, v27, 23, 0xff800000
	ds_load_b32 v27, v13 offset:3080
	v_add_f32_e32 v24, 1.0, v24
	v_lshl_add_u32 v25, v25, 23, 0x7f800000
	v_mul_f32_e32 v24, v24, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v24, v24, v25 :: v_dual_add_f32 v25, v23, v23
	v_cndmask_b32_e32 v7, 0x7fc00000, v24, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v27, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, v8, v7
	v_cndmask_b32_e64 v8, 0, 0x3dcccccd, vcc_lo
	v_mul_f32_e32 v24, 0x3d4ccccd, v25
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v3, v24, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v3, v7
	v_add_f32_e32 v3, v8, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, s20, v3
	v_sub_f32_e32 v3, v23, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v7, 0x7fffffff, v3
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v7
	v_cndmask_b32_e32 v23, 0x7fc00000, v3, vcc_lo
	s_branch .LBB2_5
.LBB2_52:
	s_branch .LBB2_55
.LBB2_53:
	s_or_b32 s0, s2, s3
	s_and_not1_b32 s1, s27, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s27, s1, s0
	s_xor_b32 s0, s27, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB2_56
	s_branch .LBB2_57
.LBB2_54:
	s_cbranch_execnz .LBB2_53
.LBB2_55:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v12, v7
	s_xor_b32 s0, s27, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB2_57
.LBB2_56:
	v_add_co_u32 v0, vcc_lo, v9, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v10, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v12, off
.LBB2_57:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_fast_w64x4
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
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 75
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
		.amdhsa_inst_pref_size 54
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
	.size	tessera_softmax_fast_w64x4, .Lfunc_end2-tessera_softmax_fast_w64x4

	.set tessera_softmax_fast_w64x4.num_vgpr, 60
	.set tessera_softmax_fast_w64x4.num_agpr, 0
	.set tessera_softmax_fast_w64x4.numbered_sgpr, 75
	.set tessera_softmax_fast_w64x4.num_named_barrier, 0
	.set tessera_softmax_fast_w64x4.private_seg_size, 0
	.set tessera_softmax_fast_w64x4.uses_vcc, 1
	.set tessera_softmax_fast_w64x4.uses_flat_scratch, 0
	.set tessera_softmax_fast_w64x4.has_dyn_sized_stack, 0
	.set tessera_softmax_fast_w64x4.has_recursion, 0
	.set tessera_softmax_fast_w64x4.has_indirect_call, 0
	.globl	tessera_softmax_fast_w128x2
	.p2align	8
	.type	tessera_softmax_fast_w128x2,@function
tessera_softmax_fast_w128x2:
	s_load_b256 s[8:15], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u64_e64 s3, 0x80, s[14:15]
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB3_61
	v_lshrrev_b32_e32 v7, 7, v0
	s_mov_b32 s3, 0
	s_load_b64 s[18:19], s[0:1], 0x20
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s4, s12, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v7
	s_addc_u32 s5, s13, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_le_u64_e64 s2, s[12:13], v[1:2]
	v_mov_b32_e32 v2, s5
	v_cndmask_b32_e64 v5, v1, s4, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v6, s3, v2, s2
	v_mul_lo_u32 v1, v5, s15
	v_mad_u64_u32 v[3:4], null, v5, s14, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v2, v6, s14
	v_add3_u32 v4, v4, v1, v2
	v_dual_mov_b32 v2, 0 :: v_dual_and_b32 v1, 0x7f, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_cmp_le_u64_e64 s3, s[14:15], v[1:2]
	v_cmp_gt_u64_e64 s4, s[14:15], v[1:2]
	v_lshlrev_b32_e32 v11, 2, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v9, vcc_lo, s8, v3
	v_add_co_ci_u32_e64 v10, null, s9, v4, vcc_lo
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB3_3
	v_add_co_u32 v12, vcc_lo, v9, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v10, vcc_lo
	global_load_b32 v12, v[12:13], off
.LBB3_3:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[18:19], 0
	s_mov_b64 s[34:35], 0
	s_cbranch_scc0 .LBB3_58
	s_clause 0x1
	s_load_b256 s[20:27], s[0:1], 0x28
	s_load_b128 s[28:31], s[0:1], 0x48
	v_add_co_u32 v15, vcc_lo, s10, v3
	v_clz_i32_u32_e32 v3, 0
	v_add_co_ci_u32_e64 v18, null, s11, v4, vcc_lo
	v_mov_b32_e32 v4, 0
	v_mul_u32_u24_e32 v13, 12, v7
	s_delay_alu instid0(VALU_DEP_4)
	v_min_u32_e32 v19, 32, v3
	v_lshrrev_b32_e32 v3, 2, v1
	s_mov_b32 s16, 0
	v_and_b32_e32 v14, 0x80, v0
	v_dual_mov_b32 v24, s16 :: v_dual_and_b32 v25, 1, v0
	v_lshlrev_b64 v[7:8], v19, v[1:2]
	v_mov_b32_e32 v26, s16
	v_cmp_eq_u64_e64 s0, 0, v[1:2]
	v_cmp_gt_u64_e64 s1, 64, v[1:2]
	v_cmp_gt_u64_e64 s5, 32, v[1:2]
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s23, 0
	v_min_u32_e32 v7, 1, v7
	s_cselect_b32 s33, -1, 0
	s_add_u32 s36, s14, -1
	s_addc_u32 s37, s15, -1
	v_cmp_gt_u64_e64 s6, 16, v[1:2]
	s_clz_i32_u64 s10, s[36:37]
	v_cmp_gt_u64_e64 s7, 8, v[1:2]
	s_min_u32 s10, s10, 64
	v_cmp_gt_u64_e64 s8, 4, v[1:2]
	s_sub_u32 s12, 64, s10
	s_subb_u32 s13, 0, 0
	s_cmp_lg_u64 s[36:37], 0
	v_cmp_gt_u64_e64 s16, s[12:13], 1
	s_cselect_b32 s60, -1, 0
	s_cmp_lg_u32 s22, 0
	v_cmp_gt_u64_e64 s9, 2, v[1:2]
	s_cselect_b32 s61, -1, 0
	s_or_b32 s27, s2, s3
	s_mov_b32 s38, 0x54442d18
	s_xor_b32 s62, s27, -1
	s_add_u32 s10, s14, 3
	s_addc_u32 s11, s15, 0
	s_add_u32 s63, s29, 0x76cf5d0a
	s_lshr_b64 s[14:15], s[10:11], 2
	s_lshr_b32 s10, s11, 2
	v_mad_u64_u32 v[16:17], null, s14, v5, v[3:4]
	v_mul_lo_u32 v3, s14, v6
	v_mul_lo_u32 v20, s10, v5
	v_add_co_u32 v5, vcc_lo, v15, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v6, null, 0, v18, vcc_lo
	v_or_b32_e32 v18, v8, v7
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v16, 0
	v_add3_u32 v3, v20, v17, v3
	v_sub_nc_u32_e32 v20, 32, v19
	v_cvt_f32_u32_e32 v21, v18
	s_add_u32 s10, s28, 0x9e3779b9
	s_add_u32 s14, s29, 0xbb67ae85
	s_add_u32 s15, s28, 0x3c6ef372
	s_delay_alu instid0(VALU_DEP_4)
	v_xor_b32_e32 v3, v8, v3
	v_ldexp_f32 v20, v21, v20
	v_cmp_eq_u64_e64 s11, 0, v[25:26]
	s_add_u32 s64, s28, 0xdaa66d2b
	s_add_u32 s65, s29, 0x32370b8f
	v_xor_b32_e32 v3, s29, v3
	s_add_u32 s66, s28, 0x78dde6e4
	s_add_u32 s67, s29, 0xed9eba14
	s_add_u32 s68, s28, 0x1715609d
	s_add_u32 s69, s29, 0xa9066899
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v3, 0
	s_add_u32 s70, s28, 0xb54cda56
	s_add_u32 s71, s29, 0x646e171e
	s_add_u32 s72, s28, 0x5384540f
	s_add_u32 s73, s29, 0x1fd5c5a3
	s_add_u32 s74, s28, 0xf1bbcdc8
	s_add_u32 s75, s29, 0xdb3d7428
	v_xor_b32_e32 v21, s10, v23
	v_and_b32_e32 v23, 2, v0
	v_xor_b32_e32 v0, s14, v7
	v_xor_b32_e32 v22, s15, v22
	s_add_i32 s76, s28, 0x8ff34781
	s_add_i32 s29, s29, 0x96a522ad
	v_cmp_eq_u64_e64 s10, 0, v[23:24]
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v23, v12 :: v_dual_lshlrev_b32 v14, 2, v14
	s_and_b32 s16, s16, exec_lo
	s_mov_b32 s40, 0xa556c734
	s_mov_b32 s42, 0x1a01a01a
	s_mov_b32 s44, 0x11111111
	v_or_b32_e32 v15, 0x800, v14
	v_or_b32_e32 v16, 0x400, v14
	v_or_b32_e32 v17, v14, v11
	s_mov_b32 s46, 0x55555555
	s_mov_b32 s48, 0xb7789f5c
	v_or_b32_e32 v18, v15, v11
	v_or_b32_e32 v19, v16, v11
	s_mov_b32 s52, 0x16c16c17
	s_cselect_b32 s23, s13, 0
	s_cselect_b32 s22, s12, 1
	s_mov_b32 s39, 0x3ff921fb
	s_mov_b32 s41, 0x3ec71de3
	s_mov_b32 s43, 0xbf2a01a0
	s_mov_b32 s45, 0x3f811111
	s_mov_b32 s47, 0xbfc55555
	s_mov_b32 s49, 0xbe927e4f
	s_mov_b32 s51, 0x3efa01a0
	s_mov_b32 s53, 0xbf56c16c
	s_mov_b32 s55, 0x3fa55555
	s_branch .LBB3_7
.LBB3_5:
	s_or_b32 exec_lo, exec_lo, s13
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v7, v23
.LBB3_6:
	s_add_u32 s34, s34, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v23, v7
	s_addc_u32 s35, s35, 0
	s_mul_f32 s24, s25, s24
	s_cmp_eq_u64 s[34:35], s[18:19]
	s_cbranch_scc1 .LBB3_56
.LBB3_7:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_mul_f32 s50, s26, s24
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v23
	s_mul_f32 s12, s50, 0x4f800000
	s_cmp_lt_f32 s50, 0xf800000
	v_cndmask_b32_e32 v27, 0, v1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v3, s12
	s_cselect_b32 s12, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, s50, v3, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v24, v3
	v_add_nc_u32_e32 v25, -1, v24
	v_add_nc_u32_e32 v26, 1, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v7, 0x80000000, v25
	v_xor_b32_e32 v8, 0x80000000, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v28, v7, v24, v3
	v_fma_f32 v29, v8, v24, v3
	v_cndmask_b32_e64 v8, v23, 0xff800000, s3
	v_cndmask_b32_e64 v7, v27, 0, s3
	ds_store_b32 v18, v8
	ds_store_b32 v19, v7
	v_cmp_ge_f32_e64 s14, 0, v28
	v_cmp_lt_f32_e64 s13, 0, v29
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s1
	s_cbranch_execz .LBB3_9
	ds_load_2addr_stride64_b32 v[29:30], v19 offset1:1
	ds_load_2addr_stride64_b32 v[31:32], v18 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v32, v31
	v_cmp_gt_f32_e64 s16, v32, v31
	v_cmp_o_f32_e64 s17, v31, v31
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v27, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	v_cndmask_b32_e64 v28, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v27.l, v28.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v18, v27
	ds_store_b32 v19, v28
.LBB3_9:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s5
	s_cbranch_execz .LBB3_11
	ds_load_2addr_b32 v[29:30], v19 offset1:32
	ds_load_2addr_b32 v[31:32], v18 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v32, v31
	v_cmp_gt_f32_e64 s16, v32, v31
	v_cmp_o_f32_e64 s17, v31, v31
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v27, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	v_cndmask_b32_e64 v28, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v27.l, v28.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v18, v27
	ds_store_b32 v19, v28
.LBB3_11:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s6
	s_cbranch_execz .LBB3_13
	ds_load_2addr_b32 v[29:30], v19 offset1:16
	ds_load_2addr_b32 v[31:32], v18 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v32, v31
	v_cmp_gt_f32_e64 s16, v32, v31
	v_cmp_o_f32_e64 s17, v31, v31
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v27, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	v_cndmask_b32_e64 v28, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v27.l, v28.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v18, v27
	ds_store_b32 v19, v28
.LBB3_13:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s7
	s_cbranch_execz .LBB3_15
	ds_load_2addr_b32 v[29:30], v19 offset1:8
	ds_load_2addr_b32 v[31:32], v18 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v32, v31
	v_cmp_gt_f32_e64 s16, v32, v31
	v_cmp_o_f32_e64 s17, v31, v31
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v27, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	v_cndmask_b32_e64 v28, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v27.l, v28.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v18, v27
	ds_store_b32 v19, v28
.LBB3_15:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s8
	s_cbranch_execz .LBB3_17
	ds_load_2addr_b32 v[29:30], v19 offset1:4
	ds_load_2addr_b32 v[31:32], v18 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v32, v31
	v_cmp_gt_f32_e64 s16, v32, v31
	v_cmp_o_f32_e64 s17, v31, v31
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v27, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	v_cndmask_b32_e64 v28, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v27.l, v28.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v18, v27
	ds_store_b32 v19, v28
.LBB3_17:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s9
	s_cbranch_execz .LBB3_19
	ds_load_2addr_b32 v[29:30], v19 offset1:2
	ds_load_2addr_b32 v[31:32], v18 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v32, v31
	v_cmp_gt_f32_e64 s16, v32, v31
	v_cmp_o_f32_e64 s17, v31, v31
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v27, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	v_cndmask_b32_e64 v28, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v27.l, v28.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v31, v32 :: v_dual_cndmask_b32 v28, v29, v30
	ds_store_b32 v18, v27
	ds_store_b32 v19, v28
.LBB3_19:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s0
	s_cbranch_execz .LBB3_21
	ds_load_b32 v29, v19
	ds_load_b32 v30, v18
	ds_load_b32 v31, v16 offset:4
	ds_load_b32 v32, v15 offset:4
	s_waitcnt lgkmcnt(2)
	v_cmp_o_f32_e64 s17, v30, v30
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v31, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v32, v30
	v_cmp_gt_f32_e64 s16, v32, v30
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v27, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	v_cndmask_b32_e64 v28, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v27.l, v27.l, v28.l, vcc_lo
	v_and_b16 v27.l, 1, v27.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v27.l
	v_dual_cndmask_b32 v27, v30, v32 :: v_dual_cndmask_b32 v28, v29, v31
	ds_store_b32 v18, v27
	ds_store_b32 v19, v28
.LBB3_21:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s0
	s_cbranch_execz .LBB3_23
	ds_load_b32 v27, v15
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v13, v27 offset:3072
.LBB3_23:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v18, v8
	ds_store_b32 v19, v7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s1
	s_cbranch_execz .LBB3_25
	ds_load_2addr_stride64_b32 v[27:28], v19 offset1:1
	ds_load_2addr_stride64_b32 v[29:30], v18 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v30, v29
	v_cmp_gt_f32_e64 s16, v30, v29
	v_cmp_o_f32_e64 s17, v29, v29
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v7, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	v_cndmask_b32_e64 v8, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v7.l, v7.l, v8.l, vcc_lo
	v_and_b16 v7.l, 1, v7.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v7.l
	v_dual_cndmask_b32 v7, v29, v30 :: v_dual_cndmask_b32 v8, v27, v28
	ds_store_b32 v18, v7
	ds_store_b32 v19, v8
.LBB3_25:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s5
	s_cbranch_execz .LBB3_27
	ds_load_2addr_b32 v[27:28], v19 offset1:32
	ds_load_2addr_b32 v[29:30], v18 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v30, v29
	v_cmp_gt_f32_e64 s16, v30, v29
	v_cmp_o_f32_e64 s17, v29, v29
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v7, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	v_cndmask_b32_e64 v8, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v7.l, v7.l, v8.l, vcc_lo
	v_and_b16 v7.l, 1, v7.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v7.l
	v_dual_cndmask_b32 v7, v29, v30 :: v_dual_cndmask_b32 v8, v27, v28
	ds_store_b32 v18, v7
	ds_store_b32 v19, v8
.LBB3_27:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s6
	s_cbranch_execz .LBB3_29
	ds_load_2addr_b32 v[27:28], v19 offset1:16
	ds_load_2addr_b32 v[29:30], v18 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v30, v29
	v_cmp_gt_f32_e64 s16, v30, v29
	v_cmp_o_f32_e64 s17, v29, v29
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v7, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	v_cndmask_b32_e64 v8, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v7.l, v7.l, v8.l, vcc_lo
	v_and_b16 v7.l, 1, v7.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v7.l
	v_dual_cndmask_b32 v7, v29, v30 :: v_dual_cndmask_b32 v8, v27, v28
	ds_store_b32 v18, v7
	ds_store_b32 v19, v8
.LBB3_29:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s7
	s_cbranch_execz .LBB3_31
	ds_load_2addr_b32 v[27:28], v19 offset1:8
	ds_load_2addr_b32 v[29:30], v18 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v30, v29
	v_cmp_gt_f32_e64 s16, v30, v29
	v_cmp_o_f32_e64 s17, v29, v29
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v7, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	v_cndmask_b32_e64 v8, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v7.l, v7.l, v8.l, vcc_lo
	v_and_b16 v7.l, 1, v7.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v7.l
	v_dual_cndmask_b32 v7, v29, v30 :: v_dual_cndmask_b32 v8, v27, v28
	ds_store_b32 v18, v7
	ds_store_b32 v19, v8
.LBB3_31:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s8
	s_cbranch_execz .LBB3_33
	ds_load_2addr_b32 v[27:28], v19 offset1:4
	ds_load_2addr_b32 v[29:30], v18 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v30, v29
	v_cmp_gt_f32_e64 s16, v30, v29
	v_cmp_o_f32_e64 s17, v29, v29
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v7, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	v_cndmask_b32_e64 v8, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v7.l, v7.l, v8.l, vcc_lo
	v_and_b16 v7.l, 1, v7.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v7.l
	v_dual_cndmask_b32 v7, v29, v30 :: v_dual_cndmask_b32 v8, v27, v28
	ds_store_b32 v18, v7
	ds_store_b32 v19, v8
.LBB3_33:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s9
	s_cbranch_execz .LBB3_35
	ds_load_2addr_b32 v[27:28], v19 offset1:2
	ds_load_2addr_b32 v[29:30], v18 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v30, v29
	v_cmp_gt_f32_e64 s16, v30, v29
	v_cmp_o_f32_e64 s17, v29, v29
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v7, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	v_cndmask_b32_e64 v8, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v7.l, v7.l, v8.l, vcc_lo
	v_and_b16 v7.l, 1, v7.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v7.l
	v_dual_cndmask_b32 v7, v29, v30 :: v_dual_cndmask_b32 v8, v27, v28
	ds_store_b32 v18, v7
	ds_store_b32 v19, v8
.LBB3_35:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s0
	s_cbranch_execz .LBB3_37
	ds_load_b32 v27, v19
	ds_load_b32 v28, v18
	ds_load_b32 v29, v16 offset:4
	ds_load_b32 v30, v15 offset:4
	s_waitcnt lgkmcnt(2)
	v_cmp_o_f32_e64 s17, v28, v28
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v29, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v30, v28
	v_cmp_gt_f32_e64 s16, v30, v28
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v7, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v30, v30
	v_cndmask_b32_e64 v8, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v7.l, v7.l, v8.l, vcc_lo
	v_and_b16 v7.l, 1, v7.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v7.l
	v_dual_cndmask_b32 v7, v28, v30 :: v_dual_cndmask_b32 v8, v27, v29
	ds_store_b32 v18, v7
	ds_store_b32 v19, v8
.LBB3_37:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s0
	s_cbranch_execz .LBB3_39
	ds_load_b32 v7, v16
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v7, v7
	ds_store_b32 v13, v7 offset:3080
.LBB3_39:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB3_41
	ds_load_b32 v7, v13 offset:3072
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v7, v23, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v7
	v_cndmask_b32_e32 v8, 0xc2d00000, v7, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v8
	v_cndmask_b32_e32 v8, 0x42b20000, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, 0x3fb8aa3b, v8
	v_add_f32_e32 v27, 0x4b400000, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, 0xcb400000, v27
	v_mul_f32_e32 v29, 0xbf317200, v28
	v_mul_f32_e32 v28, 0x35bfbe8e, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, v8, v29
	v_sub_f32_e32 v29, v8, v28
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
	v_cmp_o_f32_e32 vcc_lo, v7, v7
	v_div_fixup_f32 v29, v31, v30, v29
	v_add_nc_u32_e32 v30, 0xb4c00100, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v28, v28, v29
	v_lshrrev_b32_e32 v29, 1, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v8, v8, v28
	v_sub_nc_u32_e32 v27, v27, v29
	v_lshl_add_u32 v28, v29, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v8, 1.0, v8
	v_lshl_add_u32 v27, v27, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, v8, v28
	v_mul_f32_e32 v8, v8, v27
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v7, 0x7fc00000, v8, vcc_lo
	ds_store_b32 v17, v7
.LBB3_41:
	s_or_b32 exec_lo, exec_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s60
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB3_47
	s_mov_b64 s[16:17], 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB3_44
	.p2align	6
.LBB3_43:
	s_or_b32 exec_lo, exec_lo, s15
	s_cmp_eq_u64 s[16:17], s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB3_47
.LBB3_44:
	s_lshl_b64 s[56:57], 1, s16
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	s_add_u32 s58, s56, s36
	s_addc_u32 s59, s57, s37
	s_mov_b32 s15, exec_lo
	s_lshr_b64 s[58:59], s[58:59], s16
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[58:59], v[1:2]
	s_cbranch_execz .LBB3_43
	v_dual_mov_b32 v8, v2 :: v_dual_mov_b32 v7, v1
	s_mov_b32 s54, 0
	.p2align	6
.LBB3_46:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[27:28], s16, v[7:8]
	v_add_co_u32 v7, vcc_lo, 0x80, v7
	v_add_co_ci_u32_e64 v8, null, 0, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v28, s56, v27
	v_lshl_add_u32 v27, v27, 2, v14
	v_cmp_le_u64_e32 vcc_lo, s[58:59], v[7:8]
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_add_u32 v28, v28, 2, v14
	ds_load_b32 v29, v27
	ds_load_b32 v28, v28
	s_or_b32 s54, vcc_lo, s54
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v28, v29, v28
	ds_store_b32 v27, v28
	s_and_not1_b32 exec_lo, exec_lo, s54
	s_cbranch_execnz .LBB3_46
	s_branch .LBB3_43
.LBB3_47:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s15, s0
	s_cbranch_execz .LBB3_49
	ds_load_b32 v7, v14
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v13, v7 offset:3076
.LBB3_49:
	s_or_b32 exec_lo, exec_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s61
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB3_53
	v_mov_b32_e32 v7, v23
	s_and_saveexec_b32 s15, s62
	s_cbranch_execz .LBB3_52
	v_cndmask_b32_e64 v7, v24, v25, s14
	s_cmp_gt_f32 s50, 0
	v_cmp_class_f32_e64 vcc_lo, v3, 0x260
	s_mov_b32 s50, s42
	global_load_b32 v42, v[5:6], off
	v_cndmask_b32_e64 v7, v7, v26, s13
	s_mov_b32 s54, s46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, 0x37800000, v7
	v_cndmask_b32_e64 v7, v7, v8, s12
	s_cselect_b32 s12, -1, 0
	s_add_u32 s13, s34, s30
	s_addc_u32 s14, s35, s31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s16, s14, 0xcd9e8d57
	s_mul_i32 s14, s14, 0xcd9e8d57
	s_xor_b32 s16, s28, s16
	v_cndmask_b32_e32 v41, v7, v3, vcc_lo
	s_xor_b32 s13, s16, s13
	v_xor_b32_e32 v3, s14, v21
	s_mul_hi_u32 s14, s13, 0xd2511f53
	s_mul_i32 s13, s13, 0xd2511f53
	v_xor_b32_e32 v24, s14, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v24, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s13, s63, v8
	v_xor_b32_e32 v8, v25, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v26, s64, v24
	v_xor3_b32 v24, s65, v28, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v24, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v8, s67, v27
	v_xor3_b32 v8, s66, v29, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v25, s68, v28
	v_xor3_b32 v25, s69, v27, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v8, s71, v26
	v_xor3_b32 v8, s70, v28, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v25, s72, v27
	v_xor3_b32 v25, s73, v29, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v8, s75, v28
	v_xor3_b32 v8, s74, v26, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v3, v28, v26, s10
	v_xor3_b32 v7, v29, v7, s29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v3, 9, v3
	v_cvt_f32_u32_e32 v3, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, 0.5, v3
	v_mul_f32_e32 v3, 0x34000000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[30:31], v3
	v_or_b32_e32 v3, 0xc00, v13
	ds_load_2addr_b32 v[39:40], v3 offset1:1
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v39, v23, v39
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v39
	v_cndmask_b32_e32 v3, 0xc2d00000, v39, vcc_lo
	v_mul_f64 v[30:31], v[30:31], 4.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v3
	v_cndmask_b32_e32 v3, 0x42b20000, v3, vcc_lo
	v_div_scale_f32 v54, vcc_lo, 1.0, v40, 1.0
	v_mul_f32_e32 v8, 0x3fb8aa3b, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v43, 0x4b400000, v8
	v_add_f32_e32 v8, 0xcb400000, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v24, 0xbf317200, v8
	v_mul_f32_e32 v44, 0x35bfbe8e, v8
	v_add_f32_e32 v45, v3, v24
	v_xor3_b32 v24, v25, v27, s76
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v3, v45, v44
	v_add_f64 v[32:33], 0x43380000, v[30:31]
	v_cndmask_b32_e64 v7, v7, v24, s10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v26, v3, v3
	v_lshrrev_b32_e32 v7, 9, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v8, 0x3331bb4c, v26
	v_cvt_f32_u32_e32 v7, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v8, 0xb5ddea0e, v8 :: v_dual_add_f32 v7, 0.5, v7
	v_mul_f32_e32 v8, v26, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v28, 0x34000000, v7
	v_add_f32_e32 v8, 0x388ab355, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, v26, v8
	v_add_f64 v[33:34], 0xc3380000, v[32:33]
	v_add_f64 v[30:31], v[30:31], -v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[30:31], v[30:31], s[38:39]
	v_mul_f64 v[33:34], v[30:31], v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[37:38], v[33:34], s[48:49]
	v_mul_f64 v[35:36], v[33:34], s[40:41]
	v_add_f64 v[37:38], v[37:38], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[35:36], s[42:43]
	v_mul_f64 v[37:38], v[33:34], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[35:36], v[33:34], v[35:36]
	v_add_f64 v[37:38], v[37:38], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[35:36], s[44:45]
	v_mul_f64 v[24:25], v[33:34], v[37:38]
	v_div_scale_f32 v37, null, v40, v40, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v47, v37
	v_fma_f32 v51, -v37, v47, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v8, 0xbb360b61, v8 :: v_dual_fmac_f32 v47, v51, v47
	v_mul_f32_e32 v8, v26, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v55, v54, v47
	v_add_f32_e32 v27, 0x3e2aaaab, v8
	v_mul_f64 v[7:8], v[33:34], v[35:36]
	v_add_nc_u32_e32 v35, 0x4afb0d, v28
	v_mul_f64 v[28:29], v[33:34], v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v26, v27
	v_dual_sub_f32 v26, v3, v26 :: v_dual_and_b32 v27, 0x7fffff, v35
	v_add_f64 v[24:25], v[24:25], s[54:55]
	v_lshrrev_b32_e32 v35, 23, v35
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v3, v3, v26
	v_sub_f32_e32 v36, 2.0, v26
	v_add_nc_u32_e32 v26, 0x3f3504f3, v27
	v_div_scale_f32 v38, null, v36, v36, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_add_f32_e32 v46, -1.0, v26
	v_mul_f64 v[26:27], v[30:31], v[33:34]
	v_mul_f64 v[33:34], v[33:34], -0.5
	v_rcp_f32_e32 v48, v38
	v_div_scale_f32 v51, s13, v3, v36, v3
	v_add_f32_e32 v49, 2.0, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_div_scale_f32 v50, null, v49, v49, v46
	v_fma_f32 v52, -v38, v48, 1.0
	v_div_scale_f32 v57, s14, v46, v49, v46
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_rcp_f32_e32 v53, v50
	v_add_f64 v[7:8], v[7:8], s[46:47]
	v_fmac_f32_e32 v48, v52, v48
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v52, -v50, v53, 1.0
	v_mul_f64 v[24:25], v[28:29], v[24:25]
	v_fmac_f32_e32 v53, v52, v53
	v_fma_f32 v52, -v37, v55, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v56, v51, v48 :: v_dual_mul_f32 v59, v57, v53
	v_fmac_f32_e32 v55, v52, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v58, -v38, v56, v51
	v_add_f64 v[33:34], v[33:34], 1.0
	v_fma_f32 v52, -v50, v59, v57
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v37, -v37, v55, v54
	v_dual_fmac_f32 v56, v58, v48 :: v_dual_fmac_f32 v59, v52, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v37, v37, v47, v55
	v_fma_f32 v38, -v38, v56, v51
	s_mov_b32 vcc_lo, s13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v47, -v50, v59, v57
	v_div_fmas_f32 v38, v38, v48, v56
	s_mov_b32 vcc_lo, s14
	v_mul_f64 v[7:8], v[26:27], v[7:8]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v26, v47, v53, v59
	v_mul_f32_e32 v48, 0.5, v46
	v_div_fixup_f32 v26, v26, v49, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, v26, v26
	v_mul_f32_e32 v28, v27, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v29, 0x3e789e26, v28
	v_add_f64 v[24:25], v[33:34], v[24:25]
	v_add_f32_e32 v29, 0x3eccce13, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v47, 0x3e91e9ee, v28 :: v_dual_mul_f32 v28, v28, v29
	v_add_f32_e32 v47, 0x3f2aaaaa, v47
	v_add_nc_u32_e32 v29, 0xffffff81, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v27, v27, v47
	v_add_f64 v[7:8], v[30:31], v[7:8]
	v_div_fixup_f32 v30, v38, v36, v3
	v_add_f32_e32 v27, v27, v28
	v_cvt_f32_i32_e32 v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v29, 0x3717f7d1, v28
	v_mul_f32_e32 v28, 0x3f317180, v28
	v_mul_f32_e32 v35, v46, v48
	v_add_f32_e32 v27, v35, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v26, v27
	v_add_f32_e32 v26, v29, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v26, v26, v35
	v_add_f32_e32 v26, v46, v26
	v_xor_b32_e32 v31, 0x80000000, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v28, v28, v26
	v_dual_mov_b32 v27, v4 :: v_dual_and_b32 v26, 2, v32
	v_mul_f32_e32 v28, -2.0, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[26:27]
	v_sub_f32_e32 v27, v44, v30
	v_and_b32_e32 v3, 1, v32
	v_xor_b32_e32 v26, 0x80000000, v25
	v_dual_mul_f32 v30, 0x4f800000, v28 :: v_dual_sub_f32 v27, v45, v27
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s13, 0, v[3:4]
	v_dual_cndmask_b32 v3, v31, v8 :: v_dual_cndmask_b32 v8, v8, v31
	v_div_fixup_f32 v31, v37, v40, 1.0
	v_add_f32_e32 v27, 1.0, v27
	v_cndmask_b32_e32 v25, v26, v25, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v28
	v_add_nc_u32_e32 v29, 0xb4c00100, v43
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v3, v25, v3, s13
	v_cndmask_b32_e32 v26, v28, v30, vcc_lo
	v_cndmask_b32_e64 v28, v24, v7, s13
	v_cndmask_b32_e64 v7, v7, v24, s13
	v_cndmask_b32_e64 v8, v8, v25, s13
	v_lshrrev_b32_e32 v24, 1, v29
	v_sqrt_f32_e32 v25, v26
	v_add_f32_e32 v30, v23, v23
	v_cndmask_b32_e64 v7, v28, v7, s11
	v_cndmask_b32_e64 v8, v3, v8, s11
	v_sub_nc_u32_e32 v3, v43, v24
	v_lshl_add_u32 v24, v24, 23, 0xff800000
	ds_load_b32 v28, v13 offset:3080
	v_cvt_f32_f64_e32 v7, v[7:8]
	v_lshl_add_u32 v3, v3, 23, 0x7f800000
	v_add_nc_u32_e32 v8, -1, v25
	v_dual_mul_f32 v24, v27, v24 :: v_dual_add_nc_u32 v27, 1, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v29, -v8, v25, v26
	v_mul_f32_e32 v3, v24, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v24, -v27, v25, v26
	v_cmp_ge_f32_e64 s13, 0, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v8, v25, v8, s13
	v_cmp_o_f32_e64 s13, v39, v39
	v_mul_f32_e32 v25, 0x3d4ccccd, v30
	v_cndmask_b32_e64 v3, 0x7fc00000, v3, s13
	v_cmp_lt_f32_e64 s13, 0, v24
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v24, v25, v42
	v_cndmask_b32_e64 v8, v8, v27, s13
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v28, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v25, 0x37800000, v8
	v_cndmask_b32_e64 v27, 0, 0x3dcccccd, s13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v8, v8, v25, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v26, 0x260
	v_dual_mul_f32 v3, v31, v3 :: v_dual_cndmask_b32 v8, v8, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f32_e32 v3, v24, v3
	v_cndmask_b32_e64 v24, 0, v41, s12
	v_mul_f32_e32 v7, v8, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v3, v27, v3
	v_cndmask_b32_e64 v24, v24, s21, s33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v3, s20, v3
	v_mul_f32_e32 v7, v24, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v3, v23, v3
	v_add_f32_e32 v3, v7, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v7, 0x7fffffff, v3
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v7
	v_cndmask_b32_e32 v7, 0x7fc00000, v3, vcc_lo
.LBB3_52:
	s_or_b32 exec_lo, exec_lo, s15
	s_cbranch_execnz .LBB3_6
	s_branch .LBB3_54
.LBB3_53:
.LBB3_54:
	s_and_saveexec_b32 s13, s62
	s_cbranch_execz .LBB3_5
	global_load_b32 v3, v[5:6], off
	v_or_b32_e32 v7, 0xc00, v13
	ds_load_2addr_b32 v[7:8], v7 offset1:1
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v7, v23, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v7
	v_cndmask_b32_e32 v24, 0xc2d00000, v7, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v24
	v_cndmask_b32_e32 v24, 0x42b20000, v24, vcc_lo
	v_div_scale_f32 v35, vcc_lo, 1.0, v8, 1.0
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
	v_div_scale_f32 v29, null, v8, v8, 1.0
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_fmac_f32_e32 v31, v33, v31
	v_div_scale_f32 v33, s12, v27, v28, v27
	v_fma_f32 v34, -v30, v32, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v32, v34, v32
	v_mul_f32_e32 v34, v35, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v36, v33, v32
	v_fma_f32 v37, -v29, v34, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v38, -v30, v36, v33
	v_fmac_f32_e32 v34, v37, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v36, v38, v32
	v_fma_f32 v29, -v29, v34, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v30, -v30, v36, v33
	v_div_fmas_f32 v29, v29, v31, v34
	s_mov_b32 vcc_lo, s12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v30, v30, v32, v36
	v_cmp_o_f32_e32 vcc_lo, v7, v7
	v_div_fixup_f32 v8, v29, v8, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v27, v30, v28, v27
	v_add_nc_u32_e32 v28, 0xb4c00100, v25
	v_sub_f32_e32 v26, v26, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v27, 1, v28
	v_sub_f32_e32 v24, v24, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v25, v25, v27
	v_lshl_add_u32 v26, v27, 23, 0xff800000
	ds_load_b32 v27, v13 offset:3080
	v_add_f32_e32 v24, 1.0, v24
	v_lshl_add_u32 v25, v25, 23, 0x7f800000
	v_mul_f32_e32 v24, v24, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v24, v24, v25 :: v_dual_add_f32 v25, v23, v23
	v_cndmask_b32_e32 v7, 0x7fc00000, v24, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v27, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, v8, v7
	v_cndmask_b32_e64 v8, 0, 0x3dcccccd, vcc_lo
	v_mul_f32_e32 v24, 0x3d4ccccd, v25
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v3, v24, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v3, v7
	v_add_f32_e32 v3, v8, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, s20, v3
	v_sub_f32_e32 v3, v23, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v7, 0x7fffffff, v3
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v7
	v_cndmask_b32_e32 v23, 0x7fc00000, v3, vcc_lo
	s_branch .LBB3_5
.LBB3_56:
	s_branch .LBB3_59
.LBB3_57:
	s_or_b32 s0, s2, s3
	s_and_not1_b32 s1, s27, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s27, s1, s0
	s_xor_b32 s0, s27, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB3_60
	s_branch .LBB3_61
.LBB3_58:
	s_cbranch_execnz .LBB3_57
.LBB3_59:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v12, v7
	s_xor_b32 s0, s27, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB3_61
.LBB3_60:
	v_add_co_u32 v0, vcc_lo, v9, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v10, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v12, off
.LBB3_61:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_fast_w128x2
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
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 77
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
.Lfunc_end3:
	.size	tessera_softmax_fast_w128x2, .Lfunc_end3-tessera_softmax_fast_w128x2

	.set tessera_softmax_fast_w128x2.num_vgpr, 60
	.set tessera_softmax_fast_w128x2.num_agpr, 0
	.set tessera_softmax_fast_w128x2.numbered_sgpr, 77
	.set tessera_softmax_fast_w128x2.num_named_barrier, 0
	.set tessera_softmax_fast_w128x2.private_seg_size, 0
	.set tessera_softmax_fast_w128x2.uses_vcc, 1
	.set tessera_softmax_fast_w128x2.uses_flat_scratch, 0
	.set tessera_softmax_fast_w128x2.has_dyn_sized_stack, 0
	.set tessera_softmax_fast_w128x2.has_recursion, 0
	.set tessera_softmax_fast_w128x2.has_indirect_call, 0
	.globl	tessera_softmax_fast_w256
	.p2align	8
	.type	tessera_softmax_fast_w256,@function
tessera_softmax_fast_w256:
	s_load_b256 s[8:15], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[12:13], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x100, s[14:15]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB4_63
	s_load_b64 s[18:19], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v8, 2, v0
	s_mul_i32 s3, s15, s2
	s_mul_hi_u32 s4, s14, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_add_i32 s5, s4, s3
	s_mul_i32 s4, s14, s2
	v_cmp_gt_u64_e64 s3, s[14:15], v[0:1]
	s_lshl_b64 s[12:13], s[4:5], 2
	s_add_u32 s34, s8, s12
	s_addc_u32 s35, s9, s13
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB4_3
	global_load_b32 v9, v8, s[34:35]
.LBB4_3:
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[18:19], 0
	s_mov_b64 s[36:37], 0
	s_cbranch_scc1 .LBB4_60
	s_clause 0x1
	s_load_b256 s[20:27], s[0:1], 0x28
	s_load_b128 s[28:31], s[0:1], 0x48
	v_dual_mov_b32 v3, 0 :: v_dual_and_b32 v4, 2, v0
	v_lshrrev_b32_e32 v2, 2, v0
	s_mov_b32 s16, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v14, s16 :: v_dual_and_b32 v13, 1, v0
	v_mov_b32_e32 v5, s16
	v_cmp_eq_u32_e64 s0, 0, v0
	v_or_b32_e32 v10, 0x800, v8
	v_or_b32_e32 v11, 0x400, v8
	v_cmp_gt_u32_e64 s1, 0x80, v0
	v_cmp_gt_u32_e64 s4, 64, v0
	v_cmp_gt_u32_e64 s5, 32, v0
	v_cmp_gt_u32_e64 s6, 16, v0
	v_cmp_gt_u32_e64 s7, 8, v0
	v_cmp_gt_u32_e64 s8, 4, v0
	v_cmp_gt_u32_e64 s9, 2, v0
	v_cvt_f32_ubyte0_e32 v12, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s23, 0
	s_mov_b32 s42, 0xa556c734
	s_cselect_b32 s27, -1, 0
	s_add_u32 s23, s10, s12
	s_addc_u32 s40, s11, s13
	s_add_u32 s38, s14, -1
	s_addc_u32 s39, s15, -1
	v_cmp_eq_u64_e64 s11, 0, v[13:14]
	s_clz_i32_u64 s10, s[38:39]
	s_mov_b32 s44, 0x1a01a01a
	s_min_u32 s10, s10, 64
	s_mov_b32 s46, 0x11111111
	s_sub_u32 s12, 64, s10
	s_subb_u32 s13, 0, 0
	s_cmp_lg_u64 s[38:39], 0
	v_cmp_eq_u64_e64 s10, 0, v[4:5]
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s22, 0
	s_mov_b32 s48, 0x55555555
	s_cselect_b32 s60, -1, 0
	s_add_u32 s14, s14, 3
	s_addc_u32 s15, s15, 0
	s_add_u32 s61, s29, 0x76cf5d0a
	s_lshr_b64 s[16:17], s[14:15], 2
	v_add_co_u32 v4, s14, s23, v8
	v_mad_u64_u32 v[6:7], null, s16, s2, v[2:3]
	v_add_co_ci_u32_e64 v5, null, s40, 0, s14
	s_lshr_b32 s14, s15, 2
	s_add_u32 s15, s29, 0xbb67ae85
	s_add_u32 s16, s28, 0x3c6ef372
	s_add_u32 s62, s28, 0xdaa66d2b
	v_mad_u64_u32 v[13:14], null, s14, s2, v[7:8]
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v6, 0
	v_cmp_gt_u64_e64 s2, s[12:13], 1
	s_add_u32 s14, s28, 0x9e3779b9
	s_add_u32 s63, s29, 0x32370b8f
	s_add_u32 s64, s28, 0x78dde6e4
	s_add_u32 s65, s29, 0xed9eba14
	s_add_u32 s66, s28, 0x1715609d
	v_xor_b32_e32 v2, v7, v13
	v_xor_b32_e32 v14, s15, v6
	s_add_u32 s67, s29, 0xa9066899
	s_add_u32 s68, s28, 0xb54cda56
	s_add_u32 s69, s29, 0x646e171e
	v_xor_b32_e32 v2, s29, v2
	s_add_u32 s70, s28, 0x5384540f
	s_add_u32 s71, s29, 0x1fd5c5a3
	s_add_u32 s72, s28, 0xf1bbcdc8
	s_add_u32 s73, s29, 0xdb3d7428
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v2, 0
	s_add_i32 s74, s28, 0x8ff34781
	s_add_i32 s29, s29, 0x96a522ad
	s_and_b32 s2, s2, exec_lo
	s_mov_b32 s40, 0x54442d18
	s_mov_b32 s50, 0xb7789f5c
	s_mov_b32 s52, 0x16c16c17
	v_xor_b32_e32 v13, s14, v16
	v_xor_b32_e32 v15, s16, v15
	v_add_nc_u32_e64 v16, 4, 0
	s_cselect_b32 s23, s13, 0
	s_cselect_b32 s22, s12, 1
	s_mov_b32 s41, 0x3ff921fb
	s_mov_b32 s43, 0x3ec71de3
	s_mov_b32 s45, 0xbf2a01a0
	s_mov_b32 s47, 0x3f811111
	s_mov_b32 s49, 0xbfc55555
	s_mov_b32 s51, 0xbe927e4f
	s_mov_b32 s17, 0x3efa01a0
	s_mov_b32 s53, 0xbf56c16c
	s_mov_b32 s55, 0x3fa55555
	s_branch .LBB4_7
.LBB4_5:
	s_or_b32 exec_lo, exec_lo, s12
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v6, v9
.LBB4_6:
	s_add_u32 s36, s36, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v9, v6
	s_addc_u32 s37, s37, 0
	s_mul_f32 s24, s25, s24
	s_cmp_eq_u64 s[36:37], s[18:19]
	s_cbranch_scc1 .LBB4_61
.LBB4_7:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_f32 s54, s26, s24
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v9
	v_cndmask_b32_e64 v6, 0xff800000, v9, s3
	s_mul_f32 s2, s54, 0x4f800000
	s_cmp_lt_f32 s54, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mov_b32_e32 v2, s2
	s_cselect_b32 s2, -1, 0
	s_and_b32 vcc_lo, s3, vcc_lo
	v_cndmask_b32_e64 v2, s54, v2, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v17, v2
	v_add_nc_u32_e32 v18, -1, v17
	v_add_nc_u32_e32 v19, 1, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v7, 0x80000000, v18
	v_xor_b32_e32 v20, 0x80000000, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v21, v7, v17, v2
	v_fma_f32 v20, v20, v17, v2
	v_cndmask_b32_e32 v7, 0, v0, vcc_lo
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
	v_cmp_ge_f32_e64 s13, 0, v21
	v_cmp_lt_f32_e64 s12, 0, v20
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s1
	s_cbranch_execz .LBB4_9
	ds_load_2addr_stride64_b32 v[22:23], v11 offset1:2
	ds_load_2addr_stride64_b32 v[24:25], v10 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v23, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v25, v24
	v_cmp_gt_f32_e64 s15, v25, v24
	v_cmp_o_f32_e64 s16, v24, v24
	s_and_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s15, s14
	v_cndmask_b32_e64 v20, 0, 1, s14
	s_or_b32 s14, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v25, v25
	v_cndmask_b32_e64 v21, 0, 1, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v20.l, v21.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_dual_cndmask_b32 v20, v24, v25 :: v_dual_cndmask_b32 v21, v22, v23
	ds_store_b32 v10, v20
	ds_store_b32 v11, v21
.LBB4_9:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s4
	s_cbranch_execz .LBB4_11
	ds_load_2addr_stride64_b32 v[22:23], v11 offset1:1
	ds_load_2addr_stride64_b32 v[24:25], v10 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v23, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v25, v24
	v_cmp_gt_f32_e64 s15, v25, v24
	v_cmp_o_f32_e64 s16, v24, v24
	s_and_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s15, s14
	v_cndmask_b32_e64 v20, 0, 1, s14
	s_or_b32 s14, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v25, v25
	v_cndmask_b32_e64 v21, 0, 1, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v20.l, v21.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_dual_cndmask_b32 v20, v24, v25 :: v_dual_cndmask_b32 v21, v22, v23
	ds_store_b32 v10, v20
	ds_store_b32 v11, v21
.LBB4_11:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s5
	s_cbranch_execz .LBB4_13
	ds_load_2addr_b32 v[22:23], v11 offset1:32
	ds_load_2addr_b32 v[24:25], v10 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v23, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v25, v24
	v_cmp_gt_f32_e64 s15, v25, v24
	v_cmp_o_f32_e64 s16, v24, v24
	s_and_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s15, s14
	v_cndmask_b32_e64 v20, 0, 1, s14
	s_or_b32 s14, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v25, v25
	v_cndmask_b32_e64 v21, 0, 1, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v20.l, v21.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_dual_cndmask_b32 v20, v24, v25 :: v_dual_cndmask_b32 v21, v22, v23
	ds_store_b32 v10, v20
	ds_store_b32 v11, v21
.LBB4_13:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s6
	s_cbranch_execz .LBB4_15
	ds_load_2addr_b32 v[22:23], v11 offset1:16
	ds_load_2addr_b32 v[24:25], v10 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v23, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v25, v24
	v_cmp_gt_f32_e64 s15, v25, v24
	v_cmp_o_f32_e64 s16, v24, v24
	s_and_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s15, s14
	v_cndmask_b32_e64 v20, 0, 1, s14
	s_or_b32 s14, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v25, v25
	v_cndmask_b32_e64 v21, 0, 1, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v20.l, v21.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_dual_cndmask_b32 v20, v24, v25 :: v_dual_cndmask_b32 v21, v22, v23
	ds_store_b32 v10, v20
	ds_store_b32 v11, v21
.LBB4_15:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s7
	s_cbranch_execz .LBB4_17
	ds_load_2addr_b32 v[22:23], v11 offset1:8
	ds_load_2addr_b32 v[24:25], v10 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v23, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v25, v24
	v_cmp_gt_f32_e64 s15, v25, v24
	v_cmp_o_f32_e64 s16, v24, v24
	s_and_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s15, s14
	v_cndmask_b32_e64 v20, 0, 1, s14
	s_or_b32 s14, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v25, v25
	v_cndmask_b32_e64 v21, 0, 1, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v20.l, v21.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_dual_cndmask_b32 v20, v24, v25 :: v_dual_cndmask_b32 v21, v22, v23
	ds_store_b32 v10, v20
	ds_store_b32 v11, v21
.LBB4_17:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s8
	s_cbranch_execz .LBB4_19
	ds_load_2addr_b32 v[22:23], v11 offset1:4
	ds_load_2addr_b32 v[24:25], v10 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v23, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v25, v24
	v_cmp_gt_f32_e64 s15, v25, v24
	v_cmp_o_f32_e64 s16, v24, v24
	s_and_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s15, s14
	v_cndmask_b32_e64 v20, 0, 1, s14
	s_or_b32 s14, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v25, v25
	v_cndmask_b32_e64 v21, 0, 1, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v20.l, v21.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_dual_cndmask_b32 v20, v24, v25 :: v_dual_cndmask_b32 v21, v22, v23
	ds_store_b32 v10, v20
	ds_store_b32 v11, v21
.LBB4_19:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s9
	s_cbranch_execz .LBB4_21
	ds_load_2addr_b32 v[22:23], v11 offset1:2
	ds_load_2addr_b32 v[24:25], v10 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v23, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v25, v24
	v_cmp_gt_f32_e64 s15, v25, v24
	v_cmp_o_f32_e64 s16, v24, v24
	s_and_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s15, s14
	v_cndmask_b32_e64 v20, 0, 1, s14
	s_or_b32 s14, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v25, v25
	v_cndmask_b32_e64 v21, 0, 1, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v20.l, v21.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_dual_cndmask_b32 v20, v24, v25 :: v_dual_cndmask_b32 v21, v22, v23
	ds_store_b32 v10, v20
	ds_store_b32 v11, v21
.LBB4_21:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s0
	s_cbranch_execz .LBB4_23
	ds_load_2addr_stride64_b32 v[22:23], v16 offset0:4 offset1:8
	ds_load_b32 v24, v11
	ds_load_b32 v25, v10
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v22, v24
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v23, v25
	v_cmp_gt_f32_e64 s15, v23, v25
	v_cmp_o_f32_e64 s16, v25, v25
	s_and_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s15, s14
	v_cndmask_b32_e64 v20, 0, 1, s14
	s_or_b32 s14, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v21, 0, 1, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v20.l, v21.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_dual_cndmask_b32 v20, v25, v23 :: v_dual_cndmask_b32 v21, v24, v22
	ds_store_b32 v10, v20
	ds_store_b32 v11, v21
.LBB4_23:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s0
	s_cbranch_execz .LBB4_25
	ds_load_b32 v20, v3 offset:2048
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v20 offset:3072
.LBB4_25:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s1
	s_cbranch_execz .LBB4_27
	ds_load_2addr_stride64_b32 v[20:21], v11 offset1:2
	ds_load_2addr_stride64_b32 v[22:23], v10 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v23, v22
	v_cmp_gt_f32_e64 s15, v23, v22
	v_cmp_o_f32_e64 s16, v22, v22
	s_and_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s15, s14
	v_cndmask_b32_e64 v6, 0, 1, s14
	s_or_b32 s14, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v7, 0, 1, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v22, v23 :: v_dual_cndmask_b32 v7, v20, v21
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
.LBB4_27:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s4
	s_cbranch_execz .LBB4_29
	ds_load_2addr_stride64_b32 v[20:21], v11 offset1:1
	ds_load_2addr_stride64_b32 v[22:23], v10 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v23, v22
	v_cmp_gt_f32_e64 s15, v23, v22
	v_cmp_o_f32_e64 s16, v22, v22
	s_and_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s15, s14
	v_cndmask_b32_e64 v6, 0, 1, s14
	s_or_b32 s14, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v7, 0, 1, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v22, v23 :: v_dual_cndmask_b32 v7, v20, v21
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
.LBB4_29:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s5
	s_cbranch_execz .LBB4_31
	ds_load_2addr_b32 v[20:21], v11 offset1:32
	ds_load_2addr_b32 v[22:23], v10 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v23, v22
	v_cmp_gt_f32_e64 s15, v23, v22
	v_cmp_o_f32_e64 s16, v22, v22
	s_and_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s15, s14
	v_cndmask_b32_e64 v6, 0, 1, s14
	s_or_b32 s14, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v7, 0, 1, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v22, v23 :: v_dual_cndmask_b32 v7, v20, v21
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
.LBB4_31:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s6
	s_cbranch_execz .LBB4_33
	ds_load_2addr_b32 v[20:21], v11 offset1:16
	ds_load_2addr_b32 v[22:23], v10 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v23, v22
	v_cmp_gt_f32_e64 s15, v23, v22
	v_cmp_o_f32_e64 s16, v22, v22
	s_and_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s15, s14
	v_cndmask_b32_e64 v6, 0, 1, s14
	s_or_b32 s14, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v7, 0, 1, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v22, v23 :: v_dual_cndmask_b32 v7, v20, v21
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
.LBB4_33:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s7
	s_cbranch_execz .LBB4_35
	ds_load_2addr_b32 v[20:21], v11 offset1:8
	ds_load_2addr_b32 v[22:23], v10 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v23, v22
	v_cmp_gt_f32_e64 s15, v23, v22
	v_cmp_o_f32_e64 s16, v22, v22
	s_and_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s15, s14
	v_cndmask_b32_e64 v6, 0, 1, s14
	s_or_b32 s14, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v7, 0, 1, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v22, v23 :: v_dual_cndmask_b32 v7, v20, v21
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
.LBB4_35:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s8
	s_cbranch_execz .LBB4_37
	ds_load_2addr_b32 v[20:21], v11 offset1:4
	ds_load_2addr_b32 v[22:23], v10 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v23, v22
	v_cmp_gt_f32_e64 s15, v23, v22
	v_cmp_o_f32_e64 s16, v22, v22
	s_and_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s15, s14
	v_cndmask_b32_e64 v6, 0, 1, s14
	s_or_b32 s14, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v7, 0, 1, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v22, v23 :: v_dual_cndmask_b32 v7, v20, v21
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
.LBB4_37:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s9
	s_cbranch_execz .LBB4_39
	ds_load_2addr_b32 v[20:21], v11 offset1:2
	ds_load_2addr_b32 v[22:23], v10 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v23, v22
	v_cmp_gt_f32_e64 s15, v23, v22
	v_cmp_o_f32_e64 s16, v22, v22
	s_and_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s15, s14
	v_cndmask_b32_e64 v6, 0, 1, s14
	s_or_b32 s14, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v7, 0, 1, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v22, v23 :: v_dual_cndmask_b32 v7, v20, v21
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
.LBB4_39:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s0
	s_cbranch_execz .LBB4_41
	ds_load_2addr_stride64_b32 v[20:21], v16 offset0:4 offset1:8
	ds_load_b32 v22, v11
	ds_load_b32 v23, v10
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v20, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s14, v21, v23
	v_cmp_gt_f32_e64 s15, v21, v23
	v_cmp_o_f32_e64 s16, v23, v23
	s_and_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s15, s14
	v_cndmask_b32_e64 v6, 0, 1, s14
	s_or_b32 s14, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v21, v21
	v_cndmask_b32_e64 v7, 0, 1, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v23, v21 :: v_dual_cndmask_b32 v7, v22, v20
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
.LBB4_41:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s0
	s_cbranch_execz .LBB4_43
	ds_load_b32 v6, v3 offset:1024
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v6, v6
	ds_store_b32 v3, v6 offset:3080
.LBB4_43:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s3
	s_cbranch_execz .LBB4_45
	ds_load_b32 v6, v3 offset:3072
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v6, v9, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v6
	v_cndmask_b32_e32 v7, 0xc2d00000, v6, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v7
	v_cndmask_b32_e32 v7, 0x42b20000, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, 0x3fb8aa3b, v7
	v_add_f32_e32 v20, 0x4b400000, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v21, 0xcb400000, v20
	v_mul_f32_e32 v22, 0xbf317200, v21
	v_mul_f32_e32 v21, 0x35bfbe8e, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, v7, v22
	v_sub_f32_e32 v22, v7, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, v22, v22
	v_mul_f32_e32 v24, 0x3331bb4c, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, 0xb5ddea0e, v24
	v_mul_f32_e32 v24, v23, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, 0x388ab355, v24
	v_mul_f32_e32 v24, v23, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, 0xbb360b61, v24
	v_mul_f32_e32 v24, v23, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, 0x3e2aaaab, v24
	v_mul_f32_e32 v23, v23, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v23, v22, v23
	v_mul_f32_e32 v22, v22, v23
	v_sub_f32_e32 v23, 2.0, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v24, null, v23, v23, v22
	v_div_scale_f32 v27, vcc_lo, v22, v23, v22
	v_rcp_f32_e32 v25, v24
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v26, -v24, v25, 1.0
	v_fmac_f32_e32 v25, v26, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v27, v25
	v_fma_f32 v28, -v24, v26, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v26, v28, v25
	v_fma_f32 v24, -v24, v26, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v24, v24, v25, v26
	v_cmp_o_f32_e32 vcc_lo, v6, v6
	v_div_fixup_f32 v22, v24, v23, v22
	v_add_nc_u32_e32 v23, 0xb4c00100, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 1, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v7, v7, v21
	v_sub_nc_u32_e32 v20, v20, v22
	v_lshl_add_u32 v21, v22, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v7, 1.0, v7
	v_lshl_add_u32 v20, v20, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, v7, v21
	v_mul_f32_e32 v7, v7, v20
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v6, 0x7fc00000, v7, vcc_lo
	ds_store_b32 v8, v6
.LBB4_45:
	s_or_b32 exec_lo, exec_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB4_51
	s_mov_b64 s[14:15], 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB4_48
	.p2align	6
.LBB4_47:
	s_or_b32 exec_lo, exec_lo, s16
	s_cmp_eq_u64 s[14:15], s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB4_51
.LBB4_48:
	s_lshl_b64 s[56:57], 1, s14
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	s_add_u32 s58, s56, s38
	s_addc_u32 s59, s57, s39
	s_mov_b32 s16, exec_lo
	s_lshr_b64 s[58:59], s[58:59], s14
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[58:59], v[0:1]
	s_cbranch_execz .LBB4_47
	v_dual_mov_b32 v7, v1 :: v_dual_mov_b32 v6, v0
	s_mov_b32 s57, 0
	.p2align	6
.LBB4_50:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[20:21], s14, v[6:7]
	v_add_co_u32 v6, vcc_lo, 0x100, v6
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshlrev_b32_e32 v21, 2, v20
	v_add_lshl_u32 v20, v20, s56, 2
	v_cmp_le_u64_e32 vcc_lo, s[58:59], v[6:7]
	ds_load_b32 v22, v21
	ds_load_b32 v20, v20
	s_or_b32 s57, vcc_lo, s57
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v20, v22, v20
	ds_store_b32 v21, v20
	s_and_not1_b32 exec_lo, exec_lo, s57
	s_cbranch_execnz .LBB4_50
	s_branch .LBB4_47
.LBB4_51:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s14, s0
	s_cbranch_execz .LBB4_53
	ds_load_b32 v6, v3
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v6 offset:3076
.LBB4_53:
	s_or_b32 exec_lo, exec_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s60
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB4_57
	v_mov_b32_e32 v6, v9
	s_and_saveexec_b32 s14, s3
	s_cbranch_execz .LBB4_56
	v_cndmask_b32_e64 v6, v17, v18, s13
	s_cmp_gt_f32 s54, 0
	v_cmp_class_f32_e64 vcc_lo, v2, 0x260
	s_mov_b32 s16, s44
	global_load_b32 v35, v[4:5], off
	v_cndmask_b32_e64 v6, v6, v19, s12
	s_mov_b32 s54, s48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, 0x37800000, v6
	v_cndmask_b32_e64 v6, v6, v7, s2
	s_cselect_b32 s2, -1, 0
	s_add_u32 s12, s36, s30
	s_addc_u32 s13, s37, s31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s15, s13, 0xcd9e8d57
	s_mul_i32 s13, s13, 0xcd9e8d57
	s_xor_b32 s15, s28, s15
	v_cndmask_b32_e32 v34, v6, v2, vcc_lo
	s_xor_b32 s12, s15, s12
	v_xor_b32_e32 v2, s13, v13
	s_mul_hi_u32 s13, s12, 0xd2511f53
	s_mul_i32 s12, s12, 0xd2511f53
	v_xor_b32_e32 v17, s13, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s12, s61, v7
	v_xor_b32_e32 v7, v18, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v19, s62, v17
	v_xor3_b32 v17, s63, v21, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v7, s65, v20
	v_xor3_b32 v7, s64, v22, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v18, s66, v21
	v_xor3_b32 v18, s67, v20, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v18, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v7, s69, v19
	v_xor3_b32 v7, s68, v21, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v18, s70, v20
	v_xor3_b32 v18, s71, v22, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v18, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v7, s73, v21
	v_xor3_b32 v7, s72, v23, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v22, v20, s74
	v_cndmask_b32_e64 v2, v23, v19, s10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, v24, v6, s29
	v_lshrrev_b32_e32 v2, 9, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v6, v6, v20, s10
	v_cvt_f32_u32_e32 v2, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v6, 9, v6
	v_add_f32_e32 v2, 0.5, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v6, v6
	v_mul_f32_e32 v2, 0x34000000, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v6, 0.5, v6
	v_cvt_f64_f32_e32 v[17:18], v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[17:18], 4.0
	v_add_f64 v[25:26], 0x43380000, v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], 0xc3380000, v[25:26]
	v_add_f64 v[17:18], v[17:18], -v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[17:18], s[40:41]
	v_mul_f64 v[28:29], v[26:27], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[17:18], v[28:29], s[42:43]
	v_mul_f64 v[30:31], v[28:29], s[50:51]
	v_add_f64 v[32:33], v[17:18], s[44:45]
	ds_load_b96 v[17:19], v3 offset:3072
	v_add_f64 v[30:31], v[30:31], s[16:17]
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v17, v9, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v17
	v_cndmask_b32_e32 v2, 0xc2d00000, v17, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v2
	v_mul_f64 v[32:33], v[28:29], v[32:33]
	v_mul_f64 v[30:31], v[28:29], v[30:31]
	v_cndmask_b32_e32 v2, 0x42b20000, v2, vcc_lo
	v_div_scale_f32 v48, vcc_lo, 1.0, v18, 1.0
	v_mul_f32_e32 v24, 0x34000000, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v7, 0x3fb8aa3b, v2
	v_add_nc_u32_e32 v24, 0x4afb0d, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0x4b400000, v7
	v_add_f32_e32 v7, 0xcb400000, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, 0xbf317200, v7
	v_dual_mul_f32 v37, 0x35bfbe8e, v7 :: v_dual_add_f32 v38, v2, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v38, v37
	v_mul_f32_e32 v23, v2, v2
	v_add_f64 v[32:33], v[32:33], s[46:47]
	v_add_f64 v[30:31], v[30:31], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, 0x3331bb4c, v23
	v_add_f32_e32 v7, 0xb5ddea0e, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, v23, v7
	v_add_f32_e32 v7, 0x388ab355, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, v23, v7
	v_add_f32_e32 v7, 0xbb360b61, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v7, v23, v7
	v_mul_f64 v[20:21], v[28:29], v[30:31]
	v_add_f32_e32 v22, 0x3e2aaaab, v7
	v_mul_f64 v[6:7], v[28:29], v[32:33]
	v_mul_f64 v[30:31], v[28:29], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v22, v23, v22 :: v_dual_and_b32 v23, 0x7fffff, v24
	v_sub_f32_e32 v22, v2, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v2, v2, v22
	v_sub_f32_e32 v32, 2.0, v22
	v_add_nc_u32_e32 v22, 0x3f3504f3, v23
	v_div_scale_f32 v23, null, v18, v18, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_scale_f32 v33, null, v32, v32, v2
	v_add_f32_e32 v39, -1.0, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_rcp_f32_e32 v40, v23
	v_xor_b32_e32 v43, 0x80000000, v23
	v_rcp_f32_e32 v41, v33
	v_mul_f64 v[22:23], v[26:27], v[28:29]
	v_add_f32_e32 v42, 2.0, v39
	v_mul_f64 v[28:29], v[28:29], -0.5
	v_lshrrev_b32_e32 v24, 23, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_2)
	v_div_scale_f32 v44, null, v42, v42, v39
	v_fma_f32 v45, v43, v40, 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v46, -v33, v41, 1.0
	v_div_scale_f32 v51, s13, v39, v42, v39
	v_rcp_f32_e32 v47, v44
	v_add_f64 v[6:7], v[6:7], s[48:49]
	v_fmac_f32_e32 v40, v45, v40
	v_div_scale_f32 v45, s12, v2, v32, v2
	v_fmac_f32_e32 v41, v46, v41
	v_add_f64 v[20:21], v[20:21], s[54:55]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f32_e32 v49, v48, v40
	v_add_nc_u32_e32 v24, 0xffffff81, v24
	v_fma_f32 v46, -v44, v47, 1.0
	v_mul_f32_e32 v50, v45, v41
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_i32_e32 v24, v24
	v_fmac_f32_e32 v47, v46, v47
	v_fma_f32 v46, v43, v49, v48
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v52, -v33, v50, v45
	v_mul_f32_e32 v53, v51, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v49, v46, v40 :: v_dual_fmac_f32 v50, v52, v41
	v_fma_f32 v46, -v44, v53, v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v48, v43, v49
	v_fma_f32 v33, -v33, v50, v45
	v_add_f64 v[28:29], v[28:29], 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v53, v46, v47
	v_div_fmas_f32 v40, v48, v40, v49
	s_mov_b32 vcc_lo, s12
	v_div_fmas_f32 v33, v33, v41, v50
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_fma_f32 v41, -v44, v53, v51
	s_mov_b32 vcc_lo, s13
	v_div_fixup_f32 v18, v40, v18, 1.0
	v_mul_f64 v[6:7], v[22:23], v[6:7]
	v_div_fmas_f32 v22, v41, v47, v53
	v_mul_f64 v[20:21], v[30:31], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v22, v22, v42, v39
	v_dual_mul_f32 v42, 0.5, v39 :: v_dual_mul_f32 v23, v22, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v30, v23, v23
	v_mul_f32_e32 v41, 0x3e91e9ee, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v41, 0x3f2aaaaa, v41
	v_mul_f32_e32 v31, 0x3e789e26, v30
	v_mul_f32_e32 v23, v23, v41
	v_add_f64 v[6:7], v[26:27], v[6:7]
	v_mul_f32_e32 v26, 0x3717f7d1, v24
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_add_f32_e32 v31, 0x3eccce13, v31
	v_mul_f32_e32 v24, 0x3f317180, v24
	v_div_fixup_f32 v27, v33, v32, v2
	v_add_f64 v[20:21], v[28:29], v[20:21]
	v_dual_mul_f32 v30, v30, v31 :: v_dual_mul_f32 v31, v39, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, v23, v30
	v_add_f32_e32 v23, v31, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v22, v22, v23 :: v_dual_mov_b32 v23, v3
	v_add_f32_e32 v22, v26, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v22, v22, v31
	v_add_f32_e32 v22, v39, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, v24, v22
	v_mul_f32_e32 v24, -2.0, v24
	v_and_b32_e32 v22, 2, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[22:23]
	v_xor_b32_e32 v22, 0x80000000, v21
	v_dual_sub_f32 v23, v37, v27 :: v_dual_and_b32 v2, 1, v25
	v_xor_b32_e32 v25, 0x80000000, v7
	v_dual_cndmask_b32 v21, v22, v21 :: v_dual_add_nc_u32 v26, 0xb4c00100, v36
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_sub_f32_e32 v23, v38, v23
	v_cmp_eq_u64_e64 s12, 0, v[2:3]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_dual_cndmask_b32 v2, v25, v7 :: v_dual_cndmask_b32 v7, v7, v25
	v_mul_f32_e32 v27, 0x4f800000, v24
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v24
	v_add_f32_e32 v25, v9, v9
	v_cndmask_b32_e64 v2, v21, v2, s12
	v_cndmask_b32_e64 v7, v7, v21, s12
	v_cndmask_b32_e32 v22, v24, v27, vcc_lo
	v_cndmask_b32_e64 v24, v20, v6, s12
	v_cndmask_b32_e64 v6, v6, v20, s12
	v_lshrrev_b32_e32 v20, 1, v26
	v_cndmask_b32_e64 v7, v2, v7, s11
	v_sqrt_f32_e32 v21, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v6, v24, v6, s11
	v_sub_nc_u32_e32 v2, v36, v20
	v_lshl_add_u32 v20, v20, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_f64_e32 v6, v[6:7]
	v_lshl_add_u32 v2, v2, 23, 0x7f800000
	v_add_f32_e32 v23, 1.0, v23
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v20, v23, v20 :: v_dual_add_nc_u32 v7, -1, v21
	v_add_nc_u32_e32 v23, 1, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v24, -v7, v21, v22
	v_mul_f32_e32 v2, v20, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v20, -v23, v21, v22
	v_cmp_ge_f32_e64 s12, 0, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v7, v21, v7, s12
	v_cmp_o_f32_e64 s12, v17, v17
	v_cndmask_b32_e64 v2, 0x7fc00000, v2, s12
	v_cmp_lt_f32_e64 s12, 0, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v17, 0x3d4ccccd, v25 :: v_dual_mul_f32 v2, v18, v2
	v_cndmask_b32_e64 v7, v7, v23, s12
	v_cmp_eq_f32_e64 s12, v19, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v18, 0x37800000, v7
	v_cndmask_b32_e64 v19, 0, 0x3dcccccd, s12
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v17, v17, v35
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v7, v7, v18, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v22, 0x260
	v_add_f32_e32 v2, v17, v2
	v_cndmask_b32_e64 v17, 0, v34, s2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v7, v7, v22, vcc_lo
	v_add_f32_e32 v2, v19, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v17, v17, s21, s27
	v_mul_f32_e32 v6, v7, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v2, s20, v2
	v_mul_f32_e32 v6, v17, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v9, v2
	v_add_f32_e32 v2, v6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v6, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v6
	v_cndmask_b32_e32 v6, 0x7fc00000, v2, vcc_lo
.LBB4_56:
	s_or_b32 exec_lo, exec_lo, s14
	s_cbranch_execnz .LBB4_6
	s_branch .LBB4_58
.LBB4_57:
.LBB4_58:
	s_and_saveexec_b32 s12, s3
	s_cbranch_execz .LBB4_5
	global_load_b32 v2, v[4:5], off
	ds_load_b96 v[17:19], v3 offset:3072
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v6, v9, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v6
	v_cndmask_b32_e32 v7, 0xc2d00000, v6, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v7
	v_cndmask_b32_e32 v7, 0x42b20000, v7, vcc_lo
	v_div_scale_f32 v29, vcc_lo, 1.0, v18, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, 0x3fb8aa3b, v7
	v_add_f32_e32 v17, 0x4b400000, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0xcb400000, v17
	v_mul_f32_e32 v21, 0xbf317200, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v20, 0x35bfbe8e, v20 :: v_dual_add_f32 v7, v7, v21
	v_sub_f32_e32 v21, v7, v20
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
	v_div_scale_f32 v23, null, v18, v18, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v22, v21, v22
	v_rcp_f32_e32 v25, v23
	v_xor_b32_e32 v23, 0x80000000, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v21, v22
	v_sub_f32_e32 v22, 2.0, v22
	v_div_scale_f32 v24, null, v22, v22, v21
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v27, v23, v25, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v26, v24
	v_fmac_f32_e32 v25, v27, v25
	v_div_scale_f32 v27, s2, v21, v22, v21
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v28, -v24, v26, 1.0
	v_fmac_f32_e32 v26, v28, v26
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v28, v29, v25
	v_mul_f32_e32 v30, v27, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v31, v23, v28, v29
	v_fma_f32 v32, -v24, v30, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v28, v31, v25
	v_dual_fmac_f32 v30, v32, v26 :: v_dual_fmac_f32 v29, v23, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v23, -v24, v30, v27
	v_div_fmas_f32 v24, v29, v25, v28
	s_mov_b32 vcc_lo, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v23, v23, v26, v30
	v_cmp_o_f32_e32 vcc_lo, v6, v6
	v_div_fixup_f32 v18, v24, v18, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v21, v23, v22, v21
	v_add_nc_u32_e32 v22, 0xb4c00100, v17
	v_sub_f32_e32 v20, v20, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v21, 1, v22
	v_sub_f32_e32 v7, v7, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v17, v17, v21
	v_lshl_add_u32 v20, v21, 23, 0xff800000
	v_add_f32_e32 v7, 1.0, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v17, v17, 23, 0x7f800000
	v_mul_f32_e32 v7, v7, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, v7, v17
	v_dual_add_f32 v17, v9, v9 :: v_dual_cndmask_b32 v6, 0x7fc00000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v7, 0x3d4ccccd, v17
	v_cmp_eq_f32_e32 vcc_lo, v19, v12
	v_mul_f32_e32 v6, v18, v6
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v2, v7, v2
	v_cndmask_b32_e64 v7, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v2, v2, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v7, v2
	v_mul_f32_e32 v2, s20, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v9, v2
	v_and_b32_e32 v6, 0x7fffffff, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v6
	v_cndmask_b32_e32 v9, 0x7fc00000, v2, vcc_lo
	s_branch .LBB4_5
.LBB4_60:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v9
.LBB4_61:
	s_and_saveexec_b32 s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB4_63
	global_store_b32 v8, v6, s[34:35]
.LBB4_63:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_fast_w256
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
		.amdhsa_next_free_vgpr 54
		.amdhsa_next_free_sgpr 75
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
.Lfunc_end4:
	.size	tessera_softmax_fast_w256, .Lfunc_end4-tessera_softmax_fast_w256

	.set tessera_softmax_fast_w256.num_vgpr, 54
	.set tessera_softmax_fast_w256.num_agpr, 0
	.set tessera_softmax_fast_w256.numbered_sgpr, 75
	.set tessera_softmax_fast_w256.num_named_barrier, 0
	.set tessera_softmax_fast_w256.private_seg_size, 0
	.set tessera_softmax_fast_w256.uses_vcc, 1
	.set tessera_softmax_fast_w256.uses_flat_scratch, 0
	.set tessera_softmax_fast_w256.has_dyn_sized_stack, 0
	.set tessera_softmax_fast_w256.has_recursion, 0
	.set tessera_softmax_fast_w256.has_indirect_call, 0
	.globl	tessera_softmax_fast_w512
	.p2align	8
	.type	tessera_softmax_fast_w512,@function
tessera_softmax_fast_w512:
	s_load_b256 s[8:15], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[12:13], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x200, s[14:15]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB5_67
	s_load_b64 s[18:19], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v8, 2, v0
	s_mul_i32 s3, s15, s2
	s_mul_hi_u32 s4, s14, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_add_i32 s5, s4, s3
	s_mul_i32 s4, s14, s2
	v_cmp_gt_u64_e64 s3, s[14:15], v[0:1]
	s_lshl_b64 s[12:13], s[4:5], 2
	s_add_u32 s34, s8, s12
	s_addc_u32 s35, s9, s13
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB5_3
	global_load_b32 v9, v8, s[34:35]
.LBB5_3:
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[18:19], 0
	s_mov_b64 s[36:37], 0
	s_cbranch_scc1 .LBB5_64
	s_clause 0x1
	s_load_b256 s[20:27], s[0:1], 0x28
	s_load_b128 s[28:31], s[0:1], 0x48
	v_dual_mov_b32 v3, 0 :: v_dual_and_b32 v6, 2, v0
	v_lshrrev_b32_e32 v2, 2, v0
	s_mov_b32 s40, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v14, s40 :: v_dual_and_b32 v13, 1, v0
	v_mov_b32_e32 v7, s40
	v_cmp_eq_u32_e64 s0, 0, v0
	v_or_b32_e32 v10, 0x1000, v8
	v_or_b32_e32 v11, 0x800, v8
	v_cmp_gt_u32_e64 s1, 0x100, v0
	v_cmp_gt_u32_e64 s4, 0x80, v0
	v_cmp_gt_u32_e64 s5, 64, v0
	v_cmp_gt_u32_e64 s6, 32, v0
	v_cmp_gt_u32_e64 s7, 16, v0
	v_cmp_gt_u32_e64 s8, 8, v0
	v_cmp_gt_u32_e64 s9, 4, v0
	v_cvt_f32_u32_e32 v12, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s23, 0
	v_add_nc_u32_e64 v16, 4, 0
	s_cselect_b32 s27, -1, 0
	s_add_u32 s23, s10, s12
	s_addc_u32 s41, s11, s13
	s_add_u32 s38, s14, -1
	s_addc_u32 s39, s15, -1
	s_mov_b32 s42, 0xa556c734
	s_clz_i32_u64 s10, s[38:39]
	s_mov_b32 s44, 0x1a01a01a
	s_min_u32 s10, s10, 64
	s_mov_b32 s46, 0x11111111
	s_sub_u32 s16, 64, s10
	s_subb_u32 s17, 0, 0
	s_cmp_lg_u64 s[38:39], 0
	s_mov_b32 s48, 0x55555555
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s22, 0
	s_mov_b32 s50, 0xb7789f5c
	s_cselect_b32 s62, -1, 0
	s_add_u32 s12, s14, 3
	s_addc_u32 s13, s15, 0
	s_add_u32 s14, s29, 0xbb67ae85
	s_lshr_b64 s[10:11], s[12:13], 2
	s_lshr_b32 s13, s13, 2
	v_mad_u64_u32 v[4:5], null, s10, s2, v[2:3]
	v_cmp_eq_u64_e64 s11, 0, v[6:7]
	v_cmp_eq_u64_e64 s12, 0, v[13:14]
	s_add_u32 s15, s28, 0x3c6ef372
	v_cmp_gt_u32_e64 s10, 2, v0
	s_add_u32 s63, s29, 0x76cf5d0a
	s_add_u32 s64, s28, 0xdaa66d2b
	v_mad_u64_u32 v[6:7], null, s13, s2, v[5:6]
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v4, 0
	v_add_co_u32 v4, s2, s23, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s41, 0, s2
	v_cmp_gt_u64_e64 s2, s[16:17], 1
	s_add_u32 s13, s28, 0x9e3779b9
	v_xor_b32_e32 v2, v15, v6
	v_xor_b32_e32 v14, s14, v14
	s_add_u32 s65, s29, 0x32370b8f
	s_add_u32 s66, s28, 0x78dde6e4
	s_add_u32 s67, s29, 0xed9eba14
	v_xor_b32_e32 v2, s29, v2
	s_add_u32 s68, s28, 0x1715609d
	s_add_u32 s69, s29, 0xa9066899
	s_add_u32 s70, s28, 0xb54cda56
	s_add_u32 s71, s29, 0x646e171e
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v2, 0
	s_add_u32 s72, s28, 0x5384540f
	s_add_u32 s73, s29, 0x1fd5c5a3
	s_add_u32 s74, s28, 0xf1bbcdc8
	s_add_u32 s75, s29, 0xdb3d7428
	s_add_i32 s76, s28, 0x8ff34781
	s_add_i32 s29, s29, 0x96a522ad
	v_xor_b32_e32 v13, s13, v7
	v_xor_b32_e32 v15, s15, v6
	s_and_b32 s2, s2, exec_lo
	s_mov_b32 s40, 0x54442d18
	s_mov_b32 s54, 0x16c16c17
	s_cselect_b32 s23, s17, 0
	s_cselect_b32 s22, s16, 1
	s_mov_b32 s41, 0x3ff921fb
	s_mov_b32 s43, 0x3ec71de3
	s_mov_b32 s45, 0xbf2a01a0
	s_mov_b32 s47, 0x3f811111
	s_mov_b32 s49, 0xbfc55555
	s_mov_b32 s51, 0xbe927e4f
	s_mov_b32 s53, 0x3efa01a0
	s_mov_b32 s55, 0xbf56c16c
	s_mov_b32 s57, 0x3fa55555
	s_branch .LBB5_7
.LBB5_5:
	s_or_b32 exec_lo, exec_lo, s13
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v6, v9
.LBB5_6:
	s_add_u32 s36, s36, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v9, v6
	s_addc_u32 s37, s37, 0
	s_mul_f32 s24, s25, s24
	s_cmp_eq_u64 s[36:37], s[18:19]
	s_cbranch_scc1 .LBB5_65
.LBB5_7:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_f32 s52, s26, s24
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v9
	v_cndmask_b32_e64 v6, 0xff800000, v9, s3
	s_mul_f32 s2, s52, 0x4f800000
	s_cmp_lt_f32 s52, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mov_b32_e32 v2, s2
	s_cselect_b32 s2, -1, 0
	s_and_b32 vcc_lo, s3, vcc_lo
	v_cndmask_b32_e64 v2, s52, v2, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v17, v2
	v_add_nc_u32_e32 v18, -1, v17
	v_add_nc_u32_e32 v19, 1, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v7, 0x80000000, v18
	v_xor_b32_e32 v20, 0x80000000, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v21, v7, v17, v2
	v_fma_f32 v20, v20, v17, v2
	v_cndmask_b32_e32 v7, 0, v0, vcc_lo
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
	v_cmp_ge_f32_e64 s14, 0, v21
	v_cmp_lt_f32_e64 s13, 0, v20
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s1
	s_cbranch_execz .LBB5_9
	ds_load_2addr_stride64_b32 v[22:23], v11 offset1:4
	ds_load_2addr_stride64_b32 v[24:25], v10 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v23, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v25, v24
	v_cmp_gt_f32_e64 s16, v25, v24
	v_cmp_o_f32_e64 s17, v24, v24
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v20, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v25, v25
	v_cndmask_b32_e64 v21, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v20.l, v21.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_dual_cndmask_b32 v20, v24, v25 :: v_dual_cndmask_b32 v21, v22, v23
	ds_store_b32 v10, v20
	ds_store_b32 v11, v21
.LBB5_9:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s4
	s_cbranch_execz .LBB5_11
	ds_load_2addr_stride64_b32 v[22:23], v11 offset1:2
	ds_load_2addr_stride64_b32 v[24:25], v10 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v23, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v25, v24
	v_cmp_gt_f32_e64 s16, v25, v24
	v_cmp_o_f32_e64 s17, v24, v24
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v20, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v25, v25
	v_cndmask_b32_e64 v21, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v20.l, v21.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_dual_cndmask_b32 v20, v24, v25 :: v_dual_cndmask_b32 v21, v22, v23
	ds_store_b32 v10, v20
	ds_store_b32 v11, v21
.LBB5_11:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s5
	s_cbranch_execz .LBB5_13
	ds_load_2addr_stride64_b32 v[22:23], v11 offset1:1
	ds_load_2addr_stride64_b32 v[24:25], v10 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v23, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v25, v24
	v_cmp_gt_f32_e64 s16, v25, v24
	v_cmp_o_f32_e64 s17, v24, v24
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v20, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v25, v25
	v_cndmask_b32_e64 v21, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v20.l, v21.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_dual_cndmask_b32 v20, v24, v25 :: v_dual_cndmask_b32 v21, v22, v23
	ds_store_b32 v10, v20
	ds_store_b32 v11, v21
.LBB5_13:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s6
	s_cbranch_execz .LBB5_15
	ds_load_2addr_b32 v[22:23], v11 offset1:32
	ds_load_2addr_b32 v[24:25], v10 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v23, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v25, v24
	v_cmp_gt_f32_e64 s16, v25, v24
	v_cmp_o_f32_e64 s17, v24, v24
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v20, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v25, v25
	v_cndmask_b32_e64 v21, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v20.l, v21.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_dual_cndmask_b32 v20, v24, v25 :: v_dual_cndmask_b32 v21, v22, v23
	ds_store_b32 v10, v20
	ds_store_b32 v11, v21
.LBB5_15:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s7
	s_cbranch_execz .LBB5_17
	ds_load_2addr_b32 v[22:23], v11 offset1:16
	ds_load_2addr_b32 v[24:25], v10 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v23, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v25, v24
	v_cmp_gt_f32_e64 s16, v25, v24
	v_cmp_o_f32_e64 s17, v24, v24
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v20, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v25, v25
	v_cndmask_b32_e64 v21, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v20.l, v21.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_dual_cndmask_b32 v20, v24, v25 :: v_dual_cndmask_b32 v21, v22, v23
	ds_store_b32 v10, v20
	ds_store_b32 v11, v21
.LBB5_17:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s8
	s_cbranch_execz .LBB5_19
	ds_load_2addr_b32 v[22:23], v11 offset1:8
	ds_load_2addr_b32 v[24:25], v10 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v23, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v25, v24
	v_cmp_gt_f32_e64 s16, v25, v24
	v_cmp_o_f32_e64 s17, v24, v24
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v20, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v25, v25
	v_cndmask_b32_e64 v21, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v20.l, v21.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_dual_cndmask_b32 v20, v24, v25 :: v_dual_cndmask_b32 v21, v22, v23
	ds_store_b32 v10, v20
	ds_store_b32 v11, v21
.LBB5_19:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s9
	s_cbranch_execz .LBB5_21
	ds_load_2addr_b32 v[22:23], v11 offset1:4
	ds_load_2addr_b32 v[24:25], v10 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v23, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v25, v24
	v_cmp_gt_f32_e64 s16, v25, v24
	v_cmp_o_f32_e64 s17, v24, v24
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v20, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v25, v25
	v_cndmask_b32_e64 v21, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v20.l, v21.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_dual_cndmask_b32 v20, v24, v25 :: v_dual_cndmask_b32 v21, v22, v23
	ds_store_b32 v10, v20
	ds_store_b32 v11, v21
.LBB5_21:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s10
	s_cbranch_execz .LBB5_23
	ds_load_2addr_b32 v[22:23], v11 offset1:2
	ds_load_2addr_b32 v[24:25], v10 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v23, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v25, v24
	v_cmp_gt_f32_e64 s16, v25, v24
	v_cmp_o_f32_e64 s17, v24, v24
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v20, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v25, v25
	v_cndmask_b32_e64 v21, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v20.l, v21.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_dual_cndmask_b32 v20, v24, v25 :: v_dual_cndmask_b32 v21, v22, v23
	ds_store_b32 v10, v20
	ds_store_b32 v11, v21
.LBB5_23:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s0
	s_cbranch_execz .LBB5_25
	ds_load_2addr_stride64_b32 v[22:23], v16 offset0:8 offset1:16
	ds_load_b32 v24, v11
	ds_load_b32 v25, v10
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v22, v24
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v23, v25
	v_cmp_gt_f32_e64 s16, v23, v25
	v_cmp_o_f32_e64 s17, v25, v25
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v20, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v21, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v20.l, v21.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_dual_cndmask_b32 v20, v25, v23 :: v_dual_cndmask_b32 v21, v24, v22
	ds_store_b32 v10, v20
	ds_store_b32 v11, v21
.LBB5_25:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s0
	s_cbranch_execz .LBB5_27
	ds_load_b32 v20, v3 offset:4096
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v20 offset:6144
.LBB5_27:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s1
	s_cbranch_execz .LBB5_29
	ds_load_2addr_stride64_b32 v[20:21], v11 offset1:4
	ds_load_2addr_stride64_b32 v[22:23], v10 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v23, v22
	v_cmp_gt_f32_e64 s16, v23, v22
	v_cmp_o_f32_e64 s17, v22, v22
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v6, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v7, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v22, v23 :: v_dual_cndmask_b32 v7, v20, v21
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
.LBB5_29:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s4
	s_cbranch_execz .LBB5_31
	ds_load_2addr_stride64_b32 v[20:21], v11 offset1:2
	ds_load_2addr_stride64_b32 v[22:23], v10 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v23, v22
	v_cmp_gt_f32_e64 s16, v23, v22
	v_cmp_o_f32_e64 s17, v22, v22
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v6, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v7, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v22, v23 :: v_dual_cndmask_b32 v7, v20, v21
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
.LBB5_31:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s5
	s_cbranch_execz .LBB5_33
	ds_load_2addr_stride64_b32 v[20:21], v11 offset1:1
	ds_load_2addr_stride64_b32 v[22:23], v10 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v23, v22
	v_cmp_gt_f32_e64 s16, v23, v22
	v_cmp_o_f32_e64 s17, v22, v22
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v6, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v7, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v22, v23 :: v_dual_cndmask_b32 v7, v20, v21
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
.LBB5_33:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s6
	s_cbranch_execz .LBB5_35
	ds_load_2addr_b32 v[20:21], v11 offset1:32
	ds_load_2addr_b32 v[22:23], v10 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v23, v22
	v_cmp_gt_f32_e64 s16, v23, v22
	v_cmp_o_f32_e64 s17, v22, v22
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v6, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v7, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v22, v23 :: v_dual_cndmask_b32 v7, v20, v21
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
.LBB5_35:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s7
	s_cbranch_execz .LBB5_37
	ds_load_2addr_b32 v[20:21], v11 offset1:16
	ds_load_2addr_b32 v[22:23], v10 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v23, v22
	v_cmp_gt_f32_e64 s16, v23, v22
	v_cmp_o_f32_e64 s17, v22, v22
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v6, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v7, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v22, v23 :: v_dual_cndmask_b32 v7, v20, v21
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
.LBB5_37:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s8
	s_cbranch_execz .LBB5_39
	ds_load_2addr_b32 v[20:21], v11 offset1:8
	ds_load_2addr_b32 v[22:23], v10 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v23, v22
	v_cmp_gt_f32_e64 s16, v23, v22
	v_cmp_o_f32_e64 s17, v22, v22
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v6, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v7, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v22, v23 :: v_dual_cndmask_b32 v7, v20, v21
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
.LBB5_39:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s9
	s_cbranch_execz .LBB5_41
	ds_load_2addr_b32 v[20:21], v11 offset1:4
	ds_load_2addr_b32 v[22:23], v10 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v23, v22
	v_cmp_gt_f32_e64 s16, v23, v22
	v_cmp_o_f32_e64 s17, v22, v22
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v6, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v7, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v22, v23 :: v_dual_cndmask_b32 v7, v20, v21
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
.LBB5_41:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s10
	s_cbranch_execz .LBB5_43
	ds_load_2addr_b32 v[20:21], v11 offset1:2
	ds_load_2addr_b32 v[22:23], v10 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v23, v22
	v_cmp_gt_f32_e64 s16, v23, v22
	v_cmp_o_f32_e64 s17, v22, v22
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v6, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v7, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v22, v23 :: v_dual_cndmask_b32 v7, v20, v21
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
.LBB5_43:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s0
	s_cbranch_execz .LBB5_45
	ds_load_2addr_stride64_b32 v[20:21], v16 offset0:8 offset1:16
	ds_load_b32 v22, v11
	ds_load_b32 v23, v10
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v20, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v21, v23
	v_cmp_gt_f32_e64 s16, v21, v23
	v_cmp_o_f32_e64 s17, v23, v23
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v6, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v21, v21
	v_cndmask_b32_e64 v7, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v23, v21 :: v_dual_cndmask_b32 v7, v22, v20
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
.LBB5_45:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s0
	s_cbranch_execz .LBB5_47
	ds_load_b32 v6, v3 offset:2048
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v6, v6
	ds_store_b32 v3, v6 offset:6152
.LBB5_47:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s3
	s_cbranch_execz .LBB5_49
	ds_load_b32 v6, v3 offset:6144
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v6, v9, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v6
	v_cndmask_b32_e32 v7, 0xc2d00000, v6, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v7
	v_cndmask_b32_e32 v7, 0x42b20000, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, 0x3fb8aa3b, v7
	v_add_f32_e32 v20, 0x4b400000, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v21, 0xcb400000, v20
	v_mul_f32_e32 v22, 0xbf317200, v21
	v_mul_f32_e32 v21, 0x35bfbe8e, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, v7, v22
	v_sub_f32_e32 v22, v7, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, v22, v22
	v_mul_f32_e32 v24, 0x3331bb4c, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, 0xb5ddea0e, v24
	v_mul_f32_e32 v24, v23, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, 0x388ab355, v24
	v_mul_f32_e32 v24, v23, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, 0xbb360b61, v24
	v_mul_f32_e32 v24, v23, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, 0x3e2aaaab, v24
	v_mul_f32_e32 v23, v23, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v23, v22, v23
	v_mul_f32_e32 v22, v22, v23
	v_sub_f32_e32 v23, 2.0, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v24, null, v23, v23, v22
	v_div_scale_f32 v27, vcc_lo, v22, v23, v22
	v_rcp_f32_e32 v25, v24
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v26, -v24, v25, 1.0
	v_fmac_f32_e32 v25, v26, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v27, v25
	v_fma_f32 v28, -v24, v26, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v26, v28, v25
	v_fma_f32 v24, -v24, v26, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v24, v24, v25, v26
	v_cmp_o_f32_e32 vcc_lo, v6, v6
	v_div_fixup_f32 v22, v24, v23, v22
	v_add_nc_u32_e32 v23, 0xb4c00100, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 1, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v7, v7, v21
	v_sub_nc_u32_e32 v20, v20, v22
	v_lshl_add_u32 v21, v22, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v7, 1.0, v7
	v_lshl_add_u32 v20, v20, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, v7, v21
	v_mul_f32_e32 v7, v7, v20
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v6, 0x7fc00000, v7, vcc_lo
	ds_store_b32 v8, v6
.LBB5_49:
	s_or_b32 exec_lo, exec_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB5_55
	s_mov_b64 s[16:17], 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB5_52
	.p2align	6
.LBB5_51:
	s_or_b32 exec_lo, exec_lo, s15
	s_cmp_eq_u64 s[16:17], s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB5_55
.LBB5_52:
	s_lshl_b64 s[58:59], 1, s16
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	s_add_u32 s60, s58, s38
	s_addc_u32 s61, s59, s39
	s_mov_b32 s15, exec_lo
	s_lshr_b64 s[60:61], s[60:61], s16
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[60:61], v[0:1]
	s_cbranch_execz .LBB5_51
	v_dual_mov_b32 v7, v1 :: v_dual_mov_b32 v6, v0
	s_mov_b32 s56, 0
	.p2align	6
.LBB5_54:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[20:21], s16, v[6:7]
	v_add_co_u32 v6, vcc_lo, 0x200, v6
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshlrev_b32_e32 v21, 2, v20
	v_add_lshl_u32 v20, v20, s58, 2
	v_cmp_le_u64_e32 vcc_lo, s[60:61], v[6:7]
	ds_load_b32 v22, v21
	ds_load_b32 v20, v20
	s_or_b32 s56, vcc_lo, s56
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v20, v22, v20
	ds_store_b32 v21, v20
	s_and_not1_b32 exec_lo, exec_lo, s56
	s_cbranch_execnz .LBB5_54
	s_branch .LBB5_51
.LBB5_55:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s15, s0
	s_cbranch_execz .LBB5_57
	ds_load_b32 v6, v3
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v6 offset:6148
.LBB5_57:
	s_or_b32 exec_lo, exec_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s62
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB5_61
	v_mov_b32_e32 v6, v9
	s_and_saveexec_b32 s15, s3
	s_cbranch_execz .LBB5_60
	v_cndmask_b32_e64 v6, v17, v18, s14
	s_cmp_gt_f32 s52, 0
	v_cmp_class_f32_e64 vcc_lo, v2, 0x260
	s_mov_b32 s52, s44
	global_load_b32 v35, v[4:5], off
	v_cndmask_b32_e64 v6, v6, v19, s13
	s_mov_b32 s56, s48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, 0x37800000, v6
	v_cndmask_b32_e64 v6, v6, v7, s2
	s_cselect_b32 s2, -1, 0
	s_add_u32 s13, s36, s30
	s_addc_u32 s14, s37, s31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s16, s14, 0xcd9e8d57
	s_mul_i32 s14, s14, 0xcd9e8d57
	s_xor_b32 s16, s28, s16
	v_cndmask_b32_e32 v34, v6, v2, vcc_lo
	s_xor_b32 s13, s16, s13
	v_xor_b32_e32 v2, s14, v13
	s_mul_hi_u32 s14, s13, 0xd2511f53
	s_mul_i32 s13, s13, 0xd2511f53
	v_xor_b32_e32 v17, s14, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s13, s63, v7
	v_xor_b32_e32 v7, v18, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v19, s64, v17
	v_xor3_b32 v17, s65, v21, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v7, s67, v20
	v_xor3_b32 v7, s66, v22, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v18, s68, v21
	v_xor3_b32 v18, s69, v20, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v18, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v7, s71, v19
	v_xor3_b32 v7, s70, v21, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v18, s72, v20
	v_xor3_b32 v18, s73, v22, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v18, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v7, s75, v21
	v_xor3_b32 v7, s74, v23, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v22, v20, s76
	v_cndmask_b32_e64 v2, v23, v19, s11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, v24, v6, s29
	v_lshrrev_b32_e32 v2, 9, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v6, v6, v20, s11
	v_cvt_f32_u32_e32 v2, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v6, 9, v6
	v_add_f32_e32 v2, 0.5, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v6, v6
	v_mul_f32_e32 v2, 0x34000000, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v6, 0.5, v6
	v_cvt_f64_f32_e32 v[17:18], v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[17:18], 4.0
	v_add_f64 v[25:26], 0x43380000, v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], 0xc3380000, v[25:26]
	v_add_f64 v[17:18], v[17:18], -v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[17:18], s[40:41]
	v_mul_f64 v[28:29], v[26:27], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[17:18], v[28:29], s[42:43]
	v_mul_f64 v[30:31], v[28:29], s[50:51]
	v_add_f64 v[32:33], v[17:18], s[44:45]
	ds_load_b96 v[17:19], v3 offset:6144
	v_add_f64 v[30:31], v[30:31], s[52:53]
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v17, v9, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v17
	v_cndmask_b32_e32 v2, 0xc2d00000, v17, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v2
	v_mul_f64 v[32:33], v[28:29], v[32:33]
	v_mul_f64 v[30:31], v[28:29], v[30:31]
	v_cndmask_b32_e32 v2, 0x42b20000, v2, vcc_lo
	v_div_scale_f32 v48, vcc_lo, 1.0, v18, 1.0
	v_mul_f32_e32 v24, 0x34000000, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v7, 0x3fb8aa3b, v2
	v_add_nc_u32_e32 v24, 0x4afb0d, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0x4b400000, v7
	v_add_f32_e32 v7, 0xcb400000, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, 0xbf317200, v7
	v_dual_mul_f32 v37, 0x35bfbe8e, v7 :: v_dual_add_f32 v38, v2, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v38, v37
	v_mul_f32_e32 v23, v2, v2
	v_add_f64 v[32:33], v[32:33], s[46:47]
	v_add_f64 v[30:31], v[30:31], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, 0x3331bb4c, v23
	v_add_f32_e32 v7, 0xb5ddea0e, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, v23, v7
	v_add_f32_e32 v7, 0x388ab355, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, v23, v7
	v_add_f32_e32 v7, 0xbb360b61, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v7, v23, v7
	v_mul_f64 v[20:21], v[28:29], v[30:31]
	v_add_f32_e32 v22, 0x3e2aaaab, v7
	v_mul_f64 v[6:7], v[28:29], v[32:33]
	v_mul_f64 v[30:31], v[28:29], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v22, v23, v22 :: v_dual_and_b32 v23, 0x7fffff, v24
	v_sub_f32_e32 v22, v2, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v2, v2, v22
	v_sub_f32_e32 v32, 2.0, v22
	v_add_nc_u32_e32 v22, 0x3f3504f3, v23
	v_div_scale_f32 v23, null, v18, v18, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_scale_f32 v33, null, v32, v32, v2
	v_add_f32_e32 v39, -1.0, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_rcp_f32_e32 v40, v23
	v_xor_b32_e32 v43, 0x80000000, v23
	v_rcp_f32_e32 v41, v33
	v_mul_f64 v[22:23], v[26:27], v[28:29]
	v_add_f32_e32 v42, 2.0, v39
	v_mul_f64 v[28:29], v[28:29], -0.5
	v_lshrrev_b32_e32 v24, 23, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_2)
	v_div_scale_f32 v44, null, v42, v42, v39
	v_fma_f32 v45, v43, v40, 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v46, -v33, v41, 1.0
	v_div_scale_f32 v51, s14, v39, v42, v39
	v_rcp_f32_e32 v47, v44
	v_add_f64 v[6:7], v[6:7], s[48:49]
	v_fmac_f32_e32 v40, v45, v40
	v_div_scale_f32 v45, s13, v2, v32, v2
	v_fmac_f32_e32 v41, v46, v41
	v_add_f64 v[20:21], v[20:21], s[56:57]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f32_e32 v49, v48, v40
	v_add_nc_u32_e32 v24, 0xffffff81, v24
	v_fma_f32 v46, -v44, v47, 1.0
	v_mul_f32_e32 v50, v45, v41
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_i32_e32 v24, v24
	v_fmac_f32_e32 v47, v46, v47
	v_fma_f32 v46, v43, v49, v48
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v52, -v33, v50, v45
	v_mul_f32_e32 v53, v51, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v49, v46, v40 :: v_dual_fmac_f32 v50, v52, v41
	v_fma_f32 v46, -v44, v53, v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v48, v43, v49
	v_fma_f32 v33, -v33, v50, v45
	v_add_f64 v[28:29], v[28:29], 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v53, v46, v47
	v_div_fmas_f32 v40, v48, v40, v49
	s_mov_b32 vcc_lo, s13
	v_div_fmas_f32 v33, v33, v41, v50
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_fma_f32 v41, -v44, v53, v51
	s_mov_b32 vcc_lo, s14
	v_div_fixup_f32 v18, v40, v18, 1.0
	v_mul_f64 v[6:7], v[22:23], v[6:7]
	v_div_fmas_f32 v22, v41, v47, v53
	v_mul_f64 v[20:21], v[30:31], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v22, v22, v42, v39
	v_dual_mul_f32 v42, 0.5, v39 :: v_dual_mul_f32 v23, v22, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v30, v23, v23
	v_mul_f32_e32 v41, 0x3e91e9ee, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v41, 0x3f2aaaaa, v41
	v_mul_f32_e32 v31, 0x3e789e26, v30
	v_mul_f32_e32 v23, v23, v41
	v_add_f64 v[6:7], v[26:27], v[6:7]
	v_mul_f32_e32 v26, 0x3717f7d1, v24
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_add_f32_e32 v31, 0x3eccce13, v31
	v_mul_f32_e32 v24, 0x3f317180, v24
	v_div_fixup_f32 v27, v33, v32, v2
	v_add_f64 v[20:21], v[28:29], v[20:21]
	v_dual_mul_f32 v30, v30, v31 :: v_dual_mul_f32 v31, v39, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, v23, v30
	v_add_f32_e32 v23, v31, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v22, v22, v23 :: v_dual_mov_b32 v23, v3
	v_add_f32_e32 v22, v26, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v22, v22, v31
	v_add_f32_e32 v22, v39, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, v24, v22
	v_mul_f32_e32 v24, -2.0, v24
	v_and_b32_e32 v22, 2, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[22:23]
	v_xor_b32_e32 v22, 0x80000000, v21
	v_dual_sub_f32 v23, v37, v27 :: v_dual_and_b32 v2, 1, v25
	v_xor_b32_e32 v25, 0x80000000, v7
	v_dual_cndmask_b32 v21, v22, v21 :: v_dual_add_nc_u32 v26, 0xb4c00100, v36
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_sub_f32_e32 v23, v38, v23
	v_cmp_eq_u64_e64 s13, 0, v[2:3]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_dual_cndmask_b32 v2, v25, v7 :: v_dual_cndmask_b32 v7, v7, v25
	v_mul_f32_e32 v27, 0x4f800000, v24
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v24
	v_add_f32_e32 v25, v9, v9
	v_cndmask_b32_e64 v2, v21, v2, s13
	v_cndmask_b32_e64 v7, v7, v21, s13
	v_cndmask_b32_e32 v22, v24, v27, vcc_lo
	v_cndmask_b32_e64 v24, v20, v6, s13
	v_cndmask_b32_e64 v6, v6, v20, s13
	v_lshrrev_b32_e32 v20, 1, v26
	v_cndmask_b32_e64 v7, v2, v7, s12
	v_sqrt_f32_e32 v21, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v6, v24, v6, s12
	v_sub_nc_u32_e32 v2, v36, v20
	v_lshl_add_u32 v20, v20, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_f64_e32 v6, v[6:7]
	v_lshl_add_u32 v2, v2, 23, 0x7f800000
	v_add_f32_e32 v23, 1.0, v23
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v20, v23, v20 :: v_dual_add_nc_u32 v7, -1, v21
	v_add_nc_u32_e32 v23, 1, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v24, -v7, v21, v22
	v_mul_f32_e32 v2, v20, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v20, -v23, v21, v22
	v_cmp_ge_f32_e64 s13, 0, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v7, v21, v7, s13
	v_cmp_o_f32_e64 s13, v17, v17
	v_cndmask_b32_e64 v2, 0x7fc00000, v2, s13
	v_cmp_lt_f32_e64 s13, 0, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v17, 0x3d4ccccd, v25 :: v_dual_mul_f32 v2, v18, v2
	v_cndmask_b32_e64 v7, v7, v23, s13
	v_cmp_eq_f32_e64 s13, v19, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v18, 0x37800000, v7
	v_cndmask_b32_e64 v19, 0, 0x3dcccccd, s13
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v17, v17, v35
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v7, v7, v18, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v22, 0x260
	v_add_f32_e32 v2, v17, v2
	v_cndmask_b32_e64 v17, 0, v34, s2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v7, v7, v22, vcc_lo
	v_add_f32_e32 v2, v19, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v17, v17, s21, s27
	v_mul_f32_e32 v6, v7, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v2, s20, v2
	v_mul_f32_e32 v6, v17, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v9, v2
	v_add_f32_e32 v2, v6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v6, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v6
	v_cndmask_b32_e32 v6, 0x7fc00000, v2, vcc_lo
.LBB5_60:
	s_or_b32 exec_lo, exec_lo, s15
	s_cbranch_execnz .LBB5_6
	s_branch .LBB5_62
.LBB5_61:
.LBB5_62:
	s_and_saveexec_b32 s13, s3
	s_cbranch_execz .LBB5_5
	global_load_b32 v2, v[4:5], off
	ds_load_b96 v[17:19], v3 offset:6144
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v6, v9, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v6
	v_cndmask_b32_e32 v7, 0xc2d00000, v6, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v7
	v_cndmask_b32_e32 v7, 0x42b20000, v7, vcc_lo
	v_div_scale_f32 v29, vcc_lo, 1.0, v18, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, 0x3fb8aa3b, v7
	v_add_f32_e32 v17, 0x4b400000, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0xcb400000, v17
	v_mul_f32_e32 v21, 0xbf317200, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v20, 0x35bfbe8e, v20 :: v_dual_add_f32 v7, v7, v21
	v_sub_f32_e32 v21, v7, v20
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
	v_div_scale_f32 v23, null, v18, v18, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v22, v21, v22
	v_rcp_f32_e32 v25, v23
	v_xor_b32_e32 v23, 0x80000000, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v21, v22
	v_sub_f32_e32 v22, 2.0, v22
	v_div_scale_f32 v24, null, v22, v22, v21
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v27, v23, v25, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v26, v24
	v_fmac_f32_e32 v25, v27, v25
	v_div_scale_f32 v27, s2, v21, v22, v21
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v28, -v24, v26, 1.0
	v_fmac_f32_e32 v26, v28, v26
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v28, v29, v25
	v_mul_f32_e32 v30, v27, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v31, v23, v28, v29
	v_fma_f32 v32, -v24, v30, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v28, v31, v25
	v_dual_fmac_f32 v30, v32, v26 :: v_dual_fmac_f32 v29, v23, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v23, -v24, v30, v27
	v_div_fmas_f32 v24, v29, v25, v28
	s_mov_b32 vcc_lo, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v23, v23, v26, v30
	v_cmp_o_f32_e32 vcc_lo, v6, v6
	v_div_fixup_f32 v18, v24, v18, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v21, v23, v22, v21
	v_add_nc_u32_e32 v22, 0xb4c00100, v17
	v_sub_f32_e32 v20, v20, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v21, 1, v22
	v_sub_f32_e32 v7, v7, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v17, v17, v21
	v_lshl_add_u32 v20, v21, 23, 0xff800000
	v_add_f32_e32 v7, 1.0, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v17, v17, 23, 0x7f800000
	v_mul_f32_e32 v7, v7, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, v7, v17
	v_dual_add_f32 v17, v9, v9 :: v_dual_cndmask_b32 v6, 0x7fc00000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v7, 0x3d4ccccd, v17
	v_cmp_eq_f32_e32 vcc_lo, v19, v12
	v_mul_f32_e32 v6, v18, v6
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v2, v7, v2
	v_cndmask_b32_e64 v7, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v2, v2, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v7, v2
	v_mul_f32_e32 v2, s20, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v9, v2
	v_and_b32_e32 v6, 0x7fffffff, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v6
	v_cndmask_b32_e32 v9, 0x7fc00000, v2, vcc_lo
	s_branch .LBB5_5
.LBB5_64:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v9
.LBB5_65:
	s_and_saveexec_b32 s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB5_67
	global_store_b32 v8, v6, s[34:35]
.LBB5_67:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_fast_w512
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
		.amdhsa_next_free_vgpr 54
		.amdhsa_next_free_sgpr 77
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
		.amdhsa_inst_pref_size 59
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
	.size	tessera_softmax_fast_w512, .Lfunc_end5-tessera_softmax_fast_w512

	.set tessera_softmax_fast_w512.num_vgpr, 54
	.set tessera_softmax_fast_w512.num_agpr, 0
	.set tessera_softmax_fast_w512.numbered_sgpr, 77
	.set tessera_softmax_fast_w512.num_named_barrier, 0
	.set tessera_softmax_fast_w512.private_seg_size, 0
	.set tessera_softmax_fast_w512.uses_vcc, 1
	.set tessera_softmax_fast_w512.uses_flat_scratch, 0
	.set tessera_softmax_fast_w512.has_dyn_sized_stack, 0
	.set tessera_softmax_fast_w512.has_recursion, 0
	.set tessera_softmax_fast_w512.has_indirect_call, 0
	.globl	tessera_softmax_fast_w1024
	.p2align	8
	.type	tessera_softmax_fast_w1024,@function
tessera_softmax_fast_w1024:
	s_load_b256 s[12:19], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[16:17], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x400, s[18:19]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB6_71
	s_load_b64 s[34:35], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v8, 2, v0
	s_mul_i32 s3, s19, s2
	s_mul_hi_u32 s4, s18, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_add_i32 s5, s4, s3
	s_mul_i32 s4, s18, s2
	v_cmp_gt_u64_e64 s3, s[18:19], v[0:1]
	s_lshl_b64 s[16:17], s[4:5], 2
	s_add_u32 s36, s12, s16
	s_addc_u32 s37, s13, s17
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB6_3
	global_load_b32 v9, v8, s[36:37]
.LBB6_3:
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[34:35], 0
	s_mov_b64 s[38:39], 0
	s_cbranch_scc1 .LBB6_68
	s_clause 0x1
	s_load_b256 s[20:27], s[0:1], 0x28
	s_load_b128 s[28:31], s[0:1], 0x48
	v_dual_mov_b32 v3, 0 :: v_dual_and_b32 v6, 2, v0
	v_lshrrev_b32_e32 v2, 2, v0
	s_mov_b32 s11, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v14, s11 :: v_dual_and_b32 v13, 1, v0
	v_mov_b32_e32 v7, s11
	v_cmp_eq_u32_e64 s0, 0, v0
	v_or_b32_e32 v10, 0x2000, v8
	v_or_b32_e32 v11, 0x1000, v8
	v_cmp_gt_u32_e64 s1, 0x200, v0
	v_cmp_gt_u32_e64 s4, 0x100, v0
	v_cmp_gt_u32_e64 s5, 0x80, v0
	v_cmp_gt_u32_e64 s6, 64, v0
	v_cmp_gt_u32_e64 s7, 32, v0
	v_cmp_gt_u32_e64 s8, 16, v0
	v_cmp_gt_u32_e64 s9, 8, v0
	v_cmp_gt_u32_e64 s10, 4, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s23, 0
	v_cmp_gt_u32_e64 s11, 2, v0
	s_cselect_b32 s27, -1, 0
	s_add_u32 s23, s14, s16
	s_addc_u32 s42, s15, s17
	s_add_u32 s40, s18, -1
	s_addc_u32 s41, s19, -1
	v_cvt_f32_u32_e32 v12, v0
	s_clz_i32_u64 s12, s[40:41]
	v_add_nc_u32_e64 v16, 4, 0
	s_min_u32 s12, s12, 64
	s_mov_b32 s44, 0xa556c734
	s_sub_u32 s14, 64, s12
	s_subb_u32 s15, 0, 0
	s_cmp_lg_u64 s[40:41], 0
	s_mov_b32 s46, 0x1a01a01a
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s22, 0
	s_mov_b32 s48, 0x11111111
	s_cselect_b32 s62, -1, 0
	s_add_u32 s16, s18, 3
	s_addc_u32 s17, s19, 0
	s_add_u32 s18, s28, 0x3c6ef372
	s_lshr_b64 s[12:13], s[16:17], 2
	s_lshr_b32 s16, s17, 2
	v_mad_u64_u32 v[4:5], null, s12, s2, v[2:3]
	v_cmp_eq_u64_e64 s12, 0, v[6:7]
	v_cmp_eq_u64_e64 s13, 0, v[13:14]
	s_add_u32 s17, s29, 0xbb67ae85
	s_add_u32 s63, s29, 0x76cf5d0a
	s_add_u32 s64, s28, 0xdaa66d2b
	s_add_u32 s65, s29, 0x32370b8f
	v_mad_u64_u32 v[6:7], null, s16, s2, v[5:6]
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v4, 0
	v_add_co_u32 v4, s2, s23, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s42, 0, s2
	v_cmp_gt_u64_e64 s2, s[14:15], 1
	s_add_u32 s16, s28, 0x9e3779b9
	v_xor_b32_e32 v2, v15, v6
	v_xor_b32_e32 v14, s17, v14
	s_add_u32 s66, s28, 0x78dde6e4
	s_add_u32 s67, s29, 0xed9eba14
	s_add_u32 s68, s28, 0x1715609d
	v_xor_b32_e32 v2, s29, v2
	s_add_u32 s69, s29, 0xa9066899
	s_add_u32 s70, s28, 0xb54cda56
	s_add_u32 s71, s29, 0x646e171e
	s_add_u32 s72, s28, 0x5384540f
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v2, 0
	s_add_u32 s73, s29, 0x1fd5c5a3
	s_add_u32 s74, s28, 0xf1bbcdc8
	s_add_u32 s75, s29, 0xdb3d7428
	s_add_i32 s76, s28, 0x8ff34781
	s_add_i32 s29, s29, 0x96a522ad
	s_and_b32 s2, s2, exec_lo
	v_xor_b32_e32 v13, s16, v7
	v_xor_b32_e32 v15, s18, v6
	s_mov_b32 s42, 0x54442d18
	s_mov_b32 s50, 0x55555555
	s_mov_b32 s52, 0xb7789f5c
	s_mov_b32 s54, 0x16c16c17
	s_cselect_b32 s23, s15, 0
	s_cselect_b32 s22, s14, 1
	s_mov_b32 s43, 0x3ff921fb
	s_mov_b32 s45, 0x3ec71de3
	s_mov_b32 s47, 0xbf2a01a0
	s_mov_b32 s49, 0x3f811111
	s_mov_b32 s51, 0xbfc55555
	s_mov_b32 s53, 0xbe927e4f
	s_mov_b32 s19, 0x3efa01a0
	s_mov_b32 s55, 0xbf56c16c
	s_mov_b32 s57, 0x3fa55555
	s_branch .LBB6_7
.LBB6_5:
	s_or_b32 exec_lo, exec_lo, s14
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v6, v9
.LBB6_6:
	s_add_u32 s38, s38, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v9, v6
	s_addc_u32 s39, s39, 0
	s_mul_f32 s24, s25, s24
	s_cmp_eq_u64 s[38:39], s[34:35]
	s_cbranch_scc1 .LBB6_69
.LBB6_7:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_f32 s56, s26, s24
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v9
	v_cndmask_b32_e64 v6, 0xff800000, v9, s3
	s_mul_f32 s2, s56, 0x4f800000
	s_cmp_lt_f32 s56, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mov_b32_e32 v2, s2
	s_cselect_b32 s2, -1, 0
	s_and_b32 vcc_lo, s3, vcc_lo
	v_cndmask_b32_e64 v2, s56, v2, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v17, v2
	v_add_nc_u32_e32 v18, -1, v17
	v_add_nc_u32_e32 v19, 1, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v7, 0x80000000, v18
	v_xor_b32_e32 v20, 0x80000000, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v21, v7, v17, v2
	v_fma_f32 v20, v20, v17, v2
	v_cndmask_b32_e32 v7, 0, v0, vcc_lo
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
	v_cmp_ge_f32_e64 s15, 0, v21
	v_cmp_lt_f32_e64 s14, 0, v20
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s58, s1
	s_cbranch_execz .LBB6_9
	ds_load_2addr_stride64_b32 v[22:23], v11 offset1:8
	ds_load_2addr_stride64_b32 v[24:25], v10 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v23, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v25, v24
	v_cmp_gt_f32_e64 s17, v25, v24
	v_cmp_o_f32_e64 s18, v24, v24
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v20, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v25, v25
	v_cndmask_b32_e64 v21, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v20.l, v21.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_dual_cndmask_b32 v20, v24, v25 :: v_dual_cndmask_b32 v21, v22, v23
	ds_store_b32 v10, v20
	ds_store_b32 v11, v21
.LBB6_9:
	s_or_b32 exec_lo, exec_lo, s58
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s58, s4
	s_cbranch_execz .LBB6_11
	ds_load_2addr_stride64_b32 v[22:23], v11 offset1:4
	ds_load_2addr_stride64_b32 v[24:25], v10 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v23, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v25, v24
	v_cmp_gt_f32_e64 s17, v25, v24
	v_cmp_o_f32_e64 s18, v24, v24
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v20, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v25, v25
	v_cndmask_b32_e64 v21, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v20.l, v21.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_dual_cndmask_b32 v20, v24, v25 :: v_dual_cndmask_b32 v21, v22, v23
	ds_store_b32 v10, v20
	ds_store_b32 v11, v21
.LBB6_11:
	s_or_b32 exec_lo, exec_lo, s58
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s58, s5
	s_cbranch_execz .LBB6_13
	ds_load_2addr_stride64_b32 v[22:23], v11 offset1:2
	ds_load_2addr_stride64_b32 v[24:25], v10 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v23, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v25, v24
	v_cmp_gt_f32_e64 s17, v25, v24
	v_cmp_o_f32_e64 s18, v24, v24
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v20, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v25, v25
	v_cndmask_b32_e64 v21, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v20.l, v21.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_dual_cndmask_b32 v20, v24, v25 :: v_dual_cndmask_b32 v21, v22, v23
	ds_store_b32 v10, v20
	ds_store_b32 v11, v21
.LBB6_13:
	s_or_b32 exec_lo, exec_lo, s58
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s58, s6
	s_cbranch_execz .LBB6_15
	ds_load_2addr_stride64_b32 v[22:23], v11 offset1:1
	ds_load_2addr_stride64_b32 v[24:25], v10 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v23, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v25, v24
	v_cmp_gt_f32_e64 s17, v25, v24
	v_cmp_o_f32_e64 s18, v24, v24
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v20, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v25, v25
	v_cndmask_b32_e64 v21, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v20.l, v21.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_dual_cndmask_b32 v20, v24, v25 :: v_dual_cndmask_b32 v21, v22, v23
	ds_store_b32 v10, v20
	ds_store_b32 v11, v21
.LBB6_15:
	s_or_b32 exec_lo, exec_lo, s58
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s58, s7
	s_cbranch_execz .LBB6_17
	ds_load_2addr_b32 v[22:23], v11 offset1:32
	ds_load_2addr_b32 v[24:25], v10 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v23, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v25, v24
	v_cmp_gt_f32_e64 s17, v25, v24
	v_cmp_o_f32_e64 s18, v24, v24
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v20, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v25, v25
	v_cndmask_b32_e64 v21, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v20.l, v21.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_dual_cndmask_b32 v20, v24, v25 :: v_dual_cndmask_b32 v21, v22, v23
	ds_store_b32 v10, v20
	ds_store_b32 v11, v21
.LBB6_17:
	s_or_b32 exec_lo, exec_lo, s58
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s58, s8
	s_cbranch_execz .LBB6_19
	ds_load_2addr_b32 v[22:23], v11 offset1:16
	ds_load_2addr_b32 v[24:25], v10 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v23, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v25, v24
	v_cmp_gt_f32_e64 s17, v25, v24
	v_cmp_o_f32_e64 s18, v24, v24
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v20, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v25, v25
	v_cndmask_b32_e64 v21, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v20.l, v21.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_dual_cndmask_b32 v20, v24, v25 :: v_dual_cndmask_b32 v21, v22, v23
	ds_store_b32 v10, v20
	ds_store_b32 v11, v21
.LBB6_19:
	s_or_b32 exec_lo, exec_lo, s58
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s58, s9
	s_cbranch_execz .LBB6_21
	ds_load_2addr_b32 v[22:23], v11 offset1:8
	ds_load_2addr_b32 v[24:25], v10 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v23, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v25, v24
	v_cmp_gt_f32_e64 s17, v25, v24
	v_cmp_o_f32_e64 s18, v24, v24
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v20, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v25, v25
	v_cndmask_b32_e64 v21, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v20.l, v21.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_dual_cndmask_b32 v20, v24, v25 :: v_dual_cndmask_b32 v21, v22, v23
	ds_store_b32 v10, v20
	ds_store_b32 v11, v21
.LBB6_21:
	s_or_b32 exec_lo, exec_lo, s58
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s58, s10
	s_cbranch_execz .LBB6_23
	ds_load_2addr_b32 v[22:23], v11 offset1:4
	ds_load_2addr_b32 v[24:25], v10 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v23, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v25, v24
	v_cmp_gt_f32_e64 s17, v25, v24
	v_cmp_o_f32_e64 s18, v24, v24
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v20, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v25, v25
	v_cndmask_b32_e64 v21, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v20.l, v21.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_dual_cndmask_b32 v20, v24, v25 :: v_dual_cndmask_b32 v21, v22, v23
	ds_store_b32 v10, v20
	ds_store_b32 v11, v21
.LBB6_23:
	s_or_b32 exec_lo, exec_lo, s58
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s58, s11
	s_cbranch_execz .LBB6_25
	ds_load_2addr_b32 v[22:23], v11 offset1:2
	ds_load_2addr_b32 v[24:25], v10 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v23, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v25, v24
	v_cmp_gt_f32_e64 s17, v25, v24
	v_cmp_o_f32_e64 s18, v24, v24
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v20, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v25, v25
	v_cndmask_b32_e64 v21, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v20.l, v21.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_dual_cndmask_b32 v20, v24, v25 :: v_dual_cndmask_b32 v21, v22, v23
	ds_store_b32 v10, v20
	ds_store_b32 v11, v21
.LBB6_25:
	s_or_b32 exec_lo, exec_lo, s58
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s58, s0
	s_cbranch_execz .LBB6_27
	ds_load_2addr_stride64_b32 v[22:23], v16 offset0:16 offset1:32
	ds_load_b32 v24, v11
	ds_load_b32 v25, v10
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v22, v24
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v23, v25
	v_cmp_gt_f32_e64 s17, v23, v25
	v_cmp_o_f32_e64 s18, v25, v25
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v20, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v21, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v20.l, v20.l, v21.l, vcc_lo
	v_and_b16 v20.l, 1, v20.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v20.l
	v_dual_cndmask_b32 v20, v25, v23 :: v_dual_cndmask_b32 v21, v24, v22
	ds_store_b32 v10, v20
	ds_store_b32 v11, v21
.LBB6_27:
	s_or_b32 exec_lo, exec_lo, s58
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s0
	s_cbranch_execz .LBB6_29
	ds_load_b32 v20, v3 offset:8192
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v20 offset:12288
.LBB6_29:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s58, s1
	s_cbranch_execz .LBB6_31
	ds_load_2addr_stride64_b32 v[20:21], v11 offset1:8
	ds_load_2addr_stride64_b32 v[22:23], v10 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v23, v22
	v_cmp_gt_f32_e64 s17, v23, v22
	v_cmp_o_f32_e64 s18, v22, v22
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v6, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v7, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v22, v23 :: v_dual_cndmask_b32 v7, v20, v21
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
.LBB6_31:
	s_or_b32 exec_lo, exec_lo, s58
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s58, s4
	s_cbranch_execz .LBB6_33
	ds_load_2addr_stride64_b32 v[20:21], v11 offset1:4
	ds_load_2addr_stride64_b32 v[22:23], v10 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v23, v22
	v_cmp_gt_f32_e64 s17, v23, v22
	v_cmp_o_f32_e64 s18, v22, v22
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v6, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v7, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v22, v23 :: v_dual_cndmask_b32 v7, v20, v21
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
.LBB6_33:
	s_or_b32 exec_lo, exec_lo, s58
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s58, s5
	s_cbranch_execz .LBB6_35
	ds_load_2addr_stride64_b32 v[20:21], v11 offset1:2
	ds_load_2addr_stride64_b32 v[22:23], v10 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v23, v22
	v_cmp_gt_f32_e64 s17, v23, v22
	v_cmp_o_f32_e64 s18, v22, v22
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v6, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v7, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v22, v23 :: v_dual_cndmask_b32 v7, v20, v21
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
.LBB6_35:
	s_or_b32 exec_lo, exec_lo, s58
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s58, s6
	s_cbranch_execz .LBB6_37
	ds_load_2addr_stride64_b32 v[20:21], v11 offset1:1
	ds_load_2addr_stride64_b32 v[22:23], v10 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v23, v22
	v_cmp_gt_f32_e64 s17, v23, v22
	v_cmp_o_f32_e64 s18, v22, v22
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v6, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v7, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v22, v23 :: v_dual_cndmask_b32 v7, v20, v21
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
.LBB6_37:
	s_or_b32 exec_lo, exec_lo, s58
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s58, s7
	s_cbranch_execz .LBB6_39
	ds_load_2addr_b32 v[20:21], v11 offset1:32
	ds_load_2addr_b32 v[22:23], v10 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v23, v22
	v_cmp_gt_f32_e64 s17, v23, v22
	v_cmp_o_f32_e64 s18, v22, v22
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v6, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v7, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v22, v23 :: v_dual_cndmask_b32 v7, v20, v21
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
.LBB6_39:
	s_or_b32 exec_lo, exec_lo, s58
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s58, s8
	s_cbranch_execz .LBB6_41
	ds_load_2addr_b32 v[20:21], v11 offset1:16
	ds_load_2addr_b32 v[22:23], v10 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v23, v22
	v_cmp_gt_f32_e64 s17, v23, v22
	v_cmp_o_f32_e64 s18, v22, v22
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v6, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v7, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v22, v23 :: v_dual_cndmask_b32 v7, v20, v21
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
.LBB6_41:
	s_or_b32 exec_lo, exec_lo, s58
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s58, s9
	s_cbranch_execz .LBB6_43
	ds_load_2addr_b32 v[20:21], v11 offset1:8
	ds_load_2addr_b32 v[22:23], v10 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v23, v22
	v_cmp_gt_f32_e64 s17, v23, v22
	v_cmp_o_f32_e64 s18, v22, v22
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v6, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v7, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v22, v23 :: v_dual_cndmask_b32 v7, v20, v21
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
.LBB6_43:
	s_or_b32 exec_lo, exec_lo, s58
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s58, s10
	s_cbranch_execz .LBB6_45
	ds_load_2addr_b32 v[20:21], v11 offset1:4
	ds_load_2addr_b32 v[22:23], v10 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v23, v22
	v_cmp_gt_f32_e64 s17, v23, v22
	v_cmp_o_f32_e64 s18, v22, v22
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v6, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v7, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v22, v23 :: v_dual_cndmask_b32 v7, v20, v21
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
.LBB6_45:
	s_or_b32 exec_lo, exec_lo, s58
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s58, s11
	s_cbranch_execz .LBB6_47
	ds_load_2addr_b32 v[20:21], v11 offset1:2
	ds_load_2addr_b32 v[22:23], v10 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v23, v22
	v_cmp_gt_f32_e64 s17, v23, v22
	v_cmp_o_f32_e64 s18, v22, v22
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v6, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v7, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v22, v23 :: v_dual_cndmask_b32 v7, v20, v21
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
.LBB6_47:
	s_or_b32 exec_lo, exec_lo, s58
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s58, s0
	s_cbranch_execz .LBB6_49
	ds_load_2addr_stride64_b32 v[20:21], v16 offset0:16 offset1:32
	ds_load_b32 v22, v11
	ds_load_b32 v23, v10
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v20, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s16, v21, v23
	v_cmp_gt_f32_e64 s17, v21, v23
	v_cmp_o_f32_e64 s18, v23, v23
	s_and_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s16, s17, s16
	v_cndmask_b32_e64 v6, 0, 1, s16
	s_or_b32 s16, s18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v21, v21
	v_cndmask_b32_e64 v7, 0, 1, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v23, v21 :: v_dual_cndmask_b32 v7, v22, v20
	ds_store_b32 v10, v6
	ds_store_b32 v11, v7
.LBB6_49:
	s_or_b32 exec_lo, exec_lo, s58
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s0
	s_cbranch_execz .LBB6_51
	ds_load_b32 v6, v3 offset:4096
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v6, v6
	ds_store_b32 v3, v6 offset:12296
.LBB6_51:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s3
	s_cbranch_execz .LBB6_53
	ds_load_b32 v6, v3 offset:12288
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v6, v9, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v6
	v_cndmask_b32_e32 v7, 0xc2d00000, v6, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v7
	v_cndmask_b32_e32 v7, 0x42b20000, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, 0x3fb8aa3b, v7
	v_add_f32_e32 v20, 0x4b400000, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v21, 0xcb400000, v20
	v_mul_f32_e32 v22, 0xbf317200, v21
	v_mul_f32_e32 v21, 0x35bfbe8e, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, v7, v22
	v_sub_f32_e32 v22, v7, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, v22, v22
	v_mul_f32_e32 v24, 0x3331bb4c, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, 0xb5ddea0e, v24
	v_mul_f32_e32 v24, v23, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, 0x388ab355, v24
	v_mul_f32_e32 v24, v23, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, 0xbb360b61, v24
	v_mul_f32_e32 v24, v23, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, 0x3e2aaaab, v24
	v_mul_f32_e32 v23, v23, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v23, v22, v23
	v_mul_f32_e32 v22, v22, v23
	v_sub_f32_e32 v23, 2.0, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v24, null, v23, v23, v22
	v_div_scale_f32 v27, vcc_lo, v22, v23, v22
	v_rcp_f32_e32 v25, v24
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v26, -v24, v25, 1.0
	v_fmac_f32_e32 v25, v26, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v27, v25
	v_fma_f32 v28, -v24, v26, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v26, v28, v25
	v_fma_f32 v24, -v24, v26, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v24, v24, v25, v26
	v_cmp_o_f32_e32 vcc_lo, v6, v6
	v_div_fixup_f32 v22, v24, v23, v22
	v_add_nc_u32_e32 v23, 0xb4c00100, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 1, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v7, v7, v21
	v_sub_nc_u32_e32 v20, v20, v22
	v_lshl_add_u32 v21, v22, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v7, 1.0, v7
	v_lshl_add_u32 v20, v20, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, v7, v21
	v_mul_f32_e32 v7, v7, v20
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v6, 0x7fc00000, v7, vcc_lo
	ds_store_b32 v8, v6
.LBB6_53:
	s_or_b32 exec_lo, exec_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB6_59
	s_mov_b64 s[16:17], 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB6_56
	.p2align	6
.LBB6_55:
	s_or_b32 exec_lo, exec_lo, s18
	s_cmp_eq_u64 s[16:17], s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB6_59
.LBB6_56:
	s_lshl_b64 s[58:59], 1, s16
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	s_add_u32 s60, s58, s40
	s_addc_u32 s61, s59, s41
	s_mov_b32 s18, exec_lo
	s_lshr_b64 s[60:61], s[60:61], s16
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[60:61], v[0:1]
	s_cbranch_execz .LBB6_55
	v_dual_mov_b32 v7, v1 :: v_dual_mov_b32 v6, v0
	s_mov_b32 s59, 0
	.p2align	6
.LBB6_58:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[20:21], s16, v[6:7]
	v_add_co_u32 v6, vcc_lo, 0x400, v6
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshlrev_b32_e32 v21, 2, v20
	v_add_lshl_u32 v20, v20, s58, 2
	v_cmp_le_u64_e32 vcc_lo, s[60:61], v[6:7]
	ds_load_b32 v22, v21
	ds_load_b32 v20, v20
	s_or_b32 s59, vcc_lo, s59
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v20, v22, v20
	ds_store_b32 v21, v20
	s_and_not1_b32 exec_lo, exec_lo, s59
	s_cbranch_execnz .LBB6_58
	s_branch .LBB6_55
.LBB6_59:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s16, s0
	s_cbranch_execz .LBB6_61
	ds_load_b32 v6, v3
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v6 offset:12292
.LBB6_61:
	s_or_b32 exec_lo, exec_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s62
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB6_65
	v_mov_b32_e32 v6, v9
	s_and_saveexec_b32 s16, s3
	s_cbranch_execz .LBB6_64
	v_cndmask_b32_e64 v6, v17, v18, s15
	s_cmp_gt_f32 s56, 0
	v_cmp_class_f32_e64 vcc_lo, v2, 0x260
	s_mov_b32 s18, s46
	s_mov_b32 s56, s50
	v_cndmask_b32_e64 v6, v6, v19, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, 0x37800000, v6
	v_cndmask_b32_e64 v6, v6, v7, s2
	s_cselect_b32 s2, -1, 0
	s_add_u32 s14, s38, s30
	s_addc_u32 s15, s39, s31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s17, s15, 0xcd9e8d57
	s_mul_i32 s15, s15, 0xcd9e8d57
	s_xor_b32 s17, s28, s17
	v_cndmask_b32_e32 v6, v6, v2, vcc_lo
	s_xor_b32 s14, s17, s14
	v_xor_b32_e32 v2, s15, v13
	s_mul_hi_u32 s15, s14, 0xd2511f53
	s_mul_i32 s14, s14, 0xd2511f53
	v_xor_b32_e32 v7, s15, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s14, s63, v18
	v_xor_b32_e32 v7, v20, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v21, s64, v19
	v_xor3_b32 v7, s65, v23, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v18, s67, v22
	v_xor3_b32 v7, s66, v24, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v19, s68, v23
	v_xor3_b32 v7, s69, v21, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v22, s71, v20
	v_xor3_b32 v7, s70, v24, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v18, s72, v23
	v_xor3_b32 v7, s73, v20, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v21, s75, v19
	v_xor3_b32 v7, s74, v23, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v7, 0
	global_load_b32 v7, v[4:5], off
	v_xor3_b32 v22, v22, v24, s76
	v_cndmask_b32_e64 v2, v25, v23, s12
	v_xor3_b32 v20, v26, v20, s29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v2, 9, v2
	v_cndmask_b32_e64 v20, v20, v22, s12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v2, v2
	v_lshrrev_b32_e32 v20, 9, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v2, 0.5, v2
	v_cvt_f32_u32_e32 v20, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v2, 0x34000000, v2
	v_add_f32_e32 v20, 0.5, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_f32_e32 v[17:18], v2
	v_mul_f32_e32 v26, 0x34000000, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[17:18], 4.0
	v_add_f64 v[27:28], 0x43380000, v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[28:29], 0xc3380000, v[27:28]
	v_add_f64 v[17:18], v[17:18], -v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[28:29], v[17:18], s[42:43]
	v_mul_f64 v[30:31], v[28:29], v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[17:18], v[30:31], s[44:45]
	v_mul_f64 v[32:33], v[30:31], s[52:53]
	v_add_f64 v[34:35], v[17:18], s[46:47]
	ds_load_b96 v[17:19], v3 offset:12288
	v_add_f64 v[32:33], v[32:33], s[18:19]
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v17, v9, v17
	v_cndmask_b32_e64 v6, 0, v6, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v17
	v_cndmask_b32_e64 v6, v6, s21, s27
	v_cndmask_b32_e32 v2, 0xc2d00000, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v2
	v_mul_f64 v[34:35], v[30:31], v[34:35]
	v_mul_f64 v[32:33], v[30:31], v[32:33]
	v_cndmask_b32_e32 v2, 0x42b20000, v2, vcc_lo
	v_div_scale_f32 v48, vcc_lo, 1.0, v18, 1.0
	v_mul_f32_e32 v21, 0x3fb8aa3b, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0x4b400000, v21
	v_add_f32_e32 v21, 0xcb400000, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, 0xbf317200, v21
	v_dual_mul_f32 v37, 0x35bfbe8e, v21 :: v_dual_add_f32 v38, v2, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v38, v37
	v_mul_f32_e32 v25, v2, v2
	v_add_f64 v[34:35], v[34:35], s[48:49]
	v_add_f64 v[32:33], v[32:33], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, 0x3331bb4c, v25
	v_add_f32_e32 v21, 0xb5ddea0e, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v25, v21
	v_add_f32_e32 v21, 0x388ab355, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v25, v21
	v_add_f32_e32 v21, 0xbb360b61, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v21, v25, v21
	v_mul_f64 v[22:23], v[30:31], v[32:33]
	v_add_f32_e32 v24, 0x3e2aaaab, v21
	v_mul_f64 v[20:21], v[30:31], v[34:35]
	v_mul_f64 v[32:33], v[30:31], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v24, v25, v24
	v_sub_f32_e32 v24, v2, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v2, v24
	v_sub_f32_e32 v34, 2.0, v24
	v_div_scale_f32 v35, null, v34, v34, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v41, v35
	v_fma_f32 v46, -v35, v41, 1.0
	v_add_nc_u32_e32 v26, 0x4afb0d, v26
	v_add_f64 v[22:23], v[22:23], s[56:57]
	v_add_f64 v[20:21], v[20:21], s[50:51]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v41, v46, v41
	v_and_b32_e32 v25, 0x7fffff, v26
	v_lshrrev_b32_e32 v26, 23, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v24, 0x3f3504f3, v25
	v_div_scale_f32 v25, null, v18, v18, 1.0
	v_dual_add_f32 v39, -1.0, v24 :: v_dual_add_nc_u32 v26, 0xffffff81, v26
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v40, v25
	v_xor_b32_e32 v43, 0x80000000, v25
	v_mul_f64 v[24:25], v[28:29], v[30:31]
	v_mul_f64 v[30:31], v[30:31], -0.5
	v_add_f32_e32 v42, 2.0, v39
	v_cvt_f32_i32_e32 v26, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_div_scale_f32 v44, null, v42, v42, v39
	v_fma_f32 v45, v43, v40, 1.0
	v_div_scale_f32 v51, s15, v39, v42, v39
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v47, v44
	v_fmac_f32_e32 v40, v45, v40
	v_div_scale_f32 v45, s14, v2, v34, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f32_e32 v49, v48, v40
	v_mul_f64 v[22:23], v[32:33], v[22:23]
	v_fma_f32 v46, -v44, v47, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v47, v46, v47 :: v_dual_mul_f32 v50, v45, v41
	v_fma_f32 v46, v43, v49, v48
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v53, v51, v47
	v_fma_f32 v52, -v35, v50, v45
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v49, v46, v40
	v_fma_f32 v46, -v44, v53, v51
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v50, v52, v41
	v_mul_f64 v[20:21], v[24:25], v[20:21]
	v_fmac_f32_e32 v48, v43, v49
	v_add_f64 v[30:31], v[30:31], 1.0
	v_fmac_f32_e32 v53, v46, v47
	v_fma_f32 v35, -v35, v50, v45
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v40, v48, v40, v49
	s_mov_b32 vcc_lo, s14
	v_div_fmas_f32 v35, v35, v41, v50
	v_fma_f32 v41, -v44, v53, v51
	s_mov_b32 vcc_lo, s15
	v_div_fixup_f32 v18, v40, v18, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v24, v41, v47, v53
	v_div_fixup_f32 v24, v24, v42, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v42, 0.5, v39 :: v_dual_mul_f32 v25, v24, v24
	v_mul_f32_e32 v32, v25, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v33, 0x3e789e26, v32
	v_add_f64 v[20:21], v[28:29], v[20:21]
	v_mul_f32_e32 v28, 0x3717f7d1, v26
	v_add_f32_e32 v33, 0x3eccce13, v33
	v_mul_f32_e32 v41, 0x3e91e9ee, v32
	v_mul_f32_e32 v26, 0x3f317180, v26
	v_add_f64 v[22:23], v[30:31], v[22:23]
	v_div_fixup_f32 v29, v35, v34, v2
	v_mul_f32_e32 v32, v32, v33
	v_add_f32_e32 v41, 0x3f2aaaaa, v41
	v_mul_f32_e32 v33, v39, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v25, v41
	v_add_f32_e32 v25, v25, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, v33, v25
	v_dual_mul_f32 v24, v24, v25 :: v_dual_mov_b32 v25, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v24, v28, v24
	v_add_nc_u32_e32 v28, 0xb4c00100, v36
	v_sub_f32_e32 v24, v24, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, v39, v24
	v_add_f32_e32 v26, v26, v24
	v_and_b32_e32 v24, 2, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[24:25]
	v_sub_f32_e32 v25, v37, v29
	v_xor_b32_e32 v24, 0x80000000, v23
	v_dual_mul_f32 v26, -2.0, v26 :: v_dual_sub_f32 v25, v38, v25
	v_and_b32_e32 v2, 1, v27
	v_xor_b32_e32 v27, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v23, v24, v23, vcc_lo
	v_mul_f32_e32 v29, 0x4f800000, v26
	v_add_f32_e32 v25, 1.0, v25
	v_cmp_eq_u64_e64 s14, 0, v[2:3]
	v_dual_cndmask_b32 v2, v27, v21 :: v_dual_cndmask_b32 v21, v21, v27
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v2, v23, v2, s14
	v_cndmask_b32_e64 v21, v21, v23, s14
	v_cndmask_b32_e32 v24, v26, v29, vcc_lo
	v_cndmask_b32_e64 v26, v22, v20, s14
	v_cndmask_b32_e64 v20, v20, v22, s14
	v_lshrrev_b32_e32 v22, 1, v28
	v_cndmask_b32_e64 v21, v2, v21, s13
	v_sqrt_f32_e32 v23, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v20, v26, v20, s13
	v_sub_nc_u32_e32 v2, v36, v22
	v_lshl_add_u32 v22, v22, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_f64_e32 v20, v[20:21]
	v_lshl_add_u32 v2, v2, 23, 0x7f800000
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v22, v25, v22 :: v_dual_add_nc_u32 v25, 1, v23
	v_add_nc_u32_e32 v21, -1, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_add_f32 v27, v9, v9 :: v_dual_mul_f32 v2, v22, v2
	v_fma_f32 v22, -v25, v23, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v26, -v21, v23, v24
	v_cmp_ge_f32_e64 s14, 0, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v21, v23, v21, s14
	v_cmp_o_f32_e64 s14, v17, v17
	v_cndmask_b32_e64 v2, 0x7fc00000, v2, s14
	v_cmp_lt_f32_e64 s14, 0, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v17, 0x3d4ccccd, v27 :: v_dual_mul_f32 v2, v18, v2
	v_cndmask_b32_e64 v21, v21, v25, s14
	v_cmp_eq_f32_e64 s14, v19, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v18, 0, 0x3dcccccd, s14
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v7, v17, v7
	v_dual_mul_f32 v17, 0x37800000, v21 :: v_dual_add_f32 v2, v7, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_add_f32 v2, v18, v2 :: v_dual_cndmask_b32 v7, v21, v17
	v_cmp_class_f32_e64 vcc_lo, v24, 0x260
	v_dual_mul_f32 v2, s20, v2 :: v_dual_cndmask_b32 v7, v7, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v2, v9, v2 :: v_dual_mul_f32 v7, v7, v20
	v_mul_f32_e32 v6, v6, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v6, v2
	v_and_b32_e32 v6, 0x7fffffff, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v6
	v_cndmask_b32_e32 v6, 0x7fc00000, v2, vcc_lo
.LBB6_64:
	s_or_b32 exec_lo, exec_lo, s16
	s_cbranch_execnz .LBB6_6
	s_branch .LBB6_66
.LBB6_65:
.LBB6_66:
	s_and_saveexec_b32 s14, s3
	s_cbranch_execz .LBB6_5
	global_load_b32 v2, v[4:5], off
	ds_load_b96 v[17:19], v3 offset:12288
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v6, v9, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v6
	v_cndmask_b32_e32 v7, 0xc2d00000, v6, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v7
	v_cndmask_b32_e32 v7, 0x42b20000, v7, vcc_lo
	v_div_scale_f32 v29, vcc_lo, 1.0, v18, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, 0x3fb8aa3b, v7
	v_add_f32_e32 v17, 0x4b400000, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0xcb400000, v17
	v_mul_f32_e32 v21, 0xbf317200, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v20, 0x35bfbe8e, v20 :: v_dual_add_f32 v7, v7, v21
	v_sub_f32_e32 v21, v7, v20
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
	v_div_scale_f32 v23, null, v18, v18, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v22, v21, v22
	v_rcp_f32_e32 v25, v23
	v_xor_b32_e32 v23, 0x80000000, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v21, v22
	v_sub_f32_e32 v22, 2.0, v22
	v_div_scale_f32 v24, null, v22, v22, v21
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v27, v23, v25, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v26, v24
	v_fmac_f32_e32 v25, v27, v25
	v_div_scale_f32 v27, s2, v21, v22, v21
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v28, -v24, v26, 1.0
	v_fmac_f32_e32 v26, v28, v26
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v28, v29, v25
	v_mul_f32_e32 v30, v27, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v31, v23, v28, v29
	v_fma_f32 v32, -v24, v30, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v28, v31, v25
	v_dual_fmac_f32 v30, v32, v26 :: v_dual_fmac_f32 v29, v23, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v23, -v24, v30, v27
	v_div_fmas_f32 v24, v29, v25, v28
	s_mov_b32 vcc_lo, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v23, v23, v26, v30
	v_cmp_o_f32_e32 vcc_lo, v6, v6
	v_div_fixup_f32 v18, v24, v18, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v21, v23, v22, v21
	v_add_nc_u32_e32 v22, 0xb4c00100, v17
	v_sub_f32_e32 v20, v20, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v21, 1, v22
	v_sub_f32_e32 v7, v7, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v17, v17, v21
	v_lshl_add_u32 v20, v21, 23, 0xff800000
	v_add_f32_e32 v7, 1.0, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v17, v17, 23, 0x7f800000
	v_mul_f32_e32 v7, v7, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, v7, v17
	v_dual_add_f32 v17, v9, v9 :: v_dual_cndmask_b32 v6, 0x7fc00000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v7, 0x3d4ccccd, v17
	v_cmp_eq_f32_e32 vcc_lo, v19, v12
	v_mul_f32_e32 v6, v18, v6
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v2, v7, v2
	v_cndmask_b32_e64 v7, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v2, v2, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v7, v2
	v_mul_f32_e32 v2, s20, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v9, v2
	v_and_b32_e32 v6, 0x7fffffff, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v6
	v_cndmask_b32_e32 v9, 0x7fc00000, v2, vcc_lo
	s_branch .LBB6_5
.LBB6_68:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v9
.LBB6_69:
	s_and_saveexec_b32 s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB6_71
	global_store_b32 v8, v6, s[36:37]
.LBB6_71:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_fast_w1024
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
		.amdhsa_next_free_vgpr 54
		.amdhsa_next_free_sgpr 77
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
		.amdhsa_inst_pref_size 62
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
	.size	tessera_softmax_fast_w1024, .Lfunc_end6-tessera_softmax_fast_w1024

	.set tessera_softmax_fast_w1024.num_vgpr, 54
	.set tessera_softmax_fast_w1024.num_agpr, 0
	.set tessera_softmax_fast_w1024.numbered_sgpr, 77
	.set tessera_softmax_fast_w1024.num_named_barrier, 0
	.set tessera_softmax_fast_w1024.private_seg_size, 0
	.set tessera_softmax_fast_w1024.uses_vcc, 1
	.set tessera_softmax_fast_w1024.uses_flat_scratch, 0
	.set tessera_softmax_fast_w1024.has_dyn_sized_stack, 0
	.set tessera_softmax_fast_w1024.has_recursion, 0
	.set tessera_softmax_fast_w1024.has_indirect_call, 0
	.globl	tessera_softmax_fast_w2048
	.p2align	8
	.type	tessera_softmax_fast_w2048,@function
tessera_softmax_fast_w2048:
	s_load_b256 s[12:19], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[16:17], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x800, s[18:19]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB7_80
	s_load_b64 s[36:37], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v10, 2, v0
	s_mul_i32 s3, s19, s2
	s_mul_hi_u32 s4, s18, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_add_i32 s5, s4, s3
	s_mul_i32 s4, s18, s2
	v_cmp_gt_u64_e64 s3, s[18:19], v[0:1]
	s_lshl_b64 s[16:17], s[4:5], 2
	s_add_u32 s34, s12, s16
	s_addc_u32 s35, s13, s17
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB7_3
	global_load_b32 v12, v10, s[34:35]
.LBB7_3:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v11, 2, v2
	v_cmp_gt_u64_e64 s4, s[18:19], v[2:3]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB7_5
	global_load_b32 v13, v11, s[34:35]
.LBB7_5:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[38:39], 0
	s_cbranch_scc1 .LBB7_76
	s_clause 0x1
	s_load_b256 s[20:27], s[0:1], 0x28
	s_load_b128 s[28:31], s[0:1], 0x48
	v_clz_i32_u32_e32 v4, 0
	s_mov_b32 s13, 0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_or_b32_e32 v14, 0x3000, v10
	v_or_b32_e32 v15, 0x2000, v10
	v_min_u32_e32 v25, 32, v4
	v_lshrrev_b32_e32 v4, 2, v0
	v_cmp_gt_u32_e64 s1, 0x200, v0
	v_cmp_gt_u32_e64 s5, 0x100, v0
	v_cmp_gt_u32_e64 s6, 0x80, v0
	v_lshlrev_b64 v[8:9], v25, v[2:3]
	v_cmp_gt_u32_e64 s7, 64, v0
	v_cmp_gt_u32_e64 s8, 32, v0
	v_cmp_gt_u32_e64 s9, 16, v0
	v_cmp_gt_u32_e64 s10, 8, v0
	v_cmp_gt_u32_e64 s11, 4, v0
	v_min_u32_e32 v8, 1, v8
	v_cmp_gt_u32_e64 s12, 2, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s23, 0
	v_cvt_f32_u32_e32 v16, v0
	s_cselect_b32 s27, -1, 0
	s_add_u32 s23, s14, s16
	s_addc_u32 s42, s15, s17
	s_add_u32 s40, s18, -1
	s_addc_u32 s41, s19, -1
	v_or_b32_e32 v8, v9, v8
	s_clz_i32_u64 s14, s[40:41]
	s_mov_b32 s44, 0xa556c734
	s_min_u32 s14, s14, 64
	s_mov_b32 s46, 0x1a01a01a
	s_sub_u32 s14, 64, s14
	s_subb_u32 s15, 0, 0
	s_cmp_lg_u64 s[40:41], 0
	s_mov_b32 s48, 0x11111111
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s22, 0
	s_mov_b32 s50, 0x55555555
	s_cselect_b32 s64, -1, 0
	s_add_u32 s16, s18, 3
	s_addc_u32 s17, s19, 0
	s_add_u32 s65, s29, 0x76cf5d0a
	s_lshr_b64 s[18:19], s[16:17], 2
	s_lshr_b32 s17, s17, 2
	v_add_co_u32 v6, s16, s23, v10
	s_mul_i32 s17, s17, s2
	v_mov_b32_e32 v5, 0
	v_add_co_ci_u32_e64 v7, null, s42, 0, s16
	s_add_u32 s16, s28, 0x9e3779b9
	s_add_u32 s19, s29, 0xbb67ae85
	v_mad_u64_u32 v[3:4], null, s18, s2, v[4:5]
	s_add_u32 s42, s28, 0x3c6ef372
	s_add_u32 s66, s28, 0xdaa66d2b
	s_add_u32 s67, s29, 0x32370b8f
	s_add_u32 s68, s28, 0x78dde6e4
	s_add_u32 s69, s29, 0xed9eba14
	s_add_u32 s70, s28, 0x1715609d
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v3, 0
	v_add_nc_u32_e32 v3, s17, v4
	v_lshrrev_b32_e32 v4, 2, v2
	s_add_u32 s71, s29, 0xa9066899
	s_add_u32 s72, s28, 0xb54cda56
	s_add_u32 s73, s29, 0x646e171e
	s_add_u32 s74, s28, 0x5384540f
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v3, v21, v3
	v_xor_b32_e32 v20, s19, v20
	s_add_u32 s75, s29, 0x1fd5c5a3
	s_add_u32 s76, s28, 0xf1bbcdc8
	s_add_u32 s77, s29, 0xdb3d7428
	v_xor_b32_e32 v17, s29, v3
	v_mad_u64_u32 v[3:4], null, s18, s2, v[4:5]
	s_add_i32 s78, s28, 0x8ff34781
	s_add_i32 s79, s29, 0x96a522ad
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v17, 0
	s_mov_b32 s52, 0xb7789f5c
	s_mov_b32 s56, 0x16c16c17
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v3, 0
	v_add_nc_u32_e32 v18, s17, v4
	v_and_b32_e32 v3, 2, v0
	v_xor_b32_e32 v17, s16, v22
	v_dual_mov_b32 v4, s13 :: v_dual_mov_b32 v19, s13
	v_cmp_gt_u64_e64 s17, s[14:15], 1
	v_xor_b32_e32 v22, v24, v18
	v_and_b32_e32 v18, 1, v0
	s_delay_alu instid0(VALU_DEP_4)
	v_cmp_eq_u64_e64 s2, 0, v[3:4]
	v_xor_b32_e32 v21, s42, v21
	s_mov_b32 s45, 0x3ec71de3
	v_xor_b32_e32 v9, s29, v22
	v_cmp_eq_u64_e64 s13, 0, v[18:19]
	v_cvt_f32_u32_e32 v18, v8
	v_sub_nc_u32_e32 v19, 32, v25
	v_add_co_u32 v8, vcc_lo, 0x1000, v6
	v_mad_u64_u32 v[3:4], null, 0xcd9e8d57, v9, 0
	v_add_co_ci_u32_e64 v9, null, 0, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_ldexp_f32 v18, v18, v19
	v_xor_b32_e32 v22, s19, v23
	s_mov_b32 s47, 0xbf2a01a0
	s_mov_b32 s49, 0x3f811111
	v_xor_b32_e32 v19, s16, v4
	v_xor_b32_e32 v23, s42, v3
	s_and_b32 s16, s17, exec_lo
	s_mov_b32 s42, 0x54442d18
	s_cselect_b32 s23, s15, 0
	s_cselect_b32 s22, s14, 1
	s_mov_b32 s43, 0x3ff921fb
	s_mov_b32 s51, 0xbfc55555
	s_mov_b32 s53, 0xbe927e4f
	s_mov_b32 s55, 0x3efa01a0
	s_mov_b32 s57, 0xbf56c16c
	s_mov_b32 s59, 0x3fa55555
	s_branch .LBB7_9
.LBB7_7:
	s_or_b32 exec_lo, exec_lo, s15
	v_mov_b32_e32 v24, v12
	s_delay_alu instid0(VALU_DEP_2)
	v_mov_b32_e32 v4, v13
.LBB7_8:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mov_b32_e32 v13, v4
	v_mov_b32_e32 v12, v24
	s_add_u32 s38, s38, 1
	s_addc_u32 s39, s39, 0
	s_mul_f32 s24, s25, s24
	s_cmp_eq_u64 s[38:39], s[36:37]
	s_cbranch_scc1 .LBB7_76
.LBB7_9:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_f32 s29, s26, s24
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cmp_neq_f32_e64 s16, 0xff800000, v12
	s_mul_f32 s14, s29, 0x4f800000
	s_cmp_lt_f32 s29, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_2)
	v_mov_b32_e32 v3, s14
	s_cselect_b32 s14, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v24, s29, v3, s14
	v_cndmask_b32_e64 v3, 0xff800000, v12, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sqrt_f32_e32 v25, v24
	v_cmp_o_f32_e64 s15, v3, v3
	v_cmp_gt_f32_e64 s17, v13, v3
	s_and_b32 s15, vcc_lo, s15
	s_and_b32 vcc_lo, s3, s16
	s_or_b32 s15, s17, s15
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v29, 0, v0 :: v_dual_add_nc_u32 v26, 1, v25
	s_and_b32 vcc_lo, s4, s15
	v_add_nc_u32_e32 v27, -1, v25
	v_cndmask_b32_e32 v3, v3, v13, vcc_lo
	v_xor_b32_e32 v28, 0x80000000, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v4, 0x80000000, v27
	v_fma_f32 v28, v28, v25, v24
	s_delay_alu instid0(VALU_DEP_2)
	v_fma_f32 v30, v4, v25, v24
	v_cndmask_b32_e32 v4, v29, v2, vcc_lo
	ds_store_b32 v14, v3
	ds_store_b32 v15, v4
	v_cmp_ge_f32_e64 s16, 0, v30
	v_cmp_lt_f32_e64 s15, 0, v28
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s1
	s_cbranch_execz .LBB7_11
	ds_load_2addr_stride64_b32 v[30:31], v15 offset1:8
	ds_load_2addr_stride64_b32 v[32:33], v14 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v31, v30
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v33, v32
	v_cmp_gt_f32_e64 s18, v33, v32
	v_cmp_o_f32_e64 s19, v32, v32
	s_and_b32 s17, vcc_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s17, s18, s17
	v_cndmask_b32_e64 v28, 0, 1, s17
	s_or_b32 s17, s19, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v33, v33
	v_cndmask_b32_e64 v29, 0, 1, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v28.l, v28.l, v29.l, vcc_lo
	v_and_b16 v28.l, 1, v28.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v28.l
	v_dual_cndmask_b32 v28, v32, v33 :: v_dual_cndmask_b32 v29, v30, v31
	ds_store_b32 v14, v28
	ds_store_b32 v15, v29
.LBB7_11:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s5
	s_cbranch_execz .LBB7_13
	ds_load_2addr_stride64_b32 v[30:31], v15 offset1:4
	ds_load_2addr_stride64_b32 v[32:33], v14 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v31, v30
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v33, v32
	v_cmp_gt_f32_e64 s18, v33, v32
	v_cmp_o_f32_e64 s19, v32, v32
	s_and_b32 s17, vcc_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s17, s18, s17
	v_cndmask_b32_e64 v28, 0, 1, s17
	s_or_b32 s17, s19, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v33, v33
	v_cndmask_b32_e64 v29, 0, 1, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v28.l, v28.l, v29.l, vcc_lo
	v_and_b16 v28.l, 1, v28.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v28.l
	v_dual_cndmask_b32 v28, v32, v33 :: v_dual_cndmask_b32 v29, v30, v31
	ds_store_b32 v14, v28
	ds_store_b32 v15, v29
.LBB7_13:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s6
	s_cbranch_execz .LBB7_15
	ds_load_2addr_stride64_b32 v[30:31], v15 offset1:2
	ds_load_2addr_stride64_b32 v[32:33], v14 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v31, v30
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v33, v32
	v_cmp_gt_f32_e64 s18, v33, v32
	v_cmp_o_f32_e64 s19, v32, v32
	s_and_b32 s17, vcc_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s17, s18, s17
	v_cndmask_b32_e64 v28, 0, 1, s17
	s_or_b32 s17, s19, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v33, v33
	v_cndmask_b32_e64 v29, 0, 1, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v28.l, v28.l, v29.l, vcc_lo
	v_and_b16 v28.l, 1, v28.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v28.l
	v_dual_cndmask_b32 v28, v32, v33 :: v_dual_cndmask_b32 v29, v30, v31
	ds_store_b32 v14, v28
	ds_store_b32 v15, v29
.LBB7_15:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s7
	s_cbranch_execz .LBB7_17
	ds_load_2addr_stride64_b32 v[30:31], v15 offset1:1
	ds_load_2addr_stride64_b32 v[32:33], v14 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v31, v30
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v33, v32
	v_cmp_gt_f32_e64 s18, v33, v32
	v_cmp_o_f32_e64 s19, v32, v32
	s_and_b32 s17, vcc_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s17, s18, s17
	v_cndmask_b32_e64 v28, 0, 1, s17
	s_or_b32 s17, s19, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v33, v33
	v_cndmask_b32_e64 v29, 0, 1, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v28.l, v28.l, v29.l, vcc_lo
	v_and_b16 v28.l, 1, v28.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v28.l
	v_dual_cndmask_b32 v28, v32, v33 :: v_dual_cndmask_b32 v29, v30, v31
	ds_store_b32 v14, v28
	ds_store_b32 v15, v29
.LBB7_17:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s8
	s_cbranch_execz .LBB7_19
	ds_load_2addr_b32 v[30:31], v15 offset1:32
	ds_load_2addr_b32 v[32:33], v14 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v31, v30
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v33, v32
	v_cmp_gt_f32_e64 s18, v33, v32
	v_cmp_o_f32_e64 s19, v32, v32
	s_and_b32 s17, vcc_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s17, s18, s17
	v_cndmask_b32_e64 v28, 0, 1, s17
	s_or_b32 s17, s19, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v33, v33
	v_cndmask_b32_e64 v29, 0, 1, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v28.l, v28.l, v29.l, vcc_lo
	v_and_b16 v28.l, 1, v28.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v28.l
	v_dual_cndmask_b32 v28, v32, v33 :: v_dual_cndmask_b32 v29, v30, v31
	ds_store_b32 v14, v28
	ds_store_b32 v15, v29
.LBB7_19:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s9
	s_cbranch_execz .LBB7_21
	ds_load_2addr_b32 v[30:31], v15 offset1:16
	ds_load_2addr_b32 v[32:33], v14 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v31, v30
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v33, v32
	v_cmp_gt_f32_e64 s18, v33, v32
	v_cmp_o_f32_e64 s19, v32, v32
	s_and_b32 s17, vcc_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s17, s18, s17
	v_cndmask_b32_e64 v28, 0, 1, s17
	s_or_b32 s17, s19, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v33, v33
	v_cndmask_b32_e64 v29, 0, 1, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v28.l, v28.l, v29.l, vcc_lo
	v_and_b16 v28.l, 1, v28.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v28.l
	v_dual_cndmask_b32 v28, v32, v33 :: v_dual_cndmask_b32 v29, v30, v31
	ds_store_b32 v14, v28
	ds_store_b32 v15, v29
.LBB7_21:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s10
	s_cbranch_execz .LBB7_23
	ds_load_2addr_b32 v[30:31], v15 offset1:8
	ds_load_2addr_b32 v[32:33], v14 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v31, v30
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v33, v32
	v_cmp_gt_f32_e64 s18, v33, v32
	v_cmp_o_f32_e64 s19, v32, v32
	s_and_b32 s17, vcc_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s17, s18, s17
	v_cndmask_b32_e64 v28, 0, 1, s17
	s_or_b32 s17, s19, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v33, v33
	v_cndmask_b32_e64 v29, 0, 1, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v28.l, v28.l, v29.l, vcc_lo
	v_and_b16 v28.l, 1, v28.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v28.l
	v_dual_cndmask_b32 v28, v32, v33 :: v_dual_cndmask_b32 v29, v30, v31
	ds_store_b32 v14, v28
	ds_store_b32 v15, v29
.LBB7_23:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s11
	s_cbranch_execz .LBB7_25
	ds_load_2addr_b32 v[30:31], v15 offset1:4
	ds_load_2addr_b32 v[32:33], v14 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v31, v30
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v33, v32
	v_cmp_gt_f32_e64 s18, v33, v32
	v_cmp_o_f32_e64 s19, v32, v32
	s_and_b32 s17, vcc_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s17, s18, s17
	v_cndmask_b32_e64 v28, 0, 1, s17
	s_or_b32 s17, s19, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v33, v33
	v_cndmask_b32_e64 v29, 0, 1, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v28.l, v28.l, v29.l, vcc_lo
	v_and_b16 v28.l, 1, v28.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v28.l
	v_dual_cndmask_b32 v28, v32, v33 :: v_dual_cndmask_b32 v29, v30, v31
	ds_store_b32 v14, v28
	ds_store_b32 v15, v29
.LBB7_25:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s12
	s_cbranch_execz .LBB7_27
	ds_load_2addr_b32 v[30:31], v15 offset1:2
	ds_load_2addr_b32 v[32:33], v14 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v31, v30
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v33, v32
	v_cmp_gt_f32_e64 s18, v33, v32
	v_cmp_o_f32_e64 s19, v32, v32
	s_and_b32 s17, vcc_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s17, s18, s17
	v_cndmask_b32_e64 v28, 0, 1, s17
	s_or_b32 s17, s19, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v33, v33
	v_cndmask_b32_e64 v29, 0, 1, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v28.l, v28.l, v29.l, vcc_lo
	v_and_b16 v28.l, 1, v28.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v28.l
	v_dual_cndmask_b32 v28, v32, v33 :: v_dual_cndmask_b32 v29, v30, v31
	ds_store_b32 v14, v28
	ds_store_b32 v15, v29
.LBB7_27:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s0
	s_cbranch_execz .LBB7_29
	v_add_nc_u32_e64 v28, 4, 0
	ds_load_2addr_stride64_b32 v[30:31], v28 offset0:32 offset1:48
	ds_load_b32 v32, v15
	ds_load_b32 v33, v14
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v32
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v31, v33
	v_cmp_gt_f32_e64 s18, v31, v33
	v_cmp_o_f32_e64 s19, v33, v33
	s_and_b32 s17, vcc_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s17, s18, s17
	v_cndmask_b32_e64 v28, 0, 1, s17
	s_or_b32 s17, s19, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v31, v31
	v_cndmask_b32_e64 v29, 0, 1, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v28.l, v28.l, v29.l, vcc_lo
	v_and_b16 v28.l, 1, v28.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v28.l
	v_dual_cndmask_b32 v28, v33, v31 :: v_dual_cndmask_b32 v29, v32, v30
	ds_store_b32 v14, v28
	ds_store_b32 v15, v29
.LBB7_29:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s0
	s_cbranch_execz .LBB7_31
	ds_load_b32 v28, v5 offset:12288
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v5, v28 offset:16384
.LBB7_31:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v14, v3
	ds_store_b32 v15, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s1
	s_cbranch_execz .LBB7_33
	ds_load_2addr_stride64_b32 v[28:29], v15 offset1:8
	ds_load_2addr_stride64_b32 v[30:31], v14 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v29, v28
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v31, v30
	v_cmp_gt_f32_e64 s18, v31, v30
	v_cmp_o_f32_e64 s19, v30, v30
	s_and_b32 s17, vcc_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s17, s18, s17
	v_cndmask_b32_e64 v3, 0, 1, s17
	s_or_b32 s17, s19, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v31, v31
	v_cndmask_b32_e64 v4, 0, 1, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v4.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v30, v31 :: v_dual_cndmask_b32 v4, v28, v29
	ds_store_b32 v14, v3
	ds_store_b32 v15, v4
.LBB7_33:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s5
	s_cbranch_execz .LBB7_35
	ds_load_2addr_stride64_b32 v[28:29], v15 offset1:4
	ds_load_2addr_stride64_b32 v[30:31], v14 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v29, v28
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v31, v30
	v_cmp_gt_f32_e64 s18, v31, v30
	v_cmp_o_f32_e64 s19, v30, v30
	s_and_b32 s17, vcc_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s17, s18, s17
	v_cndmask_b32_e64 v3, 0, 1, s17
	s_or_b32 s17, s19, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v31, v31
	v_cndmask_b32_e64 v4, 0, 1, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v4.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v30, v31 :: v_dual_cndmask_b32 v4, v28, v29
	ds_store_b32 v14, v3
	ds_store_b32 v15, v4
.LBB7_35:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s6
	s_cbranch_execz .LBB7_37
	ds_load_2addr_stride64_b32 v[28:29], v15 offset1:2
	ds_load_2addr_stride64_b32 v[30:31], v14 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v29, v28
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v31, v30
	v_cmp_gt_f32_e64 s18, v31, v30
	v_cmp_o_f32_e64 s19, v30, v30
	s_and_b32 s17, vcc_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s17, s18, s17
	v_cndmask_b32_e64 v3, 0, 1, s17
	s_or_b32 s17, s19, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v31, v31
	v_cndmask_b32_e64 v4, 0, 1, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v4.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v30, v31 :: v_dual_cndmask_b32 v4, v28, v29
	ds_store_b32 v14, v3
	ds_store_b32 v15, v4
.LBB7_37:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s7
	s_cbranch_execz .LBB7_39
	ds_load_2addr_stride64_b32 v[28:29], v15 offset1:1
	ds_load_2addr_stride64_b32 v[30:31], v14 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v29, v28
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v31, v30
	v_cmp_gt_f32_e64 s18, v31, v30
	v_cmp_o_f32_e64 s19, v30, v30
	s_and_b32 s17, vcc_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s17, s18, s17
	v_cndmask_b32_e64 v3, 0, 1, s17
	s_or_b32 s17, s19, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v31, v31
	v_cndmask_b32_e64 v4, 0, 1, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v4.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v30, v31 :: v_dual_cndmask_b32 v4, v28, v29
	ds_store_b32 v14, v3
	ds_store_b32 v15, v4
.LBB7_39:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s8
	s_cbranch_execz .LBB7_41
	ds_load_2addr_b32 v[28:29], v15 offset1:32
	ds_load_2addr_b32 v[30:31], v14 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v29, v28
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v31, v30
	v_cmp_gt_f32_e64 s18, v31, v30
	v_cmp_o_f32_e64 s19, v30, v30
	s_and_b32 s17, vcc_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s17, s18, s17
	v_cndmask_b32_e64 v3, 0, 1, s17
	s_or_b32 s17, s19, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v31, v31
	v_cndmask_b32_e64 v4, 0, 1, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v4.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v30, v31 :: v_dual_cndmask_b32 v4, v28, v29
	ds_store_b32 v14, v3
	ds_store_b32 v15, v4
.LBB7_41:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s9
	s_cbranch_execz .LBB7_43
	ds_load_2addr_b32 v[28:29], v15 offset1:16
	ds_load_2addr_b32 v[30:31], v14 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v29, v28
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v31, v30
	v_cmp_gt_f32_e64 s18, v31, v30
	v_cmp_o_f32_e64 s19, v30, v30
	s_and_b32 s17, vcc_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s17, s18, s17
	v_cndmask_b32_e64 v3, 0, 1, s17
	s_or_b32 s17, s19, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v31, v31
	v_cndmask_b32_e64 v4, 0, 1, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v4.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v30, v31 :: v_dual_cndmask_b32 v4, v28, v29
	ds_store_b32 v14, v3
	ds_store_b32 v15, v4
.LBB7_43:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s10
	s_cbranch_execz .LBB7_45
	ds_load_2addr_b32 v[28:29], v15 offset1:8
	ds_load_2addr_b32 v[30:31], v14 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v29, v28
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v31, v30
	v_cmp_gt_f32_e64 s18, v31, v30
	v_cmp_o_f32_e64 s19, v30, v30
	s_and_b32 s17, vcc_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s17, s18, s17
	v_cndmask_b32_e64 v3, 0, 1, s17
	s_or_b32 s17, s19, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v31, v31
	v_cndmask_b32_e64 v4, 0, 1, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v4.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v30, v31 :: v_dual_cndmask_b32 v4, v28, v29
	ds_store_b32 v14, v3
	ds_store_b32 v15, v4
.LBB7_45:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s11
	s_cbranch_execz .LBB7_47
	ds_load_2addr_b32 v[28:29], v15 offset1:4
	ds_load_2addr_b32 v[30:31], v14 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v29, v28
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v31, v30
	v_cmp_gt_f32_e64 s18, v31, v30
	v_cmp_o_f32_e64 s19, v30, v30
	s_and_b32 s17, vcc_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s17, s18, s17
	v_cndmask_b32_e64 v3, 0, 1, s17
	s_or_b32 s17, s19, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v31, v31
	v_cndmask_b32_e64 v4, 0, 1, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v4.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v30, v31 :: v_dual_cndmask_b32 v4, v28, v29
	ds_store_b32 v14, v3
	ds_store_b32 v15, v4
.LBB7_47:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s12
	s_cbranch_execz .LBB7_49
	ds_load_2addr_b32 v[28:29], v15 offset1:2
	ds_load_2addr_b32 v[30:31], v14 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v29, v28
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v31, v30
	v_cmp_gt_f32_e64 s18, v31, v30
	v_cmp_o_f32_e64 s19, v30, v30
	s_and_b32 s17, vcc_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s17, s18, s17
	v_cndmask_b32_e64 v3, 0, 1, s17
	s_or_b32 s17, s19, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v31, v31
	v_cndmask_b32_e64 v4, 0, 1, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v4.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v30, v31 :: v_dual_cndmask_b32 v4, v28, v29
	ds_store_b32 v14, v3
	ds_store_b32 v15, v4
.LBB7_49:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s54, s0
	s_cbranch_execz .LBB7_51
	v_add_nc_u32_e64 v3, 4, 0
	ds_load_2addr_stride64_b32 v[28:29], v3 offset0:32 offset1:48
	ds_load_b32 v30, v15
	ds_load_b32 v31, v14
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v28, v30
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s17, v29, v31
	v_cmp_gt_f32_e64 s18, v29, v31
	v_cmp_o_f32_e64 s19, v31, v31
	s_and_b32 s17, vcc_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s17, s18, s17
	v_cndmask_b32_e64 v3, 0, 1, s17
	s_or_b32 s17, s19, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v29, v29
	v_cndmask_b32_e64 v4, 0, 1, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v4.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v31, v29 :: v_dual_cndmask_b32 v4, v30, v28
	ds_store_b32 v14, v3
	ds_store_b32 v15, v4
.LBB7_51:
	s_or_b32 exec_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s0
	s_cbranch_execz .LBB7_53
	ds_load_b32 v3, v5 offset:8192
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v3, v3
	ds_store_b32 v5, v3 offset:16392
.LBB7_53:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s3
	s_cbranch_execz .LBB7_55
	ds_load_b32 v3, v5 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v3, v12, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v3
	v_cndmask_b32_e32 v4, 0xc2d00000, v3, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v4
	v_cndmask_b32_e32 v4, 0x42b20000, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v28, 0x3fb8aa3b, v4
	v_add_f32_e32 v28, 0x4b400000, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0xcb400000, v28
	v_mul_f32_e32 v30, 0xbf317200, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v4, v4, v30 :: v_dual_mul_f32 v29, 0x35bfbe8e, v29
	v_sub_f32_e32 v30, v4, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v31, v30, v30
	v_mul_f32_e32 v32, 0x3331bb4c, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, 0xb5ddea0e, v32
	v_mul_f32_e32 v32, v31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, 0x388ab355, v32
	v_mul_f32_e32 v32, v31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, 0xbb360b61, v32
	v_mul_f32_e32 v32, v31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, 0x3e2aaaab, v32
	v_mul_f32_e32 v31, v31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v31, v30, v31
	v_mul_f32_e32 v30, v30, v31
	v_sub_f32_e32 v31, 2.0, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v32, null, v31, v31, v30
	v_div_scale_f32 v35, vcc_lo, v30, v31, v30
	v_rcp_f32_e32 v33, v32
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v34, -v32, v33, 1.0
	v_fmac_f32_e32 v33, v34, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v34, v35, v33
	v_fma_f32 v36, -v32, v34, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v34, v36, v33
	v_fma_f32 v32, -v32, v34, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v32, v32, v33, v34
	v_cmp_o_f32_e32 vcc_lo, v3, v3
	v_div_fixup_f32 v30, v32, v31, v30
	v_add_nc_u32_e32 v31, 0xb4c00100, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v29, v29, v30
	v_lshrrev_b32_e32 v30, 1, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v4, v4, v29
	v_sub_nc_u32_e32 v28, v28, v30
	v_lshl_add_u32 v29, v30, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v4, 1.0, v4
	v_lshl_add_u32 v28, v28, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v4, v4, v29
	v_mul_f32_e32 v4, v4, v28
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v3, 0x7fc00000, v4, vcc_lo
	ds_store_b32 v10, v3
.LBB7_55:
	s_or_b32 exec_lo, exec_lo, s17
	s_and_saveexec_b32 s17, s4
	s_cbranch_execz .LBB7_57
	ds_load_b32 v3, v5 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v3, v13, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v3
	v_cndmask_b32_e32 v4, 0xc2d00000, v3, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v4
	v_cndmask_b32_e32 v4, 0x42b20000, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v28, 0x3fb8aa3b, v4
	v_add_f32_e32 v28, 0x4b400000, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0xcb400000, v28
	v_mul_f32_e32 v30, 0xbf317200, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v4, v4, v30 :: v_dual_mul_f32 v29, 0x35bfbe8e, v29
	v_sub_f32_e32 v30, v4, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v31, v30, v30
	v_mul_f32_e32 v32, 0x3331bb4c, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, 0xb5ddea0e, v32
	v_mul_f32_e32 v32, v31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, 0x388ab355, v32
	v_mul_f32_e32 v32, v31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, 0xbb360b61, v32
	v_mul_f32_e32 v32, v31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, 0x3e2aaaab, v32
	v_mul_f32_e32 v31, v31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v31, v30, v31
	v_mul_f32_e32 v30, v30, v31
	v_sub_f32_e32 v31, 2.0, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v32, null, v31, v31, v30
	v_div_scale_f32 v35, vcc_lo, v30, v31, v30
	v_rcp_f32_e32 v33, v32
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v34, -v32, v33, 1.0
	v_fmac_f32_e32 v33, v34, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v34, v35, v33
	v_fma_f32 v36, -v32, v34, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v34, v36, v33
	v_fma_f32 v32, -v32, v34, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v32, v32, v33, v34
	v_cmp_o_f32_e32 vcc_lo, v3, v3
	v_div_fixup_f32 v30, v32, v31, v30
	v_add_nc_u32_e32 v31, 0xb4c00100, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v29, v29, v30
	v_lshrrev_b32_e32 v30, 1, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v4, v4, v29
	v_sub_nc_u32_e32 v28, v28, v30
	v_lshl_add_u32 v29, v30, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v4, 1.0, v4
	v_lshl_add_u32 v28, v28, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v4, v4, v29
	v_mul_f32_e32 v4, v4, v28
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v3, 0x7fc00000, v4, vcc_lo
	ds_store_b32 v10, v3 offset:4096
.LBB7_57:
	s_or_b32 exec_lo, exec_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB7_63
	s_mov_b64 s[18:19], 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB7_60
	.p2align	6
.LBB7_59:
	s_or_b32 exec_lo, exec_lo, s17
	s_cmp_eq_u64 s[18:19], s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB7_63
.LBB7_60:
	s_lshl_b64 s[60:61], 1, s18
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_add_u32 s62, s60, s40
	s_addc_u32 s63, s61, s41
	s_mov_b32 s17, exec_lo
	s_lshr_b64 s[62:63], s[62:63], s18
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[62:63], v[0:1]
	s_cbranch_execz .LBB7_59
	v_dual_mov_b32 v4, v1 :: v_dual_mov_b32 v3, v0
	s_mov_b32 s54, 0
	.p2align	6
.LBB7_62:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[28:29], s18, v[3:4]
	v_add_co_u32 v3, vcc_lo, 0x400, v3
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshlrev_b32_e32 v29, 2, v28
	v_add_lshl_u32 v28, v28, s60, 2
	v_cmp_le_u64_e32 vcc_lo, s[62:63], v[3:4]
	ds_load_b32 v30, v29
	ds_load_b32 v28, v28
	s_or_b32 s54, vcc_lo, s54
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v28, v30, v28
	ds_store_b32 v29, v28
	s_and_not1_b32 exec_lo, exec_lo, s54
	s_cbranch_execnz .LBB7_62
	s_branch .LBB7_59
.LBB7_63:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s17, s0
	s_cbranch_execz .LBB7_65
	ds_load_b32 v3, v5
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v5, v3 offset:16388
.LBB7_65:
	s_or_b32 exec_lo, exec_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s64
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB7_71
	v_cndmask_b32_e64 v3, v25, v27, s16
	v_cmp_class_f32_e64 vcc_lo, v24, 0x260
	s_cmp_gt_f32 s29, 0
	v_cndmask_b32_e64 v3, v3, v26, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v4, 0x37800000, v3
	v_cndmask_b32_e64 v3, v3, v4, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v3, v3, v24, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_add_u32 s16, s38, s30
	s_addc_u32 s14, s39, s31
	v_dual_mov_b32 v24, v12 :: v_dual_cndmask_b32 v3, 0, v3
	s_mul_i32 s17, s14, 0xcd9e8d57
	s_mul_hi_u32 s18, s14, 0xcd9e8d57
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v3, v3, s21, s27
	s_and_saveexec_b32 s19, s3
	s_cbranch_execz .LBB7_68
	s_xor_b32 s14, s28, s18
	v_xor_b32_e32 v4, s17, v17
	s_xor_b32 s14, s14, s16
	s_mov_b32 s54, s46
	s_mul_hi_u32 s15, s14, 0xd2511f53
	s_mul_i32 s14, s14, 0xd2511f53
	v_xor_b32_e32 v26, s15, v20
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v4, 0
	global_load_b32 v43, v[6:7], off
	s_mov_b32 s58, s50
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v4, s14, s65, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v25, v27, v21
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v25, 0
	v_xor3_b32 v4, v28, s66, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, s67, v30, v24
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[30:31], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v4, v25, s69, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, s68, v31, v27
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v27, 0
	v_xor3_b32 v4, v26, s70, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v24, s71, v28, v24
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[30:31], null, 0xcd9e8d57, v24, 0
	v_xor3_b32 v4, v29, s73, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, s72, v31, v25
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v26, 0
	v_xor3_b32 v4, v25, s74, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, s75, v27, v28
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[29:30], null, 0xcd9e8d57, v25, 0
	v_xor3_b32 v4, v28, s77, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v24, s76, v30, v24
	v_mad_u64_u32 v[30:31], null, 0xcd9e8d57, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v24, 0
	v_xor3_b32 v29, v29, v31, s78
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v4, v32, v30, s2
	v_xor3_b32 v27, v33, v27, s79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 9, v4
	v_cndmask_b32_e64 v27, v27, v29, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v4, v4
	v_lshrrev_b32_e32 v27, 9, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v27, v27
	v_dual_add_f32 v4, 0.5, v4 :: v_dual_add_f32 v27, 0.5, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v4, 0x34000000, v4 :: v_dual_mul_f32 v33, 0x34000000, v27
	v_cvt_f64_f32_e32 v[24:25], v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v33, 0x4afb0d, v33
	v_mul_f64 v[24:25], v[24:25], 4.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[34:35], 0x43380000, v[24:25]
	v_add_f64 v[35:36], 0xc3380000, v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], v[24:25], -v[35:36]
	v_mul_f64 v[35:36], v[24:25], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[37:38], v[35:36], v[35:36]
	v_mul_f64 v[24:25], v[37:38], s[44:45]
	v_mul_f64 v[39:40], v[37:38], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_f64 v[41:42], v[24:25], s[46:47]
	ds_load_b96 v[24:26], v5 offset:16384
	v_add_f64 v[39:40], v[39:40], s[54:55]
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v24, v12, v24
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v24
	v_cndmask_b32_e32 v4, 0xc2d00000, v24, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v4
	v_mul_f64 v[41:42], v[37:38], v[41:42]
	v_mul_f64 v[39:40], v[37:38], v[39:40]
	v_cndmask_b32_e32 v4, 0x42b20000, v4, vcc_lo
	v_div_scale_f32 v56, vcc_lo, 1.0, v25, 1.0
	v_mul_f32_e32 v28, 0x3fb8aa3b, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v44, 0x4b400000, v28
	v_add_f32_e32 v28, 0xcb400000, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v30, 0xbf317200, v28
	v_dual_mul_f32 v45, 0x35bfbe8e, v28 :: v_dual_add_f32 v46, v4, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v4, v46, v45
	v_mul_f32_e32 v32, v4, v4
	v_add_f64 v[41:42], v[41:42], s[48:49]
	v_add_f64 v[39:40], v[39:40], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v28, 0x3331bb4c, v32
	v_add_f32_e32 v28, 0xb5ddea0e, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v28, v32, v28
	v_add_f32_e32 v28, 0x388ab355, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v28, v32, v28
	v_add_f32_e32 v28, 0xbb360b61, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v28, v32, v28
	v_mul_f64 v[29:30], v[37:38], v[39:40]
	v_add_f32_e32 v31, 0x3e2aaaab, v28
	v_mul_f64 v[27:28], v[37:38], v[41:42]
	v_mul_f64 v[39:40], v[37:38], v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v31, v32, v31 :: v_dual_and_b32 v32, 0x7fffff, v33
	v_lshrrev_b32_e32 v33, 23, v33
	v_sub_f32_e32 v31, v4, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v4, v4, v31 :: v_dual_add_nc_u32 v33, 0xffffff81, v33
	v_sub_f32_e32 v41, 2.0, v31
	v_add_nc_u32_e32 v31, 0x3f3504f3, v32
	v_div_scale_f32 v32, null, v25, v25, 1.0
	v_cvt_f32_i32_e32 v33, v33
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_scale_f32 v42, null, v41, v41, v4
	v_add_f32_e32 v47, -1.0, v31
	s_delay_alu instid0(VALU_DEP_4)
	v_rcp_f32_e32 v48, v32
	v_xor_b32_e32 v51, 0x80000000, v32
	v_mul_f64 v[31:32], v[35:36], v[37:38]
	v_rcp_f32_e32 v49, v42
	v_mul_f64 v[37:38], v[37:38], -0.5
	s_delay_alu instid0(TRANS32_DEP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v53, v51, v48, 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_fma_f32 v54, -v42, v49, 1.0
	v_add_f64 v[29:30], v[29:30], s[58:59]
	v_add_f64 v[27:28], v[27:28], s[50:51]
	v_fmac_f32_e32 v48, v53, v48
	v_div_scale_f32 v53, s14, v4, v41, v4
	v_fmac_f32_e32 v49, v54, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v58, v53, v49
	v_fma_f32 v60, -v42, v58, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v58, v60, v49
	v_fma_f32 v42, -v42, v58, v53
	v_add_f64 v[37:38], v[37:38], 1.0
	v_mul_f64 v[29:30], v[39:40], v[29:30]
	v_mul_f64 v[27:28], v[31:32], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[37:38], v[29:30]
	v_add_f64 v[27:28], v[35:36], v[27:28]
	v_mul_f32_e32 v35, 0x3717f7d1, v33
	v_dual_mul_f32 v57, v56, v48 :: v_dual_add_f32 v50, 2.0, v47
	v_mul_f32_e32 v33, 0x3f317180, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v52, null, v50, v50, v47
	v_rcp_f32_e32 v55, v52
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v54, -v52, v55, 1.0
	v_fmac_f32_e32 v55, v54, v55
	v_fma_f32 v54, v51, v57, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v57, v54, v48
	v_div_scale_f32 v59, s15, v47, v50, v47
	v_fmac_f32_e32 v56, v51, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v61, v59, v55
	v_div_fmas_f32 v48, v56, v48, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_fma_f32 v54, -v52, v61, v59
	s_mov_b32 vcc_lo, s14
	v_div_fmas_f32 v42, v42, v49, v58
	s_mov_b32 vcc_lo, s15
	v_fmac_f32_e32 v61, v54, v55
	v_div_fixup_f32 v25, v48, v25, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v36, v42, v41, v4
	v_fma_f32 v49, -v52, v61, v59
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v31, v49, v55, v61
	v_div_fixup_f32 v31, v31, v50, v47
	v_mul_f32_e32 v50, 0.5, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v32, v31, v31
	v_mul_f32_e32 v39, v32, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v40, 0x3e789e26, v39
	v_mul_f32_e32 v49, 0x3e91e9ee, v39
	v_add_f32_e32 v40, 0x3eccce13, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v49, 0x3f2aaaaa, v49
	v_dual_mul_f32 v39, v39, v40 :: v_dual_mul_f32 v32, v32, v49
	v_mul_f32_e32 v40, v47, v50
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, v32, v39
	v_add_f32_e32 v32, v40, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v31, v31, v32 :: v_dual_mov_b32 v32, v5
	v_add_f32_e32 v31, v35, v31
	v_add_nc_u32_e32 v35, 0xb4c00100, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v31, v31, v40
	v_add_f32_e32 v31, v47, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v33, v33, v31
	v_and_b32_e32 v31, 2, v34
	v_mul_f32_e32 v33, -2.0, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[31:32]
	v_sub_f32_e32 v32, v45, v36
	v_xor_b32_e32 v31, 0x80000000, v30
	v_mul_f32_e32 v36, 0x4f800000, v33
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v32, v46, v32
	v_cndmask_b32_e32 v30, v31, v30, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v32, 1.0, v32
	v_and_b32_e32 v4, 1, v34
	v_xor_b32_e32 v34, 0x80000000, v28
	v_cmp_eq_u64_e64 s14, 0, v[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v4, v34, v28, vcc_lo
	v_cndmask_b32_e32 v28, v28, v34, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v33
	v_add_f32_e32 v34, v12, v12
	v_cndmask_b32_e64 v4, v30, v4, s14
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v28, v28, v30, s14
	v_cndmask_b32_e32 v31, v33, v36, vcc_lo
	v_cndmask_b32_e64 v33, v29, v27, s14
	v_cndmask_b32_e64 v27, v27, v29, s14
	v_lshrrev_b32_e32 v29, 1, v35
	v_cndmask_b32_e64 v28, v4, v28, s13
	v_sqrt_f32_e32 v30, v31
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v27, v33, v27, s13
	v_sub_nc_u32_e32 v4, v44, v29
	v_lshl_add_u32 v29, v29, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_f64_e32 v27, v[27:28]
	v_lshl_add_u32 v4, v4, 23, 0x7f800000
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v29, v32, v29 :: v_dual_add_nc_u32 v28, -1, v30
	v_add_nc_u32_e32 v32, 1, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v4, v29, v4
	v_fma_f32 v33, -v28, v30, v31
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v29, -v32, v30, v31
	v_cmp_ge_f32_e64 s14, 0, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v28, v30, v28, s14
	v_cmp_o_f32_e64 s14, v24, v24
	v_mul_f32_e32 v24, 0x3d4ccccd, v34
	v_cndmask_b32_e64 v4, 0x7fc00000, v4, s14
	v_cmp_lt_f32_e64 s14, 0, v29
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v24, v24, v43
	v_mul_f32_e32 v4, v25, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v28, v28, v32, s14
	v_cmp_eq_f32_e64 s14, v26, v16
	v_add_f32_e32 v4, v24, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v25, 0x37800000, v28
	v_cndmask_b32_e64 v26, 0, 0x3dcccccd, s14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v24, v28, v25, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v31, 0x260
	v_add_f32_e32 v4, v26, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v24, v24, v31, vcc_lo
	v_mul_f32_e32 v4, s20, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v24, v24, v27
	v_sub_f32_e32 v4, v12, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v24, v3, v24
	v_add_f32_e32 v4, v24, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v24, 0x7fffffff, v4
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v24
	v_cndmask_b32_e32 v24, 0x7fc00000, v4, vcc_lo
.LBB7_68:
	s_or_b32 exec_lo, exec_lo, s19
	v_mov_b32_e32 v4, v13
	s_and_saveexec_b32 s14, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s19, exec_lo, s14
	s_cbranch_execz .LBB7_70
	s_xor_b32 s14, s28, s18
	v_xor_b32_e32 v4, s17, v19
	s_xor_b32 s14, s14, s16
	global_load_b32 v44, v[8:9], off
	s_mul_hi_u32 s15, s14, 0xd2511f53
	s_mul_i32 s14, s14, 0xd2511f53
	v_xor_b32_e32 v27, s15, v22
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v4, 0
	s_mov_b32 s54, s46
	s_mov_b32 s58, s50
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v27, 0
	v_xor3_b32 v4, s14, s65, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v26, v28, v23
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[30:31], null, 0xd2511f53, v26, 0
	v_xor3_b32 v4, v29, s66, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, s67, v31, v25
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v27, 0
	v_xor3_b32 v4, v26, s69, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, s68, v32, v28
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v28, 0
	v_xor3_b32 v4, v27, s70, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, s71, v29, v25
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v25, 0
	v_xor3_b32 v4, v30, s73, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, s72, v32, v26
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v27, 0
	v_xor3_b32 v4, v26, s74, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, s75, v28, v29
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[30:31], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v4, v29, s77, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, s76, v31, v25
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v25, 0
	v_xor3_b32 v30, v30, v32, s78
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v4, v33, v31, s2
	v_xor3_b32 v28, v34, v28, s79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 9, v4
	v_cndmask_b32_e64 v28, v28, v30, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v4, v4
	v_lshrrev_b32_e32 v28, 9, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v4, 0.5, v4
	v_cvt_f32_u32_e32 v28, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v4, 0x34000000, v4
	v_add_f32_e32 v28, 0.5, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_f32_e32 v[25:26], v4
	v_mul_f32_e32 v34, 0x34000000, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v34, 0x4afb0d, v34
	v_mul_f64 v[25:26], v[25:26], 4.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[35:36], 0x43380000, v[25:26]
	v_add_f64 v[36:37], 0xc3380000, v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[25:26], -v[36:37]
	v_mul_f64 v[36:37], v[25:26], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[38:39], v[36:37], v[36:37]
	v_mul_f64 v[25:26], v[38:39], s[44:45]
	v_mul_f64 v[40:41], v[38:39], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_f64 v[42:43], v[25:26], s[46:47]
	ds_load_b96 v[25:27], v5 offset:16384
	v_add_f64 v[40:41], v[40:41], s[54:55]
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v25, v13, v25
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v25
	v_cndmask_b32_e32 v4, 0xc2d00000, v25, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v4
	v_mul_f64 v[42:43], v[38:39], v[42:43]
	v_mul_f64 v[40:41], v[38:39], v[40:41]
	v_cndmask_b32_e32 v4, 0x42b20000, v4, vcc_lo
	v_div_scale_f32 v57, vcc_lo, 1.0, v26, 1.0
	v_mul_f32_e32 v29, 0x3fb8aa3b, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v45, 0x4b400000, v29
	v_add_f32_e32 v29, 0xcb400000, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v31, 0xbf317200, v29
	v_dual_mul_f32 v46, 0x35bfbe8e, v29 :: v_dual_add_f32 v47, v4, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v4, v47, v46
	v_mul_f32_e32 v33, v4, v4
	v_add_f64 v[42:43], v[42:43], s[48:49]
	v_add_f64 v[40:41], v[40:41], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v29, 0x3331bb4c, v33
	v_add_f32_e32 v29, 0xb5ddea0e, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v29, v33, v29
	v_add_f32_e32 v29, 0x388ab355, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v29, v33, v29
	v_add_f32_e32 v29, 0xbb360b61, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v29, v33, v29
	v_add_f32_e32 v32, 0x3e2aaaab, v29
	v_mul_f64 v[28:29], v[38:39], v[42:43]
	v_mul_f64 v[30:31], v[38:39], v[40:41]
	v_mul_f64 v[40:41], v[38:39], v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v32, v33, v32 :: v_dual_and_b32 v33, 0x7fffff, v34
	v_sub_f32_e32 v32, v4, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v4, v4, v32
	v_sub_f32_e32 v42, 2.0, v32
	v_div_scale_f32 v43, null, v42, v42, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v50, v43
	v_fma_f32 v55, -v43, v50, 1.0
	v_add_f64 v[28:29], v[28:29], s[50:51]
	v_add_f64 v[30:31], v[30:31], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v50, v55, v50
	v_add_nc_u32_e32 v32, 0x3f3504f3, v33
	v_div_scale_f32 v33, null, v26, v26, 1.0
	v_rcp_f32_e32 v49, v33
	v_xor_b32_e32 v52, 0x80000000, v33
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v54, v52, v49, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v49, v54, v49
	v_div_scale_f32 v54, s14, v4, v42, v4
	v_lshrrev_b32_e32 v34, 23, v34
	v_dual_mul_f32 v58, v57, v49 :: v_dual_mul_f32 v59, v54, v50
	v_add_f32_e32 v48, -1.0, v32
	v_mul_f64 v[32:33], v[36:37], v[38:39]
	v_mul_f64 v[38:39], v[38:39], -0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v61, -v43, v59, v54
	v_add_f32_e32 v51, 2.0, v48
	v_mul_f64 v[30:31], v[40:41], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v59, v61, v50
	v_div_scale_f32 v53, null, v51, v51, v48
	v_div_scale_f32 v60, s15, v48, v51, v48
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v43, -v43, v59, v54
	v_rcp_f32_e32 v56, v53
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v55, -v53, v56, 1.0
	v_fmac_f32_e32 v56, v55, v56
	v_fma_f32 v55, v52, v58, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v62, v60, v56
	v_fmac_f32_e32 v58, v55, v49
	v_mul_f64 v[28:29], v[32:33], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v55, -v53, v62, v60
	v_fmac_f32_e32 v57, v52, v58
	v_add_f64 v[38:39], v[38:39], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v62, v55, v56
	v_div_fmas_f32 v49, v57, v49, v58
	s_mov_b32 vcc_lo, s14
	v_div_fmas_f32 v43, v43, v50, v59
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v50, -v53, v62, v60
	s_mov_b32 vcc_lo, s15
	v_div_fixup_f32 v26, v49, v26, 1.0
	v_div_fmas_f32 v32, v50, v56, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v32, v32, v51, v48
	v_mul_f32_e32 v51, 0.5, v48
	v_mul_f32_e32 v33, v32, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, v33, v33
	v_mul_f32_e32 v41, 0x3e789e26, v40
	v_mul_f32_e32 v50, 0x3e91e9ee, v40
	v_add_f64 v[28:29], v[36:37], v[28:29]
	v_div_fixup_f32 v37, v43, v42, v4
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_add_f32 v41, 0x3eccce13, v41 :: v_dual_and_b32 v4, 1, v35
	v_add_f64 v[30:31], v[38:39], v[30:31]
	v_cmp_eq_u64_e64 s14, 0, v[4:5]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, v40, v41
	v_dual_mul_f32 v41, v48, v51 :: v_dual_add_f32 v50, 0x3f2aaaaa, v50
	v_mul_f32_e32 v33, v33, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v33, v33, v40 :: v_dual_add_nc_u32 v34, 0xffffff81, v34
	v_add_f32_e32 v33, v41, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_i32_e32 v34, v34
	v_mul_f32_e32 v32, v32, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v36, 0x3717f7d1, v34 :: v_dual_mov_b32 v33, v5
	v_mul_f32_e32 v34, 0x3f317180, v34
	v_add_f32_e32 v32, v36, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v32, v32, v41
	v_add_f32_e32 v32, v48, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v34, v34, v32
	v_and_b32_e32 v32, 2, v35
	v_xor_b32_e32 v35, 0x80000000, v29
	v_cmp_eq_u64_e32 vcc_lo, 0, v[32:33]
	v_sub_f32_e32 v33, v46, v37
	v_xor_b32_e32 v32, 0x80000000, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_sub_f32 v33, v47, v33 :: v_dual_mul_f32 v34, -2.0, v34
	v_dual_cndmask_b32 v4, v35, v29 :: v_dual_cndmask_b32 v31, v32, v31
	v_cndmask_b32_e32 v29, v29, v35, vcc_lo
	v_add_f32_e32 v35, v13, v13
	s_delay_alu instid0(VALU_DEP_4)
	v_mul_f32_e32 v37, 0x4f800000, v34
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v34
	v_cndmask_b32_e64 v4, v31, v4, s14
	v_cndmask_b32_e64 v29, v29, v31, s14
	v_add_f32_e32 v33, 1.0, v33
	v_cndmask_b32_e32 v32, v34, v37, vcc_lo
	v_cndmask_b32_e64 v34, v30, v28, s14
	v_cndmask_b32_e64 v28, v28, v30, s14
	v_cndmask_b32_e64 v29, v4, v29, s13
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sqrt_f32_e32 v31, v32
	v_cndmask_b32_e64 v28, v34, v28, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v28, v[28:29]
	v_add_nc_u32_e32 v29, -1, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v34, -v29, v31, v32
	v_cmp_ge_f32_e64 s14, 0, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v29, v31, v29, s14
	v_cmp_o_f32_e64 s14, v25, v25
	v_mul_f32_e32 v25, 0x3d4ccccd, v35
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v25, v25, v44 :: v_dual_add_nc_u32 v36, 0xb4c00100, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v30, 1, v36
	v_sub_nc_u32_e32 v4, v45, v30
	v_lshl_add_u32 v30, v30, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v4, v4, 23, 0x7f800000
	v_dual_mul_f32 v30, v33, v30 :: v_dual_add_nc_u32 v33, 1, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v4, v30, v4
	v_fma_f32 v30, -v33, v31, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v4, 0x7fc00000, v4, s14
	v_cmp_lt_f32_e64 s14, 0, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v4, v26, v4
	v_cndmask_b32_e64 v29, v29, v33, s14
	v_cmp_eq_f32_e64 s14, v27, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v4, v25, v4
	v_mul_f32_e32 v26, 0x37800000, v29
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v27, 0, 0x3dcccccd, s14
	v_cndmask_b32_e32 v25, v29, v26, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v32, 0x260
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v4, v27, v4
	v_cndmask_b32_e32 v25, v25, v32, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v4, s20, v4
	v_mul_f32_e32 v25, v25, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v4, v13, v4 :: v_dual_mul_f32 v3, v3, v25
	v_add_f32_e32 v3, v3, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v4, 0x7fffffff, v3
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v4
	v_cndmask_b32_e32 v4, 0x7fc00000, v3, vcc_lo
.LBB7_70:
	s_or_b32 exec_lo, exec_lo, s19
	s_branch .LBB7_8
.LBB7_71:
	s_cbranch_execz .LBB7_8
	s_and_saveexec_b32 s15, s3
	s_cbranch_execz .LBB7_74
	global_load_b32 v3, v[6:7], off
	ds_load_b96 v[24:26], v5 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v4, v12, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v4
	v_cndmask_b32_e32 v24, 0xc2d00000, v4, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v24
	v_cndmask_b32_e32 v24, 0x42b20000, v24, vcc_lo
	v_div_scale_f32 v37, vcc_lo, 1.0, v25, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, 0x3fb8aa3b, v24
	v_add_f32_e32 v27, 0x4b400000, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, 0xcb400000, v27
	v_mul_f32_e32 v29, 0xbf317200, v28
	v_mul_f32_e32 v28, 0x35bfbe8e, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, v24, v29
	v_sub_f32_e32 v29, v24, v28
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
	v_div_scale_f32 v31, null, v25, v25, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v30, v29, v30
	v_rcp_f32_e32 v33, v31
	v_xor_b32_e32 v31, 0x80000000, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v29, v29, v30
	v_sub_f32_e32 v30, 2.0, v30
	v_div_scale_f32 v32, null, v30, v30, v29
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v35, v31, v33, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v34, v32
	v_fma_f32 v36, -v32, v34, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v34, v36, v34 :: v_dual_fmac_f32 v33, v35, v33
	v_div_scale_f32 v35, s14, v29, v30, v29
	v_mul_f32_e32 v38, v35, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v40, -v32, v38, v35
	v_fmac_f32_e32 v38, v40, v34
	v_mul_f32_e32 v36, v37, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, v31, v36, v37
	v_fmac_f32_e32 v36, v39, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v37, v31, v36
	v_fma_f32 v31, -v32, v38, v35
	v_div_fmas_f32 v32, v37, v33, v36
	s_mov_b32 vcc_lo, s14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v31, v31, v34, v38
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_div_fixup_f32 v25, v32, v25, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v29, v31, v30, v29
	v_add_nc_u32_e32 v30, 0xb4c00100, v27
	v_sub_f32_e32 v28, v28, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v29, 1, v30
	v_sub_f32_e32 v24, v24, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v27, v27, v29
	v_lshl_add_u32 v28, v29, 23, 0xff800000
	v_add_f32_e32 v24, 1.0, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v27, v27, 23, 0x7f800000
	v_mul_f32_e32 v24, v24, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v24, v24, v27
	v_add_f32_e32 v27, v12, v12
	v_cndmask_b32_e32 v4, 0x7fc00000, v24, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v24, 0x3d4ccccd, v27
	v_cmp_eq_f32_e32 vcc_lo, v26, v16
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v3, v24, v3
	v_cndmask_b32_e64 v24, 0, 0x3dcccccd, vcc_lo
	v_mul_f32_e32 v4, v25, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v3, v4
	v_add_f32_e32 v3, v24, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, s20, v3
	v_sub_f32_e32 v3, v12, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v4, 0x7fffffff, v3
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v4
	v_cndmask_b32_e32 v12, 0x7fc00000, v3, vcc_lo
.LBB7_74:
	s_or_b32 exec_lo, exec_lo, s15
	s_and_saveexec_b32 s14, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s15, exec_lo, s14
	s_cbranch_execz .LBB7_7
	global_load_b32 v3, v[8:9], off
	ds_load_b96 v[24:26], v5 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v4, v13, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v4
	v_cndmask_b32_e32 v24, 0xc2d00000, v4, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v24
	v_cndmask_b32_e32 v24, 0x42b20000, v24, vcc_lo
	v_div_scale_f32 v37, vcc_lo, 1.0, v25, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, 0x3fb8aa3b, v24
	v_add_f32_e32 v27, 0x4b400000, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, 0xcb400000, v27
	v_mul_f32_e32 v29, 0xbf317200, v28
	v_mul_f32_e32 v28, 0x35bfbe8e, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, v24, v29
	v_sub_f32_e32 v29, v24, v28
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
	v_div_scale_f32 v31, null, v25, v25, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v30, v29, v30
	v_rcp_f32_e32 v33, v31
	v_xor_b32_e32 v31, 0x80000000, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v29, v29, v30
	v_sub_f32_e32 v30, 2.0, v30
	v_div_scale_f32 v32, null, v30, v30, v29
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v35, v31, v33, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v34, v32
	v_fma_f32 v36, -v32, v34, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v34, v36, v34 :: v_dual_fmac_f32 v33, v35, v33
	v_div_scale_f32 v35, s14, v29, v30, v29
	v_mul_f32_e32 v38, v35, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v40, -v32, v38, v35
	v_fmac_f32_e32 v38, v40, v34
	v_mul_f32_e32 v36, v37, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, v31, v36, v37
	v_fmac_f32_e32 v36, v39, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v37, v31, v36
	v_fma_f32 v31, -v32, v38, v35
	v_div_fmas_f32 v32, v37, v33, v36
	s_mov_b32 vcc_lo, s14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v31, v31, v34, v38
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_div_fixup_f32 v25, v32, v25, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v29, v31, v30, v29
	v_add_nc_u32_e32 v30, 0xb4c00100, v27
	v_sub_f32_e32 v28, v28, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v29, 1, v30
	v_sub_f32_e32 v24, v24, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v27, v27, v29
	v_lshl_add_u32 v28, v29, 23, 0xff800000
	v_add_f32_e32 v24, 1.0, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v27, v27, 23, 0x7f800000
	v_mul_f32_e32 v24, v24, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v24, v24, v27 :: v_dual_add_f32 v27, v13, v13
	v_cndmask_b32_e32 v4, 0x7fc00000, v24, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v24, 0x3d4ccccd, v27
	v_cmp_eq_f32_e32 vcc_lo, v26, v18
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v4, v25, v4 :: v_dual_sub_f32 v3, v24, v3
	v_cndmask_b32_e64 v24, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v3, v4
	v_add_f32_e32 v3, v24, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, s20, v3
	v_sub_f32_e32 v3, v13, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v4, 0x7fffffff, v3
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v4
	v_cndmask_b32_e32 v13, 0x7fc00000, v3, vcc_lo
	s_branch .LBB7_7
.LBB7_76:
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB7_78
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v12, s[34:35]
.LBB7_78:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB7_80
	s_waitcnt vmcnt(0)
	global_store_b32 v11, v13, s[34:35]
.LBB7_80:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_fast_w2048
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
		.amdhsa_next_free_vgpr 63
		.amdhsa_next_free_sgpr 80
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
	.size	tessera_softmax_fast_w2048, .Lfunc_end7-tessera_softmax_fast_w2048

	.set tessera_softmax_fast_w2048.num_vgpr, 63
	.set tessera_softmax_fast_w2048.num_agpr, 0
	.set tessera_softmax_fast_w2048.numbered_sgpr, 80
	.set tessera_softmax_fast_w2048.num_named_barrier, 0
	.set tessera_softmax_fast_w2048.private_seg_size, 0
	.set tessera_softmax_fast_w2048.uses_vcc, 1
	.set tessera_softmax_fast_w2048.uses_flat_scratch, 0
	.set tessera_softmax_fast_w2048.has_dyn_sized_stack, 0
	.set tessera_softmax_fast_w2048.has_recursion, 0
	.set tessera_softmax_fast_w2048.has_indirect_call, 0
	.globl	tessera_softmax_fast_w4096
	.p2align	8
	.type	tessera_softmax_fast_w4096,@function
tessera_softmax_fast_w4096:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[20:21], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x1000, s[22:23]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB8_97
	s_load_b64 s[40:41], s[0:1], 0x20
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s23, s2
	s_mul_hi_u32 s4, s22, s2
	v_lshlrev_b32_e32 v19, 2, v0
	s_add_i32 s5, s4, s3
	s_mul_i32 s4, s22, s2
	v_cmp_gt_u64_e64 s3, s[22:23], v[0:1]
	s_lshl_b64 s[20:21], s[4:5], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s34, s16, s20
	s_addc_u32 s35, s17, s21
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB8_3
	global_load_b32 v21, v19, s[34:35]
.LBB8_3:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v20, 2, v2
	v_cmp_gt_u64_e64 s4, s[22:23], v[2:3]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB8_5
	global_load_b32 v23, v20, s[34:35]
.LBB8_5:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v4, 0x800, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v22, 2, v4
	v_cmp_gt_u64_e64 s5, s[22:23], v[4:5]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB8_7
	global_load_b32 v25, v22, s[34:35]
.LBB8_7:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v6, 0xc00, v0
	v_mov_b32_e32 v7, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v24, 2, v6
	v_cmp_gt_u64_e64 s6, s[22:23], v[6:7]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB8_9
	global_load_b32 v26, v24, s[34:35]
.LBB8_9:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[40:41], 0
	s_mov_b64 s[42:43], 0
	s_cbranch_scc1 .LBB8_92
	s_clause 0x1
	s_load_b256 s[24:31], s[0:1], 0x28
	s_load_b128 s[36:39], s[0:1], 0x48
	v_lshrrev_b32_e32 v9, 2, v0
	v_clz_i32_u32_e32 v10, 0
	v_lshrrev_b32_e32 v14, 2, v2
	s_mov_b32 s15, 0
	v_dual_mov_b32 v8, 0 :: v_dual_and_b32 v11, 2, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_min_u32_e32 v31, 32, v10
	v_cmp_eq_u32_e64 s0, 0, v0
	v_or_b32_e32 v27, 0x5000, v19
	v_or_b32_e32 v28, 0x4000, v19
	v_cmp_gt_u32_e64 s1, 0x200, v0
	v_lshlrev_b64 v[15:16], v31, v[2:3]
	v_cmp_gt_u32_e64 s7, 0x100, v0
	v_cmp_gt_u32_e64 s8, 0x80, v0
	v_cmp_gt_u32_e64 s9, 64, v0
	v_cmp_gt_u32_e64 s10, 32, v0
	v_cmp_gt_u32_e64 s11, 16, v0
	v_min_u32_e32 v15, 1, v15
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s27, 0
	v_cmp_gt_u32_e64 s12, 8, v0
	s_cselect_b32 s31, -1, 0
	s_add_u32 s20, s18, s20
	s_addc_u32 s21, s19, s21
	s_add_u32 s44, s22, -1
	s_addc_u32 s45, s23, -1
	v_or_b32_e32 v15, v16, v15
	s_clz_i32_u64 s16, s[44:45]
	v_cmp_gt_u32_e64 s13, 4, v0
	s_min_u32 s16, s16, 64
	v_cmp_gt_u32_e64 s14, 2, v0
	s_sub_u32 s16, 64, s16
	s_subb_u32 s17, 0, 0
	s_cmp_lg_u64 s[44:45], 0
	v_cvt_f32_u32_e32 v16, v15
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s26, 0
	v_lshrrev_b32_e32 v15, 2, v6
	s_cselect_b32 s66, -1, 0
	s_add_u32 s18, s22, 3
	s_addc_u32 s19, s23, 0
	s_add_u32 s26, s36, 0x3c6ef372
	s_lshr_b32 s22, s19, 2
	s_lshr_b64 s[18:19], s[18:19], 2
	s_mul_i32 s22, s22, s2
	s_mul_hi_u32 s19, s18, s2
	s_mul_i32 s18, s18, s2
	s_add_i32 s19, s19, s22
	v_add_co_u32 v9, s2, s18, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v12, null, s19, 0, s2
	v_cvt_f32_u32_e32 v29, v0
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v9, 0
	v_add_co_u32 v9, s2, s20, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v10, null, s21, 0, s2
	v_add_co_u32 v14, s2, s18, v14
	v_xor_b32_e32 v12, v18, v12
	s_add_u32 s20, s36, 0x9e3779b9
	v_add_co_ci_u32_e64 v3, null, s19, 0, s2
	v_sub_nc_u32_e32 v18, 32, v31
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v12, s37, v12
	v_and_b32_e32 v13, 1, v0
	s_add_u32 s21, s37, 0xbb67ae85
	s_add_u32 s67, s37, 0x76cf5d0a
	v_xor_b32_e32 v35, s21, v17
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v12, 0
	v_mov_b32_e32 v12, s15
	s_add_u32 s68, s36, 0xdaa66d2b
	s_add_u32 s69, s37, 0x32370b8f
	s_add_u32 s70, s36, 0x78dde6e4
	s_add_u32 s71, s37, 0xed9eba14
	v_cmp_eq_u64_e64 s2, 0, v[11:12]
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v30, s20, v37
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v14, 0
	v_lshrrev_b32_e32 v11, 2, v4
	v_mov_b32_e32 v14, s15
	v_xor_b32_e32 v36, s26, v36
	s_add_u32 s72, s36, 0x1715609d
	s_add_u32 s73, s37, 0xa9066899
	v_add_co_u32 v11, s22, s18, v11
	v_xor_b32_e32 v3, v38, v3
	v_cmp_eq_u64_e64 s15, 0, v[13:14]
	v_lshlrev_b64 v[13:14], v31, v[4:5]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v11, 0
	v_add_co_ci_u32_e64 v5, null, s19, 0, s22
	v_xor_b32_e32 v3, s37, v3
	v_min_u32_e32 v13, 1, v13
	v_add_co_u32 v11, vcc_lo, 0x1000, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v5, v40, v5
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v3, 0
	v_add_co_u32 v3, s18, s18, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v33, null, s19, 0, s18
	v_or_b32_e32 v13, v14, v13
	v_mad_u64_u32 v[42:43], null, 0xd2511f53, v3, 0
	v_xor_b32_e32 v32, s37, v5
	v_lshlrev_b64 v[14:15], v31, v[6:7]
	v_ldexp_f32 v3, v16, v18
	v_cvt_f32_u32_e32 v7, v13
	v_add_co_ci_u32_e64 v12, null, 0, v10, vcc_lo
	v_xor_b32_e32 v31, v43, v33
	v_mad_u64_u32 v[44:45], null, 0xcd9e8d57, v32, 0
	v_min_u32_e32 v16, 1, v14
	v_add_co_u32 v13, vcc_lo, 0x2000, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v33, s37, v31
	v_ldexp_f32 v31, v7, v18
	v_or_b32_e32 v15, v15, v16
	v_xor_b32_e32 v32, s20, v45
	v_cmp_gt_u64_e64 s18, s[16:17], 1
	v_mad_u64_u32 v[45:46], null, 0xcd9e8d57, v33, 0
	s_delay_alu instid0(VALU_DEP_4)
	v_cvt_f32_u32_e32 v7, v15
	v_add_co_ci_u32_e64 v14, null, 0, v10, vcc_lo
	v_add_co_u32 v15, vcc_lo, 0x3000, v9
	v_xor_b32_e32 v5, s20, v41
	v_add_co_ci_u32_e64 v16, null, 0, v10, vcc_lo
	v_ldexp_f32 v33, v7, v18
	v_xor_b32_e32 v34, s20, v46
	v_xor_b32_e32 v37, s21, v37
	v_xor_b32_e32 v38, s26, v40
	v_xor_b32_e32 v39, s21, v39
	v_xor_b32_e32 v40, s26, v44
	v_xor_b32_e32 v41, s21, v42
	v_xor_b32_e32 v42, s26, v45
	s_add_u32 s74, s36, 0xb54cda56
	s_add_u32 s75, s37, 0x646e171e
	s_add_u32 s76, s36, 0x5384540f
	s_add_u32 s77, s37, 0x1fd5c5a3
	s_add_u32 s78, s36, 0xf1bbcdc8
	s_add_u32 s79, s37, 0xdb3d7428
	s_add_i32 s80, s36, 0x8ff34781
	s_add_i32 s81, s37, 0x96a522ad
	s_and_b32 s18, s18, exec_lo
	s_mov_b32 s26, 0x54442d18
	s_mov_b32 s46, 0xa556c734
	s_mov_b32 s48, 0x1a01a01a
	s_mov_b32 s50, 0x11111111
	s_mov_b32 s52, 0x55555555
	s_mov_b32 s54, 0xb7789f5c
	s_mov_b32 s58, 0x16c16c17
	s_cselect_b32 s23, s17, 0
	s_cselect_b32 s22, s16, 1
	s_mov_b32 s27, 0x3ff921fb
	s_mov_b32 s47, 0x3ec71de3
	s_mov_b32 s49, 0xbf2a01a0
	s_mov_b32 s51, 0x3f811111
	s_mov_b32 s53, 0xbfc55555
	s_mov_b32 s55, 0xbe927e4f
	s_mov_b32 s57, 0x3efa01a0
	s_mov_b32 s59, 0xbf56c16c
	s_mov_b32 s61, 0x3fa55555
	s_branch .LBB8_13
.LBB8_11:
	s_or_b32 exec_lo, exec_lo, s17
	v_dual_mov_b32 v18, v21 :: v_dual_mov_b32 v43, v23
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v44, v25 :: v_dual_mov_b32 v7, v26
.LBB8_12:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v26, v7 :: v_dual_mov_b32 v25, v44
	v_mov_b32_e32 v23, v43
	s_delay_alu instid0(VALU_DEP_4)
	v_mov_b32_e32 v21, v18
	s_add_u32 s42, s42, 1
	s_addc_u32 s43, s43, 0
	s_mul_f32 s28, s29, s28
	s_cmp_eq_u64 s[42:43], s[40:41]
	s_cbranch_scc1 .LBB8_92
.LBB8_13:
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v7, 0xff800000, v21, s3
	s_mul_f32 s37, s30, s28
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cmp_neq_f32_e64 s20, 0xff800000, v21
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_f32 s16, s37, 0x4f800000
	v_cmp_o_f32_e64 s17, v7, v7
	s_cmp_lt_f32 s37, 0xf800000
	v_cmp_gt_f32_e64 s18, v23, v7
	v_mov_b32_e32 v17, s16
	s_cselect_b32 s16, -1, 0
	s_and_b32 s17, vcc_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s17, s18, s17
	s_and_b32 vcc_lo, s4, s17
	v_cmp_u_f32_e64 s17, v25, v25
	v_cndmask_b32_e32 v18, v7, v23, vcc_lo
	v_cndmask_b32_e64 v7, s37, v17, s16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_o_f32_e64 s18, v18, v18
	v_cmp_gt_f32_e64 s19, v25, v18
	v_sqrt_f32_e32 v43, v7
	s_and_b32 s17, s17, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s17
	s_and_b32 s17, s3, s20
	v_cndmask_b32_e64 v17, 0, v0, s17
	s_and_b32 s17, s5, s18
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v44, -1, v43
	v_cndmask_b32_e64 v18, v18, v25, s17
	v_cmp_u_f32_e64 s18, v26, v26
	v_cndmask_b32_e32 v17, v17, v2, vcc_lo
	v_xor_b32_e32 v46, 0x80000000, v44
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_o_f32_e32 vcc_lo, v18, v18
	v_cmp_gt_f32_e64 s19, v26, v18
	v_cndmask_b32_e64 v48, v17, v4, s17
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_fma_f32 v46, v46, v43, v7
	s_and_b32 s17, s18, vcc_lo
	s_or_b32 s17, s19, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, s6, s17
	v_add_nc_u32_e32 v45, 1, v43
	v_cndmask_b32_e32 v17, v18, v26, vcc_lo
	v_cndmask_b32_e32 v18, v48, v6, vcc_lo
	v_cmp_ge_f32_e64 s18, 0, v46
	ds_store_b32 v27, v17
	ds_store_b32 v28, v18
	v_xor_b32_e32 v47, 0x80000000, v45
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_fma_f32 v47, v47, v43, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_f32_e64 s17, 0, v47
	s_and_saveexec_b32 s56, s1
	s_cbranch_execz .LBB8_15
	ds_load_2addr_stride64_b32 v[48:49], v28 offset1:8
	ds_load_2addr_stride64_b32 v[50:51], v27 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v49, v48
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s19, v51, v50
	v_cmp_gt_f32_e64 s20, v51, v50
	v_cmp_o_f32_e64 s21, v50, v50
	s_and_b32 s19, vcc_lo, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s19, s20, s19
	v_cndmask_b32_e64 v46, 0, 1, s19
	s_or_b32 s19, s21, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v51, v51
	v_cndmask_b32_e64 v47, 0, 1, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v46.l, v46.l, v47.l, vcc_lo
	v_and_b16 v46.l, 1, v46.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v46.l
	v_dual_cndmask_b32 v46, v50, v51 :: v_dual_cndmask_b32 v47, v48, v49
	ds_store_b32 v27, v46
	ds_store_b32 v28, v47
.LBB8_15:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s7
	s_cbranch_execz .LBB8_17
	ds_load_2addr_stride64_b32 v[48:49], v28 offset1:4
	ds_load_2addr_stride64_b32 v[50:51], v27 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v49, v48
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s19, v51, v50
	v_cmp_gt_f32_e64 s20, v51, v50
	v_cmp_o_f32_e64 s21, v50, v50
	s_and_b32 s19, vcc_lo, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s19, s20, s19
	v_cndmask_b32_e64 v46, 0, 1, s19
	s_or_b32 s19, s21, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v51, v51
	v_cndmask_b32_e64 v47, 0, 1, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v46.l, v46.l, v47.l, vcc_lo
	v_and_b16 v46.l, 1, v46.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v46.l
	v_dual_cndmask_b32 v46, v50, v51 :: v_dual_cndmask_b32 v47, v48, v49
	ds_store_b32 v27, v46
	ds_store_b32 v28, v47
.LBB8_17:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s8
	s_cbranch_execz .LBB8_19
	ds_load_2addr_stride64_b32 v[48:49], v28 offset1:2
	ds_load_2addr_stride64_b32 v[50:51], v27 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v49, v48
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s19, v51, v50
	v_cmp_gt_f32_e64 s20, v51, v50
	v_cmp_o_f32_e64 s21, v50, v50
	s_and_b32 s19, vcc_lo, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s19, s20, s19
	v_cndmask_b32_e64 v46, 0, 1, s19
	s_or_b32 s19, s21, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v51, v51
	v_cndmask_b32_e64 v47, 0, 1, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v46.l, v46.l, v47.l, vcc_lo
	v_and_b16 v46.l, 1, v46.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v46.l
	v_dual_cndmask_b32 v46, v50, v51 :: v_dual_cndmask_b32 v47, v48, v49
	ds_store_b32 v27, v46
	ds_store_b32 v28, v47
.LBB8_19:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s9
	s_cbranch_execz .LBB8_21
	ds_load_2addr_stride64_b32 v[48:49], v28 offset1:1
	ds_load_2addr_stride64_b32 v[50:51], v27 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v49, v48
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s19, v51, v50
	v_cmp_gt_f32_e64 s20, v51, v50
	v_cmp_o_f32_e64 s21, v50, v50
	s_and_b32 s19, vcc_lo, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s19, s20, s19
	v_cndmask_b32_e64 v46, 0, 1, s19
	s_or_b32 s19, s21, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v51, v51
	v_cndmask_b32_e64 v47, 0, 1, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v46.l, v46.l, v47.l, vcc_lo
	v_and_b16 v46.l, 1, v46.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v46.l
	v_dual_cndmask_b32 v46, v50, v51 :: v_dual_cndmask_b32 v47, v48, v49
	ds_store_b32 v27, v46
	ds_store_b32 v28, v47
.LBB8_21:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s10
	s_cbranch_execz .LBB8_23
	ds_load_2addr_b32 v[48:49], v28 offset1:32
	ds_load_2addr_b32 v[50:51], v27 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v49, v48
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s19, v51, v50
	v_cmp_gt_f32_e64 s20, v51, v50
	v_cmp_o_f32_e64 s21, v50, v50
	s_and_b32 s19, vcc_lo, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s19, s20, s19
	v_cndmask_b32_e64 v46, 0, 1, s19
	s_or_b32 s19, s21, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v51, v51
	v_cndmask_b32_e64 v47, 0, 1, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v46.l, v46.l, v47.l, vcc_lo
	v_and_b16 v46.l, 1, v46.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v46.l
	v_dual_cndmask_b32 v46, v50, v51 :: v_dual_cndmask_b32 v47, v48, v49
	ds_store_b32 v27, v46
	ds_store_b32 v28, v47
.LBB8_23:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s11
	s_cbranch_execz .LBB8_25
	ds_load_2addr_b32 v[48:49], v28 offset1:16
	ds_load_2addr_b32 v[50:51], v27 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v49, v48
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s19, v51, v50
	v_cmp_gt_f32_e64 s20, v51, v50
	v_cmp_o_f32_e64 s21, v50, v50
	s_and_b32 s19, vcc_lo, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s19, s20, s19
	v_cndmask_b32_e64 v46, 0, 1, s19
	s_or_b32 s19, s21, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v51, v51
	v_cndmask_b32_e64 v47, 0, 1, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v46.l, v46.l, v47.l, vcc_lo
	v_and_b16 v46.l, 1, v46.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v46.l
	v_dual_cndmask_b32 v46, v50, v51 :: v_dual_cndmask_b32 v47, v48, v49
	ds_store_b32 v27, v46
	ds_store_b32 v28, v47
.LBB8_25:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s12
	s_cbranch_execz .LBB8_27
	ds_load_2addr_b32 v[48:49], v28 offset1:8
	ds_load_2addr_b32 v[50:51], v27 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v49, v48
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s19, v51, v50
	v_cmp_gt_f32_e64 s20, v51, v50
	v_cmp_o_f32_e64 s21, v50, v50
	s_and_b32 s19, vcc_lo, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s19, s20, s19
	v_cndmask_b32_e64 v46, 0, 1, s19
	s_or_b32 s19, s21, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v51, v51
	v_cndmask_b32_e64 v47, 0, 1, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v46.l, v46.l, v47.l, vcc_lo
	v_and_b16 v46.l, 1, v46.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v46.l
	v_dual_cndmask_b32 v46, v50, v51 :: v_dual_cndmask_b32 v47, v48, v49
	ds_store_b32 v27, v46
	ds_store_b32 v28, v47
.LBB8_27:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s13
	s_cbranch_execz .LBB8_29
	ds_load_2addr_b32 v[48:49], v28 offset1:4
	ds_load_2addr_b32 v[50:51], v27 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v49, v48
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s19, v51, v50
	v_cmp_gt_f32_e64 s20, v51, v50
	v_cmp_o_f32_e64 s21, v50, v50
	s_and_b32 s19, vcc_lo, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s19, s20, s19
	v_cndmask_b32_e64 v46, 0, 1, s19
	s_or_b32 s19, s21, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v51, v51
	v_cndmask_b32_e64 v47, 0, 1, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v46.l, v46.l, v47.l, vcc_lo
	v_and_b16 v46.l, 1, v46.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v46.l
	v_dual_cndmask_b32 v46, v50, v51 :: v_dual_cndmask_b32 v47, v48, v49
	ds_store_b32 v27, v46
	ds_store_b32 v28, v47
.LBB8_29:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s14
	s_cbranch_execz .LBB8_31
	ds_load_2addr_b32 v[48:49], v28 offset1:2
	ds_load_2addr_b32 v[50:51], v27 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v49, v48
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s19, v51, v50
	v_cmp_gt_f32_e64 s20, v51, v50
	v_cmp_o_f32_e64 s21, v50, v50
	s_and_b32 s19, vcc_lo, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s19, s20, s19
	v_cndmask_b32_e64 v46, 0, 1, s19
	s_or_b32 s19, s21, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v51, v51
	v_cndmask_b32_e64 v47, 0, 1, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v46.l, v46.l, v47.l, vcc_lo
	v_and_b16 v46.l, 1, v46.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v46.l
	v_dual_cndmask_b32 v46, v50, v51 :: v_dual_cndmask_b32 v47, v48, v49
	ds_store_b32 v27, v46
	ds_store_b32 v28, v47
.LBB8_31:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s0
	s_cbranch_execz .LBB8_33
	v_add_nc_u32_e64 v46, 4, 0
	ds_load_2addr_stride64_b32 v[48:49], v46 offset0:64 offset1:80
	ds_load_b32 v50, v28
	ds_load_b32 v51, v27
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v48, v50
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s19, v49, v51
	v_cmp_gt_f32_e64 s20, v49, v51
	v_cmp_o_f32_e64 s21, v51, v51
	s_and_b32 s19, vcc_lo, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s19, s20, s19
	v_cndmask_b32_e64 v46, 0, 1, s19
	s_or_b32 s19, s21, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v49, v49
	v_cndmask_b32_e64 v47, 0, 1, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v46.l, v46.l, v47.l, vcc_lo
	v_and_b16 v46.l, 1, v46.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v46.l
	v_dual_cndmask_b32 v46, v51, v49 :: v_dual_cndmask_b32 v47, v50, v48
	ds_store_b32 v27, v46
	ds_store_b32 v28, v47
.LBB8_33:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s0
	s_cbranch_execz .LBB8_35
	ds_load_b32 v46, v8 offset:20480
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v8, v46 offset:24576
.LBB8_35:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v27, v17
	ds_store_b32 v28, v18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s1
	s_cbranch_execz .LBB8_37
	ds_load_2addr_stride64_b32 v[46:47], v28 offset1:8
	ds_load_2addr_stride64_b32 v[48:49], v27 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v47, v46
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s19, v49, v48
	v_cmp_gt_f32_e64 s20, v49, v48
	v_cmp_o_f32_e64 s21, v48, v48
	s_and_b32 s19, vcc_lo, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s19, s20, s19
	v_cndmask_b32_e64 v17, 0, 1, s19
	s_or_b32 s19, s21, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v49, v49
	v_cndmask_b32_e64 v18, 0, 1, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v17.l, v18.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v48, v49 :: v_dual_cndmask_b32 v18, v46, v47
	ds_store_b32 v27, v17
	ds_store_b32 v28, v18
.LBB8_37:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s7
	s_cbranch_execz .LBB8_39
	ds_load_2addr_stride64_b32 v[46:47], v28 offset1:4
	ds_load_2addr_stride64_b32 v[48:49], v27 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v47, v46
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s19, v49, v48
	v_cmp_gt_f32_e64 s20, v49, v48
	v_cmp_o_f32_e64 s21, v48, v48
	s_and_b32 s19, vcc_lo, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s19, s20, s19
	v_cndmask_b32_e64 v17, 0, 1, s19
	s_or_b32 s19, s21, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v49, v49
	v_cndmask_b32_e64 v18, 0, 1, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v17.l, v18.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v48, v49 :: v_dual_cndmask_b32 v18, v46, v47
	ds_store_b32 v27, v17
	ds_store_b32 v28, v18
.LBB8_39:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s8
	s_cbranch_execz .LBB8_41
	ds_load_2addr_stride64_b32 v[46:47], v28 offset1:2
	ds_load_2addr_stride64_b32 v[48:49], v27 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v47, v46
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s19, v49, v48
	v_cmp_gt_f32_e64 s20, v49, v48
	v_cmp_o_f32_e64 s21, v48, v48
	s_and_b32 s19, vcc_lo, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s19, s20, s19
	v_cndmask_b32_e64 v17, 0, 1, s19
	s_or_b32 s19, s21, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v49, v49
	v_cndmask_b32_e64 v18, 0, 1, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v17.l, v18.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v48, v49 :: v_dual_cndmask_b32 v18, v46, v47
	ds_store_b32 v27, v17
	ds_store_b32 v28, v18
.LBB8_41:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s9
	s_cbranch_execz .LBB8_43
	ds_load_2addr_stride64_b32 v[46:47], v28 offset1:1
	ds_load_2addr_stride64_b32 v[48:49], v27 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v47, v46
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s19, v49, v48
	v_cmp_gt_f32_e64 s20, v49, v48
	v_cmp_o_f32_e64 s21, v48, v48
	s_and_b32 s19, vcc_lo, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s19, s20, s19
	v_cndmask_b32_e64 v17, 0, 1, s19
	s_or_b32 s19, s21, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v49, v49
	v_cndmask_b32_e64 v18, 0, 1, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v17.l, v18.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v48, v49 :: v_dual_cndmask_b32 v18, v46, v47
	ds_store_b32 v27, v17
	ds_store_b32 v28, v18
.LBB8_43:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s10
	s_cbranch_execz .LBB8_45
	ds_load_2addr_b32 v[46:47], v28 offset1:32
	ds_load_2addr_b32 v[48:49], v27 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v47, v46
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s19, v49, v48
	v_cmp_gt_f32_e64 s20, v49, v48
	v_cmp_o_f32_e64 s21, v48, v48
	s_and_b32 s19, vcc_lo, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s19, s20, s19
	v_cndmask_b32_e64 v17, 0, 1, s19
	s_or_b32 s19, s21, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v49, v49
	v_cndmask_b32_e64 v18, 0, 1, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v17.l, v18.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v48, v49 :: v_dual_cndmask_b32 v18, v46, v47
	ds_store_b32 v27, v17
	ds_store_b32 v28, v18
.LBB8_45:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s11
	s_cbranch_execz .LBB8_47
	ds_load_2addr_b32 v[46:47], v28 offset1:16
	ds_load_2addr_b32 v[48:49], v27 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v47, v46
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s19, v49, v48
	v_cmp_gt_f32_e64 s20, v49, v48
	v_cmp_o_f32_e64 s21, v48, v48
	s_and_b32 s19, vcc_lo, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s19, s20, s19
	v_cndmask_b32_e64 v17, 0, 1, s19
	s_or_b32 s19, s21, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v49, v49
	v_cndmask_b32_e64 v18, 0, 1, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v17.l, v18.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v48, v49 :: v_dual_cndmask_b32 v18, v46, v47
	ds_store_b32 v27, v17
	ds_store_b32 v28, v18
.LBB8_47:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s12
	s_cbranch_execz .LBB8_49
	ds_load_2addr_b32 v[46:47], v28 offset1:8
	ds_load_2addr_b32 v[48:49], v27 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v47, v46
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s19, v49, v48
	v_cmp_gt_f32_e64 s20, v49, v48
	v_cmp_o_f32_e64 s21, v48, v48
	s_and_b32 s19, vcc_lo, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s19, s20, s19
	v_cndmask_b32_e64 v17, 0, 1, s19
	s_or_b32 s19, s21, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v49, v49
	v_cndmask_b32_e64 v18, 0, 1, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v17.l, v18.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v48, v49 :: v_dual_cndmask_b32 v18, v46, v47
	ds_store_b32 v27, v17
	ds_store_b32 v28, v18
.LBB8_49:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s13
	s_cbranch_execz .LBB8_51
	ds_load_2addr_b32 v[46:47], v28 offset1:4
	ds_load_2addr_b32 v[48:49], v27 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v47, v46
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s19, v49, v48
	v_cmp_gt_f32_e64 s20, v49, v48
	v_cmp_o_f32_e64 s21, v48, v48
	s_and_b32 s19, vcc_lo, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s19, s20, s19
	v_cndmask_b32_e64 v17, 0, 1, s19
	s_or_b32 s19, s21, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v49, v49
	v_cndmask_b32_e64 v18, 0, 1, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v17.l, v18.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v48, v49 :: v_dual_cndmask_b32 v18, v46, v47
	ds_store_b32 v27, v17
	ds_store_b32 v28, v18
.LBB8_51:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s14
	s_cbranch_execz .LBB8_53
	ds_load_2addr_b32 v[46:47], v28 offset1:2
	ds_load_2addr_b32 v[48:49], v27 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v47, v46
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s19, v49, v48
	v_cmp_gt_f32_e64 s20, v49, v48
	v_cmp_o_f32_e64 s21, v48, v48
	s_and_b32 s19, vcc_lo, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s19, s20, s19
	v_cndmask_b32_e64 v17, 0, 1, s19
	s_or_b32 s19, s21, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v49, v49
	v_cndmask_b32_e64 v18, 0, 1, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v17.l, v18.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v48, v49 :: v_dual_cndmask_b32 v18, v46, v47
	ds_store_b32 v27, v17
	ds_store_b32 v28, v18
.LBB8_53:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s0
	s_cbranch_execz .LBB8_55
	v_add_nc_u32_e64 v17, 4, 0
	ds_load_2addr_stride64_b32 v[46:47], v17 offset0:64 offset1:80
	ds_load_b32 v48, v28
	ds_load_b32 v49, v27
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v46, v48
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s19, v47, v49
	v_cmp_gt_f32_e64 s20, v47, v49
	v_cmp_o_f32_e64 s21, v49, v49
	s_and_b32 s19, vcc_lo, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s19, s20, s19
	v_cndmask_b32_e64 v17, 0, 1, s19
	s_or_b32 s19, s21, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v47, v47
	v_cndmask_b32_e64 v18, 0, 1, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v17.l, v17.l, v18.l, vcc_lo
	v_and_b16 v17.l, 1, v17.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v17.l
	v_dual_cndmask_b32 v17, v49, v47 :: v_dual_cndmask_b32 v18, v48, v46
	ds_store_b32 v27, v17
	ds_store_b32 v28, v18
.LBB8_55:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s0
	s_cbranch_execz .LBB8_57
	ds_load_b32 v17, v8 offset:16384
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v17, v17
	ds_store_b32 v8, v17 offset:24584
.LBB8_57:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s3
	s_cbranch_execnz .LBB8_78
	s_or_b32 exec_lo, exec_lo, s19
	s_and_saveexec_b32 s19, s4
	s_cbranch_execnz .LBB8_79
.LBB8_59:
	s_or_b32 exec_lo, exec_lo, s19
	s_and_saveexec_b32 s19, s5
	s_cbranch_execnz .LBB8_80
.LBB8_60:
	s_or_b32 exec_lo, exec_lo, s19
	s_and_saveexec_b32 s19, s6
	s_cbranch_execz .LBB8_62
.LBB8_61:
	ds_load_b32 v17, v8 offset:24576
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v17, v26, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v17
	v_cndmask_b32_e32 v18, 0xc2d00000, v17, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v18
	v_cndmask_b32_e32 v18, 0x42b20000, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v46, 0x3fb8aa3b, v18
	v_add_f32_e32 v46, 0x4b400000, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v47, 0xcb400000, v46
	v_mul_f32_e32 v48, 0xbf317200, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v18, v18, v48 :: v_dual_mul_f32 v47, 0x35bfbe8e, v47
	v_sub_f32_e32 v48, v18, v47
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v50, null, v49, v49, v48
	v_div_scale_f32 v53, vcc_lo, v48, v49, v48
	v_rcp_f32_e32 v51, v50
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v52, -v50, v51, 1.0
	v_fmac_f32_e32 v51, v52, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v52, v53, v51
	v_fma_f32 v54, -v50, v52, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v52, v54, v51
	v_fma_f32 v50, -v50, v52, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v50, v50, v51, v52
	v_cmp_o_f32_e32 vcc_lo, v17, v17
	v_div_fixup_f32 v48, v50, v49, v48
	v_add_nc_u32_e32 v49, 0xb4c00100, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v47, v47, v48
	v_lshrrev_b32_e32 v48, 1, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v18, v18, v47
	v_sub_nc_u32_e32 v46, v46, v48
	v_lshl_add_u32 v47, v48, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v18, 1.0, v18
	v_lshl_add_u32 v46, v46, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v18, v47
	v_mul_f32_e32 v18, v18, v46
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v17, 0x7fc00000, v18, vcc_lo
	ds_store_b32 v19, v17 offset:12288
.LBB8_62:
	s_or_b32 exec_lo, exec_lo, s19
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB8_68
	s_mov_b64 s[20:21], 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB8_65
	.p2align	6
.LBB8_64:
	s_or_b32 exec_lo, exec_lo, s19
	s_cmp_eq_u64 s[20:21], s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB8_68
.LBB8_65:
	s_lshl_b64 s[62:63], 1, s20
	s_add_u32 s20, s20, 1
	s_addc_u32 s21, s21, 0
	s_add_u32 s64, s62, s44
	s_addc_u32 s65, s63, s45
	s_mov_b32 s19, exec_lo
	s_lshr_b64 s[64:65], s[64:65], s20
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[64:65], v[0:1]
	s_cbranch_execz .LBB8_64
	v_dual_mov_b32 v18, v1 :: v_dual_mov_b32 v17, v0
	s_mov_b32 s56, 0
	.p2align	6
.LBB8_67:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[46:47], s20, v[17:18]
	v_add_co_u32 v17, vcc_lo, 0x400, v17
	v_add_co_ci_u32_e64 v18, null, 0, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshlrev_b32_e32 v47, 2, v46
	v_add_lshl_u32 v46, v46, s62, 2
	v_cmp_le_u64_e32 vcc_lo, s[64:65], v[17:18]
	ds_load_b32 v48, v47
	ds_load_b32 v46, v46
	s_or_b32 s56, vcc_lo, s56
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v46, v48, v46
	ds_store_b32 v47, v46
	s_and_not1_b32 exec_lo, exec_lo, s56
	s_cbranch_execnz .LBB8_67
	s_branch .LBB8_64
.LBB8_68:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s19, s0
	s_cbranch_execz .LBB8_70
	ds_load_b32 v17, v8
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v8, v17 offset:24580
.LBB8_70:
	s_or_b32 exec_lo, exec_lo, s19
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s66
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB8_81
	v_cndmask_b32_e64 v17, v43, v44, s18
	v_cmp_class_f32_e64 vcc_lo, v7, 0x260
	s_cmp_gt_f32 s37, 0
	v_cndmask_b32_e64 v17, v17, v45, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, 0x37800000, v17
	v_cndmask_b32_e64 v17, v17, v18, s16
	v_mov_b32_e32 v18, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v7, v17, v7, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_add_u32 s18, s42, s38
	s_addc_u32 s16, s43, s39
	v_cndmask_b32_e32 v7, 0, v7, vcc_lo
	s_mul_i32 s19, s16, 0xcd9e8d57
	s_mul_hi_u32 s20, s16, 0xcd9e8d57
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v17, v7, s25, s31
	s_and_saveexec_b32 s21, s3
	s_cbranch_execnz .LBB8_86
	s_or_b32 exec_lo, exec_lo, s21
	v_mov_b32_e32 v43, v23
	s_and_saveexec_b32 s21, s4
	s_cbranch_execnz .LBB8_87
.LBB8_73:
	s_or_b32 exec_lo, exec_lo, s21
	v_mov_b32_e32 v44, v25
	s_and_saveexec_b32 s21, s5
	s_cbranch_execz .LBB8_75
.LBB8_74:
	s_xor_b32 s16, s36, s20
	v_xor_b32_e32 v7, s19, v32
	s_xor_b32 s16, s16, s18
	s_mov_b32 s56, s48
	s_mul_hi_u32 s17, s16, 0xd2511f53
	s_mul_i32 s16, s16, 0xd2511f53
	v_xor_b32_e32 v46, s17, v39
	v_mad_u64_u32 v[44:45], null, 0xd2511f53, v7, 0
	global_load_b32 v63, v[13:14], off
	s_mov_b32 s60, s52
	v_mad_u64_u32 v[46:47], null, 0xcd9e8d57, v46, 0
	v_xor3_b32 v7, s16, s67, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v45, v47, v40
	v_mad_u64_u32 v[47:48], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[49:50], null, 0xd2511f53, v45, 0
	v_xor3_b32 v7, v48, s68, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v46, s69, v50, v44
	v_mad_u64_u32 v[44:45], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[50:51], null, 0xcd9e8d57, v46, 0
	v_xor3_b32 v7, v45, s71, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v47, s70, v51, v47
	v_mad_u64_u32 v[45:46], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[47:48], null, 0xd2511f53, v47, 0
	v_xor3_b32 v7, v46, s72, v50
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v44, s73, v48, v44
	v_mad_u64_u32 v[48:49], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[50:51], null, 0xcd9e8d57, v44, 0
	v_xor3_b32 v7, v49, s75, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v46, s74, v51, v45
	v_mad_u64_u32 v[44:45], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[46:47], null, 0xd2511f53, v46, 0
	v_xor3_b32 v7, v45, s76, v50
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v45, s77, v47, v48
	v_mad_u64_u32 v[47:48], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[49:50], null, 0xcd9e8d57, v45, 0
	v_xor3_b32 v7, v48, s79, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v44, s78, v50, v44
	v_mad_u64_u32 v[50:51], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[52:53], null, 0xd2511f53, v44, 0
	v_xor3_b32 v49, v49, v51, s80
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v7, v52, v50, s2
	v_xor3_b32 v47, v53, v47, s81
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v7, 9, v7
	v_cndmask_b32_e64 v47, v47, v49, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v7, v7
	v_lshrrev_b32_e32 v47, 9, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v7, 0.5, v7
	v_cvt_f32_u32_e32 v47, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v7, 0x34000000, v7
	v_add_f32_e32 v47, 0.5, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_f32_e32 v[44:45], v7
	v_mul_f32_e32 v53, 0x34000000, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v53, 0x4afb0d, v53
	v_mul_f64 v[44:45], v[44:45], 4.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[54:55], 0x43380000, v[44:45]
	v_add_f64 v[55:56], 0xc3380000, v[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[44:45], v[44:45], -v[55:56]
	v_mul_f64 v[55:56], v[44:45], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[57:58], v[55:56], v[55:56]
	v_mul_f64 v[44:45], v[57:58], s[46:47]
	v_mul_f64 v[59:60], v[57:58], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[44:45], s[48:49]
	ds_load_b96 v[44:46], v8 offset:24576
	v_add_f64 v[59:60], v[59:60], s[56:57]
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v44, v25, v44
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v44
	v_cndmask_b32_e32 v7, 0xc2d00000, v44, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v7
	v_mul_f64 v[61:62], v[57:58], v[61:62]
	v_mul_f64 v[59:60], v[57:58], v[59:60]
	v_cndmask_b32_e32 v7, 0x42b20000, v7, vcc_lo
	v_div_scale_f32 v76, vcc_lo, 1.0, v45, 1.0
	v_mul_f32_e32 v48, 0x3fb8aa3b, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v64, 0x4b400000, v48
	v_add_f32_e32 v48, 0xcb400000, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v50, 0xbf317200, v48
	v_dual_mul_f32 v65, 0x35bfbe8e, v48 :: v_dual_add_f32 v66, v7, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v7, v66, v65
	v_mul_f32_e32 v52, v7, v7
	v_add_f64 v[61:62], v[61:62], s[50:51]
	v_add_f64 v[59:60], v[59:60], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v48, 0x3331bb4c, v52
	v_add_f32_e32 v48, 0xb5ddea0e, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v48, v52, v48
	v_add_f32_e32 v48, 0x388ab355, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v48, v52, v48
	v_add_f32_e32 v48, 0xbb360b61, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v48, v52, v48
	v_add_f32_e32 v51, 0x3e2aaaab, v48
	v_mul_f64 v[47:48], v[57:58], v[61:62]
	v_mul_f64 v[49:50], v[57:58], v[59:60]
	v_mul_f64 v[59:60], v[57:58], v[57:58]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v51, v52, v51 :: v_dual_and_b32 v52, 0x7fffff, v53
	v_sub_f32_e32 v51, v7, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, v7, v51
	v_sub_f32_e32 v61, 2.0, v51
	v_div_scale_f32 v62, null, v61, v61, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v69, v62
	v_fma_f32 v74, -v62, v69, 1.0
	v_add_f64 v[47:48], v[47:48], s[52:53]
	v_add_f64 v[49:50], v[49:50], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v69, v74, v69
	v_add_nc_u32_e32 v51, 0x3f3504f3, v52
	v_div_scale_f32 v52, null, v45, v45, 1.0
	v_rcp_f32_e32 v68, v52
	v_xor_b32_e32 v71, 0x80000000, v52
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v73, v71, v68, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v68, v73, v68
	v_div_scale_f32 v73, s16, v7, v61, v7
	v_lshrrev_b32_e32 v53, 23, v53
	v_dual_mul_f32 v77, v76, v68 :: v_dual_mul_f32 v78, v73, v69
	v_add_f32_e32 v67, -1.0, v51
	v_mul_f64 v[51:52], v[55:56], v[57:58]
	v_mul_f64 v[57:58], v[57:58], -0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v80, -v62, v78, v73
	v_add_f32_e32 v70, 2.0, v67
	v_mul_f64 v[49:50], v[59:60], v[49:50]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v78, v80, v69
	v_div_scale_f32 v72, null, v70, v70, v67
	v_div_scale_f32 v79, s17, v67, v70, v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v62, -v62, v78, v73
	v_rcp_f32_e32 v75, v72
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v74, -v72, v75, 1.0
	v_fmac_f32_e32 v75, v74, v75
	v_fma_f32 v74, v71, v77, v76
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v81, v79, v75
	v_fmac_f32_e32 v77, v74, v68
	v_mul_f64 v[47:48], v[51:52], v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v74, -v72, v81, v79
	v_fmac_f32_e32 v76, v71, v77
	v_add_f64 v[57:58], v[57:58], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v81, v74, v75
	v_div_fmas_f32 v68, v76, v68, v77
	s_mov_b32 vcc_lo, s16
	v_div_fmas_f32 v62, v62, v69, v78
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v69, -v72, v81, v79
	s_mov_b32 vcc_lo, s17
	v_div_fixup_f32 v45, v68, v45, 1.0
	v_div_fmas_f32 v51, v69, v75, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v51, v51, v70, v67
	v_mul_f32_e32 v70, 0.5, v67
	v_mul_f32_e32 v52, v51, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v59, v52, v52
	v_mul_f32_e32 v60, 0x3e789e26, v59
	v_mul_f32_e32 v69, 0x3e91e9ee, v59
	v_add_f64 v[47:48], v[55:56], v[47:48]
	v_div_fixup_f32 v56, v62, v61, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_add_f32 v60, 0x3eccce13, v60 :: v_dual_and_b32 v7, 1, v54
	v_add_f64 v[49:50], v[57:58], v[49:50]
	v_cmp_eq_u64_e64 s16, 0, v[7:8]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v59, v59, v60
	v_dual_mul_f32 v60, v67, v70 :: v_dual_add_f32 v69, 0x3f2aaaaa, v69
	v_mul_f32_e32 v52, v52, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v52, v52, v59 :: v_dual_add_nc_u32 v53, 0xffffff81, v53
	v_add_f32_e32 v52, v60, v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_i32_e32 v53, v53
	v_mul_f32_e32 v51, v51, v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v55, 0x3717f7d1, v53 :: v_dual_mov_b32 v52, v8
	v_mul_f32_e32 v53, 0x3f317180, v53
	v_add_f32_e32 v51, v55, v51
	v_add_nc_u32_e32 v55, 0xb4c00100, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v51, v51, v60
	v_add_f32_e32 v51, v67, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v53, v53, v51
	v_and_b32_e32 v51, 2, v54
	v_xor_b32_e32 v54, 0x80000000, v48
	v_cmp_eq_u64_e32 vcc_lo, 0, v[51:52]
	v_sub_f32_e32 v52, v65, v56
	v_xor_b32_e32 v51, 0x80000000, v50
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_sub_f32 v52, v66, v52 :: v_dual_mul_f32 v53, -2.0, v53
	v_dual_cndmask_b32 v7, v54, v48 :: v_dual_cndmask_b32 v50, v51, v50
	v_cndmask_b32_e32 v48, v48, v54, vcc_lo
	v_add_f32_e32 v54, v25, v25
	s_delay_alu instid0(VALU_DEP_4)
	v_mul_f32_e32 v56, 0x4f800000, v53
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v53
	v_cndmask_b32_e64 v7, v50, v7, s16
	v_cndmask_b32_e64 v48, v48, v50, s16
	v_add_f32_e32 v52, 1.0, v52
	v_cndmask_b32_e32 v51, v53, v56, vcc_lo
	v_cndmask_b32_e64 v53, v49, v47, s16
	v_cndmask_b32_e64 v47, v47, v49, s16
	v_cndmask_b32_e64 v48, v7, v48, s15
	v_lshrrev_b32_e32 v49, 1, v55
	v_sqrt_f32_e32 v50, v51
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v47, v53, v47, s15
	v_sub_nc_u32_e32 v7, v64, v49
	v_lshl_add_u32 v49, v49, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_f64_e32 v47, v[47:48]
	v_lshl_add_u32 v7, v7, 23, 0x7f800000
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v49, v52, v49 :: v_dual_add_nc_u32 v48, -1, v50
	v_add_nc_u32_e32 v52, 1, v50
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v53, -v48, v50, v51
	v_mul_f32_e32 v7, v49, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s16, 0, v53
	v_cndmask_b32_e64 v48, v50, v48, s16
	v_cmp_o_f32_e64 s16, v44, v44
	v_mul_f32_e32 v44, 0x3d4ccccd, v54
	v_fma_f32 v49, -v52, v50, v51
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v7, 0x7fc00000, v7, s16
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v44, v44, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_lt_f32_e64 s16, 0, v49
	v_mul_f32_e32 v7, v45, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v48, v48, v52, s16
	v_cmp_eq_f32_e64 s16, v46, v31
	v_add_f32_e32 v7, v44, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v45, 0x37800000, v48
	v_cndmask_b32_e64 v46, 0, 0x3dcccccd, s16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v44, v48, v45, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v51, 0x260
	v_add_f32_e32 v7, v46, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v44, v44, v51, vcc_lo
	v_mul_f32_e32 v7, s24, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v44, v44, v47
	v_sub_f32_e32 v7, v25, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v44, v17, v44
	v_add_f32_e32 v7, v44, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v44, 0x7fffffff, v7
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v44
	v_cndmask_b32_e32 v44, 0x7fc00000, v7, vcc_lo
.LBB8_75:
	s_or_b32 exec_lo, exec_lo, s21
	v_mov_b32_e32 v7, v26
	s_and_saveexec_b32 s16, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s21, exec_lo, s16
	s_cbranch_execz .LBB8_77
	s_xor_b32 s16, s36, s20
	v_xor_b32_e32 v7, s19, v34
	s_xor_b32 s16, s16, s18
	s_mov_b32 s56, s48
	s_mul_hi_u32 s17, s16, 0xd2511f53
	s_mul_i32 s16, s16, 0xd2511f53
	v_xor_b32_e32 v47, s17, v41
	v_mad_u64_u32 v[45:46], null, 0xd2511f53, v7, 0
	global_load_b32 v64, v[15:16], off
	s_mov_b32 s60, s52
	v_mad_u64_u32 v[47:48], null, 0xcd9e8d57, v47, 0
	v_xor3_b32 v7, s16, s67, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v46, v48, v42
	v_mad_u64_u32 v[48:49], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[50:51], null, 0xd2511f53, v46, 0
	v_xor3_b32 v7, v49, s68, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v47, s69, v51, v45
	v_mad_u64_u32 v[45:46], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[51:52], null, 0xcd9e8d57, v47, 0
	v_xor3_b32 v7, v46, s71, v50
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v48, s70, v52, v48
	v_mad_u64_u32 v[46:47], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[48:49], null, 0xd2511f53, v48, 0
	v_xor3_b32 v7, v47, s72, v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v45, s73, v49, v45
	v_mad_u64_u32 v[49:50], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[51:52], null, 0xcd9e8d57, v45, 0
	v_xor3_b32 v7, v50, s75, v48
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v47, s74, v52, v46
	v_mad_u64_u32 v[45:46], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[47:48], null, 0xd2511f53, v47, 0
	v_xor3_b32 v7, v46, s76, v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v46, s77, v48, v49
	v_mad_u64_u32 v[48:49], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[50:51], null, 0xcd9e8d57, v46, 0
	v_xor3_b32 v7, v49, s79, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v45, s78, v51, v45
	v_mad_u64_u32 v[51:52], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[53:54], null, 0xd2511f53, v45, 0
	v_xor3_b32 v50, v50, v52, s80
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v7, v53, v51, s2
	v_xor3_b32 v48, v54, v48, s81
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v7, 9, v7
	v_cndmask_b32_e64 v48, v48, v50, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v7, v7
	v_lshrrev_b32_e32 v48, 9, v48
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v7, 0.5, v7
	v_cvt_f32_u32_e32 v48, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v7, 0x34000000, v7 :: v_dual_add_f32 v48, 0.5, v48
	v_cvt_f64_f32_e32 v[45:46], v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v54, 0x34000000, v48
	v_add_nc_u32_e32 v54, 0x4afb0d, v54
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[45:46], v[45:46], 4.0
	v_add_f64 v[55:56], 0x43380000, v[45:46]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[56:57], 0xc3380000, v[55:56]
	v_add_f64 v[45:46], v[45:46], -v[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[56:57], v[45:46], s[26:27]
	v_mul_f64 v[58:59], v[56:57], v[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[45:46], v[58:59], s[46:47]
	v_mul_f64 v[60:61], v[58:59], s[54:55]
	v_add_f64 v[62:63], v[45:46], s[48:49]
	ds_load_b96 v[45:47], v8 offset:24576
	v_add_f64 v[60:61], v[60:61], s[56:57]
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v45, v26, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v45
	v_cndmask_b32_e32 v7, 0xc2d00000, v45, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v7
	v_mul_f64 v[62:63], v[58:59], v[62:63]
	v_mul_f64 v[60:61], v[58:59], v[60:61]
	v_cndmask_b32_e32 v7, 0x42b20000, v7, vcc_lo
	v_div_scale_f32 v77, vcc_lo, 1.0, v46, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v49, 0x3fb8aa3b, v7
	v_add_f32_e32 v65, 0x4b400000, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v49, 0xcb400000, v65
	v_mul_f32_e32 v51, 0xbf317200, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v66, 0x35bfbe8e, v49 :: v_dual_add_f32 v67, v7, v51
	v_sub_f32_e32 v7, v67, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v53, v7, v7
	v_add_f64 v[62:63], v[62:63], s[50:51]
	v_add_f64 v[60:61], v[60:61], s[58:59]
	v_mul_f32_e32 v49, 0x3331bb4c, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v49, 0xb5ddea0e, v49
	v_mul_f32_e32 v49, v53, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v49, 0x388ab355, v49
	v_mul_f32_e32 v49, v53, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v49, 0xbb360b61, v49
	v_mul_f32_e32 v49, v53, v49
	v_mul_f64 v[50:51], v[58:59], v[60:61]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v52, 0x3e2aaaab, v49
	v_mul_f64 v[48:49], v[58:59], v[62:63]
	v_mul_f64 v[60:61], v[58:59], v[58:59]
	v_dual_mul_f32 v52, v53, v52 :: v_dual_and_b32 v53, 0x7fffff, v54
	v_lshrrev_b32_e32 v54, 23, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v52, v7, v52
	v_dual_mul_f32 v7, v7, v52 :: v_dual_add_nc_u32 v54, 0xffffff81, v54
	v_sub_f32_e32 v62, 2.0, v52
	v_add_nc_u32_e32 v52, 0x3f3504f3, v53
	v_div_scale_f32 v53, null, v46, v46, 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f32_i32_e32 v54, v54
	v_div_scale_f32 v63, null, v62, v62, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_e32 v68, -1.0, v52
	v_rcp_f32_e32 v69, v53
	v_xor_b32_e32 v72, 0x80000000, v53
	v_mul_f64 v[52:53], v[56:57], v[58:59]
	v_rcp_f32_e32 v70, v63
	v_mul_f64 v[58:59], v[58:59], -0.5
	s_delay_alu instid0(TRANS32_DEP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v74, v72, v69, 1.0
	v_add_f64 v[50:51], v[50:51], s[60:61]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v75, -v63, v70, 1.0
	v_add_f64 v[48:49], v[48:49], s[52:53]
	v_fmac_f32_e32 v69, v74, v69
	v_div_scale_f32 v74, s16, v7, v62, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v70, v75, v70
	v_mul_f32_e32 v79, v74, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v81, -v63, v79, v74
	v_fmac_f32_e32 v79, v81, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_fma_f32 v63, -v63, v79, v74
	v_add_f64 v[58:59], v[58:59], 1.0
	v_mul_f64 v[50:51], v[60:61], v[50:51]
	v_mul_f64 v[48:49], v[52:53], v[48:49]
	v_add_f64 v[50:51], v[58:59], v[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_add_f64 v[48:49], v[56:57], v[48:49]
	v_mul_f32_e32 v56, 0x3717f7d1, v54
	v_dual_mul_f32 v78, v77, v69 :: v_dual_add_f32 v71, 2.0, v68
	v_mul_f32_e32 v54, 0x3f317180, v54
	v_div_scale_f32 v73, null, v71, v71, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v76, v73
	v_fma_f32 v75, -v73, v76, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v76, v75, v76
	v_fma_f32 v75, v72, v78, v77
	v_fmac_f32_e32 v78, v75, v69
	v_div_scale_f32 v80, s17, v68, v71, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v77, v72, v78
	v_mul_f32_e32 v82, v80, v76
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v69, v77, v69, v78
	v_fma_f32 v75, -v73, v82, v80
	s_mov_b32 vcc_lo, s16
	v_div_fmas_f32 v63, v63, v70, v79
	s_mov_b32 vcc_lo, s17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v82, v75, v76
	v_div_fixup_f32 v46, v69, v46, 1.0
	v_fma_f32 v70, -v73, v82, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v52, v70, v76, v82
	v_div_fixup_f32 v52, v52, v71, v68
	v_mul_f32_e32 v71, 0.5, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v53, v52, v52
	v_mul_f32_e32 v60, v53, v53
	v_div_fixup_f32 v57, v63, v62, v7
	v_and_b32_e32 v7, 1, v55
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v61, 0x3e789e26, v60
	v_mul_f32_e32 v70, 0x3e91e9ee, v60
	v_cmp_eq_u64_e64 s16, 0, v[7:8]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v61, 0x3eccce13, v61
	v_add_f32_e32 v70, 0x3f2aaaaa, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v60, v60, v61 :: v_dual_mul_f32 v53, v53, v70
	v_mul_f32_e32 v61, v68, v71
	v_add_f32_e32 v53, v53, v60
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v53, v61, v53
	v_mul_f32_e32 v52, v52, v53
	v_mov_b32_e32 v53, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v52, v56, v52
	v_add_nc_u32_e32 v56, 0xb4c00100, v65
	v_sub_f32_e32 v52, v52, v61
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v52, v68, v52
	v_add_f32_e32 v54, v54, v52
	v_and_b32_e32 v52, 2, v55
	v_xor_b32_e32 v55, 0x80000000, v49
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v54, -2.0, v54
	v_cmp_eq_u64_e32 vcc_lo, 0, v[52:53]
	v_xor_b32_e32 v52, 0x80000000, v51
	v_sub_f32_e32 v53, v66, v57
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v57, 0x4f800000, v54
	v_cndmask_b32_e32 v7, v55, v49, vcc_lo
	v_cndmask_b32_e32 v51, v52, v51, vcc_lo
	v_cndmask_b32_e32 v49, v49, v55, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v54
	v_sub_f32_e32 v53, v67, v53
	v_add_f32_e32 v55, v26, v26
	v_cndmask_b32_e64 v7, v51, v7, s16
	v_cndmask_b32_e64 v49, v49, v51, s16
	v_cndmask_b32_e32 v52, v54, v57, vcc_lo
	v_cndmask_b32_e64 v54, v50, v48, s16
	v_cndmask_b32_e64 v48, v48, v50, s16
	v_lshrrev_b32_e32 v50, 1, v56
	v_cndmask_b32_e64 v49, v7, v49, s15
	v_sqrt_f32_e32 v51, v52
	v_add_f32_e32 v53, 1.0, v53
	v_cndmask_b32_e64 v48, v54, v48, s15
	v_sub_nc_u32_e32 v7, v65, v50
	v_lshl_add_u32 v50, v50, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_f64_e32 v48, v[48:49]
	v_lshl_add_u32 v7, v7, 23, 0x7f800000
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v50, v53, v50 :: v_dual_add_nc_u32 v49, -1, v51
	v_add_nc_u32_e32 v53, 1, v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v7, v50, v7
	v_fma_f32 v54, -v49, v51, v52
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v50, -v53, v51, v52
	v_cmp_ge_f32_e64 s16, 0, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v49, v51, v49, s16
	v_cmp_o_f32_e64 s16, v45, v45
	v_mul_f32_e32 v45, 0x3d4ccccd, v55
	v_cndmask_b32_e64 v7, 0x7fc00000, v7, s16
	v_cmp_lt_f32_e64 s16, 0, v50
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v45, v45, v64
	v_mul_f32_e32 v7, v46, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v49, v49, v53, s16
	v_cmp_eq_f32_e64 s16, v47, v33
	v_dual_add_f32 v7, v45, v7 :: v_dual_mul_f32 v46, 0x37800000, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v47, 0, 0x3dcccccd, s16
	v_cndmask_b32_e32 v45, v49, v46, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v52, 0x260
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v7, v47, v7
	v_cndmask_b32_e32 v45, v45, v52, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v7, s24, v7
	v_mul_f32_e32 v45, v45, v48
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v7, v26, v7
	v_mul_f32_e32 v17, v17, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, v17, v7
	v_and_b32_e32 v17, 0x7fffffff, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v17
	v_cndmask_b32_e32 v7, 0x7fc00000, v7, vcc_lo
.LBB8_77:
	s_or_b32 exec_lo, exec_lo, s21
	s_branch .LBB8_12
.LBB8_78:
	ds_load_b32 v17, v8 offset:24576
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v17, v21, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v17
	v_cndmask_b32_e32 v18, 0xc2d00000, v17, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v18
	v_cndmask_b32_e32 v18, 0x42b20000, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v46, 0x3fb8aa3b, v18
	v_add_f32_e32 v46, 0x4b400000, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v47, 0xcb400000, v46
	v_mul_f32_e32 v48, 0xbf317200, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v18, v18, v48 :: v_dual_mul_f32 v47, 0x35bfbe8e, v47
	v_sub_f32_e32 v48, v18, v47
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v50, null, v49, v49, v48
	v_div_scale_f32 v53, vcc_lo, v48, v49, v48
	v_rcp_f32_e32 v51, v50
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v52, -v50, v51, 1.0
	v_fmac_f32_e32 v51, v52, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v52, v53, v51
	v_fma_f32 v54, -v50, v52, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v52, v54, v51
	v_fma_f32 v50, -v50, v52, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v50, v50, v51, v52
	v_cmp_o_f32_e32 vcc_lo, v17, v17
	v_div_fixup_f32 v48, v50, v49, v48
	v_add_nc_u32_e32 v49, 0xb4c00100, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v47, v47, v48
	v_lshrrev_b32_e32 v48, 1, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v18, v18, v47
	v_sub_nc_u32_e32 v46, v46, v48
	v_lshl_add_u32 v47, v48, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v18, 1.0, v18
	v_lshl_add_u32 v46, v46, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v18, v47
	v_mul_f32_e32 v18, v18, v46
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v17, 0x7fc00000, v18, vcc_lo
	ds_store_b32 v19, v17
	s_or_b32 exec_lo, exec_lo, s19
	s_and_saveexec_b32 s19, s4
	s_cbranch_execz .LBB8_59
.LBB8_79:
	ds_load_b32 v17, v8 offset:24576
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v17, v23, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v17
	v_cndmask_b32_e32 v18, 0xc2d00000, v17, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v18
	v_cndmask_b32_e32 v18, 0x42b20000, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v46, 0x3fb8aa3b, v18
	v_add_f32_e32 v46, 0x4b400000, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v47, 0xcb400000, v46
	v_mul_f32_e32 v48, 0xbf317200, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v18, v18, v48 :: v_dual_mul_f32 v47, 0x35bfbe8e, v47
	v_sub_f32_e32 v48, v18, v47
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v50, null, v49, v49, v48
	v_div_scale_f32 v53, vcc_lo, v48, v49, v48
	v_rcp_f32_e32 v51, v50
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v52, -v50, v51, 1.0
	v_fmac_f32_e32 v51, v52, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v52, v53, v51
	v_fma_f32 v54, -v50, v52, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v52, v54, v51
	v_fma_f32 v50, -v50, v52, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v50, v50, v51, v52
	v_cmp_o_f32_e32 vcc_lo, v17, v17
	v_div_fixup_f32 v48, v50, v49, v48
	v_add_nc_u32_e32 v49, 0xb4c00100, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v47, v47, v48
	v_lshrrev_b32_e32 v48, 1, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v18, v18, v47
	v_sub_nc_u32_e32 v46, v46, v48
	v_lshl_add_u32 v47, v48, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v18, 1.0, v18
	v_lshl_add_u32 v46, v46, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v18, v47
	v_mul_f32_e32 v18, v18, v46
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v17, 0x7fc00000, v18, vcc_lo
	ds_store_b32 v19, v17 offset:4096
	s_or_b32 exec_lo, exec_lo, s19
	s_and_saveexec_b32 s19, s5
	s_cbranch_execz .LBB8_60
.LBB8_80:
	ds_load_b32 v17, v8 offset:24576
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v17, v25, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v17
	v_cndmask_b32_e32 v18, 0xc2d00000, v17, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v18
	v_cndmask_b32_e32 v18, 0x42b20000, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v46, 0x3fb8aa3b, v18
	v_add_f32_e32 v46, 0x4b400000, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v47, 0xcb400000, v46
	v_mul_f32_e32 v48, 0xbf317200, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v18, v18, v48 :: v_dual_mul_f32 v47, 0x35bfbe8e, v47
	v_sub_f32_e32 v48, v18, v47
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v50, null, v49, v49, v48
	v_div_scale_f32 v53, vcc_lo, v48, v49, v48
	v_rcp_f32_e32 v51, v50
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v52, -v50, v51, 1.0
	v_fmac_f32_e32 v51, v52, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v52, v53, v51
	v_fma_f32 v54, -v50, v52, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v52, v54, v51
	v_fma_f32 v50, -v50, v52, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v50, v50, v51, v52
	v_cmp_o_f32_e32 vcc_lo, v17, v17
	v_div_fixup_f32 v48, v50, v49, v48
	v_add_nc_u32_e32 v49, 0xb4c00100, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v47, v47, v48
	v_lshrrev_b32_e32 v48, 1, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v18, v18, v47
	v_sub_nc_u32_e32 v46, v46, v48
	v_lshl_add_u32 v47, v48, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v18, 1.0, v18
	v_lshl_add_u32 v46, v46, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v18, v47
	v_mul_f32_e32 v18, v18, v46
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v17, 0x7fc00000, v18, vcc_lo
	ds_store_b32 v19, v17 offset:8192
	s_or_b32 exec_lo, exec_lo, s19
	s_and_saveexec_b32 s19, s6
	s_cbranch_execnz .LBB8_61
	s_branch .LBB8_62
.LBB8_81:
	s_cbranch_execz .LBB8_12
	s_and_saveexec_b32 s17, s3
	s_cbranch_execnz .LBB8_88
	s_or_b32 exec_lo, exec_lo, s17
	s_and_saveexec_b32 s17, s4
	s_cbranch_execnz .LBB8_89
.LBB8_84:
	s_or_b32 exec_lo, exec_lo, s17
	s_and_saveexec_b32 s17, s5
	s_cbranch_execnz .LBB8_90
.LBB8_85:
	s_or_b32 exec_lo, exec_lo, s17
	s_and_saveexec_b32 s16, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s17, exec_lo, s16
	s_cbranch_execz .LBB8_11
	s_branch .LBB8_91
.LBB8_86:
	s_xor_b32 s16, s36, s20
	v_xor_b32_e32 v7, s19, v30
	s_xor_b32 s16, s16, s18
	s_mov_b32 s56, s48
	s_mul_hi_u32 s17, s16, 0xd2511f53
	s_mul_i32 s16, s16, 0xd2511f53
	v_xor_b32_e32 v18, s17, v35
	v_mad_u64_u32 v[43:44], null, 0xd2511f53, v7, 0
	s_mov_b32 s60, s52
	v_mad_u64_u32 v[45:46], null, 0xcd9e8d57, v18, 0
	v_xor3_b32 v7, s16, s67, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v18, v46, v36
	v_mad_u64_u32 v[46:47], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[48:49], null, 0xd2511f53, v18, 0
	v_xor3_b32 v7, v47, s68, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, s69, v49, v43
	v_mad_u64_u32 v[43:44], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[49:50], null, 0xcd9e8d57, v18, 0
	v_xor3_b32 v7, v44, s71, v48
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, s70, v50, v46
	v_mad_u64_u32 v[44:45], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[46:47], null, 0xd2511f53, v18, 0
	v_xor3_b32 v7, v45, s72, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, s73, v47, v43
	v_mad_u64_u32 v[47:48], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[49:50], null, 0xcd9e8d57, v18, 0
	v_xor3_b32 v7, v48, s75, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, s74, v50, v44
	v_mad_u64_u32 v[43:44], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[45:46], null, 0xd2511f53, v18, 0
	v_xor3_b32 v7, v44, s76, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, s77, v46, v47
	v_mad_u64_u32 v[46:47], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[48:49], null, 0xcd9e8d57, v18, 0
	v_xor3_b32 v7, v47, s79, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, s78, v49, v43
	v_mad_u64_u32 v[49:50], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[51:52], null, 0xd2511f53, v18, 0
	global_load_b32 v18, v[9:10], off
	v_xor3_b32 v48, v48, v50, s80
	v_cndmask_b32_e64 v7, v51, v49, s2
	v_xor3_b32 v46, v52, v46, s81
	v_lshrrev_b32_e32 v7, 9, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v46, v46, v48, s2
	v_cvt_f32_u32_e32 v7, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v46, 9, v46
	v_cvt_f32_u32_e32 v46, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v7, 0.5, v7 :: v_dual_add_f32 v46, 0.5, v46
	v_dual_mul_f32 v7, 0x34000000, v7 :: v_dual_mul_f32 v52, 0x34000000, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_f32_e32 v[43:44], v7
	v_add_nc_u32_e32 v52, 0x4afb0d, v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[43:44], v[43:44], 4.0
	v_add_f64 v[53:54], 0x43380000, v[43:44]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[54:55], 0xc3380000, v[53:54]
	v_add_f64 v[43:44], v[43:44], -v[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[54:55], v[43:44], s[26:27]
	v_mul_f64 v[56:57], v[54:55], v[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[43:44], v[56:57], s[46:47]
	v_mul_f64 v[58:59], v[56:57], s[54:55]
	v_add_f64 v[60:61], v[43:44], s[48:49]
	ds_load_b96 v[43:45], v8 offset:24576
	v_add_f64 v[58:59], v[58:59], s[56:57]
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v43, v21, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v43
	v_cndmask_b32_e32 v7, 0xc2d00000, v43, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v7
	v_mul_f64 v[60:61], v[56:57], v[60:61]
	v_mul_f64 v[58:59], v[56:57], v[58:59]
	v_cndmask_b32_e32 v7, 0x42b20000, v7, vcc_lo
	v_div_scale_f32 v74, vcc_lo, 1.0, v44, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v47, 0x3fb8aa3b, v7
	v_add_f32_e32 v62, 0x4b400000, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v47, 0xcb400000, v62
	v_mul_f32_e32 v49, 0xbf317200, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v63, 0x35bfbe8e, v47 :: v_dual_add_f32 v64, v7, v49
	v_sub_f32_e32 v7, v64, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v51, v7, v7
	v_add_f64 v[60:61], v[60:61], s[50:51]
	v_add_f64 v[58:59], v[58:59], s[58:59]
	v_mul_f32_e32 v47, 0x3331bb4c, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v47, 0xb5ddea0e, v47
	v_mul_f32_e32 v47, v51, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v47, 0x388ab355, v47
	v_mul_f32_e32 v47, v51, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v47, 0xbb360b61, v47
	v_mul_f32_e32 v47, v51, v47
	v_mul_f64 v[48:49], v[56:57], v[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v50, 0x3e2aaaab, v47
	v_mul_f64 v[46:47], v[56:57], v[60:61]
	v_mul_f64 v[58:59], v[56:57], v[56:57]
	v_mul_f32_e32 v50, v51, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v50, v7, v50
	v_mul_f32_e32 v7, v7, v50
	v_sub_f32_e32 v60, 2.0, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v61, null, v60, v60, v7
	v_rcp_f32_e32 v67, v61
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v72, -v61, v67, 1.0
	v_add_f64 v[48:49], v[48:49], s[60:61]
	v_add_f64 v[46:47], v[46:47], s[52:53]
	v_fmac_f32_e32 v67, v72, v67
	v_and_b32_e32 v51, 0x7fffff, v52
	v_lshrrev_b32_e32 v52, 23, v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v50, 0x3f3504f3, v51
	v_div_scale_f32 v51, null, v44, v44, 1.0
	v_add_nc_u32_e32 v52, 0xffffff81, v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v66, v51
	v_xor_b32_e32 v69, 0x80000000, v51
	v_cvt_f32_i32_e32 v52, v52
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v71, v69, v66, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v66, v71, v66
	v_div_scale_f32 v71, s16, v7, v60, v7
	v_dual_mul_f32 v75, v74, v66 :: v_dual_mul_f32 v76, v71, v67
	v_mul_f64 v[48:49], v[58:59], v[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_fma_f32 v78, -v61, v76, v71
	v_add_f32_e32 v65, -1.0, v50
	v_mul_f64 v[50:51], v[54:55], v[56:57]
	v_mul_f64 v[56:57], v[56:57], -0.5
	v_fmac_f32_e32 v76, v78, v67
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v68, 2.0, v65
	v_fma_f32 v61, -v61, v76, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v70, null, v68, v68, v65
	v_div_scale_f32 v77, s17, v65, v68, v65
	v_rcp_f32_e32 v73, v70
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v72, -v70, v73, 1.0
	v_fmac_f32_e32 v73, v72, v73
	v_fma_f32 v72, v69, v75, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v79, v77, v73
	v_fmac_f32_e32 v75, v72, v66
	v_mul_f64 v[46:47], v[50:51], v[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v72, -v70, v79, v77
	v_fmac_f32_e32 v74, v69, v75
	v_add_f64 v[56:57], v[56:57], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v79, v72, v73
	v_div_fmas_f32 v66, v74, v66, v75
	s_mov_b32 vcc_lo, s16
	v_div_fmas_f32 v61, v61, v67, v76
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v67, -v70, v79, v77
	s_mov_b32 vcc_lo, s17
	v_div_fixup_f32 v44, v66, v44, 1.0
	v_div_fmas_f32 v50, v67, v73, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v50, v50, v68, v65
	v_dual_mul_f32 v68, 0.5, v65 :: v_dual_mul_f32 v51, v50, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v58, v51, v51
	v_mul_f32_e32 v59, 0x3e789e26, v58
	v_mul_f32_e32 v67, 0x3e91e9ee, v58
	v_add_f64 v[46:47], v[54:55], v[46:47]
	v_mul_f32_e32 v54, 0x3717f7d1, v52
	v_mul_f32_e32 v52, 0x3f317180, v52
	v_add_f32_e32 v59, 0x3eccce13, v59
	v_add_f32_e32 v67, 0x3f2aaaaa, v67
	v_add_f64 v[48:49], v[56:57], v[48:49]
	v_div_fixup_f32 v55, v61, v60, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v58, v58, v59 :: v_dual_and_b32 v7, 1, v53
	v_mul_f32_e32 v51, v51, v67
	v_mul_f32_e32 v59, v65, v68
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s16, 0, v[7:8]
	v_add_f32_e32 v51, v51, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v51, v59, v51
	v_dual_mul_f32 v50, v50, v51 :: v_dual_mov_b32 v51, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v50, v54, v50
	v_add_nc_u32_e32 v54, 0xb4c00100, v62
	v_sub_f32_e32 v50, v50, v59
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v50, v65, v50
	v_add_f32_e32 v52, v52, v50
	v_and_b32_e32 v50, 2, v53
	v_xor_b32_e32 v53, 0x80000000, v47
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v52, -2.0, v52
	v_cmp_eq_u64_e32 vcc_lo, 0, v[50:51]
	v_xor_b32_e32 v50, 0x80000000, v49
	v_sub_f32_e32 v51, v63, v55
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v55, 0x4f800000, v52
	v_cndmask_b32_e32 v7, v53, v47, vcc_lo
	v_cndmask_b32_e32 v49, v50, v49, vcc_lo
	v_cndmask_b32_e32 v47, v47, v53, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v52
	v_sub_f32_e32 v51, v64, v51
	v_add_f32_e32 v53, v21, v21
	v_cndmask_b32_e64 v7, v49, v7, s16
	v_cndmask_b32_e64 v47, v47, v49, s16
	v_cndmask_b32_e32 v50, v52, v55, vcc_lo
	v_cndmask_b32_e64 v52, v48, v46, s16
	v_cndmask_b32_e64 v46, v46, v48, s16
	v_lshrrev_b32_e32 v48, 1, v54
	v_cndmask_b32_e64 v47, v7, v47, s15
	v_sqrt_f32_e32 v49, v50
	v_add_f32_e32 v51, 1.0, v51
	v_cndmask_b32_e64 v46, v52, v46, s15
	v_sub_nc_u32_e32 v7, v62, v48
	v_lshl_add_u32 v48, v48, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_f64_e32 v46, v[46:47]
	v_lshl_add_u32 v7, v7, 23, 0x7f800000
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v48, v51, v48 :: v_dual_add_nc_u32 v47, -1, v49
	v_add_nc_u32_e32 v51, 1, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v7, v48, v7
	v_fma_f32 v52, -v47, v49, v50
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v48, -v51, v49, v50
	v_cmp_ge_f32_e64 s16, 0, v52
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v47, v49, v47, s16
	v_cmp_o_f32_e64 s16, v43, v43
	v_mul_f32_e32 v43, 0x3d4ccccd, v53
	v_cndmask_b32_e64 v7, 0x7fc00000, v7, s16
	v_cmp_lt_f32_e64 s16, 0, v48
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_sub_f32 v18, v43, v18 :: v_dual_mul_f32 v7, v44, v7
	v_cndmask_b32_e64 v47, v47, v51, s16
	v_cmp_eq_f32_e64 s16, v45, v29
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v7, v18, v7
	v_mul_f32_e32 v43, 0x37800000, v47
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v44, 0, 0x3dcccccd, s16
	v_cndmask_b32_e32 v18, v47, v43, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v50, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v7, v44, v7 :: v_dual_cndmask_b32 v18, v18, v50
	v_dual_mul_f32 v7, s24, v7 :: v_dual_mul_f32 v18, v18, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v7, v21, v7
	v_mul_f32_e32 v18, v17, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, v18, v7
	v_and_b32_e32 v18, 0x7fffffff, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v18
	v_cndmask_b32_e32 v18, 0x7fc00000, v7, vcc_lo
	s_or_b32 exec_lo, exec_lo, s21
	v_mov_b32_e32 v43, v23
	s_and_saveexec_b32 s21, s4
	s_cbranch_execz .LBB8_73
.LBB8_87:
	s_xor_b32 s16, s36, s20
	v_xor_b32_e32 v7, s19, v5
	s_xor_b32 s16, s16, s18
	s_mov_b32 s56, s48
	s_mul_hi_u32 s17, s16, 0xd2511f53
	s_mul_i32 s16, s16, 0xd2511f53
	v_xor_b32_e32 v45, s17, v37
	v_mad_u64_u32 v[43:44], null, 0xd2511f53, v7, 0
	global_load_b32 v62, v[11:12], off
	s_mov_b32 s60, s52
	v_mad_u64_u32 v[45:46], null, 0xcd9e8d57, v45, 0
	v_xor3_b32 v7, s16, s67, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v44, v46, v38
	v_mad_u64_u32 v[46:47], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[48:49], null, 0xd2511f53, v44, 0
	v_xor3_b32 v7, v47, s68, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v45, s69, v49, v43
	v_mad_u64_u32 v[43:44], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[49:50], null, 0xcd9e8d57, v45, 0
	v_xor3_b32 v7, v44, s71, v48
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v46, s70, v50, v46
	v_mad_u64_u32 v[44:45], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[46:47], null, 0xd2511f53, v46, 0
	v_xor3_b32 v7, v45, s72, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v43, s73, v47, v43
	v_mad_u64_u32 v[47:48], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[49:50], null, 0xcd9e8d57, v43, 0
	v_xor3_b32 v7, v48, s75, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v45, s74, v50, v44
	v_mad_u64_u32 v[43:44], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[45:46], null, 0xd2511f53, v45, 0
	v_xor3_b32 v7, v44, s76, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v44, s77, v46, v47
	v_mad_u64_u32 v[46:47], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[48:49], null, 0xcd9e8d57, v44, 0
	v_xor3_b32 v7, v47, s79, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v43, s78, v49, v43
	v_mad_u64_u32 v[49:50], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[51:52], null, 0xd2511f53, v43, 0
	v_xor3_b32 v48, v48, v50, s80
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v7, v51, v49, s2
	v_xor3_b32 v46, v52, v46, s81
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v7, 9, v7
	v_cndmask_b32_e64 v46, v46, v48, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v7, v7
	v_lshrrev_b32_e32 v46, 9, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v46, v46
	v_dual_add_f32 v7, 0.5, v7 :: v_dual_add_f32 v46, 0.5, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v7, 0x34000000, v7 :: v_dual_mul_f32 v52, 0x34000000, v46
	v_cvt_f64_f32_e32 v[43:44], v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v52, 0x4afb0d, v52
	v_mul_f64 v[43:44], v[43:44], 4.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[53:54], 0x43380000, v[43:44]
	v_add_f64 v[54:55], 0xc3380000, v[53:54]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[43:44], v[43:44], -v[54:55]
	v_mul_f64 v[54:55], v[43:44], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[56:57], v[54:55], v[54:55]
	v_mul_f64 v[43:44], v[56:57], s[46:47]
	v_mul_f64 v[58:59], v[56:57], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_f64 v[60:61], v[43:44], s[48:49]
	ds_load_b96 v[43:45], v8 offset:24576
	v_add_f64 v[58:59], v[58:59], s[56:57]
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v43, v23, v43
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v43
	v_cndmask_b32_e32 v7, 0xc2d00000, v43, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v7
	v_mul_f64 v[60:61], v[56:57], v[60:61]
	v_mul_f64 v[58:59], v[56:57], v[58:59]
	v_cndmask_b32_e32 v7, 0x42b20000, v7, vcc_lo
	v_div_scale_f32 v75, vcc_lo, 1.0, v44, 1.0
	v_mul_f32_e32 v47, 0x3fb8aa3b, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v63, 0x4b400000, v47
	v_add_f32_e32 v47, 0xcb400000, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v49, 0xbf317200, v47
	v_dual_mul_f32 v64, 0x35bfbe8e, v47 :: v_dual_add_f32 v65, v7, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v7, v65, v64
	v_mul_f32_e32 v51, v7, v7
	v_add_f64 v[60:61], v[60:61], s[50:51]
	v_add_f64 v[58:59], v[58:59], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v47, 0x3331bb4c, v51
	v_add_f32_e32 v47, 0xb5ddea0e, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v47, v51, v47
	v_add_f32_e32 v47, 0x388ab355, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v47, v51, v47
	v_add_f32_e32 v47, 0xbb360b61, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v47, v51, v47
	v_mul_f64 v[48:49], v[56:57], v[58:59]
	v_add_f32_e32 v50, 0x3e2aaaab, v47
	v_mul_f64 v[46:47], v[56:57], v[60:61]
	v_mul_f64 v[58:59], v[56:57], v[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v50, v51, v50 :: v_dual_and_b32 v51, 0x7fffff, v52
	v_lshrrev_b32_e32 v52, 23, v52
	v_sub_f32_e32 v50, v7, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v7, v7, v50 :: v_dual_add_nc_u32 v52, 0xffffff81, v52
	v_sub_f32_e32 v60, 2.0, v50
	v_add_nc_u32_e32 v50, 0x3f3504f3, v51
	v_div_scale_f32 v51, null, v44, v44, 1.0
	v_cvt_f32_i32_e32 v52, v52
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_scale_f32 v61, null, v60, v60, v7
	v_add_f32_e32 v66, -1.0, v50
	s_delay_alu instid0(VALU_DEP_4)
	v_rcp_f32_e32 v67, v51
	v_xor_b32_e32 v70, 0x80000000, v51
	v_mul_f64 v[50:51], v[54:55], v[56:57]
	v_rcp_f32_e32 v68, v61
	v_mul_f64 v[56:57], v[56:57], -0.5
	s_delay_alu instid0(TRANS32_DEP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v72, v70, v67, 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_fma_f32 v73, -v61, v68, 1.0
	v_add_f64 v[48:49], v[48:49], s[60:61]
	v_add_f64 v[46:47], v[46:47], s[52:53]
	v_fmac_f32_e32 v67, v72, v67
	v_div_scale_f32 v72, s16, v7, v60, v7
	v_fmac_f32_e32 v68, v73, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v77, v72, v68
	v_fma_f32 v79, -v61, v77, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v77, v79, v68
	v_fma_f32 v61, -v61, v77, v72
	v_add_f64 v[56:57], v[56:57], 1.0
	v_mul_f64 v[48:49], v[58:59], v[48:49]
	v_mul_f64 v[46:47], v[50:51], v[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[48:49], v[56:57], v[48:49]
	v_add_f64 v[46:47], v[54:55], v[46:47]
	v_mul_f32_e32 v54, 0x3717f7d1, v52
	v_dual_mul_f32 v76, v75, v67 :: v_dual_add_f32 v69, 2.0, v66
	v_mul_f32_e32 v52, 0x3f317180, v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v71, null, v69, v69, v66
	v_rcp_f32_e32 v74, v71
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v73, -v71, v74, 1.0
	v_fmac_f32_e32 v74, v73, v74
	v_fma_f32 v73, v70, v76, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v76, v73, v67
	v_div_scale_f32 v78, s17, v66, v69, v66
	v_fmac_f32_e32 v75, v70, v76
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v80, v78, v74
	v_div_fmas_f32 v67, v75, v67, v76
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_fma_f32 v73, -v71, v80, v78
	s_mov_b32 vcc_lo, s16
	v_div_fmas_f32 v61, v61, v68, v77
	s_mov_b32 vcc_lo, s17
	v_fmac_f32_e32 v80, v73, v74
	v_div_fixup_f32 v44, v67, v44, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v55, v61, v60, v7
	v_fma_f32 v68, -v71, v80, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v50, v68, v74, v80
	v_div_fixup_f32 v50, v50, v69, v66
	v_mul_f32_e32 v69, 0.5, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v51, v50, v50
	v_mul_f32_e32 v58, v51, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v59, 0x3e789e26, v58
	v_mul_f32_e32 v68, 0x3e91e9ee, v58
	v_add_f32_e32 v59, 0x3eccce13, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v68, 0x3f2aaaaa, v68
	v_dual_mul_f32 v58, v58, v59 :: v_dual_mul_f32 v51, v51, v68
	v_mul_f32_e32 v59, v66, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v51, v51, v58
	v_add_f32_e32 v51, v59, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v50, v50, v51 :: v_dual_mov_b32 v51, v8
	v_add_f32_e32 v50, v54, v50
	v_add_nc_u32_e32 v54, 0xb4c00100, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v50, v50, v59
	v_add_f32_e32 v50, v66, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v52, v52, v50
	v_and_b32_e32 v50, 2, v53
	v_mul_f32_e32 v52, -2.0, v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[50:51]
	v_sub_f32_e32 v51, v64, v55
	v_xor_b32_e32 v50, 0x80000000, v49
	v_mul_f32_e32 v55, 0x4f800000, v52
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v51, v65, v51
	v_cndmask_b32_e32 v49, v50, v49, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v51, 1.0, v51
	v_and_b32_e32 v7, 1, v53
	v_xor_b32_e32 v53, 0x80000000, v47
	v_cmp_eq_u64_e64 s16, 0, v[7:8]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v7, v53, v47, vcc_lo
	v_cndmask_b32_e32 v47, v47, v53, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v52
	v_add_f32_e32 v53, v23, v23
	v_cndmask_b32_e64 v7, v49, v7, s16
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v47, v47, v49, s16
	v_cndmask_b32_e32 v50, v52, v55, vcc_lo
	v_cndmask_b32_e64 v52, v48, v46, s16
	v_cndmask_b32_e64 v46, v46, v48, s16
	v_lshrrev_b32_e32 v48, 1, v54
	v_cndmask_b32_e64 v47, v7, v47, s15
	v_sqrt_f32_e32 v49, v50
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v46, v52, v46, s15
	v_sub_nc_u32_e32 v7, v63, v48
	v_lshl_add_u32 v48, v48, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_f64_e32 v46, v[46:47]
	v_lshl_add_u32 v7, v7, 23, 0x7f800000
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v48, v51, v48 :: v_dual_add_nc_u32 v47, -1, v49
	v_add_nc_u32_e32 v51, 1, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v7, v48, v7
	v_fma_f32 v52, -v47, v49, v50
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v48, -v51, v49, v50
	v_cmp_ge_f32_e64 s16, 0, v52
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v47, v49, v47, s16
	v_cmp_o_f32_e64 s16, v43, v43
	v_mul_f32_e32 v43, 0x3d4ccccd, v53
	v_cndmask_b32_e64 v7, 0x7fc00000, v7, s16
	v_cmp_lt_f32_e64 s16, 0, v48
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v43, v43, v62
	v_mul_f32_e32 v7, v44, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v47, v47, v51, s16
	v_cmp_eq_f32_e64 s16, v45, v3
	v_add_f32_e32 v7, v43, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v44, 0x37800000, v47
	v_cndmask_b32_e64 v45, 0, 0x3dcccccd, s16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v43, v47, v44, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v50, 0x260
	v_add_f32_e32 v7, v45, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v43, v43, v50, vcc_lo
	v_mul_f32_e32 v7, s24, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v43, v43, v46
	v_sub_f32_e32 v7, v23, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v43, v17, v43
	v_add_f32_e32 v7, v43, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v43, 0x7fffffff, v7
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v43
	v_cndmask_b32_e32 v43, 0x7fc00000, v7, vcc_lo
	s_or_b32 exec_lo, exec_lo, s21
	v_mov_b32_e32 v44, v25
	s_and_saveexec_b32 s21, s5
	s_cbranch_execnz .LBB8_74
	s_branch .LBB8_75
.LBB8_88:
	global_load_b32 v7, v[9:10], off
	ds_load_b96 v[43:45], v8 offset:24576
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v17, v21, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v17
	v_cndmask_b32_e32 v18, 0xc2d00000, v17, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v18
	v_cndmask_b32_e32 v18, 0x42b20000, v18, vcc_lo
	v_div_scale_f32 v55, vcc_lo, 1.0, v44, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v43, 0x3fb8aa3b, v18
	v_add_f32_e32 v43, 0x4b400000, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v46, 0xcb400000, v43
	v_mul_f32_e32 v47, 0xbf317200, v46
	v_mul_f32_e32 v46, 0x35bfbe8e, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v18, v47
	v_sub_f32_e32 v47, v18, v46
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
	v_div_scale_f32 v49, null, v44, v44, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v48, v47, v48
	v_rcp_f32_e32 v51, v49
	v_xor_b32_e32 v49, 0x80000000, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v47, v47, v48
	v_sub_f32_e32 v48, 2.0, v48
	v_div_scale_f32 v50, null, v48, v48, v47
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v53, v49, v51, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v52, v50
	v_fmac_f32_e32 v51, v53, v51
	v_div_scale_f32 v53, s16, v47, v48, v47
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v54, -v50, v52, 1.0
	v_fmac_f32_e32 v52, v54, v52
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v54, v55, v51
	v_mul_f32_e32 v56, v53, v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v57, v49, v54, v55
	v_fma_f32 v58, -v50, v56, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v54, v57, v51
	v_dual_fmac_f32 v56, v58, v52 :: v_dual_fmac_f32 v55, v49, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v49, -v50, v56, v53
	v_div_fmas_f32 v50, v55, v51, v54
	s_mov_b32 vcc_lo, s16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v49, v49, v52, v56
	v_div_fixup_f32 v44, v50, v44, 1.0
	v_cmp_o_f32_e32 vcc_lo, v17, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v47, v49, v48, v47
	v_add_nc_u32_e32 v48, 0xb4c00100, v43
	v_sub_f32_e32 v46, v46, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v47, 1, v48
	v_sub_f32_e32 v18, v18, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v43, v43, v47
	v_lshl_add_u32 v46, v47, 23, 0xff800000
	v_add_f32_e32 v18, 1.0, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v43, v43, 23, 0x7f800000
	v_mul_f32_e32 v18, v18, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v18, v18, v43 :: v_dual_add_f32 v43, v21, v21
	v_cndmask_b32_e32 v17, 0x7fc00000, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v18, 0x3d4ccccd, v43
	v_cmp_eq_f32_e32 vcc_lo, v45, v29
	v_mul_f32_e32 v17, v44, v17
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v7, v18, v7
	v_cndmask_b32_e64 v18, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v7, v7, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, v18, v7
	v_mul_f32_e32 v7, s24, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v7, v21, v7
	v_and_b32_e32 v17, 0x7fffffff, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v17
	v_cndmask_b32_e32 v21, 0x7fc00000, v7, vcc_lo
	s_or_b32 exec_lo, exec_lo, s17
	s_and_saveexec_b32 s17, s4
	s_cbranch_execz .LBB8_84
.LBB8_89:
	global_load_b32 v7, v[11:12], off
	ds_load_b96 v[43:45], v8 offset:24576
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v17, v23, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v17
	v_cndmask_b32_e32 v18, 0xc2d00000, v17, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v18
	v_cndmask_b32_e32 v18, 0x42b20000, v18, vcc_lo
	v_div_scale_f32 v55, vcc_lo, 1.0, v44, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v43, 0x3fb8aa3b, v18
	v_add_f32_e32 v43, 0x4b400000, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v46, 0xcb400000, v43
	v_mul_f32_e32 v47, 0xbf317200, v46
	v_mul_f32_e32 v46, 0x35bfbe8e, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v18, v47
	v_sub_f32_e32 v47, v18, v46
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
	v_div_scale_f32 v49, null, v44, v44, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v48, v47, v48
	v_rcp_f32_e32 v51, v49
	v_xor_b32_e32 v49, 0x80000000, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v47, v47, v48
	v_sub_f32_e32 v48, 2.0, v48
	v_div_scale_f32 v50, null, v48, v48, v47
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v53, v49, v51, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v52, v50
	v_fmac_f32_e32 v51, v53, v51
	v_div_scale_f32 v53, s16, v47, v48, v47
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v54, -v50, v52, 1.0
	v_fmac_f32_e32 v52, v54, v52
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v54, v55, v51
	v_mul_f32_e32 v56, v53, v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v57, v49, v54, v55
	v_fma_f32 v58, -v50, v56, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v54, v57, v51
	v_dual_fmac_f32 v56, v58, v52 :: v_dual_fmac_f32 v55, v49, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v49, -v50, v56, v53
	v_div_fmas_f32 v50, v55, v51, v54
	s_mov_b32 vcc_lo, s16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v49, v49, v52, v56
	v_cmp_o_f32_e32 vcc_lo, v17, v17
	v_div_fixup_f32 v44, v50, v44, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v47, v49, v48, v47
	v_add_nc_u32_e32 v48, 0xb4c00100, v43
	v_sub_f32_e32 v46, v46, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v47, 1, v48
	v_sub_f32_e32 v18, v18, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v43, v43, v47
	v_lshl_add_u32 v46, v47, 23, 0xff800000
	v_add_f32_e32 v18, 1.0, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v43, v43, 23, 0x7f800000
	v_mul_f32_e32 v18, v18, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v18, v18, v43
	v_add_f32_e32 v43, v23, v23
	v_cndmask_b32_e32 v17, 0x7fc00000, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v18, 0x3d4ccccd, v43
	v_cmp_eq_f32_e32 vcc_lo, v45, v3
	v_mul_f32_e32 v17, v44, v17
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v7, v18, v7
	v_cndmask_b32_e64 v18, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v7, v7, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, v18, v7
	v_mul_f32_e32 v7, s24, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v7, v23, v7
	v_and_b32_e32 v17, 0x7fffffff, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v17
	v_cndmask_b32_e32 v23, 0x7fc00000, v7, vcc_lo
	s_or_b32 exec_lo, exec_lo, s17
	s_and_saveexec_b32 s17, s5
	s_cbranch_execz .LBB8_85
.LBB8_90:
	global_load_b32 v7, v[13:14], off
	ds_load_b96 v[43:45], v8 offset:24576
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v17, v25, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v17
	v_cndmask_b32_e32 v18, 0xc2d00000, v17, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v18
	v_cndmask_b32_e32 v18, 0x42b20000, v18, vcc_lo
	v_div_scale_f32 v55, vcc_lo, 1.0, v44, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v43, 0x3fb8aa3b, v18
	v_add_f32_e32 v43, 0x4b400000, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v46, 0xcb400000, v43
	v_mul_f32_e32 v47, 0xbf317200, v46
	v_mul_f32_e32 v46, 0x35bfbe8e, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v18, v47
	v_sub_f32_e32 v47, v18, v46
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
	v_div_scale_f32 v49, null, v44, v44, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v48, v47, v48
	v_rcp_f32_e32 v51, v49
	v_xor_b32_e32 v49, 0x80000000, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v47, v47, v48
	v_sub_f32_e32 v48, 2.0, v48
	v_div_scale_f32 v50, null, v48, v48, v47
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v53, v49, v51, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v52, v50
	v_fmac_f32_e32 v51, v53, v51
	v_div_scale_f32 v53, s16, v47, v48, v47
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v54, -v50, v52, 1.0
	v_fmac_f32_e32 v52, v54, v52
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v54, v55, v51
	v_mul_f32_e32 v56, v53, v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v57, v49, v54, v55
	v_fma_f32 v58, -v50, v56, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v54, v57, v51
	v_dual_fmac_f32 v56, v58, v52 :: v_dual_fmac_f32 v55, v49, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v49, -v50, v56, v53
	v_div_fmas_f32 v50, v55, v51, v54
	s_mov_b32 vcc_lo, s16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v49, v49, v52, v56
	v_div_fixup_f32 v44, v50, v44, 1.0
	v_cmp_o_f32_e32 vcc_lo, v17, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v47, v49, v48, v47
	v_add_nc_u32_e32 v48, 0xb4c00100, v43
	v_sub_f32_e32 v46, v46, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v47, 1, v48
	v_sub_f32_e32 v18, v18, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v43, v43, v47
	v_lshl_add_u32 v46, v47, 23, 0xff800000
	v_add_f32_e32 v18, 1.0, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v43, v43, 23, 0x7f800000
	v_mul_f32_e32 v18, v18, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v18, v18, v43 :: v_dual_add_f32 v43, v25, v25
	v_cndmask_b32_e32 v17, 0x7fc00000, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v18, 0x3d4ccccd, v43
	v_cmp_eq_f32_e32 vcc_lo, v45, v31
	v_mul_f32_e32 v17, v44, v17
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v7, v18, v7
	v_cndmask_b32_e64 v18, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v7, v7, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, v18, v7
	v_mul_f32_e32 v7, s24, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v7, v25, v7
	v_and_b32_e32 v17, 0x7fffffff, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v17
	v_cndmask_b32_e32 v25, 0x7fc00000, v7, vcc_lo
	s_or_b32 exec_lo, exec_lo, s17
	s_and_saveexec_b32 s16, s6
	s_xor_b32 s17, exec_lo, s16
	s_cbranch_execz .LBB8_11
.LBB8_91:
	global_load_b32 v7, v[15:16], off
	ds_load_b96 v[43:45], v8 offset:24576
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v17, v26, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v17
	v_cndmask_b32_e32 v18, 0xc2d00000, v17, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v18
	v_cndmask_b32_e32 v18, 0x42b20000, v18, vcc_lo
	v_div_scale_f32 v55, vcc_lo, 1.0, v44, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v43, 0x3fb8aa3b, v18
	v_add_f32_e32 v43, 0x4b400000, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v46, 0xcb400000, v43
	v_mul_f32_e32 v47, 0xbf317200, v46
	v_mul_f32_e32 v46, 0x35bfbe8e, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v18, v47
	v_sub_f32_e32 v47, v18, v46
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
	v_div_scale_f32 v49, null, v44, v44, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v48, v47, v48
	v_rcp_f32_e32 v51, v49
	v_xor_b32_e32 v49, 0x80000000, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v47, v47, v48
	v_sub_f32_e32 v48, 2.0, v48
	v_div_scale_f32 v50, null, v48, v48, v47
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v53, v49, v51, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v52, v50
	v_fmac_f32_e32 v51, v53, v51
	v_div_scale_f32 v53, s16, v47, v48, v47
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v54, -v50, v52, 1.0
	v_fmac_f32_e32 v52, v54, v52
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v54, v55, v51
	v_mul_f32_e32 v56, v53, v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v57, v49, v54, v55
	v_fma_f32 v58, -v50, v56, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v54, v57, v51
	v_dual_fmac_f32 v56, v58, v52 :: v_dual_fmac_f32 v55, v49, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v49, -v50, v56, v53
	v_div_fmas_f32 v50, v55, v51, v54
	s_mov_b32 vcc_lo, s16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v49, v49, v52, v56
	v_cmp_o_f32_e32 vcc_lo, v17, v17
	v_div_fixup_f32 v44, v50, v44, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v47, v49, v48, v47
	v_add_nc_u32_e32 v48, 0xb4c00100, v43
	v_sub_f32_e32 v46, v46, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v47, 1, v48
	v_sub_f32_e32 v18, v18, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v43, v43, v47
	v_lshl_add_u32 v46, v47, 23, 0xff800000
	v_add_f32_e32 v18, 1.0, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v43, v43, 23, 0x7f800000
	v_mul_f32_e32 v18, v18, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v18, v18, v43
	v_add_f32_e32 v43, v26, v26
	v_cndmask_b32_e32 v17, 0x7fc00000, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v18, 0x3d4ccccd, v43
	v_cmp_eq_f32_e32 vcc_lo, v45, v33
	v_mul_f32_e32 v17, v44, v17
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v7, v18, v7
	v_cndmask_b32_e64 v18, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v7, v7, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, v18, v7
	v_mul_f32_e32 v7, s24, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v7, v26, v7
	v_and_b32_e32 v17, 0x7fffffff, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v17
	v_cndmask_b32_e32 v26, 0x7fc00000, v7, vcc_lo
	s_branch .LBB8_11
.LBB8_92:
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB8_98
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB8_99
.LBB8_94:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB8_100
.LBB8_95:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB8_97
.LBB8_96:
	s_waitcnt vmcnt(0)
	global_store_b32 v24, v26, s[34:35]
.LBB8_97:
	s_endpgm
.LBB8_98:
	s_waitcnt vmcnt(0)
	global_store_b32 v19, v21, s[34:35]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB8_94
.LBB8_99:
	s_waitcnt vmcnt(0)
	global_store_b32 v20, v23, s[34:35]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB8_95
.LBB8_100:
	s_waitcnt vmcnt(0)
	global_store_b32 v22, v25, s[34:35]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB8_96
	s_branch .LBB8_97
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_fast_w4096
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
		.amdhsa_next_free_vgpr 83
		.amdhsa_next_free_sgpr 82
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
	.size	tessera_softmax_fast_w4096, .Lfunc_end8-tessera_softmax_fast_w4096

	.set tessera_softmax_fast_w4096.num_vgpr, 83
	.set tessera_softmax_fast_w4096.num_agpr, 0
	.set tessera_softmax_fast_w4096.numbered_sgpr, 82
	.set tessera_softmax_fast_w4096.num_named_barrier, 0
	.set tessera_softmax_fast_w4096.private_seg_size, 0
	.set tessera_softmax_fast_w4096.uses_vcc, 1
	.set tessera_softmax_fast_w4096.uses_flat_scratch, 0
	.set tessera_softmax_fast_w4096.has_dyn_sized_stack, 0
	.set tessera_softmax_fast_w4096.has_recursion, 0
	.set tessera_softmax_fast_w4096.has_indirect_call, 0
	.globl	tessera_softmax_fast_w8192
	.p2align	8
	.type	tessera_softmax_fast_w8192,@function
tessera_softmax_fast_w8192:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[20:21], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x2000, s[22:23]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB9_133
	s_load_b64 s[44:45], s[0:1], 0x20
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s23, s2
	s_mul_hi_u32 s4, s22, s2
	v_lshlrev_b32_e32 v35, 2, v0
	s_add_i32 s5, s4, s3
	s_mul_i32 s4, s22, s2
	v_cmp_gt_u64_e64 s3, s[22:23], v[0:1]
	s_lshl_b64 s[20:21], s[4:5], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s34, s16, s20
	s_addc_u32 s35, s17, s21
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB9_3
	global_load_b32 v38, v35, s[34:35]
.LBB9_3:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v36, 2, v2
	v_cmp_gt_u64_e64 s4, s[22:23], v[2:3]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB9_5
	global_load_b32 v40, v36, s[34:35]
.LBB9_5:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v4, 0x800, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v37, 2, v4
	v_cmp_gt_u64_e64 s5, s[22:23], v[4:5]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB9_7
	global_load_b32 v42, v37, s[34:35]
.LBB9_7:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v6, 0xc00, v0
	v_mov_b32_e32 v7, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v39, 2, v6
	v_cmp_gt_u64_e64 s6, s[22:23], v[6:7]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB9_9
	global_load_b32 v44, v39, s[34:35]
.LBB9_9:
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v8, 0x1000, v0
	v_mov_b32_e32 v9, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v41, 2, v8
	v_cmp_gt_u64_e64 s7, s[22:23], v[8:9]
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB9_11
	global_load_b32 v45, v41, s[34:35]
.LBB9_11:
	s_or_b32 exec_lo, exec_lo, s8
	v_or_b32_e32 v10, 0x1400, v0
	v_mov_b32_e32 v11, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v43, 2, v10
	v_cmp_gt_u64_e64 s8, s[22:23], v[10:11]
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB9_13
	global_load_b32 v47, v43, s[34:35]
.LBB9_13:
	s_or_b32 exec_lo, exec_lo, s9
	v_or_b32_e32 v12, 0x1800, v0
	v_mov_b32_e32 v13, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v46, 2, v12
	v_cmp_gt_u64_e64 s9, s[22:23], v[12:13]
	s_and_saveexec_b32 s10, s9
	s_cbranch_execz .LBB9_15
	global_load_b32 v49, v46, s[34:35]
.LBB9_15:
	s_or_b32 exec_lo, exec_lo, s10
	v_or_b32_e32 v14, 0x1c00, v0
	v_mov_b32_e32 v15, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v48, 2, v14
	v_cmp_gt_u64_e64 s10, s[22:23], v[14:15]
	s_and_saveexec_b32 s11, s10
	s_cbranch_execz .LBB9_17
	global_load_b32 v50, v48, s[34:35]
.LBB9_17:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[44:45], 0
	s_mov_b64 s[46:47], 0
	s_cbranch_scc1 .LBB9_124
	s_clause 0x1
	s_load_b256 s[36:43], s[0:1], 0x28
	s_load_b128 s[28:31], s[0:1], 0x48
	v_lshrrev_b32_e32 v17, 2, v0
	v_clz_i32_u32_e32 v18, 0
	v_lshrrev_b32_e32 v19, 2, v2
	s_mov_b32 s24, 0
	v_mov_b32_e32 v16, 0
	v_dual_mov_b32 v22, s24 :: v_dual_and_b32 v23, 1, v0
	v_min_u32_e32 v31, 32, v18
	v_mov_b32_e32 v24, s24
	v_lshrrev_b32_e32 v59, 2, v14
	v_cmp_eq_u32_e64 s0, 0, v0
	v_or_b32_e32 v51, 0x9000, v35
	v_or_b32_e32 v52, 0x8000, v35
	v_cmp_gt_u32_e64 s1, 0x200, v0
	v_cmp_gt_u32_e64 s11, 0x100, v0
	v_cmp_gt_u32_e64 s12, 0x80, v0
	v_cmp_gt_u32_e64 s13, 64, v0
	v_cmp_gt_u32_e64 s14, 32, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s39, 0
	v_cmp_gt_u32_e64 s15, 16, v0
	s_cselect_b32 s33, -1, 0
	s_add_u32 s25, s18, s20
	s_addc_u32 s19, s19, s21
	s_add_u32 s48, s22, -1
	s_addc_u32 s49, s23, -1
	v_cmp_gt_u32_e64 s16, 8, v0
	s_clz_i32_u64 s20, s[48:49]
	v_cmp_gt_u32_e64 s17, 4, v0
	s_min_u32 s20, s20, 64
	v_cmp_gt_u32_e64 s18, 2, v0
	s_sub_u32 s20, 64, s20
	s_subb_u32 s21, 0, 0
	s_cmp_lg_u64 s[48:49], 0
	v_cvt_f32_u32_e32 v53, v0
	s_cselect_b32 s43, -1, 0
	s_cmp_lg_u32 s38, 0
	s_mov_b32 s50, 0x54442d18
	s_cselect_b32 s70, -1, 0
	s_add_u32 s22, s22, 3
	s_addc_u32 s23, s23, 0
	s_add_u32 s71, s29, 0x76cf5d0a
	s_lshr_b32 s26, s23, 2
	s_lshr_b64 s[22:23], s[22:23], 2
	s_mul_i32 s26, s26, s2
	s_mul_i32 s27, s22, s2
	s_mul_hi_u32 s23, s22, s2
	v_add_co_u32 v17, s2, s27, v17
	s_add_i32 s26, s23, s26
	s_add_u32 s23, s29, 0xbb67ae85
	v_add_co_ci_u32_e64 v20, null, s26, 0, s2
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v17, 0
	v_add_co_u32 v17, s2, s25, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v18, null, s19, 0, s2
	v_add_co_u32 v21, s2, s27, v19
	v_xor_b32_e32 v20, v34, v20
	s_add_u32 s25, s28, 0x9e3779b9
	v_sub_nc_u32_e32 v34, 32, v31
	v_cmp_eq_u64_e64 s19, 0, v[23:24]
	s_add_u32 s22, s28, 0x3c6ef372
	v_xor_b32_e32 v20, s29, v20
	v_xor_b32_e32 v63, s23, v33
	s_add_u32 s72, s28, 0xdaa66d2b
	s_add_u32 s73, s29, 0x32370b8f
	s_add_u32 s74, s28, 0x78dde6e4
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v20, 0
	v_lshlrev_b64 v[19:20], v31, v[2:3]
	v_add_co_ci_u32_e64 v3, null, s26, 0, s2
	s_add_u32 s75, s29, 0xed9eba14
	s_add_u32 s76, s28, 0x1715609d
	s_add_u32 s77, s29, 0xa9066899
	v_xor_b32_e32 v54, s25, v65
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v21, 0
	v_min_u32_e32 v19, 1, v19
	v_and_b32_e32 v21, 2, v0
	v_xor_b32_e32 v64, s22, v64
	s_add_u32 s78, s28, 0xb54cda56
	s_add_u32 s79, s29, 0x646e171e
	v_or_b32_e32 v19, v20, v19
	v_xor_b32_e32 v3, v66, v3
	v_cmp_eq_u64_e64 s2, 0, v[21:22]
	v_lshlrev_b64 v[20:21], v31, v[4:5]
	v_lshrrev_b32_e32 v5, 2, v4
	v_cvt_f32_u32_e32 v22, v19
	v_xor_b32_e32 v3, s29, v3
	v_add_co_u32 v19, vcc_lo, 0x1000, v17
	v_min_u32_e32 v23, 1, v20
	v_add_co_ci_u32_e64 v20, null, 0, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v3, 0
	v_add_co_u32 v3, s24, s27, v5
	v_add_co_ci_u32_e64 v24, null, s26, 0, s24
	v_or_b32_e32 v25, v21, v23
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v3, 0
	v_ldexp_f32 v3, v22, v34
	v_lshrrev_b32_e32 v22, 2, v6
	v_cvt_f32_u32_e32 v27, v25
	v_xor_b32_e32 v5, s25, v67
	v_xor_b32_e32 v65, s23, v65
	v_xor_b32_e32 v66, s22, v66
	v_add_co_u32 v21, s24, s27, v22
	v_xor_b32_e32 v26, v69, v24
	v_lshlrev_b64 v[23:24], v31, v[6:7]
	v_add_co_ci_u32_e64 v7, null, s26, 0, s24
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v21, 0
	v_xor_b32_e32 v25, s29, v26
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_min_u32_e32 v23, 1, v23
	v_lshrrev_b32_e32 v26, 2, v8
	v_add_co_u32 v21, vcc_lo, 0x2000, v17
	v_add_co_ci_u32_e64 v22, null, 0, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_or_b32_e32 v23, v24, v23
	v_add_co_u32 v24, s24, s27, v26
	v_xor_b32_e32 v7, v70, v7
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v25, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[72:73], null, 0xd2511f53, v24, 0
	v_lshlrev_b64 v[24:25], v31, v[8:9]
	v_xor_b32_e32 v26, s29, v7
	v_ldexp_f32 v7, v27, v34
	v_cvt_f32_u32_e32 v27, v23
	v_add_co_ci_u32_e64 v28, null, s26, 0, s24
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[74:75], null, 0xcd9e8d57, v26, 0
	v_min_u32_e32 v26, 1, v24
	v_ldexp_f32 v55, v27, v34
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v28, v73, v28
	v_add_co_u32 v23, vcc_lo, 0x3000, v17
	v_or_b32_e32 v25, v25, v26
	v_lshlrev_b64 v[26:27], v31, v[10:11]
	v_lshrrev_b32_e32 v11, 2, v10
	v_xor_b32_e32 v28, s29, v28
	v_xor_b32_e32 v56, s25, v75
	v_cvt_f32_u32_e32 v29, v25
	v_add_co_ci_u32_e64 v24, null, 0, v18, vcc_lo
	v_add_co_u32 v11, s24, s27, v11
	v_mad_u64_u32 v[75:76], null, 0xcd9e8d57, v28, 0
	v_min_u32_e32 v28, 1, v26
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[77:78], null, 0xd2511f53, v11, 0
	v_add_co_ci_u32_e64 v30, null, s26, 0, s24
	v_ldexp_f32 v11, v29, v34
	v_lshrrev_b32_e32 v29, 2, v12
	v_or_b32_e32 v32, v27, v28
	v_add_co_u32 v25, vcc_lo, 0x4000, v17
	v_xor_b32_e32 v58, v78, v30
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_u32 v27, s24, s27, v29
	v_lshlrev_b64 v[29:30], v31, v[12:13]
	v_add_co_ci_u32_e64 v13, null, s26, 0, s24
	v_mad_u64_u32 v[78:79], null, 0xd2511f53, v27, 0
	v_cvt_f32_u32_e32 v32, v32
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_min_u32_e32 v29, 1, v29
	v_xor_b32_e32 v58, s29, v58
	v_add_co_ci_u32_e64 v26, null, 0, v18, vcc_lo
	v_add_co_u32 v27, vcc_lo, 0x5000, v17
	v_or_b32_e32 v29, v30, v29
	v_add_co_u32 v30, s24, s27, v59
	v_xor_b32_e32 v13, v79, v13
	v_add_co_ci_u32_e64 v60, null, s26, 0, s24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[81:82], null, 0xd2511f53, v30, 0
	v_xor_b32_e32 v59, s29, v13
	v_lshlrev_b64 v[30:31], v31, v[14:15]
	v_ldexp_f32 v13, v32, v34
	v_cvt_f32_u32_e32 v15, v29
	v_mad_u64_u32 v[79:80], null, 0xcd9e8d57, v58, 0
	v_mad_u64_u32 v[83:84], null, 0xcd9e8d57, v59, 0
	v_xor_b32_e32 v59, v82, v60
	v_min_u32_e32 v32, 1, v30
	v_add_co_ci_u32_e64 v28, null, 0, v18, vcc_lo
	v_add_co_u32 v29, vcc_lo, 0x6000, v17
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v61, s29, v59
	v_or_b32_e32 v31, v31, v32
	v_xor_b32_e32 v60, s25, v84
	v_ldexp_f32 v59, v15, v34
	v_cmp_gt_u64_e64 s24, s[20:21], 1
	v_mad_u64_u32 v[84:85], null, 0xcd9e8d57, v61, 0
	v_cvt_f32_u32_e32 v15, v31
	v_add_co_ci_u32_e64 v30, null, 0, v18, vcc_lo
	v_add_co_u32 v31, vcc_lo, 0x7000, v17
	v_xor_b32_e32 v9, s25, v71
	v_xor_b32_e32 v57, s25, v76
	v_xor_b32_e32 v58, s25, v80
	v_add_co_ci_u32_e64 v32, null, 0, v18, vcc_lo
	v_ldexp_f32 v61, v15, v34
	v_xor_b32_e32 v62, s25, v85
	v_xor_b32_e32 v67, s23, v68
	v_xor_b32_e32 v68, s22, v70
	v_xor_b32_e32 v69, s23, v69
	v_xor_b32_e32 v70, s22, v74
	v_xor_b32_e32 v71, s23, v72
	v_xor_b32_e32 v72, s22, v75
	v_xor_b32_e32 v73, s23, v77
	v_xor_b32_e32 v74, s22, v79
	v_xor_b32_e32 v75, s23, v78
	v_xor_b32_e32 v76, s22, v83
	v_xor_b32_e32 v77, s23, v81
	v_xor_b32_e32 v78, s22, v84
	s_add_u32 s80, s28, 0x5384540f
	s_add_u32 s81, s29, 0x1fd5c5a3
	s_add_u32 s82, s28, 0xf1bbcdc8
	s_add_u32 s83, s29, 0xdb3d7428
	s_add_i32 s84, s28, 0x8ff34781
	s_add_i32 s85, s29, 0x96a522ad
	s_and_b32 s24, s24, exec_lo
	s_mov_b32 s52, 0xa556c734
	s_mov_b32 s54, 0x1a01a01a
	s_mov_b32 s56, 0x11111111
	s_mov_b32 s58, 0x55555555
	s_mov_b32 s60, 0xb7789f5c
	s_mov_b32 s64, 0x16c16c17
	s_cselect_b32 s39, s21, 0
	s_cselect_b32 s38, s20, 1
	s_mov_b32 s51, 0x3ff921fb
	s_mov_b32 s53, 0x3ec71de3
	s_mov_b32 s55, 0xbf2a01a0
	s_mov_b32 s57, 0x3f811111
	s_mov_b32 s59, 0xbfc55555
	s_mov_b32 s61, 0xbe927e4f
	s_mov_b32 s63, 0x3efa01a0
	s_mov_b32 s65, 0xbf56c16c
	s_mov_b32 s67, 0x3fa55555
	s_branch .LBB9_21
.LBB9_19:
	s_or_b32 exec_lo, exec_lo, s21
	v_dual_mov_b32 v34, v38 :: v_dual_mov_b32 v79, v40
	v_dual_mov_b32 v80, v42 :: v_dual_mov_b32 v81, v44
	v_dual_mov_b32 v82, v45 :: v_dual_mov_b32 v83, v47
	v_dual_mov_b32 v84, v49 :: v_dual_mov_b32 v15, v50
.LBB9_20:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v50, v15 :: v_dual_mov_b32 v49, v84
	v_dual_mov_b32 v47, v83 :: v_dual_mov_b32 v44, v81
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mov_b32 v45, v82 :: v_dual_mov_b32 v42, v80
	v_mov_b32_e32 v40, v79
	v_mov_b32_e32 v38, v34
	s_add_u32 s46, s46, 1
	s_addc_u32 s47, s47, 0
	s_mul_f32 s40, s41, s40
	s_cmp_eq_u64 s[46:47], s[44:45]
	s_cbranch_scc1 .LBB9_124
.LBB9_21:
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v15, 0xff800000, v38, s3
	s_mul_f32 s29, s42, s40
	v_cmp_u_f32_e32 vcc_lo, v40, v40
	v_cmp_neq_f32_e64 s26, 0xff800000, v38
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_f32 s20, s29, 0x4f800000
	v_cmp_o_f32_e64 s21, v15, v15
	s_cmp_lt_f32 s29, 0xf800000
	v_cmp_gt_f32_e64 s22, v40, v15
	v_mov_b32_e32 v33, s20
	s_cselect_b32 s20, -1, 0
	s_and_b32 s21, vcc_lo, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s21, s22, s21
	s_and_b32 vcc_lo, s4, s21
	v_cmp_u_f32_e64 s21, v42, v42
	v_cndmask_b32_e32 v15, v15, v40, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s22, v15, v15
	v_cmp_gt_f32_e64 s23, v42, v15
	s_and_b32 s21, s21, s22
	v_cmp_u_f32_e64 s22, v44, v44
	s_or_b32 s21, s23, s21
	s_and_b32 s21, s5, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v15, v15, v42, s21
	v_cmp_o_f32_e64 s23, v15, v15
	v_cmp_gt_f32_e64 s24, v44, v15
	s_and_b32 s22, s22, s23
	v_cmp_u_f32_e64 s23, v45, v45
	s_or_b32 s22, s24, s22
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s22, s6, s22
	v_cndmask_b32_e64 v15, v15, v44, s22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s24, v15, v15
	v_cmp_gt_f32_e64 s25, v45, v15
	s_and_b32 s23, s23, s24
	v_cmp_u_f32_e64 s24, v47, v47
	s_or_b32 s23, s25, s23
	s_and_b32 s23, s7, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v34, v15, v45, s23
	v_cndmask_b32_e64 v15, s29, v33, s20
	v_cmp_o_f32_e64 s25, v34, v34
	v_cmp_gt_f32_e64 s27, v47, v34
	s_and_b32 s25, s24, s25
	s_and_b32 s24, s3, s26
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v79, 0, v0, s24
	s_or_b32 s24, s27, s25
	s_and_b32 s24, s8, s24
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v33, v34, v47, s24
	v_cndmask_b32_e32 v34, v79, v2, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v49, v49
	v_sqrt_f32_e32 v79, v15
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_o_f32_e64 s25, v33, v33
	v_cndmask_b32_e64 v34, v34, v4, s21
	v_cmp_gt_f32_e64 s21, v49, v33
	s_and_b32 s25, vcc_lo, s25
	v_cndmask_b32_e64 v34, v34, v6, s22
	s_or_b32 s21, s21, s25
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v80, -1, v79
	s_and_b32 vcc_lo, s9, s21
	v_cmp_u_f32_e64 s21, v50, v50
	v_cndmask_b32_e64 v34, v34, v8, s23
	v_xor_b32_e32 v82, 0x80000000, v80
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v34, v34, v10, s24
	v_cndmask_b32_e32 v33, v33, v49, vcc_lo
	v_fma_f32 v82, v82, v79, v15
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v34, v34, v12, vcc_lo
	v_cmp_o_f32_e64 s22, v33, v33
	v_cmp_gt_f32_e64 s23, v50, v33
	s_and_b32 s21, s21, s22
	v_cmp_ge_f32_e64 s22, 0, v82
	s_or_b32 s21, s23, s21
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, s10, s21
	v_dual_cndmask_b32 v34, v34, v14 :: v_dual_add_nc_u32 v81, 1, v79
	v_cndmask_b32_e32 v33, v33, v50, vcc_lo
	ds_store_b32 v51, v33
	ds_store_b32 v52, v34
	v_xor_b32_e32 v83, 0x80000000, v81
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_fma_f32 v83, v83, v79, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_f32_e64 s21, 0, v83
	s_and_saveexec_b32 s26, s1
	s_cbranch_execz .LBB9_23
	ds_load_2addr_stride64_b32 v[84:85], v52 offset1:8
	ds_load_2addr_stride64_b32 v[86:87], v51 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v85, v84
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s23, v87, v86
	v_cmp_gt_f32_e64 s24, v87, v86
	v_cmp_o_f32_e64 s25, v86, v86
	s_and_b32 s23, vcc_lo, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s23, s24, s23
	v_cndmask_b32_e64 v82, 0, 1, s23
	s_or_b32 s23, s25, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v87, v87
	v_cndmask_b32_e64 v83, 0, 1, s23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v82.l, v82.l, v83.l, vcc_lo
	v_and_b16 v82.l, 1, v82.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v82.l
	v_dual_cndmask_b32 v82, v86, v87 :: v_dual_cndmask_b32 v83, v84, v85
	ds_store_b32 v51, v82
	ds_store_b32 v52, v83
.LBB9_23:
	s_or_b32 exec_lo, exec_lo, s26
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s26, s11
	s_cbranch_execz .LBB9_25
	ds_load_2addr_stride64_b32 v[84:85], v52 offset1:4
	ds_load_2addr_stride64_b32 v[86:87], v51 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v85, v84
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s23, v87, v86
	v_cmp_gt_f32_e64 s24, v87, v86
	v_cmp_o_f32_e64 s25, v86, v86
	s_and_b32 s23, vcc_lo, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s23, s24, s23
	v_cndmask_b32_e64 v82, 0, 1, s23
	s_or_b32 s23, s25, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v87, v87
	v_cndmask_b32_e64 v83, 0, 1, s23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v82.l, v82.l, v83.l, vcc_lo
	v_and_b16 v82.l, 1, v82.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v82.l
	v_dual_cndmask_b32 v82, v86, v87 :: v_dual_cndmask_b32 v83, v84, v85
	ds_store_b32 v51, v82
	ds_store_b32 v52, v83
.LBB9_25:
	s_or_b32 exec_lo, exec_lo, s26
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s26, s12
	s_cbranch_execz .LBB9_27
	ds_load_2addr_stride64_b32 v[84:85], v52 offset1:2
	ds_load_2addr_stride64_b32 v[86:87], v51 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v85, v84
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s23, v87, v86
	v_cmp_gt_f32_e64 s24, v87, v86
	v_cmp_o_f32_e64 s25, v86, v86
	s_and_b32 s23, vcc_lo, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s23, s24, s23
	v_cndmask_b32_e64 v82, 0, 1, s23
	s_or_b32 s23, s25, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v87, v87
	v_cndmask_b32_e64 v83, 0, 1, s23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v82.l, v82.l, v83.l, vcc_lo
	v_and_b16 v82.l, 1, v82.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v82.l
	v_dual_cndmask_b32 v82, v86, v87 :: v_dual_cndmask_b32 v83, v84, v85
	ds_store_b32 v51, v82
	ds_store_b32 v52, v83
.LBB9_27:
	s_or_b32 exec_lo, exec_lo, s26
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s26, s13
	s_cbranch_execz .LBB9_29
	ds_load_2addr_stride64_b32 v[84:85], v52 offset1:1
	ds_load_2addr_stride64_b32 v[86:87], v51 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v85, v84
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s23, v87, v86
	v_cmp_gt_f32_e64 s24, v87, v86
	v_cmp_o_f32_e64 s25, v86, v86
	s_and_b32 s23, vcc_lo, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s23, s24, s23
	v_cndmask_b32_e64 v82, 0, 1, s23
	s_or_b32 s23, s25, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v87, v87
	v_cndmask_b32_e64 v83, 0, 1, s23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v82.l, v82.l, v83.l, vcc_lo
	v_and_b16 v82.l, 1, v82.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v82.l
	v_dual_cndmask_b32 v82, v86, v87 :: v_dual_cndmask_b32 v83, v84, v85
	ds_store_b32 v51, v82
	ds_store_b32 v52, v83
.LBB9_29:
	s_or_b32 exec_lo, exec_lo, s26
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s26, s14
	s_cbranch_execz .LBB9_31
	ds_load_2addr_b32 v[84:85], v52 offset1:32
	ds_load_2addr_b32 v[86:87], v51 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v85, v84
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s23, v87, v86
	v_cmp_gt_f32_e64 s24, v87, v86
	v_cmp_o_f32_e64 s25, v86, v86
	s_and_b32 s23, vcc_lo, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s23, s24, s23
	v_cndmask_b32_e64 v82, 0, 1, s23
	s_or_b32 s23, s25, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v87, v87
	v_cndmask_b32_e64 v83, 0, 1, s23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v82.l, v82.l, v83.l, vcc_lo
	v_and_b16 v82.l, 1, v82.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v82.l
	v_dual_cndmask_b32 v82, v86, v87 :: v_dual_cndmask_b32 v83, v84, v85
	ds_store_b32 v51, v82
	ds_store_b32 v52, v83
.LBB9_31:
	s_or_b32 exec_lo, exec_lo, s26
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s26, s15
	s_cbranch_execz .LBB9_33
	ds_load_2addr_b32 v[84:85], v52 offset1:16
	ds_load_2addr_b32 v[86:87], v51 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v85, v84
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s23, v87, v86
	v_cmp_gt_f32_e64 s24, v87, v86
	v_cmp_o_f32_e64 s25, v86, v86
	s_and_b32 s23, vcc_lo, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s23, s24, s23
	v_cndmask_b32_e64 v82, 0, 1, s23
	s_or_b32 s23, s25, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v87, v87
	v_cndmask_b32_e64 v83, 0, 1, s23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v82.l, v82.l, v83.l, vcc_lo
	v_and_b16 v82.l, 1, v82.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v82.l
	v_dual_cndmask_b32 v82, v86, v87 :: v_dual_cndmask_b32 v83, v84, v85
	ds_store_b32 v51, v82
	ds_store_b32 v52, v83
.LBB9_33:
	s_or_b32 exec_lo, exec_lo, s26
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s26, s16
	s_cbranch_execz .LBB9_35
	ds_load_2addr_b32 v[84:85], v52 offset1:8
	ds_load_2addr_b32 v[86:87], v51 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v85, v84
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s23, v87, v86
	v_cmp_gt_f32_e64 s24, v87, v86
	v_cmp_o_f32_e64 s25, v86, v86
	s_and_b32 s23, vcc_lo, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s23, s24, s23
	v_cndmask_b32_e64 v82, 0, 1, s23
	s_or_b32 s23, s25, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v87, v87
	v_cndmask_b32_e64 v83, 0, 1, s23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v82.l, v82.l, v83.l, vcc_lo
	v_and_b16 v82.l, 1, v82.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v82.l
	v_dual_cndmask_b32 v82, v86, v87 :: v_dual_cndmask_b32 v83, v84, v85
	ds_store_b32 v51, v82
	ds_store_b32 v52, v83
.LBB9_35:
	s_or_b32 exec_lo, exec_lo, s26
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s26, s17
	s_cbranch_execz .LBB9_37
	ds_load_2addr_b32 v[84:85], v52 offset1:4
	ds_load_2addr_b32 v[86:87], v51 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v85, v84
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s23, v87, v86
	v_cmp_gt_f32_e64 s24, v87, v86
	v_cmp_o_f32_e64 s25, v86, v86
	s_and_b32 s23, vcc_lo, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s23, s24, s23
	v_cndmask_b32_e64 v82, 0, 1, s23
	s_or_b32 s23, s25, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v87, v87
	v_cndmask_b32_e64 v83, 0, 1, s23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v82.l, v82.l, v83.l, vcc_lo
	v_and_b16 v82.l, 1, v82.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v82.l
	v_dual_cndmask_b32 v82, v86, v87 :: v_dual_cndmask_b32 v83, v84, v85
	ds_store_b32 v51, v82
	ds_store_b32 v52, v83
.LBB9_37:
	s_or_b32 exec_lo, exec_lo, s26
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s26, s18
	s_cbranch_execz .LBB9_39
	ds_load_2addr_b32 v[84:85], v52 offset1:2
	ds_load_2addr_b32 v[86:87], v51 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v85, v84
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s23, v87, v86
	v_cmp_gt_f32_e64 s24, v87, v86
	v_cmp_o_f32_e64 s25, v86, v86
	s_and_b32 s23, vcc_lo, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s23, s24, s23
	v_cndmask_b32_e64 v82, 0, 1, s23
	s_or_b32 s23, s25, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v87, v87
	v_cndmask_b32_e64 v83, 0, 1, s23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v82.l, v82.l, v83.l, vcc_lo
	v_and_b16 v82.l, 1, v82.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v82.l
	v_dual_cndmask_b32 v82, v86, v87 :: v_dual_cndmask_b32 v83, v84, v85
	ds_store_b32 v51, v82
	ds_store_b32 v52, v83
.LBB9_39:
	s_or_b32 exec_lo, exec_lo, s26
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s26, s0
	s_cbranch_execz .LBB9_41
	v_add_nc_u32_e64 v82, 4, 0
	ds_load_2addr_stride64_b32 v[84:85], v82 offset0:128 offset1:144
	ds_load_b32 v86, v52
	ds_load_b32 v87, v51
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v84, v86
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s23, v85, v87
	v_cmp_gt_f32_e64 s24, v85, v87
	v_cmp_o_f32_e64 s25, v87, v87
	s_and_b32 s23, vcc_lo, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s23, s24, s23
	v_cndmask_b32_e64 v82, 0, 1, s23
	s_or_b32 s23, s25, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v85, v85
	v_cndmask_b32_e64 v83, 0, 1, s23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v82.l, v82.l, v83.l, vcc_lo
	v_and_b16 v82.l, 1, v82.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v82.l
	v_dual_cndmask_b32 v82, v87, v85 :: v_dual_cndmask_b32 v83, v86, v84
	ds_store_b32 v51, v82
	ds_store_b32 v52, v83
.LBB9_41:
	s_or_b32 exec_lo, exec_lo, s26
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s23, s0
	s_cbranch_execz .LBB9_43
	ds_load_b32 v82, v16 offset:36864
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v16, v82 offset:40960
.LBB9_43:
	s_or_b32 exec_lo, exec_lo, s23
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v51, v33
	ds_store_b32 v52, v34
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s26, s1
	s_cbranch_execz .LBB9_45
	ds_load_2addr_stride64_b32 v[82:83], v52 offset1:8
	ds_load_2addr_stride64_b32 v[84:85], v51 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v83, v82
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s23, v85, v84
	v_cmp_gt_f32_e64 s24, v85, v84
	v_cmp_o_f32_e64 s25, v84, v84
	s_and_b32 s23, vcc_lo, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s23, s24, s23
	v_cndmask_b32_e64 v33, 0, 1, s23
	s_or_b32 s23, s25, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v85, v85
	v_cndmask_b32_e64 v34, 0, 1, s23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v33.l, v33.l, v34.l, vcc_lo
	v_and_b16 v33.l, 1, v33.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v33.l
	v_dual_cndmask_b32 v33, v84, v85 :: v_dual_cndmask_b32 v34, v82, v83
	ds_store_b32 v51, v33
	ds_store_b32 v52, v34
.LBB9_45:
	s_or_b32 exec_lo, exec_lo, s26
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s26, s11
	s_cbranch_execz .LBB9_47
	ds_load_2addr_stride64_b32 v[82:83], v52 offset1:4
	ds_load_2addr_stride64_b32 v[84:85], v51 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v83, v82
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s23, v85, v84
	v_cmp_gt_f32_e64 s24, v85, v84
	v_cmp_o_f32_e64 s25, v84, v84
	s_and_b32 s23, vcc_lo, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s23, s24, s23
	v_cndmask_b32_e64 v33, 0, 1, s23
	s_or_b32 s23, s25, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v85, v85
	v_cndmask_b32_e64 v34, 0, 1, s23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v33.l, v33.l, v34.l, vcc_lo
	v_and_b16 v33.l, 1, v33.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v33.l
	v_dual_cndmask_b32 v33, v84, v85 :: v_dual_cndmask_b32 v34, v82, v83
	ds_store_b32 v51, v33
	ds_store_b32 v52, v34
.LBB9_47:
	s_or_b32 exec_lo, exec_lo, s26
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s26, s12
	s_cbranch_execz .LBB9_49
	ds_load_2addr_stride64_b32 v[82:83], v52 offset1:2
	ds_load_2addr_stride64_b32 v[84:85], v51 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v83, v82
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s23, v85, v84
	v_cmp_gt_f32_e64 s24, v85, v84
	v_cmp_o_f32_e64 s25, v84, v84
	s_and_b32 s23, vcc_lo, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s23, s24, s23
	v_cndmask_b32_e64 v33, 0, 1, s23
	s_or_b32 s23, s25, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v85, v85
	v_cndmask_b32_e64 v34, 0, 1, s23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v33.l, v33.l, v34.l, vcc_lo
	v_and_b16 v33.l, 1, v33.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v33.l
	v_dual_cndmask_b32 v33, v84, v85 :: v_dual_cndmask_b32 v34, v82, v83
	ds_store_b32 v51, v33
	ds_store_b32 v52, v34
.LBB9_49:
	s_or_b32 exec_lo, exec_lo, s26
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s26, s13
	s_cbranch_execz .LBB9_51
	ds_load_2addr_stride64_b32 v[82:83], v52 offset1:1
	ds_load_2addr_stride64_b32 v[84:85], v51 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v83, v82
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s23, v85, v84
	v_cmp_gt_f32_e64 s24, v85, v84
	v_cmp_o_f32_e64 s25, v84, v84
	s_and_b32 s23, vcc_lo, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s23, s24, s23
	v_cndmask_b32_e64 v33, 0, 1, s23
	s_or_b32 s23, s25, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v85, v85
	v_cndmask_b32_e64 v34, 0, 1, s23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v33.l, v33.l, v34.l, vcc_lo
	v_and_b16 v33.l, 1, v33.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v33.l
	v_dual_cndmask_b32 v33, v84, v85 :: v_dual_cndmask_b32 v34, v82, v83
	ds_store_b32 v51, v33
	ds_store_b32 v52, v34
.LBB9_51:
	s_or_b32 exec_lo, exec_lo, s26
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s26, s14
	s_cbranch_execz .LBB9_53
	ds_load_2addr_b32 v[82:83], v52 offset1:32
	ds_load_2addr_b32 v[84:85], v51 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v83, v82
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s23, v85, v84
	v_cmp_gt_f32_e64 s24, v85, v84
	v_cmp_o_f32_e64 s25, v84, v84
	s_and_b32 s23, vcc_lo, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s23, s24, s23
	v_cndmask_b32_e64 v33, 0, 1, s23
	s_or_b32 s23, s25, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v85, v85
	v_cndmask_b32_e64 v34, 0, 1, s23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v33.l, v33.l, v34.l, vcc_lo
	v_and_b16 v33.l, 1, v33.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v33.l
	v_dual_cndmask_b32 v33, v84, v85 :: v_dual_cndmask_b32 v34, v82, v83
	ds_store_b32 v51, v33
	ds_store_b32 v52, v34
.LBB9_53:
	s_or_b32 exec_lo, exec_lo, s26
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s26, s15
	s_cbranch_execz .LBB9_55
	ds_load_2addr_b32 v[82:83], v52 offset1:16
	ds_load_2addr_b32 v[84:85], v51 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v83, v82
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s23, v85, v84
	v_cmp_gt_f32_e64 s24, v85, v84
	v_cmp_o_f32_e64 s25, v84, v84
	s_and_b32 s23, vcc_lo, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s23, s24, s23
	v_cndmask_b32_e64 v33, 0, 1, s23
	s_or_b32 s23, s25, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v85, v85
	v_cndmask_b32_e64 v34, 0, 1, s23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v33.l, v33.l, v34.l, vcc_lo
	v_and_b16 v33.l, 1, v33.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v33.l
	v_dual_cndmask_b32 v33, v84, v85 :: v_dual_cndmask_b32 v34, v82, v83
	ds_store_b32 v51, v33
	ds_store_b32 v52, v34
.LBB9_55:
	s_or_b32 exec_lo, exec_lo, s26
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s26, s16
	s_cbranch_execz .LBB9_57
	ds_load_2addr_b32 v[82:83], v52 offset1:8
	ds_load_2addr_b32 v[84:85], v51 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v83, v82
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s23, v85, v84
	v_cmp_gt_f32_e64 s24, v85, v84
	v_cmp_o_f32_e64 s25, v84, v84
	s_and_b32 s23, vcc_lo, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s23, s24, s23
	v_cndmask_b32_e64 v33, 0, 1, s23
	s_or_b32 s23, s25, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v85, v85
	v_cndmask_b32_e64 v34, 0, 1, s23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v33.l, v33.l, v34.l, vcc_lo
	v_and_b16 v33.l, 1, v33.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v33.l
	v_dual_cndmask_b32 v33, v84, v85 :: v_dual_cndmask_b32 v34, v82, v83
	ds_store_b32 v51, v33
	ds_store_b32 v52, v34
.LBB9_57:
	s_or_b32 exec_lo, exec_lo, s26
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s26, s17
	s_cbranch_execz .LBB9_59
	ds_load_2addr_b32 v[82:83], v52 offset1:4
	ds_load_2addr_b32 v[84:85], v51 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v83, v82
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s23, v85, v84
	v_cmp_gt_f32_e64 s24, v85, v84
	v_cmp_o_f32_e64 s25, v84, v84
	s_and_b32 s23, vcc_lo, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s23, s24, s23
	v_cndmask_b32_e64 v33, 0, 1, s23
	s_or_b32 s23, s25, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v85, v85
	v_cndmask_b32_e64 v34, 0, 1, s23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v33.l, v33.l, v34.l, vcc_lo
	v_and_b16 v33.l, 1, v33.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v33.l
	v_dual_cndmask_b32 v33, v84, v85 :: v_dual_cndmask_b32 v34, v82, v83
	ds_store_b32 v51, v33
	ds_store_b32 v52, v34
.LBB9_59:
	s_or_b32 exec_lo, exec_lo, s26
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s26, s18
	s_cbranch_execz .LBB9_61
	ds_load_2addr_b32 v[82:83], v52 offset1:2
	ds_load_2addr_b32 v[84:85], v51 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v83, v82
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s23, v85, v84
	v_cmp_gt_f32_e64 s24, v85, v84
	v_cmp_o_f32_e64 s25, v84, v84
	s_and_b32 s23, vcc_lo, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s23, s24, s23
	v_cndmask_b32_e64 v33, 0, 1, s23
	s_or_b32 s23, s25, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v85, v85
	v_cndmask_b32_e64 v34, 0, 1, s23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v33.l, v33.l, v34.l, vcc_lo
	v_and_b16 v33.l, 1, v33.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v33.l
	v_dual_cndmask_b32 v33, v84, v85 :: v_dual_cndmask_b32 v34, v82, v83
	ds_store_b32 v51, v33
	ds_store_b32 v52, v34
.LBB9_61:
	s_or_b32 exec_lo, exec_lo, s26
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s26, s0
	s_cbranch_execz .LBB9_63
	v_add_nc_u32_e64 v33, 4, 0
	ds_load_2addr_stride64_b32 v[82:83], v33 offset0:128 offset1:144
	ds_load_b32 v84, v52
	ds_load_b32 v85, v51
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v82, v84
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s23, v83, v85
	v_cmp_gt_f32_e64 s24, v83, v85
	v_cmp_o_f32_e64 s25, v85, v85
	s_and_b32 s23, vcc_lo, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s23, s24, s23
	v_cndmask_b32_e64 v33, 0, 1, s23
	s_or_b32 s23, s25, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v83, v83
	v_cndmask_b32_e64 v34, 0, 1, s23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v33.l, v33.l, v34.l, vcc_lo
	v_and_b16 v33.l, 1, v33.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v33.l
	v_dual_cndmask_b32 v33, v85, v83 :: v_dual_cndmask_b32 v34, v84, v82
	ds_store_b32 v51, v33
	ds_store_b32 v52, v34
.LBB9_63:
	s_or_b32 exec_lo, exec_lo, s26
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s23, s0
	s_cbranch_execz .LBB9_65
	ds_load_b32 v33, v16 offset:32768
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v33, v33
	ds_store_b32 v16, v33 offset:40968
.LBB9_65:
	s_or_b32 exec_lo, exec_lo, s23
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s23, s3
	s_cbranch_execnz .LBB9_94
	s_or_b32 exec_lo, exec_lo, s23
	s_and_saveexec_b32 s23, s4
	s_cbranch_execnz .LBB9_95
.LBB9_67:
	s_or_b32 exec_lo, exec_lo, s23
	s_and_saveexec_b32 s23, s5
	s_cbranch_execnz .LBB9_96
.LBB9_68:
	s_or_b32 exec_lo, exec_lo, s23
	s_and_saveexec_b32 s23, s6
	s_cbranch_execnz .LBB9_97
.LBB9_69:
	s_or_b32 exec_lo, exec_lo, s23
	s_and_saveexec_b32 s23, s7
	s_cbranch_execnz .LBB9_98
.LBB9_70:
	s_or_b32 exec_lo, exec_lo, s23
	s_and_saveexec_b32 s23, s8
	s_cbranch_execnz .LBB9_99
.LBB9_71:
	s_or_b32 exec_lo, exec_lo, s23
	s_and_saveexec_b32 s23, s9
	s_cbranch_execnz .LBB9_100
.LBB9_72:
	s_or_b32 exec_lo, exec_lo, s23
	s_and_saveexec_b32 s23, s10
	s_cbranch_execz .LBB9_74
.LBB9_73:
	ds_load_b32 v33, v16 offset:40960
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v33, v50, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v33
	v_cndmask_b32_e32 v34, 0xc2d00000, v33, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v82, 0x3fb8aa3b, v34
	v_add_f32_e32 v82, 0x4b400000, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v83, 0xcb400000, v82
	v_mul_f32_e32 v84, 0xbf317200, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v34, v34, v84 :: v_dual_mul_f32 v83, 0x35bfbe8e, v83
	v_sub_f32_e32 v84, v34, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, v84, v84
	v_mul_f32_e32 v86, 0x3331bb4c, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0xb5ddea0e, v86
	v_mul_f32_e32 v86, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0x388ab355, v86
	v_mul_f32_e32 v86, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0xbb360b61, v86
	v_mul_f32_e32 v86, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0x3e2aaaab, v86
	v_mul_f32_e32 v85, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v85, v84, v85
	v_mul_f32_e32 v84, v84, v85
	v_sub_f32_e32 v85, 2.0, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v86, null, v85, v85, v84
	v_div_scale_f32 v89, vcc_lo, v84, v85, v84
	v_rcp_f32_e32 v87, v86
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v88, -v86, v87, 1.0
	v_fmac_f32_e32 v87, v88, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v88, v89, v87
	v_fma_f32 v90, -v86, v88, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v88, v90, v87
	v_fma_f32 v86, -v86, v88, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v86, v86, v87, v88
	v_cmp_o_f32_e32 vcc_lo, v33, v33
	v_div_fixup_f32 v84, v86, v85, v84
	v_add_nc_u32_e32 v85, 0xb4c00100, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v83, v83, v84
	v_lshrrev_b32_e32 v84, 1, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v34, v34, v83
	v_sub_nc_u32_e32 v82, v82, v84
	v_lshl_add_u32 v83, v84, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v34, 1.0, v34
	v_lshl_add_u32 v82, v82, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v34, v34, v83
	v_mul_f32_e32 v34, v34, v82
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v33, 0x7fc00000, v34, vcc_lo
	ds_store_b32 v35, v33 offset:28672
.LBB9_74:
	s_or_b32 exec_lo, exec_lo, s23
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s43
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB9_80
	s_mov_b64 s[24:25], 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB9_77
	.p2align	6
.LBB9_76:
	s_or_b32 exec_lo, exec_lo, s23
	s_cmp_eq_u64 s[24:25], s[38:39]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB9_80
.LBB9_77:
	s_lshl_b64 s[26:27], 1, s24
	s_add_u32 s24, s24, 1
	s_addc_u32 s25, s25, 0
	s_add_u32 s68, s26, s48
	s_addc_u32 s69, s27, s49
	s_mov_b32 s23, exec_lo
	s_lshr_b64 s[68:69], s[68:69], s24
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[68:69], v[0:1]
	s_cbranch_execz .LBB9_76
	v_dual_mov_b32 v34, v1 :: v_dual_mov_b32 v33, v0
	s_mov_b32 s27, 0
	.p2align	6
.LBB9_79:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[82:83], s24, v[33:34]
	v_add_co_u32 v33, vcc_lo, 0x400, v33
	v_add_co_ci_u32_e64 v34, null, 0, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshlrev_b32_e32 v83, 2, v82
	v_add_lshl_u32 v82, v82, s26, 2
	v_cmp_le_u64_e32 vcc_lo, s[68:69], v[33:34]
	ds_load_b32 v84, v83
	ds_load_b32 v82, v82
	s_or_b32 s27, vcc_lo, s27
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v82, v84, v82
	ds_store_b32 v83, v82
	s_and_not1_b32 exec_lo, exec_lo, s27
	s_cbranch_execnz .LBB9_79
	s_branch .LBB9_76
.LBB9_80:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s23, s0
	s_cbranch_execz .LBB9_82
	ds_load_b32 v33, v16
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v16, v33 offset:40964
.LBB9_82:
	s_or_b32 exec_lo, exec_lo, s23
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s70
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB9_101
	v_cndmask_b32_e64 v33, v79, v80, s22
	v_cmp_class_f32_e64 vcc_lo, v15, 0x260
	s_cmp_gt_f32 s29, 0
	v_cndmask_b32_e64 v33, v33, v81, s21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v34, 0x37800000, v33
	v_cndmask_b32_e64 v33, v33, v34, s20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v34, v38 :: v_dual_cndmask_b32 v15, v33, v15
	s_cselect_b32 vcc_lo, -1, 0
	s_add_u32 s21, s46, s30
	s_addc_u32 s20, s47, s31
	v_cndmask_b32_e32 v15, 0, v15, vcc_lo
	s_mul_i32 s22, s20, 0xcd9e8d57
	s_mul_hi_u32 s23, s20, 0xcd9e8d57
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v33, v15, s37, s33
	s_and_saveexec_b32 s24, s3
	s_cbranch_execnz .LBB9_110
	s_or_b32 exec_lo, exec_lo, s24
	v_mov_b32_e32 v79, v40
	s_and_saveexec_b32 s24, s4
	s_cbranch_execnz .LBB9_111
.LBB9_85:
	s_or_b32 exec_lo, exec_lo, s24
	v_mov_b32_e32 v80, v42
	s_and_saveexec_b32 s24, s5
	s_cbranch_execnz .LBB9_112
.LBB9_86:
	s_or_b32 exec_lo, exec_lo, s24
	v_mov_b32_e32 v81, v44
	s_and_saveexec_b32 s24, s6
	s_cbranch_execnz .LBB9_113
.LBB9_87:
	s_or_b32 exec_lo, exec_lo, s24
	v_mov_b32_e32 v82, v45
	s_and_saveexec_b32 s24, s7
	s_cbranch_execnz .LBB9_114
.LBB9_88:
	s_or_b32 exec_lo, exec_lo, s24
	v_mov_b32_e32 v83, v47
	s_and_saveexec_b32 s24, s8
	s_cbranch_execnz .LBB9_115
.LBB9_89:
	s_or_b32 exec_lo, exec_lo, s24
	v_mov_b32_e32 v84, v49
	s_and_saveexec_b32 s24, s9
	s_cbranch_execz .LBB9_91
.LBB9_90:
	global_load_b32 v84, v[29:30], off
	v_add_f32_e32 v15, v49, v49
	s_xor_b32 s20, s28, s23
	s_mov_b32 s62, s54
	s_xor_b32 s20, s20, s21
	s_mov_b32 s66, s58
	v_mul_f32_e32 v15, 0x3d4ccccd, v15
	s_mul_i32 s25, s20, 0xd2511f53
	s_mul_hi_u32 s20, s20, 0xd2511f53
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v15, v15, v84
	ds_load_b96 v[84:86], v16 offset:40960
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v87, null, v85, v85, 1.0
	v_sub_f32_e32 v84, v49, v84
	v_xor_b32_e32 v88, 0x80000000, v87
	v_rcp_f32_e32 v87, v87
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v89, v88, v87, 1.0
	v_fmac_f32_e32 v87, v89, v87
	v_div_scale_f32 v89, vcc_lo, 1.0, v85, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v90, v89, v87
	v_fma_f32 v91, v88, v90, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v90, v91, v87
	v_fmac_f32_e32 v89, v88, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v87, v89, v87, v90
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v84
	v_div_fixup_f32 v85, v87, v85, 1.0
	v_cndmask_b32_e32 v87, 0xc2d00000, v84, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v87
	v_cndmask_b32_e32 v87, 0x42b20000, v87, vcc_lo
	v_mul_f32_e32 v88, 0x3fb8aa3b, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v88, 0x4b400000, v88
	v_add_f32_e32 v89, 0xcb400000, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v90, 0xbf317200, v89
	v_mul_f32_e32 v89, 0x35bfbe8e, v89
	v_add_f32_e32 v87, v87, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v90, v87, v89
	v_mul_f32_e32 v91, v90, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v92, 0x3331bb4c, v91
	v_add_f32_e32 v92, 0xb5ddea0e, v92
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v92, v91, v92
	v_add_f32_e32 v92, 0x388ab355, v92
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v92, v91, v92
	v_add_f32_e32 v92, 0xbb360b61, v92
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v92, v91, v92
	v_add_f32_e32 v92, 0x3e2aaaab, v92
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v91, v91, v92
	v_sub_f32_e32 v91, v90, v91
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v90, v90, v91
	v_sub_f32_e32 v91, 2.0, v91
	v_div_scale_f32 v92, null, v91, v91, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v93, v92
	v_fma_f32 v94, -v92, v93, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v93, v94, v93
	v_div_scale_f32 v94, vcc_lo, v90, v91, v90
	v_mul_f32_e32 v95, v94, v93
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v96, -v92, v95, v94
	v_fmac_f32_e32 v95, v96, v93
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v92, -v92, v95, v94
	v_div_fmas_f32 v92, v92, v93, v95
	v_cmp_o_f32_e32 vcc_lo, v84, v84
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v90, v92, v91, v90
	v_sub_f32_e32 v89, v89, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v87, v87, v89
	v_add_nc_u32_e32 v89, 0xb4c00100, v88
	v_add_f32_e32 v87, 1.0, v87
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v89, 1, v89
	v_sub_nc_u32_e32 v88, v88, v89
	v_lshl_add_u32 v89, v89, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v88, v88, 23, 0x7f800000
	v_mul_f32_e32 v87, v87, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v87, v87, v88
	v_cndmask_b32_e32 v84, 0x7fc00000, v87, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v86, v59
	v_xor_b32_e32 v87, s20, v75
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v84, v85, v84
	v_mad_u64_u32 v[87:88], null, 0xcd9e8d57, v87, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v15, v84
	v_cndmask_b32_e64 v84, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v15, v84, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, s36, v15
	v_sub_f32_e32 v84, v49, v15
	v_xor_b32_e32 v15, s22, v60
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[85:86], null, 0xd2511f53, v15, 0
	v_xor_b32_e32 v15, v88, v76
	v_mad_u64_u32 v[88:89], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v86, s25, s71, v86
	v_mad_u64_u32 v[90:91], null, 0xcd9e8d57, v86, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v15, v91, s72, v87
	v_xor3_b32 v87, s73, v89, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[85:86], null, 0xd2511f53, v15, 0
	v_mad_u64_u32 v[91:92], null, 0xcd9e8d57, v87, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v88, v86, s75, v88
	v_xor3_b32 v15, s74, v92, v90
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[88:89], null, 0xcd9e8d57, v88, 0
	v_mad_u64_u32 v[86:87], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v89, s76, v91
	v_xor3_b32 v85, s77, v87, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[89:90], null, 0xd2511f53, v15, 0
	v_mad_u64_u32 v[91:92], null, 0xcd9e8d57, v85, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v87, v90, s79, v86
	v_xor3_b32 v15, s78, v92, v88
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[87:88], null, 0xcd9e8d57, v87, 0
	v_mad_u64_u32 v[85:86], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v88, s80, v91
	v_xor3_b32 v86, s81, v86, v89
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[88:89], null, 0xd2511f53, v15, 0
	v_mad_u64_u32 v[90:91], null, 0xcd9e8d57, v86, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v15, s82, v91, v87
	v_xor3_b32 v87, v89, s83, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[85:86], null, 0xd2511f53, v15, 0
	v_mad_u64_u32 v[91:92], null, 0xcd9e8d57, v87, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v86, v86, v88, s85
	v_xor3_b32 v15, v90, v92, s84
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v85, v85, v91, s2
	v_cndmask_b32_e64 v15, v86, v15, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v85, 9, v85
	v_lshrrev_b32_e32 v15, 9, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v85, v85
	v_cvt_f32_u32_e32 v15, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, 0.5, v15
	v_mul_f32_e32 v15, 0x34000000, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v15, 0x4afb0d, v15
	v_lshrrev_b32_e32 v86, 23, v15
	v_and_b32_e32 v15, 0x7fffff, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v86, 0xffffff81, v86
	v_add_nc_u32_e32 v15, 0x3f3504f3, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_i32_e32 v86, v86
	v_add_f32_e32 v15, -1.0, v15
	v_add_f32_e32 v85, 0.5, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v87, 2.0, v15
	v_div_scale_f32 v88, null, v87, v87, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v89, v88
	v_fma_f32 v90, -v88, v89, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v89, v90, v89
	v_div_scale_f32 v90, vcc_lo, v15, v87, v15
	v_mul_f32_e32 v91, v90, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v92, -v88, v91, v90
	v_fmac_f32_e32 v91, v92, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v88, -v88, v91, v90
	v_div_fmas_f32 v88, v88, v89, v91
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v87, v88, v87, v15
	v_mul_f32_e32 v88, v87, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v89, v88, v88
	v_mul_f32_e32 v90, 0x3e789e26, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v90, 0x3eccce13, v90
	v_dual_mul_f32 v90, v89, v90 :: v_dual_mul_f32 v89, 0x3e91e9ee, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v89, 0x3f2aaaaa, v89
	v_dual_mul_f32 v88, v88, v89 :: v_dual_mul_f32 v89, 0.5, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v88, v88, v90 :: v_dual_mul_f32 v89, v15, v89
	v_add_f32_e32 v88, v89, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v87, v87, v88 :: v_dual_mul_f32 v88, 0x3717f7d1, v86
	v_dual_mul_f32 v86, 0x3f317180, v86 :: v_dual_add_f32 v87, v88, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v87, v87, v89
	v_add_f32_e32 v15, v15, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v86, v15
	v_mul_f32_e32 v15, -2.0, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v15
	v_mul_f32_e32 v86, 0x4f800000, v15
	v_cndmask_b32_e32 v15, v15, v86, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v86, v15
	v_add_nc_u32_e32 v87, -1, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v88, -v87, v86, v15
	v_cmp_ge_f32_e64 s20, 0, v88
	v_add_nc_u32_e32 v88, 1, v86
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v87, v86, v87, s20
	v_fma_f32 v86, -v88, v86, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s20, 0, v86
	v_cndmask_b32_e64 v86, v87, v88, s20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v87, 0x37800000, v86
	v_dual_mul_f32 v85, 0x34000000, v85 :: v_dual_cndmask_b32 v86, v86, v87
	v_cmp_class_f32_e64 vcc_lo, v15, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v94, v86, v15, vcc_lo
	v_cvt_f64_f32_e32 v[85:86], v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[85:86], v[85:86], 4.0
	v_add_f64 v[87:88], 0x43380000, v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], 0xc3380000, v[87:88]
	v_and_b32_e32 v15, 1, v87
	v_cmp_eq_u64_e32 vcc_lo, 0, v[15:16]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], -v[88:89]
	v_mul_f64 v[85:86], v[85:86], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[88:89], v[85:86], v[85:86]
	v_mul_f64 v[90:91], v[88:89], s[52:53]
	v_mul_f64 v[92:93], v[85:86], v[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], v[90:91], s[54:55]
	v_mul_f64 v[90:91], v[88:89], v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], v[90:91], s[56:57]
	v_mul_f64 v[90:91], v[88:89], v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], v[90:91], s[58:59]
	v_mul_f64 v[90:91], v[92:93], v[90:91]
	v_mul_f64 v[92:93], v[88:89], v[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], v[90:91]
	v_mul_f64 v[90:91], v[88:89], s[60:61]
	v_add_f64 v[90:91], v[90:91], s[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[90:91], v[88:89], v[90:91]
	v_add_f64 v[90:91], v[90:91], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[90:91], v[88:89], v[90:91]
	v_mul_f64 v[88:89], v[88:89], -0.5
	v_add_f64 v[90:91], v[90:91], s[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[88:89], v[88:89], 1.0
	v_mul_f64 v[90:91], v[92:93], v[90:91]
	v_xor_b32_e32 v92, 0x80000000, v86
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], v[88:89], v[90:91]
	v_dual_mov_b32 v91, v16 :: v_dual_and_b32 v90, 2, v87
	v_cmp_eq_u64_e64 s20, 0, v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v15, v92, v86, s20
	v_cndmask_b32_e64 v86, v86, v92, s20
	v_xor_b32_e32 v93, 0x80000000, v89
	v_cndmask_b32_e64 v87, v93, v89, s20
	v_cndmask_b32_e32 v89, v88, v85, vcc_lo
	v_cndmask_b32_e32 v85, v85, v88, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v15, v87, v15, vcc_lo
	v_cndmask_b32_e32 v86, v86, v87, vcc_lo
	v_cndmask_b32_e64 v85, v89, v85, s19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v86, v15, v86, s19
	v_cvt_f32_f64_e32 v15, v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v94, v15
	v_mul_f32_e32 v15, v33, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v15, v84
	v_and_b32_e32 v84, 0x7fffffff, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v84
	v_cndmask_b32_e32 v84, 0x7fc00000, v15, vcc_lo
.LBB9_91:
	s_or_b32 exec_lo, exec_lo, s24
	v_mov_b32_e32 v15, v50
	s_and_saveexec_b32 s20, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s24, exec_lo, s20
	s_cbranch_execz .LBB9_93
	global_load_b32 v85, v[31:32], off
	v_add_f32_e32 v15, v50, v50
	s_xor_b32 s20, s28, s23
	s_mov_b32 s62, s54
	s_xor_b32 s20, s20, s21
	s_mov_b32 s66, s58
	v_mul_f32_e32 v15, 0x3d4ccccd, v15
	s_mul_i32 s21, s20, 0xd2511f53
	s_mul_hi_u32 s20, s20, 0xd2511f53
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v15, v15, v85
	ds_load_b96 v[85:87], v16 offset:40960
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v88, null, v86, v86, 1.0
	v_sub_f32_e32 v85, v50, v85
	v_xor_b32_e32 v89, 0x80000000, v88
	v_rcp_f32_e32 v88, v88
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v90, v89, v88, 1.0
	v_fmac_f32_e32 v88, v90, v88
	v_div_scale_f32 v90, vcc_lo, 1.0, v86, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v91, v90, v88
	v_fma_f32 v92, v89, v91, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v91, v92, v88
	v_fmac_f32_e32 v90, v89, v91
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v88, v90, v88, v91
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v85
	v_div_fixup_f32 v86, v88, v86, 1.0
	v_cndmask_b32_e32 v88, 0xc2d00000, v85, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v88
	v_cndmask_b32_e32 v88, 0x42b20000, v88, vcc_lo
	v_mul_f32_e32 v89, 0x3fb8aa3b, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v89, 0x4b400000, v89
	v_add_f32_e32 v90, 0xcb400000, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v91, 0xbf317200, v90
	v_mul_f32_e32 v90, 0x35bfbe8e, v90
	v_add_f32_e32 v88, v88, v91
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v91, v88, v90
	v_mul_f32_e32 v92, v91, v91
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v93, 0x3331bb4c, v92
	v_add_f32_e32 v93, 0xb5ddea0e, v93
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v93, v92, v93
	v_add_f32_e32 v93, 0x388ab355, v93
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v93, v92, v93
	v_add_f32_e32 v93, 0xbb360b61, v93
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v93, v92, v93
	v_add_f32_e32 v93, 0x3e2aaaab, v93
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v92, v92, v93
	v_sub_f32_e32 v92, v91, v92
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v91, v91, v92
	v_sub_f32_e32 v92, 2.0, v92
	v_div_scale_f32 v93, null, v92, v92, v91
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v94, v93
	v_fma_f32 v95, -v93, v94, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v94, v95, v94
	v_div_scale_f32 v95, vcc_lo, v91, v92, v91
	v_mul_f32_e32 v96, v95, v94
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v97, -v93, v96, v95
	v_fmac_f32_e32 v96, v97, v94
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v93, -v93, v96, v95
	v_div_fmas_f32 v93, v93, v94, v96
	v_cmp_o_f32_e32 vcc_lo, v85, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v91, v93, v92, v91
	v_sub_f32_e32 v90, v90, v91
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v88, v88, v90
	v_add_nc_u32_e32 v90, 0xb4c00100, v89
	v_add_f32_e32 v88, 1.0, v88
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v90, 1, v90
	v_sub_nc_u32_e32 v89, v89, v90
	v_lshl_add_u32 v90, v90, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v89, v89, 23, 0x7f800000
	v_mul_f32_e32 v88, v88, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v88, v88, v89
	v_cndmask_b32_e32 v85, 0x7fc00000, v88, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v87, v61
	v_xor_b32_e32 v88, s20, v77
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v85, v86, v85
	v_mad_u64_u32 v[88:89], null, 0xcd9e8d57, v88, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v15, v85
	v_cndmask_b32_e64 v85, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v15, v85, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, s36, v15
	v_sub_f32_e32 v85, v50, v15
	v_xor_b32_e32 v15, s22, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[86:87], null, 0xd2511f53, v15, 0
	v_xor_b32_e32 v15, v89, v78
	v_mad_u64_u32 v[89:90], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v87, s21, s71, v87
	v_mad_u64_u32 v[91:92], null, 0xcd9e8d57, v87, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v15, v92, s72, v88
	v_xor3_b32 v88, s73, v90, v86
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[86:87], null, 0xd2511f53, v15, 0
	v_mad_u64_u32 v[92:93], null, 0xcd9e8d57, v88, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v89, v87, s75, v89
	v_xor3_b32 v15, s74, v93, v91
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[89:90], null, 0xcd9e8d57, v89, 0
	v_mad_u64_u32 v[87:88], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v90, s76, v92
	v_xor3_b32 v86, s77, v88, v86
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[90:91], null, 0xd2511f53, v15, 0
	v_mad_u64_u32 v[92:93], null, 0xcd9e8d57, v86, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v88, v91, s79, v87
	v_xor3_b32 v15, s78, v93, v89
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[88:89], null, 0xcd9e8d57, v88, 0
	v_mad_u64_u32 v[86:87], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v89, s80, v92
	v_xor3_b32 v87, s81, v87, v90
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[89:90], null, 0xd2511f53, v15, 0
	v_mad_u64_u32 v[91:92], null, 0xcd9e8d57, v87, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v15, s82, v92, v88
	v_xor3_b32 v88, v90, s83, v86
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[86:87], null, 0xd2511f53, v15, 0
	v_mad_u64_u32 v[92:93], null, 0xcd9e8d57, v88, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v87, v87, v89, s85
	v_xor3_b32 v15, v91, v93, s84
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v86, v86, v92, s2
	v_cndmask_b32_e64 v15, v87, v15, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v86, 9, v86
	v_lshrrev_b32_e32 v15, 9, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v86, v86
	v_cvt_f32_u32_e32 v15, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v86, 0.5, v86 :: v_dual_add_f32 v15, 0.5, v15
	v_dual_mul_f32 v86, 0x34000000, v86 :: v_dual_mul_f32 v15, 0x34000000, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v15, 0x4afb0d, v15
	v_lshrrev_b32_e32 v87, 23, v15
	v_and_b32_e32 v15, 0x7fffff, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v15, 0x3f3504f3, v15
	v_add_f32_e32 v15, -1.0, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v88, 2.0, v15
	v_div_scale_f32 v89, null, v88, v88, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v90, v89
	v_fma_f32 v91, -v89, v90, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v90, v91, v90
	v_div_scale_f32 v91, vcc_lo, v15, v88, v15
	v_mul_f32_e32 v92, v91, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v93, -v89, v92, v91
	v_fmac_f32_e32 v92, v93, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v89, -v89, v92, v91
	v_div_fmas_f32 v89, v89, v90, v92
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v88, v89, v88, v15
	v_mul_f32_e32 v89, v88, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v90, v89, v89
	v_mul_f32_e32 v91, 0x3e789e26, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v91, 0x3eccce13, v91
	v_dual_mul_f32 v91, v90, v91 :: v_dual_mul_f32 v90, 0x3e91e9ee, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v90, 0x3f2aaaaa, v90
	v_dual_mul_f32 v89, v89, v90 :: v_dual_mul_f32 v90, 0.5, v15
	v_add_nc_u32_e32 v87, 0xffffff81, v87
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_add_f32 v89, v89, v91 :: v_dual_mul_f32 v90, v15, v90
	v_cvt_f32_i32_e32 v87, v87
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v89, v90, v89
	v_dual_mul_f32 v88, v88, v89 :: v_dual_mul_f32 v89, 0x3717f7d1, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v87, 0x3f317180, v87 :: v_dual_add_f32 v88, v89, v88
	v_sub_f32_e32 v88, v88, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v15, v88
	v_add_f32_e32 v15, v87, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, -2.0, v15
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v15
	v_mul_f32_e32 v87, 0x4f800000, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v15, v15, v87, vcc_lo
	v_sqrt_f32_e32 v87, v15
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v88, -1, v87
	v_fma_f32 v89, -v88, v87, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s20, 0, v89
	v_add_nc_u32_e32 v89, 1, v87
	v_cndmask_b32_e64 v88, v87, v88, s20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v87, -v89, v87, v15
	v_cmp_lt_f32_e64 s20, 0, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v87, v88, v89, s20
	v_mul_f32_e32 v88, 0x37800000, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v87, v87, v88, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v15, 0x260
	v_cndmask_b32_e32 v95, v87, v15, vcc_lo
	v_cvt_f64_f32_e32 v[86:87], v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[86:87], v[86:87], 4.0
	v_add_f64 v[88:89], 0x43380000, v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], 0xc3380000, v[88:89]
	v_and_b32_e32 v15, 1, v88
	v_cmp_eq_u64_e32 vcc_lo, 0, v[15:16]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], -v[89:90]
	v_mul_f64 v[86:87], v[86:87], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[89:90], v[86:87], v[86:87]
	v_mul_f64 v[91:92], v[89:90], s[52:53]
	v_mul_f64 v[93:94], v[86:87], v[89:90]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[91:92], v[91:92], s[54:55]
	v_mul_f64 v[91:92], v[89:90], v[91:92]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[91:92], v[91:92], s[56:57]
	v_mul_f64 v[91:92], v[89:90], v[91:92]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[91:92], v[91:92], s[58:59]
	v_mul_f64 v[91:92], v[93:94], v[91:92]
	v_mul_f64 v[93:94], v[89:90], v[89:90]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], v[91:92]
	v_mul_f64 v[91:92], v[89:90], s[60:61]
	v_add_f64 v[91:92], v[91:92], s[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[91:92], v[89:90], v[91:92]
	v_add_f64 v[91:92], v[91:92], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[91:92], v[89:90], v[91:92]
	v_mul_f64 v[89:90], v[89:90], -0.5
	v_add_f64 v[91:92], v[91:92], s[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[89:90], v[89:90], 1.0
	v_mul_f64 v[91:92], v[93:94], v[91:92]
	v_xor_b32_e32 v93, 0x80000000, v87
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], v[89:90], v[91:92]
	v_dual_mov_b32 v92, v16 :: v_dual_and_b32 v91, 2, v88
	v_cmp_eq_u64_e64 s20, 0, v[91:92]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v15, v93, v87, s20
	v_cndmask_b32_e64 v87, v87, v93, s20
	v_xor_b32_e32 v94, 0x80000000, v90
	v_cndmask_b32_e64 v88, v94, v90, s20
	v_cndmask_b32_e32 v90, v89, v86, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v86, v86, v89 :: v_dual_cndmask_b32 v15, v88, v15
	v_cndmask_b32_e32 v87, v87, v88, vcc_lo
	v_cndmask_b32_e64 v86, v90, v86, s19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v87, v15, v87, s19
	v_cvt_f32_f64_e32 v15, v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v95, v15
	v_mul_f32_e32 v15, v33, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v15, v85
	v_and_b32_e32 v33, 0x7fffffff, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v33
	v_cndmask_b32_e32 v15, 0x7fc00000, v15, vcc_lo
.LBB9_93:
	s_or_b32 exec_lo, exec_lo, s24
	s_branch .LBB9_20
.LBB9_94:
	ds_load_b32 v33, v16 offset:40960
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v33, v38, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v33
	v_cndmask_b32_e32 v34, 0xc2d00000, v33, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v82, 0x3fb8aa3b, v34
	v_add_f32_e32 v82, 0x4b400000, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v83, 0xcb400000, v82
	v_mul_f32_e32 v84, 0xbf317200, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v34, v34, v84 :: v_dual_mul_f32 v83, 0x35bfbe8e, v83
	v_sub_f32_e32 v84, v34, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, v84, v84
	v_mul_f32_e32 v86, 0x3331bb4c, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0xb5ddea0e, v86
	v_mul_f32_e32 v86, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0x388ab355, v86
	v_mul_f32_e32 v86, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0xbb360b61, v86
	v_mul_f32_e32 v86, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0x3e2aaaab, v86
	v_mul_f32_e32 v85, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v85, v84, v85
	v_mul_f32_e32 v84, v84, v85
	v_sub_f32_e32 v85, 2.0, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v86, null, v85, v85, v84
	v_div_scale_f32 v89, vcc_lo, v84, v85, v84
	v_rcp_f32_e32 v87, v86
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v88, -v86, v87, 1.0
	v_fmac_f32_e32 v87, v88, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v88, v89, v87
	v_fma_f32 v90, -v86, v88, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v88, v90, v87
	v_fma_f32 v86, -v86, v88, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v86, v86, v87, v88
	v_cmp_o_f32_e32 vcc_lo, v33, v33
	v_div_fixup_f32 v84, v86, v85, v84
	v_add_nc_u32_e32 v85, 0xb4c00100, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v83, v83, v84
	v_lshrrev_b32_e32 v84, 1, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v34, v34, v83
	v_sub_nc_u32_e32 v82, v82, v84
	v_lshl_add_u32 v83, v84, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v34, 1.0, v34
	v_lshl_add_u32 v82, v82, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v34, v34, v83
	v_mul_f32_e32 v34, v34, v82
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v33, 0x7fc00000, v34, vcc_lo
	ds_store_b32 v35, v33
	s_or_b32 exec_lo, exec_lo, s23
	s_and_saveexec_b32 s23, s4
	s_cbranch_execz .LBB9_67
.LBB9_95:
	ds_load_b32 v33, v16 offset:40960
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v33, v40, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v33
	v_cndmask_b32_e32 v34, 0xc2d00000, v33, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v82, 0x3fb8aa3b, v34
	v_add_f32_e32 v82, 0x4b400000, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v83, 0xcb400000, v82
	v_mul_f32_e32 v84, 0xbf317200, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v34, v34, v84 :: v_dual_mul_f32 v83, 0x35bfbe8e, v83
	v_sub_f32_e32 v84, v34, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, v84, v84
	v_mul_f32_e32 v86, 0x3331bb4c, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0xb5ddea0e, v86
	v_mul_f32_e32 v86, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0x388ab355, v86
	v_mul_f32_e32 v86, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0xbb360b61, v86
	v_mul_f32_e32 v86, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0x3e2aaaab, v86
	v_mul_f32_e32 v85, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v85, v84, v85
	v_mul_f32_e32 v84, v84, v85
	v_sub_f32_e32 v85, 2.0, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v86, null, v85, v85, v84
	v_div_scale_f32 v89, vcc_lo, v84, v85, v84
	v_rcp_f32_e32 v87, v86
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v88, -v86, v87, 1.0
	v_fmac_f32_e32 v87, v88, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v88, v89, v87
	v_fma_f32 v90, -v86, v88, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v88, v90, v87
	v_fma_f32 v86, -v86, v88, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v86, v86, v87, v88
	v_cmp_o_f32_e32 vcc_lo, v33, v33
	v_div_fixup_f32 v84, v86, v85, v84
	v_add_nc_u32_e32 v85, 0xb4c00100, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v83, v83, v84
	v_lshrrev_b32_e32 v84, 1, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v34, v34, v83
	v_sub_nc_u32_e32 v82, v82, v84
	v_lshl_add_u32 v83, v84, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v34, 1.0, v34
	v_lshl_add_u32 v82, v82, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v34, v34, v83
	v_mul_f32_e32 v34, v34, v82
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v33, 0x7fc00000, v34, vcc_lo
	ds_store_b32 v35, v33 offset:4096
	s_or_b32 exec_lo, exec_lo, s23
	s_and_saveexec_b32 s23, s5
	s_cbranch_execz .LBB9_68
.LBB9_96:
	ds_load_b32 v33, v16 offset:40960
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v33, v42, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v33
	v_cndmask_b32_e32 v34, 0xc2d00000, v33, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v82, 0x3fb8aa3b, v34
	v_add_f32_e32 v82, 0x4b400000, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v83, 0xcb400000, v82
	v_mul_f32_e32 v84, 0xbf317200, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v34, v34, v84 :: v_dual_mul_f32 v83, 0x35bfbe8e, v83
	v_sub_f32_e32 v84, v34, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, v84, v84
	v_mul_f32_e32 v86, 0x3331bb4c, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0xb5ddea0e, v86
	v_mul_f32_e32 v86, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0x388ab355, v86
	v_mul_f32_e32 v86, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0xbb360b61, v86
	v_mul_f32_e32 v86, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0x3e2aaaab, v86
	v_mul_f32_e32 v85, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v85, v84, v85
	v_mul_f32_e32 v84, v84, v85
	v_sub_f32_e32 v85, 2.0, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v86, null, v85, v85, v84
	v_div_scale_f32 v89, vcc_lo, v84, v85, v84
	v_rcp_f32_e32 v87, v86
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v88, -v86, v87, 1.0
	v_fmac_f32_e32 v87, v88, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v88, v89, v87
	v_fma_f32 v90, -v86, v88, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v88, v90, v87
	v_fma_f32 v86, -v86, v88, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v86, v86, v87, v88
	v_cmp_o_f32_e32 vcc_lo, v33, v33
	v_div_fixup_f32 v84, v86, v85, v84
	v_add_nc_u32_e32 v85, 0xb4c00100, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v83, v83, v84
	v_lshrrev_b32_e32 v84, 1, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v34, v34, v83
	v_sub_nc_u32_e32 v82, v82, v84
	v_lshl_add_u32 v83, v84, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v34, 1.0, v34
	v_lshl_add_u32 v82, v82, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v34, v34, v83
	v_mul_f32_e32 v34, v34, v82
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v33, 0x7fc00000, v34, vcc_lo
	ds_store_b32 v35, v33 offset:8192
	s_or_b32 exec_lo, exec_lo, s23
	s_and_saveexec_b32 s23, s6
	s_cbranch_execz .LBB9_69
.LBB9_97:
	ds_load_b32 v33, v16 offset:40960
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v33, v44, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v33
	v_cndmask_b32_e32 v34, 0xc2d00000, v33, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v82, 0x3fb8aa3b, v34
	v_add_f32_e32 v82, 0x4b400000, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v83, 0xcb400000, v82
	v_mul_f32_e32 v84, 0xbf317200, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v34, v34, v84 :: v_dual_mul_f32 v83, 0x35bfbe8e, v83
	v_sub_f32_e32 v84, v34, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, v84, v84
	v_mul_f32_e32 v86, 0x3331bb4c, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0xb5ddea0e, v86
	v_mul_f32_e32 v86, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0x388ab355, v86
	v_mul_f32_e32 v86, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0xbb360b61, v86
	v_mul_f32_e32 v86, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0x3e2aaaab, v86
	v_mul_f32_e32 v85, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v85, v84, v85
	v_mul_f32_e32 v84, v84, v85
	v_sub_f32_e32 v85, 2.0, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v86, null, v85, v85, v84
	v_div_scale_f32 v89, vcc_lo, v84, v85, v84
	v_rcp_f32_e32 v87, v86
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v88, -v86, v87, 1.0
	v_fmac_f32_e32 v87, v88, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v88, v89, v87
	v_fma_f32 v90, -v86, v88, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v88, v90, v87
	v_fma_f32 v86, -v86, v88, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v86, v86, v87, v88
	v_cmp_o_f32_e32 vcc_lo, v33, v33
	v_div_fixup_f32 v84, v86, v85, v84
	v_add_nc_u32_e32 v85, 0xb4c00100, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v83, v83, v84
	v_lshrrev_b32_e32 v84, 1, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v34, v34, v83
	v_sub_nc_u32_e32 v82, v82, v84
	v_lshl_add_u32 v83, v84, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v34, 1.0, v34
	v_lshl_add_u32 v82, v82, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v34, v34, v83
	v_mul_f32_e32 v34, v34, v82
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v33, 0x7fc00000, v34, vcc_lo
	ds_store_b32 v35, v33 offset:12288
	s_or_b32 exec_lo, exec_lo, s23
	s_and_saveexec_b32 s23, s7
	s_cbranch_execz .LBB9_70
.LBB9_98:
	ds_load_b32 v33, v16 offset:40960
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v33, v45, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v33
	v_cndmask_b32_e32 v34, 0xc2d00000, v33, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v82, 0x3fb8aa3b, v34
	v_add_f32_e32 v82, 0x4b400000, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v83, 0xcb400000, v82
	v_mul_f32_e32 v84, 0xbf317200, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v34, v34, v84 :: v_dual_mul_f32 v83, 0x35bfbe8e, v83
	v_sub_f32_e32 v84, v34, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, v84, v84
	v_mul_f32_e32 v86, 0x3331bb4c, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0xb5ddea0e, v86
	v_mul_f32_e32 v86, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0x388ab355, v86
	v_mul_f32_e32 v86, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0xbb360b61, v86
	v_mul_f32_e32 v86, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0x3e2aaaab, v86
	v_mul_f32_e32 v85, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v85, v84, v85
	v_mul_f32_e32 v84, v84, v85
	v_sub_f32_e32 v85, 2.0, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v86, null, v85, v85, v84
	v_div_scale_f32 v89, vcc_lo, v84, v85, v84
	v_rcp_f32_e32 v87, v86
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v88, -v86, v87, 1.0
	v_fmac_f32_e32 v87, v88, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v88, v89, v87
	v_fma_f32 v90, -v86, v88, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v88, v90, v87
	v_fma_f32 v86, -v86, v88, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v86, v86, v87, v88
	v_cmp_o_f32_e32 vcc_lo, v33, v33
	v_div_fixup_f32 v84, v86, v85, v84
	v_add_nc_u32_e32 v85, 0xb4c00100, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v83, v83, v84
	v_lshrrev_b32_e32 v84, 1, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v34, v34, v83
	v_sub_nc_u32_e32 v82, v82, v84
	v_lshl_add_u32 v83, v84, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v34, 1.0, v34
	v_lshl_add_u32 v82, v82, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v34, v34, v83
	v_mul_f32_e32 v34, v34, v82
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v33, 0x7fc00000, v34, vcc_lo
	ds_store_b32 v35, v33 offset:16384
	s_or_b32 exec_lo, exec_lo, s23
	s_and_saveexec_b32 s23, s8
	s_cbranch_execz .LBB9_71
.LBB9_99:
	ds_load_b32 v33, v16 offset:40960
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v33, v47, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v33
	v_cndmask_b32_e32 v34, 0xc2d00000, v33, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v82, 0x3fb8aa3b, v34
	v_add_f32_e32 v82, 0x4b400000, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v83, 0xcb400000, v82
	v_mul_f32_e32 v84, 0xbf317200, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v34, v34, v84 :: v_dual_mul_f32 v83, 0x35bfbe8e, v83
	v_sub_f32_e32 v84, v34, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, v84, v84
	v_mul_f32_e32 v86, 0x3331bb4c, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0xb5ddea0e, v86
	v_mul_f32_e32 v86, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0x388ab355, v86
	v_mul_f32_e32 v86, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0xbb360b61, v86
	v_mul_f32_e32 v86, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0x3e2aaaab, v86
	v_mul_f32_e32 v85, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v85, v84, v85
	v_mul_f32_e32 v84, v84, v85
	v_sub_f32_e32 v85, 2.0, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v86, null, v85, v85, v84
	v_div_scale_f32 v89, vcc_lo, v84, v85, v84
	v_rcp_f32_e32 v87, v86
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v88, -v86, v87, 1.0
	v_fmac_f32_e32 v87, v88, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v88, v89, v87
	v_fma_f32 v90, -v86, v88, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v88, v90, v87
	v_fma_f32 v86, -v86, v88, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v86, v86, v87, v88
	v_cmp_o_f32_e32 vcc_lo, v33, v33
	v_div_fixup_f32 v84, v86, v85, v84
	v_add_nc_u32_e32 v85, 0xb4c00100, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v83, v83, v84
	v_lshrrev_b32_e32 v84, 1, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v34, v34, v83
	v_sub_nc_u32_e32 v82, v82, v84
	v_lshl_add_u32 v83, v84, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v34, 1.0, v34
	v_lshl_add_u32 v82, v82, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v34, v34, v83
	v_mul_f32_e32 v34, v34, v82
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v33, 0x7fc00000, v34, vcc_lo
	ds_store_b32 v35, v33 offset:20480
	s_or_b32 exec_lo, exec_lo, s23
	s_and_saveexec_b32 s23, s9
	s_cbranch_execz .LBB9_72
.LBB9_100:
	ds_load_b32 v33, v16 offset:40960
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v33, v49, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v33
	v_cndmask_b32_e32 v34, 0xc2d00000, v33, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v82, 0x3fb8aa3b, v34
	v_add_f32_e32 v82, 0x4b400000, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v83, 0xcb400000, v82
	v_mul_f32_e32 v84, 0xbf317200, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v34, v34, v84 :: v_dual_mul_f32 v83, 0x35bfbe8e, v83
	v_sub_f32_e32 v84, v34, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, v84, v84
	v_mul_f32_e32 v86, 0x3331bb4c, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0xb5ddea0e, v86
	v_mul_f32_e32 v86, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0x388ab355, v86
	v_mul_f32_e32 v86, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0xbb360b61, v86
	v_mul_f32_e32 v86, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0x3e2aaaab, v86
	v_mul_f32_e32 v85, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v85, v84, v85
	v_mul_f32_e32 v84, v84, v85
	v_sub_f32_e32 v85, 2.0, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v86, null, v85, v85, v84
	v_div_scale_f32 v89, vcc_lo, v84, v85, v84
	v_rcp_f32_e32 v87, v86
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v88, -v86, v87, 1.0
	v_fmac_f32_e32 v87, v88, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v88, v89, v87
	v_fma_f32 v90, -v86, v88, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v88, v90, v87
	v_fma_f32 v86, -v86, v88, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v86, v86, v87, v88
	v_cmp_o_f32_e32 vcc_lo, v33, v33
	v_div_fixup_f32 v84, v86, v85, v84
	v_add_nc_u32_e32 v85, 0xb4c00100, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v83, v83, v84
	v_lshrrev_b32_e32 v84, 1, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v34, v34, v83
	v_sub_nc_u32_e32 v82, v82, v84
	v_lshl_add_u32 v83, v84, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v34, 1.0, v34
	v_lshl_add_u32 v82, v82, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v34, v34, v83
	v_mul_f32_e32 v34, v34, v82
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v33, 0x7fc00000, v34, vcc_lo
	ds_store_b32 v35, v33 offset:24576
	s_or_b32 exec_lo, exec_lo, s23
	s_and_saveexec_b32 s23, s10
	s_cbranch_execnz .LBB9_73
	s_branch .LBB9_74
.LBB9_101:
	s_cbranch_execz .LBB9_20
	s_and_saveexec_b32 s21, s3
	s_cbranch_execnz .LBB9_116
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s4
	s_cbranch_execnz .LBB9_117
.LBB9_104:
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s5
	s_cbranch_execnz .LBB9_118
.LBB9_105:
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s6
	s_cbranch_execnz .LBB9_119
.LBB9_106:
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s7
	s_cbranch_execnz .LBB9_120
.LBB9_107:
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s8
	s_cbranch_execnz .LBB9_121
.LBB9_108:
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s9
	s_cbranch_execnz .LBB9_122
.LBB9_109:
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s20, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s21, exec_lo, s20
	s_cbranch_execz .LBB9_19
	s_branch .LBB9_123
.LBB9_110:
	global_load_b32 v34, v[17:18], off
	ds_load_b96 v[79:81], v16 offset:40960
	s_xor_b32 s20, s28, s23
	s_mov_b32 s62, s54
	s_xor_b32 s20, s20, s21
	s_mov_b32 s66, s58
	s_mul_i32 s25, s20, 0xd2511f53
	s_mul_hi_u32 s20, s20, 0xd2511f53
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v79, v38, v79
	v_add_f32_e32 v15, v38, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, 0x3d4ccccd, v15
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v15, v15, v34
	v_div_scale_f32 v34, null, v80, v80, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_xor_b32_e32 v82, 0x80000000, v34
	v_rcp_f32_e32 v34, v34
	v_fma_f32 v83, v82, v34, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v34, v83, v34
	v_div_scale_f32 v83, vcc_lo, 1.0, v80, 1.0
	v_mul_f32_e32 v84, v83, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v85, v82, v84, v83
	v_fmac_f32_e32 v84, v85, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v83, v82, v84
	v_div_fmas_f32 v34, v83, v34, v84
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v34, v34, v80, 1.0
	v_cndmask_b32_e32 v80, 0xc2d00000, v79, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v80
	v_cndmask_b32_e32 v80, 0x42b20000, v80, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v82, 0x3fb8aa3b, v80
	v_add_f32_e32 v82, 0x4b400000, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v83, 0xcb400000, v82
	v_mul_f32_e32 v84, 0xbf317200, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v80, v80, v84 :: v_dual_mul_f32 v83, 0x35bfbe8e, v83
	v_sub_f32_e32 v84, v80, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, v84, v84
	v_mul_f32_e32 v86, 0x3331bb4c, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0xb5ddea0e, v86
	v_mul_f32_e32 v86, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0x388ab355, v86
	v_mul_f32_e32 v86, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0xbb360b61, v86
	v_mul_f32_e32 v86, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0x3e2aaaab, v86
	v_mul_f32_e32 v85, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v85, v84, v85
	v_mul_f32_e32 v84, v84, v85
	v_sub_f32_e32 v85, 2.0, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v86, null, v85, v85, v84
	v_rcp_f32_e32 v87, v86
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v88, -v86, v87, 1.0
	v_fmac_f32_e32 v87, v88, v87
	v_div_scale_f32 v88, vcc_lo, v84, v85, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v89, v88, v87
	v_fma_f32 v90, -v86, v89, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v89, v90, v87
	v_fma_f32 v86, -v86, v89, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v86, v86, v87, v89
	v_cmp_o_f32_e32 vcc_lo, v79, v79
	v_div_fixup_f32 v84, v86, v85, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v83, v83, v84
	v_dual_sub_f32 v80, v80, v83 :: v_dual_add_nc_u32 v83, 0xb4c00100, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v80, 1.0, v80
	v_lshrrev_b32_e32 v83, 1, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v82, v82, v83
	v_lshl_add_u32 v83, v83, 23, 0xff800000
	v_lshl_add_u32 v82, v82, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v80, v80, v83
	v_mul_f32_e32 v80, v80, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v79, 0x7fc00000, v80, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v81, v53
	v_xor_b32_e32 v81, s20, v63
	v_mul_f32_e32 v34, v34, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[81:82], null, 0xcd9e8d57, v81, 0
	v_add_f32_e32 v15, v15, v34
	v_cndmask_b32_e64 v34, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v34, v15
	v_mul_f32_e32 v15, s36, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v34, v38, v15
	v_xor_b32_e32 v15, s22, v54
	v_mad_u64_u32 v[79:80], null, 0xd2511f53, v15, 0
	v_xor_b32_e32 v15, v82, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[82:83], null, 0xd2511f53, v15, 0
	v_xor3_b32 v80, s25, s71, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[84:85], null, 0xcd9e8d57, v80, 0
	v_xor3_b32 v15, v85, s72, v81
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v81, s73, v83, v79
	v_mad_u64_u32 v[79:80], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[85:86], null, 0xcd9e8d57, v81, 0
	v_xor3_b32 v82, v80, s75, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, s74, v86, v84
	v_mad_u64_u32 v[82:83], null, 0xcd9e8d57, v82, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[80:81], null, 0xd2511f53, v15, 0
	v_xor3_b32 v15, v83, s76, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v79, s77, v81, v79
	v_mad_u64_u32 v[83:84], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[85:86], null, 0xcd9e8d57, v79, 0
	v_xor3_b32 v81, v84, s79, v80
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, s78, v86, v82
	v_mad_u64_u32 v[81:82], null, 0xcd9e8d57, v81, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[79:80], null, 0xd2511f53, v15, 0
	v_xor3_b32 v15, v82, s80, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v80, s81, v80, v83
	v_mad_u64_u32 v[82:83], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[84:85], null, 0xcd9e8d57, v80, 0
	v_xor3_b32 v15, s82, v85, v81
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v81, v83, s83, v79
	v_mad_u64_u32 v[79:80], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[85:86], null, 0xcd9e8d57, v81, 0
	v_xor3_b32 v80, v80, v82, s85
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v15, v84, v86, s84
	v_cndmask_b32_e64 v79, v79, v85, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v15, v80, v15, s2
	v_lshrrev_b32_e32 v79, 9, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v15, 9, v15
	v_cvt_f32_u32_e32 v79, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v15, v15
	v_add_f32_e32 v15, 0.5, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, 0x34000000, v15
	v_add_nc_u32_e32 v15, 0x4afb0d, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v80, 23, v15
	v_and_b32_e32 v15, 0x7fffff, v15
	v_dual_add_f32 v79, 0.5, v79 :: v_dual_add_nc_u32 v80, 0xffffff81, v80
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v15, 0x3f3504f3, v15
	v_cvt_f32_i32_e32 v80, v80
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, -1.0, v15
	v_add_f32_e32 v81, 2.0, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v82, null, v81, v81, v15
	v_rcp_f32_e32 v83, v82
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v84, -v82, v83, 1.0
	v_fmac_f32_e32 v83, v84, v83
	v_div_scale_f32 v84, vcc_lo, v15, v81, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, v84, v83
	v_fma_f32 v86, -v82, v85, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v85, v86, v83
	v_fma_f32 v82, -v82, v85, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v82, v82, v83, v85
	v_div_fixup_f32 v81, v82, v81, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v82, v81, v81
	v_mul_f32_e32 v83, v82, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v84, 0x3e789e26, v83
	v_add_f32_e32 v84, 0x3eccce13, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v79, 0x34000000, v79 :: v_dual_mul_f32 v84, v83, v84
	v_mul_f32_e32 v83, 0x3e91e9ee, v83
	v_add_f32_e32 v83, 0x3f2aaaaa, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v82, v82, v83
	v_dual_mul_f32 v83, 0.5, v15 :: v_dual_add_f32 v82, v82, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v83, v15, v83
	v_add_f32_e32 v82, v83, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v81, v81, v82 :: v_dual_mul_f32 v82, 0x3717f7d1, v80
	v_dual_mul_f32 v80, 0x3f317180, v80 :: v_dual_add_f32 v81, v82, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v81, v81, v83
	v_add_f32_e32 v15, v15, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v80, v15
	v_mul_f32_e32 v15, -2.0, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v15
	v_mul_f32_e32 v80, 0x4f800000, v15
	v_cndmask_b32_e32 v15, v15, v80, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v80, v15
	v_add_nc_u32_e32 v81, -1, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v82, -v81, v80, v15
	v_cmp_ge_f32_e64 s20, 0, v82
	v_add_nc_u32_e32 v82, 1, v80
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v81, v80, v81, s20
	v_fma_f32 v80, -v82, v80, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s20, 0, v80
	v_cndmask_b32_e64 v80, v81, v82, s20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v81, 0x37800000, v80
	v_cndmask_b32_e32 v80, v80, v81, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v15, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v88, v80, v15, vcc_lo
	v_cvt_f64_f32_e32 v[79:80], v79
	v_mul_f64 v[79:80], v[79:80], 4.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], 0x43380000, v[79:80]
	v_add_f64 v[82:83], 0xc3380000, v[81:82]
	v_and_b32_e32 v15, 1, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[15:16]
	v_add_f64 v[79:80], v[79:80], -v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[79:80], s[50:51]
	v_mul_f64 v[82:83], v[79:80], v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[84:85], v[82:83], s[52:53]
	v_mul_f64 v[86:87], v[79:80], v[82:83]
	v_add_f64 v[84:85], v[84:85], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[84:85], v[82:83], v[84:85]
	v_add_f64 v[84:85], v[84:85], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[84:85], v[82:83], v[84:85]
	v_add_f64 v[84:85], v[84:85], s[58:59]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[84:85], v[86:87], v[84:85]
	v_mul_f64 v[86:87], v[82:83], v[82:83]
	v_add_f64 v[79:80], v[79:80], v[84:85]
	v_mul_f64 v[84:85], v[82:83], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[62:63]
	v_mul_f64 v[84:85], v[82:83], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[64:65]
	v_mul_f64 v[84:85], v[82:83], v[84:85]
	v_mul_f64 v[82:83], v[82:83], -0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[84:85], s[66:67]
	v_add_f64 v[82:83], v[82:83], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[84:85], v[86:87], v[84:85]
	v_xor_b32_e32 v86, 0x80000000, v80
	v_add_f64 v[82:83], v[82:83], v[84:85]
	v_dual_mov_b32 v85, v16 :: v_dual_and_b32 v84, 2, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s20, 0, v[84:85]
	v_cndmask_b32_e64 v15, v86, v80, s20
	v_cndmask_b32_e64 v80, v80, v86, s20
	v_xor_b32_e32 v87, 0x80000000, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v81, v87, v83, s20
	v_cndmask_b32_e32 v83, v82, v79, vcc_lo
	v_cndmask_b32_e32 v79, v79, v82, vcc_lo
	v_dual_cndmask_b32 v15, v81, v15 :: v_dual_cndmask_b32 v80, v80, v81
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v79, v83, v79, s19
	v_cndmask_b32_e64 v80, v15, v80, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v15, v[79:80]
	v_mul_f32_e32 v15, v88, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v33, v15
	v_add_f32_e32 v15, v15, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v34, 0x7fffffff, v15
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v34
	v_cndmask_b32_e32 v34, 0x7fc00000, v15, vcc_lo
	s_or_b32 exec_lo, exec_lo, s24
	v_mov_b32_e32 v79, v40
	s_and_saveexec_b32 s24, s4
	s_cbranch_execz .LBB9_85
.LBB9_111:
	global_load_b32 v79, v[19:20], off
	v_add_f32_e32 v15, v40, v40
	s_xor_b32 s20, s28, s23
	s_mov_b32 s62, s54
	s_xor_b32 s20, s20, s21
	s_mov_b32 s66, s58
	v_mul_f32_e32 v15, 0x3d4ccccd, v15
	s_mul_i32 s25, s20, 0xd2511f53
	s_mul_hi_u32 s20, s20, 0xd2511f53
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v15, v15, v79
	ds_load_b96 v[79:81], v16 offset:40960
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v82, null, v80, v80, 1.0
	v_sub_f32_e32 v79, v40, v79
	v_xor_b32_e32 v83, 0x80000000, v82
	v_rcp_f32_e32 v82, v82
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v84, v83, v82, 1.0
	v_fmac_f32_e32 v82, v84, v82
	v_div_scale_f32 v84, vcc_lo, 1.0, v80, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, v84, v82
	v_fma_f32 v86, v83, v85, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v85, v86, v82
	v_fmac_f32_e32 v84, v83, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v82, v84, v82, v85
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v79
	v_div_fixup_f32 v80, v82, v80, 1.0
	v_cndmask_b32_e32 v82, 0xc2d00000, v79, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v82
	v_cndmask_b32_e32 v82, 0x42b20000, v82, vcc_lo
	v_mul_f32_e32 v83, 0x3fb8aa3b, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v83, 0x4b400000, v83
	v_add_f32_e32 v84, 0xcb400000, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v85, 0xbf317200, v84
	v_mul_f32_e32 v84, 0x35bfbe8e, v84
	v_add_f32_e32 v82, v82, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v85, v82, v84
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
	v_rcp_f32_e32 v88, v87
	v_fma_f32 v89, -v87, v88, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v88, v89, v88
	v_div_scale_f32 v89, vcc_lo, v85, v86, v85
	v_mul_f32_e32 v90, v89, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v91, -v87, v90, v89
	v_fmac_f32_e32 v90, v91, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v87, -v87, v90, v89
	v_div_fmas_f32 v87, v87, v88, v90
	v_cmp_o_f32_e32 vcc_lo, v79, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v85, v87, v86, v85
	v_sub_f32_e32 v84, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v82, v82, v84
	v_add_nc_u32_e32 v84, 0xb4c00100, v83
	v_add_f32_e32 v82, 1.0, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v84, 1, v84
	v_sub_nc_u32_e32 v83, v83, v84
	v_lshl_add_u32 v84, v84, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v83, v83, 23, 0x7f800000
	v_mul_f32_e32 v82, v82, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v82, v82, v83
	v_cndmask_b32_e32 v79, 0x7fc00000, v82, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v81, v3
	v_xor_b32_e32 v82, s20, v65
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v79, v80, v79
	v_mad_u64_u32 v[82:83], null, 0xcd9e8d57, v82, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v15, v79
	v_cndmask_b32_e64 v79, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v15, v79, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, s36, v15
	v_sub_f32_e32 v79, v40, v15
	v_xor_b32_e32 v15, s22, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[80:81], null, 0xd2511f53, v15, 0
	v_xor_b32_e32 v15, v83, v66
	v_mad_u64_u32 v[83:84], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v81, s25, s71, v81
	v_mad_u64_u32 v[85:86], null, 0xcd9e8d57, v81, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v15, v86, s72, v82
	v_xor3_b32 v82, s73, v84, v80
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[80:81], null, 0xd2511f53, v15, 0
	v_mad_u64_u32 v[86:87], null, 0xcd9e8d57, v82, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v83, v81, s75, v83
	v_xor3_b32 v15, s74, v87, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[83:84], null, 0xcd9e8d57, v83, 0
	v_mad_u64_u32 v[81:82], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v84, s76, v86
	v_xor3_b32 v80, s77, v82, v80
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[84:85], null, 0xd2511f53, v15, 0
	v_mad_u64_u32 v[86:87], null, 0xcd9e8d57, v80, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v82, v85, s79, v81
	v_xor3_b32 v15, s78, v87, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[82:83], null, 0xcd9e8d57, v82, 0
	v_mad_u64_u32 v[80:81], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v83, s80, v86
	v_xor3_b32 v81, s81, v81, v84
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[83:84], null, 0xd2511f53, v15, 0
	v_mad_u64_u32 v[85:86], null, 0xcd9e8d57, v81, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v15, s82, v86, v82
	v_xor3_b32 v82, v84, s83, v80
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[80:81], null, 0xd2511f53, v15, 0
	v_mad_u64_u32 v[86:87], null, 0xcd9e8d57, v82, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v81, v81, v83, s85
	v_xor3_b32 v15, v85, v87, s84
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v80, v80, v86, s2
	v_cndmask_b32_e64 v15, v81, v15, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v80, 9, v80
	v_lshrrev_b32_e32 v15, 9, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v80, v80
	v_cvt_f32_u32_e32 v15, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v80, 0.5, v80 :: v_dual_add_f32 v15, 0.5, v15
	v_dual_mul_f32 v80, 0x34000000, v80 :: v_dual_mul_f32 v15, 0x34000000, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v15, 0x4afb0d, v15
	v_lshrrev_b32_e32 v81, 23, v15
	v_and_b32_e32 v15, 0x7fffff, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v81, 0xffffff81, v81
	v_add_nc_u32_e32 v15, 0x3f3504f3, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_i32_e32 v81, v81
	v_add_f32_e32 v15, -1.0, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v82, 2.0, v15
	v_div_scale_f32 v83, null, v82, v82, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v84, v83
	v_fma_f32 v85, -v83, v84, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v84, v85, v84
	v_div_scale_f32 v85, vcc_lo, v15, v82, v15
	v_mul_f32_e32 v86, v85, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v87, -v83, v86, v85
	v_fmac_f32_e32 v86, v87, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v83, -v83, v86, v85
	v_div_fmas_f32 v83, v83, v84, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v82, v83, v82, v15
	v_mul_f32_e32 v83, v82, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v84, v83, v83
	v_mul_f32_e32 v85, 0x3e789e26, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0x3eccce13, v85
	v_dual_mul_f32 v85, v84, v85 :: v_dual_mul_f32 v84, 0x3e91e9ee, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v84, 0x3f2aaaaa, v84
	v_dual_mul_f32 v83, v83, v84 :: v_dual_mul_f32 v84, 0.5, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v84, v15, v84
	v_add_f32_e32 v83, v83, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v83, v84, v83
	v_dual_mul_f32 v82, v82, v83 :: v_dual_mul_f32 v83, 0x3717f7d1, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v81, 0x3f317180, v81 :: v_dual_add_f32 v82, v83, v82
	v_sub_f32_e32 v82, v82, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v15, v82
	v_add_f32_e32 v15, v81, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, -2.0, v15
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v15
	v_mul_f32_e32 v81, 0x4f800000, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v15, v15, v81, vcc_lo
	v_sqrt_f32_e32 v81, v15
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v82, -1, v81
	v_fma_f32 v83, -v82, v81, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s20, 0, v83
	v_add_nc_u32_e32 v83, 1, v81
	v_cndmask_b32_e64 v82, v81, v82, s20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v81, -v83, v81, v15
	v_cmp_lt_f32_e64 s20, 0, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v81, v82, v83, s20
	v_mul_f32_e32 v82, 0x37800000, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v81, v81, v82, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v15, 0x260
	v_cndmask_b32_e32 v89, v81, v15, vcc_lo
	v_cvt_f64_f32_e32 v[80:81], v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[80:81], v[80:81], 4.0
	v_add_f64 v[82:83], 0x43380000, v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], 0xc3380000, v[82:83]
	v_and_b32_e32 v15, 1, v82
	v_cmp_eq_u64_e32 vcc_lo, 0, v[15:16]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[80:81], -v[83:84]
	v_mul_f64 v[80:81], v[80:81], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[83:84], v[80:81], v[80:81]
	v_mul_f64 v[85:86], v[83:84], s[52:53]
	v_mul_f64 v[87:88], v[80:81], v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], s[54:55]
	v_mul_f64 v[85:86], v[83:84], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], s[56:57]
	v_mul_f64 v[85:86], v[83:84], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], s[58:59]
	v_mul_f64 v[85:86], v[87:88], v[85:86]
	v_mul_f64 v[87:88], v[83:84], v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[80:81], v[85:86]
	v_mul_f64 v[85:86], v[83:84], s[60:61]
	v_add_f64 v[85:86], v[85:86], s[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[85:86], v[83:84], v[85:86]
	v_add_f64 v[85:86], v[85:86], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[85:86], v[83:84], v[85:86]
	v_mul_f64 v[83:84], v[83:84], -0.5
	v_add_f64 v[85:86], v[85:86], s[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[83:84], 1.0
	v_mul_f64 v[85:86], v[87:88], v[85:86]
	v_xor_b32_e32 v87, 0x80000000, v81
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[83:84], v[85:86]
	v_dual_mov_b32 v86, v16 :: v_dual_and_b32 v85, 2, v82
	v_cmp_eq_u64_e64 s20, 0, v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v15, v87, v81, s20
	v_cndmask_b32_e64 v81, v81, v87, s20
	v_xor_b32_e32 v88, 0x80000000, v84
	v_cndmask_b32_e64 v82, v88, v84, s20
	v_cndmask_b32_e32 v84, v83, v80, vcc_lo
	v_cndmask_b32_e32 v80, v80, v83, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v15, v82, v15, vcc_lo
	v_cndmask_b32_e32 v81, v81, v82, vcc_lo
	v_cndmask_b32_e64 v80, v84, v80, s19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v81, v15, v81, s19
	v_cvt_f32_f64_e32 v15, v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v89, v15
	v_mul_f32_e32 v15, v33, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v15, v79
	v_and_b32_e32 v79, 0x7fffffff, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v79
	v_cndmask_b32_e32 v79, 0x7fc00000, v15, vcc_lo
	s_or_b32 exec_lo, exec_lo, s24
	v_mov_b32_e32 v80, v42
	s_and_saveexec_b32 s24, s5
	s_cbranch_execz .LBB9_86
.LBB9_112:
	global_load_b32 v80, v[21:22], off
	v_add_f32_e32 v15, v42, v42
	s_xor_b32 s20, s28, s23
	s_mov_b32 s62, s54
	s_xor_b32 s20, s20, s21
	s_mov_b32 s66, s58
	v_mul_f32_e32 v15, 0x3d4ccccd, v15
	s_mul_i32 s25, s20, 0xd2511f53
	s_mul_hi_u32 s20, s20, 0xd2511f53
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v15, v15, v80
	ds_load_b96 v[80:82], v16 offset:40960
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v83, null, v81, v81, 1.0
	v_sub_f32_e32 v80, v42, v80
	v_xor_b32_e32 v84, 0x80000000, v83
	v_rcp_f32_e32 v83, v83
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v85, v84, v83, 1.0
	v_fmac_f32_e32 v83, v85, v83
	v_div_scale_f32 v85, vcc_lo, 1.0, v81, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v86, v85, v83
	v_fma_f32 v87, v84, v86, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v86, v87, v83
	v_fmac_f32_e32 v85, v84, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v83, v85, v83, v86
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v80
	v_div_fixup_f32 v81, v83, v81, 1.0
	v_cndmask_b32_e32 v83, 0xc2d00000, v80, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v83
	v_cndmask_b32_e32 v83, 0x42b20000, v83, vcc_lo
	v_mul_f32_e32 v84, 0x3fb8aa3b, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v84, 0x4b400000, v84
	v_add_f32_e32 v85, 0xcb400000, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v86, 0xbf317200, v85
	v_mul_f32_e32 v85, 0x35bfbe8e, v85
	v_add_f32_e32 v83, v83, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v86, v83, v85
	v_mul_f32_e32 v87, v86, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v88, 0x3331bb4c, v87
	v_add_f32_e32 v88, 0xb5ddea0e, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v88, v87, v88
	v_add_f32_e32 v88, 0x388ab355, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v88, v87, v88
	v_add_f32_e32 v88, 0xbb360b61, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v88, v87, v88
	v_add_f32_e32 v88, 0x3e2aaaab, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v87, v87, v88
	v_sub_f32_e32 v87, v86, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v86, v86, v87
	v_sub_f32_e32 v87, 2.0, v87
	v_div_scale_f32 v88, null, v87, v87, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v89, v88
	v_fma_f32 v90, -v88, v89, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v89, v90, v89
	v_div_scale_f32 v90, vcc_lo, v86, v87, v86
	v_mul_f32_e32 v91, v90, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v92, -v88, v91, v90
	v_fmac_f32_e32 v91, v92, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v88, -v88, v91, v90
	v_div_fmas_f32 v88, v88, v89, v91
	v_cmp_o_f32_e32 vcc_lo, v80, v80
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v86, v88, v87, v86
	v_sub_f32_e32 v85, v85, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v83, v83, v85
	v_add_nc_u32_e32 v85, 0xb4c00100, v84
	v_add_f32_e32 v83, 1.0, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v85, 1, v85
	v_sub_nc_u32_e32 v84, v84, v85
	v_lshl_add_u32 v85, v85, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v84, v84, 23, 0x7f800000
	v_mul_f32_e32 v83, v83, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v83, v83, v84
	v_cndmask_b32_e32 v80, 0x7fc00000, v83, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v82, v7
	v_xor_b32_e32 v83, s20, v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v80, v81, v80
	v_mad_u64_u32 v[83:84], null, 0xcd9e8d57, v83, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v15, v80
	v_cndmask_b32_e64 v80, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v15, v80, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, s36, v15
	v_sub_f32_e32 v80, v42, v15
	v_xor_b32_e32 v15, s22, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[81:82], null, 0xd2511f53, v15, 0
	v_xor_b32_e32 v15, v84, v68
	v_mad_u64_u32 v[84:85], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v82, s25, s71, v82
	v_mad_u64_u32 v[86:87], null, 0xcd9e8d57, v82, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v15, v87, s72, v83
	v_xor3_b32 v83, s73, v85, v81
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[81:82], null, 0xd2511f53, v15, 0
	v_mad_u64_u32 v[87:88], null, 0xcd9e8d57, v83, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v84, v82, s75, v84
	v_xor3_b32 v15, s74, v88, v86
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[84:85], null, 0xcd9e8d57, v84, 0
	v_mad_u64_u32 v[82:83], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v85, s76, v87
	v_xor3_b32 v81, s77, v83, v81
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[85:86], null, 0xd2511f53, v15, 0
	v_mad_u64_u32 v[87:88], null, 0xcd9e8d57, v81, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v83, v86, s79, v82
	v_xor3_b32 v15, s78, v88, v84
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[83:84], null, 0xcd9e8d57, v83, 0
	v_mad_u64_u32 v[81:82], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v84, s80, v87
	v_xor3_b32 v82, s81, v82, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[84:85], null, 0xd2511f53, v15, 0
	v_mad_u64_u32 v[86:87], null, 0xcd9e8d57, v82, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v15, s82, v87, v83
	v_xor3_b32 v83, v85, s83, v81
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[81:82], null, 0xd2511f53, v15, 0
	v_mad_u64_u32 v[87:88], null, 0xcd9e8d57, v83, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v82, v82, v84, s85
	v_xor3_b32 v15, v86, v88, s84
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v81, v81, v87, s2
	v_cndmask_b32_e64 v15, v82, v15, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v81, 9, v81
	v_lshrrev_b32_e32 v15, 9, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v81, v81
	v_cvt_f32_u32_e32 v15, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, 0.5, v15
	v_mul_f32_e32 v15, 0x34000000, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v15, 0x4afb0d, v15
	v_lshrrev_b32_e32 v82, 23, v15
	v_and_b32_e32 v15, 0x7fffff, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v82, 0xffffff81, v82
	v_add_nc_u32_e32 v15, 0x3f3504f3, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_i32_e32 v82, v82
	v_add_f32_e32 v15, -1.0, v15
	v_add_f32_e32 v81, 0.5, v81
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v83, 2.0, v15
	v_div_scale_f32 v84, null, v83, v83, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v85, v84
	v_fma_f32 v86, -v84, v85, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v85, v86, v85
	v_div_scale_f32 v86, vcc_lo, v15, v83, v15
	v_mul_f32_e32 v87, v86, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v88, -v84, v87, v86
	v_fmac_f32_e32 v87, v88, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v84, -v84, v87, v86
	v_div_fmas_f32 v84, v84, v85, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v83, v84, v83, v15
	v_mul_f32_e32 v84, v83, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, v84, v84
	v_mul_f32_e32 v86, 0x3e789e26, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0x3eccce13, v86
	v_dual_mul_f32 v86, v85, v86 :: v_dual_mul_f32 v85, 0x3e91e9ee, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0x3f2aaaaa, v85
	v_dual_mul_f32 v84, v84, v85 :: v_dual_mul_f32 v85, 0.5, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v84, v84, v86 :: v_dual_mul_f32 v85, v15, v85
	v_add_f32_e32 v84, v85, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v83, v83, v84 :: v_dual_mul_f32 v84, 0x3717f7d1, v82
	v_dual_mul_f32 v82, 0x3f317180, v82 :: v_dual_add_f32 v83, v84, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v83, v83, v85
	v_add_f32_e32 v15, v15, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v82, v15
	v_mul_f32_e32 v15, -2.0, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v15
	v_mul_f32_e32 v82, 0x4f800000, v15
	v_cndmask_b32_e32 v15, v15, v82, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v82, v15
	v_add_nc_u32_e32 v83, -1, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v84, -v83, v82, v15
	v_cmp_ge_f32_e64 s20, 0, v84
	v_add_nc_u32_e32 v84, 1, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v83, v82, v83, s20
	v_fma_f32 v82, -v84, v82, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s20, 0, v82
	v_cndmask_b32_e64 v82, v83, v84, s20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v83, 0x37800000, v82
	v_dual_mul_f32 v81, 0x34000000, v81 :: v_dual_cndmask_b32 v82, v82, v83
	v_cmp_class_f32_e64 vcc_lo, v15, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v90, v82, v15, vcc_lo
	v_cvt_f64_f32_e32 v[81:82], v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[81:82], v[81:82], 4.0
	v_add_f64 v[83:84], 0x43380000, v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], 0xc3380000, v[83:84]
	v_and_b32_e32 v15, 1, v83
	v_cmp_eq_u64_e32 vcc_lo, 0, v[15:16]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[81:82], -v[84:85]
	v_mul_f64 v[81:82], v[81:82], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[84:85], v[81:82], v[81:82]
	v_mul_f64 v[86:87], v[84:85], s[52:53]
	v_mul_f64 v[88:89], v[81:82], v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], s[54:55]
	v_mul_f64 v[86:87], v[84:85], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], s[56:57]
	v_mul_f64 v[86:87], v[84:85], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], s[58:59]
	v_mul_f64 v[86:87], v[88:89], v[86:87]
	v_mul_f64 v[88:89], v[84:85], v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[81:82], v[86:87]
	v_mul_f64 v[86:87], v[84:85], s[60:61]
	v_add_f64 v[86:87], v[86:87], s[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[86:87], v[84:85], v[86:87]
	v_add_f64 v[86:87], v[86:87], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[86:87], v[84:85], v[86:87]
	v_mul_f64 v[84:85], v[84:85], -0.5
	v_add_f64 v[86:87], v[86:87], s[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[84:85], 1.0
	v_mul_f64 v[86:87], v[88:89], v[86:87]
	v_xor_b32_e32 v88, 0x80000000, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], v[86:87]
	v_dual_mov_b32 v87, v16 :: v_dual_and_b32 v86, 2, v83
	v_cmp_eq_u64_e64 s20, 0, v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v15, v88, v82, s20
	v_cndmask_b32_e64 v82, v82, v88, s20
	v_xor_b32_e32 v89, 0x80000000, v85
	v_cndmask_b32_e64 v83, v89, v85, s20
	v_cndmask_b32_e32 v85, v84, v81, vcc_lo
	v_cndmask_b32_e32 v81, v81, v84, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v15, v83, v15, vcc_lo
	v_cndmask_b32_e32 v82, v82, v83, vcc_lo
	v_cndmask_b32_e64 v81, v85, v81, s19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v82, v15, v82, s19
	v_cvt_f32_f64_e32 v15, v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v90, v15
	v_mul_f32_e32 v15, v33, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v15, v80
	v_and_b32_e32 v80, 0x7fffffff, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v80
	v_cndmask_b32_e32 v80, 0x7fc00000, v15, vcc_lo
	s_or_b32 exec_lo, exec_lo, s24
	v_mov_b32_e32 v81, v44
	s_and_saveexec_b32 s24, s6
	s_cbranch_execz .LBB9_87
.LBB9_113:
	global_load_b32 v81, v[23:24], off
	v_add_f32_e32 v15, v44, v44
	s_xor_b32 s20, s28, s23
	s_mov_b32 s62, s54
	s_xor_b32 s20, s20, s21
	s_mov_b32 s66, s58
	v_mul_f32_e32 v15, 0x3d4ccccd, v15
	s_mul_i32 s25, s20, 0xd2511f53
	s_mul_hi_u32 s20, s20, 0xd2511f53
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v15, v15, v81
	ds_load_b96 v[81:83], v16 offset:40960
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v84, null, v82, v82, 1.0
	v_sub_f32_e32 v81, v44, v81
	v_xor_b32_e32 v85, 0x80000000, v84
	v_rcp_f32_e32 v84, v84
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v86, v85, v84, 1.0
	v_fmac_f32_e32 v84, v86, v84
	v_div_scale_f32 v86, vcc_lo, 1.0, v82, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v87, v86, v84
	v_fma_f32 v88, v85, v87, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v87, v88, v84
	v_fmac_f32_e32 v86, v85, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v84, v86, v84, v87
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v81
	v_div_fixup_f32 v82, v84, v82, 1.0
	v_cndmask_b32_e32 v84, 0xc2d00000, v81, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v84
	v_cndmask_b32_e32 v84, 0x42b20000, v84, vcc_lo
	v_mul_f32_e32 v85, 0x3fb8aa3b, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0x4b400000, v85
	v_add_f32_e32 v86, 0xcb400000, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v87, 0xbf317200, v86
	v_mul_f32_e32 v86, 0x35bfbe8e, v86
	v_add_f32_e32 v84, v84, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v87, v84, v86
	v_mul_f32_e32 v88, v87, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v89, 0x3331bb4c, v88
	v_add_f32_e32 v89, 0xb5ddea0e, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v89, v88, v89
	v_add_f32_e32 v89, 0x388ab355, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v89, v88, v89
	v_add_f32_e32 v89, 0xbb360b61, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v89, v88, v89
	v_add_f32_e32 v89, 0x3e2aaaab, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v88, v88, v89
	v_sub_f32_e32 v88, v87, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v87, v87, v88
	v_sub_f32_e32 v88, 2.0, v88
	v_div_scale_f32 v89, null, v88, v88, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v90, v89
	v_fma_f32 v91, -v89, v90, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v90, v91, v90
	v_div_scale_f32 v91, vcc_lo, v87, v88, v87
	v_mul_f32_e32 v92, v91, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v93, -v89, v92, v91
	v_fmac_f32_e32 v92, v93, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v89, -v89, v92, v91
	v_div_fmas_f32 v89, v89, v90, v92
	v_cmp_o_f32_e32 vcc_lo, v81, v81
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v87, v89, v88, v87
	v_sub_f32_e32 v86, v86, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v84, v84, v86
	v_add_nc_u32_e32 v86, 0xb4c00100, v85
	v_add_f32_e32 v84, 1.0, v84
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v86, 1, v86
	v_sub_nc_u32_e32 v85, v85, v86
	v_lshl_add_u32 v86, v86, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v85, v85, 23, 0x7f800000
	v_mul_f32_e32 v84, v84, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v84, v84, v85
	v_cndmask_b32_e32 v81, 0x7fc00000, v84, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v83, v55
	v_xor_b32_e32 v84, s20, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v81, v82, v81
	v_mad_u64_u32 v[84:85], null, 0xcd9e8d57, v84, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v15, v81
	v_cndmask_b32_e64 v81, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v15, v81, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, s36, v15
	v_sub_f32_e32 v81, v44, v15
	v_xor_b32_e32 v15, s22, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[82:83], null, 0xd2511f53, v15, 0
	v_xor_b32_e32 v15, v85, v70
	v_mad_u64_u32 v[85:86], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v83, s25, s71, v83
	v_mad_u64_u32 v[87:88], null, 0xcd9e8d57, v83, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v15, v88, s72, v84
	v_xor3_b32 v84, s73, v86, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[82:83], null, 0xd2511f53, v15, 0
	v_mad_u64_u32 v[88:89], null, 0xcd9e8d57, v84, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v85, v83, s75, v85
	v_xor3_b32 v15, s74, v89, v87
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[85:86], null, 0xcd9e8d57, v85, 0
	v_mad_u64_u32 v[83:84], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v86, s76, v88
	v_xor3_b32 v82, s77, v84, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[86:87], null, 0xd2511f53, v15, 0
	v_mad_u64_u32 v[88:89], null, 0xcd9e8d57, v82, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v84, v87, s79, v83
	v_xor3_b32 v15, s78, v89, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[84:85], null, 0xcd9e8d57, v84, 0
	v_mad_u64_u32 v[82:83], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v85, s80, v88
	v_xor3_b32 v83, s81, v83, v86
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[85:86], null, 0xd2511f53, v15, 0
	v_mad_u64_u32 v[87:88], null, 0xcd9e8d57, v83, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v15, s82, v88, v84
	v_xor3_b32 v84, v86, s83, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[82:83], null, 0xd2511f53, v15, 0
	v_mad_u64_u32 v[88:89], null, 0xcd9e8d57, v84, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v83, v83, v85, s85
	v_xor3_b32 v15, v87, v89, s84
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v82, v82, v88, s2
	v_cndmask_b32_e64 v15, v83, v15, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v82, 9, v82
	v_lshrrev_b32_e32 v15, 9, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v82, v82
	v_cvt_f32_u32_e32 v15, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v82, 0.5, v82 :: v_dual_add_f32 v15, 0.5, v15
	v_dual_mul_f32 v82, 0x34000000, v82 :: v_dual_mul_f32 v15, 0x34000000, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v15, 0x4afb0d, v15
	v_lshrrev_b32_e32 v83, 23, v15
	v_and_b32_e32 v15, 0x7fffff, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v15, 0x3f3504f3, v15
	v_add_f32_e32 v15, -1.0, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v84, 2.0, v15
	v_div_scale_f32 v85, null, v84, v84, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v86, v85
	v_fma_f32 v87, -v85, v86, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v86, v87, v86
	v_div_scale_f32 v87, vcc_lo, v15, v84, v15
	v_mul_f32_e32 v88, v87, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v89, -v85, v88, v87
	v_fmac_f32_e32 v88, v89, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v85, -v85, v88, v87
	v_div_fmas_f32 v85, v85, v86, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v84, v85, v84, v15
	v_mul_f32_e32 v85, v84, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v86, v85, v85
	v_mul_f32_e32 v87, 0x3e789e26, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v87, 0x3eccce13, v87
	v_dual_mul_f32 v87, v86, v87 :: v_dual_mul_f32 v86, 0x3e91e9ee, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0x3f2aaaaa, v86
	v_dual_mul_f32 v85, v85, v86 :: v_dual_mul_f32 v86, 0.5, v15
	v_add_nc_u32_e32 v83, 0xffffff81, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_add_f32 v85, v85, v87 :: v_dual_mul_f32 v86, v15, v86
	v_cvt_f32_i32_e32 v83, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, v86, v85
	v_dual_mul_f32 v84, v84, v85 :: v_dual_mul_f32 v85, 0x3717f7d1, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v83, 0x3f317180, v83 :: v_dual_add_f32 v84, v85, v84
	v_sub_f32_e32 v84, v84, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v15, v84
	v_add_f32_e32 v15, v83, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, -2.0, v15
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v15
	v_mul_f32_e32 v83, 0x4f800000, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v15, v15, v83, vcc_lo
	v_sqrt_f32_e32 v83, v15
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v84, -1, v83
	v_fma_f32 v85, -v84, v83, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s20, 0, v85
	v_add_nc_u32_e32 v85, 1, v83
	v_cndmask_b32_e64 v84, v83, v84, s20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v83, -v85, v83, v15
	v_cmp_lt_f32_e64 s20, 0, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v83, v84, v85, s20
	v_mul_f32_e32 v84, 0x37800000, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v83, v83, v84, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v15, 0x260
	v_cndmask_b32_e32 v91, v83, v15, vcc_lo
	v_cvt_f64_f32_e32 v[82:83], v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[82:83], v[82:83], 4.0
	v_add_f64 v[84:85], 0x43380000, v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], 0xc3380000, v[84:85]
	v_and_b32_e32 v15, 1, v84
	v_cmp_eq_u64_e32 vcc_lo, 0, v[15:16]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[82:83], -v[85:86]
	v_mul_f64 v[82:83], v[82:83], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[85:86], v[82:83], v[82:83]
	v_mul_f64 v[87:88], v[85:86], s[52:53]
	v_mul_f64 v[89:90], v[82:83], v[85:86]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], v[87:88], s[54:55]
	v_mul_f64 v[87:88], v[85:86], v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], v[87:88], s[56:57]
	v_mul_f64 v[87:88], v[85:86], v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], v[87:88], s[58:59]
	v_mul_f64 v[87:88], v[89:90], v[87:88]
	v_mul_f64 v[89:90], v[85:86], v[85:86]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[82:83], v[87:88]
	v_mul_f64 v[87:88], v[85:86], s[60:61]
	v_add_f64 v[87:88], v[87:88], s[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[87:88], v[85:86], v[87:88]
	v_add_f64 v[87:88], v[87:88], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[87:88], v[85:86], v[87:88]
	v_mul_f64 v[85:86], v[85:86], -0.5
	v_add_f64 v[87:88], v[87:88], s[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[85:86], v[85:86], 1.0
	v_mul_f64 v[87:88], v[89:90], v[87:88]
	v_xor_b32_e32 v89, 0x80000000, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], v[87:88]
	v_dual_mov_b32 v88, v16 :: v_dual_and_b32 v87, 2, v84
	v_cmp_eq_u64_e64 s20, 0, v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v15, v89, v83, s20
	v_cndmask_b32_e64 v83, v83, v89, s20
	v_xor_b32_e32 v90, 0x80000000, v86
	v_cndmask_b32_e64 v84, v90, v86, s20
	v_cndmask_b32_e32 v86, v85, v82, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v82, v82, v85 :: v_dual_cndmask_b32 v15, v84, v15
	v_cndmask_b32_e32 v83, v83, v84, vcc_lo
	v_cndmask_b32_e64 v82, v86, v82, s19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v83, v15, v83, s19
	v_cvt_f32_f64_e32 v15, v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v91, v15
	v_mul_f32_e32 v15, v33, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v15, v81
	v_and_b32_e32 v81, 0x7fffffff, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v81
	v_cndmask_b32_e32 v81, 0x7fc00000, v15, vcc_lo
	s_or_b32 exec_lo, exec_lo, s24
	v_mov_b32_e32 v82, v45
	s_and_saveexec_b32 s24, s7
	s_cbranch_execz .LBB9_88
.LBB9_114:
	global_load_b32 v82, v[25:26], off
	v_add_f32_e32 v15, v45, v45
	s_xor_b32 s20, s28, s23
	s_mov_b32 s62, s54
	s_xor_b32 s20, s20, s21
	s_mov_b32 s66, s58
	v_mul_f32_e32 v15, 0x3d4ccccd, v15
	s_mul_i32 s25, s20, 0xd2511f53
	s_mul_hi_u32 s20, s20, 0xd2511f53
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v15, v15, v82
	ds_load_b96 v[82:84], v16 offset:40960
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v85, null, v83, v83, 1.0
	v_sub_f32_e32 v82, v45, v82
	v_xor_b32_e32 v86, 0x80000000, v85
	v_rcp_f32_e32 v85, v85
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v87, v86, v85, 1.0
	v_fmac_f32_e32 v85, v87, v85
	v_div_scale_f32 v87, vcc_lo, 1.0, v83, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v88, v87, v85
	v_fma_f32 v89, v86, v88, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v88, v89, v85
	v_fmac_f32_e32 v87, v86, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v85, v87, v85, v88
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v82
	v_div_fixup_f32 v83, v85, v83, 1.0
	v_cndmask_b32_e32 v85, 0xc2d00000, v82, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v85
	v_cndmask_b32_e32 v85, 0x42b20000, v85, vcc_lo
	v_mul_f32_e32 v86, 0x3fb8aa3b, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 0x4b400000, v86
	v_add_f32_e32 v87, 0xcb400000, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v88, 0xbf317200, v87
	v_mul_f32_e32 v87, 0x35bfbe8e, v87
	v_add_f32_e32 v85, v85, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v88, v85, v87
	v_mul_f32_e32 v89, v88, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v90, 0x3331bb4c, v89
	v_add_f32_e32 v90, 0xb5ddea0e, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v90, v89, v90
	v_add_f32_e32 v90, 0x388ab355, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v90, v89, v90
	v_add_f32_e32 v90, 0xbb360b61, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v90, v89, v90
	v_add_f32_e32 v90, 0x3e2aaaab, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v89, v89, v90
	v_sub_f32_e32 v89, v88, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v88, v88, v89
	v_sub_f32_e32 v89, 2.0, v89
	v_div_scale_f32 v90, null, v89, v89, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v91, v90
	v_fma_f32 v92, -v90, v91, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v91, v92, v91
	v_div_scale_f32 v92, vcc_lo, v88, v89, v88
	v_mul_f32_e32 v93, v92, v91
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v94, -v90, v93, v92
	v_fmac_f32_e32 v93, v94, v91
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v90, -v90, v93, v92
	v_div_fmas_f32 v90, v90, v91, v93
	v_cmp_o_f32_e32 vcc_lo, v82, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v88, v90, v89, v88
	v_sub_f32_e32 v87, v87, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v85, v85, v87
	v_add_nc_u32_e32 v87, 0xb4c00100, v86
	v_add_f32_e32 v85, 1.0, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v87, 1, v87
	v_sub_nc_u32_e32 v86, v86, v87
	v_lshl_add_u32 v87, v87, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v86, v86, 23, 0x7f800000
	v_mul_f32_e32 v85, v85, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, v85, v86
	v_cndmask_b32_e32 v82, 0x7fc00000, v85, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v84, v11
	v_xor_b32_e32 v85, s20, v71
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v82, v83, v82
	v_mad_u64_u32 v[85:86], null, 0xcd9e8d57, v85, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v15, v82
	v_cndmask_b32_e64 v82, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v15, v82, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, s36, v15
	v_sub_f32_e32 v82, v45, v15
	v_xor_b32_e32 v15, s22, v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[83:84], null, 0xd2511f53, v15, 0
	v_xor_b32_e32 v15, v86, v72
	v_mad_u64_u32 v[86:87], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v84, s25, s71, v84
	v_mad_u64_u32 v[88:89], null, 0xcd9e8d57, v84, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v15, v89, s72, v85
	v_xor3_b32 v85, s73, v87, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[83:84], null, 0xd2511f53, v15, 0
	v_mad_u64_u32 v[89:90], null, 0xcd9e8d57, v85, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v86, v84, s75, v86
	v_xor3_b32 v15, s74, v90, v88
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[86:87], null, 0xcd9e8d57, v86, 0
	v_mad_u64_u32 v[84:85], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v87, s76, v89
	v_xor3_b32 v83, s77, v85, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[87:88], null, 0xd2511f53, v15, 0
	v_mad_u64_u32 v[89:90], null, 0xcd9e8d57, v83, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v85, v88, s79, v84
	v_xor3_b32 v15, s78, v90, v86
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[85:86], null, 0xcd9e8d57, v85, 0
	v_mad_u64_u32 v[83:84], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v86, s80, v89
	v_xor3_b32 v84, s81, v84, v87
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[86:87], null, 0xd2511f53, v15, 0
	v_mad_u64_u32 v[88:89], null, 0xcd9e8d57, v84, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v15, s82, v89, v85
	v_xor3_b32 v85, v87, s83, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[83:84], null, 0xd2511f53, v15, 0
	v_mad_u64_u32 v[89:90], null, 0xcd9e8d57, v85, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v84, v84, v86, s85
	v_xor3_b32 v15, v88, v90, s84
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v83, v83, v89, s2
	v_cndmask_b32_e64 v15, v84, v15, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v83, 9, v83
	v_lshrrev_b32_e32 v15, 9, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v83, v83
	v_cvt_f32_u32_e32 v15, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, 0.5, v15
	v_mul_f32_e32 v15, 0x34000000, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v15, 0x4afb0d, v15
	v_lshrrev_b32_e32 v84, 23, v15
	v_and_b32_e32 v15, 0x7fffff, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v84, 0xffffff81, v84
	v_add_nc_u32_e32 v15, 0x3f3504f3, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_i32_e32 v84, v84
	v_add_f32_e32 v15, -1.0, v15
	v_add_f32_e32 v83, 0.5, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 2.0, v15
	v_div_scale_f32 v86, null, v85, v85, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v87, v86
	v_fma_f32 v88, -v86, v87, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v87, v88, v87
	v_div_scale_f32 v88, vcc_lo, v15, v85, v15
	v_mul_f32_e32 v89, v88, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v90, -v86, v89, v88
	v_fmac_f32_e32 v89, v90, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v86, -v86, v89, v88
	v_div_fmas_f32 v86, v86, v87, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v85, v86, v85, v15
	v_mul_f32_e32 v86, v85, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v87, v86, v86
	v_mul_f32_e32 v88, 0x3e789e26, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v88, 0x3eccce13, v88
	v_dual_mul_f32 v88, v87, v88 :: v_dual_mul_f32 v87, 0x3e91e9ee, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v87, 0x3f2aaaaa, v87
	v_mul_f32_e32 v86, v86, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v87, 0.5, v15 :: v_dual_add_f32 v86, v86, v88
	v_mul_f32_e32 v87, v15, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, v87, v86
	v_dual_mul_f32 v85, v85, v86 :: v_dual_mul_f32 v86, 0x3717f7d1, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v84, 0x3f317180, v84 :: v_dual_add_f32 v85, v86, v85
	v_sub_f32_e32 v85, v85, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v15, v85
	v_add_f32_e32 v15, v84, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, -2.0, v15
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v15
	v_mul_f32_e32 v84, 0x4f800000, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v15, v15, v84, vcc_lo
	v_sqrt_f32_e32 v84, v15
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v85, -1, v84
	v_fma_f32 v86, -v85, v84, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s20, 0, v86
	v_add_nc_u32_e32 v86, 1, v84
	v_cndmask_b32_e64 v85, v84, v85, s20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v84, -v86, v84, v15
	v_cmp_lt_f32_e64 s20, 0, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v84, v85, v86, s20
	v_mul_f32_e32 v85, 0x37800000, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v83, 0x34000000, v83 :: v_dual_cndmask_b32 v84, v84, v85
	v_cmp_class_f32_e64 vcc_lo, v15, 0x260
	v_cndmask_b32_e32 v92, v84, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[83:84], v83
	v_mul_f64 v[83:84], v[83:84], 4.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], 0x43380000, v[83:84]
	v_add_f64 v[86:87], 0xc3380000, v[85:86]
	v_and_b32_e32 v15, 1, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[15:16]
	v_add_f64 v[83:84], v[83:84], -v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[83:84], v[83:84], s[50:51]
	v_mul_f64 v[86:87], v[83:84], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[88:89], v[86:87], s[52:53]
	v_mul_f64 v[90:91], v[83:84], v[86:87]
	v_add_f64 v[88:89], v[88:89], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[88:89], v[86:87], v[88:89]
	v_add_f64 v[88:89], v[88:89], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[88:89], v[86:87], v[88:89]
	v_add_f64 v[88:89], v[88:89], s[58:59]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[88:89], v[90:91], v[88:89]
	v_mul_f64 v[90:91], v[86:87], v[86:87]
	v_add_f64 v[83:84], v[83:84], v[88:89]
	v_mul_f64 v[88:89], v[86:87], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], v[88:89], s[62:63]
	v_mul_f64 v[88:89], v[86:87], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], v[88:89], s[64:65]
	v_mul_f64 v[88:89], v[86:87], v[88:89]
	v_mul_f64 v[86:87], v[86:87], -0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[88:89], v[88:89], s[66:67]
	v_add_f64 v[86:87], v[86:87], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[88:89], v[90:91], v[88:89]
	v_xor_b32_e32 v90, 0x80000000, v84
	v_add_f64 v[86:87], v[86:87], v[88:89]
	v_dual_mov_b32 v89, v16 :: v_dual_and_b32 v88, 2, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s20, 0, v[88:89]
	v_cndmask_b32_e64 v15, v90, v84, s20
	v_cndmask_b32_e64 v84, v84, v90, s20
	v_xor_b32_e32 v91, 0x80000000, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v85, v91, v87, s20
	v_cndmask_b32_e32 v87, v86, v83, vcc_lo
	v_cndmask_b32_e32 v83, v83, v86, vcc_lo
	v_dual_cndmask_b32 v15, v85, v15 :: v_dual_cndmask_b32 v84, v84, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v83, v87, v83, s19
	v_cndmask_b32_e64 v84, v15, v84, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v15, v[83:84]
	v_mul_f32_e32 v15, v92, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v33, v15
	v_add_f32_e32 v15, v15, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v82, 0x7fffffff, v15
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v82
	v_cndmask_b32_e32 v82, 0x7fc00000, v15, vcc_lo
	s_or_b32 exec_lo, exec_lo, s24
	v_mov_b32_e32 v83, v47
	s_and_saveexec_b32 s24, s8
	s_cbranch_execz .LBB9_89
.LBB9_115:
	global_load_b32 v83, v[27:28], off
	v_add_f32_e32 v15, v47, v47
	s_xor_b32 s20, s28, s23
	s_mov_b32 s62, s54
	s_xor_b32 s20, s20, s21
	s_mov_b32 s66, s58
	v_mul_f32_e32 v15, 0x3d4ccccd, v15
	s_mul_i32 s25, s20, 0xd2511f53
	s_mul_hi_u32 s20, s20, 0xd2511f53
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v15, v15, v83
	ds_load_b96 v[83:85], v16 offset:40960
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v86, null, v84, v84, 1.0
	v_sub_f32_e32 v83, v47, v83
	v_xor_b32_e32 v87, 0x80000000, v86
	v_rcp_f32_e32 v86, v86
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v88, v87, v86, 1.0
	v_fmac_f32_e32 v86, v88, v86
	v_div_scale_f32 v88, vcc_lo, 1.0, v84, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v89, v88, v86
	v_fma_f32 v90, v87, v89, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v89, v90, v86
	v_fmac_f32_e32 v88, v87, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v86, v88, v86, v89
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v83
	v_div_fixup_f32 v84, v86, v84, 1.0
	v_cndmask_b32_e32 v86, 0xc2d00000, v83, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v86
	v_cndmask_b32_e32 v86, 0x42b20000, v86, vcc_lo
	v_mul_f32_e32 v87, 0x3fb8aa3b, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v87, 0x4b400000, v87
	v_add_f32_e32 v88, 0xcb400000, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v89, 0xbf317200, v88
	v_mul_f32_e32 v88, 0x35bfbe8e, v88
	v_add_f32_e32 v86, v86, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v89, v86, v88
	v_mul_f32_e32 v90, v89, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v91, 0x3331bb4c, v90
	v_add_f32_e32 v91, 0xb5ddea0e, v91
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v91, v90, v91
	v_add_f32_e32 v91, 0x388ab355, v91
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v91, v90, v91
	v_add_f32_e32 v91, 0xbb360b61, v91
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v91, v90, v91
	v_add_f32_e32 v91, 0x3e2aaaab, v91
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v90, v90, v91
	v_sub_f32_e32 v90, v89, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v89, v89, v90
	v_sub_f32_e32 v90, 2.0, v90
	v_div_scale_f32 v91, null, v90, v90, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v92, v91
	v_fma_f32 v93, -v91, v92, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v92, v93, v92
	v_div_scale_f32 v93, vcc_lo, v89, v90, v89
	v_mul_f32_e32 v94, v93, v92
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v95, -v91, v94, v93
	v_fmac_f32_e32 v94, v95, v92
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v91, -v91, v94, v93
	v_div_fmas_f32 v91, v91, v92, v94
	v_cmp_o_f32_e32 vcc_lo, v83, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v89, v91, v90, v89
	v_sub_f32_e32 v88, v88, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v86, v86, v88
	v_add_nc_u32_e32 v88, 0xb4c00100, v87
	v_add_f32_e32 v86, 1.0, v86
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v88, 1, v88
	v_sub_nc_u32_e32 v87, v87, v88
	v_lshl_add_u32 v88, v88, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v87, v87, 23, 0x7f800000
	v_mul_f32_e32 v86, v86, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v86, v86, v87
	v_cndmask_b32_e32 v83, 0x7fc00000, v86, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v85, v13
	v_xor_b32_e32 v86, s20, v73
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v83, v84, v83
	v_mad_u64_u32 v[86:87], null, 0xcd9e8d57, v86, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v15, v83
	v_cndmask_b32_e64 v83, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v15, v83, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, s36, v15
	v_sub_f32_e32 v83, v47, v15
	v_xor_b32_e32 v15, s22, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[84:85], null, 0xd2511f53, v15, 0
	v_xor_b32_e32 v15, v87, v74
	v_mad_u64_u32 v[87:88], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v85, s25, s71, v85
	v_mad_u64_u32 v[89:90], null, 0xcd9e8d57, v85, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v15, v90, s72, v86
	v_xor3_b32 v86, s73, v88, v84
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[84:85], null, 0xd2511f53, v15, 0
	v_mad_u64_u32 v[90:91], null, 0xcd9e8d57, v86, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v87, v85, s75, v87
	v_xor3_b32 v15, s74, v91, v89
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[87:88], null, 0xcd9e8d57, v87, 0
	v_mad_u64_u32 v[85:86], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v88, s76, v90
	v_xor3_b32 v84, s77, v86, v84
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[88:89], null, 0xd2511f53, v15, 0
	v_mad_u64_u32 v[90:91], null, 0xcd9e8d57, v84, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v86, v89, s79, v85
	v_xor3_b32 v15, s78, v91, v87
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[86:87], null, 0xcd9e8d57, v86, 0
	v_mad_u64_u32 v[84:85], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v87, s80, v90
	v_xor3_b32 v85, s81, v85, v88
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[87:88], null, 0xd2511f53, v15, 0
	v_mad_u64_u32 v[89:90], null, 0xcd9e8d57, v85, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v15, s82, v90, v86
	v_xor3_b32 v86, v88, s83, v84
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[84:85], null, 0xd2511f53, v15, 0
	v_mad_u64_u32 v[90:91], null, 0xcd9e8d57, v86, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v85, v85, v87, s85
	v_xor3_b32 v15, v89, v91, s84
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v84, v84, v90, s2
	v_cndmask_b32_e64 v15, v85, v15, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v84, 9, v84
	v_lshrrev_b32_e32 v15, 9, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v84, v84
	v_cvt_f32_u32_e32 v15, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v84, 0.5, v84 :: v_dual_add_f32 v15, 0.5, v15
	v_dual_mul_f32 v84, 0x34000000, v84 :: v_dual_mul_f32 v15, 0x34000000, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v15, 0x4afb0d, v15
	v_lshrrev_b32_e32 v85, 23, v15
	v_and_b32_e32 v15, 0x7fffff, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v85, 0xffffff81, v85
	v_add_nc_u32_e32 v15, 0x3f3504f3, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_i32_e32 v85, v85
	v_add_f32_e32 v15, -1.0, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v86, 2.0, v15
	v_div_scale_f32 v87, null, v86, v86, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v88, v87
	v_fma_f32 v89, -v87, v88, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v88, v89, v88
	v_div_scale_f32 v89, vcc_lo, v15, v86, v15
	v_mul_f32_e32 v90, v89, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v91, -v87, v90, v89
	v_fmac_f32_e32 v90, v91, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v87, -v87, v90, v89
	v_div_fmas_f32 v87, v87, v88, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v86, v87, v86, v15
	v_mul_f32_e32 v87, v86, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v88, v87, v87
	v_mul_f32_e32 v89, 0x3e789e26, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v89, 0x3eccce13, v89
	v_dual_mul_f32 v89, v88, v89 :: v_dual_mul_f32 v88, 0x3e91e9ee, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v88, 0x3f2aaaaa, v88
	v_dual_mul_f32 v87, v87, v88 :: v_dual_mul_f32 v88, 0.5, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v88, v15, v88
	v_add_f32_e32 v87, v87, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v87, v88, v87
	v_dual_mul_f32 v86, v86, v87 :: v_dual_mul_f32 v87, 0x3717f7d1, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v85, 0x3f317180, v85 :: v_dual_add_f32 v86, v87, v86
	v_sub_f32_e32 v86, v86, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v15, v86
	v_add_f32_e32 v15, v85, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, -2.0, v15
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v15
	v_mul_f32_e32 v85, 0x4f800000, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v15, v15, v85, vcc_lo
	v_sqrt_f32_e32 v85, v15
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v86, -1, v85
	v_fma_f32 v87, -v86, v85, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s20, 0, v87
	v_add_nc_u32_e32 v87, 1, v85
	v_cndmask_b32_e64 v86, v85, v86, s20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v85, -v87, v85, v15
	v_cmp_lt_f32_e64 s20, 0, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v85, v86, v87, s20
	v_mul_f32_e32 v86, 0x37800000, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v85, v85, v86, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v15, 0x260
	v_cndmask_b32_e32 v93, v85, v15, vcc_lo
	v_cvt_f64_f32_e32 v[84:85], v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[84:85], v[84:85], 4.0
	v_add_f64 v[86:87], 0x43380000, v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], 0xc3380000, v[86:87]
	v_and_b32_e32 v15, 1, v86
	v_cmp_eq_u64_e32 vcc_lo, 0, v[15:16]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], -v[87:88]
	v_mul_f64 v[84:85], v[84:85], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[87:88], v[84:85], v[84:85]
	v_mul_f64 v[89:90], v[87:88], s[52:53]
	v_mul_f64 v[91:92], v[84:85], v[87:88]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], v[89:90], s[54:55]
	v_mul_f64 v[89:90], v[87:88], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], v[89:90], s[56:57]
	v_mul_f64 v[89:90], v[87:88], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], v[89:90], s[58:59]
	v_mul_f64 v[89:90], v[91:92], v[89:90]
	v_mul_f64 v[91:92], v[87:88], v[87:88]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], v[89:90]
	v_mul_f64 v[89:90], v[87:88], s[60:61]
	v_add_f64 v[89:90], v[89:90], s[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[89:90], v[87:88], v[89:90]
	v_add_f64 v[89:90], v[89:90], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[89:90], v[87:88], v[89:90]
	v_mul_f64 v[87:88], v[87:88], -0.5
	v_add_f64 v[89:90], v[89:90], s[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[87:88], v[87:88], 1.0
	v_mul_f64 v[89:90], v[91:92], v[89:90]
	v_xor_b32_e32 v91, 0x80000000, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], v[87:88], v[89:90]
	v_dual_mov_b32 v90, v16 :: v_dual_and_b32 v89, 2, v86
	v_cmp_eq_u64_e64 s20, 0, v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v15, v91, v85, s20
	v_cndmask_b32_e64 v85, v85, v91, s20
	v_xor_b32_e32 v92, 0x80000000, v88
	v_cndmask_b32_e64 v86, v92, v88, s20
	v_cndmask_b32_e32 v88, v87, v84, vcc_lo
	v_cndmask_b32_e32 v84, v84, v87, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v15, v86, v15, vcc_lo
	v_cndmask_b32_e32 v85, v85, v86, vcc_lo
	v_cndmask_b32_e64 v84, v88, v84, s19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v85, v15, v85, s19
	v_cvt_f32_f64_e32 v15, v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v93, v15
	v_mul_f32_e32 v15, v33, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v15, v83
	v_and_b32_e32 v83, 0x7fffffff, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v83
	v_cndmask_b32_e32 v83, 0x7fc00000, v15, vcc_lo
	s_or_b32 exec_lo, exec_lo, s24
	v_mov_b32_e32 v84, v49
	s_and_saveexec_b32 s24, s9
	s_cbranch_execnz .LBB9_90
	s_branch .LBB9_91
.LBB9_116:
	global_load_b32 v15, v[17:18], off
	ds_load_b96 v[79:81], v16 offset:40960
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v33, v38, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v33
	v_cndmask_b32_e32 v34, 0xc2d00000, v33, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	v_div_scale_f32 v91, vcc_lo, 1.0, v80, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v79, 0x3fb8aa3b, v34
	v_add_f32_e32 v79, 0x4b400000, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v82, 0xcb400000, v79
	v_mul_f32_e32 v83, 0xbf317200, v82
	v_mul_f32_e32 v82, 0x35bfbe8e, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v34, v34, v83
	v_sub_f32_e32 v83, v34, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v84, v83, v83
	v_mul_f32_e32 v85, 0x3331bb4c, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0xb5ddea0e, v85
	v_mul_f32_e32 v85, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0x388ab355, v85
	v_mul_f32_e32 v85, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0xbb360b61, v85
	v_mul_f32_e32 v85, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0x3e2aaaab, v85
	v_mul_f32_e32 v84, v84, v85
	v_div_scale_f32 v85, null, v80, v80, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v84, v83, v84
	v_rcp_f32_e32 v87, v85
	v_xor_b32_e32 v85, 0x80000000, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v83, v83, v84
	v_sub_f32_e32 v84, 2.0, v84
	v_div_scale_f32 v86, null, v84, v84, v83
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v89, v85, v87, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v88, v86
	v_fmac_f32_e32 v87, v89, v87
	v_div_scale_f32 v89, s20, v83, v84, v83
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v90, -v86, v88, 1.0
	v_fmac_f32_e32 v88, v90, v88
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v90, v91, v87
	v_mul_f32_e32 v92, v89, v88
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v93, v85, v90, v91
	v_fma_f32 v94, -v86, v92, v89
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v90, v93, v87
	v_dual_fmac_f32 v92, v94, v88 :: v_dual_fmac_f32 v91, v85, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v85, -v86, v92, v89
	v_div_fmas_f32 v86, v91, v87, v90
	s_mov_b32 vcc_lo, s20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v85, v85, v88, v92
	v_cmp_o_f32_e32 vcc_lo, v33, v33
	v_div_fixup_f32 v80, v86, v80, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v83, v85, v84, v83
	v_add_nc_u32_e32 v84, 0xb4c00100, v79
	v_sub_f32_e32 v82, v82, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v83, 1, v84
	v_sub_f32_e32 v34, v34, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v79, v79, v83
	v_lshl_add_u32 v82, v83, 23, 0xff800000
	v_add_f32_e32 v34, 1.0, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v79, v79, 23, 0x7f800000
	v_mul_f32_e32 v34, v34, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v34, v34, v79
	v_add_f32_e32 v79, v38, v38
	v_cndmask_b32_e32 v33, 0x7fc00000, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v34, 0x3d4ccccd, v79
	v_cmp_eq_f32_e32 vcc_lo, v81, v53
	v_mul_f32_e32 v33, v80, v33
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v15, v34, v15
	v_cndmask_b32_e64 v34, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v15, v15, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v34, v15
	v_mul_f32_e32 v15, s36, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v15, v38, v15
	v_and_b32_e32 v33, 0x7fffffff, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v33
	v_cndmask_b32_e32 v38, 0x7fc00000, v15, vcc_lo
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s4
	s_cbranch_execz .LBB9_104
.LBB9_117:
	global_load_b32 v15, v[19:20], off
	ds_load_b96 v[79:81], v16 offset:40960
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v33, v40, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v33
	v_cndmask_b32_e32 v34, 0xc2d00000, v33, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	v_div_scale_f32 v91, vcc_lo, 1.0, v80, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v79, 0x3fb8aa3b, v34
	v_add_f32_e32 v79, 0x4b400000, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v82, 0xcb400000, v79
	v_mul_f32_e32 v83, 0xbf317200, v82
	v_mul_f32_e32 v82, 0x35bfbe8e, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v34, v34, v83
	v_sub_f32_e32 v83, v34, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v84, v83, v83
	v_mul_f32_e32 v85, 0x3331bb4c, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0xb5ddea0e, v85
	v_mul_f32_e32 v85, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0x388ab355, v85
	v_mul_f32_e32 v85, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0xbb360b61, v85
	v_mul_f32_e32 v85, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0x3e2aaaab, v85
	v_mul_f32_e32 v84, v84, v85
	v_div_scale_f32 v85, null, v80, v80, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v84, v83, v84
	v_rcp_f32_e32 v87, v85
	v_xor_b32_e32 v85, 0x80000000, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v83, v83, v84
	v_sub_f32_e32 v84, 2.0, v84
	v_div_scale_f32 v86, null, v84, v84, v83
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v89, v85, v87, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v88, v86
	v_fmac_f32_e32 v87, v89, v87
	v_div_scale_f32 v89, s20, v83, v84, v83
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v90, -v86, v88, 1.0
	v_fmac_f32_e32 v88, v90, v88
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v90, v91, v87
	v_mul_f32_e32 v92, v89, v88
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v93, v85, v90, v91
	v_fma_f32 v94, -v86, v92, v89
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v90, v93, v87
	v_dual_fmac_f32 v92, v94, v88 :: v_dual_fmac_f32 v91, v85, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v85, -v86, v92, v89
	v_div_fmas_f32 v86, v91, v87, v90
	s_mov_b32 vcc_lo, s20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v85, v85, v88, v92
	v_div_fixup_f32 v80, v86, v80, 1.0
	v_cmp_o_f32_e32 vcc_lo, v33, v33
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v83, v85, v84, v83
	v_add_nc_u32_e32 v84, 0xb4c00100, v79
	v_sub_f32_e32 v82, v82, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v83, 1, v84
	v_sub_f32_e32 v34, v34, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v79, v79, v83
	v_lshl_add_u32 v82, v83, 23, 0xff800000
	v_add_f32_e32 v34, 1.0, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v79, v79, 23, 0x7f800000
	v_mul_f32_e32 v34, v34, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v34, v34, v79 :: v_dual_add_f32 v79, v40, v40
	v_cndmask_b32_e32 v33, 0x7fc00000, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v34, 0x3d4ccccd, v79
	v_cmp_eq_f32_e32 vcc_lo, v81, v3
	v_mul_f32_e32 v33, v80, v33
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v15, v34, v15
	v_cndmask_b32_e64 v34, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v15, v15, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v34, v15
	v_mul_f32_e32 v15, s36, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v15, v40, v15
	v_and_b32_e32 v33, 0x7fffffff, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v33
	v_cndmask_b32_e32 v40, 0x7fc00000, v15, vcc_lo
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s5
	s_cbranch_execz .LBB9_105
.LBB9_118:
	global_load_b32 v15, v[21:22], off
	ds_load_b96 v[79:81], v16 offset:40960
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v33, v42, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v33
	v_cndmask_b32_e32 v34, 0xc2d00000, v33, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	v_div_scale_f32 v91, vcc_lo, 1.0, v80, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v79, 0x3fb8aa3b, v34
	v_add_f32_e32 v79, 0x4b400000, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v82, 0xcb400000, v79
	v_mul_f32_e32 v83, 0xbf317200, v82
	v_mul_f32_e32 v82, 0x35bfbe8e, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v34, v34, v83
	v_sub_f32_e32 v83, v34, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v84, v83, v83
	v_mul_f32_e32 v85, 0x3331bb4c, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0xb5ddea0e, v85
	v_mul_f32_e32 v85, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0x388ab355, v85
	v_mul_f32_e32 v85, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0xbb360b61, v85
	v_mul_f32_e32 v85, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0x3e2aaaab, v85
	v_mul_f32_e32 v84, v84, v85
	v_div_scale_f32 v85, null, v80, v80, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v84, v83, v84
	v_rcp_f32_e32 v87, v85
	v_xor_b32_e32 v85, 0x80000000, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v83, v83, v84
	v_sub_f32_e32 v84, 2.0, v84
	v_div_scale_f32 v86, null, v84, v84, v83
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v89, v85, v87, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v88, v86
	v_fmac_f32_e32 v87, v89, v87
	v_div_scale_f32 v89, s20, v83, v84, v83
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v90, -v86, v88, 1.0
	v_fmac_f32_e32 v88, v90, v88
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v90, v91, v87
	v_mul_f32_e32 v92, v89, v88
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v93, v85, v90, v91
	v_fma_f32 v94, -v86, v92, v89
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v90, v93, v87
	v_dual_fmac_f32 v92, v94, v88 :: v_dual_fmac_f32 v91, v85, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v85, -v86, v92, v89
	v_div_fmas_f32 v86, v91, v87, v90
	s_mov_b32 vcc_lo, s20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v85, v85, v88, v92
	v_cmp_o_f32_e32 vcc_lo, v33, v33
	v_div_fixup_f32 v80, v86, v80, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v83, v85, v84, v83
	v_add_nc_u32_e32 v84, 0xb4c00100, v79
	v_sub_f32_e32 v82, v82, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v83, 1, v84
	v_sub_f32_e32 v34, v34, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v79, v79, v83
	v_lshl_add_u32 v82, v83, 23, 0xff800000
	v_add_f32_e32 v34, 1.0, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v79, v79, 23, 0x7f800000
	v_mul_f32_e32 v34, v34, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v34, v34, v79
	v_add_f32_e32 v79, v42, v42
	v_cndmask_b32_e32 v33, 0x7fc00000, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v34, 0x3d4ccccd, v79
	v_cmp_eq_f32_e32 vcc_lo, v81, v7
	v_mul_f32_e32 v33, v80, v33
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v15, v34, v15
	v_cndmask_b32_e64 v34, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v15, v15, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v34, v15
	v_mul_f32_e32 v15, s36, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v15, v42, v15
	v_and_b32_e32 v33, 0x7fffffff, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v33
	v_cndmask_b32_e32 v42, 0x7fc00000, v15, vcc_lo
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s6
	s_cbranch_execz .LBB9_106
.LBB9_119:
	global_load_b32 v15, v[23:24], off
	ds_load_b96 v[79:81], v16 offset:40960
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v33, v44, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v33
	v_cndmask_b32_e32 v34, 0xc2d00000, v33, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	v_div_scale_f32 v91, vcc_lo, 1.0, v80, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v79, 0x3fb8aa3b, v34
	v_add_f32_e32 v79, 0x4b400000, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v82, 0xcb400000, v79
	v_mul_f32_e32 v83, 0xbf317200, v82
	v_mul_f32_e32 v82, 0x35bfbe8e, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v34, v34, v83
	v_sub_f32_e32 v83, v34, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v84, v83, v83
	v_mul_f32_e32 v85, 0x3331bb4c, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0xb5ddea0e, v85
	v_mul_f32_e32 v85, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0x388ab355, v85
	v_mul_f32_e32 v85, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0xbb360b61, v85
	v_mul_f32_e32 v85, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0x3e2aaaab, v85
	v_mul_f32_e32 v84, v84, v85
	v_div_scale_f32 v85, null, v80, v80, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v84, v83, v84
	v_rcp_f32_e32 v87, v85
	v_xor_b32_e32 v85, 0x80000000, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v83, v83, v84
	v_sub_f32_e32 v84, 2.0, v84
	v_div_scale_f32 v86, null, v84, v84, v83
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v89, v85, v87, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v88, v86
	v_fmac_f32_e32 v87, v89, v87
	v_div_scale_f32 v89, s20, v83, v84, v83
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v90, -v86, v88, 1.0
	v_fmac_f32_e32 v88, v90, v88
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v90, v91, v87
	v_mul_f32_e32 v92, v89, v88
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v93, v85, v90, v91
	v_fma_f32 v94, -v86, v92, v89
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v90, v93, v87
	v_dual_fmac_f32 v92, v94, v88 :: v_dual_fmac_f32 v91, v85, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v85, -v86, v92, v89
	v_div_fmas_f32 v86, v91, v87, v90
	s_mov_b32 vcc_lo, s20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v85, v85, v88, v92
	v_div_fixup_f32 v80, v86, v80, 1.0
	v_cmp_o_f32_e32 vcc_lo, v33, v33
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v83, v85, v84, v83
	v_add_nc_u32_e32 v84, 0xb4c00100, v79
	v_sub_f32_e32 v82, v82, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v83, 1, v84
	v_sub_f32_e32 v34, v34, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v79, v79, v83
	v_lshl_add_u32 v82, v83, 23, 0xff800000
	v_add_f32_e32 v34, 1.0, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v79, v79, 23, 0x7f800000
	v_mul_f32_e32 v34, v34, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v34, v34, v79 :: v_dual_add_f32 v79, v44, v44
	v_cndmask_b32_e32 v33, 0x7fc00000, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v34, 0x3d4ccccd, v79
	v_cmp_eq_f32_e32 vcc_lo, v81, v55
	v_mul_f32_e32 v33, v80, v33
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v15, v34, v15
	v_cndmask_b32_e64 v34, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v15, v15, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v34, v15
	v_mul_f32_e32 v15, s36, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v15, v44, v15
	v_and_b32_e32 v33, 0x7fffffff, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v33
	v_cndmask_b32_e32 v44, 0x7fc00000, v15, vcc_lo
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s7
	s_cbranch_execz .LBB9_107
.LBB9_120:
	global_load_b32 v15, v[25:26], off
	ds_load_b96 v[79:81], v16 offset:40960
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v33, v45, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v33
	v_cndmask_b32_e32 v34, 0xc2d00000, v33, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	v_div_scale_f32 v91, vcc_lo, 1.0, v80, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v79, 0x3fb8aa3b, v34
	v_add_f32_e32 v79, 0x4b400000, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v82, 0xcb400000, v79
	v_mul_f32_e32 v83, 0xbf317200, v82
	v_mul_f32_e32 v82, 0x35bfbe8e, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v34, v34, v83
	v_sub_f32_e32 v83, v34, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v84, v83, v83
	v_mul_f32_e32 v85, 0x3331bb4c, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0xb5ddea0e, v85
	v_mul_f32_e32 v85, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0x388ab355, v85
	v_mul_f32_e32 v85, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0xbb360b61, v85
	v_mul_f32_e32 v85, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0x3e2aaaab, v85
	v_mul_f32_e32 v84, v84, v85
	v_div_scale_f32 v85, null, v80, v80, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v84, v83, v84
	v_rcp_f32_e32 v87, v85
	v_xor_b32_e32 v85, 0x80000000, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v83, v83, v84
	v_sub_f32_e32 v84, 2.0, v84
	v_div_scale_f32 v86, null, v84, v84, v83
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v89, v85, v87, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v88, v86
	v_fmac_f32_e32 v87, v89, v87
	v_div_scale_f32 v89, s20, v83, v84, v83
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v90, -v86, v88, 1.0
	v_fmac_f32_e32 v88, v90, v88
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v90, v91, v87
	v_mul_f32_e32 v92, v89, v88
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v93, v85, v90, v91
	v_fma_f32 v94, -v86, v92, v89
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v90, v93, v87
	v_dual_fmac_f32 v92, v94, v88 :: v_dual_fmac_f32 v91, v85, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v85, -v86, v92, v89
	v_div_fmas_f32 v86, v91, v87, v90
	s_mov_b32 vcc_lo, s20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v85, v85, v88, v92
	v_div_fixup_f32 v80, v86, v80, 1.0
	v_cmp_o_f32_e32 vcc_lo, v33, v33
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v83, v85, v84, v83
	v_add_nc_u32_e32 v84, 0xb4c00100, v79
	v_sub_f32_e32 v82, v82, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v83, 1, v84
	v_sub_f32_e32 v34, v34, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v79, v79, v83
	v_lshl_add_u32 v82, v83, 23, 0xff800000
	v_add_f32_e32 v34, 1.0, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v79, v79, 23, 0x7f800000
	v_mul_f32_e32 v34, v34, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v34, v34, v79 :: v_dual_add_f32 v79, v45, v45
	v_cndmask_b32_e32 v33, 0x7fc00000, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v34, 0x3d4ccccd, v79
	v_cmp_eq_f32_e32 vcc_lo, v81, v11
	v_mul_f32_e32 v33, v80, v33
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v15, v34, v15
	v_cndmask_b32_e64 v34, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v15, v15, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v34, v15
	v_mul_f32_e32 v15, s36, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v15, v45, v15
	v_and_b32_e32 v33, 0x7fffffff, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v33
	v_cndmask_b32_e32 v45, 0x7fc00000, v15, vcc_lo
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s8
	s_cbranch_execz .LBB9_108
.LBB9_121:
	global_load_b32 v15, v[27:28], off
	ds_load_b96 v[79:81], v16 offset:40960
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v33, v47, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v33
	v_cndmask_b32_e32 v34, 0xc2d00000, v33, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	v_div_scale_f32 v91, vcc_lo, 1.0, v80, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v79, 0x3fb8aa3b, v34
	v_add_f32_e32 v79, 0x4b400000, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v82, 0xcb400000, v79
	v_mul_f32_e32 v83, 0xbf317200, v82
	v_mul_f32_e32 v82, 0x35bfbe8e, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v34, v34, v83
	v_sub_f32_e32 v83, v34, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v84, v83, v83
	v_mul_f32_e32 v85, 0x3331bb4c, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0xb5ddea0e, v85
	v_mul_f32_e32 v85, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0x388ab355, v85
	v_mul_f32_e32 v85, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0xbb360b61, v85
	v_mul_f32_e32 v85, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0x3e2aaaab, v85
	v_mul_f32_e32 v84, v84, v85
	v_div_scale_f32 v85, null, v80, v80, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v84, v83, v84
	v_rcp_f32_e32 v87, v85
	v_xor_b32_e32 v85, 0x80000000, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v83, v83, v84
	v_sub_f32_e32 v84, 2.0, v84
	v_div_scale_f32 v86, null, v84, v84, v83
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v89, v85, v87, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v88, v86
	v_fmac_f32_e32 v87, v89, v87
	v_div_scale_f32 v89, s20, v83, v84, v83
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v90, -v86, v88, 1.0
	v_fmac_f32_e32 v88, v90, v88
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v90, v91, v87
	v_mul_f32_e32 v92, v89, v88
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v93, v85, v90, v91
	v_fma_f32 v94, -v86, v92, v89
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v90, v93, v87
	v_dual_fmac_f32 v92, v94, v88 :: v_dual_fmac_f32 v91, v85, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v85, -v86, v92, v89
	v_div_fmas_f32 v86, v91, v87, v90
	s_mov_b32 vcc_lo, s20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v85, v85, v88, v92
	v_cmp_o_f32_e32 vcc_lo, v33, v33
	v_div_fixup_f32 v80, v86, v80, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v83, v85, v84, v83
	v_add_nc_u32_e32 v84, 0xb4c00100, v79
	v_sub_f32_e32 v82, v82, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v83, 1, v84
	v_sub_f32_e32 v34, v34, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v79, v79, v83
	v_lshl_add_u32 v82, v83, 23, 0xff800000
	v_add_f32_e32 v34, 1.0, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v79, v79, 23, 0x7f800000
	v_mul_f32_e32 v34, v34, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v34, v34, v79
	v_add_f32_e32 v79, v47, v47
	v_cndmask_b32_e32 v33, 0x7fc00000, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v34, 0x3d4ccccd, v79
	v_cmp_eq_f32_e32 vcc_lo, v81, v13
	v_mul_f32_e32 v33, v80, v33
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v15, v34, v15
	v_cndmask_b32_e64 v34, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v15, v15, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v34, v15
	v_mul_f32_e32 v15, s36, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v15, v47, v15
	v_and_b32_e32 v33, 0x7fffffff, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v33
	v_cndmask_b32_e32 v47, 0x7fc00000, v15, vcc_lo
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s21, s9
	s_cbranch_execz .LBB9_109
.LBB9_122:
	global_load_b32 v15, v[29:30], off
	ds_load_b96 v[79:81], v16 offset:40960
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v33, v49, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v33
	v_cndmask_b32_e32 v34, 0xc2d00000, v33, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	v_div_scale_f32 v91, vcc_lo, 1.0, v80, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v79, 0x3fb8aa3b, v34
	v_add_f32_e32 v79, 0x4b400000, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v82, 0xcb400000, v79
	v_mul_f32_e32 v83, 0xbf317200, v82
	v_mul_f32_e32 v82, 0x35bfbe8e, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v34, v34, v83
	v_sub_f32_e32 v83, v34, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v84, v83, v83
	v_mul_f32_e32 v85, 0x3331bb4c, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0xb5ddea0e, v85
	v_mul_f32_e32 v85, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0x388ab355, v85
	v_mul_f32_e32 v85, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0xbb360b61, v85
	v_mul_f32_e32 v85, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0x3e2aaaab, v85
	v_mul_f32_e32 v84, v84, v85
	v_div_scale_f32 v85, null, v80, v80, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v84, v83, v84
	v_rcp_f32_e32 v87, v85
	v_xor_b32_e32 v85, 0x80000000, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v83, v83, v84
	v_sub_f32_e32 v84, 2.0, v84
	v_div_scale_f32 v86, null, v84, v84, v83
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v89, v85, v87, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v88, v86
	v_fmac_f32_e32 v87, v89, v87
	v_div_scale_f32 v89, s20, v83, v84, v83
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v90, -v86, v88, 1.0
	v_fmac_f32_e32 v88, v90, v88
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v90, v91, v87
	v_mul_f32_e32 v92, v89, v88
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v93, v85, v90, v91
	v_fma_f32 v94, -v86, v92, v89
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v90, v93, v87
	v_dual_fmac_f32 v92, v94, v88 :: v_dual_fmac_f32 v91, v85, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v85, -v86, v92, v89
	v_div_fmas_f32 v86, v91, v87, v90
	s_mov_b32 vcc_lo, s20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v85, v85, v88, v92
	v_div_fixup_f32 v80, v86, v80, 1.0
	v_cmp_o_f32_e32 vcc_lo, v33, v33
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v83, v85, v84, v83
	v_add_nc_u32_e32 v84, 0xb4c00100, v79
	v_sub_f32_e32 v82, v82, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v83, 1, v84
	v_sub_f32_e32 v34, v34, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v79, v79, v83
	v_lshl_add_u32 v82, v83, 23, 0xff800000
	v_add_f32_e32 v34, 1.0, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v79, v79, 23, 0x7f800000
	v_mul_f32_e32 v34, v34, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v34, v34, v79 :: v_dual_add_f32 v79, v49, v49
	v_cndmask_b32_e32 v33, 0x7fc00000, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v34, 0x3d4ccccd, v79
	v_cmp_eq_f32_e32 vcc_lo, v81, v59
	v_mul_f32_e32 v33, v80, v33
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v15, v34, v15
	v_cndmask_b32_e64 v34, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v15, v15, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v34, v15
	v_mul_f32_e32 v15, s36, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v15, v49, v15
	v_and_b32_e32 v33, 0x7fffffff, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v33
	v_cndmask_b32_e32 v49, 0x7fc00000, v15, vcc_lo
	s_or_b32 exec_lo, exec_lo, s21
	s_and_saveexec_b32 s20, s10
	s_xor_b32 s21, exec_lo, s20
	s_cbranch_execz .LBB9_19
.LBB9_123:
	global_load_b32 v15, v[31:32], off
	ds_load_b96 v[79:81], v16 offset:40960
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v33, v50, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v33
	v_cndmask_b32_e32 v34, 0xc2d00000, v33, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	v_div_scale_f32 v91, vcc_lo, 1.0, v80, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v79, 0x3fb8aa3b, v34
	v_add_f32_e32 v79, 0x4b400000, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v82, 0xcb400000, v79
	v_mul_f32_e32 v83, 0xbf317200, v82
	v_mul_f32_e32 v82, 0x35bfbe8e, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v34, v34, v83
	v_sub_f32_e32 v83, v34, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v84, v83, v83
	v_mul_f32_e32 v85, 0x3331bb4c, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0xb5ddea0e, v85
	v_mul_f32_e32 v85, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0x388ab355, v85
	v_mul_f32_e32 v85, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0xbb360b61, v85
	v_mul_f32_e32 v85, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v85, 0x3e2aaaab, v85
	v_mul_f32_e32 v84, v84, v85
	v_div_scale_f32 v85, null, v80, v80, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v84, v83, v84
	v_rcp_f32_e32 v87, v85
	v_xor_b32_e32 v85, 0x80000000, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v83, v83, v84
	v_sub_f32_e32 v84, 2.0, v84
	v_div_scale_f32 v86, null, v84, v84, v83
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v89, v85, v87, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v88, v86
	v_fmac_f32_e32 v87, v89, v87
	v_div_scale_f32 v89, s20, v83, v84, v83
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v90, -v86, v88, 1.0
	v_fmac_f32_e32 v88, v90, v88
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v90, v91, v87
	v_mul_f32_e32 v92, v89, v88
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v93, v85, v90, v91
	v_fma_f32 v94, -v86, v92, v89
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v90, v93, v87
	v_dual_fmac_f32 v92, v94, v88 :: v_dual_fmac_f32 v91, v85, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v85, -v86, v92, v89
	v_div_fmas_f32 v86, v91, v87, v90
	s_mov_b32 vcc_lo, s20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v85, v85, v88, v92
	v_cmp_o_f32_e32 vcc_lo, v33, v33
	v_div_fixup_f32 v80, v86, v80, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v83, v85, v84, v83
	v_add_nc_u32_e32 v84, 0xb4c00100, v79
	v_sub_f32_e32 v82, v82, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v83, 1, v84
	v_sub_f32_e32 v34, v34, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v79, v79, v83
	v_lshl_add_u32 v82, v83, 23, 0xff800000
	v_add_f32_e32 v34, 1.0, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v79, v79, 23, 0x7f800000
	v_mul_f32_e32 v34, v34, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v34, v34, v79
	v_add_f32_e32 v79, v50, v50
	v_cndmask_b32_e32 v33, 0x7fc00000, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v34, 0x3d4ccccd, v79
	v_cmp_eq_f32_e32 vcc_lo, v81, v61
	v_mul_f32_e32 v33, v80, v33
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v15, v34, v15
	v_cndmask_b32_e64 v34, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v15, v15, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v34, v15
	v_mul_f32_e32 v15, s36, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v15, v50, v15
	v_and_b32_e32 v33, 0x7fffffff, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v33
	v_cndmask_b32_e32 v50, 0x7fc00000, v15, vcc_lo
	s_branch .LBB9_19
.LBB9_124:
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB9_134
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB9_135
.LBB9_126:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB9_136
.LBB9_127:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB9_137
.LBB9_128:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execnz .LBB9_138
.LBB9_129:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execnz .LBB9_139
.LBB9_130:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_cbranch_execnz .LBB9_140
.LBB9_131:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB9_133
.LBB9_132:
	s_waitcnt vmcnt(0)
	global_store_b32 v48, v50, s[34:35]
.LBB9_133:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.LBB9_134:
	s_waitcnt vmcnt(0)
	global_store_b32 v35, v38, s[34:35]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB9_126
.LBB9_135:
	s_waitcnt vmcnt(0)
	global_store_b32 v36, v40, s[34:35]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB9_127
.LBB9_136:
	s_waitcnt vmcnt(0)
	global_store_b32 v37, v42, s[34:35]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB9_128
.LBB9_137:
	s_waitcnt vmcnt(0)
	global_store_b32 v39, v44, s[34:35]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execz .LBB9_129
.LBB9_138:
	s_waitcnt vmcnt(0)
	global_store_b32 v41, v45, s[34:35]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execz .LBB9_130
.LBB9_139:
	s_waitcnt vmcnt(0)
	global_store_b32 v43, v47, s[34:35]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_cbranch_execz .LBB9_131
.LBB9_140:
	s_waitcnt vmcnt(0)
	global_store_b32 v46, v49, s[34:35]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB9_132
	s_branch .LBB9_133
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_fast_w8192
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
		.amdhsa_next_free_vgpr 98
		.amdhsa_next_free_sgpr 86
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
	.size	tessera_softmax_fast_w8192, .Lfunc_end9-tessera_softmax_fast_w8192

	.set tessera_softmax_fast_w8192.num_vgpr, 98
	.set tessera_softmax_fast_w8192.num_agpr, 0
	.set tessera_softmax_fast_w8192.numbered_sgpr, 86
	.set tessera_softmax_fast_w8192.num_named_barrier, 0
	.set tessera_softmax_fast_w8192.private_seg_size, 0
	.set tessera_softmax_fast_w8192.uses_vcc, 1
	.set tessera_softmax_fast_w8192.uses_flat_scratch, 0
	.set tessera_softmax_fast_w8192.has_dyn_sized_stack, 0
	.set tessera_softmax_fast_w8192.has_recursion, 0
	.set tessera_softmax_fast_w8192.has_indirect_call, 0
	.globl	tessera_softmax_fast_wide
	.p2align	8
	.type	tessera_softmax_fast_wide,@function
tessera_softmax_fast_wide:
	s_load_b256 s[24:31], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[30:31], s[2:3]
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB10_77
	s_load_b128 s[36:39], s[0:1], 0x20
	s_mov_b64 s[14:15], 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[38:39], 0
	s_cbranch_scc1 .LBB10_77
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x30
	s_load_b128 s[40:43], s[0:1], 0x50
	s_mul_i32 s0, s37, s2
	s_mul_hi_u32 s1, s36, s2
	s_mul_i32 s10, s36, s2
	s_add_i32 s11, s1, s0
	s_mul_hi_u32 s0, s10, 12
	s_mul_i32 s1, s11, 12
	s_mul_i32 s3, s10, 12
	s_add_i32 s0, s0, s1
	s_add_u32 s30, s28, s3
	s_addc_u32 s31, s29, s0
	s_lshl_b64 s[0:1], s[36:37], 3
	s_mov_b32 s5, s37
	s_add_u32 s3, s30, s0
	s_addc_u32 s8, s31, s1
	v_cmp_eq_u32_e64 s0, 0, v0
	s_mov_b32 s51, 0
	v_dual_mov_b32 v5, 0 :: v_dual_lshlrev_b32 v24, 2, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s19, 0
	v_lshlrev_b32_e32 v2, 4, v0
	s_cselect_b32 s23, -1, 0
	s_cmp_lg_u32 s18, 0
	v_mov_b32_e32 v1, v5
	s_cselect_b32 s33, -1, 0
	s_and_b32 s4, s36, -4
	s_add_u32 s6, s36, 3
	s_addc_u32 s7, s37, 0
	s_lshr_b64 s[18:19], s[36:37], 2
	s_lshr_b32 s1, s7, 2
	s_lshr_b64 s[6:7], s[6:7], 2
	s_mul_i32 s1, s1, s2
	s_mul_hi_u32 s7, s6, s2
	s_mul_i32 s99, s6, s2
	s_add_i32 s84, s7, s1
	s_add_u32 s34, s40, 0x9e3779b9
	s_addc_u32 s35, s41, 0
	s_add_u32 s44, s41, 0xbb67ae85
	s_addc_u32 s45, 0, 0
	s_add_u32 s46, s40, 0x3c6ef372
	s_addc_u32 s47, s41, 0
	s_add_u32 s48, s41, 0x76cf5d0a
	s_addc_u32 s49, 0, 0
	s_add_u32 s85, s40, 0xdaa66d2b
	s_add_u32 s86, s41, 0x32370b8f
	s_add_u32 s87, s40, 0x78dde6e4
	s_add_u32 s88, s41, 0xed9eba14
	s_add_u32 s89, s40, 0x1715609d
	s_add_u32 s90, s41, 0xa9066899
	s_add_u32 s91, s40, 0xb54cda56
	s_add_u32 s92, s41, 0x646e171e
	s_add_u32 s93, s40, 0x5384540f
	s_add_u32 s94, s41, 0x1fd5c5a3
	s_add_u32 s95, s40, 0xf1bbcdc8
	s_add_u32 s96, s41, 0xdb3d7428
	s_add_i32 s97, s40, 0x8ff34781
	s_add_i32 s98, s41, 0x96a522ad
	s_cmp_lg_u64 s[4:5], s[36:37]
	v_or_b32_e32 v25, 0x400, v24
	s_cselect_b32 s1, -1, 0
	s_mov_b32 s64, 0x11111111
	s_and_b32 s100, s0, s1
	s_add_u32 s6, s99, s18
	s_addc_u32 s7, s84, s19
	s_mul_hi_u32 s13, s6, 0xd2511f53
	s_mul_i32 s12, s6, 0xd2511f53
	v_cmp_gt_u64_e64 s1, s[18:19], v[0:1]
	s_xor_b64 s[6:7], s[12:13], s[6:7]
	s_mov_b32 s66, 0x55555555
	s_xor_b64 s[6:7], s[6:7], s[40:41]
	s_mov_b32 s68, 0xb7789f5c
	s_mul_hi_u32 s63, s7, 0xcd9e8d57
	s_mul_i32 s62, s7, 0xcd9e8d57
	s_mov_b32 s50, s63
	s_lshl_b64 s[6:7], s[4:5], 2
	s_xor_b64 s[52:53], s[50:51], s[34:35]
	s_add_u32 s54, s3, s6
	s_addc_u32 s55, s8, s7
	s_or_b32 s6, s4, 1
	s_or_b32 s4, s4, 2
	s_add_u32 s56, s36, -1
	s_addc_u32 s57, s37, -1
	v_cmp_lt_u64_e64 s101, s[4:5], s[36:37]
	s_clz_i32_u64 s4, s[56:57]
	s_mov_b32 s7, s37
	s_min_u32 s5, s4, 64
	v_cmp_lt_u64_e64 s53, s[6:7], s[36:37]
	s_sub_u32 s58, 64, s5
	s_subb_u32 s59, 0, 0
	s_cmp_lg_u64 s[56:57], 0
	v_cmp_gt_u64_e64 s9, s[58:59], 1
	s_cselect_b32 s102, -1, 0
	v_cmp_gt_u64_e64 s3, s[36:37], v[0:1]
	v_cmp_gt_u32_e64 s4, 0x80, v0
	v_cmp_gt_u32_e64 s5, 64, v0
	v_cmp_gt_u32_e64 s6, 32, v0
	s_and_b32 s9, s9, exec_lo
	s_mul_i32 s9, s2, 12
	s_cselect_b32 s59, s59, 0
	s_cselect_b32 s58, s58, 1
	s_xor_b64 s[60:61], s[12:13], s[44:45]
	s_xor_b64 s[62:63], s[62:63], s[46:47]
	s_mul_hi_u32 s2, s2, 12
	s_add_u32 s12, s9, 8
	s_addc_u32 s9, s2, 0
	s_mul_hi_u32 s47, s36, s12
	s_mul_i32 s13, s36, s9
	v_cmp_gt_u32_e64 s7, 16, v0
	s_add_i32 s13, s47, s13
	s_mul_i32 s47, s37, s12
	s_mul_i32 s12, s36, s12
	s_add_i32 s13, s13, s47
	s_add_u32 s12, s28, s12
	s_addc_u32 s13, s29, s13
	v_add_co_u32 v2, s28, s12, v2
	s_lshl_b64 s[10:11], s[10:11], 2
	v_add_co_ci_u32_e64 v3, null, s13, 0, s28
	v_add_co_u32 v4, s10, s10, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, s11, 0, s10
	v_add_co_u32 v6, vcc_lo, v2, 8
	v_add_co_ci_u32_e64 v7, null, 0, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v8, vcc_lo, s24, v4
	v_add_co_u32 v10, s10, s30, v24
	v_add_co_ci_u32_e64 v9, null, s25, v15, vcc_lo
	v_add_co_ci_u32_e64 v11, null, s31, 0, s10
	v_add_co_u32 v12, s10, s12, v24
	v_add_co_u32 v14, vcc_lo, s26, v4
	v_cmp_gt_u32_e64 s8, 8, v0
	v_cmp_gt_u32_e64 s2, 4, v0
	v_cmp_gt_u32_e64 s9, 2, v0
	v_add_co_ci_u32_e64 v13, null, s13, 0, s10
	v_add_co_ci_u32_e64 v15, null, s27, v15, vcc_lo
	s_mov_b32 s24, 0x54442d18
	s_mov_b32 s26, 0xa556c734
	s_mov_b32 s28, 0x1a01a01a
	s_mov_b32 s72, 0x16c16c17
	s_mov_b32 s25, 0x3ff921fb
	s_mov_b32 s27, 0x3ec71de3
	s_mov_b32 s29, 0xbf2a01a0
	s_mov_b32 s65, 0x3f811111
	s_mov_b32 s67, 0xbfc55555
	s_mov_b32 s69, 0x3e927e4f
	s_mov_b32 s71, 0x3efa01a0
	s_mov_b32 s73, 0xbf56c16c
	s_mov_b32 s75, 0x3fa55555
	s_mov_b32 s77, 0xbe927e4f
	s_branch .LBB10_5
.LBB10_3:
	s_or_b32 exec_lo, exec_lo, s11
.LBB10_4:
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	s_mul_f32 s20, s21, s20
	s_cmp_eq_u64 s[14:15], s[38:39]
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB10_77
.LBB10_5:
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB10_17
	s_add_u32 s47, s14, s42
	s_addc_u32 s10, s15, s43
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s79, s10, 0xcd9e8d57
	s_mul_i32 s78, s10, 0xcd9e8d57
	s_and_saveexec_b32 s50, s1
	s_cbranch_execz .LBB10_11
	s_xor_b32 s10, s40, s79
	v_dual_mov_b32 v2, v6 :: v_dual_mov_b32 v3, v7
	s_xor_b32 s12, s10, s47
	v_dual_mov_b32 v17, v1 :: v_dual_mov_b32 v16, v0
	s_mul_hi_u32 s83, s12, 0xd2511f53
	s_mov_b32 s11, 0
	s_mov_b32 s10, s83
	s_mul_i32 s82, s12, 0xd2511f53
	s_xor_b64 s[12:13], s[10:11], s[44:45]
	s_xor_b64 s[80:81], s[78:79], s[34:35]
	s_xor_b64 s[82:83], s[82:83], s[48:49]
.LBB10_8:
	v_add_co_u32 v4, vcc_lo, s99, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v20, null, s84, v17, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x100, v16
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v4, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v4, s41, v20
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[18:19], v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v4, v4, v19
	v_xor_b32_e32 v20, s12, v18
	s_or_b32 s11, vcc_lo, s11
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v20, 0
	v_xor_b32_e32 v4, s80, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v21, s46, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v21, 0
	v_xor_b32_e32 v4, s82, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v22, s86, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v22, 0
	v_xor3_b32 v4, s85, v19, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v23, s87, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v20, 0
	v_xor3_b32 v4, s88, v19, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v27, s90, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v20, 0
	v_xor3_b32 v4, s89, v19, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v21, s91, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v21, 0
	v_xor3_b32 v4, s92, v19, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v28, s94, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v21, 0
	v_xor3_b32 v4, s93, v19, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, v29, s95, v18
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v18, 0
	v_xor3_b32 v4, s96, v30, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v4, 0
	v_xor3_b32 v18, v20, v28, s97
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v20, v22, v29, s98
	global_store_b128 v[2:3], v[18:21], off offset:-8
	v_add_co_u32 v2, s10, 0x1000, v2
	v_add_co_ci_u32_e64 v3, null, 0, v3, s10
	s_and_not1_b32 exec_lo, exec_lo, s11
	s_cbranch_execnz .LBB10_8
	s_or_b32 exec_lo, exec_lo, s11
	v_dual_mov_b32 v2, v6 :: v_dual_mov_b32 v3, v7
	v_dual_mov_b32 v17, v1 :: v_dual_mov_b32 v16, v0
	s_mov_b32 s61, 0
.LBB10_10:
	global_load_b128 v[18:21], v[2:3], off offset:-8
	s_mov_b32 s70, s28
	s_mov_b32 s74, s66
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v4, 9, v19
	v_lshrrev_b32_e32 v19, 9, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v4, v4
	v_cvt_f32_u32_e32 v19, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v4, 0.5, v4 :: v_dual_add_f32 v19, 0.5, v19
	v_dual_mul_f32 v4, 0x34000000, v4 :: v_dual_mul_f32 v19, 0x34000000, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_f32_e32 v[21:22], v4
	v_cvt_f64_f32_e32 v[26:27], v19
	v_lshrrev_b32_e32 v4, 9, v18
	v_lshrrev_b32_e32 v18, 9, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v4, v4
	v_cvt_f32_u32_e32 v18, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v4, 0.5, v4
	v_mul_f32_e32 v4, 0x34000000, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v4, 0x4afb0d, v4
	v_dual_add_f32 v20, 0.5, v18 :: v_dual_and_b32 v23, 0x7fffff, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v20, 0x34000000, v20
	v_add_nc_u32_e32 v23, 0x3f3504f3, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v23, -1.0, v23
	v_mul_f64 v[21:22], v[21:22], 4.0
	v_mul_f64 v[26:27], v[26:27], 4.0
	v_add_f32_e32 v49, 2.0, v23
	v_lshrrev_b32_e32 v4, 23, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v51, null, v49, v49, v23
	v_div_scale_f32 v55, vcc_lo, v23, v49, v23
	v_rcp_f32_e32 v53, v51
	v_add_f64 v[28:29], 0x43380000, v[21:22]
	v_add_f64 v[30:31], 0x43380000, v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[32:33], 0xc3380000, v[28:29]
	v_add_f64 v[34:35], 0xc3380000, v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], -v[32:33]
	v_add_f64 v[26:27], v[26:27], -v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[21:22], s[24:25]
	v_mul_f64 v[26:27], v[26:27], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[31:32], v[21:22], v[21:22]
	v_mul_f64 v[33:34], v[26:27], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[31:32], s[26:27]
	v_mul_f64 v[37:38], v[31:32], s[68:69]
	v_mul_f64 v[39:40], v[33:34], s[26:27]
	v_mul_f64 v[41:42], v[33:34], s[68:69]
	v_mul_f64 v[43:44], v[31:32], v[31:32]
	v_mul_f64 v[45:46], v[26:27], v[33:34]
	v_mul_f64 v[47:48], v[33:34], v[33:34]
	v_add_f64 v[35:36], v[35:36], s[28:29]
	v_add_f64 v[37:38], -v[37:38], s[70:71]
	v_add_f64 v[39:40], v[39:40], s[28:29]
	v_add_f64 v[41:42], -v[41:42], s[70:71]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[35:36], v[31:32], v[35:36]
	v_mul_f64 v[37:38], v[31:32], v[37:38]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[39:40], v[33:34], v[39:40]
	v_mul_f64 v[41:42], v[33:34], v[41:42]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[18:19], v[35:36], s[64:65]
	v_add_f64 v[35:36], v[37:38], s[72:73]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[37:38], v[39:40], s[64:65]
	v_add_f64 v[39:40], v[41:42], s[72:73]
	v_fma_f32 v41, -v51, v53, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v53, v41, v53 :: v_dual_add_nc_u32 v20, 0x4afb0d, v20
	v_and_b32_e32 v29, 0x7fffff, v20
	v_lshrrev_b32_e32 v20, 23, v20
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v57, v55, v53
	v_add_nc_u32_e32 v29, 0x3f3504f3, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v41, -v51, v57, v55
	v_add_f32_e32 v29, -1.0, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v57, v41, v53
	v_fma_f32 v51, -v51, v57, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v51, v51, v53, v57
	v_mul_f64 v[18:19], v[31:32], v[18:19]
	v_div_fixup_f32 v49, v51, v49, v23
	v_mul_f64 v[35:36], v[31:32], v[35:36]
	v_mul_f64 v[37:38], v[33:34], v[37:38]
	v_mul_f64 v[39:40], v[33:34], v[39:40]
	v_mul_f64 v[33:34], v[33:34], 0.5
	v_mul_f32_e32 v51, v49, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v50, 2.0, v29 :: v_dual_mul_f32 v53, v51, v51
	v_div_scale_f32 v52, null, v50, v50, v29
	v_div_scale_f32 v56, s10, v29, v50, v29
	s_mov_b32 vcc_lo, s10
	v_rcp_f32_e32 v54, v52
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v42, -v52, v54, 1.0
	v_fmac_f32_e32 v54, v42, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v58, v56, v54
	v_add_f64 v[18:19], v[18:19], s[66:67]
	v_add_f64 v[35:36], v[35:36], s[74:75]
	v_add_f64 v[37:38], v[37:38], s[66:67]
	v_fma_f32 v42, -v52, v58, v56
	v_add_f64 v[39:40], v[39:40], s[74:75]
	v_add_f64 v[33:34], -v[33:34], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v58, v42, v54
	v_mul_f64 v[41:42], v[21:22], v[31:32]
	v_mul_f64 v[31:32], v[31:32], 0.5
	v_fma_f32 v52, -v52, v58, v56
	v_mul_f32_e32 v56, 0x3e91e9ee, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v52, v52, v54, v58
	v_div_fixup_f32 v50, v52, v50, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v52, v50, v50
	v_mul_f32_e32 v54, v52, v52
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v57, 0x3e789e26, v54
	v_mul_f64 v[35:36], v[43:44], v[35:36]
	v_mul_f64 v[37:38], v[45:46], v[37:38]
	v_mul_f32_e32 v46, 0.5, v29
	v_mul_f64 v[39:40], v[47:48], v[39:40]
	v_mul_f64 v[18:19], v[41:42], v[18:19]
	v_add_f32_e32 v42, 0x3eccce13, v57
	v_mul_f32_e32 v55, 0x3e789e26, v53
	v_dual_mul_f32 v41, 0.5, v23 :: v_dual_add_f32 v56, 0x3f2aaaaa, v56
	v_mul_f32_e32 v58, 0x3e91e9ee, v54
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v42, v54, v42 :: v_dual_add_f32 v55, 0x3eccce13, v55
	v_add_f64 v[31:32], -v[31:32], 1.0
	v_mul_f32_e32 v45, v51, v56
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v43, 0x3f2aaaaa, v58
	v_add_nc_u32_e32 v4, 0xffffff81, v4
	v_dual_mul_f32 v44, v53, v55 :: v_dual_mul_f32 v41, v23, v41
	v_mul_f32_e32 v43, v52, v43
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_i32_e32 v4, v4
	v_add_f32_e32 v44, v45, v44
	v_mul_f32_e32 v45, v29, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v42, v43, v42 :: v_dual_add_f32 v43, v41, v44
	v_dual_mul_f32 v43, v49, v43 :: v_dual_add_nc_u32 v20, 0xffffff81, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_i32_e32 v44, v20
	v_add_f32_e32 v20, v45, v42
	v_mul_f32_e32 v42, 0x3717f7d1, v4
	v_mul_f32_e32 v4, 0x3f317180, v4
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v46, 0x3717f7d1, v44
	v_add_f32_e32 v42, v42, v43
	v_add_f64 v[18:19], v[21:22], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v41, v42, v41
	v_dual_mul_f32 v20, v50, v20 :: v_dual_add_f32 v41, v23, v41
	v_add_f64 v[22:23], v[26:27], v[37:38]
	v_add_f64 v[26:27], v[33:34], v[39:40]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v4, v4, v41
	v_mul_f32_e32 v4, -2.0, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v4
	v_add_f32_e32 v20, v46, v20
	v_sub_f32_e32 v42, v20, v45
	v_add_f64 v[20:21], v[31:32], v[35:36]
	v_mul_f32_e32 v31, 0x3f317180, v44
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, v29, v42
	v_add_f32_e32 v29, v31, v29
	v_mul_f32_e32 v31, 0x4f800000, v4
	v_xor_b32_e32 v39, 0x80000000, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v32, -2.0, v29 :: v_dual_cndmask_b32 v33, v4, v31
	v_mov_b32_e32 v29, v5
	v_and_b32_e32 v31, 2, v30
	v_xor_b32_e32 v40, 0x80000000, v27
	v_mul_f32_e32 v4, 0x4f800000, v32
	v_cmp_gt_f32_e64 s10, 0xf800000, v32
	v_sqrt_f32_e32 v34, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v35, v32, v4, s10
	v_and_b32_e32 v4, 1, v28
	v_and_b32_e32 v28, 2, v28
	v_mov_b32_e32 v32, v5
	v_sqrt_f32_e32 v36, v35
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s13, 0, v[4:5]
	v_cmp_eq_u64_e64 s11, 0, v[28:29]
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_eq_u64_e64 s12, 0, v[31:32]
	v_and_b32_e32 v4, 1, v30
	v_xor_b32_e32 v29, 0x80000000, v23
	v_add_nc_u32_e32 v37, -1, v34
	v_add_nc_u32_e32 v38, 1, v34
	v_xor_b32_e32 v28, 0x80000000, v21
	v_cndmask_b32_e64 v31, v39, v19, s11
	v_cndmask_b32_e64 v39, v19, v39, s11
	v_cndmask_b32_e64 v30, v29, v23, s12
	v_cndmask_b32_e64 v32, v40, v27, s12
	v_cndmask_b32_e64 v21, v28, v21, s11
	v_cmp_eq_u64_e64 s11, 0, v[4:5]
	v_cndmask_b32_e64 v23, v23, v29, s12
	v_cndmask_b32_e64 v27, v20, v18, s13
	v_cndmask_b32_e64 v20, v18, v20, s13
	v_add_nc_u32_e32 v4, -1, v36
	v_cndmask_b32_e64 v28, v21, v31, s13
	v_cndmask_b32_e64 v19, v32, v30, s11
	v_cndmask_b32_e64 v18, v26, v22, s11
	v_cndmask_b32_e64 v30, v23, v32, s11
	v_cndmask_b32_e64 v21, v39, v21, s13
	v_cndmask_b32_e64 v29, v22, v26, s11
	v_fma_f32 v26, -v4, v36, v35
	v_cvt_f32_f64_e32 v23, v[18:19]
	v_fma_f32 v19, -v37, v34, v33
	v_cvt_f32_f64_e32 v20, v[20:21]
	v_cvt_f32_f64_e32 v21, v[27:28]
	v_cvt_f32_f64_e32 v22, v[29:30]
	v_add_nc_u32_e32 v18, 1, v36
	v_cmp_ge_f32_e64 s11, 0, v19
	v_fma_f32 v27, -v38, v34, v33
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v28, -v18, v36, v35
	v_cndmask_b32_e64 v19, v34, v37, s11
	v_cmp_ge_f32_e64 s11, 0, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v4, v36, v4, s11
	v_cmp_lt_f32_e64 s11, 0, v27
	v_cndmask_b32_e64 v19, v19, v38, s11
	v_cmp_lt_f32_e64 s11, 0, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v4, v4, v18, s11
	v_mul_f32_e32 v18, 0x37800000, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v26, 0x37800000, v4
	v_cndmask_b32_e32 v18, v19, v18, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v33, 0x260
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v4, v4, v26, s10
	v_cndmask_b32_e32 v19, v18, v33, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v35, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v18, v19, v20
	v_cndmask_b32_e32 v4, v4, v35, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x100, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	v_dual_mul_f32 v19, v19, v21 :: v_dual_mul_f32 v20, v4, v22
	v_mul_f32_e32 v21, v4, v23
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_le_u64_e32 vcc_lo, s[18:19], v[16:17]
	global_store_b128 v[2:3], v[18:21], off offset:-8
	v_add_co_u32 v2, s10, 0x1000, v2
	v_add_co_ci_u32_e64 v3, null, 0, v3, s10
	s_or_b32 s61, vcc_lo, s61
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s61
	s_cbranch_execnz .LBB10_10
.LBB10_11:
	s_or_b32 exec_lo, exec_lo, s50
	s_and_saveexec_b32 s13, s100
	s_cbranch_execz .LBB10_16
	s_xor_b32 s10, s40, s79
	s_xor_b32 s11, s52, s78
	s_xor_b32 s10, s10, s47
	s_mul_i32 s12, s11, 0xd2511f53
	s_mul_hi_u32 s47, s10, 0xd2511f53
	s_mul_hi_u32 s11, s11, 0xd2511f53
	s_xor_b32 s47, s47, s60
	s_mul_i32 s10, s10, 0xd2511f53
	s_xor_b32 s11, s11, s48
	s_mul_i32 s50, s47, 0xcd9e8d57
	s_mul_hi_u32 s47, s47, 0xcd9e8d57
	s_xor_b32 s10, s11, s10
	s_xor_b32 s47, s47, s62
	s_mul_hi_u32 s61, s10, 0xcd9e8d57
	s_mul_i32 s11, s47, 0xd2511f53
	s_mul_hi_u32 s47, s47, 0xd2511f53
	s_xor_b32 s61, s61, s85
	s_xor_b32 s47, s86, s47
	s_xor_b32 s50, s61, s50
	s_xor_b32 s12, s47, s12
	s_mul_i32 s47, s50, 0xd2511f53
	s_mul_hi_u32 s50, s50, 0xd2511f53
	s_mul_i32 s61, s12, 0xcd9e8d57
	s_mul_hi_u32 s12, s12, 0xcd9e8d57
	s_xor_b32 s50, s50, s88
	s_mul_i32 s10, s10, 0xcd9e8d57
	s_xor_b32 s12, s87, s12
	s_xor_b32 s11, s50, s11
	s_xor_b32 s10, s12, s10
	s_mul_hi_u32 s12, s11, 0xcd9e8d57
	s_mul_i32 s50, s10, 0xd2511f53
	s_xor_b32 s12, s12, s89
	s_mul_hi_u32 s10, s10, 0xd2511f53
	s_xor_b32 s12, s12, s61
	s_xor_b32 s10, s90, s10
	s_mul_hi_u32 s61, s12, 0xd2511f53
	s_xor_b32 s10, s10, s47
	s_xor_b32 s61, s61, s92
	s_mul_i32 s47, s10, 0xcd9e8d57
	s_xor_b32 s61, s61, s50
	s_mul_hi_u32 s10, s10, 0xcd9e8d57
	s_mul_hi_u32 s50, s61, 0xcd9e8d57
	s_mul_i32 s11, s11, 0xcd9e8d57
	s_xor_b32 s50, s50, s93
	s_xor_b32 s10, s91, s10
	s_xor_b32 s47, s50, s47
	s_xor_b32 s10, s10, s11
	s_mul_hi_u32 s11, s47, 0xd2511f53
	s_mul_i32 s50, s10, 0xd2511f53
	s_xor_b32 s11, s11, s96
	s_mov_b32 s76, s68
	s_xor_b32 s11, s11, s50
	s_mov_b32 s70, s28
	s_mul_i32 s50, s11, 0xcd9e8d57
	s_mul_hi_u32 s10, s10, 0xd2511f53
	s_lshr_b32 s50, s50, 9
	s_mul_i32 s12, s12, 0xd2511f53
	s_cvt_f32_u32 s50, s50
	s_xor_b32 s10, s94, s10
	s_mul_hi_u32 s11, s11, 0xcd9e8d57
	s_xor_b32 s63, s10, s12
	s_add_f32 s50, s50, 0.5
	s_mul_i32 s10, s63, 0xcd9e8d57
	s_mov_b32 s74, s66
	s_xor_b32 s10, s10, s11
	s_mul_f32 s50, s50, 0x34000000
	s_xor_b32 s10, s97, s10
	s_mov_b32 s79, s51
	s_lshr_b32 s10, s10, 9
	v_cvt_f64_f32_e32 v[2:3], s50
	s_cvt_f32_u32 s10, s10
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_add_f32 s10, s10, 0.5
	s_mul_f32 s10, s10, 0x34000000
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_i32 s10, s10, 0x4afb0d
	s_and_b32 s11, s10, 0x7fffff
	s_lshr_b32 s10, s10, 23
	s_add_i32 s11, s11, 0x3f3504f3
	s_addk_i32 s10, 0xff81
	s_add_f32 s11, s11, -1.0
	s_cvt_f32_i32 s10, s10
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_add_f32 s12, s11, 2.0
	s_mul_f32 s78, s11, 0.5
	v_div_scale_f32 v4, null, s12, s12, s11
	v_div_scale_f32 v31, vcc_lo, s11, s12, s11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_rcp_f32_e32 v23, v4
	v_xor_b32_e32 v4, 0x80000000, v4
	v_mul_f64 v[2:3], v[2:3], 4.0
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v30, v4, v23, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v23, v30, v23
	v_mul_f32_e32 v30, v31, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v32, v4, v30, v31
	v_fmac_f32_e32 v30, v32, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v31, v4, v30
	v_div_fmas_f32 v4, v31, v23, v30
	v_add_f64 v[18:19], 0x43380000, v[2:3]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v4, v4, s12, s11
	v_readfirstlane_b32 s12, v4
	s_mul_f32 s50, s12, s12
	v_add_f64 v[16:17], 0xc3380000, v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[2:3], v[2:3], -v[16:17]
	v_mul_f64 v[16:17], v[2:3], s[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[2:3], v[16:17], v[16:17]
	v_mul_f64 v[19:20], v[2:3], s[76:77]
	v_mul_f64 v[21:22], v[2:3], s[26:27]
	v_mul_f64 v[26:27], v[16:17], v[2:3]
	v_mul_f64 v[28:29], v[2:3], v[2:3]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[19:20], v[19:20], s[70:71]
	v_add_f64 v[21:22], v[21:22], s[28:29]
	s_mul_f32 s70, s50, s50
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s76, s70, 0x3e91e9ee
	s_add_f32 s76, s76, 0x3f2aaaaa
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_mul_f32 s50, s50, s76
	v_mul_f64 v[19:20], v[2:3], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[2:3], v[21:22]
	v_add_f64 v[19:20], v[19:20], s[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[64:65]
	v_mul_f64 v[19:20], v[2:3], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[21:22], v[2:3], v[21:22]
	v_mul_f64 v[2:3], v[2:3], -0.5
	v_add_f64 v[19:20], v[19:20], s[74:75]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[21:22], v[21:22], s[66:67]
	v_add_f64 v[2:3], v[2:3], 1.0
	s_mul_f32 s74, s70, 0x3e789e26
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_add_f32 s74, s74, 0x3eccce13
	s_mul_f32 s70, s70, s74
	s_mul_f32 s74, s11, s78
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_add_f32 s50, s50, s70
	s_mul_f32 s70, s10, 0x3717f7d1
	s_mul_f32 s10, s10, 0x3f317180
	s_add_f32 s50, s74, s50
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s12, s12, s50
	s_add_f32 s12, s70, s12
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_sub_f32 s12, s12, s74
	s_add_f32 s11, s11, s12
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[19:20], v[28:29], v[19:20]
	v_mul_f64 v[21:22], v[26:27], v[21:22]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_add_f32 s10, s10, s11
	v_readfirstlane_b32 s11, v18
	s_mul_f32 s10, s10, -2.0
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_mul_f32 s12, s10, 0x4f800000
	s_cmp_lt_f32 s10, 0xf800000
	v_mov_b32_e32 v4, s12
	s_cselect_b32 vcc_lo, -1, 0
	s_and_b32 s50, s11, 1
	s_and_b32 s78, s11, 2
	s_cmp_eq_u64 s[50:51], 0
	v_add_f64 v[2:3], v[2:3], v[19:20]
	v_add_f64 v[16:17], v[16:17], v[21:22]
	v_cndmask_b32_e32 v20, s10, v4, vcc_lo
	s_cselect_b32 s10, -1, 0
	s_cmp_eq_u64 s[78:79], 0
	s_cselect_b32 s11, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sqrt_f32_e32 v21, v20
	v_xor_b32_e32 v18, 0x80000000, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v4, 0x80000000, v17
	v_cndmask_b32_e64 v3, v18, v3, s11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v18, v17, v4, s11
	v_cndmask_b32_e64 v19, v18, v3, s10
	v_cndmask_b32_e64 v18, v16, v2, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v19, v[18:19]
	v_add_nc_u32_e32 v22, -1, v21
	v_add_nc_u32_e32 v18, 1, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v23, 0x80000000, v22
	v_xor_b32_e32 v26, 0x80000000, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v23, v23, v21, v20
	v_fma_f32 v26, v26, v21, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s12, 0, v23
	v_cndmask_b32_e64 v21, v21, v22, s12
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s12, 0, v26
	v_cndmask_b32_e64 v18, v21, v18, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, 0x37800000, v18
	v_cndmask_b32_e32 v18, v18, v21, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v20, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v18, v18, v20, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s53
	v_mul_f32_e32 v19, v18, v19
	global_store_b32 v5, v19, s[54:55]
	s_cbranch_vccnz .LBB10_14
	v_cndmask_b32_e64 v4, v4, v17, s11
	v_cndmask_b32_e64 v2, v2, v16, s10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v3, v3, v4, s10
	v_cvt_f32_f64_e32 v2, v[2:3]
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v2, v18, v2
	global_store_b32 v5, v2, s[54:55] offset:4
.LBB10_14:
	s_and_not1_b32 vcc_lo, exec_lo, s101
	s_cbranch_vccnz .LBB10_16
	s_mul_hi_u32 s10, s63, 0xcd9e8d57
	s_mul_i32 s61, s61, 0xcd9e8d57
	s_xor_b32 s10, s95, s10
	s_mov_b32 s76, s68
	s_xor_b32 s10, s10, s61
	s_mov_b32 s70, s28
	s_mul_i32 s11, s10, 0xd2511f53
	s_mul_i32 s47, s47, 0xd2511f53
	s_lshr_b32 s11, s11, 9
	s_mul_hi_u32 s10, s10, 0xd2511f53
	s_cvt_f32_u32 s11, s11
	s_xor_b32 s10, s10, s47
	s_mov_b32 s74, s66
	s_xor_b32 s10, s98, s10
	s_add_f32 s11, s11, 0.5
	s_lshr_b32 s10, s10, 9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_cvt_f32_u32 s10, s10
	s_mul_f32 s11, s11, 0x34000000
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_2)
	s_add_f32 s10, s10, 0.5
	v_cvt_f64_f32_e32 v[2:3], s11
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s10, s10, 0x34000000
	s_add_i32 s10, s10, 0x4afb0d
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s11, s10, 0x7fffff
	s_lshr_b32 s10, s10, 23
	s_add_i32 s11, s11, 0x3f3504f3
	s_addk_i32 s10, 0xff81
	s_add_f32 s11, s11, -1.0
	s_cvt_f32_i32 s10, s10
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_add_f32 s12, s11, 2.0
	v_div_scale_f32 v4, null, s12, s12, s11
	v_div_scale_f32 v31, vcc_lo, s11, s12, s11
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v23, v4
	v_xor_b32_e32 v4, 0x80000000, v4
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v30, v4, v23, 1.0
	v_mul_f64 v[2:3], v[2:3], 4.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v23, v30, v23
	v_mul_f32_e32 v30, v31, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v32, v4, v30, v31
	v_fmac_f32_e32 v30, v32, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v31, v4, v30
	v_div_fmas_f32 v4, v31, v23, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v4, v4, s12, s11
	v_readfirstlane_b32 s12, v4
	v_add_f64 v[16:17], 0x43380000, v[2:3]
	s_mul_f32 s47, s12, s12
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s50, s47, s47
	s_mul_f32 s61, s50, 0x3e789e26
	s_mul_f32 s63, s50, 0x3e91e9ee
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_2)
	s_add_f32 s61, s61, 0x3eccce13
	s_add_f32 s63, s63, 0x3f2aaaaa
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_2)
	s_mul_f32 s50, s50, s61
	s_mul_f32 s47, s47, s63
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_add_f32 s47, s47, s50
	s_mul_f32 s50, s10, 0x3717f7d1
	s_mul_f32 s10, s10, 0x3f317180
	v_add_f64 v[17:18], 0xc3380000, v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[2:3], v[2:3], -v[17:18]
	v_mul_f64 v[2:3], v[2:3], s[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[2:3], v[2:3]
	v_mul_f64 v[19:20], v[17:18], s[76:77]
	v_mul_f64 v[21:22], v[17:18], s[26:27]
	v_mul_f64 v[26:27], v[2:3], v[17:18]
	v_mul_f64 v[28:29], v[17:18], v[17:18]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[19:20], v[19:20], s[70:71]
	v_add_f64 v[21:22], v[21:22], s[28:29]
	s_mul_f32 s70, s11, 0.5
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s61, s11, s70
	s_add_f32 s47, s61, s47
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s12, s12, s47
	s_add_f32 s12, s50, s12
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_sub_f32 s12, s12, s61
	s_add_f32 s11, s11, s12
	v_readfirstlane_b32 s12, v16
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_add_f32 s10, s10, s11
	s_mul_f32 s10, s10, -2.0
	s_delay_alu instid0(SALU_CYCLE_3)
	s_mul_f32 s11, s10, 0x4f800000
	v_mul_f64 v[19:20], v[17:18], v[19:20]
	v_mul_f64 v[21:22], v[17:18], v[21:22]
	s_cmp_lt_f32 s10, 0xf800000
	v_mov_b32_e32 v4, s11
	s_mov_b32 s11, s51
	s_cselect_b32 vcc_lo, -1, 0
	s_and_b32 s50, s12, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e32 v4, s10, v4, vcc_lo
	s_and_b32 s10, s12, 2
	s_cmp_eq_u64 s[10:11], 0
	s_cselect_b32 s10, -1, 0
	s_cmp_eq_u64 s[50:51], 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[19:20], v[19:20], s[72:73]
	v_add_f64 v[21:22], v[21:22], s[64:65]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[17:18], v[19:20]
	v_mul_f64 v[21:22], v[17:18], v[21:22]
	v_mul_f64 v[17:18], v[17:18], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[19:20], v[19:20], s[74:75]
	v_add_f64 v[21:22], v[21:22], s[66:67]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[17:18], v[17:18], 1.0
	v_mul_f64 v[19:20], v[28:29], v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[26:27], v[21:22]
	v_add_f64 v[17:18], v[17:18], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[2:3], v[2:3], v[21:22]
	v_sqrt_f32_e32 v20, v4
	v_xor_b32_e32 v16, 0x80000000, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v19, 0x80000000, v3
	v_cndmask_b32_e64 v16, v16, v18, s10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, v3, v19, s10
	s_cselect_b32 s10, -1, 0
	v_cndmask_b32_e64 v2, v2, v17, s10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cndmask_b32_e64 v3, v3, v16, s10
	v_add_nc_u32_e32 v16, -1, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cvt_f32_f64_e32 v2, v[2:3]
	v_add_nc_u32_e32 v3, 1, v20
	v_xor_b32_e32 v17, 0x80000000, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v18, 0x80000000, v3
	v_fma_f32 v17, v17, v20, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v18, v18, v20, v4
	v_cmp_ge_f32_e64 s10, 0, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v16, v20, v16, s10
	v_cmp_lt_f32_e64 s10, 0, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v3, v16, v3, s10
	v_mul_f32_e32 v16, 0x37800000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v3, v3, v16, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v4, 0x260
	v_cndmask_b32_e32 v3, v3, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v2, v3, v2
	global_store_b32 v5, v2, s[54:55] offset:8
.LBB10_16:
	s_or_b32 exec_lo, exec_lo, s13
.LBB10_17:
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v22, 0xff800000
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v4, 0xff800000
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s47, s3
	s_cbranch_execz .LBB10_21
	v_dual_mov_b32 v16, 0 :: v_dual_mov_b32 v19, v9
	v_dual_mov_b32 v18, v8 :: v_dual_mov_b32 v21, v1
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v17, 0
	v_mov_b32_e32 v22, 0xff800000
	v_dual_mov_b32 v20, v0 :: v_dual_mov_b32 v3, 0
	v_mov_b32_e32 v4, 0xff800000
	s_mov_b32 s50, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_19:
	global_load_b32 v23, v[18:19], off
	v_cmp_o_f32_e32 vcc_lo, v22, v22
	v_cmp_o_f32_e64 s10, v4, v4
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s11, v23, v23
	v_cmp_gt_f32_e64 s12, v23, v22
	v_cmp_gt_f32_e64 s13, v23, v4
	s_and_b32 s61, vcc_lo, s11
	s_and_b32 s10, s10, s11
	s_or_b32 vcc_lo, s12, s61
	s_or_b32 s10, s13, s10
	v_dual_cndmask_b32 v22, v22, v23 :: v_dual_cndmask_b32 v17, v17, v21
	v_cndmask_b32_e32 v16, v16, v20, vcc_lo
	v_cndmask_b32_e64 v2, v2, v20, s10
	v_add_co_u32 v20, vcc_lo, 0x100, v20
	v_cndmask_b32_e64 v3, v3, v21, s10
	v_add_co_ci_u32_e64 v21, null, 0, v21, vcc_lo
	v_cndmask_b32_e64 v4, v4, v23, s10
	v_add_co_u32 v18, s10, 0x400, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_le_u64_e32 vcc_lo, s[36:37], v[20:21]
	v_add_co_ci_u32_e64 v19, null, 0, v19, s10
	s_or_b32 s50, vcc_lo, s50
	s_and_not1_b32 exec_lo, exec_lo, s50
	s_cbranch_execnz .LBB10_19
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s50
.LBB10_21:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s47
	ds_store_b32 v25, v22
	ds_store_b32 v24, v16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB10_23
	ds_load_2addr_stride64_b32 v[17:18], v24 offset1:2
	ds_load_b32 v19, v25
	ds_load_b32 v20, v24 offset:1536
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v18, v17
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s12, v19, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v20, v19
	v_cmp_gt_f32_e64 s11, v20, v19
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v20, v20
	v_cndmask_b32_e64 v16, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v16.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v19, v20 :: v_dual_cndmask_b32 v16, v17, v18
	ds_store_b32 v25, v3
	ds_store_b32 v24, v16
.LBB10_23:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s5
	s_cbranch_execz .LBB10_25
	ds_load_b32 v19, v25
	ds_load_2addr_stride64_b32 v[17:18], v24 offset1:1
	ds_load_b32 v20, v24 offset:1280
	s_waitcnt lgkmcnt(2)
	v_cmp_o_f32_e64 s12, v19, v19
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v18, v17
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v20, v19
	v_cmp_gt_f32_e64 s11, v20, v19
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v20, v20
	v_cndmask_b32_e64 v16, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v16.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v19, v20 :: v_dual_cndmask_b32 v16, v17, v18
	ds_store_b32 v25, v3
	ds_store_b32 v24, v16
.LBB10_25:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s6
	s_cbranch_execz .LBB10_27
	ds_load_2addr_b32 v[17:18], v24 offset1:32
	ds_load_b32 v19, v25
	ds_load_b32 v20, v24 offset:1152
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v18, v17
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s12, v19, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v20, v19
	v_cmp_gt_f32_e64 s11, v20, v19
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v20, v20
	v_cndmask_b32_e64 v16, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v16.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v19, v20 :: v_dual_cndmask_b32 v16, v17, v18
	ds_store_b32 v25, v3
	ds_store_b32 v24, v16
.LBB10_27:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s7
	s_cbranch_execz .LBB10_29
	ds_load_2addr_b32 v[17:18], v24 offset1:16
	ds_load_b32 v19, v25
	ds_load_b32 v20, v24 offset:1088
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v18, v17
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s12, v19, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v20, v19
	v_cmp_gt_f32_e64 s11, v20, v19
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v20, v20
	v_cndmask_b32_e64 v16, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v16.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v19, v20 :: v_dual_cndmask_b32 v16, v17, v18
	ds_store_b32 v25, v3
	ds_store_b32 v24, v16
.LBB10_29:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s8
	s_cbranch_execz .LBB10_31
	ds_load_2addr_b32 v[17:18], v24 offset1:8
	ds_load_b32 v19, v25
	ds_load_b32 v20, v24 offset:1056
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v18, v17
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s12, v19, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v20, v19
	v_cmp_gt_f32_e64 s11, v20, v19
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v20, v20
	v_cndmask_b32_e64 v16, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v16.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v19, v20 :: v_dual_cndmask_b32 v16, v17, v18
	ds_store_b32 v25, v3
	ds_store_b32 v24, v16
.LBB10_31:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s2
	s_cbranch_execz .LBB10_33
	ds_load_2addr_b32 v[17:18], v24 offset1:4
	ds_load_b32 v19, v25
	ds_load_b32 v20, v24 offset:1040
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v18, v17
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s12, v19, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v20, v19
	v_cmp_gt_f32_e64 s11, v20, v19
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v20, v20
	v_cndmask_b32_e64 v16, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v16.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v19, v20 :: v_dual_cndmask_b32 v16, v17, v18
	ds_store_b32 v25, v3
	ds_store_b32 v24, v16
.LBB10_33:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s9
	s_cbranch_execz .LBB10_35
	ds_load_2addr_b32 v[17:18], v24 offset1:2
	ds_load_b32 v19, v25
	ds_load_b32 v20, v24 offset:1032
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v18, v17
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s12, v19, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v20, v19
	v_cmp_gt_f32_e64 s11, v20, v19
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v20, v20
	v_cndmask_b32_e64 v16, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v16.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v19, v20 :: v_dual_cndmask_b32 v16, v17, v18
	ds_store_b32 v25, v3
	ds_store_b32 v24, v16
.LBB10_35:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s0
	s_cbranch_execz .LBB10_37
	v_add_nc_u32_e64 v3, 4, 0
	ds_load_2addr_stride64_b32 v[17:18], v3 offset1:4
	ds_load_b32 v19, v24
	ds_load_b32 v20, v25
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v17, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v18, v20
	v_cmp_gt_f32_e64 s11, v18, v20
	v_cmp_o_f32_e64 s12, v20, v20
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	v_cndmask_b32_e64 v16, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v16.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v20, v18 :: v_dual_cndmask_b32 v16, v19, v17
	ds_store_b32 v25, v3
	ds_store_b32 v24, v16
.LBB10_37:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s0
	s_cbranch_execz .LBB10_39
	ds_load_b32 v3, v5 offset:1024
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v5, v3 offset:2048
.LBB10_39:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v25, v4
	ds_store_b32 v24, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB10_41
	ds_load_2addr_stride64_b32 v[16:17], v24 offset1:2
	ds_load_b32 v4, v25
	ds_load_b32 v18, v24 offset:1536
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v17, v16
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s12, v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v18, v4
	v_cmp_gt_f32_e64 s11, v18, v4
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v2, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_cndmask_b32_e32 v2, v4, v18, vcc_lo
	v_cndmask_b32_e32 v3, v16, v17, vcc_lo
	ds_store_b32 v25, v2
	ds_store_b32 v24, v3
.LBB10_41:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s5
	s_cbranch_execz .LBB10_43
	ds_load_b32 v4, v25
	ds_load_2addr_stride64_b32 v[16:17], v24 offset1:1
	ds_load_b32 v18, v24 offset:1280
	s_waitcnt lgkmcnt(2)
	v_cmp_o_f32_e64 s12, v4, v4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v17, v16
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v18, v4
	v_cmp_gt_f32_e64 s11, v18, v4
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v2, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_cndmask_b32_e32 v2, v4, v18, vcc_lo
	v_cndmask_b32_e32 v3, v16, v17, vcc_lo
	ds_store_b32 v25, v2
	ds_store_b32 v24, v3
.LBB10_43:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s6
	s_cbranch_execz .LBB10_45
	ds_load_2addr_b32 v[16:17], v24 offset1:32
	ds_load_b32 v4, v25
	ds_load_b32 v18, v24 offset:1152
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v17, v16
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s12, v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v18, v4
	v_cmp_gt_f32_e64 s11, v18, v4
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v2, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_cndmask_b32_e32 v2, v4, v18, vcc_lo
	v_cndmask_b32_e32 v3, v16, v17, vcc_lo
	ds_store_b32 v25, v2
	ds_store_b32 v24, v3
.LBB10_45:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s7
	s_cbranch_execz .LBB10_47
	ds_load_2addr_b32 v[16:17], v24 offset1:16
	ds_load_b32 v4, v25
	ds_load_b32 v18, v24 offset:1088
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v17, v16
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s12, v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v18, v4
	v_cmp_gt_f32_e64 s11, v18, v4
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v2, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_cndmask_b32_e32 v2, v4, v18, vcc_lo
	v_cndmask_b32_e32 v3, v16, v17, vcc_lo
	ds_store_b32 v25, v2
	ds_store_b32 v24, v3
.LBB10_47:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s8
	s_cbranch_execz .LBB10_49
	ds_load_2addr_b32 v[16:17], v24 offset1:8
	ds_load_b32 v4, v25
	ds_load_b32 v18, v24 offset:1056
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v17, v16
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s12, v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v18, v4
	v_cmp_gt_f32_e64 s11, v18, v4
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v2, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_cndmask_b32_e32 v2, v4, v18, vcc_lo
	v_cndmask_b32_e32 v3, v16, v17, vcc_lo
	ds_store_b32 v25, v2
	ds_store_b32 v24, v3
.LBB10_49:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s2
	s_cbranch_execz .LBB10_51
	ds_load_2addr_b32 v[16:17], v24 offset1:4
	ds_load_b32 v4, v25
	ds_load_b32 v18, v24 offset:1040
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v17, v16
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s12, v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v18, v4
	v_cmp_gt_f32_e64 s11, v18, v4
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v2, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_cndmask_b32_e32 v2, v4, v18, vcc_lo
	v_cndmask_b32_e32 v3, v16, v17, vcc_lo
	ds_store_b32 v25, v2
	ds_store_b32 v24, v3
.LBB10_51:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s9
	s_cbranch_execz .LBB10_53
	ds_load_2addr_b32 v[16:17], v24 offset1:2
	ds_load_b32 v4, v25
	ds_load_b32 v18, v24 offset:1032
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v17, v16
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s12, v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v18, v4
	v_cmp_gt_f32_e64 s11, v18, v4
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v2, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_cndmask_b32_e32 v2, v4, v18, vcc_lo
	v_cndmask_b32_e32 v3, v16, v17, vcc_lo
	ds_store_b32 v25, v2
	ds_store_b32 v24, v3
.LBB10_53:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s0
	s_cbranch_execz .LBB10_55
	v_add_nc_u32_e64 v2, 4, 0
	ds_load_2addr_stride64_b32 v[16:17], v2 offset1:4
	ds_load_b32 v4, v24
	ds_load_b32 v18, v25
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v16, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v17, v18
	v_cmp_gt_f32_e64 s11, v17, v18
	v_cmp_o_f32_e64 s12, v18, v18
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v2, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v17, v17
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v18, v17 :: v_dual_cndmask_b32 v3, v4, v16
	ds_store_b32 v25, v2
	ds_store_b32 v24, v3
.LBB10_55:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s0
	s_cbranch_execz .LBB10_57
	ds_load_b32 v2, v5
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v2, v2
	ds_store_b32 v5, v2 offset:2056
.LBB10_57:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s3
	s_cbranch_execz .LBB10_60
	ds_load_b32 v4, v5 offset:2048
	v_dual_mov_b32 v2, v8 :: v_dual_mov_b32 v3, v9
	v_dual_mov_b32 v17, v11 :: v_dual_mov_b32 v16, v10
	v_dual_mov_b32 v19, v1 :: v_dual_mov_b32 v18, v0
	s_mov_b32 s12, 0
.LBB10_59:
	global_load_b32 v20, v[2:3], off
	v_add_co_u32 v18, vcc_lo, 0x100, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v19, null, 0, v19, vcc_lo
	v_add_co_u32 v2, vcc_lo, 0x400, v2
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_le_u64_e64 s10, s[36:37], v[18:19]
	s_or_b32 s12, s10, s12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v20, v20, v4
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v20
	v_cndmask_b32_e32 v21, 0xc2d00000, v20, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v21
	v_cndmask_b32_e32 v21, 0x42b20000, v21, vcc_lo
	v_mul_f32_e32 v22, 0x3fb8aa3b, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, 0x4b400000, v22
	v_add_f32_e32 v23, 0xcb400000, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v27, 0xbf317200, v23
	v_mul_f32_e32 v23, 0x35bfbe8e, v23
	v_add_f32_e32 v21, v21, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v27, v21, v23
	v_mul_f32_e32 v28, v27, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v29, 0x3331bb4c, v28
	v_add_f32_e32 v29, 0xb5ddea0e, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v29, v28, v29 :: v_dual_add_nc_u32 v26, 0xb4c00100, v22
	v_lshrrev_b32_e32 v26, 1, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v29, 0x388ab355, v29
	v_sub_nc_u32_e32 v22, v22, v26
	v_lshl_add_u32 v26, v26, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v29, v28, v29
	v_lshl_add_u32 v22, v22, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0xbb360b61, v29
	v_mul_f32_e32 v29, v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0x3e2aaaab, v29
	v_mul_f32_e32 v28, v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v28, v27, v28
	v_mul_f32_e32 v27, v27, v28
	v_sub_f32_e32 v28, 2.0, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v29, null, v28, v28, v27
	v_div_scale_f32 v31, vcc_lo, v27, v28, v27
	v_rcp_f32_e32 v30, v29
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v32, -v29, v30, 1.0
	v_fmac_f32_e32 v30, v32, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v32, v31, v30
	v_fma_f32 v33, -v29, v32, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v32, v33, v30
	v_fma_f32 v29, -v29, v32, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v29, v29, v30, v32
	v_cmp_o_f32_e32 vcc_lo, v20, v20
	v_div_fixup_f32 v27, v29, v28, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v23, v23, v27
	v_sub_f32_e32 v21, v21, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v21, 1.0, v21
	v_mul_f32_e32 v21, v21, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v21, v22
	v_cndmask_b32_e32 v20, 0x7fc00000, v21, vcc_lo
	global_store_b32 v[16:17], v20, off
	v_add_co_u32 v16, vcc_lo, 0x400, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	s_and_not1_b32 exec_lo, exec_lo, s12
	s_cbranch_execnz .LBB10_59
.LBB10_60:
	s_or_b32 exec_lo, exec_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s102
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB10_66
	s_mov_b64 s[10:11], 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB10_63
	.p2align	6
.LBB10_62:
	s_or_b32 exec_lo, exec_lo, s47
	s_cmp_eq_u64 s[10:11], s[58:59]
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB10_66
.LBB10_63:
	s_lshl_b64 s[12:13], 1, s10
	s_add_u32 s10, s10, 1
	s_addc_u32 s11, s11, 0
	s_add_u32 s78, s12, s56
	s_addc_u32 s79, s13, s57
	s_mov_b32 s47, exec_lo
	s_lshr_b64 s[78:79], s[78:79], s10
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[78:79], v[0:1]
	s_cbranch_execz .LBB10_62
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v2, v0
	s_mov_b32 s50, 0
	.p2align	6
.LBB10_65:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[16:17], s10, v[2:3]
	s_lshl_b64 s[80:81], s[12:13], 2
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v16, vcc_lo, s30, v16
	v_add_co_ci_u32_e64 v17, null, s31, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v18, vcc_lo, v16, s80
	v_add_co_ci_u32_e64 v19, null, s81, v17, vcc_lo
	v_add_co_u32 v2, vcc_lo, 0x100, v2
	s_clause 0x1
	global_load_b32 v4, v[16:17], off
	global_load_b32 v18, v[18:19], off
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_le_u64_e32 vcc_lo, s[78:79], v[2:3]
	s_or_b32 s50, vcc_lo, s50
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v4, v18
	global_store_b32 v[16:17], v4, off
	s_and_not1_b32 exec_lo, exec_lo, s50
	s_cbranch_execnz .LBB10_65
	s_branch .LBB10_62
.LBB10_66:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s10, s0
	s_cbranch_execz .LBB10_68
	global_load_b32 v2, v5, s[30:31]
	s_waitcnt vmcnt(0)
	ds_store_b32 v5, v2 offset:2052
.LBB10_68:
	s_or_b32 exec_lo, exec_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB10_73
	s_and_saveexec_b32 s13, s3
	s_cbranch_execz .LBB10_72
	ds_load_b96 v[2:4], v5 offset:2048
	s_mul_f32 s11, s22, s20
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s11, 0
	s_mul_f32 s12, s11, 0x4f800000
	s_cselect_b32 s10, -1, 0
	s_cmp_lt_f32 s11, 0xf800000
	v_mov_b32_e32 v16, s12
	s_cselect_b32 vcc_lo, -1, 0
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v18, null, v3, v3, 1.0
	s_delay_alu instid0(VALU_DEP_1)
	v_rcp_f32_e32 v19, v18
	v_xor_b32_e32 v18, 0x80000000, v18
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v26, v18, v19, 1.0
	v_cndmask_b32_e32 v16, s11, v16, vcc_lo
	v_div_scale_f32 v27, s11, 1.0, v3, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v19, v26, v19
	v_sqrt_f32_e32 v17, v16
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v20, -1, v17
	v_add_nc_u32_e32 v21, 1, v17
	v_xor_b32_e32 v22, 0x80000000, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v23, 0x80000000, v21
	v_fma_f32 v22, v22, v17, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v23, v23, v17, v16
	v_cmp_ge_f32_e64 s12, 0, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v17, v17, v20, s12
	v_cmp_lt_f32_e64 s12, 0, v23
	v_mul_f32_e32 v20, v27, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v17, v17, v21, s12
	v_mul_f32_e32 v22, 0x37800000, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v17, v17, v22, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v16, 0x260
	v_cndmask_b32_e32 v16, v17, v16, vcc_lo
	s_mov_b32 vcc_lo, s11
	s_mov_b32 s11, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v23, 0, v16, s10
	v_mov_b32_e32 v17, v9
	v_fma_f32 v21, v18, v20, v27
	v_mov_b32_e32 v16, v8
	v_cndmask_b32_e64 v26, v23, s17, s23
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v20, v21, v19
	v_fmac_f32_e32 v27, v18, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v22, v27, v19, v20
	v_dual_mov_b32 v19, v15 :: v_dual_mov_b32 v18, v14
	v_dual_mov_b32 v21, v13 :: v_dual_mov_b32 v20, v12
	v_div_fixup_f32 v3, v22, v3, 1.0
	v_dual_mov_b32 v23, v1 :: v_dual_mov_b32 v22, v0
.LBB10_71:
	global_load_b32 v29, v[16:17], off
	global_load_b32 v30, v[18:19], off
	global_load_b32 v31, v[20:21], off
	s_waitcnt vmcnt(2)
	v_sub_f32_e32 v32, v29, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v32
	v_cndmask_b32_e32 v27, 0xc2d00000, v32, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v27
	v_cndmask_b32_e32 v27, 0x42b20000, v27, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v28, 0x3fb8aa3b, v27
	v_add_f32_e32 v33, 0x4b400000, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, 0xcb400000, v33
	v_mul_f32_e32 v34, 0xbf317200, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v28, 0x35bfbe8e, v28 :: v_dual_add_f32 v27, v27, v34
	v_sub_f32_e32 v34, v27, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, v34, v34
	v_mul_f32_e32 v36, 0x3331bb4c, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xb5ddea0e, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0x388ab355, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xbb360b61, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0x3e2aaaab, v36
	v_mul_f32_e32 v35, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v35, v34, v35
	v_mul_f32_e32 v34, v34, v35
	v_sub_f32_e32 v35, 2.0, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v36, null, v35, v35, v34
	v_div_scale_f32 v39, vcc_lo, v34, v35, v34
	v_rcp_f32_e32 v37, v36
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v38, -v36, v37, 1.0
	v_fmac_f32_e32 v37, v38, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v38, v39, v37
	v_fma_f32 v40, -v36, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v38, v40, v37
	v_fma_f32 v36, -v36, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v36, v36, v37, v38
	v_cmp_o_f32_e32 vcc_lo, v32, v32
	v_div_fixup_f32 v34, v36, v35, v34
	v_clz_i32_u32_e32 v35, v23
	v_add_nc_u32_e32 v36, 0xb4c00100, v33
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v28, v28, v34
	v_min_u32_e32 v34, 32, v35
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v35, 1, v36
	v_sub_f32_e32 v36, v27, v28
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[27:28], v34, v[22:23]
	v_sub_nc_u32_e32 v33, v33, v35
	v_lshl_add_u32 v35, v35, 23, 0xff800000
	v_sub_nc_u32_e32 v34, 32, v34
	v_add_f32_e32 v36, 1.0, v36
	v_min_u32_e32 v27, 1, v27
	v_lshl_add_u32 v33, v33, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v35, v36, v35
	v_or_b32_e32 v27, v28, v27
	v_add_f32_e32 v28, v29, v29
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v33, v35, v33
	v_cvt_f32_u32_e32 v27, v27
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v28, 0x3d4ccccd, v28
	v_cndmask_b32_e32 v32, 0x7fc00000, v33, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_ldexp_f32 v27, v27, v34
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v28, v28, v30
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v30, v3, v32
	v_cmp_eq_f32_e32 vcc_lo, v4, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, v28, v30
	v_cndmask_b32_e64 v27, 0, 0x3dcccccd, vcc_lo
	v_add_co_u32 v20, vcc_lo, 0x400, v20
	v_add_co_ci_u32_e64 v21, null, 0, v21, vcc_lo
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_add_f32 v27, v27, v28 :: v_dual_mul_f32 v28, v26, v31
	v_add_co_u32 v22, vcc_lo, 0x100, v22
	v_add_co_ci_u32_e64 v23, null, 0, v23, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, s16, v27
	v_sub_f32_e32 v27, v29, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v27, v28, v27
	v_and_b32_e32 v28, 0x7fffffff, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v28
	v_cndmask_b32_e32 v27, 0x7fc00000, v27, vcc_lo
	v_add_co_u32 v18, vcc_lo, 0x400, v18
	v_add_co_ci_u32_e64 v19, null, 0, v19, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[36:37], v[22:23]
	global_store_b32 v[16:17], v27, off
	v_add_co_u32 v16, s10, 0x400, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v17, null, 0, v17, s10
	s_or_b32 s11, vcc_lo, s11
	s_and_not1_b32 exec_lo, exec_lo, s11
	s_cbranch_execnz .LBB10_71
.LBB10_72:
	s_or_b32 exec_lo, exec_lo, s13
	s_cbranch_execnz .LBB10_4
	s_branch .LBB10_74
.LBB10_73:
.LBB10_74:
	s_and_saveexec_b32 s11, s3
	s_cbranch_execz .LBB10_3
	ds_load_b96 v[2:4], v5 offset:2048
	s_mov_b32 s12, 0
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v16, null, v3, v3, 1.0
	v_div_scale_f32 v19, vcc_lo, 1.0, v3, 1.0
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v17, v16
	v_xor_b32_e32 v16, 0x80000000, v16
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v18, v16, v17, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v17, v18, v17
	v_mul_f32_e32 v18, v19, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v20, v16, v18, v19
	v_fmac_f32_e32 v18, v20, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v19, v16, v18
	v_div_fmas_f32 v20, v19, v17, v18
	v_mov_b32_e32 v17, v9
	v_dual_mov_b32 v19, v15 :: v_dual_mov_b32 v16, v8
	v_mov_b32_e32 v18, v14
	s_delay_alu instid0(VALU_DEP_4)
	v_div_fixup_f32 v3, v20, v3, 1.0
	v_dual_mov_b32 v21, v1 :: v_dual_mov_b32 v20, v0
.LBB10_76:
	global_load_b32 v26, v[16:17], off
	global_load_b32 v27, v[18:19], off
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v28, v26, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v28
	v_cndmask_b32_e32 v22, 0xc2d00000, v28, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v22
	v_cndmask_b32_e32 v22, 0x42b20000, v22, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, 0x3fb8aa3b, v22
	v_add_f32_e32 v29, 0x4b400000, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, 0xcb400000, v29
	v_mul_f32_e32 v30, 0xbf317200, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v22, v22, v30 :: v_dual_mul_f32 v23, 0x35bfbe8e, v23
	v_sub_f32_e32 v30, v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v31, v30, v30
	v_mul_f32_e32 v32, 0x3331bb4c, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, 0xb5ddea0e, v32
	v_mul_f32_e32 v32, v31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, 0x388ab355, v32
	v_mul_f32_e32 v32, v31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, 0xbb360b61, v32
	v_mul_f32_e32 v32, v31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, 0x3e2aaaab, v32
	v_mul_f32_e32 v31, v31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v31, v30, v31
	v_mul_f32_e32 v30, v30, v31
	v_sub_f32_e32 v31, 2.0, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v32, null, v31, v31, v30
	v_div_scale_f32 v35, vcc_lo, v30, v31, v30
	v_rcp_f32_e32 v33, v32
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v34, -v32, v33, 1.0
	v_fmac_f32_e32 v33, v34, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v34, v35, v33
	v_fma_f32 v36, -v32, v34, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v34, v36, v33
	v_fma_f32 v32, -v32, v34, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v32, v32, v33, v34
	v_cmp_o_f32_e32 vcc_lo, v28, v28
	v_div_fixup_f32 v30, v32, v31, v30
	v_clz_i32_u32_e32 v31, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_sub_f32 v23, v23, v30 :: v_dual_add_nc_u32 v32, 0xb4c00100, v29
	v_min_u32_e32 v30, 32, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v31, 1, v32
	v_sub_f32_e32 v32, v22, v23
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[22:23], v30, v[20:21]
	v_sub_nc_u32_e32 v29, v29, v31
	v_lshl_add_u32 v31, v31, 23, 0xff800000
	v_sub_nc_u32_e32 v30, 32, v30
	v_add_f32_e32 v32, 1.0, v32
	v_min_u32_e32 v22, 1, v22
	v_lshl_add_u32 v29, v29, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v31, v32, v31
	v_or_b32_e32 v22, v23, v22
	v_add_f32_e32 v23, v26, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v29, v31, v29
	v_cvt_f32_u32_e32 v22, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v23, 0x3d4ccccd, v23
	v_cndmask_b32_e32 v28, 0x7fc00000, v29, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_ldexp_f32 v22, v22, v30
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v23, v23, v27
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v27, v3, v28
	v_cmp_eq_f32_e32 vcc_lo, v4, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, v23, v27
	v_cndmask_b32_e64 v22, 0, 0x3dcccccd, vcc_lo
	v_add_co_u32 v20, vcc_lo, 0x100, v20
	v_add_co_ci_u32_e64 v21, null, 0, v21, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, v22, v23
	v_mul_f32_e32 v22, s16, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v22, v26, v22
	v_and_b32_e32 v23, 0x7fffffff, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v23
	v_cndmask_b32_e32 v22, 0x7fc00000, v22, vcc_lo
	v_add_co_u32 v18, vcc_lo, 0x400, v18
	v_add_co_ci_u32_e64 v19, null, 0, v19, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[36:37], v[20:21]
	global_store_b32 v[16:17], v22, off
	v_add_co_u32 v16, s10, 0x400, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v17, null, 0, v17, s10
	s_or_b32 s12, vcc_lo, s12
	s_and_not1_b32 exec_lo, exec_lo, s12
	s_cbranch_execnz .LBB10_76
	s_branch .LBB10_3
.LBB10_77:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_fast_wide
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
		.amdhsa_next_free_vgpr 59
		.amdhsa_next_free_sgpr 103
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
	.size	tessera_softmax_fast_wide, .Lfunc_end10-tessera_softmax_fast_wide

	.set tessera_softmax_fast_wide.num_vgpr, 59
	.set tessera_softmax_fast_wide.num_agpr, 0
	.set tessera_softmax_fast_wide.numbered_sgpr, 103
	.set tessera_softmax_fast_wide.num_named_barrier, 0
	.set tessera_softmax_fast_wide.private_seg_size, 0
	.set tessera_softmax_fast_wide.uses_vcc, 1
	.set tessera_softmax_fast_wide.uses_flat_scratch, 0
	.set tessera_softmax_fast_wide.has_dyn_sized_stack, 0
	.set tessera_softmax_fast_wide.has_recursion, 0
	.set tessera_softmax_fast_wide.has_indirect_call, 0
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
    .name:           tessera_softmax_fast_w4x64
    .private_segment_fixed_size: 0
    .sgpr_count:     73
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_fast_w4x64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     61
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
    .name:           tessera_softmax_fast_w32x8
    .private_segment_fixed_size: 0
    .sgpr_count:     77
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_fast_w32x8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     60
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
    .name:           tessera_softmax_fast_w64x4
    .private_segment_fixed_size: 0
    .sgpr_count:     77
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_fast_w64x4.kd
    .uses_dynamic_stack: false
    .vgpr_count:     60
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
    .name:           tessera_softmax_fast_w128x2
    .private_segment_fixed_size: 0
    .sgpr_count:     79
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_fast_w128x2.kd
    .uses_dynamic_stack: false
    .vgpr_count:     60
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
    .name:           tessera_softmax_fast_w256
    .private_segment_fixed_size: 0
    .sgpr_count:     77
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_fast_w256.kd
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
    .group_segment_fixed_size: 6156
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 512
    .name:           tessera_softmax_fast_w512
    .private_segment_fixed_size: 0
    .sgpr_count:     79
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_fast_w512.kd
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
    .group_segment_fixed_size: 12300
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_softmax_fast_w1024
    .private_segment_fixed_size: 0
    .sgpr_count:     79
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_fast_w1024.kd
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
    .group_segment_fixed_size: 16396
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_softmax_fast_w2048
    .private_segment_fixed_size: 0
    .sgpr_count:     82
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_fast_w2048.kd
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
    .group_segment_fixed_size: 24588
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_softmax_fast_w4096
    .private_segment_fixed_size: 0
    .sgpr_count:     84
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_fast_w4096.kd
    .uses_dynamic_stack: false
    .vgpr_count:     83
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
    .name:           tessera_softmax_fast_w8192
    .private_segment_fixed_size: 0
    .sgpr_count:     88
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_fast_w8192.kd
    .uses_dynamic_stack: false
    .vgpr_count:     98
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
    .name:           tessera_softmax_fast_wide
    .private_segment_fixed_size: 0
    .sgpr_count:     105
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_fast_wide.kd
    .uses_dynamic_stack: false
    .vgpr_count:     59
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1151
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
