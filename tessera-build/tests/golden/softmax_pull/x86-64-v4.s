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
	subq	$1208, %rsp
	movq	(%rdi), %rax
	movq	%rax, -96(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, 272(%rsp)
	movq	24(%rdi), %r13
	movq	32(%rdi), %rcx
	movq	40(%rdi), %rbp
	vmovss	56(%rdi), %xmm12
	vmovss	60(%rdi), %xmm0
	vmovss	%xmm0, -8(%rsp)
	movq	48(%rdi), %rax
	movq	%rax, 104(%rsp)
	movl	64(%rdi), %edx
	vmovss	72(%rdi), %xmm0
	vmovss	%xmm0, -12(%rsp)
	vmovss	76(%rdi), %xmm0
	vmovss	%xmm0, -16(%rsp)
	movl	68(%rdi), %eax
	movl	%eax, -4(%rsp)
	vmovss	80(%rdi), %xmm0
	vmovss	%xmm0, -20(%rsp)
	movq	88(%rdi), %rax
	movq	%rax, -56(%rsp)
	movq	96(%rdi), %rax
	movq	%rax, 912(%rsp)
	cmpq	$127, %rbp
	movq	%rcx, 552(%rsp)
	movq	%rbp, -120(%rsp)
	movl	%edx, -108(%rsp)
	ja	.LBB0_13
	movq	%rcx, %rsi
	subq	%r13, %rsi
	jbe	.LBB0_67
	movq	%rbp, %rdi
	shlq	$6, %rdi
	movl	$3449720151, %r8d
	movq	-56(%rsp), %rdx
	movq	%rdx, %rax
	shrq	$32, %rax
	leaq	(%rdx,%r8), %rcx
	addq	$-795284382, %rcx
	leaq	-305585874(%rax,%r8), %r9
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 3952(%rsp)
	leaq	1013904242(%rdx), %rcx
	vpbroadcastq	%rcx, %zmm2
	leaq	1993301258(%rax), %rcx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 3888(%rsp)
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
	vpbroadcastq	%rax, %zmm13
	leal	-1879881855(%rdx), %eax
	vpbroadcastq	%rbp, %zmm14
	vpbroadcastq	%rdx, %zmm15
	vpbroadcastq	%rcx, %zmm16
	movq	552(%rsp), %rcx
	vpbroadcastd	%eax, %zmm17
	vbroadcastss	%xmm12, %zmm0
	vmovups	%zmm0, 3696(%rsp)
	leaq	5496(%rsp), %rbx
	vpbroadcastq	.LCPI0_1(%rip), %zmm26
	vpbroadcastq	.LCPI0_10(%rip), %zmm1
	vmovdqu64	%zmm2, 3632(%rsp)
	vmovdqu64	%zmm3, 3568(%rsp)
	vmovdqu64	%zmm4, 3504(%rsp)
	vmovdqu64	%zmm5, 3440(%rsp)
	vmovdqu64	%zmm6, 3376(%rsp)
	vmovdqu64	%zmm7, 3312(%rsp)
	vmovdqu64	%zmm8, 3248(%rsp)
	vmovdqu64	%zmm9, 3184(%rsp)
	vmovdqu64	%zmm10, 3120(%rsp)
	vmovdqu64	%zmm11, 3056(%rsp)
	vmovdqu64	%zmm13, 2992(%rsp)
	vmovdqu64	%zmm14, 4272(%rsp)
	vmovdqu64	%zmm15, 4208(%rsp)
	vmovdqu64	%zmm16, 4144(%rsp)
	vmovdqu64	%zmm17, 4400(%rsp)
	jmp	.LBB0_5
	.p2align	4
.LBB0_136:
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rbp
.LBB0_137:
	cmpq	%r15, %rax
	cmovbq	%rax, %r14
	addq	%r13, %r14
	imulq	%rbp, %r14
	movq	%rdx, %rcx
	shlq	$8, %rcx
	addq	%rsp, %rcx
	addq	$5304, %rcx
	vmovss	(%rcx,%rax,4), %xmm0
	leaq	(%r10,%r14,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
.LBB0_138:
	addq	$64, %r13
	addq	$-64, %rsi
	movq	552(%rsp), %rcx
	cmpq	%rcx, %r13
	jae	.LBB0_67
.LBB0_5:
	cmpq	$64, %rsi
	movl	$64, %eax
	cmovbq	%rsi, %rax
	movq	%rax, -40(%rsp)
	movq	%rcx, %rax
	subq	%r13, %rax
	cmpq	$64, %rax
	movl	$64, %r15d
	cmovbq	%rax, %r15
	leaq	-1(%r15), %r14
	testq	%rbp, %rbp
	movq	-96(%rsp), %r10
	movq	272(%rsp), %r12
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
	vmovss	%xmm0, 5304(%rsp,%rcx,4)
	vmovss	(%r12,%rdx,4), %xmm0
	vmovss	%xmm0, 103608(%rsp,%rcx,4)
	leal	1(%rcx), %edx
	andl	$63, %edx
	cmpq	%rdx, %rax
	cmovbeq	%r14, %rdx
	addq	%r13, %rdx
	imulq	%rbp, %rdx
	addq	%r11, %rdx
	vmovss	(%r10,%rdx,4), %xmm0
	vmovss	%xmm0, 5308(%rsp,%rcx,4)
	vmovss	(%r12,%rdx,4), %xmm0
	vmovss	%xmm0, 103612(%rsp,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_7
.LBB0_8:
	cmpq	$0, 104(%rsp)
	je	.LBB0_9
	vpbroadcastq	%r13, %zmm23
	xorl	%eax, %eax
	vmovss	-12(%rsp), %xmm0
	vmovss	%xmm0, 136(%rsp)
	vmovss	-8(%rsp), %xmm0
	vmovaps	%xmm0, -80(%rsp)
	movq	-120(%rsp), %rbp
	movl	-108(%rsp), %r11d
	leaq	5752(%rsp), %r12
	vbroadcastsd	.LCPI0_11(%rip), %zmm0
	vmovdqu64	%zmm23, 4336(%rsp)
	jmp	.LBB0_95
	.p2align	4
.LBB0_121:
	vpbroadcastq	.LCPI0_1(%rip), %zmm26
	vpbroadcastq	.LCPI0_10(%rip), %zmm1
	vbroadcastsd	.LCPI0_11(%rip), %zmm0
.LBB0_122:
	incq	%rax
	cmpq	104(%rsp), %rax
	je	.LBB0_10
.LBB0_95:
	cmpl	$0, -4(%rsp)
	jne	.LBB0_96
	testl	%r11d, %r11d
	je	.LBB0_103
.LBB0_98:
	testq	%rbp, %rbp
	je	.LBB0_122
	movq	912(%rsp), %rcx
	addq	%rax, %rcx
	movq	%rcx, %rdx
	shrq	$32, %rdx
	imulq	%r8, %rdx
	vpbroadcastq	%rdx, %zmm0
	shrq	$32, %rdx
	xorl	-56(%rsp), %ecx
	xorl	%edx, %ecx
	leaq	78811644(%r8), %rdx
	imulq	%rcx, %rdx
	vpbroadcastq	%rdx, %zmm1
	shrq	$32, %rdx
	xorq	%r9, %rdx
	vpbroadcastq	%rdx, %zmm22
	vmovdqu64	%zmm22, 1536(%rsp)
	vpxorq	3952(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1168(%rsp)
	vpxorq	3888(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 2160(%rsp)
	xorl	%ecx, %ecx
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vmovdqa64	.LCPI0_4(%rip), %zmm22
	vpbroadcastq	.LCPI0_5(%rip), %zmm17
	vpbroadcastq	.LCPI0_6(%rip), %zmm18
	.p2align	4
.LBB0_100:
	vmovdqu64	%zmm22, 144(%rsp)
	vmovdqu64	%zmm1, (%rsp)
	vpaddq	%zmm26, %zmm1, %zmm0
	vpaddq	%zmm26, %zmm22, %zmm1
	vpbroadcastq	.LCPI0_2(%rip), %zmm3
	vpaddq	(%rsp), %zmm3, %zmm2
	vpaddq	%zmm3, %zmm22, %zmm3
	vpbroadcastq	.LCPI0_3(%rip), %zmm5
	vpaddq	(%rsp), %zmm5, %zmm4
	vpaddq	%zmm5, %zmm22, %zmm5
	vpbroadcastq	.LCPI0_86(%rip), %zmm13
	vpandq	%zmm13, %zmm22, %zmm6
	vpandq	(%rsp), %zmm13, %zmm7
	vpandq	%zmm13, %zmm1, %zmm8
	vpandq	%zmm13, %zmm0, %zmm9
	vpandq	%zmm13, %zmm3, %zmm10
	vpandq	%zmm13, %zmm2, %zmm11
	vpandq	%zmm13, %zmm5, %zmm12
	vpandq	%zmm13, %zmm4, %zmm13
	vpsrlq	$6, %zmm22, %zmm14
	vpsrlq	$6, (%rsp), %zmm15
	vpsrlq	$6, %zmm1, %zmm1
	vpsrlq	$6, %zmm0, %zmm0
	vpsrlq	$6, %zmm3, %zmm3
	vpsrlq	$6, %zmm2, %zmm2
	vpsrlq	$6, %zmm5, %zmm5
	vpsrlq	$6, %zmm4, %zmm4
	vmovdqu64	4336(%rsp), %zmm19
	vpaddq	%zmm19, %zmm7, %zmm7
	vpaddq	%zmm19, %zmm6, %zmm6
	vpaddq	%zmm19, %zmm9, %zmm9
	vpaddq	%zmm19, %zmm8, %zmm8
	vpaddq	%zmm19, %zmm11, %zmm11
	vpaddq	%zmm19, %zmm10, %zmm10
	vmovdqu64	4272(%rsp), %zmm16
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
	vmovdqu64	4208(%rsp), %zmm12
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
	vmovdqu64	1168(%rsp), %zmm27
	vpxorq	%zmm27, %zmm10, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm15
	vmovdqu64	%zmm15, 352(%rsp)
	vpxorq	%zmm27, %zmm9, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm18
	vpxorq	%zmm27, %zmm12, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm12
	vmovdqu64	%zmm12, 608(%rsp)
	vpxorq	%zmm27, %zmm11, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm29
	vmovdqu64	%zmm29, 416(%rsp)
	vpxorq	%zmm27, %zmm21, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm11
	vmovdqu64	%zmm11, 1664(%rsp)
	vpxorq	%zmm27, %zmm14, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm14
	vmovdqu64	%zmm14, 1792(%rsp)
	vpxorq	%zmm27, %zmm26, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm10
	vmovdqu64	%zmm10, 1600(%rsp)
	vpxorq	%zmm27, %zmm22, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm9
	vmovdqu64	%zmm9, 208(%rsp)
	vmovdqu64	1536(%rsp), %zmm28
	vpxorq	%zmm1, %zmm28, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm9
	vpxorq	%zmm16, %zmm28, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm16
	vpxorq	%zmm19, %zmm28, %zmm19
	vpsrlq	$32, %zmm18, %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm31
	vpxorq	%zmm0, %zmm28, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm22
	vpxorq	%zmm17, %zmm28, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm13
	vpsrlq	$32, %zmm15, %zmm27
	vpxorq	%zmm5, %zmm28, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm21
	vpxorq	%zmm6, %zmm28, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm17
	vpxorq	%zmm2, %zmm28, %zmm2
	vpsrlq	$32, %zmm29, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm19
	vpsrlq	$32, %zmm16, %zmm2
	vpsrlq	$32, %zmm9, %zmm6
	vpsrlq	$32, %zmm22, %zmm28
	vpsrlq	$32, %zmm31, %zmm29
	vpsrlq	$32, %zmm12, %zmm5
	vmovdqu64	3632(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm25, %zmm6
	vpsrlq	$32, %zmm21, %zmm25
	vpternlogq	$150, %zmm0, %zmm24, %zmm2
	vpsrlq	$32, %zmm13, %zmm24
	vpternlogq	$150, %zmm0, %zmm23, %zmm29
	vpsrlq	$32, %zmm14, %zmm23
	vpternlogq	$150, %zmm0, %zmm20, %zmm28
	vpsrlq	$32, %zmm19, %zmm20
	vpternlogq	$150, %zmm0, %zmm8, %zmm24
	vpsrlq	$32, %zmm17, %zmm1
	vpternlogq	$150, %zmm0, %zmm7, %zmm25
	vpsrlq	$32, %zmm11, %zmm7
	vpternlogq	$150, %zmm0, %zmm4, %zmm1
	vpternlogq	$150, %zmm0, %zmm3, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 1040(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm6
	vmovdqu64	%zmm6, 1280(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm8
	vmovdqu64	%zmm8, 1104(%rsp)
	vpsrlq	$32, %zmm10, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm10
	vmovdqu64	%zmm10, 736(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm11
	vmovdqu64	%zmm11, 800(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm30
	vmovdqu64	%zmm30, 672(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm14
	vmovdqu64	%zmm14, 976(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm12
	vmovdqu64	%zmm12, 480(%rsp)
	vmovdqu64	2160(%rsp), %zmm25
	vpxorq	%zmm25, %zmm27, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm27
	vpxorq	%zmm25, %zmm26, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm26
	vpxorq	%zmm25, %zmm5, %zmm0
	vpxorq	%zmm25, %zmm15, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm4
	vmovdqu64	%zmm4, 1728(%rsp)
	vpxorq	%zmm25, %zmm7, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm7
	vpxorq	%zmm25, %zmm23, %zmm0
	vpxorq	%zmm25, %zmm3, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm1
	vmovdqu64	%zmm1, 1856(%rsp)
	vpsrlq	$32, %zmm27, %zmm20
	vmovdqu64	3568(%rsp), %zmm0
	vpternlogq	$150, %zmm9, %zmm0, %zmm20
	vpsrlq	$32, %zmm26, %zmm28
	vpternlogq	$150, %zmm16, %zmm0, %zmm28
	vpsrlq	$32, %zmm29, %zmm24
	vpternlogq	$150, %zmm31, %zmm0, %zmm24
	vpsrlq	$32, %zmm4, %zmm16
	vpternlogq	$150, %zmm22, %zmm0, %zmm16
	vpsrlq	$32, %zmm7, %zmm22
	vpternlogq	$150, %zmm13, %zmm0, %zmm22
	vpsrlq	$32, %zmm23, %zmm31
	vpternlogq	$150, %zmm21, %zmm0, %zmm31
	vpsrlq	$32, %zmm1, %zmm21
	vpternlogq	$150, %zmm17, %zmm0, %zmm21
	vpsrlq	$32, %zmm2, %zmm3
	vmovdqu64	3504(%rsp), %zmm5
	vpternlogq	$150, %zmm5, %zmm18, %zmm3
	vpsrlq	$32, %zmm6, %zmm4
	vpternlogq	$150, 352(%rsp), %zmm5, %zmm4
	vpsrlq	$32, %zmm8, %zmm13
	vpternlogq	$150, 416(%rsp), %zmm5, %zmm13
	vpsrlq	$32, %zmm10, %zmm9
	vpternlogq	$150, 608(%rsp), %zmm5, %zmm9
	vpsrlq	$32, %zmm11, %zmm15
	vpternlogq	$150, 1792(%rsp), %zmm5, %zmm15
	vpsrlq	$32, %zmm30, %zmm18
	vpternlogq	$150, 1664(%rsp), %zmm5, %zmm18
	vpsrlq	$32, %zmm12, %zmm1
	vpternlogq	$150, 1600(%rsp), %zmm5, %zmm1
	vpsrlq	$32, %zmm14, %zmm2
	vmovdqu64	208(%rsp), %zmm6
	vpternlogq	$150, %zmm5, %zmm6, %zmm2
	vpsrlq	$32, %zmm6, %zmm5
	vpxorq	%zmm25, %zmm5, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm17
	vpsrlq	$32, %zmm17, %zmm5
	vpternlogq	$150, %zmm19, %zmm0, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm25
	vpsrlq	$32, %zmm25, %zmm11
	vmovdqu64	3440(%rsp), %zmm19
	vpternlogq	$150, %zmm19, %zmm27, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm27
	vpsrlq	$32, %zmm27, %zmm0
	vpternlogq	$150, %zmm19, %zmm26, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm30
	vpsrlq	$32, %zmm30, %zmm12
	vpternlogq	$150, %zmm19, %zmm29, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm3
	vmovdqu64	%zmm3, 416(%rsp)
	vpsrlq	$32, %zmm3, %zmm29
	vpternlogq	$150, 1728(%rsp), %zmm19, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm4
	vpsrlq	$32, %zmm4, %zmm10
	vpternlogq	$150, %zmm19, %zmm7, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm3
	vmovdqu64	%zmm3, 608(%rsp)
	vpsrlq	$32, %zmm3, %zmm15
	vpternlogq	$150, %zmm19, %zmm23, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 352(%rsp)
	vpsrlq	$32, %zmm1, %zmm9
	vpternlogq	$150, 1856(%rsp), %zmm19, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm7
	vpsrlq	$32, %zmm7, %zmm3
	vmovdqu64	3376(%rsp), %zmm1
	vpternlogq	$150, 1040(%rsp), %zmm1, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm20
	vpsrlq	$32, %zmm20, %zmm8
	vpternlogq	$150, 1280(%rsp), %zmm1, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm28
	vpsrlq	$32, %zmm28, %zmm14
	vpternlogq	$150, 1104(%rsp), %zmm1, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm26
	vpsrlq	$32, %zmm26, %zmm6
	vpternlogq	$150, 736(%rsp), %zmm1, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm23
	vpsrlq	$32, %zmm23, %zmm13
	vpternlogq	$150, 800(%rsp), %zmm1, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm18
	vpsrlq	$32, %zmm18, %zmm22
	vpternlogq	$150, 672(%rsp), %zmm1, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm5
	vmovdqu64	%zmm5, 736(%rsp)
	vpsrlq	$32, %zmm5, %zmm24
	vpternlogq	$150, 976(%rsp), %zmm1, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm5
	vpsrlq	$32, %zmm5, %zmm16
	vpternlogq	$150, 480(%rsp), %zmm1, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm31
	vpsrlq	$32, %zmm31, %zmm1
	vpternlogq	$150, %zmm19, %zmm17, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm2
	vmovdqu64	%zmm2, 800(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vmovdqu64	3312(%rsp), %zmm17
	vpternlogq	$150, %zmm25, %zmm17, %zmm2
	vmovdqu64	%zmm2, 208(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm21
	vpsrlq	$32, %zmm21, %zmm19
	vpternlogq	$150, %zmm27, %zmm17, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 480(%rsp)
	vpsrlq	$32, %zmm0, %zmm27
	vmovdqu64	3248(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm7, %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm8
	vpsrlq	$32, %zmm8, %zmm6
	vpternlogq	$150, %zmm30, %zmm17, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm2
	vmovdqu64	%zmm2, 672(%rsp)
	vpsrlq	$32, %zmm2, %zmm7
	vpternlogq	$150, %zmm0, %zmm20, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm3
	vpsrlq	$32, %zmm3, %zmm20
	vpternlogq	$150, 416(%rsp), %zmm17, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm2
	vmovdqu64	%zmm2, 416(%rsp)
	vpsrlq	$32, %zmm2, %zmm29
	vpternlogq	$150, %zmm0, %zmm28, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm28
	vpsrlq	$32, %zmm28, %zmm11
	vpternlogq	$150, %zmm4, %zmm17, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm2
	vmovdqu64	%zmm2, 1040(%rsp)
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm0, %zmm26, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm12
	vpsrlq	$32, %zmm12, %zmm22
	vpternlogq	$150, 608(%rsp), %zmm17, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm2
	vmovdqu64	%zmm2, 976(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm0, %zmm23, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm13
	vpsrlq	$32, %zmm13, %zmm14
	vpternlogq	$150, 352(%rsp), %zmm17, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm25
	vpsrlq	$32, %zmm25, %zmm10
	vpternlogq	$150, %zmm0, %zmm18, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm24, %zmm15
	vmovdqu64	%zmm15, 1104(%rsp)
	vpsrlq	$32, %zmm15, %zmm15
	vpternlogq	$150, %zmm31, %zmm17, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm30
	vpsrlq	$32, %zmm30, %zmm23
	vpternlogq	$150, 736(%rsp), %zmm0, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm17
	vpsrlq	$32, %zmm17, %zmm18
	vpternlogq	$150, %zmm0, %zmm5, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm31
	vpsrlq	$32, %zmm31, %zmm0
	vmovdqu64	3184(%rsp), %zmm1
	vpternlogq	$150, 800(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 352(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm24
	vpsrlq	$32, %zmm24, %zmm16
	vpternlogq	$150, %zmm1, %zmm21, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm21
	vpsrlq	$32, %zmm21, %zmm7
	vpternlogq	$150, %zmm1, %zmm8, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm29, %zmm26
	vpsrlq	$32, %zmm26, %zmm8
	vpternlogq	$150, %zmm1, %zmm3, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm27
	vpsrlq	$32, %zmm27, %zmm9
	vpternlogq	$150, %zmm1, %zmm28, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm28
	vpsrlq	$32, %zmm28, %zmm10
	vpternlogq	$150, %zmm1, %zmm12, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm29
	vpsrlq	$32, %zmm29, %zmm12
	vpternlogq	$150, %zmm1, %zmm13, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm0
	vmovdqu64	%zmm0, 608(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vmovdqu64	3120(%rsp), %zmm0
	vpternlogq	$150, 480(%rsp), %zmm0, %zmm2
	vmovdqu64	208(%rsp), %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm3
	vmovdqu64	%zmm3, 208(%rsp)
	vpsrlq	$32, %zmm3, %zmm13
	vpternlogq	$150, 672(%rsp), %zmm0, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm3
	vmovdqu64	%zmm3, 480(%rsp)
	vpsrlq	$32, %zmm3, %zmm5
	vpternlogq	$150, 416(%rsp), %zmm0, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm3
	vmovdqu64	%zmm3, 416(%rsp)
	vpsrlq	$32, %zmm3, %zmm4
	vpternlogq	$150, 1040(%rsp), %zmm0, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm20
	vpsrlq	$32, %zmm20, %zmm18
	vpternlogq	$150, 976(%rsp), %zmm0, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm19
	vpternlogq	$150, %zmm25, %zmm0, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm6
	vpsrlq	$32, %zmm6, %zmm25
	vpternlogq	$150, %zmm30, %zmm0, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm14
	vpsrlq	$32, %zmm14, %zmm3
	vpternlogq	$150, %zmm17, %zmm0, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm30
	vpsrlq	$32, %zmm30, %zmm15
	vpternlogq	$150, 1104(%rsp), %zmm1, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm13
	vpsrlq	$32, %zmm13, %zmm17
	vmovdqu64	3056(%rsp), %zmm23
	vpternlogq	$150, %zmm31, %zmm23, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm22
	vpternlogq	$150, %zmm24, %zmm23, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm0
	vpsrlq	$32, %zmm0, %zmm31
	vpternlogq	$150, %zmm21, %zmm23, %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpternlogq	$150, %zmm26, %zmm23, %zmm1
	vpbroadcastq	.LCPI0_1(%rip), %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm0
	vpsrlq	$32, %zmm0, %zmm13
	vpternlogq	$150, %zmm27, %zmm23, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm0
	vpsrlq	$32, %zmm0, %zmm19
	vpternlogq	$150, %zmm28, %zmm23, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm0
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm29, %zmm23, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm24
	vmovdqu64	352(%rsp), %zmm0
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
	vmovdqu64	2992(%rsp), %zmm23
	vpternlogq	$150, 608(%rsp), %zmm23, %zmm0
	vpsrlq	$32, %zmm27, %zmm2
	vpternlogq	$150, 208(%rsp), %zmm23, %zmm2
	vpsrlq	$32, %zmm16, %zmm3
	vpternlogq	$150, 480(%rsp), %zmm23, %zmm3
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
	vmovdqu64	144(%rsp), %zmm22
	vpsrlq	$32, %zmm3, %zmm3
	vmovdqu64	4144(%rsp), %zmm20
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
	vmovdqu64	4400(%rsp), %zmm8
	vpternlogd	$150, %zmm0, %zmm8, %zmm12
	vpmulld	%zmm9, %zmm2, %zmm0
	vpternlogd	$150, %zmm0, %zmm8, %zmm14
	vpmulld	%zmm9, %zmm4, %zmm0
	vpternlogd	$150, %zmm0, %zmm8, %zmm13
	vpmulld	%zmm9, %zmm5, %zmm0
	vpternlogd	$150, %zmm0, %zmm8, %zmm15
	vmovdqu64	%zmm12, 38072(%rsp,%rcx,4)
	vmovdqu64	%zmm14, 38136(%rsp,%rcx,4)
	vmovdqu64	%zmm3, 70840(%rsp,%rcx,4)
	vmovdqu64	%zmm13, 38200(%rsp,%rcx,4)
	vmovdqu64	%zmm1, 70904(%rsp,%rcx,4)
	vmovdqu64	(%rsp), %zmm1
	vmovdqu64	%zmm6, 70968(%rsp,%rcx,4)
	vmovdqu64	%zmm15, 38264(%rsp,%rcx,4)
	vmovdqu64	%zmm7, 71032(%rsp,%rcx,4)
	addq	$64, %rcx
	vpbroadcastq	.LCPI0_8(%rip), %zmm0
	vpaddq	%zmm0, %zmm1, %zmm1
	vpaddq	%zmm0, %zmm22, %zmm22
	cmpq	%rcx, %rdi
	jne	.LBB0_100
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_102:
	vcvtudq2pd	70840(%rsp,%rcx,4), %zmm0
	vcvtudq2pd	70872(%rsp,%rcx,4), %zmm1
	vcvtudq2pd	70904(%rsp,%rcx,4), %zmm2
	vcvtudq2pd	70936(%rsp,%rcx,4), %zmm3
	vcvtudq2pd	70968(%rsp,%rcx,4), %zmm4
	vcvtudq2pd	71000(%rsp,%rcx,4), %zmm5
	vcvtudq2pd	71032(%rsp,%rcx,4), %zmm6
	vcvtudq2pd	71064(%rsp,%rcx,4), %zmm7
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
	vmovupd	%zmm19, 2160(%rsp)
	vaddpd	%zmm15, %zmm2, %zmm17
	vmovupd	%zmm17, 1168(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 1536(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 1600(%rsp)
	vaddpd	%zmm15, %zmm10, %zmm3
	vmovupd	%zmm3, 1664(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm6
	vmovupd	%zmm6, 1728(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm10
	vmovupd	%zmm10, 1792(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm5
	vmovupd	%zmm5, 1856(%rsp)
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
	vmovupd	%zmm25, 144(%rsp)
	vsubpd	%zmm4, %zmm19, %zmm3
	vmovapd	%zmm4, %zmm19
	vmovupd	%zmm4, 208(%rsp)
	vsubpd	%zmm5, %zmm12, %zmm4
	vmovupd	%zmm5, (%rsp)
	vsubpd	%zmm27, %zmm21, %zmm10
	vsubpd	%zmm28, %zmm16, %zmm12
	vmovupd	%zmm28, 352(%rsp)
	vsubpd	%zmm11, %zmm22, %zmm16
	vsubpd	%zmm7, %zmm23, %zmm18
	vmovapd	%zmm7, %zmm23
	vsubpd	%zmm20, %zmm1, %zmm1
	vmovupd	%zmm1, 1104(%rsp)
	vsubpd	%zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 1040(%rsp)
	vsubpd	%zmm13, %zmm4, %zmm0
	vmovupd	%zmm0, 736(%rsp)
	vsubpd	%zmm17, %zmm3, %zmm0
	vmovupd	%zmm0, 800(%rsp)
	vsubpd	%zmm14, %zmm12, %zmm0
	vmovupd	%zmm0, 672(%rsp)
	vsubpd	%zmm9, %zmm10, %zmm0
	vmovupd	%zmm0, 416(%rsp)
	vsubpd	%zmm24, %zmm18, %zmm0
	vmovupd	%zmm0, 608(%rsp)
	vsubpd	%zmm15, %zmm16, %zmm0
	vmovupd	%zmm0, 480(%rsp)
	vmulpd	%zmm25, %zmm25, %zmm21
	vmulpd	%zmm26, %zmm26, %zmm25
	vmovapd	%zmm26, %zmm20
	vmovupd	%zmm26, 976(%rsp)
	vmulpd	%zmm5, %zmm5, %zmm10
	vmulpd	%zmm25, %zmm25, %zmm12
	vmovupd	%zmm12, 2608(%rsp)
	vmulpd	%zmm21, %zmm21, %zmm2
	vmovupd	%zmm2, 2096(%rsp)
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
	vmovupd	%zmm0, 1472(%rsp)
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
	vmovupd	%zmm1, 2736(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm10, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1408(%rsp)
	vmulpd	%zmm19, %zmm19, %zmm26
	vmulpd	%zmm6, %zmm26, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm26, %zmm26, %zmm1
	vmovupd	%zmm1, 2032(%rsp)
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
	vmovupd	%zmm1, 2672(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm24, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1344(%rsp)
	vmulpd	%zmm27, %zmm27, %zmm18
	vmulpd	%zmm6, %zmm18, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm18, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm18, %zmm18, %zmm1
	vmovupd	%zmm1, 1968(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm18, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm18, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm18, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2416(%rsp)
	vmulpd	%zmm23, %zmm23, %zmm31
	vmovupd	%zmm23, 4528(%rsp)
	vmulpd	%zmm6, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm1
	vmovupd	%zmm1, 2544(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm31, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 3824(%rsp)
	vmovapd	%zmm11, %zmm28
	vmovupd	%zmm11, 4592(%rsp)
	vmulpd	%zmm11, %zmm11, %zmm13
	vmulpd	%zmm6, %zmm13, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm13, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm13, %zmm13, %zmm1
	vmovupd	%zmm1, 4656(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm15
	vmulpd	%zmm0, %zmm15, %zmm0
	vmulpd	%zmm3, %zmm13, %zmm15
	vaddpd	%zmm4, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm13, %zmm15
	vaddpd	%zmm5, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm13, %zmm15
	vaddpd	%zmm0, %zmm15, %zmm0
	vmovupd	%zmm0, 3760(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm1
	vmulpd	%zmm1, %zmm21, %zmm15
	vbroadcastsd	.LCPI0_44(%rip), %zmm16
	vsubpd	%zmm15, %zmm16, %zmm22
	vsubpd	%zmm22, %zmm16, %zmm14
	vsubpd	%zmm15, %zmm14, %zmm14
	vmovupd	%zmm25, 1280(%rsp)
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
	vmovupd	1040(%rsp), %zmm25
	vmulpd	%zmm25, %zmm20, %zmm30
	vsubpd	%zmm30, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm6, %zmm6
	vmulpd	1472(%rsp), %zmm21, %zmm17
	vmovupd	1104(%rsp), %zmm20
	vmulpd	144(%rsp), %zmm20, %zmm30
	vsubpd	%zmm30, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm14, %zmm14
	vmulpd	%zmm19, %zmm26, %zmm17
	vmovupd	208(%rsp), %zmm1
	vmulpd	800(%rsp), %zmm1, %zmm19
	vsubpd	%zmm19, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm10, %zmm10
	vmulpd	1408(%rsp), %zmm0, %zmm17
	vmovapd	%zmm0, %zmm30
	vmovupd	(%rsp), %zmm1
	vmulpd	736(%rsp), %zmm1, %zmm19
	vsubpd	%zmm19, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm9, %zmm17
	vmulpd	2416(%rsp), %zmm18, %zmm9
	vmulpd	416(%rsp), %zmm27, %zmm19
	vsubpd	%zmm19, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm12, %zmm12
	vmulpd	1344(%rsp), %zmm24, %zmm9
	vmovupd	352(%rsp), %zmm0
	vmulpd	672(%rsp), %zmm0, %zmm19
	vsubpd	%zmm19, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm11, %zmm11
	vmulpd	3760(%rsp), %zmm13, %zmm9
	vmulpd	480(%rsp), %zmm28, %zmm19
	vsubpd	%zmm19, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm16, %zmm16
	vmulpd	3824(%rsp), %zmm31, %zmm9
	vmulpd	608(%rsp), %zmm23, %zmm19
	vsubpd	%zmm19, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm29, %zmm29
	vaddpd	%zmm14, %zmm22, %zmm0
	vmovupd	%zmm0, 2416(%rsp)
	vaddpd	%zmm6, %zmm15, %zmm0
	vmovupd	%zmm0, 3824(%rsp)
	vaddpd	%zmm17, %zmm8, %zmm0
	vmovupd	%zmm0, 1344(%rsp)
	vaddpd	%zmm10, %zmm7, %zmm0
	vmovupd	%zmm0, 4720(%rsp)
	vaddpd	%zmm11, %zmm5, %zmm0
	vmovupd	%zmm0, 1408(%rsp)
	vaddpd	%zmm12, %zmm4, %zmm0
	vmovupd	%zmm0, 4784(%rsp)
	vaddpd	%zmm29, %zmm3, %zmm0
	vmovupd	%zmm0, 1472(%rsp)
	vaddpd	%zmm16, %zmm2, %zmm0
	vmovupd	%zmm0, 3760(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm7
	vmovupd	1280(%rsp), %zmm9
	vmulpd	%zmm7, %zmm9, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm15
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2608(%rsp), %zmm9, %zmm1
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
	vmulpd	2096(%rsp), %zmm21, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm10, %zmm21, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm21, %zmm2
	vmovupd	%zmm21, 4464(%rsp)
	vaddpd	%zmm12, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm14
	vmulpd	%zmm7, %zmm26, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	2032(%rsp), %zmm26, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm10, %zmm26, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm26, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm3
	vmovapd	%zmm30, %zmm28
	vmulpd	%zmm7, %zmm30, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	2736(%rsp), %zmm30, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm10, %zmm30, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm30, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm1
	vmulpd	%zmm7, %zmm18, %zmm2
	vaddpd	%zmm15, %zmm2, %zmm2
	vmulpd	1968(%rsp), %zmm18, %zmm4
	vmulpd	%zmm2, %zmm4, %zmm2
	vmulpd	%zmm10, %zmm18, %zmm4
	vaddpd	%zmm11, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm18, %zmm4
	vaddpd	%zmm12, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm7, %zmm24, %zmm4
	vaddpd	%zmm15, %zmm4, %zmm4
	vmulpd	2672(%rsp), %zmm24, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm10, %zmm24, %zmm5
	vaddpd	%zmm11, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm24, %zmm5
	vaddpd	%zmm12, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm7, %zmm13, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vmulpd	4656(%rsp), %zmm13, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm10, %zmm13, %zmm6
	vaddpd	%zmm11, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm13, %zmm6
	vaddpd	%zmm12, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm7, %zmm31, %zmm6
	vaddpd	%zmm15, %zmm6, %zmm6
	vmulpd	2544(%rsp), %zmm31, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm10, %zmm31, %zmm7
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm31, %zmm7
	vaddpd	%zmm12, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	144(%rsp), %zmm21, %zmm7
	vmovupd	%zmm7, 2096(%rsp)
	vmulpd	%zmm14, %zmm7, %zmm8
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	vmulpd	%zmm30, %zmm20, %zmm10
	vsubpd	%zmm8, %zmm10, %zmm8
	vmulpd	976(%rsp), %zmm9, %zmm20
	vmulpd	%zmm0, %zmm20, %zmm0
	vmulpd	%zmm30, %zmm25, %zmm11
	vsubpd	%zmm0, %zmm11, %zmm22
	vmulpd	(%rsp), %zmm28, %zmm21
	vmulpd	%zmm1, %zmm21, %zmm1
	vmovupd	736(%rsp), %zmm10
	vmulpd	%zmm30, %zmm10, %zmm12
	vsubpd	%zmm1, %zmm12, %zmm23
	vmulpd	208(%rsp), %zmm26, %zmm12
	vmulpd	%zmm3, %zmm12, %zmm3
	vmovupd	800(%rsp), %zmm9
	vmulpd	%zmm30, %zmm9, %zmm14
	vsubpd	%zmm3, %zmm14, %zmm11
	vmulpd	352(%rsp), %zmm24, %zmm19
	vmulpd	%zmm4, %zmm19, %zmm4
	vmovupd	672(%rsp), %zmm7
	vmulpd	%zmm30, %zmm7, %zmm15
	vsubpd	%zmm4, %zmm15, %zmm4
	vmulpd	%zmm18, %zmm27, %zmm15
	vmulpd	%zmm2, %zmm15, %zmm2
	vmovupd	416(%rsp), %zmm3
	vmulpd	%zmm30, %zmm3, %zmm16
	vsubpd	%zmm2, %zmm16, %zmm2
	vmovupd	4528(%rsp), %zmm25
	vmulpd	%zmm31, %zmm25, %zmm16
	vmulpd	%zmm6, %zmm16, %zmm6
	vmovupd	608(%rsp), %zmm1
	vmulpd	%zmm30, %zmm1, %zmm17
	vsubpd	%zmm6, %zmm17, %zmm6
	vmovupd	4592(%rsp), %zmm14
	vmulpd	%zmm13, %zmm14, %zmm17
	vmulpd	%zmm5, %zmm17, %zmm5
	vmovupd	480(%rsp), %zmm0
	vmulpd	%zmm30, %zmm0, %zmm29
	vsubpd	%zmm5, %zmm29, %zmm5
	vmulpd	4464(%rsp), %zmm8, %zmm8
	vmulpd	1280(%rsp), %zmm22, %zmm22
	vmulpd	%zmm23, %zmm28, %zmm23
	vmulpd	%zmm11, %zmm26, %zmm11
	vmulpd	%zmm4, %zmm24, %zmm4
	vmulpd	%zmm2, %zmm18, %zmm2
	vmulpd	%zmm6, %zmm31, %zmm6
	vmulpd	%zmm5, %zmm13, %zmm5
	vsubpd	1040(%rsp), %zmm22, %zmm18
	vsubpd	1104(%rsp), %zmm8, %zmm8
	vsubpd	%zmm9, %zmm11, %zmm11
	vsubpd	%zmm10, %zmm23, %zmm9
	vsubpd	%zmm3, %zmm2, %zmm2
	vsubpd	%zmm7, %zmm4, %zmm4
	vsubpd	%zmm0, %zmm5, %zmm5
	vsubpd	%zmm1, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_50(%rip), %zmm13
	vmulpd	%zmm13, %zmm20, %zmm10
	vaddpd	%zmm10, %zmm18, %zmm0
	vmulpd	2096(%rsp), %zmm13, %zmm7
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
	vmovupd	976(%rsp), %zmm8
	vsubpd	%zmm0, %zmm8, %zmm24
	vmovupd	144(%rsp), %zmm0
	vsubpd	%zmm7, %zmm0, %zmm23
	vmovupd	208(%rsp), %zmm0
	vsubpd	%zmm3, %zmm0, %zmm22
	vmovupd	(%rsp), %zmm0
	vsubpd	%zmm1, %zmm0, %zmm21
	vsubpd	%zmm2, %zmm27, %zmm19
	vmovupd	352(%rsp), %zmm0
	vsubpd	%zmm4, %zmm0, %zmm20
	vsubpd	%zmm5, %zmm14, %zmm18
	vsubpd	%zmm6, %zmm25, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm8
	vmovupd	3824(%rsp), %zmm14
	vxorpd	%zmm8, %zmm14, %zmm7
	vmovupd	2416(%rsp), %zmm17
	vxorpd	%zmm8, %zmm17, %zmm6
	vmovupd	4720(%rsp), %zmm12
	vxorpd	%zmm8, %zmm12, %zmm5
	vmovupd	1344(%rsp), %zmm15
	vxorpd	%zmm8, %zmm15, %zmm4
	vmovupd	4784(%rsp), %zmm27
	vxorpd	%zmm8, %zmm27, %zmm3
	vmovupd	1408(%rsp), %zmm13
	vxorpd	%zmm8, %zmm13, %zmm2
	vmovupd	3760(%rsp), %zmm26
	vxorpd	%zmm8, %zmm26, %zmm1
	vmovupd	1472(%rsp), %zmm25
	vxorpd	%zmm8, %zmm25, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm10
	vmovdqu64	2160(%rsp), %zmm16
	vptestnmq	%zmm10, %zmm16, %k1
	vmovapd	%zmm17, %zmm6 {%k1}
	vxorpd	%zmm8, %zmm23, %zmm23 {%k1}
	vmovdqu64	1168(%rsp), %zmm17
	vptestnmq	%zmm10, %zmm17, %k1
	vmovapd	%zmm14, %zmm7 {%k1}
	vxorpd	%zmm8, %zmm24, %zmm24 {%k1}
	vmovdqu64	1536(%rsp), %zmm14
	vptestnmq	%zmm10, %zmm14, %k1
	vmovapd	%zmm15, %zmm4 {%k1}
	vxorpd	%zmm8, %zmm21, %zmm21 {%k1}
	vmovdqu64	1600(%rsp), %zmm15
	vptestnmq	%zmm10, %zmm15, %k1
	vmovapd	%zmm12, %zmm5 {%k1}
	vxorpd	%zmm8, %zmm22, %zmm22 {%k1}
	vmovdqu64	1664(%rsp), %zmm12
	vptestnmq	%zmm10, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm8, %zmm20, %zmm20 {%k1}
	vmovdqu64	1728(%rsp), %zmm13
	vptestnmq	%zmm10, %zmm13, %k1
	vmovapd	%zmm27, %zmm3 {%k1}
	vxorpd	%zmm8, %zmm19, %zmm19 {%k1}
	vmovdqu64	1792(%rsp), %zmm9
	vptestnmq	%zmm10, %zmm9, %k1
	vmovapd	%zmm25, %zmm0 {%k1}
	vxorpd	%zmm8, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm25
	vmovdqu64	1856(%rsp), %zmm11
	vptestnmq	%zmm10, %zmm11, %k1
	vmovapd	%zmm26, %zmm1 {%k1}
	vxorpd	%zmm8, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm8
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm7, %zmm24 {%k1}
	vmovupd	%zmm24, 144(%rsp)
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm6, %zmm23 {%k1}
	vmovupd	%zmm23, 208(%rsp)
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm5, %zmm22 {%k1}
	vmovupd	%zmm22, 480(%rsp)
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm4, %zmm21 {%k1}
	vmovupd	%zmm21, 608(%rsp)
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 352(%rsp)
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm2, %zmm20 {%k1}
	vmovupd	%zmm20, 416(%rsp)
	vptestnmq	%zmm8, %zmm11, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 672(%rsp)
	vptestnmq	%zmm8, %zmm9, %k1
	vmovapd	%zmm0, %zmm25 {%k1}
	vmovupd	%zmm25, 800(%rsp)
	vcvtudq2pd	38072(%rsp,%rcx,4), %zmm0
	vcvtudq2pd	38104(%rsp,%rcx,4), %zmm1
	vcvtudq2pd	38136(%rsp,%rcx,4), %zmm2
	vcvtudq2pd	38168(%rsp,%rcx,4), %zmm3
	vcvtudq2pd	38200(%rsp,%rcx,4), %zmm4
	vcvtudq2pd	38232(%rsp,%rcx,4), %zmm5
	vcvtudq2pd	38264(%rsp,%rcx,4), %zmm6
	vcvtudq2pd	38296(%rsp,%rcx,4), %zmm7
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
	vmovdqu64	%zmm9, 1728(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 1792(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1856(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1280(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 976(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 1040(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 1104(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 736(%rsp)
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
	vmovupd	%zmm3, (%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm31, %zmm2
	vdivpd	%zmm2, %zmm31, %zmm2
	vmovupd	%zmm2, 1600(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1664(%rsp)
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
	vmovupd	%zmm3, 2160(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2672(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2736(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2544(%rsp)
	vpaddq	%zmm11, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm2
	vmovupd	%zmm2, 1168(%rsp)
	vaddpd	%zmm23, %zmm2, %zmm1
	vdivpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 1536(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2032(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 1968(%rsp)
	vpaddq	%zmm11, %zmm30, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 2096(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm18
	vmulpd	%zmm18, %zmm18, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1472(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1344(%rsp)
	vpaddq	%zmm11, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 2608(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm12
	vmulpd	%zmm12, %zmm12, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 2416(%rsp)
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
	vaddpd	2672(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	2160(%rsp), %zmm22, %zmm22
	vaddpd	2544(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	2736(%rsp), %zmm27, %zmm27
	vaddpd	1968(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	2032(%rsp), %zmm9, %zmm9
	vaddpd	1344(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm18, %zmm7
	vaddpd	1472(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm30, %zmm11
	vmulpd	%zmm11, %zmm12, %zmm5
	vaddpd	2416(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	%zmm31, 1408(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm31, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	1600(%rsp), %zmm2, %zmm12
	vmovupd	(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	1664(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	2096(%rsp), %zmm7, %zmm7
	vmovupd	1168(%rsp), %zmm18
	vmulpd	%zmm6, %zmm18, %zmm16
	vmulpd	%zmm16, %zmm18, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	1536(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2608(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm6
	vpsrlq	$20, 1728(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm10
	vpaddq	%zmm10, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm13
	vmulpd	%zmm13, %zmm11, %zmm23
	vaddpd	%zmm12, %zmm23, %zmm12
	vpsrlq	$20, 1792(%rsp), %zmm23
	vpaddq	%zmm10, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm13, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 1856(%rsp), %zmm25
	vpaddq	%zmm10, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm13, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1280(%rsp), %zmm27
	vpaddq	%zmm10, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm13, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 976(%rsp), %zmm28
	vpaddq	%zmm10, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm13, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 1040(%rsp), %zmm29
	vpaddq	%zmm10, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm13, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 1104(%rsp), %zmm30
	vpaddq	%zmm10, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm13, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 736(%rsp), %zmm31
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
	vaddpd	(%rsp), %zmm2, %zmm2
	vaddpd	1408(%rsp), %zmm0, %zmm0
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
	vmulpd	144(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	208(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	480(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	608(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	352(%rsp), %zmm3, %zmm3
	vmulpd	416(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	672(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	800(%rsp), %zmm6, %zmm6
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
	vmovups	%zmm0, 38072(%rsp,%rcx,4)
	vmovdqu64	%zmm2, 38136(%rsp,%rcx,4)
	vmovdqu64	%zmm3, 38200(%rsp,%rcx,4)
	vmovdqu64	%zmm1, 38264(%rsp,%rcx,4)
	addq	$64, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_102
	jmp	.LBB0_104
.LBB0_96:
	vmovss	136(%rsp), %xmm24
	vmulss	-20(%rsp), %xmm24, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorps	%xmm22, %xmm22, %xmm22
	vcmpltss	%xmm0, %xmm22, %k1
	vbroadcastsd	.LCPI0_11(%rip), %zmm0
	vmovss	%xmm1, %xmm1, %xmm1 {%k1} {z}
	vmovaps	%xmm1, -80(%rsp)
	vpbroadcastq	.LCPI0_10(%rip), %zmm1
	vmulss	-16(%rsp), %xmm24, %xmm24
	vmovss	%xmm24, 136(%rsp)
	testl	%r11d, %r11d
	jne	.LBB0_98
	.p2align	4
.LBB0_103:
	testq	%rbp, %rbp
	je	.LBB0_122
.LBB0_104:
	vmovups	5304(%rsp), %zmm2
	vmovups	5368(%rsp), %zmm14
	vmovups	5432(%rsp), %zmm16
	vmovups	5496(%rsp), %zmm29
	vxorpd	%xmm17, %xmm17, %xmm17
	cmpq	$1, %rbp
	jne	.LBB0_106
	vxorpd	%xmm20, %xmm20, %xmm20
	vxorpd	%xmm27, %xmm27, %xmm27
	vxorpd	%xmm28, %xmm28, %xmm28
	vbroadcastss	.LCPI0_70(%rip), %zmm30
	vbroadcastss	.LCPI0_71(%rip), %zmm15
	vbroadcastss	.LCPI0_72(%rip), %zmm18
	vmovups	4080(%rsp), %zmm13
	vmovups	4016(%rsp), %zmm11
	vmovups	2480(%rsp), %zmm12
	jmp	.LBB0_108
	.p2align	4
.LBB0_106:
	movl	$1, %ecx
	movq	%r12, %rdx
	vmovaps	%zmm29, %zmm1
	vmovaps	%zmm16, %zmm3
	vmovaps	%zmm14, %zmm4
	vmovaps	%zmm2, %zmm5
	vxorpd	%xmm20, %xmm20, %xmm20
	vxorpd	%xmm27, %xmm27, %xmm27
	vxorpd	%xmm28, %xmm28, %xmm28
	vbroadcastss	.LCPI0_70(%rip), %zmm30
	vbroadcastss	.LCPI0_71(%rip), %zmm15
	vbroadcastss	.LCPI0_72(%rip), %zmm18
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	4080(%rsp), %zmm13
	vmovups	4016(%rsp), %zmm11
	vmovups	2480(%rsp), %zmm12
	.p2align	4
.LBB0_107:
	vcvtsi2ss	%rcx, %xmm25, %xmm6
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
	jne	.LBB0_107
.LBB0_108:
	vmovups	%zmm29, 352(%rsp)
	vmovups	%zmm28, 800(%rsp)
	vmovups	%zmm27, 672(%rsp)
	vmovups	%zmm20, 416(%rsp)
	vmovups	%zmm17, 608(%rsp)
	vmovups	%zmm16, 208(%rsp)
	vmovups	%zmm14, 144(%rsp)
	vmovups	%zmm2, (%rsp)
	movq	%rbx, %rcx
	xorl	%edx, %edx
	vmovups	3696(%rsp), %zmm1
	jmp	.LBB0_109
	.p2align	4
.LBB0_117:
	vmovups	-192(%rcx), %zmm7
	vmovups	-128(%rcx), %zmm8
	vsubps	%zmm0, %zmm7, %zmm7
	vbroadcastss	.LCPI0_63(%rip), %zmm21
	vmaxps	%zmm7, %zmm21, %zmm9
	vbroadcastss	.LCPI0_64(%rip), %zmm22
	vminps	%zmm9, %zmm22, %zmm9
	vbroadcastss	.LCPI0_65(%rip), %zmm23
	vmulps	%zmm23, %zmm9, %zmm10
	vbroadcastss	.LCPI0_66(%rip), %zmm24
	vaddps	%zmm24, %zmm10, %zmm10
	vbroadcastss	.LCPI0_67(%rip), %zmm25
	vaddps	%zmm25, %zmm10, %zmm11
	vbroadcastss	.LCPI0_87(%rip), %zmm26
	vmulps	%zmm26, %zmm11, %zmm12
	vsubps	%zmm12, %zmm9, %zmm9
	vbroadcastss	.LCPI0_69(%rip), %zmm31
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
	vmovups	%zmm6, 2352(%rsp)
	vsubps	144(%rsp), %zmm8, %zmm6
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
	vsubps	208(%rsp), %zmm14, %zmm6
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
	vsubps	352(%rsp), %zmm12, %zmm6
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
	je	.LBB0_118
.LBB0_109:
	vxorps	%xmm4, %xmm4, %xmm4
	vxorps	%xmm6, %xmm6, %xmm6
	testq	%rdx, %rdx
	jne	.LBB0_110
	vxorps	%xmm5, %xmm5, %xmm5
	vmovups	(%rsp), %zmm0
	jne	.LBB0_112
.LBB0_113:
	vmovaps	%zmm1, %zmm19
	vxorps	%xmm3, %xmm3, %xmm3
	jne	.LBB0_114
.LBB0_115:
	vxorps	%xmm1, %xmm1, %xmm1
	je	.LBB0_117
	jmp	.LBB0_116
	.p2align	4
.LBB0_110:
	vmovups	2352(%rsp), %zmm6
	vxorps	%xmm5, %xmm5, %xmm5
	vmovups	(%rsp), %zmm0
	je	.LBB0_113
.LBB0_112:
	vmovaps	%zmm13, %zmm5
	vmovaps	%zmm1, %zmm19
	vxorps	%xmm3, %xmm3, %xmm3
	je	.LBB0_115
.LBB0_114:
	vmovaps	%zmm11, %zmm3
	vxorps	%xmm1, %xmm1, %xmm1
	je	.LBB0_117
.LBB0_116:
	vmovaps	%zmm12, %zmm1
	jmp	.LBB0_117
	.p2align	4
.LBB0_118:
	vmovaps	%zmm29, %zmm28
	vmovdqa64	%zmm20, %zmm31
	vdivps	2352(%rsp), %zmm17, %zmm7
	vmovups	%zmm13, 4080(%rsp)
	vdivps	%zmm13, %zmm17, %zmm9
	vmovups	%zmm11, 4016(%rsp)
	vdivps	%zmm11, %zmm17, %zmm8
	vmovups	%zmm12, 2480(%rsp)
	vdivps	%zmm12, %zmm17, %zmm1
	vmovups	%zmm1, 736(%rsp)
	testl	%r11d, %r11d
	vmovups	%zmm7, 1104(%rsp)
	vmovups	%zmm8, 1040(%rsp)
	vmovups	%zmm9, 976(%rsp)
	je	.LBB0_123
	vbroadcastss	-80(%rsp), %zmm1
	vmovups	%zmm1, 1280(%rsp)
	movl	$192, %ecx
	xorl	%edx, %edx
	.p2align	4
.LBB0_120:
	vcvtusi2ss	%rdx, %xmm2, %xmm8
	vmovups	5112(%rsp,%rcx), %zmm11
	vmovups	5176(%rsp,%rcx), %zmm10
	vmovups	5240(%rsp,%rcx), %zmm9
	vsubps	(%rsp), %zmm11, %zmm12
	vbroadcastss	.LCPI0_63(%rip), %zmm22
	vmaxps	%zmm12, %zmm22, %zmm7
	vbroadcastss	.LCPI0_64(%rip), %zmm23
	vminps	%zmm7, %zmm23, %zmm7
	vbroadcastss	.LCPI0_65(%rip), %zmm24
	vmulps	%zmm24, %zmm7, %zmm13
	vbroadcastss	.LCPI0_66(%rip), %zmm25
	vaddps	%zmm25, %zmm13, %zmm13
	vbroadcastss	.LCPI0_67(%rip), %zmm26
	vaddps	%zmm26, %zmm13, %zmm14
	vmovdqa64	%zmm31, %zmm4
	vbroadcastss	.LCPI0_87(%rip), %zmm31
	vmulps	%zmm31, %zmm14, %zmm15
	vsubps	%zmm15, %zmm7, %zmm15
	vbroadcastss	.LCPI0_69(%rip), %zmm1
	vmulps	%zmm1, %zmm14, %zmm14
	vsubps	%zmm14, %zmm15, %zmm18
	vmulps	%zmm18, %zmm18, %zmm7
	vmulps	.LCPI0_70(%rip){1to16}, %zmm7, %zmm19
	vbroadcastss	.LCPI0_71(%rip), %zmm30
	vaddps	%zmm30, %zmm19, %zmm19
	vmulps	%zmm19, %zmm7, %zmm19
	vaddps	.LCPI0_72(%rip){1to16}, %zmm19, %zmm19
	vmulps	%zmm19, %zmm7, %zmm19
	vbroadcastss	.LCPI0_73(%rip), %zmm6
	vaddps	%zmm6, %zmm19, %zmm19
	vmulps	%zmm19, %zmm7, %zmm19
	vaddps	%zmm0, %zmm19, %zmm19
	vmulps	%zmm19, %zmm7, %zmm19
	vmovups	5304(%rsp,%rcx), %zmm2
	vmovups	%zmm2, 480(%rsp)
	vsubps	%zmm19, %zmm18, %zmm19
	vmulps	%zmm19, %zmm18, %zmm18
	vsubps	%zmm19, %zmm16, %zmm19
	vdivps	%zmm19, %zmm18, %zmm18
	vbroadcastss	%xmm8, %zmm7
	vaddps	%zmm11, %zmm11, %zmm19
	vmovaps	%zmm28, %zmm8
	vmovaps	%zmm16, %zmm28
	vmovaps	%zmm0, %zmm16
	vbroadcastss	.LCPI0_80(%rip), %zmm0
	vmulps	%zmm0, %zmm19, %zmm19
	vsubps	103416(%rsp,%rcx), %zmm19, %zmm19
	vsubps	%zmm18, %zmm14, %zmm14
	vsubps	%zmm14, %zmm15, %zmm14
	vaddps	%zmm17, %zmm14, %zmm14
	vpbroadcastd	.LCPI0_77(%rip), %zmm21
	vpaddd	%zmm21, %zmm13, %zmm15
	vpsrld	$1, %zmm15, %zmm15
	vpsubd	%zmm15, %zmm13, %zmm13
	vpslld	$23, %zmm13, %zmm13
	vpslld	$23, %zmm15, %zmm15
	vpbroadcastd	.LCPI0_60(%rip), %zmm3
	vpaddd	%zmm3, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vpaddd	%zmm4, %zmm13, %zmm13
	vmulps	%zmm13, %zmm14, %zmm13
	vxorps	%xmm0, %xmm0, %xmm0
	vcmpunordps	%zmm0, %zmm12, %k1
	vmovaps	%zmm8, %zmm13 {%k1}
	vmulps	1104(%rsp), %zmm13, %zmm12
	vaddps	%zmm12, %zmm19, %zmm12
	vcmpeqps	800(%rsp), %zmm7, %k1
	vbroadcastss	.LCPI0_81(%rip), %zmm5
	vmovaps	%zmm5, %zmm13 {%k1} {z}
	vaddps	%zmm12, %zmm13, %zmm12
	vmovups	3696(%rsp), %zmm3
	vmulps	%zmm12, %zmm3, %zmm12
	vsubps	%zmm12, %zmm11, %zmm11
	vmovups	1280(%rsp), %zmm20
	vmulps	37880(%rsp,%rcx), %zmm20, %zmm12
	vaddps	%zmm11, %zmm12, %zmm11
	vbroadcastss	.LCPI0_82(%rip), %zmm29
	vandps	%zmm29, %zmm11, %zmm12
	vpcmpgtd	%zmm4, %zmm12, %k1
	vpbroadcastd	.LCPI0_79(%rip), %zmm2
	vmovdqa32	%zmm2, %zmm11 {%k1}
	vmovdqu64	%zmm11, 5112(%rsp,%rcx)
	vsubps	144(%rsp), %zmm10, %zmm11
	vmaxps	%zmm11, %zmm22, %zmm12
	vminps	%zmm12, %zmm23, %zmm12
	vmulps	%zmm24, %zmm12, %zmm13
	vaddps	%zmm25, %zmm13, %zmm13
	vaddps	%zmm26, %zmm13, %zmm14
	vmulps	%zmm31, %zmm14, %zmm15
	vsubps	%zmm15, %zmm12, %zmm12
	vmulps	%zmm1, %zmm14, %zmm14
	vsubps	%zmm14, %zmm12, %zmm15
	vmulps	%zmm15, %zmm15, %zmm18
	vmulps	.LCPI0_70(%rip){1to16}, %zmm18, %zmm19
	vaddps	%zmm30, %zmm19, %zmm19
	vmulps	%zmm19, %zmm18, %zmm19
	vaddps	.LCPI0_72(%rip){1to16}, %zmm19, %zmm19
	vmulps	%zmm19, %zmm18, %zmm19
	vaddps	%zmm6, %zmm19, %zmm19
	vmulps	%zmm19, %zmm18, %zmm19
	vaddps	%zmm16, %zmm19, %zmm19
	vmulps	%zmm19, %zmm18, %zmm18
	vbroadcastss	.LCPI0_70(%rip), %zmm27
	vsubps	%zmm18, %zmm15, %zmm18
	vmulps	%zmm18, %zmm15, %zmm15
	vsubps	%zmm18, %zmm28, %zmm18
	vdivps	%zmm18, %zmm15, %zmm15
	vaddps	%zmm10, %zmm10, %zmm18
	vbroadcastss	.LCPI0_80(%rip), %zmm0
	vmulps	%zmm0, %zmm18, %zmm18
	vsubps	103480(%rsp,%rcx), %zmm18, %zmm18
	vsubps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm14, %zmm12, %zmm12
	vaddps	%zmm17, %zmm12, %zmm12
	vpaddd	%zmm21, %zmm13, %zmm14
	vmovdqa64	%zmm21, %zmm29
	vpsrld	$1, %zmm14, %zmm14
	vpsubd	%zmm14, %zmm13, %zmm13
	vpslld	$23, %zmm13, %zmm13
	vpslld	$23, %zmm14, %zmm14
	vpbroadcastd	.LCPI0_60(%rip), %zmm2
	vpaddd	%zmm2, %zmm14, %zmm14
	vmulps	%zmm14, %zmm12, %zmm12
	vpaddd	%zmm4, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm12
	vxorps	%xmm13, %xmm13, %xmm13
	vcmpunordps	%zmm13, %zmm11, %k1
	vmovaps	%zmm8, %zmm12 {%k1}
	vmulps	976(%rsp), %zmm12, %zmm11
	vaddps	%zmm11, %zmm18, %zmm11
	vcmpeqps	672(%rsp), %zmm7, %k1
	vmovaps	%zmm7, %zmm19
	vmovaps	%zmm5, %zmm21
	vmovaps	%zmm5, %zmm12 {%k1} {z}
	vaddps	%zmm11, %zmm12, %zmm11
	vmulps	%zmm11, %zmm3, %zmm11
	vsubps	%zmm11, %zmm10, %zmm10
	vmulps	37944(%rsp,%rcx), %zmm20, %zmm11
	vaddps	%zmm10, %zmm11, %zmm10
	vbroadcastss	.LCPI0_82(%rip), %zmm7
	vandps	%zmm7, %zmm10, %zmm11
	vpcmpgtd	%zmm4, %zmm11, %k1
	vpbroadcastd	.LCPI0_79(%rip), %zmm5
	vmovdqa32	%zmm5, %zmm10 {%k1}
	vmovdqu64	%zmm10, 5176(%rsp,%rcx)
	vsubps	208(%rsp), %zmm9, %zmm10
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
	vmulps	%zmm27, %zmm15, %zmm18
	vaddps	%zmm30, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	.LCPI0_72(%rip){1to16}, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	%zmm6, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	%zmm16, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm15
	vbroadcastss	.LCPI0_72(%rip), %zmm18
	vsubps	%zmm15, %zmm14, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm15, %zmm28, %zmm15
	vdivps	%zmm15, %zmm14, %zmm14
	vaddps	%zmm9, %zmm9, %zmm15
	vmulps	%zmm0, %zmm15, %zmm15
	vsubps	103544(%rsp,%rcx), %zmm15, %zmm15
	vsubps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm11, %zmm11
	vaddps	%zmm17, %zmm11, %zmm11
	vpaddd	%zmm29, %zmm12, %zmm13
	vmovdqa64	%zmm29, %zmm0
	vpsrld	$1, %zmm13, %zmm13
	vpsubd	%zmm13, %zmm12, %zmm12
	vpslld	$23, %zmm12, %zmm12
	vpslld	$23, %zmm13, %zmm13
	vpaddd	%zmm2, %zmm13, %zmm13
	vmulps	%zmm13, %zmm11, %zmm11
	vpaddd	%zmm4, %zmm12, %zmm12
	vmulps	%zmm12, %zmm11, %zmm11
	vxorps	%xmm12, %xmm12, %xmm12
	vcmpunordps	%zmm12, %zmm10, %k1
	vxorps	%xmm6, %xmm6, %xmm6
	vmovaps	%zmm8, %zmm11 {%k1}
	vmulps	1040(%rsp), %zmm11, %zmm10
	vaddps	%zmm10, %zmm15, %zmm10
	vcmpeqps	416(%rsp), %zmm19, %k1
	vmovaps	%zmm21, %zmm11 {%k1} {z}
	vaddps	%zmm10, %zmm11, %zmm10
	vmulps	%zmm10, %zmm3, %zmm10
	vsubps	%zmm10, %zmm9, %zmm9
	vmulps	38008(%rsp,%rcx), %zmm20, %zmm10
	vaddps	%zmm9, %zmm10, %zmm9
	vandps	%zmm7, %zmm9, %zmm10
	vmovaps	%zmm7, %zmm29
	vpcmpgtd	%zmm4, %zmm10, %k1
	vmovdqa32	%zmm5, %zmm9 {%k1}
	vmovdqu64	%zmm9, 5240(%rsp,%rcx)
	vmovups	480(%rsp), %zmm27
	vsubps	352(%rsp), %zmm27, %zmm9
	vmaxps	%zmm9, %zmm22, %zmm10
	vminps	%zmm10, %zmm23, %zmm10
	vmulps	%zmm24, %zmm10, %zmm11
	vaddps	%zmm25, %zmm11, %zmm11
	vaddps	%zmm26, %zmm11, %zmm12
	vmulps	%zmm31, %zmm12, %zmm13
	vmovdqa64	%zmm4, %zmm31
	vsubps	%zmm13, %zmm10, %zmm10
	vmulps	%zmm1, %zmm12, %zmm12
	vsubps	%zmm12, %zmm10, %zmm13
	vmulps	%zmm13, %zmm13, %zmm14
	vmulps	.LCPI0_70(%rip){1to16}, %zmm14, %zmm15
	vaddps	%zmm30, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm18, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	.LCPI0_73(%rip){1to16}, %zmm15, %zmm15
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
	vpaddd	%zmm2, %zmm12, %zmm12
	vmulps	%zmm12, %zmm10, %zmm10
	vpslld	$23, %zmm11, %zmm11
	vpaddd	%zmm4, %zmm11, %zmm11
	vmulps	%zmm11, %zmm10, %zmm10
	vcmpunordps	%zmm6, %zmm9, %k1
	vaddps	%zmm27, %zmm27, %zmm9
	vmulps	.LCPI0_80(%rip){1to16}, %zmm9, %zmm9
	vmovaps	%zmm16, %zmm0
	vmovaps	%zmm28, %zmm16
	vmovaps	%zmm8, %zmm28
	vsubps	103608(%rsp,%rcx), %zmm9, %zmm9
	vmovaps	%zmm8, %zmm10 {%k1}
	vmulps	736(%rsp), %zmm10, %zmm10
	vaddps	%zmm10, %zmm9, %zmm9
	vcmpeqps	608(%rsp), %zmm19, %k1
	vmovaps	%zmm21, %zmm8 {%k1} {z}
	vaddps	%zmm9, %zmm8, %zmm8
	vmulps	%zmm8, %zmm3, %zmm8
	vsubps	%zmm8, %zmm27, %zmm7
	vmulps	38072(%rsp,%rcx), %zmm20, %zmm8
	vaddps	%zmm7, %zmm8, %zmm7
	vandps	%zmm29, %zmm7, %zmm8
	vpcmpgtd	%zmm4, %zmm8, %k1
	vmovdqa32	%zmm5, %zmm7 {%k1}
	vmovdqu64	%zmm7, 5304(%rsp,%rcx)
	incq	%rdx
	addq	$256, %rcx
	cmpq	%rdx, %rbp
	jne	.LBB0_120
	jmp	.LBB0_121
	.p2align	4
.LBB0_123:
	movl	$192, %ecx
	xorl	%edx, %edx
	.p2align	4
.LBB0_124:
	vcvtusi2ss	%rdx, %xmm2, %xmm6
	vbroadcastss	%xmm6, %zmm4
	vmovups	5112(%rsp,%rcx), %zmm10
	vmovups	5176(%rsp,%rcx), %zmm9
	vmovups	5240(%rsp,%rcx), %zmm8
	vsubps	(%rsp), %zmm10, %zmm11
	vbroadcastss	.LCPI0_63(%rip), %zmm26
	vmaxps	%zmm11, %zmm26, %zmm7
	vbroadcastss	.LCPI0_64(%rip), %zmm24
	vminps	%zmm7, %zmm24, %zmm7
	vbroadcastss	.LCPI0_65(%rip), %zmm22
	vmulps	%zmm22, %zmm7, %zmm12
	vbroadcastss	.LCPI0_66(%rip), %zmm23
	vaddps	%zmm23, %zmm12, %zmm12
	vbroadcastss	.LCPI0_67(%rip), %zmm20
	vaddps	%zmm20, %zmm12, %zmm13
	vbroadcastss	.LCPI0_87(%rip), %zmm25
	vmulps	%zmm25, %zmm13, %zmm14
	vsubps	%zmm14, %zmm7, %zmm14
	vbroadcastss	.LCPI0_69(%rip), %zmm1
	vmulps	%zmm1, %zmm13, %zmm13
	vsubps	%zmm13, %zmm14, %zmm7
	vmulps	%zmm7, %zmm7, %zmm15
	vmulps	%zmm30, %zmm15, %zmm18
	vbroadcastss	.LCPI0_71(%rip), %zmm19
	vaddps	%zmm19, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	.LCPI0_72(%rip){1to16}, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vbroadcastss	.LCPI0_73(%rip), %zmm6
	vaddps	%zmm6, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	%zmm0, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm15
	vsubps	%zmm15, %zmm7, %zmm15
	vmulps	%zmm15, %zmm7, %zmm7
	vsubps	%zmm15, %zmm16, %zmm15
	vdivps	%zmm15, %zmm7, %zmm15
	vmovups	5304(%rsp,%rcx), %zmm3
	vmovups	%zmm3, 480(%rsp)
	vaddps	%zmm10, %zmm10, %zmm18
	vbroadcastss	.LCPI0_80(%rip), %zmm7
	vmulps	%zmm7, %zmm18, %zmm18
	vsubps	103416(%rsp,%rcx), %zmm18, %zmm18
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
	vpaddd	%zmm31, %zmm12, %zmm12
	vmulps	%zmm12, %zmm13, %zmm12
	vxorps	%xmm3, %xmm3, %xmm3
	vcmpunordps	%zmm3, %zmm11, %k1
	vmovaps	%zmm28, %zmm12 {%k1}
	vmulps	1104(%rsp), %zmm12, %zmm11
	vaddps	%zmm11, %zmm18, %zmm11
	vcmpeqps	800(%rsp), %zmm4, %k1
	vmovaps	%zmm4, %zmm3
	vbroadcastss	.LCPI0_81(%rip), %zmm4
	vmovaps	%zmm4, %zmm12 {%k1} {z}
	vaddps	%zmm11, %zmm12, %zmm11
	vmovaps	%zmm30, %zmm21
	vmovups	3696(%rsp), %zmm30
	vmulps	%zmm11, %zmm30, %zmm11
	vsubps	%zmm11, %zmm10, %zmm10
	vbroadcastss	.LCPI0_82(%rip), %zmm4
	vandps	%zmm4, %zmm10, %zmm11
	vpcmpgtd	%zmm31, %zmm11, %k1
	vpbroadcastd	.LCPI0_79(%rip), %zmm5
	vmovdqa32	%zmm5, %zmm10 {%k1}
	vmovdqu64	%zmm10, 5112(%rsp,%rcx)
	vsubps	144(%rsp), %zmm9, %zmm10
	vmaxps	%zmm10, %zmm26, %zmm11
	vminps	%zmm11, %zmm24, %zmm11
	vmulps	%zmm22, %zmm11, %zmm12
	vaddps	%zmm23, %zmm12, %zmm12
	vaddps	%zmm20, %zmm12, %zmm13
	vmulps	%zmm25, %zmm13, %zmm14
	vsubps	%zmm14, %zmm11, %zmm11
	vmulps	%zmm1, %zmm13, %zmm13
	vsubps	%zmm13, %zmm11, %zmm14
	vmulps	%zmm14, %zmm14, %zmm15
	vmulps	%zmm21, %zmm15, %zmm18
	vaddps	%zmm19, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	.LCPI0_72(%rip){1to16}, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	%zmm6, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	%zmm0, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm15
	vbroadcastss	.LCPI0_72(%rip), %zmm18
	vsubps	%zmm15, %zmm14, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm15, %zmm16, %zmm15
	vdivps	%zmm15, %zmm14, %zmm14
	vaddps	%zmm9, %zmm9, %zmm15
	vmulps	%zmm7, %zmm15, %zmm15
	vsubps	103480(%rsp,%rcx), %zmm15, %zmm15
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
	vpaddd	%zmm31, %zmm12, %zmm12
	vmulps	%zmm12, %zmm11, %zmm11
	vxorps	%xmm4, %xmm4, %xmm4
	vcmpunordps	%zmm4, %zmm10, %k1
	vmovaps	%zmm28, %zmm11 {%k1}
	vmulps	976(%rsp), %zmm11, %zmm10
	vaddps	%zmm10, %zmm15, %zmm10
	vcmpeqps	672(%rsp), %zmm3, %k1
	vbroadcastss	.LCPI0_81(%rip), %zmm4
	vmovaps	%zmm4, %zmm11 {%k1} {z}
	vaddps	%zmm10, %zmm11, %zmm10
	vmulps	%zmm10, %zmm30, %zmm10
	vsubps	%zmm10, %zmm9, %zmm9
	vbroadcastss	.LCPI0_82(%rip), %zmm29
	vandps	%zmm29, %zmm9, %zmm10
	vpcmpgtd	%zmm31, %zmm10, %k1
	vmovdqa32	%zmm5, %zmm9 {%k1}
	vmovdqu64	%zmm9, 5176(%rsp,%rcx)
	vsubps	208(%rsp), %zmm8, %zmm9
	vmaxps	%zmm9, %zmm26, %zmm10
	vminps	%zmm10, %zmm24, %zmm10
	vmulps	%zmm22, %zmm10, %zmm11
	vaddps	%zmm23, %zmm11, %zmm11
	vaddps	%zmm20, %zmm11, %zmm12
	vmulps	%zmm25, %zmm12, %zmm13
	vsubps	%zmm13, %zmm10, %zmm10
	vmulps	%zmm1, %zmm12, %zmm12
	vsubps	%zmm12, %zmm10, %zmm13
	vmulps	%zmm13, %zmm13, %zmm14
	vmulps	%zmm21, %zmm14, %zmm15
	vaddps	%zmm19, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm18, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm6, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm0, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm14, %zmm13, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm14, %zmm16, %zmm14
	vdivps	%zmm14, %zmm13, %zmm13
	vaddps	%zmm8, %zmm8, %zmm14
	vmulps	%zmm7, %zmm14, %zmm14
	vmovaps	%zmm7, %zmm15
	vsubps	103544(%rsp,%rcx), %zmm14, %zmm14
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
	vpaddd	%zmm31, %zmm11, %zmm11
	vmulps	%zmm11, %zmm10, %zmm10
	vxorps	%xmm7, %xmm7, %xmm7
	vcmpunordps	%zmm7, %zmm9, %k1
	vxorps	%xmm18, %xmm18, %xmm18
	vmovaps	%zmm28, %zmm10 {%k1}
	vmulps	1040(%rsp), %zmm10, %zmm9
	vaddps	%zmm9, %zmm14, %zmm9
	vcmpeqps	416(%rsp), %zmm3, %k1
	vmovaps	%zmm4, %zmm10 {%k1} {z}
	vaddps	%zmm9, %zmm10, %zmm9
	vmulps	%zmm9, %zmm30, %zmm9
	vsubps	%zmm9, %zmm8, %zmm8
	vandps	%zmm29, %zmm8, %zmm9
	vpcmpgtd	%zmm31, %zmm9, %k1
	vmovdqa32	%zmm5, %zmm8 {%k1}
	vmovdqu64	%zmm8, 5240(%rsp,%rcx)
	vmovups	480(%rsp), %zmm7
	vsubps	352(%rsp), %zmm7, %zmm8
	vmaxps	%zmm8, %zmm26, %zmm9
	vminps	%zmm9, %zmm24, %zmm9
	vmulps	%zmm22, %zmm9, %zmm10
	vaddps	%zmm23, %zmm10, %zmm10
	vaddps	%zmm20, %zmm10, %zmm11
	vmulps	%zmm25, %zmm11, %zmm12
	vsubps	%zmm12, %zmm9, %zmm9
	vmulps	%zmm1, %zmm11, %zmm11
	vsubps	%zmm11, %zmm9, %zmm12
	vmulps	%zmm12, %zmm12, %zmm13
	vmulps	%zmm21, %zmm13, %zmm14
	vaddps	%zmm19, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	.LCPI0_72(%rip){1to16}, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm6, %zmm14, %zmm14
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
	vpaddd	%zmm31, %zmm10, %zmm10
	vmulps	%zmm10, %zmm9, %zmm9
	vcmpunordps	%zmm18, %zmm8, %k1
	vaddps	%zmm7, %zmm7, %zmm8
	vmulps	%zmm15, %zmm8, %zmm8
	vsubps	103608(%rsp,%rcx), %zmm8, %zmm8
	vmovaps	%zmm28, %zmm9 {%k1}
	vmulps	736(%rsp), %zmm9, %zmm9
	vaddps	%zmm9, %zmm8, %zmm8
	vcmpeqps	608(%rsp), %zmm3, %k1
	vmovaps	%zmm4, %zmm6 {%k1} {z}
	vaddps	%zmm8, %zmm6, %zmm6
	vmulps	%zmm6, %zmm30, %zmm6
	vmovaps	%zmm21, %zmm30
	vsubps	%zmm6, %zmm7, %zmm6
	vandps	%zmm29, %zmm6, %zmm7
	vpcmpgtd	%zmm31, %zmm7, %k1
	vmovdqa32	%zmm5, %zmm6 {%k1}
	vmovdqu64	%zmm6, 5304(%rsp,%rcx)
	incq	%rdx
	addq	$256, %rcx
	cmpq	%rdx, %rbp
	jne	.LBB0_124
	jmp	.LBB0_121
	.p2align	4
.LBB0_9:
	movq	-120(%rsp), %rbp
.LBB0_10:
	testq	%rbp, %rbp
	sete	%al
	testq	%r15, %r15
	sete	%cl
	orb	%al, %cl
	jne	.LBB0_138
	movq	-40(%rsp), %r11
	imulq	%rbp, %r11
	cmpq	$1, %r11
	jne	.LBB0_125
	xorl	%ecx, %ecx
	jmp	.LBB0_134
	.p2align	4
.LBB0_125:
	movq	%r9, %r8
	movq	%rbx, %r9
	movq	%r13, %r10
	movq	%r11, %rbx
	andl	$16382, %r11d
	xorl	%ecx, %ecx
	jmp	.LBB0_126
	.p2align	4
.LBB0_131:
	xorl	%edx, %edx
	divq	%r12
.LBB0_132:
	cmpq	%r15, %rax
	movq	%r14, %r13
	cmovbq	%rax, %r13
	addq	%r10, %r13
	movq	%rdx, %rbp
	shlq	$8, %rbp
	addq	%rsp, %rbp
	addq	$5304, %rbp
	vmovss	(%rbp,%rax,4), %xmm0
	imulq	%r12, %r13
	movq	-96(%rsp), %rax
	leaq	(%rax,%r13,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r11
	movq	%r12, %rbp
	je	.LBB0_133
.LBB0_126:
	movq	%rcx, %rax
	orq	%rbp, %rax
	shrq	$32, %rax
	je	.LBB0_127
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rbp
	jmp	.LBB0_129
	.p2align	4
.LBB0_127:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%ebp
.LBB0_129:
	movq	%rbp, %r12
	cmpq	%r15, %rax
	movq	%r14, %r13
	cmovbq	%rax, %r13
	addq	%r10, %r13
	imulq	%r12, %r13
	movq	%rdx, %rbp
	shlq	$8, %rbp
	addq	%rsp, %rbp
	addq	$5304, %rbp
	vmovss	(%rbp,%rax,4), %xmm0
	movq	-96(%rsp), %rax
	leaq	(%rax,%r13,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	leaq	1(%rcx), %rax
	movq	%rax, %rdx
	orq	%r12, %rdx
	shrq	$32, %rdx
	jne	.LBB0_131
	xorl	%edx, %edx
	divl	%r12d
	jmp	.LBB0_132
	.p2align	4
.LBB0_133:
	testb	$1, %bl
	movq	%r10, %r13
	movq	-96(%rsp), %r10
	movq	%r9, %rbx
	movq	%r8, %r9
	movl	$3449720151, %r8d
	je	.LBB0_138
.LBB0_134:
	movq	%rcx, %rax
	orq	%rbp, %rax
	shrq	$32, %rax
	jne	.LBB0_136
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%ebp
	jmp	.LBB0_137
.LBB0_13:
	movq	16(%rdi), %rax
	movq	%rax, -128(%rsp)
	cmpq	$4097, %rbp
	vmovaps	%xmm12, 64(%rsp)
	jae	.LBB0_14
	movq	%rcx, %r11
	subq	%r13, %r11
	jbe	.LBB0_67
	cmpq	$0, 104(%rsp)
	je	.LBB0_222
	movl	$3449720151, %r10d
	movq	-56(%rsp), %rdx
	movq	%rdx, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %r12
	leaq	842468239(%rax), %rsi
	movq	%rsi, 3952(%rsp)
	leaq	1684936478(%rax), %rsi
	leaq	534103459(%rax), %rdi
	movq	%rdi, 3888(%rsp)
	movl	%ebp, %r14d
	andl	$8188, %r14d
	leaq	(%rax,%r10), %r15
	addq	$-305585874, %r15
	movq	%r15, 2312(%rsp)
	leaq	536882365(%rax,%r10), %r15
	leaq	-613950654(%rax,%r10), %rbx
	addq	%r10, %rax
	addq	$228517585, %rax
	movq	%rax, -40(%rsp)
	movq	%r13, %r9
	imulq	%rbp, %r9
	movq	%rbp, %rdi
	shlq	$4, %rdi
	leaq	4(,%r13,4), %rax
	imulq	%rbp, %rax
	movq	%rax, 1248(%rsp)
	movq	%r14, 904(%rsp)
	decq	%r14
	shrq	$2, %r14
	movl	%ebp, %eax
	andl	$8128, %eax
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 3504(%rsp)
	leaq	(%rdx,%r10), %r8
	addq	$-795284382, %r8
	movq	%r8, 2304(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 5232(%rsp)
	leaq	1013904242(%rdx), %r8
	movq	%r8, 952(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 3440(%rsp)
	movq	%r12, 2320(%rsp)
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 5168(%rsp)
	leaq	218619860(%rdx,%r10), %r8
	movq	%r8, 944(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 3376(%rsp)
	movq	3952(%rsp), %r8
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 3312(%rsp)
	leaq	2027808484(%rdx), %r8
	movq	%r8, 936(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 3248(%rsp)
	movq	%r15, 968(%rsp)
	vpbroadcastq	%r15, %zmm0
	vmovdqu64	%zmm0, 3184(%rsp)
	leaq	387276957(%rdx), %r8
	movq	%r8, 928(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 3120(%rsp)
	movq	%rbx, 960(%rsp)
	vpbroadcastq	%rbx, %zmm0
	vmovdqu64	%zmm0, 3056(%rsp)
	leaq	-408007425(%rdx,%r10), %r8
	movq	%r8, -104(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 2992(%rsp)
	movq	%rsi, 136(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 4272(%rsp)
	leaq	1401181199(%rdx), %r8
	movq	%r8, 112(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 4208(%rsp)
	movq	3888(%rsp), %rsi
	vpbroadcastq	%rsi, %zmm4
	movq	-40(%rsp), %rsi
	vpbroadcastq	%rsi, %zmm20
	leal	-1879881855(%rdx), %r8d
	movq	%rdi, %rdx
	movl	%r8d, 312(%rsp)
	vpbroadcastd	%r8d, %zmm19
	movl	%ebp, %edi
	andl	$8184, %edi
	vpbroadcastq	%rax, %zmm0
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vporq	%zmm1, %zmm0, %zmm0
	vmovdqu64	%zmm0, 4848(%rsp)
	movl	%ebp, %ebx
	andl	$8176, %ebx
	movl	%ebp, %r15d
	andl	$8188, %r15d
	movq	%r14, 896(%rsp)
	incq	%r14
	movq	%r14, 2296(%rsp)
	andq	$-2, %r14
	movq	%r14, 2288(%rsp)
	vbroadcastss	%xmm12, %zmm3
	vpbroadcastq	%rbx, %ymm0
	vpor	%ymm1, %ymm0, %ymm0
	vmovdqu	%ymm0, 2832(%rsp)
	movq	%rdi, 5040(%rsp)
	movq	%rax, 120(%rsp)
	subq	%rax, %rdi
	movq	%rdi, 288(%rsp)
	leal	(,%rbp,4), %r14d
	movl	%r14d, %r8d
	andl	$32512, %r8d
	andl	$32704, %r14d
	vmovapd	.LCPI0_0(%rip), %zmm22
	vmovapd	.LCPI0_4(%rip), %zmm23
	vmovapd	.LCPI0_61(%rip), %zmm24
	vmovapd	.LCPI0_62(%rip), %zmm25
	vxorpd	%xmm26, %xmm26, %xmm26
	vxorps	%xmm27, %xmm27, %xmm27
	leaq	(%rbp,%rbp,2), %rax
	movq	%rax, 2240(%rsp)
	leaq	(,%rbp,8), %rax
	movq	%rax, -88(%rsp)
	movq	-128(%rsp), %rsi
	leaq	(%rsi,%rbp,8), %rax
	movq	%rax, 1264(%rsp)
	leaq	(,%r9,4), %rax
	movq	%rax, 2232(%rsp)
	leaq	(,%rbp,4), %r10
	leaq	(%r10,%r10,2), %r12
	movq	-96(%rsp), %rdi
	leaq	(%rdi,%r9,4), %rax
	movq	%rax, 1240(%rsp)
	movq	1248(%rsp), %rax
	leaq	(%rdi,%rax), %rax
	movq	%rax, 2224(%rsp)
	leaq	192(%rsi), %rax
	movq	%rax, 2280(%rsp)
	movq	%r8, 5104(%rsp)
	leaq	(%rsi,%r8), %rax
	movq	%rax, 2272(%rsp)
	leaq	16(%rsi), %rax
	movq	%rax, 1256(%rsp)
	movq	272(%rsp), %rax
	movq	%r9, 1272(%rsp)
	leaq	(%rax,%r9,4), %rax
	movq	%rax, 88(%rsp)
	xorl	%r8d, %r8d
	movq	1240(%rsp), %rax
	movq	%rax, 2928(%rsp)
	movq	%r10, 320(%rsp)
	movq	%rdx, 2248(%rsp)
	vmovdqu64	%zmm4, 4144(%rsp)
	vmovdqu64	%zmm20, 4080(%rsp)
	vmovdqu64	%zmm19, 4016(%rsp)
	movq	%rbx, 888(%rsp)
	movq	%r15, 880(%rsp)
	vmovups	%zmm3, 2864(%rsp)
	movq	%r14, 2344(%rsp)
	movq	%r12, 296(%rsp)
	jmp	.LBB0_142
	.p2align	4
.LBB0_186:
	addq	$4, %r13
	movq	2264(%rsp), %r11
	addq	$-4, %r11
	movq	2256(%rsp), %r8
	incq	%r8
	addq	%r10, 1272(%rsp)
	movq	2248(%rsp), %rdx
	addq	%rdx, 2928(%rsp)
	addq	%rdx, 88(%rsp)
	movq	552(%rsp), %rcx
	cmpq	%rcx, %r13
	jae	.LBB0_67
.LBB0_142:
	subq	%r13, %rcx
	cmpq	$4, %rcx
	movl	$4, %esi
	cmovbq	%rcx, %rsi
	decq	%rsi
	cmpq	$4, %rcx
	movq	%rsi, %r9
	movl	$3, %eax
	cmovaeq	%rax, %r9
	movq	%r9, 872(%rsp)
	cmpq	$1, %r11
	movq	%r11, 2264(%rsp)
	movq	%r11, %r15
	adcq	$0, %r15
	cmpq	$4, %r15
	movl	$4, %eax
	cmovaeq	%rax, %r15
	leaq	(%r15,%r15,2), %rax
	movl	%eax, %eax
	leaq	-8(,%rax,4), %rdi
	imulq	%rbp, %rdi
	addq	-128(%rsp), %rdi
	movq	%rdx, %rax
	movq	%r8, 2256(%rsp)
	imulq	%r8, %rax
	movq	1240(%rsp), %rdx
	addq	%rax, %rdx
	movq	%rdx, 144(%rsp)
	movq	2224(%rsp), %rdx
	leaq	(%rdx,%rax), %r11
	leaq	-1(%r15), %rbx
	imulq	%r10, %rbx
	addq	%rbx, %r11
	movq	2232(%rsp), %rdx
	addq	%rax, %rdx
	movq	-96(%rsp), %r8
	leaq	(%r8,%rdx), %r10
	movq	%r10, 208(%rsp)
	addq	1248(%rsp), %rax
	addq	%rax, %r8
	addq	%rbx, %r8
	movq	272(%rsp), %r14
	addq	%r14, %rdx
	addq	%r14, %rax
	addq	%rbx, %rax
	movq	%r12, %r14
	movq	%r15, -32(%rsp)
	imulq	%r15, %r14
	addq	-128(%rsp), %r14
	cmpq	$2, %rcx
	movq	%rsi, %rbx
	movl	$1, %r10d
	cmovaeq	%r10, %rbx
	movq	%rbx, %r10
	movq	2240(%rsp), %r12
	imulq	%r12, %r10
	movq	%r10, (%rsp)
	cmpq	$3, %rcx
	movl	$2, %ecx
	cmovaeq	%rcx, %rsi
	movq	%rsi, %r10
	imulq	%r12, %r10
	movq	%r9, %r15
	imulq	%r12, %r15
	movq	296(%rsp), %r12
	cmpq	%r11, -128(%rsp)
	setb	%r11b
	cmpq	%rdi, 144(%rsp)
	setb	%dil
	andb	%r11b, %dil
	movb	%dil, 2800(%rsp)
	movq	-128(%rsp), %r11
	movq	208(%rsp), %rcx
	cmpq	%rax, %rcx
	setb	%dil
	cmpq	%r8, %rdx
	setb	%r9b
	andb	%dil, %r9b
	cmpq	%r14, %rcx
	setb	%dil
	cmpq	%r8, 1264(%rsp)
	setb	%r14b
	andb	%dil, %r14b
	movq	872(%rsp), %rdi
	orb	%r9b, %r14b
	movb	%r14b, 920(%rsp)
	cmpq	%rax, %rcx
	setb	%al
	cmpq	%r8, %rdx
	movq	(%rsp), %rcx
	leaq	(%r11,%rcx,4), %rdx
	movq	%rdx, 568(%rsp)
	leaq	(%r11,%r10,4), %rcx
	movq	%rcx, 280(%rsp)
	leaq	(%r11,%r15,4), %rcx
	movq	%rcx, 560(%rsp)
	setb	%cl
	andb	%al, %cl
	movb	%cl, 576(%rsp)
	imulq	%r12, %rdi
	movq	1256(%rsp), %rax
	addq	%rax, %rdi
	movq	%rdi, 872(%rsp)
	imulq	%r12, %rsi
	addq	%rax, %rsi
	movq	%rsi, 2336(%rsp)
	imulq	%r12, %rbx
	addq	%rax, %rbx
	movq	%rbx, 2328(%rsp)
	movq	$0, 96(%rsp)
	vmovss	-12(%rsp), %xmm0
	vmovss	%xmm0, 348(%rsp)
	vmovss	-8(%rsp), %xmm0
	vmovaps	%xmm0, 592(%rsp)
	movq	%r13, 328(%rsp)
	jmp	.LBB0_143
	.p2align	4
.LBB0_185:
	movq	96(%rsp), %rcx
	incq	%rcx
	movq	%rcx, 96(%rsp)
	cmpq	104(%rsp), %rcx
	je	.LBB0_186
.LBB0_143:
	cmpl	$0, -4(%rsp)
	jne	.LBB0_144
.LBB0_145:
	movl	$3449720151, %ebx
	movq	-88(%rsp), %r12
	movl	-108(%rsp), %eax
	testl	%eax, %eax
	movq	120(%rsp), %r15
	je	.LBB0_146
	movq	912(%rsp), %rax
	movq	96(%rsp), %rcx
	addq	%rax, %rcx
	movq	%rcx, %rsi
	shrq	$32, %rsi
	imulq	%rbx, %rsi
	movq	%rsi, %rax
	shrq	$32, %rax
	xorl	-56(%rsp), %ecx
	xorl	%eax, %ecx
	leaq	78811644(%rbx), %rax
	movq	%rax, 976(%rsp)
	imulq	%rax, %rcx
	movq	%rcx, %rdx
	shrq	$32, %rdx
	xorq	2312(%rsp), %rdx
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 3568(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vpxorq	5232(%rsp), %zmm0, %zmm28
	vpbroadcastq	%rcx, %zmm0
	vpxorq	5168(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 4400(%rsp)
	xorq	2304(%rsp), %rsi
	movl	%esi, %eax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4976(%rsp)
	xorq	2320(%rsp), %rcx
	movq	%rcx, 584(%rsp)
	movl	%ecx, %eax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4912(%rsp)
	movq	1272(%rsp), %rax
	movq	%rax, 304(%rsp)
	movq	-128(%rsp), %rax
	movq	%rax, 128(%rsp)
	movq	2272(%rsp), %rcx
	movq	2280(%rsp), %rdi
	xorl	%r8d, %r8d
	movq	%rsi, -80(%rsp)
	movq	%rdx, 2480(%rsp)
	vmovdqu64	%zmm28, 3632(%rsp)
	jmp	.LBB0_159
	.p2align	4
.LBB0_177:
	movq	-48(%rsp), %r8
	incq	%r8
	movq	296(%rsp), %rax
	addq	%rax, %rdi
	movq	336(%rsp), %rcx
	addq	%rax, %rcx
	addq	%rax, 128(%rsp)
	addq	%rbp, 304(%rsp)
	cmpq	-32(%rsp), %r8
	movq	-80(%rsp), %rsi
	movq	2480(%rsp), %rdx
	vmovups	3632(%rsp), %zmm28
	je	.LBB0_146
.LBB0_159:
	movq	%rcx, 336(%rsp)
	movq	%r8, -48(%rsp)
	leaq	(%r8,%r13), %rax
	imulq	%rbp, %rax
	vpbroadcastq	%rax, %zmm29
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm29, %zmm0
	vmovdqu64	%zmm0, 1168(%rsp)
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm29, %zmm0
	vmovdqu64	%zmm0, 2160(%rsp)
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm29, %zmm0
	vmovdqu64	%zmm0, 2096(%rsp)
	movq	%rdi, %r9
	movq	%r15, %r14
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vmovdqa64	.LCPI0_4(%rip), %zmm2
	vpbroadcastq	.LCPI0_5(%rip), %zmm22
	vpbroadcastq	.LCPI0_6(%rip), %zmm21
	vmovdqu64	%zmm29, 1536(%rsp)
	.p2align	4
.LBB0_160:
	vmovdqu64	%zmm2, 144(%rsp)
	vmovdqu64	%zmm1, (%rsp)
	vpaddq	%zmm29, %zmm2, %zmm6
	vpmuludq	%zmm22, %zmm6, %zmm0
	vpaddq	%zmm29, %zmm1, %zmm7
	vpmuludq	%zmm22, %zmm7, %zmm1
	vmovdqu64	1168(%rsp), %zmm2
	vpaddq	144(%rsp), %zmm2, %zmm9
	vpmuludq	%zmm22, %zmm9, %zmm3
	vpaddq	(%rsp), %zmm2, %zmm11
	vpmuludq	%zmm22, %zmm11, %zmm5
	vmovdqu64	2160(%rsp), %zmm2
	vpaddq	144(%rsp), %zmm2, %zmm12
	vpmuludq	%zmm22, %zmm12, %zmm30
	vpaddq	(%rsp), %zmm2, %zmm13
	vpmuludq	%zmm22, %zmm13, %zmm10
	vmovdqu64	2096(%rsp), %zmm8
	vpaddq	144(%rsp), %zmm8, %zmm14
	vpmuludq	%zmm22, %zmm14, %zmm29
	vpaddq	(%rsp), %zmm8, %zmm15
	vpmuludq	%zmm22, %zmm15, %zmm8
	vmovdqu64	3504(%rsp), %zmm16
	vpternlogq	$150, %zmm16, %zmm1, %zmm7
	vpternlogq	$150, %zmm16, %zmm0, %zmm6
	vpternlogq	$150, %zmm16, %zmm5, %zmm11
	vpternlogq	$150, %zmm16, %zmm3, %zmm9
	vpternlogq	$150, %zmm16, %zmm10, %zmm13
	vpternlogq	$150, %zmm16, %zmm30, %zmm12
	vpternlogq	$150, %zmm16, %zmm8, %zmm15
	vpternlogq	$150, %zmm16, %zmm29, %zmm14
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm12, %zmm16
	vpsrlq	$32, %zmm13, %zmm12
	vpsrlq	$32, %zmm14, %zmm13
	vpsrlq	$32, %zmm15, %zmm17
	vpmuludq	%zmm21, %zmm7, %zmm26
	vpmuludq	%zmm21, %zmm6, %zmm24
	vpmuludq	%zmm21, %zmm11, %zmm15
	vpmuludq	%zmm21, %zmm9, %zmm14
	vpmuludq	%zmm21, %zmm12, %zmm12
	vpmuludq	%zmm21, %zmm16, %zmm11
	vpmuludq	%zmm21, %zmm17, %zmm6
	vpmuludq	%zmm21, %zmm13, %zmm18
	vpsrlq	$32, %zmm24, %zmm7
	vpsrlq	$32, %zmm26, %zmm13
	vpsrlq	$32, %zmm14, %zmm16
	vpsrlq	$32, %zmm15, %zmm17
	vpsrlq	$32, %zmm11, %zmm19
	vpsrlq	$32, %zmm12, %zmm20
	vpsrlq	$32, %zmm18, %zmm27
	vpsrlq	$32, %zmm6, %zmm25
	vpxorq	%zmm28, %zmm13, %zmm13
	vpmuludq	%zmm22, %zmm13, %zmm31
	vpxorq	%zmm28, %zmm7, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm2
	vmovdqu64	%zmm2, 1728(%rsp)
	vpxorq	%zmm28, %zmm17, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm23
	vpxorq	%zmm28, %zmm16, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm13
	vmovdqu64	%zmm13, 1600(%rsp)
	vpxorq	%zmm28, %zmm20, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm9
	vpxorq	%zmm28, %zmm19, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm17
	vpxorq	%zmm28, %zmm25, %zmm7
	vpxorq	%zmm28, %zmm27, %zmm16
	vmovdqu64	3568(%rsp), %zmm27
	vpxorq	%zmm1, %zmm27, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm7
	vmovdqu64	%zmm7, 416(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm19
	vpxorq	%zmm0, %zmm27, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm25
	vpxorq	%zmm5, %zmm27, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm0
	vmovdqu64	%zmm0, 208(%rsp)
	vpxorq	%zmm3, %zmm27, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm20
	vpxorq	%zmm10, %zmm27, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm7
	vpxorq	%zmm30, %zmm27, %zmm3
	vpsrlq	$32, %zmm2, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm30
	vpxorq	%zmm8, %zmm27, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm5
	vmovdqu64	%zmm5, 800(%rsp)
	vpxorq	%zmm29, %zmm27, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 480(%rsp)
	vpsrlq	$32, %zmm31, %zmm2
	vmovdqa64	%zmm31, %zmm16
	vpsrlq	$32, %zmm25, %zmm3
	vpsrlq	$32, %zmm19, %zmm8
	vpsrlq	$32, %zmm20, %zmm10
	vpsrlq	$32, %zmm22, %zmm27
	vpsrlq	$32, %zmm30, %zmm28
	vpsrlq	$32, %zmm13, %zmm31
	vmovdqu64	3440(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm26, %zmm8
	vpsrlq	$32, %zmm7, %zmm26
	vmovdqa64	%zmm7, %zmm29
	vpternlogq	$150, %zmm0, %zmm24, %zmm3
	vpsrlq	$32, %zmm1, %zmm24
	vpternlogq	$150, %zmm0, %zmm15, %zmm27
	vpsrlq	$32, %zmm23, %zmm13
	vpternlogq	$150, %zmm0, %zmm14, %zmm10
	vpsrlq	$32, %zmm5, %zmm14
	vpternlogq	$150, %zmm0, %zmm12, %zmm26
	vpternlogq	$150, %zmm0, %zmm11, %zmm28
	vpternlogq	$150, %zmm0, %zmm6, %zmm14
	vpsrlq	$32, %zmm17, %zmm12
	vpternlogq	$150, %zmm0, %zmm18, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm1
	vmovdqu64	%zmm1, 2352(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm0
	vmovdqu64	%zmm0, 352(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm6
	vmovdqu64	%zmm6, 1280(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm3
	vmovdqu64	%zmm3, 1104(%rsp)
	vpsrlq	$32, %zmm9, %zmm27
	vmovdqa64	%zmm9, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm7
	vmovdqu64	%zmm7, 1040(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm5
	vmovdqu64	%zmm5, 736(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm4
	vmovdqu64	%zmm4, 1856(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm11
	vmovdqu64	%zmm11, 672(%rsp)
	vpsrlq	$32, %zmm0, %zmm10
	vmovdqu64	4400(%rsp), %zmm4
	vpxorq	%zmm4, %zmm2, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm28
	vpxorq	%zmm4, %zmm21, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm15
	vpxorq	%zmm4, %zmm13, %zmm0
	vpxorq	%zmm4, %zmm31, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm9
	vmovdqu64	%zmm9, 1664(%rsp)
	vpxorq	%zmm4, %zmm27, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm18
	vmovdqu64	%zmm18, 608(%rsp)
	vpxorq	%zmm4, %zmm12, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 1792(%rsp)
	vpsrlq	$32, %zmm28, %zmm24
	vmovdqu64	3376(%rsp), %zmm14
	vpternlogq	$150, %zmm19, %zmm14, %zmm24
	vpsrlq	$32, %zmm15, %zmm2
	vpternlogq	$150, %zmm25, %zmm14, %zmm2
	vpsrlq	$32, %zmm13, %zmm26
	vmovdqa64	%zmm13, %zmm27
	vpternlogq	$150, %zmm22, %zmm14, %zmm26
	vpsrlq	$32, %zmm9, %zmm12
	vpternlogq	$150, %zmm20, %zmm14, %zmm12
	vpsrlq	$32, %zmm18, %zmm25
	vpternlogq	$150, %zmm29, %zmm14, %zmm25
	vpsrlq	$32, %zmm0, %zmm29
	vpternlogq	$150, %zmm30, %zmm14, %zmm29
	vpsrlq	$32, %zmm1, %zmm0
	vmovdqu64	3312(%rsp), %zmm1
	vpternlogq	$150, 1728(%rsp), %zmm1, %zmm0
	vpsrlq	$32, %zmm3, %zmm13
	vpternlogq	$150, %zmm1, %zmm16, %zmm10
	vpsrlq	$32, %zmm6, %zmm22
	vpternlogq	$150, 1600(%rsp), %zmm1, %zmm22
	vpsrlq	$32, %zmm5, %zmm21
	vpternlogq	$150, %zmm1, %zmm23, %zmm13
	vpsrlq	$32, %zmm7, %zmm18
	vpternlogq	$150, %zmm1, %zmm17, %zmm18
	vpsrlq	$32, %zmm11, %zmm30
	vpternlogq	$150, %zmm1, %zmm8, %zmm21
	vmovdqu64	416(%rsp), %zmm3
	vpsrlq	$32, %zmm3, %zmm7
	vpxorq	%zmm4, %zmm7, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm31
	vpternlogq	$150, %zmm1, %zmm3, %zmm30
	vpsrlq	$32, %zmm31, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm3
	vmovdqu64	%zmm3, 416(%rsp)
	vpternlogq	$150, 800(%rsp), %zmm14, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 800(%rsp)
	vpsrlq	$32, %zmm3, %zmm16
	vmovdqu64	3248(%rsp), %zmm23
	vpternlogq	$150, %zmm23, %zmm28, %zmm16
	vpsrlq	$32, %zmm0, %zmm10
	vpternlogq	$150, %zmm23, %zmm15, %zmm10
	vmovdqu64	1856(%rsp), %zmm15
	vpsrlq	$32, %zmm15, %zmm0
	vmovdqu64	208(%rsp), %zmm3
	vpternlogq	$150, %zmm1, %zmm3, %zmm0
	vpsrlq	$32, %zmm3, %zmm3
	vpxorq	%zmm4, %zmm3, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm9
	vpsrlq	$32, %zmm9, %zmm1
	vpternlogq	$150, 480(%rsp), %zmm14, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm14
	vpsrlq	$32, %zmm14, %zmm19
	vpternlogq	$150, %zmm23, %zmm27, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm20
	vpsrlq	$32, %zmm20, %zmm5
	vpternlogq	$150, 1664(%rsp), %zmm23, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm21
	vpsrlq	$32, %zmm21, %zmm13
	vpternlogq	$150, 608(%rsp), %zmm23, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm3
	vmovdqu64	%zmm3, 608(%rsp)
	vpsrlq	$32, %zmm3, %zmm22
	vpternlogq	$150, 1792(%rsp), %zmm23, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm30, %zmm3
	vmovdqu64	%zmm3, 480(%rsp)
	vpsrlq	$32, %zmm3, %zmm30
	vpternlogq	$150, %zmm23, %zmm31, %zmm30
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 208(%rsp)
	vpsrlq	$32, %zmm0, %zmm11
	vpternlogq	$150, %zmm23, %zmm9, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm4
	vpsrlq	$32, %zmm4, %zmm0
	vmovdqu64	3184(%rsp), %zmm18
	vpternlogq	$150, 2352(%rsp), %zmm18, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm7
	vpsrlq	$32, %zmm7, %zmm8
	vpternlogq	$150, 352(%rsp), %zmm18, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm6
	vpsrlq	$32, %zmm6, %zmm3
	vpternlogq	$150, 1280(%rsp), %zmm18, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm23
	vpsrlq	$32, %zmm23, %zmm9
	vpternlogq	$150, 1104(%rsp), %zmm18, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm26
	vpsrlq	$32, %zmm26, %zmm29
	vpternlogq	$150, 1040(%rsp), %zmm18, %zmm29
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm25
	vpsrlq	$32, %zmm25, %zmm2
	vpternlogq	$150, 736(%rsp), %zmm18, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 736(%rsp)
	vpsrlq	$32, %zmm1, %zmm28
	vpternlogq	$150, %zmm15, %zmm18, %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm27
	vpsrlq	$32, %zmm27, %zmm17
	vpternlogq	$150, 672(%rsp), %zmm18, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm1
	vmovdqu64	%zmm1, 672(%rsp)
	vpsrlq	$32, %zmm1, %zmm31
	vmovdqu64	3120(%rsp), %zmm1
	vpternlogq	$150, 416(%rsp), %zmm1, %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm24
	vpsrlq	$32, %zmm24, %zmm18
	vpternlogq	$150, 800(%rsp), %zmm1, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm0
	vmovdqu64	%zmm0, 352(%rsp)
	vpsrlq	$32, %zmm0, %zmm10
	vmovdqu64	3056(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm4, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm8
	vpsrlq	$32, %zmm8, %zmm12
	vpternlogq	$150, %zmm14, %zmm1, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm4
	vmovdqu64	%zmm4, 416(%rsp)
	vpsrlq	$32, %zmm4, %zmm14
	vpternlogq	$150, %zmm0, %zmm7, %zmm14
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm16
	vpsrlq	$32, %zmm16, %zmm15
	vpternlogq	$150, %zmm20, %zmm1, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm3
	vmovdqu64	%zmm3, 800(%rsp)
	vpsrlq	$32, %zmm3, %zmm5
	vpternlogq	$150, %zmm0, %zmm6, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm9
	vpsrlq	$32, %zmm9, %zmm6
	vpternlogq	$150, %zmm21, %zmm1, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm19
	vpsrlq	$32, %zmm19, %zmm3
	vpternlogq	$150, %zmm0, %zmm23, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm29, %zmm7
	vpsrlq	$32, %zmm7, %zmm23
	vpternlogq	$150, 608(%rsp), %zmm1, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm22
	vpsrlq	$32, %zmm22, %zmm2
	vpternlogq	$150, %zmm0, %zmm26, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm4
	vpsrlq	$32, %zmm4, %zmm21
	vpternlogq	$150, 480(%rsp), %zmm1, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm20
	vpsrlq	$32, %zmm20, %zmm13
	vpternlogq	$150, %zmm0, %zmm25, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm28, %zmm17
	vmovdqu64	%zmm17, 480(%rsp)
	vpsrlq	$32, %zmm17, %zmm25
	vpternlogq	$150, 208(%rsp), %zmm1, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm29
	vpsrlq	$32, %zmm29, %zmm17
	vpternlogq	$150, 736(%rsp), %zmm0, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm30
	vpsrlq	$32, %zmm30, %zmm28
	vpternlogq	$150, %zmm0, %zmm27, %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm0
	vmovdqu64	%zmm0, 736(%rsp)
	vpsrlq	$32, %zmm0, %zmm14
	vmovdqu64	2992(%rsp), %zmm1
	vpternlogq	$150, 672(%rsp), %zmm1, %zmm14
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm0
	vmovdqu64	%zmm0, 1104(%rsp)
	vpsrlq	$32, %zmm0, %zmm27
	vpternlogq	$150, %zmm1, %zmm24, %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm24
	vpsrlq	$32, %zmm24, %zmm11
	vpternlogq	$150, %zmm1, %zmm8, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm0
	vmovdqu64	%zmm0, 1040(%rsp)
	vpsrlq	$32, %zmm0, %zmm8
	vpternlogq	$150, %zmm1, %zmm16, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm26
	vpsrlq	$32, %zmm26, %zmm5
	vpternlogq	$150, %zmm1, %zmm9, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm10
	vpsrlq	$32, %zmm10, %zmm13
	vpternlogq	$150, %zmm1, %zmm7, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm28, %zmm28
	vpsrlq	$32, %zmm28, %zmm16
	vpternlogq	$150, %zmm1, %zmm4, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm0
	vmovdqu64	%zmm0, 208(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vmovdqu64	4272(%rsp), %zmm18
	vpternlogq	$150, 352(%rsp), %zmm18, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm0
	vmovdqu64	%zmm0, 352(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 416(%rsp), %zmm18, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm2
	vmovdqu64	%zmm2, 608(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, 800(%rsp), %zmm18, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm4
	vmovdqu64	%zmm4, 416(%rsp)
	vpsrlq	$32, %zmm4, %zmm9
	vpternlogq	$150, %zmm19, %zmm18, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm4
	vmovdqu64	%zmm4, 672(%rsp)
	vpsrlq	$32, %zmm4, %zmm19
	vpternlogq	$150, %zmm22, %zmm18, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm12
	vpsrlq	$32, %zmm12, %zmm7
	vpternlogq	$150, %zmm20, %zmm18, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm4
	vpsrlq	$32, %zmm4, %zmm31
	vpternlogq	$150, %zmm29, %zmm18, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm15
	vpsrlq	$32, %zmm15, %zmm23
	vpternlogq	$150, %zmm30, %zmm18, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm29
	vpsrlq	$32, %zmm29, %zmm20
	vpternlogq	$150, 480(%rsp), %zmm1, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm30
	vmovdqu64	4208(%rsp), %zmm6
	vpternlogq	$150, 736(%rsp), %zmm6, %zmm30
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm0
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, 1104(%rsp), %zmm6, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm24, %zmm6, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm18
	vpternlogq	$150, 1040(%rsp), %zmm6, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm1
	vpsrlq	$32, %zmm1, %zmm17
	vpternlogq	$150, %zmm26, %zmm6, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm1
	vpsrlq	$32, %zmm1, %zmm21
	vpternlogq	$150, %zmm10, %zmm6, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm1
	vpsrlq	$32, %zmm1, %zmm23
	vpternlogq	$150, %zmm28, %zmm6, %zmm23
	vmovups	3632(%rsp), %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm7
	vmovdqu64	4080(%rsp), %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm31, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm11
	vpsrlq	$32, %zmm1, %zmm16
	vpternlogq	$150, %zmm29, %zmm6, %zmm16
	vmovdqu64	1536(%rsp), %zmm29
	vpsrlq	$32, %zmm25, %zmm1
	vmovdqu64	4144(%rsp), %zmm26
	vpternlogq	$150, 208(%rsp), %zmm26, %zmm1
	vpsrlq	$32, %zmm9, %zmm3
	vpternlogq	$150, 352(%rsp), %zmm26, %zmm3
	vpsrlq	$32, %zmm24, %zmm5
	vpternlogq	$150, 608(%rsp), %zmm26, %zmm5
	vpsrlq	$32, %zmm2, %zmm6
	vpternlogq	$150, 416(%rsp), %zmm26, %zmm6
	vpsrlq	$32, %zmm19, %zmm8
	vpternlogq	$150, 672(%rsp), %zmm26, %zmm8
	vpsrlq	$32, %zmm13, %zmm10
	vpternlogq	$150, %zmm26, %zmm12, %zmm10
	vpsrlq	$32, %zmm7, %zmm12
	vpternlogq	$150, %zmm26, %zmm4, %zmm12
	vpsrlq	$32, %zmm11, %zmm14
	vpternlogq	$150, %zmm26, %zmm15, %zmm14
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm3, %zmm1
	vpmovqd	%zmm6, %ymm3
	vpmovqd	%zmm5, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpmovqd	%zmm10, %ymm4
	vpmovqd	%zmm8, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpmovqd	%zmm14, %ymm5
	vpmovqd	%zmm12, %ymm6
	vinserti64x4	$1, %ymm6, %zmm5, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm6
	vpbroadcastq	.LCPI0_5(%rip), %zmm22
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm25, %zmm20, %zmm6
	vpmuludq	%zmm22, %zmm30, %zmm8
	vpsrlq	$32, %zmm8, %zmm8
	vpternlogq	$150, %zmm9, %zmm20, %zmm8
	vpmuludq	%zmm22, %zmm18, %zmm9
	vpsrlq	$32, %zmm9, %zmm9
	vpternlogq	$150, %zmm24, %zmm20, %zmm9
	vpmuludq	%zmm22, %zmm0, %zmm0
	vpmuludq	%zmm22, %zmm21, %zmm10
	vpmuludq	%zmm22, %zmm17, %zmm12
	vpmuludq	%zmm22, %zmm16, %zmm14
	vpmuludq	%zmm22, %zmm23, %zmm15
	vpbroadcastq	.LCPI0_6(%rip), %zmm21
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm14, %zmm14
	vpternlogq	$150, %zmm2, %zmm20, %zmm0
	vpternlogq	$150, %zmm19, %zmm20, %zmm10
	vmovdqu64	4016(%rsp), %zmm19
	vpternlogq	$150, %zmm13, %zmm20, %zmm12
	vpternlogq	$150, %zmm7, %zmm20, %zmm14
	vpternlogq	$150, %zmm11, %zmm20, %zmm15
	vpmuludq	%zmm21, %zmm8, %zmm2
	vpmuludq	%zmm21, %zmm6, %zmm6
	vpmuludq	%zmm21, %zmm0, %zmm0
	vpmuludq	%zmm21, %zmm9, %zmm7
	vpmuludq	%zmm21, %zmm12, %zmm8
	vpmuludq	%zmm21, %zmm10, %zmm9
	vpmuludq	%zmm21, %zmm15, %zmm10
	vpmuludq	%zmm21, %zmm14, %zmm11
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
	vmovdqu64	(%rsp), %zmm1
	vmovdqu64	%zmm12, -192(%r9,%r12)
	vmovdqu64	%zmm14, -128(%r9,%r12)
	vmovdqu64	%zmm13, -64(%r9,%r12)
	vmovdqu64	%zmm15, (%r9,%r12)
	vmovdqu64	%zmm2, -192(%r9)
	vmovdqu64	144(%rsp), %zmm2
	vmovdqu64	%zmm0, -128(%r9)
	vmovdqu64	%zmm6, -64(%r9)
	vmovdqu64	%zmm7, (%r9)
	vpbroadcastq	.LCPI0_8(%rip), %zmm0
	vpaddq	%zmm0, %zmm1, %zmm1
	vpaddq	%zmm0, %zmm2, %zmm2
	addq	$256, %r9
	addq	$-64, %r14
	jne	.LBB0_160
	cmpq	%r15, %rbp
	movq	-56(%rsp), %r13
	movq	-104(%rsp), %r10
	movq	112(%rsp), %r8
	movl	312(%rsp), %r14d
	movq	584(%rsp), %rcx
	movq	976(%rsp), %r12
	je	.LBB0_168
	movq	120(%rsp), %r9
	testb	$56, -120(%rsp)
	je	.LBB0_166
	movq	336(%rsp), %rax
	movq	288(%rsp), %rcx
	vmovdqu64	4848(%rsp), %zmm0
	vmovdqu64	3504(%rsp), %zmm7
	vmovdqu64	3440(%rsp), %zmm8
	vmovdqu64	3376(%rsp), %zmm9
	vmovdqu64	3312(%rsp), %zmm10
	vmovdqu64	3248(%rsp), %zmm11
	vmovdqu64	3184(%rsp), %zmm12
	vmovdqu64	3120(%rsp), %zmm13
	vmovdqu64	3056(%rsp), %zmm14
	vmovdqu64	2992(%rsp), %zmm15
	vmovdqu64	4272(%rsp), %zmm16
	vmovdqu64	4208(%rsp), %zmm17
	vmovdqu64	4144(%rsp), %zmm18
	movq	-88(%rsp), %rdx
	vpbroadcastd	.LCPI0_7(%rip), %ymm23
	vpbroadcastq	.LCPI0_9(%rip), %zmm24
	vmovdqu64	3568(%rsp), %zmm25
	vmovdqu64	4976(%rsp), %zmm26
	vmovdqu64	4912(%rsp), %zmm27
	.p2align	4
.LBB0_164:
	vpaddq	%zmm29, %zmm0, %zmm1
	vpmuludq	%zmm22, %zmm1, %zmm2
	vpternlogq	$150, %zmm7, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpmuludq	%zmm21, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm3
	vpxorq	%zmm3, %zmm26, %zmm3
	vpxorq	%zmm2, %zmm25, %zmm2
	vpmuludq	%zmm22, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpxorq	%zmm4, %zmm27, %zmm4
	vpmuludq	%zmm21, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm5
	vpternlogq	$150, %zmm8, %zmm1, %zmm5
	vpmuludq	%zmm22, %zmm5, %zmm1
	vpsrlq	$32, %zmm1, %zmm5
	vpmuludq	%zmm21, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm2, %zmm9, %zmm6
	vpternlogq	$150, %zmm10, %zmm3, %zmm5
	vpmuludq	%zmm22, %zmm6, %zmm2
	vpsrlq	$32, %zmm2, %zmm3
	vpmuludq	%zmm21, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm6
	vpternlogq	$150, %zmm1, %zmm12, %zmm3
	vpternlogq	$150, %zmm11, %zmm4, %zmm6
	vpmuludq	%zmm22, %zmm6, %zmm1
	vpsrlq	$32, %zmm1, %zmm4
	vpmuludq	%zmm21, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm5, %zmm13, %zmm6
	vpternlogq	$150, %zmm14, %zmm2, %zmm4
	vpmuludq	%zmm22, %zmm6, %zmm2
	vpsrlq	$32, %zmm2, %zmm5
	vpmuludq	%zmm21, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm1, %zmm16, %zmm5
	vpternlogq	$150, %zmm15, %zmm3, %zmm6
	vpmuludq	%zmm22, %zmm6, %zmm1
	vpsrlq	$32, %zmm1, %zmm3
	vpmuludq	%zmm21, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm4, %zmm17, %zmm5
	vpternlogq	$150, %zmm18, %zmm2, %zmm3
	vpmuludq	%zmm22, %zmm5, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpmovqd	%zmm3, %ymm3
	vpmulld	%ymm23, %ymm3, %ymm3
	vpternlogq	$150, %zmm1, %zmm20, %zmm2
	vpmuludq	%zmm21, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm2
	vpmovqd	%zmm2, %ymm2
	vpternlogd	$150, %ymm19, %ymm3, %ymm2
	vmovdqu	%ymm2, (%rax,%rdx)
	vpmovqd	%zmm1, (%rax)
	vpaddq	%zmm24, %zmm0, %zmm0
	addq	$32, %rax
	addq	$-8, %rcx
	jne	.LBB0_164
	movq	5040(%rsp), %rax
	movq	%rax, %r9
	cmpq	%rax, -120(%rsp)
	movq	-104(%rsp), %r10
	movq	112(%rsp), %r8
	movl	312(%rsp), %r14d
	movq	584(%rsp), %rcx
	movq	2480(%rsp), %rdx
	je	.LBB0_168
.LBB0_166:
	movq	-120(%rsp), %rax
	subq	%r9, %rax
	movq	%rax, (%rsp)
	movq	128(%rsp), %rax
	leaq	(%rax,%r9,4), %r11
	movq	-88(%rsp), %rax
	movq	%r11, 144(%rsp)
	addq	%r11, %rax
	movq	%rax, 208(%rsp)
	addq	304(%rsp), %r9
	xorl	%r11d, %r11d
	.p2align	4
.LBB0_167:
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
	imulq	976(%rsp), %rbx
	imulq	%r12, %r15
	movq	%r15, %rax
	shrq	$32, %rax
	movq	952(%rsp), %rdx
	xorl	%eax, %edx
	movq	%rbx, %rsi
	shrq	$32, %rsi
	xorl	%edx, %ebp
	movl	%ecx, %eax
	xorl	%esi, %eax
	movq	-80(%rsp), %rsi
	imulq	976(%rsp), %rbp
	imulq	%r12, %rax
	movq	%rax, %rdx
	shrq	$32, %rdx
	xorl	944(%rsp), %r15d
	xorl	%edx, %r15d
	movq	%rbp, %rdx
	shrq	$32, %rdx
	xorl	3952(%rsp), %ebx
	xorl	%edx, %ebx
	imulq	976(%rsp), %r15
	imulq	%r12, %rbx
	movq	%rbx, %rdx
	shrq	$32, %rdx
	xorl	936(%rsp), %eax
	xorl	%edx, %eax
	movq	%r15, %rdx
	shrq	$32, %rdx
	xorl	968(%rsp), %ebp
	xorl	%edx, %ebp
	imulq	976(%rsp), %rax
	imulq	%r12, %rbp
	movq	%rbp, %rdx
	shrq	$32, %rdx
	xorl	928(%rsp), %ebx
	xorl	%edx, %ebx
	movq	%rax, %rdx
	shrq	$32, %rdx
	xorl	960(%rsp), %r15d
	xorl	%edx, %r15d
	imulq	976(%rsp), %rbx
	imulq	%r12, %r15
	movq	%r15, %rdx
	shrq	$32, %rdx
	xorl	%r10d, %ebp
	xorl	%edx, %ebp
	movq	%rbx, %rdx
	shrq	$32, %rdx
	xorl	136(%rsp), %eax
	xorl	%edx, %eax
	imulq	976(%rsp), %rbp
	imulq	%r12, %rax
	movq	976(%rsp), %r12
	shrq	$32, %rax
	xorl	%r8d, %r15d
	xorl	%eax, %r15d
	movq	%rbp, %rax
	shrq	$32, %rax
	xorl	3888(%rsp), %ebx
	xorl	%eax, %ebx
	imulq	%r12, %r15
	shrq	$32, %r15
	imull	$-845247145, %ebx, %eax
	movl	$3449720151, %ebx
	xorl	-40(%rsp), %ebp
	xorl	%r15d, %ebp
	imulq	%rbx, %rbp
	movq	%rbp, %rdx
	shrq	$32, %rdx
	xorl	%r14d, %eax
	xorl	%edx, %eax
	movq	2480(%rsp), %rdx
	movq	208(%rsp), %r15
	movl	%eax, (%r15,%r11,4)
	movq	144(%rsp), %rax
	movl	%ebp, (%rax,%r11,4)
	incq	%r11
	cmpq	%r11, (%rsp)
	jne	.LBB0_167
.LBB0_168:
	movq	-88(%rsp), %r12
	leaq	(%rdi,%r12), %r9
	xorl	%r14d, %r14d
	movq	5104(%rsp), %rax
	.p2align	4
.LBB0_169:
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
	vaddpd	%zmm9, %zmm3, %zmm3
	vaddpd	%zmm9, %zmm2, %zmm8
	vaddpd	%zmm9, %zmm5, %zmm5
	vaddpd	%zmm9, %zmm4, %zmm4
	vaddpd	%zmm9, %zmm7, %zmm7
	vaddpd	%zmm9, %zmm6, %zmm9
	vbroadcastsd	.LCPI0_11(%rip), %zmm10
	vmulpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm10, %zmm1, %zmm2
	vmulpd	%zmm10, %zmm8, %zmm1
	vmulpd	%zmm10, %zmm3, %zmm6
	vmulpd	%zmm10, %zmm4, %zmm3
	vmulpd	%zmm10, %zmm5, %zmm5
	vmulpd	%zmm10, %zmm9, %zmm4
	vmulpd	%zmm10, %zmm7, %zmm8
	vbroadcastsd	.LCPI0_29(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm14
	vmulpd	%zmm7, %zmm0, %zmm21
	vmulpd	%zmm7, %zmm6, %zmm10
	vmulpd	%zmm7, %zmm1, %zmm12
	vmulpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm7, %zmm3, %zmm9
	vmulpd	%zmm7, %zmm8, %zmm0
	vmulpd	%zmm7, %zmm4, %zmm3
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vmulpd	%zmm13, %zmm21, %zmm1
	vmulpd	%zmm13, %zmm14, %zmm2
	vmulpd	%zmm13, %zmm12, %zmm4
	vmulpd	%zmm13, %zmm10, %zmm6
	vmulpd	%zmm13, %zmm9, %zmm7
	vmulpd	%zmm13, %zmm5, %zmm8
	vmulpd	%zmm13, %zmm3, %zmm11
	vmulpd	%zmm13, %zmm0, %zmm13
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vaddpd	%zmm15, %zmm2, %zmm20
	vmovupd	%zmm20, 1536(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm17
	vmovupd	%zmm17, 1600(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 1664(%rsp)
	vaddpd	%zmm15, %zmm4, %zmm18
	vmovupd	%zmm18, 1728(%rsp)
	vaddpd	%zmm15, %zmm8, %zmm4
	vmovupd	%zmm4, 1792(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 1856(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm2
	vmovupd	%zmm2, 2352(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 1280(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm1
	vaddpd	%zmm1, %zmm17, %zmm19
	vaddpd	%zmm1, %zmm20, %zmm17
	vaddpd	%zmm1, %zmm18, %zmm13
	vaddpd	%zmm1, %zmm16, %zmm11
	vaddpd	%zmm1, %zmm7, %zmm8
	vaddpd	%zmm1, %zmm4, %zmm7
	vaddpd	%zmm1, %zmm6, %zmm4
	vaddpd	%zmm1, %zmm2, %zmm6
	vbroadcastsd	.LCPI0_33(%rip), %zmm24
	vmulpd	%zmm24, %zmm17, %zmm20
	vmulpd	%zmm24, %zmm19, %zmm1
	vmulpd	%zmm24, %zmm11, %zmm26
	vmulpd	%zmm24, %zmm13, %zmm29
	vmulpd	%zmm24, %zmm7, %zmm27
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
	vmulpd	%zmm24, %zmm8, %zmm25
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
	vsubpd	%zmm25, %zmm9, %zmm25
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
	vmulpd	%zmm31, %zmm8, %zmm10
	vmulpd	%zmm16, %zmm11, %zmm11
	vsubpd	%zmm13, %zmm11, %zmm29 {%k1}
	vmulpd	%zmm31, %zmm7, %zmm11
	vmulpd	%zmm15, %zmm8, %zmm13
	vmovapd	%zmm12, %zmm24 {%k1}
	vsubpd	%zmm10, %zmm25, %zmm12
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm18, %zmm9, %zmm9
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm18, %zmm12, %zmm12
	vpaddq	%zmm30, %zmm12, %zmm12
	vpcmpgtq	%zmm12, %zmm9, %k1
	vsubpd	%zmm13, %zmm25, %zmm12
	vsubpd	%zmm12, %zmm25, %zmm9
	vsubpd	%zmm13, %zmm9, %zmm13
	vmulpd	%zmm31, %zmm4, %zmm9
	vmulpd	%zmm16, %zmm8, %zmm8
	vsubpd	%zmm13, %zmm8, %zmm10 {%k1}
	vmulpd	%zmm31, %zmm6, %zmm14
	vmulpd	%zmm15, %zmm7, %zmm8
	vmovapd	%zmm12, %zmm25 {%k1}
	vsubpd	%zmm11, %zmm26, %zmm12
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm18, %zmm5, %zmm5
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm18, %zmm12, %zmm12
	vpaddq	%zmm30, %zmm12, %zmm12
	vpcmpgtq	%zmm12, %zmm5, %k1
	vsubpd	%zmm8, %zmm26, %zmm5
	vsubpd	%zmm5, %zmm26, %zmm12
	vsubpd	%zmm8, %zmm12, %zmm8
	vmulpd	%zmm15, %zmm4, %zmm12
	vmulpd	%zmm16, %zmm7, %zmm7
	vsubpd	%zmm8, %zmm7, %zmm11 {%k1}
	vmulpd	%zmm15, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm28, %zmm8
	vmovapd	%zmm5, %zmm26 {%k1}
	vsubpd	%zmm9, %zmm27, %zmm5
	vpsrlq	$52, %zmm3, %zmm3
	vpandq	%zmm18, %zmm3, %zmm3
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm18, %zmm5, %zmm5
	vpaddq	%zmm30, %zmm5, %zmm5
	vpcmpgtq	%zmm5, %zmm3, %k1
	vsubpd	%zmm12, %zmm27, %zmm3
	vmulpd	%zmm16, %zmm6, %zmm5
	vmulpd	%zmm16, %zmm4, %zmm4
	vsubpd	%zmm8, %zmm28, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm3, %zmm27, %zmm7
	vsubpd	%zmm12, %zmm7, %zmm7
	vsubpd	%zmm14, %zmm28, %zmm12
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm18, %zmm0, %zmm0
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm18, %zmm12, %zmm12
	vpaddq	%zmm30, %zmm12, %zmm12
	vmovapd	%zmm3, %zmm27 {%k1}
	vsubpd	%zmm7, %zmm4, %zmm9 {%k1}
	vpcmpgtq	%zmm12, %zmm0, %k1
	vmovapd	%zmm8, %zmm28 {%k1}
	vsubpd	%zmm6, %zmm5, %zmm14 {%k1}
	vsubpd	%zmm21, %zmm20, %zmm15
	vsubpd	%zmm1, %zmm2, %zmm17
	vsubpd	%zmm29, %zmm24, %zmm16
	vsubpd	%zmm22, %zmm23, %zmm31
	vsubpd	%zmm11, %zmm26, %zmm30
	vsubpd	%zmm10, %zmm25, %zmm18
	vsubpd	%zmm14, %zmm28, %zmm12
	vsubpd	%zmm9, %zmm27, %zmm19
	vsubpd	%zmm17, %zmm2, %zmm0
	vmovupd	%zmm17, 144(%rsp)
	vsubpd	%zmm15, %zmm20, %zmm2
	vmovupd	%zmm15, (%rsp)
	vsubpd	%zmm31, %zmm23, %zmm3
	vsubpd	%zmm16, %zmm24, %zmm4
	vmovupd	%zmm16, 208(%rsp)
	vsubpd	%zmm18, %zmm25, %zmm5
	vsubpd	%zmm30, %zmm26, %zmm6
	vsubpd	%zmm19, %zmm27, %zmm7
	vsubpd	%zmm12, %zmm28, %zmm8
	vmovapd	%zmm12, %zmm28
	vsubpd	%zmm21, %zmm2, %zmm2
	vmovupd	%zmm2, 736(%rsp)
	vsubpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 800(%rsp)
	vsubpd	%zmm29, %zmm4, %zmm0
	vmovupd	%zmm0, 1104(%rsp)
	vsubpd	%zmm22, %zmm3, %zmm0
	vmovupd	%zmm0, 672(%rsp)
	vsubpd	%zmm11, %zmm6, %zmm0
	vmovupd	%zmm0, 480(%rsp)
	vsubpd	%zmm10, %zmm5, %zmm0
	vmovupd	%zmm0, 416(%rsp)
	vsubpd	%zmm14, %zmm8, %zmm0
	vmovupd	%zmm0, 352(%rsp)
	vsubpd	%zmm9, %zmm7, %zmm0
	vmovupd	%zmm0, 608(%rsp)
	vmulpd	%zmm15, %zmm15, %zmm27
	vmulpd	%zmm17, %zmm17, %zmm22
	vmulpd	%zmm16, %zmm16, %zmm25
	vmulpd	%zmm22, %zmm22, %zmm11
	vmovupd	%zmm11, 2736(%rsp)
	vmulpd	%zmm27, %zmm27, %zmm2
	vmovupd	%zmm2, 1168(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm3
	vmulpd	%zmm3, %zmm27, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm27, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm6
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm27, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm7
	vmulpd	%zmm7, %zmm27, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm8
	vsubpd	%zmm1, %zmm8, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm10
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm7, %zmm22, %zmm2
	vsubpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm2, %zmm22, %zmm2
	vaddpd	%zmm10, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 2032(%rsp)
	vmulpd	%zmm11, %zmm11, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm22, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm16
	vmulpd	%zmm7, %zmm25, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm25, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm25, %zmm25, %zmm1
	vmovupd	%zmm1, 2160(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm25, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1968(%rsp)
	vmulpd	%zmm31, %zmm31, %zmm29
	vmulpd	%zmm7, %zmm29, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm29, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm29, %zmm1
	vmovupd	%zmm1, 2608(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm29, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm13
	vmulpd	%zmm30, %zmm30, %zmm24
	vmovupd	%zmm30, 1040(%rsp)
	vmulpd	%zmm7, %zmm24, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm24, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm24, %zmm24, %zmm1
	vmovupd	%zmm1, 2096(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm24, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1472(%rsp)
	vmulpd	%zmm18, %zmm18, %zmm11
	vmovapd	%zmm18, %zmm12
	vmovupd	%zmm18, 4720(%rsp)
	vmulpd	%zmm7, %zmm11, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm11, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm11, %zmm1
	vmovupd	%zmm1, 2544(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm11, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm11, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm11, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1408(%rsp)
	vmulpd	%zmm28, %zmm28, %zmm26
	vmovapd	%zmm28, %zmm15
	vmovupd	%zmm28, 4592(%rsp)
	vmulpd	%zmm7, %zmm26, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm26, %zmm26, %zmm1
	vmovupd	%zmm1, 2672(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm26, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1344(%rsp)
	vmovapd	%zmm19, %zmm9
	vmovupd	%zmm19, 4656(%rsp)
	vmulpd	%zmm19, %zmm19, %zmm5
	vmulpd	%zmm7, %zmm5, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm5, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm5, %zmm5, %zmm1
	vmovupd	%zmm1, 4784(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm5, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm5, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm5, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2416(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm2
	vmulpd	%zmm2, %zmm27, %zmm0
	vbroadcastsd	.LCPI0_44(%rip), %zmm18
	vsubpd	%zmm0, %zmm18, %zmm10
	vsubpd	%zmm10, %zmm18, %zmm23
	vsubpd	%zmm0, %zmm23, %zmm23
	vmovapd	%zmm2, %zmm1
	vmulpd	%zmm2, %zmm22, %zmm0
	vsubpd	%zmm0, %zmm18, %zmm8
	vsubpd	%zmm8, %zmm18, %zmm20
	vsubpd	%zmm0, %zmm20, %zmm7
	vmulpd	%zmm2, %zmm25, %zmm20
	vsubpd	%zmm20, %zmm18, %zmm6
	vsubpd	%zmm6, %zmm18, %zmm14
	vsubpd	%zmm20, %zmm14, %zmm14
	vmulpd	%zmm2, %zmm29, %zmm20
	vsubpd	%zmm20, %zmm18, %zmm4
	vsubpd	%zmm4, %zmm18, %zmm28
	vsubpd	%zmm20, %zmm28, %zmm20
	vmulpd	%zmm2, %zmm24, %zmm28
	vsubpd	%zmm28, %zmm18, %zmm3
	vsubpd	%zmm3, %zmm18, %zmm17
	vsubpd	%zmm28, %zmm17, %zmm17
	vmulpd	%zmm2, %zmm11, %zmm28
	vsubpd	%zmm28, %zmm18, %zmm2
	vsubpd	%zmm2, %zmm18, %zmm19
	vsubpd	%zmm28, %zmm19, %zmm19
	vmulpd	%zmm1, %zmm26, %zmm28
	vmovapd	%zmm1, %zmm0
	vsubpd	%zmm28, %zmm18, %zmm1
	vsubpd	%zmm1, %zmm18, %zmm21
	vsubpd	%zmm28, %zmm21, %zmm21
	vmulpd	%zmm0, %zmm5, %zmm28
	vsubpd	%zmm28, %zmm18, %zmm0
	vsubpd	%zmm0, %zmm18, %zmm18
	vsubpd	%zmm28, %zmm18, %zmm18
	vmulpd	%zmm16, %zmm22, %zmm16
	vmovupd	144(%rsp), %zmm28
	vmulpd	800(%rsp), %zmm28, %zmm28
	vsubpd	%zmm28, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm7, %zmm7
	vmulpd	2032(%rsp), %zmm27, %zmm16
	vmovupd	736(%rsp), %zmm28
	vmulpd	(%rsp), %zmm28, %zmm28
	vsubpd	%zmm28, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm23, %zmm16
	vmulpd	%zmm13, %zmm29, %zmm13
	vmulpd	672(%rsp), %zmm31, %zmm23
	vsubpd	%zmm23, %zmm13, %zmm13
	vaddpd	%zmm13, %zmm20, %zmm13
	vmulpd	1968(%rsp), %zmm25, %zmm20
	vmovupd	1104(%rsp), %zmm28
	vmulpd	208(%rsp), %zmm28, %zmm23
	vsubpd	%zmm23, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm14, %zmm14
	vmulpd	1408(%rsp), %zmm11, %zmm20
	vmulpd	416(%rsp), %zmm12, %zmm23
	vsubpd	%zmm23, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm19, %zmm19
	vmulpd	1472(%rsp), %zmm24, %zmm20
	vmulpd	480(%rsp), %zmm30, %zmm23
	vsubpd	%zmm23, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm17, %zmm17
	vmulpd	2416(%rsp), %zmm5, %zmm12
	vmulpd	608(%rsp), %zmm9, %zmm20
	vsubpd	%zmm20, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm18, %zmm18
	vmulpd	1344(%rsp), %zmm26, %zmm12
	vmulpd	352(%rsp), %zmm15, %zmm20
	vsubpd	%zmm20, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm21, %zmm20
	vaddpd	%zmm16, %zmm10, %zmm9
	vmovupd	%zmm9, 1408(%rsp)
	vaddpd	%zmm7, %zmm8, %zmm7
	vmovupd	%zmm7, 1344(%rsp)
	vaddpd	%zmm14, %zmm6, %zmm6
	vmovupd	%zmm6, 1472(%rsp)
	vaddpd	%zmm13, %zmm4, %zmm4
	vmovupd	%zmm4, 3760(%rsp)
	vaddpd	%zmm17, %zmm3, %zmm3
	vmovupd	%zmm3, 1968(%rsp)
	vaddpd	%zmm19, %zmm2, %zmm2
	vmovupd	%zmm2, 3824(%rsp)
	vaddpd	%zmm20, %zmm1, %zmm1
	vmovupd	%zmm1, 2032(%rsp)
	vaddpd	%zmm18, %zmm0, %zmm0
	vmovupd	%zmm0, 2416(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm8
	vmulpd	%zmm8, %zmm22, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm18
	vaddpd	%zmm18, %zmm0, %zmm0
	vmulpd	2736(%rsp), %zmm22, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm13
	vmulpd	%zmm13, %zmm22, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm16
	vaddpd	%zmm16, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vmovupd	%zmm22, 3696(%rsp)
	vbroadcastsd	.LCPI0_47(%rip), %zmm17
	vaddpd	%zmm17, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm8, %zmm27, %zmm1
	vaddpd	%zmm18, %zmm1, %zmm1
	vmulpd	1168(%rsp), %zmm27, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm13, %zmm27, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm27, %zmm2
	vmovupd	%zmm27, 4464(%rsp)
	vaddpd	%zmm17, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm14
	vmulpd	%zmm8, %zmm29, %zmm1
	vaddpd	%zmm18, %zmm1, %zmm1
	vmulpd	2608(%rsp), %zmm29, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm13, %zmm29, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm29, %zmm2
	vaddpd	%zmm17, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm1
	vmulpd	%zmm8, %zmm25, %zmm2
	vaddpd	%zmm18, %zmm2, %zmm2
	vmulpd	2160(%rsp), %zmm25, %zmm3
	vmulpd	%zmm2, %zmm3, %zmm2
	vmulpd	%zmm13, %zmm25, %zmm3
	vaddpd	%zmm16, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmovupd	%zmm25, 4336(%rsp)
	vaddpd	%zmm17, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm2, %zmm2
	vmulpd	%zmm8, %zmm11, %zmm3
	vaddpd	%zmm18, %zmm3, %zmm3
	vmulpd	2544(%rsp), %zmm11, %zmm4
	vmulpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm13, %zmm11, %zmm4
	vaddpd	%zmm16, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm11, %zmm4
	vaddpd	%zmm17, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm8, %zmm24, %zmm4
	vaddpd	%zmm18, %zmm4, %zmm4
	vmulpd	2096(%rsp), %zmm24, %zmm6
	vmulpd	%zmm4, %zmm6, %zmm4
	vmulpd	%zmm13, %zmm24, %zmm6
	vaddpd	%zmm16, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm24, %zmm6
	vaddpd	%zmm17, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm4, %zmm4
	vmulpd	%zmm8, %zmm5, %zmm6
	vaddpd	%zmm18, %zmm6, %zmm6
	vmulpd	4784(%rsp), %zmm5, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm13, %zmm5, %zmm7
	vaddpd	%zmm16, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm17, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm8, %zmm26, %zmm7
	vaddpd	%zmm18, %zmm7, %zmm7
	vmulpd	2672(%rsp), %zmm26, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm13, %zmm26, %zmm8
	vaddpd	%zmm16, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm26, %zmm8
	vaddpd	%zmm17, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	(%rsp), %zmm27, %zmm8
	vmovupd	%zmm8, 1168(%rsp)
	vmulpd	%zmm14, %zmm8, %zmm13
	vbroadcastsd	.LCPI0_10(%rip), %zmm23
	vmovupd	736(%rsp), %zmm10
	vmulpd	%zmm23, %zmm10, %zmm14
	vsubpd	%zmm13, %zmm14, %zmm13
	vmulpd	144(%rsp), %zmm22, %zmm22
	vmulpd	%zmm0, %zmm22, %zmm0
	vmovupd	800(%rsp), %zmm30
	vmulpd	%zmm23, %zmm30, %zmm15
	vsubpd	%zmm0, %zmm15, %zmm12
	vmulpd	208(%rsp), %zmm25, %zmm25
	vmulpd	%zmm2, %zmm25, %zmm2
	vmulpd	%zmm23, %zmm28, %zmm16
	vsubpd	%zmm2, %zmm16, %zmm28
	vmovupd	%zmm31, 4528(%rsp)
	vmulpd	%zmm29, %zmm31, %zmm16
	vmulpd	%zmm1, %zmm16, %zmm1
	vmovupd	672(%rsp), %zmm9
	vmulpd	%zmm23, %zmm9, %zmm17
	vsubpd	%zmm1, %zmm17, %zmm14
	vmulpd	1040(%rsp), %zmm24, %zmm17
	vmulpd	%zmm4, %zmm17, %zmm4
	vmovupd	480(%rsp), %zmm8
	vmulpd	%zmm23, %zmm8, %zmm18
	vsubpd	%zmm4, %zmm18, %zmm4
	vmovupd	4720(%rsp), %zmm31
	vmulpd	%zmm11, %zmm31, %zmm18
	vmulpd	%zmm3, %zmm18, %zmm3
	vmovupd	416(%rsp), %zmm2
	vmulpd	%zmm23, %zmm2, %zmm19
	vsubpd	%zmm3, %zmm19, %zmm3
	vmovupd	4592(%rsp), %zmm27
	vmulpd	%zmm26, %zmm27, %zmm19
	vmulpd	%zmm7, %zmm19, %zmm7
	vmovupd	352(%rsp), %zmm1
	vmulpd	%zmm23, %zmm1, %zmm20
	vsubpd	%zmm7, %zmm20, %zmm7
	vmovupd	4656(%rsp), %zmm15
	vmulpd	%zmm5, %zmm15, %zmm20
	vmulpd	%zmm6, %zmm20, %zmm6
	vmovupd	608(%rsp), %zmm0
	vmulpd	%zmm23, %zmm0, %zmm21
	vsubpd	%zmm6, %zmm21, %zmm6
	vmulpd	4464(%rsp), %zmm13, %zmm13
	vmulpd	3696(%rsp), %zmm12, %zmm12
	vmulpd	4336(%rsp), %zmm28, %zmm21
	vmulpd	%zmm14, %zmm29, %zmm14
	vmulpd	%zmm4, %zmm24, %zmm4
	vmulpd	%zmm3, %zmm11, %zmm3
	vmulpd	%zmm7, %zmm26, %zmm7
	vmulpd	%zmm6, %zmm5, %zmm5
	vsubpd	%zmm30, %zmm12, %zmm12
	vsubpd	%zmm10, %zmm13, %zmm6
	vsubpd	%zmm9, %zmm14, %zmm10
	vsubpd	1104(%rsp), %zmm21, %zmm13
	vsubpd	%zmm2, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm4, %zmm4
	vsubpd	%zmm0, %zmm5, %zmm5
	vsubpd	%zmm1, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_50(%rip), %zmm11
	vmulpd	%zmm11, %zmm22, %zmm9
	vaddpd	%zmm9, %zmm12, %zmm0
	vmulpd	1168(%rsp), %zmm11, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm11, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm10, %zmm1
	vmulpd	%zmm11, %zmm25, %zmm8
	vaddpd	%zmm8, %zmm13, %zmm2
	vmulpd	%zmm11, %zmm18, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm11, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm11, %zmm20, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm11, %zmm19, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmovupd	144(%rsp), %zmm8
	vsubpd	%zmm0, %zmm8, %zmm25
	vmovupd	(%rsp), %zmm0
	vsubpd	%zmm6, %zmm0, %zmm24
	vmovupd	4528(%rsp), %zmm0
	vsubpd	%zmm1, %zmm0, %zmm22
	vmovupd	208(%rsp), %zmm0
	vsubpd	%zmm2, %zmm0, %zmm21
	vsubpd	%zmm3, %zmm31, %zmm19
	vmovupd	1040(%rsp), %zmm0
	vsubpd	%zmm4, %zmm0, %zmm20
	vsubpd	%zmm5, %zmm15, %zmm18
	vsubpd	%zmm7, %zmm27, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm7
	vmovupd	1344(%rsp), %zmm14
	vxorpd	%zmm7, %zmm14, %zmm8
	vmovupd	1408(%rsp), %zmm17
	vxorpd	%zmm7, %zmm17, %zmm6
	vmovupd	3760(%rsp), %zmm12
	vxorpd	%zmm7, %zmm12, %zmm5
	vmovupd	1472(%rsp), %zmm15
	vxorpd	%zmm7, %zmm15, %zmm4
	vmovupd	3824(%rsp), %zmm28
	vxorpd	%zmm7, %zmm28, %zmm3
	vmovupd	1968(%rsp), %zmm13
	vxorpd	%zmm7, %zmm13, %zmm2
	vmovupd	2416(%rsp), %zmm27
	vxorpd	%zmm7, %zmm27, %zmm1
	vmovupd	2032(%rsp), %zmm26
	vxorpd	%zmm7, %zmm26, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm9
	vmovdqu64	1536(%rsp), %zmm16
	vptestnmq	%zmm9, %zmm16, %k1
	vmovapd	%zmm17, %zmm6 {%k1}
	vxorpd	%zmm7, %zmm24, %zmm24 {%k1}
	vmovdqu64	1600(%rsp), %zmm17
	vptestnmq	%zmm9, %zmm17, %k1
	vmovapd	%zmm14, %zmm8 {%k1}
	vxorpd	%zmm7, %zmm25, %zmm25 {%k1}
	vmovdqu64	1664(%rsp), %zmm14
	vptestnmq	%zmm9, %zmm14, %k1
	vmovapd	%zmm15, %zmm4 {%k1}
	vxorpd	%zmm7, %zmm21, %zmm21 {%k1}
	vmovdqu64	1728(%rsp), %zmm15
	vptestnmq	%zmm9, %zmm15, %k1
	vmovapd	%zmm12, %zmm5 {%k1}
	vxorpd	%zmm7, %zmm22, %zmm22 {%k1}
	vmovdqu64	1792(%rsp), %zmm12
	vptestnmq	%zmm9, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm7, %zmm20, %zmm20 {%k1}
	vmovdqu64	1856(%rsp), %zmm13
	vptestnmq	%zmm9, %zmm13, %k1
	vmovapd	%zmm28, %zmm3 {%k1}
	vxorpd	%zmm7, %zmm19, %zmm19 {%k1}
	vmovdqu64	2352(%rsp), %zmm10
	vptestnmq	%zmm9, %zmm10, %k1
	vmovapd	%zmm26, %zmm0 {%k1}
	vxorpd	%zmm7, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm26
	vmovdqu64	1280(%rsp), %zmm11
	vptestnmq	%zmm9, %zmm11, %k1
	vmovapd	%zmm27, %zmm1 {%k1}
	vxorpd	%zmm7, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm7
	vptestnmq	%zmm7, %zmm17, %k1
	vmovapd	%zmm8, %zmm25 {%k1}
	vmovupd	%zmm25, 208(%rsp)
	vptestnmq	%zmm7, %zmm16, %k1
	vmovapd	%zmm6, %zmm24 {%k1}
	vmovupd	%zmm24, 352(%rsp)
	vptestnmq	%zmm7, %zmm15, %k1
	vmovapd	%zmm5, %zmm22 {%k1}
	vmovupd	%zmm22, 608(%rsp)
	vptestnmq	%zmm7, %zmm14, %k1
	vmovapd	%zmm4, %zmm21 {%k1}
	vmovupd	%zmm21, 416(%rsp)
	vptestnmq	%zmm7, %zmm13, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 480(%rsp)
	vptestnmq	%zmm7, %zmm12, %k1
	vmovapd	%zmm2, %zmm20 {%k1}
	vmovupd	%zmm20, 672(%rsp)
	vptestnmq	%zmm7, %zmm11, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 800(%rsp)
	vptestnmq	%zmm7, %zmm10, %k1
	vmovapd	%zmm0, %zmm26 {%k1}
	vmovupd	%zmm26, 736(%rsp)
	vcvtudq2pd	-192(%r9,%r14), %zmm0
	vcvtudq2pd	-160(%r9,%r14), %zmm1
	vcvtudq2pd	-128(%r9,%r14), %zmm2
	vcvtudq2pd	-96(%r9,%r14), %zmm3
	vcvtudq2pd	-64(%r9,%r14), %zmm4
	vcvtudq2pd	-32(%r9,%r14), %zmm5
	vcvtudq2pd	(%r9,%r14), %zmm6
	vcvtudq2pd	32(%r9,%r14), %zmm7
	vaddpd	%zmm23, %zmm1, %zmm1
	vaddpd	%zmm23, %zmm0, %zmm0
	vaddpd	%zmm23, %zmm3, %zmm3
	vaddpd	%zmm23, %zmm2, %zmm2
	vaddpd	%zmm23, %zmm5, %zmm5
	vaddpd	%zmm23, %zmm4, %zmm4
	vaddpd	%zmm23, %zmm7, %zmm7
	vaddpd	%zmm23, %zmm6, %zmm6
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
	vmovdqu64	%zmm9, 1664(%rsp)
	vpaddq	%zmm16, %zmm0, %zmm19
	vmovdqu64	%zmm19, 1728(%rsp)
	vpaddq	%zmm16, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1792(%rsp)
	vpaddq	%zmm16, %zmm10, %zmm18
	vmovdqu64	%zmm18, 1856(%rsp)
	vpaddq	%zmm16, %zmm13, %zmm13
	vmovdqu64	%zmm13, 2352(%rsp)
	vpaddq	%zmm16, %zmm12, %zmm17
	vmovdqu64	%zmm17, 1280(%rsp)
	vpaddq	%zmm16, %zmm15, %zmm15
	vmovdqu64	%zmm15, 1040(%rsp)
	vpaddq	%zmm16, %zmm14, %zmm16
	vmovdqu64	%zmm16, 1104(%rsp)
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
	vpbroadcastq	.LCPI0_16(%rip), %zmm22
	vpaddq	%zmm22, %zmm9, %zmm1
	vpaddq	%zmm22, %zmm17, %zmm2
	vbroadcastsd	.LCPI0_17(%rip), %zmm9
	vaddpd	%zmm9, %zmm2, %zmm4
	vaddpd	%zmm9, %zmm1, %zmm3
	vmovupd	%zmm3, (%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm1
	vmovupd	%zmm4, 144(%rsp)
	vaddpd	%zmm8, %zmm4, %zmm2
	vdivpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm2, 1536(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1600(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm28
	vmulpd	%zmm2, %zmm2, %zmm27
	vmulpd	%zmm27, %zmm27, %zmm1
	vmulpd	%zmm28, %zmm28, %zmm2
	vbroadcastsd	.LCPI0_19(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_20(%rip), %zmm7
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_21(%rip), %zmm12
	vaddpd	%zmm12, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vmovupd	%zmm3, 2160(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm21
	vmulpd	%zmm21, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm5
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2672(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2736(%rsp)
	vmulpd	%zmm21, %zmm1, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2544(%rsp)
	vpaddq	%zmm22, %zmm11, %zmm1
	vaddpd	%zmm9, %zmm1, %zmm30
	vaddpd	%zmm8, %zmm30, %zmm1
	vdivpd	%zmm1, %zmm30, %zmm1
	vmovupd	%zmm1, 1168(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm6, %zmm1, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2032(%rsp)
	vmulpd	%zmm21, %zmm1, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 1968(%rsp)
	vpaddq	%zmm22, %zmm18, %zmm1
	vaddpd	%zmm9, %zmm1, %zmm17
	vaddpd	%zmm8, %zmm17, %zmm1
	vdivpd	%zmm1, %zmm17, %zmm1
	vmovupd	%zmm1, 2096(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm1
	vmulpd	%zmm6, %zmm1, %zmm3
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm12, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1472(%rsp)
	vmulpd	%zmm21, %zmm1, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1408(%rsp)
	vpaddq	%zmm22, %zmm0, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm18
	vaddpd	%zmm8, %zmm18, %zmm0
	vdivpd	%zmm0, %zmm18, %zmm0
	vmovupd	%zmm0, 2608(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm6, %zmm1, %zmm3
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm12, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 2416(%rsp)
	vmulpd	%zmm21, %zmm1, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm31
	vpaddq	%zmm22, %zmm19, %zmm1
	vaddpd	%zmm9, %zmm1, %zmm19
	vaddpd	%zmm8, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm25
	vmulpd	%zmm25, %zmm25, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm1
	vmulpd	%zmm6, %zmm1, %zmm23
	vaddpd	%zmm7, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm1, %zmm23
	vaddpd	%zmm12, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm1, %zmm23
	vmulpd	%zmm21, %zmm1, %zmm29
	vaddpd	%zmm4, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm1, %zmm29
	vaddpd	%zmm5, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm1, %zmm29
	vpaddq	%zmm22, %zmm24, %zmm1
	vaddpd	%zmm9, %zmm1, %zmm24
	vaddpd	%zmm8, %zmm24, %zmm1
	vdivpd	%zmm1, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm15, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm0
	vmulpd	%zmm6, %zmm0, %zmm20
	vaddpd	%zmm7, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm0, %zmm20
	vaddpd	%zmm12, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm0, %zmm20
	vmulpd	%zmm21, %zmm0, %zmm16
	vaddpd	%zmm4, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm0, %zmm16
	vaddpd	%zmm5, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm0, %zmm10
	vpaddq	%zmm22, %zmm26, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm26
	vaddpd	%zmm8, %zmm26, %zmm16
	vdivpd	%zmm16, %zmm26, %zmm16
	vmulpd	%zmm16, %zmm16, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm6, %zmm0, %zmm22
	vaddpd	%zmm7, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm22
	vaddpd	%zmm12, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm22
	vmulpd	%zmm21, %zmm0, %zmm21
	vaddpd	%zmm4, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm0, %zmm21
	vaddpd	%zmm5, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_25(%rip), %zmm12
	vaddpd	2672(%rsp), %zmm12, %zmm21
	vmulpd	%zmm21, %zmm28, %zmm21
	vaddpd	2160(%rsp), %zmm21, %zmm21
	vaddpd	2544(%rsp), %zmm12, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	2736(%rsp), %zmm27, %zmm27
	vaddpd	1968(%rsp), %zmm12, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	2032(%rsp), %zmm9, %zmm9
	vaddpd	1408(%rsp), %zmm12, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm7
	vaddpd	1472(%rsp), %zmm7, %zmm7
	vaddpd	%zmm12, %zmm31, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm5
	vaddpd	2416(%rsp), %zmm5, %zmm5
	vaddpd	%zmm12, %zmm29, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm23, %zmm3
	vaddpd	%zmm12, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm20, %zmm11
	vaddpd	%zmm12, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm22, %zmm1
	vmovupd	144(%rsp), %zmm2
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	1536(%rsp), %zmm2, %zmm13
	vmovupd	(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm21, %zmm2, %zmm4
	vmulpd	1600(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm17, %zmm4
	vmulpd	%zmm4, %zmm17, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	2096(%rsp), %zmm7, %zmm7
	vmovupd	%zmm30, 1344(%rsp)
	vmulpd	%zmm6, %zmm30, %zmm20
	vmulpd	%zmm20, %zmm30, %zmm20
	vaddpd	%zmm9, %zmm20, %zmm9
	vmulpd	1168(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm19, %zmm21
	vmulpd	%zmm21, %zmm19, %zmm21
	vaddpd	%zmm3, %zmm21, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm18, %zmm8
	vmulpd	%zmm8, %zmm18, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2608(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm16, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm16
	vmulpd	%zmm16, %zmm24, %zmm16
	vaddpd	%zmm11, %zmm16, %zmm11
	vmulpd	%zmm11, %zmm15, %zmm6
	vpsrlq	$20, 1664(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm10
	vpaddq	%zmm10, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm12
	vmulpd	%zmm12, %zmm11, %zmm23
	vaddpd	%zmm13, %zmm23, %zmm13
	vpsrlq	$20, 1728(%rsp), %zmm23
	vpaddq	%zmm10, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm12, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 1792(%rsp), %zmm25
	vpaddq	%zmm10, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm12, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1856(%rsp), %zmm27
	vpaddq	%zmm10, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm12, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 2352(%rsp), %zmm28
	vpaddq	%zmm10, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm12, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 1280(%rsp), %zmm29
	vpaddq	%zmm10, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm12, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 1040(%rsp), %zmm30
	vpaddq	%zmm10, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm12, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 1104(%rsp), %zmm31
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
	vaddpd	(%rsp), %zmm2, %zmm2
	vaddpd	144(%rsp), %zmm0, %zmm0
	vaddpd	1344(%rsp), %zmm7, %zmm7
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
	vmulpd	208(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	352(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	608(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	416(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	480(%rsp), %zmm3, %zmm3
	vmulpd	672(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	800(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	736(%rsp), %zmm6, %zmm6
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
	vmovups	%zmm2, -128(%r9,%r14)
	vmovupd	%zmm3, -64(%r9,%r14)
	vmovupd	%zmm1, (%r9,%r14)
	addq	$256, %r14
	cmpq	%r14, %rax
	jne	.LBB0_169
	movq	-120(%rsp), %rbp
	movq	120(%rsp), %r15
	cmpq	%r15, %rbp
	movq	328(%rsp), %r13
	vmovapd	.LCPI0_0(%rip), %zmm22
	vmovapd	.LCPI0_4(%rip), %zmm23
	vmovapd	.LCPI0_61(%rip), %zmm24
	vmovapd	.LCPI0_62(%rip), %zmm25
	vxorpd	%xmm26, %xmm26, %xmm26
	vxorpd	%xmm27, %xmm27, %xmm27
	movabsq	$4604544269498187776, %r14
	movabsq	$4503595332403200, %r10
	vmovsd	.LCPI0_10(%rip), %xmm9
	vmovsd	.LCPI0_11(%rip), %xmm10
	vmovsd	.LCPI0_17(%rip), %xmm2
	vmovsd	.LCPI0_18(%rip), %xmm3
	vmovsd	.LCPI0_22(%rip), %xmm6
	vmovsd	.LCPI0_23(%rip), %xmm16
	vmovddup	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_28(%rip), %xmm18
	vmovsd	.LCPI0_40(%rip), %xmm17
	vmovsd	.LCPI0_42(%rip), %xmm19
	vmovsd	.LCPI0_43(%rip), %xmm11
	vmovsd	.LCPI0_44(%rip), %xmm20
	vmovsd	.LCPI0_45(%rip), %xmm21
	vmovsd	.LCPI0_46(%rip), %xmm28
	vmovsd	.LCPI0_47(%rip), %xmm29
	vmovsd	.LCPI0_48(%rip), %xmm30
	vmovsd	.LCPI0_50(%rip), %xmm31
	je	.LBB0_177
	movq	%r15, %rax
	testb	$56, %bpl
	je	.LBB0_175
	movq	336(%rsp), %rdx
	leaq	(%rdx,%r12), %rcx
	xorl	%r8d, %r8d
	movq	288(%rsp), %rax
	vbroadcastsd	.LCPI0_10(%rip), %zmm11
	vbroadcastsd	.LCPI0_11(%rip), %zmm12
	vbroadcastsd	.LCPI0_36(%rip), %zmm16
	vpbroadcastq	.LCPI0_37(%rip), %zmm17
	vbroadcastsd	.LCPI0_38(%rip), %zmm18
	vbroadcastsd	.LCPI0_39(%rip), %zmm19
	vbroadcastsd	.LCPI0_40(%rip), %zmm20
	vbroadcastsd	.LCPI0_43(%rip), %zmm21
	vbroadcastsd	.LCPI0_44(%rip), %zmm28
	vbroadcastsd	.LCPI0_45(%rip), %zmm29
	vbroadcastsd	.LCPI0_46(%rip), %zmm30
	vbroadcastsd	.LCPI0_47(%rip), %zmm31
	vbroadcastsd	.LCPI0_48(%rip), %zmm13
	vbroadcastsd	.LCPI0_49(%rip), %zmm14
	vbroadcastsd	.LCPI0_50(%rip), %zmm15
	vbroadcastsd	.LCPI0_51(%rip), %zmm10
	.p2align	4
.LBB0_173:
	vcvtudq2pd	(%rcx,%r8,4), %zmm0
	vaddpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm12, %zmm0, %zmm0
	vcvtudq2pd	(%rdx,%r8,4), %zmm1
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm12, %zmm1, %zmm1
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
	vmulpd	%zmm11, %zmm0, %zmm4
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
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm1, %zmm3
	vmulpd	.LCPI0_55(%rip){1to8}, %zmm3, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm4
	vmulpd	.LCPI0_34(%rip){1to8}, %zmm3, %zmm5
	vmulpd	.LCPI0_35(%rip){1to8}, %zmm3, %zmm6
	vsubpd	%zmm6, %zmm4, %zmm7
	vmulpd	%zmm16, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm4, %zmm8
	vsubpd	%zmm6, %zmm8, %zmm6
	vsubpd	%zmm5, %zmm4, %zmm8
	vpsrlq	$52, %zmm2, %zmm2
	vpandq	%zmm17, %zmm2, %zmm2
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm17, %zmm8, %zmm8
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm2, %k1
	vmovapd	%zmm7, %zmm4 {%k1}
	vsubpd	%zmm6, %zmm3, %zmm5 {%k1}
	vsubpd	%zmm5, %zmm4, %zmm2
	vsubpd	%zmm2, %zmm4, %zmm3
	vsubpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm2, %zmm2, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm18, %zmm4, %zmm6
	vaddpd	%zmm19, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	%zmm20, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	.LCPI0_56(%rip){1to8}, %zmm4, %zmm7
	vaddpd	.LCPI0_42(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm21, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm11, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm28, %zmm8
	vsubpd	%zmm8, %zmm28, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm9
	vsubpd	%zmm9, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm29, %zmm4, %zmm7
	vaddpd	%zmm30, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm31, %zmm7, %zmm7
	vmulpd	%zmm13, %zmm4, %zmm8
	vaddpd	%zmm14, %zmm8, %zmm8
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm2, %zmm7
	vmulpd	%zmm11, %zmm3, %zmm8
	vmulpd	%zmm5, %zmm7, %zmm5
	vsubpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vsubpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm15, %zmm7, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm2, %zmm2
	vptestnmq	.LCPI0_52(%rip){1to8}, %zmm1, %k1
	vptestnmq	.LCPI0_53(%rip){1to8}, %zmm1, %k2
	vxorpd	%zmm10, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm10, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	.LCPI0_28(%rip){1to8}, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovupd	%ymm0, (%rcx,%r8,4)
	addq	$8, %r8
	cmpq	%r8, %rax
	jne	.LBB0_173
	movq	5040(%rsp), %rcx
	movq	%rcx, %rax
	cmpq	%rcx, %rbp
	movabsq	$4503595332403200, %r10
	vmovsd	.LCPI0_10(%rip), %xmm9
	vmovsd	.LCPI0_11(%rip), %xmm10
	vmovsd	.LCPI0_17(%rip), %xmm2
	vmovsd	.LCPI0_18(%rip), %xmm3
	vmovsd	.LCPI0_22(%rip), %xmm6
	vmovsd	.LCPI0_23(%rip), %xmm16
	vmovddup	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_28(%rip), %xmm18
	vmovsd	.LCPI0_40(%rip), %xmm17
	vmovsd	.LCPI0_42(%rip), %xmm19
	vmovsd	.LCPI0_43(%rip), %xmm11
	vmovsd	.LCPI0_44(%rip), %xmm20
	vmovsd	.LCPI0_45(%rip), %xmm21
	vmovsd	.LCPI0_46(%rip), %xmm28
	vmovsd	.LCPI0_47(%rip), %xmm29
	vmovsd	.LCPI0_48(%rip), %xmm30
	vmovsd	.LCPI0_50(%rip), %xmm31
	je	.LBB0_177
.LBB0_175:
	movq	%rbp, %rcx
	subq	%rax, %rcx
	movq	128(%rsp), %rdx
	leaq	(%rdx,%rax,4), %r8
	leaq	(%r8,%r12), %r9
	xorl	%r11d, %r11d
	.p2align	4
.LBB0_176:
	vcvtusi2sdl	(%r9,%r11,4), %xmm15, %xmm0
	vaddsd	%xmm0, %xmm9, %xmm0
	vmulsd	%xmm0, %xmm10, %xmm0
	vcvtusi2sdl	(%r8,%r11,4), %xmm15, %xmm1
	vaddsd	%xmm1, %xmm9, %xmm1
	vmulsd	%xmm1, %xmm10, %xmm1
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
	vaddsd	%xmm2, %xmm0, %xmm0
	vmovapd	%xmm2, %xmm13
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
	vxorps	%xmm12, %xmm12, %xmm12
	vcvtsi2sd	%rsi, %xmm12, %xmm5
	vaddsd	%xmm4, %xmm2, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vmulsd	.LCPI0_26(%rip), %xmm5, %xmm4
	vaddsd	%xmm3, %xmm4, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	.LCPI0_27(%rip), %xmm5, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm0
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
	vaddsd	%xmm6, %xmm11, %xmm6
	vmulsd	%xmm4, %xmm4, %xmm7
	vmulsd	%xmm6, %xmm7, %xmm6
	vaddsd	%xmm6, %xmm5, %xmm5
	vmulsd	%xmm3, %xmm9, %xmm6
	vsubsd	%xmm6, %xmm20, %xmm7
	vmovapd	%xmm30, %xmm12
	vmovapd	%xmm29, %xmm30
	vmovapd	%xmm28, %xmm29
	vmovapd	%xmm21, %xmm28
	vmovapd	%xmm11, %xmm21
	vmovapd	%xmm19, %xmm11
	vmovapd	%xmm17, %xmm19
	vmovapd	%xmm8, %xmm17
	vsubsd	%xmm7, %xmm20, %xmm8
	vsubsd	%xmm6, %xmm8, %xmm6
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
	vmovapd	%xmm17, %xmm8
	vmovapd	%xmm19, %xmm17
	vmovapd	%xmm11, %xmm19
	vmovapd	%xmm21, %xmm11
	vmovapd	%xmm28, %xmm21
	vmovapd	%xmm29, %xmm28
	vmovapd	%xmm30, %xmm29
	vmovapd	%xmm12, %xmm30
	vaddsd	%xmm5, %xmm6, %xmm5
	vaddsd	%xmm5, %xmm7, %xmm5
	vmulsd	%xmm21, %xmm3, %xmm6
	vaddsd	%xmm28, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm29, %xmm6, %xmm6
	vmulsd	%xmm3, %xmm12, %xmm7
	vaddsd	.LCPI0_49(%rip), %xmm7, %xmm7
	vmulsd	%xmm4, %xmm3, %xmm4
	vmulsd	%xmm7, %xmm4, %xmm4
	vaddsd	%xmm6, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm1, %xmm6
	vmulsd	%xmm2, %xmm9, %xmm7
	vmulsd	%xmm4, %xmm6, %xmm4
	vsubsd	%xmm4, %xmm7, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vmulsd	%xmm31, %xmm6, %xmm3
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
	vmovapd	%xmm13, %xmm2
	kmovd	%eax, %k1
	vmovsd	%xmm1, %xmm3, %xmm3 {%k1}
	vmulsd	%xmm18, %xmm0, %xmm0
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vmovapd	%xmm14, %xmm3
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%r9,%r11,4)
	incq	%r11
	cmpq	%r11, %rcx
	jne	.LBB0_176
	jmp	.LBB0_177
	.p2align	4
.LBB0_146:
	movq	2928(%rsp), %rcx
	xorl	%edi, %edi
	vxorpd	%xmm10, %xmm10, %xmm10
	vmovss	.LCPI0_63(%rip), %xmm13
	vmovss	.LCPI0_64(%rip), %xmm14
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovss	.LCPI0_66(%rip), %xmm16
	vmovss	.LCPI0_67(%rip), %xmm29
	vmovss	.LCPI0_72(%rip), %xmm17
	vmovss	.LCPI0_73(%rip), %xmm28
	vmovss	.LCPI0_74(%rip), %xmm21
	vmovss	.LCPI0_75(%rip), %xmm12
	vmovss	.LCPI0_70(%rip), %xmm11
	vmovss	.LCPI0_71(%rip), %xmm18
	jmp	.LBB0_147
	.p2align	4
.LBB0_154:
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
	movq	-120(%rsp), %rbp
	cmovpl	%edx, %esi
	testb	%sil, %sil
	cmovneq	%r9, %rax
	kmovd	%esi, %k1
	vmovss	%xmm1, %xmm0, %xmm0 {%k1}
	vmovss	%xmm0, 1920(%rsp,%r10)
	vcvtusi2ss	%rax, %xmm15, %xmm0
	vmovss	%xmm0, 1928(%rsp,%r10)
	incq	%rdi
	movq	320(%rsp), %r10
	addq	%r10, %rcx
	cmpq	-32(%rsp), %rdi
	movq	328(%rsp), %r13
	je	.LBB0_155
.LBB0_147:
	leaq	(%rdi,%r13), %rax
	leaq	(,%rdi,4), %rdx
	leaq	(%rdx,%rdx,2), %r10
	imulq	%rbp, %rax
	movq	-96(%rsp), %rdx
	leaq	(%rdx,%rax,4), %r11
	vxorpd	%xmm2, %xmm2, %xmm2
	movl	$1024, %ebx
	movq	%rcx, %r14
	xorl	%r15d, %r15d
	vxorpd	%xmm3, %xmm3, %xmm3
	vxorpd	%xmm5, %xmm5, %xmm5
	vxorpd	%xmm4, %xmm4, %xmm4
	vbroadcastss	.LCPI0_60(%rip), %zmm6
	vmovaps	%zmm6, %zmm0
	xorl	%r12d, %r12d
	vmovss	.LCPI0_60(%rip), %xmm1
	xorl	%r9d, %r9d
	jmp	.LBB0_148
	.p2align	4
.LBB0_153:
	addq	$1024, %rbx
	addq	$-1024, %r15
	addq	$4096, %r14
	movq	%rsi, %r12
	movq	-120(%rsp), %rbp
	cmpq	%rbp, %rsi
	jae	.LBB0_154
.LBB0_148:
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
	jae	.LBB0_150
	.p2align	4
.LBB0_149:
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
	vorpd	%zmm22, %zmm7, %zmm2 {%k2}
	kshiftrw	$8, %k2, %k2
	vorpd	%zmm23, %zmm7, %zmm3 {%k2}
	vorpd	%zmm24, %zmm7, %zmm5 {%k1}
	kshiftrw	$8, %k1, %k1
	vorpd	%zmm25, %zmm7, %zmm4 {%k1}
	addq	$32, %rbp
	cmpq	%r13, %rbp
	jb	.LBB0_149
.LBB0_150:
	cmpq	%rdx, %r13
	jae	.LBB0_153
	addq	%r15, %rax
	andq	$-32, %rax
	.p2align	4
.LBB0_152:
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
	jb	.LBB0_152
	jmp	.LBB0_153
	.p2align	4
.LBB0_155:
	movq	2928(%rsp), %rcx
	movq	-128(%rsp), %rdi
	xorl	%r8d, %r8d
	movq	888(%rsp), %rbx
	movq	880(%rsp), %r15
	movq	2344(%rsp), %r14
	movq	296(%rsp), %r12
	movzbl	2800(%rsp), %r9d
	vmovss	.LCPI0_76(%rip), %xmm8
	vmovss	.LCPI0_68(%rip), %xmm10
	vmovaps	%xmm29, %xmm19
	jmp	.LBB0_156
	.p2align	4
.LBB0_187:
	incq	%r8
	addq	%r12, %rdi
	addq	%r10, %rcx
	cmpq	-32(%rsp), %r8
	je	.LBB0_188
.LBB0_156:
	leaq	(%r8,%r8,2), %rax
	vmovss	1920(%rsp,%rax,4), %xmm0
	testb	%r9b, %r9b
	je	.LBB0_196
	xorl	%eax, %eax
	vmovss	.LCPI0_69(%rip), %xmm7
	.p2align	4
.LBB0_203:
	vmovss	(%rcx,%rax,4), %xmm1
	vsubss	%xmm0, %xmm1, %xmm1
	vmaxss	%xmm1, %xmm13, %xmm2
	vminss	%xmm2, %xmm14, %xmm2
	vmulss	%xmm2, %xmm15, %xmm3
	vaddss	%xmm16, %xmm3, %xmm3
	vaddss	%xmm19, %xmm3, %xmm4
	vmovd	%xmm3, %edx
	vmulss	%xmm4, %xmm10, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm7, %xmm4, %xmm3
	vsubss	%xmm3, %xmm2, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm5, %xmm11, %xmm6
	vaddss	%xmm18, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm17, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm28, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm21, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vsubss	%xmm5, %xmm4, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vsubss	%xmm5, %xmm12, %xmm5
	vdivss	%xmm5, %xmm4, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vaddss	%xmm2, %xmm8, %xmm2
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
	jne	.LBB0_203
	jmp	.LBB0_187
	.p2align	4
.LBB0_196:
	vmovaps	%xmm0, (%rsp)
	vbroadcastss	%xmm0, %zmm14
	xorl	%eax, %eax
	vbroadcastss	.LCPI0_73(%rip), %zmm9
	vbroadcastss	.LCPI0_74(%rip), %zmm29
	vbroadcastss	.LCPI0_76(%rip), %zmm31
	vpbroadcastd	.LCPI0_77(%rip), %zmm30
	vpbroadcastd	.LCPI0_60(%rip), %zmm10
	vpbroadcastd	.LCPI0_78(%rip), %zmm17
	vbroadcastss	.LCPI0_68(%rip), %zmm11
	vbroadcastss	.LCPI0_70(%rip), %zmm18
	vbroadcastss	.LCPI0_71(%rip), %zmm12
	vbroadcastss	.LCPI0_72(%rip), %zmm16
	vbroadcastss	.LCPI0_63(%rip), %zmm19
	vbroadcastss	.LCPI0_64(%rip), %zmm0
	vbroadcastss	.LCPI0_65(%rip), %zmm20
	vbroadcastss	.LCPI0_66(%rip), %zmm1
	vbroadcastss	.LCPI0_67(%rip), %zmm28
	vbroadcastss	.LCPI0_69(%rip), %zmm21
	vbroadcastss	.LCPI0_75(%rip), %zmm13
	.p2align	4
.LBB0_197:
	vmovups	(%rcx,%rax), %zmm2
	vsubps	%zmm14, %zmm2, %zmm2
	vmaxps	%zmm2, %zmm19, %zmm3
	vminps	%zmm3, %zmm0, %zmm3
	vmulps	%zmm20, %zmm3, %zmm4
	vaddps	%zmm1, %zmm4, %zmm4
	vaddps	%zmm28, %zmm4, %zmm5
	vmulps	%zmm11, %zmm5, %zmm6
	vaddps	%zmm6, %zmm3, %zmm3
	vmulps	%zmm21, %zmm5, %zmm5
	vsubps	%zmm5, %zmm3, %zmm6
	vmulps	%zmm6, %zmm6, %zmm7
	vmulps	%zmm18, %zmm7, %zmm8
	vaddps	%zmm12, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm8
	vaddps	%zmm16, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm8
	vaddps	%zmm9, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm8
	vaddps	%zmm29, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm7
	vsubps	%zmm7, %zmm6, %zmm7
	vmulps	%zmm7, %zmm6, %zmm6
	vsubps	%zmm7, %zmm13, %zmm7
	vdivps	%zmm7, %zmm6, %zmm6
	vsubps	%zmm6, %zmm5, %zmm5
	vsubps	%zmm5, %zmm3, %zmm3
	vaddps	%zmm31, %zmm3, %zmm3
	vpaddd	%zmm30, %zmm4, %zmm5
	vpsrld	$1, %zmm5, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	vpslld	$23, %zmm4, %zmm4
	vpslld	$23, %zmm5, %zmm5
	vpaddd	%zmm10, %zmm5, %zmm5
	vmulps	%zmm5, %zmm3, %zmm3
	vpaddd	%zmm17, %zmm4, %zmm4
	vmulps	%zmm4, %zmm3, %zmm3
	vcmpunordps	%zmm26, %zmm2, %k1
	vbroadcastss	.LCPI0_79(%rip), %zmm3 {%k1}
	vmovups	%zmm3, (%rdi,%rax)
	addq	$64, %rax
	cmpq	%rax, %r14
	jne	.LBB0_197
	cmpq	%rbx, %rbp
	vbroadcastss	.LCPI0_75(%rip), %xmm2
	vbroadcastss	.LCPI0_63(%rip), %xmm3
	vbroadcastss	.LCPI0_64(%rip), %xmm1
	vbroadcastss	.LCPI0_65(%rip), %xmm4
	vbroadcastss	.LCPI0_66(%rip), %xmm5
	vbroadcastss	.LCPI0_67(%rip), %xmm6
	vmovss	.LCPI0_72(%rip), %xmm17
	vmovss	.LCPI0_76(%rip), %xmm8
	vmovss	.LCPI0_68(%rip), %xmm10
	vmovss	.LCPI0_69(%rip), %xmm7
	vmovss	.LCPI0_70(%rip), %xmm11
	vmovss	.LCPI0_71(%rip), %xmm18
	vmovss	.LCPI0_63(%rip), %xmm13
	vmovss	.LCPI0_66(%rip), %xmm16
	vmovss	.LCPI0_73(%rip), %xmm28
	vmovss	.LCPI0_67(%rip), %xmm19
	vmovss	.LCPI0_74(%rip), %xmm21
	vmovss	.LCPI0_64(%rip), %xmm14
	vmovss	.LCPI0_75(%rip), %xmm12
	vmovaps	(%rsp), %xmm0
	je	.LBB0_187
	movq	%rbx, %rax
	testb	$12, %bpl
	je	.LBB0_203
	vmovaps	%xmm1, %xmm17
	vbroadcastss	%xmm0, %xmm1
	movq	%rbx, %rax
	vbroadcastss	.LCPI0_70(%rip), %xmm28
	vbroadcastss	.LCPI0_71(%rip), %xmm16
	vbroadcastss	.LCPI0_72(%rip), %xmm11
	vbroadcastss	.LCPI0_74(%rip), %xmm12
	vbroadcastss	.LCPI0_73(%rip), %xmm15
	vbroadcastss	.LCPI0_76(%rip), %xmm13
	vpbroadcastd	.LCPI0_77(%rip), %xmm14
	vpbroadcastd	.LCPI0_60(%rip), %xmm9
	vpbroadcastd	.LCPI0_78(%rip), %xmm10
	vxorps	%xmm21, %xmm21, %xmm21
	vmovaps	%xmm2, %xmm19
	.p2align	4
.LBB0_201:
	vmovups	(%rcx,%rax,4), %xmm2
	vsubps	%xmm1, %xmm2, %xmm2
	vmovaps	%xmm3, %xmm29
	vmaxps	%xmm2, %xmm3, %xmm3
	vminps	%xmm3, %xmm17, %xmm3
	vmovaps	%xmm4, %xmm30
	vmulps	%xmm4, %xmm3, %xmm4
	vaddps	%xmm5, %xmm4, %xmm4
	vmovaps	%xmm5, %xmm31
	vaddps	%xmm6, %xmm4, %xmm5
	vmovaps	%xmm6, %xmm18
	vmulps	.LCPI0_68(%rip){1to4}, %xmm5, %xmm6
	vaddps	%xmm6, %xmm3, %xmm3
	vmulps	.LCPI0_69(%rip){1to4}, %xmm5, %xmm5
	vsubps	%xmm5, %xmm3, %xmm6
	vmulps	%xmm6, %xmm6, %xmm7
	vmulps	%xmm28, %xmm7, %xmm8
	vaddps	%xmm16, %xmm8, %xmm8
	vmulps	%xmm7, %xmm8, %xmm8
	vaddps	%xmm11, %xmm8, %xmm8
	vmulps	%xmm7, %xmm8, %xmm8
	vaddps	%xmm15, %xmm8, %xmm8
	vmulps	%xmm7, %xmm8, %xmm8
	vaddps	%xmm12, %xmm8, %xmm8
	vmulps	%xmm7, %xmm8, %xmm7
	vsubps	%xmm7, %xmm6, %xmm7
	vmulps	%xmm7, %xmm6, %xmm6
	vsubps	%xmm7, %xmm19, %xmm7
	vdivps	%xmm7, %xmm6, %xmm6
	vsubps	%xmm6, %xmm5, %xmm5
	vmovaps	%xmm18, %xmm6
	vsubps	%xmm5, %xmm3, %xmm3
	vaddps	%xmm3, %xmm13, %xmm3
	vpaddd	%xmm4, %xmm14, %xmm5
	vpsrld	$1, %xmm5, %xmm5
	vpsubd	%xmm5, %xmm4, %xmm4
	vpslld	$23, %xmm4, %xmm4
	vpslld	$23, %xmm5, %xmm5
	vpaddd	%xmm5, %xmm9, %xmm5
	vmulps	%xmm5, %xmm3, %xmm3
	vmovaps	%xmm31, %xmm5
	vpaddd	%xmm4, %xmm10, %xmm4
	vmulps	%xmm4, %xmm3, %xmm3
	vmovaps	%xmm30, %xmm4
	vcmpunordps	%xmm21, %xmm2, %k1
	vbroadcastss	.LCPI0_79(%rip), %xmm3 {%k1}
	vmovups	%xmm3, (%rdi,%rax,4)
	vmovaps	%xmm29, %xmm3
	addq	$4, %rax
	cmpq	%rax, %r15
	jne	.LBB0_201
	movq	%r15, %rax
	cmpq	%r15, %rbp
	vmovss	.LCPI0_63(%rip), %xmm13
	vmovss	.LCPI0_64(%rip), %xmm14
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovss	.LCPI0_66(%rip), %xmm16
	vmovss	.LCPI0_67(%rip), %xmm19
	vmovss	.LCPI0_72(%rip), %xmm17
	vmovss	.LCPI0_73(%rip), %xmm28
	vmovss	.LCPI0_74(%rip), %xmm21
	vmovss	.LCPI0_75(%rip), %xmm12
	vmovss	.LCPI0_76(%rip), %xmm8
	vmovss	.LCPI0_68(%rip), %xmm10
	vmovss	.LCPI0_69(%rip), %xmm7
	vmovss	.LCPI0_70(%rip), %xmm11
	vmovss	.LCPI0_71(%rip), %xmm18
	jne	.LBB0_203
	jmp	.LBB0_187
	.p2align	4
.LBB0_188:
	cmpq	$0, 896(%rsp)
	movl	-108(%rsp), %r9d
	vxorps	%xmm0, %xmm0, %xmm0
	je	.LBB0_189
	movq	2288(%rsp), %rcx
	xorl	%eax, %eax
	movq	1256(%rsp), %rdx
	vmovaps	.LCPI0_84(%rip), %xmm10
	vmovaps	.LCPI0_85(%rip), %xmm30
	movq	2336(%rsp), %rsi
	movq	872(%rsp), %rdi
	movq	2328(%rsp), %r8
	vbroadcastss	.LCPI0_68(%rip), %zmm12
	.p2align	4
.LBB0_191:
	vmovups	-16(%rdx,%rax,4), %xmm1
	vmovups	(%rdx,%rax,4), %xmm2
	vmovups	-16(%rsi,%rax,4), %xmm3
	vmovups	(%rsi,%rax,4), %xmm4
	vmovlhps	%xmm3, %xmm1, %xmm5
	vunpckhpd	%xmm3, %xmm1, %xmm1
	vmovups	-16(%r8,%rax,4), %xmm3
	vmovups	(%r8,%rax,4), %xmm6
	vmovups	-16(%rdi,%rax,4), %xmm7
	vmovups	(%rdi,%rax,4), %xmm8
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
	jne	.LBB0_191
	testb	$1, 2296(%rsp)
	movq	568(%rsp), %rdx
	movq	280(%rsp), %rsi
	movq	560(%rsp), %rdi
	movq	-128(%rsp), %r8
	vmovss	.LCPI0_76(%rip), %xmm8
	vmovss	.LCPI0_68(%rip), %xmm10
	jne	.LBB0_193
	jmp	.LBB0_194
	.p2align	4
.LBB0_189:
	xorl	%eax, %eax
	movq	568(%rsp), %rdx
	movq	280(%rsp), %rsi
	movq	560(%rsp), %rdi
	movq	-128(%rsp), %r8
	vbroadcastss	.LCPI0_68(%rip), %zmm12
.LBB0_193:
	vmovups	(%r8,%rax,4), %xmm1
	vmovups	(%rdx,%rax,4), %xmm2
	vmovups	(%rsi,%rax,4), %xmm3
	vmovups	(%rdi,%rax,4), %xmm4
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
.LBB0_194:
	vmovaps	%xmm13, %xmm6
	vmovaps	%xmm16, %xmm4
	movq	904(%rsp), %rcx
	movq	%rcx, %rax
	cmpq	%rbp, %rcx
	vmovss	.LCPI0_80(%rip), %xmm5
	je	.LBB0_178
	.p2align	4
.LBB0_195:
	vmovss	(%r8,%rax,4), %xmm1
	vinsertps	$16, (%rdx,%rax,4), %xmm1, %xmm1
	vinsertps	$32, (%rsi,%rax,4), %xmm1, %xmm1
	vinsertps	$48, (%rdi,%rax,4), %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	incq	%rax
	cmpq	%rbp, %rax
	jb	.LBB0_195
.LBB0_178:
	vmovss	%xmm0, 1924(%rsp)
	vextractps	$1, %xmm0, 1936(%rsp)
	vextractps	$2, %xmm0, 1948(%rsp)
	vextractps	$3, %xmm0, 1960(%rsp)
	testl	%r9d, %r9d
	vbroadcastss	.LCPI0_72(%rip), %zmm2
	je	.LBB0_179
	vbroadcastss	592(%rsp), %zmm0
	vmovups	%zmm0, 352(%rsp)
	movq	2928(%rsp), %rcx
	movq	88(%rsp), %rdi
	movq	1264(%rsp), %r8
	xorl	%r9d, %r9d
	jmp	.LBB0_205
	.p2align	4
.LBB0_184:
	vmovaps	%xmm13, %xmm6
	vmovaps	%xmm3, %xmm4
	vmovaps	%xmm19, 592(%rsp)
	incq	%r9
	addq	%r12, %r8
	addq	%r10, %rdi
	addq	%r10, %rcx
	cmpq	-32(%rsp), %r9
	vmovaps	%xmm2, %xmm21
	vmovaps	%xmm11, %xmm8
	vmovaps	%xmm7, %xmm5
	vbroadcastss	.LCPI0_68(%rip), %zmm12
	vmovaps	%xmm28, %xmm19
	vmovaps	%xmm30, %xmm14
	je	.LBB0_185
.LBB0_205:
	leaq	(%r9,%r9,2), %rax
	vdivss	1924(%rsp,%rax,4), %xmm8, %xmm16
	vmovss	1920(%rsp,%rax,4), %xmm13
	vmovss	1928(%rsp,%rax,4), %xmm31
	cmpb	$0, 920(%rsp)
	je	.LBB0_207
	xorl	%eax, %eax
	movl	$2143289344, %r11d
	vmovaps	%xmm5, %xmm7
	vmovaps	%xmm8, %xmm11
	vmovss	.LCPI0_75(%rip), %xmm17
	vmovaps	%xmm21, %xmm2
	vmovaps	%xmm19, %xmm28
	vmovss	.LCPI0_71(%rip), %xmm20
	vmovss	.LCPI0_69(%rip), %xmm29
	vmovss	.LCPI0_70(%rip), %xmm12
	vmovaps	%xmm14, %xmm30
	vmovaps	%xmm13, %xmm14
	vmovaps	64(%rsp), %xmm0
	vmovaps	592(%rsp), %xmm19
	vmovaps	%xmm4, %xmm3
	vmovaps	%xmm6, %xmm13
	.p2align	4
.LBB0_183:
	vmovss	(%rcx,%rax,4), %xmm4
	vaddss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm7, %xmm5, %xmm5
	vsubss	(%rdi,%rax,4), %xmm5, %xmm5
	vsubss	%xmm14, %xmm4, %xmm6
	vmovaps	%xmm7, %xmm21
	vmaxss	%xmm6, %xmm13, %xmm7
	vminss	%xmm7, %xmm30, %xmm7
	vmulss	%xmm7, %xmm15, %xmm8
	vaddss	%xmm3, %xmm8, %xmm8
	vaddss	%xmm28, %xmm8, %xmm9
	vmovd	%xmm8, %edx
	vmulss	%xmm10, %xmm9, %xmm8
	vaddss	%xmm7, %xmm8, %xmm7
	vmulss	%xmm29, %xmm9, %xmm8
	vsubss	%xmm8, %xmm7, %xmm9
	vmovaps	%xmm10, %xmm1
	vmulss	%xmm9, %xmm9, %xmm10
	vmovaps	%xmm17, %xmm18
	vmovaps	%xmm11, %xmm17
	vmulss	%xmm12, %xmm10, %xmm11
	vaddss	%xmm20, %xmm11, %xmm11
	vmulss	%xmm11, %xmm10, %xmm11
	vaddss	.LCPI0_72(%rip), %xmm11, %xmm11
	vmulss	%xmm11, %xmm10, %xmm11
	vaddss	.LCPI0_73(%rip), %xmm11, %xmm11
	vmulss	%xmm11, %xmm10, %xmm11
	vaddss	%xmm2, %xmm11, %xmm11
	vmulss	%xmm11, %xmm10, %xmm10
	vmovaps	%xmm17, %xmm11
	vmovaps	%xmm18, %xmm17
	vsubss	%xmm10, %xmm9, %xmm10
	vmulss	%xmm10, %xmm9, %xmm9
	vsubss	%xmm10, %xmm18, %xmm10
	vdivss	%xmm10, %xmm9, %xmm9
	vmovaps	%xmm1, %xmm10
	vsubss	%xmm9, %xmm8, %xmm8
	vsubss	%xmm8, %xmm7, %xmm7
	vaddss	%xmm7, %xmm11, %xmm7
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
	vmulss	%xmm7, %xmm16, %xmm7
	vaddss	%xmm7, %xmm5, %xmm5
	vmovaps	%xmm21, %xmm7
	vcmpeqss	%xmm6, %xmm31, %k1
	vmovss	.LCPI0_81(%rip), %xmm6 {%k1} {z}
	vaddss	%xmm5, %xmm6, %xmm5
	vmulss	%xmm5, %xmm0, %xmm5
	vsubss	%xmm5, %xmm4, %xmm4
	vmulss	(%r8,%rax,4), %xmm19, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vmovd	%xmm4, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%r11d, %edx
	movl	%edx, (%rcx,%rax,4)
	incq	%rax
	cmpq	%rax, %rbp
	jne	.LBB0_183
	jmp	.LBB0_184
	.p2align	4
.LBB0_207:
	vmovaps	%xmm16, (%rsp)
	vbroadcastss	%xmm16, %zmm4
	vmovaps	%xmm13, 144(%rsp)
	vbroadcastss	%xmm13, %zmm5
	vmovaps	%xmm31, 208(%rsp)
	vbroadcastss	%xmm31, %zmm6
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm7
	vmovdqa64	.LCPI0_4(%rip), %zmm8
	vbroadcastss	.LCPI0_80(%rip), %zmm20
	vbroadcastss	.LCPI0_73(%rip), %zmm3
	vbroadcastss	.LCPI0_74(%rip), %zmm17
	vbroadcastss	.LCPI0_76(%rip), %zmm18
	vpbroadcastd	.LCPI0_77(%rip), %zmm21
	vpbroadcastd	.LCPI0_60(%rip), %zmm28
	vpbroadcastd	.LCPI0_78(%rip), %zmm29
	vbroadcastss	.LCPI0_82(%rip), %zmm30
	vpbroadcastq	.LCPI0_1(%rip), %zmm31
	vmovups	2864(%rsp), %zmm0
	vbroadcastss	.LCPI0_75(%rip), %zmm1
	vmovaps	%zmm12, %zmm2
	vmovups	352(%rsp), %zmm19
	.p2align	4
.LBB0_208:
	vmovups	(%rcx,%rax), %zmm9
	vsubps	%zmm5, %zmm9, %zmm10
	vbroadcastss	.LCPI0_63(%rip), %zmm11
	vmaxps	%zmm10, %zmm11, %zmm11
	vbroadcastss	.LCPI0_64(%rip), %zmm12
	vminps	%zmm11, %zmm12, %zmm11
	vmulps	.LCPI0_65(%rip){1to16}, %zmm11, %zmm12
	vaddps	.LCPI0_66(%rip){1to16}, %zmm12, %zmm12
	vaddps	.LCPI0_67(%rip){1to16}, %zmm12, %zmm13
	vmulps	%zmm2, %zmm13, %zmm14
	vaddps	%zmm14, %zmm11, %zmm11
	vmulps	.LCPI0_69(%rip){1to16}, %zmm13, %zmm13
	vsubps	%zmm13, %zmm11, %zmm14
	vmulps	%zmm14, %zmm14, %zmm15
	vmulps	.LCPI0_70(%rip){1to16}, %zmm15, %zmm16
	vaddps	.LCPI0_71(%rip){1to16}, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm16
	vaddps	.LCPI0_72(%rip){1to16}, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm16
	vaddps	%zmm3, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm16
	vaddps	%zmm17, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm15
	vsubps	%zmm15, %zmm14, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm15, %zmm1, %zmm15
	vdivps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm11, %zmm11
	vaddps	%zmm18, %zmm11, %zmm11
	vpaddd	%zmm21, %zmm12, %zmm13
	vpsrld	$1, %zmm13, %zmm13
	vpsubd	%zmm13, %zmm12, %zmm12
	vpslld	$23, %zmm13, %zmm13
	vpaddd	%zmm28, %zmm13, %zmm13
	vmulps	%zmm13, %zmm11, %zmm11
	vaddps	%zmm9, %zmm9, %zmm13
	vmulps	%zmm20, %zmm13, %zmm13
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
	vmulps	%zmm10, %zmm0, %zmm10
	vmulps	(%r8,%rax), %zmm19, %zmm11
	vsubps	%zmm10, %zmm9, %zmm9
	vaddps	%zmm9, %zmm11, %zmm9
	vandps	%zmm30, %zmm9, %zmm10
	vpcmpgtd	%zmm29, %zmm10, %k1
	vpbroadcastd	.LCPI0_79(%rip), %zmm9 {%k1}
	vmovdqu64	%zmm9, (%rcx,%rax)
	vpaddq	%zmm31, %zmm7, %zmm7
	vpaddq	%zmm31, %zmm8, %zmm8
	addq	$64, %rax
	cmpq	%rax, %r14
	jne	.LBB0_208
	cmpq	%rbx, %rbp
	movl	$2143289344, %r11d
	vmovss	.LCPI0_66(%rip), %xmm3
	vmovss	.LCPI0_67(%rip), %xmm28
	vmovss	.LCPI0_68(%rip), %xmm10
	vmovss	.LCPI0_69(%rip), %xmm29
	vmovss	.LCPI0_70(%rip), %xmm12
	vmovss	.LCPI0_71(%rip), %xmm20
	vmovss	.LCPI0_74(%rip), %xmm2
	vmovss	.LCPI0_75(%rip), %xmm17
	vmovss	.LCPI0_76(%rip), %xmm11
	vmovss	.LCPI0_80(%rip), %xmm7
	vbroadcastss	.LCPI0_80(%rip), %xmm8
	vmovaps	592(%rsp), %xmm19
	vmovaps	64(%rsp), %xmm0
	vmovss	.LCPI0_63(%rip), %xmm13
	vmovss	.LCPI0_64(%rip), %xmm30
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovaps	(%rsp), %xmm16
	vmovaps	144(%rsp), %xmm14
	vmovaps	208(%rsp), %xmm31
	je	.LBB0_184
	movq	%rbx, %rax
	testb	$12, %bpl
	je	.LBB0_183
	vbroadcastss	%xmm16, %xmm4
	vbroadcastss	%xmm14, %xmm5
	vbroadcastss	%xmm31, %xmm6
	movq	%rbx, %rax
	vmovdqu	2832(%rsp), %ymm7
	vbroadcastss	.LCPI0_70(%rip), %xmm29
	vbroadcastss	.LCPI0_71(%rip), %xmm30
	vbroadcastss	.LCPI0_72(%rip), %xmm31
	vbroadcastss	.LCPI0_73(%rip), %xmm0
	vbroadcastss	.LCPI0_76(%rip), %xmm1
	vpbroadcastd	.LCPI0_77(%rip), %xmm2
	vpbroadcastd	.LCPI0_60(%rip), %xmm3
	vpbroadcastd	.LCPI0_78(%rip), %xmm16
	vbroadcastss	.LCPI0_82(%rip), %xmm17
	vpbroadcastq	.LCPI0_83(%rip), %ymm18
	vmovups	2864(%rsp), %zmm21
	vxorps	%xmm28, %xmm28, %xmm28
	vmovups	352(%rsp), %zmm19
	vmovaps	%xmm8, %xmm20
	.p2align	4
.LBB0_212:
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
	vaddps	%xmm0, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm15
	vaddps	.LCPI0_74(%rip){1to4}, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm14
	vsubps	%xmm14, %xmm13, %xmm14
	vmulps	%xmm14, %xmm13, %xmm13
	vbroadcastss	.LCPI0_75(%rip), %xmm15
	vsubps	%xmm14, %xmm15, %xmm14
	vdivps	%xmm14, %xmm13, %xmm13
	vsubps	%xmm13, %xmm12, %xmm12
	vsubps	%xmm12, %xmm10, %xmm10
	vaddps	%xmm1, %xmm10, %xmm10
	vpaddd	%xmm2, %xmm11, %xmm12
	vpsrld	$1, %xmm12, %xmm12
	vpsubd	%xmm12, %xmm11, %xmm11
	vpslld	$23, %xmm12, %xmm12
	vpaddd	%xmm3, %xmm12, %xmm12
	vmulps	%xmm12, %xmm10, %xmm10
	vpslld	$23, %xmm11, %xmm11
	vpaddd	%xmm16, %xmm11, %xmm11
	vmulps	%xmm11, %xmm10, %xmm10
	vcmpunordps	%xmm28, %xmm9, %k1
	vaddps	%xmm8, %xmm8, %xmm9
	vmulps	%xmm20, %xmm9, %xmm9
	vsubps	(%rdi,%rax,4), %xmm9, %xmm9
	vbroadcastss	.LCPI0_79(%rip), %xmm10 {%k1}
	vmulps	%xmm4, %xmm10, %xmm10
	vaddps	%xmm10, %xmm9, %xmm9
	vcvtqq2ps	%ymm7, %xmm10
	vcmpeqps	%xmm10, %xmm6, %k1
	vbroadcastss	.LCPI0_81(%rip), %xmm10 {%k1} {z}
	vaddps	%xmm9, %xmm10, %xmm9
	vmulps	%xmm9, %xmm21, %xmm9
	vmulps	(%r8,%rax,4), %xmm19, %xmm10
	vsubps	%xmm9, %xmm8, %xmm8
	vaddps	%xmm8, %xmm10, %xmm8
	vandps	%xmm17, %xmm8, %xmm9
	vpcmpgtd	%xmm16, %xmm9, %k1
	vpbroadcastd	.LCPI0_79(%rip), %xmm8 {%k1}
	vmovdqu	%xmm8, (%rcx,%rax,4)
	addq	$4, %rax
	vpaddq	%ymm18, %ymm7, %ymm7
	cmpq	%rax, %r15
	jne	.LBB0_212
	movq	%r15, %rax
	cmpq	%r15, %rbp
	movl	$2143289344, %r11d
	vmovss	.LCPI0_67(%rip), %xmm28
	vmovss	.LCPI0_68(%rip), %xmm10
	vmovss	.LCPI0_69(%rip), %xmm29
	vmovss	.LCPI0_70(%rip), %xmm12
	vmovss	.LCPI0_71(%rip), %xmm20
	vmovss	.LCPI0_74(%rip), %xmm2
	vmovss	.LCPI0_75(%rip), %xmm17
	vmovss	.LCPI0_76(%rip), %xmm11
	vmovss	.LCPI0_80(%rip), %xmm7
	vmovaps	592(%rsp), %xmm19
	vmovaps	64(%rsp), %xmm0
	vmovss	.LCPI0_63(%rip), %xmm13
	vmovss	.LCPI0_64(%rip), %xmm30
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovss	.LCPI0_66(%rip), %xmm3
	vmovaps	(%rsp), %xmm16
	vmovaps	144(%rsp), %xmm14
	vmovaps	208(%rsp), %xmm31
	jne	.LBB0_183
	jmp	.LBB0_184
	.p2align	4
.LBB0_179:
	movq	2928(%rsp), %rcx
	movq	88(%rsp), %rdi
	xorl	%r8d, %r8d
	vbroadcastss	.LCPI0_70(%rip), %zmm0
	vbroadcastss	.LCPI0_71(%rip), %zmm1
	jmp	.LBB0_180
	.p2align	4
.LBB0_221:
	vmovaps	%xmm13, %xmm6
	vmovaps	%xmm16, %xmm4
	incq	%r8
	addq	%r10, %rdi
	addq	%r10, %rcx
	cmpq	-32(%rsp), %r8
	vbroadcastss	.LCPI0_71(%rip), %zmm1
	vbroadcastss	.LCPI0_72(%rip), %zmm2
	vbroadcastss	.LCPI0_68(%rip), %zmm12
	vmovaps	%xmm9, %xmm14
	vmovaps	%xmm17, %xmm28
	vmovaps	%xmm18, %xmm17
	je	.LBB0_185
.LBB0_180:
	vmovaps	%xmm14, %xmm3
	leaq	(%r8,%r8,2), %rax
	vdivss	1924(%rsp,%rax,4), %xmm8, %xmm11
	vmovss	1920(%rsp,%rax,4), %xmm14
	vmovss	1928(%rsp,%rax,4), %xmm7
	cmpb	$0, 576(%rsp)
	je	.LBB0_214
	xorl	%eax, %eax
	movl	$2143289344, %r9d
	vmovss	.LCPI0_75(%rip), %xmm1
	vmovss	.LCPI0_69(%rip), %xmm29
	vmovaps	64(%rsp), %xmm30
	vmovaps	%xmm4, %xmm16
	vmovaps	%xmm6, %xmm13
	vmovaps	%xmm3, %xmm9
	vmovaps	%xmm7, %xmm12
	vmovaps	%xmm17, %xmm18
	vmovaps	%xmm28, %xmm17
	.p2align	4
.LBB0_182:
	vmovss	(%rcx,%rax,4), %xmm3
	vaddss	%xmm3, %xmm3, %xmm4
	vmulss	%xmm5, %xmm4, %xmm4
	vsubss	(%rdi,%rax,4), %xmm4, %xmm4
	vmovaps	%xmm5, %xmm31
	vsubss	%xmm14, %xmm3, %xmm5
	vmaxss	%xmm5, %xmm13, %xmm6
	vminss	%xmm6, %xmm9, %xmm6
	vmulss	%xmm6, %xmm15, %xmm7
	vaddss	%xmm16, %xmm7, %xmm7
	vaddss	%xmm19, %xmm7, %xmm8
	vmovd	%xmm7, %edx
	vmulss	%xmm10, %xmm8, %xmm7
	vaddss	%xmm7, %xmm6, %xmm6
	vmulss	%xmm29, %xmm8, %xmm7
	vsubss	%xmm7, %xmm6, %xmm8
	vmovaps	%xmm9, %xmm28
	vmulss	%xmm8, %xmm8, %xmm9
	vmovaps	%xmm10, %xmm2
	vmulss	.LCPI0_70(%rip), %xmm9, %xmm10
	vaddss	.LCPI0_71(%rip), %xmm10, %xmm10
	vmulss	%xmm10, %xmm9, %xmm10
	vaddss	%xmm18, %xmm10, %xmm10
	vmulss	%xmm10, %xmm9, %xmm10
	vaddss	%xmm17, %xmm10, %xmm10
	vmulss	%xmm10, %xmm9, %xmm10
	vaddss	%xmm21, %xmm10, %xmm10
	vmulss	%xmm10, %xmm9, %xmm9
	vmovaps	%xmm2, %xmm10
	vsubss	%xmm9, %xmm8, %xmm9
	vmulss	%xmm9, %xmm8, %xmm8
	vsubss	%xmm9, %xmm1, %xmm9
	vdivss	%xmm9, %xmm8, %xmm8
	vmovaps	%xmm28, %xmm9
	vsubss	%xmm8, %xmm7, %xmm7
	vmovss	.LCPI0_76(%rip), %xmm8
	vsubss	%xmm7, %xmm6, %xmm6
	vaddss	%xmm6, %xmm8, %xmm6
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
	vmulss	%xmm6, %xmm11, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vcvtsi2ss	%rax, %xmm27, %xmm5
	vcmpeqss	%xmm5, %xmm12, %k1
	vmovss	.LCPI0_81(%rip), %xmm5 {%k1} {z}
	vaddss	%xmm4, %xmm5, %xmm4
	vmovaps	%xmm31, %xmm5
	vmulss	%xmm4, %xmm30, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vmovd	%xmm3, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%r9d, %edx
	movl	%edx, (%rcx,%rax,4)
	incq	%rax
	cmpq	%rax, %rbp
	jne	.LBB0_182
	jmp	.LBB0_221
	.p2align	4
.LBB0_214:
	vmovaps	%xmm11, 208(%rsp)
	vbroadcastss	%xmm11, %zmm19
	vmovaps	%xmm14, 352(%rsp)
	vbroadcastss	%xmm14, %zmm3
	vmovups	%zmm3, 144(%rsp)
	vmovaps	%xmm7, 480(%rsp)
	vbroadcastss	%xmm7, %zmm3
	vmovups	%zmm3, (%rsp)
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm6
	vmovdqa64	.LCPI0_4(%rip), %zmm7
	movl	$2143289344, %r9d
	vmovaps	%zmm12, %zmm16
	vbroadcastss	.LCPI0_73(%rip), %zmm18
	vbroadcastss	.LCPI0_74(%rip), %zmm17
	vbroadcastss	.LCPI0_76(%rip), %zmm28
	vpbroadcastd	.LCPI0_77(%rip), %zmm21
	vpbroadcastd	.LCPI0_60(%rip), %zmm29
	vpbroadcastd	.LCPI0_78(%rip), %zmm31
	vbroadcastss	.LCPI0_82(%rip), %zmm30
	vpbroadcastq	.LCPI0_1(%rip), %zmm3
	vmovups	2864(%rsp), %zmm4
	vbroadcastss	.LCPI0_75(%rip), %zmm5
	.p2align	4
.LBB0_215:
	vmovups	(%rcx,%rax), %zmm8
	vsubps	144(%rsp), %zmm8, %zmm9
	vbroadcastss	.LCPI0_63(%rip), %zmm10
	vmaxps	%zmm9, %zmm10, %zmm10
	vbroadcastss	.LCPI0_64(%rip), %zmm11
	vminps	%zmm10, %zmm11, %zmm10
	vmulps	.LCPI0_65(%rip){1to16}, %zmm10, %zmm11
	vaddps	.LCPI0_66(%rip){1to16}, %zmm11, %zmm11
	vaddps	.LCPI0_67(%rip){1to16}, %zmm11, %zmm12
	vmulps	%zmm16, %zmm12, %zmm13
	vaddps	%zmm13, %zmm10, %zmm10
	vmulps	.LCPI0_69(%rip){1to16}, %zmm12, %zmm12
	vsubps	%zmm12, %zmm10, %zmm13
	vmulps	%zmm13, %zmm13, %zmm14
	vmulps	%zmm0, %zmm14, %zmm15
	vaddps	%zmm1, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm2, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm18, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm17, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm14, %zmm13, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm14, %zmm5, %zmm14
	vdivps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm12, %zmm12
	vsubps	%zmm12, %zmm10, %zmm10
	vaddps	%zmm28, %zmm10, %zmm10
	vpaddd	%zmm21, %zmm11, %zmm12
	vpsrld	$1, %zmm12, %zmm12
	vpsubd	%zmm12, %zmm11, %zmm11
	vpslld	$23, %zmm12, %zmm12
	vpaddd	%zmm29, %zmm12, %zmm12
	vmulps	%zmm12, %zmm10, %zmm10
	vaddps	%zmm8, %zmm8, %zmm12
	vmulps	.LCPI0_80(%rip){1to16}, %zmm12, %zmm12
	vsubps	(%rdi,%rax), %zmm12, %zmm12
	vpslld	$23, %zmm11, %zmm11
	vpaddd	%zmm31, %zmm11, %zmm11
	vmulps	%zmm11, %zmm10, %zmm10
	vcmpunordps	%zmm26, %zmm9, %k1
	vbroadcastss	.LCPI0_79(%rip), %zmm10 {%k1}
	vmulps	%zmm10, %zmm19, %zmm9
	vcvtqq2ps	%zmm6, %ymm10
	vcvtqq2ps	%zmm7, %ymm11
	vaddps	%zmm9, %zmm12, %zmm9
	vinsertf64x4	$1, %ymm11, %zmm10, %zmm10
	vcmpeqps	(%rsp), %zmm10, %k1
	vbroadcastss	.LCPI0_81(%rip), %zmm10 {%k1} {z}
	vaddps	%zmm9, %zmm10, %zmm9
	vmulps	%zmm9, %zmm4, %zmm9
	vsubps	%zmm9, %zmm8, %zmm8
	vandps	%zmm30, %zmm8, %zmm9
	vpcmpgtd	%zmm31, %zmm9, %k1
	vpbroadcastd	.LCPI0_79(%rip), %zmm8 {%k1}
	vmovdqu64	%zmm8, (%rcx,%rax)
	vpaddq	%zmm3, %zmm6, %zmm6
	vpaddq	%zmm3, %zmm7, %zmm7
	addq	$64, %rax
	cmpq	%rax, %r14
	jne	.LBB0_215
	cmpq	%rbx, %rbp
	vmovss	.LCPI0_67(%rip), %xmm19
	vmovss	.LCPI0_68(%rip), %xmm10
	vmovss	.LCPI0_69(%rip), %xmm29
	vbroadcastss	.LCPI0_70(%rip), %xmm7
	vmovaps	64(%rsp), %xmm30
	vmovss	.LCPI0_63(%rip), %xmm13
	vmovss	.LCPI0_64(%rip), %xmm9
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovss	.LCPI0_66(%rip), %xmm16
	vmovss	.LCPI0_72(%rip), %xmm18
	vmovss	.LCPI0_73(%rip), %xmm17
	vmovss	.LCPI0_74(%rip), %xmm21
	vmovss	.LCPI0_75(%rip), %xmm1
	vmovss	.LCPI0_76(%rip), %xmm8
	vmovss	.LCPI0_80(%rip), %xmm5
	vmovaps	208(%rsp), %xmm11
	vmovaps	352(%rsp), %xmm14
	vmovaps	480(%rsp), %xmm12
	je	.LBB0_221
	movq	%rbx, %rax
	testb	$12, %bpl
	je	.LBB0_182
	vbroadcastss	%xmm11, %xmm3
	vbroadcastss	%xmm14, %xmm4
	vbroadcastss	%xmm12, %xmm5
	movq	%rbx, %rax
	vmovdqu	2832(%rsp), %ymm6
	vbroadcastss	.LCPI0_73(%rip), %xmm2
	vbroadcastss	.LCPI0_76(%rip), %xmm15
	vpbroadcastd	.LCPI0_77(%rip), %xmm1
	vpbroadcastd	.LCPI0_60(%rip), %xmm16
	vpbroadcastd	.LCPI0_78(%rip), %xmm17
	vbroadcastss	.LCPI0_82(%rip), %xmm18
	vpbroadcastq	.LCPI0_83(%rip), %ymm21
	vmovups	2864(%rsp), %zmm28
	vbroadcastss	.LCPI0_74(%rip), %xmm30
	vmovaps	%xmm7, %xmm19
	vbroadcastss	.LCPI0_65(%rip), %xmm0
	vbroadcastss	.LCPI0_66(%rip), %xmm29
	vbroadcastss	.LCPI0_67(%rip), %xmm31
	.p2align	4
.LBB0_219:
	vmovups	(%rcx,%rax,4), %xmm7
	vsubps	%xmm4, %xmm7, %xmm8
	vbroadcastss	.LCPI0_63(%rip), %xmm9
	vmaxps	%xmm8, %xmm9, %xmm9
	vbroadcastss	.LCPI0_64(%rip), %xmm10
	vminps	%xmm9, %xmm10, %xmm9
	vmulps	%xmm0, %xmm9, %xmm10
	vaddps	%xmm29, %xmm10, %xmm10
	vaddps	%xmm31, %xmm10, %xmm11
	vmulps	.LCPI0_68(%rip){1to4}, %xmm11, %xmm12
	vaddps	%xmm12, %xmm9, %xmm9
	vmulps	.LCPI0_69(%rip){1to4}, %xmm11, %xmm11
	vsubps	%xmm11, %xmm9, %xmm12
	vmulps	%xmm12, %xmm12, %xmm13
	vmulps	%xmm19, %xmm13, %xmm14
	vaddps	.LCPI0_71(%rip){1to4}, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	.LCPI0_72(%rip){1to4}, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	%xmm2, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	%xmm30, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm13
	vsubps	%xmm13, %xmm12, %xmm13
	vmulps	%xmm13, %xmm12, %xmm12
	vbroadcastss	.LCPI0_75(%rip), %xmm14
	vsubps	%xmm13, %xmm14, %xmm13
	vdivps	%xmm13, %xmm12, %xmm12
	vsubps	%xmm12, %xmm11, %xmm11
	vsubps	%xmm11, %xmm9, %xmm9
	vaddps	%xmm15, %xmm9, %xmm9
	vpaddd	%xmm1, %xmm10, %xmm11
	vpsrld	$1, %xmm11, %xmm11
	vpsubd	%xmm11, %xmm10, %xmm10
	vpslld	$23, %xmm11, %xmm11
	vpaddd	%xmm16, %xmm11, %xmm11
	vmulps	%xmm11, %xmm9, %xmm9
	vpslld	$23, %xmm10, %xmm10
	vpaddd	%xmm17, %xmm10, %xmm10
	vmulps	%xmm10, %xmm9, %xmm9
	vxorps	%xmm10, %xmm10, %xmm10
	vcmpunordps	%xmm10, %xmm8, %k1
	vaddps	%xmm7, %xmm7, %xmm8
	vmulps	.LCPI0_80(%rip){1to4}, %xmm8, %xmm8
	vsubps	(%rdi,%rax,4), %xmm8, %xmm8
	vbroadcastss	.LCPI0_79(%rip), %xmm9 {%k1}
	vmulps	%xmm3, %xmm9, %xmm9
	vaddps	%xmm9, %xmm8, %xmm8
	vcvtqq2ps	%ymm6, %xmm9
	vcmpeqps	%xmm9, %xmm5, %k1
	vbroadcastss	.LCPI0_81(%rip), %xmm9 {%k1} {z}
	vaddps	%xmm8, %xmm9, %xmm8
	vmulps	%xmm8, %xmm28, %xmm8
	vsubps	%xmm8, %xmm7, %xmm7
	vandps	%xmm18, %xmm7, %xmm8
	vpcmpgtd	%xmm17, %xmm8, %k1
	vpbroadcastd	.LCPI0_79(%rip), %xmm7 {%k1}
	vmovdqu	%xmm7, (%rcx,%rax,4)
	addq	$4, %rax
	vpaddq	%ymm21, %ymm6, %ymm6
	cmpq	%rax, %r15
	jne	.LBB0_219
	movq	%r15, %rax
	cmpq	%r15, %rbp
	vmovss	.LCPI0_68(%rip), %xmm10
	vmovss	.LCPI0_69(%rip), %xmm29
	vmovaps	64(%rsp), %xmm30
	vmovss	.LCPI0_63(%rip), %xmm13
	vmovss	.LCPI0_64(%rip), %xmm9
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovss	.LCPI0_66(%rip), %xmm16
	vmovss	.LCPI0_67(%rip), %xmm19
	vmovss	.LCPI0_72(%rip), %xmm18
	vmovss	.LCPI0_73(%rip), %xmm17
	vmovss	.LCPI0_74(%rip), %xmm21
	vmovss	.LCPI0_75(%rip), %xmm1
	vmovss	.LCPI0_76(%rip), %xmm8
	vbroadcastss	.LCPI0_70(%rip), %zmm0
	vmovss	.LCPI0_80(%rip), %xmm5
	vmovaps	208(%rsp), %xmm11
	vmovaps	352(%rsp), %xmm14
	vmovaps	480(%rsp), %xmm12
	jne	.LBB0_182
	jmp	.LBB0_221
.LBB0_144:
	vmovss	348(%rsp), %xmm2
	vmulss	-20(%rsp), %xmm2, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vcmpltss	%xmm0, %xmm27, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	vmovaps	%xmm0, 592(%rsp)
	vmulss	-16(%rsp), %xmm2, %xmm2
	vmovss	%xmm2, 348(%rsp)
	jmp	.LBB0_145
	.p2align	4
.LBB0_222:
	addq	$4, %r13
	cmpq	%rcx, %r13
	jb	.LBB0_222
	jmp	.LBB0_67
.LBB0_14:
	cmpq	%r13, %rcx
	jbe	.LBB0_67
	cmpq	$0, 104(%rsp)
	je	.LBB0_67
	movl	$3449720151, %esi
	movq	-56(%rsp), %rcx
	movq	%rcx, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %r8
	leaq	842468239(%rax), %r11
	leaq	1684936478(%rax), %rbx
	leaq	534103459(%rax), %rdx
	movq	%rdx, 112(%rsp)
	leaq	-305585874(%rax,%rsi), %rdi
	movq	%rdi, 920(%rsp)
	leaq	536882365(%rax,%rsi), %rdi
	movq	%rdi, 960(%rsp)
	leaq	-613950654(%rax,%rsi), %r14
	movq	%r14, 952(%rsp)
	leaq	(%rax,%rsi), %r9
	addq	$228517585, %r9
	movq	%r9, 312(%rsp)
	movq	%r13, %r10
	imulq	%rbp, %r10
	leaq	(,%rbp,4), %rdx
	leaq	4(,%r13,4), %rax
	imulq	%rbp, %rax
	movq	%rax, 904(%rsp)
	leaq	(,%rbp,2), %rax
	addq	%rbp, %rax
	movq	-128(%rsp), %r12
	leaq	(%r12,%rax,4), %rax
	movq	%rax, 896(%rsp)
	movq	%rdx, %rax
	negq	%rax
	movq	%rax, 888(%rsp)
	movq	%rbp, %r15
	andq	$-64, %r15
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 3632(%rsp)
	leaq	(%rcx,%rsi), %rdx
	addq	$-795284382, %rdx
	movq	%rdx, 4848(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 5104(%rsp)
	leaq	1013904242(%rcx), %rax
	movq	%rax, 944(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3568(%rsp)
	movq	%r8, 4912(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 5040(%rsp)
	leaq	218619860(%rcx,%rsi), %rax
	movq	%rax, 936(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3504(%rsp)
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 3440(%rsp)
	leaq	2027808484(%rcx), %rax
	movq	%rax, 928(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3376(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3312(%rsp)
	leaq	387276957(%rcx), %rax
	movq	%rax, -32(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3248(%rsp)
	vpbroadcastq	%r14, %zmm0
	vmovdqu64	%zmm0, 3184(%rsp)
	leaq	-408007425(%rcx,%rsi), %rax
	movq	%rax, 336(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3120(%rsp)
	vpbroadcastq	%rbx, %zmm0
	vmovdqu64	%zmm0, 3056(%rsp)
	leaq	1401181199(%rcx), %rax
	movq	%rax, 304(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 2992(%rsp)
	movq	112(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4400(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 4080(%rsp)
	leal	-1879881855(%rcx), %eax
	movl	%eax, 592(%rsp)
	leaq	(,%rbp,4), %rcx
	vpbroadcastd	%eax, %zmm0
	vmovdqu64	%zmm0, 4016(%rsp)
	movq	%rbp, %rax
	andq	$-8, %rax
	vpbroadcastq	%r15, %zmm0
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vporq	%zmm1, %zmm0, %zmm0
	vmovdqu64	%zmm0, 2928(%rsp)
	movq	%rbp, %rdx
	andq	$-16, %rdx
	vbroadcastss	%xmm12, %zmm2
	movq	%rbp, %rsi
	andq	$-4, %rsi
	movq	%rsi, 88(%rsp)
	movq	%rdx, -104(%rsp)
	vpbroadcastq	%rdx, %ymm0
	vpor	%ymm1, %ymm0, %ymm0
	vmovdqu	%ymm0, 2800(%rsp)
	movq	%rax, 288(%rsp)
	movq	%r15, -48(%rsp)
	subq	%r15, %rax
	movl	$3449720151, %r15d
	movq	%rax, 576(%rsp)
	movq	%rcx, %rax
	andq	$-256, %rax
	addq	%r12, %rax
	movq	%rax, 4976(%rsp)
	vpbroadcastq	.LCPI0_1(%rip), %zmm1
	vxorpd	%xmm27, %xmm27, %xmm27
	vxorps	%xmm29, %xmm29, %xmm29
	leaq	(,%rbp,8), %rax
	movq	%rax, -40(%rsp)
	leaq	(%r12,%rbp,8), %rsi
	leaq	(,%r10,4), %rax
	movq	%rax, 880(%rsp)
	movq	-96(%rsp), %rax
	leaq	(%rax,%r10,4), %rdx
	leaq	192(%r12), %rax
	movq	%rax, 128(%rsp)
	movq	272(%rsp), %rax
	movq	%r10, 96(%rsp)
	leaq	(%rax,%r10,4), %rdi
	xorl	%r8d, %r8d
	movq	%rdx, 3888(%rsp)
	movq	%rdx, -80(%rsp)
	vmovss	.LCPI0_72(%rip), %xmm19
	vmovss	.LCPI0_73(%rip), %xmm23
	vbroadcastss	.LCPI0_71(%rip), %zmm24
	movq	%r11, 136(%rsp)
	movq	%rbx, 968(%rsp)
	movq	%rcx, 560(%rsp)
	vmovups	%zmm2, 2864(%rsp)
	movq	%rsi, 120(%rsp)
	jmp	.LBB0_17
	.p2align	4
.LBB0_66:
	incq	%r13
	movq	568(%rsp), %r8
	incq	%r8
	addq	%rbp, 96(%rsp)
	movq	560(%rsp), %rcx
	addq	%rcx, -80(%rsp)
	addq	%rcx, %rdi
	cmpq	552(%rsp), %r13
	vpbroadcastq	.LCPI0_1(%rip), %zmm1
	je	.LBB0_67
.LBB0_17:
	movq	%rdi, 584(%rsp)
	movq	%r13, 328(%rsp)
	movq	888(%rsp), %r9
	imulq	%r8, %r9
	movq	%rcx, %rax
	movq	%r8, 568(%rsp)
	imulq	%r8, %rax
	movq	880(%rsp), %rcx
	addq	%rax, %rcx
	movq	-96(%rsp), %r10
	leaq	(%r10,%rcx), %rdx
	addq	904(%rsp), %rax
	leaq	(%r10,%rax), %rsi
	movq	272(%rsp), %rdi
	addq	%rdi, %rcx
	addq	%rdi, %rax
	movq	%r13, %rdi
	imulq	%rbp, %rdi
	addq	-128(%rsp), %r9
	movq	%r9, 3952(%rsp)
	cmpq	%rax, %rdx
	setb	%r8b
	cmpq	%rsi, %rcx
	setb	%r9b
	andb	%r8b, %r9b
	cmpq	896(%rsp), %rdx
	setb	%r8b
	cmpq	%rsi, 120(%rsp)
	setb	%r14b
	andb	%r8b, %r14b
	orb	%r9b, %r14b
	movb	%r14b, 296(%rsp)
	cmpq	%rax, %rdx
	setb	%al
	cmpq	%rsi, %rcx
	leaq	(%r10,%rdi,4), %r14
	vpbroadcastq	%rdi, %zmm0
	vpaddq	%zmm1, %zmm0, %zmm1
	vmovdqu64	%zmm1, 4272(%rsp)
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm0, %zmm1
	vmovdqu64	%zmm1, 4208(%rsp)
	vmovdqu64	%zmm0, 4336(%rsp)
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 4144(%rsp)
	setb	%cl
	andb	%al, %cl
	movb	%cl, 2832(%rsp)
	movq	$0, -88(%rsp)
	vmovss	-12(%rsp), %xmm0
	vmovss	%xmm0, 280(%rsp)
	vmovss	-8(%rsp), %xmm0
	vmovaps	%xmm0, 2480(%rsp)
	movq	%r14, 320(%rsp)
	jmp	.LBB0_18
	.p2align	4
.LBB0_65:
	movq	-88(%rsp), %rcx
	incq	%rcx
	movq	%rcx, -88(%rsp)
	cmpq	104(%rsp), %rcx
	vmovaps	%xmm23, %xmm19
	vmovaps	%xmm7, %xmm23
	je	.LBB0_66
.LBB0_18:
	cmpl	$0, -4(%rsp)
	movl	-108(%rsp), %eax
	jne	.LBB0_19
.LBB0_20:
	movq	-56(%rsp), %rbx
	movq	-40(%rsp), %r11
	movq	-80(%rsp), %r10
	vbroadcastss	.LCPI0_74(%rip), %zmm25
	vbroadcastss	.LCPI0_75(%rip), %zmm30
	vbroadcastss	.LCPI0_76(%rip), %zmm26
	testl	%eax, %eax
	je	.LBB0_39
	movq	912(%rsp), %rax
	movq	-88(%rsp), %rcx
	addq	%rax, %rcx
	movq	%rcx, %r13
	shrq	$32, %r13
	imulq	%r15, %r13
	movq	%r13, %rax
	shrq	$32, %rax
	xorl	%ebx, %ecx
	xorl	%eax, %ecx
	leaq	78811644(%r15), %rdi
	imulq	%rdi, %rcx
	movq	%rcx, %rbp
	shrq	$32, %rbp
	xorq	920(%rsp), %rbp
	vpbroadcastq	%rbp, %zmm28
	vpbroadcastq	%r13, %zmm0
	vpxorq	5104(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1600(%rsp)
	movq	%rcx, %rsi
	vpbroadcastq	%rcx, %zmm0
	vpxorq	5040(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1536(%rsp)
	movq	128(%rsp), %r8
	movq	-48(%rsp), %r10
	vmovdqa64	.LCPI0_0(%rip), %zmm2
	vmovdqa64	.LCPI0_4(%rip), %zmm1
	vpbroadcastq	.LCPI0_5(%rip), %zmm18
	vpbroadcastq	.LCPI0_6(%rip), %zmm20
	vmovdqu64	4336(%rsp), %zmm23
	vmovdqu64	3632(%rsp), %zmm24
	vmovdqu64	%zmm28, 1664(%rsp)
	.p2align	4
.LBB0_22:
	vmovdqu64	%zmm1, (%rsp)
	vmovdqu64	%zmm2, 144(%rsp)
	vpaddq	%zmm23, %zmm1, %zmm4
	vpmuludq	%zmm18, %zmm4, %zmm1
	vpaddq	%zmm23, %zmm2, %zmm6
	vpmuludq	%zmm18, %zmm6, %zmm10
	vmovdqu64	4272(%rsp), %zmm3
	vpaddq	(%rsp), %zmm3, %zmm8
	vpmuludq	%zmm18, %zmm8, %zmm0
	vpaddq	%zmm3, %zmm2, %zmm11
	vpmuludq	%zmm18, %zmm11, %zmm9
	vmovdqu64	4208(%rsp), %zmm5
	vpaddq	(%rsp), %zmm5, %zmm12
	vpmuludq	%zmm18, %zmm12, %zmm3
	vpaddq	%zmm5, %zmm2, %zmm13
	vpmuludq	%zmm18, %zmm13, %zmm7
	vmovdqu64	4144(%rsp), %zmm5
	vpaddq	(%rsp), %zmm5, %zmm14
	vpmuludq	%zmm18, %zmm14, %zmm2
	vpaddq	144(%rsp), %zmm5, %zmm15
	vpmuludq	%zmm18, %zmm15, %zmm5
	vpternlogq	$150, %zmm24, %zmm10, %zmm6
	vpternlogq	$150, %zmm24, %zmm1, %zmm4
	vpternlogq	$150, %zmm24, %zmm9, %zmm11
	vpternlogq	$150, %zmm24, %zmm0, %zmm8
	vpternlogq	$150, %zmm24, %zmm7, %zmm13
	vpternlogq	$150, %zmm24, %zmm3, %zmm12
	vpternlogq	$150, %zmm24, %zmm5, %zmm15
	vpternlogq	$150, %zmm24, %zmm2, %zmm14
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm12, %zmm16
	vpsrlq	$32, %zmm13, %zmm12
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm15, %zmm17
	vpmuludq	%zmm20, %zmm6, %zmm26
	vpmuludq	%zmm20, %zmm4, %zmm13
	vpmuludq	%zmm20, %zmm11, %zmm24
	vpmuludq	%zmm20, %zmm8, %zmm15
	vpmuludq	%zmm20, %zmm12, %zmm12
	vpmuludq	%zmm20, %zmm16, %zmm8
	vpmuludq	%zmm20, %zmm17, %zmm6
	vpmuludq	%zmm20, %zmm14, %zmm18
	vpsrlq	$32, %zmm13, %zmm11
	vpsrlq	$32, %zmm26, %zmm14
	vpsrlq	$32, %zmm15, %zmm16
	vpsrlq	$32, %zmm24, %zmm17
	vpsrlq	$32, %zmm8, %zmm19
	vpsrlq	$32, %zmm12, %zmm20
	vpsrlq	$32, %zmm18, %zmm23
	vpsrlq	$32, %zmm6, %zmm25
	vmovdqu64	1600(%rsp), %zmm27
	vpxorq	%zmm27, %zmm14, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm4
	vmovdqu64	%zmm4, 672(%rsp)
	vpxorq	%zmm27, %zmm11, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm22
	vpxorq	%zmm27, %zmm17, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm31
	vpxorq	%zmm27, %zmm16, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm21
	vpxorq	%zmm27, %zmm20, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm17
	vpxorq	%zmm27, %zmm19, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm16
	vpxorq	%zmm27, %zmm25, %zmm11
	vpxorq	%zmm27, %zmm23, %zmm20
	vpxorq	%zmm10, %zmm28, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm11
	vmovdqu64	%zmm11, 608(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm14
	vpxorq	%zmm1, %zmm28, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm19
	vpxorq	%zmm9, %zmm28, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm9
	vmovdqu64	%zmm9, 208(%rsp)
	vpxorq	%zmm0, %zmm28, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm25
	vpxorq	%zmm7, %zmm28, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm29
	vpxorq	%zmm3, %zmm28, %zmm3
	vpsrlq	$32, %zmm22, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm7
	vpxorq	%zmm5, %zmm28, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm23
	vmovdqu64	%zmm23, 416(%rsp)
	vpxorq	%zmm2, %zmm28, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm10
	vmovdqu64	%zmm10, 480(%rsp)
	vpsrlq	$32, %zmm4, %zmm5
	vpsrlq	$32, %zmm19, %zmm2
	vpsrlq	$32, %zmm14, %zmm3
	vpsrlq	$32, %zmm25, %zmm9
	vpsrlq	$32, %zmm1, %zmm27
	vpsrlq	$32, %zmm7, %zmm28
	vpsrlq	$32, %zmm21, %zmm20
	vmovdqu64	3568(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm26, %zmm3
	vpsrlq	$32, %zmm29, %zmm26
	vpternlogq	$150, %zmm0, %zmm13, %zmm2
	vpsrlq	$32, %zmm10, %zmm13
	vpternlogq	$150, %zmm0, %zmm24, %zmm27
	vpsrlq	$32, %zmm31, %zmm24
	vpternlogq	$150, %zmm0, %zmm15, %zmm9
	vpsrlq	$32, %zmm23, %zmm15
	vpternlogq	$150, %zmm0, %zmm12, %zmm26
	vpternlogq	$150, %zmm0, %zmm8, %zmm28
	vpternlogq	$150, %zmm0, %zmm6, %zmm15
	vpsrlq	$32, %zmm16, %zmm6
	vmovdqa64	%zmm16, %zmm4
	vpternlogq	$150, %zmm0, %zmm18, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm16
	vmovdqu64	%zmm16, 1728(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm2
	vmovdqu64	%zmm2, 352(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm8
	vmovdqu64	%zmm8, 1856(%rsp)
	vpsrlq	$32, %zmm17, %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm10
	vmovdqu64	%zmm10, 976(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm3
	vmovdqu64	%zmm3, 1792(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm28
	vmovdqu64	%zmm28, 1040(%rsp)
	vpsrlq	$32, %zmm2, %zmm12
	vmovdqu64	1536(%rsp), %zmm3
	vpxorq	%zmm3, %zmm5, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm2
	vpxorq	%zmm3, %zmm11, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm9
	vpxorq	%zmm3, %zmm24, %zmm5
	vpxorq	%zmm3, %zmm20, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm24
	vpxorq	%zmm3, %zmm27, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm5
	vpxorq	%zmm3, %zmm6, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm6
	vpsrlq	$32, %zmm2, %zmm30
	vmovdqa64	%zmm2, %zmm11
	vmovdqu64	3504(%rsp), %zmm2
	vpternlogq	$150, %zmm14, %zmm2, %zmm30
	vpsrlq	$32, %zmm9, %zmm14
	vpternlogq	$150, %zmm19, %zmm2, %zmm14
	vpsrlq	$32, %zmm20, %zmm26
	vpternlogq	$150, %zmm1, %zmm2, %zmm26
	vpsrlq	$32, %zmm24, %zmm19
	vpternlogq	$150, %zmm25, %zmm2, %zmm19
	vpsrlq	$32, %zmm5, %zmm27
	vpternlogq	$150, %zmm29, %zmm2, %zmm27
	vpsrlq	$32, %zmm6, %zmm29
	vmovdqa64	%zmm6, %zmm25
	vpternlogq	$150, %zmm7, %zmm2, %zmm29
	vpsrlq	$32, %zmm16, %zmm13
	vmovdqu64	3440(%rsp), %zmm1
	vpternlogq	$150, %zmm1, %zmm22, %zmm13
	vpsrlq	$32, %zmm8, %zmm22
	vpternlogq	$150, 672(%rsp), %zmm1, %zmm12
	vpsrlq	$32, %zmm0, %zmm18
	vmovdqa64	%zmm0, %zmm16
	vpternlogq	$150, %zmm1, %zmm21, %zmm18
	vpsrlq	$32, %zmm10, %zmm15
	vpternlogq	$150, %zmm1, %zmm31, %zmm22
	vpsrlq	$32, %zmm23, %zmm21
	vpternlogq	$150, %zmm1, %zmm4, %zmm21
	vpsrlq	$32, %zmm28, %zmm7
	vpternlogq	$150, %zmm1, %zmm17, %zmm15
	vmovdqu64	608(%rsp), %zmm0
	vpsrlq	$32, %zmm0, %zmm6
	vpxorq	%zmm3, %zmm6, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm6
	vpternlogq	$150, %zmm1, %zmm0, %zmm7
	vpsrlq	$32, %zmm6, %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm0
	vmovdqu64	%zmm0, 736(%rsp)
	vpternlogq	$150, 416(%rsp), %zmm2, %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm4
	vmovdqu64	%zmm4, 2352(%rsp)
	vpsrlq	$32, %zmm0, %zmm10
	vmovdqu64	3376(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm11, %zmm10
	vpsrlq	$32, %zmm4, %zmm12
	vpternlogq	$150, %zmm0, %zmm9, %zmm12
	vmovdqu64	1792(%rsp), %zmm13
	vpsrlq	$32, %zmm13, %zmm9
	vmovdqu64	208(%rsp), %zmm4
	vpternlogq	$150, %zmm1, %zmm4, %zmm9
	vpsrlq	$32, %zmm4, %zmm8
	vpxorq	%zmm3, %zmm8, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm1
	vpternlogq	$150, 480(%rsp), %zmm2, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm2
	vmovdqu64	%zmm2, 1280(%rsp)
	vpsrlq	$32, %zmm2, %zmm17
	vpternlogq	$150, %zmm0, %zmm20, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm2
	vmovdqu64	%zmm2, 1104(%rsp)
	vpsrlq	$32, %zmm2, %zmm8
	vpternlogq	$150, %zmm0, %zmm24, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm2
	vmovdqu64	%zmm2, 800(%rsp)
	vpsrlq	$32, %zmm2, %zmm31
	vpternlogq	$150, %zmm0, %zmm5, %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm2
	vmovdqu64	%zmm2, 416(%rsp)
	vpsrlq	$32, %zmm2, %zmm22
	vpternlogq	$150, %zmm0, %zmm25, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm2
	vmovdqu64	%zmm2, 672(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm0, %zmm6, %zmm2
	vmovdqu64	%zmm2, 208(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm2
	vmovdqu64	%zmm2, 608(%rsp)
	vpsrlq	$32, %zmm2, %zmm18
	vpternlogq	$150, %zmm0, %zmm3, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm5
	vpsrlq	$32, %zmm5, %zmm2
	vmovdqu64	3312(%rsp), %zmm0
	vpternlogq	$150, 1728(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm14
	vpsrlq	$32, %zmm14, %zmm7
	vpternlogq	$150, 352(%rsp), %zmm0, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm11
	vpsrlq	$32, %zmm11, %zmm4
	vpternlogq	$150, %zmm16, %zmm0, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm21
	vpsrlq	$32, %zmm21, %zmm9
	vpternlogq	$150, 1856(%rsp), %zmm0, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm26
	vpsrlq	$32, %zmm26, %zmm29
	vpternlogq	$150, %zmm23, %zmm0, %zmm29
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm24
	vpsrlq	$32, %zmm24, %zmm3
	vpternlogq	$150, 976(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm15
	vpsrlq	$32, %zmm15, %zmm27
	vpternlogq	$150, %zmm13, %zmm0, %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm20
	vpsrlq	$32, %zmm20, %zmm6
	vpternlogq	$150, 1040(%rsp), %zmm0, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm0
	vmovdqu64	%zmm0, 352(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vmovdqu64	3248(%rsp), %zmm0
	vpternlogq	$150, 736(%rsp), %zmm0, %zmm1
	vmovdqu64	%zmm1, 480(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm19
	vpsrlq	$32, %zmm19, %zmm13
	vpternlogq	$150, 2352(%rsp), %zmm0, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm1
	vmovdqu64	%zmm1, 736(%rsp)
	vpsrlq	$32, %zmm1, %zmm28
	vmovdqu64	3184(%rsp), %zmm12
	vpternlogq	$150, %zmm12, %zmm5, %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm30
	vpsrlq	$32, %zmm30, %zmm7
	vpternlogq	$150, 1280(%rsp), %zmm0, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm1
	vmovdqu64	%zmm1, 1040(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm12, %zmm14, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm10
	vpsrlq	$32, %zmm10, %zmm14
	vpternlogq	$150, 1104(%rsp), %zmm0, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm25
	vpsrlq	$32, %zmm25, %zmm8
	vpternlogq	$150, %zmm12, %zmm11, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm16
	vpsrlq	$32, %zmm16, %zmm9
	vpternlogq	$150, 800(%rsp), %zmm0, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm2
	vmovdqu64	%zmm2, 1104(%rsp)
	vpsrlq	$32, %zmm2, %zmm5
	vpternlogq	$150, %zmm12, %zmm21, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm29, %zmm11
	vpsrlq	$32, %zmm11, %zmm23
	vpternlogq	$150, 416(%rsp), %zmm0, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm2
	vmovdqu64	%zmm2, 976(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm12, %zmm26, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm26
	vpsrlq	$32, %zmm26, %zmm21
	vpternlogq	$150, 672(%rsp), %zmm0, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm22
	vpsrlq	$32, %zmm22, %zmm4
	vpternlogq	$150, %zmm12, %zmm24, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm27
	vpsrlq	$32, %zmm27, %zmm31
	vpternlogq	$150, 608(%rsp), %zmm0, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm29
	vpsrlq	$32, %zmm29, %zmm17
	vpternlogq	$150, %zmm12, %zmm15, %zmm17
	vmovdqu64	208(%rsp), %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm18
	vpsrlq	$32, %zmm18, %zmm0
	vpternlogq	$150, %zmm12, %zmm20, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 672(%rsp)
	vpsrlq	$32, %zmm1, %zmm24
	vmovdqu64	3120(%rsp), %zmm12
	vpternlogq	$150, 352(%rsp), %zmm12, %zmm24
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm28, %zmm1
	vmovdqu64	%zmm1, 800(%rsp)
	vpsrlq	$32, %zmm1, %zmm6
	vpternlogq	$150, %zmm12, %zmm19, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm1
	vmovdqu64	%zmm1, 416(%rsp)
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm12, %zmm30, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm1
	vmovdqu64	%zmm1, 608(%rsp)
	vpsrlq	$32, %zmm1, %zmm8
	vpternlogq	$150, %zmm12, %zmm10, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm30
	vpsrlq	$32, %zmm30, %zmm10
	vpternlogq	$150, %zmm12, %zmm16, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm4
	vpsrlq	$32, %zmm4, %zmm15
	vpternlogq	$150, %zmm12, %zmm11, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm28
	vpsrlq	$32, %zmm28, %zmm16
	vpternlogq	$150, %zmm12, %zmm26, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm0
	vmovdqu64	%zmm0, 352(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vmovdqu64	3056(%rsp), %zmm0
	vpternlogq	$150, 736(%rsp), %zmm0, %zmm1
	vmovdqu64	480(%rsp), %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 480(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, 1040(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm11
	vpsrlq	$32, %zmm11, %zmm3
	vpternlogq	$150, %zmm25, %zmm0, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm7
	vmovdqu64	%zmm7, 208(%rsp)
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, 1104(%rsp), %zmm0, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm13
	vpsrlq	$32, %zmm13, %zmm23
	vpternlogq	$150, 976(%rsp), %zmm0, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm19
	vpternlogq	$150, %zmm22, %zmm0, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm31
	vpsrlq	$32, %zmm31, %zmm26
	vpternlogq	$150, %zmm29, %zmm0, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm14
	vpsrlq	$32, %zmm14, %zmm22
	vpternlogq	$150, %zmm18, %zmm0, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm29
	vpsrlq	$32, %zmm29, %zmm20
	vpternlogq	$150, %zmm12, %zmm27, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vmovdqu64	2992(%rsp), %zmm12
	vpternlogq	$150, 672(%rsp), %zmm12, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm21
	vpternlogq	$150, 800(%rsp), %zmm12, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm1
	vpsrlq	$32, %zmm1, %zmm7
	vpternlogq	$150, 416(%rsp), %zmm12, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm0
	vpsrlq	$32, %zmm0, %zmm18
	vpternlogq	$150, 608(%rsp), %zmm12, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm0
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, %zmm30, %zmm12, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm0
	vpsrlq	$32, %zmm0, %zmm30
	vpternlogq	$150, %zmm4, %zmm12, %zmm30
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm0
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, %zmm28, %zmm12, %zmm22
	vmovdqu64	1664(%rsp), %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm5
	vmovdqu64	4400(%rsp), %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm26, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm8
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, %zmm29, %zmm12, %zmm16
	vpsrlq	$32, %zmm25, %zmm0
	vpternlogq	$150, 352(%rsp), %zmm27, %zmm0
	vpsrlq	$32, %zmm24, %zmm1
	vpternlogq	$150, 480(%rsp), %zmm27, %zmm1
	vpsrlq	$32, %zmm23, %zmm3
	vpternlogq	$150, %zmm27, %zmm11, %zmm3
	vpsrlq	$32, %zmm19, %zmm11
	vpternlogq	$150, 208(%rsp), %zmm27, %zmm11
	vpsrlq	$32, %zmm15, %zmm6
	vpternlogq	$150, %zmm27, %zmm13, %zmm6
	vpsrlq	$32, %zmm10, %zmm4
	vpternlogq	$150, %zmm27, %zmm9, %zmm4
	vpsrlq	$32, %zmm5, %zmm9
	vpternlogq	$150, %zmm27, %zmm31, %zmm9
	vpsrlq	$32, %zmm8, %zmm12
	vpternlogq	$150, %zmm27, %zmm14, %zmm12
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm1, %zmm1
	vpmovqd	%zmm11, %ymm0
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm0, %zmm0
	vpmovqd	%zmm4, %ymm3
	vpmovqd	%zmm6, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpmovqd	%zmm12, %ymm4
	vpmovqd	%zmm9, %ymm6
	vinserti64x4	$1, %ymm6, %zmm4, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm6
	vmovdqu64	4080(%rsp), %zmm26
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm25, %zmm26, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm24, %zmm26, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm9
	vmovdqu64	3632(%rsp), %zmm24
	vpsrlq	$32, %zmm9, %zmm9
	vpternlogq	$150, %zmm23, %zmm26, %zmm9
	vmovdqu64	4336(%rsp), %zmm23
	vpbroadcastq	.LCPI0_6(%rip), %zmm20
	vpbroadcastq	.LCPI0_5(%rip), %zmm18
	vpmuludq	%zmm18, %zmm7, %zmm7
	vpmuludq	%zmm18, %zmm30, %zmm11
	vpmuludq	%zmm18, %zmm17, %zmm12
	vpmuludq	%zmm18, %zmm16, %zmm13
	vpmuludq	%zmm18, %zmm22, %zmm14
	vmovdqu64	4016(%rsp), %zmm25
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm13, %zmm13
	vpternlogq	$150, %zmm19, %zmm26, %zmm7
	vpternlogq	$150, %zmm15, %zmm26, %zmm11
	vpternlogq	$150, %zmm10, %zmm26, %zmm12
	vpternlogq	$150, %zmm5, %zmm26, %zmm13
	vpternlogq	$150, %zmm8, %zmm26, %zmm14
	vpmuludq	%zmm20, %zmm2, %zmm2
	vpmuludq	%zmm20, %zmm6, %zmm5
	vpmuludq	%zmm20, %zmm7, %zmm6
	vpmuludq	%zmm20, %zmm9, %zmm7
	vpmuludq	%zmm20, %zmm12, %zmm8
	vpmuludq	%zmm20, %zmm11, %zmm9
	vpmuludq	%zmm20, %zmm14, %zmm10
	vpmuludq	%zmm20, %zmm13, %zmm11
	vpsrlq	$32, %zmm5, %zmm12
	vpsrlq	$32, %zmm2, %zmm13
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
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm2, %zmm2
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
	vmovdqu64	(%rsp), %zmm1
	vpmulld	%zmm8, %zmm0, %zmm0
	vpternlogd	$150, %zmm0, %zmm25, %zmm14
	vpmulld	%zmm8, %zmm3, %zmm0
	vpternlogd	$150, %zmm0, %zmm25, %zmm13
	vpmulld	%zmm8, %zmm4, %zmm0
	vpternlogd	$150, %zmm0, %zmm25, %zmm15
	vmovdqu64	%zmm12, -192(%r8,%r11)
	vmovdqu64	%zmm14, -128(%r8,%r11)
	vmovdqu64	%zmm13, -64(%r8,%r11)
	vmovdqu64	%zmm15, (%r8,%r11)
	vmovdqu64	%zmm2, -192(%r8)
	vmovdqu64	144(%rsp), %zmm2
	vmovdqu64	%zmm5, -128(%r8)
	vmovdqu64	%zmm6, -64(%r8)
	vmovdqu64	%zmm7, (%r8)
	vpbroadcastq	.LCPI0_8(%rip), %zmm0
	vpaddq	%zmm0, %zmm2, %zmm2
	vpaddq	%zmm0, %zmm1, %zmm1
	addq	$256, %r8
	addq	$-64, %r10
	jne	.LBB0_22
	movq	-48(%rsp), %rax
	cmpq	%rax, -120(%rsp)
	movq	112(%rsp), %r14
	movq	312(%rsp), %r15
	movq	304(%rsp), %rdx
	movl	$3449720151, %r12d
	movq	%rsi, 1168(%rsp)
	je	.LBB0_30
	movq	-48(%rsp), %rcx
	testb	$56, -120(%rsp)
	je	.LBB0_28
	movl	%r13d, %eax
	xorl	4848(%rsp), %eax
	vpbroadcastq	%rax, %zmm0
	movq	1168(%rsp), %rax
	xorl	4912(%rsp), %eax
	vpbroadcastq	%rax, %zmm1
	movq	4976(%rsp), %rax
	movq	576(%rsp), %rcx
	vmovdqu64	2928(%rsp), %zmm2
	vmovdqu64	3568(%rsp), %zmm9
	vmovdqu64	3504(%rsp), %zmm10
	vmovdqu64	3440(%rsp), %zmm11
	vmovdqu64	3376(%rsp), %zmm12
	vmovdqu64	3312(%rsp), %zmm13
	vmovdqu64	3248(%rsp), %zmm14
	vmovdqu64	3184(%rsp), %zmm15
	vmovdqu64	3120(%rsp), %zmm16
	vmovdqu64	3056(%rsp), %zmm17
	vmovdqu64	2992(%rsp), %zmm19
	vpbroadcastd	.LCPI0_7(%rip), %ymm21
	vpbroadcastq	.LCPI0_9(%rip), %zmm22
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
	movq	288(%rsp), %rax
	movq	%rax, %rcx
	cmpq	%rax, -120(%rsp)
	movq	112(%rsp), %r14
	movq	312(%rsp), %r15
	movq	304(%rsp), %rdx
	movl	$3449720151, %r12d
	je	.LBB0_30
.LBB0_28:
	xorq	4848(%rsp), %r13
	movq	1168(%rsp), %rax
	xorq	4912(%rsp), %rax
	movq	%rax, 1168(%rsp)
	movq	-120(%rsp), %rsi
	subq	%rcx, %rsi
	movq	-128(%rsp), %rax
	leaq	(%rax,%rcx,4), %r8
	addq	96(%rsp), %rcx
	movq	%r13, (%rsp)
	.p2align	4
.LBB0_29:
	movl	%ecx, %r10d
	imulq	%rdi, %r10
	movq	%rcx, %r9
	xorq	%rbx, %r9
	xorq	%r10, %r9
	shrq	$32, %r9
	imulq	%r12, %r9
	movq	%r9, %r11
	shrq	$32, %r11
	xorl	%r13d, %r11d
	imulq	%rdi, %r11
	xorl	%ebp, %r10d
	imulq	%r12, %r10
	movq	%r10, %rax
	shrq	$32, %rax
	movq	%rbx, %r13
	movq	944(%rsp), %rbx
	xorl	%eax, %ebx
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	1168(%rsp), %eax
	xorl	%ebx, %r9d
	imulq	%rdi, %r9
	imulq	%r12, %rax
	movq	%rax, %rbx
	shrq	$32, %rbx
	xorl	936(%rsp), %r10d
	xorl	%ebx, %r10d
	movq	%r9, %rbx
	shrq	$32, %rbx
	xorl	136(%rsp), %r11d
	xorl	%ebx, %r11d
	imulq	%rdi, %r10
	imulq	%r12, %r11
	movq	%r11, %rbx
	shrq	$32, %rbx
	xorl	928(%rsp), %eax
	xorl	%ebx, %eax
	movq	%r10, %rbx
	shrq	$32, %rbx
	xorl	960(%rsp), %r9d
	xorl	%ebx, %r9d
	imulq	%r12, %r9
	imulq	%rdi, %rax
	movq	%r9, %rbx
	shrq	$32, %rbx
	xorl	-32(%rsp), %r11d
	xorl	%ebx, %r11d
	movq	%rax, %rbx
	shrq	$32, %rbx
	xorl	952(%rsp), %r10d
	xorl	%ebx, %r10d
	imulq	%rdi, %r11
	imulq	%r12, %r10
	movq	%r10, %rbx
	shrq	$32, %rbx
	xorl	336(%rsp), %r9d
	xorl	%ebx, %r9d
	movq	%r11, %rbx
	shrq	$32, %rbx
	xorl	968(%rsp), %eax
	xorl	%ebx, %eax
	movq	%r13, %rbx
	movq	(%rsp), %r13
	imulq	%r12, %rax
	shrq	$32, %rax
	xorl	%edx, %r10d
	imulq	%rdi, %r9
	xorl	%eax, %r10d
	movq	%r9, %rax
	shrq	$32, %rax
	xorl	%r14d, %r11d
	xorl	%eax, %r11d
	imulq	%rdi, %r10
	shrq	$32, %r10
	imull	$-845247145, %r11d, %eax
	movq	-40(%rsp), %r11
	xorl	%r15d, %r9d
	xorl	%r10d, %r9d
	imulq	%r12, %r9
	movq	%r9, %r10
	xorl	592(%rsp), %eax
	shrq	$32, %r10
	xorl	%r10d, %eax
	movl	%eax, (%r8,%r11)
	movl	%r9d, (%r8)
	addq	$4, %r8
	incq	%rcx
	decq	%rsi
	jne	.LBB0_29
.LBB0_30:
	movq	128(%rsp), %rbp
	movq	-48(%rsp), %rdx
	movabsq	$4604544269498187776, %r8
	movabsq	$4503595332403200, %r9
	vbroadcastsd	.LCPI0_10(%rip), %zmm11
	movq	320(%rsp), %r14
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
	vaddpd	%zmm11, %zmm1, %zmm1
	vaddpd	%zmm11, %zmm0, %zmm0
	vaddpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm11, %zmm2, %zmm2
	vaddpd	%zmm11, %zmm5, %zmm5
	vaddpd	%zmm11, %zmm4, %zmm4
	vaddpd	%zmm11, %zmm7, %zmm9
	vaddpd	%zmm11, %zmm6, %zmm10
	vbroadcastsd	.LCPI0_11(%rip), %zmm11
	vmulpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm1, %zmm6
	vmulpd	%zmm11, %zmm2, %zmm1
	vmulpd	%zmm11, %zmm3, %zmm7
	vmulpd	%zmm11, %zmm4, %zmm3
	vmulpd	%zmm11, %zmm5, %zmm8
	vmulpd	%zmm11, %zmm10, %zmm4
	vmulpd	%zmm11, %zmm9, %zmm9
	vbroadcastsd	.LCPI0_29(%rip), %zmm2
	vmulpd	%zmm2, %zmm6, %zmm15
	vmulpd	%zmm2, %zmm0, %zmm14
	vmulpd	%zmm2, %zmm7, %zmm10
	vmulpd	%zmm2, %zmm1, %zmm12
	vmulpd	%zmm2, %zmm8, %zmm5
	vmulpd	%zmm2, %zmm3, %zmm8
	vmulpd	%zmm2, %zmm9, %zmm26
	vmulpd	%zmm2, %zmm4, %zmm27
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vmulpd	%zmm13, %zmm14, %zmm2
	vmulpd	%zmm13, %zmm15, %zmm3
	vmulpd	%zmm13, %zmm12, %zmm4
	vmulpd	%zmm13, %zmm10, %zmm6
	vmulpd	%zmm13, %zmm8, %zmm7
	vmulpd	%zmm13, %zmm5, %zmm9
	vmulpd	%zmm13, %zmm27, %zmm11
	vmulpd	%zmm13, %zmm26, %zmm13
	vbroadcastsd	.LCPI0_31(%rip), %zmm16
	vaddpd	%zmm16, %zmm3, %zmm19
	vmovupd	%zmm19, 1536(%rsp)
	vaddpd	%zmm16, %zmm2, %zmm18
	vmovupd	%zmm18, 1600(%rsp)
	vaddpd	%zmm16, %zmm6, %zmm6
	vmovupd	%zmm6, 1664(%rsp)
	vaddpd	%zmm16, %zmm4, %zmm17
	vmovupd	%zmm17, 1728(%rsp)
	vaddpd	%zmm16, %zmm9, %zmm3
	vmovupd	%zmm3, 1792(%rsp)
	vaddpd	%zmm16, %zmm7, %zmm4
	vmovupd	%zmm4, 1856(%rsp)
	vaddpd	%zmm16, %zmm13, %zmm0
	vmovupd	%zmm0, 2352(%rsp)
	vaddpd	%zmm16, %zmm11, %zmm1
	vmovupd	%zmm1, 1280(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm2
	vaddpd	%zmm2, %zmm18, %zmm21
	vaddpd	%zmm2, %zmm19, %zmm18
	vaddpd	%zmm2, %zmm17, %zmm13
	vaddpd	%zmm2, %zmm6, %zmm11
	vaddpd	%zmm2, %zmm4, %zmm9
	vaddpd	%zmm2, %zmm3, %zmm7
	vaddpd	%zmm2, %zmm1, %zmm28
	vaddpd	%zmm2, %zmm0, %zmm6
	vbroadcastsd	.LCPI0_33(%rip), %zmm24
	vmulpd	%zmm24, %zmm18, %zmm19
	vmulpd	%zmm24, %zmm21, %zmm2
	vmulpd	%zmm24, %zmm11, %zmm16
	vmulpd	%zmm24, %zmm13, %zmm20
	vmulpd	%zmm24, %zmm7, %zmm17
	vsubpd	%zmm2, %zmm14, %zmm4
	vbroadcastsd	.LCPI0_34(%rip), %zmm1
	vmulpd	%zmm1, %zmm21, %zmm30
	vbroadcastsd	.LCPI0_35(%rip), %zmm31
	vmulpd	%zmm31, %zmm21, %zmm22
	vsubpd	%zmm30, %zmm4, %zmm23
	vpsrlq	$52, %zmm14, %zmm14
	vpbroadcastq	.LCPI0_37(%rip), %zmm2
	vpandq	%zmm2, %zmm14, %zmm14
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm2, %zmm23, %zmm23
	vpbroadcastq	.LCPI0_1(%rip), %zmm29
	vpaddq	%zmm29, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm14, %k1
	vsubpd	%zmm22, %zmm4, %zmm14
	vsubpd	%zmm14, %zmm4, %zmm23
	vsubpd	%zmm22, %zmm23, %zmm22
	vmulpd	%zmm24, %zmm9, %zmm23
	vsubpd	%zmm19, %zmm15, %zmm19
	vbroadcastsd	.LCPI0_36(%rip), %zmm3
	vmulpd	%zmm3, %zmm21, %zmm21
	vsubpd	%zmm22, %zmm21, %zmm30 {%k1}
	vmulpd	%zmm1, %zmm18, %zmm21
	vmulpd	%zmm31, %zmm18, %zmm22
	vmovapd	%zmm14, %zmm4 {%k1}
	vsubpd	%zmm21, %zmm19, %zmm14
	vpsrlq	$52, %zmm15, %zmm15
	vpandq	%zmm2, %zmm15, %zmm15
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm2, %zmm14, %zmm14
	vpaddq	%zmm29, %zmm14, %zmm14
	vpcmpgtq	%zmm14, %zmm15, %k1
	vsubpd	%zmm22, %zmm19, %zmm14
	vsubpd	%zmm14, %zmm19, %zmm15
	vsubpd	%zmm22, %zmm15, %zmm15
	vmulpd	%zmm24, %zmm6, %zmm25
	vsubpd	%zmm20, %zmm12, %zmm22
	vmulpd	%zmm3, %zmm18, %zmm18
	vsubpd	%zmm15, %zmm18, %zmm21 {%k1}
	vmulpd	%zmm1, %zmm13, %zmm15
	vmulpd	%zmm31, %zmm13, %zmm18
	vmovapd	%zmm14, %zmm19 {%k1}
	vsubpd	%zmm15, %zmm22, %zmm14
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm2, %zmm12, %zmm12
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm2, %zmm14, %zmm14
	vpaddq	%zmm29, %zmm14, %zmm14
	vpcmpgtq	%zmm14, %zmm12, %k1
	vsubpd	%zmm18, %zmm22, %zmm20
	vsubpd	%zmm20, %zmm22, %zmm12
	vsubpd	%zmm18, %zmm12, %zmm18
	vmulpd	%zmm24, %zmm28, %zmm24
	vsubpd	%zmm16, %zmm10, %zmm12
	vsubpd	%zmm23, %zmm8, %zmm14
	vsubpd	%zmm17, %zmm5, %zmm16
	vmovapd	%zmm27, %zmm0
	vsubpd	%zmm24, %zmm27, %zmm24
	vmovapd	%zmm26, %zmm23
	vsubpd	%zmm25, %zmm26, %zmm26
	vmulpd	%zmm3, %zmm13, %zmm13
	vsubpd	%zmm18, %zmm13, %zmm15 {%k1}
	vmulpd	%zmm1, %zmm11, %zmm13
	vmulpd	%zmm31, %zmm11, %zmm17
	vmovapd	%zmm20, %zmm22 {%k1}
	vsubpd	%zmm13, %zmm12, %zmm18
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm2, %zmm10, %zmm10
	vpsrlq	$52, %zmm18, %zmm18
	vpandq	%zmm2, %zmm18, %zmm18
	vpaddq	%zmm29, %zmm18, %zmm18
	vpcmpgtq	%zmm18, %zmm10, %k1
	vsubpd	%zmm17, %zmm12, %zmm10
	vsubpd	%zmm10, %zmm12, %zmm18
	vsubpd	%zmm17, %zmm18, %zmm17
	vmulpd	%zmm1, %zmm9, %zmm27
	vmulpd	%zmm3, %zmm11, %zmm11
	vsubpd	%zmm17, %zmm11, %zmm13 {%k1}
	vmulpd	%zmm1, %zmm7, %zmm11
	vmulpd	%zmm31, %zmm9, %zmm17
	vmovapd	%zmm10, %zmm12 {%k1}
	vsubpd	%zmm27, %zmm14, %zmm10
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm2, %zmm8, %zmm8
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm2, %zmm10, %zmm10
	vpaddq	%zmm29, %zmm10, %zmm10
	vpcmpgtq	%zmm10, %zmm8, %k1
	vsubpd	%zmm17, %zmm14, %zmm8
	vsubpd	%zmm8, %zmm14, %zmm10
	vsubpd	%zmm17, %zmm10, %zmm10
	vmovapd	%zmm28, %zmm17
	vmulpd	%zmm1, %zmm28, %zmm28
	vmulpd	%zmm3, %zmm9, %zmm9
	vsubpd	%zmm10, %zmm9, %zmm27 {%k1}
	vmulpd	%zmm1, %zmm6, %zmm9
	vmulpd	%zmm31, %zmm7, %zmm10
	vmovapd	%zmm8, %zmm14 {%k1}
	vsubpd	%zmm11, %zmm16, %zmm8
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm2, %zmm5, %zmm5
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm2, %zmm8, %zmm8
	vpaddq	%zmm29, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm5, %k1
	vsubpd	%zmm10, %zmm16, %zmm5
	vsubpd	%zmm5, %zmm16, %zmm8
	vsubpd	%zmm10, %zmm8, %zmm8
	vmulpd	%zmm31, %zmm17, %zmm10
	vmulpd	%zmm3, %zmm7, %zmm7
	vsubpd	%zmm8, %zmm7, %zmm11 {%k1}
	vmulpd	%zmm31, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm26, %zmm8
	vmovapd	%zmm5, %zmm16 {%k1}
	vsubpd	%zmm28, %zmm24, %zmm5
	vpsrlq	$52, %zmm0, %zmm1
	vpandq	%zmm2, %zmm1, %zmm1
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm2, %zmm5, %zmm5
	vpaddq	%zmm29, %zmm5, %zmm5
	vpcmpgtq	%zmm5, %zmm1, %k1
	vsubpd	%zmm10, %zmm24, %zmm1
	vmulpd	%zmm3, %zmm6, %zmm5
	vmulpd	%zmm3, %zmm17, %zmm3
	vsubpd	%zmm8, %zmm26, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm1, %zmm24, %zmm7
	vsubpd	%zmm10, %zmm7, %zmm7
	vsubpd	%zmm9, %zmm26, %zmm10
	vpsrlq	$52, %zmm23, %zmm0
	vpandq	%zmm2, %zmm0, %zmm0
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm2, %zmm10, %zmm10
	vpaddq	%zmm29, %zmm10, %zmm10
	vmovapd	%zmm1, %zmm24 {%k1}
	vsubpd	%zmm7, %zmm3, %zmm28 {%k1}
	vpcmpgtq	%zmm10, %zmm0, %k1
	vmovapd	%zmm8, %zmm26 {%k1}
	vsubpd	%zmm6, %zmm5, %zmm9 {%k1}
	vsubpd	%zmm21, %zmm19, %zmm18
	vsubpd	%zmm30, %zmm4, %zmm20
	vsubpd	%zmm13, %zmm12, %zmm5
	vsubpd	%zmm15, %zmm22, %zmm25
	vsubpd	%zmm11, %zmm16, %zmm23
	vsubpd	%zmm27, %zmm14, %zmm10
	vsubpd	%zmm9, %zmm26, %zmm8
	vsubpd	%zmm28, %zmm24, %zmm17
	vsubpd	%zmm20, %zmm4, %zmm0
	vmovupd	%zmm20, 1104(%rsp)
	vsubpd	%zmm18, %zmm19, %zmm1
	vmovupd	%zmm18, 144(%rsp)
	vsubpd	%zmm25, %zmm22, %zmm3
	vmovapd	%zmm5, %zmm2
	vmovupd	%zmm5, (%rsp)
	vsubpd	%zmm5, %zmm12, %zmm4
	vsubpd	%zmm10, %zmm14, %zmm5
	vmovapd	%zmm10, %zmm22
	vsubpd	%zmm23, %zmm16, %zmm6
	vmovupd	%zmm23, 4592(%rsp)
	vsubpd	%zmm17, %zmm24, %zmm12
	vmovapd	%zmm17, %zmm16
	vsubpd	%zmm8, %zmm26, %zmm14
	vmovapd	%zmm8, %zmm19
	vmovupd	%zmm8, 4528(%rsp)
	vsubpd	%zmm21, %zmm1, %zmm1
	vmovupd	%zmm1, 672(%rsp)
	vsubpd	%zmm30, %zmm0, %zmm0
	vmovupd	%zmm0, 208(%rsp)
	vsubpd	%zmm13, %zmm4, %zmm0
	vmovupd	%zmm0, 736(%rsp)
	vsubpd	%zmm15, %zmm3, %zmm0
	vmovupd	%zmm0, 416(%rsp)
	vsubpd	%zmm11, %zmm6, %zmm0
	vmovupd	%zmm0, 608(%rsp)
	vsubpd	%zmm27, %zmm5, %zmm0
	vmovupd	%zmm0, 480(%rsp)
	vsubpd	%zmm9, %zmm14, %zmm0
	vmovupd	%zmm0, 800(%rsp)
	vsubpd	%zmm28, %zmm12, %zmm0
	vmovupd	%zmm0, 352(%rsp)
	vmulpd	%zmm18, %zmm18, %zmm30
	vmulpd	%zmm20, %zmm20, %zmm18
	vmulpd	%zmm2, %zmm2, %zmm6
	vmulpd	%zmm18, %zmm18, %zmm11
	vmovupd	%zmm11, 2736(%rsp)
	vmulpd	%zmm30, %zmm30, %zmm2
	vmovupd	%zmm2, 1168(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm3
	vmulpd	%zmm3, %zmm30, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm30, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm7
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm30, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm8
	vmulpd	%zmm8, %zmm30, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm9
	vsubpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm10
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm8, %zmm18, %zmm2
	vsubpd	%zmm2, %zmm9, %zmm2
	vmulpd	%zmm2, %zmm18, %zmm2
	vaddpd	%zmm10, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 2032(%rsp)
	vmulpd	%zmm11, %zmm11, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm18, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm18, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm18, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm20
	vmulpd	%zmm8, %zmm6, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm6, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm6, %zmm6, %zmm1
	vmovupd	%zmm1, 2160(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm6, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm6, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm6, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1968(%rsp)
	vmulpd	%zmm25, %zmm25, %zmm24
	vmovapd	%zmm25, %zmm13
	vmovupd	%zmm25, 1040(%rsp)
	vmulpd	%zmm8, %zmm24, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm24, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm24, %zmm24, %zmm1
	vmovupd	%zmm1, 2608(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm24, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm17
	vmulpd	%zmm23, %zmm23, %zmm27
	vmulpd	%zmm8, %zmm27, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm27, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm27, %zmm27, %zmm1
	vmovupd	%zmm1, 2096(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm27, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1472(%rsp)
	vmulpd	%zmm22, %zmm22, %zmm31
	vmovapd	%zmm22, %zmm12
	vmovupd	%zmm22, 4656(%rsp)
	vmulpd	%zmm8, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm1
	vmovupd	%zmm1, 2544(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm31, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm14
	vmulpd	%zmm19, %zmm19, %zmm15
	vmulpd	%zmm8, %zmm15, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm15, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm15, %zmm15, %zmm1
	vmovupd	%zmm1, 2672(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm15, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1408(%rsp)
	vmovapd	%zmm16, %zmm28
	vmovupd	%zmm16, 4720(%rsp)
	vmulpd	%zmm16, %zmm16, %zmm5
	vmulpd	%zmm8, %zmm5, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm5, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm5, %zmm5, %zmm1
	vmovupd	%zmm1, 4784(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm5, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm5, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm5, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1344(%rsp)
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm30, %zmm0
	vbroadcastsd	.LCPI0_44(%rip), %zmm26
	vsubpd	%zmm0, %zmm26, %zmm11
	vsubpd	%zmm11, %zmm26, %zmm21
	vsubpd	%zmm0, %zmm21, %zmm21
	vmovapd	%zmm18, %zmm29
	vmovupd	%zmm18, 976(%rsp)
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm18, %zmm0
	vsubpd	%zmm0, %zmm26, %zmm10
	vsubpd	%zmm10, %zmm26, %zmm19
	vsubpd	%zmm0, %zmm19, %zmm9
	vmovupd	%zmm6, 4464(%rsp)
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm6, %zmm19
	vsubpd	%zmm19, %zmm26, %zmm8
	vsubpd	%zmm8, %zmm26, %zmm16
	vsubpd	%zmm19, %zmm16, %zmm16
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm24, %zmm19
	vsubpd	%zmm19, %zmm26, %zmm7
	vsubpd	%zmm7, %zmm26, %zmm23
	vsubpd	%zmm19, %zmm23, %zmm19
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm27, %zmm23
	vsubpd	%zmm23, %zmm26, %zmm4
	vsubpd	%zmm4, %zmm26, %zmm18
	vsubpd	%zmm23, %zmm18, %zmm18
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm31, %zmm23
	vsubpd	%zmm23, %zmm26, %zmm3
	vsubpd	%zmm3, %zmm26, %zmm25
	vsubpd	%zmm23, %zmm25, %zmm23
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm15, %zmm25
	vsubpd	%zmm25, %zmm26, %zmm1
	vsubpd	%zmm1, %zmm26, %zmm22
	vsubpd	%zmm25, %zmm22, %zmm22
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm5, %zmm25
	vsubpd	%zmm25, %zmm26, %zmm2
	vsubpd	%zmm2, %zmm26, %zmm26
	vsubpd	%zmm25, %zmm26, %zmm25
	vmulpd	%zmm20, %zmm29, %zmm20
	vmovupd	1104(%rsp), %zmm29
	vmulpd	208(%rsp), %zmm29, %zmm26
	vsubpd	%zmm26, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm9, %zmm9
	vmulpd	2032(%rsp), %zmm30, %zmm20
	vmovupd	144(%rsp), %zmm26
	vmulpd	672(%rsp), %zmm26, %zmm26
	vsubpd	%zmm26, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm21, %zmm20
	vmulpd	%zmm17, %zmm24, %zmm17
	vmulpd	416(%rsp), %zmm13, %zmm21
	vsubpd	%zmm21, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm19, %zmm17
	vmulpd	1968(%rsp), %zmm6, %zmm19
	vmovupd	736(%rsp), %zmm26
	vmulpd	(%rsp), %zmm26, %zmm21
	vsubpd	%zmm21, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm16, %zmm16
	vmulpd	%zmm14, %zmm31, %zmm14
	vmulpd	480(%rsp), %zmm12, %zmm19
	vsubpd	%zmm19, %zmm14, %zmm14
	vaddpd	%zmm14, %zmm23, %zmm19
	vmulpd	1472(%rsp), %zmm27, %zmm13
	vmovupd	4592(%rsp), %zmm21
	vmulpd	608(%rsp), %zmm21, %zmm14
	vsubpd	%zmm14, %zmm13, %zmm13
	vaddpd	%zmm13, %zmm18, %zmm13
	vmulpd	1344(%rsp), %zmm5, %zmm12
	vmulpd	352(%rsp), %zmm28, %zmm14
	vsubpd	%zmm14, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm25, %zmm12
	vmulpd	1408(%rsp), %zmm15, %zmm14
	vmovupd	4528(%rsp), %zmm25
	vmulpd	800(%rsp), %zmm25, %zmm18
	vsubpd	%zmm18, %zmm14, %zmm14
	vaddpd	%zmm14, %zmm22, %zmm18
	vaddpd	%zmm20, %zmm11, %zmm6
	vmovupd	%zmm6, 1408(%rsp)
	vaddpd	%zmm9, %zmm10, %zmm6
	vmovupd	%zmm6, 1344(%rsp)
	vaddpd	%zmm16, %zmm8, %zmm6
	vmovupd	%zmm6, 1472(%rsp)
	vaddpd	%zmm17, %zmm7, %zmm6
	vmovupd	%zmm6, 3760(%rsp)
	vaddpd	%zmm13, %zmm4, %zmm4
	vmovupd	%zmm4, 1968(%rsp)
	vaddpd	%zmm19, %zmm3, %zmm3
	vmovupd	%zmm3, 3824(%rsp)
	vaddpd	%zmm18, %zmm1, %zmm1
	vmovupd	%zmm1, 2032(%rsp)
	vaddpd	%zmm12, %zmm2, %zmm0
	vmovupd	%zmm0, 2416(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm12
	vmovupd	976(%rsp), %zmm2
	vmulpd	%zmm12, %zmm2, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm18
	vaddpd	%zmm18, %zmm0, %zmm0
	vmulpd	2736(%rsp), %zmm2, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm13
	vmulpd	%zmm13, %zmm2, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm16
	vaddpd	%zmm16, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm2, %zmm1
	vbroadcastsd	.LCPI0_47(%rip), %zmm17
	vaddpd	%zmm17, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm12, %zmm30, %zmm1
	vaddpd	%zmm18, %zmm1, %zmm1
	vmulpd	1168(%rsp), %zmm30, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm13, %zmm30, %zmm3
	vaddpd	%zmm16, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm30, %zmm3
	vmovupd	%zmm30, 3696(%rsp)
	vaddpd	%zmm17, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm1, %zmm11
	vmulpd	%zmm12, %zmm24, %zmm1
	vaddpd	%zmm18, %zmm1, %zmm1
	vmulpd	2608(%rsp), %zmm24, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm13, %zmm24, %zmm3
	vaddpd	%zmm16, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm24, %zmm3
	vaddpd	%zmm17, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm1, %zmm1
	vmovupd	4464(%rsp), %zmm28
	vmulpd	%zmm12, %zmm28, %zmm3
	vaddpd	%zmm18, %zmm3, %zmm3
	vmulpd	2160(%rsp), %zmm28, %zmm4
	vmulpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm13, %zmm28, %zmm4
	vaddpd	%zmm16, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm28, %zmm4
	vaddpd	%zmm17, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm12, %zmm31, %zmm4
	vaddpd	%zmm18, %zmm4, %zmm4
	vmulpd	2544(%rsp), %zmm31, %zmm7
	vmulpd	%zmm4, %zmm7, %zmm4
	vmulpd	%zmm13, %zmm31, %zmm7
	vaddpd	%zmm16, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm31, %zmm7
	vaddpd	%zmm17, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm4, %zmm4
	vmulpd	%zmm12, %zmm27, %zmm7
	vaddpd	%zmm18, %zmm7, %zmm7
	vmulpd	2096(%rsp), %zmm27, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm13, %zmm27, %zmm8
	vaddpd	%zmm16, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm27, %zmm8
	vaddpd	%zmm17, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	%zmm12, %zmm5, %zmm8
	vaddpd	%zmm18, %zmm8, %zmm8
	vmulpd	4784(%rsp), %zmm5, %zmm10
	vmulpd	%zmm8, %zmm10, %zmm8
	vmulpd	%zmm13, %zmm5, %zmm10
	vaddpd	%zmm16, %zmm10, %zmm10
	vmulpd	%zmm10, %zmm5, %zmm10
	vaddpd	%zmm17, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm8, %zmm8
	vmulpd	%zmm12, %zmm15, %zmm10
	vaddpd	%zmm18, %zmm10, %zmm10
	vmulpd	2672(%rsp), %zmm15, %zmm12
	vmulpd	%zmm10, %zmm12, %zmm10
	vmulpd	%zmm13, %zmm15, %zmm12
	vaddpd	%zmm16, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm15, %zmm12
	vaddpd	%zmm17, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm10, %zmm10
	vmulpd	144(%rsp), %zmm30, %zmm6
	vmovupd	%zmm6, 1168(%rsp)
	vmulpd	%zmm11, %zmm6, %zmm11
	vmovupd	672(%rsp), %zmm14
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm14, %zmm13
	vsubpd	%zmm11, %zmm13, %zmm11
	vmulpd	%zmm2, %zmm29, %zmm23
	vmulpd	%zmm0, %zmm23, %zmm0
	vmovupd	208(%rsp), %zmm2
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm2, %zmm16
	vsubpd	%zmm0, %zmm16, %zmm29
	vmulpd	(%rsp), %zmm28, %zmm16
	vmulpd	%zmm3, %zmm16, %zmm3
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm26, %zmm17
	vsubpd	%zmm3, %zmm17, %zmm3
	vmulpd	1040(%rsp), %zmm24, %zmm17
	vmulpd	%zmm1, %zmm17, %zmm1
	vmovupd	416(%rsp), %zmm12
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm12, %zmm18
	vsubpd	%zmm1, %zmm18, %zmm6
	vmovapd	%zmm21, %zmm30
	vmulpd	%zmm27, %zmm21, %zmm18
	vmulpd	%zmm7, %zmm18, %zmm7
	vmovupd	608(%rsp), %zmm9
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm9, %zmm19
	vsubpd	%zmm7, %zmm19, %zmm7
	vmovupd	4656(%rsp), %zmm26
	vmulpd	%zmm31, %zmm26, %zmm19
	vmulpd	%zmm4, %zmm19, %zmm4
	vmovupd	480(%rsp), %zmm2
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm2, %zmm20
	vsubpd	%zmm4, %zmm20, %zmm4
	vmulpd	%zmm15, %zmm25, %zmm20
	vmulpd	%zmm10, %zmm20, %zmm10
	vmovupd	800(%rsp), %zmm1
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm1, %zmm21
	vsubpd	%zmm10, %zmm21, %zmm10
	vmovupd	4720(%rsp), %zmm13
	vmulpd	%zmm5, %zmm13, %zmm21
	vmulpd	%zmm8, %zmm21, %zmm8
	vmovupd	352(%rsp), %zmm0
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm0, %zmm22
	vsubpd	%zmm8, %zmm22, %zmm8
	vmulpd	3696(%rsp), %zmm11, %zmm11
	vmulpd	976(%rsp), %zmm29, %zmm22
	vmulpd	%zmm3, %zmm28, %zmm3
	vmulpd	%zmm6, %zmm24, %zmm24
	vmulpd	%zmm7, %zmm27, %zmm6
	vmulpd	%zmm4, %zmm31, %zmm4
	vmulpd	%zmm10, %zmm15, %zmm10
	vmulpd	%zmm8, %zmm5, %zmm5
	vsubpd	208(%rsp), %zmm22, %zmm15
	vsubpd	%zmm14, %zmm11, %zmm7
	vsubpd	%zmm12, %zmm24, %zmm11
	vsubpd	736(%rsp), %zmm3, %zmm3
	vsubpd	%zmm2, %zmm4, %zmm4
	vsubpd	%zmm9, %zmm6, %zmm6
	vsubpd	%zmm0, %zmm5, %zmm5
	vsubpd	%zmm1, %zmm10, %zmm2
	vbroadcastsd	.LCPI0_50(%rip), %zmm10
	vmulpd	%zmm10, %zmm23, %zmm8
	vaddpd	%zmm8, %zmm15, %zmm0
	vmulpd	1168(%rsp), %zmm10, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	%zmm10, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm11, %zmm1
	vmulpd	%zmm10, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm10, %zmm19, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm10, %zmm18, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm10, %zmm21, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm10, %zmm20, %zmm8
	vaddpd	%zmm8, %zmm2, %zmm2
	vmovupd	1104(%rsp), %zmm8
	vsubpd	%zmm0, %zmm8, %zmm24
	vmovupd	144(%rsp), %zmm0
	vsubpd	%zmm7, %zmm0, %zmm23
	vmovupd	1040(%rsp), %zmm0
	vsubpd	%zmm1, %zmm0, %zmm22
	vmovupd	(%rsp), %zmm0
	vsubpd	%zmm3, %zmm0, %zmm21
	vsubpd	%zmm4, %zmm26, %zmm19
	vsubpd	%zmm6, %zmm30, %zmm20
	vsubpd	%zmm5, %zmm13, %zmm18
	vsubpd	%zmm2, %zmm25, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm8
	vmovupd	1344(%rsp), %zmm15
	vxorpd	%zmm8, %zmm15, %zmm7
	vmovupd	1408(%rsp), %zmm17
	vxorpd	%zmm8, %zmm17, %zmm6
	vmovupd	3760(%rsp), %zmm12
	vxorpd	%zmm8, %zmm12, %zmm5
	vmovupd	1472(%rsp), %zmm14
	vxorpd	%zmm8, %zmm14, %zmm4
	vmovupd	3824(%rsp), %zmm9
	vxorpd	%zmm8, %zmm9, %zmm3
	vmovupd	1968(%rsp), %zmm13
	vxorpd	%zmm8, %zmm13, %zmm2
	vmovupd	2416(%rsp), %zmm26
	vxorpd	%zmm8, %zmm26, %zmm1
	vmovupd	2032(%rsp), %zmm25
	vxorpd	%zmm8, %zmm25, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm10
	vmovdqu64	1536(%rsp), %zmm16
	vptestnmq	%zmm10, %zmm16, %k1
	vmovapd	%zmm17, %zmm6 {%k1}
	vxorpd	%zmm8, %zmm23, %zmm23 {%k1}
	vmovdqu64	1600(%rsp), %zmm17
	vptestnmq	%zmm10, %zmm17, %k1
	vmovapd	%zmm15, %zmm7 {%k1}
	vxorpd	%zmm8, %zmm24, %zmm24 {%k1}
	vmovdqu64	1664(%rsp), %zmm15
	vptestnmq	%zmm10, %zmm15, %k1
	vmovapd	%zmm14, %zmm4 {%k1}
	vxorpd	%zmm8, %zmm21, %zmm21 {%k1}
	vmovdqu64	1728(%rsp), %zmm14
	vptestnmq	%zmm10, %zmm14, %k1
	vmovapd	%zmm12, %zmm5 {%k1}
	vxorpd	%zmm8, %zmm22, %zmm22 {%k1}
	vmovdqu64	1792(%rsp), %zmm12
	vptestnmq	%zmm10, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm8, %zmm20, %zmm20 {%k1}
	vmovdqu64	1856(%rsp), %zmm13
	vptestnmq	%zmm10, %zmm13, %k1
	vmovapd	%zmm9, %zmm3 {%k1}
	vxorpd	%zmm8, %zmm19, %zmm19 {%k1}
	vmovdqu64	2352(%rsp), %zmm9
	vptestnmq	%zmm10, %zmm9, %k1
	vmovapd	%zmm25, %zmm0 {%k1}
	vxorpd	%zmm8, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm25
	vmovdqu64	1280(%rsp), %zmm11
	vptestnmq	%zmm10, %zmm11, %k1
	vmovapd	%zmm26, %zmm1 {%k1}
	vxorpd	%zmm8, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm8
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm7, %zmm24 {%k1}
	vmovupd	%zmm24, 208(%rsp)
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm6, %zmm23 {%k1}
	vmovupd	%zmm23, 352(%rsp)
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm5, %zmm22 {%k1}
	vmovupd	%zmm22, 608(%rsp)
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm4, %zmm21 {%k1}
	vmovupd	%zmm21, 416(%rsp)
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 480(%rsp)
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm2, %zmm20 {%k1}
	vmovupd	%zmm20, 672(%rsp)
	vptestnmq	%zmm8, %zmm11, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 800(%rsp)
	vptestnmq	%zmm8, %zmm9, %k1
	vmovapd	%zmm0, %zmm25 {%k1}
	vmovupd	%zmm25, 736(%rsp)
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
	vmovdqu64	%zmm9, 1728(%rsp)
	vpaddq	%zmm16, %zmm0, %zmm19
	vmovdqu64	%zmm19, 1792(%rsp)
	vpaddq	%zmm16, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1856(%rsp)
	vpaddq	%zmm16, %zmm10, %zmm18
	vmovdqu64	%zmm18, 2352(%rsp)
	vpaddq	%zmm16, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1280(%rsp)
	vpaddq	%zmm16, %zmm12, %zmm17
	vmovdqu64	%zmm17, 976(%rsp)
	vpaddq	%zmm16, %zmm15, %zmm15
	vmovdqu64	%zmm15, 1040(%rsp)
	vpaddq	%zmm16, %zmm14, %zmm16
	vmovdqu64	%zmm16, 1104(%rsp)
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
	vpandq	%zmm17, %zmm12, %zmm22
	vpandq	%zmm17, %zmm15, %zmm25
	vpandq	%zmm17, %zmm14, %zmm27
	vpbroadcastq	.LCPI0_15(%rip), %zmm10
	vpternlogq	$248, %zmm10, %zmm8, %zmm16
	vpternlogq	$248, %zmm10, %zmm1, %zmm9
	vpternlogq	$248, %zmm10, %zmm2, %zmm18
	vpternlogq	$248, %zmm10, %zmm3, %zmm11
	vpternlogq	$248, %zmm10, %zmm4, %zmm22
	vpternlogq	$248, %zmm10, %zmm5, %zmm0
	vpternlogq	$248, %zmm10, %zmm6, %zmm27
	vpternlogq	$248, %zmm10, %zmm7, %zmm25
	vpbroadcastq	.LCPI0_16(%rip), %zmm12
	vpaddq	%zmm12, %zmm9, %zmm1
	vpaddq	%zmm12, %zmm16, %zmm2
	vbroadcastsd	.LCPI0_17(%rip), %zmm23
	vaddpd	%zmm23, %zmm2, %zmm4
	vmovupd	%zmm4, 144(%rsp)
	vaddpd	%zmm23, %zmm1, %zmm3
	vmovupd	%zmm3, (%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm24
	vaddpd	%zmm24, %zmm3, %zmm1
	vaddpd	%zmm24, %zmm4, %zmm2
	vdivpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm2, 1600(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1664(%rsp)
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
	vmovupd	%zmm3, 1168(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2736(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2096(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2608(%rsp)
	vpaddq	%zmm12, %zmm11, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm30
	vaddpd	%zmm24, %zmm30, %zmm1
	vdivpd	%zmm1, %zmm30, %zmm1
	vmovupd	%zmm1, 1536(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2544(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2032(%rsp)
	vpaddq	%zmm12, %zmm18, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm18
	vaddpd	%zmm24, %zmm18, %zmm1
	vdivpd	%zmm1, %zmm18, %zmm1
	vmovupd	%zmm1, 2160(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1968(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1472(%rsp)
	vpaddq	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm23, %zmm0, %zmm20
	vaddpd	%zmm24, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 2672(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1344(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm31
	vpaddq	%zmm12, %zmm22, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm22
	vaddpd	%zmm24, %zmm22, %zmm1
	vdivpd	%zmm1, %zmm22, %zmm26
	vmulpd	%zmm26, %zmm26, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm21
	vaddpd	%zmm5, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm1, %zmm21
	vaddpd	%zmm6, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm1, %zmm21
	vmulpd	%zmm7, %zmm1, %zmm19
	vaddpd	%zmm8, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm1, %zmm19
	vaddpd	%zmm9, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm1, %zmm19
	vpaddq	%zmm12, %zmm25, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm25
	vaddpd	%zmm24, %zmm25, %zmm1
	vdivpd	%zmm1, %zmm25, %zmm15
	vmulpd	%zmm15, %zmm15, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm0
	vmulpd	%zmm4, %zmm0, %zmm17
	vaddpd	%zmm5, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm0, %zmm17
	vaddpd	%zmm6, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm0, %zmm17
	vmulpd	%zmm7, %zmm0, %zmm16
	vaddpd	%zmm8, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm0, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm0, %zmm10
	vpaddq	%zmm12, %zmm27, %zmm16
	vaddpd	%zmm23, %zmm16, %zmm27
	vaddpd	%zmm24, %zmm27, %zmm16
	vdivpd	%zmm16, %zmm27, %zmm16
	vmulpd	%zmm16, %zmm16, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm0, %zmm24
	vaddpd	%zmm5, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm24
	vaddpd	%zmm6, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm24
	vmulpd	%zmm7, %zmm0, %zmm23
	vaddpd	%zmm8, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vaddpd	%zmm9, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_25(%rip), %zmm6
	vaddpd	2736(%rsp), %zmm6, %zmm23
	vmulpd	%zmm23, %zmm29, %zmm23
	vaddpd	1168(%rsp), %zmm23, %zmm23
	vaddpd	2608(%rsp), %zmm6, %zmm29
	vmulpd	%zmm29, %zmm28, %zmm28
	vaddpd	2096(%rsp), %zmm28, %zmm28
	vaddpd	2032(%rsp), %zmm6, %zmm29
	vmulpd	%zmm29, %zmm14, %zmm9
	vaddpd	2544(%rsp), %zmm9, %zmm9
	vaddpd	1472(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm7
	vaddpd	1968(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm31, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm5
	vaddpd	1344(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm19, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm21, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm17, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm24, %zmm1
	vmovupd	144(%rsp), %zmm2
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm2, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm28, %zmm0, %zmm2
	vmulpd	1600(%rsp), %zmm2, %zmm13
	vmovupd	(%rsp), %zmm4
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm23, %zmm2, %zmm4
	vmulpd	1664(%rsp), %zmm4, %zmm14
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm18, %zmm4
	vmulpd	%zmm4, %zmm18, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	2160(%rsp), %zmm7, %zmm7
	vmovupd	%zmm30, 1408(%rsp)
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm30, %zmm17
	vmulpd	%zmm17, %zmm30, %zmm17
	vaddpd	%zmm9, %zmm17, %zmm9
	vmulpd	1536(%rsp), %zmm9, %zmm9
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm22, %zmm19
	vmulpd	%zmm19, %zmm22, %zmm19
	vaddpd	%zmm3, %zmm19, %zmm3
	vmulpd	%zmm3, %zmm26, %zmm3
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2672(%rsp), %zmm5, %zmm5
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm27, %zmm21
	vmulpd	%zmm21, %zmm27, %zmm21
	vaddpd	%zmm1, %zmm21, %zmm1
	vmulpd	%zmm1, %zmm16, %zmm1
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm25, %zmm16
	vmulpd	%zmm16, %zmm25, %zmm16
	vaddpd	%zmm11, %zmm16, %zmm11
	vmulpd	%zmm11, %zmm15, %zmm6
	vpsrlq	$20, 1728(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm12
	vpaddq	%zmm12, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm10
	vmulpd	%zmm10, %zmm11, %zmm23
	vaddpd	%zmm13, %zmm23, %zmm13
	vpsrlq	$20, 1792(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm10, %zmm23, %zmm24
	vaddpd	%zmm14, %zmm24, %zmm14
	vpsrlq	$20, 1856(%rsp), %zmm24
	vpaddq	%zmm12, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm10, %zmm24, %zmm26
	vaddpd	%zmm7, %zmm26, %zmm7
	vpsrlq	$20, 2352(%rsp), %zmm26
	vpaddq	%zmm12, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm10, %zmm26, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1280(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm10, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 976(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm10, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 1040(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm10, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 1104(%rsp), %zmm31
	vpaddq	%zmm12, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm10, %zmm31, %zmm12
	vaddpd	%zmm6, %zmm12, %zmm6
	vsubpd	%zmm0, %zmm13, %zmm0
	vsubpd	%zmm2, %zmm14, %zmm2
	vsubpd	%zmm4, %zmm7, %zmm4
	vsubpd	%zmm17, %zmm9, %zmm7
	vsubpd	%zmm19, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm21, %zmm1, %zmm1
	vsubpd	%zmm16, %zmm6, %zmm6
	vaddpd	(%rsp), %zmm2, %zmm2
	vaddpd	144(%rsp), %zmm0, %zmm0
	vaddpd	1408(%rsp), %zmm7, %zmm7
	vaddpd	%zmm4, %zmm18, %zmm4
	vaddpd	%zmm5, %zmm20, %zmm5
	vaddpd	%zmm3, %zmm22, %zmm3
	vaddpd	%zmm6, %zmm25, %zmm6
	vaddpd	%zmm1, %zmm27, %zmm1
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vmulpd	%zmm9, %zmm23, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm9, %zmm11, %zmm8
	vbroadcastsd	.LCPI0_10(%rip), %zmm11
	vaddpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm9, %zmm26, %zmm8
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
	vmulpd	208(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	352(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	608(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	416(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	480(%rsp), %zmm3, %zmm3
	vmulpd	672(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	800(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	736(%rsp), %zmm6, %zmm6
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
	movq	-120(%rsp), %rbp
	cmpq	-48(%rsp), %rbp
	movq	-128(%rsp), %rsi
	vxorpd	%xmm27, %xmm27, %xmm27
	vxorpd	%xmm29, %xmm29, %xmm29
	movq	-80(%rsp), %r10
	vmovss	.LCPI0_72(%rip), %xmm19
	vmovss	.LCPI0_73(%rip), %xmm23
	vbroadcastss	.LCPI0_71(%rip), %zmm24
	vbroadcastss	.LCPI0_74(%rip), %zmm25
	vbroadcastss	.LCPI0_75(%rip), %zmm30
	vbroadcastss	.LCPI0_76(%rip), %zmm26
	vmovsd	.LCPI0_10(%rip), %xmm9
	vmovsd	.LCPI0_11(%rip), %xmm10
	vmovsd	.LCPI0_17(%rip), %xmm12
	vmovsd	.LCPI0_18(%rip), %xmm13
	vmovsd	.LCPI0_22(%rip), %xmm6
	vmovsd	.LCPI0_23(%rip), %xmm8
	vmovddup	.LCPI0_19(%rip), %xmm16
	vmovapd	.LCPI0_58(%rip), %xmm17
	vmovapd	.LCPI0_59(%rip), %xmm18
	vmovsd	.LCPI0_26(%rip), %xmm20
	vmovsd	.LCPI0_27(%rip), %xmm21
	vmovsd	.LCPI0_29(%rip), %xmm7
	vmovsd	.LCPI0_30(%rip), %xmm28
	vmovsd	.LCPI0_31(%rip), %xmm31
	vmovsd	.LCPI0_44(%rip), %xmm22
	vmovsd	.LCPI0_50(%rip), %xmm4
	je	.LBB0_39
	movq	-48(%rsp), %rax
	testb	$56, %bpl
	je	.LBB0_37
	movq	4976(%rsp), %rcx
	movq	576(%rsp), %rdx
	vbroadcastsd	.LCPI0_11(%rip), %zmm12
	vpbroadcastq	.LCPI0_12(%rip), %zmm28
	vpbroadcastq	.LCPI0_13(%rip), %zmm31
	vbroadcastsd	.LCPI0_35(%rip), %zmm14
	vbroadcastsd	.LCPI0_36(%rip), %zmm15
	vpbroadcastq	.LCPI0_37(%rip), %zmm16
	vbroadcastsd	.LCPI0_38(%rip), %zmm17
	vbroadcastsd	.LCPI0_39(%rip), %zmm18
	vbroadcastsd	.LCPI0_40(%rip), %zmm20
	vbroadcastsd	.LCPI0_42(%rip), %zmm21
	vbroadcastsd	.LCPI0_43(%rip), %zmm22
	vbroadcastsd	.LCPI0_44(%rip), %zmm10
	vbroadcastsd	.LCPI0_51(%rip), %zmm13
	.p2align	4
.LBB0_35:
	vcvtudq2pd	(%rcx,%r11), %zmm0
	vaddpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm12, %zmm0, %zmm0
	vcvtudq2pd	(%rcx), %zmm1
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm12, %zmm1, %zmm1
	vpsrlq	$32, %zmm0, %zmm2
	vpaddq	%zmm28, %zmm2, %zmm2
	vpsrlq	$20, %zmm2, %zmm3
	vpaddq	%zmm31, %zmm3, %zmm3
	vpsllq	$32, %zmm2, %zmm2
	vpandq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm2
	vpternlogq	$248, .LCPI0_15(%rip){1to8}, %zmm0, %zmm2
	vpaddq	.LCPI0_16(%rip){1to8}, %zmm2, %zmm0
	vaddpd	.LCPI0_17(%rip){1to8}, %zmm0, %zmm0
	vaddpd	.LCPI0_18(%rip){1to8}, %zmm0, %zmm2
	vdivpd	%zmm2, %zmm0, %zmm2
	vmulpd	%zmm11, %zmm0, %zmm4
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
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm1, %zmm3
	vmulpd	.LCPI0_55(%rip){1to8}, %zmm3, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm4
	vmulpd	.LCPI0_34(%rip){1to8}, %zmm3, %zmm5
	vmulpd	%zmm14, %zmm3, %zmm6
	vsubpd	%zmm6, %zmm4, %zmm7
	vmulpd	%zmm15, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm4, %zmm8
	vsubpd	%zmm6, %zmm8, %zmm6
	vsubpd	%zmm5, %zmm4, %zmm8
	vpsrlq	$52, %zmm2, %zmm2
	vpandq	%zmm16, %zmm2, %zmm2
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm16, %zmm8, %zmm8
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm2, %k1
	vmovapd	%zmm7, %zmm4 {%k1}
	vsubpd	%zmm6, %zmm3, %zmm5 {%k1}
	vsubpd	%zmm5, %zmm4, %zmm2
	vsubpd	%zmm2, %zmm4, %zmm3
	vsubpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm2, %zmm2, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm17, %zmm4, %zmm6
	vaddpd	%zmm18, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	%zmm20, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	.LCPI0_56(%rip){1to8}, %zmm4, %zmm7
	vaddpd	%zmm21, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm22, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm11, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm10, %zmm8
	vsubpd	%zmm8, %zmm10, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm9
	vsubpd	%zmm9, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	.LCPI0_45(%rip){1to8}, %zmm4, %zmm7
	vaddpd	.LCPI0_46(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	.LCPI0_47(%rip){1to8}, %zmm7, %zmm7
	vmulpd	.LCPI0_48(%rip){1to8}, %zmm4, %zmm8
	vaddpd	.LCPI0_49(%rip){1to8}, %zmm8, %zmm8
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm2, %zmm7
	vmulpd	%zmm11, %zmm3, %zmm8
	vmulpd	%zmm5, %zmm7, %zmm5
	vsubpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vsubpd	%zmm3, %zmm4, %zmm3
	vmulpd	.LCPI0_50(%rip){1to8}, %zmm7, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm2, %zmm2
	vptestnmq	.LCPI0_52(%rip){1to8}, %zmm1, %k1
	vptestnmq	.LCPI0_53(%rip){1to8}, %zmm1, %k2
	vxorpd	%zmm13, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm13, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	.LCPI0_28(%rip){1to8}, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovupd	%ymm0, (%rcx,%r11)
	addq	$32, %rcx
	addq	$-8, %rdx
	jne	.LBB0_35
	movq	288(%rsp), %rcx
	movq	%rcx, %rax
	cmpq	%rcx, %rbp
	vmovsd	.LCPI0_10(%rip), %xmm9
	vmovsd	.LCPI0_11(%rip), %xmm10
	vmovsd	.LCPI0_17(%rip), %xmm12
	vmovsd	.LCPI0_18(%rip), %xmm13
	vmovsd	.LCPI0_22(%rip), %xmm6
	vmovsd	.LCPI0_23(%rip), %xmm8
	vmovddup	.LCPI0_19(%rip), %xmm16
	vmovapd	.LCPI0_58(%rip), %xmm17
	vmovapd	.LCPI0_59(%rip), %xmm18
	vmovsd	.LCPI0_26(%rip), %xmm20
	vmovsd	.LCPI0_27(%rip), %xmm21
	vmovsd	.LCPI0_29(%rip), %xmm7
	vmovsd	.LCPI0_30(%rip), %xmm28
	vmovsd	.LCPI0_31(%rip), %xmm31
	vmovsd	.LCPI0_44(%rip), %xmm22
	vmovsd	.LCPI0_50(%rip), %xmm4
	je	.LBB0_39
.LBB0_37:
	movq	%rbp, %rcx
	subq	%rax, %rcx
	leaq	(%rsi,%rax,4), %rdx
	.p2align	4
.LBB0_38:
	vcvtusi2sdl	(%rdx,%r11), %xmm15, %xmm0
	vaddsd	%xmm0, %xmm9, %xmm0
	vmulsd	%xmm0, %xmm10, %xmm0
	vcvtusi2sdl	(%rdx), %xmm15, %xmm1
	vaddsd	%xmm1, %xmm9, %xmm1
	vmulsd	%xmm1, %xmm10, %xmm1
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
	vaddsd	%xmm0, %xmm12, %xmm0
	vmulsd	%xmm0, %xmm9, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm2
	vmovapd	%xmm13, %xmm14
	vaddsd	%xmm0, %xmm13, %xmm3
	vdivsd	%xmm3, %xmm0, %xmm3
	vmovapd	%xmm4, %xmm10
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm5
	vmovapd	%xmm6, %xmm15
	vmulsd	%xmm6, %xmm5, %xmm6
	vaddsd	%xmm6, %xmm8, %xmm6
	vunpcklpd	%xmm6, %xmm16, %xmm6
	vmovddup	%xmm5, %xmm5
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	%xmm17, %xmm6, %xmm6
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	%xmm18, %xmm6, %xmm6
	vunpcklpd	%xmm4, %xmm5, %xmm4
	vmulpd	%xmm6, %xmm4, %xmm4
	vshufpd	$1, %xmm4, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm4, %xmm4
	vcvtsi2sd	%rdi, %xmm11, %xmm5
	vaddsd	%xmm4, %xmm2, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vmulsd	%xmm20, %xmm5, %xmm4
	vaddsd	%xmm3, %xmm4, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm21, %xmm5, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm11
	vmulsd	%xmm7, %xmm1, %xmm1
	vmulsd	%xmm28, %xmm1, %xmm2
	vaddsd	%xmm31, %xmm2, %xmm2
	vmovq	%xmm2, %rax
	vaddsd	.LCPI0_32(%rip), %xmm2, %xmm2
	vmulsd	.LCPI0_55(%rip), %xmm2, %xmm3
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	.LCPI0_34(%rip), %xmm2, %xmm4
	vmulsd	.LCPI0_35(%rip), %xmm2, %xmm5
	vsubsd	%xmm5, %xmm3, %xmm6
	vmulsd	.LCPI0_36(%rip), %xmm2, %xmm2
	vmovapd	%xmm7, %xmm13
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
	vmulsd	%xmm3, %xmm9, %xmm6
	vsubsd	%xmm6, %xmm22, %xmm7
	vmovapd	%xmm31, %xmm0
	vmovapd	%xmm28, %xmm31
	vmovapd	%xmm21, %xmm28
	vmovapd	%xmm20, %xmm21
	vmovapd	%xmm18, %xmm20
	vmovapd	%xmm17, %xmm18
	vmovapd	%xmm16, %xmm17
	vmovapd	%xmm8, %xmm16
	vsubsd	%xmm7, %xmm22, %xmm8
	vsubsd	%xmm6, %xmm8, %xmm6
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
	vmovapd	%xmm16, %xmm8
	vmovapd	%xmm17, %xmm16
	vmovapd	%xmm18, %xmm17
	vmovapd	%xmm20, %xmm18
	vmovapd	%xmm21, %xmm20
	vmovapd	%xmm28, %xmm21
	vmovapd	%xmm31, %xmm28
	vmovapd	%xmm0, %xmm31
	vaddsd	%xmm5, %xmm6, %xmm5
	vaddsd	%xmm5, %xmm7, %xmm5
	vmulsd	.LCPI0_45(%rip), %xmm3, %xmm6
	vaddsd	.LCPI0_46(%rip), %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	.LCPI0_47(%rip), %xmm6, %xmm6
	vmulsd	.LCPI0_48(%rip), %xmm3, %xmm7
	vaddsd	.LCPI0_49(%rip), %xmm7, %xmm7
	vmulsd	%xmm4, %xmm3, %xmm4
	vmulsd	%xmm7, %xmm4, %xmm4
	vaddsd	%xmm6, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm1, %xmm6
	vmulsd	%xmm2, %xmm9, %xmm7
	vmulsd	%xmm4, %xmm6, %xmm4
	vsubsd	%xmm4, %xmm7, %xmm4
	vmovapd	%xmm13, %xmm7
	vmulsd	%xmm4, %xmm3, %xmm3
	vmovapd	%xmm10, %xmm4
	vsubsd	%xmm2, %xmm3, %xmm2
	vmulsd	%xmm6, %xmm10, %xmm3
	vmovapd	%xmm15, %xmm6
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
	vmovsd	.LCPI0_28(%rip), %xmm0
	vmulsd	%xmm0, %xmm11, %xmm0
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vmovsd	.LCPI0_11(%rip), %xmm10
	vmovapd	%xmm14, %xmm13
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%rdx,%r11)
	addq	$4, %rdx
	decq	%rcx
	jne	.LBB0_38
	.p2align	4
.LBB0_39:
	vxorpd	%xmm1, %xmm1, %xmm1
	movl	$1024, %ecx
	movq	%r10, %rsi
	xorl	%edi, %edi
	vxorpd	%xmm2, %xmm2, %xmm2
	vxorpd	%xmm5, %xmm5, %xmm5
	vxorpd	%xmm4, %xmm4, %xmm4
	vbroadcastss	.LCPI0_60(%rip), %zmm6
	vmovaps	%zmm6, %zmm3
	xorl	%r9d, %r9d
	vmovss	.LCPI0_60(%rip), %xmm0
	xorl	%edx, %edx
	vmovaps	64(%rsp), %xmm12
	vmovapd	.LCPI0_0(%rip), %zmm10
	vmovapd	.LCPI0_4(%rip), %zmm11
	vmovapd	.LCPI0_61(%rip), %zmm13
	vmovapd	.LCPI0_62(%rip), %zmm14
	vmovss	.LCPI0_65(%rip), %xmm16
	vmovss	.LCPI0_66(%rip), %xmm15
	vmovss	.LCPI0_67(%rip), %xmm18
	vmovss	.LCPI0_68(%rip), %xmm21
	vmovss	.LCPI0_69(%rip), %xmm17
	jmp	.LBB0_40
	.p2align	4
.LBB0_43:
	vmovss	.LCPI0_74(%rip), %xmm9
.LBB0_87:
	addq	$1024, %rcx
	addq	$-1024, %rdi
	addq	$4096, %rsi
	movq	%r8, %r9
	movq	-120(%rsp), %rbp
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
	vcmpunordps	%zmm27, %zmm8, %k2
	vcmpunordps	%zmm27, %zmm9, %k3
	vcmpordps	%zmm27, %zmm3, %k2 {%k2}
	vcmpordps	%zmm27, %zmm6, %k3 {%k3}
	korw	%k2, %k0, %k2
	korw	%k3, %k1, %k1
	vmovaps	%zmm8, %zmm3 {%k2}
	vmovaps	%zmm9, %zmm6 {%k1}
	vorpd	%zmm10, %zmm7, %zmm1 {%k2}
	kshiftrw	$8, %k2, %k2
	vorpd	%zmm11, %zmm7, %zmm2 {%k2}
	vorpd	%zmm13, %zmm7, %zmm5 {%k1}
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
	vmovss	.LCPI0_74(%rip), %xmm9
	.p2align	4
.LBB0_86:
	leaq	(%r9,%rax), %r11
	vmovss	(%rsi,%rax,4), %xmm7
	vucomiss	%xmm0, %xmm7
	seta	%bl
	vcmpordss	%xmm29, %xmm0, %k0
	vcmpunordss	%xmm29, %xmm7, %k1
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
	vcmpunordps	%zmm27, %zmm6, %k0
	vcmpordps	%zmm27, %zmm3, %k1
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
	vblendmps	%xmm2, %xmm3, %xmm11 {%k1}
	vpblendmq	%ymm4, %ymm1, %ymm1 {%k1}
	vshufpd	$1, %xmm11, %xmm11, %xmm2
	vextracti128	$1, %ymm1, %xmm3
	vcmpunordps	%xmm5, %xmm2, %k0
	vcmpordps	%xmm5, %xmm11, %k1
	vpcmpltuq	%xmm1, %xmm3, %k2
	vcmpltps	%xmm2, %xmm11, %k3
	vcmpeqps	%xmm11, %xmm2, %k4
	korw	%k2, %k1, %k1
	kandw	%k2, %k4, %k2
	korw	%k2, %k3, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k1
	vmovaps	%xmm2, %xmm11 {%k1}
	vpblendmq	%xmm3, %xmm1, %xmm1 {%k1}
	vmovq	%xmm1, %r10
	vmovshdup	%xmm11, %xmm2
	vpextrq	$1, %xmm1, %rax
	vucomiss	%xmm2, %xmm2
	setp	%cl
	kmovd	%ecx, %k0
	vucomiss	%xmm11, %xmm11
	setnp	%cl
	cmpq	%r10, %rax
	setb	%sil
	vucomiss	%xmm11, %xmm2
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
	vmovss	%xmm2, %xmm11, %xmm11 {%k1}
	cmovneq	%rax, %r10
	vucomiss	%xmm11, %xmm11
	setnp	%al
	movq	%r10, 208(%rsp)
	cmpq	%r10, %rdx
	setb	%cl
	vucomiss	%xmm11, %xmm0
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
	movl	%ecx, 352(%rsp)
	kmovd	%ecx, %k1
	vmovss	%xmm0, %xmm11, %xmm11 {%k1}
	vbroadcastss	%xmm11, %zmm0
	vpxor	%xmm1, %xmm1, %xmm1
	movl	$64, %r10d
	movq	-128(%rsp), %r14
	movq	%rbp, %r11
	movq	-80(%rsp), %rbx
	movq	%rbx, %rbp
	xorl	%r12d, %r12d
	xorl	%r15d, %r15d
	xorl	%eax, %eax
	vmovss	.LCPI0_71(%rip), %xmm8
	vmovss	.LCPI0_63(%rip), %xmm10
	vmovss	.LCPI0_64(%rip), %xmm13
	vmovss	.LCPI0_70(%rip), %xmm14
	vpbroadcastd	.LCPI0_77(%rip), %zmm28
	vpbroadcastd	.LCPI0_60(%rip), %zmm31
	jmp	.LBB0_89
	.p2align	4
.LBB0_84:
	addq	$64, %r10
	addq	$-64, %r15
	incq	%r12
	addq	$256, %rbp
	addq	$-256, %r14
	movq	-120(%rsp), %r11
	cmpq	%r11, %rax
	jae	.LBB0_44
.LBB0_89:
	movq	%rax, %r8
	cmpq	%r10, %r11
	movq	%r10, %rsi
	cmovbq	%r11, %rsi
	leaq	(%rsi,%r15), %rax
	movq	%rax, (%rsp)
	cmpq	$1, %rax
	movq	%rsi, %r9
	adcq	%r15, %r9
	leaq	64(%r8), %rax
	cmpq	%r11, %rax
	cmovbq	%rax, %r11
	cmpq	%r11, %r8
	vmovss	.LCPI0_75(%rip), %xmm22
	vmovss	.LCPI0_76(%rip), %xmm20
	jae	.LBB0_76
	movq	%r8, %rcx
	leaq	(%rsi,%r15), %rdi
	cmpq	$4, %rdi
	jb	.LBB0_224
	movq	%r12, %rcx
	shlq	$8, %rcx
	addq	3888(%rsp), %rcx
	movq	3952(%rsp), %rdi
	subq	%rcx, %rdi
	movq	%r8, %rcx
	cmpq	$64, %rdi
	jb	.LBB0_224
	leaq	(%rsi,%r15), %rbx
	cmpq	$16, %rbx
	jae	.LBB0_68
	xorl	%edi, %edi
	vbroadcastss	.LCPI0_63(%rip), %xmm20
	vbroadcastss	.LCPI0_64(%rip), %xmm22
	jmp	.LBB0_73
.LBB0_68:
	movq	%rsi, %r13
	andq	$-16, %r13
	addq	%r15, %r13
	movl	%esi, %ecx
	andl	$15, %ecx
	movq	%rbx, %rdi
	movq	%rcx, 144(%rsp)
	subq	%rcx, %rdi
	xorl	%ecx, %ecx
	movq	-128(%rsp), %rbx
	vbroadcastss	.LCPI0_63(%rip), %zmm10
	vbroadcastss	.LCPI0_64(%rip), %zmm12
	vbroadcastss	.LCPI0_65(%rip), %zmm13
	vbroadcastss	.LCPI0_66(%rip), %zmm14
	vbroadcastss	.LCPI0_67(%rip), %zmm15
	vbroadcastss	.LCPI0_68(%rip), %zmm16
	vbroadcastss	.LCPI0_69(%rip), %zmm17
	vbroadcastss	.LCPI0_70(%rip), %zmm18
	vbroadcastss	.LCPI0_72(%rip), %zmm20
	vbroadcastss	.LCPI0_73(%rip), %zmm21
	vpbroadcastd	.LCPI0_78(%rip), %zmm22
	.p2align	4
.LBB0_69:
	vmovups	(%rbp,%rcx,4), %zmm2
	vsubps	%zmm0, %zmm2, %zmm2
	vmaxps	%zmm2, %zmm10, %zmm3
	vminps	%zmm3, %zmm12, %zmm3
	vmulps	%zmm13, %zmm3, %zmm4
	vaddps	%zmm14, %zmm4, %zmm4
	vaddps	%zmm15, %zmm4, %zmm5
	vmulps	%zmm16, %zmm5, %zmm6
	vaddps	%zmm6, %zmm3, %zmm3
	vmulps	%zmm17, %zmm5, %zmm5
	vsubps	%zmm5, %zmm3, %zmm6
	vmulps	%zmm6, %zmm6, %zmm7
	vmulps	%zmm18, %zmm7, %zmm8
	vaddps	%zmm24, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm8
	vaddps	%zmm20, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm8
	vaddps	%zmm21, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm8
	vaddps	%zmm25, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm7
	vsubps	%zmm7, %zmm6, %zmm7
	vmulps	%zmm7, %zmm6, %zmm6
	vsubps	%zmm7, %zmm30, %zmm7
	vdivps	%zmm7, %zmm6, %zmm6
	vsubps	%zmm6, %zmm5, %zmm5
	vsubps	%zmm5, %zmm3, %zmm3
	vaddps	%zmm26, %zmm3, %zmm3
	vpaddd	%zmm28, %zmm4, %zmm5
	vpsrld	$1, %zmm5, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	vpslld	$23, %zmm4, %zmm4
	vpslld	$23, %zmm5, %zmm5
	vpaddd	%zmm31, %zmm5, %zmm5
	vmulps	%zmm5, %zmm3, %zmm3
	vpaddd	%zmm22, %zmm4, %zmm4
	vmulps	%zmm4, %zmm3, %zmm3
	vcmpunordps	%zmm27, %zmm2, %k1
	vbroadcastss	.LCPI0_79(%rip), %zmm3 {%k1}
	vmovups	%zmm3, (%rbx,%rcx,4)
	addq	$16, %rcx
	cmpq	%rcx, %r13
	jne	.LBB0_69
	movq	144(%rsp), %rcx
	testq	%rcx, %rcx
	movq	-80(%rsp), %rbx
	vmovss	.LCPI0_71(%rip), %xmm8
	vmovaps	64(%rsp), %xmm12
	vmovss	.LCPI0_63(%rip), %xmm10
	vmovss	.LCPI0_64(%rip), %xmm13
	vmovss	.LCPI0_65(%rip), %xmm16
	vmovss	.LCPI0_66(%rip), %xmm15
	vmovss	.LCPI0_67(%rip), %xmm18
	vmovss	.LCPI0_68(%rip), %xmm21
	vmovss	.LCPI0_69(%rip), %xmm17
	vmovss	.LCPI0_70(%rip), %xmm14
	je	.LBB0_76
	cmpl	$4, %ecx
	jb	.LBB0_223
	vbroadcastss	.LCPI0_63(%rip), %xmm20
	vbroadcastss	.LCPI0_64(%rip), %xmm22
	leaq	(%rsi,%r15), %rbx
.LBB0_73:
	movl	%esi, %ecx
	andl	$3, %ecx
	movq	%rbx, %r13
	subq	%rcx, %r13
	movl	%esi, %eax
	andl	$3, %eax
	movq	%rbx, %rcx
	movq	%rax, 144(%rsp)
	subq	%rax, %rcx
	addq	%r8, %rcx
	movq	-128(%rsp), %rbx
	vbroadcastss	.LCPI0_65(%rip), %xmm18
	vbroadcastss	.LCPI0_66(%rip), %xmm21
	vbroadcastss	.LCPI0_67(%rip), %xmm17
	vbroadcastss	.LCPI0_68(%rip), %xmm30
	vbroadcastss	.LCPI0_69(%rip), %xmm31
	vbroadcastss	.LCPI0_70(%rip), %xmm16
	vbroadcastss	.LCPI0_71(%rip), %xmm24
	vbroadcastss	.LCPI0_72(%rip), %xmm25
	vbroadcastss	.LCPI0_73(%rip), %xmm15
	vbroadcastss	.LCPI0_74(%rip), %xmm10
	vbroadcastss	.LCPI0_75(%rip), %xmm26
	vbroadcastss	.LCPI0_76(%rip), %xmm28
	vpbroadcastd	.LCPI0_77(%rip), %xmm12
	vpbroadcastd	.LCPI0_60(%rip), %xmm13
	vpbroadcastd	.LCPI0_78(%rip), %xmm14
	vxorps	%xmm19, %xmm19, %xmm19
	.p2align	4
.LBB0_74:
	vmovups	(%rbp,%rdi,4), %xmm2
	vsubps	%xmm0, %xmm2, %xmm2
	vmaxps	%xmm2, %xmm20, %xmm3
	vminps	%xmm3, %xmm22, %xmm3
	vmulps	%xmm18, %xmm3, %xmm4
	vaddps	%xmm21, %xmm4, %xmm4
	vaddps	%xmm17, %xmm4, %xmm5
	vmulps	%xmm30, %xmm5, %xmm6
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
	vsubps	%xmm7, %xmm26, %xmm7
	vdivps	%xmm7, %xmm6, %xmm6
	vsubps	%xmm6, %xmm5, %xmm5
	vsubps	%xmm5, %xmm3, %xmm3
	vaddps	%xmm28, %xmm3, %xmm3
	vpaddd	%xmm4, %xmm12, %xmm5
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
	cmpq	$0, 144(%rsp)
	movq	-80(%rsp), %rbx
	vmovss	.LCPI0_71(%rip), %xmm8
	vmovss	.LCPI0_75(%rip), %xmm22
	vmovss	.LCPI0_76(%rip), %xmm20
	vbroadcastss	.LCPI0_71(%rip), %zmm24
	vbroadcastss	.LCPI0_74(%rip), %zmm25
	vbroadcastss	.LCPI0_75(%rip), %zmm30
	vbroadcastss	.LCPI0_76(%rip), %zmm26
	vpbroadcastd	.LCPI0_77(%rip), %zmm28
	vpbroadcastd	.LCPI0_60(%rip), %zmm31
	vmovaps	64(%rsp), %xmm12
	vmovss	.LCPI0_63(%rip), %xmm10
	vmovss	.LCPI0_64(%rip), %xmm13
	vmovss	.LCPI0_65(%rip), %xmm16
	vmovss	.LCPI0_66(%rip), %xmm15
	vmovss	.LCPI0_67(%rip), %xmm18
	vmovss	.LCPI0_68(%rip), %xmm21
	vmovss	.LCPI0_69(%rip), %xmm17
	vmovss	.LCPI0_70(%rip), %xmm14
	vmovss	.LCPI0_72(%rip), %xmm19
	leaq	64(%r8), %rax
	je	.LBB0_76
	.p2align	4
.LBB0_224:
	vmovss	(%rbx,%rcx,4), %xmm2
	vsubss	%xmm11, %xmm2, %xmm2
	vmaxss	%xmm2, %xmm10, %xmm3
	vminss	%xmm3, %xmm13, %xmm3
	vmulss	%xmm16, %xmm3, %xmm4
	vaddss	%xmm4, %xmm15, %xmm4
	vaddss	%xmm18, %xmm4, %xmm5
	vmovd	%xmm4, %edi
	vmulss	%xmm21, %xmm5, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm17, %xmm5, %xmm4
	vsubss	%xmm4, %xmm3, %xmm5
	vmulss	%xmm5, %xmm5, %xmm6
	vmulss	%xmm6, %xmm14, %xmm7
	vaddss	%xmm7, %xmm8, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vaddss	%xmm19, %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vaddss	%xmm23, %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vaddss	%xmm7, %xmm9, %xmm7
	vmulss	%xmm7, %xmm6, %xmm6
	vsubss	%xmm6, %xmm5, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vsubss	%xmm6, %xmm22, %xmm6
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
	jne	.LBB0_224
.LBB0_76:
	cmpq	%r8, %r11
	je	.LBB0_84
	cmpq	$8, (%rsp)
	movq	-128(%rsp), %rdi
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
.LBB0_223:
	addq	%r8, %rdi
	movq	%rdi, %rcx
	vmovss	.LCPI0_75(%rip), %xmm22
	vmovss	.LCPI0_76(%rip), %xmm20
	jmp	.LBB0_224
	.p2align	4
.LBB0_44:
	cmpb	$0, 352(%rsp)
	movq	208(%rsp), %rax
	cmovneq	%rdx, %rax
	vcvtusi2ss	%rax, %xmm9, %xmm2
	vmovss	.LCPI0_76(%rip), %xmm0
	vdivss	%xmm1, %xmm0, %xmm1
	movl	-108(%rsp), %eax
	testl	%eax, %eax
	movq	120(%rsp), %rsi
	movq	584(%rsp), %rdi
	movl	$2143289344, %r8d
	je	.LBB0_55
	cmpb	$0, 296(%rsp)
	movq	328(%rsp), %r13
	movq	-120(%rsp), %rbp
	movl	$3449720151, %r15d
	movq	320(%rsp), %r14
	vmovss	.LCPI0_80(%rip), %xmm3
	je	.LBB0_47
	xorl	%eax, %eax
	movq	-80(%rsp), %r9
	vmovaps	%xmm23, %xmm7
	vmovaps	%xmm19, %xmm23
	vmovss	.LCPI0_71(%rip), %xmm19
	vmovss	.LCPI0_74(%rip), %xmm8
	vmovss	.LCPI0_75(%rip), %xmm22
	vmovss	.LCPI0_76(%rip), %xmm20
	vmovaps	%xmm2, %xmm30
	vmovaps	%xmm1, %xmm26
	.p2align	4
.LBB0_54:
	vmovss	(%r9,%rax,4), %xmm0
	vaddss	%xmm0, %xmm0, %xmm1
	vmulss	%xmm3, %xmm1, %xmm1
	vsubss	(%rdi,%rax,4), %xmm1, %xmm1
	vsubss	%xmm11, %xmm0, %xmm2
	vmovaps	%xmm12, %xmm25
	vmovaps	%xmm3, %xmm12
	vmaxss	%xmm2, %xmm10, %xmm3
	vminss	%xmm3, %xmm13, %xmm3
	vmulss	%xmm16, %xmm3, %xmm4
	vaddss	%xmm4, %xmm15, %xmm4
	vaddss	%xmm18, %xmm4, %xmm5
	vmovd	%xmm4, %ecx
	vmulss	%xmm21, %xmm5, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm17, %xmm5, %xmm4
	vsubss	%xmm4, %xmm3, %xmm5
	vmulss	%xmm5, %xmm5, %xmm6
	vmulss	%xmm6, %xmm14, %xmm9
	vaddss	%xmm19, %xmm9, %xmm9
	vmulss	%xmm6, %xmm9, %xmm9
	vaddss	%xmm23, %xmm9, %xmm9
	vmulss	%xmm6, %xmm9, %xmm9
	vaddss	%xmm7, %xmm9, %xmm9
	vmulss	%xmm6, %xmm9, %xmm9
	vaddss	%xmm8, %xmm9, %xmm9
	vmulss	%xmm6, %xmm9, %xmm6
	vsubss	%xmm6, %xmm5, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vsubss	%xmm6, %xmm22, %xmm6
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
	vcvtusi2ss	%rax, %xmm29, %xmm2
	vmulss	%xmm3, %xmm26, %xmm3
	vaddss	%xmm3, %xmm1, %xmm1
	vmovaps	%xmm12, %xmm3
	vmovaps	%xmm25, %xmm12
	vcmpeqss	%xmm30, %xmm2, %k1
	vmovss	.LCPI0_81(%rip), %xmm2 {%k1} {z}
	vaddss	%xmm1, %xmm2, %xmm1
	vmulss	%xmm1, %xmm25, %xmm1
	vsubss	%xmm1, %xmm0, %xmm0
	vmovaps	2480(%rsp), %xmm1
	vmulss	(%rsi,%rax,4), %xmm1, %xmm1
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
	cmpb	$0, 2832(%rsp)
	movq	328(%rsp), %r13
	movq	-120(%rsp), %rbp
	movl	$3449720151, %r15d
	movq	320(%rsp), %r14
	vmovss	.LCPI0_80(%rip), %xmm3
	je	.LBB0_58
	xorl	%eax, %eax
	movq	-80(%rsp), %r9
	vmovaps	%xmm23, %xmm7
	vmovaps	%xmm19, %xmm23
	vmovss	.LCPI0_71(%rip), %xmm19
	vmovss	.LCPI0_74(%rip), %xmm8
	vmovss	.LCPI0_75(%rip), %xmm22
	vmovss	.LCPI0_76(%rip), %xmm20
	vmovaps	%xmm2, %xmm30
	vmovaps	%xmm1, %xmm26
	.p2align	4
.LBB0_57:
	vmovss	(%r9,%rax,4), %xmm0
	vaddss	%xmm0, %xmm0, %xmm1
	vmulss	%xmm3, %xmm1, %xmm1
	vsubss	(%rdi,%rax,4), %xmm1, %xmm1
	vsubss	%xmm11, %xmm0, %xmm2
	vmovaps	%xmm12, %xmm25
	vmovaps	%xmm3, %xmm12
	vmaxss	%xmm2, %xmm10, %xmm3
	vminss	%xmm3, %xmm13, %xmm3
	vmulss	%xmm16, %xmm3, %xmm4
	vaddss	%xmm4, %xmm15, %xmm4
	vaddss	%xmm18, %xmm4, %xmm5
	vmovd	%xmm4, %ecx
	vmulss	%xmm21, %xmm5, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm17, %xmm5, %xmm4
	vsubss	%xmm4, %xmm3, %xmm5
	vmulss	%xmm5, %xmm5, %xmm6
	vmulss	%xmm6, %xmm14, %xmm9
	vaddss	%xmm19, %xmm9, %xmm9
	vmulss	%xmm6, %xmm9, %xmm9
	vaddss	%xmm23, %xmm9, %xmm9
	vmulss	%xmm6, %xmm9, %xmm9
	vaddss	%xmm7, %xmm9, %xmm9
	vmulss	%xmm6, %xmm9, %xmm9
	vaddss	%xmm8, %xmm9, %xmm9
	vmulss	%xmm6, %xmm9, %xmm6
	vsubss	%xmm6, %xmm5, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vsubss	%xmm6, %xmm22, %xmm6
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
	vmulss	%xmm3, %xmm26, %xmm2
	vmovaps	%xmm12, %xmm3
	vmovaps	%xmm25, %xmm12
	vaddss	%xmm2, %xmm1, %xmm1
	vcvtusi2ss	%rax, %xmm29, %xmm2
	vcmpeqss	%xmm30, %xmm2, %k1
	vmovss	.LCPI0_81(%rip), %xmm2 {%k1} {z}
	vaddss	%xmm1, %xmm2, %xmm1
	vmulss	%xmm1, %xmm25, %xmm1
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
	vbroadcastss	%xmm11, %zmm0
	vmovaps	%xmm1, 144(%rsp)
	vbroadcastss	%xmm1, %zmm1
	vmovaps	%xmm2, (%rsp)
	vbroadcastss	%xmm2, %zmm2
	vbroadcastss	2480(%rsp), %zmm3
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm4
	vmovdqa64	.LCPI0_4(%rip), %zmm5
	movq	-104(%rsp), %rcx
	movq	-80(%rsp), %r9
	vbroadcastss	.LCPI0_69(%rip), %zmm21
	vbroadcastss	.LCPI0_70(%rip), %zmm22
	vbroadcastss	.LCPI0_72(%rip), %zmm23
	vmovdqa64	%zmm31, %zmm17
	vmovdqa64	%zmm28, %zmm31
	vmovaps	%zmm26, %zmm28
	vmovaps	%zmm30, %zmm26
	vmovaps	%zmm25, %zmm30
	vbroadcastss	.LCPI0_73(%rip), %zmm25
	vpbroadcastd	.LCPI0_78(%rip), %zmm8
	vbroadcastss	.LCPI0_80(%rip), %zmm7
	vbroadcastss	.LCPI0_82(%rip), %zmm18
	vmovups	2864(%rsp), %zmm19
	vpbroadcastq	.LCPI0_1(%rip), %zmm20
	.p2align	4
.LBB0_48:
	vmovups	(%r9,%rax,4), %zmm6
	vsubps	%zmm0, %zmm6, %zmm9
	vbroadcastss	.LCPI0_63(%rip), %zmm10
	vmaxps	%zmm9, %zmm10, %zmm10
	vbroadcastss	.LCPI0_64(%rip), %zmm12
	vminps	%zmm10, %zmm12, %zmm10
	vmulps	.LCPI0_65(%rip){1to16}, %zmm10, %zmm12
	vaddps	.LCPI0_66(%rip){1to16}, %zmm12, %zmm12
	vaddps	.LCPI0_67(%rip){1to16}, %zmm12, %zmm13
	vmulps	.LCPI0_68(%rip){1to16}, %zmm13, %zmm14
	vaddps	%zmm14, %zmm10, %zmm10
	vmulps	%zmm21, %zmm13, %zmm13
	vsubps	%zmm13, %zmm10, %zmm14
	vmulps	%zmm14, %zmm14, %zmm15
	vmulps	%zmm22, %zmm15, %zmm16
	vaddps	%zmm24, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm16
	vaddps	%zmm23, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm16
	vaddps	%zmm25, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm16
	vaddps	%zmm30, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm15
	vsubps	%zmm15, %zmm14, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm15, %zmm26, %zmm15
	vdivps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm10, %zmm10
	vaddps	%zmm28, %zmm10, %zmm10
	vpaddd	%zmm31, %zmm12, %zmm13
	vpsrld	$1, %zmm13, %zmm13
	vpsubd	%zmm13, %zmm12, %zmm12
	vpslld	$23, %zmm13, %zmm13
	vpaddd	%zmm17, %zmm13, %zmm13
	vmulps	%zmm13, %zmm10, %zmm10
	vaddps	%zmm6, %zmm6, %zmm13
	vmulps	%zmm7, %zmm13, %zmm13
	vsubps	(%rdi,%rax,4), %zmm13, %zmm13
	vpslld	$23, %zmm12, %zmm12
	vpaddd	%zmm8, %zmm12, %zmm12
	vmulps	%zmm12, %zmm10, %zmm10
	vcmpunordps	%zmm27, %zmm9, %k1
	vbroadcastss	.LCPI0_79(%rip), %zmm10 {%k1}
	vmulps	%zmm10, %zmm1, %zmm9
	vaddps	%zmm9, %zmm13, %zmm9
	vcvtuqq2ps	%zmm4, %ymm10
	vcvtuqq2ps	%zmm5, %ymm12
	vinsertf64x4	$1, %ymm12, %zmm10, %zmm10
	vcmpeqps	%zmm10, %zmm2, %k1
	vbroadcastss	.LCPI0_81(%rip), %zmm10 {%k1} {z}
	vaddps	%zmm9, %zmm10, %zmm9
	vmulps	%zmm9, %zmm19, %zmm9
	vmulps	(%rsi,%rax,4), %zmm3, %zmm10
	vsubps	%zmm9, %zmm6, %zmm6
	vaddps	%zmm6, %zmm10, %zmm6
	vandps	%zmm18, %zmm6, %zmm9
	vpcmpgtd	%zmm8, %zmm9, %k1
	vpbroadcastd	.LCPI0_79(%rip), %zmm6 {%k1}
	vmovdqu64	%zmm6, (%r9,%rax,4)
	addq	$16, %rax
	vpaddq	%zmm20, %zmm4, %zmm4
	vpaddq	%zmm20, %zmm5, %zmm5
	cmpq	%rax, %rcx
	jne	.LBB0_48
	cmpq	%rcx, %rbp
	vmovss	.LCPI0_65(%rip), %xmm16
	vmovss	.LCPI0_66(%rip), %xmm15
	vmovss	.LCPI0_67(%rip), %xmm18
	vmovss	.LCPI0_68(%rip), %xmm21
	vmovss	.LCPI0_69(%rip), %xmm17
	vmovss	.LCPI0_70(%rip), %xmm14
	vmovss	.LCPI0_71(%rip), %xmm19
	vmovss	.LCPI0_72(%rip), %xmm23
	vmovss	.LCPI0_73(%rip), %xmm7
	vmovss	.LCPI0_74(%rip), %xmm8
	vmovss	.LCPI0_75(%rip), %xmm22
	vmovss	.LCPI0_76(%rip), %xmm20
	vmovss	.LCPI0_80(%rip), %xmm3
	vmovaps	64(%rsp), %xmm12
	vmovss	.LCPI0_63(%rip), %xmm10
	vmovss	.LCPI0_64(%rip), %xmm13
	vmovaps	(%rsp), %xmm30
	vmovaps	144(%rsp), %xmm26
	je	.LBB0_65
	movq	-104(%rsp), %rax
	testb	$12, %bpl
	je	.LBB0_54
	vbroadcastss	%xmm11, %xmm0
	vbroadcastss	%xmm26, %xmm1
	vbroadcastss	%xmm30, %xmm2
	vbroadcastss	2480(%rsp), %xmm3
	movq	-104(%rsp), %rax
	vmovdqu	2800(%rsp), %ymm4
	movq	88(%rsp), %rcx
	vbroadcastss	.LCPI0_63(%rip), %xmm25
	vbroadcastss	.LCPI0_64(%rip), %xmm26
	vbroadcastss	.LCPI0_65(%rip), %xmm28
	vbroadcastss	.LCPI0_66(%rip), %xmm30
	vbroadcastss	.LCPI0_68(%rip), %xmm31
	vpbroadcastd	.LCPI0_78(%rip), %xmm24
	vbroadcastss	.LCPI0_82(%rip), %xmm8
	vpbroadcastq	.LCPI0_83(%rip), %ymm19
	vmovups	2864(%rsp), %zmm18
	vxorps	%xmm20, %xmm20, %xmm20
	vbroadcastss	.LCPI0_74(%rip), %xmm17
	vbroadcastss	.LCPI0_73(%rip), %xmm21
	vbroadcastss	.LCPI0_75(%rip), %xmm22
	vbroadcastss	.LCPI0_76(%rip), %xmm16
	vpbroadcastd	.LCPI0_77(%rip), %xmm23
	vpbroadcastd	.LCPI0_60(%rip), %xmm7
	.p2align	4
.LBB0_52:
	vmovups	(%r9,%rax,4), %xmm5
	vsubps	%xmm0, %xmm5, %xmm6
	vmaxps	%xmm6, %xmm25, %xmm9
	vminps	%xmm9, %xmm26, %xmm9
	vmulps	%xmm28, %xmm9, %xmm10
	vaddps	%xmm30, %xmm10, %xmm10
	vaddps	.LCPI0_67(%rip){1to4}, %xmm10, %xmm12
	vmulps	%xmm31, %xmm12, %xmm13
	vaddps	%xmm13, %xmm9, %xmm9
	vmulps	.LCPI0_69(%rip){1to4}, %xmm12, %xmm12
	vsubps	%xmm12, %xmm9, %xmm13
	vmulps	%xmm13, %xmm13, %xmm14
	vmulps	.LCPI0_70(%rip){1to4}, %xmm14, %xmm15
	vaddps	.LCPI0_71(%rip){1to4}, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm15
	vaddps	.LCPI0_72(%rip){1to4}, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm15
	vaddps	%xmm21, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm15
	vaddps	%xmm17, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm14
	vsubps	%xmm14, %xmm13, %xmm14
	vmulps	%xmm14, %xmm13, %xmm13
	vsubps	%xmm14, %xmm22, %xmm14
	vdivps	%xmm14, %xmm13, %xmm13
	vsubps	%xmm13, %xmm12, %xmm12
	vsubps	%xmm12, %xmm9, %xmm9
	vaddps	%xmm16, %xmm9, %xmm9
	vpaddd	%xmm23, %xmm10, %xmm12
	vpsrld	$1, %xmm12, %xmm12
	vpsubd	%xmm12, %xmm10, %xmm10
	vpslld	$23, %xmm12, %xmm12
	vpaddd	%xmm7, %xmm12, %xmm12
	vmulps	%xmm12, %xmm9, %xmm9
	vpslld	$23, %xmm10, %xmm10
	vpaddd	%xmm24, %xmm10, %xmm10
	vmulps	%xmm10, %xmm9, %xmm9
	vcmpunordps	%xmm20, %xmm6, %k1
	vaddps	%xmm5, %xmm5, %xmm6
	vmulps	.LCPI0_80(%rip){1to4}, %xmm6, %xmm6
	vsubps	(%rdi,%rax,4), %xmm6, %xmm6
	vbroadcastss	.LCPI0_79(%rip), %xmm9 {%k1}
	vmulps	%xmm1, %xmm9, %xmm9
	vaddps	%xmm6, %xmm9, %xmm6
	vcvtuqq2ps	%ymm4, %xmm9
	vcmpeqps	%xmm9, %xmm2, %k1
	vbroadcastss	.LCPI0_81(%rip), %xmm9 {%k1} {z}
	vaddps	%xmm6, %xmm9, %xmm6
	vmulps	%xmm6, %xmm18, %xmm6
	vmulps	(%rsi,%rax,4), %xmm3, %xmm9
	vsubps	%xmm6, %xmm5, %xmm5
	vaddps	%xmm5, %xmm9, %xmm5
	vandps	%xmm5, %xmm8, %xmm6
	vpcmpgtd	%xmm24, %xmm6, %k1
	vpbroadcastd	.LCPI0_79(%rip), %xmm5 {%k1}
	vmovdqu	%xmm5, (%r9,%rax,4)
	addq	$4, %rax
	vpaddq	%ymm19, %ymm4, %ymm4
	cmpq	%rax, %rcx
	jne	.LBB0_52
	movq	%rcx, %rax
	cmpq	%rcx, %rbp
	vmovss	.LCPI0_66(%rip), %xmm15
	vmovss	.LCPI0_67(%rip), %xmm18
	vmovss	.LCPI0_68(%rip), %xmm21
	vmovss	.LCPI0_69(%rip), %xmm17
	vmovss	.LCPI0_70(%rip), %xmm14
	vmovss	.LCPI0_71(%rip), %xmm19
	vmovss	.LCPI0_72(%rip), %xmm23
	vmovss	.LCPI0_73(%rip), %xmm7
	vmovss	.LCPI0_74(%rip), %xmm8
	vmovss	.LCPI0_75(%rip), %xmm22
	vmovss	.LCPI0_76(%rip), %xmm20
	vbroadcastss	.LCPI0_71(%rip), %zmm24
	vmovss	.LCPI0_80(%rip), %xmm3
	vmovaps	64(%rsp), %xmm12
	vmovss	.LCPI0_63(%rip), %xmm10
	vmovss	.LCPI0_64(%rip), %xmm13
	vmovss	.LCPI0_65(%rip), %xmm16
	vmovaps	(%rsp), %xmm30
	vmovaps	144(%rsp), %xmm26
	jne	.LBB0_54
	jmp	.LBB0_65
.LBB0_58:
	vbroadcastss	%xmm11, %zmm0
	vmovaps	%xmm1, 144(%rsp)
	vbroadcastss	%xmm1, %zmm1
	vmovaps	%xmm2, (%rsp)
	vbroadcastss	%xmm2, %zmm2
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm3
	vmovdqa64	.LCPI0_4(%rip), %zmm4
	movq	-104(%rsp), %rcx
	movq	-80(%rsp), %r9
	vbroadcastss	.LCPI0_68(%rip), %zmm19
	vbroadcastss	.LCPI0_69(%rip), %zmm20
	vbroadcastss	.LCPI0_70(%rip), %zmm21
	vbroadcastss	.LCPI0_72(%rip), %zmm22
	vbroadcastss	.LCPI0_73(%rip), %zmm23
	vpbroadcastd	.LCPI0_78(%rip), %zmm7
	vbroadcastss	.LCPI0_80(%rip), %zmm8
	vbroadcastss	.LCPI0_82(%rip), %zmm16
	vmovups	2864(%rsp), %zmm17
	vpbroadcastq	.LCPI0_1(%rip), %zmm18
	.p2align	4
.LBB0_59:
	vmovups	(%r9,%rax,4), %zmm5
	vsubps	%zmm0, %zmm5, %zmm6
	vbroadcastss	.LCPI0_63(%rip), %zmm9
	vmaxps	%zmm6, %zmm9, %zmm9
	vbroadcastss	.LCPI0_64(%rip), %zmm10
	vminps	%zmm9, %zmm10, %zmm9
	vmulps	.LCPI0_65(%rip){1to16}, %zmm9, %zmm10
	vaddps	.LCPI0_66(%rip){1to16}, %zmm10, %zmm10
	vaddps	.LCPI0_67(%rip){1to16}, %zmm10, %zmm12
	vmulps	%zmm19, %zmm12, %zmm13
	vaddps	%zmm13, %zmm9, %zmm9
	vmulps	%zmm20, %zmm12, %zmm12
	vsubps	%zmm12, %zmm9, %zmm13
	vmulps	%zmm13, %zmm13, %zmm14
	vmulps	%zmm21, %zmm14, %zmm15
	vaddps	%zmm24, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm22, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm23, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm25, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm14, %zmm13, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm14, %zmm30, %zmm14
	vdivps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm12, %zmm12
	vsubps	%zmm12, %zmm9, %zmm9
	vaddps	%zmm26, %zmm9, %zmm9
	vpaddd	%zmm28, %zmm10, %zmm12
	vpsrld	$1, %zmm12, %zmm12
	vpsubd	%zmm12, %zmm10, %zmm10
	vpslld	$23, %zmm12, %zmm12
	vpaddd	%zmm31, %zmm12, %zmm12
	vmulps	%zmm12, %zmm9, %zmm9
	vaddps	%zmm5, %zmm5, %zmm12
	vmulps	%zmm8, %zmm12, %zmm12
	vsubps	(%rdi,%rax,4), %zmm12, %zmm12
	vpslld	$23, %zmm10, %zmm10
	vpaddd	%zmm7, %zmm10, %zmm10
	vmulps	%zmm10, %zmm9, %zmm9
	vcmpunordps	%zmm27, %zmm6, %k1
	vbroadcastss	.LCPI0_79(%rip), %zmm9 {%k1}
	vmulps	%zmm9, %zmm1, %zmm6
	vcvtuqq2ps	%zmm3, %ymm9
	vcvtuqq2ps	%zmm4, %ymm10
	vaddps	%zmm6, %zmm12, %zmm6
	vinsertf64x4	$1, %ymm10, %zmm9, %zmm9
	vcmpeqps	%zmm9, %zmm2, %k1
	vbroadcastss	.LCPI0_81(%rip), %zmm9 {%k1} {z}
	vaddps	%zmm6, %zmm9, %zmm6
	vmulps	%zmm6, %zmm17, %zmm6
	vsubps	%zmm6, %zmm5, %zmm5
	vandps	%zmm16, %zmm5, %zmm6
	vpcmpgtd	%zmm7, %zmm6, %k1
	vpbroadcastd	.LCPI0_79(%rip), %zmm5 {%k1}
	vmovdqu64	%zmm5, (%r9,%rax,4)
	addq	$16, %rax
	vpaddq	%zmm18, %zmm3, %zmm3
	vpaddq	%zmm18, %zmm4, %zmm4
	cmpq	%rax, %rcx
	jne	.LBB0_59
	cmpq	%rcx, %rbp
	vmovss	.LCPI0_66(%rip), %xmm15
	vmovss	.LCPI0_67(%rip), %xmm18
	vmovss	.LCPI0_68(%rip), %xmm21
	vmovss	.LCPI0_69(%rip), %xmm17
	vmovss	.LCPI0_70(%rip), %xmm14
	vmovss	.LCPI0_71(%rip), %xmm19
	vmovss	.LCPI0_72(%rip), %xmm23
	vmovss	.LCPI0_73(%rip), %xmm7
	vmovss	.LCPI0_74(%rip), %xmm8
	vmovss	.LCPI0_75(%rip), %xmm22
	vmovss	.LCPI0_76(%rip), %xmm20
	vmovss	.LCPI0_80(%rip), %xmm3
	vmovaps	64(%rsp), %xmm12
	vmovss	.LCPI0_63(%rip), %xmm10
	vmovss	.LCPI0_64(%rip), %xmm13
	vmovss	.LCPI0_65(%rip), %xmm16
	vmovaps	(%rsp), %xmm30
	vmovaps	144(%rsp), %xmm26
	je	.LBB0_65
	movq	-104(%rsp), %rax
	testb	$12, %bpl
	je	.LBB0_57
	vbroadcastss	%xmm11, %xmm0
	vbroadcastss	%xmm26, %xmm1
	vbroadcastss	%xmm30, %xmm2
	movq	-104(%rsp), %rax
	vmovdqu	2800(%rsp), %ymm3
	movq	88(%rsp), %rcx
	vbroadcastss	.LCPI0_63(%rip), %xmm25
	vbroadcastss	.LCPI0_64(%rip), %xmm26
	vbroadcastss	.LCPI0_65(%rip), %xmm28
	vbroadcastss	.LCPI0_66(%rip), %xmm30
	vbroadcastss	.LCPI0_67(%rip), %xmm31
	vpbroadcastd	.LCPI0_78(%rip), %xmm15
	vbroadcastss	.LCPI0_82(%rip), %xmm8
	vpbroadcastq	.LCPI0_83(%rip), %ymm19
	vmovups	2864(%rsp), %zmm18
	vxorps	%xmm20, %xmm20, %xmm20
	vbroadcastss	.LCPI0_74(%rip), %xmm17
	vbroadcastss	.LCPI0_73(%rip), %xmm21
	vbroadcastss	.LCPI0_75(%rip), %xmm22
	vbroadcastss	.LCPI0_76(%rip), %xmm16
	vpbroadcastd	.LCPI0_77(%rip), %xmm23
	vpbroadcastd	.LCPI0_60(%rip), %xmm7
	.p2align	4
.LBB0_63:
	vmovups	(%r9,%rax,4), %xmm4
	vsubps	%xmm0, %xmm4, %xmm5
	vmaxps	%xmm5, %xmm25, %xmm6
	vminps	%xmm6, %xmm26, %xmm6
	vmulps	%xmm28, %xmm6, %xmm9
	vaddps	%xmm30, %xmm9, %xmm9
	vaddps	%xmm31, %xmm9, %xmm10
	vmulps	.LCPI0_68(%rip){1to4}, %xmm10, %xmm12
	vaddps	%xmm6, %xmm12, %xmm6
	vmulps	.LCPI0_69(%rip){1to4}, %xmm10, %xmm10
	vsubps	%xmm10, %xmm6, %xmm12
	vmulps	%xmm12, %xmm12, %xmm13
	vmulps	.LCPI0_70(%rip){1to4}, %xmm13, %xmm14
	vaddps	.LCPI0_71(%rip){1to4}, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	.LCPI0_72(%rip){1to4}, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	%xmm21, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	%xmm17, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm13
	vsubps	%xmm13, %xmm12, %xmm13
	vmulps	%xmm13, %xmm12, %xmm12
	vsubps	%xmm13, %xmm22, %xmm13
	vdivps	%xmm13, %xmm12, %xmm12
	vsubps	%xmm12, %xmm10, %xmm10
	vsubps	%xmm10, %xmm6, %xmm6
	vaddps	%xmm16, %xmm6, %xmm6
	vpaddd	%xmm23, %xmm9, %xmm10
	vpsrld	$1, %xmm10, %xmm10
	vpsubd	%xmm10, %xmm9, %xmm9
	vpslld	$23, %xmm10, %xmm10
	vpaddd	%xmm7, %xmm10, %xmm10
	vmulps	%xmm6, %xmm10, %xmm6
	vpslld	$23, %xmm9, %xmm9
	vpaddd	%xmm15, %xmm9, %xmm9
	vmulps	%xmm6, %xmm9, %xmm6
	vcmpunordps	%xmm20, %xmm5, %k1
	vaddps	%xmm4, %xmm4, %xmm5
	vmulps	.LCPI0_80(%rip){1to4}, %xmm5, %xmm5
	vsubps	(%rdi,%rax,4), %xmm5, %xmm5
	vbroadcastss	.LCPI0_79(%rip), %xmm6 {%k1}
	vmulps	%xmm6, %xmm1, %xmm6
	vaddps	%xmm6, %xmm5, %xmm5
	vcvtuqq2ps	%ymm3, %xmm6
	vcmpeqps	%xmm6, %xmm2, %k1
	vbroadcastss	.LCPI0_81(%rip), %xmm6 {%k1} {z}
	vaddps	%xmm5, %xmm6, %xmm5
	vmulps	%xmm5, %xmm18, %xmm5
	vsubps	%xmm5, %xmm4, %xmm4
	vandps	%xmm4, %xmm8, %xmm5
	vpcmpgtd	%xmm15, %xmm5, %k1
	vpbroadcastd	.LCPI0_79(%rip), %xmm4 {%k1}
	vmovdqu	%xmm4, (%r9,%rax,4)
	addq	$4, %rax
	vpaddq	%ymm19, %ymm3, %ymm3
	cmpq	%rax, %rcx
	jne	.LBB0_63
	movq	%rcx, %rax
	cmpq	%rcx, %rbp
	vmovss	.LCPI0_67(%rip), %xmm18
	vmovss	.LCPI0_68(%rip), %xmm21
	vmovss	.LCPI0_69(%rip), %xmm17
	vmovss	.LCPI0_70(%rip), %xmm14
	vmovss	.LCPI0_71(%rip), %xmm19
	vmovss	.LCPI0_72(%rip), %xmm23
	vmovss	.LCPI0_73(%rip), %xmm7
	vmovss	.LCPI0_74(%rip), %xmm8
	vmovss	.LCPI0_75(%rip), %xmm22
	vmovss	.LCPI0_76(%rip), %xmm20
	vmovss	.LCPI0_80(%rip), %xmm3
	vmovaps	64(%rsp), %xmm12
	vmovss	.LCPI0_63(%rip), %xmm10
	vmovss	.LCPI0_64(%rip), %xmm13
	vmovss	.LCPI0_65(%rip), %xmm16
	vmovss	.LCPI0_66(%rip), %xmm15
	vmovaps	(%rsp), %xmm30
	vmovaps	144(%rsp), %xmm26
	jne	.LBB0_57
	jmp	.LBB0_65
.LBB0_19:
	vmovss	280(%rsp), %xmm2
	vmulss	-20(%rsp), %xmm2, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vcmpltss	%xmm0, %xmm29, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	vmovaps	%xmm0, 2480(%rsp)
	vmulss	-16(%rsp), %xmm2, %xmm2
	vmovss	%xmm2, 280(%rsp)
	jmp	.LBB0_20
.LBB0_67:
	addq	$136376, %rsp
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
