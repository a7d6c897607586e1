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
	subq	$2712, %rsp
	movq	(%rdi), %r10
	movq	8(%rdi), %rax
	movq	%rax, 96(%rsp)
	movq	24(%rdi), %rbx
	movq	32(%rdi), %rax
	movq	40(%rdi), %rdx
	movq	48(%rdi), %rcx
	movq	%rcx, 72(%rsp)
	vmovss	56(%rdi), %xmm0
	vmovaps	%xmm0, -80(%rsp)
	vmovss	60(%rdi), %xmm0
	vmovss	%xmm0, -8(%rsp)
	movl	64(%rdi), %ecx
	movl	%ecx, -108(%rsp)
	vmovss	72(%rdi), %xmm0
	vmovss	%xmm0, -12(%rsp)
	vmovss	76(%rdi), %xmm0
	vmovss	%xmm0, -20(%rsp)
	vmovss	80(%rdi), %xmm0
	vmovss	%xmm0, -24(%rsp)
	movl	68(%rdi), %ecx
	movl	%ecx, -4(%rsp)
	movq	88(%rdi), %rcx
	movq	%rcx, -88(%rsp)
	movq	96(%rdi), %rcx
	movq	%rcx, 520(%rsp)
	leaq	3(%rdx), %rcx
	shrq	$2, %rcx
	movq	%rcx, -48(%rsp)
	movq	%rdx, -120(%rsp)
	cmpq	$128, %rdx
	movq	%r10, -56(%rsp)
	movq	%rax, 104(%rsp)
	jae	.LBB0_65
	movq	%rax, %rcx
	subq	%rbx, %rcx
	movq	-48(%rsp), %rax
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
	movq	%rsi, 272(%rsp)
	leaq	-305585874(%rbx,%rdx), %rsi
	movq	%rsi, 128(%rsp)
	movq	%rcx, %rsi
	leaq	1993301258(%rbx), %rcx
	leaq	218619860(%r13,%rdx), %r9
	movq	%r9, 592(%rsp)
	leaq	842468239(%rbx), %r9
	leaq	(%rbx,%rdx), %r11
	addq	$536882365, %r11
	leaq	(%rbx,%rdx), %r14
	addq	$-613950654, %r14
	orb	%bpl, %al
	movb	%al, 136(%rsp)
	leal	-1767562579(%rbx), %ebp
	vpbroadcastd	%ebp, %zmm1
	leal	-1879881855(%r13), %ebp
	vpbroadcastd	%ebp, %zmm0
	movq	%r15, %rbp
	leaq	228517585(%rbx,%rdx), %r15
	vpbroadcastq	%r15, %zmm2
	vmovdqu64	%zmm2, 2640(%rsp)
	leaq	605896817(%r13,%rdx), %r15
	vpbroadcastq	%r15, %zmm2
	vmovdqu64	%zmm2, 2576(%rsp)
	leaq	1684936478(%rbx), %r15
	addq	$534103459, %rbx
	vpbroadcastq	%rbx, %zmm2
	vmovdqu64	%zmm2, 2512(%rsp)
	leaq	1401181199(%r13), %rbx
	vpbroadcastq	%rbx, %zmm2
	vmovdqu64	%zmm2, 2448(%rsp)
	leaq	2027808484(%r13), %rbx
	vpbroadcastq	%r15, %zmm2
	vmovdqu64	%zmm2, 2384(%rsp)
	leaq	-408007425(%r13,%rdx), %r15
	vpbroadcastq	%r15, %zmm2
	vmovdqu64	%zmm2, 3600(%rsp)
	leaq	387276957(%r13), %r15
	vpbroadcastq	%r14, %zmm2
	vmovdqu64	%zmm2, 3536(%rsp)
	xorl	%edx, %edx
	popcntq	%r12, %rdx
	vpbroadcastq	%r15, %zmm2
	vmovdqu64	%zmm2, 3472(%rsp)
	leaq	-1(%rdx), %r14
	vpbroadcastq	%r11, %zmm2
	vmovdqu64	%zmm2, 2128(%rsp)
	movq	%r14, %r12
	shlq	$8, %r12
	vpbroadcastq	%rbx, %zmm2
	vmovdqu64	%zmm2, 1328(%rsp)
	leaq	(%rdx,%r8), %rax
	movq	%rax, -32(%rsp)
	vpbroadcastq	%r9, %zmm2
	vmovdqu64	%zmm2, 2064(%rsp)
	movq	592(%rsp), %rax
	vpbroadcastq	%rax, %zmm2
	vmovdqu64	%zmm2, 1776(%rsp)
	vpbroadcastq	%rcx, %zmm2
	vmovdqu64	%zmm2, 3408(%rsp)
	leaq	1013904242(%r13), %rax
	vpbroadcastq	%rax, %zmm2
	vmovdqu64	%zmm2, 1456(%rsp)
	movq	272(%rsp), %rax
	vpbroadcastq	%rax, %zmm2
	vmovdqu64	%zmm2, 1712(%rsp)
	vpbroadcastq	%r13, %zmm2
	vmovdqu64	%zmm2, 2000(%rsp)
	movq	-48(%rsp), %rax
	vpbroadcastq	%rax, %zmm2
	vmovdqu64	%zmm2, 3344(%rsp)
	movq	%r14, %r9
	movq	%r14, %r11
	andq	$-2, %r11
	vbroadcastss	-80(%rsp), %zmm2
	vmovups	%zmm2, 848(%rsp)
	movq	%rdx, %rax
	movq	%rdx, -104(%rsp)
	shll	$8, %eax
	leaq	4760(%rsp), %rcx
	addq	%rcx, %rax
	addq	$-320, %rax
	movq	%rax, -40(%rsp)
	movq	%rsi, %rcx
	movq	104(%rsp), %rax
	leaq	4504(%rsp), %rsi
	movq	%rbp, 1040(%rsp)
	vmovdqu64	%zmm1, 2768(%rsp)
	vmovdqu64	%zmm0, 2704(%rsp)
	jmp	.LBB0_8
	.p2align	4
