	.file	"softmax_pull.toml"
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
.LCPI0_0:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	4
	.quad	5
	.quad	6
	.quad	7
.LCPI0_4:
	.quad	8
	.quad	9
	.quad	10
	.quad	11
	.quad	12
	.quad	13
	.quad	14
	.quad	15
.LCPI0_54:
	.long	4294967295
	.long	0
	.long	4294967295
	.long	0
	.long	4294967295
	.long	0
	.long	4294967295
	.long	0
	.long	4294967295
	.long	0
	.long	4294967295
	.long	0
	.long	4294967295
	.long	0
	.long	4294967295
	.long	0
.LCPI0_61:
	.quad	16
	.quad	17
	.quad	18
	.quad	19
	.quad	20
	.quad	21
	.quad	22
	.quad	23
.LCPI0_62:
	.quad	24
	.quad	25
	.quad	26
	.quad	27
	.quad	28
	.quad	29
	.quad	30
	.quad	31
	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0
.LCPI0_1:
	.quad	16
.LCPI0_2:
	.quad	32
.LCPI0_3:
	.quad	48
.LCPI0_5:
	.quad	3528531795
.LCPI0_6:
	.quad	3449720151
.LCPI0_8:
	.quad	64
.LCPI0_9:
	.quad	8
.LCPI0_10:
	.quad	0x3fe0000000000000
.LCPI0_11:
	.quad	0x3df0000000000000
.LCPI0_12:
	.quad	614242
.LCPI0_13:
	.quad	-1023
.LCPI0_14:
	.quad	4503595332403200
.LCPI0_15:
	.long	4294967295
	.long	0
.LCPI0_16:
	.quad	4604544269498187776
.LCPI0_17:
	.quad	0xbff0000000000000
.LCPI0_18:
	.quad	0x4000000000000000
.LCPI0_19:
	.quad	0x3fc39a09d078c69f
.LCPI0_20:
	.quad	0x3fcc71c51d8e78af
.LCPI0_21:
	.quad	0x3fd999999997fa04
.LCPI0_22:
	.quad	0x3fc2f112df3e5244
.LCPI0_23:
	.quad	0x3fc7466496cb03de
.LCPI0_24:
	.quad	0x3fd2492494229359
.LCPI0_25:
	.quad	0x3fe5555555555593
.LCPI0_26:
	.quad	0x3dea39ef35793c76
.LCPI0_27:
	.quad	0x3fe62e42fee00000
.LCPI0_28:
	.quad	0xc000000000000000
.LCPI0_29:
	.quad	0x401921fb54442d18
.LCPI0_30:
	.quad	0x3fe45f306dc9c883
.LCPI0_31:
	.quad	0x4338000000000000
.LCPI0_32:
	.quad	0xc338000000000000
.LCPI0_33:
	.quad	0x3ff921fb54400000
.LCPI0_34:
	.quad	0x3dd0b4611a626331
.LCPI0_35:
	.quad	0x3dd0b4611a600000
.LCPI0_36:
	.quad	0x3ba3198a2e037073
.LCPI0_37:
	.quad	2047
.LCPI0_38:
	.quad	0x3efa01a019cb1590
.LCPI0_39:
	.quad	0xbf56c16c16c15177
.LCPI0_40:
	.quad	0x3fa555555555554c
.LCPI0_41:
	.quad	0x3da8fae9be8838d4
.LCPI0_42:
	.quad	0x3e21ee9ebdb4b1c4
.LCPI0_43:
	.quad	0xbe927e4f809c52ad
.LCPI0_44:
	.quad	0x3ff0000000000000
.LCPI0_45:
	.quad	0x3ec71de357b1fe7d
.LCPI0_46:
	.quad	0xbf2a01a019c161d5
.LCPI0_47:
	.quad	0x3f8111111110f8a6
.LCPI0_48:
	.quad	0x3de5d93a5acfd57c
.LCPI0_49:
	.quad	0xbe5ae5e68a2b9ceb
.LCPI0_50:
	.quad	0x3fc5555555555549
.LCPI0_51:
	.quad	0x8000000000000000
.LCPI0_52:
	.quad	1
.LCPI0_53:
	.quad	2
.LCPI0_55:
	.quad	0xbff921fb54400000
.LCPI0_56:
	.quad	0xbda8fae9be8838d4
.LCPI0_83:
	.quad	4
.LCPI0_86:
	.quad	63
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
.LCPI0_7:
	.long	3449720151
.LCPI0_60:
	.long	0xff800000
.LCPI0_63:
	.long	0xc2d00000
.LCPI0_64:
	.long	0x42b20000
.LCPI0_65:
	.long	0x3fb8aa3b
.LCPI0_66:
	.long	0x4b400000
.LCPI0_67:
	.long	0xcb400000
.LCPI0_68:
	.long	0xbf317200
.LCPI0_69:
	.long	0x35bfbe8e
.LCPI0_70:
	.long	0x3331bb4c
.LCPI0_71:
	.long	0xb5ddea0e
.LCPI0_72:
	.long	0x388ab355
.LCPI0_73:
	.long	0xbb360b61
.LCPI0_74:
	.long	0x3e2aaaab
.LCPI0_75:
	.long	0x40000000
.LCPI0_76:
	.long	0x3f800000
.LCPI0_77:
	.long	3032482048
.LCPI0_78:
	.long	2139095040
.LCPI0_79:
	.long	0x7fc00000
.LCPI0_80:
	.long	0x3d4ccccd
.LCPI0_81:
	.long	0x3dcccccd
.LCPI0_82:
	.long	0x7fffffff
.LCPI0_87:
	.long	0x3f317200
	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
.LCPI0_57:
	.quad	0x3fc39a09d078c69f
	.zero	8
.LCPI0_58:
	.quad	0x3fcc71c51d8e78af
	.quad	0x3fd2492494229359
.LCPI0_59:
	.quad	0x3fd999999997fa04
	.quad	0x3fe5555555555593
.LCPI0_84:
	.long	0
	.long	4
	.long	2
	.long	6
.LCPI0_85:
	.long	1
	.long	5
	.long	3
	.long	7
	.text
	.globl	tessera_softmax_pull_x86_64_v4
	.p2align	4
	.type	tessera_softmax_pull_x86_64_v4,@function
tessera_softmax_pull_x86_64_v4:
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	movq	%rsp, %r11
	subq	$135168, %r11
.LBB0_1:
	subq	$4096, %rsp
	movq	$0, (%rsp)
	cmpq	%r11, %rsp
	jne	.LBB0_1
	subq	$1256, %rsp
	movq	(%rdi), %rax
	movq	%rax, -88(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, 304(%rsp)
	movq	24(%rdi), %r13
	movq	32(%rdi), %rcx
	movq	40(%rdi), %rbp
	vmovss	56(%rdi), %xmm1
	vmovss	60(%rdi), %xmm0
	vmovss	%xmm0, 44(%rsp)
	movq	48(%rdi), %rax
	movq	%rax, 120(%rsp)
	movl	64(%rdi), %r12d
	vmovss	72(%rdi), %xmm0
	vmovss	%xmm0, 32(%rsp)
	vmovss	76(%rdi), %xmm0
	vmovss	%xmm0, 40(%rsp)
	movl	68(%rdi), %eax
	movl	%eax, 36(%rsp)
	vmovss	80(%rdi), %xmm0
	vmovss	%xmm0, 28(%rsp)
	movq	88(%rdi), %rax
	movq	%rax, 8(%rsp)
	movq	96(%rdi), %rax
	movq	%rax, 936(%rsp)
	cmpq	$127, %rbp
	movq	%rcx, 480(%rsp)
	movq	%rbp, -112(%rsp)
	movl	%r12d, -76(%rsp)
	ja	.LBB0_13
	movq	%rcx, %rsi
	subq	%r13, %rsi
	jbe	.LBB0_67
	movq	%rbp, %rdi
	shlq	$6, %rdi
	movl	$3449720151, %r8d
	movq	8(%rsp), %rdx
	movq	%rdx, %rax
	shrq	$32, %rax
	leaq	(%rdx,%r8), %rcx
	addq	$-795284382, %rcx
	leaq	-305585874(%rax,%r8), %r9
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 4064(%rsp)
	leaq	1013904242(%rdx), %rcx
	vpbroadcastq	%rcx, %zmm2
	leaq	1993301258(%rax), %rcx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 4000(%rsp)
	leaq	218619860(%rdx,%r8), %rcx
	vpbroadcastq	%rcx, %zmm3
	leaq	842468239(%rax), %rcx
	vpbroadcastq	%rcx, %zmm4
	leaq	2027808484(%rdx), %rcx
	vpbroadcastq	%rcx, %zmm5
	leaq	536882365(%rax,%r8), %rcx
	vpbroadcastq	%rcx, %zmm6
	leaq	387276957(%rdx), %rcx
	vpbroadcastq	%rcx, %zmm7
	leaq	-613950654(%rax,%r8), %rcx
	vpbroadcastq	%rcx, %zmm8
	leaq	-408007425(%rdx,%r8), %rcx
	vpbroadcastq	%rcx, %zmm9
	leaq	1684936478(%rax), %rcx
	vpbroadcastq	%rcx, %zmm10
	leaq	1401181199(%rdx), %rcx
	vpbroadcastq	%rcx, %zmm11
	leaq	(%rax,%r8), %rcx
	addq	$228517585, %rcx
	addq	$534103459, %rax
	vpbroadcastq	%rax, %zmm12
	leal	-1879881855(%rdx), %eax
	vpbroadcastq	%rbp, %zmm14
	vpbroadcastq	%rdx, %zmm15
	vpbroadcastq	%rcx, %zmm16
	movq	480(%rsp), %rcx
	vpbroadcastd	%eax, %zmm17
	vbroadcastss	%xmm1, %zmm0
	vmovupd	%zmm0, 3936(%rsp)
	leaq	5544(%rsp), %rbx
	vpbroadcastq	.LCPI0_1(%rip), %zmm26
	vpbroadcastq	.LCPI0_10(%rip), %zmm1
	vmovdqu64	%zmm2, 3872(%rsp)
	vmovdqu64	%zmm3, 3808(%rsp)
	vmovdqu64	%zmm4, 3744(%rsp)
	vmovdqu64	%zmm5, 3680(%rsp)
	vmovdqu64	%zmm6, 3616(%rsp)
	vmovdqu64	%zmm7, 3552(%rsp)
	vmovdqu64	%zmm8, 3488(%rsp)
	vmovdqu64	%zmm9, 3424(%rsp)
	vmovdqu64	%zmm10, 3360(%rsp)
	vmovdqu64	%zmm11, 3296(%rsp)
	vmovdqu64	%zmm12, 3232(%rsp)
	vmovdqu64	%zmm14, 4320(%rsp)
	vmovdqu64	%zmm15, 4256(%rsp)
	vmovdqu64	%zmm16, 4192(%rsp)
	vmovdqu64	%zmm17, 4448(%rsp)
	jmp	.LBB0_5
	.p2align	4
.LBB0_137:
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rbp
.LBB0_138:
	cmpq	%r15, %rax
	cmovbq	%rax, %r14
	addq	%r13, %r14
	imulq	%rbp, %r14
	movq	%rdx, %rcx
	shlq	$8, %rcx
	addq	%rsp, %rcx
	addq	$5352, %rcx
	vmovss	(%rcx,%rax,4), %xmm0
	leaq	(%r10,%r14,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
.LBB0_139:
	addq	$64, %r13
	addq	$-64, %rsi
	movq	480(%rsp), %rcx
	cmpq	%rcx, %r13
	jae	.LBB0_67
.LBB0_5:
	cmpq	$64, %rsi
	movl	$64, %eax
	cmovbq	%rsi, %rax
	movq	%rax, 152(%rsp)
	movq	%rcx, %rax
	subq	%r13, %rax
	cmpq	$64, %rax
	movl	$64, %r15d
	cmovbq	%rax, %r15
	leaq	-1(%r15), %r14
	testq	%rbp, %rbp
	movq	-88(%rsp), %r10
	movq	304(%rsp), %r12
	je	.LBB0_8
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_7:
	movl	%ecx, %edx
	andl	$62, %edx
	movq	%rcx, %r11
	shrq	$6, %r11
	cmpq	%rdx, %rax
	cmovbeq	%r14, %rdx
	addq	%r13, %rdx
	imulq	%rbp, %rdx
	addq	%r11, %rdx
	vmovss	(%r10,%rdx,4), %xmm0
	vmovss	%xmm0, 5352(%rsp,%rcx,4)
	vmovss	(%r12,%rdx,4), %xmm0
	vmovss	%xmm0, 103656(%rsp,%rcx,4)
	leal	1(%rcx), %edx
	andl	$63, %edx
	cmpq	%rdx, %rax
	cmovbeq	%r14, %rdx
	addq	%r13, %rdx
	imulq	%rbp, %rdx
	addq	%r11, %rdx
	vmovss	(%r10,%rdx,4), %xmm0
	vmovss	%xmm0, 5356(%rsp,%rcx,4)
	vmovss	(%r12,%rdx,4), %xmm0
	vmovss	%xmm0, 103660(%rsp,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_7
.LBB0_8:
	cmpq	$0, 120(%rsp)
	je	.LBB0_9
	vpbroadcastq	%r13, %zmm23
	xorl	%eax, %eax
	vmovss	32(%rsp), %xmm24
	movq	-112(%rsp), %rbp
	movl	-76(%rsp), %r11d
	leaq	5800(%rsp), %r12
	vbroadcastsd	.LCPI0_11(%rip), %zmm0
	vmovdqu64	%zmm23, 4384(%rsp)
	jmp	.LBB0_95
	.p2align	4
.LBB0_123:
	vpbroadcastq	.LCPI0_1(%rip), %zmm26
	vpbroadcastq	.LCPI0_10(%rip), %zmm1
	vbroadcastsd	.LCPI0_11(%rip), %zmm0
.LBB0_106:
	vmovss	3040(%rsp), %xmm24
.LBB0_107:
	vmulss	40(%rsp), %xmm24, %xmm24
	incq	%rax
	cmpq	120(%rsp), %rax
	je	.LBB0_10
.LBB0_95:
	vmovss	44(%rsp), %xmm22
	cmpl	$0, 36(%rsp)
	jne	.LBB0_96
	testl	%r11d, %r11d
	je	.LBB0_105
.LBB0_98:
	testq	%rbp, %rbp
	je	.LBB0_107
	vmovaps	%xmm22, 832(%rsp)
	vmovss	%xmm24, 3040(%rsp)
	movq	936(%rsp), %rcx
	addq	%rax, %rcx
	movq	%rcx, %rdx
	shrq	$32, %rdx
	imulq	%r8, %rdx
	vpbroadcastq	%rdx, %zmm0
	shrq	$32, %rdx
	xorl	8(%rsp), %ecx
	xorl	%edx, %ecx
	leaq	78811644(%r8), %rdx
	imulq	%rcx, %rdx
	vpbroadcastq	%rdx, %zmm1
	shrq	$32, %rdx
	xorq	%r9, %rdx
	vpbroadcastq	%rdx, %zmm22
	vmovdqu64	%zmm22, 1696(%rsp)
	vpxorq	4064(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1632(%rsp)
	vpxorq	4000(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 1568(%rsp)
	xorl	%ecx, %ecx
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vmovdqa64	.LCPI0_4(%rip), %zmm22
	vpbroadcastq	.LCPI0_5(%rip), %zmm17
	vpbroadcastq	.LCPI0_6(%rip), %zmm18
	.p2align	4
.LBB0_100:
	vmovdqu64	%zmm22, 48(%rsp)
	vmovdqu64	%zmm1, -64(%rsp)
	vpaddq	%zmm26, %zmm1, %zmm0
	vpaddq	%zmm26, %zmm22, %zmm1
	vpbroadcastq	.LCPI0_2(%rip), %zmm3
	vpaddq	-64(%rsp), %zmm3, %zmm2
	vpaddq	%zmm3, %zmm22, %zmm3
	vpbroadcastq	.LCPI0_3(%rip), %zmm5
	vpaddq	-64(%rsp), %zmm5, %zmm4
	vpaddq	%zmm5, %zmm22, %zmm5
	vpbroadcastq	.LCPI0_86(%rip), %zmm13
	vpandq	%zmm13, %zmm22, %zmm6
	vpandq	-64(%rsp), %zmm13, %zmm7
	vpandq	%zmm13, %zmm1, %zmm8
	vpandq	%zmm13, %zmm0, %zmm9
	vpandq	%zmm13, %zmm3, %zmm10
	vpandq	%zmm13, %zmm2, %zmm11
	vpandq	%zmm13, %zmm5, %zmm12
	vpandq	%zmm13, %zmm4, %zmm13
	vpsrlq	$6, %zmm22, %zmm14
	vpsrlq	$6, -64(%rsp), %zmm15
	vpsrlq	$6, %zmm1, %zmm1
	vpsrlq	$6, %zmm0, %zmm0
	vpsrlq	$6, %zmm3, %zmm3
	vpsrlq	$6, %zmm2, %zmm2
	vpsrlq	$6, %zmm5, %zmm5
	vpsrlq	$6, %zmm4, %zmm4
	vmovdqu64	4384(%rsp), %zmm19
	vpaddq	%zmm19, %zmm7, %zmm7
	vpaddq	%zmm19, %zmm6, %zmm6
	vpaddq	%zmm19, %zmm9, %zmm9
	vpaddq	%zmm19, %zmm8, %zmm8
	vpaddq	%zmm19, %zmm11, %zmm11
	vpaddq	%zmm19, %zmm10, %zmm10
	vmovdqu64	4320(%rsp), %zmm16
	vpmullq	%zmm16, %zmm6, %zmm6
	vpmullq	%zmm16, %zmm7, %zmm7
	vpmullq	%zmm16, %zmm8, %zmm8
	vpmullq	%zmm16, %zmm9, %zmm9
	vpaddq	%zmm19, %zmm13, %zmm13
	vpaddq	%zmm19, %zmm12, %zmm12
	vpmullq	%zmm16, %zmm10, %zmm10
	vpaddq	%zmm14, %zmm6, %zmm14
	vpaddq	%zmm15, %zmm7, %zmm7
	vpaddq	%zmm1, %zmm8, %zmm8
	vpmullq	%zmm16, %zmm11, %zmm1
	vpaddq	%zmm0, %zmm9, %zmm9
	vpaddq	%zmm3, %zmm10, %zmm3
	vpaddq	%zmm2, %zmm1, %zmm10
	vpmullq	%zmm16, %zmm12, %zmm0
	vpaddq	%zmm5, %zmm0, %zmm11
	vpmullq	%zmm16, %zmm13, %zmm0
	vpaddq	%zmm4, %zmm0, %zmm4
	vpmuludq	%zmm17, %zmm14, %zmm16
	vpmuludq	%zmm17, %zmm7, %zmm1
	vpmuludq	%zmm17, %zmm8, %zmm0
	vpmuludq	%zmm17, %zmm9, %zmm19
	vpmuludq	%zmm17, %zmm3, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm6
	vmovdqu64	4256(%rsp), %zmm12
	vpternlogq	$150, %zmm12, %zmm1, %zmm7
	vpternlogq	$150, %zmm12, %zmm16, %zmm14
	vpternlogq	$150, %zmm12, %zmm19, %zmm9
	vpternlogq	$150, %zmm12, %zmm0, %zmm8
	vpternlogq	$150, %zmm12, %zmm17, %zmm10
	vpternlogq	$150, %zmm12, %zmm5, %zmm3
	vpternlogq	$150, %zmm12, %zmm6, %zmm4
	vpternlogq	$150, %zmm12, %zmm2, %zmm11
	vpsrlq	$32, %zmm14, %zmm12
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm4, %zmm4
	vpmuludq	%zmm18, %zmm7, %zmm25
	vpmuludq	%zmm18, %zmm12, %zmm24
	vpmuludq	%zmm18, %zmm9, %zmm23
	vpmuludq	%zmm18, %zmm8, %zmm20
	vpmuludq	%zmm18, %zmm10, %zmm8
	vpmuludq	%zmm18, %zmm3, %zmm7
	vpmuludq	%zmm18, %zmm4, %zmm4
	vpmuludq	%zmm18, %zmm11, %zmm3
	vpsrlq	$32, %zmm24, %zmm9
	vpsrlq	$32, %zmm25, %zmm10
	vpsrlq	$32, %zmm20, %zmm11
	vpsrlq	$32, %zmm23, %zmm12
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm8, %zmm21
	vpsrlq	$32, %zmm3, %zmm22
	vpsrlq	$32, %zmm4, %zmm26
	vmovdqu64	1632(%rsp), %zmm27
	vpxorq	%zmm27, %zmm10, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm15
	vmovdqu64	%zmm15, 768(%rsp)
	vpxorq	%zmm27, %zmm9, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm13
	vmovdqu64	%zmm13, 576(%rsp)
	vpxorq	%zmm27, %zmm12, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm12
	vpxorq	%zmm27, %zmm11, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm18
	vmovdqu64	%zmm18, 352(%rsp)
	vpxorq	%zmm27, %zmm21, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm10
	vpxorq	%zmm27, %zmm14, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm14
	vpxorq	%zmm27, %zmm26, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm11
	vpxorq	%zmm27, %zmm22, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm9
	vmovdqu64	%zmm9, 176(%rsp)
	vmovdqu64	1696(%rsp), %zmm28
	vpxorq	%zmm1, %zmm28, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm27
	vpxorq	%zmm16, %zmm28, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm16
	vpxorq	%zmm19, %zmm28, %zmm19
	vpsrlq	$32, %zmm13, %zmm1
	vmovdqu64	%zmm1, 416(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm31
	vpxorq	%zmm0, %zmm28, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm22
	vpxorq	%zmm17, %zmm28, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm13
	vpsrlq	$32, %zmm15, %zmm0
	vmovdqu64	%zmm0, 640(%rsp)
	vpxorq	%zmm5, %zmm28, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm21
	vpxorq	%zmm6, %zmm28, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm9
	vpxorq	%zmm2, %zmm28, %zmm2
	vpsrlq	$32, %zmm18, %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 240(%rsp)
	vpsrlq	$32, %zmm16, %zmm2
	vpsrlq	$32, %zmm27, %zmm6
	vpsrlq	$32, %zmm22, %zmm28
	vpsrlq	$32, %zmm31, %zmm29
	vpsrlq	$32, %zmm12, %zmm5
	vmovdqa64	%zmm12, %zmm15
	vmovdqu64	3872(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm25, %zmm6
	vpsrlq	$32, %zmm21, %zmm25
	vpternlogq	$150, %zmm0, %zmm24, %zmm2
	vpsrlq	$32, %zmm13, %zmm24
	vpternlogq	$150, %zmm0, %zmm23, %zmm29
	vpsrlq	$32, %zmm14, %zmm23
	vmovdqa64	%zmm14, %zmm18
	vpternlogq	$150, %zmm0, %zmm20, %zmm28
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, %zmm0, %zmm8, %zmm24
	vpsrlq	$32, %zmm9, %zmm1
	vpternlogq	$150, %zmm0, %zmm7, %zmm25
	vpsrlq	$32, %zmm10, %zmm7
	vmovdqa64	%zmm10, %zmm19
	vpternlogq	$150, %zmm0, %zmm4, %zmm1
	vpternlogq	$150, %zmm0, %zmm3, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 848(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm17
	vpsrlq	$32, %zmm11, %zmm3
	vmovdqa64	%zmm11, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm30
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm10
	vmovdqu64	%zmm10, 704(%rsp)
	vmovdqu64	1568(%rsp), %zmm25
	vpxorq	640(%rsp), %zmm25, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm29
	vpxorq	416(%rsp), %zmm25, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm24
	vpxorq	%zmm25, %zmm5, %zmm0
	vpxorq	%zmm25, %zmm26, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm1
	vpxorq	%zmm25, %zmm7, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm4
	vmovdqu64	%zmm4, 992(%rsp)
	vpxorq	%zmm25, %zmm23, %zmm0
	vpxorq	%zmm25, %zmm3, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm7
	vmovdqu64	%zmm7, 416(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm3
	vmovdqu64	%zmm3, 640(%rsp)
	vpsrlq	$32, %zmm29, %zmm20
	vmovdqu64	3808(%rsp), %zmm0
	vpternlogq	$150, %zmm27, %zmm0, %zmm20
	vpsrlq	$32, %zmm24, %zmm28
	vmovdqa64	%zmm24, %zmm23
	vpternlogq	$150, %zmm16, %zmm0, %zmm28
	vpsrlq	$32, %zmm26, %zmm24
	vpternlogq	$150, %zmm31, %zmm0, %zmm24
	vpsrlq	$32, %zmm1, %zmm16
	vmovdqa64	%zmm1, %zmm27
	vpternlogq	$150, %zmm22, %zmm0, %zmm16
	vpsrlq	$32, %zmm4, %zmm22
	vpternlogq	$150, %zmm13, %zmm0, %zmm22
	vpsrlq	$32, %zmm7, %zmm31
	vpternlogq	$150, %zmm21, %zmm0, %zmm31
	vpsrlq	$32, %zmm3, %zmm21
	vpternlogq	$150, %zmm9, %zmm0, %zmm21
	vpsrlq	$32, %zmm2, %zmm3
	vmovdqu64	3744(%rsp), %zmm5
	vpternlogq	$150, 576(%rsp), %zmm5, %zmm3
	vpsrlq	$32, %zmm14, %zmm4
	vpternlogq	$150, 768(%rsp), %zmm5, %zmm4
	vpsrlq	$32, %zmm17, %zmm13
	vpternlogq	$150, 352(%rsp), %zmm5, %zmm13
	vpsrlq	$32, %zmm12, %zmm9
	vpternlogq	$150, %zmm5, %zmm15, %zmm9
	vpsrlq	$32, %zmm11, %zmm15
	vpternlogq	$150, %zmm5, %zmm18, %zmm15
	vpsrlq	$32, %zmm30, %zmm18
	vpternlogq	$150, %zmm5, %zmm19, %zmm18
	vpsrlq	$32, %zmm10, %zmm1
	vpternlogq	$150, %zmm5, %zmm8, %zmm1
	vpsrlq	$32, %zmm6, %zmm2
	vmovdqa64	%zmm6, %zmm7
	vmovdqu64	176(%rsp), %zmm6
	vpternlogq	$150, %zmm5, %zmm6, %zmm2
	vpsrlq	$32, %zmm6, %zmm5
	vpxorq	%zmm25, %zmm5, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm25
	vpsrlq	$32, %zmm25, %zmm5
	vpternlogq	$150, 240(%rsp), %zmm0, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm0
	vmovdqu64	%zmm0, 240(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vmovdqu64	3680(%rsp), %zmm19
	vpternlogq	$150, %zmm19, %zmm29, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm0
	vmovdqu64	%zmm0, 352(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm19, %zmm23, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm3
	vmovdqu64	%zmm3, 1072(%rsp)
	vpsrlq	$32, %zmm3, %zmm9
	vpternlogq	$150, %zmm19, %zmm26, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm3
	vmovdqu64	%zmm3, 1184(%rsp)
	vpsrlq	$32, %zmm3, %zmm29
	vpternlogq	$150, %zmm19, %zmm27, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm3
	vmovdqu64	%zmm3, 768(%rsp)
	vpsrlq	$32, %zmm3, %zmm23
	vpternlogq	$150, 992(%rsp), %zmm19, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm3
	vmovdqu64	%zmm3, 576(%rsp)
	vpsrlq	$32, %zmm3, %zmm15
	vpternlogq	$150, 416(%rsp), %zmm19, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 416(%rsp)
	vpsrlq	$32, %zmm1, %zmm3
	vpternlogq	$150, 640(%rsp), %zmm19, %zmm3
	vmovdqu64	%zmm3, 176(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm10
	vpsrlq	$32, %zmm10, %zmm3
	vmovdqu64	3616(%rsp), %zmm1
	vpternlogq	$150, 848(%rsp), %zmm1, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm20
	vpsrlq	$32, %zmm20, %zmm8
	vpternlogq	$150, %zmm14, %zmm1, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm28
	vpsrlq	$32, %zmm28, %zmm14
	vpternlogq	$150, %zmm17, %zmm1, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm18
	vpsrlq	$32, %zmm18, %zmm6
	vpternlogq	$150, %zmm12, %zmm1, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm31
	vpsrlq	$32, %zmm31, %zmm13
	vpternlogq	$150, %zmm11, %zmm1, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm11
	vmovdqu64	%zmm11, 1760(%rsp)
	vpsrlq	$32, %zmm11, %zmm22
	vpternlogq	$150, %zmm30, %zmm1, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm24
	vpternlogq	$150, %zmm7, %zmm1, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm7
	vmovdqu64	%zmm7, 640(%rsp)
	vpsrlq	$32, %zmm7, %zmm16
	vpternlogq	$150, 704(%rsp), %zmm1, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm26
	vpsrlq	$32, %zmm26, %zmm1
	vpternlogq	$150, %zmm19, %zmm25, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm2
	vmovdqu64	%zmm2, 704(%rsp)
	vpsrlq	$32, %zmm2, %zmm7
	vmovdqu64	3552(%rsp), %zmm17
	vpternlogq	$150, 240(%rsp), %zmm17, %zmm7
	vmovdqu64	%zmm7, 240(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm2
	vmovdqu64	%zmm2, 992(%rsp)
	vpsrlq	$32, %zmm2, %zmm19
	vpternlogq	$150, 352(%rsp), %zmm17, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 352(%rsp)
	vpsrlq	$32, %zmm0, %zmm27
	vmovdqu64	3488(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm10, %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm8
	vpsrlq	$32, %zmm8, %zmm6
	vpternlogq	$150, 1072(%rsp), %zmm17, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm2
	vmovdqu64	%zmm2, 848(%rsp)
	vpsrlq	$32, %zmm2, %zmm7
	vpternlogq	$150, %zmm0, %zmm20, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm3
	vpsrlq	$32, %zmm3, %zmm20
	vpternlogq	$150, 1184(%rsp), %zmm17, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm2
	vmovdqu64	%zmm2, 1072(%rsp)
	vpsrlq	$32, %zmm2, %zmm29
	vpternlogq	$150, %zmm0, %zmm28, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm28
	vpsrlq	$32, %zmm28, %zmm11
	vpternlogq	$150, 768(%rsp), %zmm17, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm25
	vpsrlq	$32, %zmm25, %zmm4
	vpternlogq	$150, %zmm0, %zmm18, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm12
	vpsrlq	$32, %zmm12, %zmm22
	vpternlogq	$150, 576(%rsp), %zmm17, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm21
	vpsrlq	$32, %zmm21, %zmm2
	vpternlogq	$150, %zmm0, %zmm31, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm13
	vpsrlq	$32, %zmm13, %zmm14
	vpternlogq	$150, 416(%rsp), %zmm17, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm30
	vpsrlq	$32, %zmm30, %zmm10
	vpternlogq	$150, 1760(%rsp), %zmm0, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm24, %zmm31
	vpsrlq	$32, %zmm31, %zmm15
	vpternlogq	$150, %zmm26, %zmm17, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm17
	vpsrlq	$32, %zmm17, %zmm23
	vpternlogq	$150, %zmm0, %zmm5, %zmm23
	vmovdqu64	176(%rsp), %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm24
	vpsrlq	$32, %zmm24, %zmm18
	vpternlogq	$150, 640(%rsp), %zmm0, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm0
	vmovdqu64	%zmm0, 768(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	3424(%rsp), %zmm1
	vpternlogq	$150, 704(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 176(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm26
	vpsrlq	$32, %zmm26, %zmm16
	vpternlogq	$150, 992(%rsp), %zmm1, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm27
	vpsrlq	$32, %zmm27, %zmm7
	vpternlogq	$150, %zmm1, %zmm8, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm29, %zmm29
	vpsrlq	$32, %zmm29, %zmm8
	vpternlogq	$150, %zmm1, %zmm3, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm0
	vmovdqu64	%zmm0, 640(%rsp)
	vpsrlq	$32, %zmm0, %zmm9
	vpternlogq	$150, %zmm1, %zmm28, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm0
	vmovdqu64	%zmm0, 704(%rsp)
	vpsrlq	$32, %zmm0, %zmm10
	vpternlogq	$150, %zmm1, %zmm12, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm28
	vpsrlq	$32, %zmm28, %zmm12
	vpternlogq	$150, %zmm1, %zmm13, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm0
	vmovdqu64	%zmm0, 576(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vmovdqu64	3360(%rsp), %zmm0
	vpternlogq	$150, 352(%rsp), %zmm0, %zmm2
	vmovdqu64	240(%rsp), %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm3
	vmovdqu64	%zmm3, 240(%rsp)
	vpsrlq	$32, %zmm3, %zmm13
	vpternlogq	$150, 848(%rsp), %zmm0, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm3
	vmovdqu64	%zmm3, 352(%rsp)
	vpsrlq	$32, %zmm3, %zmm5
	vpternlogq	$150, 1072(%rsp), %zmm0, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm3
	vmovdqu64	%zmm3, 416(%rsp)
	vpsrlq	$32, %zmm3, %zmm4
	vpternlogq	$150, %zmm25, %zmm0, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm20
	vpsrlq	$32, %zmm20, %zmm18
	vpternlogq	$150, %zmm21, %zmm0, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm19
	vpternlogq	$150, %zmm30, %zmm0, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm6
	vpsrlq	$32, %zmm6, %zmm25
	vpternlogq	$150, %zmm17, %zmm0, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm14
	vpsrlq	$32, %zmm14, %zmm3
	vpternlogq	$150, %zmm24, %zmm0, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm30
	vpsrlq	$32, %zmm30, %zmm15
	vpternlogq	$150, %zmm1, %zmm31, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm13
	vpsrlq	$32, %zmm13, %zmm17
	vmovdqu64	3296(%rsp), %zmm23
	vpternlogq	$150, 768(%rsp), %zmm23, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm22
	vpternlogq	$150, %zmm26, %zmm23, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm0
	vpsrlq	$32, %zmm0, %zmm31
	vpternlogq	$150, %zmm27, %zmm23, %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpternlogq	$150, %zmm29, %zmm23, %zmm1
	vpbroadcastq	.LCPI0_1(%rip), %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm0
	vpsrlq	$32, %zmm0, %zmm13
	vpternlogq	$150, 640(%rsp), %zmm23, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm0
	vpsrlq	$32, %zmm0, %zmm19
	vpternlogq	$150, 704(%rsp), %zmm23, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm0
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm28, %zmm23, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm24
	vmovdqu64	176(%rsp), %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm25, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm8
	vpsrlq	$32, %zmm0, %zmm12
	vpternlogq	$150, %zmm30, %zmm23, %zmm12
	vpsrlq	$32, %zmm24, %zmm0
	vmovdqu64	3232(%rsp), %zmm23
	vpternlogq	$150, 576(%rsp), %zmm23, %zmm0
	vpsrlq	$32, %zmm27, %zmm2
	vpternlogq	$150, 240(%rsp), %zmm23, %zmm2
	vpsrlq	$32, %zmm16, %zmm3
	vpternlogq	$150, 352(%rsp), %zmm23, %zmm3
	vpsrlq	$32, %zmm18, %zmm5
	vpternlogq	$150, 416(%rsp), %zmm23, %zmm5
	vpsrlq	$32, %zmm10, %zmm15
	vpternlogq	$150, %zmm23, %zmm20, %zmm15
	vpsrlq	$32, %zmm9, %zmm4
	vpternlogq	$150, %zmm23, %zmm11, %zmm4
	vpsrlq	$32, %zmm7, %zmm11
	vpternlogq	$150, %zmm23, %zmm6, %zmm11
	vpsrlq	$32, %zmm8, %zmm6
	vpternlogq	$150, %zmm23, %zmm14, %zmm6
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm2, %zmm0
	vpmovqd	%zmm5, %ymm2
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm2, %zmm2
	vpmovqd	%zmm4, %ymm3
	vpmovqd	%zmm15, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm4
	vpmovqd	%zmm6, %ymm3
	vpmovqd	%zmm11, %ymm5
	vinserti64x4	$1, %ymm5, %zmm3, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm3
	vmovdqu64	48(%rsp), %zmm22
	vpsrlq	$32, %zmm3, %zmm3
	vmovdqu64	4192(%rsp), %zmm20
	vpternlogq	$150, %zmm24, %zmm20, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm6
	vpbroadcastq	.LCPI0_5(%rip), %zmm17
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm27, %zmm20, %zmm6
	vpmuludq	%zmm17, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm16, %zmm20, %zmm1
	vpmuludq	%zmm17, %zmm31, %zmm11
	vpmuludq	%zmm17, %zmm19, %zmm14
	vpmuludq	%zmm17, %zmm13, %zmm13
	vpmuludq	%zmm17, %zmm12, %zmm12
	vpmuludq	%zmm17, %zmm21, %zmm15
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm18, %zmm20, %zmm11
	vpbroadcastq	.LCPI0_6(%rip), %zmm18
	vpternlogq	$150, %zmm10, %zmm20, %zmm14
	vpternlogq	$150, %zmm9, %zmm20, %zmm13
	vpternlogq	$150, %zmm7, %zmm20, %zmm12
	vpternlogq	$150, %zmm8, %zmm20, %zmm15
	vpmuludq	%zmm18, %zmm6, %zmm6
	vpmuludq	%zmm18, %zmm3, %zmm3
	vpmuludq	%zmm18, %zmm11, %zmm7
	vpmuludq	%zmm18, %zmm1, %zmm1
	vpmuludq	%zmm18, %zmm13, %zmm8
	vpmuludq	%zmm18, %zmm14, %zmm9
	vpmuludq	%zmm18, %zmm15, %zmm10
	vpmuludq	%zmm18, %zmm12, %zmm11
	vpsrlq	$32, %zmm3, %zmm12
	vpsrlq	$32, %zmm6, %zmm13
	vpsrlq	$32, %zmm1, %zmm14
	vpsrlq	$32, %zmm7, %zmm15
	vpsrlq	$32, %zmm9, %zmm16
	vpmovqd	%zmm13, %ymm13
	vpmovqd	%zmm12, %ymm12
	vinserti64x4	$1, %ymm12, %zmm13, %zmm12
	vpsrlq	$32, %zmm8, %zmm13
	vpmovqd	%zmm15, %ymm15
	vpmovqd	%zmm14, %ymm14
	vinserti64x4	$1, %ymm14, %zmm15, %zmm14
	vpsrlq	$32, %zmm11, %zmm15
	vpmovqd	%zmm13, %ymm13
	vpmovqd	%zmm16, %ymm16
	vinserti64x4	$1, %ymm16, %zmm13, %zmm13
	vpsrlq	$32, %zmm10, %zmm16
	vpmovqd	%zmm16, %ymm16
	vpmovqd	%zmm15, %ymm15
	vinserti64x4	$1, %ymm15, %zmm16, %zmm15
	vpmovqd	%zmm6, %ymm6
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm6, %zmm3
	vpmovqd	%zmm7, %ymm6
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm6, %zmm1
	vpmovqd	%zmm8, %ymm6
	vpmovqd	%zmm9, %ymm7
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vpmovqd	%zmm10, %ymm7
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_7(%rip), %zmm9
	vpmulld	%zmm9, %zmm0, %zmm0
	vmovdqu64	4448(%rsp), %zmm8
	vpternlogd	$150, %zmm0, %zmm8, %zmm12
	vpmulld	%zmm9, %zmm2, %zmm0
	vpternlogd	$150, %zmm0, %zmm8, %zmm14
	vpmulld	%zmm9, %zmm4, %zmm0
	vpternlogd	$150, %zmm0, %zmm8, %zmm13
	vpmulld	%zmm9, %zmm5, %zmm0
	vpternlogd	$150, %zmm0, %zmm8, %zmm15
	vmovdqu64	%zmm12, 38120(%rsp,%rcx,4)
	vmovdqu64	%zmm14, 38184(%rsp,%rcx,4)
	vmovdqu64	%zmm3, 70888(%rsp,%rcx,4)
	vmovdqu64	%zmm13, 38248(%rsp,%rcx,4)
	vmovdqu64	%zmm1, 70952(%rsp,%rcx,4)
	vmovdqu64	-64(%rsp), %zmm1
	vmovdqu64	%zmm6, 71016(%rsp,%rcx,4)
	vmovdqu64	%zmm15, 38312(%rsp,%rcx,4)
	vmovdqu64	%zmm7, 71080(%rsp,%rcx,4)
	addq	$64, %rcx
	vpbroadcastq	.LCPI0_8(%rip), %zmm0
	vpaddq	%zmm0, %zmm1, %zmm1
	vpaddq	%zmm0, %zmm22, %zmm22
	cmpq	%rcx, %rdi
	jne	.LBB0_100
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_102:
	vcvtudq2pd	70888(%rsp,%rcx,4), %zmm0
	vcvtudq2pd	70920(%rsp,%rcx,4), %zmm1
	vcvtudq2pd	70952(%rsp,%rcx,4), %zmm2
	vcvtudq2pd	70984(%rsp,%rcx,4), %zmm3
	vcvtudq2pd	71016(%rsp,%rcx,4), %zmm4
	vcvtudq2pd	71048(%rsp,%rcx,4), %zmm5
	vcvtudq2pd	71080(%rsp,%rcx,4), %zmm6
	vcvtudq2pd	71112(%rsp,%rcx,4), %zmm7
	vbroadcastsd	.LCPI0_10(%rip), %zmm10
	vaddpd	%zmm10, %zmm1, %zmm1
	vaddpd	%zmm10, %zmm0, %zmm0
	vaddpd	%zmm10, %zmm3, %zmm3
	vaddpd	%zmm10, %zmm2, %zmm2
	vaddpd	%zmm10, %zmm5, %zmm8
	vaddpd	%zmm10, %zmm4, %zmm9
	vaddpd	%zmm10, %zmm7, %zmm7
	vaddpd	%zmm10, %zmm6, %zmm10
	vbroadcastsd	.LCPI0_11(%rip), %zmm11
	vmulpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm1, %zmm4
	vmulpd	%zmm11, %zmm2, %zmm1
	vmulpd	%zmm11, %zmm3, %zmm5
	vmulpd	%zmm11, %zmm9, %zmm2
	vmulpd	%zmm11, %zmm8, %zmm6
	vmulpd	%zmm11, %zmm10, %zmm3
	vmulpd	%zmm11, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_29(%rip), %zmm10
	vmulpd	%zmm10, %zmm4, %zmm14
	vmulpd	%zmm10, %zmm0, %zmm21
	vmulpd	%zmm10, %zmm5, %zmm9
	vmulpd	%zmm10, %zmm1, %zmm12
	vmulpd	%zmm10, %zmm6, %zmm4
	vmulpd	%zmm10, %zmm2, %zmm8
	vmulpd	%zmm10, %zmm7, %zmm0
	vmulpd	%zmm10, %zmm3, %zmm1
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vmulpd	%zmm13, %zmm21, %zmm2
	vmulpd	%zmm13, %zmm14, %zmm3
	vmulpd	%zmm13, %zmm12, %zmm5
	vmulpd	%zmm13, %zmm9, %zmm6
	vmulpd	%zmm13, %zmm8, %zmm7
	vmulpd	%zmm13, %zmm4, %zmm10
	vmulpd	%zmm13, %zmm1, %zmm11
	vmulpd	%zmm13, %zmm0, %zmm13
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vaddpd	%zmm15, %zmm3, %zmm19
	vmovupd	%zmm19, 2000(%rsp)
	vaddpd	%zmm15, %zmm2, %zmm17
	vmovupd	%zmm17, 2432(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 2064(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 2128(%rsp)
	vaddpd	%zmm15, %zmm10, %zmm3
	vmovupd	%zmm3, 1568(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm6
	vmovupd	%zmm6, 1632(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm10
	vmovupd	%zmm10, 1696(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm5
	vmovupd	%zmm5, 1760(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm2
	vaddpd	%zmm2, %zmm17, %zmm20
	vaddpd	%zmm2, %zmm19, %zmm17
	vaddpd	%zmm2, %zmm18, %zmm13
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm2, %zmm6, %zmm7
	vaddpd	%zmm2, %zmm3, %zmm6
	vaddpd	%zmm2, %zmm5, %zmm3
	vaddpd	%zmm2, %zmm10, %zmm5
	vbroadcastsd	.LCPI0_33(%rip), %zmm27
	vmulpd	%zmm27, %zmm17, %zmm18
	vmulpd	%zmm27, %zmm20, %zmm2
	vmulpd	%zmm27, %zmm11, %zmm15
	vmulpd	%zmm27, %zmm13, %zmm19
	vmulpd	%zmm27, %zmm6, %zmm16
	vsubpd	%zmm2, %zmm21, %zmm10
	vbroadcastsd	.LCPI0_34(%rip), %zmm28
	vmulpd	%zmm28, %zmm20, %zmm2
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	vmulpd	%zmm29, %zmm20, %zmm22
	vsubpd	%zmm2, %zmm10, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm31
	vpandq	%zmm31, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm31, %zmm23, %zmm23
	vpaddq	%zmm26, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm10, %zmm21
	vsubpd	%zmm21, %zmm10, %zmm23
	vsubpd	%zmm22, %zmm23, %zmm22
	vmulpd	%zmm27, %zmm7, %zmm23
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_36(%rip), %zmm30
	vmulpd	%zmm30, %zmm20, %zmm20
	vsubpd	%zmm22, %zmm20, %zmm2 {%k1}
	vmulpd	%zmm28, %zmm17, %zmm20
	vmulpd	%zmm29, %zmm17, %zmm22
	vmovapd	%zmm21, %zmm10 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm21
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm31, %zmm14, %zmm14
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm31, %zmm21, %zmm21
	vpaddq	%zmm26, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm14, %k1
	vsubpd	%zmm22, %zmm18, %zmm14
	vsubpd	%zmm14, %zmm18, %zmm21
	vsubpd	%zmm22, %zmm21, %zmm21
	vmulpd	%zmm27, %zmm5, %zmm24
	vsubpd	%zmm19, %zmm12, %zmm19
	vmulpd	%zmm30, %zmm17, %zmm17
	vsubpd	%zmm21, %zmm17, %zmm20 {%k1}
	vmulpd	%zmm28, %zmm13, %zmm17
	vmulpd	%zmm29, %zmm13, %zmm21
	vmovapd	%zmm14, %zmm18 {%k1}
	vsubpd	%zmm17, %zmm19, %zmm14
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm31, %zmm12, %zmm12
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm31, %zmm14, %zmm14
	vpaddq	%zmm26, %zmm14, %zmm14
	vpcmpgtq	%zmm14, %zmm12, %k1
	vsubpd	%zmm21, %zmm19, %zmm14
	vsubpd	%zmm14, %zmm19, %zmm12
	vsubpd	%zmm21, %zmm12, %zmm25
	vmulpd	%zmm27, %zmm3, %zmm22
	vsubpd	%zmm15, %zmm9, %zmm12
	vsubpd	%zmm23, %zmm8, %zmm21
	vsubpd	%zmm16, %zmm4, %zmm16
	vsubpd	%zmm22, %zmm1, %zmm22
	vsubpd	%zmm24, %zmm0, %zmm23
	vmulpd	%zmm30, %zmm13, %zmm13
	vsubpd	%zmm25, %zmm13, %zmm17 {%k1}
	vmulpd	%zmm28, %zmm11, %zmm13
	vmulpd	%zmm29, %zmm11, %zmm15
	vmovapd	%zmm14, %zmm19 {%k1}
	vsubpd	%zmm13, %zmm12, %zmm14
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm31, %zmm9, %zmm9
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm31, %zmm14, %zmm14
	vpaddq	%zmm26, %zmm14, %zmm14
	vpcmpgtq	%zmm14, %zmm9, %k1
	vsubpd	%zmm15, %zmm12, %zmm24
	vsubpd	%zmm24, %zmm12, %zmm9
	vsubpd	%zmm15, %zmm9, %zmm14
	vmulpd	%zmm28, %zmm7, %zmm9
	vmulpd	%zmm30, %zmm11, %zmm11
	vsubpd	%zmm14, %zmm11, %zmm13 {%k1}
	vmulpd	%zmm28, %zmm6, %zmm14
	vmulpd	%zmm29, %zmm7, %zmm11
	vmovapd	%zmm24, %zmm12 {%k1}
	vsubpd	%zmm9, %zmm21, %zmm15
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm31, %zmm8, %zmm8
	vpsrlq	$52, %zmm15, %zmm15
	vpandq	%zmm31, %zmm15, %zmm15
	vpaddq	%zmm26, %zmm15, %zmm15
	vpcmpgtq	%zmm15, %zmm8, %k1
	vsubpd	%zmm11, %zmm21, %zmm8
	vsubpd	%zmm8, %zmm21, %zmm15
	vsubpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm28, %zmm3, %zmm15
	vmulpd	%zmm30, %zmm7, %zmm7
	vsubpd	%zmm11, %zmm7, %zmm9 {%k1}
	vmulpd	%zmm28, %zmm5, %zmm24
	vmulpd	%zmm29, %zmm6, %zmm7
	vmovapd	%zmm8, %zmm21 {%k1}
	vsubpd	%zmm14, %zmm16, %zmm8
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm31, %zmm4, %zmm4
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm31, %zmm8, %zmm8
	vpaddq	%zmm26, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm4, %k1
	vsubpd	%zmm7, %zmm16, %zmm4
	vsubpd	%zmm4, %zmm16, %zmm8
	vsubpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm29, %zmm3, %zmm8
	vmulpd	%zmm30, %zmm6, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm14 {%k1}
	vmulpd	%zmm29, %zmm5, %zmm6
	vsubpd	%zmm6, %zmm23, %zmm7
	vmovapd	%zmm4, %zmm16 {%k1}
	vsubpd	%zmm15, %zmm22, %zmm4
	vpsrlq	$52, %zmm1, %zmm1
	vpandq	%zmm31, %zmm1, %zmm1
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm31, %zmm4, %zmm4
	vpaddq	%zmm26, %zmm4, %zmm4
	vpcmpgtq	%zmm4, %zmm1, %k1
	vsubpd	%zmm8, %zmm22, %zmm1
	vmulpd	%zmm30, %zmm5, %zmm4
	vmulpd	%zmm30, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm23, %zmm5
	vsubpd	%zmm6, %zmm5, %zmm5
	vsubpd	%zmm1, %zmm22, %zmm6
	vsubpd	%zmm8, %zmm6, %zmm6
	vsubpd	%zmm24, %zmm23, %zmm8
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm31, %zmm0, %zmm0
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm31, %zmm8, %zmm8
	vpaddq	%zmm26, %zmm8, %zmm8
	vmovapd	%zmm1, %zmm22 {%k1}
	vsubpd	%zmm6, %zmm3, %zmm15 {%k1}
	vpcmpgtq	%zmm8, %zmm0, %k1
	vmovapd	%zmm7, %zmm23 {%k1}
	vsubpd	%zmm5, %zmm4, %zmm24 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm25
	vsubpd	%zmm2, %zmm10, %zmm26
	vsubpd	%zmm13, %zmm12, %zmm5
	vsubpd	%zmm17, %zmm19, %zmm4
	vsubpd	%zmm14, %zmm16, %zmm28
	vsubpd	%zmm9, %zmm21, %zmm27
	vsubpd	%zmm24, %zmm23, %zmm7
	vsubpd	%zmm15, %zmm22, %zmm11
	vsubpd	%zmm26, %zmm10, %zmm0
	vsubpd	%zmm25, %zmm18, %zmm1
	vmovupd	%zmm25, 48(%rsp)
	vsubpd	%zmm4, %zmm19, %zmm3
	vmovapd	%zmm4, %zmm19
	vmovupd	%zmm4, 176(%rsp)
	vsubpd	%zmm5, %zmm12, %zmm4
	vmovupd	%zmm5, -64(%rsp)
	vsubpd	%zmm27, %zmm21, %zmm10
	vsubpd	%zmm28, %zmm16, %zmm12
	vmovupd	%zmm28, 240(%rsp)
	vsubpd	%zmm11, %zmm22, %zmm16
	vsubpd	%zmm7, %zmm23, %zmm18
	vmovapd	%zmm7, %zmm23
	vsubpd	%zmm20, %zmm1, %zmm1
	vmovupd	%zmm1, 640(%rsp)
	vsubpd	%zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 1072(%rsp)
	vsubpd	%zmm13, %zmm4, %zmm0
	vmovupd	%zmm0, 848(%rsp)
	vsubpd	%zmm17, %zmm3, %zmm0
	vmovupd	%zmm0, 704(%rsp)
	vsubpd	%zmm14, %zmm12, %zmm0
	vmovupd	%zmm0, 416(%rsp)
	vsubpd	%zmm9, %zmm10, %zmm0
	vmovupd	%zmm0, 768(%rsp)
	vsubpd	%zmm24, %zmm18, %zmm0
	vmovupd	%zmm0, 576(%rsp)
	vsubpd	%zmm15, %zmm16, %zmm0
	vmovupd	%zmm0, 352(%rsp)
	vmulpd	%zmm25, %zmm25, %zmm21
	vmulpd	%zmm26, %zmm26, %zmm25
	vmovapd	%zmm26, %zmm20
	vmovupd	%zmm26, 992(%rsp)
	vmulpd	%zmm5, %zmm5, %zmm10
	vmulpd	%zmm25, %zmm25, %zmm12
	vmovupd	%zmm12, 2688(%rsp)
	vmulpd	%zmm21, %zmm21, %zmm2
	vmovupd	%zmm2, 1248(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm3
	vmulpd	%zmm3, %zmm21, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm21, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm21, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm6
	vmulpd	%zmm6, %zmm21, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm7
	vsubpd	%zmm1, %zmm7, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm8
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm6, %zmm25, %zmm2
	vsubpd	%zmm2, %zmm7, %zmm2
	vmulpd	%zmm2, %zmm25, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1504(%rsp)
	vmulpd	%zmm12, %zmm12, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm25, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm17
	vmulpd	%zmm6, %zmm10, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm10, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm10, %zmm10, %zmm1
	vmovupd	%zmm1, 2816(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm10, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1440(%rsp)
	vmulpd	%zmm19, %zmm19, %zmm26
	vmulpd	%zmm6, %zmm26, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm26, %zmm26, %zmm1
	vmovupd	%zmm1, 2560(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm26, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm19
	vmulpd	%zmm28, %zmm28, %zmm24
	vmulpd	%zmm6, %zmm24, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm24, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm24, %zmm24, %zmm1
	vmovupd	%zmm1, 2752(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm24, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1376(%rsp)
	vmulpd	%zmm27, %zmm27, %zmm18
	vmulpd	%zmm6, %zmm18, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm18, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm18, %zmm18, %zmm1
	vmovupd	%zmm1, 2368(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm18, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm18, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm18, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1936(%rsp)
	vmulpd	%zmm23, %zmm23, %zmm31
	vmovupd	%zmm23, 4576(%rsp)
	vmulpd	%zmm6, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm1
	vmovupd	%zmm1, 2624(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm31, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2976(%rsp)
	vmovapd	%zmm11, %zmm28
	vmovupd	%zmm11, 4640(%rsp)
	vmulpd	%zmm11, %zmm11, %zmm13
	vmulpd	%zmm6, %zmm13, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm13, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm13, %zmm13, %zmm1
	vmovupd	%zmm1, 4704(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm15
	vmulpd	%zmm0, %zmm15, %zmm0
	vmulpd	%zmm3, %zmm13, %zmm15
	vaddpd	%zmm4, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm13, %zmm15
	vaddpd	%zmm5, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm13, %zmm15
	vaddpd	%zmm0, %zmm15, %zmm0
	vmovupd	%zmm0, 2912(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm1
	vmulpd	%zmm1, %zmm21, %zmm15
	vbroadcastsd	.LCPI0_44(%rip), %zmm16
	vsubpd	%zmm15, %zmm16, %zmm22
	vsubpd	%zmm22, %zmm16, %zmm14
	vsubpd	%zmm15, %zmm14, %zmm14
	vmovupd	%zmm25, 1184(%rsp)
	vmulpd	%zmm1, %zmm25, %zmm0
	vsubpd	%zmm0, %zmm16, %zmm15
	vsubpd	%zmm15, %zmm16, %zmm12
	vsubpd	%zmm0, %zmm12, %zmm6
	vmovapd	%zmm10, %zmm0
	vmulpd	%zmm1, %zmm10, %zmm12
	vsubpd	%zmm12, %zmm16, %zmm8
	vsubpd	%zmm8, %zmm16, %zmm9
	vsubpd	%zmm12, %zmm9, %zmm9
	vmulpd	%zmm1, %zmm26, %zmm12
	vsubpd	%zmm12, %zmm16, %zmm7
	vsubpd	%zmm7, %zmm16, %zmm10
	vsubpd	%zmm12, %zmm10, %zmm10
	vmulpd	%zmm1, %zmm24, %zmm12
	vsubpd	%zmm12, %zmm16, %zmm5
	vsubpd	%zmm5, %zmm16, %zmm11
	vsubpd	%zmm12, %zmm11, %zmm11
	vmulpd	%zmm1, %zmm18, %zmm12
	vsubpd	%zmm12, %zmm16, %zmm4
	vsubpd	%zmm4, %zmm16, %zmm30
	vsubpd	%zmm12, %zmm30, %zmm12
	vmulpd	%zmm1, %zmm31, %zmm30
	vsubpd	%zmm30, %zmm16, %zmm3
	vsubpd	%zmm3, %zmm16, %zmm29
	vsubpd	%zmm30, %zmm29, %zmm29
	vmulpd	%zmm1, %zmm13, %zmm30
	vsubpd	%zmm30, %zmm16, %zmm2
	vsubpd	%zmm2, %zmm16, %zmm16
	vsubpd	%zmm30, %zmm16, %zmm16
	vmulpd	%zmm17, %zmm25, %zmm17
	vmovupd	1072(%rsp), %zmm25
	vmulpd	%zmm25, %zmm20, %zmm30
	vsubpd	%zmm30, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm6, %zmm6
	vmulpd	1504(%rsp), %zmm21, %zmm17
	vmovupd	640(%rsp), %zmm20
	vmulpd	48(%rsp), %zmm20, %zmm30
	vsubpd	%zmm30, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm14, %zmm14
	vmulpd	%zmm19, %zmm26, %zmm17
	vmovupd	176(%rsp), %zmm1
	vmulpd	704(%rsp), %zmm1, %zmm19
	vsubpd	%zmm19, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm10, %zmm10
	vmulpd	1440(%rsp), %zmm0, %zmm17
	vmovapd	%zmm0, %zmm30
	vmovupd	-64(%rsp), %zmm1
	vmulpd	848(%rsp), %zmm1, %zmm19
	vsubpd	%zmm19, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm9, %zmm17
	vmulpd	1936(%rsp), %zmm18, %zmm9
	vmulpd	768(%rsp), %zmm27, %zmm19
	vsubpd	%zmm19, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm12, %zmm12
	vmulpd	1376(%rsp), %zmm24, %zmm9
	vmovupd	240(%rsp), %zmm0
	vmulpd	416(%rsp), %zmm0, %zmm19
	vsubpd	%zmm19, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm11, %zmm11
	vmulpd	2912(%rsp), %zmm13, %zmm9
	vmulpd	352(%rsp), %zmm28, %zmm19
	vsubpd	%zmm19, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm16, %zmm16
	vmulpd	2976(%rsp), %zmm31, %zmm9
	vmulpd	576(%rsp), %zmm23, %zmm19
	vsubpd	%zmm19, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm29, %zmm29
	vaddpd	%zmm14, %zmm22, %zmm0
	vmovupd	%zmm0, 1936(%rsp)
	vaddpd	%zmm6, %zmm15, %zmm0
	vmovupd	%zmm0, 2976(%rsp)
	vaddpd	%zmm17, %zmm8, %zmm0
	vmovupd	%zmm0, 1376(%rsp)
	vaddpd	%zmm10, %zmm7, %zmm0
	vmovupd	%zmm0, 4768(%rsp)
	vaddpd	%zmm11, %zmm5, %zmm0
	vmovupd	%zmm0, 1440(%rsp)
	vaddpd	%zmm12, %zmm4, %zmm0
	vmovupd	%zmm0, 4832(%rsp)
	vaddpd	%zmm29, %zmm3, %zmm0
	vmovupd	%zmm0, 1504(%rsp)
	vaddpd	%zmm16, %zmm2, %zmm0
	vmovupd	%zmm0, 2912(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm7
	vmovupd	1184(%rsp), %zmm9
	vmulpd	%zmm7, %zmm9, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm15
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2688(%rsp), %zmm9, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm10
	vmulpd	%zmm10, %zmm9, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm11
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm9, %zmm1
	vbroadcastsd	.LCPI0_47(%rip), %zmm12
	vaddpd	%zmm12, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm7, %zmm21, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	1248(%rsp), %zmm21, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm10, %zmm21, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm21, %zmm2
	vmovupd	%zmm21, 4512(%rsp)
	vaddpd	%zmm12, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm14
	vmulpd	%zmm7, %zmm26, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	2560(%rsp), %zmm26, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm10, %zmm26, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm26, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm3
	vmovapd	%zmm30, %zmm28
	vmulpd	%zmm7, %zmm30, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	2816(%rsp), %zmm30, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm10, %zmm30, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm30, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm1
	vmulpd	%zmm7, %zmm18, %zmm2
	vaddpd	%zmm15, %zmm2, %zmm2
	vmulpd	2368(%rsp), %zmm18, %zmm4
	vmulpd	%zmm2, %zmm4, %zmm2
	vmulpd	%zmm10, %zmm18, %zmm4
	vaddpd	%zmm11, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm18, %zmm4
	vaddpd	%zmm12, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm7, %zmm24, %zmm4
	vaddpd	%zmm15, %zmm4, %zmm4
	vmulpd	2752(%rsp), %zmm24, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm10, %zmm24, %zmm5
	vaddpd	%zmm11, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm24, %zmm5
	vaddpd	%zmm12, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm7, %zmm13, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vmulpd	4704(%rsp), %zmm13, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm10, %zmm13, %zmm6
	vaddpd	%zmm11, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm13, %zmm6
	vaddpd	%zmm12, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm7, %zmm31, %zmm6
	vaddpd	%zmm15, %zmm6, %zmm6
	vmulpd	2624(%rsp), %zmm31, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm10, %zmm31, %zmm7
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm31, %zmm7
	vaddpd	%zmm12, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	48(%rsp), %zmm21, %zmm7
	vmovupd	%zmm7, 1248(%rsp)
	vmulpd	%zmm14, %zmm7, %zmm8
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	vmulpd	%zmm30, %zmm20, %zmm10
	vsubpd	%zmm8, %zmm10, %zmm8
	vmulpd	992(%rsp), %zmm9, %zmm20
	vmulpd	%zmm0, %zmm20, %zmm0
	vmulpd	%zmm30, %zmm25, %zmm11
	vsubpd	%zmm0, %zmm11, %zmm22
	vmulpd	-64(%rsp), %zmm28, %zmm21
	vmulpd	%zmm1, %zmm21, %zmm1
	vmovupd	848(%rsp), %zmm10
	vmulpd	%zmm30, %zmm10, %zmm12
	vsubpd	%zmm1, %zmm12, %zmm23
	vmulpd	176(%rsp), %zmm26, %zmm12
	vmulpd	%zmm3, %zmm12, %zmm3
	vmovupd	704(%rsp), %zmm9
	vmulpd	%zmm30, %zmm9, %zmm14
	vsubpd	%zmm3, %zmm14, %zmm11
	vmulpd	240(%rsp), %zmm24, %zmm19
	vmulpd	%zmm4, %zmm19, %zmm4
	vmovupd	416(%rsp), %zmm7
	vmulpd	%zmm30, %zmm7, %zmm15
	vsubpd	%zmm4, %zmm15, %zmm4
	vmulpd	%zmm18, %zmm27, %zmm15
	vmulpd	%zmm2, %zmm15, %zmm2
	vmovupd	768(%rsp), %zmm3
	vmulpd	%zmm30, %zmm3, %zmm16
	vsubpd	%zmm2, %zmm16, %zmm2
	vmovupd	4576(%rsp), %zmm25
	vmulpd	%zmm31, %zmm25, %zmm16
	vmulpd	%zmm6, %zmm16, %zmm6
	vmovupd	576(%rsp), %zmm1
	vmulpd	%zmm30, %zmm1, %zmm17
	vsubpd	%zmm6, %zmm17, %zmm6
	vmovupd	4640(%rsp), %zmm14
	vmulpd	%zmm13, %zmm14, %zmm17
	vmulpd	%zmm5, %zmm17, %zmm5
	vmovupd	352(%rsp), %zmm0
	vmulpd	%zmm30, %zmm0, %zmm29
	vsubpd	%zmm5, %zmm29, %zmm5
	vmulpd	4512(%rsp), %zmm8, %zmm8
	vmulpd	1184(%rsp), %zmm22, %zmm22
	vmulpd	%zmm23, %zmm28, %zmm23
	vmulpd	%zmm11, %zmm26, %zmm11
	vmulpd	%zmm4, %zmm24, %zmm4
	vmulpd	%zmm2, %zmm18, %zmm2
	vmulpd	%zmm6, %zmm31, %zmm6
	vmulpd	%zmm5, %zmm13, %zmm5
	vsubpd	1072(%rsp), %zmm22, %zmm18
	vsubpd	640(%rsp), %zmm8, %zmm8
	vsubpd	%zmm9, %zmm11, %zmm11
	vsubpd	%zmm10, %zmm23, %zmm9
	vsubpd	%zmm3, %zmm2, %zmm2
	vsubpd	%zmm7, %zmm4, %zmm4
	vsubpd	%zmm0, %zmm5, %zmm5
	vsubpd	%zmm1, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_50(%rip), %zmm13
	vmulpd	%zmm13, %zmm20, %zmm10
	vaddpd	%zmm10, %zmm18, %zmm0
	vmulpd	1248(%rsp), %zmm13, %zmm7
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm13, %zmm12, %zmm8
	vaddpd	%zmm8, %zmm11, %zmm3
	vmulpd	%zmm13, %zmm21, %zmm8
	vaddpd	%zmm8, %zmm9, %zmm1
	vmulpd	%zmm13, %zmm15, %zmm8
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm13, %zmm19, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm13, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm13, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmovupd	992(%rsp), %zmm8
	vsubpd	%zmm0, %zmm8, %zmm24
	vmovupd	48(%rsp), %zmm0
	vsubpd	%zmm7, %zmm0, %zmm23
	vmovupd	176(%rsp), %zmm0
	vsubpd	%zmm3, %zmm0, %zmm22
	vmovupd	-64(%rsp), %zmm0
	vsubpd	%zmm1, %zmm0, %zmm21
	vsubpd	%zmm2, %zmm27, %zmm19
	vmovupd	240(%rsp), %zmm0
	vsubpd	%zmm4, %zmm0, %zmm20
	vsubpd	%zmm5, %zmm14, %zmm18
	vsubpd	%zmm6, %zmm25, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm8
	vmovupd	2976(%rsp), %zmm14
	vxorpd	%zmm8, %zmm14, %zmm7
	vmovupd	1936(%rsp), %zmm17
	vxorpd	%zmm8, %zmm17, %zmm6
	vmovupd	4768(%rsp), %zmm12
	vxorpd	%zmm8, %zmm12, %zmm5
	vmovupd	1376(%rsp), %zmm15
	vxorpd	%zmm8, %zmm15, %zmm4
	vmovupd	4832(%rsp), %zmm27
	vxorpd	%zmm8, %zmm27, %zmm3
	vmovupd	1440(%rsp), %zmm13
	vxorpd	%zmm8, %zmm13, %zmm2
	vmovupd	2912(%rsp), %zmm26
	vxorpd	%zmm8, %zmm26, %zmm1
	vmovupd	1504(%rsp), %zmm25
	vxorpd	%zmm8, %zmm25, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm10
	vmovdqu64	2000(%rsp), %zmm16
	vptestnmq	%zmm10, %zmm16, %k1
	vmovapd	%zmm17, %zmm6 {%k1}
	vxorpd	%zmm8, %zmm23, %zmm23 {%k1}
	vmovdqu64	2432(%rsp), %zmm17
	vptestnmq	%zmm10, %zmm17, %k1
	vmovapd	%zmm14, %zmm7 {%k1}
	vxorpd	%zmm8, %zmm24, %zmm24 {%k1}
	vmovdqu64	2064(%rsp), %zmm14
	vptestnmq	%zmm10, %zmm14, %k1
	vmovapd	%zmm15, %zmm4 {%k1}
	vxorpd	%zmm8, %zmm21, %zmm21 {%k1}
	vmovdqu64	2128(%rsp), %zmm15
	vptestnmq	%zmm10, %zmm15, %k1
	vmovapd	%zmm12, %zmm5 {%k1}
	vxorpd	%zmm8, %zmm22, %zmm22 {%k1}
	vmovdqu64	1568(%rsp), %zmm12
	vptestnmq	%zmm10, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm8, %zmm20, %zmm20 {%k1}
	vmovdqu64	1632(%rsp), %zmm13
	vptestnmq	%zmm10, %zmm13, %k1
	vmovapd	%zmm27, %zmm3 {%k1}
	vxorpd	%zmm8, %zmm19, %zmm19 {%k1}
	vmovdqu64	1696(%rsp), %zmm9
	vptestnmq	%zmm10, %zmm9, %k1
	vmovapd	%zmm25, %zmm0 {%k1}
	vxorpd	%zmm8, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm25
	vmovdqu64	1760(%rsp), %zmm11
	vptestnmq	%zmm10, %zmm11, %k1
	vmovapd	%zmm26, %zmm1 {%k1}
	vxorpd	%zmm8, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm8
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm7, %zmm24 {%k1}
	vmovupd	%zmm24, 48(%rsp)
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm6, %zmm23 {%k1}
	vmovupd	%zmm23, 176(%rsp)
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm5, %zmm22 {%k1}
	vmovupd	%zmm22, 352(%rsp)
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm4, %zmm21 {%k1}
	vmovupd	%zmm21, 576(%rsp)
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 240(%rsp)
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm2, %zmm20 {%k1}
	vmovupd	%zmm20, 768(%rsp)
	vptestnmq	%zmm8, %zmm11, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 416(%rsp)
	vptestnmq	%zmm8, %zmm9, %k1
	vmovapd	%zmm0, %zmm25 {%k1}
	vmovupd	%zmm25, 704(%rsp)
	vcvtudq2pd	38120(%rsp,%rcx,4), %zmm0
	vcvtudq2pd	38152(%rsp,%rcx,4), %zmm1
	vcvtudq2pd	38184(%rsp,%rcx,4), %zmm2
	vcvtudq2pd	38216(%rsp,%rcx,4), %zmm3
	vcvtudq2pd	38248(%rsp,%rcx,4), %zmm4
	vcvtudq2pd	38280(%rsp,%rcx,4), %zmm5
	vcvtudq2pd	38312(%rsp,%rcx,4), %zmm6
	vcvtudq2pd	38344(%rsp,%rcx,4), %zmm7
	vaddpd	%zmm30, %zmm1, %zmm1
	vaddpd	%zmm30, %zmm0, %zmm0
	vaddpd	%zmm30, %zmm3, %zmm3
	vaddpd	%zmm30, %zmm2, %zmm2
	vaddpd	%zmm30, %zmm5, %zmm5
	vaddpd	%zmm30, %zmm4, %zmm4
	vaddpd	%zmm30, %zmm7, %zmm7
	vaddpd	%zmm30, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_11(%rip), %zmm9
	vmulpd	%zmm9, %zmm0, %zmm8
	vmulpd	%zmm9, %zmm1, %zmm1
	vmulpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm9, %zmm4, %zmm4
	vmulpd	%zmm9, %zmm5, %zmm5
	vmulpd	%zmm9, %zmm6, %zmm6
	vmulpd	%zmm9, %zmm7, %zmm7
	vpsrlq	$32, %zmm1, %zmm0
	vpsrlq	$32, %zmm8, %zmm9
	vpsrlq	$32, %zmm3, %zmm10
	vpsrlq	$32, %zmm2, %zmm11
	vpsrlq	$32, %zmm5, %zmm12
	vpsrlq	$32, %zmm4, %zmm13
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm6, %zmm18
	vpbroadcastq	.LCPI0_12(%rip), %zmm15
	vpaddq	%zmm15, %zmm9, %zmm9
	vmovdqu64	%zmm9, 1632(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 1696(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1760(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1184(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 992(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 1072(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 640(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 848(%rsp)
	vpsllq	$32, %zmm9, %zmm0
	vpsllq	$32, %zmm20, %zmm9
	vpsllq	$32, %zmm11, %zmm10
	vpsllq	$32, %zmm19, %zmm11
	vpsllq	$32, %zmm13, %zmm12
	vpsllq	$32, %zmm17, %zmm13
	vpsllq	$32, %zmm16, %zmm14
	vpsllq	$32, %zmm15, %zmm18
	vpbroadcastq	.LCPI0_14(%rip), %zmm15
	vpandq	%zmm15, %zmm9, %zmm9
	vpandq	%zmm15, %zmm0, %zmm19
	vpandq	%zmm15, %zmm11, %zmm20
	vpandq	%zmm15, %zmm10, %zmm30
	vpandq	%zmm15, %zmm13, %zmm0
	vpandq	%zmm15, %zmm12, %zmm21
	vpandq	%zmm15, %zmm18, %zmm24
	vpandq	%zmm15, %zmm14, %zmm26
	vpbroadcastq	.LCPI0_15(%rip), %zmm10
	vpternlogq	$248, %zmm10, %zmm8, %zmm19
	vpternlogq	$248, %zmm10, %zmm1, %zmm9
	vpternlogq	$248, %zmm10, %zmm2, %zmm30
	vpternlogq	$248, %zmm10, %zmm3, %zmm20
	vpternlogq	$248, %zmm10, %zmm4, %zmm21
	vpternlogq	$248, %zmm10, %zmm5, %zmm0
	vpternlogq	$248, %zmm10, %zmm6, %zmm26
	vpternlogq	$248, %zmm10, %zmm7, %zmm24
	vpbroadcastq	.LCPI0_16(%rip), %zmm11
	vpaddq	%zmm11, %zmm9, %zmm1
	vpaddq	%zmm11, %zmm19, %zmm2
	vbroadcastsd	.LCPI0_17(%rip), %zmm22
	vaddpd	%zmm22, %zmm2, %zmm31
	vaddpd	%zmm22, %zmm1, %zmm3
	vmovupd	%zmm3, -64(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm31, %zmm2
	vdivpd	%zmm2, %zmm31, %zmm2
	vmovupd	%zmm2, 2128(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1568(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm28
	vmulpd	%zmm2, %zmm2, %zmm27
	vmulpd	%zmm27, %zmm27, %zmm1
	vmulpd	%zmm28, %zmm28, %zmm2
	vbroadcastsd	.LCPI0_19(%rip), %zmm4
	vmulpd	%zmm4, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_20(%rip), %zmm5
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_21(%rip), %zmm6
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vmovupd	%zmm3, 2000(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2752(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2816(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2624(%rsp)
	vpaddq	%zmm11, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm2
	vmovupd	%zmm2, 2432(%rsp)
	vaddpd	%zmm23, %zmm2, %zmm1
	vdivpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 2064(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2560(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2368(%rsp)
	vpaddq	%zmm11, %zmm30, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 1248(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm18
	vmulpd	%zmm18, %zmm18, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1504(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1376(%rsp)
	vpaddq	%zmm11, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 2688(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm12
	vmulpd	%zmm12, %zmm12, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1936(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm30
	vpaddq	%zmm11, %zmm21, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm21
	vaddpd	%zmm23, %zmm21, %zmm1
	vdivpd	%zmm1, %zmm21, %zmm25
	vmulpd	%zmm25, %zmm25, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm17
	vaddpd	%zmm5, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm1, %zmm17
	vaddpd	%zmm6, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm1, %zmm17
	vmulpd	%zmm7, %zmm1, %zmm29
	vaddpd	%zmm8, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm1, %zmm29
	vaddpd	%zmm9, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm1, %zmm29
	vpaddq	%zmm11, %zmm24, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm24
	vaddpd	%zmm23, %zmm24, %zmm1
	vdivpd	%zmm1, %zmm24, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm0
	vmulpd	%zmm4, %zmm0, %zmm16
	vaddpd	%zmm5, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm0, %zmm16
	vaddpd	%zmm6, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm0, %zmm16
	vmulpd	%zmm7, %zmm0, %zmm15
	vaddpd	%zmm8, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm0, %zmm15
	vaddpd	%zmm9, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm0, %zmm10
	vpaddq	%zmm11, %zmm26, %zmm15
	vaddpd	%zmm22, %zmm15, %zmm26
	vaddpd	%zmm23, %zmm26, %zmm15
	vdivpd	%zmm15, %zmm26, %zmm15
	vmulpd	%zmm15, %zmm15, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm0, %zmm23
	vaddpd	%zmm5, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vaddpd	%zmm6, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vmulpd	%zmm7, %zmm0, %zmm22
	vaddpd	%zmm8, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm22
	vaddpd	%zmm9, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_25(%rip), %zmm6
	vaddpd	2752(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	2000(%rsp), %zmm22, %zmm22
	vaddpd	2624(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	2816(%rsp), %zmm27, %zmm27
	vaddpd	2368(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	2560(%rsp), %zmm9, %zmm9
	vaddpd	1376(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm18, %zmm7
	vaddpd	1504(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm30, %zmm11
	vmulpd	%zmm11, %zmm12, %zmm5
	vaddpd	1936(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	%zmm31, 1440(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm31, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	2128(%rsp), %zmm2, %zmm12
	vmovupd	-64(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	1568(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	1248(%rsp), %zmm7, %zmm7
	vmovupd	2432(%rsp), %zmm18
	vmulpd	%zmm6, %zmm18, %zmm16
	vmulpd	%zmm16, %zmm18, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	2064(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2688(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm6
	vpsrlq	$20, 1632(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm10
	vpaddq	%zmm10, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm13
	vmulpd	%zmm13, %zmm11, %zmm23
	vaddpd	%zmm12, %zmm23, %zmm12
	vpsrlq	$20, 1696(%rsp), %zmm23
	vpaddq	%zmm10, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm13, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 1760(%rsp), %zmm25
	vpaddq	%zmm10, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm13, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1184(%rsp), %zmm27
	vpaddq	%zmm10, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm13, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 992(%rsp), %zmm28
	vpaddq	%zmm10, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm13, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 1072(%rsp), %zmm29
	vpaddq	%zmm10, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm13, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 640(%rsp), %zmm30
	vpaddq	%zmm10, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm13, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 848(%rsp), %zmm31
	vpaddq	%zmm10, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm13, %zmm31, %zmm10
	vaddpd	%zmm6, %zmm10, %zmm6
	vsubpd	%zmm0, %zmm12, %zmm0
	vsubpd	%zmm2, %zmm14, %zmm2
	vsubpd	%zmm4, %zmm7, %zmm4
	vsubpd	%zmm16, %zmm9, %zmm7
	vsubpd	%zmm17, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm22, %zmm1, %zmm1
	vsubpd	%zmm15, %zmm6, %zmm6
	vaddpd	-64(%rsp), %zmm2, %zmm2
	vaddpd	1440(%rsp), %zmm0, %zmm0
	vaddpd	%zmm7, %zmm18, %zmm7
	vaddpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm5, %zmm20, %zmm5
	vaddpd	%zmm3, %zmm21, %zmm3
	vaddpd	%zmm6, %zmm24, %zmm6
	vaddpd	%zmm1, %zmm26, %zmm1
	vpbroadcastq	.LCPI0_1(%rip), %zmm26
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vmulpd	%zmm9, %zmm23, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm9, %zmm11, %zmm8
	vaddpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm9, %zmm27, %zmm8
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm9, %zmm25, %zmm8
	vaddpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm9, %zmm29, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm9, %zmm28, %zmm8
	vaddpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm9, %zmm31, %zmm8
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm9, %zmm30, %zmm8
	vaddpd	%zmm1, %zmm8, %zmm1
	vbroadcastsd	.LCPI0_28(%rip), %zmm8
	vmulpd	%zmm8, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	48(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	176(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	352(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	576(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	240(%rsp), %zmm3, %zmm3
	vmulpd	768(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	416(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	704(%rsp), %zmm6, %zmm6
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm4, %ymm4
	vinsertf64x4	$1, %ymm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm7, %ymm2
	vinserti64x4	$1, %ymm2, %zmm4, %zmm2
	vcvtpd2ps	%zmm3, %ymm3
	vcvtpd2ps	%zmm5, %ymm4
	vcvtpd2ps	%zmm1, %ymm1
	vcvtpd2ps	%zmm6, %ymm5
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vinserti64x4	$1, %ymm5, %zmm1, %zmm1
	vmovups	%zmm0, 38120(%rsp,%rcx,4)
	vmovdqu64	%zmm2, 38184(%rsp,%rcx,4)
	vmovdqu64	%zmm3, 38248(%rsp,%rcx,4)
	vmovdqu64	%zmm1, 38312(%rsp,%rcx,4)
	addq	$64, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_102
	jmp	.LBB0_103
.LBB0_96:
	vmulss	28(%rsp), %xmm24, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorps	%xmm22, %xmm22, %xmm22
	vcmpltss	%xmm0, %xmm22, %k1
	vbroadcastsd	.LCPI0_11(%rip), %zmm0
	vmovss	%xmm1, %xmm1, %xmm22 {%k1} {z}
	vpbroadcastq	.LCPI0_10(%rip), %zmm1
	testl	%r11d, %r11d
	jne	.LBB0_98
	.p2align	4
.LBB0_105:
	vmovaps	%xmm22, 832(%rsp)
	vmovss	%xmm24, 3040(%rsp)
	testq	%rbp, %rbp
	je	.LBB0_106
.LBB0_103:
	vmovups	5352(%rsp), %zmm2
	vmovups	5416(%rsp), %zmm14
	vmovups	5480(%rsp), %zmm16
	vmovups	5544(%rsp), %zmm29
	vxorpd	%xmm17, %xmm17, %xmm17
	cmpq	$1, %rbp
	jne	.LBB0_108
	vxorpd	%xmm20, %xmm20, %xmm20
	vxorpd	%xmm27, %xmm27, %xmm27
	vxorpd	%xmm28, %xmm28, %xmm28
	vbroadcastss	.LCPI0_63(%rip), %zmm21
	vbroadcastss	.LCPI0_64(%rip), %zmm22
	vbroadcastss	.LCPI0_65(%rip), %zmm23
	vbroadcastss	.LCPI0_66(%rip), %zmm24
	vbroadcastss	.LCPI0_67(%rip), %zmm25
	vbroadcastss	.LCPI0_87(%rip), %zmm26
	vbroadcastss	.LCPI0_69(%rip), %zmm31
	vbroadcastss	.LCPI0_70(%rip), %zmm30
	vbroadcastss	.LCPI0_71(%rip), %zmm15
	vbroadcastss	.LCPI0_72(%rip), %zmm18
	vmovups	4128(%rsp), %zmm13
	vmovups	1312(%rsp), %zmm11
	vmovups	2496(%rsp), %zmm12
	jmp	.LBB0_110
	.p2align	4
.LBB0_108:
	movl	$1, %ecx
	movq	%r12, %rdx
	vmovaps	%zmm29, %zmm1
	vmovaps	%zmm16, %zmm3
	vmovaps	%zmm14, %zmm4
	vmovaps	%zmm2, %zmm5
	vxorpd	%xmm20, %xmm20, %xmm20
	vxorpd	%xmm27, %xmm27, %xmm27
	vxorpd	%xmm28, %xmm28, %xmm28
	vbroadcastss	.LCPI0_63(%rip), %zmm21
	vbroadcastss	.LCPI0_64(%rip), %zmm22
	vbroadcastss	.LCPI0_65(%rip), %zmm23
	vbroadcastss	.LCPI0_66(%rip), %zmm24
	vbroadcastss	.LCPI0_67(%rip), %zmm25
	vbroadcastss	.LCPI0_87(%rip), %zmm26
	vbroadcastss	.LCPI0_69(%rip), %zmm31
	vbroadcastss	.LCPI0_70(%rip), %zmm30
	vbroadcastss	.LCPI0_71(%rip), %zmm15
	vbroadcastss	.LCPI0_72(%rip), %zmm18
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	4128(%rsp), %zmm13
	vmovups	1312(%rsp), %zmm11
	vmovups	2496(%rsp), %zmm12
	.p2align	4
.LBB0_109:
	vcvtsi2ss	%rcx, %xmm19, %xmm6
	vmovups	-192(%rdx), %zmm7
	vmovups	-128(%rdx), %zmm8
	vbroadcastss	%xmm6, %zmm6
	vmovups	-64(%rdx), %zmm9
	vmovups	(%rdx), %zmm10
	vcmpltps	%zmm7, %zmm2, %k0
	vcmpunordps	%zmm0, %zmm7, %k1
	vcmpordps	%zmm0, %zmm2, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm7, %zmm2 {%k2}
	vcmpltps	%zmm7, %zmm5, %k0
	vcmpordps	%zmm0, %zmm5, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm7, %zmm5 {%k1}
	vmovaps	%zmm6, %zmm28 {%k1}
	vcmpltps	%zmm8, %zmm14, %k0
	vcmpunordps	%zmm0, %zmm8, %k1
	vcmpordps	%zmm0, %zmm14, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm8, %zmm14 {%k2}
	vcmpltps	%zmm8, %zmm4, %k0
	vcmpordps	%zmm0, %zmm4, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm8, %zmm4 {%k1}
	vmovaps	%zmm6, %zmm27 {%k1}
	vcmpltps	%zmm9, %zmm16, %k0
	vcmpunordps	%zmm0, %zmm9, %k1
	vcmpordps	%zmm0, %zmm16, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm9, %zmm16 {%k2}
	vcmpltps	%zmm9, %zmm3, %k0
	vcmpordps	%zmm0, %zmm3, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm9, %zmm3 {%k1}
	vmovaps	%zmm6, %zmm20 {%k1}
	vcmpltps	%zmm10, %zmm29, %k0
	vcmpunordps	%zmm0, %zmm10, %k1
	vcmpordps	%zmm0, %zmm29, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm10, %zmm29 {%k2}
	vcmpltps	%zmm10, %zmm1, %k0
	vcmpordps	%zmm0, %zmm1, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm10, %zmm1 {%k1}
	vmovaps	%zmm6, %zmm17 {%k1}
	incq	%rcx
	addq	$256, %rdx
	cmpq	%rcx, %rbp
	jne	.LBB0_109
.LBB0_110:
	vmovups	%zmm29, 240(%rsp)
	vmovups	%zmm28, 704(%rsp)
	vmovups	%zmm27, 416(%rsp)
	vmovups	%zmm20, 768(%rsp)
	vmovups	%zmm17, 576(%rsp)
	vmovups	%zmm16, 176(%rsp)
	vmovups	%zmm14, 48(%rsp)
	vmovups	%zmm2, -64(%rsp)
	movq	%rbx, %rcx
	xorl	%edx, %edx
	vmovups	3936(%rsp), %zmm1
	jmp	.LBB0_111
	.p2align	4
.LBB0_119:
	vmovups	-192(%rcx), %zmm7
	vmovups	-128(%rcx), %zmm8
	vsubps	%zmm0, %zmm7, %zmm7
	vmaxps	%zmm7, %zmm21, %zmm9
	vminps	%zmm9, %zmm22, %zmm9
	vmulps	%zmm23, %zmm9, %zmm10
	vaddps	%zmm24, %zmm10, %zmm10
	vaddps	%zmm25, %zmm10, %zmm11
	vmulps	%zmm26, %zmm11, %zmm12
	vsubps	%zmm12, %zmm9, %zmm9
	vmulps	%zmm31, %zmm11, %zmm11
	vsubps	%zmm11, %zmm9, %zmm12
	vmulps	%zmm12, %zmm12, %zmm13
	vmulps	%zmm30, %zmm13, %zmm14
	vaddps	%zmm15, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm18, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vbroadcastss	.LCPI0_73(%rip), %zmm0
	vaddps	%zmm0, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vbroadcastss	.LCPI0_74(%rip), %zmm16
	vaddps	%zmm16, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vmovups	-64(%rcx), %zmm14
	vsubps	%zmm13, %zmm12, %zmm13
	vmulps	%zmm13, %zmm12, %zmm12
	vbroadcastss	.LCPI0_75(%rip), %zmm28
	vsubps	%zmm13, %zmm28, %zmm13
	vdivps	%zmm13, %zmm12, %zmm12
	vsubps	%zmm12, %zmm11, %zmm11
	vsubps	%zmm11, %zmm9, %zmm9
	vbroadcastss	.LCPI0_76(%rip), %zmm17
	vaddps	%zmm17, %zmm9, %zmm9
	vpbroadcastd	.LCPI0_77(%rip), %zmm2
	vpaddd	%zmm2, %zmm10, %zmm11
	vpsrld	$1, %zmm11, %zmm11
	vpsubd	%zmm11, %zmm10, %zmm10
	vpslld	$23, %zmm10, %zmm10
	vpslld	$23, %zmm11, %zmm11
	vpbroadcastd	.LCPI0_60(%rip), %zmm27
	vpaddd	%zmm27, %zmm11, %zmm11
	vmulps	%zmm11, %zmm9, %zmm9
	vpbroadcastd	.LCPI0_78(%rip), %zmm20
	vpaddd	%zmm20, %zmm10, %zmm10
	vmulps	%zmm10, %zmm9, %zmm9
	vcmpunordps	%zmm4, %zmm7, %k1
	vbroadcastss	.LCPI0_79(%rip), %zmm29
	vmovaps	%zmm29, %zmm9 {%k1}
	vaddps	%zmm9, %zmm6, %zmm6
	vmovups	%zmm6, 1824(%rsp)
	vsubps	48(%rsp), %zmm8, %zmm6
	vmaxps	%zmm6, %zmm21, %zmm7
	vminps	%zmm7, %zmm22, %zmm7
	vmulps	%zmm23, %zmm7, %zmm8
	vaddps	%zmm24, %zmm8, %zmm8
	vaddps	%zmm25, %zmm8, %zmm9
	vmulps	%zmm26, %zmm9, %zmm10
	vsubps	%zmm10, %zmm7, %zmm7
	vmulps	%zmm31, %zmm9, %zmm9
	vsubps	%zmm9, %zmm7, %zmm10
	vmulps	%zmm10, %zmm10, %zmm11
	vmulps	%zmm30, %zmm11, %zmm12
	vaddps	%zmm15, %zmm12, %zmm12
	vmulps	%zmm12, %zmm11, %zmm12
	vaddps	%zmm18, %zmm12, %zmm12
	vmulps	%zmm12, %zmm11, %zmm12
	vaddps	%zmm0, %zmm12, %zmm12
	vmulps	%zmm12, %zmm11, %zmm12
	vaddps	%zmm16, %zmm12, %zmm12
	vmulps	%zmm12, %zmm11, %zmm11
	vsubps	%zmm11, %zmm10, %zmm11
	vmulps	%zmm11, %zmm10, %zmm10
	vsubps	%zmm11, %zmm28, %zmm11
	vdivps	%zmm11, %zmm10, %zmm10
	vsubps	%zmm10, %zmm9, %zmm9
	vsubps	%zmm9, %zmm7, %zmm7
	vaddps	%zmm17, %zmm7, %zmm7
	vpaddd	%zmm2, %zmm8, %zmm9
	vpsrld	$1, %zmm9, %zmm9
	vpsubd	%zmm9, %zmm8, %zmm8
	vpslld	$23, %zmm8, %zmm8
	vpslld	$23, %zmm9, %zmm9
	vpaddd	%zmm27, %zmm9, %zmm9
	vmulps	%zmm9, %zmm7, %zmm7
	vpaddd	%zmm20, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm7
	vcmpunordps	%zmm4, %zmm6, %k1
	vsubps	176(%rsp), %zmm14, %zmm6
	vmaxps	%zmm6, %zmm21, %zmm8
	vminps	%zmm8, %zmm22, %zmm8
	vmulps	%zmm23, %zmm8, %zmm9
	vaddps	%zmm24, %zmm9, %zmm9
	vaddps	%zmm25, %zmm9, %zmm10
	vmulps	%zmm26, %zmm10, %zmm11
	vsubps	%zmm11, %zmm8, %zmm8
	vmulps	%zmm31, %zmm10, %zmm10
	vsubps	%zmm10, %zmm8, %zmm11
	vmulps	%zmm11, %zmm11, %zmm12
	vmulps	%zmm30, %zmm12, %zmm13
	vaddps	%zmm15, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm13
	vaddps	%zmm18, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm13
	vaddps	%zmm0, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm13
	vaddps	%zmm16, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm12
	vsubps	%zmm12, %zmm11, %zmm12
	vmulps	%zmm12, %zmm11, %zmm11
	vsubps	%zmm12, %zmm28, %zmm12
	vdivps	%zmm12, %zmm11, %zmm11
	vmovups	(%rcx), %zmm12
	vmovaps	%zmm29, %zmm7 {%k1}
	vaddps	%zmm7, %zmm5, %zmm13
	vsubps	%zmm11, %zmm10, %zmm5
	vsubps	%zmm5, %zmm8, %zmm5
	vaddps	%zmm17, %zmm5, %zmm5
	vpaddd	%zmm2, %zmm9, %zmm7
	vpsrld	$1, %zmm7, %zmm7
	vpsubd	%zmm7, %zmm9, %zmm8
	vpslld	$23, %zmm8, %zmm8
	vpslld	$23, %zmm7, %zmm7
	vpaddd	%zmm27, %zmm7, %zmm7
	vmulps	%zmm7, %zmm5, %zmm5
	vpaddd	%zmm20, %zmm8, %zmm7
	vmulps	%zmm7, %zmm5, %zmm5
	vcmpunordps	%zmm4, %zmm6, %k1
	vsubps	240(%rsp), %zmm12, %zmm6
	vmaxps	%zmm6, %zmm21, %zmm7
	vminps	%zmm7, %zmm22, %zmm7
	vmulps	%zmm23, %zmm7, %zmm8
	vaddps	%zmm24, %zmm8, %zmm8
	vaddps	%zmm25, %zmm8, %zmm9
	vmulps	%zmm26, %zmm9, %zmm10
	vsubps	%zmm10, %zmm7, %zmm7
	vmulps	%zmm31, %zmm9, %zmm9
	vsubps	%zmm9, %zmm7, %zmm10
	vcmpunordps	%zmm4, %zmm6, %k2
	vmulps	%zmm10, %zmm10, %zmm4
	vmulps	%zmm30, %zmm4, %zmm6
	vaddps	%zmm15, %zmm6, %zmm6
	vmulps	%zmm6, %zmm4, %zmm6
	vaddps	%zmm18, %zmm6, %zmm6
	vmulps	%zmm6, %zmm4, %zmm6
	vaddps	%zmm0, %zmm6, %zmm6
	vmovaps	%zmm16, %zmm0
	vmovaps	%zmm28, %zmm16
	vmulps	%zmm6, %zmm4, %zmm6
	vaddps	%zmm0, %zmm6, %zmm6
	vmulps	%zmm6, %zmm4, %zmm4
	vsubps	%zmm4, %zmm10, %zmm4
	vmulps	%zmm4, %zmm10, %zmm6
	vsubps	%zmm4, %zmm28, %zmm4
	vdivps	%zmm4, %zmm6, %zmm4
	vmovaps	%zmm29, %zmm5 {%k1}
	vaddps	%zmm5, %zmm3, %zmm11
	vsubps	%zmm4, %zmm9, %zmm3
	vsubps	%zmm3, %zmm7, %zmm3
	vaddps	%zmm17, %zmm3, %zmm3
	vpaddd	%zmm2, %zmm8, %zmm4
	vpsrld	$1, %zmm4, %zmm4
	vpsubd	%zmm4, %zmm8, %zmm5
	vpslld	$23, %zmm4, %zmm4
	vpaddd	%zmm27, %zmm4, %zmm4
	vmulps	%zmm4, %zmm3, %zmm3
	vpslld	$23, %zmm5, %zmm4
	vpaddd	%zmm20, %zmm4, %zmm4
	vmulps	%zmm4, %zmm3, %zmm3
	vmovaps	%zmm29, %zmm3 {%k2}
	vaddps	%zmm3, %zmm1, %zmm12
	incq	%rdx
	addq	$256, %rcx
	cmpq	%rdx, %rbp
	vmovaps	%zmm19, %zmm1
	je	.LBB0_120
.LBB0_111:
	vxorps	%xmm4, %xmm4, %xmm4
	vxorps	%xmm6, %xmm6, %xmm6
	testq	%rdx, %rdx
	jne	.LBB0_112
	vxorps	%xmm5, %xmm5, %xmm5
	vmovups	-64(%rsp), %zmm0
	jne	.LBB0_114
.LBB0_115:
	vmovaps	%zmm1, %zmm19
	vxorps	%xmm3, %xmm3, %xmm3
	jne	.LBB0_116
.LBB0_117:
	vxorps	%xmm1, %xmm1, %xmm1
	je	.LBB0_119
	jmp	.LBB0_118
	.p2align	4
.LBB0_112:
	vmovups	1824(%rsp), %zmm6
	vxorps	%xmm5, %xmm5, %xmm5
	vmovups	-64(%rsp), %zmm0
	je	.LBB0_115
.LBB0_114:
	vmovaps	%zmm13, %zmm5
	vmovaps	%zmm1, %zmm19
	vxorps	%xmm3, %xmm3, %xmm3
	je	.LBB0_117
.LBB0_116:
	vmovaps	%zmm11, %zmm3
	vxorps	%xmm1, %xmm1, %xmm1
	je	.LBB0_119
.LBB0_118:
	vmovaps	%zmm12, %zmm1
	jmp	.LBB0_119
	.p2align	4
.LBB0_120:
	vmovaps	%zmm29, %zmm28
	vdivps	1824(%rsp), %zmm17, %zmm7
	vmovups	%zmm13, 4128(%rsp)
	vdivps	%zmm13, %zmm17, %zmm8
	vmovups	%zmm11, 1312(%rsp)
	vdivps	%zmm11, %zmm17, %zmm18
	vmovups	%zmm12, 2496(%rsp)
	vdivps	%zmm12, %zmm17, %zmm1
	vmovups	%zmm1, 848(%rsp)
	testl	%r11d, %r11d
	vmovups	%zmm7, 640(%rsp)
	vmovups	%zmm8, 1072(%rsp)
	vmovups	%zmm18, 992(%rsp)
	je	.LBB0_124
	vbroadcastss	832(%rsp), %zmm1
	vmovups	%zmm1, 1184(%rsp)
	movl	$192, %ecx
	xorl	%edx, %edx
	.p2align	4
.LBB0_122:
	vcvtusi2ss	%rdx, %xmm2, %xmm8
	vmovups	5160(%rsp,%rcx), %zmm11
	vmovups	5224(%rsp,%rcx), %zmm10
	vmovups	5288(%rsp,%rcx), %zmm9
	vsubps	-64(%rsp), %zmm11, %zmm12
	vmaxps	%zmm12, %zmm21, %zmm7
	vminps	%zmm7, %zmm22, %zmm7
	vmulps	%zmm23, %zmm7, %zmm13
	vaddps	%zmm24, %zmm13, %zmm13
	vaddps	%zmm25, %zmm13, %zmm14
	vmulps	%zmm26, %zmm14, %zmm15
	vsubps	%zmm15, %zmm7, %zmm15
	vmulps	%zmm31, %zmm14, %zmm14
	vsubps	%zmm14, %zmm15, %zmm18
	vmulps	%zmm18, %zmm18, %zmm7
	vmulps	.LCPI0_70(%rip){1to16}, %zmm7, %zmm19
	vbroadcastss	.LCPI0_71(%rip), %zmm30
	vaddps	%zmm30, %zmm19, %zmm19
	vmulps	%zmm19, %zmm7, %zmm19
	vaddps	.LCPI0_72(%rip){1to16}, %zmm19, %zmm19
	vmulps	%zmm19, %zmm7, %zmm19
	vbroadcastss	.LCPI0_73(%rip), %zmm3
	vaddps	%zmm3, %zmm19, %zmm19
	vmulps	%zmm19, %zmm7, %zmm19
	vaddps	%zmm0, %zmm19, %zmm19
	vmulps	%zmm19, %zmm7, %zmm19
	vmovups	5352(%rsp,%rcx), %zmm1
	vmovups	%zmm1, 352(%rsp)
	vsubps	%zmm19, %zmm18, %zmm19
	vmulps	%zmm19, %zmm18, %zmm18
	vsubps	%zmm19, %zmm16, %zmm19
	vdivps	%zmm19, %zmm18, %zmm18
	vbroadcastss	%xmm8, %zmm8
	vaddps	%zmm11, %zmm11, %zmm19
	vmovaps	%zmm28, %zmm6
	vmovaps	%zmm16, %zmm28
	vmovaps	%zmm0, %zmm16
	vbroadcastss	.LCPI0_80(%rip), %zmm0
	vmulps	%zmm0, %zmm19, %zmm19
	vsubps	103464(%rsp,%rcx), %zmm19, %zmm19
	vsubps	%zmm18, %zmm14, %zmm14
	vsubps	%zmm14, %zmm15, %zmm14
	vaddps	%zmm17, %zmm14, %zmm14
	vpbroadcastd	.LCPI0_77(%rip), %zmm0
	vpaddd	%zmm0, %zmm13, %zmm15
	vpsrld	$1, %zmm15, %zmm15
	vpsubd	%zmm15, %zmm13, %zmm13
	vpslld	$23, %zmm13, %zmm13
	vpslld	$23, %zmm15, %zmm15
	vpbroadcastd	.LCPI0_60(%rip), %zmm5
	vpaddd	%zmm5, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vpaddd	%zmm20, %zmm13, %zmm13
	vmulps	%zmm13, %zmm14, %zmm13
	vxorps	%xmm4, %xmm4, %xmm4
	vcmpunordps	%zmm4, %zmm12, %k1
	vmovaps	%zmm6, %zmm13 {%k1}
	vmulps	640(%rsp), %zmm13, %zmm12
	vaddps	%zmm12, %zmm19, %zmm12
	vcmpeqps	704(%rsp), %zmm8, %k1
	vbroadcastss	.LCPI0_81(%rip), %zmm29
	vmovaps	%zmm29, %zmm13 {%k1} {z}
	vaddps	%zmm12, %zmm13, %zmm12
	vmovups	3936(%rsp), %zmm2
	vmulps	%zmm12, %zmm2, %zmm12
	vsubps	%zmm12, %zmm11, %zmm11
	vmovups	1184(%rsp), %zmm1
	vmulps	37928(%rsp,%rcx), %zmm1, %zmm12
	vaddps	%zmm11, %zmm12, %zmm11
	vbroadcastss	.LCPI0_82(%rip), %zmm4
	vandps	%zmm4, %zmm11, %zmm12
	vpcmpgtd	%zmm20, %zmm12, %k1
	vpbroadcastd	.LCPI0_79(%rip), %zmm27
	vmovdqa32	%zmm27, %zmm11 {%k1}
	vmovdqu64	%zmm11, 5160(%rsp,%rcx)
	vsubps	48(%rsp), %zmm10, %zmm11
	vmaxps	%zmm11, %zmm21, %zmm12
	vminps	%zmm12, %zmm22, %zmm12
	vmulps	%zmm23, %zmm12, %zmm13
	vaddps	%zmm24, %zmm13, %zmm13
	vaddps	%zmm25, %zmm13, %zmm14
	vmulps	%zmm26, %zmm14, %zmm15
	vsubps	%zmm15, %zmm12, %zmm12
	vmulps	%zmm31, %zmm14, %zmm14
	vsubps	%zmm14, %zmm12, %zmm15
	vmulps	%zmm15, %zmm15, %zmm18
	vmulps	.LCPI0_70(%rip){1to16}, %zmm18, %zmm19
	vaddps	%zmm30, %zmm19, %zmm19
	vmulps	%zmm19, %zmm18, %zmm19
	vaddps	.LCPI0_72(%rip){1to16}, %zmm19, %zmm19
	vmulps	%zmm19, %zmm18, %zmm19
	vaddps	%zmm3, %zmm19, %zmm19
	vmulps	%zmm19, %zmm18, %zmm19
	vaddps	%zmm16, %zmm19, %zmm19
	vmulps	%zmm19, %zmm18, %zmm18
	vbroadcastss	.LCPI0_70(%rip), %zmm7
	vsubps	%zmm18, %zmm15, %zmm18
	vmulps	%zmm18, %zmm15, %zmm15
	vsubps	%zmm18, %zmm28, %zmm18
	vdivps	%zmm18, %zmm15, %zmm15
	vaddps	%zmm10, %zmm10, %zmm18
	vbroadcastss	.LCPI0_80(%rip), %zmm3
	vmulps	%zmm3, %zmm18, %zmm18
	vsubps	103528(%rsp,%rcx), %zmm18, %zmm18
	vsubps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm14, %zmm12, %zmm12
	vaddps	%zmm17, %zmm12, %zmm12
	vpaddd	%zmm0, %zmm13, %zmm14
	vpsrld	$1, %zmm14, %zmm14
	vpsubd	%zmm14, %zmm13, %zmm13
	vpslld	$23, %zmm13, %zmm13
	vpslld	$23, %zmm14, %zmm14
	vpaddd	%zmm5, %zmm14, %zmm14
	vmulps	%zmm14, %zmm12, %zmm12
	vpaddd	%zmm20, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm12
	vxorps	%xmm19, %xmm19, %xmm19
	vcmpunordps	%zmm19, %zmm11, %k1
	vmovaps	%zmm6, %zmm12 {%k1}
	vmulps	1072(%rsp), %zmm12, %zmm11
	vaddps	%zmm11, %zmm18, %zmm11
	vcmpeqps	416(%rsp), %zmm8, %k1
	vmovaps	%zmm29, %zmm12 {%k1} {z}
	vaddps	%zmm11, %zmm12, %zmm11
	vmulps	%zmm11, %zmm2, %zmm11
	vsubps	%zmm11, %zmm10, %zmm10
	vmulps	37992(%rsp,%rcx), %zmm1, %zmm11
	vaddps	%zmm10, %zmm11, %zmm10
	vandps	%zmm4, %zmm10, %zmm11
	vpcmpgtd	%zmm20, %zmm11, %k1
	vmovdqa32	%zmm27, %zmm10 {%k1}
	vmovdqu64	%zmm10, 5224(%rsp,%rcx)
	vsubps	176(%rsp), %zmm9, %zmm10
	vmaxps	%zmm10, %zmm21, %zmm11
	vminps	%zmm11, %zmm22, %zmm11
	vmulps	%zmm23, %zmm11, %zmm12
	vaddps	%zmm24, %zmm12, %zmm12
	vaddps	%zmm25, %zmm12, %zmm13
	vmulps	%zmm26, %zmm13, %zmm14
	vsubps	%zmm14, %zmm11, %zmm11
	vmulps	%zmm31, %zmm13, %zmm13
	vsubps	%zmm13, %zmm11, %zmm14
	vmulps	%zmm14, %zmm14, %zmm15
	vmulps	%zmm7, %zmm15, %zmm18
	vaddps	%zmm30, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	.LCPI0_72(%rip){1to16}, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vbroadcastss	.LCPI0_73(%rip), %zmm7
	vaddps	%zmm7, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	%zmm16, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm15
	vmovups	992(%rsp), %zmm18
	vsubps	%zmm15, %zmm14, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm15, %zmm28, %zmm15
	vdivps	%zmm15, %zmm14, %zmm14
	vaddps	%zmm9, %zmm9, %zmm15
	vmulps	%zmm3, %zmm15, %zmm15
	vsubps	103592(%rsp,%rcx), %zmm15, %zmm15
	vsubps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm11, %zmm11
	vaddps	%zmm17, %zmm11, %zmm11
	vpaddd	%zmm0, %zmm12, %zmm13
	vpsrld	$1, %zmm13, %zmm13
	vpsubd	%zmm13, %zmm12, %zmm12
	vpslld	$23, %zmm12, %zmm12
	vpslld	$23, %zmm13, %zmm13
	vpaddd	%zmm5, %zmm13, %zmm13
	vmovdqa64	%zmm5, %zmm3
	vmulps	%zmm13, %zmm11, %zmm11
	vpaddd	%zmm20, %zmm12, %zmm12
	vmulps	%zmm12, %zmm11, %zmm11
	vcmpunordps	%zmm19, %zmm10, %k1
	vmovaps	%zmm6, %zmm11 {%k1}
	vmulps	%zmm11, %zmm18, %zmm10
	vaddps	%zmm10, %zmm15, %zmm10
	vcmpeqps	768(%rsp), %zmm8, %k1
	vmovaps	%zmm29, %zmm11 {%k1} {z}
	vaddps	%zmm10, %zmm11, %zmm10
	vmulps	%zmm10, %zmm2, %zmm10
	vsubps	%zmm10, %zmm9, %zmm9
	vmulps	38056(%rsp,%rcx), %zmm1, %zmm10
	vaddps	%zmm9, %zmm10, %zmm9
	vandps	%zmm4, %zmm9, %zmm10
	vpcmpgtd	%zmm20, %zmm10, %k1
	vmovdqa32	%zmm27, %zmm9 {%k1}
	vmovdqu64	%zmm9, 5288(%rsp,%rcx)
	vmovups	352(%rsp), %zmm5
	vsubps	240(%rsp), %zmm5, %zmm9
	vmaxps	%zmm9, %zmm21, %zmm10
	vminps	%zmm10, %zmm22, %zmm10
	vmulps	%zmm23, %zmm10, %zmm11
	vaddps	%zmm24, %zmm11, %zmm11
	vaddps	%zmm25, %zmm11, %zmm12
	vmulps	%zmm26, %zmm12, %zmm13
	vsubps	%zmm13, %zmm10, %zmm10
	vmulps	%zmm31, %zmm12, %zmm12
	vsubps	%zmm12, %zmm10, %zmm13
	vmulps	%zmm13, %zmm13, %zmm14
	vmulps	.LCPI0_70(%rip){1to16}, %zmm14, %zmm15
	vaddps	%zmm30, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	.LCPI0_72(%rip){1to16}, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm7, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm16, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm14, %zmm13, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm14, %zmm28, %zmm14
	vdivps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm12, %zmm12
	vsubps	%zmm12, %zmm10, %zmm10
	vaddps	%zmm17, %zmm10, %zmm10
	vpaddd	%zmm0, %zmm11, %zmm12
	vpsrld	$1, %zmm12, %zmm12
	vpsubd	%zmm12, %zmm11, %zmm11
	vpslld	$23, %zmm12, %zmm12
	vpaddd	%zmm3, %zmm12, %zmm12
	vmulps	%zmm12, %zmm10, %zmm10
	vpslld	$23, %zmm11, %zmm11
	vpaddd	%zmm20, %zmm11, %zmm11
	vmulps	%zmm11, %zmm10, %zmm10
	vcmpunordps	%zmm19, %zmm9, %k1
	vaddps	%zmm5, %zmm5, %zmm9
	vmulps	.LCPI0_80(%rip){1to16}, %zmm9, %zmm9
	vmovaps	%zmm16, %zmm0
	vmovaps	%zmm28, %zmm16
	vmovaps	%zmm6, %zmm28
	vsubps	103656(%rsp,%rcx), %zmm9, %zmm9
	vmovaps	%zmm6, %zmm10 {%k1}
	vmulps	848(%rsp), %zmm10, %zmm10
	vaddps	%zmm10, %zmm9, %zmm9
	vcmpeqps	576(%rsp), %zmm8, %k1
	vmovaps	%zmm29, %zmm8 {%k1} {z}
	vaddps	%zmm9, %zmm8, %zmm8
	vmulps	%zmm8, %zmm2, %zmm8
	vsubps	%zmm8, %zmm5, %zmm7
	vmulps	38120(%rsp,%rcx), %zmm1, %zmm8
	vaddps	%zmm7, %zmm8, %zmm7
	vandps	%zmm4, %zmm7, %zmm8
	vpcmpgtd	%zmm20, %zmm8, %k1
	vmovdqa32	%zmm27, %zmm7 {%k1}
	vmovdqu64	%zmm7, 5352(%rsp,%rcx)
	incq	%rdx
	addq	$256, %rcx
	cmpq	%rdx, %rbp
	jne	.LBB0_122
	jmp	.LBB0_123
	.p2align	4
.LBB0_124:
	movl	$192, %ecx
	xorl	%edx, %edx
	.p2align	4
.LBB0_125:
	vcvtusi2ss	%rdx, %xmm2, %xmm6
	vbroadcastss	%xmm6, %zmm4
	vmovups	5160(%rsp,%rcx), %zmm10
	vmovups	5224(%rsp,%rcx), %zmm9
	vmovups	5288(%rsp,%rcx), %zmm8
	vsubps	-64(%rsp), %zmm10, %zmm11
	vmaxps	%zmm11, %zmm21, %zmm7
	vminps	%zmm7, %zmm22, %zmm7
	vmulps	%zmm23, %zmm7, %zmm12
	vaddps	%zmm24, %zmm12, %zmm12
	vaddps	%zmm25, %zmm12, %zmm13
	vmulps	%zmm26, %zmm13, %zmm14
	vsubps	%zmm14, %zmm7, %zmm14
	vmulps	%zmm31, %zmm13, %zmm13
	vsubps	%zmm13, %zmm14, %zmm7
	vmulps	%zmm7, %zmm7, %zmm15
	vmulps	%zmm30, %zmm15, %zmm18
	vbroadcastss	.LCPI0_71(%rip), %zmm19
	vaddps	%zmm19, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	.LCPI0_72(%rip){1to16}, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vbroadcastss	.LCPI0_73(%rip), %zmm29
	vaddps	%zmm29, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	%zmm0, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm15
	vsubps	%zmm15, %zmm7, %zmm15
	vmulps	%zmm15, %zmm7, %zmm7
	vsubps	%zmm15, %zmm16, %zmm15
	vdivps	%zmm15, %zmm7, %zmm15
	vmovups	5352(%rsp,%rcx), %zmm1
	vmovups	%zmm1, 352(%rsp)
	vaddps	%zmm10, %zmm10, %zmm18
	vbroadcastss	.LCPI0_80(%rip), %zmm3
	vmulps	%zmm3, %zmm18, %zmm18
	vsubps	103464(%rsp,%rcx), %zmm18, %zmm18
	vsubps	%zmm15, %zmm13, %zmm13
	vsubps	%zmm13, %zmm14, %zmm13
	vaddps	%zmm17, %zmm13, %zmm13
	vpaddd	%zmm2, %zmm12, %zmm14
	vpsrld	$1, %zmm14, %zmm14
	vpsubd	%zmm14, %zmm12, %zmm12
	vpslld	$23, %zmm12, %zmm12
	vpslld	$23, %zmm14, %zmm14
	vpaddd	%zmm27, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vpaddd	%zmm20, %zmm12, %zmm12
	vmulps	%zmm12, %zmm13, %zmm12
	vxorps	%xmm1, %xmm1, %xmm1
	vcmpunordps	%zmm1, %zmm11, %k1
	vmovaps	%zmm28, %zmm12 {%k1}
	vmulps	640(%rsp), %zmm12, %zmm11
	vaddps	%zmm11, %zmm18, %zmm11
	vcmpeqps	704(%rsp), %zmm4, %k1
	vmovaps	%zmm4, %zmm7
	vbroadcastss	.LCPI0_81(%rip), %zmm4
	vmovaps	%zmm4, %zmm12 {%k1} {z}
	vaddps	%zmm11, %zmm12, %zmm11
	vmovaps	%zmm31, %zmm1
	vmovaps	%zmm26, %zmm31
	vmovaps	%zmm25, %zmm26
	vmovaps	%zmm24, %zmm25
	vmovaps	%zmm23, %zmm24
	vmovaps	%zmm22, %zmm23
	vmovaps	%zmm21, %zmm22
	vmovaps	%zmm30, %zmm21
	vmovups	3936(%rsp), %zmm30
	vmulps	%zmm11, %zmm30, %zmm11
	vsubps	%zmm11, %zmm10, %zmm10
	vbroadcastss	.LCPI0_82(%rip), %zmm4
	vandps	%zmm4, %zmm10, %zmm11
	vpcmpgtd	%zmm20, %zmm11, %k1
	vpbroadcastd	.LCPI0_79(%rip), %zmm5
	vmovdqa32	%zmm5, %zmm10 {%k1}
	vmovdqu64	%zmm10, 5160(%rsp,%rcx)
	vsubps	48(%rsp), %zmm9, %zmm10
	vmaxps	%zmm10, %zmm22, %zmm11
	vminps	%zmm11, %zmm23, %zmm11
	vmulps	%zmm24, %zmm11, %zmm12
	vaddps	%zmm25, %zmm12, %zmm12
	vaddps	%zmm26, %zmm12, %zmm13
	vmulps	%zmm31, %zmm13, %zmm14
	vsubps	%zmm14, %zmm11, %zmm11
	vmulps	%zmm1, %zmm13, %zmm13
	vsubps	%zmm13, %zmm11, %zmm14
	vmulps	%zmm14, %zmm14, %zmm15
	vmulps	%zmm21, %zmm15, %zmm18
	vaddps	%zmm19, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	.LCPI0_72(%rip){1to16}, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	%zmm29, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	%zmm0, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm15
	vbroadcastss	.LCPI0_72(%rip), %zmm18
	vsubps	%zmm15, %zmm14, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm15, %zmm16, %zmm15
	vdivps	%zmm15, %zmm14, %zmm14
	vaddps	%zmm9, %zmm9, %zmm15
	vmulps	%zmm3, %zmm15, %zmm15
	vsubps	103528(%rsp,%rcx), %zmm15, %zmm15
	vsubps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm11, %zmm11
	vaddps	%zmm17, %zmm11, %zmm11
	vpaddd	%zmm2, %zmm12, %zmm13
	vpsrld	$1, %zmm13, %zmm13
	vpsubd	%zmm13, %zmm12, %zmm12
	vpslld	$23, %zmm12, %zmm12
	vpslld	$23, %zmm13, %zmm13
	vpaddd	%zmm27, %zmm13, %zmm13
	vmulps	%zmm13, %zmm11, %zmm11
	vpaddd	%zmm20, %zmm12, %zmm12
	vmulps	%zmm12, %zmm11, %zmm11
	vxorps	%xmm4, %xmm4, %xmm4
	vcmpunordps	%zmm4, %zmm10, %k1
	vmovaps	%zmm28, %zmm11 {%k1}
	vmulps	1072(%rsp), %zmm11, %zmm10
	vaddps	%zmm10, %zmm15, %zmm10
	vcmpeqps	416(%rsp), %zmm7, %k1
	vbroadcastss	.LCPI0_81(%rip), %zmm4
	vmovaps	%zmm4, %zmm11 {%k1} {z}
	vaddps	%zmm10, %zmm11, %zmm10
	vmulps	%zmm10, %zmm30, %zmm10
	vsubps	%zmm10, %zmm9, %zmm9
	vbroadcastss	.LCPI0_82(%rip), %zmm5
	vandps	%zmm5, %zmm9, %zmm10
	vpcmpgtd	%zmm20, %zmm10, %k1
	vpbroadcastd	.LCPI0_79(%rip), %zmm6
	vmovdqa32	%zmm6, %zmm9 {%k1}
	vmovdqu64	%zmm9, 5224(%rsp,%rcx)
	vsubps	176(%rsp), %zmm8, %zmm9
	vmaxps	%zmm9, %zmm22, %zmm10
	vminps	%zmm10, %zmm23, %zmm10
	vmulps	%zmm24, %zmm10, %zmm11
	vaddps	%zmm25, %zmm11, %zmm11
	vaddps	%zmm26, %zmm11, %zmm12
	vmulps	%zmm31, %zmm12, %zmm13
	vsubps	%zmm13, %zmm10, %zmm10
	vmulps	%zmm1, %zmm12, %zmm12
	vsubps	%zmm12, %zmm10, %zmm13
	vmulps	%zmm13, %zmm13, %zmm14
	vmulps	%zmm21, %zmm14, %zmm15
	vaddps	%zmm19, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm18, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm29, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm0, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm14, %zmm13, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm14, %zmm16, %zmm14
	vdivps	%zmm14, %zmm13, %zmm13
	vaddps	%zmm8, %zmm8, %zmm14
	vmulps	%zmm3, %zmm14, %zmm14
	vmovaps	%zmm3, %zmm15
	vsubps	103592(%rsp,%rcx), %zmm14, %zmm14
	vsubps	%zmm13, %zmm12, %zmm12
	vsubps	%zmm12, %zmm10, %zmm10
	vaddps	%zmm17, %zmm10, %zmm10
	vpaddd	%zmm2, %zmm11, %zmm12
	vpsrld	$1, %zmm12, %zmm12
	vpsubd	%zmm12, %zmm11, %zmm11
	vpslld	$23, %zmm11, %zmm11
	vpslld	$23, %zmm12, %zmm12
	vpaddd	%zmm27, %zmm12, %zmm12
	vmulps	%zmm12, %zmm10, %zmm10
	vpaddd	%zmm20, %zmm11, %zmm11
	vmulps	%zmm11, %zmm10, %zmm10
	vxorps	%xmm3, %xmm3, %xmm3
	vcmpunordps	%zmm3, %zmm9, %k1
	vxorps	%xmm18, %xmm18, %xmm18
	vmovaps	%zmm28, %zmm10 {%k1}
	vmulps	992(%rsp), %zmm10, %zmm9
	vaddps	%zmm9, %zmm14, %zmm9
	vcmpeqps	768(%rsp), %zmm7, %k1
	vmovaps	%zmm4, %zmm10 {%k1} {z}
	vaddps	%zmm9, %zmm10, %zmm9
	vmulps	%zmm9, %zmm30, %zmm9
	vsubps	%zmm9, %zmm8, %zmm8
	vandps	%zmm5, %zmm8, %zmm9
	vpcmpgtd	%zmm20, %zmm9, %k1
	vmovdqa32	%zmm6, %zmm8 {%k1}
	vmovdqa64	%zmm6, %zmm3
	vmovdqu64	%zmm8, 5288(%rsp,%rcx)
	vmovups	352(%rsp), %zmm6
	vsubps	240(%rsp), %zmm6, %zmm8
	vmaxps	%zmm8, %zmm22, %zmm9
	vminps	%zmm9, %zmm23, %zmm9
	vmulps	%zmm24, %zmm9, %zmm10
	vaddps	%zmm25, %zmm10, %zmm10
	vaddps	%zmm26, %zmm10, %zmm11
	vmulps	%zmm31, %zmm11, %zmm12
	vsubps	%zmm12, %zmm9, %zmm9
	vmulps	%zmm1, %zmm11, %zmm11
	vsubps	%zmm11, %zmm9, %zmm12
	vmulps	%zmm12, %zmm12, %zmm13
	vmulps	%zmm21, %zmm13, %zmm14
	vaddps	%zmm19, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	.LCPI0_72(%rip){1to16}, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm29, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm0, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm12, %zmm13
	vmulps	%zmm13, %zmm12, %zmm12
	vsubps	%zmm13, %zmm16, %zmm13
	vdivps	%zmm13, %zmm12, %zmm12
	vsubps	%zmm12, %zmm11, %zmm11
	vsubps	%zmm11, %zmm9, %zmm9
	vaddps	%zmm17, %zmm9, %zmm9
	vpaddd	%zmm2, %zmm10, %zmm11
	vpsrld	$1, %zmm11, %zmm11
	vpsubd	%zmm11, %zmm10, %zmm10
	vpslld	$23, %zmm11, %zmm11
	vpaddd	%zmm27, %zmm11, %zmm11
	vmulps	%zmm11, %zmm9, %zmm9
	vpslld	$23, %zmm10, %zmm10
	vpaddd	%zmm20, %zmm10, %zmm10
	vmulps	%zmm10, %zmm9, %zmm9
	vcmpunordps	%zmm18, %zmm8, %k1
	vmovaps	%zmm6, %zmm10
	vaddps	%zmm6, %zmm6, %zmm8
	vmulps	%zmm15, %zmm8, %zmm8
	vsubps	103656(%rsp,%rcx), %zmm8, %zmm8
	vmovaps	%zmm28, %zmm9 {%k1}
	vmulps	848(%rsp), %zmm9, %zmm9
	vaddps	%zmm9, %zmm8, %zmm8
	vcmpeqps	576(%rsp), %zmm7, %k1
	vmovaps	%zmm4, %zmm6 {%k1} {z}
	vaddps	%zmm8, %zmm6, %zmm6
	vmulps	%zmm6, %zmm30, %zmm6
	vmovaps	%zmm21, %zmm30
	vmovaps	%zmm22, %zmm21
	vmovaps	%zmm23, %zmm22
	vmovaps	%zmm24, %zmm23
	vmovaps	%zmm25, %zmm24
	vmovaps	%zmm26, %zmm25
	vmovaps	%zmm31, %zmm26
	vmovaps	%zmm1, %zmm31
	vsubps	%zmm6, %zmm10, %zmm6
	vandps	%zmm5, %zmm6, %zmm7
	vpcmpgtd	%zmm20, %zmm7, %k1
	vmovdqa32	%zmm3, %zmm6 {%k1}
	vmovdqu64	%zmm6, 5352(%rsp,%rcx)
	incq	%rdx
	addq	$256, %rcx
	cmpq	%rdx, %rbp
	jne	.LBB0_125
	jmp	.LBB0_123
	.p2align	4
.LBB0_9:
	movq	-112(%rsp), %rbp
.LBB0_10:
	testq	%rbp, %rbp
	sete	%al
	testq	%r15, %r15
	sete	%cl
	orb	%al, %cl
	jne	.LBB0_139
	movq	152(%rsp), %r11
	imulq	%rbp, %r11
	cmpq	$1, %r11
	jne	.LBB0_126
	xorl	%ecx, %ecx
	jmp	.LBB0_135
	.p2align	4
.LBB0_126:
	movq	%r9, %r8
	movq	%rbx, %r9
	movq	%r13, %r10
	movq	%r11, %rbx
	andl	$16382, %r11d
	xorl	%ecx, %ecx
	jmp	.LBB0_127
	.p2align	4
.LBB0_132:
	xorl	%edx, %edx
	divq	%r12
.LBB0_133:
	cmpq	%r15, %rax
	movq	%r14, %r13
	cmovbq	%rax, %r13
	addq	%r10, %r13
	movq	%rdx, %rbp
	shlq	$8, %rbp
	addq	%rsp, %rbp
	addq	$5352, %rbp
	vmovss	(%rbp,%rax,4), %xmm0
	imulq	%r12, %r13
	movq	-88(%rsp), %rax
	leaq	(%rax,%r13,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r11
	movq	%r12, %rbp
	je	.LBB0_134
.LBB0_127:
	movq	%rcx, %rax
	orq	%rbp, %rax
	shrq	$32, %rax
	je	.LBB0_128
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rbp
	jmp	.LBB0_130
	.p2align	4
.LBB0_128:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%ebp
.LBB0_130:
	movq	%rbp, %r12
	cmpq	%r15, %rax
	movq	%r14, %r13
	cmovbq	%rax, %r13
	addq	%r10, %r13
	imulq	%r12, %r13
	movq	%rdx, %rbp
	shlq	$8, %rbp
	addq	%rsp, %rbp
	addq	$5352, %rbp
	vmovss	(%rbp,%rax,4), %xmm0
	movq	-88(%rsp), %rax
	leaq	(%rax,%r13,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	leaq	1(%rcx), %rax
	movq	%rax, %rdx
	orq	%r12, %rdx
	shrq	$32, %rdx
	jne	.LBB0_132
	xorl	%edx, %edx
	divl	%r12d
	jmp	.LBB0_133
	.p2align	4
.LBB0_134:
	testb	$1, %bl
	movq	%r10, %r13
	movq	-88(%rsp), %r10
	movq	%r9, %rbx
	movq	%r8, %r9
	movl	$3449720151, %r8d
	je	.LBB0_139
.LBB0_135:
	movq	%rcx, %rax
	orq	%rbp, %rax
	shrq	$32, %rax
	jne	.LBB0_137
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%ebp
	jmp	.LBB0_138
.LBB0_13:
	movq	16(%rdi), %rax
	movq	%rax, -104(%rsp)
	cmpq	$4097, %rbp
	vmovapd	%xmm1, %xmm4
	vmovapd	%xmm1, 160(%rsp)
	jae	.LBB0_14
	movq	%rcx, %rsi
	subq	%r13, %rsi
	jbe	.LBB0_67
	cmpq	$0, 120(%rsp)
	je	.LBB0_223
	movl	$3449720151, %r9d
	movq	8(%rsp), %rdx
	movq	%rdx, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %rdi
	movq	%rdi, 1152(%rsp)
	leaq	842468239(%rax), %rdi
	movq	%rdi, 832(%rsp)
	leaq	1684936478(%rax), %r10
	leaq	534103459(%rax), %rdi
	movq	%rdi, 4064(%rsp)
	movl	%ebp, %ebx
	andl	$8188, %ebx
	leaq	(%rax,%r9), %r14
	addq	$-305585874, %r14
	movq	%r14, 2296(%rsp)
	leaq	536882365(%rax,%r9), %r14
	leaq	(%rax,%r9), %r12
	addq	$-613950654, %r12
	leaq	(%rax,%r9), %r11
	addq	$228517585, %r11
	movq	%r13, %r8
	imulq	%rbp, %r8
	movq	%rbp, %rax
	shlq	$4, %rax
	movq	%rax, 1144(%rsp)
	leaq	4(,%r13,4), %r15
	imulq	%rbp, %r15
	movq	%rbx, 920(%rsp)
	decq	%rbx
	shrq	$2, %rbx
	movl	%ebp, %eax
	andl	$8128, %eax
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 3744(%rsp)
	leaq	(%rdx,%r9), %rdi
	addq	$-795284382, %rdi
	movq	%rdi, 2288(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 5280(%rsp)
	leaq	1013904242(%rdx), %rdi
	movq	%rdi, 984(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3680(%rsp)
	movq	1152(%rsp), %rdi
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 5216(%rsp)
	leaq	218619860(%rdx,%r9), %rdi
	movq	%rdi, 976(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3616(%rsp)
	movq	832(%rsp), %rdi
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3552(%rsp)
	leaq	2027808484(%rdx), %rdi
	movq	%rdi, 968(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3488(%rsp)
	movq	%r14, 152(%rsp)
	vpbroadcastq	%r14, %zmm0
	vmovdqu64	%zmm0, 3424(%rsp)
	leaq	387276957(%rdx), %rdi
	movq	%rdi, 960(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3360(%rsp)
	movq	%r12, 568(%rsp)
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 3296(%rsp)
	leaq	-408007425(%rdx,%r9), %rdi
	movq	%rdi, 544(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3232(%rsp)
	movq	%r10, 4000(%rsp)
	vpbroadcastq	%r10, %zmm0
	vmovdqu64	%zmm0, 4320(%rsp)
	leaq	1401181199(%rdx), %rdi
	movq	%rdi, 536(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 4256(%rsp)
	movq	4064(%rsp), %rdi
	vpbroadcastq	%rdi, %zmm5
	movq	%r11, 560(%rsp)
	vpbroadcastq	%r11, %zmm22
	addl	$-1879881855, %edx
	movl	%edx, -96(%rsp)
	vpbroadcastd	%edx, %zmm19
	movl	%ebp, %edx
	andl	$8184, %edx
	vpbroadcastq	%rax, %zmm0
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vporq	%zmm1, %zmm0, %zmm0
	vmovdqu64	%zmm0, 4896(%rsp)
	movl	%ebp, %r11d
	andl	$8176, %r11d
	movl	%ebp, %r14d
	andl	$8188, %r14d
	movq	%rbx, 912(%rsp)
	leaq	1(%rbx), %r9
	movq	%r9, 2280(%rsp)
	andq	$-2, %r9
	movq	%r9, 2272(%rsp)
	vbroadcastss	%xmm4, %zmm3
	vpbroadcastq	%r11, %ymm0
	vpor	%ymm1, %ymm0, %ymm0
	vmovdqu	%ymm0, 2880(%rsp)
	movq	%rdx, 5152(%rsp)
	movq	%rax, 136(%rsp)
	subq	%rax, %rdx
	movq	%rdx, 5088(%rsp)
	leal	(,%rbp,4), %ebx
	movl	%ebx, %edi
	andl	$32512, %edi
	andl	$32704, %ebx
	vmovdqa64	.LCPI0_0(%rip), %zmm21
	vmovapd	.LCPI0_4(%rip), %zmm23
	vmovdqa64	.LCPI0_61(%rip), %zmm24
	vmovapd	.LCPI0_62(%rip), %zmm25
	vxorpd	%xmm26, %xmm26, %xmm26
	vxorps	%xmm27, %xmm27, %xmm27
	leaq	(%rbp,%rbp,2), %rax
	movq	%rax, 2224(%rsp)
	leaq	(,%rbp,8), %rax
	movq	%rax, 144(%rsp)
	movq	-104(%rsp), %rdx
	leaq	(%rdx,%rbp,8), %rax
	movq	%rax, 1168(%rsp)
	leaq	(,%r8,4), %rax
	movq	%rax, 2216(%rsp)
	leaq	(,%rbp,4), %r10
	leaq	(%r10,%r10,2), %r12
	movq	-88(%rsp), %rax
	leaq	(%rax,%r8,4), %r9
	movq	%r15, 2232(%rsp)
	leaq	(%rax,%r15), %rax
	movq	%rax, 2200(%rsp)
	leaq	192(%rdx), %rax
	movq	%rax, 2264(%rsp)
	movq	%rdi, 944(%rsp)
	leaq	(%rdx,%rdi), %rax
	movq	%rax, 2256(%rsp)
	leaq	16(%rdx), %rax
	movq	%rax, 1160(%rsp)
	movq	304(%rsp), %rax
	movq	%r8, 1176(%rsp)
	leaq	(%rax,%r8,4), %rax
	movq	%rax, 2336(%rsp)
	movq	1144(%rsp), %rdi
	xorl	%r8d, %r8d
	movq	%r9, 2208(%rsp)
	movq	%r9, 3104(%rsp)
	vmovdqu64	%zmm5, 4192(%rsp)
	vmovdqu64	%zmm22, 3040(%rsp)
	vmovdqu64	%zmm19, 4128(%rsp)
	movq	%r11, 2328(%rsp)
	movq	%r14, 2320(%rsp)
	vmovupd	%zmm3, 3168(%rsp)
	movq	%rbx, 2312(%rsp)
	movq	%r10, 336(%rsp)
	movq	%r12, 128(%rsp)
	jmp	.LBB0_143
	.p2align	4
.LBB0_187:
	addq	$4, %r13
	movq	2248(%rsp), %rsi
	addq	$-4, %rsi
	movq	2240(%rsp), %r8
	incq	%r8
	addq	%r10, 1176(%rsp)
	movq	1144(%rsp), %rdi
	addq	%rdi, 3104(%rsp)
	addq	%rdi, 2336(%rsp)
	movq	480(%rsp), %rcx
	cmpq	%rcx, %r13
	jae	.LBB0_67
.LBB0_143:
	subq	%r13, %rcx
	cmpq	$4, %rcx
	movl	$4, %r15d
	cmovbq	%rcx, %r15
	decq	%r15
	cmpq	$4, %rcx
	movq	%r15, %rdx
	movl	$3, %eax
	cmovaeq	%rax, %rdx
	movq	%rdx, 488(%rsp)
	cmpq	$1, %rsi
	movq	%rsi, 2248(%rsp)
	movq	%rsi, %r11
	adcq	$0, %r11
	cmpq	$4, %r11
	movl	$4, %eax
	cmovaeq	%rax, %r11
	leaq	(%r11,%r11,2), %rax
	movl	%eax, %eax
	leaq	-8(,%rax,4), %rsi
	imulq	%rbp, %rsi
	addq	-104(%rsp), %rsi
	movq	%rdi, %rax
	movq	%r8, 2240(%rsp)
	imulq	%r8, %rax
	movq	2208(%rsp), %rdi
	leaq	(%rdi,%rax), %rdx
	movq	%rdx, -64(%rsp)
	movq	2200(%rsp), %rdi
	leaq	(%rdi,%rax), %r9
	leaq	-1(%r11), %rbx
	imulq	%r10, %rbx
	addq	%rbx, %r9
	movq	2216(%rsp), %rdi
	addq	%rax, %rdi
	movq	-88(%rsp), %r8
	leaq	(%r8,%rdi), %rdx
	movq	%rdx, 176(%rsp)
	addq	2232(%rsp), %rax
	addq	%rax, %r8
	addq	%rbx, %r8
	movq	304(%rsp), %r14
	addq	%r14, %rdi
	addq	%r14, %rax
	addq	%rbx, %rax
	movq	%r12, %r14
	movq	%r11, 16(%rsp)
	imulq	%r11, %r14
	movq	-104(%rsp), %rdx
	addq	%rdx, %r14
	cmpq	$2, %rcx
	movq	%r15, %rbx
	movl	$1, %r11d
	cmovaeq	%r11, %rbx
	movq	%rbx, %r11
	movq	2224(%rsp), %r12
	imulq	%r12, %r11
	movq	%r11, 48(%rsp)
	cmpq	$3, %rcx
	movl	$2, %ecx
	cmovaeq	%rcx, %r15
	movq	%r15, %r11
	imulq	%r12, %r11
	movq	488(%rsp), %rcx
	imulq	%r12, %rcx
	movq	128(%rsp), %r12
	cmpq	%r9, %rdx
	setb	%r9b
	cmpq	%rsi, -64(%rsp)
	setb	%sil
	andb	%r9b, %sil
	movb	%sil, -72(%rsp)
	movq	176(%rsp), %rdx
	cmpq	%rax, %rdx
	setb	%sil
	cmpq	%r8, %rdi
	setb	%r9b
	andb	%sil, %r9b
	cmpq	%r14, %rdx
	setb	%sil
	cmpq	%r8, 1168(%rsp)
	setb	%r14b
	andb	%sil, %r14b
	orb	%r9b, %r14b
	movb	%r14b, -113(%rsp)
	movq	%rbx, %rsi
	cmpq	%rax, %rdx
	setb	%al
	cmpq	%r8, %rdi
	movq	-104(%rsp), %r8
	movq	48(%rsp), %rdx
	leaq	(%r8,%rdx,4), %rdi
	movq	%rdi, 512(%rsp)
	leaq	(%r8,%r11,4), %rdi
	movq	%rdi, 504(%rsp)
	leaq	(%r8,%rcx,4), %rcx
	movq	%rcx, 496(%rsp)
	setb	%cl
	andb	%al, %cl
	movb	%cl, 528(%rsp)
	movq	488(%rsp), %rcx
	imulq	%r12, %rcx
	movq	1160(%rsp), %rax
	addq	%rax, %rcx
	movq	%rcx, 488(%rsp)
	imulq	%r12, %r15
	addq	%rax, %r15
	movq	%r15, 2304(%rsp)
	imulq	%r12, %rsi
	addq	%rax, %rsi
	movq	$0, 112(%rsp)
	vmovss	32(%rsp), %xmm2
	movq	%r13, 552(%rsp)
	movq	%rsi, 928(%rsp)
	jmp	.LBB0_144
	.p2align	4
.LBB0_186:
	vmovss	520(%rsp), %xmm2
	vmulss	40(%rsp), %xmm2, %xmm2
	movq	112(%rsp), %rcx
	incq	%rcx
	movq	%rcx, 112(%rsp)
	cmpq	120(%rsp), %rcx
	je	.LBB0_187
.LBB0_144:
	vmovss	44(%rsp), %xmm0
	cmpl	$0, 36(%rsp)
	jne	.LBB0_145
.LBB0_146:
	vmovaps	%xmm0, 1056(%rsp)
	vmovss	%xmm2, 520(%rsp)
	cmpl	$0, -76(%rsp)
	movl	$3449720151, %ebx
	movq	136(%rsp), %r15
	movq	144(%rsp), %r12
	je	.LBB0_147
	movq	936(%rsp), %rax
	movq	112(%rsp), %rcx
	addq	%rax, %rcx
	movq	%rcx, %rsi
	shrq	$32, %rsi
	imulq	%rbx, %rsi
	movq	%rsi, %rax
	shrq	$32, %rax
	xorl	8(%rsp), %ecx
	xorl	%eax, %ecx
	leaq	78811644(%rbx), %rax
	movq	%rax, 1824(%rsp)
	imulq	%rax, %rcx
	movq	%rcx, %rdx
	shrq	$32, %rdx
	xorq	2296(%rsp), %rdx
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 3808(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vpxorq	5280(%rsp), %zmm0, %zmm28
	vpbroadcastq	%rcx, %zmm0
	vpxorq	5216(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 4448(%rsp)
	xorq	2288(%rsp), %rsi
	movl	%esi, %eax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 5024(%rsp)
	xorq	1152(%rsp), %rcx
	movq	%rcx, 320(%rsp)
	movl	%ecx, %eax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4960(%rsp)
	movq	1176(%rsp), %rax
	movq	%rax, 312(%rsp)
	movq	-104(%rsp), %rax
	movq	%rax, 328(%rsp)
	movq	2256(%rsp), %rcx
	movq	2264(%rsp), %rdi
	xorl	%r8d, %r8d
	movq	%rsi, 2496(%rsp)
	movq	%rdx, 1312(%rsp)
	vmovdqu64	%zmm28, 3872(%rsp)
	jmp	.LBB0_160
	.p2align	4
.LBB0_178:
	movq	952(%rsp), %r8
	incq	%r8
	movq	128(%rsp), %rax
	addq	%rax, %rdi
	movq	344(%rsp), %rcx
	addq	%rax, %rcx
	addq	%rax, 328(%rsp)
	addq	%rbp, 312(%rsp)
	cmpq	16(%rsp), %r8
	movq	2496(%rsp), %rsi
	movq	1312(%rsp), %rdx
	vmovups	3872(%rsp), %zmm28
	je	.LBB0_147
.LBB0_160:
	movq	%rcx, 344(%rsp)
	movq	%r8, 952(%rsp)
	leaq	(%r8,%r13), %rax
	imulq	%rbp, %rax
	vpbroadcastq	%rax, %zmm29
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm29, %zmm0
	vmovdqu64	%zmm0, 1568(%rsp)
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm29, %zmm0
	vmovdqu64	%zmm0, 2128(%rsp)
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm29, %zmm0
	vmovdqu64	%zmm0, 2064(%rsp)
	movq	%rdi, %r9
	movq	%r15, %r14
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vmovdqa64	.LCPI0_4(%rip), %zmm2
	vpbroadcastq	.LCPI0_5(%rip), %zmm21
	vpbroadcastq	.LCPI0_6(%rip), %zmm23
	vmovdqu64	%zmm29, 1632(%rsp)
	.p2align	4
.LBB0_161:
	vmovdqu64	%zmm2, 48(%rsp)
	vmovdqu64	%zmm1, -64(%rsp)
	vpaddq	%zmm29, %zmm2, %zmm5
	vpmuludq	%zmm21, %zmm5, %zmm2
	vpaddq	%zmm29, %zmm1, %zmm7
	vpmuludq	%zmm21, %zmm7, %zmm0
	vmovdqu64	1568(%rsp), %zmm1
	vpaddq	48(%rsp), %zmm1, %zmm9
	vpmuludq	%zmm21, %zmm9, %zmm3
	vpaddq	-64(%rsp), %zmm1, %zmm11
	vpmuludq	%zmm21, %zmm11, %zmm18
	vmovdqu64	2128(%rsp), %zmm1
	vpaddq	48(%rsp), %zmm1, %zmm12
	vpmuludq	%zmm21, %zmm12, %zmm27
	vpaddq	-64(%rsp), %zmm1, %zmm13
	vpmuludq	%zmm21, %zmm13, %zmm29
	vmovdqu64	2064(%rsp), %zmm8
	vpaddq	48(%rsp), %zmm8, %zmm14
	vpmuludq	%zmm21, %zmm14, %zmm1
	vpaddq	-64(%rsp), %zmm8, %zmm15
	vpmuludq	%zmm21, %zmm15, %zmm8
	vmovdqu64	3744(%rsp), %zmm16
	vpternlogq	$150, %zmm16, %zmm0, %zmm7
	vpternlogq	$150, %zmm16, %zmm2, %zmm5
	vpternlogq	$150, %zmm16, %zmm18, %zmm11
	vpternlogq	$150, %zmm16, %zmm3, %zmm9
	vpternlogq	$150, %zmm16, %zmm29, %zmm13
	vpternlogq	$150, %zmm16, %zmm27, %zmm12
	vpternlogq	$150, %zmm16, %zmm8, %zmm15
	vpternlogq	$150, %zmm16, %zmm1, %zmm14
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm12, %zmm16
	vpsrlq	$32, %zmm13, %zmm12
	vpsrlq	$32, %zmm14, %zmm13
	vpsrlq	$32, %zmm15, %zmm17
	vpmuludq	%zmm23, %zmm7, %zmm26
	vpmuludq	%zmm23, %zmm5, %zmm24
	vpmuludq	%zmm23, %zmm11, %zmm31
	vpmuludq	%zmm23, %zmm9, %zmm14
	vpmuludq	%zmm23, %zmm12, %zmm12
	vpmuludq	%zmm23, %zmm16, %zmm11
	vpmuludq	%zmm23, %zmm17, %zmm9
	vpmuludq	%zmm23, %zmm13, %zmm5
	vpsrlq	$32, %zmm24, %zmm7
	vpsrlq	$32, %zmm26, %zmm13
	vpsrlq	$32, %zmm14, %zmm16
	vpsrlq	$32, %zmm31, %zmm17
	vpsrlq	$32, %zmm11, %zmm19
	vpsrlq	$32, %zmm12, %zmm20
	vpsrlq	$32, %zmm5, %zmm23
	vpsrlq	$32, %zmm9, %zmm25
	vpxorq	%zmm28, %zmm13, %zmm13
	vpmuludq	%zmm21, %zmm13, %zmm10
	vpxorq	%zmm28, %zmm7, %zmm7
	vpmuludq	%zmm21, %zmm7, %zmm22
	vmovdqu64	%zmm22, 640(%rsp)
	vpxorq	%zmm28, %zmm17, %zmm7
	vpmuludq	%zmm21, %zmm7, %zmm30
	vpxorq	%zmm28, %zmm16, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm17
	vmovdqu64	%zmm17, 1696(%rsp)
	vpxorq	%zmm28, %zmm20, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm4
	vpxorq	%zmm28, %zmm19, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm6
	vpxorq	%zmm28, %zmm25, %zmm7
	vpxorq	%zmm28, %zmm23, %zmm13
	vmovdqu64	3808(%rsp), %zmm15
	vpxorq	%zmm0, %zmm15, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm7
	vmovdqu64	%zmm7, 704(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm16
	vpxorq	%zmm2, %zmm15, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm25
	vpxorq	%zmm18, %zmm15, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm0
	vmovdqu64	%zmm0, 176(%rsp)
	vpxorq	%zmm3, %zmm15, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm18
	vpxorq	%zmm29, %zmm15, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm29
	vpxorq	%zmm27, %zmm15, %zmm3
	vpsrlq	$32, %zmm22, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm21
	vpxorq	%zmm8, %zmm15, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm2
	vmovdqu64	%zmm2, 576(%rsp)
	vpxorq	%zmm1, %zmm15, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 352(%rsp)
	vpsrlq	$32, %zmm10, %zmm1
	vmovdqa64	%zmm10, %zmm22
	vpsrlq	$32, %zmm25, %zmm3
	vpsrlq	$32, %zmm16, %zmm7
	vpsrlq	$32, %zmm18, %zmm8
	vpsrlq	$32, %zmm20, %zmm10
	vpsrlq	$32, %zmm21, %zmm27
	vpsrlq	$32, %zmm17, %zmm28
	vmovdqu64	3680(%rsp), %zmm15
	vpternlogq	$150, %zmm15, %zmm26, %zmm7
	vpsrlq	$32, %zmm29, %zmm26
	vpternlogq	$150, %zmm15, %zmm24, %zmm3
	vpsrlq	$32, %zmm0, %zmm24
	vpternlogq	$150, %zmm15, %zmm31, %zmm10
	vpsrlq	$32, %zmm30, %zmm13
	vmovdqa64	%zmm30, %zmm17
	vpternlogq	$150, %zmm15, %zmm14, %zmm8
	vpsrlq	$32, %zmm2, %zmm0
	vpternlogq	$150, %zmm15, %zmm12, %zmm26
	vpternlogq	$150, %zmm15, %zmm11, %zmm27
	vpternlogq	$150, %zmm15, %zmm9, %zmm0
	vpsrlq	$32, %zmm6, %zmm11
	vmovdqa64	%zmm6, %zmm9
	vpternlogq	$150, %zmm15, %zmm5, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm30
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm12
	vmovdqu64	%zmm12, 240(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm2
	vmovdqu64	%zmm2, 992(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm15
	vmovdqu64	%zmm15, 848(%rsp)
	vpsrlq	$32, %zmm4, %zmm5
	vmovdqa64	%zmm4, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm3
	vmovdqu64	%zmm3, 1072(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm31
	vmovdqu64	%zmm31, 416(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm6
	vmovdqu64	%zmm6, 768(%rsp)
	vpsrlq	$32, %zmm12, %zmm10
	vmovdqu64	4448(%rsp), %zmm14
	vpxorq	%zmm14, %zmm1, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm27
	vpxorq	%zmm14, %zmm23, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm23
	vpxorq	%zmm14, %zmm13, %zmm0
	vpxorq	%zmm14, %zmm28, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm28
	vpxorq	%zmm14, %zmm5, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm4
	vmovdqu64	%zmm4, 1760(%rsp)
	vpxorq	%zmm14, %zmm11, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 1184(%rsp)
	vpsrlq	$32, %zmm27, %zmm24
	vmovdqu64	3616(%rsp), %zmm1
	vpternlogq	$150, %zmm16, %zmm1, %zmm24
	vpsrlq	$32, %zmm23, %zmm8
	vpternlogq	$150, %zmm25, %zmm1, %zmm8
	vpsrlq	$32, %zmm13, %zmm26
	vpternlogq	$150, %zmm20, %zmm1, %zmm26
	vpsrlq	$32, %zmm28, %zmm12
	vpternlogq	$150, %zmm18, %zmm1, %zmm12
	vpsrlq	$32, %zmm4, %zmm25
	vpternlogq	$150, %zmm29, %zmm1, %zmm25
	vpsrlq	$32, %zmm0, %zmm29
	vpternlogq	$150, %zmm21, %zmm1, %zmm29
	vpsrlq	$32, %zmm30, %zmm16
	vmovdqu64	3552(%rsp), %zmm5
	vpternlogq	$150, 640(%rsp), %zmm5, %zmm16
	vpsrlq	$32, %zmm15, %zmm4
	vpternlogq	$150, %zmm5, %zmm22, %zmm10
	vpsrlq	$32, %zmm2, %zmm22
	vpternlogq	$150, 1696(%rsp), %zmm5, %zmm22
	vpsrlq	$32, %zmm31, %zmm21
	vpternlogq	$150, %zmm5, %zmm17, %zmm4
	vpsrlq	$32, %zmm3, %zmm18
	vpternlogq	$150, %zmm5, %zmm9, %zmm18
	vpsrlq	$32, %zmm6, %zmm11
	vpternlogq	$150, %zmm5, %zmm7, %zmm21
	vmovdqu64	704(%rsp), %zmm0
	vpsrlq	$32, %zmm0, %zmm6
	vpxorq	%zmm14, %zmm6, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm31
	vpternlogq	$150, %zmm5, %zmm0, %zmm11
	vpsrlq	$32, %zmm31, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm0
	vmovdqu64	%zmm0, 704(%rsp)
	vpternlogq	$150, 576(%rsp), %zmm1, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm2
	vmovdqu64	%zmm2, 640(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vmovdqu64	3488(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm27, %zmm16
	vpsrlq	$32, %zmm2, %zmm10
	vpternlogq	$150, %zmm0, %zmm23, %zmm10
	vpsrlq	$32, %zmm19, %zmm3
	vmovdqu64	176(%rsp), %zmm2
	vpternlogq	$150, %zmm5, %zmm2, %zmm3
	vpsrlq	$32, %zmm2, %zmm5
	vpxorq	%zmm14, %zmm5, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm9
	vpsrlq	$32, %zmm9, %zmm20
	vpternlogq	$150, 352(%rsp), %zmm1, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm14
	vpsrlq	$32, %zmm14, %zmm5
	vpternlogq	$150, %zmm0, %zmm13, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm4
	vpsrlq	$32, %zmm4, %zmm23
	vpternlogq	$150, %zmm0, %zmm28, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm21
	vpsrlq	$32, %zmm21, %zmm13
	vpternlogq	$150, 1760(%rsp), %zmm0, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm1
	vmovdqu64	%zmm1, 576(%rsp)
	vpsrlq	$32, %zmm1, %zmm22
	vpternlogq	$150, 1184(%rsp), %zmm0, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm1
	vmovdqu64	%zmm1, 352(%rsp)
	vpsrlq	$32, %zmm1, %zmm27
	vpternlogq	$150, %zmm0, %zmm31, %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm1
	vmovdqu64	%zmm1, 176(%rsp)
	vpsrlq	$32, %zmm1, %zmm11
	vpternlogq	$150, %zmm0, %zmm9, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm7
	vmovdqu64	3424(%rsp), %zmm31
	vpternlogq	$150, %zmm30, %zmm31, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm15
	vpsrlq	$32, %zmm15, %zmm9
	vpternlogq	$150, 240(%rsp), %zmm31, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm30
	vpsrlq	$32, %zmm30, %zmm2
	vpternlogq	$150, 992(%rsp), %zmm31, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm6
	vpsrlq	$32, %zmm6, %zmm12
	vpternlogq	$150, 848(%rsp), %zmm31, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm26
	vpsrlq	$32, %zmm26, %zmm29
	vpternlogq	$150, 1072(%rsp), %zmm31, %zmm29
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm25
	vpsrlq	$32, %zmm25, %zmm8
	vpternlogq	$150, 416(%rsp), %zmm31, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm0
	vmovdqu64	%zmm0, 848(%rsp)
	vpsrlq	$32, %zmm0, %zmm28
	vpternlogq	$150, %zmm19, %zmm31, %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm20
	vpsrlq	$32, %zmm20, %zmm17
	vpternlogq	$150, 768(%rsp), %zmm31, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm0
	vmovdqu64	%zmm0, 416(%rsp)
	vpsrlq	$32, %zmm0, %zmm31
	vmovdqu64	3360(%rsp), %zmm1
	vpternlogq	$150, 704(%rsp), %zmm1, %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm24
	vpsrlq	$32, %zmm24, %zmm18
	vpternlogq	$150, 640(%rsp), %zmm1, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm0
	vmovdqu64	%zmm0, 240(%rsp)
	vpsrlq	$32, %zmm0, %zmm10
	vmovdqu64	3296(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm3, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm19
	vpsrlq	$32, %zmm19, %zmm12
	vpternlogq	$150, %zmm14, %zmm1, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm3
	vmovdqu64	%zmm3, 768(%rsp)
	vpsrlq	$32, %zmm3, %zmm14
	vpternlogq	$150, %zmm0, %zmm15, %zmm14
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm16
	vpsrlq	$32, %zmm16, %zmm15
	vpternlogq	$150, %zmm4, %zmm1, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm2
	vmovdqu64	%zmm2, 704(%rsp)
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm0, %zmm30, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm9
	vpsrlq	$32, %zmm9, %zmm7
	vpternlogq	$150, %zmm21, %zmm1, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm2
	vmovdqu64	%zmm2, 640(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm0, %zmm6, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm29, %zmm8
	vpsrlq	$32, %zmm8, %zmm23
	vpternlogq	$150, 576(%rsp), %zmm1, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm3
	vmovdqu64	%zmm3, 1072(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm0, %zmm26, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm6
	vpsrlq	$32, %zmm6, %zmm21
	vpternlogq	$150, 352(%rsp), %zmm1, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm22
	vpsrlq	$32, %zmm22, %zmm13
	vpternlogq	$150, %zmm0, %zmm25, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm28, %zmm5
	vmovdqu64	%zmm5, 352(%rsp)
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, 176(%rsp), %zmm1, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm29
	vpsrlq	$32, %zmm29, %zmm17
	vpternlogq	$150, 848(%rsp), %zmm0, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm30
	vpsrlq	$32, %zmm30, %zmm28
	vpternlogq	$150, %zmm0, %zmm20, %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm0
	vmovdqu64	%zmm0, 848(%rsp)
	vpsrlq	$32, %zmm0, %zmm20
	vmovdqu64	3232(%rsp), %zmm1
	vpternlogq	$150, 416(%rsp), %zmm1, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm0
	vmovdqu64	%zmm0, 416(%rsp)
	vpsrlq	$32, %zmm0, %zmm14
	vpternlogq	$150, %zmm1, %zmm24, %zmm14
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm24
	vpsrlq	$32, %zmm24, %zmm11
	vpternlogq	$150, %zmm1, %zmm19, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm25
	vpsrlq	$32, %zmm25, %zmm27
	vpternlogq	$150, %zmm1, %zmm16, %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm26
	vpsrlq	$32, %zmm26, %zmm10
	vpternlogq	$150, %zmm1, %zmm9, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm0
	vmovdqu64	%zmm0, 992(%rsp)
	vpsrlq	$32, %zmm0, %zmm13
	vpternlogq	$150, %zmm1, %zmm8, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm28, %zmm28
	vpsrlq	$32, %zmm28, %zmm16
	vpternlogq	$150, %zmm1, %zmm6, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm0
	vmovdqu64	%zmm0, 176(%rsp)
	vpsrlq	$32, %zmm0, %zmm6
	vmovdqu64	4320(%rsp), %zmm3
	vpternlogq	$150, 240(%rsp), %zmm3, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm0
	vmovdqu64	%zmm0, 240(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vpternlogq	$150, 768(%rsp), %zmm3, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm0
	vmovdqu64	%zmm0, 576(%rsp)
	vpsrlq	$32, %zmm0, %zmm9
	vpternlogq	$150, 704(%rsp), %zmm3, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm8
	vpsrlq	$32, %zmm8, %zmm0
	vpternlogq	$150, 640(%rsp), %zmm3, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm4
	vmovdqu64	%zmm4, 768(%rsp)
	vpsrlq	$32, %zmm4, %zmm19
	vpternlogq	$150, 1072(%rsp), %zmm3, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm12
	vpsrlq	$32, %zmm12, %zmm7
	vpternlogq	$150, %zmm22, %zmm3, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm31
	vpsrlq	$32, %zmm31, %zmm4
	vpternlogq	$150, %zmm29, %zmm3, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm15
	vpsrlq	$32, %zmm15, %zmm23
	vpternlogq	$150, %zmm30, %zmm3, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm29
	vpsrlq	$32, %zmm29, %zmm3
	vpternlogq	$150, 352(%rsp), %zmm1, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vmovdqu64	4256(%rsp), %zmm5
	vpternlogq	$150, 848(%rsp), %zmm5, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm1
	vpsrlq	$32, %zmm1, %zmm22
	vpternlogq	$150, 416(%rsp), %zmm5, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm24, %zmm5, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm1
	vpsrlq	$32, %zmm1, %zmm18
	vpternlogq	$150, %zmm25, %zmm5, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm1
	vpsrlq	$32, %zmm1, %zmm17
	vpternlogq	$150, %zmm26, %zmm5, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm1
	vpsrlq	$32, %zmm1, %zmm21
	vpternlogq	$150, 992(%rsp), %zmm5, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm1
	vpsrlq	$32, %zmm1, %zmm23
	vpternlogq	$150, %zmm28, %zmm5, %zmm23
	vmovups	3872(%rsp), %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm11
	vpsrlq	$32, %zmm1, %zmm16
	vpternlogq	$150, %zmm29, %zmm5, %zmm16
	vmovdqu64	1632(%rsp), %zmm29
	vpsrlq	$32, %zmm25, %zmm1
	vmovdqu64	4192(%rsp), %zmm14
	vpternlogq	$150, 176(%rsp), %zmm14, %zmm1
	vpsrlq	$32, %zmm9, %zmm3
	vpternlogq	$150, 240(%rsp), %zmm14, %zmm3
	vpsrlq	$32, %zmm24, %zmm4
	vpternlogq	$150, 576(%rsp), %zmm14, %zmm4
	vpsrlq	$32, %zmm20, %zmm6
	vpternlogq	$150, %zmm14, %zmm8, %zmm6
	vpsrlq	$32, %zmm19, %zmm8
	vpternlogq	$150, 768(%rsp), %zmm14, %zmm8
	vpsrlq	$32, %zmm13, %zmm5
	vpternlogq	$150, %zmm14, %zmm12, %zmm5
	vpsrlq	$32, %zmm7, %zmm10
	vpternlogq	$150, %zmm14, %zmm31, %zmm10
	vpsrlq	$32, %zmm11, %zmm12
	vpternlogq	$150, %zmm14, %zmm15, %zmm12
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm3, %zmm1
	vpmovqd	%zmm6, %ymm3
	vpmovqd	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpmovqd	%zmm5, %ymm4
	vpmovqd	%zmm8, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpmovqd	%zmm12, %ymm5
	vpmovqd	%zmm10, %ymm6
	vinserti64x4	$1, %ymm6, %zmm5, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm6
	vmovdqu64	3040(%rsp), %zmm22
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm25, %zmm22, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm9, %zmm22, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm8
	vpsrlq	$32, %zmm8, %zmm8
	vpternlogq	$150, %zmm24, %zmm22, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm9
	vpbroadcastq	.LCPI0_5(%rip), %zmm21
	vpmuludq	%zmm21, %zmm17, %zmm10
	vpmuludq	%zmm21, %zmm16, %zmm12
	vpmuludq	%zmm21, %zmm23, %zmm14
	vpbroadcastq	.LCPI0_6(%rip), %zmm23
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm20, %zmm22, %zmm0
	vpbroadcastq	.LCPI0_8(%rip), %zmm17
	vpternlogq	$150, %zmm19, %zmm22, %zmm9
	vmovdqu64	4128(%rsp), %zmm19
	vpternlogq	$150, %zmm13, %zmm22, %zmm10
	vpternlogq	$150, %zmm7, %zmm22, %zmm12
	vpternlogq	$150, %zmm11, %zmm22, %zmm14
	vpmuludq	%zmm23, %zmm2, %zmm2
	vpmuludq	%zmm23, %zmm6, %zmm6
	vpmuludq	%zmm23, %zmm0, %zmm0
	vpmuludq	%zmm23, %zmm8, %zmm7
	vpmuludq	%zmm23, %zmm10, %zmm8
	vpmuludq	%zmm23, %zmm9, %zmm9
	vpmuludq	%zmm23, %zmm14, %zmm10
	vpmuludq	%zmm23, %zmm12, %zmm11
	vpsrlq	$32, %zmm6, %zmm12
	vpsrlq	$32, %zmm2, %zmm13
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm0, %zmm15
	vpsrlq	$32, %zmm9, %zmm16
	vpmovqd	%zmm13, %ymm13
	vpmovqd	%zmm12, %ymm12
	vinserti64x4	$1, %ymm12, %zmm13, %zmm12
	vpsrlq	$32, %zmm8, %zmm13
	vpmovqd	%zmm15, %ymm15
	vpmovqd	%zmm14, %ymm14
	vinserti64x4	$1, %ymm14, %zmm15, %zmm14
	vpsrlq	$32, %zmm11, %zmm15
	vpmovqd	%zmm13, %ymm13
	vpmovqd	%zmm16, %ymm16
	vinserti64x4	$1, %ymm16, %zmm13, %zmm13
	vpsrlq	$32, %zmm10, %zmm16
	vpmovqd	%zmm16, %ymm16
	vpmovqd	%zmm15, %ymm15
	vinserti64x4	$1, %ymm15, %zmm16, %zmm15
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm2, %zmm2
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm7, %ymm6
	vinserti64x4	$1, %ymm6, %zmm0, %zmm0
	vpmovqd	%zmm8, %ymm6
	vpmovqd	%zmm9, %ymm7
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vpmovqd	%zmm10, %ymm7
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_7(%rip), %zmm8
	vpmulld	%zmm8, %zmm1, %zmm1
	vpternlogd	$150, %zmm1, %zmm19, %zmm12
	vpmulld	%zmm8, %zmm3, %zmm1
	vpternlogd	$150, %zmm1, %zmm19, %zmm14
	vpmulld	%zmm8, %zmm4, %zmm1
	vpternlogd	$150, %zmm1, %zmm19, %zmm13
	vpmulld	%zmm8, %zmm5, %zmm1
	vpternlogd	$150, %zmm1, %zmm19, %zmm15
	vmovdqu64	-64(%rsp), %zmm1
	vmovdqu64	%zmm12, -192(%r9,%r12)
	vmovdqu64	%zmm14, -128(%r9,%r12)
	vmovdqu64	%zmm13, -64(%r9,%r12)
	vmovdqu64	%zmm15, (%r9,%r12)
	vmovdqu64	%zmm2, -192(%r9)
	vmovdqu64	48(%rsp), %zmm2
	vmovdqu64	%zmm0, -128(%r9)
	vmovdqu64	%zmm6, -64(%r9)
	vmovdqu64	%zmm7, (%r9)
	vpaddq	%zmm17, %zmm1, %zmm1
	vpaddq	%zmm17, %zmm2, %zmm2
	addq	$256, %r9
	addq	$-64, %r14
	jne	.LBB0_161
	cmpq	%r15, %rbp
	movq	8(%rsp), %r13
	movq	544(%rsp), %r10
	movq	536(%rsp), %r8
	movl	-96(%rsp), %r14d
	movq	320(%rsp), %rcx
	movq	1824(%rsp), %r12
	je	.LBB0_169
	movq	136(%rsp), %r9
	testb	$56, -112(%rsp)
	je	.LBB0_167
	movq	344(%rsp), %rax
	movq	5088(%rsp), %rcx
	vmovdqu64	4896(%rsp), %zmm0
	vmovdqu64	3744(%rsp), %zmm7
	vmovdqu64	3680(%rsp), %zmm8
	vmovdqu64	3616(%rsp), %zmm9
	vmovdqu64	3552(%rsp), %zmm10
	vmovdqu64	3488(%rsp), %zmm11
	vmovdqu64	3424(%rsp), %zmm12
	vmovdqu64	3360(%rsp), %zmm13
	vmovdqu64	3296(%rsp), %zmm14
	vmovdqu64	3232(%rsp), %zmm15
	vmovdqu64	4320(%rsp), %zmm16
	vmovdqu64	4256(%rsp), %zmm17
	vmovdqu64	4192(%rsp), %zmm18
	movq	144(%rsp), %rdx
	vpbroadcastd	.LCPI0_7(%rip), %ymm20
	vpbroadcastq	.LCPI0_9(%rip), %zmm24
	vmovdqu64	3808(%rsp), %zmm25
	vmovdqu64	5024(%rsp), %zmm26
	vmovdqu64	4960(%rsp), %zmm27
	.p2align	4
.LBB0_165:
	vpaddq	%zmm29, %zmm0, %zmm1
	vpmuludq	%zmm21, %zmm1, %zmm2
	vpternlogq	$150, %zmm7, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpmuludq	%zmm23, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm3
	vpxorq	%zmm3, %zmm26, %zmm3
	vpxorq	%zmm2, %zmm25, %zmm2
	vpmuludq	%zmm21, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpxorq	%zmm4, %zmm27, %zmm4
	vpmuludq	%zmm23, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm5
	vpternlogq	$150, %zmm8, %zmm1, %zmm5
	vpmuludq	%zmm21, %zmm5, %zmm1
	vpsrlq	$32, %zmm1, %zmm5
	vpmuludq	%zmm23, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm2, %zmm9, %zmm6
	vpternlogq	$150, %zmm10, %zmm3, %zmm5
	vpmuludq	%zmm21, %zmm6, %zmm2
	vpsrlq	$32, %zmm2, %zmm3
	vpmuludq	%zmm23, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm6
	vpternlogq	$150, %zmm1, %zmm12, %zmm3
	vpternlogq	$150, %zmm11, %zmm4, %zmm6
	vpmuludq	%zmm21, %zmm6, %zmm1
	vpsrlq	$32, %zmm1, %zmm4
	vpmuludq	%zmm23, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm5, %zmm13, %zmm6
	vpternlogq	$150, %zmm14, %zmm2, %zmm4
	vpmuludq	%zmm21, %zmm6, %zmm2
	vpsrlq	$32, %zmm2, %zmm5
	vpmuludq	%zmm23, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm1, %zmm16, %zmm5
	vpternlogq	$150, %zmm15, %zmm3, %zmm6
	vpmuludq	%zmm21, %zmm6, %zmm1
	vpsrlq	$32, %zmm1, %zmm3
	vpmuludq	%zmm23, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm4, %zmm17, %zmm5
	vpternlogq	$150, %zmm18, %zmm2, %zmm3
	vpmuludq	%zmm21, %zmm5, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpmovqd	%zmm3, %ymm3
	vpmulld	%ymm20, %ymm3, %ymm3
	vpternlogq	$150, %zmm1, %zmm22, %zmm2
	vpmuludq	%zmm23, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm2
	vpmovqd	%zmm2, %ymm2
	vpternlogd	$150, %ymm19, %ymm3, %ymm2
	vmovdqu	%ymm2, (%rax,%rdx)
	vpmovqd	%zmm1, (%rax)
	vpaddq	%zmm24, %zmm0, %zmm0
	addq	$32, %rax
	addq	$-8, %rcx
	jne	.LBB0_165
	movq	5152(%rsp), %rax
	movq	%rax, %r9
	cmpq	%rax, -112(%rsp)
	movq	544(%rsp), %r10
	movq	536(%rsp), %r8
	movl	-96(%rsp), %r14d
	movq	320(%rsp), %rcx
	movq	1312(%rsp), %rdx
	je	.LBB0_169
.LBB0_167:
	movq	-112(%rsp), %rax
	subq	%r9, %rax
	movq	%rax, -64(%rsp)
	movq	328(%rsp), %rax
	leaq	(%rax,%r9,4), %r11
	movq	144(%rsp), %rax
	movq	%r11, 48(%rsp)
	addq	%r11, %rax
	movq	%rax, 176(%rsp)
	addq	312(%rsp), %r9
	xorl	%r11d, %r11d
	.p2align	4
.LBB0_168:
	leaq	(%r9,%r11), %rbp
	movl	%ebp, %r15d
	imulq	%r12, %r15
	xorq	%r13, %rbp
	xorq	%r15, %rbp
	shrq	$32, %rbp
	imulq	%rbx, %rbp
	movq	%rbp, %rax
	shrq	$32, %rax
	movl	$3449720151, %r12d
	movl	%esi, %ebx
	xorl	%eax, %ebx
	xorl	%edx, %r15d
	imulq	1824(%rsp), %rbx
	imulq	%r12, %r15
	movq	%r15, %rax
	shrq	$32, %rax
	movq	984(%rsp), %rdx
	xorl	%eax, %edx
	movq	%rbx, %rsi
	shrq	$32, %rsi
	xorl	%edx, %ebp
	movl	%ecx, %eax
	xorl	%esi, %eax
	movq	2496(%rsp), %rsi
	imulq	1824(%rsp), %rbp
	imulq	%r12, %rax
	movq	%rax, %rdx
	shrq	$32, %rdx
	xorl	976(%rsp), %r15d
	xorl	%edx, %r15d
	movq	%rbp, %rdx
	shrq	$32, %rdx
	xorl	832(%rsp), %ebx
	xorl	%edx, %ebx
	imulq	1824(%rsp), %r15
	imulq	%r12, %rbx
	movq	%rbx, %rdx
	shrq	$32, %rdx
	xorl	968(%rsp), %eax
	xorl	%edx, %eax
	movq	%r15, %rdx
	shrq	$32, %rdx
	xorl	152(%rsp), %ebp
	xorl	%edx, %ebp
	imulq	1824(%rsp), %rax
	imulq	%r12, %rbp
	movq	%rbp, %rdx
	shrq	$32, %rdx
	xorl	960(%rsp), %ebx
	xorl	%edx, %ebx
	movq	%rax, %rdx
	shrq	$32, %rdx
	xorl	568(%rsp), %r15d
	xorl	%edx, %r15d
	imulq	1824(%rsp), %rbx
	imulq	%r12, %r15
	movq	%r15, %rdx
	shrq	$32, %rdx
	xorl	%r10d, %ebp
	xorl	%edx, %ebp
	movq	%rbx, %rdx
	shrq	$32, %rdx
	xorl	4000(%rsp), %eax
	xorl	%edx, %eax
	imulq	1824(%rsp), %rbp
	imulq	%r12, %rax
	movq	1824(%rsp), %r12
	shrq	$32, %rax
	xorl	%r8d, %r15d
	xorl	%eax, %r15d
	movq	%rbp, %rax
	shrq	$32, %rax
	xorl	4064(%rsp), %ebx
	xorl	%eax, %ebx
	imulq	%r12, %r15
	shrq	$32, %r15
	imull	$-845247145, %ebx, %eax
	movl	$3449720151, %ebx
	xorl	560(%rsp), %ebp
	xorl	%r15d, %ebp
	imulq	%rbx, %rbp
	movq	%rbp, %rdx
	shrq	$32, %rdx
	xorl	%r14d, %eax
	xorl	%edx, %eax
	movq	1312(%rsp), %rdx
	movq	176(%rsp), %r15
	movl	%eax, (%r15,%r11,4)
	movq	48(%rsp), %rax
	movl	%ebp, (%rax,%r11,4)
	incq	%r11
	cmpq	%r11, -64(%rsp)
	jne	.LBB0_168
.LBB0_169:
	movq	144(%rsp), %r12
	leaq	(%rdi,%r12), %r9
	xorl	%r14d, %r14d
	movq	944(%rsp), %rax
	.p2align	4
.LBB0_170:
	vcvtudq2pd	-192(%rdi,%r14), %zmm0
	vcvtudq2pd	-160(%rdi,%r14), %zmm1
	vcvtudq2pd	-128(%rdi,%r14), %zmm2
	vcvtudq2pd	-96(%rdi,%r14), %zmm3
	vcvtudq2pd	-64(%rdi,%r14), %zmm4
	vcvtudq2pd	-32(%rdi,%r14), %zmm5
	vcvtudq2pd	(%rdi,%r14), %zmm6
	vcvtudq2pd	32(%rdi,%r14), %zmm7
	vbroadcastsd	.LCPI0_10(%rip), %zmm9
	vaddpd	%zmm9, %zmm1, %zmm1
	vaddpd	%zmm9, %zmm0, %zmm0
	vaddpd	%zmm9, %zmm3, %zmm8
	vaddpd	%zmm9, %zmm2, %zmm2
	vaddpd	%zmm9, %zmm5, %zmm5
	vaddpd	%zmm9, %zmm4, %zmm4
	vaddpd	%zmm9, %zmm7, %zmm7
	vaddpd	%zmm9, %zmm6, %zmm9
	vbroadcastsd	.LCPI0_11(%rip), %zmm10
	vmulpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm10, %zmm1, %zmm3
	vmulpd	%zmm10, %zmm2, %zmm1
	vmulpd	%zmm10, %zmm8, %zmm6
	vmulpd	%zmm10, %zmm4, %zmm2
	vmulpd	%zmm10, %zmm5, %zmm5
	vmulpd	%zmm10, %zmm9, %zmm4
	vmulpd	%zmm10, %zmm7, %zmm9
	vbroadcastsd	.LCPI0_29(%rip), %zmm8
	vmulpd	%zmm8, %zmm3, %zmm14
	vmulpd	%zmm8, %zmm0, %zmm21
	vmulpd	%zmm8, %zmm6, %zmm10
	vmulpd	%zmm8, %zmm1, %zmm12
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm2, %zmm7
	vmulpd	%zmm8, %zmm9, %zmm0
	vmulpd	%zmm8, %zmm4, %zmm3
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vmulpd	%zmm13, %zmm21, %zmm1
	vmulpd	%zmm13, %zmm14, %zmm2
	vmulpd	%zmm13, %zmm12, %zmm4
	vmulpd	%zmm13, %zmm10, %zmm6
	vmulpd	%zmm13, %zmm7, %zmm8
	vmulpd	%zmm13, %zmm5, %zmm9
	vmulpd	%zmm13, %zmm3, %zmm11
	vmulpd	%zmm13, %zmm0, %zmm13
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vaddpd	%zmm15, %zmm2, %zmm20
	vmovupd	%zmm20, 2000(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm17
	vmovupd	%zmm17, 2432(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 2064(%rsp)
	vaddpd	%zmm15, %zmm4, %zmm18
	vmovupd	%zmm18, 2128(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm4
	vmovupd	%zmm4, 1568(%rsp)
	vaddpd	%zmm15, %zmm8, %zmm8
	vmovupd	%zmm8, 1632(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm2
	vmovupd	%zmm2, 1696(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 1760(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm1
	vaddpd	%zmm1, %zmm17, %zmm19
	vaddpd	%zmm1, %zmm20, %zmm17
	vaddpd	%zmm1, %zmm18, %zmm13
	vaddpd	%zmm1, %zmm16, %zmm11
	vaddpd	%zmm1, %zmm8, %zmm9
	vaddpd	%zmm1, %zmm4, %zmm8
	vaddpd	%zmm1, %zmm6, %zmm4
	vaddpd	%zmm1, %zmm2, %zmm6
	vbroadcastsd	.LCPI0_33(%rip), %zmm24
	vmulpd	%zmm24, %zmm17, %zmm20
	vmulpd	%zmm24, %zmm19, %zmm1
	vmulpd	%zmm24, %zmm11, %zmm26
	vmulpd	%zmm24, %zmm13, %zmm29
	vmulpd	%zmm24, %zmm8, %zmm27
	vsubpd	%zmm1, %zmm21, %zmm2
	vbroadcastsd	.LCPI0_34(%rip), %zmm31
	vmulpd	%zmm31, %zmm19, %zmm1
	vbroadcastsd	.LCPI0_35(%rip), %zmm15
	vmulpd	%zmm15, %zmm19, %zmm22
	vsubpd	%zmm1, %zmm2, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm18
	vpandq	%zmm18, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm18, %zmm23, %zmm23
	vpbroadcastq	.LCPI0_1(%rip), %zmm30
	vpaddq	%zmm30, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm2, %zmm23
	vsubpd	%zmm23, %zmm2, %zmm21
	vsubpd	%zmm22, %zmm21, %zmm21
	vmulpd	%zmm24, %zmm9, %zmm25
	vsubpd	%zmm20, %zmm14, %zmm20
	vbroadcastsd	.LCPI0_36(%rip), %zmm16
	vmulpd	%zmm16, %zmm19, %zmm19
	vsubpd	%zmm21, %zmm19, %zmm1 {%k1}
	vmulpd	%zmm31, %zmm17, %zmm21
	vmulpd	%zmm15, %zmm17, %zmm19
	vmovapd	%zmm23, %zmm2 {%k1}
	vsubpd	%zmm21, %zmm20, %zmm22
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm18, %zmm14, %zmm14
	vpsrlq	$52, %zmm22, %zmm22
	vpandq	%zmm18, %zmm22, %zmm22
	vpaddq	%zmm30, %zmm22, %zmm22
	vpcmpgtq	%zmm22, %zmm14, %k1
	vsubpd	%zmm19, %zmm20, %zmm14
	vsubpd	%zmm14, %zmm20, %zmm22
	vsubpd	%zmm19, %zmm22, %zmm19
	vmulpd	%zmm24, %zmm6, %zmm28
	vsubpd	%zmm29, %zmm12, %zmm23
	vmulpd	%zmm16, %zmm17, %zmm17
	vsubpd	%zmm19, %zmm17, %zmm21 {%k1}
	vmulpd	%zmm31, %zmm13, %zmm22
	vmulpd	%zmm15, %zmm13, %zmm17
	vmovapd	%zmm14, %zmm20 {%k1}
	vsubpd	%zmm22, %zmm23, %zmm14
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm18, %zmm12, %zmm12
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm18, %zmm14, %zmm14
	vpaddq	%zmm30, %zmm14, %zmm14
	vpcmpgtq	%zmm14, %zmm12, %k1
	vsubpd	%zmm17, %zmm23, %zmm12
	vsubpd	%zmm12, %zmm23, %zmm14
	vsubpd	%zmm17, %zmm14, %zmm14
	vmulpd	%zmm24, %zmm4, %zmm17
	vsubpd	%zmm26, %zmm10, %zmm24
	vsubpd	%zmm25, %zmm7, %zmm25
	vsubpd	%zmm27, %zmm5, %zmm26
	vsubpd	%zmm17, %zmm3, %zmm27
	vsubpd	%zmm28, %zmm0, %zmm28
	vmulpd	%zmm16, %zmm13, %zmm13
	vsubpd	%zmm14, %zmm13, %zmm22 {%k1}
	vmulpd	%zmm31, %zmm11, %zmm29
	vmulpd	%zmm15, %zmm11, %zmm13
	vmovapd	%zmm12, %zmm23 {%k1}
	vsubpd	%zmm29, %zmm24, %zmm12
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm18, %zmm10, %zmm10
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm18, %zmm12, %zmm12
	vpaddq	%zmm30, %zmm12, %zmm12
	vpcmpgtq	%zmm12, %zmm10, %k1
	vsubpd	%zmm13, %zmm24, %zmm12
	vsubpd	%zmm12, %zmm24, %zmm10
	vsubpd	%zmm13, %zmm10, %zmm13
	vmulpd	%zmm31, %zmm9, %zmm10
	vmulpd	%zmm16, %zmm11, %zmm11
	vsubpd	%zmm13, %zmm11, %zmm29 {%k1}
	vmulpd	%zmm31, %zmm8, %zmm11
	vmulpd	%zmm15, %zmm9, %zmm13
	vmovapd	%zmm12, %zmm24 {%k1}
	vsubpd	%zmm10, %zmm25, %zmm12
	vpsrlq	$52, %zmm7, %zmm7
	vpandq	%zmm18, %zmm7, %zmm7
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm18, %zmm12, %zmm12
	vpaddq	%zmm30, %zmm12, %zmm12
	vpcmpgtq	%zmm12, %zmm7, %k1
	vsubpd	%zmm13, %zmm25, %zmm12
	vsubpd	%zmm12, %zmm25, %zmm7
	vsubpd	%zmm13, %zmm7, %zmm13
	vmulpd	%zmm31, %zmm4, %zmm7
	vmulpd	%zmm16, %zmm9, %zmm9
	vsubpd	%zmm13, %zmm9, %zmm10 {%k1}
	vmulpd	%zmm31, %zmm6, %zmm9
	vmulpd	%zmm15, %zmm8, %zmm13
	vmovapd	%zmm12, %zmm25 {%k1}
	vsubpd	%zmm11, %zmm26, %zmm12
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm18, %zmm5, %zmm5
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm18, %zmm12, %zmm12
	vpaddq	%zmm30, %zmm12, %zmm12
	vpcmpgtq	%zmm12, %zmm5, %k1
	vsubpd	%zmm13, %zmm26, %zmm5
	vsubpd	%zmm5, %zmm26, %zmm12
	vsubpd	%zmm13, %zmm12, %zmm12
	vmulpd	%zmm15, %zmm4, %zmm13
	vmulpd	%zmm16, %zmm8, %zmm8
	vsubpd	%zmm12, %zmm8, %zmm11 {%k1}
	vmulpd	%zmm15, %zmm6, %zmm8
	vsubpd	%zmm8, %zmm28, %zmm12
	vmovapd	%zmm5, %zmm26 {%k1}
	vsubpd	%zmm7, %zmm27, %zmm5
	vpsrlq	$52, %zmm3, %zmm3
	vpandq	%zmm18, %zmm3, %zmm3
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm18, %zmm5, %zmm5
	vpaddq	%zmm30, %zmm5, %zmm5
	vpcmpgtq	%zmm5, %zmm3, %k1
	vsubpd	%zmm13, %zmm27, %zmm3
	vmulpd	%zmm16, %zmm6, %zmm5
	vmulpd	%zmm16, %zmm4, %zmm4
	vsubpd	%zmm12, %zmm28, %zmm6
	vsubpd	%zmm8, %zmm6, %zmm6
	vsubpd	%zmm3, %zmm27, %zmm8
	vsubpd	%zmm13, %zmm8, %zmm8
	vsubpd	%zmm9, %zmm28, %zmm13
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm18, %zmm0, %zmm0
	vpsrlq	$52, %zmm13, %zmm13
	vpandq	%zmm18, %zmm13, %zmm13
	vpaddq	%zmm30, %zmm13, %zmm13
	vmovapd	%zmm3, %zmm27 {%k1}
	vsubpd	%zmm8, %zmm4, %zmm7 {%k1}
	vpcmpgtq	%zmm13, %zmm0, %k1
	vmovapd	%zmm12, %zmm28 {%k1}
	vsubpd	%zmm6, %zmm5, %zmm9 {%k1}
	vsubpd	%zmm21, %zmm20, %zmm15
	vsubpd	%zmm1, %zmm2, %zmm17
	vsubpd	%zmm29, %zmm24, %zmm16
	vsubpd	%zmm22, %zmm23, %zmm19
	vsubpd	%zmm11, %zmm26, %zmm18
	vsubpd	%zmm10, %zmm25, %zmm13
	vsubpd	%zmm9, %zmm28, %zmm12
	vsubpd	%zmm7, %zmm27, %zmm14
	vsubpd	%zmm17, %zmm2, %zmm0
	vmovupd	%zmm17, 48(%rsp)
	vsubpd	%zmm15, %zmm20, %zmm2
	vmovupd	%zmm15, 1072(%rsp)
	vsubpd	%zmm19, %zmm23, %zmm3
	vsubpd	%zmm16, %zmm24, %zmm4
	vmovupd	%zmm16, -64(%rsp)
	vsubpd	%zmm13, %zmm25, %zmm5
	vmovapd	%zmm13, %zmm23
	vmovupd	%zmm13, 176(%rsp)
	vsubpd	%zmm18, %zmm26, %zmm6
	vsubpd	%zmm14, %zmm27, %zmm8
	vsubpd	%zmm12, %zmm28, %zmm20
	vmovapd	%zmm12, %zmm24
	vsubpd	%zmm21, %zmm2, %zmm2
	vmovupd	%zmm2, 848(%rsp)
	vsubpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 704(%rsp)
	vsubpd	%zmm29, %zmm4, %zmm0
	vmovupd	%zmm0, 640(%rsp)
	vsubpd	%zmm22, %zmm3, %zmm0
	vmovupd	%zmm0, 416(%rsp)
	vsubpd	%zmm11, %zmm6, %zmm0
	vmovupd	%zmm0, 576(%rsp)
	vsubpd	%zmm10, %zmm5, %zmm0
	vmovupd	%zmm0, 352(%rsp)
	vsubpd	%zmm9, %zmm20, %zmm0
	vmovupd	%zmm0, 240(%rsp)
	vsubpd	%zmm7, %zmm8, %zmm0
	vmovupd	%zmm0, 768(%rsp)
	vmulpd	%zmm15, %zmm15, %zmm22
	vmulpd	%zmm17, %zmm17, %zmm30
	vmulpd	%zmm16, %zmm16, %zmm10
	vmulpd	%zmm30, %zmm30, %zmm11
	vmovupd	%zmm11, 2688(%rsp)
	vmulpd	%zmm22, %zmm22, %zmm3
	vmovupd	%zmm3, 1248(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm2
	vmulpd	%zmm2, %zmm22, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm22, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm22, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm6
	vmulpd	%zmm6, %zmm22, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm7
	vsubpd	%zmm1, %zmm7, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm8
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm3, %zmm3, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm6, %zmm30, %zmm3
	vsubpd	%zmm3, %zmm7, %zmm3
	vmulpd	%zmm3, %zmm30, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1504(%rsp)
	vmulpd	%zmm11, %zmm11, %zmm0
	vmulpd	%zmm3, %zmm0, %zmm0
	vmulpd	%zmm2, %zmm30, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm16
	vmulpd	%zmm6, %zmm10, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm10, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm10, %zmm10, %zmm1
	vmovupd	%zmm1, 2816(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm2, %zmm10, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vmovapd	%zmm10, %zmm11
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1440(%rsp)
	vmulpd	%zmm19, %zmm19, %zmm31
	vmovapd	%zmm19, %zmm9
	vmovupd	%zmm19, 992(%rsp)
	vmulpd	%zmm6, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm1
	vmovupd	%zmm1, 2560(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm2, %zmm31, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm13
	vmulpd	%zmm18, %zmm18, %zmm27
	vmovapd	%zmm18, %zmm12
	vmovupd	%zmm18, 1184(%rsp)
	vmulpd	%zmm6, %zmm27, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm27, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm27, %zmm27, %zmm1
	vmovupd	%zmm1, 2752(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm2, %zmm27, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1376(%rsp)
	vmulpd	%zmm23, %zmm23, %zmm25
	vmulpd	%zmm6, %zmm25, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm25, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm25, %zmm25, %zmm1
	vmovupd	%zmm1, 2368(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm2, %zmm25, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1936(%rsp)
	vmovapd	%zmm24, %zmm29
	vmovupd	%zmm24, 4576(%rsp)
	vmulpd	%zmm24, %zmm24, %zmm24
	vmulpd	%zmm6, %zmm24, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm24, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm24, %zmm24, %zmm1
	vmovupd	%zmm1, 2624(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm2, %zmm24, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2976(%rsp)
	vmovupd	%zmm14, 4640(%rsp)
	vmulpd	%zmm14, %zmm14, %zmm26
	vmulpd	%zmm6, %zmm26, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm26, %zmm26, %zmm1
	vmovupd	%zmm1, 4704(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm2, %zmm26, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2912(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm2
	vmulpd	%zmm2, %zmm22, %zmm0
	vbroadcastsd	.LCPI0_44(%rip), %zmm18
	vsubpd	%zmm0, %zmm18, %zmm10
	vsubpd	%zmm10, %zmm18, %zmm23
	vsubpd	%zmm0, %zmm23, %zmm23
	vmovapd	%zmm2, %zmm1
	vmulpd	%zmm2, %zmm30, %zmm0
	vsubpd	%zmm0, %zmm18, %zmm8
	vsubpd	%zmm8, %zmm18, %zmm20
	vsubpd	%zmm0, %zmm20, %zmm7
	vmovapd	%zmm11, %zmm0
	vmulpd	%zmm2, %zmm11, %zmm20
	vsubpd	%zmm20, %zmm18, %zmm6
	vsubpd	%zmm6, %zmm18, %zmm28
	vsubpd	%zmm20, %zmm28, %zmm20
	vmulpd	%zmm2, %zmm31, %zmm28
	vsubpd	%zmm28, %zmm18, %zmm5
	vsubpd	%zmm5, %zmm18, %zmm15
	vsubpd	%zmm28, %zmm15, %zmm15
	vmulpd	%zmm2, %zmm27, %zmm28
	vsubpd	%zmm28, %zmm18, %zmm4
	vsubpd	%zmm4, %zmm18, %zmm17
	vsubpd	%zmm28, %zmm17, %zmm17
	vmulpd	%zmm2, %zmm25, %zmm28
	vsubpd	%zmm28, %zmm18, %zmm3
	vsubpd	%zmm3, %zmm18, %zmm19
	vsubpd	%zmm28, %zmm19, %zmm19
	vmulpd	%zmm2, %zmm24, %zmm28
	vsubpd	%zmm28, %zmm18, %zmm2
	vsubpd	%zmm2, %zmm18, %zmm21
	vsubpd	%zmm28, %zmm21, %zmm21
	vmulpd	%zmm1, %zmm26, %zmm28
	vsubpd	%zmm28, %zmm18, %zmm1
	vsubpd	%zmm1, %zmm18, %zmm18
	vsubpd	%zmm28, %zmm18, %zmm18
	vmulpd	%zmm16, %zmm30, %zmm16
	vmovupd	48(%rsp), %zmm11
	vmulpd	704(%rsp), %zmm11, %zmm28
	vsubpd	%zmm28, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm7, %zmm7
	vmulpd	1504(%rsp), %zmm22, %zmm16
	vmovupd	1072(%rsp), %zmm11
	vmulpd	848(%rsp), %zmm11, %zmm28
	vsubpd	%zmm28, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm23, %zmm16
	vmulpd	%zmm13, %zmm31, %zmm13
	vmulpd	416(%rsp), %zmm9, %zmm23
	vsubpd	%zmm23, %zmm13, %zmm13
	vaddpd	%zmm13, %zmm15, %zmm13
	vmulpd	1440(%rsp), %zmm0, %zmm15
	vmovapd	%zmm0, %zmm28
	vmovupd	640(%rsp), %zmm9
	vmulpd	-64(%rsp), %zmm9, %zmm23
	vsubpd	%zmm23, %zmm15, %zmm15
	vaddpd	%zmm15, %zmm20, %zmm15
	vmulpd	1936(%rsp), %zmm25, %zmm20
	vmovupd	176(%rsp), %zmm0
	vmulpd	352(%rsp), %zmm0, %zmm23
	vsubpd	%zmm23, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm19, %zmm19
	vmulpd	1376(%rsp), %zmm27, %zmm20
	vmulpd	576(%rsp), %zmm12, %zmm23
	vsubpd	%zmm23, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm17, %zmm17
	vmulpd	2912(%rsp), %zmm26, %zmm12
	vmulpd	768(%rsp), %zmm14, %zmm20
	vsubpd	%zmm20, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm18, %zmm18
	vmulpd	2976(%rsp), %zmm24, %zmm12
	vmulpd	240(%rsp), %zmm29, %zmm20
	vsubpd	%zmm20, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm21, %zmm20
	vaddpd	%zmm16, %zmm10, %zmm0
	vmovupd	%zmm0, 1936(%rsp)
	vaddpd	%zmm7, %zmm8, %zmm0
	vmovupd	%zmm0, 2976(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm0
	vmovupd	%zmm0, 1376(%rsp)
	vaddpd	%zmm13, %zmm5, %zmm0
	vmovupd	%zmm0, 4768(%rsp)
	vaddpd	%zmm17, %zmm4, %zmm0
	vmovupd	%zmm0, 1440(%rsp)
	vaddpd	%zmm19, %zmm3, %zmm0
	vmovupd	%zmm0, 4832(%rsp)
	vaddpd	%zmm20, %zmm2, %zmm0
	vmovupd	%zmm0, 1504(%rsp)
	vaddpd	%zmm18, %zmm1, %zmm0
	vmovupd	%zmm0, 2912(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm8
	vmulpd	%zmm8, %zmm30, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm17
	vaddpd	%zmm17, %zmm0, %zmm0
	vmulpd	2688(%rsp), %zmm30, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm13
	vmulpd	%zmm13, %zmm30, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm15
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vmovupd	%zmm30, 3936(%rsp)
	vbroadcastsd	.LCPI0_47(%rip), %zmm16
	vaddpd	%zmm16, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm8, %zmm22, %zmm1
	vaddpd	%zmm17, %zmm1, %zmm1
	vmulpd	1248(%rsp), %zmm22, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm13, %zmm22, %zmm2
	vaddpd	%zmm15, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm22, %zmm2
	vmovupd	%zmm22, 4512(%rsp)
	vaddpd	%zmm16, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm10
	vmulpd	%zmm8, %zmm31, %zmm1
	vaddpd	%zmm17, %zmm1, %zmm1
	vmulpd	2560(%rsp), %zmm31, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm13, %zmm31, %zmm2
	vaddpd	%zmm15, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm31, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm1
	vmulpd	%zmm8, %zmm28, %zmm2
	vaddpd	%zmm17, %zmm2, %zmm2
	vmulpd	2816(%rsp), %zmm28, %zmm4
	vmulpd	%zmm2, %zmm4, %zmm2
	vmulpd	%zmm13, %zmm28, %zmm4
	vaddpd	%zmm15, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm28, %zmm4
	vmovupd	%zmm28, 4384(%rsp)
	vaddpd	%zmm16, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm8, %zmm25, %zmm4
	vaddpd	%zmm17, %zmm4, %zmm4
	vmulpd	2368(%rsp), %zmm25, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm13, %zmm25, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm25, %zmm5
	vaddpd	%zmm16, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm8, %zmm27, %zmm5
	vaddpd	%zmm17, %zmm5, %zmm5
	vmulpd	2752(%rsp), %zmm27, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm13, %zmm27, %zmm6
	vaddpd	%zmm15, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm27, %zmm6
	vaddpd	%zmm16, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm26, %zmm6
	vaddpd	%zmm17, %zmm6, %zmm6
	vmulpd	4704(%rsp), %zmm26, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm13, %zmm26, %zmm7
	vaddpd	%zmm15, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm26, %zmm7
	vaddpd	%zmm16, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm8, %zmm24, %zmm7
	vaddpd	%zmm17, %zmm7, %zmm7
	vmulpd	2624(%rsp), %zmm24, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm13, %zmm24, %zmm8
	vaddpd	%zmm15, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm24, %zmm8
	vaddpd	%zmm16, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	%zmm22, %zmm11, %zmm8
	vmovupd	%zmm8, 1248(%rsp)
	vmulpd	%zmm10, %zmm8, %zmm10
	vbroadcastsd	.LCPI0_10(%rip), %zmm21
	vmovupd	848(%rsp), %zmm22
	vmulpd	%zmm21, %zmm22, %zmm13
	vsubpd	%zmm10, %zmm13, %zmm10
	vmulpd	48(%rsp), %zmm30, %zmm23
	vmulpd	%zmm0, %zmm23, %zmm0
	vmovupd	704(%rsp), %zmm13
	vmulpd	%zmm21, %zmm13, %zmm14
	vsubpd	%zmm0, %zmm14, %zmm12
	vmulpd	-64(%rsp), %zmm28, %zmm28
	vmulpd	%zmm2, %zmm28, %zmm2
	vmovupd	640(%rsp), %zmm11
	vmulpd	%zmm21, %zmm11, %zmm15
	vsubpd	%zmm2, %zmm15, %zmm29
	vmulpd	992(%rsp), %zmm31, %zmm15
	vmulpd	%zmm1, %zmm15, %zmm1
	vmovupd	416(%rsp), %zmm9
	vmulpd	%zmm21, %zmm9, %zmm16
	vsubpd	%zmm1, %zmm16, %zmm3
	vmulpd	1184(%rsp), %zmm27, %zmm16
	vmulpd	%zmm5, %zmm16, %zmm5
	vmovupd	576(%rsp), %zmm8
	vmulpd	%zmm21, %zmm8, %zmm17
	vsubpd	%zmm5, %zmm17, %zmm5
	vmulpd	176(%rsp), %zmm25, %zmm17
	vmulpd	%zmm4, %zmm17, %zmm4
	vmovupd	352(%rsp), %zmm2
	vmulpd	%zmm21, %zmm2, %zmm18
	vsubpd	%zmm4, %zmm18, %zmm4
	vmovupd	4576(%rsp), %zmm30
	vmulpd	%zmm24, %zmm30, %zmm18
	vmulpd	%zmm7, %zmm18, %zmm7
	vmovupd	240(%rsp), %zmm1
	vmulpd	%zmm21, %zmm1, %zmm19
	vsubpd	%zmm7, %zmm19, %zmm7
	vmovupd	4640(%rsp), %zmm14
	vmulpd	%zmm26, %zmm14, %zmm19
	vmulpd	%zmm6, %zmm19, %zmm6
	vmovupd	768(%rsp), %zmm0
	vmulpd	%zmm21, %zmm0, %zmm20
	vsubpd	%zmm6, %zmm20, %zmm6
	vmulpd	4512(%rsp), %zmm10, %zmm10
	vmulpd	3936(%rsp), %zmm12, %zmm12
	vmulpd	4384(%rsp), %zmm29, %zmm29
	vmulpd	%zmm3, %zmm31, %zmm20
	vmulpd	%zmm5, %zmm27, %zmm3
	vmulpd	%zmm4, %zmm25, %zmm4
	vmulpd	%zmm7, %zmm24, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm6
	vsubpd	%zmm13, %zmm12, %zmm12
	vsubpd	%zmm22, %zmm10, %zmm7
	vsubpd	%zmm9, %zmm20, %zmm13
	vsubpd	%zmm11, %zmm29, %zmm11
	vsubpd	%zmm2, %zmm4, %zmm4
	vsubpd	%zmm8, %zmm3, %zmm3
	vsubpd	%zmm0, %zmm6, %zmm6
	vsubpd	%zmm1, %zmm5, %zmm5
	vbroadcastsd	.LCPI0_50(%rip), %zmm10
	vmulpd	%zmm10, %zmm23, %zmm9
	vaddpd	%zmm9, %zmm12, %zmm0
	vmulpd	1248(%rsp), %zmm10, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	%zmm10, %zmm15, %zmm8
	vaddpd	%zmm8, %zmm13, %zmm1
	vmulpd	%zmm10, %zmm28, %zmm8
	vaddpd	%zmm8, %zmm11, %zmm2
	vmulpd	%zmm10, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm10, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm10, %zmm19, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm10, %zmm18, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmovupd	48(%rsp), %zmm8
	vsubpd	%zmm0, %zmm8, %zmm25
	vmovupd	1072(%rsp), %zmm0
	vsubpd	%zmm7, %zmm0, %zmm24
	vmovupd	992(%rsp), %zmm0
	vsubpd	%zmm1, %zmm0, %zmm23
	vmovupd	-64(%rsp), %zmm0
	vsubpd	%zmm2, %zmm0, %zmm22
	vmovupd	176(%rsp), %zmm0
	vsubpd	%zmm4, %zmm0, %zmm19
	vmovupd	1184(%rsp), %zmm0
	vsubpd	%zmm3, %zmm0, %zmm20
	vsubpd	%zmm6, %zmm14, %zmm18
	vsubpd	%zmm5, %zmm30, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm8
	vmovupd	2976(%rsp), %zmm14
	vxorpd	%zmm8, %zmm14, %zmm7
	vmovupd	1936(%rsp), %zmm17
	vxorpd	%zmm8, %zmm17, %zmm6
	vmovupd	4768(%rsp), %zmm12
	vxorpd	%zmm8, %zmm12, %zmm5
	vmovupd	1376(%rsp), %zmm15
	vxorpd	%zmm8, %zmm15, %zmm4
	vmovupd	4832(%rsp), %zmm10
	vxorpd	%zmm8, %zmm10, %zmm3
	vmovupd	1440(%rsp), %zmm13
	vxorpd	%zmm8, %zmm13, %zmm2
	vmovupd	2912(%rsp), %zmm27
	vxorpd	%zmm8, %zmm27, %zmm1
	vmovupd	1504(%rsp), %zmm26
	vxorpd	%zmm8, %zmm26, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm9
	vmovdqu64	2000(%rsp), %zmm16
	vptestnmq	%zmm9, %zmm16, %k1
	vmovapd	%zmm17, %zmm6 {%k1}
	vxorpd	%zmm8, %zmm24, %zmm24 {%k1}
	vmovdqu64	2432(%rsp), %zmm17
	vptestnmq	%zmm9, %zmm17, %k1
	vmovapd	%zmm14, %zmm7 {%k1}
	vxorpd	%zmm8, %zmm25, %zmm25 {%k1}
	vmovdqu64	2064(%rsp), %zmm14
	vptestnmq	%zmm9, %zmm14, %k1
	vmovapd	%zmm15, %zmm4 {%k1}
	vxorpd	%zmm8, %zmm22, %zmm22 {%k1}
	vmovdqu64	2128(%rsp), %zmm15
	vptestnmq	%zmm9, %zmm15, %k1
	vmovapd	%zmm12, %zmm5 {%k1}
	vxorpd	%zmm8, %zmm23, %zmm23 {%k1}
	vmovdqu64	1568(%rsp), %zmm12
	vptestnmq	%zmm9, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm8, %zmm20, %zmm20 {%k1}
	vmovdqu64	1632(%rsp), %zmm13
	vptestnmq	%zmm9, %zmm13, %k1
	vmovapd	%zmm10, %zmm3 {%k1}
	vxorpd	%zmm8, %zmm19, %zmm19 {%k1}
	vmovdqu64	1696(%rsp), %zmm10
	vptestnmq	%zmm9, %zmm10, %k1
	vmovapd	%zmm26, %zmm0 {%k1}
	vxorpd	%zmm8, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm26
	vmovdqu64	1760(%rsp), %zmm11
	vptestnmq	%zmm9, %zmm11, %k1
	vmovapd	%zmm27, %zmm1 {%k1}
	vxorpd	%zmm8, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm8
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm7, %zmm25 {%k1}
	vmovupd	%zmm25, 176(%rsp)
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm6, %zmm24 {%k1}
	vmovupd	%zmm24, 240(%rsp)
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm5, %zmm23 {%k1}
	vmovupd	%zmm23, 576(%rsp)
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm4, %zmm22 {%k1}
	vmovupd	%zmm22, 768(%rsp)
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 352(%rsp)
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm2, %zmm20 {%k1}
	vmovupd	%zmm20, 416(%rsp)
	vptestnmq	%zmm8, %zmm11, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 704(%rsp)
	vptestnmq	%zmm8, %zmm10, %k1
	vmovapd	%zmm0, %zmm26 {%k1}
	vmovupd	%zmm26, 848(%rsp)
	vcvtudq2pd	-192(%r9,%r14), %zmm0
	vcvtudq2pd	-160(%r9,%r14), %zmm1
	vcvtudq2pd	-128(%r9,%r14), %zmm2
	vcvtudq2pd	-96(%r9,%r14), %zmm3
	vcvtudq2pd	-64(%r9,%r14), %zmm4
	vcvtudq2pd	-32(%r9,%r14), %zmm5
	vcvtudq2pd	(%r9,%r14), %zmm6
	vcvtudq2pd	32(%r9,%r14), %zmm7
	vaddpd	%zmm21, %zmm1, %zmm1
	vaddpd	%zmm21, %zmm0, %zmm0
	vaddpd	%zmm21, %zmm3, %zmm3
	vaddpd	%zmm21, %zmm2, %zmm2
	vaddpd	%zmm21, %zmm5, %zmm5
	vaddpd	%zmm21, %zmm4, %zmm4
	vaddpd	%zmm21, %zmm7, %zmm7
	vaddpd	%zmm21, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_11(%rip), %zmm9
	vmulpd	%zmm9, %zmm0, %zmm8
	vmulpd	%zmm9, %zmm1, %zmm1
	vmulpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm9, %zmm4, %zmm4
	vmulpd	%zmm9, %zmm5, %zmm5
	vmulpd	%zmm9, %zmm6, %zmm6
	vmulpd	%zmm9, %zmm7, %zmm7
	vpsrlq	$32, %zmm1, %zmm0
	vpsrlq	$32, %zmm8, %zmm9
	vpsrlq	$32, %zmm3, %zmm10
	vpsrlq	$32, %zmm2, %zmm11
	vpsrlq	$32, %zmm5, %zmm12
	vpsrlq	$32, %zmm4, %zmm13
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm6, %zmm15
	vpbroadcastq	.LCPI0_12(%rip), %zmm16
	vpaddq	%zmm16, %zmm9, %zmm9
	vmovdqu64	%zmm9, 1568(%rsp)
	vpaddq	%zmm16, %zmm0, %zmm19
	vmovdqu64	%zmm19, 1632(%rsp)
	vpaddq	%zmm16, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1696(%rsp)
	vpaddq	%zmm16, %zmm10, %zmm18
	vmovdqu64	%zmm18, 1760(%rsp)
	vpaddq	%zmm16, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1184(%rsp)
	vpaddq	%zmm16, %zmm12, %zmm17
	vmovdqu64	%zmm17, 992(%rsp)
	vpaddq	%zmm16, %zmm15, %zmm15
	vmovdqu64	%zmm15, 1072(%rsp)
	vpaddq	%zmm16, %zmm14, %zmm16
	vmovdqu64	%zmm16, 640(%rsp)
	vpsllq	$32, %zmm9, %zmm0
	vpsllq	$32, %zmm19, %zmm9
	vpsllq	$32, %zmm11, %zmm10
	vpsllq	$32, %zmm18, %zmm11
	vpsllq	$32, %zmm13, %zmm12
	vpsllq	$32, %zmm17, %zmm13
	vpsllq	$32, %zmm15, %zmm14
	vpsllq	$32, %zmm16, %zmm15
	vpbroadcastq	.LCPI0_14(%rip), %zmm16
	vpandq	%zmm16, %zmm9, %zmm9
	vpandq	%zmm16, %zmm0, %zmm17
	vpandq	%zmm16, %zmm11, %zmm11
	vpandq	%zmm16, %zmm10, %zmm18
	vpandq	%zmm16, %zmm13, %zmm0
	vpandq	%zmm16, %zmm12, %zmm19
	vpandq	%zmm16, %zmm15, %zmm24
	vpandq	%zmm16, %zmm14, %zmm26
	vpbroadcastq	.LCPI0_15(%rip), %zmm10
	vpternlogq	$248, %zmm10, %zmm8, %zmm17
	vpternlogq	$248, %zmm10, %zmm1, %zmm9
	vpternlogq	$248, %zmm10, %zmm2, %zmm18
	vpternlogq	$248, %zmm10, %zmm3, %zmm11
	vpternlogq	$248, %zmm10, %zmm4, %zmm19
	vpternlogq	$248, %zmm10, %zmm5, %zmm0
	vpternlogq	$248, %zmm10, %zmm6, %zmm26
	vpternlogq	$248, %zmm10, %zmm7, %zmm24
	vpbroadcastq	.LCPI0_16(%rip), %zmm21
	vpaddq	%zmm21, %zmm9, %zmm1
	vpaddq	%zmm21, %zmm17, %zmm2
	vbroadcastsd	.LCPI0_17(%rip), %zmm22
	vaddpd	%zmm22, %zmm2, %zmm4
	vaddpd	%zmm22, %zmm1, %zmm3
	vmovupd	%zmm3, -64(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm1
	vmovupd	%zmm4, 48(%rsp)
	vaddpd	%zmm9, %zmm4, %zmm2
	vdivpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm2, 2064(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 2128(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm28
	vmulpd	%zmm2, %zmm2, %zmm27
	vmulpd	%zmm27, %zmm27, %zmm1
	vmulpd	%zmm28, %zmm28, %zmm2
	vbroadcastsd	.LCPI0_19(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_20(%rip), %zmm7
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_21(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vmovupd	%zmm3, 2000(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm12
	vmulpd	%zmm12, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm5
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2752(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2816(%rsp)
	vmulpd	%zmm12, %zmm1, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2624(%rsp)
	vpaddq	%zmm21, %zmm11, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm30
	vaddpd	%zmm9, %zmm30, %zmm1
	vdivpd	%zmm1, %zmm30, %zmm1
	vmovupd	%zmm1, 2432(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm6, %zmm1, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2560(%rsp)
	vmulpd	%zmm12, %zmm1, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2368(%rsp)
	vpaddq	%zmm21, %zmm18, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm17
	vaddpd	%zmm9, %zmm17, %zmm1
	vdivpd	%zmm1, %zmm17, %zmm1
	vmovupd	%zmm1, 1248(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm1
	vmulpd	%zmm6, %zmm1, %zmm3
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1504(%rsp)
	vmulpd	%zmm12, %zmm1, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1440(%rsp)
	vpaddq	%zmm21, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm18
	vaddpd	%zmm9, %zmm18, %zmm0
	vdivpd	%zmm0, %zmm18, %zmm0
	vmovupd	%zmm0, 2688(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm6, %zmm1, %zmm3
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1936(%rsp)
	vmulpd	%zmm12, %zmm1, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm31
	vpaddq	%zmm21, %zmm19, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm9, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm25
	vmulpd	%zmm25, %zmm25, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm1
	vmulpd	%zmm6, %zmm1, %zmm23
	vaddpd	%zmm7, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm1, %zmm23
	vaddpd	%zmm8, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm1, %zmm23
	vmulpd	%zmm12, %zmm1, %zmm29
	vaddpd	%zmm4, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm1, %zmm29
	vaddpd	%zmm5, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm1, %zmm29
	vpaddq	%zmm21, %zmm24, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm24
	vaddpd	%zmm9, %zmm24, %zmm1
	vdivpd	%zmm1, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm15, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm0
	vmulpd	%zmm6, %zmm0, %zmm20
	vaddpd	%zmm7, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm0, %zmm20
	vaddpd	%zmm8, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm0, %zmm20
	vmulpd	%zmm12, %zmm0, %zmm16
	vaddpd	%zmm4, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm0, %zmm16
	vaddpd	%zmm5, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm0, %zmm10
	vpaddq	%zmm21, %zmm26, %zmm16
	vaddpd	%zmm22, %zmm16, %zmm26
	vaddpd	%zmm9, %zmm26, %zmm16
	vdivpd	%zmm16, %zmm26, %zmm16
	vmulpd	%zmm16, %zmm16, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm6, %zmm0, %zmm22
	vaddpd	%zmm7, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm22
	vaddpd	%zmm8, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm22
	vmulpd	%zmm12, %zmm0, %zmm21
	vaddpd	%zmm4, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm0, %zmm21
	vaddpd	%zmm5, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_25(%rip), %zmm12
	vaddpd	2752(%rsp), %zmm12, %zmm21
	vmulpd	%zmm21, %zmm28, %zmm21
	vaddpd	2000(%rsp), %zmm21, %zmm21
	vaddpd	2624(%rsp), %zmm12, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	2816(%rsp), %zmm27, %zmm27
	vaddpd	2368(%rsp), %zmm12, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	2560(%rsp), %zmm9, %zmm9
	vaddpd	1440(%rsp), %zmm12, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm7
	vaddpd	1504(%rsp), %zmm7, %zmm7
	vaddpd	%zmm12, %zmm31, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm5
	vaddpd	1936(%rsp), %zmm5, %zmm5
	vaddpd	%zmm12, %zmm29, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm23, %zmm3
	vaddpd	%zmm12, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm20, %zmm11
	vaddpd	%zmm12, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm22, %zmm1
	vmovupd	48(%rsp), %zmm2
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	2064(%rsp), %zmm2, %zmm13
	vmovupd	-64(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm21, %zmm2, %zmm4
	vmulpd	2128(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm17, %zmm4
	vmulpd	%zmm4, %zmm17, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	1248(%rsp), %zmm7, %zmm7
	vmovupd	%zmm30, 1376(%rsp)
	vmulpd	%zmm6, %zmm30, %zmm20
	vmulpd	%zmm20, %zmm30, %zmm20
	vaddpd	%zmm9, %zmm20, %zmm9
	vmulpd	2432(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm19, %zmm21
	vmulpd	%zmm21, %zmm19, %zmm21
	vaddpd	%zmm3, %zmm21, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm18, %zmm8
	vmulpd	%zmm8, %zmm18, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2688(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm16, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm16
	vmulpd	%zmm16, %zmm24, %zmm16
	vaddpd	%zmm11, %zmm16, %zmm11
	vmulpd	%zmm11, %zmm15, %zmm6
	vpsrlq	$20, 1568(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm10
	vpaddq	%zmm10, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm12
	vmulpd	%zmm12, %zmm11, %zmm23
	vaddpd	%zmm13, %zmm23, %zmm13
	vpsrlq	$20, 1632(%rsp), %zmm23
	vpaddq	%zmm10, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm12, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 1696(%rsp), %zmm25
	vpaddq	%zmm10, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm12, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1760(%rsp), %zmm27
	vpaddq	%zmm10, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm12, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1184(%rsp), %zmm28
	vpaddq	%zmm10, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm12, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 992(%rsp), %zmm29
	vpaddq	%zmm10, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm12, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 1072(%rsp), %zmm30
	vpaddq	%zmm10, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm12, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 640(%rsp), %zmm31
	vpaddq	%zmm10, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm12, %zmm31, %zmm12
	vaddpd	%zmm6, %zmm12, %zmm6
	vsubpd	%zmm0, %zmm13, %zmm0
	vsubpd	%zmm2, %zmm14, %zmm2
	vsubpd	%zmm4, %zmm7, %zmm4
	vsubpd	%zmm20, %zmm9, %zmm7
	vsubpd	%zmm21, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm22, %zmm1, %zmm1
	vsubpd	%zmm16, %zmm6, %zmm6
	vaddpd	-64(%rsp), %zmm2, %zmm2
	vaddpd	48(%rsp), %zmm0, %zmm0
	vaddpd	1376(%rsp), %zmm7, %zmm7
	vaddpd	%zmm4, %zmm17, %zmm4
	vaddpd	%zmm5, %zmm18, %zmm5
	vaddpd	%zmm3, %zmm19, %zmm3
	vaddpd	%zmm6, %zmm24, %zmm6
	vaddpd	%zmm1, %zmm26, %zmm1
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vmulpd	%zmm9, %zmm23, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm9, %zmm11, %zmm8
	vaddpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm9, %zmm27, %zmm8
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm9, %zmm25, %zmm8
	vaddpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm9, %zmm29, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm9, %zmm28, %zmm8
	vaddpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm9, %zmm31, %zmm8
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm9, %zmm30, %zmm8
	vaddpd	%zmm1, %zmm8, %zmm1
	vbroadcastsd	.LCPI0_28(%rip), %zmm8
	vmulpd	%zmm8, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	176(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	240(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	576(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	768(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	352(%rsp), %zmm3, %zmm3
	vmulpd	416(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	704(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	848(%rsp), %zmm6, %zmm6
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm4, %ymm4
	vinsertf64x4	$1, %ymm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm7, %ymm2
	vinsertf64x4	$1, %ymm2, %zmm4, %zmm2
	vcvtpd2ps	%zmm3, %ymm3
	vcvtpd2ps	%zmm5, %ymm4
	vcvtpd2ps	%zmm1, %ymm1
	vcvtpd2ps	%zmm6, %ymm5
	vinsertf64x4	$1, %ymm4, %zmm3, %zmm3
	vinsertf64x4	$1, %ymm5, %zmm1, %zmm1
	vmovupd	%zmm0, -192(%r9,%r14)
	vmovupd	%zmm2, -128(%r9,%r14)
	vmovupd	%zmm3, -64(%r9,%r14)
	vmovupd	%zmm1, (%r9,%r14)
	addq	$256, %r14
	cmpq	%r14, %rax
	jne	.LBB0_170
	movq	-112(%rsp), %rbp
	movq	136(%rsp), %r15
	cmpq	%r15, %rbp
	movq	552(%rsp), %r13
	vmovdqa64	.LCPI0_0(%rip), %zmm21
	vmovapd	.LCPI0_4(%rip), %zmm23
	vmovdqa64	.LCPI0_61(%rip), %zmm24
	vmovapd	.LCPI0_62(%rip), %zmm25
	vxorpd	%xmm26, %xmm26, %xmm26
	vxorpd	%xmm27, %xmm27, %xmm27
	movabsq	$4604544269498187776, %r14
	movabsq	$4503595332403200, %r10
	vmovsd	.LCPI0_10(%rip), %xmm9
	vmovsd	.LCPI0_11(%rip), %xmm22
	vmovsd	.LCPI0_17(%rip), %xmm18
	vmovsd	.LCPI0_18(%rip), %xmm3
	vmovsd	.LCPI0_22(%rip), %xmm6
	vmovsd	.LCPI0_23(%rip), %xmm16
	vmovddup	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_40(%rip), %xmm17
	vmovsd	.LCPI0_42(%rip), %xmm19
	vmovsd	.LCPI0_43(%rip), %xmm20
	vmovsd	.LCPI0_45(%rip), %xmm28
	vmovsd	.LCPI0_46(%rip), %xmm29
	vmovsd	.LCPI0_47(%rip), %xmm30
	vmovsd	.LCPI0_48(%rip), %xmm31
	vmovsd	.LCPI0_49(%rip), %xmm11
	vmovsd	.LCPI0_50(%rip), %xmm10
	je	.LBB0_178
	movq	%r15, %rax
	testb	$56, %bpl
	je	.LBB0_176
	movq	344(%rsp), %rdx
	leaq	(%rdx,%r12), %rcx
	xorl	%r8d, %r8d
	movq	5088(%rsp), %rax
	vbroadcastsd	.LCPI0_10(%rip), %zmm10
	vbroadcastsd	.LCPI0_11(%rip), %zmm11
	vbroadcastsd	.LCPI0_32(%rip), %zmm13
	vbroadcastsd	.LCPI0_34(%rip), %zmm14
	vbroadcastsd	.LCPI0_35(%rip), %zmm15
	vbroadcastsd	.LCPI0_36(%rip), %zmm17
	vpbroadcastq	.LCPI0_37(%rip), %zmm18
	vbroadcastsd	.LCPI0_38(%rip), %zmm19
	vbroadcastsd	.LCPI0_39(%rip), %zmm20
	vbroadcastsd	.LCPI0_40(%rip), %zmm22
	vbroadcastsd	.LCPI0_42(%rip), %zmm16
	vbroadcastsd	.LCPI0_43(%rip), %zmm28
	vbroadcastsd	.LCPI0_44(%rip), %zmm29
	vbroadcastsd	.LCPI0_45(%rip), %zmm30
	vbroadcastsd	.LCPI0_47(%rip), %zmm31
	vbroadcastsd	.LCPI0_51(%rip), %zmm12
	.p2align	4
.LBB0_174:
	vcvtudq2pd	(%rcx,%r8,4), %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm0, %zmm0
	vcvtudq2pd	(%rdx,%r8,4), %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm11, %zmm1, %zmm1
	vpsrlq	$32, %zmm0, %zmm2
	vpaddq	.LCPI0_12(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$20, %zmm2, %zmm3
	vpaddq	.LCPI0_13(%rip){1to8}, %zmm3, %zmm3
	vpsllq	$32, %zmm2, %zmm2
	vpandq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm2
	vpternlogq	$248, .LCPI0_15(%rip){1to8}, %zmm0, %zmm2
	vpaddq	.LCPI0_16(%rip){1to8}, %zmm2, %zmm0
	vaddpd	.LCPI0_17(%rip){1to8}, %zmm0, %zmm0
	vaddpd	.LCPI0_18(%rip){1to8}, %zmm0, %zmm2
	vdivpd	%zmm2, %zmm0, %zmm2
	vmulpd	%zmm10, %zmm0, %zmm4
	vmulpd	%zmm4, %zmm0, %zmm4
	vmulpd	%zmm2, %zmm2, %zmm5
	vmulpd	%zmm5, %zmm5, %zmm6
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm6, %zmm7
	vaddpd	.LCPI0_20(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	.LCPI0_21(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vmulpd	.LCPI0_22(%rip){1to8}, %zmm6, %zmm8
	vaddpd	.LCPI0_23(%rip){1to8}, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm6, %zmm8
	vaddpd	.LCPI0_24(%rip){1to8}, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm6, %zmm6
	vaddpd	.LCPI0_25(%rip){1to8}, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm7, %zmm5
	vcvtqq2pd	%zmm3, %zmm3
	vaddpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm5, %zmm2, %zmm2
	vmulpd	.LCPI0_26(%rip){1to8}, %zmm3, %zmm5
	vaddpd	%zmm2, %zmm5, %zmm2
	vsubpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm0
	vmulpd	.LCPI0_27(%rip){1to8}, %zmm3, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm0
	vmulpd	.LCPI0_29(%rip){1to8}, %zmm1, %zmm2
	vmulpd	.LCPI0_30(%rip){1to8}, %zmm2, %zmm1
	vaddpd	.LCPI0_31(%rip){1to8}, %zmm1, %zmm1
	vaddpd	%zmm13, %zmm1, %zmm3
	vmulpd	.LCPI0_55(%rip){1to8}, %zmm3, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm4
	vmulpd	%zmm14, %zmm3, %zmm5
	vmulpd	%zmm15, %zmm3, %zmm6
	vsubpd	%zmm6, %zmm4, %zmm7
	vmulpd	%zmm17, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm4, %zmm8
	vsubpd	%zmm6, %zmm8, %zmm6
	vsubpd	%zmm5, %zmm4, %zmm8
	vpsrlq	$52, %zmm2, %zmm2
	vpandq	%zmm18, %zmm2, %zmm2
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm18, %zmm8, %zmm8
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm2, %k1
	vmovapd	%zmm7, %zmm4 {%k1}
	vsubpd	%zmm6, %zmm3, %zmm5 {%k1}
	vsubpd	%zmm5, %zmm4, %zmm2
	vsubpd	%zmm2, %zmm4, %zmm3
	vsubpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm2, %zmm2, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm19, %zmm4, %zmm6
	vaddpd	%zmm20, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	%zmm22, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	.LCPI0_56(%rip){1to8}, %zmm4, %zmm7
	vaddpd	%zmm16, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm28, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm10, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm29, %zmm8
	vsubpd	%zmm8, %zmm29, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm9
	vsubpd	%zmm9, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm30, %zmm4, %zmm7
	vaddpd	.LCPI0_46(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm31, %zmm7, %zmm7
	vmulpd	.LCPI0_48(%rip){1to8}, %zmm4, %zmm8
	vaddpd	.LCPI0_49(%rip){1to8}, %zmm8, %zmm8
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm2, %zmm7
	vmulpd	%zmm10, %zmm3, %zmm8
	vmulpd	%zmm5, %zmm7, %zmm5
	vsubpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vsubpd	%zmm3, %zmm4, %zmm3
	vmulpd	.LCPI0_50(%rip){1to8}, %zmm7, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm2, %zmm2
	vptestnmq	.LCPI0_52(%rip){1to8}, %zmm1, %k1
	vptestnmq	.LCPI0_53(%rip){1to8}, %zmm1, %k2
	vxorpd	%zmm12, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm12, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	.LCPI0_28(%rip){1to8}, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovupd	%ymm0, (%rcx,%r8,4)
	addq	$8, %r8
	cmpq	%r8, %rax
	jne	.LBB0_174
	movq	5152(%rsp), %rcx
	movq	%rcx, %rax
	cmpq	%rcx, %rbp
	movabsq	$4503595332403200, %r10
	vmovsd	.LCPI0_10(%rip), %xmm9
	vmovsd	.LCPI0_11(%rip), %xmm22
	vmovsd	.LCPI0_17(%rip), %xmm18
	vmovsd	.LCPI0_18(%rip), %xmm3
	vmovsd	.LCPI0_22(%rip), %xmm6
	vmovsd	.LCPI0_23(%rip), %xmm16
	vmovddup	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_40(%rip), %xmm17
	vmovsd	.LCPI0_42(%rip), %xmm19
	vmovsd	.LCPI0_43(%rip), %xmm20
	vmovsd	.LCPI0_45(%rip), %xmm28
	vmovsd	.LCPI0_46(%rip), %xmm29
	vmovsd	.LCPI0_47(%rip), %xmm30
	vmovsd	.LCPI0_48(%rip), %xmm31
	vmovsd	.LCPI0_49(%rip), %xmm11
	vmovsd	.LCPI0_50(%rip), %xmm10
	je	.LBB0_178
.LBB0_176:
	movq	%rbp, %rcx
	subq	%rax, %rcx
	movq	328(%rsp), %rdx
	leaq	(%rdx,%rax,4), %r8
	leaq	(%r8,%r12), %r9
	xorl	%r11d, %r11d
	.p2align	4
.LBB0_177:
	vcvtusi2sdl	(%r9,%r11,4), %xmm15, %xmm0
	vaddsd	%xmm0, %xmm9, %xmm0
	vmulsd	%xmm22, %xmm0, %xmm0
	vcvtusi2sdl	(%r8,%r11,4), %xmm15, %xmm1
	vaddsd	%xmm1, %xmm9, %xmm1
	vmulsd	%xmm22, %xmm1, %xmm1
	vmovq	%xmm0, %rax
	movl	%eax, %edx
	shrq	$32, %rax
	addq	$614242, %rax
	movq	%rax, %rsi
	shrq	$20, %rsi
	addq	$-1023, %rsi
	shlq	$32, %rax
	andq	%r10, %rax
	addq	%r14, %rax
	orq	%rax, %rdx
	vmovq	%rdx, %xmm0
	vaddsd	%xmm18, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm9, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm2
	vmovapd	%xmm3, %xmm14
	vaddsd	%xmm3, %xmm0, %xmm3
	vdivsd	%xmm3, %xmm0, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm5
	vmovapd	%xmm6, %xmm15
	vmulsd	%xmm6, %xmm5, %xmm6
	vaddsd	%xmm16, %xmm6, %xmm6
	vunpcklpd	%xmm6, %xmm8, %xmm6
	vmovddup	%xmm5, %xmm5
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	.LCPI0_58(%rip), %xmm6, %xmm6
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	.LCPI0_59(%rip), %xmm6, %xmm6
	vunpcklpd	%xmm4, %xmm5, %xmm4
	vmulpd	%xmm6, %xmm4, %xmm4
	vshufpd	$1, %xmm4, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm4, %xmm4
	vcvtsi2sd	%rsi, %xmm13, %xmm5
	vaddsd	%xmm4, %xmm2, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vmulsd	.LCPI0_26(%rip), %xmm5, %xmm4
	vaddsd	%xmm3, %xmm4, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	.LCPI0_27(%rip), %xmm5, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm13
	vmulsd	.LCPI0_29(%rip), %xmm1, %xmm1
	vmulsd	.LCPI0_30(%rip), %xmm1, %xmm2
	vaddsd	.LCPI0_31(%rip), %xmm2, %xmm2
	vmovq	%xmm2, %rax
	vaddsd	.LCPI0_32(%rip), %xmm2, %xmm2
	vmulsd	.LCPI0_55(%rip), %xmm2, %xmm3
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	.LCPI0_34(%rip), %xmm2, %xmm4
	vmulsd	.LCPI0_35(%rip), %xmm2, %xmm5
	vsubsd	%xmm5, %xmm3, %xmm6
	vmulsd	.LCPI0_36(%rip), %xmm2, %xmm2
	vsubsd	%xmm6, %xmm3, %xmm7
	vsubsd	%xmm5, %xmm7, %xmm5
	vsubsd	%xmm5, %xmm2, %xmm2
	vsubsd	%xmm4, %xmm3, %xmm5
	vunpcklpd	%xmm1, %xmm5, %xmm1
	vpsrlq	$52, %xmm1, %xmm1
	vpandq	.LCPI0_37(%rip){1to2}, %xmm1, %xmm1
	vmovq	%xmm1, %rdx
	addl	$16, %edx
	vpextrq	$1, %xmm1, %rsi
	cmpl	%esi, %edx
	setb	%dl
	kmovd	%edx, %k1
	vmovsd	%xmm6, %xmm3, %xmm3 {%k1}
	vmovsd	%xmm2, %xmm4, %xmm4 {%k1}
	vsubsd	%xmm4, %xmm3, %xmm1
	vsubsd	%xmm1, %xmm3, %xmm2
	vsubsd	%xmm4, %xmm2, %xmm2
	vmulsd	%xmm1, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	.LCPI0_38(%rip), %xmm3, %xmm5
	vaddsd	.LCPI0_39(%rip), %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vaddsd	%xmm17, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	.LCPI0_56(%rip), %xmm3, %xmm6
	vaddsd	%xmm19, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm20, %xmm6, %xmm6
	vmulsd	%xmm4, %xmm4, %xmm7
	vmulsd	%xmm6, %xmm7, %xmm6
	vaddsd	%xmm6, %xmm5, %xmm5
	vmulsd	%xmm3, %xmm9, %xmm6
	vmovsd	.LCPI0_44(%rip), %xmm0
	vsubsd	%xmm6, %xmm0, %xmm7
	vmovapd	%xmm31, %xmm12
	vmovapd	%xmm11, %xmm31
	vmovapd	%xmm30, %xmm11
	vmovapd	%xmm29, %xmm30
	vmovapd	%xmm28, %xmm29
	vmovapd	%xmm20, %xmm28
	vmovapd	%xmm19, %xmm20
	vmovapd	%xmm17, %xmm19
	vmovapd	%xmm8, %xmm17
	vsubsd	%xmm7, %xmm0, %xmm8
	vsubsd	%xmm6, %xmm8, %xmm6
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
	vmovapd	%xmm17, %xmm8
	vmovapd	%xmm19, %xmm17
	vmovapd	%xmm20, %xmm19
	vmovapd	%xmm28, %xmm20
	vmovapd	%xmm29, %xmm28
	vmovapd	%xmm30, %xmm29
	vmovapd	%xmm11, %xmm30
	vmovapd	%xmm31, %xmm11
	vmovapd	%xmm12, %xmm31
	vaddsd	%xmm5, %xmm6, %xmm5
	vaddsd	%xmm5, %xmm7, %xmm5
	vmulsd	%xmm28, %xmm3, %xmm6
	vaddsd	%xmm29, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm30, %xmm6, %xmm6
	vmulsd	%xmm3, %xmm12, %xmm7
	vaddsd	%xmm7, %xmm11, %xmm7
	vmulsd	%xmm4, %xmm3, %xmm4
	vmulsd	%xmm7, %xmm4, %xmm4
	vaddsd	%xmm6, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm1, %xmm6
	vmulsd	%xmm2, %xmm9, %xmm7
	vmulsd	%xmm4, %xmm6, %xmm4
	vsubsd	%xmm4, %xmm7, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vmulsd	%xmm6, %xmm10, %xmm3
	vmovapd	%xmm15, %xmm6
	vaddsd	%xmm3, %xmm2, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovddup	.LCPI0_51(%rip), %xmm2
	vxorpd	%xmm2, %xmm5, %xmm3
	testb	$2, %al
	sete	%dl
	kmovd	%edx, %k1
	vmovsd	%xmm5, %xmm3, %xmm3 {%k1}
	vxorpd	%xmm2, %xmm1, %xmm2
	vmovsd	%xmm2, %xmm1, %xmm1 {%k1}
	kmovd	%eax, %k1
	vmovsd	%xmm1, %xmm3, %xmm3 {%k1}
	vmovsd	.LCPI0_28(%rip), %xmm0
	vmulsd	%xmm0, %xmm13, %xmm0
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vmovapd	%xmm14, %xmm3
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%r9,%r11,4)
	incq	%r11
	cmpq	%r11, %rcx
	jne	.LBB0_177
	jmp	.LBB0_178
	.p2align	4
.LBB0_147:
	movq	3104(%rsp), %rcx
	xorl	%edi, %edi
	vxorpd	%xmm10, %xmm10, %xmm10
	vmovss	.LCPI0_63(%rip), %xmm12
	vmovss	.LCPI0_64(%rip), %xmm14
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovss	.LCPI0_66(%rip), %xmm16
	vmovss	.LCPI0_67(%rip), %xmm22
	vmovss	.LCPI0_72(%rip), %xmm28
	vmovss	.LCPI0_73(%rip), %xmm29
	vmovss	.LCPI0_74(%rip), %xmm30
	vmovss	.LCPI0_75(%rip), %xmm31
	vmovss	.LCPI0_76(%rip), %xmm17
	vmovss	.LCPI0_70(%rip), %xmm11
	vmovss	.LCPI0_71(%rip), %xmm13
	jmp	.LBB0_148
	.p2align	4
.LBB0_155:
	vcmpunordps	%zmm26, %zmm6, %k0
	vcmpordps	%zmm26, %zmm0, %k1
	vpcmpltuq	%zmm2, %zmm5, %k2
	vpcmpltuq	%zmm3, %zmm4, %k3
	kunpckbw	%k2, %k3, %k2
	korw	%k2, %k1, %k1
	vcmpltps	%zmm6, %zmm0, %k3
	vcmpeqps	%zmm0, %zmm6, %k2 {%k2}
	korw	%k2, %k3, %k2
	kandw	%k0, %k1, %k1
	kandnw	%k2, %k0, %k0
	korw	%k0, %k1, %k1
	vmovaps	%zmm6, %zmm0 {%k1}
	vextractf64x4	$1, %zmm0, %ymm6
	vxorps	%xmm7, %xmm7, %xmm7
	vcmpunordps	%ymm7, %ymm6, %k0
	vcmpordps	%ymm7, %ymm0, %k2
	vmovdqa64	%zmm5, %zmm2 {%k1}
	kshiftrw	$8, %k1, %k1
	vmovdqa64	%zmm4, %zmm3 {%k1}
	vpcmpltuq	%zmm2, %zmm3, %k1
	korb	%k1, %k2, %k2
	vcmpltps	%ymm6, %ymm0, %k3
	vcmpeqps	%ymm0, %ymm6, %k1 {%k1}
	korb	%k1, %k3, %k1
	kandnb	%k1, %k0, %k1
	kandb	%k0, %k2, %k0
	korb	%k1, %k0, %k1
	vmovaps	%ymm6, %ymm0 {%k1}
	vextractf128	$1, %ymm0, %xmm4
	vcmpunordps	%xmm10, %xmm4, %k0
	vcmpordps	%xmm10, %xmm0, %k2
	vmovdqa64	%zmm3, %zmm2 {%k1}
	vextracti64x4	$1, %zmm2, %ymm3
	vpcmpltuq	%ymm2, %ymm3, %k1
	korw	%k1, %k2, %k2
	vcmpltps	%xmm4, %xmm0, %k3
	vcmpeqps	%xmm0, %xmm4, %k1 {%k1}
	korw	%k1, %k3, %k1
	kandnw	%k1, %k0, %k1
	kandw	%k0, %k2, %k0
	korw	%k1, %k0, %k1
	vmovaps	%xmm4, %xmm0 {%k1}
	vshufpd	$1, %xmm0, %xmm0, %xmm4
	vcmpunordps	%xmm10, %xmm4, %k0
	vcmpordps	%xmm10, %xmm0, %k2
	vmovdqa64	%ymm3, %ymm2 {%k1}
	vextracti128	$1, %ymm2, %xmm3
	vpcmpltuq	%xmm2, %xmm3, %k1
	korw	%k1, %k2, %k2
	vcmpltps	%xmm4, %xmm0, %k3
	vcmpeqps	%xmm0, %xmm4, %k4
	kandw	%k1, %k4, %k1
	korw	%k1, %k3, %k1
	kandnw	%k1, %k0, %k1
	kandw	%k0, %k2, %k0
	korw	%k1, %k0, %k1
	vmovaps	%xmm4, %xmm0 {%k1}
	vmovshdup	%xmm0, %xmm4
	vucomiss	%xmm4, %xmm4
	setp	%al
	kmovd	%eax, %k0
	vucomiss	%xmm0, %xmm0
	setnp	%sil
	vmovdqa64	%xmm3, %xmm2 {%k1}
	vpextrq	$1, %xmm2, %rdx
	vmovq	%xmm2, %rax
	cmpq	%rax, %rdx
	setb	%r11b
	orb	%r11b, %sil
	kmovd	%esi, %k1
	vucomiss	%xmm0, %xmm4
	seta	%sil
	setnp	%bl
	sete	%bpl
	andb	%bl, %bpl
	andb	%r11b, %bpl
	orb	%sil, %bpl
	kmovd	%ebp, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k0
	kmovd	%k0, %esi
	andb	$1, %sil
	kmovd	%esi, %k1
	vmovss	%xmm4, %xmm0, %xmm0 {%k1}
	vucomiss	%xmm0, %xmm0
	setnp	%r11b
	testb	%sil, %sil
	cmovneq	%rdx, %rax
	cmpq	%rax, %r9
	setb	%dl
	orb	%dl, %r11b
	vucomiss	%xmm0, %xmm1
	seta	%sil
	setnp	%bl
	sete	%bpl
	andb	%bl, %bpl
	andb	%dl, %bpl
	orb	%sil, %bpl
	vucomiss	%xmm1, %xmm1
	movzbl	%r11b, %edx
	movzbl	%bpl, %esi
	movq	-112(%rsp), %rbp
	cmovpl	%edx, %esi
	testb	%sil, %sil
	cmovneq	%r9, %rax
	kmovd	%esi, %k1
	vmovss	%xmm1, %xmm0, %xmm0 {%k1}
	vmovss	%xmm0, 1888(%rsp,%r10)
	vcvtusi2ss	%rax, %xmm15, %xmm0
	vmovss	%xmm0, 1896(%rsp,%r10)
	incq	%rdi
	movq	336(%rsp), %r10
	addq	%r10, %rcx
	cmpq	16(%rsp), %rdi
	movq	552(%rsp), %r13
	je	.LBB0_156
.LBB0_148:
	leaq	(%rdi,%r13), %rax
	leaq	(,%rdi,4), %rdx
	leaq	(%rdx,%rdx,2), %r10
	imulq	%rbp, %rax
	movq	-88(%rsp), %rdx
	leaq	(%rdx,%rax,4), %r11
	vxorps	%xmm2, %xmm2, %xmm2
	movl	$1024, %ebx
	movq	%rcx, %r14
	xorl	%r15d, %r15d
	vxorpd	%xmm3, %xmm3, %xmm3
	vpxor	%xmm5, %xmm5, %xmm5
	vxorpd	%xmm4, %xmm4, %xmm4
	vbroadcastss	.LCPI0_60(%rip), %zmm6
	vmovaps	%zmm6, %zmm0
	xorl	%r12d, %r12d
	vmovss	.LCPI0_60(%rip), %xmm1
	xorl	%r9d, %r9d
	jmp	.LBB0_149
	.p2align	4
.LBB0_154:
	addq	$1024, %rbx
	addq	$-1024, %r15
	addq	$4096, %r14
	movq	%rsi, %r12
	movq	-112(%rsp), %rbp
	cmpq	%rbp, %rsi
	jae	.LBB0_155
.LBB0_149:
	leaq	1024(%r12), %rsi
	cmpq	%rbx, %rbp
	movq	%rbx, %rax
	cmovbq	%rbp, %rax
	cmpq	%rbp, %rsi
	movq	%rbp, %rdx
	cmovbq	%rsi, %rdx
	movq	%rdx, %r13
	subq	%r12, %r13
	andq	$-32, %r13
	addq	%r12, %r13
	movq	%r12, %rbp
	cmpq	%r13, %r12
	jae	.LBB0_151
	.p2align	4
.LBB0_150:
	vpbroadcastq	%rbp, %zmm7
	vmovups	(%r11,%rbp,4), %zmm8
	vmovups	64(%r11,%rbp,4), %zmm9
	vcmpltps	%zmm8, %zmm0, %k0
	vcmpltps	%zmm9, %zmm6, %k1
	vcmpunordps	%zmm26, %zmm8, %k2
	vcmpunordps	%zmm26, %zmm9, %k3
	vcmpordps	%zmm26, %zmm0, %k2 {%k2}
	vcmpordps	%zmm26, %zmm6, %k3 {%k3}
	korw	%k2, %k0, %k2
	korw	%k3, %k1, %k1
	vmovaps	%zmm8, %zmm0 {%k2}
	vmovaps	%zmm9, %zmm6 {%k1}
	vporq	%zmm21, %zmm7, %zmm2 {%k2}
	kshiftrw	$8, %k2, %k2
	vorpd	%zmm23, %zmm7, %zmm3 {%k2}
	vporq	%zmm24, %zmm7, %zmm5 {%k1}
	kshiftrw	$8, %k1, %k1
	vorpd	%zmm25, %zmm7, %zmm4 {%k1}
	addq	$32, %rbp
	cmpq	%r13, %rbp
	jb	.LBB0_150
.LBB0_151:
	cmpq	%rdx, %r13
	jae	.LBB0_154
	addq	%r15, %rax
	andq	$-32, %rax
	.p2align	4
.LBB0_153:
	leaq	(%r12,%rax), %r13
	vmovss	(%r14,%rax,4), %xmm7
	vucomiss	%xmm1, %xmm7
	seta	%bpl
	vcmpordss	%xmm27, %xmm1, %k0
	vcmpunordss	%xmm27, %xmm7, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %r8d
	orb	%bpl, %r8b
	andb	$1, %r8b
	kmovd	%r8d, %k1
	vmovss	%xmm7, %xmm1, %xmm1 {%k1}
	cmovneq	%r13, %r9
	leaq	(%r12,%rax), %r8
	incq	%r8
	incq	%rax
	cmpq	%rdx, %r8
	jb	.LBB0_153
	jmp	.LBB0_154
	.p2align	4
.LBB0_156:
	movq	3104(%rsp), %rcx
	movq	-104(%rsp), %rdi
	xorl	%r8d, %r8d
	movq	2328(%rsp), %r11
	movq	2320(%rsp), %r14
	movq	2312(%rsp), %rbx
	movq	128(%rsp), %r12
	movq	928(%rsp), %r9
	vmovss	.LCPI0_68(%rip), %xmm10
	vmovss	.LCPI0_69(%rip), %xmm7
	jmp	.LBB0_157
	.p2align	4
.LBB0_188:
	incq	%r8
	addq	%r12, %rdi
	addq	%r10, %rcx
	cmpq	16(%rsp), %r8
	je	.LBB0_189
.LBB0_157:
	leaq	(%r8,%r8,2), %rax
	vmovss	1888(%rsp,%rax,4), %xmm8
	cmpb	$0, -72(%rsp)
	je	.LBB0_197
	xorl	%eax, %eax
	.p2align	4
.LBB0_204:
	vmovss	(%rcx,%rax,4), %xmm1
	vsubss	%xmm8, %xmm1, %xmm1
	vmaxss	%xmm1, %xmm12, %xmm2
	vminss	%xmm2, %xmm14, %xmm2
	vmulss	%xmm2, %xmm15, %xmm3
	vaddss	%xmm16, %xmm3, %xmm3
	vaddss	%xmm22, %xmm3, %xmm4
	vmovd	%xmm3, %edx
	vmulss	%xmm4, %xmm10, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm7, %xmm4, %xmm3
	vsubss	%xmm3, %xmm2, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm5, %xmm11, %xmm6
	vaddss	%xmm6, %xmm13, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm28, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm29, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm30, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vsubss	%xmm5, %xmm4, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vsubss	%xmm5, %xmm31, %xmm5
	vdivss	%xmm5, %xmm4, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vaddss	%xmm17, %xmm2, %xmm2
	leal	-1262485248(%rdx), %esi
	shrl	%esi
	subl	%esi, %edx
	shll	$23, %edx
	shll	$23, %esi
	addl	$-8388608, %esi
	addl	$2139095040, %edx
	vmovd	%esi, %xmm3
	vmulss	%xmm3, %xmm2, %xmm2
	vmovd	%edx, %xmm3
	vmulss	%xmm3, %xmm2, %xmm2
	vcmpunordss	%xmm1, %xmm1, %k1
	vmovss	.LCPI0_79(%rip), %xmm2 {%k1}
	vmovss	%xmm2, (%rdi,%rax,4)
	incq	%rax
	cmpq	%rax, %rbp
	jne	.LBB0_204
	jmp	.LBB0_188
	.p2align	4
.LBB0_197:
	vmovaps	%xmm8, -64(%rsp)
	vbroadcastss	%xmm8, %zmm12
	xorl	%eax, %eax
	vbroadcastss	.LCPI0_76(%rip), %zmm9
	vpbroadcastd	.LCPI0_77(%rip), %zmm16
	vpbroadcastd	.LCPI0_60(%rip), %zmm17
	vpbroadcastd	.LCPI0_78(%rip), %zmm20
	vbroadcastss	.LCPI0_64(%rip), %zmm19
	vbroadcastss	.LCPI0_66(%rip), %zmm11
	vbroadcastss	.LCPI0_63(%rip), %zmm13
	vbroadcastss	.LCPI0_67(%rip), %zmm18
	vbroadcastss	.LCPI0_68(%rip), %zmm28
	vbroadcastss	.LCPI0_69(%rip), %zmm29
	vbroadcastss	.LCPI0_71(%rip), %zmm30
	vbroadcastss	.LCPI0_72(%rip), %zmm31
	vbroadcastss	.LCPI0_73(%rip), %zmm0
	vbroadcastss	.LCPI0_74(%rip), %zmm22
	vbroadcastss	.LCPI0_65(%rip), %zmm1
	vbroadcastss	.LCPI0_70(%rip), %zmm14
	vbroadcastss	.LCPI0_75(%rip), %zmm15
	.p2align	4
.LBB0_198:
	vmovups	(%rcx,%rax), %zmm2
	vsubps	%zmm12, %zmm2, %zmm2
	vmaxps	%zmm2, %zmm13, %zmm3
	vminps	%zmm3, %zmm19, %zmm3
	vmulps	%zmm1, %zmm3, %zmm4
	vaddps	%zmm11, %zmm4, %zmm4
	vaddps	%zmm18, %zmm4, %zmm5
	vmulps	%zmm28, %zmm5, %zmm6
	vaddps	%zmm6, %zmm3, %zmm3
	vmulps	%zmm29, %zmm5, %zmm5
	vsubps	%zmm5, %zmm3, %zmm6
	vmulps	%zmm6, %zmm6, %zmm7
	vmulps	%zmm14, %zmm7, %zmm8
	vaddps	%zmm30, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm8
	vaddps	%zmm31, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm8
	vaddps	%zmm0, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm8
	vaddps	%zmm22, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm7
	vsubps	%zmm7, %zmm6, %zmm7
	vmulps	%zmm7, %zmm6, %zmm6
	vsubps	%zmm7, %zmm15, %zmm7
	vdivps	%zmm7, %zmm6, %zmm6
	vsubps	%zmm6, %zmm5, %zmm5
	vsubps	%zmm5, %zmm3, %zmm3
	vaddps	%zmm9, %zmm3, %zmm3
	vpaddd	%zmm16, %zmm4, %zmm5
	vpsrld	$1, %zmm5, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	vpslld	$23, %zmm4, %zmm4
	vpslld	$23, %zmm5, %zmm5
	vpaddd	%zmm17, %zmm5, %zmm5
	vmulps	%zmm5, %zmm3, %zmm3
	vpaddd	%zmm20, %zmm4, %zmm4
	vmulps	%zmm4, %zmm3, %zmm3
	vcmpunordps	%zmm26, %zmm2, %k1
	vbroadcastss	.LCPI0_79(%rip), %zmm3 {%k1}
	vmovups	%zmm3, (%rdi,%rax)
	addq	$64, %rax
	cmpq	%rax, %rbx
	jne	.LBB0_198
	cmpq	%r11, %rbp
	vbroadcastss	.LCPI0_75(%rip), %xmm4
	vbroadcastss	.LCPI0_63(%rip), %xmm5
	vbroadcastss	.LCPI0_64(%rip), %xmm6
	vbroadcastss	.LCPI0_65(%rip), %xmm20
	vmovss	.LCPI0_66(%rip), %xmm16
	vmovss	.LCPI0_76(%rip), %xmm17
	vmovss	.LCPI0_69(%rip), %xmm7
	vmovss	.LCPI0_70(%rip), %xmm11
	vbroadcastss	.LCPI0_74(%rip), %xmm2
	vmovss	.LCPI0_71(%rip), %xmm13
	vbroadcastss	.LCPI0_67(%rip), %xmm0
	vbroadcastss	.LCPI0_71(%rip), %xmm3
	vmovss	.LCPI0_64(%rip), %xmm14
	vmovss	.LCPI0_67(%rip), %xmm22
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovss	.LCPI0_63(%rip), %xmm12
	vmovss	.LCPI0_72(%rip), %xmm28
	vmovss	.LCPI0_73(%rip), %xmm29
	vmovss	.LCPI0_74(%rip), %xmm30
	vmovss	.LCPI0_75(%rip), %xmm31
	vmovaps	-64(%rsp), %xmm8
	je	.LBB0_188
	movq	%r11, %rax
	testb	$12, %bpl
	je	.LBB0_204
	vbroadcastss	%xmm8, %xmm1
	movq	%r11, %rax
	vbroadcastss	.LCPI0_68(%rip), %xmm18
	vmovaps	%xmm3, %xmm10
	vbroadcastss	.LCPI0_70(%rip), %xmm22
	vbroadcastss	.LCPI0_69(%rip), %xmm31
	vbroadcastss	.LCPI0_72(%rip), %xmm11
	vmovaps	%xmm2, %xmm12
	vbroadcastss	.LCPI0_73(%rip), %xmm15
	vbroadcastss	.LCPI0_76(%rip), %xmm13
	vpbroadcastd	.LCPI0_77(%rip), %xmm14
	vpbroadcastd	.LCPI0_60(%rip), %xmm17
	vpbroadcastd	.LCPI0_78(%rip), %xmm9
	vxorps	%xmm16, %xmm16, %xmm16
	vmovaps	%xmm4, %xmm28
	vmovaps	%xmm5, %xmm30
	.p2align	4
.LBB0_202:
	vmovups	(%rcx,%rax,4), %xmm2
	vsubps	%xmm1, %xmm2, %xmm2
	vmaxps	%xmm2, %xmm30, %xmm3
	vminps	%xmm3, %xmm6, %xmm3
	vmulps	%xmm20, %xmm3, %xmm4
	vaddps	.LCPI0_66(%rip){1to4}, %xmm4, %xmm4
	vaddps	%xmm0, %xmm4, %xmm5
	vmovaps	%xmm20, %xmm29
	vmovaps	%xmm6, %xmm20
	vmulps	%xmm18, %xmm5, %xmm6
	vaddps	%xmm6, %xmm3, %xmm3
	vmulps	%xmm31, %xmm5, %xmm5
	vsubps	%xmm5, %xmm3, %xmm6
	vmulps	%xmm6, %xmm6, %xmm7
	vmulps	%xmm22, %xmm7, %xmm8
	vaddps	%xmm10, %xmm8, %xmm8
	vmulps	%xmm7, %xmm8, %xmm8
	vaddps	%xmm11, %xmm8, %xmm8
	vmulps	%xmm7, %xmm8, %xmm8
	vaddps	%xmm15, %xmm8, %xmm8
	vmulps	%xmm7, %xmm8, %xmm8
	vaddps	%xmm12, %xmm8, %xmm8
	vmulps	%xmm7, %xmm8, %xmm7
	vsubps	%xmm7, %xmm6, %xmm7
	vmulps	%xmm7, %xmm6, %xmm6
	vsubps	%xmm7, %xmm28, %xmm7
	vdivps	%xmm7, %xmm6, %xmm6
	vsubps	%xmm6, %xmm5, %xmm5
	vmovaps	%xmm20, %xmm6
	vmovaps	%xmm29, %xmm20
	vsubps	%xmm5, %xmm3, %xmm3
	vaddps	%xmm3, %xmm13, %xmm3
	vpaddd	%xmm4, %xmm14, %xmm5
	vpsrld	$1, %xmm5, %xmm5
	vpsubd	%xmm5, %xmm4, %xmm4
	vpslld	$23, %xmm4, %xmm4
	vpslld	$23, %xmm5, %xmm5
	vpaddd	%xmm17, %xmm5, %xmm5
	vmulps	%xmm5, %xmm3, %xmm3
	vpaddd	%xmm4, %xmm9, %xmm4
	vmulps	%xmm4, %xmm3, %xmm3
	vcmpunordps	%xmm16, %xmm2, %k1
	vbroadcastss	.LCPI0_79(%rip), %xmm3 {%k1}
	vmovups	%xmm3, (%rdi,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %r14
	jne	.LBB0_202
	movq	%r14, %rax
	cmpq	%r14, %rbp
	vmovss	.LCPI0_63(%rip), %xmm12
	vmovss	.LCPI0_64(%rip), %xmm14
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovss	.LCPI0_66(%rip), %xmm16
	vmovss	.LCPI0_67(%rip), %xmm22
	vmovss	.LCPI0_72(%rip), %xmm28
	vmovss	.LCPI0_73(%rip), %xmm29
	vmovss	.LCPI0_74(%rip), %xmm30
	vmovss	.LCPI0_75(%rip), %xmm31
	vmovss	.LCPI0_76(%rip), %xmm17
	vmovss	.LCPI0_68(%rip), %xmm10
	vmovss	.LCPI0_69(%rip), %xmm7
	vmovss	.LCPI0_70(%rip), %xmm11
	vmovss	.LCPI0_71(%rip), %xmm13
	vmovaps	-64(%rsp), %xmm8
	jne	.LBB0_204
	jmp	.LBB0_188
	.p2align	4
.LBB0_189:
	cmpq	$0, 912(%rsp)
	vmovaps	160(%rsp), %xmm11
	vbroadcastss	.LCPI0_73(%rip), %zmm20
	vxorps	%xmm0, %xmm0, %xmm0
	je	.LBB0_190
	movq	2272(%rsp), %rcx
	xorl	%eax, %eax
	movq	-104(%rsp), %rdx
	movq	1160(%rsp), %rsi
	vmovaps	.LCPI0_84(%rip), %xmm10
	vmovaps	.LCPI0_85(%rip), %xmm30
	movq	2304(%rsp), %rdi
	movq	488(%rsp), %r8
	.p2align	4
.LBB0_192:
	vmovups	-16(%rsi,%rax,4), %xmm1
	vmovups	(%rsi,%rax,4), %xmm2
	vmovups	-16(%rdi,%rax,4), %xmm3
	vmovups	(%rdi,%rax,4), %xmm4
	vmovlhps	%xmm3, %xmm1, %xmm5
	vunpckhpd	%xmm3, %xmm1, %xmm1
	vmovups	-16(%r9,%rax,4), %xmm3
	vmovups	(%r9,%rax,4), %xmm6
	vmovups	-16(%r8,%rax,4), %xmm7
	vmovups	(%r8,%rax,4), %xmm8
	vmovlhps	%xmm7, %xmm3, %xmm9
	vunpckhpd	%xmm7, %xmm3, %xmm3
	vmovaps	%xmm5, %xmm7
	vpermt2ps	%xmm9, %xmm10, %xmm7
	vaddps	%xmm7, %xmm0, %xmm0
	vpermt2ps	%xmm9, %xmm30, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vmovaps	%xmm1, %xmm5
	vpermt2ps	%xmm3, %xmm10, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vpermt2ps	%xmm3, %xmm30, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vmovlhps	%xmm4, %xmm2, %xmm1
	vunpckhpd	%xmm4, %xmm2, %xmm2
	vmovlhps	%xmm8, %xmm6, %xmm3
	vunpckhpd	%xmm8, %xmm6, %xmm4
	vmovaps	%xmm1, %xmm5
	vpermt2ps	%xmm3, %xmm10, %xmm5
	vaddps	%xmm5, %xmm0, %xmm0
	vpermt2ps	%xmm3, %xmm30, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vmovaps	%xmm2, %xmm1
	vpermt2ps	%xmm4, %xmm10, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vpermt2ps	%xmm4, %xmm30, %xmm2
	vaddps	%xmm0, %xmm2, %xmm0
	addq	$8, %rax
	addq	$-2, %rcx
	jne	.LBB0_192
	testb	$1, 2280(%rsp)
	movq	512(%rsp), %rsi
	movq	504(%rsp), %rdi
	movq	496(%rsp), %r8
	vmovss	.LCPI0_68(%rip), %xmm10
	vmovss	.LCPI0_69(%rip), %xmm7
	jne	.LBB0_194
	jmp	.LBB0_195
	.p2align	4
.LBB0_190:
	xorl	%eax, %eax
	movq	-104(%rsp), %rdx
	movq	512(%rsp), %rsi
	movq	504(%rsp), %rdi
	movq	496(%rsp), %r8
.LBB0_194:
	vmovups	(%rdx,%rax,4), %xmm1
	vmovups	(%rsi,%rax,4), %xmm2
	vmovups	(%rdi,%rax,4), %xmm3
	vmovups	(%r8,%rax,4), %xmm4
	vmovlhps	%xmm3, %xmm1, %xmm5
	vunpckhpd	%xmm3, %xmm1, %xmm1
	vmovlhps	%xmm4, %xmm2, %xmm3
	vunpckhpd	%xmm4, %xmm2, %xmm2
	vmovaps	%xmm5, %xmm4
	vmovaps	.LCPI0_84(%rip), %xmm6
	vpermt2ps	%xmm3, %xmm6, %xmm4
	vaddps	%xmm4, %xmm0, %xmm0
	vmovaps	.LCPI0_85(%rip), %xmm4
	vpermt2ps	%xmm3, %xmm4, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vmovaps	%xmm1, %xmm3
	vpermt2ps	%xmm2, %xmm6, %xmm3
	vaddps	%xmm0, %xmm3, %xmm0
	vpermt2ps	%xmm2, %xmm4, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
.LBB0_195:
	vmovaps	%xmm14, %xmm6
	movq	920(%rsp), %rcx
	movq	%rcx, %rax
	cmpq	%rbp, %rcx
	vbroadcastss	.LCPI0_66(%rip), %zmm9
	je	.LBB0_179
	.p2align	4
.LBB0_196:
	vmovss	(%rdx,%rax,4), %xmm1
	vinsertps	$16, (%rsi,%rax,4), %xmm1, %xmm1
	vinsertps	$32, (%rdi,%rax,4), %xmm1, %xmm1
	vinsertps	$48, (%r8,%rax,4), %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	incq	%rax
	cmpq	%rbp, %rax
	jb	.LBB0_196
.LBB0_179:
	vmovaps	%xmm22, %xmm8
	vmovss	%xmm0, 1892(%rsp)
	vextractps	$1, %xmm0, 1904(%rsp)
	vextractps	$2, %xmm0, 1916(%rsp)
	vextractps	$3, %xmm0, 1928(%rsp)
	cmpl	$0, -76(%rsp)
	vbroadcastss	.LCPI0_64(%rip), %zmm5
	je	.LBB0_180
	vmovaps	1056(%rsp), %xmm3
	vbroadcastss	%xmm3, %zmm1
	vmovups	%zmm1, 240(%rsp)
	movq	3104(%rsp), %rcx
	movq	2336(%rsp), %rdi
	movq	1168(%rsp), %r8
	xorl	%r9d, %r9d
	vmovaps	%xmm11, %xmm28
	vmovss	.LCPI0_70(%rip), %xmm11
	vmovss	.LCPI0_80(%rip), %xmm20
	jmp	.LBB0_206
	.p2align	4
.LBB0_185:
	incq	%r9
	addq	%r12, %r8
	addq	%r10, %rdi
	addq	%r10, %rcx
	cmpq	16(%rsp), %r9
	vpbroadcastd	.LCPI0_64(%rip), %zmm5
	vbroadcastss	.LCPI0_66(%rip), %zmm9
	vmovaps	%xmm29, %xmm17
	vmovaps	%xmm19, %xmm8
	vmovaps	%xmm13, %xmm7
	vmovaps	%xmm22, %xmm6
	vmovaps	%xmm0, %xmm28
	je	.LBB0_186
.LBB0_206:
	leaq	(%r9,%r9,2), %rax
	vdivss	1892(%rsp,%rax,4), %xmm17, %xmm1
	vmovss	1888(%rsp,%rax,4), %xmm14
	vmovss	1896(%rsp,%rax,4), %xmm2
	cmpb	$0, -113(%rsp)
	je	.LBB0_208
	xorl	%eax, %eax
	movl	$2143289344, %r15d
	vmovaps	%xmm17, %xmm29
	vmovaps	%xmm28, %xmm0
	vmovss	.LCPI0_73(%rip), %xmm28
	vmovss	.LCPI0_72(%rip), %xmm17
	vmovaps	%xmm6, %xmm22
	vmovaps	%xmm8, %xmm19
	vmovss	.LCPI0_71(%rip), %xmm18
	vmovaps	%xmm7, %xmm13
	vmovss	.LCPI0_63(%rip), %xmm12
	vmovss	.LCPI0_65(%rip), %xmm15
	.p2align	4
.LBB0_184:
	vmovss	(%rcx,%rax,4), %xmm4
	vaddss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm20, %xmm5, %xmm5
	vsubss	(%rdi,%rax,4), %xmm5, %xmm5
	vsubss	%xmm14, %xmm4, %xmm6
	vmaxss	%xmm6, %xmm12, %xmm7
	vminss	%xmm7, %xmm22, %xmm7
	vmulss	%xmm7, %xmm15, %xmm8
	vaddss	%xmm16, %xmm8, %xmm8
	vaddss	%xmm19, %xmm8, %xmm9
	vmovd	%xmm8, %edx
	vmulss	%xmm10, %xmm9, %xmm8
	vaddss	%xmm7, %xmm8, %xmm7
	vmulss	%xmm13, %xmm9, %xmm8
	vsubss	%xmm8, %xmm7, %xmm9
	vmovaps	%xmm13, %xmm30
	vmovaps	%xmm3, %xmm13
	vmovaps	%xmm1, %xmm3
	vmovaps	%xmm10, %xmm1
	vmulss	%xmm9, %xmm9, %xmm10
	vmovaps	%xmm19, %xmm31
	vmovaps	%xmm11, %xmm19
	vmulss	%xmm11, %xmm10, %xmm11
	vaddss	%xmm18, %xmm11, %xmm11
	vmulss	%xmm11, %xmm10, %xmm11
	vaddss	%xmm17, %xmm11, %xmm11
	vmulss	%xmm11, %xmm10, %xmm11
	vaddss	%xmm28, %xmm11, %xmm11
	vmulss	%xmm11, %xmm10, %xmm11
	vaddss	.LCPI0_74(%rip), %xmm11, %xmm11
	vmulss	%xmm11, %xmm10, %xmm10
	vmovaps	%xmm19, %xmm11
	vmovaps	%xmm31, %xmm19
	vsubss	%xmm10, %xmm9, %xmm10
	vmulss	%xmm10, %xmm9, %xmm9
	vmovss	.LCPI0_75(%rip), %xmm31
	vsubss	%xmm10, %xmm31, %xmm10
	vdivss	%xmm10, %xmm9, %xmm9
	vmovaps	%xmm1, %xmm10
	vmovaps	%xmm3, %xmm1
	vmovaps	%xmm13, %xmm3
	vmovaps	%xmm30, %xmm13
	vsubss	%xmm9, %xmm8, %xmm8
	vsubss	%xmm8, %xmm7, %xmm7
	vaddss	%xmm29, %xmm7, %xmm7
	leal	-1262485248(%rdx), %esi
	shrl	%esi
	subl	%esi, %edx
	shll	$23, %edx
	shll	$23, %esi
	addl	$-8388608, %esi
	addl	$2139095040, %edx
	vmovd	%esi, %xmm8
	vmulss	%xmm7, %xmm8, %xmm7
	vmovd	%edx, %xmm8
	vmulss	%xmm7, %xmm8, %xmm7
	vcmpunordss	%xmm6, %xmm6, %k1
	vmovss	.LCPI0_79(%rip), %xmm7 {%k1}
	vcvtsi2ss	%rax, %xmm27, %xmm6
	vmulss	%xmm7, %xmm1, %xmm7
	vaddss	%xmm7, %xmm5, %xmm5
	vcmpeqss	%xmm6, %xmm2, %k1
	vmovss	.LCPI0_81(%rip), %xmm6 {%k1} {z}
	vaddss	%xmm5, %xmm6, %xmm5
	vmulss	%xmm5, %xmm0, %xmm5
	vsubss	%xmm5, %xmm4, %xmm4
	vmulss	(%r8,%rax,4), %xmm3, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vmovd	%xmm4, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%r15d, %edx
	movl	%edx, (%rcx,%rax,4)
	incq	%rax
	cmpq	%rax, %rbp
	jne	.LBB0_184
	jmp	.LBB0_185
	.p2align	4
.LBB0_208:
	vmovaps	%xmm1, -64(%rsp)
	vbroadcastss	%xmm1, %zmm4
	vmovaps	%zmm5, %zmm19
	vmovaps	%xmm14, 48(%rsp)
	vbroadcastss	%xmm14, %zmm5
	vmovaps	%xmm2, 176(%rsp)
	vbroadcastss	%xmm2, %zmm6
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm7
	vmovdqa64	.LCPI0_4(%rip), %zmm8
	vbroadcastss	.LCPI0_70(%rip), %zmm0
	vbroadcastss	.LCPI0_76(%rip), %zmm3
	vpbroadcastd	.LCPI0_77(%rip), %zmm17
	vpbroadcastd	.LCPI0_60(%rip), %zmm20
	vpbroadcastd	.LCPI0_78(%rip), %zmm29
	vbroadcastss	.LCPI0_82(%rip), %zmm31
	vpbroadcastq	.LCPI0_1(%rip), %zmm18
	vmovups	3168(%rsp), %zmm28
	vbroadcastss	.LCPI0_75(%rip), %zmm30
	vmovaps	%zmm9, %zmm1
	vbroadcastss	.LCPI0_63(%rip), %zmm2
	vmovups	240(%rsp), %zmm22
	.p2align	4
.LBB0_209:
	vmovups	(%rcx,%rax), %zmm9
	vsubps	%zmm5, %zmm9, %zmm10
	vmaxps	%zmm10, %zmm2, %zmm11
	vminps	%zmm11, %zmm19, %zmm11
	vmulps	.LCPI0_65(%rip){1to16}, %zmm11, %zmm12
	vaddps	%zmm1, %zmm12, %zmm12
	vaddps	.LCPI0_67(%rip){1to16}, %zmm12, %zmm13
	vmulps	.LCPI0_68(%rip){1to16}, %zmm13, %zmm14
	vaddps	%zmm14, %zmm11, %zmm11
	vmulps	.LCPI0_69(%rip){1to16}, %zmm13, %zmm13
	vsubps	%zmm13, %zmm11, %zmm14
	vmulps	%zmm14, %zmm14, %zmm15
	vmulps	%zmm0, %zmm15, %zmm16
	vaddps	.LCPI0_71(%rip){1to16}, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm16
	vaddps	.LCPI0_72(%rip){1to16}, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm16
	vaddps	.LCPI0_73(%rip){1to16}, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm16
	vaddps	.LCPI0_74(%rip){1to16}, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm15
	vsubps	%zmm15, %zmm14, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm15, %zmm30, %zmm15
	vdivps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm11, %zmm11
	vaddps	%zmm3, %zmm11, %zmm11
	vpaddd	%zmm17, %zmm12, %zmm13
	vpsrld	$1, %zmm13, %zmm13
	vpsubd	%zmm13, %zmm12, %zmm12
	vpslld	$23, %zmm13, %zmm13
	vpaddd	%zmm20, %zmm13, %zmm13
	vmulps	%zmm13, %zmm11, %zmm11
	vaddps	%zmm9, %zmm9, %zmm13
	vmulps	.LCPI0_80(%rip){1to16}, %zmm13, %zmm13
	vsubps	(%rdi,%rax), %zmm13, %zmm13
	vpslld	$23, %zmm12, %zmm12
	vpaddd	%zmm29, %zmm12, %zmm12
	vmulps	%zmm12, %zmm11, %zmm11
	vcmpunordps	%zmm26, %zmm10, %k1
	vbroadcastss	.LCPI0_79(%rip), %zmm11 {%k1}
	vmulps	%zmm11, %zmm4, %zmm10
	vaddps	%zmm10, %zmm13, %zmm10
	vcvtqq2ps	%zmm7, %ymm11
	vcvtqq2ps	%zmm8, %ymm12
	vinsertf64x4	$1, %ymm12, %zmm11, %zmm11
	vcmpeqps	%zmm11, %zmm6, %k1
	vbroadcastss	.LCPI0_81(%rip), %zmm11 {%k1} {z}
	vaddps	%zmm10, %zmm11, %zmm10
	vmulps	%zmm10, %zmm28, %zmm10
	vmulps	(%r8,%rax), %zmm22, %zmm11
	vsubps	%zmm10, %zmm9, %zmm9
	vaddps	%zmm9, %zmm11, %zmm9
	vandps	%zmm31, %zmm9, %zmm10
	vpcmpgtd	%zmm29, %zmm10, %k1
	vpbroadcastd	.LCPI0_79(%rip), %zmm9 {%k1}
	vmovdqu64	%zmm9, (%rcx,%rax)
	vpaddq	%zmm18, %zmm7, %zmm7
	vpaddq	%zmm18, %zmm8, %zmm8
	addq	$64, %rax
	cmpq	%rax, %rbx
	jne	.LBB0_209
	cmpq	%r11, %rbp
	movl	$2143289344, %r15d
	vmovss	.LCPI0_66(%rip), %xmm16
	vmovss	.LCPI0_67(%rip), %xmm19
	vmovss	.LCPI0_68(%rip), %xmm10
	vmovss	.LCPI0_69(%rip), %xmm13
	vmovss	.LCPI0_70(%rip), %xmm11
	vmovss	.LCPI0_71(%rip), %xmm18
	vmovss	.LCPI0_72(%rip), %xmm17
	vmovss	.LCPI0_73(%rip), %xmm28
	vmovss	.LCPI0_76(%rip), %xmm29
	vmovss	.LCPI0_80(%rip), %xmm20
	vbroadcastss	.LCPI0_75(%rip), %xmm8
	vmovaps	160(%rsp), %xmm0
	vmovaps	1056(%rsp), %xmm3
	vmovss	.LCPI0_63(%rip), %xmm12
	vmovss	.LCPI0_64(%rip), %xmm22
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovaps	-64(%rsp), %xmm1
	vmovaps	48(%rsp), %xmm14
	vmovaps	176(%rsp), %xmm2
	je	.LBB0_185
	movq	%r11, %rax
	testb	$12, %bpl
	je	.LBB0_184
	vbroadcastss	%xmm1, %xmm4
	vbroadcastss	%xmm14, %xmm5
	vbroadcastss	%xmm2, %xmm6
	movq	%r11, %rax
	vmovdqu	2880(%rsp), %ymm7
	vbroadcastss	.LCPI0_70(%rip), %xmm29
	vbroadcastss	.LCPI0_71(%rip), %xmm30
	vbroadcastss	.LCPI0_72(%rip), %xmm31
	vbroadcastss	.LCPI0_73(%rip), %xmm3
	vbroadcastss	.LCPI0_76(%rip), %xmm1
	vpbroadcastd	.LCPI0_77(%rip), %xmm2
	vpbroadcastd	.LCPI0_60(%rip), %xmm0
	vpbroadcastd	.LCPI0_78(%rip), %xmm16
	vbroadcastss	.LCPI0_82(%rip), %xmm17
	vpbroadcastq	.LCPI0_83(%rip), %ymm18
	vmovups	3168(%rsp), %zmm20
	vxorps	%xmm28, %xmm28, %xmm28
	vmovups	240(%rsp), %zmm19
	vmovaps	%xmm8, %xmm22
	.p2align	4
.LBB0_213:
	vmovups	(%rcx,%rax,4), %xmm8
	vsubps	%xmm5, %xmm8, %xmm9
	vbroadcastss	.LCPI0_63(%rip), %xmm10
	vmaxps	%xmm9, %xmm10, %xmm10
	vbroadcastss	.LCPI0_64(%rip), %xmm11
	vminps	%xmm10, %xmm11, %xmm10
	vmulps	.LCPI0_65(%rip){1to4}, %xmm10, %xmm11
	vaddps	.LCPI0_66(%rip){1to4}, %xmm11, %xmm11
	vaddps	.LCPI0_67(%rip){1to4}, %xmm11, %xmm12
	vmulps	.LCPI0_68(%rip){1to4}, %xmm12, %xmm13
	vaddps	%xmm13, %xmm10, %xmm10
	vmulps	.LCPI0_69(%rip){1to4}, %xmm12, %xmm12
	vsubps	%xmm12, %xmm10, %xmm13
	vmulps	%xmm13, %xmm13, %xmm14
	vmulps	%xmm29, %xmm14, %xmm15
	vaddps	%xmm30, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm15
	vaddps	%xmm31, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm15
	vaddps	%xmm3, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm15
	vaddps	.LCPI0_74(%rip){1to4}, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm14
	vsubps	%xmm14, %xmm13, %xmm14
	vmulps	%xmm14, %xmm13, %xmm13
	vsubps	%xmm14, %xmm22, %xmm14
	vdivps	%xmm14, %xmm13, %xmm13
	vsubps	%xmm13, %xmm12, %xmm12
	vsubps	%xmm12, %xmm10, %xmm10
	vaddps	%xmm1, %xmm10, %xmm10
	vpaddd	%xmm2, %xmm11, %xmm12
	vpsrld	$1, %xmm12, %xmm12
	vpsubd	%xmm12, %xmm11, %xmm11
	vpslld	$23, %xmm12, %xmm12
	vpaddd	%xmm0, %xmm12, %xmm12
	vmulps	%xmm12, %xmm10, %xmm10
	vpslld	$23, %xmm11, %xmm11
	vpaddd	%xmm16, %xmm11, %xmm11
	vmulps	%xmm11, %xmm10, %xmm10
	vcmpunordps	%xmm28, %xmm9, %k1
	vaddps	%xmm8, %xmm8, %xmm9
	vmulps	.LCPI0_80(%rip){1to4}, %xmm9, %xmm9
	vsubps	(%rdi,%rax,4), %xmm9, %xmm9
	vbroadcastss	.LCPI0_79(%rip), %xmm10 {%k1}
	vmulps	%xmm4, %xmm10, %xmm10
	vaddps	%xmm10, %xmm9, %xmm9
	vcvtqq2ps	%ymm7, %xmm10
	vcmpeqps	%xmm10, %xmm6, %k1
	vbroadcastss	.LCPI0_81(%rip), %xmm10 {%k1} {z}
	vaddps	%xmm9, %xmm10, %xmm9
	vmulps	%xmm9, %xmm20, %xmm9
	vmulps	(%r8,%rax,4), %xmm19, %xmm10
	vsubps	%xmm9, %xmm8, %xmm8
	vaddps	%xmm8, %xmm10, %xmm8
	vandps	%xmm17, %xmm8, %xmm9
	vpcmpgtd	%xmm16, %xmm9, %k1
	vpbroadcastd	.LCPI0_79(%rip), %xmm8 {%k1}
	vmovdqu	%xmm8, (%rcx,%rax,4)
	addq	$4, %rax
	vpaddq	%ymm18, %ymm7, %ymm7
	cmpq	%rax, %r14
	jne	.LBB0_213
	movq	%r14, %rax
	cmpq	%r14, %rbp
	movl	$2143289344, %r15d
	vmovss	.LCPI0_67(%rip), %xmm19
	vmovss	.LCPI0_68(%rip), %xmm10
	vmovss	.LCPI0_69(%rip), %xmm13
	vmovss	.LCPI0_70(%rip), %xmm11
	vmovss	.LCPI0_71(%rip), %xmm18
	vmovss	.LCPI0_72(%rip), %xmm17
	vmovss	.LCPI0_73(%rip), %xmm28
	vmovss	.LCPI0_76(%rip), %xmm29
	vmovss	.LCPI0_80(%rip), %xmm20
	vmovaps	160(%rsp), %xmm0
	vmovaps	1056(%rsp), %xmm3
	vmovss	.LCPI0_63(%rip), %xmm12
	vmovss	.LCPI0_64(%rip), %xmm22
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovss	.LCPI0_66(%rip), %xmm16
	vmovaps	48(%rsp), %xmm14
	vmovaps	176(%rsp), %xmm2
	vmovaps	-64(%rsp), %xmm1
	jne	.LBB0_184
	jmp	.LBB0_185
	.p2align	4
.LBB0_180:
	movq	3104(%rsp), %rcx
	movq	2336(%rsp), %rdi
	xorl	%r8d, %r8d
	vmovaps	%xmm11, %xmm28
	vmovss	.LCPI0_80(%rip), %xmm14
	vbroadcastss	.LCPI0_68(%rip), %zmm31
	vbroadcastss	.LCPI0_69(%rip), %zmm1
	jmp	.LBB0_181
	.p2align	4
.LBB0_222:
	vmovaps	%xmm19, %xmm6
	vmovaps	%xmm22, %xmm8
	incq	%r8
	addq	%r10, %rdi
	addq	%r10, %rcx
	cmpq	16(%rsp), %r8
	vmovaps	%xmm13, %xmm7
	vpbroadcastd	.LCPI0_64(%rip), %zmm5
	vbroadcastss	.LCPI0_66(%rip), %zmm9
	vbroadcastss	.LCPI0_68(%rip), %zmm31
	vbroadcastss	.LCPI0_69(%rip), %zmm1
	vbroadcastss	.LCPI0_73(%rip), %zmm20
	je	.LBB0_186
.LBB0_181:
	leaq	(%r8,%r8,2), %rax
	vdivss	1892(%rsp,%rax,4), %xmm17, %xmm29
	vmovss	1888(%rsp,%rax,4), %xmm30
	vmovd	1896(%rsp,%rax,4), %xmm4
	cmpb	$0, 528(%rsp)
	je	.LBB0_215
	xorl	%eax, %eax
	movl	$2143289344, %r9d
	vmovss	.LCPI0_72(%rip), %xmm0
	vmovss	.LCPI0_73(%rip), %xmm1
	vmovss	.LCPI0_74(%rip), %xmm2
	vmovss	.LCPI0_75(%rip), %xmm11
	vmovaps	%xmm7, %xmm13
	vmovss	.LCPI0_71(%rip), %xmm18
	vmovss	.LCPI0_63(%rip), %xmm12
	vmovaps	%xmm8, %xmm22
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovdqa64	%xmm4, %xmm31
	vmovaps	%xmm6, %xmm19
	.p2align	4
.LBB0_183:
	vmovss	(%rcx,%rax,4), %xmm3
	vaddss	%xmm3, %xmm3, %xmm4
	vmulss	%xmm4, %xmm14, %xmm4
	vsubss	(%rdi,%rax,4), %xmm4, %xmm4
	vsubss	%xmm30, %xmm3, %xmm5
	vmaxss	%xmm5, %xmm12, %xmm6
	vminss	%xmm6, %xmm19, %xmm6
	vmulss	%xmm6, %xmm15, %xmm7
	vaddss	%xmm16, %xmm7, %xmm7
	vaddss	%xmm22, %xmm7, %xmm8
	vmovd	%xmm7, %edx
	vmulss	%xmm10, %xmm8, %xmm7
	vaddss	%xmm7, %xmm6, %xmm6
	vmulss	%xmm13, %xmm8, %xmm7
	vsubss	%xmm7, %xmm6, %xmm8
	vmulss	%xmm8, %xmm8, %xmm9
	vmovaps	%xmm10, %xmm20
	vmulss	.LCPI0_70(%rip), %xmm9, %xmm10
	vaddss	%xmm18, %xmm10, %xmm10
	vmulss	%xmm10, %xmm9, %xmm10
	vaddss	%xmm0, %xmm10, %xmm10
	vmulss	%xmm10, %xmm9, %xmm10
	vaddss	%xmm1, %xmm10, %xmm10
	vmulss	%xmm10, %xmm9, %xmm10
	vaddss	%xmm2, %xmm10, %xmm10
	vmulss	%xmm10, %xmm9, %xmm9
	vmovaps	%xmm20, %xmm10
	vsubss	%xmm9, %xmm8, %xmm9
	vmulss	%xmm9, %xmm8, %xmm8
	vsubss	%xmm9, %xmm11, %xmm9
	vdivss	%xmm9, %xmm8, %xmm8
	vsubss	%xmm8, %xmm7, %xmm7
	vsubss	%xmm7, %xmm6, %xmm6
	vaddss	%xmm17, %xmm6, %xmm6
	leal	-1262485248(%rdx), %esi
	shrl	%esi
	subl	%esi, %edx
	shll	$23, %edx
	shll	$23, %esi
	addl	$-8388608, %esi
	addl	$2139095040, %edx
	vmovd	%esi, %xmm7
	vmulss	%xmm7, %xmm6, %xmm6
	vmovd	%edx, %xmm7
	vmulss	%xmm7, %xmm6, %xmm6
	vcmpunordss	%xmm5, %xmm5, %k1
	vmovss	.LCPI0_79(%rip), %xmm6 {%k1}
	vmulss	%xmm6, %xmm29, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vcvtsi2ss	%rax, %xmm27, %xmm5
	vcmpeqss	%xmm5, %xmm31, %k1
	vmovss	.LCPI0_81(%rip), %xmm5 {%k1} {z}
	vaddss	%xmm4, %xmm5, %xmm4
	vmulss	%xmm4, %xmm28, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vmovd	%xmm3, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%r9d, %edx
	movl	%edx, (%rcx,%rax,4)
	incq	%rax
	cmpq	%rax, %rbp
	jne	.LBB0_183
	jmp	.LBB0_222
	.p2align	4
.LBB0_215:
	vmovaps	%xmm29, 240(%rsp)
	vbroadcastss	%xmm29, %zmm0
	vmovups	%zmm0, -64(%rsp)
	vmovaps	%xmm30, 352(%rsp)
	vbroadcastss	%xmm30, %zmm0
	vmovups	%zmm0, 48(%rsp)
	vmovdqa	%xmm4, 576(%rsp)
	vpbroadcastd	%xmm4, %zmm0
	vmovdqu64	%zmm0, 176(%rsp)
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm6
	vmovdqa64	.LCPI0_4(%rip), %zmm7
	movl	$2143289344, %r9d
	vmovaps	%zmm1, %zmm22
	vmovaps	%zmm5, %zmm17
	vbroadcastss	.LCPI0_63(%rip), %zmm18
	vbroadcastss	.LCPI0_74(%rip), %zmm19
	vmovaps	%zmm20, %zmm30
	vmovaps	%zmm9, %zmm20
	vbroadcastss	.LCPI0_72(%rip), %zmm2
	vbroadcastss	.LCPI0_76(%rip), %zmm28
	vpbroadcastd	.LCPI0_77(%rip), %zmm4
	vpbroadcastd	.LCPI0_60(%rip), %zmm5
	vpbroadcastd	.LCPI0_78(%rip), %zmm0
	vbroadcastss	.LCPI0_82(%rip), %zmm3
	vpbroadcastq	.LCPI0_1(%rip), %zmm16
	vmovups	3168(%rsp), %zmm1
	vbroadcastss	.LCPI0_75(%rip), %zmm29
	.p2align	4
.LBB0_216:
	vmovups	(%rcx,%rax), %zmm8
	vsubps	48(%rsp), %zmm8, %zmm9
	vmaxps	%zmm9, %zmm18, %zmm10
	vminps	%zmm10, %zmm17, %zmm10
	vmulps	.LCPI0_65(%rip){1to16}, %zmm10, %zmm11
	vaddps	%zmm20, %zmm11, %zmm11
	vaddps	.LCPI0_67(%rip){1to16}, %zmm11, %zmm12
	vmulps	%zmm31, %zmm12, %zmm13
	vaddps	%zmm13, %zmm10, %zmm10
	vmulps	%zmm22, %zmm12, %zmm12
	vsubps	%zmm12, %zmm10, %zmm13
	vmulps	%zmm13, %zmm13, %zmm14
	vmulps	.LCPI0_70(%rip){1to16}, %zmm14, %zmm15
	vaddps	.LCPI0_71(%rip){1to16}, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm2, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm30, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm19, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm14, %zmm13, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm14, %zmm29, %zmm14
	vdivps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm12, %zmm12
	vsubps	%zmm12, %zmm10, %zmm10
	vaddps	%zmm28, %zmm10, %zmm10
	vpaddd	%zmm4, %zmm11, %zmm12
	vpsrld	$1, %zmm12, %zmm12
	vpsubd	%zmm12, %zmm11, %zmm11
	vpslld	$23, %zmm12, %zmm12
	vpaddd	%zmm5, %zmm12, %zmm12
	vmulps	%zmm12, %zmm10, %zmm10
	vaddps	%zmm8, %zmm8, %zmm12
	vmulps	.LCPI0_80(%rip){1to16}, %zmm12, %zmm12
	vsubps	(%rdi,%rax), %zmm12, %zmm12
	vpslld	$23, %zmm11, %zmm11
	vpaddd	%zmm0, %zmm11, %zmm11
	vmulps	%zmm11, %zmm10, %zmm10
	vcmpunordps	%zmm26, %zmm9, %k1
	vbroadcastss	.LCPI0_79(%rip), %zmm10 {%k1}
	vmulps	-64(%rsp), %zmm10, %zmm9
	vcvtqq2ps	%zmm6, %ymm10
	vcvtqq2ps	%zmm7, %ymm11
	vaddps	%zmm9, %zmm12, %zmm9
	vinsertf64x4	$1, %ymm11, %zmm10, %zmm10
	vcmpeqps	176(%rsp), %zmm10, %k1
	vbroadcastss	.LCPI0_81(%rip), %zmm10 {%k1} {z}
	vaddps	%zmm9, %zmm10, %zmm9
	vmulps	%zmm9, %zmm1, %zmm9
	vsubps	%zmm9, %zmm8, %zmm8
	vandps	%zmm3, %zmm8, %zmm9
	vpcmpgtd	%zmm0, %zmm9, %k1
	vpbroadcastd	.LCPI0_79(%rip), %zmm8 {%k1}
	vmovdqu64	%zmm8, (%rcx,%rax)
	vpaddq	%zmm16, %zmm6, %zmm6
	vpaddq	%zmm16, %zmm7, %zmm7
	addq	$64, %rax
	cmpq	%rax, %rbx
	jne	.LBB0_216
	cmpq	%r11, %rbp
	vmovss	.LCPI0_67(%rip), %xmm22
	vmovss	.LCPI0_68(%rip), %xmm10
	vmovss	.LCPI0_69(%rip), %xmm13
	vmovss	.LCPI0_71(%rip), %xmm18
	vbroadcastss	.LCPI0_63(%rip), %xmm9
	vbroadcastss	.LCPI0_66(%rip), %xmm8
	vmovaps	160(%rsp), %xmm28
	vmovss	.LCPI0_63(%rip), %xmm12
	vmovss	.LCPI0_64(%rip), %xmm19
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovss	.LCPI0_66(%rip), %xmm16
	vmovss	.LCPI0_72(%rip), %xmm0
	vmovss	.LCPI0_73(%rip), %xmm1
	vmovss	.LCPI0_74(%rip), %xmm2
	vmovss	.LCPI0_75(%rip), %xmm11
	vmovss	.LCPI0_76(%rip), %xmm17
	vmovaps	240(%rsp), %xmm29
	vmovaps	352(%rsp), %xmm30
	vmovaps	576(%rsp), %xmm31
	vmovss	.LCPI0_80(%rip), %xmm14
	je	.LBB0_222
	movq	%r11, %rax
	testb	$12, %bpl
	je	.LBB0_183
	vbroadcastss	%xmm29, %xmm3
	vbroadcastss	%xmm30, %xmm4
	vbroadcastss	%xmm31, %xmm5
	movq	%r11, %rax
	vmovdqu	2880(%rsp), %ymm6
	vbroadcastss	.LCPI0_73(%rip), %xmm28
	vbroadcastss	.LCPI0_76(%rip), %xmm15
	vpbroadcastd	.LCPI0_77(%rip), %xmm31
	vpbroadcastd	.LCPI0_60(%rip), %xmm30
	vpbroadcastd	.LCPI0_78(%rip), %xmm16
	vbroadcastss	.LCPI0_82(%rip), %xmm0
	vpbroadcastq	.LCPI0_83(%rip), %ymm1
	vmovups	3168(%rsp), %zmm2
	vbroadcastss	.LCPI0_74(%rip), %xmm20
	vbroadcastss	.LCPI0_68(%rip), %xmm22
	vbroadcastss	.LCPI0_70(%rip), %xmm18
	vmovaps	%xmm8, %xmm19
	vbroadcastss	.LCPI0_80(%rip), %xmm29
	vmovaps	%xmm9, %xmm17
	.p2align	4
.LBB0_220:
	vmovups	(%rcx,%rax,4), %xmm7
	vsubps	%xmm4, %xmm7, %xmm8
	vmaxps	%xmm8, %xmm17, %xmm9
	vbroadcastss	.LCPI0_64(%rip), %xmm10
	vminps	%xmm9, %xmm10, %xmm9
	vmulps	.LCPI0_65(%rip){1to4}, %xmm9, %xmm10
	vaddps	%xmm19, %xmm10, %xmm10
	vaddps	.LCPI0_67(%rip){1to4}, %xmm10, %xmm11
	vmulps	%xmm22, %xmm11, %xmm12
	vaddps	%xmm12, %xmm9, %xmm9
	vmulps	.LCPI0_69(%rip){1to4}, %xmm11, %xmm11
	vsubps	%xmm11, %xmm9, %xmm12
	vmulps	%xmm12, %xmm12, %xmm13
	vmulps	%xmm18, %xmm13, %xmm14
	vaddps	.LCPI0_71(%rip){1to4}, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	.LCPI0_72(%rip){1to4}, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	%xmm28, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	%xmm20, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm13
	vsubps	%xmm13, %xmm12, %xmm13
	vmulps	%xmm13, %xmm12, %xmm12
	vbroadcastss	.LCPI0_75(%rip), %xmm14
	vsubps	%xmm13, %xmm14, %xmm13
	vdivps	%xmm13, %xmm12, %xmm12
	vsubps	%xmm12, %xmm11, %xmm11
	vsubps	%xmm11, %xmm9, %xmm9
	vaddps	%xmm15, %xmm9, %xmm9
	vpaddd	%xmm31, %xmm10, %xmm11
	vpsrld	$1, %xmm11, %xmm11
	vpsubd	%xmm11, %xmm10, %xmm10
	vpslld	$23, %xmm11, %xmm11
	vpaddd	%xmm30, %xmm11, %xmm11
	vmulps	%xmm11, %xmm9, %xmm9
	vpslld	$23, %xmm10, %xmm10
	vpaddd	%xmm16, %xmm10, %xmm10
	vmulps	%xmm10, %xmm9, %xmm9
	vxorps	%xmm10, %xmm10, %xmm10
	vcmpunordps	%xmm10, %xmm8, %k1
	vaddps	%xmm7, %xmm7, %xmm8
	vmulps	%xmm29, %xmm8, %xmm8
	vsubps	(%rdi,%rax,4), %xmm8, %xmm8
	vbroadcastss	.LCPI0_79(%rip), %xmm9 {%k1}
	vmulps	%xmm3, %xmm9, %xmm9
	vaddps	%xmm9, %xmm8, %xmm8
	vcvtqq2ps	%ymm6, %xmm9
	vcmpeqps	%xmm9, %xmm5, %k1
	vbroadcastss	.LCPI0_81(%rip), %xmm9 {%k1} {z}
	vaddps	%xmm8, %xmm9, %xmm8
	vmulps	%xmm2, %xmm8, %xmm8
	vsubps	%xmm8, %xmm7, %xmm7
	vandps	%xmm0, %xmm7, %xmm8
	vpcmpgtd	%xmm16, %xmm8, %k1
	vpbroadcastd	.LCPI0_79(%rip), %xmm7 {%k1}
	vmovdqu	%xmm7, (%rcx,%rax,4)
	addq	$4, %rax
	vpaddq	%ymm1, %ymm6, %ymm6
	cmpq	%rax, %r14
	jne	.LBB0_220
	movq	%r14, %rax
	cmpq	%r14, %rbp
	vmovss	.LCPI0_68(%rip), %xmm10
	vmovss	.LCPI0_69(%rip), %xmm13
	vmovss	.LCPI0_71(%rip), %xmm18
	vmovaps	160(%rsp), %xmm28
	vmovss	.LCPI0_63(%rip), %xmm12
	vmovss	.LCPI0_64(%rip), %xmm19
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovss	.LCPI0_66(%rip), %xmm16
	vmovss	.LCPI0_67(%rip), %xmm22
	vmovss	.LCPI0_72(%rip), %xmm0
	vmovss	.LCPI0_73(%rip), %xmm1
	vmovss	.LCPI0_74(%rip), %xmm2
	vmovss	.LCPI0_75(%rip), %xmm11
	vmovss	.LCPI0_76(%rip), %xmm17
	vmovaps	240(%rsp), %xmm29
	vmovaps	352(%rsp), %xmm30
	vmovaps	576(%rsp), %xmm31
	vmovss	.LCPI0_80(%rip), %xmm14
	jne	.LBB0_183
	jmp	.LBB0_222
.LBB0_145:
	vmulss	28(%rsp), %xmm2, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vcmpltss	%xmm0, %xmm27, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	jmp	.LBB0_146
	.p2align	4
.LBB0_223:
	addq	$4, %r13
	cmpq	%rcx, %r13
	jb	.LBB0_223
	jmp	.LBB0_67
.LBB0_14:
	cmpq	%r13, %rcx
	jbe	.LBB0_67
	cmpq	$0, 120(%rsp)
	je	.LBB0_67
	movl	$3449720151, %edi
	movq	8(%rsp), %rcx
	movq	%rcx, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %r8
	leaq	842468239(%rax), %r10
	leaq	1684936478(%rax), %r11
	leaq	534103459(%rax), %rbx
	leaq	-305585874(%rax,%rdi), %rdx
	movq	%rdx, 944(%rsp)
	leaq	536882365(%rax,%rdi), %rdx
	movq	%rdx, 568(%rsp)
	leaq	-613950654(%rax,%rdi), %rdx
	movq	%rdx, 560(%rsp)
	leaq	(%rax,%rdi), %r15
	addq	$228517585, %r15
	movq	%r15, 3168(%rsp)
	movq	%r13, %r14
	imulq	%rbp, %r14
	leaq	(,%rbp,4), %rdx
	leaq	4(,%r13,4), %rax
	imulq	%rbp, %rax
	movq	%rax, 504(%rsp)
	leaq	(,%rbp,2), %rax
	addq	%rbp, %rax
	movq	-104(%rsp), %r9
	leaq	(%r9,%rax,4), %rax
	movq	%rax, 496(%rsp)
	movq	%rdx, %rax
	negq	%rax
	movq	%rax, 920(%rsp)
	movq	%rbp, %rdx
	andq	$-64, %rdx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 4384(%rsp)
	leaq	(%rcx,%rdi), %rsi
	addq	$-795284382, %rsi
	movq	%rsi, 4896(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 5152(%rsp)
	leaq	1013904242(%rcx), %rax
	movq	%rax, 968(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3808(%rsp)
	movq	%r8, 4960(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 5088(%rsp)
	leaq	218619860(%rcx,%rdi), %rax
	movq	%rax, 960(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3744(%rsp)
	movq	%r10, 984(%rsp)
	vpbroadcastq	%r10, %zmm0
	vmovdqu64	%zmm0, 3680(%rsp)
	leaq	2027808484(%rcx), %rax
	movq	%rax, 16(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3616(%rsp)
	movq	568(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3552(%rsp)
	leaq	387276957(%rcx), %rax
	movq	%rax, 344(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3488(%rsp)
	movq	560(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3424(%rsp)
	leaq	-408007425(%rcx,%rdi), %rax
	movq	%rax, 952(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3360(%rsp)
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 3296(%rsp)
	leaq	1401181199(%rcx), %rax
	movq	%rax, 128(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3232(%rsp)
	vpbroadcastq	%rbx, %zmm0
	vmovdqu64	%zmm0, 4448(%rsp)
	vpbroadcastq	%r15, %zmm0
	vmovdqu64	%zmm0, 3040(%rsp)
	leal	-1879881855(%rcx), %eax
	movl	%eax, 144(%rsp)
	leaq	(,%rbp,4), %rcx
	movl	$3449720151, %r15d
	vpbroadcastd	%eax, %zmm0
	vmovdqu64	%zmm0, 4128(%rsp)
	movq	%rbp, %rax
	andq	$-8, %rax
	vpbroadcastq	%rdx, %zmm0
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vporq	%zmm1, %zmm0, %zmm0
	vmovdqu64	%zmm0, 3104(%rsp)
	movq	%rbp, %rsi
	andq	$-16, %rsi
	vbroadcastss	%xmm4, %zmm27
	movq	%rbp, %r8
	andq	$-4, %r8
	movq	%r8, 520(%rsp)
	movq	%rsi, -96(%rsp)
	vpbroadcastq	%rsi, %ymm0
	vpor	%ymm1, %ymm0, %ymm0
	vmovdqu	%ymm0, 2336(%rsp)
	movq	%rax, 1056(%rsp)
	movq	%rdx, -72(%rsp)
	subq	%rdx, %rax
	movq	%rax, 528(%rsp)
	movq	%rcx, %rax
	andq	$-256, %rax
	addq	%r9, %rax
	movq	%rax, 5024(%rsp)
	vpbroadcastq	.LCPI0_1(%rip), %zmm1
	vxorpd	%xmm28, %xmm28, %xmm28
	vxorps	%xmm30, %xmm30, %xmm30
	leaq	(,%rbp,8), %rax
	movq	%rax, 152(%rsp)
	leaq	(%r9,%rbp,8), %rsi
	leaq	(,%r14,4), %rax
	movq	%rax, 912(%rsp)
	movq	-88(%rsp), %rax
	leaq	(%rax,%r14,4), %rdx
	leaq	192(%r9), %rax
	movq	%rax, 136(%rsp)
	movq	304(%rsp), %rax
	movq	%r14, 112(%rsp)
	leaq	(%rax,%r14,4), %rdi
	xorl	%r8d, %r8d
	movq	%rdx, 4064(%rsp)
	movq	%rdx, 1312(%rsp)
	vmovss	.LCPI0_72(%rip), %xmm23
	vbroadcastss	.LCPI0_76(%rip), %zmm19
	vpbroadcastd	.LCPI0_60(%rip), %zmm29
	movq	%r11, 976(%rsp)
	movq	%rbx, 312(%rsp)
	movq	%rcx, 512(%rsp)
	vmovupd	%zmm27, 4000(%rsp)
	movq	%rsi, 320(%rsp)
	jmp	.LBB0_17
	.p2align	4
.LBB0_66:
	movl	%r10d, %r12d
	incq	%r13
	movq	928(%rsp), %r8
	incq	%r8
	addq	%rbp, 112(%rsp)
	movq	512(%rsp), %rcx
	addq	%rcx, 1312(%rsp)
	addq	%rcx, %rdi
	cmpq	480(%rsp), %r13
	vpbroadcastq	.LCPI0_1(%rip), %zmm1
	je	.LBB0_67
.LBB0_17:
	movq	%rdi, 544(%rsp)
	movq	%r13, 552(%rsp)
	movq	920(%rsp), %r9
	imulq	%r8, %r9
	movq	%rcx, %rax
	movq	%r8, 928(%rsp)
	imulq	%r8, %rax
	movq	912(%rsp), %rcx
	addq	%rax, %rcx
	movq	-88(%rsp), %r10
	leaq	(%r10,%rcx), %rdx
	addq	504(%rsp), %rax
	leaq	(%r10,%rax), %rsi
	movq	304(%rsp), %rdi
	addq	%rdi, %rcx
	addq	%rdi, %rax
	movq	%r13, %rdi
	imulq	%rbp, %rdi
	addq	-104(%rsp), %r9
	movq	%r9, 832(%rsp)
	cmpq	%rax, %rdx
	setb	%r8b
	cmpq	%rsi, %rcx
	setb	%r9b
	andb	%r8b, %r9b
	cmpq	496(%rsp), %rdx
	setb	%r8b
	cmpq	%rsi, 320(%rsp)
	setb	%r14b
	andb	%r8b, %r14b
	orb	%r9b, %r14b
	movb	%r14b, -113(%rsp)
	cmpq	%rax, %rdx
	setb	%al
	cmpq	%rsi, %rcx
	leaq	(%r10,%rdi,4), %rcx
	movq	%rcx, 536(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vpaddq	%zmm1, %zmm0, %zmm1
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm0, %zmm2
	vmovdqu64	%zmm0, 3872(%rsp)
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm0, %zmm0
	setb	%cl
	andb	%al, %cl
	movb	%cl, 2880(%rsp)
	movq	$0, 336(%rsp)
	vmovss	32(%rsp), %xmm3
	movl	%r12d, %r10d
	vmovdqu64	%zmm1, 4320(%rsp)
	vmovdqu64	%zmm2, 4256(%rsp)
	vmovdqu64	%zmm0, 4192(%rsp)
	jmp	.LBB0_18
	.p2align	4
.LBB0_65:
	vmovss	328(%rsp), %xmm3
	vmulss	40(%rsp), %xmm3, %xmm3
	movq	336(%rsp), %rcx
	incq	%rcx
	movq	%rcx, 336(%rsp)
	cmpq	120(%rsp), %rcx
	vbroadcastss	.LCPI0_76(%rip), %zmm19
	je	.LBB0_66
.LBB0_18:
	vmovss	44(%rsp), %xmm0
	cmpl	$0, 36(%rsp)
	jne	.LBB0_19
.LBB0_20:
	vmovaps	%xmm0, 2496(%rsp)
	vmovss	%xmm3, 328(%rsp)
	testl	%r10d, %r10d
	movq	8(%rsp), %rbx
	movq	152(%rsp), %r11
	movq	1312(%rsp), %r10
	je	.LBB0_39
	movq	936(%rsp), %rax
	movq	336(%rsp), %rcx
	addq	%rax, %rcx
	movq	%rcx, %r12
	shrq	$32, %r12
	imulq	%r15, %r12
	movq	%r12, %rax
	shrq	$32, %rax
	xorl	%ebx, %ecx
	xorl	%eax, %ecx
	leaq	78811644(%r15), %rdi
	imulq	%rdi, %rcx
	movq	%rcx, %rbp
	shrq	$32, %rbp
	xorq	944(%rsp), %rbp
	vpbroadcastq	%rbp, %zmm28
	vpbroadcastq	%r12, %zmm0
	vpxorq	5152(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2432(%rsp)
	movq	%rcx, %r9
	vpbroadcastq	%rcx, %zmm0
	vpxorq	5088(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2000(%rsp)
	movq	136(%rsp), %r8
	movq	-72(%rsp), %r10
	vmovdqa64	.LCPI0_0(%rip), %zmm3
	vmovdqa64	.LCPI0_4(%rip), %zmm0
	vpbroadcastq	.LCPI0_5(%rip), %zmm18
	vpbroadcastq	.LCPI0_6(%rip), %zmm20
	vmovdqu64	4384(%rsp), %zmm24
	vmovdqu64	%zmm28, 2064(%rsp)
	.p2align	4
.LBB0_22:
	vmovdqu64	%zmm0, 48(%rsp)
	vmovdqu64	%zmm3, -64(%rsp)
	vmovdqu64	3872(%rsp), %zmm2
	vpaddq	%zmm2, %zmm0, %zmm5
	vpmuludq	%zmm18, %zmm5, %zmm1
	vpaddq	%zmm2, %zmm3, %zmm8
	vpmuludq	%zmm18, %zmm8, %zmm11
	vmovdqu64	4320(%rsp), %zmm2
	vpaddq	%zmm2, %zmm0, %zmm9
	vpmuludq	%zmm18, %zmm9, %zmm0
	vpaddq	%zmm2, %zmm3, %zmm10
	vpmuludq	%zmm18, %zmm10, %zmm29
	vmovdqu64	4256(%rsp), %zmm2
	vpaddq	48(%rsp), %zmm2, %zmm12
	vpmuludq	%zmm18, %zmm12, %zmm4
	vpaddq	-64(%rsp), %zmm2, %zmm13
	vpmuludq	%zmm18, %zmm13, %zmm7
	vmovdqu64	4192(%rsp), %zmm6
	vpaddq	48(%rsp), %zmm6, %zmm14
	vpmuludq	%zmm18, %zmm14, %zmm2
	vpaddq	-64(%rsp), %zmm6, %zmm15
	vpmuludq	%zmm18, %zmm15, %zmm6
	vpternlogq	$150, %zmm24, %zmm11, %zmm8
	vpternlogq	$150, %zmm24, %zmm1, %zmm5
	vpternlogq	$150, %zmm24, %zmm29, %zmm10
	vpternlogq	$150, %zmm24, %zmm0, %zmm9
	vpternlogq	$150, %zmm24, %zmm7, %zmm13
	vpternlogq	$150, %zmm24, %zmm4, %zmm12
	vpternlogq	$150, %zmm24, %zmm6, %zmm15
	vpternlogq	$150, %zmm24, %zmm2, %zmm14
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm13, %zmm16
	vpsrlq	$32, %zmm14, %zmm17
	vpsrlq	$32, %zmm15, %zmm15
	vpmuludq	%zmm20, %zmm8, %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm14
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm17
	vpsrlq	$32, %zmm23, %zmm12
	vpsrlq	$32, %zmm26, %zmm15
	vpsrlq	$32, %zmm13, %zmm18
	vpsrlq	$32, %zmm14, %zmm16
	vpsrlq	$32, %zmm9, %zmm19
	vpsrlq	$32, %zmm10, %zmm22
	vpsrlq	$32, %zmm17, %zmm24
	vpsrlq	$32, %zmm21, %zmm25
	vmovdqu64	2432(%rsp), %zmm27
	vpxorq	%zmm27, %zmm15, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm8
	vmovdqu64	%zmm8, 704(%rsp)
	vpxorq	%zmm27, %zmm12, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm15
	vmovdqu64	%zmm15, 416(%rsp)
	vpxorq	%zmm27, %zmm16, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm16
	vpxorq	%zmm27, %zmm18, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm3
	vpxorq	%zmm27, %zmm22, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm18
	vpxorq	%zmm27, %zmm19, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm5
	vpxorq	%zmm27, %zmm25, %zmm12
	vpxorq	%zmm27, %zmm24, %zmm19
	vpxorq	%zmm11, %zmm28, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm12
	vmovdqu64	%zmm12, 576(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm24
	vpxorq	%zmm1, %zmm28, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm27
	vpxorq	%zmm29, %zmm28, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm1
	vmovdqu64	%zmm1, 176(%rsp)
	vpxorq	%zmm0, %zmm28, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm30
	vpxorq	%zmm7, %zmm28, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm11
	vpxorq	%zmm4, %zmm28, %zmm4
	vpsrlq	$32, %zmm15, %zmm0
	vmovdqu64	%zmm0, 640(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm12
	vpxorq	%zmm6, %zmm28, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm15
	vmovdqu64	%zmm15, 768(%rsp)
	vpxorq	%zmm2, %zmm28, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 240(%rsp)
	vpsrlq	$32, %zmm8, %zmm2
	vpsrlq	$32, %zmm27, %zmm4
	vpsrlq	$32, %zmm24, %zmm6
	vpsrlq	$32, %zmm30, %zmm28
	vpsrlq	$32, %zmm25, %zmm29
	vpsrlq	$32, %zmm12, %zmm31
	vpsrlq	$32, %zmm3, %zmm7
	vmovdqa64	%zmm3, %zmm22
	vmovdqu64	3808(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm26, %zmm6
	vpsrlq	$32, %zmm11, %zmm26
	vpternlogq	$150, %zmm0, %zmm23, %zmm4
	vpsrlq	$32, %zmm1, %zmm23
	vpternlogq	$150, %zmm0, %zmm14, %zmm29
	vpsrlq	$32, %zmm16, %zmm1
	vpternlogq	$150, %zmm0, %zmm13, %zmm28
	vpsrlq	$32, %zmm15, %zmm13
	vpternlogq	$150, %zmm0, %zmm10, %zmm26
	vpternlogq	$150, %zmm0, %zmm9, %zmm31
	vpternlogq	$150, %zmm0, %zmm21, %zmm13
	vpsrlq	$32, %zmm5, %zmm14
	vmovdqa64	%zmm5, %zmm8
	vpternlogq	$150, %zmm0, %zmm17, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm17
	vmovdqu64	%zmm17, 1696(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm4
	vmovdqu64	%zmm4, 352(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm10
	vmovdqu64	%zmm10, 2128(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm6
	vmovdqu64	%zmm6, 992(%rsp)
	vpsrlq	$32, %zmm18, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm5
	vmovdqu64	%zmm5, 1760(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm9
	vmovdqu64	%zmm9, 848(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm3
	vmovdqu64	%zmm3, 1568(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm20
	vmovdqu64	%zmm20, 1632(%rsp)
	vpsrlq	$32, %zmm4, %zmm13
	vmovdqu64	2000(%rsp), %zmm4
	vpxorq	%zmm4, %zmm2, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm19
	vpxorq	640(%rsp), %zmm4, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm15
	vpxorq	%zmm4, %zmm1, %zmm1
	vpxorq	%zmm4, %zmm7, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm3
	vpxorq	%zmm4, %zmm0, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm26
	vpxorq	%zmm4, %zmm14, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm1
	vpsrlq	$32, %zmm19, %zmm31
	vmovdqu64	3744(%rsp), %zmm0
	vpternlogq	$150, %zmm24, %zmm0, %zmm31
	vpsrlq	$32, %zmm15, %zmm24
	vpternlogq	$150, %zmm27, %zmm0, %zmm24
	vpsrlq	$32, %zmm23, %zmm28
	vpternlogq	$150, %zmm25, %zmm0, %zmm28
	vpsrlq	$32, %zmm3, %zmm14
	vmovdqa64	%zmm3, %zmm25
	vpternlogq	$150, %zmm30, %zmm0, %zmm14
	vpsrlq	$32, %zmm26, %zmm30
	vpternlogq	$150, %zmm11, %zmm0, %zmm30
	vpsrlq	$32, %zmm1, %zmm29
	vmovdqa64	%zmm1, %zmm27
	vpternlogq	$150, %zmm12, %zmm0, %zmm29
	vpsrlq	$32, %zmm17, %zmm3
	vmovdqu64	3680(%rsp), %zmm7
	vpternlogq	$150, 416(%rsp), %zmm7, %zmm3
	vpsrlq	$32, %zmm6, %zmm21
	vpternlogq	$150, 704(%rsp), %zmm7, %zmm13
	vpsrlq	$32, %zmm10, %zmm6
	vpternlogq	$150, %zmm7, %zmm22, %zmm6
	vpsrlq	$32, %zmm9, %zmm10
	vpternlogq	$150, %zmm7, %zmm16, %zmm21
	vpsrlq	$32, %zmm5, %zmm9
	vpternlogq	$150, %zmm7, %zmm8, %zmm9
	vpsrlq	$32, %zmm20, %zmm17
	vpternlogq	$150, %zmm7, %zmm18, %zmm10
	vmovdqu64	576(%rsp), %zmm1
	vpsrlq	$32, %zmm1, %zmm2
	vpxorq	%zmm4, %zmm2, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm2
	vpternlogq	$150, %zmm7, %zmm1, %zmm17
	vpsrlq	$32, %zmm2, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm5
	vmovdqu64	%zmm5, 1184(%rsp)
	vpternlogq	$150, 768(%rsp), %zmm0, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm1
	vmovdqu64	%zmm1, 1824(%rsp)
	vpsrlq	$32, %zmm5, %zmm20
	vmovdqu64	3616(%rsp), %zmm22
	vpternlogq	$150, %zmm22, %zmm19, %zmm20
	vpsrlq	$32, %zmm1, %zmm13
	vpternlogq	$150, %zmm22, %zmm15, %zmm13
	vmovdqu64	1568(%rsp), %zmm1
	vpsrlq	$32, %zmm1, %zmm3
	vmovdqu64	176(%rsp), %zmm8
	vpternlogq	$150, %zmm7, %zmm8, %zmm3
	vpsrlq	$32, %zmm8, %zmm7
	vpxorq	%zmm4, %zmm7, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm11
	vpsrlq	$32, %zmm11, %zmm7
	vpternlogq	$150, 240(%rsp), %zmm0, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm0
	vmovdqu64	%zmm0, 416(%rsp)
	vpsrlq	$32, %zmm0, %zmm18
	vpternlogq	$150, %zmm22, %zmm23, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm0
	vmovdqu64	%zmm0, 640(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, %zmm22, %zmm25, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm0
	vmovdqu64	%zmm0, 1072(%rsp)
	vpsrlq	$32, %zmm0, %zmm19
	vpternlogq	$150, %zmm22, %zmm26, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm0
	vmovdqu64	%zmm0, 704(%rsp)
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm22, %zmm27, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm0
	vmovdqu64	%zmm0, 768(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm22, %zmm2, %zmm0
	vmovdqu64	%zmm0, 240(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm0
	vmovdqu64	%zmm0, 576(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, %zmm22, %zmm11, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm6
	vpsrlq	$32, %zmm6, %zmm2
	vmovdqu64	3552(%rsp), %zmm3
	vpternlogq	$150, 1696(%rsp), %zmm3, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm9
	vpsrlq	$32, %zmm9, %zmm24
	vpternlogq	$150, 352(%rsp), %zmm3, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm5
	vpsrlq	$32, %zmm5, %zmm12
	vpternlogq	$150, 2128(%rsp), %zmm3, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm8
	vpsrlq	$32, %zmm8, %zmm23
	vpternlogq	$150, 992(%rsp), %zmm3, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm26
	vpsrlq	$32, %zmm26, %zmm29
	vpternlogq	$150, 1760(%rsp), %zmm3, %zmm29
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm25
	vpsrlq	$32, %zmm25, %zmm22
	vpternlogq	$150, 848(%rsp), %zmm3, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm0
	vmovdqu64	%zmm0, 992(%rsp)
	vpsrlq	$32, %zmm0, %zmm27
	vpternlogq	$150, %zmm1, %zmm3, %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm11
	vpternlogq	$150, 1632(%rsp), %zmm3, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm24, %zmm0
	vmovdqu64	%zmm0, 848(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	3488(%rsp), %zmm1
	vpternlogq	$150, 1184(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 176(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm24
	vpsrlq	$32, %zmm24, %zmm7
	vpternlogq	$150, 1824(%rsp), %zmm1, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm0
	vmovdqu64	%zmm0, 352(%rsp)
	vpsrlq	$32, %zmm0, %zmm28
	vmovdqu64	3424(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm6, %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm30
	vpsrlq	$32, %zmm30, %zmm13
	vpternlogq	$150, 416(%rsp), %zmm1, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm2
	vmovdqu64	%zmm2, 416(%rsp)
	vpsrlq	$32, %zmm2, %zmm23
	vpternlogq	$150, %zmm0, %zmm9, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm10
	vpsrlq	$32, %zmm10, %zmm14
	vpternlogq	$150, 640(%rsp), %zmm1, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm2
	vmovdqu64	%zmm2, 640(%rsp)
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm0, %zmm5, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm15
	vpsrlq	$32, %zmm15, %zmm9
	vpternlogq	$150, 1072(%rsp), %zmm1, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm18
	vpsrlq	$32, %zmm18, %zmm5
	vpternlogq	$150, %zmm0, %zmm8, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm29, %zmm6
	vpsrlq	$32, %zmm6, %zmm22
	vpternlogq	$150, 704(%rsp), %zmm1, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm21
	vpsrlq	$32, %zmm21, %zmm3
	vpternlogq	$150, %zmm0, %zmm26, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm26
	vpsrlq	$32, %zmm26, %zmm20
	vpternlogq	$150, 768(%rsp), %zmm1, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm12
	vpsrlq	$32, %zmm12, %zmm2
	vpternlogq	$150, %zmm0, %zmm25, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm8
	vmovdqu64	%zmm8, 768(%rsp)
	vpsrlq	$32, %zmm8, %zmm31
	vpternlogq	$150, 576(%rsp), %zmm1, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm29
	vpsrlq	$32, %zmm29, %zmm17
	vpternlogq	$150, 992(%rsp), %zmm0, %zmm17
	vmovdqu64	240(%rsp), %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm19
	vpsrlq	$32, %zmm19, %zmm1
	vpternlogq	$150, %zmm0, %zmm16, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm0
	vmovdqu64	%zmm0, 576(%rsp)
	vpsrlq	$32, %zmm0, %zmm11
	vmovdqu64	3360(%rsp), %zmm0
	vpternlogq	$150, 848(%rsp), %zmm0, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm28, %zmm23
	vpsrlq	$32, %zmm23, %zmm28
	vpternlogq	$150, %zmm0, %zmm24, %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm24
	vpsrlq	$32, %zmm24, %zmm5
	vpternlogq	$150, %zmm0, %zmm30, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm25
	vpsrlq	$32, %zmm25, %zmm8
	vpternlogq	$150, %zmm0, %zmm10, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm30
	vpsrlq	$32, %zmm30, %zmm10
	vpternlogq	$150, %zmm0, %zmm15, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm27
	vpsrlq	$32, %zmm27, %zmm15
	vpternlogq	$150, %zmm0, %zmm6, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm6
	vpsrlq	$32, %zmm6, %zmm16
	vpternlogq	$150, %zmm0, %zmm26, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm1
	vmovdqu64	%zmm1, 240(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vmovdqu64	3296(%rsp), %zmm3
	vpternlogq	$150, 352(%rsp), %zmm3, %zmm2
	vmovdqu64	176(%rsp), %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 176(%rsp)
	vpsrlq	$32, %zmm1, %zmm7
	vpternlogq	$150, 416(%rsp), %zmm3, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm1
	vmovdqu64	%zmm1, 352(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 640(%rsp), %zmm3, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm4
	vmovdqu64	%zmm4, 416(%rsp)
	vpsrlq	$32, %zmm4, %zmm14
	vpternlogq	$150, %zmm18, %zmm3, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm4
	vmovdqu64	%zmm4, 704(%rsp)
	vpsrlq	$32, %zmm4, %zmm22
	vpternlogq	$150, %zmm21, %zmm3, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm4
	vpternlogq	$150, %zmm12, %zmm3, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm13
	vpsrlq	$32, %zmm13, %zmm26
	vpternlogq	$150, %zmm29, %zmm3, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm12
	vpsrlq	$32, %zmm12, %zmm20
	vpternlogq	$150, %zmm19, %zmm3, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm29
	vpsrlq	$32, %zmm29, %zmm19
	vpternlogq	$150, 768(%rsp), %zmm0, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm31
	vmovdqu64	3232(%rsp), %zmm3
	vpternlogq	$150, 576(%rsp), %zmm3, %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm21
	vpternlogq	$150, %zmm23, %zmm3, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm2
	vpsrlq	$32, %zmm2, %zmm7
	vpternlogq	$150, %zmm24, %zmm3, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm18
	vpternlogq	$150, %zmm25, %zmm3, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm0
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, %zmm30, %zmm3, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm0
	vpsrlq	$32, %zmm0, %zmm14
	vpternlogq	$150, %zmm27, %zmm3, %zmm14
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm0
	vmovdqu64	4448(%rsp), %zmm27
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, %zmm6, %zmm3, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm25
	vmovdqu64	2064(%rsp), %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm26, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm8
	vpsrlq	$32, %zmm1, %zmm16
	vpternlogq	$150, %zmm29, %zmm3, %zmm16
	vpsrlq	$32, %zmm25, %zmm1
	vpternlogq	$150, 240(%rsp), %zmm27, %zmm1
	vpsrlq	$32, %zmm24, %zmm2
	vpternlogq	$150, 176(%rsp), %zmm27, %zmm2
	vpsrlq	$32, %zmm23, %zmm3
	vpternlogq	$150, 352(%rsp), %zmm27, %zmm3
	vpsrlq	$32, %zmm0, %zmm11
	vpternlogq	$150, 416(%rsp), %zmm27, %zmm11
	vpsrlq	$32, %zmm15, %zmm6
	vpternlogq	$150, 704(%rsp), %zmm27, %zmm6
	vpsrlq	$32, %zmm10, %zmm4
	vpternlogq	$150, %zmm27, %zmm9, %zmm4
	vpsrlq	$32, %zmm5, %zmm9
	vpternlogq	$150, %zmm27, %zmm13, %zmm9
	vpsrlq	$32, %zmm8, %zmm13
	vpternlogq	$150, %zmm27, %zmm12, %zmm13
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm2, %zmm1
	vpmovqd	%zmm11, %ymm2
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm2, %zmm2
	vpmovqd	%zmm4, %ymm3
	vpmovqd	%zmm6, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpmovqd	%zmm13, %ymm4
	vpmovqd	%zmm9, %ymm6
	vinserti64x4	$1, %ymm6, %zmm4, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm6
	vmovdqu64	3040(%rsp), %zmm26
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm25, %zmm26, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm9
	vpsrlq	$32, %zmm9, %zmm9
	vpternlogq	$150, %zmm24, %zmm26, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm11
	vmovdqu64	4384(%rsp), %zmm24
	vpsrlq	$32, %zmm11, %zmm11
	vpternlogq	$150, %zmm23, %zmm26, %zmm11
	vpbroadcastq	.LCPI0_6(%rip), %zmm20
	vpbroadcastq	.LCPI0_5(%rip), %zmm18
	vpmuludq	%zmm18, %zmm7, %zmm7
	vpmuludq	%zmm18, %zmm14, %zmm12
	vpmuludq	%zmm18, %zmm17, %zmm13
	vpmuludq	%zmm18, %zmm16, %zmm14
	vpmuludq	%zmm18, %zmm22, %zmm16
	vmovdqu64	4128(%rsp), %zmm25
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm16, %zmm16
	vpsrlq	$32, %zmm14, %zmm14
	vpternlogq	$150, %zmm0, %zmm26, %zmm7
	vpternlogq	$150, %zmm15, %zmm26, %zmm12
	vpternlogq	$150, %zmm10, %zmm26, %zmm13
	vpternlogq	$150, %zmm5, %zmm26, %zmm14
	vpternlogq	$150, %zmm8, %zmm26, %zmm16
	vpmuludq	%zmm20, %zmm9, %zmm0
	vpmuludq	%zmm20, %zmm6, %zmm5
	vpmuludq	%zmm20, %zmm7, %zmm6
	vpmuludq	%zmm20, %zmm11, %zmm7
	vpmuludq	%zmm20, %zmm13, %zmm8
	vpmuludq	%zmm20, %zmm12, %zmm9
	vpmuludq	%zmm20, %zmm16, %zmm10
	vpmuludq	%zmm20, %zmm14, %zmm11
	vpsrlq	$32, %zmm5, %zmm12
	vpsrlq	$32, %zmm0, %zmm13
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm6, %zmm15
	vpsrlq	$32, %zmm9, %zmm16
	vpmovqd	%zmm13, %ymm13
	vpmovqd	%zmm12, %ymm12
	vinserti64x4	$1, %ymm12, %zmm13, %zmm12
	vpsrlq	$32, %zmm8, %zmm13
	vpmovqd	%zmm15, %ymm15
	vpmovqd	%zmm14, %ymm14
	vinserti64x4	$1, %ymm14, %zmm15, %zmm14
	vpsrlq	$32, %zmm11, %zmm15
	vpmovqd	%zmm13, %ymm13
	vpmovqd	%zmm16, %ymm16
	vinserti64x4	$1, %ymm16, %zmm13, %zmm13
	vpsrlq	$32, %zmm10, %zmm16
	vpmovqd	%zmm16, %ymm16
	vpmovqd	%zmm15, %ymm15
	vinserti64x4	$1, %ymm15, %zmm16, %zmm15
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm0, %zmm0
	vpmovqd	%zmm6, %ymm5
	vpmovqd	%zmm7, %ymm6
	vinserti64x4	$1, %ymm6, %zmm5, %zmm5
	vpmovqd	%zmm8, %ymm6
	vpmovqd	%zmm9, %ymm7
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vpmovqd	%zmm10, %ymm7
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_7(%rip), %zmm8
	vpmulld	%zmm8, %zmm1, %zmm1
	vpternlogd	$150, %zmm1, %zmm25, %zmm12
	vpmulld	%zmm8, %zmm2, %zmm1
	vpternlogd	$150, %zmm1, %zmm25, %zmm14
	vpmulld	%zmm8, %zmm3, %zmm1
	vmovdqu64	-64(%rsp), %zmm3
	vpternlogd	$150, %zmm1, %zmm25, %zmm13
	vpmulld	%zmm8, %zmm4, %zmm1
	vpternlogd	$150, %zmm1, %zmm25, %zmm15
	vmovdqu64	%zmm12, -192(%r8,%r11)
	vpbroadcastq	.LCPI0_8(%rip), %zmm1
	vmovdqu64	%zmm14, -128(%r8,%r11)
	vmovdqu64	%zmm13, -64(%r8,%r11)
	vmovdqu64	%zmm15, (%r8,%r11)
	vmovdqu64	%zmm0, -192(%r8)
	vmovdqu64	48(%rsp), %zmm0
	vmovdqu64	%zmm5, -128(%r8)
	vmovdqu64	%zmm6, -64(%r8)
	vmovdqu64	%zmm7, (%r8)
	vpaddq	%zmm1, %zmm3, %zmm3
	vpaddq	%zmm1, %zmm0, %zmm0
	addq	$256, %r8
	addq	$-64, %r10
	jne	.LBB0_22
	movq	-72(%rsp), %rax
	cmpq	%rax, -112(%rsp)
	movq	312(%rsp), %r13
	movq	3168(%rsp), %r15
	movq	128(%rsp), %rdx
	movl	$3449720151, %r14d
	movq	%r9, 1248(%rsp)
	je	.LBB0_30
	movq	-72(%rsp), %rcx
	testb	$56, -112(%rsp)
	je	.LBB0_28
	movl	%r12d, %eax
	xorl	4896(%rsp), %eax
	vpbroadcastq	%rax, %zmm0
	movq	1248(%rsp), %rax
	xorl	4960(%rsp), %eax
	vpbroadcastq	%rax, %zmm1
	movq	5024(%rsp), %rax
	movq	528(%rsp), %rcx
	vmovdqu64	3104(%rsp), %zmm2
	vmovdqu64	3808(%rsp), %zmm9
	vmovdqu64	3744(%rsp), %zmm10
	vmovdqu64	3680(%rsp), %zmm11
	vmovdqu64	3616(%rsp), %zmm12
	vmovdqu64	3552(%rsp), %zmm13
	vmovdqu64	3488(%rsp), %zmm14
	vmovdqu64	3424(%rsp), %zmm15
	vmovdqu64	3360(%rsp), %zmm16
	vmovdqu64	3296(%rsp), %zmm17
	vmovdqu64	3232(%rsp), %zmm19
	vpbroadcastd	.LCPI0_7(%rip), %ymm21
	vpbroadcastq	.LCPI0_9(%rip), %zmm22
	vmovdqu64	3872(%rsp), %zmm23
	.p2align	4
.LBB0_26:
	vpaddq	%zmm23, %zmm2, %zmm3
	vpmuludq	%zmm18, %zmm3, %zmm4
	vpternlogq	$150, %zmm24, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm20, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm5, %zmm0, %zmm5
	vpxorq	%zmm4, %zmm28, %zmm4
	vpmuludq	%zmm18, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm6
	vpxorq	%zmm6, %zmm1, %zmm6
	vpmuludq	%zmm20, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm9, %zmm3, %zmm7
	vpmuludq	%zmm18, %zmm7, %zmm3
	vpsrlq	$32, %zmm3, %zmm7
	vpmuludq	%zmm20, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm10, %zmm8
	vpternlogq	$150, %zmm11, %zmm5, %zmm7
	vpmuludq	%zmm18, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm5
	vpmuludq	%zmm20, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm8
	vpternlogq	$150, %zmm3, %zmm13, %zmm5
	vpternlogq	$150, %zmm12, %zmm6, %zmm8
	vpmuludq	%zmm18, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm6
	vpmuludq	%zmm20, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm7, %zmm14, %zmm8
	vpternlogq	$150, %zmm15, %zmm4, %zmm6
	vpmuludq	%zmm18, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpmuludq	%zmm20, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm3, %zmm17, %zmm7
	vpternlogq	$150, %zmm16, %zmm5, %zmm8
	vpmuludq	%zmm18, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpmuludq	%zmm20, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm6, %zmm19, %zmm7
	vpternlogq	$150, %zmm27, %zmm4, %zmm5
	vpmuludq	%zmm18, %zmm7, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm5, %ymm5
	vpmulld	%ymm21, %ymm5, %ymm5
	vpternlogq	$150, %zmm3, %zmm26, %zmm4
	vpmuludq	%zmm20, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpternlogd	$150, %ymm25, %ymm5, %ymm4
	vmovdqu	%ymm4, (%rax,%r11)
	vpmovqd	%zmm3, (%rax)
	vpaddq	%zmm22, %zmm2, %zmm2
	addq	$32, %rax
	addq	$-8, %rcx
	jne	.LBB0_26
	movq	1056(%rsp), %rax
	movq	%rax, %rcx
	cmpq	%rax, -112(%rsp)
	movq	312(%rsp), %r13
	movq	3168(%rsp), %r15
	movq	128(%rsp), %rdx
	movl	$3449720151, %r14d
	je	.LBB0_30
.LBB0_28:
	xorq	4896(%rsp), %r12
	movq	1248(%rsp), %rax
	xorq	4960(%rsp), %rax
	movq	%rax, 1248(%rsp)
	movq	-112(%rsp), %rsi
	subq	%rcx, %rsi
	movq	-104(%rsp), %rax
	leaq	(%rax,%rcx,4), %r8
	addq	112(%rsp), %rcx
	movq	%r12, -64(%rsp)
	.p2align	4
.LBB0_29:
	movl	%ecx, %r10d
	imulq	%rdi, %r10
	movq	%rcx, %r9
	xorq	%rbx, %r9
	xorq	%r10, %r9
	shrq	$32, %r9
	imulq	%r14, %r9
	movq	%r9, %r11
	shrq	$32, %r11
	xorl	%r12d, %r11d
	imulq	%rdi, %r11
	xorl	%ebp, %r10d
	imulq	%r14, %r10
	movq	%r10, %rax
	shrq	$32, %rax
	movq	%rbx, %r12
	movq	968(%rsp), %rbx
	xorl	%eax, %ebx
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	1248(%rsp), %eax
	xorl	%ebx, %r9d
	imulq	%rdi, %r9
	imulq	%r14, %rax
	movq	%rax, %rbx
	shrq	$32, %rbx
	xorl	960(%rsp), %r10d
	xorl	%ebx, %r10d
	movq	%r9, %rbx
	shrq	$32, %rbx
	xorl	984(%rsp), %r11d
	xorl	%ebx, %r11d
	imulq	%rdi, %r10
	imulq	%r14, %r11
	movq	%r11, %rbx
	shrq	$32, %rbx
	xorl	16(%rsp), %eax
	xorl	%ebx, %eax
	movq	%r10, %rbx
	shrq	$32, %rbx
	xorl	568(%rsp), %r9d
	xorl	%ebx, %r9d
	imulq	%r14, %r9
	imulq	%rdi, %rax
	movq	%r9, %rbx
	shrq	$32, %rbx
	xorl	344(%rsp), %r11d
	xorl	%ebx, %r11d
	movq	%rax, %rbx
	shrq	$32, %rbx
	xorl	560(%rsp), %r10d
	xorl	%ebx, %r10d
	imulq	%rdi, %r11
	imulq	%r14, %r10
	movq	%r10, %rbx
	shrq	$32, %rbx
	xorl	952(%rsp), %r9d
	xorl	%ebx, %r9d
	movq	%r11, %rbx
	shrq	$32, %rbx
	xorl	976(%rsp), %eax
	xorl	%ebx, %eax
	movq	%r12, %rbx
	movq	-64(%rsp), %r12
	imulq	%r14, %rax
	shrq	$32, %rax
	xorl	%edx, %r10d
	imulq	%rdi, %r9
	xorl	%eax, %r10d
	movq	%r9, %rax
	shrq	$32, %rax
	xorl	%r13d, %r11d
	xorl	%eax, %r11d
	imulq	%rdi, %r10
	shrq	$32, %r10
	imull	$-845247145, %r11d, %eax
	movq	152(%rsp), %r11
	xorl	%r15d, %r9d
	xorl	%r10d, %r9d
	imulq	%r14, %r9
	movq	%r9, %r10
	xorl	144(%rsp), %eax
	shrq	$32, %r10
	xorl	%r10d, %eax
	movl	%eax, (%r8,%r11)
	movl	%r9d, (%r8)
	addq	$4, %r8
	incq	%rcx
	decq	%rsi
	jne	.LBB0_29
.LBB0_30:
	movq	136(%rsp), %rbp
	movq	-72(%rsp), %rdx
	vpbroadcastq	.LCPI0_1(%rip), %zmm26
	movabsq	$4604544269498187776, %r8
	movabsq	$4503595332403200, %r9
	vbroadcastsd	.LCPI0_10(%rip), %zmm12
	.p2align	4
.LBB0_31:
	vcvtudq2pd	-192(%rbp), %zmm0
	vcvtudq2pd	-160(%rbp), %zmm1
	vcvtudq2pd	-128(%rbp), %zmm2
	vcvtudq2pd	-96(%rbp), %zmm3
	vcvtudq2pd	-64(%rbp), %zmm4
	vcvtudq2pd	-32(%rbp), %zmm5
	vcvtudq2pd	(%rbp), %zmm6
	vcvtudq2pd	32(%rbp), %zmm7
	vaddpd	%zmm12, %zmm1, %zmm1
	vaddpd	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm12, %zmm3, %zmm3
	vaddpd	%zmm12, %zmm2, %zmm2
	vaddpd	%zmm12, %zmm5, %zmm8
	vaddpd	%zmm12, %zmm4, %zmm4
	vaddpd	%zmm12, %zmm7, %zmm9
	vaddpd	%zmm12, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_11(%rip), %zmm10
	vmulpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm10, %zmm1, %zmm5
	vmulpd	%zmm10, %zmm2, %zmm1
	vmulpd	%zmm10, %zmm3, %zmm7
	vmulpd	%zmm10, %zmm4, %zmm2
	vmulpd	%zmm10, %zmm8, %zmm8
	vmulpd	%zmm10, %zmm6, %zmm4
	vmulpd	%zmm10, %zmm9, %zmm9
	vbroadcastsd	.LCPI0_29(%rip), %zmm3
	vmulpd	%zmm3, %zmm5, %zmm14
	vmulpd	%zmm3, %zmm0, %zmm21
	vmulpd	%zmm3, %zmm7, %zmm10
	vmulpd	%zmm3, %zmm1, %zmm12
	vmulpd	%zmm3, %zmm8, %zmm5
	vmulpd	%zmm3, %zmm2, %zmm8
	vmulpd	%zmm3, %zmm9, %zmm0
	vmulpd	%zmm3, %zmm4, %zmm2
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vmulpd	%zmm13, %zmm21, %zmm1
	vmulpd	%zmm13, %zmm14, %zmm3
	vmulpd	%zmm13, %zmm12, %zmm4
	vmulpd	%zmm13, %zmm10, %zmm6
	vmulpd	%zmm13, %zmm8, %zmm7
	vmulpd	%zmm13, %zmm5, %zmm9
	vmulpd	%zmm13, %zmm2, %zmm11
	vmulpd	%zmm13, %zmm0, %zmm13
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vaddpd	%zmm15, %zmm3, %zmm20
	vmovupd	%zmm20, 2432(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm17
	vmovupd	%zmm17, 2064(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 2128(%rsp)
	vaddpd	%zmm15, %zmm4, %zmm18
	vmovupd	%zmm18, 1568(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm4
	vmovupd	%zmm4, 1632(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 1696(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm3
	vmovupd	%zmm3, 1760(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 1824(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm1
	vaddpd	%zmm1, %zmm17, %zmm19
	vaddpd	%zmm1, %zmm20, %zmm17
	vaddpd	%zmm1, %zmm18, %zmm13
	vaddpd	%zmm1, %zmm16, %zmm11
	vaddpd	%zmm1, %zmm7, %zmm9
	vaddpd	%zmm1, %zmm4, %zmm7
	vaddpd	%zmm1, %zmm6, %zmm4
	vaddpd	%zmm1, %zmm3, %zmm6
	vbroadcastsd	.LCPI0_33(%rip), %zmm25
	vmulpd	%zmm25, %zmm17, %zmm20
	vmulpd	%zmm25, %zmm19, %zmm1
	vmulpd	%zmm25, %zmm11, %zmm15
	vmulpd	%zmm25, %zmm13, %zmm18
	vmulpd	%zmm25, %zmm7, %zmm16
	vsubpd	%zmm1, %zmm21, %zmm3
	vbroadcastsd	.LCPI0_34(%rip), %zmm28
	vmulpd	%zmm28, %zmm19, %zmm1
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	vmulpd	%zmm29, %zmm19, %zmm22
	vsubpd	%zmm1, %zmm3, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm31
	vpandq	%zmm31, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm31, %zmm23, %zmm23
	vpaddq	%zmm26, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm3, %zmm21
	vsubpd	%zmm21, %zmm3, %zmm23
	vsubpd	%zmm22, %zmm23, %zmm22
	vmulpd	%zmm25, %zmm9, %zmm24
	vsubpd	%zmm20, %zmm14, %zmm20
	vbroadcastsd	.LCPI0_36(%rip), %zmm30
	vmulpd	%zmm30, %zmm19, %zmm19
	vsubpd	%zmm22, %zmm19, %zmm1 {%k1}
	vmulpd	%zmm28, %zmm17, %zmm22
	vmulpd	%zmm29, %zmm17, %zmm19
	vmovapd	%zmm21, %zmm3 {%k1}
	vsubpd	%zmm22, %zmm20, %zmm21
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm31, %zmm14, %zmm14
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm31, %zmm21, %zmm21
	vpaddq	%zmm26, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm14, %k1
	vsubpd	%zmm19, %zmm20, %zmm21
	vsubpd	%zmm21, %zmm20, %zmm14
	vsubpd	%zmm19, %zmm14, %zmm14
	vmulpd	%zmm25, %zmm6, %zmm19
	vsubpd	%zmm18, %zmm12, %zmm23
	vmulpd	%zmm30, %zmm17, %zmm17
	vsubpd	%zmm14, %zmm17, %zmm22 {%k1}
	vmulpd	%zmm28, %zmm13, %zmm14
	vmulpd	%zmm29, %zmm13, %zmm17
	vmovapd	%zmm21, %zmm20 {%k1}
	vsubpd	%zmm14, %zmm23, %zmm18
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm31, %zmm12, %zmm12
	vpsrlq	$52, %zmm18, %zmm18
	vpandq	%zmm31, %zmm18, %zmm18
	vpaddq	%zmm26, %zmm18, %zmm18
	vpcmpgtq	%zmm18, %zmm12, %k1
	vsubpd	%zmm17, %zmm23, %zmm18
	vsubpd	%zmm18, %zmm23, %zmm12
	vsubpd	%zmm17, %zmm12, %zmm21
	vmulpd	%zmm25, %zmm4, %zmm17
	vsubpd	%zmm15, %zmm10, %zmm12
	vsubpd	%zmm24, %zmm8, %zmm15
	vsubpd	%zmm16, %zmm5, %zmm16
	vsubpd	%zmm17, %zmm2, %zmm17
	vsubpd	%zmm19, %zmm0, %zmm24
	vmulpd	%zmm30, %zmm13, %zmm13
	vsubpd	%zmm21, %zmm13, %zmm14 {%k1}
	vmulpd	%zmm28, %zmm11, %zmm13
	vmulpd	%zmm29, %zmm11, %zmm19
	vmovapd	%zmm18, %zmm23 {%k1}
	vsubpd	%zmm13, %zmm12, %zmm18
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm31, %zmm10, %zmm10
	vpsrlq	$52, %zmm18, %zmm18
	vpandq	%zmm31, %zmm18, %zmm18
	vpaddq	%zmm26, %zmm18, %zmm18
	vpcmpgtq	%zmm18, %zmm10, %k1
	vsubpd	%zmm19, %zmm12, %zmm18
	vsubpd	%zmm18, %zmm12, %zmm10
	vsubpd	%zmm19, %zmm10, %zmm19
	vmulpd	%zmm28, %zmm9, %zmm10
	vmulpd	%zmm30, %zmm11, %zmm11
	vsubpd	%zmm19, %zmm11, %zmm13 {%k1}
	vmulpd	%zmm28, %zmm7, %zmm25
	vmulpd	%zmm29, %zmm9, %zmm11
	vmovapd	%zmm18, %zmm12 {%k1}
	vsubpd	%zmm10, %zmm15, %zmm18
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm31, %zmm8, %zmm8
	vpsrlq	$52, %zmm18, %zmm18
	vpandq	%zmm31, %zmm18, %zmm18
	vpaddq	%zmm26, %zmm18, %zmm18
	vpcmpgtq	%zmm18, %zmm8, %k1
	vsubpd	%zmm11, %zmm15, %zmm8
	vsubpd	%zmm8, %zmm15, %zmm18
	vsubpd	%zmm11, %zmm18, %zmm11
	vmulpd	%zmm28, %zmm4, %zmm27
	vmulpd	%zmm30, %zmm9, %zmm9
	vsubpd	%zmm11, %zmm9, %zmm10 {%k1}
	vmulpd	%zmm28, %zmm6, %zmm9
	vmulpd	%zmm29, %zmm7, %zmm11
	vmovapd	%zmm8, %zmm15 {%k1}
	vsubpd	%zmm25, %zmm16, %zmm8
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm31, %zmm5, %zmm5
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm31, %zmm8, %zmm8
	vpaddq	%zmm26, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm5, %k1
	vsubpd	%zmm11, %zmm16, %zmm5
	vsubpd	%zmm5, %zmm16, %zmm8
	vsubpd	%zmm11, %zmm8, %zmm8
	vmulpd	%zmm29, %zmm4, %zmm11
	vmulpd	%zmm30, %zmm7, %zmm7
	vsubpd	%zmm8, %zmm7, %zmm25 {%k1}
	vmulpd	%zmm29, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm24, %zmm8
	vmovapd	%zmm5, %zmm16 {%k1}
	vsubpd	%zmm27, %zmm17, %zmm5
	vpsrlq	$52, %zmm2, %zmm2
	vpandq	%zmm31, %zmm2, %zmm2
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm31, %zmm5, %zmm5
	vpaddq	%zmm26, %zmm5, %zmm5
	vpcmpgtq	%zmm5, %zmm2, %k1
	vsubpd	%zmm11, %zmm17, %zmm2
	vmulpd	%zmm30, %zmm6, %zmm5
	vmulpd	%zmm30, %zmm4, %zmm4
	vsubpd	%zmm8, %zmm24, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm2, %zmm17, %zmm7
	vsubpd	%zmm11, %zmm7, %zmm7
	vsubpd	%zmm9, %zmm24, %zmm11
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm31, %zmm0, %zmm0
	vpsrlq	$52, %zmm11, %zmm11
	vpandq	%zmm31, %zmm11, %zmm11
	vpaddq	%zmm26, %zmm11, %zmm11
	vmovapd	%zmm2, %zmm17 {%k1}
	vsubpd	%zmm7, %zmm4, %zmm27 {%k1}
	vpcmpgtq	%zmm11, %zmm0, %k1
	vmovapd	%zmm8, %zmm24 {%k1}
	vsubpd	%zmm6, %zmm5, %zmm9 {%k1}
	vsubpd	%zmm22, %zmm20, %zmm19
	vsubpd	%zmm1, %zmm3, %zmm21
	vsubpd	%zmm13, %zmm12, %zmm5
	vsubpd	%zmm14, %zmm23, %zmm26
	vsubpd	%zmm25, %zmm16, %zmm8
	vsubpd	%zmm10, %zmm15, %zmm7
	vsubpd	%zmm9, %zmm24, %zmm11
	vsubpd	%zmm27, %zmm17, %zmm18
	vsubpd	%zmm21, %zmm3, %zmm0
	vmovupd	%zmm21, 176(%rsp)
	vsubpd	%zmm19, %zmm20, %zmm2
	vmovupd	%zmm19, 48(%rsp)
	vsubpd	%zmm26, %zmm23, %zmm3
	vsubpd	%zmm5, %zmm12, %zmm4
	vmovupd	%zmm5, -64(%rsp)
	vsubpd	%zmm7, %zmm15, %zmm6
	vmovapd	%zmm7, %zmm20
	vsubpd	%zmm8, %zmm16, %zmm7
	vmovapd	%zmm8, %zmm23
	vmovupd	%zmm8, 1184(%rsp)
	vsubpd	%zmm18, %zmm17, %zmm12
	vsubpd	%zmm11, %zmm24, %zmm15
	vmovapd	%zmm11, %zmm16
	vmovupd	%zmm11, 1072(%rsp)
	vsubpd	%zmm22, %zmm2, %zmm2
	vmovupd	%zmm2, 416(%rsp)
	vsubpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 704(%rsp)
	vsubpd	%zmm13, %zmm4, %zmm0
	vmovupd	%zmm0, 640(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 576(%rsp)
	vsubpd	%zmm25, %zmm7, %zmm0
	vmovupd	%zmm0, 848(%rsp)
	vsubpd	%zmm10, %zmm6, %zmm0
	vmovupd	%zmm0, 768(%rsp)
	vsubpd	%zmm9, %zmm15, %zmm0
	vmovupd	%zmm0, 240(%rsp)
	vsubpd	%zmm27, %zmm12, %zmm0
	vmovupd	%zmm0, 352(%rsp)
	vmulpd	%zmm19, %zmm19, %zmm31
	vmulpd	%zmm21, %zmm21, %zmm28
	vmulpd	%zmm5, %zmm5, %zmm17
	vmulpd	%zmm28, %zmm28, %zmm7
	vmovupd	%zmm7, 2752(%rsp)
	vmulpd	%zmm31, %zmm31, %zmm2
	vmovupd	%zmm2, 2000(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm4
	vmulpd	%zmm4, %zmm31, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm8
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm9
	vmulpd	%zmm9, %zmm31, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm10
	vsubpd	%zmm1, %zmm10, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm11
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm9, %zmm28, %zmm2
	vsubpd	%zmm2, %zmm10, %zmm2
	vmulpd	%zmm2, %zmm28, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 2368(%rsp)
	vmulpd	%zmm7, %zmm7, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm4, %zmm28, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm19
	vmulpd	%zmm9, %zmm17, %zmm0
	vsubpd	%zmm0, %zmm10, %zmm0
	vmulpd	%zmm0, %zmm17, %zmm0
	vaddpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm17, %zmm17, %zmm1
	vmovupd	%zmm1, 1248(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm17, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm17, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm17, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1504(%rsp)
	vmulpd	%zmm26, %zmm26, %zmm29
	vmovapd	%zmm26, %zmm14
	vmovupd	%zmm26, 992(%rsp)
	vmulpd	%zmm9, %zmm29, %zmm0
	vsubpd	%zmm0, %zmm10, %zmm0
	vmulpd	%zmm0, %zmm29, %zmm0
	vaddpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm29, %zmm1
	vmovupd	%zmm1, 2624(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm29, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm13
	vmulpd	%zmm23, %zmm23, %zmm24
	vmulpd	%zmm9, %zmm24, %zmm0
	vsubpd	%zmm0, %zmm10, %zmm0
	vmulpd	%zmm0, %zmm24, %zmm0
	vaddpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm24, %zmm24, %zmm1
	vmovupd	%zmm1, 2816(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm24, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1440(%rsp)
	vmulpd	%zmm20, %zmm20, %zmm23
	vmovapd	%zmm20, %zmm12
	vmovupd	%zmm20, 4704(%rsp)
	vmulpd	%zmm9, %zmm23, %zmm0
	vsubpd	%zmm0, %zmm10, %zmm0
	vmulpd	%zmm0, %zmm23, %zmm0
	vaddpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm23, %zmm23, %zmm1
	vmovupd	%zmm1, 2560(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm23, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm15
	vmulpd	%zmm16, %zmm16, %zmm3
	vmulpd	%zmm9, %zmm3, %zmm0
	vsubpd	%zmm0, %zmm10, %zmm0
	vmulpd	%zmm0, %zmm3, %zmm0
	vaddpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm3, %zmm1
	vmovupd	%zmm1, 2688(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm3, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1376(%rsp)
	vmovapd	%zmm18, %zmm16
	vmovupd	%zmm18, 4640(%rsp)
	vmulpd	%zmm18, %zmm18, %zmm6
	vmulpd	%zmm9, %zmm6, %zmm0
	vsubpd	%zmm0, %zmm10, %zmm0
	vmulpd	%zmm0, %zmm6, %zmm0
	vaddpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm6, %zmm6, %zmm1
	vmovupd	%zmm1, 4768(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm6, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm6, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm6, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1936(%rsp)
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm31, %zmm0
	vbroadcastsd	.LCPI0_44(%rip), %zmm27
	vsubpd	%zmm0, %zmm27, %zmm25
	vsubpd	%zmm25, %zmm27, %zmm22
	vsubpd	%zmm0, %zmm22, %zmm22
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm28, %zmm0
	vsubpd	%zmm0, %zmm27, %zmm11
	vsubpd	%zmm11, %zmm27, %zmm20
	vsubpd	%zmm0, %zmm20, %zmm9
	vmovapd	%zmm17, %zmm1
	vmovupd	%zmm17, 4576(%rsp)
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm17, %zmm20
	vsubpd	%zmm20, %zmm27, %zmm10
	vsubpd	%zmm10, %zmm27, %zmm17
	vsubpd	%zmm20, %zmm17, %zmm17
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm29, %zmm20
	vsubpd	%zmm20, %zmm27, %zmm8
	vsubpd	%zmm8, %zmm27, %zmm21
	vsubpd	%zmm20, %zmm21, %zmm20
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm24, %zmm21
	vsubpd	%zmm21, %zmm27, %zmm7
	vsubpd	%zmm7, %zmm27, %zmm18
	vsubpd	%zmm21, %zmm18, %zmm18
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm23, %zmm21
	vsubpd	%zmm21, %zmm27, %zmm5
	vsubpd	%zmm5, %zmm27, %zmm26
	vsubpd	%zmm21, %zmm26, %zmm21
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm3, %zmm26
	vsubpd	%zmm26, %zmm27, %zmm4
	vsubpd	%zmm4, %zmm27, %zmm30
	vsubpd	%zmm26, %zmm30, %zmm26
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm6, %zmm30
	vsubpd	%zmm30, %zmm27, %zmm2
	vsubpd	%zmm2, %zmm27, %zmm27
	vsubpd	%zmm30, %zmm27, %zmm27
	vmulpd	%zmm19, %zmm28, %zmm19
	vmovupd	176(%rsp), %zmm0
	vmulpd	704(%rsp), %zmm0, %zmm30
	vsubpd	%zmm30, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm9, %zmm9
	vmulpd	2368(%rsp), %zmm31, %zmm19
	vmovupd	48(%rsp), %zmm30
	vmulpd	416(%rsp), %zmm30, %zmm30
	vsubpd	%zmm30, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm22, %zmm19
	vmulpd	%zmm13, %zmm29, %zmm13
	vmulpd	576(%rsp), %zmm14, %zmm22
	vsubpd	%zmm22, %zmm13, %zmm13
	vaddpd	%zmm13, %zmm20, %zmm13
	vmulpd	1504(%rsp), %zmm1, %zmm20
	vmovupd	640(%rsp), %zmm30
	vmulpd	-64(%rsp), %zmm30, %zmm22
	vsubpd	%zmm22, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm17, %zmm17
	vmulpd	%zmm15, %zmm23, %zmm15
	vmulpd	768(%rsp), %zmm12, %zmm20
	vsubpd	%zmm20, %zmm15, %zmm15
	vaddpd	%zmm15, %zmm21, %zmm20
	vmulpd	1440(%rsp), %zmm24, %zmm14
	vmovupd	1184(%rsp), %zmm21
	vmulpd	848(%rsp), %zmm21, %zmm15
	vsubpd	%zmm15, %zmm14, %zmm14
	vaddpd	%zmm14, %zmm18, %zmm14
	vmulpd	1936(%rsp), %zmm6, %zmm12
	vmulpd	352(%rsp), %zmm16, %zmm15
	vsubpd	%zmm15, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm27, %zmm12
	vmulpd	1376(%rsp), %zmm3, %zmm15
	vmovupd	1072(%rsp), %zmm0
	vmulpd	240(%rsp), %zmm0, %zmm18
	vsubpd	%zmm18, %zmm15, %zmm15
	vaddpd	%zmm15, %zmm26, %zmm18
	vaddpd	%zmm19, %zmm25, %zmm0
	vmovupd	%zmm0, 1376(%rsp)
	vaddpd	%zmm9, %zmm11, %zmm0
	vmovupd	%zmm0, 1936(%rsp)
	vaddpd	%zmm17, %zmm10, %zmm0
	vmovupd	%zmm0, 1440(%rsp)
	vaddpd	%zmm13, %zmm8, %zmm0
	vmovupd	%zmm0, 4832(%rsp)
	vaddpd	%zmm14, %zmm7, %zmm0
	vmovupd	%zmm0, 1504(%rsp)
	vaddpd	%zmm20, %zmm5, %zmm0
	vmovupd	%zmm0, 2912(%rsp)
	vaddpd	%zmm18, %zmm4, %zmm0
	vmovupd	%zmm0, 2368(%rsp)
	vaddpd	%zmm12, %zmm2, %zmm0
	vmovupd	%zmm0, 2976(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm11
	vmulpd	%zmm11, %zmm28, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm17
	vaddpd	%zmm17, %zmm0, %zmm0
	vmulpd	2752(%rsp), %zmm28, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm12
	vmulpd	%zmm12, %zmm28, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm13
	vaddpd	%zmm13, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vmovupd	%zmm28, 3936(%rsp)
	vbroadcastsd	.LCPI0_47(%rip), %zmm14
	vaddpd	%zmm14, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm31, %zmm1
	vaddpd	%zmm17, %zmm1, %zmm1
	vmulpd	2000(%rsp), %zmm31, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm12, %zmm31, %zmm2
	vaddpd	%zmm13, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm31, %zmm2
	vmovupd	%zmm31, 4512(%rsp)
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm10
	vmulpd	%zmm11, %zmm29, %zmm1
	vaddpd	%zmm17, %zmm1, %zmm1
	vmulpd	2624(%rsp), %zmm29, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm12, %zmm29, %zmm2
	vaddpd	%zmm13, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm29, %zmm2
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm1
	vmovupd	4576(%rsp), %zmm18
	vmulpd	%zmm11, %zmm18, %zmm2
	vaddpd	%zmm17, %zmm2, %zmm2
	vmulpd	1248(%rsp), %zmm18, %zmm4
	vmulpd	%zmm2, %zmm4, %zmm2
	vmulpd	%zmm12, %zmm18, %zmm4
	vaddpd	%zmm13, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm18, %zmm4
	vaddpd	%zmm14, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm11, %zmm23, %zmm4
	vaddpd	%zmm17, %zmm4, %zmm4
	vmulpd	2560(%rsp), %zmm23, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm12, %zmm23, %zmm5
	vaddpd	%zmm13, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm23, %zmm5
	vaddpd	%zmm14, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm11, %zmm24, %zmm5
	vaddpd	%zmm17, %zmm5, %zmm5
	vmulpd	2816(%rsp), %zmm24, %zmm8
	vmulpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm12, %zmm24, %zmm8
	vaddpd	%zmm13, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm24, %zmm8
	vaddpd	%zmm14, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm11, %zmm6, %zmm8
	vaddpd	%zmm17, %zmm8, %zmm8
	vmulpd	4768(%rsp), %zmm6, %zmm9
	vmulpd	%zmm8, %zmm9, %zmm8
	vmulpd	%zmm12, %zmm6, %zmm9
	vaddpd	%zmm13, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm6, %zmm9
	vaddpd	%zmm14, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm8, %zmm8
	vmulpd	%zmm11, %zmm3, %zmm9
	vaddpd	%zmm17, %zmm9, %zmm9
	vmulpd	2688(%rsp), %zmm3, %zmm11
	vmulpd	%zmm9, %zmm11, %zmm9
	vmulpd	%zmm12, %zmm3, %zmm11
	vaddpd	%zmm13, %zmm11, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm11
	vaddpd	%zmm14, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm9, %zmm9
	vmulpd	48(%rsp), %zmm31, %zmm7
	vmovupd	%zmm7, 2000(%rsp)
	vmulpd	%zmm10, %zmm7, %zmm10
	vmovupd	416(%rsp), %zmm16
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm16, %zmm12
	vsubpd	%zmm10, %zmm12, %zmm10
	vmulpd	176(%rsp), %zmm28, %zmm22
	vmulpd	%zmm0, %zmm22, %zmm0
	vmovupd	704(%rsp), %zmm28
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm28, %zmm13
	vsubpd	%zmm0, %zmm13, %zmm15
	vmulpd	-64(%rsp), %zmm18, %zmm13
	vmovapd	%zmm18, %zmm31
	vmulpd	%zmm2, %zmm13, %zmm2
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm30, %zmm14
	vsubpd	%zmm2, %zmm14, %zmm26
	vmulpd	992(%rsp), %zmm29, %zmm14
	vmulpd	%zmm1, %zmm14, %zmm1
	vmovupd	576(%rsp), %zmm11
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm11, %zmm17
	vsubpd	%zmm1, %zmm17, %zmm12
	vmulpd	%zmm24, %zmm21, %zmm17
	vmulpd	%zmm5, %zmm17, %zmm5
	vmovupd	848(%rsp), %zmm7
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm7, %zmm18
	vsubpd	%zmm5, %zmm18, %zmm5
	vmovupd	4704(%rsp), %zmm27
	vmulpd	%zmm23, %zmm27, %zmm18
	vmulpd	%zmm4, %zmm18, %zmm4
	vmovupd	768(%rsp), %zmm2
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm2, %zmm19
	vsubpd	%zmm4, %zmm19, %zmm4
	vmovupd	1072(%rsp), %zmm25
	vmulpd	%zmm3, %zmm25, %zmm19
	vmulpd	%zmm9, %zmm19, %zmm9
	vmovupd	240(%rsp), %zmm1
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm1, %zmm20
	vsubpd	%zmm9, %zmm20, %zmm9
	vmovupd	4640(%rsp), %zmm30
	vmulpd	%zmm6, %zmm30, %zmm20
	vmulpd	%zmm8, %zmm20, %zmm8
	vmovupd	352(%rsp), %zmm0
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm0, %zmm21
	vsubpd	%zmm8, %zmm21, %zmm8
	vmulpd	4512(%rsp), %zmm10, %zmm10
	vmulpd	3936(%rsp), %zmm15, %zmm15
	vmulpd	%zmm26, %zmm31, %zmm21
	vmulpd	%zmm12, %zmm29, %zmm12
	vmulpd	%zmm5, %zmm24, %zmm5
	vmulpd	%zmm4, %zmm23, %zmm4
	vmulpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm8, %zmm6, %zmm6
	vsubpd	%zmm28, %zmm15, %zmm15
	vsubpd	%zmm16, %zmm10, %zmm10
	vsubpd	%zmm11, %zmm12, %zmm11
	vsubpd	640(%rsp), %zmm21, %zmm12
	vsubpd	%zmm2, %zmm4, %zmm4
	vsubpd	%zmm7, %zmm5, %zmm5
	vsubpd	%zmm0, %zmm6, %zmm6
	vsubpd	%zmm1, %zmm3, %zmm3
	vbroadcastsd	.LCPI0_50(%rip), %zmm9
	vmulpd	%zmm9, %zmm22, %zmm8
	vaddpd	%zmm8, %zmm15, %zmm0
	vmulpd	2000(%rsp), %zmm9, %zmm8
	vaddpd	%zmm8, %zmm10, %zmm7
	vmulpd	%zmm9, %zmm14, %zmm8
	vaddpd	%zmm8, %zmm11, %zmm1
	vmulpd	%zmm9, %zmm13, %zmm8
	vaddpd	%zmm8, %zmm12, %zmm2
	vmulpd	%zmm9, %zmm18, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm9, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm9, %zmm20, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm9, %zmm19, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmovupd	176(%rsp), %zmm8
	vsubpd	%zmm0, %zmm8, %zmm24
	vmovupd	48(%rsp), %zmm0
	vsubpd	%zmm7, %zmm0, %zmm23
	vmovupd	992(%rsp), %zmm0
	vsubpd	%zmm1, %zmm0, %zmm22
	vmovupd	-64(%rsp), %zmm0
	vsubpd	%zmm2, %zmm0, %zmm21
	vsubpd	%zmm4, %zmm27, %zmm19
	vmovupd	1184(%rsp), %zmm0
	vsubpd	%zmm5, %zmm0, %zmm20
	vsubpd	%zmm6, %zmm30, %zmm18
	vsubpd	%zmm3, %zmm25, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm8
	vmovupd	1936(%rsp), %zmm14
	vxorpd	%zmm8, %zmm14, %zmm7
	vmovupd	1376(%rsp), %zmm17
	vxorpd	%zmm8, %zmm17, %zmm6
	vmovupd	4832(%rsp), %zmm12
	vxorpd	%zmm8, %zmm12, %zmm5
	vmovupd	1440(%rsp), %zmm15
	vxorpd	%zmm8, %zmm15, %zmm4
	vmovupd	2912(%rsp), %zmm10
	vxorpd	%zmm8, %zmm10, %zmm3
	vmovupd	1504(%rsp), %zmm13
	vxorpd	%zmm8, %zmm13, %zmm2
	vmovupd	2976(%rsp), %zmm26
	vxorpd	%zmm8, %zmm26, %zmm1
	vmovupd	2368(%rsp), %zmm25
	vxorpd	%zmm8, %zmm25, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm9
	vmovdqu64	2432(%rsp), %zmm16
	vptestnmq	%zmm9, %zmm16, %k1
	vmovapd	%zmm17, %zmm6 {%k1}
	vxorpd	%zmm8, %zmm23, %zmm23 {%k1}
	vmovdqu64	2064(%rsp), %zmm17
	vptestnmq	%zmm9, %zmm17, %k1
	vmovapd	%zmm14, %zmm7 {%k1}
	vxorpd	%zmm8, %zmm24, %zmm24 {%k1}
	vmovdqu64	2128(%rsp), %zmm14
	vptestnmq	%zmm9, %zmm14, %k1
	vmovapd	%zmm15, %zmm4 {%k1}
	vxorpd	%zmm8, %zmm21, %zmm21 {%k1}
	vmovdqu64	1568(%rsp), %zmm15
	vptestnmq	%zmm9, %zmm15, %k1
	vmovapd	%zmm12, %zmm5 {%k1}
	vxorpd	%zmm8, %zmm22, %zmm22 {%k1}
	vmovdqu64	1632(%rsp), %zmm12
	vptestnmq	%zmm9, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm8, %zmm20, %zmm20 {%k1}
	vmovdqu64	1696(%rsp), %zmm13
	vptestnmq	%zmm9, %zmm13, %k1
	vmovapd	%zmm10, %zmm3 {%k1}
	vxorpd	%zmm8, %zmm19, %zmm19 {%k1}
	vmovdqu64	1760(%rsp), %zmm10
	vptestnmq	%zmm9, %zmm10, %k1
	vmovapd	%zmm25, %zmm0 {%k1}
	vxorpd	%zmm8, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm25
	vmovdqu64	1824(%rsp), %zmm11
	vptestnmq	%zmm9, %zmm11, %k1
	vmovapd	%zmm26, %zmm1 {%k1}
	vxorpd	%zmm8, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm8
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm7, %zmm24 {%k1}
	vmovupd	%zmm24, 176(%rsp)
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm6, %zmm23 {%k1}
	vmovupd	%zmm23, 240(%rsp)
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm5, %zmm22 {%k1}
	vmovupd	%zmm22, 576(%rsp)
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm4, %zmm21 {%k1}
	vmovupd	%zmm21, 768(%rsp)
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 352(%rsp)
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm2, %zmm20 {%k1}
	vmovupd	%zmm20, 416(%rsp)
	vptestnmq	%zmm8, %zmm11, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 704(%rsp)
	vptestnmq	%zmm8, %zmm10, %k1
	vmovapd	%zmm0, %zmm25 {%k1}
	vmovupd	%zmm25, 848(%rsp)
	vcvtudq2pd	-192(%rbp,%r11), %zmm0
	vcvtudq2pd	-160(%rbp,%r11), %zmm1
	vcvtudq2pd	-128(%rbp,%r11), %zmm2
	vcvtudq2pd	-96(%rbp,%r11), %zmm3
	vcvtudq2pd	-64(%rbp,%r11), %zmm4
	vcvtudq2pd	-32(%rbp,%r11), %zmm5
	vcvtudq2pd	(%rbp,%r11), %zmm6
	vcvtudq2pd	32(%rbp,%r11), %zmm7
	vaddpd	.LCPI0_10(%rip){1to8}, %zmm1, %zmm1
	vaddpd	.LCPI0_10(%rip){1to8}, %zmm0, %zmm0
	vaddpd	.LCPI0_10(%rip){1to8}, %zmm3, %zmm3
	vaddpd	.LCPI0_10(%rip){1to8}, %zmm2, %zmm2
	vaddpd	.LCPI0_10(%rip){1to8}, %zmm5, %zmm5
	vaddpd	.LCPI0_10(%rip){1to8}, %zmm4, %zmm4
	vaddpd	.LCPI0_10(%rip){1to8}, %zmm7, %zmm7
	vaddpd	.LCPI0_10(%rip){1to8}, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_11(%rip), %zmm9
	vmulpd	%zmm9, %zmm0, %zmm8
	vmulpd	%zmm9, %zmm1, %zmm1
	vmulpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm9, %zmm4, %zmm4
	vmulpd	%zmm9, %zmm5, %zmm5
	vmulpd	%zmm9, %zmm6, %zmm6
	vmulpd	%zmm9, %zmm7, %zmm7
	vpsrlq	$32, %zmm1, %zmm0
	vpsrlq	$32, %zmm8, %zmm9
	vpsrlq	$32, %zmm3, %zmm10
	vpsrlq	$32, %zmm2, %zmm11
	vpsrlq	$32, %zmm5, %zmm12
	vpsrlq	$32, %zmm4, %zmm13
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm6, %zmm15
	vpbroadcastq	.LCPI0_12(%rip), %zmm16
	vpaddq	%zmm16, %zmm9, %zmm9
	vmovdqu64	%zmm9, 1632(%rsp)
	vpaddq	%zmm16, %zmm0, %zmm19
	vmovdqu64	%zmm19, 1696(%rsp)
	vpaddq	%zmm16, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1760(%rsp)
	vpaddq	%zmm16, %zmm10, %zmm18
	vmovdqu64	%zmm18, 1824(%rsp)
	vpaddq	%zmm16, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1184(%rsp)
	vpaddq	%zmm16, %zmm12, %zmm17
	vmovdqu64	%zmm17, 992(%rsp)
	vpaddq	%zmm16, %zmm15, %zmm15
	vmovdqu64	%zmm15, 1072(%rsp)
	vpaddq	%zmm16, %zmm14, %zmm16
	vmovdqu64	%zmm16, 640(%rsp)
	vpsllq	$32, %zmm9, %zmm0
	vpsllq	$32, %zmm19, %zmm9
	vpsllq	$32, %zmm11, %zmm10
	vpsllq	$32, %zmm18, %zmm11
	vpsllq	$32, %zmm13, %zmm12
	vpsllq	$32, %zmm17, %zmm13
	vpsllq	$32, %zmm15, %zmm14
	vpsllq	$32, %zmm16, %zmm15
	vpbroadcastq	.LCPI0_14(%rip), %zmm17
	vpandq	%zmm17, %zmm9, %zmm9
	vpandq	%zmm17, %zmm0, %zmm16
	vpandq	%zmm17, %zmm11, %zmm11
	vpandq	%zmm17, %zmm10, %zmm18
	vpandq	%zmm17, %zmm13, %zmm0
	vpandq	%zmm17, %zmm12, %zmm19
	vpandq	%zmm17, %zmm15, %zmm25
	vpandq	%zmm17, %zmm14, %zmm27
	vpbroadcastq	.LCPI0_15(%rip), %zmm10
	vpternlogq	$248, %zmm10, %zmm8, %zmm16
	vpternlogq	$248, %zmm10, %zmm1, %zmm9
	vpternlogq	$248, %zmm10, %zmm2, %zmm18
	vpternlogq	$248, %zmm10, %zmm3, %zmm11
	vpternlogq	$248, %zmm10, %zmm4, %zmm19
	vpternlogq	$248, %zmm10, %zmm5, %zmm0
	vpternlogq	$248, %zmm10, %zmm6, %zmm27
	vpternlogq	$248, %zmm10, %zmm7, %zmm25
	vpbroadcastq	.LCPI0_16(%rip), %zmm12
	vpaddq	%zmm12, %zmm9, %zmm1
	vpaddq	%zmm12, %zmm16, %zmm2
	vbroadcastsd	.LCPI0_17(%rip), %zmm21
	vaddpd	%zmm21, %zmm2, %zmm4
	vmovupd	%zmm4, 48(%rsp)
	vaddpd	%zmm21, %zmm1, %zmm3
	vmovupd	%zmm3, -64(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm4, %zmm2
	vdivpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm2, 2128(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1568(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm29
	vmulpd	%zmm2, %zmm2, %zmm28
	vmulpd	%zmm28, %zmm28, %zmm1
	vmulpd	%zmm29, %zmm29, %zmm2
	vbroadcastsd	.LCPI0_19(%rip), %zmm4
	vmulpd	%zmm4, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_20(%rip), %zmm5
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_21(%rip), %zmm6
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vmovupd	%zmm3, 2432(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2816(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 1248(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2688(%rsp)
	vpaddq	%zmm12, %zmm11, %zmm1
	vaddpd	%zmm21, %zmm1, %zmm30
	vaddpd	%zmm23, %zmm30, %zmm1
	vdivpd	%zmm1, %zmm30, %zmm1
	vmovupd	%zmm1, 2064(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2624(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2560(%rsp)
	vpaddq	%zmm12, %zmm18, %zmm1
	vaddpd	%zmm21, %zmm1, %zmm16
	vaddpd	%zmm23, %zmm16, %zmm1
	vdivpd	%zmm1, %zmm16, %zmm1
	vmovupd	%zmm1, 2000(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 2368(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1504(%rsp)
	vpaddq	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm21, %zmm0, %zmm18
	vaddpd	%zmm23, %zmm18, %zmm0
	vdivpd	%zmm0, %zmm18, %zmm0
	vmovupd	%zmm0, 2752(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1376(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm31
	vpaddq	%zmm12, %zmm19, %zmm1
	vaddpd	%zmm21, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm26
	vmulpd	%zmm26, %zmm26, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm22
	vaddpd	%zmm5, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm1, %zmm22
	vaddpd	%zmm6, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm1, %zmm22
	vmulpd	%zmm7, %zmm1, %zmm24
	vaddpd	%zmm8, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm1, %zmm24
	vaddpd	%zmm9, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm1, %zmm24
	vpaddq	%zmm12, %zmm25, %zmm1
	vaddpd	%zmm21, %zmm1, %zmm25
	vaddpd	%zmm23, %zmm25, %zmm1
	vdivpd	%zmm1, %zmm25, %zmm15
	vmulpd	%zmm15, %zmm15, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm0
	vmulpd	%zmm4, %zmm0, %zmm20
	vaddpd	%zmm5, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm0, %zmm20
	vaddpd	%zmm6, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm0, %zmm20
	vmulpd	%zmm7, %zmm0, %zmm17
	vaddpd	%zmm8, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm0, %zmm17
	vaddpd	%zmm9, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm0, %zmm10
	vpaddq	%zmm12, %zmm27, %zmm17
	vaddpd	%zmm21, %zmm17, %zmm27
	vaddpd	%zmm23, %zmm27, %zmm17
	vdivpd	%zmm17, %zmm27, %zmm17
	vmulpd	%zmm17, %zmm17, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm0, %zmm23
	vaddpd	%zmm5, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vaddpd	%zmm6, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vmulpd	%zmm7, %zmm0, %zmm21
	vaddpd	%zmm8, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm0, %zmm21
	vaddpd	%zmm9, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_25(%rip), %zmm6
	vaddpd	2816(%rsp), %zmm6, %zmm21
	vmulpd	%zmm21, %zmm29, %zmm21
	vaddpd	2432(%rsp), %zmm21, %zmm21
	vaddpd	2688(%rsp), %zmm6, %zmm29
	vmulpd	%zmm29, %zmm28, %zmm28
	vaddpd	1248(%rsp), %zmm28, %zmm28
	vaddpd	2560(%rsp), %zmm6, %zmm29
	vmulpd	%zmm29, %zmm14, %zmm9
	vaddpd	2624(%rsp), %zmm9, %zmm9
	vaddpd	1504(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm7
	vaddpd	2368(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm31, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm5
	vaddpd	1376(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm24, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm22, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm20, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	48(%rsp), %zmm2
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm2, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm28, %zmm0, %zmm2
	vmulpd	2128(%rsp), %zmm2, %zmm13
	vmovupd	-64(%rsp), %zmm4
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm21, %zmm2, %zmm4
	vmulpd	1568(%rsp), %zmm4, %zmm14
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm16, %zmm4
	vmulpd	%zmm4, %zmm16, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	2000(%rsp), %zmm7, %zmm7
	vmovupd	%zmm30, 1440(%rsp)
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm30, %zmm20
	vmulpd	%zmm20, %zmm30, %zmm20
	vaddpd	%zmm9, %zmm20, %zmm9
	vmulpd	2064(%rsp), %zmm9, %zmm9
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm19, %zmm21
	vmulpd	%zmm21, %zmm19, %zmm21
	vaddpd	%zmm3, %zmm21, %zmm3
	vmulpd	%zmm3, %zmm26, %zmm3
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm18, %zmm8
	vmulpd	%zmm8, %zmm18, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2752(%rsp), %zmm5, %zmm5
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm27, %zmm22
	vmulpd	%zmm22, %zmm27, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm17, %zmm1
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm25, %zmm17
	vmulpd	%zmm17, %zmm25, %zmm17
	vaddpd	%zmm11, %zmm17, %zmm11
	vmulpd	%zmm11, %zmm15, %zmm6
	vpsrlq	$20, 1632(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm12
	vpaddq	%zmm12, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm10
	vmulpd	%zmm10, %zmm11, %zmm23
	vaddpd	%zmm13, %zmm23, %zmm13
	vpsrlq	$20, 1696(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm10, %zmm23, %zmm24
	vaddpd	%zmm14, %zmm24, %zmm14
	vpsrlq	$20, 1760(%rsp), %zmm24
	vpaddq	%zmm12, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm10, %zmm24, %zmm26
	vaddpd	%zmm7, %zmm26, %zmm7
	vpsrlq	$20, 1824(%rsp), %zmm26
	vpaddq	%zmm12, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm10, %zmm26, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1184(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm10, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 992(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm10, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 1072(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm10, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 640(%rsp), %zmm31
	vpaddq	%zmm12, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm10, %zmm31, %zmm12
	vaddpd	%zmm6, %zmm12, %zmm6
	vbroadcastsd	.LCPI0_10(%rip), %zmm12
	vsubpd	%zmm0, %zmm13, %zmm0
	vsubpd	%zmm2, %zmm14, %zmm2
	vsubpd	%zmm4, %zmm7, %zmm4
	vsubpd	%zmm20, %zmm9, %zmm7
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vsubpd	%zmm21, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm22, %zmm1, %zmm1
	vsubpd	%zmm17, %zmm6, %zmm6
	vaddpd	-64(%rsp), %zmm2, %zmm2
	vaddpd	48(%rsp), %zmm0, %zmm0
	vaddpd	1440(%rsp), %zmm7, %zmm7
	vaddpd	%zmm4, %zmm16, %zmm4
	vaddpd	%zmm5, %zmm18, %zmm5
	vaddpd	%zmm3, %zmm19, %zmm3
	vaddpd	%zmm6, %zmm25, %zmm6
	vaddpd	%zmm1, %zmm27, %zmm1
	vmulpd	%zmm9, %zmm23, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm9, %zmm11, %zmm8
	vaddpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm9, %zmm26, %zmm8
	vbroadcastsd	.LCPI0_1(%rip), %zmm26
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm9, %zmm24, %zmm8
	vaddpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm9, %zmm29, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm9, %zmm28, %zmm8
	vaddpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm9, %zmm31, %zmm8
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm9, %zmm30, %zmm8
	vaddpd	%zmm1, %zmm8, %zmm1
	vbroadcastsd	.LCPI0_28(%rip), %zmm8
	vmulpd	%zmm8, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	176(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	240(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	576(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	768(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	352(%rsp), %zmm3, %zmm3
	vmulpd	416(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	704(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	848(%rsp), %zmm6, %zmm6
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm4, %ymm4
	vinsertf64x4	$1, %ymm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm7, %ymm2
	vinsertf64x4	$1, %ymm2, %zmm4, %zmm2
	vcvtpd2ps	%zmm3, %ymm3
	vcvtpd2ps	%zmm5, %ymm4
	vcvtpd2ps	%zmm1, %ymm1
	vcvtpd2ps	%zmm6, %ymm5
	vinsertf64x4	$1, %ymm4, %zmm3, %zmm3
	vinsertf64x4	$1, %ymm5, %zmm1, %zmm1
	vmovupd	%zmm0, -192(%rbp,%r11)
	vmovupd	%zmm2, -128(%rbp,%r11)
	vmovupd	%zmm3, -64(%rbp,%r11)
	vmovupd	%zmm1, (%rbp,%r11)
	addq	$256, %rbp
	addq	$-64, %rdx
	jne	.LBB0_31
	movq	-112(%rsp), %rbp
	cmpq	-72(%rsp), %rbp
	vxorpd	%xmm28, %xmm28, %xmm28
	vxorpd	%xmm30, %xmm30, %xmm30
	movq	1312(%rsp), %r10
	vmovss	.LCPI0_72(%rip), %xmm23
	vbroadcastss	.LCPI0_76(%rip), %zmm19
	vpbroadcastd	.LCPI0_60(%rip), %zmm29
	vmovsd	.LCPI0_10(%rip), %xmm11
	vmovsd	.LCPI0_11(%rip), %xmm13
	vmovsd	.LCPI0_17(%rip), %xmm14
	vmovsd	.LCPI0_18(%rip), %xmm15
	vmovsd	.LCPI0_22(%rip), %xmm16
	vmovsd	.LCPI0_23(%rip), %xmm17
	vmovddup	.LCPI0_19(%rip), %xmm18
	vmovapd	.LCPI0_58(%rip), %xmm20
	vmovapd	.LCPI0_59(%rip), %xmm21
	vmovsd	.LCPI0_26(%rip), %xmm22
	vmovsd	.LCPI0_27(%rip), %xmm24
	vmovsd	.LCPI0_28(%rip), %xmm25
	vmovsd	.LCPI0_29(%rip), %xmm26
	vmovsd	.LCPI0_30(%rip), %xmm31
	vmovsd	.LCPI0_44(%rip), %xmm10
	vmovsd	.LCPI0_49(%rip), %xmm27
	vmovsd	.LCPI0_50(%rip), %xmm8
	je	.LBB0_39
	movq	-72(%rsp), %rax
	testb	$56, %bpl
	je	.LBB0_37
	movq	5024(%rsp), %rcx
	movq	528(%rsp), %rdx
	vbroadcastsd	.LCPI0_39(%rip), %zmm13
	vbroadcastsd	.LCPI0_40(%rip), %zmm14
	vbroadcastsd	.LCPI0_42(%rip), %zmm15
	vbroadcastsd	.LCPI0_43(%rip), %zmm16
	vbroadcastsd	.LCPI0_44(%rip), %zmm17
	vbroadcastsd	.LCPI0_45(%rip), %zmm18
	vbroadcastsd	.LCPI0_46(%rip), %zmm20
	vbroadcastsd	.LCPI0_47(%rip), %zmm21
	vbroadcastsd	.LCPI0_48(%rip), %zmm22
	vbroadcastsd	.LCPI0_49(%rip), %zmm24
	vbroadcastsd	.LCPI0_50(%rip), %zmm25
	vbroadcastsd	.LCPI0_51(%rip), %zmm26
	vpbroadcastq	.LCPI0_52(%rip), %zmm31
	vpbroadcastq	.LCPI0_53(%rip), %zmm10
	vpbroadcastq	.LCPI0_15(%rip), %zmm27
	vbroadcastsd	.LCPI0_55(%rip), %zmm29
	vbroadcastsd	.LCPI0_56(%rip), %zmm11
	.p2align	4
.LBB0_35:
	vcvtudq2pd	(%rcx,%r11), %zmm0
	vaddpd	%zmm12, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_11(%rip), %zmm2
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtudq2pd	(%rcx), %zmm1
	vaddpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm1, %zmm1
	vpsrlq	$32, %zmm0, %zmm2
	vpaddq	.LCPI0_12(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$20, %zmm2, %zmm3
	vpaddq	.LCPI0_13(%rip){1to8}, %zmm3, %zmm3
	vpsllq	$32, %zmm2, %zmm2
	vpandq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm2
	vpternlogq	$248, %zmm27, %zmm0, %zmm2
	vpaddq	.LCPI0_16(%rip){1to8}, %zmm2, %zmm0
	vaddpd	.LCPI0_17(%rip){1to8}, %zmm0, %zmm0
	vaddpd	.LCPI0_18(%rip){1to8}, %zmm0, %zmm2
	vdivpd	%zmm2, %zmm0, %zmm2
	vmulpd	%zmm12, %zmm0, %zmm4
	vmulpd	%zmm4, %zmm0, %zmm4
	vmulpd	%zmm2, %zmm2, %zmm5
	vmulpd	%zmm5, %zmm5, %zmm6
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm6, %zmm7
	vaddpd	.LCPI0_20(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	.LCPI0_21(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vmulpd	.LCPI0_22(%rip){1to8}, %zmm6, %zmm8
	vaddpd	.LCPI0_23(%rip){1to8}, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm6, %zmm8
	vaddpd	.LCPI0_24(%rip){1to8}, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm6, %zmm6
	vaddpd	.LCPI0_25(%rip){1to8}, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm7, %zmm5
	vcvtqq2pd	%zmm3, %zmm3
	vaddpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm5, %zmm2, %zmm2
	vmulpd	.LCPI0_26(%rip){1to8}, %zmm3, %zmm5
	vaddpd	%zmm2, %zmm5, %zmm2
	vsubpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm9, %zmm3, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm0
	vmulpd	.LCPI0_29(%rip){1to8}, %zmm1, %zmm2
	vmulpd	.LCPI0_30(%rip){1to8}, %zmm2, %zmm1
	vaddpd	.LCPI0_31(%rip){1to8}, %zmm1, %zmm1
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm1, %zmm3
	vmulpd	%zmm29, %zmm3, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm4
	vmulpd	.LCPI0_34(%rip){1to8}, %zmm3, %zmm5
	vmulpd	.LCPI0_35(%rip){1to8}, %zmm3, %zmm6
	vsubpd	%zmm6, %zmm4, %zmm7
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm4, %zmm8
	vsubpd	%zmm6, %zmm8, %zmm6
	vsubpd	%zmm5, %zmm4, %zmm8
	vpsrlq	$52, %zmm2, %zmm2
	vpbroadcastq	.LCPI0_37(%rip), %zmm9
	vpandq	%zmm9, %zmm2, %zmm2
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm9, %zmm8, %zmm8
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm2, %k1
	vmovapd	%zmm7, %zmm4 {%k1}
	vsubpd	%zmm6, %zmm3, %zmm5 {%k1}
	vsubpd	%zmm5, %zmm4, %zmm2
	vsubpd	%zmm2, %zmm4, %zmm3
	vsubpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm2, %zmm2, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	.LCPI0_38(%rip){1to8}, %zmm4, %zmm6
	vaddpd	%zmm13, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	%zmm14, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm11, %zmm4, %zmm7
	vaddpd	%zmm15, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm16, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm12, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm17, %zmm8
	vsubpd	%zmm8, %zmm17, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm9
	vsubpd	%zmm9, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vaddpd	%zmm6, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm18, %zmm4, %zmm7
	vaddpd	%zmm20, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm21, %zmm7, %zmm7
	vmulpd	%zmm22, %zmm4, %zmm8
	vaddpd	%zmm24, %zmm8, %zmm8
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm2, %zmm7
	vmulpd	%zmm12, %zmm3, %zmm8
	vmulpd	%zmm5, %zmm7, %zmm5
	vsubpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vsubpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm25, %zmm7, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm2, %zmm2
	vptestnmq	%zmm31, %zmm1, %k1
	vptestnmq	%zmm10, %zmm1, %k2
	vxorpd	%zmm26, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm26, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	.LCPI0_28(%rip){1to8}, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovupd	%ymm0, (%rcx,%r11)
	addq	$32, %rcx
	addq	$-8, %rdx
	jne	.LBB0_35
	movq	1056(%rsp), %rcx
	movq	%rcx, %rax
	cmpq	%rcx, %rbp
	vmovsd	.LCPI0_10(%rip), %xmm11
	vmovsd	.LCPI0_11(%rip), %xmm13
	vmovsd	.LCPI0_17(%rip), %xmm14
	vmovsd	.LCPI0_18(%rip), %xmm15
	vmovsd	.LCPI0_22(%rip), %xmm16
	vmovsd	.LCPI0_23(%rip), %xmm17
	vmovddup	.LCPI0_19(%rip), %xmm18
	vmovapd	.LCPI0_58(%rip), %xmm20
	vmovapd	.LCPI0_59(%rip), %xmm21
	vmovsd	.LCPI0_26(%rip), %xmm22
	vmovsd	.LCPI0_27(%rip), %xmm24
	vmovsd	.LCPI0_28(%rip), %xmm25
	vmovsd	.LCPI0_29(%rip), %xmm26
	vmovsd	.LCPI0_30(%rip), %xmm31
	vmovsd	.LCPI0_44(%rip), %xmm10
	vmovsd	.LCPI0_49(%rip), %xmm27
	vmovsd	.LCPI0_50(%rip), %xmm8
	vpbroadcastd	.LCPI0_60(%rip), %zmm29
	je	.LBB0_39
.LBB0_37:
	movq	%rbp, %rcx
	subq	%rax, %rcx
	movq	-104(%rsp), %rdx
	leaq	(%rdx,%rax,4), %rdx
	.p2align	4
.LBB0_38:
	vxorps	%xmm12, %xmm12, %xmm12
	vcvtusi2sdl	(%rdx,%r11), %xmm12, %xmm0
	vaddsd	%xmm0, %xmm11, %xmm0
	vmulsd	%xmm0, %xmm13, %xmm0
	vxorps	%xmm12, %xmm12, %xmm12
	vcvtusi2sdl	(%rdx), %xmm12, %xmm1
	vaddsd	%xmm1, %xmm11, %xmm1
	vmulsd	%xmm1, %xmm13, %xmm1
	vmovq	%xmm0, %rax
	movl	%eax, %esi
	shrq	$32, %rax
	addq	$614242, %rax
	movq	%rax, %rdi
	shrq	$20, %rdi
	addq	$-1023, %rdi
	shlq	$32, %rax
	andq	%r9, %rax
	addq	%r8, %rax
	orq	%rax, %rsi
	vmovq	%rsi, %xmm0
	vaddsd	%xmm0, %xmm14, %xmm0
	vmulsd	%xmm0, %xmm11, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm2
	vaddsd	%xmm0, %xmm15, %xmm3
	vdivsd	%xmm3, %xmm0, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm5
	vmulsd	%xmm16, %xmm5, %xmm6
	vaddsd	%xmm17, %xmm6, %xmm6
	vunpcklpd	%xmm6, %xmm18, %xmm6
	vmovddup	%xmm5, %xmm5
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	%xmm20, %xmm6, %xmm6
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	%xmm21, %xmm6, %xmm6
	vunpcklpd	%xmm4, %xmm5, %xmm4
	vmulpd	%xmm6, %xmm4, %xmm4
	vshufpd	$1, %xmm4, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm4, %xmm4
	vcvtsi2sd	%rdi, %xmm12, %xmm5
	vaddsd	%xmm4, %xmm2, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vmulsd	%xmm22, %xmm5, %xmm4
	vaddsd	%xmm3, %xmm4, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm24, %xmm5, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm0
	vmulsd	%xmm26, %xmm1, %xmm1
	vmulsd	%xmm31, %xmm1, %xmm2
	vaddsd	.LCPI0_31(%rip), %xmm2, %xmm2
	vmovq	%xmm2, %rax
	vaddsd	.LCPI0_32(%rip), %xmm2, %xmm2
	vmulsd	.LCPI0_55(%rip), %xmm2, %xmm3
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	.LCPI0_34(%rip), %xmm2, %xmm4
	vmulsd	.LCPI0_35(%rip), %xmm2, %xmm5
	vsubsd	%xmm5, %xmm3, %xmm6
	vmulsd	.LCPI0_36(%rip), %xmm2, %xmm2
	vsubsd	%xmm6, %xmm3, %xmm7
	vsubsd	%xmm5, %xmm7, %xmm5
	vsubsd	%xmm5, %xmm2, %xmm2
	vsubsd	%xmm4, %xmm3, %xmm5
	vunpcklpd	%xmm1, %xmm5, %xmm1
	vpsrlq	$52, %xmm1, %xmm1
	vpandq	.LCPI0_37(%rip){1to2}, %xmm1, %xmm1
	vmovq	%xmm1, %rsi
	addl	$16, %esi
	vpextrq	$1, %xmm1, %rdi
	cmpl	%edi, %esi
	setb	%sil
	kmovd	%esi, %k1
	vmovsd	%xmm6, %xmm3, %xmm3 {%k1}
	vmovsd	%xmm2, %xmm4, %xmm4 {%k1}
	vsubsd	%xmm4, %xmm3, %xmm1
	vsubsd	%xmm1, %xmm3, %xmm2
	vsubsd	%xmm4, %xmm2, %xmm2
	vmulsd	%xmm1, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	.LCPI0_38(%rip), %xmm3, %xmm5
	vaddsd	.LCPI0_39(%rip), %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vaddsd	.LCPI0_40(%rip), %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	.LCPI0_56(%rip), %xmm3, %xmm6
	vaddsd	.LCPI0_42(%rip), %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	.LCPI0_43(%rip), %xmm6, %xmm6
	vmulsd	%xmm4, %xmm4, %xmm7
	vmulsd	%xmm6, %xmm7, %xmm6
	vaddsd	%xmm6, %xmm5, %xmm5
	vmulsd	%xmm3, %xmm11, %xmm6
	vsubsd	%xmm6, %xmm10, %xmm7
	vmovapd	%xmm8, %xmm9
	vsubsd	%xmm7, %xmm10, %xmm8
	vsubsd	%xmm6, %xmm8, %xmm6
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
	vmovapd	%xmm9, %xmm8
	vaddsd	%xmm5, %xmm6, %xmm5
	vaddsd	%xmm5, %xmm7, %xmm5
	vmulsd	.LCPI0_45(%rip), %xmm3, %xmm6
	vaddsd	.LCPI0_46(%rip), %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	.LCPI0_47(%rip), %xmm6, %xmm6
	vmulsd	.LCPI0_48(%rip), %xmm3, %xmm7
	vaddsd	%xmm27, %xmm7, %xmm7
	vmulsd	%xmm4, %xmm3, %xmm4
	vmulsd	%xmm7, %xmm4, %xmm4
	vaddsd	%xmm6, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm1, %xmm6
	vmulsd	%xmm2, %xmm11, %xmm7
	vmulsd	%xmm4, %xmm6, %xmm4
	vsubsd	%xmm4, %xmm7, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vmulsd	%xmm6, %xmm9, %xmm3
	vaddsd	%xmm3, %xmm2, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovddup	.LCPI0_51(%rip), %xmm2
	vxorpd	%xmm2, %xmm5, %xmm3
	testb	$2, %al
	sete	%sil
	kmovd	%esi, %k1
	vmovsd	%xmm5, %xmm3, %xmm3 {%k1}
	vxorpd	%xmm2, %xmm1, %xmm2
	vmovsd	%xmm2, %xmm1, %xmm1 {%k1}
	kmovd	%eax, %k1
	vmovsd	%xmm1, %xmm3, %xmm3 {%k1}
	vmulsd	%xmm25, %xmm0, %xmm0
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%rdx,%r11)
	addq	$4, %rdx
	decq	%rcx
	jne	.LBB0_38
	.p2align	4
.LBB0_39:
	vpxor	%xmm1, %xmm1, %xmm1
	movl	$1024, %ecx
	movq	%r10, %rsi
	xorl	%edi, %edi
	vpxor	%xmm2, %xmm2, %xmm2
	vxorpd	%xmm5, %xmm5, %xmm5
	vxorpd	%xmm4, %xmm4, %xmm4
	vbroadcastss	.LCPI0_60(%rip), %zmm6
	vmovaps	%zmm6, %zmm3
	xorl	%r9d, %r9d
	vmovss	.LCPI0_60(%rip), %xmm0
	xorl	%edx, %edx
	vmovaps	160(%rsp), %xmm13
	movq	536(%rsp), %r14
	vmovdqa64	.LCPI0_0(%rip), %zmm10
	vmovdqa64	.LCPI0_4(%rip), %zmm11
	vmovapd	.LCPI0_61(%rip), %zmm12
	vmovapd	.LCPI0_62(%rip), %zmm14
	vpbroadcastd	.LCPI0_77(%rip), %zmm31
	vmovss	.LCPI0_64(%rip), %xmm16
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovss	.LCPI0_66(%rip), %xmm18
	vmovss	.LCPI0_67(%rip), %xmm24
	vmovss	.LCPI0_68(%rip), %xmm17
	vmovss	.LCPI0_71(%rip), %xmm21
	vmovss	.LCPI0_80(%rip), %xmm25
	vmovups	4000(%rsp), %zmm27
	jmp	.LBB0_40
	.p2align	4
.LBB0_43:
	vmovss	.LCPI0_73(%rip), %xmm9
.LBB0_87:
	addq	$1024, %rcx
	addq	$-1024, %rdi
	addq	$4096, %rsi
	movq	%r8, %r9
	movq	-112(%rsp), %rbp
	cmpq	%rbp, %r8
	jae	.LBB0_88
.LBB0_40:
	leaq	1024(%r9), %r8
	cmpq	%rcx, %rbp
	movq	%rcx, %rax
	cmovbq	%rbp, %rax
	cmpq	%rbp, %r8
	movq	%rbp, %r10
	cmovbq	%r8, %r10
	movq	%r10, %r11
	subq	%r9, %r11
	andq	$-32, %r11
	addq	%r9, %r11
	movq	%r9, %rbx
	cmpq	%r11, %r9
	jae	.LBB0_42
	.p2align	4
.LBB0_41:
	vpbroadcastq	%rbx, %zmm7
	vmovups	(%r14,%rbx,4), %zmm8
	vmovups	64(%r14,%rbx,4), %zmm9
	vcmpltps	%zmm8, %zmm3, %k0
	vcmpltps	%zmm9, %zmm6, %k1
	vcmpunordps	%zmm28, %zmm8, %k2
	vcmpunordps	%zmm28, %zmm9, %k3
	vcmpordps	%zmm28, %zmm3, %k2 {%k2}
	vcmpordps	%zmm28, %zmm6, %k3 {%k3}
	korw	%k2, %k0, %k2
	korw	%k3, %k1, %k1
	vmovaps	%zmm8, %zmm3 {%k2}
	vmovaps	%zmm9, %zmm6 {%k1}
	vporq	%zmm10, %zmm7, %zmm1 {%k2}
	kshiftrw	$8, %k2, %k2
	vporq	%zmm11, %zmm7, %zmm2 {%k2}
	vorpd	%zmm12, %zmm7, %zmm5 {%k1}
	kshiftrw	$8, %k1, %k1
	vorpd	%zmm14, %zmm7, %zmm4 {%k1}
	addq	$32, %rbx
	cmpq	%r11, %rbx
	jb	.LBB0_41
.LBB0_42:
	cmpq	%r10, %r11
	jae	.LBB0_43
	addq	%rdi, %rax
	andq	$-32, %rax
	vmovss	.LCPI0_73(%rip), %xmm9
	.p2align	4
.LBB0_86:
	leaq	(%r9,%rax), %r11
	vmovss	(%rsi,%rax,4), %xmm7
	vucomiss	%xmm0, %xmm7
	seta	%bl
	vcmpordss	%xmm30, %xmm0, %k0
	vcmpunordss	%xmm30, %xmm7, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %ebp
	orb	%bl, %bpl
	andb	$1, %bpl
	kmovd	%ebp, %k1
	vmovss	%xmm7, %xmm0, %xmm0 {%k1}
	cmovneq	%r11, %rdx
	leaq	(%r9,%rax), %r11
	incq	%r11
	incq	%rax
	cmpq	%r10, %r11
	jb	.LBB0_86
	jmp	.LBB0_87
	.p2align	4
.LBB0_88:
	vcmpunordps	%zmm28, %zmm6, %k0
	vcmpordps	%zmm28, %zmm3, %k1
	vpcmpltuq	%zmm1, %zmm5, %k2
	vpcmpltuq	%zmm2, %zmm4, %k3
	kunpckbw	%k2, %k3, %k2
	vcmpltps	%zmm6, %zmm3, %k3
	korw	%k2, %k1, %k1
	vcmpeqps	%zmm3, %zmm6, %k2 {%k2}
	korw	%k2, %k3, %k2
	kandw	%k0, %k1, %k1
	kandnw	%k2, %k0, %k0
	korw	%k0, %k1, %k1
	vmovaps	%zmm6, %zmm3 {%k1}
	vmovdqa64	%zmm5, %zmm1 {%k1}
	kshiftrw	$8, %k1, %k1
	vmovdqa64	%zmm4, %zmm2 {%k1}
	vextractf64x4	$1, %zmm3, %ymm4
	vxorpd	%xmm5, %xmm5, %xmm5
	vcmpunordps	%ymm5, %ymm4, %k0
	vcmpordps	%ymm5, %ymm3, %k1
	vpcmpltuq	%zmm1, %zmm2, %k2
	vcmpltps	%ymm4, %ymm3, %k3
	korb	%k2, %k1, %k1
	vcmpeqps	%ymm3, %ymm4, %k2 {%k2}
	korb	%k2, %k3, %k2
	kandnb	%k2, %k0, %k2
	kandb	%k0, %k1, %k0
	korb	%k2, %k0, %k1
	vblendmps	%ymm4, %ymm3, %ymm3 {%k1}
	vmovdqa64	%zmm2, %zmm1 {%k1}
	vextractf128	$1, %ymm3, %xmm2
	vextracti64x4	$1, %zmm1, %ymm4
	vxorps	%xmm5, %xmm5, %xmm5
	vcmpunordps	%xmm5, %xmm2, %k0
	vcmpordps	%xmm5, %xmm3, %k1
	vpcmpltuq	%ymm1, %ymm4, %k2
	vcmpltps	%xmm2, %xmm3, %k3
	korw	%k2, %k1, %k1
	vcmpeqps	%xmm3, %xmm2, %k2 {%k2}
	korw	%k2, %k3, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k1
	vblendmps	%xmm2, %xmm3, %xmm12 {%k1}
	vpblendmq	%ymm4, %ymm1, %ymm1 {%k1}
	vshufpd	$1, %xmm12, %xmm12, %xmm2
	vextracti128	$1, %ymm1, %xmm3
	vcmpunordps	%xmm5, %xmm2, %k0
	vcmpordps	%xmm5, %xmm12, %k1
	vpcmpltuq	%xmm1, %xmm3, %k2
	vcmpltps	%xmm2, %xmm12, %k3
	vcmpeqps	%xmm12, %xmm2, %k4
	korw	%k2, %k1, %k1
	kandw	%k2, %k4, %k2
	korw	%k2, %k3, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k1
	vmovaps	%xmm2, %xmm12 {%k1}
	vpblendmq	%xmm3, %xmm1, %xmm1 {%k1}
	vmovq	%xmm1, %r10
	vmovshdup	%xmm12, %xmm2
	vpextrq	$1, %xmm1, %rax
	vucomiss	%xmm2, %xmm2
	setp	%cl
	kmovd	%ecx, %k0
	vucomiss	%xmm12, %xmm12
	setnp	%cl
	cmpq	%r10, %rax
	setb	%sil
	vucomiss	%xmm12, %xmm2
	seta	%dil
	setnp	%r8b
	sete	%r9b
	andb	%r8b, %r9b
	orb	%sil, %cl
	kmovd	%ecx, %k1
	andb	%sil, %r9b
	orb	%dil, %r9b
	kmovd	%r9d, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k0
	kmovd	%k0, %ecx
	andb	$1, %cl
	kmovd	%ecx, %k1
	vmovss	%xmm2, %xmm12, %xmm12 {%k1}
	cmovneq	%rax, %r10
	vucomiss	%xmm12, %xmm12
	setnp	%al
	movq	%r10, 176(%rsp)
	cmpq	%r10, %rdx
	setb	%cl
	vucomiss	%xmm12, %xmm0
	seta	%sil
	setnp	%dil
	sete	%r8b
	andb	%dil, %r8b
	orb	%cl, %al
	andb	%cl, %r8b
	orb	%sil, %r8b
	vucomiss	%xmm0, %xmm0
	movzbl	%al, %eax
	movzbl	%r8b, %ecx
	cmovpl	%eax, %ecx
	movl	%ecx, 240(%rsp)
	kmovd	%ecx, %k1
	vmovss	%xmm0, %xmm12, %xmm12 {%k1}
	vbroadcastss	%xmm12, %zmm0
	vpxor	%xmm1, %xmm1, %xmm1
	movl	$1024, %r10d
	movq	-104(%rsp), %r14
	movq	%rbp, %r11
	movq	1312(%rsp), %rbx
	movq	%rbx, %rbp
	xorl	%r12d, %r12d
	xorl	%r15d, %r15d
	xorl	%eax, %eax
	vmovss	.LCPI0_70(%rip), %xmm8
	vmovaps	2496(%rsp), %xmm10
	vmovss	.LCPI0_63(%rip), %xmm11
	vmovss	.LCPI0_69(%rip), %xmm14
	jmp	.LBB0_89
	.p2align	4
.LBB0_84:
	addq	$1024, %r10
	addq	$-1024, %r15
	incq	%r12
	addq	$4096, %rbp
	addq	$-4096, %r14
	movq	-112(%rsp), %r11
	cmpq	%r11, %rax
	jae	.LBB0_44
.LBB0_89:
	movq	%rax, %r8
	cmpq	%r10, %r11
	movq	%r10, %rsi
	cmovbq	%r11, %rsi
	leaq	(%rsi,%r15), %rax
	movq	%rax, -64(%rsp)
	cmpq	$1, %rax
	movq	%rsi, %r9
	adcq	%r15, %r9
	leaq	1024(%r8), %rax
	cmpq	%r11, %rax
	cmovbq	%rax, %r11
	cmpq	%r11, %r8
	vmovss	.LCPI0_74(%rip), %xmm22
	vmovss	.LCPI0_75(%rip), %xmm26
	vmovss	.LCPI0_76(%rip), %xmm20
	jae	.LBB0_76
	movq	%r8, %rcx
	leaq	(%rsi,%r15), %rdi
	cmpq	$4, %rdi
	jb	.LBB0_225
	movq	%r12, %rcx
	shlq	$12, %rcx
	addq	4064(%rsp), %rcx
	movq	832(%rsp), %rdi
	subq	%rcx, %rdi
	movq	%r8, %rcx
	cmpq	$64, %rdi
	jb	.LBB0_225
	leaq	(%rsi,%r15), %rbx
	cmpq	$16, %rbx
	jae	.LBB0_68
	xorl	%edi, %edi
	vbroadcastss	.LCPI0_63(%rip), %xmm20
	vbroadcastss	.LCPI0_64(%rip), %xmm22
	vbroadcastss	.LCPI0_65(%rip), %xmm26
	jmp	.LBB0_73
.LBB0_68:
	movq	%rsi, %r13
	andq	$-16, %r13
	addq	%r15, %r13
	movl	%esi, %ecx
	andl	$15, %ecx
	movq	%rbx, %rdi
	movq	%rcx, 48(%rsp)
	subq	%rcx, %rdi
	xorl	%ecx, %ecx
	movq	-104(%rsp), %rbx
	vbroadcastss	.LCPI0_63(%rip), %zmm10
	vbroadcastss	.LCPI0_64(%rip), %zmm11
	vbroadcastss	.LCPI0_65(%rip), %zmm13
	vbroadcastss	.LCPI0_66(%rip), %zmm14
	vbroadcastss	.LCPI0_67(%rip), %zmm15
	vbroadcastss	.LCPI0_68(%rip), %zmm16
	vbroadcastss	.LCPI0_69(%rip), %zmm17
	vbroadcastss	.LCPI0_70(%rip), %zmm18
	vbroadcastss	.LCPI0_71(%rip), %zmm20
	vbroadcastss	.LCPI0_72(%rip), %zmm21
	vbroadcastss	.LCPI0_73(%rip), %zmm22
	vbroadcastss	.LCPI0_74(%rip), %zmm24
	vbroadcastss	.LCPI0_75(%rip), %zmm25
	vpbroadcastd	.LCPI0_78(%rip), %zmm26
	.p2align	4
.LBB0_69:
	vmovups	(%rbp,%rcx,4), %zmm2
	vsubps	%zmm0, %zmm2, %zmm2
	vmaxps	%zmm2, %zmm10, %zmm3
	vminps	%zmm3, %zmm11, %zmm3
	vmulps	%zmm13, %zmm3, %zmm4
	vaddps	%zmm14, %zmm4, %zmm4
	vaddps	%zmm15, %zmm4, %zmm5
	vmulps	%zmm16, %zmm5, %zmm6
	vaddps	%zmm6, %zmm3, %zmm3
	vmulps	%zmm17, %zmm5, %zmm5
	vsubps	%zmm5, %zmm3, %zmm6
	vmulps	%zmm6, %zmm6, %zmm7
	vmulps	%zmm18, %zmm7, %zmm8
	vaddps	%zmm20, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm8
	vaddps	%zmm21, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm8
	vaddps	%zmm22, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm8
	vaddps	%zmm24, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm7
	vsubps	%zmm7, %zmm6, %zmm7
	vmulps	%zmm7, %zmm6, %zmm6
	vsubps	%zmm7, %zmm25, %zmm7
	vdivps	%zmm7, %zmm6, %zmm6
	vsubps	%zmm6, %zmm5, %zmm5
	vsubps	%zmm5, %zmm3, %zmm3
	vaddps	%zmm19, %zmm3, %zmm3
	vpaddd	%zmm31, %zmm4, %zmm5
	vpsrld	$1, %zmm5, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	vpslld	$23, %zmm4, %zmm4
	vpslld	$23, %zmm5, %zmm5
	vpaddd	%zmm29, %zmm5, %zmm5
	vmulps	%zmm5, %zmm3, %zmm3
	vpaddd	%zmm26, %zmm4, %zmm4
	vmulps	%zmm4, %zmm3, %zmm3
	vcmpunordps	%zmm28, %zmm2, %k1
	vbroadcastss	.LCPI0_79(%rip), %zmm3 {%k1}
	vmovups	%zmm3, (%rbx,%rcx,4)
	addq	$16, %rcx
	cmpq	%rcx, %r13
	jne	.LBB0_69
	movq	48(%rsp), %rcx
	testq	%rcx, %rcx
	movq	1312(%rsp), %rbx
	vmovss	.LCPI0_70(%rip), %xmm8
	vmovss	.LCPI0_80(%rip), %xmm25
	vmovaps	160(%rsp), %xmm13
	vmovaps	2496(%rsp), %xmm10
	vmovss	.LCPI0_63(%rip), %xmm11
	vmovss	.LCPI0_64(%rip), %xmm16
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovss	.LCPI0_66(%rip), %xmm18
	vmovss	.LCPI0_67(%rip), %xmm24
	vmovss	.LCPI0_68(%rip), %xmm17
	vmovss	.LCPI0_69(%rip), %xmm14
	vmovss	.LCPI0_71(%rip), %xmm21
	je	.LBB0_76
	cmpl	$4, %ecx
	jb	.LBB0_224
	vbroadcastss	.LCPI0_63(%rip), %xmm20
	vbroadcastss	.LCPI0_64(%rip), %xmm22
	vbroadcastss	.LCPI0_65(%rip), %xmm26
	leaq	(%rsi,%r15), %rbx
.LBB0_73:
	movl	%esi, %ecx
	andl	$3, %ecx
	movq	%rbx, %r13
	subq	%rcx, %r13
	movq	%rbx, %rcx
	movl	%esi, %ebx
	andl	$3, %ebx
	movq	%rbx, 48(%rsp)
	subq	%rbx, %rcx
	addq	%r8, %rcx
	movq	-104(%rsp), %rbx
	vbroadcastss	.LCPI0_66(%rip), %xmm18
	vbroadcastss	.LCPI0_67(%rip), %xmm21
	vbroadcastss	.LCPI0_68(%rip), %xmm17
	vbroadcastss	.LCPI0_69(%rip), %xmm31
	vbroadcastss	.LCPI0_70(%rip), %xmm16
	vbroadcastss	.LCPI0_71(%rip), %xmm24
	vbroadcastss	.LCPI0_72(%rip), %xmm25
	vbroadcastss	.LCPI0_73(%rip), %xmm15
	vbroadcastss	.LCPI0_74(%rip), %xmm10
	vbroadcastss	.LCPI0_75(%rip), %xmm27
	vbroadcastss	.LCPI0_76(%rip), %xmm29
	vpbroadcastd	.LCPI0_77(%rip), %xmm11
	vpbroadcastd	.LCPI0_60(%rip), %xmm13
	vpbroadcastd	.LCPI0_78(%rip), %xmm14
	vxorps	%xmm19, %xmm19, %xmm19
	.p2align	4
.LBB0_74:
	vmovups	(%rbp,%rdi,4), %xmm2
	vsubps	%xmm0, %xmm2, %xmm2
	vmaxps	%xmm2, %xmm20, %xmm3
	vminps	%xmm3, %xmm22, %xmm3
	vmulps	%xmm26, %xmm3, %xmm4
	vaddps	%xmm18, %xmm4, %xmm4
	vaddps	%xmm21, %xmm4, %xmm5
	vmulps	%xmm17, %xmm5, %xmm6
	vaddps	%xmm6, %xmm3, %xmm3
	vmulps	%xmm31, %xmm5, %xmm5
	vsubps	%xmm5, %xmm3, %xmm6
	vmulps	%xmm6, %xmm6, %xmm7
	vmulps	%xmm16, %xmm7, %xmm8
	vaddps	%xmm24, %xmm8, %xmm8
	vmulps	%xmm7, %xmm8, %xmm8
	vaddps	%xmm25, %xmm8, %xmm8
	vmulps	%xmm7, %xmm8, %xmm8
	vaddps	%xmm15, %xmm8, %xmm8
	vmulps	%xmm7, %xmm8, %xmm8
	vaddps	%xmm10, %xmm8, %xmm8
	vmulps	%xmm7, %xmm8, %xmm7
	vsubps	%xmm7, %xmm6, %xmm7
	vmulps	%xmm7, %xmm6, %xmm6
	vsubps	%xmm7, %xmm27, %xmm7
	vdivps	%xmm7, %xmm6, %xmm6
	vsubps	%xmm6, %xmm5, %xmm5
	vsubps	%xmm5, %xmm3, %xmm3
	vaddps	%xmm29, %xmm3, %xmm3
	vpaddd	%xmm4, %xmm11, %xmm5
	vpsrld	$1, %xmm5, %xmm5
	vpsubd	%xmm5, %xmm4, %xmm4
	vpslld	$23, %xmm4, %xmm4
	vpslld	$23, %xmm5, %xmm5
	vpaddd	%xmm5, %xmm13, %xmm5
	vmulps	%xmm5, %xmm3, %xmm3
	vpaddd	%xmm4, %xmm14, %xmm4
	vmulps	%xmm4, %xmm3, %xmm3
	vcmpunordps	%xmm19, %xmm2, %k1
	vbroadcastss	.LCPI0_79(%rip), %xmm3 {%k1}
	vmovups	%xmm3, (%rbx,%rdi,4)
	addq	$4, %rdi
	cmpq	%rdi, %r13
	jne	.LBB0_74
	cmpq	$0, 48(%rsp)
	movq	1312(%rsp), %rbx
	vmovss	.LCPI0_70(%rip), %xmm8
	vmovss	.LCPI0_74(%rip), %xmm22
	vmovss	.LCPI0_75(%rip), %xmm26
	vmovss	.LCPI0_76(%rip), %xmm20
	vbroadcastss	.LCPI0_76(%rip), %zmm19
	vpbroadcastd	.LCPI0_77(%rip), %zmm31
	vpbroadcastd	.LCPI0_60(%rip), %zmm29
	vmovss	.LCPI0_80(%rip), %xmm25
	vmovaps	160(%rsp), %xmm13
	vmovaps	2496(%rsp), %xmm10
	vmovups	4000(%rsp), %zmm27
	vmovss	.LCPI0_63(%rip), %xmm11
	vmovss	.LCPI0_64(%rip), %xmm16
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovss	.LCPI0_66(%rip), %xmm18
	vmovss	.LCPI0_67(%rip), %xmm24
	vmovss	.LCPI0_68(%rip), %xmm17
	vmovss	.LCPI0_69(%rip), %xmm14
	vmovss	.LCPI0_71(%rip), %xmm21
	je	.LBB0_76
	.p2align	4
.LBB0_225:
	vmovss	(%rbx,%rcx,4), %xmm2
	vsubss	%xmm12, %xmm2, %xmm2
	vmaxss	%xmm2, %xmm11, %xmm3
	vminss	%xmm3, %xmm16, %xmm3
	vmulss	%xmm3, %xmm15, %xmm4
	vaddss	%xmm18, %xmm4, %xmm4
	vaddss	%xmm24, %xmm4, %xmm5
	vmovd	%xmm4, %edi
	vmulss	%xmm17, %xmm5, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm5, %xmm14, %xmm4
	vsubss	%xmm4, %xmm3, %xmm5
	vmulss	%xmm5, %xmm5, %xmm6
	vmulss	%xmm6, %xmm8, %xmm7
	vaddss	%xmm21, %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vaddss	%xmm23, %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vaddss	%xmm7, %xmm9, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vaddss	%xmm22, %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm6
	vsubss	%xmm6, %xmm5, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vsubss	%xmm6, %xmm26, %xmm6
	vdivss	%xmm6, %xmm5, %xmm5
	vsubss	%xmm5, %xmm4, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vaddss	%xmm20, %xmm3, %xmm3
	leal	-1262485248(%rdi), %r13d
	shrl	%r13d
	subl	%r13d, %edi
	shll	$23, %edi
	shll	$23, %r13d
	addl	$-8388608, %r13d
	addl	$2139095040, %edi
	vmovd	%r13d, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vmovd	%edi, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vcmpunordss	%xmm2, %xmm2, %k1
	vmovss	.LCPI0_79(%rip), %xmm3 {%k1}
	vmovss	%xmm3, (%r14,%rcx,4)
	incq	%rcx
	cmpq	%rcx, %rsi
	jne	.LBB0_225
.LBB0_76:
	cmpq	%r8, %r11
	je	.LBB0_84
	cmpq	$8, -64(%rsp)
	movq	-104(%rsp), %rdi
	jae	.LBB0_79
	xorl	%ecx, %ecx
	jmp	.LBB0_82
	.p2align	4
.LBB0_79:
	movq	%r9, %rsi
	andq	$-8, %rsi
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_80:
	vaddss	(%rdi,%rcx,4), %xmm1, %xmm1
	vaddss	4(%rdi,%rcx,4), %xmm1, %xmm1
	vaddss	8(%rdi,%rcx,4), %xmm1, %xmm1
	vaddss	12(%rdi,%rcx,4), %xmm1, %xmm1
	vaddss	16(%rdi,%rcx,4), %xmm1, %xmm1
	vaddss	20(%rdi,%rcx,4), %xmm1, %xmm1
	vaddss	24(%rdi,%rcx,4), %xmm1, %xmm1
	vaddss	28(%rdi,%rcx,4), %xmm1, %xmm1
	addq	$8, %rcx
	cmpq	%rcx, %rsi
	jne	.LBB0_80
	testb	$7, %r9b
	je	.LBB0_84
.LBB0_82:
	andl	$7, %r9d
	leaq	(%rdi,%rcx,4), %rcx
	xorl	%esi, %esi
	.p2align	4
.LBB0_83:
	vaddss	(%rcx,%rsi,4), %xmm1, %xmm1
	incq	%rsi
	cmpq	%rsi, %r9
	jne	.LBB0_83
	jmp	.LBB0_84
.LBB0_224:
	addq	%r8, %rdi
	movq	%rdi, %rcx
	vmovss	.LCPI0_74(%rip), %xmm22
	vmovss	.LCPI0_75(%rip), %xmm26
	vmovss	.LCPI0_76(%rip), %xmm20
	jmp	.LBB0_225
	.p2align	4
.LBB0_44:
	cmpb	$0, 240(%rsp)
	movq	176(%rsp), %rax
	cmovneq	%rdx, %rax
	vcvtusi2ss	%rax, %xmm9, %xmm0
	vmovaps	%xmm0, -64(%rsp)
	vmovss	.LCPI0_76(%rip), %xmm0
	vdivss	%xmm1, %xmm0, %xmm0
	vmovaps	%xmm0, 48(%rsp)
	movl	-76(%rsp), %r10d
	testl	%r10d, %r10d
	movq	552(%rsp), %r13
	movq	320(%rsp), %rsi
	movq	544(%rsp), %rdi
	movl	$2143289344, %r8d
	je	.LBB0_55
	cmpb	$0, -113(%rsp)
	movq	-112(%rsp), %rbp
	movl	$3449720151, %r15d
	je	.LBB0_47
	vmovaps	%xmm13, %xmm4
	xorl	%eax, %eax
	movq	1312(%rsp), %r9
	vmovaps	%xmm21, %xmm8
	vmovss	.LCPI0_70(%rip), %xmm19
	vmovss	.LCPI0_73(%rip), %xmm9
	vmovss	.LCPI0_74(%rip), %xmm22
	vmovss	.LCPI0_75(%rip), %xmm26
	vmovss	.LCPI0_76(%rip), %xmm20
	vmovaps	-64(%rsp), %xmm21
	vmovaps	48(%rsp), %xmm31
	.p2align	4
.LBB0_54:
	vmovss	(%r9,%rax,4), %xmm0
	vaddss	%xmm0, %xmm0, %xmm1
	vmulss	%xmm25, %xmm1, %xmm1
	vsubss	(%rdi,%rax,4), %xmm1, %xmm1
	vmovaps	%xmm4, %xmm13
	vsubss	%xmm12, %xmm0, %xmm2
	vmaxss	%xmm2, %xmm11, %xmm3
	vminss	%xmm3, %xmm16, %xmm3
	vmulss	%xmm3, %xmm15, %xmm4
	vaddss	%xmm18, %xmm4, %xmm4
	vaddss	%xmm24, %xmm4, %xmm5
	vmovd	%xmm4, %ecx
	vmulss	%xmm17, %xmm5, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm5, %xmm14, %xmm4
	vsubss	%xmm4, %xmm3, %xmm5
	vmulss	%xmm5, %xmm5, %xmm6
	vmulss	%xmm19, %xmm6, %xmm7
	vaddss	%xmm7, %xmm8, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vaddss	%xmm23, %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vaddss	%xmm7, %xmm9, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vaddss	%xmm22, %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm6
	vsubss	%xmm6, %xmm5, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vsubss	%xmm6, %xmm26, %xmm6
	vdivss	%xmm6, %xmm5, %xmm5
	vsubss	%xmm5, %xmm4, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vaddss	%xmm20, %xmm3, %xmm3
	leal	-1262485248(%rcx), %edx
	shrl	%edx
	subl	%edx, %ecx
	shll	$23, %ecx
	shll	$23, %edx
	addl	$-8388608, %edx
	addl	$2139095040, %ecx
	vmovd	%edx, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vmovd	%ecx, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vcmpunordss	%xmm2, %xmm2, %k1
	vmovss	.LCPI0_79(%rip), %xmm3 {%k1}
	vcvtusi2ss	%rax, %xmm30, %xmm2
	vmulss	%xmm3, %xmm31, %xmm3
	vaddss	%xmm3, %xmm1, %xmm1
	vcmpeqss	%xmm21, %xmm2, %k1
	vmovss	.LCPI0_81(%rip), %xmm2 {%k1} {z}
	vaddss	%xmm1, %xmm2, %xmm1
	vmovaps	%xmm13, %xmm4
	vmulss	%xmm1, %xmm13, %xmm1
	vsubss	%xmm1, %xmm0, %xmm0
	vmulss	(%rsi,%rax,4), %xmm10, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	vmovd	%xmm0, %ecx
	movl	%ecx, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r8d, %ecx
	movl	%ecx, (%r9,%rax,4)
	incq	%rax
	cmpq	%rax, %rbp
	jne	.LBB0_54
	jmp	.LBB0_65
	.p2align	4
.LBB0_55:
	cmpb	$0, 2880(%rsp)
	movq	-112(%rsp), %rbp
	movl	$3449720151, %r15d
	je	.LBB0_58
	vmovaps	%xmm13, %xmm4
	xorl	%eax, %eax
	movq	1312(%rsp), %r9
	vmovaps	%xmm21, %xmm8
	vmovss	.LCPI0_70(%rip), %xmm21
	vmovss	.LCPI0_73(%rip), %xmm9
	vmovss	.LCPI0_74(%rip), %xmm22
	vmovss	.LCPI0_75(%rip), %xmm26
	vmovss	.LCPI0_76(%rip), %xmm19
	vmovaps	-64(%rsp), %xmm13
	vmovaps	48(%rsp), %xmm20
	.p2align	4
.LBB0_57:
	vmovss	(%r9,%rax,4), %xmm0
	vaddss	%xmm0, %xmm0, %xmm1
	vmulss	%xmm25, %xmm1, %xmm1
	vsubss	(%rdi,%rax,4), %xmm1, %xmm1
	vmovaps	%xmm4, %xmm10
	vsubss	%xmm12, %xmm0, %xmm2
	vmaxss	%xmm2, %xmm11, %xmm3
	vminss	%xmm3, %xmm16, %xmm3
	vmulss	%xmm3, %xmm15, %xmm4
	vaddss	%xmm18, %xmm4, %xmm4
	vaddss	%xmm24, %xmm4, %xmm5
	vmovd	%xmm4, %ecx
	vmulss	%xmm17, %xmm5, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm5, %xmm14, %xmm4
	vsubss	%xmm4, %xmm3, %xmm5
	vmulss	%xmm5, %xmm5, %xmm6
	vmulss	%xmm21, %xmm6, %xmm7
	vaddss	%xmm7, %xmm8, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vaddss	%xmm23, %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vaddss	%xmm7, %xmm9, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vaddss	%xmm22, %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm6
	vsubss	%xmm6, %xmm5, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vsubss	%xmm6, %xmm26, %xmm6
	vdivss	%xmm6, %xmm5, %xmm5
	vsubss	%xmm5, %xmm4, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vaddss	%xmm19, %xmm3, %xmm3
	leal	-1262485248(%rcx), %edx
	shrl	%edx
	subl	%edx, %ecx
	shll	$23, %ecx
	shll	$23, %edx
	addl	$-8388608, %edx
	addl	$2139095040, %ecx
	vmovd	%edx, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vmovd	%ecx, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vcmpunordss	%xmm2, %xmm2, %k1
	vmovss	.LCPI0_79(%rip), %xmm3 {%k1}
	vmulss	%xmm3, %xmm20, %xmm2
	vaddss	%xmm2, %xmm1, %xmm1
	vcvtusi2ss	%rax, %xmm30, %xmm2
	vcmpeqss	%xmm13, %xmm2, %k1
	vmovss	.LCPI0_81(%rip), %xmm2 {%k1} {z}
	vaddss	%xmm1, %xmm2, %xmm1
	vmovaps	%xmm10, %xmm4
	vmulss	%xmm1, %xmm10, %xmm1
	vsubss	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movl	%ecx, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r8d, %ecx
	movl	%ecx, (%r9,%rax,4)
	incq	%rax
	cmpq	%rax, %rbp
	jne	.LBB0_57
	jmp	.LBB0_65
	.p2align	4
.LBB0_47:
	vbroadcastss	%xmm12, %zmm0
	vbroadcastss	48(%rsp), %zmm1
	vbroadcastss	-64(%rsp), %zmm2
	vbroadcastss	%xmm10, %zmm3
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm4
	vmovdqa64	.LCPI0_4(%rip), %zmm5
	movq	-96(%rsp), %rcx
	movq	1312(%rsp), %r9
	vbroadcastss	.LCPI0_69(%rip), %zmm20
	vbroadcastss	.LCPI0_70(%rip), %zmm22
	vbroadcastss	.LCPI0_71(%rip), %zmm23
	vbroadcastss	.LCPI0_72(%rip), %zmm24
	vbroadcastss	.LCPI0_73(%rip), %zmm26
	vbroadcastss	.LCPI0_74(%rip), %zmm25
	vmovdqa64	%zmm29, %zmm17
	vmovdqa64	%zmm31, %zmm29
	vmovaps	%zmm27, %zmm21
	vbroadcastss	.LCPI0_76(%rip), %zmm27
	vbroadcastss	.LCPI0_75(%rip), %zmm31
	vpbroadcastd	.LCPI0_78(%rip), %zmm9
	vbroadcastss	.LCPI0_80(%rip), %zmm8
	vbroadcastss	.LCPI0_82(%rip), %zmm18
	vpbroadcastq	.LCPI0_1(%rip), %zmm19
	.p2align	4
.LBB0_48:
	vmovups	(%r9,%rax,4), %zmm6
	vsubps	%zmm0, %zmm6, %zmm7
	vbroadcastss	.LCPI0_63(%rip), %zmm10
	vmaxps	%zmm7, %zmm10, %zmm10
	vbroadcastss	.LCPI0_64(%rip), %zmm11
	vminps	%zmm10, %zmm11, %zmm10
	vmulps	.LCPI0_65(%rip){1to16}, %zmm10, %zmm11
	vaddps	.LCPI0_66(%rip){1to16}, %zmm11, %zmm11
	vaddps	.LCPI0_67(%rip){1to16}, %zmm11, %zmm13
	vmulps	.LCPI0_68(%rip){1to16}, %zmm13, %zmm14
	vaddps	%zmm14, %zmm10, %zmm10
	vmulps	%zmm20, %zmm13, %zmm13
	vsubps	%zmm13, %zmm10, %zmm14
	vmulps	%zmm14, %zmm14, %zmm15
	vmulps	%zmm22, %zmm15, %zmm16
	vaddps	%zmm23, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm16
	vaddps	%zmm24, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm16
	vaddps	%zmm26, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm16
	vaddps	%zmm25, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm15
	vsubps	%zmm15, %zmm14, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm15, %zmm31, %zmm15
	vdivps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm10, %zmm10
	vaddps	%zmm27, %zmm10, %zmm10
	vpaddd	%zmm29, %zmm11, %zmm13
	vpsrld	$1, %zmm13, %zmm13
	vpsubd	%zmm13, %zmm11, %zmm11
	vpslld	$23, %zmm13, %zmm13
	vpaddd	%zmm17, %zmm13, %zmm13
	vmulps	%zmm13, %zmm10, %zmm10
	vaddps	%zmm6, %zmm6, %zmm13
	vmulps	%zmm8, %zmm13, %zmm13
	vsubps	(%rdi,%rax,4), %zmm13, %zmm13
	vpslld	$23, %zmm11, %zmm11
	vpaddd	%zmm9, %zmm11, %zmm11
	vmulps	%zmm11, %zmm10, %zmm10
	vcmpunordps	%zmm28, %zmm7, %k1
	vbroadcastss	.LCPI0_79(%rip), %zmm10 {%k1}
	vmulps	%zmm10, %zmm1, %zmm7
	vaddps	%zmm7, %zmm13, %zmm7
	vcvtuqq2ps	%zmm4, %ymm10
	vcvtuqq2ps	%zmm5, %ymm11
	vinsertf64x4	$1, %ymm11, %zmm10, %zmm10
	vcmpeqps	%zmm10, %zmm2, %k1
	vbroadcastss	.LCPI0_81(%rip), %zmm10 {%k1} {z}
	vaddps	%zmm7, %zmm10, %zmm7
	vmulps	%zmm7, %zmm21, %zmm7
	vmulps	(%rsi,%rax,4), %zmm3, %zmm10
	vsubps	%zmm7, %zmm6, %zmm6
	vaddps	%zmm6, %zmm10, %zmm6
	vandps	%zmm18, %zmm6, %zmm7
	vpcmpgtd	%zmm9, %zmm7, %k1
	vpbroadcastd	.LCPI0_79(%rip), %zmm6 {%k1}
	vmovdqu64	%zmm6, (%r9,%rax,4)
	addq	$16, %rax
	vpaddq	%zmm19, %zmm4, %zmm4
	vpaddq	%zmm19, %zmm5, %zmm5
	cmpq	%rax, %rcx
	jne	.LBB0_48
	cmpq	%rcx, %rbp
	vmovss	.LCPI0_64(%rip), %xmm16
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovss	.LCPI0_66(%rip), %xmm18
	vmovss	.LCPI0_67(%rip), %xmm24
	vmovss	.LCPI0_68(%rip), %xmm13
	vmovss	.LCPI0_69(%rip), %xmm14
	vmovss	.LCPI0_70(%rip), %xmm19
	vmovss	.LCPI0_71(%rip), %xmm8
	vmovss	.LCPI0_72(%rip), %xmm23
	vmovss	.LCPI0_73(%rip), %xmm9
	vmovss	.LCPI0_74(%rip), %xmm22
	vmovss	.LCPI0_75(%rip), %xmm26
	vmovss	.LCPI0_76(%rip), %xmm20
	vmovdqa64	%zmm17, %zmm29
	vmovss	.LCPI0_80(%rip), %xmm25
	vmovaps	160(%rsp), %xmm4
	vmovaps	2496(%rsp), %xmm10
	vmovaps	%zmm21, %zmm27
	vmovss	.LCPI0_63(%rip), %xmm11
	vmovaps	-64(%rsp), %xmm21
	vmovaps	48(%rsp), %xmm31
	je	.LBB0_65
	vmovaps	%xmm13, %xmm17
	movq	-96(%rsp), %rax
	testb	$12, %bpl
	je	.LBB0_54
	vbroadcastss	%xmm12, %xmm0
	vbroadcastss	%xmm31, %xmm1
	vbroadcastss	%xmm21, %xmm2
	vbroadcastss	%xmm10, %xmm3
	movq	-96(%rsp), %rax
	vmovdqu	2336(%rsp), %ymm4
	movq	520(%rsp), %rcx
	vbroadcastss	.LCPI0_69(%rip), %xmm17
	vbroadcastss	.LCPI0_70(%rip), %xmm22
	vbroadcastss	.LCPI0_71(%rip), %xmm16
	vbroadcastss	.LCPI0_72(%rip), %xmm23
	vpbroadcastd	.LCPI0_60(%rip), %xmm26
	vpbroadcastd	.LCPI0_78(%rip), %xmm24
	vbroadcastss	.LCPI0_80(%rip), %xmm8
	vbroadcastss	.LCPI0_82(%rip), %xmm9
	vpbroadcastq	.LCPI0_83(%rip), %ymm25
	vmovaps	%zmm27, %zmm31
	vbroadcastss	.LCPI0_74(%rip), %xmm27
	vbroadcastss	.LCPI0_75(%rip), %xmm19
	vbroadcastss	.LCPI0_73(%rip), %xmm20
	vbroadcastss	.LCPI0_76(%rip), %xmm18
	vpbroadcastd	.LCPI0_77(%rip), %xmm21
	.p2align	4
.LBB0_52:
	vmovups	(%r9,%rax,4), %xmm5
	vsubps	%xmm0, %xmm5, %xmm6
	vbroadcastss	.LCPI0_63(%rip), %xmm7
	vmaxps	%xmm6, %xmm7, %xmm7
	vbroadcastss	.LCPI0_64(%rip), %xmm10
	vminps	%xmm7, %xmm10, %xmm7
	vmulps	.LCPI0_65(%rip){1to4}, %xmm7, %xmm10
	vaddps	.LCPI0_66(%rip){1to4}, %xmm10, %xmm10
	vaddps	.LCPI0_67(%rip){1to4}, %xmm10, %xmm11
	vmulps	.LCPI0_68(%rip){1to4}, %xmm11, %xmm13
	vaddps	%xmm7, %xmm13, %xmm7
	vmulps	%xmm17, %xmm11, %xmm11
	vsubps	%xmm11, %xmm7, %xmm13
	vmulps	%xmm13, %xmm13, %xmm14
	vmulps	%xmm22, %xmm14, %xmm15
	vaddps	%xmm16, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm15
	vaddps	%xmm23, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm15
	vaddps	%xmm20, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm15
	vaddps	%xmm27, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm14
	vsubps	%xmm14, %xmm13, %xmm14
	vmulps	%xmm14, %xmm13, %xmm13
	vsubps	%xmm14, %xmm19, %xmm14
	vdivps	%xmm14, %xmm13, %xmm13
	vsubps	%xmm13, %xmm11, %xmm11
	vxorps	%xmm13, %xmm13, %xmm13
	vsubps	%xmm11, %xmm7, %xmm7
	vaddps	%xmm18, %xmm7, %xmm7
	vpaddd	%xmm21, %xmm10, %xmm11
	vpsrld	$1, %xmm11, %xmm11
	vpsubd	%xmm11, %xmm10, %xmm10
	vpslld	$23, %xmm11, %xmm11
	vpaddd	%xmm26, %xmm11, %xmm11
	vmulps	%xmm7, %xmm11, %xmm7
	vpslld	$23, %xmm10, %xmm10
	vpaddd	%xmm24, %xmm10, %xmm10
	vmulps	%xmm7, %xmm10, %xmm7
	vcmpunordps	%xmm13, %xmm6, %k1
	vaddps	%xmm5, %xmm5, %xmm6
	vmulps	%xmm6, %xmm8, %xmm6
	vsubps	(%rdi,%rax,4), %xmm6, %xmm6
	vbroadcastss	.LCPI0_79(%rip), %xmm7 {%k1}
	vmulps	%xmm7, %xmm1, %xmm7
	vaddps	%xmm7, %xmm6, %xmm6
	vcvtuqq2ps	%ymm4, %xmm7
	vcmpeqps	%xmm7, %xmm2, %k1
	vbroadcastss	.LCPI0_81(%rip), %xmm7 {%k1} {z}
	vaddps	%xmm6, %xmm7, %xmm6
	vmulps	%xmm6, %xmm31, %xmm6
	vmulps	(%rsi,%rax,4), %xmm3, %xmm7
	vsubps	%xmm6, %xmm5, %xmm5
	vaddps	%xmm5, %xmm7, %xmm5
	vandps	%xmm5, %xmm9, %xmm6
	vpcmpgtd	%xmm24, %xmm6, %k1
	vpbroadcastd	.LCPI0_79(%rip), %xmm5 {%k1}
	vmovdqu	%xmm5, (%r9,%rax,4)
	addq	$4, %rax
	vpaddq	%ymm25, %ymm4, %ymm4
	cmpq	%rax, %rcx
	jne	.LBB0_52
	movq	%rcx, %rax
	cmpq	%rcx, %rbp
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovss	.LCPI0_66(%rip), %xmm18
	vmovss	.LCPI0_67(%rip), %xmm24
	vmovss	.LCPI0_68(%rip), %xmm17
	vmovss	.LCPI0_69(%rip), %xmm14
	vmovss	.LCPI0_70(%rip), %xmm19
	vmovss	.LCPI0_71(%rip), %xmm8
	vmovss	.LCPI0_72(%rip), %xmm23
	vmovss	.LCPI0_73(%rip), %xmm9
	vmovss	.LCPI0_74(%rip), %xmm22
	vmovss	.LCPI0_75(%rip), %xmm26
	vmovss	.LCPI0_76(%rip), %xmm20
	vmovaps	160(%rsp), %xmm4
	vmovaps	2496(%rsp), %xmm10
	vmovss	.LCPI0_63(%rip), %xmm11
	vmovss	.LCPI0_64(%rip), %xmm16
	vmovss	.LCPI0_80(%rip), %xmm25
	vmovaps	-64(%rsp), %xmm21
	vmovaps	48(%rsp), %xmm31
	jne	.LBB0_54
	jmp	.LBB0_65
.LBB0_58:
	vbroadcastss	%xmm12, %zmm0
	vbroadcastss	48(%rsp), %zmm1
	vbroadcastss	-64(%rsp), %zmm2
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm3
	vmovdqa64	.LCPI0_4(%rip), %zmm4
	movq	-96(%rsp), %rcx
	movq	1312(%rsp), %r9
	vbroadcastss	.LCPI0_68(%rip), %zmm19
	vbroadcastss	.LCPI0_69(%rip), %zmm20
	vbroadcastss	.LCPI0_70(%rip), %zmm21
	vbroadcastss	.LCPI0_71(%rip), %zmm22
	vbroadcastss	.LCPI0_72(%rip), %zmm23
	vbroadcastss	.LCPI0_73(%rip), %zmm24
	vbroadcastss	.LCPI0_74(%rip), %zmm25
	vbroadcastss	.LCPI0_75(%rip), %zmm26
	vpbroadcastd	.LCPI0_78(%rip), %zmm8
	vbroadcastss	.LCPI0_80(%rip), %zmm9
	vbroadcastss	.LCPI0_82(%rip), %zmm16
	vmovdqa64	%zmm31, %zmm17
	vmovdqa64	%zmm29, %zmm31
	vmovaps	%zmm27, %zmm29
	vpbroadcastq	.LCPI0_1(%rip), %zmm27
	vbroadcastss	.LCPI0_76(%rip), %zmm18
	.p2align	4
.LBB0_59:
	vmovups	(%r9,%rax,4), %zmm5
	vsubps	%zmm0, %zmm5, %zmm6
	vbroadcastss	.LCPI0_63(%rip), %zmm7
	vmaxps	%zmm6, %zmm7, %zmm7
	vbroadcastss	.LCPI0_64(%rip), %zmm10
	vminps	%zmm7, %zmm10, %zmm7
	vmulps	.LCPI0_65(%rip){1to16}, %zmm7, %zmm10
	vaddps	.LCPI0_66(%rip){1to16}, %zmm10, %zmm10
	vaddps	.LCPI0_67(%rip){1to16}, %zmm10, %zmm11
	vmulps	%zmm19, %zmm11, %zmm13
	vaddps	%zmm13, %zmm7, %zmm7
	vmulps	%zmm20, %zmm11, %zmm11
	vsubps	%zmm11, %zmm7, %zmm13
	vmulps	%zmm13, %zmm13, %zmm14
	vmulps	%zmm21, %zmm14, %zmm15
	vaddps	%zmm22, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm23, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm24, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm25, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm14, %zmm13, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm14, %zmm26, %zmm14
	vdivps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm11, %zmm11
	vsubps	%zmm11, %zmm7, %zmm7
	vaddps	%zmm18, %zmm7, %zmm7
	vpaddd	%zmm17, %zmm10, %zmm11
	vpsrld	$1, %zmm11, %zmm11
	vpsubd	%zmm11, %zmm10, %zmm10
	vpslld	$23, %zmm11, %zmm11
	vpaddd	%zmm31, %zmm11, %zmm11
	vmulps	%zmm11, %zmm7, %zmm7
	vaddps	%zmm5, %zmm5, %zmm11
	vmulps	%zmm9, %zmm11, %zmm11
	vsubps	(%rdi,%rax,4), %zmm11, %zmm11
	vpslld	$23, %zmm10, %zmm10
	vpaddd	%zmm8, %zmm10, %zmm10
	vmulps	%zmm10, %zmm7, %zmm7
	vcmpunordps	%zmm28, %zmm6, %k1
	vbroadcastss	.LCPI0_79(%rip), %zmm7 {%k1}
	vmulps	%zmm7, %zmm1, %zmm6
	vcvtuqq2ps	%zmm3, %ymm7
	vcvtuqq2ps	%zmm4, %ymm10
	vaddps	%zmm6, %zmm11, %zmm6
	vinsertf64x4	$1, %ymm10, %zmm7, %zmm7
	vcmpeqps	%zmm7, %zmm2, %k1
	vbroadcastss	.LCPI0_81(%rip), %zmm7 {%k1} {z}
	vaddps	%zmm6, %zmm7, %zmm6
	vmulps	%zmm6, %zmm29, %zmm6
	vsubps	%zmm6, %zmm5, %zmm5
	vandps	%zmm16, %zmm5, %zmm6
	vpcmpgtd	%zmm8, %zmm6, %k1
	vpbroadcastd	.LCPI0_79(%rip), %zmm5 {%k1}
	vmovdqu64	%zmm5, (%r9,%rax,4)
	addq	$16, %rax
	vpaddq	%zmm27, %zmm3, %zmm3
	vpaddq	%zmm27, %zmm4, %zmm4
	cmpq	%rax, %rcx
	jne	.LBB0_59
	cmpq	%rcx, %rbp
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovss	.LCPI0_66(%rip), %xmm18
	vmovss	.LCPI0_67(%rip), %xmm24
	vmovss	.LCPI0_68(%rip), %xmm17
	vmovss	.LCPI0_69(%rip), %xmm14
	vmovss	.LCPI0_70(%rip), %xmm21
	vmovss	.LCPI0_71(%rip), %xmm8
	vmovss	.LCPI0_72(%rip), %xmm23
	vmovss	.LCPI0_73(%rip), %xmm9
	vmovss	.LCPI0_74(%rip), %xmm22
	vmovss	.LCPI0_75(%rip), %xmm26
	vmovss	.LCPI0_76(%rip), %xmm19
	vmovss	.LCPI0_80(%rip), %xmm25
	vmovaps	160(%rsp), %xmm4
	vmovaps	%zmm29, %zmm27
	vmovdqa64	%zmm31, %zmm29
	vmovss	.LCPI0_63(%rip), %xmm11
	vmovss	.LCPI0_64(%rip), %xmm16
	vmovaps	-64(%rsp), %xmm13
	vmovaps	48(%rsp), %xmm20
	je	.LBB0_65
	movq	-96(%rsp), %rax
	testb	$12, %bpl
	je	.LBB0_57
	vbroadcastss	%xmm12, %xmm0
	vbroadcastss	%xmm20, %xmm1
	vbroadcastss	%xmm13, %xmm2
	movq	-96(%rsp), %rax
	vmovdqu	2336(%rsp), %ymm3
	movq	520(%rsp), %rcx
	vbroadcastss	.LCPI0_68(%rip), %xmm21
	vbroadcastss	.LCPI0_69(%rip), %xmm17
	vbroadcastss	.LCPI0_70(%rip), %xmm22
	vbroadcastss	.LCPI0_71(%rip), %xmm16
	vbroadcastss	.LCPI0_72(%rip), %xmm23
	vpbroadcastd	.LCPI0_60(%rip), %xmm15
	vpbroadcastd	.LCPI0_78(%rip), %xmm24
	vbroadcastss	.LCPI0_80(%rip), %xmm26
	vbroadcastss	.LCPI0_82(%rip), %xmm8
	vpbroadcastq	.LCPI0_83(%rip), %ymm25
	vmovaps	%zmm27, %zmm31
	vbroadcastss	.LCPI0_74(%rip), %xmm27
	vbroadcastss	.LCPI0_75(%rip), %xmm9
	vbroadcastss	.LCPI0_73(%rip), %xmm19
	vbroadcastss	.LCPI0_76(%rip), %xmm20
	vpbroadcastd	.LCPI0_77(%rip), %xmm18
	.p2align	4
.LBB0_63:
	vmovups	(%r9,%rax,4), %xmm4
	vsubps	%xmm0, %xmm4, %xmm5
	vbroadcastss	.LCPI0_63(%rip), %xmm6
	vmaxps	%xmm5, %xmm6, %xmm6
	vbroadcastss	.LCPI0_64(%rip), %xmm7
	vminps	%xmm6, %xmm7, %xmm6
	vmulps	.LCPI0_65(%rip){1to4}, %xmm6, %xmm7
	vaddps	.LCPI0_66(%rip){1to4}, %xmm7, %xmm7
	vaddps	.LCPI0_67(%rip){1to4}, %xmm7, %xmm10
	vmulps	%xmm21, %xmm10, %xmm11
	vaddps	%xmm6, %xmm11, %xmm6
	vmulps	%xmm17, %xmm10, %xmm10
	vsubps	%xmm10, %xmm6, %xmm11
	vmulps	%xmm11, %xmm11, %xmm13
	vmulps	%xmm22, %xmm13, %xmm14
	vaddps	%xmm16, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	%xmm23, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	%xmm19, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	%xmm27, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm13
	vsubps	%xmm13, %xmm11, %xmm13
	vmulps	%xmm13, %xmm11, %xmm11
	vsubps	%xmm13, %xmm9, %xmm13
	vdivps	%xmm13, %xmm11, %xmm11
	vsubps	%xmm11, %xmm10, %xmm10
	vsubps	%xmm10, %xmm6, %xmm6
	vaddps	%xmm20, %xmm6, %xmm6
	vpaddd	%xmm18, %xmm7, %xmm10
	vpsrld	$1, %xmm10, %xmm10
	vpsubd	%xmm10, %xmm7, %xmm7
	vpslld	$23, %xmm10, %xmm10
	vpaddd	%xmm15, %xmm10, %xmm10
	vmulps	%xmm6, %xmm10, %xmm6
	vpslld	$23, %xmm7, %xmm7
	vpaddd	%xmm24, %xmm7, %xmm7
	vmulps	%xmm7, %xmm6, %xmm6
	vxorps	%xmm7, %xmm7, %xmm7
	vcmpunordps	%xmm7, %xmm5, %k1
	vaddps	%xmm4, %xmm4, %xmm5
	vmulps	%xmm26, %xmm5, %xmm5
	vsubps	(%rdi,%rax,4), %xmm5, %xmm5
	vbroadcastss	.LCPI0_79(%rip), %xmm6 {%k1}
	vmulps	%xmm6, %xmm1, %xmm6
	vaddps	%xmm6, %xmm5, %xmm5
	vcvtuqq2ps	%ymm3, %xmm6
	vcmpeqps	%xmm6, %xmm2, %k1
	vbroadcastss	.LCPI0_81(%rip), %xmm6 {%k1} {z}
	vaddps	%xmm5, %xmm6, %xmm5
	vmulps	%xmm5, %xmm31, %xmm5
	vsubps	%xmm5, %xmm4, %xmm4
	vandps	%xmm4, %xmm8, %xmm5
	vpcmpgtd	%xmm24, %xmm5, %k1
	vpbroadcastd	.LCPI0_79(%rip), %xmm4 {%k1}
	vmovdqu	%xmm4, (%r9,%rax,4)
	addq	$4, %rax
	vpaddq	%ymm25, %ymm3, %ymm3
	cmpq	%rax, %rcx
	jne	.LBB0_63
	movq	%rcx, %rax
	cmpq	%rcx, %rbp
	vmovss	.LCPI0_66(%rip), %xmm18
	vmovss	.LCPI0_67(%rip), %xmm24
	vmovss	.LCPI0_68(%rip), %xmm17
	vmovss	.LCPI0_69(%rip), %xmm14
	vmovss	.LCPI0_70(%rip), %xmm21
	vmovss	.LCPI0_71(%rip), %xmm8
	vmovss	.LCPI0_72(%rip), %xmm23
	vmovss	.LCPI0_73(%rip), %xmm9
	vmovss	.LCPI0_74(%rip), %xmm22
	vmovss	.LCPI0_75(%rip), %xmm26
	vmovss	.LCPI0_76(%rip), %xmm19
	vmovaps	160(%rsp), %xmm4
	vmovss	.LCPI0_63(%rip), %xmm11
	vmovss	.LCPI0_64(%rip), %xmm16
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovss	.LCPI0_80(%rip), %xmm25
	vmovaps	-64(%rsp), %xmm13
	vmovaps	48(%rsp), %xmm20
	jne	.LBB0_57
	jmp	.LBB0_65
.LBB0_19:
	vmulss	28(%rsp), %xmm3, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vcmpltss	%xmm0, %xmm30, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	jmp	.LBB0_20
.LBB0_67:
	addq	$136424, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.Lfunc_end0:
	.size	tessera_softmax_pull_x86_64_v4, .Lfunc_end0-tessera_softmax_pull_x86_64_v4

	.section	".note.GNU-stack","",@progbits
