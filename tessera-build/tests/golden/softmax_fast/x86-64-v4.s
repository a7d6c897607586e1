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
.LCPI0_49:
	.quad	8
	.quad	9
	.quad	10
	.quad	11
	.quad	12
	.quad	13
	.quad	14
	.quad	15
.LCPI0_50:
	.quad	16
	.quad	17
	.quad	18
	.quad	19
	.quad	20
	.quad	21
	.quad	22
	.quad	23
.LCPI0_51:
	.quad	24
	.quad	25
	.quad	26
	.quad	27
	.quad	28
	.quad	29
	.quad	30
	.quad	31
.LCPI0_72:
	.quad	32
	.quad	33
	.quad	34
	.quad	35
	.quad	36
	.quad	37
	.quad	38
	.quad	39
.LCPI0_73:
	.quad	40
	.quad	41
	.quad	42
	.quad	43
	.quad	44
	.quad	45
	.quad	46
	.quad	47
.LCPI0_74:
	.quad	48
	.quad	49
	.quad	50
	.quad	51
	.quad	52
	.quad	53
	.quad	54
	.quad	55
.LCPI0_75:
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
.LCPI0_40:
	.quad	0x8000000000000000
.LCPI0_41:
	.quad	1
.LCPI0_42:
	.quad	2
.LCPI0_46:
	.quad	0xbe927e4fb7789f5c
.LCPI0_47:
	.quad	0xbfe0000000000000
.LCPI0_71:
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
.LCPI0_48:
	.long	0xff800000
.LCPI0_52:
	.long	0xc2d00000
.LCPI0_53:
	.long	0x42b20000
.LCPI0_54:
	.long	0x3fb8aa3b
.LCPI0_55:
	.long	0x4b400000
.LCPI0_56:
	.long	0xcb400000
.LCPI0_57:
	.long	0xbf317200
.LCPI0_58:
	.long	0x35bfbe8e
.LCPI0_59:
	.long	0x3331bb4c
.LCPI0_60:
	.long	0xb5ddea0e
.LCPI0_61:
	.long	0x388ab355
.LCPI0_62:
	.long	0xbb360b61
.LCPI0_63:
	.long	0x3e2aaaab
.LCPI0_64:
	.long	0x3f800000
.LCPI0_65:
	.long	3032482048
.LCPI0_66:
	.long	2139095040
.LCPI0_67:
	.long	0x7fc00000
.LCPI0_68:
	.long	0x3d4ccccd
.LCPI0_69:
	.long	0x3dcccccd
.LCPI0_70:
	.long	0x7fffffff
.LCPI0_76:
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
	subq	$3112, %rsp
	movq	(%rdi), %r13
	movq	8(%rdi), %r10
	movq	24(%rdi), %r9
	movq	32(%rdi), %rdx
	movq	40(%rdi), %r8
	movq	48(%rdi), %rcx
	movq	%rcx, 136(%rsp)
	vmovss	56(%rdi), %xmm0
	vmovaps	%xmm0, -64(%rsp)
	vmovss	60(%rdi), %xmm0
	vmovss	%xmm0, 28(%rsp)
	movl	64(%rdi), %ecx
	movl	%ecx, -100(%rsp)
	vmovss	72(%rdi), %xmm0
	vmovss	%xmm0, 16(%rsp)
	vmovss	76(%rdi), %xmm0
	vmovss	%xmm0, 24(%rsp)
	vmovss	80(%rdi), %xmm0
	vmovss	%xmm0, 12(%rsp)
	movl	68(%rdi), %ecx
	movl	%ecx, 20(%rsp)
	movq	88(%rdi), %rcx
	movq	%rcx, -88(%rsp)
	movq	96(%rdi), %rcx
	movq	%rcx, 552(%rsp)
	leaq	3(%r8), %rcx
	shrq	$2, %rcx
	cmpq	$128, %r8
	movq	%r13, -16(%rsp)
	movq	%r10, 128(%rsp)
	movq	%rdx, 208(%rsp)
	movq	%r8, -120(%rsp)
	movq	%rcx, -40(%rsp)
	jae	.LBB0_65
	subq	%r9, %rdx
	jbe	.LBB0_175
	movq	%r8, %r12
	shlq	$6, %r12
	movabsq	$72057594037927934, %r8
	movl	$3449720151, %esi
	cmpl	$0, -100(%rsp)
	sete	%bpl
	testq	%rcx, %rcx
	sete	%r15b
	movq	-88(%rsp), %rax
	movq	%rax, %rbx
	shrq	$32, %rbx
	leaq	(%rax,%rsi), %rcx
	addq	$-795284382, %rcx
	movq	%rcx, 432(%rsp)
	leaq	-305585874(%rbx,%rsi), %rcx
	movq	%rcx, -96(%rsp)
	leaq	1993301258(%rbx), %rcx
	leaq	218619860(%rax,%rsi), %rdi
	movq	%rdi, 32(%rsp)
	movq	%r9, %rdi
	leaq	842468239(%rbx), %r9
	leaq	(%rbx,%rsi), %r11
	addq	$536882365, %r11
	leaq	(%rbx,%rsi), %r14
	addq	$-613950654, %r14
	orb	%bpl, %r15b
	movb	%r15b, (%rsp)
	leal	-1767562579(%rbx), %ebp
	vpbroadcastd	%ebp, %zmm1
	leal	-1879881855(%rax), %ebp
	vpbroadcastd	%ebp, %zmm2
	leaq	228517585(%rbx,%rsi), %r15
	vpbroadcastq	%r15, %zmm3
	leaq	(%rax,%rsi), %r15
	addq	$605896817, %r15
	vpbroadcastq	%r15, %zmm4
	leaq	1684936478(%rbx), %r15
	addq	$534103459, %rbx
	vpbroadcastq	%rbx, %zmm5
	leaq	1401181199(%rax), %rbx
	vpbroadcastq	%rbx, %zmm6
	leaq	2027808484(%rax), %rbx
	vpbroadcastq	%r15, %zmm7
	leaq	-408007425(%rax,%rsi), %r15
	vpbroadcastq	%r15, %zmm8
	leaq	387276957(%rax), %r15
	vpbroadcastq	%r14, %zmm9
	movq	-120(%rsp), %r14
	xorl	%esi, %esi
	popcntq	%r14, %rsi
	vpbroadcastq	%r15, %zmm10
	movq	%r12, %r15
	leaq	-1(%rsi), %rbp
	vpbroadcastq	%r11, %zmm11
	movq	-120(%rsp), %r11
	movq	%rbp, %r12
	shlq	$8, %r12
	vpbroadcastq	%rbx, %zmm12
	movq	%rdx, %rbx
	leaq	(%rsi,%r8), %rdx
	movq	%rdx, -72(%rsp)
	vpbroadcastq	%r9, %zmm13
	movq	32(%rsp), %rdx
	vpbroadcastq	%rdx, %zmm14
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 1280(%rsp)
	leaq	1013904242(%rax), %rcx
	vpbroadcastq	%rcx, %zmm15
	movq	432(%rsp), %rcx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 2016(%rsp)
	vpbroadcastq	%rax, %zmm0
	movq	-40(%rsp), %rax
	vpbroadcastq	%rax, %zmm16
	vmovdqu64	%zmm16, 3424(%rsp)
	movq	%rbp, %r9
	andq	$-2, %rbp
	vbroadcastss	-64(%rsp), %zmm17
	movq	%rsi, %rax
	movq	%rsi, -112(%rsp)
	shll	$8, %eax
	leaq	4648(%rsp), %rcx
	addq	%rcx, %rax
	addq	$-320, %rax
	movq	%rax, -24(%rsp)
	movq	208(%rsp), %rax
	leaq	4392(%rsp), %rsi
	vbroadcastss	.LCPI0_18(%rip), %zmm18
	movq	%r15, -8(%rsp)
	vmovdqu64	%zmm1, 3040(%rsp)
	vmovdqu64	%zmm2, 2976(%rsp)
	vmovdqu64	%zmm3, 2912(%rsp)
	vmovdqu64	%zmm4, 3808(%rsp)
	vmovdqu64	%zmm5, 3744(%rsp)
	vmovdqu64	%zmm6, 1344(%rsp)
	vmovdqu64	%zmm7, 2848(%rsp)
	vmovdqu64	%zmm8, 2784(%rsp)
	vmovdqu64	%zmm9, 2720(%rsp)
	vmovdqu64	%zmm10, 2656(%rsp)
	vmovdqu64	%zmm11, 2592(%rsp)
	vmovdqu64	%zmm12, 2528(%rsp)
	vmovdqu64	%zmm13, 2464(%rsp)
	vmovdqu64	%zmm14, 2400(%rsp)
	vmovdqu64	%zmm15, 3680(%rsp)
	vmovdqu64	%zmm0, 3616(%rsp)
	vmovupd	%zmm17, 1600(%rsp)
	jmp	.LBB0_8
	.p2align	4
.LBB0_5:
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r11
.LBB0_6:
	cmpq	1664(%rsp), %rax
	cmovbq	%rax, %rbx
	addq	%rdi, %rbx
	imulq	%r11, %rbx
	movq	%rdx, %rcx
	shlq	$8, %rcx
	addq	%rsp, %rcx
	addq	$7208, %rcx
	vmovss	(%rcx,%rax,4), %xmm0
	leaq	(,%rbx,4), %rax
	addq	%r13, %rax
	vmovss	%xmm0, (%rax,%rdx,4)
.LBB0_7:
	addq	$64, %rdi
	movq	3488(%rsp), %rbx
	addq	$-64, %rbx
	movq	208(%rsp), %rax
	cmpq	%rax, %rdi
	jae	.LBB0_175
.LBB0_8:
	cmpq	$64, %rbx
	movl	$64, %ecx
	movq	%rbx, 3488(%rsp)
	cmovbq	%rbx, %rcx
	movq	%rcx, -32(%rsp)
	subq	%rdi, %rax
	cmpq	$64, %rax
	movl	$64, %ecx
	cmovbq	%rax, %rcx
	movq	%rcx, 1664(%rsp)
	leaq	-1(%rcx), %rbx
	testq	%r11, %r11
	je	.LBB0_11
	movq	%r11, %r14
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
	imulq	%r14, %rdx
	addq	%r11, %rdx
	vmovss	(%r13,%rdx,4), %xmm0
	vmovss	%xmm0, 7208(%rsp,%rcx,4)
	vmovss	(%r10,%rdx,4), %xmm0
	vmovss	%xmm0, 39976(%rsp,%rcx,4)
	leal	1(%rcx), %edx
	andl	$63, %edx
	cmpq	%rdx, %rax
	cmovbeq	%rbx, %rdx
	addq	%rdi, %rdx
	imulq	%r14, %rdx
	addq	%r11, %rdx
	vmovss	(%r13,%rdx,4), %xmm0
	vmovss	%xmm0, 7212(%rsp,%rcx,4)
	vmovd	(%r10,%rdx,4), %xmm0
	vmovd	%xmm0, 39980(%rsp,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r15
	jne	.LBB0_10
.LBB0_11:
	cmpq	$0, 136(%rsp)
	je	.LBB0_50
	vpbroadcastq	%rdi, %zmm0
	vpaddq	.LCPI0_0(%rip), %zmm0, %zmm1
	vpaddq	.LCPI0_49(%rip), %zmm0, %zmm2
	vpaddq	.LCPI0_50(%rip), %zmm0, %zmm3
	vpaddq	.LCPI0_51(%rip), %zmm0, %zmm4
	vpaddq	.LCPI0_72(%rip), %zmm0, %zmm5
	vpaddq	.LCPI0_73(%rip), %zmm0, %zmm6
	vpaddq	.LCPI0_75(%rip), %zmm0, %zmm7
	vmovdqu64	3424(%rsp), %zmm8
	vpmullq	%zmm8, %zmm2, %zmm2
	vmovdqu64	%zmm2, 2272(%rsp)
	vpmullq	%zmm8, %zmm1, %zmm1
	vmovdqu64	%zmm1, 2208(%rsp)
	vpmullq	%zmm8, %zmm4, %zmm1
	vmovdqu64	%zmm1, 2144(%rsp)
	vpmullq	%zmm8, %zmm3, %zmm1
	vmovdqu64	%zmm1, 2080(%rsp)
	vpmullq	%zmm8, %zmm6, %zmm1
	vmovdqu64	%zmm1, 3296(%rsp)
	vpmullq	%zmm8, %zmm5, %zmm1
	vmovdqu64	%zmm1, 3232(%rsp)
	vpmullq	%zmm8, %zmm7, %zmm1
	vmovdqu64	%zmm1, 3168(%rsp)
	vpaddq	.LCPI0_74(%rip), %zmm0, %zmm0
	vpmullq	%zmm8, %zmm0, %zmm0
	vmovdqu64	%zmm0, 3104(%rsp)
	xorl	%eax, %eax
	vmovss	16(%rsp), %xmm3
	movq	-120(%rsp), %r11
	jmp	.LBB0_14
	.p2align	4
.LBB0_13:
	vmovss	-64(%rsp), %xmm3
	vmulss	24(%rsp), %xmm3, %xmm3
	incq	%rax
	cmpq	136(%rsp), %rax
	vbroadcastss	.LCPI0_18(%rip), %zmm18
	je	.LBB0_51
.LBB0_14:
	vmovss	28(%rsp), %xmm0
	cmpl	$0, 20(%rsp)
	jne	.LBB0_49
	vmovaps	%xmm0, 3552(%rsp)
	vmovss	%xmm3, -64(%rsp)
	cmpb	$0, (%rsp)
	jne	.LBB0_20
.LBB0_16:
	movq	552(%rsp), %rcx
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
	xorq	-96(%rsp), %rdx
	vpbroadcastq	%rdx, %zmm2
	vmovdqu64	%zmm2, 1536(%rsp)
	vpxorq	2016(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1472(%rsp)
	vpxorq	1280(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 1408(%rsp)
	leaq	73704(%rsp), %rcx
	xorl	%edx, %edx
	movq	-40(%rsp), %r14
	vpbroadcastq	.LCPI0_4(%rip), %zmm18
	vpbroadcastq	.LCPI0_5(%rip), %zmm29
	.p2align	4
.LBB0_17:
	vpbroadcastq	%rdx, %zmm0
	vpaddq	2272(%rsp), %zmm0, %zmm1
	vpaddq	2208(%rsp), %zmm0, %zmm2
	vpaddq	2144(%rsp), %zmm0, %zmm4
	vpaddq	2080(%rsp), %zmm0, %zmm5
	vpaddq	3296(%rsp), %zmm0, %zmm6
	vpaddq	3232(%rsp), %zmm0, %zmm11
	vpaddq	3168(%rsp), %zmm0, %zmm12
	vpaddq	3104(%rsp), %zmm0, %zmm14
	vpmuludq	%zmm18, %zmm2, %zmm15
	vpmuludq	%zmm18, %zmm1, %zmm13
	vpmuludq	%zmm18, %zmm5, %zmm10
	vpmuludq	%zmm18, %zmm4, %zmm9
	vpmuludq	%zmm18, %zmm11, %zmm8
	vpmuludq	%zmm18, %zmm6, %zmm7
	vpmuludq	%zmm18, %zmm14, %zmm3
	vpmuludq	%zmm18, %zmm12, %zmm0
	vmovdqu64	3616(%rsp), %zmm16
	vpternlogq	$150, %zmm16, %zmm13, %zmm1
	vpternlogq	$150, %zmm16, %zmm15, %zmm2
	vpternlogq	$150, %zmm16, %zmm9, %zmm4
	vpternlogq	$150, %zmm16, %zmm10, %zmm5
	vpternlogq	$150, %zmm16, %zmm7, %zmm6
	vpternlogq	$150, %zmm16, %zmm8, %zmm11
	vpternlogq	$150, %zmm16, %zmm0, %zmm12
	vpternlogq	$150, %zmm16, %zmm3, %zmm14
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm12, %zmm12
	vpmuludq	%zmm29, %zmm1, %zmm23
	vpmuludq	%zmm29, %zmm2, %zmm26
	vpmuludq	%zmm29, %zmm4, %zmm20
	vpmuludq	%zmm29, %zmm5, %zmm25
	vpmuludq	%zmm29, %zmm6, %zmm5
	vpmuludq	%zmm29, %zmm11, %zmm18
	vpmuludq	%zmm29, %zmm12, %zmm11
	vpmuludq	%zmm29, %zmm14, %zmm17
	vpsrlq	$32, %zmm26, %zmm1
	vpsrlq	$32, %zmm23, %zmm2
	vpsrlq	$32, %zmm25, %zmm6
	vpsrlq	$32, %zmm20, %zmm12
	vpsrlq	$32, %zmm18, %zmm16
	vpsrlq	$32, %zmm5, %zmm19
	vpsrlq	$32, %zmm17, %zmm21
	vpsrlq	$32, %zmm11, %zmm22
	vmovdqu64	1472(%rsp), %zmm24
	vpxorq	%zmm24, %zmm2, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm14
	vmovdqu64	%zmm14, 368(%rsp)
	vpxorq	%zmm24, %zmm1, %zmm1
	vpxorq	%zmm24, %zmm12, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 432(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm4
	vmovdqu64	%zmm4, 560(%rsp)
	vpxorq	%zmm24, %zmm6, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm6
	vmovdqu64	%zmm6, 144(%rsp)
	vpxorq	%zmm24, %zmm19, %zmm2
	vpxorq	%zmm24, %zmm16, %zmm16
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm30
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm12
	vmovdqu64	%zmm12, 240(%rsp)
	vpxorq	%zmm24, %zmm22, %zmm16
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm28
	vpxorq	%zmm24, %zmm21, %zmm16
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm2
	vmovdqu64	%zmm2, 32(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vmovdqu64	%zmm1, 304(%rsp)
	vmovdqu64	1536(%rsp), %zmm1
	vpxorq	%zmm15, %zmm1, %zmm15
	vpmuludq	%zmm29, %zmm15, %zmm16
	vpxorq	%zmm13, %zmm1, %zmm13
	vpmuludq	%zmm29, %zmm13, %zmm22
	vpxorq	%zmm10, %zmm1, %zmm10
	vpsrlq	$32, %zmm14, %zmm2
	vmovdqu64	%zmm2, 624(%rsp)
	vpmuludq	%zmm29, %zmm10, %zmm15
	vpxorq	%zmm9, %zmm1, %zmm9
	vpmuludq	%zmm29, %zmm9, %zmm19
	vpxorq	%zmm8, %zmm1, %zmm8
	vpmuludq	%zmm29, %zmm8, %zmm27
	vpsrlq	$32, %zmm6, %zmm2
	vpxorq	%zmm7, %zmm1, %zmm7
	vpmuludq	%zmm29, %zmm7, %zmm13
	vpxorq	%zmm3, %zmm1, %zmm3
	vpmuludq	%zmm29, %zmm3, %zmm10
	vpxorq	%zmm0, %zmm1, %zmm0
	vpsrlq	$32, %zmm4, %zmm24
	vpmuludq	%zmm29, %zmm0, %zmm21
	vpsrlq	$32, %zmm22, %zmm9
	vpsrlq	$32, %zmm16, %zmm3
	vpsrlq	$32, %zmm19, %zmm29
	vmovdqu64	3680(%rsp), %zmm14
	vpternlogq	$150, %zmm14, %zmm26, %zmm3
	vpsrlq	$32, %zmm12, %zmm26
	vpsrlq	$32, %zmm15, %zmm8
	vpternlogq	$150, %zmm14, %zmm23, %zmm9
	vpsrlq	$32, %zmm13, %zmm7
	vpternlogq	$150, %zmm14, %zmm25, %zmm8
	vpternlogq	$150, %zmm14, %zmm20, %zmm29
	vpsrlq	$32, %zmm30, %zmm25
	vmovdqa64	%zmm30, %zmm6
	vpsrlq	$32, %zmm27, %zmm31
	vpternlogq	$150, %zmm14, %zmm18, %zmm31
	vpsrlq	$32, %zmm10, %zmm30
	vpternlogq	$150, %zmm14, %zmm5, %zmm7
	vpternlogq	$150, %zmm14, %zmm17, %zmm30
	vpsrlq	$32, %zmm28, %zmm0
	vmovdqa64	%zmm28, %zmm5
	vpsrlq	$32, %zmm21, %zmm20
	vpternlogq	$150, %zmm14, %zmm11, %zmm20
	vmovdqu64	1408(%rsp), %zmm28
	vpxorq	624(%rsp), %zmm28, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm23
	vpxorq	304(%rsp), %zmm28, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm1
	vpxorq	%zmm28, %zmm24, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm18
	vpxorq	%zmm28, %zmm2, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm17
	vpxorq	%zmm28, %zmm25, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm4
	vmovdqu64	%zmm4, 1024(%rsp)
	vpxorq	%zmm28, %zmm26, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm24
	vpxorq	%zmm28, %zmm0, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 624(%rsp)
	vpsrlq	$32, %zmm23, %zmm12
	vmovdqu64	2400(%rsp), %zmm2
	vpternlogq	$150, %zmm22, %zmm2, %zmm12
	vmovdqu64	%zmm12, 960(%rsp)
	vpsrlq	$32, %zmm1, %zmm26
	vmovdqa64	%zmm1, %zmm12
	vpternlogq	$150, %zmm16, %zmm2, %zmm26
	vpsrlq	$32, %zmm18, %zmm16
	vpternlogq	$150, %zmm19, %zmm2, %zmm16
	vpsrlq	$32, %zmm17, %zmm25
	vpternlogq	$150, %zmm15, %zmm2, %zmm25
	vpsrlq	$32, %zmm4, %zmm1
	vpternlogq	$150, %zmm13, %zmm2, %zmm1
	vmovdqu64	%zmm1, 832(%rsp)
	vpsrlq	$32, %zmm24, %zmm19
	vpternlogq	$150, %zmm27, %zmm2, %zmm19
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, %zmm21, %zmm2, %zmm4
	vmovdqu64	%zmm4, 304(%rsp)
	vmovdqu64	32(%rsp), %zmm1
	vpsrlq	$32, %zmm1, %zmm0
	vpxorq	%zmm28, %zmm0, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm13
	vpsrlq	$32, %zmm13, %zmm22
	vpternlogq	$150, %zmm10, %zmm2, %zmm22
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm10
	vpsrlq	$32, %zmm10, %zmm21
	vmovdqu64	2464(%rsp), %zmm0
	vpternlogq	$150, 368(%rsp), %zmm0, %zmm21
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm9
	vpsrlq	$32, %zmm9, %zmm2
	vpternlogq	$150, 432(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm29, %zmm3
	vmovdqu64	%zmm3, 432(%rsp)
	vpsrlq	$32, %zmm3, %zmm4
	vpternlogq	$150, 560(%rsp), %zmm0, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm3
	vmovdqu64	%zmm3, 368(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, 144(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm11
	vpternlogq	$150, %zmm0, %zmm6, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm31, %zmm15
	vpsrlq	$32, %zmm15, %zmm6
	vpternlogq	$150, 240(%rsp), %zmm0, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm14
	vpsrlq	$32, %zmm14, %zmm20
	vpternlogq	$150, %zmm0, %zmm5, %zmm20
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm30, %zmm29
	vpsrlq	$32, %zmm29, %zmm30
	vpternlogq	$150, %zmm0, %zmm1, %zmm30
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm0
	vmovdqu64	%zmm0, 144(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vmovdqu64	2528(%rsp), %zmm2
	vpternlogq	$150, %zmm2, %zmm12, %zmm1
	vmovdqu64	%zmm1, 32(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm31
	vpsrlq	$32, %zmm31, %zmm12
	vpternlogq	$150, %zmm2, %zmm23, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm8
	vpsrlq	$32, %zmm8, %zmm21
	vpternlogq	$150, %zmm2, %zmm17, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm0
	vmovdqu64	%zmm0, 1216(%rsp)
	vpsrlq	$32, %zmm0, %zmm23
	vpternlogq	$150, %zmm2, %zmm18, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm0
	vmovdqu64	%zmm0, 240(%rsp)
	vpsrlq	$32, %zmm0, %zmm27
	vpternlogq	$150, %zmm2, %zmm24, %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm0
	vmovdqu64	%zmm0, 896(%rsp)
	vpsrlq	$32, %zmm0, %zmm18
	vpternlogq	$150, 1024(%rsp), %zmm2, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm0
	vmovdqu64	%zmm0, 1024(%rsp)
	vpsrlq	$32, %zmm0, %zmm28
	vpternlogq	$150, %zmm2, %zmm13, %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm20
	vpsrlq	$32, %zmm20, %zmm17
	vpternlogq	$150, 624(%rsp), %zmm2, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm26, %zmm11
	vpsrlq	$32, %zmm11, %zmm26
	vmovdqu64	2592(%rsp), %zmm0
	vpternlogq	$150, %zmm9, %zmm0, %zmm26
	vmovdqu64	960(%rsp), %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 624(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm10, %zmm0, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm25, %zmm5
	vpsrlq	$32, %zmm5, %zmm25
	vpternlogq	$150, 368(%rsp), %zmm0, %zmm25
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm24
	vpsrlq	$32, %zmm24, %zmm4
	vpternlogq	$150, 432(%rsp), %zmm0, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm6
	vpsrlq	$32, %zmm6, %zmm16
	vpternlogq	$150, %zmm15, %zmm0, %zmm16
	vmovdqu64	832(%rsp), %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm30
	vpsrlq	$32, %zmm30, %zmm10
	vpternlogq	$150, %zmm7, %zmm0, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm2
	vmovdqu64	%zmm2, 368(%rsp)
	vpsrlq	$32, %zmm2, %zmm3
	vpternlogq	$150, %zmm29, %zmm0, %zmm3
	vmovdqu64	304(%rsp), %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 960(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm14, %zmm0, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 304(%rsp)
	vpsrlq	$32, %zmm0, %zmm7
	vmovdqu64	2656(%rsp), %zmm1
	vpternlogq	$150, %zmm31, %zmm1, %zmm7
	vmovdqu64	%zmm7, 432(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm31
	vpsrlq	$32, %zmm31, %zmm13
	vpternlogq	$150, 144(%rsp), %zmm1, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm0
	vmovdqu64	%zmm0, 560(%rsp)
	vpsrlq	$32, %zmm0, %zmm9
	vpternlogq	$150, 1216(%rsp), %zmm1, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm22
	vpsrlq	$32, %zmm22, %zmm14
	vpternlogq	$150, %zmm8, %zmm1, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm4
	vpsrlq	$32, %zmm4, %zmm10
	vpternlogq	$150, 896(%rsp), %zmm1, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm19
	vpsrlq	$32, %zmm19, %zmm15
	vpternlogq	$150, 240(%rsp), %zmm1, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm7
	vpsrlq	$32, %zmm7, %zmm26
	vpternlogq	$150, %zmm20, %zmm1, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm0
	vmovdqu64	%zmm0, 832(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, 1024(%rsp), %zmm1, %zmm16
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm12, %zmm3
	vpsrlq	$32, %zmm3, %zmm0
	vmovdqu64	2720(%rsp), %zmm25
	vpternlogq	$150, 624(%rsp), %zmm25, %zmm0
	vmovdqu64	32(%rsp), %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 240(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vpternlogq	$150, %zmm25, %zmm11, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm1
	vmovdqu64	%zmm1, 144(%rsp)
	vpsrlq	$32, %zmm1, %zmm23
	vpternlogq	$150, %zmm25, %zmm24, %zmm23
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm12
	vpsrlq	$32, %zmm12, %zmm29
	vpternlogq	$150, %zmm25, %zmm5, %zmm29
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm11
	vpsrlq	$32, %zmm11, %zmm24
	vpternlogq	$150, %zmm25, %zmm30, %zmm24
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm27, %zmm1
	vmovdqu64	%zmm1, 896(%rsp)
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm25, %zmm6, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm8
	vpsrlq	$32, %zmm8, %zmm1
	vpternlogq	$150, 960(%rsp), %zmm25, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm28, %zmm30
	vpsrlq	$32, %zmm30, %zmm6
	vpternlogq	$150, 368(%rsp), %zmm25, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 32(%rsp)
	vpsrlq	$32, %zmm2, %zmm17
	vmovdqu64	2784(%rsp), %zmm27
	vpternlogq	$150, %zmm27, %zmm31, %zmm17
	vmovdqu64	%zmm17, 368(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm25
	vpsrlq	$32, %zmm25, %zmm17
	vpternlogq	$150, 304(%rsp), %zmm27, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm2
	vpsrlq	$32, %zmm2, %zmm20
	vpternlogq	$150, %zmm27, %zmm22, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm29
	vpsrlq	$32, %zmm29, %zmm18
	vpternlogq	$150, 560(%rsp), %zmm27, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm21
	vpternlogq	$150, %zmm27, %zmm19, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm31
	vpsrlq	$32, %zmm31, %zmm19
	vpternlogq	$150, %zmm27, %zmm4, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm0
	vmovdqu64	%zmm0, 1216(%rsp)
	vpsrlq	$32, %zmm0, %zmm6
	vpternlogq	$150, 832(%rsp), %zmm27, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm23
	vpsrlq	$32, %zmm23, %zmm22
	vpternlogq	$150, %zmm27, %zmm7, %zmm22
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm0
	vmovdqu64	%zmm0, 1024(%rsp)
	vpsrlq	$32, %zmm0, %zmm13
	vmovdqu64	2848(%rsp), %zmm0
	vpternlogq	$150, 240(%rsp), %zmm0, %zmm13
	vmovdqu64	432(%rsp), %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 832(%rsp)
	vpsrlq	$32, %zmm1, %zmm24
	vpternlogq	$150, %zmm3, %zmm0, %zmm24
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm1
	vmovdqu64	%zmm1, 624(%rsp)
	vpsrlq	$32, %zmm1, %zmm14
	vpternlogq	$150, %zmm12, %zmm0, %zmm14
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm1
	vpsrlq	$32, %zmm1, %zmm28
	vpternlogq	$150, 144(%rsp), %zmm0, %zmm28
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm3
	vmovdqu64	%zmm3, 960(%rsp)
	vpsrlq	$32, %zmm3, %zmm15
	vpternlogq	$150, 896(%rsp), %zmm0, %zmm15
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm10, %zmm4
	vpsrlq	$32, %zmm4, %zmm12
	vpternlogq	$150, %zmm11, %zmm0, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm3
	vmovdqu64	%zmm3, 560(%rsp)
	vpsrlq	$32, %zmm3, %zmm27
	vpternlogq	$150, %zmm30, %zmm0, %zmm27
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm26, %zmm9
	vpsrlq	$32, %zmm9, %zmm16
	vpternlogq	$150, %zmm8, %zmm0, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm0
	vmovdqu64	%zmm0, 304(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vmovdqu64	1344(%rsp), %zmm0
	vpternlogq	$150, %zmm25, %zmm0, %zmm3
	vmovdqu64	%zmm3, 432(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm10
	vpsrlq	$32, %zmm10, %zmm11
	vpternlogq	$150, 32(%rsp), %zmm0, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm8
	vpsrlq	$32, %zmm8, %zmm7
	vpternlogq	$150, %zmm29, %zmm0, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm26
	vpsrlq	$32, %zmm26, %zmm13
	vpternlogq	$150, %zmm2, %zmm0, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm2
	vmovdqu64	%zmm2, 240(%rsp)
	vpsrlq	$32, %zmm2, %zmm12
	vpternlogq	$150, %zmm31, %zmm0, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm24
	vpsrlq	$32, %zmm24, %zmm14
	vpternlogq	$150, %zmm5, %zmm0, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm2
	vmovdqu64	%zmm2, 144(%rsp)
	vpsrlq	$32, %zmm2, %zmm16
	vpternlogq	$150, %zmm23, %zmm0, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm15
	vpsrlq	$32, %zmm15, %zmm27
	vpternlogq	$150, 1216(%rsp), %zmm0, %zmm27
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm0
	vmovdqu64	%zmm0, 32(%rsp)
	vpsrlq	$32, %zmm0, %zmm23
	vmovdqu64	3744(%rsp), %zmm17
	vpternlogq	$150, 832(%rsp), %zmm17, %zmm23
	vmovdqu64	368(%rsp), %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm0, %zmm29
	vpsrlq	$32, %zmm29, %zmm0
	vpternlogq	$150, 1024(%rsp), %zmm17, %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm18
	vpsrlq	$32, %zmm18, %zmm25
	vpternlogq	$150, %zmm17, %zmm1, %zmm25
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm30
	vpsrlq	$32, %zmm30, %zmm1
	vpternlogq	$150, 624(%rsp), %zmm17, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm31
	vpsrlq	$32, %zmm31, %zmm3
	vpternlogq	$150, %zmm17, %zmm4, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm28
	vpsrlq	$32, %zmm28, %zmm19
	vpternlogq	$150, 960(%rsp), %zmm17, %zmm19
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm21
	vpsrlq	$32, %zmm21, %zmm5
	vpternlogq	$150, %zmm17, %zmm9, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm2
	vpternlogq	$150, 560(%rsp), %zmm17, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 368(%rsp)
	vpsrlq	$32, %zmm0, %zmm22
	vmovdqu64	3808(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm10, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm4
	vmovdqu64	%zmm4, 560(%rsp)
	vpsrlq	$32, %zmm4, %zmm10
	vpternlogq	$150, 304(%rsp), %zmm0, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 304(%rsp)
	vpsrlq	$32, %zmm1, %zmm4
	vpternlogq	$150, %zmm0, %zmm26, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm23
	vpsrlq	$32, %zmm23, %zmm9
	vpternlogq	$150, %zmm0, %zmm8, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm1
	vmovdqu64	%zmm1, 624(%rsp)
	vpsrlq	$32, %zmm1, %zmm8
	vpternlogq	$150, %zmm0, %zmm24, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm25
	vpsrlq	$32, %zmm25, %zmm1
	vpternlogq	$150, 240(%rsp), %zmm0, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 240(%rsp)
	vpsrlq	$32, %zmm2, %zmm24
	vpternlogq	$150, %zmm0, %zmm15, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm19
	vpsrlq	$32, %zmm19, %zmm5
	vpternlogq	$150, 144(%rsp), %zmm0, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm0
	vmovdqu64	%zmm0, 144(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vmovdqu64	2912(%rsp), %zmm0
	vpternlogq	$150, %zmm29, %zmm0, %zmm15
	vmovdqu64	432(%rsp), %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm20
	vpsrlq	$32, %zmm20, %zmm3
	vpternlogq	$150, 32(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm13
	vpsrlq	$32, %zmm13, %zmm26
	vpternlogq	$150, %zmm30, %zmm0, %zmm26
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm7, %zmm11
	vpsrlq	$32, %zmm11, %zmm2
	vpternlogq	$150, %zmm18, %zmm0, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm14
	vpsrlq	$32, %zmm14, %zmm30
	vpternlogq	$150, %zmm28, %zmm0, %zmm30
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm12, %zmm18
	vpsrlq	$32, %zmm18, %zmm17
	vpternlogq	$150, %zmm31, %zmm0, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm27, %zmm12
	vpsrlq	$32, %zmm12, %zmm31
	vpternlogq	$150, %zmm6, %zmm0, %zmm31
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm29
	vpternlogq	$150, %zmm21, %zmm0, %zmm29
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm10, %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm27
	vpmovqd	%zmm27, %ymm6
	vpmovqd	%zmm0, %ymm7
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vmovdqu64	%zmm6, 432(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm4, %zmm7
	vpmovqd	%zmm7, %ymm4
	vpmovqd	%zmm9, %ymm6
	vinserti64x4	$1, %ymm6, %zmm4, %zmm4
	vmovdqu64	%zmm4, 32(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm21
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm4
	vpmovqd	%zmm4, %ymm1
	vpmovqd	%zmm21, %ymm6
	vinserti64x4	$1, %ymm6, %zmm1, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm3
	vpmovqd	%zmm3, %ymm10
	vpmovqd	%zmm1, %ymm15
	vinserti64x4	$1, %ymm15, %zmm10, %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm10
	vpmovqd	%zmm10, %ymm15
	vpmovqd	%zmm2, %ymm22
	vinserti64x4	$1, %ymm22, %zmm15, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm17
	vpmovqd	%zmm17, %ymm22
	vpmovqd	%zmm15, %ymm30
	vinserti64x4	$1, %ymm30, %zmm22, %zmm30
	vpsrlq	$32, %zmm1, %zmm1
	vpxorq	560(%rsp), %zmm1, %zmm22
	vpsrlq	$32, %zmm3, %zmm1
	vpxorq	368(%rsp), %zmm1, %zmm3
	vpsrlq	$32, %zmm2, %zmm1
	vpxorq	%zmm23, %zmm1, %zmm2
	vpsrlq	$32, %zmm10, %zmm1
	vpxorq	304(%rsp), %zmm1, %zmm10
	vpsrlq	$32, %zmm15, %zmm1
	vpxorq	%zmm25, %zmm1, %zmm15
	vpsrlq	$32, %zmm17, %zmm1
	vpxorq	624(%rsp), %zmm1, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm1
	vpbroadcastq	.LCPI0_5(%rip), %zmm29
	vpsrlq	$32, %zmm1, %zmm23
	vpxorq	%zmm19, %zmm23, %zmm19
	vpmuludq	%zmm29, %zmm31, %zmm23
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm23, %ymm25
	vinserti64x4	$1, %ymm1, %zmm25, %zmm1
	vpsrlq	$32, %zmm23, %zmm23
	vpxorq	240(%rsp), %zmm23, %zmm23
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm22, %ymm22
	vinserti64x4	$1, %ymm22, %zmm3, %zmm3
	vpsrlq	$32, %zmm0, %zmm8
	vpxorq	%zmm20, %zmm8, %zmm8
	vpsrlq	$32, %zmm27, %zmm20
	vpxorq	144(%rsp), %zmm20, %zmm20
	vpsrlq	$32, %zmm9, %zmm9
	vpxorq	%zmm11, %zmm9, %zmm9
	vpsrlq	$32, %zmm7, %zmm7
	vpxorq	%zmm13, %zmm7, %zmm7
	vpsrlq	$32, %zmm21, %zmm11
	vpxorq	%zmm18, %zmm11, %zmm11
	vpbroadcastq	.LCPI0_4(%rip), %zmm18
	vpmovqd	%zmm10, %ymm10
	vpmovqd	%zmm2, %ymm2
	vinserti64x4	$1, %ymm2, %zmm10, %zmm2
	vpsrlq	$32, %zmm4, %zmm0
	vpxorq	%zmm14, %zmm0, %zmm10
	vpmuludq	%zmm18, %zmm5, %zmm0
	vpmovqd	%zmm17, %ymm5
	vpmovqd	%zmm15, %ymm13
	vinserti64x4	$1, %ymm13, %zmm5, %zmm5
	vpsrlq	$32, %zmm0, %zmm13
	vpxorq	%zmm16, %zmm13, %zmm13
	vpmuludq	%zmm18, %zmm24, %zmm14
	vpmovqd	%zmm23, %ymm15
	vpmovqd	%zmm19, %ymm16
	vinserti64x4	$1, %ymm16, %zmm15, %zmm15
	vpsrlq	$32, %zmm14, %zmm16
	vpxorq	%zmm12, %zmm16, %zmm12
	vmovdqu64	2976(%rsp), %zmm4
	vpxord	%zmm3, %zmm4, %zmm3
	vmovdqu64	%zmm3, -960(%rcx)
	vpxord	%zmm2, %zmm4, %zmm2
	vmovdqu64	%zmm2, -896(%rcx)
	vpxord	%zmm5, %zmm4, %zmm2
	vmovdqu64	%zmm2, -832(%rcx)
	vpxord	%zmm15, %zmm4, %zmm2
	vmovdqu64	%zmm2, -768(%rcx)
	vmovdqu64	%zmm28, -704(%rcx)
	vmovdqu64	%zmm26, -640(%rcx)
	vmovdqu64	%zmm30, -576(%rcx)
	vmovdqu64	%zmm1, -512(%rcx)
	vpmovqd	%zmm20, %ymm1
	vpmovqd	%zmm8, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vmovdqu64	3040(%rsp), %zmm3
	vpxord	%zmm1, %zmm3, %zmm1
	vmovdqu64	%zmm1, -448(%rcx)
	vpmovqd	%zmm7, %ymm1
	vpmovqd	%zmm9, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vpxord	%zmm1, %zmm3, %zmm1
	vmovdqu64	%zmm1, -384(%rcx)
	vpmovqd	%zmm10, %ymm1
	vpmovqd	%zmm11, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vpxord	%zmm1, %zmm3, %zmm1
	vmovdqu64	%zmm1, -320(%rcx)
	vpmovqd	%zmm12, %ymm1
	vpmovqd	%zmm13, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vpxord	%zmm1, %zmm3, %zmm1
	vmovdqu64	%zmm1, -256(%rcx)
	vmovups	432(%rsp), %zmm1
	vmovups	%zmm1, -192(%rcx)
	vmovups	32(%rsp), %zmm1
	vmovups	%zmm1, -128(%rcx)
	vmovdqu64	%zmm6, -64(%rcx)
	vpmovqd	%zmm14, %ymm1
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm1, %zmm0
	vmovdqu64	%zmm0, (%rcx)
	incq	%rdx
	addq	$1024, %rcx
	cmpq	%rdx, %r14
	jne	.LBB0_17
	leaq	73704(%rsp), %rcx
	movq	%r14, %rdx
	vbroadcastss	.LCPI0_18(%rip), %zmm18
	vbroadcastss	.LCPI0_11(%rip), %zmm31
	.p2align	4
.LBB0_19:
	vpsrld	$9, -960(%rcx), %zmm0
	vpsrld	$9, -896(%rcx), %zmm1
	vpsrld	$9, -832(%rcx), %zmm2
	vpsrld	$9, -768(%rcx), %zmm3
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm3, %zmm3
	vaddps	%zmm31, %zmm0, %zmm0
	vaddps	%zmm31, %zmm1, %zmm1
	vaddps	%zmm31, %zmm2, %zmm2
	vaddps	%zmm31, %zmm3, %zmm3
	vbroadcastss	.LCPI0_12(%rip), %zmm10
	vmulps	%zmm10, %zmm0, %zmm5
	vmulps	%zmm10, %zmm1, %zmm6
	vmulps	%zmm10, %zmm2, %zmm7
	vmulps	%zmm10, %zmm3, %zmm3
	vpsrld	$9, -704(%rcx), %zmm0
	vpsrld	$9, -640(%rcx), %zmm1
	vpsrld	$9, -576(%rcx), %zmm2
	vpsrld	$9, -512(%rcx), %zmm4
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm4, %zmm4
	vaddps	%zmm31, %zmm0, %zmm0
	vaddps	%zmm31, %zmm1, %zmm1
	vaddps	%zmm31, %zmm2, %zmm8
	vaddps	%zmm31, %zmm4, %zmm9
	vmulps	%zmm10, %zmm0, %zmm4
	vmulps	%zmm10, %zmm1, %zmm2
	vmulps	%zmm10, %zmm8, %zmm1
	vmulps	%zmm10, %zmm9, %zmm0
	vpbroadcastd	.LCPI0_13(%rip), %zmm8
	vpaddd	%zmm8, %zmm5, %zmm5
	vpaddd	%zmm8, %zmm6, %zmm6
	vpaddd	%zmm8, %zmm7, %zmm7
	vpaddd	%zmm8, %zmm3, %zmm3
	vpsrld	$23, %zmm5, %zmm8
	vpsrld	$23, %zmm6, %zmm9
	vpsrld	$23, %zmm7, %zmm10
	vpsrld	$23, %zmm3, %zmm11
	vpbroadcastd	.LCPI0_14(%rip), %zmm16
	vpaddd	%zmm16, %zmm8, %zmm8
	vpaddd	%zmm16, %zmm9, %zmm9
	vpbroadcastd	.LCPI0_15(%rip), %zmm12
	vpandd	%zmm12, %zmm5, %zmm5
	vpandd	%zmm12, %zmm6, %zmm6
	vpandd	%zmm12, %zmm7, %zmm7
	vpandd	%zmm12, %zmm3, %zmm3
	vpbroadcastd	.LCPI0_16(%rip), %zmm12
	vpaddd	%zmm12, %zmm5, %zmm5
	vpaddd	%zmm12, %zmm6, %zmm6
	vpaddd	%zmm12, %zmm7, %zmm7
	vpaddd	%zmm12, %zmm3, %zmm12
	vbroadcastss	.LCPI0_17(%rip), %zmm13
	vaddps	%zmm13, %zmm5, %zmm3
	vaddps	%zmm13, %zmm6, %zmm5
	vaddps	%zmm13, %zmm7, %zmm6
	vaddps	%zmm13, %zmm12, %zmm7
	vaddps	%zmm18, %zmm3, %zmm12
	vaddps	%zmm18, %zmm5, %zmm13
	vaddps	%zmm18, %zmm6, %zmm14
	vaddps	%zmm18, %zmm7, %zmm15
	vdivps	%zmm12, %zmm3, %zmm12
	vdivps	%zmm13, %zmm5, %zmm13
	vdivps	%zmm14, %zmm6, %zmm14
	vdivps	%zmm15, %zmm7, %zmm15
	vpaddd	%zmm16, %zmm10, %zmm10
	vpaddd	%zmm16, %zmm11, %zmm11
	vmulps	%zmm12, %zmm12, %zmm16
	vmulps	%zmm13, %zmm13, %zmm17
	vmulps	%zmm14, %zmm14, %zmm18
	vmulps	%zmm15, %zmm15, %zmm19
	vmulps	%zmm16, %zmm16, %zmm20
	vmulps	%zmm17, %zmm17, %zmm21
	vmulps	%zmm18, %zmm18, %zmm22
	vmulps	%zmm19, %zmm19, %zmm23
	vbroadcastss	.LCPI0_19(%rip), %zmm27
	vmulps	%zmm27, %zmm20, %zmm24
	vmulps	%zmm27, %zmm21, %zmm25
	vmulps	%zmm27, %zmm22, %zmm26
	vmulps	%zmm27, %zmm23, %zmm27
	vbroadcastss	.LCPI0_20(%rip), %zmm28
	vaddps	%zmm28, %zmm24, %zmm24
	vaddps	%zmm28, %zmm25, %zmm25
	vaddps	%zmm28, %zmm26, %zmm26
	vaddps	%zmm28, %zmm27, %zmm27
	vmulps	%zmm24, %zmm20, %zmm24
	vmulps	%zmm25, %zmm21, %zmm25
	vmulps	%zmm26, %zmm22, %zmm26
	vmulps	%zmm27, %zmm23, %zmm27
	vbroadcastss	.LCPI0_21(%rip), %zmm28
	vmulps	%zmm28, %zmm20, %zmm20
	vmulps	%zmm28, %zmm21, %zmm21
	vmulps	%zmm28, %zmm22, %zmm22
	vmulps	%zmm28, %zmm23, %zmm23
	vbroadcastss	.LCPI0_22(%rip), %zmm28
	vaddps	%zmm28, %zmm20, %zmm20
	vaddps	%zmm28, %zmm21, %zmm21
	vaddps	%zmm28, %zmm22, %zmm22
	vaddps	%zmm28, %zmm23, %zmm23
	vmulps	%zmm20, %zmm16, %zmm16
	vaddps	%zmm24, %zmm16, %zmm16
	vmulps	%zmm21, %zmm17, %zmm17
	vaddps	%zmm25, %zmm17, %zmm17
	vmulps	%zmm22, %zmm18, %zmm18
	vaddps	%zmm26, %zmm18, %zmm18
	vmulps	%zmm23, %zmm19, %zmm19
	vaddps	%zmm27, %zmm19, %zmm19
	vmulps	%zmm31, %zmm3, %zmm20
	vmulps	%zmm31, %zmm5, %zmm21
	vmulps	%zmm31, %zmm6, %zmm22
	vmulps	%zmm31, %zmm7, %zmm23
	vmulps	%zmm20, %zmm3, %zmm20
	vmulps	%zmm21, %zmm5, %zmm21
	vmulps	%zmm22, %zmm6, %zmm22
	vmulps	%zmm23, %zmm7, %zmm23
	vcvtdq2ps	%zmm8, %zmm8
	vcvtdq2ps	%zmm9, %zmm9
	vcvtdq2ps	%zmm10, %zmm10
	vcvtdq2ps	%zmm11, %zmm11
	vaddps	%zmm16, %zmm20, %zmm16
	vaddps	%zmm17, %zmm21, %zmm17
	vaddps	%zmm18, %zmm22, %zmm18
	vaddps	%zmm19, %zmm23, %zmm19
	vmulps	%zmm16, %zmm12, %zmm12
	vmulps	%zmm17, %zmm13, %zmm13
	vmulps	%zmm18, %zmm14, %zmm14
	vmulps	%zmm19, %zmm15, %zmm15
	vbroadcastss	.LCPI0_23(%rip), %zmm17
	vmulps	%zmm17, %zmm8, %zmm16
	vaddps	%zmm12, %zmm16, %zmm12
	vmulps	%zmm17, %zmm9, %zmm16
	vaddps	%zmm13, %zmm16, %zmm13
	vmulps	%zmm17, %zmm10, %zmm16
	vaddps	%zmm14, %zmm16, %zmm14
	vmulps	%zmm17, %zmm11, %zmm16
	vaddps	%zmm15, %zmm16, %zmm15
	vsubps	%zmm20, %zmm12, %zmm12
	vsubps	%zmm21, %zmm13, %zmm13
	vsubps	%zmm22, %zmm14, %zmm14
	vsubps	%zmm23, %zmm15, %zmm15
	vaddps	%zmm12, %zmm3, %zmm3
	vaddps	%zmm13, %zmm5, %zmm5
	vaddps	%zmm14, %zmm6, %zmm6
	vaddps	%zmm15, %zmm7, %zmm12
	vbroadcastss	.LCPI0_24(%rip), %zmm13
	vmulps	%zmm13, %zmm8, %zmm7
	vaddps	%zmm3, %zmm7, %zmm3
	vmovups	%zmm3, 432(%rsp)
	vmulps	%zmm13, %zmm9, %zmm3
	vaddps	%zmm5, %zmm3, %zmm3
	vmovups	%zmm3, 32(%rsp)
	vmulps	%zmm13, %zmm10, %zmm3
	vcvtps2pd	%ymm4, %zmm5
	vextractf64x4	$1, %zmm4, %ymm4
	vcvtps2pd	%ymm4, %zmm4
	vaddps	%zmm6, %zmm3, %zmm3
	vmovups	%zmm3, 144(%rsp)
	vcvtps2pd	%ymm2, %zmm3
	vextractf64x4	$1, %zmm2, %ymm2
	vcvtps2pd	%ymm2, %zmm2
	vmulps	%zmm13, %zmm11, %zmm6
	vcvtps2pd	%ymm1, %zmm10
	vextractf64x4	$1, %zmm1, %ymm1
	vcvtps2pd	%ymm1, %zmm1
	vaddps	%zmm12, %zmm6, %zmm6
	vmovups	%zmm6, 368(%rsp)
	vcvtps2pd	%ymm0, %zmm6
	vextractf64x4	$1, %zmm0, %ymm0
	vcvtps2pd	%ymm0, %zmm0
	vbroadcastsd	.LCPI0_26(%rip), %zmm13
	vmulpd	%zmm13, %zmm4, %zmm4
	vmulpd	%zmm13, %zmm5, %zmm5
	vmulpd	%zmm13, %zmm2, %zmm2
	vmulpd	%zmm13, %zmm3, %zmm3
	vmulpd	%zmm13, %zmm1, %zmm1
	vmulpd	%zmm13, %zmm10, %zmm14
	vmulpd	%zmm13, %zmm0, %zmm16
	vmulpd	%zmm13, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_27(%rip), %zmm0
	vaddpd	%zmm0, %zmm5, %zmm22
	vaddpd	%zmm0, %zmm4, %zmm23
	vaddpd	%zmm0, %zmm3, %zmm11
	vmovupd	%zmm11, 960(%rsp)
	vaddpd	%zmm0, %zmm2, %zmm10
	vmovupd	%zmm10, 1024(%rsp)
	vaddpd	%zmm0, %zmm14, %zmm9
	vmovupd	%zmm9, 624(%rsp)
	vaddpd	%zmm0, %zmm1, %zmm8
	vmovupd	%zmm8, 240(%rsp)
	vaddpd	%zmm0, %zmm6, %zmm7
	vmovupd	%zmm7, 560(%rsp)
	vaddpd	%zmm0, %zmm16, %zmm0
	vmovupd	%zmm0, 304(%rsp)
	vbroadcastsd	.LCPI0_28(%rip), %zmm17
	vaddpd	%zmm17, %zmm23, %zmm18
	vaddpd	%zmm17, %zmm22, %zmm19
	vaddpd	%zmm17, %zmm10, %zmm20
	vaddpd	%zmm17, %zmm11, %zmm21
	vaddpd	%zmm17, %zmm8, %zmm24
	vaddpd	%zmm17, %zmm9, %zmm25
	vaddpd	%zmm17, %zmm0, %zmm26
	vaddpd	%zmm17, %zmm7, %zmm27
	vsubpd	%zmm19, %zmm5, %zmm5
	vsubpd	%zmm18, %zmm4, %zmm18
	vsubpd	%zmm21, %zmm3, %zmm19
	vsubpd	%zmm20, %zmm2, %zmm2
	vsubpd	%zmm25, %zmm14, %zmm20
	vsubpd	%zmm24, %zmm1, %zmm1
	vsubpd	%zmm27, %zmm6, %zmm4
	vsubpd	%zmm26, %zmm16, %zmm16
	vbroadcastsd	.LCPI0_29(%rip), %zmm0
	vmulpd	%zmm0, %zmm18, %zmm15
	vmulpd	%zmm0, %zmm5, %zmm14
	vmulpd	%zmm0, %zmm2, %zmm18
	vmulpd	%zmm0, %zmm19, %zmm21
	vmulpd	%zmm0, %zmm1, %zmm24
	vmulpd	%zmm0, %zmm20, %zmm25
	vmovapd	%zmm0, %zmm1
	vmulpd	%zmm14, %zmm14, %zmm2
	vmulpd	%zmm15, %zmm15, %zmm6
	vmulpd	%zmm21, %zmm21, %zmm8
	vmulpd	%zmm18, %zmm18, %zmm5
	vmulpd	%zmm25, %zmm25, %zmm19
	vmulpd	%zmm24, %zmm24, %zmm28
	vbroadcastsd	.LCPI0_30(%rip), %zmm12
	vmulpd	%zmm12, %zmm6, %zmm20
	vmulpd	%zmm12, %zmm2, %zmm26
	vmulpd	%zmm12, %zmm5, %zmm27
	vmulpd	%zmm12, %zmm8, %zmm29
	vmulpd	%zmm12, %zmm19, %zmm30
	vbroadcastsd	.LCPI0_31(%rip), %zmm3
	vaddpd	%zmm3, %zmm26, %zmm26
	vaddpd	%zmm3, %zmm20, %zmm20
	vaddpd	%zmm3, %zmm29, %zmm29
	vaddpd	%zmm3, %zmm27, %zmm27
	vaddpd	%zmm3, %zmm30, %zmm30
	vmulpd	%zmm20, %zmm6, %zmm20
	vmulpd	%zmm26, %zmm2, %zmm26
	vmulpd	%zmm27, %zmm5, %zmm27
	vmulpd	%zmm29, %zmm8, %zmm29
	vmulpd	%zmm30, %zmm19, %zmm30
	vbroadcastsd	.LCPI0_32(%rip), %zmm11
	vaddpd	%zmm11, %zmm26, %zmm26
	vaddpd	%zmm11, %zmm20, %zmm20
	vaddpd	%zmm11, %zmm29, %zmm29
	vaddpd	%zmm11, %zmm27, %zmm27
	vaddpd	%zmm11, %zmm30, %zmm30
	vmulpd	%zmm20, %zmm6, %zmm20
	vmulpd	%zmm26, %zmm2, %zmm26
	vmulpd	%zmm27, %zmm5, %zmm27
	vmulpd	%zmm29, %zmm8, %zmm29
	vmulpd	%zmm30, %zmm19, %zmm30
	vbroadcastsd	.LCPI0_33(%rip), %zmm10
	vaddpd	%zmm10, %zmm26, %zmm26
	vaddpd	%zmm10, %zmm20, %zmm20
	vaddpd	%zmm10, %zmm29, %zmm29
	vaddpd	%zmm10, %zmm27, %zmm27
	vaddpd	%zmm10, %zmm30, %zmm30
	vmulpd	%zmm2, %zmm14, %zmm31
	vmulpd	%zmm26, %zmm31, %zmm26
	vmulpd	%zmm6, %zmm15, %zmm31
	vmulpd	%zmm20, %zmm31, %zmm20
	vmulpd	%zmm8, %zmm21, %zmm31
	vmulpd	%zmm29, %zmm31, %zmm31
	vmulpd	%zmm5, %zmm18, %zmm29
	vmulpd	%zmm27, %zmm29, %zmm27
	vmulpd	%zmm19, %zmm25, %zmm29
	vmulpd	%zmm30, %zmm29, %zmm13
	vmulpd	%zmm12, %zmm28, %zmm29
	vmovapd	%zmm3, %zmm0
	vaddpd	%zmm3, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm28, %zmm29
	vaddpd	%zmm11, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm28, %zmm29
	vaddpd	%zmm10, %zmm29, %zmm29
	vmulpd	%zmm28, %zmm24, %zmm30
	vmulpd	%zmm29, %zmm30, %zmm7
	vmulpd	%zmm1, %zmm4, %zmm30
	vmulpd	%zmm30, %zmm30, %zmm4
	vmulpd	%zmm12, %zmm4, %zmm29
	vmovapd	%zmm12, %zmm3
	vaddpd	%zmm0, %zmm29, %zmm29
	vmovapd	%zmm0, %zmm12
	vmulpd	%zmm29, %zmm4, %zmm29
	vaddpd	%zmm11, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm4, %zmm29
	vaddpd	%zmm10, %zmm29, %zmm29
	vmulpd	%zmm4, %zmm30, %zmm9
	vmulpd	%zmm29, %zmm9, %zmm9
	vmulpd	%zmm1, %zmm16, %zmm0
	vmulpd	%zmm0, %zmm0, %zmm29
	vmulpd	%zmm3, %zmm29, %zmm16
	vaddpd	%zmm12, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm29, %zmm16
	vaddpd	%zmm11, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm29, %zmm16
	vaddpd	%zmm10, %zmm16, %zmm16
	vmulpd	%zmm29, %zmm0, %zmm11
	vmulpd	%zmm16, %zmm11, %zmm11
	vaddpd	%zmm26, %zmm14, %zmm26
	vaddpd	%zmm20, %zmm15, %zmm16
	vaddpd	%zmm31, %zmm21, %zmm17
	vaddpd	%zmm27, %zmm18, %zmm27
	vaddpd	%zmm13, %zmm25, %zmm18
	vaddpd	%zmm7, %zmm24, %zmm1
	vmovupd	%zmm1, 896(%rsp)
	vaddpd	%zmm9, %zmm30, %zmm1
	vmovupd	%zmm1, 1216(%rsp)
	vaddpd	%zmm11, %zmm0, %zmm0
	vmovupd	%zmm0, 832(%rsp)
	vbroadcastsd	.LCPI0_34(%rip), %zmm12
	vmulpd	%zmm12, %zmm6, %zmm0
	vmulpd	%zmm12, %zmm2, %zmm3
	vmulpd	%zmm12, %zmm8, %zmm7
	vbroadcastsd	.LCPI0_35(%rip), %zmm1
	vsubpd	%zmm3, %zmm1, %zmm3
	vsubpd	%zmm0, %zmm1, %zmm0
	vsubpd	%zmm7, %zmm1, %zmm7
	vmulpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm3, %zmm2, %zmm3
	vmulpd	%zmm7, %zmm8, %zmm7
	vbroadcastsd	.LCPI0_36(%rip), %zmm11
	vaddpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm11, %zmm0, %zmm0
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm3, %zmm2, %zmm3
	vmulpd	%zmm7, %zmm8, %zmm7
	vbroadcastsd	.LCPI0_37(%rip), %zmm31
	vaddpd	%zmm31, %zmm3, %zmm3
	vaddpd	%zmm31, %zmm0, %zmm0
	vaddpd	%zmm31, %zmm7, %zmm7
	vmulpd	%zmm2, %zmm2, %zmm9
	vmulpd	%zmm3, %zmm9, %zmm10
	vmulpd	%zmm6, %zmm6, %zmm9
	vmulpd	%zmm0, %zmm9, %zmm3
	vmulpd	%zmm8, %zmm8, %zmm9
	vmulpd	%zmm7, %zmm9, %zmm7
	vmovapd	%zmm12, %zmm0
	vmulpd	%zmm12, %zmm5, %zmm9
	vsubpd	%zmm9, %zmm1, %zmm9
	vmulpd	%zmm9, %zmm5, %zmm9
	vmovapd	%zmm11, %zmm12
	vaddpd	%zmm11, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm5, %zmm9
	vaddpd	%zmm31, %zmm9, %zmm9
	vmulpd	%zmm5, %zmm5, %zmm11
	vmulpd	%zmm9, %zmm11, %zmm9
	vmulpd	%zmm0, %zmm19, %zmm11
	vsubpd	%zmm11, %zmm1, %zmm11
	vmulpd	%zmm11, %zmm19, %zmm11
	vaddpd	%zmm12, %zmm11, %zmm11
	vmulpd	%zmm11, %zmm19, %zmm11
	vaddpd	%zmm31, %zmm11, %zmm11
	vmulpd	%zmm19, %zmm19, %zmm20
	vmulpd	%zmm11, %zmm20, %zmm11
	vmulpd	%zmm0, %zmm28, %zmm20
	vsubpd	%zmm20, %zmm1, %zmm20
	vmulpd	%zmm20, %zmm28, %zmm20
	vaddpd	%zmm12, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm28, %zmm20
	vaddpd	%zmm31, %zmm20, %zmm20
	vmulpd	%zmm28, %zmm28, %zmm21
	vmulpd	%zmm20, %zmm21, %zmm21
	vmulpd	%zmm0, %zmm4, %zmm20
	vsubpd	%zmm20, %zmm1, %zmm20
	vmulpd	%zmm20, %zmm4, %zmm20
	vaddpd	%zmm12, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm4, %zmm20
	vaddpd	%zmm31, %zmm20, %zmm20
	vmulpd	%zmm4, %zmm4, %zmm30
	vmulpd	%zmm20, %zmm30, %zmm30
	vmulpd	%zmm0, %zmm29, %zmm20
	vsubpd	%zmm20, %zmm1, %zmm20
	vmulpd	%zmm20, %zmm29, %zmm20
	vaddpd	%zmm12, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm29, %zmm20
	vaddpd	%zmm31, %zmm20, %zmm20
	vmulpd	%zmm29, %zmm29, %zmm31
	vmulpd	%zmm20, %zmm31, %zmm31
	vbroadcastsd	.LCPI0_38(%rip), %zmm0
	vmulpd	%zmm0, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_39(%rip), %zmm12
	vsubpd	%zmm6, %zmm12, %zmm6
	vaddpd	%zmm3, %zmm6, %zmm6
	vmovapd	%zmm0, %zmm20
	vmulpd	%zmm0, %zmm2, %zmm0
	vsubpd	%zmm0, %zmm12, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm2
	vmulpd	%zmm20, %zmm5, %zmm0
	vsubpd	%zmm0, %zmm12, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm3
	vmulpd	%zmm20, %zmm8, %zmm0
	vsubpd	%zmm0, %zmm12, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm10
	vmulpd	%zmm20, %zmm19, %zmm0
	vmulpd	%zmm20, %zmm28, %zmm1
	vmulpd	%zmm20, %zmm4, %zmm7
	vmulpd	%zmm20, %zmm29, %zmm9
	vsubpd	%zmm1, %zmm12, %zmm1
	vaddpd	%zmm21, %zmm1, %zmm13
	vsubpd	%zmm0, %zmm12, %zmm0
	vaddpd	%zmm11, %zmm0, %zmm1
	vsubpd	%zmm9, %zmm12, %zmm0
	vaddpd	%zmm31, %zmm0, %zmm19
	vsubpd	%zmm7, %zmm12, %zmm0
	vaddpd	%zmm30, %zmm0, %zmm14
	vbroadcastsd	.LCPI0_40(%rip), %zmm9
	vxorpd	%zmm9, %zmm16, %zmm29
	vxorpd	%zmm9, %zmm26, %zmm31
	vxorpd	%zmm9, %zmm27, %zmm21
	vxorpd	%zmm9, %zmm17, %zmm28
	vpbroadcastq	.LCPI0_41(%rip), %zmm0
	vptestnmq	%zmm0, %zmm22, %k1
	vpbroadcastq	.LCPI0_42(%rip), %zmm15
	vptestnmq	%zmm15, %zmm22, %k2
	vxorpd	%zmm9, %zmm2, %zmm12
	vmovapd	%zmm2, %zmm12 {%k2}
	vblendmpd	%zmm26, %zmm31, %zmm0 {%k2}
	vmovupd	%zmm0, 1536(%rsp)
	vmovapd	%zmm31, %zmm26 {%k2}
	vxorpd	%zmm9, %zmm6, %zmm2
	vptestnmq	%zmm15, %zmm23, %k2
	vmovapd	%zmm6, %zmm2 {%k2}
	vmovapd	%zmm16, %zmm25
	vblendmpd	%zmm16, %zmm29, %zmm22 {%k2}
	vmovapd	%zmm29, %zmm25 {%k2}
	vxorpd	%zmm9, %zmm10, %zmm8
	vmovdqu64	960(%rsp), %zmm4
	vptestnmq	%zmm15, %zmm4, %k2
	vmovapd	%zmm10, %zmm8 {%k2}
	vmovapd	%zmm17, %zmm24
	vblendmpd	%zmm17, %zmm28, %zmm0 {%k2}
	vmovupd	%zmm0, 1472(%rsp)
	vmovapd	%zmm28, %zmm24 {%k2}
	vxorpd	%zmm9, %zmm3, %zmm11
	vmovdqu64	1024(%rsp), %zmm10
	vptestnmq	%zmm15, %zmm10, %k2
	vmovapd	%zmm3, %zmm11 {%k2}
	vmovapd	%zmm27, %zmm20
	vblendmpd	%zmm27, %zmm21, %zmm17 {%k2}
	vmovapd	%zmm21, %zmm20 {%k2}
	vxorpd	%zmm9, %zmm1, %zmm21
	vmovdqu64	624(%rsp), %zmm7
	vptestnmq	%zmm15, %zmm7, %k2
	vmovapd	%zmm1, %zmm21 {%k2}
	vxorpd	%zmm9, %zmm18, %zmm3
	vblendmpd	%zmm18, %zmm3, %zmm0 {%k2}
	vmovupd	%zmm0, 1408(%rsp)
	vmovapd	%zmm3, %zmm18 {%k2}
	vmovdqu64	240(%rsp), %zmm5
	vptestnmq	%zmm15, %zmm5, %k2
	vxorpd	%zmm9, %zmm13, %zmm28
	vmovapd	%zmm13, %zmm28 {%k2}
	vmovupd	896(%rsp), %zmm16
	vxorpd	%zmm9, %zmm16, %zmm3
	vblendmpd	%zmm16, %zmm3, %zmm29 {%k2}
	vmovapd	%zmm3, %zmm16 {%k2}
	vmovdqu64	560(%rsp), %zmm0
	vptestnmq	%zmm15, %zmm0, %k2
	vxorpd	%zmm9, %zmm14, %zmm30
	vmovapd	%zmm14, %zmm30 {%k2}
	vmovupd	1216(%rsp), %zmm14
	vxorpd	%zmm9, %zmm14, %zmm3
	vblendmpd	%zmm14, %zmm3, %zmm27 {%k2}
	vmovapd	%zmm3, %zmm14 {%k2}
	vmovdqu64	304(%rsp), %zmm6
	vptestnmq	%zmm15, %zmm6, %k2
	vxorpd	%zmm9, %zmm19, %zmm31
	vmovapd	%zmm19, %zmm31 {%k2}
	vmovupd	832(%rsp), %zmm13
	vxorpd	%zmm9, %zmm13, %zmm1
	vblendmpd	%zmm13, %zmm1, %zmm3 {%k2}
	vmovapd	%zmm1, %zmm13 {%k2}
	vpbroadcastq	.LCPI0_41(%rip), %zmm9
	vptestnmq	%zmm9, %zmm23, %k2
	vblendmpd	%zmm22, %zmm2, %zmm23 {%k2}
	vmovapd	%zmm2, %zmm25 {%k2}
	vptestnmq	%zmm9, %zmm4, %k2
	vbroadcastss	.LCPI0_25(%rip), %zmm22
	vmulps	432(%rsp), %zmm22, %zmm1
	vmulps	32(%rsp), %zmm22, %zmm2
	vmulps	144(%rsp), %zmm22, %zmm4
	vsqrtps	%zmm1, %zmm1
	vsqrtps	%zmm2, %zmm2
	vsqrtps	%zmm4, %zmm15
	vmulps	368(%rsp), %zmm22, %zmm4
	vsqrtps	%zmm4, %zmm4
	vblendmpd	1536(%rsp), %zmm12, %zmm19 {%k1}
	vmovapd	%zmm12, %zmm26 {%k1}
	vmovdqa64	%zmm9, %zmm12
	vptestnmq	%zmm9, %zmm10, %k1
	vblendmpd	%zmm17, %zmm11, %zmm17 {%k1}
	vmovapd	%zmm11, %zmm20 {%k1}
	vptestnmq	%zmm9, %zmm7, %k1
	vblendmpd	1472(%rsp), %zmm8, %zmm10 {%k2}
	vmovapd	%zmm8, %zmm24 {%k2}
	vptestnmq	%zmm9, %zmm5, %k2
	vblendmpd	%zmm29, %zmm28, %zmm9 {%k2}
	vmovapd	%zmm28, %zmm16 {%k2}
	vptestnmq	%zmm12, %zmm0, %k2
	vblendmpd	1408(%rsp), %zmm21, %zmm5 {%k1}
	vmovapd	%zmm21, %zmm18 {%k1}
	vptestnmq	%zmm12, %zmm6, %k1
	vblendmpd	%zmm3, %zmm31, %zmm3 {%k1}
	vblendmpd	%zmm27, %zmm30, %zmm7 {%k2}
	vmovapd	%zmm31, %zmm13 {%k1}
	vmovapd	%zmm30, %zmm14 {%k2}
	vcvtpd2ps	%zmm19, %ymm11
	vcvtpd2ps	%zmm23, %ymm12
	vcvtpd2ps	%zmm10, %ymm10
	vinsertf64x4	$1, %ymm12, %zmm11, %zmm11
	vcvtpd2ps	%zmm17, %ymm0
	vinsertf64x4	$1, %ymm0, %zmm10, %zmm0
	vcvtpd2ps	%zmm5, %ymm5
	vcvtpd2ps	%zmm9, %ymm9
	vcvtpd2ps	%zmm7, %ymm7
	vcvtpd2ps	%zmm3, %ymm3
	vinsertf64x4	$1, %ymm9, %zmm5, %zmm5
	vinsertf64x4	$1, %ymm3, %zmm7, %zmm3
	vcvtpd2ps	%zmm26, %ymm7
	vcvtpd2ps	%zmm25, %ymm8
	vinsertf64x4	$1, %ymm8, %zmm7, %zmm7
	vcvtpd2ps	%zmm24, %ymm8
	vcvtpd2ps	%zmm20, %ymm9
	vinsertf64x4	$1, %ymm9, %zmm8, %zmm8
	vcvtpd2ps	%zmm18, %ymm9
	vcvtpd2ps	%zmm16, %ymm10
	vcvtpd2ps	%zmm14, %ymm12
	vinsertf64x4	$1, %ymm10, %zmm9, %zmm9
	vcvtpd2ps	%zmm13, %ymm10
	vinsertf64x4	$1, %ymm10, %zmm12, %zmm10
	vmulps	%zmm7, %zmm1, %zmm7
	vmulps	%zmm8, %zmm2, %zmm8
	vmulps	%zmm9, %zmm15, %zmm9
	vmulps	%zmm10, %zmm4, %zmm10
	vmulps	%zmm11, %zmm1, %zmm1
	vmulps	%zmm0, %zmm2, %zmm0
	vmulps	%zmm5, %zmm15, %zmm2
	vmulps	%zmm3, %zmm4, %zmm3
	vmovups	%zmm7, -960(%rcx)
	vmovups	%zmm8, -896(%rcx)
	vmovups	%zmm9, -832(%rcx)
	vmovups	%zmm10, -768(%rcx)
	vmovups	%zmm1, -704(%rcx)
	vmovups	%zmm0, -640(%rcx)
	vmovups	%zmm2, -576(%rcx)
	vmovups	%zmm3, -512(%rcx)
	vpsrld	$9, -192(%rcx), %zmm0
	vpsrld	$9, -128(%rcx), %zmm1
	vpsrld	$9, -64(%rcx), %zmm2
	vpsrld	$9, (%rcx), %zmm3
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm2, %zmm4
	vcvtdq2ps	%zmm3, %zmm3
	vaddps	.LCPI0_11(%rip){1to16}, %zmm0, %zmm5
	vaddps	.LCPI0_11(%rip){1to16}, %zmm1, %zmm2
	vaddps	.LCPI0_11(%rip){1to16}, %zmm4, %zmm1
	vaddps	.LCPI0_11(%rip){1to16}, %zmm3, %zmm0
	vbroadcastss	.LCPI0_12(%rip), %zmm7
	vmulps	%zmm7, %zmm5, %zmm4
	vcvtps2pd	%ymm4, %zmm3
	vmulps	%zmm7, %zmm2, %zmm2
	vextractf64x4	$1, %zmm4, %ymm4
	vcvtps2pd	%ymm4, %zmm4
	vcvtps2pd	%ymm2, %zmm5
	vmulps	%zmm7, %zmm1, %zmm1
	vextractf64x4	$1, %zmm2, %ymm2
	vcvtps2pd	%ymm2, %zmm2
	vcvtps2pd	%ymm1, %zmm6
	vmulps	%zmm7, %zmm0, %zmm0
	vextractf64x4	$1, %zmm1, %ymm1
	vcvtps2pd	%ymm1, %zmm1
	vcvtps2pd	%ymm0, %zmm7
	vextractf64x4	$1, %zmm0, %ymm0
	vcvtps2pd	%ymm0, %zmm0
	vbroadcastsd	.LCPI0_26(%rip), %zmm8
	vmulpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm8, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_27(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm12
	vmovupd	%zmm12, 624(%rsp)
	vaddpd	%zmm8, %zmm4, %zmm9
	vmovupd	%zmm9, 240(%rsp)
	vaddpd	%zmm8, %zmm5, %zmm11
	vmovupd	%zmm11, 560(%rsp)
	vaddpd	%zmm8, %zmm2, %zmm10
	vmovupd	%zmm10, 304(%rsp)
	vaddpd	%zmm8, %zmm6, %zmm14
	vmovupd	%zmm14, 368(%rsp)
	vaddpd	%zmm8, %zmm1, %zmm13
	vmovupd	%zmm13, 144(%rsp)
	vaddpd	%zmm8, %zmm7, %zmm16
	vmovupd	%zmm16, 32(%rsp)
	vaddpd	%zmm8, %zmm0, %zmm17
	vmovupd	%zmm17, 432(%rsp)
	vbroadcastsd	.LCPI0_28(%rip), %zmm15
	vaddpd	%zmm15, %zmm9, %zmm8
	vaddpd	%zmm15, %zmm12, %zmm9
	vaddpd	%zmm15, %zmm10, %zmm10
	vaddpd	%zmm15, %zmm11, %zmm11
	vaddpd	%zmm15, %zmm13, %zmm12
	vaddpd	%zmm15, %zmm14, %zmm13
	vaddpd	%zmm15, %zmm17, %zmm14
	vaddpd	%zmm15, %zmm16, %zmm15
	vsubpd	%zmm9, %zmm3, %zmm9
	vsubpd	%zmm8, %zmm4, %zmm3
	vsubpd	%zmm11, %zmm5, %zmm5
	vsubpd	%zmm10, %zmm2, %zmm2
	vsubpd	%zmm13, %zmm6, %zmm6
	vsubpd	%zmm12, %zmm1, %zmm1
	vsubpd	%zmm15, %zmm7, %zmm11
	vsubpd	%zmm14, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_29(%rip), %zmm4
	vmulpd	%zmm4, %zmm3, %zmm17
	vmulpd	%zmm4, %zmm9, %zmm8
	vmulpd	%zmm4, %zmm2, %zmm22
	vmulpd	%zmm4, %zmm5, %zmm9
	vmulpd	%zmm4, %zmm1, %zmm23
	vmulpd	%zmm4, %zmm6, %zmm10
	vmulpd	%zmm4, %zmm0, %zmm20
	vmulpd	%zmm4, %zmm11, %zmm21
	vmulpd	%zmm8, %zmm8, %zmm1
	vmulpd	%zmm17, %zmm17, %zmm2
	vmulpd	%zmm9, %zmm9, %zmm5
	vmulpd	%zmm22, %zmm22, %zmm6
	vmulpd	%zmm10, %zmm10, %zmm14
	vmulpd	%zmm23, %zmm23, %zmm16
	vmulpd	%zmm21, %zmm21, %zmm18
	vmulpd	%zmm20, %zmm20, %zmm19
	vbroadcastsd	.LCPI0_30(%rip), %zmm27
	vmulpd	%zmm27, %zmm2, %zmm0
	vmulpd	%zmm27, %zmm1, %zmm11
	vmulpd	%zmm27, %zmm6, %zmm12
	vmulpd	%zmm27, %zmm5, %zmm13
	vmulpd	%zmm27, %zmm16, %zmm15
	vmulpd	%zmm27, %zmm14, %zmm28
	vmulpd	%zmm27, %zmm18, %zmm29
	vbroadcastsd	.LCPI0_31(%rip), %zmm26
	vaddpd	%zmm26, %zmm11, %zmm11
	vaddpd	%zmm26, %zmm0, %zmm0
	vaddpd	%zmm26, %zmm13, %zmm13
	vaddpd	%zmm26, %zmm12, %zmm12
	vaddpd	%zmm26, %zmm28, %zmm28
	vaddpd	%zmm26, %zmm15, %zmm15
	vaddpd	%zmm26, %zmm29, %zmm29
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm11, %zmm1, %zmm11
	vmulpd	%zmm12, %zmm6, %zmm12
	vmulpd	%zmm13, %zmm5, %zmm13
	vmulpd	%zmm15, %zmm16, %zmm15
	vmulpd	%zmm28, %zmm14, %zmm28
	vmulpd	%zmm29, %zmm18, %zmm29
	vbroadcastsd	.LCPI0_32(%rip), %zmm25
	vaddpd	%zmm25, %zmm11, %zmm11
	vaddpd	%zmm25, %zmm0, %zmm0
	vaddpd	%zmm25, %zmm13, %zmm13
	vaddpd	%zmm25, %zmm12, %zmm12
	vaddpd	%zmm25, %zmm28, %zmm28
	vaddpd	%zmm25, %zmm15, %zmm15
	vaddpd	%zmm25, %zmm29, %zmm29
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm11, %zmm1, %zmm11
	vmulpd	%zmm12, %zmm6, %zmm12
	vmulpd	%zmm13, %zmm5, %zmm13
	vmulpd	%zmm15, %zmm16, %zmm15
	vmulpd	%zmm28, %zmm14, %zmm28
	vmulpd	%zmm29, %zmm18, %zmm29
	vbroadcastsd	.LCPI0_33(%rip), %zmm24
	vaddpd	%zmm24, %zmm11, %zmm11
	vaddpd	%zmm24, %zmm0, %zmm0
	vaddpd	%zmm24, %zmm13, %zmm13
	vaddpd	%zmm24, %zmm12, %zmm12
	vaddpd	%zmm24, %zmm28, %zmm28
	vaddpd	%zmm24, %zmm15, %zmm15
	vaddpd	%zmm24, %zmm29, %zmm29
	vmulpd	%zmm1, %zmm8, %zmm30
	vmulpd	%zmm11, %zmm30, %zmm11
	vmulpd	%zmm2, %zmm17, %zmm30
	vmulpd	%zmm0, %zmm30, %zmm7
	vmulpd	%zmm5, %zmm9, %zmm30
	vmulpd	%zmm13, %zmm30, %zmm30
	vmulpd	%zmm6, %zmm22, %zmm13
	vmulpd	%zmm12, %zmm13, %zmm4
	vmulpd	%zmm14, %zmm10, %zmm12
	vmulpd	%zmm28, %zmm12, %zmm28
	vmulpd	%zmm16, %zmm23, %zmm12
	vmulpd	%zmm15, %zmm12, %zmm3
	vmulpd	%zmm18, %zmm21, %zmm12
	vmulpd	%zmm29, %zmm12, %zmm29
	vmulpd	%zmm27, %zmm19, %zmm12
	vaddpd	%zmm26, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm19, %zmm12
	vaddpd	%zmm25, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm19, %zmm12
	vaddpd	%zmm24, %zmm12, %zmm12
	vmulpd	%zmm19, %zmm20, %zmm13
	vmulpd	%zmm12, %zmm13, %zmm0
	vaddpd	%zmm11, %zmm8, %zmm11
	vaddpd	%zmm7, %zmm17, %zmm13
	vaddpd	%zmm30, %zmm9, %zmm8
	vaddpd	%zmm4, %zmm22, %zmm7
	vaddpd	%zmm28, %zmm10, %zmm12
	vaddpd	%zmm3, %zmm23, %zmm10
	vaddpd	%zmm29, %zmm21, %zmm15
	vmovupd	%zmm15, 1216(%rsp)
	vaddpd	%zmm0, %zmm20, %zmm9
	vmovupd	%zmm9, 832(%rsp)
	vbroadcastsd	.LCPI0_34(%rip), %zmm24
	vmulpd	%zmm24, %zmm2, %zmm0
	vmulpd	%zmm24, %zmm1, %zmm3
	vmulpd	%zmm24, %zmm6, %zmm4
	vmulpd	%zmm24, %zmm5, %zmm17
	vmulpd	%zmm24, %zmm16, %zmm20
	vmulpd	%zmm24, %zmm14, %zmm21
	vmulpd	%zmm24, %zmm18, %zmm22
	vbroadcastsd	.LCPI0_35(%rip), %zmm25
	vsubpd	%zmm3, %zmm25, %zmm3
	vsubpd	%zmm0, %zmm25, %zmm0
	vsubpd	%zmm17, %zmm25, %zmm17
	vsubpd	%zmm4, %zmm25, %zmm4
	vsubpd	%zmm21, %zmm25, %zmm21
	vsubpd	%zmm20, %zmm25, %zmm20
	vsubpd	%zmm22, %zmm25, %zmm22
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm3, %zmm1, %zmm3
	vmulpd	%zmm4, %zmm6, %zmm4
	vmulpd	%zmm17, %zmm5, %zmm17
	vmulpd	%zmm20, %zmm16, %zmm20
	vmulpd	%zmm21, %zmm14, %zmm21
	vmulpd	%zmm22, %zmm18, %zmm22
	vbroadcastsd	.LCPI0_36(%rip), %zmm26
	vaddpd	%zmm26, %zmm3, %zmm3
	vaddpd	%zmm26, %zmm0, %zmm0
	vaddpd	%zmm26, %zmm17, %zmm17
	vaddpd	%zmm26, %zmm4, %zmm4
	vaddpd	%zmm26, %zmm21, %zmm21
	vaddpd	%zmm26, %zmm20, %zmm20
	vaddpd	%zmm26, %zmm22, %zmm22
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm3, %zmm1, %zmm3
	vmulpd	%zmm4, %zmm6, %zmm4
	vmulpd	%zmm17, %zmm5, %zmm17
	vmulpd	%zmm20, %zmm16, %zmm20
	vmulpd	%zmm21, %zmm14, %zmm21
	vmulpd	%zmm22, %zmm18, %zmm22
	vbroadcastsd	.LCPI0_37(%rip), %zmm27
	vaddpd	%zmm27, %zmm3, %zmm3
	vaddpd	%zmm27, %zmm0, %zmm0
	vaddpd	%zmm27, %zmm17, %zmm17
	vaddpd	%zmm27, %zmm4, %zmm4
	vaddpd	%zmm27, %zmm21, %zmm21
	vaddpd	%zmm27, %zmm20, %zmm20
	vaddpd	%zmm27, %zmm22, %zmm22
	vmulpd	%zmm1, %zmm1, %zmm23
	vmulpd	%zmm3, %zmm23, %zmm3
	vmulpd	%zmm2, %zmm2, %zmm23
	vmulpd	%zmm0, %zmm23, %zmm0
	vmulpd	%zmm5, %zmm5, %zmm23
	vmulpd	%zmm17, %zmm23, %zmm17
	vmulpd	%zmm6, %zmm6, %zmm23
	vmulpd	%zmm4, %zmm23, %zmm4
	vmulpd	%zmm14, %zmm14, %zmm23
	vmulpd	%zmm21, %zmm23, %zmm23
	vmulpd	%zmm16, %zmm16, %zmm21
	vmulpd	%zmm20, %zmm21, %zmm28
	vmulpd	%zmm18, %zmm18, %zmm20
	vmulpd	%zmm22, %zmm20, %zmm22
	vmulpd	%zmm24, %zmm19, %zmm20
	vsubpd	%zmm20, %zmm25, %zmm20
	vmulpd	%zmm20, %zmm19, %zmm20
	vaddpd	%zmm26, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm19, %zmm20
	vaddpd	%zmm27, %zmm20, %zmm20
	vmulpd	%zmm19, %zmm19, %zmm21
	vmulpd	%zmm20, %zmm21, %zmm29
	vbroadcastsd	.LCPI0_38(%rip), %zmm20
	vmulpd	%zmm20, %zmm1, %zmm1
	vmulpd	%zmm20, %zmm2, %zmm2
	vmulpd	%zmm20, %zmm5, %zmm5
	vmulpd	%zmm20, %zmm6, %zmm6
	vmulpd	%zmm20, %zmm14, %zmm14
	vmulpd	%zmm20, %zmm16, %zmm16
	vmulpd	%zmm20, %zmm18, %zmm18
	vmulpd	%zmm20, %zmm19, %zmm19
	vbroadcastsd	.LCPI0_39(%rip), %zmm24
	vsubpd	%zmm2, %zmm24, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm20
	vsubpd	%zmm1, %zmm24, %zmm0
	vaddpd	%zmm3, %zmm0, %zmm1
	vsubpd	%zmm6, %zmm24, %zmm0
	vaddpd	%zmm4, %zmm0, %zmm6
	vsubpd	%zmm5, %zmm24, %zmm0
	vaddpd	%zmm17, %zmm0, %zmm4
	vsubpd	%zmm16, %zmm24, %zmm0
	vaddpd	%zmm28, %zmm0, %zmm2
	vsubpd	%zmm14, %zmm24, %zmm0
	vaddpd	%zmm23, %zmm0, %zmm16
	vsubpd	%zmm19, %zmm24, %zmm0
	vaddpd	%zmm29, %zmm0, %zmm0
	vmovupd	%zmm0, 1024(%rsp)
	vsubpd	%zmm18, %zmm24, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm17
	vbroadcastsd	.LCPI0_40(%rip), %zmm24
	vxorpd	%zmm24, %zmm13, %zmm30
	vxorpd	%zmm24, %zmm11, %zmm0
	vxorpd	%zmm24, %zmm7, %zmm28
	vxorpd	%zmm24, %zmm8, %zmm29
	vmovapd	%zmm10, %zmm21
	vxorpd	%zmm24, %zmm10, %zmm27
	vxorpd	%zmm24, %zmm12, %zmm19
	vxorpd	%zmm24, %zmm9, %zmm3
	vmovupd	%zmm3, 960(%rsp)
	vxorpd	%zmm24, %zmm15, %zmm5
	vmovdqu64	624(%rsp), %zmm3
	vptestnmq	.LCPI0_41(%rip){1to8}, %zmm3, %k1
	vpbroadcastq	.LCPI0_42(%rip), %zmm25
	vptestnmq	%zmm25, %zmm3, %k2
	vxorpd	%zmm24, %zmm1, %zmm18
	vmovapd	%zmm1, %zmm18 {%k2}
	vblendmpd	%zmm11, %zmm0, %zmm1 {%k2}
	vmovupd	%zmm1, 896(%rsp)
	vmovapd	%zmm0, %zmm11 {%k2}
	vxorpd	%zmm24, %zmm20, %zmm1
	vmovdqu64	240(%rsp), %zmm10
	vptestnmq	%zmm25, %zmm10, %k2
	vmovapd	%zmm20, %zmm1 {%k2}
	vmovapd	%zmm13, %zmm15
	vblendmpd	%zmm13, %zmm30, %zmm26 {%k2}
	vmovapd	%zmm30, %zmm15 {%k2}
	vxorpd	%zmm24, %zmm4, %zmm20
	vmovdqu64	560(%rsp), %zmm9
	vptestnmq	%zmm25, %zmm9, %k2
	vmovapd	%zmm4, %zmm20 {%k2}
	vblendmpd	%zmm8, %zmm29, %zmm31 {%k2}
	vmovapd	%zmm29, %zmm8 {%k2}
	vxorpd	%zmm24, %zmm6, %zmm22
	vmovdqu64	304(%rsp), %zmm4
	vptestnmq	%zmm25, %zmm4, %k2
	vmovapd	%zmm6, %zmm22 {%k2}
	vblendmpd	%zmm7, %zmm28, %zmm13 {%k2}
	vmovapd	%zmm28, %zmm7 {%k2}
	vxorpd	%zmm24, %zmm16, %zmm23
	vmovdqu64	368(%rsp), %zmm14
	vptestnmq	%zmm25, %zmm14, %k2
	vmovapd	%zmm16, %zmm23 {%k2}
	vblendmpd	%zmm12, %zmm19, %zmm28 {%k2}
	vmovapd	%zmm19, %zmm12 {%k2}
	vmovapd	%zmm12, %zmm6
	vxorpd	%zmm24, %zmm2, %zmm19
	vmovdqu64	144(%rsp), %zmm16
	vptestnmq	%zmm25, %zmm16, %k2
	vmovapd	%zmm2, %zmm19 {%k2}
	vmovapd	%zmm21, %zmm0
	vblendmpd	%zmm21, %zmm27, %zmm12 {%k2}
	vmovapd	%zmm27, %zmm0 {%k2}
	vxorpd	%zmm24, %zmm17, %zmm29
	vmovdqu64	32(%rsp), %zmm27
	vptestnmq	%zmm25, %zmm27, %k2
	vmovapd	%zmm17, %zmm29 {%k2}
	vmovupd	1216(%rsp), %zmm3
	vblendmpd	%zmm3, %zmm5, %zmm21 {%k2}
	vmovapd	%zmm5, %zmm3 {%k2}
	vmovupd	1024(%rsp), %zmm2
	vxorpd	%zmm24, %zmm2, %zmm30
	vmovdqu64	432(%rsp), %zmm5
	vptestnmq	%zmm25, %zmm5, %k2
	vmovapd	%zmm2, %zmm30 {%k2}
	vmovupd	832(%rsp), %zmm24
	vmovupd	960(%rsp), %zmm2
	vblendmpd	%zmm24, %zmm2, %zmm17 {%k2}
	vmovapd	%zmm2, %zmm24 {%k2}
	vpbroadcastq	.LCPI0_41(%rip), %zmm2
	vptestnmq	%zmm2, %zmm10, %k2
	vblendmpd	%zmm26, %zmm1, %zmm10 {%k2}
	vmovupd	%zmm10, 624(%rsp)
	vmovapd	%zmm1, %zmm15 {%k2}
	vmovupd	%zmm15, 240(%rsp)
	vptestnmq	%zmm2, %zmm9, %k2
	vblendmpd	896(%rsp), %zmm18, %zmm1 {%k1}
	vmovupd	%zmm1, 560(%rsp)
	vmovapd	%zmm18, %zmm11 {%k1}
	vptestnmq	%zmm2, %zmm4, %k1
	vblendmpd	%zmm13, %zmm22, %zmm13 {%k1}
	vmovapd	%zmm22, %zmm7 {%k1}
	vmovupd	%zmm7, 304(%rsp)
	vptestnmq	%zmm2, %zmm14, %k1
	vblendmpd	%zmm31, %zmm20, %zmm14 {%k2}
	vmovapd	%zmm20, %zmm8 {%k2}
	vptestnmq	%zmm2, %zmm16, %k2
	vblendmpd	%zmm12, %zmm19, %zmm12 {%k2}
	vmovapd	%zmm19, %zmm0 {%k2}
	vmovapd	%zmm0, %zmm9
	vptestnmq	%zmm2, %zmm5, %k2
	vblendmpd	%zmm28, %zmm23, %zmm16 {%k1}
	vblendmpd	%zmm17, %zmm30, %zmm0 {%k2}
	vmovupd	%zmm0, 432(%rsp)
	vmovapd	%zmm23, %zmm6 {%k1}
	vmovapd	%zmm6, %zmm10
	vmovapd	%zmm30, %zmm24 {%k2}
	vmovapd	%zmm24, %zmm15
	vptestnmq	%zmm2, %zmm27, %k1
	vblendmpd	%zmm21, %zmm29, %zmm17 {%k1}
	vmovapd	%zmm29, %zmm3 {%k1}
	vmovapd	%zmm3, %zmm7
	vpsrld	$9, -448(%rcx), %zmm3
	vpsrld	$9, -384(%rcx), %zmm4
	vpsrld	$9, -320(%rcx), %zmm18
	vpsrld	$9, -256(%rcx), %zmm19
	vcvtdq2ps	%zmm3, %zmm3
	vcvtdq2ps	%zmm4, %zmm4
	vcvtdq2ps	%zmm18, %zmm18
	vcvtdq2ps	%zmm19, %zmm19
	vaddps	.LCPI0_11(%rip){1to16}, %zmm3, %zmm3
	vaddps	.LCPI0_11(%rip){1to16}, %zmm4, %zmm4
	vaddps	.LCPI0_11(%rip){1to16}, %zmm18, %zmm18
	vaddps	.LCPI0_11(%rip){1to16}, %zmm19, %zmm19
	vbroadcastss	.LCPI0_12(%rip), %zmm0
	vmulps	%zmm0, %zmm3, %zmm3
	vmulps	%zmm0, %zmm4, %zmm4
	vmulps	%zmm0, %zmm18, %zmm18
	vmulps	%zmm0, %zmm19, %zmm19
	vpbroadcastd	.LCPI0_13(%rip), %zmm0
	vpaddd	%zmm0, %zmm3, %zmm23
	vpaddd	%zmm0, %zmm4, %zmm22
	vpaddd	%zmm0, %zmm18, %zmm21
	vpaddd	%zmm0, %zmm19, %zmm6
	vpbroadcastd	.LCPI0_15(%rip), %zmm0
	vpandd	%zmm0, %zmm23, %zmm4
	vpandd	%zmm0, %zmm22, %zmm18
	vpandd	%zmm0, %zmm21, %zmm19
	vpandd	%zmm0, %zmm6, %zmm20
	vpbroadcastd	.LCPI0_16(%rip), %zmm0
	vpaddd	%zmm0, %zmm4, %zmm4
	vpaddd	%zmm0, %zmm18, %zmm18
	vpaddd	%zmm0, %zmm19, %zmm19
	vpaddd	%zmm0, %zmm20, %zmm20
	vbroadcastss	.LCPI0_17(%rip), %zmm0
	vaddps	%zmm0, %zmm4, %zmm4
	vaddps	%zmm0, %zmm18, %zmm18
	vaddps	%zmm0, %zmm19, %zmm19
	vaddps	%zmm0, %zmm20, %zmm20
	vaddps	.LCPI0_18(%rip){1to16}, %zmm4, %zmm24
	vaddps	.LCPI0_18(%rip){1to16}, %zmm18, %zmm25
	vaddps	.LCPI0_18(%rip){1to16}, %zmm19, %zmm26
	vdivps	%zmm24, %zmm4, %zmm24
	vdivps	%zmm25, %zmm18, %zmm25
	vdivps	%zmm26, %zmm19, %zmm26
	vmulps	%zmm24, %zmm24, %zmm27
	vmulps	%zmm25, %zmm25, %zmm28
	vmulps	%zmm26, %zmm26, %zmm29
	vmulps	%zmm27, %zmm27, %zmm30
	vbroadcastss	.LCPI0_19(%rip), %zmm1
	vmulps	%zmm1, %zmm30, %zmm31
	vbroadcastss	.LCPI0_20(%rip), %zmm2
	vaddps	%zmm2, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vbroadcastss	.LCPI0_21(%rip), %zmm5
	vmulps	%zmm5, %zmm30, %zmm30
	vbroadcastss	.LCPI0_22(%rip), %zmm3
	vaddps	%zmm3, %zmm30, %zmm30
	vmulps	%zmm30, %zmm27, %zmm27
	vmulps	%zmm28, %zmm28, %zmm30
	vaddps	%zmm31, %zmm27, %zmm27
	vmulps	%zmm1, %zmm30, %zmm31
	vaddps	%zmm2, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vmulps	%zmm5, %zmm30, %zmm30
	vaddps	%zmm3, %zmm30, %zmm30
	vmulps	%zmm30, %zmm28, %zmm28
	vmulps	%zmm29, %zmm29, %zmm30
	vaddps	%zmm31, %zmm28, %zmm28
	vmulps	%zmm1, %zmm30, %zmm31
	vaddps	%zmm2, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vmulps	%zmm5, %zmm30, %zmm30
	vaddps	%zmm3, %zmm30, %zmm30
	vmulps	%zmm30, %zmm29, %zmm29
	vaddps	.LCPI0_18(%rip){1to16}, %zmm20, %zmm30
	vdivps	%zmm30, %zmm20, %zmm30
	vaddps	%zmm31, %zmm29, %zmm29
	vmulps	%zmm30, %zmm30, %zmm31
	vmulps	%zmm31, %zmm31, %zmm0
	vmulps	%zmm1, %zmm0, %zmm1
	vaddps	%zmm2, %zmm1, %zmm1
	vmulps	%zmm1, %zmm0, %zmm1
	vmulps	%zmm5, %zmm0, %zmm0
	vaddps	%zmm3, %zmm0, %zmm0
	vmulps	%zmm0, %zmm31, %zmm0
	vbroadcastss	.LCPI0_11(%rip), %zmm31
	vaddps	%zmm1, %zmm0, %zmm0
	vmulps	%zmm31, %zmm4, %zmm1
	vmulps	%zmm1, %zmm4, %zmm2
	vaddps	%zmm27, %zmm2, %zmm27
	vmulps	%zmm27, %zmm24, %zmm24
	vmulps	%zmm31, %zmm18, %zmm27
	vmulps	%zmm27, %zmm18, %zmm27
	vaddps	%zmm28, %zmm27, %zmm28
	vmulps	%zmm28, %zmm25, %zmm25
	vmulps	%zmm31, %zmm19, %zmm28
	vmulps	%zmm28, %zmm19, %zmm28
	vaddps	%zmm29, %zmm28, %zmm29
	vmulps	%zmm29, %zmm26, %zmm26
	vmulps	%zmm31, %zmm20, %zmm29
	vmulps	%zmm29, %zmm20, %zmm29
	vaddps	%zmm0, %zmm29, %zmm0
	vmulps	%zmm0, %zmm30, %zmm5
	vpsrld	$23, %zmm23, %zmm23
	vpbroadcastd	.LCPI0_14(%rip), %zmm0
	vpaddd	%zmm0, %zmm23, %zmm23
	vcvtdq2ps	%zmm23, %zmm23
	vbroadcastss	.LCPI0_23(%rip), %zmm1
	vmulps	%zmm1, %zmm23, %zmm30
	vaddps	%zmm24, %zmm30, %zmm24
	vpsrld	$23, %zmm22, %zmm22
	vpaddd	%zmm0, %zmm22, %zmm22
	vcvtdq2ps	%zmm22, %zmm22
	vmulps	%zmm1, %zmm22, %zmm30
	vaddps	%zmm25, %zmm30, %zmm25
	vpsrld	$23, %zmm21, %zmm21
	vpaddd	%zmm0, %zmm21, %zmm21
	vcvtdq2ps	%zmm21, %zmm21
	vmulps	%zmm1, %zmm21, %zmm30
	vaddps	%zmm26, %zmm30, %zmm26
	vpsrld	$23, %zmm6, %zmm3
	vpaddd	%zmm0, %zmm3, %zmm3
	vcvtdq2ps	%zmm3, %zmm3
	vmulps	%zmm1, %zmm3, %zmm30
	vaddps	%zmm5, %zmm30, %zmm0
	vsubps	%zmm2, %zmm24, %zmm1
	vsubps	%zmm27, %zmm25, %zmm24
	vsubps	%zmm28, %zmm26, %zmm25
	vsubps	%zmm29, %zmm0, %zmm0
	vaddps	%zmm1, %zmm4, %zmm1
	vaddps	%zmm24, %zmm18, %zmm4
	vaddps	%zmm25, %zmm19, %zmm18
	vaddps	%zmm0, %zmm20, %zmm0
	vbroadcastss	.LCPI0_24(%rip), %zmm2
	vmulps	%zmm2, %zmm23, %zmm19
	vaddps	%zmm1, %zmm19, %zmm1
	vmulps	%zmm2, %zmm22, %zmm19
	vaddps	%zmm4, %zmm19, %zmm4
	vmulps	%zmm2, %zmm21, %zmm19
	vaddps	%zmm18, %zmm19, %zmm18
	vmulps	%zmm2, %zmm3, %zmm3
	vaddps	%zmm0, %zmm3, %zmm0
	vcvtpd2ps	560(%rsp), %ymm2
	vcvtpd2ps	624(%rsp), %ymm3
	vinsertf64x4	$1, %ymm3, %zmm2, %zmm2
	vcvtpd2ps	%zmm14, %ymm3
	vcvtpd2ps	%zmm13, %ymm14
	vinsertf64x4	$1, %ymm14, %zmm3, %zmm3
	vcvtpd2ps	%zmm16, %ymm14
	vcvtpd2ps	%zmm12, %ymm5
	vcvtpd2ps	%zmm17, %ymm16
	vinsertf64x4	$1, %ymm5, %zmm14, %zmm5
	vcvtpd2ps	432(%rsp), %ymm6
	vinsertf64x4	$1, %ymm6, %zmm16, %zmm6
	vcvtpd2ps	%zmm11, %ymm14
	vcvtpd2ps	240(%rsp), %ymm13
	vcvtpd2ps	%zmm8, %ymm12
	vcvtpd2ps	304(%rsp), %ymm11
	vinsertf64x4	$1, %ymm13, %zmm14, %zmm13
	vinsertf64x4	$1, %ymm11, %zmm12, %zmm11
	vcvtpd2ps	%zmm10, %ymm10
	vcvtpd2ps	%zmm9, %ymm9
	vinsertf64x4	$1, %ymm9, %zmm10, %zmm9
	vcvtpd2ps	%zmm7, %ymm8
	vcvtpd2ps	%zmm15, %ymm7
	vinsertf64x4	$1, %ymm7, %zmm8, %zmm7
	vbroadcastss	.LCPI0_25(%rip), %zmm10
	vmulps	%zmm10, %zmm1, %zmm1
	vsqrtps	%zmm1, %zmm1
	vmulps	%zmm13, %zmm1, %zmm8
	vmulps	%zmm2, %zmm1, %zmm1
	vmulps	%zmm10, %zmm4, %zmm2
	vsqrtps	%zmm2, %zmm2
	vmulps	%zmm11, %zmm2, %zmm4
	vmulps	%zmm3, %zmm2, %zmm2
	vmulps	%zmm10, %zmm18, %zmm3
	vbroadcastss	.LCPI0_18(%rip), %zmm18
	vsqrtps	%zmm3, %zmm3
	vmulps	%zmm9, %zmm3, %zmm9
	vmulps	%zmm5, %zmm3, %zmm3
	vmulps	%zmm10, %zmm0, %zmm0
	vsqrtps	%zmm0, %zmm0
	vmulps	%zmm7, %zmm0, %zmm5
	vmulps	%zmm6, %zmm0, %zmm0
	vmovups	%zmm8, -448(%rcx)
	vmovups	%zmm4, -384(%rcx)
	vmovups	%zmm9, -320(%rcx)
	vmovups	%zmm5, -256(%rcx)
	vmovups	%zmm1, -192(%rcx)
	vmovups	%zmm2, -128(%rcx)
	vmovups	%zmm3, -64(%rcx)
	vmovups	%zmm0, (%rcx)
	addq	$1024, %rcx
	decq	%rdx
	jne	.LBB0_19
.LBB0_20:
	testq	%r11, %r11
	vbroadcastss	.LCPI0_54(%rip), %zmm14
	je	.LBB0_35
	vmovups	7208(%rsp), %zmm20
	vmovups	7272(%rsp), %zmm19
	vmovups	7336(%rsp), %zmm16
	vmovups	7400(%rsp), %zmm14
	vpxor	%xmm13, %xmm13, %xmm13
	cmpq	$1, %r11
	jne	.LBB0_23
	vpxor	%xmm15, %xmm15, %xmm15
	vxorps	%xmm22, %xmm22, %xmm22
	vxorps	%xmm23, %xmm23, %xmm23
	vpbroadcastd	.LCPI0_48(%rip), %zmm9
	vpbroadcastd	.LCPI0_66(%rip), %zmm10
	vbroadcastss	.LCPI0_67(%rip), %zmm11
	vpxor	%xmm12, %xmm12, %xmm12
	vbroadcastss	.LCPI0_55(%rip), %zmm28
	vbroadcastss	.LCPI0_60(%rip), %zmm30
	jmp	.LBB0_25
	.p2align	4
.LBB0_23:
	movl	$1, %ecx
	leaq	7656(%rsp), %rdx
	vmovaps	%zmm14, %zmm0
	vmovaps	%zmm16, %zmm1
	vmovaps	%zmm19, %zmm2
	vmovaps	%zmm20, %zmm4
	vpxor	%xmm15, %xmm15, %xmm15
	vxorps	%xmm22, %xmm22, %xmm22
	vxorps	%xmm23, %xmm23, %xmm23
	vpbroadcastd	.LCPI0_48(%rip), %zmm9
	vpbroadcastd	.LCPI0_66(%rip), %zmm10
	vbroadcastss	.LCPI0_67(%rip), %zmm11
	vpxor	%xmm12, %xmm12, %xmm12
	vbroadcastss	.LCPI0_55(%rip), %zmm28
	vbroadcastss	.LCPI0_60(%rip), %zmm30
	.p2align	4
.LBB0_24:
	vcvtsi2ss	%rcx, %xmm27, %xmm3
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
	vmovaps	%zmm3, %zmm23 {%k1}
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
	vcmpltps	%zmm7, %zmm16, %k0
	vcmpunordps	%zmm12, %zmm7, %k1
	vcmpordps	%zmm12, %zmm16, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm7, %zmm16 {%k2}
	vcmpltps	%zmm7, %zmm1, %k0
	vcmpordps	%zmm12, %zmm1, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm7, %zmm1 {%k1}
	vmovaps	%zmm3, %zmm15 {%k1}
	vcmpltps	%zmm8, %zmm14, %k0
	vcmpunordps	%zmm12, %zmm8, %k1
	vcmpordps	%zmm12, %zmm14, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm8, %zmm14 {%k2}
	vcmpltps	%zmm8, %zmm0, %k0
	vcmpordps	%zmm12, %zmm0, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm8, %zmm0 {%k1}
	vmovaps	%zmm3, %zmm13 {%k1}
	incq	%rcx
	addq	$256, %rdx
	cmpq	%rcx, %r11
	jne	.LBB0_24
.LBB0_25:
	vmovups	%zmm15, 1792(%rsp)
	vmovups	%zmm13, 1152(%rsp)
	xorl	%r13d, %r13d
	jmp	.LBB0_29
	.p2align	4
.LBB0_26:
	xorl	%r10d, %r10d
.LBB0_27:
	movq	%r10, %rcx
	notq	%rcx
	addq	%r11, %rcx
	subq	%r10, %r11
	shlq	$8, %rcx
	shlq	$8, %r11
	vmovups	4648(%rsp,%rcx), %zmm0
	vmovups	4712(%rsp,%rcx), %zmm1
	vmovups	4776(%rsp,%rcx), %zmm2
	vmovups	4840(%rsp,%rcx), %zmm3
	vaddps	4648(%rsp,%r11), %zmm0, %zmm0
	vaddps	4712(%rsp,%r11), %zmm1, %zmm1
	vaddps	4776(%rsp,%r11), %zmm2, %zmm2
	vaddps	4840(%rsp,%r11), %zmm3, %zmm3
	vmovups	%zmm0, 4648(%rsp,%rcx)
	vmovups	%zmm1, 4712(%rsp,%rcx)
	vmovups	%zmm2, 4776(%rsp,%rcx)
	vmovups	%zmm3, 4840(%rsp,%rcx)
.LBB0_28:
	incq	%r13
	movq	-120(%rsp), %r11
	cmpq	%r11, %r13
	je	.LBB0_34
.LBB0_29:
	xorl	%r11d, %r11d
	popcntq	%r13, %r11
	movl	%r11d, %r15d
	shll	$8, %r15d
	movq	%r13, %rcx
	shlq	$8, %rcx
	vmovups	7208(%rsp,%rcx), %zmm0
	vsubps	%zmm20, %zmm0, %zmm0
	vbroadcastss	.LCPI0_52(%rip), %zmm13
	vmaxps	%zmm0, %zmm13, %zmm1
	vbroadcastss	.LCPI0_53(%rip), %zmm21
	vminps	%zmm1, %zmm21, %zmm1
	vbroadcastss	.LCPI0_54(%rip), %zmm7
	vmulps	%zmm7, %zmm1, %zmm2
	vaddps	%zmm28, %zmm2, %zmm2
	vbroadcastss	.LCPI0_56(%rip), %zmm25
	vaddps	%zmm25, %zmm2, %zmm3
	vbroadcastss	.LCPI0_76(%rip), %zmm26
	vmulps	%zmm26, %zmm3, %zmm4
	vsubps	%zmm4, %zmm1, %zmm1
	vbroadcastss	.LCPI0_58(%rip), %zmm31
	vmulps	%zmm31, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm4
	vmulps	%zmm4, %zmm4, %zmm5
	vbroadcastss	.LCPI0_59(%rip), %zmm27
	vmulps	%zmm27, %zmm5, %zmm6
	vaddps	%zmm30, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vbroadcastss	.LCPI0_61(%rip), %zmm29
	vaddps	%zmm29, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vbroadcastss	.LCPI0_62(%rip), %zmm15
	vaddps	%zmm15, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vbroadcastss	.LCPI0_63(%rip), %zmm8
	vaddps	%zmm8, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vsubps	%zmm5, %zmm4, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm5, %zmm18, %zmm5
	vdivps	%zmm5, %zmm4, %zmm4
	vmovups	7272(%rsp,%rcx), %zmm5
	vsubps	%zmm4, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm1
	vbroadcastss	.LCPI0_64(%rip), %zmm24
	vaddps	%zmm24, %zmm1, %zmm1
	vpbroadcastd	.LCPI0_65(%rip), %zmm17
	vpaddd	%zmm17, %zmm2, %zmm3
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
	vmovups	%zmm1, 4648(%rsp,%r15)
	vsubps	%zmm19, %zmm5, %zmm0
	vmaxps	%zmm0, %zmm13, %zmm1
	vminps	%zmm1, %zmm21, %zmm1
	vmulps	%zmm7, %zmm1, %zmm2
	vaddps	%zmm28, %zmm2, %zmm2
	vaddps	%zmm25, %zmm2, %zmm3
	vmulps	%zmm26, %zmm3, %zmm4
	vsubps	%zmm4, %zmm1, %zmm1
	vmulps	%zmm31, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm4
	vmulps	%zmm4, %zmm4, %zmm5
	vmulps	%zmm27, %zmm5, %zmm6
	vaddps	%zmm30, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm29, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm15, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm8, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vmovups	7336(%rsp,%rcx), %zmm6
	vsubps	%zmm5, %zmm4, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm5, %zmm18, %zmm5
	vdivps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm1
	vaddps	%zmm24, %zmm1, %zmm1
	vpaddd	%zmm17, %zmm2, %zmm3
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
	vmovups	%zmm1, 4712(%rsp,%r15)
	vsubps	%zmm16, %zmm6, %zmm0
	vmaxps	%zmm0, %zmm13, %zmm1
	vminps	%zmm1, %zmm21, %zmm1
	vmulps	%zmm7, %zmm1, %zmm2
	vaddps	%zmm28, %zmm2, %zmm2
	vaddps	%zmm25, %zmm2, %zmm3
	vmulps	%zmm26, %zmm3, %zmm4
	vsubps	%zmm4, %zmm1, %zmm1
	vmulps	%zmm31, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm4
	vmulps	%zmm4, %zmm4, %zmm5
	vmulps	%zmm27, %zmm5, %zmm6
	vaddps	%zmm30, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm29, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm15, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm8, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vmovups	7400(%rsp,%rcx), %zmm6
	vsubps	%zmm5, %zmm4, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm5, %zmm18, %zmm5
	vdivps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm1
	vaddps	%zmm24, %zmm1, %zmm1
	vpaddd	%zmm17, %zmm2, %zmm3
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
	vmovups	%zmm1, 4776(%rsp,%r15)
	vsubps	%zmm14, %zmm6, %zmm0
	vmaxps	%zmm0, %zmm13, %zmm1
	vminps	%zmm1, %zmm21, %zmm1
	vmulps	%zmm7, %zmm1, %zmm2
	vaddps	%zmm28, %zmm2, %zmm2
	vaddps	%zmm25, %zmm2, %zmm3
	vmulps	%zmm26, %zmm3, %zmm4
	vsubps	%zmm4, %zmm1, %zmm1
	vmulps	%zmm31, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm4
	vmulps	%zmm4, %zmm4, %zmm5
	vmulps	%zmm27, %zmm5, %zmm6
	vaddps	%zmm30, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm29, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm15, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm8, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vsubps	%zmm5, %zmm4, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm5, %zmm18, %zmm5
	vdivps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm1
	vaddps	%zmm24, %zmm1, %zmm1
	vpaddd	%zmm17, %zmm2, %zmm3
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
	vmovups	%zmm1, 4840(%rsp,%r15)
	movq	%r13, %rcx
	notq	%rcx
	tzcntq	%rcx, %r14
	je	.LBB0_28
	cmpl	$1, %r14d
	je	.LBB0_26
	movl	%r14d, %ecx
	andl	$62, %ecx
	movl	%r11d, %edx
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
	movq	%r10, %r15
	xorq	%r8, %r15
	addq	%r11, %r15
	shlq	$8, %r15
	vaddps	4648(%rsp,%r15), %zmm0, %zmm0
	vaddps	4712(%rsp,%r15), %zmm1, %zmm1
	vaddps	4776(%rsp,%r15), %zmm2, %zmm2
	vaddps	4840(%rsp,%r15), %zmm3, %zmm3
	vmovups	%zmm0, 4648(%rsp,%r15)
	vmovups	%zmm1, 4712(%rsp,%r15)
	vmovups	%zmm2, 4776(%rsp,%r15)
	vmovups	%zmm3, 4840(%rsp,%r15)
	addq	$2, %r10
	addq	$-512, %rdx
	cmpq	%r10, %rcx
	jne	.LBB0_32
	testb	$1, %r14b
	jne	.LBB0_27
	jmp	.LBB0_28
	.p2align	4
.LBB0_34:
	vmovups	%zmm23, 1728(%rsp)
	vmovups	%zmm22, 2336(%rsp)
	vmovups	%zmm20, 1088(%rsp)
	vmovups	%zmm19, 1856(%rsp)
	vmovups	%zmm16, 3360(%rsp)
	vmovups	%zmm14, 1920(%rsp)
	movq	-16(%rsp), %r13
	movq	128(%rsp), %r10
	movq	-8(%rsp), %r15
	vbroadcastss	.LCPI0_54(%rip), %zmm14
.LBB0_35:
	vbroadcastss	.LCPI0_63(%rip), %zmm31
	vbroadcastss	.LCPI0_61(%rip), %zmm17
	vbroadcastss	.LCPI0_59(%rip), %zmm13
	vbroadcastss	.LCPI0_58(%rip), %zmm26
	vbroadcastss	.LCPI0_76(%rip), %zmm25
	vbroadcastss	.LCPI0_56(%rip), %zmm24
	vmovups	4648(%rsp,%r12), %zmm0
	vmovups	4712(%rsp,%r12), %zmm4
	vmovups	4776(%rsp,%r12), %zmm2
	vmovups	4840(%rsp,%r12), %zmm1
	testq	%r9, %r9
	vmovups	1600(%rsp), %zmm15
	je	.LBB0_42
	cmpl	$2, -112(%rsp)
	jne	.LBB0_38
	xorl	%ecx, %ecx
	jmp	.LBB0_41
	.p2align	4
.LBB0_38:
	movq	-24(%rsp), %rdx
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_39:
	vaddps	-192(%rdx), %zmm0, %zmm0
	vaddps	-128(%rdx), %zmm4, %zmm3
	vaddps	-64(%rdx), %zmm2, %zmm2
	vaddps	(%rdx), %zmm1, %zmm1
	vaddps	-448(%rdx), %zmm0, %zmm0
	vaddps	-384(%rdx), %zmm3, %zmm4
	vaddps	-320(%rdx), %zmm2, %zmm2
	vaddps	-256(%rdx), %zmm1, %zmm1
	addq	$2, %rcx
	addq	$-512, %rdx
	cmpq	%rcx, %rbp
	jne	.LBB0_39
	testb	$1, %r9b
	je	.LBB0_42
.LBB0_41:
	movq	-72(%rsp), %rdx
	subq	%rcx, %rdx
	shlq	$8, %rdx
	vaddps	4648(%rsp,%rdx), %zmm0, %zmm0
	vaddps	4712(%rsp,%rdx), %zmm4, %zmm4
	vaddps	4776(%rsp,%rdx), %zmm2, %zmm2
	vaddps	4840(%rsp,%rdx), %zmm1, %zmm1
.LBB0_42:
	cmpl	$0, -100(%rsp)
	je	.LBB0_46
	testq	%r11, %r11
	vpbroadcastd	.LCPI0_48(%rip), %zmm11
	vpbroadcastd	.LCPI0_66(%rip), %zmm8
	vbroadcastss	.LCPI0_69(%rip), %zmm16
	vbroadcastss	.LCPI0_70(%rip), %zmm9
	vpbroadcastd	.LCPI0_67(%rip), %zmm20
	vmovups	1152(%rsp), %zmm17
	vmovups	1088(%rsp), %zmm6
	vbroadcastss	.LCPI0_52(%rip), %zmm23
	vmovaps	%zmm25, %zmm13
	vmovaps	%zmm23, %zmm25
	vbroadcastss	.LCPI0_53(%rip), %zmm29
	vbroadcastss	.LCPI0_55(%rip), %zmm7
	vbroadcastss	.LCPI0_60(%rip), %zmm23
	vbroadcastss	.LCPI0_62(%rip), %zmm22
	vbroadcastss	.LCPI0_68(%rip), %zmm21
	je	.LBB0_13
	vmovaps	%zmm24, %zmm27
	vbroadcastss	.LCPI0_64(%rip), %zmm3
	vdivps	%zmm0, %zmm3, %zmm0
	vmovups	%zmm0, 144(%rsp)
	vdivps	%zmm4, %zmm3, %zmm0
	vmovups	%zmm0, 368(%rsp)
	vdivps	%zmm2, %zmm3, %zmm0
	vmovups	%zmm0, 304(%rsp)
	vbroadcastss	3552(%rsp), %zmm0
	vmovups	%zmm0, 240(%rsp)
	vdivps	%zmm1, %zmm3, %zmm0
	vmovups	%zmm0, 560(%rsp)
	movl	$192, %ecx
	xorl	%edx, %edx
	vmovups	%zmm17, 1152(%rsp)
	vmovups	%zmm6, 1088(%rsp)
	.p2align	4
.LBB0_45:
	vcvtusi2ss	%rdx, %xmm28, %xmm2
	vmovups	7016(%rsp,%rcx), %zmm3
	vmovups	7080(%rsp,%rcx), %zmm4
	vmovups	7144(%rsp,%rcx), %zmm0
	vmovups	%zmm0, 32(%rsp)
	vsubps	1088(%rsp), %zmm3, %zmm6
	vmaxps	%zmm6, %zmm25, %zmm1
	vminps	%zmm1, %zmm29, %zmm1
	vmovdqa64	%zmm11, %zmm28
	vmulps	%zmm14, %zmm1, %zmm11
	vaddps	%zmm7, %zmm11, %zmm11
	vmovaps	%zmm7, %zmm18
	vmovaps	%zmm29, %zmm7
	vmovaps	%zmm26, %zmm29
	vmovaps	%zmm25, %zmm26
	vxorps	%xmm25, %xmm25, %xmm25
	vaddps	%zmm27, %zmm11, %zmm12
	vmovaps	%zmm13, %zmm30
	vmulps	%zmm13, %zmm12, %zmm13
	vsubps	%zmm13, %zmm1, %zmm13
	vmulps	%zmm29, %zmm12, %zmm12
	vsubps	%zmm12, %zmm13, %zmm14
	vmulps	%zmm14, %zmm14, %zmm1
	vmovaps	%zmm15, %zmm24
	vbroadcastss	.LCPI0_59(%rip), %zmm19
	vmulps	%zmm19, %zmm1, %zmm15
	vaddps	%zmm23, %zmm15, %zmm15
	vmulps	%zmm15, %zmm1, %zmm15
	vbroadcastss	.LCPI0_61(%rip), %zmm31
	vaddps	%zmm31, %zmm15, %zmm15
	vmulps	%zmm15, %zmm1, %zmm15
	vaddps	%zmm22, %zmm15, %zmm15
	vmulps	%zmm15, %zmm1, %zmm15
	vmovdqa64	%zmm20, %zmm0
	vmovaps	%zmm16, %zmm20
	vmovdqa64	%zmm8, %zmm16
	vbroadcastss	.LCPI0_18(%rip), %zmm8
	vbroadcastss	.LCPI0_63(%rip), %zmm5
	vaddps	%zmm5, %zmm15, %zmm15
	vmulps	%zmm15, %zmm1, %zmm15
	vmovups	7208(%rsp,%rcx), %zmm1
	vmovups	%zmm1, 432(%rsp)
	vsubps	%zmm15, %zmm14, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm15, %zmm8, %zmm15
	vdivps	%zmm15, %zmm14, %zmm14
	vbroadcastss	%xmm2, %zmm2
	vaddps	%zmm3, %zmm3, %zmm15
	vmulps	%zmm21, %zmm15, %zmm15
	vsubps	39784(%rsp,%rcx), %zmm15, %zmm15
	vsubps	%zmm14, %zmm12, %zmm12
	vsubps	%zmm12, %zmm13, %zmm12
	vbroadcastss	.LCPI0_64(%rip), %zmm17
	vaddps	%zmm17, %zmm12, %zmm12
	vpaddd	.LCPI0_65(%rip){1to16}, %zmm11, %zmm13
	vpsrld	$1, %zmm13, %zmm13
	vpsubd	%zmm13, %zmm11, %zmm11
	vpslld	$23, %zmm11, %zmm11
	vpslld	$23, %zmm13, %zmm13
	vpaddd	%zmm28, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm12
	vpaddd	%zmm16, %zmm11, %zmm11
	vmulps	%zmm11, %zmm12, %zmm11
	vcmpunordps	%zmm25, %zmm6, %k1
	vbroadcastss	.LCPI0_67(%rip), %zmm6
	vmovaps	%zmm6, %zmm11 {%k1}
	vmulps	144(%rsp), %zmm11, %zmm6
	vaddps	%zmm6, %zmm15, %zmm6
	vcmpeqps	1728(%rsp), %zmm2, %k1
	vmovaps	%zmm20, %zmm11 {%k1} {z}
	vaddps	%zmm6, %zmm11, %zmm6
	vmulps	%zmm6, %zmm24, %zmm6
	vsubps	%zmm6, %zmm3, %zmm3
	vmovups	240(%rsp), %zmm10
	vmulps	72552(%rsp,%rcx), %zmm10, %zmm6
	vaddps	%zmm3, %zmm6, %zmm3
	vandps	%zmm9, %zmm3, %zmm6
	vpcmpgtd	%zmm16, %zmm6, %k1
	vmovdqa32	%zmm0, %zmm3 {%k1}
	vmovdqu64	%zmm3, 7016(%rsp,%rcx)
	vsubps	1856(%rsp), %zmm4, %zmm3
	vmaxps	%zmm3, %zmm26, %zmm6
	vminps	%zmm6, %zmm7, %zmm6
	vmulps	.LCPI0_54(%rip){1to16}, %zmm6, %zmm11
	vaddps	%zmm18, %zmm11, %zmm11
	vaddps	%zmm27, %zmm11, %zmm12
	vmulps	%zmm30, %zmm12, %zmm13
	vsubps	%zmm13, %zmm6, %zmm6
	vmulps	%zmm29, %zmm12, %zmm12
	vsubps	%zmm12, %zmm6, %zmm13
	vmulps	%zmm13, %zmm13, %zmm14
	vmulps	%zmm19, %zmm14, %zmm15
	vaddps	%zmm23, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm31, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm22, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm5, %zmm15, %zmm15
	vmovaps	%zmm5, %zmm1
	vmulps	%zmm15, %zmm14, %zmm14
	vpbroadcastd	.LCPI0_65(%rip), %zmm15
	vsubps	%zmm14, %zmm13, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm14, %zmm8, %zmm14
	vdivps	%zmm14, %zmm13, %zmm13
	vaddps	%zmm4, %zmm4, %zmm14
	vmulps	%zmm21, %zmm14, %zmm14
	vsubps	39848(%rsp,%rcx), %zmm14, %zmm14
	vsubps	%zmm13, %zmm12, %zmm12
	vsubps	%zmm12, %zmm6, %zmm6
	vaddps	%zmm17, %zmm6, %zmm6
	vpaddd	%zmm15, %zmm11, %zmm12
	vpsrld	$1, %zmm12, %zmm12
	vpsubd	%zmm12, %zmm11, %zmm11
	vpslld	$23, %zmm11, %zmm11
	vpslld	$23, %zmm12, %zmm12
	vpaddd	%zmm28, %zmm12, %zmm12
	vmulps	%zmm12, %zmm6, %zmm6
	vpaddd	%zmm16, %zmm11, %zmm11
	vmulps	%zmm11, %zmm6, %zmm6
	vcmpunordps	%zmm25, %zmm3, %k1
	vbroadcastss	.LCPI0_67(%rip), %zmm3
	vmovaps	%zmm3, %zmm6 {%k1}
	vmulps	368(%rsp), %zmm6, %zmm3
	vaddps	%zmm3, %zmm14, %zmm3
	vcmpeqps	2336(%rsp), %zmm2, %k1
	vmovaps	%zmm20, %zmm6 {%k1} {z}
	vaddps	%zmm3, %zmm6, %zmm3
	vmulps	%zmm3, %zmm24, %zmm3
	vsubps	%zmm3, %zmm4, %zmm3
	vmulps	72616(%rsp,%rcx), %zmm10, %zmm4
	vaddps	%zmm3, %zmm4, %zmm3
	vandps	%zmm9, %zmm3, %zmm4
	vpcmpgtd	%zmm16, %zmm4, %k1
	vmovdqa32	%zmm0, %zmm3 {%k1}
	vmovdqu64	%zmm3, 7080(%rsp,%rcx)
	vmovups	32(%rsp), %zmm5
	vsubps	3360(%rsp), %zmm5, %zmm3
	vmaxps	%zmm3, %zmm26, %zmm4
	vminps	%zmm4, %zmm7, %zmm4
	vmulps	.LCPI0_54(%rip){1to16}, %zmm4, %zmm6
	vaddps	%zmm18, %zmm6, %zmm6
	vaddps	%zmm27, %zmm6, %zmm11
	vmulps	%zmm30, %zmm11, %zmm12
	vsubps	%zmm12, %zmm4, %zmm4
	vmulps	%zmm29, %zmm11, %zmm11
	vsubps	%zmm11, %zmm4, %zmm12
	vmulps	%zmm12, %zmm12, %zmm13
	vmulps	%zmm19, %zmm13, %zmm14
	vaddps	%zmm23, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm31, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm22, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm1, %zmm14, %zmm14
	vmovaps	%zmm1, %zmm19
	vmulps	%zmm14, %zmm13, %zmm13
	vbroadcastss	.LCPI0_54(%rip), %zmm14
	vsubps	%zmm13, %zmm12, %zmm13
	vmulps	%zmm13, %zmm12, %zmm12
	vsubps	%zmm13, %zmm8, %zmm13
	vdivps	%zmm13, %zmm12, %zmm12
	vaddps	%zmm5, %zmm5, %zmm13
	vmulps	%zmm21, %zmm13, %zmm13
	vsubps	39912(%rsp,%rcx), %zmm13, %zmm13
	vsubps	%zmm12, %zmm11, %zmm11
	vsubps	%zmm11, %zmm4, %zmm4
	vaddps	%zmm17, %zmm4, %zmm4
	vpaddd	%zmm15, %zmm6, %zmm11
	vpsrld	$1, %zmm11, %zmm11
	vpsubd	%zmm11, %zmm6, %zmm6
	vpslld	$23, %zmm6, %zmm6
	vpslld	$23, %zmm11, %zmm11
	vpaddd	%zmm28, %zmm11, %zmm11
	vmulps	%zmm11, %zmm4, %zmm4
	vpaddd	%zmm16, %zmm6, %zmm6
	vmulps	%zmm6, %zmm4, %zmm4
	vcmpunordps	%zmm25, %zmm3, %k1
	vmovaps	%zmm26, %zmm25
	vmovaps	%zmm29, %zmm26
	vmovaps	%zmm7, %zmm29
	vmovaps	%zmm18, %zmm7
	vbroadcastss	.LCPI0_67(%rip), %zmm3
	vmovaps	%zmm3, %zmm4 {%k1}
	vmulps	304(%rsp), %zmm4, %zmm3
	vaddps	%zmm3, %zmm13, %zmm3
	vcmpeqps	1792(%rsp), %zmm2, %k1
	vmovaps	%zmm20, %zmm4 {%k1} {z}
	vaddps	%zmm3, %zmm4, %zmm3
	vmulps	%zmm3, %zmm24, %zmm3
	vsubps	%zmm3, %zmm5, %zmm3
	vmulps	72680(%rsp,%rcx), %zmm10, %zmm4
	vaddps	%zmm3, %zmm4, %zmm3
	vandps	%zmm9, %zmm3, %zmm4
	vpcmpgtd	%zmm16, %zmm4, %k1
	vmovdqa32	%zmm0, %zmm3 {%k1}
	vmovdqu64	%zmm3, 7144(%rsp,%rcx)
	vmovups	432(%rsp), %zmm1
	vsubps	1920(%rsp), %zmm1, %zmm3
	vmaxps	%zmm3, %zmm25, %zmm4
	vminps	%zmm4, %zmm29, %zmm4
	vmulps	%zmm14, %zmm4, %zmm5
	vaddps	%zmm18, %zmm5, %zmm5
	vaddps	%zmm27, %zmm5, %zmm6
	vmulps	%zmm30, %zmm6, %zmm11
	vsubps	%zmm11, %zmm4, %zmm4
	vmulps	%zmm26, %zmm6, %zmm6
	vsubps	%zmm6, %zmm4, %zmm11
	vmulps	%zmm11, %zmm11, %zmm12
	vmulps	.LCPI0_59(%rip){1to16}, %zmm12, %zmm13
	vaddps	%zmm23, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm13
	vaddps	%zmm31, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm13
	vaddps	%zmm22, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm13
	vaddps	%zmm19, %zmm13, %zmm13
	vmovaps	%zmm8, %zmm18
	vmovdqa64	%zmm16, %zmm8
	vmovaps	%zmm20, %zmm16
	vmovdqa64	%zmm0, %zmm20
	vmulps	%zmm13, %zmm12, %zmm12
	vmovaps	%zmm30, %zmm13
	vsubps	%zmm12, %zmm11, %zmm12
	vmulps	%zmm12, %zmm11, %zmm11
	vsubps	%zmm12, %zmm18, %zmm12
	vdivps	%zmm12, %zmm11, %zmm11
	vxorps	%xmm12, %xmm12, %xmm12
	vsubps	%zmm11, %zmm6, %zmm6
	vmovdqa64	%zmm28, %zmm11
	vsubps	%zmm6, %zmm4, %zmm4
	vaddps	%zmm17, %zmm4, %zmm4
	vpaddd	%zmm15, %zmm5, %zmm6
	vmovaps	%zmm24, %zmm15
	vpsrld	$1, %zmm6, %zmm6
	vpsubd	%zmm6, %zmm5, %zmm5
	vpslld	$23, %zmm6, %zmm6
	vpaddd	%zmm28, %zmm6, %zmm6
	vmulps	%zmm6, %zmm4, %zmm4
	vpslld	$23, %zmm5, %zmm5
	vpaddd	%zmm8, %zmm5, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vbroadcastss	.LCPI0_67(%rip), %zmm0
	vmovups	1152(%rsp), %zmm17
	vcmpunordps	%zmm12, %zmm3, %k1
	vaddps	%zmm1, %zmm1, %zmm3
	vmulps	%zmm21, %zmm3, %zmm3
	vsubps	39976(%rsp,%rcx), %zmm3, %zmm3
	vmovaps	%zmm0, %zmm4 {%k1}
	vmulps	560(%rsp), %zmm4, %zmm4
	vaddps	%zmm4, %zmm3, %zmm3
	vcmpeqps	%zmm2, %zmm17, %k1
	vmovaps	%zmm16, %zmm2 {%k1} {z}
	vaddps	%zmm3, %zmm2, %zmm2
	vmulps	%zmm2, %zmm24, %zmm2
	vsubps	%zmm2, %zmm1, %zmm1
	vmulps	72744(%rsp,%rcx), %zmm10, %zmm2
	vaddps	%zmm1, %zmm2, %zmm1
	vandps	%zmm9, %zmm1, %zmm2
	vpcmpgtd	%zmm8, %zmm2, %k1
	vmovdqa32	%zmm20, %zmm1 {%k1}
	vmovdqu64	%zmm1, 7208(%rsp,%rcx)
	incq	%rdx
	addq	$256, %rcx
	cmpq	%rdx, %r11
	jne	.LBB0_45
	jmp	.LBB0_13
	.p2align	4
.LBB0_46:
	testq	%r11, %r11
	vpbroadcastd	.LCPI0_48(%rip), %zmm6
	vpbroadcastd	.LCPI0_66(%rip), %zmm22
	vbroadcastss	.LCPI0_69(%rip), %zmm16
	vbroadcastss	.LCPI0_70(%rip), %zmm20
	vpbroadcastd	.LCPI0_67(%rip), %zmm18
	vmovdqu64	1152(%rsp), %zmm11
	vmovups	1088(%rsp), %zmm12
	vbroadcastss	.LCPI0_52(%rip), %zmm10
	vmovaps	%zmm24, %zmm7
	vmovaps	%zmm25, %zmm24
	vmovaps	%zmm26, %zmm9
	vmovaps	%zmm13, %zmm25
	vbroadcastss	.LCPI0_53(%rip), %zmm13
	vbroadcastss	.LCPI0_55(%rip), %zmm26
	vbroadcastss	.LCPI0_60(%rip), %zmm23
	vbroadcastss	.LCPI0_62(%rip), %zmm8
	vbroadcastss	.LCPI0_68(%rip), %zmm30
	je	.LBB0_13
	vmovaps	%zmm17, %zmm27
	vmovaps	%zmm10, %zmm19
	vbroadcastss	.LCPI0_64(%rip), %zmm3
	vdivps	%zmm0, %zmm3, %zmm0
	vmovups	%zmm0, 32(%rsp)
	vdivps	%zmm4, %zmm3, %zmm0
	vmovups	%zmm0, 144(%rsp)
	vdivps	%zmm2, %zmm3, %zmm0
	vmovups	%zmm0, 368(%rsp)
	vdivps	%zmm1, %zmm3, %zmm0
	vmovups	%zmm0, 304(%rsp)
	movl	$192, %ecx
	xorl	%edx, %edx
	vmovdqu64	%zmm11, 1152(%rsp)
	vmovups	%zmm12, 1088(%rsp)
	.p2align	4
.LBB0_48:
	vcvtusi2ss	%rdx, %xmm28, %xmm1
	vbroadcastss	%xmm1, %zmm0
	vmovups	7016(%rsp,%rcx), %zmm3
	vmovups	7080(%rsp,%rcx), %zmm4
	vmovups	7144(%rsp,%rcx), %zmm2
	vsubps	%zmm12, %zmm3, %zmm5
	vmaxps	%zmm5, %zmm19, %zmm1
	vminps	%zmm1, %zmm13, %zmm1
	vmovdqa64	%zmm6, %zmm17
	vmulps	%zmm14, %zmm1, %zmm6
	vaddps	%zmm26, %zmm6, %zmm6
	vaddps	%zmm7, %zmm6, %zmm11
	vmulps	%zmm24, %zmm11, %zmm12
	vsubps	%zmm12, %zmm1, %zmm12
	vmulps	%zmm9, %zmm11, %zmm11
	vsubps	%zmm11, %zmm12, %zmm1
	vmovaps	%zmm24, %zmm29
	vmovaps	%zmm7, %zmm24
	vmovaps	%zmm26, %zmm7
	vmovaps	%zmm19, %zmm26
	vmovaps	%zmm9, %zmm19
	vmovaps	%zmm13, %zmm9
	vmulps	%zmm1, %zmm1, %zmm13
	vmulps	%zmm25, %zmm13, %zmm14
	vaddps	%zmm23, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm27, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm8, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm31, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm1, %zmm13
	vmulps	%zmm13, %zmm1, %zmm1
	vbroadcastss	.LCPI0_18(%rip), %zmm10
	vsubps	%zmm13, %zmm10, %zmm13
	vdivps	%zmm13, %zmm1, %zmm13
	vmovups	7208(%rsp,%rcx), %zmm1
	vmovups	%zmm1, 432(%rsp)
	vaddps	%zmm3, %zmm3, %zmm14
	vmulps	%zmm30, %zmm14, %zmm14
	vsubps	39784(%rsp,%rcx), %zmm14, %zmm14
	vsubps	%zmm13, %zmm11, %zmm11
	vsubps	%zmm11, %zmm12, %zmm11
	vbroadcastss	.LCPI0_64(%rip), %zmm28
	vaddps	%zmm28, %zmm11, %zmm11
	vmovaps	%zmm20, %zmm21
	vmovaps	%zmm16, %zmm20
	vmovdqa64	%zmm22, %zmm16
	vpbroadcastd	.LCPI0_65(%rip), %zmm22
	vpaddd	%zmm22, %zmm6, %zmm12
	vpsrld	$1, %zmm12, %zmm12
	vpsubd	%zmm12, %zmm6, %zmm6
	vpslld	$23, %zmm6, %zmm6
	vpslld	$23, %zmm12, %zmm12
	vpaddd	%zmm17, %zmm12, %zmm12
	vmulps	%zmm12, %zmm11, %zmm11
	vpaddd	%zmm16, %zmm6, %zmm6
	vmulps	%zmm6, %zmm11, %zmm6
	vxorps	%xmm11, %xmm11, %xmm11
	vcmpunordps	%zmm11, %zmm5, %k1
	vbroadcastss	.LCPI0_67(%rip), %zmm1
	vmovaps	%zmm1, %zmm6 {%k1}
	vmulps	32(%rsp), %zmm6, %zmm5
	vaddps	%zmm5, %zmm14, %zmm5
	vmovaps	%zmm0, %zmm1
	vcmpeqps	1728(%rsp), %zmm0, %k1
	vmovaps	%zmm20, %zmm6 {%k1} {z}
	vaddps	%zmm5, %zmm6, %zmm5
	vmulps	%zmm5, %zmm15, %zmm5
	vsubps	%zmm5, %zmm3, %zmm3
	vandps	%zmm21, %zmm3, %zmm5
	vpcmpgtd	%zmm16, %zmm5, %k1
	vmovdqa32	%zmm18, %zmm3 {%k1}
	vmovdqu64	%zmm3, 7016(%rsp,%rcx)
	vsubps	1856(%rsp), %zmm4, %zmm3
	vmaxps	%zmm3, %zmm26, %zmm5
	vminps	%zmm5, %zmm9, %zmm5
	vmulps	.LCPI0_54(%rip){1to16}, %zmm5, %zmm6
	vaddps	%zmm7, %zmm6, %zmm6
	vaddps	%zmm24, %zmm6, %zmm11
	vmulps	%zmm29, %zmm11, %zmm12
	vsubps	%zmm12, %zmm5, %zmm5
	vmulps	%zmm19, %zmm11, %zmm11
	vsubps	%zmm11, %zmm5, %zmm12
	vmulps	%zmm12, %zmm12, %zmm13
	vmulps	%zmm25, %zmm13, %zmm14
	vaddps	%zmm23, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm27, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm8, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm31, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vbroadcastss	.LCPI0_54(%rip), %zmm14
	vsubps	%zmm13, %zmm12, %zmm13
	vmulps	%zmm13, %zmm12, %zmm12
	vsubps	%zmm13, %zmm10, %zmm13
	vdivps	%zmm13, %zmm12, %zmm12
	vaddps	%zmm4, %zmm4, %zmm13
	vmulps	%zmm30, %zmm13, %zmm13
	vsubps	39848(%rsp,%rcx), %zmm13, %zmm13
	vsubps	%zmm12, %zmm11, %zmm11
	vsubps	%zmm11, %zmm5, %zmm5
	vaddps	%zmm28, %zmm5, %zmm5
	vpaddd	%zmm22, %zmm6, %zmm11
	vpsrld	$1, %zmm11, %zmm11
	vpsubd	%zmm11, %zmm6, %zmm6
	vpslld	$23, %zmm6, %zmm6
	vpslld	$23, %zmm11, %zmm11
	vpaddd	%zmm17, %zmm11, %zmm11
	vmulps	%zmm11, %zmm5, %zmm5
	vpaddd	%zmm16, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vxorps	%xmm6, %xmm6, %xmm6
	vcmpunordps	%zmm6, %zmm3, %k1
	vbroadcastss	.LCPI0_67(%rip), %zmm0
	vmovaps	%zmm0, %zmm5 {%k1}
	vmulps	144(%rsp), %zmm5, %zmm3
	vaddps	%zmm3, %zmm13, %zmm3
	vcmpeqps	2336(%rsp), %zmm1, %k1
	vmovaps	%zmm20, %zmm5 {%k1} {z}
	vaddps	%zmm3, %zmm5, %zmm3
	vmulps	%zmm3, %zmm15, %zmm3
	vsubps	%zmm3, %zmm4, %zmm3
	vandps	%zmm21, %zmm3, %zmm4
	vpcmpgtd	%zmm16, %zmm4, %k1
	vmovdqa32	%zmm18, %zmm3 {%k1}
	vmovdqu64	%zmm3, 7080(%rsp,%rcx)
	vsubps	3360(%rsp), %zmm2, %zmm3
	vmaxps	%zmm3, %zmm26, %zmm4
	vminps	%zmm4, %zmm9, %zmm4
	vmulps	%zmm14, %zmm4, %zmm5
	vaddps	%zmm7, %zmm5, %zmm5
	vaddps	%zmm24, %zmm5, %zmm6
	vmulps	%zmm29, %zmm6, %zmm11
	vsubps	%zmm11, %zmm4, %zmm4
	vmulps	%zmm19, %zmm6, %zmm6
	vsubps	%zmm6, %zmm4, %zmm11
	vmulps	%zmm11, %zmm11, %zmm12
	vmulps	%zmm25, %zmm12, %zmm13
	vaddps	%zmm23, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm13
	vaddps	%zmm27, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm13
	vaddps	%zmm8, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm13
	vaddps	%zmm31, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm12
	vmovaps	%zmm9, %zmm13
	vmovaps	%zmm19, %zmm9
	vmovaps	%zmm26, %zmm19
	vmovaps	%zmm7, %zmm26
	vmovaps	%zmm24, %zmm7
	vmovaps	%zmm29, %zmm24
	vsubps	%zmm12, %zmm11, %zmm12
	vmulps	%zmm12, %zmm11, %zmm11
	vsubps	%zmm12, %zmm10, %zmm12
	vdivps	%zmm12, %zmm11, %zmm11
	vaddps	%zmm2, %zmm2, %zmm12
	vmulps	%zmm30, %zmm12, %zmm12
	vsubps	39912(%rsp,%rcx), %zmm12, %zmm12
	vsubps	%zmm11, %zmm6, %zmm6
	vsubps	%zmm6, %zmm4, %zmm4
	vaddps	%zmm28, %zmm4, %zmm4
	vpaddd	%zmm22, %zmm5, %zmm6
	vpsrld	$1, %zmm6, %zmm6
	vpsubd	%zmm6, %zmm5, %zmm5
	vpslld	$23, %zmm5, %zmm5
	vpslld	$23, %zmm6, %zmm6
	vpaddd	%zmm17, %zmm6, %zmm6
	vmulps	%zmm6, %zmm4, %zmm4
	vpaddd	%zmm16, %zmm5, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vxorps	%xmm5, %xmm5, %xmm5
	vcmpunordps	%zmm5, %zmm3, %k1
	vbroadcastss	.LCPI0_67(%rip), %zmm0
	vmovaps	%zmm0, %zmm4 {%k1}
	vmulps	368(%rsp), %zmm4, %zmm3
	vaddps	%zmm3, %zmm12, %zmm3
	vcmpeqps	1792(%rsp), %zmm1, %k1
	vmovaps	%zmm20, %zmm4 {%k1} {z}
	vaddps	%zmm3, %zmm4, %zmm3
	vmulps	%zmm3, %zmm15, %zmm3
	vsubps	%zmm3, %zmm2, %zmm2
	vandps	%zmm21, %zmm2, %zmm3
	vpcmpgtd	%zmm16, %zmm3, %k1
	vmovdqa32	%zmm18, %zmm2 {%k1}
	vmovdqu64	%zmm2, 7144(%rsp,%rcx)
	vmovups	432(%rsp), %zmm29
	vsubps	1920(%rsp), %zmm29, %zmm2
	vmaxps	%zmm2, %zmm19, %zmm3
	vminps	%zmm3, %zmm13, %zmm3
	vmulps	%zmm14, %zmm3, %zmm4
	vaddps	%zmm26, %zmm4, %zmm4
	vaddps	%zmm7, %zmm4, %zmm5
	vmulps	%zmm24, %zmm5, %zmm6
	vsubps	%zmm6, %zmm3, %zmm3
	vmulps	%zmm9, %zmm5, %zmm5
	vsubps	%zmm5, %zmm3, %zmm6
	vmulps	%zmm6, %zmm6, %zmm11
	vmulps	%zmm25, %zmm11, %zmm12
	vaddps	%zmm23, %zmm12, %zmm12
	vmulps	%zmm12, %zmm11, %zmm12
	vaddps	%zmm27, %zmm12, %zmm12
	vmulps	%zmm12, %zmm11, %zmm12
	vaddps	%zmm8, %zmm12, %zmm12
	vmulps	%zmm12, %zmm11, %zmm12
	vaddps	%zmm31, %zmm12, %zmm12
	vmulps	%zmm12, %zmm11, %zmm11
	vmovdqu64	1088(%rsp), %zmm12
	vsubps	%zmm11, %zmm6, %zmm11
	vmulps	%zmm11, %zmm6, %zmm6
	vsubps	%zmm11, %zmm10, %zmm11
	vdivps	%zmm11, %zmm6, %zmm6
	vxorps	%xmm11, %xmm11, %xmm11
	vsubps	%zmm6, %zmm5, %zmm5
	vmovdqa64	%zmm17, %zmm6
	vsubps	%zmm5, %zmm3, %zmm3
	vaddps	%zmm28, %zmm3, %zmm3
	vpaddd	%zmm22, %zmm4, %zmm5
	vmovdqa64	%zmm16, %zmm22
	vmovaps	%zmm20, %zmm16
	vmovaps	%zmm21, %zmm20
	vpsrld	$1, %zmm5, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	vpslld	$23, %zmm5, %zmm5
	vpaddd	%zmm17, %zmm5, %zmm5
	vmulps	%zmm5, %zmm3, %zmm3
	vbroadcastss	.LCPI0_67(%rip), %zmm0
	vpslld	$23, %zmm4, %zmm4
	vpaddd	%zmm22, %zmm4, %zmm4
	vmulps	%zmm4, %zmm3, %zmm3
	vcmpunordps	%zmm11, %zmm2, %k1
	vmovups	1152(%rsp), %zmm11
	vaddps	%zmm29, %zmm29, %zmm2
	vmulps	%zmm30, %zmm2, %zmm2
	vsubps	39976(%rsp,%rcx), %zmm2, %zmm2
	vmovaps	%zmm0, %zmm3 {%k1}
	vmulps	304(%rsp), %zmm3, %zmm3
	vaddps	%zmm3, %zmm2, %zmm2
	vcmpeqps	%zmm1, %zmm11, %k1
	vmovaps	%zmm16, %zmm3 {%k1} {z}
	vaddps	%zmm2, %zmm3, %zmm2
	vmulps	%zmm2, %zmm15, %zmm2
	vsubps	%zmm2, %zmm29, %zmm1
	vandps	%zmm21, %zmm1, %zmm2
	vpcmpgtd	%zmm22, %zmm2, %k1
	vmovdqa32	%zmm18, %zmm1 {%k1}
	vmovdqu64	%zmm1, 7208(%rsp,%rcx)
	incq	%rdx
	addq	$256, %rcx
	cmpq	%rdx, %r11
	jne	.LBB0_48
	jmp	.LBB0_13
.LBB0_49:
	vmulss	12(%rsp), %xmm3, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vpxor	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	vmovaps	%xmm0, 3552(%rsp)
	vmovss	%xmm3, -64(%rsp)
	cmpb	$0, (%rsp)
	je	.LBB0_16
	jmp	.LBB0_20
	.p2align	4
.LBB0_50:
	movq	-120(%rsp), %r11
	vmovapd	%zmm17, %zmm15
.LBB0_51:
	vmovaps	%zmm15, %zmm17
	testq	%r11, %r11
	sete	%al
	cmpq	$0, 1664(%rsp)
	sete	%cl
	orb	%al, %cl
	jne	.LBB0_7
	movq	-32(%rsp), %rax
	imulq	%r11, %rax
	cmpq	$1, %rax
	jne	.LBB0_54
	xorl	%ecx, %ecx
	jmp	.LBB0_63
	.p2align	4
.LBB0_54:
	movq	%rax, -32(%rsp)
	movl	%eax, %r15d
	andl	$16382, %r15d
	xorl	%ecx, %ecx
	jmp	.LBB0_57
	.p2align	4
.LBB0_55:
	xorl	%edx, %edx
	divq	%r11
.LBB0_56:
	movq	%r11, %r14
	cmpq	1664(%rsp), %rax
	movq	%rbx, %r10
	cmovbq	%rax, %r10
	addq	%rdi, %r10
	movq	%rdx, %r11
	shlq	$8, %r11
	addq	%rsp, %r11
	addq	$7208, %r11
	vmovss	(%r11,%rax,4), %xmm0
	imulq	%r14, %r10
	leaq	(,%r10,4), %rax
	addq	%r13, %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r15
	movq	128(%rsp), %r10
	movq	%r14, %r11
	je	.LBB0_62
.LBB0_57:
	movq	%rcx, %rax
	orq	%r11, %rax
	shrq	$32, %rax
	je	.LBB0_59
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r11
	jmp	.LBB0_60
	.p2align	4
.LBB0_59:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r11d
.LBB0_60:
	cmpq	1664(%rsp), %rax
	movq	%rbx, %r10
	cmovbq	%rax, %r10
	addq	%rdi, %r10
	imulq	%r11, %r10
	movq	%rdx, %r11
	shlq	$8, %r11
	addq	%rsp, %r11
	addq	$7208, %r11
	vmovss	(%r11,%rax,4), %xmm0
	movq	-120(%rsp), %r11
	leaq	(%r13,%r10,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	leaq	1(%rcx), %rax
	movq	%rax, %rdx
	orq	%r11, %rdx
	shrq	$32, %rdx
	jne	.LBB0_55
	xorl	%edx, %edx
	divl	%r11d
	jmp	.LBB0_56
	.p2align	4
.LBB0_62:
	testb	$1, -32(%rsp)
	movq	-8(%rsp), %r15
	je	.LBB0_7
.LBB0_63:
	movq	%rcx, %rax
	orq	%r11, %rax
	shrq	$32, %rax
	jne	.LBB0_5
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r11d
	jmp	.LBB0_6
.LBB0_65:
	cmpq	%r9, %rdx
	jbe	.LBB0_175
	cmpq	$0, 136(%rsp)
	je	.LBB0_175
	movq	16(%rdi), %r10
	leaq	(,%r8,8), %rcx
	movq	%r8, %rax
	andq	$-4, %rax
	movq	%rax, -96(%rsp)
	movq	%r8, %r14
	shrq	$2, %r14
	movq	-88(%rsp), %r12
	movq	%r12, %rsi
	shrq	$32, %rsi
	movq	%r9, %rdx
	imulq	%r8, %rdx
	movq	%rdx, 32(%rsp)
	leaq	(,%r8,4), %rdx
	movq	%rdx, 496(%rsp)
	leaq	4(,%r9,4), %rdi
	imulq	%r8, %rdi
	movq	%rdi, 712(%rsp)
	movq	%rdx, %rdi
	negq	%rdi
	movq	%rdi, 704(%rsp)
	leaq	-1(%rax), %r8
	movq	%r8, %rax
	shrq	%rax
	movq	%rax, 368(%rsp)
	movq	%rcx, %rdx
	addq	%r10, %rcx
	leaq	4(%r10,%rdx), %rdi
	movq	%r10, %rax
	movq	%r10, 432(%rsp)
	movq	%rdx, 144(%rsp)
	leaq	-1(%r14), %r10
	movq	%r10, %r11
	shlq	$4, %r11
	leaq	(%r11,%rcx), %rbx
	addq	$4, %rbx
	cmpq	%rdi, %rbx
	setb	%bl
	shrq	$60, %r10
	setne	%r10b
	leaq	(%rax,%rdx), %rbp
	addq	$8, %rbp
	leaq	(%r11,%rcx), %r15
	addq	$8, %r15
	cmpq	%rbp, %r15
	setb	%bpl
	orb	%bl, %bpl
	addq	%rcx, %r11
	addq	$12, %r11
	leaq	(%rax,%rdx), %rbx
	addq	$12, %rbx
	movq	%rbx, 808(%rsp)
	cmpq	%rbx, %r11
	movq	-120(%rsp), %r11
	setb	%bl
	orb	%r10b, %bl
	orb	%bpl, %bl
	movb	%bl, -122(%rsp)
	movq	%rcx, 1280(%rsp)
	movabsq	$2305843009213693920, %rbp
	movq	%r14, %rax
	andq	%rbp, %rax
	movq	%rax, 112(%rsp)
	orq	$24, %rbp
	movq	%r14, 120(%rsp)
	andq	%r14, %rbp
	movabsq	$4611686018427387840, %r14
	leaq	63(%r14), %r10
	cmpq	%r10, %r8
	seta	%r8b
	movq	368(%rsp), %rdx
	leaq	(%rcx,%rdx,8), %r10
	addq	$4, %r10
	cmpq	%rdi, %r10
	movq	128(%rsp), %rax
	setb	%cl
	orb	%r8b, %cl
	movb	%cl, -123(%rsp)
	movl	$3449720151, %ecx
	leaq	1993301258(%rsi), %r8
	leaq	842468239(%rsi), %r10
	leaq	1684936478(%rsi), %rdi
	movq	%rdi, 2272(%rsp)
	leaq	534103459(%rsi), %rdi
	movq	%rdi, 2208(%rsp)
	leal	-1767562579(%rsi), %edi
	movl	%edi, 2144(%rsp)
	leaq	-305585874(%rsi,%rcx), %r15
	movq	%r15, 544(%rsp)
	leaq	536882365(%rsi,%rcx), %r15
	leaq	-613950654(%rsi,%rcx), %rdi
	leaq	228517585(%rsi,%rcx), %rsi
	movq	%rsi, 2080(%rsp)
	leaq	(%r11,%r11,2), %rsi
	movq	432(%rsp), %rbx
	leaq	(%rbx,%rsi,4), %rsi
	movq	%rsi, 696(%rsp)
	leaq	1(%rdx), %rbx
	vpbroadcastq	%r12, %zmm28
	leaq	-795284382(%r12,%rcx), %rsi
	movq	%rsi, 216(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 4320(%rsp)
	leaq	1013904242(%r12), %rdx
	movq	%rdx, -112(%rsp)
	vpbroadcastq	%rdx, %zmm26
	movq	%r8, 232(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 4256(%rsp)
	leaq	218619860(%r12,%rcx), %r8
	movq	%r8, 3232(%rsp)
	vpbroadcastq	%r8, %zmm18
	movq	%r10, 3296(%rsp)
	vpbroadcastq	%r10, %zmm20
	leaq	2027808484(%r12), %r8
	movq	%r8, 3168(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 2784(%rsp)
	movq	%r15, 1856(%rsp)
	vpbroadcastq	%r15, %zmm0
	vmovdqu64	%zmm0, 4192(%rsp)
	leaq	387276957(%r12), %rdx
	movq	%rdx, 1728(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 4128(%rsp)
	movq	%rdi, 1792(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 4064(%rsp)
	leaq	-408007425(%r12,%rcx), %r8
	movq	%r8, 3104(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 2400(%rsp)
	movq	2272(%rsp), %rdx
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 2720(%rsp)
	leaq	1401181199(%r12), %r8
	movq	%r8, 3040(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 4000(%rsp)
	movq	2208(%rsp), %rdx
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 3936(%rsp)
	leaq	605896817(%r12,%rcx), %rdx
	movq	%rdx, 2976(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 1664(%rsp)
	movq	2080(%rsp), %r15
	vpbroadcastq	%r15, %zmm0
	vmovdqu64	%zmm0, 2656(%rsp)
	leal	-1879881855(%r12), %edx
	movq	432(%rsp), %r12
	movq	496(%rsp), %rcx
	movl	%edx, 2912(%rsp)
	vpbroadcastd	%edx, %ymm0
	vmovdqu	%ymm0, 2592(%rsp)
	movl	2144(%rsp), %edx
	vpbroadcastd	%edx, %ymm0
	vmovdqu	%ymm0, 2528(%rsp)
	movq	112(%rsp), %rsi
	vpbroadcastq	%rsi, %zmm0
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vporq	%zmm1, %zmm0, %zmm0
	vmovdqu64	%zmm0, 3872(%rsp)
	movq	%rbx, %r8
	andq	%r14, %r8
	orq	$56, %r14
	movq	%rbx, 224(%rsp)
	andq	%rbx, %r14
	movq	%r11, %rdx
	andq	$-16, %rdx
	vpbroadcastd	-64(%rsp), %zmm30
	movq	%rdx, -80(%rsp)
	vpbroadcastq	%rdx, %ymm0
	vpor	%ymm1, %ymm0, %ymm0
	vmovdqu	%ymm0, 1984(%rsp)
	movq	144(%rsp), %rdx
	leaq	384(%r12,%rdx), %rdx
	movq	%rdx, 536(%rsp)
	movq	%rbp, 752(%rsp)
	movq	%rbp, %rdx
	movq	-112(%rsp), %rbp
	subq	%rsi, %rdx
	movq	%rdx, 744(%rsp)
	movq	%rcx, %rdx
	andq	$-512, %rdx
	addq	1280(%rsp), %rdx
	movq	%rdx, 736(%rsp)
	movq	%r9, %rdx
	imulq	-40(%rsp), %rdx
	movq	%rdx, 504(%rsp)
	vpbroadcastq	.LCPI0_1(%rip), %zmm1
	vpbroadcastq	.LCPI0_2(%rip), %zmm8
	movq	32(%rsp), %r10
	leaq	(,%r10,4), %rdx
	movq	%rdx, 688(%rsp)
	leaq	(%r13,%r10,4), %rdi
	leaq	(%rax,%r10,4), %r10
	movq	-40(%rsp), %rdx
	vxorps	%xmm3, %xmm3, %xmm3
	vmovapd	.LCPI0_0(%rip), %zmm31
	vmovdqa64	.LCPI0_49(%rip), %zmm25
	vmovdqa64	.LCPI0_51(%rip), %zmm11
	leaq	(%r12,%r11,8), %rbx
	movq	%rbx, 104(%rsp)
	movq	-96(%rsp), %rsi
	leaq	1(%rsi), %rbx
	movq	%rbx, 528(%rsp)
	leaq	2(%rsi), %rbx
	movq	%rbx, 520(%rsp)
	movq	%r8, 512(%rsp)
	addq	%r8, %r8
	movq	%r8, 776(%rsp)
	movq	%r14, 768(%rsp)
	leaq	(%r14,%r14), %r8
	movq	%r8, 760(%rsp)
	xorl	%esi, %esi
	movl	$1, %ebx
	movq	%rdi, 3744(%rsp)
	movq	%rdi, 144(%rsp)
	vxorps	%xmm13, %xmm13, %xmm13
	vmovaps	.LCPI0_9(%rip), %zmm15
	vmovdqa64	.LCPI0_7(%rip), %zmm27
	vmovdqu64	%zmm28, 3488(%rsp)
	vmovdqu64	%zmm26, 3424(%rsp)
	vmovdqu64	%zmm18, 2848(%rsp)
	vmovdqu64	%zmm20, 2336(%rsp)
	vmovdqu64	%zmm30, 1344(%rsp)
	jmp	.LBB0_69
	.p2align	4
.LBB0_68:
	movq	728(%rsp), %r9
	incq	%r9
	movq	720(%rsp), %rsi
	incq	%rsi
	movq	-40(%rsp), %rdx
	addq	%rdx, 504(%rsp)
	movq	496(%rsp), %rcx
	addq	%rcx, %rax
	movq	%rax, 144(%rsp)
	addq	%rcx, %r10
	cmpq	208(%rsp), %r9
	movq	128(%rsp), %rax
	vpbroadcastq	.LCPI0_1(%rip), %zmm1
	vpbroadcastq	.LCPI0_2(%rip), %zmm8
	je	.LBB0_175
.LBB0_69:
	movq	%r10, -24(%rsp)
	movq	704(%rsp), %r15
	imulq	%rsi, %r15
	movq	%rsi, 720(%rsp)
	imulq	%rsi, %rcx
	movq	%rdx, %r10
	movq	688(%rsp), %rdx
	addq	%rcx, %rdx
	leaq	(%rdx,%r13), %rsi
	addq	712(%rsp), %rcx
	leaq	(%rcx,%r13), %rdi
	addq	%rax, %rdx
	addq	%rax, %rcx
	movq	%r9, %r8
	imulq	%r11, %r8
	movq	%r9, 728(%rsp)
	imulq	%r10, %r9
	movq	120(%rsp), %rax
	addq	%r9, %rax
	movl	%eax, %r10d
	movl	$3449720151, %r13d
	leaq	78811644(%r13), %r11
	movq	%r11, -72(%rsp)
	imulq	%r11, %r10
	xorq	-88(%rsp), %rax
	xorq	%r10, %rax
	shrq	$32, %rax
	imulq	%r13, %rax
	movq	%rax, %r11
	shrq	$32, %r11
	xorq	216(%rsp), %r11
	movq	%r11, 784(%rsp)
	xorq	544(%rsp), %r10
	movq	%r10, 792(%rsp)
	xorq	%rbp, %rax
	movq	%rax, 800(%rsp)
	addq	%r12, %r15
	movq	%r15, 3808(%rsp)
	cmpq	%rcx, %rsi
	setb	%r10b
	cmpq	%rdi, %rdx
	setb	%r11b
	andb	%r10b, %r11b
	cmpq	696(%rsp), %rsi
	setb	%r10b
	cmpq	%rdi, 104(%rsp)
	setb	%al
	andb	%r10b, %al
	orb	%r11b, %al
	movb	%al, -121(%rsp)
	movq	-120(%rsp), %r11
	cmpq	%rcx, %rsi
	setb	%cl
	cmpq	%rdi, %rdx
	movq	-16(%rsp), %rax
	leaq	(%rax,%r8,4), %rax
	movq	%rax, -32(%rsp)
	vpbroadcastq	%r9, %zmm0
	vpaddq	%zmm1, %zmm0, %zmm7
	vpaddq	%zmm8, %zmm0, %zmm8
	vmovdqu64	%zmm0, 2464(%rsp)
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm0, %zmm9
	setb	%al
	andb	%cl, %al
	movb	%al, -124(%rsp)
	movq	$0, (%rsp)
	vmovss	16(%rsp), %xmm0
	vmovdqu64	%zmm7, 3680(%rsp)
	vmovdqu64	%zmm8, 3616(%rsp)
	vmovdqu64	%zmm9, 3552(%rsp)
	jmp	.LBB0_71
	.p2align	4
.LBB0_70:
	vmovss	-8(%rsp), %xmm0
	vmulss	24(%rsp), %xmm0, %xmm0
	movq	(%rsp), %rdx
	incq	%rdx
	movq	%rdx, (%rsp)
	cmpq	136(%rsp), %rdx
	vmovdqa64	.LCPI0_7(%rip), %zmm27
	vmovdqu64	3488(%rsp), %zmm28
	vmovdqu64	3424(%rsp), %zmm26
	vmovdqu64	1344(%rsp), %zmm30
	je	.LBB0_68
.LBB0_71:
	vmovss	%xmm0, -8(%rsp)
	vmovss	28(%rsp), %xmm0
	cmpl	$0, 20(%rsp)
	jne	.LBB0_174
	cmpl	$0, -100(%rsp)
	vmovaps	%xmm0, 1600(%rsp)
	vmovdqa64	.LCPI0_50(%rip), %zmm14
	je	.LBB0_99
.LBB0_73:
	movq	552(%rsp), %rax
	movq	(%rsp), %rdi
	addq	%rax, %rdi
	movq	%rdi, %r9
	shrq	$32, %r9
	movl	$3449720151, %eax
	imulq	%rax, %r9
	movq	%r9, %rax
	shrq	$32, %rax
	movq	%rdi, 824(%rsp)
	movq	-88(%rsp), %r8
	xorl	%r8d, %edi
	movq	%rax, 816(%rsp)
	xorl	%eax, %edi
	movq	-72(%rsp), %rax
	imulq	%rax, %rdi
	movq	%rdi, %r10
	shrq	$32, %r10
	xorq	544(%rsp), %r10
	cmpb	$0, -122(%rsp)
	movq	%r9, 2016(%rsp)
	movq	%rdi, 32(%rsp)
	je	.LBB0_77
	xorl	%edi, %edi
	movq	-112(%rsp), %r13
	movq	%rax, %rcx
	vmovss	.LCPI0_25(%rip), %xmm2
	movl	$3449720151, %eax
.LBB0_75:
	movq	2016(%rsp), %r9
	xorq	216(%rsp), %r9
	movq	32(%rsp), %rdx
	xorq	232(%rsp), %rdx
	movq	%rdx, 32(%rsp)
	movq	120(%rsp), %r11
	subq	%rdi, %r11
	movq	504(%rsp), %rdx
	leaq	(%rdx,%rdi), %r15
	shlq	$4, %rdi
	addq	808(%rsp), %rdi
	.p2align	4
.LBB0_76:
	movl	%r15d, %edx
	imulq	%rcx, %rdx
	movq	%r15, %r12
	xorq	%r8, %r12
	xorq	%rdx, %r12
	shrq	$32, %r12
	imulq	%rax, %r12
	movq	%r12, %rbp
	shrq	$32, %rbp
	xorl	%r9d, %ebp
	xorl	%r10d, %edx
	imulq	%rcx, %rbp
	imulq	%rax, %rdx
	movq	%rdx, %rsi
	shrq	$32, %rsi
	movl	%r13d, %r8d
	xorl	%esi, %r8d
	movq	%r13, %r14
	movq	%r10, %r13
	movq	%rbp, %r10
	shrq	$32, %r10
	xorl	%r8d, %r12d
	movq	-88(%rsp), %r8
	xorl	32(%rsp), %r10d
	imulq	%rcx, %r12
	imulq	%rax, %r10
	movq	%r10, %rsi
	shrq	$32, %rsi
	xorl	3232(%rsp), %edx
	xorl	%esi, %edx
	movq	%r12, %rsi
	shrq	$32, %rsi
	xorl	3296(%rsp), %ebp
	xorl	%esi, %ebp
	imulq	%rcx, %rdx
	imulq	%rax, %rbp
	movq	%rbp, %rsi
	shrq	$32, %rsi
	xorl	3168(%rsp), %r10d
	xorl	%esi, %r10d
	movq	%rdx, %rsi
	xorl	1856(%rsp), %r12d
	shrq	$32, %rsi
	xorl	%esi, %r12d
	imulq	%rcx, %r10
	imulq	%rax, %r12
	movq	%r12, %rsi
	shrq	$32, %rsi
	xorl	1728(%rsp), %ebp
	xorl	%esi, %ebp
	movq	%r10, %rsi
	shrq	$32, %rsi
	xorl	1792(%rsp), %edx
	xorl	%esi, %edx
	imulq	%rcx, %rbp
	imulq	%rax, %rdx
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorl	3104(%rsp), %r12d
	xorl	%esi, %r12d
	movq	%rbp, %rsi
	shrq	$32, %rsi
	xorl	2272(%rsp), %r10d
	xorl	%esi, %r10d
	imulq	%rcx, %r12
	imulq	%rax, %r10
	movq	%r10, %rsi
	shrq	$32, %rsi
	xorl	3040(%rsp), %edx
	xorl	%esi, %edx
	movq	%r12, %rsi
	shrq	$32, %rsi
	xorl	2208(%rsp), %ebp
	xorl	%esi, %ebp
	imulq	%rcx, %rdx
	imulq	%rax, %rbp
	movq	%rbp, %rsi
	shrq	$32, %rsi
	xorl	2976(%rsp), %r10d
	xorl	%esi, %r10d
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorl	2080(%rsp), %r12d
	xorl	%esi, %r12d
	imulq	%rcx, %r10
	imulq	%rax, %r12
	movq	%r12, %rsi
	shrq	$32, %rsi
	xorl	2912(%rsp), %ebp
	xorl	%esi, %ebp
	movq	%r10, %rsi
	shrq	$32, %rsi
	xorl	2144(%rsp), %edx
	xorl	%esi, %edx
	movl	%ebp, -12(%rdi)
	movl	%r12d, -8(%rdi)
	movl	%edx, -4(%rdi)
	movl	%r10d, (%rdi)
	movq	%r13, %r10
	movq	%r14, %r13
	addq	$16, %rdi
	incq	%r15
	decq	%r11
	jne	.LBB0_76
	jmp	.LBB0_84
	.p2align	4
.LBB0_77:
	vpbroadcastq	%r9, %zmm0
	vpxorq	4320(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 368(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vpxorq	4256(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 304(%rsp)
	vpbroadcastq	%r10, %zmm19
	movq	536(%rsp), %rdi
	movq	112(%rsp), %r9
	vmovdqa64	.LCPI0_0(%rip), %zmm15
	vmovdqu64	4192(%rsp), %zmm29
	vmovdqu64	4128(%rsp), %zmm14
	vmovdqu64	4064(%rsp), %zmm30
	vmovdqu64	4000(%rsp), %zmm31
	vmovdqu64	3936(%rsp), %zmm12
	vpbroadcastq	.LCPI0_4(%rip), %zmm16
	vpbroadcastq	.LCPI0_5(%rip), %zmm13
	.p2align	4
.LBB0_78:
	vpaddq	2464(%rsp), %zmm15, %zmm0
	vpaddq	3680(%rsp), %zmm15, %zmm1
	vpaddq	3616(%rsp), %zmm15, %zmm2
	vpaddq	3552(%rsp), %zmm15, %zmm4
	vpmuludq	%zmm16, %zmm0, %zmm5
	vpmuludq	%zmm16, %zmm1, %zmm6
	vpmuludq	%zmm16, %zmm2, %zmm7
	vpmuludq	%zmm16, %zmm4, %zmm8
	vpternlogq	$150, %zmm28, %zmm5, %zmm0
	vpternlogq	$150, %zmm28, %zmm6, %zmm1
	vpternlogq	$150, %zmm28, %zmm7, %zmm2
	vpternlogq	$150, %zmm28, %zmm8, %zmm4
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm4, %zmm4
	vpmuludq	%zmm13, %zmm0, %zmm0
	vpmuludq	%zmm13, %zmm1, %zmm1
	vpmuludq	%zmm13, %zmm2, %zmm9
	vpmuludq	%zmm13, %zmm4, %zmm4
	vpsrlq	$32, %zmm0, %zmm2
	vpsrlq	$32, %zmm1, %zmm10
	vpsrlq	$32, %zmm9, %zmm11
	vpsrlq	$32, %zmm4, %zmm16
	vmovdqu64	368(%rsp), %zmm18
	vpxorq	%zmm18, %zmm2, %zmm2
	vpxorq	%zmm18, %zmm10, %zmm10
	vpxorq	%zmm18, %zmm11, %zmm11
	vpxorq	%zmm5, %zmm19, %zmm17
	vpxorq	%zmm6, %zmm19, %zmm6
	vpxorq	%zmm7, %zmm19, %zmm7
	vpxorq	%zmm18, %zmm16, %zmm16
	vpxorq	%zmm8, %zmm19, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm18
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm10, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm2
	vpsrlq	$32, %zmm18, %zmm11
	vpsrlq	$32, %zmm10, %zmm16
	vpmuludq	%zmm13, %zmm17, %zmm17
	vpmuludq	%zmm13, %zmm6, %zmm20
	vpmuludq	%zmm13, %zmm7, %zmm7
	vpmuludq	%zmm13, %zmm8, %zmm8
	vpsrlq	$32, %zmm5, %zmm6
	vpsrlq	$32, %zmm17, %zmm21
	vpsrlq	$32, %zmm20, %zmm22
	vpternlogq	$150, %zmm26, %zmm0, %zmm21
	vpsrlq	$32, %zmm7, %zmm0
	vpternlogq	$150, %zmm26, %zmm1, %zmm22
	vpsrlq	$32, %zmm2, %zmm1
	vpternlogq	$150, %zmm26, %zmm9, %zmm0
	vpsrlq	$32, %zmm8, %zmm9
	vpternlogq	$150, %zmm26, %zmm4, %zmm9
	vmovdqu64	304(%rsp), %zmm4
	vpxorq	%zmm4, %zmm11, %zmm11
	vpxorq	%zmm4, %zmm16, %zmm16
	vpxorq	%zmm4, %zmm6, %zmm23
	vpxorq	%zmm4, %zmm1, %zmm24
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm0, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm0
	vpmuludq	%zmm13, %zmm11, %zmm9
	vpmuludq	%zmm13, %zmm16, %zmm11
	vpmuludq	%zmm13, %zmm23, %zmm16
	vpmuludq	%zmm13, %zmm24, %zmm21
	vpsrlq	$32, %zmm9, %zmm22
	vmovdqu64	2848(%rsp), %zmm24
	vpternlogq	$150, %zmm17, %zmm24, %zmm22
	vpsrlq	$32, %zmm11, %zmm17
	vpternlogq	$150, %zmm20, %zmm24, %zmm17
	vpsrlq	$32, %zmm16, %zmm20
	vpternlogq	$150, %zmm7, %zmm24, %zmm20
	vpsrlq	$32, %zmm21, %zmm23
	vpternlogq	$150, %zmm8, %zmm24, %zmm23
	vpsrlq	$32, %zmm6, %zmm8
	vmovdqu64	2336(%rsp), %zmm7
	vpternlogq	$150, %zmm7, %zmm18, %zmm8
	vpsrlq	$32, %zmm4, %zmm18
	vpternlogq	$150, %zmm7, %zmm10, %zmm18
	vpsrlq	$32, %zmm1, %zmm10
	vpternlogq	$150, %zmm7, %zmm5, %zmm10
	vpsrlq	$32, %zmm0, %zmm24
	vpternlogq	$150, %zmm7, %zmm2, %zmm24
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm2
	vpmuludq	%zmm13, %zmm8, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm8
	vpmuludq	%zmm13, %zmm18, %zmm18
	vpmuludq	%zmm13, %zmm10, %zmm10
	vpmuludq	%zmm13, %zmm24, %zmm20
	vpsrlq	$32, %zmm17, %zmm22
	vmovdqu64	2784(%rsp), %zmm24
	vpternlogq	$150, %zmm24, %zmm9, %zmm22
	vpsrlq	$32, %zmm18, %zmm23
	vpternlogq	$150, %zmm24, %zmm11, %zmm23
	vpsrlq	$32, %zmm10, %zmm11
	vpternlogq	$150, %zmm24, %zmm16, %zmm11
	vpsrlq	$32, %zmm20, %zmm16
	vpternlogq	$150, %zmm24, %zmm21, %zmm16
	vpsrlq	$32, %zmm7, %zmm21
	vpternlogq	$150, %zmm6, %zmm29, %zmm21
	vpsrlq	$32, %zmm5, %zmm24
	vpternlogq	$150, %zmm4, %zmm29, %zmm24
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm1, %zmm29, %zmm4
	vpsrlq	$32, %zmm8, %zmm25
	vpternlogq	$150, %zmm0, %zmm29, %zmm25
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm0
	vpmuludq	%zmm13, %zmm21, %zmm16
	vpmuludq	%zmm13, %zmm24, %zmm21
	vpmuludq	%zmm13, %zmm4, %zmm22
	vpmuludq	%zmm13, %zmm25, %zmm23
	vpsrlq	$32, %zmm16, %zmm4
	vpternlogq	$150, %zmm17, %zmm14, %zmm4
	vpsrlq	$32, %zmm21, %zmm11
	vpternlogq	$150, %zmm18, %zmm14, %zmm11
	vpsrlq	$32, %zmm22, %zmm17
	vpternlogq	$150, %zmm10, %zmm14, %zmm17
	vpsrlq	$32, %zmm23, %zmm18
	vpternlogq	$150, %zmm20, %zmm14, %zmm18
	vpsrlq	$32, %zmm9, %zmm20
	vpternlogq	$150, %zmm30, %zmm7, %zmm20
	vpsrlq	$32, %zmm6, %zmm7
	vpternlogq	$150, %zmm30, %zmm5, %zmm7
	vpsrlq	$32, %zmm1, %zmm24
	vpternlogq	$150, %zmm30, %zmm2, %zmm24
	vpsrlq	$32, %zmm0, %zmm2
	vpternlogq	$150, %zmm30, %zmm8, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm4, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm4
	vpmuludq	%zmm13, %zmm20, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm11
	vpmuludq	%zmm13, %zmm7, %zmm18
	vpmuludq	%zmm13, %zmm24, %zmm20
	vpmuludq	%zmm13, %zmm2, %zmm24
	vpsrlq	$32, %zmm17, %zmm2
	vmovdqu64	2400(%rsp), %zmm8
	vpternlogq	$150, %zmm8, %zmm16, %zmm2
	vpsrlq	$32, %zmm18, %zmm7
	vpternlogq	$150, %zmm8, %zmm21, %zmm7
	vpsrlq	$32, %zmm20, %zmm16
	vpternlogq	$150, %zmm8, %zmm22, %zmm16
	vpsrlq	$32, %zmm24, %zmm21
	vpternlogq	$150, %zmm8, %zmm23, %zmm21
	vpsrlq	$32, %zmm10, %zmm22
	vmovdqu64	2720(%rsp), %zmm8
	vpternlogq	$150, %zmm9, %zmm8, %zmm22
	vpsrlq	$32, %zmm5, %zmm23
	vpternlogq	$150, %zmm6, %zmm8, %zmm23
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm1, %zmm8, %zmm6
	vpsrlq	$32, %zmm11, %zmm1
	vpternlogq	$150, %zmm0, %zmm8, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm7, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm2
	vpmuludq	%zmm13, %zmm22, %zmm16
	vpmuludq	%zmm13, %zmm23, %zmm21
	vpmuludq	%zmm13, %zmm6, %zmm22
	vpmuludq	%zmm13, %zmm1, %zmm23
	vpsrlq	$32, %zmm16, %zmm0
	vpternlogq	$150, %zmm17, %zmm31, %zmm0
	vpsrlq	$32, %zmm21, %zmm1
	vpternlogq	$150, %zmm18, %zmm31, %zmm1
	vpsrlq	$32, %zmm22, %zmm17
	vpternlogq	$150, %zmm20, %zmm31, %zmm17
	vpsrlq	$32, %zmm23, %zmm18
	vpternlogq	$150, %zmm24, %zmm31, %zmm18
	vpsrlq	$32, %zmm9, %zmm20
	vpternlogq	$150, %zmm12, %zmm10, %zmm20
	vpsrlq	$32, %zmm8, %zmm10
	vpternlogq	$150, %zmm12, %zmm5, %zmm10
	vpsrlq	$32, %zmm7, %zmm24
	vpternlogq	$150, %zmm12, %zmm4, %zmm24
	vpsrlq	$32, %zmm2, %zmm25
	vpternlogq	$150, %zmm12, %zmm11, %zmm25
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm0, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm4
	vpmuludq	%zmm13, %zmm20, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm0
	vpmuludq	%zmm13, %zmm10, %zmm17
	vpmuludq	%zmm13, %zmm24, %zmm18
	vpmuludq	%zmm13, %zmm25, %zmm10
	vmovdqu64	1664(%rsp), %zmm25
	vpsrlq	$32, %zmm11, %zmm20
	vpternlogq	$150, %zmm25, %zmm16, %zmm20
	vpsrlq	$32, %zmm17, %zmm16
	vpternlogq	$150, %zmm25, %zmm21, %zmm16
	vpsrlq	$32, %zmm18, %zmm21
	vpternlogq	$150, %zmm25, %zmm22, %zmm21
	vpsrlq	$32, %zmm10, %zmm1
	vpternlogq	$150, %zmm25, %zmm23, %zmm1
	vpsrlq	$32, %zmm6, %zmm22
	vmovdqu64	2656(%rsp), %zmm24
	vpternlogq	$150, %zmm9, %zmm24, %zmm22
	vpsrlq	$32, %zmm5, %zmm9
	vpternlogq	$150, %zmm8, %zmm24, %zmm9
	vpsrlq	$32, %zmm4, %zmm23
	vpternlogq	$150, %zmm7, %zmm24, %zmm23
	vpsrlq	$32, %zmm0, %zmm7
	vpternlogq	$150, %zmm2, %zmm24, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm20
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm2
	vpmuludq	%zmm13, %zmm22, %zmm16
	vpmuludq	%zmm13, %zmm9, %zmm21
	vpmuludq	%zmm13, %zmm23, %zmm9
	vpsrlq	$32, %zmm16, %zmm22
	vpxorq	%zmm11, %zmm22, %zmm11
	vpsrlq	$32, %zmm21, %zmm22
	vpxorq	%zmm17, %zmm22, %zmm17
	vpsrlq	$32, %zmm9, %zmm22
	vpxorq	%zmm18, %zmm22, %zmm18
	vpsrlq	$32, %zmm20, %zmm22
	vpmuludq	%zmm13, %zmm7, %zmm7
	vpxorq	%zmm6, %zmm22, %zmm22
	vpsrlq	$32, %zmm7, %zmm6
	vpxorq	%zmm10, %zmm6, %zmm6
	vpsrlq	$32, %zmm8, %zmm10
	vpxorq	%zmm5, %zmm10, %zmm5
	vpsrlq	$32, %zmm2, %zmm10
	vpxorq	%zmm4, %zmm10, %zmm4
	vpmovqd	%zmm20, %ymm10
	vpmovqd	%zmm22, %ymm20
	vmovdqu64	2528(%rsp), %ymm22
	vpxord	%ymm20, %ymm22, %ymm20
	vinserti64x4	$1, %ymm10, %zmm20, %zmm10
	vpmovqd	%zmm16, %ymm16
	vpmovqd	%zmm11, %ymm11
	vmovdqu64	2592(%rsp), %ymm20
	vpxord	%ymm11, %ymm20, %ymm11
	vinserti64x4	$1, %ymm16, %zmm11, %zmm11
	vmovdqa64	%zmm11, %zmm16
	vmovdqa64	.LCPI0_6(%rip), %zmm23
	vpermt2d	%zmm10, %zmm23, %zmm16
	vpermt2d	%zmm10, %zmm27, %zmm11
	vmovdqu64	%zmm11, -320(%rdi)
	vmovdqu64	%zmm16, -384(%rdi)
	vpbroadcastq	.LCPI0_4(%rip), %zmm16
	vpmovqd	%zmm21, %ymm10
	vpmovqd	%zmm17, %ymm11
	vpxord	%ymm11, %ymm20, %ymm11
	vinserti64x4	$1, %ymm10, %zmm11, %zmm10
	vpmovqd	%zmm8, %ymm8
	vpmovqd	%zmm5, %ymm5
	vpxord	%ymm5, %ymm22, %ymm5
	vinserti64x4	$1, %ymm8, %zmm5, %zmm5
	vmovdqa64	%zmm10, %zmm8
	vpermt2d	%zmm5, %zmm23, %zmm8
	vpermt2d	%zmm5, %zmm27, %zmm10
	vmovdqu64	%zmm10, -192(%rdi)
	vpmovqd	%zmm9, %ymm5
	vpmovqd	%zmm18, %ymm9
	vpxord	%ymm9, %ymm20, %ymm9
	vinserti64x4	$1, %ymm5, %zmm9, %zmm5
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm4, %ymm4
	vpxord	%ymm4, %ymm22, %ymm4
	vinserti64x4	$1, %ymm2, %zmm4, %zmm2
	vmovdqa64	%zmm5, %zmm4
	vpermt2d	%zmm2, %zmm23, %zmm4
	vpermt2d	%zmm2, %zmm27, %zmm5
	vmovdqu64	%zmm8, -256(%rdi)
	vmovdqu64	%zmm5, -64(%rdi)
	vpmuludq	%zmm16, %zmm1, %zmm1
	vmovdqu64	%zmm4, -128(%rdi)
	vpsrlq	$32, %zmm1, %zmm2
	vpxorq	%zmm0, %zmm2, %zmm0
	vpmovqd	%zmm7, %ymm2
	vpmovqd	%zmm6, %ymm4
	vpxord	%ymm4, %ymm20, %ymm4
	vinserti64x4	$1, %ymm2, %zmm4, %zmm2
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm0, %ymm0
	vpxord	%ymm0, %ymm22, %ymm0
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vmovdqa64	%zmm2, %zmm1
	vpermt2d	%zmm0, %zmm27, %zmm2
	vmovdqu64	%zmm2, 64(%rdi)
	vpermt2d	%zmm0, %zmm23, %zmm1
	vmovdqu64	%zmm1, (%rdi)
	vpaddq	.LCPI0_8(%rip){1to8}, %zmm15, %zmm15
	addq	$512, %rdi
	addq	$-32, %r9
	jne	.LBB0_78
	movq	112(%rsp), %rax
	cmpq	%rax, 120(%rsp)
	movq	-112(%rsp), %r13
	vmovdqa64	%zmm31, %zmm23
	vmovapd	.LCPI0_0(%rip), %zmm31
	vmovdqa64	.LCPI0_51(%rip), %zmm11
	vpxor	%xmm13, %xmm13, %xmm13
	vmovaps	.LCPI0_9(%rip), %zmm15
	vmovdqu64	2720(%rsp), %zmm17
	vmovdqu64	2528(%rsp), %ymm22
	vmovss	.LCPI0_25(%rip), %xmm2
	vmovdqu	2592(%rsp), %ymm10
	vmovdqu64	2656(%rsp), %zmm21
	vmovdqa64	%zmm23, %zmm8
	movq	-72(%rsp), %rcx
	vmovdqu64	2848(%rsp), %zmm18
	vmovdqu64	2784(%rsp), %zmm23
	movl	$3449720151, %eax
	je	.LBB0_84
	movq	112(%rsp), %rdi
	testb	$96, -120(%rsp)
	je	.LBB0_75
	vmovdqa64	%zmm29, %zmm24
	vmovdqa64	%zmm14, %zmm1
	vmovdqa64	%zmm30, %zmm14
	vmovdqa64	%zmm1, %zmm30
	movq	216(%rsp), %rax
	xorl	2016(%rsp), %eax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 368(%rsp)
	movq	232(%rsp), %rax
	xorl	32(%rsp), %eax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 304(%rsp)
	movq	736(%rsp), %rdx
	movq	744(%rsp), %rdi
	vmovdqu64	3872(%rsp), %zmm2
	vmovdqa64	%zmm18, %zmm1
	vmovdqa64	%zmm12, %zmm18
	vmovdqa64	%zmm8, %zmm20
	vmovdqa64	%ymm22, %ymm31
	vmovdqa64	%ymm10, %ymm22
	vmovdqu64	2400(%rsp), %zmm10
	vpbroadcastq	.LCPI0_4(%rip), %zmm12
	vmovdqa64	%zmm14, %zmm4
	vpbroadcastq	.LCPI0_5(%rip), %zmm14
	vmovdqa64	%zmm28, %zmm0
	vmovdqa64	%zmm30, %zmm28
	vmovdqa64	%zmm17, %zmm29
	vmovdqu64	2464(%rsp), %zmm17
	vmovdqa64	%zmm26, %zmm16
	vmovdqa64	%zmm4, %zmm26
	vpbroadcastq	.LCPI0_1(%rip), %zmm30
	.p2align	4
.LBB0_82:
	vpaddq	%zmm17, %zmm2, %zmm4
	vpmuludq	%zmm12, %zmm4, %zmm5
	vpternlogq	$150, %zmm0, %zmm5, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpmuludq	%zmm14, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm6
	vpxorq	368(%rsp), %zmm6, %zmm6
	vpxorq	%zmm5, %zmm19, %zmm5
	vpmuludq	%zmm12, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm7
	vpmuludq	%zmm14, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpxorq	304(%rsp), %zmm7, %zmm7
	vpternlogq	$150, %zmm16, %zmm4, %zmm8
	vpmuludq	%zmm12, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm8
	vpmuludq	%zmm14, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm9
	vpternlogq	$150, %zmm5, %zmm1, %zmm9
	vpternlogq	$150, 2336(%rsp), %zmm6, %zmm8
	vpmuludq	%zmm12, %zmm9, %zmm5
	vpsrlq	$32, %zmm5, %zmm6
	vpmuludq	%zmm14, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm9
	vpternlogq	$150, %zmm23, %zmm7, %zmm9
	vpternlogq	$150, %zmm4, %zmm24, %zmm6
	vpmuludq	%zmm12, %zmm9, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpmuludq	%zmm14, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm9
	vpternlogq	$150, %zmm8, %zmm28, %zmm9
	vpternlogq	$150, %zmm26, %zmm5, %zmm7
	vpmuludq	%zmm12, %zmm9, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpmuludq	%zmm14, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm9
	vpternlogq	$150, %zmm10, %zmm6, %zmm9
	vpternlogq	$150, %zmm4, %zmm29, %zmm8
	vpmuludq	%zmm12, %zmm9, %zmm4
	vpsrlq	$32, %zmm4, %zmm6
	vpmuludq	%zmm14, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm9
	vpternlogq	$150, %zmm7, %zmm20, %zmm9
	vpternlogq	$150, %zmm18, %zmm5, %zmm6
	vpmuludq	%zmm12, %zmm9, %zmm5
	vpsrlq	$32, %zmm5, %zmm7
	vpmuludq	%zmm14, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm9
	vpternlogq	$150, %zmm25, %zmm8, %zmm9
	vpternlogq	$150, %zmm4, %zmm21, %zmm7
	vpmuludq	%zmm12, %zmm9, %zmm4
	vpsrlq	$32, %zmm4, %zmm8
	vpmuludq	%zmm14, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm9
	vpmovqd	%zmm4, %ymm4
	vpmovqd	%zmm7, %ymm7
	vpxorq	%zmm6, %zmm9, %zmm6
	vpmovqd	%zmm6, %ymm6
	vpxorq	%zmm5, %zmm8, %zmm5
	vpmovqd	%zmm5, %ymm5
	vpxord	%ymm6, %ymm22, %ymm6
	vpxord	%ymm5, %ymm31, %ymm5
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vinserti64x4	$1, %ymm4, %zmm5, %zmm4
	vmovdqa64	%zmm6, %zmm5
	vpermt2d	%zmm4, %zmm27, %zmm6
	vmovdqu64	%zmm6, 64(%rdx)
	vmovdqa64	.LCPI0_6(%rip), %zmm6
	vpermt2d	%zmm4, %zmm6, %zmm5
	vmovdqu64	%zmm5, (%rdx)
	vpaddq	%zmm30, %zmm2, %zmm2
	subq	$-128, %rdx
	addq	$-8, %rdi
	jne	.LBB0_82
	movq	752(%rsp), %rax
	movq	%rax, %rdi
	cmpq	%rax, 120(%rsp)
	movq	-112(%rsp), %r13
	vmovss	.LCPI0_25(%rip), %xmm2
	movq	-72(%rsp), %rcx
	vmovapd	.LCPI0_0(%rip), %zmm31
	movl	$3449720151, %eax
	jne	.LBB0_75
	.p2align	4
.LBB0_84:
	cmpb	$0, -123(%rsp)
	je	.LBB0_87
	xorl	%ecx, %ecx
	movq	-120(%rsp), %r11
	movq	432(%rsp), %r12
	movq	-96(%rsp), %rax
	movq	1280(%rsp), %rdi
	movq	1856(%rsp), %rbp
	movq	1792(%rsp), %r13
	movq	1728(%rsp), %r15
	vmovsd	.LCPI0_27(%rip), %xmm23
	vmovsd	.LCPI0_30(%rip), %xmm26
	vmovsd	.LCPI0_31(%rip), %xmm27
	vmovsd	.LCPI0_46(%rip), %xmm28
	vmovsd	.LCPI0_35(%rip), %xmm29
	vmovsd	.LCPI0_32(%rip), %xmm20
	vmovsd	.LCPI0_36(%rip), %xmm10
	vmovsd	.LCPI0_33(%rip), %xmm22
	vmovsd	.LCPI0_37(%rip), %xmm17
	vmovsd	.LCPI0_47(%rip), %xmm18
	vmovsd	.LCPI0_39(%rip), %xmm16
	vmovss	.LCPI0_11(%rip), %xmm24
	vmovss	.LCPI0_12(%rip), %xmm25
	vmovd	.LCPI0_22(%rip), %xmm7
	vmovss	.LCPI0_20(%rip), %xmm12
	vmovss	.LCPI0_19(%rip), %xmm30
	vmovss	.LCPI0_23(%rip), %xmm21
	vmovsd	.LCPI0_26(%rip), %xmm14
	vmovaps	%xmm2, %xmm19
	.p2align	4
.LBB0_86:
	movl	(%rdi,%rcx,4), %edx
	shrl	$9, %edx
	vxorps	%xmm9, %xmm9, %xmm9
	vcvtsi2ss	%edx, %xmm9, %xmm0
	movl	4(%rdi,%rcx,4), %edx
	vaddss	%xmm24, %xmm0, %xmm0
	vmulss	%xmm25, %xmm0, %xmm0
	shrl	$9, %edx
	vxorps	%xmm9, %xmm9, %xmm9
	vcvtsi2ss	%edx, %xmm9, %xmm1
	vaddss	%xmm24, %xmm1, %xmm1
	vmulss	%xmm25, %xmm1, %xmm1
	vmovd	%xmm0, %edx
	addl	$4913933, %edx
	movl	%edx, %esi
	shrl	$23, %esi
	addl	$-127, %esi
	andl	$8388607, %edx
	addl	$1060439283, %edx
	vmovd	%edx, %xmm0
	vaddss	.LCPI0_17(%rip), %xmm0, %xmm0
	vaddss	.LCPI0_18(%rip), %xmm0, %xmm2
	vdivss	%xmm2, %xmm0, %xmm2
	vmulss	%xmm2, %xmm2, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm30, %xmm5, %xmm6
	vaddss	%xmm6, %xmm12, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vmulss	.LCPI0_21(%rip), %xmm5, %xmm5
	vaddss	%xmm7, %xmm5, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vaddss	%xmm6, %xmm4, %xmm4
	vmulss	%xmm24, %xmm0, %xmm5
	vxorps	%xmm9, %xmm9, %xmm9
	vcvtsi2ss	%esi, %xmm9, %xmm6
	vmulss	%xmm5, %xmm0, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vmulss	%xmm4, %xmm2, %xmm2
	vmulss	%xmm21, %xmm6, %xmm4
	vaddss	%xmm2, %xmm4, %xmm2
	vsubss	%xmm5, %xmm2, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vmulss	.LCPI0_24(%rip), %xmm6, %xmm2
	vaddss	%xmm0, %xmm2, %xmm0
	vmulss	%xmm19, %xmm0, %xmm0
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vsqrtss	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm1, %xmm14, %xmm1
	vaddsd	%xmm23, %xmm1, %xmm2
	vaddsd	.LCPI0_28(%rip), %xmm2, %xmm4
	vsubsd	%xmm4, %xmm1, %xmm1
	vmovq	%xmm2, %rdx
	testb	$2, %dl
	sete	%sil
	vmulsd	.LCPI0_29(%rip), %xmm1, %xmm1
	vmulsd	%xmm1, %xmm1, %xmm2
	vmulsd	%xmm26, %xmm2, %xmm4
	vaddsd	%xmm27, %xmm4, %xmm4
	vmulsd	%xmm28, %xmm2, %xmm5
	vaddsd	%xmm29, %xmm5, %xmm5
	vmulsd	%xmm4, %xmm2, %xmm4
	vmulsd	%xmm5, %xmm2, %xmm5
	vaddsd	%xmm20, %xmm4, %xmm4
	vaddsd	%xmm5, %xmm10, %xmm5
	vmulsd	%xmm4, %xmm2, %xmm4
	vmulsd	%xmm5, %xmm2, %xmm5
	vaddsd	%xmm22, %xmm4, %xmm4
	vaddsd	%xmm17, %xmm5, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm6
	vmulsd	%xmm4, %xmm6, %xmm4
	vmulsd	%xmm2, %xmm2, %xmm6
	vmulsd	%xmm5, %xmm6, %xmm5
	vmulsd	%xmm18, %xmm2, %xmm2
	vaddsd	%xmm16, %xmm2, %xmm2
	vaddsd	%xmm4, %xmm1, %xmm1
	vaddsd	%xmm5, %xmm2, %xmm2
	vmovddup	.LCPI0_40(%rip), %xmm4
	vxorpd	%xmm4, %xmm1, %xmm5
	vxorpd	%xmm4, %xmm2, %xmm4
	kmovd	%esi, %k1
	vmovapd	%xmm5, %xmm6
	vmovsd	%xmm1, %xmm6, %xmm6 {%k1}
	vmovsd	%xmm2, %xmm4, %xmm4 {%k1}
	vmovsd	%xmm5, %xmm1, %xmm1 {%k1}
	kmovd	%edx, %k1
	vmovsd	%xmm4, %xmm6, %xmm6 {%k1}
	vmovsd	%xmm1, %xmm4, %xmm4 {%k1}
	vunpcklpd	%xmm6, %xmm4, %xmm1
	vcvtpd2ps	%xmm1, %xmm1
	vbroadcastss	%xmm0, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vmovlps	%xmm0, (%rdi,%rcx,4)
	addq	$2, %rcx
	cmpq	%rax, %rcx
	jb	.LBB0_86
	jmp	.LBB0_94
	.p2align	4
.LBB0_87:
	xorl	%ecx, %ecx
	movq	432(%rsp), %r12
	movq	-96(%rsp), %rax
	movq	1280(%rsp), %rdi
	movq	1856(%rsp), %rbp
	movq	1792(%rsp), %r13
	movq	1728(%rsp), %r15
	movq	512(%rsp), %rdx
	movq	536(%rsp), %rsi
	.p2align	4
.LBB0_88:
	vmovdqu64	-384(%rsi,%rcx,8), %zmm0
	vmovdqu64	-320(%rsi,%rcx,8), %zmm3
	vmovdqu64	%zmm3, 304(%rsp)
	vmovdqu64	-256(%rsi,%rcx,8), %zmm1
	vmovdqu64	-192(%rsi,%rcx,8), %zmm4
	vmovdqu64	%zmm4, 560(%rsp)
	vmovdqu64	%zmm0, 32(%rsp)
	vmovdqa64	.LCPI0_10(%rip), %zmm6
	vpermt2d	%zmm3, %zmm6, %zmm0
	vmovdqu64	%zmm1, 368(%rsp)
	vpermt2d	%zmm4, %zmm6, %zmm1
	vmovdqu64	-64(%rsi,%rcx,8), %zmm3
	vmovdqu64	%zmm3, 1024(%rsp)
	vmovdqu64	-128(%rsi,%rcx,8), %zmm2
	vmovdqu64	%zmm2, 240(%rsp)
	vmovdqu64	64(%rsi,%rcx,8), %zmm5
	vmovdqu64	%zmm5, 960(%rsp)
	vmovdqu64	(%rsi,%rcx,8), %zmm4
	vpermt2d	%zmm3, %zmm6, %zmm2
	vmovdqu64	%zmm4, 624(%rsp)
	vpermt2d	%zmm5, %zmm6, %zmm4
	vpsrld	$9, %zmm0, %zmm0
	vpsrld	$9, %zmm1, %zmm1
	vpsrld	$9, %zmm2, %zmm2
	vpsrld	$9, %zmm4, %zmm4
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm4, %zmm4
	vbroadcastss	.LCPI0_11(%rip), %zmm3
	vaddps	%zmm3, %zmm0, %zmm5
	vaddps	%zmm3, %zmm1, %zmm1
	vaddps	%zmm3, %zmm2, %zmm2
	vaddps	%zmm3, %zmm4, %zmm0
	vbroadcastss	.LCPI0_12(%rip), %zmm3
	vmulps	%zmm3, %zmm5, %zmm4
	vmulps	%zmm3, %zmm1, %zmm1
	vcvtps2pd	%ymm4, %zmm5
	vmulps	%zmm3, %zmm2, %zmm2
	vextractf64x4	$1, %zmm4, %ymm4
	vcvtps2pd	%ymm4, %zmm4
	vcvtps2pd	%ymm1, %zmm6
	vmulps	%zmm3, %zmm0, %zmm0
	vextractf64x4	$1, %zmm1, %ymm1
	vcvtps2pd	%ymm1, %zmm1
	vcvtps2pd	%ymm2, %zmm7
	vextractf64x4	$1, %zmm2, %ymm2
	vcvtps2pd	%ymm2, %zmm2
	vcvtps2pd	%ymm0, %zmm8
	vextractf64x4	$1, %zmm0, %ymm0
	vcvtps2pd	%ymm0, %zmm0
	vbroadcastsd	.LCPI0_26(%rip), %zmm3
	vmulpd	%zmm3, %zmm4, %zmm9
	vmulpd	%zmm3, %zmm5, %zmm10
	vmulpd	%zmm3, %zmm1, %zmm1
	vmulpd	%zmm3, %zmm6, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm2
	vmulpd	%zmm3, %zmm7, %zmm11
	vmulpd	%zmm3, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm8, %zmm13
	vbroadcastsd	.LCPI0_27(%rip), %zmm3
	vaddpd	%zmm3, %zmm10, %zmm7
	vaddpd	%zmm3, %zmm9, %zmm25
	vaddpd	%zmm3, %zmm6, %zmm5
	vaddpd	%zmm3, %zmm1, %zmm15
	vmovupd	%zmm15, 1472(%rsp)
	vaddpd	%zmm3, %zmm11, %zmm14
	vmovupd	%zmm14, 1536(%rsp)
	vaddpd	%zmm3, %zmm2, %zmm12
	vmovupd	%zmm12, 896(%rsp)
	vaddpd	%zmm3, %zmm13, %zmm4
	vmovupd	%zmm4, 1216(%rsp)
	vaddpd	%zmm3, %zmm0, %zmm8
	vmovupd	%zmm8, 832(%rsp)
	vbroadcastsd	.LCPI0_28(%rip), %zmm3
	vaddpd	%zmm3, %zmm25, %zmm16
	vaddpd	%zmm3, %zmm7, %zmm17
	vaddpd	%zmm3, %zmm15, %zmm20
	vaddpd	%zmm3, %zmm5, %zmm21
	vaddpd	%zmm3, %zmm12, %zmm24
	vaddpd	%zmm3, %zmm14, %zmm26
	vaddpd	%zmm3, %zmm8, %zmm29
	vaddpd	%zmm3, %zmm4, %zmm30
	vsubpd	%zmm17, %zmm10, %zmm10
	vsubpd	%zmm16, %zmm9, %zmm9
	vsubpd	%zmm21, %zmm6, %zmm6
	vsubpd	%zmm20, %zmm1, %zmm16
	vsubpd	%zmm26, %zmm11, %zmm1
	vsubpd	%zmm24, %zmm2, %zmm21
	vsubpd	%zmm30, %zmm13, %zmm20
	vsubpd	%zmm29, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_29(%rip), %zmm3
	vmulpd	%zmm3, %zmm9, %zmm13
	vmulpd	%zmm3, %zmm10, %zmm4
	vmulpd	%zmm3, %zmm16, %zmm16
	vmulpd	%zmm3, %zmm6, %zmm17
	vmulpd	%zmm4, %zmm4, %zmm11
	vmulpd	%zmm13, %zmm13, %zmm29
	vmulpd	%zmm17, %zmm17, %zmm9
	vmulpd	%zmm16, %zmm16, %zmm10
	vbroadcastsd	.LCPI0_30(%rip), %zmm8
	vmulpd	%zmm8, %zmm29, %zmm6
	vmulpd	%zmm8, %zmm11, %zmm24
	vmulpd	%zmm8, %zmm9, %zmm26
	vbroadcastsd	.LCPI0_31(%rip), %zmm18
	vaddpd	%zmm18, %zmm24, %zmm24
	vaddpd	%zmm18, %zmm6, %zmm6
	vaddpd	%zmm18, %zmm26, %zmm26
	vmulpd	%zmm6, %zmm29, %zmm6
	vmulpd	%zmm24, %zmm11, %zmm24
	vmulpd	%zmm26, %zmm9, %zmm26
	vbroadcastsd	.LCPI0_32(%rip), %zmm2
	vaddpd	%zmm2, %zmm24, %zmm24
	vaddpd	%zmm2, %zmm6, %zmm6
	vaddpd	%zmm2, %zmm26, %zmm26
	vmulpd	%zmm6, %zmm29, %zmm6
	vmulpd	%zmm24, %zmm11, %zmm24
	vmulpd	%zmm26, %zmm9, %zmm26
	vbroadcastsd	.LCPI0_33(%rip), %zmm19
	vaddpd	%zmm19, %zmm24, %zmm24
	vaddpd	%zmm19, %zmm6, %zmm6
	vaddpd	%zmm19, %zmm26, %zmm26
	vmulpd	%zmm11, %zmm4, %zmm30
	vmulpd	%zmm24, %zmm30, %zmm30
	vmulpd	%zmm29, %zmm13, %zmm24
	vmulpd	%zmm6, %zmm24, %zmm6
	vmulpd	%zmm9, %zmm17, %zmm24
	vmulpd	%zmm26, %zmm24, %zmm31
	vmulpd	%zmm8, %zmm10, %zmm24
	vaddpd	%zmm18, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm10, %zmm24
	vaddpd	%zmm2, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm10, %zmm24
	vaddpd	%zmm19, %zmm24, %zmm24
	vmulpd	%zmm10, %zmm16, %zmm26
	vmulpd	%zmm24, %zmm26, %zmm23
	vmulpd	%zmm3, %zmm1, %zmm27
	vmulpd	%zmm27, %zmm27, %zmm1
	vmulpd	%zmm8, %zmm1, %zmm24
	vaddpd	%zmm18, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm1, %zmm24
	vaddpd	%zmm2, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm1, %zmm24
	vaddpd	%zmm19, %zmm24, %zmm24
	vmulpd	%zmm1, %zmm27, %zmm26
	vmulpd	%zmm24, %zmm26, %zmm28
	vmulpd	%zmm3, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm21, %zmm24
	vmulpd	%zmm8, %zmm24, %zmm26
	vaddpd	%zmm18, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm24, %zmm26
	vaddpd	%zmm2, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm24, %zmm26
	vaddpd	%zmm19, %zmm26, %zmm26
	vmulpd	%zmm24, %zmm21, %zmm22
	vmulpd	%zmm26, %zmm22, %zmm22
	vmulpd	%zmm3, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm20, %zmm26
	vmulpd	%zmm8, %zmm26, %zmm15
	vaddpd	%zmm18, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm26, %zmm15
	vaddpd	%zmm2, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm26, %zmm15
	vaddpd	%zmm19, %zmm15, %zmm15
	vmulpd	%zmm26, %zmm20, %zmm14
	vmulpd	%zmm15, %zmm14, %zmm14
	vmulpd	%zmm3, %zmm0, %zmm15
	vmulpd	%zmm15, %zmm15, %zmm0
	vmulpd	%zmm8, %zmm0, %zmm12
	vaddpd	%zmm18, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm0, %zmm12
	vaddpd	%zmm2, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm0, %zmm12
	vaddpd	%zmm19, %zmm12, %zmm12
	vmulpd	%zmm0, %zmm15, %zmm8
	vmulpd	%zmm12, %zmm8, %zmm8
	vaddpd	%zmm30, %zmm4, %zmm30
	vaddpd	%zmm6, %zmm13, %zmm13
	vaddpd	%zmm31, %zmm17, %zmm31
	vaddpd	%zmm23, %zmm16, %zmm23
	vaddpd	%zmm28, %zmm27, %zmm16
	vaddpd	%zmm22, %zmm21, %zmm2
	vmovupd	%zmm2, 1088(%rsp)
	vaddpd	%zmm14, %zmm20, %zmm2
	vmovupd	%zmm2, 1152(%rsp)
	vaddpd	%zmm8, %zmm15, %zmm2
	vmovupd	%zmm2, 1408(%rsp)
	vbroadcastsd	.LCPI0_34(%rip), %zmm2
	vmulpd	%zmm2, %zmm11, %zmm6
	vbroadcastsd	.LCPI0_35(%rip), %zmm3
	vsubpd	%zmm6, %zmm3, %zmm6
	vmulpd	%zmm6, %zmm11, %zmm6
	vbroadcastsd	.LCPI0_36(%rip), %zmm4
	vaddpd	%zmm4, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm11, %zmm6
	vbroadcastsd	.LCPI0_37(%rip), %zmm18
	vaddpd	%zmm18, %zmm6, %zmm6
	vmulpd	%zmm11, %zmm11, %zmm8
	vmulpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm2, %zmm29, %zmm8
	vsubpd	%zmm8, %zmm3, %zmm8
	vmulpd	%zmm8, %zmm29, %zmm8
	vaddpd	%zmm4, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm29, %zmm8
	vaddpd	%zmm18, %zmm8, %zmm8
	vmulpd	%zmm29, %zmm29, %zmm12
	vmulpd	%zmm8, %zmm12, %zmm8
	vmulpd	%zmm2, %zmm9, %zmm12
	vsubpd	%zmm12, %zmm3, %zmm12
	vmulpd	%zmm12, %zmm9, %zmm12
	vaddpd	%zmm4, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm9, %zmm12
	vaddpd	%zmm18, %zmm12, %zmm12
	vmulpd	%zmm9, %zmm9, %zmm14
	vmulpd	%zmm12, %zmm14, %zmm12
	vmulpd	%zmm2, %zmm10, %zmm14
	vsubpd	%zmm14, %zmm3, %zmm14
	vmulpd	%zmm14, %zmm10, %zmm14
	vaddpd	%zmm4, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm10, %zmm14
	vaddpd	%zmm18, %zmm14, %zmm14
	vmulpd	%zmm10, %zmm10, %zmm15
	vmulpd	%zmm14, %zmm15, %zmm14
	vmulpd	%zmm2, %zmm1, %zmm15
	vsubpd	%zmm15, %zmm3, %zmm15
	vmulpd	%zmm15, %zmm1, %zmm15
	vaddpd	%zmm4, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm1, %zmm15
	vaddpd	%zmm18, %zmm15, %zmm15
	vmulpd	%zmm1, %zmm1, %zmm21
	vmulpd	%zmm15, %zmm21, %zmm15
	vmulpd	%zmm2, %zmm24, %zmm21
	vsubpd	%zmm21, %zmm3, %zmm21
	vmulpd	%zmm21, %zmm24, %zmm21
	vaddpd	%zmm4, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm24, %zmm21
	vaddpd	%zmm18, %zmm21, %zmm21
	vmulpd	%zmm24, %zmm24, %zmm22
	vmulpd	%zmm21, %zmm22, %zmm21
	vmulpd	%zmm2, %zmm26, %zmm22
	vsubpd	%zmm22, %zmm3, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm4, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm18, %zmm22, %zmm22
	vmulpd	%zmm26, %zmm26, %zmm27
	vmulpd	%zmm22, %zmm27, %zmm22
	vmulpd	%zmm2, %zmm0, %zmm27
	vsubpd	%zmm27, %zmm3, %zmm27
	vmulpd	%zmm27, %zmm0, %zmm27
	vaddpd	%zmm4, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm0, %zmm27
	vaddpd	%zmm18, %zmm27, %zmm27
	vmulpd	%zmm0, %zmm0, %zmm28
	vmulpd	%zmm27, %zmm28, %zmm27
	vbroadcastsd	.LCPI0_38(%rip), %zmm2
	vmulpd	%zmm2, %zmm29, %zmm28
	vbroadcastsd	.LCPI0_39(%rip), %zmm3
	vsubpd	%zmm28, %zmm3, %zmm28
	vaddpd	%zmm8, %zmm28, %zmm29
	vmulpd	%zmm2, %zmm11, %zmm8
	vsubpd	%zmm8, %zmm3, %zmm8
	vaddpd	%zmm6, %zmm8, %zmm8
	vmulpd	%zmm2, %zmm10, %zmm6
	vsubpd	%zmm6, %zmm3, %zmm6
	vaddpd	%zmm14, %zmm6, %zmm10
	vmulpd	%zmm2, %zmm9, %zmm6
	vsubpd	%zmm6, %zmm3, %zmm6
	vaddpd	%zmm12, %zmm6, %zmm6
	vmulpd	%zmm2, %zmm24, %zmm9
	vsubpd	%zmm9, %zmm3, %zmm9
	vaddpd	%zmm21, %zmm9, %zmm9
	vmulpd	%zmm2, %zmm1, %zmm1
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm28
	vmulpd	%zmm2, %zmm0, %zmm0
	vsubpd	%zmm0, %zmm3, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm19
	vmulpd	%zmm2, %zmm26, %zmm1
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm0
	vpbroadcastq	.LCPI0_41(%rip), %zmm20
	vptestnmq	%zmm20, %zmm7, %k1
	vpbroadcastq	.LCPI0_42(%rip), %zmm18
	vptestnmq	%zmm18, %zmm7, %k2
	vbroadcastsd	.LCPI0_40(%rip), %zmm2
	vxorpd	%zmm2, %zmm30, %zmm12
	vxorpd	%zmm2, %zmm8, %zmm15
	vblendmpd	%zmm30, %zmm12, %zmm1 {%k2}
	vmovupd	%zmm1, 1920(%rsp)
	vmovapd	%zmm8, %zmm15 {%k2}
	vmovapd	%zmm12, %zmm30 {%k2}
	vptestnmq	%zmm18, %zmm25, %k2
	vxorpd	%zmm2, %zmm29, %zmm8
	vmovapd	%zmm29, %zmm8 {%k2}
	vmovapd	%zmm13, %zmm3
	vxorpd	%zmm2, %zmm13, %zmm12
	vblendmpd	%zmm13, %zmm12, %zmm24 {%k2}
	vmovapd	%zmm12, %zmm3 {%k2}
	vmovapd	%zmm5, %zmm14
	vptestnmq	%zmm18, %zmm5, %k2
	vxorpd	%zmm2, %zmm6, %zmm12
	vmovapd	%zmm6, %zmm12 {%k2}
	vxorpd	%zmm2, %zmm31, %zmm6
	vblendmpd	%zmm31, %zmm6, %zmm1 {%k2}
	vmovupd	%zmm1, 3360(%rsp)
	vmovapd	%zmm6, %zmm31 {%k2}
	vmovdqu64	1472(%rsp), %zmm11
	vptestnmq	%zmm18, %zmm11, %k2
	vxorpd	%zmm2, %zmm10, %zmm6
	vmovapd	%zmm10, %zmm6 {%k2}
	vxorpd	%zmm2, %zmm23, %zmm10
	vblendmpd	%zmm23, %zmm10, %zmm21 {%k2}
	vmovapd	%zmm10, %zmm23 {%k2}
	vmovdqu64	1536(%rsp), %zmm5
	vptestnmq	%zmm18, %zmm5, %k2
	vxorpd	%zmm2, %zmm28, %zmm22
	vmovapd	%zmm28, %zmm22 {%k2}
	vmovapd	%zmm16, %zmm1
	vxorpd	%zmm2, %zmm16, %zmm10
	vblendmpd	%zmm16, %zmm10, %zmm17 {%k2}
	vmovapd	%zmm10, %zmm1 {%k2}
	vmovdqu64	896(%rsp), %zmm4
	vptestnmq	%zmm18, %zmm4, %k2
	vxorpd	%zmm2, %zmm9, %zmm26
	vmovapd	%zmm9, %zmm26 {%k2}
	vmovupd	1088(%rsp), %zmm16
	vxorpd	%zmm2, %zmm16, %zmm9
	vblendmpd	%zmm16, %zmm9, %zmm10 {%k2}
	vmovapd	%zmm9, %zmm16 {%k2}
	vmovdqu64	1216(%rsp), %zmm7
	vptestnmq	%zmm18, %zmm7, %k2
	vmovupd	1152(%rsp), %zmm13
	vxorpd	%zmm2, %zmm13, %zmm9
	vxorpd	%zmm2, %zmm0, %zmm27
	vblendmpd	%zmm13, %zmm9, %zmm28 {%k2}
	vmovapd	%zmm0, %zmm27 {%k2}
	vmovapd	%zmm9, %zmm13 {%k2}
	vmovdqu64	832(%rsp), %zmm9
	vptestnmq	%zmm18, %zmm9, %k2
	vxorpd	%zmm2, %zmm19, %zmm29
	vmovapd	%zmm19, %zmm29 {%k2}
	vmovupd	1408(%rsp), %zmm19
	vxorpd	%zmm2, %zmm19, %zmm0
	vblendmpd	%zmm19, %zmm0, %zmm2 {%k2}
	vmovapd	%zmm0, %zmm19 {%k2}
	vptestnmq	%zmm20, %zmm25, %k2
	vblendmpd	%zmm24, %zmm8, %zmm0 {%k2}
	vmovupd	%zmm0, 1152(%rsp)
	vmovapd	%zmm8, %zmm3 {%k2}
	vmovupd	%zmm3, 1408(%rsp)
	vptestnmq	%zmm20, %zmm14, %k2
	vblendmpd	1920(%rsp), %zmm15, %zmm0 {%k1}
	vmovupd	%zmm0, 1920(%rsp)
	vmovapd	%zmm15, %zmm30 {%k1}
	vptestnmq	%zmm20, %zmm11, %k1
	vblendmpd	%zmm21, %zmm6, %zmm0 {%k1}
	vmovupd	%zmm0, 1088(%rsp)
	vmovapd	%zmm6, %zmm23 {%k1}
	vmovupd	%zmm23, 1472(%rsp)
	vptestnmq	%zmm20, %zmm5, %k1
	vblendmpd	3360(%rsp), %zmm12, %zmm0 {%k2}
	vmovupd	%zmm0, 1536(%rsp)
	vmovapd	%zmm12, %zmm31 {%k2}
	vptestnmq	%zmm20, %zmm4, %k2
	vblendmpd	%zmm10, %zmm26, %zmm0 {%k2}
	vmovupd	%zmm0, 896(%rsp)
	vblendmpd	%zmm17, %zmm22, %zmm10 {%k1}
	vmovapd	%zmm26, %zmm16 {%k2}
	vmovapd	%zmm16, %zmm23
	vmovapd	%zmm22, %zmm1 {%k1}
	vmovapd	%zmm1, %zmm17
	vptestnmq	%zmm20, %zmm9, %k1
	vblendmpd	%zmm2, %zmm29, %zmm0 {%k1}
	vmovupd	%zmm0, 832(%rsp)
	vmovapd	%zmm29, %zmm19 {%k1}
	vmovapd	%zmm19, %zmm16
	vptestnmq	%zmm20, %zmm7, %k1
	vblendmpd	%zmm28, %zmm27, %zmm20 {%k1}
	vmovapd	%zmm27, %zmm13 {%k1}
	vmovdqa64	.LCPI0_9(%rip), %zmm0
	vmovdqu64	32(%rsp), %zmm1
	vpermt2d	304(%rsp), %zmm0, %zmm1
	vmovdqu64	368(%rsp), %zmm2
	vpermt2d	560(%rsp), %zmm0, %zmm2
	vmovdqu64	240(%rsp), %zmm3
	vpermt2d	1024(%rsp), %zmm0, %zmm3
	vmovdqu64	624(%rsp), %zmm4
	vpermt2d	960(%rsp), %zmm0, %zmm4
	vpsrld	$9, %zmm1, %zmm1
	vpsrld	$9, %zmm2, %zmm6
	vpsrld	$9, %zmm3, %zmm11
	vpsrld	$9, %zmm4, %zmm12
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm6, %zmm6
	vcvtdq2ps	%zmm11, %zmm11
	vcvtdq2ps	%zmm12, %zmm12
	vbroadcastss	.LCPI0_11(%rip), %zmm9
	vaddps	%zmm9, %zmm1, %zmm1
	vaddps	%zmm9, %zmm6, %zmm6
	vaddps	%zmm9, %zmm11, %zmm11
	vaddps	%zmm9, %zmm12, %zmm12
	vbroadcastss	.LCPI0_12(%rip), %zmm0
	vmulps	%zmm0, %zmm1, %zmm1
	vmulps	%zmm0, %zmm6, %zmm6
	vmulps	%zmm0, %zmm11, %zmm11
	vmulps	%zmm0, %zmm12, %zmm12
	vpbroadcastd	.LCPI0_13(%rip), %zmm0
	vpaddd	%zmm0, %zmm1, %zmm25
	vpaddd	%zmm0, %zmm6, %zmm24
	vpaddd	%zmm0, %zmm11, %zmm22
	vpaddd	%zmm0, %zmm12, %zmm8
	vpbroadcastd	.LCPI0_15(%rip), %zmm0
	vpandd	%zmm0, %zmm25, %zmm1
	vpandd	%zmm0, %zmm24, %zmm11
	vpandd	%zmm0, %zmm22, %zmm12
	vpandd	%zmm0, %zmm8, %zmm14
	vpbroadcastd	.LCPI0_16(%rip), %zmm0
	vpaddd	%zmm0, %zmm1, %zmm1
	vpaddd	%zmm0, %zmm11, %zmm15
	vpaddd	%zmm0, %zmm12, %zmm21
	vpaddd	%zmm0, %zmm14, %zmm26
	vbroadcastss	.LCPI0_17(%rip), %zmm0
	vaddps	%zmm0, %zmm1, %zmm11
	vaddps	%zmm0, %zmm15, %zmm12
	vaddps	%zmm0, %zmm21, %zmm14
	vaddps	%zmm0, %zmm26, %zmm15
	vbroadcastss	.LCPI0_18(%rip), %zmm7
	vaddps	%zmm7, %zmm11, %zmm1
	vaddps	%zmm7, %zmm12, %zmm21
	vdivps	%zmm1, %zmm11, %zmm4
	vdivps	%zmm21, %zmm12, %zmm21
	vaddps	%zmm7, %zmm14, %zmm26
	vdivps	%zmm26, %zmm14, %zmm26
	vmulps	%zmm4, %zmm4, %zmm27
	vmulps	%zmm21, %zmm21, %zmm28
	vmulps	%zmm26, %zmm26, %zmm29
	vmulps	%zmm27, %zmm27, %zmm0
	vbroadcastss	.LCPI0_19(%rip), %zmm19
	vmulps	%zmm19, %zmm0, %zmm5
	vbroadcastss	.LCPI0_20(%rip), %zmm3
	vaddps	%zmm3, %zmm5, %zmm5
	vmulps	%zmm5, %zmm0, %zmm5
	vbroadcastss	.LCPI0_21(%rip), %zmm1
	vmulps	%zmm1, %zmm0, %zmm0
	vbroadcastss	.LCPI0_22(%rip), %zmm2
	vaddps	%zmm2, %zmm0, %zmm0
	vmulps	%zmm0, %zmm27, %zmm0
	vmulps	%zmm28, %zmm28, %zmm27
	vaddps	%zmm5, %zmm0, %zmm0
	vmulps	%zmm19, %zmm27, %zmm5
	vaddps	%zmm3, %zmm5, %zmm5
	vmulps	%zmm5, %zmm27, %zmm5
	vmulps	%zmm1, %zmm27, %zmm27
	vaddps	%zmm2, %zmm27, %zmm27
	vmulps	%zmm27, %zmm28, %zmm27
	vmulps	%zmm29, %zmm29, %zmm28
	vaddps	%zmm5, %zmm27, %zmm5
	vmulps	%zmm19, %zmm28, %zmm27
	vaddps	%zmm3, %zmm27, %zmm27
	vmulps	%zmm27, %zmm28, %zmm27
	vmulps	%zmm1, %zmm28, %zmm28
	vaddps	%zmm2, %zmm28, %zmm28
	vmulps	%zmm28, %zmm29, %zmm28
	vaddps	%zmm7, %zmm15, %zmm29
	vdivps	%zmm29, %zmm15, %zmm29
	vaddps	%zmm27, %zmm28, %zmm27
	vmulps	%zmm29, %zmm29, %zmm28
	vmulps	%zmm28, %zmm28, %zmm18
	vmulps	%zmm19, %zmm18, %zmm7
	vaddps	%zmm3, %zmm7, %zmm7
	vmulps	%zmm7, %zmm18, %zmm7
	vmulps	%zmm1, %zmm18, %zmm18
	vaddps	%zmm2, %zmm18, %zmm18
	vmulps	%zmm18, %zmm28, %zmm18
	vaddps	%zmm7, %zmm18, %zmm7
	vmulps	%zmm9, %zmm11, %zmm18
	vmulps	%zmm18, %zmm11, %zmm18
	vaddps	%zmm0, %zmm18, %zmm0
	vmulps	%zmm0, %zmm4, %zmm0
	vmulps	%zmm9, %zmm12, %zmm1
	vmulps	%zmm1, %zmm12, %zmm1
	vaddps	%zmm5, %zmm1, %zmm5
	vmulps	%zmm5, %zmm21, %zmm5
	vmulps	%zmm9, %zmm14, %zmm21
	vmulps	%zmm21, %zmm14, %zmm21
	vaddps	%zmm27, %zmm21, %zmm27
	vmulps	%zmm27, %zmm26, %zmm26
	vmulps	%zmm9, %zmm15, %zmm27
	vmulps	%zmm27, %zmm15, %zmm27
	vaddps	%zmm7, %zmm27, %zmm7
	vmulps	%zmm7, %zmm29, %zmm7
	vpsrld	$23, %zmm25, %zmm25
	vpbroadcastd	.LCPI0_14(%rip), %zmm29
	vpaddd	%zmm29, %zmm25, %zmm25
	vcvtdq2ps	%zmm25, %zmm25
	vbroadcastss	.LCPI0_23(%rip), %zmm2
	vmulps	%zmm2, %zmm25, %zmm28
	vaddps	%zmm0, %zmm28, %zmm0
	vpsrld	$23, %zmm24, %zmm24
	vpaddd	%zmm29, %zmm24, %zmm24
	vcvtdq2ps	%zmm24, %zmm24
	vmulps	%zmm2, %zmm24, %zmm28
	vaddps	%zmm5, %zmm28, %zmm5
	vpsrld	$23, %zmm22, %zmm22
	vpaddd	%zmm29, %zmm22, %zmm22
	vcvtdq2ps	%zmm22, %zmm22
	vmulps	%zmm2, %zmm22, %zmm28
	vaddps	%zmm26, %zmm28, %zmm26
	vpsrld	$23, %zmm8, %zmm6
	vpaddd	%zmm29, %zmm6, %zmm6
	vcvtdq2ps	%zmm6, %zmm6
	vmulps	%zmm2, %zmm6, %zmm28
	vaddps	%zmm7, %zmm28, %zmm7
	vsubps	%zmm18, %zmm0, %zmm0
	vsubps	%zmm1, %zmm5, %zmm1
	vsubps	%zmm21, %zmm26, %zmm5
	vsubps	%zmm27, %zmm7, %zmm7
	vaddps	%zmm0, %zmm11, %zmm0
	vaddps	%zmm1, %zmm12, %zmm1
	vaddps	%zmm5, %zmm14, %zmm5
	vaddps	%zmm7, %zmm15, %zmm7
	vbroadcastss	.LCPI0_24(%rip), %zmm2
	vmulps	%zmm2, %zmm25, %zmm11
	vaddps	%zmm0, %zmm11, %zmm0
	vmulps	%zmm2, %zmm24, %zmm11
	vaddps	%zmm1, %zmm11, %zmm1
	vmulps	%zmm2, %zmm22, %zmm11
	vaddps	%zmm5, %zmm11, %zmm5
	vmulps	%zmm2, %zmm6, %zmm6
	vaddps	%zmm7, %zmm6, %zmm6
	vcvtpd2ps	1920(%rsp), %ymm7
	vcvtpd2ps	1152(%rsp), %ymm11
	vcvtpd2ps	1536(%rsp), %ymm9
	vinsertf64x4	$1, %ymm11, %zmm7, %zmm7
	vcvtpd2ps	1088(%rsp), %ymm11
	vinsertf64x4	$1, %ymm11, %zmm9, %zmm9
	vcvtpd2ps	%zmm10, %ymm10
	vcvtpd2ps	896(%rsp), %ymm11
	vcvtpd2ps	%zmm20, %ymm8
	vcvtpd2ps	832(%rsp), %ymm4
	vinsertf64x4	$1, %ymm11, %zmm10, %zmm10
	vinsertf64x4	$1, %ymm4, %zmm8, %zmm4
	vcvtpd2ps	%zmm30, %ymm2
	vcvtpd2ps	1408(%rsp), %ymm8
	vinsertf64x4	$1, %ymm8, %zmm2, %zmm2
	vcvtpd2ps	%zmm31, %ymm8
	vcvtpd2ps	1472(%rsp), %ymm11
	vinsertf64x4	$1, %ymm11, %zmm8, %zmm8
	vcvtpd2ps	%zmm17, %ymm11
	vcvtpd2ps	%zmm23, %ymm12
	vcvtpd2ps	%zmm13, %ymm13
	vinsertf64x4	$1, %ymm12, %zmm11, %zmm11
	vcvtpd2ps	%zmm16, %ymm12
	vinsertf64x4	$1, %ymm12, %zmm13, %zmm12
	vbroadcastss	.LCPI0_25(%rip), %zmm3
	vmulps	%zmm3, %zmm0, %zmm0
	vmulps	%zmm3, %zmm1, %zmm1
	vsqrtps	%zmm0, %zmm0
	vsqrtps	%zmm1, %zmm1
	vmulps	%zmm2, %zmm0, %zmm2
	vmulps	%zmm7, %zmm0, %zmm0
	vmulps	%zmm8, %zmm1, %zmm7
	vmulps	%zmm9, %zmm1, %zmm1
	vmulps	%zmm3, %zmm5, %zmm5
	vmulps	%zmm3, %zmm6, %zmm6
	vsqrtps	%zmm5, %zmm5
	vsqrtps	%zmm6, %zmm6
	vmulps	%zmm11, %zmm5, %zmm8
	vmulps	%zmm10, %zmm5, %zmm5
	vmulps	%zmm12, %zmm6, %zmm9
	vmulps	%zmm4, %zmm6, %zmm4
	vmovaps	%zmm2, %zmm6
	vmovaps	.LCPI0_43(%rip), %zmm3
	vpermt2ps	%zmm0, %zmm3, %zmm6
	vmovaps	.LCPI0_44(%rip), %zmm10
	vpermt2ps	%zmm0, %zmm10, %zmm2
	vmovups	%zmm2, -384(%rsi,%rcx,8)
	vmovups	%zmm6, -320(%rsi,%rcx,8)
	vmovaps	%zmm7, %zmm0
	vpermt2ps	%zmm1, %zmm3, %zmm0
	vpermt2ps	%zmm1, %zmm10, %zmm7
	vmovups	%zmm7, -256(%rsi,%rcx,8)
	vmovups	%zmm0, -192(%rsi,%rcx,8)
	vmovaps	%zmm8, %zmm0
	vpermt2ps	%zmm5, %zmm3, %zmm0
	vpermt2ps	%zmm5, %zmm10, %zmm8
	vmovups	%zmm8, -128(%rsi,%rcx,8)
	vmovups	%zmm0, -64(%rsi,%rcx,8)
	vmovaps	%zmm9, %zmm0
	vpermt2ps	%zmm4, %zmm3, %zmm0
	vpermt2ps	%zmm4, %zmm10, %zmm9
	vmovups	%zmm9, (%rsi,%rcx,8)
	vmovups	%zmm0, 64(%rsi,%rcx,8)
	addq	$64, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_88
	cmpq	%rdx, 224(%rsp)
	movq	-120(%rsp), %r11
	vmovapd	.LCPI0_0(%rip), %zmm31
	vmovdqa64	.LCPI0_51(%rip), %zmm11
	vxorps	%xmm13, %xmm13, %xmm13
	vmovaps	.LCPI0_9(%rip), %zmm15
	vmovss	.LCPI0_11(%rip), %xmm24
	vmovss	.LCPI0_12(%rip), %xmm25
	vmovss	.LCPI0_19(%rip), %xmm30
	vmovss	.LCPI0_20(%rip), %xmm12
	vmovd	.LCPI0_22(%rip), %xmm1
	vmovss	.LCPI0_23(%rip), %xmm21
	vmovss	.LCPI0_25(%rip), %xmm19
	vmovsd	.LCPI0_26(%rip), %xmm14
	vmovsd	.LCPI0_27(%rip), %xmm23
	vmovsd	.LCPI0_30(%rip), %xmm26
	vmovsd	.LCPI0_31(%rip), %xmm27
	vmovsd	.LCPI0_46(%rip), %xmm28
	vmovsd	.LCPI0_35(%rip), %xmm29
	vmovsd	.LCPI0_32(%rip), %xmm20
	vmovsd	.LCPI0_36(%rip), %xmm10
	vmovsd	.LCPI0_33(%rip), %xmm22
	vmovsd	.LCPI0_37(%rip), %xmm17
	vmovsd	.LCPI0_47(%rip), %xmm18
	vmovsd	.LCPI0_39(%rip), %xmm16
	vbroadcastss	.LCPI0_11(%rip), %ymm8
	vxorps	%xmm3, %xmm3, %xmm3
	je	.LBB0_94
	vmovdqa	%xmm1, %xmm7
	movq	776(%rsp), %rcx
	testb	$56, 224(%rsp)
	je	.LBB0_86
	movq	512(%rsp), %rcx
	movq	768(%rsp), %rdx
	vbroadcastsd	.LCPI0_29(%rip), %zmm18
	vbroadcastsd	.LCPI0_30(%rip), %zmm20
	vbroadcastsd	.LCPI0_31(%rip), %zmm22
	vbroadcastsd	.LCPI0_32(%rip), %zmm26
	vbroadcastsd	.LCPI0_33(%rip), %zmm27
	vbroadcastsd	.LCPI0_35(%rip), %zmm28
	vbroadcastsd	.LCPI0_36(%rip), %zmm29
	vbroadcastsd	.LCPI0_37(%rip), %zmm21
	vbroadcastsd	.LCPI0_39(%rip), %zmm9
	vbroadcastsd	.LCPI0_40(%rip), %zmm24
	vpbroadcastq	.LCPI0_41(%rip), %zmm25
	vbroadcastss	.LCPI0_18(%rip), %ymm7
	vbroadcastss	.LCPI0_19(%rip), %ymm17
	vbroadcastss	.LCPI0_20(%rip), %ymm16
	vbroadcastss	.LCPI0_21(%rip), %ymm12
	vbroadcastss	.LCPI0_22(%rip), %ymm31
	vbroadcastss	.LCPI0_23(%rip), %ymm10
	vbroadcastss	.LCPI0_24(%rip), %ymm30
	vbroadcastss	.LCPI0_25(%rip), %ymm14
	vbroadcastsd	.LCPI0_46(%rip), %zmm23
	.p2align	4
.LBB0_92:
	vmovdqu64	(%rdi,%rcx,8), %zmm0
	vpmovqd	%zmm0, %ymm0
	vpsrld	$9, %ymm0, %ymm0
	vcvtdq2ps	%ymm0, %ymm0
	vaddps	%ymm0, %ymm8, %ymm0
	vbroadcastss	.LCPI0_12(%rip), %ymm19
	vmulps	%ymm19, %ymm0, %ymm0
	vpaddd	.LCPI0_13(%rip){1to8}, %ymm0, %ymm0
	vpandd	.LCPI0_15(%rip){1to8}, %ymm0, %ymm1
	vpaddd	.LCPI0_16(%rip){1to8}, %ymm1, %ymm1
	vaddps	.LCPI0_17(%rip){1to8}, %ymm1, %ymm1
	vaddps	%ymm7, %ymm1, %ymm2
	vdivps	%ymm2, %ymm1, %ymm2
	vmulps	%ymm2, %ymm2, %ymm4
	vmulps	%ymm4, %ymm4, %ymm5
	vmulps	%ymm17, %ymm5, %ymm6
	vaddps	%ymm16, %ymm6, %ymm6
	vmulps	%ymm6, %ymm5, %ymm6
	vmulps	%ymm5, %ymm12, %ymm5
	vaddps	%ymm31, %ymm5, %ymm5
	vmulps	%ymm5, %ymm4, %ymm4
	vmovdqa	.LCPI0_45(%rip), %ymm5
	vpermd	(%rdi,%rcx,8), %zmm5, %zmm5
	vpsrld	$9, %ymm5, %ymm5
	vcvtdq2ps	%ymm5, %ymm5
	vaddps	%ymm5, %ymm8, %ymm5
	vmulps	%ymm19, %ymm5, %ymm5
	vpsrld	$23, %ymm0, %ymm0
	vpaddd	.LCPI0_14(%rip){1to8}, %ymm0, %ymm0
	vaddps	%ymm6, %ymm4, %ymm4
	vmulps	%ymm1, %ymm8, %ymm6
	vmulps	%ymm6, %ymm1, %ymm6
	vcvtdq2ps	%ymm0, %ymm0
	vaddps	%ymm4, %ymm6, %ymm4
	vmulps	%ymm4, %ymm2, %ymm2
	vmulps	%ymm0, %ymm10, %ymm4
	vaddps	%ymm2, %ymm4, %ymm2
	vsubps	%ymm6, %ymm2, %ymm2
	vaddps	%ymm2, %ymm1, %ymm1
	vmulps	%ymm30, %ymm0, %ymm0
	vaddps	%ymm1, %ymm0, %ymm0
	vcvtps2pd	%ymm5, %zmm1
	vmulpd	.LCPI0_26(%rip){1to8}, %zmm1, %zmm1
	vaddpd	.LCPI0_27(%rip){1to8}, %zmm1, %zmm2
	vaddpd	.LCPI0_28(%rip){1to8}, %zmm2, %zmm4
	vsubpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm18, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm4
	vmulpd	%zmm20, %zmm4, %zmm5
	vaddpd	%zmm22, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vaddpd	%zmm26, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vaddpd	%zmm27, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm1, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm23, %zmm4, %zmm5
	vaddpd	%zmm28, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vaddpd	%zmm29, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vaddpd	%zmm21, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm4, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	.LCPI0_47(%rip){1to8}, %zmm4, %zmm4
	vaddpd	%zmm9, %zmm4, %zmm4
	vaddpd	%zmm5, %zmm4, %zmm4
	vxorpd	%zmm24, %zmm1, %zmm5
	vxorpd	%zmm24, %zmm4, %zmm6
	vptestnmq	%zmm25, %zmm2, %k1
	vptestnmq	.LCPI0_42(%rip){1to8}, %zmm2, %k2
	vblendmpd	%zmm1, %zmm5, %zmm2 {%k2}
	vmovapd	%zmm4, %zmm6 {%k2}
	vmovapd	%zmm5, %zmm1 {%k2}
	vblendmpd	%zmm2, %zmm6, %zmm2 {%k1}
	vmovapd	%zmm6, %zmm1 {%k1}
	vmulps	%ymm0, %ymm14, %ymm0
	vsqrtps	%ymm0, %ymm0
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm1, %ymm1
	vmulps	%ymm1, %ymm0, %ymm1
	vmulps	%ymm2, %ymm0, %ymm0
	vmovaps	.LCPI0_44(%rip), %zmm2
	vpermt2ps	%zmm0, %zmm2, %zmm1
	vmovups	%zmm1, (%rdi,%rcx,8)
	addq	$8, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_92
	movq	760(%rsp), %rcx
	cmpq	%rdx, 224(%rsp)
	vmovsd	.LCPI0_30(%rip), %xmm26
	vmovsd	.LCPI0_31(%rip), %xmm27
	vmovsd	.LCPI0_46(%rip), %xmm28
	vmovsd	.LCPI0_35(%rip), %xmm29
	vmovsd	.LCPI0_32(%rip), %xmm20
	vmovsd	.LCPI0_36(%rip), %xmm10
	vmovsd	.LCPI0_33(%rip), %xmm22
	vmovsd	.LCPI0_37(%rip), %xmm17
	vmovsd	.LCPI0_47(%rip), %xmm18
	vmovsd	.LCPI0_39(%rip), %xmm16
	vmovapd	.LCPI0_0(%rip), %zmm31
	vmovss	.LCPI0_11(%rip), %xmm24
	vmovss	.LCPI0_12(%rip), %xmm25
	vmovd	.LCPI0_22(%rip), %xmm7
	vmovss	.LCPI0_20(%rip), %xmm12
	vmovss	.LCPI0_19(%rip), %xmm30
	vmovss	.LCPI0_23(%rip), %xmm21
	vmovsd	.LCPI0_26(%rip), %xmm14
	vmovss	.LCPI0_25(%rip), %xmm19
	vmovsd	.LCPI0_27(%rip), %xmm23
	jne	.LBB0_86
	.p2align	4
.LBB0_94:
	vmovapd	%xmm14, %xmm2
	vmovaps	%xmm25, %xmm9
	cmpq	%r11, %rax
	vmovdqa64	.LCPI0_49(%rip), %zmm25
	vmovdqa64	.LCPI0_50(%rip), %zmm14
	vmovss	.LCPI0_21(%rip), %xmm29
	vmovdqu64	1344(%rsp), %zmm30
	vmovsd	.LCPI0_29(%rip), %xmm27
	je	.LBB0_99
	vmovapd	%xmm10, %xmm7
	movq	824(%rsp), %rsi
	xorl	-88(%rsp), %esi
	xorl	816(%rsp), %esi
	movq	-72(%rsp), %r10
	imulq	%r10, %rsi
	movq	%rsi, %rcx
	shrq	$32, %rcx
	movq	2016(%rsp), %r9
	xorl	784(%rsp), %r9d
	xorl	792(%rsp), %ecx
	imulq	%r10, %r9
	movq	%r9, %r8
	shrq	$32, %r8
	movl	$3449720151, %r14d
	imulq	%r14, %rcx
	movq	%rcx, %rdx
	shrq	$32, %rdx
	xorl	800(%rsp), %edx
	movq	232(%rsp), %rdi
	xorl	%r8d, %edi
	xorl	%edi, %esi
	imulq	%r10, %rdx
	movq	%rdx, %r8
	shrq	$32, %r8
	imulq	%r14, %rsi
	movq	%rsi, %rdi
	shrq	$32, %rdi
	xorl	3232(%rsp), %ecx
	xorl	%edi, %ecx
	xorl	3296(%rsp), %r9d
	xorl	%r8d, %r9d
	imulq	%r10, %rcx
	movq	%rcx, %r8
	shrq	$32, %r8
	imulq	%r14, %r9
	movq	%r9, %rdi
	shrq	$32, %rdi
	xorl	3168(%rsp), %esi
	xorl	%edi, %esi
	xorl	%ebp, %edx
	xorl	%r8d, %edx
	imulq	%r10, %rsi
	movq	%rsi, %r8
	shrq	$32, %r8
	imulq	%r14, %rdx
	movq	%rdx, %rdi
	shrq	$32, %rdi
	xorl	%r15d, %r9d
	xorl	%edi, %r9d
	xorl	%r13d, %ecx
	xorl	%r8d, %ecx
	imulq	%r10, %r9
	movq	%r9, %r8
	shrq	$32, %r8
	imulq	%r14, %rcx
	movq	%rcx, %rdi
	shrq	$32, %rdi
	xorl	3104(%rsp), %edx
	xorl	%edi, %edx
	xorl	2272(%rsp), %esi
	xorl	%r8d, %esi
	imulq	%r10, %rdx
	movq	%rdx, %r8
	shrq	$32, %r8
	imulq	%r14, %rsi
	movq	%rsi, %rdi
	shrq	$32, %rdi
	xorl	3040(%rsp), %ecx
	xorl	%edi, %ecx
	xorl	2208(%rsp), %r9d
	xorl	%r8d, %r9d
	imulq	%r10, %rcx
	movq	%rcx, %r8
	shrq	$32, %r8
	imulq	%r14, %r9
	movq	%r9, %rdi
	shrq	$32, %rdi
	xorl	2976(%rsp), %esi
	xorl	%edi, %esi
	xorl	2080(%rsp), %edx
	xorl	%r8d, %edx
	imulq	%r10, %rsi
	imulq	%r14, %rdx
	movq	%rdx, %rdi
	shrq	$32, %rdi
	xorl	2912(%rsp), %r9d
	xorl	%edi, %r9d
	shrl	$9, %r9d
	vcvtsi2ss	%r9d, %xmm11, %xmm0
	vaddss	%xmm24, %xmm0, %xmm0
	vmulss	%xmm0, %xmm9, %xmm0
	shrl	$9, %edx
	vcvtsi2ss	%edx, %xmm11, %xmm1
	vaddss	%xmm24, %xmm1, %xmm1
	vmulss	%xmm1, %xmm9, %xmm1
	vmovd	%xmm0, %r8d
	addl	$4913933, %r8d
	movl	%r8d, %r10d
	shrl	$23, %r10d
	addl	$-127, %r10d
	andl	$8388607, %r8d
	addl	$1060439283, %r8d
	vcvtss2sd	%xmm1, %xmm1, %xmm0
	vmovapd	%xmm17, %xmm12
	vmovapd	%xmm2, %xmm10
	vmulsd	%xmm2, %xmm0, %xmm0
	vmovapd	%xmm7, %xmm17
	vaddsd	%xmm23, %xmm0, %xmm2
	vmovq	%xmm2, %rdi
	testb	$2, %dil
	sete	%dl
	movq	%rsi, %r14
	movl	%esi, %r9d
	shrl	$9, %r9d
	vcvtsi2ss	%r9d, %xmm15, %xmm1
	vmovd	%r8d, %xmm4
	vaddss	.LCPI0_17(%rip), %xmm4, %xmm4
	vaddss	.LCPI0_18(%rip), %xmm4, %xmm5
	vdivss	%xmm5, %xmm4, %xmm5
	vmulss	%xmm5, %xmm5, %xmm6
	vmulss	%xmm6, %xmm6, %xmm7
	vmulss	.LCPI0_19(%rip), %xmm7, %xmm8
	vaddss	.LCPI0_20(%rip), %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm8
	vmulss	%xmm29, %xmm7, %xmm7
	vaddss	.LCPI0_22(%rip), %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm6
	vaddss	%xmm6, %xmm8, %xmm6
	vmulss	%xmm24, %xmm4, %xmm7
	vmulss	%xmm7, %xmm4, %xmm7
	vcvtsi2ss	%r10d, %xmm15, %xmm8
	vaddss	%xmm6, %xmm7, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vmulss	.LCPI0_23(%rip), %xmm8, %xmm6
	vaddss	%xmm5, %xmm6, %xmm5
	vsubss	%xmm7, %xmm5, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vmulss	.LCPI0_24(%rip), %xmm8, %xmm5
	vaddss	%xmm4, %xmm5, %xmm7
	vaddsd	.LCPI0_28(%rip), %xmm2, %xmm2
	vsubsd	%xmm2, %xmm0, %xmm0
	vmovapd	%xmm27, %xmm19
	vmulsd	%xmm27, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm0, %xmm2
	vmulsd	.LCPI0_30(%rip), %xmm2, %xmm4
	vaddsd	.LCPI0_31(%rip), %xmm4, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	.LCPI0_32(%rip), %xmm4, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	.LCPI0_33(%rip), %xmm4, %xmm4
	vmulsd	%xmm2, %xmm0, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vaddsd	%xmm4, %xmm0, %xmm4
	vmulsd	.LCPI0_34(%rip), %xmm2, %xmm0
	vmovsd	.LCPI0_35(%rip), %xmm5
	vsubsd	%xmm0, %xmm5, %xmm0
	vmulsd	%xmm0, %xmm2, %xmm0
	vmovapd	%xmm17, %xmm27
	vaddsd	%xmm17, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm2, %xmm0
	vmovapd	%xmm12, %xmm17
	vaddsd	%xmm0, %xmm12, %xmm0
	vmulsd	%xmm2, %xmm2, %xmm5
	vmulsd	%xmm0, %xmm5, %xmm0
	vmulsd	.LCPI0_38(%rip), %xmm2, %xmm2
	vmovapd	%xmm16, %xmm12
	vsubsd	%xmm2, %xmm16, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm2
	vmovddup	.LCPI0_40(%rip), %xmm0
	vxorpd	%xmm0, %xmm4, %xmm5
	vxorpd	%xmm0, %xmm2, %xmm6
	kmovd	%edx, %k1
	vmovsd	%xmm2, %xmm6, %xmm6 {%k1}
	vmovapd	%xmm4, %xmm2
	vmovsd	%xmm5, %xmm2, %xmm2 {%k1}
	kmovd	%edi, %k1
	vmovapd	%xmm6, %xmm8
	vmovsd	%xmm2, %xmm8, %xmm8 {%k1}
	vaddss	%xmm24, %xmm1, %xmm1
	vmulss	%xmm1, %xmm9, %xmm1
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vmulss	.LCPI0_25(%rip), %xmm7, %xmm2
	vsqrtss	%xmm2, %xmm2, %xmm7
	vcvtsd2ss	%xmm8, %xmm8, %xmm2
	vmulss	%xmm2, %xmm7, %xmm2
	movq	104(%rsp), %rdx
	vmovss	%xmm2, (%rdx,%rax,4)
	vmulsd	%xmm1, %xmm10, %xmm1
	vaddsd	%xmm23, %xmm1, %xmm2
	vmovq	%xmm2, %rdx
	testb	$2, %dl
	sete	%r8b
	cmpq	%r11, 528(%rsp)
	jae	.LBB0_97
	testb	$2, %dil
	sete	%sil
	kmovd	%esi, %k1
	vmovsd	%xmm4, %xmm5, %xmm5 {%k1}
	kmovd	%edi, %k1
	vmovsd	%xmm6, %xmm5, %xmm5 {%k1}
	vcvtsd2ss	%xmm5, %xmm5, %xmm4
	vmulss	%xmm4, %xmm7, %xmm4
	movq	104(%rsp), %rax
	movq	528(%rsp), %rsi
	vmovss	%xmm4, (%rax,%rsi,4)
.LBB0_97:
	cmpq	%r11, 520(%rsp)
	movl	2144(%rsp), %r13d
	jae	.LBB0_99
	shrq	$32, %r14
	xorl	%r13d, %ecx
	xorl	%r14d, %ecx
	shrl	$9, %ecx
	vcvtsi2ss	%ecx, %xmm15, %xmm4
	vaddss	%xmm24, %xmm4, %xmm4
	vmulss	%xmm4, %xmm9, %xmm4
	vmovd	%xmm4, %ecx
	addl	$4913933, %ecx
	movl	%ecx, %esi
	shrl	$23, %esi
	addl	$-127, %esi
	andl	$8388607, %ecx
	addl	$1060439283, %ecx
	vmovd	%ecx, %xmm4
	vaddss	.LCPI0_17(%rip), %xmm4, %xmm4
	vaddss	.LCPI0_18(%rip), %xmm4, %xmm5
	vdivss	%xmm5, %xmm4, %xmm5
	vmulss	%xmm5, %xmm5, %xmm6
	vmulss	%xmm6, %xmm6, %xmm7
	vmulss	.LCPI0_19(%rip), %xmm7, %xmm8
	vaddss	.LCPI0_20(%rip), %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm8
	vmulss	%xmm29, %xmm7, %xmm7
	vaddss	.LCPI0_22(%rip), %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm6
	vaddss	%xmm6, %xmm8, %xmm6
	vmulss	%xmm24, %xmm4, %xmm7
	vmulss	%xmm7, %xmm4, %xmm7
	vcvtsi2ss	%esi, %xmm15, %xmm8
	vaddss	%xmm6, %xmm7, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vmulss	.LCPI0_23(%rip), %xmm8, %xmm6
	vaddss	%xmm5, %xmm6, %xmm5
	vsubss	%xmm7, %xmm5, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vmulss	.LCPI0_24(%rip), %xmm8, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vmulss	.LCPI0_25(%rip), %xmm4, %xmm4
	vsqrtss	%xmm4, %xmm4, %xmm4
	vaddsd	.LCPI0_28(%rip), %xmm2, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmulsd	%xmm19, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm1, %xmm2
	vmulsd	.LCPI0_30(%rip), %xmm2, %xmm5
	vaddsd	.LCPI0_31(%rip), %xmm5, %xmm5
	vmulsd	%xmm5, %xmm2, %xmm5
	vaddsd	.LCPI0_32(%rip), %xmm5, %xmm5
	vmulsd	%xmm5, %xmm2, %xmm5
	vaddsd	.LCPI0_33(%rip), %xmm5, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm6
	vmulsd	%xmm5, %xmm6, %xmm5
	vaddsd	%xmm5, %xmm1, %xmm1
	vmulsd	.LCPI0_34(%rip), %xmm2, %xmm5
	vmovsd	.LCPI0_35(%rip), %xmm6
	vsubsd	%xmm5, %xmm6, %xmm5
	vmulsd	%xmm5, %xmm2, %xmm5
	vaddsd	%xmm27, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm2, %xmm5
	vaddsd	%xmm17, %xmm5, %xmm5
	vmulsd	%xmm2, %xmm2, %xmm6
	vmulsd	%xmm5, %xmm6, %xmm5
	vmulsd	.LCPI0_38(%rip), %xmm2, %xmm2
	vsubsd	%xmm2, %xmm12, %xmm2
	vaddsd	%xmm5, %xmm2, %xmm2
	vxorpd	%xmm0, %xmm1, %xmm5
	vxorpd	%xmm0, %xmm2, %xmm0
	kmovd	%r8d, %k1
	vmovsd	%xmm2, %xmm0, %xmm0 {%k1}
	vmovsd	%xmm5, %xmm1, %xmm1 {%k1}
	kmovd	%edx, %k1
	vmovsd	%xmm1, %xmm0, %xmm0 {%k1}
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmulss	%xmm0, %xmm4, %xmm0
	movq	104(%rsp), %rax
	movq	520(%rsp), %rcx
	vmovss	%xmm0, (%rax,%rcx,4)
	.p2align	4
.LBB0_99:
	vxorpd	%xmm2, %xmm2, %xmm2
	movl	$1024, %edx
	movq	144(%rsp), %rdi
	xorl	%r9d, %r9d
	vxorps	%xmm4, %xmm4, %xmm4
	vpxor	%xmm8, %xmm8, %xmm8
	vpxor	%xmm7, %xmm7, %xmm7
	vbroadcastss	.LCPI0_48(%rip), %zmm9
	vmovaps	%zmm9, %zmm5
	movq	%r11, %r15
	xorl	%r11d, %r11d
	vmovss	.LCPI0_48(%rip), %xmm0
	xorl	%ecx, %ecx
	movq	-32(%rsp), %r13
	jmp	.LBB0_102
	.p2align	4
.LBB0_100:
	vmovss	.LCPI0_54(%rip), %xmm10
.LBB0_101:
	addq	$1024, %rdx
	addq	$-1024, %r9
	addq	$4096, %rdi
	movq	%r10, %r11
	movq	-120(%rsp), %r15
	cmpq	%r15, %r10
	jae	.LBB0_107
.LBB0_102:
	leaq	1024(%r11), %r10
	cmpq	%rdx, %r15
	movq	%rdx, %r14
	cmovbq	%r15, %r14
	cmpq	%r15, %r10
	cmovbq	%r10, %r15
	movq	%r15, %r8
	subq	%r11, %r8
	andq	$-32, %r8
	addq	%r11, %r8
	movq	%r11, %rsi
	cmpq	%r8, %r11
	jae	.LBB0_104
	.p2align	4
.LBB0_103:
	vpbroadcastq	%rsi, %zmm1
	vmovups	(%r13,%rsi,4), %zmm6
	vmovups	64(%r13,%rsi,4), %zmm10
	vcmpltps	%zmm6, %zmm5, %k0
	vcmpltps	%zmm10, %zmm9, %k1
	vcmpunordps	%zmm3, %zmm6, %k2
	vcmpunordps	%zmm3, %zmm10, %k3
	vcmpordps	%zmm3, %zmm5, %k2 {%k2}
	vcmpordps	%zmm3, %zmm9, %k3 {%k3}
	korw	%k2, %k0, %k2
	korw	%k3, %k1, %k1
	vmovaps	%zmm6, %zmm5 {%k2}
	vmovaps	%zmm10, %zmm9 {%k1}
	vorpd	%zmm31, %zmm1, %zmm2 {%k2}
	kshiftrw	$8, %k2, %k2
	vporq	%zmm25, %zmm1, %zmm4 {%k2}
	vporq	%zmm14, %zmm1, %zmm8 {%k1}
	kshiftrw	$8, %k1, %k1
	vporq	%zmm11, %zmm1, %zmm7 {%k1}
	addq	$32, %rsi
	cmpq	%r8, %rsi
	jb	.LBB0_103
.LBB0_104:
	cmpq	%r15, %r8
	jae	.LBB0_100
	addq	%r9, %r14
	andq	$-32, %r14
	vmovss	.LCPI0_54(%rip), %xmm10
	.p2align	4
.LBB0_106:
	leaq	(%r11,%r14), %rax
	vmovss	(%rdi,%r14,4), %xmm1
	vucomiss	%xmm0, %xmm1
	seta	%sil
	vcmpordss	%xmm13, %xmm0, %k0
	vcmpunordss	%xmm13, %xmm1, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %r8d
	orb	%sil, %r8b
	andb	$1, %r8b
	kmovd	%r8d, %k1
	vmovss	%xmm1, %xmm0, %xmm0 {%k1}
	cmovneq	%rax, %rcx
	leaq	(%r11,%r14), %rax
	incq	%rax
	incq	%r14
	cmpq	%r15, %rax
	jb	.LBB0_106
	jmp	.LBB0_101
	.p2align	4
.LBB0_107:
	vcmpunordps	%zmm3, %zmm9, %k0
	vcmpordps	%zmm3, %zmm5, %k1
	vpcmpltuq	%zmm2, %zmm8, %k2
	vpcmpltuq	%zmm4, %zmm7, %k3
	kunpckbw	%k2, %k3, %k2
	vcmpltps	%zmm9, %zmm5, %k3
	korw	%k2, %k1, %k1
	vcmpeqps	%zmm5, %zmm9, %k2 {%k2}
	korw	%k2, %k3, %k2
	kandw	%k0, %k1, %k1
	kandnw	%k2, %k0, %k0
	korw	%k0, %k1, %k1
	vmovaps	%zmm9, %zmm5 {%k1}
	vmovdqa64	%zmm8, %zmm2 {%k1}
	kshiftrw	$8, %k1, %k1
	vmovdqa64	%zmm7, %zmm4 {%k1}
	vextractf64x4	$1, %zmm5, %ymm1
	vxorps	%xmm6, %xmm6, %xmm6
	vcmpunordps	%ymm6, %ymm1, %k0
	vcmpordps	%ymm6, %ymm5, %k1
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
	vblendmps	%xmm4, %xmm1, %xmm22 {%k1}
	vpblendmq	%ymm5, %ymm2, %ymm1 {%k1}
	vshufpd	$1, %xmm22, %xmm22, %xmm2
	vextracti128	$1, %ymm1, %xmm4
	vcmpunordps	%xmm6, %xmm2, %k0
	vcmpordps	%xmm6, %xmm22, %k1
	vpcmpltuq	%xmm1, %xmm4, %k2
	vcmpltps	%xmm2, %xmm22, %k3
	vcmpeqps	%xmm22, %xmm2, %k4
	korw	%k2, %k1, %k1
	kandw	%k2, %k4, %k2
	korw	%k2, %k3, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k1
	vmovaps	%xmm2, %xmm22 {%k1}
	vpblendmq	%xmm4, %xmm1, %xmm1 {%k1}
	vmovq	%xmm1, %rdx
	vmovshdup	%xmm22, %xmm2
	vpextrq	$1, %xmm1, %rsi
	vucomiss	%xmm2, %xmm2
	setp	%dil
	vucomiss	%xmm22, %xmm22
	setnp	%r8b
	cmpq	%rdx, %rsi
	setb	%r9b
	vucomiss	%xmm22, %xmm2
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
	vmovss	%xmm2, %xmm22, %xmm22 {%k1}
	cmovneq	%rsi, %rdx
	vucomiss	%xmm22, %xmm22
	setnp	%sil
	cmpq	%rdx, %rcx
	setb	%dil
	vucomiss	%xmm22, %xmm0
	seta	%r8b
	setnp	%r9b
	sete	%r10b
	andb	%r9b, %r10b
	orb	%dil, %sil
	andb	%dil, %r10b
	orb	%r8b, %r10b
	vucomiss	%xmm0, %xmm0
	movzbl	%sil, %esi
	movzbl	%r10b, %edi
	cmovpl	%esi, %edi
	testb	%dil, %dil
	kmovd	%edi, %k1
	vmovss	%xmm0, %xmm22, %xmm22 {%k1}
	cmovneq	%rcx, %rdx
	vcvtusi2ss	%rdx, %xmm15, %xmm0
	vmovaps	%xmm0, 240(%rsp)
	vbroadcastss	%xmm22, %zmm12
	movl	$1024, %r10d
	movq	%r12, %r13
	movq	144(%rsp), %rbp
	movq	$0, 560(%rsp)
	xorl	%eax, %eax
	xorl	%edi, %edi
	xorl	%ecx, %ecx
	movq	%r15, %r11
	vmovss	.LCPI0_52(%rip), %xmm9
	vmovss	.LCPI0_53(%rip), %xmm7
	vmovaps	-64(%rsp), %xmm14
	jmp	.LBB0_109
	.p2align	4
.LBB0_108:
	movq	368(%rsp), %r10
	addq	$1024, %r10
	movq	32(%rsp), %rax
	incq	%rax
	addq	$-1024, 560(%rsp)
	addq	$4096, %rbp
	addq	$-4096, %r13
	movq	304(%rsp), %rdx
	movq	%rdx, %rdi
	movq	-120(%rsp), %r11
	cmpq	%r11, %rdx
	jae	.LBB0_144
.LBB0_109:
	movq	%rax, 32(%rsp)
	cmpq	%r10, %r11
	movq	%r10, 368(%rsp)
	cmovbq	%r11, %r10
	leaq	1024(%rdi), %rax
	cmpq	%r11, %rax
	movq	%rax, 304(%rsp)
	cmovbq	%rax, %r11
	subq	%rdi, %r11
	jbe	.LBB0_124
	movq	32(%rsp), %rax
	movq	%rax, %rdx
	shlq	$10, %rdx
	movq	%r10, %r8
	subq	%rdx, %r8
	cmpq	$4, %r8
	jb	.LBB0_114
	movq	%rax, %rdx
	shlq	$12, %rdx
	addq	3744(%rsp), %rdx
	movq	3808(%rsp), %rsi
	subq	%rdx, %rsi
	cmpq	$64, %rsi
	jb	.LBB0_114
	cmpq	$16, %r8
	movq	144(%rsp), %rdx
	jae	.LBB0_116
	xorl	%r14d, %r14d
	jmp	.LBB0_120
	.p2align	4
.LBB0_114:
	movq	144(%rsp), %rdx
.LBB0_115:
	vmovss	.LCPI0_55(%rip), %xmm29
	vmovss	.LCPI0_56(%rip), %xmm16
	vmovss	.LCPI0_57(%rip), %xmm17
	vmovss	.LCPI0_58(%rip), %xmm18
	vmovss	.LCPI0_59(%rip), %xmm20
	vmovss	.LCPI0_60(%rip), %xmm21
	vmovss	.LCPI0_61(%rip), %xmm23
	vmovss	.LCPI0_62(%rip), %xmm24
	vmovss	.LCPI0_63(%rip), %xmm26
	vmovss	.LCPI0_18(%rip), %xmm27
	vmovss	.LCPI0_64(%rip), %xmm28
	jmp	.LBB0_123
.LBB0_116:
	movq	%r10, %rsi
	andq	$-16, %rsi
	addq	560(%rsp), %rsi
	movl	%r10d, %eax
	andl	$15, %eax
	movq	%r8, %r14
	subq	%rax, %r14
	xorl	%r15d, %r15d
	vbroadcastss	.LCPI0_52(%rip), %zmm8
	vbroadcastss	.LCPI0_53(%rip), %zmm14
	vbroadcastss	.LCPI0_54(%rip), %zmm16
	vbroadcastss	.LCPI0_55(%rip), %zmm17
	vbroadcastss	.LCPI0_56(%rip), %zmm18
	vbroadcastss	.LCPI0_57(%rip), %zmm20
	vbroadcastss	.LCPI0_58(%rip), %zmm21
	vbroadcastss	.LCPI0_59(%rip), %zmm23
	vbroadcastss	.LCPI0_60(%rip), %zmm24
	vbroadcastss	.LCPI0_61(%rip), %zmm25
	vbroadcastss	.LCPI0_62(%rip), %zmm26
	vbroadcastss	.LCPI0_63(%rip), %zmm27
	vbroadcastss	.LCPI0_64(%rip), %zmm28
	vpbroadcastd	.LCPI0_65(%rip), %zmm29
	vpbroadcastd	.LCPI0_48(%rip), %zmm30
	vbroadcastss	.LCPI0_18(%rip), %zmm11
	vpbroadcastd	.LCPI0_66(%rip), %zmm31
	.p2align	4
.LBB0_117:
	vmovups	(%rbp,%r15,4), %zmm0
	vsubps	%zmm12, %zmm0, %zmm0
	vmaxps	%zmm0, %zmm8, %zmm1
	vminps	%zmm1, %zmm14, %zmm1
	vmulps	%zmm16, %zmm1, %zmm2
	vaddps	%zmm17, %zmm2, %zmm2
	vaddps	%zmm18, %zmm2, %zmm4
	vmulps	%zmm20, %zmm4, %zmm5
	vaddps	%zmm5, %zmm1, %zmm1
	vmulps	%zmm21, %zmm4, %zmm4
	vsubps	%zmm4, %zmm1, %zmm5
	vmulps	%zmm5, %zmm5, %zmm6
	vmulps	%zmm23, %zmm6, %zmm7
	vaddps	%zmm24, %zmm7, %zmm7
	vmulps	%zmm7, %zmm6, %zmm7
	vaddps	%zmm25, %zmm7, %zmm7
	vmulps	%zmm7, %zmm6, %zmm7
	vaddps	%zmm26, %zmm7, %zmm7
	vmulps	%zmm7, %zmm6, %zmm7
	vaddps	%zmm27, %zmm7, %zmm7
	vmulps	%zmm7, %zmm6, %zmm6
	vsubps	%zmm6, %zmm5, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vsubps	%zmm6, %zmm11, %zmm6
	vdivps	%zmm6, %zmm5, %zmm5
	vsubps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm4, %zmm1, %zmm1
	vaddps	%zmm28, %zmm1, %zmm1
	vpaddd	%zmm29, %zmm2, %zmm4
	vpsrld	$1, %zmm4, %zmm4
	vpsubd	%zmm4, %zmm2, %zmm2
	vpslld	$23, %zmm2, %zmm2
	vpslld	$23, %zmm4, %zmm4
	vpaddd	%zmm30, %zmm4, %zmm4
	vmulps	%zmm4, %zmm1, %zmm1
	vpaddd	%zmm31, %zmm2, %zmm2
	vmulps	%zmm2, %zmm1, %zmm1
	vcmpunordps	%zmm3, %zmm0, %k1
	vbroadcastss	.LCPI0_67(%rip), %zmm1 {%k1}
	vmovups	%zmm1, (%r12,%r15,4)
	addq	$16, %r15
	cmpq	%r15, %rsi
	jne	.LBB0_117
	testq	%rax, %rax
	vmovss	.LCPI0_53(%rip), %xmm7
	vmovdqa64	.LCPI0_49(%rip), %zmm25
	vmovdqu64	1344(%rsp), %zmm30
	vmovaps	-64(%rsp), %xmm14
	vmovdqa64	.LCPI0_51(%rip), %zmm11
	vmovapd	.LCPI0_0(%rip), %zmm31
	je	.LBB0_124
	cmpl	$4, %eax
	jb	.LBB0_143
.LBB0_120:
	movq	560(%rsp), %rax
	leaq	(%r10,%rax), %rsi
	movl	%r10d, %edx
	andl	$3, %edx
	subq	%rdx, %rsi
	movl	%r10d, %r15d
	andl	$3, %r15d
	subq	%r15, %r8
	addq	%r8, %rdi
	vbroadcastss	.LCPI0_52(%rip), %xmm16
	vbroadcastss	.LCPI0_53(%rip), %xmm17
	vbroadcastss	.LCPI0_54(%rip), %xmm18
	vbroadcastss	.LCPI0_55(%rip), %xmm20
	vbroadcastss	.LCPI0_56(%rip), %xmm21
	vbroadcastss	.LCPI0_57(%rip), %xmm23
	vbroadcastss	.LCPI0_58(%rip), %xmm24
	vbroadcastss	.LCPI0_59(%rip), %xmm26
	vbroadcastss	.LCPI0_60(%rip), %xmm27
	vbroadcastss	.LCPI0_61(%rip), %xmm28
	vbroadcastss	.LCPI0_62(%rip), %xmm29
	vbroadcastss	.LCPI0_63(%rip), %xmm25
	vbroadcastss	.LCPI0_18(%rip), %xmm30
	vbroadcastss	.LCPI0_64(%rip), %xmm8
	vpbroadcastd	.LCPI0_65(%rip), %xmm31
	vpbroadcastd	.LCPI0_48(%rip), %xmm14
	vpbroadcastd	.LCPI0_66(%rip), %xmm15
	vxorps	%xmm19, %xmm19, %xmm19
	.p2align	4
.LBB0_121:
	vmovups	(%rbp,%r14,4), %xmm0
	vsubps	%xmm12, %xmm0, %xmm0
	vmaxps	%xmm0, %xmm16, %xmm1
	vminps	%xmm1, %xmm17, %xmm1
	vmulps	%xmm18, %xmm1, %xmm2
	vaddps	%xmm20, %xmm2, %xmm2
	vaddps	%xmm21, %xmm2, %xmm4
	vmulps	%xmm23, %xmm4, %xmm5
	vaddps	%xmm5, %xmm1, %xmm1
	vmulps	%xmm24, %xmm4, %xmm4
	vsubps	%xmm4, %xmm1, %xmm5
	vmulps	%xmm5, %xmm5, %xmm6
	vmulps	%xmm26, %xmm6, %xmm7
	vaddps	%xmm27, %xmm7, %xmm7
	vmulps	%xmm7, %xmm6, %xmm7
	vaddps	%xmm28, %xmm7, %xmm7
	vmulps	%xmm7, %xmm6, %xmm7
	vaddps	%xmm29, %xmm7, %xmm7
	vmulps	%xmm7, %xmm6, %xmm7
	vaddps	%xmm25, %xmm7, %xmm7
	vmulps	%xmm7, %xmm6, %xmm6
	vsubps	%xmm6, %xmm5, %xmm6
	vmulps	%xmm6, %xmm5, %xmm5
	vsubps	%xmm6, %xmm30, %xmm6
	vdivps	%xmm6, %xmm5, %xmm5
	vsubps	%xmm5, %xmm4, %xmm4
	vsubps	%xmm4, %xmm1, %xmm1
	vaddps	%xmm1, %xmm8, %xmm1
	vpaddd	%xmm31, %xmm2, %xmm4
	vpsrld	$1, %xmm4, %xmm4
	vpsubd	%xmm4, %xmm2, %xmm2
	vpslld	$23, %xmm2, %xmm2
	vpslld	$23, %xmm4, %xmm4
	vpaddd	%xmm4, %xmm14, %xmm4
	vmulps	%xmm4, %xmm1, %xmm1
	vpaddd	%xmm2, %xmm15, %xmm2
	vmulps	%xmm2, %xmm1, %xmm1
	vcmpunordps	%xmm19, %xmm0, %k1
	vbroadcastss	.LCPI0_67(%rip), %xmm1 {%k1}
	vmovups	%xmm1, (%r12,%r14,4)
	addq	$4, %r14
	cmpq	%r14, %rsi
	jne	.LBB0_121
	testq	%r15, %r15
	movq	144(%rsp), %rdx
	vmovss	.LCPI0_53(%rip), %xmm7
	vmovss	.LCPI0_55(%rip), %xmm29
	vmovss	.LCPI0_56(%rip), %xmm16
	vmovss	.LCPI0_57(%rip), %xmm17
	vmovss	.LCPI0_58(%rip), %xmm18
	vmovss	.LCPI0_59(%rip), %xmm20
	vmovss	.LCPI0_60(%rip), %xmm21
	vmovss	.LCPI0_61(%rip), %xmm23
	vmovss	.LCPI0_62(%rip), %xmm24
	vmovss	.LCPI0_63(%rip), %xmm26
	vmovss	.LCPI0_18(%rip), %xmm27
	vmovss	.LCPI0_64(%rip), %xmm28
	vmovaps	.LCPI0_9(%rip), %zmm15
	vmovaps	-64(%rsp), %xmm14
	vmovapd	.LCPI0_0(%rip), %zmm31
	vmovdqa64	.LCPI0_49(%rip), %zmm25
	vmovdqu64	1344(%rsp), %zmm30
	je	.LBB0_124
	.p2align	4
.LBB0_123:
	vmovss	(%rdx,%rdi,4), %xmm0
	vsubss	%xmm22, %xmm0, %xmm0
	vmaxss	%xmm0, %xmm9, %xmm1
	vminss	%xmm1, %xmm7, %xmm1
	vmulss	%xmm1, %xmm10, %xmm2
	vaddss	%xmm29, %xmm2, %xmm2
	vaddss	%xmm16, %xmm2, %xmm4
	vmovd	%xmm2, %esi
	vmulss	%xmm17, %xmm4, %xmm2
	vaddss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm18, %xmm4, %xmm2
	vsubss	%xmm2, %xmm1, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm20, %xmm5, %xmm6
	vaddss	%xmm21, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm23, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm24, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm26, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vsubss	%xmm5, %xmm4, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vsubss	%xmm5, %xmm27, %xmm5
	vdivss	%xmm5, %xmm4, %xmm4
	vsubss	%xmm4, %xmm2, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm28, %xmm1, %xmm1
	leal	-1262485248(%rsi), %eax
	shrl	%eax
	subl	%eax, %esi
	shll	$23, %esi
	shll	$23, %eax
	addl	$-8388608, %eax
	addl	$2139095040, %esi
	vmovd	%eax, %xmm2
	vmulss	%xmm2, %xmm1, %xmm1
	vmovd	%esi, %xmm2
	vmulss	%xmm2, %xmm1, %xmm1
	vcmpunordss	%xmm0, %xmm0, %k1
	vmovss	.LCPI0_67(%rip), %xmm1 {%k1}
	vmovss	%xmm1, (%r13,%rdi,4)
	incq	%rdi
	cmpq	%rdi, %r10
	jne	.LBB0_123
.LBB0_124:
	movq	%r11, %rdi
	andq	$-64, %rdi
	je	.LBB0_133
	xorl	%r10d, %r10d
	jmp	.LBB0_128
	.p2align	4
.LBB0_126:
	movl	$6, %esi
	subq	%r9, %rsi
	addq	%r9, %rcx
	movq	432(%rsp), %r12
.LBB0_127:
	vmovss	%xmm0, 4392(%rsp,%rcx,4)
	movq	%rsi, 6696(%rsp,%rcx,8)
	incq	%rcx
	addq	$64, %r10
	cmpq	%rdi, %r10
	jae	.LBB0_133
.LBB0_128:
	vmovups	(%r12,%r10,4), %zmm0
	vmovups	64(%r12,%r10,4), %zmm1
	vmovups	128(%r12,%r10,4), %zmm2
	vmovups	192(%r12,%r10,4), %zmm4
	vmovaps	%zmm0, %zmm5
	vpermt2ps	%zmm1, %zmm15, %zmm5
	vmovaps	%zmm2, %zmm6
	vpermt2ps	%zmm4, %zmm15, %zmm6
	vmovaps	.LCPI0_10(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vaddps	%zmm0, %zmm5, %zmm0
	vpermt2ps	%zmm4, %zmm8, %zmm2
	vaddps	%zmm2, %zmm6, %zmm1
	vmovaps	%zmm0, %zmm2
	vpermt2ps	%zmm1, %zmm15, %zmm2
	vpermt2ps	%zmm1, %zmm8, %zmm0
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
	movl	$6, %esi
	testq	%rcx, %rcx
	setne	%r8b
	je	.LBB0_127
	movb	%r8b, %dl
	movq	%rcx, %r8
	subq	%rdx, %r8
	cmpq	$6, 6696(%rsp,%r8,8)
	jne	.LBB0_127
	leaq	6688(%rsp), %rax
	leaq	(%rax,%rcx,8), %rsi
	leaq	-1(%rcx), %rdx
	leaq	4388(%rsp), %rax
	leaq	(%rax,%rcx,4), %r14
	movl	$7, %r15d
	xorl	%r12d, %r12d
	.p2align	4
.LBB0_131:
	movq	%rdx, %r8
	subq	$1, %rdx
	cmovaeq	%rbx, %r8
	leaq	(%rcx,%r12), %rax
	vaddss	(%r14,%r12,4), %xmm0, %xmm0
	leaq	-1(%r12), %r9
	cmpq	$1, %rax
	je	.LBB0_126
	shll	$3, %r8d
	movq	%rsi, %rax
	subq	%r8, %rax
	cmpq	(%rax,%r12,8), %r15
	leaq	1(%r15), %r15
	movq	%r9, %r12
	je	.LBB0_131
	jmp	.LBB0_126
	.p2align	4
.LBB0_133:
	cmpq	%r11, %rdi
	jne	.LBB0_136
	jmp	.LBB0_108
	.p2align	4
.LBB0_134:
	xorl	%r14d, %r14d
.LBB0_135:
	vmovss	%xmm0, 4392(%rsp,%rcx,4)
	movq	%r14, 6696(%rsp,%rcx,8)
	incq	%rcx
	incq	%rdi
	cmpq	%r11, %rdi
	jae	.LBB0_108
.LBB0_136:
	xorl	%edx, %edx
	vmovss	(%r12,%rdi,4), %xmm0
	testq	%rcx, %rcx
	setne	%sil
	je	.LBB0_134
	movb	%sil, %dl
	movq	%rcx, %rsi
	subq	%rdx, %rsi
	cmpq	$0, 6696(%rsp,%rsi,8)
	jne	.LBB0_134
	leaq	6688(%rsp), %rax
	leaq	(%rax,%rcx,8), %rsi
	leaq	-1(%rcx), %r8
	leaq	4388(%rsp), %rax
	leaq	(%rax,%rcx,4), %r10
	movq	%r8, %r15
	xorl	%r14d, %r14d
	.p2align	4
.LBB0_139:
	movq	%r15, %r9
	subq	$1, %r15
	cmovaeq	%rbx, %r9
	vaddss	(%r10), %xmm0, %xmm0
	cmpq	%r14, %r8
	leaq	1(%r14), %r14
	je	.LBB0_141
	shll	$3, %r9d
	movq	%rsi, %rdx
	subq	%r9, %rdx
	addq	$-8, %rsi
	addq	$-4, %r10
	cmpq	(%rdx), %r14
	je	.LBB0_139
.LBB0_141:
	subq	%r14, %rcx
	jmp	.LBB0_135
.LBB0_143:
	addq	%r14, %rdi
	jmp	.LBB0_115
	.p2align	4
.LBB0_144:
	xorl	%edx, %edx
	testq	%rcx, %rcx
	sete	%sil
	setne	%dl
	movq	%rcx, %rdi
	subq	%rdx, %rdi
	vmovss	4392(%rsp,%rdi,4), %xmm0
	kmovd	%esi, %k1
	vmovss	%xmm13, %xmm0, %xmm0 {%k1}
	cmpq	$2, %rcx
	vmovss	.LCPI0_68(%rip), %xmm2
	jae	.LBB0_146
	movq	-16(%rsp), %r13
	movq	-96(%rsp), %r8
	movq	1280(%rsp), %r14
	movq	-112(%rsp), %rbp
	movq	-24(%rsp), %r10
	vpbroadcastd	.LCPI0_48(%rip), %zmm8
	jmp	.LBB0_153
	.p2align	4
.LBB0_146:
	leaq	-2(%rcx), %rsi
	movl	%edi, %eax
	andl	$7, %eax
	cmpq	$7, %rsi
	movq	-16(%rsp), %r13
	movq	-96(%rsp), %r8
	movq	1280(%rsp), %r14
	movq	-112(%rsp), %rbp
	vpbroadcastd	.LCPI0_48(%rip), %zmm8
	jae	.LBB0_148
	xorl	%esi, %esi
	movq	-24(%rsp), %r10
	jmp	.LBB0_151
	.p2align	4
.LBB0_148:
	movq	%rax, 32(%rsp)
	leaq	(%rsp,%rdi,4), %r8
	addq	$4392, %r8
	andq	$-8, %rdi
	cmpq	$1, %rcx
	movl	$1, %esi
	cmovbq	%rcx, %rsi
	shll	$2, %esi
	leaq	4388(%rsp), %r9
	leaq	(%r9,%rcx,4), %r9
	subq	%rsi, %r9
	xorl	%esi, %esi
	movabsq	$4611686018427387900, %r15
	movabsq	$4611686018427387899, %rax
	movabsq	$4611686018427387898, %r13
	movabsq	$4611686018427387897, %r14
	movabsq	$4611686018427387896, %rbp
	.p2align	4
.LBB0_149:
	vaddss	(%r9), %xmm0, %xmm0
	movq	%rsi, %r10
	movabsq	$4611686018427387902, %rdx
	xorq	%rdx, %r10
	vaddss	(%r8,%r10,4), %xmm0, %xmm0
	movq	%rsi, %r10
	movabsq	$4611686018427387901, %rdx
	xorq	%rdx, %r10
	vaddss	(%r8,%r10,4), %xmm0, %xmm0
	movq	%rsi, %r10
	xorq	%r15, %r10
	vaddss	(%r8,%r10,4), %xmm0, %xmm0
	movq	%rsi, %r10
	xorq	%rax, %r10
	vaddss	(%r8,%r10,4), %xmm0, %xmm0
	movq	%rsi, %r10
	xorq	%r13, %r10
	vaddss	(%r8,%r10,4), %xmm0, %xmm0
	movq	%rsi, %r10
	xorq	%r14, %r10
	vaddss	(%r8,%r10,4), %xmm0, %xmm0
	movq	%rsi, %r10
	xorq	%rbp, %r10
	vaddss	(%r8,%r10,4), %xmm0, %xmm0
	addq	$8, %rsi
	addq	$-32, %r9
	cmpq	%rsi, %rdi
	jne	.LBB0_149
	movq	32(%rsp), %rax
	testq	%rax, %rax
	movq	-24(%rsp), %r10
	movq	-16(%rsp), %r13
	movq	-112(%rsp), %rbp
	movq	-96(%rsp), %r8
	movq	1280(%rsp), %r14
	je	.LBB0_153
.LBB0_151:
	shlq	$2, %rsi
	leaq	4388(%rsp), %rdi
	subq	%rsi, %rdi
	cmpq	$1, %rcx
	movl	$1, %esi
	cmovbq	%rcx, %rsi
	shll	$2, %esi
	leaq	(%rdi,%rcx,4), %rcx
	subq	%rsi, %rcx
	negq	%rax
	xorl	%esi, %esi
	.p2align	4
.LBB0_152:
	vaddss	(%rcx,%rsi,4), %xmm0, %xmm0
	decq	%rsi
	cmpq	%rsi, %rax
	jne	.LBB0_152
.LBB0_153:
	vmovss	.LCPI0_64(%rip), %xmm1
	vdivss	%xmm0, %xmm1, %xmm19
	cmpl	$0, -100(%rsp)
	je	.LBB0_157
	cmpb	$0, -121(%rsp)
	movl	$2143289344, %edi
	je	.LBB0_160
	xorl	%ecx, %ecx
	movq	144(%rsp), %rax
	vmovss	.LCPI0_55(%rip), %xmm29
	vmovss	.LCPI0_56(%rip), %xmm17
	vmovss	.LCPI0_58(%rip), %xmm18
	vmovss	.LCPI0_59(%rip), %xmm20
	vmovss	.LCPI0_60(%rip), %xmm21
	vmovss	.LCPI0_61(%rip), %xmm23
	vmovss	.LCPI0_62(%rip), %xmm24
	vmovss	.LCPI0_63(%rip), %xmm26
	vmovss	.LCPI0_18(%rip), %xmm8
	vmovss	.LCPI0_64(%rip), %xmm28
	vmovaps	1600(%rsp), %xmm30
	vmovaps	240(%rsp), %xmm12
	.p2align	4
.LBB0_156:
	vmovss	(%rax,%rcx,4), %xmm0
	vaddss	%xmm0, %xmm0, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vsubss	(%r10,%rcx,4), %xmm1, %xmm1
	vmovaps	%xmm14, %xmm27
	vmovaps	%xmm2, %xmm14
	vsubss	%xmm22, %xmm0, %xmm2
	vmaxss	%xmm2, %xmm9, %xmm4
	vminss	%xmm4, %xmm7, %xmm4
	vmulss	%xmm4, %xmm10, %xmm5
	vaddss	%xmm29, %xmm5, %xmm5
	vmovaps	%xmm29, %xmm16
	vaddss	%xmm17, %xmm5, %xmm6
	vmovd	%xmm5, %edx
	vmulss	.LCPI0_57(%rip), %xmm6, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm18, %xmm6, %xmm5
	vsubss	%xmm5, %xmm4, %xmm6
	vmulss	%xmm6, %xmm6, %xmm7
	vmovaps	%xmm8, %xmm29
	vmulss	%xmm20, %xmm7, %xmm8
	vaddss	%xmm21, %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm8
	vaddss	%xmm23, %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm8
	vaddss	%xmm24, %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm8
	vaddss	%xmm26, %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm7
	vmovaps	%xmm29, %xmm8
	vsubss	%xmm7, %xmm6, %xmm7
	vmulss	%xmm7, %xmm6, %xmm6
	vsubss	%xmm7, %xmm29, %xmm7
	vdivss	%xmm7, %xmm6, %xmm6
	vmovss	.LCPI0_53(%rip), %xmm7
	vsubss	%xmm6, %xmm5, %xmm5
	vmovaps	%xmm16, %xmm29
	vsubss	%xmm5, %xmm4, %xmm4
	vaddss	%xmm28, %xmm4, %xmm4
	leal	-1262485248(%rdx), %esi
	shrl	%esi
	subl	%esi, %edx
	shll	$23, %edx
	shll	$23, %esi
	addl	$-8388608, %esi
	addl	$2139095040, %edx
	vmovd	%esi, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vmovd	%edx, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vcmpunordss	%xmm2, %xmm2, %k1
	vmovss	.LCPI0_67(%rip), %xmm4 {%k1}
	vcvtusi2ss	%rcx, %xmm3, %xmm2
	vmulss	%xmm4, %xmm19, %xmm4
	vaddss	%xmm4, %xmm1, %xmm1
	vcmpeqss	%xmm2, %xmm12, %k1
	vmovss	.LCPI0_69(%rip), %xmm2 {%k1} {z}
	vaddss	%xmm1, %xmm2, %xmm1
	vmovaps	%xmm14, %xmm2
	vmovaps	%xmm27, %xmm14
	vmulss	%xmm1, %xmm27, %xmm1
	vsubss	%xmm1, %xmm0, %xmm0
	vmulss	(%r14,%rcx,4), %xmm30, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	vmovd	%xmm0, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%edi, %edx
	movq	144(%rsp), %rax
	movl	%edx, (%rax,%rcx,4)
	movq	144(%rsp), %rax
	incq	%rcx
	cmpq	%rcx, %r11
	jne	.LBB0_156
	jmp	.LBB0_70
	.p2align	4
.LBB0_157:
	cmpb	$0, -124(%rsp)
	movl	$2143289344, %edi
	je	.LBB0_167
	xorl	%ecx, %ecx
	movq	144(%rsp), %rax
	vmovss	.LCPI0_55(%rip), %xmm29
	vmovss	.LCPI0_56(%rip), %xmm16
	vmovss	.LCPI0_57(%rip), %xmm17
	vmovss	.LCPI0_58(%rip), %xmm18
	vmovss	.LCPI0_59(%rip), %xmm20
	vmovss	.LCPI0_60(%rip), %xmm21
	vmovss	.LCPI0_61(%rip), %xmm23
	vmovss	.LCPI0_62(%rip), %xmm24
	vmovss	.LCPI0_63(%rip), %xmm26
	vmovss	.LCPI0_18(%rip), %xmm27
	vmovss	.LCPI0_64(%rip), %xmm28
	vmovaps	240(%rsp), %xmm12
	.p2align	4
.LBB0_159:
	vmovss	(%rax,%rcx,4), %xmm0
	vaddss	%xmm0, %xmm0, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vsubss	(%r10,%rcx,4), %xmm1, %xmm1
	vmovaps	%xmm14, %xmm30
	vmovaps	%xmm2, %xmm14
	vsubss	%xmm22, %xmm0, %xmm2
	vmaxss	%xmm2, %xmm9, %xmm4
	vminss	%xmm4, %xmm7, %xmm4
	vmulss	%xmm4, %xmm10, %xmm5
	vaddss	%xmm29, %xmm5, %xmm5
	vaddss	%xmm16, %xmm5, %xmm6
	vmovd	%xmm5, %edx
	vmulss	%xmm17, %xmm6, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm18, %xmm6, %xmm5
	vsubss	%xmm5, %xmm4, %xmm6
	vmulss	%xmm6, %xmm6, %xmm7
	vmulss	%xmm20, %xmm7, %xmm8
	vaddss	%xmm21, %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm8
	vaddss	%xmm23, %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm8
	vaddss	%xmm24, %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm8
	vaddss	%xmm26, %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm7
	vsubss	%xmm7, %xmm6, %xmm7
	vmulss	%xmm7, %xmm6, %xmm6
	vsubss	%xmm7, %xmm27, %xmm7
	vdivss	%xmm7, %xmm6, %xmm6
	vmovss	.LCPI0_53(%rip), %xmm7
	vsubss	%xmm6, %xmm5, %xmm5
	vsubss	%xmm5, %xmm4, %xmm4
	vaddss	%xmm28, %xmm4, %xmm4
	leal	-1262485248(%rdx), %esi
	shrl	%esi
	subl	%esi, %edx
	shll	$23, %edx
	shll	$23, %esi
	addl	$-8388608, %esi
	addl	$2139095040, %edx
	vmovd	%esi, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vmovd	%edx, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vcmpunordss	%xmm2, %xmm2, %k1
	vmovss	.LCPI0_67(%rip), %xmm4 {%k1}
	vmulss	%xmm4, %xmm19, %xmm2
	vaddss	%xmm2, %xmm1, %xmm1
	vcvtusi2ss	%rcx, %xmm3, %xmm2
	vcmpeqss	%xmm2, %xmm12, %k1
	vmovss	.LCPI0_69(%rip), %xmm2 {%k1} {z}
	vaddss	%xmm1, %xmm2, %xmm1
	vmovaps	%xmm14, %xmm2
	vmovaps	%xmm30, %xmm14
	vmulss	%xmm1, %xmm30, %xmm1
	vsubss	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%edi, %edx
	movq	144(%rsp), %rax
	movl	%edx, (%rax,%rcx,4)
	movq	144(%rsp), %rax
	incq	%rcx
	cmpq	%rcx, %r11
	jne	.LBB0_159
	jmp	.LBB0_70
	.p2align	4
.LBB0_160:
	vbroadcastss	%xmm22, %zmm0
	vmovaps	%xmm19, 32(%rsp)
	vbroadcastss	%xmm19, %zmm1
	vbroadcastss	240(%rsp), %zmm2
	vbroadcastss	1600(%rsp), %zmm4
	xorl	%ecx, %ecx
	vmovdqa64	.LCPI0_0(%rip), %zmm5
	vmovdqa64	.LCPI0_49(%rip), %zmm6
	movq	-80(%rsp), %rdx
	movq	144(%rsp), %rax
	vbroadcastss	.LCPI0_57(%rip), %zmm23
	vbroadcastss	.LCPI0_58(%rip), %zmm24
	vbroadcastss	.LCPI0_59(%rip), %zmm16
	vbroadcastss	.LCPI0_60(%rip), %zmm26
	vbroadcastss	.LCPI0_61(%rip), %zmm27
	vbroadcastss	.LCPI0_62(%rip), %zmm28
	vbroadcastss	.LCPI0_63(%rip), %zmm29
	vmovdqa64	%zmm30, %zmm19
	vpbroadcastd	.LCPI0_66(%rip), %zmm30
	vmovdqa64	%zmm8, %zmm25
	vbroadcastss	.LCPI0_64(%rip), %zmm31
	vpbroadcastd	.LCPI0_65(%rip), %zmm12
	vbroadcastss	.LCPI0_68(%rip), %zmm17
	vbroadcastss	.LCPI0_70(%rip), %zmm18
	vpbroadcastq	.LCPI0_2(%rip), %zmm20
	vbroadcastss	.LCPI0_18(%rip), %zmm21
	.p2align	4
.LBB0_161:
	vmovups	(%rax,%rcx,4), %zmm7
	vsubps	%zmm0, %zmm7, %zmm8
	vbroadcastss	.LCPI0_52(%rip), %zmm9
	vmaxps	%zmm8, %zmm9, %zmm9
	vbroadcastss	.LCPI0_53(%rip), %zmm10
	vminps	%zmm9, %zmm10, %zmm9
	vmulps	.LCPI0_54(%rip){1to16}, %zmm9, %zmm10
	vaddps	.LCPI0_55(%rip){1to16}, %zmm10, %zmm10
	vaddps	.LCPI0_56(%rip){1to16}, %zmm10, %zmm11
	vmulps	%zmm23, %zmm11, %zmm13
	vaddps	%zmm13, %zmm9, %zmm9
	vmulps	%zmm24, %zmm11, %zmm11
	vsubps	%zmm11, %zmm9, %zmm13
	vmulps	%zmm13, %zmm13, %zmm14
	vmulps	%zmm16, %zmm14, %zmm15
	vaddps	%zmm26, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm27, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm28, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm29, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm14, %zmm13, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm14, %zmm21, %zmm14
	vdivps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm11, %zmm11
	vsubps	%zmm11, %zmm9, %zmm9
	vaddps	%zmm31, %zmm9, %zmm9
	vpaddd	%zmm12, %zmm10, %zmm11
	vpsrld	$1, %zmm11, %zmm11
	vpsubd	%zmm11, %zmm10, %zmm10
	vpslld	$23, %zmm11, %zmm11
	vpaddd	%zmm25, %zmm11, %zmm11
	vmulps	%zmm11, %zmm9, %zmm9
	vaddps	%zmm7, %zmm7, %zmm11
	vmulps	%zmm17, %zmm11, %zmm11
	vsubps	(%r10,%rcx,4), %zmm11, %zmm11
	vpslld	$23, %zmm10, %zmm10
	vpaddd	%zmm30, %zmm10, %zmm10
	vmulps	%zmm10, %zmm9, %zmm9
	vcmpunordps	%zmm3, %zmm8, %k1
	vbroadcastss	.LCPI0_67(%rip), %zmm9 {%k1}
	vmulps	%zmm9, %zmm1, %zmm8
	vaddps	%zmm8, %zmm11, %zmm8
	vcvtuqq2ps	%zmm5, %ymm9
	vcvtuqq2ps	%zmm6, %ymm10
	vinsertf64x4	$1, %ymm10, %zmm9, %zmm9
	vcmpeqps	%zmm9, %zmm2, %k1
	vbroadcastss	.LCPI0_69(%rip), %zmm9 {%k1} {z}
	vaddps	%zmm8, %zmm9, %zmm8
	vmulps	%zmm8, %zmm19, %zmm8
	vmulps	(%r14,%rcx,4), %zmm4, %zmm9
	vsubps	%zmm8, %zmm7, %zmm7
	vaddps	%zmm7, %zmm9, %zmm7
	vandps	%zmm18, %zmm7, %zmm8
	vpcmpgtd	%zmm30, %zmm8, %k1
	vpbroadcastd	.LCPI0_67(%rip), %zmm7 {%k1}
	vmovdqu64	%zmm7, (%rax,%rcx,4)
	addq	$16, %rcx
	vpaddq	%zmm20, %zmm5, %zmm5
	vpaddq	%zmm20, %zmm6, %zmm6
	cmpq	%rcx, %rdx
	jne	.LBB0_161
	cmpq	%rdx, %r11
	vmovdqa64	.LCPI0_49(%rip), %zmm25
	vmovdqa64	.LCPI0_51(%rip), %zmm11
	vxorps	%xmm13, %xmm13, %xmm13
	vmovss	.LCPI0_52(%rip), %xmm9
	vmovss	.LCPI0_53(%rip), %xmm7
	vmovss	.LCPI0_54(%rip), %xmm10
	vmovss	.LCPI0_55(%rip), %xmm29
	vmovss	.LCPI0_56(%rip), %xmm17
	vmovss	.LCPI0_58(%rip), %xmm18
	vmovss	.LCPI0_59(%rip), %xmm20
	vmovss	.LCPI0_60(%rip), %xmm21
	vmovss	.LCPI0_61(%rip), %xmm23
	vmovss	.LCPI0_62(%rip), %xmm24
	vmovss	.LCPI0_63(%rip), %xmm26
	vmovss	.LCPI0_18(%rip), %xmm8
	vmovss	.LCPI0_64(%rip), %xmm28
	vmovss	.LCPI0_68(%rip), %xmm2
	vmovaps	.LCPI0_9(%rip), %zmm15
	vmovaps	-64(%rsp), %xmm14
	vmovaps	1600(%rsp), %xmm30
	vmovapd	.LCPI0_0(%rip), %zmm31
	vmovaps	240(%rsp), %xmm12
	vmovaps	32(%rsp), %xmm19
	je	.LBB0_70
	movq	-80(%rsp), %rcx
	testb	$12, %r11b
	je	.LBB0_156
	vbroadcastss	%xmm22, %xmm0
	vbroadcastss	%xmm19, %xmm1
	vbroadcastss	%xmm12, %xmm2
	vbroadcastss	%xmm30, %xmm4
	movq	-80(%rsp), %rcx
	vmovdqu	1984(%rsp), %ymm5
	vbroadcastss	.LCPI0_57(%rip), %xmm23
	vbroadcastss	.LCPI0_58(%rip), %xmm24
	vbroadcastss	.LCPI0_59(%rip), %xmm26
	vbroadcastss	.LCPI0_60(%rip), %xmm27
	vbroadcastss	.LCPI0_61(%rip), %xmm28
	vbroadcastss	.LCPI0_62(%rip), %xmm29
	vbroadcastss	.LCPI0_63(%rip), %xmm25
	vmovups	1344(%rsp), %zmm12
	vbroadcastss	.LCPI0_18(%rip), %xmm30
	vbroadcastss	.LCPI0_64(%rip), %xmm16
	vpbroadcastd	.LCPI0_65(%rip), %xmm17
	vbroadcastss	.LCPI0_70(%rip), %xmm15
	vpbroadcastq	.LCPI0_71(%rip), %ymm18
	vpbroadcastd	.LCPI0_48(%rip), %xmm20
	vpbroadcastd	.LCPI0_66(%rip), %xmm21
	vbroadcastss	.LCPI0_68(%rip), %xmm19
	.p2align	4
.LBB0_165:
	vmovups	(%rax,%rcx,4), %xmm6
	vsubps	%xmm0, %xmm6, %xmm7
	vbroadcastss	.LCPI0_52(%rip), %xmm8
	vmaxps	%xmm7, %xmm8, %xmm8
	vbroadcastss	.LCPI0_53(%rip), %xmm9
	vminps	%xmm8, %xmm9, %xmm8
	vmulps	.LCPI0_54(%rip){1to4}, %xmm8, %xmm9
	vaddps	.LCPI0_55(%rip){1to4}, %xmm9, %xmm9
	vaddps	.LCPI0_56(%rip){1to4}, %xmm9, %xmm10
	vmulps	%xmm23, %xmm10, %xmm11
	vaddps	%xmm11, %xmm8, %xmm8
	vmulps	%xmm24, %xmm10, %xmm10
	vsubps	%xmm10, %xmm8, %xmm11
	vmulps	%xmm11, %xmm11, %xmm13
	vmulps	%xmm26, %xmm13, %xmm14
	vaddps	%xmm27, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	%xmm28, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	%xmm29, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	%xmm25, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm13
	vsubps	%xmm13, %xmm11, %xmm13
	vmulps	%xmm13, %xmm11, %xmm11
	vsubps	%xmm13, %xmm30, %xmm13
	vdivps	%xmm13, %xmm11, %xmm11
	vsubps	%xmm11, %xmm10, %xmm10
	vsubps	%xmm10, %xmm8, %xmm8
	vaddps	%xmm16, %xmm8, %xmm8
	vpaddd	%xmm17, %xmm9, %xmm10
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
	vaddps	%xmm6, %xmm6, %xmm7
	vmulps	%xmm19, %xmm7, %xmm7
	vsubps	(%r10,%rcx,4), %xmm7, %xmm7
	vbroadcastss	.LCPI0_67(%rip), %xmm8 {%k1}
	vmulps	%xmm1, %xmm8, %xmm8
	vaddps	%xmm7, %xmm8, %xmm7
	vcvtuqq2ps	%ymm5, %xmm8
	vcmpeqps	%xmm8, %xmm2, %k1
	vbroadcastss	.LCPI0_69(%rip), %xmm8 {%k1} {z}
	vaddps	%xmm7, %xmm8, %xmm7
	vmulps	%xmm7, %xmm12, %xmm7
	vmulps	(%r14,%rcx,4), %xmm4, %xmm8
	vsubps	%xmm7, %xmm6, %xmm6
	vaddps	%xmm6, %xmm8, %xmm6
	vandps	%xmm6, %xmm15, %xmm7
	vpcmpgtd	%xmm21, %xmm7, %k1
	vpbroadcastd	.LCPI0_67(%rip), %xmm6 {%k1}
	vmovdqu	%xmm6, (%rax,%rcx,4)
	addq	$4, %rcx
	vpaddq	%ymm18, %ymm5, %ymm5
	cmpq	%rcx, %r8
	jne	.LBB0_165
	movq	%r8, %rcx
	cmpq	%r8, %r11
	vmovdqa64	.LCPI0_51(%rip), %zmm11
	vxorps	%xmm13, %xmm13, %xmm13
	vmovss	.LCPI0_52(%rip), %xmm9
	vmovss	.LCPI0_53(%rip), %xmm7
	vmovss	.LCPI0_54(%rip), %xmm10
	vmovss	.LCPI0_55(%rip), %xmm29
	vmovss	.LCPI0_56(%rip), %xmm17
	vmovss	.LCPI0_58(%rip), %xmm18
	vmovss	.LCPI0_59(%rip), %xmm20
	vmovss	.LCPI0_60(%rip), %xmm21
	vmovss	.LCPI0_61(%rip), %xmm23
	vmovss	.LCPI0_62(%rip), %xmm24
	vmovss	.LCPI0_63(%rip), %xmm26
	vmovss	.LCPI0_18(%rip), %xmm8
	vmovss	.LCPI0_64(%rip), %xmm28
	vmovaps	.LCPI0_9(%rip), %zmm15
	vmovaps	1600(%rsp), %xmm30
	vmovaps	-64(%rsp), %xmm14
	vmovdqa64	.LCPI0_49(%rip), %zmm25
	vmovaps	240(%rsp), %xmm12
	vmovss	.LCPI0_68(%rip), %xmm2
	vmovaps	32(%rsp), %xmm19
	jne	.LBB0_156
	jmp	.LBB0_70
.LBB0_167:
	vbroadcastss	%xmm22, %zmm0
	vmovaps	%xmm19, 32(%rsp)
	vbroadcastss	%xmm19, %zmm1
	vbroadcastss	240(%rsp), %zmm2
	xorl	%ecx, %ecx
	vmovdqa64	.LCPI0_0(%rip), %zmm4
	vmovdqa64	.LCPI0_49(%rip), %zmm5
	movq	-80(%rsp), %rdx
	movq	144(%rsp), %rax
	vbroadcastss	.LCPI0_52(%rip), %zmm16
	vbroadcastss	.LCPI0_53(%rip), %zmm17
	vbroadcastss	.LCPI0_54(%rip), %zmm18
	vbroadcastss	.LCPI0_55(%rip), %zmm20
	vbroadcastss	.LCPI0_56(%rip), %zmm21
	vbroadcastss	.LCPI0_57(%rip), %zmm23
	vbroadcastss	.LCPI0_58(%rip), %zmm24
	vbroadcastss	.LCPI0_60(%rip), %zmm26
	vbroadcastss	.LCPI0_61(%rip), %zmm27
	vbroadcastss	.LCPI0_62(%rip), %zmm28
	vbroadcastss	.LCPI0_63(%rip), %zmm29
	vmovdqa64	%zmm30, %zmm19
	vpbroadcastd	.LCPI0_66(%rip), %zmm30
	vmovdqa64	%zmm8, %zmm25
	vbroadcastss	.LCPI0_64(%rip), %zmm31
	vpbroadcastq	.LCPI0_2(%rip), %zmm12
	vbroadcastss	.LCPI0_18(%rip), %zmm15
	.p2align	4
.LBB0_168:
	vmovups	(%rax,%rcx,4), %zmm6
	vsubps	%zmm0, %zmm6, %zmm7
	vmaxps	%zmm7, %zmm16, %zmm8
	vminps	%zmm8, %zmm17, %zmm8
	vmulps	%zmm18, %zmm8, %zmm9
	vaddps	%zmm20, %zmm9, %zmm9
	vaddps	%zmm21, %zmm9, %zmm10
	vmulps	%zmm23, %zmm10, %zmm11
	vaddps	%zmm11, %zmm8, %zmm8
	vmulps	%zmm24, %zmm10, %zmm10
	vsubps	%zmm10, %zmm8, %zmm11
	vmulps	%zmm11, %zmm11, %zmm13
	vmulps	.LCPI0_59(%rip){1to16}, %zmm13, %zmm14
	vaddps	%zmm26, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm27, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm28, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm29, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm11, %zmm13
	vmulps	%zmm13, %zmm11, %zmm11
	vsubps	%zmm13, %zmm15, %zmm13
	vdivps	%zmm13, %zmm11, %zmm11
	vsubps	%zmm11, %zmm10, %zmm10
	vsubps	%zmm10, %zmm8, %zmm8
	vaddps	%zmm31, %zmm8, %zmm8
	vpaddd	.LCPI0_65(%rip){1to16}, %zmm9, %zmm10
	vpsrld	$1, %zmm10, %zmm10
	vpsubd	%zmm10, %zmm9, %zmm9
	vpslld	$23, %zmm10, %zmm10
	vpaddd	%zmm25, %zmm10, %zmm10
	vmulps	%zmm10, %zmm8, %zmm8
	vaddps	%zmm6, %zmm6, %zmm10
	vmulps	.LCPI0_68(%rip){1to16}, %zmm10, %zmm10
	vsubps	(%r10,%rcx,4), %zmm10, %zmm10
	vpslld	$23, %zmm9, %zmm9
	vpaddd	%zmm30, %zmm9, %zmm9
	vmulps	%zmm9, %zmm8, %zmm8
	vcmpunordps	%zmm3, %zmm7, %k1
	vbroadcastss	.LCPI0_67(%rip), %zmm8 {%k1}
	vmulps	%zmm8, %zmm1, %zmm7
	vcvtuqq2ps	%zmm4, %ymm8
	vcvtuqq2ps	%zmm5, %ymm9
	vaddps	%zmm7, %zmm10, %zmm7
	vinsertf64x4	$1, %ymm9, %zmm8, %zmm8
	vcmpeqps	%zmm8, %zmm2, %k1
	vbroadcastss	.LCPI0_69(%rip), %zmm8 {%k1} {z}
	vaddps	%zmm7, %zmm8, %zmm7
	vmulps	%zmm7, %zmm19, %zmm7
	vsubps	%zmm7, %zmm6, %zmm6
	vandps	.LCPI0_70(%rip){1to16}, %zmm6, %zmm7
	vpcmpgtd	%zmm30, %zmm7, %k1
	vpbroadcastd	.LCPI0_67(%rip), %zmm6 {%k1}
	vmovdqu64	%zmm6, (%rax,%rcx,4)
	addq	$16, %rcx
	vpaddq	%zmm12, %zmm4, %zmm4
	vpaddq	%zmm12, %zmm5, %zmm5
	cmpq	%rcx, %rdx
	jne	.LBB0_168
	cmpq	%rdx, %r11
	vmovdqa64	.LCPI0_51(%rip), %zmm11
	vxorps	%xmm13, %xmm13, %xmm13
	vmovss	.LCPI0_52(%rip), %xmm9
	vmovss	.LCPI0_53(%rip), %xmm7
	vmovss	.LCPI0_54(%rip), %xmm10
	vmovss	.LCPI0_55(%rip), %xmm29
	vmovss	.LCPI0_56(%rip), %xmm16
	vmovss	.LCPI0_57(%rip), %xmm17
	vmovss	.LCPI0_58(%rip), %xmm18
	vmovss	.LCPI0_59(%rip), %xmm20
	vmovss	.LCPI0_60(%rip), %xmm21
	vmovss	.LCPI0_61(%rip), %xmm23
	vmovss	.LCPI0_62(%rip), %xmm24
	vmovss	.LCPI0_63(%rip), %xmm26
	vmovss	.LCPI0_18(%rip), %xmm27
	vmovss	.LCPI0_64(%rip), %xmm28
	vmovss	.LCPI0_68(%rip), %xmm2
	vbroadcastss	.LCPI0_68(%rip), %xmm5
	vmovaps	.LCPI0_9(%rip), %zmm15
	vmovaps	-64(%rsp), %xmm14
	vmovapd	.LCPI0_0(%rip), %zmm31
	vmovdqa64	.LCPI0_49(%rip), %zmm25
	vmovaps	240(%rsp), %xmm12
	vmovaps	32(%rsp), %xmm19
	je	.LBB0_70
	movq	-80(%rsp), %rcx
	testb	$12, %r11b
	je	.LBB0_159
	vbroadcastss	%xmm22, %xmm0
	vbroadcastss	%xmm19, %xmm1
	vbroadcastss	%xmm12, %xmm2
	movq	-80(%rsp), %rcx
	vmovdqu	1984(%rsp), %ymm4
	vbroadcastss	.LCPI0_56(%rip), %xmm21
	vbroadcastss	.LCPI0_57(%rip), %xmm23
	vbroadcastss	.LCPI0_58(%rip), %xmm24
	vbroadcastss	.LCPI0_59(%rip), %xmm26
	vbroadcastss	.LCPI0_60(%rip), %xmm27
	vbroadcastss	.LCPI0_61(%rip), %xmm28
	vbroadcastss	.LCPI0_62(%rip), %xmm29
	vbroadcastss	.LCPI0_63(%rip), %xmm25
	vmovups	1344(%rsp), %zmm12
	vbroadcastss	.LCPI0_18(%rip), %xmm30
	vbroadcastss	.LCPI0_64(%rip), %xmm16
	vpbroadcastd	.LCPI0_65(%rip), %xmm17
	vbroadcastss	.LCPI0_70(%rip), %xmm15
	vpbroadcastq	.LCPI0_71(%rip), %ymm14
	vpbroadcastd	.LCPI0_48(%rip), %xmm18
	vpbroadcastd	.LCPI0_66(%rip), %xmm20
	vmovaps	%xmm5, %xmm19
	.p2align	4
.LBB0_172:
	vmovups	(%rax,%rcx,4), %xmm5
	vsubps	%xmm0, %xmm5, %xmm6
	vbroadcastss	.LCPI0_52(%rip), %xmm7
	vmaxps	%xmm6, %xmm7, %xmm7
	vbroadcastss	.LCPI0_53(%rip), %xmm8
	vminps	%xmm7, %xmm8, %xmm7
	vmulps	.LCPI0_54(%rip){1to4}, %xmm7, %xmm8
	vaddps	.LCPI0_55(%rip){1to4}, %xmm8, %xmm8
	vaddps	%xmm21, %xmm8, %xmm9
	vmulps	%xmm23, %xmm9, %xmm10
	vaddps	%xmm7, %xmm10, %xmm7
	vmulps	%xmm24, %xmm9, %xmm9
	vsubps	%xmm9, %xmm7, %xmm10
	vmulps	%xmm10, %xmm10, %xmm11
	vmulps	%xmm26, %xmm11, %xmm13
	vaddps	%xmm27, %xmm13, %xmm13
	vmulps	%xmm13, %xmm11, %xmm13
	vaddps	%xmm28, %xmm13, %xmm13
	vmulps	%xmm13, %xmm11, %xmm13
	vaddps	%xmm29, %xmm13, %xmm13
	vmulps	%xmm13, %xmm11, %xmm13
	vaddps	%xmm25, %xmm13, %xmm13
	vmulps	%xmm13, %xmm11, %xmm11
	vsubps	%xmm11, %xmm10, %xmm11
	vmulps	%xmm11, %xmm10, %xmm10
	vsubps	%xmm11, %xmm30, %xmm11
	vdivps	%xmm11, %xmm10, %xmm10
	vsubps	%xmm10, %xmm9, %xmm9
	vsubps	%xmm9, %xmm7, %xmm7
	vaddps	%xmm16, %xmm7, %xmm7
	vpaddd	%xmm17, %xmm8, %xmm9
	vpsrld	$1, %xmm9, %xmm9
	vpsubd	%xmm9, %xmm8, %xmm8
	vpslld	$23, %xmm9, %xmm9
	vpaddd	%xmm18, %xmm9, %xmm9
	vmulps	%xmm7, %xmm9, %xmm7
	vxorps	%xmm9, %xmm9, %xmm9
	vpslld	$23, %xmm8, %xmm8
	vpaddd	%xmm20, %xmm8, %xmm8
	vmulps	%xmm7, %xmm8, %xmm7
	vcmpunordps	%xmm9, %xmm6, %k1
	vaddps	%xmm5, %xmm5, %xmm6
	vmulps	%xmm19, %xmm6, %xmm6
	vsubps	(%r10,%rcx,4), %xmm6, %xmm6
	vbroadcastss	.LCPI0_67(%rip), %xmm7 {%k1}
	vmulps	%xmm7, %xmm1, %xmm7
	vaddps	%xmm7, %xmm6, %xmm6
	vcvtuqq2ps	%ymm4, %xmm7
	vcmpeqps	%xmm7, %xmm2, %k1
	vbroadcastss	.LCPI0_69(%rip), %xmm7 {%k1} {z}
	vaddps	%xmm6, %xmm7, %xmm6
	vmulps	%xmm6, %xmm12, %xmm6
	vsubps	%xmm6, %xmm5, %xmm5
	vandps	%xmm5, %xmm15, %xmm6
	vpcmpgtd	%xmm20, %xmm6, %k1
	vpbroadcastd	.LCPI0_67(%rip), %xmm5 {%k1}
	vmovdqu	%xmm5, (%rax,%rcx,4)
	addq	$4, %rcx
	vpaddq	%ymm4, %ymm14, %ymm4
	cmpq	%rcx, %r8
	jne	.LBB0_172
	movq	%r8, %rcx
	cmpq	%r8, %r11
	vmovdqa64	.LCPI0_51(%rip), %zmm11
	vxorps	%xmm13, %xmm13, %xmm13
	vmovss	.LCPI0_52(%rip), %xmm9
	vmovss	.LCPI0_53(%rip), %xmm7
	vmovss	.LCPI0_54(%rip), %xmm10
	vmovss	.LCPI0_55(%rip), %xmm29
	vmovss	.LCPI0_56(%rip), %xmm16
	vmovss	.LCPI0_57(%rip), %xmm17
	vmovss	.LCPI0_58(%rip), %xmm18
	vmovss	.LCPI0_59(%rip), %xmm20
	vmovss	.LCPI0_60(%rip), %xmm21
	vmovss	.LCPI0_61(%rip), %xmm23
	vmovss	.LCPI0_62(%rip), %xmm24
	vmovss	.LCPI0_63(%rip), %xmm26
	vmovss	.LCPI0_18(%rip), %xmm27
	vmovss	.LCPI0_64(%rip), %xmm28
	vmovaps	.LCPI0_9(%rip), %zmm15
	vmovaps	-64(%rsp), %xmm14
	vmovdqa64	.LCPI0_49(%rip), %zmm25
	vmovaps	240(%rsp), %xmm12
	vmovss	.LCPI0_68(%rip), %xmm2
	vmovaps	32(%rsp), %xmm19
	jne	.LBB0_159
	jmp	.LBB0_70
.LBB0_174:
	vmovss	-8(%rsp), %xmm0
	vmulss	12(%rsp), %xmm0, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vcmpltss	%xmm0, %xmm13, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	cmpl	$0, -100(%rsp)
	vmovaps	%xmm0, 1600(%rsp)
	vmovdqa64	.LCPI0_50(%rip), %zmm14
	jne	.LBB0_73
	jmp	.LBB0_99
.LBB0_175:
	addq	$105512, %rsp
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