.LBB0_5:
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r14
.LBB0_6:
	cmpq	-80(%rsp), %rax
	cmovbq	%rax, %rbx
	addq	%rdi, %rbx
	imulq	%r14, %rbx
	movq	%rdx, %rcx
	shlq	$8, %rcx
	addq	%rsp, %rcx
	addq	$6808, %rcx
	vmovss	(%rcx,%rax,4), %xmm0
	leaq	(%r10,%rbx,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
.LBB0_7:
	addq	$64, %rdi
	movq	2320(%rsp), %rcx
	addq	$-64, %rcx
	movq	104(%rsp), %rax
	cmpq	%rax, %rdi
	jae	.LBB0_174
.LBB0_8:
	cmpq	$64, %rcx
	movl	$64, %edx
	movq	%rcx, 2320(%rsp)
	cmovbq	%rcx, %rdx
	movq	%rdx, 64(%rsp)
	subq	%rdi, %rax
	cmpq	$64, %rax
	movl	$64, %ecx
	cmovbq	%rax, %rcx
	movq	%rcx, -80(%rsp)
	leaq	-1(%rcx), %rbx
	movq	-120(%rsp), %r13
	testq	%r13, %r13
	movq	96(%rsp), %r15
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
	vmovss	%xmm0, 6808(%rsp,%rcx,4)
	vmovss	(%r15,%rdx,4), %xmm0
	vmovss	%xmm0, 39576(%rsp,%rcx,4)
	leal	1(%rcx), %edx
	andl	$63, %edx
	cmpq	%rdx, %rax
	cmovbeq	%rbx, %rdx
	addq	%rdi, %rdx
	imulq	%r13, %rdx
	addq	%r14, %rdx
	vmovss	(%r10,%rdx,4), %xmm0
	vmovss	%xmm0, 6812(%rsp,%rcx,4)
	vmovd	(%r15,%rdx,4), %xmm0
	vmovd	%xmm0, 39580(%rsp,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %rbp
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
	vmovdqu64	3344(%rsp), %zmm8
	vpmullq	%zmm8, %zmm2, %zmm2
	vmovdqu64	%zmm2, 3088(%rsp)
	vpmullq	%zmm8, %zmm1, %zmm1
	vmovdqu64	%zmm1, 3024(%rsp)
	vpmullq	%zmm8, %zmm4, %zmm1
	vmovdqu64	%zmm1, 2960(%rsp)
	vpmullq	%zmm8, %zmm3, %zmm1
	vmovdqu64	%zmm1, 2192(%rsp)
	vpmullq	%zmm8, %zmm6, %zmm1
	vmovdqu64	%zmm1, 3728(%rsp)
	vpmullq	%zmm8, %zmm5, %zmm1
	vmovdqu64	%zmm1, 3664(%rsp)
	vpmullq	%zmm8, %zmm7, %zmm1
	vmovdqu64	%zmm1, 2896(%rsp)
	vpaddq	.LCPI0_76(%rip), %zmm0, %zmm0
	vpmullq	%zmm8, %zmm0, %zmm0
	vmovdqu64	%zmm0, 2832(%rsp)
	xorl	%eax, %eax
	vmovss	-12(%rsp), %xmm0
	vmovss	%xmm0, -96(%rsp)
	vmovss	-8(%rsp), %xmm0
	vmovaps	%xmm0, 80(%rsp)
	jmp	.LBB0_14
	.p2align	4
.LBB0_13:
	incq	%rax
	cmpq	72(%rsp), %rax
	vmovdqu64	1072(%rsp), %zmm29
	je	.LBB0_51
.LBB0_14:
	cmpl	$0, -4(%rsp)
	vmovups	%zmm29, 1072(%rsp)
	jne	.LBB0_50
	cmpb	$0, 136(%rsp)
	jne	.LBB0_20
.LBB0_16:
	movq	520(%rsp), %rcx
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
	xorq	128(%rsp), %rdx
	vpbroadcastq	%rdx, %zmm2
	vmovdqu64	%zmm2, 3280(%rsp)
	vpxorq	1712(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 3216(%rsp)
	vpxorq	3408(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 3152(%rsp)
	leaq	73304(%rsp), %rcx
	xorl	%edx, %edx
	movq	-48(%rsp), %r14
	.p2align	4
.LBB0_17:
	vpbroadcastq	%rdx, %zmm0
	vpaddq	3088(%rsp), %zmm0, %zmm2
	vpaddq	3024(%rsp), %zmm0, %zmm5
	vpaddq	2960(%rsp), %zmm0, %zmm8
	vpaddq	2192(%rsp), %zmm0, %zmm9
	vpaddq	3728(%rsp), %zmm0, %zmm11
	vpaddq	3664(%rsp), %zmm0, %zmm12
	vpaddq	2896(%rsp), %zmm0, %zmm13
	vpaddq	2832(%rsp), %zmm0, %zmm14
	vpbroadcastq	.LCPI0_4(%rip), %zmm26
	vpmuludq	%zmm26, %zmm5, %zmm1
	vpmuludq	%zmm26, %zmm2, %zmm18
	vpmuludq	%zmm26, %zmm9, %zmm10
	vpmuludq	%zmm26, %zmm8, %zmm31
	vpmuludq	%zmm26, %zmm12, %zmm3
	vpmuludq	%zmm26, %zmm11, %zmm6
	vpmuludq	%zmm26, %zmm14, %zmm4
	vpmuludq	%zmm26, %zmm13, %zmm16
	vmovdqu64	2000(%rsp), %zmm15
	vpternlogq	$150, %zmm15, %zmm18, %zmm2
	vpternlogq	$150, %zmm15, %zmm1, %zmm5
	vpternlogq	$150, %zmm15, %zmm31, %zmm8
	vpternlogq	$150, %zmm15, %zmm10, %zmm9
	vpternlogq	$150, %zmm15, %zmm6, %zmm11
	vpternlogq	$150, %zmm15, %zmm3, %zmm12
	vpternlogq	$150, %zmm15, %zmm16, %zmm13
	vpternlogq	$150, %zmm15, %zmm4, %zmm14
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm13, %zmm13
	vpbroadcastq	.LCPI0_5(%rip), %zmm7
	vpmuludq	%zmm7, %zmm2, %zmm20
	vpmuludq	%zmm7, %zmm5, %zmm25
	vpmuludq	%zmm7, %zmm8, %zmm15
	vpmuludq	%zmm7, %zmm9, %zmm8
	vpmuludq	%zmm7, %zmm11, %zmm17
	vpmuludq	%zmm7, %zmm12, %zmm9
	vpmuludq	%zmm7, %zmm13, %zmm0
	vmovdqu64	%zmm0, (%rsp)
	vpmuludq	%zmm7, %zmm14, %zmm12
	vmovdqu64	%zmm12, 208(%rsp)
	vpsrlq	$32, %zmm25, %zmm5
	vpsrlq	$32, %zmm20, %zmm11
	vpsrlq	$32, %zmm8, %zmm13
	vpsrlq	$32, %zmm15, %zmm14
	vpsrlq	$32, %zmm9, %zmm19
	vpsrlq	$32, %zmm17, %zmm21
	vpsrlq	$32, %zmm12, %zmm22
	vpsrlq	$32, %zmm0, %zmm23
	vmovdqu64	3216(%rsp), %zmm27
	vpxorq	%zmm27, %zmm11, %zmm11
	vpmuludq	%zmm26, %zmm11, %zmm0
	vmovdqu64	%zmm0, 144(%rsp)
	vpxorq	%zmm27, %zmm5, %zmm5
	vpxorq	%zmm27, %zmm14, %zmm11
	vpmuludq	%zmm26, %zmm5, %zmm30
	vmovdqu64	%zmm30, 272(%rsp)
	vpmuludq	%zmm26, %zmm11, %zmm29
	vmovdqu64	%zmm29, 400(%rsp)
	vpxorq	%zmm27, %zmm13, %zmm5
	vpmuludq	%zmm26, %zmm5, %zmm11
	vmovdqu64	%zmm11, 592(%rsp)
	vpxorq	%zmm27, %zmm21, %zmm5
	vpxorq	%zmm27, %zmm19, %zmm14
	vpmuludq	%zmm26, %zmm5, %zmm28
	vpmuludq	%zmm26, %zmm14, %zmm24
	vmovdqu64	%zmm24, 2256(%rsp)
	vpxorq	%zmm27, %zmm23, %zmm5
	vpmuludq	%zmm26, %zmm5, %zmm12
	vpxorq	%zmm27, %zmm22, %zmm5
	vpmuludq	%zmm26, %zmm5, %zmm5
	vmovdqu64	%zmm5, 912(%rsp)
	vpsrlq	$32, %zmm30, %zmm23
	vmovdqu64	3280(%rsp), %zmm21
	vpxorq	%zmm1, %zmm21, %zmm1
	vpmuludq	%zmm7, %zmm1, %zmm1
	vpxorq	%zmm18, %zmm21, %zmm5
	vpmuludq	%zmm7, %zmm5, %zmm27
	vpxorq	%zmm10, %zmm21, %zmm5
	vpsrlq	$32, %zmm0, %zmm14
	vpmuludq	%zmm7, %zmm5, %zmm10
	vpxorq	%zmm31, %zmm21, %zmm5
	vpmuludq	%zmm7, %zmm5, %zmm19
	vpxorq	%zmm3, %zmm21, %zmm3
	vpmuludq	%zmm7, %zmm3, %zmm3
	vpsrlq	$32, %zmm11, %zmm0
	vmovdqu64	%zmm0, 528(%rsp)
	vpxorq	%zmm6, %zmm21, %zmm6
	vpmuludq	%zmm7, %zmm6, %zmm13
	vpxorq	%zmm4, %zmm21, %zmm4
	vpmuludq	%zmm7, %zmm4, %zmm4
	vpxorq	%zmm16, %zmm21, %zmm0
	vpsrlq	$32, %zmm29, %zmm5
	vpmuludq	%zmm7, %zmm0, %zmm29
	vpsrlq	$32, %zmm27, %zmm31
	vpsrlq	$32, %zmm1, %zmm21
	vmovdqa64	%zmm1, %zmm6
	vpsrlq	$32, %zmm19, %zmm11
	vmovdqu64	1456(%rsp), %zmm30
	vpternlogq	$150, %zmm30, %zmm25, %zmm21
	vpsrlq	$32, %zmm24, %zmm1
	vpsrlq	$32, %zmm10, %zmm24
	vpternlogq	$150, %zmm30, %zmm20, %zmm31
	vpsrlq	$32, %zmm13, %zmm20
	vpternlogq	$150, %zmm30, %zmm8, %zmm24
	vpternlogq	$150, %zmm30, %zmm15, %zmm11
	vpsrlq	$32, %zmm28, %zmm16
	vmovdqa64	%zmm28, %zmm25
	vpsrlq	$32, %zmm3, %zmm8
	vpternlogq	$150, %zmm30, %zmm9, %zmm8
	vpsrlq	$32, %zmm4, %zmm18
	vpternlogq	$150, %zmm30, %zmm17, %zmm20
	vpternlogq	$150, 208(%rsp), %zmm30, %zmm18
	vpsrlq	$32, %zmm12, %zmm17
	vmovdqa64	%zmm12, %zmm22
	vpsrlq	$32, %zmm29, %zmm9
	vpternlogq	$150, (%rsp), %zmm30, %zmm9
	vmovdqu64	3152(%rsp), %zmm30
	vpxorq	%zmm30, %zmm14, %zmm2
	vpmuludq	%zmm7, %zmm2, %zmm28
	vmovdqu64	%zmm28, 656(%rsp)
	vpxorq	%zmm30, %zmm23, %zmm2
	vpmuludq	%zmm7, %zmm2, %zmm15
	vmovdqu64	%zmm15, 1136(%rsp)
	vpxorq	%zmm30, %zmm5, %zmm2
	vpmuludq	%zmm7, %zmm2, %zmm23
	vmovdqu64	%zmm23, 336(%rsp)
	vpxorq	528(%rsp), %zmm30, %zmm2
	vpmuludq	%zmm7, %zmm2, %zmm0
	vmovdqu64	%zmm0, 1200(%rsp)
	vpxorq	%zmm30, %zmm16, %zmm2
	vpmuludq	%zmm7, %zmm2, %zmm16
	vmovdqu64	%zmm16, 528(%rsp)
	vpxorq	%zmm30, %zmm1, %zmm2
	vpmuludq	%zmm7, %zmm2, %zmm1
	vmovdqu64	%zmm1, 1264(%rsp)
	vpxorq	%zmm30, %zmm17, %zmm5
	vpmuludq	%zmm7, %zmm5, %zmm14
	vmovdqu64	%zmm14, (%rsp)
	vpsrlq	$32, %zmm28, %zmm17
	vmovdqu64	1776(%rsp), %zmm2
	vpternlogq	$150, %zmm27, %zmm2, %zmm17
	vpsrlq	$32, %zmm15, %zmm28
	vpternlogq	$150, %zmm6, %zmm2, %zmm28
	vpsrlq	$32, %zmm23, %zmm5
	vpternlogq	$150, %zmm19, %zmm2, %zmm5
	vpsrlq	$32, %zmm0, %zmm27
	vpternlogq	$150, %zmm10, %zmm2, %zmm27
	vpsrlq	$32, %zmm16, %zmm10
	vpternlogq	$150, %zmm13, %zmm2, %zmm10
	vpsrlq	$32, %zmm1, %zmm16
	vpternlogq	$150, %zmm3, %zmm2, %zmm16
	vpsrlq	$32, %zmm14, %zmm0
	vpternlogq	$150, %zmm29, %zmm2, %zmm0
	vmovdqu64	%zmm0, 3792(%rsp)
	vmovdqu64	912(%rsp), %zmm1
	vpsrlq	$32, %zmm1, %zmm0
	vpxorq	%zmm30, %zmm0, %zmm0
	vpmuludq	%zmm7, %zmm0, %zmm23
	vpsrlq	$32, %zmm23, %zmm12
	vpternlogq	$150, %zmm4, %zmm2, %zmm12
	vpmuludq	%zmm26, %zmm31, %zmm0
	vmovdqu64	%zmm0, 208(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vmovdqu64	2064(%rsp), %zmm14
	vpternlogq	$150, 144(%rsp), %zmm14, %zmm2
	vpmuludq	%zmm26, %zmm21, %zmm30
	vpsrlq	$32, %zmm30, %zmm15
	vpternlogq	$150, 272(%rsp), %zmm14, %zmm15
	vpmuludq	%zmm26, %zmm11, %zmm0
	vmovdqu64	%zmm0, 3856(%rsp)
	vpsrlq	$32, %zmm0, %zmm6
	vpternlogq	$150, 400(%rsp), %zmm14, %zmm6
	vpmuludq	%zmm26, %zmm24, %zmm21
	vpsrlq	$32, %zmm21, %zmm11
	vpternlogq	$150, 592(%rsp), %zmm14, %zmm11
	vpmuludq	%zmm26, %zmm20, %zmm0
	vmovdqu64	%zmm0, 400(%rsp)
	vpsrlq	$32, %zmm0, %zmm20
	vpternlogq	$150, %zmm14, %zmm25, %zmm20
	vpmuludq	%zmm26, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm13
	vpternlogq	$150, 2256(%rsp), %zmm14, %zmm13
	vpmuludq	%zmm26, %zmm9, %zmm0
	vmovdqu64	%zmm0, 144(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vpternlogq	$150, %zmm14, %zmm22, %zmm3
	vpmuludq	%zmm26, %zmm18, %zmm9
	vpsrlq	$32, %zmm9, %zmm0
	vpternlogq	$150, %zmm14, %zmm1, %zmm0
	vpmuludq	%zmm7, %zmm15, %zmm1
	vmovdqu64	%zmm1, 592(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vmovdqu64	1328(%rsp), %zmm31
	vpternlogq	$150, 1136(%rsp), %zmm31, %zmm1
	vmovdqu64	%zmm1, 272(%rsp)
	vpmuludq	%zmm7, %zmm2, %zmm14
	vpsrlq	$32, %zmm14, %zmm25
	vpternlogq	$150, 656(%rsp), %zmm31, %zmm25
	vpmuludq	%zmm7, %zmm11, %zmm1
	vmovdqu64	%zmm1, 656(%rsp)
	vpsrlq	$32, %zmm1, %zmm11
	vpternlogq	$150, 1200(%rsp), %zmm31, %zmm11
	vpmuludq	%zmm7, %zmm6, %zmm15
	vpsrlq	$32, %zmm15, %zmm4
	vpternlogq	$150, 336(%rsp), %zmm31, %zmm4
	vpmuludq	%zmm7, %zmm13, %zmm1
	vmovdqu64	%zmm1, 336(%rsp)
	vpsrlq	$32, %zmm1, %zmm6
	vpternlogq	$150, 1264(%rsp), %zmm31, %zmm6
	vpmuludq	%zmm7, %zmm20, %zmm19
	vpsrlq	$32, %zmm19, %zmm2
	vpternlogq	$150, 528(%rsp), %zmm31, %zmm2
	vpmuludq	%zmm7, %zmm0, %zmm0
	vmovdqu64	%zmm0, 528(%rsp)
	vpsrlq	$32, %zmm0, %zmm13
	vpternlogq	$150, %zmm31, %zmm23, %zmm13
	vpmuludq	%zmm7, %zmm3, %zmm24
	vpsrlq	$32, %zmm24, %zmm23
	vpternlogq	$150, (%rsp), %zmm31, %zmm23
	vpmuludq	%zmm26, %zmm28, %zmm0
	vmovdqu64	%zmm0, (%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vmovdqu64	2128(%rsp), %zmm31
	vpternlogq	$150, %zmm30, %zmm31, %zmm1
	vpmuludq	%zmm26, %zmm17, %zmm30
	vpsrlq	$32, %zmm30, %zmm20
	vpternlogq	$150, 208(%rsp), %zmm31, %zmm20
	vpmuludq	%zmm26, %zmm27, %zmm0
	vmovdqu64	%zmm0, 208(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, %zmm21, %zmm31, %zmm17
	vpmuludq	%zmm26, %zmm5, %zmm29
	vpsrlq	$32, %zmm29, %zmm5
	vpternlogq	$150, 3856(%rsp), %zmm31, %zmm5
	vpmuludq	%zmm26, %zmm16, %zmm0
	vmovdqu64	%zmm0, 912(%rsp)
	vpsrlq	$32, %zmm0, %zmm28
	vpternlogq	$150, %zmm8, %zmm31, %zmm28
	vpmuludq	%zmm26, %zmm10, %zmm8
	vpsrlq	$32, %zmm8, %zmm27
	vpternlogq	$150, 400(%rsp), %zmm31, %zmm27
	vpmuludq	%zmm26, %zmm12, %zmm0
	vmovdqu64	%zmm0, 400(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm9, %zmm31, %zmm0
	vpmuludq	3792(%rsp), %zmm26, %zmm9
	vpsrlq	$32, %zmm9, %zmm18
	vpternlogq	$150, 144(%rsp), %zmm31, %zmm18
	vpmuludq	%zmm7, %zmm20, %zmm3
	vmovdqu64	%zmm3, 144(%rsp)
	vpsrlq	$32, %zmm3, %zmm16
	vmovdqu64	3472(%rsp), %zmm20
	vpternlogq	$150, %zmm14, %zmm20, %zmm16
	vpmuludq	%zmm7, %zmm1, %zmm22
	vpsrlq	$32, %zmm22, %zmm1
	vpternlogq	$150, 592(%rsp), %zmm20, %zmm1
	vpmuludq	%zmm7, %zmm5, %zmm3
	vmovdqu64	%zmm3, 1264(%rsp)
	vpsrlq	$32, %zmm3, %zmm14
	vpternlogq	$150, %zmm15, %zmm20, %zmm14
	vpmuludq	%zmm7, %zmm17, %zmm21
	vpsrlq	$32, %zmm21, %zmm3
	vpternlogq	$150, 656(%rsp), %zmm20, %zmm3
	vpmuludq	%zmm7, %zmm27, %zmm5
	vmovdqu64	%zmm5, 1200(%rsp)
	vpsrlq	$32, %zmm5, %zmm15
	vpternlogq	$150, %zmm19, %zmm20, %zmm15
	vpmuludq	%zmm7, %zmm28, %zmm28
	vpsrlq	$32, %zmm28, %zmm17
	vpternlogq	$150, 336(%rsp), %zmm20, %zmm17
	vpmuludq	%zmm7, %zmm18, %zmm5
	vmovdqu64	%zmm5, 336(%rsp)
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm24, %zmm20, %zmm5
	vpmuludq	%zmm7, %zmm0, %zmm24
	vpsrlq	$32, %zmm24, %zmm18
	vpternlogq	$150, 528(%rsp), %zmm20, %zmm18
	vpmuludq	%zmm26, %zmm25, %zmm0
	vmovdqu64	%zmm0, 592(%rsp)
	vpsrlq	$32, %zmm0, %zmm10
	vmovdqu64	3536(%rsp), %zmm20
	vpternlogq	$150, %zmm20, %zmm30, %zmm10
	vpmuludq	272(%rsp), %zmm26, %zmm31
	vpsrlq	$32, %zmm31, %zmm25
	vpternlogq	$150, (%rsp), %zmm20, %zmm25
	vpmuludq	%zmm26, %zmm4, %zmm0
	vmovdqu64	%zmm0, (%rsp)
	vpsrlq	$32, %zmm0, %zmm19
	vpternlogq	$150, %zmm20, %zmm29, %zmm19
	vpmuludq	%zmm26, %zmm11, %zmm29
	vpsrlq	$32, %zmm29, %zmm11
	vpternlogq	$150, 208(%rsp), %zmm20, %zmm11
	vpmuludq	%zmm26, %zmm2, %zmm0
	vmovdqu64	%zmm0, 208(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm20, %zmm8, %zmm0
	vpmuludq	%zmm26, %zmm6, %zmm8
	vpsrlq	$32, %zmm8, %zmm12
	vpternlogq	$150, 912(%rsp), %zmm20, %zmm12
	vpmuludq	%zmm26, %zmm23, %zmm2
	vmovdqu64	%zmm2, 656(%rsp)
	vpsrlq	$32, %zmm2, %zmm23
	vpternlogq	$150, %zmm20, %zmm9, %zmm23
	vpmuludq	%zmm26, %zmm13, %zmm9
	vpsrlq	$32, %zmm9, %zmm13
	vpternlogq	$150, 400(%rsp), %zmm20, %zmm13
	vpmuludq	%zmm7, %zmm25, %zmm25
	vpsrlq	$32, %zmm25, %zmm4
	vmovdqu64	3600(%rsp), %zmm2
	vpternlogq	$150, %zmm2, %zmm22, %zmm4
	vmovdqu64	%zmm4, 272(%rsp)
	vpmuludq	%zmm7, %zmm10, %zmm4
	vmovdqu64	%zmm4, 912(%rsp)
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, 144(%rsp), %zmm2, %zmm4
	vpmuludq	%zmm7, %zmm11, %zmm10
	vmovdqu64	%zmm10, 528(%rsp)
	vpsrlq	$32, %zmm10, %zmm11
	vpternlogq	$150, %zmm2, %zmm21, %zmm11
	vpmuludq	%zmm7, %zmm19, %zmm27
	vpsrlq	$32, %zmm27, %zmm19
	vpternlogq	$150, 1264(%rsp), %zmm2, %zmm19
	vpmuludq	%zmm7, %zmm12, %zmm10
	vmovdqu64	%zmm10, 1264(%rsp)
	vpsrlq	$32, %zmm10, %zmm12
	vpternlogq	$150, %zmm2, %zmm28, %zmm12
	vpmuludq	%zmm7, %zmm0, %zmm0
	vmovdqu64	%zmm0, 1136(%rsp)
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, 1200(%rsp), %zmm2, %zmm22
	vpmuludq	%zmm7, %zmm13, %zmm0
	vmovdqu64	%zmm0, 1200(%rsp)
	vpsrlq	$32, %zmm0, %zmm13
	vpternlogq	$150, %zmm2, %zmm24, %zmm13
	vpmuludq	%zmm7, %zmm23, %zmm10
	vpsrlq	$32, %zmm10, %zmm23
	vpternlogq	$150, 336(%rsp), %zmm2, %zmm23
	vpmuludq	%zmm26, %zmm1, %zmm0
	vmovdqu64	%zmm0, 400(%rsp)
	vpsrlq	$32, %zmm0, %zmm28
	vmovdqu64	2384(%rsp), %zmm6
	vpternlogq	$150, %zmm31, %zmm6, %zmm28
	vpmuludq	%zmm26, %zmm16, %zmm20
	vpsrlq	$32, %zmm20, %zmm21
	vpternlogq	$150, 592(%rsp), %zmm6, %zmm21
	vpmuludq	%zmm26, %zmm3, %zmm0
	vmovdqu64	%zmm0, 336(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vpternlogq	$150, %zmm29, %zmm6, %zmm3
	vpmuludq	%zmm26, %zmm14, %zmm31
	vpsrlq	$32, %zmm31, %zmm29
	vpternlogq	$150, (%rsp), %zmm6, %zmm29
	vpmuludq	%zmm26, %zmm17, %zmm0
	vmovdqu64	%zmm0, (%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vpternlogq	$150, %zmm8, %zmm6, %zmm2
	vpmuludq	%zmm26, %zmm15, %zmm16
	vpsrlq	$32, %zmm16, %zmm30
	vpternlogq	$150, 208(%rsp), %zmm6, %zmm30
	vpmuludq	%zmm26, %zmm18, %zmm0
	vmovdqu64	%zmm0, 208(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vpternlogq	$150, %zmm9, %zmm6, %zmm1
	vpmuludq	%zmm26, %zmm5, %zmm9
	vpsrlq	$32, %zmm9, %zmm0
	vpternlogq	$150, 656(%rsp), %zmm6, %zmm0
	vpmuludq	%zmm7, %zmm21, %zmm5
	vmovdqu64	%zmm5, 144(%rsp)
	vpsrlq	$32, %zmm5, %zmm5
	vmovdqu64	2448(%rsp), %zmm24
	vpternlogq	$150, 912(%rsp), %zmm24, %zmm5
	vmovdqu64	%zmm5, 592(%rsp)
	vpmuludq	%zmm7, %zmm28, %zmm14
	vpsrlq	$32, %zmm14, %zmm15
	vpternlogq	$150, %zmm25, %zmm24, %zmm15
	vpmuludq	%zmm7, %zmm29, %zmm29
	vpsrlq	$32, %zmm29, %zmm6
	vpternlogq	$150, %zmm27, %zmm24, %zmm6
	vpmuludq	%zmm7, %zmm3, %zmm21
	vpsrlq	$32, %zmm21, %zmm17
	vpternlogq	$150, 528(%rsp), %zmm24, %zmm17
	vpmuludq	%zmm7, %zmm30, %zmm3
	vmovdqu64	%zmm3, 912(%rsp)
	vpsrlq	$32, %zmm3, %zmm8
	vpternlogq	$150, 1136(%rsp), %zmm24, %zmm8
	vpmuludq	%zmm7, %zmm2, %zmm30
	vpsrlq	$32, %zmm30, %zmm18
	vpternlogq	$150, 1264(%rsp), %zmm24, %zmm18
	vpmuludq	%zmm7, %zmm0, %zmm0
	vmovdqu64	%zmm0, 1136(%rsp)
	vpsrlq	$32, %zmm0, %zmm28
	vpternlogq	$150, %zmm10, %zmm24, %zmm28
	vpmuludq	%zmm7, %zmm1, %zmm5
	vpsrlq	$32, %zmm5, %zmm25
	vpternlogq	$150, 1200(%rsp), %zmm24, %zmm25
	vpmuludq	%zmm26, %zmm4, %zmm0
	vmovdqu64	%zmm0, 1200(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	2512(%rsp), %zmm4
	vpternlogq	$150, %zmm4, %zmm20, %zmm0
	vpmuludq	272(%rsp), %zmm26, %zmm10
	vpsrlq	$32, %zmm10, %zmm3
	vpternlogq	$150, 400(%rsp), %zmm4, %zmm3
	vpmuludq	%zmm26, %zmm19, %zmm19
	vpsrlq	$32, %zmm19, %zmm1
	vpternlogq	$150, %zmm4, %zmm31, %zmm1
	vpmuludq	%zmm26, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm20
	vpternlogq	$150, 336(%rsp), %zmm4, %zmm20
	vpmuludq	%zmm26, %zmm22, %zmm24
	vpsrlq	$32, %zmm24, %zmm22
	vpternlogq	$150, %zmm4, %zmm16, %zmm22
	vpmuludq	%zmm26, %zmm12, %zmm12
	vpsrlq	$32, %zmm12, %zmm27
	vpternlogq	$150, (%rsp), %zmm4, %zmm27
	vpmuludq	%zmm26, %zmm23, %zmm23
	vpsrlq	$32, %zmm23, %zmm2
	vpternlogq	$150, %zmm4, %zmm9, %zmm2
	vpmuludq	%zmm26, %zmm13, %zmm9
	vpsrlq	$32, %zmm9, %zmm13
	vpternlogq	$150, 208(%rsp), %zmm4, %zmm13
	vpmuludq	%zmm7, %zmm3, %zmm3
	vmovdqu64	%zmm3, 208(%rsp)
	vpsrlq	$32, %zmm3, %zmm4
	vmovdqu64	2576(%rsp), %zmm16
	vpternlogq	$150, %zmm16, %zmm14, %zmm4
	vpmuludq	%zmm7, %zmm0, %zmm0
	vmovdqu64	%zmm0, 336(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 144(%rsp), %zmm16, %zmm0
	vpmuludq	%zmm7, %zmm20, %zmm3
	vmovdqu64	%zmm3, 656(%rsp)
	vpsrlq	$32, %zmm3, %zmm20
	vpternlogq	$150, %zmm16, %zmm21, %zmm20
	vpmuludq	%zmm7, %zmm1, %zmm1
	vmovdqu64	%zmm1, 1264(%rsp)
	vpsrlq	$32, %zmm1, %zmm21
	vpternlogq	$150, %zmm16, %zmm29, %zmm21
	vpmuludq	%zmm7, %zmm27, %zmm1
	vmovdqu64	%zmm1, 528(%rsp)
	vpsrlq	$32, %zmm1, %zmm29
	vpternlogq	$150, %zmm16, %zmm30, %zmm29
	vpmuludq	%zmm7, %zmm22, %zmm27
	vpsrlq	$32, %zmm27, %zmm3
	vpternlogq	$150, 912(%rsp), %zmm16, %zmm3
	vpmuludq	%zmm7, %zmm13, %zmm30
	vpsrlq	$32, %zmm30, %zmm22
	vpternlogq	$150, %zmm16, %zmm5, %zmm22
	vpmuludq	%zmm7, %zmm2, %zmm14
	vpsrlq	$32, %zmm14, %zmm13
	vpternlogq	$150, 1136(%rsp), %zmm16, %zmm13
	vpmuludq	%zmm26, %zmm15, %zmm1
	vmovdqu64	%zmm1, 144(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vmovdqu64	2640(%rsp), %zmm31
	vpternlogq	$150, %zmm10, %zmm31, %zmm2
	vpmuludq	592(%rsp), %zmm26, %zmm1
	vmovdqu64	%zmm1, 400(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 1200(%rsp), %zmm31, %zmm1
	vpmuludq	%zmm26, %zmm17, %zmm17
	vpsrlq	$32, %zmm17, %zmm5
	vpternlogq	$150, %zmm11, %zmm31, %zmm5
	vpmuludq	%zmm26, %zmm6, %zmm15
	vpsrlq	$32, %zmm15, %zmm6
	vpternlogq	$150, %zmm19, %zmm31, %zmm6
	vpmuludq	%zmm26, %zmm18, %zmm18
	vpsrlq	$32, %zmm18, %zmm19
	vpternlogq	$150, %zmm12, %zmm31, %zmm19
	vpmuludq	%zmm26, %zmm8, %zmm11
	vpsrlq	$32, %zmm11, %zmm10
	vpternlogq	$150, %zmm24, %zmm31, %zmm10
	vpmuludq	%zmm26, %zmm25, %zmm8
	vmovdqu64	%zmm8, (%rsp)
	vpsrlq	$32, %zmm8, %zmm24
	vpternlogq	$150, %zmm9, %zmm31, %zmm24
	vpmuludq	%zmm26, %zmm28, %zmm16
	vpsrlq	$32, %zmm16, %zmm9
	vpternlogq	$150, %zmm23, %zmm31, %zmm9
	vpmuludq	%zmm26, %zmm0, %zmm8
	vpmuludq	%zmm26, %zmm4, %zmm12
	vpmovqd	%zmm12, %ymm0
	vpmovqd	%zmm8, %ymm4
	vinserti64x4	$1, %ymm4, %zmm0, %zmm0
	vmovdqu64	%zmm0, 272(%rsp)
	vpmuludq	%zmm26, %zmm21, %zmm21
	vpmuludq	%zmm26, %zmm20, %zmm31
	vpmovqd	%zmm31, %ymm0
	vpmovqd	%zmm21, %ymm4
	vinserti64x4	$1, %ymm4, %zmm0, %zmm0
	vmovdqu64	%zmm0, 592(%rsp)
	vpmuludq	%zmm26, %zmm3, %zmm0
	vpmuludq	%zmm26, %zmm29, %zmm20
	vpmovqd	%zmm20, %ymm3
	vpmovqd	%zmm0, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm29
	vpmuludq	%zmm7, %zmm1, %zmm1
	vpmuludq	%zmm7, %zmm2, %zmm2
	vpmovqd	%zmm2, %ymm3
	vpmovqd	%zmm1, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm28
	vpmuludq	%zmm7, %zmm6, %zmm3
	vpmuludq	%zmm7, %zmm5, %zmm5
	vpmovqd	%zmm5, %ymm4
	vpmovqd	%zmm3, %ymm6
	vinserti64x4	$1, %ymm6, %zmm4, %zmm6
	vpmuludq	%zmm7, %zmm10, %zmm10
	vpmuludq	%zmm7, %zmm19, %zmm19
	vpmovqd	%zmm19, %ymm4
	vpmovqd	%zmm10, %ymm25
	vinserti64x4	$1, %ymm25, %zmm4, %zmm4
	vpsrlq	$32, %zmm1, %zmm1
	vpxorq	336(%rsp), %zmm1, %zmm25
	vpsrlq	$32, %zmm2, %zmm1
	vpxorq	208(%rsp), %zmm1, %zmm2
	vpsrlq	$32, %zmm3, %zmm1
	vpxorq	1264(%rsp), %zmm1, %zmm3
	vpsrlq	$32, %zmm5, %zmm1
	vpxorq	656(%rsp), %zmm1, %zmm5
	vpsrlq	$32, %zmm10, %zmm1
	vpxorq	%zmm27, %zmm1, %zmm10
	vpsrlq	$32, %zmm19, %zmm1
	vpxorq	528(%rsp), %zmm1, %zmm19
	vpmuludq	%zmm7, %zmm9, %zmm1
	vpsrlq	$32, %zmm1, %zmm9
	vpxorq	%zmm14, %zmm9, %zmm9
	vpmuludq	%zmm7, %zmm24, %zmm14
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm14, %ymm23
	vinserti64x4	$1, %ymm1, %zmm23, %zmm1
	vpsrlq	$32, %zmm14, %zmm14
	vpxorq	%zmm30, %zmm14, %zmm14
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm25, %ymm23
	vinserti64x4	$1, %ymm23, %zmm2, %zmm2
	vpsrlq	$32, %zmm8, %zmm8
	vpxorq	400(%rsp), %zmm8, %zmm8
	vpsrlq	$32, %zmm12, %zmm12
	vpxorq	144(%rsp), %zmm12, %zmm12
	vpsrlq	$32, %zmm21, %zmm21
	vpxorq	%zmm15, %zmm21, %zmm15
	vpsrlq	$32, %zmm31, %zmm7
	vpxorq	%zmm17, %zmm7, %zmm7
	vpsrlq	$32, %zmm0, %zmm0
	vpxorq	%zmm11, %zmm0, %zmm17
	vpmovqd	%zmm5, %ymm0
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm0, %zmm3
	vpsrlq	$32, %zmm20, %zmm0
	vpxorq	%zmm18, %zmm0, %zmm5
	vpmuludq	%zmm26, %zmm13, %zmm0
	vpmovqd	%zmm19, %ymm13
	vpmovqd	%zmm10, %ymm10
	vinserti64x4	$1, %ymm10, %zmm13, %zmm10
	vpsrlq	$32, %zmm0, %zmm13
	vpxorq	%zmm16, %zmm13, %zmm13
	vpmuludq	%zmm26, %zmm22, %zmm18
	vpmovqd	%zmm14, %ymm14
	vpmovqd	%zmm9, %ymm9
	vinserti64x4	$1, %ymm9, %zmm14, %zmm9
	vpsrlq	$32, %zmm18, %zmm14
	vpxorq	(%rsp), %zmm14, %zmm14
	vmovdqu64	2704(%rsp), %zmm11
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
	vmovdqu64	2768(%rsp), %zmm3
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
	vmovups	272(%rsp), %zmm1
	vmovups	%zmm1, -192(%rcx)
	vmovups	592(%rsp), %zmm1
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
	leaq	73304(%rsp), %rcx
	movq	%r14, %rdx
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
	vbroadcastss	.LCPI0_11(%rip), %zmm9
	vaddps	%zmm9, %zmm0, %zmm4
	vaddps	%zmm9, %zmm1, %zmm1
	vaddps	%zmm9, %zmm2, %zmm7
	vaddps	%zmm9, %zmm3, %zmm0
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
	vmovupd	%zmm3, 208(%rsp)
	vmulpd	%zmm7, %zmm2, %zmm8
	vmovupd	%zmm8, 400(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm1
	vmovupd	%zmm1, 272(%rsp)
	vmulpd	%zmm7, %zmm4, %zmm10
	vmovupd	%zmm10, (%rsp)
	vmulpd	%zmm7, %zmm5, %zmm2
	vmovupd	%zmm2, 592(%rsp)
	vmulpd	%zmm7, %zmm6, %zmm13
	vmulpd	%zmm7, %zmm0, %zmm4
	vmovupd	%zmm4, 144(%rsp)
	vmulpd	%zmm7, %zmm14, %zmm15
	vbroadcastsd	.LCPI0_27(%rip), %zmm0
	vaddpd	%zmm0, %zmm8, %zmm17
	vaddpd	%zmm0, %zmm3, %zmm25
	vaddpd	%zmm0, %zmm10, %zmm22
	vaddpd	%zmm0, %zmm1, %zmm26
	vaddpd	%zmm0, %zmm13, %zmm23
	vaddpd	%zmm0, %zmm2, %zmm27
	vaddpd	%zmm0, %zmm15, %zmm24
	vaddpd	%zmm0, %zmm4, %zmm18
	vpbroadcastq	.LCPI0_41(%rip), %zmm0
	vptestnmq	%zmm0, %zmm25, %k0
	vptestnmq	%zmm0, %zmm17, %k1
	kunpckbw	%k0, %k1, %k1
	kmovw	%k1, 336(%rsp)
	vptestnmq	%zmm0, %zmm26, %k0
	vptestnmq	%zmm0, %zmm22, %k1
	kunpckbw	%k0, %k1, %k3
	vptestnmq	%zmm0, %zmm27, %k0
	vptestnmq	%zmm0, %zmm23, %k1
	kunpckbw	%k0, %k1, %k4
	vptestnmq	%zmm0, %zmm18, %k0
	vptestnmq	%zmm0, %zmm24, %k1
	kunpckbw	%k0, %k1, %k1
	kmovw	%k1, 656(%rsp)
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
	vaddps	%zmm9, %zmm0, %zmm0
	vaddps	%zmm9, %zmm1, %zmm1
	vaddps	%zmm9, %zmm2, %zmm2
	vaddps	%zmm9, %zmm3, %zmm3
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
	vbroadcastss	.LCPI0_18(%rip), %zmm29
	vaddps	%zmm29, %zmm1, %zmm16
	vaddps	%zmm29, %zmm2, %zmm19
	vaddps	%zmm29, %zmm3, %zmm20
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
	vmulps	%zmm9, %zmm1, %zmm8
	vmulps	%zmm8, %zmm1, %zmm8
	vaddps	%zmm21, %zmm8, %zmm21
	vmulps	%zmm21, %zmm16, %zmm16
	vmulps	%zmm9, %zmm2, %zmm21
	vmulps	%zmm21, %zmm2, %zmm21
	vaddps	%zmm28, %zmm21, %zmm28
	vmulps	%zmm28, %zmm19, %zmm19
	vmulps	%zmm9, %zmm3, %zmm28
	vmulps	%zmm28, %zmm3, %zmm28
	vaddps	%zmm29, %zmm28, %zmm29
	vmulps	%zmm29, %zmm20, %zmm20
	vmulps	%zmm9, %zmm4, %zmm29
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
	vmovupd	400(%rsp), %zmm9
	vsubpd	%zmm2, %zmm9, %zmm2
	vmovupd	208(%rsp), %zmm9
	vsubpd	%zmm1, %zmm9, %zmm1
	vmovupd	(%rsp), %zmm9
	vsubpd	%zmm4, %zmm9, %zmm4
	vmovupd	272(%rsp), %zmm9
	vsubpd	%zmm3, %zmm9, %zmm11
	vsubpd	%zmm6, %zmm13, %zmm12
	vmovupd	592(%rsp), %zmm3
	vsubpd	%zmm5, %zmm3, %zmm5
	vsubpd	%zmm8, %zmm15, %zmm8
	vmovupd	144(%rsp), %zmm3
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
	kmovw	%k5, 528(%rsp)
	vblendmps	%zmm3, %zmm10, %zmm21 {%k5}
	vblendmps	%zmm1, %zmm11, %zmm22 {%k6}
	vblendmps	%zmm2, %zmm12, %zmm23 {%k7}
	vmovaps	%zmm5, %zmm13 {%k2}
	kmovq	%k2, %k5
	vmovaps	%zmm6, %zmm17 {%k1}
	vmovaps	%zmm7, %zmm18 {%k6}
	vmovaps	%zmm8, %zmm19 {%k7}
	kmovw	336(%rsp), %k1
	vblendmps	%zmm20, %zmm13, %zmm5 {%k1}
	kmovq	%k3, %k2
	vblendmps	%zmm21, %zmm17, %zmm6 {%k3}
	kmovq	%k4, %k3
	vblendmps	%zmm22, %zmm18, %zmm7 {%k4}
	kmovw	656(%rsp), %k4
	vblendmps	%zmm23, %zmm19, %zmm8 {%k4}
	vmovaps	%zmm9, %zmm4 {%k5}
	kmovw	528(%rsp), %k5
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
	vbroadcastss	.LCPI0_11(%rip), %zmm19
	vaddps	%zmm19, %zmm0, %zmm4
	vaddps	%zmm19, %zmm1, %zmm1
	vaddps	%zmm19, %zmm2, %zmm7
	vaddps	%zmm19, %zmm3, %zmm0
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
	vmovupd	%zmm1, 272(%rsp)
	vmulpd	%zmm7, %zmm8, %zmm2
	vmovupd	%zmm2, 592(%rsp)
	vbroadcastsd	.LCPI0_27(%rip), %zmm0
	vaddpd	%zmm0, %zmm25, %zmm26
	vaddpd	%zmm0, %zmm22, %zmm27
	vaddpd	%zmm0, %zmm18, %zmm23
	vaddpd	%zmm0, %zmm17, %zmm24
	vaddpd	%zmm0, %zmm12, %zmm13
	vaddpd	%zmm0, %zmm11, %zmm15
	vaddpd	%zmm0, %zmm2, %zmm2
	vaddpd	%zmm0, %zmm1, %zmm1
	vpbroadcastq	.LCPI0_41(%rip), %zmm0
	vptestnmq	%zmm0, %zmm27, %k0
	vptestnmq	%zmm0, %zmm26, %k1
	kunpckbw	%k0, %k1, %k1
	kmovw	%k1, 144(%rsp)
	vptestnmq	%zmm0, %zmm24, %k0
	vptestnmq	%zmm0, %zmm23, %k1
	kunpckbw	%k0, %k1, %k3
	vptestnmq	%zmm0, %zmm15, %k0
	vptestnmq	%zmm0, %zmm13, %k1
	kunpckbw	%k0, %k1, %k2
	vmovupd	%zmm1, 208(%rsp)
	vptestnmq	%zmm0, %zmm1, %k0
	vmovupd	%zmm2, 400(%rsp)
	vptestnmq	%zmm0, %zmm2, %k1
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
	vptestnmq	%zmm0, %zmm2, %k5
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
	vbroadcastsd	.LCPI0_37(%rip), %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm2, %zmm2, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm3, %zmm3, %zmm6
	vmulpd	%zmm4, %zmm6, %zmm4
	vmulpd	%zmm28, %zmm2, %zmm2
	vmulpd	%zmm28, %zmm3, %zmm3
	vbroadcastsd	.LCPI0_39(%rip), %zmm20
	vsubpd	%zmm3, %zmm20, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm2, %zmm20, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm1, %ymm1
	vcvtpd2ps	%zmm3, %ymm3
	vinsertf64x4	$1, %ymm1, %zmm0, %zmm22
	vcvtpd2ps	%zmm2, %ymm0
	vinsertf64x4	$1, %ymm0, %zmm3, %zmm0
	vbroadcastss	.LCPI0_40(%rip), %zmm27
	vxorps	%zmm27, %zmm22, %zmm1
	vxorps	%zmm27, %zmm0, %zmm25
	vblendmps	%zmm22, %zmm1, %zmm2 {%k1}
	vmovups	%zmm2, (%rsp)
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
	vaddpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm2, %zmm2, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm3, %zmm3, %zmm6
	vmulpd	%zmm4, %zmm6, %zmm4
	vmulpd	%zmm28, %zmm2, %zmm2
	vmulpd	%zmm28, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm20, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm2, %zmm20, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm1, %ymm1
	vcvtpd2ps	%zmm3, %ymm3
	vcvtpd2ps	%zmm2, %ymm2
	vinsertf64x4	$1, %ymm1, %zmm0, %zmm17
	vinsertf64x4	$1, %ymm2, %zmm3, %zmm1
	vxorps	%zmm27, %zmm17, %zmm2
	vxorps	%zmm27, %zmm1, %zmm0
	vblendmps	%zmm17, %zmm2, %zmm3 {%k7}
	vmovups	%zmm3, 656(%rsp)
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
	vaddpd	%zmm8, %zmm6, %zmm6
	vaddpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm3, %zmm3, %zmm11
	vmulpd	%zmm6, %zmm11, %zmm6
	vmulpd	%zmm4, %zmm4, %zmm11
	vmulpd	%zmm5, %zmm11, %zmm5
	vmulpd	%zmm28, %zmm3, %zmm3
	vmulpd	%zmm28, %zmm4, %zmm4
	vsubpd	%zmm4, %zmm20, %zmm4
	vaddpd	%zmm5, %zmm4, %zmm4
	vsubpd	%zmm3, %zmm20, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vcvtpd2ps	%zmm1, %ymm1
	vcvtpd2ps	%zmm2, %ymm2
	vinsertf64x4	$1, %ymm2, %zmm1, %zmm11
	vcvtpd2ps	%zmm4, %ymm1
	vcvtpd2ps	%zmm3, %ymm2
	vinsertf64x4	$1, %ymm2, %zmm1, %zmm1
	vxorps	%zmm27, %zmm11, %zmm2
	vxorps	%zmm27, %zmm1, %zmm3
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
	vmovaps	%zmm19, %zmm30
	vaddps	%zmm19, %zmm1, %zmm1
	vaddps	%zmm19, %zmm2, %zmm2
	vaddps	%zmm19, %zmm4, %zmm4
	vaddps	%zmm19, %zmm6, %zmm6
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
	vaddpd	208(%rsp), %zmm21, %zmm2
	vaddpd	400(%rsp), %zmm21, %zmm4
	vmovupd	592(%rsp), %zmm6
	vsubpd	%zmm4, %zmm6, %zmm4
	vmovupd	272(%rsp), %zmm6
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
	vbroadcastsd	.LCPI0_35(%rip), %zmm10
	vsubpd	%zmm8, %zmm10, %zmm8
	vsubpd	%zmm4, %zmm10, %zmm4
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
	kmovw	144(%rsp), %k1
	vblendmps	(%rsp), %zmm25, %zmm6 {%k1}
	vblendmps	656(%rsp), %zmm0, %zmm7 {%k3}
	vmovaps	%zmm25, %zmm22 {%k1}
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
	vbroadcastss	.LCPI0_20(%rip), %zmm25
	vaddps	%zmm25, %zmm20, %zmm20
	vmulps	%zmm20, %zmm14, %zmm20
	vbroadcastss	.LCPI0_21(%rip), %zmm26
	vmulps	%zmm26, %zmm14, %zmm14
	vbroadcastss	.LCPI0_22(%rip), %zmm29
	vaddps	%zmm29, %zmm14, %zmm14
	vmulps	%zmm14, %zmm3, %zmm3
	vmulps	%zmm8, %zmm8, %zmm14
	vaddps	%zmm20, %zmm3, %zmm3
	vmulps	%zmm21, %zmm14, %zmm20
	vaddps	%zmm25, %zmm20, %zmm20
	vmulps	%zmm20, %zmm14, %zmm20
	vmulps	%zmm26, %zmm14, %zmm14
	vaddps	%zmm29, %zmm14, %zmm14
	vmulps	%zmm14, %zmm8, %zmm8
	vmulps	%zmm9, %zmm9, %zmm14
	vaddps	%zmm20, %zmm8, %zmm8
	vmulps	%zmm21, %zmm14, %zmm20
	vaddps	%zmm25, %zmm20, %zmm20
	vmulps	%zmm20, %zmm14, %zmm20
	vmulps	%zmm26, %zmm14, %zmm14
	vaddps	%zmm29, %zmm14, %zmm14
	vmulps	%zmm14, %zmm9, %zmm9
	vmulps	%zmm10, %zmm10, %zmm14
	vaddps	%zmm20, %zmm9, %zmm9
	vmulps	%zmm21, %zmm14, %zmm20
	vaddps	%zmm25, %zmm20, %zmm20
	vmulps	%zmm20, %zmm14, %zmm20
	vmulps	%zmm26, %zmm14, %zmm14
	vaddps	%zmm29, %zmm14, %zmm14
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
	vmulps	%zmm30, %zmm12, %zmm20
	vmulps	%zmm20, %zmm12, %zmm20
	vaddps	%zmm3, %zmm20, %zmm3
	vmulps	%zmm3, %zmm28, %zmm3
	vmulps	%zmm30, %zmm13, %zmm23
	vmulps	%zmm23, %zmm13, %zmm23
	vaddps	%zmm8, %zmm23, %zmm8
	vmulps	%zmm8, %zmm1, %zmm1
	vmulps	%zmm30, %zmm15, %zmm8
	vmulps	%zmm8, %zmm15, %zmm8
	vaddps	%zmm9, %zmm8, %zmm9
	vmulps	%zmm9, %zmm27, %zmm9
	vmulps	%zmm30, %zmm16, %zmm24
	vmulps	%zmm24, %zmm16, %zmm24
	vcvtdq2ps	%zmm14, %zmm14
	vcvtdq2ps	%zmm18, %zmm18
	vcvtdq2ps	%zmm19, %zmm19
	vcvtdq2ps	%zmm21, %zmm21
	vaddps	%zmm10, %zmm24, %zmm10
	vmulps	%zmm10, %zmm4, %zmm4
	vbroadcastss	.LCPI0_23(%rip), %zmm25
	vmulps	%zmm25, %zmm14, %zmm10
	vaddps	%zmm3, %zmm10, %zmm3
	vmulps	%zmm25, %zmm18, %zmm10
	vaddps	%zmm1, %zmm10, %zmm1
	vmulps	%zmm25, %zmm19, %zmm10
	vaddps	%zmm9, %zmm10, %zmm9
	vmulps	%zmm25, %zmm21, %zmm10
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
	vmovups	848(%rsp), %zmm25
	vbroadcastss	.LCPI0_67(%rip), %zmm15
	vxorps	%xmm12, %xmm12, %xmm12
	vmovups	976(%rsp), %zmm6
	vmovups	1648(%rsp), %zmm14
	vmovups	1904(%rsp), %zmm18
	vmovups	1584(%rsp), %zmm19
	vmovups	1392(%rsp), %zmm20
	vmovups	1520(%rsp), %zmm7
	vmovups	1072(%rsp), %zmm22
	je	.LBB0_35
	vmovups	6808(%rsp), %zmm20
	vmovups	6872(%rsp), %zmm19
	vmovups	6936(%rsp), %zmm18
	vmovups	7000(%rsp), %zmm14
	vxorps	%xmm9, %xmm9, %xmm9
	cmpq	$1, -120(%rsp)
	jne	.LBB0_23
	vxorps	%xmm7, %xmm7, %xmm7
	vxorps	%xmm21, %xmm21, %xmm21
	vxorps	%xmm22, %xmm22, %xmm22
	vbroadcastss	.LCPI0_55(%rip), %zmm23
	vbroadcastss	.LCPI0_58(%rip), %zmm24
	vbroadcastss	.LCPI0_78(%rip), %zmm25
	jmp	.LBB0_25
	.p2align	4
.LBB0_23:
	movl	$1, %ecx
	leaq	7256(%rsp), %rdx
	vmovaps	%zmm14, %zmm0
	vmovaps	%zmm18, %zmm1
	vmovaps	%zmm19, %zmm2
	vmovaps	%zmm20, %zmm3
	vxorps	%xmm7, %xmm7, %xmm7
	vxorps	%xmm21, %xmm21, %xmm21
	vxorps	%xmm22, %xmm22, %xmm22
	movq	-120(%rsp), %r10
	vbroadcastss	.LCPI0_55(%rip), %zmm23
	vbroadcastss	.LCPI0_58(%rip), %zmm24
	vbroadcastss	.LCPI0_78(%rip), %zmm25
	.p2align	4
.LBB0_24:
	vxorps	%xmm13, %xmm13, %xmm13
	vcvtsi2ss	%rcx, %xmm13, %xmm4
	vmovups	-192(%rdx), %zmm5
	vmovups	-128(%rdx), %zmm6
	vbroadcastss	%xmm4, %zmm4
	vmovaps	%zmm7, %zmm15
	vmovups	-64(%rdx), %zmm7
	vmovups	(%rdx), %zmm8
	vcmpltps	%zmm5, %zmm20, %k0
	vcmpunordps	%zmm12, %zmm5, %k1
	vcmpordps	%zmm12, %zmm20, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm5, %zmm20 {%k2}
	vcmpltps	%zmm5, %zmm3, %k0
	vcmpordps	%zmm12, %zmm3, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm5, %zmm3 {%k1}
	vmovaps	%zmm4, %zmm22 {%k1}
	vcmpltps	%zmm6, %zmm19, %k0
	vcmpunordps	%zmm12, %zmm6, %k1
	vcmpordps	%zmm12, %zmm19, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm6, %zmm19 {%k2}
	vcmpltps	%zmm6, %zmm2, %k0
	vcmpordps	%zmm12, %zmm2, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm6, %zmm2 {%k1}
	vmovaps	%zmm4, %zmm21 {%k1}
	vcmpltps	%zmm7, %zmm18, %k0
	vcmpunordps	%zmm12, %zmm7, %k1
	vcmpordps	%zmm12, %zmm18, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm7, %zmm18 {%k2}
	vcmpltps	%zmm7, %zmm1, %k0
	vcmpordps	%zmm12, %zmm1, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm7, %zmm1 {%k1}
	vmovaps	%zmm15, %zmm7
	vmovaps	%zmm4, %zmm7 {%k1}
	vcmpltps	%zmm8, %zmm14, %k0
	vcmpunordps	%zmm12, %zmm8, %k1
	vcmpordps	%zmm12, %zmm14, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm8, %zmm14 {%k2}
	vcmpltps	%zmm8, %zmm0, %k0
	vcmpordps	%zmm12, %zmm0, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm8, %zmm0 {%k1}
	vmovaps	%zmm4, %zmm9 {%k1}
	incq	%rcx
	addq	$256, %rdx
	cmpq	%rcx, %r10
	jne	.LBB0_24
.LBB0_25:
	vmovups	%zmm9, 976(%rsp)
	vmovups	%zmm21, 1840(%rsp)
	xorl	%r13d, %r13d
	vbroadcastss	.LCPI0_54(%rip), %zmm15
	vbroadcastss	.LCPI0_57(%rip), %zmm21
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
	vmovups	4760(%rsp,%rcx), %zmm0
	vmovups	4824(%rsp,%rcx), %zmm1
	vmovups	4888(%rsp,%rcx), %zmm2
	vmovups	4952(%rsp,%rcx), %zmm3
	vaddps	4760(%rsp,%r15), %zmm0, %zmm0
	vaddps	4824(%rsp,%r15), %zmm1, %zmm1
	vaddps	4888(%rsp,%r15), %zmm2, %zmm2
	vaddps	4952(%rsp,%r15), %zmm3, %zmm3
	vmovups	%zmm0, 4760(%rsp,%rcx)
	vmovups	%zmm1, 4824(%rsp,%rcx)
	vmovups	%zmm2, 4888(%rsp,%rcx)
	vmovups	%zmm3, 4952(%rsp,%rcx)
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
	vmovups	6808(%rsp,%rcx), %zmm0
	vsubps	%zmm20, %zmm0, %zmm0
	vmaxps	%zmm0, %zmm15, %zmm1
	vminps	%zmm1, %zmm23, %zmm1
	vbroadcastss	.LCPI0_56(%rip), %zmm9
	vmulps	%zmm9, %zmm1, %zmm2
	vaddps	%zmm21, %zmm2, %zmm2
	vaddps	%zmm24, %zmm2, %zmm3
	vmulps	%zmm25, %zmm3, %zmm4
	vsubps	%zmm4, %zmm1, %zmm1
	vbroadcastss	.LCPI0_60(%rip), %zmm16
	vmulps	%zmm16, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm4
	vmulps	%zmm4, %zmm4, %zmm5
	vbroadcastss	.LCPI0_61(%rip), %zmm26
	vmulps	%zmm26, %zmm5, %zmm6
	vbroadcastss	.LCPI0_62(%rip), %zmm27
	vaddps	%zmm27, %zmm6, %zmm6
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
	vbroadcastss	.LCPI0_18(%rip), %zmm8
	vsubps	%zmm5, %zmm8, %zmm5
	vdivps	%zmm5, %zmm4, %zmm4
	vmovups	6872(%rsp,%rcx), %zmm5
	vsubps	%zmm4, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm1
	vbroadcastss	.LCPI0_66(%rip), %zmm17
	vaddps	%zmm17, %zmm1, %zmm1
	vpbroadcastd	.LCPI0_67(%rip), %zmm29
	vpaddd	%zmm29, %zmm2, %zmm3
	vpsrld	$1, %zmm3, %zmm3
	vpsubd	%zmm3, %zmm2, %zmm2
	vpslld	$23, %zmm2, %zmm2
	vpslld	$23, %zmm3, %zmm3
	vpbroadcastd	.LCPI0_50(%rip), %zmm10
	vpaddd	%zmm10, %zmm3, %zmm3
	vmulps	%zmm3, %zmm1, %zmm1
	vpbroadcastd	.LCPI0_68(%rip), %zmm11
	vpaddd	%zmm11, %zmm2, %zmm2
	vmulps	%zmm2, %zmm1, %zmm1
	vcmpunordps	%zmm12, %zmm0, %k1
	vbroadcastss	.LCPI0_69(%rip), %zmm13
	vmovaps	%zmm13, %zmm1 {%k1}
	vmovups	%zmm1, 4760(%rsp,%rbp)
	vsubps	%zmm19, %zmm5, %zmm0
	vmaxps	%zmm0, %zmm15, %zmm1
	vminps	%zmm1, %zmm23, %zmm1
	vmulps	%zmm9, %zmm1, %zmm2
	vaddps	%zmm21, %zmm2, %zmm2
	vaddps	%zmm24, %zmm2, %zmm3
	vmulps	%zmm25, %zmm3, %zmm4
	vsubps	%zmm4, %zmm1, %zmm1
	vmulps	%zmm16, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm4
	vmulps	%zmm4, %zmm4, %zmm5
	vmulps	%zmm26, %zmm5, %zmm6
	vaddps	%zmm27, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm28, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm30, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm31, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vmovups	6936(%rsp,%rcx), %zmm6
	vsubps	%zmm5, %zmm4, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm5, %zmm8, %zmm5
	vdivps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm1
	vaddps	%zmm17, %zmm1, %zmm1
	vpaddd	%zmm29, %zmm2, %zmm3
	vpsrld	$1, %zmm3, %zmm3
	vpsubd	%zmm3, %zmm2, %zmm2
	vpslld	$23, %zmm2, %zmm2
	vpslld	$23, %zmm3, %zmm3
	vpaddd	%zmm10, %zmm3, %zmm3
	vmulps	%zmm3, %zmm1, %zmm1
	vpaddd	%zmm11, %zmm2, %zmm2
	vmulps	%zmm2, %zmm1, %zmm1
	vcmpunordps	%zmm12, %zmm0, %k1
	vmovaps	%zmm13, %zmm1 {%k1}
	vmovups	%zmm1, 4824(%rsp,%rbp)
	vsubps	%zmm18, %zmm6, %zmm0
	vmaxps	%zmm0, %zmm15, %zmm1
	vminps	%zmm1, %zmm23, %zmm1
	vmulps	%zmm9, %zmm1, %zmm2
	vaddps	%zmm21, %zmm2, %zmm2
	vaddps	%zmm24, %zmm2, %zmm3
	vmulps	%zmm25, %zmm3, %zmm4
	vsubps	%zmm4, %zmm1, %zmm1
	vmulps	%zmm16, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm4
	vmulps	%zmm4, %zmm4, %zmm5
	vmulps	%zmm26, %zmm5, %zmm6
	vaddps	%zmm27, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm28, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm30, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm31, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vmovups	7000(%rsp,%rcx), %zmm6
	vsubps	%zmm5, %zmm4, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm5, %zmm8, %zmm5
	vdivps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm1
	vaddps	%zmm17, %zmm1, %zmm1
	vpaddd	%zmm29, %zmm2, %zmm3
	vpsrld	$1, %zmm3, %zmm3
	vpsubd	%zmm3, %zmm2, %zmm2
	vpslld	$23, %zmm2, %zmm2
	vpslld	$23, %zmm3, %zmm3
	vpaddd	%zmm10, %zmm3, %zmm3
	vmulps	%zmm3, %zmm1, %zmm1
	vpaddd	%zmm11, %zmm2, %zmm2
	vmulps	%zmm2, %zmm1, %zmm1
	vcmpunordps	%zmm12, %zmm0, %k1
	vmovaps	%zmm13, %zmm1 {%k1}
	vmovups	%zmm1, 4888(%rsp,%rbp)
	vsubps	%zmm14, %zmm6, %zmm0
	vmaxps	%zmm0, %zmm15, %zmm1
	vminps	%zmm1, %zmm23, %zmm1
	vmulps	%zmm9, %zmm1, %zmm2
	vaddps	%zmm21, %zmm2, %zmm2
	vaddps	%zmm24, %zmm2, %zmm3
	vmulps	%zmm25, %zmm3, %zmm4
	vsubps	%zmm4, %zmm1, %zmm1
	vmulps	%zmm16, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm4
	vmulps	%zmm4, %zmm4, %zmm5
	vmulps	%zmm26, %zmm5, %zmm6
	vaddps	%zmm27, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm28, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm30, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm31, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vsubps	%zmm5, %zmm4, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm5, %zmm8, %zmm5
	vdivps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm1
	vaddps	%zmm17, %zmm1, %zmm1
	vpaddd	%zmm29, %zmm2, %zmm3
	vpsrld	$1, %zmm3, %zmm3
	vpsubd	%zmm3, %zmm2, %zmm2
	vpslld	$23, %zmm3, %zmm3
	vpaddd	%zmm10, %zmm3, %zmm3
	vmulps	%zmm3, %zmm1, %zmm1
	vpslld	$23, %zmm2, %zmm2
	vpaddd	%zmm11, %zmm2, %zmm2
	vmulps	%zmm2, %zmm1, %zmm1
	vcmpunordps	%zmm12, %zmm0, %k1
	vmovaps	%zmm13, %zmm1 {%k1}
	vmovups	%zmm1, 4952(%rsp,%rbp)
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
	vaddps	4760(%rsp,%rbp), %zmm0, %zmm0
	vaddps	4824(%rsp,%rbp), %zmm1, %zmm1
	vaddps	4888(%rsp,%rbp), %zmm2, %zmm2
	vaddps	4952(%rsp,%rbp), %zmm3, %zmm3
	vmovups	%zmm0, 4760(%rsp,%rbp)
	vmovups	%zmm1, 4824(%rsp,%rbp)
	vmovups	%zmm2, 4888(%rsp,%rbp)
	vmovups	%zmm3, 4952(%rsp,%rbp)
	addq	$2, %r10
	addq	$-512, %rdx
	cmpq	%r10, %rcx
	jne	.LBB0_32
	testb	$1, %r14b
	jne	.LBB0_27
	jmp	.LBB0_28
	.p2align	4
.LBB0_34:
	movq	-56(%rsp), %r10
	movq	1040(%rsp), %rbp
	vbroadcastss	.LCPI0_67(%rip), %zmm15
	vmovups	848(%rsp), %zmm25
	vmovups	976(%rsp), %zmm6
.LBB0_35:
	vmovups	4760(%rsp,%r12), %zmm3
	vmovups	4824(%rsp,%r12), %zmm2
	vmovups	4888(%rsp,%r12), %zmm1
	vmovups	4952(%rsp,%r12), %zmm0
	testq	%r9, %r9
	je	.LBB0_38
	cmpl	$2, -104(%rsp)
	jne	.LBB0_39
	vbroadcastss	.LCPI0_65(%rip), %zmm30
	vbroadcastss	.LCPI0_63(%rip), %zmm17
	vbroadcastss	.LCPI0_64(%rip), %zmm31
	vbroadcastss	.LCPI0_56(%rip), %zmm23
	xorl	%ecx, %ecx
	jmp	.LBB0_42
	.p2align	4
.LBB0_38:
	vbroadcastss	.LCPI0_65(%rip), %zmm30
	vbroadcastss	.LCPI0_63(%rip), %zmm17
	vbroadcastss	.LCPI0_64(%rip), %zmm31
	vbroadcastss	.LCPI0_56(%rip), %zmm23
	jmp	.LBB0_43
	.p2align	4
.LBB0_39:
	movq	-40(%rsp), %rdx
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
	vbroadcastss	.LCPI0_65(%rip), %zmm30
	vbroadcastss	.LCPI0_63(%rip), %zmm17
	vbroadcastss	.LCPI0_64(%rip), %zmm31
	vbroadcastss	.LCPI0_56(%rip), %zmm23
	testb	$1, %r9b
	je	.LBB0_43
.LBB0_42:
	movq	-32(%rsp), %rdx
	subq	%rcx, %rdx
	shlq	$8, %rdx
	vaddps	4760(%rsp,%rdx), %zmm3, %zmm3
	vaddps	4824(%rsp,%rdx), %zmm2, %zmm2
	vaddps	4888(%rsp,%rdx), %zmm1, %zmm1
	vaddps	4952(%rsp,%rdx), %zmm0, %zmm0
.LBB0_43:
	vbroadcastss	.LCPI0_62(%rip), %zmm28
	vbroadcastss	.LCPI0_61(%rip), %zmm27
	vmovups	%zmm7, 1520(%rsp)
	vmovups	%zmm20, 1392(%rsp)
	vmovups	%zmm19, 1584(%rsp)
	vmovups	%zmm18, 1904(%rsp)
	vmovups	%zmm14, 1648(%rsp)
	vmovups	%zmm6, 976(%rsp)
	cmpl	$0, -108(%rsp)
	vmovups	%zmm22, 1072(%rsp)
	je	.LBB0_47
	movq	-120(%rsp), %r14
	testq	%r14, %r14
	vpbroadcastd	.LCPI0_50(%rip), %zmm6
	vpbroadcastd	.LCPI0_68(%rip), %zmm29
	vbroadcastss	.LCPI0_69(%rip), %zmm15
	vpbroadcastd	.LCPI0_69(%rip), %zmm19
	vmovups	1392(%rsp), %zmm20
	vbroadcastss	.LCPI0_54(%rip), %zmm30
	vbroadcastss	.LCPI0_57(%rip), %zmm24
	vbroadcastss	.LCPI0_55(%rip), %zmm8
	vbroadcastss	.LCPI0_70(%rip), %zmm4
	vmovaps	%zmm27, %zmm26
	vmovaps	%zmm23, %zmm27
	vbroadcastss	.LCPI0_58(%rip), %zmm23
	vmovaps	%zmm31, %zmm11
	vmovaps	%zmm17, %zmm31
	vbroadcastss	.LCPI0_78(%rip), %zmm17
	je	.LBB0_13
	vmovaps	%zmm4, %zmm7
	vmovaps	%zmm28, %zmm22
	vmovaps	%zmm24, %zmm28
	vbroadcastss	.LCPI0_66(%rip), %zmm4
	vdivps	%zmm3, %zmm4, %zmm3
	vmovups	%zmm3, 592(%rsp)
	vdivps	%zmm2, %zmm4, %zmm2
	vmovups	%zmm2, 144(%rsp)
	vdivps	%zmm1, %zmm4, %zmm1
	vmovups	%zmm1, (%rsp)
	vbroadcastss	80(%rsp), %zmm1
	vmovups	%zmm1, 400(%rsp)
	vdivps	%zmm0, %zmm4, %zmm0
	vmovups	%zmm0, 208(%rsp)
	movl	$192, %ecx
	xorl	%edx, %edx
	.p2align	4
.LBB0_46:
	vxorps	%xmm13, %xmm13, %xmm13
	vcvtusi2ss	%rdx, %xmm13, %xmm2
	vmovups	6616(%rsp,%rcx), %zmm3
	vmovups	6680(%rsp,%rcx), %zmm1
	vmovups	6744(%rsp,%rcx), %zmm0
	vsubps	%zmm20, %zmm3, %zmm4
	vmaxps	%zmm4, %zmm30, %zmm5
	vminps	%zmm5, %zmm8, %zmm5
	vmovdqa64	%zmm6, %zmm21
	vmulps	%zmm27, %zmm5, %zmm6
	vaddps	%zmm28, %zmm6, %zmm6
	vaddps	%zmm23, %zmm6, %zmm12
	vmulps	%zmm17, %zmm12, %zmm13
	vsubps	%zmm13, %zmm5, %zmm5
	vmulps	.LCPI0_60(%rip){1to16}, %zmm12, %zmm14
	vsubps	%zmm14, %zmm5, %zmm13
	vmulps	%zmm13, %zmm13, %zmm12
	vmovaps	%zmm15, %zmm24
	vmulps	%zmm26, %zmm12, %zmm15
	vaddps	%zmm22, %zmm15, %zmm15
	vmulps	%zmm15, %zmm12, %zmm15
	vaddps	%zmm31, %zmm15, %zmm15
	vmulps	%zmm15, %zmm12, %zmm15
	vaddps	%zmm11, %zmm15, %zmm15
	vmulps	%zmm15, %zmm12, %zmm15
	vbroadcastss	.LCPI0_65(%rip), %zmm9
	vaddps	%zmm9, %zmm15, %zmm15
	vmulps	%zmm15, %zmm12, %zmm15
	vmovups	6808(%rsp,%rcx), %zmm12
	vmovups	%zmm12, 272(%rsp)
	vsubps	%zmm15, %zmm13, %zmm15
	vmulps	%zmm15, %zmm13, %zmm13
	vmovaps	%zmm11, %zmm16
	vmovaps	%zmm31, %zmm11
	vmovaps	%zmm22, %zmm31
	vbroadcastss	.LCPI0_18(%rip), %zmm22
	vsubps	%zmm15, %zmm22, %zmm15
	vdivps	%zmm15, %zmm13, %zmm15
	vbroadcastss	%xmm2, %zmm13
	vaddps	%zmm3, %zmm3, %zmm2
	vmulps	%zmm7, %zmm2, %zmm2
	vsubps	39384(%rsp,%rcx), %zmm2, %zmm2
	vsubps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm14, %zmm5, %zmm5
	vbroadcastss	.LCPI0_66(%rip), %zmm12
	vaddps	%zmm12, %zmm5, %zmm5
	vpaddd	.LCPI0_67(%rip){1to16}, %zmm6, %zmm14
	vpsrld	$1, %zmm14, %zmm14
	vpsubd	%zmm14, %zmm6, %zmm6
	vpslld	$23, %zmm6, %zmm6
	vpslld	$23, %zmm14, %zmm14
	vpaddd	%zmm21, %zmm14, %zmm14
	vmulps	%zmm14, %zmm5, %zmm5
	vpaddd	%zmm29, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vxorps	%xmm6, %xmm6, %xmm6
	vcmpunordps	%zmm6, %zmm4, %k1
	vxorps	%xmm20, %xmm20, %xmm20
	vmovaps	%zmm24, %zmm5 {%k1}
	vmulps	592(%rsp), %zmm5, %zmm4
	vaddps	%zmm4, %zmm2, %zmm2
	vcmpeqps	1072(%rsp), %zmm13, %k1
	vbroadcastss	.LCPI0_71(%rip), %zmm4
	vmovaps	%zmm4, %zmm4 {%k1} {z}
	vaddps	%zmm2, %zmm4, %zmm2
	vmulps	%zmm2, %zmm25, %zmm2
	vsubps	%zmm2, %zmm3, %zmm2
	vmovups	400(%rsp), %zmm18
	vmulps	72152(%rsp,%rcx), %zmm18, %zmm3
	vaddps	%zmm2, %zmm3, %zmm2
	vandps	.LCPI0_72(%rip){1to16}, %zmm2, %zmm3
	vpcmpgtd	%zmm29, %zmm3, %k1
	vmovdqa32	%zmm19, %zmm2 {%k1}
	vmovdqu64	%zmm2, 6616(%rsp,%rcx)
	vsubps	1584(%rsp), %zmm1, %zmm2
	vmaxps	%zmm2, %zmm30, %zmm3
	vminps	%zmm3, %zmm8, %zmm3
	vmulps	%zmm27, %zmm3, %zmm4
	vaddps	%zmm28, %zmm4, %zmm4
	vaddps	%zmm23, %zmm4, %zmm5
	vmulps	%zmm17, %zmm5, %zmm6
	vsubps	%zmm6, %zmm3, %zmm3
	vmulps	.LCPI0_60(%rip){1to16}, %zmm5, %zmm5
	vsubps	%zmm5, %zmm3, %zmm6
	vmulps	%zmm6, %zmm6, %zmm14
	vmulps	%zmm26, %zmm14, %zmm15
	vaddps	%zmm31, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm11, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm16, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm9, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vpbroadcastd	.LCPI0_67(%rip), %zmm15
	vsubps	%zmm14, %zmm6, %zmm14
	vmulps	%zmm14, %zmm6, %zmm6
	vsubps	%zmm14, %zmm22, %zmm14
	vdivps	%zmm14, %zmm6, %zmm6
	vaddps	%zmm1, %zmm1, %zmm14
	vmulps	%zmm7, %zmm14, %zmm14
	vsubps	39448(%rsp,%rcx), %zmm14, %zmm14
	vsubps	%zmm6, %zmm5, %zmm5
	vsubps	%zmm5, %zmm3, %zmm3
	vaddps	%zmm12, %zmm3, %zmm3
	vpaddd	%zmm15, %zmm4, %zmm5
	vpsrld	$1, %zmm5, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	vpslld	$23, %zmm4, %zmm4
	vpslld	$23, %zmm5, %zmm5
	vpaddd	%zmm21, %zmm5, %zmm5
	vmulps	%zmm5, %zmm3, %zmm3
	vpaddd	%zmm29, %zmm4, %zmm4
	vmulps	%zmm4, %zmm3, %zmm3
	vcmpunordps	%zmm20, %zmm2, %k1
	vmovaps	%zmm24, %zmm3 {%k1}
	vmulps	144(%rsp), %zmm3, %zmm2
	vaddps	%zmm2, %zmm14, %zmm2
	vcmpeqps	1840(%rsp), %zmm13, %k1
	vbroadcastss	.LCPI0_71(%rip), %zmm3
	vmovaps	%zmm3, %zmm3 {%k1} {z}
	vaddps	%zmm2, %zmm3, %zmm2
	vmulps	%zmm2, %zmm25, %zmm2
	vsubps	%zmm2, %zmm1, %zmm1
	vmulps	72216(%rsp,%rcx), %zmm18, %zmm2
	vaddps	%zmm1, %zmm2, %zmm1
	vandps	.LCPI0_72(%rip){1to16}, %zmm1, %zmm2
	vpcmpgtd	%zmm29, %zmm2, %k1
	vmovdqa32	%zmm19, %zmm1 {%k1}
	vmovdqu64	%zmm1, 6680(%rsp,%rcx)
	vsubps	1904(%rsp), %zmm0, %zmm1
	vmaxps	%zmm1, %zmm30, %zmm2
	vminps	%zmm2, %zmm8, %zmm2
	vmulps	%zmm27, %zmm2, %zmm3
	vaddps	%zmm28, %zmm3, %zmm3
	vaddps	%zmm23, %zmm3, %zmm4
	vmulps	%zmm17, %zmm4, %zmm5
	vsubps	%zmm5, %zmm2, %zmm2
	vmulps	.LCPI0_60(%rip){1to16}, %zmm4, %zmm4
	vsubps	%zmm4, %zmm2, %zmm5
	vmulps	%zmm5, %zmm5, %zmm6
	vmulps	%zmm26, %zmm6, %zmm14
	vaddps	%zmm31, %zmm14, %zmm14
	vmulps	%zmm14, %zmm6, %zmm14
	vaddps	%zmm11, %zmm14, %zmm14
	vmulps	%zmm14, %zmm6, %zmm14
	vaddps	%zmm16, %zmm14, %zmm14
	vmulps	%zmm14, %zmm6, %zmm14
	vaddps	%zmm9, %zmm14, %zmm14
	vmulps	%zmm14, %zmm6, %zmm6
	vmovups	1648(%rsp), %zmm20
	vmovups	1520(%rsp), %zmm14
	vsubps	%zmm6, %zmm5, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vsubps	%zmm6, %zmm22, %zmm6
	vdivps	%zmm6, %zmm5, %zmm5
	vaddps	%zmm0, %zmm0, %zmm6
	vmulps	%zmm7, %zmm6, %zmm6
	vsubps	39512(%rsp,%rcx), %zmm6, %zmm6
	vsubps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm4, %zmm2, %zmm2
	vaddps	%zmm12, %zmm2, %zmm2
	vpaddd	%zmm15, %zmm3, %zmm4
	vpsrld	$1, %zmm4, %zmm4
	vpsubd	%zmm4, %zmm3, %zmm3
	vpslld	$23, %zmm3, %zmm3
	vpslld	$23, %zmm4, %zmm4
	vpaddd	%zmm21, %zmm4, %zmm4
	vmulps	%zmm4, %zmm2, %zmm2
	vpaddd	%zmm29, %zmm3, %zmm3
	vmulps	%zmm3, %zmm2, %zmm2
	vxorps	%xmm3, %xmm3, %xmm3
	vcmpunordps	%zmm3, %zmm1, %k1
	vmovaps	%zmm24, %zmm2 {%k1}
	vmulps	(%rsp), %zmm2, %zmm1
	vaddps	%zmm1, %zmm6, %zmm1
	vcmpeqps	%zmm13, %zmm14, %k1
	vbroadcastss	.LCPI0_71(%rip), %zmm2
	vmovaps	%zmm2, %zmm2 {%k1} {z}
	vaddps	%zmm1, %zmm2, %zmm1
	vmulps	%zmm1, %zmm25, %zmm1
	vsubps	%zmm1, %zmm0, %zmm0
	vmulps	72280(%rsp,%rcx), %zmm18, %zmm1
	vaddps	%zmm0, %zmm1, %zmm0
	vandps	.LCPI0_72(%rip){1to16}, %zmm0, %zmm1
	vpcmpgtd	%zmm29, %zmm1, %k1
	vmovdqa32	%zmm19, %zmm0 {%k1}
	vmovdqu64	%zmm0, 6744(%rsp,%rcx)
	vmovups	272(%rsp), %zmm14
	vsubps	%zmm20, %zmm14, %zmm0
	vmaxps	%zmm0, %zmm30, %zmm1
	vminps	%zmm1, %zmm8, %zmm1
	vmulps	%zmm27, %zmm1, %zmm2
	vaddps	%zmm28, %zmm2, %zmm2
	vaddps	%zmm23, %zmm2, %zmm3
	vmulps	%zmm17, %zmm3, %zmm4
	vsubps	%zmm4, %zmm1, %zmm1
	vmulps	.LCPI0_60(%rip){1to16}, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm4
	vmulps	%zmm4, %zmm4, %zmm5
	vmulps	%zmm26, %zmm5, %zmm6
	vaddps	%zmm31, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm11, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm16, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm9, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vmovdqa64	%zmm21, %zmm6
	vmovups	1392(%rsp), %zmm20
	vmovups	976(%rsp), %zmm9
	vsubps	%zmm5, %zmm4, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm5, %zmm22, %zmm5
	vmovaps	%zmm31, %zmm22
	vmovaps	%zmm11, %zmm31
	vmovaps	%zmm16, %zmm11
	vdivps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm1
	vaddps	%zmm12, %zmm1, %zmm1
	vpaddd	%zmm15, %zmm2, %zmm3
	vmovaps	%zmm24, %zmm15
	vpsrld	$1, %zmm3, %zmm3
	vpsubd	%zmm3, %zmm2, %zmm2
	vpslld	$23, %zmm3, %zmm3
	vpaddd	%zmm21, %zmm3, %zmm3
	vmulps	%zmm3, %zmm1, %zmm1
	vpslld	$23, %zmm2, %zmm2
	vpaddd	%zmm29, %zmm2, %zmm2
	vmulps	%zmm2, %zmm1, %zmm1
	vxorps	%xmm2, %xmm2, %xmm2
	vcmpunordps	%zmm2, %zmm0, %k1
	vaddps	%zmm14, %zmm14, %zmm0
	vmulps	%zmm7, %zmm0, %zmm0
	vsubps	39576(%rsp,%rcx), %zmm0, %zmm0
	vmovaps	%zmm24, %zmm1 {%k1}
	vmulps	208(%rsp), %zmm1, %zmm1
	vaddps	%zmm1, %zmm0, %zmm0
	vcmpeqps	%zmm13, %zmm9, %k1
	vbroadcastss	.LCPI0_71(%rip), %zmm1
	vmovaps	%zmm1, %zmm1 {%k1} {z}
	vaddps	%zmm0, %zmm1, %zmm0
	vmulps	%zmm0, %zmm25, %zmm0
	vsubps	%zmm0, %zmm14, %zmm0
	vbroadcastss	.LCPI0_72(%rip), %zmm2
	vmulps	72344(%rsp,%rcx), %zmm18, %zmm1
	vaddps	%zmm0, %zmm1, %zmm0
	vandps	%zmm2, %zmm0, %zmm1
	vpcmpgtd	%zmm29, %zmm1, %k1
	vmovdqa32	%zmm19, %zmm0 {%k1}
	vmovdqu64	%zmm0, 6808(%rsp,%rcx)
	incq	%rdx
	addq	$256, %rcx
	cmpq	%rdx, %r14
	jne	.LBB0_46
	jmp	.LBB0_13
	.p2align	4
.LBB0_47:
	movq	-120(%rsp), %r14
	testq	%r14, %r14
	vpbroadcastd	.LCPI0_50(%rip), %zmm13
	vpbroadcastd	.LCPI0_68(%rip), %zmm11
	vbroadcastss	.LCPI0_69(%rip), %zmm6
	vbroadcastss	.LCPI0_71(%rip), %zmm18
	vbroadcastss	.LCPI0_69(%rip), %zmm10
	vbroadcastss	.LCPI0_54(%rip), %zmm21
	vmovaps	%zmm23, %zmm16
	vbroadcastss	.LCPI0_57(%rip), %zmm23
	vbroadcastss	.LCPI0_55(%rip), %zmm24
	vbroadcastss	.LCPI0_70(%rip), %zmm26
	vmovaps	%zmm28, %zmm8
	vbroadcastss	.LCPI0_58(%rip), %zmm28
	vbroadcastss	.LCPI0_78(%rip), %zmm25
	vbroadcastss	.LCPI0_60(%rip), %zmm14
	je	.LBB0_13
	vmovaps	%zmm15, %zmm7
	vbroadcastss	.LCPI0_66(%rip), %zmm4
	vdivps	%zmm3, %zmm4, %zmm3
	vmovups	%zmm3, 592(%rsp)
	vdivps	%zmm2, %zmm4, %zmm2
	vmovups	%zmm2, 144(%rsp)
	vdivps	%zmm1, %zmm4, %zmm1
	vmovups	%zmm1, (%rsp)
	vdivps	%zmm0, %zmm4, %zmm0
	vmovups	%zmm0, 208(%rsp)
	movl	$192, %ecx
	xorl	%edx, %edx
	.p2align	4
.LBB0_49:
	vxorps	%xmm9, %xmm9, %xmm9
	vcvtusi2ss	%rdx, %xmm9, %xmm0
	vmovdqa64	%zmm11, %zmm15
	vbroadcastss	%xmm0, %zmm11
	vmovups	6616(%rsp,%rcx), %zmm2
	vmovups	6680(%rsp,%rcx), %zmm1
	vmovups	6744(%rsp,%rcx), %zmm29
	vsubps	1392(%rsp), %zmm2, %zmm3
	vmaxps	%zmm3, %zmm21, %zmm4
	vminps	%zmm4, %zmm24, %zmm4
	vmulps	%zmm16, %zmm4, %zmm5
	vaddps	%zmm23, %zmm5, %zmm5
	vmovaps	%zmm18, %zmm19
	vmovaps	%zmm10, %zmm20
	vxorps	%xmm10, %xmm10, %xmm10
	vmovaps	%zmm6, %zmm18
	vaddps	%zmm28, %zmm5, %zmm6
	vmulps	%zmm25, %zmm6, %zmm12
	vsubps	%zmm12, %zmm4, %zmm4
	vmulps	%zmm14, %zmm6, %zmm6
	vsubps	%zmm6, %zmm4, %zmm12
	vmovaps	%zmm24, %zmm0
	vmovaps	%zmm21, %zmm24
	vmovaps	%zmm28, %zmm21
	vmovaps	%zmm23, %zmm28
	vmovdqa64	%zmm13, %zmm23
	vmulps	%zmm12, %zmm12, %zmm13
	vmulps	%zmm27, %zmm13, %zmm14
	vaddps	%zmm8, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm17, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm31, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm30, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm12, %zmm13
	vmulps	%zmm13, %zmm12, %zmm12
	vbroadcastss	.LCPI0_18(%rip), %zmm22
	vsubps	%zmm13, %zmm22, %zmm13
	vdivps	%zmm13, %zmm12, %zmm13
	vmovups	6808(%rsp,%rcx), %zmm9
	vmovups	%zmm9, 272(%rsp)
	vaddps	%zmm2, %zmm2, %zmm14
	vmulps	%zmm26, %zmm14, %zmm14
	vsubps	39384(%rsp,%rcx), %zmm14, %zmm14
	vsubps	%zmm13, %zmm6, %zmm6
	vsubps	%zmm6, %zmm4, %zmm4
	vbroadcastss	.LCPI0_66(%rip), %zmm9
	vaddps	%zmm9, %zmm4, %zmm4
	vpaddd	%zmm7, %zmm5, %zmm6
	vpsrld	$1, %zmm6, %zmm6
	vpsubd	%zmm6, %zmm5, %zmm5
	vpslld	$23, %zmm5, %zmm5
	vpslld	$23, %zmm6, %zmm6
	vpaddd	%zmm23, %zmm6, %zmm6
	vmulps	%zmm6, %zmm4, %zmm4
	vpaddd	%zmm15, %zmm5, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vcmpunordps	%zmm10, %zmm3, %k1
	vmovaps	%zmm18, %zmm4 {%k1}
	vmulps	592(%rsp), %zmm4, %zmm3
	vaddps	%zmm3, %zmm14, %zmm3
	vcmpeqps	1072(%rsp), %zmm11, %k1
	vmovaps	%zmm19, %zmm4 {%k1} {z}
	vaddps	%zmm3, %zmm4, %zmm3
	vmulps	848(%rsp), %zmm3, %zmm3
	vsubps	%zmm3, %zmm2, %zmm2
	vandps	.LCPI0_72(%rip){1to16}, %zmm2, %zmm3
	vpcmpgtd	%zmm15, %zmm3, %k1
	vmovdqa32	%zmm20, %zmm2 {%k1}
	vmovdqu64	%zmm2, 6616(%rsp,%rcx)
	vsubps	1584(%rsp), %zmm1, %zmm2
	vmaxps	%zmm2, %zmm24, %zmm3
	vminps	%zmm3, %zmm0, %zmm3
	vmulps	%zmm16, %zmm3, %zmm4
	vaddps	%zmm28, %zmm4, %zmm4
	vaddps	%zmm21, %zmm4, %zmm5
	vmulps	%zmm25, %zmm5, %zmm6
	vsubps	%zmm6, %zmm3, %zmm3
	vmulps	.LCPI0_60(%rip){1to16}, %zmm5, %zmm5
	vsubps	%zmm5, %zmm3, %zmm6
	vmulps	%zmm6, %zmm6, %zmm13
	vmulps	%zmm27, %zmm13, %zmm14
	vaddps	%zmm8, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm17, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm31, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm30, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vbroadcastss	.LCPI0_60(%rip), %zmm14
	vsubps	%zmm13, %zmm6, %zmm13
	vmulps	%zmm13, %zmm6, %zmm6
	vsubps	%zmm13, %zmm22, %zmm13
	vdivps	%zmm13, %zmm6, %zmm6
	vaddps	%zmm1, %zmm1, %zmm13
	vmulps	%zmm26, %zmm13, %zmm13
	vsubps	39448(%rsp,%rcx), %zmm13, %zmm13
	vsubps	%zmm6, %zmm5, %zmm5
	vsubps	%zmm5, %zmm3, %zmm3
	vaddps	%zmm9, %zmm3, %zmm3
	vpaddd	%zmm7, %zmm4, %zmm5
	vpsrld	$1, %zmm5, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	vpslld	$23, %zmm4, %zmm4
	vpslld	$23, %zmm5, %zmm5
	vpaddd	%zmm23, %zmm5, %zmm5
	vmulps	%zmm5, %zmm3, %zmm3
	vpaddd	%zmm15, %zmm4, %zmm4
	vmulps	%zmm4, %zmm3, %zmm3
	vcmpunordps	%zmm10, %zmm2, %k1
	vmovaps	%zmm18, %zmm3 {%k1}
	vmulps	144(%rsp), %zmm3, %zmm2
	vaddps	%zmm2, %zmm13, %zmm2
	vcmpeqps	1840(%rsp), %zmm11, %k1
	vmovaps	%zmm11, %zmm12
	vmovaps	%zmm19, %zmm3 {%k1} {z}
	vaddps	%zmm2, %zmm3, %zmm2
	vmulps	848(%rsp), %zmm2, %zmm2
	vsubps	%zmm2, %zmm1, %zmm1
	vandps	.LCPI0_72(%rip){1to16}, %zmm1, %zmm2
	vpcmpgtd	%zmm15, %zmm2, %k1
	vmovdqa32	%zmm20, %zmm1 {%k1}
	vmovdqu64	%zmm1, 6680(%rsp,%rcx)
	vsubps	1904(%rsp), %zmm29, %zmm1
	vmaxps	%zmm1, %zmm24, %zmm2
	vminps	%zmm2, %zmm0, %zmm2
	vmulps	%zmm16, %zmm2, %zmm3
	vaddps	%zmm28, %zmm3, %zmm3
	vaddps	%zmm21, %zmm3, %zmm4
	vmulps	%zmm25, %zmm4, %zmm5
	vsubps	%zmm5, %zmm2, %zmm2
	vmulps	%zmm14, %zmm4, %zmm4
	vsubps	%zmm4, %zmm2, %zmm5
	vmulps	%zmm5, %zmm5, %zmm6
	vmulps	%zmm27, %zmm6, %zmm13
	vaddps	%zmm8, %zmm13, %zmm13
	vmulps	%zmm13, %zmm6, %zmm13
	vaddps	%zmm17, %zmm13, %zmm13
	vmulps	%zmm13, %zmm6, %zmm13
	vaddps	%zmm31, %zmm13, %zmm13
	vmulps	%zmm13, %zmm6, %zmm13
	vaddps	%zmm30, %zmm13, %zmm13
	vmulps	%zmm13, %zmm6, %zmm6
	vmovdqa64	%zmm23, %zmm13
	vmovaps	%zmm28, %zmm23
	vmovaps	%zmm21, %zmm28
	vmovaps	%zmm24, %zmm21
	vmovaps	%zmm0, %zmm24
	vsubps	%zmm6, %zmm5, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vsubps	%zmm6, %zmm22, %zmm6
	vdivps	%zmm6, %zmm5, %zmm5
	vaddps	%zmm29, %zmm29, %zmm6
	vmulps	%zmm26, %zmm6, %zmm6
	vsubps	39512(%rsp,%rcx), %zmm6, %zmm6
	vsubps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm4, %zmm2, %zmm2
	vaddps	%zmm9, %zmm2, %zmm2
	vpaddd	%zmm7, %zmm3, %zmm4
	vpsrld	$1, %zmm4, %zmm4
	vpsubd	%zmm4, %zmm3, %zmm3
	vpslld	$23, %zmm3, %zmm3
	vpslld	$23, %zmm4, %zmm4
	vpaddd	%zmm13, %zmm4, %zmm4
	vmulps	%zmm4, %zmm2, %zmm2
	vpaddd	%zmm15, %zmm3, %zmm3
	vmulps	%zmm3, %zmm2, %zmm2
	vcmpunordps	%zmm10, %zmm1, %k1
	vmovdqa64	%zmm20, %zmm10
	vmovaps	%zmm18, %zmm2 {%k1}
	vmulps	(%rsp), %zmm2, %zmm1
	vaddps	%zmm1, %zmm6, %zmm1
	vcmpeqps	1520(%rsp), %zmm11, %k1
	vmovaps	%zmm19, %zmm2 {%k1} {z}
	vaddps	%zmm1, %zmm2, %zmm1
	vmulps	848(%rsp), %zmm1, %zmm1
	vsubps	%zmm1, %zmm29, %zmm0
	vmovups	1648(%rsp), %zmm29
	vandps	.LCPI0_72(%rip){1to16}, %zmm0, %zmm1
	vpcmpgtd	%zmm15, %zmm1, %k1
	vmovdqa32	%zmm20, %zmm0 {%k1}
	vmovdqu64	%zmm0, 6744(%rsp,%rcx)
	vmovups	272(%rsp), %zmm20
	vsubps	%zmm29, %zmm20, %zmm0
	vmaxps	%zmm0, %zmm21, %zmm1
	vminps	%zmm1, %zmm24, %zmm1
	vmulps	%zmm16, %zmm1, %zmm2
	vaddps	%zmm23, %zmm2, %zmm2
	vaddps	%zmm28, %zmm2, %zmm3
	vmulps	%zmm25, %zmm3, %zmm4
	vsubps	%zmm4, %zmm1, %zmm1
	vmulps	%zmm14, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm4
	vmulps	%zmm4, %zmm4, %zmm5
	vmulps	%zmm27, %zmm5, %zmm6
	vaddps	%zmm8, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm17, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm31, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm30, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vmovaps	%zmm18, %zmm6
	vxorps	%xmm11, %xmm11, %xmm11
	vmovaps	%zmm19, %zmm18
	vsubps	%zmm5, %zmm4, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm5, %zmm22, %zmm5
	vdivps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm1
	vaddps	%zmm9, %zmm1, %zmm1
	vpaddd	%zmm7, %zmm2, %zmm3
	vpsrld	$1, %zmm3, %zmm3
	vpsubd	%zmm3, %zmm2, %zmm2
	vpslld	$23, %zmm3, %zmm3
	vpaddd	%zmm13, %zmm3, %zmm3
	vmulps	%zmm3, %zmm1, %zmm1
	vpslld	$23, %zmm2, %zmm2
	vpaddd	%zmm15, %zmm2, %zmm2
	vmulps	%zmm2, %zmm1, %zmm1
	vcmpunordps	%zmm11, %zmm0, %k1
	vbroadcastss	.LCPI0_72(%rip), %zmm2
	vmovups	976(%rsp), %zmm19
	vaddps	%zmm20, %zmm20, %zmm0
	vmulps	%zmm26, %zmm0, %zmm0
	vsubps	39576(%rsp,%rcx), %zmm0, %zmm0
	vmovaps	%zmm6, %zmm1 {%k1}
	vmulps	208(%rsp), %zmm1, %zmm1
	vaddps	%zmm1, %zmm0, %zmm0
	vcmpeqps	%zmm12, %zmm19, %k1
	vmovdqa64	%zmm15, %zmm11
	vmovups	848(%rsp), %zmm15
	vmovaps	%zmm18, %zmm1 {%k1} {z}
	vaddps	%zmm0, %zmm1, %zmm0
	vmulps	%zmm0, %zmm15, %zmm0
	vsubps	%zmm0, %zmm20, %zmm0
	vandps	%zmm2, %zmm0, %zmm1
	vpcmpgtd	%zmm11, %zmm1, %k1
	vmovdqa32	%zmm10, %zmm0 {%k1}
	vmovdqu64	%zmm0, 6808(%rsp,%rcx)
	incq	%rdx
	addq	$256, %rcx
	cmpq	%rdx, %r14
	jne	.LBB0_49
	jmp	.LBB0_13
.LBB0_50:
	vmovss	-96(%rsp), %xmm3
	vmulss	-24(%rsp), %xmm3, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vpxor	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	vmovaps	%xmm0, 80(%rsp)
	vmulss	-20(%rsp), %xmm3, %xmm3
	vmovss	%xmm3, -96(%rsp)
	cmpb	$0, 136(%rsp)
	je	.LBB0_16
	jmp	.LBB0_20
	.p2align	4
.LBB0_51:
	cmpq	$0, -120(%rsp)
	sete	%al
	cmpq	$0, -80(%rsp)
	sete	%cl
	orb	%al, %cl
	jne	.LBB0_7
	movq	64(%rsp), %rax
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
	cmpq	-80(%rsp), %rax
	movq	%rbx, %r10
	cmovbq	%rax, %r10
	addq	%rdi, %r10
	movq	%rdx, %r14
	shlq	$8, %r14
	addq	%rsp, %r14
	addq	$6808, %r14
	vmovss	(%r14,%rax,4), %xmm0
	imulq	%r15, %r10
	movq	-56(%rsp), %r14
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
	cmpq	-80(%rsp), %rax
	movq	%rbx, %r10
	cmovbq	%rax, %r10
	addq	%rdi, %r10
	imulq	%r15, %r10
	movq	%rdx, %r14
	shlq	$8, %r14
	addq	%rsp, %r14
	addq	$6808, %r14
	vmovss	(%r14,%rax,4), %xmm0
	movq	-56(%rsp), %rax
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
	movq	1040(%rsp), %rbp
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
	cmpq	$0, 72(%rsp)
	je	.LBB0_174
	movq	16(%rdi), %rbp
	movq	-120(%rsp), %rax
	leaq	(,%rax,8), %rdi
	movq	%rax, %rcx
	andq	$-4, %rcx
	movq	%rcx, 1328(%rsp)
	movq	%rax, %r12
	shrq	$2, %r12
	movq	-88(%rsp), %r13
	movq	%r13, %rdx
	shrq	$32, %rdx
	movq	%rbx, %rsi
	imulq	%rax, %rsi
	movq	%rsi, 144(%rsp)
	leaq	(,%rax,4), %r8
	movq	%r8, 464(%rsp)
	leaq	4(,%rbx,4), %rsi
	imulq	%rax, %rsi
	movq	%rsi, 744(%rsp)
	movq	%r8, %rsi
	negq	%rsi
	movq	%rsi, 736(%rsp)
	leaq	-1(%rcx), %r8
	movq	%r8, %rax
	shrq	%rax
	movq	%rax, 272(%rsp)
	leaq	(%rdi,%rbp), %rcx
	leaq	(%rdi,%rbp), %rax
	addq	$4, %rax
	movq	%rdi, (%rsp)
	leaq	-1(%r12), %r9
	movq	%r9, %r10
	shlq	$4, %r10
	leaq	(%r10,%rcx), %r11
	addq	$4, %r11
	cmpq	%rax, %r11
	setb	%r11b
	shrq	$60, %r9
	setne	%r9b
	movq	%rbx, %r15
	leaq	(%rdi,%rbp), %rbx
	addq	$8, %rbx
	leaq	(%r10,%rcx), %r14
	addq	$8, %r14
	cmpq	%rbx, %r14
	setb	%bl
	orb	%r11b, %bl
	addq	%rcx, %r10
	addq	$12, %r10
	movq	%rcx, -40(%rsp)
	addq	%rbp, %rdi
	addq	$12, %rdi
	movq	%rdi, 840(%rsp)
	cmpq	%rdi, %r10
	setb	%r10b
	orb	%r9b, %r10b
	orb	%bl, %r10b
	movb	%r10b, -109(%rsp)
	movq	%rbp, %rbx
	movq	%r15, %r10
	movabsq	$2305843009213693920, %r11
	movq	%r12, %rsi
	andq	%r11, %rsi
	movq	%rsi, 80(%rsp)
	orq	$24, %r11
	movq	%r12, 1712(%rsp)
	andq	%r12, %r11
	movabsq	$4611686018427387840, %r15
	leaq	63(%r15), %r9
	cmpq	%r9, %r8
	seta	%r8b
	movq	272(%rsp), %r14
	leaq	(%rcx,%r14,8), %r9
	addq	$4, %r9
	movq	%rax, 512(%rsp)
	cmpq	%rax, %r9
	setb	%al
	orb	%r8b, %al
	movb	%al, -110(%rsp)
	movq	464(%rsp), %r8
	movl	$3449720151, %eax
	leaq	1993301258(%rdx), %r9
	leaq	842468239(%rdx), %r12
	leaq	1684936478(%rdx), %rcx
	movq	%rcx, 976(%rsp)
	leaq	534103459(%rdx), %rcx
	movq	%rcx, 1520(%rsp)
	leal	-1767562579(%rdx), %ecx
	movl	%ecx, 2192(%rsp)
	leaq	-305585874(%rdx,%rax), %rsi
	movq	%rsi, 64(%rsp)
	leaq	536882365(%rdx,%rax), %rsi
	movq	%rsi, 848(%rsp)
	leaq	-613950654(%rdx,%rax), %rdi
	movq	%rdi, 1648(%rsp)
	leaq	228517585(%rdx,%rax), %rcx
	movq	%rcx, 1840(%rsp)
	movq	-120(%rsp), %rcx
	leaq	(%rcx,%rcx,2), %rdx
	leaq	(%rbp,%rdx,4), %rdx
	movq	%rdx, 728(%rsp)
	movq	-48(%rsp), %rbp
	leaq	1(%r14), %rcx
	vpbroadcastq	%r13, %zmm0
	vmovdqu64	%zmm0, 1904(%rsp)
	leaq	-795284382(%r13,%rax), %r14
	movq	%r14, 112(%rsp)
	vpbroadcastq	%r14, %zmm0
	vmovdqu64	%zmm0, 4304(%rsp)
	leaq	1013904242(%r13), %r14
	vpbroadcastq	%r14, %zmm0
	vmovdqu64	%zmm0, 1072(%rsp)
	movq	%r9, -32(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 4240(%rsp)
	leaq	218619860(%r13,%rax), %r9
	movq	%r9, 1584(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 2832(%rsp)
	movq	%r12, 1392(%rsp)
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 2768(%rsp)
	leaq	2027808484(%r13), %r12
	movq	%r12, 3280(%rsp)
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 2704(%rsp)
	vpbroadcastq	%rsi, %zmm8
	leaq	387276957(%r13), %r12
	movq	%r12, 3216(%rsp)
	vpbroadcastq	%r12, %zmm17
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 2640(%rsp)
	leaq	-408007425(%r13,%rax), %r12
	movq	%r12, 3152(%rsp)
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 4432(%rsp)
	movq	976(%rsp), %rdx
	vpbroadcastq	%rdx, %zmm0
	movq	-56(%rsp), %rdi
	vmovdqu64	%zmm0, 4368(%rsp)
	leaq	1401181199(%r13), %r12
	movq	%r12, 3088(%rsp)
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 4176(%rsp)
	movq	1520(%rsp), %rdx
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 4112(%rsp)
	leaq	605896817(%r13,%rax), %r9
	movq	%r9, 3024(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 2576(%rsp)
	movq	1840(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 2320(%rsp)
	leal	-1879881855(%r13), %eax
	movq	%r14, %r13
	movl	%eax, 2960(%rsp)
	vpbroadcastd	%eax, %ymm0
	vmovdqu	%ymm0, 1040(%rsp)
	movl	2192(%rsp), %eax
	vpbroadcastd	%eax, %ymm19
	vmovdqa64	.LCPI0_0(%rip), %zmm5
	movq	80(%rsp), %r9
	vpbroadcastq	%r9, %zmm0
	vporq	%zmm5, %zmm0, %zmm0
	vmovdqu64	%zmm0, 4048(%rsp)
	movq	%rcx, %rsi
	andq	%r15, %rsi
	orq	$56, %r15
	movq	%rcx, 120(%rsp)
	andq	%rcx, %r15
	movq	-120(%rsp), %rdx
	movq	%rdx, %rax
	andq	$-16, %rax
	vbroadcastss	-80(%rsp), %zmm0
	vmovups	%zmm0, 2256(%rsp)
	movq	%rax, -104(%rsp)
	vpbroadcastq	%rax, %ymm0
	vpor	%ymm5, %ymm0, %ymm0
	vmovdqu	%ymm0, 1968(%rsp)
	movq	(%rsp), %rax
	addq	%rbx, %rax
	addq	$384, %rax
	movq	%rax, 504(%rsp)
	movq	%r11, 784(%rsp)
	subq	%r9, %r11
	movq	%r11, 776(%rsp)
	movq	%r8, %rax
	andq	$-512, %rax
	addq	-40(%rsp), %rax
	movq	%rax, 768(%rsp)
	movq	%r10, %rax
	imulq	%rbp, %rax
	movq	%rax, 472(%rsp)
	vpbroadcastq	.LCPI0_1(%rip), %zmm3
	vpbroadcastq	.LCPI0_2(%rip), %zmm4
	movq	144(%rsp), %r9
	leaq	(,%r9,4), %rax
	movq	%rax, 720(%rsp)
	leaq	(%rdi,%r9,4), %rcx
	movq	96(%rsp), %rax
	leaq	(%rax,%r9,4), %r9
	vxorps	%xmm2, %xmm2, %xmm2
	vmovdqa64	.LCPI0_52(%rip), %zmm16
	vmovdqa64	.LCPI0_53(%rip), %zmm22
	leaq	(%rbx,%rdx,8), %rax
	movq	%rax, -96(%rsp)
	movq	1328(%rsp), %rdx
	leaq	1(%rdx), %rax
	movq	%rax, 496(%rsp)
	leaq	2(%rdx), %rax
	movq	%rax, 488(%rsp)
	movq	%rsi, 480(%rsp)
	leaq	(%rsi,%rsi), %rax
	movq	%rax, 808(%rsp)
	movq	%r15, 800(%rsp)
	leaq	(%r15,%r15), %rax
	movq	%rax, 792(%rsp)
	xorl	%r11d, %r11d
	movl	$1, %esi
	movq	%rcx, 3664(%rsp)
	movq	%rcx, 144(%rsp)
	vxorps	%xmm1, %xmm1, %xmm1
	vmovd	.LCPI0_60(%rip), %xmm21
	vmovd	.LCPI0_66(%rip), %xmm25
	vpbroadcastd	.LCPI0_62(%rip), %zmm28
	vmovdqa64	.LCPI0_9(%rip), %zmm24
	vmovdqa64	.LCPI0_10(%rip), %zmm18
	vmovss	.LCPI0_11(%rip), %xmm5
	vmovss	.LCPI0_12(%rip), %xmm27
	vmovss	.LCPI0_17(%rip), %xmm30
	movq	%rbx, 592(%rsp)
	movq	%r14, 272(%rsp)
	vmovdqu64	%ymm19, 2512(%rsp)
	vmovdqu64	%zmm8, 2448(%rsp)
	vmovdqu64	%zmm17, 2384(%rsp)
	jmp	.LBB0_69
	.p2align	4
.LBB0_68:
	movq	760(%rsp), %r10
	incq	%r10
	movq	752(%rsp), %r11
	incq	%r11
	movq	-48(%rsp), %rbp
	addq	%rbp, 472(%rsp)
	movq	464(%rsp), %r8
	addq	%r8, 144(%rsp)
	addq	%r8, %r9
	cmpq	104(%rsp), %r10
	movq	-56(%rsp), %rdi
	vpbroadcastq	.LCPI0_2(%rip), %zmm4
	je	.LBB0_174
.LBB0_69:
	movq	%r9, 2000(%rsp)
	movq	736(%rsp), %r14
	imulq	%r11, %r14
	movq	%r8, %rdx
	movq	%r11, 752(%rsp)
	imulq	%r11, %rdx
	movq	720(%rsp), %rcx
	addq	%rdx, %rcx
	leaq	(%rdi,%rcx), %rax
	movq	%rax, (%rsp)
	addq	744(%rsp), %rdx
	leaq	(%rdi,%rdx), %r8
	movq	96(%rsp), %r9
	addq	%r9, %rcx
	addq	%r9, %rdx
	movq	%r10, %r9
	movq	-120(%rsp), %r12
	imulq	%r12, %r9
	movq	%r10, 760(%rsp)
	imulq	%rbp, %r10
	movq	1712(%rsp), %r11
	leaq	(%r10,%r11), %rbp
	movl	%ebp, %eax
	movl	$3449720151, %r11d
	leaq	78811644(%r11), %rdi
	movq	%rdi, 1776(%rsp)
	imulq	%rdi, %rax
	xorq	-88(%rsp), %rbp
	xorq	%rax, %rbp
	shrq	$32, %rbp
	imulq	%r11, %rbp
	movq	%rbp, %rdi
	shrq	$32, %rdi
	xorq	112(%rsp), %rdi
	movq	%rdi, 816(%rsp)
	xorq	64(%rsp), %rax
	movq	%rax, 824(%rsp)
	xorq	%r13, %rbp
	movq	%rbp, 832(%rsp)
	addq	%rbx, %r14
	movq	%r14, 3728(%rsp)
	movq	848(%rsp), %r14
	movq	(%rsp), %rdi
	cmpq	%rdx, %rdi
	setb	%r11b
	cmpq	%r8, %rcx
	setb	%bl
	andb	%r11b, %bl
	cmpq	728(%rsp), %rdi
	setb	%r11b
	cmpq	%r8, -96(%rsp)
	setb	%al
	andb	%r11b, %al
	orb	%bl, %al
	movb	%al, 3344(%rsp)
	cmpq	%rdx, %rdi
	setb	%al
	cmpq	%r8, %rcx
	movq	-56(%rsp), %rcx
	leaq	(%rcx,%r9,4), %rcx
	movq	%rcx, 136(%rsp)
	vpbroadcastq	%r10, %zmm7
	vpaddq	%zmm3, %zmm7, %zmm0
	vmovdqu64	%zmm0, 3600(%rsp)
	vpaddq	%zmm4, %zmm7, %zmm0
	vmovdqu64	%zmm0, 3536(%rsp)
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm7, %zmm0
	vmovdqu64	%zmm0, 3472(%rsp)
	setb	%cl
	andb	%al, %cl
	movb	%cl, -111(%rsp)
	movq	$0, 2128(%rsp)
	vmovss	-12(%rsp), %xmm0
	vmovss	%xmm0, -16(%rsp)
	vmovss	-8(%rsp), %xmm0
	vmovaps	%xmm0, 1456(%rsp)
	vmovdqu64	%zmm7, 2896(%rsp)
	jmp	.LBB0_71
	.p2align	4
.LBB0_70:
	movq	2128(%rsp), %rcx
	incq	%rcx
	movq	%rcx, 2128(%rsp)
	cmpq	72(%rsp), %rcx
	vpbroadcastq	.LCPI0_1(%rip), %zmm3
	vmovdqa64	.LCPI0_52(%rip), %zmm16
	vmovdqa64	.LCPI0_53(%rip), %zmm22
	vmovaps	%xmm31, %xmm25
	vxorps	%xmm1, %xmm1, %xmm1
	vpbroadcastd	.LCPI0_62(%rip), %zmm28
	vmovss	.LCPI0_11(%rip), %xmm5
	vmovss	.LCPI0_12(%rip), %xmm27
	vmovss	.LCPI0_17(%rip), %xmm30
	je	.LBB0_68
.LBB0_71:
	vmovaps	%xmm5, %xmm23
	cmpl	$0, -4(%rsp)
	jne	.LBB0_173
.LBB0_72:
	movl	$3449720151, %ecx
	vmovdqa64	.LCPI0_0(%rip), %zmm10
	vmovdqa64	%xmm21, %xmm31
	cmpl	$0, -108(%rsp)
	vmovdqu64	1040(%rsp), %ymm20
	je	.LBB0_99
	movq	520(%rsp), %rax
	movq	2128(%rsp), %rdi
	addq	%rdi, %rax
	movq	%rax, %r11
	shrq	$32, %r11
	imulq	%rcx, %r11
	movq	%r11, %rcx
	shrq	$32, %rcx
	movq	%rax, 128(%rsp)
	movl	%eax, %ebx
	movq	-88(%rsp), %rdi
	xorl	%edi, %ebx
	movq	%rcx, 3408(%rsp)
	xorl	%ecx, %ebx
	movq	1776(%rsp), %rcx
	imulq	%rcx, %rbx
	movq	%rbx, %rbp
	shrq	$32, %rbp
	xorq	64(%rsp), %rbp
	cmpb	$0, -109(%rsp)
	vmovdqu64	4432(%rsp), %zmm13
	vmovdqu64	4368(%rsp), %zmm5
	vmovdqu64	2320(%rsp), %zmm8
	movq	%r11, 2064(%rsp)
	movq	%rbx, (%rsp)
	je	.LBB0_77
	xorl	%eax, %eax
	movl	$3449720151, %r15d
	movq	272(%rsp), %rdx
.LBB0_75:
	movq	2064(%rsp), %r8
	xorq	112(%rsp), %r8
	movq	%r8, 208(%rsp)
	movq	(%rsp), %r8
	xorq	-32(%rsp), %r8
	movq	%r8, (%rsp)
	movq	1712(%rsp), %r9
	subq	%rax, %r9
	movq	472(%rsp), %r8
	leaq	(%r8,%rax), %r10
	shlq	$4, %rax
	addq	840(%rsp), %rax
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
	xorl	208(%rsp), %r12d
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
	movq	848(%rsp), %r14
	xorl	(%rsp), %ebp
	imulq	%rcx, %rbx
	imulq	%r15, %rbp
	movq	%rbp, %r8
	shrq	$32, %r8
	xorl	1584(%rsp), %r11d
	xorl	%r8d, %r11d
	movq	%rbx, %r8
	shrq	$32, %r8
	xorl	1392(%rsp), %r12d
	xorl	%r8d, %r12d
	imulq	%rcx, %r11
	imulq	%r15, %r12
	movq	%r12, %r8
	shrq	$32, %r8
	xorl	3280(%rsp), %ebp
	xorl	%r8d, %ebp
	movq	%r11, %r8
	xorl	%r14d, %ebx
	shrq	$32, %r8
	xorl	%r8d, %ebx
	imulq	%rcx, %rbp
	imulq	%r15, %rbx
	movq	%rbx, %r8
	shrq	$32, %r8
	xorl	3216(%rsp), %r12d
	xorl	%r8d, %r12d
	movq	%rbp, %r8
	shrq	$32, %r8
	xorl	1648(%rsp), %r11d
	xorl	%r8d, %r11d
	imulq	%rcx, %r12
	imulq	%r15, %r11
	movq	%r11, %r8
	shrq	$32, %r8
	xorl	3152(%rsp), %ebx
	xorl	%r8d, %ebx
	movq	%r12, %r8
	shrq	$32, %r8
	xorl	976(%rsp), %ebp
	xorl	%r8d, %ebp
	imulq	%rcx, %rbx
	imulq	%r15, %rbp
	movq	%rbp, %r8
	shrq	$32, %r8
	xorl	3088(%rsp), %r11d
	xorl	%r8d, %r11d
	movq	%rbx, %r8
	shrq	$32, %r8
	xorl	1520(%rsp), %r12d
	xorl	%r8d, %r12d
	imulq	%rcx, %r11
	imulq	%r15, %r12
	movq	%r12, %r8
	shrq	$32, %r8
	xorl	3024(%rsp), %ebp
	xorl	%r8d, %ebp
	movq	%r11, %r8
	shrq	$32, %r8
	xorl	1840(%rsp), %ebx
	xorl	%r8d, %ebx
	imulq	%rcx, %rbp
	imulq	%r15, %rbx
	movq	%rbx, %r8
	shrq	$32, %r8
	xorl	2960(%rsp), %r12d
	xorl	%r8d, %r12d
	movq	%rbp, %r8
	shrq	$32, %r8
	xorl	2192(%rsp), %r11d
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
	vpbroadcastq	%r11, %zmm3
	vpxorq	4304(%rsp), %zmm3, %zmm1
	vmovdqu64	%zmm1, 400(%rsp)
	vpbroadcastq	%rbx, %zmm3
	vpxorq	4240(%rsp), %zmm3, %zmm1
	vmovdqu64	%zmm1, 656(%rsp)
	vpbroadcastq	%rbp, %zmm25
	movq	504(%rsp), %rax
	movq	80(%rsp), %rdx
	vmovdqa64	.LCPI0_0(%rip), %zmm14
	vmovdqa64	%zmm5, %zmm6
	vmovdqu64	4112(%rsp), %zmm31
	vmovdqu64	4176(%rsp), %zmm30
	vmovdqa64	%ymm20, %ymm1
	vmovdqa64	%zmm8, %zmm0
	vpbroadcastq	.LCPI0_4(%rip), %zmm19
	vpbroadcastq	.LCPI0_5(%rip), %zmm12
	vmovdqu64	1072(%rsp), %zmm28
	vmovdqu64	%zmm25, 208(%rsp)
	.p2align	4
.LBB0_78:
	vpaddq	2896(%rsp), %zmm14, %zmm3
	vpaddq	3600(%rsp), %zmm14, %zmm4
	vpaddq	3536(%rsp), %zmm14, %zmm5
	vpaddq	3472(%rsp), %zmm14, %zmm7
	vpmuludq	%zmm19, %zmm3, %zmm8
	vpmuludq	%zmm19, %zmm4, %zmm9
	vpmuludq	%zmm19, %zmm5, %zmm10
	vpmuludq	%zmm19, %zmm7, %zmm11
	vmovdqu64	1904(%rsp), %zmm15
	vpternlogq	$150, %zmm15, %zmm8, %zmm3
	vpternlogq	$150, %zmm15, %zmm9, %zmm4
	vpternlogq	$150, %zmm15, %zmm10, %zmm5
	vpternlogq	$150, %zmm15, %zmm11, %zmm7
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm7, %zmm7
	vpmuludq	%zmm12, %zmm3, %zmm3
	vpmuludq	%zmm12, %zmm4, %zmm4
	vpmuludq	%zmm12, %zmm5, %zmm5
	vpmuludq	%zmm12, %zmm7, %zmm7
	vpsrlq	$32, %zmm3, %zmm15
	vpsrlq	$32, %zmm4, %zmm16
	vpsrlq	$32, %zmm5, %zmm17
	vpsrlq	$32, %zmm7, %zmm20
	vmovdqu64	400(%rsp), %zmm22
	vpxorq	%zmm22, %zmm15, %zmm15
	vpxorq	%zmm22, %zmm16, %zmm16
	vpxorq	%zmm22, %zmm17, %zmm17
	vpxorq	%zmm8, %zmm25, %zmm21
	vpxorq	%zmm9, %zmm25, %zmm9
	vpxorq	%zmm10, %zmm25, %zmm10
	vpxorq	%zmm22, %zmm20, %zmm8
	vpxorq	%zmm11, %zmm25, %zmm11
	vpmuludq	%zmm19, %zmm15, %zmm20
	vpmuludq	%zmm19, %zmm16, %zmm22
	vpmuludq	%zmm19, %zmm17, %zmm16
	vpmuludq	%zmm19, %zmm8, %zmm8
	vpsrlq	$32, %zmm20, %zmm15
	vpsrlq	$32, %zmm22, %zmm17
	vpmuludq	%zmm12, %zmm21, %zmm21
	vpmuludq	%zmm12, %zmm9, %zmm9
	vpmuludq	%zmm12, %zmm10, %zmm10
	vpmuludq	%zmm12, %zmm11, %zmm11
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
	vmovdqu64	656(%rsp), %zmm5
	vpxorq	%zmm5, %zmm15, %zmm7
	vpxorq	%zmm5, %zmm17, %zmm28
	vpxorq	%zmm5, %zmm23, %zmm23
	vpxorq	%zmm5, %zmm4, %zmm29
	vpmuludq	%zmm19, %zmm25, %zmm17
	vpmuludq	%zmm19, %zmm26, %zmm15
	vpmuludq	%zmm19, %zmm3, %zmm5
	vpmuludq	%zmm19, %zmm27, %zmm4
	vpmuludq	%zmm12, %zmm7, %zmm3
	vpmuludq	%zmm12, %zmm28, %zmm7
	vpmuludq	%zmm12, %zmm23, %zmm23
	vpmuludq	%zmm12, %zmm29, %zmm25
	vpsrlq	$32, %zmm3, %zmm26
	vmovdqu64	2832(%rsp), %zmm27
	vpternlogq	$150, %zmm21, %zmm27, %zmm26
	vpsrlq	$32, %zmm7, %zmm21
	vpternlogq	$150, %zmm9, %zmm27, %zmm21
	vpsrlq	$32, %zmm23, %zmm9
	vpternlogq	$150, %zmm10, %zmm27, %zmm9
	vpsrlq	$32, %zmm25, %zmm10
	vpternlogq	$150, %zmm11, %zmm27, %zmm10
	vpsrlq	$32, %zmm17, %zmm11
	vmovdqu64	2768(%rsp), %zmm29
	vpternlogq	$150, %zmm29, %zmm20, %zmm11
	vpsrlq	$32, %zmm15, %zmm27
	vpternlogq	$150, %zmm29, %zmm22, %zmm27
	vpsrlq	$32, %zmm5, %zmm22
	vpternlogq	$150, %zmm29, %zmm16, %zmm22
	vpsrlq	$32, %zmm4, %zmm28
	vpternlogq	$150, %zmm29, %zmm8, %zmm28
	vpmuludq	%zmm19, %zmm26, %zmm20
	vpmuludq	%zmm19, %zmm21, %zmm16
	vpmuludq	%zmm19, %zmm9, %zmm8
	vpmuludq	%zmm12, %zmm11, %zmm9
	vpmuludq	%zmm19, %zmm10, %zmm21
	vpmuludq	%zmm12, %zmm27, %zmm10
	vpmuludq	%zmm12, %zmm22, %zmm11
	vpmuludq	%zmm12, %zmm28, %zmm26
	vpsrlq	$32, %zmm9, %zmm22
	vmovdqu64	2704(%rsp), %zmm27
	vpternlogq	$150, %zmm27, %zmm3, %zmm22
	vpsrlq	$32, %zmm10, %zmm3
	vpternlogq	$150, %zmm27, %zmm7, %zmm3
	vpsrlq	$32, %zmm11, %zmm7
	vpternlogq	$150, %zmm27, %zmm23, %zmm7
	vpsrlq	$32, %zmm26, %zmm23
	vpternlogq	$150, %zmm27, %zmm25, %zmm23
	vpsrlq	$32, %zmm20, %zmm25
	vmovdqu64	2448(%rsp), %zmm29
	vpternlogq	$150, %zmm17, %zmm29, %zmm25
	vpsrlq	$32, %zmm16, %zmm27
	vpternlogq	$150, %zmm15, %zmm29, %zmm27
	vpsrlq	$32, %zmm8, %zmm15
	vpternlogq	$150, %zmm5, %zmm29, %zmm15
	vpsrlq	$32, %zmm21, %zmm28
	vpternlogq	$150, %zmm4, %zmm29, %zmm28
	vpmuludq	%zmm19, %zmm22, %zmm22
	vpmuludq	%zmm19, %zmm3, %zmm17
	vpmuludq	%zmm19, %zmm7, %zmm5
	vpmuludq	%zmm19, %zmm23, %zmm4
	vpmuludq	%zmm12, %zmm25, %zmm3
	vpmuludq	%zmm12, %zmm27, %zmm7
	vpmuludq	%zmm12, %zmm15, %zmm27
	vpmuludq	%zmm12, %zmm28, %zmm28
	vpsrlq	$32, %zmm3, %zmm15
	vmovdqu64	2384(%rsp), %zmm23
	vpternlogq	$150, %zmm9, %zmm23, %zmm15
	vpsrlq	$32, %zmm7, %zmm9
	vpternlogq	$150, %zmm10, %zmm23, %zmm9
	vpsrlq	$32, %zmm27, %zmm10
	vpternlogq	$150, %zmm11, %zmm23, %zmm10
	vpsrlq	$32, %zmm28, %zmm11
	vpternlogq	$150, %zmm26, %zmm23, %zmm11
	vpsrlq	$32, %zmm22, %zmm25
	vmovdqu64	2640(%rsp), %zmm23
	vpternlogq	$150, %zmm23, %zmm20, %zmm25
	vpsrlq	$32, %zmm17, %zmm20
	vpternlogq	$150, %zmm23, %zmm16, %zmm20
	vpsrlq	$32, %zmm5, %zmm26
	vpternlogq	$150, %zmm23, %zmm8, %zmm26
	vpsrlq	$32, %zmm4, %zmm8
	vpternlogq	$150, %zmm23, %zmm21, %zmm8
	vpmuludq	%zmm19, %zmm15, %zmm23
	vpmuludq	%zmm19, %zmm9, %zmm16
	vpmuludq	%zmm19, %zmm10, %zmm15
	vpmuludq	%zmm12, %zmm25, %zmm9
	vpmuludq	%zmm19, %zmm11, %zmm25
	vpmuludq	%zmm12, %zmm20, %zmm10
	vpmuludq	%zmm12, %zmm26, %zmm11
	vpmuludq	%zmm12, %zmm8, %zmm26
	vpsrlq	$32, %zmm9, %zmm8
	vpternlogq	$150, %zmm13, %zmm3, %zmm8
	vpsrlq	$32, %zmm10, %zmm3
	vpternlogq	$150, %zmm13, %zmm7, %zmm3
	vpsrlq	$32, %zmm11, %zmm7
	vpternlogq	$150, %zmm13, %zmm27, %zmm7
	vpsrlq	$32, %zmm26, %zmm27
	vpternlogq	$150, %zmm13, %zmm28, %zmm27
	vpsrlq	$32, %zmm23, %zmm28
	vpternlogq	$150, %zmm22, %zmm6, %zmm28
	vpsrlq	$32, %zmm16, %zmm29
	vpternlogq	$150, %zmm17, %zmm6, %zmm29
	vpsrlq	$32, %zmm15, %zmm17
	vpternlogq	$150, %zmm5, %zmm6, %zmm17
	vpsrlq	$32, %zmm25, %zmm5
	vpternlogq	$150, %zmm4, %zmm6, %zmm5
	vpmuludq	%zmm19, %zmm8, %zmm22
	vpmuludq	%zmm19, %zmm3, %zmm21
	vpmuludq	%zmm19, %zmm7, %zmm20
	vpmuludq	%zmm19, %zmm27, %zmm8
	vpmuludq	%zmm12, %zmm28, %zmm3
	vpmuludq	%zmm12, %zmm29, %zmm7
	vpmuludq	%zmm12, %zmm17, %zmm27
	vpmuludq	%zmm12, %zmm5, %zmm28
	vpsrlq	$32, %zmm3, %zmm4
	vpternlogq	$150, %zmm9, %zmm30, %zmm4
	vpsrlq	$32, %zmm7, %zmm5
	vpternlogq	$150, %zmm10, %zmm30, %zmm5
	vpsrlq	$32, %zmm27, %zmm9
	vpternlogq	$150, %zmm11, %zmm30, %zmm9
	vpsrlq	$32, %zmm28, %zmm10
	vpternlogq	$150, %zmm26, %zmm30, %zmm10
	vpsrlq	$32, %zmm22, %zmm11
	vpternlogq	$150, %zmm31, %zmm23, %zmm11
	vpsrlq	$32, %zmm21, %zmm23
	vpternlogq	$150, %zmm31, %zmm16, %zmm23
	vpsrlq	$32, %zmm20, %zmm26
	vpternlogq	$150, %zmm31, %zmm15, %zmm26
	vpsrlq	$32, %zmm8, %zmm29
	vpternlogq	$150, %zmm31, %zmm25, %zmm29
	vpmuludq	%zmm19, %zmm4, %zmm17
	vpmuludq	%zmm19, %zmm5, %zmm16
	vpmuludq	%zmm19, %zmm9, %zmm15
	vpmuludq	%zmm12, %zmm11, %zmm9
	vpmuludq	%zmm19, %zmm10, %zmm4
	vpmuludq	%zmm12, %zmm23, %zmm10
	vpmuludq	%zmm12, %zmm26, %zmm11
	vpmuludq	%zmm12, %zmm29, %zmm23
	vpsrlq	$32, %zmm9, %zmm25
	vmovdqu64	2576(%rsp), %zmm26
	vpternlogq	$150, %zmm26, %zmm3, %zmm25
	vpsrlq	$32, %zmm10, %zmm3
	vpternlogq	$150, %zmm26, %zmm7, %zmm3
	vpsrlq	$32, %zmm11, %zmm7
	vpternlogq	$150, %zmm26, %zmm27, %zmm7
	vpsrlq	$32, %zmm23, %zmm5
	vpternlogq	$150, %zmm26, %zmm28, %zmm5
	vmovdqu64	1072(%rsp), %zmm28
	vpsrlq	$32, %zmm17, %zmm26
	vpternlogq	$150, %zmm22, %zmm0, %zmm26
	vpsrlq	$32, %zmm16, %zmm22
	vpternlogq	$150, %zmm21, %zmm0, %zmm22
	vpsrlq	$32, %zmm15, %zmm27
	vpternlogq	$150, %zmm20, %zmm0, %zmm27
	vpsrlq	$32, %zmm4, %zmm20
	vpternlogq	$150, %zmm8, %zmm0, %zmm20
	vpmuludq	%zmm19, %zmm25, %zmm25
	vpmuludq	%zmm19, %zmm3, %zmm21
	vpmuludq	%zmm19, %zmm7, %zmm8
	vpmuludq	%zmm12, %zmm26, %zmm3
	vpmuludq	%zmm12, %zmm22, %zmm7
	vpmuludq	%zmm12, %zmm27, %zmm22
	vpsrlq	$32, %zmm3, %zmm26
	vpxorq	%zmm9, %zmm26, %zmm9
	vpsrlq	$32, %zmm7, %zmm26
	vpxorq	%zmm10, %zmm26, %zmm10
	vpsrlq	$32, %zmm22, %zmm26
	vpxorq	%zmm11, %zmm26, %zmm11
	vpsrlq	$32, %zmm25, %zmm26
	vpmuludq	%zmm12, %zmm20, %zmm20
	vpxorq	%zmm17, %zmm26, %zmm26
	vpsrlq	$32, %zmm20, %zmm17
	vpxorq	%zmm23, %zmm17, %zmm17
	vpsrlq	$32, %zmm21, %zmm23
	vpxorq	%zmm16, %zmm23, %zmm16
	vpsrlq	$32, %zmm8, %zmm23
	vpxorq	%zmm15, %zmm23, %zmm15
	vpmovqd	%zmm25, %ymm23
	vpmovqd	%zmm26, %ymm25
	vmovdqu64	2512(%rsp), %ymm26
	vpxord	%ymm25, %ymm26, %ymm25
	vinserti64x4	$1, %ymm23, %zmm25, %zmm23
	vmovdqu64	208(%rsp), %zmm25
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm9, %ymm9
	vpxor	%ymm1, %ymm9, %ymm9
	vinserti64x4	$1, %ymm3, %zmm9, %zmm3
	vmovdqa64	%zmm3, %zmm9
	vmovdqa64	.LCPI0_6(%rip), %zmm27
	vpermt2d	%zmm23, %zmm27, %zmm9
	vmovdqa64	.LCPI0_7(%rip), %zmm29
	vpermt2d	%zmm23, %zmm29, %zmm3
	vmovdqu64	%zmm3, -320(%rax)
	vmovdqu64	%zmm9, -384(%rax)
	vpmovqd	%zmm7, %ymm3
	vpmovqd	%zmm10, %ymm7
	vpxor	%ymm7, %ymm1, %ymm7
	vinserti64x4	$1, %ymm3, %zmm7, %zmm3
	vpmovqd	%zmm21, %ymm7
	vpmovqd	%zmm16, %ymm9
	vpxord	%ymm9, %ymm26, %ymm9
	vinserti64x4	$1, %ymm7, %zmm9, %zmm7
	vmovdqa64	%zmm3, %zmm9
	vpermt2d	%zmm7, %zmm27, %zmm9
	vpermt2d	%zmm7, %zmm29, %zmm3
	vmovdqu64	%zmm3, -192(%rax)
	vpmovqd	%zmm22, %ymm3
	vpmovqd	%zmm11, %ymm7
	vpxor	%ymm7, %ymm1, %ymm7
	vinserti64x4	$1, %ymm3, %zmm7, %zmm3
	vpmovqd	%zmm8, %ymm7
	vpmovqd	%zmm15, %ymm8
	vpxord	%ymm8, %ymm26, %ymm8
	vinserti64x4	$1, %ymm7, %zmm8, %zmm7
	vmovdqa64	%zmm3, %zmm8
	vpermt2d	%zmm7, %zmm27, %zmm8
	vpermt2d	%zmm7, %zmm29, %zmm3
	vmovdqu64	%zmm9, -256(%rax)
	vmovdqu64	%zmm3, -64(%rax)
	vpmuludq	%zmm19, %zmm5, %zmm3
	vmovdqu64	%zmm8, -128(%rax)
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm4, %zmm5, %zmm4
	vpmovqd	%zmm20, %ymm5
	vpmovqd	%zmm17, %ymm7
	vpxor	%ymm7, %ymm1, %ymm7
	vinserti64x4	$1, %ymm5, %zmm7, %zmm5
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm4, %ymm4
	vpxord	%ymm4, %ymm26, %ymm4
	vinserti64x4	$1, %ymm3, %zmm4, %zmm3
	vmovdqa64	%zmm5, %zmm4
	vpermt2d	%zmm3, %zmm29, %zmm5
	vmovdqu64	%zmm5, 64(%rax)
	vpermt2d	%zmm3, %zmm27, %zmm4
	vmovdqu64	%zmm4, (%rax)
	vpaddq	.LCPI0_8(%rip){1to8}, %zmm14, %zmm14
	addq	$512, %rax
	addq	$-32, %rdx
	jne	.LBB0_78
	movq	80(%rsp), %rax
	cmpq	%rax, 1712(%rsp)
	movl	$3449720151, %r15d
	movq	272(%rsp), %rdx
	vmovdqa64	%zmm6, %zmm5
	vmovdqa64	%zmm30, %zmm12
	vmovdqa64	%zmm31, %zmm14
	vmovdqa	%ymm1, %ymm6
	vmovdqa64	.LCPI0_52(%rip), %zmm16
	vmovdqa64	.LCPI0_53(%rip), %zmm22
	vmovd	.LCPI0_60(%rip), %xmm31
	vpxor	%xmm1, %xmm1, %xmm1
	vmovss	.LCPI0_11(%rip), %xmm23
	vmovss	.LCPI0_12(%rip), %xmm27
	vmovss	.LCPI0_17(%rip), %xmm30
	vmovdqu64	2384(%rsp), %zmm17
	vmovdqu64	2448(%rsp), %zmm19
	vmovdqu64	2640(%rsp), %zmm4
	vmovdqu64	2704(%rsp), %zmm0
	vmovdqu64	2512(%rsp), %ymm20
	vmovdqa	%ymm6, %ymm11
	vmovdqu64	2832(%rsp), %zmm6
	vmovdqu64	2576(%rsp), %zmm10
	vmovdqu64	2768(%rsp), %zmm3
	movq	1776(%rsp), %rcx
	vmovdqu64	2896(%rsp), %zmm15
	je	.LBB0_84
	movq	80(%rsp), %rax
	testb	$96, -120(%rsp)
	je	.LBB0_75
	vmovdqa64	%zmm14, %zmm28
	movq	112(%rsp), %rax
	xorl	2064(%rsp), %eax
	vmovdqa64	%zmm19, %zmm29
	vmovdqa64	%zmm0, %zmm19
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 400(%rsp)
	movq	-32(%rsp), %rax
	xorl	(%rsp), %eax
	vmovdqa64	%zmm13, %zmm26
	vpbroadcastq	%rax, %zmm30
	movq	768(%rsp), %rax
	movq	776(%rsp), %rdx
	vmovdqu64	4048(%rsp), %zmm8
	vmovdqa64	%zmm6, %zmm21
	vpbroadcastq	.LCPI0_4(%rip), %zmm0
	vpbroadcastq	.LCPI0_5(%rip), %zmm1
	vmovdqa64	.LCPI0_7(%rip), %zmm14
	vmovdqa64	%zmm17, %zmm27
	vmovdqa64	%zmm3, %zmm17
	vmovdqa64	%zmm12, %zmm23
	vmovdqa64	%zmm10, %zmm6
	vmovdqu64	2320(%rsp), %zmm13
	.p2align	4
.LBB0_82:
	vpaddq	%zmm15, %zmm8, %zmm3
	vpmuludq	%zmm0, %zmm3, %zmm7
	vpternlogq	$150, 1904(%rsp), %zmm7, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm1, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm9
	vpxorq	400(%rsp), %zmm9, %zmm9
	vpxorq	%zmm7, %zmm25, %zmm7
	vpmuludq	%zmm0, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm10
	vpmuludq	%zmm1, %zmm7, %zmm7
	vmovdqa64	%ymm11, %ymm25
	vpsrlq	$32, %zmm7, %zmm11
	vpxorq	%zmm10, %zmm30, %zmm10
	vpternlogq	$150, 1072(%rsp), %zmm3, %zmm11
	vpmuludq	%zmm0, %zmm11, %zmm3
	vpsrlq	$32, %zmm3, %zmm11
	vpmuludq	%zmm1, %zmm10, %zmm10
	vpsrlq	$32, %zmm10, %zmm12
	vpternlogq	$150, %zmm7, %zmm21, %zmm12
	vpternlogq	$150, %zmm17, %zmm9, %zmm11
	vpmuludq	%zmm0, %zmm12, %zmm7
	vpsrlq	$32, %zmm7, %zmm9
	vpmuludq	%zmm1, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm12
	vpternlogq	$150, %zmm19, %zmm10, %zmm12
	vpternlogq	$150, %zmm3, %zmm29, %zmm9
	vpmuludq	%zmm0, %zmm12, %zmm3
	vpsrlq	$32, %zmm3, %zmm10
	vpmuludq	%zmm1, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm12
	vpternlogq	$150, %zmm11, %zmm27, %zmm12
	vpternlogq	$150, %zmm4, %zmm7, %zmm10
	vpmuludq	%zmm0, %zmm12, %zmm7
	vpsrlq	$32, %zmm7, %zmm11
	vpmuludq	%zmm1, %zmm10, %zmm10
	vpsrlq	$32, %zmm10, %zmm12
	vpternlogq	$150, %zmm26, %zmm9, %zmm12
	vpternlogq	$150, %zmm3, %zmm5, %zmm11
	vpmuludq	%zmm0, %zmm12, %zmm3
	vpsrlq	$32, %zmm3, %zmm9
	vpmuludq	%zmm1, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm12
	vpternlogq	$150, %zmm10, %zmm23, %zmm12
	vpternlogq	$150, %zmm28, %zmm7, %zmm9
	vpmuludq	%zmm0, %zmm12, %zmm7
	vpsrlq	$32, %zmm7, %zmm10
	vpmuludq	%zmm1, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm12
	vpternlogq	$150, %zmm6, %zmm11, %zmm12
	vpternlogq	$150, %zmm3, %zmm13, %zmm10
	vpmuludq	%zmm0, %zmm12, %zmm3
	vpsrlq	$32, %zmm3, %zmm11
	vpmuludq	%zmm1, %zmm10, %zmm10
	vpsrlq	$32, %zmm10, %zmm12
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm10, %ymm10
	vpxorq	%zmm9, %zmm12, %zmm9
	vpmovqd	%zmm9, %ymm9
	vpxorq	%zmm7, %zmm11, %zmm7
	vmovdqa64	%ymm25, %ymm11
	vmovdqu64	208(%rsp), %zmm25
	vpmovqd	%zmm7, %ymm7
	vpxor	%ymm9, %ymm11, %ymm9
	vpxord	%ymm7, %ymm20, %ymm7
	vinserti64x4	$1, %ymm10, %zmm9, %zmm9
	vinserti64x4	$1, %ymm3, %zmm7, %zmm3
	vmovdqa64	%zmm9, %zmm7
	vpermt2d	%zmm3, %zmm14, %zmm9
	vmovdqu64	%zmm9, 64(%rax)
	vmovdqa64	.LCPI0_6(%rip), %zmm9
	vpermt2d	%zmm3, %zmm9, %zmm7
	vmovdqu64	%zmm7, (%rax)
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm8, %zmm8
	subq	$-128, %rax
	addq	$-8, %rdx
	jne	.LBB0_82
	movq	784(%rsp), %rdx
	movq	%rdx, %rax
	cmpq	%rdx, 1712(%rsp)
	movl	$3449720151, %r15d
	movq	272(%rsp), %rdx
	vpxor	%xmm1, %xmm1, %xmm1
	movq	1776(%rsp), %rcx
	vmovss	.LCPI0_11(%rip), %xmm23
	vmovss	.LCPI0_12(%rip), %xmm27
	vmovss	.LCPI0_17(%rip), %xmm30
	jne	.LBB0_75
	.p2align	4
.LBB0_84:
	cmpb	$0, -110(%rsp)
	je	.LBB0_87
	xorl	%eax, %eax
	movq	-120(%rsp), %r12
	movq	1328(%rsp), %r11
	movq	512(%rsp), %r8
	movq	1392(%rsp), %r13
	movq	976(%rsp), %r15
	movq	1648(%rsp), %r10
	movq	1584(%rsp), %rdi
	vmovsd	.LCPI0_27(%rip), %xmm9
	vmovsd	.LCPI0_28(%rip), %xmm20
	vmovsd	.LCPI0_29(%rip), %xmm21
	vmovsd	.LCPI0_30(%rip), %xmm26
	vmovsd	.LCPI0_31(%rip), %xmm10
	vmovsd	.LCPI0_32(%rip), %xmm11
	vmovsd	.LCPI0_33(%rip), %xmm15
	vmovsd	.LCPI0_46(%rip), %xmm7
	vmovsd	.LCPI0_35(%rip), %xmm3
	vmovsd	.LCPI0_36(%rip), %xmm14
	vmovsd	.LCPI0_37(%rip), %xmm19
	vmovsd	.LCPI0_47(%rip), %xmm0
	vmovsd	.LCPI0_39(%rip), %xmm28
	vbroadcastss	.LCPI0_40(%rip), %xmm17
	vmovss	.LCPI0_18(%rip), %xmm12
	vmovaps	%xmm23, %xmm25
	vmovss	.LCPI0_19(%rip), %xmm13
	.p2align	4
.LBB0_86:
	movl	-4(%r8,%rax,4), %ecx
	movl	(%r8,%rax,4), %edx
	shrl	$9, %ecx
	vcvtsi2ss	%ecx, %xmm2, %xmm4
	vaddss	%xmm25, %xmm4, %xmm4
	vmulss	%xmm27, %xmm4, %xmm4
	shrl	$9, %edx
	vcvtsi2ss	%edx, %xmm2, %xmm5
	vaddss	%xmm25, %xmm5, %xmm5
	vmulss	%xmm27, %xmm5, %xmm5
	vmovd	%xmm4, %ecx
	addl	$4913933, %ecx
	movl	%ecx, %edx
	shrl	$23, %edx
	addl	$-127, %edx
	andl	$8388607, %ecx
	addl	$1060439283, %ecx
	vmovd	%ecx, %xmm4
	vaddss	%xmm30, %xmm4, %xmm4
	vaddss	%xmm4, %xmm12, %xmm6
	vdivss	%xmm6, %xmm4, %xmm6
	vmulss	%xmm6, %xmm6, %xmm8
	vmovaps	%xmm27, %xmm23
	vmovaps	%xmm30, %xmm27
	vmovaps	%xmm12, %xmm30
	vmulss	%xmm8, %xmm8, %xmm12
	vmovaps	%xmm13, %xmm29
	vmulss	%xmm13, %xmm12, %xmm13
	vaddss	.LCPI0_20(%rip), %xmm13, %xmm13
	vmulss	%xmm13, %xmm12, %xmm13
	vmulss	.LCPI0_21(%rip), %xmm12, %xmm12
	vaddss	.LCPI0_22(%rip), %xmm12, %xmm12
	vmulss	%xmm12, %xmm8, %xmm8
	vaddss	%xmm13, %xmm8, %xmm8
	vmulss	%xmm25, %xmm4, %xmm12
	vmulss	%xmm4, %xmm12, %xmm12
	vcvtsi2ss	%edx, %xmm2, %xmm13
	vaddss	%xmm8, %xmm12, %xmm8
	vmulss	%xmm6, %xmm8, %xmm6
	vmulss	.LCPI0_23(%rip), %xmm13, %xmm8
	vaddss	%xmm6, %xmm8, %xmm6
	vsubss	%xmm12, %xmm6, %xmm6
	vaddss	%xmm6, %xmm4, %xmm4
	vmulss	.LCPI0_24(%rip), %xmm13, %xmm6
	vaddss	%xmm4, %xmm6, %xmm4
	vmulss	.LCPI0_25(%rip), %xmm4, %xmm4
	vsqrtss	%xmm4, %xmm4, %xmm4
	vcvtss2sd	%xmm5, %xmm5, %xmm5
	vmulsd	.LCPI0_26(%rip), %xmm5, %xmm5
	vaddsd	%xmm5, %xmm9, %xmm6
	vaddsd	%xmm20, %xmm6, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
	vmulsd	%xmm21, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm5, %xmm8
	vmulsd	%xmm26, %xmm8, %xmm12
	vaddsd	%xmm10, %xmm12, %xmm12
	vmulsd	%xmm12, %xmm8, %xmm12
	vaddsd	%xmm11, %xmm12, %xmm12
	vmulsd	%xmm12, %xmm8, %xmm12
	vaddsd	%xmm15, %xmm12, %xmm12
	vmulsd	%xmm5, %xmm8, %xmm13
	vmulsd	%xmm12, %xmm13, %xmm12
	vaddsd	%xmm5, %xmm12, %xmm5
	vmulsd	%xmm7, %xmm8, %xmm12
	vaddsd	%xmm3, %xmm12, %xmm12
	vmulsd	%xmm12, %xmm8, %xmm12
	vaddsd	%xmm14, %xmm12, %xmm12
	vmulsd	%xmm12, %xmm8, %xmm12
	vaddsd	%xmm19, %xmm12, %xmm12
	vmulsd	%xmm8, %xmm8, %xmm13
	vmulsd	%xmm12, %xmm13, %xmm12
	vmulsd	%xmm0, %xmm8, %xmm8
	vaddsd	%xmm28, %xmm8, %xmm8
	vaddsd	%xmm12, %xmm8, %xmm8
	vcvtsd2ss	%xmm5, %xmm5, %xmm5
	vcvtsd2ss	%xmm8, %xmm8, %xmm8
	vxorps	%xmm17, %xmm5, %xmm12
	vxorps	%xmm17, %xmm8, %xmm13
	vmovq	%xmm6, %rcx
	testb	$2, %cl
	sete	%dl
	kmovd	%edx, %k1
	vmovaps	%xmm12, %xmm6
	vmovss	%xmm5, %xmm6, %xmm6 {%k1}
	vmovss	%xmm8, %xmm13, %xmm13 {%k1}
	kmovd	%ecx, %k2
	vmovss	%xmm13, %xmm6, %xmm6 {%k2}
	vmovss	%xmm12, %xmm5, %xmm5 {%k1}
	vmovaps	%xmm30, %xmm12
	vmovaps	%xmm27, %xmm30
	vmovaps	%xmm23, %xmm27
	vmovss	%xmm5, %xmm13, %xmm13 {%k2}
	vmulss	%xmm4, %xmm13, %xmm5
	vmovaps	%xmm29, %xmm13
	vmulss	%xmm4, %xmm6, %xmm4
	vmovss	%xmm5, -4(%r8,%rax,4)
	vmovss	%xmm4, (%r8,%rax,4)
	addq	$2, %rax
	cmpq	%r11, %rax
	jb	.LBB0_86
	jmp	.LBB0_94
	.p2align	4
.LBB0_87:
	xorl	%ecx, %ecx
	movq	1328(%rsp), %r11
	movq	512(%rsp), %r8
	movq	1392(%rsp), %r13
	movq	976(%rsp), %r15
	movq	1648(%rsp), %r10
	movq	1584(%rsp), %rdi
	movq	480(%rsp), %rax
	movq	504(%rsp), %rdx
	.p2align	4
.LBB0_88:
	vmovdqu64	-384(%rdx,%rcx,8), %zmm4
	vmovdqu64	-320(%rdx,%rcx,8), %zmm0
	vmovdqu64	%zmm0, 400(%rsp)
	vmovdqu64	-256(%rdx,%rcx,8), %zmm5
	vmovdqu64	-192(%rdx,%rcx,8), %zmm1
	vmovdqu64	%zmm1, 656(%rsp)
	vmovdqu64	%zmm4, (%rsp)
	vpermt2d	%zmm0, %zmm18, %zmm4
	vmovdqu64	%zmm5, 208(%rsp)
	vpermt2d	%zmm1, %zmm18, %zmm5
	vmovdqu64	-64(%rdx,%rcx,8), %zmm0
	vmovdqu64	%zmm0, 528(%rsp)
	vmovdqu64	-128(%rdx,%rcx,8), %zmm8
	vmovdqu64	%zmm8, 336(%rsp)
	vpermt2d	%zmm0, %zmm18, %zmm8
	vmovdqu64	64(%rdx,%rcx,8), %zmm0
	vmovdqu64	%zmm0, 1200(%rsp)
	vmovdqu64	(%rdx,%rcx,8), %zmm12
	vmovdqu64	%zmm12, 1264(%rsp)
	vpermt2d	%zmm0, %zmm18, %zmm12
	vpsrld	$9, %zmm4, %zmm4
	vpsrld	$9, %zmm5, %zmm5
	vpsrld	$9, %zmm8, %zmm8
	vpsrld	$9, %zmm12, %zmm12
	vcvtdq2ps	%zmm4, %zmm4
	vcvtdq2ps	%zmm5, %zmm5
	vcvtdq2ps	%zmm8, %zmm13
	vcvtdq2ps	%zmm12, %zmm12
	vbroadcastss	.LCPI0_11(%rip), %zmm0
	vaddps	%zmm0, %zmm4, %zmm16
	vaddps	%zmm0, %zmm5, %zmm8
	vaddps	%zmm0, %zmm13, %zmm5
	vaddps	%zmm0, %zmm12, %zmm4
	vbroadcastss	.LCPI0_12(%rip), %zmm3
	vmulps	%zmm3, %zmm16, %zmm12
	vextractf64x4	$1, %zmm12, %ymm13
	vcvtps2pd	%ymm13, %zmm13
	vcvtps2pd	%ymm12, %zmm12
	vmulps	%zmm3, %zmm8, %zmm8
	vextractf64x4	$1, %zmm8, %ymm16
	vcvtps2pd	%ymm16, %zmm16
	vcvtps2pd	%ymm8, %zmm8
	vmulps	%zmm3, %zmm5, %zmm5
	vextractf64x4	$1, %zmm5, %ymm17
	vcvtps2pd	%ymm17, %zmm20
	vcvtps2pd	%ymm5, %zmm5
	vmulps	%zmm3, %zmm4, %zmm4
	vextractf64x4	$1, %zmm4, %ymm17
	vcvtps2pd	%ymm17, %zmm23
	vcvtps2pd	%ymm4, %zmm25
	vbroadcastsd	.LCPI0_26(%rip), %zmm0
	vmulpd	%zmm0, %zmm12, %zmm31
	vmulpd	%zmm0, %zmm13, %zmm4
	vmulpd	%zmm0, %zmm8, %zmm17
	vmulpd	%zmm0, %zmm16, %zmm26
	vmulpd	%zmm0, %zmm5, %zmm6
	vmovupd	%zmm6, 3856(%rsp)
	vmulpd	%zmm0, %zmm20, %zmm21
	vmulpd	%zmm0, %zmm25, %zmm1
	vmovupd	%zmm1, 1136(%rsp)
	vmulpd	%zmm0, %zmm23, %zmm3
	vmovupd	%zmm3, 912(%rsp)
	vbroadcastsd	.LCPI0_27(%rip), %zmm0
	vaddpd	%zmm0, %zmm4, %zmm25
	vaddpd	%zmm0, %zmm31, %zmm5
	vaddpd	%zmm0, %zmm26, %zmm27
	vaddpd	%zmm0, %zmm17, %zmm28
	vaddpd	%zmm0, %zmm21, %zmm12
	vaddpd	%zmm0, %zmm6, %zmm8
	vaddpd	%zmm0, %zmm3, %zmm13
	vaddpd	%zmm0, %zmm1, %zmm16
	vpbroadcastq	.LCPI0_41(%rip), %zmm0
	vptestnmq	%zmm0, %zmm5, %k0
	vptestnmq	%zmm0, %zmm25, %k1
	kunpckbw	%k0, %k1, %k1
	kmovw	%k1, 3792(%rsp)
	vptestnmq	%zmm0, %zmm28, %k0
	vptestnmq	%zmm0, %zmm27, %k1
	kunpckbw	%k0, %k1, %k3
	vptestnmq	%zmm0, %zmm8, %k0
	vptestnmq	%zmm0, %zmm12, %k1
	kunpckbw	%k0, %k1, %k2
	vptestnmq	%zmm0, %zmm16, %k0
	vptestnmq	%zmm0, %zmm13, %k1
	kunpckbw	%k0, %k1, %k4
	vpbroadcastq	.LCPI0_42(%rip), %zmm0
	vptestnmq	%zmm0, %zmm5, %k0
	vptestnmq	%zmm0, %zmm25, %k1
	kunpckbw	%k0, %k1, %k1
	vptestnmq	%zmm0, %zmm28, %k0
	vptestnmq	%zmm0, %zmm27, %k5
	kunpckbw	%k0, %k5, %k7
	vptestnmq	%zmm0, %zmm8, %k0
	vptestnmq	%zmm0, %zmm12, %k5
	kunpckbw	%k0, %k5, %k6
	vptestnmq	%zmm0, %zmm16, %k0
	vptestnmq	%zmm0, %zmm13, %k5
	kunpckbw	%k0, %k5, %k5
	vbroadcastsd	.LCPI0_28(%rip), %zmm0
	vaddpd	%zmm0, %zmm5, %zmm5
	vaddpd	%zmm0, %zmm25, %zmm25
	vsubpd	%zmm25, %zmm4, %zmm4
	vsubpd	%zmm5, %zmm31, %zmm5
	vbroadcastsd	.LCPI0_29(%rip), %zmm1
	vmulpd	%zmm1, %zmm5, %zmm5
	vmulpd	%zmm1, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm25
	vmulpd	%zmm5, %zmm5, %zmm31
	vbroadcastsd	.LCPI0_30(%rip), %zmm10
	vmulpd	%zmm10, %zmm31, %zmm7
	vmulpd	%zmm10, %zmm25, %zmm9
	vbroadcastsd	.LCPI0_31(%rip), %zmm19
	vaddpd	%zmm19, %zmm9, %zmm9
	vaddpd	%zmm19, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm31, %zmm7
	vmulpd	%zmm9, %zmm25, %zmm9
	vbroadcastsd	.LCPI0_32(%rip), %zmm29
	vaddpd	%zmm29, %zmm9, %zmm9
	vaddpd	%zmm29, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm31, %zmm7
	vmulpd	%zmm9, %zmm25, %zmm9
	vbroadcastsd	.LCPI0_33(%rip), %zmm3
	vaddpd	%zmm3, %zmm9, %zmm9
	vaddpd	%zmm3, %zmm7, %zmm7
	vmulpd	%zmm25, %zmm4, %zmm11
	vmulpd	%zmm9, %zmm11, %zmm9
	vmulpd	%zmm31, %zmm5, %zmm11
	vmulpd	%zmm7, %zmm11, %zmm7
	vaddpd	%zmm9, %zmm4, %zmm4
	vaddpd	%zmm7, %zmm5, %zmm5
	vbroadcastsd	.LCPI0_34(%rip), %zmm6
	vmulpd	%zmm6, %zmm31, %zmm7
	vmulpd	%zmm6, %zmm25, %zmm9
	vbroadcastsd	.LCPI0_35(%rip), %zmm14
	vsubpd	%zmm9, %zmm14, %zmm9
	vsubpd	%zmm7, %zmm14, %zmm7
	vmulpd	%zmm7, %zmm31, %zmm7
	vmulpd	%zmm9, %zmm25, %zmm9
	vbroadcastsd	.LCPI0_36(%rip), %zmm15
	vaddpd	%zmm15, %zmm9, %zmm9
	vaddpd	%zmm15, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm31, %zmm7
	vmulpd	%zmm9, %zmm25, %zmm9
	vbroadcastsd	.LCPI0_37(%rip), %zmm20
	vaddpd	%zmm20, %zmm9, %zmm9
	vaddpd	%zmm20, %zmm7, %zmm7
	vmulpd	%zmm25, %zmm25, %zmm11
	vmulpd	%zmm9, %zmm11, %zmm9
	vmulpd	%zmm31, %zmm31, %zmm11
	vmulpd	%zmm7, %zmm11, %zmm7
	vbroadcastsd	.LCPI0_38(%rip), %zmm22
	vmulpd	%zmm22, %zmm25, %zmm11
	vmulpd	%zmm22, %zmm31, %zmm25
	vbroadcastsd	.LCPI0_39(%rip), %zmm30
	vsubpd	%zmm25, %zmm30, %zmm25
	vaddpd	%zmm7, %zmm25, %zmm7
	vsubpd	%zmm11, %zmm30, %zmm11
	vaddpd	%zmm9, %zmm11, %zmm9
	vcvtpd2ps	%zmm5, %ymm5
	vcvtpd2ps	%zmm4, %ymm4
	vcvtpd2ps	%zmm7, %ymm7
	vcvtpd2ps	%zmm9, %ymm9
	vinsertf64x4	$1, %ymm4, %zmm5, %zmm31
	vinsertf64x4	$1, %ymm9, %zmm7, %zmm4
	vbroadcastss	.LCPI0_40(%rip), %zmm23
	vxorps	%zmm23, %zmm31, %zmm7
	vxorps	%zmm23, %zmm4, %zmm5
	vblendmps	%zmm31, %zmm7, %zmm25 {%k1}
	vmovaps	%zmm4, %zmm5 {%k1}
	vmovaps	%zmm7, %zmm31 {%k1}
	vaddpd	%zmm0, %zmm28, %zmm4
	vaddpd	%zmm0, %zmm27, %zmm7
	vsubpd	%zmm7, %zmm26, %zmm7
	vsubpd	%zmm4, %zmm17, %zmm4
	vmulpd	%zmm1, %zmm4, %zmm4
	vmulpd	%zmm1, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm7, %zmm9
	vmulpd	%zmm4, %zmm4, %zmm11
	vmulpd	%zmm10, %zmm11, %zmm26
	vmulpd	%zmm10, %zmm9, %zmm27
	vaddpd	%zmm19, %zmm27, %zmm27
	vaddpd	%zmm19, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm11, %zmm26
	vmulpd	%zmm27, %zmm9, %zmm27
	vaddpd	%zmm29, %zmm27, %zmm27
	vaddpd	%zmm29, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm11, %zmm26
	vmulpd	%zmm27, %zmm9, %zmm27
	vaddpd	%zmm3, %zmm27, %zmm27
	vaddpd	%zmm3, %zmm26, %zmm26
	vmulpd	%zmm9, %zmm7, %zmm28
	vmulpd	%zmm27, %zmm28, %zmm27
	vmulpd	%zmm11, %zmm4, %zmm28
	vmulpd	%zmm26, %zmm28, %zmm26
	vaddpd	%zmm27, %zmm7, %zmm7
	vaddpd	%zmm26, %zmm4, %zmm4
	vmulpd	%zmm6, %zmm11, %zmm26
	vmulpd	%zmm6, %zmm9, %zmm27
	vsubpd	%zmm27, %zmm14, %zmm27
	vsubpd	%zmm26, %zmm14, %zmm26
	vmulpd	%zmm26, %zmm11, %zmm26
	vmulpd	%zmm27, %zmm9, %zmm27
	vaddpd	%zmm15, %zmm27, %zmm27
	vaddpd	%zmm15, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm11, %zmm26
	vmulpd	%zmm27, %zmm9, %zmm27
	vaddpd	%zmm20, %zmm27, %zmm27
	vaddpd	%zmm20, %zmm26, %zmm26
	vmulpd	%zmm9, %zmm9, %zmm28
	vmulpd	%zmm27, %zmm28, %zmm27
	vmulpd	%zmm11, %zmm11, %zmm28
	vmulpd	%zmm26, %zmm28, %zmm26
	vmulpd	%zmm22, %zmm9, %zmm9
	vmulpd	%zmm22, %zmm11, %zmm11
	vsubpd	%zmm11, %zmm30, %zmm11
	vaddpd	%zmm26, %zmm11, %zmm11
	vsubpd	%zmm9, %zmm30, %zmm9
	vaddpd	%zmm27, %zmm9, %zmm9
	vcvtpd2ps	%zmm4, %ymm4
	vcvtpd2ps	%zmm7, %ymm7
	vinsertf64x4	$1, %ymm7, %zmm4, %zmm26
	vcvtpd2ps	%zmm11, %ymm4
	vcvtpd2ps	%zmm9, %ymm7
	vinsertf64x4	$1, %ymm7, %zmm4, %zmm4
	vxorps	%zmm23, %zmm26, %zmm7
	vxorps	%zmm23, %zmm4, %zmm27
	vblendmps	%zmm26, %zmm7, %zmm28 {%k7}
	vmovaps	%zmm4, %zmm27 {%k7}
	vmovaps	%zmm7, %zmm26 {%k7}
	vaddpd	%zmm0, %zmm8, %zmm4
	vaddpd	%zmm0, %zmm12, %zmm7
	vsubpd	%zmm7, %zmm21, %zmm7
	vmovupd	3856(%rsp), %zmm8
	vsubpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm1, %zmm4, %zmm4
	vmulpd	%zmm1, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm7, %zmm8
	vmulpd	%zmm4, %zmm4, %zmm9
	vmulpd	%zmm10, %zmm9, %zmm11
	vmulpd	%zmm10, %zmm8, %zmm17
	vaddpd	%zmm19, %zmm17, %zmm17
	vaddpd	%zmm19, %zmm11, %zmm11
	vmulpd	%zmm11, %zmm9, %zmm11
	vmulpd	%zmm17, %zmm8, %zmm17
	vaddpd	%zmm29, %zmm17, %zmm17
	vaddpd	%zmm29, %zmm11, %zmm11
	vmulpd	%zmm11, %zmm9, %zmm11
	vmulpd	%zmm17, %zmm8, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm17
	vaddpd	%zmm3, %zmm11, %zmm11
	vmulpd	%zmm8, %zmm7, %zmm21
	vmulpd	%zmm17, %zmm21, %zmm17
	vmulpd	%zmm9, %zmm4, %zmm21
	vmulpd	%zmm11, %zmm21, %zmm11
	vaddpd	%zmm17, %zmm7, %zmm7
	vaddpd	%zmm11, %zmm4, %zmm4
	vmulpd	%zmm6, %zmm9, %zmm11
	vmulpd	%zmm6, %zmm8, %zmm17
	vsubpd	%zmm17, %zmm14, %zmm17
	vsubpd	%zmm11, %zmm14, %zmm11
	vmulpd	%zmm11, %zmm9, %zmm11
	vmulpd	%zmm17, %zmm8, %zmm17
	vaddpd	%zmm15, %zmm17, %zmm17
	vaddpd	%zmm15, %zmm11, %zmm11
	vmulpd	%zmm11, %zmm9, %zmm11
	vmulpd	%zmm17, %zmm8, %zmm17
	vaddpd	%zmm20, %zmm17, %zmm17
	vaddpd	%zmm20, %zmm11, %zmm11
	vmulpd	%zmm8, %zmm8, %zmm21
	vmulpd	%zmm17, %zmm21, %zmm17
	vmulpd	%zmm9, %zmm9, %zmm21
	vmulpd	%zmm11, %zmm21, %zmm11
	vmulpd	%zmm22, %zmm8, %zmm8
	vmulpd	%zmm22, %zmm9, %zmm9
	vsubpd	%zmm9, %zmm30, %zmm9
	vaddpd	%zmm11, %zmm9, %zmm9
	vsubpd	%zmm8, %zmm30, %zmm8
	vaddpd	%zmm17, %zmm8, %zmm8
	vcvtpd2ps	%zmm4, %ymm4
	vcvtpd2ps	%zmm7, %ymm7
	vcvtpd2ps	%zmm9, %ymm9
	vinsertf64x4	$1, %ymm7, %zmm4, %zmm4
	vcvtpd2ps	%zmm8, %ymm7
	vinsertf64x4	$1, %ymm7, %zmm9, %zmm7
	vxorps	%zmm23, %zmm4, %zmm8
	vxorps	%zmm23, %zmm7, %zmm17
	vblendmps	%zmm4, %zmm8, %zmm21 {%k6}
	vmovaps	%zmm7, %zmm17 {%k6}
	vmovaps	%zmm8, %zmm4 {%k6}
	vaddpd	%zmm0, %zmm16, %zmm7
	vaddpd	%zmm0, %zmm13, %zmm8
	vmovupd	912(%rsp), %zmm0
	vsubpd	%zmm8, %zmm0, %zmm8
	vmovupd	1136(%rsp), %zmm0
	vsubpd	%zmm7, %zmm0, %zmm7
	vmulpd	%zmm1, %zmm7, %zmm7
	vmulpd	%zmm1, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm8, %zmm9
	vmulpd	%zmm7, %zmm7, %zmm11
	vmulpd	%zmm10, %zmm11, %zmm12
	vmulpd	%zmm10, %zmm9, %zmm13
	vaddpd	%zmm19, %zmm13, %zmm13
	vaddpd	%zmm19, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm11, %zmm12
	vmulpd	%zmm13, %zmm9, %zmm13
	vaddpd	%zmm29, %zmm13, %zmm13
	vaddpd	%zmm29, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm11, %zmm12
	vmulpd	%zmm13, %zmm9, %zmm13
	vaddpd	%zmm3, %zmm13, %zmm13
	vaddpd	%zmm3, %zmm12, %zmm12
	vmulpd	%zmm9, %zmm8, %zmm16
	vmulpd	%zmm13, %zmm16, %zmm13
	vmulpd	%zmm11, %zmm7, %zmm16
	vmulpd	%zmm12, %zmm16, %zmm12
	vaddpd	%zmm13, %zmm8, %zmm8
	vaddpd	%zmm12, %zmm7, %zmm7
	vmulpd	%zmm6, %zmm11, %zmm12
	vmulpd	%zmm6, %zmm9, %zmm13
	vsubpd	%zmm13, %zmm14, %zmm13
	vsubpd	%zmm12, %zmm14, %zmm12
	vmulpd	%zmm12, %zmm11, %zmm12
	vmulpd	%zmm13, %zmm9, %zmm13
	vaddpd	%zmm15, %zmm13, %zmm13
	vaddpd	%zmm15, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm11, %zmm12
	vmulpd	%zmm13, %zmm9, %zmm13
	vaddpd	%zmm20, %zmm13, %zmm13
	vaddpd	%zmm20, %zmm12, %zmm12
	vmulpd	%zmm9, %zmm9, %zmm16
	vmulpd	%zmm13, %zmm16, %zmm13
	vmulpd	%zmm11, %zmm11, %zmm16
	vmulpd	%zmm12, %zmm16, %zmm12
	vmulpd	%zmm22, %zmm9, %zmm9
	vmulpd	%zmm22, %zmm11, %zmm11
	vsubpd	%zmm11, %zmm30, %zmm11
	vaddpd	%zmm12, %zmm11, %zmm11
	vsubpd	%zmm9, %zmm30, %zmm9
	vaddpd	%zmm13, %zmm9, %zmm9
	vcvtpd2ps	%zmm7, %ymm7
	vcvtpd2ps	%zmm8, %ymm8
	vcvtpd2ps	%zmm11, %ymm11
	vcvtpd2ps	%zmm9, %ymm9
	vinsertf64x4	$1, %ymm8, %zmm7, %zmm8
	vinsertf64x4	$1, %ymm9, %zmm11, %zmm7
	vxorps	%zmm23, %zmm8, %zmm9
	vxorps	%zmm23, %zmm7, %zmm11
	vblendmps	%zmm8, %zmm9, %zmm20 {%k5}
	vmovaps	%zmm7, %zmm11 {%k5}
	vmovaps	%zmm9, %zmm8 {%k5}
	kmovw	3792(%rsp), %k1
	vblendmps	%zmm25, %zmm5, %zmm16 {%k1}
	vblendmps	%zmm28, %zmm27, %zmm13 {%k3}
	vmovaps	%zmm5, %zmm31 {%k1}
	vmovaps	%zmm27, %zmm26 {%k3}
	vblendmps	%zmm21, %zmm17, %zmm0 {%k2}
	vmovups	%zmm0, 1136(%rsp)
	vblendmps	%zmm20, %zmm11, %zmm0 {%k4}
	vmovups	%zmm0, 912(%rsp)
	vmovaps	%zmm17, %zmm4 {%k2}
	vmovaps	%zmm11, %zmm8 {%k4}
	vmovdqu64	(%rsp), %zmm0
	vpermt2d	400(%rsp), %zmm24, %zmm0
	vmovdqu64	208(%rsp), %zmm1
	vpermt2d	656(%rsp), %zmm24, %zmm1
	vmovdqu64	336(%rsp), %zmm3
	vpermt2d	528(%rsp), %zmm24, %zmm3
	vmovdqu64	1264(%rsp), %zmm5
	vpermt2d	1200(%rsp), %zmm24, %zmm5
	vpsrld	$9, %zmm0, %zmm7
	vpsrld	$9, %zmm1, %zmm9
	vpsrld	$9, %zmm3, %zmm11
	vpsrld	$9, %zmm5, %zmm6
	vcvtdq2ps	%zmm7, %zmm7
	vcvtdq2ps	%zmm9, %zmm9
	vcvtdq2ps	%zmm11, %zmm11
	vcvtdq2ps	%zmm6, %zmm6
	vbroadcastss	.LCPI0_11(%rip), %zmm12
	vaddps	%zmm12, %zmm7, %zmm7
	vaddps	%zmm12, %zmm9, %zmm9
	vaddps	%zmm12, %zmm11, %zmm11
	vaddps	%zmm12, %zmm6, %zmm6
	vbroadcastss	.LCPI0_12(%rip), %zmm0
	vmulps	%zmm0, %zmm7, %zmm7
	vmulps	%zmm0, %zmm9, %zmm9
	vmulps	%zmm0, %zmm11, %zmm11
	vmulps	%zmm0, %zmm6, %zmm6
	vpbroadcastd	.LCPI0_13(%rip), %zmm3
	vpaddd	%zmm3, %zmm7, %zmm7
	vpaddd	%zmm3, %zmm9, %zmm9
	vpaddd	%zmm3, %zmm11, %zmm11
	vpaddd	%zmm3, %zmm6, %zmm20
	vpbroadcastd	.LCPI0_15(%rip), %zmm3
	vpandd	%zmm3, %zmm7, %zmm6
	vpandd	%zmm3, %zmm9, %zmm14
	vpandd	%zmm3, %zmm11, %zmm15
	vpandd	%zmm3, %zmm20, %zmm17
	vpbroadcastd	.LCPI0_16(%rip), %zmm3
	vpaddd	%zmm3, %zmm6, %zmm6
	vpaddd	%zmm3, %zmm14, %zmm14
	vpaddd	%zmm3, %zmm15, %zmm15
	vpaddd	%zmm3, %zmm17, %zmm17
	vbroadcastss	.LCPI0_17(%rip), %zmm3
	vaddps	%zmm3, %zmm6, %zmm6
	vaddps	%zmm3, %zmm14, %zmm14
	vaddps	%zmm3, %zmm15, %zmm15
	vaddps	%zmm3, %zmm17, %zmm17
	vbroadcastss	.LCPI0_18(%rip), %zmm3
	vaddps	%zmm3, %zmm6, %zmm21
	vaddps	%zmm3, %zmm14, %zmm22
	vaddps	%zmm3, %zmm15, %zmm23
	vaddps	%zmm3, %zmm17, %zmm25
	vdivps	%zmm21, %zmm6, %zmm21
	vdivps	%zmm22, %zmm14, %zmm22
	vdivps	%zmm23, %zmm15, %zmm23
	vdivps	%zmm25, %zmm17, %zmm25
	vmulps	%zmm21, %zmm21, %zmm27
	vmulps	%zmm22, %zmm22, %zmm28
	vmulps	%zmm23, %zmm23, %zmm30
	vmulps	%zmm25, %zmm25, %zmm10
	vmulps	%zmm27, %zmm27, %zmm3
	vbroadcastss	.LCPI0_19(%rip), %zmm19
	vmulps	%zmm19, %zmm3, %zmm29
	vbroadcastss	.LCPI0_20(%rip), %zmm0
	vaddps	%zmm0, %zmm29, %zmm29
	vmulps	%zmm29, %zmm3, %zmm29
	vbroadcastss	.LCPI0_21(%rip), %zmm1
	vmulps	%zmm1, %zmm3, %zmm3
	vbroadcastss	.LCPI0_22(%rip), %zmm5
	vaddps	%zmm5, %zmm3, %zmm3
	vmulps	%zmm3, %zmm27, %zmm3
	vmulps	%zmm28, %zmm28, %zmm27
	vaddps	%zmm29, %zmm3, %zmm3
	vmulps	%zmm19, %zmm27, %zmm29
	vaddps	%zmm0, %zmm29, %zmm29
	vmulps	%zmm29, %zmm27, %zmm29
	vmulps	%zmm1, %zmm27, %zmm27
	vaddps	%zmm5, %zmm27, %zmm27
	vmulps	%zmm27, %zmm28, %zmm27
	vmulps	%zmm30, %zmm30, %zmm28
	vaddps	%zmm29, %zmm27, %zmm27
	vmulps	%zmm19, %zmm28, %zmm29
	vaddps	%zmm0, %zmm29, %zmm29
	vmulps	%zmm29, %zmm28, %zmm29
	vmulps	%zmm1, %zmm28, %zmm28
	vaddps	%zmm5, %zmm28, %zmm28
	vmulps	%zmm28, %zmm30, %zmm28
	vmulps	%zmm10, %zmm10, %zmm30
	vaddps	%zmm29, %zmm28, %zmm28
	vmulps	%zmm19, %zmm30, %zmm29
	vaddps	%zmm0, %zmm29, %zmm29
	vmulps	%zmm29, %zmm30, %zmm29
	vmulps	%zmm1, %zmm30, %zmm30
	vaddps	%zmm5, %zmm30, %zmm30
	vmulps	%zmm30, %zmm10, %zmm10
	vpsrld	$23, %zmm7, %zmm7
	vpsrld	$23, %zmm9, %zmm9
	vpsrld	$23, %zmm11, %zmm11
	vpsrld	$23, %zmm20, %zmm20
	vpbroadcastd	.LCPI0_14(%rip), %zmm30
	vpaddd	%zmm30, %zmm7, %zmm7
	vpaddd	%zmm30, %zmm9, %zmm9
	vpaddd	%zmm30, %zmm11, %zmm11
	vpaddd	%zmm30, %zmm20, %zmm20
	vaddps	%zmm29, %zmm10, %zmm10
	vmulps	%zmm12, %zmm6, %zmm29
	vmulps	%zmm29, %zmm6, %zmm29
	vaddps	%zmm3, %zmm29, %zmm3
	vmulps	%zmm3, %zmm21, %zmm3
	vmulps	%zmm12, %zmm14, %zmm21
	vmulps	%zmm21, %zmm14, %zmm21
	vaddps	%zmm27, %zmm21, %zmm27
	vmulps	%zmm27, %zmm22, %zmm22
	vmulps	%zmm12, %zmm15, %zmm27
	vmulps	%zmm27, %zmm15, %zmm27
	vaddps	%zmm28, %zmm27, %zmm28
	vmulps	%zmm28, %zmm23, %zmm23
	vmulps	%zmm12, %zmm17, %zmm28
	vmulps	%zmm28, %zmm17, %zmm28
	vcvtdq2ps	%zmm7, %zmm7
	vcvtdq2ps	%zmm9, %zmm9
	vcvtdq2ps	%zmm11, %zmm11
	vcvtdq2ps	%zmm20, %zmm20
	vaddps	%zmm10, %zmm28, %zmm10
	vmulps	%zmm10, %zmm25, %zmm10
	vbroadcastss	.LCPI0_23(%rip), %zmm0
	vmulps	%zmm0, %zmm7, %zmm25
	vaddps	%zmm3, %zmm25, %zmm3
	vmulps	%zmm0, %zmm9, %zmm25
	vaddps	%zmm22, %zmm25, %zmm22
	vmulps	%zmm0, %zmm11, %zmm25
	vaddps	%zmm23, %zmm25, %zmm23
	vmulps	%zmm0, %zmm20, %zmm25
	vaddps	%zmm10, %zmm25, %zmm10
	vsubps	%zmm29, %zmm3, %zmm3
	vsubps	%zmm21, %zmm22, %zmm21
	vsubps	%zmm27, %zmm23, %zmm22
	vsubps	%zmm28, %zmm10, %zmm10
	vaddps	%zmm3, %zmm6, %zmm3
	vaddps	%zmm21, %zmm14, %zmm6
	vaddps	%zmm22, %zmm15, %zmm14
	vaddps	%zmm10, %zmm17, %zmm10
	vbroadcastss	.LCPI0_24(%rip), %zmm0
	vmulps	%zmm0, %zmm7, %zmm7
	vaddps	%zmm3, %zmm7, %zmm3
	vmulps	%zmm0, %zmm9, %zmm7
	vaddps	%zmm6, %zmm7, %zmm6
	vmulps	%zmm0, %zmm11, %zmm7
	vaddps	%zmm14, %zmm7, %zmm7
	vmulps	%zmm0, %zmm20, %zmm9
	vaddps	%zmm10, %zmm9, %zmm9
	vbroadcastss	.LCPI0_25(%rip), %zmm0
	vmulps	%zmm0, %zmm3, %zmm3
	vmulps	%zmm0, %zmm6, %zmm6
	vsqrtps	%zmm3, %zmm3
	vsqrtps	%zmm6, %zmm6
	vmulps	%zmm3, %zmm31, %zmm10
	vmulps	%zmm3, %zmm16, %zmm3
	vmulps	%zmm6, %zmm26, %zmm11
	vmulps	%zmm6, %zmm13, %zmm6
	vmulps	%zmm0, %zmm7, %zmm7
	vmulps	%zmm0, %zmm9, %zmm9
	vsqrtps	%zmm7, %zmm7
	vsqrtps	%zmm9, %zmm9
	vmulps	%zmm7, %zmm4, %zmm4
	vmulps	1136(%rsp), %zmm7, %zmm7
	vmulps	%zmm9, %zmm8, %zmm8
	vmulps	912(%rsp), %zmm9, %zmm5
	vmovaps	%zmm10, %zmm9
	vmovaps	.LCPI0_43(%rip), %zmm0
	vpermt2ps	%zmm3, %zmm0, %zmm9
	vmovaps	.LCPI0_44(%rip), %zmm1
	vpermt2ps	%zmm3, %zmm1, %zmm10
	vmovups	%zmm10, -384(%rdx,%rcx,8)
	vmovups	%zmm9, -320(%rdx,%rcx,8)
	vmovaps	%zmm11, %zmm3
	vpermt2ps	%zmm6, %zmm0, %zmm3
	vpermt2ps	%zmm6, %zmm1, %zmm11
	vmovups	%zmm11, -256(%rdx,%rcx,8)
	vmovups	%zmm3, -192(%rdx,%rcx,8)
	vmovaps	%zmm4, %zmm3
	vpermt2ps	%zmm7, %zmm0, %zmm3
	vpermt2ps	%zmm7, %zmm1, %zmm4
	vmovups	%zmm4, -128(%rdx,%rcx,8)
	vmovups	%zmm3, -64(%rdx,%rcx,8)
	vmovaps	%zmm8, %zmm3
	vpermt2ps	%zmm5, %zmm0, %zmm3
	vpermt2ps	%zmm5, %zmm1, %zmm8
	vmovups	%zmm8, (%rdx,%rcx,8)
	vmovups	%zmm3, 64(%rdx,%rcx,8)
	addq	$64, %rcx
	cmpq	%rcx, %rax
	jne	.LBB0_88
	cmpq	%rax, 120(%rsp)
	movq	-120(%rsp), %r12
	vmovdqa64	.LCPI0_52(%rip), %zmm16
	vmovdqa64	.LCPI0_53(%rip), %zmm22
	vmovd	.LCPI0_60(%rip), %xmm31
	vmovss	.LCPI0_18(%rip), %xmm12
	vxorps	%xmm1, %xmm1, %xmm1
	vmovss	.LCPI0_11(%rip), %xmm25
	vmovss	.LCPI0_12(%rip), %xmm27
	vmovss	.LCPI0_17(%rip), %xmm30
	vmovss	.LCPI0_19(%rip), %xmm13
	vmovsd	.LCPI0_27(%rip), %xmm9
	vmovsd	.LCPI0_28(%rip), %xmm20
	vmovsd	.LCPI0_29(%rip), %xmm21
	vmovsd	.LCPI0_30(%rip), %xmm26
	vmovsd	.LCPI0_31(%rip), %xmm10
	vmovsd	.LCPI0_32(%rip), %xmm11
	vmovsd	.LCPI0_33(%rip), %xmm15
	vmovsd	.LCPI0_46(%rip), %xmm7
	vmovsd	.LCPI0_35(%rip), %xmm3
	vmovsd	.LCPI0_36(%rip), %xmm14
	vmovsd	.LCPI0_37(%rip), %xmm19
	vmovsd	.LCPI0_47(%rip), %xmm0
	vmovsd	.LCPI0_39(%rip), %xmm28
	vbroadcastss	.LCPI0_40(%rip), %xmm17
	je	.LBB0_94
	movq	808(%rsp), %rax
	testb	$56, 120(%rsp)
	je	.LBB0_86
	vmovaps	%xmm25, %xmm23
	movq	480(%rsp), %rax
	movq	-40(%rsp), %rcx
	movq	800(%rsp), %rdx
	vbroadcastsd	.LCPI0_26(%rip), %zmm29
	vbroadcastsd	.LCPI0_28(%rip), %zmm11
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vbroadcastsd	.LCPI0_32(%rip), %zmm15
	vbroadcastsd	.LCPI0_36(%rip), %zmm20
	vpbroadcastq	.LCPI0_41(%rip), %zmm28
	vpbroadcastq	.LCPI0_42(%rip), %zmm25
	vmovdqa	.LCPI0_45(%rip), %ymm10
	vbroadcastss	.LCPI0_11(%rip), %ymm12
	vbroadcastss	.LCPI0_12(%rip), %ymm14
	vpbroadcastd	.LCPI0_13(%rip), %ymm17
	vpbroadcastd	.LCPI0_14(%rip), %ymm19
	vpbroadcastd	.LCPI0_15(%rip), %ymm21
	vpbroadcastd	.LCPI0_16(%rip), %ymm26
	vbroadcastss	.LCPI0_40(%rip), %ymm0
	.p2align	4
.LBB0_92:
	vmovdqu64	(%rcx,%rax,8), %zmm3
	vpmovqd	%zmm3, %ymm3
	vpermd	(%rcx,%rax,8), %zmm10, %zmm4
	vpsrld	$9, %ymm3, %ymm3
	vcvtdq2ps	%ymm3, %ymm3
	vaddps	%ymm3, %ymm12, %ymm3
	vmulps	%ymm3, %ymm14, %ymm3
	vpaddd	%ymm17, %ymm3, %ymm5
	vpsrld	$9, %ymm4, %ymm3
	vcvtdq2ps	%ymm3, %ymm3
	vaddps	%ymm3, %ymm12, %ymm3
	vmulps	%ymm3, %ymm14, %ymm3
	vpandd	%ymm21, %ymm5, %ymm4
	vpaddd	%ymm26, %ymm4, %ymm4
	vaddps	.LCPI0_17(%rip){1to8}, %ymm4, %ymm4
	vcvtps2pd	%ymm3, %zmm3
	vmulpd	%zmm29, %zmm3, %zmm3
	vaddpd	.LCPI0_27(%rip){1to8}, %zmm3, %zmm6
	vaddpd	%zmm11, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm3, %zmm3
	vmulpd	.LCPI0_29(%rip){1to8}, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm7
	vmulpd	%zmm13, %zmm7, %zmm8
	vaddpd	.LCPI0_31(%rip){1to8}, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm7, %zmm8
	vaddpd	%zmm15, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm7, %zmm8
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm8, %zmm8
	vmulpd	%zmm7, %zmm3, %zmm9
	vmulpd	%zmm8, %zmm9, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	.LCPI0_46(%rip){1to8}, %zmm7, %zmm8
	vaddpd	.LCPI0_35(%rip){1to8}, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm7, %zmm8
	vaddpd	%zmm20, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm7, %zmm8
	vaddpd	.LCPI0_37(%rip){1to8}, %zmm8, %zmm8
	vmulpd	%zmm7, %zmm7, %zmm9
	vmulpd	%zmm8, %zmm9, %zmm8
	vaddps	.LCPI0_18(%rip){1to8}, %ymm4, %ymm9
	vmulpd	.LCPI0_47(%rip){1to8}, %zmm7, %zmm7
	vaddpd	.LCPI0_39(%rip){1to8}, %zmm7, %zmm7
	vaddpd	%zmm8, %zmm7, %zmm7
	vcvtpd2ps	%zmm3, %ymm3
	vcvtpd2ps	%zmm7, %ymm7
	vdivps	%ymm9, %ymm4, %ymm8
	vxorps	%ymm0, %ymm3, %ymm9
	vptestnmq	%zmm28, %zmm6, %k0
	vptestnmq	%zmm25, %zmm6, %k1
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
	vpaddd	%ymm19, %ymm5, %ymm5
	vaddps	%ymm7, %ymm6, %ymm6
	vmulps	%ymm4, %ymm12, %ymm7
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
	cmpq	%rax, %rdx
	jne	.LBB0_92
	movq	792(%rsp), %rax
	cmpq	%rdx, 120(%rsp)
	vmovsd	.LCPI0_27(%rip), %xmm9
	vmovsd	.LCPI0_28(%rip), %xmm20
	vmovsd	.LCPI0_29(%rip), %xmm21
	vmovsd	.LCPI0_30(%rip), %xmm26
	vmovsd	.LCPI0_31(%rip), %xmm10
	vmovsd	.LCPI0_32(%rip), %xmm11
	vmovsd	.LCPI0_33(%rip), %xmm15
	vmovsd	.LCPI0_46(%rip), %xmm7
	vmovsd	.LCPI0_35(%rip), %xmm3
	vmovsd	.LCPI0_36(%rip), %xmm14
	vmovsd	.LCPI0_37(%rip), %xmm19
	vmovsd	.LCPI0_47(%rip), %xmm0
	vmovsd	.LCPI0_39(%rip), %xmm28
	vbroadcastss	.LCPI0_40(%rip), %xmm17
	vmovss	.LCPI0_18(%rip), %xmm12
	vmovaps	%xmm23, %xmm25
	vmovss	.LCPI0_19(%rip), %xmm13
	jne	.LBB0_86
	.p2align	4
.LBB0_94:
	cmpq	%r12, %r11
	vmovdqa64	.LCPI0_0(%rip), %zmm10
	vpbroadcastd	.LCPI0_62(%rip), %zmm28
	vmovss	.LCPI0_21(%rip), %xmm29
	vmovd	.LCPI0_66(%rip), %xmm25
	vmovsd	.LCPI0_26(%rip), %xmm9
	vmovss	.LCPI0_23(%rip), %xmm3
	vmovss	.LCPI0_20(%rip), %xmm15
	je	.LBB0_99
	vmovaps	%xmm13, %xmm7
	movq	128(%rsp), %rax
	xorl	-88(%rsp), %eax
	xorl	3408(%rsp), %eax
	movq	1776(%rsp), %r8
	imulq	%r8, %rax
	movq	%rax, %rbx
	shrq	$32, %rbx
	movq	2064(%rsp), %rcx
	xorl	816(%rsp), %ecx
	xorl	824(%rsp), %ebx
	imulq	%r8, %rcx
	movl	$3449720151, %ebp
	movq	%r13, %r9
	movq	%rcx, %r13
	shrq	$32, %r13
	imulq	%rbp, %rbx
	movq	-32(%rsp), %rdx
	xorl	%r13d, %edx
	movq	%rbx, %r13
	shrq	$32, %r13
	xorl	832(%rsp), %r13d
	xorl	%edx, %eax
	imulq	%r8, %r13
	imulq	%rbp, %rax
	movq	%rax, %rdx
	shrq	$32, %rdx
	xorl	%edi, %ebx
	xorl	%edx, %ebx
	movq	%r13, %rdx
	shrq	$32, %rdx
	xorl	%r9d, %ecx
	xorl	%edx, %ecx
	imulq	%r8, %rbx
	imulq	%rbp, %rcx
	movq	%rcx, %rdx
	shrq	$32, %rdx
	xorl	3280(%rsp), %eax
	xorl	%edx, %eax
	movq	%rbx, %rdx
	shrq	$32, %rdx
	xorl	%r14d, %r13d
	xorl	%edx, %r13d
	imulq	%r8, %rax
	imulq	%rbp, %r13
	movq	%r13, %rdx
	shrq	$32, %rdx
	xorl	3216(%rsp), %ecx
	xorl	%edx, %ecx
	movq	%rax, %rdx
	shrq	$32, %rdx
	xorl	%r10d, %ebx
	xorl	%edx, %ebx
	imulq	%r8, %rcx
	imulq	%rbp, %rbx
	movq	%rbx, %rdx
	shrq	$32, %rdx
	xorl	3152(%rsp), %r13d
	xorl	%edx, %r13d
	movq	%rcx, %rdx
	shrq	$32, %rdx
	xorl	%r15d, %eax
	xorl	%edx, %eax
	imulq	%r8, %r13
	imulq	%rbp, %rax
	movq	%rax, %rdx
	shrq	$32, %rdx
	xorl	3088(%rsp), %ebx
	xorl	%edx, %ebx
	movq	%r13, %rdx
	shrq	$32, %rdx
	xorl	1520(%rsp), %ecx
	xorl	%edx, %ecx
	imulq	%r8, %rbx
	imulq	%rbp, %rcx
	movq	%rcx, %rdx
	shrq	$32, %rdx
	xorl	3024(%rsp), %eax
	xorl	%edx, %eax
	movq	%rbx, %rdx
	shrq	$32, %rdx
	xorl	1840(%rsp), %r13d
	xorl	%edx, %r13d
	imulq	%r8, %rax
	imulq	%rbp, %r13
	movq	%r13, %rdx
	shrq	$32, %rdx
	xorl	2960(%rsp), %ecx
	xorl	%edx, %ecx
	shrl	$9, %ecx
	vcvtsi2ss	%ecx, %xmm2, %xmm4
	vmovss	.LCPI0_11(%rip), %xmm0
	vaddss	%xmm0, %xmm4, %xmm4
	vmulss	%xmm27, %xmm4, %xmm4
	shrl	$9, %r13d
	vcvtsi2ss	%r13d, %xmm8, %xmm5
	vaddss	%xmm0, %xmm5, %xmm5
	vmulss	%xmm27, %xmm5, %xmm5
	vmovd	%xmm4, %edx
	addl	$4913933, %edx
	movl	%edx, %r8d
	shrl	$23, %r8d
	addl	$-127, %r8d
	andl	$8388607, %edx
	addl	$1060439283, %edx
	vcvtss2sd	%xmm5, %xmm5, %xmm4
	vmulsd	%xmm4, %xmm9, %xmm4
	vmovsd	.LCPI0_27(%rip), %xmm17
	vaddsd	%xmm17, %xmm4, %xmm5
	vmovq	%xmm5, %rcx
	testb	$2, %cl
	vmovd	%edx, %xmm6
	sete	%dl
	vaddss	%xmm30, %xmm6, %xmm6
	vmovaps	%xmm12, %xmm11
	vaddss	%xmm6, %xmm12, %xmm8
	vdivss	%xmm8, %xmm6, %xmm8
	vmulss	%xmm8, %xmm8, %xmm12
	vmulss	%xmm12, %xmm12, %xmm13
	vmovaps	%xmm7, %xmm23
	vmulss	%xmm7, %xmm13, %xmm14
	vmovaps	%xmm15, %xmm21
	vaddss	%xmm15, %xmm14, %xmm14
	vmulss	%xmm14, %xmm13, %xmm14
	vmovaps	%xmm29, %xmm7
	vmulss	%xmm29, %xmm13, %xmm13
	vaddss	.LCPI0_22(%rip), %xmm13, %xmm13
	vmulss	%xmm13, %xmm12, %xmm12
	vcvtsi2ss	%r8d, %xmm15, %xmm13
	movq	%rax, %r10
	movl	%eax, %r8d
	shrl	$9, %r8d
	vaddss	%xmm14, %xmm12, %xmm12
	vmulss	%xmm0, %xmm6, %xmm14
	vmulss	%xmm6, %xmm14, %xmm14
	vaddss	%xmm12, %xmm14, %xmm12
	vmulss	%xmm12, %xmm8, %xmm8
	vmovaps	%xmm3, %xmm26
	vmulss	%xmm3, %xmm13, %xmm12
	vaddss	%xmm8, %xmm12, %xmm8
	vcvtsi2ss	%r8d, %xmm15, %xmm12
	vaddss	%xmm0, %xmm12, %xmm12
	vmulss	%xmm27, %xmm12, %xmm12
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
	vmovsd	.LCPI0_35(%rip), %xmm3
	vsubsd	%xmm6, %xmm3, %xmm6
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
	kmovd	%edx, %k1
	vmovss	%xmm4, %xmm8, %xmm8 {%k1}
	vmovaps	%xmm12, %xmm4
	vmovss	%xmm6, %xmm4, %xmm4 {%k1}
	kmovd	%ecx, %k1
	vmovaps	%xmm8, %xmm5
	vmovss	%xmm4, %xmm5, %xmm5 {%k1}
	vmulss	.LCPI0_25(%rip), %xmm13, %xmm4
	vsqrtss	%xmm4, %xmm4, %xmm13
	vmulss	%xmm5, %xmm13, %xmm4
	movq	-96(%rsp), %rdx
	vmovss	%xmm4, (%rdx,%r11,4)
	vmulsd	%xmm9, %xmm15, %xmm4
	vaddsd	%xmm17, %xmm4, %xmm5
	vmovq	%xmm5, %rdx
	testb	$2, %dl
	sete	%r8b
	cmpq	%r12, 496(%rsp)
	jae	.LBB0_97
	testb	$2, %cl
	sete	%r9b
	kmovd	%r9d, %k1
	vmovss	%xmm12, %xmm6, %xmm6 {%k1}
	kmovd	%ecx, %k1
	vmovss	%xmm8, %xmm6, %xmm6 {%k1}
	vmulss	%xmm6, %xmm13, %xmm6
	movq	-96(%rsp), %rcx
	movq	496(%rsp), %rdi
	vmovss	%xmm6, (%rcx,%rdi,4)
.LBB0_97:
	cmpq	%r12, 488(%rsp)
	jae	.LBB0_99
	vmovaps	%xmm21, %xmm0
	shrq	$32, %r10
	xorl	2192(%rsp), %ebx
	xorl	%r10d, %ebx
	shrl	$9, %ebx
	vcvtsi2ss	%ebx, %xmm10, %xmm6
	vmovss	.LCPI0_11(%rip), %xmm21
	vaddss	%xmm21, %xmm6, %xmm6
	vmulss	%xmm27, %xmm6, %xmm6
	vmovd	%xmm6, %eax
	addl	$4913933, %eax
	movl	%eax, %ecx
	shrl	$23, %ecx
	addl	$-127, %ecx
	andl	$8388607, %eax
	addl	$1060439283, %eax
	vmovd	%eax, %xmm6
	vaddss	%xmm30, %xmm6, %xmm6
	vaddss	%xmm6, %xmm11, %xmm8
	vdivss	%xmm8, %xmm6, %xmm8
	vmulss	%xmm8, %xmm8, %xmm12
	vmulss	%xmm12, %xmm12, %xmm13
	vmulss	%xmm23, %xmm13, %xmm14
	vaddss	%xmm0, %xmm14, %xmm14
	vmulss	%xmm14, %xmm13, %xmm14
	vmulss	%xmm7, %xmm13, %xmm13
	vaddss	.LCPI0_22(%rip), %xmm13, %xmm13
	vmulss	%xmm13, %xmm12, %xmm12
	vaddss	%xmm14, %xmm12, %xmm12
	vmulss	%xmm21, %xmm6, %xmm13
	vmulss	%xmm6, %xmm13, %xmm13
	vcvtsi2ss	%ecx, %xmm10, %xmm14
	vaddss	%xmm12, %xmm13, %xmm12
	vmulss	%xmm12, %xmm8, %xmm8
	vmulss	%xmm26, %xmm14, %xmm12
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
	kmovd	%r8d, %k1
	vmovss	%xmm5, %xmm12, %xmm12 {%k1}
	vmovss	%xmm8, %xmm4, %xmm4 {%k1}
	kmovd	%edx, %k1
	vmovss	%xmm4, %xmm12, %xmm12 {%k1}
	vmulss	%xmm6, %xmm12, %xmm4
	movq	-96(%rsp), %rax
	movq	488(%rsp), %rcx
	vmovss	%xmm4, (%rax,%rcx,4)
	.p2align	4
.LBB0_99:
	vxorps	%xmm4, %xmm4, %xmm4
	movl	$1024, %ecx
	movq	144(%rsp), %rdx
	xorl	%r9d, %r9d
	vxorps	%xmm5, %xmm5, %xmm5
	vxorps	%xmm13, %xmm13, %xmm13
	vxorps	%xmm12, %xmm12, %xmm12
	vbroadcastss	.LCPI0_50(%rip), %zmm14
	vmovaps	%zmm14, %zmm8
	xorl	%r11d, %r11d
	vmovss	.LCPI0_50(%rip), %xmm6
	xorl	%eax, %eax
	movq	136(%rsp), %r13
	vmovdqa64	.LCPI0_51(%rip), %zmm0
	jmp	.LBB0_101
	.p2align	4
.LBB0_100:
	addq	$1024, %rcx
	addq	$-1024, %r9
	addq	$4096, %rdx
	movq	%r10, %r11
	cmpq	%r12, %r10
	jae	.LBB0_106
.LBB0_101:
	leaq	1024(%r11), %r10
	cmpq	%rcx, %r12
	movq	%rcx, %r8
	cmovbq	%r12, %r8
	cmpq	%r12, %r10
	movq	%r12, %rbx
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
	vpbroadcastq	%r15, %zmm3
	vmovups	(%r13,%r15,4), %zmm7
	vmovups	64(%r13,%r15,4), %zmm9
	vcmpltps	%zmm7, %zmm8, %k0
	vcmpltps	%zmm9, %zmm14, %k1
	vcmpunordps	%zmm2, %zmm7, %k2
	vcmpunordps	%zmm2, %zmm9, %k3
	vcmpordps	%zmm2, %zmm8, %k2 {%k2}
	vcmpordps	%zmm2, %zmm14, %k3 {%k3}
	korw	%k2, %k0, %k2
	korw	%k3, %k1, %k1
	vmovaps	%zmm7, %zmm8 {%k2}
	vmovaps	%zmm9, %zmm14 {%k1}
	vporq	%zmm10, %zmm3, %zmm4 {%k2}
	kshiftrw	$8, %k2, %k2
	vporq	%zmm0, %zmm3, %zmm5 {%k2}
	vporq	%zmm16, %zmm3, %zmm13 {%k1}
	kshiftrw	$8, %k1, %k1
	vporq	%zmm22, %zmm3, %zmm12 {%k1}
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
	vmovss	(%rdx,%r8,4), %xmm3
	vucomiss	%xmm6, %xmm3
	seta	%bpl
	vcmpordss	%xmm1, %xmm6, %k0
	vcmpunordss	%xmm1, %xmm3, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %r14d
	orb	%bpl, %r14b
	andb	$1, %r14b
	kmovd	%r14d, %k1
	vmovss	%xmm3, %xmm6, %xmm6 {%k1}
	cmovneq	%rdi, %rax
	leaq	(%r11,%r8), %rdi
	incq	%rdi
	incq	%r8
	cmpq	%rbx, %rdi
	jb	.LBB0_105
	jmp	.LBB0_100
	.p2align	4
.LBB0_106:
	vcmpunordps	%zmm2, %zmm14, %k0
	vcmpordps	%zmm2, %zmm8, %k1
	vpcmpltuq	%zmm4, %zmm13, %k2
	vpcmpltuq	%zmm5, %zmm12, %k3
	kunpckbw	%k2, %k3, %k2
	vcmpltps	%zmm14, %zmm8, %k3
	korw	%k2, %k1, %k1
	vcmpeqps	%zmm8, %zmm14, %k2 {%k2}
	korw	%k2, %k3, %k2
	kandw	%k0, %k1, %k1
	kandnw	%k2, %k0, %k0
	korw	%k0, %k1, %k1
	vmovaps	%zmm14, %zmm8 {%k1}
	vmovdqa64	%zmm13, %zmm4 {%k1}
	kshiftrw	$8, %k1, %k1
	vmovdqa64	%zmm12, %zmm5 {%k1}
	vextractf64x4	$1, %zmm8, %ymm3
	vxorpd	%xmm7, %xmm7, %xmm7
	vcmpunordps	%ymm7, %ymm3, %k0
	vcmpordps	%ymm7, %ymm8, %k1
	vpcmpltuq	%zmm4, %zmm5, %k2
	vcmpltps	%ymm3, %ymm8, %k3
	korb	%k2, %k1, %k1
	vcmpeqps	%ymm8, %ymm3, %k2 {%k2}
	korb	%k2, %k3, %k2
	kandnb	%k2, %k0, %k2
	kandb	%k0, %k1, %k0
	korb	%k2, %k0, %k1
	vblendmps	%ymm3, %ymm8, %ymm3 {%k1}
	vmovdqa64	%zmm5, %zmm4 {%k1}
	vextractf128	$1, %ymm3, %xmm5
	vextracti64x4	$1, %zmm4, %ymm7
	vxorps	%xmm1, %xmm1, %xmm1
	vcmpunordps	%xmm1, %xmm5, %k0
	vcmpordps	%xmm1, %xmm3, %k1
	vpcmpltuq	%ymm4, %ymm7, %k2
	vcmpltps	%xmm5, %xmm3, %k3
	korw	%k2, %k1, %k1
	vcmpeqps	%xmm3, %xmm5, %k2 {%k2}
	korw	%k2, %k3, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k1
	vblendmps	%xmm5, %xmm3, %xmm0 {%k1}
	vpblendmq	%ymm7, %ymm4, %ymm3 {%k1}
	vshufpd	$1, %xmm0, %xmm0, %xmm4
	vextracti128	$1, %ymm3, %xmm5
	vcmpunordps	%xmm1, %xmm4, %k0
	vcmpordps	%xmm1, %xmm0, %k1
	vpcmpltuq	%xmm3, %xmm5, %k2
	vcmpltps	%xmm4, %xmm0, %k3
	vcmpeqps	%xmm0, %xmm4, %k4
	korw	%k2, %k1, %k1
	kandw	%k2, %k4, %k2
	korw	%k2, %k3, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k1
	vmovaps	%xmm4, %xmm0 {%k1}
	vpblendmq	%xmm5, %xmm3, %xmm3 {%k1}
	vmovq	%xmm3, %rcx
	vmovshdup	%xmm0, %xmm4
	vpextrq	$1, %xmm3, %rdx
	vucomiss	%xmm4, %xmm4
	setp	%r8b
	vucomiss	%xmm0, %xmm0
	setnp	%r9b
	cmpq	%rcx, %rdx
	setb	%r10b
	vucomiss	%xmm0, %xmm4
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
	vmovss	%xmm4, %xmm0, %xmm0 {%k1}
	cmovneq	%rdx, %rcx
	vucomiss	%xmm0, %xmm0
	setnp	%dl
	cmpq	%rcx, %rax
	setb	%r8b
	vucomiss	%xmm0, %xmm6
	seta	%r9b
	setnp	%r10b
	sete	%r11b
	andb	%r10b, %r11b
	orb	%r8b, %dl
	andb	%r8b, %r11b
	orb	%r9b, %r11b
	vucomiss	%xmm6, %xmm6
	movzbl	%dl, %edx
	movzbl	%r11b, %r8d
	cmovpl	%edx, %r8d
	testb	%r8b, %r8b
	kmovd	%r8d, %k1
	vmovss	%xmm6, %xmm0, %xmm0 {%k1}
	cmovneq	%rax, %rcx
	vcvtusi2ss	%rcx, %xmm15, %xmm1
	vmovaps	%xmm1, 528(%rsp)
	vmovaps	%xmm0, 336(%rsp)
	vbroadcastss	%xmm0, %zmm6
	movl	$1024, %edx
	movq	592(%rsp), %rbx
	movq	%rbx, %rax
	movq	144(%rsp), %rdi
	movq	%rdi, %r9
	movq	$0, 656(%rsp)
	xorl	%r8d, %r8d
	movq	%r12, %r11
	xorl	%r12d, %r12d
	xorl	%ecx, %ecx
	vmovss	.LCPI0_55(%rip), %xmm12
	vmovss	.LCPI0_56(%rip), %xmm13
	vmovss	.LCPI0_57(%rip), %xmm14
	vmovss	.LCPI0_58(%rip), %xmm26
	vbroadcastss	.LCPI0_61(%rip), %zmm0
	vbroadcastss	.LCPI0_65(%rip), %zmm1
	vbroadcastss	.LCPI0_18(%rip), %zmm11
	vbroadcastss	.LCPI0_66(%rip), %zmm15
	vpbroadcastd	.LCPI0_67(%rip), %zmm16
	vbroadcastss	.LCPI0_55(%rip), %zmm17
	vmovss	.LCPI0_54(%rip), %xmm19
	vmovss	.LCPI0_59(%rip), %xmm10
	jmp	.LBB0_108
	.p2align	4
.LBB0_107:
	movq	208(%rsp), %rdx
	addq	$1024, %rdx
	movq	(%rsp), %r8
	incq	%r8
	addq	$-1024, 656(%rsp)
	addq	$4096, %r9
	addq	$-4096, %rax
	movq	400(%rsp), %r10
	movq	%r10, %r12
	movq	-120(%rsp), %r11
	cmpq	%r11, %r10
	jae	.LBB0_143
.LBB0_108:
	movq	%r8, (%rsp)
	vmovdqa64	%zmm28, %zmm21
	cmpq	%rdx, %r11
	movq	%rdx, 208(%rsp)
	movq	%rdx, %r13
	cmovbq	%r11, %r13
	leaq	1024(%r12), %rdx
	cmpq	%r11, %rdx
	movq	%rdx, 400(%rsp)
	cmovbq	%rdx, %r11
	subq	%r12, %r11
	jbe	.LBB0_123
	movq	(%rsp), %r8
	movq	%r8, %rdx
	shlq	$10, %rdx
	movq	%r13, %r14
	subq	%rdx, %r14
	cmpq	$4, %r14
	jb	.LBB0_121
	movq	%r8, %rdx
	shlq	$12, %rdx
	addq	3664(%rsp), %rdx
	movq	3728(%rsp), %r8
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
	addq	656(%rsp), %r15
	movl	%r13d, %edx
	andl	$15, %edx
	movq	%r14, %r8
	subq	%rdx, %r8
	xorl	%ebp, %ebp
	vpbroadcastd	.LCPI0_50(%rip), %zmm18
	vpbroadcastd	.LCPI0_68(%rip), %zmm19
	vbroadcastss	.LCPI0_57(%rip), %zmm25
	vbroadcastss	.LCPI0_56(%rip), %zmm23
	vbroadcastss	.LCPI0_63(%rip), %zmm20
	vmovdqa64	%zmm21, %zmm27
	vbroadcastss	.LCPI0_64(%rip), %zmm28
	vbroadcastss	.LCPI0_54(%rip), %zmm29
	vbroadcastss	.LCPI0_58(%rip), %zmm22
	vbroadcastss	.LCPI0_59(%rip), %zmm30
	vbroadcastss	.LCPI0_60(%rip), %zmm31
	.p2align	4
.LBB0_114:
	vmovups	(%r9,%rbp,4), %zmm3
	vsubps	%zmm6, %zmm3, %zmm3
	vmaxps	%zmm3, %zmm29, %zmm4
	vminps	%zmm4, %zmm17, %zmm4
	vmulps	%zmm23, %zmm4, %zmm5
	vaddps	%zmm25, %zmm5, %zmm5
	vaddps	%zmm22, %zmm5, %zmm7
	vmulps	%zmm30, %zmm7, %zmm8
	vaddps	%zmm8, %zmm4, %zmm4
	vmulps	%zmm31, %zmm7, %zmm7
	vsubps	%zmm7, %zmm4, %zmm8
	vmulps	%zmm8, %zmm8, %zmm9
	vmulps	%zmm0, %zmm9, %zmm10
	vaddps	%zmm27, %zmm10, %zmm10
	vmulps	%zmm10, %zmm9, %zmm10
	vaddps	%zmm20, %zmm10, %zmm10
	vmulps	%zmm10, %zmm9, %zmm10
	vaddps	%zmm28, %zmm10, %zmm10
	vmulps	%zmm10, %zmm9, %zmm10
	vaddps	%zmm1, %zmm10, %zmm10
	vmulps	%zmm10, %zmm9, %zmm9
	vsubps	%zmm9, %zmm8, %zmm9
	vmulps	%zmm9, %zmm8, %zmm8
	vsubps	%zmm9, %zmm11, %zmm9
	vdivps	%zmm9, %zmm8, %zmm8
	vsubps	%zmm8, %zmm7, %zmm7
	vsubps	%zmm7, %zmm4, %zmm4
	vaddps	%zmm15, %zmm4, %zmm4
	vpaddd	%zmm16, %zmm5, %zmm7
	vpsrld	$1, %zmm7, %zmm7
	vpsubd	%zmm7, %zmm5, %zmm5
	vpslld	$23, %zmm5, %zmm5
	vpslld	$23, %zmm7, %zmm7
	vpaddd	%zmm18, %zmm7, %zmm7
	vmulps	%zmm7, %zmm4, %zmm4
	vpaddd	%zmm19, %zmm5, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vcmpunordps	%zmm2, %zmm3, %k1
	vbroadcastss	.LCPI0_69(%rip), %zmm4 {%k1}
	vmovups	%zmm4, (%rbx,%rbp,4)
	addq	$16, %rbp
	cmpq	%rbp, %r15
	jne	.LBB0_114
	testq	%rdx, %rdx
	vmovdqa64	.LCPI0_10(%rip), %zmm18
	vmovss	.LCPI0_54(%rip), %xmm19
	vmovss	.LCPI0_59(%rip), %xmm10
	vmovd	.LCPI0_60(%rip), %xmm31
	vmovd	.LCPI0_66(%rip), %xmm25
	je	.LBB0_123
	cmpl	$4, %edx
	jb	.LBB0_120
.LBB0_117:
	movq	656(%rsp), %rdx
	leaq	(%rdx,%r13), %r15
	movl	%r13d, %edx
	andl	$3, %edx
	subq	%rdx, %r15
	movl	%r13d, %ebp
	andl	$3, %ebp
	subq	%rbp, %r14
	addq	%r14, %r12
	vbroadcastss	.LCPI0_55(%rip), %xmm28
	vbroadcastss	.LCPI0_56(%rip), %xmm17
	vbroadcastss	.LCPI0_57(%rip), %xmm1
	vbroadcastss	.LCPI0_58(%rip), %xmm24
	vbroadcastss	.LCPI0_59(%rip), %xmm0
	vbroadcastss	.LCPI0_60(%rip), %xmm11
	vbroadcastss	.LCPI0_61(%rip), %xmm20
	vbroadcastss	.LCPI0_62(%rip), %xmm15
	vbroadcastss	.LCPI0_63(%rip), %xmm18
	vbroadcastss	.LCPI0_64(%rip), %xmm19
	vbroadcastss	.LCPI0_65(%rip), %xmm2
	vbroadcastss	.LCPI0_18(%rip), %xmm22
	vbroadcastss	.LCPI0_66(%rip), %xmm16
	vpbroadcastd	.LCPI0_67(%rip), %xmm21
	vpbroadcastd	.LCPI0_50(%rip), %xmm23
	vpbroadcastd	.LCPI0_68(%rip), %xmm25
	vbroadcastss	.LCPI0_54(%rip), %xmm27
	vxorps	%xmm29, %xmm29, %xmm29
	.p2align	4
.LBB0_118:
	vmovups	(%r9,%r8,4), %xmm3
	vsubps	%xmm6, %xmm3, %xmm3
	vmaxps	%xmm3, %xmm27, %xmm4
	vminps	%xmm4, %xmm28, %xmm4
	vmulps	%xmm17, %xmm4, %xmm5
	vaddps	%xmm1, %xmm5, %xmm5
	vaddps	%xmm24, %xmm5, %xmm7
	vmulps	%xmm0, %xmm7, %xmm8
	vaddps	%xmm4, %xmm8, %xmm4
	vmulps	%xmm7, %xmm11, %xmm7
	vsubps	%xmm7, %xmm4, %xmm8
	vmulps	%xmm8, %xmm8, %xmm9
	vmulps	%xmm20, %xmm9, %xmm10
	vaddps	%xmm15, %xmm10, %xmm10
	vmulps	%xmm10, %xmm9, %xmm10
	vaddps	%xmm18, %xmm10, %xmm10
	vmulps	%xmm10, %xmm9, %xmm10
	vaddps	%xmm19, %xmm10, %xmm10
	vmulps	%xmm10, %xmm9, %xmm10
	vaddps	%xmm2, %xmm10, %xmm10
	vmulps	%xmm10, %xmm9, %xmm9
	vsubps	%xmm9, %xmm8, %xmm9
	vmulps	%xmm9, %xmm8, %xmm8
	vsubps	%xmm9, %xmm22, %xmm9
	vdivps	%xmm9, %xmm8, %xmm8
	vsubps	%xmm8, %xmm7, %xmm7
	vsubps	%xmm7, %xmm4, %xmm4
	vaddps	%xmm16, %xmm4, %xmm4
	vpaddd	%xmm21, %xmm5, %xmm7
	vpsrld	$1, %xmm7, %xmm7
	vpsubd	%xmm7, %xmm5, %xmm5
	vpslld	$23, %xmm5, %xmm5
	vpslld	$23, %xmm7, %xmm7
	vpaddd	%xmm23, %xmm7, %xmm7
	vmulps	%xmm7, %xmm4, %xmm4
	vpaddd	%xmm25, %xmm5, %xmm5
	vmulps	%xmm5, %xmm4, %xmm4
	vcmpunordps	%xmm29, %xmm3, %k1
	vbroadcastss	.LCPI0_69(%rip), %xmm4 {%k1}
	vmovups	%xmm4, (%rbx,%r8,4)
	addq	$4, %r8
	cmpq	%r8, %r15
	jne	.LBB0_118
	testq	%rbp, %rbp
	vxorps	%xmm2, %xmm2, %xmm2
	vbroadcastss	.LCPI0_55(%rip), %zmm17
	vbroadcastss	.LCPI0_61(%rip), %zmm0
	vpbroadcastd	.LCPI0_62(%rip), %zmm21
	vbroadcastss	.LCPI0_65(%rip), %zmm1
	vbroadcastss	.LCPI0_18(%rip), %zmm11
	vbroadcastss	.LCPI0_66(%rip), %zmm15
	vpbroadcastd	.LCPI0_67(%rip), %zmm16
	vmovdqa64	.LCPI0_9(%rip), %zmm24
	vmovdqa64	.LCPI0_10(%rip), %zmm18
	vmovss	.LCPI0_54(%rip), %xmm19
	vmovss	.LCPI0_59(%rip), %xmm10
	vmovd	.LCPI0_60(%rip), %xmm31
	vmovss	.LCPI0_61(%rip), %xmm23
	vmovss	.LCPI0_62(%rip), %xmm28
	vmovss	.LCPI0_63(%rip), %xmm20
	vmovss	.LCPI0_64(%rip), %xmm27
	vmovss	.LCPI0_65(%rip), %xmm29
	vmovss	.LCPI0_18(%rip), %xmm30
	vmovaps	336(%rsp), %xmm22
	vmovd	.LCPI0_66(%rip), %xmm25
	jne	.LBB0_122
	jmp	.LBB0_123
.LBB0_120:
	addq	%r8, %r12
	.p2align	4
.LBB0_121:
	vmovss	.LCPI0_61(%rip), %xmm23
	vmovss	.LCPI0_62(%rip), %xmm28
	vmovss	.LCPI0_63(%rip), %xmm20
	vmovss	.LCPI0_64(%rip), %xmm27
	vmovss	.LCPI0_65(%rip), %xmm29
	vmovss	.LCPI0_18(%rip), %xmm30
	vmovaps	336(%rsp), %xmm22
	.p2align	4
.LBB0_122:
	vmovss	(%rdi,%r12,4), %xmm3
	vsubss	%xmm22, %xmm3, %xmm3
	vmaxss	%xmm3, %xmm19, %xmm4
	vminss	%xmm4, %xmm12, %xmm4
	vmulss	%xmm4, %xmm13, %xmm5
	vaddss	%xmm5, %xmm14, %xmm5
	vaddss	%xmm26, %xmm5, %xmm7
	vmovd	%xmm5, %r8d
	vmulss	%xmm7, %xmm10, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm31, %xmm7, %xmm5
	vsubss	%xmm5, %xmm4, %xmm7
	vmulss	%xmm7, %xmm7, %xmm8
	vmulss	%xmm23, %xmm8, %xmm9
	vaddss	%xmm28, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm9
	vaddss	%xmm20, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm9
	vaddss	%xmm27, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm9
	vaddss	%xmm29, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm8
	vsubss	%xmm8, %xmm7, %xmm8
	vmulss	%xmm7, %xmm8, %xmm7
	vsubss	%xmm8, %xmm30, %xmm8
	vdivss	%xmm8, %xmm7, %xmm7
	vsubss	%xmm7, %xmm5, %xmm5
	vsubss	%xmm5, %xmm4, %xmm4
	vaddss	%xmm25, %xmm4, %xmm4
	leal	-1262485248(%r8), %edx
	shrl	%edx
	subl	%edx, %r8d
	shll	$23, %r8d
	shll	$23, %edx
	addl	$-8388608, %edx
	addl	$2139095040, %r8d
	vmovd	%edx, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vmovd	%r8d, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vcmpunordss	%xmm3, %xmm3, %k1
	vmovss	.LCPI0_69(%rip), %xmm4 {%k1}
	vmovss	%xmm4, (%rax,%r12,4)
	incq	%r12
	cmpq	%r12, %r13
	jne	.LBB0_122
.LBB0_123:
	movq	%r11, %r12
	andq	$-64, %r12
	je	.LBB0_132
	xorl	%r8d, %r8d
	movq	272(%rsp), %r13
	vmovdqa64	%zmm21, %zmm28
	vbroadcastss	.LCPI0_54(%rip), %zmm30
	jmp	.LBB0_127
	.p2align	4
.LBB0_125:
	movl	$6, %r14d
	subq	%rdx, %r14
	addq	%rdx, %rcx
	movq	592(%rsp), %rbx
	movq	272(%rsp), %r13
.LBB0_126:
	vmovss	%xmm4, 3920(%rsp,%rcx,4)
	movq	%r14, 4504(%rsp,%rcx,8)
	incq	%rcx
	addq	$64, %r8
	cmpq	%r12, %r8
	jae	.LBB0_133
.LBB0_127:
	vmovups	(%rbx,%r8,4), %zmm3
	vmovups	64(%rbx,%r8,4), %zmm4
	vmovups	128(%rbx,%r8,4), %zmm5
	vmovups	192(%rbx,%r8,4), %zmm7
	vmovaps	%zmm3, %zmm8
	vpermt2ps	%zmm4, %zmm24, %zmm8
	vmovaps	%zmm5, %zmm9
	vpermt2ps	%zmm7, %zmm24, %zmm9
	vpermt2ps	%zmm4, %zmm18, %zmm3
	vaddps	%zmm3, %zmm8, %zmm3
	vpermt2ps	%zmm7, %zmm18, %zmm5
	vaddps	%zmm5, %zmm9, %zmm4
	vmovaps	%zmm3, %zmm5
	vpermt2ps	%zmm4, %zmm24, %zmm5
	vpermt2ps	%zmm4, %zmm18, %zmm3
	vaddps	%zmm3, %zmm5, %zmm3
	vextractf64x4	$1, %zmm3, %ymm4
	vhaddps	%ymm4, %ymm3, %ymm3
	vextractf128	$1, %ymm3, %xmm4
	vhaddps	%xmm4, %xmm3, %xmm3
	vshufps	$216, %xmm3, %xmm3, %xmm3
	vhaddps	%xmm3, %xmm3, %xmm3
	xorl	%edx, %edx
	vmovshdup	%xmm3, %xmm4
	vaddss	%xmm4, %xmm3, %xmm4
	movl	$6, %r14d
	testq	%rcx, %rcx
	setne	%r10b
	je	.LBB0_126
	movb	%r10b, %dl
	movq	%rcx, %r10
	subq	%rdx, %r10
	cmpq	$6, 4504(%rsp,%r10,8)
	jne	.LBB0_126
	leaq	4496(%rsp), %rdx
	leaq	(%rdx,%rcx,8), %r14
	leaq	-1(%rcx), %rbx
	leaq	3916(%rsp), %rdx
	leaq	(%rdx,%rcx,4), %r13
	movl	$7, %ebp
	xorl	%r10d, %r10d
	.p2align	4
.LBB0_130:
	movq	%rbx, %r15
	subq	$1, %rbx
	cmovaeq	%rsi, %r15
	leaq	(%rcx,%r10), %rdi
	vaddss	(%r13,%r10,4), %xmm4, %xmm4
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
	movq	272(%rsp), %r13
	vmovdqa64	%zmm21, %zmm28
	vbroadcastss	.LCPI0_54(%rip), %zmm30
.LBB0_133:
	cmpq	%r11, %r12
	movq	144(%rsp), %rdi
	jne	.LBB0_136
	jmp	.LBB0_107
	.p2align	4
.LBB0_134:
	xorl	%r13d, %r13d
.LBB0_135:
	vmovss	%xmm4, 3920(%rsp,%rcx,4)
	movq	%r13, 4504(%rsp,%rcx,8)
	incq	%rcx
	incq	%r12
	cmpq	%r11, %r12
	movq	272(%rsp), %r13
	jae	.LBB0_107
.LBB0_136:
	xorl	%edx, %edx
	vmovss	(%rbx,%r12,4), %xmm4
	testq	%rcx, %rcx
	setne	%r8b
	je	.LBB0_134
	movb	%r8b, %dl
	movq	%rcx, %r8
	subq	%rdx, %r8
	cmpq	$0, 4504(%rsp,%r8,8)
	jne	.LBB0_134
	leaq	4496(%rsp), %rdx
	leaq	(%rdx,%rcx,8), %r8
	leaq	-1(%rcx), %r14
	leaq	3916(%rsp), %rdx
	leaq	(%rdx,%rcx,4), %r15
	movq	%r14, %rbp
	xorl	%r13d, %r13d
	.p2align	4
.LBB0_139:
	movq	%rbp, %rdx
	subq	$1, %rbp
	cmovaeq	%rsi, %rdx
	vaddss	(%r15), %xmm4, %xmm4
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
	movq	144(%rsp), %rdi
	jmp	.LBB0_135
	.p2align	4
.LBB0_143:
	xorl	%eax, %eax
	testq	%rcx, %rcx
	sete	%r8b
	setne	%al
	movq	%rcx, %rdx
	subq	%rax, %rdx
	vmovss	3920(%rsp,%rdx,4), %xmm4
	kmovd	%r8d, %k1
	vxorps	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, %xmm4, %xmm4 {%k1}
	cmpq	$2, %rcx
	movq	848(%rsp), %r14
	jae	.LBB0_145
	movq	-120(%rsp), %r12
	movq	1328(%rsp), %rdi
	movq	2000(%rsp), %r9
	movl	$2143289344, %r10d
	vbroadcastss	.LCPI0_58(%rip), %zmm22
	jmp	.LBB0_152
	.p2align	4
.LBB0_145:
	leaq	-2(%rcx), %r8
	movl	%edx, %eax
	andl	$7, %eax
	cmpq	$7, %r8
	movq	-120(%rsp), %r12
	vbroadcastss	.LCPI0_58(%rip), %zmm22
	jae	.LBB0_147
	xorl	%r8d, %r8d
	movq	1328(%rsp), %rdi
	movq	2000(%rsp), %r9
	movl	$2143289344, %r10d
	jmp	.LBB0_150
	.p2align	4
.LBB0_147:
	leaq	(%rsp,%rdx,4), %r9
	addq	$3920, %r9
	andq	$-8, %rdx
	cmpq	$1, %rcx
	movl	$1, %r8d
	cmovbq	%rcx, %r8
	shll	$2, %r8d
	leaq	3916(%rsp), %rdi
	leaq	(%rdi,%rcx,4), %r10
	subq	%r8, %r10
	xorl	%r8d, %r8d
	movabsq	$4611686018427387900, %r14
	movabsq	$4611686018427387898, %rbp
	.p2align	4
.LBB0_148:
	vaddss	(%r10), %xmm4, %xmm3
	movq	%r8, %r11
	movabsq	$4611686018427387902, %rdi
	xorq	%rdi, %r11
	vaddss	(%r9,%r11,4), %xmm3, %xmm3
	movq	%r8, %r11
	movabsq	$4611686018427387901, %rdi
	xorq	%rdi, %r11
	vaddss	(%r9,%r11,4), %xmm3, %xmm3
	movq	%r8, %r11
	xorq	%r14, %r11
	vaddss	(%r9,%r11,4), %xmm3, %xmm3
	movq	%r8, %r11
	movabsq	$4611686018427387899, %rdi
	xorq	%rdi, %r11
	vaddss	(%r9,%r11,4), %xmm3, %xmm3
	movq	%r8, %r11
	xorq	%rbp, %r11
	vaddss	(%r9,%r11,4), %xmm3, %xmm3
	movq	%r8, %r11
	movabsq	$4611686018427387897, %rdi
	xorq	%rdi, %r11
	vaddss	(%r9,%r11,4), %xmm3, %xmm3
	movq	%r8, %r11
	movabsq	$4611686018427387896, %rdi
	xorq	%rdi, %r11
	vaddss	(%r9,%r11,4), %xmm3, %xmm4
	addq	$8, %r8
	addq	$-32, %r10
	cmpq	%r8, %rdx
	jne	.LBB0_148
	testq	%rax, %rax
	movq	1328(%rsp), %rdi
	movq	2000(%rsp), %r9
	movl	$2143289344, %r10d
	movq	848(%rsp), %r14
	je	.LBB0_152
.LBB0_150:
	shlq	$2, %r8
	leaq	3916(%rsp), %rdx
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
	vaddss	(%rcx,%rdx,4), %xmm4, %xmm4
	decq	%rdx
	cmpq	%rdx, %rax
	jne	.LBB0_151
.LBB0_152:
	vdivss	%xmm4, %xmm25, %xmm29
	cmpl	$0, -108(%rsp)
	je	.LBB0_156
	cmpb	$0, 3344(%rsp)
	movq	-40(%rsp), %r8
	je	.LBB0_159
	xorl	%eax, %eax
	movq	144(%rsp), %r11
	vmovss	.LCPI0_58(%rip), %xmm16
	vmovdqa64	%xmm31, %xmm21
	vmovss	.LCPI0_61(%rip), %xmm17
	vmovss	.LCPI0_62(%rip), %xmm20
	vmovss	.LCPI0_63(%rip), %xmm22
	vmovss	.LCPI0_64(%rip), %xmm23
	vmovaps	%xmm25, %xmm31
	vmovss	.LCPI0_65(%rip), %xmm25
	vmovss	.LCPI0_18(%rip), %xmm28
	vmovaps	%xmm10, %xmm15
	vmovss	.LCPI0_70(%rip), %xmm0
	vmovaps	1456(%rsp), %xmm1
	vmovaps	-80(%rsp), %xmm6
	vmovaps	336(%rsp), %xmm26
	vmovaps	528(%rsp), %xmm27
	.p2align	4
.LBB0_155:
	vmovss	(%r11,%rax,4), %xmm3
	vaddss	%xmm3, %xmm3, %xmm4
	vmulss	%xmm0, %xmm4, %xmm4
	vsubss	(%r9,%rax,4), %xmm4, %xmm4
	vsubss	%xmm26, %xmm3, %xmm5
	vmaxss	%xmm5, %xmm19, %xmm7
	vminss	%xmm7, %xmm12, %xmm7
	vmulss	%xmm7, %xmm13, %xmm8
	vaddss	%xmm14, %xmm8, %xmm8
	vaddss	%xmm16, %xmm8, %xmm9
	vmovd	%xmm8, %ecx
	vmulss	%xmm15, %xmm9, %xmm8
	vaddss	%xmm7, %xmm8, %xmm7
	vmulss	%xmm21, %xmm9, %xmm8
	vsubss	%xmm8, %xmm7, %xmm9
	vmulss	%xmm9, %xmm9, %xmm10
	vmulss	%xmm17, %xmm10, %xmm11
	vaddss	%xmm20, %xmm11, %xmm11
	vmulss	%xmm11, %xmm10, %xmm11
	vaddss	%xmm22, %xmm11, %xmm11
	vmulss	%xmm11, %xmm10, %xmm11
	vaddss	%xmm23, %xmm11, %xmm11
	vmulss	%xmm11, %xmm10, %xmm11
	vaddss	%xmm25, %xmm11, %xmm11
	vmulss	%xmm11, %xmm10, %xmm10
	vsubss	%xmm10, %xmm9, %xmm10
	vmulss	%xmm10, %xmm9, %xmm9
	vsubss	%xmm10, %xmm28, %xmm10
	vdivss	%xmm10, %xmm9, %xmm9
	vsubss	%xmm9, %xmm8, %xmm8
	vsubss	%xmm8, %xmm7, %xmm7
	vaddss	%xmm31, %xmm7, %xmm7
	leal	-1262485248(%rcx), %edx
	shrl	%edx
	subl	%edx, %ecx
	shll	$23, %ecx
	shll	$23, %edx
	addl	$-8388608, %edx
	addl	$2139095040, %ecx
	vmovd	%edx, %xmm8
	vmulss	%xmm7, %xmm8, %xmm7
	vmovd	%ecx, %xmm8
	vmulss	%xmm7, %xmm8, %xmm7
	vcmpunordss	%xmm5, %xmm5, %k1
	vmovss	.LCPI0_69(%rip), %xmm7 {%k1}
	vcvtusi2ss	%rax, %xmm2, %xmm5
	vmulss	%xmm7, %xmm29, %xmm7
	vaddss	%xmm7, %xmm4, %xmm4
	vcmpeqss	%xmm5, %xmm27, %k1
	vmovss	.LCPI0_71(%rip), %xmm5 {%k1} {z}
	vaddss	%xmm4, %xmm5, %xmm4
	vmulss	%xmm4, %xmm6, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vmulss	(%r8,%rax,4), %xmm1, %xmm4
	vaddss	%xmm3, %xmm4, %xmm3
	vmovd	%xmm3, %ecx
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
	cmpb	$0, -111(%rsp)
	je	.LBB0_166
	xorl	%eax, %eax
	movq	144(%rsp), %r8
	vmovdqa64	%xmm31, %xmm21
	vmovss	.LCPI0_61(%rip), %xmm23
	vmovaps	%xmm25, %xmm31
	vmovss	.LCPI0_62(%rip), %xmm25
	vmovss	.LCPI0_63(%rip), %xmm26
	vmovss	.LCPI0_64(%rip), %xmm17
	vmovss	.LCPI0_65(%rip), %xmm22
	vmovss	.LCPI0_18(%rip), %xmm30
	vmovaps	%xmm10, %xmm15
	vmovss	.LCPI0_58(%rip), %xmm20
	vmovss	.LCPI0_70(%rip), %xmm0
	vmovaps	-80(%rsp), %xmm1
	vmovaps	336(%rsp), %xmm6
	vmovaps	528(%rsp), %xmm27
	.p2align	4
.LBB0_158:
	vmovss	(%r8,%rax,4), %xmm3
	vaddss	%xmm3, %xmm3, %xmm4
	vmulss	%xmm0, %xmm4, %xmm4
	vsubss	(%r9,%rax,4), %xmm4, %xmm4
	vsubss	%xmm6, %xmm3, %xmm5
	vmaxss	%xmm5, %xmm19, %xmm7
	vminss	%xmm7, %xmm12, %xmm7
	vmulss	%xmm7, %xmm13, %xmm8
	vaddss	%xmm14, %xmm8, %xmm8
	vaddss	%xmm20, %xmm8, %xmm9
	vmovd	%xmm8, %ecx
	vmulss	%xmm15, %xmm9, %xmm8
	vaddss	%xmm7, %xmm8, %xmm7
	vmulss	%xmm21, %xmm9, %xmm8
	vsubss	%xmm8, %xmm7, %xmm9
	vmulss	%xmm9, %xmm9, %xmm10
	vmulss	%xmm23, %xmm10, %xmm11
	vaddss	%xmm25, %xmm11, %xmm11
	vmulss	%xmm11, %xmm10, %xmm11
	vaddss	%xmm26, %xmm11, %xmm11
	vmulss	%xmm11, %xmm10, %xmm11
	vaddss	%xmm17, %xmm11, %xmm11
	vmulss	%xmm11, %xmm10, %xmm11
	vaddss	%xmm22, %xmm11, %xmm11
	vmulss	%xmm11, %xmm10, %xmm10
	vsubss	%xmm10, %xmm9, %xmm10
	vmulss	%xmm10, %xmm9, %xmm9
	vsubss	%xmm10, %xmm30, %xmm10
	vdivss	%xmm10, %xmm9, %xmm9
	vsubss	%xmm9, %xmm8, %xmm8
	vsubss	%xmm8, %xmm7, %xmm7
	vaddss	%xmm31, %xmm7, %xmm7
	leal	-1262485248(%rcx), %edx
	shrl	%edx
	subl	%edx, %ecx
	shll	$23, %ecx
	shll	$23, %edx
	addl	$-8388608, %edx
	addl	$2139095040, %ecx
	vmovd	%edx, %xmm8
	vmulss	%xmm7, %xmm8, %xmm7
	vmovd	%ecx, %xmm8
	vmulss	%xmm7, %xmm8, %xmm7
	vcmpunordss	%xmm5, %xmm5, %k1
	vmovss	.LCPI0_69(%rip), %xmm7 {%k1}
	vmulss	%xmm7, %xmm29, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vcvtusi2ss	%rax, %xmm2, %xmm5
	vcmpeqss	%xmm5, %xmm27, %k1
	vmovss	.LCPI0_71(%rip), %xmm5 {%k1} {z}
	vaddss	%xmm4, %xmm5, %xmm4
	vmulss	%xmm4, %xmm1, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vmovd	%xmm3, %ecx
	movl	%ecx, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r10d, %ecx
	movl	%ecx, (%r8,%rax,4)
	incq	%rax
	cmpq	%rax, %r12
	jne	.LBB0_158
	jmp	.LBB0_70
	.p2align	4
.LBB0_159:
	vbroadcastss	336(%rsp), %zmm4
	vmovaps	%xmm29, (%rsp)
	vbroadcastss	%xmm29, %zmm5
	vbroadcastss	528(%rsp), %zmm8
	vbroadcastss	1456(%rsp), %zmm12
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm13
	vmovdqa64	.LCPI0_51(%rip), %zmm14
	movq	-104(%rsp), %rcx
	vpbroadcastq	.LCPI0_2(%rip), %zmm0
	movq	144(%rsp), %r11
	vbroadcastss	.LCPI0_18(%rip), %zmm29
	vmovaps	%zmm15, %zmm20
	vmovdqa64	%zmm16, %zmm31
	vpbroadcastd	.LCPI0_50(%rip), %zmm18
	vpbroadcastd	.LCPI0_68(%rip), %zmm19
	vbroadcastss	.LCPI0_70(%rip), %zmm24
	vbroadcastss	.LCPI0_72(%rip), %zmm6
	vmovaps	%zmm17, %zmm1
	vbroadcastss	.LCPI0_56(%rip), %zmm26
	vbroadcastss	.LCPI0_63(%rip), %zmm23
	vbroadcastss	.LCPI0_57(%rip), %zmm21
	vbroadcastss	.LCPI0_59(%rip), %zmm25
	vmovdqa64	%zmm28, %zmm27
	vbroadcastss	.LCPI0_60(%rip), %zmm28
	.p2align	4
.LBB0_160:
	vmovups	(%r11,%rax,4), %zmm3
	vsubps	%zmm4, %zmm3, %zmm7
	vmaxps	%zmm7, %zmm30, %zmm9
	vminps	%zmm9, %zmm1, %zmm9
	vmulps	%zmm26, %zmm9, %zmm10
	vaddps	%zmm21, %zmm10, %zmm10
	vaddps	%zmm22, %zmm10, %zmm11
	vmulps	%zmm25, %zmm11, %zmm15
	vaddps	%zmm15, %zmm9, %zmm9
	vmulps	%zmm28, %zmm11, %zmm11
	vsubps	%zmm11, %zmm9, %zmm15
	vmulps	%zmm15, %zmm15, %zmm16
	vmulps	.LCPI0_61(%rip){1to16}, %zmm16, %zmm17
	vaddps	%zmm27, %zmm17, %zmm17
	vmulps	%zmm17, %zmm16, %zmm17
	vaddps	%zmm23, %zmm17, %zmm17
	vmulps	%zmm17, %zmm16, %zmm17
	vaddps	.LCPI0_64(%rip){1to16}, %zmm17, %zmm17
	vmulps	%zmm17, %zmm16, %zmm17
	vaddps	.LCPI0_65(%rip){1to16}, %zmm17, %zmm17
	vmulps	%zmm17, %zmm16, %zmm16
	vsubps	%zmm16, %zmm15, %zmm16
	vmulps	%zmm16, %zmm15, %zmm15
	vsubps	%zmm16, %zmm29, %zmm16
	vdivps	%zmm16, %zmm15, %zmm15
	vsubps	%zmm15, %zmm11, %zmm11
	vsubps	%zmm11, %zmm9, %zmm9
	vaddps	%zmm20, %zmm9, %zmm9
	vpaddd	%zmm31, %zmm10, %zmm11
	vpsrld	$1, %zmm11, %zmm11
	vpsubd	%zmm11, %zmm10, %zmm10
	vpslld	$23, %zmm11, %zmm11
	vpaddd	%zmm18, %zmm11, %zmm11
	vmulps	%zmm11, %zmm9, %zmm9
	vaddps	%zmm3, %zmm3, %zmm11
	vmulps	%zmm24, %zmm11, %zmm11
	vsubps	(%r9,%rax,4), %zmm11, %zmm11
	vpslld	$23, %zmm10, %zmm10
	vpaddd	%zmm19, %zmm10, %zmm10
	vmulps	%zmm10, %zmm9, %zmm9
	vcmpunordps	%zmm2, %zmm7, %k1
	vbroadcastss	.LCPI0_69(%rip), %zmm9 {%k1}
	vmulps	%zmm9, %zmm5, %zmm7
	vaddps	%zmm7, %zmm11, %zmm7
	vcvtuqq2ps	%zmm13, %ymm9
	vcvtuqq2ps	%zmm14, %ymm10
	vinsertf64x4	$1, %ymm10, %zmm9, %zmm9
	vcmpeqps	%zmm9, %zmm8, %k1
	vbroadcastss	.LCPI0_71(%rip), %zmm9 {%k1} {z}
	vaddps	%zmm7, %zmm9, %zmm7
	vmulps	2256(%rsp), %zmm7, %zmm7
	vmulps	(%r8,%rax,4), %zmm12, %zmm9
	vsubps	%zmm7, %zmm3, %zmm3
	vaddps	%zmm3, %zmm9, %zmm3
	vandps	%zmm6, %zmm3, %zmm7
	vpcmpgtd	%zmm19, %zmm7, %k1
	vpbroadcastd	.LCPI0_69(%rip), %zmm3 {%k1}
	vmovdqu64	%zmm3, (%r11,%rax,4)
	addq	$16, %rax
	vpaddq	%zmm0, %zmm13, %zmm13
	vpaddq	%zmm0, %zmm14, %zmm14
	cmpq	%rax, %rcx
	jne	.LBB0_160
	cmpq	%rcx, %r12
	vmovss	.LCPI0_55(%rip), %xmm12
	vmovss	.LCPI0_56(%rip), %xmm13
	vmovss	.LCPI0_57(%rip), %xmm14
	vmovss	.LCPI0_58(%rip), %xmm16
	vmovss	.LCPI0_59(%rip), %xmm15
	vmovd	.LCPI0_60(%rip), %xmm21
	vmovss	.LCPI0_61(%rip), %xmm17
	vmovss	.LCPI0_62(%rip), %xmm20
	vmovss	.LCPI0_63(%rip), %xmm22
	vmovss	.LCPI0_64(%rip), %xmm23
	vmovss	.LCPI0_65(%rip), %xmm25
	vmovss	.LCPI0_18(%rip), %xmm28
	vmovss	.LCPI0_66(%rip), %xmm31
	vmovss	.LCPI0_70(%rip), %xmm0
	vbroadcastss	.LCPI0_70(%rip), %xmm10
	vmovaps	.LCPI0_9(%rip), %zmm24
	vmovaps	.LCPI0_10(%rip), %zmm18
	vmovaps	1456(%rsp), %xmm1
	vmovaps	-80(%rsp), %xmm6
	vmovss	.LCPI0_54(%rip), %xmm19
	vmovaps	336(%rsp), %xmm26
	vmovaps	528(%rsp), %xmm27
	vmovaps	(%rsp), %xmm29
	je	.LBB0_70
	movq	-104(%rsp), %rax
	testb	$12, %r12b
	je	.LBB0_155
	vbroadcastss	%xmm26, %xmm4
	vbroadcastss	%xmm29, %xmm5
	vbroadcastss	%xmm27, %xmm8
	vbroadcastss	%xmm1, %xmm12
	movq	-104(%rsp), %rax
	vmovdqu	1968(%rsp), %ymm13
	vbroadcastss	.LCPI0_56(%rip), %xmm21
	vbroadcastss	.LCPI0_57(%rip), %xmm23
	vbroadcastss	.LCPI0_58(%rip), %xmm25
	vbroadcastss	.LCPI0_59(%rip), %xmm24
	vbroadcastss	.LCPI0_60(%rip), %xmm0
	vbroadcastss	.LCPI0_61(%rip), %xmm26
	vbroadcastss	.LCPI0_62(%rip), %xmm27
	vbroadcastss	.LCPI0_63(%rip), %xmm28
	vbroadcastss	.LCPI0_64(%rip), %xmm18
	vbroadcastss	.LCPI0_65(%rip), %xmm19
	vbroadcastss	.LCPI0_18(%rip), %xmm29
	vbroadcastss	.LCPI0_66(%rip), %xmm22
	vpbroadcastd	.LCPI0_67(%rip), %xmm30
	vpbroadcastd	.LCPI0_50(%rip), %xmm31
	vpbroadcastd	.LCPI0_68(%rip), %xmm1
	vbroadcastss	.LCPI0_72(%rip), %xmm6
	vpbroadcastq	.LCPI0_73(%rip), %ymm17
	.p2align	4
.LBB0_164:
	vmovups	(%r11,%rax,4), %xmm3
	vsubps	%xmm4, %xmm3, %xmm7
	vbroadcastss	.LCPI0_54(%rip), %xmm9
	vmaxps	%xmm7, %xmm9, %xmm9
	vbroadcastss	.LCPI0_55(%rip), %xmm11
	vminps	%xmm9, %xmm11, %xmm9
	vmovaps	%xmm10, %xmm20
	vmulps	%xmm21, %xmm9, %xmm10
	vaddps	%xmm23, %xmm10, %xmm10
	vaddps	%xmm25, %xmm10, %xmm11
	vmulps	%xmm24, %xmm11, %xmm14
	vaddps	%xmm14, %xmm9, %xmm9
	vmulps	%xmm0, %xmm11, %xmm11
	vsubps	%xmm11, %xmm9, %xmm14
	vmulps	%xmm14, %xmm14, %xmm15
	vmulps	%xmm26, %xmm15, %xmm16
	vaddps	%xmm27, %xmm16, %xmm16
	vmulps	%xmm16, %xmm15, %xmm16
	vaddps	%xmm28, %xmm16, %xmm16
	vmulps	%xmm16, %xmm15, %xmm16
	vaddps	%xmm18, %xmm16, %xmm16
	vmulps	%xmm16, %xmm15, %xmm16
	vaddps	%xmm19, %xmm16, %xmm16
	vmulps	%xmm16, %xmm15, %xmm15
	vsubps	%xmm15, %xmm14, %xmm15
	vmulps	%xmm15, %xmm14, %xmm14
	vsubps	%xmm15, %xmm29, %xmm15
	vdivps	%xmm15, %xmm14, %xmm14
	vsubps	%xmm14, %xmm11, %xmm11
	vsubps	%xmm11, %xmm9, %xmm9
	vaddps	%xmm22, %xmm9, %xmm9
	vpaddd	%xmm30, %xmm10, %xmm11
	vpsrld	$1, %xmm11, %xmm11
	vpsubd	%xmm11, %xmm10, %xmm10
	vpslld	$23, %xmm11, %xmm11
	vpaddd	%xmm31, %xmm11, %xmm11
	vmulps	%xmm11, %xmm9, %xmm9
	vpslld	$23, %xmm10, %xmm10
	vpaddd	%xmm1, %xmm10, %xmm10
	vmulps	%xmm10, %xmm9, %xmm9
	vmovaps	%xmm20, %xmm10
	vxorps	%xmm11, %xmm11, %xmm11
	vcmpunordps	%xmm11, %xmm7, %k1
	vaddps	%xmm3, %xmm3, %xmm7
	vmulps	%xmm20, %xmm7, %xmm7
	vsubps	(%r9,%rax,4), %xmm7, %xmm7
	vbroadcastss	.LCPI0_69(%rip), %xmm9 {%k1}
	vmulps	%xmm5, %xmm9, %xmm9
	vaddps	%xmm7, %xmm9, %xmm7
	vcvtuqq2ps	%ymm13, %xmm9
	vcmpeqps	%xmm9, %xmm8, %k1
	vbroadcastss	.LCPI0_71(%rip), %xmm9 {%k1} {z}
	vaddps	%xmm7, %xmm9, %xmm7
	vmulps	2256(%rsp), %xmm7, %xmm7
	vmulps	(%r8,%rax,4), %xmm12, %xmm9
	vsubps	%xmm7, %xmm3, %xmm3
	vaddps	%xmm3, %xmm9, %xmm3
	vandps	%xmm6, %xmm3, %xmm7
	vpcmpgtd	%xmm1, %xmm7, %k1
	vpbroadcastd	.LCPI0_69(%rip), %xmm3 {%k1}
	vmovdqu	%xmm3, (%r11,%rax,4)
	addq	$4, %rax
	vpaddq	%ymm17, %ymm13, %ymm13
	cmpq	%rax, %rdi
	jne	.LBB0_164
	movq	%rdi, %rax
	cmpq	%rdi, %r12
	vmovss	.LCPI0_54(%rip), %xmm19
	vmovss	.LCPI0_55(%rip), %xmm12
	vmovss	.LCPI0_56(%rip), %xmm13
	vmovss	.LCPI0_57(%rip), %xmm14
	vmovss	.LCPI0_58(%rip), %xmm16
	vmovss	.LCPI0_59(%rip), %xmm15
	vmovd	.LCPI0_60(%rip), %xmm21
	vmovss	.LCPI0_61(%rip), %xmm17
	vmovss	.LCPI0_62(%rip), %xmm20
	vmovss	.LCPI0_63(%rip), %xmm22
	vmovss	.LCPI0_64(%rip), %xmm23
	vmovss	.LCPI0_65(%rip), %xmm25
	vmovss	.LCPI0_18(%rip), %xmm28
	vmovss	.LCPI0_66(%rip), %xmm31
	vmovss	.LCPI0_70(%rip), %xmm0
	vmovaps	.LCPI0_9(%rip), %zmm24
	vmovaps	.LCPI0_10(%rip), %zmm18
	vmovaps	1456(%rsp), %xmm1
	vmovaps	-80(%rsp), %xmm6
	vmovaps	336(%rsp), %xmm26
	vmovaps	528(%rsp), %xmm27
	vmovaps	(%rsp), %xmm29
	jne	.LBB0_155
	jmp	.LBB0_70
.LBB0_166:
	vbroadcastss	336(%rsp), %zmm4
	vmovaps	%xmm29, (%rsp)
	vbroadcastss	%xmm29, %zmm5
	vbroadcastss	528(%rsp), %zmm8
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm12
	vmovdqa64	.LCPI0_51(%rip), %zmm13
	movq	-104(%rsp), %rcx
	vpbroadcastq	.LCPI0_2(%rip), %zmm0
	movq	144(%rsp), %r8
	vbroadcastss	.LCPI0_65(%rip), %zmm26
	vmovaps	%zmm11, %zmm27
	vmovaps	%zmm15, %zmm29
	vmovdqa64	%zmm16, %zmm20
	vpbroadcastd	.LCPI0_50(%rip), %zmm18
	vpbroadcastd	.LCPI0_68(%rip), %zmm19
	vbroadcastss	.LCPI0_70(%rip), %zmm24
	vbroadcastss	.LCPI0_56(%rip), %zmm31
	vbroadcastss	.LCPI0_63(%rip), %zmm23
	vbroadcastss	.LCPI0_64(%rip), %zmm21
	vbroadcastss	.LCPI0_57(%rip), %zmm25
	vbroadcastss	.LCPI0_59(%rip), %zmm1
	vmovdqa64	%zmm28, %zmm6
	vbroadcastss	.LCPI0_60(%rip), %zmm28
	.p2align	4
.LBB0_167:
	vmovups	(%r8,%rax,4), %zmm3
	vsubps	%zmm4, %zmm3, %zmm7
	vmaxps	%zmm7, %zmm30, %zmm9
	vminps	%zmm9, %zmm17, %zmm9
	vmulps	%zmm31, %zmm9, %zmm10
	vaddps	%zmm25, %zmm10, %zmm10
	vaddps	%zmm22, %zmm10, %zmm11
	vmulps	%zmm1, %zmm11, %zmm14
	vaddps	%zmm14, %zmm9, %zmm9
	vmulps	%zmm28, %zmm11, %zmm11
	vsubps	%zmm11, %zmm9, %zmm14
	vmulps	%zmm14, %zmm14, %zmm15
	vmulps	.LCPI0_61(%rip){1to16}, %zmm15, %zmm16
	vaddps	%zmm6, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm16
	vaddps	%zmm23, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm16
	vaddps	%zmm21, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm16
	vaddps	%zmm26, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm15
	vmovups	2256(%rsp), %zmm16
	vsubps	%zmm15, %zmm14, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm15, %zmm27, %zmm15
	vdivps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm14, %zmm11, %zmm11
	vsubps	%zmm11, %zmm9, %zmm9
	vaddps	%zmm29, %zmm9, %zmm9
	vpaddd	%zmm20, %zmm10, %zmm11
	vpsrld	$1, %zmm11, %zmm11
	vpsubd	%zmm11, %zmm10, %zmm10
	vpslld	$23, %zmm11, %zmm11
	vpaddd	%zmm18, %zmm11, %zmm11
	vmulps	%zmm11, %zmm9, %zmm9
	vaddps	%zmm3, %zmm3, %zmm11
	vmulps	%zmm24, %zmm11, %zmm11
	vsubps	(%r9,%rax,4), %zmm11, %zmm11
	vpslld	$23, %zmm10, %zmm10
	vpaddd	%zmm19, %zmm10, %zmm10
	vmulps	%zmm10, %zmm9, %zmm9
	vcmpunordps	%zmm2, %zmm7, %k1
	vbroadcastss	.LCPI0_69(%rip), %zmm9 {%k1}
	vmulps	%zmm9, %zmm5, %zmm7
	vcvtuqq2ps	%zmm12, %ymm9
	vcvtuqq2ps	%zmm13, %ymm10
	vaddps	%zmm7, %zmm11, %zmm7
	vinsertf64x4	$1, %ymm10, %zmm9, %zmm9
	vcmpeqps	%zmm9, %zmm8, %k1
	vbroadcastss	.LCPI0_71(%rip), %zmm9 {%k1} {z}
	vaddps	%zmm7, %zmm9, %zmm7
	vmulps	%zmm7, %zmm16, %zmm7
	vsubps	%zmm7, %zmm3, %zmm3
	vandps	.LCPI0_72(%rip){1to16}, %zmm3, %zmm7
	vpcmpgtd	%zmm19, %zmm7, %k1
	vpbroadcastd	.LCPI0_69(%rip), %zmm3 {%k1}
	vmovdqu64	%zmm3, (%r8,%rax,4)
	addq	$16, %rax
	vpaddq	%zmm0, %zmm12, %zmm12
	vpaddq	%zmm0, %zmm13, %zmm13
	cmpq	%rax, %rcx
	jne	.LBB0_167
	cmpq	%rcx, %r12
	vmovss	.LCPI0_55(%rip), %xmm12
	vmovss	.LCPI0_56(%rip), %xmm13
	vmovss	.LCPI0_57(%rip), %xmm14
	vmovss	.LCPI0_58(%rip), %xmm20
	vmovss	.LCPI0_59(%rip), %xmm15
	vmovd	.LCPI0_60(%rip), %xmm21
	vmovss	.LCPI0_61(%rip), %xmm23
	vmovss	.LCPI0_62(%rip), %xmm25
	vmovss	.LCPI0_63(%rip), %xmm26
	vmovss	.LCPI0_64(%rip), %xmm17
	vmovss	.LCPI0_65(%rip), %xmm22
	vmovss	.LCPI0_18(%rip), %xmm30
	vmovss	.LCPI0_66(%rip), %xmm31
	vmovss	.LCPI0_70(%rip), %xmm0
	vbroadcastss	.LCPI0_70(%rip), %xmm10
	vmovaps	.LCPI0_9(%rip), %zmm24
	vmovaps	.LCPI0_10(%rip), %zmm18
	vmovaps	-80(%rsp), %xmm1
	vmovss	.LCPI0_54(%rip), %xmm19
	vmovaps	336(%rsp), %xmm6
	vmovaps	528(%rsp), %xmm27
	vmovaps	(%rsp), %xmm29
	je	.LBB0_70
	movq	-104(%rsp), %rax
	testb	$12, %r12b
	je	.LBB0_158
	vbroadcastss	%xmm6, %xmm4
	vbroadcastss	%xmm29, %xmm5
	vbroadcastss	%xmm27, %xmm8
	movq	-104(%rsp), %rax
	vmovdqu	1968(%rsp), %ymm12
	vbroadcastss	.LCPI0_56(%rip), %xmm21
	vbroadcastss	.LCPI0_57(%rip), %xmm23
	vbroadcastss	.LCPI0_58(%rip), %xmm25
	vbroadcastss	.LCPI0_59(%rip), %xmm24
	vbroadcastss	.LCPI0_60(%rip), %xmm0
	vbroadcastss	.LCPI0_61(%rip), %xmm26
	vbroadcastss	.LCPI0_62(%rip), %xmm27
	vbroadcastss	.LCPI0_63(%rip), %xmm28
	vbroadcastss	.LCPI0_64(%rip), %xmm18
	vbroadcastss	.LCPI0_65(%rip), %xmm19
	vbroadcastss	.LCPI0_18(%rip), %xmm29
	vbroadcastss	.LCPI0_66(%rip), %xmm22
	vpbroadcastd	.LCPI0_67(%rip), %xmm30
	vpbroadcastd	.LCPI0_50(%rip), %xmm31
	vpbroadcastd	.LCPI0_68(%rip), %xmm1
	vbroadcastss	.LCPI0_72(%rip), %xmm6
	vpbroadcastq	.LCPI0_73(%rip), %ymm17
	.p2align	4
.LBB0_171:
	vmovups	(%r8,%rax,4), %xmm3
	vsubps	%xmm4, %xmm3, %xmm7
	vbroadcastss	.LCPI0_54(%rip), %xmm9
	vmaxps	%xmm7, %xmm9, %xmm9
	vbroadcastss	.LCPI0_55(%rip), %xmm11
	vminps	%xmm9, %xmm11, %xmm9
	vmovaps	%xmm10, %xmm20
	vmulps	%xmm21, %xmm9, %xmm10
	vaddps	%xmm23, %xmm10, %xmm10
	vaddps	%xmm25, %xmm10, %xmm11
	vmulps	%xmm24, %xmm11, %xmm13
	vaddps	%xmm13, %xmm9, %xmm9
	vmulps	%xmm0, %xmm11, %xmm11
	vsubps	%xmm11, %xmm9, %xmm13
	vmulps	%xmm13, %xmm13, %xmm14
	vmulps	%xmm26, %xmm14, %xmm15
	vaddps	%xmm27, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm15
	vaddps	%xmm28, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm15
	vaddps	%xmm18, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm15
	vaddps	%xmm19, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm14
	vsubps	%xmm14, %xmm13, %xmm14
	vmulps	%xmm14, %xmm13, %xmm13
	vsubps	%xmm14, %xmm29, %xmm14
	vdivps	%xmm14, %xmm13, %xmm13
	vsubps	%xmm13, %xmm11, %xmm11
	vsubps	%xmm11, %xmm9, %xmm9
	vaddps	%xmm22, %xmm9, %xmm9
	vpaddd	%xmm30, %xmm10, %xmm11
	vpsrld	$1, %xmm11, %xmm11
	vpsubd	%xmm11, %xmm10, %xmm10
	vpslld	$23, %xmm11, %xmm11
	vpaddd	%xmm31, %xmm11, %xmm11
	vmulps	%xmm11, %xmm9, %xmm9
	vpslld	$23, %xmm10, %xmm10
	vpaddd	%xmm1, %xmm10, %xmm10
	vmulps	%xmm10, %xmm9, %xmm9
	vmovaps	%xmm20, %xmm10
	vxorps	%xmm11, %xmm11, %xmm11
	vcmpunordps	%xmm11, %xmm7, %k1
	vaddps	%xmm3, %xmm3, %xmm7
	vmulps	%xmm20, %xmm7, %xmm7
	vsubps	(%r9,%rax,4), %xmm7, %xmm7
	vbroadcastss	.LCPI0_69(%rip), %xmm9 {%k1}
	vmulps	%xmm5, %xmm9, %xmm9
	vaddps	%xmm7, %xmm9, %xmm7
	vcvtuqq2ps	%ymm12, %xmm9
	vcmpeqps	%xmm9, %xmm8, %k1
	vbroadcastss	.LCPI0_71(%rip), %xmm9 {%k1} {z}
	vaddps	%xmm7, %xmm9, %xmm7
	vmulps	%xmm7, %xmm16, %xmm7
	vsubps	%xmm7, %xmm3, %xmm3
	vandps	%xmm6, %xmm3, %xmm7
	vpcmpgtd	%xmm1, %xmm7, %k1
	vpbroadcastd	.LCPI0_69(%rip), %xmm3 {%k1}
	vmovdqu	%xmm3, (%r8,%rax,4)
	addq	$4, %rax
	vpaddq	%ymm17, %ymm12, %ymm12
	cmpq	%rax, %rdi
	jne	.LBB0_171
	movq	%rdi, %rax
	cmpq	%rdi, %r12
	vmovss	.LCPI0_54(%rip), %xmm19
	vmovss	.LCPI0_55(%rip), %xmm12
	vmovss	.LCPI0_56(%rip), %xmm13
	vmovss	.LCPI0_57(%rip), %xmm14
	vmovss	.LCPI0_58(%rip), %xmm20
	vmovss	.LCPI0_59(%rip), %xmm15
	vmovd	.LCPI0_60(%rip), %xmm21
	vmovss	.LCPI0_61(%rip), %xmm23
	vmovss	.LCPI0_62(%rip), %xmm25
	vmovss	.LCPI0_63(%rip), %xmm26
	vmovss	.LCPI0_64(%rip), %xmm17
	vmovss	.LCPI0_65(%rip), %xmm22
	vmovss	.LCPI0_18(%rip), %xmm30
	vmovss	.LCPI0_66(%rip), %xmm31
	vmovss	.LCPI0_70(%rip), %xmm0
	vmovaps	.LCPI0_9(%rip), %zmm24
	vmovaps	.LCPI0_10(%rip), %zmm18
	vmovaps	-80(%rsp), %xmm1
	vmovaps	336(%rsp), %xmm6
	vmovaps	528(%rsp), %xmm27
	vmovaps	(%rsp), %xmm29
	jne	.LBB0_158
	jmp	.LBB0_70
.LBB0_173:
	vmovss	-16(%rsp), %xmm0
	vmulss	-24(%rsp), %xmm0, %xmm4
	vsqrtss	%xmm4, %xmm4, %xmm5
	vcmpltss	%xmm4, %xmm1, %k1
	vmovss	%xmm5, %xmm5, %xmm3 {%k1} {z}
	vmovaps	%xmm3, 1456(%rsp)
	vmulss	-20(%rsp), %xmm0, %xmm0
	vmovss	%xmm0, -16(%rsp)
	jmp	.LBB0_72
.LBB0_174:
	addq	$105112, %rsp
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
