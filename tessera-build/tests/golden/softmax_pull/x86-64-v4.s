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
	subq	$1304, %rsp
	movq	(%rdi), %rax
	movq	%rax, -80(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, 312(%rsp)
	movq	24(%rdi), %r13
	movq	32(%rdi), %rcx
	movq	40(%rdi), %rbp
	vmovss	56(%rdi), %xmm1
	vmovss	60(%rdi), %xmm0
	vmovaps	%xmm0, 1904(%rsp)
	movq	48(%rdi), %rax
	movq	%rax, 80(%rsp)
	movl	64(%rdi), %r15d
	vmovss	72(%rdi), %xmm0
	vmovss	%xmm0, -32(%rsp)
	vmovss	76(%rdi), %xmm0
	vmovss	%xmm0, -20(%rsp)
	movl	68(%rdi), %eax
	movl	%eax, -24(%rsp)
	vmovss	80(%rdi), %xmm0
	vmovss	%xmm0, -28(%rsp)
	movq	88(%rdi), %rax
	movq	%rax, -56(%rsp)
	movq	96(%rdi), %rax
	movq	%rax, 880(%rsp)
	cmpq	$127, %rbp
	movq	%rcx, 568(%rsp)
	movq	%rbp, -128(%rsp)
	movl	%r15d, -60(%rsp)
	ja	.LBB0_13
	movq	%rcx, %rsi
	subq	%r13, %rsi
	jbe	.LBB0_65
	vmovaps	%xmm1, %xmm0
	movq	%rbp, %rdi
	shlq	$6, %rdi
	movl	$3449720151, %r8d
	movq	-56(%rsp), %rdx
	movq	%rdx, %rax
	shrq	$32, %rax
	leaq	(%rdx,%r8), %rcx
	addq	$-795284382, %rcx
	leaq	-305585874(%rax,%r8), %r9
	vpbroadcastq	%rcx, %zmm1
	vmovdqu64	%zmm1, 3088(%rsp)
	leaq	1013904242(%rdx), %rcx
	vpbroadcastq	%rcx, %zmm1
	leaq	1993301258(%rax), %rcx
	vpbroadcastq	%rcx, %zmm2
	vmovdqu64	%zmm2, 3024(%rsp)
	leaq	218619860(%rdx,%r8), %rcx
	vpbroadcastq	%rcx, %zmm2
	leaq	842468239(%rax), %rcx
	vpbroadcastq	%rcx, %zmm3
	leaq	2027808484(%rdx), %rcx
	vpbroadcastq	%rcx, %zmm4
	leaq	536882365(%rax,%r8), %rcx
	vpbroadcastq	%rcx, %zmm5
	leaq	387276957(%rdx), %rcx
	vpbroadcastq	%rcx, %zmm6
	leaq	-613950654(%rax,%r8), %rcx
	vpbroadcastq	%rcx, %zmm7
	leaq	-408007425(%rdx,%r8), %rcx
	vpbroadcastq	%rcx, %zmm8
	leaq	1684936478(%rax), %rcx
	vpbroadcastq	%rcx, %zmm9
	leaq	1401181199(%rdx), %rcx
	vpbroadcastq	%rcx, %zmm10
	leaq	(%rax,%r8), %rcx
	addq	$228517585, %rcx
	addq	$534103459, %rax
	vpbroadcastq	%rax, %zmm11
	leal	-1879881855(%rdx), %eax
	vpbroadcastq	%rbp, %zmm12
	vpbroadcastq	%rdx, %zmm13
	vpbroadcastq	%rcx, %zmm14
	movq	568(%rsp), %rcx
	vpbroadcastd	%eax, %zmm15
	vbroadcastss	%xmm0, %zmm0
	vmovups	%zmm0, 3856(%rsp)
	leaq	5592(%rsp), %rbx
	vpbroadcastq	.LCPI0_1(%rip), %zmm26
	vpbroadcastq	.LCPI0_6(%rip), %zmm19
	vmovdqu64	%zmm1, 3792(%rsp)
	vmovdqu64	%zmm2, 3728(%rsp)
	vmovdqu64	%zmm3, 3664(%rsp)
	vmovdqu64	%zmm4, 3600(%rsp)
	vmovdqu64	%zmm5, 3536(%rsp)
	vmovdqu64	%zmm6, 3472(%rsp)
	vmovdqu64	%zmm7, 3408(%rsp)
	vmovdqu64	%zmm8, 3344(%rsp)
	vmovdqu64	%zmm9, 3280(%rsp)
	vmovdqu64	%zmm10, 4368(%rsp)
	vmovdqu64	%zmm11, 4304(%rsp)
	vmovdqu64	%zmm12, 4240(%rsp)
	vmovdqu64	%zmm13, 4176(%rsp)
	vmovdqu64	%zmm14, 4112(%rsp)
	vmovdqu64	%zmm15, 4496(%rsp)
	jmp	.LBB0_5
	.p2align	4
.LBB0_133:
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rbp
.LBB0_134:
	cmpq	%r15, %rax
	cmovbq	%rax, %r14
	addq	%r13, %r14
	imulq	%rbp, %r14
	movq	%rdx, %rcx
	shlq	$8, %rcx
	addq	%rsp, %rcx
	addq	$5400, %rcx
	vmovss	(%rcx,%rax,4), %xmm0
	leaq	(%r10,%r14,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
.LBB0_135:
	addq	$64, %r13
	addq	$-64, %rsi
	movq	568(%rsp), %rcx
	cmpq	%rcx, %r13
	jae	.LBB0_65
.LBB0_5:
	cmpq	$64, %rsi
	movl	$64, %eax
	cmovbq	%rsi, %rax
	movq	%rax, 104(%rsp)
	movq	%rcx, %rax
	subq	%r13, %rax
	cmpq	$64, %rax
	movl	$64, %r15d
	cmovbq	%rax, %r15
	leaq	-1(%r15), %r14
	testq	%rbp, %rbp
	movq	-80(%rsp), %r10
	movq	312(%rsp), %r12
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
	vmovss	%xmm0, 5400(%rsp,%rcx,4)
	vmovss	(%r12,%rdx,4), %xmm0
	vmovss	%xmm0, 103704(%rsp,%rcx,4)
	leal	1(%rcx), %edx
	andl	$63, %edx
	cmpq	%rdx, %rax
	cmovbeq	%r14, %rdx
	addq	%r13, %rdx
	imulq	%rbp, %rdx
	addq	%r11, %rdx
	vmovss	(%r10,%rdx,4), %xmm0
	vmovss	%xmm0, 5404(%rsp,%rcx,4)
	vmovss	(%r12,%rdx,4), %xmm0
	vmovss	%xmm0, 103708(%rsp,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_7
.LBB0_8:
	cmpq	$0, 80(%rsp)
	movl	-60(%rsp), %r12d
	je	.LBB0_9
	vpbroadcastq	%r13, %zmm22
	xorl	%eax, %eax
	vmovss	-32(%rsp), %xmm0
	vmovss	%xmm0, 3216(%rsp)
	movq	-128(%rsp), %rbp
	vbroadcastsd	.LCPI0_10(%rip), %zmm0
	vmovdqu64	%zmm22, 4432(%rsp)
	jmp	.LBB0_93
	.p2align	4
.LBB0_119:
	vpbroadcastq	.LCPI0_1(%rip), %zmm26
	vpbroadcastq	.LCPI0_6(%rip), %zmm19
	vbroadcastsd	.LCPI0_10(%rip), %zmm0
.LBB0_103:
	vmovss	3216(%rsp), %xmm23
	vmulss	-20(%rsp), %xmm23, %xmm23
	vmovss	%xmm23, 3216(%rsp)
	incq	%rax
	cmpq	80(%rsp), %rax
	je	.LBB0_10
.LBB0_93:
	cmpl	$0, -24(%rsp)
	sete	%cl
	testl	%r12d, %r12d
	je	.LBB0_101
	testq	%rbp, %rbp
	je	.LBB0_103
	movq	880(%rsp), %rdx
	addq	%rax, %rdx
	movq	%rdx, %r11
	shrq	$32, %r11
	imulq	%r8, %r11
	vpbroadcastq	%r11, %zmm0
	shrq	$32, %r11
	xorl	-56(%rsp), %edx
	xorl	%r11d, %edx
	leaq	78811644(%r8), %r11
	imulq	%rdx, %r11
	vpbroadcastq	%r11, %zmm1
	shrq	$32, %r11
	xorq	%r9, %r11
	vpbroadcastq	%r11, %zmm23
	vmovdqu64	%zmm23, 1664(%rsp)
	vpxorq	3088(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1600(%rsp)
	vpxorq	3024(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 1536(%rsp)
	xorl	%edx, %edx
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vmovdqa64	.LCPI0_4(%rip), %zmm23
	.p2align	4
.LBB0_96:
	vmovdqu64	%zmm23, 240(%rsp)
	vmovdqu64	%zmm1, -16(%rsp)
	vpaddq	%zmm26, %zmm1, %zmm0
	vpaddq	%zmm26, %zmm23, %zmm1
	vpbroadcastq	.LCPI0_2(%rip), %zmm3
	vpaddq	-16(%rsp), %zmm3, %zmm2
	vpaddq	%zmm3, %zmm23, %zmm3
	vpbroadcastq	.LCPI0_3(%rip), %zmm5
	vpaddq	-16(%rsp), %zmm5, %zmm4
	vpaddq	%zmm5, %zmm23, %zmm5
	vpbroadcastq	.LCPI0_86(%rip), %zmm13
	vpandq	%zmm13, %zmm23, %zmm6
	vpandq	-16(%rsp), %zmm13, %zmm7
	vpandq	%zmm13, %zmm1, %zmm8
	vpandq	%zmm13, %zmm0, %zmm9
	vpandq	%zmm13, %zmm3, %zmm10
	vpandq	%zmm13, %zmm2, %zmm11
	vpandq	%zmm13, %zmm5, %zmm12
	vpandq	%zmm13, %zmm4, %zmm13
	vpsrlq	$6, %zmm23, %zmm14
	vpsrlq	$6, -16(%rsp), %zmm15
	vpsrlq	$6, %zmm1, %zmm1
	vpsrlq	$6, %zmm0, %zmm0
	vpsrlq	$6, %zmm3, %zmm3
	vpsrlq	$6, %zmm2, %zmm2
	vpsrlq	$6, %zmm5, %zmm5
	vpsrlq	$6, %zmm4, %zmm4
	vmovdqu64	4432(%rsp), %zmm17
	vpaddq	%zmm17, %zmm7, %zmm7
	vpaddq	%zmm17, %zmm6, %zmm6
	vpaddq	%zmm17, %zmm9, %zmm9
	vpaddq	%zmm17, %zmm8, %zmm8
	vpaddq	%zmm17, %zmm11, %zmm11
	vpaddq	%zmm17, %zmm10, %zmm10
	vmovdqu64	4240(%rsp), %zmm16
	vpmullq	%zmm16, %zmm6, %zmm6
	vpmullq	%zmm16, %zmm7, %zmm7
	vpmullq	%zmm16, %zmm8, %zmm8
	vpmullq	%zmm16, %zmm9, %zmm9
	vpaddq	%zmm17, %zmm13, %zmm13
	vpaddq	%zmm17, %zmm12, %zmm12
	vpmullq	%zmm16, %zmm10, %zmm10
	vpaddq	%zmm14, %zmm6, %zmm6
	vpaddq	%zmm15, %zmm7, %zmm7
	vpaddq	%zmm1, %zmm8, %zmm1
	vpmullq	%zmm16, %zmm11, %zmm8
	vpaddq	%zmm0, %zmm9, %zmm9
	vpaddq	%zmm3, %zmm10, %zmm3
	vpaddq	%zmm2, %zmm8, %zmm2
	vpmullq	%zmm16, %zmm12, %zmm0
	vpaddq	%zmm5, %zmm0, %zmm10
	vpmullq	%zmm16, %zmm13, %zmm0
	vpaddq	%zmm4, %zmm0, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm8
	vmovdqu64	4176(%rsp), %zmm11
	vpternlogq	$150, %zmm11, %zmm15, %zmm7
	vpternlogq	$150, %zmm11, %zmm17, %zmm6
	vpternlogq	$150, %zmm11, %zmm18, %zmm9
	vpternlogq	$150, %zmm11, %zmm14, %zmm1
	vpternlogq	$150, %zmm11, %zmm16, %zmm2
	vpternlogq	$150, %zmm11, %zmm0, %zmm3
	vpternlogq	$150, %zmm11, %zmm8, %zmm4
	vpternlogq	$150, %zmm11, %zmm5, %zmm10
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm4, %zmm11
	vpmuludq	%zmm19, %zmm7, %zmm21
	vpmuludq	%zmm19, %zmm6, %zmm20
	vpmuludq	%zmm19, %zmm9, %zmm7
	vpmuludq	%zmm19, %zmm1, %zmm6
	vpmuludq	%zmm19, %zmm2, %zmm4
	vpmuludq	%zmm19, %zmm3, %zmm3
	vpmuludq	%zmm19, %zmm11, %zmm2
	vpmuludq	%zmm19, %zmm10, %zmm13
	vpsrlq	$32, %zmm20, %zmm9
	vpsrlq	$32, %zmm21, %zmm10
	vpsrlq	$32, %zmm6, %zmm12
	vpsrlq	$32, %zmm7, %zmm19
	vpsrlq	$32, %zmm3, %zmm22
	vpsrlq	$32, %zmm4, %zmm23
	vpsrlq	$32, %zmm13, %zmm24
	vpsrlq	$32, %zmm2, %zmm25
	vmovdqu64	1600(%rsp), %zmm26
	vpxorq	%zmm26, %zmm10, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm28
	vmovdqu64	%zmm28, 432(%rsp)
	vpxorq	%zmm26, %zmm9, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm10
	vmovdqu64	%zmm10, 592(%rsp)
	vpxorq	%zmm26, %zmm19, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm11
	vmovdqu64	%zmm11, 720(%rsp)
	vpxorq	%zmm26, %zmm12, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm29
	vmovdqu64	%zmm29, 368(%rsp)
	vpxorq	%zmm26, %zmm23, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm1
	vpxorq	%zmm26, %zmm22, %zmm19
	vpxorq	%zmm26, %zmm25, %zmm22
	vpxorq	%zmm26, %zmm24, %zmm23
	vmovdqu64	1664(%rsp), %zmm24
	vpxorq	%zmm15, %zmm24, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm9
	vmovdqu64	%zmm9, 784(%rsp)
	vpxorq	%zmm17, %zmm24, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm31
	vpxorq	%zmm18, %zmm24, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm25
	vpxorq	%zmm14, %zmm24, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm26
	vpxorq	%zmm16, %zmm24, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm16
	vpxorq	%zmm0, %zmm24, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm0
	vmovdqu64	%zmm0, 176(%rsp)
	vpxorq	%zmm8, %zmm24, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm17
	vpxorq	%zmm5, %zmm24, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm5
	vmovdqu64	%zmm5, 112(%rsp)
	vpsrlq	$32, %zmm10, %zmm12
	vpsrlq	$32, %zmm28, %zmm10
	vpsrlq	$32, %zmm29, %zmm23
	vpsrlq	$32, %zmm31, %zmm8
	vpsrlq	$32, %zmm27, %zmm24
	vpsrlq	$32, %zmm26, %zmm28
	vpsrlq	$32, %zmm25, %zmm29
	vpsrlq	$32, %zmm11, %zmm30
	vmovdqu64	3792(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm21, %zmm24
	vpsrlq	$32, %zmm15, %zmm21
	vpternlogq	$150, %zmm0, %zmm20, %zmm8
	vpsrlq	$32, %zmm16, %zmm20
	vpternlogq	$150, %zmm0, %zmm7, %zmm29
	vpsrlq	$32, %zmm9, %zmm7
	vpternlogq	$150, %zmm0, %zmm6, %zmm28
	vpsrlq	$32, %zmm5, %zmm6
	vpternlogq	$150, %zmm0, %zmm4, %zmm20
	vpsrlq	$32, %zmm17, %zmm4
	vpternlogq	$150, %zmm0, %zmm3, %zmm21
	vpsrlq	$32, %zmm1, %zmm3
	vmovdqa64	%zmm1, %zmm9
	vpternlogq	$150, %zmm0, %zmm2, %zmm4
	vpternlogq	$150, %zmm0, %zmm13, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm8
	vmovdqu64	%zmm8, 656(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm18
	vmovdqu64	%zmm18, 496(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm2
	vpsrlq	$32, %zmm19, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm20
	vmovdqu64	1536(%rsp), %zmm0
	vpxorq	%zmm0, %zmm10, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm13
	vmovdqu64	%zmm13, 1088(%rsp)
	vpxorq	%zmm0, %zmm12, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm21
	vpxorq	%zmm0, %zmm30, %zmm4
	vpxorq	%zmm0, %zmm23, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm30
	vpxorq	%zmm0, %zmm3, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm3
	vmovdqu64	%zmm3, 1728(%rsp)
	vpxorq	%zmm0, %zmm7, %zmm4
	vpxorq	%zmm0, %zmm1, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm4
	vmovdqu64	%zmm4, 960(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 1024(%rsp)
	vpsrlq	$32, %zmm13, %zmm24
	vmovdqu64	3728(%rsp), %zmm23
	vpternlogq	$150, %zmm27, %zmm23, %zmm24
	vpsrlq	$32, %zmm21, %zmm28
	vpternlogq	$150, %zmm31, %zmm23, %zmm28
	vpsrlq	$32, %zmm29, %zmm31
	vpternlogq	$150, %zmm25, %zmm23, %zmm31
	vpsrlq	$32, %zmm30, %zmm27
	vpternlogq	$150, %zmm26, %zmm23, %zmm27
	vpsrlq	$32, %zmm3, %zmm26
	vpternlogq	$150, %zmm16, %zmm23, %zmm26
	vpsrlq	$32, %zmm4, %zmm16
	vpternlogq	$150, %zmm15, %zmm23, %zmm16
	vpsrlq	$32, %zmm1, %zmm25
	vpternlogq	$150, %zmm17, %zmm23, %zmm25
	vpsrlq	$32, %zmm8, %zmm7
	vmovdqu64	3664(%rsp), %zmm4
	vpternlogq	$150, 592(%rsp), %zmm4, %zmm7
	vpsrlq	$32, %zmm18, %zmm6
	vpternlogq	$150, 432(%rsp), %zmm4, %zmm6
	vpsrlq	$32, %zmm2, %zmm13
	vmovdqa64	%zmm2, %zmm8
	vpternlogq	$150, 368(%rsp), %zmm4, %zmm13
	vpsrlq	$32, %zmm11, %zmm12
	vpternlogq	$150, 720(%rsp), %zmm4, %zmm12
	vpsrlq	$32, %zmm14, %zmm1
	vpternlogq	$150, 784(%rsp), %zmm4, %zmm1
	vpsrlq	$32, %zmm22, %zmm10
	vpternlogq	$150, %zmm4, %zmm9, %zmm10
	vpsrlq	$32, %zmm20, %zmm9
	vmovdqa64	%zmm20, %zmm18
	vpternlogq	$150, %zmm4, %zmm19, %zmm9
	vpsrlq	$32, %zmm5, %zmm20
	vmovdqa64	%zmm5, %zmm3
	vmovdqu64	176(%rsp), %zmm2
	vpternlogq	$150, %zmm4, %zmm2, %zmm20
	vpsrlq	$32, %zmm2, %zmm4
	vpxorq	%zmm0, %zmm4, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm0
	vmovdqu64	%zmm0, 784(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, 112(%rsp), %zmm23, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm15
	vpsrlq	$32, %zmm15, %zmm6
	vmovdqu64	3600(%rsp), %zmm19
	vpternlogq	$150, 1088(%rsp), %zmm19, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm23
	vpsrlq	$32, %zmm23, %zmm5
	vpternlogq	$150, %zmm19, %zmm21, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm0
	vmovdqu64	%zmm0, 720(%rsp)
	vpsrlq	$32, %zmm0, %zmm12
	vpternlogq	$150, %zmm19, %zmm29, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm0
	vmovdqu64	%zmm0, 592(%rsp)
	vpsrlq	$32, %zmm0, %zmm29
	vpternlogq	$150, %zmm19, %zmm30, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm0
	vmovdqu64	%zmm0, 432(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vpternlogq	$150, 1728(%rsp), %zmm19, %zmm2
	vmovdqu64	%zmm2, 368(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 1088(%rsp)
	vpsrlq	$32, %zmm0, %zmm7
	vpternlogq	$150, 960(%rsp), %zmm19, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm0
	vmovdqu64	%zmm0, 960(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vpternlogq	$150, 1024(%rsp), %zmm19, %zmm1
	vmovdqu64	%zmm1, 176(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm9
	vpsrlq	$32, %zmm9, %zmm1
	vmovdqu64	3536(%rsp), %zmm4
	vpternlogq	$150, 656(%rsp), %zmm4, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm10
	vpsrlq	$32, %zmm10, %zmm0
	vpternlogq	$150, 496(%rsp), %zmm4, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm28
	vpsrlq	$32, %zmm28, %zmm2
	vpternlogq	$150, %zmm8, %zmm4, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm21
	vpsrlq	$32, %zmm21, %zmm8
	vpternlogq	$150, %zmm11, %zmm4, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm27
	vpsrlq	$32, %zmm27, %zmm13
	vpternlogq	$150, %zmm14, %zmm4, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm30
	vpsrlq	$32, %zmm30, %zmm14
	vpternlogq	$150, %zmm22, %zmm4, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm11
	vmovdqu64	%zmm11, 656(%rsp)
	vpsrlq	$32, %zmm11, %zmm24
	vpternlogq	$150, %zmm3, %zmm4, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm26
	vpsrlq	$32, %zmm26, %zmm25
	vpternlogq	$150, %zmm18, %zmm4, %zmm25
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm22
	vpsrlq	$32, %zmm22, %zmm4
	vpternlogq	$150, 784(%rsp), %zmm19, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm31
	vpsrlq	$32, %zmm31, %zmm3
	vmovdqu64	3472(%rsp), %zmm0
	vpternlogq	$150, %zmm15, %zmm0, %zmm3
	vmovdqu64	%zmm3, 112(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 1024(%rsp)
	vpsrlq	$32, %zmm1, %zmm16
	vpternlogq	$150, %zmm23, %zmm0, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm1
	vmovdqu64	%zmm1, 496(%rsp)
	vpsrlq	$32, %zmm1, %zmm5
	vmovdqu64	3408(%rsp), %zmm17
	vpternlogq	$150, %zmm17, %zmm9, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm15
	vpternlogq	$150, 720(%rsp), %zmm0, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm1
	vmovdqu64	%zmm1, 720(%rsp)
	vpsrlq	$32, %zmm1, %zmm6
	vpternlogq	$150, %zmm17, %zmm10, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm9
	vpsrlq	$32, %zmm9, %zmm18
	vpternlogq	$150, 592(%rsp), %zmm0, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm19
	vpsrlq	$32, %zmm19, %zmm29
	vpternlogq	$150, %zmm17, %zmm28, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm28
	vpsrlq	$32, %zmm28, %zmm11
	vpternlogq	$150, 432(%rsp), %zmm0, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm1
	vmovdqu64	%zmm1, 432(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm17, %zmm21, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm12
	vpsrlq	$32, %zmm12, %zmm23
	vpternlogq	$150, 1088(%rsp), %zmm0, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm13
	vpsrlq	$32, %zmm13, %zmm2
	vpternlogq	$150, %zmm17, %zmm27, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm25, %zmm7
	vpsrlq	$32, %zmm7, %zmm14
	vpternlogq	$150, 960(%rsp), %zmm0, %zmm14
	vmovdqu64	368(%rsp), %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm25
	vpsrlq	$32, %zmm25, %zmm10
	vpternlogq	$150, %zmm17, %zmm30, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm24, %zmm30
	vpsrlq	$32, %zmm30, %zmm3
	vpternlogq	$150, %zmm22, %zmm0, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm20
	vpsrlq	$32, %zmm20, %zmm22
	vpternlogq	$150, 656(%rsp), %zmm17, %zmm22
	vmovdqu64	176(%rsp), %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm21
	vpsrlq	$32, %zmm21, %zmm4
	vpternlogq	$150, %zmm17, %zmm26, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm0
	vmovdqu64	%zmm0, 368(%rsp)
	vpsrlq	$32, %zmm0, %zmm6
	vmovdqu64	3344(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm31, %zmm6
	vmovdqu64	%zmm6, 592(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm17
	vpsrlq	$32, %zmm17, %zmm31
	vpternlogq	$150, 1024(%rsp), %zmm0, %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm27
	vpsrlq	$32, %zmm27, %zmm5
	vpternlogq	$150, %zmm0, %zmm8, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm29, %zmm26
	vpsrlq	$32, %zmm26, %zmm8
	vpternlogq	$150, %zmm0, %zmm9, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm1
	vmovdqu64	%zmm1, 656(%rsp)
	vpsrlq	$32, %zmm1, %zmm9
	vpternlogq	$150, %zmm0, %zmm28, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm24
	vpsrlq	$32, %zmm24, %zmm10
	vpternlogq	$150, %zmm0, %zmm12, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm12
	vpternlogq	$150, %zmm0, %zmm7, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm1
	vmovdqu64	%zmm1, 176(%rsp)
	vpsrlq	$32, %zmm1, %zmm6
	vmovdqu64	3280(%rsp), %zmm2
	vpternlogq	$150, 496(%rsp), %zmm2, %zmm6
	vmovdqu64	112(%rsp), %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 112(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 720(%rsp), %zmm2, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm29
	vpsrlq	$32, %zmm29, %zmm18
	vpternlogq	$150, %zmm19, %zmm2, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm28
	vpsrlq	$32, %zmm28, %zmm15
	vpternlogq	$150, 432(%rsp), %zmm2, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm7
	vpsrlq	$32, %zmm7, %zmm19
	vpternlogq	$150, %zmm13, %zmm2, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm13
	vpternlogq	$150, %zmm25, %zmm2, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm16
	vpsrlq	$32, %zmm16, %zmm25
	vpternlogq	$150, %zmm20, %zmm2, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm14
	vpsrlq	$32, %zmm14, %zmm23
	vpternlogq	$150, %zmm21, %zmm2, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm2
	vpsrlq	$32, %zmm2, %zmm3
	vpternlogq	$150, %zmm0, %zmm30, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vmovdqu64	4368(%rsp), %zmm30
	vpternlogq	$150, 368(%rsp), %zmm30, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm21
	vpternlogq	$150, %zmm17, %zmm30, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm0
	vpsrlq	$32, %zmm0, %zmm6
	vpternlogq	$150, %zmm27, %zmm30, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm0
	vpsrlq	$32, %zmm0, %zmm18
	vpternlogq	$150, %zmm26, %zmm30, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm0
	vpsrlq	$32, %zmm0, %zmm13
	vpternlogq	$150, 656(%rsp), %zmm30, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm0
	vpsrlq	$32, %zmm0, %zmm20
	vpternlogq	$150, %zmm24, %zmm30, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm0
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, %zmm4, %zmm30, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm26
	vmovdqu64	592(%rsp), %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm25, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm9
	vpsrlq	$32, %zmm0, %zmm12
	vpternlogq	$150, %zmm2, %zmm30, %zmm12
	vpsrlq	$32, %zmm26, %zmm0
	vmovdqu64	4304(%rsp), %zmm25
	vpternlogq	$150, 176(%rsp), %zmm25, %zmm0
	vpsrlq	$32, %zmm24, %zmm2
	vpternlogq	$150, 112(%rsp), %zmm25, %zmm2
	vpsrlq	$32, %zmm23, %zmm3
	vpternlogq	$150, %zmm25, %zmm29, %zmm3
	vpsrlq	$32, %zmm19, %zmm4
	vpternlogq	$150, %zmm25, %zmm28, %zmm4
	vpsrlq	$32, %zmm15, %zmm5
	vpternlogq	$150, %zmm25, %zmm7, %zmm5
	vpsrlq	$32, %zmm10, %zmm7
	vpternlogq	$150, %zmm25, %zmm11, %zmm7
	vpsrlq	$32, %zmm8, %zmm11
	vpternlogq	$150, %zmm25, %zmm16, %zmm11
	vpbroadcastq	.LCPI0_5(%rip), %zmm17
	vpsrlq	$32, %zmm9, %zmm16
	vpternlogq	$150, %zmm25, %zmm14, %zmm16
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm2, %zmm0
	vpmovqd	%zmm4, %ymm2
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm2, %zmm2
	vpmovqd	%zmm7, %ymm3
	vpmovqd	%zmm5, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpmovqd	%zmm16, %ymm4
	vpmovqd	%zmm11, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpmuludq	%zmm17, %zmm21, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vmovdqu64	4112(%rsp), %zmm16
	vpternlogq	$150, %zmm26, %zmm16, %zmm5
	vpbroadcastq	.LCPI0_1(%rip), %zmm26
	vpmuludq	%zmm17, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm24, %zmm16, %zmm1
	vpmuludq	%zmm17, %zmm18, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm23, %zmm16, %zmm7
	vmovdqu64	240(%rsp), %zmm23
	vpmuludq	%zmm17, %zmm6, %zmm6
	vpmuludq	%zmm17, %zmm20, %zmm11
	vpmuludq	%zmm17, %zmm13, %zmm13
	vpmuludq	%zmm17, %zmm12, %zmm12
	vpmuludq	%zmm17, %zmm22, %zmm14
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm19, %zmm16, %zmm6
	vpbroadcastq	.LCPI0_6(%rip), %zmm19
	vpternlogq	$150, %zmm15, %zmm16, %zmm11
	vpternlogq	$150, %zmm10, %zmm16, %zmm13
	vpternlogq	$150, %zmm8, %zmm16, %zmm12
	vpternlogq	$150, %zmm9, %zmm16, %zmm14
	vpmuludq	%zmm19, %zmm1, %zmm1
	vpmuludq	%zmm19, %zmm5, %zmm5
	vpmuludq	%zmm19, %zmm6, %zmm6
	vpmuludq	%zmm19, %zmm7, %zmm7
	vpmuludq	%zmm19, %zmm13, %zmm8
	vpmuludq	%zmm19, %zmm11, %zmm9
	vpmuludq	%zmm19, %zmm14, %zmm10
	vpmuludq	%zmm19, %zmm12, %zmm11
	vpsrlq	$32, %zmm5, %zmm12
	vpsrlq	$32, %zmm1, %zmm13
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
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm1, %zmm1
	vpmovqd	%zmm6, %ymm5
	vpmovqd	%zmm7, %ymm6
	vinserti64x4	$1, %ymm6, %zmm5, %zmm5
	vpmovqd	%zmm8, %ymm6
	vpmovqd	%zmm9, %ymm7
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vpmovqd	%zmm10, %ymm7
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_7(%rip), %zmm9
	vpmulld	%zmm9, %zmm0, %zmm0
	vmovdqu64	4496(%rsp), %zmm8
	vpternlogd	$150, %zmm0, %zmm8, %zmm12
	vpmulld	%zmm9, %zmm2, %zmm0
	vpternlogd	$150, %zmm0, %zmm8, %zmm14
	vpmulld	%zmm9, %zmm3, %zmm0
	vpternlogd	$150, %zmm0, %zmm8, %zmm13
	vpmulld	%zmm9, %zmm4, %zmm0
	vpternlogd	$150, %zmm0, %zmm8, %zmm15
	vmovdqu64	%zmm12, 38168(%rsp,%rdx,4)
	vmovdqu64	%zmm14, 38232(%rsp,%rdx,4)
	vmovdqu64	%zmm1, 70936(%rsp,%rdx,4)
	vmovdqu64	-16(%rsp), %zmm1
	vmovdqu64	%zmm13, 38296(%rsp,%rdx,4)
	vmovdqu64	%zmm5, 71000(%rsp,%rdx,4)
	vmovdqu64	%zmm6, 71064(%rsp,%rdx,4)
	vmovdqu64	%zmm15, 38360(%rsp,%rdx,4)
	vmovdqu64	%zmm7, 71128(%rsp,%rdx,4)
	addq	$64, %rdx
	vpbroadcastq	.LCPI0_8(%rip), %zmm0
	vpaddq	%zmm0, %zmm1, %zmm1
	vpaddq	%zmm0, %zmm23, %zmm23
	cmpq	%rdx, %rdi
	jne	.LBB0_96
	xorl	%edx, %edx
	.p2align	4
.LBB0_98:
	vcvtudq2pd	70936(%rsp,%rdx,4), %zmm0
	vcvtudq2pd	70968(%rsp,%rdx,4), %zmm1
	vcvtudq2pd	71000(%rsp,%rdx,4), %zmm2
	vcvtudq2pd	71032(%rsp,%rdx,4), %zmm3
	vcvtudq2pd	71064(%rsp,%rdx,4), %zmm4
	vcvtudq2pd	71096(%rsp,%rdx,4), %zmm5
	vcvtudq2pd	71128(%rsp,%rdx,4), %zmm6
	vcvtudq2pd	71160(%rsp,%rdx,4), %zmm7
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
	vmovupd	%zmm19, 1472(%rsp)
	vaddpd	%zmm15, %zmm2, %zmm17
	vmovupd	%zmm17, 2384(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 1216(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 2112(%rsp)
	vaddpd	%zmm15, %zmm10, %zmm3
	vmovupd	%zmm3, 1536(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm6
	vmovupd	%zmm6, 1600(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm10
	vmovupd	%zmm10, 1664(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm5
	vmovupd	%zmm5, 1728(%rsp)
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
	vsubpd	%zmm17, %zmm19, %zmm28
	vsubpd	%zmm14, %zmm16, %zmm6
	vsubpd	%zmm9, %zmm21, %zmm27
	vsubpd	%zmm24, %zmm23, %zmm7
	vsubpd	%zmm15, %zmm22, %zmm11
	vsubpd	%zmm26, %zmm10, %zmm0
	vsubpd	%zmm25, %zmm18, %zmm1
	vmovupd	%zmm25, 240(%rsp)
	vsubpd	%zmm28, %zmm19, %zmm3
	vmovupd	%zmm28, 176(%rsp)
	vsubpd	%zmm5, %zmm12, %zmm4
	vmovupd	%zmm5, -16(%rsp)
	vsubpd	%zmm27, %zmm21, %zmm10
	vsubpd	%zmm6, %zmm16, %zmm12
	vmovapd	%zmm6, %zmm19
	vmovupd	%zmm6, 112(%rsp)
	vsubpd	%zmm11, %zmm22, %zmm16
	vsubpd	%zmm7, %zmm23, %zmm18
	vmovapd	%zmm7, %zmm23
	vsubpd	%zmm20, %zmm1, %zmm1
	vmovupd	%zmm1, 1024(%rsp)
	vsubpd	%zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 784(%rsp)
	vsubpd	%zmm13, %zmm4, %zmm0
	vmovupd	%zmm0, 656(%rsp)
	vsubpd	%zmm17, %zmm3, %zmm0
	vmovupd	%zmm0, 720(%rsp)
	vsubpd	%zmm14, %zmm12, %zmm0
	vmovupd	%zmm0, 592(%rsp)
	vsubpd	%zmm9, %zmm10, %zmm0
	vmovupd	%zmm0, 432(%rsp)
	vsubpd	%zmm24, %zmm18, %zmm0
	vmovupd	%zmm0, 496(%rsp)
	vsubpd	%zmm15, %zmm16, %zmm0
	vmovupd	%zmm0, 368(%rsp)
	vmulpd	%zmm25, %zmm25, %zmm20
	vmulpd	%zmm26, %zmm26, %zmm25
	vmovapd	%zmm26, %zmm24
	vmovupd	%zmm26, 960(%rsp)
	vmulpd	%zmm5, %zmm5, %zmm10
	vmulpd	%zmm25, %zmm25, %zmm12
	vmovupd	%zmm12, 2576(%rsp)
	vmulpd	%zmm20, %zmm20, %zmm2
	vmovupd	%zmm2, 2320(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm3
	vmulpd	%zmm3, %zmm20, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm20, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm20, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm6
	vmulpd	%zmm6, %zmm20, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm7
	vsubpd	%zmm1, %zmm7, %zmm1
	vmulpd	%zmm1, %zmm20, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm8
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm6, %zmm25, %zmm2
	vsubpd	%zmm2, %zmm7, %zmm2
	vmulpd	%zmm2, %zmm25, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1408(%rsp)
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
	vmovupd	%zmm1, 2704(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm10, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1344(%rsp)
	vmulpd	%zmm28, %zmm28, %zmm26
	vmulpd	%zmm6, %zmm26, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm26, %zmm26, %zmm1
	vmovupd	%zmm1, 2448(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm26, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm18
	vmulpd	%zmm19, %zmm19, %zmm21
	vmulpd	%zmm6, %zmm21, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm21, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm21, %zmm21, %zmm1
	vmovupd	%zmm1, 2640(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm21, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1280(%rsp)
	vmulpd	%zmm27, %zmm27, %zmm19
	vmulpd	%zmm6, %zmm19, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm19, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm19, %zmm19, %zmm1
	vmovupd	%zmm1, 2048(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm19, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm19, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm19, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1984(%rsp)
	vmulpd	%zmm23, %zmm23, %zmm31
	vmovupd	%zmm23, 4624(%rsp)
	vmulpd	%zmm6, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm1
	vmovupd	%zmm1, 2512(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm31, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 3984(%rsp)
	vmovapd	%zmm11, %zmm28
	vmovupd	%zmm11, 4688(%rsp)
	vmulpd	%zmm11, %zmm11, %zmm13
	vmulpd	%zmm6, %zmm13, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm13, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm13, %zmm13, %zmm1
	vmovupd	%zmm1, 4752(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm15
	vmulpd	%zmm0, %zmm15, %zmm0
	vmulpd	%zmm3, %zmm13, %zmm15
	vaddpd	%zmm4, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm13, %zmm15
	vaddpd	%zmm5, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm13, %zmm15
	vaddpd	%zmm0, %zmm15, %zmm0
	vmovupd	%zmm0, 3920(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm1
	vmulpd	%zmm1, %zmm20, %zmm15
	vbroadcastsd	.LCPI0_44(%rip), %zmm16
	vsubpd	%zmm15, %zmm16, %zmm22
	vsubpd	%zmm22, %zmm16, %zmm14
	vsubpd	%zmm15, %zmm14, %zmm14
	vmovupd	%zmm25, 1088(%rsp)
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
	vmulpd	%zmm1, %zmm21, %zmm12
	vsubpd	%zmm12, %zmm16, %zmm5
	vsubpd	%zmm5, %zmm16, %zmm11
	vsubpd	%zmm12, %zmm11, %zmm11
	vmulpd	%zmm1, %zmm19, %zmm12
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
	vmovupd	784(%rsp), %zmm25
	vmulpd	%zmm25, %zmm24, %zmm30
	vsubpd	%zmm30, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm6, %zmm6
	vmulpd	1408(%rsp), %zmm20, %zmm17
	vmovupd	1024(%rsp), %zmm24
	vmulpd	240(%rsp), %zmm24, %zmm30
	vsubpd	%zmm30, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm14, %zmm14
	vmulpd	%zmm18, %zmm26, %zmm17
	vmovupd	176(%rsp), %zmm1
	vmulpd	720(%rsp), %zmm1, %zmm18
	vsubpd	%zmm18, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm10, %zmm10
	vmulpd	1344(%rsp), %zmm0, %zmm17
	vmovapd	%zmm0, %zmm30
	vmovupd	-16(%rsp), %zmm1
	vmulpd	656(%rsp), %zmm1, %zmm18
	vsubpd	%zmm18, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm9, %zmm17
	vmulpd	1984(%rsp), %zmm19, %zmm9
	vmulpd	432(%rsp), %zmm27, %zmm18
	vsubpd	%zmm18, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm12, %zmm12
	vmulpd	1280(%rsp), %zmm21, %zmm9
	vmovupd	112(%rsp), %zmm0
	vmulpd	592(%rsp), %zmm0, %zmm18
	vsubpd	%zmm18, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm11, %zmm11
	vmulpd	3920(%rsp), %zmm13, %zmm9
	vmulpd	368(%rsp), %zmm28, %zmm18
	vsubpd	%zmm18, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm16, %zmm16
	vmulpd	3984(%rsp), %zmm31, %zmm9
	vmulpd	496(%rsp), %zmm23, %zmm18
	vsubpd	%zmm18, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm29, %zmm29
	vaddpd	%zmm14, %zmm22, %zmm0
	vmovupd	%zmm0, 1984(%rsp)
	vaddpd	%zmm6, %zmm15, %zmm0
	vmovupd	%zmm0, 3984(%rsp)
	vaddpd	%zmm17, %zmm8, %zmm0
	vmovupd	%zmm0, 1280(%rsp)
	vaddpd	%zmm10, %zmm7, %zmm0
	vmovupd	%zmm0, 4816(%rsp)
	vaddpd	%zmm11, %zmm5, %zmm0
	vmovupd	%zmm0, 1344(%rsp)
	vaddpd	%zmm12, %zmm4, %zmm0
	vmovupd	%zmm0, 4880(%rsp)
	vaddpd	%zmm29, %zmm3, %zmm0
	vmovupd	%zmm0, 1408(%rsp)
	vaddpd	%zmm16, %zmm2, %zmm0
	vmovupd	%zmm0, 3920(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm7
	vmovupd	1088(%rsp), %zmm9
	vmulpd	%zmm7, %zmm9, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm15
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2576(%rsp), %zmm9, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm10
	vmulpd	%zmm10, %zmm9, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm11
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm9, %zmm1
	vbroadcastsd	.LCPI0_47(%rip), %zmm12
	vaddpd	%zmm12, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm7, %zmm20, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	2320(%rsp), %zmm20, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm10, %zmm20, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm20, %zmm2
	vmovupd	%zmm20, 4560(%rsp)
	vaddpd	%zmm12, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm14
	vmulpd	%zmm7, %zmm26, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	2448(%rsp), %zmm26, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm10, %zmm26, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm26, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm3
	vmovapd	%zmm30, %zmm28
	vmulpd	%zmm7, %zmm30, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	2704(%rsp), %zmm30, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm10, %zmm30, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm30, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm1
	vmulpd	%zmm7, %zmm19, %zmm2
	vaddpd	%zmm15, %zmm2, %zmm2
	vmulpd	2048(%rsp), %zmm19, %zmm4
	vmulpd	%zmm2, %zmm4, %zmm2
	vmulpd	%zmm10, %zmm19, %zmm4
	vaddpd	%zmm11, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm12, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm7, %zmm21, %zmm4
	vaddpd	%zmm15, %zmm4, %zmm4
	vmulpd	2640(%rsp), %zmm21, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm10, %zmm21, %zmm5
	vaddpd	%zmm11, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm21, %zmm5
	vaddpd	%zmm12, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm7, %zmm13, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vmulpd	4752(%rsp), %zmm13, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm10, %zmm13, %zmm6
	vaddpd	%zmm11, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm13, %zmm6
	vaddpd	%zmm12, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm7, %zmm31, %zmm6
	vaddpd	%zmm15, %zmm6, %zmm6
	vmulpd	2512(%rsp), %zmm31, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm10, %zmm31, %zmm7
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm31, %zmm7
	vaddpd	%zmm12, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	240(%rsp), %zmm20, %zmm7
	vmovupd	%zmm7, 2320(%rsp)
	vmulpd	%zmm14, %zmm7, %zmm8
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	vmulpd	%zmm30, %zmm24, %zmm10
	vsubpd	%zmm8, %zmm10, %zmm8
	vmulpd	960(%rsp), %zmm9, %zmm20
	vmulpd	%zmm0, %zmm20, %zmm0
	vmulpd	%zmm30, %zmm25, %zmm11
	vsubpd	%zmm0, %zmm11, %zmm22
	vmulpd	-16(%rsp), %zmm28, %zmm24
	vmulpd	%zmm1, %zmm24, %zmm1
	vmovupd	656(%rsp), %zmm10
	vmulpd	%zmm30, %zmm10, %zmm12
	vsubpd	%zmm1, %zmm12, %zmm23
	vmulpd	176(%rsp), %zmm26, %zmm12
	vmulpd	%zmm3, %zmm12, %zmm3
	vmovupd	720(%rsp), %zmm9
	vmulpd	%zmm30, %zmm9, %zmm14
	vsubpd	%zmm3, %zmm14, %zmm11
	vmulpd	112(%rsp), %zmm21, %zmm18
	vmulpd	%zmm4, %zmm18, %zmm4
	vmovupd	592(%rsp), %zmm7
	vmulpd	%zmm30, %zmm7, %zmm15
	vsubpd	%zmm4, %zmm15, %zmm4
	vmulpd	%zmm19, %zmm27, %zmm15
	vmulpd	%zmm2, %zmm15, %zmm2
	vmovupd	432(%rsp), %zmm3
	vmulpd	%zmm30, %zmm3, %zmm16
	vsubpd	%zmm2, %zmm16, %zmm2
	vmovupd	4624(%rsp), %zmm25
	vmulpd	%zmm31, %zmm25, %zmm16
	vmulpd	%zmm6, %zmm16, %zmm6
	vmovupd	496(%rsp), %zmm1
	vmulpd	%zmm30, %zmm1, %zmm17
	vsubpd	%zmm6, %zmm17, %zmm6
	vmovupd	4688(%rsp), %zmm14
	vmulpd	%zmm13, %zmm14, %zmm17
	vmulpd	%zmm5, %zmm17, %zmm5
	vmovupd	368(%rsp), %zmm0
	vmulpd	%zmm30, %zmm0, %zmm29
	vsubpd	%zmm5, %zmm29, %zmm5
	vmulpd	4560(%rsp), %zmm8, %zmm8
	vmulpd	1088(%rsp), %zmm22, %zmm22
	vmulpd	%zmm23, %zmm28, %zmm23
	vmulpd	%zmm11, %zmm26, %zmm11
	vmulpd	%zmm4, %zmm21, %zmm4
	vmulpd	%zmm2, %zmm19, %zmm2
	vmulpd	%zmm6, %zmm31, %zmm6
	vmulpd	%zmm5, %zmm13, %zmm5
	vsubpd	784(%rsp), %zmm22, %zmm19
	vsubpd	1024(%rsp), %zmm8, %zmm8
	vsubpd	%zmm9, %zmm11, %zmm11
	vsubpd	%zmm10, %zmm23, %zmm9
	vsubpd	%zmm3, %zmm2, %zmm2
	vsubpd	%zmm7, %zmm4, %zmm4
	vsubpd	%zmm0, %zmm5, %zmm5
	vsubpd	%zmm1, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_50(%rip), %zmm13
	vmulpd	%zmm13, %zmm20, %zmm10
	vaddpd	%zmm10, %zmm19, %zmm0
	vmulpd	2320(%rsp), %zmm13, %zmm7
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm13, %zmm12, %zmm8
	vaddpd	%zmm8, %zmm11, %zmm3
	vmulpd	%zmm13, %zmm24, %zmm8
	vaddpd	%zmm8, %zmm9, %zmm1
	vmulpd	%zmm13, %zmm15, %zmm8
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm13, %zmm18, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm13, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm13, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmovupd	960(%rsp), %zmm8
	vsubpd	%zmm0, %zmm8, %zmm24
	vmovupd	240(%rsp), %zmm0
	vsubpd	%zmm7, %zmm0, %zmm23
	vmovupd	176(%rsp), %zmm0
	vsubpd	%zmm3, %zmm0, %zmm22
	vmovupd	-16(%rsp), %zmm0
	vsubpd	%zmm1, %zmm0, %zmm21
	vsubpd	%zmm2, %zmm27, %zmm19
	vmovupd	112(%rsp), %zmm0
	vsubpd	%zmm4, %zmm0, %zmm20
	vsubpd	%zmm5, %zmm14, %zmm18
	vsubpd	%zmm6, %zmm25, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm8
	vmovupd	3984(%rsp), %zmm14
	vxorpd	%zmm8, %zmm14, %zmm7
	vmovupd	1984(%rsp), %zmm17
	vxorpd	%zmm8, %zmm17, %zmm6
	vmovupd	4816(%rsp), %zmm12
	vxorpd	%zmm8, %zmm12, %zmm5
	vmovupd	1280(%rsp), %zmm15
	vxorpd	%zmm8, %zmm15, %zmm4
	vmovupd	4880(%rsp), %zmm27
	vxorpd	%zmm8, %zmm27, %zmm3
	vmovupd	1344(%rsp), %zmm13
	vxorpd	%zmm8, %zmm13, %zmm2
	vmovupd	3920(%rsp), %zmm26
	vxorpd	%zmm8, %zmm26, %zmm1
	vmovupd	1408(%rsp), %zmm25
	vxorpd	%zmm8, %zmm25, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm10
	vmovdqu64	1472(%rsp), %zmm16
	vptestnmq	%zmm10, %zmm16, %k1
	vmovapd	%zmm17, %zmm6 {%k1}
	vxorpd	%zmm8, %zmm23, %zmm23 {%k1}
	vmovdqu64	2384(%rsp), %zmm17
	vptestnmq	%zmm10, %zmm17, %k1
	vmovapd	%zmm14, %zmm7 {%k1}
	vxorpd	%zmm8, %zmm24, %zmm24 {%k1}
	vmovdqu64	1216(%rsp), %zmm14
	vptestnmq	%zmm10, %zmm14, %k1
	vmovapd	%zmm15, %zmm4 {%k1}
	vxorpd	%zmm8, %zmm21, %zmm21 {%k1}
	vmovdqu64	2112(%rsp), %zmm15
	vptestnmq	%zmm10, %zmm15, %k1
	vmovapd	%zmm12, %zmm5 {%k1}
	vxorpd	%zmm8, %zmm22, %zmm22 {%k1}
	vmovdqu64	1536(%rsp), %zmm12
	vptestnmq	%zmm10, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm8, %zmm20, %zmm20 {%k1}
	vmovdqu64	1600(%rsp), %zmm13
	vptestnmq	%zmm10, %zmm13, %k1
	vmovapd	%zmm27, %zmm3 {%k1}
	vxorpd	%zmm8, %zmm19, %zmm19 {%k1}
	vmovdqu64	1664(%rsp), %zmm9
	vptestnmq	%zmm10, %zmm9, %k1
	vmovapd	%zmm25, %zmm0 {%k1}
	vxorpd	%zmm8, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm25
	vmovdqu64	1728(%rsp), %zmm11
	vptestnmq	%zmm10, %zmm11, %k1
	vmovapd	%zmm26, %zmm1 {%k1}
	vxorpd	%zmm8, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm8
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm7, %zmm24 {%k1}
	vmovupd	%zmm24, 240(%rsp)
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm6, %zmm23 {%k1}
	vmovupd	%zmm23, 176(%rsp)
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm5, %zmm22 {%k1}
	vmovupd	%zmm22, 368(%rsp)
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm4, %zmm21 {%k1}
	vmovupd	%zmm21, 496(%rsp)
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 112(%rsp)
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm2, %zmm20 {%k1}
	vmovupd	%zmm20, 432(%rsp)
	vptestnmq	%zmm8, %zmm11, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 592(%rsp)
	vptestnmq	%zmm8, %zmm9, %k1
	vmovapd	%zmm0, %zmm25 {%k1}
	vmovupd	%zmm25, 720(%rsp)
	vcvtudq2pd	38168(%rsp,%rdx,4), %zmm0
	vcvtudq2pd	38200(%rsp,%rdx,4), %zmm1
	vcvtudq2pd	38232(%rsp,%rdx,4), %zmm2
	vcvtudq2pd	38264(%rsp,%rdx,4), %zmm3
	vcvtudq2pd	38296(%rsp,%rdx,4), %zmm4
	vcvtudq2pd	38328(%rsp,%rdx,4), %zmm5
	vcvtudq2pd	38360(%rsp,%rdx,4), %zmm6
	vcvtudq2pd	38392(%rsp,%rdx,4), %zmm7
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
	vmovdqu64	%zmm9, 1600(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 1664(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1728(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1088(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 960(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 784(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 1024(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 656(%rsp)
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
	vmovupd	%zmm3, -16(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm31, %zmm2
	vdivpd	%zmm2, %zmm31, %zmm2
	vmovupd	%zmm2, 2112(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1536(%rsp)
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
	vmovupd	%zmm3, 1472(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2640(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2704(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2512(%rsp)
	vpaddq	%zmm11, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm2
	vmovupd	%zmm2, 2384(%rsp)
	vaddpd	%zmm23, %zmm2, %zmm1
	vdivpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 1216(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2448(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2048(%rsp)
	vpaddq	%zmm11, %zmm30, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 2320(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm18
	vmulpd	%zmm18, %zmm18, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1408(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1280(%rsp)
	vpaddq	%zmm11, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 2576(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm12
	vmulpd	%zmm12, %zmm12, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1984(%rsp)
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
	vaddpd	2640(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	1472(%rsp), %zmm22, %zmm22
	vaddpd	2512(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	2704(%rsp), %zmm27, %zmm27
	vaddpd	2048(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	2448(%rsp), %zmm9, %zmm9
	vaddpd	1280(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm18, %zmm7
	vaddpd	1408(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm30, %zmm11
	vmulpd	%zmm11, %zmm12, %zmm5
	vaddpd	1984(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	%zmm31, 1344(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm31, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	2112(%rsp), %zmm2, %zmm12
	vmovupd	-16(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	1536(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	2320(%rsp), %zmm7, %zmm7
	vmovupd	2384(%rsp), %zmm18
	vmulpd	%zmm6, %zmm18, %zmm16
	vmulpd	%zmm16, %zmm18, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	1216(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2576(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm6
	vpsrlq	$20, 1600(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm10
	vpaddq	%zmm10, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm13
	vmulpd	%zmm13, %zmm11, %zmm23
	vaddpd	%zmm12, %zmm23, %zmm12
	vpsrlq	$20, 1664(%rsp), %zmm23
	vpaddq	%zmm10, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm13, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 1728(%rsp), %zmm25
	vpaddq	%zmm10, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm13, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1088(%rsp), %zmm27
	vpaddq	%zmm10, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm13, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 960(%rsp), %zmm28
	vpaddq	%zmm10, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm13, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 784(%rsp), %zmm29
	vpaddq	%zmm10, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm13, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 1024(%rsp), %zmm30
	vpaddq	%zmm10, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm13, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 656(%rsp), %zmm31
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
	vaddpd	-16(%rsp), %zmm2, %zmm2
	vaddpd	1344(%rsp), %zmm0, %zmm0
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
	vmulpd	240(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	176(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	368(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	496(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	112(%rsp), %zmm3, %zmm3
	vmulpd	432(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	592(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	720(%rsp), %zmm6, %zmm6
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
	vmovups	%zmm0, 38168(%rsp,%rdx,4)
	vmovdqu64	%zmm2, 38232(%rsp,%rdx,4)
	vmovdqu64	%zmm3, 38296(%rsp,%rdx,4)
	vmovdqu64	%zmm1, 38360(%rsp,%rdx,4)
	addq	$64, %rdx
	cmpq	%rdx, %rdi
	jne	.LBB0_98
	jmp	.LBB0_99
	.p2align	4
.LBB0_101:
	testq	%rbp, %rbp
	je	.LBB0_102
.LBB0_99:
	vmovups	5400(%rsp), %zmm2
	vmovups	5464(%rsp), %zmm13
	vmovups	5528(%rsp), %zmm15
	vmovups	5592(%rsp), %zmm28
	vxorpd	%xmm16, %xmm16, %xmm16
	cmpq	$1, %rbp
	jne	.LBB0_104
	vxorpd	%xmm17, %xmm17, %xmm17
	vxorpd	%xmm20, %xmm20, %xmm20
	vxorpd	%xmm27, %xmm27, %xmm27
	vbroadcastss	.LCPI0_63(%rip), %zmm21
	vbroadcastss	.LCPI0_64(%rip), %zmm22
	vbroadcastss	.LCPI0_65(%rip), %zmm23
	vbroadcastss	.LCPI0_66(%rip), %zmm24
	vbroadcastss	.LCPI0_67(%rip), %zmm25
	vbroadcastss	.LCPI0_87(%rip), %zmm26
	vbroadcastss	.LCPI0_69(%rip), %zmm31
	vbroadcastss	.LCPI0_70(%rip), %zmm19
	vbroadcastss	.LCPI0_71(%rip), %zmm18
	vmovups	1920(%rsp), %zmm14
	vmovups	2832(%rsp), %zmm11
	vmovups	3152(%rsp), %zmm12
	jmp	.LBB0_106
	.p2align	4
.LBB0_104:
	movl	$1, %edx
	leaq	5848(%rsp), %r11
	vmovaps	%zmm28, %zmm1
	vmovaps	%zmm15, %zmm3
	vmovaps	%zmm13, %zmm4
	vmovaps	%zmm2, %zmm5
	vxorpd	%xmm17, %xmm17, %xmm17
	vxorpd	%xmm20, %xmm20, %xmm20
	vxorpd	%xmm27, %xmm27, %xmm27
	vbroadcastss	.LCPI0_63(%rip), %zmm21
	vbroadcastss	.LCPI0_64(%rip), %zmm22
	vbroadcastss	.LCPI0_65(%rip), %zmm23
	vbroadcastss	.LCPI0_66(%rip), %zmm24
	vbroadcastss	.LCPI0_67(%rip), %zmm25
	vbroadcastss	.LCPI0_87(%rip), %zmm26
	vbroadcastss	.LCPI0_69(%rip), %zmm31
	vbroadcastss	.LCPI0_70(%rip), %zmm19
	vbroadcastss	.LCPI0_71(%rip), %zmm18
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	1920(%rsp), %zmm14
	vmovups	2832(%rsp), %zmm11
	vmovups	3152(%rsp), %zmm12
	.p2align	4
.LBB0_105:
	vpxord	%xmm29, %xmm29, %xmm29
	vcvtsi2ss	%rdx, %xmm29, %xmm6
	vmovups	-192(%r11), %zmm7
	vmovups	-128(%r11), %zmm8
	vbroadcastss	%xmm6, %zmm6
	vmovups	-64(%r11), %zmm9
	vmovups	(%r11), %zmm10
	vcmpltps	%zmm7, %zmm2, %k0
	vcmpunordps	%zmm0, %zmm7, %k1
	vcmpordps	%zmm0, %zmm2, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm7, %zmm2 {%k2}
	vcmpltps	%zmm7, %zmm5, %k0
	vcmpordps	%zmm0, %zmm5, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm7, %zmm5 {%k1}
	vmovaps	%zmm6, %zmm27 {%k1}
	vcmpltps	%zmm8, %zmm13, %k0
	vcmpunordps	%zmm0, %zmm8, %k1
	vcmpordps	%zmm0, %zmm13, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm8, %zmm13 {%k2}
	vcmpltps	%zmm8, %zmm4, %k0
	vcmpordps	%zmm0, %zmm4, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm8, %zmm4 {%k1}
	vmovaps	%zmm6, %zmm20 {%k1}
	vcmpltps	%zmm9, %zmm15, %k0
	vcmpunordps	%zmm0, %zmm9, %k1
	vcmpordps	%zmm0, %zmm15, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm9, %zmm15 {%k2}
	vcmpltps	%zmm9, %zmm3, %k0
	vcmpordps	%zmm0, %zmm3, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm9, %zmm3 {%k1}
	vmovaps	%zmm6, %zmm17 {%k1}
	vcmpltps	%zmm10, %zmm28, %k0
	vcmpunordps	%zmm0, %zmm10, %k1
	vcmpordps	%zmm0, %zmm28, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm10, %zmm28 {%k2}
	vcmpltps	%zmm10, %zmm1, %k0
	vcmpordps	%zmm0, %zmm1, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm10, %zmm1 {%k1}
	vmovaps	%zmm6, %zmm16 {%k1}
	incq	%rdx
	addq	$256, %r11
	cmpq	%rdx, %rbp
	jne	.LBB0_105
.LBB0_106:
	vmovups	%zmm28, 176(%rsp)
	vmovups	%zmm27, 592(%rsp)
	vmovups	%zmm20, 432(%rsp)
	vmovups	%zmm17, 496(%rsp)
	vmovups	%zmm16, 368(%rsp)
	vmovups	%zmm13, 240(%rsp)
	vmovups	%zmm2, -16(%rsp)
	vmovss	3216(%rsp), %xmm0
	vmulss	-28(%rsp), %xmm0, %xmm1
	vsqrtss	%xmm1, %xmm1, %xmm3
	vxorps	%xmm0, %xmm0, %xmm0
	vcmpltss	%xmm1, %xmm0, %k1
	vmovss	%xmm3, %xmm3, %xmm0 {%k1} {z}
	kmovd	%ecx, %k1
	vmovaps	1904(%rsp), %xmm1
	vmovss	%xmm1, %xmm0, %xmm0 {%k1}
	vmovaps	%xmm0, 112(%rsp)
	movq	%rbx, %rcx
	xorl	%edx, %edx
	jmp	.LBB0_107
	.p2align	4
.LBB0_115:
	vmovups	-192(%rcx), %zmm8
	vmovups	-128(%rcx), %zmm9
	vsubps	%zmm0, %zmm8, %zmm8
	vmaxps	%zmm8, %zmm21, %zmm10
	vminps	%zmm10, %zmm22, %zmm10
	vmulps	%zmm23, %zmm10, %zmm11
	vaddps	%zmm24, %zmm11, %zmm11
	vaddps	%zmm25, %zmm11, %zmm12
	vmulps	%zmm26, %zmm12, %zmm13
	vsubps	%zmm13, %zmm10, %zmm10
	vmulps	%zmm31, %zmm12, %zmm12
	vsubps	%zmm12, %zmm10, %zmm13
	vmulps	%zmm13, %zmm13, %zmm14
	vmulps	%zmm19, %zmm14, %zmm15
	vaddps	%zmm18, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vbroadcastss	.LCPI0_72(%rip), %zmm6
	vaddps	%zmm6, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vbroadcastss	.LCPI0_73(%rip), %zmm0
	vaddps	%zmm0, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vbroadcastss	.LCPI0_74(%rip), %zmm16
	vaddps	%zmm16, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vmovups	-64(%rcx), %zmm15
	vsubps	%zmm14, %zmm13, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vbroadcastss	.LCPI0_75(%rip), %zmm28
	vsubps	%zmm14, %zmm28, %zmm14
	vdivps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm12, %zmm12
	vsubps	%zmm12, %zmm10, %zmm10
	vbroadcastss	.LCPI0_76(%rip), %zmm17
	vaddps	%zmm17, %zmm10, %zmm10
	vpbroadcastd	.LCPI0_77(%rip), %zmm2
	vpaddd	%zmm2, %zmm11, %zmm12
	vpsrld	$1, %zmm12, %zmm12
	vpsubd	%zmm12, %zmm11, %zmm11
	vpslld	$23, %zmm11, %zmm11
	vpslld	$23, %zmm12, %zmm12
	vpbroadcastd	.LCPI0_60(%rip), %zmm27
	vpaddd	%zmm27, %zmm12, %zmm12
	vmulps	%zmm12, %zmm10, %zmm10
	vpbroadcastd	.LCPI0_78(%rip), %zmm20
	vpaddd	%zmm20, %zmm11, %zmm11
	vmulps	%zmm11, %zmm10, %zmm10
	vcmpunordps	%zmm4, %zmm8, %k1
	vbroadcastss	.LCPI0_79(%rip), %zmm29
	vmovaps	%zmm29, %zmm10 {%k1}
	vaddps	%zmm10, %zmm7, %zmm7
	vmovups	%zmm7, 1840(%rsp)
	vsubps	240(%rsp), %zmm9, %zmm7
	vmaxps	%zmm7, %zmm21, %zmm8
	vminps	%zmm8, %zmm22, %zmm8
	vmulps	%zmm23, %zmm8, %zmm9
	vaddps	%zmm24, %zmm9, %zmm9
	vaddps	%zmm25, %zmm9, %zmm10
	vmulps	%zmm26, %zmm10, %zmm11
	vsubps	%zmm11, %zmm8, %zmm8
	vmulps	%zmm31, %zmm10, %zmm10
	vsubps	%zmm10, %zmm8, %zmm11
	vmulps	%zmm11, %zmm11, %zmm12
	vmulps	%zmm19, %zmm12, %zmm13
	vaddps	%zmm18, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm13
	vaddps	%zmm6, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm13
	vaddps	%zmm0, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm13
	vaddps	%zmm16, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm12
	vsubps	%zmm12, %zmm11, %zmm12
	vmulps	%zmm12, %zmm11, %zmm11
	vsubps	%zmm12, %zmm28, %zmm12
	vdivps	%zmm12, %zmm11, %zmm11
	vsubps	%zmm11, %zmm10, %zmm10
	vsubps	%zmm10, %zmm8, %zmm8
	vaddps	%zmm17, %zmm8, %zmm8
	vpaddd	%zmm2, %zmm9, %zmm10
	vpsrld	$1, %zmm10, %zmm10
	vpsubd	%zmm10, %zmm9, %zmm9
	vpslld	$23, %zmm9, %zmm9
	vpslld	$23, %zmm10, %zmm10
	vpaddd	%zmm27, %zmm10, %zmm10
	vmulps	%zmm10, %zmm8, %zmm8
	vpaddd	%zmm20, %zmm9, %zmm9
	vmulps	%zmm9, %zmm8, %zmm8
	vcmpunordps	%zmm4, %zmm7, %k1
	vsubps	%zmm30, %zmm15, %zmm7
	vmovaps	%zmm30, %zmm15
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
	vmulps	%zmm19, %zmm13, %zmm14
	vaddps	%zmm18, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm6, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm0, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm16, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm12, %zmm13
	vmulps	%zmm13, %zmm12, %zmm12
	vsubps	%zmm13, %zmm28, %zmm13
	vdivps	%zmm13, %zmm12, %zmm12
	vmovups	(%rcx), %zmm13
	vmovaps	%zmm29, %zmm8 {%k1}
	vaddps	%zmm8, %zmm5, %zmm14
	vsubps	%zmm12, %zmm11, %zmm5
	vsubps	%zmm5, %zmm9, %zmm5
	vaddps	%zmm17, %zmm5, %zmm5
	vpaddd	%zmm2, %zmm10, %zmm8
	vpsrld	$1, %zmm8, %zmm8
	vpsubd	%zmm8, %zmm10, %zmm9
	vpslld	$23, %zmm9, %zmm9
	vpslld	$23, %zmm8, %zmm8
	vpaddd	%zmm27, %zmm8, %zmm8
	vmulps	%zmm8, %zmm5, %zmm5
	vpaddd	%zmm20, %zmm9, %zmm8
	vmulps	%zmm8, %zmm5, %zmm5
	vcmpunordps	%zmm4, %zmm7, %k1
	vsubps	176(%rsp), %zmm13, %zmm7
	vmaxps	%zmm7, %zmm21, %zmm8
	vminps	%zmm8, %zmm22, %zmm8
	vmulps	%zmm23, %zmm8, %zmm9
	vaddps	%zmm24, %zmm9, %zmm9
	vaddps	%zmm25, %zmm9, %zmm10
	vmulps	%zmm26, %zmm10, %zmm11
	vsubps	%zmm11, %zmm8, %zmm8
	vmulps	%zmm31, %zmm10, %zmm10
	vsubps	%zmm10, %zmm8, %zmm11
	vcmpunordps	%zmm4, %zmm7, %k2
	vmulps	%zmm11, %zmm11, %zmm4
	vmulps	%zmm19, %zmm4, %zmm7
	vaddps	%zmm18, %zmm7, %zmm7
	vmulps	%zmm7, %zmm4, %zmm7
	vaddps	%zmm6, %zmm7, %zmm7
	vmulps	%zmm7, %zmm4, %zmm7
	vaddps	%zmm0, %zmm7, %zmm7
	vmovaps	%zmm16, %zmm0
	vmovaps	%zmm28, %zmm16
	vmulps	%zmm7, %zmm4, %zmm7
	vaddps	%zmm0, %zmm7, %zmm7
	vmulps	%zmm7, %zmm4, %zmm4
	vsubps	%zmm4, %zmm11, %zmm4
	vmulps	%zmm4, %zmm11, %zmm7
	vsubps	%zmm4, %zmm28, %zmm4
	vdivps	%zmm4, %zmm7, %zmm4
	vmovaps	%zmm29, %zmm5 {%k1}
	vaddps	%zmm5, %zmm3, %zmm11
	vsubps	%zmm4, %zmm10, %zmm3
	vsubps	%zmm3, %zmm8, %zmm3
	vaddps	%zmm17, %zmm3, %zmm3
	vpaddd	%zmm2, %zmm9, %zmm4
	vpsrld	$1, %zmm4, %zmm4
	vpsubd	%zmm4, %zmm9, %zmm5
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
	je	.LBB0_116
.LBB0_107:
	vxorps	%xmm4, %xmm4, %xmm4
	vxorps	%xmm7, %xmm7, %xmm7
	testq	%rdx, %rdx
	jne	.LBB0_108
	vxorps	%xmm5, %xmm5, %xmm5
	vmovups	-16(%rsp), %zmm0
	jne	.LBB0_110
.LBB0_111:
	vxorps	%xmm3, %xmm3, %xmm3
	jne	.LBB0_112
.LBB0_113:
	vmovaps	%zmm15, %zmm30
	vxorps	%xmm1, %xmm1, %xmm1
	je	.LBB0_115
	jmp	.LBB0_114
	.p2align	4
.LBB0_108:
	vmovups	1840(%rsp), %zmm7
	vxorps	%xmm5, %xmm5, %xmm5
	vmovups	-16(%rsp), %zmm0
	je	.LBB0_111
.LBB0_110:
	vmovaps	%zmm14, %zmm5
	vxorps	%xmm3, %xmm3, %xmm3
	je	.LBB0_113
.LBB0_112:
	vmovaps	%zmm11, %zmm3
	vmovaps	%zmm15, %zmm30
	vxorps	%xmm1, %xmm1, %xmm1
	je	.LBB0_115
.LBB0_114:
	vmovaps	%zmm12, %zmm1
	jmp	.LBB0_115
	.p2align	4
.LBB0_116:
	vmovaps	%zmm29, %zmm28
	vdivps	1840(%rsp), %zmm17, %zmm7
	vmovups	%zmm14, 1920(%rsp)
	vdivps	%zmm14, %zmm17, %zmm8
	vmovups	%zmm11, 2832(%rsp)
	vdivps	%zmm11, %zmm17, %zmm6
	vmovups	%zmm12, 3152(%rsp)
	vdivps	%zmm12, %zmm17, %zmm1
	vmovups	%zmm1, 720(%rsp)
	testl	%r12d, %r12d
	vmovups	%zmm30, 656(%rsp)
	vmovups	%zmm7, 1024(%rsp)
	vmovups	%zmm8, 784(%rsp)
	vmovups	%zmm6, 960(%rsp)
	je	.LBB0_120
	vbroadcastss	112(%rsp), %zmm1
	vmovups	%zmm1, 1088(%rsp)
	movl	$192, %ecx
	xorl	%edx, %edx
	.p2align	4
.LBB0_118:
	vcvtusi2ss	%rdx, %xmm2, %xmm8
	vmovups	5208(%rsp,%rcx), %zmm11
	vmovups	5272(%rsp,%rcx), %zmm10
	vmovups	5336(%rsp,%rcx), %zmm9
	vsubps	-16(%rsp), %zmm11, %zmm12
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
	vaddps	.LCPI0_71(%rip){1to16}, %zmm19, %zmm19
	vmulps	%zmm19, %zmm7, %zmm19
	vbroadcastss	.LCPI0_72(%rip), %zmm6
	vaddps	%zmm6, %zmm19, %zmm19
	vmulps	%zmm19, %zmm7, %zmm19
	vbroadcastss	.LCPI0_73(%rip), %zmm3
	vaddps	%zmm3, %zmm19, %zmm19
	vmulps	%zmm19, %zmm7, %zmm19
	vaddps	%zmm0, %zmm19, %zmm19
	vmulps	%zmm19, %zmm7, %zmm19
	vmovups	5400(%rsp,%rcx), %zmm1
	vmovups	%zmm1, 112(%rsp)
	vsubps	%zmm19, %zmm18, %zmm19
	vmulps	%zmm19, %zmm18, %zmm18
	vsubps	%zmm19, %zmm16, %zmm19
	vdivps	%zmm19, %zmm18, %zmm18
	vbroadcastss	%xmm8, %zmm8
	vaddps	%zmm11, %zmm11, %zmm19
	vmovaps	%zmm16, %zmm7
	vmovaps	%zmm0, %zmm16
	vbroadcastss	.LCPI0_80(%rip), %zmm0
	vmulps	%zmm0, %zmm19, %zmm19
	vsubps	103512(%rsp,%rcx), %zmm19, %zmm19
	vsubps	%zmm18, %zmm14, %zmm14
	vsubps	%zmm14, %zmm15, %zmm14
	vaddps	%zmm17, %zmm14, %zmm14
	vpbroadcastd	.LCPI0_77(%rip), %zmm27
	vpaddd	%zmm27, %zmm13, %zmm15
	vpsrld	$1, %zmm15, %zmm15
	vpsubd	%zmm15, %zmm13, %zmm13
	vpslld	$23, %zmm13, %zmm13
	vpslld	$23, %zmm15, %zmm15
	vpbroadcastd	.LCPI0_60(%rip), %zmm5
	vpaddd	%zmm5, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vpaddd	%zmm20, %zmm13, %zmm13
	vmulps	%zmm13, %zmm14, %zmm13
	vxorps	%xmm0, %xmm0, %xmm0
	vcmpunordps	%zmm0, %zmm12, %k1
	vmovaps	%zmm28, %zmm13 {%k1}
	vmulps	1024(%rsp), %zmm13, %zmm12
	vaddps	%zmm12, %zmm19, %zmm12
	vcmpeqps	592(%rsp), %zmm8, %k1
	vbroadcastss	.LCPI0_81(%rip), %zmm29
	vmovaps	%zmm29, %zmm13 {%k1} {z}
	vaddps	%zmm12, %zmm13, %zmm12
	vmovups	3856(%rsp), %zmm1
	vmulps	%zmm12, %zmm1, %zmm12
	vsubps	%zmm12, %zmm11, %zmm11
	vmovaps	%zmm31, %zmm30
	vmovaps	%zmm26, %zmm31
	vmovaps	%zmm25, %zmm26
	vmovaps	%zmm24, %zmm25
	vmovaps	%zmm23, %zmm24
	vmovaps	%zmm22, %zmm23
	vmovaps	%zmm21, %zmm22
	vmovups	1088(%rsp), %zmm21
	vmulps	37976(%rsp,%rcx), %zmm21, %zmm12
	vaddps	%zmm11, %zmm12, %zmm11
	vbroadcastss	.LCPI0_82(%rip), %zmm2
	vandps	%zmm2, %zmm11, %zmm12
	vpcmpgtd	%zmm20, %zmm12, %k1
	vpbroadcastd	.LCPI0_79(%rip), %zmm4
	vmovdqa32	%zmm4, %zmm11 {%k1}
	vmovdqu64	%zmm11, 5208(%rsp,%rcx)
	vsubps	240(%rsp), %zmm10, %zmm11
	vmaxps	%zmm11, %zmm22, %zmm12
	vminps	%zmm12, %zmm23, %zmm12
	vmulps	%zmm24, %zmm12, %zmm13
	vaddps	%zmm25, %zmm13, %zmm13
	vaddps	%zmm26, %zmm13, %zmm14
	vmulps	%zmm31, %zmm14, %zmm15
	vsubps	%zmm15, %zmm12, %zmm12
	vmulps	%zmm30, %zmm14, %zmm14
	vsubps	%zmm14, %zmm12, %zmm15
	vmulps	%zmm15, %zmm15, %zmm18
	vmulps	.LCPI0_70(%rip){1to16}, %zmm18, %zmm19
	vaddps	.LCPI0_71(%rip){1to16}, %zmm19, %zmm19
	vmulps	%zmm19, %zmm18, %zmm19
	vmovaps	%zmm6, %zmm0
	vaddps	%zmm6, %zmm19, %zmm19
	vmulps	%zmm19, %zmm18, %zmm19
	vmovaps	%zmm3, %zmm6
	vaddps	%zmm3, %zmm19, %zmm19
	vmulps	%zmm19, %zmm18, %zmm19
	vaddps	%zmm16, %zmm19, %zmm19
	vmulps	%zmm19, %zmm18, %zmm18
	vbroadcastss	.LCPI0_70(%rip), %zmm19
	vsubps	%zmm18, %zmm15, %zmm18
	vmulps	%zmm18, %zmm15, %zmm15
	vsubps	%zmm18, %zmm7, %zmm18
	vdivps	%zmm18, %zmm15, %zmm15
	vaddps	%zmm10, %zmm10, %zmm18
	vbroadcastss	.LCPI0_80(%rip), %zmm3
	vmulps	%zmm3, %zmm18, %zmm18
	vsubps	103576(%rsp,%rcx), %zmm18, %zmm18
	vsubps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm14, %zmm12, %zmm12
	vaddps	%zmm17, %zmm12, %zmm12
	vpaddd	%zmm27, %zmm13, %zmm14
	vpsrld	$1, %zmm14, %zmm14
	vpsubd	%zmm14, %zmm13, %zmm13
	vpslld	$23, %zmm13, %zmm13
	vpslld	$23, %zmm14, %zmm14
	vpaddd	%zmm5, %zmm14, %zmm14
	vmulps	%zmm14, %zmm12, %zmm12
	vpaddd	%zmm20, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm12
	vxorps	%xmm13, %xmm13, %xmm13
	vcmpunordps	%zmm13, %zmm11, %k1
	vmovaps	%zmm28, %zmm12 {%k1}
	vmulps	784(%rsp), %zmm12, %zmm11
	vaddps	%zmm11, %zmm18, %zmm11
	vcmpeqps	432(%rsp), %zmm8, %k1
	vmovaps	%zmm29, %zmm12 {%k1} {z}
	vaddps	%zmm11, %zmm12, %zmm11
	vmulps	%zmm11, %zmm1, %zmm11
	vsubps	%zmm11, %zmm10, %zmm10
	vmulps	38040(%rsp,%rcx), %zmm21, %zmm11
	vaddps	%zmm10, %zmm11, %zmm10
	vandps	%zmm2, %zmm10, %zmm11
	vpcmpgtd	%zmm20, %zmm11, %k1
	vmovdqa32	%zmm4, %zmm10 {%k1}
	vmovdqu64	%zmm10, 5272(%rsp,%rcx)
	vsubps	656(%rsp), %zmm9, %zmm10
	vmaxps	%zmm10, %zmm22, %zmm11
	vminps	%zmm11, %zmm23, %zmm11
	vmulps	%zmm24, %zmm11, %zmm12
	vaddps	%zmm25, %zmm12, %zmm12
	vaddps	%zmm26, %zmm12, %zmm13
	vmulps	%zmm31, %zmm13, %zmm14
	vsubps	%zmm14, %zmm11, %zmm11
	vmulps	%zmm30, %zmm13, %zmm13
	vsubps	%zmm13, %zmm11, %zmm14
	vmulps	%zmm14, %zmm14, %zmm15
	vmulps	%zmm19, %zmm15, %zmm18
	vaddps	.LCPI0_71(%rip){1to16}, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	%zmm0, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	%zmm6, %zmm18, %zmm18
	vmovaps	%zmm6, %zmm19
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	%zmm16, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm15
	vmovups	960(%rsp), %zmm6
	vsubps	%zmm15, %zmm14, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm15, %zmm7, %zmm15
	vdivps	%zmm15, %zmm14, %zmm14
	vaddps	%zmm9, %zmm9, %zmm15
	vmulps	%zmm3, %zmm15, %zmm15
	vsubps	103640(%rsp,%rcx), %zmm15, %zmm15
	vsubps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm11, %zmm11
	vaddps	%zmm17, %zmm11, %zmm11
	vpaddd	%zmm27, %zmm12, %zmm13
	vpsrld	$1, %zmm13, %zmm13
	vpsubd	%zmm13, %zmm12, %zmm12
	vpslld	$23, %zmm12, %zmm12
	vpslld	$23, %zmm13, %zmm13
	vpaddd	%zmm5, %zmm13, %zmm13
	vmovdqa64	%zmm5, %zmm0
	vmulps	%zmm13, %zmm11, %zmm11
	vpaddd	%zmm20, %zmm12, %zmm12
	vmulps	%zmm12, %zmm11, %zmm11
	vxorps	%xmm18, %xmm18, %xmm18
	vcmpunordps	%zmm18, %zmm10, %k1
	vmovaps	%zmm28, %zmm11 {%k1}
	vmulps	%zmm11, %zmm6, %zmm10
	vaddps	%zmm10, %zmm15, %zmm10
	vcmpeqps	496(%rsp), %zmm8, %k1
	vmovaps	%zmm29, %zmm11 {%k1} {z}
	vaddps	%zmm10, %zmm11, %zmm10
	vmulps	%zmm10, %zmm1, %zmm10
	vsubps	%zmm10, %zmm9, %zmm9
	vmulps	38104(%rsp,%rcx), %zmm21, %zmm10
	vaddps	%zmm9, %zmm10, %zmm9
	vandps	%zmm2, %zmm9, %zmm10
	vpcmpgtd	%zmm20, %zmm10, %k1
	vmovdqa32	%zmm4, %zmm9 {%k1}
	vmovdqu64	%zmm9, 5336(%rsp,%rcx)
	vmovups	112(%rsp), %zmm5
	vsubps	176(%rsp), %zmm5, %zmm9
	vmaxps	%zmm9, %zmm22, %zmm10
	vminps	%zmm10, %zmm23, %zmm10
	vmulps	%zmm24, %zmm10, %zmm11
	vaddps	%zmm25, %zmm11, %zmm11
	vaddps	%zmm26, %zmm11, %zmm12
	vmulps	%zmm31, %zmm12, %zmm13
	vsubps	%zmm13, %zmm10, %zmm10
	vmulps	%zmm30, %zmm12, %zmm12
	vsubps	%zmm12, %zmm10, %zmm13
	vmulps	%zmm13, %zmm13, %zmm14
	vmulps	.LCPI0_70(%rip){1to16}, %zmm14, %zmm15
	vaddps	.LCPI0_71(%rip){1to16}, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	.LCPI0_72(%rip){1to16}, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm19, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm16, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm14, %zmm13, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm14, %zmm7, %zmm14
	vdivps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm12, %zmm12
	vsubps	%zmm12, %zmm10, %zmm10
	vaddps	%zmm17, %zmm10, %zmm10
	vpaddd	%zmm27, %zmm11, %zmm12
	vpsrld	$1, %zmm12, %zmm12
	vpsubd	%zmm12, %zmm11, %zmm11
	vpslld	$23, %zmm12, %zmm12
	vpaddd	%zmm0, %zmm12, %zmm12
	vmulps	%zmm12, %zmm10, %zmm10
	vpslld	$23, %zmm11, %zmm11
	vpaddd	%zmm20, %zmm11, %zmm11
	vmulps	%zmm11, %zmm10, %zmm10
	vcmpunordps	%zmm18, %zmm9, %k1
	vaddps	%zmm5, %zmm5, %zmm9
	vmulps	%zmm3, %zmm9, %zmm9
	vmovaps	%zmm16, %zmm0
	vmovaps	%zmm7, %zmm16
	vsubps	103704(%rsp,%rcx), %zmm9, %zmm9
	vmovaps	%zmm28, %zmm10 {%k1}
	vmulps	720(%rsp), %zmm10, %zmm10
	vaddps	%zmm10, %zmm9, %zmm9
	vcmpeqps	368(%rsp), %zmm8, %k1
	vmovaps	%zmm29, %zmm8 {%k1} {z}
	vaddps	%zmm9, %zmm8, %zmm8
	vmulps	%zmm8, %zmm1, %zmm8
	vsubps	%zmm8, %zmm5, %zmm7
	vmulps	38168(%rsp,%rcx), %zmm21, %zmm8
	vmovaps	%zmm22, %zmm21
	vmovaps	%zmm23, %zmm22
	vmovaps	%zmm24, %zmm23
	vmovaps	%zmm25, %zmm24
	vmovaps	%zmm26, %zmm25
	vmovaps	%zmm31, %zmm26
	vmovaps	%zmm30, %zmm31
	vaddps	%zmm7, %zmm8, %zmm7
	vandps	%zmm2, %zmm7, %zmm8
	vpcmpgtd	%zmm20, %zmm8, %k1
	vmovdqa32	%zmm4, %zmm7 {%k1}
	vmovdqu64	%zmm7, 5400(%rsp,%rcx)
	incq	%rdx
	addq	$256, %rcx
	cmpq	%rdx, %rbp
	jne	.LBB0_118
	jmp	.LBB0_119
	.p2align	4
.LBB0_120:
	movl	$192, %ecx
	xorl	%edx, %edx
	.p2align	4
.LBB0_121:
	vcvtusi2ss	%rdx, %xmm2, %xmm6
	vbroadcastss	%xmm6, %zmm6
	vmovups	5208(%rsp,%rcx), %zmm10
	vmovups	5272(%rsp,%rcx), %zmm9
	vmovups	5336(%rsp,%rcx), %zmm8
	vsubps	-16(%rsp), %zmm10, %zmm11
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
	vmulps	%zmm19, %zmm15, %zmm18
	vaddps	.LCPI0_71(%rip){1to16}, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vbroadcastss	.LCPI0_72(%rip), %zmm3
	vaddps	%zmm3, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vbroadcastss	.LCPI0_73(%rip), %zmm5
	vaddps	%zmm5, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	%zmm0, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm15
	vsubps	%zmm15, %zmm7, %zmm15
	vmulps	%zmm15, %zmm7, %zmm7
	vsubps	%zmm15, %zmm16, %zmm15
	vdivps	%zmm15, %zmm7, %zmm15
	vmovups	5400(%rsp,%rcx), %zmm1
	vmovups	%zmm1, 112(%rsp)
	vaddps	%zmm10, %zmm10, %zmm18
	vbroadcastss	.LCPI0_80(%rip), %zmm7
	vmulps	%zmm7, %zmm18, %zmm18
	vsubps	103512(%rsp,%rcx), %zmm18, %zmm18
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
	vxorps	%xmm29, %xmm29, %xmm29
	vmovaps	%zmm28, %zmm12 {%k1}
	vmulps	1024(%rsp), %zmm12, %zmm11
	vaddps	%zmm11, %zmm18, %zmm11
	vcmpeqps	592(%rsp), %zmm6, %k1
	vbroadcastss	.LCPI0_81(%rip), %zmm30
	vmovaps	%zmm30, %zmm12 {%k1} {z}
	vaddps	%zmm11, %zmm12, %zmm11
	vmovaps	%zmm19, %zmm1
	vmovups	3856(%rsp), %zmm19
	vmulps	%zmm11, %zmm19, %zmm11
	vsubps	%zmm11, %zmm10, %zmm10
	vbroadcastss	.LCPI0_82(%rip), %zmm4
	vandps	%zmm4, %zmm10, %zmm11
	vpcmpgtd	%zmm20, %zmm11, %k1
	vpbroadcastd	.LCPI0_79(%rip), %zmm11
	vmovdqa32	%zmm11, %zmm10 {%k1}
	vmovdqu64	%zmm10, 5208(%rsp,%rcx)
	vsubps	240(%rsp), %zmm9, %zmm10
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
	vmulps	%zmm1, %zmm15, %zmm18
	vaddps	.LCPI0_71(%rip){1to16}, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	%zmm3, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	%zmm5, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	%zmm0, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm15
	vbroadcastss	.LCPI0_71(%rip), %zmm18
	vsubps	%zmm15, %zmm14, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm15, %zmm16, %zmm15
	vdivps	%zmm15, %zmm14, %zmm14
	vaddps	%zmm9, %zmm9, %zmm15
	vmovaps	%zmm7, %zmm3
	vmulps	%zmm7, %zmm15, %zmm15
	vsubps	103576(%rsp,%rcx), %zmm15, %zmm15
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
	vcmpunordps	%zmm29, %zmm10, %k1
	vmovaps	%zmm28, %zmm11 {%k1}
	vmulps	784(%rsp), %zmm11, %zmm10
	vaddps	%zmm10, %zmm15, %zmm10
	vcmpeqps	432(%rsp), %zmm6, %k1
	vmovaps	%zmm30, %zmm11 {%k1} {z}
	vaddps	%zmm10, %zmm11, %zmm10
	vmulps	%zmm10, %zmm19, %zmm10
	vsubps	%zmm10, %zmm9, %zmm9
	vandps	%zmm4, %zmm9, %zmm10
	vpcmpgtd	%zmm20, %zmm10, %k1
	vpbroadcastd	.LCPI0_79(%rip), %zmm29
	vmovdqa32	%zmm29, %zmm9 {%k1}
	vmovdqu64	%zmm9, 5272(%rsp,%rcx)
	vsubps	656(%rsp), %zmm8, %zmm9
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
	vmulps	%zmm1, %zmm14, %zmm15
	vaddps	%zmm18, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vbroadcastss	.LCPI0_72(%rip), %zmm18
	vaddps	%zmm18, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vmovaps	%zmm5, %zmm7
	vaddps	%zmm5, %zmm15, %zmm15
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
	vsubps	103640(%rsp,%rcx), %zmm14, %zmm14
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
	vxorps	%xmm5, %xmm5, %xmm5
	vcmpunordps	%zmm5, %zmm9, %k1
	vmovaps	%zmm28, %zmm10 {%k1}
	vmulps	960(%rsp), %zmm10, %zmm9
	vaddps	%zmm9, %zmm14, %zmm9
	vcmpeqps	496(%rsp), %zmm6, %k1
	vmovaps	%zmm30, %zmm10 {%k1} {z}
	vaddps	%zmm9, %zmm10, %zmm9
	vmulps	%zmm9, %zmm19, %zmm9
	vsubps	%zmm9, %zmm8, %zmm8
	vandps	%zmm4, %zmm8, %zmm9
	vpcmpgtd	%zmm20, %zmm9, %k1
	vmovdqa32	%zmm29, %zmm8 {%k1}
	vmovdqu64	%zmm8, 5336(%rsp,%rcx)
	vmovups	112(%rsp), %zmm3
	vsubps	176(%rsp), %zmm3, %zmm8
	vmaxps	%zmm8, %zmm21, %zmm9
	vminps	%zmm9, %zmm22, %zmm9
	vmulps	%zmm23, %zmm9, %zmm10
	vaddps	%zmm24, %zmm10, %zmm10
	vaddps	%zmm25, %zmm10, %zmm11
	vmulps	%zmm26, %zmm11, %zmm12
	vsubps	%zmm12, %zmm9, %zmm9
	vmulps	%zmm31, %zmm11, %zmm11
	vsubps	%zmm11, %zmm9, %zmm12
	vmulps	%zmm12, %zmm12, %zmm13
	vmulps	%zmm1, %zmm13, %zmm14
	vaddps	.LCPI0_71(%rip){1to16}, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm18, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm7, %zmm14, %zmm14
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
	vcmpunordps	%zmm5, %zmm8, %k1
	vaddps	%zmm3, %zmm3, %zmm8
	vmulps	%zmm15, %zmm8, %zmm8
	vsubps	103704(%rsp,%rcx), %zmm8, %zmm8
	vmovaps	%zmm28, %zmm9 {%k1}
	vmulps	720(%rsp), %zmm9, %zmm9
	vaddps	%zmm9, %zmm8, %zmm8
	vcmpeqps	368(%rsp), %zmm6, %k1
	vmovaps	%zmm30, %zmm6 {%k1} {z}
	vaddps	%zmm8, %zmm6, %zmm6
	vmulps	%zmm6, %zmm19, %zmm6
	vmovaps	%zmm1, %zmm19
	vsubps	%zmm6, %zmm3, %zmm6
	vandps	%zmm4, %zmm6, %zmm7
	vpcmpgtd	%zmm20, %zmm7, %k1
	vmovdqa32	%zmm29, %zmm6 {%k1}
	vmovdqu64	%zmm6, 5400(%rsp,%rcx)
	incq	%rdx
	addq	$256, %rcx
	cmpq	%rdx, %rbp
	jne	.LBB0_121
	jmp	.LBB0_119
.LBB0_102:
	vpbroadcastq	.LCPI0_6(%rip), %zmm19
	jmp	.LBB0_103
	.p2align	4
.LBB0_9:
	movq	-128(%rsp), %rbp
.LBB0_10:
	testq	%rbp, %rbp
	sete	%al
	testq	%r15, %r15
	sete	%cl
	orb	%al, %cl
	jne	.LBB0_135
	movq	104(%rsp), %r11
	imulq	%rbp, %r11
	cmpq	$1, %r11
	jne	.LBB0_122
	xorl	%ecx, %ecx
	jmp	.LBB0_131
	.p2align	4
.LBB0_122:
	movq	%r9, %r8
	movq	%rbx, %r9
	movq	%r13, %r10
	movq	%r11, %rbx
	andl	$16382, %r11d
	xorl	%ecx, %ecx
	jmp	.LBB0_123
	.p2align	4
.LBB0_128:
	xorl	%edx, %edx
	divq	%r12
.LBB0_129:
	cmpq	%r15, %rax
	movq	%r14, %r13
	cmovbq	%rax, %r13
	addq	%r10, %r13
	movq	%rdx, %rbp
	shlq	$8, %rbp
	addq	%rsp, %rbp
	addq	$5400, %rbp
	vmovss	(%rbp,%rax,4), %xmm0
	imulq	%r12, %r13
	movq	-80(%rsp), %rax
	leaq	(%rax,%r13,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r11
	movq	%r12, %rbp
	je	.LBB0_130
.LBB0_123:
	movq	%rcx, %rax
	orq	%rbp, %rax
	shrq	$32, %rax
	je	.LBB0_124
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rbp
	jmp	.LBB0_126
	.p2align	4
.LBB0_124:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%ebp
.LBB0_126:
	movq	%rbp, %r12
	cmpq	%r15, %rax
	movq	%r14, %r13
	cmovbq	%rax, %r13
	addq	%r10, %r13
	imulq	%r12, %r13
	movq	%rdx, %rbp
	shlq	$8, %rbp
	addq	%rsp, %rbp
	addq	$5400, %rbp
	vmovss	(%rbp,%rax,4), %xmm0
	movq	-80(%rsp), %rax
	leaq	(%rax,%r13,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	leaq	1(%rcx), %rax
	movq	%rax, %rdx
	orq	%r12, %rdx
	shrq	$32, %rdx
	jne	.LBB0_128
	xorl	%edx, %edx
	divl	%r12d
	jmp	.LBB0_129
	.p2align	4
.LBB0_130:
	testb	$1, %bl
	movq	%r10, %r13
	movq	-80(%rsp), %r10
	movq	%r9, %rbx
	movq	%r8, %r9
	movl	$3449720151, %r8d
	je	.LBB0_135
.LBB0_131:
	movq	%rcx, %rax
	orq	%rbp, %rax
	shrq	$32, %rax
	jne	.LBB0_133
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%ebp
	jmp	.LBB0_134
.LBB0_13:
	movq	16(%rdi), %rax
	movq	%rax, -120(%rsp)
	cmpq	$4097, %rbp
	vmovaps	%xmm1, 48(%rsp)
	jae	.LBB0_14
	movq	%rcx, %rsi
	subq	%r13, %rsi
	jbe	.LBB0_65
	cmpq	$0, 80(%rsp)
	je	.LBB0_217
	movl	$3449720151, %r9d
	movq	-56(%rsp), %rdx
	movq	%rdx, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %r10
	leaq	842468239(%rax), %rdi
	movq	%rdi, 3088(%rsp)
	leaq	1684936478(%rax), %r12
	leaq	534103459(%rax), %rdi
	movq	%rdi, 3024(%rsp)
	movl	%ebp, %ebx
	andl	$8188, %ebx
	leaq	(%rax,%r9), %r14
	addq	$-305585874, %r14
	movq	%r14, 2272(%rsp)
	leaq	536882365(%rax,%r9), %r14
	leaq	(%rax,%r9), %r15
	addq	$-613950654, %r15
	leaq	(%rax,%r9), %r11
	addq	$228517585, %r11
	movq	%r13, %r8
	imulq	%rbp, %r8
	movq	%rbp, %rax
	shlq	$4, %rax
	movq	%rax, 1168(%rsp)
	leaq	4(,%r13,4), %rax
	imulq	%rbp, %rax
	movq	%rax, 1160(%rsp)
	movq	%rbx, 2312(%rsp)
	decq	%rbx
	shrq	$2, %rbx
	movl	%ebp, %eax
	andl	$8128, %eax
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 3664(%rsp)
	leaq	(%rdx,%r9), %rdi
	addq	$-795284382, %rdi
	movq	%rdi, 2264(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 5328(%rsp)
	leaq	1013904242(%rdx), %rdi
	movq	%rdi, 928(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3600(%rsp)
	movq	%r10, 2280(%rsp)
	vpbroadcastq	%r10, %zmm0
	vmovdqu64	%zmm0, 5264(%rsp)
	leaq	218619860(%rdx,%r9), %rdi
	movq	%rdi, 920(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3536(%rsp)
	movq	3088(%rsp), %rdi
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3472(%rsp)
	leaq	2027808484(%rdx), %rdi
	movq	%rdi, 912(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3408(%rsp)
	movq	%r14, 952(%rsp)
	vpbroadcastq	%r14, %zmm0
	vmovdqu64	%zmm0, 3344(%rsp)
	leaq	387276957(%rdx), %rdi
	movq	%rdi, 904(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3280(%rsp)
	movq	%r15, 944(%rsp)
	vpbroadcastq	%r15, %zmm0
	vmovdqu64	%zmm0, 4368(%rsp)
	leaq	-408007425(%rdx,%r9), %rdi
	movq	%rdi, 344(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 4304(%rsp)
	movq	%r12, 104(%rsp)
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 4240(%rsp)
	leaq	1401181199(%rdx), %rdi
	movq	%rdi, 336(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 4176(%rsp)
	movq	3024(%rsp), %rdi
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 4112(%rsp)
	movq	%r11, 936(%rsp)
	vpbroadcastq	%r11, %zmm21
	addl	$-1879881855, %edx
	movl	%edx, -92(%rsp)
	vpbroadcastd	%edx, %zmm29
	movl	%ebp, %edx
	andl	$8184, %edx
	vpbroadcastq	%rax, %zmm0
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vporq	%zmm1, %zmm0, %zmm0
	vmovdqu64	%zmm0, 4944(%rsp)
	movl	%ebp, %edi
	andl	$8176, %edi
	movl	%ebp, %r9d
	andl	$8188, %r9d
	movq	%r9, 2296(%rsp)
	movq	%rbx, 2304(%rsp)
	leaq	1(%rbx), %r11
	movq	%r11, 2256(%rsp)
	andq	$-2, %r11
	movq	%r11, 2248(%rsp)
	vbroadcastss	48(%rsp), %zmm11
	movq	%rdi, -112(%rsp)
	vpbroadcastq	%rdi, %ymm0
	vpor	%ymm1, %ymm0, %ymm0
	vmovdqu	%ymm0, 2800(%rsp)
	movq	%rdx, 5136(%rsp)
	movq	%rax, 88(%rsp)
	subq	%rax, %rdx
	movq	%rdx, 328(%rsp)
	leal	(,%rbp,4), %eax
	movl	%eax, %edi
	andl	$32512, %edi
	andl	$32704, %eax
	movq	%rax, 2288(%rsp)
	vxorpd	%xmm22, %xmm22, %xmm22
	vxorpd	%xmm23, %xmm23, %xmm23
	vmovapd	.LCPI0_0(%rip), %zmm24
	vmovapd	.LCPI0_4(%rip), %zmm25
	vmovapd	.LCPI0_61(%rip), %zmm26
	vmovapd	.LCPI0_62(%rip), %zmm27
	leaq	(%rbp,%rbp,2), %rax
	movq	%rax, 2208(%rsp)
	leaq	(,%rbp,8), %r12
	movq	-120(%rsp), %rdx
	leaq	(%rdx,%rbp,8), %rax
	movq	%rax, 1184(%rsp)
	leaq	(,%r8,4), %rax
	movq	%rax, 2200(%rsp)
	leaq	(,%rbp,4), %r10
	leaq	(%r10,%r10,2), %rax
	movq	%rax, -104(%rsp)
	movq	-80(%rsp), %rax
	leaq	(%rax,%r8,4), %r9
	movq	1160(%rsp), %r11
	leaq	(%rax,%r11), %rax
	movq	%rax, 2184(%rsp)
	leaq	192(%rdx), %rax
	movq	%rax, 2240(%rsp)
	movq	%rdi, 5200(%rsp)
	leaq	(%rdx,%rdi), %rax
	movq	%rax, 2232(%rsp)
	leaq	16(%rdx), %rax
	movq	%rax, 1176(%rsp)
	movq	312(%rsp), %rax
	movq	%r8, 1192(%rsp)
	leaq	(%rax,%r8,4), %rax
	movq	%rax, 320(%rsp)
	movq	1168(%rsp), %rdi
	xorl	%r8d, %r8d
	movq	%r9, 2192(%rsp)
	movq	%r9, 2896(%rsp)
	vmovdqu64	%zmm21, 3216(%rsp)
	vmovdqu64	%zmm29, 1920(%rsp)
	vmovupd	%zmm11, 4048(%rsp)
	movq	%r12, -72(%rsp)
	movq	%r10, 896(%rsp)
	jmp	.LBB0_139
	.p2align	4
.LBB0_181:
	addq	$4, %r13
	movq	2224(%rsp), %rsi
	addq	$-4, %rsi
	movq	2216(%rsp), %r8
	incq	%r8
	addq	%r10, 1192(%rsp)
	movq	1168(%rsp), %rdi
	addq	%rdi, 2896(%rsp)
	addq	%rdi, 320(%rsp)
	movq	568(%rsp), %rcx
	cmpq	%rcx, %r13
	jae	.LBB0_65
.LBB0_139:
	subq	%r13, %rcx
	cmpq	$4, %rcx
	movl	$4, %edx
	cmovbq	%rcx, %rdx
	decq	%rdx
	cmpq	$4, %rcx
	movq	%rdx, %r15
	movl	$3, %eax
	cmovaeq	%rax, %r15
	cmpq	$1, %rsi
	movq	%rsi, 2224(%rsp)
	movq	%rsi, %r12
	adcq	$0, %r12
	cmpq	$4, %r12
	movl	$4, %eax
	cmovaeq	%rax, %r12
	leaq	(%r12,%r12,2), %rax
	movl	%eax, %eax
	leaq	-8(,%rax,4), %r9
	imulq	%rbp, %r9
	movq	-120(%rsp), %r11
	addq	%r11, %r9
	movq	%rdi, %rax
	movq	%r8, 2216(%rsp)
	imulq	%r8, %rax
	movq	2192(%rsp), %rdi
	leaq	(%rdi,%rax), %rsi
	movq	%rsi, -16(%rsp)
	movq	2184(%rsp), %rdi
	leaq	(%rdi,%rax), %rsi
	leaq	-1(%r12), %rbx
	imulq	%r10, %rbx
	addq	%rbx, %rsi
	movq	%rsi, 496(%rsp)
	movq	2200(%rsp), %rdi
	addq	%rax, %rdi
	movq	-80(%rsp), %r8
	leaq	(%r8,%rdi), %rsi
	movq	%rsi, 176(%rsp)
	addq	1160(%rsp), %rax
	addq	%rax, %r8
	addq	%rbx, %r8
	movq	312(%rsp), %r14
	addq	%r14, %rdi
	addq	%r14, %rax
	addq	%rbx, %rax
	movq	-104(%rsp), %r14
	movq	%r12, -40(%rsp)
	imulq	%r12, %r14
	addq	%r11, %r14
	cmpq	$2, %rcx
	movq	%rdx, %rsi
	movl	$1, %ebx
	cmovaeq	%rbx, %rsi
	movq	%rsi, %rbx
	movq	2208(%rsp), %r12
	imulq	%r12, %rbx
	movq	%rbx, 240(%rsp)
	cmpq	$3, %rcx
	movl	$2, %ecx
	cmovaeq	%rcx, %rdx
	movq	%rdx, %rcx
	imulq	%r12, %rcx
	movq	%rcx, 112(%rsp)
	movq	%r15, %rcx
	imulq	%r12, %rcx
	movq	%rcx, 368(%rsp)
	movq	-72(%rsp), %r12
	cmpq	496(%rsp), %r11
	setb	%bl
	cmpq	%r9, -16(%rsp)
	setb	%r9b
	andb	%bl, %r9b
	movb	%r9b, 848(%rsp)
	movq	176(%rsp), %rcx
	cmpq	%rax, %rcx
	setb	%bl
	cmpq	%r8, %rdi
	setb	%r9b
	andb	%bl, %r9b
	cmpq	%r14, %rcx
	setb	%bl
	cmpq	%r8, 1184(%rsp)
	setb	%r14b
	andb	%bl, %r14b
	orb	%r9b, %r14b
	movb	%r14b, 888(%rsp)
	cmpq	%rax, %rcx
	setb	%al
	cmpq	%r8, %rdi
	movq	240(%rsp), %rcx
	leaq	(%r11,%rcx,4), %rdi
	movq	%rdi, 576(%rsp)
	movl	$3449720151, %ebx
	movq	112(%rsp), %rcx
	leaq	(%r11,%rcx,4), %rdi
	movq	%rdi, 1208(%rsp)
	movq	368(%rsp), %rcx
	leaq	(%r11,%rcx,4), %rcx
	movq	%rcx, 1200(%rsp)
	setb	%cl
	andb	%al, %cl
	movb	%cl, 584(%rsp)
	movq	-104(%rsp), %rcx
	imulq	%rcx, %r15
	movq	1176(%rsp), %rax
	addq	%rax, %r15
	movq	%r15, 864(%rsp)
	imulq	%rcx, %rdx
	addq	%rax, %rdx
	movq	%rdx, 872(%rsp)
	imulq	%rcx, %rsi
	addq	%rax, %rsi
	movq	%rsi, 856(%rsp)
	movq	$0, 64(%rsp)
	vmovss	-32(%rsp), %xmm0
	vmovss	%xmm0, 72(%rsp)
	movq	%r13, 360(%rsp)
	jmp	.LBB0_140
	.p2align	4
.LBB0_180:
	vmovss	72(%rsp), %xmm0
	vmulss	-20(%rsp), %xmm0, %xmm0
	vmovss	%xmm0, 72(%rsp)
	movq	64(%rsp), %rcx
	incq	%rcx
	movq	%rcx, 64(%rsp)
	cmpq	80(%rsp), %rcx
	je	.LBB0_181
.LBB0_140:
	cmpl	$0, -24(%rsp)
	sete	%al
	movl	%eax, 2768(%rsp)
	cmpl	$0, -60(%rsp)
	movq	88(%rsp), %r15
	je	.LBB0_141
	movq	880(%rsp), %rax
	movq	64(%rsp), %rcx
	addq	%rax, %rcx
	movq	%rcx, %rsi
	shrq	$32, %rsi
	imulq	%rbx, %rsi
	movq	%rsi, %rax
	shrq	$32, %rax
	xorl	-56(%rsp), %ecx
	xorl	%eax, %ecx
	leaq	78811644(%rbx), %rax
	movq	%rax, 1088(%rsp)
	imulq	%rax, %rcx
	movq	%rcx, %rdx
	shrq	$32, %rdx
	xorq	2272(%rsp), %rdx
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 3728(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vpxorq	5328(%rsp), %zmm0, %zmm28
	vpbroadcastq	%rcx, %zmm0
	vpxorq	5264(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 4496(%rsp)
	xorq	2264(%rsp), %rsi
	movl	%esi, %eax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 5072(%rsp)
	xorq	2280(%rsp), %rcx
	movq	%rcx, -88(%rsp)
	movl	%ecx, %eax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 5008(%rsp)
	movq	1192(%rsp), %rax
	movq	%rax, 2960(%rsp)
	movq	-120(%rsp), %rax
	movq	%rax, 96(%rsp)
	movq	2232(%rsp), %rcx
	movq	2240(%rsp), %rdi
	xorl	%r8d, %r8d
	movq	%rsi, 3152(%rsp)
	movq	%rdx, 2832(%rsp)
	vmovdqu64	%zmm28, 3792(%rsp)
	jmp	.LBB0_154
	.p2align	4
.LBB0_172:
	movq	352(%rsp), %r8
	incq	%r8
	movq	-104(%rsp), %rax
	addq	%rax, %rdi
	movq	-48(%rsp), %rcx
	addq	%rax, %rcx
	addq	%rax, 96(%rsp)
	addq	%rbp, 2960(%rsp)
	cmpq	-40(%rsp), %r8
	movq	3152(%rsp), %rsi
	movq	2832(%rsp), %rdx
	vmovups	3792(%rsp), %zmm28
	je	.LBB0_141
.LBB0_154:
	movq	%rcx, -48(%rsp)
	movq	%r8, 352(%rsp)
	leaq	(%r8,%r13), %rax
	imulq	%rbp, %rax
	vpbroadcastq	%rax, %zmm27
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm27, %zmm0
	vmovdqu64	%zmm0, 1216(%rsp)
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm27, %zmm0
	vmovdqu64	%zmm0, 2384(%rsp)
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm27, %zmm0
	vmovdqu64	%zmm0, 1472(%rsp)
	movq	%rdi, %r9
	movq	%r15, %r14
	vmovaps	.LCPI0_0(%rip), %zmm2
	vmovdqa64	.LCPI0_4(%rip), %zmm0
	vpbroadcastq	.LCPI0_5(%rip), %zmm20
	vpbroadcastq	.LCPI0_6(%rip), %zmm22
	vmovdqu64	%zmm27, 2112(%rsp)
	.p2align	4
.LBB0_155:
	vmovdqu64	%zmm0, 240(%rsp)
	vmovups	%zmm2, -16(%rsp)
	vpaddq	%zmm27, %zmm0, %zmm1
	vpmuludq	%zmm20, %zmm1, %zmm0
	vpaddq	-16(%rsp), %zmm27, %zmm2
	vpmuludq	%zmm20, %zmm2, %zmm3
	vmovdqu64	1216(%rsp), %zmm5
	vpaddq	240(%rsp), %zmm5, %zmm4
	vpmuludq	%zmm20, %zmm4, %zmm8
	vpaddq	-16(%rsp), %zmm5, %zmm5
	vpmuludq	%zmm20, %zmm5, %zmm10
	vmovdqu64	2384(%rsp), %zmm6
	vpaddq	240(%rsp), %zmm6, %zmm11
	vpmuludq	%zmm20, %zmm11, %zmm7
	vpaddq	-16(%rsp), %zmm6, %zmm12
	vpmuludq	%zmm20, %zmm12, %zmm9
	vmovdqu64	1472(%rsp), %zmm13
	vpaddq	240(%rsp), %zmm13, %zmm14
	vpmuludq	%zmm20, %zmm14, %zmm6
	vpaddq	-16(%rsp), %zmm13, %zmm15
	vpmuludq	%zmm20, %zmm15, %zmm13
	vmovdqu64	3664(%rsp), %zmm16
	vpternlogq	$150, %zmm16, %zmm3, %zmm2
	vpternlogq	$150, %zmm16, %zmm0, %zmm1
	vpternlogq	$150, %zmm16, %zmm10, %zmm5
	vpternlogq	$150, %zmm16, %zmm8, %zmm4
	vpternlogq	$150, %zmm16, %zmm9, %zmm12
	vpternlogq	$150, %zmm16, %zmm7, %zmm11
	vpternlogq	$150, %zmm16, %zmm13, %zmm15
	vpternlogq	$150, %zmm16, %zmm6, %zmm14
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm11, %zmm16
	vpsrlq	$32, %zmm12, %zmm17
	vpsrlq	$32, %zmm14, %zmm18
	vpsrlq	$32, %zmm15, %zmm19
	vpmuludq	%zmm22, %zmm2, %zmm15
	vpmuludq	%zmm22, %zmm1, %zmm14
	vpmuludq	%zmm22, %zmm5, %zmm12
	vpmuludq	%zmm22, %zmm4, %zmm11
	vpmuludq	%zmm22, %zmm17, %zmm5
	vpmuludq	%zmm22, %zmm16, %zmm23
	vpmuludq	%zmm22, %zmm19, %zmm30
	vpmuludq	%zmm22, %zmm18, %zmm18
	vpsrlq	$32, %zmm14, %zmm16
	vpsrlq	$32, %zmm15, %zmm17
	vpsrlq	$32, %zmm11, %zmm19
	vpsrlq	$32, %zmm12, %zmm20
	vpsrlq	$32, %zmm23, %zmm21
	vpsrlq	$32, %zmm5, %zmm22
	vpsrlq	$32, %zmm18, %zmm24
	vpsrlq	$32, %zmm30, %zmm25
	vpxorq	%zmm28, %zmm17, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm17
	vmovdqu64	%zmm17, 432(%rsp)
	vpxorq	%zmm28, %zmm16, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm26
	vmovdqu64	%zmm26, 1664(%rsp)
	vpxorq	%zmm28, %zmm20, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm2
	vmovdqu64	%zmm2, 1600(%rsp)
	vpxorq	%zmm28, %zmm19, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm20
	vmovdqu64	%zmm20, 496(%rsp)
	vpxorq	%zmm28, %zmm22, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm4
	vpxorq	%zmm28, %zmm21, %zmm19
	vpxorq	%zmm28, %zmm25, %zmm21
	vpxorq	%zmm28, %zmm24, %zmm24
	vmovdqu64	3728(%rsp), %zmm1
	vpxorq	%zmm3, %zmm1, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm3
	vmovdqu64	%zmm3, 1536(%rsp)
	vpxorq	%zmm0, %zmm1, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm28
	vpxorq	%zmm10, %zmm1, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm10
	vpxorq	%zmm8, %zmm1, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm25
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm16
	vpxorq	%zmm9, %zmm1, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm22
	vpxorq	%zmm7, %zmm1, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm0
	vmovdqu64	%zmm0, 176(%rsp)
	vpxorq	%zmm13, %zmm1, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm21
	vpxorq	%zmm6, %zmm1, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm0
	vmovdqu64	%zmm0, 112(%rsp)
	vpsrlq	$32, %zmm26, %zmm9
	vpsrlq	$32, %zmm17, %zmm24
	vpsrlq	$32, %zmm20, %zmm20
	vpsrlq	$32, %zmm28, %zmm13
	vpsrlq	$32, %zmm27, %zmm26
	vmovdqa64	%zmm27, %zmm6
	vpsrlq	$32, %zmm16, %zmm27
	vpsrlq	$32, %zmm10, %zmm29
	vpsrlq	$32, %zmm2, %zmm31
	vmovdqu64	3600(%rsp), %zmm7
	vpternlogq	$150, %zmm7, %zmm15, %zmm26
	vpsrlq	$32, %zmm19, %zmm2
	vpternlogq	$150, %zmm7, %zmm14, %zmm13
	vpsrlq	$32, %zmm22, %zmm1
	vpternlogq	$150, %zmm7, %zmm12, %zmm29
	vpsrlq	$32, %zmm3, %zmm12
	vpternlogq	$150, %zmm7, %zmm11, %zmm27
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm7, %zmm5, %zmm1
	vpsrlq	$32, %zmm21, %zmm5
	vpternlogq	$150, %zmm7, %zmm23, %zmm2
	vpsrlq	$32, %zmm4, %zmm15
	vmovdqa64	%zmm4, %zmm14
	vpternlogq	$150, %zmm7, %zmm30, %zmm5
	vpternlogq	$150, %zmm7, %zmm18, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm11
	vmovdqu64	%zmm11, 656(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm7
	vmovdqu64	%zmm7, 960(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm23
	vmovdqu64	%zmm23, 1024(%rsp)
	vpsrlq	$32, %zmm25, %zmm18
	vmovdqa64	%zmm25, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm4
	vmovdqu64	%zmm4, 784(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 720(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm8
	vmovdqu64	%zmm8, 592(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 1840(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm13
	vmovdqu64	%zmm13, 368(%rsp)
	vmovdqu64	4496(%rsp), %zmm25
	vpxorq	%zmm25, %zmm24, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm30
	vpxorq	%zmm25, %zmm9, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm24
	vpxorq	%zmm25, %zmm31, %zmm0
	vpxorq	%zmm25, %zmm20, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm27
	vpxorq	%zmm25, %zmm15, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm9
	vmovdqu64	%zmm9, 1728(%rsp)
	vpxorq	%zmm25, %zmm12, %zmm0
	vpxorq	%zmm25, %zmm18, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm15
	vpsrlq	$32, %zmm30, %zmm26
	vmovdqu64	3536(%rsp), %zmm3
	vpternlogq	$150, %zmm6, %zmm3, %zmm26
	vpsrlq	$32, %zmm24, %zmm12
	vpternlogq	$150, %zmm28, %zmm3, %zmm12
	vpsrlq	$32, %zmm29, %zmm28
	vpternlogq	$150, %zmm10, %zmm3, %zmm28
	vpsrlq	$32, %zmm27, %zmm31
	vpternlogq	$150, %zmm16, %zmm3, %zmm31
	vpsrlq	$32, %zmm11, %zmm16
	vmovdqu64	3472(%rsp), %zmm1
	vpternlogq	$150, 1664(%rsp), %zmm1, %zmm16
	vpsrlq	$32, %zmm9, %zmm11
	vpternlogq	$150, %zmm22, %zmm3, %zmm11
	vpsrlq	$32, %zmm7, %zmm9
	vpternlogq	$150, 432(%rsp), %zmm1, %zmm9
	vpsrlq	$32, %zmm23, %zmm7
	vpternlogq	$150, 496(%rsp), %zmm1, %zmm7
	vpsrlq	$32, %zmm15, %zmm10
	vpternlogq	$150, %zmm19, %zmm3, %zmm10
	vpsrlq	$32, %zmm4, %zmm23
	vpternlogq	$150, 1600(%rsp), %zmm1, %zmm23
	vpsrlq	$32, %zmm2, %zmm20
	vpternlogq	$150, 1536(%rsp), %zmm1, %zmm20
	vpsrlq	$32, %zmm8, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm8
	vpternlogq	$150, %zmm1, %zmm14, %zmm4
	vpsrlq	$32, %zmm13, %zmm5
	vpternlogq	$150, %zmm1, %zmm17, %zmm5
	vpsrlq	$32, %zmm8, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm13
	vpternlogq	$150, %zmm21, %zmm3, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm17
	vpsrlq	$32, %zmm13, %zmm16
	vmovdqu64	3408(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm30, %zmm16
	vpsrlq	$32, %zmm17, %zmm30
	vpternlogq	$150, %zmm0, %zmm24, %zmm30
	vmovdqu64	1840(%rsp), %zmm19
	vpsrlq	$32, %zmm19, %zmm6
	vmovdqu64	176(%rsp), %zmm2
	vpternlogq	$150, %zmm1, %zmm2, %zmm6
	vpsrlq	$32, %zmm2, %zmm2
	vpxorq	%zmm25, %zmm2, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm25
	vpsrlq	$32, %zmm25, %zmm1
	vpternlogq	$150, 112(%rsp), %zmm3, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm9
	vpsrlq	$32, %zmm9, %zmm21
	vpternlogq	$150, %zmm0, %zmm29, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm23
	vpsrlq	$32, %zmm23, %zmm2
	vpternlogq	$150, %zmm0, %zmm27, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm27
	vpsrlq	$32, %zmm27, %zmm29
	vpternlogq	$150, 1728(%rsp), %zmm0, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm3
	vmovdqu64	%zmm3, 432(%rsp)
	vpsrlq	$32, %zmm3, %zmm24
	vpternlogq	$150, %zmm0, %zmm15, %zmm24
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm3
	vmovdqu64	%zmm3, 496(%rsp)
	vpsrlq	$32, %zmm3, %zmm22
	vpternlogq	$150, %zmm0, %zmm8, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm3
	vmovdqu64	%zmm3, 112(%rsp)
	vpsrlq	$32, %zmm3, %zmm20
	vpternlogq	$150, %zmm0, %zmm25, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm4
	vpsrlq	$32, %zmm4, %zmm6
	vmovdqu64	3344(%rsp), %zmm0
	vpternlogq	$150, 656(%rsp), %zmm0, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm15
	vpsrlq	$32, %zmm15, %zmm8
	vpternlogq	$150, 960(%rsp), %zmm0, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm25
	vpsrlq	$32, %zmm25, %zmm14
	vpternlogq	$150, 1024(%rsp), %zmm0, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm5
	vpsrlq	$32, %zmm5, %zmm3
	vpternlogq	$150, 784(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm28
	vpsrlq	$32, %zmm28, %zmm26
	vpternlogq	$150, 720(%rsp), %zmm0, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm10
	vpsrlq	$32, %zmm10, %zmm7
	vpternlogq	$150, 592(%rsp), %zmm0, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm11
	vpsrlq	$32, %zmm11, %zmm31
	vpternlogq	$150, %zmm19, %zmm0, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm1
	vmovdqu64	%zmm1, 784(%rsp)
	vpsrlq	$32, %zmm1, %zmm18
	vpternlogq	$150, 368(%rsp), %zmm0, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm0
	vmovdqu64	%zmm0, 720(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	3280(%rsp), %zmm1
	vpternlogq	$150, %zmm13, %zmm1, %zmm0
	vmovdqu64	%zmm0, 176(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm0
	vmovdqu64	%zmm0, 960(%rsp)
	vpsrlq	$32, %zmm0, %zmm19
	vpternlogq	$150, %zmm17, %zmm1, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm0
	vmovdqu64	%zmm0, 368(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vmovdqu64	4368(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm4, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm30
	vpsrlq	$32, %zmm30, %zmm13
	vpternlogq	$150, %zmm9, %zmm1, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm3
	vmovdqu64	%zmm3, 592(%rsp)
	vpsrlq	$32, %zmm3, %zmm8
	vpternlogq	$150, %zmm0, %zmm15, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm12
	vpsrlq	$32, %zmm12, %zmm15
	vpternlogq	$150, %zmm23, %zmm1, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 656(%rsp)
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm0, %zmm25, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm16
	vpsrlq	$32, %zmm16, %zmm6
	vpternlogq	$150, %zmm27, %zmm1, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm2
	vmovdqu64	%zmm2, 1024(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm0, %zmm5, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm26, %zmm7
	vpsrlq	$32, %zmm7, %zmm27
	vpternlogq	$150, 432(%rsp), %zmm1, %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm3
	vmovdqu64	%zmm3, 1840(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm0, %zmm28, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm5
	vpsrlq	$32, %zmm5, %zmm21
	vpternlogq	$150, 496(%rsp), %zmm1, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm25
	vpsrlq	$32, %zmm25, %zmm28
	vpternlogq	$150, %zmm0, %zmm10, %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm31, %zmm9
	vmovdqu64	%zmm9, 496(%rsp)
	vpsrlq	$32, %zmm9, %zmm9
	vpternlogq	$150, 112(%rsp), %zmm1, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm31
	vpsrlq	$32, %zmm31, %zmm18
	vpternlogq	$150, %zmm0, %zmm11, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm23
	vpsrlq	$32, %zmm23, %zmm1
	vpternlogq	$150, 784(%rsp), %zmm0, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm0
	vmovdqu64	%zmm0, 432(%rsp)
	vpsrlq	$32, %zmm0, %zmm14
	vmovdqu64	4304(%rsp), %zmm0
	vpternlogq	$150, 720(%rsp), %zmm0, %zmm14
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm8
	vmovdqu64	%zmm8, 784(%rsp)
	vpsrlq	$32, %zmm8, %zmm8
	vpternlogq	$150, 960(%rsp), %zmm0, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm24
	vpsrlq	$32, %zmm24, %zmm11
	vpternlogq	$150, %zmm0, %zmm30, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm26
	vpsrlq	$32, %zmm26, %zmm10
	vpternlogq	$150, %zmm0, %zmm12, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm28, %zmm28
	vpsrlq	$32, %zmm28, %zmm2
	vpternlogq	$150, %zmm0, %zmm16, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm29
	vpsrlq	$32, %zmm29, %zmm16
	vpternlogq	$150, %zmm0, %zmm7, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm30
	vpsrlq	$32, %zmm30, %zmm17
	vpternlogq	$150, %zmm0, %zmm5, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm1
	vmovdqu64	%zmm1, 112(%rsp)
	vpsrlq	$32, %zmm1, %zmm5
	vmovdqu64	4240(%rsp), %zmm3
	vpternlogq	$150, 368(%rsp), %zmm3, %zmm5
	vmovdqu64	176(%rsp), %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 176(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 592(%rsp), %zmm3, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm4
	vmovdqu64	%zmm4, 368(%rsp)
	vpsrlq	$32, %zmm4, %zmm15
	vpternlogq	$150, 656(%rsp), %zmm3, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm4
	vmovdqu64	%zmm4, 592(%rsp)
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, 1024(%rsp), %zmm3, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm4
	vmovdqu64	%zmm4, 720(%rsp)
	vpsrlq	$32, %zmm4, %zmm20
	vpternlogq	$150, 1840(%rsp), %zmm3, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm12
	vpsrlq	$32, %zmm12, %zmm6
	vpternlogq	$150, %zmm25, %zmm3, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm13
	vpsrlq	$32, %zmm13, %zmm9
	vpternlogq	$150, %zmm31, %zmm3, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm4
	vpsrlq	$32, %zmm4, %zmm22
	vpternlogq	$150, %zmm23, %zmm3, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm3
	vpsrlq	$32, %zmm3, %zmm27
	vpternlogq	$150, 496(%rsp), %zmm0, %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vmovdqu64	4176(%rsp), %zmm25
	vpternlogq	$150, 432(%rsp), %zmm25, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm21
	vpternlogq	$150, 784(%rsp), %zmm25, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm5
	vpsrlq	$32, %zmm5, %zmm7
	vpternlogq	$150, %zmm24, %zmm25, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm5
	vpsrlq	$32, %zmm5, %zmm18
	vpternlogq	$150, %zmm26, %zmm25, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm5
	vpsrlq	$32, %zmm5, %zmm15
	vpternlogq	$150, %zmm28, %zmm25, %zmm15
	vmovups	3792(%rsp), %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm5
	vpsrlq	$32, %zmm5, %zmm20
	vpternlogq	$150, %zmm29, %zmm25, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm5
	vpsrlq	$32, %zmm5, %zmm22
	vpternlogq	$150, %zmm30, %zmm25, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm5
	vmovdqu64	2112(%rsp), %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm8
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, %zmm3, %zmm25, %zmm16
	vpsrlq	$32, %zmm24, %zmm0
	vmovdqu64	4112(%rsp), %zmm2
	vpternlogq	$150, 112(%rsp), %zmm2, %zmm0
	vpsrlq	$32, %zmm6, %zmm3
	vpternlogq	$150, 176(%rsp), %zmm2, %zmm3
	vpsrlq	$32, %zmm23, %zmm9
	vpternlogq	$150, 368(%rsp), %zmm2, %zmm9
	vpsrlq	$32, %zmm19, %zmm14
	vpternlogq	$150, 592(%rsp), %zmm2, %zmm14
	vpsrlq	$32, %zmm11, %zmm17
	vpternlogq	$150, 720(%rsp), %zmm2, %zmm17
	vpsrlq	$32, %zmm10, %zmm25
	vpternlogq	$150, %zmm2, %zmm12, %zmm25
	vpsrlq	$32, %zmm5, %zmm12
	vpternlogq	$150, %zmm2, %zmm13, %zmm12
	vpsrlq	$32, %zmm8, %zmm13
	vpternlogq	$150, %zmm2, %zmm4, %zmm13
	vpmovqd	%zmm3, %ymm2
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm2, %zmm0
	vpmovqd	%zmm14, %ymm2
	vpmovqd	%zmm9, %ymm3
	vinserti64x4	$1, %ymm3, %zmm2, %zmm2
	vpmovqd	%zmm25, %ymm3
	vpmovqd	%zmm17, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpmovqd	%zmm13, %ymm4
	vpmovqd	%zmm12, %ymm9
	vinserti64x4	$1, %ymm9, %zmm4, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm9
	vmovdqu64	3216(%rsp), %zmm21
	vpsrlq	$32, %zmm9, %zmm9
	vpternlogq	$150, %zmm24, %zmm21, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm6, %zmm21, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm23, %zmm21, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm15
	vpbroadcastq	.LCPI0_6(%rip), %zmm22
	vpbroadcastq	.LCPI0_5(%rip), %zmm20
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm14, %zmm14
	vpternlogq	$150, %zmm19, %zmm21, %zmm7
	vpbroadcastq	.LCPI0_8(%rip), %zmm18
	vpbroadcastd	.LCPI0_7(%rip), %zmm17
	vmovdqu64	1920(%rsp), %zmm29
	vpternlogq	$150, %zmm11, %zmm21, %zmm12
	vpternlogq	$150, %zmm10, %zmm21, %zmm13
	vpternlogq	$150, %zmm5, %zmm21, %zmm14
	vpternlogq	$150, %zmm8, %zmm21, %zmm15
	vpmuludq	%zmm22, %zmm1, %zmm1
	vpmuludq	%zmm22, %zmm9, %zmm5
	vpmuludq	%zmm22, %zmm7, %zmm7
	vpmuludq	%zmm22, %zmm6, %zmm6
	vpmuludq	%zmm22, %zmm13, %zmm8
	vpmuludq	%zmm22, %zmm12, %zmm9
	vpmuludq	%zmm22, %zmm15, %zmm10
	vpmuludq	%zmm22, %zmm14, %zmm11
	vpsrlq	$32, %zmm5, %zmm12
	vpsrlq	$32, %zmm1, %zmm13
	vpsrlq	$32, %zmm6, %zmm14
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
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm1, %zmm1
	vpmovqd	%zmm7, %ymm5
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm5, %zmm5
	vpmovqd	%zmm8, %ymm6
	vpmovqd	%zmm9, %ymm7
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vpmovqd	%zmm10, %ymm7
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpmulld	%zmm17, %zmm0, %zmm0
	vpternlogd	$150, %zmm0, %zmm29, %zmm12
	vpmulld	%zmm17, %zmm2, %zmm0
	vmovdqu64	-16(%rsp), %zmm2
	vpternlogd	$150, %zmm0, %zmm29, %zmm14
	vpmulld	%zmm17, %zmm3, %zmm0
	vpternlogd	$150, %zmm0, %zmm29, %zmm13
	vpmulld	%zmm17, %zmm4, %zmm0
	vpternlogd	$150, %zmm0, %zmm29, %zmm15
	vmovdqu64	240(%rsp), %zmm0
	vmovdqu64	%zmm12, -192(%r9,%r12)
	vmovdqu64	%zmm14, -128(%r9,%r12)
	vmovdqu64	%zmm13, -64(%r9,%r12)
	vmovdqu64	%zmm15, (%r9,%r12)
	vmovdqu64	%zmm1, -192(%r9)
	vmovdqu64	%zmm5, -128(%r9)
	vmovdqu64	%zmm6, -64(%r9)
	vmovdqu64	%zmm7, (%r9)
	vpaddq	%zmm18, %zmm2, %zmm2
	vpaddq	%zmm18, %zmm0, %zmm0
	addq	$256, %r9
	addq	$-64, %r14
	jne	.LBB0_155
	cmpq	%r15, %rbp
	movq	-56(%rsp), %r13
	movq	344(%rsp), %r10
	movq	336(%rsp), %r8
	movl	-92(%rsp), %r14d
	movq	-88(%rsp), %rcx
	movq	1088(%rsp), %r12
	je	.LBB0_163
	movq	88(%rsp), %r9
	testb	$56, -128(%rsp)
	je	.LBB0_161
	movq	-48(%rsp), %rax
	movq	328(%rsp), %rcx
	vmovdqu64	4944(%rsp), %zmm0
	vmovdqu64	3664(%rsp), %zmm7
	vmovdqu64	3600(%rsp), %zmm8
	vmovdqu64	3536(%rsp), %zmm9
	vmovdqu64	3472(%rsp), %zmm10
	vmovdqu64	3408(%rsp), %zmm11
	vmovdqu64	3344(%rsp), %zmm12
	vmovdqu64	3280(%rsp), %zmm13
	vmovdqu64	4368(%rsp), %zmm14
	vmovdqu64	4304(%rsp), %zmm15
	vmovdqu64	4240(%rsp), %zmm16
	vmovdqu64	4176(%rsp), %zmm17
	vmovdqu64	4112(%rsp), %zmm18
	movq	-72(%rsp), %rdx
	vpbroadcastd	.LCPI0_7(%rip), %ymm19
	vpbroadcastq	.LCPI0_9(%rip), %zmm23
	vmovdqu64	3728(%rsp), %zmm24
	vmovdqu64	5072(%rsp), %zmm25
	vmovdqu64	5008(%rsp), %zmm26
	.p2align	4
.LBB0_159:
	vpaddq	%zmm27, %zmm0, %zmm1
	vpmuludq	%zmm20, %zmm1, %zmm2
	vpternlogq	$150, %zmm7, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpmuludq	%zmm22, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm3
	vpxorq	%zmm3, %zmm25, %zmm3
	vpxorq	%zmm2, %zmm24, %zmm2
	vpmuludq	%zmm20, %zmm3, %zmm3
	vpmuludq	%zmm22, %zmm2, %zmm2
	vpsrlq	$32, %zmm3, %zmm4
	vpxorq	%zmm4, %zmm26, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpternlogq	$150, %zmm8, %zmm1, %zmm5
	vpmuludq	%zmm20, %zmm5, %zmm1
	vpmuludq	%zmm22, %zmm4, %zmm4
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm2, %zmm9, %zmm6
	vpternlogq	$150, %zmm10, %zmm3, %zmm5
	vpmuludq	%zmm20, %zmm6, %zmm2
	vpmuludq	%zmm22, %zmm5, %zmm3
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm1, %zmm12, %zmm5
	vpternlogq	$150, %zmm11, %zmm4, %zmm6
	vpmuludq	%zmm20, %zmm6, %zmm1
	vpmuludq	%zmm22, %zmm5, %zmm4
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm3, %zmm13, %zmm6
	vpternlogq	$150, %zmm14, %zmm2, %zmm5
	vpmuludq	%zmm20, %zmm6, %zmm2
	vpmuludq	%zmm22, %zmm5, %zmm3
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm1, %zmm16, %zmm5
	vpternlogq	$150, %zmm15, %zmm4, %zmm6
	vpmuludq	%zmm20, %zmm6, %zmm1
	vpmuludq	%zmm22, %zmm5, %zmm4
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, %zmm3, %zmm17, %zmm4
	vpternlogq	$150, %zmm18, %zmm2, %zmm5
	vpmuludq	%zmm20, %zmm4, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpmovqd	%zmm5, %ymm3
	vpmulld	%ymm19, %ymm3, %ymm3
	vpternlogq	$150, %zmm1, %zmm21, %zmm2
	vpmuludq	%zmm22, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm2
	vpmovqd	%zmm2, %ymm2
	vpternlogd	$150, %ymm29, %ymm3, %ymm2
	vmovdqu	%ymm2, (%rax,%rdx)
	vpmovqd	%zmm1, (%rax)
	vpaddq	%zmm23, %zmm0, %zmm0
	addq	$32, %rax
	addq	$-8, %rcx
	jne	.LBB0_159
	movq	5136(%rsp), %rax
	movq	%rax, %r9
	cmpq	%rax, -128(%rsp)
	movq	344(%rsp), %r10
	movq	336(%rsp), %r8
	movl	-92(%rsp), %r14d
	movq	-88(%rsp), %rcx
	movq	2832(%rsp), %rdx
	je	.LBB0_163
.LBB0_161:
	movq	-128(%rsp), %rax
	subq	%r9, %rax
	movq	%rax, -16(%rsp)
	movq	96(%rsp), %rax
	leaq	(%rax,%r9,4), %r11
	movq	-72(%rsp), %rax
	movq	%r11, 240(%rsp)
	addq	%r11, %rax
	movq	%rax, 176(%rsp)
	addq	2960(%rsp), %r9
	xorl	%r11d, %r11d
	.p2align	4
.LBB0_162:
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
	imulq	1088(%rsp), %rbx
	imulq	%r12, %r15
	movq	%r15, %rax
	shrq	$32, %rax
	movq	928(%rsp), %rdx
	xorl	%eax, %edx
	movq	%rbx, %rsi
	shrq	$32, %rsi
	xorl	%edx, %ebp
	movl	%ecx, %eax
	xorl	%esi, %eax
	movq	3152(%rsp), %rsi
	imulq	1088(%rsp), %rbp
	imulq	%r12, %rax
	movq	%rax, %rdx
	shrq	$32, %rdx
	xorl	920(%rsp), %r15d
	xorl	%edx, %r15d
	movq	%rbp, %rdx
	shrq	$32, %rdx
	xorl	3088(%rsp), %ebx
	xorl	%edx, %ebx
	imulq	1088(%rsp), %r15
	imulq	%r12, %rbx
	movq	%rbx, %rdx
	shrq	$32, %rdx
	xorl	912(%rsp), %eax
	xorl	%edx, %eax
	movq	%r15, %rdx
	shrq	$32, %rdx
	xorl	952(%rsp), %ebp
	xorl	%edx, %ebp
	imulq	1088(%rsp), %rax
	imulq	%r12, %rbp
	movq	%rbp, %rdx
	shrq	$32, %rdx
	xorl	904(%rsp), %ebx
	xorl	%edx, %ebx
	movq	%rax, %rdx
	shrq	$32, %rdx
	xorl	944(%rsp), %r15d
	xorl	%edx, %r15d
	imulq	1088(%rsp), %rbx
	imulq	%r12, %r15
	movq	%r15, %rdx
	shrq	$32, %rdx
	xorl	%r10d, %ebp
	xorl	%edx, %ebp
	movq	%rbx, %rdx
	shrq	$32, %rdx
	xorl	104(%rsp), %eax
	xorl	%edx, %eax
	imulq	1088(%rsp), %rbp
	imulq	%r12, %rax
	movq	1088(%rsp), %r12
	shrq	$32, %rax
	xorl	%r8d, %r15d
	xorl	%eax, %r15d
	movq	%rbp, %rax
	shrq	$32, %rax
	xorl	3024(%rsp), %ebx
	xorl	%eax, %ebx
	imulq	%r12, %r15
	shrq	$32, %r15
	imull	$-845247145, %ebx, %eax
	movl	$3449720151, %ebx
	xorl	936(%rsp), %ebp
	xorl	%r15d, %ebp
	imulq	%rbx, %rbp
	movq	%rbp, %rdx
	shrq	$32, %rdx
	xorl	%r14d, %eax
	xorl	%edx, %eax
	movq	2832(%rsp), %rdx
	movq	176(%rsp), %r15
	movl	%eax, (%r15,%r11,4)
	movq	240(%rsp), %rax
	movl	%ebp, (%rax,%r11,4)
	incq	%r11
	cmpq	%r11, -16(%rsp)
	jne	.LBB0_162
.LBB0_163:
	movq	-72(%rsp), %r12
	leaq	(%rdi,%r12), %r9
	xorl	%r14d, %r14d
	movq	5200(%rsp), %rax
	.p2align	4
.LBB0_164:
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
	vaddpd	%zmm9, %zmm2, %zmm2
	vaddpd	%zmm9, %zmm5, %zmm5
	vaddpd	%zmm9, %zmm4, %zmm8
	vaddpd	%zmm9, %zmm7, %zmm7
	vaddpd	%zmm9, %zmm6, %zmm9
	vbroadcastsd	.LCPI0_11(%rip), %zmm10
	vmulpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm10, %zmm1, %zmm4
	vmulpd	%zmm10, %zmm2, %zmm1
	vmulpd	%zmm10, %zmm3, %zmm6
	vmulpd	%zmm10, %zmm8, %zmm2
	vmulpd	%zmm10, %zmm5, %zmm5
	vmulpd	%zmm10, %zmm9, %zmm3
	vmulpd	%zmm10, %zmm7, %zmm8
	vbroadcastsd	.LCPI0_29(%rip), %zmm7
	vmulpd	%zmm7, %zmm4, %zmm14
	vmulpd	%zmm7, %zmm0, %zmm21
	vmulpd	%zmm7, %zmm6, %zmm10
	vmulpd	%zmm7, %zmm1, %zmm12
	vmulpd	%zmm7, %zmm5, %zmm4
	vmulpd	%zmm7, %zmm2, %zmm9
	vmulpd	%zmm7, %zmm8, %zmm0
	vmulpd	%zmm7, %zmm3, %zmm3
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vmulpd	%zmm13, %zmm21, %zmm1
	vmulpd	%zmm13, %zmm14, %zmm2
	vmulpd	%zmm13, %zmm12, %zmm5
	vmulpd	%zmm13, %zmm10, %zmm6
	vmulpd	%zmm13, %zmm9, %zmm7
	vmulpd	%zmm13, %zmm4, %zmm8
	vmulpd	%zmm13, %zmm3, %zmm11
	vmulpd	%zmm13, %zmm0, %zmm13
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vaddpd	%zmm15, %zmm2, %zmm20
	vmovupd	%zmm20, 2384(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm17
	vmovupd	%zmm17, 1216(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 2112(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 1536(%rsp)
	vaddpd	%zmm15, %zmm8, %zmm5
	vmovupd	%zmm5, 1600(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 1664(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm2
	vmovupd	%zmm2, 1728(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 1840(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm1
	vaddpd	%zmm1, %zmm17, %zmm19
	vaddpd	%zmm1, %zmm20, %zmm17
	vaddpd	%zmm1, %zmm18, %zmm13
	vaddpd	%zmm1, %zmm16, %zmm11
	vaddpd	%zmm1, %zmm7, %zmm8
	vaddpd	%zmm1, %zmm5, %zmm7
	vaddpd	%zmm1, %zmm6, %zmm5
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
	vmulpd	%zmm24, %zmm5, %zmm17
	vsubpd	%zmm26, %zmm10, %zmm24
	vsubpd	%zmm25, %zmm9, %zmm25
	vsubpd	%zmm27, %zmm4, %zmm26
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
	vmulpd	%zmm31, %zmm5, %zmm9
	vmulpd	%zmm16, %zmm8, %zmm8
	vsubpd	%zmm13, %zmm8, %zmm10 {%k1}
	vmulpd	%zmm31, %zmm6, %zmm13
	vmulpd	%zmm15, %zmm7, %zmm8
	vmovapd	%zmm12, %zmm25 {%k1}
	vsubpd	%zmm11, %zmm26, %zmm12
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm18, %zmm4, %zmm4
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm18, %zmm12, %zmm12
	vpaddq	%zmm30, %zmm12, %zmm12
	vpcmpgtq	%zmm12, %zmm4, %k1
	vsubpd	%zmm8, %zmm26, %zmm4
	vsubpd	%zmm4, %zmm26, %zmm12
	vsubpd	%zmm8, %zmm12, %zmm8
	vmulpd	%zmm15, %zmm5, %zmm12
	vmulpd	%zmm16, %zmm7, %zmm7
	vsubpd	%zmm8, %zmm7, %zmm11 {%k1}
	vmulpd	%zmm15, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm28, %zmm8
	vmovapd	%zmm4, %zmm26 {%k1}
	vsubpd	%zmm9, %zmm27, %zmm4
	vpsrlq	$52, %zmm3, %zmm3
	vpandq	%zmm18, %zmm3, %zmm3
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm18, %zmm4, %zmm4
	vpaddq	%zmm30, %zmm4, %zmm4
	vpcmpgtq	%zmm4, %zmm3, %k1
	vsubpd	%zmm12, %zmm27, %zmm3
	vmulpd	%zmm16, %zmm6, %zmm4
	vmulpd	%zmm16, %zmm5, %zmm5
	vsubpd	%zmm8, %zmm28, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm3, %zmm27, %zmm7
	vsubpd	%zmm12, %zmm7, %zmm7
	vsubpd	%zmm13, %zmm28, %zmm12
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm18, %zmm0, %zmm0
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm18, %zmm12, %zmm12
	vpaddq	%zmm30, %zmm12, %zmm12
	vmovapd	%zmm3, %zmm27 {%k1}
	vsubpd	%zmm7, %zmm5, %zmm9 {%k1}
	vpcmpgtq	%zmm12, %zmm0, %k1
	vmovapd	%zmm8, %zmm28 {%k1}
	vsubpd	%zmm6, %zmm4, %zmm13 {%k1}
	vsubpd	%zmm21, %zmm20, %zmm16
	vsubpd	%zmm1, %zmm2, %zmm30
	vsubpd	%zmm29, %zmm24, %zmm17
	vsubpd	%zmm22, %zmm23, %zmm6
	vsubpd	%zmm11, %zmm26, %zmm7
	vsubpd	%zmm10, %zmm25, %zmm19
	vsubpd	%zmm13, %zmm28, %zmm8
	vsubpd	%zmm9, %zmm27, %zmm15
	vsubpd	%zmm30, %zmm2, %zmm0
	vsubpd	%zmm16, %zmm20, %zmm2
	vmovupd	%zmm16, 960(%rsp)
	vsubpd	%zmm6, %zmm23, %zmm3
	vmovapd	%zmm6, %zmm23
	vmovupd	%zmm6, 240(%rsp)
	vsubpd	%zmm17, %zmm24, %zmm4
	vmovupd	%zmm17, -16(%rsp)
	vsubpd	%zmm19, %zmm25, %zmm5
	vmovupd	%zmm19, 112(%rsp)
	vsubpd	%zmm7, %zmm26, %zmm6
	vmovapd	%zmm7, %zmm24
	vmovupd	%zmm7, 176(%rsp)
	vsubpd	%zmm15, %zmm27, %zmm14
	vmovapd	%zmm15, %zmm26
	vsubpd	%zmm8, %zmm28, %zmm15
	vsubpd	%zmm21, %zmm2, %zmm2
	vmovupd	%zmm2, 656(%rsp)
	vsubpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 720(%rsp)
	vsubpd	%zmm29, %zmm4, %zmm0
	vmovupd	%zmm0, 784(%rsp)
	vsubpd	%zmm22, %zmm3, %zmm0
	vmovupd	%zmm0, 1024(%rsp)
	vsubpd	%zmm11, %zmm6, %zmm0
	vmovupd	%zmm0, 496(%rsp)
	vsubpd	%zmm10, %zmm5, %zmm0
	vmovupd	%zmm0, 592(%rsp)
	vsubpd	%zmm13, %zmm15, %zmm0
	vmovupd	%zmm0, 368(%rsp)
	vsubpd	%zmm9, %zmm14, %zmm0
	vmovupd	%zmm0, 432(%rsp)
	vmulpd	%zmm16, %zmm16, %zmm11
	vmulpd	%zmm30, %zmm30, %zmm28
	vmulpd	%zmm17, %zmm17, %zmm14
	vmulpd	%zmm28, %zmm28, %zmm9
	vmovupd	%zmm9, 2640(%rsp)
	vmulpd	%zmm11, %zmm11, %zmm4
	vmovupd	%zmm4, 1472(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm3
	vmulpd	%zmm3, %zmm11, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm11, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm6
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm11, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm7
	vmulpd	%zmm7, %zmm11, %zmm2
	vbroadcastsd	.LCPI0_42(%rip), %zmm10
	vsubpd	%zmm2, %zmm10, %zmm2
	vmulpd	%zmm2, %zmm11, %zmm2
	vbroadcastsd	.LCPI0_43(%rip), %zmm12
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm4, %zmm4, %zmm4
	vmulpd	%zmm2, %zmm4, %zmm2
	vmulpd	%zmm7, %zmm28, %zmm4
	vsubpd	%zmm4, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm28, %zmm4
	vaddpd	%zmm12, %zmm4, %zmm4
	vaddpd	%zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 2048(%rsp)
	vmulpd	%zmm9, %zmm9, %zmm0
	vmulpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm28, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm28, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm28, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm18
	vmulpd	%zmm7, %zmm14, %zmm0
	vsubpd	%zmm0, %zmm10, %zmm0
	vmulpd	%zmm0, %zmm14, %zmm0
	vaddpd	%zmm12, %zmm0, %zmm0
	vmulpd	%zmm14, %zmm14, %zmm1
	vmovupd	%zmm1, 2320(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm3, %zmm14, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm14, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm14, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm0
	vmovupd	%zmm0, 1408(%rsp)
	vmulpd	%zmm23, %zmm23, %zmm31
	vmulpd	%zmm7, %zmm31, %zmm2
	vsubpd	%zmm2, %zmm10, %zmm2
	vmulpd	%zmm2, %zmm31, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm31, %zmm31, %zmm0
	vmovupd	%zmm0, 2512(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm4
	vmulpd	%zmm2, %zmm4, %zmm2
	vmulpd	%zmm3, %zmm31, %zmm4
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm31, %zmm4
	vaddpd	%zmm6, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm31, %zmm4
	vaddpd	%zmm2, %zmm4, %zmm23
	vmulpd	%zmm24, %zmm24, %zmm25
	vmulpd	%zmm7, %zmm25, %zmm2
	vsubpd	%zmm2, %zmm10, %zmm2
	vmulpd	%zmm2, %zmm25, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm25, %zmm25, %zmm0
	vmovupd	%zmm0, 2704(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm4
	vmulpd	%zmm2, %zmm4, %zmm2
	vmulpd	%zmm3, %zmm25, %zmm4
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm25, %zmm4
	vaddpd	%zmm6, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm25, %zmm4
	vaddpd	%zmm2, %zmm4, %zmm0
	vmovupd	%zmm0, 1344(%rsp)
	vmulpd	%zmm19, %zmm19, %zmm24
	vmulpd	%zmm7, %zmm24, %zmm2
	vsubpd	%zmm2, %zmm10, %zmm2
	vmulpd	%zmm2, %zmm24, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm24, %zmm24, %zmm0
	vmovupd	%zmm0, 2448(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm4
	vmulpd	%zmm2, %zmm4, %zmm2
	vmulpd	%zmm3, %zmm24, %zmm4
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm24, %zmm4
	vaddpd	%zmm6, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm24, %zmm4
	vaddpd	%zmm2, %zmm4, %zmm0
	vmovupd	%zmm0, 1280(%rsp)
	vmulpd	%zmm8, %zmm8, %zmm22
	vmovapd	%zmm8, %zmm16
	vmovupd	%zmm8, 4688(%rsp)
	vmulpd	%zmm7, %zmm22, %zmm2
	vsubpd	%zmm2, %zmm10, %zmm2
	vmulpd	%zmm2, %zmm22, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm22, %zmm22, %zmm0
	vmovupd	%zmm0, 2576(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm4
	vmulpd	%zmm2, %zmm4, %zmm2
	vmulpd	%zmm3, %zmm22, %zmm4
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm22, %zmm4
	vaddpd	%zmm6, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm22, %zmm4
	vaddpd	%zmm2, %zmm4, %zmm0
	vmovupd	%zmm0, 1984(%rsp)
	vmovapd	%zmm26, %zmm9
	vmovupd	%zmm26, 4752(%rsp)
	vmulpd	%zmm26, %zmm26, %zmm27
	vmulpd	%zmm7, %zmm27, %zmm2
	vsubpd	%zmm2, %zmm10, %zmm2
	vmulpd	%zmm2, %zmm27, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm27, %zmm27, %zmm0
	vmovupd	%zmm0, 4816(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm4
	vmulpd	%zmm2, %zmm4, %zmm2
	vmulpd	%zmm3, %zmm27, %zmm4
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm27, %zmm4
	vaddpd	%zmm6, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm27, %zmm4
	vaddpd	%zmm2, %zmm4, %zmm12
	vbroadcastsd	.LCPI0_10(%rip), %zmm1
	vmulpd	%zmm1, %zmm11, %zmm15
	vbroadcastsd	.LCPI0_44(%rip), %zmm21
	vsubpd	%zmm15, %zmm21, %zmm10
	vsubpd	%zmm10, %zmm21, %zmm20
	vsubpd	%zmm15, %zmm20, %zmm20
	vmulpd	%zmm1, %zmm28, %zmm0
	vsubpd	%zmm0, %zmm21, %zmm15
	vsubpd	%zmm15, %zmm21, %zmm13
	vsubpd	%zmm0, %zmm13, %zmm7
	vmovapd	%zmm14, %zmm0
	vmulpd	%zmm1, %zmm14, %zmm13
	vsubpd	%zmm13, %zmm21, %zmm6
	vsubpd	%zmm6, %zmm21, %zmm14
	vsubpd	%zmm13, %zmm14, %zmm13
	vmulpd	%zmm1, %zmm31, %zmm14
	vsubpd	%zmm14, %zmm21, %zmm5
	vsubpd	%zmm5, %zmm21, %zmm29
	vsubpd	%zmm14, %zmm29, %zmm14
	vmulpd	%zmm1, %zmm25, %zmm29
	vsubpd	%zmm29, %zmm21, %zmm4
	vsubpd	%zmm4, %zmm21, %zmm17
	vsubpd	%zmm29, %zmm17, %zmm17
	vmulpd	%zmm1, %zmm24, %zmm29
	vsubpd	%zmm29, %zmm21, %zmm3
	vsubpd	%zmm3, %zmm21, %zmm19
	vsubpd	%zmm29, %zmm19, %zmm19
	vmulpd	%zmm1, %zmm22, %zmm29
	vsubpd	%zmm29, %zmm21, %zmm2
	vsubpd	%zmm2, %zmm21, %zmm26
	vsubpd	%zmm29, %zmm26, %zmm26
	vmulpd	%zmm1, %zmm27, %zmm29
	vsubpd	%zmm29, %zmm21, %zmm1
	vsubpd	%zmm1, %zmm21, %zmm21
	vsubpd	%zmm29, %zmm21, %zmm21
	vmulpd	%zmm18, %zmm28, %zmm18
	vmovupd	%zmm30, 4624(%rsp)
	vmulpd	720(%rsp), %zmm30, %zmm29
	vsubpd	%zmm29, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm7, %zmm7
	vmulpd	2048(%rsp), %zmm11, %zmm18
	vmovupd	960(%rsp), %zmm8
	vmulpd	656(%rsp), %zmm8, %zmm29
	vsubpd	%zmm29, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm20, %zmm18
	vmulpd	%zmm23, %zmm31, %zmm20
	vmovupd	240(%rsp), %zmm23
	vmulpd	1024(%rsp), %zmm23, %zmm23
	vsubpd	%zmm23, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm14, %zmm14
	vmulpd	1408(%rsp), %zmm0, %zmm20
	vmovapd	%zmm0, %zmm29
	vmovupd	784(%rsp), %zmm23
	vmulpd	-16(%rsp), %zmm23, %zmm23
	vsubpd	%zmm23, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm13, %zmm13
	vmulpd	1280(%rsp), %zmm24, %zmm20
	vmovupd	112(%rsp), %zmm0
	vmulpd	592(%rsp), %zmm0, %zmm23
	vsubpd	%zmm23, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm19, %zmm19
	vmulpd	1344(%rsp), %zmm25, %zmm20
	vmovupd	176(%rsp), %zmm0
	vmulpd	496(%rsp), %zmm0, %zmm23
	vsubpd	%zmm23, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm17, %zmm17
	vmulpd	%zmm12, %zmm27, %zmm12
	vmulpd	432(%rsp), %zmm9, %zmm20
	vsubpd	%zmm20, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm21, %zmm12
	vmulpd	1984(%rsp), %zmm22, %zmm20
	vmulpd	368(%rsp), %zmm16, %zmm21
	vsubpd	%zmm21, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm26, %zmm20
	vaddpd	%zmm18, %zmm10, %zmm0
	vmovupd	%zmm0, 1280(%rsp)
	vaddpd	%zmm7, %zmm15, %zmm0
	vmovupd	%zmm0, 1984(%rsp)
	vaddpd	%zmm13, %zmm6, %zmm0
	vmovupd	%zmm0, 1344(%rsp)
	vaddpd	%zmm14, %zmm5, %zmm0
	vmovupd	%zmm0, 4880(%rsp)
	vaddpd	%zmm17, %zmm4, %zmm0
	vmovupd	%zmm0, 1408(%rsp)
	vaddpd	%zmm19, %zmm3, %zmm0
	vmovupd	%zmm0, 3920(%rsp)
	vaddpd	%zmm20, %zmm2, %zmm0
	vmovupd	%zmm0, 2048(%rsp)
	vaddpd	%zmm12, %zmm1, %zmm0
	vmovupd	%zmm0, 3984(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm12
	vmulpd	%zmm12, %zmm28, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm19
	vaddpd	%zmm19, %zmm0, %zmm0
	vmulpd	2640(%rsp), %zmm28, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm15
	vmulpd	%zmm15, %zmm28, %zmm2
	vbroadcastsd	.LCPI0_46(%rip), %zmm17
	vaddpd	%zmm17, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm28, %zmm2
	vmovupd	%zmm28, 3856(%rsp)
	vbroadcastsd	.LCPI0_47(%rip), %zmm18
	vaddpd	%zmm18, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm2
	vmulpd	%zmm12, %zmm11, %zmm0
	vaddpd	%zmm19, %zmm0, %zmm0
	vmulpd	1472(%rsp), %zmm11, %zmm3
	vmulpd	%zmm0, %zmm3, %zmm0
	vmulpd	%zmm15, %zmm11, %zmm3
	vaddpd	%zmm17, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm11, %zmm3
	vmovupd	%zmm11, 4560(%rsp)
	vaddpd	%zmm18, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm0, %zmm14
	vmulpd	%zmm12, %zmm31, %zmm0
	vaddpd	%zmm19, %zmm0, %zmm0
	vmulpd	2512(%rsp), %zmm31, %zmm3
	vmulpd	%zmm0, %zmm3, %zmm0
	vmulpd	%zmm15, %zmm31, %zmm3
	vaddpd	%zmm17, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm31, %zmm3
	vaddpd	%zmm18, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm0, %zmm4
	vmulpd	%zmm12, %zmm29, %zmm0
	vaddpd	%zmm19, %zmm0, %zmm0
	vmulpd	2320(%rsp), %zmm29, %zmm3
	vmulpd	%zmm0, %zmm3, %zmm0
	vmulpd	%zmm15, %zmm29, %zmm3
	vaddpd	%zmm17, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm29, %zmm3
	vmovapd	%zmm29, %zmm1
	vmovupd	%zmm29, 4432(%rsp)
	vaddpd	%zmm18, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm0, %zmm0
	vmulpd	%zmm12, %zmm24, %zmm3
	vaddpd	%zmm19, %zmm3, %zmm3
	vmulpd	2448(%rsp), %zmm24, %zmm5
	vmulpd	%zmm3, %zmm5, %zmm3
	vmulpd	%zmm15, %zmm24, %zmm5
	vaddpd	%zmm17, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm24, %zmm5
	vaddpd	%zmm18, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm12, %zmm25, %zmm5
	vaddpd	%zmm19, %zmm5, %zmm5
	vmulpd	2704(%rsp), %zmm25, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm15, %zmm25, %zmm6
	vaddpd	%zmm17, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm25, %zmm6
	vaddpd	%zmm18, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm12, %zmm27, %zmm6
	vaddpd	%zmm19, %zmm6, %zmm6
	vmulpd	4816(%rsp), %zmm27, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm15, %zmm27, %zmm7
	vaddpd	%zmm17, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm27, %zmm7
	vaddpd	%zmm18, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm12, %zmm22, %zmm7
	vaddpd	%zmm19, %zmm7, %zmm7
	vmulpd	2576(%rsp), %zmm22, %zmm12
	vmulpd	%zmm7, %zmm12, %zmm7
	vmulpd	%zmm15, %zmm22, %zmm12
	vaddpd	%zmm17, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm22, %zmm12
	vaddpd	%zmm18, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm7, %zmm7
	vmulpd	%zmm11, %zmm8, %zmm8
	vmovupd	%zmm8, 1472(%rsp)
	vmulpd	%zmm14, %zmm8, %zmm14
	vbroadcastsd	.LCPI0_10(%rip), %zmm29
	vmovupd	656(%rsp), %zmm11
	vmulpd	%zmm29, %zmm11, %zmm15
	vsubpd	%zmm14, %zmm15, %zmm14
	vmulpd	%zmm28, %zmm30, %zmm15
	vmulpd	%zmm2, %zmm15, %zmm2
	vmovupd	720(%rsp), %zmm28
	vmulpd	%zmm29, %zmm28, %zmm16
	vsubpd	%zmm2, %zmm16, %zmm23
	vmulpd	-16(%rsp), %zmm1, %zmm16
	vmulpd	%zmm0, %zmm16, %zmm0
	vmovupd	784(%rsp), %zmm10
	vmulpd	%zmm29, %zmm10, %zmm17
	vsubpd	%zmm0, %zmm17, %zmm13
	vmulpd	240(%rsp), %zmm31, %zmm17
	vmulpd	%zmm4, %zmm17, %zmm4
	vmovupd	1024(%rsp), %zmm9
	vmulpd	%zmm29, %zmm9, %zmm18
	vsubpd	%zmm4, %zmm18, %zmm4
	vmulpd	176(%rsp), %zmm25, %zmm18
	vmulpd	%zmm5, %zmm18, %zmm5
	vmovupd	496(%rsp), %zmm8
	vmulpd	%zmm29, %zmm8, %zmm19
	vsubpd	%zmm5, %zmm19, %zmm5
	vmulpd	112(%rsp), %zmm24, %zmm19
	vmulpd	%zmm3, %zmm19, %zmm3
	vmovupd	592(%rsp), %zmm2
	vmulpd	%zmm29, %zmm2, %zmm20
	vsubpd	%zmm3, %zmm20, %zmm3
	vmovupd	4688(%rsp), %zmm30
	vmulpd	%zmm22, %zmm30, %zmm20
	vmulpd	%zmm7, %zmm20, %zmm7
	vmovupd	368(%rsp), %zmm1
	vmulpd	%zmm29, %zmm1, %zmm21
	vsubpd	%zmm7, %zmm21, %zmm7
	vmovupd	4752(%rsp), %zmm12
	vmulpd	%zmm27, %zmm12, %zmm21
	vmulpd	%zmm6, %zmm21, %zmm6
	vmovupd	432(%rsp), %zmm0
	vmulpd	%zmm29, %zmm0, %zmm26
	vsubpd	%zmm6, %zmm26, %zmm6
	vmulpd	4560(%rsp), %zmm14, %zmm14
	vmulpd	3856(%rsp), %zmm23, %zmm23
	vmulpd	4432(%rsp), %zmm13, %zmm26
	vmulpd	%zmm4, %zmm31, %zmm13
	vmulpd	%zmm5, %zmm25, %zmm4
	vmulpd	%zmm3, %zmm24, %zmm3
	vmulpd	%zmm7, %zmm22, %zmm5
	vmulpd	%zmm6, %zmm27, %zmm6
	vsubpd	%zmm28, %zmm23, %zmm22
	vsubpd	%zmm11, %zmm14, %zmm7
	vsubpd	%zmm9, %zmm13, %zmm11
	vsubpd	%zmm10, %zmm26, %zmm10
	vsubpd	%zmm2, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm4, %zmm4
	vsubpd	%zmm0, %zmm6, %zmm6
	vsubpd	%zmm1, %zmm5, %zmm5
	vbroadcastsd	.LCPI0_50(%rip), %zmm9
	vmulpd	%zmm9, %zmm15, %zmm8
	vaddpd	%zmm8, %zmm22, %zmm2
	vmulpd	1472(%rsp), %zmm9, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	%zmm9, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm11, %zmm1
	vmulpd	%zmm9, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm10, %zmm0
	vmulpd	%zmm9, %zmm19, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm9, %zmm18, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm9, %zmm21, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm9, %zmm20, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmovupd	4624(%rsp), %zmm8
	vsubpd	%zmm2, %zmm8, %zmm23
	vmovupd	960(%rsp), %zmm2
	vsubpd	%zmm7, %zmm2, %zmm22
	vmovupd	240(%rsp), %zmm2
	vsubpd	%zmm1, %zmm2, %zmm21
	vmovupd	-16(%rsp), %zmm1
	vsubpd	%zmm0, %zmm1, %zmm20
	vmovupd	112(%rsp), %zmm0
	vsubpd	%zmm3, %zmm0, %zmm19
	vmovupd	176(%rsp), %zmm0
	vsubpd	%zmm4, %zmm0, %zmm10
	vsubpd	%zmm6, %zmm12, %zmm18
	vsubpd	%zmm5, %zmm30, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm8
	vmovupd	1984(%rsp), %zmm14
	vxorpd	%zmm8, %zmm14, %zmm7
	vmovupd	1280(%rsp), %zmm17
	vxorpd	%zmm8, %zmm17, %zmm6
	vmovupd	4880(%rsp), %zmm12
	vxorpd	%zmm8, %zmm12, %zmm5
	vmovupd	1344(%rsp), %zmm15
	vxorpd	%zmm8, %zmm15, %zmm4
	vmovupd	3920(%rsp), %zmm27
	vxorpd	%zmm8, %zmm27, %zmm3
	vmovupd	1408(%rsp), %zmm13
	vxorpd	%zmm8, %zmm13, %zmm2
	vmovupd	3984(%rsp), %zmm26
	vxorpd	%zmm8, %zmm26, %zmm1
	vmovupd	2048(%rsp), %zmm25
	vxorpd	%zmm8, %zmm25, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm9
	vmovdqu64	2384(%rsp), %zmm16
	vptestnmq	%zmm9, %zmm16, %k1
	vmovapd	%zmm17, %zmm6 {%k1}
	vxorpd	%zmm8, %zmm22, %zmm22 {%k1}
	vmovdqu64	1216(%rsp), %zmm17
	vptestnmq	%zmm9, %zmm17, %k1
	vmovapd	%zmm14, %zmm7 {%k1}
	vxorpd	%zmm8, %zmm23, %zmm23 {%k1}
	vmovdqu64	2112(%rsp), %zmm14
	vptestnmq	%zmm9, %zmm14, %k1
	vmovapd	%zmm15, %zmm4 {%k1}
	vxorpd	%zmm8, %zmm20, %zmm20 {%k1}
	vmovdqu64	1536(%rsp), %zmm15
	vptestnmq	%zmm9, %zmm15, %k1
	vmovapd	%zmm12, %zmm5 {%k1}
	vxorpd	%zmm8, %zmm21, %zmm21 {%k1}
	vmovdqu64	1600(%rsp), %zmm12
	vptestnmq	%zmm9, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm8, %zmm10, %zmm10 {%k1}
	vmovapd	%zmm10, %zmm24
	vmovdqu64	1664(%rsp), %zmm13
	vptestnmq	%zmm9, %zmm13, %k1
	vmovapd	%zmm27, %zmm3 {%k1}
	vxorpd	%zmm8, %zmm19, %zmm19 {%k1}
	vmovdqu64	1728(%rsp), %zmm10
	vptestnmq	%zmm9, %zmm10, %k1
	vmovapd	%zmm25, %zmm0 {%k1}
	vxorpd	%zmm8, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm25
	vmovdqu64	1840(%rsp), %zmm11
	vptestnmq	%zmm9, %zmm11, %k1
	vmovapd	%zmm26, %zmm1 {%k1}
	vxorpd	%zmm8, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm8
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm7, %zmm23 {%k1}
	vmovupd	%zmm23, 176(%rsp)
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm6, %zmm22 {%k1}
	vmovupd	%zmm22, 112(%rsp)
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm5, %zmm21 {%k1}
	vmovupd	%zmm21, 496(%rsp)
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm4, %zmm20 {%k1}
	vmovupd	%zmm20, 432(%rsp)
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 368(%rsp)
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm2, %zmm24 {%k1}
	vmovupd	%zmm24, 592(%rsp)
	vptestnmq	%zmm8, %zmm11, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 720(%rsp)
	vptestnmq	%zmm8, %zmm10, %k1
	vmovapd	%zmm0, %zmm25 {%k1}
	vmovupd	%zmm25, 656(%rsp)
	vcvtudq2pd	-192(%r9,%r14), %zmm0
	vcvtudq2pd	-160(%r9,%r14), %zmm1
	vcvtudq2pd	-128(%r9,%r14), %zmm2
	vcvtudq2pd	-96(%r9,%r14), %zmm3
	vcvtudq2pd	-64(%r9,%r14), %zmm4
	vcvtudq2pd	-32(%r9,%r14), %zmm5
	vcvtudq2pd	(%r9,%r14), %zmm6
	vcvtudq2pd	32(%r9,%r14), %zmm7
	vaddpd	%zmm29, %zmm1, %zmm1
	vaddpd	%zmm29, %zmm0, %zmm0
	vaddpd	%zmm29, %zmm3, %zmm3
	vaddpd	%zmm29, %zmm2, %zmm2
	vaddpd	%zmm29, %zmm5, %zmm5
	vaddpd	%zmm29, %zmm4, %zmm4
	vaddpd	%zmm29, %zmm7, %zmm7
	vaddpd	%zmm29, %zmm6, %zmm6
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
	vpsrlq	$32, %zmm6, %zmm17
	vpbroadcastq	.LCPI0_12(%rip), %zmm15
	vpaddq	%zmm15, %zmm9, %zmm9
	vmovdqu64	%zmm9, 1536(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 1600(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1664(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1728(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1840(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm18
	vmovdqu64	%zmm18, 960(%rsp)
	vpaddq	%zmm15, %zmm17, %zmm16
	vmovdqu64	%zmm16, 784(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 1024(%rsp)
	vpsllq	$32, %zmm9, %zmm0
	vpsllq	$32, %zmm20, %zmm9
	vpsllq	$32, %zmm11, %zmm10
	vpsllq	$32, %zmm19, %zmm11
	vpsllq	$32, %zmm13, %zmm12
	vpsllq	$32, %zmm18, %zmm13
	vpsllq	$32, %zmm16, %zmm14
	vpsllq	$32, %zmm15, %zmm17
	vpbroadcastq	.LCPI0_14(%rip), %zmm15
	vpandq	%zmm15, %zmm9, %zmm9
	vpandq	%zmm15, %zmm0, %zmm18
	vpandq	%zmm15, %zmm11, %zmm11
	vpandq	%zmm15, %zmm10, %zmm19
	vpandq	%zmm15, %zmm13, %zmm0
	vpandq	%zmm15, %zmm12, %zmm21
	vpandq	%zmm15, %zmm17, %zmm24
	vpandq	%zmm15, %zmm14, %zmm26
	vpbroadcastq	.LCPI0_15(%rip), %zmm10
	vpternlogq	$248, %zmm10, %zmm8, %zmm18
	vpternlogq	$248, %zmm10, %zmm1, %zmm9
	vpternlogq	$248, %zmm10, %zmm2, %zmm19
	vpternlogq	$248, %zmm10, %zmm3, %zmm11
	vpternlogq	$248, %zmm10, %zmm4, %zmm21
	vpternlogq	$248, %zmm10, %zmm5, %zmm0
	vpternlogq	$248, %zmm10, %zmm6, %zmm26
	vpternlogq	$248, %zmm10, %zmm7, %zmm24
	vpbroadcastq	.LCPI0_16(%rip), %zmm23
	vpaddq	%zmm23, %zmm9, %zmm1
	vpaddq	%zmm23, %zmm18, %zmm2
	vbroadcastsd	.LCPI0_17(%rip), %zmm9
	vaddpd	%zmm9, %zmm2, %zmm4
	vaddpd	%zmm9, %zmm1, %zmm3
	vmovupd	%zmm3, -16(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm1
	vmovupd	%zmm4, 240(%rsp)
	vaddpd	%zmm8, %zmm4, %zmm2
	vdivpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm2, 1216(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 2112(%rsp)
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
	vmovupd	%zmm3, 1472(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm22
	vmulpd	%zmm22, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm5
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2640(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2704(%rsp)
	vmulpd	%zmm22, %zmm1, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2512(%rsp)
	vpaddq	%zmm23, %zmm11, %zmm1
	vaddpd	%zmm9, %zmm1, %zmm30
	vaddpd	%zmm8, %zmm30, %zmm1
	vdivpd	%zmm1, %zmm30, %zmm1
	vmovupd	%zmm1, 2384(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm6, %zmm1, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2448(%rsp)
	vmulpd	%zmm22, %zmm1, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2048(%rsp)
	vpaddq	%zmm23, %zmm19, %zmm1
	vaddpd	%zmm9, %zmm1, %zmm18
	vaddpd	%zmm8, %zmm18, %zmm1
	vdivpd	%zmm1, %zmm18, %zmm1
	vmovupd	%zmm1, 2320(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm1
	vmulpd	%zmm6, %zmm1, %zmm3
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm12, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1408(%rsp)
	vmulpd	%zmm22, %zmm1, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1344(%rsp)
	vpaddq	%zmm23, %zmm0, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm19
	vaddpd	%zmm8, %zmm19, %zmm0
	vdivpd	%zmm0, %zmm19, %zmm0
	vmovupd	%zmm0, 2576(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm6, %zmm1, %zmm3
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm12, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1984(%rsp)
	vmulpd	%zmm22, %zmm1, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm31
	vpaddq	%zmm23, %zmm21, %zmm1
	vaddpd	%zmm9, %zmm1, %zmm21
	vaddpd	%zmm8, %zmm21, %zmm1
	vdivpd	%zmm1, %zmm21, %zmm25
	vmulpd	%zmm25, %zmm25, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm1
	vmulpd	%zmm6, %zmm1, %zmm20
	vaddpd	%zmm7, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm1, %zmm20
	vaddpd	%zmm12, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm1, %zmm20
	vmulpd	%zmm22, %zmm1, %zmm29
	vaddpd	%zmm4, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm1, %zmm29
	vaddpd	%zmm5, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm1, %zmm29
	vpaddq	%zmm23, %zmm24, %zmm1
	vaddpd	%zmm9, %zmm1, %zmm24
	vaddpd	%zmm8, %zmm24, %zmm1
	vdivpd	%zmm1, %zmm24, %zmm17
	vmulpd	%zmm17, %zmm17, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm0
	vmulpd	%zmm6, %zmm0, %zmm16
	vaddpd	%zmm7, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm0, %zmm16
	vaddpd	%zmm12, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm0, %zmm16
	vmulpd	%zmm22, %zmm0, %zmm15
	vaddpd	%zmm4, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm0, %zmm15
	vaddpd	%zmm5, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm0, %zmm10
	vpaddq	%zmm23, %zmm26, %zmm15
	vaddpd	%zmm9, %zmm15, %zmm26
	vaddpd	%zmm8, %zmm26, %zmm15
	vdivpd	%zmm15, %zmm26, %zmm15
	vmulpd	%zmm15, %zmm15, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm6, %zmm0, %zmm23
	vaddpd	%zmm7, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vaddpd	%zmm12, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vmulpd	%zmm22, %zmm0, %zmm22
	vaddpd	%zmm4, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm22
	vaddpd	%zmm5, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_25(%rip), %zmm6
	vaddpd	2640(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	1472(%rsp), %zmm22, %zmm22
	vaddpd	2512(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	2704(%rsp), %zmm27, %zmm27
	vaddpd	2048(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	2448(%rsp), %zmm9, %zmm9
	vaddpd	1344(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm7
	vaddpd	1408(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm31, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm5
	vaddpd	1984(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm20, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	240(%rsp), %zmm2
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	1216(%rsp), %zmm2, %zmm13
	vmovupd	-16(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	2112(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm18, %zmm4
	vmulpd	%zmm4, %zmm18, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	2320(%rsp), %zmm7, %zmm7
	vmovupd	%zmm30, 1280(%rsp)
	vmulpd	%zmm6, %zmm30, %zmm16
	vmulpd	%zmm16, %zmm30, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	2384(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm20
	vmulpd	%zmm20, %zmm21, %zmm20
	vaddpd	%zmm3, %zmm20, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm19, %zmm8
	vmulpd	%zmm8, %zmm19, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2576(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm17, %zmm6
	vpsrlq	$20, 1536(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm10
	vpaddq	%zmm10, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm12
	vmulpd	%zmm12, %zmm11, %zmm23
	vaddpd	%zmm13, %zmm23, %zmm13
	vpsrlq	$20, 1600(%rsp), %zmm23
	vpaddq	%zmm10, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm12, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 1664(%rsp), %zmm25
	vpaddq	%zmm10, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm12, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1728(%rsp), %zmm27
	vpaddq	%zmm10, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm12, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1840(%rsp), %zmm28
	vpaddq	%zmm10, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm12, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 960(%rsp), %zmm29
	vpaddq	%zmm10, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm12, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 784(%rsp), %zmm30
	vpaddq	%zmm10, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm12, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 1024(%rsp), %zmm31
	vpaddq	%zmm10, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm12, %zmm31, %zmm12
	vaddpd	%zmm6, %zmm12, %zmm6
	vsubpd	%zmm0, %zmm13, %zmm0
	vsubpd	%zmm2, %zmm14, %zmm2
	vsubpd	%zmm4, %zmm7, %zmm4
	vsubpd	%zmm16, %zmm9, %zmm7
	vsubpd	%zmm20, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm22, %zmm1, %zmm1
	vsubpd	%zmm15, %zmm6, %zmm6
	vaddpd	-16(%rsp), %zmm2, %zmm2
	vaddpd	240(%rsp), %zmm0, %zmm0
	vaddpd	1280(%rsp), %zmm7, %zmm7
	vaddpd	%zmm4, %zmm18, %zmm4
	vaddpd	%zmm5, %zmm19, %zmm5
	vaddpd	%zmm3, %zmm21, %zmm3
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
	vmulpd	112(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	496(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	432(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	368(%rsp), %zmm3, %zmm3
	vmulpd	592(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	720(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	656(%rsp), %zmm6, %zmm6
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
	jne	.LBB0_164
	movq	-128(%rsp), %rbp
	movq	88(%rsp), %r15
	cmpq	%r15, %rbp
	movq	360(%rsp), %r13
	vxorpd	%xmm22, %xmm22, %xmm22
	vxorpd	%xmm23, %xmm23, %xmm23
	vmovapd	.LCPI0_0(%rip), %zmm24
	vmovapd	.LCPI0_4(%rip), %zmm25
	vmovapd	.LCPI0_61(%rip), %zmm26
	vmovapd	.LCPI0_62(%rip), %zmm27
	movabsq	$4604544269498187776, %r14
	movabsq	$4503595332403200, %r10
	vbroadcastsd	.LCPI0_21(%rip), %zmm1
	vmovsd	.LCPI0_10(%rip), %xmm9
	vmovsd	.LCPI0_11(%rip), %xmm28
	vmovsd	.LCPI0_17(%rip), %xmm20
	vmovsd	.LCPI0_18(%rip), %xmm12
	vmovsd	.LCPI0_22(%rip), %xmm17
	vmovsd	.LCPI0_23(%rip), %xmm18
	vmovddup	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_40(%rip), %xmm19
	vmovsd	.LCPI0_42(%rip), %xmm11
	vmovsd	.LCPI0_43(%rip), %xmm21
	vmovsd	.LCPI0_45(%rip), %xmm29
	vmovsd	.LCPI0_46(%rip), %xmm30
	vmovsd	.LCPI0_47(%rip), %xmm31
	vmovsd	.LCPI0_48(%rip), %xmm13
	vmovsd	.LCPI0_49(%rip), %xmm14
	vmovsd	.LCPI0_50(%rip), %xmm10
	je	.LBB0_172
	movq	%r15, %rax
	testb	$56, %bpl
	je	.LBB0_170
	movq	-48(%rsp), %rdx
	leaq	(%rdx,%r12), %rcx
	xorl	%r8d, %r8d
	movq	328(%rsp), %rax
	vbroadcastsd	.LCPI0_10(%rip), %zmm11
	vbroadcastsd	.LCPI0_11(%rip), %zmm13
	vbroadcastsd	.LCPI0_29(%rip), %zmm31
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vbroadcastsd	.LCPI0_32(%rip), %zmm16
	vbroadcastsd	.LCPI0_34(%rip), %zmm17
	vbroadcastsd	.LCPI0_35(%rip), %zmm18
	vbroadcastsd	.LCPI0_36(%rip), %zmm19
	vpbroadcastq	.LCPI0_37(%rip), %zmm20
	vbroadcastsd	.LCPI0_38(%rip), %zmm21
	vbroadcastsd	.LCPI0_40(%rip), %zmm28
	vbroadcastsd	.LCPI0_42(%rip), %zmm29
	vbroadcastsd	.LCPI0_43(%rip), %zmm30
	vbroadcastsd	.LCPI0_44(%rip), %zmm10
	vbroadcastsd	.LCPI0_51(%rip), %zmm14
	vmovapd	%zmm1, %zmm12
	.p2align	4
.LBB0_168:
	vcvtudq2pd	(%rcx,%r8,4), %zmm0
	vaddpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm13, %zmm0, %zmm0
	vcvtudq2pd	(%rdx,%r8,4), %zmm1
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm13, %zmm1, %zmm1
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
	vaddpd	%zmm12, %zmm7, %zmm7
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
	vmulpd	%zmm31, %zmm1, %zmm2
	vmulpd	.LCPI0_30(%rip){1to8}, %zmm2, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vaddpd	%zmm16, %zmm1, %zmm3
	vmulpd	.LCPI0_55(%rip){1to8}, %zmm3, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm4
	vmulpd	%zmm17, %zmm3, %zmm5
	vmulpd	%zmm18, %zmm3, %zmm6
	vsubpd	%zmm6, %zmm4, %zmm7
	vmulpd	%zmm19, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm4, %zmm8
	vsubpd	%zmm6, %zmm8, %zmm6
	vsubpd	%zmm5, %zmm4, %zmm8
	vpsrlq	$52, %zmm2, %zmm2
	vpandq	%zmm20, %zmm2, %zmm2
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm20, %zmm8, %zmm8
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm2, %k1
	vmovapd	%zmm7, %zmm4 {%k1}
	vsubpd	%zmm6, %zmm3, %zmm5 {%k1}
	vsubpd	%zmm5, %zmm4, %zmm2
	vsubpd	%zmm2, %zmm4, %zmm3
	vsubpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm2, %zmm2, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm21, %zmm4, %zmm6
	vaddpd	.LCPI0_39(%rip){1to8}, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	%zmm28, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	.LCPI0_56(%rip){1to8}, %zmm4, %zmm7
	vaddpd	%zmm29, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm30, %zmm7, %zmm7
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
	vxorpd	%zmm14, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm14, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	.LCPI0_28(%rip){1to8}, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovupd	%ymm0, (%rcx,%r8,4)
	addq	$8, %r8
	cmpq	%r8, %rax
	jne	.LBB0_168
	movq	5136(%rsp), %rcx
	movq	%rcx, %rax
	cmpq	%rcx, %rbp
	movabsq	$4503595332403200, %r10
	vmovsd	.LCPI0_10(%rip), %xmm9
	vmovsd	.LCPI0_11(%rip), %xmm28
	vmovsd	.LCPI0_17(%rip), %xmm20
	vmovsd	.LCPI0_18(%rip), %xmm12
	vmovsd	.LCPI0_22(%rip), %xmm17
	vmovsd	.LCPI0_23(%rip), %xmm18
	vmovddup	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_40(%rip), %xmm19
	vmovsd	.LCPI0_42(%rip), %xmm11
	vmovsd	.LCPI0_43(%rip), %xmm21
	vmovsd	.LCPI0_45(%rip), %xmm29
	vmovsd	.LCPI0_46(%rip), %xmm30
	vmovsd	.LCPI0_47(%rip), %xmm31
	vmovsd	.LCPI0_48(%rip), %xmm13
	vmovsd	.LCPI0_49(%rip), %xmm14
	vmovsd	.LCPI0_50(%rip), %xmm10
	je	.LBB0_172
.LBB0_170:
	movq	%rbp, %rcx
	subq	%rax, %rcx
	movq	96(%rsp), %rdx
	leaq	(%rdx,%rax,4), %r8
	leaq	(%r8,%r12), %r9
	xorl	%r11d, %r11d
	.p2align	4
.LBB0_171:
	vpxord	%xmm16, %xmm16, %xmm16
	vcvtusi2sdl	(%r9,%r11,4), %xmm16, %xmm0
	vaddsd	%xmm0, %xmm9, %xmm0
	vmulsd	%xmm28, %xmm0, %xmm0
	vpxord	%xmm16, %xmm16, %xmm16
	vcvtusi2sdl	(%r8,%r11,4), %xmm16, %xmm1
	vaddsd	%xmm1, %xmm9, %xmm1
	vmulsd	%xmm28, %xmm1, %xmm1
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
	vaddsd	%xmm20, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm9, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm2
	vaddsd	%xmm0, %xmm12, %xmm3
	vdivsd	%xmm3, %xmm0, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm5
	vmulsd	%xmm17, %xmm5, %xmm6
	vaddsd	%xmm18, %xmm6, %xmm6
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
	vcvtsi2sd	%rsi, %xmm16, %xmm5
	vaddsd	%xmm4, %xmm2, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vmulsd	.LCPI0_26(%rip), %xmm5, %xmm4
	vaddsd	%xmm3, %xmm4, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	.LCPI0_27(%rip), %xmm5, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm16
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
	vaddsd	%xmm19, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	.LCPI0_56(%rip), %xmm3, %xmm6
	vaddsd	%xmm6, %xmm11, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm21, %xmm6, %xmm6
	vmulsd	%xmm4, %xmm4, %xmm7
	vmulsd	%xmm6, %xmm7, %xmm6
	vaddsd	%xmm6, %xmm5, %xmm5
	vmulsd	%xmm3, %xmm9, %xmm6
	vmovsd	.LCPI0_44(%rip), %xmm0
	vsubsd	%xmm6, %xmm0, %xmm7
	vmovapd	%xmm14, %xmm15
	vmovapd	%xmm13, %xmm14
	vmovapd	%xmm31, %xmm13
	vmovapd	%xmm30, %xmm31
	vmovapd	%xmm29, %xmm30
	vmovapd	%xmm21, %xmm29
	vmovapd	%xmm11, %xmm21
	vmovapd	%xmm19, %xmm11
	vmovapd	%xmm8, %xmm19
	vsubsd	%xmm7, %xmm0, %xmm8
	vsubsd	%xmm6, %xmm8, %xmm6
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
	vmovapd	%xmm19, %xmm8
	vmovapd	%xmm11, %xmm19
	vmovapd	%xmm21, %xmm11
	vmovapd	%xmm29, %xmm21
	vmovapd	%xmm30, %xmm29
	vmovapd	%xmm31, %xmm30
	vmovapd	%xmm13, %xmm31
	vmovapd	%xmm14, %xmm13
	vmovapd	%xmm15, %xmm14
	vaddsd	%xmm5, %xmm6, %xmm5
	vaddsd	%xmm5, %xmm7, %xmm5
	vmulsd	%xmm29, %xmm3, %xmm6
	vaddsd	%xmm30, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm31, %xmm6, %xmm6
	vmulsd	%xmm3, %xmm13, %xmm7
	vaddsd	%xmm7, %xmm15, %xmm7
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
	vmulsd	%xmm0, %xmm16, %xmm0
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%r9,%r11,4)
	incq	%r11
	cmpq	%r11, %rcx
	jne	.LBB0_171
	jmp	.LBB0_172
	.p2align	4
.LBB0_141:
	vmovss	72(%rsp), %xmm0
	vmulss	-28(%rsp), %xmm0, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vcmpltss	%xmm0, %xmm22, %k1
	vmovss	%xmm1, %xmm1, %xmm1 {%k1} {z}
	movl	2768(%rsp), %eax
	kmovd	%eax, %k1
	vmovaps	1904(%rsp), %xmm0
	vmovss	%xmm0, %xmm1, %xmm1 {%k1}
	vmovaps	%xmm1, 432(%rsp)
	movq	2896(%rsp), %rcx
	xorl	%edi, %edi
	vxorpd	%xmm2, %xmm2, %xmm2
	vmovss	.LCPI0_63(%rip), %xmm13
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovss	.LCPI0_68(%rip), %xmm17
	vmovss	.LCPI0_72(%rip), %xmm31
	vmovss	.LCPI0_73(%rip), %xmm18
	vmovss	.LCPI0_74(%rip), %xmm28
	vmovss	.LCPI0_69(%rip), %xmm19
	vmovss	.LCPI0_75(%rip), %xmm21
	vmovss	.LCPI0_71(%rip), %xmm30
	vpbroadcastd	.LCPI0_78(%rip), %zmm12
	jmp	.LBB0_142
	.p2align	4
.LBB0_149:
	vcmpunordps	%zmm23, %zmm7, %k0
	vcmpordps	%zmm23, %zmm0, %k1
	vpcmpltuq	%zmm3, %zmm6, %k2
	vpcmpltuq	%zmm4, %zmm5, %k3
	kunpckbw	%k2, %k3, %k2
	korw	%k2, %k1, %k1
	vcmpltps	%zmm7, %zmm0, %k3
	vcmpeqps	%zmm0, %zmm7, %k2 {%k2}
	korw	%k2, %k3, %k2
	kandw	%k0, %k1, %k1
	kandnw	%k2, %k0, %k0
	korw	%k0, %k1, %k1
	vmovaps	%zmm7, %zmm0 {%k1}
	vextractf64x4	$1, %zmm0, %ymm7
	vxorps	%xmm8, %xmm8, %xmm8
	vcmpunordps	%ymm8, %ymm7, %k0
	vcmpordps	%ymm8, %ymm0, %k2
	vmovdqa64	%zmm6, %zmm3 {%k1}
	kshiftrw	$8, %k1, %k1
	vmovdqa64	%zmm5, %zmm4 {%k1}
	vpcmpltuq	%zmm3, %zmm4, %k1
	korb	%k1, %k2, %k2
	vcmpltps	%ymm7, %ymm0, %k3
	vcmpeqps	%ymm0, %ymm7, %k1 {%k1}
	korb	%k1, %k3, %k1
	kandnb	%k1, %k0, %k1
	kandb	%k0, %k2, %k0
	korb	%k1, %k0, %k1
	vmovaps	%ymm7, %ymm0 {%k1}
	vextractf128	$1, %ymm0, %xmm5
	vcmpunordps	%xmm2, %xmm5, %k0
	vcmpordps	%xmm2, %xmm0, %k2
	vmovdqa64	%zmm4, %zmm3 {%k1}
	vextracti64x4	$1, %zmm3, %ymm4
	vpcmpltuq	%ymm3, %ymm4, %k1
	korw	%k1, %k2, %k2
	vcmpltps	%xmm5, %xmm0, %k3
	vcmpeqps	%xmm0, %xmm5, %k1 {%k1}
	korw	%k1, %k3, %k1
	kandnw	%k1, %k0, %k1
	kandw	%k0, %k2, %k0
	korw	%k1, %k0, %k1
	vmovaps	%xmm5, %xmm0 {%k1}
	vshufpd	$1, %xmm0, %xmm0, %xmm5
	vcmpunordps	%xmm2, %xmm5, %k0
	vcmpordps	%xmm2, %xmm0, %k2
	vmovdqa64	%ymm4, %ymm3 {%k1}
	vextracti128	$1, %ymm3, %xmm4
	vpcmpltuq	%xmm3, %xmm4, %k1
	korw	%k1, %k2, %k2
	vcmpltps	%xmm5, %xmm0, %k3
	vcmpeqps	%xmm0, %xmm5, %k4
	kandw	%k1, %k4, %k1
	korw	%k1, %k3, %k1
	kandnw	%k1, %k0, %k1
	kandw	%k0, %k2, %k0
	korw	%k1, %k0, %k1
	vmovaps	%xmm5, %xmm0 {%k1}
	vmovshdup	%xmm0, %xmm5
	vucomiss	%xmm5, %xmm5
	setp	%al
	kmovd	%eax, %k0
	vucomiss	%xmm0, %xmm0
	setnp	%sil
	vmovdqa64	%xmm4, %xmm3 {%k1}
	vpextrq	$1, %xmm3, %rdx
	vmovq	%xmm3, %rax
	cmpq	%rax, %rdx
	setb	%r11b
	orb	%r11b, %sil
	kmovd	%esi, %k1
	vucomiss	%xmm0, %xmm5
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
	vmovss	%xmm5, %xmm0, %xmm0 {%k1}
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
	movq	-128(%rsp), %rbp
	cmovpl	%edx, %esi
	testb	%sil, %sil
	cmovneq	%r9, %rax
	kmovd	%esi, %k1
	vmovss	%xmm1, %xmm0, %xmm0 {%k1}
	vmovss	%xmm0, 1792(%rsp,%r10)
	vcvtusi2ss	%rax, %xmm15, %xmm0
	vmovss	%xmm0, 1800(%rsp,%r10)
	incq	%rdi
	movq	896(%rsp), %r10
	addq	%r10, %rcx
	cmpq	-40(%rsp), %rdi
	movq	360(%rsp), %r13
	je	.LBB0_150
.LBB0_142:
	leaq	(%rdi,%r13), %rax
	leaq	(,%rdi,4), %rdx
	leaq	(%rdx,%rdx,2), %r10
	imulq	%rbp, %rax
	movq	-80(%rsp), %rdx
	leaq	(%rdx,%rax,4), %r11
	vxorpd	%xmm3, %xmm3, %xmm3
	movl	$1024, %ebx
	movq	%rcx, %r14
	xorl	%r15d, %r15d
	vxorpd	%xmm4, %xmm4, %xmm4
	vxorpd	%xmm6, %xmm6, %xmm6
	vxorpd	%xmm5, %xmm5, %xmm5
	vbroadcastss	.LCPI0_60(%rip), %zmm7
	vmovaps	%zmm7, %zmm0
	xorl	%r12d, %r12d
	vmovss	.LCPI0_60(%rip), %xmm1
	xorl	%r9d, %r9d
	jmp	.LBB0_143
	.p2align	4
.LBB0_148:
	addq	$1024, %rbx
	addq	$-1024, %r15
	addq	$4096, %r14
	movq	%rsi, %r12
	movq	-128(%rsp), %rbp
	cmpq	%rbp, %rsi
	jae	.LBB0_149
.LBB0_143:
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
	jae	.LBB0_145
	.p2align	4
.LBB0_144:
	vpbroadcastq	%rbp, %zmm8
	vmovups	(%r11,%rbp,4), %zmm9
	vmovups	64(%r11,%rbp,4), %zmm10
	vcmpltps	%zmm9, %zmm0, %k0
	vcmpltps	%zmm10, %zmm7, %k1
	vcmpunordps	%zmm23, %zmm9, %k2
	vcmpunordps	%zmm23, %zmm10, %k3
	vcmpordps	%zmm23, %zmm0, %k2 {%k2}
	vcmpordps	%zmm23, %zmm7, %k3 {%k3}
	korw	%k2, %k0, %k2
	korw	%k3, %k1, %k1
	vmovaps	%zmm9, %zmm0 {%k2}
	vmovaps	%zmm10, %zmm7 {%k1}
	vorpd	%zmm24, %zmm8, %zmm3 {%k2}
	kshiftrw	$8, %k2, %k2
	vorpd	%zmm25, %zmm8, %zmm4 {%k2}
	vorpd	%zmm26, %zmm8, %zmm6 {%k1}
	kshiftrw	$8, %k1, %k1
	vorpd	%zmm27, %zmm8, %zmm5 {%k1}
	addq	$32, %rbp
	cmpq	%r13, %rbp
	jb	.LBB0_144
.LBB0_145:
	cmpq	%rdx, %r13
	jae	.LBB0_148
	addq	%r15, %rax
	andq	$-32, %rax
	.p2align	4
.LBB0_147:
	leaq	(%r12,%rax), %r13
	vmovss	(%r14,%rax,4), %xmm8
	vucomiss	%xmm1, %xmm8
	seta	%bpl
	vcmpordss	%xmm22, %xmm1, %k0
	vcmpunordss	%xmm22, %xmm8, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %r8d
	orb	%bpl, %r8b
	andb	$1, %r8b
	kmovd	%r8d, %k1
	vmovss	%xmm8, %xmm1, %xmm1 {%k1}
	cmovneq	%r13, %r9
	leaq	(%r12,%rax), %r8
	incq	%r8
	incq	%rax
	cmpq	%rdx, %r8
	jb	.LBB0_147
	jmp	.LBB0_148
	.p2align	4
.LBB0_150:
	movq	2896(%rsp), %rcx
	movq	-120(%rsp), %rdi
	xorl	%r8d, %r8d
	movq	2296(%rsp), %r14
	movq	2288(%rsp), %r15
	movq	872(%rsp), %r9
	movq	864(%rsp), %r11
	movq	856(%rsp), %rbx
	movzbl	848(%rsp), %r12d
	vbroadcastss	.LCPI0_66(%rip), %zmm14
	vbroadcastss	.LCPI0_67(%rip), %zmm11
	vbroadcastss	.LCPI0_69(%rip), %zmm20
	vbroadcastss	.LCPI0_68(%rip), %zmm29
	vmovss	.LCPI0_70(%rip), %xmm0
	vmovss	.LCPI0_66(%rip), %xmm2
	vmovss	.LCPI0_67(%rip), %xmm16
	vmovaps	%xmm19, %xmm6
	jmp	.LBB0_151
	.p2align	4
.LBB0_182:
	incq	%r8
	addq	-104(%rsp), %rdi
	addq	%r10, %rcx
	cmpq	-40(%rsp), %r8
	je	.LBB0_183
.LBB0_151:
	leaq	(%r8,%r8,2), %rax
	vmovss	1792(%rsp,%rax,4), %xmm8
	testb	%r12b, %r12b
	je	.LBB0_191
	xorl	%eax, %eax
	vmovss	.LCPI0_64(%rip), %xmm9
	vmovss	.LCPI0_76(%rip), %xmm10
	.p2align	4
.LBB0_198:
	vmovss	(%rcx,%rax,4), %xmm1
	vsubss	%xmm8, %xmm1, %xmm1
	vmaxss	%xmm1, %xmm13, %xmm3
	vminss	%xmm3, %xmm9, %xmm3
	vmulss	%xmm3, %xmm15, %xmm4
	vaddss	%xmm2, %xmm4, %xmm4
	vaddss	%xmm16, %xmm4, %xmm5
	vmovd	%xmm4, %edx
	vmulss	%xmm17, %xmm5, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm6, %xmm5, %xmm4
	vsubss	%xmm4, %xmm3, %xmm5
	vmovaps	%xmm6, %xmm19
	vmulss	%xmm5, %xmm5, %xmm6
	vmulss	%xmm0, %xmm6, %xmm7
	vaddss	%xmm30, %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vaddss	%xmm31, %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vaddss	%xmm18, %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vaddss	%xmm28, %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm6
	vsubss	%xmm6, %xmm5, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vsubss	%xmm6, %xmm21, %xmm6
	vdivss	%xmm6, %xmm5, %xmm5
	vmovaps	%xmm19, %xmm6
	vsubss	%xmm5, %xmm4, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vaddss	%xmm3, %xmm10, %xmm3
	leal	-1262485248(%rdx), %esi
	shrl	%esi
	subl	%esi, %edx
	shll	$23, %edx
	shll	$23, %esi
	addl	$-8388608, %esi
	addl	$2139095040, %edx
	vmovd	%esi, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vmovd	%edx, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vcmpunordss	%xmm1, %xmm1, %k1
	vmovss	.LCPI0_79(%rip), %xmm3 {%k1}
	vmovss	%xmm3, (%rdi,%rax,4)
	incq	%rax
	cmpq	%rax, %rbp
	jne	.LBB0_198
	jmp	.LBB0_182
	.p2align	4
.LBB0_191:
	vmovaps	%xmm8, -16(%rsp)
	vbroadcastss	%xmm8, %zmm1
	xorl	%eax, %eax
	vbroadcastss	.LCPI0_72(%rip), %zmm10
	vpbroadcastd	.LCPI0_60(%rip), %zmm28
	vbroadcastss	.LCPI0_74(%rip), %zmm17
	vmovdqa64	%zmm12, %zmm30
	vbroadcastss	.LCPI0_76(%rip), %zmm19
	vpbroadcastd	.LCPI0_77(%rip), %zmm18
	vbroadcastss	.LCPI0_70(%rip), %zmm12
	vbroadcastss	.LCPI0_71(%rip), %zmm31
	vbroadcastss	.LCPI0_63(%rip), %zmm16
	vbroadcastss	.LCPI0_64(%rip), %zmm0
	vbroadcastss	.LCPI0_65(%rip), %zmm21
	vbroadcastss	.LCPI0_75(%rip), %zmm2
	vbroadcastss	.LCPI0_73(%rip), %zmm13
	.p2align	4
.LBB0_192:
	vmovups	(%rcx,%rax), %zmm3
	vsubps	%zmm1, %zmm3, %zmm3
	vmaxps	%zmm3, %zmm16, %zmm4
	vminps	%zmm4, %zmm0, %zmm4
	vmulps	%zmm21, %zmm4, %zmm5
	vaddps	%zmm14, %zmm5, %zmm5
	vaddps	%zmm11, %zmm5, %zmm6
	vmulps	%zmm29, %zmm6, %zmm7
	vaddps	%zmm7, %zmm4, %zmm4
	vmulps	%zmm20, %zmm6, %zmm6
	vsubps	%zmm6, %zmm4, %zmm7
	vmulps	%zmm7, %zmm7, %zmm8
	vmulps	%zmm12, %zmm8, %zmm9
	vaddps	%zmm31, %zmm9, %zmm9
	vmulps	%zmm9, %zmm8, %zmm9
	vaddps	%zmm10, %zmm9, %zmm9
	vmulps	%zmm9, %zmm8, %zmm9
	vaddps	%zmm13, %zmm9, %zmm9
	vmulps	%zmm9, %zmm8, %zmm9
	vaddps	%zmm17, %zmm9, %zmm9
	vmulps	%zmm9, %zmm8, %zmm8
	vsubps	%zmm8, %zmm7, %zmm8
	vmulps	%zmm8, %zmm7, %zmm7
	vsubps	%zmm8, %zmm2, %zmm8
	vdivps	%zmm8, %zmm7, %zmm7
	vsubps	%zmm7, %zmm6, %zmm6
	vsubps	%zmm6, %zmm4, %zmm4
	vaddps	%zmm19, %zmm4, %zmm4
	vpaddd	%zmm18, %zmm5, %zmm6
	vpsrld	$1, %zmm6, %zmm6
	vpsubd	%zmm6, %zmm5, %zmm5
	vpslld	$23, %zmm5, %zmm5
	vpslld	$23, %zmm6, %zmm6
	vpaddd	%zmm28, %zmm6, %zmm6
	vmulps	%zmm6, %zmm4, %zmm4
	vpaddd	%zmm30, %zmm5, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vcmpunordps	%zmm23, %zmm3, %k1
	vbroadcastss	.LCPI0_79(%rip), %zmm4 {%k1}
	vmovups	%zmm4, (%rdi,%rax)
	addq	$64, %rax
	cmpq	%rax, %r15
	jne	.LBB0_192
	cmpq	-112(%rsp), %rbp
	vmovdqa64	%zmm30, %zmm12
	vbroadcastss	.LCPI0_63(%rip), %xmm4
	vbroadcastss	.LCPI0_64(%rip), %xmm5
	vbroadcastss	.LCPI0_68(%rip), %xmm19
	vmovss	.LCPI0_68(%rip), %xmm17
	vmovss	.LCPI0_72(%rip), %xmm31
	vmovss	.LCPI0_73(%rip), %xmm18
	vmovss	.LCPI0_74(%rip), %xmm28
	vmovss	.LCPI0_69(%rip), %xmm6
	vmovss	.LCPI0_70(%rip), %xmm0
	vmovss	.LCPI0_75(%rip), %xmm21
	vmovss	.LCPI0_71(%rip), %xmm30
	vmovss	.LCPI0_63(%rip), %xmm13
	vmovss	.LCPI0_64(%rip), %xmm9
	vmovss	.LCPI0_66(%rip), %xmm2
	vmovss	.LCPI0_67(%rip), %xmm16
	vmovss	.LCPI0_76(%rip), %xmm10
	vmovaps	-16(%rsp), %xmm8
	je	.LBB0_182
	movq	-112(%rsp), %rax
	testb	$12, %bpl
	je	.LBB0_198
	vbroadcastss	%xmm8, %xmm1
	movq	-112(%rsp), %rax
	vbroadcastss	.LCPI0_67(%rip), %xmm17
	vbroadcastss	.LCPI0_72(%rip), %xmm29
	vbroadcastss	.LCPI0_71(%rip), %xmm16
	vbroadcastss	.LCPI0_70(%rip), %xmm31
	vbroadcastss	.LCPI0_69(%rip), %xmm20
	vbroadcastss	.LCPI0_73(%rip), %xmm11
	vbroadcastss	.LCPI0_76(%rip), %xmm13
	vbroadcastss	.LCPI0_74(%rip), %xmm15
	vpbroadcastd	.LCPI0_77(%rip), %xmm14
	vpbroadcastd	.LCPI0_60(%rip), %xmm2
	vpbroadcastd	.LCPI0_78(%rip), %xmm10
	vxorps	%xmm18, %xmm18, %xmm18
	vbroadcastss	.LCPI0_75(%rip), %xmm12
	.p2align	4
.LBB0_196:
	vmovups	(%rcx,%rax,4), %xmm3
	vsubps	%xmm1, %xmm3, %xmm3
	vmovaps	%xmm4, %xmm28
	vmaxps	%xmm3, %xmm4, %xmm4
	vminps	%xmm4, %xmm5, %xmm4
	vmovaps	%xmm5, %xmm30
	vmulps	.LCPI0_65(%rip){1to4}, %xmm4, %xmm5
	vaddps	.LCPI0_66(%rip){1to4}, %xmm5, %xmm5
	vaddps	%xmm17, %xmm5, %xmm6
	vmulps	%xmm19, %xmm6, %xmm7
	vaddps	%xmm7, %xmm4, %xmm4
	vmulps	%xmm20, %xmm6, %xmm6
	vsubps	%xmm6, %xmm4, %xmm7
	vmulps	%xmm7, %xmm7, %xmm8
	vmulps	%xmm31, %xmm8, %xmm9
	vaddps	%xmm16, %xmm9, %xmm9
	vmulps	%xmm9, %xmm8, %xmm9
	vaddps	%xmm29, %xmm9, %xmm9
	vmulps	%xmm9, %xmm8, %xmm9
	vaddps	%xmm11, %xmm9, %xmm9
	vmulps	%xmm9, %xmm8, %xmm9
	vaddps	%xmm15, %xmm9, %xmm9
	vmulps	%xmm9, %xmm8, %xmm8
	vsubps	%xmm8, %xmm7, %xmm8
	vmulps	%xmm7, %xmm8, %xmm7
	vsubps	%xmm8, %xmm12, %xmm8
	vdivps	%xmm8, %xmm7, %xmm7
	vsubps	%xmm7, %xmm6, %xmm6
	vsubps	%xmm6, %xmm4, %xmm4
	vaddps	%xmm4, %xmm13, %xmm4
	vpaddd	%xmm5, %xmm14, %xmm6
	vpsrld	$1, %xmm6, %xmm6
	vpsubd	%xmm6, %xmm5, %xmm5
	vpslld	$23, %xmm5, %xmm5
	vpslld	$23, %xmm6, %xmm6
	vpaddd	%xmm2, %xmm6, %xmm6
	vmulps	%xmm6, %xmm4, %xmm4
	vpaddd	%xmm5, %xmm10, %xmm5
	vmulps	%xmm5, %xmm4, %xmm4
	vmovaps	%xmm30, %xmm5
	vcmpunordps	%xmm18, %xmm3, %k1
	vbroadcastss	.LCPI0_79(%rip), %xmm4 {%k1}
	vmovups	%xmm4, (%rdi,%rax,4)
	vmovaps	%xmm28, %xmm4
	addq	$4, %rax
	cmpq	%rax, %r14
	jne	.LBB0_196
	movq	%r14, %rax
	cmpq	%r14, %rbp
	vmovss	.LCPI0_63(%rip), %xmm13
	vmovss	.LCPI0_64(%rip), %xmm9
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovss	.LCPI0_66(%rip), %xmm2
	vbroadcastss	.LCPI0_66(%rip), %zmm14
	vbroadcastss	.LCPI0_67(%rip), %zmm11
	vmovss	.LCPI0_67(%rip), %xmm16
	vbroadcastss	.LCPI0_69(%rip), %zmm20
	vbroadcastss	.LCPI0_68(%rip), %zmm29
	vmovss	.LCPI0_68(%rip), %xmm17
	vmovss	.LCPI0_72(%rip), %xmm31
	vmovss	.LCPI0_73(%rip), %xmm18
	vmovss	.LCPI0_74(%rip), %xmm28
	vmovss	.LCPI0_69(%rip), %xmm6
	vmovss	.LCPI0_71(%rip), %xmm30
	vpbroadcastd	.LCPI0_78(%rip), %zmm12
	vmovss	.LCPI0_76(%rip), %xmm10
	vmovaps	-16(%rsp), %xmm8
	jne	.LBB0_198
	jmp	.LBB0_182
	.p2align	4
.LBB0_183:
	vmovaps	%xmm13, %xmm14
	cmpq	$0, 2304(%rsp)
	vmovaps	.LCPI0_84(%rip), %xmm7
	vbroadcastss	.LCPI0_63(%rip), %zmm18
	vxorps	%xmm0, %xmm0, %xmm0
	je	.LBB0_184
	movq	2248(%rsp), %rcx
	xorl	%eax, %eax
	movq	-120(%rsp), %rdx
	movq	1176(%rsp), %rsi
	movq	576(%rsp), %rdi
	vbroadcastss	.LCPI0_71(%rip), %zmm11
	vbroadcastss	.LCPI0_64(%rip), %zmm28
	vmovaps	432(%rsp), %xmm13
	.p2align	4
.LBB0_186:
	vmovups	-16(%rsi,%rax,4), %xmm1
	vmovups	(%rsi,%rax,4), %xmm3
	vmovups	-16(%r9,%rax,4), %xmm4
	vmovups	(%r9,%rax,4), %xmm5
	vmovlhps	%xmm4, %xmm1, %xmm6
	vunpckhpd	%xmm4, %xmm1, %xmm1
	vmovups	-16(%rbx,%rax,4), %xmm4
	vmovups	(%rbx,%rax,4), %xmm7
	vmovups	-16(%r11,%rax,4), %xmm8
	vmovups	(%r11,%rax,4), %xmm9
	vmovlhps	%xmm8, %xmm4, %xmm10
	vunpckhpd	%xmm8, %xmm4, %xmm4
	vmovaps	%xmm6, %xmm8
	vmovaps	.LCPI0_84(%rip), %xmm29
	vpermt2ps	%xmm10, %xmm29, %xmm8
	vaddps	%xmm0, %xmm8, %xmm0
	vmovaps	.LCPI0_85(%rip), %xmm8
	vpermt2ps	%xmm10, %xmm8, %xmm6
	vaddps	%xmm0, %xmm6, %xmm0
	vmovaps	%xmm1, %xmm6
	vmovaps	.LCPI0_84(%rip), %xmm8
	vpermt2ps	%xmm4, %xmm8, %xmm6
	vmovaps	.LCPI0_85(%rip), %xmm8
	vaddps	%xmm0, %xmm6, %xmm0
	vpermt2ps	%xmm4, %xmm8, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vmovlhps	%xmm5, %xmm3, %xmm1
	vunpckhpd	%xmm5, %xmm3, %xmm3
	vmovlhps	%xmm9, %xmm7, %xmm4
	vunpckhpd	%xmm9, %xmm7, %xmm5
	vmovaps	.LCPI0_84(%rip), %xmm7
	vmovaps	%xmm1, %xmm6
	vpermt2ps	%xmm4, %xmm7, %xmm6
	vaddps	%xmm6, %xmm0, %xmm0
	vpermt2ps	%xmm4, %xmm8, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vmovaps	%xmm3, %xmm1
	vpermt2ps	%xmm5, %xmm7, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vpermt2ps	%xmm5, %xmm8, %xmm3
	vaddps	%xmm0, %xmm3, %xmm0
	addq	$8, %rax
	addq	$-2, %rcx
	jne	.LBB0_186
	testb	$1, 2256(%rsp)
	movl	$3449720151, %ebx
	movq	-72(%rsp), %r12
	movq	1208(%rsp), %rsi
	movq	1200(%rsp), %r8
	jne	.LBB0_188
	movq	2312(%rsp), %rcx
	movq	%rcx, %rax
	cmpq	%rbp, %rcx
	je	.LBB0_173
	.p2align	4
.LBB0_190:
	vmovss	(%rdx,%rax,4), %xmm1
	vinsertps	$16, (%rdi,%rax,4), %xmm1, %xmm1
	vinsertps	$32, (%rsi,%rax,4), %xmm1, %xmm1
	vinsertps	$48, (%r8,%rax,4), %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	incq	%rax
	cmpq	%rbp, %rax
	jb	.LBB0_190
.LBB0_173:
	vmovss	%xmm0, 1796(%rsp)
	vextractps	$1, %xmm0, 1808(%rsp)
	vextractps	$2, %xmm0, 1820(%rsp)
	vextractps	$3, %xmm0, 1832(%rsp)
	cmpl	$0, -60(%rsp)
	vmovss	.LCPI0_80(%rip), %xmm7
	vmovss	.LCPI0_76(%rip), %xmm29
	je	.LBB0_174
	vbroadcastss	%xmm13, %zmm0
	vmovups	%zmm0, 592(%rsp)
	movq	2896(%rsp), %rcx
	movq	320(%rsp), %rdi
	movq	1184(%rsp), %r8
	xorl	%r9d, %r9d
	vmovaps	48(%rsp), %xmm0
	vbroadcastss	.LCPI0_65(%rip), %zmm3
	jmp	.LBB0_200
	.p2align	4
.LBB0_179:
	vmovaps	%xmm31, %xmm14
	incq	%r9
	addq	-104(%rsp), %r8
	addq	%r10, %rdi
	addq	%r10, %rcx
	cmpq	-40(%rsp), %r9
	movq	%r11, %r13
	vmovaps	%xmm28, %xmm31
	vbroadcastss	.LCPI0_63(%rip), %zmm18
	vbroadcastss	.LCPI0_64(%rip), %zmm28
	vbroadcastss	.LCPI0_65(%rip), %zmm3
	vbroadcastss	.LCPI0_78(%rip), %zmm12
	vbroadcastss	.LCPI0_71(%rip), %zmm11
	vmovaps	%xmm4, %xmm16
	je	.LBB0_180
.LBB0_200:
	leaq	(%r9,%r9,2), %rax
	vdivss	1796(%rsp,%rax,4), %xmm29, %xmm30
	vmovss	1792(%rsp,%rax,4), %xmm1
	vmovss	1800(%rsp,%rax,4), %xmm21
	cmpb	$0, 888(%rsp)
	je	.LBB0_202
	movq	%r13, %r11
	xorl	%eax, %eax
	movl	$2143289344, %r13d
	vmovss	.LCPI0_74(%rip), %xmm2
	vmovss	.LCPI0_73(%rip), %xmm20
	vmovaps	%xmm31, %xmm28
	vmovss	.LCPI0_71(%rip), %xmm18
	vmovss	.LCPI0_70(%rip), %xmm3
	vmovaps	%xmm14, %xmm31
	vmovss	.LCPI0_64(%rip), %xmm14
	vmovaps	%xmm16, %xmm4
	vmovss	.LCPI0_66(%rip), %xmm16
	vmovss	.LCPI0_69(%rip), %xmm19
	.p2align	4
.LBB0_178:
	vmovss	(%rcx,%rax,4), %xmm5
	vaddss	%xmm5, %xmm5, %xmm6
	vmulss	%xmm7, %xmm6, %xmm6
	vsubss	(%rdi,%rax,4), %xmm6, %xmm6
	vsubss	%xmm1, %xmm5, %xmm7
	vmaxss	%xmm7, %xmm31, %xmm8
	vminss	%xmm8, %xmm14, %xmm8
	vmulss	%xmm15, %xmm8, %xmm9
	vaddss	%xmm16, %xmm9, %xmm9
	vaddss	%xmm4, %xmm9, %xmm10
	vmovd	%xmm9, %edx
	vmulss	%xmm17, %xmm10, %xmm9
	vaddss	%xmm9, %xmm8, %xmm8
	vmulss	%xmm19, %xmm10, %xmm9
	vsubss	%xmm9, %xmm8, %xmm10
	vmulss	%xmm10, %xmm10, %xmm11
	vmulss	%xmm3, %xmm11, %xmm12
	vaddss	%xmm18, %xmm12, %xmm12
	vmulss	%xmm12, %xmm11, %xmm12
	vaddss	%xmm28, %xmm12, %xmm12
	vmulss	%xmm12, %xmm11, %xmm12
	vaddss	%xmm20, %xmm12, %xmm12
	vmulss	%xmm12, %xmm11, %xmm12
	vaddss	%xmm2, %xmm12, %xmm12
	vmulss	%xmm12, %xmm11, %xmm11
	vmovss	.LCPI0_75(%rip), %xmm12
	vsubss	%xmm11, %xmm10, %xmm11
	vmulss	%xmm11, %xmm10, %xmm10
	vsubss	%xmm11, %xmm12, %xmm11
	vdivss	%xmm11, %xmm10, %xmm10
	vsubss	%xmm10, %xmm9, %xmm9
	vsubss	%xmm9, %xmm8, %xmm8
	vaddss	%xmm29, %xmm8, %xmm8
	leal	-1262485248(%rdx), %esi
	shrl	%esi
	subl	%esi, %edx
	shll	$23, %edx
	shll	$23, %esi
	addl	$-8388608, %esi
	addl	$2139095040, %edx
	vmovd	%esi, %xmm9
	vmulss	%xmm9, %xmm8, %xmm8
	vmovd	%edx, %xmm9
	vmulss	%xmm9, %xmm8, %xmm8
	vcmpunordss	%xmm7, %xmm7, %k1
	vmovss	.LCPI0_79(%rip), %xmm8 {%k1}
	vcvtsi2ss	%rax, %xmm27, %xmm7
	vmulss	%xmm8, %xmm30, %xmm8
	vaddss	%xmm6, %xmm8, %xmm6
	vcmpeqss	%xmm7, %xmm21, %k1
	vmovss	.LCPI0_81(%rip), %xmm7 {%k1} {z}
	vaddss	%xmm6, %xmm7, %xmm6
	vmovss	.LCPI0_80(%rip), %xmm7
	vmulss	%xmm6, %xmm0, %xmm6
	vsubss	%xmm6, %xmm5, %xmm5
	vmulss	(%r8,%rax,4), %xmm13, %xmm6
	vaddss	%xmm5, %xmm6, %xmm5
	vmovd	%xmm5, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%r13d, %edx
	movl	%edx, (%rcx,%rax,4)
	incq	%rax
	cmpq	%rax, %rbp
	jne	.LBB0_178
	jmp	.LBB0_179
	.p2align	4
.LBB0_202:
	movq	%r13, %r11
	vmovaps	%xmm30, 112(%rsp)
	vbroadcastss	%xmm30, %zmm0
	vmovups	%zmm0, -16(%rsp)
	vmovaps	%xmm1, 368(%rsp)
	vbroadcastss	%xmm1, %zmm0
	vmovups	%zmm0, 240(%rsp)
	vmovaps	%xmm21, 496(%rsp)
	vbroadcastss	%xmm21, %zmm0
	vmovups	%zmm0, 176(%rsp)
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm8
	vmovdqa64	.LCPI0_4(%rip), %zmm9
	vmovaps	%zmm28, %zmm7
	vmovaps	%zmm18, %zmm28
	vmovdqa64	%zmm12, %zmm19
	vbroadcastss	.LCPI0_69(%rip), %zmm31
	vbroadcastss	.LCPI0_68(%rip), %zmm30
	vpbroadcastd	.LCPI0_77(%rip), %zmm5
	vbroadcastss	.LCPI0_74(%rip), %zmm4
	vmovaps	%zmm11, %zmm1
	vpbroadcastd	.LCPI0_60(%rip), %zmm6
	vpbroadcastq	.LCPI0_1(%rip), %zmm20
	vmovups	4048(%rsp), %zmm2
	vbroadcastss	.LCPI0_66(%rip), %zmm29
	vbroadcastss	.LCPI0_67(%rip), %zmm18
	vbroadcastss	.LCPI0_75(%rip), %zmm21
	vmovups	592(%rsp), %zmm0
	.p2align	4
.LBB0_203:
	vmovups	(%rcx,%rax), %zmm10
	vsubps	240(%rsp), %zmm10, %zmm11
	vmaxps	%zmm11, %zmm28, %zmm12
	vminps	%zmm12, %zmm7, %zmm12
	vmulps	%zmm3, %zmm12, %zmm13
	vaddps	%zmm29, %zmm13, %zmm13
	vaddps	%zmm18, %zmm13, %zmm14
	vmulps	%zmm30, %zmm14, %zmm15
	vaddps	%zmm15, %zmm12, %zmm12
	vmulps	%zmm31, %zmm14, %zmm14
	vsubps	%zmm14, %zmm12, %zmm15
	vmulps	%zmm15, %zmm15, %zmm16
	vmulps	.LCPI0_70(%rip){1to16}, %zmm16, %zmm17
	vaddps	%zmm1, %zmm17, %zmm17
	vmulps	%zmm17, %zmm16, %zmm17
	vaddps	.LCPI0_72(%rip){1to16}, %zmm17, %zmm17
	vmulps	%zmm17, %zmm16, %zmm17
	vaddps	.LCPI0_73(%rip){1to16}, %zmm17, %zmm17
	vmulps	%zmm17, %zmm16, %zmm17
	vaddps	%zmm4, %zmm17, %zmm17
	vmulps	%zmm17, %zmm16, %zmm16
	vsubps	%zmm16, %zmm15, %zmm16
	vmulps	%zmm16, %zmm15, %zmm15
	vsubps	%zmm16, %zmm21, %zmm16
	vdivps	%zmm16, %zmm15, %zmm15
	vsubps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm14, %zmm12, %zmm12
	vaddps	.LCPI0_76(%rip){1to16}, %zmm12, %zmm12
	vpaddd	%zmm5, %zmm13, %zmm14
	vpsrld	$1, %zmm14, %zmm14
	vpsubd	%zmm14, %zmm13, %zmm13
	vpslld	$23, %zmm14, %zmm14
	vpaddd	%zmm6, %zmm14, %zmm14
	vmulps	%zmm14, %zmm12, %zmm12
	vaddps	%zmm10, %zmm10, %zmm14
	vmulps	.LCPI0_80(%rip){1to16}, %zmm14, %zmm14
	vsubps	(%rdi,%rax), %zmm14, %zmm14
	vpslld	$23, %zmm13, %zmm13
	vpaddd	%zmm19, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm12
	vcmpunordps	%zmm23, %zmm11, %k1
	vbroadcastss	.LCPI0_79(%rip), %zmm12 {%k1}
	vmulps	-16(%rsp), %zmm12, %zmm11
	vaddps	%zmm11, %zmm14, %zmm11
	vcvtqq2ps	%zmm8, %ymm12
	vcvtqq2ps	%zmm9, %ymm13
	vinsertf64x4	$1, %ymm13, %zmm12, %zmm12
	vcmpeqps	176(%rsp), %zmm12, %k1
	vbroadcastss	.LCPI0_81(%rip), %zmm12 {%k1} {z}
	vaddps	%zmm11, %zmm12, %zmm11
	vmulps	%zmm11, %zmm2, %zmm11
	vmulps	(%r8,%rax), %zmm0, %zmm12
	vsubps	%zmm11, %zmm10, %zmm10
	vaddps	%zmm10, %zmm12, %zmm10
	vandps	.LCPI0_82(%rip){1to16}, %zmm10, %zmm11
	vpcmpgtd	%zmm19, %zmm11, %k1
	vpbroadcastd	.LCPI0_79(%rip), %zmm10 {%k1}
	vmovdqu64	%zmm10, (%rcx,%rax)
	vpaddq	%zmm20, %zmm8, %zmm8
	vpaddq	%zmm20, %zmm9, %zmm9
	addq	$64, %rax
	cmpq	%rax, %r15
	jne	.LBB0_203
	cmpq	-112(%rsp), %rbp
	movl	$2143289344, %r13d
	vmovss	.LCPI0_66(%rip), %xmm16
	vmovss	.LCPI0_67(%rip), %xmm4
	vmovss	.LCPI0_68(%rip), %xmm17
	vmovss	.LCPI0_69(%rip), %xmm19
	vmovss	.LCPI0_70(%rip), %xmm3
	vmovss	.LCPI0_71(%rip), %xmm18
	vmovss	.LCPI0_72(%rip), %xmm28
	vmovss	.LCPI0_73(%rip), %xmm20
	vmovss	.LCPI0_74(%rip), %xmm2
	vmovss	.LCPI0_76(%rip), %xmm29
	vmovss	.LCPI0_80(%rip), %xmm7
	vbroadcastss	.LCPI0_68(%rip), %xmm10
	vmovaps	48(%rsp), %xmm0
	vmovss	.LCPI0_63(%rip), %xmm31
	vmovss	.LCPI0_64(%rip), %xmm14
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovaps	432(%rsp), %xmm13
	vmovaps	112(%rsp), %xmm30
	vmovaps	368(%rsp), %xmm1
	vmovaps	496(%rsp), %xmm21
	je	.LBB0_179
	movq	-112(%rsp), %rax
	testb	$12, %bpl
	je	.LBB0_178
	vbroadcastss	%xmm30, %xmm5
	vbroadcastss	%xmm1, %xmm6
	vbroadcastss	%xmm21, %xmm7
	movq	-112(%rsp), %rax
	vmovdqu	2800(%rsp), %ymm8
	vmovaps	%xmm10, %xmm19
	vbroadcastss	.LCPI0_67(%rip), %xmm17
	vbroadcastss	.LCPI0_69(%rip), %xmm4
	vbroadcastss	.LCPI0_70(%rip), %xmm31
	vbroadcastss	.LCPI0_73(%rip), %xmm0
	vbroadcastss	.LCPI0_74(%rip), %xmm3
	vpbroadcastd	.LCPI0_77(%rip), %xmm1
	vpbroadcastd	.LCPI0_60(%rip), %xmm2
	vpbroadcastd	.LCPI0_78(%rip), %xmm18
	vbroadcastss	.LCPI0_82(%rip), %xmm20
	vpbroadcastq	.LCPI0_83(%rip), %ymm28
	vmovups	4048(%rsp), %zmm29
	vxorps	%xmm30, %xmm30, %xmm30
	vmovups	592(%rsp), %zmm21
	.p2align	4
.LBB0_207:
	vmovups	(%rcx,%rax,4), %xmm9
	vsubps	%xmm6, %xmm9, %xmm10
	vbroadcastss	.LCPI0_63(%rip), %xmm11
	vmaxps	%xmm10, %xmm11, %xmm11
	vbroadcastss	.LCPI0_64(%rip), %xmm12
	vminps	%xmm11, %xmm12, %xmm11
	vmulps	.LCPI0_65(%rip){1to4}, %xmm11, %xmm12
	vaddps	.LCPI0_66(%rip){1to4}, %xmm12, %xmm12
	vaddps	%xmm17, %xmm12, %xmm13
	vmulps	%xmm19, %xmm13, %xmm14
	vaddps	%xmm14, %xmm11, %xmm11
	vmulps	%xmm4, %xmm13, %xmm13
	vsubps	%xmm13, %xmm11, %xmm14
	vmulps	%xmm14, %xmm14, %xmm15
	vmulps	%xmm31, %xmm15, %xmm16
	vaddps	.LCPI0_71(%rip){1to4}, %xmm16, %xmm16
	vmulps	%xmm16, %xmm15, %xmm16
	vaddps	.LCPI0_72(%rip){1to4}, %xmm16, %xmm16
	vmulps	%xmm16, %xmm15, %xmm16
	vaddps	%xmm0, %xmm16, %xmm16
	vmulps	%xmm16, %xmm15, %xmm16
	vaddps	%xmm3, %xmm16, %xmm16
	vmulps	%xmm16, %xmm15, %xmm15
	vsubps	%xmm15, %xmm14, %xmm15
	vmulps	%xmm15, %xmm14, %xmm14
	vbroadcastss	.LCPI0_75(%rip), %xmm16
	vsubps	%xmm15, %xmm16, %xmm15
	vdivps	%xmm15, %xmm14, %xmm14
	vsubps	%xmm14, %xmm13, %xmm13
	vsubps	%xmm13, %xmm11, %xmm11
	vaddps	.LCPI0_76(%rip){1to4}, %xmm11, %xmm11
	vpaddd	%xmm1, %xmm12, %xmm13
	vpsrld	$1, %xmm13, %xmm13
	vpsubd	%xmm13, %xmm12, %xmm12
	vpslld	$23, %xmm13, %xmm13
	vpaddd	%xmm2, %xmm13, %xmm13
	vmulps	%xmm13, %xmm11, %xmm11
	vpslld	$23, %xmm12, %xmm12
	vpaddd	%xmm18, %xmm12, %xmm12
	vmulps	%xmm12, %xmm11, %xmm11
	vcmpunordps	%xmm30, %xmm10, %k1
	vaddps	%xmm9, %xmm9, %xmm10
	vmulps	.LCPI0_80(%rip){1to4}, %xmm10, %xmm10
	vsubps	(%rdi,%rax,4), %xmm10, %xmm10
	vbroadcastss	.LCPI0_79(%rip), %xmm11 {%k1}
	vmulps	%xmm5, %xmm11, %xmm11
	vaddps	%xmm11, %xmm10, %xmm10
	vcvtqq2ps	%ymm8, %xmm11
	vcmpeqps	%xmm11, %xmm7, %k1
	vbroadcastss	.LCPI0_81(%rip), %xmm11 {%k1} {z}
	vaddps	%xmm10, %xmm11, %xmm10
	vmulps	%xmm10, %xmm29, %xmm10
	vmulps	(%r8,%rax,4), %xmm21, %xmm11
	vsubps	%xmm10, %xmm9, %xmm9
	vaddps	%xmm9, %xmm11, %xmm9
	vandps	%xmm20, %xmm9, %xmm10
	vpcmpgtd	%xmm18, %xmm10, %k1
	vpbroadcastd	.LCPI0_79(%rip), %xmm9 {%k1}
	vmovdqu	%xmm9, (%rcx,%rax,4)
	addq	$4, %rax
	vpaddq	%ymm28, %ymm8, %ymm8
	cmpq	%rax, %r14
	jne	.LBB0_207
	movq	%r14, %rax
	cmpq	%r14, %rbp
	movl	$2143289344, %r13d
	vmovss	.LCPI0_67(%rip), %xmm4
	vmovss	.LCPI0_68(%rip), %xmm17
	vmovss	.LCPI0_69(%rip), %xmm19
	vmovss	.LCPI0_70(%rip), %xmm3
	vmovss	.LCPI0_71(%rip), %xmm18
	vmovss	.LCPI0_72(%rip), %xmm28
	vmovss	.LCPI0_73(%rip), %xmm20
	vmovss	.LCPI0_74(%rip), %xmm2
	vmovss	.LCPI0_76(%rip), %xmm29
	vmovss	.LCPI0_80(%rip), %xmm7
	vmovaps	48(%rsp), %xmm0
	vmovss	.LCPI0_63(%rip), %xmm31
	vmovss	.LCPI0_64(%rip), %xmm14
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovss	.LCPI0_66(%rip), %xmm16
	vmovaps	432(%rsp), %xmm13
	vmovaps	112(%rsp), %xmm30
	vmovaps	368(%rsp), %xmm1
	vmovaps	496(%rsp), %xmm21
	jne	.LBB0_178
	jmp	.LBB0_179
	.p2align	4
.LBB0_184:
	xorl	%eax, %eax
	movq	-120(%rsp), %rdx
	movl	$3449720151, %ebx
	movq	-72(%rsp), %r12
	movq	576(%rsp), %rdi
	movq	1208(%rsp), %rsi
	movq	1200(%rsp), %r8
	vbroadcastss	.LCPI0_71(%rip), %zmm11
	vbroadcastss	.LCPI0_64(%rip), %zmm28
	vmovaps	432(%rsp), %xmm13
	vmovaps	.LCPI0_85(%rip), %xmm8
.LBB0_188:
	vmovups	(%rdx,%rax,4), %xmm1
	vmovups	(%rdi,%rax,4), %xmm3
	vmovups	(%rsi,%rax,4), %xmm4
	vmovups	(%r8,%rax,4), %xmm5
	vmovlhps	%xmm4, %xmm1, %xmm6
	vunpckhpd	%xmm4, %xmm1, %xmm1
	vmovlhps	%xmm5, %xmm3, %xmm4
	vunpckhpd	%xmm5, %xmm3, %xmm3
	vmovaps	%xmm6, %xmm5
	vpermt2ps	%xmm4, %xmm7, %xmm5
	vaddps	%xmm5, %xmm0, %xmm0
	vpermt2ps	%xmm4, %xmm8, %xmm6
	vaddps	%xmm0, %xmm6, %xmm0
	vmovaps	%xmm1, %xmm4
	vpermt2ps	%xmm3, %xmm7, %xmm4
	vaddps	%xmm0, %xmm4, %xmm0
	vpermt2ps	%xmm3, %xmm8, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	movq	2312(%rsp), %rcx
	movq	%rcx, %rax
	cmpq	%rbp, %rcx
	jne	.LBB0_190
	jmp	.LBB0_173
	.p2align	4
.LBB0_174:
	movq	2896(%rsp), %rcx
	movq	320(%rsp), %rdi
	xorl	%r8d, %r8d
	vmovaps	48(%rsp), %xmm0
	jmp	.LBB0_175
	.p2align	4
.LBB0_216:
	vmovaps	%xmm13, %xmm14
	incq	%r8
	addq	%r10, %rdi
	addq	%r10, %rcx
	cmpq	-40(%rsp), %r8
	vmovaps	%xmm2, %xmm29
	vmovaps	%xmm20, %xmm16
	vbroadcastss	.LCPI0_63(%rip), %zmm18
	vbroadcastss	.LCPI0_78(%rip), %zmm12
	je	.LBB0_180
.LBB0_175:
	leaq	(%r8,%r8,2), %rax
	vdivss	1796(%rsp,%rax,4), %xmm29, %xmm30
	vmovss	1792(%rsp,%rax,4), %xmm19
	vmovss	1800(%rsp,%rax,4), %xmm1
	cmpb	$0, 584(%rsp)
	je	.LBB0_209
	xorl	%eax, %eax
	movl	$2143289344, %r9d
	vmovss	.LCPI0_76(%rip), %xmm2
	vmovaps	%xmm1, %xmm12
	vmovss	.LCPI0_73(%rip), %xmm1
	vmovss	.LCPI0_74(%rip), %xmm18
	vmovaps	%xmm14, %xmm13
	vmovss	.LCPI0_64(%rip), %xmm14
	vmovaps	%xmm16, %xmm20
	vmovss	.LCPI0_66(%rip), %xmm16
	vmovss	.LCPI0_69(%rip), %xmm29
	.p2align	4
.LBB0_177:
	vmovss	(%rcx,%rax,4), %xmm3
	vaddss	%xmm3, %xmm3, %xmm4
	vmulss	%xmm7, %xmm4, %xmm4
	vsubss	(%rdi,%rax,4), %xmm4, %xmm4
	vsubss	%xmm19, %xmm3, %xmm5
	vmaxss	%xmm5, %xmm13, %xmm6
	vminss	%xmm6, %xmm14, %xmm6
	vmulss	%xmm6, %xmm15, %xmm7
	vaddss	%xmm16, %xmm7, %xmm7
	vaddss	%xmm20, %xmm7, %xmm8
	vmovd	%xmm7, %edx
	vmulss	%xmm17, %xmm8, %xmm7
	vaddss	%xmm7, %xmm6, %xmm6
	vmulss	%xmm29, %xmm8, %xmm7
	vsubss	%xmm7, %xmm6, %xmm8
	vmulss	%xmm8, %xmm8, %xmm9
	vmulss	.LCPI0_70(%rip), %xmm9, %xmm10
	vaddss	.LCPI0_71(%rip), %xmm10, %xmm10
	vmulss	%xmm10, %xmm9, %xmm10
	vaddss	%xmm31, %xmm10, %xmm10
	vmulss	%xmm10, %xmm9, %xmm10
	vaddss	%xmm1, %xmm10, %xmm10
	vmulss	%xmm10, %xmm9, %xmm10
	vaddss	%xmm18, %xmm10, %xmm10
	vmulss	%xmm10, %xmm9, %xmm9
	vsubss	%xmm9, %xmm8, %xmm9
	vmulss	%xmm9, %xmm8, %xmm8
	vsubss	%xmm9, %xmm21, %xmm9
	vdivss	%xmm9, %xmm8, %xmm8
	vsubss	%xmm8, %xmm7, %xmm7
	vsubss	%xmm7, %xmm6, %xmm6
	vaddss	%xmm2, %xmm6, %xmm6
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
	vmovss	.LCPI0_80(%rip), %xmm7
	vcmpunordss	%xmm5, %xmm5, %k1
	vmovss	.LCPI0_79(%rip), %xmm6 {%k1}
	vmulss	%xmm6, %xmm30, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vcvtsi2ss	%rax, %xmm27, %xmm5
	vcmpeqss	%xmm5, %xmm12, %k1
	vmovss	.LCPI0_81(%rip), %xmm5 {%k1} {z}
	vaddss	%xmm4, %xmm5, %xmm4
	vmulss	%xmm4, %xmm0, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vmovd	%xmm3, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%r9d, %edx
	movl	%edx, (%rcx,%rax,4)
	incq	%rax
	cmpq	%rax, %rbp
	jne	.LBB0_177
	jmp	.LBB0_216
	.p2align	4
.LBB0_209:
	vmovaps	%xmm30, 112(%rsp)
	vbroadcastss	%xmm30, %zmm0
	vmovups	%zmm0, -16(%rsp)
	vmovaps	%xmm19, 368(%rsp)
	vbroadcastss	%xmm19, %zmm0
	vmovups	%zmm0, 240(%rsp)
	vmovaps	%xmm1, 496(%rsp)
	vbroadcastss	%xmm1, %zmm0
	vmovups	%zmm0, 176(%rsp)
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm6
	vmovdqa64	.LCPI0_4(%rip), %zmm7
	movl	$2143289344, %r9d
	vbroadcastss	.LCPI0_68(%rip), %zmm16
	vbroadcastss	.LCPI0_67(%rip), %zmm17
	vbroadcastss	.LCPI0_70(%rip), %zmm1
	vbroadcastss	.LCPI0_66(%rip), %zmm31
	vbroadcastss	.LCPI0_72(%rip), %zmm3
	vbroadcastss	.LCPI0_69(%rip), %zmm0
	vbroadcastss	.LCPI0_82(%rip), %zmm2
	vbroadcastss	.LCPI0_65(%rip), %zmm30
	vmovaps	%zmm28, %zmm20
	vmovaps	%zmm18, %zmm28
	vmovdqa64	%zmm12, %zmm5
	vbroadcastss	.LCPI0_76(%rip), %zmm19
	vpbroadcastd	.LCPI0_77(%rip), %zmm18
	vpbroadcastq	.LCPI0_1(%rip), %zmm29
	vmovups	4048(%rsp), %zmm4
	vbroadcastss	.LCPI0_75(%rip), %zmm21
	.p2align	4
.LBB0_210:
	vmovups	(%rcx,%rax), %zmm8
	vsubps	240(%rsp), %zmm8, %zmm9
	vmaxps	%zmm9, %zmm28, %zmm10
	vminps	%zmm10, %zmm20, %zmm10
	vmulps	%zmm30, %zmm10, %zmm11
	vaddps	%zmm31, %zmm11, %zmm11
	vaddps	%zmm17, %zmm11, %zmm12
	vmulps	%zmm16, %zmm12, %zmm13
	vaddps	%zmm13, %zmm10, %zmm10
	vmulps	%zmm0, %zmm12, %zmm12
	vsubps	%zmm12, %zmm10, %zmm13
	vmulps	%zmm13, %zmm13, %zmm14
	vmulps	%zmm1, %zmm14, %zmm15
	vaddps	.LCPI0_71(%rip){1to16}, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm3, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	.LCPI0_73(%rip){1to16}, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	.LCPI0_74(%rip){1to16}, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm14, %zmm13, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm14, %zmm21, %zmm14
	vdivps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm12, %zmm12
	vsubps	%zmm12, %zmm10, %zmm10
	vaddps	%zmm19, %zmm10, %zmm10
	vpaddd	%zmm18, %zmm11, %zmm12
	vpsrld	$1, %zmm12, %zmm12
	vpsubd	%zmm12, %zmm11, %zmm11
	vpslld	$23, %zmm12, %zmm12
	vpaddd	.LCPI0_60(%rip){1to16}, %zmm12, %zmm12
	vmulps	%zmm12, %zmm10, %zmm10
	vaddps	%zmm8, %zmm8, %zmm12
	vmulps	.LCPI0_80(%rip){1to16}, %zmm12, %zmm12
	vsubps	(%rdi,%rax), %zmm12, %zmm12
	vpslld	$23, %zmm11, %zmm11
	vpaddd	%zmm5, %zmm11, %zmm11
	vmulps	%zmm11, %zmm10, %zmm10
	vcmpunordps	%zmm23, %zmm9, %k1
	vbroadcastss	.LCPI0_79(%rip), %zmm10 {%k1}
	vmulps	-16(%rsp), %zmm10, %zmm9
	vcvtqq2ps	%zmm6, %ymm10
	vcvtqq2ps	%zmm7, %ymm11
	vaddps	%zmm9, %zmm12, %zmm9
	vinsertf64x4	$1, %ymm11, %zmm10, %zmm10
	vcmpeqps	176(%rsp), %zmm10, %k1
	vbroadcastss	.LCPI0_81(%rip), %zmm10 {%k1} {z}
	vaddps	%zmm9, %zmm10, %zmm9
	vmulps	%zmm9, %zmm4, %zmm9
	vsubps	%zmm9, %zmm8, %zmm8
	vandps	%zmm2, %zmm8, %zmm9
	vpcmpgtd	%zmm5, %zmm9, %k1
	vpbroadcastd	.LCPI0_79(%rip), %zmm8 {%k1}
	vmovdqu64	%zmm8, (%rcx,%rax)
	vpaddq	%zmm29, %zmm6, %zmm6
	vpaddq	%zmm29, %zmm7, %zmm7
	addq	$64, %rax
	cmpq	%rax, %r15
	jne	.LBB0_210
	cmpq	-112(%rsp), %rbp
	vmovss	.LCPI0_68(%rip), %xmm17
	vmovss	.LCPI0_69(%rip), %xmm4
	vmovss	.LCPI0_75(%rip), %xmm21
	vmovss	.LCPI0_76(%rip), %xmm2
	vmovss	.LCPI0_80(%rip), %xmm7
	vbroadcastss	.LCPI0_63(%rip), %xmm11
	vmovaps	%zmm20, %zmm28
	vmovaps	48(%rsp), %xmm0
	vmovss	.LCPI0_63(%rip), %xmm13
	vmovss	.LCPI0_64(%rip), %xmm14
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovss	.LCPI0_66(%rip), %xmm16
	vmovss	.LCPI0_67(%rip), %xmm20
	vmovss	.LCPI0_72(%rip), %xmm31
	vmovss	.LCPI0_73(%rip), %xmm1
	vmovss	.LCPI0_74(%rip), %xmm18
	vmovaps	112(%rsp), %xmm30
	vmovaps	368(%rsp), %xmm19
	vmovaps	496(%rsp), %xmm12
	je	.LBB0_216
	vmovaps	%xmm4, %xmm29
	movq	-112(%rsp), %rax
	testb	$12, %bpl
	je	.LBB0_177
	vbroadcastss	%xmm30, %xmm3
	vbroadcastss	%xmm19, %xmm4
	vbroadcastss	%xmm12, %xmm5
	movq	-112(%rsp), %rax
	vmovdqu	2800(%rsp), %ymm6
	vbroadcastss	.LCPI0_67(%rip), %xmm0
	vbroadcastss	.LCPI0_73(%rip), %xmm1
	vbroadcastss	.LCPI0_74(%rip), %xmm31
	vpbroadcastd	.LCPI0_77(%rip), %xmm16
	vpbroadcastd	.LCPI0_60(%rip), %xmm15
	vpbroadcastd	.LCPI0_78(%rip), %xmm20
	vbroadcastss	.LCPI0_82(%rip), %xmm18
	vpbroadcastq	.LCPI0_83(%rip), %ymm28
	vmovups	4048(%rsp), %zmm17
	vxorps	%xmm19, %xmm19, %xmm19
	vbroadcastss	.LCPI0_71(%rip), %xmm21
	vbroadcastss	.LCPI0_72(%rip), %xmm2
	vbroadcastss	.LCPI0_75(%rip), %xmm29
	.p2align	4
.LBB0_214:
	vmovups	(%rcx,%rax,4), %xmm7
	vsubps	%xmm4, %xmm7, %xmm8
	vmaxps	%xmm8, %xmm11, %xmm9
	vbroadcastss	.LCPI0_64(%rip), %xmm10
	vminps	%xmm9, %xmm10, %xmm9
	vmulps	.LCPI0_65(%rip){1to4}, %xmm9, %xmm10
	vaddps	.LCPI0_66(%rip){1to4}, %xmm10, %xmm10
	vmovaps	%xmm11, %xmm30
	vaddps	%xmm0, %xmm10, %xmm11
	vmulps	.LCPI0_68(%rip){1to4}, %xmm11, %xmm12
	vaddps	%xmm12, %xmm9, %xmm9
	vmulps	.LCPI0_69(%rip){1to4}, %xmm11, %xmm11
	vsubps	%xmm11, %xmm9, %xmm12
	vmulps	%xmm12, %xmm12, %xmm13
	vmulps	.LCPI0_70(%rip){1to4}, %xmm13, %xmm14
	vaddps	%xmm21, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	%xmm2, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	%xmm1, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	%xmm31, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm13
	vsubps	%xmm13, %xmm12, %xmm13
	vmulps	%xmm13, %xmm12, %xmm12
	vsubps	%xmm13, %xmm29, %xmm13
	vdivps	%xmm13, %xmm12, %xmm12
	vsubps	%xmm12, %xmm11, %xmm11
	vsubps	%xmm11, %xmm9, %xmm9
	vaddps	.LCPI0_76(%rip){1to4}, %xmm9, %xmm9
	vpaddd	%xmm16, %xmm10, %xmm11
	vpsrld	$1, %xmm11, %xmm11
	vpsubd	%xmm11, %xmm10, %xmm10
	vpslld	$23, %xmm11, %xmm11
	vpaddd	%xmm15, %xmm11, %xmm11
	vmulps	%xmm11, %xmm9, %xmm9
	vmovaps	%xmm30, %xmm11
	vpslld	$23, %xmm10, %xmm10
	vpaddd	%xmm20, %xmm10, %xmm10
	vmulps	%xmm10, %xmm9, %xmm9
	vcmpunordps	%xmm19, %xmm8, %k1
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
	vmulps	%xmm8, %xmm17, %xmm8
	vsubps	%xmm8, %xmm7, %xmm7
	vandps	%xmm18, %xmm7, %xmm8
	vpcmpgtd	%xmm20, %xmm8, %k1
	vpbroadcastd	.LCPI0_79(%rip), %xmm7 {%k1}
	vmovdqu	%xmm7, (%rcx,%rax,4)
	addq	$4, %rax
	vpaddq	%ymm28, %ymm6, %ymm6
	cmpq	%rax, %r14
	jne	.LBB0_214
	movq	%r14, %rax
	cmpq	%r14, %rbp
	vmovss	.LCPI0_69(%rip), %xmm29
	vmovss	.LCPI0_75(%rip), %xmm21
	vmovss	.LCPI0_76(%rip), %xmm2
	vmovss	.LCPI0_80(%rip), %xmm7
	vmovaps	48(%rsp), %xmm0
	vmovss	.LCPI0_63(%rip), %xmm13
	vmovss	.LCPI0_64(%rip), %xmm14
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovss	.LCPI0_66(%rip), %xmm16
	vmovss	.LCPI0_67(%rip), %xmm20
	vmovss	.LCPI0_68(%rip), %xmm17
	vmovss	.LCPI0_72(%rip), %xmm31
	vmovss	.LCPI0_73(%rip), %xmm1
	vmovss	.LCPI0_74(%rip), %xmm18
	vbroadcastss	.LCPI0_64(%rip), %zmm28
	vmovaps	112(%rsp), %xmm30
	vmovaps	368(%rsp), %xmm19
	vmovaps	496(%rsp), %xmm12
	jne	.LBB0_177
	jmp	.LBB0_216
	.p2align	4
.LBB0_217:
	addq	$4, %r13
	cmpq	%rcx, %r13
	jb	.LBB0_217
	jmp	.LBB0_65
.LBB0_14:
	cmpq	%r13, %rcx
	jbe	.LBB0_65
	cmpq	$0, 80(%rsp)
	je	.LBB0_65
	movl	$3449720151, %esi
	movq	-56(%rsp), %rcx
	movq	%rcx, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %r8
	leaq	842468239(%rax), %r11
	leaq	1684936478(%rax), %rbx
	leaq	534103459(%rax), %rdx
	movq	%rdx, 3024(%rsp)
	leaq	-305585874(%rax,%rsi), %rdx
	movq	%rdx, 888(%rsp)
	leaq	536882365(%rax,%rsi), %r12
	movq	%r12, 936(%rsp)
	leaq	-613950654(%rax,%rsi), %rdx
	movq	%rdx, 104(%rsp)
	leaq	(%rax,%rsi), %r10
	addq	$228517585, %r10
	movq	%r10, 344(%rsp)
	movq	%r13, %r14
	imulq	%rbp, %r14
	leaq	(,%rbp,4), %rdx
	leaq	4(,%r13,4), %rax
	imulq	%rbp, %rax
	movq	%rax, 864(%rsp)
	leaq	(,%rbp,2), %rax
	addq	%rbp, %rax
	movq	-120(%rsp), %r9
	leaq	(%r9,%rax,4), %rax
	movq	%rax, 856(%rsp)
	movq	%rdx, %rax
	negq	%rax
	movq	%rax, 848(%rsp)
	movq	%rbp, %rdx
	andq	$-64, %rdx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 3856(%rsp)
	leaq	(%rcx,%rsi), %rdi
	addq	$-795284382, %rdi
	movq	%rdi, 4944(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 5200(%rsp)
	leaq	1013904242(%rcx), %rax
	movq	%rax, 928(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3792(%rsp)
	movq	%r8, 5008(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 5136(%rsp)
	leaq	218619860(%rcx,%rsi), %rax
	movq	%rax, 920(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3728(%rsp)
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 3664(%rsp)
	leaq	2027808484(%rcx), %rax
	movq	%rax, 912(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3600(%rsp)
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 3536(%rsp)
	leaq	387276957(%rcx), %rax
	movq	%rax, 904(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3472(%rsp)
	movq	104(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3408(%rsp)
	leaq	-408007425(%rcx,%rsi), %rax
	movq	%rax, -40(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3344(%rsp)
	vpbroadcastq	%rbx, %zmm0
	vmovdqu64	%zmm0, 3280(%rsp)
	leaq	1401181199(%rcx), %rax
	movq	%rax, 336(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4176(%rsp)
	movq	3024(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4112(%rsp)
	vpbroadcastq	%r10, %zmm0
	vmovdqu64	%zmm0, 4496(%rsp)
	leal	-1879881855(%rcx), %eax
	movl	%eax, -92(%rsp)
	leaq	(,%rbp,4), %rcx
	movl	$3449720151, %r12d
	vpbroadcastd	%eax, %zmm0
	vmovdqu64	%zmm0, 3216(%rsp)
	movq	%rbp, %rax
	andq	$-8, %rax
	vpbroadcastq	%rdx, %zmm0
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vporq	%zmm1, %zmm0, %zmm0
	vmovdqu64	%zmm0, 2896(%rsp)
	movq	%rbp, %rsi
	andq	$-16, %rsi
	vbroadcastss	48(%rsp), %zmm0
	vmovups	%zmm0, 2960(%rsp)
	movq	%rbp, %r8
	andq	$-4, %r8
	movq	%r8, 64(%rsp)
	movq	%rsi, -88(%rsp)
	vpbroadcastq	%rsi, %ymm0
	vpor	%ymm1, %ymm0, %ymm0
	vmovdqu	%ymm0, 2768(%rsp)
	movq	%rax, 328(%rsp)
	movq	%rdx, -104(%rsp)
	subq	%rdx, %rax
	movq	%rax, 584(%rsp)
	movq	%rcx, %rax
	andq	$-256, %rax
	addq	%r9, %rax
	movq	%rax, 5072(%rsp)
	vpbroadcastq	.LCPI0_1(%rip), %zmm2
	vxorpd	%xmm23, %xmm23, %xmm23
	vxorpd	%xmm24, %xmm24, %xmm24
	leaq	(,%rbp,8), %rax
	movq	%rax, 3088(%rsp)
	leaq	(%r9,%rbp,8), %rax
	movq	%rax, 88(%rsp)
	leaq	(,%r14,4), %rax
	movq	%rax, 576(%rsp)
	movq	-80(%rsp), %rax
	leaq	(%rax,%r14,4), %rdx
	leaq	192(%r9), %rax
	movq	%rax, -72(%rsp)
	movq	312(%rsp), %rax
	movq	%r14, 72(%rsp)
	leaq	(%rax,%r14,4), %rax
	xorl	%esi, %esi
	movq	%rdx, 3152(%rsp)
	movq	%rdx, 1920(%rsp)
	vmovss	.LCPI0_68(%rip), %xmm20
	vmovss	.LCPI0_72(%rip), %xmm21
	vmovsd	.LCPI0_44(%rip), %xmm18
	vmovsd	.LCPI0_45(%rip), %xmm22
	vmovsd	.LCPI0_46(%rip), %xmm25
	movq	%r11, 952(%rsp)
	movq	%rbx, 944(%rsp)
	movq	%rcx, 872(%rsp)
	jmp	.LBB0_17
	.p2align	4
.LBB0_64:
	incq	%r13
	movq	320(%rsp), %rsi
	incq	%rsi
	addq	%rbp, 72(%rsp)
	movq	872(%rsp), %rcx
	addq	%rcx, 1920(%rsp)
	movq	96(%rsp), %rax
	addq	%rcx, %rax
	cmpq	568(%rsp), %r13
	vpbroadcastq	.LCPI0_1(%rip), %zmm2
	je	.LBB0_65
.LBB0_17:
	movq	%rax, 96(%rsp)
	movq	%r13, 360(%rsp)
	movq	848(%rsp), %r8
	imulq	%rsi, %r8
	movq	%rcx, %rax
	movq	%rsi, 320(%rsp)
	imulq	%rsi, %rax
	movq	576(%rsp), %rcx
	addq	%rax, %rcx
	movq	-80(%rsp), %r10
	leaq	(%r10,%rcx), %rdx
	addq	864(%rsp), %rax
	leaq	(%r10,%rax), %rsi
	movq	312(%rsp), %rdi
	addq	%rdi, %rcx
	addq	%rdi, %rax
	movq	%r13, %rdi
	imulq	%rbp, %rdi
	addq	-120(%rsp), %r8
	movq	%r8, 2832(%rsp)
	cmpq	%rax, %rdx
	setb	%r8b
	cmpq	%rsi, %rcx
	setb	%r9b
	andb	%r8b, %r9b
	cmpq	856(%rsp), %rdx
	setb	%r8b
	cmpq	%rsi, 88(%rsp)
	setb	%r14b
	andb	%r8b, %r14b
	orb	%r9b, %r14b
	movb	%r14b, 4048(%rsp)
	cmpq	%rax, %rdx
	setb	%al
	cmpq	%rsi, %rcx
	leaq	(%r10,%rdi,4), %r14
	vpbroadcastq	%rdi, %zmm0
	vpaddq	%zmm2, %zmm0, %zmm2
	vmovdqu64	%zmm2, 4368(%rsp)
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm0, %zmm2
	vmovdqu64	%zmm2, 4304(%rsp)
	vmovdqu64	%zmm0, 4432(%rsp)
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 4240(%rsp)
	setb	%cl
	andb	%al, %cl
	movb	%cl, 2800(%rsp)
	movq	$0, -48(%rsp)
	vmovss	-32(%rsp), %xmm0
	vmovss	%xmm0, -112(%rsp)
	movq	%r14, 352(%rsp)
	jmp	.LBB0_18
	.p2align	4
.LBB0_63:
	vmovss	-112(%rsp), %xmm0
	vmulss	-20(%rsp), %xmm0, %xmm0
	vmovss	%xmm0, -112(%rsp)
	movq	-48(%rsp), %rcx
	incq	%rcx
	movq	%rcx, -48(%rsp)
	cmpq	80(%rsp), %rcx
	vmovaps	%xmm8, %xmm21
	vmovaps	%xmm7, %xmm20
	je	.LBB0_64
.LBB0_18:
	cmpl	$0, -24(%rsp)
	sete	%bl
	testl	%r15d, %r15d
	movq	-56(%rsp), %rdx
	movq	3088(%rsp), %r11
	movq	1920(%rsp), %r10
	vmovapd	%xmm25, %xmm26
	vmovapd	%xmm22, %xmm25
	je	.LBB0_37
	movl	%ebx, 896(%rsp)
	movq	880(%rsp), %rax
	movq	-48(%rsp), %rcx
	addq	%rax, %rcx
	movq	%rcx, %rbx
	shrq	$32, %rbx
	imulq	%r12, %rbx
	movq	%rbx, %rax
	shrq	$32, %rax
	xorl	%edx, %ecx
	xorl	%eax, %ecx
	leaq	78811644(%r12), %r15
	imulq	%r15, %rcx
	movq	%rcx, %rbp
	shrq	$32, %rbp
	xorq	888(%rsp), %rbp
	vpbroadcastq	%rbp, %zmm28
	vpbroadcastq	%rbx, %zmm0
	vpxorq	5200(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1536(%rsp)
	movq	%rcx, %r9
	vpbroadcastq	%rcx, %zmm0
	vpxorq	5136(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2112(%rsp)
	movq	-72(%rsp), %r8
	movq	-104(%rsp), %r10
	vmovaps	.LCPI0_0(%rip), %zmm2
	vmovdqa64	.LCPI0_4(%rip), %zmm0
	vpbroadcastq	.LCPI0_5(%rip), %zmm21
	vpbroadcastq	.LCPI0_6(%rip), %zmm20
	vmovdqu64	3856(%rsp), %zmm24
	vmovdqu64	%zmm28, 1600(%rsp)
	.p2align	4
.LBB0_20:
	vmovdqu64	%zmm0, 240(%rsp)
	vmovups	%zmm2, -16(%rsp)
	vmovdqu64	4432(%rsp), %zmm2
	vpaddq	%zmm2, %zmm0, %zmm1
	vpmuludq	%zmm21, %zmm1, %zmm7
	vpaddq	-16(%rsp), %zmm2, %zmm2
	vpmuludq	%zmm21, %zmm2, %zmm9
	vmovdqu64	4368(%rsp), %zmm4
	vpaddq	%zmm4, %zmm0, %zmm3
	vpmuludq	%zmm21, %zmm3, %zmm26
	vpaddq	-16(%rsp), %zmm4, %zmm5
	vpmuludq	%zmm21, %zmm5, %zmm13
	vmovdqu64	4304(%rsp), %zmm4
	vpaddq	%zmm4, %zmm0, %zmm6
	vpmuludq	%zmm21, %zmm6, %zmm0
	vpaddq	-16(%rsp), %zmm4, %zmm11
	vpmuludq	%zmm21, %zmm11, %zmm10
	vmovdqu64	4240(%rsp), %zmm12
	vpaddq	240(%rsp), %zmm12, %zmm14
	vpmuludq	%zmm21, %zmm14, %zmm4
	vpaddq	-16(%rsp), %zmm12, %zmm15
	vpmuludq	%zmm21, %zmm15, %zmm12
	vpternlogq	$150, %zmm24, %zmm9, %zmm2
	vpternlogq	$150, %zmm24, %zmm7, %zmm1
	vpternlogq	$150, %zmm24, %zmm13, %zmm5
	vpternlogq	$150, %zmm24, %zmm26, %zmm3
	vpternlogq	$150, %zmm24, %zmm10, %zmm11
	vpternlogq	$150, %zmm24, %zmm0, %zmm6
	vpternlogq	$150, %zmm24, %zmm12, %zmm15
	vpternlogq	$150, %zmm24, %zmm4, %zmm14
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm6, %zmm16
	vpsrlq	$32, %zmm11, %zmm17
	vpsrlq	$32, %zmm14, %zmm18
	vpsrlq	$32, %zmm15, %zmm15
	vpmuludq	%zmm20, %zmm2, %zmm23
	vpmuludq	%zmm20, %zmm1, %zmm14
	vpmuludq	%zmm20, %zmm5, %zmm11
	vpmuludq	%zmm20, %zmm3, %zmm6
	vpmuludq	%zmm20, %zmm17, %zmm5
	vpmuludq	%zmm20, %zmm16, %zmm3
	vpmuludq	%zmm20, %zmm15, %zmm17
	vpmuludq	%zmm20, %zmm18, %zmm22
	vpsrlq	$32, %zmm14, %zmm15
	vpsrlq	$32, %zmm23, %zmm16
	vpsrlq	$32, %zmm6, %zmm18
	vpsrlq	$32, %zmm11, %zmm19
	vpsrlq	$32, %zmm3, %zmm20
	vpsrlq	$32, %zmm5, %zmm21
	vpsrlq	$32, %zmm22, %zmm24
	vpsrlq	$32, %zmm17, %zmm25
	vmovdqu64	1536(%rsp), %zmm1
	vpxorq	%zmm1, %zmm16, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm2
	vmovdqu64	%zmm2, 496(%rsp)
	vpxorq	%zmm1, %zmm15, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm27
	vmovdqu64	%zmm27, 784(%rsp)
	vpxorq	%zmm1, %zmm19, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm16
	vmovdqu64	%zmm16, 960(%rsp)
	vpxorq	%zmm1, %zmm18, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm19
	vmovdqu64	%zmm19, 112(%rsp)
	vpxorq	%zmm1, %zmm21, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm8
	vpxorq	%zmm1, %zmm20, %zmm18
	vpxorq	%zmm1, %zmm25, %zmm20
	vpxorq	%zmm1, %zmm24, %zmm25
	vpxorq	%zmm9, %zmm28, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm9
	vpxorq	%zmm7, %zmm28, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm30
	vpxorq	%zmm13, %zmm28, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm13
	vpxorq	%zmm26, %zmm28, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm15
	vpxorq	%zmm10, %zmm28, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm20
	vpxorq	%zmm0, %zmm28, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm0
	vmovdqu64	%zmm0, 176(%rsp)
	vpxorq	%zmm12, %zmm28, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm7
	vmovdqu64	%zmm7, 432(%rsp)
	vpxorq	%zmm4, %zmm28, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm1
	vmovdqu64	%zmm1, 368(%rsp)
	vpsrlq	$32, %zmm27, %zmm24
	vpsrlq	$32, %zmm2, %zmm10
	vpsrlq	$32, %zmm19, %zmm25
	vpsrlq	$32, %zmm30, %zmm0
	vpsrlq	$32, %zmm21, %zmm12
	vpsrlq	$32, %zmm15, %zmm26
	vmovdqa64	%zmm15, %zmm19
	vpsrlq	$32, %zmm13, %zmm27
	vmovdqa64	%zmm13, %zmm15
	vpsrlq	$32, %zmm16, %zmm2
	vmovdqu64	3792(%rsp), %zmm4
	vpternlogq	$150, %zmm4, %zmm23, %zmm12
	vpsrlq	$32, %zmm18, %zmm23
	vmovdqa64	%zmm18, %zmm28
	vpternlogq	$150, %zmm4, %zmm14, %zmm0
	vpsrlq	$32, %zmm20, %zmm31
	vmovdqa64	%zmm20, %zmm13
	vpternlogq	$150, %zmm4, %zmm11, %zmm27
	vpsrlq	$32, %zmm9, %zmm11
	vmovdqa64	%zmm9, %zmm18
	vpternlogq	$150, %zmm4, %zmm6, %zmm26
	vpsrlq	$32, %zmm1, %zmm6
	vpternlogq	$150, %zmm4, %zmm5, %zmm31
	vpsrlq	$32, %zmm7, %zmm5
	vpternlogq	$150, %zmm4, %zmm3, %zmm23
	vpsrlq	$32, %zmm8, %zmm1
	vmovdqa64	%zmm8, %zmm9
	vpternlogq	$150, %zmm4, %zmm17, %zmm5
	vpternlogq	$150, %zmm4, %zmm22, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm14
	vmovdqu64	%zmm14, 1024(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm3
	vmovdqu64	%zmm3, 1840(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm17
	vmovdqu64	%zmm17, 656(%rsp)
	vpsrlq	$32, %zmm29, %zmm22
	vmovdqa64	%zmm29, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm29
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm4
	vmovdqu64	%zmm4, 720(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm7
	vmovdqu64	%zmm7, 592(%rsp)
	vmovdqu64	2112(%rsp), %zmm0
	vpxorq	%zmm0, %zmm10, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm23
	vpxorq	%zmm0, %zmm24, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm20
	vpxorq	%zmm0, %zmm2, %zmm5
	vpxorq	%zmm0, %zmm25, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm25
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm10
	vpxorq	%zmm0, %zmm1, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm5
	vpxorq	%zmm0, %zmm11, %zmm1
	vpxorq	%zmm0, %zmm22, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm27
	vpsrlq	$32, %zmm23, %zmm1
	vmovdqu64	3728(%rsp), %zmm2
	vpternlogq	$150, %zmm21, %zmm2, %zmm1
	vmovdqu64	%zmm1, 1728(%rsp)
	vpsrlq	$32, %zmm20, %zmm26
	vpternlogq	$150, %zmm30, %zmm2, %zmm26
	vpsrlq	$32, %zmm25, %zmm1
	vpternlogq	$150, %zmm15, %zmm2, %zmm1
	vmovdqu64	%zmm1, 1664(%rsp)
	vpsrlq	$32, %zmm10, %zmm31
	vmovdqa64	%zmm10, %zmm15
	vpternlogq	$150, %zmm19, %zmm2, %zmm31
	vpsrlq	$32, %zmm14, %zmm11
	vmovdqu64	3664(%rsp), %zmm1
	vpternlogq	$150, 784(%rsp), %zmm1, %zmm11
	vpsrlq	$32, %zmm5, %zmm24
	vmovdqa64	%zmm5, %zmm14
	vpternlogq	$150, %zmm13, %zmm2, %zmm24
	vpsrlq	$32, %zmm3, %zmm22
	vpternlogq	$150, 496(%rsp), %zmm1, %zmm22
	vpsrlq	$32, %zmm17, %zmm5
	vpternlogq	$150, 112(%rsp), %zmm1, %zmm5
	vpsrlq	$32, %zmm27, %zmm13
	vpternlogq	$150, %zmm28, %zmm2, %zmm13
	vpsrlq	$32, %zmm29, %zmm10
	vpternlogq	$150, 960(%rsp), %zmm1, %zmm10
	vpsrlq	$32, %zmm16, %zmm19
	vpternlogq	$150, %zmm1, %zmm18, %zmm19
	vpsrlq	$32, %zmm4, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm4
	vpternlogq	$150, %zmm1, %zmm9, %zmm17
	vpsrlq	$32, %zmm7, %zmm21
	vpternlogq	$150, %zmm1, %zmm8, %zmm21
	vpsrlq	$32, %zmm4, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm7
	vmovdqu64	%zmm7, 112(%rsp)
	vpternlogq	$150, 432(%rsp), %zmm2, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm6
	vmovdqu64	%zmm6, 432(%rsp)
	vpsrlq	$32, %zmm7, %zmm7
	vmovdqu64	3600(%rsp), %zmm22
	vpternlogq	$150, %zmm22, %zmm23, %zmm7
	vmovdqu64	%zmm7, 960(%rsp)
	vpsrlq	$32, %zmm6, %zmm30
	vpternlogq	$150, %zmm22, %zmm20, %zmm30
	vmovdqa64	%zmm12, %zmm6
	vpsrlq	$32, %zmm12, %zmm8
	vmovdqu64	176(%rsp), %zmm11
	vpternlogq	$150, %zmm1, %zmm11, %zmm8
	vpsrlq	$32, %zmm11, %zmm11
	vpxorq	%zmm0, %zmm11, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm1
	vpsrlq	$32, %zmm1, %zmm0
	vpternlogq	$150, 368(%rsp), %zmm2, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm2
	vpsrlq	$32, %zmm2, %zmm18
	vpternlogq	$150, %zmm22, %zmm25, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm5
	vmovdqu64	%zmm5, 784(%rsp)
	vpsrlq	$32, %zmm5, %zmm12
	vpternlogq	$150, %zmm22, %zmm15, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm5
	vmovdqu64	%zmm5, 496(%rsp)
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm22, %zmm14, %zmm5
	vmovdqu64	%zmm5, 1088(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm5
	vmovdqu64	%zmm5, 368(%rsp)
	vpsrlq	$32, %zmm5, %zmm23
	vpternlogq	$150, %zmm22, %zmm27, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm21
	vpsrlq	$32, %zmm21, %zmm19
	vpternlogq	$150, %zmm22, %zmm4, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm5
	vmovdqu64	%zmm5, 176(%rsp)
	vpsrlq	$32, %zmm5, %zmm17
	vpternlogq	$150, %zmm22, %zmm1, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm11
	vpsrlq	$32, %zmm11, %zmm25
	vmovdqu64	3536(%rsp), %zmm5
	vpternlogq	$150, 1024(%rsp), %zmm5, %zmm25
	vmovdqu64	1728(%rsp), %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm14
	vpsrlq	$32, %zmm14, %zmm22
	vpternlogq	$150, 1840(%rsp), %zmm5, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm9
	vpsrlq	$32, %zmm9, %zmm10
	vpternlogq	$150, 656(%rsp), %zmm5, %zmm10
	vmovdqu64	1664(%rsp), %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm31
	vpsrlq	$32, %zmm31, %zmm8
	vpternlogq	$150, %zmm29, %zmm5, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm28
	vpsrlq	$32, %zmm28, %zmm7
	vpternlogq	$150, %zmm16, %zmm5, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm26
	vpsrlq	$32, %zmm26, %zmm24
	vpternlogq	$150, 720(%rsp), %zmm5, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 1024(%rsp)
	vpsrlq	$32, %zmm0, %zmm29
	vpternlogq	$150, %zmm6, %zmm5, %zmm29
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm0
	vmovdqu64	%zmm0, 656(%rsp)
	vpsrlq	$32, %zmm0, %zmm6
	vpternlogq	$150, 592(%rsp), %zmm5, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm0
	vmovdqu64	%zmm0, 592(%rsp)
	vpsrlq	$32, %zmm0, %zmm22
	vmovdqu64	3472(%rsp), %zmm1
	vpternlogq	$150, 112(%rsp), %zmm1, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm25, %zmm25
	vpsrlq	$32, %zmm25, %zmm13
	vpternlogq	$150, 432(%rsp), %zmm1, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm0
	vmovdqu64	%zmm0, 112(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vmovdqu64	3408(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm11, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm11
	vpternlogq	$150, %zmm2, %zmm1, %zmm11
	vmovdqu64	960(%rsp), %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 432(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm0, %zmm14, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm10
	vpsrlq	$32, %zmm10, %zmm14
	vpternlogq	$150, 784(%rsp), %zmm1, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm3
	vmovdqu64	%zmm3, 720(%rsp)
	vpsrlq	$32, %zmm3, %zmm4
	vpternlogq	$150, %zmm0, %zmm9, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm24, %zmm15
	vpsrlq	$32, %zmm15, %zmm9
	vpternlogq	$150, 496(%rsp), %zmm1, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm24
	vpsrlq	$32, %zmm24, %zmm3
	vpternlogq	$150, %zmm0, %zmm31, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm27
	vpternlogq	$150, 368(%rsp), %zmm1, %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm12
	vpsrlq	$32, %zmm12, %zmm23
	vpternlogq	$150, %zmm0, %zmm28, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm5
	vpsrlq	$32, %zmm5, %zmm20
	vpternlogq	$150, %zmm21, %zmm1, %zmm20
	vmovdqu64	1088(%rsp), %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm21
	vpsrlq	$32, %zmm21, %zmm28
	vpternlogq	$150, %zmm0, %zmm26, %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm29, %zmm6
	vmovdqu64	%zmm6, 496(%rsp)
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, 176(%rsp), %zmm1, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm30
	vpsrlq	$32, %zmm30, %zmm17
	vpternlogq	$150, 1024(%rsp), %zmm0, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm31
	vpsrlq	$32, %zmm31, %zmm29
	vpternlogq	$150, 656(%rsp), %zmm0, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm0
	vmovdqu64	%zmm0, 656(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	3344(%rsp), %zmm2
	vpternlogq	$150, 592(%rsp), %zmm2, %zmm0
	vmovdqu64	%zmm0, 176(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm18
	vpsrlq	$32, %zmm18, %zmm19
	vpternlogq	$150, %zmm2, %zmm25, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm0
	vmovdqu64	%zmm0, 592(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vpternlogq	$150, %zmm2, %zmm8, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm25
	vpsrlq	$32, %zmm25, %zmm8
	vpternlogq	$150, %zmm2, %zmm10, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm28, %zmm26
	vpsrlq	$32, %zmm26, %zmm10
	vpternlogq	$150, %zmm2, %zmm15, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm28
	vpsrlq	$32, %zmm28, %zmm15
	vpternlogq	$150, %zmm2, %zmm7, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm29, %zmm29
	vpsrlq	$32, %zmm29, %zmm16
	vpternlogq	$150, %zmm2, %zmm5, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm0
	vmovdqu64	%zmm0, 368(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vmovdqu64	3280(%rsp), %zmm13
	vpternlogq	$150, 112(%rsp), %zmm13, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm0
	vmovdqu64	%zmm0, 112(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 432(%rsp), %zmm13, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm4
	vmovdqu64	%zmm4, 432(%rsp)
	vpsrlq	$32, %zmm4, %zmm23
	vpternlogq	$150, 720(%rsp), %zmm13, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm5
	vpternlogq	$150, %zmm24, %zmm13, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm7
	vpsrlq	$32, %zmm7, %zmm24
	vpternlogq	$150, %zmm12, %zmm13, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm12
	vpternlogq	$150, %zmm21, %zmm13, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm4
	vpsrlq	$32, %zmm4, %zmm27
	vpternlogq	$150, %zmm30, %zmm13, %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm14
	vpsrlq	$32, %zmm14, %zmm20
	vpternlogq	$150, %zmm31, %zmm13, %zmm20
	vmovdqu64	4176(%rsp), %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm30
	vpsrlq	$32, %zmm30, %zmm6
	vpternlogq	$150, 496(%rsp), %zmm2, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 656(%rsp), %zmm31, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm22
	vpternlogq	$150, %zmm18, %zmm31, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, 592(%rsp), %zmm31, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm5
	vpsrlq	$32, %zmm5, %zmm18
	vpternlogq	$150, %zmm25, %zmm31, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm5
	vpsrlq	$32, %zmm5, %zmm17
	vpternlogq	$150, %zmm26, %zmm31, %zmm17
	vmovdqu64	4112(%rsp), %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm24, %zmm5
	vpsrlq	$32, %zmm5, %zmm21
	vpternlogq	$150, %zmm28, %zmm31, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm5
	vpsrlq	$32, %zmm5, %zmm23
	vpternlogq	$150, %zmm29, %zmm31, %zmm23
	vmovdqu64	1600(%rsp), %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm25
	vmovdqu64	176(%rsp), %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm10
	vpsrlq	$32, %zmm1, %zmm16
	vpternlogq	$150, %zmm30, %zmm31, %zmm16
	vpsrlq	$32, %zmm25, %zmm1
	vpternlogq	$150, 368(%rsp), %zmm26, %zmm1
	vpsrlq	$32, %zmm24, %zmm2
	vpternlogq	$150, 112(%rsp), %zmm26, %zmm2
	vpsrlq	$32, %zmm13, %zmm5
	vpternlogq	$150, 432(%rsp), %zmm26, %zmm5
	vpsrlq	$32, %zmm20, %zmm6
	vpternlogq	$150, %zmm26, %zmm11, %zmm6
	vpsrlq	$32, %zmm19, %zmm11
	vpternlogq	$150, %zmm26, %zmm7, %zmm11
	vpsrlq	$32, %zmm15, %zmm7
	vpternlogq	$150, %zmm26, %zmm9, %zmm7
	vpsrlq	$32, %zmm8, %zmm9
	vpternlogq	$150, %zmm26, %zmm4, %zmm9
	vpsrlq	$32, %zmm10, %zmm12
	vpternlogq	$150, %zmm26, %zmm14, %zmm12
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm2, %zmm1
	vpmovqd	%zmm6, %ymm2
	vpmovqd	%zmm5, %ymm4
	vinserti64x4	$1, %ymm4, %zmm2, %zmm2
	vpmovqd	%zmm7, %ymm4
	vpmovqd	%zmm11, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpmovqd	%zmm12, %ymm5
	vpmovqd	%zmm9, %ymm6
	vinserti64x4	$1, %ymm6, %zmm5, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm6
	vmovdqu64	4496(%rsp), %zmm27
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm25, %zmm27, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm24, %zmm27, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm13, %zmm27, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm9
	vpbroadcastq	.LCPI0_5(%rip), %zmm21
	vpmuludq	%zmm21, %zmm17, %zmm11
	vmovdqu64	3856(%rsp), %zmm24
	vpmuludq	%zmm21, %zmm16, %zmm12
	vpmuludq	%zmm21, %zmm23, %zmm13
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm20, %zmm27, %zmm3
	vpbroadcastq	.LCPI0_6(%rip), %zmm20
	vpternlogq	$150, %zmm19, %zmm27, %zmm9
	vmovdqu64	3216(%rsp), %zmm23
	vpternlogq	$150, %zmm15, %zmm27, %zmm11
	vpternlogq	$150, %zmm8, %zmm27, %zmm12
	vpternlogq	$150, %zmm10, %zmm27, %zmm13
	vpmuludq	%zmm20, %zmm0, %zmm0
	vpmuludq	%zmm20, %zmm6, %zmm6
	vpmuludq	%zmm20, %zmm3, %zmm3
	vpmuludq	%zmm20, %zmm7, %zmm7
	vpmuludq	%zmm20, %zmm11, %zmm8
	vpmuludq	%zmm20, %zmm9, %zmm9
	vpmuludq	%zmm20, %zmm13, %zmm10
	vpmuludq	%zmm20, %zmm12, %zmm11
	vpsrlq	$32, %zmm6, %zmm12
	vpsrlq	$32, %zmm0, %zmm13
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm3, %zmm15
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
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm0, %zmm0
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm7, %ymm6
	vinserti64x4	$1, %ymm6, %zmm3, %zmm3
	vpmovqd	%zmm8, %ymm6
	vpmovqd	%zmm9, %ymm7
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vpmovqd	%zmm10, %ymm7
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_7(%rip), %zmm8
	vpmulld	%zmm8, %zmm1, %zmm1
	vpternlogd	$150, %zmm1, %zmm23, %zmm12
	vpmulld	%zmm8, %zmm2, %zmm1
	vmovdqu64	-16(%rsp), %zmm2
	vpternlogd	$150, %zmm1, %zmm23, %zmm14
	vpmulld	%zmm8, %zmm4, %zmm1
	vpternlogd	$150, %zmm1, %zmm23, %zmm13
	vpmulld	%zmm8, %zmm5, %zmm1
	vpternlogd	$150, %zmm1, %zmm23, %zmm15
	vmovdqu64	%zmm12, -192(%r8,%r11)
	vpbroadcastq	.LCPI0_8(%rip), %zmm1
	vmovdqu64	%zmm14, -128(%r8,%r11)
	vmovdqu64	%zmm13, -64(%r8,%r11)
	vmovdqu64	%zmm15, (%r8,%r11)
	vmovdqu64	%zmm0, -192(%r8)
	vmovdqu64	240(%rsp), %zmm0
	vmovdqu64	%zmm3, -128(%r8)
	vmovdqu64	%zmm6, -64(%r8)
	vmovdqu64	%zmm7, (%r8)
	vpaddq	%zmm1, %zmm2, %zmm2
	vpaddq	%zmm1, %zmm0, %zmm0
	addq	$256, %r8
	addq	$-64, %r10
	jne	.LBB0_20
	movq	-104(%rsp), %rax
	cmpq	%rax, -128(%rsp)
	movq	344(%rsp), %r13
	movq	336(%rsp), %rdi
	movl	-92(%rsp), %r14d
	movl	$3449720151, %r12d
	movq	%r9, 1216(%rsp)
	je	.LBB0_28
	movq	-104(%rsp), %rcx
	testb	$56, -128(%rsp)
	je	.LBB0_26
	movl	%ebx, %eax
	xorl	4944(%rsp), %eax
	vpbroadcastq	%rax, %zmm0
	movq	1216(%rsp), %rax
	xorl	5008(%rsp), %eax
	vpbroadcastq	%rax, %zmm1
	movq	5072(%rsp), %rax
	movq	584(%rsp), %rcx
	vmovdqu64	2896(%rsp), %zmm2
	vmovdqu64	3792(%rsp), %zmm9
	vmovdqu64	3728(%rsp), %zmm10
	vmovdqu64	3664(%rsp), %zmm11
	vmovdqu64	3600(%rsp), %zmm12
	vmovdqu64	3536(%rsp), %zmm13
	vmovdqu64	3472(%rsp), %zmm14
	vmovdqu64	3408(%rsp), %zmm15
	vmovdqu64	3344(%rsp), %zmm16
	vmovdqu64	3280(%rsp), %zmm18
	vpbroadcastd	.LCPI0_7(%rip), %ymm17
	vpbroadcastq	.LCPI0_9(%rip), %zmm19
	vmovdqu64	4432(%rsp), %zmm22
	.p2align	4
.LBB0_24:
	vpaddq	%zmm22, %zmm2, %zmm3
	vpmuludq	%zmm21, %zmm3, %zmm4
	vpternlogq	$150, %zmm24, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm20, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm5, %zmm0, %zmm5
	vpxorq	%zmm4, %zmm28, %zmm4
	vpmuludq	%zmm21, %zmm5, %zmm5
	vpmuludq	%zmm20, %zmm4, %zmm4
	vpsrlq	$32, %zmm5, %zmm6
	vpxorq	%zmm6, %zmm1, %zmm6
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm9, %zmm3, %zmm7
	vpmuludq	%zmm21, %zmm7, %zmm3
	vpmuludq	%zmm20, %zmm6, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm10, %zmm8
	vpternlogq	$150, %zmm11, %zmm5, %zmm7
	vpmuludq	%zmm21, %zmm8, %zmm4
	vpmuludq	%zmm20, %zmm7, %zmm5
	vpsrlq	$32, %zmm4, %zmm7
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm3, %zmm13, %zmm7
	vpternlogq	$150, %zmm12, %zmm6, %zmm8
	vpmuludq	%zmm21, %zmm8, %zmm3
	vpmuludq	%zmm20, %zmm7, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm5, %zmm14, %zmm8
	vpternlogq	$150, %zmm15, %zmm4, %zmm7
	vpmuludq	%zmm21, %zmm8, %zmm4
	vpmuludq	%zmm20, %zmm7, %zmm5
	vpsrlq	$32, %zmm4, %zmm7
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm3, %zmm18, %zmm7
	vpternlogq	$150, %zmm16, %zmm6, %zmm8
	vpmuludq	%zmm21, %zmm8, %zmm3
	vpmuludq	%zmm20, %zmm7, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm5, %zmm31, %zmm6
	vpternlogq	$150, %zmm26, %zmm4, %zmm7
	vpmuludq	%zmm21, %zmm6, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm7, %ymm5
	vpmulld	%ymm17, %ymm5, %ymm5
	vpternlogq	$150, %zmm3, %zmm27, %zmm4
	vpmuludq	%zmm20, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpternlogd	$150, %ymm23, %ymm5, %ymm4
	vmovdqu	%ymm4, (%rax,%r11)
	vpmovqd	%zmm3, (%rax)
	vpaddq	%zmm19, %zmm2, %zmm2
	addq	$32, %rax
	addq	$-8, %rcx
	jne	.LBB0_24
	movq	328(%rsp), %rax
	movq	%rax, %rcx
	cmpq	%rax, -128(%rsp)
	movq	344(%rsp), %r13
	movq	336(%rsp), %rdi
	movl	-92(%rsp), %r14d
	movl	$3449720151, %r12d
	je	.LBB0_28
.LBB0_26:
	xorq	4944(%rsp), %rbx
	movq	1216(%rsp), %rax
	xorq	5008(%rsp), %rax
	movq	%rax, 1216(%rsp)
	movq	-128(%rsp), %rsi
	subq	%rcx, %rsi
	movq	-120(%rsp), %rax
	leaq	(%rax,%rcx,4), %r8
	addq	72(%rsp), %rcx
	.p2align	4
.LBB0_27:
	movl	%ecx, %r10d
	imulq	%r15, %r10
	movq	%rcx, %r9
	xorq	-56(%rsp), %r9
	xorq	%r10, %r9
	shrq	$32, %r9
	imulq	%r12, %r9
	movq	%r9, %r11
	shrq	$32, %r11
	xorl	%ebx, %r11d
	imulq	%r15, %r11
	xorl	%ebp, %r10d
	imulq	%r12, %r10
	movq	%r10, %rax
	shrq	$32, %rax
	movl	%r14d, %edx
	movq	%rbp, %r14
	movq	%rbx, %rbp
	movq	928(%rsp), %rbx
	xorl	%eax, %ebx
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	1216(%rsp), %eax
	xorl	%ebx, %r9d
	imulq	%r15, %r9
	imulq	%r12, %rax
	movq	%rax, %rbx
	shrq	$32, %rbx
	xorl	920(%rsp), %r10d
	xorl	%ebx, %r10d
	movq	%r9, %rbx
	shrq	$32, %rbx
	xorl	952(%rsp), %r11d
	xorl	%ebx, %r11d
	imulq	%r15, %r10
	imulq	%r12, %r11
	movq	%r11, %rbx
	shrq	$32, %rbx
	xorl	912(%rsp), %eax
	xorl	%ebx, %eax
	movq	%r10, %rbx
	shrq	$32, %rbx
	xorl	936(%rsp), %r9d
	xorl	%ebx, %r9d
	imulq	%r12, %r9
	imulq	%r15, %rax
	movq	%r9, %rbx
	shrq	$32, %rbx
	xorl	904(%rsp), %r11d
	xorl	%ebx, %r11d
	movq	%rax, %rbx
	shrq	$32, %rbx
	xorl	104(%rsp), %r10d
	xorl	%ebx, %r10d
	imulq	%r15, %r11
	imulq	%r12, %r10
	movq	%r10, %rbx
	shrq	$32, %rbx
	xorl	-40(%rsp), %r9d
	xorl	%ebx, %r9d
	movq	%r11, %rbx
	shrq	$32, %rbx
	xorl	944(%rsp), %eax
	xorl	%ebx, %eax
	movq	%rbp, %rbx
	movq	%r14, %rbp
	movl	%edx, %r14d
	movq	3024(%rsp), %rdx
	imulq	%r12, %rax
	shrq	$32, %rax
	xorl	%edi, %r10d
	imulq	%r15, %r9
	xorl	%eax, %r10d
	movq	%r9, %rax
	shrq	$32, %rax
	xorl	%edx, %r11d
	xorl	%eax, %r11d
	imulq	%r15, %r10
	shrq	$32, %r10
	imull	$-845247145, %r11d, %eax
	movq	3088(%rsp), %r11
	xorl	%r13d, %r9d
	xorl	%r10d, %r9d
	imulq	%r12, %r9
	movq	%r9, %r10
	xorl	%r14d, %eax
	shrq	$32, %r10
	xorl	%r10d, %eax
	movl	%eax, (%r8,%r11)
	movl	%r9d, (%r8)
	addq	$4, %r8
	incq	%rcx
	decq	%rsi
	jne	.LBB0_27
.LBB0_28:
	movq	-72(%rsp), %rbp
	movq	-104(%rsp), %rdx
	movabsq	$4604544269498187776, %r8
	movabsq	$4503595332403200, %r9
	vbroadcastsd	.LCPI0_10(%rip), %zmm12
	movq	352(%rsp), %r14
	.p2align	4
.LBB0_29:
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
	vmulpd	%zmm3, %zmm4, %zmm1
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vmulpd	%zmm13, %zmm21, %zmm2
	vmulpd	%zmm13, %zmm14, %zmm3
	vmulpd	%zmm13, %zmm12, %zmm4
	vmulpd	%zmm13, %zmm10, %zmm6
	vmulpd	%zmm13, %zmm8, %zmm7
	vmulpd	%zmm13, %zmm5, %zmm9
	vmulpd	%zmm13, %zmm1, %zmm11
	vmulpd	%zmm13, %zmm0, %zmm13
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vaddpd	%zmm15, %zmm3, %zmm20
	vmovupd	%zmm20, 1216(%rsp)
	vaddpd	%zmm15, %zmm2, %zmm17
	vmovupd	%zmm17, 2112(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 1536(%rsp)
	vaddpd	%zmm15, %zmm4, %zmm18
	vmovupd	%zmm18, 1600(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm4
	vmovupd	%zmm4, 1664(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 1728(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm3
	vmovupd	%zmm3, 1840(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 1088(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm2
	vaddpd	%zmm2, %zmm17, %zmm19
	vaddpd	%zmm2, %zmm20, %zmm17
	vaddpd	%zmm2, %zmm18, %zmm13
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm2, %zmm7, %zmm9
	vaddpd	%zmm2, %zmm4, %zmm7
	vaddpd	%zmm2, %zmm6, %zmm4
	vaddpd	%zmm2, %zmm3, %zmm6
	vbroadcastsd	.LCPI0_33(%rip), %zmm25
	vmulpd	%zmm25, %zmm17, %zmm20
	vmulpd	%zmm25, %zmm19, %zmm2
	vmulpd	%zmm25, %zmm11, %zmm15
	vmulpd	%zmm25, %zmm13, %zmm18
	vmulpd	%zmm25, %zmm7, %zmm16
	vsubpd	%zmm2, %zmm21, %zmm3
	vbroadcastsd	.LCPI0_34(%rip), %zmm26
	vmulpd	%zmm26, %zmm19, %zmm2
	vbroadcastsd	.LCPI0_35(%rip), %zmm28
	vmulpd	%zmm28, %zmm19, %zmm22
	vsubpd	%zmm2, %zmm3, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm30
	vpandq	%zmm30, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm30, %zmm23, %zmm23
	vpbroadcastq	.LCPI0_1(%rip), %zmm31
	vpaddq	%zmm31, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm3, %zmm21
	vsubpd	%zmm21, %zmm3, %zmm23
	vsubpd	%zmm22, %zmm23, %zmm22
	vmulpd	%zmm25, %zmm9, %zmm24
	vsubpd	%zmm20, %zmm14, %zmm20
	vbroadcastsd	.LCPI0_36(%rip), %zmm29
	vmulpd	%zmm29, %zmm19, %zmm19
	vsubpd	%zmm22, %zmm19, %zmm2 {%k1}
	vmulpd	%zmm26, %zmm17, %zmm22
	vmulpd	%zmm28, %zmm17, %zmm19
	vmovapd	%zmm21, %zmm3 {%k1}
	vsubpd	%zmm22, %zmm20, %zmm21
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm30, %zmm14, %zmm14
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm30, %zmm21, %zmm21
	vpaddq	%zmm31, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm14, %k1
	vsubpd	%zmm19, %zmm20, %zmm21
	vsubpd	%zmm21, %zmm20, %zmm14
	vsubpd	%zmm19, %zmm14, %zmm14
	vmulpd	%zmm25, %zmm6, %zmm19
	vsubpd	%zmm18, %zmm12, %zmm23
	vmulpd	%zmm29, %zmm17, %zmm17
	vsubpd	%zmm14, %zmm17, %zmm22 {%k1}
	vmulpd	%zmm26, %zmm13, %zmm14
	vmulpd	%zmm28, %zmm13, %zmm17
	vmovapd	%zmm21, %zmm20 {%k1}
	vsubpd	%zmm14, %zmm23, %zmm18
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm30, %zmm12, %zmm12
	vpsrlq	$52, %zmm18, %zmm18
	vpandq	%zmm30, %zmm18, %zmm18
	vpaddq	%zmm31, %zmm18, %zmm18
	vpcmpgtq	%zmm18, %zmm12, %k1
	vsubpd	%zmm17, %zmm23, %zmm18
	vsubpd	%zmm18, %zmm23, %zmm12
	vsubpd	%zmm17, %zmm12, %zmm21
	vmulpd	%zmm25, %zmm4, %zmm17
	vsubpd	%zmm15, %zmm10, %zmm12
	vsubpd	%zmm24, %zmm8, %zmm15
	vsubpd	%zmm16, %zmm5, %zmm16
	vsubpd	%zmm17, %zmm1, %zmm17
	vsubpd	%zmm19, %zmm0, %zmm24
	vmulpd	%zmm29, %zmm13, %zmm13
	vsubpd	%zmm21, %zmm13, %zmm14 {%k1}
	vmulpd	%zmm26, %zmm11, %zmm13
	vmulpd	%zmm28, %zmm11, %zmm19
	vmovapd	%zmm18, %zmm23 {%k1}
	vsubpd	%zmm13, %zmm12, %zmm18
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm30, %zmm10, %zmm10
	vpsrlq	$52, %zmm18, %zmm18
	vpandq	%zmm30, %zmm18, %zmm18
	vpaddq	%zmm31, %zmm18, %zmm18
	vpcmpgtq	%zmm18, %zmm10, %k1
	vsubpd	%zmm19, %zmm12, %zmm18
	vsubpd	%zmm18, %zmm12, %zmm10
	vsubpd	%zmm19, %zmm10, %zmm19
	vmulpd	%zmm26, %zmm9, %zmm10
	vmulpd	%zmm29, %zmm11, %zmm11
	vsubpd	%zmm19, %zmm11, %zmm13 {%k1}
	vmulpd	%zmm26, %zmm7, %zmm25
	vmulpd	%zmm28, %zmm9, %zmm11
	vmovapd	%zmm18, %zmm12 {%k1}
	vsubpd	%zmm10, %zmm15, %zmm18
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm30, %zmm8, %zmm8
	vpsrlq	$52, %zmm18, %zmm18
	vpandq	%zmm30, %zmm18, %zmm18
	vpaddq	%zmm31, %zmm18, %zmm18
	vpcmpgtq	%zmm18, %zmm8, %k1
	vsubpd	%zmm11, %zmm15, %zmm8
	vsubpd	%zmm8, %zmm15, %zmm18
	vsubpd	%zmm11, %zmm18, %zmm11
	vmulpd	%zmm26, %zmm4, %zmm27
	vmulpd	%zmm29, %zmm9, %zmm9
	vsubpd	%zmm11, %zmm9, %zmm10 {%k1}
	vmulpd	%zmm26, %zmm6, %zmm9
	vmulpd	%zmm28, %zmm7, %zmm11
	vmovapd	%zmm8, %zmm15 {%k1}
	vsubpd	%zmm25, %zmm16, %zmm8
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm30, %zmm5, %zmm5
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm30, %zmm8, %zmm8
	vpaddq	%zmm31, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm5, %k1
	vsubpd	%zmm11, %zmm16, %zmm5
	vsubpd	%zmm5, %zmm16, %zmm8
	vsubpd	%zmm11, %zmm8, %zmm8
	vmulpd	%zmm28, %zmm4, %zmm11
	vmulpd	%zmm29, %zmm7, %zmm7
	vsubpd	%zmm8, %zmm7, %zmm25 {%k1}
	vmulpd	%zmm28, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm24, %zmm8
	vmovapd	%zmm5, %zmm16 {%k1}
	vsubpd	%zmm27, %zmm17, %zmm5
	vpsrlq	$52, %zmm1, %zmm1
	vpandq	%zmm30, %zmm1, %zmm1
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm30, %zmm5, %zmm5
	vpaddq	%zmm31, %zmm5, %zmm5
	vpcmpgtq	%zmm5, %zmm1, %k1
	vsubpd	%zmm11, %zmm17, %zmm1
	vmulpd	%zmm29, %zmm6, %zmm5
	vmulpd	%zmm29, %zmm4, %zmm4
	vsubpd	%zmm8, %zmm24, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm1, %zmm17, %zmm7
	vsubpd	%zmm11, %zmm7, %zmm7
	vsubpd	%zmm9, %zmm24, %zmm11
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm30, %zmm0, %zmm0
	vpsrlq	$52, %zmm11, %zmm11
	vpandq	%zmm30, %zmm11, %zmm11
	vpaddq	%zmm31, %zmm11, %zmm11
	vmovapd	%zmm1, %zmm17 {%k1}
	vsubpd	%zmm7, %zmm4, %zmm27 {%k1}
	vpcmpgtq	%zmm11, %zmm0, %k1
	vmovapd	%zmm8, %zmm24 {%k1}
	vsubpd	%zmm6, %zmm5, %zmm9 {%k1}
	vsubpd	%zmm22, %zmm20, %zmm19
	vsubpd	%zmm2, %zmm3, %zmm21
	vsubpd	%zmm13, %zmm12, %zmm5
	vsubpd	%zmm14, %zmm23, %zmm6
	vsubpd	%zmm25, %zmm16, %zmm26
	vsubpd	%zmm10, %zmm15, %zmm7
	vsubpd	%zmm9, %zmm24, %zmm11
	vsubpd	%zmm27, %zmm17, %zmm18
	vsubpd	%zmm21, %zmm3, %zmm0
	vmovupd	%zmm21, 112(%rsp)
	vsubpd	%zmm19, %zmm20, %zmm1
	vmovupd	%zmm19, 240(%rsp)
	vsubpd	%zmm6, %zmm23, %zmm3
	vmovapd	%zmm6, %zmm23
	vsubpd	%zmm5, %zmm12, %zmm4
	vmovupd	%zmm5, -16(%rsp)
	vsubpd	%zmm7, %zmm15, %zmm6
	vmovapd	%zmm7, %zmm20
	vsubpd	%zmm26, %zmm16, %zmm7
	vmovupd	%zmm26, 176(%rsp)
	vsubpd	%zmm18, %zmm17, %zmm12
	vsubpd	%zmm11, %zmm24, %zmm15
	vmovapd	%zmm11, %zmm16
	vsubpd	%zmm22, %zmm1, %zmm1
	vmovupd	%zmm1, 720(%rsp)
	vsubpd	%zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 592(%rsp)
	vsubpd	%zmm13, %zmm4, %zmm0
	vmovupd	%zmm0, 1024(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 432(%rsp)
	vsubpd	%zmm25, %zmm7, %zmm0
	vmovupd	%zmm0, 656(%rsp)
	vsubpd	%zmm10, %zmm6, %zmm0
	vmovupd	%zmm0, 496(%rsp)
	vsubpd	%zmm9, %zmm15, %zmm0
	vmovupd	%zmm0, 2384(%rsp)
	vsubpd	%zmm27, %zmm12, %zmm0
	vmovupd	%zmm0, 368(%rsp)
	vmulpd	%zmm19, %zmm19, %zmm31
	vmulpd	%zmm21, %zmm21, %zmm3
	vmulpd	%zmm5, %zmm5, %zmm17
	vmulpd	%zmm3, %zmm3, %zmm7
	vmovupd	%zmm7, 2640(%rsp)
	vmulpd	%zmm31, %zmm31, %zmm2
	vmovupd	%zmm2, 1472(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm4
	vmulpd	%zmm4, %zmm31, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm8
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm10
	vmulpd	%zmm10, %zmm31, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm9
	vsubpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm11
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm10, %zmm3, %zmm2
	vsubpd	%zmm2, %zmm9, %zmm2
	vmulpd	%zmm2, %zmm3, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 2048(%rsp)
	vmulpd	%zmm7, %zmm7, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm4, %zmm3, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm3, %zmm1
	vmovapd	%zmm3, %zmm2
	vaddpd	%zmm0, %zmm1, %zmm19
	vmulpd	%zmm10, %zmm17, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm17, %zmm0
	vaddpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm17, %zmm17, %zmm1
	vmovupd	%zmm1, 2320(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm17, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm17, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm17, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1408(%rsp)
	vmulpd	%zmm23, %zmm23, %zmm30
	vmovapd	%zmm23, %zmm14
	vmovupd	%zmm23, 784(%rsp)
	vmulpd	%zmm10, %zmm30, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm30, %zmm0
	vaddpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm30, %zmm30, %zmm1
	vmovupd	%zmm1, 2512(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm30, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm13
	vmulpd	%zmm26, %zmm26, %zmm23
	vmulpd	%zmm10, %zmm23, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm23, %zmm0
	vaddpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm23, %zmm23, %zmm1
	vmovupd	%zmm1, 2704(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm23, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1344(%rsp)
	vmovapd	%zmm20, %zmm12
	vmovupd	%zmm20, 4688(%rsp)
	vmulpd	%zmm20, %zmm20, %zmm27
	vmulpd	%zmm10, %zmm27, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm27, %zmm0
	vaddpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm27, %zmm27, %zmm1
	vmovupd	%zmm1, 2448(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm27, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm15
	vmulpd	%zmm16, %zmm16, %zmm3
	vmovapd	%zmm16, %zmm25
	vmulpd	%zmm10, %zmm3, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm3, %zmm0
	vaddpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm3, %zmm1
	vmovupd	%zmm1, 2576(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm3, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1280(%rsp)
	vmovapd	%zmm18, %zmm16
	vmovupd	%zmm18, 4752(%rsp)
	vmulpd	%zmm18, %zmm18, %zmm6
	vmulpd	%zmm10, %zmm6, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm6, %zmm0
	vaddpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm6, %zmm6, %zmm1
	vmovupd	%zmm1, 4816(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm6, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm6, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm6, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1984(%rsp)
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm31, %zmm0
	vbroadcastsd	.LCPI0_44(%rip), %zmm29
	vsubpd	%zmm0, %zmm29, %zmm24
	vsubpd	%zmm24, %zmm29, %zmm22
	vsubpd	%zmm0, %zmm22, %zmm22
	vmovupd	%zmm2, 960(%rsp)
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm2, %zmm0
	vsubpd	%zmm0, %zmm29, %zmm11
	vsubpd	%zmm11, %zmm29, %zmm20
	vsubpd	%zmm0, %zmm20, %zmm9
	vmovapd	%zmm17, %zmm0
	vmovupd	%zmm17, 4624(%rsp)
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm17, %zmm20
	vsubpd	%zmm20, %zmm29, %zmm10
	vsubpd	%zmm10, %zmm29, %zmm17
	vsubpd	%zmm20, %zmm17, %zmm17
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm30, %zmm20
	vsubpd	%zmm20, %zmm29, %zmm8
	vsubpd	%zmm8, %zmm29, %zmm21
	vsubpd	%zmm20, %zmm21, %zmm20
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm23, %zmm21
	vsubpd	%zmm21, %zmm29, %zmm7
	vsubpd	%zmm7, %zmm29, %zmm18
	vsubpd	%zmm21, %zmm18, %zmm18
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm27, %zmm21
	vsubpd	%zmm21, %zmm29, %zmm5
	vsubpd	%zmm5, %zmm29, %zmm26
	vsubpd	%zmm21, %zmm26, %zmm21
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm3, %zmm26
	vsubpd	%zmm26, %zmm29, %zmm4
	vsubpd	%zmm4, %zmm29, %zmm28
	vsubpd	%zmm26, %zmm28, %zmm26
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm6, %zmm28
	vsubpd	%zmm28, %zmm29, %zmm1
	vsubpd	%zmm1, %zmm29, %zmm29
	vsubpd	%zmm28, %zmm29, %zmm28
	vmulpd	%zmm19, %zmm2, %zmm19
	vmovupd	112(%rsp), %zmm2
	vmulpd	592(%rsp), %zmm2, %zmm29
	vsubpd	%zmm29, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm9, %zmm9
	vmulpd	2048(%rsp), %zmm31, %zmm19
	vmovupd	240(%rsp), %zmm29
	vmulpd	720(%rsp), %zmm29, %zmm29
	vsubpd	%zmm29, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm22, %zmm19
	vmulpd	%zmm13, %zmm30, %zmm13
	vmulpd	432(%rsp), %zmm14, %zmm22
	vsubpd	%zmm22, %zmm13, %zmm13
	vaddpd	%zmm13, %zmm20, %zmm13
	vmulpd	1408(%rsp), %zmm0, %zmm20
	vmovupd	1024(%rsp), %zmm29
	vmulpd	-16(%rsp), %zmm29, %zmm22
	vsubpd	%zmm22, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm17, %zmm17
	vmulpd	%zmm15, %zmm27, %zmm15
	vmulpd	496(%rsp), %zmm12, %zmm20
	vsubpd	%zmm20, %zmm15, %zmm15
	vaddpd	%zmm15, %zmm21, %zmm20
	vmulpd	1344(%rsp), %zmm23, %zmm14
	vmovupd	656(%rsp), %zmm0
	vmulpd	176(%rsp), %zmm0, %zmm15
	vsubpd	%zmm15, %zmm14, %zmm14
	vaddpd	%zmm14, %zmm18, %zmm14
	vmulpd	1984(%rsp), %zmm6, %zmm12
	vmulpd	368(%rsp), %zmm16, %zmm15
	vsubpd	%zmm15, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm28, %zmm12
	vmulpd	1280(%rsp), %zmm3, %zmm15
	vmovupd	2384(%rsp), %zmm21
	vmulpd	%zmm21, %zmm25, %zmm18
	vsubpd	%zmm18, %zmm15, %zmm15
	vaddpd	%zmm15, %zmm26, %zmm18
	vaddpd	%zmm19, %zmm24, %zmm0
	vmovupd	%zmm0, 1280(%rsp)
	vaddpd	%zmm9, %zmm11, %zmm0
	vmovupd	%zmm0, 1984(%rsp)
	vaddpd	%zmm17, %zmm10, %zmm0
	vmovupd	%zmm0, 1344(%rsp)
	vaddpd	%zmm13, %zmm8, %zmm0
	vmovupd	%zmm0, 4880(%rsp)
	vaddpd	%zmm14, %zmm7, %zmm0
	vmovupd	%zmm0, 1408(%rsp)
	vaddpd	%zmm20, %zmm5, %zmm0
	vmovupd	%zmm0, 3920(%rsp)
	vaddpd	%zmm18, %zmm4, %zmm0
	vmovupd	%zmm0, 2048(%rsp)
	vaddpd	%zmm12, %zmm1, %zmm0
	vmovupd	%zmm0, 3984(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm11
	vmovupd	960(%rsp), %zmm15
	vmulpd	%zmm11, %zmm15, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm17
	vaddpd	%zmm17, %zmm0, %zmm0
	vmulpd	2640(%rsp), %zmm15, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm12
	vmulpd	%zmm12, %zmm15, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm13
	vaddpd	%zmm13, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vbroadcastsd	.LCPI0_47(%rip), %zmm14
	vaddpd	%zmm14, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm31, %zmm1
	vaddpd	%zmm17, %zmm1, %zmm1
	vmulpd	1472(%rsp), %zmm31, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm12, %zmm31, %zmm2
	vaddpd	%zmm13, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm31, %zmm2
	vmovupd	%zmm31, 4560(%rsp)
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm10
	vmulpd	%zmm11, %zmm30, %zmm1
	vaddpd	%zmm17, %zmm1, %zmm1
	vmulpd	2512(%rsp), %zmm30, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm12, %zmm30, %zmm2
	vaddpd	%zmm13, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm30, %zmm2
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm1
	vmovupd	4624(%rsp), %zmm18
	vmulpd	%zmm11, %zmm18, %zmm2
	vaddpd	%zmm17, %zmm2, %zmm2
	vmulpd	2320(%rsp), %zmm18, %zmm4
	vmulpd	%zmm2, %zmm4, %zmm2
	vmulpd	%zmm12, %zmm18, %zmm4
	vaddpd	%zmm13, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm18, %zmm4
	vaddpd	%zmm14, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm11, %zmm27, %zmm4
	vaddpd	%zmm17, %zmm4, %zmm4
	vmulpd	2448(%rsp), %zmm27, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm12, %zmm27, %zmm5
	vaddpd	%zmm13, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm27, %zmm5
	vaddpd	%zmm14, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm11, %zmm23, %zmm5
	vaddpd	%zmm17, %zmm5, %zmm5
	vmulpd	2704(%rsp), %zmm23, %zmm8
	vmulpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm12, %zmm23, %zmm8
	vaddpd	%zmm13, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm23, %zmm8
	vaddpd	%zmm14, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm11, %zmm6, %zmm8
	vaddpd	%zmm17, %zmm8, %zmm8
	vmulpd	4816(%rsp), %zmm6, %zmm9
	vmulpd	%zmm8, %zmm9, %zmm8
	vmulpd	%zmm12, %zmm6, %zmm9
	vaddpd	%zmm13, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm6, %zmm9
	vaddpd	%zmm14, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm8, %zmm8
	vmulpd	%zmm11, %zmm3, %zmm9
	vaddpd	%zmm17, %zmm9, %zmm9
	vmulpd	2576(%rsp), %zmm3, %zmm11
	vmulpd	%zmm9, %zmm11, %zmm9
	vmulpd	%zmm12, %zmm3, %zmm11
	vaddpd	%zmm13, %zmm11, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm11
	vaddpd	%zmm14, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm9, %zmm9
	vmulpd	240(%rsp), %zmm31, %zmm7
	vmovupd	%zmm7, 1472(%rsp)
	vmulpd	%zmm10, %zmm7, %zmm10
	vmovupd	720(%rsp), %zmm16
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm16, %zmm12
	vsubpd	%zmm10, %zmm12, %zmm10
	vmulpd	112(%rsp), %zmm15, %zmm22
	vmulpd	%zmm0, %zmm22, %zmm0
	vmovupd	592(%rsp), %zmm24
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm24, %zmm13
	vsubpd	%zmm0, %zmm13, %zmm15
	vmulpd	-16(%rsp), %zmm18, %zmm13
	vmovapd	%zmm18, %zmm31
	vmulpd	%zmm2, %zmm13, %zmm2
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm29, %zmm14
	vsubpd	%zmm2, %zmm14, %zmm26
	vmulpd	784(%rsp), %zmm30, %zmm14
	vmulpd	%zmm1, %zmm14, %zmm1
	vmovupd	432(%rsp), %zmm11
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm11, %zmm17
	vsubpd	%zmm1, %zmm17, %zmm12
	vmulpd	176(%rsp), %zmm23, %zmm17
	vmulpd	%zmm5, %zmm17, %zmm5
	vmovupd	656(%rsp), %zmm7
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm7, %zmm18
	vsubpd	%zmm5, %zmm18, %zmm5
	vmovupd	4688(%rsp), %zmm28
	vmulpd	%zmm27, %zmm28, %zmm18
	vmulpd	%zmm4, %zmm18, %zmm4
	vmovupd	496(%rsp), %zmm2
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm2, %zmm19
	vsubpd	%zmm4, %zmm19, %zmm4
	vmulpd	%zmm3, %zmm25, %zmm19
	vmulpd	%zmm9, %zmm19, %zmm9
	vmovapd	%zmm21, %zmm1
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm21, %zmm20
	vsubpd	%zmm9, %zmm20, %zmm9
	vmovupd	4752(%rsp), %zmm29
	vmulpd	%zmm6, %zmm29, %zmm20
	vmulpd	%zmm8, %zmm20, %zmm8
	vmovupd	368(%rsp), %zmm0
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm0, %zmm21
	vsubpd	%zmm8, %zmm21, %zmm8
	vmulpd	4560(%rsp), %zmm10, %zmm10
	vmulpd	960(%rsp), %zmm15, %zmm15
	vmulpd	%zmm26, %zmm31, %zmm21
	vmulpd	%zmm12, %zmm30, %zmm12
	vmulpd	%zmm5, %zmm23, %zmm5
	vmulpd	%zmm4, %zmm27, %zmm4
	vmulpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm8, %zmm6, %zmm6
	vsubpd	%zmm24, %zmm15, %zmm15
	vsubpd	%zmm16, %zmm10, %zmm10
	vsubpd	%zmm11, %zmm12, %zmm11
	vsubpd	1024(%rsp), %zmm21, %zmm12
	vsubpd	%zmm2, %zmm4, %zmm4
	vsubpd	%zmm7, %zmm5, %zmm5
	vsubpd	%zmm0, %zmm6, %zmm6
	vsubpd	%zmm1, %zmm3, %zmm3
	vbroadcastsd	.LCPI0_50(%rip), %zmm9
	vmulpd	%zmm9, %zmm22, %zmm8
	vaddpd	%zmm8, %zmm15, %zmm0
	vmulpd	1472(%rsp), %zmm9, %zmm8
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
	vmovupd	112(%rsp), %zmm8
	vsubpd	%zmm0, %zmm8, %zmm24
	vmovupd	240(%rsp), %zmm0
	vsubpd	%zmm7, %zmm0, %zmm23
	vmovupd	784(%rsp), %zmm0
	vsubpd	%zmm1, %zmm0, %zmm22
	vmovupd	-16(%rsp), %zmm0
	vsubpd	%zmm2, %zmm0, %zmm21
	vsubpd	%zmm4, %zmm28, %zmm19
	vmovupd	176(%rsp), %zmm0
	vsubpd	%zmm5, %zmm0, %zmm20
	vsubpd	%zmm6, %zmm29, %zmm18
	vsubpd	%zmm3, %zmm25, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm8
	vmovupd	1984(%rsp), %zmm14
	vxorpd	%zmm8, %zmm14, %zmm7
	vmovupd	1280(%rsp), %zmm17
	vxorpd	%zmm8, %zmm17, %zmm6
	vmovupd	4880(%rsp), %zmm12
	vxorpd	%zmm8, %zmm12, %zmm5
	vmovupd	1344(%rsp), %zmm15
	vxorpd	%zmm8, %zmm15, %zmm4
	vmovupd	3920(%rsp), %zmm10
	vxorpd	%zmm8, %zmm10, %zmm3
	vmovupd	1408(%rsp), %zmm13
	vxorpd	%zmm8, %zmm13, %zmm2
	vmovupd	3984(%rsp), %zmm26
	vxorpd	%zmm8, %zmm26, %zmm1
	vmovupd	2048(%rsp), %zmm25
	vxorpd	%zmm8, %zmm25, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm9
	vmovdqu64	1216(%rsp), %zmm16
	vptestnmq	%zmm9, %zmm16, %k1
	vmovapd	%zmm17, %zmm6 {%k1}
	vxorpd	%zmm8, %zmm23, %zmm23 {%k1}
	vmovdqu64	2112(%rsp), %zmm17
	vptestnmq	%zmm9, %zmm17, %k1
	vmovapd	%zmm14, %zmm7 {%k1}
	vxorpd	%zmm8, %zmm24, %zmm24 {%k1}
	vmovdqu64	1536(%rsp), %zmm14
	vptestnmq	%zmm9, %zmm14, %k1
	vmovapd	%zmm15, %zmm4 {%k1}
	vxorpd	%zmm8, %zmm21, %zmm21 {%k1}
	vmovdqu64	1600(%rsp), %zmm15
	vptestnmq	%zmm9, %zmm15, %k1
	vmovapd	%zmm12, %zmm5 {%k1}
	vxorpd	%zmm8, %zmm22, %zmm22 {%k1}
	vmovdqu64	1664(%rsp), %zmm12
	vptestnmq	%zmm9, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm8, %zmm20, %zmm20 {%k1}
	vmovdqu64	1728(%rsp), %zmm13
	vptestnmq	%zmm9, %zmm13, %k1
	vmovapd	%zmm10, %zmm3 {%k1}
	vxorpd	%zmm8, %zmm19, %zmm19 {%k1}
	vmovdqu64	1840(%rsp), %zmm10
	vptestnmq	%zmm9, %zmm10, %k1
	vmovapd	%zmm25, %zmm0 {%k1}
	vxorpd	%zmm8, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm25
	vmovdqu64	1088(%rsp), %zmm11
	vptestnmq	%zmm9, %zmm11, %k1
	vmovapd	%zmm26, %zmm1 {%k1}
	vxorpd	%zmm8, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm8
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm7, %zmm24 {%k1}
	vmovupd	%zmm24, 176(%rsp)
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm6, %zmm23 {%k1}
	vmovupd	%zmm23, 112(%rsp)
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm5, %zmm22 {%k1}
	vmovupd	%zmm22, 496(%rsp)
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm4, %zmm21 {%k1}
	vmovupd	%zmm21, 432(%rsp)
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 368(%rsp)
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm2, %zmm20 {%k1}
	vmovupd	%zmm20, 592(%rsp)
	vptestnmq	%zmm8, %zmm11, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 720(%rsp)
	vptestnmq	%zmm8, %zmm10, %k1
	vmovapd	%zmm0, %zmm25 {%k1}
	vmovupd	%zmm25, 656(%rsp)
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
	vmovdqu64	%zmm9, 1600(%rsp)
	vpaddq	%zmm16, %zmm0, %zmm19
	vmovdqu64	%zmm19, 1664(%rsp)
	vpaddq	%zmm16, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1728(%rsp)
	vpaddq	%zmm16, %zmm10, %zmm18
	vmovdqu64	%zmm18, 1840(%rsp)
	vpaddq	%zmm16, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1088(%rsp)
	vpaddq	%zmm16, %zmm12, %zmm17
	vmovdqu64	%zmm17, 960(%rsp)
	vpaddq	%zmm16, %zmm15, %zmm15
	vmovdqu64	%zmm15, 784(%rsp)
	vpaddq	%zmm16, %zmm14, %zmm16
	vmovdqu64	%zmm16, 1024(%rsp)
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
	vmovupd	%zmm4, 240(%rsp)
	vaddpd	%zmm21, %zmm1, %zmm3
	vmovupd	%zmm3, -16(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm4, %zmm2
	vdivpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm2, 2112(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1536(%rsp)
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
	vmovupd	%zmm3, 2384(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2704(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2320(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2576(%rsp)
	vpaddq	%zmm12, %zmm11, %zmm1
	vaddpd	%zmm21, %zmm1, %zmm30
	vaddpd	%zmm23, %zmm30, %zmm1
	vdivpd	%zmm1, %zmm30, %zmm1
	vmovupd	%zmm1, 1216(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2512(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2448(%rsp)
	vpaddq	%zmm12, %zmm18, %zmm1
	vaddpd	%zmm21, %zmm1, %zmm16
	vaddpd	%zmm23, %zmm16, %zmm1
	vdivpd	%zmm1, %zmm16, %zmm1
	vmovupd	%zmm1, 1472(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 2048(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1408(%rsp)
	vpaddq	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm21, %zmm0, %zmm18
	vaddpd	%zmm23, %zmm18, %zmm0
	vdivpd	%zmm0, %zmm18, %zmm0
	vmovupd	%zmm0, 2640(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1280(%rsp)
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
	vaddpd	2704(%rsp), %zmm6, %zmm21
	vmulpd	%zmm21, %zmm29, %zmm21
	vaddpd	2384(%rsp), %zmm21, %zmm21
	vaddpd	2576(%rsp), %zmm6, %zmm29
	vmulpd	%zmm29, %zmm28, %zmm28
	vaddpd	2320(%rsp), %zmm28, %zmm28
	vaddpd	2448(%rsp), %zmm6, %zmm29
	vmulpd	%zmm29, %zmm14, %zmm9
	vaddpd	2512(%rsp), %zmm9, %zmm9
	vaddpd	1408(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm7
	vaddpd	2048(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm31, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm5
	vaddpd	1280(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm24, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm22, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm20, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	240(%rsp), %zmm2
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm2, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm28, %zmm0, %zmm2
	vmulpd	2112(%rsp), %zmm2, %zmm13
	vmovupd	-16(%rsp), %zmm4
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm21, %zmm2, %zmm4
	vmulpd	1536(%rsp), %zmm4, %zmm14
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm16, %zmm4
	vmulpd	%zmm4, %zmm16, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	1472(%rsp), %zmm7, %zmm7
	vmovupd	%zmm30, 1344(%rsp)
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm30, %zmm20
	vmulpd	%zmm20, %zmm30, %zmm20
	vaddpd	%zmm9, %zmm20, %zmm9
	vmulpd	1216(%rsp), %zmm9, %zmm9
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm19, %zmm21
	vmulpd	%zmm21, %zmm19, %zmm21
	vaddpd	%zmm3, %zmm21, %zmm3
	vmulpd	%zmm3, %zmm26, %zmm3
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm18, %zmm8
	vmulpd	%zmm8, %zmm18, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2640(%rsp), %zmm5, %zmm5
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm27, %zmm22
	vmulpd	%zmm22, %zmm27, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm17, %zmm1
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm25, %zmm17
	vmulpd	%zmm17, %zmm25, %zmm17
	vaddpd	%zmm11, %zmm17, %zmm11
	vmulpd	%zmm11, %zmm15, %zmm6
	vpsrlq	$20, 1600(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm12
	vpaddq	%zmm12, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm10
	vmulpd	%zmm10, %zmm11, %zmm23
	vaddpd	%zmm13, %zmm23, %zmm13
	vpsrlq	$20, 1664(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm10, %zmm23, %zmm24
	vaddpd	%zmm14, %zmm24, %zmm14
	vpsrlq	$20, 1728(%rsp), %zmm24
	vpaddq	%zmm12, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm10, %zmm24, %zmm26
	vaddpd	%zmm7, %zmm26, %zmm7
	vpsrlq	$20, 1840(%rsp), %zmm26
	vpaddq	%zmm12, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm10, %zmm26, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1088(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm10, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 960(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm10, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 784(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm10, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 1024(%rsp), %zmm31
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
	vaddpd	-16(%rsp), %zmm2, %zmm2
	vaddpd	240(%rsp), %zmm0, %zmm0
	vaddpd	1344(%rsp), %zmm7, %zmm7
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
	vmulpd	112(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	496(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	432(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	368(%rsp), %zmm3, %zmm3
	vmulpd	592(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	720(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	656(%rsp), %zmm6, %zmm6
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
	jne	.LBB0_29
	movq	-128(%rsp), %rbp
	cmpq	-104(%rsp), %rbp
	vxorpd	%xmm23, %xmm23, %xmm23
	vxorpd	%xmm24, %xmm24, %xmm24
	movq	1920(%rsp), %r10
	vmovss	.LCPI0_68(%rip), %xmm20
	vmovss	.LCPI0_72(%rip), %xmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm5
	vmovsd	.LCPI0_10(%rip), %xmm10
	vmovsd	.LCPI0_11(%rip), %xmm11
	vmovsd	.LCPI0_35(%rip), %xmm29
	vmovsd	.LCPI0_36(%rip), %xmm30
	vpbroadcastq	.LCPI0_37(%rip), %xmm13
	vmovsd	.LCPI0_38(%rip), %xmm14
	vmovsd	.LCPI0_39(%rip), %xmm15
	vmovsd	.LCPI0_40(%rip), %xmm16
	vmovsd	.LCPI0_56(%rip), %xmm17
	vmovsd	.LCPI0_42(%rip), %xmm28
	vmovsd	.LCPI0_43(%rip), %xmm19
	vmovsd	.LCPI0_44(%rip), %xmm18
	vmovsd	.LCPI0_45(%rip), %xmm25
	vmovsd	.LCPI0_46(%rip), %xmm26
	vmovsd	.LCPI0_47(%rip), %xmm22
	vmovsd	.LCPI0_48(%rip), %xmm31
	vmovsd	.LCPI0_49(%rip), %xmm27
	vmovsd	.LCPI0_50(%rip), %xmm8
	movl	896(%rsp), %ebx
	je	.LBB0_37
	movq	-104(%rsp), %rax
	testb	$56, %bpl
	je	.LBB0_35
	movq	5072(%rsp), %rcx
	movq	584(%rsp), %rdx
	vbroadcastsd	.LCPI0_26(%rip), %zmm30
	vbroadcastsd	.LCPI0_28(%rip), %zmm31
	vbroadcastsd	.LCPI0_30(%rip), %zmm10
	vmovdqa64	%zmm5, %zmm11
	vbroadcastsd	.LCPI0_31(%rip), %zmm16
	vbroadcastsd	.LCPI0_43(%rip), %zmm13
	vbroadcastsd	.LCPI0_44(%rip), %zmm14
	vbroadcastsd	.LCPI0_45(%rip), %zmm15
	vbroadcastsd	.LCPI0_46(%rip), %zmm17
	vbroadcastsd	.LCPI0_47(%rip), %zmm18
	vbroadcastsd	.LCPI0_48(%rip), %zmm19
	vbroadcastsd	.LCPI0_49(%rip), %zmm22
	vbroadcastsd	.LCPI0_50(%rip), %zmm25
	vbroadcastsd	.LCPI0_51(%rip), %zmm26
	vpbroadcastq	.LCPI0_52(%rip), %zmm27
	vpbroadcastq	.LCPI0_53(%rip), %zmm28
	vbroadcastsd	.LCPI0_11(%rip), %zmm29
	.p2align	4
.LBB0_33:
	vcvtudq2pd	(%rcx,%r11), %zmm0
	vaddpd	%zmm12, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm0, %zmm0
	vcvtudq2pd	(%rcx), %zmm1
	vaddpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm29, %zmm1, %zmm1
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
	vmulpd	%zmm30, %zmm3, %zmm5
	vaddpd	%zmm2, %zmm5, %zmm2
	vsubpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm9, %zmm3, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm0
	vmulpd	.LCPI0_29(%rip){1to8}, %zmm1, %zmm2
	vmulpd	%zmm10, %zmm2, %zmm1
	vaddpd	%zmm16, %zmm1, %zmm1
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm1, %zmm3
	vmulpd	.LCPI0_55(%rip){1to8}, %zmm3, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm4
	vmulpd	.LCPI0_34(%rip){1to8}, %zmm3, %zmm5
	vmulpd	.LCPI0_35(%rip){1to8}, %zmm3, %zmm6
	vsubpd	%zmm6, %zmm4, %zmm7
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm4, %zmm8
	vsubpd	%zmm6, %zmm8, %zmm6
	vsubpd	%zmm5, %zmm4, %zmm8
	vpsrlq	$52, %zmm2, %zmm2
	vpandq	%zmm11, %zmm2, %zmm2
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm11, %zmm8, %zmm8
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
	vaddpd	.LCPI0_39(%rip){1to8}, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	.LCPI0_40(%rip){1to8}, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	.LCPI0_56(%rip){1to8}, %zmm4, %zmm7
	vaddpd	.LCPI0_42(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm13, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm12, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm14, %zmm8
	vsubpd	%zmm8, %zmm14, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm9
	vsubpd	%zmm9, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vaddpd	%zmm6, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm15, %zmm4, %zmm7
	vaddpd	%zmm17, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm18, %zmm7, %zmm7
	vmulpd	%zmm19, %zmm4, %zmm8
	vaddpd	%zmm22, %zmm8, %zmm8
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
	vptestnmq	%zmm27, %zmm1, %k1
	vptestnmq	%zmm28, %zmm1, %k2
	vxorpd	%zmm26, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm26, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	%zmm31, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovupd	%ymm0, (%rcx,%r11)
	addq	$32, %rcx
	addq	$-8, %rdx
	jne	.LBB0_33
	movq	328(%rsp), %rcx
	movq	%rcx, %rax
	cmpq	%rcx, %rbp
	vmovsd	.LCPI0_10(%rip), %xmm10
	vmovsd	.LCPI0_11(%rip), %xmm11
	vmovsd	.LCPI0_35(%rip), %xmm29
	vmovsd	.LCPI0_36(%rip), %xmm30
	vpbroadcastq	.LCPI0_37(%rip), %xmm13
	vmovsd	.LCPI0_38(%rip), %xmm14
	vmovsd	.LCPI0_39(%rip), %xmm15
	vmovsd	.LCPI0_40(%rip), %xmm16
	vmovsd	.LCPI0_56(%rip), %xmm17
	vmovsd	.LCPI0_42(%rip), %xmm28
	vmovsd	.LCPI0_43(%rip), %xmm19
	vmovsd	.LCPI0_44(%rip), %xmm18
	vmovsd	.LCPI0_45(%rip), %xmm25
	vmovsd	.LCPI0_46(%rip), %xmm26
	vmovsd	.LCPI0_47(%rip), %xmm22
	vmovsd	.LCPI0_48(%rip), %xmm31
	vmovsd	.LCPI0_49(%rip), %xmm27
	vmovsd	.LCPI0_50(%rip), %xmm8
	je	.LBB0_37
.LBB0_35:
	movq	%rbp, %rcx
	subq	%rax, %rcx
	movq	-120(%rsp), %rdx
	leaq	(%rdx,%rax,4), %rdx
	.p2align	4
.LBB0_36:
	vxorps	%xmm12, %xmm12, %xmm12
	vcvtusi2sdl	(%rdx,%r11), %xmm12, %xmm0
	vaddsd	%xmm0, %xmm10, %xmm0
	vmulsd	%xmm0, %xmm11, %xmm0
	vxorps	%xmm12, %xmm12, %xmm12
	vcvtusi2sdl	(%rdx), %xmm12, %xmm1
	vaddsd	%xmm1, %xmm10, %xmm1
	vmulsd	%xmm1, %xmm11, %xmm1
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
	vaddsd	.LCPI0_17(%rip), %xmm0, %xmm0
	vmulsd	%xmm0, %xmm10, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm2
	vaddsd	.LCPI0_18(%rip), %xmm0, %xmm3
	vdivsd	%xmm3, %xmm0, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm5
	vmulsd	.LCPI0_22(%rip), %xmm5, %xmm6
	vaddsd	.LCPI0_23(%rip), %xmm6, %xmm6
	vmovddup	.LCPI0_19(%rip), %xmm7
	vunpcklpd	%xmm6, %xmm7, %xmm6
	vmovddup	%xmm5, %xmm5
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	.LCPI0_58(%rip), %xmm6, %xmm6
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	.LCPI0_59(%rip), %xmm6, %xmm6
	vunpcklpd	%xmm4, %xmm5, %xmm4
	vmulpd	%xmm6, %xmm4, %xmm4
	vshufpd	$1, %xmm4, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm4, %xmm4
	vcvtsi2sd	%rdi, %xmm12, %xmm5
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
	vmulsd	%xmm29, %xmm2, %xmm5
	vsubsd	%xmm5, %xmm3, %xmm6
	vmulsd	%xmm30, %xmm2, %xmm2
	vsubsd	%xmm6, %xmm3, %xmm7
	vsubsd	%xmm5, %xmm7, %xmm5
	vsubsd	%xmm5, %xmm2, %xmm2
	vsubsd	%xmm4, %xmm3, %xmm5
	vunpcklpd	%xmm1, %xmm5, %xmm1
	vpsrlq	$52, %xmm1, %xmm1
	vpand	%xmm1, %xmm13, %xmm1
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
	vmulsd	%xmm3, %xmm14, %xmm5
	vaddsd	%xmm5, %xmm15, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vaddsd	%xmm16, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm17, %xmm3, %xmm6
	vaddsd	%xmm28, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm19, %xmm6, %xmm6
	vmulsd	%xmm4, %xmm4, %xmm7
	vmulsd	%xmm6, %xmm7, %xmm6
	vaddsd	%xmm6, %xmm5, %xmm5
	vmulsd	%xmm3, %xmm10, %xmm6
	vsubsd	%xmm6, %xmm18, %xmm7
	vmovapd	%xmm8, %xmm9
	vsubsd	%xmm7, %xmm18, %xmm8
	vsubsd	%xmm6, %xmm8, %xmm6
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
	vmovapd	%xmm9, %xmm8
	vaddsd	%xmm5, %xmm6, %xmm5
	vaddsd	%xmm5, %xmm7, %xmm5
	vmulsd	%xmm25, %xmm3, %xmm6
	vaddsd	%xmm26, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm22, %xmm6, %xmm6
	vmulsd	%xmm31, %xmm3, %xmm7
	vaddsd	%xmm27, %xmm7, %xmm7
	vmulsd	%xmm4, %xmm3, %xmm4
	vmulsd	%xmm7, %xmm4, %xmm4
	vaddsd	%xmm6, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm1, %xmm6
	vmulsd	%xmm2, %xmm10, %xmm7
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
	vmulsd	.LCPI0_28(%rip), %xmm0, %xmm0
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%rdx,%r11)
	addq	$4, %rdx
	decq	%rcx
	jne	.LBB0_36
	.p2align	4
.LBB0_37:
	vmovss	-112(%rsp), %xmm0
	vmulss	-28(%rsp), %xmm0, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vcmpltss	%xmm0, %xmm23, %k1
	vmovss	%xmm1, %xmm1, %xmm1 {%k1} {z}
	kmovd	%ebx, %k1
	vmovaps	1904(%rsp), %xmm0
	vmovss	%xmm0, %xmm1, %xmm1 {%k1}
	vmovaps	%xmm1, 176(%rsp)
	vxorps	%xmm1, %xmm1, %xmm1
	movl	$1024, %ecx
	movq	%r10, %rsi
	xorl	%edi, %edi
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm5, %xmm5, %xmm5
	vxorpd	%xmm4, %xmm4, %xmm4
	vbroadcastss	.LCPI0_60(%rip), %zmm6
	vmovaps	%zmm6, %zmm3
	xorl	%r9d, %r9d
	vmovss	.LCPI0_60(%rip), %xmm0
	xorl	%edx, %edx
	vmovapd	%xmm25, %xmm22
	vmovapd	%xmm26, %xmm25
	vmovdqa64	.LCPI0_0(%rip), %zmm12
	vmovdqa64	.LCPI0_4(%rip), %zmm16
	vmovdqa64	.LCPI0_61(%rip), %zmm19
	vmovapd	.LCPI0_62(%rip), %zmm26
	vmovss	.LCPI0_64(%rip), %xmm28
	vmovss	.LCPI0_65(%rip), %xmm27
	vmovss	.LCPI0_66(%rip), %xmm29
	vmovss	.LCPI0_67(%rip), %xmm30
	vmovss	.LCPI0_71(%rip), %xmm11
	jmp	.LBB0_38
	.p2align	4
.LBB0_41:
	vmovss	.LCPI0_73(%rip), %xmm9
.LBB0_85:
	addq	$1024, %rcx
	addq	$-1024, %rdi
	addq	$4096, %rsi
	movq	%r8, %r9
	movq	-128(%rsp), %rbp
	cmpq	%rbp, %r8
	jae	.LBB0_86
.LBB0_38:
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
	jae	.LBB0_40
	.p2align	4
.LBB0_39:
	vpbroadcastq	%rbx, %zmm7
	vmovups	(%r14,%rbx,4), %zmm8
	vmovups	64(%r14,%rbx,4), %zmm9
	vcmpltps	%zmm8, %zmm3, %k0
	vcmpltps	%zmm9, %zmm6, %k1
	vcmpunordps	%zmm24, %zmm8, %k2
	vcmpunordps	%zmm24, %zmm9, %k3
	vcmpordps	%zmm24, %zmm3, %k2 {%k2}
	vcmpordps	%zmm24, %zmm6, %k3 {%k3}
	korw	%k2, %k0, %k2
	korw	%k3, %k1, %k1
	vmovaps	%zmm8, %zmm3 {%k2}
	vmovaps	%zmm9, %zmm6 {%k1}
	vporq	%zmm12, %zmm7, %zmm1 {%k2}
	kshiftrw	$8, %k2, %k2
	vporq	%zmm16, %zmm7, %zmm2 {%k2}
	vporq	%zmm19, %zmm7, %zmm5 {%k1}
	kshiftrw	$8, %k1, %k1
	vorpd	%zmm26, %zmm7, %zmm4 {%k1}
	addq	$32, %rbx
	cmpq	%r11, %rbx
	jb	.LBB0_39
.LBB0_40:
	cmpq	%r10, %r11
	jae	.LBB0_41
	addq	%rdi, %rax
	andq	$-32, %rax
	vmovss	.LCPI0_73(%rip), %xmm9
	.p2align	4
.LBB0_84:
	leaq	(%r9,%rax), %r11
	vmovss	(%rsi,%rax,4), %xmm7
	vucomiss	%xmm0, %xmm7
	seta	%bl
	vcmpordss	%xmm23, %xmm0, %k0
	vcmpunordss	%xmm23, %xmm7, %k1
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
	jb	.LBB0_84
	jmp	.LBB0_85
	.p2align	4
.LBB0_86:
	vcmpunordps	%zmm24, %zmm6, %k0
	vcmpordps	%zmm24, %zmm3, %k1
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
	vpxor	%xmm5, %xmm5, %xmm5
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
	movq	%r10, 112(%rsp)
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
	movl	%ecx, 368(%rsp)
	kmovd	%ecx, %k1
	vmovss	%xmm0, %xmm12, %xmm12 {%k1}
	vbroadcastss	%xmm12, %zmm0
	vpxor	%xmm1, %xmm1, %xmm1
	movl	$1024, %r10d
	movq	-120(%rsp), %r14
	movq	%rbp, %r11
	movq	1920(%rsp), %rbx
	movq	%rbx, %rbp
	xorl	%r12d, %r12d
	xorl	%r15d, %r15d
	xorl	%eax, %eax
	vmovss	.LCPI0_70(%rip), %xmm8
	vmovss	.LCPI0_63(%rip), %xmm16
	vmovss	.LCPI0_69(%rip), %xmm6
	jmp	.LBB0_87
	.p2align	4
.LBB0_82:
	addq	$1024, %r10
	addq	$-1024, %r15
	incq	%r12
	addq	$4096, %rbp
	addq	$-4096, %r14
	movq	-128(%rsp), %r11
	cmpq	%r11, %rax
	jae	.LBB0_42
.LBB0_87:
	movq	%rax, %r8
	cmpq	%r10, %r11
	movq	%r10, %rsi
	cmovbq	%r11, %rsi
	leaq	(%rsi,%r15), %rax
	movq	%rax, -16(%rsp)
	cmpq	$1, %rax
	movq	%rsi, %r9
	adcq	%r15, %r9
	leaq	1024(%r8), %rax
	cmpq	%r11, %rax
	cmovbq	%rax, %r11
	cmpq	%r11, %r8
	vmovss	.LCPI0_74(%rip), %xmm19
	vmovss	.LCPI0_75(%rip), %xmm31
	vmovss	.LCPI0_76(%rip), %xmm26
	jae	.LBB0_74
	movq	%r8, %rcx
	leaq	(%rsi,%r15), %rdi
	cmpq	$4, %rdi
	jb	.LBB0_219
	movq	%r12, %rcx
	shlq	$12, %rcx
	addq	3152(%rsp), %rcx
	movq	2832(%rsp), %rdi
	subq	%rcx, %rdi
	movq	%r8, %rcx
	cmpq	$64, %rdi
	jb	.LBB0_219
	leaq	(%rsi,%r15), %rbx
	cmpq	$16, %rbx
	jae	.LBB0_66
	xorl	%edi, %edi
	vbroadcastss	.LCPI0_63(%rip), %xmm19
	vbroadcastss	.LCPI0_64(%rip), %xmm26
	vbroadcastss	.LCPI0_65(%rip), %xmm31
	jmp	.LBB0_71
.LBB0_66:
	movq	%rsi, %r13
	andq	$-16, %r13
	addq	%r15, %r13
	movl	%esi, %ecx
	andl	$15, %ecx
	movq	%rbx, %rdi
	movq	%rcx, 240(%rsp)
	subq	%rcx, %rdi
	xorl	%ecx, %ecx
	movq	-120(%rsp), %rbx
	vbroadcastss	.LCPI0_63(%rip), %zmm10
	vbroadcastss	.LCPI0_64(%rip), %zmm11
	vbroadcastss	.LCPI0_65(%rip), %zmm13
	vbroadcastss	.LCPI0_66(%rip), %zmm14
	vbroadcastss	.LCPI0_67(%rip), %zmm15
	vbroadcastss	.LCPI0_68(%rip), %zmm17
	vbroadcastss	.LCPI0_69(%rip), %zmm19
	vbroadcastss	.LCPI0_70(%rip), %zmm26
	vbroadcastss	.LCPI0_71(%rip), %zmm22
	vbroadcastss	.LCPI0_72(%rip), %zmm18
	vbroadcastss	.LCPI0_73(%rip), %zmm30
	vbroadcastss	.LCPI0_74(%rip), %zmm25
	vbroadcastss	.LCPI0_75(%rip), %zmm27
	vbroadcastss	.LCPI0_76(%rip), %zmm28
	vpbroadcastd	.LCPI0_77(%rip), %zmm29
	vpbroadcastd	.LCPI0_60(%rip), %zmm16
	vpbroadcastd	.LCPI0_78(%rip), %zmm31
	.p2align	4
.LBB0_67:
	vmovups	(%rbp,%rcx,4), %zmm2
	vsubps	%zmm0, %zmm2, %zmm2
	vmaxps	%zmm2, %zmm10, %zmm3
	vminps	%zmm3, %zmm11, %zmm3
	vmulps	%zmm13, %zmm3, %zmm4
	vaddps	%zmm14, %zmm4, %zmm4
	vaddps	%zmm15, %zmm4, %zmm5
	vmulps	%zmm17, %zmm5, %zmm6
	vaddps	%zmm6, %zmm3, %zmm3
	vmulps	%zmm19, %zmm5, %zmm5
	vsubps	%zmm5, %zmm3, %zmm6
	vmulps	%zmm6, %zmm6, %zmm7
	vmulps	%zmm26, %zmm7, %zmm8
	vaddps	%zmm22, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm8
	vaddps	%zmm18, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm8
	vaddps	%zmm30, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm8
	vaddps	%zmm25, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm7
	vsubps	%zmm7, %zmm6, %zmm7
	vmulps	%zmm7, %zmm6, %zmm6
	vsubps	%zmm7, %zmm27, %zmm7
	vdivps	%zmm7, %zmm6, %zmm6
	vsubps	%zmm6, %zmm5, %zmm5
	vsubps	%zmm5, %zmm3, %zmm3
	vaddps	%zmm28, %zmm3, %zmm3
	vpaddd	%zmm29, %zmm4, %zmm5
	vpsrld	$1, %zmm5, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	vpslld	$23, %zmm4, %zmm4
	vpslld	$23, %zmm5, %zmm5
	vpaddd	%zmm16, %zmm5, %zmm5
	vmulps	%zmm5, %zmm3, %zmm3
	vpaddd	%zmm31, %zmm4, %zmm4
	vmulps	%zmm4, %zmm3, %zmm3
	vcmpunordps	%zmm24, %zmm2, %k1
	vbroadcastss	.LCPI0_79(%rip), %zmm3 {%k1}
	vmovups	%zmm3, (%rbx,%rcx,4)
	addq	$16, %rcx
	cmpq	%rcx, %r13
	jne	.LBB0_67
	movq	240(%rsp), %rcx
	testq	%rcx, %rcx
	movq	1920(%rsp), %rbx
	vmovss	.LCPI0_70(%rip), %xmm8
	vmovsd	.LCPI0_44(%rip), %xmm18
	vmovsd	.LCPI0_45(%rip), %xmm22
	vmovsd	.LCPI0_46(%rip), %xmm25
	vmovss	.LCPI0_63(%rip), %xmm16
	vmovss	.LCPI0_64(%rip), %xmm28
	vmovss	.LCPI0_65(%rip), %xmm27
	vmovss	.LCPI0_66(%rip), %xmm29
	vmovss	.LCPI0_67(%rip), %xmm30
	vmovss	.LCPI0_69(%rip), %xmm6
	vmovss	.LCPI0_71(%rip), %xmm11
	je	.LBB0_74
	cmpl	$4, %ecx
	jb	.LBB0_218
	vbroadcastss	.LCPI0_63(%rip), %xmm19
	vbroadcastss	.LCPI0_64(%rip), %xmm26
	vbroadcastss	.LCPI0_65(%rip), %xmm31
	leaq	(%rsi,%r15), %rbx
.LBB0_71:
	movl	%esi, %ecx
	andl	$3, %ecx
	movq	%rbx, %r13
	subq	%rcx, %r13
	movq	%rbx, %rcx
	movl	%esi, %ebx
	andl	$3, %ebx
	movq	%rbx, 240(%rsp)
	subq	%rbx, %rcx
	addq	%r8, %rcx
	movq	-120(%rsp), %rbx
	vbroadcastss	.LCPI0_66(%rip), %xmm22
	vbroadcastss	.LCPI0_67(%rip), %xmm17
	vbroadcastss	.LCPI0_68(%rip), %xmm15
	vbroadcastss	.LCPI0_69(%rip), %xmm18
	vbroadcastss	.LCPI0_70(%rip), %xmm10
	vbroadcastss	.LCPI0_71(%rip), %xmm30
	vbroadcastss	.LCPI0_72(%rip), %xmm25
	vbroadcastss	.LCPI0_73(%rip), %xmm27
	vbroadcastss	.LCPI0_74(%rip), %xmm28
	vbroadcastss	.LCPI0_75(%rip), %xmm29
	vbroadcastss	.LCPI0_76(%rip), %xmm16
	vpbroadcastd	.LCPI0_77(%rip), %xmm11
	vpbroadcastd	.LCPI0_60(%rip), %xmm13
	vpbroadcastd	.LCPI0_78(%rip), %xmm14
	vxorps	%xmm20, %xmm20, %xmm20
	.p2align	4
.LBB0_72:
	vmovups	(%rbp,%rdi,4), %xmm2
	vsubps	%xmm0, %xmm2, %xmm2
	vmaxps	%xmm2, %xmm19, %xmm3
	vminps	%xmm3, %xmm26, %xmm3
	vmulps	%xmm31, %xmm3, %xmm4
	vaddps	%xmm22, %xmm4, %xmm4
	vaddps	%xmm17, %xmm4, %xmm5
	vmulps	%xmm5, %xmm15, %xmm6
	vaddps	%xmm6, %xmm3, %xmm3
	vmulps	%xmm18, %xmm5, %xmm5
	vsubps	%xmm5, %xmm3, %xmm6
	vmulps	%xmm6, %xmm6, %xmm7
	vmulps	%xmm7, %xmm10, %xmm8
	vaddps	%xmm30, %xmm8, %xmm8
	vmulps	%xmm7, %xmm8, %xmm8
	vaddps	%xmm25, %xmm8, %xmm8
	vmulps	%xmm7, %xmm8, %xmm8
	vaddps	%xmm27, %xmm8, %xmm8
	vmulps	%xmm7, %xmm8, %xmm8
	vaddps	%xmm28, %xmm8, %xmm8
	vmulps	%xmm7, %xmm8, %xmm7
	vsubps	%xmm7, %xmm6, %xmm7
	vmulps	%xmm7, %xmm6, %xmm6
	vsubps	%xmm7, %xmm29, %xmm7
	vdivps	%xmm7, %xmm6, %xmm6
	vsubps	%xmm6, %xmm5, %xmm5
	vsubps	%xmm5, %xmm3, %xmm3
	vaddps	%xmm16, %xmm3, %xmm3
	vpaddd	%xmm4, %xmm11, %xmm5
	vpsrld	$1, %xmm5, %xmm5
	vpsubd	%xmm5, %xmm4, %xmm4
	vpslld	$23, %xmm4, %xmm4
	vpslld	$23, %xmm5, %xmm5
	vpaddd	%xmm5, %xmm13, %xmm5
	vmulps	%xmm5, %xmm3, %xmm3
	vpaddd	%xmm4, %xmm14, %xmm4
	vmulps	%xmm4, %xmm3, %xmm3
	vcmpunordps	%xmm20, %xmm2, %k1
	vbroadcastss	.LCPI0_79(%rip), %xmm3 {%k1}
	vmovups	%xmm3, (%rbx,%rdi,4)
	addq	$4, %rdi
	cmpq	%rdi, %r13
	jne	.LBB0_72
	cmpq	$0, 240(%rsp)
	movq	1920(%rsp), %rbx
	vmovss	.LCPI0_70(%rip), %xmm8
	vmovss	.LCPI0_74(%rip), %xmm19
	vmovss	.LCPI0_75(%rip), %xmm31
	vmovss	.LCPI0_76(%rip), %xmm26
	vmovsd	.LCPI0_44(%rip), %xmm18
	vmovsd	.LCPI0_45(%rip), %xmm22
	vmovsd	.LCPI0_46(%rip), %xmm25
	vmovss	.LCPI0_63(%rip), %xmm16
	vmovss	.LCPI0_64(%rip), %xmm28
	vmovss	.LCPI0_65(%rip), %xmm27
	vmovss	.LCPI0_66(%rip), %xmm29
	vmovss	.LCPI0_67(%rip), %xmm30
	vmovss	.LCPI0_68(%rip), %xmm20
	vmovss	.LCPI0_69(%rip), %xmm6
	vmovss	.LCPI0_71(%rip), %xmm11
	je	.LBB0_74
	.p2align	4
.LBB0_219:
	vmovss	(%rbx,%rcx,4), %xmm2
	vsubss	%xmm12, %xmm2, %xmm2
	vmaxss	%xmm2, %xmm16, %xmm3
	vminss	%xmm3, %xmm28, %xmm3
	vmulss	%xmm27, %xmm3, %xmm4
	vaddss	%xmm29, %xmm4, %xmm4
	vaddss	%xmm30, %xmm4, %xmm5
	vmovd	%xmm4, %edi
	vmulss	%xmm20, %xmm5, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm6, %xmm5, %xmm4
	vsubss	%xmm4, %xmm3, %xmm5
	vmulss	%xmm5, %xmm5, %xmm6
	vmulss	%xmm6, %xmm8, %xmm7
	vaddss	%xmm7, %xmm11, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vaddss	%xmm21, %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vaddss	%xmm7, %xmm9, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vaddss	%xmm19, %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm6
	vsubss	%xmm6, %xmm5, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vsubss	%xmm6, %xmm31, %xmm6
	vdivss	%xmm6, %xmm5, %xmm5
	vmovss	.LCPI0_69(%rip), %xmm6
	vsubss	%xmm5, %xmm4, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vaddss	%xmm26, %xmm3, %xmm3
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
	jne	.LBB0_219
.LBB0_74:
	cmpq	%r8, %r11
	je	.LBB0_82
	cmpq	$8, -16(%rsp)
	movq	-120(%rsp), %rdi
	jae	.LBB0_77
	xorl	%ecx, %ecx
	jmp	.LBB0_80
	.p2align	4
.LBB0_77:
	movq	%r9, %rsi
	andq	$-8, %rsi
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_78:
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
	jne	.LBB0_78
	testb	$7, %r9b
	je	.LBB0_82
.LBB0_80:
	andl	$7, %r9d
	leaq	(%rdi,%rcx,4), %rcx
	xorl	%esi, %esi
	.p2align	4
.LBB0_81:
	vaddss	(%rcx,%rsi,4), %xmm1, %xmm1
	incq	%rsi
	cmpq	%rsi, %r9
	jne	.LBB0_81
	jmp	.LBB0_82
.LBB0_218:
	addq	%r8, %rdi
	movq	%rdi, %rcx
	vmovss	.LCPI0_74(%rip), %xmm19
	vmovss	.LCPI0_75(%rip), %xmm31
	vmovss	.LCPI0_76(%rip), %xmm26
	jmp	.LBB0_219
	.p2align	4
.LBB0_42:
	cmpb	$0, 368(%rsp)
	movq	112(%rsp), %rax
	cmovneq	%rdx, %rax
	vcvtusi2ss	%rax, %xmm9, %xmm2
	vmovss	.LCPI0_76(%rip), %xmm0
	vdivss	%xmm1, %xmm0, %xmm1
	movl	-60(%rsp), %r15d
	testl	%r15d, %r15d
	movq	88(%rsp), %rsi
	movq	96(%rsp), %rdi
	movl	$2143289344, %r8d
	vmovaps	176(%rsp), %xmm10
	je	.LBB0_53
	cmpb	$0, 4048(%rsp)
	movq	360(%rsp), %r13
	movq	-128(%rsp), %rbp
	movl	$3449720151, %r12d
	movq	352(%rsp), %r14
	vmovss	.LCPI0_80(%rip), %xmm14
	je	.LBB0_45
	xorl	%eax, %eax
	movq	1920(%rsp), %r9
	vmovaps	%xmm21, %xmm8
	vmovaps	%xmm11, %xmm21
	vmovaps	%xmm20, %xmm7
	vmovss	.LCPI0_70(%rip), %xmm20
	vmovss	.LCPI0_73(%rip), %xmm9
	vmovss	.LCPI0_74(%rip), %xmm19
	vmovss	.LCPI0_76(%rip), %xmm26
	vmovaps	48(%rsp), %xmm31
	vmovaps	%xmm2, %xmm13
	vmovaps	%xmm1, %xmm17
	.p2align	4
.LBB0_52:
	vmovss	(%r9,%rax,4), %xmm0
	vaddss	%xmm0, %xmm0, %xmm1
	vmulss	%xmm1, %xmm14, %xmm1
	vsubss	(%rdi,%rax,4), %xmm1, %xmm1
	vsubss	%xmm12, %xmm0, %xmm2
	vmaxss	%xmm2, %xmm16, %xmm3
	vminss	%xmm3, %xmm28, %xmm3
	vmulss	%xmm27, %xmm3, %xmm4
	vaddss	%xmm29, %xmm4, %xmm4
	vaddss	%xmm30, %xmm4, %xmm5
	vmovd	%xmm4, %ecx
	vmulss	%xmm7, %xmm5, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm6, %xmm5, %xmm4
	vsubss	%xmm4, %xmm3, %xmm5
	vmovaps	%xmm6, %xmm11
	vmulss	%xmm5, %xmm5, %xmm6
	vmovaps	%xmm7, %xmm15
	vmulss	%xmm20, %xmm6, %xmm7
	vaddss	%xmm21, %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vaddss	%xmm7, %xmm8, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vaddss	%xmm7, %xmm9, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vaddss	%xmm19, %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm6
	vmovss	.LCPI0_75(%rip), %xmm7
	vsubss	%xmm6, %xmm5, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vsubss	%xmm6, %xmm7, %xmm6
	vmovaps	%xmm15, %xmm7
	vdivss	%xmm6, %xmm5, %xmm5
	vmovaps	%xmm11, %xmm6
	vsubss	%xmm5, %xmm4, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vaddss	%xmm26, %xmm3, %xmm3
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
	vcvtusi2ss	%rax, %xmm24, %xmm2
	vmulss	%xmm3, %xmm17, %xmm3
	vaddss	%xmm3, %xmm1, %xmm1
	vcmpeqss	%xmm13, %xmm2, %k1
	vmovss	.LCPI0_81(%rip), %xmm2 {%k1} {z}
	vaddss	%xmm1, %xmm2, %xmm1
	vmulss	%xmm1, %xmm31, %xmm1
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
	jne	.LBB0_52
	jmp	.LBB0_63
	.p2align	4
.LBB0_53:
	cmpb	$0, 2800(%rsp)
	movq	360(%rsp), %r13
	movq	-128(%rsp), %rbp
	movl	$3449720151, %r12d
	movq	352(%rsp), %r14
	vmovss	.LCPI0_80(%rip), %xmm3
	je	.LBB0_56
	xorl	%eax, %eax
	movq	1920(%rsp), %rsi
	vmovaps	%xmm21, %xmm8
	vmovaps	%xmm11, %xmm21
	vmovaps	%xmm20, %xmm7
	vmovss	.LCPI0_70(%rip), %xmm20
	vmovss	.LCPI0_73(%rip), %xmm9
	vmovss	.LCPI0_74(%rip), %xmm19
	vmovss	.LCPI0_76(%rip), %xmm31
	vmovaps	48(%rsp), %xmm26
	vmovaps	%xmm2, %xmm10
	vmovaps	%xmm1, %xmm13
	.p2align	4
.LBB0_55:
	vmovss	(%rsi,%rax,4), %xmm0
	vaddss	%xmm0, %xmm0, %xmm1
	vmulss	%xmm3, %xmm1, %xmm1
	vsubss	(%rdi,%rax,4), %xmm1, %xmm1
	vsubss	%xmm12, %xmm0, %xmm2
	vmovaps	%xmm3, %xmm14
	vmaxss	%xmm2, %xmm16, %xmm3
	vminss	%xmm3, %xmm28, %xmm3
	vmulss	%xmm27, %xmm3, %xmm4
	vaddss	%xmm29, %xmm4, %xmm4
	vaddss	%xmm30, %xmm4, %xmm5
	vmovd	%xmm4, %ecx
	vmulss	%xmm7, %xmm5, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm6, %xmm5, %xmm4
	vsubss	%xmm4, %xmm3, %xmm5
	vmovaps	%xmm6, %xmm11
	vmulss	%xmm5, %xmm5, %xmm6
	vmovaps	%xmm7, %xmm15
	vmulss	%xmm20, %xmm6, %xmm7
	vaddss	%xmm21, %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vaddss	%xmm7, %xmm8, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vaddss	%xmm7, %xmm9, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vaddss	%xmm19, %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm6
	vmovss	.LCPI0_75(%rip), %xmm7
	vsubss	%xmm6, %xmm5, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vsubss	%xmm6, %xmm7, %xmm6
	vmovaps	%xmm15, %xmm7
	vdivss	%xmm6, %xmm5, %xmm5
	vmovaps	%xmm11, %xmm6
	vsubss	%xmm5, %xmm4, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vaddss	%xmm31, %xmm3, %xmm3
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
	vmulss	%xmm3, %xmm13, %xmm2
	vmovaps	%xmm14, %xmm3
	vaddss	%xmm2, %xmm1, %xmm1
	vcvtusi2ss	%rax, %xmm24, %xmm2
	vcmpeqss	%xmm10, %xmm2, %k1
	vmovss	.LCPI0_81(%rip), %xmm2 {%k1} {z}
	vaddss	%xmm1, %xmm2, %xmm1
	vmulss	%xmm1, %xmm26, %xmm1
	vsubss	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movl	%ecx, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r8d, %ecx
	movl	%ecx, (%rsi,%rax,4)
	incq	%rax
	cmpq	%rax, %rbp
	jne	.LBB0_55
	jmp	.LBB0_63
	.p2align	4
.LBB0_45:
	vbroadcastss	%xmm12, %zmm0
	vmovaps	%xmm1, 240(%rsp)
	vbroadcastss	%xmm1, %zmm1
	vmovaps	%xmm2, -16(%rsp)
	vbroadcastss	%xmm2, %zmm2
	vbroadcastss	%xmm10, %zmm3
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm4
	vmovdqa64	.LCPI0_4(%rip), %zmm5
	movq	-88(%rsp), %rcx
	movq	1920(%rsp), %r9
	vbroadcastss	.LCPI0_69(%rip), %zmm26
	vbroadcastss	.LCPI0_70(%rip), %zmm31
	vbroadcastss	.LCPI0_71(%rip), %zmm22
	vbroadcastss	.LCPI0_72(%rip), %zmm18
	vbroadcastss	.LCPI0_73(%rip), %zmm8
	vbroadcastss	.LCPI0_74(%rip), %zmm30
	vbroadcastss	.LCPI0_75(%rip), %zmm25
	vbroadcastss	.LCPI0_76(%rip), %zmm27
	vpbroadcastd	.LCPI0_77(%rip), %zmm28
	vpbroadcastd	.LCPI0_60(%rip), %zmm29
	vpbroadcastd	.LCPI0_78(%rip), %zmm9
	vbroadcastss	.LCPI0_80(%rip), %zmm17
	vbroadcastss	.LCPI0_82(%rip), %zmm19
	vmovups	2960(%rsp), %zmm20
	vpbroadcastq	.LCPI0_1(%rip), %zmm21
	.p2align	4
.LBB0_46:
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
	vmulps	%zmm26, %zmm13, %zmm13
	vsubps	%zmm13, %zmm10, %zmm14
	vmulps	%zmm14, %zmm14, %zmm15
	vmulps	%zmm31, %zmm15, %zmm16
	vaddps	%zmm22, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm16
	vaddps	%zmm18, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm16
	vaddps	%zmm8, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm16
	vaddps	%zmm30, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm15
	vsubps	%zmm15, %zmm14, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm15, %zmm25, %zmm15
	vdivps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm10, %zmm10
	vaddps	%zmm27, %zmm10, %zmm10
	vpaddd	%zmm28, %zmm11, %zmm13
	vpsrld	$1, %zmm13, %zmm13
	vpsubd	%zmm13, %zmm11, %zmm11
	vpslld	$23, %zmm13, %zmm13
	vpaddd	%zmm29, %zmm13, %zmm13
	vmulps	%zmm13, %zmm10, %zmm10
	vaddps	%zmm6, %zmm6, %zmm13
	vmulps	%zmm17, %zmm13, %zmm13
	vsubps	(%rdi,%rax,4), %zmm13, %zmm13
	vpslld	$23, %zmm11, %zmm11
	vpaddd	%zmm9, %zmm11, %zmm11
	vmulps	%zmm11, %zmm10, %zmm10
	vcmpunordps	%zmm24, %zmm7, %k1
	vbroadcastss	.LCPI0_79(%rip), %zmm10 {%k1}
	vmulps	%zmm10, %zmm1, %zmm7
	vaddps	%zmm7, %zmm13, %zmm7
	vcvtuqq2ps	%zmm4, %ymm10
	vcvtuqq2ps	%zmm5, %ymm11
	vinsertf64x4	$1, %ymm11, %zmm10, %zmm10
	vcmpeqps	%zmm10, %zmm2, %k1
	vbroadcastss	.LCPI0_81(%rip), %zmm10 {%k1} {z}
	vaddps	%zmm7, %zmm10, %zmm7
	vmulps	%zmm7, %zmm20, %zmm7
	vmulps	(%rsi,%rax,4), %zmm3, %zmm10
	vsubps	%zmm7, %zmm6, %zmm6
	vaddps	%zmm6, %zmm10, %zmm6
	vandps	%zmm19, %zmm6, %zmm7
	vpcmpgtd	%zmm9, %zmm7, %k1
	vpbroadcastd	.LCPI0_79(%rip), %zmm6 {%k1}
	vmovdqu64	%zmm6, (%r9,%rax,4)
	addq	$16, %rax
	vpaddq	%zmm21, %zmm4, %zmm4
	vpaddq	%zmm21, %zmm5, %zmm5
	cmpq	%rax, %rcx
	jne	.LBB0_46
	cmpq	%rcx, %rbp
	vmovss	.LCPI0_64(%rip), %xmm0
	vmovss	.LCPI0_65(%rip), %xmm27
	vmovss	.LCPI0_66(%rip), %xmm29
	vmovss	.LCPI0_67(%rip), %xmm30
	vmovss	.LCPI0_68(%rip), %xmm7
	vmovss	.LCPI0_69(%rip), %xmm6
	vmovss	.LCPI0_70(%rip), %xmm20
	vmovss	.LCPI0_71(%rip), %xmm21
	vmovss	.LCPI0_72(%rip), %xmm8
	vmovss	.LCPI0_73(%rip), %xmm9
	vmovss	.LCPI0_74(%rip), %xmm19
	vmovss	.LCPI0_76(%rip), %xmm26
	vmovss	.LCPI0_80(%rip), %xmm14
	vmovsd	.LCPI0_44(%rip), %xmm18
	vmovsd	.LCPI0_45(%rip), %xmm22
	vmovsd	.LCPI0_46(%rip), %xmm25
	vmovaps	48(%rsp), %xmm31
	vmovss	.LCPI0_63(%rip), %xmm16
	vmovaps	176(%rsp), %xmm10
	vmovaps	-16(%rsp), %xmm13
	vmovaps	240(%rsp), %xmm17
	je	.LBB0_63
	vmovaps	%xmm0, %xmm28
	movq	-88(%rsp), %rax
	testb	$12, %bpl
	je	.LBB0_52
	vbroadcastss	%xmm12, %xmm0
	vbroadcastss	%xmm17, %xmm1
	vbroadcastss	%xmm13, %xmm2
	vbroadcastss	%xmm10, %xmm3
	movq	-88(%rsp), %rax
	vmovdqu	2768(%rsp), %ymm4
	movq	64(%rsp), %rcx
	vpbroadcastd	.LCPI0_60(%rip), %xmm31
	vpbroadcastd	.LCPI0_78(%rip), %xmm17
	vbroadcastss	.LCPI0_80(%rip), %xmm18
	vbroadcastss	.LCPI0_82(%rip), %xmm22
	vpbroadcastq	.LCPI0_83(%rip), %ymm25
	vmovups	2960(%rsp), %zmm16
	vxorps	%xmm28, %xmm28, %xmm28
	vbroadcastss	.LCPI0_69(%rip), %xmm30
	vbroadcastss	.LCPI0_70(%rip), %xmm27
	vbroadcastss	.LCPI0_68(%rip), %xmm29
	vbroadcastss	.LCPI0_71(%rip), %xmm8
	vbroadcastss	.LCPI0_72(%rip), %xmm9
	vbroadcastss	.LCPI0_73(%rip), %xmm19
	vbroadcastss	.LCPI0_74(%rip), %xmm20
	vbroadcastss	.LCPI0_75(%rip), %xmm21
	vbroadcastss	.LCPI0_76(%rip), %xmm26
	.p2align	4
.LBB0_50:
	vmovups	(%r9,%rax,4), %xmm5
	vsubps	%xmm0, %xmm5, %xmm6
	vbroadcastss	.LCPI0_63(%rip), %xmm7
	vmaxps	%xmm6, %xmm7, %xmm7
	vbroadcastss	.LCPI0_64(%rip), %xmm10
	vminps	%xmm7, %xmm10, %xmm7
	vmulps	.LCPI0_65(%rip){1to4}, %xmm7, %xmm10
	vaddps	.LCPI0_66(%rip){1to4}, %xmm10, %xmm10
	vaddps	.LCPI0_67(%rip){1to4}, %xmm10, %xmm11
	vmulps	%xmm29, %xmm11, %xmm13
	vaddps	%xmm7, %xmm13, %xmm7
	vmulps	%xmm30, %xmm11, %xmm11
	vsubps	%xmm11, %xmm7, %xmm13
	vmulps	%xmm13, %xmm13, %xmm14
	vmulps	%xmm27, %xmm14, %xmm15
	vaddps	%xmm8, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm15
	vaddps	%xmm9, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm15
	vaddps	%xmm19, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm15
	vaddps	%xmm20, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm14
	vsubps	%xmm14, %xmm13, %xmm14
	vmulps	%xmm14, %xmm13, %xmm13
	vsubps	%xmm14, %xmm21, %xmm14
	vdivps	%xmm14, %xmm13, %xmm13
	vsubps	%xmm13, %xmm11, %xmm11
	vsubps	%xmm11, %xmm7, %xmm7
	vaddps	%xmm26, %xmm7, %xmm7
	vpaddd	.LCPI0_77(%rip){1to4}, %xmm10, %xmm11
	vpsrld	$1, %xmm11, %xmm11
	vpsubd	%xmm11, %xmm10, %xmm10
	vpslld	$23, %xmm11, %xmm11
	vpaddd	%xmm31, %xmm11, %xmm11
	vmulps	%xmm7, %xmm11, %xmm7
	vpslld	$23, %xmm10, %xmm10
	vpaddd	%xmm17, %xmm10, %xmm10
	vmulps	%xmm7, %xmm10, %xmm7
	vcmpunordps	%xmm28, %xmm6, %k1
	vaddps	%xmm5, %xmm5, %xmm6
	vmulps	%xmm18, %xmm6, %xmm6
	vsubps	(%rdi,%rax,4), %xmm6, %xmm6
	vbroadcastss	.LCPI0_79(%rip), %xmm7 {%k1}
	vmulps	%xmm7, %xmm1, %xmm7
	vaddps	%xmm7, %xmm6, %xmm6
	vcvtuqq2ps	%ymm4, %xmm7
	vcmpeqps	%xmm7, %xmm2, %k1
	vbroadcastss	.LCPI0_81(%rip), %xmm7 {%k1} {z}
	vaddps	%xmm6, %xmm7, %xmm6
	vmulps	%xmm6, %xmm16, %xmm6
	vmulps	(%rsi,%rax,4), %xmm3, %xmm7
	vsubps	%xmm6, %xmm5, %xmm5
	vaddps	%xmm5, %xmm7, %xmm5
	vandps	%xmm22, %xmm5, %xmm6
	vpcmpgtd	%xmm17, %xmm6, %k1
	vpbroadcastd	.LCPI0_79(%rip), %xmm5 {%k1}
	vmovdqu	%xmm5, (%r9,%rax,4)
	addq	$4, %rax
	vpaddq	%ymm25, %ymm4, %ymm4
	cmpq	%rax, %rcx
	jne	.LBB0_50
	movq	%rcx, %rax
	cmpq	%rcx, %rbp
	vmovss	.LCPI0_65(%rip), %xmm27
	vmovss	.LCPI0_66(%rip), %xmm29
	vmovss	.LCPI0_67(%rip), %xmm30
	vmovss	.LCPI0_68(%rip), %xmm7
	vmovss	.LCPI0_69(%rip), %xmm6
	vmovss	.LCPI0_70(%rip), %xmm20
	vmovss	.LCPI0_71(%rip), %xmm21
	vmovss	.LCPI0_72(%rip), %xmm8
	vmovss	.LCPI0_73(%rip), %xmm9
	vmovss	.LCPI0_74(%rip), %xmm19
	vmovss	.LCPI0_76(%rip), %xmm26
	vmovsd	.LCPI0_44(%rip), %xmm18
	vmovsd	.LCPI0_45(%rip), %xmm22
	vmovsd	.LCPI0_46(%rip), %xmm25
	vmovaps	48(%rsp), %xmm31
	vmovss	.LCPI0_63(%rip), %xmm16
	vmovss	.LCPI0_64(%rip), %xmm28
	vmovss	.LCPI0_80(%rip), %xmm14
	vmovaps	176(%rsp), %xmm10
	vmovaps	-16(%rsp), %xmm13
	vmovaps	240(%rsp), %xmm17
	jne	.LBB0_52
	jmp	.LBB0_63
.LBB0_56:
	vbroadcastss	%xmm12, %zmm0
	vmovaps	%xmm1, 240(%rsp)
	vbroadcastss	%xmm1, %zmm1
	vmovaps	%xmm2, -16(%rsp)
	vbroadcastss	%xmm2, %zmm2
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm3
	vmovdqa64	.LCPI0_4(%rip), %zmm4
	movq	-88(%rsp), %rcx
	movq	1920(%rsp), %rsi
	vbroadcastss	.LCPI0_68(%rip), %zmm21
	vbroadcastss	.LCPI0_69(%rip), %zmm26
	vbroadcastss	.LCPI0_70(%rip), %zmm31
	vbroadcastss	.LCPI0_71(%rip), %zmm22
	vbroadcastss	.LCPI0_72(%rip), %zmm18
	vbroadcastss	.LCPI0_73(%rip), %zmm30
	vbroadcastss	.LCPI0_74(%rip), %zmm25
	vbroadcastss	.LCPI0_75(%rip), %zmm27
	vbroadcastss	.LCPI0_76(%rip), %zmm28
	vpbroadcastd	.LCPI0_77(%rip), %zmm29
	vpbroadcastd	.LCPI0_60(%rip), %zmm8
	vpbroadcastd	.LCPI0_78(%rip), %zmm16
	vbroadcastss	.LCPI0_80(%rip), %zmm9
	vbroadcastss	.LCPI0_82(%rip), %zmm17
	vmovups	2960(%rsp), %zmm19
	vpbroadcastq	.LCPI0_1(%rip), %zmm20
	.p2align	4
.LBB0_57:
	vmovups	(%rsi,%rax,4), %zmm5
	vsubps	%zmm0, %zmm5, %zmm6
	vbroadcastss	.LCPI0_63(%rip), %zmm7
	vmaxps	%zmm6, %zmm7, %zmm7
	vbroadcastss	.LCPI0_64(%rip), %zmm10
	vminps	%zmm7, %zmm10, %zmm7
	vmulps	.LCPI0_65(%rip){1to16}, %zmm7, %zmm10
	vaddps	.LCPI0_66(%rip){1to16}, %zmm10, %zmm10
	vaddps	.LCPI0_67(%rip){1to16}, %zmm10, %zmm11
	vmulps	%zmm21, %zmm11, %zmm13
	vaddps	%zmm13, %zmm7, %zmm7
	vmulps	%zmm26, %zmm11, %zmm11
	vsubps	%zmm11, %zmm7, %zmm13
	vmulps	%zmm13, %zmm13, %zmm14
	vmulps	%zmm31, %zmm14, %zmm15
	vaddps	%zmm22, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm18, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm30, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm25, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm14, %zmm13, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm14, %zmm27, %zmm14
	vdivps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm11, %zmm11
	vsubps	%zmm11, %zmm7, %zmm7
	vaddps	%zmm28, %zmm7, %zmm7
	vpaddd	%zmm29, %zmm10, %zmm11
	vpsrld	$1, %zmm11, %zmm11
	vpsubd	%zmm11, %zmm10, %zmm10
	vpslld	$23, %zmm11, %zmm11
	vpaddd	%zmm8, %zmm11, %zmm11
	vmulps	%zmm11, %zmm7, %zmm7
	vaddps	%zmm5, %zmm5, %zmm11
	vmulps	%zmm9, %zmm11, %zmm11
	vsubps	(%rdi,%rax,4), %zmm11, %zmm11
	vpslld	$23, %zmm10, %zmm10
	vpaddd	%zmm16, %zmm10, %zmm10
	vmulps	%zmm10, %zmm7, %zmm7
	vcmpunordps	%zmm24, %zmm6, %k1
	vbroadcastss	.LCPI0_79(%rip), %zmm7 {%k1}
	vmulps	%zmm7, %zmm1, %zmm6
	vcvtuqq2ps	%zmm3, %ymm7
	vcvtuqq2ps	%zmm4, %ymm10
	vaddps	%zmm6, %zmm11, %zmm6
	vinsertf64x4	$1, %ymm10, %zmm7, %zmm7
	vcmpeqps	%zmm7, %zmm2, %k1
	vbroadcastss	.LCPI0_81(%rip), %zmm7 {%k1} {z}
	vaddps	%zmm6, %zmm7, %zmm6
	vmulps	%zmm6, %zmm19, %zmm6
	vsubps	%zmm6, %zmm5, %zmm5
	vandps	%zmm17, %zmm5, %zmm6
	vpcmpgtd	%zmm16, %zmm6, %k1
	vpbroadcastd	.LCPI0_79(%rip), %zmm5 {%k1}
	vmovdqu64	%zmm5, (%rsi,%rax,4)
	addq	$16, %rax
	vpaddq	%zmm20, %zmm3, %zmm3
	vpaddq	%zmm20, %zmm4, %zmm4
	cmpq	%rax, %rcx
	jne	.LBB0_57
	cmpq	%rcx, %rbp
	vmovss	.LCPI0_65(%rip), %xmm27
	vmovss	.LCPI0_66(%rip), %xmm29
	vmovss	.LCPI0_67(%rip), %xmm30
	vmovss	.LCPI0_68(%rip), %xmm7
	vmovss	.LCPI0_69(%rip), %xmm6
	vmovss	.LCPI0_70(%rip), %xmm20
	vmovss	.LCPI0_71(%rip), %xmm21
	vmovss	.LCPI0_72(%rip), %xmm8
	vmovss	.LCPI0_73(%rip), %xmm9
	vmovss	.LCPI0_74(%rip), %xmm19
	vmovss	.LCPI0_76(%rip), %xmm31
	vmovss	.LCPI0_80(%rip), %xmm3
	vmovsd	.LCPI0_44(%rip), %xmm18
	vmovsd	.LCPI0_45(%rip), %xmm22
	vmovsd	.LCPI0_46(%rip), %xmm25
	vmovaps	48(%rsp), %xmm26
	vmovss	.LCPI0_63(%rip), %xmm16
	vmovss	.LCPI0_64(%rip), %xmm28
	vmovaps	-16(%rsp), %xmm10
	vmovaps	240(%rsp), %xmm13
	je	.LBB0_63
	movq	-88(%rsp), %rax
	testb	$12, %bpl
	je	.LBB0_55
	vbroadcastss	%xmm12, %xmm0
	vbroadcastss	%xmm13, %xmm1
	vbroadcastss	%xmm10, %xmm2
	movq	-88(%rsp), %rax
	vmovdqu	2768(%rsp), %ymm3
	movq	64(%rsp), %rcx
	vpbroadcastd	.LCPI0_77(%rip), %xmm15
	vpbroadcastd	.LCPI0_60(%rip), %xmm26
	vpbroadcastd	.LCPI0_78(%rip), %xmm17
	vbroadcastss	.LCPI0_80(%rip), %xmm18
	vbroadcastss	.LCPI0_82(%rip), %xmm22
	vpbroadcastq	.LCPI0_83(%rip), %ymm25
	vmovups	2960(%rsp), %zmm16
	vxorps	%xmm28, %xmm28, %xmm28
	vbroadcastss	.LCPI0_69(%rip), %xmm30
	vbroadcastss	.LCPI0_70(%rip), %xmm27
	vbroadcastss	.LCPI0_68(%rip), %xmm29
	vbroadcastss	.LCPI0_71(%rip), %xmm31
	vbroadcastss	.LCPI0_72(%rip), %xmm8
	vbroadcastss	.LCPI0_73(%rip), %xmm9
	vbroadcastss	.LCPI0_74(%rip), %xmm19
	vbroadcastss	.LCPI0_75(%rip), %xmm20
	vbroadcastss	.LCPI0_76(%rip), %xmm21
	.p2align	4
.LBB0_61:
	vmovups	(%rsi,%rax,4), %xmm4
	vsubps	%xmm0, %xmm4, %xmm5
	vbroadcastss	.LCPI0_63(%rip), %xmm6
	vmaxps	%xmm5, %xmm6, %xmm6
	vbroadcastss	.LCPI0_64(%rip), %xmm7
	vminps	%xmm6, %xmm7, %xmm6
	vmulps	.LCPI0_65(%rip){1to4}, %xmm6, %xmm7
	vaddps	.LCPI0_66(%rip){1to4}, %xmm7, %xmm7
	vaddps	.LCPI0_67(%rip){1to4}, %xmm7, %xmm10
	vmulps	%xmm29, %xmm10, %xmm11
	vaddps	%xmm6, %xmm11, %xmm6
	vmulps	%xmm30, %xmm10, %xmm10
	vsubps	%xmm10, %xmm6, %xmm11
	vmulps	%xmm11, %xmm11, %xmm13
	vmulps	%xmm27, %xmm13, %xmm14
	vaddps	%xmm31, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	%xmm8, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	%xmm9, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	%xmm19, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm13
	vsubps	%xmm13, %xmm11, %xmm13
	vmulps	%xmm13, %xmm11, %xmm11
	vsubps	%xmm13, %xmm20, %xmm13
	vdivps	%xmm13, %xmm11, %xmm11
	vsubps	%xmm11, %xmm10, %xmm10
	vsubps	%xmm10, %xmm6, %xmm6
	vaddps	%xmm21, %xmm6, %xmm6
	vpaddd	%xmm7, %xmm15, %xmm10
	vpsrld	$1, %xmm10, %xmm10
	vpsubd	%xmm10, %xmm7, %xmm7
	vpslld	$23, %xmm10, %xmm10
	vpaddd	%xmm26, %xmm10, %xmm10
	vmulps	%xmm6, %xmm10, %xmm6
	vpslld	$23, %xmm7, %xmm7
	vpaddd	%xmm17, %xmm7, %xmm7
	vmulps	%xmm7, %xmm6, %xmm6
	vcmpunordps	%xmm28, %xmm5, %k1
	vaddps	%xmm4, %xmm4, %xmm5
	vmulps	%xmm18, %xmm5, %xmm5
	vsubps	(%rdi,%rax,4), %xmm5, %xmm5
	vbroadcastss	.LCPI0_79(%rip), %xmm6 {%k1}
	vmulps	%xmm6, %xmm1, %xmm6
	vaddps	%xmm6, %xmm5, %xmm5
	vcvtuqq2ps	%ymm3, %xmm6
	vcmpeqps	%xmm6, %xmm2, %k1
	vbroadcastss	.LCPI0_81(%rip), %xmm6 {%k1} {z}
	vaddps	%xmm5, %xmm6, %xmm5
	vmulps	%xmm5, %xmm16, %xmm5
	vsubps	%xmm5, %xmm4, %xmm4
	vandps	%xmm22, %xmm4, %xmm5
	vpcmpgtd	%xmm17, %xmm5, %k1
	vpbroadcastd	.LCPI0_79(%rip), %xmm4 {%k1}
	vmovdqu	%xmm4, (%rsi,%rax,4)
	addq	$4, %rax
	vpaddq	%ymm25, %ymm3, %ymm3
	cmpq	%rax, %rcx
	jne	.LBB0_61
	movq	%rcx, %rax
	cmpq	%rcx, %rbp
	vmovss	.LCPI0_66(%rip), %xmm29
	vmovss	.LCPI0_67(%rip), %xmm30
	vmovss	.LCPI0_68(%rip), %xmm7
	vmovss	.LCPI0_69(%rip), %xmm6
	vmovss	.LCPI0_70(%rip), %xmm20
	vmovss	.LCPI0_71(%rip), %xmm21
	vmovss	.LCPI0_72(%rip), %xmm8
	vmovss	.LCPI0_73(%rip), %xmm9
	vmovss	.LCPI0_74(%rip), %xmm19
	vmovss	.LCPI0_76(%rip), %xmm31
	vmovsd	.LCPI0_44(%rip), %xmm18
	vmovsd	.LCPI0_45(%rip), %xmm22
	vmovsd	.LCPI0_46(%rip), %xmm25
	vmovaps	48(%rsp), %xmm26
	vmovss	.LCPI0_63(%rip), %xmm16
	vmovss	.LCPI0_64(%rip), %xmm28
	vmovss	.LCPI0_65(%rip), %xmm27
	vmovss	.LCPI0_80(%rip), %xmm3
	vmovaps	-16(%rsp), %xmm10
	vmovaps	240(%rsp), %xmm13
	jne	.LBB0_55
	jmp	.LBB0_63
.LBB0_65:
	addq	$136472, %rsp
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
