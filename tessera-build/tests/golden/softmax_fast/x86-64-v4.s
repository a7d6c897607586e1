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
	subq	$2872, %rsp
	movq	(%rdi), %r10
	movq	8(%rdi), %rax
	movq	%rax, 184(%rsp)
	movq	24(%rdi), %rbx
	movq	32(%rdi), %rax
	movq	40(%rdi), %rdx
	movq	48(%rdi), %rcx
	movq	%rcx, 24(%rsp)
	vmovss	56(%rdi), %xmm0
	vmovaps	%xmm0, -16(%rsp)
	vmovss	60(%rdi), %xmm0
	vmovss	%xmm0, -20(%rsp)
	movl	64(%rdi), %ecx
	movl	%ecx, -108(%rsp)
	vmovss	72(%rdi), %xmm0
	vmovss	%xmm0, -32(%rsp)
	vmovss	76(%rdi), %xmm0
	vmovss	%xmm0, -24(%rsp)
	vmovss	80(%rdi), %xmm0
	vmovss	%xmm0, -36(%rsp)
	movl	68(%rdi), %ecx
	movl	%ecx, -28(%rsp)
	movq	88(%rdi), %rcx
	movq	%rcx, -88(%rsp)
	movq	96(%rdi), %rcx
	movq	%rcx, 568(%rsp)
	leaq	3(%rdx), %rcx
	shrq	$2, %rcx
	movq	%rcx, -72(%rsp)
	movq	%rdx, -120(%rsp)
	cmpq	$128, %rdx
	movq	%r10, -80(%rsp)
	movq	%rax, 192(%rsp)
	jae	.LBB0_65
	movq	%rax, %rcx
	subq	%rbx, %rcx
	movq	-72(%rsp), %rax
	jbe	.LBB0_174
	movq	-120(%rsp), %r12
	movq	%r12, %r15
	shlq	$6, %r15
	movabsq	$72057594037927934, %r8
	movl	$3449720151, %edx
	cmpl	$0, -108(%rsp)
	sete	%bpl
	testq	%rax, %rax
	sete	%al
	movq	%rbx, %rdi
	movq	-88(%rsp), %r13
	movq	%r13, %rbx
	shrq	$32, %rbx
	leaq	(%rdx,%r13), %rsi
	addq	$-795284382, %rsi
	movq	%rsi, 368(%rsp)
	leaq	-305585874(%rbx,%rdx), %rsi
	movq	%rsi, -56(%rsp)
	movq	%rcx, %rsi
	leaq	1993301258(%rbx), %rcx
	leaq	218619860(%r13,%rdx), %r9
	movq	%r9, 576(%rsp)
	leaq	842468239(%rbx), %r9
	leaq	(%rbx,%rdx), %r11
	addq	$536882365, %r11
	leaq	(%rbx,%rdx), %r14
	addq	$-613950654, %r14
	orb	%bpl, %al
	movb	%al, 96(%rsp)
	leal	-1767562579(%rbx), %ebp
	vpbroadcastd	%ebp, %zmm1
	leal	-1879881855(%r13), %ebp
	vpbroadcastd	%ebp, %zmm2
	movq	%r15, %rbp
	leaq	228517585(%rbx,%rdx), %r15
	vpbroadcastq	%r15, %zmm3
	leaq	(%rdx,%r13), %r15
	addq	$605896817, %r15
	vpbroadcastq	%r15, %zmm4
	leaq	1684936478(%rbx), %r15
	addq	$534103459, %rbx
	vpbroadcastq	%rbx, %zmm5
	leaq	1401181199(%r13), %rbx
	vpbroadcastq	%rbx, %zmm6
	leaq	2027808484(%r13), %rbx
	vpbroadcastq	%r15, %zmm7
	leaq	-408007425(%r13,%rdx), %r15
	vpbroadcastq	%r15, %zmm8
	leaq	387276957(%r13), %r15
	vpbroadcastq	%r14, %zmm9
	xorl	%edx, %edx
	popcntq	%r12, %rdx
	vpbroadcastq	%r15, %zmm10
	leaq	-1(%rdx), %r14
	vpbroadcastq	%r11, %zmm11
	movq	%r14, %r12
	shlq	$8, %r12
	vpbroadcastq	%rbx, %zmm12
	leaq	(%rdx,%r8), %rax
	movq	%rax, 2096(%rsp)
	vpbroadcastq	%r9, %zmm13
	movq	576(%rsp), %rax
	vpbroadcastq	%rax, %zmm14
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 1424(%rsp)
	leaq	1013904242(%r13), %rax
	vpbroadcastq	%rax, %zmm15
	movq	368(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 2160(%rsp)
	vpbroadcastq	%r13, %zmm0
	movq	-72(%rsp), %rax
	vpbroadcastq	%rax, %zmm16
	vmovdqu64	%zmm16, 1104(%rsp)
	movq	%r14, %r9
	movq	%r14, %r11
	andq	$-2, %r11
	vbroadcastss	-16(%rsp), %zmm17
	movq	%rdx, %rax
	movq	%rdx, -104(%rsp)
	shll	$8, %eax
	leaq	4408(%rsp), %rcx
	addq	%rcx, %rax
	addq	$-320, %rax
	movq	%rax, -16(%rsp)
	movq	%rsi, %rcx
	movq	192(%rsp), %rax
	leaq	4152(%rsp), %rsi
	movq	%rbp, -48(%rsp)
	vmovdqu64	%zmm1, 2864(%rsp)
	vmovdqu64	%zmm2, 1776(%rsp)
	vmovdqu64	%zmm3, 3632(%rsp)
	vmovdqu64	%zmm4, 3568(%rsp)
	vmovdqu64	%zmm5, 1712(%rsp)
	vmovdqu64	%zmm6, 2800(%rsp)
	vmovdqu64	%zmm7, 2736(%rsp)
	vmovdqu64	%zmm8, 2672(%rsp)
	vmovdqu64	%zmm9, 2608(%rsp)
	vmovdqu64	%zmm10, 2544(%rsp)
	vmovdqu64	%zmm11, 2480(%rsp)
	vmovdqu64	%zmm12, 2416(%rsp)
	vmovdqu64	%zmm13, 2352(%rsp)
	vmovdqu64	%zmm14, 2288(%rsp)
	vmovdqu64	%zmm15, 2224(%rsp)
	vmovdqu64	%zmm0, 3504(%rsp)
	vmovups	%zmm17, 976(%rsp)
	jmp	.LBB0_8
	.p2align	4
.LBB0_5:
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r14
.LBB0_6:
	cmpq	-96(%rsp), %rax
	cmovbq	%rax, %rbx
	addq	%rdi, %rbx
	imulq	%r14, %rbx
	movq	%rdx, %rcx
	shlq	$8, %rcx
	addq	%rsp, %rcx
	addq	$6968, %rcx
	vmovss	(%rcx,%rax,4), %xmm0
	leaq	(%r10,%rbx,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
.LBB0_7:
	addq	$64, %rdi
	movq	-64(%rsp), %rcx
	addq	$-64, %rcx
	movq	192(%rsp), %rax
	cmpq	%rax, %rdi
	jae	.LBB0_174
.LBB0_8:
	cmpq	$64, %rcx
	movl	$64, %edx
	movq	%rcx, -64(%rsp)
	cmovbq	%rcx, %rdx
	movq	%rdx, 232(%rsp)
	subq	%rdi, %rax
	cmpq	$64, %rax
	movl	$64, %ecx
	cmovbq	%rax, %rcx
	movq	%rcx, -96(%rsp)
	leaq	-1(%rcx), %rbx
	movq	-120(%rsp), %r13
	testq	%r13, %r13
	movq	184(%rsp), %r15
	je	.LBB0_11
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_10:
	movl	%ecx, %edx
	andl	$62, %edx
	movq	%rcx, %r14
	shrq	$6, %r14
	cmpq	%rdx, %rax
	cmovbeq	%rbx, %rdx
	addq	%rdi, %rdx
	imulq	%r13, %rdx
	addq	%r14, %rdx
	vmovss	(%r10,%rdx,4), %xmm0
	vmovss	%xmm0, 6968(%rsp,%rcx,4)
	vmovss	(%r15,%rdx,4), %xmm0
	vmovss	%xmm0, 39736(%rsp,%rcx,4)
	leal	1(%rcx), %edx
	andl	$63, %edx
	cmpq	%rdx, %rax
	cmovbeq	%rbx, %rdx
	addq	%rdi, %rdx
	imulq	%r13, %rdx
	addq	%r14, %rdx
	vmovss	(%r10,%rdx,4), %xmm0
	vmovss	%xmm0, 6972(%rsp,%rcx,4)
	vmovd	(%r15,%rdx,4), %xmm0
	vmovd	%xmm0, 39740(%rsp,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %rbp
	jne	.LBB0_10
.LBB0_11:
	cmpq	$0, 24(%rsp)
	je	.LBB0_51
	vpbroadcastq	%rdi, %zmm0
	vpaddq	.LCPI0_0(%rip), %zmm0, %zmm1
	vpaddq	.LCPI0_51(%rip), %zmm0, %zmm2
	vpaddq	.LCPI0_52(%rip), %zmm0, %zmm3
	vpaddq	.LCPI0_53(%rip), %zmm0, %zmm4
	vpaddq	.LCPI0_74(%rip), %zmm0, %zmm5
	vpaddq	.LCPI0_75(%rip), %zmm0, %zmm6
	vpaddq	.LCPI0_77(%rip), %zmm0, %zmm7
	vmovdqu64	1104(%rsp), %zmm8
	vpmullq	%zmm8, %zmm2, %zmm2
	vmovdqu64	%zmm2, 1904(%rsp)
	vpmullq	%zmm8, %zmm1, %zmm1
	vmovdqu64	%zmm1, 3248(%rsp)
	vpmullq	%zmm8, %zmm4, %zmm1
	vmovdqu64	%zmm1, 1840(%rsp)
	vpmullq	%zmm8, %zmm3, %zmm1
	vmovdqu64	%zmm1, 3184(%rsp)
	vpmullq	%zmm8, %zmm6, %zmm1
	vmovdqu64	%zmm1, 3120(%rsp)
	vpmullq	%zmm8, %zmm5, %zmm1
	vmovdqu64	%zmm1, 3056(%rsp)
	vpmullq	%zmm8, %zmm7, %zmm1
	vmovdqu64	%zmm1, 2992(%rsp)
	vpaddq	.LCPI0_76(%rip), %zmm0, %zmm0
	vpmullq	%zmm8, %zmm0, %zmm0
	vmovdqu64	%zmm0, 2928(%rsp)
	xorl	%eax, %eax
	vmovss	-32(%rsp), %xmm3
	jmp	.LBB0_14
	.p2align	4
.LBB0_13:
	vmovss	3440(%rsp), %xmm3
	vmulss	-24(%rsp), %xmm3, %xmm3
	incq	%rax
	cmpq	24(%rsp), %rax
	je	.LBB0_51
.LBB0_14:
	vmovss	-20(%rsp), %xmm0
	cmpl	$0, -28(%rsp)
	jne	.LBB0_50
	vmovaps	%xmm0, 3376(%rsp)
	vmovss	%xmm3, 3440(%rsp)
	cmpb	$0, 96(%rsp)
	jne	.LBB0_20
.LBB0_16:
	movq	568(%rsp), %rcx
	addq	%rax, %rcx
	movq	%rcx, %rdx
	shrq	$32, %rdx
	movl	$3449720151, %r14d
	imulq	%r14, %rdx
	vpbroadcastq	%rdx, %zmm0
	shrq	$32, %rdx
	xorl	-88(%rsp), %ecx
	xorl	%edx, %ecx
	leaq	78811644(%r14), %rdx
	imulq	%rcx, %rdx
	vpbroadcastq	%rdx, %zmm1
	shrq	$32, %rdx
	xorq	-56(%rsp), %rdx
	vpbroadcastq	%rdx, %zmm2
	vmovdqu64	%zmm2, 1488(%rsp)
	vpxorq	2160(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2032(%rsp)
	vpxorq	1424(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 1968(%rsp)
	leaq	73464(%rsp), %rcx
	xorl	%edx, %edx
	movq	-72(%rsp), %r14
	vpbroadcastq	.LCPI0_4(%rip), %zmm20
	vpbroadcastq	.LCPI0_5(%rip), %zmm16
	.p2align	4
.LBB0_17:
	vpbroadcastq	%rdx, %zmm0
	vpaddq	1904(%rsp), %zmm0, %zmm2
	vpaddq	3248(%rsp), %zmm0, %zmm5
	vpaddq	1840(%rsp), %zmm0, %zmm8
	vpaddq	3184(%rsp), %zmm0, %zmm9
	vpaddq	3120(%rsp), %zmm0, %zmm11
	vpaddq	3056(%rsp), %zmm0, %zmm12
	vpaddq	2992(%rsp), %zmm0, %zmm13
	vpaddq	2928(%rsp), %zmm0, %zmm14
	vpmuludq	%zmm20, %zmm5, %zmm1
	vpmuludq	%zmm20, %zmm2, %zmm18
	vpmuludq	%zmm20, %zmm9, %zmm3
	vpmuludq	%zmm20, %zmm8, %zmm4
	vpmuludq	%zmm20, %zmm12, %zmm6
	vpmuludq	%zmm20, %zmm11, %zmm30
	vpmuludq	%zmm20, %zmm14, %zmm17
	vpmuludq	%zmm20, %zmm13, %zmm0
	vmovdqu64	3504(%rsp), %zmm15
	vpternlogq	$150, %zmm15, %zmm18, %zmm2
	vpternlogq	$150, %zmm15, %zmm1, %zmm5
	vpternlogq	$150, %zmm15, %zmm4, %zmm8
	vpternlogq	$150, %zmm15, %zmm3, %zmm9
	vpternlogq	$150, %zmm15, %zmm30, %zmm11
	vpternlogq	$150, %zmm15, %zmm6, %zmm12
	vpternlogq	$150, %zmm15, %zmm0, %zmm13
	vpternlogq	$150, %zmm15, %zmm17, %zmm14
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm13, %zmm13
	vpmuludq	%zmm16, %zmm2, %zmm20
	vpmuludq	%zmm16, %zmm5, %zmm28
	vpmuludq	%zmm16, %zmm8, %zmm8
	vpmuludq	%zmm16, %zmm9, %zmm24
	vpmuludq	%zmm16, %zmm11, %zmm15
	vpmuludq	%zmm16, %zmm12, %zmm9
	vpmuludq	%zmm16, %zmm13, %zmm10
	vpmuludq	%zmm16, %zmm14, %zmm12
	vpsrlq	$32, %zmm28, %zmm5
	vpsrlq	$32, %zmm20, %zmm11
	vpsrlq	$32, %zmm24, %zmm13
	vpsrlq	$32, %zmm8, %zmm14
	vpsrlq	$32, %zmm9, %zmm19
	vpsrlq	$32, %zmm15, %zmm21
	vpsrlq	$32, %zmm12, %zmm22
	vpsrlq	$32, %zmm10, %zmm23
	vmovdqu64	2032(%rsp), %zmm26
	vpxorq	%zmm26, %zmm11, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm29
	vmovdqu64	%zmm29, 640(%rsp)
	vpxorq	%zmm26, %zmm5, %zmm5
	vpxorq	%zmm26, %zmm14, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm27
	vmovdqu64	%zmm27, 368(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm2
	vmovdqu64	%zmm2, 704(%rsp)
	vpxorq	%zmm26, %zmm13, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm13
	vmovdqu64	%zmm13, 32(%rsp)
	vpxorq	%zmm26, %zmm21, %zmm5
	vpxorq	%zmm26, %zmm19, %zmm14
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm25
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm31
	vmovdqu64	%zmm31, 112(%rsp)
	vpxorq	%zmm26, %zmm23, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm7
	vmovdqu64	%zmm7, 304(%rsp)
	vpxorq	%zmm26, %zmm22, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm19
	vpsrlq	$32, %zmm27, %zmm5
	vmovdqu64	%zmm5, 576(%rsp)
	vmovdqu64	1488(%rsp), %zmm21
	vpxorq	%zmm1, %zmm21, %zmm1
	vpmuludq	%zmm16, %zmm1, %zmm11
	vpxorq	%zmm18, %zmm21, %zmm5
	vpmuludq	%zmm16, %zmm5, %zmm22
	vpxorq	%zmm3, %zmm21, %zmm5
	vpsrlq	$32, %zmm29, %zmm26
	vpmuludq	%zmm16, %zmm5, %zmm18
	vpxorq	%zmm4, %zmm21, %zmm5
	vpmuludq	%zmm16, %zmm5, %zmm29
	vpxorq	%zmm6, %zmm21, %zmm3
	vpmuludq	%zmm16, %zmm3, %zmm23
	vpsrlq	$32, %zmm13, %zmm5
	vpxorq	%zmm30, %zmm21, %zmm6
	vpmuludq	%zmm16, %zmm6, %zmm3
	vpxorq	%zmm17, %zmm21, %zmm4
	vpmuludq	%zmm16, %zmm4, %zmm30
	vpxorq	%zmm0, %zmm21, %zmm0
	vpsrlq	$32, %zmm2, %zmm27
	vpmuludq	%zmm16, %zmm0, %zmm0
	vpsrlq	$32, %zmm22, %zmm1
	vpsrlq	$32, %zmm11, %zmm21
	vpsrlq	$32, %zmm29, %zmm6
	vmovdqu64	2224(%rsp), %zmm14
	vpternlogq	$150, %zmm14, %zmm28, %zmm21
	vpsrlq	$32, %zmm31, %zmm28
	vpsrlq	$32, %zmm18, %zmm31
	vpternlogq	$150, %zmm14, %zmm20, %zmm1
	vpsrlq	$32, %zmm3, %zmm20
	vpternlogq	$150, %zmm14, %zmm24, %zmm31
	vpternlogq	$150, %zmm14, %zmm8, %zmm6
	vpsrlq	$32, %zmm25, %zmm24
	vmovdqa64	%zmm25, %zmm13
	vpsrlq	$32, %zmm23, %zmm8
	vpternlogq	$150, %zmm14, %zmm9, %zmm8
	vpsrlq	$32, %zmm30, %zmm4
	vpternlogq	$150, %zmm14, %zmm15, %zmm20
	vpternlogq	$150, %zmm14, %zmm12, %zmm4
	vpsrlq	$32, %zmm7, %zmm17
	vpsrlq	$32, %zmm0, %zmm9
	vpternlogq	$150, %zmm14, %zmm10, %zmm9
	vmovdqu64	1968(%rsp), %zmm14
	vpxorq	%zmm14, %zmm26, %zmm2
	vpmuludq	%zmm16, %zmm2, %zmm26
	vpxorq	576(%rsp), %zmm14, %zmm2
	vpmuludq	%zmm16, %zmm2, %zmm25
	vpxorq	%zmm14, %zmm27, %zmm2
	vpmuludq	%zmm16, %zmm2, %zmm27
	vmovdqu64	%zmm27, 432(%rsp)
	vpxorq	%zmm14, %zmm5, %zmm2
	vpmuludq	%zmm16, %zmm2, %zmm12
	vpxorq	%zmm14, %zmm24, %zmm2
	vpmuludq	%zmm16, %zmm2, %zmm7
	vmovdqu64	%zmm7, 240(%rsp)
	vpxorq	%zmm14, %zmm28, %zmm2
	vpmuludq	%zmm16, %zmm2, %zmm10
	vmovdqu64	%zmm10, 1040(%rsp)
	vpxorq	%zmm14, %zmm17, %zmm5
	vpmuludq	%zmm16, %zmm5, %zmm15
	vmovdqu64	%zmm15, 576(%rsp)
	vpsrlq	$32, %zmm26, %zmm17
	vmovdqu64	2288(%rsp), %zmm2
	vpternlogq	$150, %zmm22, %zmm2, %zmm17
	vpsrlq	$32, %zmm25, %zmm28
	vpternlogq	$150, %zmm11, %zmm2, %zmm28
	vpsrlq	$32, %zmm27, %zmm5
	vpternlogq	$150, %zmm29, %zmm2, %zmm5
	vpsrlq	$32, %zmm12, %zmm27
	vpternlogq	$150, %zmm18, %zmm2, %zmm27
	vpsrlq	$32, %zmm7, %zmm22
	vpternlogq	$150, %zmm3, %zmm2, %zmm22
	vpsrlq	$32, %zmm10, %zmm24
	vpternlogq	$150, %zmm23, %zmm2, %zmm24
	vpsrlq	$32, %zmm15, %zmm18
	vpternlogq	$150, %zmm0, %zmm2, %zmm18
	vpsrlq	$32, %zmm19, %zmm0
	vpxorq	%zmm14, %zmm0, %zmm0
	vpmuludq	%zmm16, %zmm0, %zmm10
	vpsrlq	$32, %zmm10, %zmm3
	vpternlogq	$150, %zmm30, %zmm2, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm29
	vpsrlq	$32, %zmm29, %zmm14
	vmovdqu64	2352(%rsp), %zmm2
	vpternlogq	$150, 640(%rsp), %zmm2, %zmm14
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm7
	vpsrlq	$32, %zmm7, %zmm15
	vpternlogq	$150, 368(%rsp), %zmm2, %zmm15
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm6, %zmm30
	vpsrlq	$32, %zmm30, %zmm6
	vpternlogq	$150, 704(%rsp), %zmm2, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm31, %zmm21
	vpsrlq	$32, %zmm21, %zmm11
	vpternlogq	$150, 32(%rsp), %zmm2, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm0
	vmovdqu64	%zmm0, 32(%rsp)
	vpsrlq	$32, %zmm0, %zmm20
	vpternlogq	$150, %zmm2, %zmm13, %zmm20
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm13
	vpternlogq	$150, 112(%rsp), %zmm2, %zmm13
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm0
	vmovdqu64	%zmm0, 112(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vpternlogq	$150, 304(%rsp), %zmm2, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm4, %zmm9
	vpsrlq	$32, %zmm9, %zmm0
	vpternlogq	$150, %zmm2, %zmm19, %zmm0
	vpmuludq	%zmm16, %zmm15, %zmm2
	vmovdqu64	%zmm2, 368(%rsp)
	vpsrlq	$32, %zmm2, %zmm19
	vmovdqu64	2416(%rsp), %zmm2
	vpternlogq	$150, %zmm2, %zmm25, %zmm19
	vpmuludq	%zmm16, %zmm14, %zmm14
	vpsrlq	$32, %zmm14, %zmm25
	vpternlogq	$150, %zmm2, %zmm26, %zmm25
	vpmuludq	%zmm16, %zmm11, %zmm31
	vpsrlq	$32, %zmm31, %zmm11
	vpternlogq	$150, %zmm2, %zmm12, %zmm11
	vpmuludq	%zmm16, %zmm6, %zmm15
	vpsrlq	$32, %zmm15, %zmm26
	vpternlogq	$150, 432(%rsp), %zmm2, %zmm26
	vpmuludq	%zmm16, %zmm13, %zmm4
	vmovdqu64	%zmm4, 304(%rsp)
	vpsrlq	$32, %zmm4, %zmm12
	vpternlogq	$150, 1040(%rsp), %zmm2, %zmm12
	vpmuludq	%zmm16, %zmm20, %zmm6
	vpsrlq	$32, %zmm6, %zmm4
	vpternlogq	$150, 240(%rsp), %zmm2, %zmm4
	vpmuludq	%zmm16, %zmm0, %zmm0
	vmovdqu64	%zmm0, 704(%rsp)
	vpsrlq	$32, %zmm0, %zmm13
	vpternlogq	$150, %zmm2, %zmm10, %zmm13
	vpmuludq	%zmm16, %zmm1, %zmm10
	vpsrlq	$32, %zmm10, %zmm23
	vpternlogq	$150, 576(%rsp), %zmm2, %zmm23
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm28, %zmm0
	vmovdqu64	%zmm0, 240(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vmovdqu64	2480(%rsp), %zmm0
	vpternlogq	$150, %zmm7, %zmm0, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm7
	vpsrlq	$32, %zmm7, %zmm20
	vpternlogq	$150, %zmm29, %zmm0, %zmm20
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm27, %zmm2
	vmovdqu64	%zmm2, 432(%rsp)
	vpsrlq	$32, %zmm2, %zmm17
	vpternlogq	$150, %zmm21, %zmm0, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm29
	vpsrlq	$32, %zmm29, %zmm5
	vpternlogq	$150, %zmm30, %zmm0, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm24, %zmm24
	vpsrlq	$32, %zmm24, %zmm28
	vpternlogq	$150, %zmm8, %zmm0, %zmm28
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm8
	vpsrlq	$32, %zmm8, %zmm27
	vpternlogq	$150, 32(%rsp), %zmm0, %zmm27
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm2
	vmovdqu64	%zmm2, 32(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm9, %zmm0, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm9
	vpsrlq	$32, %zmm9, %zmm18
	vpternlogq	$150, 112(%rsp), %zmm0, %zmm18
	vpmuludq	%zmm16, %zmm20, %zmm0
	vmovdqu64	%zmm0, 576(%rsp)
	vpsrlq	$32, %zmm0, %zmm30
	vmovdqu64	2544(%rsp), %zmm0
	vpternlogq	$150, %zmm14, %zmm0, %zmm30
	vpmuludq	%zmm16, %zmm1, %zmm22
	vpsrlq	$32, %zmm22, %zmm1
	vpternlogq	$150, 368(%rsp), %zmm0, %zmm1
	vpmuludq	%zmm16, %zmm5, %zmm3
	vmovdqu64	%zmm3, 640(%rsp)
	vpsrlq	$32, %zmm3, %zmm14
	vpternlogq	$150, %zmm15, %zmm0, %zmm14
	vpmuludq	%zmm16, %zmm17, %zmm21
	vpsrlq	$32, %zmm21, %zmm3
	vpternlogq	$150, %zmm31, %zmm0, %zmm3
	vpmuludq	%zmm16, %zmm27, %zmm5
	vmovdqu64	%zmm5, 1040(%rsp)
	vpsrlq	$32, %zmm5, %zmm15
	vpternlogq	$150, %zmm6, %zmm0, %zmm15
	vpmuludq	%zmm16, %zmm28, %zmm6
	vpsrlq	$32, %zmm6, %zmm17
	vpternlogq	$150, 304(%rsp), %zmm0, %zmm17
	vpmuludq	%zmm16, %zmm18, %zmm28
	vpsrlq	$32, %zmm28, %zmm5
	vpternlogq	$150, %zmm10, %zmm0, %zmm5
	vpmuludq	%zmm16, %zmm2, %zmm20
	vpsrlq	$32, %zmm20, %zmm18
	vpternlogq	$150, 704(%rsp), %zmm0, %zmm18
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm25, %zmm0
	vmovdqu64	%zmm0, 112(%rsp)
	vpsrlq	$32, %zmm0, %zmm10
	vmovdqu64	2608(%rsp), %zmm2
	vpternlogq	$150, %zmm2, %zmm7, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm7
	vpsrlq	$32, %zmm7, %zmm25
	vpternlogq	$150, 240(%rsp), %zmm2, %zmm25
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm26, %zmm0
	vmovdqu64	%zmm0, 304(%rsp)
	vpsrlq	$32, %zmm0, %zmm19
	vpternlogq	$150, %zmm2, %zmm29, %zmm19
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm29
	vpsrlq	$32, %zmm29, %zmm11
	vpternlogq	$150, 432(%rsp), %zmm2, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm4, %zmm0
	vmovdqu64	%zmm0, 432(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm2, %zmm8, %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm12, %zmm8
	vpsrlq	$32, %zmm8, %zmm12
	vpternlogq	$150, %zmm2, %zmm24, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm26
	vpsrlq	$32, %zmm26, %zmm23
	vpternlogq	$150, %zmm2, %zmm9, %zmm23
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm9
	vpsrlq	$32, %zmm9, %zmm13
	vpternlogq	$150, 32(%rsp), %zmm2, %zmm13
	vpmuludq	%zmm16, %zmm25, %zmm2
	vmovdqu64	%zmm2, 240(%rsp)
	vpsrlq	$32, %zmm2, %zmm4
	vmovdqu64	2672(%rsp), %zmm2
	vpternlogq	$150, %zmm2, %zmm22, %zmm4
	vmovdqu64	%zmm4, 368(%rsp)
	vpmuludq	%zmm16, %zmm10, %zmm24
	vpsrlq	$32, %zmm24, %zmm4
	vpternlogq	$150, 576(%rsp), %zmm2, %zmm4
	vpmuludq	%zmm16, %zmm11, %zmm31
	vpsrlq	$32, %zmm31, %zmm11
	vpternlogq	$150, %zmm2, %zmm21, %zmm11
	vpmuludq	%zmm16, %zmm19, %zmm27
	vpsrlq	$32, %zmm27, %zmm19
	vpternlogq	$150, 640(%rsp), %zmm2, %zmm19
	vpmuludq	%zmm16, %zmm12, %zmm10
	vmovdqu64	%zmm10, 640(%rsp)
	vpsrlq	$32, %zmm10, %zmm12
	vpternlogq	$150, %zmm2, %zmm6, %zmm12
	vpmuludq	%zmm16, %zmm0, %zmm6
	vpsrlq	$32, %zmm6, %zmm22
	vpternlogq	$150, 1040(%rsp), %zmm2, %zmm22
	vpmuludq	%zmm16, %zmm13, %zmm0
	vmovdqu64	%zmm0, 1040(%rsp)
	vpsrlq	$32, %zmm0, %zmm13
	vpternlogq	$150, %zmm2, %zmm20, %zmm13
	vpmuludq	%zmm16, %zmm23, %zmm10
	vpsrlq	$32, %zmm10, %zmm23
	vpternlogq	$150, %zmm2, %zmm28, %zmm23
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 704(%rsp)
	vpsrlq	$32, %zmm0, %zmm28
	vmovdqu64	2736(%rsp), %zmm1
	vpternlogq	$150, %zmm7, %zmm1, %zmm28
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm30, %zmm20
	vpsrlq	$32, %zmm20, %zmm21
	vpternlogq	$150, 112(%rsp), %zmm1, %zmm21
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm0
	vmovdqu64	%zmm0, 112(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vpternlogq	$150, %zmm29, %zmm1, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm25
	vpsrlq	$32, %zmm25, %zmm29
	vpternlogq	$150, 304(%rsp), %zmm1, %zmm29
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm0
	vmovdqu64	%zmm0, 304(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vpternlogq	$150, %zmm8, %zmm1, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm7
	vpsrlq	$32, %zmm7, %zmm30
	vpternlogq	$150, 432(%rsp), %zmm1, %zmm30
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm0
	vmovdqu64	%zmm0, 432(%rsp)
	vpsrlq	$32, %zmm0, %zmm8
	vpternlogq	$150, %zmm9, %zmm1, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm9
	vpsrlq	$32, %zmm9, %zmm0
	vpternlogq	$150, %zmm26, %zmm1, %zmm0
	vpmuludq	%zmm16, %zmm21, %zmm1
	vmovdqu64	%zmm1, 32(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vmovdqu64	2800(%rsp), %zmm5
	vpternlogq	$150, %zmm24, %zmm5, %zmm1
	vmovdqu64	%zmm1, 576(%rsp)
	vpmuludq	%zmm16, %zmm28, %zmm14
	vpsrlq	$32, %zmm14, %zmm15
	vpternlogq	$150, 240(%rsp), %zmm5, %zmm15
	vpmuludq	%zmm16, %zmm29, %zmm29
	vpsrlq	$32, %zmm29, %zmm26
	vpternlogq	$150, %zmm27, %zmm5, %zmm26
	vpmuludq	%zmm16, %zmm3, %zmm21
	vpsrlq	$32, %zmm21, %zmm17
	vpternlogq	$150, %zmm31, %zmm5, %zmm17
	vpmuludq	%zmm16, %zmm30, %zmm30
	vpsrlq	$32, %zmm30, %zmm24
	vpternlogq	$150, %zmm6, %zmm5, %zmm24
	vpmuludq	%zmm16, %zmm2, %zmm31
	vpsrlq	$32, %zmm31, %zmm18
	vpternlogq	$150, 640(%rsp), %zmm5, %zmm18
	vpmuludq	%zmm16, %zmm0, %zmm0
	vmovdqu64	%zmm0, 240(%rsp)
	vpsrlq	$32, %zmm0, %zmm28
	vpternlogq	$150, %zmm10, %zmm5, %zmm28
	vpmuludq	%zmm16, %zmm8, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, 1040(%rsp), %zmm5, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm4, %zmm0
	vmovdqu64	%zmm0, 3696(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vmovdqu64	1712(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm20, %zmm4
	vmovdqu64	368(%rsp), %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm10
	vpsrlq	$32, %zmm10, %zmm3
	vpternlogq	$150, 704(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm19
	vpsrlq	$32, %zmm19, %zmm1
	vpternlogq	$150, %zmm0, %zmm25, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm20
	vpternlogq	$150, 112(%rsp), %zmm0, %zmm20
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm25
	vpsrlq	$32, %zmm25, %zmm22
	vpternlogq	$150, %zmm0, %zmm7, %zmm22
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm12, %zmm12
	vpsrlq	$32, %zmm12, %zmm27
	vpternlogq	$150, 304(%rsp), %zmm0, %zmm27
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm23
	vpsrlq	$32, %zmm23, %zmm2
	vpternlogq	$150, %zmm0, %zmm9, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm9
	vpsrlq	$32, %zmm9, %zmm13
	vpternlogq	$150, 432(%rsp), %zmm0, %zmm13
	vpmuludq	%zmm16, %zmm3, %zmm0
	vmovdqu64	%zmm0, 112(%rsp)
	vpsrlq	$32, %zmm0, %zmm5
	vmovdqu64	3568(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm14, %zmm5
	vpmuludq	%zmm16, %zmm4, %zmm3
	vmovdqu64	%zmm3, 704(%rsp)
	vpsrlq	$32, %zmm3, %zmm4
	vpternlogq	$150, 32(%rsp), %zmm0, %zmm4
	vpmuludq	%zmm16, %zmm20, %zmm3
	vmovdqu64	%zmm3, 304(%rsp)
	vpsrlq	$32, %zmm3, %zmm20
	vpternlogq	$150, %zmm0, %zmm21, %zmm20
	vpmuludq	%zmm16, %zmm1, %zmm1
	vmovdqu64	%zmm1, 1040(%rsp)
	vpsrlq	$32, %zmm1, %zmm21
	vpternlogq	$150, %zmm0, %zmm29, %zmm21
	vpmuludq	%zmm16, %zmm27, %zmm1
	vmovdqu64	%zmm1, 640(%rsp)
	vpsrlq	$32, %zmm1, %zmm29
	vpternlogq	$150, %zmm0, %zmm31, %zmm29
	vpmuludq	%zmm16, %zmm22, %zmm27
	vpsrlq	$32, %zmm27, %zmm3
	vpternlogq	$150, %zmm0, %zmm30, %zmm3
	vpmuludq	%zmm16, %zmm13, %zmm30
	vpsrlq	$32, %zmm30, %zmm22
	vpternlogq	$150, %zmm0, %zmm6, %zmm22
	vpmuludq	%zmm16, %zmm2, %zmm14
	vpsrlq	$32, %zmm14, %zmm13
	vpternlogq	$150, 240(%rsp), %zmm0, %zmm13
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm0
	vmovdqu64	%zmm0, 240(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vmovdqu64	3632(%rsp), %zmm0
	vpternlogq	$150, %zmm10, %zmm0, %zmm2
	vmovdqu64	576(%rsp), %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 432(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 3696(%rsp), %zmm0, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm17
	vpsrlq	$32, %zmm17, %zmm7
	vpternlogq	$150, %zmm11, %zmm0, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm26, %zmm15
	vpsrlq	$32, %zmm15, %zmm6
	vpternlogq	$150, %zmm19, %zmm0, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm18
	vpsrlq	$32, %zmm18, %zmm19
	vpternlogq	$150, %zmm12, %zmm0, %zmm19
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm24, %zmm26
	vpsrlq	$32, %zmm26, %zmm10
	vpternlogq	$150, %zmm25, %zmm0, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm8
	vmovdqu64	%zmm8, 32(%rsp)
	vpsrlq	$32, %zmm8, %zmm31
	vpternlogq	$150, %zmm9, %zmm0, %zmm31
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm28, %zmm24
	vpsrlq	$32, %zmm24, %zmm9
	vpternlogq	$150, %zmm23, %zmm0, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm4, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm12
	vpmovqd	%zmm12, %ymm0
	vpmovqd	%zmm8, %ymm4
	vinserti64x4	$1, %ymm4, %zmm0, %zmm0
	vmovdqu64	%zmm0, 368(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm21
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm11
	vpmovqd	%zmm11, %ymm0
	vpmovqd	%zmm21, %ymm4
	vinserti64x4	$1, %ymm4, %zmm0, %zmm0
	vmovdqu64	%zmm0, 576(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm29, %zmm20
	vpmovqd	%zmm20, %ymm3
	vpmovqd	%zmm0, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm29
	vpmuludq	%zmm16, %zmm1, %zmm1
	vpmuludq	%zmm16, %zmm2, %zmm2
	vpmovqd	%zmm2, %ymm3
	vpmovqd	%zmm1, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm28
	vpmuludq	%zmm16, %zmm6, %zmm3
	vpmuludq	%zmm16, %zmm7, %zmm5
	vpmovqd	%zmm5, %ymm4
	vpmovqd	%zmm3, %ymm6
	vinserti64x4	$1, %ymm6, %zmm4, %zmm6
	vpmuludq	%zmm16, %zmm10, %zmm10
	vpmuludq	%zmm16, %zmm19, %zmm19
	vpmovqd	%zmm19, %ymm4
	vpmovqd	%zmm10, %ymm25
	vinserti64x4	$1, %ymm25, %zmm4, %zmm4
	vpsrlq	$32, %zmm1, %zmm1
	vpxorq	704(%rsp), %zmm1, %zmm25
	vpsrlq	$32, %zmm2, %zmm1
	vpxorq	112(%rsp), %zmm1, %zmm2
	vpsrlq	$32, %zmm3, %zmm1
	vpxorq	1040(%rsp), %zmm1, %zmm3
	vpsrlq	$32, %zmm5, %zmm1
	vpxorq	304(%rsp), %zmm1, %zmm5
	vpsrlq	$32, %zmm10, %zmm1
	vpxorq	%zmm27, %zmm1, %zmm10
	vpsrlq	$32, %zmm19, %zmm1
	vpxorq	640(%rsp), %zmm1, %zmm19
	vpmuludq	%zmm16, %zmm9, %zmm1
	vpsrlq	$32, %zmm1, %zmm9
	vpxorq	%zmm14, %zmm9, %zmm9
	vpmuludq	%zmm16, %zmm31, %zmm14
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm14, %ymm23
	vinserti64x4	$1, %ymm1, %zmm23, %zmm1
	vpsrlq	$32, %zmm14, %zmm14
	vpxorq	%zmm30, %zmm14, %zmm14
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm25, %ymm23
	vinserti64x4	$1, %ymm23, %zmm2, %zmm2
	vpsrlq	$32, %zmm8, %zmm8
	vpxorq	432(%rsp), %zmm8, %zmm8
	vpsrlq	$32, %zmm12, %zmm12
	vpxorq	240(%rsp), %zmm12, %zmm12
	vpsrlq	$32, %zmm21, %zmm21
	vpxorq	%zmm15, %zmm21, %zmm15
	vpsrlq	$32, %zmm11, %zmm7
	vpxorq	%zmm17, %zmm7, %zmm7
	vpsrlq	$32, %zmm0, %zmm0
	vpxorq	%zmm26, %zmm0, %zmm17
	vpmovqd	%zmm5, %ymm0
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm0, %zmm3
	vpsrlq	$32, %zmm20, %zmm0
	vpbroadcastq	.LCPI0_4(%rip), %zmm20
	vpxorq	%zmm18, %zmm0, %zmm5
	vpmuludq	%zmm20, %zmm13, %zmm0
	vpmovqd	%zmm19, %ymm13
	vpmovqd	%zmm10, %ymm10
	vinserti64x4	$1, %ymm10, %zmm13, %zmm10
	vpsrlq	$32, %zmm0, %zmm13
	vpxorq	%zmm24, %zmm13, %zmm13
	vpmuludq	%zmm20, %zmm22, %zmm18
	vpmovqd	%zmm14, %ymm14
	vpmovqd	%zmm9, %ymm9
	vinserti64x4	$1, %ymm9, %zmm14, %zmm9
	vpsrlq	$32, %zmm18, %zmm14
	vpxorq	32(%rsp), %zmm14, %zmm14
	vmovdqu64	1776(%rsp), %zmm11
	vpxord	%zmm2, %zmm11, %zmm2
	vmovdqu64	%zmm2, -960(%rcx)
	vpxord	%zmm3, %zmm11, %zmm2
	vmovdqu64	%zmm2, -896(%rcx)
	vpxord	%zmm10, %zmm11, %zmm2
	vmovdqu64	%zmm2, -832(%rcx)
	vpxord	%zmm9, %zmm11, %zmm2
	vmovdqu64	%zmm2, -768(%rcx)
	vmovdqu64	%zmm28, -704(%rcx)
	vmovdqu64	%zmm6, -640(%rcx)
	vmovdqu64	%zmm4, -576(%rcx)
	vmovdqu64	%zmm1, -512(%rcx)
	vpmovqd	%zmm12, %ymm1
	vpmovqd	%zmm8, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vmovdqu64	2864(%rsp), %zmm3
	vpxord	%zmm1, %zmm3, %zmm1
	vmovdqu64	%zmm1, -448(%rcx)
	vpmovqd	%zmm7, %ymm1
	vpmovqd	%zmm15, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vpxord	%zmm1, %zmm3, %zmm1
	vmovdqu64	%zmm1, -384(%rcx)
	vpmovqd	%zmm5, %ymm1
	vpmovqd	%zmm17, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vpxord	%zmm1, %zmm3, %zmm1
	vmovdqu64	%zmm1, -320(%rcx)
	vpmovqd	%zmm14, %ymm1
	vpmovqd	%zmm13, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vpxord	%zmm1, %zmm3, %zmm1
	vmovdqu64	%zmm1, -256(%rcx)
	vmovups	368(%rsp), %zmm1
	vmovups	%zmm1, -192(%rcx)
	vmovups	576(%rsp), %zmm1
	vmovups	%zmm1, -128(%rcx)
	vmovdqu64	%zmm29, -64(%rcx)
	vpmovqd	%zmm18, %ymm1
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm1, %zmm0
	vmovdqu64	%zmm0, (%rcx)
	incq	%rdx
	addq	$1024, %rcx
	cmpq	%rdx, %r14
	jne	.LBB0_17
	leaq	73464(%rsp), %rcx
	movq	%r14, %rdx
	vbroadcastss	.LCPI0_11(%rip), %zmm25
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
	vaddps	%zmm25, %zmm0, %zmm4
	vaddps	%zmm25, %zmm1, %zmm1
	vaddps	%zmm25, %zmm2, %zmm7
	vaddps	%zmm25, %zmm3, %zmm0
	vbroadcastss	.LCPI0_12(%rip), %zmm16
	vmulps	%zmm16, %zmm4, %zmm8
	vextractf64x4	$1, %zmm8, %ymm2
	vcvtps2pd	%ymm2, %zmm2
	vmulps	%zmm16, %zmm1, %zmm1
	vcvtps2pd	%ymm8, %zmm3
	vextractf64x4	$1, %zmm1, %ymm4
	vcvtps2pd	%ymm4, %zmm4
	vmulps	%zmm16, %zmm7, %zmm5
	vcvtps2pd	%ymm1, %zmm1
	vextractf64x4	$1, %zmm5, %ymm6
	vcvtps2pd	%ymm6, %zmm6
	vmulps	%zmm16, %zmm0, %zmm0
	vcvtps2pd	%ymm5, %zmm5
	vextractf64x4	$1, %zmm0, %ymm7
	vcvtps2pd	%ymm7, %zmm14
	vcvtps2pd	%ymm0, %zmm0
	vbroadcastsd	.LCPI0_26(%rip), %zmm7
	vmulpd	%zmm7, %zmm3, %zmm3
	vmovupd	%zmm3, 112(%rsp)
	vmulpd	%zmm7, %zmm2, %zmm8
	vmovupd	%zmm8, 432(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm1
	vmovupd	%zmm1, 368(%rsp)
	vmulpd	%zmm7, %zmm4, %zmm9
	vmovupd	%zmm9, 32(%rsp)
	vmulpd	%zmm7, %zmm5, %zmm2
	vmovupd	%zmm2, 576(%rsp)
	vmulpd	%zmm7, %zmm6, %zmm13
	vmulpd	%zmm7, %zmm0, %zmm4
	vmovupd	%zmm4, 240(%rsp)
	vmulpd	%zmm7, %zmm14, %zmm15
	vbroadcastsd	.LCPI0_27(%rip), %zmm0
	vaddpd	%zmm0, %zmm8, %zmm17
	vaddpd	%zmm0, %zmm3, %zmm25
	vaddpd	%zmm0, %zmm9, %zmm22
	vaddpd	%zmm0, %zmm1, %zmm26
	vaddpd	%zmm0, %zmm13, %zmm23
	vaddpd	%zmm0, %zmm2, %zmm27
	vaddpd	%zmm0, %zmm15, %zmm24
	vaddpd	%zmm0, %zmm4, %zmm18
	vpbroadcastq	.LCPI0_41(%rip), %zmm0
	vptestnmq	%zmm0, %zmm25, %k0
	vptestnmq	%zmm0, %zmm17, %k1
	kunpckbw	%k0, %k1, %k1
	kmovw	%k1, 704(%rsp)
	vptestnmq	%zmm0, %zmm26, %k0
	vptestnmq	%zmm0, %zmm22, %k1
	kunpckbw	%k0, %k1, %k3
	vptestnmq	%zmm0, %zmm27, %k0
	vptestnmq	%zmm0, %zmm23, %k1
	kunpckbw	%k0, %k1, %k4
	vptestnmq	%zmm0, %zmm18, %k0
	vptestnmq	%zmm0, %zmm24, %k1
	kunpckbw	%k0, %k1, %k1
	kmovw	%k1, 304(%rsp)
	vpbroadcastq	.LCPI0_42(%rip), %zmm0
	vptestnmq	%zmm0, %zmm25, %k0
	vptestnmq	%zmm0, %zmm17, %k1
	kunpckbw	%k0, %k1, %k2
	vptestnmq	%zmm0, %zmm26, %k0
	vptestnmq	%zmm0, %zmm22, %k1
	kunpckbw	%k0, %k1, %k5
	vptestnmq	%zmm0, %zmm27, %k0
	vptestnmq	%zmm0, %zmm23, %k1
	kunpckbw	%k0, %k1, %k6
	vptestnmq	%zmm0, %zmm18, %k0
	vptestnmq	%zmm0, %zmm24, %k1
	kunpckbw	%k0, %k1, %k7
	vpsrld	$9, -960(%rcx), %zmm0
	vpsrld	$9, -896(%rcx), %zmm1
	vpsrld	$9, -832(%rcx), %zmm2
	vpsrld	$9, -768(%rcx), %zmm3
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm3, %zmm3
	vaddps	.LCPI0_11(%rip){1to16}, %zmm0, %zmm0
	vaddps	.LCPI0_11(%rip){1to16}, %zmm1, %zmm1
	vaddps	.LCPI0_11(%rip){1to16}, %zmm2, %zmm2
	vaddps	.LCPI0_11(%rip){1to16}, %zmm3, %zmm3
	vmulps	%zmm16, %zmm0, %zmm0
	vmulps	%zmm16, %zmm1, %zmm1
	vmulps	%zmm16, %zmm2, %zmm2
	vmulps	%zmm16, %zmm3, %zmm3
	vpbroadcastd	.LCPI0_13(%rip), %zmm4
	vpaddd	%zmm4, %zmm0, %zmm14
	vpaddd	%zmm4, %zmm1, %zmm10
	vpaddd	%zmm4, %zmm2, %zmm11
	vpaddd	%zmm4, %zmm3, %zmm12
	vpbroadcastd	.LCPI0_15(%rip), %zmm0
	vpandd	%zmm0, %zmm14, %zmm1
	vpandd	%zmm0, %zmm10, %zmm2
	vpandd	%zmm0, %zmm11, %zmm3
	vpandd	%zmm0, %zmm12, %zmm4
	vpbroadcastd	.LCPI0_16(%rip), %zmm0
	vpaddd	%zmm0, %zmm1, %zmm1
	vpaddd	%zmm0, %zmm2, %zmm2
	vpaddd	%zmm0, %zmm3, %zmm3
	vpaddd	%zmm0, %zmm4, %zmm4
	vbroadcastss	.LCPI0_17(%rip), %zmm0
	vaddps	%zmm0, %zmm1, %zmm1
	vaddps	%zmm0, %zmm2, %zmm2
	vaddps	%zmm0, %zmm3, %zmm3
	vaddps	%zmm0, %zmm4, %zmm4
	vbroadcastss	.LCPI0_18(%rip), %zmm0
	vaddps	%zmm0, %zmm1, %zmm16
	vaddps	%zmm0, %zmm2, %zmm19
	vaddps	%zmm0, %zmm3, %zmm20
	vdivps	%zmm16, %zmm1, %zmm16
	vdivps	%zmm19, %zmm2, %zmm19
	vdivps	%zmm20, %zmm3, %zmm20
	vmulps	%zmm16, %zmm16, %zmm21
	vmulps	%zmm19, %zmm19, %zmm28
	vmulps	%zmm20, %zmm20, %zmm29
	vmulps	%zmm21, %zmm21, %zmm30
	vbroadcastss	.LCPI0_19(%rip), %zmm8
	vmulps	%zmm8, %zmm30, %zmm31
	vbroadcastss	.LCPI0_20(%rip), %zmm5
	vaddps	%zmm5, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vbroadcastss	.LCPI0_21(%rip), %zmm6
	vmulps	%zmm6, %zmm30, %zmm30
	vbroadcastss	.LCPI0_22(%rip), %zmm7
	vaddps	%zmm7, %zmm30, %zmm30
	vmulps	%zmm30, %zmm21, %zmm21
	vmulps	%zmm28, %zmm28, %zmm30
	vaddps	%zmm31, %zmm21, %zmm21
	vmulps	%zmm8, %zmm30, %zmm31
	vaddps	%zmm5, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vmulps	%zmm6, %zmm30, %zmm30
	vaddps	%zmm7, %zmm30, %zmm30
	vmulps	%zmm30, %zmm28, %zmm28
	vmulps	%zmm29, %zmm29, %zmm30
	vaddps	%zmm31, %zmm28, %zmm28
	vmulps	%zmm8, %zmm30, %zmm31
	vaddps	%zmm5, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vmulps	%zmm6, %zmm30, %zmm30
	vaddps	%zmm7, %zmm30, %zmm30
	vmulps	%zmm30, %zmm29, %zmm29
	vaddps	.LCPI0_18(%rip){1to16}, %zmm4, %zmm30
	vdivps	%zmm30, %zmm4, %zmm30
	vaddps	%zmm31, %zmm29, %zmm29
	vmulps	%zmm30, %zmm30, %zmm31
	vmulps	%zmm31, %zmm31, %zmm0
	vmulps	%zmm8, %zmm0, %zmm8
	vaddps	%zmm5, %zmm8, %zmm8
	vmulps	%zmm8, %zmm0, %zmm8
	vmulps	%zmm6, %zmm0, %zmm0
	vaddps	%zmm7, %zmm0, %zmm0
	vmulps	%zmm0, %zmm31, %zmm0
	vaddps	%zmm8, %zmm0, %zmm0
	vmulps	.LCPI0_11(%rip){1to16}, %zmm1, %zmm8
	vmulps	%zmm8, %zmm1, %zmm8
	vaddps	%zmm21, %zmm8, %zmm21
	vmulps	%zmm21, %zmm16, %zmm16
	vmulps	.LCPI0_11(%rip){1to16}, %zmm2, %zmm21
	vmulps	%zmm21, %zmm2, %zmm21
	vaddps	%zmm28, %zmm21, %zmm28
	vmulps	%zmm28, %zmm19, %zmm19
	vmulps	.LCPI0_11(%rip){1to16}, %zmm3, %zmm28
	vmulps	%zmm28, %zmm3, %zmm28
	vaddps	%zmm29, %zmm28, %zmm29
	vmulps	%zmm29, %zmm20, %zmm20
	vmulps	.LCPI0_11(%rip){1to16}, %zmm4, %zmm29
	vmulps	%zmm29, %zmm4, %zmm29
	vaddps	%zmm0, %zmm29, %zmm0
	vmulps	%zmm0, %zmm30, %zmm0
	vpsrld	$23, %zmm14, %zmm14
	vpbroadcastd	.LCPI0_14(%rip), %zmm9
	vpaddd	%zmm9, %zmm14, %zmm14
	vcvtdq2ps	%zmm14, %zmm14
	vbroadcastss	.LCPI0_23(%rip), %zmm31
	vmulps	%zmm31, %zmm14, %zmm30
	vaddps	%zmm16, %zmm30, %zmm16
	vpsrld	$23, %zmm10, %zmm6
	vpaddd	%zmm9, %zmm6, %zmm6
	vcvtdq2ps	%zmm6, %zmm6
	vmulps	%zmm31, %zmm6, %zmm30
	vaddps	%zmm19, %zmm30, %zmm19
	vpsrld	$23, %zmm11, %zmm5
	vpaddd	%zmm9, %zmm5, %zmm5
	vcvtdq2ps	%zmm5, %zmm5
	vmulps	%zmm31, %zmm5, %zmm30
	vaddps	%zmm20, %zmm30, %zmm20
	vpsrld	$23, %zmm12, %zmm7
	vpaddd	%zmm9, %zmm7, %zmm7
	vcvtdq2ps	%zmm7, %zmm7
	vmulps	%zmm31, %zmm7, %zmm30
	vaddps	%zmm0, %zmm30, %zmm0
	vsubps	%zmm8, %zmm16, %zmm8
	vsubps	%zmm21, %zmm19, %zmm16
	vsubps	%zmm28, %zmm20, %zmm19
	vsubps	%zmm29, %zmm0, %zmm0
	vaddps	%zmm8, %zmm1, %zmm1
	vaddps	%zmm16, %zmm2, %zmm2
	vaddps	%zmm19, %zmm3, %zmm3
	vaddps	%zmm0, %zmm4, %zmm0
	vbroadcastss	.LCPI0_24(%rip), %zmm8
	vmulps	%zmm8, %zmm14, %zmm4
	vaddps	%zmm1, %zmm4, %zmm14
	vmulps	%zmm8, %zmm6, %zmm1
	vaddps	%zmm2, %zmm1, %zmm16
	vmulps	%zmm8, %zmm5, %zmm1
	vaddps	%zmm3, %zmm1, %zmm28
	vmulps	%zmm8, %zmm7, %zmm1
	vaddps	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_28(%rip), %zmm29
	vaddpd	%zmm29, %zmm25, %zmm1
	vaddpd	%zmm29, %zmm17, %zmm2
	vaddpd	%zmm29, %zmm26, %zmm3
	vaddpd	%zmm29, %zmm22, %zmm4
	vaddpd	%zmm29, %zmm27, %zmm5
	vaddpd	%zmm29, %zmm23, %zmm6
	vaddpd	%zmm29, %zmm18, %zmm7
	vaddpd	%zmm29, %zmm24, %zmm8
	vmovupd	432(%rsp), %zmm9
	vsubpd	%zmm2, %zmm9, %zmm2
	vmovupd	112(%rsp), %zmm9
	vsubpd	%zmm1, %zmm9, %zmm1
	vmovupd	32(%rsp), %zmm9
	vsubpd	%zmm4, %zmm9, %zmm4
	vmovupd	368(%rsp), %zmm9
	vsubpd	%zmm3, %zmm9, %zmm11
	vsubpd	%zmm6, %zmm13, %zmm12
	vmovupd	576(%rsp), %zmm3
	vsubpd	%zmm5, %zmm3, %zmm5
	vsubpd	%zmm8, %zmm15, %zmm8
	vmovupd	240(%rsp), %zmm3
	vsubpd	%zmm7, %zmm3, %zmm7
	vbroadcastsd	.LCPI0_29(%rip), %zmm29
	vmulpd	%zmm29, %zmm1, %zmm1
	vmulpd	%zmm29, %zmm2, %zmm3
	vmulpd	%zmm29, %zmm11, %zmm2
	vmulpd	%zmm29, %zmm4, %zmm18
	vmulpd	%zmm29, %zmm5, %zmm6
	vmulpd	%zmm29, %zmm12, %zmm19
	vmulpd	%zmm29, %zmm7, %zmm17
	vmulpd	%zmm29, %zmm8, %zmm20
	vmulpd	%zmm3, %zmm3, %zmm7
	vmulpd	%zmm1, %zmm1, %zmm15
	vmulpd	%zmm18, %zmm18, %zmm8
	vmulpd	%zmm2, %zmm2, %zmm9
	vmulpd	%zmm19, %zmm19, %zmm10
	vmulpd	%zmm6, %zmm6, %zmm11
	vmulpd	%zmm20, %zmm20, %zmm12
	vmulpd	%zmm17, %zmm17, %zmm13
	vbroadcastsd	.LCPI0_30(%rip), %zmm29
	vmulpd	%zmm29, %zmm15, %zmm4
	vmulpd	%zmm29, %zmm7, %zmm5
	vmulpd	%zmm29, %zmm9, %zmm21
	vmulpd	%zmm29, %zmm8, %zmm22
	vmulpd	%zmm29, %zmm11, %zmm23
	vmulpd	%zmm29, %zmm10, %zmm24
	vmulpd	%zmm29, %zmm13, %zmm25
	vmulpd	%zmm29, %zmm12, %zmm26
	vbroadcastsd	.LCPI0_31(%rip), %zmm29
	vaddpd	%zmm29, %zmm5, %zmm5
	vaddpd	%zmm29, %zmm4, %zmm4
	vaddpd	%zmm29, %zmm22, %zmm22
	vaddpd	%zmm29, %zmm21, %zmm21
	vaddpd	%zmm29, %zmm24, %zmm24
	vaddpd	%zmm29, %zmm23, %zmm23
	vaddpd	%zmm29, %zmm26, %zmm26
	vaddpd	%zmm29, %zmm25, %zmm25
	vmulpd	%zmm4, %zmm15, %zmm4
	vmulpd	%zmm5, %zmm7, %zmm5
	vmulpd	%zmm21, %zmm9, %zmm21
	vmulpd	%zmm22, %zmm8, %zmm22
	vmulpd	%zmm23, %zmm11, %zmm23
	vmulpd	%zmm24, %zmm10, %zmm24
	vmulpd	%zmm25, %zmm13, %zmm25
	vmulpd	%zmm26, %zmm12, %zmm26
	vbroadcastsd	.LCPI0_32(%rip), %zmm29
	vaddpd	%zmm29, %zmm5, %zmm5
	vaddpd	%zmm29, %zmm4, %zmm4
	vaddpd	%zmm29, %zmm22, %zmm22
	vaddpd	%zmm29, %zmm21, %zmm21
	vaddpd	%zmm29, %zmm24, %zmm24
	vaddpd	%zmm29, %zmm23, %zmm23
	vaddpd	%zmm29, %zmm26, %zmm26
	vaddpd	%zmm29, %zmm25, %zmm25
	vmulpd	%zmm4, %zmm15, %zmm4
	vmulpd	%zmm5, %zmm7, %zmm5
	vmulpd	%zmm21, %zmm9, %zmm21
	vmulpd	%zmm22, %zmm8, %zmm22
	vmulpd	%zmm23, %zmm11, %zmm23
	vmulpd	%zmm24, %zmm10, %zmm24
	vmulpd	%zmm25, %zmm13, %zmm25
	vmulpd	%zmm26, %zmm12, %zmm26
	vbroadcastsd	.LCPI0_33(%rip), %zmm29
	vaddpd	%zmm29, %zmm5, %zmm5
	vaddpd	%zmm29, %zmm4, %zmm4
	vaddpd	%zmm29, %zmm22, %zmm22
	vaddpd	%zmm29, %zmm21, %zmm21
	vaddpd	%zmm29, %zmm24, %zmm24
	vaddpd	%zmm29, %zmm23, %zmm23
	vaddpd	%zmm29, %zmm26, %zmm26
	vaddpd	%zmm29, %zmm25, %zmm25
	vmulpd	%zmm7, %zmm3, %zmm27
	vmulpd	%zmm5, %zmm27, %zmm5
	vmulpd	%zmm15, %zmm1, %zmm27
	vmulpd	%zmm4, %zmm27, %zmm4
	vmulpd	%zmm8, %zmm18, %zmm27
	vmulpd	%zmm22, %zmm27, %zmm22
	vmulpd	%zmm9, %zmm2, %zmm27
	vmulpd	%zmm21, %zmm27, %zmm21
	vmulpd	%zmm10, %zmm19, %zmm27
	vmulpd	%zmm24, %zmm27, %zmm24
	vmulpd	%zmm11, %zmm6, %zmm27
	vmulpd	%zmm23, %zmm27, %zmm23
	vmulpd	%zmm12, %zmm20, %zmm27
	vmulpd	%zmm26, %zmm27, %zmm26
	vmulpd	%zmm13, %zmm17, %zmm27
	vmulpd	%zmm25, %zmm27, %zmm25
	vaddpd	%zmm5, %zmm3, %zmm5
	vaddpd	%zmm4, %zmm1, %zmm4
	vaddpd	%zmm22, %zmm18, %zmm3
	vaddpd	%zmm21, %zmm2, %zmm18
	vaddpd	%zmm24, %zmm19, %zmm1
	vaddpd	%zmm23, %zmm6, %zmm6
	vaddpd	%zmm26, %zmm20, %zmm2
	vaddpd	%zmm25, %zmm17, %zmm17
	vbroadcastsd	.LCPI0_34(%rip), %zmm29
	vmulpd	%zmm29, %zmm15, %zmm19
	vmulpd	%zmm29, %zmm7, %zmm20
	vmulpd	%zmm29, %zmm9, %zmm21
	vmulpd	%zmm29, %zmm8, %zmm22
	vmulpd	%zmm29, %zmm11, %zmm23
	vmulpd	%zmm29, %zmm10, %zmm24
	vmulpd	%zmm29, %zmm13, %zmm25
	vmulpd	%zmm29, %zmm12, %zmm26
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	vsubpd	%zmm20, %zmm29, %zmm20
	vsubpd	%zmm19, %zmm29, %zmm19
	vsubpd	%zmm22, %zmm29, %zmm22
	vsubpd	%zmm21, %zmm29, %zmm21
	vsubpd	%zmm24, %zmm29, %zmm24
	vsubpd	%zmm23, %zmm29, %zmm23
	vsubpd	%zmm26, %zmm29, %zmm26
	vsubpd	%zmm25, %zmm29, %zmm25
	vmulpd	%zmm19, %zmm15, %zmm19
	vmulpd	%zmm20, %zmm7, %zmm20
	vmulpd	%zmm21, %zmm9, %zmm21
	vmulpd	%zmm22, %zmm8, %zmm22
	vmulpd	%zmm23, %zmm11, %zmm23
	vmulpd	%zmm24, %zmm10, %zmm24
	vmulpd	%zmm25, %zmm13, %zmm25
	vmulpd	%zmm26, %zmm12, %zmm26
	vbroadcastsd	.LCPI0_36(%rip), %zmm29
	vaddpd	%zmm29, %zmm20, %zmm20
	vaddpd	%zmm29, %zmm19, %zmm19
	vaddpd	%zmm29, %zmm22, %zmm22
	vaddpd	%zmm29, %zmm21, %zmm21
	vaddpd	%zmm29, %zmm24, %zmm24
	vaddpd	%zmm29, %zmm23, %zmm23
	vaddpd	%zmm29, %zmm26, %zmm26
	vaddpd	%zmm29, %zmm25, %zmm25
	vmulpd	%zmm19, %zmm15, %zmm19
	vmulpd	%zmm20, %zmm7, %zmm20
	vmulpd	%zmm21, %zmm9, %zmm21
	vmulpd	%zmm22, %zmm8, %zmm22
	vmulpd	%zmm23, %zmm11, %zmm23
	vmulpd	%zmm24, %zmm10, %zmm24
	vmulpd	%zmm25, %zmm13, %zmm25
	vmulpd	%zmm26, %zmm12, %zmm26
	vbroadcastsd	.LCPI0_37(%rip), %zmm29
	vaddpd	%zmm29, %zmm20, %zmm20
	vaddpd	%zmm29, %zmm19, %zmm19
	vaddpd	%zmm29, %zmm22, %zmm22
	vaddpd	%zmm29, %zmm21, %zmm21
	vaddpd	%zmm29, %zmm24, %zmm24
	vaddpd	%zmm29, %zmm23, %zmm23
	vaddpd	%zmm29, %zmm26, %zmm26
	vaddpd	%zmm29, %zmm25, %zmm25
	vmulpd	%zmm7, %zmm7, %zmm27
	vmulpd	%zmm20, %zmm27, %zmm20
	vmulpd	%zmm15, %zmm15, %zmm27
	vmulpd	%zmm19, %zmm27, %zmm19
	vmulpd	%zmm8, %zmm8, %zmm27
	vmulpd	%zmm22, %zmm27, %zmm22
	vmulpd	%zmm9, %zmm9, %zmm27
	vmulpd	%zmm21, %zmm27, %zmm21
	vmulpd	%zmm10, %zmm10, %zmm27
	vmulpd	%zmm24, %zmm27, %zmm24
	vmulpd	%zmm11, %zmm11, %zmm27
	vmulpd	%zmm23, %zmm27, %zmm23
	vmulpd	%zmm12, %zmm12, %zmm27
	vmulpd	%zmm26, %zmm27, %zmm26
	vmulpd	%zmm13, %zmm13, %zmm27
	vmulpd	%zmm25, %zmm27, %zmm25
	vbroadcastsd	.LCPI0_38(%rip), %zmm29
	vmulpd	%zmm29, %zmm15, %zmm15
	vbroadcastsd	.LCPI0_39(%rip), %zmm30
	vsubpd	%zmm15, %zmm30, %zmm15
	vaddpd	%zmm19, %zmm15, %zmm19
	vbroadcastss	.LCPI0_25(%rip), %zmm31
	vmulps	%zmm31, %zmm14, %zmm14
	vmulps	%zmm31, %zmm16, %zmm15
	vmulps	%zmm31, %zmm28, %zmm16
	vmulps	%zmm31, %zmm0, %zmm27
	vsqrtps	%zmm14, %zmm0
	vsqrtps	%zmm15, %zmm14
	vsqrtps	%zmm16, %zmm15
	vsqrtps	%zmm27, %zmm16
	vmulpd	%zmm29, %zmm7, %zmm7
	vmulpd	%zmm29, %zmm8, %zmm8
	vmulpd	%zmm29, %zmm9, %zmm9
	vmulpd	%zmm29, %zmm10, %zmm10
	vmulpd	%zmm29, %zmm11, %zmm11
	vmulpd	%zmm29, %zmm12, %zmm12
	vmulpd	%zmm29, %zmm13, %zmm13
	vmovapd	%zmm29, %zmm28
	vsubpd	%zmm7, %zmm30, %zmm7
	vaddpd	%zmm20, %zmm7, %zmm7
	vsubpd	%zmm9, %zmm30, %zmm9
	vaddpd	%zmm21, %zmm9, %zmm9
	vsubpd	%zmm8, %zmm30, %zmm8
	vaddpd	%zmm22, %zmm8, %zmm8
	vsubpd	%zmm11, %zmm30, %zmm11
	vaddpd	%zmm23, %zmm11, %zmm11
	vsubpd	%zmm10, %zmm30, %zmm10
	vaddpd	%zmm24, %zmm10, %zmm10
	vsubpd	%zmm13, %zmm30, %zmm13
	vaddpd	%zmm25, %zmm13, %zmm13
	vsubpd	%zmm12, %zmm30, %zmm12
	vaddpd	%zmm26, %zmm12, %zmm12
	vcvtpd2ps	%zmm4, %ymm4
	vcvtpd2ps	%zmm5, %ymm5
	vcvtpd2ps	%zmm18, %ymm18
	vinsertf64x4	$1, %ymm5, %zmm4, %zmm4
	vcvtpd2ps	%zmm3, %ymm3
	vinsertf64x4	$1, %ymm3, %zmm18, %zmm3
	vcvtpd2ps	%zmm6, %ymm5
	vcvtpd2ps	%zmm1, %ymm1
	vcvtpd2ps	%zmm17, %ymm6
	vcvtpd2ps	%zmm2, %ymm2
	vinsertf64x4	$1, %ymm1, %zmm5, %zmm1
	vinsertf64x4	$1, %ymm2, %zmm6, %zmm2
	vcvtpd2ps	%zmm19, %ymm5
	vcvtpd2ps	%zmm7, %ymm6
	vinsertf64x4	$1, %ymm6, %zmm5, %zmm5
	vcvtpd2ps	%zmm9, %ymm6
	vcvtpd2ps	%zmm8, %ymm7
	vinsertf64x4	$1, %ymm7, %zmm6, %zmm6
	vcvtpd2ps	%zmm11, %ymm7
	vcvtpd2ps	%zmm10, %ymm8
	vcvtpd2ps	%zmm13, %ymm9
	vinsertf64x4	$1, %ymm8, %zmm7, %zmm7
	vcvtpd2ps	%zmm12, %ymm8
	vinsertf64x4	$1, %ymm8, %zmm9, %zmm8
	vbroadcastss	.LCPI0_40(%rip), %zmm29
	vxorps	%zmm29, %zmm4, %zmm9
	vxorps	%zmm29, %zmm3, %zmm10
	vxorps	%zmm29, %zmm1, %zmm11
	vxorps	%zmm29, %zmm2, %zmm12
	vxorps	%zmm29, %zmm5, %zmm13
	vxorps	%zmm29, %zmm6, %zmm17
	vxorps	%zmm29, %zmm7, %zmm18
	vxorps	%zmm29, %zmm8, %zmm19
	vblendmps	%zmm4, %zmm9, %zmm20 {%k2}
	kmovq	%k5, %k1
	kmovw	%k5, 640(%rsp)
	vblendmps	%zmm3, %zmm10, %zmm21 {%k5}
	vblendmps	%zmm1, %zmm11, %zmm22 {%k6}
	vblendmps	%zmm2, %zmm12, %zmm23 {%k7}
	vmovaps	%zmm5, %zmm13 {%k2}
	kmovq	%k2, %k5
	vmovaps	%zmm6, %zmm17 {%k1}
	vmovaps	%zmm7, %zmm18 {%k6}
	vmovaps	%zmm8, %zmm19 {%k7}
	kmovw	704(%rsp), %k1
	vblendmps	%zmm20, %zmm13, %zmm5 {%k1}
	kmovq	%k3, %k2
	vblendmps	%zmm21, %zmm17, %zmm6 {%k3}
	kmovq	%k4, %k3
	vblendmps	%zmm22, %zmm18, %zmm7 {%k4}
	kmovw	304(%rsp), %k4
	vblendmps	%zmm23, %zmm19, %zmm8 {%k4}
	vmovaps	%zmm9, %zmm4 {%k5}
	kmovw	640(%rsp), %k5
	vmovaps	%zmm10, %zmm3 {%k5}
	vmovaps	%zmm11, %zmm1 {%k6}
	vmovaps	%zmm12, %zmm2 {%k7}
	vmovaps	%zmm13, %zmm4 {%k1}
	vmovaps	%zmm17, %zmm3 {%k2}
	vmovaps	%zmm18, %zmm1 {%k3}
	vmovaps	%zmm19, %zmm2 {%k4}
	vmulps	%zmm0, %zmm4, %zmm4
	vmulps	%zmm14, %zmm3, %zmm3
	vmulps	%zmm15, %zmm1, %zmm1
	vmulps	%zmm16, %zmm2, %zmm2
	vmulps	%zmm0, %zmm5, %zmm0
	vmulps	%zmm14, %zmm6, %zmm5
	vmulps	%zmm15, %zmm7, %zmm6
	vmulps	%zmm16, %zmm8, %zmm7
	vmovups	%zmm4, -960(%rcx)
	vmovups	%zmm3, -896(%rcx)
	vmovups	%zmm1, -832(%rcx)
	vmovups	%zmm2, -768(%rcx)
	vmovups	%zmm0, -704(%rcx)
	vmovups	%zmm5, -640(%rcx)
	vmovups	%zmm6, -576(%rcx)
	vmovups	%zmm7, -512(%rcx)
	vpsrld	$9, -192(%rcx), %zmm0
	vpsrld	$9, -128(%rcx), %zmm1
	vpsrld	$9, -64(%rcx), %zmm2
	vpsrld	$9, (%rcx), %zmm3
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm3, %zmm3
	vaddps	.LCPI0_11(%rip){1to16}, %zmm0, %zmm4
	vaddps	.LCPI0_11(%rip){1to16}, %zmm1, %zmm1
	vaddps	.LCPI0_11(%rip){1to16}, %zmm2, %zmm7
	vaddps	.LCPI0_11(%rip){1to16}, %zmm3, %zmm0
	vbroadcastss	.LCPI0_12(%rip), %zmm16
	vmulps	%zmm16, %zmm4, %zmm8
	vextractf64x4	$1, %zmm8, %ymm2
	vcvtps2pd	%ymm2, %zmm2
	vmulps	%zmm16, %zmm1, %zmm1
	vcvtps2pd	%ymm8, %zmm3
	vextractf64x4	$1, %zmm1, %ymm4
	vcvtps2pd	%ymm4, %zmm4
	vmulps	%zmm16, %zmm7, %zmm5
	vcvtps2pd	%ymm1, %zmm1
	vextractf64x4	$1, %zmm5, %ymm6
	vcvtps2pd	%ymm6, %zmm6
	vmulps	%zmm16, %zmm0, %zmm0
	vcvtps2pd	%ymm5, %zmm5
	vextractf64x4	$1, %zmm0, %ymm7
	vcvtps2pd	%ymm7, %zmm8
	vcvtps2pd	%ymm0, %zmm0
	vbroadcastsd	.LCPI0_26(%rip), %zmm7
	vmulpd	%zmm7, %zmm3, %zmm22
	vmulpd	%zmm7, %zmm2, %zmm25
	vmulpd	%zmm7, %zmm1, %zmm17
	vmulpd	%zmm7, %zmm4, %zmm18
	vmulpd	%zmm7, %zmm5, %zmm11
	vmulpd	%zmm7, %zmm6, %zmm12
	vmulpd	%zmm7, %zmm0, %zmm1
	vmovupd	%zmm1, 368(%rsp)
	vmulpd	%zmm7, %zmm8, %zmm2
	vmovupd	%zmm2, 576(%rsp)
	vbroadcastsd	.LCPI0_27(%rip), %zmm0
	vaddpd	%zmm0, %zmm25, %zmm26
	vaddpd	%zmm0, %zmm22, %zmm27
	vaddpd	%zmm0, %zmm18, %zmm23
	vaddpd	%zmm0, %zmm17, %zmm24
	vaddpd	%zmm0, %zmm12, %zmm13
	vaddpd	%zmm0, %zmm11, %zmm15
	vaddpd	%zmm0, %zmm2, %zmm8
	vaddpd	%zmm0, %zmm1, %zmm1
	vpbroadcastq	.LCPI0_41(%rip), %zmm0
	vptestnmq	%zmm0, %zmm27, %k0
	vptestnmq	%zmm0, %zmm26, %k1
	kunpckbw	%k0, %k1, %k1
	kmovw	%k1, 240(%rsp)
	vptestnmq	%zmm0, %zmm24, %k0
	vptestnmq	%zmm0, %zmm23, %k1
	kunpckbw	%k0, %k1, %k3
	vptestnmq	%zmm0, %zmm15, %k0
	vptestnmq	%zmm0, %zmm13, %k1
	kunpckbw	%k0, %k1, %k2
	vmovupd	%zmm1, 112(%rsp)
	vptestnmq	%zmm0, %zmm1, %k0
	vptestnmq	%zmm0, %zmm8, %k1
	kunpckbw	%k0, %k1, %k4
	vpbroadcastq	.LCPI0_42(%rip), %zmm0
	vptestnmq	%zmm0, %zmm27, %k0
	vptestnmq	%zmm0, %zmm26, %k1
	kunpckbw	%k0, %k1, %k1
	vptestnmq	%zmm0, %zmm24, %k0
	vptestnmq	%zmm0, %zmm23, %k5
	kunpckbw	%k0, %k5, %k7
	vptestnmq	%zmm0, %zmm15, %k0
	vptestnmq	%zmm0, %zmm13, %k5
	kunpckbw	%k0, %k5, %k6
	vptestnmq	%zmm0, %zmm1, %k0
	vptestnmq	%zmm0, %zmm8, %k5
	kunpckbw	%k0, %k5, %k5
	vbroadcastsd	.LCPI0_28(%rip), %zmm21
	vaddpd	%zmm21, %zmm27, %zmm0
	vaddpd	%zmm21, %zmm26, %zmm1
	vsubpd	%zmm1, %zmm25, %zmm1
	vsubpd	%zmm0, %zmm22, %zmm0
	vbroadcastsd	.LCPI0_29(%rip), %zmm7
	vmulpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm2
	vmulpd	%zmm0, %zmm0, %zmm3
	vbroadcastsd	.LCPI0_30(%rip), %zmm9
	vmulpd	%zmm9, %zmm3, %zmm4
	vmulpd	%zmm9, %zmm2, %zmm5
	vbroadcastsd	.LCPI0_31(%rip), %zmm10
	vaddpd	%zmm10, %zmm5, %zmm5
	vaddpd	%zmm10, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vmulpd	%zmm5, %zmm2, %zmm5
	vbroadcastsd	.LCPI0_32(%rip), %zmm14
	vaddpd	%zmm14, %zmm5, %zmm5
	vaddpd	%zmm14, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vmulpd	%zmm5, %zmm2, %zmm5
	vbroadcastsd	.LCPI0_33(%rip), %zmm26
	vaddpd	%zmm26, %zmm5, %zmm5
	vaddpd	%zmm26, %zmm4, %zmm4
	vmulpd	%zmm2, %zmm1, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm3, %zmm0, %zmm6
	vmulpd	%zmm4, %zmm6, %zmm4
	vaddpd	%zmm5, %zmm1, %zmm1
	vaddpd	%zmm4, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm29
	vmulpd	%zmm29, %zmm3, %zmm4
	vmulpd	%zmm29, %zmm2, %zmm5
	vbroadcastsd	.LCPI0_35(%rip), %zmm30
	vsubpd	%zmm5, %zmm30, %zmm5
	vsubpd	%zmm4, %zmm30, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vmulpd	%zmm5, %zmm2, %zmm5
	vbroadcastsd	.LCPI0_36(%rip), %zmm31
	vaddpd	%zmm31, %zmm5, %zmm5
	vaddpd	%zmm31, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vmulpd	%zmm5, %zmm2, %zmm5
	vbroadcastsd	.LCPI0_37(%rip), %zmm27
	vaddpd	%zmm27, %zmm5, %zmm5
	vaddpd	%zmm27, %zmm4, %zmm4
	vmulpd	%zmm2, %zmm2, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm3, %zmm3, %zmm6
	vmulpd	%zmm4, %zmm6, %zmm4
	vmulpd	%zmm28, %zmm2, %zmm2
	vmulpd	%zmm28, %zmm3, %zmm3
	vbroadcastsd	.LCPI0_39(%rip), %zmm19
	vsubpd	%zmm3, %zmm19, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm2, %zmm19, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm1, %ymm1
	vcvtpd2ps	%zmm3, %ymm3
	vinsertf64x4	$1, %ymm1, %zmm0, %zmm22
	vcvtpd2ps	%zmm2, %ymm0
	vinsertf64x4	$1, %ymm0, %zmm3, %zmm0
	vbroadcastss	.LCPI0_40(%rip), %zmm20
	vxorps	%zmm20, %zmm22, %zmm1
	vxorps	%zmm20, %zmm0, %zmm25
	vblendmps	%zmm22, %zmm1, %zmm2 {%k1}
	vmovups	%zmm2, 32(%rsp)
	vmovaps	%zmm0, %zmm25 {%k1}
	vmovaps	%zmm1, %zmm22 {%k1}
	vaddpd	%zmm21, %zmm24, %zmm0
	vaddpd	%zmm21, %zmm23, %zmm1
	vsubpd	%zmm1, %zmm18, %zmm1
	vsubpd	%zmm0, %zmm17, %zmm0
	vmulpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm2
	vmulpd	%zmm0, %zmm0, %zmm3
	vmulpd	%zmm9, %zmm3, %zmm4
	vmulpd	%zmm9, %zmm2, %zmm5
	vaddpd	%zmm10, %zmm5, %zmm5
	vaddpd	%zmm10, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vmulpd	%zmm5, %zmm2, %zmm5
	vaddpd	%zmm14, %zmm5, %zmm5
	vaddpd	%zmm14, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vmulpd	%zmm5, %zmm2, %zmm5
	vaddpd	%zmm26, %zmm5, %zmm5
	vaddpd	%zmm26, %zmm4, %zmm4
	vmulpd	%zmm2, %zmm1, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm3, %zmm0, %zmm6
	vmulpd	%zmm4, %zmm6, %zmm4
	vaddpd	%zmm5, %zmm1, %zmm1
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm3, %zmm4
	vmulpd	%zmm29, %zmm2, %zmm5
	vsubpd	%zmm5, %zmm30, %zmm5
	vsubpd	%zmm4, %zmm30, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vmulpd	%zmm5, %zmm2, %zmm5
	vaddpd	%zmm31, %zmm5, %zmm5
	vaddpd	%zmm31, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vmulpd	%zmm5, %zmm2, %zmm5
	vaddpd	%zmm27, %zmm5, %zmm5
	vaddpd	%zmm27, %zmm4, %zmm4
	vmulpd	%zmm2, %zmm2, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm3, %zmm3, %zmm6
	vmulpd	%zmm4, %zmm6, %zmm4
	vmulpd	%zmm28, %zmm2, %zmm2
	vmulpd	%zmm28, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm19, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm2, %zmm19, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm1, %ymm1
	vcvtpd2ps	%zmm3, %ymm3
	vcvtpd2ps	%zmm2, %ymm2
	vinsertf64x4	$1, %ymm1, %zmm0, %zmm17
	vinsertf64x4	$1, %ymm2, %zmm3, %zmm1
	vxorps	%zmm20, %zmm17, %zmm2
	vxorps	%zmm20, %zmm1, %zmm0
	vblendmps	%zmm17, %zmm2, %zmm3 {%k7}
	vmovups	%zmm3, 432(%rsp)
	vmovaps	%zmm1, %zmm0 {%k7}
	vmovaps	%zmm2, %zmm17 {%k7}
	vaddpd	%zmm21, %zmm15, %zmm1
	vaddpd	%zmm21, %zmm13, %zmm2
	vsubpd	%zmm2, %zmm12, %zmm2
	vsubpd	%zmm1, %zmm11, %zmm1
	vmulpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm3
	vmulpd	%zmm1, %zmm1, %zmm4
	vmulpd	%zmm9, %zmm4, %zmm5
	vmulpd	%zmm9, %zmm3, %zmm6
	vaddpd	%zmm10, %zmm6, %zmm6
	vaddpd	%zmm10, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm6, %zmm3, %zmm6
	vaddpd	%zmm14, %zmm6, %zmm6
	vaddpd	%zmm14, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm6, %zmm3, %zmm6
	vaddpd	%zmm26, %zmm6, %zmm6
	vaddpd	%zmm26, %zmm5, %zmm5
	vmulpd	%zmm3, %zmm2, %zmm11
	vmulpd	%zmm6, %zmm11, %zmm6
	vmulpd	%zmm4, %zmm1, %zmm11
	vmulpd	%zmm5, %zmm11, %zmm5
	vaddpd	%zmm6, %zmm2, %zmm2
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm29, %zmm4, %zmm5
	vmulpd	%zmm29, %zmm3, %zmm6
	vsubpd	%zmm6, %zmm30, %zmm6
	vsubpd	%zmm5, %zmm30, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm6, %zmm3, %zmm6
	vaddpd	%zmm31, %zmm6, %zmm6
	vaddpd	%zmm31, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm6, %zmm3, %zmm6
	vaddpd	%zmm27, %zmm6, %zmm6
	vaddpd	%zmm27, %zmm5, %zmm5
	vmulpd	%zmm3, %zmm3, %zmm11
	vmulpd	%zmm6, %zmm11, %zmm6
	vmulpd	%zmm4, %zmm4, %zmm11
	vmulpd	%zmm5, %zmm11, %zmm5
	vmulpd	%zmm28, %zmm3, %zmm3
	vmulpd	%zmm28, %zmm4, %zmm4
	vsubpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm5, %zmm4, %zmm4
	vsubpd	%zmm3, %zmm19, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vcvtpd2ps	%zmm1, %ymm1
	vcvtpd2ps	%zmm2, %ymm2
	vinsertf64x4	$1, %ymm2, %zmm1, %zmm11
	vcvtpd2ps	%zmm4, %ymm1
	vcvtpd2ps	%zmm3, %ymm2
	vinsertf64x4	$1, %ymm2, %zmm1, %zmm1
	vxorps	%zmm20, %zmm11, %zmm2
	vxorps	%zmm20, %zmm1, %zmm3
	vblendmps	%zmm11, %zmm2, %zmm5 {%k6}
	vmovaps	%zmm1, %zmm3 {%k6}
	vmovaps	%zmm2, %zmm11 {%k6}
	vpsrld	$9, -448(%rcx), %zmm1
	vpsrld	$9, -384(%rcx), %zmm2
	vpsrld	$9, -320(%rcx), %zmm4
	vpsrld	$9, -256(%rcx), %zmm6
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm4, %zmm4
	vcvtdq2ps	%zmm6, %zmm6
	vaddps	.LCPI0_11(%rip){1to16}, %zmm1, %zmm1
	vaddps	.LCPI0_11(%rip){1to16}, %zmm2, %zmm2
	vaddps	.LCPI0_11(%rip){1to16}, %zmm4, %zmm4
	vaddps	.LCPI0_11(%rip){1to16}, %zmm6, %zmm6
	vmulps	%zmm16, %zmm1, %zmm1
	vmulps	%zmm16, %zmm2, %zmm2
	vmulps	%zmm16, %zmm4, %zmm4
	vmulps	%zmm16, %zmm6, %zmm6
	vpbroadcastd	.LCPI0_13(%rip), %zmm12
	vpaddd	%zmm12, %zmm1, %zmm18
	vpaddd	%zmm12, %zmm2, %zmm19
	vpaddd	%zmm12, %zmm4, %zmm23
	vpaddd	%zmm12, %zmm6, %zmm24
	vpbroadcastd	.LCPI0_15(%rip), %zmm6
	vpandd	%zmm6, %zmm18, %zmm1
	vpandd	%zmm6, %zmm19, %zmm2
	vpandd	%zmm6, %zmm23, %zmm4
	vpandd	%zmm6, %zmm24, %zmm6
	vpbroadcastd	.LCPI0_16(%rip), %zmm12
	vpaddd	%zmm12, %zmm1, %zmm1
	vpaddd	%zmm12, %zmm2, %zmm2
	vpaddd	%zmm12, %zmm4, %zmm4
	vpaddd	%zmm12, %zmm6, %zmm6
	vbroadcastss	.LCPI0_17(%rip), %zmm16
	vaddps	%zmm16, %zmm1, %zmm12
	vaddps	%zmm16, %zmm2, %zmm13
	vaddps	%zmm16, %zmm4, %zmm15
	vaddps	%zmm16, %zmm6, %zmm16
	vbroadcastss	.LCPI0_18(%rip), %zmm20
	vaddps	%zmm20, %zmm12, %zmm1
	vaddps	%zmm20, %zmm13, %zmm2
	vaddps	%zmm20, %zmm15, %zmm4
	vdivps	%zmm1, %zmm12, %zmm28
	vdivps	%zmm2, %zmm13, %zmm1
	vdivps	%zmm4, %zmm15, %zmm27
	vaddpd	112(%rsp), %zmm21, %zmm2
	vaddpd	%zmm21, %zmm8, %zmm4
	vmovupd	576(%rsp), %zmm6
	vsubpd	%zmm4, %zmm6, %zmm4
	vmovupd	368(%rsp), %zmm6
	vsubpd	%zmm2, %zmm6, %zmm2
	vmulpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm7, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm6
	vmulpd	%zmm2, %zmm2, %zmm7
	vmulpd	%zmm9, %zmm7, %zmm8
	vmulpd	%zmm9, %zmm6, %zmm9
	vaddpd	%zmm10, %zmm9, %zmm9
	vaddpd	%zmm10, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm7, %zmm8
	vmulpd	%zmm9, %zmm6, %zmm9
	vaddpd	%zmm14, %zmm9, %zmm9
	vaddpd	%zmm14, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm7, %zmm8
	vmulpd	%zmm9, %zmm6, %zmm9
	vaddpd	%zmm26, %zmm9, %zmm9
	vaddpd	%zmm26, %zmm8, %zmm8
	vmulpd	%zmm6, %zmm4, %zmm10
	vmulpd	%zmm9, %zmm10, %zmm9
	vmulpd	%zmm7, %zmm2, %zmm10
	vmulpd	%zmm8, %zmm10, %zmm8
	vaddpd	%zmm9, %zmm4, %zmm9
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm29, %zmm7, %zmm4
	vmulpd	%zmm29, %zmm6, %zmm8
	vsubpd	%zmm8, %zmm30, %zmm8
	vsubpd	%zmm4, %zmm30, %zmm4
	vmulpd	%zmm4, %zmm7, %zmm4
	vmulpd	%zmm8, %zmm6, %zmm8
	vaddpd	%zmm31, %zmm8, %zmm8
	vaddpd	%zmm31, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm7, %zmm4
	vmulpd	%zmm8, %zmm6, %zmm8
	vbroadcastsd	.LCPI0_37(%rip), %zmm10
	vaddpd	%zmm10, %zmm8, %zmm8
	vaddpd	%zmm10, %zmm4, %zmm4
	vmulpd	%zmm6, %zmm6, %zmm10
	vmulpd	%zmm8, %zmm10, %zmm8
	vmulpd	%zmm7, %zmm7, %zmm10
	vmulpd	%zmm4, %zmm10, %zmm10
	vaddps	%zmm20, %zmm16, %zmm4
	vdivps	%zmm4, %zmm16, %zmm4
	vbroadcastsd	.LCPI0_38(%rip), %zmm14
	vmulpd	%zmm14, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_39(%rip), %zmm20
	vsubpd	%zmm7, %zmm20, %zmm7
	vaddpd	%zmm10, %zmm7, %zmm7
	vmulpd	%zmm14, %zmm6, %zmm6
	vsubpd	%zmm6, %zmm20, %zmm6
	vaddpd	%zmm8, %zmm6, %zmm6
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm9, %ymm8
	vcvtpd2ps	%zmm7, %ymm7
	vcvtpd2ps	%zmm6, %ymm6
	vinsertf64x4	$1, %ymm8, %zmm2, %zmm2
	vinsertf64x4	$1, %ymm6, %zmm7, %zmm6
	vbroadcastss	.LCPI0_40(%rip), %zmm8
	vxorps	%zmm8, %zmm2, %zmm7
	vxorps	%zmm8, %zmm6, %zmm8
	vblendmps	%zmm2, %zmm7, %zmm9 {%k5}
	vmovaps	%zmm6, %zmm8 {%k5}
	vmovaps	%zmm7, %zmm2 {%k5}
	kmovw	240(%rsp), %k1
	vblendmps	32(%rsp), %zmm25, %zmm6 {%k1}
	vblendmps	432(%rsp), %zmm0, %zmm7 {%k3}
	vmovaps	%zmm25, %zmm22 {%k1}
	vbroadcastss	.LCPI0_11(%rip), %zmm25
	vmovaps	%zmm0, %zmm17 {%k3}
	vblendmps	%zmm5, %zmm3, %zmm5 {%k2}
	vblendmps	%zmm9, %zmm8, %zmm0 {%k4}
	vmovaps	%zmm3, %zmm11 {%k2}
	vmovaps	%zmm8, %zmm2 {%k4}
	vmulps	%zmm28, %zmm28, %zmm3
	vmulps	%zmm1, %zmm1, %zmm8
	vmulps	%zmm27, %zmm27, %zmm9
	vmulps	%zmm4, %zmm4, %zmm10
	vmulps	%zmm3, %zmm3, %zmm14
	vbroadcastss	.LCPI0_19(%rip), %zmm21
	vmulps	%zmm21, %zmm14, %zmm20
	vbroadcastss	.LCPI0_20(%rip), %zmm26
	vaddps	%zmm26, %zmm20, %zmm20
	vmulps	%zmm20, %zmm14, %zmm20
	vbroadcastss	.LCPI0_21(%rip), %zmm29
	vmulps	%zmm29, %zmm14, %zmm14
	vbroadcastss	.LCPI0_22(%rip), %zmm30
	vaddps	%zmm30, %zmm14, %zmm14
	vmulps	%zmm14, %zmm3, %zmm3
	vmulps	%zmm8, %zmm8, %zmm14
	vaddps	%zmm20, %zmm3, %zmm3
	vmulps	%zmm21, %zmm14, %zmm20
	vaddps	%zmm26, %zmm20, %zmm20
	vmulps	%zmm20, %zmm14, %zmm20
	vmulps	%zmm29, %zmm14, %zmm14
	vaddps	%zmm30, %zmm14, %zmm14
	vmulps	%zmm14, %zmm8, %zmm8
	vmulps	%zmm9, %zmm9, %zmm14
	vaddps	%zmm20, %zmm8, %zmm8
	vmulps	%zmm21, %zmm14, %zmm20
	vaddps	%zmm26, %zmm20, %zmm20
	vmulps	%zmm20, %zmm14, %zmm20
	vmulps	%zmm29, %zmm14, %zmm14
	vaddps	%zmm30, %zmm14, %zmm14
	vmulps	%zmm14, %zmm9, %zmm9
	vmulps	%zmm10, %zmm10, %zmm14
	vaddps	%zmm20, %zmm9, %zmm9
	vmulps	%zmm21, %zmm14, %zmm20
	vaddps	%zmm26, %zmm20, %zmm20
	vmulps	%zmm20, %zmm14, %zmm20
	vmulps	%zmm29, %zmm14, %zmm14
	vaddps	%zmm30, %zmm14, %zmm14
	vmulps	%zmm14, %zmm10, %zmm10
	vpsrld	$23, %zmm18, %zmm14
	vpsrld	$23, %zmm19, %zmm18
	vpsrld	$23, %zmm23, %zmm19
	vpsrld	$23, %zmm24, %zmm21
	vpbroadcastd	.LCPI0_14(%rip), %zmm23
	vpaddd	%zmm23, %zmm14, %zmm14
	vpaddd	%zmm23, %zmm18, %zmm18
	vpaddd	%zmm23, %zmm19, %zmm19
	vpaddd	%zmm23, %zmm21, %zmm21
	vaddps	%zmm20, %zmm10, %zmm10
	vmulps	%zmm25, %zmm12, %zmm20
	vmulps	%zmm20, %zmm12, %zmm20
	vaddps	%zmm3, %zmm20, %zmm3
	vmulps	%zmm3, %zmm28, %zmm3
	vmulps	%zmm25, %zmm13, %zmm23
	vmulps	%zmm23, %zmm13, %zmm23
	vaddps	%zmm8, %zmm23, %zmm8
	vmulps	%zmm8, %zmm1, %zmm1
	vmulps	%zmm25, %zmm15, %zmm8
	vmulps	%zmm8, %zmm15, %zmm8
	vaddps	%zmm9, %zmm8, %zmm9
	vmulps	%zmm9, %zmm27, %zmm9
	vmulps	%zmm25, %zmm16, %zmm24
	vmulps	%zmm24, %zmm16, %zmm24
	vcvtdq2ps	%zmm14, %zmm14
	vcvtdq2ps	%zmm18, %zmm18
	vcvtdq2ps	%zmm19, %zmm19
	vcvtdq2ps	%zmm21, %zmm21
	vaddps	%zmm10, %zmm24, %zmm10
	vmulps	%zmm10, %zmm4, %zmm4
	vbroadcastss	.LCPI0_23(%rip), %zmm26
	vmulps	%zmm26, %zmm14, %zmm10
	vaddps	%zmm3, %zmm10, %zmm3
	vmulps	%zmm26, %zmm18, %zmm10
	vaddps	%zmm1, %zmm10, %zmm1
	vmulps	%zmm26, %zmm19, %zmm10
	vaddps	%zmm9, %zmm10, %zmm9
	vmulps	%zmm26, %zmm21, %zmm10
	vaddps	%zmm4, %zmm10, %zmm4
	vsubps	%zmm20, %zmm3, %zmm3
	vsubps	%zmm23, %zmm1, %zmm1
	vsubps	%zmm8, %zmm9, %zmm8
	vsubps	%zmm24, %zmm4, %zmm4
	vaddps	%zmm3, %zmm12, %zmm3
	vaddps	%zmm1, %zmm13, %zmm1
	vaddps	%zmm8, %zmm15, %zmm8
	vaddps	%zmm4, %zmm16, %zmm4
	vbroadcastss	.LCPI0_24(%rip), %zmm10
	vmulps	%zmm10, %zmm14, %zmm9
	vaddps	%zmm3, %zmm9, %zmm3
	vmulps	%zmm10, %zmm18, %zmm9
	vaddps	%zmm1, %zmm9, %zmm1
	vmulps	%zmm10, %zmm19, %zmm9
	vaddps	%zmm8, %zmm9, %zmm8
	vmulps	%zmm10, %zmm21, %zmm9
	vaddps	%zmm4, %zmm9, %zmm4
	vbroadcastss	.LCPI0_25(%rip), %zmm10
	vmulps	%zmm10, %zmm3, %zmm3
	vsqrtps	%zmm3, %zmm3
	vmulps	%zmm3, %zmm22, %zmm9
	vmulps	%zmm3, %zmm6, %zmm3
	vmulps	%zmm10, %zmm1, %zmm1
	vsqrtps	%zmm1, %zmm1
	vmulps	%zmm1, %zmm17, %zmm6
	vmulps	%zmm1, %zmm7, %zmm1
	vmulps	%zmm10, %zmm8, %zmm7
	vsqrtps	%zmm7, %zmm7
	vmulps	%zmm7, %zmm11, %zmm8
	vmulps	%zmm7, %zmm5, %zmm5
	vmulps	%zmm10, %zmm4, %zmm4
	vsqrtps	%zmm4, %zmm4
	vmulps	%zmm4, %zmm2, %zmm2
	vmulps	%zmm4, %zmm0, %zmm0
	vmovups	%zmm9, -448(%rcx)
	vmovups	%zmm6, -384(%rcx)
	vmovups	%zmm8, -320(%rcx)
	vmovups	%zmm2, -256(%rcx)
	vmovups	%zmm3, -192(%rcx)
	vmovups	%zmm1, -128(%rcx)
	vmovups	%zmm5, -64(%rcx)
	vmovups	%zmm0, (%rcx)
	addq	$1024, %rcx
	decq	%rdx
	jne	.LBB0_19
.LBB0_20:
	cmpq	$0, -120(%rsp)
	vbroadcastss	.LCPI0_54(%rip), %zmm29
	vbroadcastss	.LCPI0_67(%rip), %zmm15
	je	.LBB0_35
	vmovups	6968(%rsp), %zmm19
	vmovups	7032(%rsp), %zmm18
	vmovups	7096(%rsp), %zmm16
	vmovups	7160(%rsp), %zmm14
	vpxor	%xmm13, %xmm13, %xmm13
	cmpq	$1, -120(%rsp)
	jne	.LBB0_23
	vxorps	%xmm20, %xmm20, %xmm20
	vxorps	%xmm21, %xmm21, %xmm21
	vxorps	%xmm15, %xmm15, %xmm15
	vpbroadcastd	.LCPI0_50(%rip), %zmm9
	vpbroadcastd	.LCPI0_68(%rip), %zmm10
	vbroadcastss	.LCPI0_69(%rip), %zmm11
	vpxor	%xmm12, %xmm12, %xmm12
	vbroadcastss	.LCPI0_55(%rip), %zmm26
	vbroadcastss	.LCPI0_61(%rip), %zmm27
	jmp	.LBB0_25
	.p2align	4
.LBB0_23:
	movl	$1, %ecx
	leaq	7416(%rsp), %rdx
	vmovaps	%zmm14, %zmm0
	vmovaps	%zmm16, %zmm1
	vmovaps	%zmm18, %zmm2
	vmovaps	%zmm19, %zmm3
	vxorps	%xmm20, %xmm20, %xmm20
	vxorps	%xmm21, %xmm21, %xmm21
	vxorps	%xmm15, %xmm15, %xmm15
	movq	-120(%rsp), %r10
	vpbroadcastd	.LCPI0_50(%rip), %zmm9
	vpbroadcastd	.LCPI0_68(%rip), %zmm10
	vbroadcastss	.LCPI0_69(%rip), %zmm11
	vpxor	%xmm12, %xmm12, %xmm12
	vbroadcastss	.LCPI0_55(%rip), %zmm26
	vbroadcastss	.LCPI0_61(%rip), %zmm27
	.p2align	4
.LBB0_24:
	vpxord	%xmm17, %xmm17, %xmm17
	vcvtsi2ss	%rcx, %xmm17, %xmm4
	vmovups	-192(%rdx), %zmm5
	vmovups	-128(%rdx), %zmm6
	vbroadcastss	%xmm4, %zmm4
	vmovups	-64(%rdx), %zmm7
	vmovups	(%rdx), %zmm8
	vcmpltps	%zmm5, %zmm19, %k0
	vcmpunordps	%zmm12, %zmm5, %k1
	vcmpordps	%zmm12, %zmm19, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm5, %zmm19 {%k2}
	vcmpltps	%zmm5, %zmm3, %k0
	vcmpordps	%zmm12, %zmm3, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm5, %zmm3 {%k1}
	vmovaps	%zmm4, %zmm15 {%k1}
	vcmpltps	%zmm6, %zmm18, %k0
	vcmpunordps	%zmm12, %zmm6, %k1
	vcmpordps	%zmm12, %zmm18, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm6, %zmm18 {%k2}
	vcmpltps	%zmm6, %zmm2, %k0
	vcmpordps	%zmm12, %zmm2, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm6, %zmm2 {%k1}
	vmovaps	%zmm4, %zmm21 {%k1}
	vcmpltps	%zmm7, %zmm16, %k0
	vcmpunordps	%zmm12, %zmm7, %k1
	vcmpordps	%zmm12, %zmm16, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm7, %zmm16 {%k2}
	vcmpltps	%zmm7, %zmm1, %k0
	vcmpordps	%zmm12, %zmm1, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm7, %zmm1 {%k1}
	vmovaps	%zmm4, %zmm20 {%k1}
	vcmpltps	%zmm8, %zmm14, %k0
	vcmpunordps	%zmm12, %zmm8, %k1
	vcmpordps	%zmm12, %zmm14, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm8, %zmm14 {%k2}
	vcmpltps	%zmm8, %zmm0, %k0
	vcmpordps	%zmm12, %zmm0, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm8, %zmm0 {%k1}
	vmovaps	%zmm4, %zmm13 {%k1}
	incq	%rcx
	addq	$256, %rdx
	cmpq	%rcx, %r10
	jne	.LBB0_24
.LBB0_25:
	vmovups	%zmm13, 912(%rsp)
	vmovups	%zmm15, 1296(%rsp)
	xorl	%r13d, %r13d
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
	vmovups	4408(%rsp,%rcx), %zmm0
	vmovups	4472(%rsp,%rcx), %zmm1
	vmovups	4536(%rsp,%rcx), %zmm2
	vmovups	4600(%rsp,%rcx), %zmm3
	vaddps	4408(%rsp,%r15), %zmm0, %zmm0
	vaddps	4472(%rsp,%r15), %zmm1, %zmm1
	vaddps	4536(%rsp,%r15), %zmm2, %zmm2
	vaddps	4600(%rsp,%r15), %zmm3, %zmm3
	vmovups	%zmm0, 4408(%rsp,%rcx)
	vmovups	%zmm1, 4472(%rsp,%rcx)
	vmovups	%zmm2, 4536(%rsp,%rcx)
	vmovups	%zmm3, 4600(%rsp,%rcx)
.LBB0_28:
	incq	%r13
	cmpq	-120(%rsp), %r13
	je	.LBB0_34
.LBB0_29:
	xorl	%r15d, %r15d
	popcntq	%r13, %r15
	movl	%r15d, %ebp
	shll	$8, %ebp
	movq	%r13, %rcx
	shlq	$8, %rcx
	vmovups	6968(%rsp,%rcx), %zmm0
	vsubps	%zmm19, %zmm0, %zmm0
	vmaxps	%zmm0, %zmm29, %zmm1
	vminps	%zmm1, %zmm26, %zmm1
	vbroadcastss	.LCPI0_56(%rip), %zmm15
	vmulps	%zmm15, %zmm1, %zmm2
	vbroadcastss	.LCPI0_57(%rip), %zmm22
	vaddps	%zmm22, %zmm2, %zmm2
	vbroadcastss	.LCPI0_58(%rip), %zmm23
	vaddps	%zmm23, %zmm2, %zmm3
	vbroadcastss	.LCPI0_78(%rip), %zmm24
	vmulps	%zmm24, %zmm3, %zmm4
	vsubps	%zmm4, %zmm1, %zmm1
	vbroadcastss	.LCPI0_60(%rip), %zmm25
	vmulps	%zmm25, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm4
	vmulps	%zmm4, %zmm4, %zmm5
	vmulps	%zmm27, %zmm5, %zmm6
	vbroadcastss	.LCPI0_62(%rip), %zmm13
	vaddps	%zmm13, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vbroadcastss	.LCPI0_63(%rip), %zmm28
	vaddps	%zmm28, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vbroadcastss	.LCPI0_64(%rip), %zmm30
	vaddps	%zmm30, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vbroadcastss	.LCPI0_65(%rip), %zmm31
	vaddps	%zmm31, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vsubps	%zmm5, %zmm4, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vbroadcastss	.LCPI0_18(%rip), %zmm7
	vsubps	%zmm5, %zmm7, %zmm5
	vdivps	%zmm5, %zmm4, %zmm4
	vmovups	7032(%rsp,%rcx), %zmm5
	vsubps	%zmm4, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm1
	vbroadcastss	.LCPI0_66(%rip), %zmm17
	vaddps	%zmm17, %zmm1, %zmm1
	vpbroadcastd	.LCPI0_67(%rip), %zmm8
	vpaddd	%zmm8, %zmm2, %zmm3
	vpsrld	$1, %zmm3, %zmm3
	vpsubd	%zmm3, %zmm2, %zmm2
	vpslld	$23, %zmm2, %zmm2
	vpslld	$23, %zmm3, %zmm3
	vpaddd	%zmm9, %zmm3, %zmm3
	vmulps	%zmm3, %zmm1, %zmm1
	vpaddd	%zmm10, %zmm2, %zmm2
	vmulps	%zmm2, %zmm1, %zmm1
	vcmpunordps	%zmm12, %zmm0, %k1
	vmovaps	%zmm11, %zmm1 {%k1}
	vmovups	%zmm1, 4408(%rsp,%rbp)
	vsubps	%zmm18, %zmm5, %zmm0
	vmaxps	%zmm0, %zmm29, %zmm1
	vminps	%zmm1, %zmm26, %zmm1
	vmulps	%zmm15, %zmm1, %zmm2
	vaddps	%zmm22, %zmm2, %zmm2
	vaddps	%zmm23, %zmm2, %zmm3
	vmulps	%zmm24, %zmm3, %zmm4
	vsubps	%zmm4, %zmm1, %zmm1
	vmulps	%zmm25, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm4
	vmulps	%zmm4, %zmm4, %zmm5
	vmulps	%zmm27, %zmm5, %zmm6
	vaddps	%zmm13, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm28, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm30, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm31, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vmovups	7096(%rsp,%rcx), %zmm6
	vsubps	%zmm5, %zmm4, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm5, %zmm7, %zmm5
	vdivps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm1
	vaddps	%zmm17, %zmm1, %zmm1
	vpaddd	%zmm8, %zmm2, %zmm3
	vpsrld	$1, %zmm3, %zmm3
	vpsubd	%zmm3, %zmm2, %zmm2
	vpslld	$23, %zmm2, %zmm2
	vpslld	$23, %zmm3, %zmm3
	vpaddd	%zmm9, %zmm3, %zmm3
	vmulps	%zmm3, %zmm1, %zmm1
	vpaddd	%zmm10, %zmm2, %zmm2
	vmulps	%zmm2, %zmm1, %zmm1
	vcmpunordps	%zmm12, %zmm0, %k1
	vmovaps	%zmm11, %zmm1 {%k1}
	vmovups	%zmm1, 4472(%rsp,%rbp)
	vsubps	%zmm16, %zmm6, %zmm0
	vmaxps	%zmm0, %zmm29, %zmm1
	vminps	%zmm1, %zmm26, %zmm1
	vmulps	%zmm15, %zmm1, %zmm2
	vaddps	%zmm22, %zmm2, %zmm2
	vaddps	%zmm23, %zmm2, %zmm3
	vmulps	%zmm24, %zmm3, %zmm4
	vsubps	%zmm4, %zmm1, %zmm1
	vmulps	%zmm25, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm4
	vmulps	%zmm4, %zmm4, %zmm5
	vmulps	%zmm27, %zmm5, %zmm6
	vaddps	%zmm13, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm28, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm30, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm31, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vmovups	7160(%rsp,%rcx), %zmm6
	vsubps	%zmm5, %zmm4, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm5, %zmm7, %zmm5
	vdivps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm1
	vaddps	%zmm17, %zmm1, %zmm1
	vpaddd	%zmm8, %zmm2, %zmm3
	vpsrld	$1, %zmm3, %zmm3
	vpsubd	%zmm3, %zmm2, %zmm2
	vpslld	$23, %zmm2, %zmm2
	vpslld	$23, %zmm3, %zmm3
	vpaddd	%zmm9, %zmm3, %zmm3
	vmulps	%zmm3, %zmm1, %zmm1
	vpaddd	%zmm10, %zmm2, %zmm2
	vmulps	%zmm2, %zmm1, %zmm1
	vcmpunordps	%zmm12, %zmm0, %k1
	vmovaps	%zmm11, %zmm1 {%k1}
	vmovups	%zmm1, 4536(%rsp,%rbp)
	vsubps	%zmm14, %zmm6, %zmm0
	vmaxps	%zmm0, %zmm29, %zmm1
	vminps	%zmm1, %zmm26, %zmm1
	vmulps	%zmm15, %zmm1, %zmm2
	vaddps	%zmm22, %zmm2, %zmm2
	vaddps	%zmm23, %zmm2, %zmm3
	vmulps	%zmm24, %zmm3, %zmm4
	vsubps	%zmm4, %zmm1, %zmm1
	vmulps	%zmm25, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm4
	vmulps	%zmm4, %zmm4, %zmm5
	vmulps	%zmm27, %zmm5, %zmm6
	vaddps	%zmm13, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm28, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm30, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm31, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vsubps	%zmm5, %zmm4, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm5, %zmm7, %zmm5
	vdivps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm1
	vaddps	%zmm17, %zmm1, %zmm1
	vpaddd	%zmm8, %zmm2, %zmm3
	vpsrld	$1, %zmm3, %zmm3
	vpsubd	%zmm3, %zmm2, %zmm2
	vpslld	$23, %zmm3, %zmm3
	vpaddd	%zmm9, %zmm3, %zmm3
	vmulps	%zmm3, %zmm1, %zmm1
	vpslld	$23, %zmm2, %zmm2
	vpaddd	%zmm10, %zmm2, %zmm2
	vmulps	%zmm2, %zmm1, %zmm1
	vcmpunordps	%zmm12, %zmm0, %k1
	vmovaps	%zmm11, %zmm1 {%k1}
	vmovups	%zmm1, 4600(%rsp,%rbp)
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
	movq	%r10, %rbp
	xorq	%r8, %rbp
	addq	%r15, %rbp
	shlq	$8, %rbp
	vaddps	4408(%rsp,%rbp), %zmm0, %zmm0
	vaddps	4472(%rsp,%rbp), %zmm1, %zmm1
	vaddps	4536(%rsp,%rbp), %zmm2, %zmm2
	vaddps	4600(%rsp,%rbp), %zmm3, %zmm3
	vmovups	%zmm0, 4408(%rsp,%rbp)
	vmovups	%zmm1, 4472(%rsp,%rbp)
	vmovups	%zmm2, 4536(%rsp,%rbp)
	vmovups	%zmm3, 4600(%rsp,%rbp)
	addq	$2, %r10
	addq	$-512, %rdx
	cmpq	%r10, %rcx
	jne	.LBB0_32
	testb	$1, %r14b
	jne	.LBB0_27
	jmp	.LBB0_28
	.p2align	4
.LBB0_34:
	vmovups	%zmm21, 1552(%rsp)
	vmovups	%zmm20, 1360(%rsp)
	vmovups	%zmm19, 1168(%rsp)
	vmovups	%zmm18, 1616(%rsp)
	vmovups	%zmm16, 3312(%rsp)
	vmovups	%zmm14, 1232(%rsp)
	movq	-80(%rsp), %r10
	movq	-48(%rsp), %rbp
	vbroadcastss	.LCPI0_67(%rip), %zmm15
.LBB0_35:
	vbroadcastss	.LCPI0_64(%rip), %zmm30
	vbroadcastss	.LCPI0_60(%rip), %zmm25
	vbroadcastss	.LCPI0_78(%rip), %zmm24
	vbroadcastss	.LCPI0_58(%rip), %zmm23
	vbroadcastss	.LCPI0_57(%rip), %zmm22
	vmovups	4408(%rsp,%r12), %zmm3
	vmovups	4472(%rsp,%r12), %zmm2
	vmovups	4536(%rsp,%r12), %zmm1
	vmovups	4600(%rsp,%r12), %zmm0
	testq	%r9, %r9
	vbroadcastss	.LCPI0_70(%rip), %zmm5
	je	.LBB0_38
	cmpl	$2, -104(%rsp)
	jne	.LBB0_39
	vbroadcastss	.LCPI0_65(%rip), %zmm4
	xorl	%ecx, %ecx
	jmp	.LBB0_42
	.p2align	4
.LBB0_38:
	vbroadcastss	.LCPI0_65(%rip), %zmm4
	jmp	.LBB0_43
	.p2align	4
.LBB0_39:
	movq	-16(%rsp), %rdx
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_40:
	vaddps	-192(%rdx), %zmm3, %zmm3
	vaddps	-128(%rdx), %zmm2, %zmm2
	vaddps	-64(%rdx), %zmm1, %zmm1
	vaddps	(%rdx), %zmm0, %zmm0
	vaddps	-448(%rdx), %zmm3, %zmm3
	vaddps	-384(%rdx), %zmm2, %zmm2
	vaddps	-320(%rdx), %zmm1, %zmm1
	vaddps	-256(%rdx), %zmm0, %zmm0
	addq	$2, %rcx
	addq	$-512, %rdx
	cmpq	%rcx, %r11
	jne	.LBB0_40
	vbroadcastss	.LCPI0_65(%rip), %zmm4
	testb	$1, %r9b
	je	.LBB0_43
.LBB0_42:
	movq	2096(%rsp), %rdx
	subq	%rcx, %rdx
	shlq	$8, %rdx
	vaddps	4408(%rsp,%rdx), %zmm3, %zmm3
	vaddps	4472(%rsp,%rdx), %zmm2, %zmm2
	vaddps	4536(%rsp,%rdx), %zmm1, %zmm1
	vaddps	4600(%rsp,%rdx), %zmm0, %zmm0
.LBB0_43:
	vbroadcastss	.LCPI0_63(%rip), %zmm31
	cmpl	$0, -108(%rsp)
	je	.LBB0_47
	movq	-120(%rsp), %r14
	testq	%r14, %r14
	vpbroadcastd	.LCPI0_50(%rip), %zmm15
	vpbroadcastd	.LCPI0_68(%rip), %zmm11
	vbroadcastss	.LCPI0_69(%rip), %zmm21
	vbroadcastss	.LCPI0_71(%rip), %zmm16
	vmovups	912(%rsp), %zmm6
	vmovups	1232(%rsp), %zmm13
	vmovups	1168(%rsp), %zmm12
	vbroadcastss	.LCPI0_56(%rip), %zmm26
	vbroadcastss	.LCPI0_55(%rip), %zmm20
	vbroadcastss	.LCPI0_61(%rip), %zmm8
	vmovaps	%zmm4, %zmm7
	vbroadcastss	.LCPI0_62(%rip), %zmm27
	vmovups	976(%rsp), %zmm4
	je	.LBB0_13
	vmovaps	%zmm23, %zmm28
	vmovaps	%zmm30, %zmm23
	vmovaps	%zmm26, %zmm30
	vmovaps	%zmm31, %zmm17
	vmovaps	%zmm24, %zmm18
	vmovaps	%zmm5, %zmm19
	vbroadcastss	.LCPI0_66(%rip), %zmm5
	vdivps	%zmm3, %zmm5, %zmm3
	vmovups	%zmm3, 576(%rsp)
	vdivps	%zmm2, %zmm5, %zmm2
	vmovups	%zmm2, 240(%rsp)
	vdivps	%zmm1, %zmm5, %zmm1
	vmovups	%zmm1, 32(%rsp)
	vbroadcastss	3376(%rsp), %zmm1
	vmovups	%zmm1, 432(%rsp)
	vdivps	%zmm0, %zmm5, %zmm0
	vmovups	%zmm0, 112(%rsp)
	movl	$192, %ecx
	xorl	%edx, %edx
	vmovups	%zmm6, 912(%rsp)
	vmovups	%zmm13, 1232(%rsp)
	vmovups	%zmm12, 1168(%rsp)
	.p2align	4
.LBB0_46:
	vxorps	%xmm10, %xmm10, %xmm10
	vcvtusi2ss	%rdx, %xmm10, %xmm2
	vmovups	6776(%rsp,%rcx), %zmm3
	vmovups	6840(%rsp,%rcx), %zmm1
	vmovups	6904(%rsp,%rcx), %zmm0
	vmovaps	%zmm4, %zmm9
	vsubps	%zmm12, %zmm3, %zmm4
	vmaxps	%zmm4, %zmm29, %zmm5
	vminps	%zmm5, %zmm20, %zmm5
	vmulps	%zmm30, %zmm5, %zmm6
	vaddps	%zmm22, %zmm6, %zmm6
	vaddps	%zmm28, %zmm6, %zmm12
	vmulps	%zmm18, %zmm12, %zmm13
	vsubps	%zmm13, %zmm5, %zmm5
	vmulps	%zmm25, %zmm12, %zmm14
	vsubps	%zmm14, %zmm5, %zmm13
	vmulps	%zmm13, %zmm13, %zmm12
	vmovdqa64	%zmm15, %zmm24
	vmulps	%zmm8, %zmm12, %zmm15
	vaddps	%zmm27, %zmm15, %zmm15
	vmulps	%zmm15, %zmm12, %zmm15
	vaddps	%zmm17, %zmm15, %zmm15
	vmulps	%zmm15, %zmm12, %zmm15
	vaddps	%zmm23, %zmm15, %zmm15
	vmulps	%zmm15, %zmm12, %zmm15
	vaddps	%zmm7, %zmm15, %zmm15
	vmulps	%zmm15, %zmm12, %zmm15
	vmovups	6968(%rsp,%rcx), %zmm10
	vmovups	%zmm10, 368(%rsp)
	vsubps	%zmm15, %zmm13, %zmm15
	vmulps	%zmm15, %zmm13, %zmm13
	vmovaps	%zmm25, %zmm31
	vmovaps	%zmm21, %zmm25
	vmovaps	%zmm29, %zmm21
	vbroadcastss	.LCPI0_18(%rip), %zmm29
	vsubps	%zmm15, %zmm29, %zmm15
	vdivps	%zmm15, %zmm13, %zmm15
	vbroadcastss	%xmm2, %zmm12
	vaddps	%zmm3, %zmm3, %zmm2
	vmulps	%zmm19, %zmm2, %zmm2
	vsubps	39544(%rsp,%rcx), %zmm2, %zmm2
	vsubps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm14, %zmm5, %zmm5
	vbroadcastss	.LCPI0_66(%rip), %zmm26
	vaddps	%zmm26, %zmm5, %zmm5
	vpaddd	.LCPI0_67(%rip){1to16}, %zmm6, %zmm14
	vpsrld	$1, %zmm14, %zmm14
	vpsubd	%zmm14, %zmm6, %zmm6
	vpslld	$23, %zmm6, %zmm6
	vpslld	$23, %zmm14, %zmm14
	vpaddd	%zmm24, %zmm14, %zmm14
	vmulps	%zmm14, %zmm5, %zmm5
	vpaddd	%zmm11, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vxorps	%xmm6, %xmm6, %xmm6
	vcmpunordps	%zmm6, %zmm4, %k1
	vmovaps	%zmm25, %zmm5 {%k1}
	vmulps	576(%rsp), %zmm5, %zmm4
	vaddps	%zmm4, %zmm2, %zmm2
	vcmpeqps	1296(%rsp), %zmm12, %k1
	vmovaps	%zmm16, %zmm4 {%k1} {z}
	vaddps	%zmm2, %zmm4, %zmm2
	vmulps	%zmm2, %zmm9, %zmm2
	vsubps	%zmm2, %zmm3, %zmm2
	vmovups	432(%rsp), %zmm10
	vmulps	72312(%rsp,%rcx), %zmm10, %zmm3
	vaddps	%zmm2, %zmm3, %zmm2
	vandps	.LCPI0_72(%rip){1to16}, %zmm2, %zmm3
	vpcmpgtd	%zmm11, %zmm3, %k1
	vpbroadcastd	.LCPI0_69(%rip), %zmm3
	vmovdqa32	%zmm3, %zmm2 {%k1}
	vmovdqu64	%zmm2, 6776(%rsp,%rcx)
	vsubps	1616(%rsp), %zmm1, %zmm2
	vmaxps	%zmm2, %zmm21, %zmm3
	vminps	%zmm3, %zmm20, %zmm3
	vmulps	%zmm30, %zmm3, %zmm4
	vaddps	%zmm22, %zmm4, %zmm4
	vaddps	%zmm28, %zmm4, %zmm5
	vmulps	%zmm18, %zmm5, %zmm6
	vsubps	%zmm6, %zmm3, %zmm3
	vmulps	%zmm31, %zmm5, %zmm5
	vsubps	%zmm5, %zmm3, %zmm6
	vmulps	%zmm6, %zmm6, %zmm14
	vmulps	%zmm8, %zmm14, %zmm15
	vaddps	%zmm27, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm17, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm23, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm7, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vpbroadcastd	.LCPI0_67(%rip), %zmm15
	vsubps	%zmm14, %zmm6, %zmm14
	vmulps	%zmm14, %zmm6, %zmm6
	vsubps	%zmm14, %zmm29, %zmm14
	vdivps	%zmm14, %zmm6, %zmm6
	vaddps	%zmm1, %zmm1, %zmm14
	vmulps	%zmm19, %zmm14, %zmm14
	vsubps	39608(%rsp,%rcx), %zmm14, %zmm14
	vsubps	%zmm6, %zmm5, %zmm5
	vsubps	%zmm5, %zmm3, %zmm3
	vaddps	%zmm26, %zmm3, %zmm3
	vpaddd	%zmm15, %zmm4, %zmm5
	vmovdqa64	%zmm15, %zmm26
	vpsrld	$1, %zmm5, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	vpslld	$23, %zmm4, %zmm4
	vpslld	$23, %zmm5, %zmm5
	vpaddd	%zmm24, %zmm5, %zmm5
	vmulps	%zmm5, %zmm3, %zmm3
	vpaddd	%zmm11, %zmm4, %zmm4
	vmulps	%zmm4, %zmm3, %zmm3
	vxorps	%xmm4, %xmm4, %xmm4
	vcmpunordps	%zmm4, %zmm2, %k1
	vmovaps	%zmm25, %zmm3 {%k1}
	vmulps	240(%rsp), %zmm3, %zmm2
	vaddps	%zmm2, %zmm14, %zmm2
	vcmpeqps	1552(%rsp), %zmm12, %k1
	vmovaps	%zmm16, %zmm3 {%k1} {z}
	vaddps	%zmm2, %zmm3, %zmm2
	vmulps	%zmm2, %zmm9, %zmm2
	vsubps	%zmm2, %zmm1, %zmm1
	vmulps	72376(%rsp,%rcx), %zmm10, %zmm2
	vaddps	%zmm1, %zmm2, %zmm1
	vandps	.LCPI0_72(%rip){1to16}, %zmm1, %zmm2
	vpcmpgtd	%zmm11, %zmm2, %k1
	vpbroadcastd	.LCPI0_69(%rip), %zmm2
	vmovdqa32	%zmm2, %zmm1 {%k1}
	vmovdqu64	%zmm1, 6840(%rsp,%rcx)
	vsubps	3312(%rsp), %zmm0, %zmm1
	vmaxps	%zmm1, %zmm21, %zmm2
	vminps	%zmm2, %zmm20, %zmm2
	vmulps	%zmm30, %zmm2, %zmm3
	vaddps	%zmm22, %zmm3, %zmm3
	vaddps	%zmm28, %zmm3, %zmm4
	vmulps	%zmm18, %zmm4, %zmm5
	vsubps	%zmm5, %zmm2, %zmm2
	vmulps	%zmm31, %zmm4, %zmm4
	vsubps	%zmm4, %zmm2, %zmm5
	vmulps	%zmm5, %zmm5, %zmm6
	vmulps	%zmm8, %zmm6, %zmm14
	vaddps	%zmm27, %zmm14, %zmm14
	vmulps	%zmm14, %zmm6, %zmm14
	vaddps	%zmm17, %zmm14, %zmm14
	vmulps	%zmm14, %zmm6, %zmm14
	vaddps	%zmm23, %zmm14, %zmm14
	vmulps	%zmm14, %zmm6, %zmm14
	vaddps	%zmm7, %zmm14, %zmm14
	vmulps	%zmm14, %zmm6, %zmm6
	vmovups	1232(%rsp), %zmm13
	vsubps	%zmm6, %zmm5, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vsubps	%zmm6, %zmm29, %zmm6
	vdivps	%zmm6, %zmm5, %zmm5
	vaddps	%zmm0, %zmm0, %zmm6
	vmulps	%zmm19, %zmm6, %zmm6
	vsubps	39672(%rsp,%rcx), %zmm6, %zmm6
	vsubps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm4, %zmm2, %zmm2
	vbroadcastss	.LCPI0_66(%rip), %zmm15
	vaddps	%zmm15, %zmm2, %zmm2
	vpaddd	%zmm26, %zmm3, %zmm4
	vpsrld	$1, %zmm4, %zmm4
	vpsubd	%zmm4, %zmm3, %zmm3
	vpslld	$23, %zmm3, %zmm3
	vpslld	$23, %zmm4, %zmm4
	vpaddd	%zmm24, %zmm4, %zmm4
	vmulps	%zmm4, %zmm2, %zmm2
	vpaddd	%zmm11, %zmm3, %zmm3
	vmulps	%zmm3, %zmm2, %zmm2
	vxorps	%xmm3, %xmm3, %xmm3
	vcmpunordps	%zmm3, %zmm1, %k1
	vmovaps	%zmm25, %zmm2 {%k1}
	vmulps	32(%rsp), %zmm2, %zmm1
	vaddps	%zmm1, %zmm6, %zmm1
	vcmpeqps	1360(%rsp), %zmm12, %k1
	vmovaps	%zmm16, %zmm2 {%k1} {z}
	vaddps	%zmm1, %zmm2, %zmm1
	vmulps	%zmm1, %zmm9, %zmm1
	vsubps	%zmm1, %zmm0, %zmm0
	vmulps	72440(%rsp,%rcx), %zmm10, %zmm1
	vaddps	%zmm0, %zmm1, %zmm0
	vandps	.LCPI0_72(%rip){1to16}, %zmm0, %zmm1
	vpcmpgtd	%zmm11, %zmm1, %k1
	vpbroadcastd	.LCPI0_69(%rip), %zmm1
	vmovdqa32	%zmm1, %zmm0 {%k1}
	vmovdqu64	%zmm0, 6904(%rsp,%rcx)
	vmovups	368(%rsp), %zmm14
	vsubps	%zmm13, %zmm14, %zmm0
	vmaxps	%zmm0, %zmm21, %zmm1
	vminps	%zmm1, %zmm20, %zmm1
	vmulps	%zmm30, %zmm1, %zmm2
	vaddps	%zmm22, %zmm2, %zmm2
	vaddps	%zmm28, %zmm2, %zmm3
	vmulps	%zmm18, %zmm3, %zmm4
	vsubps	%zmm4, %zmm1, %zmm1
	vmulps	%zmm31, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm4
	vmulps	%zmm4, %zmm4, %zmm5
	vmulps	%zmm8, %zmm5, %zmm6
	vaddps	%zmm27, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm17, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm23, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm7, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vmovups	912(%rsp), %zmm6
	vsubps	%zmm5, %zmm4, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm5, %zmm29, %zmm5
	vmovaps	%zmm21, %zmm29
	vmovaps	%zmm25, %zmm21
	vmovaps	%zmm31, %zmm25
	vdivps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vmovaps	%zmm9, %zmm4
	vsubps	%zmm3, %zmm1, %zmm1
	vaddps	%zmm15, %zmm1, %zmm1
	vpaddd	%zmm26, %zmm2, %zmm3
	vmovdqa64	%zmm24, %zmm15
	vpsrld	$1, %zmm3, %zmm3
	vpsubd	%zmm3, %zmm2, %zmm2
	vpslld	$23, %zmm3, %zmm3
	vpaddd	%zmm24, %zmm3, %zmm3
	vmulps	%zmm3, %zmm1, %zmm1
	vpslld	$23, %zmm2, %zmm2
	vpaddd	%zmm11, %zmm2, %zmm2
	vmulps	%zmm2, %zmm1, %zmm1
	vxorps	%xmm2, %xmm2, %xmm2
	vcmpunordps	%zmm2, %zmm0, %k1
	vaddps	%zmm14, %zmm14, %zmm0
	vmulps	%zmm19, %zmm0, %zmm0
	vsubps	39736(%rsp,%rcx), %zmm0, %zmm0
	vmovaps	%zmm21, %zmm1 {%k1}
	vmulps	112(%rsp), %zmm1, %zmm1
	vaddps	%zmm1, %zmm0, %zmm0
	vcmpeqps	%zmm12, %zmm6, %k1
	vbroadcastss	.LCPI0_72(%rip), %zmm3
	vpbroadcastd	.LCPI0_69(%rip), %zmm2
	vmovaps	%zmm16, %zmm1 {%k1} {z}
	vaddps	%zmm0, %zmm1, %zmm0
	vmulps	%zmm0, %zmm9, %zmm0
	vsubps	%zmm0, %zmm14, %zmm0
	vmovups	1168(%rsp), %zmm12
	vmulps	72504(%rsp,%rcx), %zmm10, %zmm1
	vaddps	%zmm0, %zmm1, %zmm0
	vandps	%zmm3, %zmm0, %zmm1
	vpcmpgtd	%zmm11, %zmm1, %k1
	vmovdqa32	%zmm2, %zmm0 {%k1}
	vmovdqu64	%zmm0, 6968(%rsp,%rcx)
	incq	%rdx
	addq	$256, %rcx
	cmpq	%rdx, %r14
	jne	.LBB0_46
	jmp	.LBB0_13
	.p2align	4
.LBB0_47:
	movq	-120(%rsp), %r14
	testq	%r14, %r14
	vpbroadcastd	.LCPI0_50(%rip), %zmm6
	vpbroadcastd	.LCPI0_68(%rip), %zmm8
	vbroadcastss	.LCPI0_69(%rip), %zmm13
	vbroadcastss	.LCPI0_71(%rip), %zmm10
	vbroadcastss	.LCPI0_72(%rip), %zmm16
	vpbroadcastd	.LCPI0_69(%rip), %zmm19
	vmovdqu64	912(%rsp), %zmm11
	vmovups	1232(%rsp), %zmm28
	vmovups	1168(%rsp), %zmm12
	vmovaps	%zmm22, %zmm21
	vmovaps	%zmm23, %zmm22
	vmovaps	%zmm25, %zmm23
	vbroadcastss	.LCPI0_56(%rip), %zmm25
	vbroadcastss	.LCPI0_55(%rip), %zmm26
	vbroadcastss	.LCPI0_61(%rip), %zmm14
	vbroadcastss	.LCPI0_62(%rip), %zmm27
	je	.LBB0_13
	vmovaps	%zmm15, %zmm7
	vmovaps	%zmm30, %zmm15
	vmovaps	%zmm31, %zmm20
	vmovaps	%zmm4, %zmm17
	vmovaps	%zmm5, %zmm9
	vbroadcastss	.LCPI0_66(%rip), %zmm4
	vdivps	%zmm3, %zmm4, %zmm3
	vmovups	%zmm3, 576(%rsp)
	vdivps	%zmm2, %zmm4, %zmm2
	vmovups	%zmm2, 240(%rsp)
	vdivps	%zmm1, %zmm4, %zmm1
	vmovups	%zmm1, 32(%rsp)
	vdivps	%zmm0, %zmm4, %zmm0
	vmovups	%zmm0, 112(%rsp)
	movl	$192, %ecx
	xorl	%edx, %edx
	vmovdqu64	%zmm11, 912(%rsp)
	vmovups	%zmm28, 1232(%rsp)
	vmovups	%zmm12, 1168(%rsp)
	.p2align	4
.LBB0_49:
	vpxord	%xmm18, %xmm18, %xmm18
	vcvtusi2ss	%rdx, %xmm18, %xmm0
	vbroadcastss	%xmm0, %zmm11
	vmovups	6776(%rsp,%rcx), %zmm2
	vmovups	6840(%rsp,%rcx), %zmm1
	vmovups	6904(%rsp,%rcx), %zmm0
	vmovups	%zmm0, 368(%rsp)
	vsubps	%zmm12, %zmm2, %zmm3
	vmaxps	%zmm3, %zmm29, %zmm4
	vminps	%zmm4, %zmm26, %zmm4
	vmulps	%zmm25, %zmm4, %zmm5
	vaddps	%zmm21, %zmm5, %zmm5
	vmovdqa64	%zmm6, %zmm18
	vaddps	%zmm22, %zmm5, %zmm6
	vmulps	%zmm24, %zmm6, %zmm12
	vsubps	%zmm12, %zmm4, %zmm4
	vmulps	%zmm23, %zmm6, %zmm6
	vsubps	%zmm6, %zmm4, %zmm12
	vmovaps	%zmm26, %zmm28
	vmovaps	%zmm23, %zmm26
	vmovaps	%zmm21, %zmm23
	vmovaps	%zmm22, %zmm21
	vmovaps	%zmm13, %zmm22
	vmulps	%zmm12, %zmm12, %zmm13
	vmovaps	%zmm14, %zmm30
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm27, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm20, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm15, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm17, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm12, %zmm13
	vmulps	%zmm13, %zmm12, %zmm12
	vmovaps	%zmm15, %zmm31
	vbroadcastss	.LCPI0_18(%rip), %zmm15
	vsubps	%zmm13, %zmm15, %zmm13
	vdivps	%zmm13, %zmm12, %zmm13
	vmovups	6968(%rsp,%rcx), %zmm12
	vaddps	%zmm2, %zmm2, %zmm14
	vmulps	%zmm9, %zmm14, %zmm14
	vsubps	39544(%rsp,%rcx), %zmm14, %zmm14
	vsubps	%zmm13, %zmm6, %zmm6
	vsubps	%zmm6, %zmm4, %zmm4
	vbroadcastss	.LCPI0_66(%rip), %zmm0
	vaddps	%zmm0, %zmm4, %zmm4
	vpaddd	%zmm7, %zmm5, %zmm6
	vpsrld	$1, %zmm6, %zmm6
	vpsubd	%zmm6, %zmm5, %zmm5
	vpslld	$23, %zmm5, %zmm5
	vpslld	$23, %zmm6, %zmm6
	vpaddd	%zmm18, %zmm6, %zmm6
	vmulps	%zmm6, %zmm4, %zmm4
	vpaddd	%zmm8, %zmm5, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vxorps	%xmm5, %xmm5, %xmm5
	vcmpunordps	%zmm5, %zmm3, %k1
	vmovaps	%zmm22, %zmm4 {%k1}
	vmulps	576(%rsp), %zmm4, %zmm3
	vaddps	%zmm3, %zmm14, %zmm3
	vcmpeqps	1296(%rsp), %zmm11, %k1
	vmovaps	%zmm10, %zmm4 {%k1} {z}
	vaddps	%zmm3, %zmm4, %zmm3
	vmulps	976(%rsp), %zmm3, %zmm3
	vsubps	%zmm3, %zmm2, %zmm2
	vandps	%zmm16, %zmm2, %zmm3
	vpcmpgtd	%zmm8, %zmm3, %k1
	vmovdqa32	%zmm19, %zmm2 {%k1}
	vmovdqu64	%zmm2, 6776(%rsp,%rcx)
	vsubps	1616(%rsp), %zmm1, %zmm2
	vmaxps	%zmm2, %zmm29, %zmm3
	vminps	%zmm3, %zmm28, %zmm3
	vmulps	%zmm25, %zmm3, %zmm4
	vaddps	%zmm23, %zmm4, %zmm4
	vaddps	%zmm21, %zmm4, %zmm5
	vmulps	%zmm24, %zmm5, %zmm6
	vsubps	%zmm6, %zmm3, %zmm3
	vmulps	%zmm26, %zmm5, %zmm5
	vsubps	%zmm5, %zmm3, %zmm6
	vmulps	%zmm6, %zmm6, %zmm13
	vmulps	%zmm30, %zmm13, %zmm14
	vaddps	%zmm27, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm20, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm31, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm17, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vxorps	%xmm14, %xmm14, %xmm14
	vsubps	%zmm13, %zmm6, %zmm13
	vmulps	%zmm13, %zmm6, %zmm6
	vsubps	%zmm13, %zmm15, %zmm13
	vdivps	%zmm13, %zmm6, %zmm6
	vaddps	%zmm1, %zmm1, %zmm13
	vmulps	%zmm9, %zmm13, %zmm13
	vsubps	39608(%rsp,%rcx), %zmm13, %zmm13
	vsubps	%zmm6, %zmm5, %zmm5
	vsubps	%zmm5, %zmm3, %zmm3
	vaddps	%zmm0, %zmm3, %zmm3
	vpaddd	%zmm7, %zmm4, %zmm5
	vpsrld	$1, %zmm5, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	vpslld	$23, %zmm4, %zmm4
	vpslld	$23, %zmm5, %zmm5
	vpaddd	%zmm18, %zmm5, %zmm5
	vmulps	%zmm5, %zmm3, %zmm3
	vpaddd	%zmm8, %zmm4, %zmm4
	vmulps	%zmm4, %zmm3, %zmm3
	vcmpunordps	%zmm14, %zmm2, %k1
	vmovaps	%zmm22, %zmm3 {%k1}
	vmulps	240(%rsp), %zmm3, %zmm2
	vaddps	%zmm2, %zmm13, %zmm2
	vcmpeqps	1552(%rsp), %zmm11, %k1
	vmovaps	%zmm10, %zmm3 {%k1} {z}
	vaddps	%zmm2, %zmm3, %zmm2
	vmulps	976(%rsp), %zmm2, %zmm2
	vsubps	%zmm2, %zmm1, %zmm1
	vandps	%zmm16, %zmm1, %zmm2
	vpcmpgtd	%zmm8, %zmm2, %k1
	vmovdqa32	%zmm19, %zmm1 {%k1}
	vmovdqu64	%zmm1, 6840(%rsp,%rcx)
	vmovups	368(%rsp), %zmm14
	vsubps	3312(%rsp), %zmm14, %zmm1
	vmaxps	%zmm1, %zmm29, %zmm2
	vminps	%zmm2, %zmm28, %zmm2
	vmulps	%zmm25, %zmm2, %zmm3
	vaddps	%zmm23, %zmm3, %zmm3
	vaddps	%zmm21, %zmm3, %zmm4
	vmulps	%zmm24, %zmm4, %zmm5
	vsubps	%zmm5, %zmm2, %zmm2
	vmulps	%zmm26, %zmm4, %zmm4
	vsubps	%zmm4, %zmm2, %zmm5
	vmulps	%zmm5, %zmm5, %zmm6
	vmulps	%zmm30, %zmm6, %zmm13
	vaddps	%zmm27, %zmm13, %zmm13
	vmulps	%zmm13, %zmm6, %zmm13
	vaddps	%zmm20, %zmm13, %zmm13
	vmulps	%zmm13, %zmm6, %zmm13
	vaddps	%zmm31, %zmm13, %zmm13
	vmulps	%zmm13, %zmm6, %zmm13
	vaddps	%zmm17, %zmm13, %zmm13
	vmulps	%zmm13, %zmm6, %zmm6
	vmovaps	%zmm22, %zmm13
	vmovaps	%zmm21, %zmm22
	vmovaps	%zmm23, %zmm21
	vmovaps	%zmm26, %zmm23
	vmovaps	%zmm28, %zmm26
	vmovups	1232(%rsp), %zmm28
	vsubps	%zmm6, %zmm5, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vsubps	%zmm6, %zmm15, %zmm6
	vdivps	%zmm6, %zmm5, %zmm5
	vaddps	%zmm14, %zmm14, %zmm6
	vmulps	%zmm9, %zmm6, %zmm6
	vsubps	39672(%rsp,%rcx), %zmm6, %zmm6
	vsubps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm4, %zmm2, %zmm2
	vaddps	%zmm0, %zmm2, %zmm2
	vpaddd	%zmm7, %zmm3, %zmm4
	vpsrld	$1, %zmm4, %zmm4
	vpsubd	%zmm4, %zmm3, %zmm3
	vpslld	$23, %zmm3, %zmm3
	vpslld	$23, %zmm4, %zmm4
	vpaddd	%zmm18, %zmm4, %zmm4
	vmulps	%zmm4, %zmm2, %zmm2
	vpaddd	%zmm8, %zmm3, %zmm3
	vmulps	%zmm3, %zmm2, %zmm2
	vxorps	%xmm0, %xmm0, %xmm0
	vcmpunordps	%zmm0, %zmm1, %k1
	vmovaps	%zmm13, %zmm2 {%k1}
	vmulps	32(%rsp), %zmm2, %zmm1
	vaddps	%zmm1, %zmm6, %zmm1
	vcmpeqps	1360(%rsp), %zmm11, %k1
	vmovaps	%zmm10, %zmm2 {%k1} {z}
	vaddps	%zmm1, %zmm2, %zmm1
	vmulps	976(%rsp), %zmm1, %zmm1
	vsubps	%zmm1, %zmm14, %zmm0
	vandps	%zmm16, %zmm0, %zmm1
	vpcmpgtd	%zmm8, %zmm1, %k1
	vmovdqa32	%zmm19, %zmm0 {%k1}
	vmovdqu64	%zmm0, 6904(%rsp,%rcx)
	vsubps	%zmm28, %zmm12, %zmm0
	vmaxps	%zmm0, %zmm29, %zmm1
	vminps	%zmm1, %zmm26, %zmm1
	vmulps	%zmm25, %zmm1, %zmm2
	vaddps	%zmm21, %zmm2, %zmm2
	vaddps	%zmm22, %zmm2, %zmm3
	vmulps	%zmm24, %zmm3, %zmm4
	vsubps	%zmm4, %zmm1, %zmm1
	vmulps	%zmm23, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm4
	vmulps	%zmm4, %zmm4, %zmm5
	vmulps	%zmm30, %zmm5, %zmm6
	vaddps	%zmm27, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm20, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm31, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm17, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vmovdqa64	%zmm18, %zmm6
	vsubps	%zmm5, %zmm4, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm5, %zmm15, %zmm5
	vmovaps	%zmm31, %zmm15
	vdivps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vmovups	976(%rsp), %zmm4
	vsubps	%zmm3, %zmm1, %zmm1
	vaddps	.LCPI0_66(%rip){1to16}, %zmm1, %zmm1
	vpaddd	%zmm7, %zmm2, %zmm3
	vpsrld	$1, %zmm3, %zmm3
	vpsubd	%zmm3, %zmm2, %zmm2
	vpslld	$23, %zmm3, %zmm3
	vpaddd	%zmm18, %zmm3, %zmm3
	vmulps	%zmm3, %zmm1, %zmm1
	vpslld	$23, %zmm2, %zmm2
	vpaddd	%zmm8, %zmm2, %zmm2
	vmulps	%zmm2, %zmm1, %zmm1
	vxorps	%xmm2, %xmm2, %xmm2
	vcmpunordps	%zmm2, %zmm0, %k1
	vmovaps	%zmm30, %zmm14
	vaddps	%zmm12, %zmm12, %zmm0
	vmulps	%zmm9, %zmm0, %zmm0
	vsubps	39736(%rsp,%rcx), %zmm0, %zmm0
	vmovaps	%zmm13, %zmm1 {%k1}
	vmulps	112(%rsp), %zmm1, %zmm1
	vaddps	%zmm1, %zmm0, %zmm0
	vcmpeqps	912(%rsp), %zmm11, %k1
	vmovaps	%zmm10, %zmm1 {%k1} {z}
	vaddps	%zmm0, %zmm1, %zmm0
	vmulps	%zmm0, %zmm4, %zmm0
	vsubps	%zmm0, %zmm12, %zmm0
	vmovups	1168(%rsp), %zmm12
	vandps	%zmm16, %zmm0, %zmm1
	vpcmpgtd	%zmm8, %zmm1, %k1
	vmovdqa32	%zmm19, %zmm0 {%k1}
	vmovdqu64	%zmm0, 6968(%rsp,%rcx)
	incq	%rdx
	addq	$256, %rcx
	cmpq	%rdx, %r14
	jne	.LBB0_49
	jmp	.LBB0_13
.LBB0_50:
	vmulss	-36(%rsp), %xmm3, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vpxor	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	vmovaps	%xmm0, 3376(%rsp)
	vmovss	%xmm3, 3440(%rsp)
	cmpb	$0, 96(%rsp)
	je	.LBB0_16
	jmp	.LBB0_20
	.p2align	4
.LBB0_51:
	cmpq	$0, -120(%rsp)
	sete	%al
	cmpq	$0, -96(%rsp)
	sete	%cl
	orb	%al, %cl
	jne	.LBB0_7
	movq	232(%rsp), %rax
	imulq	-120(%rsp), %rax
	cmpq	$1, %rax
	jne	.LBB0_54
	xorl	%ecx, %ecx
	jmp	.LBB0_63
	.p2align	4
.LBB0_54:
	movq	%rax, %r13
	movl	%eax, %ebp
	andl	$16382, %ebp
	xorl	%ecx, %ecx
	movq	-120(%rsp), %r15
	jmp	.LBB0_57
	.p2align	4
.LBB0_55:
	xorl	%edx, %edx
	divq	%r15
.LBB0_56:
	cmpq	-96(%rsp), %rax
	movq	%rbx, %r10
	cmovbq	%rax, %r10
	addq	%rdi, %r10
	movq	%rdx, %r14
	shlq	$8, %r14
	addq	%rsp, %r14
	addq	$6968, %r14
	vmovss	(%r14,%rax,4), %xmm0
	imulq	%r15, %r10
	movq	-80(%rsp), %r14
	leaq	(%r14,%r10,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	addq	$2, %rcx
	cmpq	%rcx, %rbp
	je	.LBB0_62
.LBB0_57:
	movq	%rcx, %rax
	orq	%r15, %rax
	shrq	$32, %rax
	je	.LBB0_59
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r15
	jmp	.LBB0_60
	.p2align	4
.LBB0_59:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r15d
.LBB0_60:
	cmpq	-96(%rsp), %rax
	movq	%rbx, %r10
	cmovbq	%rax, %r10
	addq	%rdi, %r10
	imulq	%r15, %r10
	movq	%rdx, %r14
	shlq	$8, %r14
	addq	%rsp, %r14
	addq	$6968, %r14
	vmovss	(%r14,%rax,4), %xmm0
	movq	-80(%rsp), %rax
	leaq	(%rax,%r10,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	leaq	1(%rcx), %rax
	movq	%rax, %rdx
	orq	%r15, %rdx
	shrq	$32, %rdx
	jne	.LBB0_55
	xorl	%edx, %edx
	divl	%r15d
	jmp	.LBB0_56
	.p2align	4
.LBB0_62:
	movq	%r14, %r10
	testb	$1, %r13b
	movq	-48(%rsp), %rbp
	je	.LBB0_7
.LBB0_63:
	movq	%rcx, %rax
	movq	-120(%rsp), %r14
	orq	%r14, %rax
	shrq	$32, %rax
	jne	.LBB0_5
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r14d
	jmp	.LBB0_6
.LBB0_65:
	cmpq	%rbx, %rax
	jbe	.LBB0_174
	cmpq	$0, 24(%rsp)
	je	.LBB0_174
	movq	16(%rdi), %rcx
	movq	-120(%rsp), %rax
	leaq	(,%rax,8), %r9
	movq	%rax, %rdx
	andq	$-4, %rdx
	movq	%rdx, %rdi
	movq	%rdx, -104(%rsp)
	movq	%rax, %r12
	shrq	$2, %r12
	movq	-88(%rsp), %r13
	movq	%r13, %rdx
	shrq	$32, %rdx
	movq	%rbx, %rsi
	imulq	%rax, %rsi
	movq	%rsi, 240(%rsp)
	leaq	(,%rax,4), %r8
	movq	%r8, 504(%rsp)
	leaq	4(,%rbx,4), %rsi
	imulq	%rax, %rsi
	movq	%rsi, 800(%rsp)
	movq	%r8, %rsi
	negq	%rsi
	movq	%rsi, 792(%rsp)
	leaq	-1(%rdi), %r8
	movq	%r8, %rax
	shrq	%rax
	movq	%rax, 368(%rsp)
	leaq	(%rcx,%r9), %rsi
	leaq	(%rcx,%r9), %rax
	addq	$4, %rax
	movq	%r9, %rdi
	movq	%r9, 32(%rsp)
	leaq	-1(%r12), %r9
	movq	%r9, %r10
	shlq	$4, %r10
	leaq	(%r10,%rsi), %r11
	addq	$4, %r11
	cmpq	%rax, %r11
	setb	%r11b
	shrq	$60, %r9
	setne	%r9b
	movq	%rbx, %r15
	leaq	(%rcx,%rdi), %rbx
	addq	$8, %rbx
	leaq	(%r10,%rsi), %r14
	addq	$8, %r14
	cmpq	%rbx, %r14
	setb	%bl
	orb	%r11b, %bl
	addq	%rsi, %r10
	addq	$12, %r10
	movq	%rsi, 216(%rsp)
	addq	%rcx, %rdi
	addq	$12, %rdi
	movq	%rdi, 896(%rsp)
	cmpq	%rdi, %r10
	movq	-80(%rsp), %rbp
	setb	%r10b
	orb	%r9b, %r10b
	orb	%bl, %r10b
	movb	%r10b, -110(%rsp)
	movq	%rcx, %rbx
	movq	%r15, %r10
	movabsq	$2305843009213693920, %r11
	movq	%r12, %rcx
	andq	%r11, %rcx
	movq	%rcx, 8(%rsp)
	orq	$24, %r11
	movq	%r12, 16(%rsp)
	andq	%r12, %r11
	movabsq	$4611686018427387840, %r15
	leaq	63(%r15), %r9
	cmpq	%r9, %r8
	seta	%r8b
	movq	368(%rsp), %r14
	leaq	(%rsi,%r14,8), %r9
	addq	$4, %r9
	movq	%rax, 552(%rsp)
	cmpq	%rax, %r9
	setb	%al
	orb	%r8b, %al
	movb	%al, -111(%rsp)
	movq	504(%rsp), %r8
	movl	$3449720151, %eax
	leaq	1993301258(%rdx), %r9
	leaq	842468239(%rdx), %r12
	leaq	1684936478(%rdx), %rcx
	movq	%rcx, 1296(%rsp)
	leaq	534103459(%rdx), %rcx
	movq	%rcx, 1488(%rsp)
	leal	-1767562579(%rdx), %ecx
	movl	%ecx, 1776(%rsp)
	leaq	-305585874(%rdx,%rax), %rsi
	movq	%rsi, 560(%rsp)
	leaq	536882365(%rdx,%rax), %rsi
	movq	%rsi, 1360(%rsp)
	leaq	-613950654(%rdx,%rax), %rdi
	movq	%rdi, 1968(%rsp)
	leaq	228517585(%rdx,%rax), %rcx
	movq	%rcx, 1840(%rsp)
	movq	-120(%rsp), %rcx
	leaq	(%rcx,%rcx,2), %rdx
	leaq	(%rbx,%rdx,4), %rdx
	movq	%rdx, 784(%rsp)
	movq	-72(%rsp), %rdx
	leaq	1(%r14), %rcx
	vpbroadcastq	%r13, %zmm0
	vmovdqu64	%zmm0, 1552(%rsp)
	leaq	-795284382(%r13,%rax), %r14
	movq	%r14, 200(%rsp)
	vpbroadcastq	%r14, %zmm0
	vmovdqu64	%zmm0, 4080(%rsp)
	leaq	1013904242(%r13), %r14
	vpbroadcastq	%r14, %zmm28
	movq	%r9, 224(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 4016(%rsp)
	leaq	218619860(%r13,%rax), %r9
	movq	%r9, 1904(%rsp)
	vpbroadcastq	%r9, %zmm29
	movq	%r12, 2032(%rsp)
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 2672(%rsp)
	leaq	2027808484(%r13), %r12
	movq	%r12, 3184(%rsp)
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 3952(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 2608(%rsp)
	leaq	387276957(%r13), %r12
	movq	%r12, 3120(%rsp)
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 2288(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 2224(%rsp)
	leaq	-408007425(%r13,%rax), %r12
	movq	%r12, 3056(%rsp)
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 3888(%rsp)
	movq	1296(%rsp), %rsi
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 3824(%rsp)
	leaq	1401181199(%r13), %r12
	movq	%r12, 2992(%rsp)
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 2544(%rsp)
	movq	1488(%rsp), %rsi
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 2480(%rsp)
	leaq	605896817(%r13,%rax), %r9
	movq	%r9, 2928(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 2416(%rsp)
	movq	1840(%rsp), %rax
	vpbroadcastq	%rax, %zmm16
	leal	-1879881855(%r13), %eax
	movq	%r14, %r13
	movl	%eax, 2864(%rsp)
	vpbroadcastd	%eax, %ymm0
	vmovdqu	%ymm0, 2352(%rsp)
	movl	1776(%rsp), %eax
	vpbroadcastd	%eax, %ymm0
	vmovdqu	%ymm0, 3248(%rsp)
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	movq	8(%rsp), %r9
	vpbroadcastq	%r9, %zmm0
	vporq	%zmm1, %zmm0, %zmm0
	vmovdqu64	%zmm0, 3760(%rsp)
	movq	%rcx, %rsi
	andq	%r15, %rsi
	orq	$56, %r15
	movq	%rcx, 208(%rsp)
	andq	%rcx, %r15
	movq	-120(%rsp), %rdi
	movq	%rdi, %rax
	andq	$-16, %rax
	vbroadcastss	-16(%rsp), %zmm0
	vmovups	%zmm0, 1616(%rsp)
	movq	%rax, 1104(%rsp)
	vpbroadcastq	%rax, %ymm0
	vpor	%ymm1, %ymm0, %ymm0
	vmovdqu	%ymm0, 1680(%rsp)
	movq	32(%rsp), %rax
	addq	%rbx, %rax
	addq	$384, %rax
	movq	%rax, 544(%rsp)
	movq	%r11, 840(%rsp)
	subq	%r9, %r11
	movq	%r11, 832(%rsp)
	movq	%r8, %rax
	andq	$-512, %rax
	addq	216(%rsp), %rax
	movq	%rax, 824(%rsp)
	movq	%r10, %rax
	imulq	%rdx, %rax
	movq	%rax, 512(%rsp)
	vpbroadcastq	.LCPI0_1(%rip), %zmm2
	vpbroadcastq	.LCPI0_2(%rip), %zmm0
	movq	240(%rsp), %r9
	leaq	(,%r9,4), %rax
	movq	%rax, 776(%rsp)
	leaq	(%rbp,%r9,4), %rcx
	movq	184(%rsp), %rax
	leaq	(%rax,%r9,4), %r9
	vxorps	%xmm3, %xmm3, %xmm3
	vmovdqa64	.LCPI0_53(%rip), %zmm15
	leaq	(%rbx,%rdi,8), %rax
	movq	%rax, (%rsp)
	movq	-104(%rsp), %rdi
	leaq	1(%rdi), %rax
	movq	%rax, 536(%rsp)
	leaq	2(%rdi), %rax
	movq	%rax, 528(%rsp)
	movq	%rsi, 520(%rsp)
	leaq	(%rsi,%rsi), %rax
	movq	%rax, 864(%rsp)
	movq	%r15, 856(%rsp)
	leaq	(%r15,%r15), %rax
	movq	%rax, 848(%rsp)
	xorl	%r11d, %r11d
	movl	$1, %esi
	movq	%rcx, 3568(%rsp)
	movq	%rcx, 240(%rsp)
	vxorps	%xmm6, %xmm6, %xmm6
	vmovd	.LCPI0_18(%rip), %xmm27
	vpbroadcastd	.LCPI0_65(%rip), %zmm25
	vmovdqa64	.LCPI0_9(%rip), %zmm18
	vmovdqa64	.LCPI0_10(%rip), %zmm19
	vmovss	.LCPI0_11(%rip), %xmm20
	vmovss	.LCPI0_12(%rip), %xmm21
	vmovdqu64	%zmm28, 1712(%rsp)
	vmovdqu64	%zmm29, 2800(%rsp)
	vmovdqu64	%zmm16, 2096(%rsp)
	movq	%rbx, 576(%rsp)
	movq	%r14, 368(%rsp)
	jmp	.LBB0_69
	.p2align	4
.LBB0_68:
	movq	816(%rsp), %r10
	incq	%r10
	movq	808(%rsp), %r11
	incq	%r11
	movq	-72(%rsp), %rdx
	addq	%rdx, 512(%rsp)
	movq	504(%rsp), %r8
	addq	%r8, 240(%rsp)
	addq	%r8, %r9
	cmpq	192(%rsp), %r10
	movq	-80(%rsp), %rbp
	vpbroadcastq	.LCPI0_2(%rip), %zmm0
	vpbroadcastq	.LCPI0_1(%rip), %zmm2
	je	.LBB0_174
.LBB0_69:
	movq	%r9, -64(%rsp)
	movq	792(%rsp), %r14
	imulq	%r11, %r14
	movq	%r8, %rax
	movq	%r11, 808(%rsp)
	imulq	%r11, %rax
	movq	776(%rsp), %rcx
	addq	%rax, %rcx
	leaq	(%rcx,%rbp), %rdi
	addq	800(%rsp), %rax
	leaq	(%rax,%rbp), %r8
	movq	184(%rsp), %r9
	addq	%r9, %rcx
	addq	%r9, %rax
	movq	%r10, %r9
	imulq	-120(%rsp), %r9
	movq	%r10, 816(%rsp)
	imulq	%rdx, %r10
	movq	16(%rsp), %r11
	leaq	(%r10,%r11), %r12
	movl	%r12d, %ebp
	movl	$3449720151, %r11d
	leaq	78811644(%r11), %rdx
	movq	%rdx, 1424(%rsp)
	imulq	%rdx, %rbp
	xorq	-88(%rsp), %r12
	xorq	%rbp, %r12
	shrq	$32, %r12
	imulq	%r11, %r12
	movq	%r12, %rdx
	shrq	$32, %rdx
	xorq	200(%rsp), %rdx
	movq	%rdx, 872(%rsp)
	xorq	560(%rsp), %rbp
	movq	%rbp, 880(%rsp)
	xorq	%r13, %r12
	movq	%r12, 888(%rsp)
	addq	%rbx, %r14
	movq	%r14, 3632(%rsp)
	movq	1360(%rsp), %r14
	cmpq	%rax, %rdi
	setb	%r11b
	cmpq	%r8, %rcx
	setb	%bl
	andb	%r11b, %bl
	cmpq	784(%rsp), %rdi
	setb	%r11b
	cmpq	%r8, (%rsp)
	setb	%dl
	andb	%r11b, %dl
	orb	%bl, %dl
	movb	%dl, -109(%rsp)
	cmpq	%rax, %rdi
	setb	%al
	cmpq	%r8, %rcx
	movq	-80(%rsp), %rcx
	leaq	(%rcx,%r9,4), %rcx
	movq	%rcx, 232(%rsp)
	vpbroadcastq	%r10, %zmm5
	vpaddq	%zmm2, %zmm5, %zmm7
	vpaddq	%zmm0, %zmm5, %zmm8
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm5, %zmm9
	setb	%cl
	andb	%al, %cl
	movb	%cl, -112(%rsp)
	movq	$0, -96(%rsp)
	vmovss	-32(%rsp), %xmm0
	vmovdqu64	%zmm5, 2736(%rsp)
	vmovdqu64	%zmm7, 3504(%rsp)
	vmovdqu64	%zmm8, 3440(%rsp)
	vmovdqu64	%zmm9, 3376(%rsp)
	jmp	.LBB0_71
	.p2align	4
.LBB0_70:
	vmovss	-48(%rsp), %xmm0
	vmulss	-24(%rsp), %xmm0, %xmm0
	movq	-96(%rsp), %rcx
	incq	%rcx
	movq	%rcx, -96(%rsp)
	cmpq	24(%rsp), %rcx
	vmovdqa64	.LCPI0_53(%rip), %zmm15
	vmovaps	%xmm11, %xmm27
	vxorps	%xmm6, %xmm6, %xmm6
	vbroadcastss	.LCPI0_65(%rip), %zmm25
	vmovss	.LCPI0_11(%rip), %xmm20
	vmovss	.LCPI0_12(%rip), %xmm21
	vmovdqu64	2800(%rsp), %zmm29
	vmovdqu64	1712(%rsp), %zmm28
	vmovdqu64	2096(%rsp), %zmm16
	je	.LBB0_68
.LBB0_71:
	vmovss	%xmm0, -48(%rsp)
	vmovss	-20(%rsp), %xmm0
	vmovaps	%xmm0, 96(%rsp)
	cmpl	$0, -28(%rsp)
	jne	.LBB0_173
	cmpl	$0, -108(%rsp)
	movl	$3449720151, %ecx
	vmovd	.LCPI0_61(%rip), %xmm30
	je	.LBB0_99
.LBB0_73:
	movq	568(%rsp), %rax
	movq	-96(%rsp), %rdi
	addq	%rdi, %rax
	movq	%rax, %r11
	shrq	$32, %r11
	imulq	%rcx, %r11
	movq	%r11, %rcx
	shrq	$32, %rcx
	movl	%eax, %ebx
	movq	-88(%rsp), %rdi
	xorl	%edi, %ebx
	movq	%rcx, 904(%rsp)
	xorl	%ecx, %ebx
	movq	1424(%rsp), %rcx
	imulq	%rcx, %rbx
	movq	%rbx, %rbp
	shrq	$32, %rbp
	xorq	560(%rsp), %rbp
	cmpb	$0, -110(%rsp)
	movq	%rax, 2160(%rsp)
	movq	%r11, -56(%rsp)
	movq	%rbx, 32(%rsp)
	je	.LBB0_77
	xorl	%eax, %eax
	movl	$3449720151, %r15d
	movq	368(%rsp), %rdx
.LBB0_75:
	movq	-56(%rsp), %r8
	xorq	200(%rsp), %r8
	movq	%r8, 112(%rsp)
	movq	32(%rsp), %r8
	xorq	224(%rsp), %r8
	movq	%r8, 32(%rsp)
	movq	16(%rsp), %r9
	subq	%rax, %r9
	movq	512(%rsp), %r8
	leaq	(%r8,%rax), %r10
	shlq	$4, %rax
	addq	896(%rsp), %rax
	.p2align	4
.LBB0_76:
	movl	%r10d, %r11d
	imulq	%rcx, %r11
	movq	%r10, %rbx
	xorq	%rdi, %rbx
	xorq	%r11, %rbx
	shrq	$32, %rbx
	imulq	%r15, %rbx
	movq	%rbx, %r12
	shrq	$32, %r12
	xorl	112(%rsp), %r12d
	xorl	%ebp, %r11d
	imulq	%rcx, %r12
	imulq	%r15, %r11
	movq	%r11, %r8
	shrq	$32, %r8
	movl	%edx, %r14d
	xorl	%r8d, %r14d
	movq	%rbp, %r13
	movq	%r12, %rbp
	shrq	$32, %rbp
	xorl	%r14d, %ebx
	movq	1360(%rsp), %r14
	xorl	32(%rsp), %ebp
	imulq	%rcx, %rbx
	imulq	%r15, %rbp
	movq	%rbp, %r8
	shrq	$32, %r8
	xorl	1904(%rsp), %r11d
	xorl	%r8d, %r11d
	movq	%rbx, %r8
	shrq	$32, %r8
	xorl	2032(%rsp), %r12d
	xorl	%r8d, %r12d
	imulq	%rcx, %r11
	imulq	%r15, %r12
	movq	%r12, %r8
	shrq	$32, %r8
	xorl	3184(%rsp), %ebp
	xorl	%r8d, %ebp
	movq	%r11, %r8
	xorl	%r14d, %ebx
	shrq	$32, %r8
	xorl	%r8d, %ebx
	imulq	%rcx, %rbp
	imulq	%r15, %rbx
	movq	%rbx, %r8
	shrq	$32, %r8
	xorl	3120(%rsp), %r12d
	xorl	%r8d, %r12d
	movq	%rbp, %r8
	shrq	$32, %r8
	xorl	1968(%rsp), %r11d
	xorl	%r8d, %r11d
	imulq	%rcx, %r12
	imulq	%r15, %r11
	movq	%r11, %r8
	shrq	$32, %r8
	xorl	3056(%rsp), %ebx
	xorl	%r8d, %ebx
	movq	%r12, %r8
	shrq	$32, %r8
	xorl	1296(%rsp), %ebp
	xorl	%r8d, %ebp
	imulq	%rcx, %rbx
	imulq	%r15, %rbp
	movq	%rbp, %r8
	shrq	$32, %r8
	xorl	2992(%rsp), %r11d
	xorl	%r8d, %r11d
	movq	%rbx, %r8
	shrq	$32, %r8
	xorl	1488(%rsp), %r12d
	xorl	%r8d, %r12d
	imulq	%rcx, %r11
	imulq	%r15, %r12
	movq	%r12, %r8
	shrq	$32, %r8
	xorl	2928(%rsp), %ebp
	xorl	%r8d, %ebp
	movq	%r11, %r8
	shrq	$32, %r8
	xorl	1840(%rsp), %ebx
	xorl	%r8d, %ebx
	imulq	%rcx, %rbp
	imulq	%r15, %rbx
	movq	%rbx, %r8
	shrq	$32, %r8
	xorl	2864(%rsp), %r12d
	xorl	%r8d, %r12d
	movq	%rbp, %r8
	shrq	$32, %r8
	xorl	1776(%rsp), %r11d
	xorl	%r8d, %r11d
	movl	%r12d, -12(%rax)
	movq	-88(%rsp), %rdi
	movl	%ebx, -8(%rax)
	movl	%r11d, -4(%rax)
	movl	%ebp, (%rax)
	movq	%r13, %rbp
	addq	$16, %rax
	incq	%r10
	decq	%r9
	jne	.LBB0_76
	jmp	.LBB0_84
	.p2align	4
.LBB0_77:
	vpbroadcastq	%r11, %zmm0
	vpxorq	4080(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 112(%rsp)
	vpbroadcastq	%rbx, %zmm0
	vpxorq	4016(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 432(%rsp)
	vpbroadcastq	%rbp, %zmm24
	movq	544(%rsp), %rax
	movq	8(%rsp), %rdx
	vmovdqa64	.LCPI0_0(%rip), %zmm15
	vmovdqu64	3952(%rsp), %zmm31
	vmovdqu64	3888(%rsp), %zmm13
	vmovdqu64	3824(%rsp), %zmm14
	vmovdqa64	%zmm16, %zmm26
	vpbroadcastq	.LCPI0_4(%rip), %zmm6
	vpbroadcastq	.LCPI0_5(%rip), %zmm12
	.p2align	4
.LBB0_78:
	vpaddq	2736(%rsp), %zmm15, %zmm0
	vpaddq	3504(%rsp), %zmm15, %zmm1
	vpaddq	3440(%rsp), %zmm15, %zmm2
	vpaddq	3376(%rsp), %zmm15, %zmm4
	vpmuludq	%zmm6, %zmm0, %zmm5
	vpmuludq	%zmm6, %zmm1, %zmm7
	vpmuludq	%zmm6, %zmm2, %zmm8
	vpmuludq	%zmm6, %zmm4, %zmm9
	vmovdqu64	1552(%rsp), %zmm10
	vpternlogq	$150, %zmm10, %zmm5, %zmm0
	vpternlogq	$150, %zmm10, %zmm7, %zmm1
	vpternlogq	$150, %zmm10, %zmm8, %zmm2
	vpternlogq	$150, %zmm10, %zmm9, %zmm4
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm4, %zmm4
	vpmuludq	%zmm12, %zmm0, %zmm0
	vpmuludq	%zmm12, %zmm1, %zmm1
	vpmuludq	%zmm12, %zmm2, %zmm2
	vpmuludq	%zmm12, %zmm4, %zmm10
	vpsrlq	$32, %zmm0, %zmm4
	vpsrlq	$32, %zmm1, %zmm11
	vpsrlq	$32, %zmm2, %zmm16
	vpsrlq	$32, %zmm10, %zmm17
	vmovdqu64	112(%rsp), %zmm21
	vpxorq	%zmm21, %zmm4, %zmm4
	vpxorq	%zmm21, %zmm11, %zmm11
	vpxorq	%zmm21, %zmm16, %zmm16
	vpxorq	%zmm5, %zmm24, %zmm5
	vpxorq	%zmm7, %zmm24, %zmm20
	vpxorq	%zmm8, %zmm24, %zmm8
	vpxorq	%zmm21, %zmm17, %zmm17
	vpxorq	%zmm9, %zmm24, %zmm9
	vpmuludq	%zmm6, %zmm4, %zmm21
	vpmuludq	%zmm6, %zmm11, %zmm11
	vpmuludq	%zmm6, %zmm16, %zmm7
	vpmuludq	%zmm6, %zmm17, %zmm4
	vpsrlq	$32, %zmm21, %zmm16
	vpsrlq	$32, %zmm11, %zmm17
	vpmuludq	%zmm12, %zmm5, %zmm22
	vpmuludq	%zmm12, %zmm20, %zmm20
	vpmuludq	%zmm12, %zmm8, %zmm23
	vpmuludq	%zmm12, %zmm9, %zmm9
	vpsrlq	$32, %zmm7, %zmm5
	vpsrlq	$32, %zmm22, %zmm8
	vpsrlq	$32, %zmm20, %zmm25
	vpternlogq	$150, %zmm28, %zmm0, %zmm8
	vpsrlq	$32, %zmm23, %zmm0
	vpternlogq	$150, %zmm28, %zmm1, %zmm25
	vpsrlq	$32, %zmm4, %zmm1
	vpternlogq	$150, %zmm28, %zmm2, %zmm0
	vpsrlq	$32, %zmm9, %zmm27
	vpternlogq	$150, %zmm28, %zmm10, %zmm27
	vmovdqu64	432(%rsp), %zmm2
	vpxorq	%zmm2, %zmm16, %zmm10
	vpxorq	%zmm2, %zmm17, %zmm16
	vpxorq	%zmm2, %zmm5, %zmm17
	vpxorq	%zmm2, %zmm1, %zmm1
	vpmuludq	%zmm6, %zmm8, %zmm8
	vpmuludq	%zmm6, %zmm25, %zmm5
	vpmuludq	%zmm6, %zmm0, %zmm2
	vpmuludq	%zmm6, %zmm27, %zmm0
	vpmuludq	%zmm12, %zmm10, %zmm10
	vpmuludq	%zmm12, %zmm16, %zmm25
	vpmuludq	%zmm12, %zmm17, %zmm27
	vpmuludq	%zmm12, %zmm1, %zmm1
	vpsrlq	$32, %zmm10, %zmm16
	vpternlogq	$150, %zmm22, %zmm29, %zmm16
	vpsrlq	$32, %zmm25, %zmm17
	vpternlogq	$150, %zmm20, %zmm29, %zmm17
	vpsrlq	$32, %zmm27, %zmm20
	vpternlogq	$150, %zmm23, %zmm29, %zmm20
	vpsrlq	$32, %zmm1, %zmm22
	vpternlogq	$150, %zmm9, %zmm29, %zmm22
	vpsrlq	$32, %zmm8, %zmm9
	vmovdqu64	2672(%rsp), %zmm28
	vpternlogq	$150, %zmm28, %zmm21, %zmm9
	vpsrlq	$32, %zmm5, %zmm21
	vpternlogq	$150, %zmm28, %zmm11, %zmm21
	vpsrlq	$32, %zmm2, %zmm11
	vpternlogq	$150, %zmm28, %zmm7, %zmm11
	vpsrlq	$32, %zmm0, %zmm23
	vpternlogq	$150, %zmm28, %zmm4, %zmm23
	vpmuludq	%zmm6, %zmm16, %zmm16
	vpmuludq	%zmm6, %zmm17, %zmm7
	vpmuludq	%zmm6, %zmm20, %zmm4
	vpmuludq	%zmm12, %zmm9, %zmm9
	vpmuludq	%zmm6, %zmm22, %zmm17
	vpmuludq	%zmm12, %zmm21, %zmm21
	vpmuludq	%zmm12, %zmm11, %zmm11
	vpmuludq	%zmm12, %zmm23, %zmm22
	vpsrlq	$32, %zmm9, %zmm20
	vpternlogq	$150, %zmm31, %zmm10, %zmm20
	vpsrlq	$32, %zmm21, %zmm10
	vpternlogq	$150, %zmm31, %zmm25, %zmm10
	vpsrlq	$32, %zmm11, %zmm23
	vpternlogq	$150, %zmm31, %zmm27, %zmm23
	vpsrlq	$32, %zmm22, %zmm25
	vpternlogq	$150, %zmm31, %zmm1, %zmm25
	vpsrlq	$32, %zmm16, %zmm1
	vmovdqu64	2608(%rsp), %zmm29
	vpternlogq	$150, %zmm8, %zmm29, %zmm1
	vpsrlq	$32, %zmm7, %zmm27
	vpternlogq	$150, %zmm5, %zmm29, %zmm27
	vpsrlq	$32, %zmm4, %zmm5
	vpternlogq	$150, %zmm2, %zmm29, %zmm5
	vpsrlq	$32, %zmm17, %zmm28
	vpternlogq	$150, %zmm0, %zmm29, %zmm28
	vpmuludq	%zmm6, %zmm20, %zmm20
	vpmuludq	%zmm6, %zmm10, %zmm8
	vpmuludq	%zmm6, %zmm23, %zmm2
	vpmuludq	%zmm6, %zmm25, %zmm0
	vpmuludq	%zmm12, %zmm1, %zmm1
	vpmuludq	%zmm12, %zmm27, %zmm10
	vpmuludq	%zmm12, %zmm5, %zmm23
	vpmuludq	%zmm12, %zmm28, %zmm25
	vpsrlq	$32, %zmm1, %zmm5
	vmovdqu64	2288(%rsp), %zmm28
	vpternlogq	$150, %zmm9, %zmm28, %zmm5
	vpsrlq	$32, %zmm10, %zmm9
	vpternlogq	$150, %zmm21, %zmm28, %zmm9
	vpsrlq	$32, %zmm23, %zmm27
	vpternlogq	$150, %zmm11, %zmm28, %zmm27
	vpsrlq	$32, %zmm25, %zmm11
	vpternlogq	$150, %zmm22, %zmm28, %zmm11
	vpsrlq	$32, %zmm20, %zmm22
	vmovdqu64	2224(%rsp), %zmm21
	vpternlogq	$150, %zmm21, %zmm16, %zmm22
	vpsrlq	$32, %zmm8, %zmm16
	vpternlogq	$150, %zmm21, %zmm7, %zmm16
	vpsrlq	$32, %zmm2, %zmm28
	vpternlogq	$150, %zmm21, %zmm4, %zmm28
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, %zmm21, %zmm17, %zmm4
	vpmuludq	%zmm6, %zmm5, %zmm21
	vpmuludq	%zmm6, %zmm9, %zmm7
	vpmuludq	%zmm6, %zmm27, %zmm5
	vpmuludq	%zmm12, %zmm22, %zmm9
	vpmuludq	%zmm6, %zmm11, %zmm22
	vpmuludq	%zmm12, %zmm16, %zmm11
	vpmuludq	%zmm12, %zmm28, %zmm27
	vpmuludq	%zmm12, %zmm4, %zmm28
	vpsrlq	$32, %zmm9, %zmm4
	vpternlogq	$150, %zmm13, %zmm1, %zmm4
	vpsrlq	$32, %zmm11, %zmm1
	vpternlogq	$150, %zmm13, %zmm10, %zmm1
	vpsrlq	$32, %zmm27, %zmm10
	vpternlogq	$150, %zmm13, %zmm23, %zmm10
	vpsrlq	$32, %zmm28, %zmm23
	vpternlogq	$150, %zmm13, %zmm25, %zmm23
	vpsrlq	$32, %zmm21, %zmm25
	vpternlogq	$150, %zmm20, %zmm14, %zmm25
	vpsrlq	$32, %zmm7, %zmm29
	vpternlogq	$150, %zmm8, %zmm14, %zmm29
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm2, %zmm14, %zmm8
	vpsrlq	$32, %zmm22, %zmm2
	vpternlogq	$150, %zmm0, %zmm14, %zmm2
	vpmuludq	%zmm6, %zmm4, %zmm20
	vpmuludq	%zmm6, %zmm1, %zmm17
	vpmuludq	%zmm6, %zmm10, %zmm16
	vpmuludq	%zmm6, %zmm23, %zmm4
	vpmuludq	%zmm12, %zmm25, %zmm1
	vpmuludq	%zmm12, %zmm29, %zmm10
	vpmuludq	%zmm12, %zmm8, %zmm23
	vpmuludq	%zmm12, %zmm2, %zmm25
	vpsrlq	$32, %zmm1, %zmm0
	vmovdqu64	2544(%rsp), %zmm8
	vpternlogq	$150, %zmm9, %zmm8, %zmm0
	vpsrlq	$32, %zmm10, %zmm2
	vpternlogq	$150, %zmm11, %zmm8, %zmm2
	vpsrlq	$32, %zmm23, %zmm9
	vpternlogq	$150, %zmm27, %zmm8, %zmm9
	vpsrlq	$32, %zmm25, %zmm11
	vpternlogq	$150, %zmm28, %zmm8, %zmm11
	vpsrlq	$32, %zmm20, %zmm27
	vmovdqu64	2480(%rsp), %zmm8
	vpternlogq	$150, %zmm8, %zmm21, %zmm27
	vpsrlq	$32, %zmm17, %zmm21
	vpternlogq	$150, %zmm8, %zmm7, %zmm21
	vpsrlq	$32, %zmm16, %zmm28
	vpternlogq	$150, %zmm8, %zmm5, %zmm28
	vpsrlq	$32, %zmm4, %zmm29
	vpternlogq	$150, %zmm8, %zmm22, %zmm29
	vpmuludq	%zmm6, %zmm0, %zmm8
	vpmuludq	%zmm6, %zmm2, %zmm7
	vpmuludq	%zmm6, %zmm9, %zmm5
	vpmuludq	%zmm12, %zmm27, %zmm9
	vpmuludq	%zmm6, %zmm11, %zmm0
	vpmuludq	%zmm12, %zmm21, %zmm11
	vpmuludq	%zmm12, %zmm28, %zmm22
	vmovdqu64	1712(%rsp), %zmm30
	vpmuludq	%zmm12, %zmm29, %zmm21
	vmovdqu64	2800(%rsp), %zmm28
	vpsrlq	$32, %zmm9, %zmm27
	vmovdqu64	2416(%rsp), %zmm29
	vpternlogq	$150, %zmm29, %zmm1, %zmm27
	vpsrlq	$32, %zmm11, %zmm1
	vpternlogq	$150, %zmm29, %zmm10, %zmm1
	vpsrlq	$32, %zmm22, %zmm10
	vpternlogq	$150, %zmm29, %zmm23, %zmm10
	vpsrlq	$32, %zmm21, %zmm2
	vpternlogq	$150, %zmm29, %zmm25, %zmm2
	vmovdqa64	%zmm28, %zmm29
	vmovdqa64	%zmm30, %zmm28
	vpsrlq	$32, %zmm8, %zmm23
	vpternlogq	$150, %zmm20, %zmm26, %zmm23
	vpsrlq	$32, %zmm7, %zmm20
	vpternlogq	$150, %zmm17, %zmm26, %zmm20
	vpsrlq	$32, %zmm5, %zmm25
	vpternlogq	$150, %zmm16, %zmm26, %zmm25
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, %zmm4, %zmm26, %zmm16
	vpmuludq	%zmm6, %zmm27, %zmm27
	vpmuludq	%zmm6, %zmm1, %zmm17
	vpmuludq	%zmm6, %zmm10, %zmm4
	vpmuludq	%zmm12, %zmm23, %zmm1
	vpmuludq	%zmm12, %zmm20, %zmm10
	vpmuludq	%zmm12, %zmm25, %zmm20
	vpsrlq	$32, %zmm1, %zmm23
	vpxorq	%zmm9, %zmm23, %zmm9
	vpsrlq	$32, %zmm10, %zmm23
	vpxorq	%zmm11, %zmm23, %zmm11
	vpsrlq	$32, %zmm20, %zmm23
	vpxorq	%zmm22, %zmm23, %zmm22
	vpsrlq	$32, %zmm27, %zmm23
	vpmuludq	%zmm12, %zmm16, %zmm16
	vpxorq	%zmm8, %zmm23, %zmm23
	vpsrlq	$32, %zmm16, %zmm8
	vpxorq	%zmm21, %zmm8, %zmm8
	vpsrlq	$32, %zmm17, %zmm21
	vpxorq	%zmm7, %zmm21, %zmm7
	vpsrlq	$32, %zmm4, %zmm21
	vpxorq	%zmm5, %zmm21, %zmm5
	vpmovqd	%zmm27, %ymm21
	vpmovqd	%zmm23, %ymm23
	vmovdqu64	3248(%rsp), %ymm25
	vpxord	%ymm23, %ymm25, %ymm23
	vinserti64x4	$1, %ymm21, %zmm23, %zmm21
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm9, %ymm9
	vmovdqu64	2352(%rsp), %ymm30
	vpxord	%ymm9, %ymm30, %ymm9
	vinserti64x4	$1, %ymm1, %zmm9, %zmm1
	vmovdqa64	%zmm1, %zmm9
	vmovdqa64	.LCPI0_6(%rip), %zmm23
	vpermt2d	%zmm21, %zmm23, %zmm9
	vmovdqa64	.LCPI0_7(%rip), %zmm27
	vpermt2d	%zmm21, %zmm27, %zmm1
	vmovdqu64	%zmm1, -320(%rax)
	vmovdqu64	%zmm9, -384(%rax)
	vpmovqd	%zmm10, %ymm1
	vpmovqd	%zmm11, %ymm9
	vpxord	%ymm9, %ymm30, %ymm9
	vinserti64x4	$1, %ymm1, %zmm9, %zmm1
	vpmovqd	%zmm17, %ymm9
	vpmovqd	%zmm7, %ymm7
	vpxord	%ymm7, %ymm25, %ymm7
	vinserti64x4	$1, %ymm9, %zmm7, %zmm7
	vmovdqa64	%zmm1, %zmm9
	vpermt2d	%zmm7, %zmm23, %zmm9
	vpermt2d	%zmm7, %zmm27, %zmm1
	vmovdqu64	%zmm1, -192(%rax)
	vpmovqd	%zmm20, %ymm1
	vpmovqd	%zmm22, %ymm7
	vpxord	%ymm7, %ymm30, %ymm7
	vinserti64x4	$1, %ymm1, %zmm7, %zmm1
	vpmovqd	%zmm4, %ymm4
	vpmovqd	%zmm5, %ymm5
	vpxord	%ymm5, %ymm25, %ymm5
	vinserti64x4	$1, %ymm4, %zmm5, %zmm4
	vmovdqa64	%zmm1, %zmm5
	vpermt2d	%zmm4, %zmm23, %zmm5
	vpermt2d	%zmm4, %zmm27, %zmm1
	vmovdqu64	%zmm9, -256(%rax)
	vmovdqu64	%zmm1, -64(%rax)
	vpmuludq	%zmm6, %zmm2, %zmm1
	vmovdqu64	%zmm5, -128(%rax)
	vpsrlq	$32, %zmm1, %zmm2
	vpxorq	%zmm0, %zmm2, %zmm0
	vpmovqd	%zmm16, %ymm2
	vpmovqd	%zmm8, %ymm4
	vpxord	%ymm4, %ymm30, %ymm4
	vinserti64x4	$1, %ymm2, %zmm4, %zmm2
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm0, %ymm0
	vpxord	%ymm0, %ymm25, %ymm0
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vmovdqa64	%zmm2, %zmm1
	vpermt2d	%zmm0, %zmm27, %zmm2
	vmovdqu64	%zmm2, 64(%rax)
	vpermt2d	%zmm0, %zmm23, %zmm1
	vmovdqu64	%zmm1, (%rax)
	vpaddq	.LCPI0_8(%rip){1to8}, %zmm15, %zmm15
	addq	$512, %rax
	addq	$-32, %rdx
	jne	.LBB0_78
	vmovdqu64	%zmm24, 304(%rsp)
	movq	8(%rsp), %rax
	cmpq	%rax, 16(%rsp)
	movl	$3449720151, %r15d
	movq	368(%rsp), %rdx
	vmovdqu64	2672(%rsp), %zmm2
	vmovdqu64	2608(%rsp), %zmm4
	vmovdqa64	%zmm13, %zmm23
	vmovdqu	2352(%rsp), %ymm13
	vmovdqa64	.LCPI0_53(%rip), %zmm15
	vmovd	.LCPI0_18(%rip), %xmm27
	vpxor	%xmm6, %xmm6, %xmm6
	vmovss	.LCPI0_11(%rip), %xmm20
	vmovss	.LCPI0_12(%rip), %xmm21
	vmovdqu64	2544(%rsp), %zmm10
	vmovdqu64	2416(%rsp), %zmm12
	vmovdqu64	2480(%rsp), %zmm17
	movq	1424(%rsp), %rcx
	vmovdqu64	2736(%rsp), %zmm28
	vmovdqu64	1552(%rsp), %zmm7
	je	.LBB0_84
	movq	8(%rsp), %rax
	testb	$96, -120(%rsp)
	je	.LBB0_75
	vmovdqa64	%zmm14, %zmm5
	vmovdqa64	%xmm27, %xmm11
	movq	200(%rsp), %rax
	xorl	-56(%rsp), %eax
	vpbroadcastq	%rax, %zmm1
	vmovdqu64	%zmm1, 112(%rsp)
	movq	224(%rsp), %rax
	xorl	32(%rsp), %eax
	vpbroadcastq	%rax, %zmm1
	vmovdqu64	%zmm1, 432(%rsp)
	movq	824(%rsp), %rax
	movq	832(%rsp), %rdx
	vmovdqa64	%zmm4, %zmm14
	vmovdqu64	3760(%rsp), %zmm4
	vpbroadcastq	.LCPI0_4(%rip), %zmm21
	vpbroadcastq	.LCPI0_5(%rip), %zmm22
	vmovdqu64	2288(%rsp), %zmm25
	vmovdqu64	2224(%rsp), %zmm26
	vmovdqu64	1712(%rsp), %zmm30
	vmovdqa64	%zmm31, %zmm16
	vmovdqa64	%ymm13, %ymm31
	vmovdqa64	%zmm12, %zmm27
	vmovdqa64	%zmm5, %zmm12
	vmovdqa64	%zmm10, %zmm0
	vmovdqu64	2096(%rsp), %zmm24
	vmovdqu64	304(%rsp), %zmm13
	.p2align	4
.LBB0_82:
	vpaddq	%zmm28, %zmm4, %zmm1
	vpmuludq	%zmm21, %zmm1, %zmm5
	vpternlogq	$150, %zmm7, %zmm5, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpmuludq	%zmm22, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm7
	vpxorq	112(%rsp), %zmm7, %zmm7
	vpxorq	%zmm5, %zmm13, %zmm5
	vpmuludq	%zmm21, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm8
	vpmuludq	%zmm22, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm9
	vpxorq	432(%rsp), %zmm8, %zmm8
	vpternlogq	$150, %zmm30, %zmm1, %zmm9
	vpmuludq	%zmm21, %zmm9, %zmm1
	vpsrlq	$32, %zmm1, %zmm9
	vpmuludq	%zmm22, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm10
	vpternlogq	$150, %zmm5, %zmm29, %zmm10
	vpternlogq	$150, %zmm2, %zmm7, %zmm9
	vpmuludq	%zmm21, %zmm10, %zmm5
	vpsrlq	$32, %zmm5, %zmm7
	vpmuludq	%zmm22, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm10
	vpternlogq	$150, %zmm16, %zmm8, %zmm10
	vpternlogq	$150, %zmm1, %zmm14, %zmm7
	vpmuludq	%zmm21, %zmm10, %zmm1
	vpsrlq	$32, %zmm1, %zmm8
	vpmuludq	%zmm22, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm10
	vpternlogq	$150, %zmm9, %zmm25, %zmm10
	vpternlogq	$150, %zmm26, %zmm5, %zmm8
	vpmuludq	%zmm21, %zmm10, %zmm5
	vpsrlq	$32, %zmm5, %zmm9
	vpmuludq	%zmm22, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm10
	vpternlogq	$150, %zmm23, %zmm7, %zmm10
	vpternlogq	$150, %zmm1, %zmm12, %zmm9
	vpmuludq	%zmm21, %zmm10, %zmm1
	vpsrlq	$32, %zmm1, %zmm7
	vpmuludq	%zmm22, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm10
	vpternlogq	$150, %zmm8, %zmm0, %zmm10
	vpternlogq	$150, %zmm17, %zmm5, %zmm7
	vpmuludq	%zmm21, %zmm10, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpmuludq	%zmm22, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm10
	vpternlogq	$150, %zmm27, %zmm9, %zmm10
	vpternlogq	$150, %zmm1, %zmm24, %zmm8
	vpmuludq	%zmm21, %zmm10, %zmm1
	vpsrlq	$32, %zmm1, %zmm9
	vpmuludq	%zmm22, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm10
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm8, %ymm8
	vpxorq	%zmm7, %zmm10, %zmm7
	vpmovqd	%zmm7, %ymm7
	vpxorq	%zmm5, %zmm9, %zmm5
	vpmovqd	%zmm5, %ymm5
	vpxord	%ymm7, %ymm31, %ymm7
	vpxor	3248(%rsp), %ymm5, %ymm5
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vinserti64x4	$1, %ymm1, %zmm5, %zmm1
	vmovdqa64	%zmm7, %zmm5
	vmovdqa64	.LCPI0_7(%rip), %zmm8
	vpermt2d	%zmm1, %zmm8, %zmm7
	vmovdqu64	%zmm7, 64(%rax)
	vmovdqu64	1552(%rsp), %zmm7
	vmovdqa64	.LCPI0_6(%rip), %zmm8
	vpermt2d	%zmm1, %zmm8, %zmm5
	vmovdqu64	%zmm5, (%rax)
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm4, %zmm4
	subq	$-128, %rax
	addq	$-8, %rdx
	jne	.LBB0_82
	movq	840(%rsp), %rdx
	movq	%rdx, %rax
	cmpq	%rdx, 16(%rsp)
	movl	$3449720151, %r15d
	movq	368(%rsp), %rdx
	movq	1424(%rsp), %rcx
	vmovdqa64	%xmm11, %xmm27
	vmovss	.LCPI0_12(%rip), %xmm21
	jne	.LBB0_75
	.p2align	4
.LBB0_84:
	cmpb	$0, -111(%rsp)
	je	.LBB0_87
	xorl	%eax, %eax
	movq	-120(%rsp), %r13
	movq	-104(%rsp), %rdi
	movq	552(%rsp), %r8
	movl	$3449720151, %r9d
	movq	2032(%rsp), %r10
	movq	1296(%rsp), %r11
	movq	1488(%rsp), %rbx
	movq	1968(%rsp), %r15
	movq	1904(%rsp), %rbp
	vmovss	.LCPI0_25(%rip), %xmm23
	vmovsd	.LCPI0_26(%rip), %xmm22
	vmovsd	.LCPI0_27(%rip), %xmm9
	vmovsd	.LCPI0_28(%rip), %xmm10
	vmovsd	.LCPI0_29(%rip), %xmm1
	vmovaps	%xmm21, %xmm13
	vmovsd	.LCPI0_30(%rip), %xmm21
	vmovsd	.LCPI0_31(%rip), %xmm14
	vmovsd	.LCPI0_32(%rip), %xmm24
	vmovsd	.LCPI0_33(%rip), %xmm26
	vmovsd	.LCPI0_46(%rip), %xmm17
	vmovsd	.LCPI0_35(%rip), %xmm16
	vmovsd	.LCPI0_36(%rip), %xmm25
	vmovdqa64	%xmm27, %xmm4
	vmovsd	.LCPI0_37(%rip), %xmm27
	vmovsd	.LCPI0_47(%rip), %xmm28
	vmovsd	.LCPI0_39(%rip), %xmm29
	vbroadcastss	.LCPI0_40(%rip), %xmm30
	movq	2160(%rsp), %r12
	vmovss	.LCPI0_17(%rip), %xmm11
	vmovss	.LCPI0_19(%rip), %xmm8
	.p2align	4
.LBB0_86:
	movl	-4(%r8,%rax,4), %ecx
	movl	(%r8,%rax,4), %edx
	shrl	$9, %ecx
	vcvtsi2ss	%ecx, %xmm3, %xmm0
	vaddss	%xmm20, %xmm0, %xmm0
	vmulss	%xmm0, %xmm13, %xmm0
	shrl	$9, %edx
	vcvtsi2ss	%edx, %xmm3, %xmm2
	vaddss	%xmm20, %xmm2, %xmm2
	vmulss	%xmm2, %xmm13, %xmm2
	vmovd	%xmm0, %ecx
	addl	$4913933, %ecx
	movl	%ecx, %edx
	shrl	$23, %edx
	addl	$-127, %edx
	andl	$8388607, %ecx
	addl	$1060439283, %ecx
	vmovd	%ecx, %xmm0
	vaddss	%xmm0, %xmm11, %xmm0
	vmovdqa64	%xmm4, %xmm31
	vaddss	%xmm4, %xmm0, %xmm4
	vdivss	%xmm4, %xmm0, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm5, %xmm5, %xmm7
	vmovaps	%xmm8, %xmm12
	vmulss	%xmm7, %xmm8, %xmm8
	vaddss	.LCPI0_20(%rip), %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm8
	vmulss	.LCPI0_21(%rip), %xmm7, %xmm7
	vaddss	.LCPI0_22(%rip), %xmm7, %xmm7
	vmulss	%xmm7, %xmm5, %xmm5
	vaddss	%xmm5, %xmm8, %xmm5
	vmulss	%xmm20, %xmm0, %xmm7
	vmulss	%xmm7, %xmm0, %xmm7
	vcvtsi2ss	%edx, %xmm3, %xmm8
	vaddss	%xmm5, %xmm7, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vmulss	.LCPI0_23(%rip), %xmm8, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vsubss	%xmm7, %xmm4, %xmm4
	vaddss	%xmm4, %xmm0, %xmm0
	vmulss	.LCPI0_24(%rip), %xmm8, %xmm4
	vaddss	%xmm0, %xmm4, %xmm0
	vmulss	%xmm23, %xmm0, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm0
	vcvtss2sd	%xmm2, %xmm2, %xmm2
	vmulsd	%xmm22, %xmm2, %xmm2
	vaddsd	%xmm2, %xmm9, %xmm4
	vaddsd	%xmm4, %xmm10, %xmm5
	vsubsd	%xmm5, %xmm2, %xmm2
	vmulsd	%xmm1, %xmm2, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm5
	vmulsd	%xmm21, %xmm5, %xmm7
	vaddsd	%xmm7, %xmm14, %xmm7
	vmulsd	%xmm7, %xmm5, %xmm7
	vaddsd	%xmm24, %xmm7, %xmm7
	vmulsd	%xmm7, %xmm5, %xmm7
	vaddsd	%xmm26, %xmm7, %xmm7
	vmulsd	%xmm5, %xmm2, %xmm8
	vmulsd	%xmm7, %xmm8, %xmm7
	vaddsd	%xmm7, %xmm2, %xmm2
	vmulsd	%xmm17, %xmm5, %xmm7
	vaddsd	%xmm16, %xmm7, %xmm7
	vmulsd	%xmm7, %xmm5, %xmm7
	vaddsd	%xmm25, %xmm7, %xmm7
	vmulsd	%xmm7, %xmm5, %xmm7
	vaddsd	%xmm27, %xmm7, %xmm7
	vmulsd	%xmm5, %xmm5, %xmm8
	vmulsd	%xmm7, %xmm8, %xmm7
	vmulsd	%xmm28, %xmm5, %xmm5
	vaddsd	%xmm29, %xmm5, %xmm5
	vaddsd	%xmm7, %xmm5, %xmm5
	vcvtsd2ss	%xmm2, %xmm2, %xmm2
	vcvtsd2ss	%xmm5, %xmm5, %xmm5
	vxorps	%xmm30, %xmm2, %xmm7
	vxorps	%xmm30, %xmm5, %xmm8
	vmovq	%xmm4, %rcx
	testb	$2, %cl
	sete	%dl
	kmovd	%edx, %k1
	vmovaps	%xmm7, %xmm4
	vmovss	%xmm2, %xmm4, %xmm4 {%k1}
	vmovss	%xmm5, %xmm8, %xmm8 {%k1}
	kmovd	%ecx, %k2
	vmovss	%xmm8, %xmm4, %xmm4 {%k2}
	vmovss	%xmm7, %xmm2, %xmm2 {%k1}
	vmovss	%xmm2, %xmm8, %xmm8 {%k2}
	vmulss	%xmm0, %xmm8, %xmm2
	vmovaps	%xmm12, %xmm8
	vmulss	%xmm0, %xmm4, %xmm0
	vmovdqa64	%xmm31, %xmm4
	vmovss	%xmm2, -4(%r8,%rax,4)
	vmovss	%xmm0, (%r8,%rax,4)
	addq	$2, %rax
	cmpq	%rdi, %rax
	jb	.LBB0_86
	jmp	.LBB0_94
	.p2align	4
.LBB0_87:
	xorl	%ecx, %ecx
	movq	-104(%rsp), %rdi
	movq	552(%rsp), %r8
	movl	$3449720151, %r9d
	movq	2032(%rsp), %r10
	movq	1296(%rsp), %r11
	movq	1488(%rsp), %rbx
	movq	1968(%rsp), %r15
	movq	1904(%rsp), %rbp
	movq	520(%rsp), %rax
	movq	544(%rsp), %rdx
	.p2align	4
.LBB0_88:
	vmovdqu64	-384(%rdx,%rcx,8), %zmm0
	vmovdqu64	-320(%rdx,%rcx,8), %zmm1
	vmovdqu64	%zmm1, 432(%rsp)
	vmovdqu64	-256(%rdx,%rcx,8), %zmm2
	vmovdqu64	-192(%rdx,%rcx,8), %zmm4
	vmovdqu64	%zmm4, 304(%rsp)
	vmovdqu64	%zmm0, 32(%rsp)
	vpermt2d	%zmm1, %zmm19, %zmm0
	vmovdqu64	%zmm2, 112(%rsp)
	vpermt2d	%zmm4, %zmm19, %zmm2
	vmovdqu64	-64(%rdx,%rcx,8), %zmm1
	vmovdqu64	%zmm1, 640(%rsp)
	vmovdqu64	-128(%rdx,%rcx,8), %zmm4
	vmovdqu64	%zmm4, 704(%rsp)
	vpermt2d	%zmm1, %zmm19, %zmm4
	vmovdqu64	64(%rdx,%rcx,8), %zmm1
	vmovdqu64	%zmm1, 3696(%rsp)
	vmovdqu64	(%rdx,%rcx,8), %zmm5
	vmovdqu64	%zmm5, 1040(%rsp)
	vpermt2d	%zmm1, %zmm19, %zmm5
	vpsrld	$9, %zmm0, %zmm0
	vpsrld	$9, %zmm2, %zmm2
	vpsrld	$9, %zmm4, %zmm4
	vpsrld	$9, %zmm5, %zmm5
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm4, %zmm7
	vcvtdq2ps	%zmm5, %zmm5
	vbroadcastss	.LCPI0_11(%rip), %zmm1
	vaddps	%zmm1, %zmm0, %zmm8
	vaddps	%zmm1, %zmm2, %zmm4
	vaddps	%zmm1, %zmm7, %zmm2
	vaddps	%zmm1, %zmm5, %zmm0
	vbroadcastss	.LCPI0_12(%rip), %zmm1
	vmulps	%zmm1, %zmm8, %zmm5
	vextractf64x4	$1, %zmm5, %ymm7
	vcvtps2pd	%ymm7, %zmm7
	vcvtps2pd	%ymm5, %zmm5
	vmulps	%zmm1, %zmm4, %zmm4
	vextractf64x4	$1, %zmm4, %ymm8
	vcvtps2pd	%ymm8, %zmm13
	vcvtps2pd	%ymm4, %zmm4
	vmulps	%zmm1, %zmm2, %zmm2
	vextractf64x4	$1, %zmm2, %ymm8
	vcvtps2pd	%ymm8, %zmm16
	vcvtps2pd	%ymm2, %zmm2
	vmulps	%zmm1, %zmm0, %zmm0
	vextractf64x4	$1, %zmm0, %ymm8
	vcvtps2pd	%ymm8, %zmm17
	vcvtps2pd	%ymm0, %zmm20
	vbroadcastsd	.LCPI0_26(%rip), %zmm1
	vmulpd	%zmm1, %zmm5, %zmm0
	vmulpd	%zmm1, %zmm7, %zmm25
	vmulpd	%zmm1, %zmm4, %zmm8
	vmulpd	%zmm1, %zmm13, %zmm27
	vmulpd	%zmm1, %zmm2, %zmm2
	vmovupd	%zmm2, 1232(%rsp)
	vmulpd	%zmm1, %zmm16, %zmm21
	vmulpd	%zmm1, %zmm20, %zmm6
	vmovupd	%zmm6, 976(%rsp)
	vmulpd	%zmm1, %zmm17, %zmm9
	vmovupd	%zmm9, 912(%rsp)
	vbroadcastsd	.LCPI0_27(%rip), %zmm1
	vaddpd	%zmm1, %zmm25, %zmm5
	vaddpd	%zmm1, %zmm0, %zmm7
	vaddpd	%zmm1, %zmm27, %zmm28
	vaddpd	%zmm1, %zmm8, %zmm4
	vaddpd	%zmm1, %zmm21, %zmm13
	vaddpd	%zmm1, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm9, %zmm16
	vaddpd	%zmm1, %zmm6, %zmm17
	vpbroadcastq	.LCPI0_41(%rip), %zmm1
	vptestnmq	%zmm1, %zmm7, %k0
	vptestnmq	%zmm1, %zmm5, %k1
	kunpckbw	%k0, %k1, %k1
	kmovw	%k1, 1168(%rsp)
	vptestnmq	%zmm1, %zmm4, %k0
	vptestnmq	%zmm1, %zmm28, %k1
	kunpckbw	%k0, %k1, %k3
	vptestnmq	%zmm1, %zmm2, %k0
	vptestnmq	%zmm1, %zmm13, %k1
	kunpckbw	%k0, %k1, %k2
	vptestnmq	%zmm1, %zmm17, %k0
	vptestnmq	%zmm1, %zmm16, %k1
	kunpckbw	%k0, %k1, %k4
	vpbroadcastq	.LCPI0_42(%rip), %zmm1
	vptestnmq	%zmm1, %zmm7, %k0
	vptestnmq	%zmm1, %zmm5, %k1
	kunpckbw	%k0, %k1, %k1
	vptestnmq	%zmm1, %zmm4, %k0
	vptestnmq	%zmm1, %zmm28, %k5
	kunpckbw	%k0, %k5, %k7
	vptestnmq	%zmm1, %zmm2, %k0
	vptestnmq	%zmm1, %zmm13, %k5
	kunpckbw	%k0, %k5, %k6
	vptestnmq	%zmm1, %zmm17, %k0
	vptestnmq	%zmm1, %zmm16, %k5
	kunpckbw	%k0, %k5, %k5
	vbroadcastsd	.LCPI0_28(%rip), %zmm1
	vaddpd	%zmm1, %zmm7, %zmm7
	vaddpd	%zmm1, %zmm5, %zmm5
	vsubpd	%zmm5, %zmm25, %zmm5
	vsubpd	%zmm7, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_29(%rip), %zmm6
	vmulpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm5, %zmm7
	vmulpd	%zmm0, %zmm0, %zmm25
	vbroadcastsd	.LCPI0_30(%rip), %zmm10
	vmulpd	%zmm10, %zmm25, %zmm9
	vmulpd	%zmm10, %zmm7, %zmm12
	vbroadcastsd	.LCPI0_31(%rip), %zmm24
	vaddpd	%zmm24, %zmm12, %zmm12
	vaddpd	%zmm24, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm25, %zmm9
	vmulpd	%zmm12, %zmm7, %zmm12
	vbroadcastsd	.LCPI0_32(%rip), %zmm26
	vaddpd	%zmm26, %zmm12, %zmm12
	vaddpd	%zmm26, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm25, %zmm9
	vmulpd	%zmm12, %zmm7, %zmm12
	vbroadcastsd	.LCPI0_33(%rip), %zmm29
	vaddpd	%zmm29, %zmm12, %zmm12
	vaddpd	%zmm29, %zmm9, %zmm9
	vmulpd	%zmm7, %zmm5, %zmm11
	vmulpd	%zmm12, %zmm11, %zmm11
	vmulpd	%zmm25, %zmm0, %zmm12
	vmulpd	%zmm9, %zmm12, %zmm9
	vaddpd	%zmm11, %zmm5, %zmm5
	vaddpd	%zmm9, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm14
	vmulpd	%zmm14, %zmm25, %zmm9
	vmulpd	%zmm14, %zmm7, %zmm11
	vbroadcastsd	.LCPI0_35(%rip), %zmm15
	vsubpd	%zmm11, %zmm15, %zmm11
	vsubpd	%zmm9, %zmm15, %zmm9
	vmulpd	%zmm9, %zmm25, %zmm9
	vmulpd	%zmm11, %zmm7, %zmm11
	vbroadcastsd	.LCPI0_36(%rip), %zmm20
	vaddpd	%zmm20, %zmm11, %zmm11
	vaddpd	%zmm20, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm25, %zmm9
	vmulpd	%zmm11, %zmm7, %zmm11
	vbroadcastsd	.LCPI0_37(%rip), %zmm22
	vaddpd	%zmm22, %zmm11, %zmm11
	vaddpd	%zmm22, %zmm9, %zmm9
	vmulpd	%zmm7, %zmm7, %zmm12
	vmulpd	%zmm11, %zmm12, %zmm11
	vmulpd	%zmm25, %zmm25, %zmm12
	vmulpd	%zmm9, %zmm12, %zmm9
	vbroadcastsd	.LCPI0_38(%rip), %zmm23
	vmulpd	%zmm23, %zmm7, %zmm7
	vmulpd	%zmm23, %zmm25, %zmm12
	vbroadcastsd	.LCPI0_39(%rip), %zmm30
	vsubpd	%zmm12, %zmm30, %zmm12
	vaddpd	%zmm9, %zmm12, %zmm9
	vsubpd	%zmm7, %zmm30, %zmm7
	vaddpd	%zmm11, %zmm7, %zmm7
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm5, %ymm5
	vcvtpd2ps	%zmm9, %ymm9
	vcvtpd2ps	%zmm7, %ymm7
	vinsertf64x4	$1, %ymm5, %zmm0, %zmm31
	vinsertf64x4	$1, %ymm7, %zmm9, %zmm9
	vbroadcastss	.LCPI0_40(%rip), %zmm7
	vxorps	%zmm7, %zmm31, %zmm11
	vxorps	%zmm7, %zmm9, %zmm5
	vblendmps	%zmm31, %zmm11, %zmm12 {%k1}
	vmovups	%zmm12, 3312(%rsp)
	vmovaps	%zmm9, %zmm5 {%k1}
	vmovaps	%zmm11, %zmm31 {%k1}
	vaddpd	%zmm1, %zmm4, %zmm4
	vaddpd	%zmm1, %zmm28, %zmm9
	vsubpd	%zmm9, %zmm27, %zmm9
	vsubpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm6, %zmm4, %zmm4
	vmulpd	%zmm6, %zmm9, %zmm8
	vmulpd	%zmm8, %zmm8, %zmm9
	vmulpd	%zmm4, %zmm4, %zmm11
	vmulpd	%zmm10, %zmm11, %zmm12
	vmulpd	%zmm10, %zmm9, %zmm25
	vaddpd	%zmm24, %zmm25, %zmm25
	vaddpd	%zmm24, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm11, %zmm12
	vmulpd	%zmm25, %zmm9, %zmm25
	vaddpd	%zmm26, %zmm25, %zmm25
	vaddpd	%zmm26, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm11, %zmm12
	vmulpd	%zmm25, %zmm9, %zmm25
	vaddpd	%zmm29, %zmm25, %zmm25
	vaddpd	%zmm29, %zmm12, %zmm12
	vmulpd	%zmm9, %zmm8, %zmm27
	vmulpd	%zmm25, %zmm27, %zmm25
	vmulpd	%zmm11, %zmm4, %zmm27
	vmulpd	%zmm12, %zmm27, %zmm12
	vaddpd	%zmm25, %zmm8, %zmm8
	vaddpd	%zmm12, %zmm4, %zmm4
	vmulpd	%zmm14, %zmm11, %zmm12
	vmulpd	%zmm14, %zmm9, %zmm25
	vsubpd	%zmm25, %zmm15, %zmm25
	vsubpd	%zmm12, %zmm15, %zmm12
	vmulpd	%zmm12, %zmm11, %zmm12
	vmulpd	%zmm25, %zmm9, %zmm25
	vaddpd	%zmm20, %zmm25, %zmm25
	vaddpd	%zmm20, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm11, %zmm12
	vmulpd	%zmm25, %zmm9, %zmm25
	vaddpd	%zmm22, %zmm25, %zmm25
	vaddpd	%zmm22, %zmm12, %zmm12
	vmulpd	%zmm9, %zmm9, %zmm27
	vmulpd	%zmm25, %zmm27, %zmm25
	vmulpd	%zmm11, %zmm11, %zmm27
	vmulpd	%zmm12, %zmm27, %zmm12
	vmulpd	%zmm23, %zmm9, %zmm9
	vmulpd	%zmm23, %zmm11, %zmm11
	vsubpd	%zmm11, %zmm30, %zmm11
	vaddpd	%zmm12, %zmm11, %zmm11
	vsubpd	%zmm9, %zmm30, %zmm9
	vaddpd	%zmm25, %zmm9, %zmm9
	vcvtpd2ps	%zmm4, %ymm4
	vcvtpd2ps	%zmm8, %ymm8
	vinsertf64x4	$1, %ymm8, %zmm4, %zmm4
	vcvtpd2ps	%zmm11, %ymm8
	vcvtpd2ps	%zmm9, %ymm9
	vinsertf64x4	$1, %ymm9, %zmm8, %zmm8
	vxorps	%zmm7, %zmm4, %zmm9
	vxorps	%zmm7, %zmm8, %zmm25
	vblendmps	%zmm4, %zmm9, %zmm27 {%k7}
	vmovaps	%zmm8, %zmm25 {%k7}
	vmovaps	%zmm9, %zmm4 {%k7}
	vaddpd	%zmm1, %zmm2, %zmm8
	vaddpd	%zmm1, %zmm13, %zmm2
	vsubpd	%zmm2, %zmm21, %zmm2
	vmovupd	1232(%rsp), %zmm0
	vsubpd	%zmm8, %zmm0, %zmm8
	vmulpd	%zmm6, %zmm8, %zmm8
	vmulpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm9
	vmulpd	%zmm8, %zmm8, %zmm11
	vmulpd	%zmm10, %zmm11, %zmm12
	vmulpd	%zmm10, %zmm9, %zmm21
	vaddpd	%zmm24, %zmm21, %zmm21
	vaddpd	%zmm24, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm11, %zmm12
	vmulpd	%zmm21, %zmm9, %zmm21
	vaddpd	%zmm26, %zmm21, %zmm21
	vaddpd	%zmm26, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm11, %zmm12
	vmulpd	%zmm21, %zmm9, %zmm21
	vaddpd	%zmm29, %zmm21, %zmm21
	vaddpd	%zmm29, %zmm12, %zmm12
	vmulpd	%zmm9, %zmm2, %zmm28
	vmulpd	%zmm21, %zmm28, %zmm21
	vmulpd	%zmm11, %zmm8, %zmm28
	vmulpd	%zmm12, %zmm28, %zmm12
	vaddpd	%zmm21, %zmm2, %zmm2
	vaddpd	%zmm12, %zmm8, %zmm8
	vmulpd	%zmm14, %zmm11, %zmm12
	vmulpd	%zmm14, %zmm9, %zmm21
	vsubpd	%zmm21, %zmm15, %zmm21
	vsubpd	%zmm12, %zmm15, %zmm12
	vmulpd	%zmm12, %zmm11, %zmm12
	vmulpd	%zmm21, %zmm9, %zmm21
	vaddpd	%zmm20, %zmm21, %zmm21
	vaddpd	%zmm20, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm11, %zmm12
	vmulpd	%zmm21, %zmm9, %zmm21
	vaddpd	%zmm22, %zmm21, %zmm21
	vaddpd	%zmm22, %zmm12, %zmm12
	vmulpd	%zmm9, %zmm9, %zmm28
	vmulpd	%zmm21, %zmm28, %zmm21
	vmulpd	%zmm11, %zmm11, %zmm28
	vmulpd	%zmm12, %zmm28, %zmm12
	vmulpd	%zmm23, %zmm9, %zmm9
	vmulpd	%zmm23, %zmm11, %zmm11
	vsubpd	%zmm11, %zmm30, %zmm11
	vaddpd	%zmm12, %zmm11, %zmm11
	vsubpd	%zmm9, %zmm30, %zmm9
	vaddpd	%zmm21, %zmm9, %zmm9
	vcvtpd2ps	%zmm8, %ymm8
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm11, %ymm11
	vinsertf64x4	$1, %ymm2, %zmm8, %zmm2
	vcvtpd2ps	%zmm9, %ymm8
	vinsertf64x4	$1, %ymm8, %zmm11, %zmm8
	vxorps	%zmm7, %zmm2, %zmm9
	vxorps	%zmm7, %zmm8, %zmm21
	vblendmps	%zmm2, %zmm9, %zmm28 {%k6}
	vmovaps	%zmm8, %zmm21 {%k6}
	vmovaps	%zmm9, %zmm2 {%k6}
	vaddpd	%zmm1, %zmm17, %zmm8
	vaddpd	%zmm1, %zmm16, %zmm9
	vmovupd	912(%rsp), %zmm0
	vsubpd	%zmm9, %zmm0, %zmm9
	vmovupd	976(%rsp), %zmm0
	vsubpd	%zmm8, %zmm0, %zmm8
	vmulpd	%zmm6, %zmm8, %zmm8
	vmulpd	%zmm6, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm9, %zmm11
	vmulpd	%zmm8, %zmm8, %zmm12
	vmulpd	%zmm10, %zmm12, %zmm13
	vmulpd	%zmm10, %zmm11, %zmm16
	vaddpd	%zmm24, %zmm16, %zmm16
	vaddpd	%zmm24, %zmm13, %zmm13
	vmulpd	%zmm13, %zmm12, %zmm13
	vmulpd	%zmm16, %zmm11, %zmm16
	vaddpd	%zmm26, %zmm16, %zmm16
	vaddpd	%zmm26, %zmm13, %zmm13
	vmulpd	%zmm13, %zmm12, %zmm13
	vmulpd	%zmm16, %zmm11, %zmm16
	vaddpd	%zmm29, %zmm16, %zmm16
	vaddpd	%zmm29, %zmm13, %zmm13
	vmulpd	%zmm11, %zmm9, %zmm17
	vmulpd	%zmm16, %zmm17, %zmm16
	vmulpd	%zmm12, %zmm8, %zmm17
	vmulpd	%zmm13, %zmm17, %zmm13
	vaddpd	%zmm16, %zmm9, %zmm9
	vaddpd	%zmm13, %zmm8, %zmm8
	vmulpd	%zmm14, %zmm12, %zmm13
	vmulpd	%zmm14, %zmm11, %zmm16
	vsubpd	%zmm16, %zmm15, %zmm16
	vsubpd	%zmm13, %zmm15, %zmm13
	vmulpd	%zmm13, %zmm12, %zmm13
	vmulpd	%zmm16, %zmm11, %zmm16
	vaddpd	%zmm20, %zmm16, %zmm16
	vaddpd	%zmm20, %zmm13, %zmm13
	vmulpd	%zmm13, %zmm12, %zmm13
	vmulpd	%zmm16, %zmm11, %zmm16
	vaddpd	%zmm22, %zmm16, %zmm16
	vaddpd	%zmm22, %zmm13, %zmm13
	vmulpd	%zmm11, %zmm11, %zmm17
	vmulpd	%zmm16, %zmm17, %zmm16
	vmulpd	%zmm12, %zmm12, %zmm17
	vmulpd	%zmm13, %zmm17, %zmm13
	vmulpd	%zmm23, %zmm11, %zmm11
	vmulpd	%zmm23, %zmm12, %zmm12
	vsubpd	%zmm12, %zmm30, %zmm12
	vaddpd	%zmm13, %zmm12, %zmm12
	vsubpd	%zmm11, %zmm30, %zmm11
	vaddpd	%zmm16, %zmm11, %zmm11
	vcvtpd2ps	%zmm8, %ymm8
	vcvtpd2ps	%zmm9, %ymm9
	vcvtpd2ps	%zmm12, %ymm12
	vcvtpd2ps	%zmm11, %ymm11
	vinsertf64x4	$1, %ymm9, %zmm8, %zmm8
	vinsertf64x4	$1, %ymm11, %zmm12, %zmm9
	vxorps	%zmm7, %zmm8, %zmm11
	vxorps	%zmm7, %zmm9, %zmm12
	vblendmps	%zmm8, %zmm11, %zmm17 {%k5}
	vmovaps	%zmm9, %zmm12 {%k5}
	vmovaps	%zmm11, %zmm8 {%k5}
	kmovw	1168(%rsp), %k1
	vblendmps	3312(%rsp), %zmm5, %zmm16 {%k1}
	vblendmps	%zmm27, %zmm25, %zmm13 {%k3}
	vmovaps	%zmm31, %zmm7
	vmovaps	%zmm5, %zmm7 {%k1}
	vmovaps	%zmm25, %zmm4 {%k3}
	vblendmps	%zmm28, %zmm21, %zmm0 {%k2}
	vmovups	%zmm0, 912(%rsp)
	vblendmps	%zmm17, %zmm12, %zmm0 {%k4}
	vmovups	%zmm0, 976(%rsp)
	vmovaps	%zmm21, %zmm2 {%k2}
	vmovaps	%zmm12, %zmm8 {%k4}
	vmovdqu64	32(%rsp), %zmm0
	vpermt2d	432(%rsp), %zmm18, %zmm0
	vmovdqu64	112(%rsp), %zmm1
	vpermt2d	304(%rsp), %zmm18, %zmm1
	vmovdqu64	704(%rsp), %zmm5
	vpermt2d	640(%rsp), %zmm18, %zmm5
	vmovdqu64	1040(%rsp), %zmm6
	vpermt2d	3696(%rsp), %zmm18, %zmm6
	vpsrld	$9, %zmm0, %zmm9
	vpsrld	$9, %zmm1, %zmm11
	vpsrld	$9, %zmm5, %zmm12
	vpsrld	$9, %zmm6, %zmm14
	vcvtdq2ps	%zmm9, %zmm9
	vcvtdq2ps	%zmm11, %zmm11
	vcvtdq2ps	%zmm12, %zmm12
	vcvtdq2ps	%zmm14, %zmm14
	vbroadcastss	.LCPI0_11(%rip), %zmm0
	vaddps	%zmm0, %zmm9, %zmm9
	vaddps	%zmm0, %zmm11, %zmm11
	vaddps	%zmm0, %zmm12, %zmm12
	vaddps	%zmm0, %zmm14, %zmm14
	vbroadcastss	.LCPI0_12(%rip), %zmm1
	vmulps	%zmm1, %zmm9, %zmm9
	vmulps	%zmm1, %zmm11, %zmm11
	vmulps	%zmm1, %zmm12, %zmm12
	vmulps	%zmm1, %zmm14, %zmm14
	vpbroadcastd	.LCPI0_13(%rip), %zmm1
	vpaddd	%zmm1, %zmm9, %zmm9
	vpaddd	%zmm1, %zmm11, %zmm11
	vpaddd	%zmm1, %zmm12, %zmm20
	vpaddd	%zmm1, %zmm14, %zmm21
	vpbroadcastd	.LCPI0_15(%rip), %zmm1
	vpandd	%zmm1, %zmm9, %zmm12
	vpandd	%zmm1, %zmm11, %zmm14
	vpandd	%zmm1, %zmm20, %zmm15
	vpandd	%zmm1, %zmm21, %zmm17
	vpbroadcastd	.LCPI0_16(%rip), %zmm1
	vpaddd	%zmm1, %zmm12, %zmm12
	vpaddd	%zmm1, %zmm14, %zmm14
	vpaddd	%zmm1, %zmm15, %zmm15
	vpaddd	%zmm1, %zmm17, %zmm17
	vbroadcastss	.LCPI0_17(%rip), %zmm1
	vaddps	%zmm1, %zmm12, %zmm12
	vaddps	%zmm1, %zmm14, %zmm14
	vaddps	%zmm1, %zmm15, %zmm15
	vaddps	%zmm1, %zmm17, %zmm17
	vbroadcastss	.LCPI0_18(%rip), %zmm1
	vaddps	%zmm1, %zmm12, %zmm22
	vaddps	%zmm1, %zmm14, %zmm23
	vaddps	%zmm1, %zmm15, %zmm25
	vaddps	%zmm1, %zmm17, %zmm27
	vdivps	%zmm22, %zmm12, %zmm22
	vdivps	%zmm23, %zmm14, %zmm23
	vdivps	%zmm25, %zmm15, %zmm25
	vdivps	%zmm27, %zmm17, %zmm27
	vmulps	%zmm22, %zmm22, %zmm28
	vmulps	%zmm23, %zmm23, %zmm30
	vmulps	%zmm25, %zmm25, %zmm31
	vmulps	%zmm27, %zmm27, %zmm10
	vmulps	%zmm28, %zmm28, %zmm29
	vbroadcastss	.LCPI0_19(%rip), %zmm26
	vmulps	%zmm26, %zmm29, %zmm1
	vbroadcastss	.LCPI0_20(%rip), %zmm6
	vaddps	%zmm6, %zmm1, %zmm1
	vmulps	%zmm1, %zmm29, %zmm1
	vbroadcastss	.LCPI0_21(%rip), %zmm24
	vmulps	%zmm24, %zmm29, %zmm29
	vbroadcastss	.LCPI0_22(%rip), %zmm5
	vaddps	%zmm5, %zmm29, %zmm29
	vmulps	%zmm29, %zmm28, %zmm28
	vmulps	%zmm30, %zmm30, %zmm29
	vaddps	%zmm1, %zmm28, %zmm1
	vmulps	%zmm26, %zmm29, %zmm28
	vaddps	%zmm6, %zmm28, %zmm28
	vmulps	%zmm28, %zmm29, %zmm28
	vmulps	%zmm24, %zmm29, %zmm29
	vaddps	%zmm5, %zmm29, %zmm29
	vmulps	%zmm29, %zmm30, %zmm29
	vmulps	%zmm31, %zmm31, %zmm30
	vaddps	%zmm28, %zmm29, %zmm28
	vmulps	%zmm26, %zmm30, %zmm29
	vaddps	%zmm6, %zmm29, %zmm29
	vmulps	%zmm29, %zmm30, %zmm29
	vmulps	%zmm24, %zmm30, %zmm30
	vaddps	%zmm5, %zmm30, %zmm30
	vmulps	%zmm30, %zmm31, %zmm30
	vmulps	%zmm10, %zmm10, %zmm31
	vaddps	%zmm29, %zmm30, %zmm29
	vmulps	%zmm26, %zmm31, %zmm30
	vaddps	%zmm6, %zmm30, %zmm30
	vmulps	%zmm30, %zmm31, %zmm30
	vmulps	%zmm24, %zmm31, %zmm31
	vaddps	%zmm5, %zmm31, %zmm31
	vmulps	%zmm31, %zmm10, %zmm10
	vpsrld	$23, %zmm9, %zmm9
	vpsrld	$23, %zmm11, %zmm11
	vpsrld	$23, %zmm20, %zmm20
	vpsrld	$23, %zmm21, %zmm21
	vpbroadcastd	.LCPI0_14(%rip), %zmm31
	vpaddd	%zmm31, %zmm9, %zmm9
	vpaddd	%zmm31, %zmm11, %zmm11
	vpaddd	%zmm31, %zmm20, %zmm20
	vpaddd	%zmm31, %zmm21, %zmm21
	vaddps	%zmm30, %zmm10, %zmm10
	vmulps	%zmm0, %zmm12, %zmm30
	vmulps	%zmm30, %zmm12, %zmm30
	vaddps	%zmm1, %zmm30, %zmm1
	vmulps	%zmm1, %zmm22, %zmm1
	vmulps	%zmm0, %zmm14, %zmm22
	vmulps	%zmm22, %zmm14, %zmm22
	vaddps	%zmm28, %zmm22, %zmm28
	vmulps	%zmm28, %zmm23, %zmm23
	vmulps	%zmm0, %zmm15, %zmm28
	vmulps	%zmm28, %zmm15, %zmm28
	vaddps	%zmm29, %zmm28, %zmm29
	vmulps	%zmm29, %zmm25, %zmm25
	vmulps	%zmm0, %zmm17, %zmm29
	vmulps	%zmm29, %zmm17, %zmm29
	vcvtdq2ps	%zmm9, %zmm9
	vcvtdq2ps	%zmm11, %zmm11
	vcvtdq2ps	%zmm20, %zmm20
	vcvtdq2ps	%zmm21, %zmm21
	vaddps	%zmm10, %zmm29, %zmm10
	vmulps	%zmm10, %zmm27, %zmm10
	vbroadcastss	.LCPI0_23(%rip), %zmm5
	vmulps	%zmm5, %zmm9, %zmm27
	vaddps	%zmm1, %zmm27, %zmm1
	vmulps	%zmm5, %zmm11, %zmm27
	vaddps	%zmm23, %zmm27, %zmm23
	vmulps	%zmm5, %zmm20, %zmm27
	vaddps	%zmm25, %zmm27, %zmm25
	vmulps	%zmm5, %zmm21, %zmm27
	vaddps	%zmm10, %zmm27, %zmm10
	vsubps	%zmm30, %zmm1, %zmm1
	vsubps	%zmm22, %zmm23, %zmm22
	vsubps	%zmm28, %zmm25, %zmm23
	vsubps	%zmm29, %zmm10, %zmm10
	vaddps	%zmm1, %zmm12, %zmm1
	vaddps	%zmm22, %zmm14, %zmm12
	vaddps	%zmm23, %zmm15, %zmm14
	vaddps	%zmm10, %zmm17, %zmm10
	vbroadcastss	.LCPI0_24(%rip), %zmm5
	vmulps	%zmm5, %zmm9, %zmm9
	vaddps	%zmm1, %zmm9, %zmm1
	vmulps	%zmm5, %zmm11, %zmm9
	vaddps	%zmm12, %zmm9, %zmm9
	vmulps	%zmm5, %zmm20, %zmm11
	vaddps	%zmm14, %zmm11, %zmm11
	vmulps	%zmm5, %zmm21, %zmm12
	vaddps	%zmm10, %zmm12, %zmm10
	vbroadcastss	.LCPI0_25(%rip), %zmm5
	vmulps	%zmm5, %zmm1, %zmm1
	vmulps	%zmm5, %zmm9, %zmm9
	vsqrtps	%zmm1, %zmm1
	vsqrtps	%zmm9, %zmm9
	vmulps	%zmm1, %zmm7, %zmm0
	vmulps	%zmm1, %zmm16, %zmm1
	vmulps	%zmm9, %zmm4, %zmm4
	vmulps	%zmm9, %zmm13, %zmm9
	vmulps	%zmm5, %zmm11, %zmm11
	vmulps	%zmm5, %zmm10, %zmm10
	vsqrtps	%zmm11, %zmm11
	vsqrtps	%zmm10, %zmm10
	vmulps	%zmm11, %zmm2, %zmm2
	vmulps	912(%rsp), %zmm11, %zmm7
	vmulps	%zmm10, %zmm8, %zmm8
	vmulps	976(%rsp), %zmm10, %zmm5
	vmovaps	%zmm0, %zmm10
	vmovaps	.LCPI0_43(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm10
	vmovaps	.LCPI0_44(%rip), %zmm11
	vpermt2ps	%zmm1, %zmm11, %zmm0
	vmovups	%zmm0, -384(%rdx,%rcx,8)
	vmovups	%zmm10, -320(%rdx,%rcx,8)
	vmovaps	%zmm4, %zmm0
	vpermt2ps	%zmm9, %zmm6, %zmm0
	vpermt2ps	%zmm9, %zmm11, %zmm4
	vmovups	%zmm4, -256(%rdx,%rcx,8)
	vmovups	%zmm0, -192(%rdx,%rcx,8)
	vmovaps	%zmm2, %zmm0
	vpermt2ps	%zmm7, %zmm6, %zmm0
	vpermt2ps	%zmm7, %zmm11, %zmm2
	vmovups	%zmm2, -128(%rdx,%rcx,8)
	vmovups	%zmm0, -64(%rdx,%rcx,8)
	vmovaps	%zmm8, %zmm0
	vpermt2ps	%zmm5, %zmm6, %zmm0
	vpermt2ps	%zmm5, %zmm11, %zmm8
	vmovups	%zmm8, (%rdx,%rcx,8)
	vmovups	%zmm0, 64(%rdx,%rcx,8)
	addq	$64, %rcx
	cmpq	%rcx, %rax
	jne	.LBB0_88
	cmpq	%rax, 208(%rsp)
	movq	-120(%rsp), %r13
	vmovdqa64	.LCPI0_53(%rip), %zmm15
	vmovd	.LCPI0_18(%rip), %xmm4
	vxorps	%xmm6, %xmm6, %xmm6
	vmovss	.LCPI0_11(%rip), %xmm20
	vmovss	.LCPI0_12(%rip), %xmm13
	vmovss	.LCPI0_17(%rip), %xmm11
	vmovss	.LCPI0_19(%rip), %xmm8
	vmovss	.LCPI0_25(%rip), %xmm23
	vmovsd	.LCPI0_26(%rip), %xmm22
	vmovsd	.LCPI0_27(%rip), %xmm9
	vmovsd	.LCPI0_28(%rip), %xmm10
	vmovsd	.LCPI0_29(%rip), %xmm1
	vmovsd	.LCPI0_30(%rip), %xmm21
	vmovsd	.LCPI0_31(%rip), %xmm14
	vmovsd	.LCPI0_32(%rip), %xmm24
	vmovsd	.LCPI0_33(%rip), %xmm26
	vmovsd	.LCPI0_46(%rip), %xmm17
	vmovsd	.LCPI0_35(%rip), %xmm16
	vmovsd	.LCPI0_36(%rip), %xmm25
	vmovsd	.LCPI0_37(%rip), %xmm27
	vmovsd	.LCPI0_47(%rip), %xmm28
	vmovsd	.LCPI0_39(%rip), %xmm29
	vbroadcastss	.LCPI0_40(%rip), %xmm30
	movq	2160(%rsp), %r12
	je	.LBB0_94
	movq	864(%rsp), %rax
	testb	$56, 208(%rsp)
	je	.LBB0_86
	vmovdqa	%xmm4, %xmm11
	movq	520(%rsp), %rax
	movq	216(%rsp), %rcx
	movq	856(%rsp), %rdx
	vbroadcastsd	.LCPI0_26(%rip), %zmm31
	vbroadcastsd	.LCPI0_27(%rip), %zmm10
	vbroadcastsd	.LCPI0_28(%rip), %zmm12
	vbroadcastsd	.LCPI0_29(%rip), %zmm14
	vbroadcastsd	.LCPI0_30(%rip), %zmm16
	vbroadcastsd	.LCPI0_31(%rip), %zmm17
	vbroadcastsd	.LCPI0_32(%rip), %zmm21
	vbroadcastsd	.LCPI0_33(%rip), %zmm22
	vbroadcastsd	.LCPI0_35(%rip), %zmm23
	vbroadcastsd	.LCPI0_36(%rip), %zmm24
	vbroadcastsd	.LCPI0_37(%rip), %zmm25
	vbroadcastsd	.LCPI0_39(%rip), %zmm26
	vpbroadcastq	.LCPI0_41(%rip), %zmm27
	vpbroadcastq	.LCPI0_42(%rip), %zmm28
	vmovdqa64	.LCPI0_45(%rip), %ymm29
	vbroadcastss	.LCPI0_11(%rip), %ymm8
	vbroadcastss	.LCPI0_12(%rip), %ymm30
	vbroadcastss	.LCPI0_40(%rip), %ymm9
	.p2align	4
.LBB0_92:
	vmovdqu64	(%rcx,%rax,8), %zmm0
	vpmovqd	%zmm0, %ymm0
	vpermd	(%rcx,%rax,8), %zmm29, %zmm1
	vpsrld	$9, %ymm0, %ymm0
	vcvtdq2ps	%ymm0, %ymm0
	vaddps	%ymm0, %ymm8, %ymm0
	vmulps	%ymm30, %ymm0, %ymm0
	vpaddd	.LCPI0_13(%rip){1to8}, %ymm0, %ymm2
	vpsrld	$9, %ymm1, %ymm0
	vcvtdq2ps	%ymm0, %ymm0
	vaddps	%ymm0, %ymm8, %ymm0
	vmulps	%ymm30, %ymm0, %ymm1
	vpandd	.LCPI0_15(%rip){1to8}, %ymm2, %ymm0
	vpaddd	.LCPI0_16(%rip){1to8}, %ymm0, %ymm0
	vaddps	.LCPI0_17(%rip){1to8}, %ymm0, %ymm0
	vcvtps2pd	%ymm1, %zmm1
	vmulpd	%zmm31, %zmm1, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm4
	vaddpd	%zmm12, %zmm4, %zmm5
	vsubpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm14, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm5
	vmulpd	%zmm16, %zmm5, %zmm7
	vaddpd	%zmm17, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm21, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm22, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm1, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	.LCPI0_46(%rip){1to8}, %zmm5, %zmm7
	vaddpd	%zmm23, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm24, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm25, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddps	.LCPI0_18(%rip){1to8}, %ymm0, %ymm8
	vmulpd	.LCPI0_47(%rip){1to8}, %zmm5, %zmm5
	vaddpd	%zmm26, %zmm5, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vcvtpd2ps	%zmm1, %ymm1
	vcvtpd2ps	%zmm5, %ymm5
	vdivps	%ymm8, %ymm0, %ymm7
	vxorps	%ymm1, %ymm9, %ymm8
	vptestnmq	%zmm27, %zmm4, %k0
	vptestnmq	%zmm28, %zmm4, %k1
	vxorps	%ymm5, %ymm9, %ymm4
	vmovaps	%ymm5, %ymm4 {%k1}
	vblendmps	%ymm1, %ymm8, %ymm5 {%k1}
	vmovaps	%ymm8, %ymm1 {%k1}
	vmulps	%ymm7, %ymm7, %ymm8
	vinsertf64x4	$1, %ymm4, %zmm1, %zmm1
	kunpckbw	%k0, %k0, %k1
	vinsertf32x8	$1, %ymm5, %zmm4, %zmm1 {%k1}
	vmulps	%ymm8, %ymm8, %ymm4
	vmulps	.LCPI0_19(%rip){1to8}, %ymm4, %ymm5
	vaddps	.LCPI0_20(%rip){1to8}, %ymm5, %ymm5
	vmulps	%ymm5, %ymm4, %ymm5
	vmulps	.LCPI0_21(%rip){1to8}, %ymm4, %ymm4
	vaddps	.LCPI0_22(%rip){1to8}, %ymm4, %ymm4
	vmulps	%ymm4, %ymm8, %ymm4
	vbroadcastss	.LCPI0_11(%rip), %ymm8
	vpsrld	$23, %ymm2, %ymm2
	vpaddd	.LCPI0_14(%rip){1to8}, %ymm2, %ymm2
	vaddps	%ymm5, %ymm4, %ymm4
	vmulps	%ymm0, %ymm8, %ymm5
	vmulps	%ymm5, %ymm0, %ymm5
	vcvtdq2ps	%ymm2, %ymm2
	vaddps	%ymm4, %ymm5, %ymm4
	vmulps	%ymm4, %ymm7, %ymm4
	vmulps	.LCPI0_23(%rip){1to8}, %ymm2, %ymm7
	vaddps	%ymm4, %ymm7, %ymm4
	vsubps	%ymm5, %ymm4, %ymm4
	vaddps	%ymm4, %ymm0, %ymm0
	vmulps	.LCPI0_24(%rip){1to8}, %ymm2, %ymm2
	vaddps	%ymm0, %ymm2, %ymm0
	vmulps	.LCPI0_25(%rip){1to8}, %ymm0, %ymm0
	vsqrtps	%ymm0, %ymm0
	vmovaps	.LCPI0_48(%rip), %zmm2
	vpermps	%zmm1, %zmm2, %zmm1
	vmovaps	.LCPI0_49(%rip), %zmm2
	vpermps	%zmm0, %zmm2, %zmm0
	vmulps	%zmm0, %zmm1, %zmm0
	vmovups	%zmm0, (%rcx,%rax,8)
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.LBB0_92
	movq	848(%rsp), %rax
	cmpq	%rdx, 208(%rsp)
	vmovss	.LCPI0_25(%rip), %xmm23
	vmovsd	.LCPI0_26(%rip), %xmm22
	vmovsd	.LCPI0_27(%rip), %xmm9
	vmovsd	.LCPI0_28(%rip), %xmm10
	vmovsd	.LCPI0_29(%rip), %xmm1
	vmovsd	.LCPI0_30(%rip), %xmm21
	vmovsd	.LCPI0_31(%rip), %xmm14
	vmovsd	.LCPI0_32(%rip), %xmm24
	vmovsd	.LCPI0_33(%rip), %xmm26
	vmovsd	.LCPI0_46(%rip), %xmm17
	vmovsd	.LCPI0_35(%rip), %xmm16
	vmovsd	.LCPI0_36(%rip), %xmm25
	vmovsd	.LCPI0_37(%rip), %xmm27
	vmovsd	.LCPI0_47(%rip), %xmm28
	vmovsd	.LCPI0_39(%rip), %xmm29
	vbroadcastss	.LCPI0_40(%rip), %xmm30
	vmovdqa	%xmm11, %xmm4
	vmovss	.LCPI0_17(%rip), %xmm11
	vmovss	.LCPI0_19(%rip), %xmm8
	jne	.LBB0_86
	.p2align	4
.LBB0_94:
	vmovss	.LCPI0_22(%rip), %xmm12
	vmovss	.LCPI0_20(%rip), %xmm24
	vmovss	.LCPI0_23(%rip), %xmm31
	cmpq	%r13, %rdi
	vmovd	.LCPI0_61(%rip), %xmm30
	vpbroadcastd	.LCPI0_65(%rip), %zmm25
	vmovdqa64	%xmm4, %xmm27
	je	.LBB0_99
	vmovaps	%xmm8, %xmm26
	vmovaps	%xmm13, %xmm17
	xorl	-88(%rsp), %r12d
	xorl	904(%rsp), %r12d
	movq	1424(%rsp), %r8
	imulq	%r8, %r12
	movq	%r12, %r13
	shrq	$32, %r13
	movq	-56(%rsp), %rcx
	xorl	872(%rsp), %ecx
	xorl	880(%rsp), %r13d
	imulq	%r8, %rcx
	movq	%rcx, %rax
	shrq	$32, %rax
	imulq	%r9, %r13
	movq	224(%rsp), %rdx
	xorl	%eax, %edx
	movq	%r13, %rax
	shrq	$32, %rax
	xorl	888(%rsp), %eax
	xorl	%edx, %r12d
	imulq	%r8, %rax
	imulq	%r9, %r12
	movq	%r12, %rdx
	shrq	$32, %rdx
	xorl	%ebp, %r13d
	xorl	%edx, %r13d
	movq	%rax, %rdx
	shrq	$32, %rdx
	xorl	%r10d, %ecx
	xorl	%edx, %ecx
	imulq	%r8, %r13
	imulq	%r9, %rcx
	movq	%rcx, %rdx
	shrq	$32, %rdx
	xorl	3184(%rsp), %r12d
	xorl	%edx, %r12d
	movq	%r13, %rdx
	shrq	$32, %rdx
	xorl	%r14d, %eax
	xorl	%edx, %eax
	imulq	%r8, %r12
	imulq	%r9, %rax
	movq	%rax, %rdx
	shrq	$32, %rdx
	xorl	3120(%rsp), %ecx
	xorl	%edx, %ecx
	movq	%r12, %rdx
	shrq	$32, %rdx
	xorl	%r15d, %r13d
	xorl	%edx, %r13d
	imulq	%r8, %rcx
	imulq	%r9, %r13
	movq	%r13, %rdx
	shrq	$32, %rdx
	xorl	3056(%rsp), %eax
	xorl	%edx, %eax
	movq	%rcx, %rdx
	shrq	$32, %rdx
	xorl	%r11d, %r12d
	xorl	%edx, %r12d
	imulq	%r8, %rax
	imulq	%r9, %r12
	movq	%r12, %rdx
	shrq	$32, %rdx
	xorl	2992(%rsp), %r13d
	xorl	%edx, %r13d
	movq	%rax, %rdx
	shrq	$32, %rdx
	xorl	%ebx, %ecx
	xorl	%edx, %ecx
	imulq	%r8, %r13
	imulq	%r9, %rcx
	movq	%rcx, %rdx
	shrq	$32, %rdx
	xorl	2928(%rsp), %r12d
	xorl	%edx, %r12d
	movq	%r13, %rdx
	shrq	$32, %rdx
	xorl	1840(%rsp), %eax
	xorl	%edx, %eax
	imulq	%r8, %r12
	imulq	%r9, %rax
	movq	%rax, %rdx
	shrq	$32, %rdx
	xorl	2864(%rsp), %ecx
	xorl	%edx, %ecx
	shrl	$9, %ecx
	vcvtsi2ss	%ecx, %xmm3, %xmm0
	vaddss	%xmm20, %xmm0, %xmm0
	vmulss	%xmm0, %xmm13, %xmm0
	shrl	$9, %eax
	vcvtsi2ss	%eax, %xmm3, %xmm2
	vaddss	%xmm20, %xmm2, %xmm2
	vmulss	%xmm2, %xmm13, %xmm2
	vmovd	%xmm0, %edx
	addl	$4913933, %edx
	movl	%edx, %r8d
	shrl	$23, %r8d
	addl	$-127, %r8d
	andl	$8388607, %edx
	addl	$1060439283, %edx
	vcvtss2sd	%xmm2, %xmm2, %xmm0
	vmulsd	%xmm22, %xmm0, %xmm0
	vaddsd	%xmm0, %xmm9, %xmm2
	vmovq	%xmm2, %rcx
	testb	$2, %cl
	vmovd	%edx, %xmm4
	sete	%dl
	vaddss	%xmm4, %xmm11, %xmm4
	vaddss	%xmm27, %xmm4, %xmm5
	vdivss	%xmm5, %xmm4, %xmm5
	vmulss	%xmm5, %xmm5, %xmm7
	vmulss	%xmm7, %xmm7, %xmm8
	vmovaps	%xmm12, %xmm13
	vmulss	%xmm26, %xmm8, %xmm12
	vaddss	%xmm24, %xmm12, %xmm12
	vmulss	%xmm12, %xmm8, %xmm12
	vmulss	.LCPI0_21(%rip), %xmm8, %xmm8
	vaddss	%xmm13, %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm7
	vcvtsi2ss	%r8d, %xmm15, %xmm8
	movl	%r12d, %r8d
	shrl	$9, %r8d
	vaddss	%xmm7, %xmm12, %xmm7
	vmulss	%xmm20, %xmm4, %xmm12
	vmulss	%xmm4, %xmm12, %xmm12
	vaddss	%xmm7, %xmm12, %xmm7
	vmulss	%xmm7, %xmm5, %xmm5
	vmulss	%xmm31, %xmm8, %xmm7
	vaddss	%xmm5, %xmm7, %xmm5
	vcvtsi2ss	%r8d, %xmm15, %xmm7
	vaddss	%xmm20, %xmm7, %xmm7
	vmulss	%xmm17, %xmm7, %xmm7
	vcvtss2sd	%xmm7, %xmm7, %xmm13
	vsubss	%xmm12, %xmm5, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vmulss	.LCPI0_24(%rip), %xmm8, %xmm5
	vaddss	%xmm4, %xmm5, %xmm8
	vaddsd	%xmm2, %xmm10, %xmm2
	vsubsd	%xmm2, %xmm0, %xmm0
	vmulsd	.LCPI0_29(%rip), %xmm0, %xmm0
	vmulsd	%xmm0, %xmm0, %xmm2
	vmulsd	.LCPI0_30(%rip), %xmm2, %xmm4
	vaddsd	.LCPI0_31(%rip), %xmm4, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	.LCPI0_32(%rip), %xmm4, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	.LCPI0_33(%rip), %xmm4, %xmm4
	vmulsd	%xmm2, %xmm0, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vaddsd	%xmm4, %xmm0, %xmm0
	vmulsd	.LCPI0_34(%rip), %xmm2, %xmm4
	vmovsd	.LCPI0_35(%rip), %xmm1
	vsubsd	%xmm4, %xmm1, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	.LCPI0_36(%rip), %xmm4, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	.LCPI0_37(%rip), %xmm4, %xmm4
	vmulsd	%xmm2, %xmm2, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vmulsd	.LCPI0_38(%rip), %xmm2, %xmm2
	vmovsd	.LCPI0_39(%rip), %xmm1
	vsubsd	%xmm2, %xmm1, %xmm2
	vaddsd	%xmm4, %xmm2, %xmm2
	vcvtsd2ss	%xmm0, %xmm0, %xmm7
	vcvtsd2ss	%xmm2, %xmm2, %xmm0
	vbroadcastss	.LCPI0_40(%rip), %xmm1
	vxorps	%xmm1, %xmm7, %xmm4
	vxorps	%xmm1, %xmm0, %xmm5
	kmovd	%edx, %k1
	vmovss	%xmm0, %xmm5, %xmm5 {%k1}
	vmovaps	%xmm7, %xmm0
	vmovss	%xmm4, %xmm0, %xmm0 {%k1}
	kmovd	%ecx, %k1
	vmovaps	%xmm5, %xmm2
	vmovss	%xmm0, %xmm2, %xmm2 {%k1}
	vmulss	%xmm23, %xmm8, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm8
	vmulss	%xmm2, %xmm8, %xmm0
	movq	(%rsp), %rdx
	vmovss	%xmm0, (%rdx,%rdi,4)
	vmulsd	%xmm22, %xmm13, %xmm0
	vaddsd	%xmm0, %xmm9, %xmm2
	vmovq	%xmm2, %rdx
	testb	$2, %dl
	sete	%r8b
	movq	-120(%rsp), %rax
	cmpq	%rax, 536(%rsp)
	jae	.LBB0_97
	testb	$2, %cl
	sete	%r9b
	kmovd	%r9d, %k1
	vmovss	%xmm7, %xmm4, %xmm4 {%k1}
	kmovd	%ecx, %k1
	vmovss	%xmm5, %xmm4, %xmm4 {%k1}
	vmulss	%xmm4, %xmm8, %xmm4
	movq	(%rsp), %rcx
	movq	536(%rsp), %rdi
	vmovss	%xmm4, (%rcx,%rdi,4)
.LBB0_97:
	movq	-120(%rsp), %rax
	cmpq	%rax, 528(%rsp)
	jae	.LBB0_99
	shrq	$32, %r12
	xorl	1776(%rsp), %r13d
	xorl	%r12d, %r13d
	shrl	$9, %r13d
	vcvtsi2ss	%r13d, %xmm15, %xmm4
	vaddss	%xmm20, %xmm4, %xmm4
	vmulss	%xmm17, %xmm4, %xmm4
	vmovd	%xmm4, %eax
	addl	$4913933, %eax
	movl	%eax, %ecx
	shrl	$23, %ecx
	addl	$-127, %ecx
	andl	$8388607, %eax
	addl	$1060439283, %eax
	vmovd	%eax, %xmm4
	vaddss	%xmm4, %xmm11, %xmm4
	vaddss	%xmm27, %xmm4, %xmm5
	vdivss	%xmm5, %xmm4, %xmm5
	vmulss	%xmm5, %xmm5, %xmm7
	vmulss	%xmm7, %xmm7, %xmm8
	vmulss	%xmm26, %xmm8, %xmm12
	vaddss	%xmm24, %xmm12, %xmm12
	vmulss	%xmm12, %xmm8, %xmm12
	vmulss	.LCPI0_21(%rip), %xmm8, %xmm8
	vaddss	.LCPI0_22(%rip), %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm7
	vaddss	%xmm7, %xmm12, %xmm7
	vmulss	%xmm20, %xmm4, %xmm8
	vmulss	%xmm4, %xmm8, %xmm8
	vcvtsi2ss	%ecx, %xmm15, %xmm12
	vaddss	%xmm7, %xmm8, %xmm7
	vmulss	%xmm7, %xmm5, %xmm5
	vmulss	%xmm31, %xmm12, %xmm7
	vaddss	%xmm5, %xmm7, %xmm5
	vsubss	%xmm8, %xmm5, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vmulss	.LCPI0_24(%rip), %xmm12, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vmulss	%xmm23, %xmm4, %xmm4
	vsqrtss	%xmm4, %xmm4, %xmm4
	vaddsd	%xmm2, %xmm10, %xmm2
	vsubsd	%xmm2, %xmm0, %xmm0
	vmulsd	.LCPI0_29(%rip), %xmm0, %xmm0
	vmulsd	%xmm0, %xmm0, %xmm2
	vmulsd	.LCPI0_30(%rip), %xmm2, %xmm5
	vaddsd	.LCPI0_31(%rip), %xmm5, %xmm5
	vmulsd	%xmm5, %xmm2, %xmm5
	vaddsd	.LCPI0_32(%rip), %xmm5, %xmm5
	vmulsd	%xmm5, %xmm2, %xmm5
	vaddsd	.LCPI0_33(%rip), %xmm5, %xmm5
	vmulsd	%xmm2, %xmm0, %xmm7
	vmulsd	%xmm5, %xmm7, %xmm5
	vaddsd	%xmm5, %xmm0, %xmm0
	vmulsd	.LCPI0_34(%rip), %xmm2, %xmm5
	vmovsd	.LCPI0_35(%rip), %xmm1
	vsubsd	%xmm5, %xmm1, %xmm5
	vmulsd	%xmm5, %xmm2, %xmm5
	vaddsd	.LCPI0_36(%rip), %xmm5, %xmm5
	vmulsd	%xmm5, %xmm2, %xmm5
	vaddsd	.LCPI0_37(%rip), %xmm5, %xmm5
	vmulsd	%xmm2, %xmm2, %xmm7
	vmulsd	%xmm5, %xmm7, %xmm5
	vmulsd	.LCPI0_38(%rip), %xmm2, %xmm2
	vmovsd	.LCPI0_39(%rip), %xmm1
	vsubsd	%xmm2, %xmm1, %xmm2
	vaddsd	%xmm5, %xmm2, %xmm2
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vcvtsd2ss	%xmm2, %xmm2, %xmm2
	vbroadcastss	.LCPI0_40(%rip), %xmm1
	vxorps	%xmm1, %xmm0, %xmm5
	vxorps	%xmm1, %xmm2, %xmm7
	kmovd	%r8d, %k1
	vmovss	%xmm2, %xmm7, %xmm7 {%k1}
	vmovss	%xmm5, %xmm0, %xmm0 {%k1}
	kmovd	%edx, %k1
	vmovss	%xmm0, %xmm7, %xmm7 {%k1}
	vmulss	%xmm4, %xmm7, %xmm0
	movq	(%rsp), %rax
	movq	528(%rsp), %rcx
	vmovss	%xmm0, (%rax,%rcx,4)
	.p2align	4
.LBB0_99:
	vpxor	%xmm2, %xmm2, %xmm2
	movl	$1024, %ecx
	movq	240(%rsp), %rdx
	xorl	%r9d, %r9d
	vpxor	%xmm4, %xmm4, %xmm4
	vpxor	%xmm8, %xmm8, %xmm8
	vpxor	%xmm7, %xmm7, %xmm7
	vbroadcastss	.LCPI0_50(%rip), %zmm12
	vmovaps	%zmm12, %zmm5
	xorl	%r11d, %r11d
	vmovss	.LCPI0_50(%rip), %xmm0
	xorl	%eax, %eax
	movq	232(%rsp), %r12
	vmovdqa64	.LCPI0_0(%rip), %zmm16
	vmovdqa64	.LCPI0_51(%rip), %zmm17
	vmovss	.LCPI0_57(%rip), %xmm21
	vmovss	.LCPI0_58(%rip), %xmm23
	vmovss	.LCPI0_59(%rip), %xmm26
	vmovss	.LCPI0_60(%rip), %xmm24
	vmovdqa64	.LCPI0_52(%rip), %zmm13
	movq	-120(%rsp), %r13
	jmp	.LBB0_101
	.p2align	4
.LBB0_100:
	addq	$1024, %rcx
	addq	$-1024, %r9
	addq	$4096, %rdx
	movq	%r10, %r11
	cmpq	%r13, %r10
	jae	.LBB0_106
.LBB0_101:
	leaq	1024(%r11), %r10
	cmpq	%rcx, %r13
	movq	%rcx, %r8
	cmovbq	%r13, %r8
	cmpq	%r13, %r10
	movq	%r13, %rbx
	cmovbq	%r10, %rbx
	movq	%rbx, %r14
	subq	%r11, %r14
	andq	$-32, %r14
	addq	%r11, %r14
	movq	%r11, %r15
	cmpq	%r14, %r11
	jae	.LBB0_103
	.p2align	4
.LBB0_102:
	vpbroadcastq	%r15, %zmm1
	vmovups	(%r12,%r15,4), %zmm9
	vmovups	64(%r12,%r15,4), %zmm10
	vcmpltps	%zmm9, %zmm5, %k0
	vcmpltps	%zmm10, %zmm12, %k1
	vcmpunordps	%zmm3, %zmm9, %k2
	vcmpunordps	%zmm3, %zmm10, %k3
	vcmpordps	%zmm3, %zmm5, %k2 {%k2}
	vcmpordps	%zmm3, %zmm12, %k3 {%k3}
	korw	%k2, %k0, %k2
	korw	%k3, %k1, %k1
	vmovaps	%zmm9, %zmm5 {%k2}
	vmovaps	%zmm10, %zmm12 {%k1}
	vporq	%zmm16, %zmm1, %zmm2 {%k2}
	kshiftrw	$8, %k2, %k2
	vporq	%zmm17, %zmm1, %zmm4 {%k2}
	vporq	%zmm13, %zmm1, %zmm8 {%k1}
	kshiftrw	$8, %k1, %k1
	vporq	%zmm15, %zmm1, %zmm7 {%k1}
	addq	$32, %r15
	cmpq	%r14, %r15
	jb	.LBB0_102
.LBB0_103:
	cmpq	%rbx, %r14
	jae	.LBB0_100
	addq	%r9, %r8
	andq	$-32, %r8
	.p2align	4
.LBB0_105:
	leaq	(%r11,%r8), %rdi
	vmovss	(%rdx,%r8,4), %xmm1
	vucomiss	%xmm0, %xmm1
	seta	%bpl
	vcmpordss	%xmm6, %xmm0, %k0
	vcmpunordss	%xmm6, %xmm1, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %r14d
	orb	%bpl, %r14b
	andb	$1, %r14b
	kmovd	%r14d, %k1
	vmovss	%xmm1, %xmm0, %xmm0 {%k1}
	cmovneq	%rdi, %rax
	leaq	(%r11,%r8), %rdi
	incq	%rdi
	incq	%r8
	cmpq	%rbx, %rdi
	jb	.LBB0_105
	jmp	.LBB0_100
	.p2align	4
.LBB0_106:
	vcmpunordps	%zmm3, %zmm12, %k0
	vcmpordps	%zmm3, %zmm5, %k1
	vpcmpltuq	%zmm2, %zmm8, %k2
	vpcmpltuq	%zmm4, %zmm7, %k3
	kunpckbw	%k2, %k3, %k2
	vcmpltps	%zmm12, %zmm5, %k3
	korw	%k2, %k1, %k1
	vcmpeqps	%zmm5, %zmm12, %k2 {%k2}
	korw	%k2, %k3, %k2
	kandw	%k0, %k1, %k1
	kandnw	%k2, %k0, %k0
	korw	%k0, %k1, %k1
	vmovaps	%zmm12, %zmm5 {%k1}
	vmovdqa64	%zmm8, %zmm2 {%k1}
	kshiftrw	$8, %k1, %k1
	vmovdqa64	%zmm7, %zmm4 {%k1}
	vextractf64x4	$1, %zmm5, %ymm1
	vpxor	%xmm7, %xmm7, %xmm7
	vcmpunordps	%ymm7, %ymm1, %k0
	vcmpordps	%ymm7, %ymm5, %k1
	vpcmpltuq	%zmm2, %zmm4, %k2
	vcmpltps	%ymm1, %ymm5, %k3
	korb	%k2, %k1, %k1
	vcmpeqps	%ymm5, %ymm1, %k2 {%k2}
	korb	%k2, %k3, %k2
	kandnb	%k2, %k0, %k2
	kandb	%k0, %k1, %k0
	korb	%k2, %k0, %k1
	vblendmps	%ymm1, %ymm5, %ymm1 {%k1}
	vmovdqa64	%zmm4, %zmm2 {%k1}
	vextractf128	$1, %ymm1, %xmm4
	vextracti64x4	$1, %zmm2, %ymm5
	vxorps	%xmm6, %xmm6, %xmm6
	vcmpunordps	%xmm6, %xmm4, %k0
	vcmpordps	%xmm6, %xmm1, %k1
	vpcmpltuq	%ymm2, %ymm5, %k2
	vcmpltps	%xmm4, %xmm1, %k3
	korw	%k2, %k1, %k1
	vcmpeqps	%xmm1, %xmm4, %k2 {%k2}
	korw	%k2, %k3, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k1
	vblendmps	%xmm4, %xmm1, %xmm7 {%k1}
	vpblendmq	%ymm5, %ymm2, %ymm1 {%k1}
	vshufpd	$1, %xmm7, %xmm7, %xmm2
	vextracti128	$1, %ymm1, %xmm4
	vcmpunordps	%xmm6, %xmm2, %k0
	vcmpordps	%xmm6, %xmm7, %k1
	vpcmpltuq	%xmm1, %xmm4, %k2
	vcmpltps	%xmm2, %xmm7, %k3
	vcmpeqps	%xmm7, %xmm2, %k4
	korw	%k2, %k1, %k1
	kandw	%k2, %k4, %k2
	korw	%k2, %k3, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k1
	vmovaps	%xmm2, %xmm7 {%k1}
	vpblendmq	%xmm4, %xmm1, %xmm1 {%k1}
	vmovq	%xmm1, %rcx
	vmovshdup	%xmm7, %xmm2
	vpextrq	$1, %xmm1, %rdx
	vucomiss	%xmm2, %xmm2
	setp	%r8b
	vucomiss	%xmm7, %xmm7
	setnp	%r9b
	cmpq	%rcx, %rdx
	setb	%r10b
	vucomiss	%xmm7, %xmm2
	seta	%r11b
	kmovd	%r8d, %k0
	setnp	%r8b
	sete	%bl
	andb	%r8b, %bl
	orb	%r10b, %r9b
	kmovd	%r9d, %k1
	andb	%r10b, %bl
	orb	%r11b, %bl
	kmovd	%ebx, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k0
	kmovd	%k0, %r8d
	andb	$1, %r8b
	kmovd	%r8d, %k1
	vmovss	%xmm2, %xmm7, %xmm7 {%k1}
	cmovneq	%rdx, %rcx
	vucomiss	%xmm7, %xmm7
	setnp	%dl
	cmpq	%rcx, %rax
	setb	%r8b
	vucomiss	%xmm7, %xmm0
	seta	%r9b
	setnp	%r10b
	sete	%r11b
	andb	%r10b, %r11b
	orb	%r8b, %dl
	andb	%r8b, %r11b
	orb	%r9b, %r11b
	vucomiss	%xmm0, %xmm0
	movzbl	%dl, %edx
	movzbl	%r11b, %r8d
	cmovpl	%edx, %r8d
	testb	%r8b, %r8b
	kmovd	%r8d, %k1
	vmovss	%xmm0, %xmm7, %xmm7 {%k1}
	cmovneq	%rax, %rcx
	vcvtusi2ss	%rcx, %xmm15, %xmm0
	vmovaps	%xmm0, 640(%rsp)
	vbroadcastss	%xmm7, %zmm12
	movl	$1024, %edx
	movq	576(%rsp), %rbx
	movq	%rbx, %rax
	movq	240(%rsp), %rdi
	movq	%rdi, %r9
	movq	$0, 304(%rsp)
	xorl	%r8d, %r8d
	movq	%r13, %r11
	xorl	%r12d, %r12d
	xorl	%ecx, %ecx
	vmovss	.LCPI0_55(%rip), %xmm29
	vmovss	.LCPI0_56(%rip), %xmm6
	vbroadcastss	.LCPI0_55(%rip), %zmm15
	vmovaps	%xmm7, %xmm9
	vmovss	.LCPI0_62(%rip), %xmm16
	vmovss	.LCPI0_54(%rip), %xmm17
	vbroadcastss	.LCPI0_54(%rip), %zmm10
	vmovss	.LCPI0_63(%rip), %xmm8
	vbroadcastss	.LCPI0_64(%rip), %zmm28
	vbroadcastss	.LCPI0_66(%rip), %zmm13
	vmovaps	%xmm7, 704(%rsp)
	jmp	.LBB0_108
	.p2align	4
.LBB0_107:
	movq	112(%rsp), %rdx
	addq	$1024, %rdx
	movq	32(%rsp), %r8
	incq	%r8
	addq	$-1024, 304(%rsp)
	addq	$4096, %r9
	addq	$-4096, %rax
	movq	432(%rsp), %r10
	movq	%r10, %r12
	movq	-120(%rsp), %r11
	cmpq	%r11, %r10
	jae	.LBB0_143
.LBB0_108:
	movq	%r8, 32(%rsp)
	cmpq	%rdx, %r11
	movq	%rdx, 112(%rsp)
	movq	%rdx, %r13
	cmovbq	%r11, %r13
	leaq	1024(%r12), %rdx
	cmpq	%r11, %rdx
	movq	%rdx, 432(%rsp)
	cmovbq	%rdx, %r11
	subq	%r12, %r11
	jbe	.LBB0_123
	movq	32(%rsp), %r8
	movq	%r8, %rdx
	shlq	$10, %rdx
	movq	%r13, %r14
	subq	%rdx, %r14
	cmpq	$4, %r14
	jb	.LBB0_121
	movq	%r8, %rdx
	shlq	$12, %rdx
	addq	3568(%rsp), %rdx
	movq	3632(%rsp), %r8
	subq	%rdx, %r8
	cmpq	$64, %r8
	jb	.LBB0_121
	cmpq	$16, %r14
	jae	.LBB0_113
	xorl	%r8d, %r8d
	jmp	.LBB0_117
.LBB0_113:
	movq	%r13, %r15
	andq	$-16, %r15
	addq	304(%rsp), %r15
	movl	%r13d, %edx
	andl	$15, %edx
	movq	%r14, %r8
	subq	%rdx, %r8
	xorl	%ebp, %ebp
	vbroadcastss	.LCPI0_57(%rip), %zmm14
	vbroadcastss	.LCPI0_58(%rip), %zmm31
	vbroadcastss	.LCPI0_59(%rip), %zmm20
	vbroadcastss	.LCPI0_60(%rip), %zmm27
	vbroadcastss	.LCPI0_61(%rip), %zmm18
	vbroadcastss	.LCPI0_62(%rip), %zmm19
	vmovaps	%zmm13, %zmm29
	vxorps	%xmm9, %xmm9, %xmm9
	vbroadcastss	.LCPI0_63(%rip), %zmm3
	vpbroadcastd	.LCPI0_68(%rip), %zmm11
	vpbroadcastd	.LCPI0_67(%rip), %zmm22
	vmovaps	%zmm15, %zmm30
	vmovaps	%zmm10, %zmm15
	vbroadcastss	.LCPI0_56(%rip), %zmm10
	vpbroadcastd	.LCPI0_50(%rip), %zmm13
	vbroadcastss	.LCPI0_18(%rip), %zmm6
	.p2align	4
.LBB0_114:
	vmovups	(%r9,%rbp,4), %zmm0
	vsubps	%zmm12, %zmm0, %zmm0
	vmaxps	%zmm0, %zmm15, %zmm1
	vminps	%zmm1, %zmm30, %zmm1
	vmulps	%zmm10, %zmm1, %zmm2
	vaddps	%zmm14, %zmm2, %zmm2
	vaddps	%zmm31, %zmm2, %zmm4
	vmulps	%zmm20, %zmm4, %zmm5
	vaddps	%zmm5, %zmm1, %zmm1
	vmulps	%zmm27, %zmm4, %zmm4
	vsubps	%zmm4, %zmm1, %zmm5
	vmulps	%zmm5, %zmm5, %zmm7
	vmulps	%zmm18, %zmm7, %zmm8
	vaddps	%zmm19, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm8
	vaddps	%zmm3, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm8
	vaddps	%zmm28, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm8
	vaddps	%zmm25, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm7
	vsubps	%zmm7, %zmm5, %zmm7
	vmulps	%zmm7, %zmm5, %zmm5
	vsubps	%zmm7, %zmm6, %zmm7
	vdivps	%zmm7, %zmm5, %zmm5
	vsubps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm4, %zmm1, %zmm1
	vaddps	%zmm29, %zmm1, %zmm1
	vpaddd	%zmm22, %zmm2, %zmm4
	vpsrld	$1, %zmm4, %zmm4
	vpsubd	%zmm4, %zmm2, %zmm2
	vpslld	$23, %zmm2, %zmm2
	vpslld	$23, %zmm4, %zmm4
	vpaddd	%zmm13, %zmm4, %zmm4
	vmulps	%zmm4, %zmm1, %zmm1
	vpaddd	%zmm11, %zmm2, %zmm2
	vmulps	%zmm2, %zmm1, %zmm1
	vcmpunordps	%zmm9, %zmm0, %k1
	vbroadcastss	.LCPI0_69(%rip), %zmm1 {%k1}
	vmovups	%zmm1, (%rbx,%rbp,4)
	addq	$16, %rbp
	cmpq	%rbp, %r15
	jne	.LBB0_114
	testq	%rdx, %rdx
	vmovss	.LCPI0_63(%rip), %xmm8
	vmovdqa64	.LCPI0_9(%rip), %zmm18
	vmovdqa64	.LCPI0_10(%rip), %zmm19
	vxorps	%xmm3, %xmm3, %xmm3
	vmovaps	%zmm29, %zmm13
	vmovd	.LCPI0_18(%rip), %xmm27
	vmovaps	704(%rsp), %xmm9
	vmovaps	%zmm15, %zmm10
	vmovaps	%zmm30, %zmm15
	vmovd	.LCPI0_61(%rip), %xmm30
	vmovss	.LCPI0_56(%rip), %xmm6
	vmovss	.LCPI0_55(%rip), %xmm29
	je	.LBB0_123
	cmpl	$4, %edx
	jb	.LBB0_120
.LBB0_117:
	movq	304(%rsp), %rdx
	leaq	(%rdx,%r13), %r15
	movl	%r13d, %edx
	andl	$3, %edx
	subq	%rdx, %r15
	movl	%r13d, %ebp
	andl	$3, %ebp
	subq	%rbp, %r14
	addq	%r14, %r12
	vbroadcastss	.LCPI0_55(%rip), %xmm28
	vbroadcastss	.LCPI0_56(%rip), %xmm6
	vbroadcastss	.LCPI0_57(%rip), %xmm24
	vbroadcastss	.LCPI0_58(%rip), %xmm26
	vbroadcastss	.LCPI0_59(%rip), %xmm9
	vbroadcastss	.LCPI0_60(%rip), %xmm17
	vbroadcastss	.LCPI0_61(%rip), %xmm20
	vbroadcastss	.LCPI0_62(%rip), %xmm21
	vbroadcastss	.LCPI0_63(%rip), %xmm23
	vbroadcastss	.LCPI0_64(%rip), %xmm25
	vbroadcastss	.LCPI0_65(%rip), %xmm27
	vbroadcastss	.LCPI0_18(%rip), %xmm31
	vbroadcastss	.LCPI0_66(%rip), %xmm30
	vpbroadcastd	.LCPI0_67(%rip), %xmm29
	vpbroadcastd	.LCPI0_50(%rip), %xmm16
	vpbroadcastd	.LCPI0_68(%rip), %xmm14
	vbroadcastss	.LCPI0_54(%rip), %xmm11
	vxorps	%xmm13, %xmm13, %xmm13
	.p2align	4
.LBB0_118:
	vmovups	(%r9,%r8,4), %xmm0
	vsubps	%xmm12, %xmm0, %xmm0
	vmaxps	%xmm0, %xmm11, %xmm1
	vminps	%xmm1, %xmm28, %xmm1
	vmulps	%xmm6, %xmm1, %xmm2
	vaddps	%xmm24, %xmm2, %xmm2
	vaddps	%xmm26, %xmm2, %xmm4
	vmulps	%xmm4, %xmm9, %xmm5
	vaddps	%xmm5, %xmm1, %xmm1
	vmulps	%xmm17, %xmm4, %xmm4
	vsubps	%xmm4, %xmm1, %xmm5
	vmulps	%xmm5, %xmm5, %xmm7
	vmulps	%xmm20, %xmm7, %xmm8
	vaddps	%xmm21, %xmm8, %xmm8
	vmulps	%xmm7, %xmm8, %xmm8
	vaddps	%xmm23, %xmm8, %xmm8
	vmulps	%xmm7, %xmm8, %xmm8
	vaddps	%xmm25, %xmm8, %xmm8
	vmulps	%xmm7, %xmm8, %xmm8
	vaddps	%xmm27, %xmm8, %xmm8
	vmulps	%xmm7, %xmm8, %xmm7
	vsubps	%xmm7, %xmm5, %xmm7
	vmulps	%xmm7, %xmm5, %xmm5
	vsubps	%xmm7, %xmm31, %xmm7
	vdivps	%xmm7, %xmm5, %xmm5
	vsubps	%xmm5, %xmm4, %xmm4
	vsubps	%xmm4, %xmm1, %xmm1
	vaddps	%xmm30, %xmm1, %xmm1
	vpaddd	%xmm29, %xmm2, %xmm4
	vpsrld	$1, %xmm4, %xmm4
	vpsubd	%xmm4, %xmm2, %xmm2
	vpslld	$23, %xmm2, %xmm2
	vpslld	$23, %xmm4, %xmm4
	vpaddd	%xmm16, %xmm4, %xmm4
	vmulps	%xmm4, %xmm1, %xmm1
	vpaddd	%xmm2, %xmm14, %xmm2
	vmulps	%xmm2, %xmm1, %xmm1
	vcmpunordps	%xmm13, %xmm0, %k1
	vbroadcastss	.LCPI0_69(%rip), %xmm1 {%k1}
	vmovups	%xmm1, (%rbx,%r8,4)
	addq	$4, %r8
	cmpq	%r8, %r15
	jne	.LBB0_118
	testq	%rbp, %rbp
	vbroadcastss	.LCPI0_54(%rip), %zmm10
	vbroadcastss	.LCPI0_55(%rip), %zmm15
	vbroadcastss	.LCPI0_64(%rip), %zmm28
	vbroadcastss	.LCPI0_65(%rip), %zmm25
	vbroadcastss	.LCPI0_66(%rip), %zmm13
	vmovss	.LCPI0_62(%rip), %xmm16
	vmovss	.LCPI0_54(%rip), %xmm17
	vmovss	.LCPI0_57(%rip), %xmm21
	vmovss	.LCPI0_58(%rip), %xmm23
	vmovss	.LCPI0_59(%rip), %xmm26
	vmovss	.LCPI0_60(%rip), %xmm24
	vmovd	.LCPI0_61(%rip), %xmm30
	vmovss	.LCPI0_63(%rip), %xmm8
	vmovss	.LCPI0_64(%rip), %xmm14
	vmovss	.LCPI0_66(%rip), %xmm31
	vmovss	.LCPI0_65(%rip), %xmm20
	vmovd	.LCPI0_18(%rip), %xmm27
	vmovaps	704(%rsp), %xmm9
	vmovss	.LCPI0_56(%rip), %xmm6
	vmovss	.LCPI0_55(%rip), %xmm29
	jne	.LBB0_122
	jmp	.LBB0_123
.LBB0_120:
	addq	%r8, %r12
	.p2align	4
.LBB0_121:
	vmovss	.LCPI0_64(%rip), %xmm14
	vmovss	.LCPI0_66(%rip), %xmm31
	vmovss	.LCPI0_65(%rip), %xmm20
	.p2align	4
.LBB0_122:
	vmovss	(%rdi,%r12,4), %xmm0
	vsubss	%xmm9, %xmm0, %xmm0
	vmaxss	%xmm0, %xmm17, %xmm1
	vminss	%xmm1, %xmm29, %xmm1
	vmulss	%xmm6, %xmm1, %xmm2
	vaddss	%xmm21, %xmm2, %xmm2
	vaddss	%xmm23, %xmm2, %xmm4
	vmovd	%xmm2, %r8d
	vmulss	%xmm26, %xmm4, %xmm2
	vaddss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm24, %xmm4, %xmm2
	vsubss	%xmm2, %xmm1, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm30, %xmm5, %xmm7
	vaddss	%xmm16, %xmm7, %xmm7
	vmulss	%xmm7, %xmm5, %xmm7
	vaddss	%xmm7, %xmm8, %xmm7
	vmulss	%xmm7, %xmm5, %xmm7
	vaddss	%xmm7, %xmm14, %xmm7
	vmulss	%xmm7, %xmm5, %xmm7
	vaddss	%xmm20, %xmm7, %xmm7
	vmulss	%xmm7, %xmm5, %xmm5
	vsubss	%xmm5, %xmm4, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vsubss	%xmm5, %xmm27, %xmm5
	vdivss	%xmm5, %xmm4, %xmm4
	vsubss	%xmm4, %xmm2, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm31, %xmm1, %xmm1
	leal	-1262485248(%r8), %edx
	shrl	%edx
	subl	%edx, %r8d
	shll	$23, %r8d
	shll	$23, %edx
	addl	$-8388608, %edx
	addl	$2139095040, %r8d
	vmovd	%edx, %xmm2
	vmulss	%xmm2, %xmm1, %xmm1
	vmovd	%r8d, %xmm2
	vmulss	%xmm2, %xmm1, %xmm1
	vcmpunordss	%xmm0, %xmm0, %k1
	vmovss	.LCPI0_69(%rip), %xmm1 {%k1}
	vmovss	%xmm1, (%rax,%r12,4)
	incq	%r12
	cmpq	%r12, %r13
	jne	.LBB0_122
.LBB0_123:
	movq	%r11, %r12
	andq	$-64, %r12
	je	.LBB0_132
	xorl	%r8d, %r8d
	movq	368(%rsp), %r13
	vbroadcastss	.LCPI0_58(%rip), %zmm11
	vbroadcastss	.LCPI0_59(%rip), %zmm22
	jmp	.LBB0_127
	.p2align	4
.LBB0_125:
	movl	$6, %r14d
	subq	%rdx, %r14
	addq	%rdx, %rcx
	movq	576(%rsp), %rbx
	movq	368(%rsp), %r13
.LBB0_126:
	vmovss	%xmm0, 4152(%rsp,%rcx,4)
	movq	%r14, 6456(%rsp,%rcx,8)
	incq	%rcx
	addq	$64, %r8
	cmpq	%r12, %r8
	jae	.LBB0_133
.LBB0_127:
	vmovups	(%rbx,%r8,4), %zmm0
	vmovups	64(%rbx,%r8,4), %zmm1
	vmovups	128(%rbx,%r8,4), %zmm2
	vmovups	192(%rbx,%r8,4), %zmm4
	vmovaps	%zmm0, %zmm5
	vpermt2ps	%zmm1, %zmm18, %zmm5
	vmovaps	%zmm2, %zmm7
	vpermt2ps	%zmm4, %zmm18, %zmm7
	vpermt2ps	%zmm1, %zmm19, %zmm0
	vaddps	%zmm0, %zmm5, %zmm0
	vpermt2ps	%zmm4, %zmm19, %zmm2
	vaddps	%zmm2, %zmm7, %zmm1
	vmovaps	%zmm0, %zmm2
	vpermt2ps	%zmm1, %zmm18, %zmm2
	vpermt2ps	%zmm1, %zmm19, %zmm0
	vaddps	%zmm0, %zmm2, %zmm0
	vextractf64x4	$1, %zmm0, %ymm1
	vhaddps	%ymm1, %ymm0, %ymm0
	vextractf128	$1, %ymm0, %xmm1
	vhaddps	%xmm1, %xmm0, %xmm0
	vshufps	$216, %xmm0, %xmm0, %xmm0
	vhaddps	%xmm0, %xmm0, %xmm0
	xorl	%edx, %edx
	vmovshdup	%xmm0, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	movl	$6, %r14d
	testq	%rcx, %rcx
	setne	%r10b
	je	.LBB0_126
	movb	%r10b, %dl
	movq	%rcx, %r10
	subq	%rdx, %r10
	cmpq	$6, 6456(%rsp,%r10,8)
	jne	.LBB0_126
	leaq	6448(%rsp), %rdx
	leaq	(%rdx,%rcx,8), %r14
	leaq	-1(%rcx), %rbx
	leaq	4148(%rsp), %rdx
	leaq	(%rdx,%rcx,4), %r13
	movl	$7, %ebp
	xorl	%r10d, %r10d
	.p2align	4
.LBB0_130:
	movq	%rbx, %r15
	subq	$1, %rbx
	cmovaeq	%rsi, %r15
	leaq	(%rcx,%r10), %rdi
	vaddss	(%r13,%r10,4), %xmm0, %xmm0
	leaq	-1(%r10), %rdx
	cmpq	$1, %rdi
	je	.LBB0_125
	shll	$3, %r15d
	movq	%r14, %rdi
	subq	%r15, %rdi
	cmpq	(%rdi,%r10,8), %rbp
	leaq	1(%rbp), %rbp
	movq	%rdx, %r10
	je	.LBB0_130
	jmp	.LBB0_125
	.p2align	4
.LBB0_132:
	movq	368(%rsp), %r13
	vbroadcastss	.LCPI0_58(%rip), %zmm11
	vbroadcastss	.LCPI0_59(%rip), %zmm22
.LBB0_133:
	cmpq	%r11, %r12
	movq	240(%rsp), %rdi
	jne	.LBB0_136
	jmp	.LBB0_107
	.p2align	4
.LBB0_134:
	xorl	%r13d, %r13d
.LBB0_135:
	vmovss	%xmm0, 4152(%rsp,%rcx,4)
	movq	%r13, 6456(%rsp,%rcx,8)
	incq	%rcx
	incq	%r12
	cmpq	%r11, %r12
	movq	368(%rsp), %r13
	jae	.LBB0_107
.LBB0_136:
	xorl	%edx, %edx
	vmovss	(%rbx,%r12,4), %xmm0
	testq	%rcx, %rcx
	setne	%r8b
	je	.LBB0_134
	movb	%r8b, %dl
	movq	%rcx, %r8
	subq	%rdx, %r8
	cmpq	$0, 6456(%rsp,%r8,8)
	jne	.LBB0_134
	leaq	6448(%rsp), %rdx
	leaq	(%rdx,%rcx,8), %r8
	leaq	-1(%rcx), %r14
	leaq	4148(%rsp), %rdx
	leaq	(%rdx,%rcx,4), %r15
	movq	%r14, %rbp
	xorl	%r13d, %r13d
	.p2align	4
.LBB0_139:
	movq	%rbp, %rdx
	subq	$1, %rbp
	cmovaeq	%rsi, %rdx
	vaddss	(%r15), %xmm0, %xmm0
	cmpq	%r13, %r14
	leaq	1(%r13), %r13
	je	.LBB0_141
	shll	$3, %edx
	movq	%r8, %r10
	subq	%rdx, %r10
	addq	$-8, %r8
	addq	$-4, %r15
	cmpq	(%r10), %r13
	je	.LBB0_139
.LBB0_141:
	subq	%r13, %rcx
	movq	240(%rsp), %rdi
	jmp	.LBB0_135
	.p2align	4
.LBB0_143:
	xorl	%eax, %eax
	testq	%rcx, %rcx
	sete	%r8b
	setne	%al
	movq	%rcx, %rdx
	subq	%rax, %rdx
	vmovss	4152(%rsp,%rdx,4), %xmm0
	kmovd	%r8d, %k1
	vxorps	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, %xmm0, %xmm0 {%k1}
	cmpq	$2, %rcx
	movq	1360(%rsp), %r14
	vmovss	.LCPI0_65(%rip), %xmm6
	jae	.LBB0_145
	movq	-104(%rsp), %rdi
	movq	-64(%rsp), %r9
	movl	$2143289344, %r10d
	vmovss	.LCPI0_66(%rip), %xmm14
	vpbroadcastd	.LCPI0_50(%rip), %zmm1
	vbroadcastss	.LCPI0_18(%rip), %zmm12
	jmp	.LBB0_152
	.p2align	4
.LBB0_145:
	leaq	-2(%rcx), %r8
	movl	%edx, %eax
	andl	$7, %eax
	cmpq	$7, %r8
	vmovss	.LCPI0_66(%rip), %xmm14
	vpbroadcastd	.LCPI0_50(%rip), %zmm1
	vbroadcastss	.LCPI0_18(%rip), %zmm12
	jae	.LBB0_147
	xorl	%r8d, %r8d
	movq	-104(%rsp), %rdi
	movq	-64(%rsp), %r9
	movl	$2143289344, %r10d
	jmp	.LBB0_150
	.p2align	4
.LBB0_147:
	movq	%rax, 32(%rsp)
	leaq	(%rsp,%rdx,4), %r9
	addq	$4152, %r9
	andq	$-8, %rdx
	cmpq	$1, %rcx
	movl	$1, %r8d
	cmovbq	%rcx, %r8
	shll	$2, %r8d
	leaq	4148(%rsp), %rdi
	leaq	(%rdi,%rcx,4), %r10
	subq	%r8, %r10
	xorl	%r8d, %r8d
	movabsq	$4611686018427387900, %r14
	movabsq	$4611686018427387899, %rdi
	movabsq	$4611686018427387898, %rbp
	movabsq	$4611686018427387897, %r12
	.p2align	4
.LBB0_148:
	vaddss	(%r10), %xmm0, %xmm0
	movq	%r8, %r11
	movabsq	$4611686018427387902, %rax
	xorq	%rax, %r11
	vaddss	(%r9,%r11,4), %xmm0, %xmm0
	movq	%r8, %r11
	movabsq	$4611686018427387901, %rax
	xorq	%rax, %r11
	vaddss	(%r9,%r11,4), %xmm0, %xmm0
	movq	%r8, %r11
	xorq	%r14, %r11
	vaddss	(%r9,%r11,4), %xmm0, %xmm0
	movq	%r8, %r11
	xorq	%rdi, %r11
	vaddss	(%r9,%r11,4), %xmm0, %xmm0
	movq	%r8, %r11
	xorq	%rbp, %r11
	vaddss	(%r9,%r11,4), %xmm0, %xmm0
	movq	%r8, %r11
	xorq	%r12, %r11
	vaddss	(%r9,%r11,4), %xmm0, %xmm0
	movq	%r8, %r11
	movabsq	$4611686018427387896, %rax
	xorq	%rax, %r11
	vaddss	(%r9,%r11,4), %xmm0, %xmm0
	addq	$8, %r8
	addq	$-32, %r10
	cmpq	%r8, %rdx
	jne	.LBB0_148
	movq	32(%rsp), %rax
	testq	%rax, %rax
	movq	-104(%rsp), %rdi
	movq	-64(%rsp), %r9
	movl	$2143289344, %r10d
	movq	1360(%rsp), %r14
	je	.LBB0_152
.LBB0_150:
	shlq	$2, %r8
	leaq	4148(%rsp), %rdx
	subq	%r8, %rdx
	cmpq	$1, %rcx
	movl	$1, %r8d
	cmovbq	%rcx, %r8
	shll	$2, %r8d
	leaq	(%rdx,%rcx,4), %rcx
	subq	%r8, %rcx
	negq	%rax
	xorl	%edx, %edx
	.p2align	4
.LBB0_151:
	vaddss	(%rcx,%rdx,4), %xmm0, %xmm0
	decq	%rdx
	cmpq	%rdx, %rax
	jne	.LBB0_151
.LBB0_152:
	vdivss	%xmm0, %xmm14, %xmm0
	vmovaps	%xmm0, 304(%rsp)
	cmpl	$0, -108(%rsp)
	je	.LBB0_156
	cmpb	$0, -109(%rsp)
	movq	216(%rsp), %r8
	vmovss	.LCPI0_64(%rip), %xmm0
	je	.LBB0_159
	xorl	%eax, %eax
	movq	240(%rsp), %r11
	vmovss	.LCPI0_55(%rip), %xmm10
	vmovss	.LCPI0_56(%rip), %xmm15
	vmovaps	%xmm0, %xmm29
	vmovdqa64	%xmm30, %xmm0
	vmovaps	%xmm8, %xmm30
	vmovaps	%xmm16, %xmm31
	vmovaps	%xmm24, %xmm27
	vmovdqa64	%xmm0, %xmm24
	vmovaps	%xmm26, %xmm25
	vmovaps	%xmm21, %xmm20
	vmovss	.LCPI0_65(%rip), %xmm6
	vmovss	.LCPI0_18(%rip), %xmm11
	vmovss	.LCPI0_70(%rip), %xmm12
	vmovaps	96(%rsp), %xmm16
	movq	-120(%rsp), %r12
	vmovaps	%xmm9, %xmm13
	vmovaps	640(%rsp), %xmm22
	vmovaps	-16(%rsp), %xmm21
	vmovaps	304(%rsp), %xmm26
	.p2align	4
.LBB0_155:
	vmovss	(%r11,%rax,4), %xmm0
	vaddss	%xmm0, %xmm0, %xmm1
	vmulss	%xmm1, %xmm12, %xmm1
	vsubss	(%r9,%rax,4), %xmm1, %xmm1
	vsubss	%xmm13, %xmm0, %xmm2
	vmaxss	%xmm2, %xmm17, %xmm4
	vminss	%xmm4, %xmm10, %xmm4
	vmulss	%xmm4, %xmm15, %xmm5
	vaddss	%xmm20, %xmm5, %xmm5
	vaddss	%xmm23, %xmm5, %xmm7
	vmovd	%xmm5, %ecx
	vmulss	%xmm25, %xmm7, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm27, %xmm7, %xmm5
	vsubss	%xmm5, %xmm4, %xmm7
	vmulss	%xmm7, %xmm7, %xmm8
	vmulss	%xmm24, %xmm8, %xmm9
	vaddss	%xmm31, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm9
	vaddss	%xmm30, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm9
	vaddss	%xmm29, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm9
	vaddss	%xmm6, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm8
	vsubss	%xmm8, %xmm7, %xmm8
	vmulss	%xmm7, %xmm8, %xmm7
	vsubss	%xmm8, %xmm11, %xmm8
	vdivss	%xmm8, %xmm7, %xmm7
	vsubss	%xmm7, %xmm5, %xmm5
	vsubss	%xmm5, %xmm4, %xmm4
	vaddss	%xmm4, %xmm14, %xmm4
	leal	-1262485248(%rcx), %edx
	shrl	%edx
	subl	%edx, %ecx
	shll	$23, %ecx
	shll	$23, %edx
	addl	$-8388608, %edx
	addl	$2139095040, %ecx
	vmovd	%edx, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vmovd	%ecx, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vcmpunordss	%xmm2, %xmm2, %k1
	vmovss	.LCPI0_69(%rip), %xmm4 {%k1}
	vcvtusi2ss	%rax, %xmm28, %xmm2
	vmulss	%xmm4, %xmm26, %xmm4
	vaddss	%xmm4, %xmm1, %xmm1
	vcmpeqss	%xmm2, %xmm22, %k1
	vmovss	.LCPI0_71(%rip), %xmm2 {%k1} {z}
	vaddss	%xmm1, %xmm2, %xmm1
	vmulss	%xmm1, %xmm21, %xmm1
	vsubss	%xmm1, %xmm0, %xmm0
	vmulss	(%r8,%rax,4), %xmm16, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	vmovd	%xmm0, %ecx
	movl	%ecx, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r10d, %ecx
	movl	%ecx, (%r11,%rax,4)
	incq	%rax
	cmpq	%rax, %r12
	jne	.LBB0_155
	jmp	.LBB0_70
	.p2align	4
.LBB0_156:
	cmpb	$0, -112(%rsp)
	vmovss	.LCPI0_64(%rip), %xmm0
	je	.LBB0_166
	xorl	%eax, %eax
	movq	240(%rsp), %r8
	vmovss	.LCPI0_55(%rip), %xmm10
	vmovaps	%xmm14, %xmm28
	vmovaps	%xmm0, %xmm29
	vmovdqa64	%xmm30, %xmm0
	vmovaps	%xmm8, %xmm30
	vmovaps	%xmm16, %xmm31
	vmovaps	%xmm24, %xmm27
	vmovdqa64	%xmm0, %xmm24
	vmovaps	%xmm26, %xmm25
	vmovss	.LCPI0_56(%rip), %xmm20
	vmovss	.LCPI0_18(%rip), %xmm11
	vmovss	.LCPI0_70(%rip), %xmm12
	movq	-120(%rsp), %r11
	vmovaps	%xmm9, %xmm13
	vmovaps	640(%rsp), %xmm22
	vmovaps	-16(%rsp), %xmm14
	vmovaps	304(%rsp), %xmm16
	.p2align	4
.LBB0_158:
	vmovss	(%r8,%rax,4), %xmm0
	vaddss	%xmm0, %xmm0, %xmm1
	vmulss	%xmm1, %xmm12, %xmm1
	vsubss	(%r9,%rax,4), %xmm1, %xmm1
	vsubss	%xmm13, %xmm0, %xmm2
	vmaxss	%xmm2, %xmm17, %xmm4
	vminss	%xmm4, %xmm10, %xmm4
	vmulss	%xmm20, %xmm4, %xmm5
	vaddss	%xmm21, %xmm5, %xmm5
	vaddss	%xmm23, %xmm5, %xmm7
	vmovd	%xmm5, %ecx
	vmulss	%xmm25, %xmm7, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm27, %xmm7, %xmm5
	vsubss	%xmm5, %xmm4, %xmm7
	vmulss	%xmm7, %xmm7, %xmm8
	vmulss	%xmm24, %xmm8, %xmm9
	vaddss	%xmm31, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm9
	vaddss	%xmm30, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm9
	vaddss	%xmm29, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm9
	vaddss	%xmm6, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm8
	vsubss	%xmm8, %xmm7, %xmm8
	vmulss	%xmm7, %xmm8, %xmm7
	vsubss	%xmm8, %xmm11, %xmm8
	vdivss	%xmm8, %xmm7, %xmm7
	vsubss	%xmm7, %xmm5, %xmm5
	vsubss	%xmm5, %xmm4, %xmm4
	vaddss	%xmm28, %xmm4, %xmm4
	leal	-1262485248(%rcx), %edx
	shrl	%edx
	subl	%edx, %ecx
	shll	$23, %ecx
	shll	$23, %edx
	addl	$-8388608, %edx
	addl	$2139095040, %ecx
	vmovd	%edx, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vmovd	%ecx, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vcmpunordss	%xmm2, %xmm2, %k1
	vmovss	.LCPI0_69(%rip), %xmm4 {%k1}
	vmulss	%xmm4, %xmm16, %xmm2
	vaddss	%xmm2, %xmm1, %xmm1
	vcvtusi2ss	%rax, %xmm26, %xmm2
	vcmpeqss	%xmm2, %xmm22, %k1
	vmovss	.LCPI0_71(%rip), %xmm2 {%k1} {z}
	vaddss	%xmm1, %xmm2, %xmm1
	vmulss	%xmm1, %xmm14, %xmm1
	vsubss	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movl	%ecx, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r10d, %ecx
	movl	%ecx, (%r8,%rax,4)
	incq	%rax
	cmpq	%rax, %r11
	jne	.LBB0_158
	jmp	.LBB0_70
	.p2align	4
.LBB0_159:
	vbroadcastss	%xmm9, %zmm0
	vmovups	%zmm0, 112(%rsp)
	vbroadcastss	304(%rsp), %zmm0
	vmovups	%zmm0, 32(%rsp)
	vbroadcastss	640(%rsp), %zmm4
	vbroadcastss	96(%rsp), %zmm5
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm7
	vmovdqa64	.LCPI0_51(%rip), %zmm8
	movq	1104(%rsp), %rcx
	vpbroadcastq	.LCPI0_2(%rip), %zmm26
	movq	240(%rsp), %r11
	vmovaps	%zmm13, %zmm24
	vmovaps	%zmm22, %zmm6
	vmovdqa64	%zmm1, %zmm20
	vpbroadcastd	.LCPI0_68(%rip), %zmm17
	vbroadcastss	.LCPI0_57(%rip), %zmm27
	vbroadcastss	.LCPI0_60(%rip), %zmm29
	vbroadcastss	.LCPI0_61(%rip), %zmm30
	vbroadcastss	.LCPI0_62(%rip), %zmm31
	vbroadcastss	.LCPI0_63(%rip), %zmm21
	vmovaps	%zmm11, %zmm23
	vbroadcastss	.LCPI0_56(%rip), %zmm22
	vmovaps	%zmm25, %zmm0
	vmovaps	%zmm28, %zmm2
	.p2align	4
.LBB0_160:
	vmovups	(%r11,%rax,4), %zmm1
	vsubps	112(%rsp), %zmm1, %zmm9
	vmovaps	%zmm10, %zmm28
	vmaxps	%zmm9, %zmm10, %zmm10
	vminps	%zmm10, %zmm15, %zmm10
	vmulps	%zmm22, %zmm10, %zmm11
	vaddps	%zmm27, %zmm11, %zmm11
	vaddps	%zmm23, %zmm11, %zmm13
	vmulps	%zmm6, %zmm13, %zmm14
	vaddps	%zmm14, %zmm10, %zmm10
	vmulps	%zmm29, %zmm13, %zmm13
	vsubps	%zmm13, %zmm10, %zmm14
	vmovaps	%zmm15, %zmm25
	vmulps	%zmm14, %zmm14, %zmm15
	vmulps	%zmm30, %zmm15, %zmm16
	vaddps	%zmm31, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm16
	vaddps	%zmm21, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm16
	vaddps	%zmm2, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm16
	vaddps	%zmm0, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm15
	vsubps	%zmm15, %zmm14, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm15, %zmm12, %zmm15
	vdivps	%zmm15, %zmm14, %zmm14
	vmovaps	%zmm25, %zmm15
	vsubps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm10, %zmm10
	vaddps	%zmm24, %zmm10, %zmm10
	vpaddd	.LCPI0_67(%rip){1to16}, %zmm11, %zmm13
	vpsrld	$1, %zmm13, %zmm13
	vpsubd	%zmm13, %zmm11, %zmm11
	vpslld	$23, %zmm13, %zmm13
	vpaddd	%zmm20, %zmm13, %zmm13
	vmulps	%zmm13, %zmm10, %zmm10
	vaddps	%zmm1, %zmm1, %zmm13
	vmulps	.LCPI0_70(%rip){1to16}, %zmm13, %zmm13
	vsubps	(%r9,%rax,4), %zmm13, %zmm13
	vpslld	$23, %zmm11, %zmm11
	vpaddd	%zmm17, %zmm11, %zmm11
	vmulps	%zmm11, %zmm10, %zmm10
	vcmpunordps	%zmm3, %zmm9, %k1
	vbroadcastss	.LCPI0_69(%rip), %zmm10 {%k1}
	vmulps	32(%rsp), %zmm10, %zmm9
	vaddps	%zmm9, %zmm13, %zmm9
	vcvtuqq2ps	%zmm7, %ymm10
	vcvtuqq2ps	%zmm8, %ymm11
	vinsertf64x4	$1, %ymm11, %zmm10, %zmm10
	vcmpeqps	%zmm10, %zmm4, %k1
	vbroadcastss	.LCPI0_71(%rip), %zmm10 {%k1} {z}
	vaddps	%zmm9, %zmm10, %zmm9
	vmulps	1616(%rsp), %zmm9, %zmm9
	vmulps	(%r8,%rax,4), %zmm5, %zmm10
	vsubps	%zmm9, %zmm1, %zmm1
	vaddps	%zmm1, %zmm10, %zmm1
	vmovaps	%zmm28, %zmm10
	vandps	.LCPI0_72(%rip){1to16}, %zmm1, %zmm9
	vpcmpgtd	%zmm17, %zmm9, %k1
	vpbroadcastd	.LCPI0_69(%rip), %zmm1 {%k1}
	vmovdqu64	%zmm1, (%r11,%rax,4)
	addq	$16, %rax
	vpaddq	%zmm26, %zmm7, %zmm7
	vpaddq	%zmm26, %zmm8, %zmm8
	cmpq	%rax, %rcx
	jne	.LBB0_160
	movq	-120(%rsp), %r12
	cmpq	%rcx, %r12
	vmovss	.LCPI0_55(%rip), %xmm10
	vmovss	.LCPI0_56(%rip), %xmm15
	vmovss	.LCPI0_57(%rip), %xmm20
	vmovss	.LCPI0_58(%rip), %xmm23
	vmovss	.LCPI0_59(%rip), %xmm25
	vmovss	.LCPI0_60(%rip), %xmm27
	vmovd	.LCPI0_61(%rip), %xmm24
	vmovss	.LCPI0_62(%rip), %xmm31
	vmovss	.LCPI0_63(%rip), %xmm30
	vmovss	.LCPI0_64(%rip), %xmm29
	vmovss	.LCPI0_65(%rip), %xmm6
	vmovss	.LCPI0_18(%rip), %xmm11
	vmovss	.LCPI0_66(%rip), %xmm14
	vmovss	.LCPI0_70(%rip), %xmm12
	vmovaps	-16(%rsp), %xmm21
	vmovaps	96(%rsp), %xmm16
	vmovss	.LCPI0_54(%rip), %xmm17
	vmovaps	704(%rsp), %xmm13
	vmovaps	640(%rsp), %xmm22
	vmovaps	304(%rsp), %xmm26
	je	.LBB0_70
	movq	1104(%rsp), %rax
	testb	$12, %r12b
	je	.LBB0_155
	vbroadcastss	%xmm13, %xmm0
	vbroadcastss	%xmm26, %xmm2
	vbroadcastss	%xmm22, %xmm4
	vbroadcastss	%xmm16, %xmm5
	movq	1104(%rsp), %rax
	vmovdqu	1680(%rsp), %ymm7
	vbroadcastss	.LCPI0_59(%rip), %xmm24
	vbroadcastss	.LCPI0_60(%rip), %xmm25
	vbroadcastss	.LCPI0_61(%rip), %xmm26
	vbroadcastss	.LCPI0_62(%rip), %xmm27
	vbroadcastss	.LCPI0_63(%rip), %xmm28
	vbroadcastss	.LCPI0_64(%rip), %xmm29
	vbroadcastss	.LCPI0_65(%rip), %xmm30
	vbroadcastss	.LCPI0_18(%rip), %xmm31
	vbroadcastss	.LCPI0_66(%rip), %xmm17
	vpbroadcastd	.LCPI0_67(%rip), %xmm16
	vpbroadcastd	.LCPI0_50(%rip), %xmm20
	vpbroadcastd	.LCPI0_68(%rip), %xmm21
	vbroadcastss	.LCPI0_70(%rip), %xmm12
	vbroadcastss	.LCPI0_72(%rip), %xmm6
	vpbroadcastq	.LCPI0_73(%rip), %ymm23
	.p2align	4
.LBB0_164:
	vmovups	(%r11,%rax,4), %xmm1
	vsubps	%xmm0, %xmm1, %xmm8
	vbroadcastss	.LCPI0_54(%rip), %xmm9
	vmaxps	%xmm8, %xmm9, %xmm9
	vbroadcastss	.LCPI0_55(%rip), %xmm10
	vminps	%xmm9, %xmm10, %xmm9
	vmulps	.LCPI0_56(%rip){1to4}, %xmm9, %xmm10
	vaddps	.LCPI0_57(%rip){1to4}, %xmm10, %xmm10
	vaddps	.LCPI0_58(%rip){1to4}, %xmm10, %xmm11
	vmulps	%xmm24, %xmm11, %xmm13
	vaddps	%xmm13, %xmm9, %xmm9
	vmulps	%xmm25, %xmm11, %xmm11
	vsubps	%xmm11, %xmm9, %xmm13
	vmulps	%xmm13, %xmm13, %xmm14
	vmulps	%xmm26, %xmm14, %xmm15
	vaddps	%xmm27, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm15
	vaddps	%xmm28, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm15
	vaddps	%xmm29, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm15
	vaddps	%xmm30, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm14
	vsubps	%xmm14, %xmm13, %xmm14
	vmulps	%xmm14, %xmm13, %xmm13
	vsubps	%xmm14, %xmm31, %xmm14
	vdivps	%xmm14, %xmm13, %xmm13
	vsubps	%xmm13, %xmm11, %xmm11
	vsubps	%xmm11, %xmm9, %xmm9
	vaddps	%xmm17, %xmm9, %xmm9
	vpaddd	%xmm16, %xmm10, %xmm11
	vpsrld	$1, %xmm11, %xmm11
	vpsubd	%xmm11, %xmm10, %xmm10
	vpslld	$23, %xmm11, %xmm11
	vpaddd	%xmm20, %xmm11, %xmm11
	vmulps	%xmm11, %xmm9, %xmm9
	vpslld	$23, %xmm10, %xmm10
	vpaddd	%xmm21, %xmm10, %xmm10
	vmulps	%xmm10, %xmm9, %xmm9
	vxorps	%xmm10, %xmm10, %xmm10
	vcmpunordps	%xmm10, %xmm8, %k1
	vaddps	%xmm1, %xmm1, %xmm8
	vmulps	%xmm12, %xmm8, %xmm8
	vsubps	(%r9,%rax,4), %xmm8, %xmm8
	vbroadcastss	.LCPI0_69(%rip), %xmm9 {%k1}
	vmulps	%xmm2, %xmm9, %xmm9
	vaddps	%xmm9, %xmm8, %xmm8
	vcvtuqq2ps	%ymm7, %xmm9
	vcmpeqps	%xmm9, %xmm4, %k1
	vbroadcastss	.LCPI0_71(%rip), %xmm9 {%k1} {z}
	vaddps	%xmm8, %xmm9, %xmm8
	vmulps	1616(%rsp), %xmm8, %xmm8
	vmulps	(%r8,%rax,4), %xmm5, %xmm9
	vsubps	%xmm8, %xmm1, %xmm1
	vaddps	%xmm1, %xmm9, %xmm1
	vandps	%xmm6, %xmm1, %xmm8
	vpcmpgtd	%xmm21, %xmm8, %k1
	vpbroadcastd	.LCPI0_69(%rip), %xmm1 {%k1}
	vmovdqu	%xmm1, (%r11,%rax,4)
	addq	$4, %rax
	vpaddq	%ymm23, %ymm7, %ymm7
	cmpq	%rax, %rdi
	jne	.LBB0_164
	movq	%rdi, %rax
	movq	-120(%rsp), %r12
	cmpq	%rdi, %r12
	vmovss	.LCPI0_54(%rip), %xmm17
	vmovss	.LCPI0_55(%rip), %xmm10
	vmovss	.LCPI0_56(%rip), %xmm15
	vmovss	.LCPI0_57(%rip), %xmm20
	vmovss	.LCPI0_58(%rip), %xmm23
	vmovss	.LCPI0_59(%rip), %xmm25
	vmovss	.LCPI0_60(%rip), %xmm27
	vmovd	.LCPI0_61(%rip), %xmm24
	vmovss	.LCPI0_62(%rip), %xmm31
	vmovss	.LCPI0_63(%rip), %xmm30
	vmovss	.LCPI0_64(%rip), %xmm29
	vmovss	.LCPI0_65(%rip), %xmm6
	vmovss	.LCPI0_18(%rip), %xmm11
	vmovss	.LCPI0_66(%rip), %xmm14
	vmovss	.LCPI0_70(%rip), %xmm12
	vmovaps	-16(%rsp), %xmm21
	vmovaps	96(%rsp), %xmm16
	vmovaps	704(%rsp), %xmm13
	vmovaps	304(%rsp), %xmm26
	jne	.LBB0_155
	jmp	.LBB0_70
.LBB0_166:
	vbroadcastss	%xmm9, %zmm0
	vmovups	%zmm0, 32(%rsp)
	vbroadcastss	304(%rsp), %zmm0
	vmovups	%zmm0, 112(%rsp)
	vbroadcastss	640(%rsp), %zmm0
	vmovups	%zmm0, 432(%rsp)
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm5
	vmovdqa64	.LCPI0_51(%rip), %zmm7
	movq	1104(%rsp), %rcx
	vpbroadcastq	.LCPI0_2(%rip), %zmm26
	movq	240(%rsp), %r8
	vbroadcastss	.LCPI0_57(%rip), %zmm16
	vbroadcastss	.LCPI0_60(%rip), %zmm6
	vbroadcastss	.LCPI0_61(%rip), %zmm24
	vbroadcastss	.LCPI0_62(%rip), %zmm27
	vbroadcastss	.LCPI0_63(%rip), %zmm30
	vpbroadcastd	.LCPI0_68(%rip), %zmm31
	vpbroadcastd	.LCPI0_67(%rip), %zmm20
	vbroadcastss	.LCPI0_56(%rip), %zmm21
	vmovaps	%zmm15, %zmm23
	vmovaps	%zmm25, %zmm29
	vmovaps	%zmm28, %zmm0
	vmovdqa64	%zmm1, %zmm2
	.p2align	4
.LBB0_167:
	vmovups	(%r8,%rax,4), %zmm1
	vsubps	32(%rsp), %zmm1, %zmm8
	vmaxps	%zmm8, %zmm10, %zmm9
	vminps	%zmm9, %zmm23, %zmm9
	vmovaps	%zmm10, %zmm25
	vmulps	%zmm21, %zmm9, %zmm10
	vaddps	%zmm16, %zmm10, %zmm10
	vmovaps	%zmm11, %zmm28
	vaddps	%zmm11, %zmm10, %zmm11
	vmovaps	%zmm13, %zmm4
	vmulps	%zmm22, %zmm11, %zmm13
	vaddps	%zmm13, %zmm9, %zmm9
	vmulps	%zmm6, %zmm11, %zmm11
	vsubps	%zmm11, %zmm9, %zmm13
	vmulps	%zmm13, %zmm13, %zmm14
	vmulps	%zmm24, %zmm14, %zmm15
	vaddps	%zmm27, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm30, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm0, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm29, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vmovups	1616(%rsp), %zmm15
	vsubps	%zmm14, %zmm13, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm14, %zmm12, %zmm14
	vdivps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm11, %zmm11
	vmovaps	%zmm4, %zmm13
	vsubps	%zmm11, %zmm9, %zmm9
	vaddps	%zmm4, %zmm9, %zmm9
	vpaddd	%zmm20, %zmm10, %zmm11
	vpsrld	$1, %zmm11, %zmm11
	vpsubd	%zmm11, %zmm10, %zmm10
	vpslld	$23, %zmm11, %zmm11
	vpaddd	%zmm2, %zmm11, %zmm11
	vmulps	%zmm11, %zmm9, %zmm9
	vaddps	%zmm1, %zmm1, %zmm11
	vmulps	.LCPI0_70(%rip){1to16}, %zmm11, %zmm11
	vsubps	(%r9,%rax,4), %zmm11, %zmm11
	vpslld	$23, %zmm10, %zmm10
	vpaddd	%zmm31, %zmm10, %zmm10
	vmulps	%zmm10, %zmm9, %zmm9
	vcmpunordps	%zmm3, %zmm8, %k1
	vbroadcastss	.LCPI0_69(%rip), %zmm9 {%k1}
	vmulps	112(%rsp), %zmm9, %zmm8
	vcvtuqq2ps	%zmm5, %ymm9
	vcvtuqq2ps	%zmm7, %ymm10
	vaddps	%zmm8, %zmm11, %zmm8
	vmovaps	%zmm28, %zmm11
	vinsertf64x4	$1, %ymm10, %zmm9, %zmm9
	vmovaps	%zmm25, %zmm10
	vcmpeqps	432(%rsp), %zmm9, %k1
	vbroadcastss	.LCPI0_71(%rip), %zmm9 {%k1} {z}
	vaddps	%zmm8, %zmm9, %zmm8
	vmulps	%zmm8, %zmm15, %zmm8
	vsubps	%zmm8, %zmm1, %zmm1
	vandps	.LCPI0_72(%rip){1to16}, %zmm1, %zmm8
	vpcmpgtd	%zmm31, %zmm8, %k1
	vpbroadcastd	.LCPI0_69(%rip), %zmm1 {%k1}
	vmovdqu64	%zmm1, (%r8,%rax,4)
	addq	$16, %rax
	vpaddq	%zmm26, %zmm5, %zmm5
	vpaddq	%zmm26, %zmm7, %zmm7
	cmpq	%rax, %rcx
	jne	.LBB0_167
	movq	-120(%rsp), %r11
	cmpq	%rcx, %r11
	vmovss	.LCPI0_55(%rip), %xmm10
	vmovss	.LCPI0_56(%rip), %xmm20
	vmovss	.LCPI0_57(%rip), %xmm21
	vmovss	.LCPI0_58(%rip), %xmm23
	vmovss	.LCPI0_59(%rip), %xmm25
	vmovss	.LCPI0_60(%rip), %xmm27
	vmovd	.LCPI0_61(%rip), %xmm24
	vmovss	.LCPI0_62(%rip), %xmm31
	vmovss	.LCPI0_63(%rip), %xmm30
	vmovss	.LCPI0_64(%rip), %xmm29
	vmovss	.LCPI0_65(%rip), %xmm6
	vmovss	.LCPI0_18(%rip), %xmm11
	vmovss	.LCPI0_66(%rip), %xmm28
	vmovss	.LCPI0_70(%rip), %xmm12
	vmovaps	-16(%rsp), %xmm14
	vmovaps	704(%rsp), %xmm13
	vmovaps	640(%rsp), %xmm22
	vmovaps	304(%rsp), %xmm16
	je	.LBB0_70
	movq	1104(%rsp), %rax
	testb	$12, %r11b
	je	.LBB0_158
	vbroadcastss	%xmm13, %xmm0
	vbroadcastss	%xmm16, %xmm2
	vbroadcastss	%xmm22, %xmm4
	movq	1104(%rsp), %rax
	vmovdqu	1680(%rsp), %ymm5
	vbroadcastss	.LCPI0_59(%rip), %xmm24
	vbroadcastss	.LCPI0_60(%rip), %xmm25
	vbroadcastss	.LCPI0_61(%rip), %xmm26
	vbroadcastss	.LCPI0_62(%rip), %xmm27
	vbroadcastss	.LCPI0_63(%rip), %xmm28
	vbroadcastss	.LCPI0_64(%rip), %xmm29
	vbroadcastss	.LCPI0_65(%rip), %xmm30
	vbroadcastss	.LCPI0_18(%rip), %xmm31
	vbroadcastss	.LCPI0_66(%rip), %xmm17
	vpbroadcastd	.LCPI0_67(%rip), %xmm16
	vpbroadcastd	.LCPI0_50(%rip), %xmm20
	vpbroadcastd	.LCPI0_68(%rip), %xmm21
	vbroadcastss	.LCPI0_70(%rip), %xmm12
	vbroadcastss	.LCPI0_72(%rip), %xmm6
	vpbroadcastq	.LCPI0_73(%rip), %ymm23
	.p2align	4
.LBB0_171:
	vmovups	(%r8,%rax,4), %xmm1
	vsubps	%xmm0, %xmm1, %xmm7
	vbroadcastss	.LCPI0_54(%rip), %xmm8
	vmaxps	%xmm7, %xmm8, %xmm8
	vbroadcastss	.LCPI0_55(%rip), %xmm9
	vminps	%xmm8, %xmm9, %xmm8
	vmulps	.LCPI0_56(%rip){1to4}, %xmm8, %xmm9
	vaddps	.LCPI0_57(%rip){1to4}, %xmm9, %xmm9
	vaddps	.LCPI0_58(%rip){1to4}, %xmm9, %xmm10
	vmulps	%xmm24, %xmm10, %xmm11
	vaddps	%xmm11, %xmm8, %xmm8
	vmulps	%xmm25, %xmm10, %xmm10
	vsubps	%xmm10, %xmm8, %xmm11
	vmulps	%xmm11, %xmm11, %xmm13
	vmulps	%xmm26, %xmm13, %xmm14
	vaddps	%xmm27, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	%xmm28, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	%xmm29, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	%xmm30, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm13
	vsubps	%xmm13, %xmm11, %xmm13
	vmulps	%xmm13, %xmm11, %xmm11
	vsubps	%xmm13, %xmm31, %xmm13
	vdivps	%xmm13, %xmm11, %xmm11
	vsubps	%xmm11, %xmm10, %xmm10
	vsubps	%xmm10, %xmm8, %xmm8
	vaddps	%xmm17, %xmm8, %xmm8
	vpaddd	%xmm16, %xmm9, %xmm10
	vpsrld	$1, %xmm10, %xmm10
	vpsubd	%xmm10, %xmm9, %xmm9
	vpslld	$23, %xmm10, %xmm10
	vpaddd	%xmm20, %xmm10, %xmm10
	vmulps	%xmm10, %xmm8, %xmm8
	vpslld	$23, %xmm9, %xmm9
	vpaddd	%xmm21, %xmm9, %xmm9
	vmulps	%xmm9, %xmm8, %xmm8
	vxorps	%xmm9, %xmm9, %xmm9
	vcmpunordps	%xmm9, %xmm7, %k1
	vaddps	%xmm1, %xmm1, %xmm7
	vmulps	%xmm7, %xmm12, %xmm7
	vsubps	(%r9,%rax,4), %xmm7, %xmm7
	vbroadcastss	.LCPI0_69(%rip), %xmm8 {%k1}
	vmulps	%xmm2, %xmm8, %xmm8
	vaddps	%xmm7, %xmm8, %xmm7
	vcvtuqq2ps	%ymm5, %xmm8
	vcmpeqps	%xmm8, %xmm4, %k1
	vbroadcastss	.LCPI0_71(%rip), %xmm8 {%k1} {z}
	vaddps	%xmm7, %xmm8, %xmm7
	vmulps	%xmm7, %xmm15, %xmm7
	vsubps	%xmm7, %xmm1, %xmm1
	vandps	%xmm6, %xmm1, %xmm7
	vpcmpgtd	%xmm21, %xmm7, %k1
	vpbroadcastd	.LCPI0_69(%rip), %xmm1 {%k1}
	vmovdqu	%xmm1, (%r8,%rax,4)
	addq	$4, %rax
	vpaddq	%ymm23, %ymm5, %ymm5
	cmpq	%rax, %rdi
	jne	.LBB0_171
	movq	%rdi, %rax
	movq	-120(%rsp), %r11
	cmpq	%rdi, %r11
	vmovss	.LCPI0_54(%rip), %xmm17
	vmovss	.LCPI0_55(%rip), %xmm10
	vmovss	.LCPI0_56(%rip), %xmm20
	vmovss	.LCPI0_57(%rip), %xmm21
	vmovss	.LCPI0_58(%rip), %xmm23
	vmovss	.LCPI0_59(%rip), %xmm25
	vmovss	.LCPI0_60(%rip), %xmm27
	vmovd	.LCPI0_61(%rip), %xmm24
	vmovss	.LCPI0_62(%rip), %xmm31
	vmovss	.LCPI0_63(%rip), %xmm30
	vmovss	.LCPI0_64(%rip), %xmm29
	vmovss	.LCPI0_65(%rip), %xmm6
	vmovss	.LCPI0_18(%rip), %xmm11
	vmovss	.LCPI0_66(%rip), %xmm28
	vmovss	.LCPI0_70(%rip), %xmm12
	vmovaps	-16(%rsp), %xmm14
	vmovaps	704(%rsp), %xmm13
	vmovaps	304(%rsp), %xmm16
	jne	.LBB0_158
	jmp	.LBB0_70
.LBB0_173:
	vmovss	-48(%rsp), %xmm0
	vmulss	-36(%rsp), %xmm0, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm2
	vcmpltss	%xmm0, %xmm6, %k1
	vmovss	%xmm2, %xmm2, %xmm0 {%k1} {z}
	vmovaps	%xmm0, 96(%rsp)
	cmpl	$0, -108(%rsp)
	movl	$3449720151, %ecx
	vmovd	.LCPI0_61(%rip), %xmm30
	jne	.LBB0_73
	jmp	.LBB0_99
.LBB0_174:
	addq	$105272, %rsp
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
