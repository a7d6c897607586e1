	.file	"bivector_pull.toml"
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
.LCPI0_60:
	.zero	64,15
.LCPI0_61:
	.byte	0
	.byte	1
	.byte	1
	.byte	2
	.byte	1
	.byte	2
	.byte	2
	.byte	3
	.byte	1
	.byte	2
	.byte	2
	.byte	3
	.byte	2
	.byte	3
	.byte	3
	.byte	4
	.byte	0
	.byte	1
	.byte	1
	.byte	2
	.byte	1
	.byte	2
	.byte	2
	.byte	3
	.byte	1
	.byte	2
	.byte	2
	.byte	3
	.byte	2
	.byte	3
	.byte	3
	.byte	4
	.byte	0
	.byte	1
	.byte	1
	.byte	2
	.byte	1
	.byte	2
	.byte	2
	.byte	3
	.byte	1
	.byte	2
	.byte	2
	.byte	3
	.byte	2
	.byte	3
	.byte	3
	.byte	4
	.byte	0
	.byte	1
	.byte	1
	.byte	2
	.byte	1
	.byte	2
	.byte	2
	.byte	3
	.byte	1
	.byte	2
	.byte	2
	.byte	3
	.byte	2
	.byte	3
	.byte	3
	.byte	4
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
.LCPI0_70:
	.quad	4
.LCPI0_74:
	.quad	63
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
.LCPI0_7:
	.long	3449720151
.LCPI0_62:
	.long	0x3f800000
.LCPI0_63:
	.long	0x2b8cbccc
.LCPI0_64:
	.long	0xbf000000
.LCPI0_65:
	.long	0x7fffffff
.LCPI0_66:
	.long	2139095040
.LCPI0_67:
	.long	2143289344
.LCPI0_71:
	.long	0x3f000000
.LCPI0_75:
	.zero	4,15
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
.LCPI0_72:
	.long	0
	.long	4
	.long	2
	.long	6
.LCPI0_73:
	.long	1
	.long	5
	.long	3
	.long	7
.LCPI0_76:
	.byte	0
	.byte	1
	.byte	1
	.byte	2
	.byte	1
	.byte	2
	.byte	2
	.byte	3
	.byte	1
	.byte	2
	.byte	2
	.byte	3
	.byte	2
	.byte	3
	.byte	3
	.byte	4
	.section	.rodata.cst32,"aM",@progbits,32
	.p2align	5, 0x0
.LCPI0_68:
	.zero	32,15
.LCPI0_69:
	.byte	0
	.byte	1
	.byte	1
	.byte	2
	.byte	1
	.byte	2
	.byte	2
	.byte	3
	.byte	1
	.byte	2
	.byte	2
	.byte	3
	.byte	2
	.byte	3
	.byte	3
	.byte	4
	.byte	0
	.byte	1
	.byte	1
	.byte	2
	.byte	1
	.byte	2
	.byte	2
	.byte	3
	.byte	1
	.byte	2
	.byte	2
	.byte	3
	.byte	2
	.byte	3
	.byte	3
	.byte	4
	.text
	.globl	tessera_bivector_pull_x86_64_v4
	.p2align	4
	.type	tessera_bivector_pull_x86_64_v4,@function
tessera_bivector_pull_x86_64_v4:
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
	subq	$1448, %rsp
	movq	%rdi, %rax
	movq	(%rdi), %rcx
	movq	%rcx, -88(%rsp)
	movq	8(%rdi), %rcx
	movq	%rcx, 376(%rsp)
	movq	16(%rdi), %rcx
	movq	%rcx, -8(%rsp)
	movq	32(%rdi), %r15
	movq	40(%rdi), %rdx
	movq	48(%rdi), %rdi
	vmovss	64(%rax), %xmm10
	vmovss	68(%rax), %xmm0
	vmovss	%xmm0, -24(%rsp)
	movq	56(%rax), %rcx
	movq	%rcx, (%rsp)
	movl	72(%rax), %ecx
	movl	%ecx, -116(%rsp)
	vmovss	80(%rax), %xmm0
	vmovss	%xmm0, -28(%rsp)
	vmovss	84(%rax), %xmm0
	vmovss	%xmm0, -32(%rsp)
	movl	76(%rax), %ecx
	movl	%ecx, -20(%rsp)
	vmovd	88(%rax), %xmm0
	vmovd	%xmm0, -36(%rsp)
	movq	96(%rax), %rcx
	movq	%rcx, -104(%rsp)
	movq	104(%rax), %rcx
	movq	%rcx, 904(%rsp)
	cmpq	$127, %rdi
	movq	%rdx, 312(%rsp)
	ja	.LBB0_26
	movq	%rdx, %rsi
	subq	%r15, %rsi
	jbe	.LBB0_84
	movq	%rdi, %r11
	shlq	$6, %r11
	movl	$3449720151, %r9d
	movq	-104(%rsp), %r8
	movq	%r8, %rax
	shrq	$32, %rax
	leaq	(%r8,%r9), %rcx
	addq	$-795284382, %rcx
	leaq	-305585874(%rax,%r9), %rdx
	movq	%rdx, 4256(%rsp)
	leaq	1013904242(%r8), %rdx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 4192(%rsp)
	leaq	1993301258(%rax), %rcx
	vpbroadcastq	%rdx, %zmm0
	leaq	218619860(%r8,%r9), %rdx
	vpbroadcastq	%rcx, %zmm1
	vmovdqu64	%zmm1, 4128(%rsp)
	leaq	842468239(%rax), %rcx
	vpbroadcastq	%rdx, %zmm9
	leaq	2027808484(%r8), %rdx
	vpbroadcastq	%rcx, %zmm11
	leaq	536882365(%rax,%r9), %rcx
	vpbroadcastq	%rdx, %zmm12
	leaq	387276957(%r8), %rdx
	vpbroadcastq	%rcx, %zmm13
	leaq	-613950654(%rax,%r9), %rcx
	vpbroadcastq	%rdx, %zmm14
	leaq	-408007425(%r8,%r9), %rdx
	vpbroadcastq	%rcx, %zmm15
	leaq	1684936478(%rax), %rcx
	vpbroadcastq	%rdx, %zmm16
	leaq	1401181199(%r8), %rdx
	vpbroadcastq	%rcx, %zmm17
	leaq	(%rax,%r9), %rcx
	addq	$228517585, %rcx
	addq	$534103459, %rax
	vpbroadcastq	%rdx, %zmm18
	leal	-1879881855(%r8), %edx
	vpbroadcastq	%rdi, %zmm19
	vpbroadcastq	%r8, %zmm20
	vpbroadcastq	%rax, %zmm21
	vpbroadcastq	%rcx, %zmm22
	movq	312(%rsp), %rcx
	vpbroadcastd	%edx, %zmm23
	vbroadcastss	%xmm10, %zmm10
	movq	376(%rsp), %rax
	leaq	64(%rax,%r15,4), %rbx
	leaq	(%rax,%r15,4), %r14
	vpbroadcastq	.LCPI0_1(%rip), %zmm28
	vmovdqu64	%zmm0, 4320(%rsp)
	vmovdqu64	%zmm9, 3616(%rsp)
	vmovdqu64	%zmm11, 3552(%rsp)
	vmovdqu64	%zmm12, 3488(%rsp)
	vmovdqu64	%zmm13, 3424(%rsp)
	vmovdqu64	%zmm14, 3360(%rsp)
	vmovdqu64	%zmm15, 3296(%rsp)
	vmovdqu64	%zmm16, 3232(%rsp)
	vmovdqu64	%zmm17, 3168(%rsp)
	vmovdqu64	%zmm18, 3104(%rsp)
	vmovdqu64	%zmm19, 3040(%rsp)
	vmovdqu64	%zmm20, 2976(%rsp)
	vmovdqu64	%zmm21, 2912(%rsp)
	vmovdqu64	%zmm22, 4064(%rsp)
	vmovdqu64	%zmm23, 4000(%rsp)
	vmovupd	%zmm10, 2848(%rsp)
	jmp	.LBB0_5
	.p2align	4
.LBB0_149:
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rdi
.LBB0_150:
	cmpq	%r13, %rax
	cmovbq	%rax, %r12
	addq	%r15, %r12
	imulq	%rdi, %r12
	movq	%rdx, %rcx
	shlq	$8, %rcx
	addq	%rsp, %rcx
	addq	$5544, %rcx
	vmovd	(%rcx,%rax,4), %xmm0
	movq	-88(%rsp), %rax
	leaq	(%rax,%r12,4), %rax
	vmovd	%xmm0, (%rax,%rdx,4)
.LBB0_151:
	addq	$64, %r15
	addq	$-64, %rsi
	addq	$256, %rbx
	addq	$256, %r14
	movq	312(%rsp), %rcx
	cmpq	%rcx, %r15
	jae	.LBB0_84
.LBB0_5:
	cmpq	$64, %rsi
	movl	$64, %eax
	cmovbq	%rsi, %rax
	movq	%rax, 152(%rsp)
	cmpq	$1, %rsi
	movq	%rsi, %rax
	adcq	$0, %rax
	cmpq	$64, %rax
	movl	$64, %edx
	cmovaeq	%rdx, %rax
	subq	%r15, %rcx
	cmpq	$64, %rcx
	movl	$64, %r13d
	cmovbq	%rcx, %r13
	leaq	-1(%r13), %r12
	testq	%rdi, %rdi
	movq	-88(%rsp), %r10
	movq	-8(%rsp), %rbp
	je	.LBB0_8
	xorl	%edx, %edx
	.p2align	4
.LBB0_7:
	movl	%edx, %r8d
	andl	$62, %r8d
	movq	%rdx, %r9
	shrq	$6, %r9
	cmpq	%r8, %rcx
	cmovbeq	%r12, %r8
	addq	%r15, %r8
	imulq	%rdi, %r8
	addq	%r9, %r8
	vmovss	(%r10,%r8,4), %xmm0
	vmovss	%xmm0, 5544(%rsp,%rdx,4)
	vmovss	(%rbp,%r8,4), %xmm0
	vmovss	%xmm0, 103848(%rsp,%rdx,4)
	leal	1(%rdx), %r8d
	andl	$63, %r8d
	cmpq	%r8, %rcx
	cmovbeq	%r12, %r8
	addq	%r15, %r8
	imulq	%rdi, %r8
	addq	%r9, %r8
	vmovss	(%r10,%r8,4), %xmm0
	vmovss	%xmm0, 5548(%rsp,%rdx,4)
	vmovd	(%rbp,%r8,4), %xmm0
	vmovd	%xmm0, 103852(%rsp,%rdx,4)
	addq	$2, %rdx
	cmpq	%rdx, %r11
	jne	.LBB0_7
.LBB0_8:
	cmpq	$0, (%rsp)
	je	.LBB0_108
	movl	%eax, %ecx
	andl	$124, %ecx
	movl	%eax, %edx
	andl	$96, %edx
	vpbroadcastq	%r15, %zmm29
	movl	%eax, %r8d
	andl	$96, %r8d
	movq	%r8, 88(%rsp)
	movl	%eax, %r8d
	andl	$124, %r8d
	movq	%r8, 80(%rsp)
	movl	%eax, %r8d
	andl	$96, %r8d
	movq	%r8, 72(%rsp)
	movl	%eax, %r8d
	andl	$124, %r8d
	movq	%r8, 160(%rsp)
	xorl	%r9d, %r9d
	vmovss	-28(%rsp), %xmm0
	vmovss	%xmm0, 64(%rsp)
	vmovss	-24(%rsp), %xmm0
	vmovaps	%xmm0, 3936(%rsp)
	movq	%r15, %r10
	vmovdqu64	%zmm29, 4384(%rsp)
	jmp	.LBB0_10
	.p2align	4
.LBB0_122:
	incq	%r9
	cmpq	(%rsp), %r9
	movq	%r10, %r15
	je	.LBB0_108
.LBB0_10:
	cmpl	$0, -20(%rsp)
	jne	.LBB0_11
	cmpl	$0, -116(%rsp)
	je	.LBB0_123
.LBB0_13:
	testq	%rdi, %rdi
	je	.LBB0_23
	movq	904(%rsp), %r8
	addq	%r9, %r8
	movq	%r8, %rbp
	shrq	$32, %rbp
	movl	$3449720151, %r15d
	imulq	%r15, %rbp
	vpbroadcastq	%rbp, %zmm0
	shrq	$32, %rbp
	xorl	-104(%rsp), %r8d
	xorl	%ebp, %r8d
	leaq	78811644(%r15), %rbp
	imulq	%r8, %rbp
	vpbroadcastq	%rbp, %zmm1
	shrq	$32, %rbp
	xorq	4256(%rsp), %rbp
	vpbroadcastq	%rbp, %zmm2
	vmovdqu64	%zmm2, 1264(%rsp)
	vpxorq	4192(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2064(%rsp)
	vpxorq	4128(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 2000(%rsp)
	xorl	%r8d, %r8d
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vmovdqa64	.LCPI0_4(%rip), %zmm2
	vpbroadcastq	.LCPI0_5(%rip), %zmm17
	vpbroadcastq	.LCPI0_6(%rip), %zmm20
	.p2align	4
.LBB0_15:
	vmovdqu64	%zmm2, 240(%rsp)
	vmovdqu64	%zmm1, 576(%rsp)
	vpaddq	%zmm28, %zmm1, %zmm0
	vpaddq	%zmm28, %zmm2, %zmm1
	vpbroadcastq	.LCPI0_2(%rip), %zmm3
	vpaddq	576(%rsp), %zmm3, %zmm2
	vpaddq	240(%rsp), %zmm3, %zmm3
	vpbroadcastq	.LCPI0_3(%rip), %zmm5
	vpaddq	576(%rsp), %zmm5, %zmm4
	vpaddq	240(%rsp), %zmm5, %zmm5
	vpbroadcastq	.LCPI0_74(%rip), %zmm13
	vpandq	240(%rsp), %zmm13, %zmm6
	vpandq	576(%rsp), %zmm13, %zmm7
	vpandq	%zmm13, %zmm1, %zmm8
	vpandq	%zmm13, %zmm0, %zmm9
	vpandq	%zmm13, %zmm3, %zmm10
	vpandq	%zmm13, %zmm2, %zmm11
	vpandq	%zmm13, %zmm5, %zmm12
	vpandq	%zmm13, %zmm4, %zmm13
	vpsrlq	$6, 240(%rsp), %zmm14
	vpsrlq	$6, 576(%rsp), %zmm15
	vpsrlq	$6, %zmm1, %zmm1
	vpsrlq	$6, %zmm0, %zmm0
	vpsrlq	$6, %zmm3, %zmm3
	vpsrlq	$6, %zmm2, %zmm2
	vpsrlq	$6, %zmm5, %zmm5
	vpsrlq	$6, %zmm4, %zmm4
	vmovdqu64	4384(%rsp), %zmm18
	vpaddq	%zmm18, %zmm7, %zmm7
	vpaddq	%zmm18, %zmm6, %zmm6
	vpaddq	%zmm18, %zmm9, %zmm9
	vpaddq	%zmm18, %zmm8, %zmm8
	vpaddq	%zmm18, %zmm11, %zmm11
	vpaddq	%zmm18, %zmm10, %zmm10
	vmovdqu64	3040(%rsp), %zmm16
	vpmullq	%zmm16, %zmm6, %zmm6
	vpmullq	%zmm16, %zmm7, %zmm7
	vpmullq	%zmm16, %zmm8, %zmm8
	vpmullq	%zmm16, %zmm9, %zmm9
	vpaddq	%zmm18, %zmm13, %zmm13
	vpaddq	%zmm18, %zmm12, %zmm12
	vpmullq	%zmm16, %zmm10, %zmm10
	vpaddq	%zmm14, %zmm6, %zmm14
	vpaddq	%zmm15, %zmm7, %zmm7
	vpaddq	%zmm1, %zmm8, %zmm8
	vpmullq	%zmm16, %zmm11, %zmm1
	vpaddq	%zmm0, %zmm9, %zmm9
	vpaddq	%zmm3, %zmm10, %zmm10
	vpaddq	%zmm2, %zmm1, %zmm11
	vpmullq	%zmm16, %zmm12, %zmm0
	vpaddq	%zmm5, %zmm0, %zmm5
	vpmullq	%zmm16, %zmm13, %zmm0
	vpaddq	%zmm4, %zmm0, %zmm4
	vpmuludq	%zmm17, %zmm14, %zmm16
	vpmuludq	%zmm17, %zmm7, %zmm3
	vpmuludq	%zmm17, %zmm8, %zmm1
	vpmuludq	%zmm17, %zmm9, %zmm19
	vpmuludq	%zmm17, %zmm10, %zmm0
	vpmuludq	%zmm17, %zmm11, %zmm18
	vpmuludq	%zmm17, %zmm5, %zmm2
	vpmuludq	%zmm17, %zmm4, %zmm6
	vmovdqu64	2976(%rsp), %zmm12
	vpternlogq	$150, %zmm12, %zmm3, %zmm7
	vpternlogq	$150, %zmm12, %zmm16, %zmm14
	vpternlogq	$150, %zmm12, %zmm19, %zmm9
	vpternlogq	$150, %zmm12, %zmm1, %zmm8
	vpternlogq	$150, %zmm12, %zmm18, %zmm11
	vpternlogq	$150, %zmm12, %zmm0, %zmm10
	vpternlogq	$150, %zmm12, %zmm6, %zmm4
	vpternlogq	$150, %zmm12, %zmm2, %zmm5
	vpsrlq	$32, %zmm14, %zmm12
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm5, %zmm13
	vpsrlq	$32, %zmm4, %zmm4
	vpmuludq	%zmm20, %zmm7, %zmm25
	vpmuludq	%zmm20, %zmm12, %zmm24
	vpmuludq	%zmm20, %zmm9, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm13
	vpsrlq	$32, %zmm24, %zmm9
	vpsrlq	$32, %zmm25, %zmm10
	vpsrlq	$32, %zmm20, %zmm11
	vpsrlq	$32, %zmm22, %zmm12
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm8, %zmm21
	vpsrlq	$32, %zmm13, %zmm23
	vpsrlq	$32, %zmm15, %zmm26
	vmovdqu64	2064(%rsp), %zmm27
	vpxorq	%zmm27, %zmm10, %zmm10
	vpmuludq	%zmm17, %zmm10, %zmm10
	vmovdqu64	%zmm10, 176(%rsp)
	vpxorq	%zmm27, %zmm9, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm17
	vpxorq	%zmm27, %zmm12, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm4
	vmovdqu64	%zmm4, 448(%rsp)
	vpxorq	%zmm27, %zmm11, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm29
	vmovdqu64	%zmm29, 512(%rsp)
	vpxorq	%zmm27, %zmm21, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm12
	vmovdqu64	%zmm12, 1680(%rsp)
	vpxorq	%zmm27, %zmm14, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm5
	vmovdqu64	%zmm5, 768(%rsp)
	vpxorq	%zmm27, %zmm26, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm11
	vmovdqu64	%zmm11, 1616(%rsp)
	vpxorq	%zmm27, %zmm23, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm9
	vmovdqu64	%zmm9, 384(%rsp)
	vmovdqu64	1264(%rsp), %zmm28
	vpxorq	%zmm3, %zmm28, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm3
	vpxorq	%zmm16, %zmm28, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm16
	vpxorq	%zmm19, %zmm28, %zmm19
	vpsrlq	$32, %zmm17, %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm23
	vpxorq	%zmm1, %zmm28, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm21
	vpxorq	%zmm18, %zmm28, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm9
	vpsrlq	$32, %zmm10, %zmm10
	vpxorq	%zmm0, %zmm28, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm19
	vpxorq	%zmm6, %zmm28, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm14
	vpxorq	%zmm2, %zmm28, %zmm2
	vpsrlq	$32, %zmm29, %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm18
	vmovdqu64	%zmm18, 832(%rsp)
	vpsrlq	$32, %zmm16, %zmm2
	vpsrlq	$32, %zmm3, %zmm6
	vpsrlq	$32, %zmm21, %zmm29
	vpsrlq	$32, %zmm23, %zmm30
	vpsrlq	$32, %zmm4, %zmm31
	vmovdqu64	4320(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm25, %zmm6
	vpsrlq	$32, %zmm19, %zmm25
	vpternlogq	$150, %zmm0, %zmm24, %zmm2
	vpsrlq	$32, %zmm9, %zmm24
	vpternlogq	$150, %zmm0, %zmm22, %zmm30
	vpsrlq	$32, %zmm5, %zmm1
	vpternlogq	$150, %zmm0, %zmm20, %zmm29
	vpsrlq	$32, %zmm18, %zmm20
	vpternlogq	$150, %zmm0, %zmm8, %zmm24
	vpsrlq	$32, %zmm14, %zmm22
	vpternlogq	$150, %zmm0, %zmm7, %zmm25
	vpsrlq	$32, %zmm12, %zmm7
	vpternlogq	$150, %zmm0, %zmm15, %zmm22
	vpternlogq	$150, %zmm0, %zmm13, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm5
	vmovdqu64	%zmm5, 1200(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm6
	vmovdqu64	%zmm6, 1488(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm8
	vpsrlq	$32, %zmm11, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm11
	vmovdqu64	%zmm11, 992(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm27
	vmovdqu64	%zmm27, 640(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm12
	vmovdqu64	%zmm12, 704(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm18
	vmovdqu64	%zmm18, 1136(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm13
	vmovdqu64	%zmm13, 928(%rsp)
	vmovdqu64	2000(%rsp), %zmm0
	vpxorq	%zmm0, %zmm10, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm24
	vpxorq	%zmm0, %zmm26, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm30
	vpxorq	%zmm0, %zmm31, %zmm2
	vpxorq	%zmm0, %zmm28, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm28
	vpxorq	%zmm0, %zmm7, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm2
	vpxorq	%zmm0, %zmm1, %zmm1
	vpxorq	%zmm0, %zmm4, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm10
	vmovdqu64	%zmm10, 1360(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm1
	vmovdqu64	%zmm1, 1424(%rsp)
	vpsrlq	$32, %zmm24, %zmm20
	vmovdqu64	3616(%rsp), %zmm7
	vpternlogq	$150, %zmm3, %zmm7, %zmm20
	vpsrlq	$32, %zmm30, %zmm25
	vpternlogq	$150, %zmm16, %zmm7, %zmm25
	vpsrlq	$32, %zmm29, %zmm26
	vpternlogq	$150, %zmm23, %zmm7, %zmm26
	vpsrlq	$32, %zmm28, %zmm16
	vpternlogq	$150, %zmm21, %zmm7, %zmm16
	vpsrlq	$32, %zmm2, %zmm23
	vpternlogq	$150, %zmm9, %zmm7, %zmm23
	vpsrlq	$32, %zmm10, %zmm31
	vpternlogq	$150, %zmm19, %zmm7, %zmm31
	vpsrlq	$32, %zmm1, %zmm21
	vpternlogq	$150, %zmm14, %zmm7, %zmm21
	vpsrlq	$32, %zmm5, %zmm3
	vmovdqu64	3552(%rsp), %zmm1
	vpternlogq	$150, %zmm1, %zmm17, %zmm3
	vpsrlq	$32, %zmm6, %zmm9
	vpternlogq	$150, 176(%rsp), %zmm1, %zmm9
	vpsrlq	$32, %zmm8, %zmm10
	vmovdqa64	%zmm8, %zmm6
	vpternlogq	$150, 512(%rsp), %zmm1, %zmm10
	vpsrlq	$32, %zmm11, %zmm15
	vpternlogq	$150, 448(%rsp), %zmm1, %zmm15
	vpsrlq	$32, %zmm27, %zmm17
	vpternlogq	$150, 768(%rsp), %zmm1, %zmm17
	vpsrlq	$32, %zmm12, %zmm14
	vpternlogq	$150, 1680(%rsp), %zmm1, %zmm14
	vpsrlq	$32, %zmm13, %zmm13
	vpternlogq	$150, 1616(%rsp), %zmm1, %zmm13
	vpsrlq	$32, %zmm18, %zmm27
	vmovdqu64	384(%rsp), %zmm4
	vpternlogq	$150, %zmm1, %zmm4, %zmm27
	vpsrlq	$32, %zmm4, %zmm1
	vpxorq	%zmm0, %zmm1, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm22
	vpsrlq	$32, %zmm22, %zmm1
	vpternlogq	$150, 832(%rsp), %zmm7, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm18
	vpsrlq	$32, %zmm18, %zmm11
	vmovdqu64	3488(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm24, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm19
	vpsrlq	$32, %zmm19, %zmm4
	vpternlogq	$150, %zmm0, %zmm30, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm3
	vmovdqu64	%zmm3, 768(%rsp)
	vpsrlq	$32, %zmm3, %zmm12
	vpternlogq	$150, %zmm0, %zmm29, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm3
	vmovdqu64	%zmm3, 448(%rsp)
	vpsrlq	$32, %zmm3, %zmm29
	vpternlogq	$150, %zmm0, %zmm28, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm3
	vmovdqu64	%zmm3, 832(%rsp)
	vpsrlq	$32, %zmm3, %zmm10
	vpternlogq	$150, %zmm0, %zmm2, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm2
	vmovdqu64	%zmm2, 512(%rsp)
	vpsrlq	$32, %zmm2, %zmm15
	vpternlogq	$150, 1360(%rsp), %zmm0, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm2
	vmovdqu64	%zmm2, 176(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, 1424(%rsp), %zmm0, %zmm2
	vmovdqu64	%zmm2, 384(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm5
	vpsrlq	$32, %zmm5, %zmm28
	vmovdqu64	3424(%rsp), %zmm2
	vpternlogq	$150, 1200(%rsp), %zmm2, %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm7
	vpsrlq	$32, %zmm7, %zmm8
	vpternlogq	$150, 1488(%rsp), %zmm2, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm25
	vpsrlq	$32, %zmm25, %zmm9
	vpternlogq	$150, %zmm6, %zmm2, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm26
	vpsrlq	$32, %zmm26, %zmm6
	vpternlogq	$150, 992(%rsp), %zmm2, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm17
	vpsrlq	$32, %zmm17, %zmm13
	vpternlogq	$150, 640(%rsp), %zmm2, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm30
	vpsrlq	$32, %zmm30, %zmm23
	vpternlogq	$150, 704(%rsp), %zmm2, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 640(%rsp)
	vpsrlq	$32, %zmm1, %zmm24
	vpternlogq	$150, 1136(%rsp), %zmm2, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm1
	vmovdqu64	%zmm1, 704(%rsp)
	vpsrlq	$32, %zmm1, %zmm14
	vpternlogq	$150, 928(%rsp), %zmm2, %zmm14
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm31
	vpsrlq	$32, %zmm31, %zmm3
	vpternlogq	$150, %zmm0, %zmm22, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm27
	vpsrlq	$32, %zmm27, %zmm21
	vmovdqu64	3360(%rsp), %zmm0
	vpternlogq	$150, %zmm18, %zmm0, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm28, %zmm20
	vpsrlq	$32, %zmm20, %zmm18
	vpternlogq	$150, %zmm19, %zmm0, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm28
	vmovdqu64	3296(%rsp), %zmm16
	vpternlogq	$150, %zmm16, %zmm5, %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm8
	vpsrlq	$32, %zmm8, %zmm6
	vpternlogq	$150, 768(%rsp), %zmm0, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm1
	vmovdqu64	%zmm1, 768(%rsp)
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm16, %zmm7, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm19
	vpternlogq	$150, 448(%rsp), %zmm0, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm1
	vmovdqu64	%zmm1, 448(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vpternlogq	$150, %zmm16, %zmm25, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm29
	vpsrlq	$32, %zmm29, %zmm11
	vpternlogq	$150, 832(%rsp), %zmm0, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm1
	vmovdqu64	%zmm1, 928(%rsp)
	vpsrlq	$32, %zmm1, %zmm7
	vpternlogq	$150, %zmm16, %zmm26, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm12
	vpsrlq	$32, %zmm12, %zmm23
	vpternlogq	$150, 512(%rsp), %zmm0, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm13
	vpsrlq	$32, %zmm13, %zmm1
	vpternlogq	$150, %zmm16, %zmm17, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm15
	vpsrlq	$32, %zmm15, %zmm14
	vpternlogq	$150, 176(%rsp), %zmm0, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm26
	vpsrlq	$32, %zmm26, %zmm10
	vpternlogq	$150, %zmm16, %zmm30, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm24, %zmm17
	vmovdqu64	%zmm17, 512(%rsp)
	vpsrlq	$32, %zmm17, %zmm17
	vpternlogq	$150, %zmm31, %zmm0, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm31
	vpsrlq	$32, %zmm31, %zmm22
	vpternlogq	$150, 640(%rsp), %zmm16, %zmm22
	vmovdqu64	384(%rsp), %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm25
	vpsrlq	$32, %zmm25, %zmm30
	vpternlogq	$150, 704(%rsp), %zmm16, %zmm30
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm0
	vmovdqu64	%zmm0, 832(%rsp)
	vpsrlq	$32, %zmm0, %zmm24
	vmovdqu64	3232(%rsp), %zmm3
	vpternlogq	$150, %zmm3, %zmm27, %zmm24
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm28, %zmm0
	vmovdqu64	%zmm0, 704(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, %zmm3, %zmm20, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm20
	vpsrlq	$32, %zmm20, %zmm5
	vpternlogq	$150, %zmm3, %zmm8, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm27
	vpsrlq	$32, %zmm27, %zmm8
	vpternlogq	$150, %zmm3, %zmm9, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm28
	vpsrlq	$32, %zmm28, %zmm9
	vpternlogq	$150, %zmm3, %zmm29, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm29
	vpsrlq	$32, %zmm29, %zmm10
	vpternlogq	$150, %zmm3, %zmm12, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm30, %zmm30
	vpsrlq	$32, %zmm30, %zmm12
	vpternlogq	$150, %zmm3, %zmm15, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm0
	vmovdqu64	%zmm0, 384(%rsp)
	vpsrlq	$32, %zmm0, %zmm18
	vmovdqu64	3168(%rsp), %zmm0
	vpternlogq	$150, %zmm4, %zmm0, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm1
	vmovdqu64	%zmm1, 176(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 768(%rsp), %zmm0, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm15
	vpsrlq	$32, %zmm15, %zmm19
	vpternlogq	$150, 448(%rsp), %zmm0, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm4
	vpternlogq	$150, 928(%rsp), %zmm0, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm2
	vmovdqu64	%zmm2, 448(%rsp)
	vpsrlq	$32, %zmm2, %zmm23
	vpternlogq	$150, %zmm13, %zmm0, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm13
	vpternlogq	$150, %zmm26, %zmm0, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm17
	vpsrlq	$32, %zmm17, %zmm26
	vpternlogq	$150, %zmm31, %zmm0, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm14
	vpsrlq	$32, %zmm14, %zmm2
	vpternlogq	$150, %zmm25, %zmm0, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm31
	vpsrlq	$32, %zmm31, %zmm25
	vpternlogq	$150, 512(%rsp), %zmm3, %zmm25
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm7
	vmovdqu64	3104(%rsp), %zmm1
	vpternlogq	$150, 832(%rsp), %zmm1, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm3
	vpsrlq	$32, %zmm3, %zmm21
	vpternlogq	$150, 704(%rsp), %zmm1, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm20, %zmm1, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm3
	vpsrlq	$32, %zmm3, %zmm18
	vpternlogq	$150, %zmm27, %zmm1, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm3
	vpsrlq	$32, %zmm3, %zmm13
	vpternlogq	$150, %zmm28, %zmm1, %zmm13
	vpbroadcastq	.LCPI0_1(%rip), %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm3
	vpsrlq	$32, %zmm3, %zmm20
	vpternlogq	$150, %zmm29, %zmm1, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm22
	vpternlogq	$150, %zmm30, %zmm1, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm25
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm26, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm8
	vpsrlq	$32, %zmm2, %zmm12
	vpternlogq	$150, %zmm31, %zmm1, %zmm12
	vpsrlq	$32, %zmm27, %zmm2
	vmovdqu64	2912(%rsp), %zmm1
	vpternlogq	$150, 384(%rsp), %zmm1, %zmm2
	vpsrlq	$32, %zmm24, %zmm3
	vpternlogq	$150, 176(%rsp), %zmm1, %zmm3
	vpsrlq	$32, %zmm23, %zmm5
	vpternlogq	$150, %zmm1, %zmm15, %zmm5
	vpsrlq	$32, %zmm19, %zmm15
	vpternlogq	$150, %zmm1, %zmm6, %zmm15
	vpsrlq	$32, %zmm10, %zmm6
	vpternlogq	$150, 448(%rsp), %zmm1, %zmm6
	vpsrlq	$32, %zmm9, %zmm4
	vpternlogq	$150, %zmm1, %zmm11, %zmm4
	vpsrlq	$32, %zmm25, %zmm11
	vpternlogq	$150, %zmm1, %zmm17, %zmm11
	vpbroadcastq	.LCPI0_5(%rip), %zmm17
	vpsrlq	$32, %zmm8, %zmm16
	vpternlogq	$150, %zmm1, %zmm14, %zmm16
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm2, %ymm2
	vinserti64x4	$1, %ymm2, %zmm3, %zmm2
	vpmovqd	%zmm15, %ymm3
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm3, %zmm3
	vpmovqd	%zmm4, %ymm4
	vpmovqd	%zmm6, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpmovqd	%zmm16, %ymm5
	vpmovqd	%zmm11, %ymm6
	vinserti64x4	$1, %ymm6, %zmm5, %zmm5
	vpmuludq	%zmm17, %zmm21, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vmovdqu64	4064(%rsp), %zmm16
	vpternlogq	$150, %zmm27, %zmm16, %zmm6
	vpmuludq	%zmm17, %zmm7, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm24, %zmm16, %zmm1
	vpmuludq	%zmm17, %zmm18, %zmm11
	vpsrlq	$32, %zmm11, %zmm11
	vpternlogq	$150, %zmm23, %zmm16, %zmm11
	vpmuludq	%zmm17, %zmm0, %zmm0
	vpmuludq	%zmm17, %zmm20, %zmm14
	vpbroadcastq	.LCPI0_6(%rip), %zmm20
	vpmuludq	%zmm17, %zmm13, %zmm13
	vpmuludq	%zmm17, %zmm12, %zmm12
	vpmuludq	%zmm17, %zmm22, %zmm15
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm19, %zmm16, %zmm0
	vpternlogq	$150, %zmm10, %zmm16, %zmm14
	vpternlogq	$150, %zmm9, %zmm16, %zmm13
	vpternlogq	$150, %zmm25, %zmm16, %zmm12
	vpternlogq	$150, %zmm8, %zmm16, %zmm15
	vpmuludq	%zmm20, %zmm1, %zmm1
	vpmuludq	%zmm20, %zmm6, %zmm6
	vpmuludq	%zmm20, %zmm0, %zmm0
	vpmuludq	%zmm20, %zmm11, %zmm7
	vpmuludq	%zmm20, %zmm13, %zmm8
	vpmuludq	%zmm20, %zmm14, %zmm9
	vpmuludq	%zmm20, %zmm15, %zmm10
	vpmuludq	%zmm20, %zmm12, %zmm11
	vpsrlq	$32, %zmm6, %zmm12
	vpsrlq	$32, %zmm1, %zmm13
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
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm1, %zmm1
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm7, %ymm6
	vinserti64x4	$1, %ymm6, %zmm0, %zmm0
	vpmovqd	%zmm8, %ymm6
	vpmovqd	%zmm9, %ymm7
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vpmovqd	%zmm10, %ymm7
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_7(%rip), %zmm9
	vpmulld	%zmm9, %zmm2, %zmm2
	vmovdqu64	4000(%rsp), %zmm8
	vpternlogd	$150, %zmm2, %zmm8, %zmm12
	vpmulld	%zmm9, %zmm3, %zmm2
	vpternlogd	$150, %zmm2, %zmm8, %zmm14
	vpmulld	%zmm9, %zmm4, %zmm2
	vpternlogd	$150, %zmm2, %zmm8, %zmm13
	vpmulld	%zmm9, %zmm5, %zmm2
	vpternlogd	$150, %zmm2, %zmm8, %zmm15
	vmovdqu64	240(%rsp), %zmm2
	vmovdqu64	%zmm12, 38312(%rsp,%r8,4)
	vmovdqu64	%zmm14, 38376(%rsp,%r8,4)
	vmovdqu64	%zmm1, 71080(%rsp,%r8,4)
	vmovdqu64	576(%rsp), %zmm1
	vmovdqu64	%zmm13, 38440(%rsp,%r8,4)
	vmovdqu64	%zmm0, 71144(%rsp,%r8,4)
	vmovdqu64	%zmm6, 71208(%rsp,%r8,4)
	vmovdqu64	%zmm15, 38504(%rsp,%r8,4)
	vmovdqu64	%zmm7, 71272(%rsp,%r8,4)
	addq	$64, %r8
	vpbroadcastq	.LCPI0_8(%rip), %zmm0
	vpaddq	%zmm0, %zmm1, %zmm1
	vpaddq	%zmm0, %zmm2, %zmm2
	cmpq	%r8, %r11
	jne	.LBB0_15
	xorl	%r8d, %r8d
	vbroadcastsd	.LCPI0_29(%rip), %zmm11
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vbroadcastsd	.LCPI0_32(%rip), %zmm16
	vbroadcastsd	.LCPI0_33(%rip), %zmm25
	vbroadcastsd	.LCPI0_34(%rip), %zmm26
	vbroadcastsd	.LCPI0_35(%rip), %zmm27
	vbroadcastsd	.LCPI0_36(%rip), %zmm29
	vpbroadcastq	.LCPI0_37(%rip), %zmm30
	.p2align	4
.LBB0_17:
	vcvtudq2pd	71080(%rsp,%r8,4), %zmm0
	vcvtudq2pd	71112(%rsp,%r8,4), %zmm1
	vcvtudq2pd	71144(%rsp,%r8,4), %zmm2
	vcvtudq2pd	71176(%rsp,%r8,4), %zmm3
	vcvtudq2pd	71208(%rsp,%r8,4), %zmm4
	vcvtudq2pd	71240(%rsp,%r8,4), %zmm5
	vcvtudq2pd	71272(%rsp,%r8,4), %zmm6
	vcvtudq2pd	71304(%rsp,%r8,4), %zmm7
	vbroadcastsd	.LCPI0_10(%rip), %zmm10
	vaddpd	%zmm10, %zmm1, %zmm1
	vaddpd	%zmm10, %zmm0, %zmm0
	vaddpd	%zmm10, %zmm3, %zmm3
	vaddpd	%zmm10, %zmm2, %zmm2
	vaddpd	%zmm10, %zmm5, %zmm8
	vaddpd	%zmm10, %zmm4, %zmm9
	vaddpd	%zmm10, %zmm7, %zmm7
	vaddpd	%zmm10, %zmm6, %zmm10
	vbroadcastsd	.LCPI0_11(%rip), %zmm12
	vmulpd	%zmm12, %zmm0, %zmm0
	vmulpd	%zmm12, %zmm1, %zmm4
	vmulpd	%zmm12, %zmm2, %zmm1
	vmulpd	%zmm12, %zmm3, %zmm5
	vmulpd	%zmm12, %zmm9, %zmm2
	vmulpd	%zmm12, %zmm8, %zmm6
	vmulpd	%zmm12, %zmm10, %zmm3
	vmulpd	%zmm12, %zmm7, %zmm7
	vmulpd	%zmm11, %zmm4, %zmm14
	vmulpd	%zmm11, %zmm0, %zmm21
	vmulpd	%zmm11, %zmm5, %zmm10
	vmulpd	%zmm11, %zmm1, %zmm12
	vmulpd	%zmm11, %zmm6, %zmm4
	vmulpd	%zmm11, %zmm2, %zmm9
	vmulpd	%zmm11, %zmm7, %zmm0
	vmulpd	%zmm11, %zmm3, %zmm1
	vmulpd	%zmm13, %zmm21, %zmm2
	vmulpd	%zmm13, %zmm14, %zmm3
	vmulpd	%zmm13, %zmm12, %zmm5
	vmulpd	%zmm13, %zmm10, %zmm6
	vmulpd	%zmm13, %zmm9, %zmm7
	vmulpd	%zmm13, %zmm4, %zmm8
	vmulpd	%zmm13, %zmm1, %zmm11
	vmulpd	%zmm13, %zmm0, %zmm13
	vaddpd	%zmm15, %zmm3, %zmm22
	vmovupd	%zmm22, 2000(%rsp)
	vaddpd	%zmm15, %zmm2, %zmm17
	vmovupd	%zmm17, 2064(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm18
	vmovupd	%zmm18, 1264(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm19
	vmovupd	%zmm19, 1616(%rsp)
	vaddpd	%zmm15, %zmm8, %zmm3
	vmovupd	%zmm3, 1680(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm6
	vmovupd	%zmm6, 1360(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm2
	vmovupd	%zmm2, 1424(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm5
	vmovupd	%zmm5, 1488(%rsp)
	vaddpd	%zmm16, %zmm17, %zmm20
	vaddpd	%zmm16, %zmm22, %zmm17
	vaddpd	%zmm16, %zmm19, %zmm13
	vaddpd	%zmm16, %zmm18, %zmm11
	vaddpd	%zmm16, %zmm6, %zmm7
	vaddpd	%zmm16, %zmm3, %zmm6
	vaddpd	%zmm16, %zmm5, %zmm3
	vaddpd	%zmm16, %zmm2, %zmm5
	vmulpd	%zmm25, %zmm17, %zmm18
	vmulpd	%zmm25, %zmm20, %zmm2
	vmulpd	%zmm25, %zmm11, %zmm15
	vmulpd	%zmm25, %zmm13, %zmm19
	vmulpd	%zmm25, %zmm6, %zmm16
	vsubpd	%zmm2, %zmm21, %zmm8
	vmulpd	%zmm26, %zmm20, %zmm2
	vmulpd	%zmm27, %zmm20, %zmm22
	vsubpd	%zmm2, %zmm8, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm30, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm30, %zmm23, %zmm23
	vpaddq	%zmm28, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm8, %zmm21
	vsubpd	%zmm21, %zmm8, %zmm23
	vsubpd	%zmm22, %zmm23, %zmm22
	vmulpd	%zmm25, %zmm7, %zmm23
	vsubpd	%zmm18, %zmm14, %zmm18
	vmulpd	%zmm29, %zmm20, %zmm20
	vsubpd	%zmm22, %zmm20, %zmm2 {%k1}
	vmulpd	%zmm26, %zmm17, %zmm20
	vmulpd	%zmm27, %zmm17, %zmm22
	vmovapd	%zmm21, %zmm8 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm21
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm30, %zmm14, %zmm14
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm30, %zmm21, %zmm21
	vpaddq	%zmm28, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm14, %k1
	vsubpd	%zmm22, %zmm18, %zmm14
	vsubpd	%zmm14, %zmm18, %zmm21
	vsubpd	%zmm22, %zmm21, %zmm22
	vmulpd	%zmm25, %zmm5, %zmm24
	vsubpd	%zmm19, %zmm12, %zmm21
	vmulpd	%zmm29, %zmm17, %zmm17
	vsubpd	%zmm22, %zmm17, %zmm20 {%k1}
	vmulpd	%zmm26, %zmm13, %zmm19
	vmulpd	%zmm27, %zmm13, %zmm17
	vmovapd	%zmm14, %zmm18 {%k1}
	vsubpd	%zmm19, %zmm21, %zmm14
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm30, %zmm12, %zmm12
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm30, %zmm14, %zmm14
	vpaddq	%zmm28, %zmm14, %zmm14
	vpcmpgtq	%zmm14, %zmm12, %k1
	vsubpd	%zmm17, %zmm21, %zmm14
	vsubpd	%zmm14, %zmm21, %zmm12
	vsubpd	%zmm17, %zmm12, %zmm12
	vmulpd	%zmm25, %zmm3, %zmm17
	vsubpd	%zmm15, %zmm10, %zmm15
	vsubpd	%zmm23, %zmm9, %zmm22
	vsubpd	%zmm16, %zmm4, %zmm16
	vsubpd	%zmm17, %zmm1, %zmm23
	vsubpd	%zmm24, %zmm0, %zmm24
	vmulpd	%zmm29, %zmm13, %zmm13
	vsubpd	%zmm12, %zmm13, %zmm19 {%k1}
	vmulpd	%zmm26, %zmm11, %zmm12
	vmulpd	%zmm27, %zmm11, %zmm13
	vmovapd	%zmm14, %zmm21 {%k1}
	vsubpd	%zmm12, %zmm15, %zmm14
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm30, %zmm10, %zmm10
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm30, %zmm14, %zmm14
	vpaddq	%zmm28, %zmm14, %zmm14
	vpcmpgtq	%zmm14, %zmm10, %k1
	vsubpd	%zmm13, %zmm15, %zmm14
	vsubpd	%zmm14, %zmm15, %zmm10
	vsubpd	%zmm13, %zmm10, %zmm13
	vmulpd	%zmm26, %zmm7, %zmm10
	vmulpd	%zmm29, %zmm11, %zmm11
	vsubpd	%zmm13, %zmm11, %zmm12 {%k1}
	vmulpd	%zmm26, %zmm6, %zmm11
	vmulpd	%zmm27, %zmm7, %zmm13
	vmovapd	%zmm14, %zmm15 {%k1}
	vsubpd	%zmm10, %zmm22, %zmm14
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm30, %zmm9, %zmm9
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm30, %zmm14, %zmm14
	vpaddq	%zmm28, %zmm14, %zmm14
	vpcmpgtq	%zmm14, %zmm9, %k1
	vsubpd	%zmm13, %zmm22, %zmm9
	vsubpd	%zmm9, %zmm22, %zmm14
	vsubpd	%zmm13, %zmm14, %zmm13
	vmulpd	%zmm26, %zmm3, %zmm14
	vmulpd	%zmm29, %zmm7, %zmm7
	vsubpd	%zmm13, %zmm7, %zmm10 {%k1}
	vmulpd	%zmm26, %zmm5, %zmm25
	vmulpd	%zmm27, %zmm6, %zmm7
	vmovapd	%zmm9, %zmm22 {%k1}
	vsubpd	%zmm11, %zmm16, %zmm9
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm30, %zmm4, %zmm4
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm30, %zmm9, %zmm9
	vpaddq	%zmm28, %zmm9, %zmm9
	vpcmpgtq	%zmm9, %zmm4, %k1
	vsubpd	%zmm7, %zmm16, %zmm4
	vsubpd	%zmm4, %zmm16, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm27, %zmm3, %zmm9
	vmulpd	%zmm29, %zmm6, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm11 {%k1}
	vmulpd	%zmm27, %zmm5, %zmm6
	vsubpd	%zmm6, %zmm24, %zmm7
	vmovapd	%zmm4, %zmm16 {%k1}
	vsubpd	%zmm14, %zmm23, %zmm4
	vpsrlq	$52, %zmm1, %zmm1
	vpandq	%zmm30, %zmm1, %zmm1
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm30, %zmm4, %zmm4
	vpaddq	%zmm28, %zmm4, %zmm4
	vpcmpgtq	%zmm4, %zmm1, %k1
	vsubpd	%zmm9, %zmm23, %zmm1
	vmulpd	%zmm29, %zmm5, %zmm4
	vmulpd	%zmm29, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm24, %zmm5
	vsubpd	%zmm6, %zmm5, %zmm5
	vsubpd	%zmm1, %zmm23, %zmm6
	vsubpd	%zmm9, %zmm6, %zmm6
	vsubpd	%zmm25, %zmm24, %zmm9
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm30, %zmm0, %zmm0
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm30, %zmm9, %zmm9
	vpaddq	%zmm28, %zmm9, %zmm9
	vmovapd	%zmm1, %zmm23 {%k1}
	vsubpd	%zmm6, %zmm3, %zmm14 {%k1}
	vpcmpgtq	%zmm9, %zmm0, %k1
	vmovapd	%zmm7, %zmm24 {%k1}
	vsubpd	%zmm5, %zmm4, %zmm25 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm17
	vsubpd	%zmm2, %zmm8, %zmm27
	vsubpd	%zmm12, %zmm15, %zmm26
	vsubpd	%zmm19, %zmm21, %zmm4
	vsubpd	%zmm11, %zmm16, %zmm6
	vsubpd	%zmm10, %zmm22, %zmm9
	vsubpd	%zmm25, %zmm24, %zmm7
	vsubpd	%zmm14, %zmm23, %zmm13
	vsubpd	%zmm27, %zmm8, %zmm0
	vmovupd	%zmm27, 240(%rsp)
	vsubpd	%zmm17, %zmm18, %zmm1
	vmovupd	%zmm17, 384(%rsp)
	vsubpd	%zmm4, %zmm21, %zmm3
	vmovapd	%zmm4, %zmm18
	vmovupd	%zmm4, 176(%rsp)
	vsubpd	%zmm26, %zmm15, %zmm4
	vmovupd	%zmm26, 576(%rsp)
	vsubpd	%zmm9, %zmm22, %zmm5
	vsubpd	%zmm6, %zmm16, %zmm8
	vmovapd	%zmm6, %zmm21
	vmovupd	%zmm6, 512(%rsp)
	vsubpd	%zmm13, %zmm23, %zmm15
	vsubpd	%zmm7, %zmm24, %zmm16
	vmovapd	%zmm7, %zmm24
	vsubpd	%zmm20, %zmm1, %zmm1
	vmovupd	%zmm1, 928(%rsp)
	vsubpd	%zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 640(%rsp)
	vsubpd	%zmm12, %zmm4, %zmm0
	vmovupd	%zmm0, 1200(%rsp)
	vsubpd	%zmm19, %zmm3, %zmm0
	vmovupd	%zmm0, 704(%rsp)
	vsubpd	%zmm11, %zmm8, %zmm0
	vmovupd	%zmm0, 992(%rsp)
	vsubpd	%zmm10, %zmm5, %zmm0
	vmovupd	%zmm0, 448(%rsp)
	vsubpd	%zmm25, %zmm16, %zmm0
	vmovupd	%zmm0, 832(%rsp)
	vsubpd	%zmm14, %zmm15, %zmm0
	vmovupd	%zmm0, 768(%rsp)
	vmulpd	%zmm17, %zmm17, %zmm22
	vmulpd	%zmm27, %zmm27, %zmm10
	vmulpd	%zmm26, %zmm26, %zmm11
	vmulpd	%zmm10, %zmm10, %zmm12
	vmovupd	%zmm12, 2320(%rsp)
	vmulpd	%zmm22, %zmm22, %zmm2
	vmovupd	%zmm2, 1936(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm3
	vmulpd	%zmm3, %zmm22, %zmm0
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
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm6, %zmm10, %zmm2
	vsubpd	%zmm2, %zmm7, %zmm2
	vmulpd	%zmm2, %zmm10, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1872(%rsp)
	vmulpd	%zmm12, %zmm12, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm10, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm16
	vmulpd	%zmm6, %zmm11, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm11, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm11, %zmm1
	vmovupd	%zmm1, 2672(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm11, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm11, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm11, %zmm1
	vmovapd	%zmm11, %zmm12
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1808(%rsp)
	vmulpd	%zmm18, %zmm18, %zmm25
	vmulpd	%zmm6, %zmm25, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm25, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm25, %zmm25, %zmm1
	vmovupd	%zmm1, 2480(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm25, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm19
	vmulpd	%zmm21, %zmm21, %zmm23
	vmulpd	%zmm6, %zmm23, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm23, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm23, %zmm23, %zmm1
	vmovupd	%zmm1, 2608(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm23, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1744(%rsp)
	vmulpd	%zmm9, %zmm9, %zmm31
	vmovapd	%zmm9, %zmm18
	vmovupd	%zmm9, 4640(%rsp)
	vmulpd	%zmm6, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm1
	vmovupd	%zmm1, 2416(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm31, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1552(%rsp)
	vmulpd	%zmm24, %zmm24, %zmm29
	vmulpd	%zmm6, %zmm29, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm29, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm29, %zmm1
	vmovupd	%zmm1, 2544(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm29, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2256(%rsp)
	vmovapd	%zmm13, %zmm20
	vmovupd	%zmm13, 4576(%rsp)
	vmulpd	%zmm13, %zmm13, %zmm30
	vmulpd	%zmm6, %zmm30, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm30, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm30, %zmm30, %zmm1
	vmovupd	%zmm1, 4704(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm0, %zmm14, %zmm0
	vmulpd	%zmm3, %zmm30, %zmm14
	vaddpd	%zmm4, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm30, %zmm14
	vaddpd	%zmm5, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm30, %zmm14
	vaddpd	%zmm0, %zmm14, %zmm14
	vbroadcastsd	.LCPI0_10(%rip), %zmm1
	vmulpd	%zmm1, %zmm22, %zmm17
	vbroadcastsd	.LCPI0_44(%rip), %zmm15
	vsubpd	%zmm17, %zmm15, %zmm9
	vsubpd	%zmm9, %zmm15, %zmm11
	vsubpd	%zmm17, %zmm11, %zmm11
	vmovapd	%zmm10, %zmm21
	vmulpd	%zmm1, %zmm10, %zmm0
	vsubpd	%zmm0, %zmm15, %zmm17
	vsubpd	%zmm17, %zmm15, %zmm10
	vsubpd	%zmm0, %zmm10, %zmm7
	vmovapd	%zmm12, %zmm0
	vmovupd	%zmm12, 1136(%rsp)
	vmulpd	%zmm1, %zmm12, %zmm10
	vsubpd	%zmm10, %zmm15, %zmm8
	vsubpd	%zmm8, %zmm15, %zmm12
	vsubpd	%zmm10, %zmm12, %zmm10
	vmulpd	%zmm1, %zmm25, %zmm12
	vsubpd	%zmm12, %zmm15, %zmm6
	vsubpd	%zmm6, %zmm15, %zmm28
	vsubpd	%zmm12, %zmm28, %zmm12
	vmulpd	%zmm1, %zmm23, %zmm28
	vsubpd	%zmm28, %zmm15, %zmm5
	vsubpd	%zmm5, %zmm15, %zmm13
	vsubpd	%zmm28, %zmm13, %zmm13
	vmulpd	%zmm1, %zmm31, %zmm28
	vsubpd	%zmm28, %zmm15, %zmm4
	vsubpd	%zmm4, %zmm15, %zmm27
	vsubpd	%zmm28, %zmm27, %zmm27
	vmulpd	%zmm1, %zmm29, %zmm28
	vsubpd	%zmm28, %zmm15, %zmm3
	vsubpd	%zmm3, %zmm15, %zmm26
	vsubpd	%zmm28, %zmm26, %zmm26
	vmulpd	%zmm1, %zmm30, %zmm28
	vsubpd	%zmm28, %zmm15, %zmm2
	vsubpd	%zmm2, %zmm15, %zmm15
	vsubpd	%zmm28, %zmm15, %zmm15
	vmulpd	%zmm16, %zmm21, %zmm16
	vmovupd	240(%rsp), %zmm1
	vmulpd	640(%rsp), %zmm1, %zmm28
	vsubpd	%zmm28, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm7, %zmm7
	vmulpd	1872(%rsp), %zmm22, %zmm16
	vmovupd	384(%rsp), %zmm1
	vmulpd	928(%rsp), %zmm1, %zmm28
	vsubpd	%zmm28, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm11, %zmm11
	vmulpd	%zmm19, %zmm25, %zmm16
	vmovupd	176(%rsp), %zmm1
	vmulpd	704(%rsp), %zmm1, %zmm19
	vsubpd	%zmm19, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm12, %zmm16
	vmulpd	1808(%rsp), %zmm0, %zmm12
	vmovupd	1200(%rsp), %zmm28
	vmulpd	576(%rsp), %zmm28, %zmm19
	vsubpd	%zmm19, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm10, %zmm10
	vmulpd	1552(%rsp), %zmm31, %zmm12
	vmulpd	448(%rsp), %zmm18, %zmm19
	vsubpd	%zmm19, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm27, %zmm27
	vmulpd	1744(%rsp), %zmm23, %zmm12
	vmovupd	512(%rsp), %zmm0
	vmulpd	992(%rsp), %zmm0, %zmm19
	vsubpd	%zmm19, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm13, %zmm13
	vmulpd	%zmm14, %zmm30, %zmm12
	vmulpd	768(%rsp), %zmm20, %zmm14
	vsubpd	%zmm14, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm15, %zmm14
	vmulpd	2256(%rsp), %zmm29, %zmm12
	vmulpd	832(%rsp), %zmm24, %zmm15
	vsubpd	%zmm15, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm26, %zmm15
	vaddpd	%zmm11, %zmm9, %zmm0
	vmovupd	%zmm0, 1552(%rsp)
	vaddpd	%zmm7, %zmm17, %zmm0
	vmovupd	%zmm0, 2256(%rsp)
	vaddpd	%zmm10, %zmm8, %zmm0
	vmovupd	%zmm0, 1744(%rsp)
	vaddpd	%zmm16, %zmm6, %zmm0
	vmovupd	%zmm0, 3680(%rsp)
	vaddpd	%zmm13, %zmm5, %zmm0
	vmovupd	%zmm0, 1808(%rsp)
	vaddpd	%zmm27, %zmm4, %zmm0
	vmovupd	%zmm0, 3744(%rsp)
	vaddpd	%zmm15, %zmm3, %zmm0
	vmovupd	%zmm0, 1872(%rsp)
	vaddpd	%zmm14, %zmm2, %zmm0
	vmovupd	%zmm0, 3808(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm8
	vmulpd	%zmm8, %zmm21, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm15
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2320(%rsp), %zmm21, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm10
	vmulpd	%zmm10, %zmm21, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm13
	vaddpd	%zmm13, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vmovupd	%zmm21, 4448(%rsp)
	vbroadcastsd	.LCPI0_47(%rip), %zmm14
	vaddpd	%zmm14, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm8, %zmm22, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	1936(%rsp), %zmm22, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm10, %zmm22, %zmm3
	vaddpd	%zmm13, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm22, %zmm3
	vmovupd	%zmm22, 4512(%rsp)
	vaddpd	%zmm14, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm1, %zmm11
	vmulpd	%zmm8, %zmm25, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	2480(%rsp), %zmm25, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm10, %zmm25, %zmm3
	vaddpd	%zmm13, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vaddpd	%zmm14, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm1, %zmm4
	vmovupd	1136(%rsp), %zmm2
	vmulpd	%zmm8, %zmm2, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	2672(%rsp), %zmm2, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm10, %zmm2, %zmm3
	vaddpd	%zmm13, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vaddpd	%zmm14, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm1, %zmm1
	vmulpd	%zmm8, %zmm31, %zmm3
	vaddpd	%zmm15, %zmm3, %zmm3
	vmulpd	2416(%rsp), %zmm31, %zmm5
	vmulpd	%zmm3, %zmm5, %zmm3
	vmulpd	%zmm10, %zmm31, %zmm5
	vaddpd	%zmm13, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm31, %zmm5
	vaddpd	%zmm14, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm8, %zmm23, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vmulpd	2608(%rsp), %zmm23, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm10, %zmm23, %zmm6
	vaddpd	%zmm13, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm23, %zmm6
	vaddpd	%zmm14, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm30, %zmm6
	vaddpd	%zmm15, %zmm6, %zmm6
	vmulpd	4704(%rsp), %zmm30, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm10, %zmm30, %zmm7
	vaddpd	%zmm13, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm30, %zmm7
	vaddpd	%zmm14, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm8, %zmm29, %zmm7
	vaddpd	%zmm15, %zmm7, %zmm7
	vmulpd	2544(%rsp), %zmm29, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm10, %zmm29, %zmm8
	vaddpd	%zmm13, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm29, %zmm8
	vaddpd	%zmm14, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	384(%rsp), %zmm22, %zmm8
	vmovupd	%zmm8, 1936(%rsp)
	vmulpd	%zmm11, %zmm8, %zmm9
	vbroadcastsd	.LCPI0_10(%rip), %zmm27
	vmovupd	928(%rsp), %zmm19
	vmulpd	%zmm27, %zmm19, %zmm10
	vsubpd	%zmm9, %zmm10, %zmm9
	vmulpd	240(%rsp), %zmm21, %zmm20
	vmulpd	%zmm0, %zmm20, %zmm0
	vmovupd	640(%rsp), %zmm12
	vmulpd	%zmm27, %zmm12, %zmm11
	vsubpd	%zmm0, %zmm11, %zmm18
	vmulpd	576(%rsp), %zmm2, %zmm21
	vmulpd	%zmm1, %zmm21, %zmm1
	vmulpd	%zmm27, %zmm28, %zmm13
	vsubpd	%zmm1, %zmm13, %zmm22
	vmulpd	176(%rsp), %zmm25, %zmm13
	vmulpd	%zmm4, %zmm13, %zmm4
	vmovupd	704(%rsp), %zmm10
	vmulpd	%zmm27, %zmm10, %zmm14
	vsubpd	%zmm4, %zmm14, %zmm4
	vmulpd	512(%rsp), %zmm23, %zmm14
	vmulpd	%zmm5, %zmm14, %zmm5
	vmovupd	992(%rsp), %zmm8
	vmulpd	%zmm27, %zmm8, %zmm15
	vsubpd	%zmm5, %zmm15, %zmm5
	vmovupd	4640(%rsp), %zmm28
	vmulpd	%zmm31, %zmm28, %zmm15
	vmulpd	%zmm3, %zmm15, %zmm3
	vmovupd	448(%rsp), %zmm2
	vmulpd	%zmm27, %zmm2, %zmm16
	vsubpd	%zmm3, %zmm16, %zmm3
	vmulpd	%zmm29, %zmm24, %zmm16
	vmulpd	%zmm7, %zmm16, %zmm7
	vmovupd	832(%rsp), %zmm1
	vmulpd	%zmm27, %zmm1, %zmm17
	vsubpd	%zmm7, %zmm17, %zmm7
	vmovupd	4576(%rsp), %zmm11
	vmulpd	%zmm30, %zmm11, %zmm17
	vmulpd	%zmm6, %zmm17, %zmm6
	vmovupd	768(%rsp), %zmm0
	vmulpd	%zmm27, %zmm0, %zmm26
	vsubpd	%zmm6, %zmm26, %zmm6
	vmulpd	4512(%rsp), %zmm9, %zmm9
	vmulpd	4448(%rsp), %zmm18, %zmm18
	vmulpd	1136(%rsp), %zmm22, %zmm26
	vmulpd	%zmm4, %zmm25, %zmm22
	vmulpd	%zmm5, %zmm23, %zmm4
	vmulpd	%zmm3, %zmm31, %zmm3
	vmulpd	%zmm7, %zmm29, %zmm5
	vmulpd	%zmm6, %zmm30, %zmm6
	vsubpd	%zmm12, %zmm18, %zmm23
	vsubpd	%zmm19, %zmm9, %zmm7
	vsubpd	%zmm10, %zmm22, %zmm12
	vsubpd	1200(%rsp), %zmm26, %zmm10
	vsubpd	%zmm2, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm4, %zmm4
	vsubpd	%zmm0, %zmm6, %zmm6
	vsubpd	%zmm1, %zmm5, %zmm5
	vbroadcastsd	.LCPI0_50(%rip), %zmm18
	vmulpd	%zmm18, %zmm20, %zmm9
	vaddpd	%zmm9, %zmm23, %zmm0
	vmulpd	1936(%rsp), %zmm18, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	%zmm18, %zmm13, %zmm8
	vaddpd	%zmm8, %zmm12, %zmm2
	vmulpd	%zmm18, %zmm21, %zmm8
	vaddpd	%zmm8, %zmm10, %zmm1
	vmulpd	%zmm18, %zmm15, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm18, %zmm14, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm18, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm18, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmovupd	240(%rsp), %zmm8
	vsubpd	%zmm0, %zmm8, %zmm21
	vmovupd	384(%rsp), %zmm0
	vsubpd	%zmm7, %zmm0, %zmm23
	vmovupd	176(%rsp), %zmm0
	vsubpd	%zmm2, %zmm0, %zmm22
	vmovupd	576(%rsp), %zmm0
	vsubpd	%zmm1, %zmm0, %zmm10
	vsubpd	%zmm3, %zmm28, %zmm19
	vmovupd	512(%rsp), %zmm0
	vsubpd	%zmm4, %zmm0, %zmm20
	vsubpd	%zmm6, %zmm11, %zmm18
	vsubpd	%zmm5, %zmm24, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm8
	vmovupd	2256(%rsp), %zmm14
	vxorpd	%zmm8, %zmm14, %zmm7
	vmovupd	1552(%rsp), %zmm17
	vxorpd	%zmm8, %zmm17, %zmm6
	vmovupd	3680(%rsp), %zmm12
	vxorpd	%zmm8, %zmm12, %zmm5
	vmovupd	1744(%rsp), %zmm15
	vxorpd	%zmm8, %zmm15, %zmm4
	vmovupd	3744(%rsp), %zmm28
	vxorpd	%zmm8, %zmm28, %zmm3
	vmovupd	1808(%rsp), %zmm13
	vxorpd	%zmm8, %zmm13, %zmm2
	vmovupd	3808(%rsp), %zmm26
	vxorpd	%zmm8, %zmm26, %zmm1
	vmovupd	1872(%rsp), %zmm25
	vxorpd	%zmm8, %zmm25, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm9
	vmovdqu64	2000(%rsp), %zmm16
	vptestnmq	%zmm9, %zmm16, %k1
	vmovapd	%zmm17, %zmm6 {%k1}
	vxorpd	%zmm8, %zmm23, %zmm23 {%k1}
	vmovdqu64	2064(%rsp), %zmm17
	vptestnmq	%zmm9, %zmm17, %k1
	vmovapd	%zmm14, %zmm7 {%k1}
	vmovapd	%zmm21, %zmm24
	vxorpd	%zmm8, %zmm21, %zmm24 {%k1}
	vmovdqu64	1264(%rsp), %zmm14
	vptestnmq	%zmm9, %zmm14, %k1
	vmovapd	%zmm15, %zmm4 {%k1}
	vmovapd	%zmm10, %zmm21
	vxorpd	%zmm8, %zmm10, %zmm21 {%k1}
	vmovdqu64	1616(%rsp), %zmm15
	vptestnmq	%zmm9, %zmm15, %k1
	vmovapd	%zmm12, %zmm5 {%k1}
	vxorpd	%zmm8, %zmm22, %zmm22 {%k1}
	vmovdqu64	1680(%rsp), %zmm12
	vptestnmq	%zmm9, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm8, %zmm20, %zmm20 {%k1}
	vmovdqu64	1360(%rsp), %zmm13
	vptestnmq	%zmm9, %zmm13, %k1
	vmovapd	%zmm28, %zmm3 {%k1}
	vxorpd	%zmm8, %zmm19, %zmm19 {%k1}
	vmovdqu64	1424(%rsp), %zmm10
	vptestnmq	%zmm9, %zmm10, %k1
	vmovapd	%zmm25, %zmm0 {%k1}
	vxorpd	%zmm8, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm25
	vmovdqu64	1488(%rsp), %zmm11
	vptestnmq	%zmm9, %zmm11, %k1
	vmovapd	%zmm26, %zmm1 {%k1}
	vxorpd	%zmm8, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm8
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm7, %zmm24 {%k1}
	vmovupd	%zmm24, 384(%rsp)
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm6, %zmm23 {%k1}
	vmovupd	%zmm23, 176(%rsp)
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm5, %zmm22 {%k1}
	vmovupd	%zmm22, 512(%rsp)
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm4, %zmm21 {%k1}
	vmovupd	%zmm21, 448(%rsp)
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 832(%rsp)
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm2, %zmm20 {%k1}
	vmovupd	%zmm20, 768(%rsp)
	vptestnmq	%zmm8, %zmm11, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 704(%rsp)
	vptestnmq	%zmm8, %zmm10, %k1
	vmovapd	%zmm0, %zmm25 {%k1}
	vmovupd	%zmm25, 640(%rsp)
	vcvtudq2pd	38312(%rsp,%r8,4), %zmm0
	vcvtudq2pd	38344(%rsp,%r8,4), %zmm1
	vcvtudq2pd	38376(%rsp,%r8,4), %zmm2
	vcvtudq2pd	38408(%rsp,%r8,4), %zmm3
	vcvtudq2pd	38440(%rsp,%r8,4), %zmm4
	vcvtudq2pd	38472(%rsp,%r8,4), %zmm5
	vcvtudq2pd	38504(%rsp,%r8,4), %zmm6
	vcvtudq2pd	38536(%rsp,%r8,4), %zmm7
	vaddpd	%zmm27, %zmm1, %zmm1
	vaddpd	%zmm27, %zmm0, %zmm0
	vaddpd	%zmm27, %zmm3, %zmm3
	vaddpd	%zmm27, %zmm2, %zmm2
	vaddpd	%zmm27, %zmm5, %zmm5
	vaddpd	%zmm27, %zmm4, %zmm4
	vaddpd	%zmm27, %zmm7, %zmm7
	vaddpd	%zmm27, %zmm6, %zmm6
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
	vmovdqu64	%zmm9, 1680(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 1360(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1424(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1488(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1136(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 1200(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 992(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 928(%rsp)
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
	vpbroadcastq	.LCPI0_16(%rip), %zmm12
	vpaddq	%zmm12, %zmm9, %zmm1
	vpaddq	%zmm12, %zmm19, %zmm2
	vbroadcastsd	.LCPI0_17(%rip), %zmm22
	vaddpd	%zmm22, %zmm2, %zmm31
	vaddpd	%zmm22, %zmm1, %zmm3
	vmovupd	%zmm3, 576(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm31, %zmm2
	vdivpd	%zmm2, %zmm31, %zmm2
	vmovupd	%zmm2, 1264(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1616(%rsp)
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
	vmovupd	%zmm2, 2608(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2672(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2544(%rsp)
	vpaddq	%zmm12, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm2
	vmovupd	%zmm2, 240(%rsp)
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
	vmovupd	%zmm2, 2480(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2416(%rsp)
	vpaddq	%zmm12, %zmm30, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 1936(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm10
	vmulpd	%zmm10, %zmm10, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1872(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1744(%rsp)
	vpaddq	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 2320(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1552(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm30
	vpaddq	%zmm12, %zmm21, %zmm1
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
	vpaddq	%zmm12, %zmm24, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm24
	vaddpd	%zmm23, %zmm24, %zmm1
	vdivpd	%zmm1, %zmm24, %zmm18
	vmulpd	%zmm18, %zmm18, %zmm2
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
	vmulpd	%zmm15, %zmm0, %zmm11
	vpaddq	%zmm12, %zmm26, %zmm15
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
	vaddpd	2608(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	2000(%rsp), %zmm22, %zmm22
	vaddpd	2544(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	2672(%rsp), %zmm27, %zmm27
	vaddpd	2416(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	2480(%rsp), %zmm9, %zmm9
	vaddpd	1744(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm10, %zmm7
	vaddpd	1872(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm30, %zmm10
	vmulpd	%zmm10, %zmm13, %zmm5
	vaddpd	1552(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm10
	vmulpd	%zmm10, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm11, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm10
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	%zmm31, 1808(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm31, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	1264(%rsp), %zmm2, %zmm11
	vmovupd	576(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	1616(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	1936(%rsp), %zmm7, %zmm7
	vmovupd	240(%rsp), %zmm8
	vmulpd	%zmm6, %zmm8, %zmm16
	vmulpd	%zmm16, %zmm8, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	2064(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2320(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm10, %zmm15, %zmm10
	vmulpd	%zmm10, %zmm18, %zmm6
	vpsrlq	$20, 1680(%rsp), %zmm10
	vpbroadcastq	.LCPI0_13(%rip), %zmm12
	vpaddq	%zmm12, %zmm10, %zmm10
	vcvtqq2pd	%zmm10, %zmm10
	vbroadcastsd	.LCPI0_26(%rip), %zmm13
	vmulpd	%zmm13, %zmm10, %zmm23
	vaddpd	%zmm11, %zmm23, %zmm11
	vpsrlq	$20, 1360(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm13, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 1424(%rsp), %zmm25
	vpaddq	%zmm12, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm13, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1488(%rsp), %zmm27
	vpaddq	%zmm12, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm13, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1136(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm13, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 1200(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm13, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 992(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm13, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 928(%rsp), %zmm31
	vpaddq	%zmm12, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm13, %zmm31, %zmm12
	vaddpd	%zmm6, %zmm12, %zmm6
	vsubpd	%zmm0, %zmm11, %zmm0
	vsubpd	%zmm2, %zmm14, %zmm2
	vsubpd	%zmm4, %zmm7, %zmm4
	vsubpd	%zmm16, %zmm9, %zmm7
	vsubpd	%zmm17, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm22, %zmm1, %zmm1
	vsubpd	%zmm15, %zmm6, %zmm6
	vaddpd	576(%rsp), %zmm2, %zmm2
	vaddpd	1808(%rsp), %zmm0, %zmm0
	vaddpd	240(%rsp), %zmm7, %zmm7
	vaddpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm5, %zmm20, %zmm5
	vaddpd	%zmm3, %zmm21, %zmm3
	vaddpd	%zmm6, %zmm24, %zmm6
	vaddpd	%zmm1, %zmm26, %zmm1
	vbroadcastsd	.LCPI0_27(%rip), %zmm12
	vmulpd	%zmm12, %zmm23, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm12, %zmm10, %zmm8
	vaddpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm12, %zmm27, %zmm8
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm12, %zmm25, %zmm8
	vaddpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm12, %zmm29, %zmm8
	vpbroadcastq	.LCPI0_36(%rip), %zmm29
	vpbroadcastq	.LCPI0_35(%rip), %zmm27
	vpbroadcastq	.LCPI0_34(%rip), %zmm26
	vpbroadcastq	.LCPI0_33(%rip), %zmm25
	vpbroadcastq	.LCPI0_32(%rip), %zmm16
	vpbroadcastq	.LCPI0_31(%rip), %zmm15
	vpbroadcastq	.LCPI0_30(%rip), %zmm13
	vpbroadcastq	.LCPI0_29(%rip), %zmm11
	vbroadcastsd	.LCPI0_28(%rip), %zmm9
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm12, %zmm28, %zmm8
	vpbroadcastq	.LCPI0_1(%rip), %zmm28
	vaddpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm12, %zmm31, %zmm8
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm12, %zmm30, %zmm8
	vpbroadcastq	.LCPI0_37(%rip), %zmm30
	vaddpd	%zmm1, %zmm8, %zmm1
	vmulpd	%zmm9, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	384(%rsp), %zmm0, %zmm0
	vmulpd	%zmm9, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	176(%rsp), %zmm2, %zmm2
	vmulpd	%zmm9, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	512(%rsp), %zmm4, %zmm4
	vmulpd	%zmm9, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	448(%rsp), %zmm7, %zmm7
	vmulpd	%zmm9, %zmm5, %zmm5
	vmulpd	%zmm9, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	832(%rsp), %zmm3, %zmm3
	vmulpd	768(%rsp), %zmm5, %zmm5
	vmulpd	%zmm9, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	704(%rsp), %zmm1, %zmm1
	vmulpd	%zmm9, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	640(%rsp), %zmm6, %zmm6
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
	vinserti64x4	$1, %ymm5, %zmm1, %zmm1
	vmovups	%zmm0, 38312(%rsp,%r8,4)
	vmovups	%zmm2, 38376(%rsp,%r8,4)
	vmovups	%zmm3, 38440(%rsp,%r8,4)
	vmovdqu64	%zmm1, 38504(%rsp,%r8,4)
	addq	$64, %r8
	cmpq	%r8, %r11
	jne	.LBB0_17
	jmp	.LBB0_18
.LBB0_11:
	vmovss	64(%rsp), %xmm3
	vmulss	-36(%rsp), %xmm3, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	vmovaps	%xmm0, 3936(%rsp)
	vmulss	-32(%rsp), %xmm3, %xmm3
	vmovss	%xmm3, 64(%rsp)
	cmpl	$0, -116(%rsp)
	jne	.LBB0_13
	.p2align	4
.LBB0_123:
	testq	%rdi, %rdi
	je	.LBB0_124
.LBB0_18:
	vmovups	5544(%rsp), %zmm0
	vmovups	5608(%rsp), %zmm1
	vmovups	5672(%rsp), %zmm2
	vmovups	5736(%rsp), %zmm3
	vxorpd	%xmm7, %xmm7, %xmm7
	vmulps	%zmm7, %zmm0, %zmm4
	vmulps	%zmm7, %zmm1, %zmm5
	vmulps	%zmm7, %zmm2, %zmm6
	vmulps	%zmm7, %zmm3, %zmm7
	vsubps	%zmm4, %zmm0, %zmm0
	vsubps	%zmm5, %zmm1, %zmm1
	vsubps	%zmm6, %zmm2, %zmm4
	vsubps	%zmm7, %zmm3, %zmm3
	vmulps	%zmm0, %zmm0, %zmm2
	vmulps	%zmm1, %zmm1, %zmm1
	vmulps	%zmm4, %zmm4, %zmm0
	vmovups	%zmm2, 5152(%rsp)
	vmovups	%zmm1, 5216(%rsp)
	vmulps	%zmm3, %zmm3, %zmm3
	vmovups	%zmm0, 5280(%rsp)
	vmovups	%zmm3, 5344(%rsp)
	cmpq	$1, %rdi
	je	.LBB0_22
	movl	$1, %r8d
	leaq	5992(%rsp), %rbp
	.p2align	4
.LBB0_20:
	vmovups	-192(%rbp), %zmm4
	vmovups	-128(%rbp), %zmm5
	vmovups	-64(%rbp), %zmm6
	vmovups	(%rbp), %zmm7
	xorl	%r15d, %r15d
	popcntq	%r8, %r15
	cmpl	$2, %r15d
	sete	%r15b
	kmovd	%r15d, %k1
	vmovss	.LCPI0_62(%rip), %xmm8 {%k1} {z}
	vbroadcastss	%xmm8, %zmm8
	vmulps	%zmm7, %zmm8, %zmm9
	vsubps	%zmm9, %zmm7, %zmm7
	vmulps	%zmm7, %zmm7, %zmm7
	vaddps	%zmm7, %zmm3, %zmm3
	vmulps	%zmm6, %zmm8, %zmm7
	vsubps	%zmm7, %zmm6, %zmm6
	vmulps	%zmm6, %zmm6, %zmm6
	vaddps	%zmm6, %zmm0, %zmm0
	vmulps	%zmm5, %zmm8, %zmm6
	vsubps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm5, %zmm5, %zmm5
	vaddps	%zmm5, %zmm1, %zmm1
	vmulps	%zmm4, %zmm8, %zmm5
	vsubps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm4, %zmm4, %zmm4
	vaddps	%zmm4, %zmm2, %zmm2
	incq	%r8
	addq	$256, %rbp
	cmpq	%r8, %rdi
	jne	.LBB0_20
	vmovups	%zmm2, 5152(%rsp)
	vmovups	%zmm1, 5216(%rsp)
	vmovups	%zmm0, 5280(%rsp)
	vmovups	%zmm3, 5344(%rsp)
.LBB0_22:
	cmpl	$0, -116(%rsp)
	je	.LBB0_124
.LBB0_23:
	cmpq	$4, %rsi
	jae	.LBB0_111
	xorl	%r8d, %r8d
	vmovups	2848(%rsp), %zmm10
	vmovss	.LCPI0_63(%rip), %xmm2
	vbroadcastss	.LCPI0_71(%rip), %zmm7
	vbroadcastss	.LCPI0_65(%rip), %zmm8
	vpbroadcastd	.LCPI0_66(%rip), %zmm24
	vpbroadcastd	.LCPI0_67(%rip), %zmm25
	jmp	.LBB0_25
	.p2align	4
.LBB0_124:
	cmpq	$4, %rsi
	jae	.LBB0_127
	xorl	%r8d, %r8d
	vmovups	2848(%rsp), %zmm10
	vmovss	.LCPI0_63(%rip), %xmm2
	vbroadcastss	.LCPI0_71(%rip), %zmm24
	vbroadcastss	.LCPI0_65(%rip), %zmm25
	vpbroadcastd	.LCPI0_66(%rip), %zmm26
	vpbroadcastd	.LCPI0_67(%rip), %zmm27
	jmp	.LBB0_126
	.p2align	4
.LBB0_111:
	cmpq	$32, %rsi
	vmovups	2848(%rsp), %zmm10
	vmovss	.LCPI0_63(%rip), %xmm2
	vbroadcastss	.LCPI0_71(%rip), %zmm7
	vbroadcastss	.LCPI0_65(%rip), %zmm8
	vpbroadcastd	.LCPI0_66(%rip), %zmm24
	vpbroadcastd	.LCPI0_67(%rip), %zmm25
	vbroadcastss	.LCPI0_63(%rip), %xmm3
	vbroadcastss	.LCPI0_63(%rip), %zmm4
	vbroadcastss	.LCPI0_62(%rip), %zmm5
	jae	.LBB0_113
	xorl	%ebp, %ebp
	jmp	.LBB0_117
.LBB0_127:
	cmpq	$32, %rsi
	vmovups	2848(%rsp), %zmm10
	vmovss	.LCPI0_63(%rip), %xmm2
	vbroadcastss	.LCPI0_71(%rip), %zmm24
	vbroadcastss	.LCPI0_65(%rip), %zmm25
	vpbroadcastd	.LCPI0_66(%rip), %zmm26
	vpbroadcastd	.LCPI0_67(%rip), %zmm27
	vbroadcastss	.LCPI0_63(%rip), %xmm3
	vbroadcastss	.LCPI0_63(%rip), %zmm4
	vbroadcastss	.LCPI0_62(%rip), %zmm5
	jae	.LBB0_129
	xorl	%ebp, %ebp
	jmp	.LBB0_133
.LBB0_113:
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_114:
	vcmpltps	5152(%rsp,%r8,4), %zmm4, %k1
	vcmpltps	5216(%rsp,%r8,4), %zmm4, %k2
	vmovaps	%zmm5, %zmm0 {%k1} {z}
	vmovaps	%zmm5, %zmm1 {%k2} {z}
	vcvttps2udq	%zmm0, %zmm0
	vcvttps2udq	%zmm1, %zmm1
	vorps	-64(%rbx,%r8,4), %zmm0, %zmm0
	vpord	(%rbx,%r8,4), %zmm1, %zmm1
	vmovups	%zmm0, -64(%rbx,%r8,4)
	vmovdqu64	%zmm1, (%rbx,%r8,4)
	addq	$32, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_114
	cmpq	88(%rsp), %rax
	je	.LBB0_119
	movq	88(%rsp), %r8
	movq	%r8, %rbp
	testb	$28, %al
	je	.LBB0_25
	.p2align	4
.LBB0_117:
	vcmpltps	5152(%rsp,%rbp,4), %xmm3, %k1
	vbroadcastss	.LCPI0_62(%rip), %xmm0 {%k1} {z}
	vcvttps2udq	%xmm0, %xmm0
	vorps	(%r14,%rbp,4), %xmm0, %xmm0
	vmovups	%xmm0, (%r14,%rbp,4)
	addq	$4, %rbp
	cmpq	%rbp, %rcx
	jne	.LBB0_117
	movq	80(%rsp), %r15
	movq	%r15, %r8
	cmpq	%r15, %rax
	je	.LBB0_119
	.p2align	4
.LBB0_25:
	vcmpltss	5152(%rsp,%r8,4), %xmm2, %k1
	vmovss	.LCPI0_62(%rip), %xmm0 {%k1} {z}
	vcvttss2usi	%xmm0, %ebp
	orl	%ebp, (%r14,%r8,4)
	incq	%r8
	cmpq	%r8, %rax
	jne	.LBB0_25
.LBB0_119:
	testq	%rdi, %rdi
	je	.LBB0_122
	vbroadcastss	3936(%rsp), %zmm0
	movl	$192, %r8d
	xorl	%ebp, %ebp
	.p2align	4
.LBB0_121:
	xorl	%r15d, %r15d
	popcntq	%rbp, %r15
	cmpl	$2, %r15d
	sete	%r15b
	kmovd	%r15d, %k1
	vmovss	.LCPI0_62(%rip), %xmm1 {%k1} {z}
	vmovups	5352(%rsp,%r8), %zmm2
	vmovups	5416(%rsp,%r8), %zmm3
	vmovups	5480(%rsp,%r8), %zmm4
	vmovups	5544(%rsp,%r8), %zmm5
	vsubps	103656(%rsp,%r8), %zmm2, %zmm6
	vbroadcastss	%xmm1, %zmm1
	vaddps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm7, %zmm6, %zmm6
	vmulps	%zmm6, %zmm1, %zmm6
	vmulps	%zmm6, %zmm10, %zmm6
	vsubps	%zmm6, %zmm2, %zmm2
	vmulps	38120(%rsp,%r8), %zmm1, %zmm6
	vmulps	%zmm6, %zmm0, %zmm6
	vaddps	%zmm2, %zmm6, %zmm2
	vmulps	%zmm2, %zmm1, %zmm2
	vandps	%zmm8, %zmm2, %zmm6
	vpcmpgtd	%zmm24, %zmm6, %k1
	vmovdqa32	%zmm25, %zmm2 {%k1}
	vmovdqu64	%zmm2, 5352(%rsp,%r8)
	vsubps	103720(%rsp,%r8), %zmm3, %zmm2
	vaddps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm7, %zmm2, %zmm2
	vmulps	%zmm2, %zmm1, %zmm2
	vmulps	%zmm2, %zmm10, %zmm2
	vsubps	%zmm2, %zmm3, %zmm2
	vmulps	38184(%rsp,%r8), %zmm1, %zmm3
	vmulps	%zmm3, %zmm0, %zmm3
	vaddps	%zmm2, %zmm3, %zmm2
	vmulps	%zmm2, %zmm1, %zmm2
	vandps	%zmm8, %zmm2, %zmm3
	vpcmpgtd	%zmm24, %zmm3, %k1
	vmovdqa32	%zmm25, %zmm2 {%k1}
	vmovdqu64	%zmm2, 5416(%rsp,%r8)
	vsubps	103784(%rsp,%r8), %zmm4, %zmm2
	vaddps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm7, %zmm2, %zmm2
	vmulps	%zmm2, %zmm1, %zmm2
	vmulps	%zmm2, %zmm10, %zmm2
	vsubps	%zmm2, %zmm4, %zmm2
	vmulps	38248(%rsp,%r8), %zmm1, %zmm3
	vmulps	%zmm3, %zmm0, %zmm3
	vaddps	%zmm2, %zmm3, %zmm2
	vmulps	%zmm2, %zmm1, %zmm2
	vandps	%zmm8, %zmm2, %zmm3
	vpcmpgtd	%zmm24, %zmm3, %k1
	vmovdqa32	%zmm25, %zmm2 {%k1}
	vmovdqu64	%zmm2, 5480(%rsp,%r8)
	vsubps	103848(%rsp,%r8), %zmm5, %zmm2
	vaddps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm7, %zmm2, %zmm2
	vmulps	%zmm2, %zmm1, %zmm2
	vmulps	%zmm2, %zmm10, %zmm2
	vmulps	38312(%rsp,%r8), %zmm1, %zmm3
	vsubps	%zmm2, %zmm5, %zmm2
	vmulps	%zmm3, %zmm0, %zmm3
	vaddps	%zmm2, %zmm3, %zmm2
	vmulps	%zmm2, %zmm1, %zmm1
	vandps	%zmm8, %zmm1, %zmm2
	vpcmpgtd	%zmm24, %zmm2, %k1
	vmovdqa32	%zmm25, %zmm1 {%k1}
	vmovdqu64	%zmm1, 5544(%rsp,%r8)
	incq	%rbp
	addq	$256, %r8
	cmpq	%rbp, %rdi
	jne	.LBB0_121
	jmp	.LBB0_122
.LBB0_129:
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_130:
	vcmpltps	5152(%rsp,%r8,4), %zmm4, %k1
	vcmpltps	5216(%rsp,%r8,4), %zmm4, %k2
	vmovaps	%zmm5, %zmm0 {%k1} {z}
	vmovaps	%zmm5, %zmm1 {%k2} {z}
	vcvttps2udq	%zmm0, %zmm0
	vcvttps2udq	%zmm1, %zmm1
	vorps	-64(%rbx,%r8,4), %zmm0, %zmm0
	vpord	(%rbx,%r8,4), %zmm1, %zmm1
	vmovups	%zmm0, -64(%rbx,%r8,4)
	vmovdqu64	%zmm1, (%rbx,%r8,4)
	addq	$32, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_130
	cmpq	72(%rsp), %rax
	je	.LBB0_135
	movq	72(%rsp), %r8
	movq	%r8, %rbp
	testb	$28, %al
	je	.LBB0_126
	.p2align	4
.LBB0_133:
	vcmpltps	5152(%rsp,%rbp,4), %xmm3, %k1
	vbroadcastss	.LCPI0_62(%rip), %xmm0 {%k1} {z}
	vcvttps2udq	%xmm0, %xmm0
	vorps	(%r14,%rbp,4), %xmm0, %xmm0
	vmovups	%xmm0, (%r14,%rbp,4)
	addq	$4, %rbp
	cmpq	%rbp, %rcx
	jne	.LBB0_133
	movq	160(%rsp), %r15
	movq	%r15, %r8
	cmpq	%r15, %rax
	je	.LBB0_135
	.p2align	4
.LBB0_126:
	vcmpltss	5152(%rsp,%r8,4), %xmm2, %k1
	vmovss	.LCPI0_62(%rip), %xmm0 {%k1} {z}
	vcvttss2usi	%xmm0, %ebp
	orl	%ebp, (%r14,%r8,4)
	incq	%r8
	cmpq	%r8, %rax
	jne	.LBB0_126
.LBB0_135:
	testq	%rdi, %rdi
	je	.LBB0_122
	movl	$192, %r8d
	xorl	%ebp, %ebp
	.p2align	4
.LBB0_137:
	xorl	%r15d, %r15d
	popcntq	%rbp, %r15
	cmpl	$2, %r15d
	sete	%r15b
	kmovd	%r15d, %k1
	vmovss	.LCPI0_62(%rip), %xmm0 {%k1} {z}
	vmovups	5352(%rsp,%r8), %zmm1
	vmovups	5416(%rsp,%r8), %zmm2
	vmovups	5480(%rsp,%r8), %zmm3
	vmovups	5544(%rsp,%r8), %zmm4
	vsubps	103656(%rsp,%r8), %zmm1, %zmm5
	vsubps	103720(%rsp,%r8), %zmm2, %zmm6
	vsubps	103784(%rsp,%r8), %zmm3, %zmm7
	vsubps	103848(%rsp,%r8), %zmm4, %zmm8
	vbroadcastss	%xmm0, %zmm0
	vaddps	%zmm5, %zmm5, %zmm5
	vaddps	%zmm6, %zmm6, %zmm6
	vaddps	%zmm7, %zmm7, %zmm7
	vaddps	%zmm8, %zmm8, %zmm8
	vmulps	%zmm24, %zmm5, %zmm5
	vmulps	%zmm24, %zmm6, %zmm6
	vmulps	%zmm24, %zmm7, %zmm7
	vmulps	%zmm24, %zmm8, %zmm8
	vmulps	%zmm5, %zmm0, %zmm5
	vmulps	%zmm6, %zmm0, %zmm6
	vmulps	%zmm7, %zmm0, %zmm7
	vmulps	%zmm8, %zmm0, %zmm8
	vmulps	%zmm5, %zmm10, %zmm5
	vmulps	%zmm6, %zmm10, %zmm6
	vmulps	%zmm7, %zmm10, %zmm7
	vmulps	%zmm8, %zmm10, %zmm8
	vsubps	%zmm5, %zmm1, %zmm1
	vsubps	%zmm6, %zmm2, %zmm2
	vsubps	%zmm7, %zmm3, %zmm3
	vsubps	%zmm8, %zmm4, %zmm4
	vmulps	%zmm1, %zmm0, %zmm1
	vmulps	%zmm2, %zmm0, %zmm2
	vmulps	%zmm3, %zmm0, %zmm3
	vmulps	%zmm4, %zmm0, %zmm0
	vandps	%zmm25, %zmm1, %zmm4
	vandps	%zmm25, %zmm2, %zmm5
	vandps	%zmm25, %zmm3, %zmm6
	vandps	%zmm25, %zmm0, %zmm7
	vpcmpgtd	%zmm26, %zmm4, %k1
	vpcmpgtd	%zmm26, %zmm5, %k2
	vpcmpgtd	%zmm26, %zmm6, %k3
	vpcmpgtd	%zmm26, %zmm7, %k4
	vmovdqa32	%zmm27, %zmm1 {%k1}
	vmovdqa32	%zmm27, %zmm2 {%k2}
	vmovdqa32	%zmm27, %zmm3 {%k3}
	vmovdqu64	%zmm1, 5352(%rsp,%r8)
	vmovdqu64	%zmm2, 5416(%rsp,%r8)
	vmovdqu64	%zmm3, 5480(%rsp,%r8)
	vmovdqa32	%zmm27, %zmm0 {%k4}
	vmovdqu64	%zmm0, 5544(%rsp,%r8)
	incq	%rbp
	addq	$256, %r8
	cmpq	%rbp, %rdi
	jne	.LBB0_137
	jmp	.LBB0_122
	.p2align	4
.LBB0_108:
	testq	%rdi, %rdi
	sete	%al
	testq	%r13, %r13
	sete	%cl
	orb	%al, %cl
	jne	.LBB0_151
	movq	152(%rsp), %r8
	imulq	%rdi, %r8
	cmpq	$1, %r8
	jne	.LBB0_138
	xorl	%ecx, %ecx
	jmp	.LBB0_147
	.p2align	4
.LBB0_138:
	movq	%r8, %rbp
	andl	$16382, %r8d
	xorl	%ecx, %ecx
	jmp	.LBB0_139
	.p2align	4
.LBB0_144:
	xorl	%edx, %edx
	divq	%rdi
.LBB0_145:
	cmpq	%r13, %rax
	movq	%r12, %r9
	cmovbq	%rax, %r9
	addq	%r15, %r9
	movq	%rdx, %r10
	shlq	$8, %r10
	addq	%rsp, %r10
	addq	$5544, %r10
	vmovd	(%r10,%rax,4), %xmm0
	imulq	%rdi, %r9
	movq	-88(%rsp), %rax
	leaq	(%rax,%r9,4), %rax
	vmovd	%xmm0, (%rax,%rdx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r8
	je	.LBB0_146
.LBB0_139:
	movq	%rcx, %rax
	orq	%rdi, %rax
	shrq	$32, %rax
	je	.LBB0_140
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rdi
	jmp	.LBB0_142
	.p2align	4
.LBB0_140:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%edi
.LBB0_142:
	cmpq	%r13, %rax
	movq	%r12, %r9
	cmovbq	%rax, %r9
	addq	%r15, %r9
	imulq	%rdi, %r9
	movq	%rdx, %r10
	shlq	$8, %r10
	addq	%rsp, %r10
	addq	$5544, %r10
	vmovss	(%r10,%rax,4), %xmm0
	movq	-88(%rsp), %rax
	leaq	(%rax,%r9,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	leaq	1(%rcx), %rax
	movq	%rax, %rdx
	orq	%rdi, %rdx
	shrq	$32, %rdx
	jne	.LBB0_144
	xorl	%edx, %edx
	divl	%edi
	jmp	.LBB0_145
	.p2align	4
.LBB0_146:
	testb	$1, %bpl
	je	.LBB0_151
.LBB0_147:
	movq	%rcx, %rax
	orq	%rdi, %rax
	shrq	$32, %rax
	jne	.LBB0_149
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%edi
	jmp	.LBB0_150
.LBB0_26:
	movq	24(%rax), %r12
	cmpq	$4097, %rdi
	vmovapd	%xmm10, 1328(%rsp)
	movq	%r12, -112(%rsp)
	movq	%rdi, -48(%rsp)
	jae	.LBB0_27
	movq	%rdx, %rsi
	subq	%r15, %rsi
	jbe	.LBB0_84
	cmpq	$0, (%rsp)
	je	.LBB0_233
	movq	-104(%rsp), %rcx
	movq	%rcx, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %r8
	movq	%r8, 1088(%rsp)
	movq	%rdi, %r10
	leaq	842468239(%rax), %rdi
	leaq	1684936478(%rax), %r8
	movq	%r8, -96(%rsp)
	leaq	534103459(%rax), %r8
	movq	%r8, -56(%rsp)
	movl	%r10d, %r13d
	andl	$8188, %r13d
	movl	$3449720151, %r8d
	leaq	(%rax,%r8), %r14
	addq	$-305585874, %r14
	movq	%r14, 2224(%rsp)
	leaq	536882365(%rax,%r8), %rbp
	leaq	-613950654(%rax,%r8), %r9
	movq	%r9, -64(%rsp)
	leaq	228517585(%rax,%r8), %rax
	movq	%rax, 80(%rsp)
	movq	%rdi, %rax
	movq	%r10, %rdi
	movq	%r15, %rbx
	imulq	%r10, %rbx
	movq	%r10, %r8
	shlq	$4, %r8
	leaq	4(,%r15,4), %r9
	imulq	%r10, %r9
	movq	%r9, 1080(%rsp)
	leaq	-1(%r13), %r9
	shrq	$2, %r9
	andl	$8128, %r10d
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 3488(%rsp)
	movl	$3449720151, %r14d
	leaq	(%rcx,%r14), %r11
	addq	$-795284382, %r11
	movq	%r11, 2216(%rsp)
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 5472(%rsp)
	leaq	1013904242(%rcx), %r11
	movq	%r11, 72(%rsp)
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 3424(%rsp)
	movq	1088(%rsp), %r11
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 5408(%rsp)
	leaq	218619860(%rcx,%r14), %r11
	movq	%r11, 160(%rsp)
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 3360(%rsp)
	movq	%rax, 368(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3296(%rsp)
	leaq	2027808484(%rcx), %r11
	movq	%r11, 152(%rsp)
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 3232(%rsp)
	movq	%rbp, 360(%rsp)
	vpbroadcastq	%rbp, %zmm0
	vmovdqu64	%zmm0, 3168(%rsp)
	leaq	387276957(%rcx), %r11
	movq	%r11, 5024(%rsp)
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 3104(%rsp)
	movq	-64(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3040(%rsp)
	leaq	-408007425(%rcx,%r14), %r11
	movq	%r8, %r14
	movq	%r11, 4960(%rsp)
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 2976(%rsp)
	movq	-96(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 2912(%rsp)
	leaq	1401181199(%rcx), %r11
	movq	%r11, 64(%rsp)
	vpbroadcastq	%r11, %zmm4
	movq	-56(%rsp), %rax
	vpbroadcastq	%rax, %zmm5
	movq	80(%rsp), %rax
	vpbroadcastq	%rax, %zmm22
	addl	$-1879881855, %ecx
	movl	%ecx, 920(%rsp)
	vpbroadcastd	%ecx, %zmm19
	movl	%edi, %ebp
	andl	$8184, %ebp
	vpbroadcastq	%r10, %zmm0
	vmovdqa64	.LCPI0_0(%rip), %zmm21
	vporq	%zmm21, %zmm0, %zmm0
	vmovdqu64	%zmm0, 4896(%rsp)
	movl	%edi, %ecx
	andl	$3, %ecx
	movq	%rcx, 32(%rsp)
	movq	%r9, 2248(%rsp)
	incq	%r9
	movq	%r9, 2208(%rsp)
	andq	$-2, %r9
	movq	%r9, 2200(%rsp)
	movl	%edi, %ecx
	andl	$8176, %ecx
	vbroadcastss	%xmm10, %zmm0
	vmovupd	%zmm0, 3872(%rsp)
	movl	%edi, %r9d
	andl	$8188, %r9d
	movq	%r9, 2384(%rsp)
	movq	%rcx, 2784(%rsp)
	vpbroadcastq	%rcx, %ymm0
	vporq	%ymm21, %ymm0, %ymm0
	vmovdqu	%ymm0, 2752(%rsp)
	movq	%rbp, %rcx
	movq	%r10, 16(%rsp)
	subq	%r10, %rcx
	movq	%rcx, 120(%rsp)
	leal	(,%rdi,4), %ecx
	movl	%ecx, %r9d
	andl	$32512, %r9d
	vmovdqa64	.LCPI0_4(%rip), %zmm23
	vpbroadcastd	.LCPI0_75(%rip), %zmm26
	vbroadcasti32x4	.LCPI0_76(%rip), %zmm27
	andl	$32704, %ecx
	movq	%rcx, 112(%rsp)
	vxorpd	%xmm28, %xmm28, %xmm28
	vpbroadcastq	.LCPI0_53(%rip), %zmm29
	leaq	(%rdi,%rdi), %rcx
	movq	%rcx, 2160(%rsp)
	leaq	(%r12,%rdi,4), %rcx
	movq	%rcx, 1104(%rsp)
	leaq	(,%rbx,4), %rax
	movq	%rax, 2152(%rsp)
	leaq	(,%rdi,4), %rax
	leaq	(,%rdi,8), %rcx
	movq	%rcx, 48(%rsp)
	movq	-88(%rsp), %rcx
	leaq	(%rcx,%rbx,4), %r10
	movq	1080(%rsp), %r8
	leaq	(%rcx,%r8), %r11
	movq	%r11, 2136(%rsp)
	leaq	192(%r12), %r11
	movq	%r11, 344(%rsp)
	movq	%r9, -80(%rsp)
	leaq	(%r12,%r9), %r9
	movq	%r9, 2192(%rsp)
	leaq	192(%rcx,%rbx,4), %rcx
	movq	%rcx, 336(%rsp)
	leaq	16(%r12), %rcx
	movq	%rcx, 1096(%rsp)
	movq	-8(%rsp), %rcx
	movq	%rbx, 1112(%rsp)
	leaq	(%rcx,%rbx,4), %rcx
	movq	%rcx, 96(%rsp)
	xorl	%r9d, %r9d
	movq	%r10, 2144(%rsp)
	movq	%r10, -16(%rsp)
	vpbroadcastq	.LCPI0_1(%rip), %zmm31
	vpbroadcastq	.LCPI0_2(%rip), %zmm25
	movq	%r13, 128(%rsp)
	movq	%r14, 2168(%rsp)
	vmovdqu64	%zmm4, 4064(%rsp)
	vmovdqu64	%zmm5, 4000(%rsp)
	vmovdqu64	%zmm22, 3936(%rsp)
	vmovdqu64	%zmm19, 4256(%rsp)
	movq	%rbp, 8(%rsp)
	movq	%rax, -72(%rsp)
	jmp	.LBB0_155
	.p2align	4
.LBB0_200:
	addq	$4, %r15
	movq	2184(%rsp), %rsi
	addq	$-4, %rsi
	movq	2176(%rsp), %r9
	incq	%r9
	addq	%rax, 1112(%rsp)
	movq	2168(%rsp), %r14
	addq	%r14, 336(%rsp)
	addq	%r14, -16(%rsp)
	addq	%r14, 96(%rsp)
	movq	312(%rsp), %rdx
	cmpq	%rdx, %r15
	jae	.LBB0_84
.LBB0_155:
	movq	%r15, 352(%rsp)
	subq	%r15, %rdx
	cmpq	$4, %rdx
	movl	$4, %r8d
	cmovbq	%rdx, %r8
	decq	%r8
	cmpq	$4, %rdx
	movq	%r8, %r10
	movl	$3, %ecx
	cmovaeq	%rcx, %r10
	movq	%r10, %rbp
	movq	%r10, 896(%rsp)
	cmpq	$1, %rsi
	movq	%rsi, 2184(%rsp)
	movq	%rsi, %r13
	adcq	$0, %r13
	cmpq	$4, %r13
	movl	$4, %ecx
	cmovaeq	%rcx, %r13
	movl	%r13d, %ecx
	leaq	-4(,%rcx,8), %r10
	imulq	%rdi, %r10
	addq	%r12, %r10
	movq	%r14, %rcx
	movq	%r9, 2176(%rsp)
	imulq	%r9, %rcx
	movq	2144(%rsp), %rsi
	addq	%rcx, %rsi
	movq	%rsi, 576(%rsp)
	movq	2136(%rsp), %rsi
	leaq	(%rsi,%rcx), %r14
	leaq	-1(%r13), %r15
	imulq	%rax, %r15
	addq	%r15, %r14
	movq	2152(%rsp), %rax
	leaq	(%rax,%rcx), %rsi
	movq	-88(%rsp), %r9
	leaq	(%r9,%rsi), %rbx
	addq	1080(%rsp), %rcx
	addq	%rcx, %r9
	addq	%r15, %r9
	movq	-8(%rsp), %r11
	addq	%r11, %rsi
	addq	%r11, %rcx
	addq	%r15, %rcx
	movq	48(%rsp), %rax
	movq	%rax, %r12
	movq	%r13, 56(%rsp)
	imulq	%r13, %r12
	addq	-112(%rsp), %r12
	cmpq	$2, %rdx
	movq	%r8, %r11
	movl	$1, %edi
	cmovaeq	%rdi, %r11
	movq	%r11, %r15
	movq	2160(%rsp), %rdi
	imulq	%rdi, %r15
	cmpq	$3, %rdx
	movl	$2, %edx
	cmovaeq	%rdx, %r8
	movq	%r8, %rdx
	imulq	%rdi, %rdx
	movq	%rbp, %r13
	imulq	%rdi, %r13
	cmpq	%r14, -112(%rsp)
	setb	%bpl
	cmpq	%r10, 576(%rsp)
	setb	%dil
	andb	%bpl, %dil
	movb	%dil, 1344(%rsp)
	movq	8(%rsp), %rbp
	movq	%rbx, %rdi
	cmpq	%rcx, %rbx
	setb	%r10b
	cmpq	%r9, %rsi
	setb	%bl
	andb	%r10b, %bl
	cmpq	%r12, %rdi
	movq	%rdi, %r12
	movq	-112(%rsp), %rdi
	setb	%r10b
	cmpq	%r9, 1104(%rsp)
	setb	%r14b
	andb	%r10b, %r14b
	orb	%bl, %r14b
	movb	%r14b, 328(%rsp)
	movq	%r11, %rbx
	movq	896(%rsp), %r10
	cmpq	%rcx, %r12
	setb	%cl
	cmpq	%r9, %rsi
	leaq	(%rdi,%r15,4), %rsi
	movq	%rsi, 320(%rsp)
	movq	352(%rsp), %r15
	leaq	(%rdi,%rdx,4), %rdx
	movq	%rdx, 1128(%rsp)
	leaq	(%rdi,%r13,4), %rdx
	movq	%rdx, 1120(%rsp)
	movq	128(%rsp), %r13
	movq	-48(%rsp), %rdi
	setb	%dl
	andb	%cl, %dl
	movb	%dl, 5088(%rsp)
	imulq	%rax, %r10
	movq	1096(%rsp), %rcx
	addq	%rcx, %r10
	imulq	%rax, %r8
	addq	%rcx, %r8
	imulq	%rax, %rbx
	addq	%rcx, %rbx
	movq	$0, 104(%rsp)
	vmovss	-28(%rsp), %xmm0
	vmovss	%xmm0, 172(%rsp)
	vmovss	-24(%rsp), %xmm20
	movq	%r8, 2240(%rsp)
	movq	%r10, 896(%rsp)
	movq	%rbx, 2232(%rsp)
	jmp	.LBB0_156
	.p2align	4
.LBB0_199:
	movq	104(%rsp), %rdx
	incq	%rdx
	movq	%rdx, 104(%rsp)
	cmpq	(%rsp), %rdx
	je	.LBB0_200
.LBB0_156:
	cmpl	$0, -20(%rsp)
	movq	16(%rsp), %r11
	jne	.LBB0_158
	vmovapd	%xmm20, 1056(%rsp)
	movl	$3449720151, %esi
	cmpl	$0, -116(%rsp)
	je	.LBB0_160
.LBB0_163:
	movq	904(%rsp), %rcx
	movq	104(%rsp), %rax
	addq	%rcx, %rax
	movq	%rax, %rdx
	shrq	$32, %rdx
	imulq	%rsi, %rdx
	movq	%rdx, %rcx
	shrq	$32, %rcx
	xorl	-104(%rsp), %eax
	xorl	%ecx, %eax
	leaq	78811644(%rsi), %r10
	imulq	%r10, %rax
	movq	%rax, %rcx
	shrq	$32, %rcx
	xorq	2224(%rsp), %rcx
	movq	%rcx, 88(%rsp)
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 3552(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vpxorq	5472(%rsp), %zmm0, %zmm30
	vpbroadcastq	%rax, %zmm0
	vpxorq	5408(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2848(%rsp)
	xorq	2216(%rsp), %rdx
	movq	%rdx, 4128(%rsp)
	movl	%edx, %ecx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 4832(%rsp)
	xorq	1088(%rsp), %rax
	movq	%rax, 4192(%rsp)
	movl	%eax, %ecx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 4768(%rsp)
	movq	1112(%rsp), %rax
	movq	%rax, 136(%rsp)
	movq	-112(%rsp), %rax
	movq	%rax, 24(%rsp)
	movq	2192(%rsp), %rcx
	movq	344(%rsp), %r12
	xorl	%edx, %edx
	movq	%r10, 1136(%rsp)
	vmovdqu64	%zmm30, 3616(%rsp)
	jmp	.LBB0_164
	.p2align	4
.LBB0_182:
	movq	912(%rsp), %rdx
	incq	%rdx
	movq	48(%rsp), %rax
	addq	%rax, %r12
	movq	144(%rsp), %rcx
	addq	%rax, %rcx
	addq	%rax, 24(%rsp)
	addq	%rdi, 136(%rsp)
	cmpq	56(%rsp), %rdx
	movq	352(%rsp), %r15
	movq	1136(%rsp), %r10
	vmovdqu64	3616(%rsp), %zmm30
	vmovdqa64	.LCPI0_0(%rip), %zmm21
	vmovdqa64	.LCPI0_4(%rip), %zmm23
	vpbroadcastq	.LCPI0_2(%rip), %zmm25
	vpbroadcastq	.LCPI0_1(%rip), %zmm31
	je	.LBB0_160
.LBB0_164:
	movq	%rcx, 144(%rsp)
	movq	%rdx, 912(%rsp)
	leaq	(%rdx,%r15), %rcx
	imulq	%rdi, %rcx
	vpbroadcastq	%rcx, %zmm28
	vpaddq	%zmm31, %zmm28, %zmm0
	vmovdqu64	%zmm0, 1264(%rsp)
	vpaddq	%zmm25, %zmm28, %zmm0
	vmovdqu64	%zmm0, 2064(%rsp)
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm28, %zmm0
	vmovdqu64	%zmm0, 2000(%rsp)
	movq	%r12, 40(%rsp)
	movq	%r12, %r8
	movq	%r11, %rbp
	vmovdqa64	%zmm21, %zmm2
	vmovdqa64	%zmm23, %zmm1
	vpbroadcastq	.LCPI0_5(%rip), %zmm21
	vpbroadcastq	.LCPI0_6(%rip), %zmm23
	vmovdqu64	%zmm28, 1616(%rsp)
	.p2align	4
.LBB0_165:
	vmovdqu64	%zmm1, 240(%rsp)
	vmovdqu64	%zmm2, 576(%rsp)
	vpaddq	%zmm28, %zmm1, %zmm5
	vpmuludq	%zmm21, %zmm5, %zmm1
	vpaddq	%zmm28, %zmm2, %zmm8
	vpmuludq	%zmm21, %zmm8, %zmm0
	vmovdqu64	1264(%rsp), %zmm2
	vpaddq	240(%rsp), %zmm2, %zmm10
	vpmuludq	%zmm21, %zmm10, %zmm3
	vpaddq	576(%rsp), %zmm2, %zmm11
	vpmuludq	%zmm21, %zmm11, %zmm7
	vmovdqu64	2064(%rsp), %zmm2
	vpaddq	240(%rsp), %zmm2, %zmm12
	vpmuludq	%zmm21, %zmm12, %zmm28
	vpaddq	576(%rsp), %zmm2, %zmm13
	vpmuludq	%zmm21, %zmm13, %zmm9
	vmovdqu64	2000(%rsp), %zmm6
	vpaddq	240(%rsp), %zmm6, %zmm14
	vpmuludq	%zmm21, %zmm14, %zmm2
	vpaddq	576(%rsp), %zmm6, %zmm15
	vpmuludq	%zmm21, %zmm15, %zmm6
	vmovdqu64	3488(%rsp), %zmm16
	vpternlogq	$150, %zmm16, %zmm0, %zmm8
	vpternlogq	$150, %zmm16, %zmm1, %zmm5
	vpternlogq	$150, %zmm16, %zmm7, %zmm11
	vpternlogq	$150, %zmm16, %zmm3, %zmm10
	vpternlogq	$150, %zmm16, %zmm9, %zmm13
	vpternlogq	$150, %zmm16, %zmm28, %zmm12
	vpternlogq	$150, %zmm16, %zmm6, %zmm15
	vpternlogq	$150, %zmm16, %zmm2, %zmm14
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm12, %zmm16
	vpsrlq	$32, %zmm13, %zmm12
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm15, %zmm15
	vpmuludq	%zmm23, %zmm8, %zmm24
	vpmuludq	%zmm23, %zmm5, %zmm22
	vpmuludq	%zmm23, %zmm11, %zmm20
	vpmuludq	%zmm23, %zmm10, %zmm13
	vpmuludq	%zmm23, %zmm12, %zmm12
	vpmuludq	%zmm23, %zmm16, %zmm10
	vpmuludq	%zmm23, %zmm15, %zmm8
	vpmuludq	%zmm23, %zmm14, %zmm5
	vpsrlq	$32, %zmm22, %zmm11
	vpsrlq	$32, %zmm24, %zmm14
	vpsrlq	$32, %zmm13, %zmm17
	vpsrlq	$32, %zmm20, %zmm15
	vpsrlq	$32, %zmm10, %zmm18
	vpsrlq	$32, %zmm12, %zmm23
	vpsrlq	$32, %zmm5, %zmm25
	vpsrlq	$32, %zmm8, %zmm26
	vpxorq	%zmm30, %zmm14, %zmm14
	vpmuludq	%zmm21, %zmm14, %zmm16
	vmovdqu64	%zmm16, 1680(%rsp)
	vpxorq	%zmm30, %zmm11, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm19
	vmovdqu64	%zmm19, 1360(%rsp)
	vpxorq	%zmm30, %zmm15, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm14
	vpxorq	%zmm30, %zmm17, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm17
	vpxorq	%zmm30, %zmm23, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm4
	vpxorq	%zmm30, %zmm18, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm15
	vpxorq	%zmm30, %zmm26, %zmm11
	vpxorq	%zmm30, %zmm25, %zmm18
	vmovdqu64	3552(%rsp), %zmm27
	vpxorq	%zmm0, %zmm27, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm11
	vmovdqu64	%zmm11, 640(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm11
	vpxorq	%zmm1, %zmm27, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm26
	vpxorq	%zmm7, %zmm27, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm0
	vmovdqu64	%zmm0, 176(%rsp)
	vpxorq	%zmm3, %zmm27, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm25
	vpxorq	%zmm9, %zmm27, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm29
	vpxorq	%zmm28, %zmm27, %zmm3
	vpsrlq	$32, %zmm19, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm30
	vpxorq	%zmm6, %zmm27, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm19
	vmovdqu64	%zmm19, 448(%rsp)
	vpxorq	%zmm2, %zmm27, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 512(%rsp)
	vpsrlq	$32, %zmm16, %zmm2
	vpsrlq	$32, %zmm26, %zmm3
	vpsrlq	$32, %zmm11, %zmm6
	vpsrlq	$32, %zmm25, %zmm9
	vpsrlq	$32, %zmm21, %zmm27
	vpsrlq	$32, %zmm30, %zmm28
	vpsrlq	$32, %zmm17, %zmm31
	vmovdqa64	%zmm17, %zmm18
	vmovdqu64	3424(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm24, %zmm6
	vpsrlq	$32, %zmm29, %zmm24
	vpternlogq	$150, %zmm0, %zmm22, %zmm3
	vpsrlq	$32, %zmm1, %zmm22
	vpternlogq	$150, %zmm0, %zmm20, %zmm27
	vpsrlq	$32, %zmm14, %zmm7
	vmovdqa64	%zmm14, %zmm17
	vpternlogq	$150, %zmm0, %zmm13, %zmm9
	vpsrlq	$32, %zmm19, %zmm20
	vpternlogq	$150, %zmm0, %zmm12, %zmm24
	vpternlogq	$150, %zmm0, %zmm10, %zmm28
	vpternlogq	$150, %zmm0, %zmm8, %zmm20
	vpsrlq	$32, %zmm15, %zmm8
	vmovdqa64	%zmm15, %zmm16
	vpternlogq	$150, %zmm0, %zmm5, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm14
	vmovdqu64	%zmm14, 1200(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm0
	vmovdqu64	%zmm0, 384(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm3
	vmovdqu64	%zmm3, 1488(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm1
	vmovdqu64	%zmm1, 928(%rsp)
	vpsrlq	$32, %zmm4, %zmm9
	vmovdqa64	%zmm4, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm12
	vmovdqu64	%zmm12, 992(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm10
	vmovdqu64	%zmm10, 704(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm5
	vmovdqu64	%zmm5, 1424(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm5
	vmovdqu64	%zmm5, 768(%rsp)
	vpsrlq	$32, %zmm0, %zmm22
	vmovdqu64	2848(%rsp), %zmm6
	vpxorq	%zmm6, %zmm2, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm20
	vpxorq	%zmm6, %zmm23, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm19
	vpxorq	%zmm6, %zmm7, %zmm0
	vpxorq	%zmm6, %zmm31, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm31
	vpxorq	%zmm6, %zmm9, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm28
	vpxorq	%zmm6, %zmm8, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm2
	vmovdqu64	%zmm2, 832(%rsp)
	vpsrlq	$32, %zmm20, %zmm24
	vmovdqu64	3360(%rsp), %zmm8
	vpternlogq	$150, %zmm11, %zmm8, %zmm24
	vpsrlq	$32, %zmm19, %zmm0
	vpternlogq	$150, %zmm26, %zmm8, %zmm0
	vpsrlq	$32, %zmm27, %zmm26
	vpternlogq	$150, %zmm21, %zmm8, %zmm26
	vpsrlq	$32, %zmm31, %zmm13
	vpternlogq	$150, %zmm25, %zmm8, %zmm13
	vpsrlq	$32, %zmm28, %zmm25
	vpternlogq	$150, %zmm29, %zmm8, %zmm25
	vpsrlq	$32, %zmm2, %zmm29
	vpternlogq	$150, %zmm30, %zmm8, %zmm29
	vpsrlq	$32, %zmm14, %zmm11
	vmovdqu64	3296(%rsp), %zmm7
	vpternlogq	$150, 1360(%rsp), %zmm7, %zmm11
	vpsrlq	$32, %zmm1, %zmm21
	vpternlogq	$150, 1680(%rsp), %zmm7, %zmm22
	vpsrlq	$32, %zmm3, %zmm4
	vpternlogq	$150, %zmm7, %zmm18, %zmm4
	vpsrlq	$32, %zmm10, %zmm30
	vpternlogq	$150, %zmm7, %zmm17, %zmm21
	vpsrlq	$32, %zmm12, %zmm10
	vpternlogq	$150, %zmm7, %zmm16, %zmm10
	vpsrlq	$32, %zmm5, %zmm9
	vpternlogq	$150, %zmm7, %zmm15, %zmm30
	vmovdqu64	640(%rsp), %zmm1
	vpsrlq	$32, %zmm1, %zmm14
	vpxorq	%zmm6, %zmm14, %zmm14
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm16
	vpternlogq	$150, %zmm7, %zmm1, %zmm9
	vpsrlq	$32, %zmm16, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm1
	vmovdqu64	%zmm1, 640(%rsp)
	vpternlogq	$150, 448(%rsp), %zmm8, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm12
	vpsrlq	$32, %zmm1, %zmm14
	vmovdqu64	3232(%rsp), %zmm2
	vpternlogq	$150, %zmm2, %zmm20, %zmm14
	vpsrlq	$32, %zmm12, %zmm22
	vpternlogq	$150, %zmm2, %zmm19, %zmm22
	vmovdqu64	1424(%rsp), %zmm1
	vpsrlq	$32, %zmm1, %zmm3
	vmovdqu64	176(%rsp), %zmm11
	vpternlogq	$150, %zmm7, %zmm11, %zmm3
	vpsrlq	$32, %zmm11, %zmm11
	vpxorq	%zmm6, %zmm11, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm19
	vpternlogq	$150, 512(%rsp), %zmm8, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm23
	vpsrlq	$32, %zmm23, %zmm17
	vpternlogq	$150, %zmm2, %zmm27, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm27
	vpsrlq	$32, %zmm27, %zmm6
	vpternlogq	$150, %zmm2, %zmm31, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm30, %zmm31
	vpsrlq	$32, %zmm31, %zmm18
	vpternlogq	$150, %zmm2, %zmm28, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm4
	vmovdqu64	%zmm4, 448(%rsp)
	vpsrlq	$32, %zmm4, %zmm21
	vpternlogq	$150, 832(%rsp), %zmm2, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm4
	vmovdqu64	%zmm4, 832(%rsp)
	vpsrlq	$32, %zmm4, %zmm30
	vpternlogq	$150, %zmm2, %zmm16, %zmm30
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm3
	vmovdqu64	%zmm3, 176(%rsp)
	vpsrlq	$32, %zmm3, %zmm8
	vpternlogq	$150, %zmm2, %zmm11, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm10
	vpsrlq	$32, %zmm10, %zmm11
	vmovdqu64	3168(%rsp), %zmm0
	vpternlogq	$150, 1200(%rsp), %zmm0, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm7
	vpsrlq	$32, %zmm7, %zmm24
	vpternlogq	$150, 384(%rsp), %zmm0, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm9
	vpsrlq	$32, %zmm9, %zmm4
	vpternlogq	$150, 1488(%rsp), %zmm0, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm20
	vpsrlq	$32, %zmm20, %zmm5
	vpternlogq	$150, 928(%rsp), %zmm0, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm26
	vpsrlq	$32, %zmm26, %zmm13
	vpternlogq	$150, 992(%rsp), %zmm0, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm25
	vpsrlq	$32, %zmm25, %zmm3
	vpternlogq	$150, 704(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm29
	vpsrlq	$32, %zmm29, %zmm28
	vpternlogq	$150, %zmm1, %zmm0, %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm1
	vmovdqu64	%zmm1, 992(%rsp)
	vpsrlq	$32, %zmm1, %zmm19
	vpternlogq	$150, 768(%rsp), %zmm0, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm24, %zmm0
	vmovdqu64	%zmm0, 704(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	3104(%rsp), %zmm1
	vpternlogq	$150, 640(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 384(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm24
	vpsrlq	$32, %zmm24, %zmm16
	vpternlogq	$150, %zmm12, %zmm1, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm0
	vmovdqu64	%zmm0, 512(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vmovdqu64	3040(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm10, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm12
	vpsrlq	$32, %zmm12, %zmm10
	vpternlogq	$150, %zmm23, %zmm1, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm2
	vmovdqu64	%zmm2, 768(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm0, %zmm7, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm23
	vpsrlq	$32, %zmm23, %zmm14
	vpternlogq	$150, %zmm27, %zmm1, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm4
	vmovdqu64	%zmm4, 640(%rsp)
	vpsrlq	$32, %zmm4, %zmm5
	vpternlogq	$150, %zmm0, %zmm9, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm11
	vpsrlq	$32, %zmm11, %zmm7
	vpternlogq	$150, %zmm31, %zmm1, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm3
	vmovdqu64	%zmm3, 928(%rsp)
	vpsrlq	$32, %zmm3, %zmm27
	vpternlogq	$150, %zmm0, %zmm20, %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm6
	vpsrlq	$32, %zmm6, %zmm22
	vpternlogq	$150, 448(%rsp), %zmm1, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm21
	vpsrlq	$32, %zmm21, %zmm4
	vpternlogq	$150, %zmm0, %zmm26, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm26
	vpsrlq	$32, %zmm26, %zmm19
	vpternlogq	$150, 832(%rsp), %zmm1, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm17
	vpsrlq	$32, %zmm17, %zmm3
	vpternlogq	$150, %zmm0, %zmm25, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm28, %zmm9
	vmovdqu64	%zmm9, 832(%rsp)
	vpsrlq	$32, %zmm9, %zmm31
	vpternlogq	$150, 176(%rsp), %zmm1, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm13
	vpsrlq	$32, %zmm13, %zmm18
	vpternlogq	$150, %zmm0, %zmm29, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm30
	vpsrlq	$32, %zmm30, %zmm29
	vpternlogq	$150, 992(%rsp), %zmm0, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm0
	vmovdqu64	%zmm0, 448(%rsp)
	vpsrlq	$32, %zmm0, %zmm20
	vmovdqu64	2976(%rsp), %zmm1
	vpternlogq	$150, 704(%rsp), %zmm1, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm25
	vpsrlq	$32, %zmm25, %zmm8
	vpternlogq	$150, %zmm1, %zmm24, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm24
	vpsrlq	$32, %zmm24, %zmm9
	vpternlogq	$150, %zmm1, %zmm12, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm12
	vpternlogq	$150, %zmm1, %zmm23, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm27
	vpsrlq	$32, %zmm27, %zmm3
	vpternlogq	$150, %zmm1, %zmm11, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm28
	vpsrlq	$32, %zmm28, %zmm11
	vpternlogq	$150, %zmm1, %zmm6, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm29, %zmm29
	vpsrlq	$32, %zmm29, %zmm15
	vpternlogq	$150, %zmm1, %zmm26, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm0
	vmovdqu64	%zmm0, 176(%rsp)
	vpsrlq	$32, %zmm0, %zmm26
	vmovdqu64	2912(%rsp), %zmm0
	vpternlogq	$150, 512(%rsp), %zmm0, %zmm26
	vmovdqu64	384(%rsp), %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 384(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, 768(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm4
	vmovdqu64	%zmm4, 512(%rsp)
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, 640(%rsp), %zmm0, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm10
	vpsrlq	$32, %zmm10, %zmm14
	vpternlogq	$150, 928(%rsp), %zmm0, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm4
	vmovdqu64	%zmm4, 768(%rsp)
	vpsrlq	$32, %zmm4, %zmm23
	vpternlogq	$150, %zmm21, %zmm0, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm4
	vmovdqu64	%zmm4, 704(%rsp)
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm17, %zmm0, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm31
	vpsrlq	$32, %zmm31, %zmm4
	vpternlogq	$150, %zmm13, %zmm0, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm16
	vpsrlq	$32, %zmm16, %zmm19
	vpternlogq	$150, %zmm30, %zmm0, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm30
	vpsrlq	$32, %zmm30, %zmm13
	vpternlogq	$150, 832(%rsp), %zmm1, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vmovdqu64	4064(%rsp), %zmm1
	vpternlogq	$150, 448(%rsp), %zmm1, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm26, %zmm0
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, %zmm25, %zmm1, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm24, %zmm1, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm18
	vpternlogq	$150, %zmm5, %zmm1, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm6
	vpsrlq	$32, %zmm6, %zmm17
	vpternlogq	$150, %zmm27, %zmm1, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm6
	vpsrlq	$32, %zmm6, %zmm21
	vpternlogq	$150, %zmm28, %zmm1, %zmm21
	vmovdqu64	1616(%rsp), %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm6
	vpsrlq	$32, %zmm6, %zmm23
	vpternlogq	$150, %zmm29, %zmm1, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm9
	vpsrlq	$32, %zmm4, %zmm15
	vpternlogq	$150, %zmm30, %zmm1, %zmm15
	vmovdqu64	3616(%rsp), %zmm30
	vpsrlq	$32, %zmm25, %zmm4
	vmovdqu64	4000(%rsp), %zmm1
	vpternlogq	$150, 176(%rsp), %zmm1, %zmm4
	vpsrlq	$32, %zmm24, %zmm5
	vpternlogq	$150, 384(%rsp), %zmm1, %zmm5
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, 512(%rsp), %zmm1, %zmm8
	vpsrlq	$32, %zmm20, %zmm12
	vpternlogq	$150, %zmm1, %zmm10, %zmm12
	vpsrlq	$32, %zmm19, %zmm10
	vpternlogq	$150, 768(%rsp), %zmm1, %zmm10
	vpsrlq	$32, %zmm11, %zmm13
	vpternlogq	$150, 704(%rsp), %zmm1, %zmm13
	vpsrlq	$32, %zmm7, %zmm14
	vpternlogq	$150, %zmm1, %zmm31, %zmm14
	vpsrlq	$32, %zmm9, %zmm26
	vpternlogq	$150, %zmm1, %zmm16, %zmm26
	vpmovqd	%zmm5, %ymm1
	vpmovqd	%zmm4, %ymm3
	vinserti64x4	$1, %ymm3, %zmm1, %zmm1
	vpmovqd	%zmm12, %ymm3
	vpmovqd	%zmm8, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpmovqd	%zmm13, %ymm4
	vpmovqd	%zmm10, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpmovqd	%zmm26, %ymm5
	vpmovqd	%zmm14, %ymm8
	vinserti64x4	$1, %ymm8, %zmm5, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm8
	vmovdqu64	3936(%rsp), %zmm22
	vpsrlq	$32, %zmm8, %zmm8
	vpternlogq	$150, %zmm25, %zmm22, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm24, %zmm22, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm10
	vpsrlq	$32, %zmm10, %zmm10
	vpternlogq	$150, %zmm6, %zmm22, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm6
	vpbroadcastq	.LCPI0_5(%rip), %zmm21
	vpmuludq	%zmm21, %zmm17, %zmm12
	vpmuludq	%zmm21, %zmm15, %zmm13
	vpmuludq	%zmm21, %zmm23, %zmm14
	vpbroadcastq	.LCPI0_6(%rip), %zmm23
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm13, %zmm13
	vpternlogq	$150, %zmm20, %zmm22, %zmm0
	vpternlogq	$150, %zmm19, %zmm22, %zmm6
	vmovdqu64	4256(%rsp), %zmm19
	vpternlogq	$150, %zmm11, %zmm22, %zmm12
	vpternlogq	$150, %zmm7, %zmm22, %zmm13
	vpternlogq	$150, %zmm9, %zmm22, %zmm14
	vpmuludq	%zmm23, %zmm2, %zmm2
	vpmuludq	%zmm23, %zmm8, %zmm7
	vpmuludq	%zmm23, %zmm0, %zmm0
	vpmuludq	%zmm23, %zmm10, %zmm8
	vpmuludq	%zmm23, %zmm12, %zmm9
	vpmuludq	%zmm23, %zmm6, %zmm6
	vpmuludq	%zmm23, %zmm14, %zmm10
	vpmuludq	%zmm23, %zmm13, %zmm11
	vpsrlq	$32, %zmm7, %zmm12
	vpsrlq	$32, %zmm2, %zmm13
	vpsrlq	$32, %zmm8, %zmm14
	vpsrlq	$32, %zmm0, %zmm15
	vpsrlq	$32, %zmm6, %zmm16
	vpmovqd	%zmm13, %ymm13
	vpmovqd	%zmm12, %ymm12
	vinserti64x4	$1, %ymm12, %zmm13, %zmm12
	vpsrlq	$32, %zmm9, %zmm13
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
	vpmovqd	%zmm7, %ymm7
	vinserti64x4	$1, %ymm7, %zmm2, %zmm2
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm8, %ymm7
	vinserti64x4	$1, %ymm7, %zmm0, %zmm0
	vpmovqd	%zmm9, %ymm7
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm7, %zmm6
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
	vmovdqu64	240(%rsp), %zmm1
	vmovdqu64	%zmm12, -192(%r8,%rdi,4)
	vmovdqu64	%zmm14, -128(%r8,%rdi,4)
	vmovdqu64	%zmm13, -64(%r8,%rdi,4)
	vmovdqu64	%zmm15, (%r8,%rdi,4)
	vmovdqu64	%zmm2, -192(%r8)
	vmovdqu64	576(%rsp), %zmm2
	vmovdqu64	%zmm0, -128(%r8)
	vmovdqu64	%zmm6, -64(%r8)
	vmovdqu64	%zmm7, (%r8)
	vpbroadcastq	.LCPI0_8(%rip), %zmm0
	vpaddq	%zmm0, %zmm2, %zmm2
	vpaddq	%zmm0, %zmm1, %zmm1
	addq	$256, %r8
	addq	$-64, %rbp
	jne	.LBB0_165
	cmpq	%r11, %rdi
	movq	-104(%rsp), %rbx
	movq	368(%rsp), %r11
	movq	-96(%rsp), %rbp
	movq	-56(%rsp), %rdi
	movq	360(%rsp), %r14
	movq	-64(%rsp), %r12
	movq	5024(%rsp), %r13
	movq	4960(%rsp), %r8
	je	.LBB0_173
	movq	16(%rsp), %rcx
	testb	$56, -48(%rsp)
	je	.LBB0_171
	movq	144(%rsp), %rcx
	movq	120(%rsp), %rdx
	vmovdqu64	4896(%rsp), %zmm0
	vmovdqu64	3488(%rsp), %zmm7
	vmovdqu64	3424(%rsp), %zmm8
	vmovdqu64	3360(%rsp), %zmm9
	vmovdqu64	3296(%rsp), %zmm10
	vmovdqu64	3232(%rsp), %zmm11
	vmovdqu64	3168(%rsp), %zmm12
	vmovdqu64	3104(%rsp), %zmm13
	vmovdqu64	3040(%rsp), %zmm14
	vmovdqu64	2976(%rsp), %zmm15
	vmovdqu64	2912(%rsp), %zmm16
	vmovdqu64	4064(%rsp), %zmm17
	vmovdqu64	4000(%rsp), %zmm18
	movq	-72(%rsp), %rax
	vpbroadcastq	.LCPI0_9(%rip), %zmm20
	vpbroadcastd	.LCPI0_7(%rip), %ymm24
	vmovdqu64	3552(%rsp), %zmm25
	vmovdqu64	4832(%rsp), %zmm26
	vmovdqu64	4768(%rsp), %zmm27
	.p2align	4
.LBB0_169:
	vpaddq	%zmm28, %zmm0, %zmm1
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
	vpmulld	%ymm24, %ymm3, %ymm3
	vpternlogq	$150, %zmm1, %zmm22, %zmm2
	vpmuludq	%zmm23, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm2
	vpmovqd	%zmm2, %ymm2
	vpternlogd	$150, %ymm19, %ymm3, %ymm2
	vmovdqu	%ymm2, (%rcx,%rax)
	vpmovqd	%zmm1, (%rcx)
	vpaddq	%zmm20, %zmm0, %zmm0
	addq	$32, %rcx
	addq	$-8, %rdx
	jne	.LBB0_169
	movq	8(%rsp), %rax
	movq	%rax, %rcx
	cmpq	%rax, -48(%rsp)
	movq	-104(%rsp), %rbx
	movq	368(%rsp), %r11
	movq	-96(%rsp), %rbp
	movq	-56(%rsp), %rdi
	movq	360(%rsp), %r14
	movq	-64(%rsp), %r12
	movq	5024(%rsp), %r13
	movq	4960(%rsp), %r8
	je	.LBB0_173
.LBB0_171:
	movq	-48(%rsp), %rax
	subq	%rcx, %rax
	movq	%rax, 240(%rsp)
	movq	24(%rsp), %rax
	leaq	(%rax,%rcx,4), %rdx
	movq	-72(%rsp), %rax
	movq	%rdx, 384(%rsp)
	addq	%rdx, %rax
	movq	%rax, 176(%rsp)
	addq	136(%rsp), %rcx
	movq	%rcx, 576(%rsp)
	xorl	%r9d, %r9d
	.p2align	4
.LBB0_172:
	movq	576(%rsp), %rax
	leaq	(%rax,%r9), %r15
	movl	%r15d, %ecx
	imulq	%r10, %rcx
	xorq	%rbx, %r15
	xorq	%rcx, %r15
	shrq	$32, %r15
	imulq	%rsi, %r15
	movq	%r15, %r10
	shrq	$32, %r10
	movq	4128(%rsp), %rdx
	xorl	%r10d, %edx
	xorl	88(%rsp), %ecx
	imulq	1136(%rsp), %rdx
	imulq	%rsi, %rcx
	movq	%rcx, %r10
	shrq	$32, %r10
	movl	$3449720151, %ebx
	movq	72(%rsp), %rax
	movl	%eax, %esi
	xorl	%r10d, %esi
	movq	%r12, %rax
	movq	%r8, %r12
	movq	%r13, %r8
	movq	%r14, %r13
	movq	%rdi, %r14
	movq	%rbp, %rdi
	movq	%r11, %rbp
	movq	%rdx, %r11
	shrq	$32, %r11
	xorl	%esi, %r15d
	movq	4192(%rsp), %r10
	xorl	%r11d, %r10d
	movq	%rbp, %r11
	movq	%rdi, %rbp
	movq	%r14, %rdi
	movq	%r13, %r14
	movq	%r8, %r13
	movq	%r12, %r8
	movq	%rax, %r12
	imulq	1136(%rsp), %r15
	imulq	%rbx, %r10
	movq	%r10, %rsi
	shrq	$32, %rsi
	xorl	160(%rsp), %ecx
	xorl	%esi, %ecx
	movq	%r15, %rsi
	shrq	$32, %rsi
	xorl	%r11d, %edx
	xorl	%esi, %edx
	imulq	1136(%rsp), %rcx
	imulq	%rbx, %rdx
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorl	152(%rsp), %r10d
	xorl	%esi, %r10d
	movq	%rcx, %rsi
	shrq	$32, %rsi
	xorl	%r14d, %r15d
	xorl	%esi, %r15d
	imulq	1136(%rsp), %r10
	imulq	%rbx, %r15
	movq	%r15, %rsi
	shrq	$32, %rsi
	xorl	%r13d, %edx
	xorl	%esi, %edx
	movq	%r10, %rsi
	shrq	$32, %rsi
	xorl	%r12d, %ecx
	xorl	%esi, %ecx
	imulq	1136(%rsp), %rdx
	imulq	%rbx, %rcx
	movq	%rcx, %rsi
	shrq	$32, %rsi
	xorl	%r8d, %r15d
	xorl	%esi, %r15d
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorl	%ebp, %r10d
	xorl	%esi, %r10d
	imulq	1136(%rsp), %r15
	imulq	%rbx, %r10
	shrq	$32, %r10
	xorl	64(%rsp), %ecx
	xorl	%r10d, %ecx
	movq	1136(%rsp), %r10
	movq	%r15, %rsi
	shrq	$32, %rsi
	xorl	%edi, %edx
	xorl	%esi, %edx
	movl	$3449720151, %esi
	imulq	%r10, %rcx
	shrq	$32, %rcx
	imull	$-845247145, %edx, %edx
	xorl	80(%rsp), %r15d
	xorl	%ecx, %r15d
	imulq	%rsi, %r15
	movq	%r15, %rcx
	shrq	$32, %rcx
	xorl	920(%rsp), %edx
	xorl	%ecx, %edx
	movq	176(%rsp), %rax
	movl	%edx, (%rax,%r9,4)
	movq	-104(%rsp), %rbx
	movq	384(%rsp), %rax
	movl	%r15d, (%rax,%r9,4)
	incq	%r9
	cmpq	%r9, 240(%rsp)
	jne	.LBB0_172
.LBB0_173:
	movq	-72(%rsp), %rax
	movq	40(%rsp), %r12
	leaq	(%r12,%rax), %r8
	xorl	%ebp, %ebp
	movq	-80(%rsp), %rax
	.p2align	4
.LBB0_174:
	vcvtudq2pd	-192(%r12,%rbp), %zmm0
	vcvtudq2pd	-160(%r12,%rbp), %zmm1
	vcvtudq2pd	-128(%r12,%rbp), %zmm2
	vcvtudq2pd	-96(%r12,%rbp), %zmm3
	vcvtudq2pd	-64(%r12,%rbp), %zmm4
	vcvtudq2pd	-32(%r12,%rbp), %zmm5
	vcvtudq2pd	(%r12,%rbp), %zmm6
	vcvtudq2pd	32(%r12,%rbp), %zmm7
	vbroadcastsd	.LCPI0_10(%rip), %zmm8
	vaddpd	%zmm8, %zmm1, %zmm1
	vaddpd	%zmm8, %zmm0, %zmm0
	vaddpd	%zmm8, %zmm3, %zmm3
	vaddpd	%zmm8, %zmm2, %zmm2
	vaddpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm8, %zmm4, %zmm4
	vaddpd	%zmm8, %zmm7, %zmm7
	vaddpd	%zmm8, %zmm6, %zmm8
	vbroadcastsd	.LCPI0_11(%rip), %zmm9
	vmulpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm9, %zmm1, %zmm1
	vmulpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm9, %zmm3, %zmm6
	vmulpd	%zmm9, %zmm4, %zmm3
	vmulpd	%zmm9, %zmm5, %zmm5
	vmulpd	%zmm9, %zmm8, %zmm4
	vmulpd	%zmm9, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_29(%rip), %zmm9
	vmulpd	%zmm9, %zmm1, %zmm14
	vmulpd	%zmm9, %zmm0, %zmm21
	vmulpd	%zmm9, %zmm6, %zmm10
	vmulpd	%zmm9, %zmm2, %zmm12
	vmulpd	%zmm9, %zmm5, %zmm5
	vmulpd	%zmm9, %zmm3, %zmm8
	vmulpd	%zmm9, %zmm7, %zmm0
	vmulpd	%zmm9, %zmm4, %zmm3
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vmulpd	%zmm13, %zmm21, %zmm1
	vmulpd	%zmm13, %zmm14, %zmm2
	vmulpd	%zmm13, %zmm12, %zmm4
	vmulpd	%zmm13, %zmm10, %zmm6
	vmulpd	%zmm13, %zmm8, %zmm7
	vmulpd	%zmm13, %zmm5, %zmm9
	vmulpd	%zmm13, %zmm3, %zmm11
	vmulpd	%zmm13, %zmm0, %zmm13
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vaddpd	%zmm15, %zmm2, %zmm19
	vmovupd	%zmm19, 2000(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm17
	vmovupd	%zmm17, 2064(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 1264(%rsp)
	vaddpd	%zmm15, %zmm4, %zmm18
	vmovupd	%zmm18, 1616(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm4
	vmovupd	%zmm4, 1680(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 1360(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm2
	vmovupd	%zmm2, 1424(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 1488(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm1
	vaddpd	%zmm1, %zmm17, %zmm20
	vaddpd	%zmm1, %zmm19, %zmm17
	vaddpd	%zmm1, %zmm18, %zmm13
	vaddpd	%zmm1, %zmm16, %zmm11
	vaddpd	%zmm1, %zmm7, %zmm9
	vaddpd	%zmm1, %zmm4, %zmm7
	vaddpd	%zmm1, %zmm6, %zmm4
	vaddpd	%zmm1, %zmm2, %zmm6
	vbroadcastsd	.LCPI0_33(%rip), %zmm24
	vmulpd	%zmm24, %zmm17, %zmm18
	vmulpd	%zmm24, %zmm20, %zmm1
	vmulpd	%zmm24, %zmm11, %zmm26
	vmulpd	%zmm24, %zmm13, %zmm19
	vmulpd	%zmm24, %zmm7, %zmm16
	vsubpd	%zmm1, %zmm21, %zmm2
	vbroadcastsd	.LCPI0_34(%rip), %zmm29
	vmulpd	%zmm29, %zmm20, %zmm1
	vbroadcastsd	.LCPI0_35(%rip), %zmm30
	vmulpd	%zmm30, %zmm20, %zmm22
	vsubpd	%zmm1, %zmm2, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm15
	vpandq	%zmm15, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm15, %zmm23, %zmm23
	vpbroadcastq	.LCPI0_1(%rip), %zmm28
	vpaddq	%zmm28, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm2, %zmm21
	vsubpd	%zmm21, %zmm2, %zmm23
	vsubpd	%zmm22, %zmm23, %zmm22
	vmulpd	%zmm24, %zmm9, %zmm23
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_36(%rip), %zmm31
	vmulpd	%zmm31, %zmm20, %zmm20
	vsubpd	%zmm22, %zmm20, %zmm1 {%k1}
	vmulpd	%zmm29, %zmm17, %zmm20
	vmulpd	%zmm30, %zmm17, %zmm22
	vmovapd	%zmm21, %zmm2 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm21
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm15, %zmm14, %zmm14
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm15, %zmm21, %zmm21
	vpaddq	%zmm28, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm14, %k1
	vsubpd	%zmm22, %zmm18, %zmm14
	vsubpd	%zmm14, %zmm18, %zmm21
	vsubpd	%zmm22, %zmm21, %zmm21
	vmulpd	%zmm24, %zmm6, %zmm25
	vsubpd	%zmm19, %zmm12, %zmm19
	vmulpd	%zmm31, %zmm17, %zmm17
	vsubpd	%zmm21, %zmm17, %zmm20 {%k1}
	vmulpd	%zmm29, %zmm13, %zmm17
	vmulpd	%zmm30, %zmm13, %zmm21
	vmovapd	%zmm14, %zmm18 {%k1}
	vsubpd	%zmm17, %zmm19, %zmm14
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm15, %zmm12, %zmm12
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm15, %zmm14, %zmm14
	vpaddq	%zmm28, %zmm14, %zmm14
	vpcmpgtq	%zmm14, %zmm12, %k1
	vsubpd	%zmm21, %zmm19, %zmm12
	vsubpd	%zmm12, %zmm19, %zmm14
	vsubpd	%zmm21, %zmm14, %zmm14
	vmulpd	%zmm24, %zmm4, %zmm24
	vsubpd	%zmm26, %zmm10, %zmm21
	vsubpd	%zmm23, %zmm8, %zmm22
	vsubpd	%zmm16, %zmm5, %zmm23
	vsubpd	%zmm24, %zmm3, %zmm24
	vsubpd	%zmm25, %zmm0, %zmm25
	vmulpd	%zmm31, %zmm13, %zmm13
	vsubpd	%zmm14, %zmm13, %zmm17 {%k1}
	vmulpd	%zmm29, %zmm11, %zmm26
	vmulpd	%zmm30, %zmm11, %zmm13
	vmovapd	%zmm12, %zmm19 {%k1}
	vsubpd	%zmm26, %zmm21, %zmm12
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm15, %zmm10, %zmm10
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm15, %zmm12, %zmm12
	vpaddq	%zmm28, %zmm12, %zmm12
	vpcmpgtq	%zmm12, %zmm10, %k1
	vsubpd	%zmm13, %zmm21, %zmm10
	vsubpd	%zmm10, %zmm21, %zmm12
	vsubpd	%zmm13, %zmm12, %zmm12
	vmulpd	%zmm29, %zmm9, %zmm27
	vmulpd	%zmm31, %zmm11, %zmm11
	vsubpd	%zmm12, %zmm11, %zmm26 {%k1}
	vmulpd	%zmm29, %zmm7, %zmm11
	vmulpd	%zmm30, %zmm9, %zmm12
	vmovapd	%zmm10, %zmm21 {%k1}
	vsubpd	%zmm27, %zmm22, %zmm10
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm15, %zmm8, %zmm8
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm15, %zmm10, %zmm10
	vpaddq	%zmm28, %zmm10, %zmm10
	vpcmpgtq	%zmm10, %zmm8, %k1
	vsubpd	%zmm12, %zmm22, %zmm10
	vsubpd	%zmm10, %zmm22, %zmm8
	vsubpd	%zmm12, %zmm8, %zmm12
	vmulpd	%zmm29, %zmm4, %zmm8
	vmulpd	%zmm31, %zmm9, %zmm9
	vsubpd	%zmm12, %zmm9, %zmm27 {%k1}
	vmulpd	%zmm29, %zmm6, %zmm12
	vmulpd	%zmm30, %zmm7, %zmm9
	vmovapd	%zmm10, %zmm22 {%k1}
	vsubpd	%zmm11, %zmm23, %zmm10
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm15, %zmm5, %zmm5
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm15, %zmm10, %zmm10
	vpaddq	%zmm28, %zmm10, %zmm10
	vpcmpgtq	%zmm10, %zmm5, %k1
	vsubpd	%zmm9, %zmm23, %zmm5
	vsubpd	%zmm5, %zmm23, %zmm10
	vsubpd	%zmm9, %zmm10, %zmm9
	vmulpd	%zmm30, %zmm4, %zmm10
	vmulpd	%zmm31, %zmm7, %zmm7
	vsubpd	%zmm9, %zmm7, %zmm11 {%k1}
	vmulpd	%zmm30, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm25, %zmm9
	vmovapd	%zmm5, %zmm23 {%k1}
	vsubpd	%zmm8, %zmm24, %zmm5
	vpsrlq	$52, %zmm3, %zmm3
	vpandq	%zmm15, %zmm3, %zmm3
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm15, %zmm5, %zmm5
	vpaddq	%zmm28, %zmm5, %zmm5
	vpcmpgtq	%zmm5, %zmm3, %k1
	vsubpd	%zmm10, %zmm24, %zmm3
	vmulpd	%zmm31, %zmm6, %zmm5
	vmulpd	%zmm31, %zmm4, %zmm4
	vsubpd	%zmm9, %zmm25, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm3, %zmm24, %zmm7
	vsubpd	%zmm10, %zmm7, %zmm7
	vsubpd	%zmm12, %zmm25, %zmm10
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm15, %zmm0, %zmm0
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm15, %zmm10, %zmm10
	vpaddq	%zmm28, %zmm10, %zmm10
	vmovapd	%zmm3, %zmm24 {%k1}
	vsubpd	%zmm7, %zmm4, %zmm8 {%k1}
	vpcmpgtq	%zmm10, %zmm0, %k1
	vmovapd	%zmm9, %zmm25 {%k1}
	vsubpd	%zmm6, %zmm5, %zmm12 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm14
	vsubpd	%zmm1, %zmm2, %zmm28
	vsubpd	%zmm26, %zmm21, %zmm16
	vsubpd	%zmm17, %zmm19, %zmm30
	vsubpd	%zmm11, %zmm23, %zmm6
	vsubpd	%zmm27, %zmm22, %zmm10
	vsubpd	%zmm12, %zmm25, %zmm9
	vsubpd	%zmm8, %zmm24, %zmm13
	vsubpd	%zmm28, %zmm2, %zmm0
	vmovupd	%zmm28, 384(%rsp)
	vsubpd	%zmm14, %zmm18, %zmm2
	vmovupd	%zmm14, 576(%rsp)
	vsubpd	%zmm30, %zmm19, %zmm3
	vmovupd	%zmm30, 240(%rsp)
	vsubpd	%zmm16, %zmm21, %zmm4
	vmovupd	%zmm16, 992(%rsp)
	vsubpd	%zmm10, %zmm22, %zmm5
	vmovapd	%zmm10, %zmm22
	vsubpd	%zmm6, %zmm23, %zmm7
	vmovapd	%zmm6, %zmm23
	vmovupd	%zmm6, 176(%rsp)
	vsubpd	%zmm13, %zmm24, %zmm15
	vsubpd	%zmm9, %zmm25, %zmm18
	vmovapd	%zmm9, %zmm24
	vsubpd	%zmm20, %zmm2, %zmm2
	vmovupd	%zmm2, 928(%rsp)
	vsubpd	%zmm1, %zmm0, %zmm29
	vsubpd	%zmm26, %zmm4, %zmm0
	vmovupd	%zmm0, 640(%rsp)
	vsubpd	%zmm17, %zmm3, %zmm0
	vmovupd	%zmm0, 704(%rsp)
	vsubpd	%zmm11, %zmm7, %zmm0
	vmovupd	%zmm0, 768(%rsp)
	vsubpd	%zmm27, %zmm5, %zmm0
	vmovupd	%zmm0, 448(%rsp)
	vsubpd	%zmm12, %zmm18, %zmm0
	vmovupd	%zmm0, 832(%rsp)
	vsubpd	%zmm8, %zmm15, %zmm0
	vmovupd	%zmm0, 512(%rsp)
	vmulpd	%zmm14, %zmm14, %zmm12
	vmulpd	%zmm28, %zmm28, %zmm10
	vmulpd	%zmm16, %zmm16, %zmm14
	vmulpd	%zmm10, %zmm10, %zmm9
	vmovupd	%zmm9, 2320(%rsp)
	vmulpd	%zmm12, %zmm12, %zmm2
	vmovupd	%zmm2, 1936(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm3
	vmulpd	%zmm3, %zmm12, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm12, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm12, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm6
	vmulpd	%zmm6, %zmm12, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm7
	vsubpd	%zmm1, %zmm7, %zmm1
	vmulpd	%zmm1, %zmm12, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm8
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm6, %zmm10, %zmm2
	vsubpd	%zmm2, %zmm7, %zmm2
	vmulpd	%zmm2, %zmm10, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1872(%rsp)
	vmulpd	%zmm9, %zmm9, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm10, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vmovapd	%zmm10, %zmm9
	vaddpd	%zmm0, %zmm1, %zmm19
	vmulpd	%zmm6, %zmm14, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm14, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm14, %zmm14, %zmm1
	vmovupd	%zmm1, 2672(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm14, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm14, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm14, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1808(%rsp)
	vmulpd	%zmm30, %zmm30, %zmm28
	vmulpd	%zmm6, %zmm28, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm28, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm28, %zmm28, %zmm1
	vmovupd	%zmm1, 2480(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm28, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm20
	vmulpd	%zmm23, %zmm23, %zmm26
	vmulpd	%zmm6, %zmm26, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm26, %zmm26, %zmm1
	vmovupd	%zmm1, 2608(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm26, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1744(%rsp)
	vmulpd	%zmm22, %zmm22, %zmm30
	vmovapd	%zmm22, %zmm25
	vmovupd	%zmm22, 4576(%rsp)
	vmulpd	%zmm6, %zmm30, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm30, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm30, %zmm30, %zmm1
	vmovupd	%zmm1, 2416(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm30, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1552(%rsp)
	vmulpd	%zmm24, %zmm24, %zmm22
	vmovupd	%zmm24, 4512(%rsp)
	vmulpd	%zmm6, %zmm22, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm22, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm22, %zmm22, %zmm1
	vmovupd	%zmm1, 2544(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm22, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2256(%rsp)
	vmovapd	%zmm13, %zmm27
	vmovupd	%zmm13, 4640(%rsp)
	vmulpd	%zmm13, %zmm13, %zmm21
	vmulpd	%zmm6, %zmm21, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm21, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm21, %zmm21, %zmm1
	vmovupd	%zmm1, 4704(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm11
	vmulpd	%zmm0, %zmm11, %zmm0
	vmulpd	%zmm3, %zmm21, %zmm11
	vaddpd	%zmm4, %zmm11, %zmm11
	vmulpd	%zmm11, %zmm21, %zmm11
	vaddpd	%zmm5, %zmm11, %zmm11
	vmulpd	%zmm11, %zmm21, %zmm11
	vaddpd	%zmm0, %zmm11, %zmm11
	vbroadcastsd	.LCPI0_10(%rip), %zmm3
	vmulpd	%zmm3, %zmm12, %zmm0
	vbroadcastsd	.LCPI0_44(%rip), %zmm10
	vsubpd	%zmm0, %zmm10, %zmm23
	vsubpd	%zmm23, %zmm10, %zmm18
	vsubpd	%zmm0, %zmm18, %zmm18
	vmovapd	%zmm3, %zmm2
	vmovapd	%zmm9, %zmm1
	vmovupd	%zmm9, 1200(%rsp)
	vmulpd	%zmm3, %zmm9, %zmm0
	vsubpd	%zmm0, %zmm10, %zmm9
	vsubpd	%zmm9, %zmm10, %zmm17
	vsubpd	%zmm0, %zmm17, %zmm7
	vmovapd	%zmm14, %zmm0
	vmulpd	%zmm3, %zmm14, %zmm17
	vsubpd	%zmm17, %zmm10, %zmm8
	vsubpd	%zmm8, %zmm10, %zmm15
	vsubpd	%zmm17, %zmm15, %zmm15
	vmulpd	%zmm3, %zmm28, %zmm17
	vsubpd	%zmm17, %zmm10, %zmm6
	vsubpd	%zmm6, %zmm10, %zmm31
	vsubpd	%zmm17, %zmm31, %zmm17
	vmulpd	%zmm3, %zmm26, %zmm31
	vsubpd	%zmm31, %zmm10, %zmm5
	vsubpd	%zmm5, %zmm10, %zmm13
	vsubpd	%zmm31, %zmm13, %zmm13
	vmulpd	%zmm3, %zmm30, %zmm31
	vsubpd	%zmm31, %zmm10, %zmm4
	vsubpd	%zmm4, %zmm10, %zmm16
	vsubpd	%zmm31, %zmm16, %zmm16
	vmulpd	%zmm3, %zmm22, %zmm31
	vsubpd	%zmm31, %zmm10, %zmm3
	vsubpd	%zmm3, %zmm10, %zmm14
	vsubpd	%zmm31, %zmm14, %zmm14
	vmulpd	%zmm2, %zmm21, %zmm31
	vsubpd	%zmm31, %zmm10, %zmm2
	vsubpd	%zmm2, %zmm10, %zmm10
	vsubpd	%zmm31, %zmm10, %zmm10
	vmulpd	%zmm19, %zmm1, %zmm19
	vmovupd	%zmm29, 4384(%rsp)
	vmulpd	384(%rsp), %zmm29, %zmm31
	vsubpd	%zmm31, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm7, %zmm7
	vmulpd	1872(%rsp), %zmm12, %zmm19
	vmovupd	576(%rsp), %zmm1
	vmulpd	928(%rsp), %zmm1, %zmm31
	vsubpd	%zmm31, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm18, %zmm18
	vmulpd	%zmm20, %zmm28, %zmm19
	vmovupd	240(%rsp), %zmm1
	vmulpd	704(%rsp), %zmm1, %zmm20
	vsubpd	%zmm20, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm17, %zmm17
	vmulpd	1808(%rsp), %zmm0, %zmm19
	vmovapd	%zmm0, %zmm31
	vmovupd	992(%rsp), %zmm1
	vmulpd	640(%rsp), %zmm1, %zmm20
	vsubpd	%zmm20, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm15, %zmm15
	vmulpd	1552(%rsp), %zmm30, %zmm19
	vmulpd	448(%rsp), %zmm25, %zmm20
	vsubpd	%zmm20, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm16, %zmm16
	vmulpd	1744(%rsp), %zmm26, %zmm19
	vmovupd	176(%rsp), %zmm0
	vmulpd	768(%rsp), %zmm0, %zmm20
	vsubpd	%zmm20, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm13, %zmm25
	vmulpd	%zmm11, %zmm21, %zmm11
	vmulpd	512(%rsp), %zmm27, %zmm13
	vsubpd	%zmm13, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm10, %zmm10
	vmulpd	2256(%rsp), %zmm22, %zmm11
	vmulpd	832(%rsp), %zmm24, %zmm13
	vsubpd	%zmm13, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm14, %zmm11
	vaddpd	%zmm18, %zmm23, %zmm0
	vmovupd	%zmm0, 1552(%rsp)
	vaddpd	%zmm7, %zmm9, %zmm0
	vmovupd	%zmm0, 2256(%rsp)
	vaddpd	%zmm15, %zmm8, %zmm0
	vmovupd	%zmm0, 1744(%rsp)
	vaddpd	%zmm17, %zmm6, %zmm0
	vmovupd	%zmm0, 3680(%rsp)
	vaddpd	%zmm25, %zmm5, %zmm0
	vmovupd	%zmm0, 1808(%rsp)
	vaddpd	%zmm16, %zmm4, %zmm0
	vmovupd	%zmm0, 3744(%rsp)
	vaddpd	%zmm11, %zmm3, %zmm0
	vmovupd	%zmm0, 1872(%rsp)
	vaddpd	%zmm10, %zmm2, %zmm0
	vmovupd	%zmm0, 3808(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm7
	vmovupd	1200(%rsp), %zmm24
	vmulpd	%zmm7, %zmm24, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm15
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2320(%rsp), %zmm24, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm8
	vmulpd	%zmm8, %zmm24, %zmm2
	vbroadcastsd	.LCPI0_46(%rip), %zmm10
	vaddpd	%zmm10, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm24, %zmm2
	vbroadcastsd	.LCPI0_47(%rip), %zmm14
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm11
	vmulpd	%zmm7, %zmm12, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	1936(%rsp), %zmm12, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm8, %zmm12, %zmm2
	vaddpd	%zmm10, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm12, %zmm2
	vmovapd	%zmm12, %zmm9
	vmovupd	%zmm12, 4448(%rsp)
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm12
	vmulpd	%zmm7, %zmm28, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2480(%rsp), %zmm28, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm8, %zmm28, %zmm2
	vaddpd	%zmm10, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm28, %zmm2
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm3
	vmulpd	%zmm7, %zmm31, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2672(%rsp), %zmm31, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm8, %zmm31, %zmm2
	vaddpd	%zmm10, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm31, %zmm2
	vmovapd	%zmm31, %zmm16
	vmovupd	%zmm31, 4320(%rsp)
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm7, %zmm30, %zmm2
	vaddpd	%zmm15, %zmm2, %zmm2
	vmulpd	2416(%rsp), %zmm30, %zmm4
	vmulpd	%zmm2, %zmm4, %zmm2
	vmulpd	%zmm8, %zmm30, %zmm4
	vaddpd	%zmm10, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm30, %zmm4
	vaddpd	%zmm14, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm7, %zmm26, %zmm4
	vaddpd	%zmm15, %zmm4, %zmm4
	vmulpd	2608(%rsp), %zmm26, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm8, %zmm26, %zmm5
	vaddpd	%zmm10, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm26, %zmm5
	vaddpd	%zmm14, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm7, %zmm21, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vmulpd	4704(%rsp), %zmm21, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm8, %zmm21, %zmm6
	vaddpd	%zmm10, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm21, %zmm6
	vaddpd	%zmm14, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm7, %zmm22, %zmm6
	vaddpd	%zmm15, %zmm6, %zmm6
	vmulpd	2544(%rsp), %zmm22, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm8, %zmm22, %zmm7
	vaddpd	%zmm10, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm22, %zmm7
	vaddpd	%zmm14, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	576(%rsp), %zmm9, %zmm7
	vmovupd	%zmm7, 1936(%rsp)
	vmulpd	%zmm12, %zmm7, %zmm8
	vbroadcastsd	.LCPI0_10(%rip), %zmm31
	vmovupd	928(%rsp), %zmm13
	vmulpd	%zmm31, %zmm13, %zmm9
	vsubpd	%zmm8, %zmm9, %zmm8
	vmulpd	384(%rsp), %zmm24, %zmm23
	vmulpd	%zmm11, %zmm23, %zmm10
	vmulpd	%zmm31, %zmm29, %zmm11
	vsubpd	%zmm10, %zmm11, %zmm10
	vmulpd	%zmm16, %zmm1, %zmm24
	vmulpd	%zmm0, %zmm24, %zmm0
	vmovupd	640(%rsp), %zmm11
	vmulpd	%zmm31, %zmm11, %zmm12
	vsubpd	%zmm0, %zmm12, %zmm27
	vmulpd	240(%rsp), %zmm28, %zmm12
	vmulpd	%zmm3, %zmm12, %zmm3
	vmovupd	704(%rsp), %zmm9
	vmulpd	%zmm31, %zmm9, %zmm14
	vsubpd	%zmm3, %zmm14, %zmm20
	vmulpd	176(%rsp), %zmm26, %zmm19
	vmulpd	%zmm4, %zmm19, %zmm4
	vmovupd	768(%rsp), %zmm7
	vmulpd	%zmm31, %zmm7, %zmm15
	vsubpd	%zmm4, %zmm15, %zmm4
	vmovupd	4576(%rsp), %zmm29
	vmulpd	%zmm30, %zmm29, %zmm15
	vmulpd	%zmm2, %zmm15, %zmm2
	vmovupd	448(%rsp), %zmm3
	vmulpd	%zmm31, %zmm3, %zmm16
	vsubpd	%zmm2, %zmm16, %zmm2
	vmovupd	4512(%rsp), %zmm25
	vmulpd	%zmm22, %zmm25, %zmm16
	vmulpd	%zmm6, %zmm16, %zmm6
	vmovupd	832(%rsp), %zmm1
	vmulpd	%zmm31, %zmm1, %zmm17
	vsubpd	%zmm6, %zmm17, %zmm6
	vmovupd	4640(%rsp), %zmm14
	vmulpd	%zmm21, %zmm14, %zmm17
	vmulpd	%zmm5, %zmm17, %zmm5
	vmovupd	512(%rsp), %zmm0
	vmulpd	%zmm31, %zmm0, %zmm18
	vsubpd	%zmm5, %zmm18, %zmm5
	vmulpd	4448(%rsp), %zmm8, %zmm8
	vmulpd	1200(%rsp), %zmm10, %zmm10
	vmulpd	4320(%rsp), %zmm27, %zmm18
	vmulpd	%zmm20, %zmm28, %zmm20
	vmulpd	%zmm4, %zmm26, %zmm4
	vmulpd	%zmm2, %zmm30, %zmm2
	vmulpd	%zmm6, %zmm22, %zmm6
	vmulpd	%zmm5, %zmm21, %zmm21
	vsubpd	4384(%rsp), %zmm10, %zmm5
	vsubpd	%zmm13, %zmm8, %zmm8
	vsubpd	%zmm9, %zmm20, %zmm20
	vsubpd	%zmm11, %zmm18, %zmm13
	vsubpd	%zmm3, %zmm2, %zmm2
	vsubpd	%zmm7, %zmm4, %zmm4
	vsubpd	%zmm0, %zmm21, %zmm11
	vsubpd	%zmm1, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_50(%rip), %zmm10
	vmulpd	%zmm10, %zmm23, %zmm9
	vaddpd	%zmm9, %zmm5, %zmm5
	vmulpd	1936(%rsp), %zmm10, %zmm7
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm10, %zmm12, %zmm8
	vaddpd	%zmm8, %zmm20, %zmm3
	vmulpd	%zmm10, %zmm24, %zmm8
	vaddpd	%zmm8, %zmm13, %zmm0
	vmulpd	%zmm10, %zmm15, %zmm8
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm10, %zmm19, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm10, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm11, %zmm1
	vmulpd	%zmm10, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmovupd	384(%rsp), %zmm8
	vsubpd	%zmm5, %zmm8, %zmm24
	vmovupd	576(%rsp), %zmm5
	vsubpd	%zmm7, %zmm5, %zmm23
	vmovupd	240(%rsp), %zmm5
	vsubpd	%zmm3, %zmm5, %zmm22
	vmovupd	992(%rsp), %zmm3
	vsubpd	%zmm0, %zmm3, %zmm21
	vsubpd	%zmm2, %zmm29, %zmm19
	vmovupd	176(%rsp), %zmm0
	vsubpd	%zmm4, %zmm0, %zmm20
	vsubpd	%zmm1, %zmm14, %zmm18
	vsubpd	%zmm6, %zmm25, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm8
	vmovupd	2256(%rsp), %zmm14
	vxorpd	%zmm8, %zmm14, %zmm9
	vmovupd	1552(%rsp), %zmm17
	vxorpd	%zmm8, %zmm17, %zmm6
	vmovupd	3680(%rsp), %zmm12
	vxorpd	%zmm8, %zmm12, %zmm5
	vmovupd	1744(%rsp), %zmm15
	vxorpd	%zmm8, %zmm15, %zmm4
	vmovupd	3744(%rsp), %zmm10
	vxorpd	%zmm8, %zmm10, %zmm3
	vmovupd	1808(%rsp), %zmm13
	vxorpd	%zmm8, %zmm13, %zmm2
	vmovupd	3808(%rsp), %zmm26
	vxorpd	%zmm8, %zmm26, %zmm1
	vmovupd	1872(%rsp), %zmm25
	vxorpd	%zmm8, %zmm25, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm7
	vmovdqu64	2000(%rsp), %zmm16
	vptestnmq	%zmm7, %zmm16, %k1
	vmovapd	%zmm17, %zmm6 {%k1}
	vxorpd	%zmm8, %zmm23, %zmm23 {%k1}
	vmovdqu64	2064(%rsp), %zmm17
	vptestnmq	%zmm7, %zmm17, %k1
	vmovapd	%zmm14, %zmm9 {%k1}
	vxorpd	%zmm8, %zmm24, %zmm24 {%k1}
	vmovdqu64	1264(%rsp), %zmm14
	vptestnmq	%zmm7, %zmm14, %k1
	vmovapd	%zmm15, %zmm4 {%k1}
	vxorpd	%zmm8, %zmm21, %zmm21 {%k1}
	vmovdqu64	1616(%rsp), %zmm15
	vptestnmq	%zmm7, %zmm15, %k1
	vmovapd	%zmm12, %zmm5 {%k1}
	vxorpd	%zmm8, %zmm22, %zmm22 {%k1}
	vmovdqu64	1680(%rsp), %zmm12
	vptestnmq	%zmm7, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm8, %zmm20, %zmm20 {%k1}
	vmovdqu64	1360(%rsp), %zmm13
	vptestnmq	%zmm7, %zmm13, %k1
	vmovapd	%zmm10, %zmm3 {%k1}
	vxorpd	%zmm8, %zmm19, %zmm19 {%k1}
	vmovdqu64	1424(%rsp), %zmm10
	vptestnmq	%zmm7, %zmm10, %k1
	vmovapd	%zmm25, %zmm0 {%k1}
	vxorpd	%zmm8, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm25
	vmovdqu64	1488(%rsp), %zmm11
	vptestnmq	%zmm7, %zmm11, %k1
	vmovapd	%zmm26, %zmm1 {%k1}
	vxorpd	%zmm8, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm7
	vptestnmq	%zmm7, %zmm17, %k1
	vmovapd	%zmm9, %zmm24 {%k1}
	vmovupd	%zmm24, 384(%rsp)
	vptestnmq	%zmm7, %zmm16, %k1
	vmovapd	%zmm6, %zmm23 {%k1}
	vmovupd	%zmm23, 176(%rsp)
	vptestnmq	%zmm7, %zmm15, %k1
	vmovapd	%zmm5, %zmm22 {%k1}
	vmovupd	%zmm22, 832(%rsp)
	vptestnmq	%zmm7, %zmm14, %k1
	vmovapd	%zmm4, %zmm21 {%k1}
	vmovupd	%zmm21, 448(%rsp)
	vptestnmq	%zmm7, %zmm13, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 512(%rsp)
	vptestnmq	%zmm7, %zmm12, %k1
	vmovapd	%zmm2, %zmm20 {%k1}
	vmovupd	%zmm20, 768(%rsp)
	vptestnmq	%zmm7, %zmm11, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 704(%rsp)
	vptestnmq	%zmm7, %zmm10, %k1
	vmovapd	%zmm0, %zmm25 {%k1}
	vmovupd	%zmm25, 640(%rsp)
	vcvtudq2pd	-192(%r8,%rbp), %zmm0
	vcvtudq2pd	-160(%r8,%rbp), %zmm1
	vcvtudq2pd	-128(%r8,%rbp), %zmm2
	vcvtudq2pd	-96(%r8,%rbp), %zmm3
	vcvtudq2pd	-64(%r8,%rbp), %zmm4
	vcvtudq2pd	-32(%r8,%rbp), %zmm5
	vcvtudq2pd	(%r8,%rbp), %zmm6
	vcvtudq2pd	32(%r8,%rbp), %zmm7
	vaddpd	%zmm31, %zmm1, %zmm1
	vaddpd	%zmm31, %zmm0, %zmm0
	vaddpd	%zmm31, %zmm3, %zmm3
	vaddpd	%zmm31, %zmm2, %zmm2
	vaddpd	%zmm31, %zmm5, %zmm5
	vaddpd	%zmm31, %zmm4, %zmm4
	vaddpd	%zmm31, %zmm7, %zmm7
	vaddpd	%zmm31, %zmm6, %zmm6
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
	vpsrlq	$32, %zmm6, %zmm16
	vpbroadcastq	.LCPI0_12(%rip), %zmm15
	vpaddq	%zmm15, %zmm9, %zmm9
	vmovdqu64	%zmm9, 1616(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm19
	vmovdqu64	%zmm19, 1680(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1360(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm18
	vmovdqu64	%zmm18, 1424(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1488(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 1200(%rsp)
	vpaddq	%zmm15, %zmm16, %zmm16
	vmovdqu64	%zmm16, 992(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 928(%rsp)
	vpsllq	$32, %zmm9, %zmm0
	vpsllq	$32, %zmm19, %zmm9
	vpsllq	$32, %zmm11, %zmm10
	vpsllq	$32, %zmm18, %zmm11
	vpsllq	$32, %zmm13, %zmm12
	vpsllq	$32, %zmm17, %zmm13
	vpsllq	$32, %zmm16, %zmm14
	vpsllq	$32, %zmm15, %zmm16
	vpbroadcastq	.LCPI0_14(%rip), %zmm15
	vpandq	%zmm15, %zmm9, %zmm9
	vpandq	%zmm15, %zmm0, %zmm19
	vpandq	%zmm15, %zmm11, %zmm11
	vpandq	%zmm15, %zmm10, %zmm20
	vpandq	%zmm15, %zmm13, %zmm0
	vpandq	%zmm15, %zmm12, %zmm21
	vpandq	%zmm15, %zmm16, %zmm24
	vpandq	%zmm15, %zmm14, %zmm26
	vpbroadcastq	.LCPI0_15(%rip), %zmm10
	vpternlogq	$248, %zmm10, %zmm8, %zmm19
	vpternlogq	$248, %zmm10, %zmm1, %zmm9
	vpternlogq	$248, %zmm10, %zmm2, %zmm20
	vpternlogq	$248, %zmm10, %zmm3, %zmm11
	vpternlogq	$248, %zmm10, %zmm4, %zmm21
	vpternlogq	$248, %zmm10, %zmm5, %zmm0
	vpternlogq	$248, %zmm10, %zmm6, %zmm26
	vpternlogq	$248, %zmm10, %zmm7, %zmm24
	vpbroadcastq	.LCPI0_16(%rip), %zmm12
	vpaddq	%zmm12, %zmm9, %zmm1
	vpaddq	%zmm12, %zmm19, %zmm2
	vbroadcastsd	.LCPI0_17(%rip), %zmm22
	vaddpd	%zmm22, %zmm2, %zmm4
	vmovupd	%zmm4, 240(%rsp)
	vaddpd	%zmm22, %zmm1, %zmm3
	vmovupd	%zmm3, 576(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm4, %zmm2
	vdivpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm2, 2064(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1264(%rsp)
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
	vmovupd	%zmm3, 1936(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2320(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2608(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2480(%rsp)
	vpaddq	%zmm12, %zmm11, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm30
	vaddpd	%zmm23, %zmm30, %zmm1
	vdivpd	%zmm1, %zmm30, %zmm1
	vmovupd	%zmm1, 2000(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2416(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 1872(%rsp)
	vpaddq	%zmm12, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 2672(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1808(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1744(%rsp)
	vpaddq	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 2544(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 2256(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm31
	vpaddq	%zmm12, %zmm21, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm21
	vaddpd	%zmm23, %zmm21, %zmm1
	vdivpd	%zmm1, %zmm21, %zmm25
	vmulpd	%zmm25, %zmm25, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm18
	vaddpd	%zmm5, %zmm18, %zmm18
	vmulpd	%zmm18, %zmm1, %zmm18
	vaddpd	%zmm6, %zmm18, %zmm18
	vmulpd	%zmm18, %zmm1, %zmm18
	vmulpd	%zmm7, %zmm1, %zmm29
	vaddpd	%zmm8, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm1, %zmm29
	vaddpd	%zmm9, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm1, %zmm29
	vpaddq	%zmm12, %zmm24, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm24
	vaddpd	%zmm23, %zmm24, %zmm1
	vdivpd	%zmm1, %zmm24, %zmm16
	vmulpd	%zmm16, %zmm16, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm0
	vmulpd	%zmm4, %zmm0, %zmm17
	vaddpd	%zmm5, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm0, %zmm17
	vaddpd	%zmm6, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm0, %zmm17
	vmulpd	%zmm7, %zmm0, %zmm15
	vaddpd	%zmm8, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm0, %zmm15
	vaddpd	%zmm9, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm0, %zmm10
	vpaddq	%zmm12, %zmm26, %zmm15
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
	vaddpd	2320(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	1936(%rsp), %zmm22, %zmm22
	vaddpd	2480(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	2608(%rsp), %zmm27, %zmm27
	vaddpd	1872(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	2416(%rsp), %zmm9, %zmm9
	vaddpd	1744(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm7
	vaddpd	1808(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm31, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm5
	vaddpd	2256(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm18, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm17, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	240(%rsp), %zmm2
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	2064(%rsp), %zmm2, %zmm13
	vmovupd	576(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	1264(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	2672(%rsp), %zmm7, %zmm7
	vmovupd	%zmm30, 1552(%rsp)
	vmulpd	%zmm6, %zmm30, %zmm17
	vmulpd	%zmm17, %zmm30, %zmm17
	vaddpd	%zmm9, %zmm17, %zmm9
	vmulpd	2000(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm18
	vmulpd	%zmm18, %zmm21, %zmm18
	vaddpd	%zmm3, %zmm18, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2544(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm16, %zmm6
	vpsrlq	$20, 1616(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm12
	vpaddq	%zmm12, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm10
	vmulpd	%zmm10, %zmm11, %zmm23
	vaddpd	%zmm13, %zmm23, %zmm13
	vpsrlq	$20, 1680(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm10, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 1360(%rsp), %zmm25
	vpaddq	%zmm12, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm10, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1424(%rsp), %zmm27
	vpaddq	%zmm12, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm10, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1488(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm10, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 1200(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm10, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 992(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm10, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 928(%rsp), %zmm31
	vpaddq	%zmm12, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm10, %zmm31, %zmm12
	vaddpd	%zmm6, %zmm12, %zmm6
	vsubpd	%zmm0, %zmm13, %zmm0
	vsubpd	%zmm2, %zmm14, %zmm2
	vsubpd	%zmm4, %zmm7, %zmm4
	vsubpd	%zmm17, %zmm9, %zmm7
	vsubpd	%zmm18, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm22, %zmm1, %zmm1
	vsubpd	%zmm15, %zmm6, %zmm6
	vaddpd	576(%rsp), %zmm2, %zmm2
	vaddpd	240(%rsp), %zmm0, %zmm0
	vaddpd	1552(%rsp), %zmm7, %zmm7
	vaddpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm5, %zmm20, %zmm5
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
	vmulpd	384(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	176(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	832(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	448(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	512(%rsp), %zmm3, %zmm3
	vmulpd	768(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	704(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	640(%rsp), %zmm6, %zmm6
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
	vmovupd	%zmm0, -192(%r8,%rbp)
	vmovupd	%zmm2, -128(%r8,%rbp)
	vmovupd	%zmm3, -64(%r8,%rbp)
	vmovupd	%zmm1, (%r8,%rbp)
	addq	$256, %rbp
	cmpq	%rbp, %rax
	jne	.LBB0_174
	movq	-48(%rsp), %rdi
	movq	16(%rsp), %r11
	cmpq	%r11, %rdi
	movq	128(%rsp), %r13
	movq	8(%rsp), %rbp
	vpbroadcastd	.LCPI0_75(%rip), %zmm26
	vbroadcasti32x4	.LCPI0_76(%rip), %zmm27
	vxorpd	%xmm28, %xmm28, %xmm28
	vpbroadcastq	.LCPI0_53(%rip), %zmm29
	movabsq	$4604544269498187776, %rbx
	movabsq	$4503595332403200, %rax
	vmovsd	.LCPI0_10(%rip), %xmm9
	vmovsd	.LCPI0_11(%rip), %xmm13
	vmovsd	.LCPI0_17(%rip), %xmm25
	vmovsd	.LCPI0_18(%rip), %xmm30
	vmovsd	.LCPI0_22(%rip), %xmm31
	vmovsd	.LCPI0_23(%rip), %xmm11
	vmovddup	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_38(%rip), %xmm12
	vmovsd	.LCPI0_40(%rip), %xmm14
	vmovsd	.LCPI0_56(%rip), %xmm15
	vmovsd	.LCPI0_42(%rip), %xmm16
	vmovsd	.LCPI0_43(%rip), %xmm17
	vmovsd	.LCPI0_45(%rip), %xmm19
	vmovsd	.LCPI0_46(%rip), %xmm20
	vmovsd	.LCPI0_47(%rip), %xmm21
	vmovsd	.LCPI0_48(%rip), %xmm22
	vmovsd	.LCPI0_49(%rip), %xmm23
	vmovsd	.LCPI0_50(%rip), %xmm18
	je	.LBB0_182
	movq	%r11, %rdx
	testb	$56, %dil
	je	.LBB0_180
	movq	-72(%rsp), %rax
	movq	144(%rsp), %r9
	leaq	(%r9,%rax), %rcx
	xorl	%edx, %edx
	movq	120(%rsp), %r8
	vbroadcastsd	.LCPI0_10(%rip), %zmm17
	vbroadcastsd	.LCPI0_11(%rip), %zmm18
	vpbroadcastq	.LCPI0_37(%rip), %zmm23
	vbroadcastsd	.LCPI0_40(%rip), %zmm25
	vbroadcastsd	.LCPI0_42(%rip), %zmm30
	vbroadcastsd	.LCPI0_43(%rip), %zmm31
	vbroadcastsd	.LCPI0_44(%rip), %zmm15
	vbroadcastsd	.LCPI0_45(%rip), %zmm19
	vbroadcastsd	.LCPI0_46(%rip), %zmm22
	vbroadcastsd	.LCPI0_47(%rip), %zmm24
	vbroadcastsd	.LCPI0_48(%rip), %zmm20
	vbroadcastsd	.LCPI0_49(%rip), %zmm21
	vbroadcastsd	.LCPI0_50(%rip), %zmm13
	vbroadcastsd	.LCPI0_51(%rip), %zmm14
	vpbroadcastq	.LCPI0_52(%rip), %zmm10
	vpbroadcastq	.LCPI0_15(%rip), %zmm16
	vbroadcastsd	.LCPI0_55(%rip), %zmm11
	vbroadcastsd	.LCPI0_56(%rip), %zmm12
	.p2align	4
.LBB0_178:
	vcvtudq2pd	(%rcx,%rdx,4), %zmm0
	vaddpd	%zmm17, %zmm0, %zmm0
	vmulpd	%zmm18, %zmm0, %zmm0
	vcvtudq2pd	(%r9,%rdx,4), %zmm1
	vaddpd	%zmm17, %zmm1, %zmm1
	vmulpd	%zmm18, %zmm1, %zmm1
	vpsrlq	$32, %zmm0, %zmm2
	vpaddq	.LCPI0_12(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$20, %zmm2, %zmm3
	vpaddq	.LCPI0_13(%rip){1to8}, %zmm3, %zmm3
	vpsllq	$32, %zmm2, %zmm2
	vpandq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm2
	vpternlogq	$248, %zmm16, %zmm0, %zmm2
	vpaddq	.LCPI0_16(%rip){1to8}, %zmm2, %zmm0
	vaddpd	.LCPI0_17(%rip){1to8}, %zmm0, %zmm0
	vaddpd	.LCPI0_18(%rip){1to8}, %zmm0, %zmm2
	vdivpd	%zmm2, %zmm0, %zmm2
	vmulpd	%zmm17, %zmm0, %zmm4
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
	vmulpd	%zmm11, %zmm3, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm4
	vmulpd	.LCPI0_34(%rip){1to8}, %zmm3, %zmm5
	vmulpd	.LCPI0_35(%rip){1to8}, %zmm3, %zmm6
	vsubpd	%zmm6, %zmm4, %zmm7
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm4, %zmm8
	vsubpd	%zmm6, %zmm8, %zmm6
	vsubpd	%zmm5, %zmm4, %zmm8
	vpsrlq	$52, %zmm2, %zmm2
	vpandq	%zmm23, %zmm2, %zmm2
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm23, %zmm8, %zmm8
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
	vaddpd	%zmm25, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm12, %zmm4, %zmm7
	vaddpd	%zmm30, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm31, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm17, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm15, %zmm8
	vsubpd	%zmm8, %zmm15, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm9
	vsubpd	%zmm9, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm19, %zmm4, %zmm7
	vaddpd	%zmm22, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm24, %zmm7, %zmm7
	vmulpd	%zmm20, %zmm4, %zmm8
	vaddpd	%zmm21, %zmm8, %zmm8
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm2, %zmm7
	vmulpd	%zmm17, %zmm3, %zmm8
	vmulpd	%zmm5, %zmm7, %zmm5
	vsubpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vsubpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm13, %zmm7, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm2, %zmm2
	vptestnmq	%zmm10, %zmm1, %k1
	vptestnmq	%zmm29, %zmm1, %k2
	vxorpd	%zmm14, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm14, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	.LCPI0_28(%rip){1to8}, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovupd	%ymm0, (%rcx,%rdx,4)
	addq	$8, %rdx
	cmpq	%rdx, %r8
	jne	.LBB0_178
	movq	%rbp, %rdx
	cmpq	%rbp, %rdi
	movabsq	$4503595332403200, %rax
	vmovsd	.LCPI0_10(%rip), %xmm9
	vmovsd	.LCPI0_11(%rip), %xmm13
	vmovsd	.LCPI0_17(%rip), %xmm25
	vmovsd	.LCPI0_18(%rip), %xmm30
	vmovsd	.LCPI0_22(%rip), %xmm31
	vmovsd	.LCPI0_23(%rip), %xmm11
	vmovddup	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_38(%rip), %xmm12
	vmovsd	.LCPI0_40(%rip), %xmm14
	vmovsd	.LCPI0_56(%rip), %xmm15
	vmovsd	.LCPI0_42(%rip), %xmm16
	vmovsd	.LCPI0_43(%rip), %xmm17
	vmovsd	.LCPI0_45(%rip), %xmm19
	vmovsd	.LCPI0_46(%rip), %xmm20
	vmovsd	.LCPI0_47(%rip), %xmm21
	vmovsd	.LCPI0_48(%rip), %xmm22
	vmovsd	.LCPI0_49(%rip), %xmm23
	vmovsd	.LCPI0_50(%rip), %xmm18
	je	.LBB0_182
.LBB0_180:
	movq	%rdi, %rcx
	subq	%rdx, %rcx
	movq	24(%rsp), %r8
	leaq	(%r8,%rdx,4), %r8
	movq	-72(%rsp), %rdx
	leaq	(%r8,%rdx), %r9
	xorl	%r14d, %r14d
	.p2align	4
.LBB0_181:
	vxorps	%xmm10, %xmm10, %xmm10
	vcvtusi2sdl	(%r9,%r14,4), %xmm10, %xmm0
	vaddsd	%xmm0, %xmm9, %xmm0
	vmulsd	%xmm0, %xmm13, %xmm0
	vxorps	%xmm10, %xmm10, %xmm10
	vcvtusi2sdl	(%r8,%r14,4), %xmm10, %xmm1
	vaddsd	%xmm1, %xmm9, %xmm1
	vmulsd	%xmm1, %xmm13, %xmm1
	vmovq	%xmm0, %rdx
	movl	%edx, %r10d
	shrq	$32, %rdx
	addq	$614242, %rdx
	movq	%rdx, %r15
	shrq	$20, %r15
	addq	$-1023, %r15
	shlq	$32, %rdx
	andq	%rax, %rdx
	addq	%rbx, %rdx
	orq	%rdx, %r10
	vmovq	%r10, %xmm0
	vaddsd	%xmm25, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm9, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm2
	vaddsd	%xmm30, %xmm0, %xmm3
	vdivsd	%xmm3, %xmm0, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm5
	vmulsd	%xmm31, %xmm5, %xmm6
	vaddsd	%xmm6, %xmm11, %xmm6
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
	vcvtsi2sd	%r15, %xmm10, %xmm5
	vaddsd	%xmm4, %xmm2, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vmulsd	.LCPI0_26(%rip), %xmm5, %xmm4
	vaddsd	%xmm3, %xmm4, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	.LCPI0_27(%rip), %xmm5, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm10
	vmulsd	.LCPI0_29(%rip), %xmm1, %xmm1
	vmulsd	.LCPI0_30(%rip), %xmm1, %xmm2
	vaddsd	.LCPI0_31(%rip), %xmm2, %xmm2
	vmovq	%xmm2, %rdx
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
	vmovq	%xmm1, %r10
	addl	$16, %r10d
	vpextrq	$1, %xmm1, %r15
	cmpl	%r15d, %r10d
	setb	%r10b
	kmovd	%r10d, %k1
	vmovsd	%xmm6, %xmm3, %xmm3 {%k1}
	vmovsd	%xmm2, %xmm4, %xmm4 {%k1}
	vsubsd	%xmm4, %xmm3, %xmm1
	vsubsd	%xmm1, %xmm3, %xmm2
	vsubsd	%xmm4, %xmm2, %xmm2
	vmulsd	%xmm1, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm3, %xmm12, %xmm5
	vaddsd	.LCPI0_39(%rip), %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vaddsd	%xmm5, %xmm14, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm3, %xmm15, %xmm6
	vaddsd	%xmm16, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm17, %xmm6, %xmm6
	vmulsd	%xmm4, %xmm4, %xmm7
	vmulsd	%xmm6, %xmm7, %xmm6
	vaddsd	%xmm6, %xmm5, %xmm5
	vmulsd	%xmm3, %xmm9, %xmm6
	vmovsd	.LCPI0_44(%rip), %xmm0
	vsubsd	%xmm6, %xmm0, %xmm7
	vmovapd	%xmm23, %xmm24
	vmovapd	%xmm22, %xmm23
	vmovapd	%xmm21, %xmm22
	vmovapd	%xmm20, %xmm21
	vmovapd	%xmm19, %xmm20
	vmovapd	%xmm17, %xmm19
	vmovapd	%xmm16, %xmm17
	vmovapd	%xmm15, %xmm16
	vmovapd	%xmm14, %xmm15
	vmovapd	%xmm12, %xmm14
	vmovapd	%xmm8, %xmm12
	vsubsd	%xmm7, %xmm0, %xmm8
	vsubsd	%xmm6, %xmm8, %xmm6
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
	vmovapd	%xmm12, %xmm8
	vmovapd	%xmm14, %xmm12
	vmovapd	%xmm15, %xmm14
	vmovapd	%xmm16, %xmm15
	vmovapd	%xmm17, %xmm16
	vmovapd	%xmm19, %xmm17
	vmovapd	%xmm20, %xmm19
	vmovapd	%xmm21, %xmm20
	vmovapd	%xmm22, %xmm21
	vmovapd	%xmm23, %xmm22
	vmovapd	%xmm24, %xmm23
	vaddsd	%xmm5, %xmm6, %xmm5
	vaddsd	%xmm5, %xmm7, %xmm5
	vmulsd	%xmm19, %xmm3, %xmm6
	vaddsd	%xmm20, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm21, %xmm6, %xmm6
	vmulsd	%xmm22, %xmm3, %xmm7
	vaddsd	%xmm24, %xmm7, %xmm7
	vmulsd	%xmm4, %xmm3, %xmm4
	vmulsd	%xmm7, %xmm4, %xmm4
	vaddsd	%xmm6, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm1, %xmm6
	vmulsd	%xmm2, %xmm9, %xmm7
	vmulsd	%xmm4, %xmm6, %xmm4
	vsubsd	%xmm4, %xmm7, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vmulsd	%xmm18, %xmm6, %xmm3
	vaddsd	%xmm3, %xmm2, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovddup	.LCPI0_51(%rip), %xmm2
	vxorpd	%xmm2, %xmm5, %xmm3
	testb	$2, %dl
	sete	%r10b
	kmovd	%r10d, %k1
	vmovsd	%xmm5, %xmm3, %xmm3 {%k1}
	vxorpd	%xmm2, %xmm1, %xmm2
	vmovsd	%xmm2, %xmm1, %xmm1 {%k1}
	kmovd	%edx, %k1
	vmovsd	%xmm1, %xmm3, %xmm3 {%k1}
	vmovsd	.LCPI0_28(%rip), %xmm0
	vmulsd	%xmm0, %xmm10, %xmm0
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%r9,%r14,4)
	incq	%r14
	cmpq	%r14, %rcx
	jne	.LBB0_181
	jmp	.LBB0_182
.LBB0_158:
	vmovss	172(%rsp), %xmm3
	vmulss	-36(%rsp), %xmm3, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	vmovaps	%xmm0, 1056(%rsp)
	vmulss	-32(%rsp), %xmm3, %xmm3
	vmovss	%xmm3, 172(%rsp)
	movl	$3449720151, %esi
	cmpl	$0, -116(%rsp)
	jne	.LBB0_163
	.p2align	4
.LBB0_160:
	movq	-16(%rsp), %rsi
	movq	-112(%rsp), %r8
	movq	336(%rsp), %rbx
	movq	344(%rsp), %r14
	xorl	%r12d, %r12d
	vmovups	3872(%rsp), %zmm8
	vmovss	.LCPI0_62(%rip), %xmm7
	vmovd	.LCPI0_71(%rip), %xmm9
	movq	-72(%rsp), %rax
	vxorpd	%xmm16, %xmm16, %xmm16
	vmovaps	1056(%rsp), %xmm20
	vmovaps	.LCPI0_72(%rip), %xmm15
	vmovaps	.LCPI0_73(%rip), %xmm24
	vpbroadcastd	.LCPI0_75(%rip), %ymm17
	vbroadcasti32x4	.LCPI0_76(%rip), %ymm18
	vpbroadcastq	.LCPI0_53(%rip), %ymm30
	jmp	.LBB0_161
	.p2align	4
.LBB0_224:
	incq	%r12
	movq	48(%rsp), %rcx
	addq	%rcx, %r14
	addq	%rax, %rbx
	addq	%rcx, %r8
	addq	%rax, %rsi
	cmpq	56(%rsp), %r12
	je	.LBB0_225
.LBB0_161:
	cmpb	$0, 1344(%rsp)
	je	.LBB0_213
	xorl	%edx, %edx
.LBB0_220:
	movq	%rdx, %rcx
	cmpq	$0, 32(%rsp)
	je	.LBB0_223
	movq	32(%rsp), %r9
	movq	%rdx, %rcx
	.p2align	4
.LBB0_222:
	vmovss	(%rsi,%rcx,4), %xmm0
	xorl	%r10d, %r10d
	popcntq	%rcx, %r10
	cmpl	$2, %r10d
	sete	%r10b
	kmovd	%r10d, %k1
	vmovss	.LCPI0_62(%rip), %xmm1 {%k1} {z}
	vmulss	%xmm0, %xmm1, %xmm1
	vsubss	%xmm1, %xmm0, %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%r8,%rcx,4)
	incq	%rcx
	decq	%r9
	jne	.LBB0_222
.LBB0_223:
	subq	%rdi, %rdx
	cmpq	$-4, %rdx
	ja	.LBB0_224
	.p2align	4
.LBB0_236:
	vmovss	(%rsi,%rcx,4), %xmm0
	xorl	%edx, %edx
	popcntq	%rcx, %rdx
	cmpl	$2, %edx
	sete	%dl
	kmovd	%edx, %k1
	vmovss	%xmm7, %xmm7, %xmm1 {%k1} {z}
	vmulss	%xmm0, %xmm1, %xmm1
	vsubss	%xmm1, %xmm0, %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%r8,%rcx,4)
	vmovss	4(%rsi,%rcx,4), %xmm0
	leaq	1(%rcx), %rdx
	popcntq	%rdx, %rdx
	cmpl	$2, %edx
	sete	%dl
	kmovd	%edx, %k1
	vmovss	%xmm7, %xmm7, %xmm1 {%k1} {z}
	vmulss	%xmm0, %xmm1, %xmm1
	vsubss	%xmm1, %xmm0, %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 4(%r8,%rcx,4)
	vmovss	8(%rsi,%rcx,4), %xmm0
	leaq	2(%rcx), %rdx
	popcntq	%rdx, %rdx
	cmpl	$2, %edx
	sete	%dl
	kmovd	%edx, %k1
	vmovss	%xmm7, %xmm7, %xmm1 {%k1} {z}
	vmulss	%xmm0, %xmm1, %xmm1
	vsubss	%xmm1, %xmm0, %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 8(%r8,%rcx,4)
	vmovss	12(%rsi,%rcx,4), %xmm0
	leaq	3(%rcx), %rdx
	popcntq	%rdx, %rdx
	cmpl	$2, %edx
	sete	%dl
	kmovd	%edx, %k1
	vmovss	%xmm7, %xmm7, %xmm1 {%k1} {z}
	vmulss	%xmm0, %xmm1, %xmm1
	vsubss	%xmm1, %xmm0, %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 12(%r8,%rcx,4)
	addq	$4, %rcx
	cmpq	%rdi, %rcx
	jne	.LBB0_236
	jmp	.LBB0_224
	.p2align	4
.LBB0_213:
	xorl	%ecx, %ecx
	vmovdqa64	%zmm21, %zmm0
	vmovdqa64	%zmm23, %zmm1
	movq	-80(%rsp), %rdx
	vpbroadcastq	.LCPI0_3(%rip), %zmm17
	vpbroadcastq	.LCPI0_8(%rip), %zmm18
	.p2align	4
.LBB0_214:
	vpaddq	%zmm31, %zmm0, %zmm6
	vpaddq	%zmm31, %zmm1, %zmm7
	vpaddq	%zmm25, %zmm0, %zmm8
	vpaddq	%zmm25, %zmm1, %zmm9
	vpaddq	%zmm17, %zmm0, %zmm10
	vpaddq	%zmm17, %zmm1, %zmm11
	vmovups	-192(%rbx,%rcx), %zmm2
	vmovups	-128(%rbx,%rcx), %zmm3
	vmovups	-64(%rbx,%rcx), %zmm4
	vmovups	(%rbx,%rcx), %zmm5
	vpandq	%zmm26, %zmm1, %zmm12
	vpshufb	%zmm12, %zmm27, %zmm12
	vpsrlw	$4, %zmm1, %zmm13
	vpandq	%zmm26, %zmm13, %zmm13
	vpshufb	%zmm13, %zmm27, %zmm13
	vpaddb	%zmm12, %zmm13, %zmm12
	vpsadbw	%zmm28, %zmm12, %zmm12
	vpandq	%zmm26, %zmm0, %zmm13
	vpshufb	%zmm13, %zmm27, %zmm13
	vpsrlw	$4, %zmm0, %zmm14
	vpandq	%zmm26, %zmm14, %zmm14
	vpshufb	%zmm14, %zmm27, %zmm14
	vpaddb	%zmm13, %zmm14, %zmm13
	vpsadbw	%zmm28, %zmm13, %zmm13
	vpandq	%zmm26, %zmm7, %zmm14
	vpshufb	%zmm14, %zmm27, %zmm14
	vpsrlw	$4, %zmm7, %zmm7
	vpandq	%zmm26, %zmm7, %zmm7
	vpshufb	%zmm7, %zmm27, %zmm7
	vpaddb	%zmm14, %zmm7, %zmm7
	vpsadbw	%zmm28, %zmm7, %zmm7
	vpandq	%zmm26, %zmm6, %zmm14
	vpshufb	%zmm14, %zmm27, %zmm14
	vpsrlw	$4, %zmm6, %zmm6
	vpandq	%zmm26, %zmm6, %zmm6
	vpshufb	%zmm6, %zmm27, %zmm6
	vpaddb	%zmm14, %zmm6, %zmm6
	vpsadbw	%zmm28, %zmm6, %zmm6
	vpandq	%zmm26, %zmm9, %zmm14
	vpshufb	%zmm14, %zmm27, %zmm14
	vpsrlw	$4, %zmm9, %zmm9
	vpandq	%zmm26, %zmm9, %zmm9
	vpshufb	%zmm9, %zmm27, %zmm9
	vpaddb	%zmm14, %zmm9, %zmm9
	vpsadbw	%zmm28, %zmm9, %zmm9
	vpandq	%zmm26, %zmm8, %zmm14
	vpshufb	%zmm14, %zmm27, %zmm14
	vpsrlw	$4, %zmm8, %zmm8
	vpandq	%zmm26, %zmm8, %zmm8
	vpshufb	%zmm8, %zmm27, %zmm8
	vpaddb	%zmm14, %zmm8, %zmm8
	vpsadbw	%zmm28, %zmm8, %zmm8
	vpandq	%zmm26, %zmm11, %zmm14
	vpshufb	%zmm14, %zmm27, %zmm14
	vpsrlw	$4, %zmm11, %zmm11
	vpandq	%zmm26, %zmm11, %zmm11
	vpshufb	%zmm11, %zmm27, %zmm11
	vpaddb	%zmm14, %zmm11, %zmm11
	vpsadbw	%zmm28, %zmm11, %zmm11
	vpandq	%zmm26, %zmm10, %zmm14
	vpshufb	%zmm14, %zmm27, %zmm14
	vpsrlw	$4, %zmm10, %zmm10
	vpandq	%zmm26, %zmm10, %zmm10
	vpshufb	%zmm10, %zmm27, %zmm10
	vpaddb	%zmm14, %zmm10, %zmm10
	vpsadbw	%zmm28, %zmm10, %zmm10
	vpcmpeqq	%zmm29, %zmm13, %k0
	vpcmpeqq	%zmm29, %zmm12, %k1
	kunpckbw	%k0, %k1, %k1
	vpcmpeqq	%zmm29, %zmm6, %k0
	vpcmpeqq	%zmm29, %zmm7, %k2
	kunpckbw	%k0, %k2, %k2
	vpcmpeqq	%zmm29, %zmm8, %k0
	vpcmpeqq	%zmm29, %zmm9, %k3
	kunpckbw	%k0, %k3, %k3
	vpcmpeqq	%zmm29, %zmm10, %k0
	vpbroadcastq	.LCPI0_1(%rip), %zmm31
	vpcmpeqq	%zmm29, %zmm11, %k4
	kunpckbw	%k0, %k4, %k4
	vmulps	%zmm28, %zmm2, %zmm6
	vmovaps	%zmm2, %zmm6 {%k1}
	vmulps	%zmm28, %zmm3, %zmm7
	vmovaps	%zmm3, %zmm7 {%k2}
	vmulps	%zmm28, %zmm4, %zmm8
	vmovaps	%zmm4, %zmm8 {%k3}
	vmulps	%zmm28, %zmm5, %zmm9
	vmovaps	%zmm5, %zmm9 {%k4}
	vsubps	%zmm6, %zmm2, %zmm2
	vsubps	%zmm7, %zmm3, %zmm3
	vsubps	%zmm8, %zmm4, %zmm4
	vsubps	%zmm9, %zmm5, %zmm5
	vmulps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm4, %zmm4, %zmm4
	vmulps	%zmm5, %zmm5, %zmm5
	vmovups	%zmm2, -192(%r14,%rcx)
	vmovups	%zmm3, -128(%r14,%rcx)
	vmovups	%zmm4, -64(%r14,%rcx)
	vmovups	%zmm5, (%r14,%rcx)
	vpaddq	%zmm18, %zmm0, %zmm0
	vpaddq	%zmm18, %zmm1, %zmm1
	addq	$256, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_214
	cmpq	%r11, %rdi
	vmovups	3872(%rsp), %zmm8
	vmovss	.LCPI0_62(%rip), %xmm7
	vmovd	.LCPI0_71(%rip), %xmm9
	vpbroadcastd	.LCPI0_75(%rip), %ymm17
	vbroadcasti32x4	.LCPI0_76(%rip), %ymm18
	vpbroadcastq	.LCPI0_53(%rip), %ymm30
	je	.LBB0_224
	movq	%r11, %rdx
	testb	$56, %dil
	je	.LBB0_220
	movq	%r11, %rcx
	vmovdqu64	4896(%rsp), %zmm0
	vpbroadcastq	.LCPI0_9(%rip), %zmm4
	.p2align	4
.LBB0_218:
	vmovups	(%rsi,%rcx,4), %ymm1
	vpandq	%zmm26, %zmm0, %zmm2
	vpshufb	%zmm2, %zmm27, %zmm2
	vpsrlw	$4, %zmm0, %zmm3
	vpandq	%zmm26, %zmm3, %zmm3
	vpshufb	%zmm3, %zmm27, %zmm3
	vpaddb	%zmm2, %zmm3, %zmm2
	vpsadbw	%zmm28, %zmm2, %zmm2
	vpcmpeqq	%zmm29, %zmm2, %k1
	vmulps	%ymm16, %ymm1, %ymm2
	vmovaps	%ymm1, %ymm2 {%k1}
	vsubps	%ymm2, %ymm1, %ymm1
	vmulps	%ymm1, %ymm1, %ymm1
	vmovups	%ymm1, (%r8,%rcx,4)
	addq	$8, %rcx
	vpaddq	%zmm4, %zmm0, %zmm0
	cmpq	%rcx, %rbp
	jne	.LBB0_218
	movq	%rbp, %rdx
	cmpq	%rbp, %rdi
	je	.LBB0_224
	jmp	.LBB0_220
	.p2align	4
.LBB0_225:
	cmpq	$0, 2248(%rsp)
	je	.LBB0_226
	vpxor	%xmm0, %xmm0, %xmm0
	movq	2200(%rsp), %rdx
	xorl	%ecx, %ecx
	movq	-112(%rsp), %r12
	movq	1096(%rsp), %rsi
	movq	2240(%rsp), %r8
	movq	896(%rsp), %r9
	movq	2232(%rsp), %r10
	movzbl	328(%rsp), %r14d
	vmovaps	1328(%rsp), %xmm10
	vmovss	.LCPI0_64(%rip), %xmm11
	.p2align	4
.LBB0_228:
	vmovups	-16(%rsi,%rcx,4), %xmm1
	vmovups	(%rsi,%rcx,4), %xmm2
	vmovups	-16(%r8,%rcx,4), %xmm3
	vmovups	(%r8,%rcx,4), %xmm4
	vmovlhps	%xmm3, %xmm1, %xmm5
	vunpckhpd	%xmm3, %xmm1, %xmm1
	vmovups	-16(%r10,%rcx,4), %xmm3
	vmovups	(%r10,%rcx,4), %xmm6
	vmovups	-16(%r9,%rcx,4), %xmm7
	vmovups	(%r9,%rcx,4), %xmm8
	vmovlhps	%xmm7, %xmm3, %xmm9
	vunpckhpd	%xmm7, %xmm3, %xmm3
	vmovaps	%xmm5, %xmm7
	vpermt2ps	%xmm9, %xmm15, %xmm7
	vaddps	%xmm7, %xmm0, %xmm0
	vpermt2ps	%xmm9, %xmm24, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vmovaps	%xmm1, %xmm5
	vpermt2ps	%xmm3, %xmm15, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vpermt2ps	%xmm3, %xmm24, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vmovlhps	%xmm4, %xmm2, %xmm1
	vunpckhpd	%xmm4, %xmm2, %xmm2
	vmovlhps	%xmm8, %xmm6, %xmm3
	vunpckhpd	%xmm8, %xmm6, %xmm4
	vmovaps	%xmm1, %xmm5
	vpermt2ps	%xmm3, %xmm15, %xmm5
	vaddps	%xmm5, %xmm0, %xmm0
	vpermt2ps	%xmm3, %xmm24, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vmovaps	%xmm2, %xmm1
	vpermt2ps	%xmm4, %xmm15, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vpermt2ps	%xmm4, %xmm24, %xmm2
	vaddps	%xmm0, %xmm2, %xmm0
	addq	$8, %rcx
	addq	$-2, %rdx
	jne	.LBB0_228
	testb	$1, 2208(%rsp)
	vmovups	3872(%rsp), %zmm8
	vmovss	.LCPI0_62(%rip), %xmm7
	vmovd	.LCPI0_71(%rip), %xmm9
	movq	320(%rsp), %rdx
	movq	1128(%rsp), %rsi
	movq	1120(%rsp), %r8
	vbroadcastss	.LCPI0_64(%rip), %zmm12
	vbroadcastss	.LCPI0_65(%rip), %zmm13
	vpbroadcastd	.LCPI0_66(%rip), %zmm14
	jne	.LBB0_230
	movq	%r13, %rcx
	cmpq	%rdi, %r13
	je	.LBB0_183
	.p2align	4
.LBB0_232:
	vmovss	(%r12,%rcx,4), %xmm1
	vinsertps	$16, (%rdx,%rcx,4), %xmm1, %xmm1
	vinsertps	$32, (%rsi,%rcx,4), %xmm1, %xmm1
	vinsertps	$48, (%r8,%rcx,4), %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	incq	%rcx
	cmpq	%rdi, %rcx
	jb	.LBB0_232
.LBB0_183:
	vmovaps	%xmm0, 2736(%rsp)
	cmpl	$0, -116(%rsp)
	vbroadcastss	.LCPI0_65(%rip), %xmm24
	je	.LBB0_184
	vbroadcastss	%xmm20, %zmm0
	movq	-16(%rsp), %rcx
	movq	96(%rsp), %rsi
	movq	1104(%rsp), %r8
	xorl	%r9d, %r9d
	jmp	.LBB0_188
	.p2align	4
.LBB0_198:
	incq	%r9
	addq	48(%rsp), %r8
	addq	%rax, %rsi
	addq	%rax, %rcx
	cmpq	56(%rsp), %r9
	je	.LBB0_199
.LBB0_188:
	leaq	(%r9,%r15), %rdx
	vmovss	.LCPI0_63(%rip), %xmm1
	vcmpltss	2736(%rsp,%r9,4), %xmm1, %k1
	vmovss	.LCPI0_62(%rip), %xmm1 {%k1} {z}
	vcvttss2usi	%xmm1, %r10d
	movq	376(%rsp), %r11
	orl	%r10d, (%r11,%rdx,4)
	xorl	%edx, %edx
	testb	%r14b, %r14b
	je	.LBB0_191
	movl	$2143289344, %ebx
	.p2align	4
.LBB0_190:
	vmovss	(%rcx,%rdx,4), %xmm1
	vsubss	(%rsi,%rdx,4), %xmm1, %xmm2
	vaddss	%xmm2, %xmm2, %xmm2
	vmulss	%xmm2, %xmm11, %xmm2
	xorl	%r10d, %r10d
	popcntq	%rdx, %r10
	cmpl	$2, %r10d
	sete	%r10b
	kmovd	%r10d, %k1
	vmovss	.LCPI0_62(%rip), %xmm3 {%k1} {z}
	vmulss	%xmm2, %xmm3, %xmm2
	vmulss	%xmm2, %xmm10, %xmm2
	vaddss	%xmm2, %xmm1, %xmm1
	vmulss	(%r8,%rdx,4), %xmm3, %xmm2
	vmulss	%xmm2, %xmm20, %xmm2
	vaddss	%xmm1, %xmm2, %xmm1
	vmulss	%xmm1, %xmm3, %xmm1
	vmovd	%xmm1, %r10d
	movl	%r10d, %r11d
	andl	$2147483647, %r11d
	cmpl	$2139095041, %r11d
	cmovael	%ebx, %r10d
	movl	%r10d, (%rcx,%rdx,4)
	incq	%rdx
	cmpq	%rdx, %rdi
	jne	.LBB0_190
	jmp	.LBB0_198
	.p2align	4
.LBB0_191:
	vmovdqa64	%zmm21, %zmm1
	vmovdqa64	%zmm23, %zmm2
	movq	112(%rsp), %r10
	movl	$2143289344, %ebx
	.p2align	4
.LBB0_192:
	vmovups	(%rcx,%rdx), %zmm3
	vsubps	(%rsi,%rdx), %zmm3, %zmm4
	vaddps	%zmm4, %zmm4, %zmm4
	vmulps	%zmm12, %zmm4, %zmm4
	vpandq	%zmm26, %zmm2, %zmm5
	vpshufb	%zmm5, %zmm27, %zmm5
	vpsrlw	$4, %zmm2, %zmm6
	vpandq	%zmm26, %zmm6, %zmm6
	vpshufb	%zmm6, %zmm27, %zmm6
	vpaddb	%zmm5, %zmm6, %zmm5
	vpsadbw	%zmm28, %zmm5, %zmm5
	vpandq	%zmm26, %zmm1, %zmm6
	vpshufb	%zmm6, %zmm27, %zmm6
	vpsrlw	$4, %zmm1, %zmm7
	vpandq	%zmm26, %zmm7, %zmm7
	vpshufb	%zmm7, %zmm27, %zmm7
	vpaddb	%zmm6, %zmm7, %zmm6
	vpsadbw	%zmm28, %zmm6, %zmm6
	vpcmpeqq	%zmm29, %zmm6, %k0
	vpcmpeqq	%zmm29, %zmm5, %k1
	kunpckbw	%k0, %k1, %k1
	vbroadcastss	.LCPI0_62(%rip), %zmm5 {%k1} {z}
	vmulps	%zmm4, %zmm5, %zmm4
	vmulps	%zmm4, %zmm8, %zmm4
	vaddps	%zmm4, %zmm3, %zmm3
	vmulps	(%r8,%rdx), %zmm5, %zmm4
	vmulps	%zmm4, %zmm0, %zmm4
	vaddps	%zmm3, %zmm4, %zmm3
	vmulps	%zmm3, %zmm5, %zmm3
	vandps	%zmm13, %zmm3, %zmm4
	vpcmpgtd	%zmm14, %zmm4, %k1
	vpbroadcastd	.LCPI0_67(%rip), %zmm3 {%k1}
	vmovdqu64	%zmm3, (%rcx,%rdx)
	vpaddq	%zmm31, %zmm1, %zmm1
	vpaddq	%zmm31, %zmm2, %zmm2
	addq	$64, %rdx
	cmpq	%rdx, %r10
	jne	.LBB0_192
	cmpq	2784(%rsp), %rdi
	vbroadcastss	.LCPI0_64(%rip), %xmm6
	je	.LBB0_198
	movq	2784(%rsp), %rdx
	testb	$12, %dil
	je	.LBB0_190
	movq	2784(%rsp), %rdx
	vmovdqu	2752(%rsp), %ymm1
	vpbroadcastd	.LCPI0_66(%rip), %xmm7
	vpbroadcastq	.LCPI0_70(%rip), %ymm9
	.p2align	4
.LBB0_196:
	vmovups	(%rcx,%rdx,4), %xmm2
	vsubps	(%rsi,%rdx,4), %xmm2, %xmm3
	vaddps	%xmm3, %xmm3, %xmm3
	vmulps	%xmm6, %xmm3, %xmm3
	vpandq	%ymm17, %ymm1, %ymm4
	vpshufb	%ymm4, %ymm18, %ymm4
	vpsrlw	$4, %ymm1, %ymm5
	vpandq	%ymm17, %ymm5, %ymm5
	vpshufb	%ymm5, %ymm18, %ymm5
	vpaddb	%ymm4, %ymm5, %ymm4
	vpsadbw	%ymm16, %ymm4, %ymm4
	vpcmpeqq	%ymm30, %ymm4, %k1
	vbroadcastss	.LCPI0_62(%rip), %xmm4 {%k1} {z}
	vmulps	%xmm3, %xmm4, %xmm3
	vmulps	%xmm3, %xmm8, %xmm3
	vaddps	%xmm3, %xmm2, %xmm2
	vmulps	(%r8,%rdx,4), %xmm4, %xmm3
	vmulps	%xmm3, %xmm0, %xmm3
	vaddps	%xmm2, %xmm3, %xmm2
	vmulps	%xmm2, %xmm4, %xmm2
	vandps	%xmm24, %xmm2, %xmm3
	vpcmpgtd	%xmm7, %xmm3, %k1
	vpbroadcastd	.LCPI0_67(%rip), %xmm2 {%k1}
	vmovdqu	%xmm2, (%rcx,%rdx,4)
	addq	$4, %rdx
	vpaddq	%ymm1, %ymm9, %ymm1
	cmpq	%rdx, %r13
	jne	.LBB0_196
	movq	2384(%rsp), %r10
	movq	%r10, %rdx
	cmpq	%r10, %rdi
	jne	.LBB0_190
	jmp	.LBB0_198
	.p2align	4
.LBB0_226:
	vpxor	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	movq	-112(%rsp), %r12
	movzbl	328(%rsp), %r14d
	movq	320(%rsp), %rdx
	movq	1128(%rsp), %rsi
	movq	1120(%rsp), %r8
	vmovaps	1328(%rsp), %xmm10
	vmovss	.LCPI0_64(%rip), %xmm11
	vbroadcastss	.LCPI0_64(%rip), %zmm12
	vbroadcastss	.LCPI0_65(%rip), %zmm13
	vpbroadcastd	.LCPI0_66(%rip), %zmm14
.LBB0_230:
	vmovups	(%r12,%rcx,4), %xmm1
	vmovups	(%rdx,%rcx,4), %xmm2
	vmovups	(%rsi,%rcx,4), %xmm3
	vmovups	(%r8,%rcx,4), %xmm4
	vmovlhps	%xmm3, %xmm1, %xmm5
	vunpckhpd	%xmm3, %xmm1, %xmm1
	vmovlhps	%xmm4, %xmm2, %xmm3
	vunpckhpd	%xmm4, %xmm2, %xmm2
	vmovaps	%xmm5, %xmm4
	vpermt2ps	%xmm3, %xmm15, %xmm4
	vaddps	%xmm4, %xmm0, %xmm0
	vpermt2ps	%xmm3, %xmm24, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vmovaps	%xmm1, %xmm3
	vpermt2ps	%xmm2, %xmm15, %xmm3
	vaddps	%xmm0, %xmm3, %xmm0
	vpermt2ps	%xmm2, %xmm24, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	movq	%r13, %rcx
	cmpq	%rdi, %r13
	jne	.LBB0_232
	jmp	.LBB0_183
	.p2align	4
.LBB0_184:
	movq	-16(%rsp), %rsi
	movq	96(%rsp), %r8
	xorl	%ebx, %ebx
	jmp	.LBB0_185
	.p2align	4
.LBB0_211:
	incq	%rbx
	addq	%rax, %r8
	addq	%rax, %rsi
	cmpq	56(%rsp), %rbx
	je	.LBB0_199
.LBB0_185:
	leaq	(%rbx,%r15), %rcx
	vmovss	.LCPI0_63(%rip), %xmm0
	vcmpltss	2736(%rsp,%rbx,4), %xmm0, %k1
	vmovss	.LCPI0_62(%rip), %xmm0 {%k1} {z}
	vcvttss2usi	%xmm0, %edx
	movq	376(%rsp), %r9
	orl	%edx, (%r9,%rcx,4)
	cmpb	$0, 5088(%rsp)
	je	.LBB0_201
	xorl	%edx, %edx
.LBB0_208:
	movl	$2143289344, %r14d
	movq	%rdx, %r9
	orq	$1, %r9
	testb	$1, %dil
	je	.LBB0_210
	imulq	%rdi, %rcx
	movq	-88(%rsp), %r10
	leaq	(%r10,%rcx,4), %r10
	movq	-8(%rsp), %r11
	leaq	(%r11,%rcx,4), %rcx
	leal	(,%rdx,4), %r11d
	vmovss	(%r10,%r11), %xmm0
	vsubss	(%rcx,%r11), %xmm0, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	%xmm1, %xmm11, %xmm1
	xorl	%ecx, %ecx
	popcntl	%edx, %ecx
	cmpl	$2, %ecx
	sete	%cl
	kmovd	%ecx, %k1
	vmovss	.LCPI0_62(%rip), %xmm2 {%k1} {z}
	vmulss	%xmm1, %xmm2, %xmm1
	vmulss	%xmm1, %xmm10, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmulss	%xmm0, %xmm2, %xmm0
	vmovd	%xmm0, %ecx
	movl	%ecx, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r14d, %ecx
	movl	%ecx, (%r10,%r11)
	movq	%r9, %rdx
.LBB0_210:
	cmpq	%r9, %rdi
	movl	$2143289344, %r10d
	je	.LBB0_211
	.p2align	4
.LBB0_212:
	vmovss	(%rsi,%rdx,4), %xmm0
	vmovss	4(%rsi,%rdx,4), %xmm1
	vsubss	(%r8,%rdx,4), %xmm0, %xmm2
	vaddss	%xmm2, %xmm2, %xmm2
	vmulss	%xmm2, %xmm9, %xmm2
	xorl	%ecx, %ecx
	popcntq	%rdx, %rcx
	cmpl	$2, %ecx
	sete	%cl
	kmovd	%ecx, %k1
	vmovss	%xmm7, %xmm7, %xmm3 {%k1} {z}
	vmulss	%xmm2, %xmm3, %xmm2
	vmulss	%xmm2, %xmm10, %xmm2
	vsubss	%xmm2, %xmm0, %xmm0
	vmulss	%xmm0, %xmm3, %xmm0
	vmovd	%xmm0, %ecx
	movl	%ecx, %r9d
	andl	$2147483647, %r9d
	cmpl	$2139095041, %r9d
	cmovael	%r10d, %ecx
	movl	%ecx, (%rsi,%rdx,4)
	vsubss	4(%r8,%rdx,4), %xmm1, %xmm0
	vaddss	%xmm0, %xmm0, %xmm0
	vmulss	%xmm0, %xmm9, %xmm0
	leaq	1(%rdx), %rcx
	popcntq	%rcx, %rcx
	cmpl	$2, %ecx
	sete	%cl
	kmovd	%ecx, %k1
	vmovss	%xmm7, %xmm7, %xmm2 {%k1} {z}
	vmulss	%xmm0, %xmm2, %xmm0
	vmulss	%xmm0, %xmm10, %xmm0
	vsubss	%xmm0, %xmm1, %xmm0
	vmulss	%xmm0, %xmm2, %xmm0
	vmovd	%xmm0, %ecx
	movl	%ecx, %r9d
	andl	$2147483647, %r9d
	cmpl	$2139095041, %r9d
	cmovael	%r10d, %ecx
	movl	%ecx, 4(%rsi,%rdx,4)
	addq	$2, %rdx
	cmpq	%rdi, %rdx
	jne	.LBB0_212
	jmp	.LBB0_211
	.p2align	4
.LBB0_201:
	xorl	%edx, %edx
	vmovdqa64	%zmm21, %zmm0
	vmovdqa64	%zmm23, %zmm1
	movq	112(%rsp), %r9
	.p2align	4
.LBB0_202:
	vmovups	(%rsi,%rdx), %zmm2
	vsubps	(%r8,%rdx), %zmm2, %zmm3
	vaddps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm12, %zmm3, %zmm3
	vpandq	%zmm26, %zmm1, %zmm4
	vpshufb	%zmm4, %zmm27, %zmm4
	vpsrlw	$4, %zmm1, %zmm5
	vpandq	%zmm26, %zmm5, %zmm5
	vpshufb	%zmm5, %zmm27, %zmm5
	vpaddb	%zmm4, %zmm5, %zmm4
	vpsadbw	%zmm28, %zmm4, %zmm4
	vpandq	%zmm26, %zmm0, %zmm5
	vpshufb	%zmm5, %zmm27, %zmm5
	vpsrlw	$4, %zmm0, %zmm6
	vpandq	%zmm26, %zmm6, %zmm6
	vpshufb	%zmm6, %zmm27, %zmm6
	vpaddb	%zmm5, %zmm6, %zmm5
	vpsadbw	%zmm28, %zmm5, %zmm5
	vpcmpeqq	%zmm29, %zmm5, %k0
	vpcmpeqq	%zmm29, %zmm4, %k1
	kunpckbw	%k0, %k1, %k1
	vbroadcastss	.LCPI0_62(%rip), %zmm4 {%k1} {z}
	vmulps	%zmm3, %zmm4, %zmm3
	vmulps	%zmm3, %zmm8, %zmm3
	vaddps	%zmm3, %zmm2, %zmm2
	vmulps	%zmm2, %zmm4, %zmm2
	vandps	%zmm13, %zmm2, %zmm3
	vpcmpgtd	%zmm14, %zmm3, %k1
	vpbroadcastd	.LCPI0_67(%rip), %zmm2 {%k1}
	vmovdqu64	%zmm2, (%rsi,%rdx)
	vpaddq	%zmm31, %zmm0, %zmm0
	vpaddq	%zmm31, %zmm1, %zmm1
	addq	$64, %rdx
	cmpq	%rdx, %r9
	jne	.LBB0_202
	cmpq	2784(%rsp), %rdi
	vbroadcastss	.LCPI0_64(%rip), %xmm5
	je	.LBB0_211
	movq	2784(%rsp), %rdx
	testb	$12, %dil
	je	.LBB0_208
	movq	2784(%rsp), %rdx
	vmovdqu	2752(%rsp), %ymm0
	vpbroadcastd	.LCPI0_66(%rip), %xmm6
	vpbroadcastq	.LCPI0_70(%rip), %ymm15
	.p2align	4
.LBB0_206:
	vmovups	(%rsi,%rdx,4), %xmm1
	vsubps	(%r8,%rdx,4), %xmm1, %xmm2
	vaddps	%xmm2, %xmm2, %xmm2
	vmulps	%xmm5, %xmm2, %xmm2
	vpandq	%ymm17, %ymm0, %ymm3
	vpshufb	%ymm3, %ymm18, %ymm3
	vpsrlw	$4, %ymm0, %ymm4
	vpandq	%ymm17, %ymm4, %ymm4
	vpshufb	%ymm4, %ymm18, %ymm4
	vpaddb	%ymm3, %ymm4, %ymm3
	vpsadbw	%ymm16, %ymm3, %ymm3
	vpcmpeqq	%ymm30, %ymm3, %k1
	vbroadcastss	.LCPI0_62(%rip), %xmm3 {%k1} {z}
	vmulps	%xmm2, %xmm3, %xmm2
	vmulps	%xmm2, %xmm8, %xmm2
	vaddps	%xmm2, %xmm1, %xmm1
	vmulps	%xmm1, %xmm3, %xmm1
	vandps	%xmm24, %xmm1, %xmm2
	vpcmpgtd	%xmm6, %xmm2, %k1
	vpbroadcastd	.LCPI0_67(%rip), %xmm1 {%k1}
	vmovdqu	%xmm1, (%rsi,%rdx,4)
	addq	$4, %rdx
	vpaddq	%ymm0, %ymm15, %ymm0
	cmpq	%rdx, %r13
	jne	.LBB0_206
	movq	2384(%rsp), %r9
	movq	%r9, %rdx
	cmpq	%r9, %rdi
	vpbroadcastq	.LCPI0_2(%rip), %zmm25
	je	.LBB0_211
	jmp	.LBB0_208
	.p2align	4
.LBB0_233:
	addq	$4, %r15
	cmpq	%rdx, %r15
	jb	.LBB0_233
	jmp	.LBB0_84
.LBB0_27:
	cmpq	%r15, %rdx
	jbe	.LBB0_84
	cmpq	$0, (%rsp)
	je	.LBB0_84
	movl	$3449720151, %esi
	movq	-104(%rsp), %rcx
	movq	%rcx, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %r8
	leaq	842468239(%rax), %r14
	movq	%r14, 80(%rsp)
	leaq	1684936478(%rax), %rdx
	movq	%rdx, -56(%rsp)
	leaq	534103459(%rax), %rdx
	movq	%rdx, -64(%rsp)
	leaq	-795284382(%rcx,%rsi), %r13
	leaq	-305585874(%rax,%rsi), %rbx
	movq	%rbx, 360(%rsp)
	leaq	536882365(%rax,%rsi), %r11
	movq	%r11, 72(%rsp)
	leaq	-613950654(%rax,%rsi), %r9
	movq	%r9, 160(%rsp)
	leaq	(%rax,%rsi), %r10
	addq	$228517585, %r10
	movq	%r10, 152(%rsp)
	movq	%r15, %rbp
	imulq	%rdi, %rbp
	leaq	(,%rdi,4), %rbx
	leaq	4(,%r15,4), %rax
	imulq	%rdi, %rax
	movq	%rax, 336(%rsp)
	movq	%rbx, %rax
	negq	%rax
	movq	%rax, 96(%rsp)
	movq	%rdi, %rdx
	andq	$-64, %rdx
	vpbroadcastq	%rcx, %zmm17
	movq	%r13, 112(%rsp)
	vpbroadcastq	%r13, %zmm0
	vmovdqu64	%zmm0, 5024(%rsp)
	leaq	1013904242(%rcx), %rax
	movq	%rax, 64(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3488(%rsp)
	movq	%r8, 120(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 4960(%rsp)
	leaq	218619860(%rcx,%rsi), %rax
	movq	%rax, 920(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3424(%rsp)
	vpbroadcastq	%r14, %zmm0
	vmovdqu64	%zmm0, 3360(%rsp)
	leaq	2027808484(%rcx), %rax
	movq	%rax, 56(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3296(%rsp)
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 3232(%rsp)
	leaq	387276957(%rcx), %rax
	movq	%rax, 48(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3168(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 3104(%rsp)
	leaq	-408007425(%rcx,%rsi), %rax
	movq	%rax, 144(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3040(%rsp)
	movq	-56(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 2976(%rsp)
	leaq	1401181199(%rcx), %rax
	movq	%rax, -72(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 2912(%rsp)
	movq	-64(%rsp), %rax
	vpbroadcastq	%rax, %zmm25
	vpbroadcastq	%r10, %zmm24
	leal	-1879881855(%rcx), %eax
	movl	%eax, 912(%rsp)
	vpbroadcastd	%eax, %zmm20
	movq	%rdi, %rax
	andq	$-8, %rax
	vpbroadcastq	%rdx, %zmm0
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vporq	%zmm1, %zmm0, %zmm0
	vmovdqu64	%zmm0, 5088(%rsp)
	movq	%rdi, %rsi
	andq	$-16, %rsi
	vbroadcastss	%xmm10, %zmm26
	movq	%rdi, %r8
	andq	$-4, %r8
	movq	%r8, 4768(%rsp)
	movq	%rsi, -96(%rsp)
	vpbroadcastq	%rsi, %ymm0
	vpor	%ymm1, %ymm0, %ymm0
	vmovdqu	%ymm0, 2384(%rsp)
	movq	%rax, 136(%rsp)
	movq	%rdx, -80(%rsp)
	subq	%rdx, %rax
	movq	%rax, 128(%rsp)
	movq	%rbx, %rax
	andq	$-256, %rax
	addq	%r12, %rax
	movq	%rax, 3872(%rsp)
	vpbroadcastq	.LCPI0_1(%rip), %zmm19
	vpbroadcastq	.LCPI0_2(%rip), %zmm21
	vpbroadcastq	.LCPI0_3(%rip), %zmm22
	vmovss	.LCPI0_62(%rip), %xmm23
	vpbroadcastd	.LCPI0_75(%rip), %zmm27
	vbroadcasti32x4	.LCPI0_76(%rip), %zmm28
	vpbroadcastq	.LCPI0_53(%rip), %zmm29
	vpbroadcastq	.LCPI0_9(%rip), %zmm30
	vxorpd	%xmm15, %xmm15, %xmm15
	leaq	(%r12,%rdi,4), %r14
	leaq	(,%rbp,4), %rax
	movq	%rax, 328(%rsp)
	leaq	(%r12,%rdi,8), %rax
	movq	%rax, 320(%rsp)
	movq	-88(%rsp), %rax
	leaq	(%rax,%rbp,4), %r13
	leaq	192(%r12), %rsi
	movq	%rsi, 40(%rsp)
	leaq	192(%rax,%rbp,4), %rax
	movq	%rax, 24(%rsp)
	movq	-8(%rsp), %rax
	movq	%rbp, 4832(%rsp)
	leaq	(%rax,%rbp,4), %r8
	xorl	%esi, %esi
	movq	%r13, 88(%rsp)
	movq	%r14, 8(%rsp)
	movq	%rbx, 344(%rsp)
	vmovdqu64	%zmm17, 3552(%rsp)
	vmovdqu64	%zmm25, 3936(%rsp)
	vmovdqu64	%zmm24, 4256(%rsp)
	vmovdqu64	%zmm20, 4192(%rsp)
	vmovupd	%zmm26, 2784(%rsp)
	jmp	.LBB0_30
	.p2align	4
.LBB0_83:
	incq	%r15
	movq	-16(%rsp), %rsi
	incq	%rsi
	addq	%rdi, 4832(%rsp)
	movq	344(%rsp), %rbx
	addq	%rbx, 24(%rsp)
	addq	%rbx, %r13
	addq	%rbx, %r8
	cmpq	312(%rsp), %r15
	je	.LBB0_84
.LBB0_30:
	movq	%r8, 16(%rsp)
	movq	96(%rsp), %r9
	imulq	%rsi, %r9
	movq	%rbx, %rax
	movq	%rsi, -16(%rsp)
	imulq	%rsi, %rax
	movq	328(%rsp), %rcx
	addq	%rax, %rcx
	movq	-88(%rsp), %r11
	leaq	(%r11,%rcx), %rdx
	addq	336(%rsp), %rax
	leaq	(%r11,%rax), %rsi
	movq	-8(%rsp), %rbx
	addq	%rbx, %rcx
	addq	%rbx, %rax
	movq	%r15, %r8
	imulq	%rdi, %r8
	addq	%r12, %r9
	movq	%r9, 4128(%rsp)
	cmpq	%rax, %rdx
	setb	%r9b
	cmpq	%rsi, %rcx
	setb	%r10b
	andb	%r9b, %r10b
	cmpq	320(%rsp), %rdx
	setb	%r9b
	cmpq	%rsi, %r14
	setb	%bpl
	andb	%r9b, %bpl
	orb	%r10b, %bpl
	movb	%bpl, 368(%rsp)
	cmpq	%rax, %rdx
	setb	%al
	cmpq	%rsi, %rcx
	leaq	(%r11,%r8,4), %rcx
	movq	%rcx, 2752(%rsp)
	leaq	(%rbx,%r8,4), %rcx
	movq	%rcx, 104(%rsp)
	vpbroadcastq	%r8, %zmm0
	vpaddq	%zmm19, %zmm0, %zmm1
	vmovdqu64	%zmm1, 4064(%rsp)
	vpaddq	%zmm21, %zmm0, %zmm1
	vmovdqu64	%zmm1, 4000(%rsp)
	vmovdqu64	%zmm0, 3616(%rsp)
	vpaddq	%zmm22, %zmm0, %zmm0
	vmovdqu64	%zmm0, 2848(%rsp)
	setb	%cl
	andb	%al, %cl
	movb	%cl, 4896(%rsp)
	movq	$0, 32(%rsp)
	vmovss	-28(%rsp), %xmm0
	vmovss	%xmm0, 1056(%rsp)
	vmovss	-24(%rsp), %xmm9
	movq	%r13, 576(%rsp)
	movq	%r15, 352(%rsp)
	jmp	.LBB0_31
	.p2align	4
.LBB0_82:
	movq	32(%rsp), %rcx
	incq	%rcx
	movq	%rcx, 32(%rsp)
	cmpq	(%rsp), %rcx
	je	.LBB0_83
.LBB0_31:
	cmpl	$0, -20(%rsp)
	jne	.LBB0_33
	vmovapd	%xmm9, 1344(%rsp)
	movq	40(%rsp), %rdx
	cmpl	$0, -116(%rsp)
	je	.LBB0_35
.LBB0_41:
	movq	904(%rsp), %rax
	movq	32(%rsp), %rcx
	leaq	(%rcx,%rax), %r8
	movq	%r8, %rbx
	shrq	$32, %rbx
	movl	$3449720151, %ecx
	imulq	%rcx, %rbx
	movq	%rbx, %rax
	shrq	$32, %rax
	xorl	-104(%rsp), %r8d
	xorl	%eax, %r8d
	leaq	78811644(%rcx), %r13
	imulq	%r13, %r8
	movq	%r8, %r14
	shrq	$32, %r14
	xorq	360(%rsp), %r14
	vpbroadcastq	%r14, %zmm28
	vpbroadcastq	%rbx, %zmm0
	vpxorq	5024(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1680(%rsp)
	movq	%r8, %rsi
	vpbroadcastq	%r8, %zmm0
	vpxorq	4960(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1616(%rsp)
	movq	%rdx, %r15
	movq	-80(%rsp), %r8
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vmovdqa64	.LCPI0_4(%rip), %zmm2
	vpbroadcastq	.LCPI0_5(%rip), %zmm22
	vpbroadcastq	.LCPI0_6(%rip), %zmm23
	vmovdqu64	3616(%rsp), %zmm27
	vmovdqu64	%zmm28, 1360(%rsp)
	.p2align	4
.LBB0_42:
	vmovdqu64	%zmm2, 240(%rsp)
	vmovdqu64	%zmm1, 384(%rsp)
	vpaddq	%zmm27, %zmm2, %zmm4
	vpmuludq	%zmm22, %zmm4, %zmm0
	vpaddq	%zmm27, %zmm1, %zmm6
	vpmuludq	%zmm22, %zmm6, %zmm11
	vmovdqu64	4064(%rsp), %zmm3
	vpaddq	%zmm3, %zmm2, %zmm9
	vpmuludq	%zmm22, %zmm9, %zmm2
	vpaddq	%zmm3, %zmm1, %zmm10
	vpmuludq	%zmm22, %zmm10, %zmm29
	vmovdqu64	4000(%rsp), %zmm5
	vpaddq	240(%rsp), %zmm5, %zmm12
	vpmuludq	%zmm22, %zmm12, %zmm31
	vpaddq	%zmm5, %zmm1, %zmm13
	vpmuludq	%zmm22, %zmm13, %zmm8
	vmovdqu64	2848(%rsp), %zmm5
	vpaddq	240(%rsp), %zmm5, %zmm14
	vpmuludq	%zmm22, %zmm14, %zmm1
	vpaddq	384(%rsp), %zmm5, %zmm15
	vpmuludq	%zmm22, %zmm15, %zmm5
	vpternlogq	$150, %zmm17, %zmm11, %zmm6
	vpternlogq	$150, %zmm17, %zmm0, %zmm4
	vpternlogq	$150, %zmm17, %zmm29, %zmm10
	vpternlogq	$150, %zmm17, %zmm2, %zmm9
	vpternlogq	$150, %zmm17, %zmm8, %zmm13
	vpternlogq	$150, %zmm17, %zmm31, %zmm12
	vpternlogq	$150, %zmm17, %zmm5, %zmm15
	vpternlogq	$150, %zmm17, %zmm1, %zmm14
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm12, %zmm16
	vpsrlq	$32, %zmm13, %zmm17
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm15, %zmm15
	vpmuludq	%zmm23, %zmm6, %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm16
	vpsrlq	$32, %zmm23, %zmm14
	vpsrlq	$32, %zmm26, %zmm15
	vpsrlq	$32, %zmm12, %zmm17
	vpsrlq	$32, %zmm13, %zmm18
	vpsrlq	$32, %zmm9, %zmm21
	vpsrlq	$32, %zmm4, %zmm22
	vpsrlq	$32, %zmm16, %zmm24
	vpsrlq	$32, %zmm6, %zmm25
	vmovdqu64	1680(%rsp), %zmm27
	vpxorq	%zmm27, %zmm15, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm10
	vpxorq	%zmm27, %zmm14, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm19
	vmovdqu64	%zmm19, 704(%rsp)
	vpxorq	%zmm27, %zmm18, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm7
	vpxorq	%zmm27, %zmm17, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm15
	vpxorq	%zmm27, %zmm22, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm3
	vpxorq	%zmm27, %zmm21, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm14
	vpxorq	%zmm27, %zmm25, %zmm18
	vpxorq	%zmm27, %zmm24, %zmm24
	vpxorq	%zmm11, %zmm28, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm17
	vmovdqu64	%zmm17, 448(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm22
	vpxorq	%zmm0, %zmm28, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm25
	vpxorq	%zmm29, %zmm28, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm0
	vmovdqu64	%zmm0, 176(%rsp)
	vpxorq	%zmm2, %zmm28, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm24
	vpxorq	%zmm8, %zmm28, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm30
	vpxorq	%zmm31, %zmm28, %zmm2
	vpsrlq	$32, %zmm19, %zmm0
	vmovdqu64	%zmm0, 640(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm31
	vpxorq	%zmm5, %zmm28, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm17
	vmovdqu64	%zmm17, 768(%rsp)
	vpxorq	%zmm1, %zmm28, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 832(%rsp)
	vpsrlq	$32, %zmm10, %zmm11
	vmovdqa64	%zmm10, %zmm19
	vpsrlq	$32, %zmm25, %zmm2
	vpsrlq	$32, %zmm22, %zmm5
	vpsrlq	$32, %zmm24, %zmm8
	vpsrlq	$32, %zmm20, %zmm27
	vpsrlq	$32, %zmm31, %zmm28
	vpsrlq	$32, %zmm15, %zmm29
	vmovdqa64	%zmm15, %zmm21
	vmovdqu64	3488(%rsp), %zmm1
	vpternlogq	$150, %zmm1, %zmm26, %zmm5
	vpsrlq	$32, %zmm30, %zmm26
	vpternlogq	$150, %zmm1, %zmm23, %zmm2
	vpsrlq	$32, %zmm0, %zmm23
	vpternlogq	$150, %zmm1, %zmm13, %zmm27
	vpsrlq	$32, %zmm7, %zmm10
	vmovdqa64	%zmm7, %zmm15
	vpternlogq	$150, %zmm1, %zmm12, %zmm8
	vpsrlq	$32, %zmm17, %zmm0
	vpternlogq	$150, %zmm1, %zmm4, %zmm26
	vpternlogq	$150, %zmm1, %zmm9, %zmm28
	vpternlogq	$150, %zmm1, %zmm6, %zmm0
	vpsrlq	$32, %zmm14, %zmm9
	vmovdqa64	%zmm14, %zmm17
	vpternlogq	$150, %zmm1, %zmm16, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm7
	vmovdqu64	%zmm7, 1200(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm1
	vmovdqu64	%zmm1, 512(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm5
	vmovdqu64	%zmm5, 1424(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm4
	vmovdqu64	%zmm4, 992(%rsp)
	vpsrlq	$32, %zmm3, %zmm6
	vmovdqa64	%zmm3, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm8
	vmovdqu64	%zmm8, 1136(%rsp)
	vpsrlq	$32, %zmm1, %zmm27
	vmovdqu64	1616(%rsp), %zmm1
	vpxorq	%zmm1, %zmm11, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm12
	vpxorq	640(%rsp), %zmm1, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm11
	vpxorq	%zmm1, %zmm10, %zmm0
	vpxorq	%zmm1, %zmm29, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm28
	vpxorq	%zmm1, %zmm6, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm2
	vmovdqu64	%zmm2, 928(%rsp)
	vpxorq	%zmm1, %zmm9, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 640(%rsp)
	vpsrlq	$32, %zmm12, %zmm29
	vmovdqu64	3424(%rsp), %zmm9
	vpternlogq	$150, %zmm22, %zmm9, %zmm29
	vpsrlq	$32, %zmm11, %zmm22
	vmovdqa64	%zmm11, %zmm6
	vpternlogq	$150, %zmm25, %zmm9, %zmm22
	vpsrlq	$32, %zmm23, %zmm25
	vpternlogq	$150, %zmm20, %zmm9, %zmm25
	vpsrlq	$32, %zmm28, %zmm10
	vpternlogq	$150, %zmm24, %zmm9, %zmm10
	vpsrlq	$32, %zmm2, %zmm24
	vpternlogq	$150, %zmm30, %zmm9, %zmm24
	vpsrlq	$32, %zmm0, %zmm30
	vpternlogq	$150, %zmm31, %zmm9, %zmm30
	vpsrlq	$32, %zmm7, %zmm7
	vmovdqu64	3360(%rsp), %zmm3
	vpternlogq	$150, 704(%rsp), %zmm3, %zmm7
	vpsrlq	$32, %zmm4, %zmm20
	vpternlogq	$150, %zmm3, %zmm19, %zmm27
	vpsrlq	$32, %zmm5, %zmm11
	vpternlogq	$150, %zmm3, %zmm21, %zmm11
	vpsrlq	$32, %zmm13, %zmm19
	vpternlogq	$150, %zmm3, %zmm15, %zmm20
	vpsrlq	$32, %zmm18, %zmm16
	vpternlogq	$150, %zmm3, %zmm17, %zmm16
	vpsrlq	$32, %zmm8, %zmm4
	vpternlogq	$150, %zmm3, %zmm14, %zmm19
	vmovdqu64	448(%rsp), %zmm0
	vpsrlq	$32, %zmm0, %zmm8
	vpxorq	%zmm1, %zmm8, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm31
	vpternlogq	$150, %zmm3, %zmm0, %zmm4
	vpsrlq	$32, %zmm31, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm0
	vmovdqu64	%zmm0, 1488(%rsp)
	vpternlogq	$150, 768(%rsp), %zmm9, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm8
	vpsrlq	$32, %zmm0, %zmm14
	vmovdqu64	3296(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm12, %zmm14
	vpsrlq	$32, %zmm8, %zmm27
	vpternlogq	$150, %zmm0, %zmm6, %zmm27
	vmovdqa64	%zmm26, %zmm2
	vpsrlq	$32, %zmm26, %zmm21
	vmovdqu64	176(%rsp), %zmm5
	vpternlogq	$150, %zmm3, %zmm5, %zmm21
	vpsrlq	$32, %zmm5, %zmm3
	vpxorq	%zmm1, %zmm3, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm1
	vpsrlq	$32, %zmm1, %zmm3
	vpternlogq	$150, 832(%rsp), %zmm9, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm9
	vpsrlq	$32, %zmm9, %zmm17
	vpternlogq	$150, %zmm0, %zmm23, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm5
	vmovdqu64	%zmm5, 448(%rsp)
	vpsrlq	$32, %zmm5, %zmm26
	vpternlogq	$150, %zmm0, %zmm28, %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm19
	vpsrlq	$32, %zmm19, %zmm11
	vpternlogq	$150, 928(%rsp), %zmm0, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm5
	vmovdqu64	%zmm5, 704(%rsp)
	vpsrlq	$32, %zmm5, %zmm20
	vpternlogq	$150, 640(%rsp), %zmm0, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm4
	vmovdqu64	%zmm4, 928(%rsp)
	vpsrlq	$32, %zmm4, %zmm5
	vpternlogq	$150, %zmm0, %zmm31, %zmm5
	vmovdqu64	%zmm5, 768(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm4
	vmovdqu64	%zmm4, 640(%rsp)
	vpsrlq	$32, %zmm4, %zmm16
	vpternlogq	$150, %zmm0, %zmm1, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm23
	vpsrlq	$32, %zmm23, %zmm22
	vmovdqu64	3232(%rsp), %zmm1
	vpternlogq	$150, 1200(%rsp), %zmm1, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm7
	vpsrlq	$32, %zmm7, %zmm31
	vpternlogq	$150, 512(%rsp), %zmm1, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm21
	vpsrlq	$32, %zmm21, %zmm4
	vpternlogq	$150, 1424(%rsp), %zmm1, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm12
	vpsrlq	$32, %zmm12, %zmm6
	vpternlogq	$150, 992(%rsp), %zmm1, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm25
	vpsrlq	$32, %zmm25, %zmm5
	vpternlogq	$150, %zmm18, %zmm1, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm18
	vpsrlq	$32, %zmm18, %zmm30
	vpternlogq	$150, %zmm13, %zmm1, %zmm30
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm28
	vpsrlq	$32, %zmm28, %zmm29
	vpternlogq	$150, %zmm2, %zmm1, %zmm29
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm0
	vmovdqu64	%zmm0, 1200(%rsp)
	vpsrlq	$32, %zmm0, %zmm24
	vpternlogq	$150, 1136(%rsp), %zmm1, %zmm24
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm31, %zmm0
	vmovdqu64	%zmm0, 992(%rsp)
	vpsrlq	$32, %zmm0, %zmm31
	vmovdqu64	3168(%rsp), %zmm1
	vpternlogq	$150, 1488(%rsp), %zmm1, %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm0
	vmovdqu64	%zmm0, 832(%rsp)
	vpsrlq	$32, %zmm0, %zmm13
	vpternlogq	$150, %zmm8, %zmm1, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm0
	vmovdqu64	%zmm0, 176(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vmovdqu64	3104(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm23, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm27
	vpsrlq	$32, %zmm27, %zmm10
	vpternlogq	$150, %zmm9, %zmm1, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm2
	vmovdqu64	%zmm2, 512(%rsp)
	vpsrlq	$32, %zmm2, %zmm3
	vpternlogq	$150, %zmm0, %zmm7, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm8
	vpsrlq	$32, %zmm8, %zmm14
	vpternlogq	$150, 448(%rsp), %zmm1, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm2
	vmovdqu64	%zmm2, 448(%rsp)
	vpsrlq	$32, %zmm2, %zmm9
	vpternlogq	$150, %zmm0, %zmm21, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm30, %zmm7
	vpsrlq	$32, %zmm7, %zmm6
	vpternlogq	$150, %zmm19, %zmm1, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm21
	vpsrlq	$32, %zmm21, %zmm26
	vpternlogq	$150, %zmm0, %zmm12, %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm17
	vpsrlq	$32, %zmm17, %zmm12
	vpternlogq	$150, 704(%rsp), %zmm1, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm2
	vmovdqu64	%zmm2, 704(%rsp)
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm0, %zmm25, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm24, %zmm5
	vpsrlq	$32, %zmm5, %zmm19
	vpternlogq	$150, 928(%rsp), %zmm1, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm25
	vpsrlq	$32, %zmm25, %zmm11
	vpternlogq	$150, %zmm0, %zmm18, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm29, %zmm24
	vpsrlq	$32, %zmm24, %zmm29
	vpternlogq	$150, 640(%rsp), %zmm1, %zmm29
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm22
	vpsrlq	$32, %zmm22, %zmm18
	vpternlogq	$150, %zmm0, %zmm28, %zmm18
	vmovdqu64	768(%rsp), %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm30
	vpsrlq	$32, %zmm30, %zmm2
	vpternlogq	$150, 1200(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm0
	vmovdqu64	%zmm0, 768(%rsp)
	vpsrlq	$32, %zmm0, %zmm23
	vmovdqu64	3040(%rsp), %zmm1
	vpternlogq	$150, 992(%rsp), %zmm1, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm0
	vmovdqu64	%zmm0, 640(%rsp)
	vpsrlq	$32, %zmm0, %zmm28
	vpternlogq	$150, 832(%rsp), %zmm1, %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm26, %zmm0
	vmovdqu64	%zmm0, 928(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, %zmm1, %zmm27, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm26
	vpsrlq	$32, %zmm26, %zmm20
	vpternlogq	$150, %zmm1, %zmm8, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm27
	vpsrlq	$32, %zmm27, %zmm9
	vpternlogq	$150, %zmm1, %zmm7, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm8
	vpsrlq	$32, %zmm8, %zmm11
	vpternlogq	$150, %zmm1, %zmm17, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm7
	vpsrlq	$32, %zmm7, %zmm15
	vpternlogq	$150, %zmm1, %zmm5, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm0
	vmovdqu64	%zmm0, 832(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vmovdqu64	2976(%rsp), %zmm0
	vpternlogq	$150, 176(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm3
	vmovdqu64	%zmm3, 176(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, 512(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm4
	vmovdqu64	%zmm4, 512(%rsp)
	vpsrlq	$32, %zmm4, %zmm17
	vpternlogq	$150, 448(%rsp), %zmm0, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm4
	vmovdqu64	%zmm4, 448(%rsp)
	vpsrlq	$32, %zmm4, %zmm31
	vpternlogq	$150, %zmm21, %zmm0, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm10
	vpsrlq	$32, %zmm10, %zmm21
	vpternlogq	$150, 704(%rsp), %zmm0, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm12
	vpsrlq	$32, %zmm12, %zmm5
	vpternlogq	$150, %zmm25, %zmm0, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm13
	vpsrlq	$32, %zmm13, %zmm25
	vpternlogq	$150, %zmm22, %zmm0, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm14
	vpsrlq	$32, %zmm14, %zmm19
	vpternlogq	$150, %zmm30, %zmm0, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm30
	vpsrlq	$32, %zmm30, %zmm29
	vpternlogq	$150, %zmm1, %zmm24, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vmovdqu64	2912(%rsp), %zmm4
	vpternlogq	$150, 768(%rsp), %zmm4, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm24
	vpternlogq	$150, 640(%rsp), %zmm4, %zmm24
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm31, %zmm1
	vpsrlq	$32, %zmm1, %zmm31
	vpternlogq	$150, 928(%rsp), %zmm4, %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm1
	vpsrlq	$32, %zmm1, %zmm18
	vpternlogq	$150, %zmm26, %zmm4, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm0
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, %zmm27, %zmm4, %zmm17
	vmovdqu64	3616(%rsp), %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm0
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm8, %zmm4, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm0
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, %zmm7, %zmm4, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm26
	vmovdqu64	1360(%rsp), %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm25, %zmm0
	vmovdqu64	3936(%rsp), %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm9
	vpsrlq	$32, %zmm0, %zmm15
	vpternlogq	$150, %zmm30, %zmm4, %zmm15
	vpsrlq	$32, %zmm26, %zmm0
	vpternlogq	$150, 832(%rsp), %zmm25, %zmm0
	vpsrlq	$32, %zmm23, %zmm1
	vpternlogq	$150, 176(%rsp), %zmm25, %zmm1
	vpsrlq	$32, %zmm6, %zmm5
	vpternlogq	$150, 512(%rsp), %zmm25, %zmm5
	vpsrlq	$32, %zmm20, %zmm2
	vpternlogq	$150, 448(%rsp), %zmm25, %zmm2
	vpsrlq	$32, %zmm19, %zmm8
	vpternlogq	$150, %zmm25, %zmm10, %zmm8
	vpsrlq	$32, %zmm11, %zmm10
	vpternlogq	$150, %zmm25, %zmm12, %zmm10
	vpsrlq	$32, %zmm7, %zmm12
	vpternlogq	$150, %zmm25, %zmm13, %zmm12
	vpsrlq	$32, %zmm9, %zmm13
	vpternlogq	$150, %zmm25, %zmm14, %zmm13
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm1, %zmm1
	vpmovqd	%zmm2, %ymm0
	vpmovqd	%zmm5, %ymm2
	vinserti64x4	$1, %ymm2, %zmm0, %zmm2
	vpmovqd	%zmm10, %ymm0
	vpmovqd	%zmm8, %ymm4
	vinserti64x4	$1, %ymm4, %zmm0, %zmm4
	vpmovqd	%zmm13, %ymm0
	vpmovqd	%zmm12, %ymm5
	vinserti64x4	$1, %ymm5, %zmm0, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm0
	vmovdqu64	4256(%rsp), %zmm24
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm26, %zmm24, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm23, %zmm24, %zmm3
	vpbroadcastq	.LCPI0_6(%rip), %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm8
	vpsrlq	$32, %zmm8, %zmm8
	vpternlogq	$150, %zmm6, %zmm24, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm12
	vmovdqu64	3552(%rsp), %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm14
	vpbroadcastq	.LCPI0_5(%rip), %zmm22
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm13, %zmm13
	vpternlogq	$150, %zmm20, %zmm24, %zmm6
	vmovdqu64	4192(%rsp), %zmm20
	vpternlogq	$150, %zmm19, %zmm24, %zmm10
	vpternlogq	$150, %zmm11, %zmm24, %zmm12
	vpternlogq	$150, %zmm7, %zmm24, %zmm13
	vpternlogq	$150, %zmm9, %zmm24, %zmm14
	vpmuludq	%zmm23, %zmm3, %zmm3
	vpmuludq	%zmm23, %zmm0, %zmm0
	vpmuludq	%zmm23, %zmm6, %zmm6
	vpmuludq	%zmm23, %zmm8, %zmm7
	vpmuludq	%zmm23, %zmm12, %zmm8
	vpmuludq	%zmm23, %zmm10, %zmm9
	vpmuludq	%zmm23, %zmm14, %zmm10
	vpmuludq	%zmm23, %zmm13, %zmm11
	vpsrlq	$32, %zmm0, %zmm12
	vpsrlq	$32, %zmm3, %zmm13
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
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm3, %zmm0
	vpmovqd	%zmm6, %ymm3
	vpmovqd	%zmm7, %ymm6
	vinserti64x4	$1, %ymm6, %zmm3, %zmm3
	vpmovqd	%zmm8, %ymm6
	vpmovqd	%zmm9, %ymm7
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vpmovqd	%zmm10, %ymm7
	vpbroadcastq	.LCPI0_8(%rip), %zmm9
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_7(%rip), %zmm8
	vpmulld	%zmm8, %zmm1, %zmm1
	vpternlogd	$150, %zmm1, %zmm20, %zmm12
	vpmulld	%zmm8, %zmm2, %zmm1
	vmovdqu64	240(%rsp), %zmm2
	vpternlogd	$150, %zmm1, %zmm20, %zmm14
	vpmulld	%zmm8, %zmm4, %zmm1
	vpternlogd	$150, %zmm1, %zmm20, %zmm13
	vpmulld	%zmm8, %zmm5, %zmm1
	vpternlogd	$150, %zmm1, %zmm20, %zmm15
	vmovdqu64	384(%rsp), %zmm1
	vmovdqu64	%zmm12, -192(%r15,%rdi,4)
	vmovdqu64	%zmm14, -128(%r15,%rdi,4)
	vmovdqu64	%zmm13, -64(%r15,%rdi,4)
	vmovdqu64	%zmm15, (%r15,%rdi,4)
	vmovdqu64	%zmm0, -192(%r15)
	vmovdqu64	%zmm3, -128(%r15)
	vmovdqu64	%zmm6, -64(%r15)
	vmovdqu64	%zmm7, (%r15)
	vpaddq	%zmm9, %zmm1, %zmm1
	vpaddq	%zmm9, %zmm2, %zmm2
	addq	$256, %r15
	addq	$-64, %r8
	jne	.LBB0_42
	cmpq	-80(%rsp), %rdi
	movq	-104(%rsp), %r9
	movl	$3449720151, %r15d
	movq	-56(%rsp), %rbp
	movq	-64(%rsp), %rdx
	movq	%rsi, 1264(%rsp)
	je	.LBB0_50
	movq	-80(%rsp), %rax
	testb	$56, %dil
	je	.LBB0_48
	movl	%ebx, %eax
	xorl	112(%rsp), %eax
	vpbroadcastq	%rax, %zmm0
	movq	1264(%rsp), %rax
	xorl	120(%rsp), %eax
	vpbroadcastq	%rax, %zmm1
	movq	3872(%rsp), %rax
	movq	128(%rsp), %rcx
	vmovdqu64	5088(%rsp), %zmm2
	vmovdqu64	3488(%rsp), %zmm9
	vmovdqu64	3424(%rsp), %zmm10
	vmovdqu64	3360(%rsp), %zmm11
	vmovdqu64	3296(%rsp), %zmm12
	vmovdqu64	3232(%rsp), %zmm13
	vmovdqu64	3168(%rsp), %zmm14
	vmovdqu64	3104(%rsp), %zmm15
	vmovdqu64	3040(%rsp), %zmm16
	vmovdqu64	2976(%rsp), %zmm18
	vmovdqu64	2912(%rsp), %zmm19
	vpbroadcastq	.LCPI0_9(%rip), %zmm21
	vpbroadcastd	.LCPI0_7(%rip), %ymm26
	.p2align	4
.LBB0_46:
	vpaddq	%zmm27, %zmm2, %zmm3
	vpmuludq	%zmm22, %zmm3, %zmm4
	vpternlogq	$150, %zmm17, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm23, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm5, %zmm0, %zmm5
	vpxorq	%zmm4, %zmm28, %zmm4
	vpmuludq	%zmm22, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm6
	vpxorq	%zmm6, %zmm1, %zmm6
	vpmuludq	%zmm23, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm9, %zmm3, %zmm7
	vpmuludq	%zmm22, %zmm7, %zmm3
	vpsrlq	$32, %zmm3, %zmm7
	vpmuludq	%zmm23, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm10, %zmm8
	vpternlogq	$150, %zmm11, %zmm5, %zmm7
	vpmuludq	%zmm22, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm5
	vpmuludq	%zmm23, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm8
	vpternlogq	$150, %zmm3, %zmm13, %zmm5
	vpternlogq	$150, %zmm12, %zmm6, %zmm8
	vpmuludq	%zmm22, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm6
	vpmuludq	%zmm23, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm7, %zmm14, %zmm8
	vpternlogq	$150, %zmm15, %zmm4, %zmm6
	vpmuludq	%zmm22, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpmuludq	%zmm23, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm3, %zmm18, %zmm7
	vpternlogq	$150, %zmm16, %zmm5, %zmm8
	vpmuludq	%zmm22, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpmuludq	%zmm23, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm6, %zmm19, %zmm7
	vpternlogq	$150, %zmm25, %zmm4, %zmm5
	vpmuludq	%zmm22, %zmm7, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm5, %ymm5
	vpmulld	%ymm26, %ymm5, %ymm5
	vpternlogq	$150, %zmm3, %zmm24, %zmm4
	vpmuludq	%zmm23, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpternlogd	$150, %ymm20, %ymm5, %ymm4
	vmovdqu	%ymm4, (%rax,%rdi,4)
	vpmovqd	%zmm3, (%rax)
	vpaddq	%zmm21, %zmm2, %zmm2
	addq	$32, %rax
	addq	$-8, %rcx
	jne	.LBB0_46
	movq	136(%rsp), %rcx
	movq	%rcx, %rax
	cmpq	%rcx, %rdi
	movq	-104(%rsp), %r9
	movq	-56(%rsp), %rbp
	movq	-64(%rsp), %rdx
	je	.LBB0_50
.LBB0_48:
	xorq	112(%rsp), %rbx
	movq	1264(%rsp), %rcx
	xorq	120(%rsp), %rcx
	movq	%rcx, 1264(%rsp)
	movq	%rdi, %rsi
	subq	%rax, %rsi
	movq	-112(%rsp), %rcx
	leaq	(%rcx,%rax,4), %r8
	addq	4832(%rsp), %rax
	movq	%rbx, 240(%rsp)
	.p2align	4
.LBB0_49:
	movl	%eax, %ecx
	imulq	%r13, %rcx
	movq	%rax, %r10
	xorq	%r9, %r10
	xorq	%rcx, %r10
	shrq	$32, %r10
	imulq	%r15, %r10
	movq	%r10, %r11
	shrq	$32, %r11
	xorl	%ebx, %r11d
	imulq	%r13, %r11
	xorl	%r14d, %ecx
	imulq	%r15, %rcx
	movq	%rcx, %rbx
	shrq	$32, %rbx
	movq	%rdi, %r12
	movq	%rdx, %rdi
	movq	%rbp, %rdx
	movq	%r9, %rbp
	movq	%r14, %r9
	movl	$3449720151, %r14d
	movq	64(%rsp), %r15
	xorl	%ebx, %r15d
	movq	%r11, %rbx
	shrq	$32, %rbx
	xorl	1264(%rsp), %ebx
	xorl	%r15d, %r10d
	imulq	%r13, %r10
	imulq	%r14, %rbx
	movq	%rbx, %r15
	shrq	$32, %r15
	xorl	920(%rsp), %ecx
	xorl	%r15d, %ecx
	movq	%r10, %r15
	shrq	$32, %r15
	xorl	80(%rsp), %r11d
	xorl	%r15d, %r11d
	imulq	%r13, %rcx
	imulq	%r14, %r11
	movq	%r11, %r15
	shrq	$32, %r15
	xorl	56(%rsp), %ebx
	xorl	%r15d, %ebx
	movq	%rcx, %r15
	shrq	$32, %r15
	xorl	72(%rsp), %r10d
	xorl	%r15d, %r10d
	imulq	%r14, %r10
	imulq	%r13, %rbx
	movq	%r10, %r15
	shrq	$32, %r15
	xorl	48(%rsp), %r11d
	xorl	%r15d, %r11d
	movq	%rbx, %r15
	shrq	$32, %r15
	xorl	160(%rsp), %ecx
	xorl	%r15d, %ecx
	imulq	%r13, %r11
	imulq	%r14, %rcx
	movq	%r9, %r14
	movq	%rbp, %r9
	movq	%rdx, %rbp
	movq	%rdi, %rdx
	movq	%r12, %rdi
	movq	152(%rsp), %r12
	movq	%rcx, %r15
	shrq	$32, %r15
	xorl	144(%rsp), %r10d
	xorl	%r15d, %r10d
	movq	%r11, %r15
	shrq	$32, %r15
	xorl	%ebp, %ebx
	xorl	%r15d, %ebx
	movl	$3449720151, %r15d
	imulq	%r15, %rbx
	shrq	$32, %rbx
	xorl	-72(%rsp), %ecx
	imulq	%r13, %r10
	xorl	%ebx, %ecx
	movq	%r10, %rbx
	shrq	$32, %rbx
	xorl	%edx, %r11d
	xorl	%ebx, %r11d
	movq	240(%rsp), %rbx
	imulq	%r13, %rcx
	shrq	$32, %rcx
	imull	$-845247145, %r11d, %r11d
	xorl	%r12d, %r10d
	xorl	%ecx, %r10d
	imulq	%r15, %r10
	movq	%r10, %rcx
	xorl	912(%rsp), %r11d
	shrq	$32, %rcx
	xorl	%ecx, %r11d
	movl	%r11d, (%r8,%rdi,4)
	movl	%r10d, (%r8)
	addq	$4, %r8
	incq	%rax
	decq	%rsi
	jne	.LBB0_49
.LBB0_50:
	movq	40(%rsp), %rbp
	movq	-80(%rsp), %r9
	.p2align	4
.LBB0_51:
	vcvtudq2pd	-192(%rbp), %zmm0
	vcvtudq2pd	-160(%rbp), %zmm1
	vcvtudq2pd	-128(%rbp), %zmm2
	vcvtudq2pd	-96(%rbp), %zmm3
	vcvtudq2pd	-64(%rbp), %zmm4
	vcvtudq2pd	-32(%rbp), %zmm5
	vcvtudq2pd	(%rbp), %zmm6
	vcvtudq2pd	32(%rbp), %zmm7
	vbroadcastsd	.LCPI0_10(%rip), %zmm10
	vaddpd	%zmm10, %zmm1, %zmm1
	vaddpd	%zmm10, %zmm0, %zmm0
	vaddpd	%zmm10, %zmm3, %zmm3
	vaddpd	%zmm10, %zmm2, %zmm2
	vaddpd	%zmm10, %zmm5, %zmm8
	vaddpd	%zmm10, %zmm4, %zmm4
	vaddpd	%zmm10, %zmm7, %zmm9
	vaddpd	%zmm10, %zmm6, %zmm10
	vbroadcastsd	.LCPI0_11(%rip), %zmm11
	vmulpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm1, %zmm5
	vmulpd	%zmm11, %zmm2, %zmm1
	vmulpd	%zmm11, %zmm3, %zmm6
	vmulpd	%zmm11, %zmm4, %zmm2
	vmulpd	%zmm11, %zmm8, %zmm7
	vmulpd	%zmm11, %zmm10, %zmm3
	vmulpd	%zmm11, %zmm9, %zmm8
	vbroadcastsd	.LCPI0_29(%rip), %zmm11
	vmulpd	%zmm11, %zmm5, %zmm14
	vmulpd	%zmm11, %zmm0, %zmm21
	vmulpd	%zmm11, %zmm6, %zmm10
	vmulpd	%zmm11, %zmm1, %zmm12
	vmulpd	%zmm11, %zmm7, %zmm4
	vmulpd	%zmm11, %zmm2, %zmm9
	vmulpd	%zmm11, %zmm8, %zmm0
	vmulpd	%zmm11, %zmm3, %zmm3
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
	vaddpd	%zmm15, %zmm2, %zmm19
	vmovupd	%zmm19, 2608(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm17
	vmovupd	%zmm17, 2672(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 1936(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 2000(%rsp)
	vaddpd	%zmm15, %zmm8, %zmm5
	vmovupd	%zmm5, 2064(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 1264(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm2
	vmovupd	%zmm2, 1616(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 1680(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm1
	vaddpd	%zmm1, %zmm17, %zmm20
	vaddpd	%zmm1, %zmm19, %zmm17
	vaddpd	%zmm1, %zmm18, %zmm13
	vaddpd	%zmm1, %zmm16, %zmm11
	vaddpd	%zmm1, %zmm7, %zmm8
	vaddpd	%zmm1, %zmm5, %zmm7
	vaddpd	%zmm1, %zmm6, %zmm5
	vaddpd	%zmm1, %zmm2, %zmm6
	vbroadcastsd	.LCPI0_33(%rip), %zmm25
	vmulpd	%zmm25, %zmm17, %zmm18
	vmulpd	%zmm25, %zmm20, %zmm1
	vmulpd	%zmm25, %zmm11, %zmm15
	vmulpd	%zmm25, %zmm13, %zmm19
	vmulpd	%zmm25, %zmm7, %zmm16
	vsubpd	%zmm1, %zmm21, %zmm2
	vbroadcastsd	.LCPI0_34(%rip), %zmm27
	vmulpd	%zmm27, %zmm20, %zmm1
	vbroadcastsd	.LCPI0_35(%rip), %zmm28
	vmulpd	%zmm28, %zmm20, %zmm22
	vsubpd	%zmm1, %zmm2, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm30
	vpandq	%zmm30, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm30, %zmm23, %zmm23
	vpbroadcastq	.LCPI0_1(%rip), %zmm26
	vpaddq	%zmm26, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm2, %zmm21
	vsubpd	%zmm21, %zmm2, %zmm23
	vsubpd	%zmm22, %zmm23, %zmm22
	vmulpd	%zmm25, %zmm8, %zmm23
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_36(%rip), %zmm29
	vmulpd	%zmm29, %zmm20, %zmm20
	vsubpd	%zmm22, %zmm20, %zmm1 {%k1}
	vmulpd	%zmm27, %zmm17, %zmm20
	vmulpd	%zmm28, %zmm17, %zmm22
	vmovapd	%zmm21, %zmm2 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm21
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm30, %zmm14, %zmm14
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm30, %zmm21, %zmm21
	vpaddq	%zmm26, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm14, %k1
	vsubpd	%zmm22, %zmm18, %zmm21
	vsubpd	%zmm21, %zmm18, %zmm14
	vsubpd	%zmm22, %zmm14, %zmm14
	vmulpd	%zmm25, %zmm6, %zmm22
	vsubpd	%zmm19, %zmm12, %zmm19
	vmulpd	%zmm29, %zmm17, %zmm17
	vsubpd	%zmm14, %zmm17, %zmm20 {%k1}
	vmulpd	%zmm27, %zmm13, %zmm14
	vmulpd	%zmm28, %zmm13, %zmm17
	vmovapd	%zmm21, %zmm18 {%k1}
	vsubpd	%zmm14, %zmm19, %zmm21
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm30, %zmm12, %zmm12
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm30, %zmm21, %zmm21
	vpaddq	%zmm26, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm12, %k1
	vsubpd	%zmm17, %zmm19, %zmm12
	vsubpd	%zmm12, %zmm19, %zmm21
	vsubpd	%zmm17, %zmm21, %zmm24
	vmulpd	%zmm25, %zmm5, %zmm21
	vsubpd	%zmm15, %zmm10, %zmm15
	vsubpd	%zmm23, %zmm9, %zmm17
	vsubpd	%zmm16, %zmm4, %zmm16
	vsubpd	%zmm21, %zmm3, %zmm21
	vsubpd	%zmm22, %zmm0, %zmm22
	vmulpd	%zmm29, %zmm13, %zmm13
	vsubpd	%zmm24, %zmm13, %zmm14 {%k1}
	vmulpd	%zmm27, %zmm11, %zmm13
	vmulpd	%zmm28, %zmm11, %zmm23
	vmovapd	%zmm12, %zmm19 {%k1}
	vsubpd	%zmm13, %zmm15, %zmm12
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm30, %zmm10, %zmm10
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm30, %zmm12, %zmm12
	vpaddq	%zmm26, %zmm12, %zmm12
	vpcmpgtq	%zmm12, %zmm10, %k1
	vsubpd	%zmm23, %zmm15, %zmm10
	vsubpd	%zmm10, %zmm15, %zmm12
	vsubpd	%zmm23, %zmm12, %zmm12
	vmulpd	%zmm27, %zmm8, %zmm23
	vmulpd	%zmm29, %zmm11, %zmm11
	vsubpd	%zmm12, %zmm11, %zmm13 {%k1}
	vmulpd	%zmm27, %zmm7, %zmm12
	vmulpd	%zmm28, %zmm8, %zmm11
	vmovapd	%zmm10, %zmm15 {%k1}
	vsubpd	%zmm23, %zmm17, %zmm10
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm30, %zmm9, %zmm9
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm30, %zmm10, %zmm10
	vpaddq	%zmm26, %zmm10, %zmm10
	vpcmpgtq	%zmm10, %zmm9, %k1
	vsubpd	%zmm11, %zmm17, %zmm9
	vsubpd	%zmm9, %zmm17, %zmm10
	vsubpd	%zmm11, %zmm10, %zmm10
	vmulpd	%zmm27, %zmm5, %zmm24
	vmulpd	%zmm29, %zmm8, %zmm8
	vsubpd	%zmm10, %zmm8, %zmm23 {%k1}
	vmulpd	%zmm27, %zmm6, %zmm25
	vmulpd	%zmm28, %zmm7, %zmm8
	vmovapd	%zmm9, %zmm17 {%k1}
	vsubpd	%zmm12, %zmm16, %zmm9
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm30, %zmm4, %zmm4
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm30, %zmm9, %zmm9
	vpaddq	%zmm26, %zmm9, %zmm9
	vpcmpgtq	%zmm9, %zmm4, %k1
	vsubpd	%zmm8, %zmm16, %zmm4
	vsubpd	%zmm4, %zmm16, %zmm9
	vsubpd	%zmm8, %zmm9, %zmm8
	vmulpd	%zmm28, %zmm5, %zmm9
	vmulpd	%zmm29, %zmm7, %zmm7
	vsubpd	%zmm8, %zmm7, %zmm12 {%k1}
	vmulpd	%zmm28, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm22, %zmm8
	vmovapd	%zmm4, %zmm16 {%k1}
	vsubpd	%zmm24, %zmm21, %zmm4
	vpsrlq	$52, %zmm3, %zmm3
	vpandq	%zmm30, %zmm3, %zmm3
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm30, %zmm4, %zmm4
	vpaddq	%zmm26, %zmm4, %zmm4
	vpcmpgtq	%zmm4, %zmm3, %k1
	vsubpd	%zmm9, %zmm21, %zmm3
	vmulpd	%zmm29, %zmm6, %zmm4
	vmulpd	%zmm29, %zmm5, %zmm5
	vsubpd	%zmm8, %zmm22, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm3, %zmm21, %zmm7
	vsubpd	%zmm9, %zmm7, %zmm7
	vsubpd	%zmm25, %zmm22, %zmm9
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm30, %zmm0, %zmm0
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm30, %zmm9, %zmm9
	vpaddq	%zmm26, %zmm9, %zmm9
	vmovapd	%zmm3, %zmm21 {%k1}
	vsubpd	%zmm7, %zmm5, %zmm24 {%k1}
	vpcmpgtq	%zmm9, %zmm0, %k1
	vmovapd	%zmm8, %zmm22 {%k1}
	vsubpd	%zmm6, %zmm4, %zmm25 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm11
	vsubpd	%zmm1, %zmm2, %zmm26
	vsubpd	%zmm13, %zmm15, %zmm8
	vsubpd	%zmm14, %zmm19, %zmm31
	vsubpd	%zmm12, %zmm16, %zmm27
	vsubpd	%zmm23, %zmm17, %zmm28
	vsubpd	%zmm25, %zmm22, %zmm7
	vsubpd	%zmm24, %zmm21, %zmm10
	vsubpd	%zmm26, %zmm2, %zmm0
	vmovupd	%zmm26, 240(%rsp)
	vsubpd	%zmm11, %zmm18, %zmm2
	vmovupd	%zmm11, 1200(%rsp)
	vsubpd	%zmm31, %zmm19, %zmm3
	vsubpd	%zmm8, %zmm15, %zmm4
	vmovupd	%zmm8, 992(%rsp)
	vsubpd	%zmm28, %zmm17, %zmm5
	vsubpd	%zmm27, %zmm16, %zmm15
	vmovupd	%zmm27, 384(%rsp)
	vsubpd	%zmm10, %zmm21, %zmm16
	vsubpd	%zmm7, %zmm22, %zmm17
	vmovapd	%zmm7, %zmm22
	vsubpd	%zmm20, %zmm2, %zmm2
	vmovupd	%zmm2, 928(%rsp)
	vsubpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 704(%rsp)
	vsubpd	%zmm13, %zmm4, %zmm0
	vmovupd	%zmm0, 448(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 768(%rsp)
	vsubpd	%zmm12, %zmm15, %zmm0
	vmovupd	%zmm0, 832(%rsp)
	vsubpd	%zmm23, %zmm5, %zmm0
	vmovupd	%zmm0, 512(%rsp)
	vsubpd	%zmm25, %zmm17, %zmm0
	vmovupd	%zmm0, 640(%rsp)
	vsubpd	%zmm24, %zmm16, %zmm0
	vmovupd	%zmm0, 176(%rsp)
	vmulpd	%zmm11, %zmm11, %zmm29
	vmulpd	%zmm26, %zmm26, %zmm11
	vmulpd	%zmm8, %zmm8, %zmm12
	vmulpd	%zmm11, %zmm11, %zmm8
	vmovupd	%zmm8, 2416(%rsp)
	vmulpd	%zmm29, %zmm29, %zmm3
	vmovupd	%zmm3, 2320(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm1
	vmulpd	%zmm1, %zmm29, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm29, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm29, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm6
	vmulpd	%zmm6, %zmm29, %zmm2
	vbroadcastsd	.LCPI0_42(%rip), %zmm7
	vsubpd	%zmm2, %zmm7, %zmm2
	vmulpd	%zmm2, %zmm29, %zmm2
	vbroadcastsd	.LCPI0_43(%rip), %zmm9
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm3, %zmm3, %zmm3
	vmulpd	%zmm2, %zmm3, %zmm2
	vmulpd	%zmm6, %zmm11, %zmm3
	vsubpd	%zmm3, %zmm7, %zmm3
	vmulpd	%zmm3, %zmm11, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vaddpd	%zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 1552(%rsp)
	vmulpd	%zmm8, %zmm8, %zmm0
	vmulpd	%zmm3, %zmm0, %zmm0
	vmulpd	%zmm1, %zmm11, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm11, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm11, %zmm2
	vmovapd	%zmm11, %zmm8
	vaddpd	%zmm0, %zmm2, %zmm18
	vmulpd	%zmm6, %zmm12, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm12, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm12, %zmm12, %zmm2
	vmovupd	%zmm2, 2544(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm1, %zmm12, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm12, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm12, %zmm2
	vmovapd	%zmm12, %zmm11
	vaddpd	%zmm0, %zmm2, %zmm0
	vmovupd	%zmm0, 2256(%rsp)
	vmulpd	%zmm31, %zmm31, %zmm26
	vmovupd	%zmm31, 1136(%rsp)
	vmulpd	%zmm6, %zmm26, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm26, %zmm26, %zmm2
	vmovupd	%zmm2, 1808(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm1, %zmm26, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm26, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm26, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm19
	vmulpd	%zmm27, %zmm27, %zmm25
	vmulpd	%zmm6, %zmm25, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm25, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm25, %zmm25, %zmm2
	vmovupd	%zmm2, 2480(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm1, %zmm25, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm25, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm25, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm0
	vmovupd	%zmm0, 3808(%rsp)
	vmulpd	%zmm28, %zmm28, %zmm30
	vmovapd	%zmm28, %zmm21
	vmovupd	%zmm28, 1488(%rsp)
	vmulpd	%zmm6, %zmm30, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm30, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm30, %zmm30, %zmm2
	vmovupd	%zmm2, 1744(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm1, %zmm30, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm30, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm30, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm0
	vmovupd	%zmm0, 3744(%rsp)
	vmovupd	%zmm22, 4384(%rsp)
	vmulpd	%zmm22, %zmm22, %zmm28
	vmulpd	%zmm6, %zmm28, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm28, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm28, %zmm28, %zmm2
	vmovupd	%zmm2, 1872(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm1, %zmm28, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm28, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm28, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm0
	vmovupd	%zmm0, 3680(%rsp)
	vmovapd	%zmm10, %zmm24
	vmovupd	%zmm10, 4448(%rsp)
	vmulpd	%zmm10, %zmm10, %zmm20
	vmulpd	%zmm6, %zmm20, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm20, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm20, %zmm20, %zmm2
	vmovupd	%zmm2, 4512(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm12
	vmulpd	%zmm0, %zmm12, %zmm0
	vmulpd	%zmm1, %zmm20, %zmm12
	vaddpd	%zmm4, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm20, %zmm12
	vaddpd	%zmm5, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm20, %zmm12
	vaddpd	%zmm0, %zmm12, %zmm12
	vbroadcastsd	.LCPI0_10(%rip), %zmm2
	vmulpd	%zmm2, %zmm29, %zmm0
	vbroadcastsd	.LCPI0_44(%rip), %zmm17
	vsubpd	%zmm0, %zmm17, %zmm23
	vsubpd	%zmm23, %zmm17, %zmm14
	vsubpd	%zmm0, %zmm14, %zmm14
	vmovapd	%zmm2, %zmm1
	vmovapd	%zmm8, %zmm9
	vmovupd	%zmm8, 1360(%rsp)
	vmulpd	%zmm2, %zmm8, %zmm0
	vsubpd	%zmm0, %zmm17, %zmm15
	vsubpd	%zmm15, %zmm17, %zmm16
	vsubpd	%zmm0, %zmm16, %zmm6
	vmovapd	%zmm11, %zmm2
	vmovupd	%zmm11, 1424(%rsp)
	vmulpd	%zmm1, %zmm11, %zmm16
	vsubpd	%zmm16, %zmm17, %zmm8
	vsubpd	%zmm8, %zmm17, %zmm13
	vsubpd	%zmm16, %zmm13, %zmm13
	vmovapd	%zmm26, %zmm0
	vmulpd	%zmm1, %zmm26, %zmm16
	vsubpd	%zmm16, %zmm17, %zmm7
	vsubpd	%zmm7, %zmm17, %zmm26
	vsubpd	%zmm16, %zmm26, %zmm16
	vmulpd	%zmm1, %zmm25, %zmm26
	vsubpd	%zmm26, %zmm17, %zmm5
	vsubpd	%zmm5, %zmm17, %zmm10
	vsubpd	%zmm26, %zmm10, %zmm10
	vmulpd	%zmm1, %zmm30, %zmm26
	vsubpd	%zmm26, %zmm17, %zmm4
	vsubpd	%zmm4, %zmm17, %zmm27
	vsubpd	%zmm26, %zmm27, %zmm26
	vmulpd	%zmm1, %zmm28, %zmm27
	vsubpd	%zmm27, %zmm17, %zmm3
	vsubpd	%zmm3, %zmm17, %zmm11
	vsubpd	%zmm27, %zmm11, %zmm11
	vmulpd	%zmm1, %zmm20, %zmm27
	vsubpd	%zmm27, %zmm17, %zmm1
	vsubpd	%zmm1, %zmm17, %zmm17
	vsubpd	%zmm27, %zmm17, %zmm17
	vmulpd	%zmm18, %zmm9, %zmm18
	vmovupd	240(%rsp), %zmm9
	vmulpd	704(%rsp), %zmm9, %zmm27
	vsubpd	%zmm27, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm6, %zmm6
	vmulpd	1552(%rsp), %zmm29, %zmm18
	vmovupd	1200(%rsp), %zmm9
	vmulpd	928(%rsp), %zmm9, %zmm27
	vsubpd	%zmm27, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm14, %zmm14
	vmulpd	%zmm19, %zmm0, %zmm18
	vmovapd	%zmm0, %zmm27
	vmulpd	768(%rsp), %zmm31, %zmm19
	vsubpd	%zmm19, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm16, %zmm16
	vmulpd	2256(%rsp), %zmm2, %zmm18
	vmovupd	992(%rsp), %zmm31
	vmulpd	448(%rsp), %zmm31, %zmm19
	vsubpd	%zmm19, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm13, %zmm13
	vmulpd	3744(%rsp), %zmm30, %zmm18
	vmulpd	512(%rsp), %zmm21, %zmm19
	vsubpd	%zmm19, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm26, %zmm26
	vmulpd	3808(%rsp), %zmm25, %zmm18
	vmovupd	384(%rsp), %zmm0
	vmulpd	832(%rsp), %zmm0, %zmm19
	vsubpd	%zmm19, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm10, %zmm10
	vmulpd	%zmm12, %zmm20, %zmm12
	vmulpd	176(%rsp), %zmm24, %zmm18
	vsubpd	%zmm18, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm17, %zmm12
	vmulpd	3680(%rsp), %zmm28, %zmm17
	vmulpd	640(%rsp), %zmm22, %zmm18
	vsubpd	%zmm18, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm11, %zmm11
	vaddpd	%zmm14, %zmm23, %zmm0
	vmovupd	%zmm0, 3744(%rsp)
	vaddpd	%zmm6, %zmm15, %zmm0
	vmovupd	%zmm0, 3680(%rsp)
	vaddpd	%zmm13, %zmm8, %zmm0
	vmovupd	%zmm0, 3808(%rsp)
	vaddpd	%zmm16, %zmm7, %zmm0
	vmovupd	%zmm0, 4576(%rsp)
	vaddpd	%zmm10, %zmm5, %zmm0
	vmovupd	%zmm0, 2256(%rsp)
	vaddpd	%zmm26, %zmm4, %zmm0
	vmovupd	%zmm0, 4640(%rsp)
	vaddpd	%zmm11, %zmm3, %zmm0
	vmovupd	%zmm0, 1552(%rsp)
	vaddpd	%zmm12, %zmm1, %zmm0
	vmovupd	%zmm0, 4704(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm6
	vmovupd	1360(%rsp), %zmm15
	vmulpd	%zmm6, %zmm15, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm13
	vaddpd	%zmm13, %zmm0, %zmm0
	vmulpd	2416(%rsp), %zmm15, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm7
	vmulpd	%zmm7, %zmm15, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm10
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vbroadcastsd	.LCPI0_47(%rip), %zmm11
	vaddpd	%zmm11, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm12
	vmulpd	%zmm6, %zmm29, %zmm0
	vaddpd	%zmm13, %zmm0, %zmm0
	vmulpd	2320(%rsp), %zmm29, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm7, %zmm29, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vmovupd	%zmm29, 4320(%rsp)
	vaddpd	%zmm11, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm14
	vmovapd	%zmm27, %zmm24
	vmulpd	%zmm6, %zmm27, %zmm0
	vaddpd	%zmm13, %zmm0, %zmm0
	vmulpd	1808(%rsp), %zmm27, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm7, %zmm27, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm11, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm3
	vmovupd	1424(%rsp), %zmm16
	vmulpd	%zmm6, %zmm16, %zmm0
	vaddpd	%zmm13, %zmm0, %zmm0
	vmulpd	2544(%rsp), %zmm16, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm7, %zmm16, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm16, %zmm1
	vaddpd	%zmm11, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm6, %zmm30, %zmm1
	vaddpd	%zmm13, %zmm1, %zmm1
	vmulpd	1744(%rsp), %zmm30, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm7, %zmm30, %zmm2
	vaddpd	%zmm10, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm30, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm1
	vmulpd	%zmm6, %zmm25, %zmm2
	vaddpd	%zmm13, %zmm2, %zmm2
	vmulpd	2480(%rsp), %zmm25, %zmm4
	vmulpd	%zmm2, %zmm4, %zmm2
	vmulpd	%zmm7, %zmm25, %zmm4
	vaddpd	%zmm10, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm25, %zmm4
	vaddpd	%zmm11, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm6, %zmm20, %zmm4
	vaddpd	%zmm13, %zmm4, %zmm4
	vmulpd	4512(%rsp), %zmm20, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm7, %zmm20, %zmm5
	vaddpd	%zmm10, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm20, %zmm5
	vaddpd	%zmm11, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm6, %zmm28, %zmm5
	vaddpd	%zmm13, %zmm5, %zmm5
	vmulpd	1872(%rsp), %zmm28, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm7, %zmm28, %zmm6
	vaddpd	%zmm10, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm28, %zmm6
	vaddpd	%zmm11, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm29, %zmm9, %zmm6
	vmovupd	%zmm6, 2320(%rsp)
	vmulpd	%zmm14, %zmm6, %zmm7
	vbroadcastsd	.LCPI0_10(%rip), %zmm27
	vmovupd	928(%rsp), %zmm18
	vmulpd	%zmm27, %zmm18, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	240(%rsp), %zmm15, %zmm23
	vmulpd	%zmm12, %zmm23, %zmm10
	vmovupd	704(%rsp), %zmm15
	vmulpd	%zmm27, %zmm15, %zmm11
	vsubpd	%zmm10, %zmm11, %zmm8
	vmulpd	%zmm16, %zmm31, %zmm29
	vmulpd	%zmm0, %zmm29, %zmm0
	vmovupd	448(%rsp), %zmm11
	vmulpd	%zmm27, %zmm11, %zmm12
	vsubpd	%zmm0, %zmm12, %zmm10
	vmulpd	1136(%rsp), %zmm24, %zmm19
	vmulpd	%zmm3, %zmm19, %zmm3
	vmovupd	768(%rsp), %zmm9
	vmulpd	%zmm27, %zmm9, %zmm13
	vsubpd	%zmm3, %zmm13, %zmm3
	vmulpd	384(%rsp), %zmm25, %zmm22
	vmulpd	%zmm2, %zmm22, %zmm2
	vmovupd	832(%rsp), %zmm6
	vmulpd	%zmm27, %zmm6, %zmm14
	vsubpd	%zmm2, %zmm14, %zmm12
	vmulpd	1488(%rsp), %zmm30, %zmm14
	vmulpd	%zmm1, %zmm14, %zmm1
	vmovupd	512(%rsp), %zmm2
	vmulpd	%zmm27, %zmm2, %zmm16
	vsubpd	%zmm1, %zmm16, %zmm13
	vmovupd	4384(%rsp), %zmm31
	vmulpd	%zmm28, %zmm31, %zmm16
	vmulpd	%zmm5, %zmm16, %zmm5
	vmovupd	640(%rsp), %zmm1
	vmulpd	%zmm27, %zmm1, %zmm17
	vsubpd	%zmm5, %zmm17, %zmm5
	vmovupd	4448(%rsp), %zmm21
	vmulpd	%zmm20, %zmm21, %zmm17
	vmulpd	%zmm4, %zmm17, %zmm4
	vmovupd	176(%rsp), %zmm0
	vmulpd	%zmm27, %zmm0, %zmm26
	vsubpd	%zmm4, %zmm26, %zmm4
	vmulpd	4320(%rsp), %zmm7, %zmm7
	vmulpd	1360(%rsp), %zmm8, %zmm8
	vmulpd	1424(%rsp), %zmm10, %zmm10
	vmulpd	%zmm3, %zmm24, %zmm3
	vmulpd	%zmm12, %zmm25, %zmm12
	vmulpd	%zmm13, %zmm30, %zmm13
	vmulpd	%zmm5, %zmm28, %zmm5
	vmulpd	%zmm4, %zmm20, %zmm4
	vsubpd	%zmm15, %zmm8, %zmm8
	vsubpd	%zmm18, %zmm7, %zmm7
	vsubpd	%zmm9, %zmm3, %zmm3
	vsubpd	%zmm11, %zmm10, %zmm15
	vsubpd	%zmm2, %zmm13, %zmm11
	vsubpd	%zmm6, %zmm12, %zmm2
	vsubpd	%zmm0, %zmm4, %zmm4
	vsubpd	%zmm1, %zmm5, %zmm5
	vbroadcastsd	.LCPI0_50(%rip), %zmm10
	vmulpd	%zmm10, %zmm23, %zmm9
	vaddpd	%zmm9, %zmm8, %zmm8
	vmulpd	2320(%rsp), %zmm10, %zmm6
	vaddpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm10, %zmm19, %zmm7
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm10, %zmm29, %zmm7
	vaddpd	%zmm7, %zmm15, %zmm0
	vmulpd	%zmm10, %zmm14, %zmm7
	vaddpd	%zmm7, %zmm11, %zmm1
	vmulpd	%zmm10, %zmm22, %zmm7
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm10, %zmm17, %zmm7
	vaddpd	%zmm7, %zmm4, %zmm4
	vmulpd	%zmm10, %zmm16, %zmm7
	vaddpd	%zmm7, %zmm5, %zmm5
	vmovupd	240(%rsp), %zmm7
	vsubpd	%zmm8, %zmm7, %zmm24
	vmovupd	1200(%rsp), %zmm7
	vsubpd	%zmm6, %zmm7, %zmm23
	vmovupd	1136(%rsp), %zmm6
	vsubpd	%zmm3, %zmm6, %zmm22
	vmovupd	992(%rsp), %zmm3
	vsubpd	%zmm0, %zmm3, %zmm10
	vmovupd	1488(%rsp), %zmm0
	vsubpd	%zmm1, %zmm0, %zmm19
	vmovupd	384(%rsp), %zmm0
	vsubpd	%zmm2, %zmm0, %zmm20
	vsubpd	%zmm4, %zmm21, %zmm18
	vsubpd	%zmm5, %zmm31, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm9
	vmovupd	3680(%rsp), %zmm14
	vxorpd	%zmm9, %zmm14, %zmm7
	vmovupd	3744(%rsp), %zmm17
	vxorpd	%zmm9, %zmm17, %zmm6
	vmovupd	4576(%rsp), %zmm12
	vxorpd	%zmm9, %zmm12, %zmm5
	vmovupd	3808(%rsp), %zmm15
	vxorpd	%zmm9, %zmm15, %zmm4
	vmovupd	4640(%rsp), %zmm28
	vxorpd	%zmm9, %zmm28, %zmm3
	vmovupd	2256(%rsp), %zmm13
	vxorpd	%zmm9, %zmm13, %zmm2
	vmovupd	4704(%rsp), %zmm26
	vxorpd	%zmm9, %zmm26, %zmm1
	vmovupd	1552(%rsp), %zmm25
	vxorpd	%zmm9, %zmm25, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm8
	vmovdqu64	2608(%rsp), %zmm16
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm17, %zmm6 {%k1}
	vxorpd	%zmm9, %zmm23, %zmm23 {%k1}
	vmovdqu64	2672(%rsp), %zmm17
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm14, %zmm7 {%k1}
	vxorpd	%zmm9, %zmm24, %zmm24 {%k1}
	vmovdqu64	1936(%rsp), %zmm14
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm15, %zmm4 {%k1}
	vmovapd	%zmm10, %zmm21
	vxorpd	%zmm9, %zmm10, %zmm21 {%k1}
	vmovdqu64	2000(%rsp), %zmm15
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm12, %zmm5 {%k1}
	vxorpd	%zmm9, %zmm22, %zmm22 {%k1}
	vmovdqu64	2064(%rsp), %zmm12
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm9, %zmm20, %zmm20 {%k1}
	vmovdqu64	1264(%rsp), %zmm13
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm28, %zmm3 {%k1}
	vxorpd	%zmm9, %zmm19, %zmm19 {%k1}
	vmovdqu64	1616(%rsp), %zmm10
	vptestnmq	%zmm8, %zmm10, %k1
	vmovapd	%zmm25, %zmm0 {%k1}
	vxorpd	%zmm9, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm25
	vmovdqu64	1680(%rsp), %zmm11
	vptestnmq	%zmm8, %zmm11, %k1
	vmovapd	%zmm26, %zmm1 {%k1}
	vxorpd	%zmm9, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm8
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm7, %zmm24 {%k1}
	vmovupd	%zmm24, 512(%rsp)
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm6, %zmm23 {%k1}
	vmovupd	%zmm23, 832(%rsp)
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm5, %zmm22 {%k1}
	vmovupd	%zmm22, 768(%rsp)
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm4, %zmm21 {%k1}
	vmovupd	%zmm21, 704(%rsp)
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 448(%rsp)
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm2, %zmm20 {%k1}
	vmovupd	%zmm20, 640(%rsp)
	vptestnmq	%zmm8, %zmm11, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 928(%rsp)
	vptestnmq	%zmm8, %zmm10, %k1
	vmovapd	%zmm0, %zmm25 {%k1}
	vmovupd	%zmm25, 992(%rsp)
	vcvtudq2pd	-192(%rbp,%rdi,4), %zmm0
	vcvtudq2pd	-160(%rbp,%rdi,4), %zmm1
	vcvtudq2pd	-128(%rbp,%rdi,4), %zmm2
	vcvtudq2pd	-96(%rbp,%rdi,4), %zmm3
	vcvtudq2pd	-64(%rbp,%rdi,4), %zmm4
	vcvtudq2pd	-32(%rbp,%rdi,4), %zmm5
	vcvtudq2pd	(%rbp,%rdi,4), %zmm6
	vcvtudq2pd	32(%rbp,%rdi,4), %zmm7
	vaddpd	%zmm27, %zmm1, %zmm1
	vaddpd	%zmm27, %zmm0, %zmm0
	vaddpd	%zmm27, %zmm3, %zmm3
	vaddpd	%zmm27, %zmm2, %zmm2
	vaddpd	%zmm27, %zmm5, %zmm5
	vaddpd	%zmm27, %zmm4, %zmm4
	vaddpd	%zmm27, %zmm7, %zmm7
	vaddpd	%zmm27, %zmm6, %zmm6
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
	vmovdqu64	%zmm9, 1264(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 1616(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1680(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1360(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1424(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 1488(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 1136(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 1200(%rsp)
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
	vpandq	%zmm15, %zmm10, %zmm26
	vpandq	%zmm15, %zmm13, %zmm0
	vpandq	%zmm15, %zmm12, %zmm21
	vpandq	%zmm15, %zmm18, %zmm24
	vpandq	%zmm15, %zmm14, %zmm28
	vpbroadcastq	.LCPI0_15(%rip), %zmm10
	vpternlogq	$248, %zmm10, %zmm8, %zmm19
	vpternlogq	$248, %zmm10, %zmm1, %zmm9
	vpternlogq	$248, %zmm10, %zmm2, %zmm26
	vpternlogq	$248, %zmm10, %zmm3, %zmm20
	vpternlogq	$248, %zmm10, %zmm4, %zmm21
	vpternlogq	$248, %zmm10, %zmm5, %zmm0
	vpternlogq	$248, %zmm10, %zmm6, %zmm28
	vpternlogq	$248, %zmm10, %zmm7, %zmm24
	vpbroadcastq	.LCPI0_16(%rip), %zmm11
	vpaddq	%zmm11, %zmm9, %zmm1
	vpaddq	%zmm11, %zmm19, %zmm2
	vbroadcastsd	.LCPI0_17(%rip), %zmm22
	vaddpd	%zmm22, %zmm2, %zmm4
	vmovupd	%zmm4, 384(%rsp)
	vaddpd	%zmm22, %zmm1, %zmm3
	vmovupd	%zmm3, 240(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm4, %zmm2
	vdivpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm2, 2000(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 2064(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm30
	vmulpd	%zmm2, %zmm2, %zmm29
	vmulpd	%zmm29, %zmm29, %zmm1
	vmulpd	%zmm30, %zmm30, %zmm2
	vbroadcastsd	.LCPI0_19(%rip), %zmm4
	vmulpd	%zmm4, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_20(%rip), %zmm5
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_21(%rip), %zmm6
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vmovupd	%zmm3, 2672(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2544(%rsp)
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
	vmovupd	%zmm1, 2416(%rsp)
	vpaddq	%zmm11, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm2
	vmovupd	%zmm2, 176(%rsp)
	vaddpd	%zmm23, %zmm2, %zmm1
	vdivpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 1936(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 1872(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 1808(%rsp)
	vpaddq	%zmm11, %zmm26, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 2608(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm12
	vmulpd	%zmm12, %zmm12, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1744(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm15
	vpaddq	%zmm11, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 2480(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1552(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm26
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
	vmulpd	%zmm7, %zmm1, %zmm31
	vaddpd	%zmm8, %zmm31, %zmm31
	vmulpd	%zmm31, %zmm1, %zmm31
	vaddpd	%zmm9, %zmm31, %zmm31
	vmulpd	%zmm31, %zmm1, %zmm31
	vpaddq	%zmm11, %zmm24, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm24
	vaddpd	%zmm23, %zmm24, %zmm1
	vdivpd	%zmm1, %zmm24, %zmm18
	vmulpd	%zmm18, %zmm18, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm0
	vmulpd	%zmm4, %zmm0, %zmm27
	vaddpd	%zmm5, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm0, %zmm27
	vaddpd	%zmm6, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm0, %zmm27
	vmulpd	%zmm7, %zmm0, %zmm16
	vaddpd	%zmm8, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm0, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm0, %zmm10
	vpaddq	%zmm11, %zmm28, %zmm16
	vaddpd	%zmm22, %zmm16, %zmm28
	vaddpd	%zmm23, %zmm28, %zmm16
	vdivpd	%zmm16, %zmm28, %zmm16
	vmulpd	%zmm16, %zmm16, %zmm1
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
	vaddpd	2544(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm30, %zmm22
	vaddpd	2672(%rsp), %zmm22, %zmm22
	vaddpd	2416(%rsp), %zmm6, %zmm30
	vmulpd	%zmm30, %zmm29, %zmm29
	vaddpd	2320(%rsp), %zmm29, %zmm29
	vaddpd	1808(%rsp), %zmm6, %zmm30
	vmulpd	%zmm30, %zmm14, %zmm9
	vaddpd	1872(%rsp), %zmm9, %zmm9
	vaddpd	%zmm6, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm12, %zmm7
	vaddpd	1744(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm26, %zmm12
	vmulpd	%zmm12, %zmm13, %zmm5
	vaddpd	1552(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm31, %zmm12
	vmulpd	%zmm12, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm27, %zmm12
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	384(%rsp), %zmm2
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm29, %zmm0, %zmm2
	vmulpd	2000(%rsp), %zmm2, %zmm14
	vmovupd	240(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	2064(%rsp), %zmm4, %zmm15
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	2608(%rsp), %zmm7, %zmm7
	vmovupd	176(%rsp), %zmm8
	vmulpd	%zmm6, %zmm8, %zmm17
	vmulpd	%zmm17, %zmm8, %zmm17
	vaddpd	%zmm9, %zmm17, %zmm9
	vmulpd	1936(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm22
	vmulpd	%zmm22, %zmm21, %zmm22
	vaddpd	%zmm3, %zmm22, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2480(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm28, %zmm13
	vmulpd	%zmm13, %zmm28, %zmm13
	vaddpd	%zmm1, %zmm13, %zmm1
	vmulpd	%zmm1, %zmm16, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm16
	vmulpd	%zmm16, %zmm24, %zmm16
	vaddpd	%zmm12, %zmm16, %zmm12
	vmulpd	%zmm12, %zmm18, %zmm6
	vpsrlq	$20, 1264(%rsp), %zmm12
	vpbroadcastq	.LCPI0_13(%rip), %zmm10
	vpaddq	%zmm10, %zmm12, %zmm12
	vcvtqq2pd	%zmm12, %zmm12
	vbroadcastsd	.LCPI0_26(%rip), %zmm11
	vmulpd	%zmm11, %zmm12, %zmm23
	vaddpd	%zmm14, %zmm23, %zmm14
	vpsrlq	$20, 1616(%rsp), %zmm23
	vpaddq	%zmm10, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm11, %zmm23, %zmm25
	vaddpd	%zmm15, %zmm25, %zmm15
	vpsrlq	$20, 1680(%rsp), %zmm25
	vpaddq	%zmm10, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm11, %zmm25, %zmm26
	vaddpd	%zmm7, %zmm26, %zmm7
	vpsrlq	$20, 1360(%rsp), %zmm26
	vpaddq	%zmm10, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm11, %zmm26, %zmm27
	vaddpd	%zmm9, %zmm27, %zmm9
	vpsrlq	$20, 1424(%rsp), %zmm27
	vpaddq	%zmm10, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm11, %zmm27, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 1488(%rsp), %zmm29
	vpaddq	%zmm10, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm11, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 1136(%rsp), %zmm30
	vpaddq	%zmm10, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm11, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 1200(%rsp), %zmm31
	vpaddq	%zmm10, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm11, %zmm31, %zmm10
	vaddpd	%zmm6, %zmm10, %zmm6
	vsubpd	%zmm0, %zmm14, %zmm0
	vsubpd	%zmm2, %zmm15, %zmm2
	vsubpd	%zmm4, %zmm7, %zmm4
	vsubpd	%zmm17, %zmm9, %zmm7
	vsubpd	%zmm22, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm13, %zmm1, %zmm1
	vsubpd	%zmm16, %zmm6, %zmm6
	vaddpd	240(%rsp), %zmm2, %zmm2
	vaddpd	384(%rsp), %zmm0, %zmm0
	vaddpd	176(%rsp), %zmm7, %zmm7
	vaddpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm5, %zmm20, %zmm5
	vaddpd	%zmm3, %zmm21, %zmm3
	vaddpd	%zmm6, %zmm24, %zmm6
	vaddpd	%zmm1, %zmm28, %zmm1
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vmulpd	%zmm9, %zmm23, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm9, %zmm12, %zmm8
	vaddpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm9, %zmm26, %zmm8
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm9, %zmm25, %zmm8
	vaddpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm9, %zmm29, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm9, %zmm27, %zmm8
	vaddpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm9, %zmm31, %zmm8
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm9, %zmm30, %zmm8
	vaddpd	%zmm1, %zmm8, %zmm1
	vbroadcastsd	.LCPI0_28(%rip), %zmm8
	vmulpd	%zmm8, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	512(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	832(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	768(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	704(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	448(%rsp), %zmm3, %zmm3
	vmulpd	640(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	928(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	992(%rsp), %zmm6, %zmm6
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm4, %ymm4
	vinserti64x4	$1, %ymm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm7, %ymm2
	vinserti64x4	$1, %ymm2, %zmm4, %zmm2
	vcvtpd2ps	%zmm3, %ymm3
	vcvtpd2ps	%zmm5, %ymm4
	vcvtpd2ps	%zmm1, %ymm1
	vcvtpd2ps	%zmm6, %ymm5
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vinsertf64x4	$1, %ymm5, %zmm1, %zmm1
	vmovdqu64	%zmm0, -192(%rbp,%rdi,4)
	vmovdqu64	%zmm2, -128(%rbp,%rdi,4)
	vmovdqu64	%zmm3, -64(%rbp,%rdi,4)
	vmovupd	%zmm1, (%rbp,%rdi,4)
	addq	$256, %rbp
	addq	$-64, %r9
	jne	.LBB0_51
	cmpq	-80(%rsp), %rdi
	movq	-112(%rsp), %r12
	vmovdqu64	3552(%rsp), %zmm17
	vpbroadcastq	.LCPI0_1(%rip), %zmm19
	vpbroadcastq	.LCPI0_2(%rip), %zmm21
	vpbroadcastq	.LCPI0_3(%rip), %zmm22
	vmovss	.LCPI0_62(%rip), %xmm23
	vpbroadcastd	.LCPI0_75(%rip), %zmm27
	vbroadcasti32x4	.LCPI0_76(%rip), %zmm28
	vpbroadcastq	.LCPI0_53(%rip), %zmm29
	vpbroadcastq	.LCPI0_9(%rip), %zmm30
	vxorpd	%xmm15, %xmm15, %xmm15
	movabsq	$4604544269498187776, %r9
	movabsq	$4503595332403200, %r10
	movq	576(%rsp), %r13
	vbroadcastsd	.LCPI0_10(%rip), %zmm16
	vbroadcastsd	.LCPI0_24(%rip), %zmm0
	vbroadcastsd	.LCPI0_26(%rip), %zmm2
	vbroadcastsd	.LCPI0_28(%rip), %zmm3
	vbroadcastsd	.LCPI0_29(%rip), %zmm4
	vbroadcastsd	.LCPI0_30(%rip), %zmm5
	vmovsd	.LCPI0_10(%rip), %xmm26
	vmovsd	.LCPI0_11(%rip), %xmm13
	vmovsd	.LCPI0_17(%rip), %xmm12
	vmovsd	.LCPI0_18(%rip), %xmm11
	vmovsd	.LCPI0_22(%rip), %xmm18
	vmovddup	.LCPI0_19(%rip), %xmm31
	vmovapd	.LCPI0_58(%rip), %xmm14
	vmovsd	.LCPI0_44(%rip), %xmm9
	vmovsd	.LCPI0_50(%rip), %xmm10
	je	.LBB0_35
	movq	-80(%rsp), %rcx
	testb	$56, %dil
	je	.LBB0_57
	movq	3872(%rsp), %rax
	movq	128(%rsp), %rcx
	vmovapd	%zmm0, %zmm18
	vmovapd	%zmm2, %zmm13
	vmovapd	%zmm3, %zmm14
	vmovapd	%zmm4, %zmm31
	vmovapd	%zmm5, %zmm10
	vpbroadcastq	.LCPI0_37(%rip), %zmm26
	vbroadcastsd	.LCPI0_44(%rip), %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm12
	.p2align	4
.LBB0_55:
	vcvtudq2pd	(%rax,%rdi,4), %zmm0
	vaddpd	%zmm16, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_11(%rip), %zmm2
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtudq2pd	(%rax), %zmm1
	vaddpd	%zmm16, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm1, %zmm1
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
	vmulpd	%zmm16, %zmm0, %zmm4
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
	vaddpd	%zmm18, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm6, %zmm6
	vaddpd	.LCPI0_25(%rip){1to8}, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm7, %zmm5
	vcvtqq2pd	%zmm3, %zmm3
	vaddpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm13, %zmm3, %zmm5
	vaddpd	%zmm2, %zmm5, %zmm2
	vsubpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm0
	vmulpd	.LCPI0_27(%rip){1to8}, %zmm3, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm31, %zmm1, %zmm2
	vmulpd	%zmm10, %zmm2, %zmm1
	vaddpd	.LCPI0_31(%rip){1to8}, %zmm1, %zmm1
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
	vpandq	%zmm26, %zmm2, %zmm2
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm26, %zmm8, %zmm8
	vpaddq	%zmm19, %zmm8, %zmm8
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
	vaddpd	.LCPI0_43(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm16, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm11, %zmm8
	vsubpd	%zmm8, %zmm11, %zmm9
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
	vmulpd	%zmm16, %zmm3, %zmm8
	vmulpd	%zmm5, %zmm7, %zmm5
	vsubpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vsubpd	%zmm3, %zmm4, %zmm3
	vmulpd	.LCPI0_50(%rip){1to8}, %zmm7, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm2, %zmm2
	vptestnmq	.LCPI0_52(%rip){1to8}, %zmm1, %k1
	vptestnmq	%zmm29, %zmm1, %k2
	vxorpd	%zmm12, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm12, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	%zmm14, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovupd	%ymm0, (%rax,%rdi,4)
	addq	$32, %rax
	addq	$-8, %rcx
	jne	.LBB0_55
	movq	136(%rsp), %rax
	movq	%rax, %rcx
	cmpq	%rax, %rdi
	vmovsd	.LCPI0_10(%rip), %xmm26
	vmovsd	.LCPI0_11(%rip), %xmm13
	vmovsd	.LCPI0_17(%rip), %xmm12
	vmovsd	.LCPI0_18(%rip), %xmm11
	vmovsd	.LCPI0_22(%rip), %xmm18
	vmovddup	.LCPI0_19(%rip), %xmm31
	vmovapd	.LCPI0_58(%rip), %xmm14
	vmovsd	.LCPI0_44(%rip), %xmm9
	vmovsd	.LCPI0_50(%rip), %xmm10
	je	.LBB0_35
.LBB0_57:
	movq	%rdi, %rax
	subq	%rcx, %rax
	leaq	(%r12,%rcx,4), %rcx
	.p2align	4
.LBB0_58:
	vcvtusi2sdl	(%rcx,%rdi,4), %xmm25, %xmm0
	vaddsd	%xmm26, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm13, %xmm0
	vcvtusi2sdl	(%rcx), %xmm25, %xmm1
	vaddsd	%xmm26, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm13, %xmm1
	vmovq	%xmm0, %rdx
	movl	%edx, %esi
	shrq	$32, %rdx
	addq	$614242, %rdx
	movq	%rdx, %r8
	shrq	$20, %r8
	addq	$-1023, %r8
	shlq	$32, %rdx
	andq	%r10, %rdx
	addq	%r9, %rdx
	orq	%rdx, %rsi
	vmovq	%rsi, %xmm0
	vaddsd	%xmm0, %xmm12, %xmm0
	vmulsd	%xmm26, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm2
	vaddsd	%xmm0, %xmm11, %xmm3
	vdivsd	%xmm3, %xmm0, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm5
	vmulsd	%xmm18, %xmm5, %xmm6
	vaddsd	.LCPI0_23(%rip), %xmm6, %xmm6
	vunpcklpd	%xmm6, %xmm31, %xmm6
	vmovddup	%xmm5, %xmm5
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	%xmm6, %xmm14, %xmm6
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	.LCPI0_59(%rip), %xmm6, %xmm6
	vunpcklpd	%xmm4, %xmm5, %xmm4
	vmulpd	%xmm6, %xmm4, %xmm4
	vshufpd	$1, %xmm4, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm4, %xmm4
	vcvtsi2sd	%r8, %xmm25, %xmm5
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
	vmovq	%xmm2, %rdx
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
	vpextrq	$1, %xmm1, %r8
	cmpl	%r8d, %esi
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
	vmulsd	%xmm26, %xmm3, %xmm6
	vsubsd	%xmm6, %xmm9, %xmm7
	vsubsd	%xmm7, %xmm9, %xmm8
	vsubsd	%xmm6, %xmm8, %xmm6
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
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
	vmulsd	%xmm26, %xmm2, %xmm7
	vmulsd	%xmm4, %xmm6, %xmm4
	vsubsd	%xmm4, %xmm7, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vmulsd	%xmm6, %xmm10, %xmm3
	vaddsd	%xmm3, %xmm2, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovddup	.LCPI0_51(%rip), %xmm2
	vxorpd	%xmm2, %xmm5, %xmm3
	testb	$2, %dl
	sete	%sil
	kmovd	%esi, %k1
	vmovsd	%xmm5, %xmm3, %xmm3 {%k1}
	vxorpd	%xmm2, %xmm1, %xmm2
	vmovsd	%xmm2, %xmm1, %xmm1 {%k1}
	kmovd	%edx, %k1
	vmovsd	%xmm1, %xmm3, %xmm3 {%k1}
	vmulsd	.LCPI0_28(%rip), %xmm0, %xmm0
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%rcx,%rdi,4)
	addq	$4, %rcx
	decq	%rax
	jne	.LBB0_58
	.p2align	4
.LBB0_35:
	vxorpd	%xmm0, %xmm0, %xmm0
	movl	$64, %esi
	movq	%r12, %r8
	movq	%r13, %r9
	movq	24(%rsp), %r14
	xorl	%r15d, %r15d
	xorl	%ebp, %ebp
	xorl	%ebx, %ebx
	vpbroadcastq	.LCPI0_53(%rip), %ymm8
	vpbroadcastd	.LCPI0_65(%rip), %xmm7
	vxorpd	%xmm18, %xmm18, %xmm18
	vmovaps	1328(%rsp), %xmm10
	vmovups	2784(%rsp), %zmm26
	vmovdqa64	.LCPI0_0(%rip), %zmm16
	vmovss	.LCPI0_64(%rip), %xmm5
	vbroadcastss	.LCPI0_64(%rip), %xmm14
	jmp	.LBB0_36
	.p2align	4
.LBB0_99:
	movq	240(%rsp), %rbx
.LBB0_107:
	addq	$64, %rsi
	addq	$-64, %rbp
	incq	%r15
	addq	$256, %r14
	addq	$256, %r9
	addq	$-256, %r8
	cmpq	%rdi, %rbx
	jae	.LBB0_59
.LBB0_36:
	cmpq	%rsi, %rdi
	movq	%rsi, %rdx
	cmovbq	%rdi, %rdx
	leaq	(%rdx,%rbp), %rax
	movq	%rax, 384(%rsp)
	cmpq	$1, %rax
	movq	%rdx, %r10
	adcq	%rbp, %r10
	leaq	64(%rbx), %rax
	cmpq	%rdi, %rax
	movq	%rdi, %r11
	movq	%rax, 240(%rsp)
	cmovbq	%rax, %r11
	cmpq	%r11, %rbx
	jae	.LBB0_98
	movq	%rbx, %rcx
	leaq	(%rdx,%rbp), %rax
	cmpq	$8, %rax
	jb	.LBB0_94
	movq	%r15, %rax
	shlq	$8, %rax
	addq	88(%rsp), %rax
	movq	4128(%rsp), %r12
	subq	%rax, %r12
	movq	%rbx, %rcx
	cmpq	$256, %r12
	movq	-112(%rsp), %r12
	jb	.LBB0_94
	leaq	(%rdx,%rbp), %rax
	cmpq	$64, %rax
	jae	.LBB0_86
	xorl	%eax, %eax
	movq	%rbx, 176(%rsp)
	jmp	.LBB0_91
.LBB0_86:
	movq	%rdx, %r13
	andq	$-64, %r13
	addq	%rbp, %r13
	movl	%edx, %ecx
	andl	$63, %ecx
	movq	%rcx, 176(%rsp)
	subq	%rcx, %rax
	vpbroadcastq	%rbx, %zmm2
	vporq	.LCPI0_4(%rip), %zmm2, %zmm1
	vporq	%zmm16, %zmm2, %zmm2
	xorl	%ecx, %ecx
	movq	40(%rsp), %rdi
	.p2align	4
.LBB0_87:
	vpaddq	%zmm19, %zmm2, %zmm7
	vpaddq	%zmm19, %zmm1, %zmm8
	vpaddq	%zmm21, %zmm2, %zmm9
	vpaddq	%zmm21, %zmm1, %zmm10
	vpaddq	%zmm22, %zmm2, %zmm11
	vpaddq	%zmm22, %zmm1, %zmm12
	vmovups	-192(%r14,%rcx,4), %zmm3
	vmovups	-128(%r14,%rcx,4), %zmm4
	vmovups	-64(%r14,%rcx,4), %zmm5
	vmovups	(%r14,%rcx,4), %zmm6
	vpandq	%zmm27, %zmm1, %zmm13
	vpshufb	%zmm13, %zmm28, %zmm13
	vpsrlw	$4, %zmm1, %zmm14
	vpandq	%zmm27, %zmm14, %zmm14
	vpshufb	%zmm14, %zmm28, %zmm14
	vpaddb	%zmm13, %zmm14, %zmm13
	vpsadbw	%zmm15, %zmm13, %zmm13
	vpandq	%zmm27, %zmm2, %zmm14
	vpshufb	%zmm14, %zmm28, %zmm14
	vxorpd	%xmm31, %xmm31, %xmm31
	vpsrlw	$4, %zmm2, %zmm15
	vpandq	%zmm27, %zmm15, %zmm15
	vpshufb	%zmm15, %zmm28, %zmm15
	vpaddb	%zmm14, %zmm15, %zmm14
	vpsadbw	%zmm31, %zmm14, %zmm14
	vpandq	%zmm27, %zmm8, %zmm15
	vpshufb	%zmm15, %zmm28, %zmm15
	vpsrlw	$4, %zmm8, %zmm8
	vpandq	%zmm27, %zmm8, %zmm8
	vpshufb	%zmm8, %zmm28, %zmm8
	vpaddb	%zmm15, %zmm8, %zmm8
	vpsadbw	%zmm31, %zmm8, %zmm8
	vpandq	%zmm27, %zmm7, %zmm15
	vpshufb	%zmm15, %zmm28, %zmm15
	vpsrlw	$4, %zmm7, %zmm7
	vpandq	%zmm27, %zmm7, %zmm7
	vpshufb	%zmm7, %zmm28, %zmm7
	vpaddb	%zmm15, %zmm7, %zmm7
	vpsadbw	%zmm31, %zmm7, %zmm7
	vpandq	%zmm27, %zmm10, %zmm15
	vpshufb	%zmm15, %zmm28, %zmm15
	vpsrlw	$4, %zmm10, %zmm10
	vpandq	%zmm27, %zmm10, %zmm10
	vpshufb	%zmm10, %zmm28, %zmm10
	vpaddb	%zmm15, %zmm10, %zmm10
	vpsadbw	%zmm31, %zmm10, %zmm10
	vpandq	%zmm27, %zmm9, %zmm15
	vpshufb	%zmm15, %zmm28, %zmm15
	vpsrlw	$4, %zmm9, %zmm9
	vpandq	%zmm27, %zmm9, %zmm9
	vpshufb	%zmm9, %zmm28, %zmm9
	vpaddb	%zmm15, %zmm9, %zmm9
	vpsadbw	%zmm31, %zmm9, %zmm9
	vpandq	%zmm27, %zmm12, %zmm15
	vpshufb	%zmm15, %zmm28, %zmm15
	vpsrlw	$4, %zmm12, %zmm12
	vpandq	%zmm27, %zmm12, %zmm12
	vpshufb	%zmm12, %zmm28, %zmm12
	vpaddb	%zmm15, %zmm12, %zmm12
	vpsadbw	%zmm31, %zmm12, %zmm12
	vpandq	%zmm27, %zmm11, %zmm15
	vpshufb	%zmm15, %zmm28, %zmm15
	vpsrlw	$4, %zmm11, %zmm11
	vpandq	%zmm27, %zmm11, %zmm11
	vpshufb	%zmm11, %zmm28, %zmm11
	vpaddb	%zmm15, %zmm11, %zmm11
	vpxor	%xmm15, %xmm15, %xmm15
	vpsadbw	%zmm15, %zmm11, %zmm11
	vpcmpeqq	%zmm29, %zmm14, %k0
	vpcmpeqq	%zmm29, %zmm13, %k1
	kunpckbw	%k0, %k1, %k1
	vpcmpeqq	%zmm29, %zmm7, %k0
	vpcmpeqq	%zmm29, %zmm8, %k2
	kunpckbw	%k0, %k2, %k2
	vpcmpeqq	%zmm29, %zmm9, %k0
	vpcmpeqq	%zmm29, %zmm10, %k3
	kunpckbw	%k0, %k3, %k3
	vpcmpeqq	%zmm29, %zmm11, %k0
	vpcmpeqq	%zmm29, %zmm12, %k4
	kunpckbw	%k0, %k4, %k4
	vmulps	%zmm15, %zmm3, %zmm7
	vmovaps	%zmm3, %zmm7 {%k1}
	vmulps	%zmm15, %zmm4, %zmm8
	vmovaps	%zmm4, %zmm8 {%k2}
	vmulps	%zmm15, %zmm5, %zmm9
	vmovaps	%zmm5, %zmm9 {%k3}
	vmulps	%zmm15, %zmm6, %zmm10
	vmovaps	%zmm6, %zmm10 {%k4}
	vsubps	%zmm7, %zmm3, %zmm3
	vsubps	%zmm8, %zmm4, %zmm4
	vsubps	%zmm9, %zmm5, %zmm5
	vsubps	%zmm10, %zmm6, %zmm6
	vpbroadcastq	.LCPI0_8(%rip), %zmm7
	vmulps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm4, %zmm4, %zmm4
	vmulps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm6, %zmm6, %zmm6
	vmovups	%zmm3, -192(%rdi,%rcx,4)
	vmovups	%zmm4, -128(%rdi,%rcx,4)
	vmovups	%zmm5, -64(%rdi,%rcx,4)
	vmovups	%zmm6, (%rdi,%rcx,4)
	addq	$64, %rcx
	vpaddq	%zmm7, %zmm2, %zmm2
	vpaddq	%zmm7, %zmm1, %zmm1
	cmpq	%rcx, %r13
	jne	.LBB0_87
	movq	176(%rsp), %rcx
	testq	%rcx, %rcx
	movq	-48(%rsp), %rdi
	movq	576(%rsp), %r13
	vmovss	.LCPI0_64(%rip), %xmm5
	vbroadcastss	.LCPI0_64(%rip), %xmm14
	vpbroadcastq	.LCPI0_53(%rip), %ymm8
	vpbroadcastd	.LCPI0_65(%rip), %xmm7
	vmovaps	1328(%rsp), %xmm10
	je	.LBB0_98
	cmpl	$8, %ecx
	jb	.LBB0_234
	leaq	(%rbx,%rax), %rcx
	movq	%rcx, 176(%rsp)
.LBB0_91:
	movl	%edx, %ecx
	andl	$7, %ecx
	leaq	(%rdx,%rbp), %r12
	movq	%r12, %r13
	subq	%rcx, %r13
	movl	%edx, %edi
	andl	$7, %edi
	movq	%r12, %rcx
	subq	%rdi, %rcx
	addq	%rbx, %rcx
	movq	176(%rsp), %r12
	vpbroadcastq	%r12, %zmm1
	vpaddq	%zmm16, %zmm1, %zmm1
	movq	-112(%rsp), %r12
	.p2align	4
.LBB0_92:
	vmovups	(%r9,%rax,4), %ymm2
	vpandq	%zmm27, %zmm1, %zmm3
	vpshufb	%zmm3, %zmm28, %zmm3
	vpsrlw	$4, %zmm1, %zmm4
	vpandq	%zmm27, %zmm4, %zmm4
	vpshufb	%zmm4, %zmm28, %zmm4
	vpaddb	%zmm3, %zmm4, %zmm3
	vpsadbw	%zmm15, %zmm3, %zmm3
	vpcmpeqq	%zmm29, %zmm3, %k1
	vmulps	%ymm18, %ymm2, %ymm3
	vmovaps	%ymm2, %ymm3 {%k1}
	vsubps	%ymm3, %ymm2, %ymm2
	vmulps	%ymm2, %ymm2, %ymm2
	vmovups	%ymm2, (%r12,%rax,4)
	addq	$8, %rax
	vpaddq	%zmm30, %zmm1, %zmm1
	cmpq	%rax, %r13
	jne	.LBB0_92
	testq	%rdi, %rdi
	movq	-48(%rsp), %rdi
	movq	576(%rsp), %r13
	je	.LBB0_98
.LBB0_94:
	movl	%edx, %r12d
	subl	%ecx, %r12d
	movq	%rcx, %rax
	testb	$3, %r12b
	je	.LBB0_97
	movl	%edx, %eax
	subb	%cl, %al
	movzbl	%al, %r12d
	andl	$3, %r12d
	movq	%rcx, %rax
	.p2align	4
.LBB0_96:
	vmovss	(%r13,%rax,4), %xmm1
	xorl	%r13d, %r13d
	popcntq	%rax, %r13
	cmpl	$2, %r13d
	sete	%r13b
	kmovd	%r13d, %k1
	movq	576(%rsp), %r13
	vmovss	.LCPI0_62(%rip), %xmm2 {%k1} {z}
	vmulss	%xmm1, %xmm2, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, (%r8,%rax,4)
	incq	%rax
	decq	%r12
	jne	.LBB0_96
.LBB0_97:
	subq	%rdx, %rcx
	cmpq	$-4, %rcx
	movq	-112(%rsp), %r12
	ja	.LBB0_98
	.p2align	4
.LBB0_235:
	vmovss	(%r13,%rax,4), %xmm1
	xorl	%ecx, %ecx
	popcntq	%rax, %rcx
	cmpl	$2, %ecx
	sete	%cl
	kmovd	%ecx, %k1
	vmovss	%xmm23, %xmm23, %xmm2 {%k1} {z}
	vmulss	%xmm1, %xmm2, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, (%r8,%rax,4)
	vmovss	4(%r13,%rax,4), %xmm1
	leaq	1(%rax), %rcx
	popcntq	%rcx, %rcx
	cmpl	$2, %ecx
	sete	%cl
	kmovd	%ecx, %k1
	vmovss	%xmm23, %xmm23, %xmm2 {%k1} {z}
	vmulss	%xmm1, %xmm2, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 4(%r8,%rax,4)
	vmovss	8(%r13,%rax,4), %xmm1
	leaq	2(%rax), %rcx
	popcntq	%rcx, %rcx
	cmpl	$2, %ecx
	sete	%cl
	kmovd	%ecx, %k1
	vmovss	%xmm23, %xmm23, %xmm2 {%k1} {z}
	vmulss	%xmm1, %xmm2, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 8(%r8,%rax,4)
	vmovss	12(%r13,%rax,4), %xmm1
	leaq	3(%rax), %rcx
	popcntq	%rcx, %rcx
	cmpl	$2, %ecx
	sete	%cl
	kmovd	%ecx, %k1
	vmovss	%xmm23, %xmm23, %xmm2 {%k1} {z}
	vmulss	%xmm1, %xmm2, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 12(%r8,%rax,4)
	addq	$4, %rax
	cmpq	%rdx, %rax
	jne	.LBB0_235
	.p2align	4
.LBB0_98:
	cmpq	%rbx, %r11
	je	.LBB0_99
	cmpq	$8, 384(%rsp)
	movq	240(%rsp), %rbx
	jae	.LBB0_102
	xorl	%eax, %eax
	jmp	.LBB0_105
	.p2align	4
.LBB0_102:
	movq	%r10, %rcx
	andq	$-8, %rcx
	xorl	%eax, %eax
	.p2align	4
.LBB0_103:
	vaddss	(%r12,%rax,4), %xmm0, %xmm0
	vaddss	4(%r12,%rax,4), %xmm0, %xmm0
	vaddss	8(%r12,%rax,4), %xmm0, %xmm0
	vaddss	12(%r12,%rax,4), %xmm0, %xmm0
	vaddss	16(%r12,%rax,4), %xmm0, %xmm0
	vaddss	20(%r12,%rax,4), %xmm0, %xmm0
	vaddss	24(%r12,%rax,4), %xmm0, %xmm0
	vaddss	28(%r12,%rax,4), %xmm0, %xmm0
	addq	$8, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_103
	testb	$7, %r10b
	je	.LBB0_107
.LBB0_105:
	andl	$7, %r10d
	leaq	(%r12,%rax,4), %rax
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_106:
	vaddss	(%rax,%rcx,4), %xmm0, %xmm0
	incq	%rcx
	cmpq	%rcx, %r10
	jne	.LBB0_106
	jmp	.LBB0_107
.LBB0_234:
	addq	%rbx, %rax
	movq	%rax, %rcx
	jmp	.LBB0_94
	.p2align	4
.LBB0_59:
	vmovaps	%xmm14, %xmm31
	vcmpgtss	.LCPI0_63(%rip), %xmm0, %k1
	vmovss	.LCPI0_62(%rip), %xmm0 {%k1} {z}
	vcvttss2usi	%xmm0, %eax
	movq	352(%rsp), %r15
	movq	376(%rsp), %rcx
	orl	%eax, (%rcx,%r15,4)
	cmpl	$0, -116(%rsp)
	vmovaps	1344(%rsp), %xmm9
	je	.LBB0_70
	cmpb	$0, 368(%rsp)
	movq	8(%rsp), %r14
	movq	16(%rsp), %r8
	movl	$2143289344, %esi
	vbroadcastss	.LCPI0_64(%rip), %zmm12
	vbroadcastss	.LCPI0_65(%rip), %zmm13
	vpbroadcastd	.LCPI0_66(%rip), %zmm14
	je	.LBB0_62
	xorl	%eax, %eax
	.p2align	4
.LBB0_69:
	vmovss	(%r13,%rax,4), %xmm0
	vsubss	(%r8,%rax,4), %xmm0, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	%xmm5, %xmm1, %xmm1
	xorl	%ecx, %ecx
	popcntq	%rax, %rcx
	cmpl	$2, %ecx
	sete	%cl
	kmovd	%ecx, %k1
	vmovss	.LCPI0_62(%rip), %xmm2 {%k1} {z}
	vmulss	%xmm1, %xmm2, %xmm1
	vmulss	%xmm1, %xmm10, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmulss	(%r14,%rax,4), %xmm2, %xmm1
	vmulss	%xmm1, %xmm9, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	vmulss	%xmm0, %xmm2, %xmm0
	vmovd	%xmm0, %ecx
	movl	%ecx, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%esi, %ecx
	movl	%ecx, (%r13,%rax,4)
	incq	%rax
	cmpq	%rax, %rdi
	jne	.LBB0_69
	jmp	.LBB0_82
	.p2align	4
.LBB0_70:
	cmpb	$0, 4896(%rsp)
	movq	8(%rsp), %r14
	movq	16(%rsp), %r8
	movl	$2143289344, %r9d
	vmovss	.LCPI0_71(%rip), %xmm11
	vbroadcastss	.LCPI0_64(%rip), %zmm13
	vbroadcastss	.LCPI0_65(%rip), %zmm14
	vpbroadcastd	.LCPI0_66(%rip), %zmm16
	je	.LBB0_72
	xorl	%eax, %eax
.LBB0_79:
	movq	%rax, %rcx
	orq	$1, %rcx
	testb	$1, %dil
	je	.LBB0_81
	movq	2752(%rsp), %r10
	vmovss	(%r10,%rax,4), %xmm0
	movq	104(%rsp), %rdx
	vsubss	(%rdx,%rax,4), %xmm0, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	%xmm5, %xmm1, %xmm1
	xorl	%edx, %edx
	popcntq	%rax, %rdx
	cmpl	$2, %edx
	sete	%dl
	kmovd	%edx, %k1
	vmovss	.LCPI0_62(%rip), %xmm2 {%k1} {z}
	vmulss	%xmm1, %xmm2, %xmm1
	vmulss	%xmm1, %xmm10, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmulss	%xmm0, %xmm2, %xmm0
	vmovd	%xmm0, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%r9d, %edx
	movl	%edx, (%r10,%rax,4)
	movq	%rcx, %rax
.LBB0_81:
	cmpq	%rcx, %rdi
	je	.LBB0_82
	.p2align	4
.LBB0_85:
	vmovss	(%r13,%rax,4), %xmm0
	vmovss	4(%r13,%rax,4), %xmm1
	vsubss	(%r8,%rax,4), %xmm0, %xmm2
	vaddss	%xmm2, %xmm2, %xmm2
	vmulss	%xmm2, %xmm11, %xmm2
	xorl	%ecx, %ecx
	popcntq	%rax, %rcx
	cmpl	$2, %ecx
	sete	%cl
	kmovd	%ecx, %k1
	vmovss	%xmm23, %xmm23, %xmm3 {%k1} {z}
	vmulss	%xmm2, %xmm3, %xmm2
	vmulss	%xmm2, %xmm10, %xmm2
	vsubss	%xmm2, %xmm0, %xmm0
	vmulss	%xmm0, %xmm3, %xmm0
	vmovd	%xmm0, %ecx
	movl	%ecx, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r9d, %ecx
	movl	%ecx, (%r13,%rax,4)
	vsubss	4(%r8,%rax,4), %xmm1, %xmm0
	vaddss	%xmm0, %xmm0, %xmm0
	vmulss	%xmm0, %xmm11, %xmm0
	leaq	1(%rax), %rcx
	popcntq	%rcx, %rcx
	cmpl	$2, %ecx
	sete	%cl
	kmovd	%ecx, %k1
	vmovss	%xmm23, %xmm23, %xmm2 {%k1} {z}
	vmulss	%xmm0, %xmm2, %xmm0
	vmulss	%xmm0, %xmm10, %xmm0
	vsubss	%xmm0, %xmm1, %xmm0
	vmulss	%xmm0, %xmm2, %xmm0
	vmovd	%xmm0, %ecx
	movl	%ecx, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r9d, %ecx
	movl	%ecx, 4(%r13,%rax,4)
	addq	$2, %rax
	cmpq	%rdi, %rax
	jne	.LBB0_85
	jmp	.LBB0_82
	.p2align	4
.LBB0_62:
	vmovapd	%xmm5, %xmm11
	vbroadcastss	%xmm9, %zmm0
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vmovdqa64	.LCPI0_4(%rip), %zmm2
	movq	-96(%rsp), %rcx
	.p2align	4
.LBB0_63:
	vmovups	(%r13,%rax,4), %zmm3
	vsubps	(%r8,%rax,4), %zmm3, %zmm4
	vaddps	%zmm4, %zmm4, %zmm4
	vmulps	%zmm12, %zmm4, %zmm4
	vpandq	%zmm27, %zmm2, %zmm5
	vpshufb	%zmm5, %zmm28, %zmm5
	vpsrlw	$4, %zmm2, %zmm6
	vpandq	%zmm27, %zmm6, %zmm6
	vpshufb	%zmm6, %zmm28, %zmm6
	vpaddb	%zmm5, %zmm6, %zmm5
	vpsadbw	%zmm15, %zmm5, %zmm5
	vpandq	%zmm27, %zmm1, %zmm6
	vpshufb	%zmm6, %zmm28, %zmm6
	vpsrlw	$4, %zmm1, %zmm7
	vpandq	%zmm27, %zmm7, %zmm7
	vpshufb	%zmm7, %zmm28, %zmm7
	vpaddb	%zmm6, %zmm7, %zmm6
	vpsadbw	%zmm15, %zmm6, %zmm6
	vpcmpeqq	%zmm29, %zmm6, %k0
	vpcmpeqq	%zmm29, %zmm5, %k1
	kunpckbw	%k0, %k1, %k1
	vbroadcastss	.LCPI0_62(%rip), %zmm5 {%k1} {z}
	vmulps	%zmm4, %zmm5, %zmm4
	vmulps	%zmm4, %zmm26, %zmm4
	vaddps	%zmm4, %zmm3, %zmm3
	vmulps	(%r14,%rax,4), %zmm5, %zmm4
	vmulps	%zmm4, %zmm0, %zmm4
	vaddps	%zmm3, %zmm4, %zmm3
	vmulps	%zmm3, %zmm5, %zmm3
	vandps	%zmm13, %zmm3, %zmm4
	vpcmpgtd	%zmm14, %zmm4, %k1
	vpbroadcastd	.LCPI0_67(%rip), %zmm3 {%k1}
	vmovdqu64	%zmm3, (%r13,%rax,4)
	addq	$16, %rax
	vpaddq	%zmm19, %zmm1, %zmm1
	vpaddq	%zmm19, %zmm2, %zmm2
	cmpq	%rax, %rcx
	jne	.LBB0_63
	cmpq	%rcx, %rdi
	vbroadcastss	.LCPI0_65(%rip), %xmm6
	vpbroadcastd	.LCPI0_75(%rip), %ymm12
	vbroadcasti128	.LCPI0_76(%rip), %ymm13
	je	.LBB0_82
	vmovapd	%xmm11, %xmm5
	movq	-96(%rsp), %rax
	testb	$12, %dil
	je	.LBB0_69
	vbroadcastss	%xmm9, %xmm0
	movq	-96(%rsp), %rax
	vmovdqu	2384(%rsp), %ymm1
	movq	4768(%rsp), %rcx
	vpbroadcastd	.LCPI0_66(%rip), %xmm7
	vpbroadcastq	.LCPI0_70(%rip), %ymm16
	.p2align	4
.LBB0_67:
	vmovups	(%r13,%rax,4), %xmm2
	vsubps	(%r8,%rax,4), %xmm2, %xmm3
	vaddps	%xmm3, %xmm3, %xmm3
	vmulps	%xmm31, %xmm3, %xmm3
	vpand	%ymm1, %ymm12, %ymm4
	vpshufb	%ymm4, %ymm13, %ymm4
	vpsrlw	$4, %ymm1, %ymm5
	vpand	%ymm5, %ymm12, %ymm5
	vpshufb	%ymm5, %ymm13, %ymm5
	vpaddb	%ymm4, %ymm5, %ymm4
	vpsadbw	%ymm18, %ymm4, %ymm4
	vpcmpeqq	%ymm8, %ymm4, %k1
	vbroadcastss	.LCPI0_62(%rip), %xmm4 {%k1} {z}
	vmulps	%xmm3, %xmm4, %xmm3
	vmulps	%xmm3, %xmm26, %xmm3
	vaddps	%xmm3, %xmm2, %xmm2
	vmulps	(%r14,%rax,4), %xmm4, %xmm3
	vmulps	%xmm3, %xmm0, %xmm3
	vaddps	%xmm2, %xmm3, %xmm2
	vmulps	%xmm2, %xmm4, %xmm2
	vandps	%xmm6, %xmm2, %xmm3
	vpcmpgtd	%xmm7, %xmm3, %k1
	vpbroadcastd	.LCPI0_67(%rip), %xmm2 {%k1}
	vmovdqu	%xmm2, (%r13,%rax,4)
	addq	$4, %rax
	vpaddq	%ymm16, %ymm1, %ymm1
	cmpq	%rax, %rcx
	jne	.LBB0_67
	movq	%rcx, %rax
	cmpq	%rcx, %rdi
	vmovapd	%xmm11, %xmm5
	jne	.LBB0_69
	jmp	.LBB0_82
.LBB0_72:
	vmovapd	%xmm5, %xmm12
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm0
	vmovdqa64	.LCPI0_4(%rip), %zmm1
	movq	-96(%rsp), %rcx
	.p2align	4
.LBB0_73:
	vmovups	(%r13,%rax,4), %zmm2
	vsubps	(%r8,%rax,4), %zmm2, %zmm3
	vaddps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm13, %zmm3, %zmm3
	vpandq	%zmm27, %zmm1, %zmm4
	vpshufb	%zmm4, %zmm28, %zmm4
	vpsrlw	$4, %zmm1, %zmm5
	vpandq	%zmm27, %zmm5, %zmm5
	vpshufb	%zmm5, %zmm28, %zmm5
	vpaddb	%zmm4, %zmm5, %zmm4
	vpsadbw	%zmm15, %zmm4, %zmm4
	vpandq	%zmm27, %zmm0, %zmm5
	vpshufb	%zmm5, %zmm28, %zmm5
	vpsrlw	$4, %zmm0, %zmm6
	vpandq	%zmm27, %zmm6, %zmm6
	vpshufb	%zmm6, %zmm28, %zmm6
	vpaddb	%zmm5, %zmm6, %zmm5
	vpsadbw	%zmm15, %zmm5, %zmm5
	vpcmpeqq	%zmm29, %zmm5, %k0
	vpcmpeqq	%zmm29, %zmm4, %k1
	kunpckbw	%k0, %k1, %k1
	vbroadcastss	.LCPI0_62(%rip), %zmm4 {%k1} {z}
	vmulps	%zmm3, %zmm4, %zmm3
	vmulps	%zmm3, %zmm26, %zmm3
	vaddps	%zmm3, %zmm2, %zmm2
	vmulps	%zmm2, %zmm4, %zmm2
	vandps	%zmm14, %zmm2, %zmm3
	vpcmpgtd	%zmm16, %zmm3, %k1
	vpbroadcastd	.LCPI0_67(%rip), %zmm2 {%k1}
	vmovdqu64	%zmm2, (%r13,%rax,4)
	addq	$16, %rax
	vpaddq	%zmm19, %zmm0, %zmm0
	vpaddq	%zmm19, %zmm1, %zmm1
	cmpq	%rax, %rcx
	jne	.LBB0_73
	cmpq	%rcx, %rdi
	vpbroadcastd	.LCPI0_75(%rip), %ymm13
	vbroadcasti128	.LCPI0_76(%rip), %ymm14
	je	.LBB0_82
	vmovapd	%xmm12, %xmm5
	movq	-96(%rsp), %rax
	testb	$12, %dil
	je	.LBB0_79
	movq	-96(%rsp), %rax
	vmovdqu	2384(%rsp), %ymm0
	movq	4768(%rsp), %rcx
	vpbroadcastd	.LCPI0_66(%rip), %xmm5
	vpbroadcastq	.LCPI0_70(%rip), %ymm6
	.p2align	4
.LBB0_77:
	vmovups	(%r13,%rax,4), %xmm1
	vsubps	(%r8,%rax,4), %xmm1, %xmm2
	vaddps	%xmm2, %xmm2, %xmm2
	vmulps	%xmm31, %xmm2, %xmm2
	vpand	%ymm0, %ymm13, %ymm3
	vpshufb	%ymm3, %ymm14, %ymm3
	vpsrlw	$4, %ymm0, %ymm4
	vpand	%ymm4, %ymm13, %ymm4
	vpshufb	%ymm4, %ymm14, %ymm4
	vpaddb	%ymm3, %ymm4, %ymm3
	vpsadbw	%ymm18, %ymm3, %ymm3
	vpcmpeqq	%ymm8, %ymm3, %k1
	vbroadcastss	.LCPI0_62(%rip), %xmm3 {%k1} {z}
	vmulps	%xmm2, %xmm3, %xmm2
	vmulps	%xmm2, %xmm26, %xmm2
	vaddps	%xmm2, %xmm1, %xmm1
	vmulps	%xmm1, %xmm3, %xmm1
	vandps	%xmm7, %xmm1, %xmm2
	vpcmpgtd	%xmm5, %xmm2, %k1
	vpbroadcastd	.LCPI0_67(%rip), %xmm1 {%k1}
	vmovdqu	%xmm1, (%r13,%rax,4)
	addq	$4, %rax
	vpaddq	%ymm6, %ymm0, %ymm0
	cmpq	%rax, %rcx
	jne	.LBB0_77
	movq	%rcx, %rax
	cmpq	%rcx, %rdi
	vmovapd	%xmm12, %xmm5
	je	.LBB0_82
	jmp	.LBB0_79
.LBB0_33:
	vmovss	1056(%rsp), %xmm3
	vmulss	-36(%rsp), %xmm3, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	vmovaps	%xmm0, 1344(%rsp)
	vmulss	-32(%rsp), %xmm3, %xmm3
	vmovss	%xmm3, 1056(%rsp)
	movq	40(%rsp), %rdx
	cmpl	$0, -116(%rsp)
	jne	.LBB0_41
	jmp	.LBB0_35
.LBB0_84:
	addq	$136616, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.Lfunc_end0:
	.size	tessera_bivector_pull_x86_64_v4, .Lfunc_end0-tessera_bivector_pull_x86_64_v4

	.section	".note.GNU-stack","",@progbits
