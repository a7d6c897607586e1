	.file	"softmax_fast.toml"
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
.LCPI0_6:
	.long	0
	.long	8
	.long	16
	.long	24
	.long	1
	.long	9
	.long	17
	.long	25
	.long	2
	.long	10
	.long	18
	.long	26
	.long	3
	.long	11
	.long	19
	.long	27
.LCPI0_7:
	.long	4
	.long	12
	.long	20
	.long	28
	.long	5
	.long	13
	.long	21
	.long	29
	.long	6
	.long	14
	.long	22
	.long	30
	.long	7
	.long	15
	.long	23
	.long	31
.LCPI0_9:
	.long	0
	.long	2
	.long	4
	.long	6
	.long	8
	.long	10
	.long	12
	.long	14
	.long	16
	.long	18
	.long	20
	.long	22
	.long	24
	.long	26
	.long	28
	.long	30
.LCPI0_10:
	.long	1
	.long	3
	.long	5
	.long	7
	.long	9
	.long	11
	.long	13
	.long	15
	.long	17
	.long	19
	.long	21
	.long	23
	.long	25
	.long	27
	.long	29
	.long	31
.LCPI0_43:
	.long	8
	.long	24
	.long	9
	.long	25
	.long	10
	.long	26
	.long	11
	.long	27
	.long	12
	.long	28
	.long	13
	.long	29
	.long	14
	.long	30
	.long	15
	.long	31
.LCPI0_44:
	.long	0
	.long	16
	.long	1
	.long	17
	.long	2
	.long	18
	.long	3
	.long	19
	.long	4
	.long	20
	.long	5
	.long	21
	.long	6
	.long	22
	.long	7
	.long	23
.LCPI0_48:
	.long	0
	.long	8
	.long	1
	.long	9
	.long	2
	.long	10
	.long	3
	.long	11
	.long	4
	.long	12
	.long	5
	.long	13
	.long	6
	.long	14
	.long	7
	.long	15
.LCPI0_49:
	.long	0
	.long	0
	.long	1
	.long	1
	.long	2
	.long	2
	.long	3
	.long	3
	.long	4
	.long	4
	.long	5
	.long	5
	.long	6
	.long	6
	.long	7
	.long	7
.LCPI0_51:
	.quad	8
	.quad	9
	.quad	10
	.quad	11
	.quad	12
	.quad	13
	.quad	14
	.quad	15
.LCPI0_52:
	.quad	16
	.quad	17
	.quad	18
	.quad	19
	.quad	20
	.quad	21
	.quad	22
	.quad	23
.LCPI0_53:
	.quad	24
	.quad	25
	.quad	26
	.quad	27
	.quad	28
	.quad	29
	.quad	30
	.quad	31
.LCPI0_74:
	.quad	32
	.quad	33
	.quad	34
	.quad	35
	.quad	36
	.quad	37
	.quad	38
	.quad	39
.LCPI0_75:
	.quad	40
	.quad	41
	.quad	42
	.quad	43
	.quad	44
	.quad	45
	.quad	46
	.quad	47
.LCPI0_76:
	.quad	48
	.quad	49
	.quad	50
	.quad	51
	.quad	52
	.quad	53
	.quad	54
	.quad	55
.LCPI0_77:
	.quad	56
	.quad	57
	.quad	58
	.quad	59
	.quad	60
	.quad	61
	.quad	62
	.quad	63
	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0
.LCPI0_1:
	.quad	8
.LCPI0_2:
	.quad	16
.LCPI0_3:
	.quad	24
.LCPI0_4:
	.quad	3528531795
.LCPI0_5:
	.quad	3449720151
.LCPI0_8:
	.quad	32
.LCPI0_26:
	.quad	0x4010000000000000
.LCPI0_27:
	.quad	0x4338000000000000
.LCPI0_28:
	.quad	0xc338000000000000
.LCPI0_29:
	.quad	0x3ff921fb54442d18
.LCPI0_30:
	.quad	0x3ec71de3a556c734
.LCPI0_31:
	.quad	0xbf2a01a01a01a01a
.LCPI0_32:
	.quad	0x3f81111111111111
.LCPI0_33:
	.quad	0xbfc5555555555555
.LCPI0_34:
	.quad	0x3e927e4fb7789f5c
.LCPI0_35:
	.quad	0x3efa01a01a01a01a
.LCPI0_36:
	.quad	0xbf56c16c16c16c17
.LCPI0_37:
	.quad	0x3fa5555555555555
.LCPI0_38:
	.quad	0x3fe0000000000000
.LCPI0_39:
	.quad	0x3ff0000000000000
.LCPI0_41:
	.quad	1
.LCPI0_42:
	.quad	2
.LCPI0_46:
	.quad	0xbe927e4fb7789f5c
.LCPI0_47:
	.quad	0xbfe0000000000000
.LCPI0_73:
	.quad	4
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
.LCPI0_11:
	.long	0x3f000000
.LCPI0_12:
	.long	0x34000000
.LCPI0_13:
	.long	4913933
.LCPI0_14:
	.long	4294967169
.LCPI0_15:
	.long	8388607
.LCPI0_16:
	.long	1060439283
.LCPI0_17:
	.long	0xbf800000
.LCPI0_18:
	.long	0x40000000
.LCPI0_19:
	.long	0x3e789e26
.LCPI0_20:
	.long	0x3eccce13
.LCPI0_21:
	.long	0x3e91e9ee
.LCPI0_22:
	.long	0x3f2aaaaa
.LCPI0_23:
	.long	0x3717f7d1
.LCPI0_24:
	.long	0x3f317180
.LCPI0_25:
	.long	0xc0000000
.LCPI0_40:
	.long	0x80000000
.LCPI0_50:
	.long	0xff800000
.LCPI0_54:
	.long	0xc2d00000
.LCPI0_55:
	.long	0x42b20000
.LCPI0_56:
	.long	0x3fb8aa3b
.LCPI0_57:
	.long	0x4b400000
.LCPI0_58:
	.long	0xcb400000
.LCPI0_59:
	.long	0xbf317200
.LCPI0_60:
	.long	0x35bfbe8e
.LCPI0_61:
	.long	0x3331bb4c
.LCPI0_62:
	.long	0xb5ddea0e
.LCPI0_63:
	.long	0x388ab355
.LCPI0_64:
	.long	0xbb360b61
.LCPI0_65:
	.long	0x3e2aaaab
.LCPI0_66:
	.long	0x3f800000
.LCPI0_67:
	.long	3032482048
.LCPI0_68:
	.long	2139095040
.LCPI0_69:
	.long	0x7fc00000
.LCPI0_70:
	.long	0x3d4ccccd
.LCPI0_71:
	.long	0x3dcccccd
.LCPI0_72:
	.long	0x7fffffff
.LCPI0_78:
	.long	0x3f317200
	.section	.rodata.cst32,"aM",@progbits,32
	.p2align	5, 0x0
.LCPI0_45:
	.long	1
	.long	3
	.long	5
	.long	7
	.long	9
	.long	11
	.long	13
	.long	15
	.text
	.globl	tessera_softmax_fast_x86_64_v4
	.p2align	4
	.type	tessera_softmax_fast_x86_64_v4,@function
tessera_softmax_fast_x86_64_v4:
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	movq	%rsp, %r11
	subq	$102400, %r11
.LBB0_1:
	subq	$4096, %rsp
	movq	$0, (%rsp)
	cmpq	%r11, %rsp
	jne	.LBB0_1
	subq	$2568, %rsp
	movq	(%rdi), %r14
	movq	8(%rdi), %rax
	movq	%rax, 32(%rsp)
	movq	24(%rdi), %r9
	movq	32(%rdi), %rax
	movq	40(%rdi), %rdx
	movq	48(%rdi), %rcx
	movq	%rcx, 72(%rsp)
	vmovd	56(%rdi), %xmm8
	vmovss	60(%rdi), %xmm0
	vmovss	%xmm0, 8(%rsp)
	movl	64(%rdi), %ecx
	movl	%ecx, -84(%rsp)
	vmovss	72(%rdi), %xmm0
	vmovss	%xmm0, 4(%rsp)
	vmovss	76(%rdi), %xmm0
	vmovss	%xmm0, -4(%rsp)
	vmovss	80(%rdi), %xmm0
	vmovss	%xmm0, -8(%rsp)
	movl	68(%rdi), %ecx
	movl	%ecx, 12(%rsp)
	movq	88(%rdi), %rcx
	movq	%rcx, -96(%rsp)
	movq	96(%rdi), %rcx
	movq	%rcx, 504(%rsp)
	leaq	3(%rdx), %rsi
	shrq	$2, %rsi
	movq	%rdx, -120(%rsp)
	cmpq	$128, %rdx
	movq	%r14, -64(%rsp)
	movq	%rax, 80(%rsp)
	movq	%rsi, -32(%rsp)
	jae	.LBB0_65
	movq	%rax, %rcx
	subq	%r9, %rcx
	jbe	.LBB0_180
	movq	-120(%rsp), %r12
	movq	%r12, %r10
	shlq	$6, %r10
	movabsq	$72057594037927934, %r8
	movl	$3449720151, %eax
	cmpl	$0, -84(%rsp)
	sete	%bpl
	testq	%rsi, %rsi
	sete	%r15b
	movq	-96(%rsp), %r13
	movq	%r13, %rbx
	shrq	$32, %rbx
	leaq	(%rax,%r13), %rdx
	addq	$-795284382, %rdx
	movq	%rdx, 240(%rsp)
	leaq	-305585874(%rbx,%rax), %rdx
	movq	%rdx, -72(%rsp)
	movq	%rcx, %rsi
	leaq	1993301258(%rbx), %rdx
	leaq	218619860(%r13,%rax), %rcx
	movq	%rcx, 304(%rsp)
	movq	%r9, %rdi
	leaq	842468239(%rbx), %r9
	leaq	(%rbx,%rax), %r11
	addq	$536882365, %r11
	leaq	(%rbx,%rax), %r14
	addq	$-613950654, %r14
	orb	%bpl, %r15b
	movb	%r15b, -16(%rsp)
	leal	-1767562579(%rbx), %ebp
	vpbroadcastd	%ebp, %zmm1
	leal	-1879881855(%r13), %ebp
	vpbroadcastd	%ebp, %zmm0
	leaq	228517585(%rbx,%rax), %r15
	vpbroadcastq	%r15, %zmm2
	vmovdqu64	%zmm2, 2560(%rsp)
	leaq	605896817(%r13,%rax), %r15
	vpbroadcastq	%r15, %zmm2
	vmovdqu64	%zmm2, 2496(%rsp)
	leaq	1684936478(%rbx), %r15
	addq	$534103459, %rbx
	vpbroadcastq	%rbx, %zmm2
	vmovdqu64	%zmm2, 2432(%rsp)
	leaq	1401181199(%r13), %rbx
	vpbroadcastq	%rbx, %zmm2
	vmovdqu64	%zmm2, 2368(%rsp)
	leaq	2027808484(%r13), %rbx
	vpbroadcastq	%r15, %zmm2
	vmovdqu64	%zmm2, 2304(%rsp)
	leaq	-408007425(%r13,%rax), %r15
	vpbroadcastq	%r15, %zmm2
	vmovdqu64	%zmm2, 2240(%rsp)
	leaq	387276957(%r13), %r15
	vpbroadcastq	%r14, %zmm2
	vmovdqu64	%zmm2, 2176(%rsp)
	movq	-64(%rsp), %r14
	xorl	%ecx, %ecx
	popcntq	%r12, %rcx
	vpbroadcastq	%r15, %zmm2
	vmovdqu64	%zmm2, 2112(%rsp)
	leaq	-1(%rcx), %rbp
	vpbroadcastq	%r11, %zmm2
	vmovdqu64	%zmm2, 3712(%rsp)
	movq	%rbp, %r12
	shlq	$8, %r12
	vpbroadcastq	%rbx, %zmm2
	vmovdqu64	%zmm2, 3648(%rsp)
	leaq	(%rcx,%r8), %rax
	movq	%rax, 64(%rsp)
	vpbroadcastq	%r9, %zmm2
	vmovdqu64	%zmm2, 3584(%rsp)
	movq	304(%rsp), %rax
	vpbroadcastq	%rax, %zmm2
	vmovdqu64	%zmm2, 3520(%rsp)
	vpbroadcastq	%rdx, %zmm2
	vmovdqu64	%zmm2, 2048(%rsp)
	leaq	1013904242(%r13), %rax
	vpbroadcastq	%rax, %zmm2
	vmovdqu64	%zmm2, 3456(%rsp)
	movq	240(%rsp), %rax
	vpbroadcastq	%rax, %zmm2
	vmovdqu64	%zmm2, 1728(%rsp)
	vpbroadcastq	%r13, %zmm2
	vmovdqu64	%zmm2, 3392(%rsp)
	movq	%r10, %r13
	movq	-32(%rsp), %rax
	vpbroadcastq	%rax, %zmm2
	vmovdqu64	%zmm2, 3328(%rsp)
	movq	%rbp, %r9
	andq	$-2, %rbp
	vpbroadcastd	%xmm8, %zmm2
	vmovdqu64	%zmm2, 1568(%rsp)
	movq	%rcx, %rax
	movq	%rcx, -48(%rsp)
	shll	$8, %eax
	leaq	4616(%rsp), %rcx
	addq	%rcx, %rax
	addq	$-320, %rax
	movq	%rax, -80(%rsp)
	movq	%rsi, %rcx
	movq	80(%rsp), %rax
	leaq	4360(%rsp), %rsi
	movq	%r10, -24(%rsp)
	vmovdqu64	%zmm1, 2688(%rsp)
	vmovdqu64	%zmm0, 2624(%rsp)
	jmp	.LBB0_8
	.p2align	4
.LBB0_5:
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r10
.LBB0_6:
	cmpq	-40(%rsp), %rax
	cmovbq	%rax, %rbx
	addq	%rdi, %rbx
	imulq	%r10, %rbx
	movq	%rdx, %rcx
	shlq	$8, %rcx
	addq	%rsp, %rcx
	addq	$6664, %rcx
	vmovss	(%rcx,%rax,4), %xmm0
	leaq	(%r14,%rbx,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
.LBB0_7:
	addq	$64, %rdi
	movq	1984(%rsp), %rcx
	addq	$-64, %rcx
	movq	80(%rsp), %rax
	cmpq	%rax, %rdi
	jae	.LBB0_180
.LBB0_8:
	cmpq	$64, %rcx
	movl	$64, %edx
	movq	%rcx, 1984(%rsp)
	cmovbq	%rcx, %rdx
	movq	%rdx, -56(%rsp)
	subq	%rdi, %rax
	cmpq	$64, %rax
	movl	$64, %ecx
	cmovbq	%rax, %rcx
	movq	%rcx, -40(%rsp)
	leaq	-1(%rcx), %rbx
	movq	-120(%rsp), %r15
	testq	%r15, %r15
	movq	32(%rsp), %r10
	je	.LBB0_11
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_10:
	movl	%ecx, %edx
	andl	$62, %edx
	movq	%rcx, %r11
	shrq	$6, %r11
	cmpq	%rdx, %rax
	cmovbeq	%rbx, %rdx
	addq	%rdi, %rdx
	imulq	%r15, %rdx
	addq	%r11, %rdx
	vmovss	(%r14,%rdx,4), %xmm0
	vmovss	%xmm0, 6664(%rsp,%rcx,4)
	vmovss	(%r10,%rdx,4), %xmm0
	vmovss	%xmm0, 39432(%rsp,%rcx,4)
	leal	1(%rcx), %edx
	andl	$63, %edx
	cmpq	%rdx, %rax
	cmovbeq	%rbx, %rdx
	addq	%rdi, %rdx
	imulq	%r15, %rdx
	addq	%r11, %rdx
	vmovss	(%r14,%rdx,4), %xmm0
	vmovss	%xmm0, 6668(%rsp,%rcx,4)
	vmovd	(%r10,%rdx,4), %xmm0
	vmovd	%xmm0, 39436(%rsp,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r13
	jne	.LBB0_10
.LBB0_11:
	cmpq	$0, 72(%rsp)
	je	.LBB0_51
	vpbroadcastq	%rdi, %zmm0
	vpaddq	.LCPI0_0(%rip), %zmm0, %zmm1
	vpaddq	.LCPI0_51(%rip), %zmm0, %zmm2
	vpaddq	.LCPI0_52(%rip), %zmm0, %zmm3
	vpaddq	.LCPI0_53(%rip), %zmm0, %zmm4
	vpaddq	.LCPI0_74(%rip), %zmm0, %zmm5
	vpaddq	.LCPI0_75(%rip), %zmm0, %zmm6
	vpaddq	.LCPI0_77(%rip), %zmm0, %zmm7
	vmovdqu64	3328(%rsp), %zmm8
	vpmullq	%zmm8, %zmm2, %zmm2
	vmovdqu64	%zmm2, 3072(%rsp)
	vpmullq	%zmm8, %zmm1, %zmm1
	vmovdqu64	%zmm1, 3008(%rsp)
	vpmullq	%zmm8, %zmm4, %zmm1
	vmovdqu64	%zmm1, 2944(%rsp)
	vpmullq	%zmm8, %zmm3, %zmm1
	vmovdqu64	%zmm1, 2880(%rsp)
	vpmullq	%zmm8, %zmm6, %zmm1
	vmovdqu64	%zmm1, 1856(%rsp)
	vpmullq	%zmm8, %zmm5, %zmm1
	vmovdqu64	%zmm1, 1792(%rsp)
	vpmullq	%zmm8, %zmm7, %zmm1
	vmovdqu64	%zmm1, 2816(%rsp)
	vpaddq	.LCPI0_76(%rip), %zmm0, %zmm0
	vpmullq	%zmm8, %zmm0, %zmm0
	vmovdqu64	%zmm0, 2752(%rsp)
	xorl	%eax, %eax
	vmovss	4(%rsp), %xmm0
	vmovss	%xmm0, -104(%rsp)
	vmovss	8(%rsp), %xmm0
	vmovaps	%xmm0, 16(%rsp)
	movq	-32(%rsp), %r11
	jmp	.LBB0_14
	.p2align	4
.LBB0_13:
	incq	%rax
	cmpq	72(%rsp), %rax
	je	.LBB0_51
.LBB0_14:
	cmpl	$0, 12(%rsp)
	jne	.LBB0_50
	cmpb	$0, -16(%rsp)
	jne	.LBB0_20
.LBB0_16:
	movq	504(%rsp), %rcx
	addq	%rax, %rcx
	movq	%rcx, %rdx
	shrq	$32, %rdx
	movl	$3449720151, %r10d
	imulq	%r10, %rdx
	vpbroadcastq	%rdx, %zmm0
	shrq	$32, %rdx
	xorl	-96(%rsp), %ecx
	xorl	%edx, %ecx
	leaq	78811644(%r10), %rdx
	imulq	%rcx, %rdx
	vpbroadcastq	%rdx, %zmm1
	shrq	$32, %rdx
	xorq	-72(%rsp), %rdx
	vpbroadcastq	%rdx, %zmm2
	vmovdqu64	%zmm2, 3264(%rsp)
	vpxorq	1728(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 3200(%rsp)
	vpxorq	2048(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 3136(%rsp)
	leaq	73160(%rsp), %rcx
	xorl	%edx, %edx
	.p2align	4
.LBB0_17:
	vpbroadcastq	%rdx, %zmm0
	vpaddq	3072(%rsp), %zmm0, %zmm5
	vpaddq	3008(%rsp), %zmm0, %zmm7
	vpaddq	2944(%rsp), %zmm0, %zmm9
	vpaddq	2880(%rsp), %zmm0, %zmm10
	vpaddq	1856(%rsp), %zmm0, %zmm11
	vpaddq	1792(%rsp), %zmm0, %zmm12
	vpaddq	2816(%rsp), %zmm0, %zmm13
	vpaddq	2752(%rsp), %zmm0, %zmm14
	vpbroadcastq	.LCPI0_4(%rip), %zmm24
	vpmuludq	%zmm24, %zmm7, %zmm6
	vpmuludq	%zmm24, %zmm5, %zmm19
	vpmuludq	%zmm24, %zmm10, %zmm8
	vpmuludq	%zmm24, %zmm9, %zmm4
	vpmuludq	%zmm24, %zmm12, %zmm3
	vpmuludq	%zmm24, %zmm11, %zmm2
	vpmuludq	%zmm24, %zmm14, %zmm1
	vpmuludq	%zmm24, %zmm13, %zmm0
	vmovdqu64	3392(%rsp), %zmm15
	vpternlogq	$150, %zmm15, %zmm19, %zmm5
	vpternlogq	$150, %zmm15, %zmm6, %zmm7
	vpternlogq	$150, %zmm15, %zmm4, %zmm9
	vpternlogq	$150, %zmm15, %zmm8, %zmm10
	vpternlogq	$150, %zmm15, %zmm2, %zmm11
	vpternlogq	$150, %zmm15, %zmm3, %zmm12
	vpternlogq	$150, %zmm15, %zmm0, %zmm13
	vpternlogq	$150, %zmm15, %zmm1, %zmm14
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm13, %zmm13
	vpbroadcastq	.LCPI0_5(%rip), %zmm16
	vpmuludq	%zmm16, %zmm5, %zmm31
	vpmuludq	%zmm16, %zmm7, %zmm20
	vpmuludq	%zmm16, %zmm9, %zmm18
	vpmuludq	%zmm16, %zmm10, %zmm28
	vpmuludq	%zmm16, %zmm11, %zmm10
	vpmuludq	%zmm16, %zmm12, %zmm9
	vpmuludq	%zmm16, %zmm13, %zmm26
	vpmuludq	%zmm16, %zmm14, %zmm13
	vpsrlq	$32, %zmm20, %zmm5
	vpsrlq	$32, %zmm31, %zmm11
	vpsrlq	$32, %zmm28, %zmm12
	vpsrlq	$32, %zmm18, %zmm14
	vpsrlq	$32, %zmm9, %zmm15
	vpsrlq	$32, %zmm10, %zmm17
	vpsrlq	$32, %zmm13, %zmm30
	vpsrlq	$32, %zmm26, %zmm22
	vmovdqu64	3200(%rsp), %zmm23
	vpxorq	%zmm23, %zmm11, %zmm11
	vpmuludq	%zmm24, %zmm11, %zmm27
	vmovdqu64	%zmm27, 176(%rsp)
	vpxorq	%zmm23, %zmm5, %zmm5
	vpxorq	%zmm23, %zmm14, %zmm11
	vpmuludq	%zmm24, %zmm5, %zmm29
	vmovdqu64	%zmm29, 240(%rsp)
	vpmuludq	%zmm24, %zmm11, %zmm21
	vmovdqu64	%zmm21, 512(%rsp)
	vpxorq	%zmm23, %zmm12, %zmm12
	vpmuludq	%zmm24, %zmm12, %zmm5
	vmovdqu64	%zmm5, 304(%rsp)
	vpxorq	%zmm23, %zmm17, %zmm14
	vpxorq	%zmm23, %zmm15, %zmm15
	vpmuludq	%zmm24, %zmm14, %zmm7
	vpmuludq	%zmm24, %zmm15, %zmm17
	vmovdqu64	%zmm17, 3776(%rsp)
	vpxorq	%zmm23, %zmm22, %zmm14
	vpmuludq	%zmm24, %zmm14, %zmm25
	vpxorq	%zmm23, %zmm30, %zmm14
	vpmuludq	%zmm24, %zmm14, %zmm11
	vmovdqu64	%zmm11, 1184(%rsp)
	vpsrlq	$32, %zmm29, %zmm11
	vmovdqu64	%zmm11, 112(%rsp)
	vmovdqu64	3264(%rsp), %zmm12
	vpxorq	%zmm6, %zmm12, %zmm6
	vpmuludq	%zmm16, %zmm6, %zmm23
	vpxorq	%zmm19, %zmm12, %zmm14
	vpmuludq	%zmm16, %zmm14, %zmm11
	vpxorq	%zmm8, %zmm12, %zmm8
	vpsrlq	$32, %zmm27, %zmm6
	vmovdqu64	%zmm6, 368(%rsp)
	vpmuludq	%zmm16, %zmm8, %zmm19
	vpxorq	%zmm4, %zmm12, %zmm4
	vpmuludq	%zmm16, %zmm4, %zmm22
	vpxorq	%zmm3, %zmm12, %zmm3
	vpmuludq	%zmm16, %zmm3, %zmm29
	vpsrlq	$32, %zmm5, %zmm30
	vpxorq	%zmm2, %zmm12, %zmm2
	vpmuludq	%zmm16, %zmm2, %zmm8
	vpxorq	%zmm1, %zmm12, %zmm1
	vpmuludq	%zmm16, %zmm1, %zmm4
	vpxorq	%zmm0, %zmm12, %zmm0
	vpsrlq	$32, %zmm21, %zmm1
	vpmuludq	%zmm16, %zmm0, %zmm15
	vpsrlq	$32, %zmm11, %zmm5
	vpsrlq	$32, %zmm23, %zmm21
	vpsrlq	$32, %zmm22, %zmm6
	vmovdqu64	3456(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm20, %zmm21
	vpsrlq	$32, %zmm17, %zmm27
	vpsrlq	$32, %zmm19, %zmm20
	vpternlogq	$150, %zmm0, %zmm31, %zmm5
	vpsrlq	$32, %zmm8, %zmm31
	vpternlogq	$150, %zmm0, %zmm28, %zmm20
	vpternlogq	$150, %zmm0, %zmm18, %zmm6
	vpsrlq	$32, %zmm7, %zmm18
	vmovdqa64	%zmm7, %zmm14
	vpsrlq	$32, %zmm29, %zmm17
	vpternlogq	$150, %zmm0, %zmm9, %zmm17
	vpsrlq	$32, %zmm4, %zmm9
	vpternlogq	$150, %zmm0, %zmm10, %zmm31
	vpternlogq	$150, %zmm0, %zmm13, %zmm9
	vpsrlq	$32, %zmm25, %zmm12
	vpsrlq	$32, %zmm15, %zmm10
	vpternlogq	$150, %zmm0, %zmm26, %zmm10
	vmovdqu64	3136(%rsp), %zmm0
	vpxorq	368(%rsp), %zmm0, %zmm7
	vpmuludq	%zmm16, %zmm7, %zmm13
	vmovdqu64	%zmm13, 576(%rsp)
	vpxorq	112(%rsp), %zmm0, %zmm7
	vpmuludq	%zmm16, %zmm7, %zmm2
	vpxorq	%zmm0, %zmm1, %zmm1
	vpmuludq	%zmm16, %zmm1, %zmm7
	vmovdqu64	%zmm7, 640(%rsp)
	vpxorq	%zmm0, %zmm30, %zmm1
	vpmuludq	%zmm16, %zmm1, %zmm3
	vmovdqu64	%zmm3, 1248(%rsp)
	vpxorq	%zmm0, %zmm18, %zmm1
	vpmuludq	%zmm16, %zmm1, %zmm28
	vmovdqu64	%zmm28, 928(%rsp)
	vpxorq	%zmm0, %zmm27, %zmm1
	vpmuludq	%zmm16, %zmm1, %zmm30
	vmovdqu64	%zmm30, 864(%rsp)
	vpxorq	%zmm0, %zmm12, %zmm1
	vpmuludq	%zmm16, %zmm1, %zmm1
	vmovdqu64	%zmm1, 112(%rsp)
	vpsrlq	$32, %zmm13, %zmm18
	vmovdqu64	3520(%rsp), %zmm26
	vpternlogq	$150, %zmm11, %zmm26, %zmm18
	vpsrlq	$32, %zmm2, %zmm27
	vmovdqa64	%zmm2, %zmm13
	vpternlogq	$150, %zmm23, %zmm26, %zmm27
	vpsrlq	$32, %zmm7, %zmm12
	vpternlogq	$150, %zmm22, %zmm26, %zmm12
	vpsrlq	$32, %zmm3, %zmm7
	vpternlogq	$150, %zmm19, %zmm26, %zmm7
	vpsrlq	$32, %zmm28, %zmm22
	vpternlogq	$150, %zmm8, %zmm26, %zmm22
	vpsrlq	$32, %zmm30, %zmm11
	vpternlogq	$150, %zmm29, %zmm26, %zmm11
	vpsrlq	$32, %zmm1, %zmm19
	vpternlogq	$150, %zmm15, %zmm26, %zmm19
	vmovdqu64	1184(%rsp), %zmm2
	vpsrlq	$32, %zmm2, %zmm1
	vpxorq	%zmm0, %zmm1, %zmm1
	vpmuludq	%zmm16, %zmm1, %zmm15
	vpsrlq	$32, %zmm15, %zmm8
	vpternlogq	$150, %zmm4, %zmm26, %zmm8
	vpmuludq	%zmm24, %zmm5, %zmm0
	vmovdqu64	%zmm0, 992(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vmovdqu64	3584(%rsp), %zmm28
	vpternlogq	$150, 176(%rsp), %zmm28, %zmm3
	vpmuludq	%zmm24, %zmm21, %zmm26
	vpsrlq	$32, %zmm26, %zmm21
	vpternlogq	$150, 240(%rsp), %zmm28, %zmm21
	vpmuludq	%zmm24, %zmm6, %zmm0
	vmovdqu64	%zmm0, 368(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, 512(%rsp), %zmm28, %zmm4
	vpmuludq	%zmm24, %zmm20, %zmm20
	vpsrlq	$32, %zmm20, %zmm5
	vpternlogq	$150, 304(%rsp), %zmm28, %zmm5
	vpmuludq	%zmm24, %zmm31, %zmm0
	vmovdqu64	%zmm0, 512(%rsp)
	vpsrlq	$32, %zmm0, %zmm31
	vpternlogq	$150, %zmm28, %zmm14, %zmm31
	vpmuludq	%zmm24, %zmm17, %zmm29
	vpsrlq	$32, %zmm29, %zmm0
	vpternlogq	$150, 3776(%rsp), %zmm28, %zmm0
	vpmuludq	%zmm24, %zmm10, %zmm1
	vmovdqu64	%zmm1, 176(%rsp)
	vpsrlq	$32, %zmm1, %zmm6
	vpternlogq	$150, %zmm28, %zmm25, %zmm6
	vpmuludq	%zmm24, %zmm9, %zmm10
	vpsrlq	$32, %zmm10, %zmm1
	vpternlogq	$150, %zmm28, %zmm2, %zmm1
	vpmuludq	%zmm16, %zmm21, %zmm2
	vmovdqu64	%zmm2, 304(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vmovdqu64	3648(%rsp), %zmm21
	vpternlogq	$150, %zmm21, %zmm13, %zmm2
	vmovdqu64	%zmm2, 240(%rsp)
	vpmuludq	%zmm16, %zmm3, %zmm30
	vpsrlq	$32, %zmm30, %zmm17
	vpternlogq	$150, 576(%rsp), %zmm21, %zmm17
	vpmuludq	%zmm16, %zmm5, %zmm2
	vmovdqu64	%zmm2, 576(%rsp)
	vpsrlq	$32, %zmm2, %zmm3
	vpternlogq	$150, 1248(%rsp), %zmm21, %zmm3
	vpmuludq	%zmm16, %zmm4, %zmm5
	vpsrlq	$32, %zmm5, %zmm25
	vpternlogq	$150, 640(%rsp), %zmm21, %zmm25
	vpmuludq	%zmm16, %zmm0, %zmm0
	vmovdqu64	%zmm0, 640(%rsp)
	vpsrlq	$32, %zmm0, %zmm13
	vpternlogq	$150, 864(%rsp), %zmm21, %zmm13
	vpmuludq	%zmm16, %zmm31, %zmm9
	vpsrlq	$32, %zmm9, %zmm2
	vpternlogq	$150, 928(%rsp), %zmm21, %zmm2
	vpmuludq	%zmm16, %zmm1, %zmm0
	vmovdqu64	%zmm0, 928(%rsp)
	vpsrlq	$32, %zmm0, %zmm14
	vpternlogq	$150, %zmm21, %zmm15, %zmm14
	vpmuludq	%zmm16, %zmm6, %zmm28
	vpsrlq	$32, %zmm28, %zmm23
	vpternlogq	$150, 112(%rsp), %zmm21, %zmm23
	vpmuludq	%zmm24, %zmm27, %zmm0
	vmovdqu64	%zmm0, 112(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vmovdqu64	3712(%rsp), %zmm27
	vpternlogq	$150, %zmm26, %zmm27, %zmm15
	vpmuludq	%zmm24, %zmm18, %zmm21
	vpsrlq	$32, %zmm21, %zmm4
	vpternlogq	$150, 992(%rsp), %zmm27, %zmm4
	vpmuludq	%zmm24, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm18
	vpternlogq	$150, %zmm20, %zmm27, %zmm18
	vpmuludq	%zmm24, %zmm12, %zmm20
	vpsrlq	$32, %zmm20, %zmm26
	vpternlogq	$150, 368(%rsp), %zmm27, %zmm26
	vpmuludq	%zmm24, %zmm11, %zmm0
	vmovdqu64	%zmm0, 368(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm29, %zmm27, %zmm0
	vpmuludq	%zmm24, %zmm22, %zmm11
	vpsrlq	$32, %zmm11, %zmm29
	vpternlogq	$150, 512(%rsp), %zmm27, %zmm29
	vpmuludq	%zmm24, %zmm8, %zmm1
	vmovdqu64	%zmm1, 512(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm10, %zmm27, %zmm1
	vpmuludq	%zmm24, %zmm19, %zmm10
	vpsrlq	$32, %zmm10, %zmm19
	vpternlogq	$150, 176(%rsp), %zmm27, %zmm19
	vpmuludq	%zmm16, %zmm4, %zmm4
	vmovdqu64	%zmm4, 176(%rsp)
	vpsrlq	$32, %zmm4, %zmm31
	vmovdqu64	2112(%rsp), %zmm12
	vpternlogq	$150, %zmm30, %zmm12, %zmm31
	vpmuludq	%zmm16, %zmm15, %zmm22
	vpsrlq	$32, %zmm22, %zmm6
	vpternlogq	$150, 304(%rsp), %zmm12, %zmm6
	vpmuludq	%zmm16, %zmm26, %zmm4
	vmovdqu64	%zmm4, 992(%rsp)
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, %zmm5, %zmm12, %zmm4
	vpmuludq	%zmm16, %zmm18, %zmm27
	vpsrlq	$32, %zmm27, %zmm8
	vpternlogq	$150, 576(%rsp), %zmm12, %zmm8
	vpmuludq	%zmm16, %zmm29, %zmm5
	vmovdqu64	%zmm5, 864(%rsp)
	vpsrlq	$32, %zmm5, %zmm15
	vpternlogq	$150, %zmm9, %zmm12, %zmm15
	vpmuludq	%zmm16, %zmm0, %zmm5
	vpsrlq	$32, %zmm5, %zmm18
	vpternlogq	$150, 640(%rsp), %zmm12, %zmm18
	vpmuludq	%zmm16, %zmm19, %zmm0
	vmovdqu64	%zmm0, 1248(%rsp)
	vpsrlq	$32, %zmm0, %zmm26
	vpternlogq	$150, %zmm28, %zmm12, %zmm26
	vpmuludq	%zmm16, %zmm1, %zmm29
	vpsrlq	$32, %zmm29, %zmm19
	vpternlogq	$150, 928(%rsp), %zmm12, %zmm19
	vpmuludq	%zmm24, %zmm17, %zmm0
	vmovdqu64	%zmm0, 304(%rsp)
	vpsrlq	$32, %zmm0, %zmm9
	vmovdqu64	2176(%rsp), %zmm1
	vpternlogq	$150, %zmm1, %zmm21, %zmm9
	vpmuludq	240(%rsp), %zmm24, %zmm17
	vpsrlq	$32, %zmm17, %zmm21
	vpternlogq	$150, 112(%rsp), %zmm1, %zmm21
	vpmuludq	%zmm24, %zmm25, %zmm0
	vmovdqu64	%zmm0, 576(%rsp)
	vpsrlq	$32, %zmm0, %zmm25
	vpternlogq	$150, %zmm1, %zmm20, %zmm25
	vpmuludq	%zmm24, %zmm3, %zmm20
	vpsrlq	$32, %zmm20, %zmm12
	vpternlogq	$150, %zmm1, %zmm7, %zmm12
	vpmuludq	%zmm24, %zmm2, %zmm0
	vmovdqu64	%zmm0, 640(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm1, %zmm11, %zmm0
	vpmuludq	%zmm24, %zmm13, %zmm30
	vpsrlq	$32, %zmm30, %zmm13
	vpternlogq	$150, 368(%rsp), %zmm1, %zmm13
	vpmuludq	%zmm24, %zmm23, %zmm2
	vmovdqu64	%zmm2, 368(%rsp)
	vpsrlq	$32, %zmm2, %zmm11
	vpternlogq	$150, %zmm1, %zmm10, %zmm11
	vpmuludq	%zmm24, %zmm14, %zmm10
	vpsrlq	$32, %zmm10, %zmm14
	vpternlogq	$150, 512(%rsp), %zmm1, %zmm14
	vpmuludq	%zmm16, %zmm21, %zmm1
	vmovdqu64	%zmm1, 112(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vmovdqu64	2240(%rsp), %zmm1
	vpternlogq	$150, %zmm1, %zmm22, %zmm2
	vmovdqu64	%zmm2, 240(%rsp)
	vpmuludq	%zmm16, %zmm9, %zmm3
	vpsrlq	$32, %zmm3, %zmm7
	vpternlogq	$150, 176(%rsp), %zmm1, %zmm7
	vpmuludq	%zmm16, %zmm12, %zmm2
	vmovdqu64	%zmm2, 1184(%rsp)
	vpsrlq	$32, %zmm2, %zmm12
	vpternlogq	$150, %zmm1, %zmm27, %zmm12
	vpmuludq	%zmm16, %zmm25, %zmm21
	vpsrlq	$32, %zmm21, %zmm22
	vpternlogq	$150, 992(%rsp), %zmm1, %zmm22
	vpmuludq	%zmm16, %zmm13, %zmm2
	vmovdqu64	%zmm2, 992(%rsp)
	vpsrlq	$32, %zmm2, %zmm13
	vpternlogq	$150, %zmm1, %zmm5, %zmm13
	vpmuludq	%zmm16, %zmm0, %zmm28
	vpsrlq	$32, %zmm28, %zmm23
	vpternlogq	$150, 864(%rsp), %zmm1, %zmm23
	vpmuludq	%zmm16, %zmm14, %zmm0
	vmovdqu64	%zmm0, 864(%rsp)
	vpsrlq	$32, %zmm0, %zmm14
	vpternlogq	$150, %zmm1, %zmm29, %zmm14
	vpmuludq	%zmm16, %zmm11, %zmm2
	vpsrlq	$32, %zmm2, %zmm25
	vpternlogq	$150, 1248(%rsp), %zmm1, %zmm25
	vpmuludq	%zmm24, %zmm6, %zmm0
	vmovdqu64	%zmm0, 512(%rsp)
	vpsrlq	$32, %zmm0, %zmm6
	vmovdqu64	2304(%rsp), %zmm11
	vpternlogq	$150, %zmm17, %zmm11, %zmm6
	vpmuludq	%zmm24, %zmm31, %zmm5
	vpsrlq	$32, %zmm5, %zmm0
	vpternlogq	$150, 304(%rsp), %zmm11, %zmm0
	vpmuludq	%zmm24, %zmm8, %zmm1
	vmovdqu64	%zmm1, 928(%rsp)
	vpsrlq	$32, %zmm1, %zmm8
	vpternlogq	$150, %zmm20, %zmm11, %zmm8
	vpmuludq	%zmm24, %zmm4, %zmm20
	vpsrlq	$32, %zmm20, %zmm17
	vpternlogq	$150, 576(%rsp), %zmm11, %zmm17
	vpmuludq	%zmm24, %zmm18, %zmm1
	vmovdqu64	%zmm1, 576(%rsp)
	vpsrlq	$32, %zmm1, %zmm4
	vpternlogq	$150, %zmm30, %zmm11, %zmm4
	vpmuludq	%zmm24, %zmm15, %zmm1
	vpsrlq	$32, %zmm1, %zmm30
	vpternlogq	$150, 640(%rsp), %zmm11, %zmm30
	vpmuludq	%zmm24, %zmm19, %zmm9
	vmovdqu64	%zmm9, 640(%rsp)
	vpsrlq	$32, %zmm9, %zmm29
	vpternlogq	$150, %zmm10, %zmm11, %zmm29
	vpmuludq	%zmm24, %zmm26, %zmm27
	vpsrlq	$32, %zmm27, %zmm31
	vpternlogq	$150, 368(%rsp), %zmm11, %zmm31
	vpmuludq	%zmm16, %zmm0, %zmm0
	vmovdqu64	%zmm0, 176(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	2368(%rsp), %zmm26
	vpternlogq	$150, %zmm3, %zmm26, %zmm0
	vmovdqu64	%zmm0, 304(%rsp)
	vpmuludq	%zmm16, %zmm6, %zmm0
	vpsrlq	$32, %zmm0, %zmm9
	vpternlogq	$150, 112(%rsp), %zmm26, %zmm9
	vpmuludq	%zmm16, %zmm17, %zmm3
	vmovdqu64	%zmm3, 1248(%rsp)
	vpsrlq	$32, %zmm3, %zmm17
	vpternlogq	$150, %zmm21, %zmm26, %zmm17
	vpmuludq	%zmm16, %zmm8, %zmm15
	vpsrlq	$32, %zmm15, %zmm18
	vpternlogq	$150, 1184(%rsp), %zmm26, %zmm18
	vpmuludq	%zmm16, %zmm30, %zmm30
	vpsrlq	$32, %zmm30, %zmm11
	vpternlogq	$150, %zmm28, %zmm26, %zmm11
	vpmuludq	%zmm16, %zmm4, %zmm28
	vpsrlq	$32, %zmm28, %zmm19
	vpternlogq	$150, 992(%rsp), %zmm26, %zmm19
	vpmuludq	%zmm16, %zmm31, %zmm3
	vmovdqu64	%zmm3, 1184(%rsp)
	vpsrlq	$32, %zmm3, %zmm10
	vpternlogq	$150, %zmm2, %zmm26, %zmm10
	vpmuludq	%zmm16, %zmm29, %zmm21
	vpsrlq	$32, %zmm21, %zmm29
	vpternlogq	$150, 864(%rsp), %zmm26, %zmm29
	vpmuludq	%zmm24, %zmm7, %zmm2
	vmovdqu64	%zmm2, 112(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vmovdqu64	2432(%rsp), %zmm8
	vpternlogq	$150, %zmm8, %zmm5, %zmm2
	vpmuludq	240(%rsp), %zmm24, %zmm31
	vpsrlq	$32, %zmm31, %zmm3
	vpternlogq	$150, 512(%rsp), %zmm8, %zmm3
	vpmuludq	%zmm24, %zmm22, %zmm4
	vmovdqu64	%zmm4, 240(%rsp)
	vpsrlq	$32, %zmm4, %zmm5
	vpternlogq	$150, %zmm8, %zmm20, %zmm5
	vpmuludq	%zmm24, %zmm12, %zmm12
	vpsrlq	$32, %zmm12, %zmm4
	vpternlogq	$150, 928(%rsp), %zmm8, %zmm4
	vpmuludq	%zmm24, %zmm23, %zmm23
	vpsrlq	$32, %zmm23, %zmm22
	vpternlogq	$150, %zmm8, %zmm1, %zmm22
	vpmuludq	%zmm24, %zmm13, %zmm7
	vpsrlq	$32, %zmm7, %zmm1
	vpternlogq	$150, 576(%rsp), %zmm8, %zmm1
	vpmuludq	%zmm24, %zmm25, %zmm13
	vpsrlq	$32, %zmm13, %zmm6
	vpternlogq	$150, %zmm8, %zmm27, %zmm6
	vpmuludq	%zmm24, %zmm14, %zmm27
	vpsrlq	$32, %zmm27, %zmm14
	vpternlogq	$150, 640(%rsp), %zmm8, %zmm14
	vpmuludq	%zmm16, %zmm3, %zmm3
	vmovdqu64	%zmm3, 368(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vmovdqu64	2496(%rsp), %zmm26
	vpternlogq	$150, %zmm26, %zmm0, %zmm3
	vpmuludq	%zmm16, %zmm2, %zmm0
	vmovdqu64	%zmm0, 928(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 176(%rsp), %zmm26, %zmm0
	vpmuludq	%zmm16, %zmm4, %zmm2
	vmovdqu64	%zmm2, 640(%rsp)
	vpsrlq	$32, %zmm2, %zmm8
	vpternlogq	$150, %zmm26, %zmm15, %zmm8
	vpmuludq	%zmm16, %zmm5, %zmm25
	vpsrlq	$32, %zmm25, %zmm4
	vpternlogq	$150, 1248(%rsp), %zmm26, %zmm4
	vpmuludq	%zmm16, %zmm1, %zmm1
	vmovdqu64	%zmm1, 992(%rsp)
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, %zmm26, %zmm28, %zmm20
	vpmuludq	%zmm16, %zmm22, %zmm22
	vpsrlq	$32, %zmm22, %zmm2
	vpternlogq	$150, %zmm26, %zmm30, %zmm2
	vpmuludq	%zmm16, %zmm14, %zmm30
	vpsrlq	$32, %zmm30, %zmm15
	vpternlogq	$150, %zmm26, %zmm21, %zmm15
	vpmuludq	%zmm16, %zmm6, %zmm14
	vpsrlq	$32, %zmm14, %zmm28
	vpternlogq	$150, 1184(%rsp), %zmm26, %zmm28
	vpmuludq	%zmm24, %zmm9, %zmm1
	vmovdqu64	%zmm1, 176(%rsp)
	vpsrlq	$32, %zmm1, %zmm6
	vmovdqu64	2560(%rsp), %zmm26
	vpternlogq	$150, %zmm31, %zmm26, %zmm6
	vpmuludq	304(%rsp), %zmm24, %zmm1
	vmovdqu64	%zmm1, 576(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 112(%rsp), %zmm26, %zmm1
	vpmuludq	%zmm24, %zmm18, %zmm5
	vmovdqu64	%zmm5, 512(%rsp)
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm12, %zmm26, %zmm5
	vpmuludq	%zmm24, %zmm17, %zmm18
	vpsrlq	$32, %zmm18, %zmm21
	vpternlogq	$150, 240(%rsp), %zmm26, %zmm21
	vpmuludq	%zmm24, %zmm19, %zmm19
	vpsrlq	$32, %zmm19, %zmm9
	vpternlogq	$150, %zmm7, %zmm26, %zmm9
	vpmuludq	%zmm24, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm7
	vpternlogq	$150, %zmm23, %zmm26, %zmm7
	vpmuludq	%zmm24, %zmm29, %zmm12
	vmovdqu64	%zmm12, 112(%rsp)
	vpsrlq	$32, %zmm12, %zmm31
	vpternlogq	$150, %zmm27, %zmm26, %zmm31
	vpmuludq	%zmm24, %zmm10, %zmm17
	vpsrlq	$32, %zmm17, %zmm27
	vpternlogq	$150, %zmm13, %zmm26, %zmm27
	vpmuludq	%zmm24, %zmm0, %zmm12
	vpmuludq	%zmm24, %zmm3, %zmm10
	vpmovqd	%zmm10, %ymm0
	vpmovqd	%zmm12, %ymm3
	vinserti64x4	$1, %ymm3, %zmm0, %zmm26
	vpmuludq	%zmm24, %zmm4, %zmm4
	vpmuludq	%zmm24, %zmm8, %zmm13
	vpmovqd	%zmm13, %ymm0
	vpmovqd	%zmm4, %ymm3
	vinserti64x4	$1, %ymm3, %zmm0, %zmm0
	vmovdqu64	%zmm0, 240(%rsp)
	vpmuludq	%zmm24, %zmm2, %zmm29
	vpmuludq	%zmm24, %zmm20, %zmm20
	vpmovqd	%zmm20, %ymm0
	vpmovqd	%zmm29, %ymm2
	vinserti64x4	$1, %ymm2, %zmm0, %zmm0
	vmovdqu64	%zmm0, 304(%rsp)
	vpmuludq	%zmm16, %zmm1, %zmm1
	vpmuludq	%zmm16, %zmm6, %zmm6
	vpmovqd	%zmm6, %ymm2
	vpmovqd	%zmm1, %ymm3
	vinserti64x4	$1, %ymm3, %zmm2, %zmm0
	vpmuludq	%zmm16, %zmm21, %zmm8
	vpmuludq	%zmm16, %zmm5, %zmm5
	vpmovqd	%zmm5, %ymm2
	vpmovqd	%zmm8, %ymm3
	vinserti64x4	$1, %ymm3, %zmm2, %zmm3
	vpmuludq	%zmm16, %zmm7, %zmm7
	vpmuludq	%zmm16, %zmm9, %zmm9
	vpmovqd	%zmm9, %ymm2
	vpmovqd	%zmm7, %ymm21
	vinserti64x4	$1, %ymm21, %zmm2, %zmm2
	vpsrlq	$32, %zmm1, %zmm1
	vpxorq	928(%rsp), %zmm1, %zmm21
	vpsrlq	$32, %zmm6, %zmm1
	vpxorq	368(%rsp), %zmm1, %zmm6
	vpsrlq	$32, %zmm8, %zmm1
	vpxorq	%zmm25, %zmm1, %zmm8
	vpsrlq	$32, %zmm5, %zmm1
	vpxorq	640(%rsp), %zmm1, %zmm5
	vpsrlq	$32, %zmm7, %zmm1
	vpxorq	%zmm22, %zmm1, %zmm7
	vpsrlq	$32, %zmm9, %zmm1
	vpxorq	992(%rsp), %zmm1, %zmm9
	vpmuludq	%zmm16, %zmm27, %zmm1
	vpsrlq	$32, %zmm1, %zmm22
	vpxorq	%zmm14, %zmm22, %zmm14
	vpmuludq	%zmm16, %zmm31, %zmm22
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm22, %ymm23
	vinserti64x4	$1, %ymm1, %zmm23, %zmm1
	vpsrlq	$32, %zmm22, %zmm22
	vpxorq	%zmm30, %zmm22, %zmm22
	vpmovqd	%zmm6, %ymm6
	vpmovqd	%zmm21, %ymm21
	vinserti64x4	$1, %ymm21, %zmm6, %zmm6
	vpsrlq	$32, %zmm12, %zmm12
	vpxorq	576(%rsp), %zmm12, %zmm12
	vpsrlq	$32, %zmm10, %zmm10
	vpxorq	176(%rsp), %zmm10, %zmm10
	vpsrlq	$32, %zmm4, %zmm4
	vpxorq	%zmm18, %zmm4, %zmm4
	vpsrlq	$32, %zmm13, %zmm13
	vpxorq	512(%rsp), %zmm13, %zmm13
	vpsrlq	$32, %zmm29, %zmm16
	vpxorq	%zmm11, %zmm16, %zmm16
	vpmovqd	%zmm5, %ymm5
	vpmovqd	%zmm8, %ymm8
	vinserti64x4	$1, %ymm8, %zmm5, %zmm8
	vpsrlq	$32, %zmm20, %zmm5
	vpxorq	%zmm19, %zmm5, %zmm18
	vpmuludq	%zmm24, %zmm28, %zmm5
	vpmovqd	%zmm9, %ymm9
	vpmovqd	%zmm7, %ymm7
	vinserti64x4	$1, %ymm7, %zmm9, %zmm7
	vpsrlq	$32, %zmm5, %zmm9
	vpxorq	%zmm17, %zmm9, %zmm9
	vpmuludq	%zmm24, %zmm15, %zmm11
	vpmovqd	%zmm22, %ymm15
	vpmovqd	%zmm14, %ymm14
	vinserti64x4	$1, %ymm14, %zmm15, %zmm14
	vpsrlq	$32, %zmm11, %zmm15
	vpxorq	112(%rsp), %zmm15, %zmm15
	vmovdqu64	2624(%rsp), %zmm17
	vpxord	%zmm6, %zmm17, %zmm6
	vmovdqu64	%zmm6, -960(%rcx)
	vpxord	%zmm8, %zmm17, %zmm6
	vmovdqu64	%zmm6, -896(%rcx)
	vpxord	%zmm7, %zmm17, %zmm6
	vmovdqu64	%zmm6, -832(%rcx)
	vpxord	%zmm14, %zmm17, %zmm6
	vmovdqu64	%zmm6, -768(%rcx)
	vmovdqu64	%zmm0, -704(%rcx)
	vmovdqu64	%zmm3, -640(%rcx)
	vmovdqu64	%zmm2, -576(%rcx)
	vmovdqu64	%zmm1, -512(%rcx)
	vpmovqd	%zmm10, %ymm1
	vpmovqd	%zmm12, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vmovdqu64	2688(%rsp), %zmm0
	vpxord	%zmm1, %zmm0, %zmm1
	vmovdqu64	%zmm1, -448(%rcx)
	vpmovqd	%zmm13, %ymm1
	vpmovqd	%zmm4, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vpxord	%zmm1, %zmm0, %zmm1
	vmovdqu64	%zmm1, -384(%rcx)
	vpmovqd	%zmm18, %ymm1
	vpmovqd	%zmm16, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vpxord	%zmm1, %zmm0, %zmm1
	vmovdqu64	%zmm1, -320(%rcx)
	vpmovqd	%zmm15, %ymm1
	vpmovqd	%zmm9, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vpxord	%zmm1, %zmm0, %zmm1
	vmovdqu64	%zmm1, -256(%rcx)
	vmovdqu64	%zmm26, -192(%rcx)
	vmovups	240(%rsp), %zmm0
	vmovups	%zmm0, -128(%rcx)
	vmovups	304(%rsp), %zmm0
	vmovups	%zmm0, -64(%rcx)
	vpmovqd	%zmm11, %ymm0
	vpmovqd	%zmm5, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vmovdqu64	%zmm0, (%rcx)
	incq	%rdx
	addq	$1024, %rcx
	cmpq	%rdx, %r11
	jne	.LBB0_17
	leaq	73160(%rsp), %rcx
	movq	%r11, %rdx
	.p2align	4
.LBB0_19:
	vpsrld	$9, -704(%rcx), %zmm0
	vpsrld	$9, -640(%rcx), %zmm1
	vpsrld	$9, -576(%rcx), %zmm2
	vpsrld	$9, -512(%rcx), %zmm3
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm3, %zmm3
	vbroadcastss	.LCPI0_11(%rip), %zmm10
	vaddps	%zmm10, %zmm0, %zmm5
	vaddps	%zmm10, %zmm1, %zmm4
	vaddps	%zmm10, %zmm2, %zmm1
	vaddps	%zmm10, %zmm3, %zmm0
	vbroadcastss	.LCPI0_12(%rip), %zmm15
	vmulps	%zmm15, %zmm5, %zmm5
	vextractf64x4	$1, %zmm5, %ymm2
	vcvtps2pd	%ymm2, %zmm2
	vmulps	%zmm15, %zmm4, %zmm3
	vcvtps2pd	%ymm5, %zmm4
	vextractf64x4	$1, %zmm3, %ymm5
	vcvtps2pd	%ymm5, %zmm5
	vmulps	%zmm15, %zmm1, %zmm1
	vcvtps2pd	%ymm3, %zmm3
	vextractf64x4	$1, %zmm1, %ymm6
	vcvtps2pd	%ymm6, %zmm6
	vmulps	%zmm15, %zmm0, %zmm0
	vcvtps2pd	%ymm1, %zmm7
	vextractf64x4	$1, %zmm0, %ymm1
	vcvtps2pd	%ymm1, %zmm8
	vcvtps2pd	%ymm0, %zmm9
	vbroadcastsd	.LCPI0_26(%rip), %zmm0
	vmulpd	%zmm0, %zmm4, %zmm1
	vmovupd	%zmm1, 368(%rsp)
	vmulpd	%zmm0, %zmm2, %zmm11
	vmovupd	%zmm11, 512(%rsp)
	vmulpd	%zmm0, %zmm3, %zmm2
	vmovupd	%zmm2, 240(%rsp)
	vmulpd	%zmm0, %zmm5, %zmm5
	vmovupd	%zmm5, 112(%rsp)
	vmulpd	%zmm0, %zmm7, %zmm3
	vmovupd	%zmm3, 304(%rsp)
	vmulpd	%zmm0, %zmm6, %zmm14
	vmulpd	%zmm0, %zmm9, %zmm4
	vmovupd	%zmm4, 176(%rsp)
	vmulpd	%zmm0, %zmm8, %zmm16
	vbroadcastsd	.LCPI0_27(%rip), %zmm0
	vaddpd	%zmm0, %zmm11, %zmm18
	vaddpd	%zmm0, %zmm1, %zmm25
	vaddpd	%zmm0, %zmm5, %zmm22
	vaddpd	%zmm0, %zmm2, %zmm26
	vaddpd	%zmm0, %zmm14, %zmm23
	vaddpd	%zmm0, %zmm3, %zmm27
	vaddpd	%zmm0, %zmm16, %zmm24
	vaddpd	%zmm0, %zmm4, %zmm19
	vpbroadcastq	.LCPI0_41(%rip), %zmm0
	vptestnmq	%zmm0, %zmm25, %k0
	vptestnmq	%zmm0, %zmm18, %k1
	kunpckbw	%k0, %k1, %k1
	kmovw	%k1, 640(%rsp)
	vptestnmq	%zmm0, %zmm26, %k0
	vptestnmq	%zmm0, %zmm22, %k1
	kunpckbw	%k0, %k1, %k3
	vptestnmq	%zmm0, %zmm27, %k0
	vptestnmq	%zmm0, %zmm23, %k1
	kunpckbw	%k0, %k1, %k4
	vptestnmq	%zmm0, %zmm19, %k0
	vptestnmq	%zmm0, %zmm24, %k1
	kunpckbw	%k0, %k1, %k1
	kmovw	%k1, 576(%rsp)
	vpbroadcastq	.LCPI0_42(%rip), %zmm0
	vptestnmq	%zmm0, %zmm25, %k0
	vptestnmq	%zmm0, %zmm18, %k1
	kunpckbw	%k0, %k1, %k2
	vptestnmq	%zmm0, %zmm26, %k0
	vptestnmq	%zmm0, %zmm22, %k1
	kunpckbw	%k0, %k1, %k5
	vptestnmq	%zmm0, %zmm27, %k0
	vptestnmq	%zmm0, %zmm23, %k1
	kunpckbw	%k0, %k1, %k6
	vptestnmq	%zmm0, %zmm19, %k0
	vptestnmq	%zmm0, %zmm24, %k1
	kunpckbw	%k0, %k1, %k7
	vpsrld	$9, -960(%rcx), %zmm2
	vpsrld	$9, -896(%rcx), %zmm3
	vpsrld	$9, -832(%rcx), %zmm4
	vpsrld	$9, -768(%rcx), %zmm5
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm3, %zmm3
	vcvtdq2ps	%zmm4, %zmm4
	vcvtdq2ps	%zmm5, %zmm5
	vaddps	%zmm10, %zmm2, %zmm2
	vaddps	%zmm10, %zmm3, %zmm3
	vaddps	%zmm10, %zmm4, %zmm4
	vaddps	%zmm10, %zmm5, %zmm5
	vmovaps	%zmm10, %zmm9
	vmulps	%zmm15, %zmm2, %zmm2
	vmulps	%zmm15, %zmm3, %zmm3
	vmulps	%zmm15, %zmm4, %zmm4
	vmulps	%zmm15, %zmm5, %zmm5
	vpbroadcastd	.LCPI0_13(%rip), %zmm0
	vpaddd	%zmm0, %zmm2, %zmm10
	vpaddd	%zmm0, %zmm3, %zmm11
	vpaddd	%zmm0, %zmm4, %zmm12
	vpaddd	%zmm0, %zmm5, %zmm13
	vpbroadcastd	.LCPI0_15(%rip), %zmm0
	vpandd	%zmm0, %zmm10, %zmm3
	vpandd	%zmm0, %zmm11, %zmm4
	vpandd	%zmm0, %zmm12, %zmm5
	vpandd	%zmm0, %zmm13, %zmm6
	vpbroadcastd	.LCPI0_16(%rip), %zmm0
	vpaddd	%zmm0, %zmm3, %zmm3
	vpaddd	%zmm0, %zmm4, %zmm4
	vpaddd	%zmm0, %zmm5, %zmm5
	vpaddd	%zmm0, %zmm6, %zmm6
	vbroadcastss	.LCPI0_17(%rip), %zmm0
	vaddps	%zmm0, %zmm3, %zmm3
	vaddps	%zmm0, %zmm4, %zmm4
	vaddps	%zmm0, %zmm5, %zmm5
	vaddps	%zmm0, %zmm6, %zmm6
	vbroadcastss	.LCPI0_18(%rip), %zmm0
	vaddps	%zmm0, %zmm3, %zmm15
	vaddps	%zmm0, %zmm4, %zmm17
	vaddps	%zmm0, %zmm5, %zmm20
	vdivps	%zmm15, %zmm3, %zmm15
	vdivps	%zmm17, %zmm4, %zmm17
	vdivps	%zmm20, %zmm5, %zmm20
	vmulps	%zmm15, %zmm15, %zmm21
	vmulps	%zmm17, %zmm17, %zmm28
	vmulps	%zmm20, %zmm20, %zmm29
	vmulps	%zmm21, %zmm21, %zmm30
	vbroadcastss	.LCPI0_19(%rip), %zmm1
	vmulps	%zmm1, %zmm30, %zmm31
	vbroadcastss	.LCPI0_20(%rip), %zmm2
	vaddps	%zmm2, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vbroadcastss	.LCPI0_21(%rip), %zmm7
	vmulps	%zmm7, %zmm30, %zmm30
	vbroadcastss	.LCPI0_22(%rip), %zmm8
	vaddps	%zmm8, %zmm30, %zmm30
	vmulps	%zmm30, %zmm21, %zmm21
	vmulps	%zmm28, %zmm28, %zmm30
	vaddps	%zmm31, %zmm21, %zmm21
	vmulps	%zmm1, %zmm30, %zmm31
	vaddps	%zmm2, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vmulps	%zmm7, %zmm30, %zmm30
	vaddps	%zmm8, %zmm30, %zmm30
	vmulps	%zmm30, %zmm28, %zmm28
	vmulps	%zmm29, %zmm29, %zmm30
	vaddps	%zmm31, %zmm28, %zmm28
	vmulps	%zmm1, %zmm30, %zmm31
	vaddps	%zmm2, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vmulps	%zmm7, %zmm30, %zmm30
	vaddps	%zmm8, %zmm30, %zmm30
	vmulps	%zmm30, %zmm29, %zmm29
	vaddps	.LCPI0_18(%rip){1to16}, %zmm6, %zmm30
	vdivps	%zmm30, %zmm6, %zmm30
	vaddps	%zmm31, %zmm29, %zmm29
	vmulps	%zmm30, %zmm30, %zmm31
	vmulps	%zmm31, %zmm31, %zmm0
	vmulps	%zmm1, %zmm0, %zmm1
	vaddps	%zmm2, %zmm1, %zmm1
	vmulps	%zmm1, %zmm0, %zmm1
	vmulps	%zmm7, %zmm0, %zmm0
	vaddps	%zmm8, %zmm0, %zmm0
	vmulps	%zmm0, %zmm31, %zmm0
	vaddps	%zmm1, %zmm0, %zmm0
	vmulps	%zmm9, %zmm3, %zmm1
	vmulps	%zmm1, %zmm3, %zmm1
	vaddps	%zmm21, %zmm1, %zmm21
	vmulps	%zmm21, %zmm15, %zmm15
	vmulps	%zmm9, %zmm4, %zmm21
	vmulps	%zmm21, %zmm4, %zmm21
	vaddps	%zmm28, %zmm21, %zmm28
	vmulps	%zmm28, %zmm17, %zmm17
	vmulps	%zmm9, %zmm5, %zmm28
	vmulps	%zmm28, %zmm5, %zmm28
	vaddps	%zmm29, %zmm28, %zmm29
	vmulps	%zmm29, %zmm20, %zmm20
	vmulps	%zmm9, %zmm6, %zmm29
	vmulps	%zmm29, %zmm6, %zmm29
	vaddps	%zmm0, %zmm29, %zmm0
	vmulps	%zmm0, %zmm30, %zmm0
	vpsrld	$23, %zmm10, %zmm9
	vpbroadcastd	.LCPI0_14(%rip), %zmm10
	vpaddd	%zmm10, %zmm9, %zmm9
	vcvtdq2ps	%zmm9, %zmm9
	vbroadcastss	.LCPI0_23(%rip), %zmm31
	vmulps	%zmm31, %zmm9, %zmm30
	vaddps	%zmm15, %zmm30, %zmm15
	vpsrld	$23, %zmm11, %zmm8
	vpaddd	%zmm10, %zmm8, %zmm8
	vcvtdq2ps	%zmm8, %zmm8
	vmulps	%zmm31, %zmm8, %zmm30
	vaddps	%zmm17, %zmm30, %zmm17
	vpsrld	$23, %zmm12, %zmm7
	vpaddd	%zmm10, %zmm7, %zmm7
	vcvtdq2ps	%zmm7, %zmm7
	vmulps	%zmm31, %zmm7, %zmm30
	vaddps	%zmm20, %zmm30, %zmm20
	vpsrld	$23, %zmm13, %zmm2
	vpaddd	%zmm10, %zmm2, %zmm2
	vcvtdq2ps	%zmm2, %zmm2
	vmulps	%zmm31, %zmm2, %zmm30
	vaddps	%zmm0, %zmm30, %zmm0
	vsubps	%zmm1, %zmm15, %zmm1
	vsubps	%zmm21, %zmm17, %zmm15
	vsubps	%zmm28, %zmm20, %zmm17
	vsubps	%zmm29, %zmm0, %zmm0
	vaddps	%zmm1, %zmm3, %zmm1
	vaddps	%zmm15, %zmm4, %zmm3
	vaddps	%zmm17, %zmm5, %zmm4
	vaddps	%zmm0, %zmm6, %zmm0
	vbroadcastss	.LCPI0_24(%rip), %zmm29
	vmulps	%zmm29, %zmm9, %zmm5
	vaddps	%zmm1, %zmm5, %zmm15
	vmulps	%zmm29, %zmm8, %zmm1
	vaddps	%zmm3, %zmm1, %zmm31
	vmulps	%zmm29, %zmm7, %zmm1
	vaddps	%zmm4, %zmm1, %zmm17
	vmulps	%zmm29, %zmm2, %zmm1
	vaddps	%zmm0, %zmm1, %zmm5
	vbroadcastsd	.LCPI0_28(%rip), %zmm28
	vaddpd	%zmm28, %zmm25, %zmm0
	vaddpd	%zmm28, %zmm18, %zmm1
	vaddpd	%zmm28, %zmm26, %zmm2
	vaddpd	%zmm28, %zmm22, %zmm3
	vaddpd	%zmm28, %zmm27, %zmm4
	vaddpd	%zmm28, %zmm23, %zmm6
	vaddpd	%zmm28, %zmm19, %zmm7
	vaddpd	%zmm28, %zmm24, %zmm8
	vmovupd	512(%rsp), %zmm9
	vsubpd	%zmm1, %zmm9, %zmm1
	vmovupd	368(%rsp), %zmm9
	vsubpd	%zmm0, %zmm9, %zmm0
	vmovupd	112(%rsp), %zmm9
	vsubpd	%zmm3, %zmm9, %zmm9
	vmovupd	240(%rsp), %zmm3
	vsubpd	%zmm2, %zmm3, %zmm3
	vsubpd	%zmm6, %zmm14, %zmm6
	vmovupd	304(%rsp), %zmm2
	vsubpd	%zmm4, %zmm2, %zmm10
	vsubpd	%zmm8, %zmm16, %zmm12
	vmovupd	176(%rsp), %zmm2
	vsubpd	%zmm7, %zmm2, %zmm8
	vbroadcastsd	.LCPI0_29(%rip), %zmm28
	vmulpd	%zmm28, %zmm0, %zmm2
	vmulpd	%zmm28, %zmm1, %zmm4
	vmulpd	%zmm28, %zmm3, %zmm3
	vmulpd	%zmm28, %zmm9, %zmm18
	vmulpd	%zmm28, %zmm10, %zmm7
	vmulpd	%zmm28, %zmm6, %zmm19
	vmulpd	%zmm28, %zmm8, %zmm8
	vmulpd	%zmm28, %zmm12, %zmm20
	vmulpd	%zmm4, %zmm4, %zmm0
	vmulpd	%zmm2, %zmm2, %zmm16
	vmulpd	%zmm18, %zmm18, %zmm1
	vmulpd	%zmm3, %zmm3, %zmm10
	vmulpd	%zmm19, %zmm19, %zmm11
	vmulpd	%zmm7, %zmm7, %zmm12
	vmulpd	%zmm20, %zmm20, %zmm13
	vmulpd	%zmm8, %zmm8, %zmm14
	vbroadcastsd	.LCPI0_30(%rip), %zmm28
	vmulpd	%zmm28, %zmm16, %zmm6
	vmulpd	%zmm28, %zmm0, %zmm9
	vmulpd	%zmm28, %zmm10, %zmm21
	vmulpd	%zmm28, %zmm1, %zmm22
	vmulpd	%zmm28, %zmm12, %zmm23
	vmulpd	%zmm28, %zmm11, %zmm24
	vmulpd	%zmm28, %zmm14, %zmm25
	vmulpd	%zmm28, %zmm13, %zmm26
	vbroadcastsd	.LCPI0_31(%rip), %zmm28
	vaddpd	%zmm28, %zmm9, %zmm9
	vaddpd	%zmm28, %zmm6, %zmm6
	vaddpd	%zmm28, %zmm22, %zmm22
	vaddpd	%zmm28, %zmm21, %zmm21
	vaddpd	%zmm28, %zmm24, %zmm24
	vaddpd	%zmm28, %zmm23, %zmm23
	vaddpd	%zmm28, %zmm26, %zmm26
	vaddpd	%zmm28, %zmm25, %zmm25
	vmulpd	%zmm6, %zmm16, %zmm6
	vmulpd	%zmm9, %zmm0, %zmm9
	vmulpd	%zmm21, %zmm10, %zmm21
	vmulpd	%zmm22, %zmm1, %zmm22
	vmulpd	%zmm23, %zmm12, %zmm23
	vmulpd	%zmm24, %zmm11, %zmm24
	vmulpd	%zmm25, %zmm14, %zmm25
	vmulpd	%zmm26, %zmm13, %zmm26
	vbroadcastsd	.LCPI0_32(%rip), %zmm28
	vaddpd	%zmm28, %zmm9, %zmm9
	vaddpd	%zmm28, %zmm6, %zmm6
	vaddpd	%zmm28, %zmm22, %zmm22
	vaddpd	%zmm28, %zmm21, %zmm21
	vaddpd	%zmm28, %zmm24, %zmm24
	vaddpd	%zmm28, %zmm23, %zmm23
	vaddpd	%zmm28, %zmm26, %zmm26
	vaddpd	%zmm28, %zmm25, %zmm25
	vmulpd	%zmm6, %zmm16, %zmm6
	vmulpd	%zmm9, %zmm0, %zmm9
	vmulpd	%zmm21, %zmm10, %zmm21
	vmulpd	%zmm22, %zmm1, %zmm22
	vmulpd	%zmm23, %zmm12, %zmm23
	vmulpd	%zmm24, %zmm11, %zmm24
	vmulpd	%zmm25, %zmm14, %zmm25
	vmulpd	%zmm26, %zmm13, %zmm26
	vbroadcastsd	.LCPI0_33(%rip), %zmm28
	vaddpd	%zmm28, %zmm9, %zmm9
	vaddpd	%zmm28, %zmm6, %zmm6
	vaddpd	%zmm28, %zmm22, %zmm22
	vaddpd	%zmm28, %zmm21, %zmm21
	vaddpd	%zmm28, %zmm24, %zmm24
	vaddpd	%zmm28, %zmm23, %zmm23
	vaddpd	%zmm28, %zmm26, %zmm26
	vaddpd	%zmm28, %zmm25, %zmm25
	vmulpd	%zmm0, %zmm4, %zmm27
	vmulpd	%zmm9, %zmm27, %zmm9
	vmulpd	%zmm16, %zmm2, %zmm27
	vmulpd	%zmm6, %zmm27, %zmm27
	vmulpd	%zmm1, %zmm18, %zmm6
	vmulpd	%zmm22, %zmm6, %zmm22
	vmulpd	%zmm10, %zmm3, %zmm6
	vmulpd	%zmm21, %zmm6, %zmm21
	vmulpd	%zmm11, %zmm19, %zmm6
	vmulpd	%zmm24, %zmm6, %zmm24
	vmulpd	%zmm12, %zmm7, %zmm6
	vmulpd	%zmm23, %zmm6, %zmm23
	vmulpd	%zmm13, %zmm20, %zmm6
	vmulpd	%zmm26, %zmm6, %zmm26
	vmulpd	%zmm14, %zmm8, %zmm6
	vmulpd	%zmm25, %zmm6, %zmm25
	vaddpd	%zmm9, %zmm4, %zmm6
	vaddpd	%zmm27, %zmm2, %zmm9
	vaddpd	%zmm22, %zmm18, %zmm4
	vaddpd	%zmm21, %zmm3, %zmm18
	vaddpd	%zmm24, %zmm19, %zmm2
	vaddpd	%zmm23, %zmm7, %zmm7
	vaddpd	%zmm26, %zmm20, %zmm3
	vaddpd	%zmm25, %zmm8, %zmm8
	vbroadcastsd	.LCPI0_34(%rip), %zmm28
	vmulpd	%zmm28, %zmm16, %zmm19
	vmulpd	%zmm28, %zmm0, %zmm20
	vmulpd	%zmm28, %zmm10, %zmm21
	vmulpd	%zmm28, %zmm1, %zmm22
	vmulpd	%zmm28, %zmm12, %zmm23
	vmulpd	%zmm28, %zmm11, %zmm24
	vmulpd	%zmm28, %zmm14, %zmm25
	vmulpd	%zmm28, %zmm13, %zmm26
	vbroadcastsd	.LCPI0_35(%rip), %zmm28
	vsubpd	%zmm20, %zmm28, %zmm20
	vsubpd	%zmm19, %zmm28, %zmm19
	vsubpd	%zmm22, %zmm28, %zmm22
	vsubpd	%zmm21, %zmm28, %zmm21
	vsubpd	%zmm24, %zmm28, %zmm24
	vsubpd	%zmm23, %zmm28, %zmm23
	vsubpd	%zmm26, %zmm28, %zmm26
	vsubpd	%zmm25, %zmm28, %zmm25
	vmulpd	%zmm19, %zmm16, %zmm19
	vmulpd	%zmm20, %zmm0, %zmm20
	vmulpd	%zmm21, %zmm10, %zmm21
	vmulpd	%zmm22, %zmm1, %zmm22
	vmulpd	%zmm23, %zmm12, %zmm23
	vmulpd	%zmm24, %zmm11, %zmm24
	vmulpd	%zmm25, %zmm14, %zmm25
	vmulpd	%zmm26, %zmm13, %zmm26
	vbroadcastsd	.LCPI0_36(%rip), %zmm28
	vaddpd	%zmm28, %zmm20, %zmm20
	vaddpd	%zmm28, %zmm19, %zmm19
	vaddpd	%zmm28, %zmm22, %zmm22
	vaddpd	%zmm28, %zmm21, %zmm21
	vaddpd	%zmm28, %zmm24, %zmm24
	vaddpd	%zmm28, %zmm23, %zmm23
	vaddpd	%zmm28, %zmm26, %zmm26
	vaddpd	%zmm28, %zmm25, %zmm25
	vmulpd	%zmm19, %zmm16, %zmm19
	vmulpd	%zmm20, %zmm0, %zmm20
	vmulpd	%zmm21, %zmm10, %zmm21
	vmulpd	%zmm22, %zmm1, %zmm22
	vmulpd	%zmm23, %zmm12, %zmm23
	vmulpd	%zmm24, %zmm11, %zmm24
	vmulpd	%zmm25, %zmm14, %zmm25
	vmulpd	%zmm26, %zmm13, %zmm26
	vbroadcastsd	.LCPI0_37(%rip), %zmm28
	vaddpd	%zmm28, %zmm20, %zmm20
	vaddpd	%zmm28, %zmm19, %zmm19
	vaddpd	%zmm28, %zmm22, %zmm22
	vaddpd	%zmm28, %zmm21, %zmm21
	vaddpd	%zmm28, %zmm24, %zmm24
	vaddpd	%zmm28, %zmm23, %zmm23
	vaddpd	%zmm28, %zmm26, %zmm26
	vaddpd	%zmm28, %zmm25, %zmm25
	vmulpd	%zmm0, %zmm0, %zmm27
	vmulpd	%zmm20, %zmm27, %zmm20
	vmulpd	%zmm16, %zmm16, %zmm27
	vmulpd	%zmm19, %zmm27, %zmm19
	vmulpd	%zmm1, %zmm1, %zmm27
	vmulpd	%zmm22, %zmm27, %zmm22
	vmulpd	%zmm10, %zmm10, %zmm27
	vmulpd	%zmm21, %zmm27, %zmm21
	vmulpd	%zmm11, %zmm11, %zmm27
	vmulpd	%zmm24, %zmm27, %zmm24
	vmulpd	%zmm12, %zmm12, %zmm27
	vmulpd	%zmm23, %zmm27, %zmm23
	vmulpd	%zmm13, %zmm13, %zmm27
	vmulpd	%zmm26, %zmm27, %zmm26
	vmulpd	%zmm14, %zmm14, %zmm27
	vmulpd	%zmm25, %zmm27, %zmm25
	vbroadcastsd	.LCPI0_38(%rip), %zmm28
	vmulpd	%zmm28, %zmm16, %zmm16
	vbroadcastsd	.LCPI0_39(%rip), %zmm30
	vsubpd	%zmm16, %zmm30, %zmm16
	vaddpd	%zmm19, %zmm16, %zmm19
	vbroadcastss	.LCPI0_25(%rip), %zmm29
	vmulps	%zmm29, %zmm15, %zmm15
	vmulps	%zmm29, %zmm31, %zmm16
	vmulps	%zmm29, %zmm17, %zmm17
	vmulps	%zmm29, %zmm5, %zmm27
	vsqrtps	%zmm15, %zmm5
	vsqrtps	%zmm16, %zmm15
	vsqrtps	%zmm17, %zmm16
	vsqrtps	%zmm27, %zmm17
	vmulpd	%zmm28, %zmm0, %zmm0
	vmulpd	%zmm28, %zmm1, %zmm1
	vmulpd	%zmm28, %zmm10, %zmm10
	vmulpd	%zmm28, %zmm11, %zmm11
	vmulpd	%zmm28, %zmm12, %zmm12
	vmulpd	%zmm28, %zmm13, %zmm13
	vmulpd	%zmm28, %zmm14, %zmm14
	vsubpd	%zmm0, %zmm30, %zmm0
	vaddpd	%zmm20, %zmm0, %zmm0
	vsubpd	%zmm10, %zmm30, %zmm10
	vaddpd	%zmm21, %zmm10, %zmm10
	vsubpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm1
	vsubpd	%zmm12, %zmm30, %zmm12
	vaddpd	%zmm23, %zmm12, %zmm12
	vsubpd	%zmm11, %zmm30, %zmm11
	vaddpd	%zmm24, %zmm11, %zmm11
	vsubpd	%zmm14, %zmm30, %zmm14
	vaddpd	%zmm25, %zmm14, %zmm14
	vsubpd	%zmm13, %zmm30, %zmm13
	vaddpd	%zmm26, %zmm13, %zmm13
	vcvtpd2ps	%zmm9, %ymm9
	vcvtpd2ps	%zmm6, %ymm6
	vcvtpd2ps	%zmm18, %ymm18
	vinsertf64x4	$1, %ymm6, %zmm9, %zmm6
	vcvtpd2ps	%zmm4, %ymm4
	vinsertf64x4	$1, %ymm4, %zmm18, %zmm4
	vcvtpd2ps	%zmm7, %ymm7
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm8, %ymm8
	vcvtpd2ps	%zmm3, %ymm3
	vinsertf64x4	$1, %ymm2, %zmm7, %zmm2
	vinsertf64x4	$1, %ymm3, %zmm8, %zmm3
	vcvtpd2ps	%zmm19, %ymm7
	vcvtpd2ps	%zmm0, %ymm0
	vinsertf64x4	$1, %ymm0, %zmm7, %zmm0
	vcvtpd2ps	%zmm10, %ymm7
	vcvtpd2ps	%zmm1, %ymm1
	vinsertf64x4	$1, %ymm1, %zmm7, %zmm1
	vcvtpd2ps	%zmm12, %ymm7
	vcvtpd2ps	%zmm11, %ymm8
	vcvtpd2ps	%zmm14, %ymm9
	vinsertf64x4	$1, %ymm8, %zmm7, %zmm7
	vcvtpd2ps	%zmm13, %ymm8
	vinsertf64x4	$1, %ymm8, %zmm9, %zmm8
	vbroadcastss	.LCPI0_40(%rip), %zmm31
	vxorps	%zmm31, %zmm6, %zmm9
	vxorps	%zmm31, %zmm4, %zmm10
	vxorps	%zmm31, %zmm2, %zmm11
	vxorps	%zmm31, %zmm3, %zmm12
	vxorps	%zmm31, %zmm0, %zmm13
	vxorps	%zmm31, %zmm1, %zmm14
	vxorps	%zmm31, %zmm7, %zmm18
	vxorps	%zmm31, %zmm8, %zmm19
	vblendmps	%zmm6, %zmm9, %zmm20 {%k2}
	kmovq	%k5, %k1
	kmovw	%k5, 928(%rsp)
	vblendmps	%zmm4, %zmm10, %zmm21 {%k5}
	vblendmps	%zmm2, %zmm11, %zmm22 {%k6}
	vblendmps	%zmm3, %zmm12, %zmm23 {%k7}
	vmovaps	%zmm0, %zmm13 {%k2}
	kmovq	%k2, %k5
	vmovaps	%zmm1, %zmm14 {%k1}
	vmovaps	%zmm7, %zmm18 {%k6}
	vmovaps	%zmm8, %zmm19 {%k7}
	kmovw	640(%rsp), %k1
	vblendmps	%zmm20, %zmm13, %zmm0 {%k1}
	kmovq	%k3, %k2
	vblendmps	%zmm21, %zmm14, %zmm1 {%k3}
	kmovq	%k4, %k3
	vblendmps	%zmm22, %zmm18, %zmm7 {%k4}
	kmovw	576(%rsp), %k4
	vblendmps	%zmm23, %zmm19, %zmm8 {%k4}
	vmovaps	%zmm9, %zmm6 {%k5}
	kmovw	928(%rsp), %k5
	vmovaps	%zmm10, %zmm4 {%k5}
	vmovaps	%zmm11, %zmm2 {%k6}
	vmovaps	%zmm12, %zmm3 {%k7}
	vmovaps	%zmm13, %zmm6 {%k1}
	vmovaps	%zmm14, %zmm4 {%k2}
	vmovaps	%zmm18, %zmm2 {%k3}
	vmovaps	%zmm19, %zmm3 {%k4}
	vmulps	%zmm5, %zmm6, %zmm6
	vmulps	%zmm15, %zmm4, %zmm4
	vmulps	%zmm16, %zmm2, %zmm2
	vmulps	%zmm17, %zmm3, %zmm3
	vmulps	%zmm5, %zmm0, %zmm0
	vmulps	%zmm15, %zmm1, %zmm1
	vmulps	%zmm16, %zmm7, %zmm5
	vmulps	%zmm17, %zmm8, %zmm7
	vmovups	%zmm6, -960(%rcx)
	vmovups	%zmm4, -896(%rcx)
	vmovups	%zmm2, -832(%rcx)
	vmovups	%zmm3, -768(%rcx)
	vmovups	%zmm0, -704(%rcx)
	vmovups	%zmm1, -640(%rcx)
	vmovups	%zmm5, -576(%rcx)
	vmovups	%zmm7, -512(%rcx)
	vpsrld	$9, -192(%rcx), %zmm0
	vpsrld	$9, -128(%rcx), %zmm1
	vpsrld	$9, -64(%rcx), %zmm2
	vpsrld	$9, (%rcx), %zmm3
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm3, %zmm3
	vbroadcastss	.LCPI0_11(%rip), %zmm17
	vaddps	%zmm17, %zmm0, %zmm5
	vaddps	%zmm17, %zmm1, %zmm4
	vaddps	%zmm17, %zmm2, %zmm1
	vaddps	%zmm17, %zmm3, %zmm0
	vbroadcastss	.LCPI0_12(%rip), %zmm21
	vmulps	%zmm21, %zmm5, %zmm5
	vextractf64x4	$1, %zmm5, %ymm2
	vcvtps2pd	%ymm2, %zmm2
	vmulps	%zmm21, %zmm4, %zmm3
	vcvtps2pd	%ymm5, %zmm4
	vextractf64x4	$1, %zmm3, %ymm5
	vcvtps2pd	%ymm5, %zmm5
	vmulps	%zmm21, %zmm1, %zmm1
	vcvtps2pd	%ymm3, %zmm3
	vextractf64x4	$1, %zmm1, %ymm6
	vcvtps2pd	%ymm6, %zmm6
	vmulps	%zmm21, %zmm0, %zmm0
	vcvtps2pd	%ymm1, %zmm1
	vextractf64x4	$1, %zmm0, %ymm7
	vcvtps2pd	%ymm7, %zmm7
	vcvtps2pd	%ymm0, %zmm0
	vbroadcastsd	.LCPI0_26(%rip), %zmm8
	vmulpd	%zmm8, %zmm4, %zmm22
	vmulpd	%zmm8, %zmm2, %zmm25
	vmulpd	%zmm8, %zmm3, %zmm18
	vmulpd	%zmm8, %zmm5, %zmm19
	vmulpd	%zmm8, %zmm1, %zmm12
	vmulpd	%zmm8, %zmm6, %zmm9
	vmulpd	%zmm8, %zmm0, %zmm2
	vmovupd	%zmm2, 240(%rsp)
	vmulpd	%zmm8, %zmm7, %zmm1
	vmovupd	%zmm1, 304(%rsp)
	vbroadcastsd	.LCPI0_27(%rip), %zmm0
	vaddpd	%zmm0, %zmm25, %zmm26
	vaddpd	%zmm0, %zmm22, %zmm27
	vaddpd	%zmm0, %zmm19, %zmm23
	vaddpd	%zmm0, %zmm18, %zmm24
	vaddpd	%zmm0, %zmm9, %zmm14
	vaddpd	%zmm0, %zmm12, %zmm16
	vaddpd	%zmm0, %zmm1, %zmm3
	vaddpd	%zmm0, %zmm2, %zmm0
	vpbroadcastq	.LCPI0_41(%rip), %zmm2
	vptestnmq	%zmm2, %zmm27, %k0
	vptestnmq	%zmm2, %zmm26, %k1
	kunpckbw	%k0, %k1, %k1
	kmovw	%k1, 176(%rsp)
	vptestnmq	%zmm2, %zmm24, %k0
	vptestnmq	%zmm2, %zmm23, %k1
	kunpckbw	%k0, %k1, %k3
	vptestnmq	%zmm2, %zmm16, %k0
	vptestnmq	%zmm2, %zmm14, %k1
	kunpckbw	%k0, %k1, %k2
	vmovupd	%zmm0, 368(%rsp)
	vptestnmq	%zmm2, %zmm0, %k0
	vmovupd	%zmm3, 512(%rsp)
	vptestnmq	%zmm2, %zmm3, %k1
	kunpckbw	%k0, %k1, %k4
	vpbroadcastq	.LCPI0_42(%rip), %zmm2
	vptestnmq	%zmm2, %zmm27, %k0
	vptestnmq	%zmm2, %zmm26, %k1
	kunpckbw	%k0, %k1, %k1
	vptestnmq	%zmm2, %zmm24, %k0
	vptestnmq	%zmm2, %zmm23, %k5
	kunpckbw	%k0, %k5, %k7
	vptestnmq	%zmm2, %zmm16, %k0
	vptestnmq	%zmm2, %zmm14, %k5
	kunpckbw	%k0, %k5, %k6
	vptestnmq	%zmm2, %zmm0, %k0
	vptestnmq	%zmm2, %zmm3, %k5
	kunpckbw	%k0, %k5, %k5
	vbroadcastsd	.LCPI0_28(%rip), %zmm20
	vaddpd	%zmm20, %zmm27, %zmm2
	vaddpd	%zmm20, %zmm26, %zmm3
	vsubpd	%zmm3, %zmm25, %zmm3
	vsubpd	%zmm2, %zmm22, %zmm2
	vbroadcastsd	.LCPI0_29(%rip), %zmm10
	vmulpd	%zmm10, %zmm2, %zmm2
	vmulpd	%zmm10, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm2, %zmm2, %zmm5
	vbroadcastsd	.LCPI0_30(%rip), %zmm11
	vmulpd	%zmm11, %zmm5, %zmm6
	vmulpd	%zmm11, %zmm4, %zmm7
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vaddpd	%zmm15, %zmm7, %zmm7
	vaddpd	%zmm15, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm7, %zmm4, %zmm7
	vbroadcastsd	.LCPI0_32(%rip), %zmm28
	vaddpd	%zmm28, %zmm7, %zmm7
	vaddpd	%zmm28, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm7, %zmm4, %zmm7
	vbroadcastsd	.LCPI0_33(%rip), %zmm29
	vaddpd	%zmm29, %zmm7, %zmm7
	vaddpd	%zmm29, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm3, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm5, %zmm2, %zmm8
	vmulpd	%zmm6, %zmm8, %zmm6
	vaddpd	%zmm7, %zmm3, %zmm3
	vaddpd	%zmm6, %zmm2, %zmm2
	vbroadcastsd	.LCPI0_34(%rip), %zmm30
	vmulpd	%zmm30, %zmm5, %zmm6
	vmulpd	%zmm30, %zmm4, %zmm7
	vbroadcastsd	.LCPI0_35(%rip), %zmm31
	vsubpd	%zmm7, %zmm31, %zmm7
	vsubpd	%zmm6, %zmm31, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm7, %zmm4, %zmm7
	vbroadcastsd	.LCPI0_36(%rip), %zmm0
	vaddpd	%zmm0, %zmm7, %zmm7
	vaddpd	%zmm0, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm7, %zmm4, %zmm7
	vbroadcastsd	.LCPI0_37(%rip), %zmm1
	vaddpd	%zmm1, %zmm7, %zmm7
	vaddpd	%zmm1, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm4, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm6, %zmm8, %zmm6
	vbroadcastsd	.LCPI0_38(%rip), %zmm26
	vmulpd	%zmm26, %zmm4, %zmm4
	vmulpd	%zmm26, %zmm5, %zmm5
	vbroadcastsd	.LCPI0_39(%rip), %zmm27
	vsubpd	%zmm5, %zmm27, %zmm5
	vaddpd	%zmm6, %zmm5, %zmm5
	vsubpd	%zmm4, %zmm27, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm4
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm3, %ymm3
	vcvtpd2ps	%zmm5, %ymm5
	vinsertf64x4	$1, %ymm3, %zmm2, %zmm22
	vcvtpd2ps	%zmm4, %ymm2
	vinsertf64x4	$1, %ymm2, %zmm5, %zmm2
	vbroadcastss	.LCPI0_40(%rip), %zmm13
	vxorps	%zmm13, %zmm22, %zmm3
	vxorps	%zmm13, %zmm2, %zmm25
	vblendmps	%zmm22, %zmm3, %zmm4 {%k1}
	vmovups	%zmm4, 112(%rsp)
	vmovaps	%zmm2, %zmm25 {%k1}
	vmovaps	%zmm3, %zmm22 {%k1}
	vaddpd	%zmm20, %zmm24, %zmm2
	vaddpd	%zmm20, %zmm23, %zmm3
	vsubpd	%zmm3, %zmm19, %zmm3
	vsubpd	%zmm2, %zmm18, %zmm2
	vmulpd	%zmm10, %zmm2, %zmm2
	vmulpd	%zmm10, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm2, %zmm2, %zmm5
	vmulpd	%zmm11, %zmm5, %zmm6
	vmulpd	%zmm11, %zmm4, %zmm7
	vaddpd	%zmm15, %zmm7, %zmm7
	vaddpd	%zmm15, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm28, %zmm7, %zmm7
	vaddpd	%zmm28, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm29, %zmm7, %zmm7
	vaddpd	%zmm29, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm3, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm5, %zmm2, %zmm8
	vmulpd	%zmm6, %zmm8, %zmm6
	vaddpd	%zmm7, %zmm3, %zmm3
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm30, %zmm5, %zmm6
	vmulpd	%zmm30, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm31, %zmm7
	vsubpd	%zmm6, %zmm31, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm0, %zmm7, %zmm7
	vaddpd	%zmm0, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm1, %zmm7, %zmm7
	vaddpd	%zmm1, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm4, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm26, %zmm4, %zmm4
	vmulpd	%zmm26, %zmm5, %zmm5
	vsubpd	%zmm5, %zmm27, %zmm5
	vaddpd	%zmm6, %zmm5, %zmm5
	vsubpd	%zmm4, %zmm27, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm4
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm3, %ymm3
	vcvtpd2ps	%zmm5, %ymm5
	vcvtpd2ps	%zmm4, %ymm4
	vinsertf64x4	$1, %ymm3, %zmm2, %zmm18
	vinsertf64x4	$1, %ymm4, %zmm5, %zmm2
	vxorps	%zmm13, %zmm18, %zmm3
	vxorps	%zmm13, %zmm2, %zmm5
	vblendmps	%zmm18, %zmm3, %zmm4 {%k7}
	vmovups	%zmm4, 576(%rsp)
	vmovaps	%zmm2, %zmm5 {%k7}
	vmovaps	%zmm3, %zmm18 {%k7}
	vaddpd	%zmm20, %zmm16, %zmm2
	vaddpd	%zmm20, %zmm14, %zmm3
	vsubpd	%zmm3, %zmm9, %zmm3
	vsubpd	%zmm2, %zmm12, %zmm2
	vmulpd	%zmm10, %zmm2, %zmm2
	vmulpd	%zmm10, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm2, %zmm2, %zmm6
	vmulpd	%zmm11, %zmm6, %zmm7
	vmulpd	%zmm11, %zmm4, %zmm8
	vaddpd	%zmm15, %zmm8, %zmm8
	vaddpd	%zmm15, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vmulpd	%zmm8, %zmm4, %zmm8
	vaddpd	%zmm28, %zmm8, %zmm8
	vaddpd	%zmm28, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vmulpd	%zmm8, %zmm4, %zmm8
	vaddpd	%zmm29, %zmm8, %zmm8
	vaddpd	%zmm29, %zmm7, %zmm7
	vmulpd	%zmm4, %zmm3, %zmm9
	vmulpd	%zmm8, %zmm9, %zmm8
	vmulpd	%zmm6, %zmm2, %zmm9
	vmulpd	%zmm7, %zmm9, %zmm7
	vaddpd	%zmm8, %zmm3, %zmm3
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm30, %zmm6, %zmm7
	vmulpd	%zmm30, %zmm4, %zmm8
	vsubpd	%zmm8, %zmm31, %zmm8
	vsubpd	%zmm7, %zmm31, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vmulpd	%zmm8, %zmm4, %zmm8
	vaddpd	%zmm0, %zmm8, %zmm8
	vaddpd	%zmm0, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vmulpd	%zmm8, %zmm4, %zmm8
	vaddpd	%zmm1, %zmm8, %zmm8
	vaddpd	%zmm1, %zmm7, %zmm7
	vmulpd	%zmm4, %zmm4, %zmm9
	vmulpd	%zmm8, %zmm9, %zmm8
	vmulpd	%zmm6, %zmm6, %zmm9
	vmulpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm26, %zmm4, %zmm4
	vmulpd	%zmm26, %zmm6, %zmm6
	vsubpd	%zmm6, %zmm27, %zmm6
	vaddpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm4, %zmm27, %zmm4
	vaddpd	%zmm8, %zmm4, %zmm4
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm3, %ymm3
	vinsertf64x4	$1, %ymm3, %zmm2, %zmm12
	vcvtpd2ps	%zmm6, %ymm2
	vcvtpd2ps	%zmm4, %ymm3
	vinsertf64x4	$1, %ymm3, %zmm2, %zmm3
	vxorps	%zmm13, %zmm12, %zmm4
	vxorps	%zmm13, %zmm3, %zmm2
	vblendmps	%zmm12, %zmm4, %zmm8 {%k6}
	vmovaps	%zmm3, %zmm2 {%k6}
	vmovaps	%zmm4, %zmm12 {%k6}
	vpsrld	$9, -448(%rcx), %zmm3
	vpsrld	$9, -384(%rcx), %zmm4
	vpsrld	$9, -320(%rcx), %zmm6
	vpsrld	$9, -256(%rcx), %zmm7
	vcvtdq2ps	%zmm3, %zmm3
	vcvtdq2ps	%zmm4, %zmm4
	vcvtdq2ps	%zmm6, %zmm6
	vcvtdq2ps	%zmm7, %zmm7
	vmovaps	%zmm17, %zmm26
	vaddps	%zmm17, %zmm3, %zmm3
	vaddps	%zmm17, %zmm4, %zmm4
	vaddps	%zmm17, %zmm6, %zmm6
	vaddps	%zmm17, %zmm7, %zmm7
	vmulps	%zmm21, %zmm3, %zmm3
	vmulps	%zmm21, %zmm4, %zmm9
	vmulps	%zmm21, %zmm6, %zmm6
	vmulps	%zmm21, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_13(%rip), %zmm13
	vpaddd	%zmm13, %zmm3, %zmm4
	vpaddd	%zmm13, %zmm9, %zmm19
	vpaddd	%zmm13, %zmm6, %zmm23
	vpaddd	%zmm13, %zmm7, %zmm24
	vpbroadcastd	.LCPI0_15(%rip), %zmm9
	vpandd	%zmm9, %zmm4, %zmm3
	vpandd	%zmm9, %zmm19, %zmm6
	vpandd	%zmm9, %zmm23, %zmm7
	vpandd	%zmm9, %zmm24, %zmm9
	vpbroadcastd	.LCPI0_16(%rip), %zmm13
	vpaddd	%zmm13, %zmm3, %zmm3
	vpaddd	%zmm13, %zmm6, %zmm6
	vpaddd	%zmm13, %zmm7, %zmm7
	vpaddd	%zmm13, %zmm9, %zmm9
	vbroadcastss	.LCPI0_17(%rip), %zmm17
	vaddps	%zmm17, %zmm3, %zmm13
	vaddps	%zmm17, %zmm6, %zmm14
	vaddps	%zmm17, %zmm7, %zmm16
	vaddps	%zmm17, %zmm9, %zmm17
	vbroadcastss	.LCPI0_18(%rip), %zmm21
	vaddps	%zmm21, %zmm13, %zmm3
	vaddps	%zmm21, %zmm14, %zmm6
	vaddps	%zmm21, %zmm16, %zmm9
	vdivps	%zmm3, %zmm13, %zmm7
	vdivps	%zmm6, %zmm14, %zmm6
	vdivps	%zmm9, %zmm16, %zmm27
	vaddpd	368(%rsp), %zmm20, %zmm3
	vaddpd	512(%rsp), %zmm20, %zmm9
	vmovupd	304(%rsp), %zmm0
	vsubpd	%zmm9, %zmm0, %zmm1
	vmovupd	240(%rsp), %zmm0
	vsubpd	%zmm3, %zmm0, %zmm0
	vmulpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm3
	vmulpd	%zmm0, %zmm0, %zmm10
	vmulpd	%zmm11, %zmm10, %zmm9
	vmulpd	%zmm11, %zmm3, %zmm11
	vaddpd	%zmm15, %zmm11, %zmm11
	vaddpd	%zmm15, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm10, %zmm9
	vmulpd	%zmm11, %zmm3, %zmm11
	vaddpd	%zmm28, %zmm11, %zmm11
	vaddpd	%zmm28, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm10, %zmm9
	vmulpd	%zmm11, %zmm3, %zmm11
	vaddpd	%zmm29, %zmm11, %zmm11
	vaddpd	%zmm29, %zmm9, %zmm9
	vmulpd	%zmm3, %zmm1, %zmm20
	vmulpd	%zmm11, %zmm20, %zmm11
	vmulpd	%zmm10, %zmm0, %zmm20
	vmulpd	%zmm9, %zmm20, %zmm9
	vaddpd	%zmm11, %zmm1, %zmm1
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm30, %zmm10, %zmm9
	vmulpd	%zmm30, %zmm3, %zmm11
	vsubpd	%zmm11, %zmm31, %zmm11
	vsubpd	%zmm9, %zmm31, %zmm9
	vmulpd	%zmm9, %zmm10, %zmm9
	vmulpd	%zmm11, %zmm3, %zmm11
	vbroadcastsd	.LCPI0_36(%rip), %zmm15
	vaddpd	%zmm15, %zmm11, %zmm11
	vaddpd	%zmm15, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm10, %zmm9
	vmulpd	%zmm11, %zmm3, %zmm11
	vbroadcastsd	.LCPI0_37(%rip), %zmm15
	vaddpd	%zmm15, %zmm11, %zmm11
	vaddpd	%zmm15, %zmm9, %zmm9
	vmulpd	%zmm3, %zmm3, %zmm20
	vmulpd	%zmm11, %zmm20, %zmm11
	vmulpd	%zmm10, %zmm10, %zmm20
	vmulpd	%zmm9, %zmm20, %zmm20
	vaddps	%zmm21, %zmm17, %zmm9
	vdivps	%zmm9, %zmm17, %zmm9
	vbroadcastsd	.LCPI0_38(%rip), %zmm15
	vmulpd	%zmm15, %zmm10, %zmm10
	vbroadcastsd	.LCPI0_39(%rip), %zmm21
	vsubpd	%zmm10, %zmm21, %zmm10
	vaddpd	%zmm20, %zmm10, %zmm10
	vmulpd	%zmm15, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm21, %zmm3
	vaddpd	%zmm11, %zmm3, %zmm3
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm1, %ymm1
	vcvtpd2ps	%zmm10, %ymm10
	vcvtpd2ps	%zmm3, %ymm3
	vinsertf64x4	$1, %ymm1, %zmm0, %zmm0
	vinsertf64x4	$1, %ymm3, %zmm10, %zmm1
	vbroadcastss	.LCPI0_40(%rip), %zmm10
	vxorps	%zmm10, %zmm0, %zmm3
	vxorps	%zmm10, %zmm1, %zmm20
	vblendmps	%zmm0, %zmm3, %zmm21 {%k5}
	vmovaps	%zmm1, %zmm20 {%k5}
	vmovaps	%zmm3, %zmm0 {%k5}
	kmovw	176(%rsp), %k1
	vblendmps	112(%rsp), %zmm25, %zmm11 {%k1}
	vblendmps	576(%rsp), %zmm5, %zmm10 {%k3}
	vmovaps	%zmm25, %zmm22 {%k1}
	vmovaps	%zmm5, %zmm18 {%k3}
	vblendmps	%zmm8, %zmm2, %zmm3 {%k2}
	vblendmps	%zmm21, %zmm20, %zmm1 {%k4}
	vmovaps	%zmm2, %zmm12 {%k2}
	vmovaps	%zmm20, %zmm0 {%k4}
	vmulps	%zmm7, %zmm7, %zmm2
	vmulps	%zmm6, %zmm6, %zmm5
	vmulps	%zmm27, %zmm27, %zmm8
	vmulps	%zmm9, %zmm9, %zmm15
	vmulps	%zmm2, %zmm2, %zmm20
	vbroadcastss	.LCPI0_19(%rip), %zmm25
	vmulps	%zmm25, %zmm20, %zmm21
	vbroadcastss	.LCPI0_20(%rip), %zmm28
	vaddps	%zmm28, %zmm21, %zmm21
	vmulps	%zmm21, %zmm20, %zmm21
	vbroadcastss	.LCPI0_21(%rip), %zmm29
	vmulps	%zmm29, %zmm20, %zmm20
	vbroadcastss	.LCPI0_22(%rip), %zmm30
	vaddps	%zmm30, %zmm20, %zmm20
	vmulps	%zmm20, %zmm2, %zmm2
	vmulps	%zmm5, %zmm5, %zmm20
	vaddps	%zmm21, %zmm2, %zmm2
	vmulps	%zmm25, %zmm20, %zmm21
	vaddps	%zmm28, %zmm21, %zmm21
	vmulps	%zmm21, %zmm20, %zmm21
	vmulps	%zmm29, %zmm20, %zmm20
	vaddps	%zmm30, %zmm20, %zmm20
	vmulps	%zmm20, %zmm5, %zmm5
	vmulps	%zmm8, %zmm8, %zmm20
	vaddps	%zmm21, %zmm5, %zmm5
	vmulps	%zmm25, %zmm20, %zmm21
	vaddps	%zmm28, %zmm21, %zmm21
	vmulps	%zmm21, %zmm20, %zmm21
	vmulps	%zmm29, %zmm20, %zmm20
	vaddps	%zmm30, %zmm20, %zmm20
	vmulps	%zmm20, %zmm8, %zmm8
	vmulps	%zmm15, %zmm15, %zmm20
	vaddps	%zmm21, %zmm8, %zmm8
	vmulps	%zmm25, %zmm20, %zmm21
	vaddps	%zmm28, %zmm21, %zmm21
	vmulps	%zmm21, %zmm20, %zmm21
	vmulps	%zmm29, %zmm20, %zmm20
	vaddps	%zmm30, %zmm20, %zmm20
	vmulps	%zmm20, %zmm15, %zmm15
	vpsrld	$23, %zmm4, %zmm4
	vpsrld	$23, %zmm19, %zmm19
	vpsrld	$23, %zmm23, %zmm20
	vpsrld	$23, %zmm24, %zmm23
	vpbroadcastd	.LCPI0_14(%rip), %zmm24
	vpaddd	%zmm24, %zmm4, %zmm4
	vpaddd	%zmm24, %zmm19, %zmm19
	vpaddd	%zmm24, %zmm20, %zmm20
	vpaddd	%zmm24, %zmm23, %zmm23
	vaddps	%zmm21, %zmm15, %zmm15
	vmulps	%zmm26, %zmm13, %zmm21
	vmulps	%zmm21, %zmm13, %zmm21
	vaddps	%zmm2, %zmm21, %zmm2
	vmulps	%zmm2, %zmm7, %zmm2
	vmulps	%zmm26, %zmm14, %zmm7
	vmulps	%zmm7, %zmm14, %zmm7
	vaddps	%zmm5, %zmm7, %zmm5
	vmulps	%zmm5, %zmm6, %zmm5
	vmulps	%zmm26, %zmm16, %zmm6
	vmulps	%zmm6, %zmm16, %zmm6
	vaddps	%zmm8, %zmm6, %zmm8
	vmulps	%zmm8, %zmm27, %zmm8
	vmulps	%zmm26, %zmm17, %zmm24
	vmulps	%zmm24, %zmm17, %zmm24
	vcvtdq2ps	%zmm4, %zmm4
	vcvtdq2ps	%zmm19, %zmm19
	vcvtdq2ps	%zmm20, %zmm20
	vcvtdq2ps	%zmm23, %zmm23
	vaddps	%zmm15, %zmm24, %zmm15
	vmulps	%zmm15, %zmm9, %zmm9
	vbroadcastss	.LCPI0_23(%rip), %zmm25
	vmulps	%zmm25, %zmm4, %zmm15
	vaddps	%zmm2, %zmm15, %zmm2
	vmulps	%zmm25, %zmm19, %zmm15
	vaddps	%zmm5, %zmm15, %zmm5
	vmulps	%zmm25, %zmm20, %zmm15
	vaddps	%zmm8, %zmm15, %zmm8
	vmulps	%zmm25, %zmm23, %zmm15
	vaddps	%zmm9, %zmm15, %zmm9
	vsubps	%zmm21, %zmm2, %zmm2
	vsubps	%zmm7, %zmm5, %zmm5
	vsubps	%zmm6, %zmm8, %zmm6
	vsubps	%zmm24, %zmm9, %zmm7
	vaddps	%zmm2, %zmm13, %zmm2
	vaddps	%zmm5, %zmm14, %zmm5
	vaddps	%zmm6, %zmm16, %zmm6
	vaddps	%zmm7, %zmm17, %zmm7
	vbroadcastss	.LCPI0_24(%rip), %zmm8
	vmulps	%zmm8, %zmm4, %zmm4
	vaddps	%zmm2, %zmm4, %zmm2
	vmulps	%zmm8, %zmm19, %zmm4
	vaddps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm8, %zmm20, %zmm5
	vaddps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm8, %zmm23, %zmm6
	vaddps	%zmm7, %zmm6, %zmm6
	vbroadcastss	.LCPI0_25(%rip), %zmm9
	vmulps	%zmm9, %zmm2, %zmm2
	vsqrtps	%zmm2, %zmm2
	vmulps	%zmm2, %zmm22, %zmm7
	vmulps	%zmm2, %zmm11, %zmm2
	vmulps	%zmm9, %zmm4, %zmm4
	vsqrtps	%zmm4, %zmm4
	vmulps	%zmm4, %zmm18, %zmm8
	vmulps	%zmm4, %zmm10, %zmm4
	vmulps	%zmm9, %zmm5, %zmm5
	vmovaps	%zmm9, %zmm10
	vsqrtps	%zmm5, %zmm5
	vmulps	%zmm5, %zmm12, %zmm9
	vmulps	%zmm5, %zmm3, %zmm3
	vmulps	%zmm10, %zmm6, %zmm5
	vsqrtps	%zmm5, %zmm5
	vmulps	%zmm5, %zmm0, %zmm0
	vmulps	%zmm5, %zmm1, %zmm1
	vmovups	%zmm7, -448(%rcx)
	vmovups	%zmm8, -384(%rcx)
	vmovups	%zmm9, -320(%rcx)
	vmovups	%zmm0, -256(%rcx)
	vmovups	%zmm2, -192(%rcx)
	vmovups	%zmm4, -128(%rcx)
	vmovups	%zmm3, -64(%rcx)
	vmovups	%zmm1, (%rcx)
	addq	$1024, %rcx
	decq	%rdx
	jne	.LBB0_19
.LBB0_20:
	cmpq	$0, -120(%rsp)
	vbroadcastss	.LCPI0_67(%rip), %zmm15
	vxorps	%xmm12, %xmm12, %xmm12
	vmovups	1120(%rsp), %zmm6
	vmovups	1504(%rsp), %zmm14
	vmovups	1440(%rsp), %zmm18
	vmovups	1632(%rsp), %zmm19
	vmovups	1056(%rsp), %zmm20
	vmovups	1312(%rsp), %zmm21
	vmovups	1376(%rsp), %zmm22
	je	.LBB0_35
	vmovups	6664(%rsp), %zmm20
	vmovups	6728(%rsp), %zmm19
	vmovups	6792(%rsp), %zmm18
	vmovups	6856(%rsp), %zmm14
	vxorps	%xmm9, %xmm9, %xmm9
	movq	-120(%rsp), %r10
	cmpq	$1, %r10
	jne	.LBB0_23
	vxorps	%xmm21, %xmm21, %xmm21
	vxorps	%xmm22, %xmm22, %xmm22
	vxorps	%xmm15, %xmm15, %xmm15
	vbroadcastss	.LCPI0_55(%rip), %zmm23
	vbroadcastss	.LCPI0_57(%rip), %zmm24
	vbroadcastss	.LCPI0_58(%rip), %zmm31
	jmp	.LBB0_25
	.p2align	4
.LBB0_23:
	movl	$1, %ecx
	leaq	7112(%rsp), %rdx
	vmovaps	%zmm14, %zmm0
	vmovaps	%zmm18, %zmm1
	vmovaps	%zmm19, %zmm2
	vmovaps	%zmm20, %zmm4
	vxorps	%xmm21, %xmm21, %xmm21
	vxorps	%xmm22, %xmm22, %xmm22
	vxorps	%xmm15, %xmm15, %xmm15
	vbroadcastss	.LCPI0_55(%rip), %zmm23
	vbroadcastss	.LCPI0_57(%rip), %zmm24
	vbroadcastss	.LCPI0_58(%rip), %zmm31
	.p2align	4
.LBB0_24:
	vpxord	%xmm25, %xmm25, %xmm25
	vcvtsi2ss	%rcx, %xmm25, %xmm3
	vmovups	-192(%rdx), %zmm5
	vmovups	-128(%rdx), %zmm6
	vbroadcastss	%xmm3, %zmm3
	vmovups	-64(%rdx), %zmm7
	vmovups	(%rdx), %zmm8
	vcmpltps	%zmm5, %zmm20, %k0
	vcmpunordps	%zmm12, %zmm5, %k1
	vcmpordps	%zmm12, %zmm20, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm5, %zmm20 {%k2}
	vcmpltps	%zmm5, %zmm4, %k0
	vcmpordps	%zmm12, %zmm4, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm5, %zmm4 {%k1}
	vmovaps	%zmm3, %zmm15 {%k1}
	vcmpltps	%zmm6, %zmm19, %k0
	vcmpunordps	%zmm12, %zmm6, %k1
	vcmpordps	%zmm12, %zmm19, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm6, %zmm19 {%k2}
	vcmpltps	%zmm6, %zmm2, %k0
	vcmpordps	%zmm12, %zmm2, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm6, %zmm2 {%k1}
	vmovaps	%zmm3, %zmm22 {%k1}
	vcmpltps	%zmm7, %zmm18, %k0
	vcmpunordps	%zmm12, %zmm7, %k1
	vcmpordps	%zmm12, %zmm18, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm7, %zmm18 {%k2}
	vcmpltps	%zmm7, %zmm1, %k0
	vcmpordps	%zmm12, %zmm1, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm7, %zmm1 {%k1}
	vmovaps	%zmm3, %zmm21 {%k1}
	vcmpltps	%zmm8, %zmm14, %k0
	vcmpunordps	%zmm12, %zmm8, %k1
	vcmpordps	%zmm12, %zmm14, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm8, %zmm14 {%k2}
	vcmpltps	%zmm8, %zmm0, %k0
	vcmpordps	%zmm12, %zmm0, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm8, %zmm0 {%k1}
	vmovaps	%zmm3, %zmm9 {%k1}
	incq	%rcx
	addq	$256, %rdx
	cmpq	%rcx, %r10
	jne	.LBB0_24
.LBB0_25:
	vmovups	%zmm9, 1120(%rsp)
	vmovups	%zmm15, 1920(%rsp)
	xorl	%r13d, %r13d
	vbroadcastss	.LCPI0_65(%rip), %zmm8
	vbroadcastss	.LCPI0_78(%rip), %zmm15
	jmp	.LBB0_29
	.p2align	4
.LBB0_26:
	xorl	%r10d, %r10d
.LBB0_27:
	movq	%r10, %rcx
	notq	%rcx
	addq	%r15, %rcx
	subq	%r10, %r15
	shlq	$8, %rcx
	shlq	$8, %r15
	vmovups	4616(%rsp,%rcx), %zmm0
	vmovups	4680(%rsp,%rcx), %zmm1
	vmovups	4744(%rsp,%rcx), %zmm2
	vmovups	4808(%rsp,%rcx), %zmm3
	vaddps	4616(%rsp,%r15), %zmm0, %zmm0
	vaddps	4680(%rsp,%r15), %zmm1, %zmm1
	vaddps	4744(%rsp,%r15), %zmm2, %zmm2
	vaddps	4808(%rsp,%r15), %zmm3, %zmm3
	vmovups	%zmm0, 4616(%rsp,%rcx)
	vmovups	%zmm1, 4680(%rsp,%rcx)
	vmovups	%zmm2, 4744(%rsp,%rcx)
	vmovups	%zmm3, 4808(%rsp,%rcx)
.LBB0_28:
	incq	%r13
	cmpq	-120(%rsp), %r13
	je	.LBB0_34
.LBB0_29:
	xorl	%r15d, %r15d
	popcntq	%r13, %r15
	movl	%r15d, %r11d
	shll	$8, %r11d
	movq	%r13, %rcx
	shlq	$8, %rcx
	vmovups	6664(%rsp,%rcx), %zmm0
	vsubps	%zmm20, %zmm0, %zmm0
	vbroadcastss	.LCPI0_54(%rip), %zmm28
	vmaxps	%zmm0, %zmm28, %zmm1
	vminps	%zmm1, %zmm23, %zmm1
	vbroadcastss	.LCPI0_56(%rip), %zmm9
	vmulps	%zmm9, %zmm1, %zmm2
	vaddps	%zmm24, %zmm2, %zmm2
	vaddps	%zmm31, %zmm2, %zmm3
	vmulps	%zmm15, %zmm3, %zmm4
	vsubps	%zmm4, %zmm1, %zmm1
	vbroadcastss	.LCPI0_60(%rip), %zmm10
	vmulps	%zmm10, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm4
	vmulps	%zmm4, %zmm4, %zmm5
	vbroadcastss	.LCPI0_61(%rip), %zmm11
	vmulps	%zmm11, %zmm5, %zmm6
	vbroadcastss	.LCPI0_62(%rip), %zmm25
	vaddps	%zmm25, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vbroadcastss	.LCPI0_63(%rip), %zmm26
	vaddps	%zmm26, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vbroadcastss	.LCPI0_64(%rip), %zmm27
	vaddps	%zmm27, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm8, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vsubps	%zmm5, %zmm4, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vbroadcastss	.LCPI0_18(%rip), %zmm7
	vsubps	%zmm5, %zmm7, %zmm5
	vdivps	%zmm5, %zmm4, %zmm4
	vmovups	6728(%rsp,%rcx), %zmm5
	vsubps	%zmm4, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm1
	vbroadcastss	.LCPI0_66(%rip), %zmm17
	vaddps	%zmm17, %zmm1, %zmm1
	vpbroadcastd	.LCPI0_67(%rip), %zmm16
	vpaddd	%zmm16, %zmm2, %zmm3
	vpsrld	$1, %zmm3, %zmm3
	vpsubd	%zmm3, %zmm2, %zmm2
	vpslld	$23, %zmm2, %zmm2
	vpslld	$23, %zmm3, %zmm3
	vpbroadcastd	.LCPI0_50(%rip), %zmm30
	vpaddd	%zmm30, %zmm3, %zmm3
	vmulps	%zmm3, %zmm1, %zmm1
	vpbroadcastd	.LCPI0_68(%rip), %zmm13
	vpaddd	%zmm13, %zmm2, %zmm2
	vmulps	%zmm2, %zmm1, %zmm1
	vcmpunordps	%zmm12, %zmm0, %k1
	vbroadcastss	.LCPI0_69(%rip), %zmm29
	vmovaps	%zmm29, %zmm1 {%k1}
	vmovups	%zmm1, 4616(%rsp,%r11)
	vsubps	%zmm19, %zmm5, %zmm0
	vmaxps	%zmm0, %zmm28, %zmm1
	vminps	%zmm1, %zmm23, %zmm1
	vmulps	%zmm9, %zmm1, %zmm2
	vaddps	%zmm24, %zmm2, %zmm2
	vaddps	%zmm31, %zmm2, %zmm3
	vmulps	%zmm15, %zmm3, %zmm4
	vsubps	%zmm4, %zmm1, %zmm1
	vmulps	%zmm10, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm4
	vmulps	%zmm4, %zmm4, %zmm5
	vmulps	%zmm11, %zmm5, %zmm6
	vaddps	%zmm25, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm26, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm27, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm8, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vmovups	6792(%rsp,%rcx), %zmm6
	vsubps	%zmm5, %zmm4, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm5, %zmm7, %zmm5
	vdivps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm1
	vaddps	%zmm17, %zmm1, %zmm1
	vpaddd	%zmm16, %zmm2, %zmm3
	vpsrld	$1, %zmm3, %zmm3
	vpsubd	%zmm3, %zmm2, %zmm2
	vpslld	$23, %zmm2, %zmm2
	vpslld	$23, %zmm3, %zmm3
	vpaddd	%zmm30, %zmm3, %zmm3
	vmulps	%zmm3, %zmm1, %zmm1
	vpaddd	%zmm13, %zmm2, %zmm2
	vmulps	%zmm2, %zmm1, %zmm1
	vcmpunordps	%zmm12, %zmm0, %k1
	vmovaps	%zmm29, %zmm1 {%k1}
	vmovups	%zmm1, 4680(%rsp,%r11)
	vsubps	%zmm18, %zmm6, %zmm0
	vmaxps	%zmm0, %zmm28, %zmm1
	vminps	%zmm1, %zmm23, %zmm1
	vmulps	%zmm9, %zmm1, %zmm2
	vaddps	%zmm24, %zmm2, %zmm2
	vaddps	%zmm31, %zmm2, %zmm3
	vmulps	%zmm15, %zmm3, %zmm4
	vsubps	%zmm4, %zmm1, %zmm1
	vmulps	%zmm10, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm4
	vmulps	%zmm4, %zmm4, %zmm5
	vmulps	%zmm11, %zmm5, %zmm6
	vaddps	%zmm25, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm26, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm27, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm8, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vmovups	6856(%rsp,%rcx), %zmm6
	vsubps	%zmm5, %zmm4, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm5, %zmm7, %zmm5
	vdivps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm1
	vaddps	%zmm17, %zmm1, %zmm1
	vpaddd	%zmm16, %zmm2, %zmm3
	vpsrld	$1, %zmm3, %zmm3
	vpsubd	%zmm3, %zmm2, %zmm2
	vpslld	$23, %zmm2, %zmm2
	vpslld	$23, %zmm3, %zmm3
	vpaddd	%zmm30, %zmm3, %zmm3
	vmulps	%zmm3, %zmm1, %zmm1
	vpaddd	%zmm13, %zmm2, %zmm2
	vmulps	%zmm2, %zmm1, %zmm1
	vcmpunordps	%zmm12, %zmm0, %k1
	vmovaps	%zmm29, %zmm1 {%k1}
	vmovups	%zmm1, 4744(%rsp,%r11)
	vsubps	%zmm14, %zmm6, %zmm0
	vmaxps	%zmm0, %zmm28, %zmm1
	vminps	%zmm1, %zmm23, %zmm1
	vmulps	%zmm9, %zmm1, %zmm2
	vaddps	%zmm24, %zmm2, %zmm2
	vaddps	%zmm31, %zmm2, %zmm3
	vmulps	%zmm15, %zmm3, %zmm4
	vsubps	%zmm4, %zmm1, %zmm1
	vmulps	%zmm10, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm4
	vmulps	%zmm4, %zmm4, %zmm5
	vmulps	%zmm11, %zmm5, %zmm6
	vaddps	%zmm25, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm26, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm27, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm8, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vsubps	%zmm5, %zmm4, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm5, %zmm7, %zmm5
	vdivps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm1
	vaddps	%zmm17, %zmm1, %zmm1
	vpaddd	%zmm16, %zmm2, %zmm3
	vpsrld	$1, %zmm3, %zmm3
	vpsubd	%zmm3, %zmm2, %zmm2
	vpslld	$23, %zmm3, %zmm3
	vpaddd	%zmm30, %zmm3, %zmm3
	vmulps	%zmm3, %zmm1, %zmm1
	vpslld	$23, %zmm2, %zmm2
	vpaddd	%zmm13, %zmm2, %zmm2
	vmulps	%zmm2, %zmm1, %zmm1
	vcmpunordps	%zmm12, %zmm0, %k1
	vmovaps	%zmm29, %zmm1 {%k1}
	vmovups	%zmm1, 4808(%rsp,%r11)
	movq	%r13, %rcx
	notq	%rcx
	tzcntq	%rcx, %r14
	je	.LBB0_28
	cmpl	$1, %r14d
	je	.LBB0_26
	movl	%r14d, %ecx
	andl	$62, %ecx
	movl	%r15d, %edx
	shll	$8, %edx
	addq	%rsi, %rdx
	xorl	%r10d, %r10d
	.p2align	4
.LBB0_32:
	vmovups	(%rdx), %zmm0
	vmovups	64(%rdx), %zmm1
	vmovups	128(%rdx), %zmm2
	vmovups	192(%rdx), %zmm3
	vaddps	256(%rdx), %zmm0, %zmm0
	vaddps	320(%rdx), %zmm1, %zmm1
	vaddps	384(%rdx), %zmm2, %zmm2
	vaddps	448(%rdx), %zmm3, %zmm3
	vmovups	%zmm0, (%rdx)
	vmovups	%zmm1, 64(%rdx)
	vmovups	%zmm2, 128(%rdx)
	vmovups	%zmm3, 192(%rdx)
	movq	%r10, %r11
	xorq	%r8, %r11
	addq	%r15, %r11
	shlq	$8, %r11
	vaddps	4616(%rsp,%r11), %zmm0, %zmm0
	vaddps	4680(%rsp,%r11), %zmm1, %zmm1
	vaddps	4744(%rsp,%r11), %zmm2, %zmm2
	vaddps	4808(%rsp,%r11), %zmm3, %zmm3
	vmovups	%zmm0, 4616(%rsp,%r11)
	vmovups	%zmm1, 4680(%rsp,%r11)
	vmovups	%zmm2, 4744(%rsp,%r11)
	vmovups	%zmm3, 4808(%rsp,%r11)
	addq	$2, %r10
	addq	$-512, %rdx
	cmpq	%r10, %rcx
	jne	.LBB0_32
	testb	$1, %r14b
	jne	.LBB0_27
	jmp	.LBB0_28
	.p2align	4
.LBB0_34:
	movq	-64(%rsp), %r14
	movq	-32(%rsp), %r11
	movq	-24(%rsp), %r13
	vbroadcastss	.LCPI0_67(%rip), %zmm15
	vmovups	1120(%rsp), %zmm6
.LBB0_35:
	vmovups	4616(%rsp,%r12), %zmm0
	vmovups	4680(%rsp,%r12), %zmm1
	vmovups	4744(%rsp,%r12), %zmm4
	vmovups	4808(%rsp,%r12), %zmm2
	testq	%r9, %r9
	je	.LBB0_38
	cmpl	$2, -48(%rsp)
	jne	.LBB0_39
	vbroadcastss	.LCPI0_64(%rip), %zmm17
	vbroadcastss	.LCPI0_63(%rip), %zmm31
	vbroadcastss	.LCPI0_62(%rip), %zmm30
	xorl	%ecx, %ecx
	jmp	.LBB0_42
	.p2align	4
.LBB0_38:
	vbroadcastss	.LCPI0_64(%rip), %zmm17
	vbroadcastss	.LCPI0_63(%rip), %zmm31
	vbroadcastss	.LCPI0_62(%rip), %zmm30
	jmp	.LBB0_43
	.p2align	4
.LBB0_39:
	vbroadcastss	.LCPI0_64(%rip), %zmm17
	movq	-80(%rsp), %rdx
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_40:
	vaddps	-192(%rdx), %zmm0, %zmm0
	vaddps	-128(%rdx), %zmm1, %zmm1
	vaddps	-64(%rdx), %zmm4, %zmm3
	vaddps	(%rdx), %zmm2, %zmm2
	vaddps	-448(%rdx), %zmm0, %zmm0
	vaddps	-384(%rdx), %zmm1, %zmm1
	vaddps	-320(%rdx), %zmm3, %zmm4
	vaddps	-256(%rdx), %zmm2, %zmm2
	addq	$2, %rcx
	addq	$-512, %rdx
	cmpq	%rcx, %rbp
	jne	.LBB0_40
	vbroadcastss	.LCPI0_63(%rip), %zmm31
	vbroadcastss	.LCPI0_62(%rip), %zmm30
	testb	$1, %r9b
	je	.LBB0_43
.LBB0_42:
	movq	64(%rsp), %rdx
	subq	%rcx, %rdx
	shlq	$8, %rdx
	vaddps	4616(%rsp,%rdx), %zmm0, %zmm0
	vaddps	4680(%rsp,%rdx), %zmm1, %zmm1
	vaddps	4744(%rsp,%rdx), %zmm4, %zmm4
	vaddps	4808(%rsp,%rdx), %zmm2, %zmm2
.LBB0_43:
	vbroadcastss	.LCPI0_60(%rip), %zmm29
	vbroadcastss	.LCPI0_61(%rip), %zmm27
	vbroadcastss	.LCPI0_56(%rip), %zmm24
	vmovups	%zmm22, 1376(%rsp)
	vmovups	%zmm21, 1312(%rsp)
	vmovups	%zmm20, 1056(%rsp)
	vmovups	%zmm19, 1632(%rsp)
	vmovups	%zmm18, 1440(%rsp)
	vmovups	%zmm14, 1504(%rsp)
	vmovups	%zmm6, 1120(%rsp)
	cmpl	$0, -84(%rsp)
	je	.LBB0_47
	movq	-120(%rsp), %r10
	testq	%r10, %r10
	vpbroadcastd	.LCPI0_50(%rip), %zmm8
	vpbroadcastd	.LCPI0_68(%rip), %zmm11
	vbroadcastss	.LCPI0_69(%rip), %zmm15
	vbroadcastss	.LCPI0_71(%rip), %zmm14
	vmovups	1056(%rsp), %zmm7
	vbroadcastss	.LCPI0_70(%rip), %zmm22
	vbroadcastss	.LCPI0_55(%rip), %zmm16
	vmovups	1568(%rsp), %zmm18
	vbroadcastss	.LCPI0_57(%rip), %zmm10
	vbroadcastss	.LCPI0_58(%rip), %zmm12
	vbroadcastss	.LCPI0_65(%rip), %zmm28
	vbroadcastss	.LCPI0_78(%rip), %zmm26
	je	.LBB0_13
	vmovaps	%zmm27, %zmm23
	vmovaps	%zmm29, %zmm25
	vmovaps	%zmm16, %zmm29
	vmovaps	%zmm24, %zmm20
	vbroadcastss	.LCPI0_66(%rip), %zmm5
	vdivps	%zmm0, %zmm5, %zmm0
	vmovups	%zmm0, 304(%rsp)
	vdivps	%zmm1, %zmm5, %zmm0
	vmovups	%zmm0, 176(%rsp)
	vdivps	%zmm4, %zmm5, %zmm0
	vmovups	%zmm0, 112(%rsp)
	vbroadcastss	16(%rsp), %zmm0
	vmovups	%zmm0, 368(%rsp)
	vdivps	%zmm2, %zmm5, %zmm0
	vmovups	%zmm0, 512(%rsp)
	movl	$192, %ecx
	xorl	%edx, %edx
	.p2align	4
.LBB0_46:
	vxorps	%xmm13, %xmm13, %xmm13
	vcvtusi2ss	%rdx, %xmm13, %xmm3
	vmovups	6472(%rsp,%rcx), %zmm4
	vmovups	6536(%rsp,%rcx), %zmm2
	vmovups	6600(%rsp,%rcx), %zmm0
	vsubps	%zmm7, %zmm4, %zmm6
	vbroadcastss	.LCPI0_54(%rip), %zmm24
	vmaxps	%zmm6, %zmm24, %zmm7
	vminps	%zmm7, %zmm29, %zmm7
	vmovdqa64	%zmm8, %zmm16
	vmulps	%zmm20, %zmm7, %zmm8
	vaddps	%zmm10, %zmm8, %zmm8
	vaddps	%zmm12, %zmm8, %zmm9
	vmulps	%zmm26, %zmm9, %zmm13
	vsubps	%zmm13, %zmm7, %zmm7
	vmulps	%zmm25, %zmm9, %zmm9
	vmovaps	%zmm14, %zmm27
	vsubps	%zmm9, %zmm7, %zmm14
	vmulps	%zmm14, %zmm14, %zmm13
	vmovaps	%zmm10, %zmm12
	vmovaps	%zmm15, %zmm19
	vmulps	%zmm23, %zmm13, %zmm15
	vaddps	%zmm30, %zmm15, %zmm15
	vmulps	%zmm15, %zmm13, %zmm15
	vaddps	%zmm31, %zmm15, %zmm15
	vmulps	%zmm15, %zmm13, %zmm15
	vaddps	%zmm17, %zmm15, %zmm15
	vmulps	%zmm15, %zmm13, %zmm15
	vaddps	%zmm28, %zmm15, %zmm15
	vmulps	%zmm15, %zmm13, %zmm15
	vmovups	6664(%rsp,%rcx), %zmm1
	vmovups	%zmm1, 240(%rsp)
	vsubps	%zmm15, %zmm14, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vmovaps	%zmm28, %zmm1
	vbroadcastss	.LCPI0_18(%rip), %zmm28
	vsubps	%zmm15, %zmm28, %zmm15
	vdivps	%zmm15, %zmm14, %zmm15
	vbroadcastss	%xmm3, %zmm14
	vaddps	%zmm4, %zmm4, %zmm3
	vmulps	%zmm22, %zmm3, %zmm3
	vsubps	39240(%rsp,%rcx), %zmm3, %zmm3
	vsubps	%zmm15, %zmm9, %zmm9
	vsubps	%zmm9, %zmm7, %zmm7
	vbroadcastss	.LCPI0_66(%rip), %zmm10
	vaddps	%zmm10, %zmm7, %zmm7
	vpaddd	.LCPI0_67(%rip){1to16}, %zmm8, %zmm9
	vpsrld	$1, %zmm9, %zmm9
	vpsubd	%zmm9, %zmm8, %zmm8
	vpslld	$23, %zmm8, %zmm8
	vpslld	$23, %zmm9, %zmm9
	vpaddd	%zmm16, %zmm9, %zmm9
	vmulps	%zmm9, %zmm7, %zmm7
	vpaddd	%zmm11, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm7
	vxorps	%xmm8, %xmm8, %xmm8
	vcmpunordps	%zmm8, %zmm6, %k1
	vmovaps	%zmm19, %zmm7 {%k1}
	vmulps	304(%rsp), %zmm7, %zmm6
	vaddps	%zmm6, %zmm3, %zmm3
	vcmpeqps	1920(%rsp), %zmm14, %k1
	vmovaps	%zmm27, %zmm6 {%k1} {z}
	vaddps	%zmm3, %zmm6, %zmm3
	vmulps	%zmm3, %zmm18, %zmm3
	vsubps	%zmm3, %zmm4, %zmm3
	vmovups	368(%rsp), %zmm13
	vmulps	72008(%rsp,%rcx), %zmm13, %zmm4
	vaddps	%zmm3, %zmm4, %zmm3
	vandps	.LCPI0_72(%rip){1to16}, %zmm3, %zmm4
	vpcmpgtd	%zmm11, %zmm4, %k1
	vpbroadcastd	.LCPI0_69(%rip), %zmm4
	vmovdqa32	%zmm4, %zmm3 {%k1}
	vmovdqu64	%zmm3, 6472(%rsp,%rcx)
	vsubps	1632(%rsp), %zmm2, %zmm3
	vmaxps	%zmm3, %zmm24, %zmm4
	vminps	%zmm4, %zmm29, %zmm4
	vmulps	%zmm20, %zmm4, %zmm6
	vaddps	%zmm12, %zmm6, %zmm6
	vaddps	.LCPI0_58(%rip){1to16}, %zmm6, %zmm7
	vmulps	%zmm26, %zmm7, %zmm8
	vsubps	%zmm8, %zmm4, %zmm4
	vmulps	%zmm25, %zmm7, %zmm7
	vsubps	%zmm7, %zmm4, %zmm8
	vmulps	%zmm8, %zmm8, %zmm9
	vmulps	%zmm23, %zmm9, %zmm15
	vaddps	%zmm30, %zmm15, %zmm15
	vmulps	%zmm15, %zmm9, %zmm15
	vaddps	%zmm31, %zmm15, %zmm15
	vmulps	%zmm15, %zmm9, %zmm15
	vaddps	%zmm17, %zmm15, %zmm15
	vmulps	%zmm15, %zmm9, %zmm15
	vaddps	%zmm1, %zmm15, %zmm15
	vmulps	%zmm15, %zmm9, %zmm9
	vpbroadcastd	.LCPI0_67(%rip), %zmm15
	vsubps	%zmm9, %zmm8, %zmm9
	vmulps	%zmm9, %zmm8, %zmm8
	vsubps	%zmm9, %zmm28, %zmm9
	vdivps	%zmm9, %zmm8, %zmm8
	vaddps	%zmm2, %zmm2, %zmm9
	vmulps	%zmm22, %zmm9, %zmm9
	vsubps	39304(%rsp,%rcx), %zmm9, %zmm9
	vsubps	%zmm8, %zmm7, %zmm7
	vsubps	%zmm7, %zmm4, %zmm4
	vaddps	%zmm10, %zmm4, %zmm4
	vpaddd	%zmm15, %zmm6, %zmm7
	vpsrld	$1, %zmm7, %zmm7
	vpsubd	%zmm7, %zmm6, %zmm6
	vpslld	$23, %zmm6, %zmm6
	vpslld	$23, %zmm7, %zmm7
	vpaddd	%zmm16, %zmm7, %zmm7
	vmulps	%zmm7, %zmm4, %zmm4
	vpaddd	%zmm11, %zmm6, %zmm6
	vmulps	%zmm6, %zmm4, %zmm4
	vxorps	%xmm6, %xmm6, %xmm6
	vcmpunordps	%zmm6, %zmm3, %k1
	vmovaps	%zmm19, %zmm4 {%k1}
	vmulps	176(%rsp), %zmm4, %zmm3
	vaddps	%zmm3, %zmm9, %zmm3
	vcmpeqps	1376(%rsp), %zmm14, %k1
	vmovaps	%zmm27, %zmm4 {%k1} {z}
	vaddps	%zmm3, %zmm4, %zmm3
	vmulps	%zmm3, %zmm18, %zmm3
	vsubps	%zmm3, %zmm2, %zmm2
	vmulps	72072(%rsp,%rcx), %zmm13, %zmm3
	vaddps	%zmm2, %zmm3, %zmm2
	vandps	.LCPI0_72(%rip){1to16}, %zmm2, %zmm3
	vpcmpgtd	%zmm11, %zmm3, %k1
	vpbroadcastd	.LCPI0_69(%rip), %zmm3
	vmovdqa32	%zmm3, %zmm2 {%k1}
	vmovdqu64	%zmm2, 6536(%rsp,%rcx)
	vsubps	1440(%rsp), %zmm0, %zmm2
	vmaxps	%zmm2, %zmm24, %zmm3
	vminps	%zmm3, %zmm29, %zmm3
	vmulps	%zmm20, %zmm3, %zmm4
	vaddps	%zmm12, %zmm4, %zmm4
	vaddps	.LCPI0_58(%rip){1to16}, %zmm4, %zmm6
	vmulps	%zmm26, %zmm6, %zmm7
	vsubps	%zmm7, %zmm3, %zmm3
	vmulps	%zmm25, %zmm6, %zmm6
	vsubps	%zmm6, %zmm3, %zmm7
	vmulps	%zmm7, %zmm7, %zmm8
	vmulps	%zmm23, %zmm8, %zmm9
	vaddps	%zmm30, %zmm9, %zmm9
	vmulps	%zmm9, %zmm8, %zmm9
	vaddps	%zmm31, %zmm9, %zmm9
	vmulps	%zmm9, %zmm8, %zmm9
	vaddps	%zmm17, %zmm9, %zmm9
	vmulps	%zmm9, %zmm8, %zmm9
	vaddps	%zmm1, %zmm9, %zmm9
	vmulps	%zmm9, %zmm8, %zmm8
	vmovups	1504(%rsp), %zmm9
	vmovups	1312(%rsp), %zmm21
	vxorps	%xmm5, %xmm5, %xmm5
	vsubps	%zmm8, %zmm7, %zmm8
	vmulps	%zmm8, %zmm7, %zmm7
	vsubps	%zmm8, %zmm28, %zmm8
	vdivps	%zmm8, %zmm7, %zmm7
	vaddps	%zmm0, %zmm0, %zmm8
	vmulps	%zmm22, %zmm8, %zmm8
	vsubps	39368(%rsp,%rcx), %zmm8, %zmm8
	vsubps	%zmm7, %zmm6, %zmm6
	vsubps	%zmm6, %zmm3, %zmm3
	vaddps	%zmm10, %zmm3, %zmm3
	vpaddd	%zmm15, %zmm4, %zmm6
	vpsrld	$1, %zmm6, %zmm6
	vpsubd	%zmm6, %zmm4, %zmm4
	vpslld	$23, %zmm4, %zmm4
	vpslld	$23, %zmm6, %zmm6
	vpaddd	%zmm16, %zmm6, %zmm6
	vmulps	%zmm6, %zmm3, %zmm3
	vpaddd	%zmm11, %zmm4, %zmm4
	vmulps	%zmm4, %zmm3, %zmm3
	vcmpunordps	%zmm5, %zmm2, %k1
	vmovaps	%zmm19, %zmm3 {%k1}
	vmulps	112(%rsp), %zmm3, %zmm2
	vaddps	%zmm2, %zmm8, %zmm2
	vcmpeqps	%zmm14, %zmm21, %k1
	vmovaps	%zmm27, %zmm3 {%k1} {z}
	vaddps	%zmm2, %zmm3, %zmm2
	vmulps	%zmm2, %zmm18, %zmm2
	vsubps	%zmm2, %zmm0, %zmm2
	vmulps	72136(%rsp,%rcx), %zmm13, %zmm3
	vaddps	%zmm2, %zmm3, %zmm2
	vandps	.LCPI0_72(%rip){1to16}, %zmm2, %zmm3
	vpcmpgtd	%zmm11, %zmm3, %k1
	vpbroadcastd	.LCPI0_69(%rip), %zmm3
	vmovdqa32	%zmm3, %zmm2 {%k1}
	vmovdqu64	%zmm2, 6600(%rsp,%rcx)
	vmovups	240(%rsp), %zmm0
	vsubps	%zmm9, %zmm0, %zmm2
	vmaxps	%zmm2, %zmm24, %zmm3
	vminps	%zmm3, %zmm29, %zmm3
	vmulps	%zmm20, %zmm3, %zmm4
	vaddps	%zmm12, %zmm4, %zmm4
	vaddps	.LCPI0_58(%rip){1to16}, %zmm4, %zmm5
	vmulps	%zmm26, %zmm5, %zmm6
	vsubps	%zmm6, %zmm3, %zmm3
	vmulps	%zmm25, %zmm5, %zmm5
	vsubps	%zmm5, %zmm3, %zmm6
	vmulps	%zmm6, %zmm6, %zmm7
	vmulps	%zmm23, %zmm7, %zmm8
	vaddps	%zmm30, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm8
	vaddps	%zmm31, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm8
	vaddps	%zmm17, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm8
	vaddps	%zmm1, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm7
	vmovdqa64	%zmm16, %zmm8
	vsubps	%zmm7, %zmm6, %zmm7
	vmulps	%zmm7, %zmm6, %zmm6
	vsubps	%zmm7, %zmm28, %zmm7
	vmovaps	%zmm1, %zmm28
	vdivps	%zmm7, %zmm6, %zmm6
	vmovups	1056(%rsp), %zmm7
	vsubps	%zmm6, %zmm5, %zmm5
	vmovups	1120(%rsp), %zmm6
	vsubps	%zmm5, %zmm3, %zmm3
	vaddps	%zmm10, %zmm3, %zmm3
	vpaddd	%zmm15, %zmm4, %zmm5
	vmovaps	%zmm19, %zmm15
	vmovaps	%zmm12, %zmm10
	vpsrld	$1, %zmm5, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	vpslld	$23, %zmm5, %zmm5
	vpaddd	%zmm16, %zmm5, %zmm5
	vmulps	%zmm5, %zmm3, %zmm3
	vpslld	$23, %zmm4, %zmm4
	vpaddd	%zmm11, %zmm4, %zmm4
	vmulps	%zmm4, %zmm3, %zmm3
	vxorps	%xmm1, %xmm1, %xmm1
	vcmpunordps	%zmm1, %zmm2, %k1
	vaddps	%zmm0, %zmm0, %zmm2
	vmulps	%zmm22, %zmm2, %zmm2
	vsubps	39432(%rsp,%rcx), %zmm2, %zmm2
	vmovaps	%zmm19, %zmm3 {%k1}
	vmulps	512(%rsp), %zmm3, %zmm3
	vaddps	%zmm3, %zmm2, %zmm2
	vcmpeqps	%zmm14, %zmm6, %k1
	vmovaps	%zmm27, %zmm14
	vmovaps	%zmm27, %zmm3 {%k1} {z}
	vaddps	%zmm2, %zmm3, %zmm2
	vmulps	%zmm2, %zmm18, %zmm2
	vsubps	%zmm2, %zmm0, %zmm2
	vbroadcastss	.LCPI0_72(%rip), %zmm0
	vbroadcastss	.LCPI0_58(%rip), %zmm12
	vmulps	72200(%rsp,%rcx), %zmm13, %zmm3
	vaddps	%zmm2, %zmm3, %zmm2
	vandps	%zmm0, %zmm2, %zmm3
	vpcmpgtd	%zmm11, %zmm3, %k1
	vpbroadcastd	.LCPI0_69(%rip), %zmm0
	vmovdqa32	%zmm0, %zmm2 {%k1}
	vmovdqu64	%zmm2, 6664(%rsp,%rcx)
	incq	%rdx
	addq	$256, %rcx
	cmpq	%rdx, %r10
	jne	.LBB0_46
	jmp	.LBB0_13
	.p2align	4
.LBB0_47:
	movq	-120(%rsp), %r10
	testq	%r10, %r10
	vpbroadcastd	.LCPI0_50(%rip), %zmm14
	vpbroadcastd	.LCPI0_68(%rip), %zmm3
	vbroadcastss	.LCPI0_69(%rip), %zmm6
	vbroadcastss	.LCPI0_71(%rip), %zmm7
	vbroadcastss	.LCPI0_72(%rip), %zmm8
	vmovups	1056(%rsp), %zmm13
	vmovups	1312(%rsp), %zmm28
	vbroadcastss	.LCPI0_70(%rip), %zmm9
	vbroadcastss	.LCPI0_55(%rip), %zmm23
	vmovaps	%zmm24, %zmm16
	vbroadcastss	.LCPI0_57(%rip), %zmm22
	vmovaps	%zmm17, %zmm20
	vbroadcastss	.LCPI0_58(%rip), %zmm11
	vbroadcastss	.LCPI0_65(%rip), %zmm17
	vbroadcastss	.LCPI0_78(%rip), %zmm24
	je	.LBB0_13
	vmovaps	%zmm15, %zmm10
	vmovaps	%zmm29, %zmm26
	vmovaps	%zmm30, %zmm15
	vmovaps	%zmm11, %zmm18
	vbroadcastss	.LCPI0_66(%rip), %zmm5
	vdivps	%zmm0, %zmm5, %zmm0
	vmovups	%zmm0, 176(%rsp)
	vdivps	%zmm1, %zmm5, %zmm0
	vmovups	%zmm0, 112(%rsp)
	vdivps	%zmm4, %zmm5, %zmm0
	vmovups	%zmm0, 368(%rsp)
	vdivps	%zmm2, %zmm5, %zmm0
	vmovups	%zmm0, 512(%rsp)
	movl	$192, %ecx
	xorl	%edx, %edx
	.p2align	4
.LBB0_49:
	vpxord	%xmm25, %xmm25, %xmm25
	vcvtusi2ss	%rdx, %xmm25, %xmm2
	vbroadcastss	%xmm2, %zmm1
	vmovdqa64	%zmm3, %zmm29
	vmovups	6472(%rsp,%rcx), %zmm3
	vmovups	6536(%rsp,%rcx), %zmm2
	vmovups	6600(%rsp,%rcx), %zmm0
	vmovups	%zmm0, 304(%rsp)
	vsubps	%zmm13, %zmm3, %zmm4
	vmovaps	%zmm6, %zmm19
	vbroadcastss	.LCPI0_54(%rip), %zmm5
	vmaxps	%zmm4, %zmm5, %zmm6
	vminps	%zmm6, %zmm23, %zmm6
	vmovaps	%zmm7, %zmm12
	vmulps	%zmm16, %zmm6, %zmm7
	vaddps	%zmm22, %zmm7, %zmm7
	vmovaps	%zmm8, %zmm21
	vaddps	%zmm18, %zmm7, %zmm8
	vmovaps	%zmm9, %zmm25
	vmulps	%zmm24, %zmm8, %zmm9
	vsubps	%zmm9, %zmm6, %zmm6
	vmulps	%zmm26, %zmm8, %zmm8
	vsubps	%zmm8, %zmm6, %zmm9
	vmulps	%zmm9, %zmm9, %zmm13
	vmovaps	%zmm28, %zmm30
	vmovaps	%zmm24, %zmm28
	vmovaps	%zmm26, %zmm24
	vmovaps	%zmm23, %zmm26
	vmovaps	%zmm18, %zmm23
	vmovaps	%zmm16, %zmm18
	vmovdqa64	%zmm14, %zmm16
	vmulps	%zmm27, %zmm13, %zmm14
	vaddps	%zmm15, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm31, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm20, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm17, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm9, %zmm13
	vmulps	%zmm13, %zmm9, %zmm9
	vmovaps	%zmm17, %zmm11
	vmovaps	%zmm31, %zmm17
	vmovaps	%zmm15, %zmm31
	vbroadcastss	.LCPI0_18(%rip), %zmm15
	vsubps	%zmm13, %zmm15, %zmm13
	vdivps	%zmm13, %zmm9, %zmm9
	vmovups	6664(%rsp,%rcx), %zmm0
	vmovups	%zmm0, 240(%rsp)
	vaddps	%zmm3, %zmm3, %zmm14
	vmulps	%zmm25, %zmm14, %zmm14
	vsubps	39240(%rsp,%rcx), %zmm14, %zmm14
	vsubps	%zmm9, %zmm8, %zmm8
	vsubps	%zmm8, %zmm6, %zmm6
	vbroadcastss	.LCPI0_66(%rip), %zmm0
	vaddps	%zmm0, %zmm6, %zmm6
	vpaddd	%zmm10, %zmm7, %zmm8
	vpsrld	$1, %zmm8, %zmm8
	vpsubd	%zmm8, %zmm7, %zmm7
	vpslld	$23, %zmm7, %zmm7
	vpslld	$23, %zmm8, %zmm8
	vpaddd	%zmm16, %zmm8, %zmm8
	vmulps	%zmm8, %zmm6, %zmm6
	vpaddd	%zmm29, %zmm7, %zmm7
	vmulps	%zmm7, %zmm6, %zmm6
	vxorps	%xmm7, %xmm7, %xmm7
	vcmpunordps	%zmm7, %zmm4, %k1
	vmovaps	%zmm19, %zmm6 {%k1}
	vmulps	176(%rsp), %zmm6, %zmm4
	vaddps	%zmm4, %zmm14, %zmm4
	vcmpeqps	1920(%rsp), %zmm1, %k1
	vmovaps	%zmm12, %zmm6 {%k1} {z}
	vaddps	%zmm4, %zmm6, %zmm4
	vmulps	1568(%rsp), %zmm4, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vandps	%zmm21, %zmm3, %zmm4
	vpcmpgtd	%zmm29, %zmm4, %k1
	vpbroadcastd	.LCPI0_69(%rip), %zmm4
	vmovdqa32	%zmm4, %zmm3 {%k1}
	vmovdqu64	%zmm3, 6472(%rsp,%rcx)
	vsubps	1632(%rsp), %zmm2, %zmm3
	vmaxps	%zmm3, %zmm5, %zmm4
	vminps	%zmm4, %zmm26, %zmm4
	vmulps	%zmm18, %zmm4, %zmm6
	vaddps	%zmm22, %zmm6, %zmm6
	vaddps	%zmm23, %zmm6, %zmm7
	vmulps	%zmm28, %zmm7, %zmm8
	vsubps	%zmm8, %zmm4, %zmm4
	vmulps	%zmm24, %zmm7, %zmm7
	vsubps	%zmm7, %zmm4, %zmm8
	vmulps	%zmm8, %zmm8, %zmm9
	vmulps	%zmm27, %zmm9, %zmm14
	vaddps	%zmm31, %zmm14, %zmm14
	vmulps	%zmm14, %zmm9, %zmm14
	vaddps	%zmm17, %zmm14, %zmm14
	vmulps	%zmm14, %zmm9, %zmm14
	vaddps	%zmm20, %zmm14, %zmm14
	vmulps	%zmm14, %zmm9, %zmm14
	vaddps	%zmm11, %zmm14, %zmm14
	vmulps	%zmm14, %zmm9, %zmm9
	vmovdqa64	%zmm16, %zmm14
	vmovaps	%zmm18, %zmm16
	vmovaps	%zmm23, %zmm18
	vmovaps	%zmm26, %zmm23
	vmovaps	%zmm24, %zmm26
	vmovaps	%zmm28, %zmm24
	vmovaps	%zmm30, %zmm28
	vsubps	%zmm9, %zmm8, %zmm9
	vmulps	%zmm9, %zmm8, %zmm8
	vsubps	%zmm9, %zmm15, %zmm9
	vdivps	%zmm9, %zmm8, %zmm8
	vaddps	%zmm2, %zmm2, %zmm9
	vmulps	%zmm25, %zmm9, %zmm9
	vsubps	39304(%rsp,%rcx), %zmm9, %zmm9
	vsubps	%zmm8, %zmm7, %zmm7
	vsubps	%zmm7, %zmm4, %zmm4
	vaddps	%zmm0, %zmm4, %zmm4
	vpaddd	%zmm10, %zmm6, %zmm7
	vpsrld	$1, %zmm7, %zmm7
	vpsubd	%zmm7, %zmm6, %zmm6
	vpslld	$23, %zmm6, %zmm6
	vpslld	$23, %zmm7, %zmm7
	vpaddd	%zmm14, %zmm7, %zmm7
	vmulps	%zmm7, %zmm4, %zmm4
	vpaddd	%zmm29, %zmm6, %zmm6
	vmulps	%zmm6, %zmm4, %zmm4
	vxorps	%xmm6, %xmm6, %xmm6
	vcmpunordps	%zmm6, %zmm3, %k1
	vmovaps	%zmm19, %zmm4 {%k1}
	vmulps	112(%rsp), %zmm4, %zmm3
	vaddps	%zmm3, %zmm9, %zmm3
	vcmpeqps	1376(%rsp), %zmm1, %k1
	vmovaps	%zmm1, %zmm13
	vmovaps	%zmm12, %zmm4 {%k1} {z}
	vaddps	%zmm3, %zmm4, %zmm3
	vmulps	1568(%rsp), %zmm3, %zmm3
	vsubps	%zmm3, %zmm2, %zmm2
	vandps	%zmm21, %zmm2, %zmm3
	vpcmpgtd	%zmm29, %zmm3, %k1
	vpbroadcastd	.LCPI0_69(%rip), %zmm3
	vmovdqa32	%zmm3, %zmm2 {%k1}
	vmovdqu64	%zmm2, 6536(%rsp,%rcx)
	vmovups	304(%rsp), %zmm1
	vsubps	1440(%rsp), %zmm1, %zmm2
	vmaxps	%zmm2, %zmm5, %zmm3
	vminps	%zmm3, %zmm23, %zmm3
	vmulps	%zmm16, %zmm3, %zmm4
	vaddps	%zmm22, %zmm4, %zmm4
	vaddps	%zmm18, %zmm4, %zmm6
	vmulps	%zmm24, %zmm6, %zmm7
	vsubps	%zmm7, %zmm3, %zmm3
	vmulps	%zmm26, %zmm6, %zmm6
	vsubps	%zmm6, %zmm3, %zmm7
	vmulps	%zmm7, %zmm7, %zmm8
	vmulps	%zmm27, %zmm8, %zmm9
	vaddps	%zmm31, %zmm9, %zmm9
	vmulps	%zmm9, %zmm8, %zmm9
	vaddps	%zmm17, %zmm9, %zmm9
	vmulps	%zmm9, %zmm8, %zmm9
	vaddps	%zmm20, %zmm9, %zmm9
	vmulps	%zmm9, %zmm8, %zmm9
	vaddps	%zmm11, %zmm9, %zmm9
	vmulps	%zmm9, %zmm8, %zmm8
	vxorps	%xmm9, %xmm9, %xmm9
	vsubps	%zmm8, %zmm7, %zmm8
	vmulps	%zmm8, %zmm7, %zmm7
	vsubps	%zmm8, %zmm15, %zmm8
	vdivps	%zmm8, %zmm7, %zmm7
	vaddps	%zmm1, %zmm1, %zmm8
	vmulps	%zmm25, %zmm8, %zmm8
	vsubps	39368(%rsp,%rcx), %zmm8, %zmm8
	vsubps	%zmm7, %zmm6, %zmm6
	vsubps	%zmm6, %zmm3, %zmm3
	vaddps	%zmm0, %zmm3, %zmm3
	vpaddd	%zmm10, %zmm4, %zmm6
	vpsrld	$1, %zmm6, %zmm6
	vpsubd	%zmm6, %zmm4, %zmm4
	vpslld	$23, %zmm4, %zmm4
	vpslld	$23, %zmm6, %zmm6
	vpaddd	%zmm14, %zmm6, %zmm6
	vmulps	%zmm6, %zmm3, %zmm3
	vpaddd	%zmm29, %zmm4, %zmm4
	vmulps	%zmm4, %zmm3, %zmm3
	vcmpunordps	%zmm9, %zmm2, %k1
	vmovaps	%zmm19, %zmm3 {%k1}
	vmulps	368(%rsp), %zmm3, %zmm2
	vaddps	%zmm2, %zmm8, %zmm2
	vcmpeqps	%zmm13, %zmm30, %k1
	vmovaps	%zmm12, %zmm3 {%k1} {z}
	vaddps	%zmm2, %zmm3, %zmm2
	vmulps	1568(%rsp), %zmm2, %zmm2
	vsubps	%zmm2, %zmm1, %zmm2
	vandps	%zmm21, %zmm2, %zmm3
	vpcmpgtd	%zmm29, %zmm3, %k1
	vpbroadcastd	.LCPI0_69(%rip), %zmm3
	vmovdqa32	%zmm3, %zmm2 {%k1}
	vmovdqu64	%zmm2, 6600(%rsp,%rcx)
	vmovups	240(%rsp), %zmm1
	vsubps	1504(%rsp), %zmm1, %zmm2
	vmaxps	%zmm2, %zmm5, %zmm3
	vminps	%zmm3, %zmm23, %zmm3
	vmulps	%zmm16, %zmm3, %zmm4
	vaddps	%zmm22, %zmm4, %zmm4
	vaddps	%zmm18, %zmm4, %zmm5
	vmulps	%zmm24, %zmm5, %zmm6
	vsubps	%zmm6, %zmm3, %zmm3
	vmulps	%zmm26, %zmm5, %zmm5
	vsubps	%zmm5, %zmm3, %zmm6
	vmulps	%zmm6, %zmm6, %zmm7
	vmulps	%zmm27, %zmm7, %zmm8
	vaddps	%zmm31, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm8
	vaddps	%zmm17, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm8
	vaddps	%zmm20, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm8
	vaddps	%zmm11, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm7
	vmovaps	%zmm21, %zmm8
	vmovups	1120(%rsp), %zmm21
	vsubps	%zmm7, %zmm6, %zmm7
	vmulps	%zmm7, %zmm6, %zmm6
	vsubps	%zmm7, %zmm15, %zmm7
	vmovaps	%zmm31, %zmm15
	vmovaps	%zmm17, %zmm31
	vmovaps	%zmm11, %zmm17
	vdivps	%zmm7, %zmm6, %zmm6
	vmovaps	%zmm12, %zmm7
	vsubps	%zmm6, %zmm5, %zmm5
	vmovaps	%zmm19, %zmm6
	vsubps	%zmm5, %zmm3, %zmm3
	vaddps	%zmm0, %zmm3, %zmm3
	vpaddd	%zmm10, %zmm4, %zmm5
	vpsrld	$1, %zmm5, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	vpslld	$23, %zmm5, %zmm5
	vpaddd	%zmm14, %zmm5, %zmm5
	vmulps	%zmm5, %zmm3, %zmm3
	vpslld	$23, %zmm4, %zmm4
	vpaddd	%zmm29, %zmm4, %zmm4
	vmulps	%zmm4, %zmm3, %zmm3
	vcmpunordps	%zmm9, %zmm2, %k1
	vmovaps	%zmm25, %zmm9
	vaddps	%zmm1, %zmm1, %zmm2
	vmulps	%zmm25, %zmm2, %zmm2
	vsubps	39432(%rsp,%rcx), %zmm2, %zmm2
	vmovaps	%zmm19, %zmm3 {%k1}
	vmulps	512(%rsp), %zmm3, %zmm3
	vaddps	%zmm3, %zmm2, %zmm2
	vcmpeqps	%zmm13, %zmm21, %k1
	vmovups	1568(%rsp), %zmm12
	vmovaps	%zmm7, %zmm3 {%k1} {z}
	vaddps	%zmm2, %zmm3, %zmm2
	vmulps	%zmm2, %zmm12, %zmm2
	vsubps	%zmm2, %zmm1, %zmm2
	vmovups	1056(%rsp), %zmm13
	vandps	%zmm8, %zmm2, %zmm3
	vpcmpgtd	%zmm29, %zmm3, %k1
	vmovdqa64	%zmm29, %zmm3
	vpbroadcastd	.LCPI0_69(%rip), %zmm0
	vmovdqa32	%zmm0, %zmm2 {%k1}
	vmovdqu64	%zmm2, 6664(%rsp,%rcx)
	incq	%rdx
	addq	$256, %rcx
	cmpq	%rdx, %r10
	jne	.LBB0_49
	jmp	.LBB0_13
.LBB0_50:
	vmovss	-104(%rsp), %xmm3
	vmulss	-8(%rsp), %xmm3, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vpxor	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	vmovaps	%xmm0, 16(%rsp)
	vmulss	-4(%rsp), %xmm3, %xmm3
	vmovss	%xmm3, -104(%rsp)
	cmpb	$0, -16(%rsp)
	je	.LBB0_16
	jmp	.LBB0_20
	.p2align	4
.LBB0_51:
	cmpq	$0, -120(%rsp)
	sete	%al
	cmpq	$0, -40(%rsp)
	sete	%cl
	orb	%al, %cl
	jne	.LBB0_7
	movq	-56(%rsp), %r11
	imulq	-120(%rsp), %r11
	cmpq	$1, %r11
	jne	.LBB0_54
	xorl	%ecx, %ecx
	jmp	.LBB0_63
	.p2align	4
.LBB0_54:
	movq	%r11, -56(%rsp)
	andl	$16382, %r11d
	xorl	%ecx, %ecx
	movq	-120(%rsp), %r15
	jmp	.LBB0_57
	.p2align	4
.LBB0_55:
	xorl	%edx, %edx
	divq	%r14
.LBB0_56:
	movq	%r14, %r15
	cmpq	-40(%rsp), %rax
	movq	%rbx, %r10
	cmovbq	%rax, %r10
	addq	%rdi, %r10
	movq	%rdx, %r14
	shlq	$8, %r14
	addq	%rsp, %r14
	addq	$6664, %r14
	vmovss	(%r14,%rax,4), %xmm0
	imulq	%r15, %r10
	movq	-64(%rsp), %r14
	leaq	(%r14,%r10,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r11
	je	.LBB0_62
.LBB0_57:
	movq	%rcx, %rax
	orq	%r15, %rax
	shrq	$32, %rax
	movq	%r15, %r14
	je	.LBB0_59
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r14
	jmp	.LBB0_60
	.p2align	4
.LBB0_59:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r14d
.LBB0_60:
	cmpq	-40(%rsp), %rax
	movq	%rbx, %r10
	cmovbq	%rax, %r10
	addq	%rdi, %r10
	imulq	%r14, %r10
	movq	%rdx, %r14
	shlq	$8, %r14
	addq	%rsp, %r14
	addq	$6664, %r14
	vmovss	(%r14,%rax,4), %xmm0
	movq	-120(%rsp), %r14
	movq	-64(%rsp), %rax
	leaq	(%rax,%r10,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	leaq	1(%rcx), %rax
	movq	%rax, %rdx
	orq	%r14, %rdx
	shrq	$32, %rdx
	jne	.LBB0_55
	xorl	%edx, %edx
	divl	%r14d
	jmp	.LBB0_56
	.p2align	4
.LBB0_62:
	testb	$1, -56(%rsp)
	je	.LBB0_7
.LBB0_63:
	movq	%rcx, %rax
	movq	-120(%rsp), %r10
	orq	%r10, %rax
	shrq	$32, %rax
	jne	.LBB0_5
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r10d
	jmp	.LBB0_6
.LBB0_65:
	cmpq	%r9, %rax
	jbe	.LBB0_180
	cmpq	$0, 72(%rsp)
	je	.LBB0_180
	movq	16(%rdi), %rbp
	movq	-120(%rsp), %rax
	leaq	(,%rax,4), %r11
	leaq	(%r11,%r11,2), %rdx
	movq	%r11, 440(%rsp)
	movq	%rdx, -56(%rsp)
	movq	%rax, %rcx
	andq	$-4, %rcx
	movq	%rcx, %r8
	movq	%rcx, -80(%rsp)
	movq	%rax, %r12
	shrq	$2, %r12
	movq	-96(%rsp), %rcx
	shrq	$32, %rcx
	movq	%r9, %rsi
	imulq	%rax, %rsi
	movq	%rsi, %r10
	movq	%rsi, 304(%rsp)
	leaq	(,%r9,4), %rsi
	leaq	4(,%r9,4), %rdi
	imulq	%rax, %rdi
	movq	%rdi, 752(%rsp)
	movq	%rax, %rdi
	shlq	$4, %rdi
	addq	%rbp, %rdi
	movq	%rdi, 744(%rsp)
	movq	%rdx, %rdi
	negq	%rdi
	movq	%rdi, 3456(%rsp)
	movl	$12, %edi
	subq	%rsi, %rdi
	imulq	%rax, %rdi
	addq	%rbp, %rdi
	subq	%r14, %rdi
	movq	%rdi, 736(%rsp)
	movq	%r11, %rsi
	negq	%rsi
	movq	%rsi, 728(%rsp)
	leaq	(%r14,%r10,4), %rsi
	movq	%rbp, %rdi
	movq	%rsi, 240(%rsp)
	subq	%rsi, %rdi
	movq	%rdi, 720(%rsp)
	leaq	-1(%r8), %rdi
	movq	%rdi, %rdx
	shrq	%rdx
	movq	%rdx, 112(%rsp)
	leaq	-1(%r12), %r8
	movq	%r9, %r15
	movq	%r8, %r9
	shlq	$4, %r9
	leaq	(,%rax,8), %rdx
	leaq	(%rdx,%rbp), %rax
	leaq	(%rdx,%rbp), %rsi
	addq	$4, %rsi
	leaq	(%r9,%rax), %r10
	addq	$4, %r10
	cmpq	%rsi, %r10
	setb	%r10b
	shrq	$60, %r8
	setne	%r8b
	leaq	(%rdx,%rbp), %r11
	addq	$8, %r11
	movq	%rdx, 176(%rsp)
	leaq	(%r9,%rax), %rbx
	addq	$8, %rbx
	cmpq	%r11, %rbx
	setb	%r11b
	orb	%r10b, %r11b
	addq	%rax, %r9
	addq	$12, %r9
	movq	%rax, -72(%rsp)
	leaq	(%rdx,%rbp), %r10
	addq	$12, %r10
	movq	%r10, 856(%rsp)
	cmpq	%r10, %r9
	movq	%r15, %r9
	setb	%r10b
	orb	%r8b, %r10b
	orb	%r11b, %r10b
	movb	%r10b, -106(%rsp)
	movq	-32(%rsp), %r10
	movabsq	$2305843009213693920, %r11
	movq	%r12, %rdx
	andq	%r11, %rdx
	movq	%rdx, 48(%rsp)
	orq	$24, %r11
	movq	%r12, 56(%rsp)
	andq	%r12, %r11
	movabsq	$4611686018427387840, %r15
	leaq	63(%r15), %r8
	cmpq	%r8, %rdi
	seta	%dil
	movq	112(%rsp), %rbx
	leaq	(%rax,%rbx,8), %r8
	addq	$4, %r8
	movq	%rsi, 488(%rsp)
	cmpq	%rsi, %r8
	setb	%r8b
	orb	%dil, %r8b
	movb	%r8b, -107(%rsp)
	movl	$3449720151, %edi
	leaq	1993301258(%rcx), %r8
	leaq	842468239(%rcx), %r12
	leaq	1684936478(%rcx), %rax
	movq	%rax, 1376(%rsp)
	leaq	534103459(%rcx), %rax
	movq	%rax, 1120(%rsp)
	leal	-1767562579(%rcx), %edx
	movl	%edx, 1856(%rsp)
	leaq	-305585874(%rcx,%rdi), %rsi
	movq	%rsi, 496(%rsp)
	leaq	536882365(%rcx,%rdi), %r13
	movq	%r13, 1440(%rsp)
	leaq	-613950654(%rcx,%rdi), %rax
	movq	%rax, 1056(%rsp)
	leaq	228517585(%rcx,%rdi), %rdx
	leaq	1(%rbx), %rbx
	movq	440(%rsp), %rsi
	movq	-96(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 2816(%rsp)
	leaq	-795284382(%rax,%rdi), %rcx
	movq	%rcx, 88(%rsp)
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 4160(%rsp)
	leaq	1013904242(%rax), %rcx
	movq	%rcx, 1792(%rsp)
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 2752(%rsp)
	movq	%r8, 104(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 4096(%rsp)
	leaq	218619860(%rax,%rdi), %rcx
	movq	%rcx, 3264(%rsp)
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 2688(%rsp)
	movq	%r12, 1504(%rsp)
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 2624(%rsp)
	movq	1376(%rsp), %r12
	leaq	2027808484(%rax), %rcx
	movq	%rcx, 3200(%rsp)
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 1632(%rsp)
	vpbroadcastq	%r13, %zmm0
	vmovdqu64	%zmm0, 2176(%rsp)
	leaq	387276957(%rax), %r13
	movq	%rax, %rcx
	movq	%r13, 3136(%rsp)
	vpbroadcastq	%r13, %zmm0
	vmovdqu64	%zmm0, 2112(%rsp)
	movq	1056(%rsp), %r13
	vpbroadcastq	%r13, %zmm0
	vmovdqu64	%zmm0, 2560(%rsp)
	leaq	-408007425(%rax,%rdi), %rax
	movq	%rax, 3072(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4288(%rsp)
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 4224(%rsp)
	leaq	1401181199(%rcx), %rax
	movq	%rax, 3008(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 2496(%rsp)
	movq	1120(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 2432(%rsp)
	leaq	605896817(%rcx,%rdi), %rdi
	movq	%rdi, 2944(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3520(%rsp)
	movq	%rdx, 1920(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 4032(%rsp)
	leal	-1879881855(%rcx), %eax
	movl	%eax, 2880(%rsp)
	vpbroadcastd	%eax, %ymm5
	movl	1856(%rsp), %eax
	vpbroadcastd	%eax, %ymm6
	movq	48(%rsp), %r8
	vpbroadcastq	%r8, %zmm0
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vporq	%zmm1, %zmm0, %zmm0
	vmovdqu64	%zmm0, 3968(%rsp)
	movq	%rbx, %rdx
	andq	%r15, %rdx
	orq	$56, %r15
	movq	%rbx, 96(%rsp)
	andq	%rbx, %r15
	movq	-120(%rsp), %rax
	andq	$-16, %rax
	vpbroadcastd	%xmm8, %zmm17
	movq	%rax, -104(%rsp)
	vpbroadcastq	%rax, %ymm0
	vpor	%ymm1, %ymm0, %ymm0
	vmovdqu	%ymm0, 1696(%rsp)
	movq	176(%rsp), %rax
	leaq	384(%rbp,%rax), %rax
	movq	%rax, 480(%rsp)
	movq	%r11, 792(%rsp)
	movq	%r11, %rax
	movq	1792(%rsp), %rdi
	subq	%r8, %rax
	movq	%rax, 784(%rsp)
	movq	%rsi, %rax
	andq	$-512, %rax
	addq	-72(%rsp), %rax
	movq	%rax, 776(%rsp)
	vpbroadcastq	.LCPI0_1(%rip), %zmm4
	movq	%r9, %rax
	imulq	%r10, %rax
	movq	%rax, 448(%rsp)
	vpbroadcastq	.LCPI0_2(%rip), %zmm13
	movq	304(%rsp), %r8
	leaq	(,%r8,4), %rax
	movq	%rax, 712(%rsp)
	movq	32(%rsp), %rcx
	leaq	(%rcx,%r8,4), %rbx
	vpxor	%xmm2, %xmm2, %xmm2
	vmovdqa64	.LCPI0_0(%rip), %zmm10
	movq	-120(%rsp), %rax
	leaq	(%rbp,%rax,8), %rax
	movq	%rax, 40(%rsp)
	movq	-56(%rsp), %r8
	leaq	(%rbp,%r8), %rcx
	movq	-80(%rsp), %r11
	leaq	1(%r11), %rax
	movq	%rax, 472(%rsp)
	leaq	2(%r11), %rax
	movq	%rax, 464(%rsp)
	movq	%rdx, 456(%rsp)
	leaq	(%rdx,%rdx), %rax
	movq	%rax, 824(%rsp)
	movq	%r15, 808(%rsp)
	leaq	(%r15,%r15), %rax
	movq	%rax, 800(%rsp)
	movq	%rcx, %r15
	leaq	(%r8,%rbp), %rax
	addq	$4, %rax
	movq	%rax, 1728(%rsp)
	xorl	%ecx, %ecx
	movl	$1, %edx
	vxorps	%xmm24, %xmm24, %xmm24
	vmovdqa64	.LCPI0_9(%rip), %zmm19
	vmovdqa64	.LCPI0_10(%rip), %zmm20
	vmovss	.LCPI0_11(%rip), %xmm1
	vmovss	.LCPI0_12(%rip), %xmm12
	vmovss	.LCPI0_19(%rip), %xmm16
	vmovsd	.LCPI0_27(%rip), %xmm22
	movq	%r15, 304(%rsp)
	vmovdqa	%xmm8, 16(%rsp)
	vmovdqu	%ymm5, 2304(%rsp)
	vmovdqu	%ymm6, 2240(%rsp)
	vmovdqu64	%zmm17, 1984(%rsp)
	jmp	.LBB0_69
	.p2align	4
.LBB0_68:
	movq	768(%rsp), %r9
	incq	%r9
	movq	760(%rsp), %rcx
	incq	%rcx
	movq	%r10, %rax
	movq	-32(%rsp), %r10
	addq	%r10, 448(%rsp)
	movq	440(%rsp), %rsi
	addq	%rsi, %rax
	movq	%rax, 240(%rsp)
	addq	%rsi, %rbx
	cmpq	80(%rsp), %r9
	movq	1792(%rsp), %rdi
	vpbroadcastq	.LCPI0_1(%rip), %zmm4
	je	.LBB0_180
.LBB0_69:
	movq	%rbx, 2048(%rsp)
	movq	%rdi, %rbx
	movq	728(%rsp), %rdi
	imulq	%rcx, %rdi
	movq	736(%rsp), %rax
	addq	%rdi, %rax
	movq	%rax, 3392(%rsp)
	addq	720(%rsp), %rdi
	movq	%rdi, -40(%rsp)
	movq	%rcx, 760(%rsp)
	imulq	%rcx, %rsi
	movq	712(%rsp), %rax
	leaq	(%rax,%rsi), %rdi
	leaq	(%r14,%rdi), %rax
	addq	752(%rsp), %rsi
	leaq	(%r14,%rsi), %rcx
	movq	32(%rsp), %r8
	addq	%r8, %rdi
	addq	%r8, %rsi
	movq	%r9, %r8
	imulq	-120(%rsp), %r8
	movq	%r9, 768(%rsp)
	imulq	%r10, %r9
	movq	56(%rsp), %r10
	leaq	(%r9,%r10), %r14
	movl	%r14d, %r12d
	movl	$3449720151, %r10d
	leaq	78811644(%r10), %r11
	movq	%r11, -48(%rsp)
	imulq	%r11, %r12
	xorq	-96(%rsp), %r14
	xorq	%r12, %r14
	shrq	$32, %r14
	imulq	%r10, %r14
	movq	%r14, %r10
	shrq	$32, %r10
	xorq	88(%rsp), %r10
	movq	%r10, 832(%rsp)
	vpbroadcastq	%r9, %zmm3
	vmovdqu64	%zmm3, 2368(%rsp)
	xorq	496(%rsp), %r12
	movq	%r12, 840(%rsp)
	xorq	%rbx, %r14
	movq	%r14, 848(%rsp)
	cmpq	%rsi, %rax
	setb	%r9b
	cmpq	%rcx, %rdi
	setb	%r10b
	andb	%r9b, %r10b
	cmpq	%r15, %rax
	setb	%r9b
	cmpq	%rcx, 40(%rsp)
	setb	%r11b
	andb	%r9b, %r11b
	orb	%r10b, %r11b
	movq	744(%rsp), %r10
	cmpq	%r10, %rax
	setb	%r9b
	cmpq	%rcx, %r15
	setb	%r14b
	andb	%r9b, %r14b
	orb	%r11b, %r14b
	movb	%r14b, -105(%rsp)
	cmpq	%rsi, %rax
	setb	%sil
	cmpq	%rcx, %rdi
	setb	%dil
	andb	%sil, %dil
	cmpq	%r10, %rax
	setb	%al
	cmpq	%rcx, %r15
	movq	-64(%rsp), %rcx
	leaq	(%rcx,%r8,4), %rcx
	movq	%rcx, 928(%rsp)
	movq	32(%rsp), %rcx
	leaq	(%rcx,%r8,4), %rcx
	movq	%rcx, 816(%rsp)
	vpaddq	%zmm4, %zmm3, %zmm4
	vmovdqu64	%zmm4, 3712(%rsp)
	vpaddq	%zmm13, %zmm3, %zmm4
	vmovdqu64	%zmm4, 3648(%rsp)
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm3, %zmm3
	vmovdqu64	%zmm3, 3584(%rsp)
	setb	%cl
	andb	%al, %cl
	orb	%dil, %cl
	movb	%cl, -108(%rsp)
	movq	$0, -16(%rsp)
	vmovss	4(%rsp), %xmm3
	vmovss	%xmm3, (%rsp)
	vmovss	8(%rsp), %xmm28
	movq	240(%rsp), %r10
	jmp	.LBB0_71
	.p2align	4
.LBB0_70:
	movq	-16(%rsp), %rcx
	incq	%rcx
	movq	%rcx, -16(%rsp)
	cmpq	72(%rsp), %rcx
	vmovss	.LCPI0_11(%rip), %xmm1
	vmovss	.LCPI0_12(%rip), %xmm12
	vmovss	.LCPI0_19(%rip), %xmm16
	je	.LBB0_68
.LBB0_71:
	cmpl	$0, 12(%rsp)
	jne	.LBB0_179
	movq	-120(%rsp), %rbx
	cmpl	$0, -84(%rsp)
	vmovaps	%xmm28, 1312(%rsp)
	je	.LBB0_99
.LBB0_73:
	movq	504(%rsp), %rax
	movq	-16(%rsp), %rdi
	addq	%rax, %rdi
	movq	%rdi, %r9
	shrq	$32, %r9
	movl	$3449720151, %eax
	imulq	%rax, %r9
	movq	%r9, %rax
	shrq	$32, %rax
	movq	%rdi, 64(%rsp)
	movq	-96(%rsp), %r15
	xorl	%r15d, %edi
	movq	%rax, 3328(%rsp)
	xorl	%eax, %edi
	movq	-48(%rsp), %r8
	imulq	%r8, %rdi
	movq	%rdi, %r10
	shrq	$32, %r10
	xorq	496(%rsp), %r10
	cmpb	$0, -106(%rsp)
	vmovdqu64	4288(%rsp), %zmm14
	vmovdqu64	4224(%rsp), %zmm6
	movq	%r9, -24(%rsp)
	movq	%rdi, 176(%rsp)
	je	.LBB0_77
	xorl	%eax, %eax
	movq	%r15, %r14
	movl	$3449720151, %r13d
	movq	%r8, %r15
	movq	%r10, %r12
.LBB0_75:
	movq	-24(%rsp), %rsi
	xorq	88(%rsp), %rsi
	movq	176(%rsp), %rcx
	xorq	104(%rsp), %rcx
	movq	%rcx, 176(%rsp)
	movq	56(%rsp), %r8
	subq	%rax, %r8
	movq	448(%rsp), %rcx
	leaq	(%rcx,%rax), %r10
	shlq	$4, %rax
	addq	856(%rsp), %rax
	.p2align	4
.LBB0_76:
	movl	%r10d, %r11d
	imulq	%r15, %r11
	movq	%r10, %rbx
	xorq	%r14, %rbx
	xorq	%r11, %rbx
	shrq	$32, %rbx
	imulq	%r13, %rbx
	movq	%r14, %rdi
	movq	%rbx, %r14
	shrq	$32, %r14
	xorl	%esi, %r14d
	xorl	%r12d, %r11d
	imulq	%r15, %r14
	imulq	%r13, %r11
	movq	%r11, %rcx
	shrq	$32, %rcx
	movq	1792(%rsp), %r9
	xorl	%ecx, %r9d
	movq	%r14, %rcx
	shrq	$32, %rcx
	xorl	%r9d, %ebx
	xorl	176(%rsp), %ecx
	imulq	%r15, %rbx
	imulq	%r13, %rcx
	movq	%rcx, %r9
	shrq	$32, %r9
	xorl	3264(%rsp), %r11d
	xorl	%r9d, %r11d
	movq	%rbx, %r9
	shrq	$32, %r9
	xorl	1504(%rsp), %r14d
	xorl	%r9d, %r14d
	imulq	%r15, %r11
	imulq	%r13, %r14
	movq	%r14, %r9
	shrq	$32, %r9
	xorl	3200(%rsp), %ecx
	xorl	%r9d, %ecx
	movq	%r11, %r9
	xorl	1440(%rsp), %ebx
	shrq	$32, %r9
	xorl	%r9d, %ebx
	imulq	%r15, %rcx
	imulq	%r13, %rbx
	movq	%rbx, %r9
	shrq	$32, %r9
	xorl	3136(%rsp), %r14d
	xorl	%r9d, %r14d
	movq	%rcx, %r9
	shrq	$32, %r9
	xorl	1056(%rsp), %r11d
	xorl	%r9d, %r11d
	imulq	%r15, %r14
	imulq	%r13, %r11
	movq	%r11, %r9
	shrq	$32, %r9
	xorl	3072(%rsp), %ebx
	xorl	%r9d, %ebx
	movq	%r14, %r9
	shrq	$32, %r9
	xorl	1376(%rsp), %ecx
	xorl	%r9d, %ecx
	imulq	%r15, %rbx
	imulq	%r13, %rcx
	movq	%rcx, %r9
	shrq	$32, %r9
	xorl	3008(%rsp), %r11d
	xorl	%r9d, %r11d
	movq	%rbx, %r9
	shrq	$32, %r9
	xorl	1120(%rsp), %r14d
	xorl	%r9d, %r14d
	imulq	%r15, %r11
	imulq	%r13, %r14
	movq	%r14, %r9
	shrq	$32, %r9
	xorl	2944(%rsp), %ecx
	xorl	%r9d, %ecx
	movq	%r11, %r9
	shrq	$32, %r9
	xorl	1920(%rsp), %ebx
	xorl	%r9d, %ebx
	imulq	%r15, %rcx
	imulq	%r13, %rbx
	movq	%rbx, %r9
	shrq	$32, %r9
	xorl	2880(%rsp), %r14d
	xorl	%r9d, %r14d
	movq	%rcx, %r9
	shrq	$32, %r9
	xorl	1856(%rsp), %r11d
	xorl	%r9d, %r11d
	movl	%r14d, -12(%rax)
	movq	%rdi, %r14
	movl	%ebx, -8(%rax)
	movl	%r11d, -4(%rax)
	movl	%ecx, (%rax)
	addq	$16, %rax
	incq	%r10
	decq	%r8
	jne	.LBB0_76
	jmp	.LBB0_84
	.p2align	4
.LBB0_77:
	vpbroadcastq	%r9, %zmm3
	vpxorq	4160(%rsp), %zmm3, %zmm0
	vmovdqu64	%zmm0, 112(%rsp)
	vpbroadcastq	%rdi, %zmm3
	vpxorq	4096(%rsp), %zmm3, %zmm0
	vmovdqu64	%zmm0, 368(%rsp)
	movq	%r10, %r9
	vpbroadcastq	%r10, %zmm13
	movq	480(%rsp), %rax
	movq	48(%rsp), %r8
	vmovdqa64	.LCPI0_0(%rip), %zmm15
	vmovdqu64	4032(%rsp), %zmm31
	vpbroadcastq	.LCPI0_4(%rip), %zmm1
	vpbroadcastq	.LCPI0_5(%rip), %zmm0
	vmovdqu64	2752(%rsp), %zmm28
	.p2align	4
.LBB0_78:
	vpaddq	2368(%rsp), %zmm15, %zmm3
	vpaddq	3712(%rsp), %zmm15, %zmm4
	vpaddq	3648(%rsp), %zmm15, %zmm5
	vpaddq	3584(%rsp), %zmm15, %zmm7
	vpmuludq	%zmm1, %zmm3, %zmm8
	vpmuludq	%zmm1, %zmm4, %zmm9
	vpmuludq	%zmm1, %zmm5, %zmm10
	vpmuludq	%zmm1, %zmm7, %zmm11
	vmovdqu64	2816(%rsp), %zmm12
	vpternlogq	$150, %zmm12, %zmm8, %zmm3
	vpternlogq	$150, %zmm12, %zmm9, %zmm4
	vpternlogq	$150, %zmm12, %zmm10, %zmm5
	vpternlogq	$150, %zmm12, %zmm11, %zmm7
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm7, %zmm7
	vpmuludq	%zmm0, %zmm3, %zmm3
	vpmuludq	%zmm0, %zmm4, %zmm4
	vpmuludq	%zmm0, %zmm5, %zmm5
	vpmuludq	%zmm0, %zmm7, %zmm7
	vpsrlq	$32, %zmm3, %zmm12
	vpsrlq	$32, %zmm4, %zmm16
	vpsrlq	$32, %zmm5, %zmm17
	vpsrlq	$32, %zmm7, %zmm18
	vmovdqu64	112(%rsp), %zmm22
	vpxorq	%zmm22, %zmm12, %zmm12
	vpxorq	%zmm22, %zmm16, %zmm16
	vpxorq	%zmm22, %zmm17, %zmm17
	vpxorq	%zmm8, %zmm13, %zmm21
	vpxorq	%zmm9, %zmm13, %zmm9
	vpxorq	%zmm10, %zmm13, %zmm10
	vpxorq	%zmm22, %zmm18, %zmm8
	vpxorq	%zmm11, %zmm13, %zmm11
	vpmuludq	%zmm1, %zmm12, %zmm18
	vpmuludq	%zmm1, %zmm16, %zmm22
	vpmuludq	%zmm1, %zmm17, %zmm16
	vpmuludq	%zmm1, %zmm8, %zmm8
	vpsrlq	$32, %zmm18, %zmm12
	vpsrlq	$32, %zmm22, %zmm17
	vpmuludq	%zmm0, %zmm21, %zmm21
	vpmuludq	%zmm0, %zmm9, %zmm9
	vpmuludq	%zmm0, %zmm10, %zmm10
	vpmuludq	%zmm0, %zmm11, %zmm11
	vpsrlq	$32, %zmm16, %zmm23
	vpsrlq	$32, %zmm21, %zmm25
	vpsrlq	$32, %zmm9, %zmm26
	vpternlogq	$150, %zmm28, %zmm3, %zmm25
	vpsrlq	$32, %zmm10, %zmm3
	vpternlogq	$150, %zmm28, %zmm4, %zmm26
	vpsrlq	$32, %zmm8, %zmm4
	vpternlogq	$150, %zmm28, %zmm5, %zmm3
	vpsrlq	$32, %zmm11, %zmm27
	vpternlogq	$150, %zmm28, %zmm7, %zmm27
	vmovdqu64	368(%rsp), %zmm5
	vpxorq	%zmm5, %zmm12, %zmm7
	vpxorq	%zmm5, %zmm17, %zmm28
	vpxorq	%zmm5, %zmm23, %zmm23
	vpxorq	%zmm5, %zmm4, %zmm29
	vpmuludq	%zmm1, %zmm25, %zmm17
	vpmuludq	%zmm1, %zmm26, %zmm12
	vpmuludq	%zmm1, %zmm3, %zmm5
	vpmuludq	%zmm1, %zmm27, %zmm4
	vpmuludq	%zmm0, %zmm7, %zmm3
	vpmuludq	%zmm0, %zmm28, %zmm7
	vpmuludq	%zmm0, %zmm23, %zmm23
	vpmuludq	%zmm0, %zmm29, %zmm25
	vpsrlq	$32, %zmm3, %zmm26
	vmovdqu64	2688(%rsp), %zmm27
	vpternlogq	$150, %zmm21, %zmm27, %zmm26
	vpsrlq	$32, %zmm7, %zmm21
	vpternlogq	$150, %zmm9, %zmm27, %zmm21
	vpsrlq	$32, %zmm23, %zmm9
	vpternlogq	$150, %zmm10, %zmm27, %zmm9
	vpsrlq	$32, %zmm25, %zmm10
	vpternlogq	$150, %zmm11, %zmm27, %zmm10
	vpsrlq	$32, %zmm17, %zmm11
	vmovdqu64	2624(%rsp), %zmm29
	vpternlogq	$150, %zmm29, %zmm18, %zmm11
	vpsrlq	$32, %zmm12, %zmm27
	vpternlogq	$150, %zmm29, %zmm22, %zmm27
	vpsrlq	$32, %zmm5, %zmm22
	vpternlogq	$150, %zmm29, %zmm16, %zmm22
	vpsrlq	$32, %zmm4, %zmm28
	vpternlogq	$150, %zmm29, %zmm8, %zmm28
	vpmuludq	%zmm1, %zmm26, %zmm18
	vpmuludq	%zmm1, %zmm21, %zmm16
	vpmuludq	%zmm1, %zmm9, %zmm8
	vpmuludq	%zmm0, %zmm11, %zmm9
	vpmuludq	%zmm1, %zmm10, %zmm21
	vpmuludq	%zmm0, %zmm27, %zmm10
	vpmuludq	%zmm0, %zmm22, %zmm11
	vpmuludq	%zmm0, %zmm28, %zmm26
	vpsrlq	$32, %zmm9, %zmm22
	vmovdqu64	1632(%rsp), %zmm27
	vpternlogq	$150, %zmm27, %zmm3, %zmm22
	vpsrlq	$32, %zmm10, %zmm3
	vpternlogq	$150, %zmm27, %zmm7, %zmm3
	vpsrlq	$32, %zmm11, %zmm7
	vpternlogq	$150, %zmm27, %zmm23, %zmm7
	vpsrlq	$32, %zmm26, %zmm23
	vpternlogq	$150, %zmm27, %zmm25, %zmm23
	vpsrlq	$32, %zmm18, %zmm25
	vmovdqu64	2176(%rsp), %zmm29
	vpternlogq	$150, %zmm17, %zmm29, %zmm25
	vpsrlq	$32, %zmm16, %zmm27
	vpternlogq	$150, %zmm12, %zmm29, %zmm27
	vpsrlq	$32, %zmm8, %zmm12
	vpternlogq	$150, %zmm5, %zmm29, %zmm12
	vpsrlq	$32, %zmm21, %zmm28
	vpternlogq	$150, %zmm4, %zmm29, %zmm28
	vpmuludq	%zmm1, %zmm22, %zmm22
	vpmuludq	%zmm1, %zmm3, %zmm17
	vpmuludq	%zmm1, %zmm7, %zmm5
	vpmuludq	%zmm1, %zmm23, %zmm4
	vpmuludq	%zmm0, %zmm25, %zmm3
	vpmuludq	%zmm0, %zmm27, %zmm7
	vpmuludq	%zmm0, %zmm12, %zmm27
	vpmuludq	%zmm0, %zmm28, %zmm28
	vpsrlq	$32, %zmm3, %zmm12
	vmovdqu64	2112(%rsp), %zmm23
	vpternlogq	$150, %zmm9, %zmm23, %zmm12
	vpsrlq	$32, %zmm7, %zmm9
	vpternlogq	$150, %zmm10, %zmm23, %zmm9
	vpsrlq	$32, %zmm27, %zmm10
	vpternlogq	$150, %zmm11, %zmm23, %zmm10
	vpsrlq	$32, %zmm28, %zmm11
	vpternlogq	$150, %zmm26, %zmm23, %zmm11
	vpsrlq	$32, %zmm22, %zmm25
	vmovdqu64	2560(%rsp), %zmm23
	vpternlogq	$150, %zmm23, %zmm18, %zmm25
	vpsrlq	$32, %zmm17, %zmm18
	vpternlogq	$150, %zmm23, %zmm16, %zmm18
	vpsrlq	$32, %zmm5, %zmm26
	vpternlogq	$150, %zmm23, %zmm8, %zmm26
	vpsrlq	$32, %zmm4, %zmm8
	vpternlogq	$150, %zmm23, %zmm21, %zmm8
	vpmuludq	%zmm1, %zmm12, %zmm23
	vpmuludq	%zmm1, %zmm9, %zmm16
	vpmuludq	%zmm1, %zmm10, %zmm12
	vpmuludq	%zmm0, %zmm25, %zmm9
	vpmuludq	%zmm1, %zmm11, %zmm25
	vpmuludq	%zmm0, %zmm18, %zmm10
	vpmuludq	%zmm0, %zmm26, %zmm11
	vpmuludq	%zmm0, %zmm8, %zmm26
	vpsrlq	$32, %zmm9, %zmm8
	vpternlogq	$150, %zmm14, %zmm3, %zmm8
	vpsrlq	$32, %zmm10, %zmm3
	vpternlogq	$150, %zmm14, %zmm7, %zmm3
	vpsrlq	$32, %zmm11, %zmm7
	vpternlogq	$150, %zmm14, %zmm27, %zmm7
	vpsrlq	$32, %zmm26, %zmm27
	vpternlogq	$150, %zmm14, %zmm28, %zmm27
	vpsrlq	$32, %zmm23, %zmm28
	vpternlogq	$150, %zmm22, %zmm6, %zmm28
	vpsrlq	$32, %zmm16, %zmm29
	vpternlogq	$150, %zmm17, %zmm6, %zmm29
	vpsrlq	$32, %zmm12, %zmm17
	vpternlogq	$150, %zmm5, %zmm6, %zmm17
	vpsrlq	$32, %zmm25, %zmm5
	vpternlogq	$150, %zmm4, %zmm6, %zmm5
	vpmuludq	%zmm1, %zmm8, %zmm22
	vpmuludq	%zmm1, %zmm3, %zmm21
	vpmuludq	%zmm1, %zmm7, %zmm18
	vpmuludq	%zmm1, %zmm27, %zmm8
	vpmuludq	%zmm0, %zmm28, %zmm3
	vpmuludq	%zmm0, %zmm29, %zmm7
	vpmuludq	%zmm0, %zmm17, %zmm27
	vpmuludq	%zmm0, %zmm5, %zmm28
	vpsrlq	$32, %zmm3, %zmm4
	vmovdqu64	2496(%rsp), %zmm17
	vpternlogq	$150, %zmm9, %zmm17, %zmm4
	vpsrlq	$32, %zmm7, %zmm5
	vpternlogq	$150, %zmm10, %zmm17, %zmm5
	vpsrlq	$32, %zmm27, %zmm9
	vpternlogq	$150, %zmm11, %zmm17, %zmm9
	vpsrlq	$32, %zmm28, %zmm10
	vpternlogq	$150, %zmm26, %zmm17, %zmm10
	vpsrlq	$32, %zmm22, %zmm11
	vmovdqu64	2432(%rsp), %zmm17
	vpternlogq	$150, %zmm17, %zmm23, %zmm11
	vpsrlq	$32, %zmm21, %zmm23
	vpternlogq	$150, %zmm17, %zmm16, %zmm23
	vpsrlq	$32, %zmm18, %zmm26
	vpternlogq	$150, %zmm17, %zmm12, %zmm26
	vpsrlq	$32, %zmm8, %zmm29
	vpternlogq	$150, %zmm17, %zmm25, %zmm29
	vpmuludq	%zmm1, %zmm4, %zmm17
	vpmuludq	%zmm1, %zmm5, %zmm16
	vpmuludq	%zmm1, %zmm9, %zmm12
	vpmuludq	%zmm0, %zmm11, %zmm9
	vpmuludq	%zmm1, %zmm10, %zmm4
	vpmuludq	%zmm0, %zmm23, %zmm10
	vpmuludq	%zmm0, %zmm26, %zmm11
	vpmuludq	%zmm0, %zmm29, %zmm23
	vmovdqu64	3520(%rsp), %zmm29
	vpsrlq	$32, %zmm9, %zmm25
	vpternlogq	$150, %zmm29, %zmm3, %zmm25
	vpsrlq	$32, %zmm10, %zmm3
	vpternlogq	$150, %zmm29, %zmm7, %zmm3
	vpsrlq	$32, %zmm11, %zmm7
	vpternlogq	$150, %zmm29, %zmm27, %zmm7
	vpsrlq	$32, %zmm23, %zmm5
	vpternlogq	$150, %zmm29, %zmm28, %zmm5
	vmovdqu64	2752(%rsp), %zmm28
	vpsrlq	$32, %zmm17, %zmm26
	vpternlogq	$150, %zmm22, %zmm31, %zmm26
	vpsrlq	$32, %zmm16, %zmm22
	vpternlogq	$150, %zmm21, %zmm31, %zmm22
	vpsrlq	$32, %zmm12, %zmm27
	vpternlogq	$150, %zmm18, %zmm31, %zmm27
	vpsrlq	$32, %zmm4, %zmm18
	vpternlogq	$150, %zmm8, %zmm31, %zmm18
	vpmuludq	%zmm1, %zmm25, %zmm25
	vpmuludq	%zmm1, %zmm3, %zmm21
	vpmuludq	%zmm1, %zmm7, %zmm8
	vpmuludq	%zmm0, %zmm26, %zmm3
	vpmuludq	%zmm0, %zmm22, %zmm7
	vpmuludq	%zmm0, %zmm27, %zmm22
	vpsrlq	$32, %zmm3, %zmm26
	vpxorq	%zmm9, %zmm26, %zmm9
	vpsrlq	$32, %zmm7, %zmm26
	vpxorq	%zmm10, %zmm26, %zmm10
	vpsrlq	$32, %zmm22, %zmm26
	vpxorq	%zmm11, %zmm26, %zmm11
	vpsrlq	$32, %zmm25, %zmm26
	vpmuludq	%zmm0, %zmm18, %zmm18
	vpxorq	%zmm17, %zmm26, %zmm26
	vpsrlq	$32, %zmm18, %zmm17
	vpxorq	%zmm23, %zmm17, %zmm17
	vpsrlq	$32, %zmm21, %zmm23
	vpxorq	%zmm16, %zmm23, %zmm16
	vpsrlq	$32, %zmm8, %zmm23
	vpxorq	%zmm12, %zmm23, %zmm12
	vpmovqd	%zmm25, %ymm23
	vpmovqd	%zmm26, %ymm25
	vmovdqu64	2240(%rsp), %ymm26
	vpxord	%ymm25, %ymm26, %ymm25
	vinserti64x4	$1, %ymm23, %zmm25, %zmm23
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm9, %ymm9
	vmovdqu64	2304(%rsp), %ymm25
	vpxord	%ymm9, %ymm25, %ymm9
	vinserti64x4	$1, %ymm3, %zmm9, %zmm3
	vmovdqa64	%zmm3, %zmm9
	vmovdqa64	.LCPI0_6(%rip), %zmm27
	vpermt2d	%zmm23, %zmm27, %zmm9
	vmovdqa64	.LCPI0_7(%rip), %zmm30
	vpermt2d	%zmm23, %zmm30, %zmm3
	vmovdqu64	%zmm3, -320(%rax)
	vmovdqu64	%zmm9, -384(%rax)
	vpmovqd	%zmm7, %ymm3
	vpmovqd	%zmm10, %ymm7
	vpxord	%ymm7, %ymm25, %ymm7
	vinserti64x4	$1, %ymm3, %zmm7, %zmm3
	vpmovqd	%zmm21, %ymm7
	vpmovqd	%zmm16, %ymm9
	vpxord	%ymm9, %ymm26, %ymm9
	vinserti64x4	$1, %ymm7, %zmm9, %zmm7
	vmovdqa64	%zmm3, %zmm9
	vpermt2d	%zmm7, %zmm27, %zmm9
	vpermt2d	%zmm7, %zmm30, %zmm3
	vmovdqu64	%zmm3, -192(%rax)
	vpmovqd	%zmm22, %ymm3
	vpmovqd	%zmm11, %ymm7
	vpxord	%ymm7, %ymm25, %ymm7
	vinserti64x4	$1, %ymm3, %zmm7, %zmm3
	vpmovqd	%zmm8, %ymm7
	vpmovqd	%zmm12, %ymm8
	vpxord	%ymm8, %ymm26, %ymm8
	vinserti64x4	$1, %ymm7, %zmm8, %zmm7
	vmovdqa64	%zmm3, %zmm8
	vpermt2d	%zmm7, %zmm27, %zmm8
	vpermt2d	%zmm7, %zmm30, %zmm3
	vmovdqu64	%zmm9, -256(%rax)
	vmovdqu64	%zmm3, -64(%rax)
	vpmuludq	%zmm1, %zmm5, %zmm3
	vmovdqu64	%zmm8, -128(%rax)
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm4, %zmm5, %zmm4
	vpmovqd	%zmm18, %ymm5
	vpmovqd	%zmm17, %ymm7
	vpxord	%ymm7, %ymm25, %ymm7
	vinserti64x4	$1, %ymm5, %zmm7, %zmm5
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm4, %ymm4
	vpxord	%ymm4, %ymm26, %ymm4
	vinserti64x4	$1, %ymm3, %zmm4, %zmm3
	vmovdqa64	%zmm5, %zmm4
	vpermt2d	%zmm3, %zmm30, %zmm5
	vmovdqu64	%zmm5, 64(%rax)
	vpermt2d	%zmm3, %zmm27, %zmm4
	vmovdqu64	%zmm4, (%rax)
	vpaddq	.LCPI0_8(%rip){1to8}, %zmm15, %zmm15
	addq	$512, %rax
	addq	$-32, %r8
	jne	.LBB0_78
	movq	48(%rsp), %rax
	cmpq	%rax, 56(%rsp)
	movq	-96(%rsp), %r14
	movl	$3449720151, %r13d
	vmovdqu64	2496(%rsp), %zmm5
	vmovdqu64	2432(%rsp), %zmm8
	vmovdqa64	.LCPI0_0(%rip), %zmm10
	vmovdqa64	%zmm28, %zmm23
	vmovdqu64	2560(%rsp), %zmm18
	vmovdqu64	2624(%rsp), %zmm9
	vmovdqu64	2688(%rsp), %zmm4
	vmovss	.LCPI0_11(%rip), %xmm1
	vmovss	.LCPI0_12(%rip), %xmm12
	vmovss	.LCPI0_19(%rip), %xmm16
	vmovsd	.LCPI0_27(%rip), %xmm22
	movq	-48(%rsp), %r15
	vmovdqu64	2816(%rsp), %zmm28
	je	.LBB0_84
	movq	%r9, %r12
	movq	48(%rsp), %rax
	testb	$96, -120(%rsp)
	je	.LBB0_75
	vmovdqa64	%zmm13, %zmm0
	vmovdqa64	%zmm31, %zmm25
	movq	88(%rsp), %rax
	xorl	-24(%rsp), %eax
	vmovdqa64	%zmm14, %zmm30
	vpbroadcastq	%rax, %zmm1
	vmovdqu64	%zmm1, 112(%rsp)
	movq	104(%rsp), %rax
	xorl	176(%rsp), %eax
	vmovdqa64	%zmm6, %zmm31
	vpbroadcastq	%rax, %zmm1
	movq	776(%rsp), %rax
	movq	784(%rsp), %rcx
	vmovdqa64	%zmm8, %zmm22
	vmovdqu64	3968(%rsp), %zmm8
	vpbroadcastq	.LCPI0_4(%rip), %zmm6
	vpbroadcastq	.LCPI0_5(%rip), %zmm14
	vmovdqa64	%zmm4, %zmm13
	vmovdqa64	%zmm18, %zmm4
	vmovdqa64	.LCPI0_7(%rip), %zmm16
	vmovdqu64	2368(%rsp), %zmm17
	vmovdqu64	2176(%rsp), %zmm18
	vmovdqu64	2112(%rsp), %zmm21
	vmovdqu64	2304(%rsp), %ymm27
	vmovdqu64	2240(%rsp), %ymm26
	vmovdqa64	%zmm23, %zmm15
	vmovdqa64	%zmm9, %zmm23
	.p2align	4
.LBB0_82:
	vpaddq	%zmm17, %zmm8, %zmm3
	vpmuludq	%zmm6, %zmm3, %zmm7
	vpternlogq	$150, %zmm28, %zmm7, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm14, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm9
	vpxorq	112(%rsp), %zmm9, %zmm9
	vpxorq	%zmm7, %zmm0, %zmm7
	vpmuludq	%zmm6, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm10
	vpmuludq	%zmm14, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm11
	vpxorq	%zmm10, %zmm1, %zmm10
	vpternlogq	$150, %zmm15, %zmm3, %zmm11
	vpmuludq	%zmm6, %zmm11, %zmm3
	vpsrlq	$32, %zmm3, %zmm11
	vpmuludq	%zmm14, %zmm10, %zmm10
	vpsrlq	$32, %zmm10, %zmm12
	vpternlogq	$150, %zmm7, %zmm13, %zmm12
	vpternlogq	$150, %zmm23, %zmm9, %zmm11
	vpmuludq	%zmm6, %zmm12, %zmm7
	vpsrlq	$32, %zmm7, %zmm9
	vpmuludq	%zmm14, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm12
	vpternlogq	$150, 1632(%rsp), %zmm10, %zmm12
	vpternlogq	$150, %zmm3, %zmm18, %zmm9
	vpmuludq	%zmm6, %zmm12, %zmm3
	vpsrlq	$32, %zmm3, %zmm10
	vpmuludq	%zmm14, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm12
	vpternlogq	$150, %zmm11, %zmm21, %zmm12
	vpternlogq	$150, %zmm4, %zmm7, %zmm10
	vpmuludq	%zmm6, %zmm12, %zmm7
	vpsrlq	$32, %zmm7, %zmm11
	vpmuludq	%zmm14, %zmm10, %zmm10
	vpsrlq	$32, %zmm10, %zmm12
	vpternlogq	$150, %zmm30, %zmm9, %zmm12
	vpternlogq	$150, %zmm3, %zmm31, %zmm11
	vpmuludq	%zmm6, %zmm12, %zmm3
	vpsrlq	$32, %zmm3, %zmm9
	vpmuludq	%zmm14, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm12
	vpternlogq	$150, %zmm10, %zmm5, %zmm12
	vpternlogq	$150, %zmm22, %zmm7, %zmm9
	vpmuludq	%zmm6, %zmm12, %zmm7
	vpsrlq	$32, %zmm7, %zmm10
	vpmuludq	%zmm14, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm12
	vpternlogq	$150, %zmm29, %zmm11, %zmm12
	vpternlogq	$150, %zmm3, %zmm25, %zmm10
	vpmuludq	%zmm6, %zmm12, %zmm3
	vpsrlq	$32, %zmm3, %zmm11
	vpmuludq	%zmm14, %zmm10, %zmm10
	vpsrlq	$32, %zmm10, %zmm12
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm10, %ymm10
	vpxorq	%zmm9, %zmm12, %zmm9
	vpmovqd	%zmm9, %ymm9
	vpxorq	%zmm7, %zmm11, %zmm7
	vpmovqd	%zmm7, %ymm7
	vpxord	%ymm9, %ymm27, %ymm9
	vpxord	%ymm7, %ymm26, %ymm7
	vinserti64x4	$1, %ymm10, %zmm9, %zmm9
	vinserti64x4	$1, %ymm3, %zmm7, %zmm3
	vmovdqa64	%zmm9, %zmm7
	vpermt2d	%zmm3, %zmm16, %zmm9
	vmovdqu64	%zmm9, 64(%rax)
	vmovdqa64	.LCPI0_6(%rip), %zmm9
	vpermt2d	%zmm3, %zmm9, %zmm7
	vmovdqu64	%zmm7, (%rax)
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm8, %zmm8
	subq	$-128, %rax
	addq	$-8, %rcx
	jne	.LBB0_82
	movq	792(%rsp), %rcx
	movq	%rcx, %rax
	cmpq	%rcx, 56(%rsp)
	movq	-96(%rsp), %r14
	movl	$3449720151, %r13d
	vmovdqa64	.LCPI0_0(%rip), %zmm10
	vmovss	.LCPI0_19(%rip), %xmm16
	movq	-48(%rsp), %r15
	vmovsd	.LCPI0_27(%rip), %xmm22
	vmovss	.LCPI0_11(%rip), %xmm1
	vmovss	.LCPI0_12(%rip), %xmm12
	movq	%r9, %r12
	jne	.LBB0_75
	.p2align	4
.LBB0_84:
	cmpb	$0, -107(%rsp)
	je	.LBB0_87
	xorl	%eax, %eax
	movq	-120(%rsp), %rbx
	movq	-80(%rsp), %rdi
	movq	240(%rsp), %r10
	movq	488(%rsp), %r8
	movq	1504(%rsp), %r9
	movq	1120(%rsp), %r11
	movq	1440(%rsp), %r15
	movq	1056(%rsp), %r13
	vmovss	.LCPI0_24(%rip), %xmm17
	vmovss	.LCPI0_25(%rip), %xmm18
	vmovsd	.LCPI0_28(%rip), %xmm23
	vmovsd	.LCPI0_29(%rip), %xmm25
	vmovsd	.LCPI0_30(%rip), %xmm26
	vmovsd	.LCPI0_31(%rip), %xmm27
	vmovsd	.LCPI0_32(%rip), %xmm30
	vmovsd	.LCPI0_33(%rip), %xmm31
	vmovsd	.LCPI0_46(%rip), %xmm0
	vmovsd	.LCPI0_35(%rip), %xmm28
	vmovsd	.LCPI0_36(%rip), %xmm11
	vmovsd	.LCPI0_37(%rip), %xmm14
	vmovsd	.LCPI0_47(%rip), %xmm7
	vmovsd	.LCPI0_39(%rip), %xmm3
	vmovaps	%xmm16, %xmm15
	vbroadcastss	.LCPI0_40(%rip), %xmm16
	vmovss	.LCPI0_18(%rip), %xmm21
	movq	64(%rsp), %r12
	vmovss	.LCPI0_17(%rip), %xmm29
	.p2align	4
.LBB0_86:
	movl	-4(%r8,%rax,4), %ecx
	movl	(%r8,%rax,4), %esi
	shrl	$9, %ecx
	vcvtsi2ss	%ecx, %xmm24, %xmm4
	vaddss	%xmm1, %xmm4, %xmm4
	vmulss	%xmm4, %xmm12, %xmm4
	shrl	$9, %esi
	vcvtsi2ss	%esi, %xmm24, %xmm5
	vaddss	%xmm1, %xmm5, %xmm5
	vmulss	%xmm5, %xmm12, %xmm5
	vmovd	%xmm4, %ecx
	addl	$4913933, %ecx
	movl	%ecx, %esi
	shrl	$23, %esi
	addl	$-127, %esi
	andl	$8388607, %ecx
	addl	$1060439283, %ecx
	vmovd	%ecx, %xmm4
	vaddss	%xmm29, %xmm4, %xmm4
	vaddss	%xmm21, %xmm4, %xmm6
	vdivss	%xmm6, %xmm4, %xmm6
	vmulss	%xmm6, %xmm6, %xmm8
	vmovaps	%xmm21, %xmm9
	vmovaps	%xmm29, %xmm21
	vmovaps	%xmm12, %xmm29
	vmulss	%xmm8, %xmm8, %xmm12
	vmulss	%xmm15, %xmm12, %xmm13
	vaddss	.LCPI0_20(%rip), %xmm13, %xmm13
	vmulss	%xmm13, %xmm12, %xmm13
	vmulss	.LCPI0_21(%rip), %xmm12, %xmm12
	vaddss	.LCPI0_22(%rip), %xmm12, %xmm12
	vmulss	%xmm12, %xmm8, %xmm8
	vaddss	%xmm13, %xmm8, %xmm8
	vmulss	%xmm1, %xmm4, %xmm12
	vmulss	%xmm4, %xmm12, %xmm12
	vcvtsi2ss	%esi, %xmm24, %xmm13
	vaddss	%xmm8, %xmm12, %xmm8
	vmulss	%xmm6, %xmm8, %xmm6
	vmulss	.LCPI0_23(%rip), %xmm13, %xmm8
	vaddss	%xmm6, %xmm8, %xmm6
	vsubss	%xmm12, %xmm6, %xmm6
	vaddss	%xmm6, %xmm4, %xmm4
	vmulss	%xmm17, %xmm13, %xmm6
	vaddss	%xmm4, %xmm6, %xmm4
	vmulss	%xmm18, %xmm4, %xmm4
	vsqrtss	%xmm4, %xmm4, %xmm4
	vcvtss2sd	%xmm5, %xmm5, %xmm5
	vmulsd	.LCPI0_26(%rip), %xmm5, %xmm5
	vaddsd	%xmm22, %xmm5, %xmm6
	vaddsd	%xmm23, %xmm6, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
	vmulsd	%xmm25, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm5, %xmm8
	vmulsd	%xmm26, %xmm8, %xmm12
	vaddsd	%xmm27, %xmm12, %xmm12
	vmulsd	%xmm12, %xmm8, %xmm12
	vaddsd	%xmm30, %xmm12, %xmm12
	vmulsd	%xmm12, %xmm8, %xmm12
	vaddsd	%xmm31, %xmm12, %xmm12
	vmulsd	%xmm5, %xmm8, %xmm13
	vmulsd	%xmm12, %xmm13, %xmm12
	vaddsd	%xmm5, %xmm12, %xmm5
	vmulsd	%xmm0, %xmm8, %xmm12
	vaddsd	%xmm28, %xmm12, %xmm12
	vmulsd	%xmm12, %xmm8, %xmm12
	vaddsd	%xmm11, %xmm12, %xmm12
	vmulsd	%xmm12, %xmm8, %xmm12
	vaddsd	%xmm14, %xmm12, %xmm12
	vmulsd	%xmm8, %xmm8, %xmm13
	vmulsd	%xmm12, %xmm13, %xmm12
	vmulsd	%xmm7, %xmm8, %xmm8
	vaddsd	%xmm3, %xmm8, %xmm8
	vaddsd	%xmm12, %xmm8, %xmm8
	vcvtsd2ss	%xmm5, %xmm5, %xmm5
	vcvtsd2ss	%xmm8, %xmm8, %xmm8
	vxorps	%xmm16, %xmm5, %xmm12
	vxorps	%xmm16, %xmm8, %xmm13
	vmovq	%xmm6, %rcx
	testb	$2, %cl
	sete	%sil
	kmovd	%esi, %k1
	vmovaps	%xmm12, %xmm6
	vmovss	%xmm5, %xmm6, %xmm6 {%k1}
	vmovss	%xmm8, %xmm13, %xmm13 {%k1}
	kmovd	%ecx, %k2
	vmovss	%xmm13, %xmm6, %xmm6 {%k2}
	vmovss	%xmm12, %xmm5, %xmm5 {%k1}
	vmovaps	%xmm29, %xmm12
	vmovaps	%xmm21, %xmm29
	vmovaps	%xmm9, %xmm21
	vmovss	%xmm5, %xmm13, %xmm13 {%k2}
	vmulss	%xmm4, %xmm13, %xmm5
	vmulss	%xmm4, %xmm6, %xmm4
	vmovss	%xmm5, -4(%r8,%rax,4)
	vmovss	%xmm4, (%r8,%rax,4)
	addq	$2, %rax
	cmpq	%rdi, %rax
	jb	.LBB0_86
	jmp	.LBB0_94
	.p2align	4
.LBB0_87:
	xorl	%edi, %edi
	movq	240(%rsp), %r10
	movq	-72(%rsp), %rcx
	movq	488(%rsp), %r8
	movq	1504(%rsp), %r9
	movq	1120(%rsp), %r11
	movq	1440(%rsp), %r15
	movq	1056(%rsp), %r13
	movq	456(%rsp), %rax
	movq	480(%rsp), %rsi
	movq	64(%rsp), %r12
	.p2align	4
.LBB0_88:
	vmovdqu64	-384(%rsi,%rdi,8), %zmm4
	vmovdqu64	-320(%rsi,%rdi,8), %zmm0
	vmovdqu64	%zmm0, 368(%rsp)
	vmovdqu64	-256(%rsi,%rdi,8), %zmm5
	vmovdqu64	-192(%rsi,%rdi,8), %zmm1
	vmovdqu64	%zmm1, 512(%rsp)
	vmovdqu64	%zmm4, 176(%rsp)
	vpermt2d	%zmm0, %zmm20, %zmm4
	vmovdqu64	%zmm5, 112(%rsp)
	vpermt2d	%zmm1, %zmm20, %zmm5
	vmovdqu64	-64(%rsi,%rdi,8), %zmm0
	vmovdqu64	%zmm0, 640(%rsp)
	vmovdqu64	-128(%rsi,%rdi,8), %zmm8
	vmovdqu64	%zmm8, 576(%rsp)
	vpermt2d	%zmm0, %zmm20, %zmm8
	vmovdqu64	64(%rsi,%rdi,8), %zmm0
	vmovdqu64	%zmm0, 864(%rsp)
	vmovdqu64	(%rsi,%rdi,8), %zmm12
	vmovdqu64	%zmm12, 992(%rsp)
	vpermt2d	%zmm0, %zmm20, %zmm12
	vpsrld	$9, %zmm4, %zmm4
	vpsrld	$9, %zmm5, %zmm5
	vpsrld	$9, %zmm8, %zmm8
	vpsrld	$9, %zmm12, %zmm12
	vcvtdq2ps	%zmm4, %zmm4
	vcvtdq2ps	%zmm5, %zmm5
	vcvtdq2ps	%zmm8, %zmm15
	vcvtdq2ps	%zmm12, %zmm12
	vbroadcastss	.LCPI0_11(%rip), %zmm0
	vaddps	%zmm0, %zmm4, %zmm16
	vaddps	%zmm0, %zmm5, %zmm8
	vaddps	%zmm0, %zmm15, %zmm5
	vaddps	%zmm0, %zmm12, %zmm4
	vbroadcastss	.LCPI0_12(%rip), %zmm3
	vmulps	%zmm3, %zmm16, %zmm12
	vextractf64x4	$1, %zmm12, %ymm15
	vcvtps2pd	%ymm15, %zmm15
	vcvtps2pd	%ymm12, %zmm12
	vmulps	%zmm3, %zmm8, %zmm8
	vextractf64x4	$1, %zmm8, %ymm16
	vcvtps2pd	%ymm16, %zmm16
	vcvtps2pd	%ymm8, %zmm8
	vmulps	%zmm3, %zmm5, %zmm5
	vextractf64x4	$1, %zmm5, %ymm17
	vcvtps2pd	%ymm17, %zmm17
	vcvtps2pd	%ymm5, %zmm5
	vmulps	%zmm3, %zmm4, %zmm4
	vextractf64x4	$1, %zmm4, %ymm21
	vcvtps2pd	%ymm21, %zmm21
	vcvtps2pd	%ymm4, %zmm22
	vbroadcastsd	.LCPI0_26(%rip), %zmm1
	vmulpd	%zmm1, %zmm12, %zmm31
	vmulpd	%zmm1, %zmm15, %zmm4
	vmulpd	%zmm1, %zmm8, %zmm8
	vmulpd	%zmm1, %zmm16, %zmm26
	vmulpd	%zmm1, %zmm5, %zmm3
	vmovupd	%zmm3, 3776(%rsp)
	vmulpd	%zmm1, %zmm17, %zmm12
	vmulpd	%zmm1, %zmm22, %zmm0
	vmovupd	%zmm0, 1184(%rsp)
	vmulpd	%zmm1, %zmm21, %zmm2
	vmovupd	%zmm2, 1248(%rsp)
	vbroadcastsd	.LCPI0_27(%rip), %zmm1
	vaddpd	%zmm1, %zmm4, %zmm25
	vaddpd	%zmm1, %zmm31, %zmm5
	vaddpd	%zmm1, %zmm26, %zmm27
	vaddpd	%zmm1, %zmm8, %zmm28
	vaddpd	%zmm1, %zmm12, %zmm16
	vaddpd	%zmm1, %zmm3, %zmm23
	vaddpd	%zmm1, %zmm2, %zmm17
	vaddpd	%zmm1, %zmm0, %zmm15
	vpbroadcastq	.LCPI0_41(%rip), %zmm0
	vptestnmq	%zmm0, %zmm5, %k0
	vptestnmq	%zmm0, %zmm25, %k1
	kunpckbw	%k0, %k1, %k1
	kmovw	%k1, 1568(%rsp)
	vptestnmq	%zmm0, %zmm28, %k0
	vptestnmq	%zmm0, %zmm27, %k1
	kunpckbw	%k0, %k1, %k3
	vptestnmq	%zmm0, %zmm23, %k0
	vptestnmq	%zmm0, %zmm16, %k1
	kunpckbw	%k0, %k1, %k2
	vptestnmq	%zmm0, %zmm15, %k0
	vptestnmq	%zmm0, %zmm17, %k1
	kunpckbw	%k0, %k1, %k4
	vpbroadcastq	.LCPI0_42(%rip), %zmm0
	vptestnmq	%zmm0, %zmm5, %k0
	vptestnmq	%zmm0, %zmm25, %k1
	kunpckbw	%k0, %k1, %k1
	vptestnmq	%zmm0, %zmm28, %k0
	vptestnmq	%zmm0, %zmm27, %k5
	kunpckbw	%k0, %k5, %k7
	vptestnmq	%zmm0, %zmm23, %k0
	vptestnmq	%zmm0, %zmm16, %k5
	kunpckbw	%k0, %k5, %k6
	vptestnmq	%zmm0, %zmm15, %k0
	vptestnmq	%zmm0, %zmm17, %k5
	kunpckbw	%k0, %k5, %k5
	vbroadcastsd	.LCPI0_28(%rip), %zmm1
	vaddpd	%zmm1, %zmm5, %zmm5
	vaddpd	%zmm1, %zmm25, %zmm25
	vsubpd	%zmm25, %zmm4, %zmm4
	vsubpd	%zmm5, %zmm31, %zmm5
	vbroadcastsd	.LCPI0_29(%rip), %zmm2
	vmulpd	%zmm2, %zmm5, %zmm5
	vmulpd	%zmm2, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm25
	vmulpd	%zmm5, %zmm5, %zmm31
	vbroadcastsd	.LCPI0_30(%rip), %zmm9
	vmulpd	%zmm9, %zmm31, %zmm7
	vmulpd	%zmm9, %zmm25, %zmm14
	vbroadcastsd	.LCPI0_31(%rip), %zmm10
	vaddpd	%zmm10, %zmm14, %zmm14
	vaddpd	%zmm10, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm31, %zmm7
	vmulpd	%zmm14, %zmm25, %zmm14
	vbroadcastsd	.LCPI0_32(%rip), %zmm11
	vaddpd	%zmm11, %zmm14, %zmm14
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm31, %zmm7
	vmulpd	%zmm14, %zmm25, %zmm14
	vbroadcastsd	.LCPI0_33(%rip), %zmm29
	vaddpd	%zmm29, %zmm14, %zmm14
	vaddpd	%zmm29, %zmm7, %zmm7
	vmulpd	%zmm25, %zmm4, %zmm13
	vmulpd	%zmm14, %zmm13, %zmm13
	vmulpd	%zmm31, %zmm5, %zmm14
	vmulpd	%zmm7, %zmm14, %zmm7
	vaddpd	%zmm13, %zmm4, %zmm4
	vaddpd	%zmm7, %zmm5, %zmm5
	vbroadcastsd	.LCPI0_34(%rip), %zmm0
	vmulpd	%zmm0, %zmm31, %zmm7
	vmulpd	%zmm0, %zmm25, %zmm13
	vbroadcastsd	.LCPI0_35(%rip), %zmm3
	vsubpd	%zmm13, %zmm3, %zmm13
	vsubpd	%zmm7, %zmm3, %zmm7
	vmulpd	%zmm7, %zmm31, %zmm7
	vmulpd	%zmm13, %zmm25, %zmm13
	vbroadcastsd	.LCPI0_36(%rip), %zmm6
	vaddpd	%zmm6, %zmm13, %zmm13
	vaddpd	%zmm6, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm31, %zmm7
	vmulpd	%zmm13, %zmm25, %zmm13
	vbroadcastsd	.LCPI0_37(%rip), %zmm18
	vaddpd	%zmm18, %zmm13, %zmm13
	vaddpd	%zmm18, %zmm7, %zmm7
	vmulpd	%zmm25, %zmm25, %zmm14
	vmulpd	%zmm13, %zmm14, %zmm13
	vmulpd	%zmm31, %zmm31, %zmm14
	vmulpd	%zmm7, %zmm14, %zmm7
	vbroadcastsd	.LCPI0_38(%rip), %zmm21
	vmulpd	%zmm21, %zmm25, %zmm14
	vmulpd	%zmm21, %zmm31, %zmm25
	vbroadcastsd	.LCPI0_39(%rip), %zmm30
	vsubpd	%zmm25, %zmm30, %zmm25
	vaddpd	%zmm7, %zmm25, %zmm7
	vsubpd	%zmm14, %zmm30, %zmm14
	vaddpd	%zmm13, %zmm14, %zmm13
	vcvtpd2ps	%zmm5, %ymm5
	vcvtpd2ps	%zmm4, %ymm4
	vcvtpd2ps	%zmm7, %ymm7
	vcvtpd2ps	%zmm13, %ymm13
	vinsertf64x4	$1, %ymm4, %zmm5, %zmm31
	vinsertf64x4	$1, %ymm13, %zmm7, %zmm4
	vbroadcastss	.LCPI0_40(%rip), %zmm22
	vxorps	%zmm22, %zmm31, %zmm7
	vxorps	%zmm22, %zmm4, %zmm5
	vblendmps	%zmm31, %zmm7, %zmm25 {%k1}
	vmovaps	%zmm4, %zmm5 {%k1}
	vmovaps	%zmm7, %zmm31 {%k1}
	vaddpd	%zmm1, %zmm28, %zmm4
	vaddpd	%zmm1, %zmm27, %zmm7
	vsubpd	%zmm7, %zmm26, %zmm7
	vsubpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm2, %zmm4, %zmm4
	vmulpd	%zmm2, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm7, %zmm13
	vmulpd	%zmm4, %zmm4, %zmm14
	vmulpd	%zmm9, %zmm14, %zmm26
	vmulpd	%zmm9, %zmm13, %zmm27
	vaddpd	%zmm10, %zmm27, %zmm27
	vaddpd	%zmm10, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm14, %zmm26
	vmulpd	%zmm27, %zmm13, %zmm27
	vaddpd	%zmm11, %zmm27, %zmm27
	vaddpd	%zmm11, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm14, %zmm26
	vmulpd	%zmm27, %zmm13, %zmm27
	vaddpd	%zmm29, %zmm27, %zmm27
	vaddpd	%zmm29, %zmm26, %zmm26
	vmulpd	%zmm13, %zmm7, %zmm28
	vmulpd	%zmm27, %zmm28, %zmm27
	vmulpd	%zmm14, %zmm4, %zmm28
	vmulpd	%zmm26, %zmm28, %zmm26
	vaddpd	%zmm27, %zmm7, %zmm7
	vaddpd	%zmm26, %zmm4, %zmm4
	vmulpd	%zmm0, %zmm14, %zmm26
	vmulpd	%zmm0, %zmm13, %zmm27
	vsubpd	%zmm27, %zmm3, %zmm27
	vsubpd	%zmm26, %zmm3, %zmm26
	vmulpd	%zmm26, %zmm14, %zmm26
	vmulpd	%zmm27, %zmm13, %zmm27
	vaddpd	%zmm6, %zmm27, %zmm27
	vaddpd	%zmm6, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm14, %zmm26
	vmulpd	%zmm27, %zmm13, %zmm27
	vaddpd	%zmm18, %zmm27, %zmm27
	vaddpd	%zmm18, %zmm26, %zmm26
	vmulpd	%zmm13, %zmm13, %zmm28
	vmulpd	%zmm27, %zmm28, %zmm27
	vmulpd	%zmm14, %zmm14, %zmm28
	vmulpd	%zmm26, %zmm28, %zmm26
	vmulpd	%zmm21, %zmm13, %zmm13
	vmulpd	%zmm21, %zmm14, %zmm14
	vsubpd	%zmm14, %zmm30, %zmm14
	vaddpd	%zmm26, %zmm14, %zmm14
	vsubpd	%zmm13, %zmm30, %zmm13
	vaddpd	%zmm27, %zmm13, %zmm13
	vcvtpd2ps	%zmm4, %ymm4
	vcvtpd2ps	%zmm7, %ymm7
	vinsertf64x4	$1, %ymm7, %zmm4, %zmm26
	vcvtpd2ps	%zmm14, %ymm4
	vcvtpd2ps	%zmm13, %ymm7
	vinsertf64x4	$1, %ymm7, %zmm4, %zmm4
	vxorps	%zmm22, %zmm26, %zmm7
	vxorps	%zmm22, %zmm4, %zmm27
	vblendmps	%zmm26, %zmm7, %zmm28 {%k7}
	vmovaps	%zmm4, %zmm27 {%k7}
	vmovaps	%zmm7, %zmm26 {%k7}
	vaddpd	%zmm1, %zmm23, %zmm4
	vaddpd	%zmm1, %zmm16, %zmm7
	vsubpd	%zmm7, %zmm12, %zmm7
	vmovupd	3776(%rsp), %zmm8
	vsubpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm2, %zmm4, %zmm4
	vmulpd	%zmm2, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm7, %zmm8
	vmulpd	%zmm4, %zmm4, %zmm12
	vmulpd	%zmm9, %zmm12, %zmm13
	vmulpd	%zmm9, %zmm8, %zmm14
	vaddpd	%zmm10, %zmm14, %zmm14
	vaddpd	%zmm10, %zmm13, %zmm13
	vmulpd	%zmm13, %zmm12, %zmm13
	vmulpd	%zmm14, %zmm8, %zmm14
	vaddpd	%zmm11, %zmm14, %zmm14
	vaddpd	%zmm11, %zmm13, %zmm13
	vmulpd	%zmm13, %zmm12, %zmm13
	vmulpd	%zmm14, %zmm8, %zmm14
	vaddpd	%zmm29, %zmm14, %zmm14
	vaddpd	%zmm29, %zmm13, %zmm13
	vmulpd	%zmm8, %zmm7, %zmm16
	vmulpd	%zmm14, %zmm16, %zmm14
	vmulpd	%zmm12, %zmm4, %zmm16
	vmulpd	%zmm13, %zmm16, %zmm13
	vaddpd	%zmm14, %zmm7, %zmm7
	vaddpd	%zmm13, %zmm4, %zmm4
	vmulpd	%zmm0, %zmm12, %zmm13
	vmulpd	%zmm0, %zmm8, %zmm14
	vsubpd	%zmm14, %zmm3, %zmm14
	vsubpd	%zmm13, %zmm3, %zmm13
	vmulpd	%zmm13, %zmm12, %zmm13
	vmulpd	%zmm14, %zmm8, %zmm14
	vaddpd	%zmm6, %zmm14, %zmm14
	vaddpd	%zmm6, %zmm13, %zmm13
	vmulpd	%zmm13, %zmm12, %zmm13
	vmulpd	%zmm14, %zmm8, %zmm14
	vaddpd	%zmm18, %zmm14, %zmm14
	vaddpd	%zmm18, %zmm13, %zmm13
	vmulpd	%zmm8, %zmm8, %zmm16
	vmulpd	%zmm14, %zmm16, %zmm14
	vmulpd	%zmm12, %zmm12, %zmm16
	vmulpd	%zmm13, %zmm16, %zmm13
	vmulpd	%zmm21, %zmm8, %zmm8
	vmulpd	%zmm21, %zmm12, %zmm12
	vsubpd	%zmm12, %zmm30, %zmm12
	vaddpd	%zmm13, %zmm12, %zmm12
	vsubpd	%zmm8, %zmm30, %zmm8
	vaddpd	%zmm14, %zmm8, %zmm8
	vcvtpd2ps	%zmm4, %ymm4
	vcvtpd2ps	%zmm7, %ymm7
	vcvtpd2ps	%zmm12, %ymm12
	vinsertf64x4	$1, %ymm7, %zmm4, %zmm4
	vcvtpd2ps	%zmm8, %ymm7
	vinsertf64x4	$1, %ymm7, %zmm12, %zmm7
	vxorps	%zmm22, %zmm4, %zmm8
	vxorps	%zmm22, %zmm7, %zmm23
	vblendmps	%zmm4, %zmm8, %zmm12 {%k6}
	vmovaps	%zmm7, %zmm23 {%k6}
	vmovaps	%zmm8, %zmm4 {%k6}
	vaddpd	%zmm1, %zmm15, %zmm7
	vaddpd	%zmm1, %zmm17, %zmm8
	vmovupd	1248(%rsp), %zmm1
	vsubpd	%zmm8, %zmm1, %zmm8
	vmovupd	1184(%rsp), %zmm1
	vsubpd	%zmm7, %zmm1, %zmm7
	vmulpd	%zmm2, %zmm7, %zmm7
	vmulpd	%zmm2, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm8, %zmm13
	vmulpd	%zmm7, %zmm7, %zmm14
	vmulpd	%zmm9, %zmm14, %zmm15
	vmulpd	%zmm9, %zmm13, %zmm16
	vaddpd	%zmm10, %zmm16, %zmm16
	vaddpd	%zmm10, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm14, %zmm15
	vmulpd	%zmm16, %zmm13, %zmm16
	vaddpd	%zmm11, %zmm16, %zmm16
	vaddpd	%zmm11, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm14, %zmm15
	vmulpd	%zmm16, %zmm13, %zmm16
	vaddpd	%zmm29, %zmm16, %zmm16
	vaddpd	%zmm29, %zmm15, %zmm15
	vmulpd	%zmm13, %zmm8, %zmm17
	vmulpd	%zmm16, %zmm17, %zmm16
	vmulpd	%zmm14, %zmm7, %zmm17
	vmulpd	%zmm15, %zmm17, %zmm15
	vaddpd	%zmm16, %zmm8, %zmm8
	vaddpd	%zmm15, %zmm7, %zmm7
	vmulpd	%zmm0, %zmm14, %zmm15
	vmulpd	%zmm0, %zmm13, %zmm16
	vsubpd	%zmm16, %zmm3, %zmm16
	vsubpd	%zmm15, %zmm3, %zmm15
	vmulpd	%zmm15, %zmm14, %zmm15
	vmulpd	%zmm16, %zmm13, %zmm16
	vaddpd	%zmm6, %zmm16, %zmm16
	vaddpd	%zmm6, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm14, %zmm15
	vmulpd	%zmm16, %zmm13, %zmm16
	vaddpd	%zmm18, %zmm16, %zmm16
	vaddpd	%zmm18, %zmm15, %zmm15
	vmulpd	%zmm13, %zmm13, %zmm17
	vmulpd	%zmm16, %zmm17, %zmm16
	vmulpd	%zmm14, %zmm14, %zmm17
	vmulpd	%zmm15, %zmm17, %zmm15
	vmulpd	%zmm21, %zmm13, %zmm13
	vmulpd	%zmm21, %zmm14, %zmm14
	vsubpd	%zmm14, %zmm30, %zmm14
	vaddpd	%zmm15, %zmm14, %zmm14
	vsubpd	%zmm13, %zmm30, %zmm13
	vaddpd	%zmm16, %zmm13, %zmm13
	vcvtpd2ps	%zmm7, %ymm7
	vcvtpd2ps	%zmm8, %ymm8
	vcvtpd2ps	%zmm14, %ymm14
	vcvtpd2ps	%zmm13, %ymm13
	vinsertf64x4	$1, %ymm8, %zmm7, %zmm8
	vinsertf64x4	$1, %ymm13, %zmm14, %zmm7
	vxorps	%zmm22, %zmm8, %zmm13
	vxorps	%zmm22, %zmm7, %zmm14
	vblendmps	%zmm8, %zmm13, %zmm17 {%k5}
	vmovaps	%zmm7, %zmm14 {%k5}
	vmovaps	%zmm13, %zmm8 {%k5}
	kmovw	1568(%rsp), %k1
	vblendmps	%zmm25, %zmm5, %zmm16 {%k1}
	vblendmps	%zmm28, %zmm27, %zmm15 {%k3}
	vmovaps	%zmm5, %zmm31 {%k1}
	vmovaps	%zmm27, %zmm26 {%k3}
	vblendmps	%zmm12, %zmm23, %zmm0 {%k2}
	vmovups	%zmm0, 1184(%rsp)
	vblendmps	%zmm17, %zmm14, %zmm0 {%k4}
	vmovups	%zmm0, 1248(%rsp)
	vmovaps	%zmm23, %zmm4 {%k2}
	vmovaps	%zmm14, %zmm8 {%k4}
	vmovdqu64	176(%rsp), %zmm0
	vpermt2d	368(%rsp), %zmm19, %zmm0
	vmovdqu64	112(%rsp), %zmm1
	vpermt2d	512(%rsp), %zmm19, %zmm1
	vmovdqu64	576(%rsp), %zmm2
	vpermt2d	640(%rsp), %zmm19, %zmm2
	vmovdqu64	992(%rsp), %zmm3
	vpermt2d	864(%rsp), %zmm19, %zmm3
	vpsrld	$9, %zmm0, %zmm7
	vpsrld	$9, %zmm1, %zmm13
	vpsrld	$9, %zmm2, %zmm6
	vpsrld	$9, %zmm3, %zmm14
	vcvtdq2ps	%zmm7, %zmm7
	vcvtdq2ps	%zmm13, %zmm13
	vcvtdq2ps	%zmm6, %zmm6
	vcvtdq2ps	%zmm14, %zmm14
	vbroadcastss	.LCPI0_11(%rip), %zmm0
	vaddps	%zmm0, %zmm7, %zmm7
	vaddps	%zmm0, %zmm13, %zmm13
	vaddps	%zmm0, %zmm6, %zmm6
	vaddps	%zmm0, %zmm14, %zmm14
	vbroadcastss	.LCPI0_12(%rip), %zmm1
	vmulps	%zmm1, %zmm7, %zmm7
	vmulps	%zmm1, %zmm13, %zmm13
	vmulps	%zmm1, %zmm6, %zmm6
	vmulps	%zmm1, %zmm14, %zmm14
	vpbroadcastd	.LCPI0_13(%rip), %zmm3
	vpaddd	%zmm3, %zmm7, %zmm7
	vpaddd	%zmm3, %zmm13, %zmm18
	vpaddd	%zmm3, %zmm6, %zmm21
	vpaddd	%zmm3, %zmm14, %zmm22
	vpbroadcastd	.LCPI0_15(%rip), %zmm3
	vpandd	%zmm3, %zmm7, %zmm6
	vpandd	%zmm3, %zmm18, %zmm13
	vpandd	%zmm3, %zmm21, %zmm14
	vpandd	%zmm3, %zmm22, %zmm17
	vpbroadcastd	.LCPI0_16(%rip), %zmm3
	vpaddd	%zmm3, %zmm6, %zmm6
	vpaddd	%zmm3, %zmm13, %zmm13
	vpaddd	%zmm3, %zmm14, %zmm14
	vpaddd	%zmm3, %zmm17, %zmm17
	vbroadcastss	.LCPI0_17(%rip), %zmm3
	vaddps	%zmm3, %zmm6, %zmm6
	vaddps	%zmm3, %zmm13, %zmm13
	vaddps	%zmm3, %zmm14, %zmm14
	vaddps	%zmm3, %zmm17, %zmm17
	vbroadcastss	.LCPI0_18(%rip), %zmm3
	vaddps	%zmm3, %zmm6, %zmm23
	vaddps	%zmm3, %zmm13, %zmm25
	vaddps	%zmm3, %zmm14, %zmm27
	vaddps	%zmm3, %zmm17, %zmm28
	vdivps	%zmm23, %zmm6, %zmm23
	vdivps	%zmm25, %zmm13, %zmm25
	vdivps	%zmm27, %zmm14, %zmm27
	vdivps	%zmm28, %zmm17, %zmm28
	vmulps	%zmm23, %zmm23, %zmm30
	vmulps	%zmm25, %zmm25, %zmm9
	vmulps	%zmm27, %zmm27, %zmm11
	vmulps	%zmm28, %zmm28, %zmm10
	vmulps	%zmm30, %zmm30, %zmm3
	vbroadcastss	.LCPI0_19(%rip), %zmm1
	vmulps	%zmm1, %zmm3, %zmm29
	vmovdqa64	%zmm20, %zmm2
	vmovaps	%zmm0, %zmm20
	vbroadcastss	.LCPI0_20(%rip), %zmm0
	vaddps	%zmm0, %zmm29, %zmm29
	vmulps	%zmm29, %zmm3, %zmm29
	vbroadcastss	.LCPI0_21(%rip), %zmm5
	vmulps	%zmm5, %zmm3, %zmm3
	vbroadcastss	.LCPI0_22(%rip), %zmm12
	vaddps	%zmm12, %zmm3, %zmm3
	vmulps	%zmm3, %zmm30, %zmm3
	vmulps	%zmm9, %zmm9, %zmm30
	vaddps	%zmm29, %zmm3, %zmm3
	vmulps	%zmm1, %zmm30, %zmm29
	vaddps	%zmm0, %zmm29, %zmm29
	vmulps	%zmm29, %zmm30, %zmm29
	vmulps	%zmm5, %zmm30, %zmm30
	vaddps	%zmm12, %zmm30, %zmm30
	vmulps	%zmm30, %zmm9, %zmm9
	vmulps	%zmm11, %zmm11, %zmm30
	vaddps	%zmm29, %zmm9, %zmm9
	vmulps	%zmm1, %zmm30, %zmm29
	vaddps	%zmm0, %zmm29, %zmm29
	vmulps	%zmm29, %zmm30, %zmm29
	vmulps	%zmm5, %zmm30, %zmm30
	vaddps	%zmm12, %zmm30, %zmm30
	vmulps	%zmm30, %zmm11, %zmm11
	vmulps	%zmm10, %zmm10, %zmm30
	vaddps	%zmm29, %zmm11, %zmm11
	vmulps	%zmm1, %zmm30, %zmm29
	vaddps	%zmm0, %zmm29, %zmm29
	vmovaps	%zmm20, %zmm0
	vmovdqa64	%zmm2, %zmm20
	vmulps	%zmm29, %zmm30, %zmm29
	vmulps	%zmm5, %zmm30, %zmm30
	vaddps	%zmm12, %zmm30, %zmm30
	vmulps	%zmm30, %zmm10, %zmm10
	vpsrld	$23, %zmm7, %zmm7
	vpsrld	$23, %zmm18, %zmm18
	vpsrld	$23, %zmm21, %zmm21
	vpsrld	$23, %zmm22, %zmm22
	vpbroadcastd	.LCPI0_14(%rip), %zmm30
	vpaddd	%zmm30, %zmm7, %zmm7
	vpaddd	%zmm30, %zmm18, %zmm18
	vpaddd	%zmm30, %zmm21, %zmm21
	vpaddd	%zmm30, %zmm22, %zmm22
	vaddps	%zmm29, %zmm10, %zmm10
	vmulps	%zmm0, %zmm6, %zmm29
	vmulps	%zmm29, %zmm6, %zmm29
	vaddps	%zmm3, %zmm29, %zmm3
	vmulps	%zmm3, %zmm23, %zmm3
	vmulps	%zmm0, %zmm13, %zmm23
	vmulps	%zmm23, %zmm13, %zmm23
	vaddps	%zmm9, %zmm23, %zmm9
	vmulps	%zmm9, %zmm25, %zmm9
	vmulps	%zmm0, %zmm14, %zmm25
	vmulps	%zmm25, %zmm14, %zmm25
	vaddps	%zmm11, %zmm25, %zmm11
	vmulps	%zmm11, %zmm27, %zmm11
	vmulps	%zmm0, %zmm17, %zmm27
	vmulps	%zmm27, %zmm17, %zmm27
	vcvtdq2ps	%zmm7, %zmm7
	vcvtdq2ps	%zmm18, %zmm18
	vcvtdq2ps	%zmm21, %zmm21
	vcvtdq2ps	%zmm22, %zmm22
	vaddps	%zmm10, %zmm27, %zmm10
	vmulps	%zmm10, %zmm28, %zmm10
	vbroadcastss	.LCPI0_23(%rip), %zmm1
	vmulps	%zmm1, %zmm7, %zmm28
	vaddps	%zmm3, %zmm28, %zmm3
	vmulps	%zmm1, %zmm18, %zmm28
	vaddps	%zmm9, %zmm28, %zmm9
	vmulps	%zmm1, %zmm21, %zmm28
	vaddps	%zmm11, %zmm28, %zmm11
	vmulps	%zmm1, %zmm22, %zmm28
	vaddps	%zmm10, %zmm28, %zmm10
	vsubps	%zmm29, %zmm3, %zmm3
	vsubps	%zmm23, %zmm9, %zmm9
	vsubps	%zmm25, %zmm11, %zmm11
	vsubps	%zmm27, %zmm10, %zmm10
	vaddps	%zmm3, %zmm6, %zmm3
	vaddps	%zmm9, %zmm13, %zmm6
	vaddps	%zmm11, %zmm14, %zmm9
	vaddps	%zmm10, %zmm17, %zmm10
	vbroadcastss	.LCPI0_24(%rip), %zmm1
	vmulps	%zmm1, %zmm7, %zmm7
	vaddps	%zmm3, %zmm7, %zmm3
	vmulps	%zmm1, %zmm18, %zmm7
	vaddps	%zmm6, %zmm7, %zmm6
	vmulps	%zmm1, %zmm21, %zmm7
	vaddps	%zmm9, %zmm7, %zmm7
	vmulps	%zmm1, %zmm22, %zmm9
	vaddps	%zmm10, %zmm9, %zmm9
	vbroadcastss	.LCPI0_25(%rip), %zmm1
	vmulps	%zmm1, %zmm3, %zmm3
	vmulps	%zmm1, %zmm6, %zmm6
	vsqrtps	%zmm3, %zmm3
	vsqrtps	%zmm6, %zmm6
	vmulps	%zmm3, %zmm31, %zmm10
	vmulps	%zmm3, %zmm16, %zmm3
	vmulps	%zmm6, %zmm26, %zmm11
	vmulps	%zmm6, %zmm15, %zmm6
	vmulps	%zmm1, %zmm7, %zmm7
	vmulps	%zmm1, %zmm9, %zmm9
	vsqrtps	%zmm7, %zmm7
	vsqrtps	%zmm9, %zmm9
	vmulps	%zmm7, %zmm4, %zmm4
	vmulps	1184(%rsp), %zmm7, %zmm7
	vmulps	%zmm9, %zmm8, %zmm8
	vmulps	1248(%rsp), %zmm9, %zmm5
	vmovaps	%zmm10, %zmm9
	vmovaps	.LCPI0_43(%rip), %zmm0
	vpermt2ps	%zmm3, %zmm0, %zmm9
	vmovaps	.LCPI0_44(%rip), %zmm1
	vpermt2ps	%zmm3, %zmm1, %zmm10
	vmovups	%zmm10, -384(%rsi,%rdi,8)
	vmovups	%zmm9, -320(%rsi,%rdi,8)
	vmovaps	%zmm11, %zmm3
	vpermt2ps	%zmm6, %zmm0, %zmm3
	vpermt2ps	%zmm6, %zmm1, %zmm11
	vmovups	%zmm11, -256(%rsi,%rdi,8)
	vmovups	%zmm3, -192(%rsi,%rdi,8)
	vmovaps	%zmm4, %zmm3
	vpermt2ps	%zmm7, %zmm0, %zmm3
	vpermt2ps	%zmm7, %zmm1, %zmm4
	vmovups	%zmm4, -128(%rsi,%rdi,8)
	vmovups	%zmm3, -64(%rsi,%rdi,8)
	vmovaps	%zmm8, %zmm3
	vpermt2ps	%zmm5, %zmm0, %zmm3
	vpermt2ps	%zmm5, %zmm1, %zmm8
	vmovups	%zmm8, (%rsi,%rdi,8)
	vmovups	%zmm3, 64(%rsi,%rdi,8)
	addq	$64, %rdi
	cmpq	%rdi, %rax
	jne	.LBB0_88
	cmpq	%rax, 96(%rsp)
	movq	-120(%rsp), %rbx
	movq	-80(%rsp), %rdi
	vmovdqa64	.LCPI0_0(%rip), %zmm10
	vmovss	.LCPI0_11(%rip), %xmm1
	vmovss	.LCPI0_12(%rip), %xmm12
	vmovss	.LCPI0_17(%rip), %xmm29
	vmovss	.LCPI0_19(%rip), %xmm15
	vmovss	.LCPI0_24(%rip), %xmm17
	vmovss	.LCPI0_25(%rip), %xmm18
	vmovsd	.LCPI0_27(%rip), %xmm22
	vmovsd	.LCPI0_28(%rip), %xmm23
	vmovsd	.LCPI0_29(%rip), %xmm25
	vmovsd	.LCPI0_30(%rip), %xmm26
	vmovsd	.LCPI0_31(%rip), %xmm27
	vmovsd	.LCPI0_32(%rip), %xmm30
	vmovsd	.LCPI0_33(%rip), %xmm31
	vmovsd	.LCPI0_46(%rip), %xmm0
	vmovsd	.LCPI0_35(%rip), %xmm28
	vmovsd	.LCPI0_36(%rip), %xmm11
	vmovsd	.LCPI0_37(%rip), %xmm14
	vmovsd	.LCPI0_47(%rip), %xmm7
	vmovsd	.LCPI0_39(%rip), %xmm3
	vbroadcastss	.LCPI0_40(%rip), %xmm16
	vmovss	.LCPI0_18(%rip), %xmm21
	vpxor	%xmm2, %xmm2, %xmm2
	je	.LBB0_94
	movq	824(%rsp), %rax
	testb	$56, 96(%rsp)
	je	.LBB0_86
	movq	456(%rsp), %rax
	movq	808(%rsp), %rsi
	vbroadcastsd	.LCPI0_26(%rip), %zmm1
	vbroadcastsd	.LCPI0_27(%rip), %zmm11
	vbroadcastsd	.LCPI0_28(%rip), %zmm29
	vbroadcastsd	.LCPI0_29(%rip), %zmm13
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vbroadcastsd	.LCPI0_33(%rip), %zmm17
	vbroadcastsd	.LCPI0_35(%rip), %zmm18
	vbroadcastsd	.LCPI0_36(%rip), %zmm23
	vbroadcastsd	.LCPI0_37(%rip), %zmm25
	vbroadcastsd	.LCPI0_39(%rip), %zmm26
	vpbroadcastq	.LCPI0_41(%rip), %zmm27
	vpbroadcastq	.LCPI0_42(%rip), %zmm28
	vmovdqa64	.LCPI0_45(%rip), %ymm30
	vbroadcastss	.LCPI0_11(%rip), %ymm31
	vbroadcastss	.LCPI0_12(%rip), %ymm21
	vpbroadcastd	.LCPI0_13(%rip), %ymm22
	vpbroadcastd	.LCPI0_15(%rip), %ymm12
	vpbroadcastd	.LCPI0_16(%rip), %ymm14
	vbroadcastss	.LCPI0_17(%rip), %ymm16
	vbroadcastss	.LCPI0_40(%rip), %ymm0
	.p2align	4
.LBB0_92:
	vmovdqu64	(%rcx,%rax,8), %zmm3
	vpmovqd	%zmm3, %ymm3
	vpermd	(%rcx,%rax,8), %zmm30, %zmm4
	vpsrld	$9, %ymm3, %ymm3
	vcvtdq2ps	%ymm3, %ymm3
	vaddps	%ymm31, %ymm3, %ymm3
	vmulps	%ymm21, %ymm3, %ymm3
	vpaddd	%ymm22, %ymm3, %ymm5
	vpsrld	$9, %ymm4, %ymm3
	vcvtdq2ps	%ymm3, %ymm3
	vaddps	%ymm31, %ymm3, %ymm3
	vmulps	%ymm21, %ymm3, %ymm3
	vpand	%ymm5, %ymm12, %ymm4
	vpaddd	%ymm4, %ymm14, %ymm4
	vaddps	%ymm16, %ymm4, %ymm4
	vcvtps2pd	%ymm3, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm3
	vaddpd	%zmm11, %zmm3, %zmm6
	vaddpd	%zmm29, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm13, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm7
	vmulpd	.LCPI0_30(%rip){1to8}, %zmm7, %zmm8
	vaddpd	%zmm15, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm7, %zmm8
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm7, %zmm8
	vaddpd	%zmm17, %zmm8, %zmm8
	vmulpd	%zmm7, %zmm3, %zmm9
	vmulpd	%zmm8, %zmm9, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	.LCPI0_46(%rip){1to8}, %zmm7, %zmm8
	vaddpd	%zmm18, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm7, %zmm8
	vaddpd	%zmm23, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm7, %zmm8
	vaddpd	%zmm25, %zmm8, %zmm8
	vmulpd	%zmm7, %zmm7, %zmm9
	vmulpd	%zmm8, %zmm9, %zmm8
	vaddps	.LCPI0_18(%rip){1to8}, %ymm4, %ymm9
	vmulpd	.LCPI0_47(%rip){1to8}, %zmm7, %zmm7
	vaddpd	%zmm26, %zmm7, %zmm7
	vaddpd	%zmm8, %zmm7, %zmm7
	vcvtpd2ps	%zmm3, %ymm3
	vcvtpd2ps	%zmm7, %ymm7
	vdivps	%ymm9, %ymm4, %ymm8
	vxorps	%ymm0, %ymm3, %ymm9
	vptestnmq	%zmm27, %zmm6, %k0
	vptestnmq	%zmm28, %zmm6, %k1
	vxorps	%ymm0, %ymm7, %ymm6
	vmovaps	%ymm7, %ymm6 {%k1}
	vblendmps	%ymm3, %ymm9, %ymm7 {%k1}
	vmovaps	%ymm9, %ymm3 {%k1}
	vmulps	%ymm8, %ymm8, %ymm9
	vinsertf64x4	$1, %ymm6, %zmm3, %zmm3
	kunpckbw	%k0, %k0, %k1
	vinsertf32x8	$1, %ymm7, %zmm6, %zmm3 {%k1}
	vmulps	%ymm9, %ymm9, %ymm6
	vmulps	.LCPI0_19(%rip){1to8}, %ymm6, %ymm7
	vaddps	.LCPI0_20(%rip){1to8}, %ymm7, %ymm7
	vmulps	%ymm7, %ymm6, %ymm7
	vmulps	.LCPI0_21(%rip){1to8}, %ymm6, %ymm6
	vaddps	.LCPI0_22(%rip){1to8}, %ymm6, %ymm6
	vmulps	%ymm6, %ymm9, %ymm6
	vpsrld	$23, %ymm5, %ymm5
	vpaddd	.LCPI0_14(%rip){1to8}, %ymm5, %ymm5
	vaddps	%ymm7, %ymm6, %ymm6
	vmulps	%ymm31, %ymm4, %ymm7
	vmulps	%ymm7, %ymm4, %ymm7
	vcvtdq2ps	%ymm5, %ymm5
	vaddps	%ymm6, %ymm7, %ymm6
	vmulps	%ymm6, %ymm8, %ymm6
	vmulps	.LCPI0_23(%rip){1to8}, %ymm5, %ymm8
	vaddps	%ymm6, %ymm8, %ymm6
	vsubps	%ymm7, %ymm6, %ymm6
	vaddps	%ymm6, %ymm4, %ymm4
	vmulps	.LCPI0_24(%rip){1to8}, %ymm5, %ymm5
	vaddps	%ymm4, %ymm5, %ymm4
	vmulps	.LCPI0_25(%rip){1to8}, %ymm4, %ymm4
	vsqrtps	%ymm4, %ymm4
	vmovaps	.LCPI0_48(%rip), %zmm5
	vpermps	%zmm3, %zmm5, %zmm3
	vmovaps	.LCPI0_49(%rip), %zmm5
	vpermps	%zmm4, %zmm5, %zmm4
	vmulps	%zmm4, %zmm3, %zmm3
	vmovups	%zmm3, (%rcx,%rax,8)
	addq	$8, %rax
	cmpq	%rax, %rsi
	jne	.LBB0_92
	movq	800(%rsp), %rax
	cmpq	%rsi, 96(%rsp)
	vmovss	.LCPI0_17(%rip), %xmm29
	vmovss	.LCPI0_19(%rip), %xmm15
	vmovss	.LCPI0_24(%rip), %xmm17
	vmovss	.LCPI0_25(%rip), %xmm18
	vmovsd	.LCPI0_28(%rip), %xmm23
	vmovsd	.LCPI0_29(%rip), %xmm25
	vmovsd	.LCPI0_30(%rip), %xmm26
	vmovsd	.LCPI0_31(%rip), %xmm27
	vmovsd	.LCPI0_32(%rip), %xmm30
	vmovsd	.LCPI0_33(%rip), %xmm31
	vmovsd	.LCPI0_46(%rip), %xmm0
	vmovsd	.LCPI0_35(%rip), %xmm28
	vmovsd	.LCPI0_36(%rip), %xmm11
	vmovsd	.LCPI0_37(%rip), %xmm14
	vmovsd	.LCPI0_47(%rip), %xmm7
	vmovsd	.LCPI0_39(%rip), %xmm3
	vbroadcastss	.LCPI0_40(%rip), %xmm16
	vmovss	.LCPI0_18(%rip), %xmm21
	vmovsd	.LCPI0_27(%rip), %xmm22
	vmovss	.LCPI0_11(%rip), %xmm1
	vmovss	.LCPI0_12(%rip), %xmm12
	jne	.LBB0_86
	.p2align	4
.LBB0_94:
	cmpq	%rbx, %rdi
	vmovaps	1312(%rsp), %xmm28
	vmovsd	.LCPI0_26(%rip), %xmm3
	vmovss	.LCPI0_21(%rip), %xmm11
	vmovss	.LCPI0_20(%rip), %xmm9
	je	.LBB0_99
	vmovaps	%xmm15, %xmm16
	xorl	-96(%rsp), %r12d
	xorl	3328(%rsp), %r12d
	movq	-48(%rsp), %r8
	imulq	%r8, %r12
	movq	%r12, %r14
	shrq	$32, %r14
	movq	-24(%rsp), %rcx
	xorl	832(%rsp), %ecx
	xorl	840(%rsp), %r14d
	imulq	%r8, %rcx
	movq	%rcx, %rax
	shrq	$32, %rax
	movl	$3449720151, %edi
	imulq	%rdi, %r14
	movq	104(%rsp), %rsi
	xorl	%eax, %esi
	movq	%r14, %rax
	shrq	$32, %rax
	xorl	848(%rsp), %eax
	xorl	%esi, %r12d
	imulq	%r8, %rax
	imulq	%rdi, %r12
	movq	%r12, %rsi
	shrq	$32, %rsi
	xorl	3264(%rsp), %r14d
	xorl	%esi, %r14d
	movq	%rax, %rsi
	shrq	$32, %rsi
	xorl	%r9d, %ecx
	xorl	%esi, %ecx
	imulq	%r8, %r14
	imulq	%rdi, %rcx
	movq	%rcx, %rsi
	shrq	$32, %rsi
	xorl	3200(%rsp), %r12d
	xorl	%esi, %r12d
	movq	%r14, %rsi
	shrq	$32, %rsi
	xorl	%r15d, %eax
	xorl	%esi, %eax
	imulq	%r8, %r12
	imulq	%rdi, %rax
	movq	%rax, %rsi
	shrq	$32, %rsi
	xorl	3136(%rsp), %ecx
	xorl	%esi, %ecx
	movq	%r12, %rsi
	shrq	$32, %rsi
	xorl	%r13d, %r14d
	xorl	%esi, %r14d
	imulq	%r8, %rcx
	imulq	%rdi, %r14
	movq	%r14, %rsi
	shrq	$32, %rsi
	xorl	3072(%rsp), %eax
	xorl	%esi, %eax
	movq	%rcx, %rsi
	shrq	$32, %rsi
	xorl	1376(%rsp), %r12d
	xorl	%esi, %r12d
	imulq	%r8, %rax
	imulq	%rdi, %r12
	movq	%r12, %rsi
	shrq	$32, %rsi
	xorl	3008(%rsp), %r14d
	xorl	%esi, %r14d
	movq	%rax, %rsi
	shrq	$32, %rsi
	xorl	%r11d, %ecx
	xorl	%esi, %ecx
	imulq	%r8, %r14
	imulq	%rdi, %rcx
	movq	%rcx, %rsi
	shrq	$32, %rsi
	xorl	2944(%rsp), %r12d
	xorl	%esi, %r12d
	movq	%r14, %rsi
	shrq	$32, %rsi
	xorl	1920(%rsp), %eax
	xorl	%esi, %eax
	imulq	%r8, %r12
	imulq	%rdi, %rax
	movq	%rax, %rsi
	shrq	$32, %rsi
	xorl	2880(%rsp), %ecx
	xorl	%esi, %ecx
	shrl	$9, %ecx
	vcvtsi2ss	%ecx, %xmm24, %xmm4
	vaddss	%xmm1, %xmm4, %xmm4
	vmulss	%xmm4, %xmm12, %xmm4
	shrl	$9, %eax
	vcvtsi2ss	%eax, %xmm24, %xmm5
	vaddss	%xmm1, %xmm5, %xmm5
	vmulss	%xmm5, %xmm12, %xmm5
	vmovd	%xmm4, %esi
	addl	$4913933, %esi
	movl	%esi, %edi
	shrl	$23, %edi
	addl	$-127, %edi
	andl	$8388607, %esi
	addl	$1060439283, %esi
	vcvtss2sd	%xmm5, %xmm5, %xmm4
	vmulsd	%xmm3, %xmm4, %xmm4
	vaddsd	%xmm22, %xmm4, %xmm5
	vmovq	%xmm5, %rcx
	testb	$2, %cl
	vmovd	%esi, %xmm6
	sete	%sil
	vaddss	%xmm29, %xmm6, %xmm6
	vaddss	%xmm21, %xmm6, %xmm8
	vdivss	%xmm8, %xmm6, %xmm8
	vmovaps	%xmm12, %xmm0
	vmulss	%xmm8, %xmm8, %xmm12
	vmulss	%xmm12, %xmm12, %xmm13
	vmulss	%xmm15, %xmm13, %xmm14
	vaddss	%xmm9, %xmm14, %xmm14
	vmulss	%xmm14, %xmm13, %xmm14
	vmulss	%xmm11, %xmm13, %xmm13
	vaddss	.LCPI0_22(%rip), %xmm13, %xmm13
	vmulss	%xmm13, %xmm12, %xmm12
	vcvtsi2ss	%edi, %xmm15, %xmm13
	movl	%r12d, %edi
	shrl	$9, %edi
	vaddss	%xmm14, %xmm12, %xmm12
	vmulss	%xmm1, %xmm6, %xmm14
	vmulss	%xmm6, %xmm14, %xmm14
	vaddss	%xmm12, %xmm14, %xmm12
	vmulss	%xmm12, %xmm8, %xmm8
	vmulss	.LCPI0_23(%rip), %xmm13, %xmm12
	vaddss	%xmm8, %xmm12, %xmm8
	vcvtsi2ss	%edi, %xmm15, %xmm12
	vaddss	%xmm1, %xmm12, %xmm12
	vmovaps	%xmm0, %xmm7
	vmulss	%xmm0, %xmm12, %xmm12
	vcvtss2sd	%xmm12, %xmm12, %xmm15
	vsubss	%xmm14, %xmm8, %xmm8
	vaddss	%xmm6, %xmm8, %xmm6
	vmulss	.LCPI0_24(%rip), %xmm13, %xmm8
	vaddss	%xmm6, %xmm8, %xmm13
	vaddsd	.LCPI0_28(%rip), %xmm5, %xmm5
	vsubsd	%xmm5, %xmm4, %xmm4
	vmulsd	.LCPI0_29(%rip), %xmm4, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm5
	vmulsd	.LCPI0_30(%rip), %xmm5, %xmm6
	vaddsd	.LCPI0_31(%rip), %xmm6, %xmm6
	vmulsd	%xmm6, %xmm5, %xmm6
	vaddsd	.LCPI0_32(%rip), %xmm6, %xmm6
	vmulsd	%xmm6, %xmm5, %xmm6
	vaddsd	.LCPI0_33(%rip), %xmm6, %xmm6
	vmulsd	%xmm5, %xmm4, %xmm8
	vmulsd	%xmm6, %xmm8, %xmm6
	vaddsd	%xmm6, %xmm4, %xmm4
	vmulsd	.LCPI0_34(%rip), %xmm5, %xmm6
	vmovsd	.LCPI0_35(%rip), %xmm0
	vsubsd	%xmm6, %xmm0, %xmm6
	vmulsd	%xmm6, %xmm5, %xmm6
	vaddsd	.LCPI0_36(%rip), %xmm6, %xmm6
	vmulsd	%xmm6, %xmm5, %xmm6
	vaddsd	.LCPI0_37(%rip), %xmm6, %xmm6
	vmulsd	%xmm5, %xmm5, %xmm8
	vmulsd	%xmm6, %xmm8, %xmm6
	vmulsd	.LCPI0_38(%rip), %xmm5, %xmm5
	vmovsd	.LCPI0_39(%rip), %xmm0
	vsubsd	%xmm5, %xmm0, %xmm5
	vaddsd	%xmm6, %xmm5, %xmm5
	vcvtsd2ss	%xmm4, %xmm4, %xmm12
	vcvtsd2ss	%xmm5, %xmm5, %xmm4
	vbroadcastss	.LCPI0_40(%rip), %xmm0
	vxorps	%xmm0, %xmm12, %xmm6
	vxorps	%xmm0, %xmm4, %xmm8
	kmovd	%esi, %k1
	vmovss	%xmm4, %xmm8, %xmm8 {%k1}
	vmovaps	%xmm12, %xmm4
	vmovss	%xmm6, %xmm4, %xmm4 {%k1}
	kmovd	%ecx, %k1
	vmovaps	%xmm8, %xmm5
	vmovss	%xmm4, %xmm5, %xmm5 {%k1}
	vmulss	.LCPI0_25(%rip), %xmm13, %xmm4
	vsqrtss	%xmm4, %xmm4, %xmm13
	vmulss	%xmm5, %xmm13, %xmm4
	movq	-80(%rsp), %rsi
	movq	40(%rsp), %rdi
	vmovss	%xmm4, (%rdi,%rsi,4)
	vmulsd	%xmm3, %xmm15, %xmm4
	vaddsd	%xmm22, %xmm4, %xmm5
	vmovq	%xmm5, %rsi
	testb	$2, %sil
	sete	%dil
	cmpq	%rbx, 472(%rsp)
	jae	.LBB0_97
	testb	$2, %cl
	sete	%r8b
	kmovd	%r8d, %k1
	vmovss	%xmm12, %xmm6, %xmm6 {%k1}
	kmovd	%ecx, %k1
	vmovss	%xmm8, %xmm6, %xmm6 {%k1}
	vmulss	%xmm6, %xmm13, %xmm6
	movq	40(%rsp), %rcx
	movq	472(%rsp), %r8
	vmovss	%xmm6, (%rcx,%r8,4)
.LBB0_97:
	cmpq	%rbx, 464(%rsp)
	jae	.LBB0_99
	shrq	$32, %r12
	xorl	1856(%rsp), %r14d
	xorl	%r12d, %r14d
	shrl	$9, %r14d
	vcvtsi2ss	%r14d, %xmm11, %xmm6
	vaddss	%xmm1, %xmm6, %xmm6
	vmulss	%xmm7, %xmm6, %xmm6
	vmovd	%xmm6, %eax
	addl	$4913933, %eax
	movl	%eax, %ecx
	shrl	$23, %ecx
	addl	$-127, %ecx
	andl	$8388607, %eax
	addl	$1060439283, %eax
	vmovd	%eax, %xmm6
	vaddss	%xmm29, %xmm6, %xmm6
	vaddss	%xmm21, %xmm6, %xmm8
	vdivss	%xmm8, %xmm6, %xmm8
	vmulss	%xmm8, %xmm8, %xmm12
	vmulss	%xmm12, %xmm12, %xmm13
	vmulss	%xmm16, %xmm13, %xmm14
	vaddss	.LCPI0_20(%rip), %xmm14, %xmm14
	vmulss	%xmm14, %xmm13, %xmm14
	vmulss	%xmm11, %xmm13, %xmm13
	vaddss	.LCPI0_22(%rip), %xmm13, %xmm13
	vmulss	%xmm13, %xmm12, %xmm12
	vaddss	%xmm14, %xmm12, %xmm12
	vmulss	%xmm1, %xmm6, %xmm13
	vmulss	%xmm6, %xmm13, %xmm13
	vcvtsi2ss	%ecx, %xmm11, %xmm14
	vaddss	%xmm12, %xmm13, %xmm12
	vmulss	%xmm12, %xmm8, %xmm8
	vmulss	.LCPI0_23(%rip), %xmm14, %xmm12
	vaddss	%xmm8, %xmm12, %xmm8
	vsubss	%xmm13, %xmm8, %xmm8
	vaddss	%xmm6, %xmm8, %xmm6
	vmulss	.LCPI0_24(%rip), %xmm14, %xmm8
	vaddss	%xmm6, %xmm8, %xmm6
	vmulss	.LCPI0_25(%rip), %xmm6, %xmm6
	vsqrtss	%xmm6, %xmm6, %xmm6
	vaddsd	.LCPI0_28(%rip), %xmm5, %xmm5
	vsubsd	%xmm5, %xmm4, %xmm4
	vmulsd	.LCPI0_29(%rip), %xmm4, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm5
	vmulsd	.LCPI0_30(%rip), %xmm5, %xmm8
	vaddsd	.LCPI0_31(%rip), %xmm8, %xmm8
	vmulsd	%xmm5, %xmm8, %xmm8
	vaddsd	.LCPI0_32(%rip), %xmm8, %xmm8
	vmulsd	%xmm5, %xmm8, %xmm8
	vaddsd	.LCPI0_33(%rip), %xmm8, %xmm8
	vmulsd	%xmm5, %xmm4, %xmm12
	vmulsd	%xmm8, %xmm12, %xmm8
	vaddsd	%xmm4, %xmm8, %xmm4
	vmulsd	.LCPI0_34(%rip), %xmm5, %xmm8
	vmovsd	.LCPI0_35(%rip), %xmm0
	vsubsd	%xmm8, %xmm0, %xmm8
	vmulsd	%xmm5, %xmm8, %xmm8
	vaddsd	.LCPI0_36(%rip), %xmm8, %xmm8
	vmulsd	%xmm5, %xmm8, %xmm8
	vaddsd	.LCPI0_37(%rip), %xmm8, %xmm8
	vmulsd	%xmm5, %xmm5, %xmm12
	vmulsd	%xmm8, %xmm12, %xmm8
	vmulsd	.LCPI0_38(%rip), %xmm5, %xmm5
	vmovsd	.LCPI0_39(%rip), %xmm0
	vsubsd	%xmm5, %xmm0, %xmm5
	vaddsd	%xmm5, %xmm8, %xmm5
	vcvtsd2ss	%xmm4, %xmm4, %xmm4
	vcvtsd2ss	%xmm5, %xmm5, %xmm5
	vbroadcastss	.LCPI0_40(%rip), %xmm0
	vxorps	%xmm0, %xmm4, %xmm8
	vxorps	%xmm0, %xmm5, %xmm12
	kmovd	%edi, %k1
	vmovss	%xmm5, %xmm12, %xmm12 {%k1}
	vmovss	%xmm8, %xmm4, %xmm4 {%k1}
	kmovd	%esi, %k1
	vmovss	%xmm4, %xmm12, %xmm12 {%k1}
	vmulss	%xmm6, %xmm12, %xmm4
	movq	40(%rsp), %rax
	movq	464(%rsp), %rcx
	vmovss	%xmm4, (%rax,%rcx,4)
	.p2align	4
.LBB0_99:
	vxorps	%xmm4, %xmm4, %xmm4
	movl	$1024, %ecx
	movq	%r10, %rsi
	xorl	%edi, %edi
	vxorps	%xmm5, %xmm5, %xmm5
	vxorps	%xmm13, %xmm13, %xmm13
	vxorps	%xmm12, %xmm12, %xmm12
	vbroadcastss	.LCPI0_50(%rip), %zmm14
	vmovaps	%zmm14, %zmm6
	xorl	%r10d, %r10d
	vmovss	.LCPI0_50(%rip), %xmm8
	xorl	%eax, %eax
	jmp	.LBB0_102
	.p2align	4
.LBB0_100:
	vmovss	.LCPI0_56(%rip), %xmm16
.LBB0_101:
	addq	$1024, %rcx
	addq	$-1024, %rdi
	addq	$4096, %rsi
	movq	%r8, %r10
	movq	-120(%rsp), %rbx
	cmpq	%rbx, %r8
	jae	.LBB0_107
.LBB0_102:
	leaq	1024(%r10), %r8
	cmpq	%rcx, %rbx
	movq	%rcx, %r11
	cmovbq	%rbx, %r11
	cmpq	%rbx, %r8
	cmovbq	%r8, %rbx
	movq	%rbx, %r14
	subq	%r10, %r14
	andq	$-32, %r14
	addq	%r10, %r14
	movq	%r10, %r9
	cmpq	%r14, %r10
	vmovdqa64	.LCPI0_51(%rip), %zmm0
	vmovdqa64	.LCPI0_52(%rip), %zmm1
	vmovdqa64	.LCPI0_53(%rip), %zmm16
	movq	928(%rsp), %r15
	jae	.LBB0_104
	.p2align	4
.LBB0_103:
	vpbroadcastq	%r9, %zmm3
	vmovups	(%r15,%r9,4), %zmm7
	vmovups	64(%r15,%r9,4), %zmm9
	vcmpltps	%zmm7, %zmm6, %k0
	vcmpltps	%zmm9, %zmm14, %k1
	vcmpunordps	%zmm2, %zmm7, %k2
	vcmpunordps	%zmm2, %zmm9, %k3
	vcmpordps	%zmm2, %zmm6, %k2 {%k2}
	vcmpordps	%zmm2, %zmm14, %k3 {%k3}
	korw	%k2, %k0, %k2
	korw	%k3, %k1, %k1
	vmovaps	%zmm7, %zmm6 {%k2}
	vmovaps	%zmm9, %zmm14 {%k1}
	vporq	%zmm10, %zmm3, %zmm4 {%k2}
	kshiftrw	$8, %k2, %k2
	vporq	%zmm0, %zmm3, %zmm5 {%k2}
	vporq	%zmm1, %zmm3, %zmm13 {%k1}
	kshiftrw	$8, %k1, %k1
	vporq	%zmm16, %zmm3, %zmm12 {%k1}
	addq	$32, %r9
	cmpq	%r14, %r9
	jb	.LBB0_103
.LBB0_104:
	cmpq	%rbx, %r14
	jae	.LBB0_100
	addq	%rdi, %r11
	andq	$-32, %r11
	vmovss	.LCPI0_56(%rip), %xmm16
	.p2align	4
.LBB0_106:
	leaq	(%r10,%r11), %r9
	vmovss	(%rsi,%r11,4), %xmm3
	vucomiss	%xmm8, %xmm3
	seta	%r14b
	vcmpordss	%xmm24, %xmm8, %k0
	vcmpunordss	%xmm24, %xmm3, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %r15d
	orb	%r14b, %r15b
	andb	$1, %r15b
	kmovd	%r15d, %k1
	vmovss	%xmm3, %xmm8, %xmm8 {%k1}
	cmovneq	%r9, %rax
	leaq	(%r10,%r11), %r9
	incq	%r9
	incq	%r11
	cmpq	%rbx, %r9
	jb	.LBB0_106
	jmp	.LBB0_101
	.p2align	4
.LBB0_107:
	vcmpunordps	%zmm2, %zmm14, %k0
	vcmpordps	%zmm2, %zmm6, %k1
	vpcmpltuq	%zmm4, %zmm13, %k2
	vpcmpltuq	%zmm5, %zmm12, %k3
	kunpckbw	%k2, %k3, %k2
	vcmpltps	%zmm14, %zmm6, %k3
	korw	%k2, %k1, %k1
	vcmpeqps	%zmm6, %zmm14, %k2 {%k2}
	korw	%k2, %k3, %k2
	kandw	%k0, %k1, %k1
	kandnw	%k2, %k0, %k0
	korw	%k0, %k1, %k1
	vmovaps	%zmm14, %zmm6 {%k1}
	vmovdqa64	%zmm13, %zmm4 {%k1}
	kshiftrw	$8, %k1, %k1
	vmovdqa64	%zmm12, %zmm5 {%k1}
	vextractf64x4	$1, %zmm6, %ymm3
	vxorps	%xmm0, %xmm0, %xmm0
	vcmpunordps	%ymm0, %ymm3, %k0
	vcmpordps	%ymm0, %ymm6, %k1
	vpcmpltuq	%zmm4, %zmm5, %k2
	vcmpltps	%ymm3, %ymm6, %k3
	korb	%k2, %k1, %k1
	vcmpeqps	%ymm6, %ymm3, %k2 {%k2}
	korb	%k2, %k3, %k2
	kandnb	%k2, %k0, %k2
	kandb	%k0, %k1, %k0
	korb	%k2, %k0, %k1
	vblendmps	%ymm3, %ymm6, %ymm3 {%k1}
	vmovdqa64	%zmm5, %zmm4 {%k1}
	vextractf128	$1, %ymm3, %xmm5
	vextracti64x4	$1, %zmm4, %ymm7
	vxorps	%xmm0, %xmm0, %xmm0
	vcmpunordps	%xmm0, %xmm5, %k0
	vcmpordps	%xmm0, %xmm3, %k1
	vpcmpltuq	%ymm4, %ymm7, %k2
	vcmpltps	%xmm5, %xmm3, %k3
	korw	%k2, %k1, %k1
	vcmpeqps	%xmm3, %xmm5, %k2 {%k2}
	korw	%k2, %k3, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k1
	vblendmps	%xmm5, %xmm3, %xmm6 {%k1}
	vpblendmq	%ymm7, %ymm4, %ymm3 {%k1}
	vshufpd	$1, %xmm6, %xmm6, %xmm4
	vextracti128	$1, %ymm3, %xmm5
	vcmpunordps	%xmm0, %xmm4, %k0
	vcmpordps	%xmm0, %xmm6, %k1
	vpcmpltuq	%xmm3, %xmm5, %k2
	vcmpltps	%xmm4, %xmm6, %k3
	vcmpeqps	%xmm6, %xmm4, %k4
	korw	%k2, %k1, %k1
	kandw	%k2, %k4, %k2
	korw	%k2, %k3, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k1
	vmovaps	%xmm4, %xmm6 {%k1}
	vpblendmq	%xmm5, %xmm3, %xmm3 {%k1}
	vmovq	%xmm3, %rcx
	vmovshdup	%xmm6, %xmm4
	vpextrq	$1, %xmm3, %rsi
	vucomiss	%xmm4, %xmm4
	setp	%dil
	vucomiss	%xmm6, %xmm6
	setnp	%r8b
	cmpq	%rcx, %rsi
	setb	%r9b
	vucomiss	%xmm6, %xmm4
	seta	%r10b
	kmovd	%edi, %k0
	setnp	%dil
	sete	%r11b
	andb	%dil, %r11b
	orb	%r9b, %r8b
	kmovd	%r8d, %k1
	andb	%r9b, %r11b
	orb	%r10b, %r11b
	kmovd	%r11d, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k0
	kmovd	%k0, %edi
	andb	$1, %dil
	kmovd	%edi, %k1
	vmovss	%xmm4, %xmm6, %xmm6 {%k1}
	cmovneq	%rsi, %rcx
	vucomiss	%xmm6, %xmm6
	setnp	%sil
	cmpq	%rcx, %rax
	setb	%dil
	vucomiss	%xmm6, %xmm8
	seta	%r8b
	setnp	%r9b
	sete	%r10b
	andb	%r9b, %r10b
	orb	%dil, %sil
	andb	%dil, %r10b
	orb	%r8b, %r10b
	vucomiss	%xmm8, %xmm8
	movzbl	%sil, %esi
	movzbl	%r10b, %edi
	cmovpl	%esi, %edi
	testb	%dil, %dil
	kmovd	%edi, %k1
	vmovss	%xmm8, %xmm6, %xmm6 {%k1}
	cmovneq	%rax, %rcx
	vcvtusi2ss	%rcx, %xmm15, %xmm0
	vmovaps	%xmm0, 864(%rsp)
	vbroadcastss	%xmm6, %zmm14
	movl	$1024, %esi
	movq	%rbp, %rax
	movq	240(%rsp), %r10
	movq	%r10, %rcx
	movq	-56(%rsp), %rdi
	movq	%rdi, 576(%rsp)
	movq	$0, 640(%rsp)
	xorl	%r8d, %r8d
	xorl	%r11d, %r11d
	xorl	%edi, %edi
	movq	304(%rsp), %r15
	vmovss	.LCPI0_54(%rip), %xmm1
	vmovss	.LCPI0_55(%rip), %xmm12
	vbroadcastss	.LCPI0_72(%rip), %zmm29
	jmp	.LBB0_109
	.p2align	4
.LBB0_108:
	movq	368(%rsp), %rsi
	addq	$1024, %rsi
	movq	176(%rsp), %r8
	incq	%r8
	addq	$-1024, 640(%rsp)
	addq	$4096, 576(%rsp)
	movq	112(%rsp), %rcx
	addq	$4096, %rcx
	addq	$-4096, %rax
	movq	512(%rsp), %r14
	movq	%r14, %r11
	movq	-120(%rsp), %rbx
	cmpq	%rbx, %r14
	jae	.LBB0_146
.LBB0_109:
	movq	%r8, 176(%rsp)
	movq	%rcx, 112(%rsp)
	cmpq	%rsi, %rbx
	movq	%rsi, 368(%rsp)
	cmovbq	%rbx, %rsi
	leaq	1024(%r11), %rcx
	cmpq	%rbx, %rcx
	movq	%rbx, %r14
	movq	%rcx, 512(%rsp)
	cmovbq	%rcx, %r14
	subq	%r11, %r14
	jbe	.LBB0_113
	movq	176(%rsp), %r8
	movq	%r8, %rcx
	shlq	$10, %rcx
	movq	%rsi, %r12
	subq	%rcx, %r12
	cmpq	$4, %r12
	jae	.LBB0_133
.LBB0_111:
	movq	%r11, %r12
	vmovss	.LCPI0_57(%rip), %xmm17
	vmovss	.LCPI0_58(%rip), %xmm18
	vmovss	.LCPI0_59(%rip), %xmm21
	vmovss	.LCPI0_60(%rip), %xmm22
	vmovss	.LCPI0_61(%rip), %xmm23
	vmovss	.LCPI0_62(%rip), %xmm25
	vmovss	.LCPI0_63(%rip), %xmm26
	vmovss	.LCPI0_64(%rip), %xmm27
	vmovss	.LCPI0_65(%rip), %xmm30
	vmovss	.LCPI0_18(%rip), %xmm31
	vmovss	.LCPI0_66(%rip), %xmm15
	.p2align	4
.LBB0_112:
	vmovss	(%r10,%r12,4), %xmm3
	vsubss	%xmm6, %xmm3, %xmm3
	vmaxss	%xmm3, %xmm1, %xmm4
	vminss	%xmm4, %xmm12, %xmm4
	vmulss	%xmm16, %xmm4, %xmm5
	vaddss	%xmm17, %xmm5, %xmm5
	vaddss	%xmm18, %xmm5, %xmm7
	vmovd	%xmm5, %ecx
	vmulss	%xmm21, %xmm7, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm22, %xmm7, %xmm5
	vsubss	%xmm5, %xmm4, %xmm7
	vmulss	%xmm7, %xmm7, %xmm8
	vmulss	%xmm23, %xmm8, %xmm9
	vaddss	%xmm25, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm9
	vaddss	%xmm26, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm9
	vaddss	%xmm27, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm9
	vaddss	%xmm30, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm8
	vsubss	%xmm8, %xmm7, %xmm8
	vmulss	%xmm7, %xmm8, %xmm7
	vsubss	%xmm8, %xmm31, %xmm8
	vdivss	%xmm8, %xmm7, %xmm7
	vsubss	%xmm7, %xmm5, %xmm5
	vsubss	%xmm5, %xmm4, %xmm4
	vaddss	%xmm4, %xmm15, %xmm4
	leal	-1262485248(%rcx), %r8d
	shrl	%r8d
	subl	%r8d, %ecx
	shll	$23, %ecx
	shll	$23, %r8d
	addl	$-8388608, %r8d
	addl	$2139095040, %ecx
	vmovd	%r8d, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vmovd	%ecx, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vcmpunordss	%xmm3, %xmm3, %k1
	vmovss	.LCPI0_69(%rip), %xmm4 {%k1}
	vmovss	%xmm4, (%r15,%r12,4)
	vmovss	%xmm4, (%rax,%r12,4)
	incq	%r12
	cmpq	%r12, %rsi
	jne	.LBB0_112
.LBB0_113:
	movq	%r14, %rsi
	andq	$-64, %rsi
	je	.LBB0_122
	xorl	%r11d, %r11d
	vmovsd	.LCPI0_27(%rip), %xmm22
	jmp	.LBB0_117
	.p2align	4
.LBB0_115:
	movl	$6, %ecx
	subq	%r8, %rcx
	addq	%r8, %rdi
	movq	240(%rsp), %r10
	movq	304(%rsp), %r15
.LBB0_116:
	vmovss	%xmm4, 3840(%rsp,%rdi,4)
	movq	%rcx, 4360(%rsp,%rdi,8)
	incq	%rdi
	addq	$64, %r11
	cmpq	%rsi, %r11
	jae	.LBB0_123
.LBB0_117:
	vmovups	(%rbp,%r11,4), %zmm3
	vmovups	64(%rbp,%r11,4), %zmm4
	vmovups	128(%rbp,%r11,4), %zmm5
	vmovups	192(%rbp,%r11,4), %zmm7
	vmovaps	%zmm3, %zmm8
	vpermt2ps	%zmm4, %zmm19, %zmm8
	vmovaps	%zmm5, %zmm9
	vpermt2ps	%zmm7, %zmm19, %zmm9
	vpermt2ps	%zmm4, %zmm20, %zmm3
	vaddps	%zmm3, %zmm8, %zmm3
	vpermt2ps	%zmm7, %zmm20, %zmm5
	vaddps	%zmm5, %zmm9, %zmm4
	vmovaps	%zmm3, %zmm5
	vpermt2ps	%zmm4, %zmm19, %zmm5
	vpermt2ps	%zmm4, %zmm20, %zmm3
	vaddps	%zmm3, %zmm5, %zmm3
	vextractf64x4	$1, %zmm3, %ymm4
	vhaddps	%ymm4, %ymm3, %ymm3
	vextractf128	$1, %ymm3, %xmm4
	vhaddps	%xmm4, %xmm3, %xmm3
	vshufps	$216, %xmm3, %xmm3, %xmm3
	vhaddps	%xmm3, %xmm3, %xmm3
	xorl	%r8d, %r8d
	vmovshdup	%xmm3, %xmm4
	vaddss	%xmm4, %xmm3, %xmm4
	movl	$6, %ecx
	testq	%rdi, %rdi
	setne	%r9b
	je	.LBB0_116
	movb	%r9b, %r8b
	movq	%rdi, %r9
	subq	%r8, %r9
	cmpq	$6, 4360(%rsp,%r9,8)
	jne	.LBB0_116
	leaq	4352(%rsp), %rcx
	leaq	(%rcx,%rdi,8), %rcx
	leaq	-1(%rdi), %r15
	leaq	3836(%rsp), %r8
	leaq	(%r8,%rdi,4), %r12
	movl	$7, %r13d
	xorl	%ebx, %ebx
	.p2align	4
.LBB0_120:
	movq	%r15, %r9
	subq	$1, %r15
	cmovaeq	%rdx, %r9
	leaq	(%rdi,%rbx), %r10
	vaddss	(%r12,%rbx,4), %xmm4, %xmm4
	leaq	-1(%rbx), %r8
	cmpq	$1, %r10
	je	.LBB0_115
	shll	$3, %r9d
	movq	%rcx, %r10
	subq	%r9, %r10
	cmpq	(%r10,%rbx,8), %r13
	leaq	1(%r13), %r13
	movq	%r8, %rbx
	je	.LBB0_120
	jmp	.LBB0_115
	.p2align	4
.LBB0_122:
	vmovsd	.LCPI0_27(%rip), %xmm22
.LBB0_123:
	cmpq	%r14, %rsi
	movl	$2143289344, %r9d
	jne	.LBB0_126
	jmp	.LBB0_108
	.p2align	4
.LBB0_124:
	xorl	%r12d, %r12d
.LBB0_125:
	vmovss	%xmm4, 3840(%rsp,%rdi,4)
	movq	%r12, 4360(%rsp,%rdi,8)
	incq	%rdi
	incq	%rsi
	cmpq	%r14, %rsi
	jae	.LBB0_108
.LBB0_126:
	xorl	%ecx, %ecx
	vmovss	(%rbp,%rsi,4), %xmm4
	testq	%rdi, %rdi
	setne	%r8b
	je	.LBB0_124
	movb	%r8b, %cl
	movq	%rdi, %r8
	subq	%rcx, %r8
	cmpq	$0, 4360(%rsp,%r8,8)
	jne	.LBB0_124
	leaq	4352(%rsp), %rcx
	leaq	(%rcx,%rdi,8), %rcx
	leaq	-1(%rdi), %r9
	leaq	3836(%rsp), %r8
	leaq	(%r8,%rdi,4), %r11
	movq	%r9, %r13
	xorl	%r12d, %r12d
	.p2align	4
.LBB0_129:
	movq	%r13, %r8
	subq	$1, %r13
	cmovaeq	%rdx, %r8
	vaddss	(%r11), %xmm4, %xmm4
	cmpq	%r12, %r9
	leaq	1(%r12), %r12
	je	.LBB0_131
	shll	$3, %r8d
	movq	%rcx, %rbx
	subq	%r8, %rbx
	addq	$-8, %rcx
	addq	$-4, %r11
	cmpq	(%rbx), %r12
	je	.LBB0_129
.LBB0_131:
	subq	%r12, %rdi
	movl	$2143289344, %r9d
	jmp	.LBB0_125
	.p2align	4
.LBB0_133:
	movq	%r8, %rcx
	shlq	$12, %rcx
	movq	3456(%rsp), %r8
	subq	%rcx, %r8
	cmpq	$64, %r8
	jb	.LBB0_111
	cmpq	$64, 3392(%rsp)
	jb	.LBB0_111
	movq	-40(%rsp), %r8
	subq	%rcx, %r8
	cmpq	$64, %r8
	jb	.LBB0_111
	cmpq	$16, %r12
	jae	.LBB0_138
	xorl	%ebx, %ebx
	jmp	.LBB0_142
.LBB0_138:
	movq	%rsi, %r9
	andq	$-16, %r9
	addq	640(%rsp), %r9
	movl	%esi, %ecx
	andl	$15, %ecx
	movq	%r12, %rbx
	movq	%rcx, 992(%rsp)
	subq	%rcx, %rbx
	movq	576(%rsp), %rcx
	addq	%rbp, %rcx
	xorl	%r13d, %r13d
	vbroadcastss	.LCPI0_56(%rip), %zmm0
	vbroadcastss	.LCPI0_57(%rip), %zmm11
	vbroadcastss	.LCPI0_58(%rip), %zmm13
	vbroadcastss	.LCPI0_59(%rip), %zmm15
	vbroadcastss	.LCPI0_60(%rip), %zmm17
	vbroadcastss	.LCPI0_61(%rip), %zmm18
	vbroadcastss	.LCPI0_62(%rip), %zmm21
	vbroadcastss	.LCPI0_63(%rip), %zmm22
	vbroadcastss	.LCPI0_64(%rip), %zmm23
	vbroadcastss	.LCPI0_65(%rip), %zmm25
	vbroadcastss	.LCPI0_18(%rip), %zmm26
	vbroadcastss	.LCPI0_66(%rip), %zmm27
	vpbroadcastd	.LCPI0_67(%rip), %zmm30
	vpbroadcastd	.LCPI0_50(%rip), %zmm31
	vpbroadcastd	.LCPI0_68(%rip), %zmm28
	vbroadcastss	.LCPI0_54(%rip), %zmm29
	vbroadcastss	.LCPI0_55(%rip), %zmm19
	movq	112(%rsp), %r8
	.p2align	4
.LBB0_139:
	vmovups	(%r8,%r13,4), %zmm3
	vsubps	%zmm14, %zmm3, %zmm3
	vmaxps	%zmm3, %zmm29, %zmm4
	vminps	%zmm4, %zmm19, %zmm4
	vmulps	%zmm0, %zmm4, %zmm5
	vaddps	%zmm11, %zmm5, %zmm5
	vaddps	%zmm13, %zmm5, %zmm7
	vmulps	%zmm15, %zmm7, %zmm8
	vaddps	%zmm8, %zmm4, %zmm4
	vmulps	%zmm17, %zmm7, %zmm7
	vsubps	%zmm7, %zmm4, %zmm8
	vmulps	%zmm8, %zmm8, %zmm9
	vmulps	%zmm18, %zmm9, %zmm10
	vaddps	%zmm21, %zmm10, %zmm10
	vmulps	%zmm10, %zmm9, %zmm10
	vaddps	%zmm22, %zmm10, %zmm10
	vmulps	%zmm10, %zmm9, %zmm10
	vaddps	%zmm23, %zmm10, %zmm10
	vmulps	%zmm10, %zmm9, %zmm10
	vaddps	%zmm25, %zmm10, %zmm10
	vmulps	%zmm10, %zmm9, %zmm9
	vsubps	%zmm9, %zmm8, %zmm9
	vmulps	%zmm9, %zmm8, %zmm8
	vsubps	%zmm9, %zmm26, %zmm9
	vdivps	%zmm9, %zmm8, %zmm8
	vsubps	%zmm8, %zmm7, %zmm7
	vsubps	%zmm7, %zmm4, %zmm4
	vaddps	%zmm27, %zmm4, %zmm4
	vpaddd	%zmm30, %zmm5, %zmm7
	vpsrld	$1, %zmm7, %zmm7
	vpsubd	%zmm7, %zmm5, %zmm5
	vpslld	$23, %zmm5, %zmm5
	vpslld	$23, %zmm7, %zmm7
	vpaddd	%zmm31, %zmm7, %zmm7
	vmulps	%zmm7, %zmm4, %zmm4
	vpaddd	%zmm28, %zmm5, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vcmpunordps	%zmm2, %zmm3, %k1
	vbroadcastss	.LCPI0_69(%rip), %zmm4 {%k1}
	vmovups	%zmm4, (%rcx,%r13,4)
	vmovups	%zmm4, (%rbp,%r13,4)
	addq	$16, %r13
	cmpq	%r13, %r9
	jne	.LBB0_139
	movq	992(%rsp), %rcx
	testq	%rcx, %rcx
	vmovdqa64	.LCPI0_0(%rip), %zmm10
	vbroadcastss	.LCPI0_72(%rip), %zmm29
	vmovaps	1312(%rsp), %xmm28
	vmovdqa64	.LCPI0_9(%rip), %zmm19
	je	.LBB0_113
	cmpl	$4, %ecx
	jb	.LBB0_145
.LBB0_142:
	movq	%rsi, %r9
	andq	$-4, %r9
	movl	%esi, %r8d
	andl	$3, %r8d
	subq	%r8, %r12
	addq	%r11, %r12
	addq	%rbx, %r11
	leaq	(,%rbx,4), %rcx
	addq	%rbp, %rcx
	vbroadcastss	.LCPI0_54(%rip), %xmm15
	vbroadcastss	.LCPI0_55(%rip), %xmm17
	vbroadcastss	.LCPI0_56(%rip), %xmm18
	vbroadcastss	.LCPI0_57(%rip), %xmm21
	vbroadcastss	.LCPI0_58(%rip), %xmm22
	vbroadcastss	.LCPI0_59(%rip), %xmm23
	vbroadcastss	.LCPI0_60(%rip), %xmm25
	vbroadcastss	.LCPI0_61(%rip), %xmm26
	vbroadcastss	.LCPI0_62(%rip), %xmm27
	vbroadcastss	.LCPI0_63(%rip), %xmm30
	vbroadcastss	.LCPI0_64(%rip), %xmm31
	vbroadcastss	.LCPI0_65(%rip), %xmm29
	vbroadcastss	.LCPI0_18(%rip), %xmm11
	vbroadcastss	.LCPI0_66(%rip), %xmm13
	vpbroadcastd	.LCPI0_67(%rip), %xmm28
	vpbroadcastd	.LCPI0_50(%rip), %xmm0
	vpbroadcastd	.LCPI0_68(%rip), %xmm24
	vxorps	%xmm1, %xmm1, %xmm1
	.p2align	4
.LBB0_143:
	vmovups	(%r10,%r11,4), %xmm3
	vsubps	%xmm14, %xmm3, %xmm3
	vmaxps	%xmm3, %xmm15, %xmm4
	vminps	%xmm4, %xmm17, %xmm4
	vmulps	%xmm18, %xmm4, %xmm5
	vaddps	%xmm21, %xmm5, %xmm5
	vaddps	%xmm22, %xmm5, %xmm7
	vmulps	%xmm23, %xmm7, %xmm8
	vaddps	%xmm4, %xmm8, %xmm4
	vmulps	%xmm25, %xmm7, %xmm7
	vsubps	%xmm7, %xmm4, %xmm8
	vmulps	%xmm8, %xmm8, %xmm9
	vmulps	%xmm26, %xmm9, %xmm10
	vaddps	%xmm27, %xmm10, %xmm10
	vmulps	%xmm10, %xmm9, %xmm10
	vaddps	%xmm30, %xmm10, %xmm10
	vmulps	%xmm10, %xmm9, %xmm10
	vaddps	%xmm31, %xmm10, %xmm10
	vmulps	%xmm10, %xmm9, %xmm10
	vaddps	%xmm29, %xmm10, %xmm10
	vmulps	%xmm10, %xmm9, %xmm9
	vsubps	%xmm9, %xmm8, %xmm9
	vmulps	%xmm9, %xmm8, %xmm8
	vsubps	%xmm9, %xmm11, %xmm9
	vdivps	%xmm9, %xmm8, %xmm8
	vsubps	%xmm8, %xmm7, %xmm7
	vsubps	%xmm7, %xmm4, %xmm4
	vaddps	%xmm4, %xmm13, %xmm4
	vpaddd	%xmm28, %xmm5, %xmm7
	vpsrld	$1, %xmm7, %xmm7
	vpsubd	%xmm7, %xmm5, %xmm5
	vpslld	$23, %xmm5, %xmm5
	vpslld	$23, %xmm7, %xmm7
	vpaddd	%xmm0, %xmm7, %xmm7
	vmulps	%xmm7, %xmm4, %xmm4
	vpaddd	%xmm24, %xmm5, %xmm5
	vmulps	%xmm5, %xmm4, %xmm4
	vcmpunordps	%xmm1, %xmm3, %k1
	vbroadcastss	.LCPI0_69(%rip), %xmm4 {%k1}
	vmovups	%xmm4, (%r15,%r11,4)
	vmovups	%xmm4, (%rcx)
	addq	$4, %r11
	addq	$16, %rcx
	cmpq	%r11, %r9
	jne	.LBB0_143
	testq	%r8, %r8
	vmovdqa64	.LCPI0_0(%rip), %zmm10
	vmovss	.LCPI0_57(%rip), %xmm17
	vmovss	.LCPI0_58(%rip), %xmm18
	vmovss	.LCPI0_59(%rip), %xmm21
	vmovss	.LCPI0_60(%rip), %xmm22
	vmovss	.LCPI0_61(%rip), %xmm23
	vmovss	.LCPI0_62(%rip), %xmm25
	vmovss	.LCPI0_63(%rip), %xmm26
	vmovss	.LCPI0_64(%rip), %xmm27
	vmovss	.LCPI0_65(%rip), %xmm30
	vmovss	.LCPI0_18(%rip), %xmm31
	vmovss	.LCPI0_66(%rip), %xmm15
	vpxord	%xmm24, %xmm24, %xmm24
	vbroadcastss	.LCPI0_72(%rip), %zmm29
	vmovaps	1312(%rsp), %xmm28
	vmovss	.LCPI0_54(%rip), %xmm1
	jne	.LBB0_112
	jmp	.LBB0_113
.LBB0_145:
	addq	%rbx, %r11
	jmp	.LBB0_111
	.p2align	4
.LBB0_146:
	xorl	%eax, %eax
	testq	%rdi, %rdi
	sete	%sil
	setne	%al
	movq	%rdi, %rcx
	subq	%rax, %rcx
	vmovss	3840(%rsp,%rcx,4), %xmm4
	kmovd	%esi, %k1
	vmovss	%xmm24, %xmm4, %xmm4 {%k1}
	cmpq	$2, %rdi
	movq	-64(%rsp), %r14
	movq	2048(%rsp), %rbx
	jae	.LBB0_148
	movq	-72(%rsp), %r8
	movq	1728(%rsp), %r11
	vpbroadcastd	.LCPI0_68(%rip), %zmm15
	vmovss	.LCPI0_70(%rip), %xmm11
	vmovd	.LCPI0_71(%rip), %xmm12
	vbroadcastss	.LCPI0_70(%rip), %zmm16
	vbroadcastss	.LCPI0_70(%rip), %xmm14
	vpbroadcastq	.LCPI0_2(%rip), %zmm13
	vmovups	1984(%rsp), %zmm17
	jmp	.LBB0_155
	.p2align	4
.LBB0_148:
	leaq	-2(%rdi), %rsi
	movl	%ecx, %eax
	andl	$7, %eax
	cmpq	$7, %rsi
	movq	1728(%rsp), %r11
	vpbroadcastd	.LCPI0_68(%rip), %zmm15
	vmovss	.LCPI0_70(%rip), %xmm11
	vmovd	.LCPI0_71(%rip), %xmm12
	vbroadcastss	.LCPI0_70(%rip), %zmm16
	vbroadcastss	.LCPI0_70(%rip), %xmm14
	vmovups	1984(%rsp), %zmm17
	jae	.LBB0_150
	xorl	%esi, %esi
	movq	-72(%rsp), %r8
	vpbroadcastq	.LCPI0_2(%rip), %zmm13
	jmp	.LBB0_153
	.p2align	4
.LBB0_150:
	leaq	(%rsp,%rcx,4), %r8
	addq	$3840, %r8
	andq	$-8, %rcx
	cmpq	$1, %rdi
	movl	$1, %esi
	cmovbq	%rdi, %rsi
	shll	$2, %esi
	leaq	3836(%rsp), %r9
	leaq	(%r9,%rdi,4), %r9
	subq	%rsi, %r9
	xorl	%esi, %esi
	movabsq	$4611686018427387899, %rbx
	movabsq	$4611686018427387898, %r14
	movabsq	$4611686018427387897, %r12
	vpbroadcastq	.LCPI0_2(%rip), %zmm13
	.p2align	4
.LBB0_151:
	vaddss	(%r9), %xmm4, %xmm3
	movq	%rsi, %r10
	movabsq	$4611686018427387902, %r11
	xorq	%r11, %r10
	vaddss	(%r8,%r10,4), %xmm3, %xmm3
	movq	%rsi, %r10
	movabsq	$4611686018427387901, %r11
	xorq	%r11, %r10
	vaddss	(%r8,%r10,4), %xmm3, %xmm3
	movq	%rsi, %r10
	movabsq	$4611686018427387900, %r11
	xorq	%r11, %r10
	vaddss	(%r8,%r10,4), %xmm3, %xmm3
	movq	%rsi, %r10
	xorq	%rbx, %r10
	vaddss	(%r8,%r10,4), %xmm3, %xmm3
	movq	%rsi, %r10
	xorq	%r14, %r10
	vaddss	(%r8,%r10,4), %xmm3, %xmm3
	movq	%rsi, %r10
	xorq	%r12, %r10
	vaddss	(%r8,%r10,4), %xmm3, %xmm3
	movq	%rsi, %r10
	movabsq	$4611686018427387896, %r11
	xorq	%r11, %r10
	vaddss	(%r8,%r10,4), %xmm3, %xmm4
	addq	$8, %rsi
	addq	$-32, %r9
	cmpq	%rsi, %rcx
	jne	.LBB0_151
	testq	%rax, %rax
	movq	240(%rsp), %r10
	movq	-72(%rsp), %r8
	movl	$2143289344, %r9d
	movq	-64(%rsp), %r14
	movq	2048(%rsp), %rbx
	movq	1728(%rsp), %r11
	je	.LBB0_155
.LBB0_153:
	shlq	$2, %rsi
	leaq	3836(%rsp), %rcx
	subq	%rsi, %rcx
	cmpq	$1, %rdi
	movl	$1, %esi
	cmovbq	%rdi, %rsi
	shll	$2, %esi
	leaq	(%rcx,%rdi,4), %rcx
	subq	%rsi, %rcx
	negq	%rax
	xorl	%esi, %esi
	.p2align	4
.LBB0_154:
	vaddss	(%rcx,%rsi,4), %xmm4, %xmm4
	decq	%rsi
	cmpq	%rsi, %rax
	jne	.LBB0_154
.LBB0_155:
	vmovss	.LCPI0_66(%rip), %xmm1
	vdivss	%xmm4, %xmm1, %xmm6
	cmpl	$0, -84(%rsp)
	je	.LBB0_159
	cmpb	$0, -105(%rsp)
	vpbroadcastd	.LCPI0_68(%rip), %xmm1
	je	.LBB0_165
	xorl	%eax, %eax
	movq	-120(%rsp), %rdi
	vmovaps	16(%rsp), %xmm8
	vmovaps	864(%rsp), %xmm23
	.p2align	4
.LBB0_158:
	vmovss	(%r10,%rax,4), %xmm3
	vaddss	%xmm3, %xmm3, %xmm4
	vmulss	%xmm4, %xmm11, %xmm4
	vsubss	(%rbx,%rax,4), %xmm4, %xmm4
	vmulss	(%r15,%rax,4), %xmm6, %xmm5
	vcvtusi2ss	%rax, %xmm2, %xmm7
	vaddss	%xmm5, %xmm4, %xmm4
	vcmpeqss	%xmm7, %xmm23, %k1
	vmovss	.LCPI0_71(%rip), %xmm5 {%k1} {z}
	vaddss	%xmm4, %xmm5, %xmm4
	vmulss	%xmm4, %xmm8, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vmulss	(%r8,%rax,4), %xmm28, %xmm4
	vaddss	%xmm3, %xmm4, %xmm3
	vmovd	%xmm3, %ecx
	movl	%ecx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%r9d, %ecx
	movl	%ecx, (%r10,%rax,4)
	incq	%rax
	cmpq	%rax, %rdi
	jne	.LBB0_158
	jmp	.LBB0_70
	.p2align	4
.LBB0_159:
	cmpb	$0, -108(%rsp)
	vpbroadcastd	.LCPI0_68(%rip), %xmm1
	je	.LBB0_172
	xorl	%eax, %eax
	movq	-120(%rsp), %rsi
	vmovaps	16(%rsp), %xmm8
	vmovaps	864(%rsp), %xmm23
.LBB0_161:
	movq	%rax, %rcx
	orq	$1, %rcx
	testb	$1, %sil
	je	.LBB0_163
	movq	928(%rsp), %r8
	vmovss	(%r8,%rax,4), %xmm3
	vaddss	%xmm3, %xmm3, %xmm4
	vmulss	%xmm4, %xmm11, %xmm4
	movq	816(%rsp), %rsi
	vsubss	(%rsi,%rax,4), %xmm4, %xmm4
	vmulss	(%r15,%rax,4), %xmm6, %xmm5
	vcvtusi2ss	%rax, %xmm2, %xmm7
	vaddss	%xmm5, %xmm4, %xmm4
	vcmpeqss	%xmm7, %xmm23, %k1
	vmovss	.LCPI0_71(%rip), %xmm5 {%k1} {z}
	vaddss	%xmm4, %xmm5, %xmm4
	vmulss	%xmm4, %xmm8, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vmovd	%xmm3, %esi
	movl	%esi, %edi
	andl	$2147483647, %edi
	cmpl	$2139095041, %edi
	cmovael	%r9d, %esi
	movl	%esi, (%r8,%rax,4)
	movq	%rcx, %rax
.LBB0_163:
	movq	-120(%rsp), %rdi
	cmpq	%rcx, %rdi
	je	.LBB0_70
	.p2align	4
.LBB0_164:
	vmovss	(%r10,%rax,4), %xmm3
	vaddss	%xmm3, %xmm3, %xmm4
	vmulss	%xmm4, %xmm11, %xmm4
	vsubss	(%rbx,%rax,4), %xmm4, %xmm4
	vmulss	-4(%r11,%rax,4), %xmm6, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vcvtusi2ss	%rax, %xmm2, %xmm5
	vmovss	4(%r10,%rax,4), %xmm7
	vcmpeqss	%xmm5, %xmm23, %k1
	vmovss	%xmm12, %xmm12, %xmm5 {%k1} {z}
	vaddss	%xmm4, %xmm5, %xmm4
	vmulss	%xmm4, %xmm8, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vmovd	%xmm3, %ecx
	movl	%ecx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%r9d, %ecx
	movl	%ecx, (%r10,%rax,4)
	vaddss	%xmm7, %xmm7, %xmm3
	vmulss	%xmm3, %xmm11, %xmm3
	vsubss	4(%rbx,%rax,4), %xmm3, %xmm3
	vmulss	(%r11,%rax,4), %xmm6, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	leaq	1(%rax), %rcx
	vcvtusi2ss	%rcx, %xmm2, %xmm4
	vcmpeqss	%xmm4, %xmm23, %k1
	vmovss	%xmm12, %xmm12, %xmm4 {%k1} {z}
	vaddss	%xmm3, %xmm4, %xmm3
	vmulss	%xmm3, %xmm8, %xmm3
	vsubss	%xmm3, %xmm7, %xmm3
	vmovd	%xmm3, %ecx
	movl	%ecx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%r9d, %ecx
	movl	%ecx, 4(%r10,%rax,4)
	addq	$2, %rax
	cmpq	%rdi, %rax
	jne	.LBB0_164
	jmp	.LBB0_70
	.p2align	4
.LBB0_165:
	vbroadcastss	%xmm6, %zmm4
	vbroadcastss	864(%rsp), %zmm5
	vbroadcastss	%xmm28, %zmm8
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm12
	vmovdqa64	.LCPI0_51(%rip), %zmm14
	movq	-104(%rsp), %rcx
	.p2align	4
.LBB0_166:
	vmovups	(%r10,%rax,4), %zmm3
	vaddps	%zmm3, %zmm3, %zmm7
	vmulps	%zmm16, %zmm7, %zmm7
	vsubps	(%rbx,%rax,4), %zmm7, %zmm7
	vmulps	(%r15,%rax,4), %zmm4, %zmm9
	vaddps	%zmm9, %zmm7, %zmm7
	vcvtuqq2ps	%zmm12, %ymm9
	vcvtuqq2ps	%zmm14, %ymm10
	vinsertf64x4	$1, %ymm10, %zmm9, %zmm9
	vcmpeqps	%zmm9, %zmm5, %k1
	vbroadcastss	.LCPI0_71(%rip), %zmm9 {%k1} {z}
	vaddps	%zmm7, %zmm9, %zmm7
	vmulps	%zmm7, %zmm17, %zmm7
	vmulps	(%r8,%rax,4), %zmm8, %zmm9
	vsubps	%zmm7, %zmm3, %zmm3
	vaddps	%zmm3, %zmm9, %zmm3
	vandps	%zmm29, %zmm3, %zmm7
	vpcmpgtd	%zmm15, %zmm7, %k1
	vpbroadcastd	.LCPI0_69(%rip), %zmm3 {%k1}
	vmovdqu64	%zmm3, (%r10,%rax,4)
	addq	$16, %rax
	vpaddq	%zmm13, %zmm12, %zmm12
	vpaddq	%zmm13, %zmm14, %zmm14
	cmpq	%rax, %rcx
	jne	.LBB0_166
	movq	-120(%rsp), %rdi
	cmpq	%rcx, %rdi
	vmovdqa64	.LCPI0_0(%rip), %zmm10
	vmovss	.LCPI0_70(%rip), %xmm11
	vbroadcastss	.LCPI0_70(%rip), %xmm14
	vbroadcastss	.LCPI0_72(%rip), %xmm15
	vpbroadcastq	.LCPI0_73(%rip), %ymm16
	vmovaps	16(%rsp), %xmm8
	vmovaps	864(%rsp), %xmm23
	je	.LBB0_70
	movq	-104(%rsp), %rax
	testb	$12, %dil
	je	.LBB0_158
	vbroadcastss	%xmm6, %xmm4
	vbroadcastss	%xmm23, %xmm5
	vbroadcastss	%xmm28, %xmm8
	movq	-104(%rsp), %rax
	vmovdqu	1696(%rsp), %ymm12
	movq	-80(%rsp), %rcx
	.p2align	4
.LBB0_170:
	vmovups	(%r10,%rax,4), %xmm3
	vaddps	%xmm3, %xmm3, %xmm7
	vmulps	%xmm7, %xmm14, %xmm7
	vsubps	(%rbx,%rax,4), %xmm7, %xmm7
	vmulps	(%r15,%rax,4), %xmm4, %xmm9
	vaddps	%xmm7, %xmm9, %xmm7
	vcvtuqq2ps	%ymm12, %xmm9
	vcmpeqps	%xmm9, %xmm5, %k1
	vbroadcastss	.LCPI0_71(%rip), %xmm9 {%k1} {z}
	vaddps	%xmm7, %xmm9, %xmm7
	vmulps	%xmm7, %xmm17, %xmm7
	vmulps	(%r8,%rax,4), %xmm8, %xmm9
	vsubps	%xmm7, %xmm3, %xmm3
	vaddps	%xmm3, %xmm9, %xmm3
	vandps	%xmm3, %xmm15, %xmm7
	vpcmpgtd	%xmm1, %xmm7, %k1
	vpbroadcastd	.LCPI0_69(%rip), %xmm3 {%k1}
	vmovdqu	%xmm3, (%r10,%rax,4)
	addq	$4, %rax
	vpaddq	%ymm16, %ymm12, %ymm12
	cmpq	%rax, %rcx
	jne	.LBB0_170
	movq	%rcx, %rax
	movq	-120(%rsp), %rdi
	cmpq	%rcx, %rdi
	vmovss	.LCPI0_70(%rip), %xmm11
	vmovaps	16(%rsp), %xmm8
	jne	.LBB0_158
	jmp	.LBB0_70
.LBB0_172:
	vbroadcastss	%xmm6, %zmm4
	vbroadcastss	864(%rsp), %zmm5
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm8
	vmovdqa64	.LCPI0_51(%rip), %zmm12
	movq	-104(%rsp), %rcx
	.p2align	4
.LBB0_173:
	vmovups	(%r10,%rax,4), %zmm3
	vaddps	%zmm3, %zmm3, %zmm7
	vmulps	%zmm16, %zmm7, %zmm7
	vsubps	(%rbx,%rax,4), %zmm7, %zmm7
	vmulps	(%r15,%rax,4), %zmm4, %zmm9
	vcvtuqq2ps	%zmm8, %ymm10
	vcvtuqq2ps	%zmm12, %ymm11
	vaddps	%zmm9, %zmm7, %zmm7
	vinsertf64x4	$1, %ymm11, %zmm10, %zmm9
	vpbroadcastq	.LCPI0_2(%rip), %zmm13
	vcmpeqps	%zmm9, %zmm5, %k1
	vbroadcastss	.LCPI0_71(%rip), %zmm9 {%k1} {z}
	vaddps	%zmm7, %zmm9, %zmm7
	vmulps	%zmm7, %zmm17, %zmm7
	vsubps	%zmm7, %zmm3, %zmm3
	vandps	%zmm29, %zmm3, %zmm7
	vpcmpgtd	%zmm15, %zmm7, %k1
	vpbroadcastd	.LCPI0_69(%rip), %zmm3 {%k1}
	vmovdqu64	%zmm3, (%r10,%rax,4)
	addq	$16, %rax
	vpaddq	%zmm13, %zmm8, %zmm8
	vpaddq	%zmm13, %zmm12, %zmm12
	cmpq	%rax, %rcx
	jne	.LBB0_173
	movq	-120(%rsp), %rsi
	cmpq	%rcx, %rsi
	vmovdqa64	.LCPI0_0(%rip), %zmm10
	vmovss	.LCPI0_70(%rip), %xmm11
	vmovd	.LCPI0_71(%rip), %xmm12
	vbroadcastss	.LCPI0_72(%rip), %xmm15
	vpbroadcastq	.LCPI0_73(%rip), %ymm16
	vmovaps	16(%rsp), %xmm8
	vmovaps	864(%rsp), %xmm23
	je	.LBB0_70
	movq	-104(%rsp), %rax
	testb	$12, %sil
	je	.LBB0_161
	vbroadcastss	%xmm6, %xmm4
	vbroadcastss	%xmm23, %xmm5
	movq	-104(%rsp), %rax
	vmovdqu	1696(%rsp), %ymm8
	movq	-80(%rsp), %rcx
	.p2align	4
.LBB0_177:
	vmovups	(%r10,%rax,4), %xmm3
	vaddps	%xmm3, %xmm3, %xmm7
	vmulps	%xmm7, %xmm14, %xmm7
	vsubps	(%rbx,%rax,4), %xmm7, %xmm7
	vmulps	(%r15,%rax,4), %xmm4, %xmm9
	vaddps	%xmm7, %xmm9, %xmm7
	vcvtuqq2ps	%ymm8, %xmm9
	vcmpeqps	%xmm9, %xmm5, %k1
	vbroadcastss	.LCPI0_71(%rip), %xmm9 {%k1} {z}
	vaddps	%xmm7, %xmm9, %xmm7
	vmulps	%xmm7, %xmm17, %xmm7
	vsubps	%xmm7, %xmm3, %xmm3
	vandps	%xmm3, %xmm15, %xmm7
	vpcmpgtd	%xmm1, %xmm7, %k1
	vpbroadcastd	.LCPI0_69(%rip), %xmm3 {%k1}
	vmovdqu	%xmm3, (%r10,%rax,4)
	addq	$4, %rax
	vpaddq	%ymm16, %ymm8, %ymm8
	cmpq	%rax, %rcx
	jne	.LBB0_177
	movq	%rcx, %rax
	movq	-120(%rsp), %rsi
	cmpq	%rcx, %rsi
	vmovaps	16(%rsp), %xmm8
	je	.LBB0_70
	jmp	.LBB0_161
.LBB0_179:
	vmovss	(%rsp), %xmm3
	vmulss	-8(%rsp), %xmm3, %xmm4
	vsqrtss	%xmm4, %xmm4, %xmm5
	vcmpltss	%xmm4, %xmm24, %k1
	vmovss	%xmm5, %xmm5, %xmm28 {%k1} {z}
	vmulss	-4(%rsp), %xmm3, %xmm3
	vmovss	%xmm3, (%rsp)
	movq	-120(%rsp), %rbx
	cmpl	$0, -84(%rsp)
	vmovaps	%xmm28, 1312(%rsp)
	jne	.LBB0_73
	jmp	.LBB0_99
.LBB0_180:
	addq	$104968, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.Lfunc_end0:
	.size	tessera_softmax_fast_x86_64_v4, .Lfunc_end0-tessera_softmax_fast_x86_64_v4

	.section	".note.GNU-stack","",@progbits
