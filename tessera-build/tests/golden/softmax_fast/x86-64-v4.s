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
	subq	$3224, %rsp
	movq	(%rdi), %rax
	movq	%rax, -32(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, 168(%rsp)
	movq	24(%rdi), %r9
	movq	32(%rdi), %rax
	movq	40(%rdi), %r13
	movq	48(%rdi), %rcx
	movq	%rcx, 24(%rsp)
	vmovd	56(%rdi), %xmm29
	vmovss	60(%rdi), %xmm0
	vmovaps	%xmm0, 1056(%rsp)
	movl	64(%rdi), %ecx
	movl	%ecx, -92(%rsp)
	vmovss	72(%rdi), %xmm0
	vmovss	%xmm0, -16(%rsp)
	vmovss	76(%rdi), %xmm0
	vmovss	%xmm0, -4(%rsp)
	vmovss	80(%rdi), %xmm0
	vmovss	%xmm0, -12(%rsp)
	movl	68(%rdi), %ecx
	movl	%ecx, -8(%rsp)
	movq	88(%rdi), %rcx
	movq	%rcx, -64(%rsp)
	movq	96(%rdi), %rcx
	movq	%rcx, 584(%rsp)
	leaq	3(%r13), %rcx
	shrq	$2, %rcx
	movq	%rcx, -72(%rsp)
	cmpq	$128, %r13
	movq	%rax, 176(%rsp)
	movq	%r13, -112(%rsp)
	jae	.LBB0_62
	movq	%rax, %rcx
	subq	%r9, %rcx
	jbe	.LBB0_170
	movq	%r13, %r10
	shlq	$6, %r10
	movabsq	$72057594037927934, %r8
	movl	$3449720151, %eax
	cmpl	$0, -92(%rsp)
	sete	%bpl
	movq	-72(%rsp), %rdx
	testq	%rdx, %rdx
	sete	%r14b
	movq	-64(%rsp), %r15
	movq	%r15, %r11
	shrq	$32, %r11
	leaq	(%r15,%rax), %rsi
	addq	$-795284382, %rsi
	movq	%rsi, 480(%rsp)
	leaq	-305585874(%r11,%rax), %rsi
	movq	%rsi, -80(%rsp)
	movq	%rcx, %rsi
	leaq	1993301258(%r11), %rcx
	leaq	218619860(%r15,%rax), %rdi
	movq	%rdi, 32(%rsp)
	movq	%r9, %rdi
	leaq	842468239(%r11), %r9
	leaq	(%r11,%rax), %r12
	addq	$536882365, %r12
	leaq	(%r11,%rax), %rbx
	addq	$-613950654, %rbx
	orb	%bpl, %r14b
	movb	%r14b, -116(%rsp)
	leal	-1767562579(%r11), %ebp
	vpbroadcastd	%ebp, %zmm1
	leal	-1879881855(%r15), %ebp
	vpbroadcastd	%ebp, %zmm2
	leaq	228517585(%r11,%rax), %r14
	vpbroadcastq	%r14, %zmm3
	leaq	(%r15,%rax), %r14
	addq	$605896817, %r14
	vpbroadcastq	%r14, %zmm4
	leaq	1684936478(%r11), %r14
	addq	$534103459, %r11
	vpbroadcastq	%r11, %zmm5
	leaq	1401181199(%r15), %r11
	vpbroadcastq	%r11, %zmm6
	leaq	2027808484(%r15), %r11
	vpbroadcastq	%r14, %zmm7
	leaq	-408007425(%r15,%rax), %r14
	vpbroadcastq	%r14, %zmm8
	leaq	387276957(%r15), %r14
	vpbroadcastq	%rbx, %zmm9
	xorl	%eax, %eax
	popcntq	%r13, %rax
	vpbroadcastq	%r14, %zmm10
	leaq	-1(%rax), %rbp
	vpbroadcastq	%r12, %zmm11
	movq	%rbp, %r12
	shlq	$8, %r12
	vpbroadcastq	%r11, %zmm12
	movq	-32(%rsp), %r11
	leaq	(%rax,%r8), %rbx
	movq	%rbx, -40(%rsp)
	vpbroadcastq	%r9, %zmm13
	movq	32(%rsp), %r9
	vpbroadcastq	%r9, %zmm14
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 1264(%rsp)
	leaq	1013904242(%r15), %rcx
	vpbroadcastq	%rcx, %zmm15
	movq	480(%rsp), %rcx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 1872(%rsp)
	vpbroadcastq	%r15, %zmm0
	movq	%r10, %r15
	vpbroadcastq	%rdx, %zmm16
	vmovdqu64	%zmm16, 3664(%rsp)
	movq	%rbp, 2256(%rsp)
	andq	$-2, %rbp
	vpbroadcastd	%xmm29, %zmm23
	movq	%rax, 216(%rsp)
	shll	$8, %eax
	leaq	4760(%rsp), %rcx
	addq	%rcx, %rax
	addq	$-320, %rax
	movq	%rax, -48(%rsp)
	movq	%rsi, %rcx
	movq	176(%rsp), %rax
	leaq	4504(%rsp), %rsi
	vbroadcastss	.LCPI0_18(%rip), %zmm18
	movq	%r10, %r9
	vmovdqu64	%zmm1, 3088(%rsp)
	vmovdqu64	%zmm2, 3024(%rsp)
	vmovdqu64	%zmm3, 2960(%rsp)
	vmovdqu64	%zmm4, 2896(%rsp)
	vmovdqu64	%zmm5, 2832(%rsp)
	vmovdqu64	%zmm6, 3856(%rsp)
	vmovdqu64	%zmm7, 3792(%rsp)
	vmovdqu64	%zmm8, 2768(%rsp)
	vmovdqu64	%zmm9, 2704(%rsp)
	vmovdqu64	%zmm10, 2640(%rsp)
	vmovdqu64	%zmm11, 2576(%rsp)
	vmovdqu64	%zmm12, 2512(%rsp)
	vmovdqu64	%zmm13, 2448(%rsp)
	vmovdqu64	%zmm14, 2384(%rsp)
	vmovdqu64	%zmm15, 2320(%rsp)
	vmovdqu64	%zmm0, 3728(%rsp)
	vmovdqu64	%zmm23, 1712(%rsp)
	jmp	.LBB0_8
	.p2align	4
.LBB0_5:
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r13
.LBB0_6:
	cmpq	1328(%rsp), %rax
	cmovbq	%rax, %rbx
	addq	-104(%rsp), %rbx
	imulq	%r13, %rbx
	movq	%rdx, %rcx
	shlq	$8, %rcx
	addq	%rsp, %rcx
	addq	$7320, %rcx
	vmovss	(%rcx,%rax,4), %xmm0
	leaq	(%r11,%rbx,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
.LBB0_7:
	movq	-104(%rsp), %rdi
	addq	$64, %rdi
	movq	-56(%rsp), %rcx
	addq	$-64, %rcx
	movq	176(%rsp), %rax
	cmpq	%rax, %rdi
	jae	.LBB0_170
.LBB0_8:
	cmpq	$64, %rcx
	movl	$64, %edx
	movq	%rcx, -56(%rsp)
	cmovbq	%rcx, %rdx
	movq	%rdx, -88(%rsp)
	subq	%rdi, %rax
	cmpq	$64, %rax
	movq	%rdi, %r14
	movl	$64, %ecx
	cmovbq	%rax, %rcx
	movq	%rcx, 1328(%rsp)
	leaq	-1(%rcx), %rbx
	testq	%r13, %r13
	movq	168(%rsp), %rdi
	je	.LBB0_11
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_10:
	movl	%ecx, %edx
	andl	$62, %edx
	movq	%rcx, %r10
	shrq	$6, %r10
	cmpq	%rdx, %rax
	cmovbeq	%rbx, %rdx
	addq	%r14, %rdx
	imulq	%r13, %rdx
	addq	%r10, %rdx
	vmovss	(%r11,%rdx,4), %xmm0
	vmovss	%xmm0, 7320(%rsp,%rcx,4)
	vmovss	(%rdi,%rdx,4), %xmm0
	vmovss	%xmm0, 40088(%rsp,%rcx,4)
	leal	1(%rcx), %edx
	andl	$63, %edx
	cmpq	%rdx, %rax
	cmovbeq	%rbx, %rdx
	addq	%r14, %rdx
	imulq	%r13, %rdx
	addq	%r10, %rdx
	vmovss	(%r11,%rdx,4), %xmm0
	vmovss	%xmm0, 7324(%rsp,%rcx,4)
	vmovd	(%rdi,%rdx,4), %xmm0
	vmovd	%xmm0, 40092(%rsp,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r15
	jne	.LBB0_10
.LBB0_11:
	movq	%r14, -104(%rsp)
	cmpq	$0, 24(%rsp)
	je	.LBB0_48
	movq	-104(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vpaddq	.LCPI0_0(%rip), %zmm0, %zmm1
	vpaddq	.LCPI0_49(%rip), %zmm0, %zmm2
	vpaddq	.LCPI0_50(%rip), %zmm0, %zmm3
	vpaddq	.LCPI0_51(%rip), %zmm0, %zmm4
	vpaddq	.LCPI0_72(%rip), %zmm0, %zmm5
	vpaddq	.LCPI0_73(%rip), %zmm0, %zmm6
	vpaddq	.LCPI0_75(%rip), %zmm0, %zmm7
	vmovdqu64	3664(%rsp), %zmm8
	vpmullq	%zmm8, %zmm2, %zmm2
	vmovdqu64	%zmm2, 3408(%rsp)
	vpmullq	%zmm8, %zmm1, %zmm1
	vmovdqu64	%zmm1, 3344(%rsp)
	vpmullq	%zmm8, %zmm4, %zmm1
	vmovdqu64	%zmm1, 2128(%rsp)
	vpmullq	%zmm8, %zmm3, %zmm1
	vmovdqu64	%zmm1, 2064(%rsp)
	vpmullq	%zmm8, %zmm6, %zmm1
	vmovdqu64	%zmm1, 2000(%rsp)
	vpmullq	%zmm8, %zmm5, %zmm1
	vmovdqu64	%zmm1, 3280(%rsp)
	vpmullq	%zmm8, %zmm7, %zmm1
	vmovdqu64	%zmm1, 3216(%rsp)
	vpaddq	.LCPI0_74(%rip), %zmm0, %zmm0
	vpmullq	%zmm8, %zmm0, %zmm0
	vmovdqu64	%zmm0, 3152(%rsp)
	xorl	%eax, %eax
	vmovss	-16(%rsp), %xmm0
	vmovss	%xmm0, 1936(%rsp)
	movq	-72(%rsp), %rdi
	jmp	.LBB0_14
	.p2align	4
.LBB0_13:
	vmovss	1936(%rsp), %xmm0
	vmulss	-4(%rsp), %xmm0, %xmm0
	vmovss	%xmm0, 1936(%rsp)
	incq	%rax
	cmpq	24(%rsp), %rax
	vbroadcastss	.LCPI0_18(%rip), %zmm18
	je	.LBB0_48
.LBB0_14:
	cmpl	$0, -8(%rsp)
	sete	%cl
	cmpb	$0, -116(%rsp)
	jne	.LBB0_19
	movq	584(%rsp), %rdx
	addq	%rax, %rdx
	movq	%rdx, %r10
	shrq	$32, %r10
	movl	$3449720151, %r14d
	imulq	%r14, %r10
	vpbroadcastq	%r10, %zmm0
	shrq	$32, %r10
	xorl	-64(%rsp), %edx
	xorl	%r10d, %edx
	leaq	78811644(%r14), %r10
	imulq	%rdx, %r10
	vpbroadcastq	%r10, %zmm1
	shrq	$32, %r10
	xorq	-80(%rsp), %r10
	vpbroadcastq	%r10, %zmm2
	vmovdqu64	%zmm2, 1520(%rsp)
	vpxorq	1872(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1456(%rsp)
	vpxorq	1264(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 2192(%rsp)
	leaq	73816(%rsp), %rdx
	xorl	%r13d, %r13d
	vpbroadcastq	.LCPI0_4(%rip), %zmm18
	vpbroadcastq	.LCPI0_5(%rip), %zmm26
	.p2align	4
.LBB0_16:
	vpbroadcastq	%r13, %zmm0
	vpaddq	3408(%rsp), %zmm0, %zmm1
	vpaddq	3344(%rsp), %zmm0, %zmm2
	vpaddq	2128(%rsp), %zmm0, %zmm3
	vpaddq	2064(%rsp), %zmm0, %zmm5
	vpaddq	2000(%rsp), %zmm0, %zmm8
	vpaddq	3280(%rsp), %zmm0, %zmm12
	vpaddq	3216(%rsp), %zmm0, %zmm13
	vpaddq	3152(%rsp), %zmm0, %zmm0
	vpmuludq	%zmm18, %zmm2, %zmm17
	vpmuludq	%zmm18, %zmm1, %zmm27
	vpmuludq	%zmm18, %zmm5, %zmm15
	vpmuludq	%zmm18, %zmm3, %zmm10
	vpmuludq	%zmm18, %zmm12, %zmm11
	vpmuludq	%zmm18, %zmm8, %zmm9
	vpmuludq	%zmm18, %zmm0, %zmm7
	vpmuludq	%zmm18, %zmm13, %zmm4
	vmovdqu64	3728(%rsp), %zmm14
	vpternlogq	$150, %zmm14, %zmm27, %zmm1
	vpternlogq	$150, %zmm14, %zmm17, %zmm2
	vpternlogq	$150, %zmm14, %zmm10, %zmm3
	vpternlogq	$150, %zmm14, %zmm15, %zmm5
	vpternlogq	$150, %zmm14, %zmm9, %zmm8
	vpternlogq	$150, %zmm14, %zmm11, %zmm12
	vpternlogq	$150, %zmm14, %zmm4, %zmm13
	vpternlogq	$150, %zmm14, %zmm7, %zmm0
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm8, %zmm18
	vpsrlq	$32, %zmm0, %zmm19
	vpsrlq	$32, %zmm13, %zmm20
	vpmuludq	%zmm26, %zmm1, %zmm8
	vpmuludq	%zmm26, %zmm2, %zmm16
	vpmuludq	%zmm26, %zmm3, %zmm13
	vpmuludq	%zmm26, %zmm5, %zmm14
	vpmuludq	%zmm26, %zmm18, %zmm22
	vpmuludq	%zmm26, %zmm12, %zmm12
	vpmuludq	%zmm26, %zmm20, %zmm25
	vpmuludq	%zmm26, %zmm19, %zmm5
	vpsrlq	$32, %zmm16, %zmm2
	vpsrlq	$32, %zmm8, %zmm3
	vpsrlq	$32, %zmm14, %zmm18
	vpsrlq	$32, %zmm13, %zmm19
	vpsrlq	$32, %zmm12, %zmm20
	vpsrlq	$32, %zmm22, %zmm21
	vpsrlq	$32, %zmm5, %zmm23
	vpsrlq	$32, %zmm25, %zmm28
	vmovdqu64	1456(%rsp), %zmm0
	vpxorq	%zmm0, %zmm3, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm24
	vmovdqu64	%zmm24, 352(%rsp)
	vpxorq	%zmm0, %zmm2, %zmm2
	vpxorq	%zmm0, %zmm19, %zmm19
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm6
	vmovdqu64	%zmm6, 656(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm31
	vmovdqu64	%zmm31, 288(%rsp)
	vpxorq	%zmm0, %zmm18, %zmm18
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm29
	vmovdqu64	%zmm29, 96(%rsp)
	vpxorq	%zmm0, %zmm21, %zmm18
	vpxorq	%zmm0, %zmm20, %zmm20
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm3
	vmovdqu64	%zmm3, 784(%rsp)
	vpxorq	%zmm0, %zmm28, %zmm18
	vpxorq	%zmm0, %zmm23, %zmm23
	vmovdqu64	1520(%rsp), %zmm0
	vpxorq	%zmm17, %zmm0, %zmm17
	vpmuludq	%zmm26, %zmm17, %zmm19
	vpxorq	%zmm27, %zmm0, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm21
	vmovdqu64	%zmm21, 224(%rsp)
	vpmuludq	%zmm26, %zmm17, %zmm28
	vpxorq	%zmm15, %zmm0, %zmm15
	vpmuludq	%zmm26, %zmm15, %zmm15
	vpxorq	%zmm10, %zmm0, %zmm10
	vpmuludq	%zmm26, %zmm10, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm2
	vmovdqu64	%zmm2, 720(%rsp)
	vpxorq	%zmm11, %zmm0, %zmm11
	vpmuludq	%zmm26, %zmm11, %zmm1
	vpxorq	%zmm9, %zmm0, %zmm9
	vpmuludq	%zmm26, %zmm9, %zmm17
	vpxorq	%zmm7, %zmm0, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm30
	vpmuludq	%zmm26, %zmm7, %zmm18
	vpxorq	%zmm4, %zmm0, %zmm4
	vpmuludq	%zmm26, %zmm4, %zmm7
	vpsrlq	$32, %zmm6, %zmm27
	vpsrlq	$32, %zmm24, %zmm23
	vpsrlq	$32, %zmm29, %zmm24
	vpsrlq	$32, %zmm31, %zmm29
	vpsrlq	$32, %zmm28, %zmm20
	vpsrlq	$32, %zmm19, %zmm0
	vpsrlq	$32, %zmm10, %zmm31
	vmovdqa64	%zmm10, %zmm6
	vmovdqu64	2320(%rsp), %zmm11
	vpternlogq	$150, %zmm11, %zmm16, %zmm0
	vpsrlq	$32, %zmm21, %zmm16
	vpsrlq	$32, %zmm15, %zmm9
	vpternlogq	$150, %zmm11, %zmm8, %zmm20
	vpsrlq	$32, %zmm17, %zmm10
	vpternlogq	$150, %zmm11, %zmm14, %zmm9
	vpternlogq	$150, %zmm11, %zmm13, %zmm31
	vpsrlq	$32, %zmm3, %zmm13
	vpsrlq	$32, %zmm1, %zmm21
	vmovdqa64	%zmm1, %zmm3
	vpternlogq	$150, %zmm11, %zmm12, %zmm21
	vpsrlq	$32, %zmm18, %zmm12
	vpternlogq	$150, %zmm11, %zmm22, %zmm10
	vpternlogq	$150, %zmm11, %zmm5, %zmm12
	vpsrlq	$32, %zmm2, %zmm14
	vpsrlq	$32, %zmm7, %zmm4
	vpternlogq	$150, %zmm11, %zmm25, %zmm4
	vmovdqu64	2192(%rsp), %zmm5
	vpxorq	%zmm5, %zmm23, %zmm1
	vpmuludq	%zmm26, %zmm1, %zmm23
	vpxorq	%zmm5, %zmm27, %zmm1
	vpmuludq	%zmm26, %zmm1, %zmm27
	vpxorq	%zmm5, %zmm29, %zmm1
	vpmuludq	%zmm26, %zmm1, %zmm2
	vmovdqu64	%zmm2, 416(%rsp)
	vpxorq	%zmm5, %zmm24, %zmm1
	vpmuludq	%zmm26, %zmm1, %zmm24
	vpxorq	%zmm5, %zmm13, %zmm1
	vpmuludq	%zmm26, %zmm1, %zmm11
	vpxorq	%zmm5, %zmm16, %zmm1
	vpmuludq	%zmm26, %zmm1, %zmm22
	vpxorq	%zmm5, %zmm14, %zmm1
	vpmuludq	%zmm26, %zmm1, %zmm1
	vmovdqu64	%zmm1, 592(%rsp)
	vpsrlq	$32, %zmm23, %zmm13
	vmovdqu64	2384(%rsp), %zmm8
	vpternlogq	$150, %zmm28, %zmm8, %zmm13
	vmovdqu64	%zmm13, 32(%rsp)
	vpsrlq	$32, %zmm27, %zmm29
	vpternlogq	$150, %zmm19, %zmm8, %zmm29
	vpsrlq	$32, %zmm2, %zmm14
	vpternlogq	$150, %zmm6, %zmm8, %zmm14
	vpsrlq	$32, %zmm24, %zmm28
	vmovdqa64	%zmm24, %zmm16
	vpternlogq	$150, %zmm15, %zmm8, %zmm28
	vpsrlq	$32, %zmm11, %zmm2
	vmovdqa64	%zmm11, %zmm13
	vpternlogq	$150, %zmm17, %zmm8, %zmm2
	vmovdqu64	%zmm2, 1072(%rsp)
	vpsrlq	$32, %zmm22, %zmm25
	vmovdqa64	%zmm22, %zmm15
	vpternlogq	$150, %zmm3, %zmm8, %zmm25
	vpsrlq	$32, %zmm1, %zmm2
	vpternlogq	$150, %zmm7, %zmm8, %zmm2
	vmovdqu64	%zmm2, 480(%rsp)
	vmovdqa64	%zmm30, %zmm24
	vpsrlq	$32, %zmm30, %zmm1
	vpxorq	%zmm5, %zmm1, %zmm1
	vpmuludq	%zmm26, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm18, %zmm8, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm2
	vmovdqu64	%zmm2, 1648(%rsp)
	vpsrlq	$32, %zmm2, %zmm7
	vmovdqu64	2448(%rsp), %zmm8
	vpternlogq	$150, 352(%rsp), %zmm8, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm0, %zmm18
	vpsrlq	$32, %zmm18, %zmm30
	vpternlogq	$150, 656(%rsp), %zmm8, %zmm30
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm31, %zmm11
	vpsrlq	$32, %zmm11, %zmm3
	vpternlogq	$150, 288(%rsp), %zmm8, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm31
	vpsrlq	$32, %zmm31, %zmm2
	vpternlogq	$150, 96(%rsp), %zmm8, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm10, %zmm0
	vmovdqu64	%zmm0, 288(%rsp)
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, 784(%rsp), %zmm8, %zmm22
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm17
	vpsrlq	$32, %zmm17, %zmm9
	vpternlogq	$150, 224(%rsp), %zmm8, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm4, %zmm10
	vpsrlq	$32, %zmm10, %zmm4
	vpternlogq	$150, 720(%rsp), %zmm8, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm12, %zmm20
	vpsrlq	$32, %zmm20, %zmm12
	vpternlogq	$150, %zmm8, %zmm24, %zmm12
	vpmuludq	%zmm26, %zmm30, %zmm0
	vmovdqu64	%zmm0, 656(%rsp)
	vpsrlq	$32, %zmm0, %zmm6
	vmovdqu64	2512(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm27, %zmm6
	vmovdqu64	%zmm6, 96(%rsp)
	vpmuludq	%zmm26, %zmm7, %zmm19
	vpsrlq	$32, %zmm19, %zmm27
	vpternlogq	$150, %zmm0, %zmm23, %zmm27
	vpmuludq	%zmm26, %zmm2, %zmm7
	vpsrlq	$32, %zmm7, %zmm24
	vpternlogq	$150, %zmm0, %zmm16, %zmm24
	vpmuludq	%zmm26, %zmm3, %zmm2
	vmovdqu64	%zmm2, 784(%rsp)
	vpsrlq	$32, %zmm2, %zmm23
	vpternlogq	$150, 416(%rsp), %zmm0, %zmm23
	vpmuludq	%zmm26, %zmm9, %zmm2
	vmovdqu64	%zmm2, 224(%rsp)
	vpsrlq	$32, %zmm2, %zmm30
	vpternlogq	$150, %zmm0, %zmm15, %zmm30
	vpmuludq	%zmm26, %zmm22, %zmm2
	vmovdqu64	%zmm2, 720(%rsp)
	vpsrlq	$32, %zmm2, %zmm16
	vpternlogq	$150, %zmm0, %zmm13, %zmm16
	vpmuludq	%zmm26, %zmm12, %zmm12
	vpsrlq	$32, %zmm12, %zmm21
	vpternlogq	$150, %zmm0, %zmm1, %zmm21
	vpmuludq	%zmm26, %zmm4, %zmm1
	vmovdqu64	%zmm1, 1584(%rsp)
	vpsrlq	$32, %zmm1, %zmm13
	vpternlogq	$150, 592(%rsp), %zmm0, %zmm13
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm29, %zmm0
	vmovdqu64	%zmm0, 592(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vmovdqu64	2576(%rsp), %zmm0
	vpternlogq	$150, %zmm18, %zmm0, %zmm2
	vmovdqu64	32(%rsp), %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 352(%rsp)
	vpsrlq	$32, %zmm1, %zmm4
	vpternlogq	$150, 1648(%rsp), %zmm0, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm28, %zmm6
	vpsrlq	$32, %zmm6, %zmm28
	vpternlogq	$150, %zmm31, %zmm0, %zmm28
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm1
	vmovdqu64	%zmm1, 416(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm11, %zmm0, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm25, %zmm11
	vpsrlq	$32, %zmm11, %zmm3
	vpternlogq	$150, %zmm17, %zmm0, %zmm3
	vmovdqu64	1072(%rsp), %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm29
	vpsrlq	$32, %zmm29, %zmm17
	vpternlogq	$150, 288(%rsp), %zmm0, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm8
	vpsrlq	$32, %zmm8, %zmm18
	vpternlogq	$150, %zmm20, %zmm0, %zmm18
	vmovdqu64	480(%rsp), %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm31
	vpternlogq	$150, %zmm10, %zmm0, %zmm31
	vpmuludq	%zmm26, %zmm4, %zmm0
	vmovdqu64	%zmm0, 288(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vmovdqu64	2640(%rsp), %zmm0
	vpternlogq	$150, %zmm19, %zmm0, %zmm4
	vmovdqu64	%zmm4, 32(%rsp)
	vpmuludq	%zmm26, %zmm2, %zmm19
	vpsrlq	$32, %zmm19, %zmm14
	vpternlogq	$150, 656(%rsp), %zmm0, %zmm14
	vpmuludq	%zmm26, %zmm1, %zmm4
	vpsrlq	$32, %zmm4, %zmm22
	vpternlogq	$150, 784(%rsp), %zmm0, %zmm22
	vpmuludq	%zmm26, %zmm28, %zmm28
	vpsrlq	$32, %zmm28, %zmm15
	vpternlogq	$150, %zmm7, %zmm0, %zmm15
	vpmuludq	%zmm26, %zmm17, %zmm9
	vpsrlq	$32, %zmm9, %zmm25
	vpternlogq	$150, 720(%rsp), %zmm0, %zmm25
	vpmuludq	%zmm26, %zmm3, %zmm1
	vmovdqu64	%zmm1, 784(%rsp)
	vpsrlq	$32, %zmm1, %zmm17
	vpternlogq	$150, 224(%rsp), %zmm0, %zmm17
	vpmuludq	%zmm26, %zmm31, %zmm1
	vmovdqu64	%zmm1, 224(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 1584(%rsp), %zmm0, %zmm1
	vmovdqu64	%zmm1, 1072(%rsp)
	vpmuludq	%zmm26, %zmm18, %zmm1
	vmovdqu64	%zmm1, 720(%rsp)
	vpsrlq	$32, %zmm1, %zmm18
	vpternlogq	$150, %zmm12, %zmm0, %zmm18
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm27, %zmm10
	vpsrlq	$32, %zmm10, %zmm12
	vmovdqu64	2704(%rsp), %zmm27
	vpternlogq	$150, 352(%rsp), %zmm27, %zmm12
	vmovdqu64	96(%rsp), %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm0, %zmm20
	vpsrlq	$32, %zmm20, %zmm2
	vpternlogq	$150, 592(%rsp), %zmm27, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm0
	vmovdqu64	%zmm0, 96(%rsp)
	vpsrlq	$32, %zmm0, %zmm23
	vpternlogq	$150, 416(%rsp), %zmm27, %zmm23
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm24, %zmm31
	vpsrlq	$32, %zmm31, %zmm7
	vpternlogq	$150, %zmm27, %zmm6, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm0
	vpternlogq	$150, %zmm27, %zmm29, %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm30, %zmm1
	vmovdqu64	%zmm1, 416(%rsp)
	vpsrlq	$32, %zmm1, %zmm3
	vpternlogq	$150, %zmm27, %zmm11, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm1
	vmovdqu64	%zmm1, 592(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm27, %zmm5, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm5
	vmovdqu64	%zmm5, 352(%rsp)
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm27, %zmm8, %zmm5
	vpmuludq	%zmm26, %zmm2, %zmm2
	vmovdqu64	%zmm2, 656(%rsp)
	vpsrlq	$32, %zmm2, %zmm6
	vmovdqu64	2768(%rsp), %zmm8
	vpternlogq	$150, %zmm8, %zmm19, %zmm6
	vmovdqu64	%zmm6, 480(%rsp)
	vpmuludq	%zmm26, %zmm12, %zmm13
	vpsrlq	$32, %zmm13, %zmm19
	vpternlogq	$150, 288(%rsp), %zmm8, %zmm19
	vpmuludq	%zmm26, %zmm7, %zmm11
	vpsrlq	$32, %zmm11, %zmm21
	vpternlogq	$150, %zmm8, %zmm28, %zmm21
	vpmuludq	%zmm26, %zmm23, %zmm27
	vpsrlq	$32, %zmm27, %zmm12
	vpternlogq	$150, %zmm8, %zmm4, %zmm12
	vpmuludq	%zmm26, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm29
	vpternlogq	$150, 784(%rsp), %zmm8, %zmm29
	vpmuludq	%zmm26, %zmm0, %zmm0
	vmovdqu64	%zmm0, 1648(%rsp)
	vpsrlq	$32, %zmm0, %zmm23
	vpternlogq	$150, %zmm8, %zmm9, %zmm23
	vpmuludq	%zmm26, %zmm5, %zmm4
	vpsrlq	$32, %zmm4, %zmm30
	vpternlogq	$150, 720(%rsp), %zmm8, %zmm30
	vpmuludq	%zmm26, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm24
	vpternlogq	$150, 224(%rsp), %zmm8, %zmm24
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm8
	vpsrlq	$32, %zmm8, %zmm14
	vmovdqu64	3792(%rsp), %zmm7
	vpternlogq	$150, %zmm20, %zmm7, %zmm14
	vmovdqu64	32(%rsp), %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 784(%rsp)
	vpsrlq	$32, %zmm0, %zmm28
	vpternlogq	$150, %zmm10, %zmm7, %zmm28
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm2
	vpsrlq	$32, %zmm2, %zmm15
	vpternlogq	$150, %zmm31, %zmm7, %zmm15
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm0
	vmovdqu64	%zmm0, 224(%rsp)
	vpsrlq	$32, %zmm0, %zmm6
	vpternlogq	$150, 96(%rsp), %zmm7, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm5
	vpsrlq	$32, %zmm5, %zmm22
	vpternlogq	$150, 416(%rsp), %zmm7, %zmm22
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm25, %zmm0
	vmovdqu64	%zmm0, 416(%rsp)
	vpsrlq	$32, %zmm0, %zmm31
	vpternlogq	$150, %zmm16, %zmm7, %zmm31
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm17
	vpsrlq	$32, %zmm17, %zmm10
	vpternlogq	$150, 352(%rsp), %zmm7, %zmm10
	vmovdqu64	1072(%rsp), %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm0, %zmm20
	vpsrlq	$32, %zmm20, %zmm16
	vpternlogq	$150, 592(%rsp), %zmm7, %zmm16
	vpmuludq	%zmm26, %zmm28, %zmm0
	vmovdqu64	%zmm0, 288(%rsp)
	vpsrlq	$32, %zmm0, %zmm7
	vmovdqu64	3856(%rsp), %zmm0
	vpternlogq	$150, %zmm13, %zmm0, %zmm7
	vmovdqu64	%zmm7, 96(%rsp)
	vpmuludq	%zmm26, %zmm14, %zmm25
	vpsrlq	$32, %zmm25, %zmm14
	vpternlogq	$150, 656(%rsp), %zmm0, %zmm14
	vpmuludq	%zmm26, %zmm6, %zmm7
	vpsrlq	$32, %zmm7, %zmm9
	vpternlogq	$150, %zmm27, %zmm0, %zmm9
	vmovdqu64	%zmm9, 32(%rsp)
	vpmuludq	%zmm26, %zmm15, %zmm6
	vmovdqu64	%zmm6, 592(%rsp)
	vpsrlq	$32, %zmm6, %zmm13
	vpternlogq	$150, %zmm11, %zmm0, %zmm13
	vpmuludq	%zmm26, %zmm31, %zmm9
	vpsrlq	$32, %zmm9, %zmm11
	vpternlogq	$150, 1648(%rsp), %zmm0, %zmm11
	vpmuludq	%zmm26, %zmm22, %zmm22
	vpsrlq	$32, %zmm22, %zmm18
	vpternlogq	$150, %zmm3, %zmm0, %zmm18
	vpmuludq	%zmm26, %zmm16, %zmm3
	vmovdqu64	%zmm3, 720(%rsp)
	vpsrlq	$32, %zmm3, %zmm16
	vpternlogq	$150, %zmm1, %zmm0, %zmm16
	vpmuludq	%zmm26, %zmm10, %zmm10
	vpsrlq	$32, %zmm10, %zmm28
	vpternlogq	$150, %zmm4, %zmm0, %zmm28
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm15
	vpsrlq	$32, %zmm15, %zmm4
	vmovdqu64	2832(%rsp), %zmm6
	vpternlogq	$150, 784(%rsp), %zmm6, %zmm4
	vmovdqu64	480(%rsp), %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm0, %zmm31
	vpsrlq	$32, %zmm31, %zmm1
	vpternlogq	$150, %zmm6, %zmm8, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm12, %zmm0
	vmovdqu64	%zmm0, 784(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vpternlogq	$150, 224(%rsp), %zmm6, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm21
	vpsrlq	$32, %zmm21, %zmm0
	vpternlogq	$150, %zmm6, %zmm2, %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm23
	vpsrlq	$32, %zmm23, %zmm2
	vpternlogq	$150, 416(%rsp), %zmm6, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm29, %zmm12
	vpsrlq	$32, %zmm12, %zmm8
	vpternlogq	$150, %zmm6, %zmm5, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm24, %zmm29
	vpsrlq	$32, %zmm29, %zmm27
	vpternlogq	$150, %zmm6, %zmm20, %zmm27
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm30, %zmm19
	vpsrlq	$32, %zmm19, %zmm20
	vpternlogq	$150, %zmm6, %zmm17, %zmm20
	vpmuludq	%zmm26, %zmm1, %zmm1
	vmovdqu64	%zmm1, 656(%rsp)
	vpsrlq	$32, %zmm1, %zmm5
	vmovdqu64	2896(%rsp), %zmm6
	vpternlogq	$150, %zmm6, %zmm25, %zmm5
	vpmuludq	%zmm26, %zmm4, %zmm1
	vmovdqu64	%zmm1, 416(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 288(%rsp), %zmm6, %zmm1
	vpmuludq	%zmm26, %zmm0, %zmm0
	vmovdqu64	%zmm0, 224(%rsp)
	vpsrlq	$32, %zmm0, %zmm25
	vpternlogq	$150, 592(%rsp), %zmm6, %zmm25
	vpmuludq	%zmm26, %zmm3, %zmm0
	vmovdqu64	%zmm0, 352(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vpternlogq	$150, %zmm6, %zmm7, %zmm3
	vpmuludq	%zmm26, %zmm8, %zmm0
	vmovdqu64	%zmm0, 592(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, %zmm6, %zmm22, %zmm4
	vpmuludq	%zmm26, %zmm2, %zmm24
	vpsrlq	$32, %zmm24, %zmm8
	vpternlogq	$150, %zmm6, %zmm9, %zmm8
	vpmuludq	%zmm26, %zmm20, %zmm0
	vmovdqu64	%zmm0, 1072(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm6, %zmm10, %zmm0
	vmovdqu64	%zmm0, 480(%rsp)
	vpmuludq	%zmm26, %zmm27, %zmm20
	vpsrlq	$32, %zmm20, %zmm27
	vpternlogq	$150, 720(%rsp), %zmm6, %zmm27
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm0
	vmovdqu64	%zmm0, 288(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vmovdqu64	2960(%rsp), %zmm10
	vpternlogq	$150, %zmm31, %zmm10, %zmm2
	vmovdqu64	96(%rsp), %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm0, %zmm14
	vpsrlq	$32, %zmm14, %zmm0
	vpternlogq	$150, %zmm15, %zmm10, %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm30
	vpsrlq	$32, %zmm30, %zmm31
	vpternlogq	$150, %zmm21, %zmm10, %zmm31
	vmovdqu64	32(%rsp), %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm6, %zmm15
	vpsrlq	$32, %zmm15, %zmm9
	vpternlogq	$150, 784(%rsp), %zmm10, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm13
	vpsrlq	$32, %zmm13, %zmm22
	vpternlogq	$150, %zmm12, %zmm10, %zmm22
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm18
	vpsrlq	$32, %zmm18, %zmm11
	vpternlogq	$150, %zmm23, %zmm10, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm28, %zmm23
	vpsrlq	$32, %zmm23, %zmm7
	vpternlogq	$150, %zmm19, %zmm10, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm21
	vpternlogq	$150, %zmm29, %zmm10, %zmm21
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm28
	vpmovqd	%zmm28, %ymm1
	vpmovqd	%zmm10, %ymm5
	vinserti64x4	$1, %ymm5, %zmm1, %zmm1
	vmovdqu64	%zmm1, 96(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm25, %zmm29
	vpmovqd	%zmm29, %ymm1
	vpmovqd	%zmm12, %ymm3
	vinserti64x4	$1, %ymm3, %zmm1, %zmm1
	vmovdqu64	%zmm1, 32(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm4, %zmm8
	vpmovqd	%zmm8, %ymm1
	vpmovqd	%zmm6, %ymm3
	vinserti64x4	$1, %ymm3, %zmm1, %zmm4
	vpmuludq	%zmm26, %zmm0, %zmm0
	vpmuludq	%zmm26, %zmm2, %zmm2
	vpmovqd	%zmm2, %ymm1
	vpmovqd	%zmm0, %ymm3
	vinserti64x4	$1, %ymm3, %zmm1, %zmm1
	vpmuludq	%zmm26, %zmm9, %zmm3
	vpmuludq	%zmm26, %zmm31, %zmm5
	vpmovqd	%zmm5, %ymm9
	vpmovqd	%zmm3, %ymm19
	vinserti64x4	$1, %ymm19, %zmm9, %zmm9
	vpmuludq	%zmm26, %zmm11, %zmm11
	vpmuludq	%zmm26, %zmm22, %zmm19
	vpmovqd	%zmm19, %ymm22
	vpmovqd	%zmm11, %ymm25
	vinserti64x4	$1, %ymm25, %zmm22, %zmm22
	vpsrlq	$32, %zmm0, %zmm0
	vpxorq	416(%rsp), %zmm0, %zmm0
	vpsrlq	$32, %zmm2, %zmm2
	vpxorq	656(%rsp), %zmm2, %zmm25
	vpsrlq	$32, %zmm3, %zmm2
	vpxorq	352(%rsp), %zmm2, %zmm3
	vpsrlq	$32, %zmm5, %zmm2
	vpxorq	224(%rsp), %zmm2, %zmm5
	vpsrlq	$32, %zmm11, %zmm2
	vpxorq	%zmm24, %zmm2, %zmm11
	vpsrlq	$32, %zmm19, %zmm2
	vpxorq	592(%rsp), %zmm2, %zmm19
	vpmuludq	%zmm26, %zmm21, %zmm2
	vpsrlq	$32, %zmm2, %zmm21
	vpxorq	%zmm20, %zmm21, %zmm21
	vpmuludq	%zmm26, %zmm7, %zmm7
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm7, %ymm24
	vinserti64x4	$1, %ymm2, %zmm24, %zmm2
	vpsrlq	$32, %zmm7, %zmm7
	vpxorq	1072(%rsp), %zmm7, %zmm7
	vpmovqd	%zmm25, %ymm20
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm20, %zmm0
	vpsrlq	$32, %zmm10, %zmm10
	vpxorq	%zmm14, %zmm10, %zmm10
	vpsrlq	$32, %zmm28, %zmm14
	vpxorq	288(%rsp), %zmm14, %zmm14
	vpsrlq	$32, %zmm12, %zmm12
	vpxorq	%zmm15, %zmm12, %zmm12
	vpsrlq	$32, %zmm29, %zmm15
	vpxorq	%zmm30, %zmm15, %zmm15
	vpsrlq	$32, %zmm6, %zmm6
	vpxorq	%zmm18, %zmm6, %zmm6
	vpbroadcastq	.LCPI0_4(%rip), %zmm18
	vpmovqd	%zmm5, %ymm5
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm5, %zmm5
	vpsrlq	$32, %zmm8, %zmm3
	vpxorq	%zmm13, %zmm3, %zmm8
	vpmuludq	%zmm18, %zmm27, %zmm3
	vpmovqd	%zmm19, %ymm13
	vpmovqd	%zmm11, %ymm11
	vinserti64x4	$1, %ymm11, %zmm13, %zmm11
	vpsrlq	$32, %zmm3, %zmm13
	vpxorq	%zmm16, %zmm13, %zmm13
	vpmuludq	480(%rsp), %zmm18, %zmm16
	vpmovqd	%zmm7, %ymm7
	vpmovqd	%zmm21, %ymm17
	vinserti64x4	$1, %ymm17, %zmm7, %zmm7
	vpsrlq	$32, %zmm16, %zmm17
	vpxorq	%zmm23, %zmm17, %zmm17
	vmovdqu64	3024(%rsp), %zmm19
	vpxord	%zmm0, %zmm19, %zmm0
	vmovdqu64	%zmm0, -960(%rdx)
	vpxord	%zmm5, %zmm19, %zmm0
	vmovdqu64	%zmm0, -896(%rdx)
	vpxord	%zmm11, %zmm19, %zmm0
	vmovdqu64	%zmm0, -832(%rdx)
	vpxord	%zmm7, %zmm19, %zmm0
	vmovdqu64	%zmm0, -768(%rdx)
	vmovdqu64	%zmm1, -704(%rdx)
	vmovdqu64	%zmm9, -640(%rdx)
	vmovdqu64	%zmm22, -576(%rdx)
	vmovdqu64	%zmm2, -512(%rdx)
	vpmovqd	%zmm14, %ymm0
	vpmovqd	%zmm10, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vmovdqu64	3088(%rsp), %zmm2
	vpxord	%zmm0, %zmm2, %zmm0
	vmovdqu64	%zmm0, -448(%rdx)
	vpmovqd	%zmm15, %ymm0
	vpmovqd	%zmm12, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vpxord	%zmm0, %zmm2, %zmm0
	vmovdqu64	%zmm0, -384(%rdx)
	vpmovqd	%zmm8, %ymm0
	vpmovqd	%zmm6, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vpxord	%zmm0, %zmm2, %zmm0
	vmovdqu64	%zmm0, -320(%rdx)
	vpmovqd	%zmm17, %ymm0
	vpmovqd	%zmm13, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vpxord	%zmm0, %zmm2, %zmm0
	vmovdqu64	%zmm0, -256(%rdx)
	vmovups	96(%rsp), %zmm0
	vmovups	%zmm0, -192(%rdx)
	vmovups	32(%rsp), %zmm0
	vmovups	%zmm0, -128(%rdx)
	vmovdqu64	%zmm4, -64(%rdx)
	vpmovqd	%zmm16, %ymm0
	vpmovqd	%zmm3, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vmovdqu64	%zmm0, (%rdx)
	incq	%r13
	addq	$1024, %rdx
	cmpq	%r13, %rdi
	jne	.LBB0_16
	leaq	73816(%rsp), %rdx
	movq	%rdi, %r13
	vbroadcastss	.LCPI0_18(%rip), %zmm18
	vbroadcastss	.LCPI0_11(%rip), %zmm31
	.p2align	4
.LBB0_18:
	vpsrld	$9, -960(%rdx), %zmm0
	vpsrld	$9, -896(%rdx), %zmm1
	vpsrld	$9, -832(%rdx), %zmm2
	vpsrld	$9, -768(%rdx), %zmm3
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm3, %zmm3
	vaddps	%zmm31, %zmm0, %zmm0
	vaddps	%zmm31, %zmm1, %zmm1
	vaddps	%zmm31, %zmm2, %zmm2
	vaddps	%zmm31, %zmm3, %zmm3
	vbroadcastss	.LCPI0_12(%rip), %zmm10
	vmulps	%zmm10, %zmm0, %zmm4
	vmulps	%zmm10, %zmm1, %zmm5
	vmulps	%zmm10, %zmm2, %zmm6
	vmulps	%zmm10, %zmm3, %zmm7
	vpsrld	$9, -704(%rdx), %zmm0
	vpsrld	$9, -640(%rdx), %zmm1
	vpsrld	$9, -576(%rdx), %zmm2
	vpsrld	$9, -512(%rdx), %zmm3
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm3, %zmm3
	vaddps	%zmm31, %zmm0, %zmm0
	vaddps	%zmm31, %zmm1, %zmm1
	vaddps	%zmm31, %zmm2, %zmm8
	vaddps	%zmm31, %zmm3, %zmm9
	vmulps	%zmm10, %zmm0, %zmm3
	vmulps	%zmm10, %zmm1, %zmm2
	vmulps	%zmm10, %zmm8, %zmm1
	vmulps	%zmm10, %zmm9, %zmm0
	vpbroadcastd	.LCPI0_13(%rip), %zmm8
	vpaddd	%zmm8, %zmm4, %zmm4
	vpaddd	%zmm8, %zmm5, %zmm5
	vpaddd	%zmm8, %zmm6, %zmm6
	vpaddd	%zmm8, %zmm7, %zmm7
	vpsrld	$23, %zmm4, %zmm8
	vpsrld	$23, %zmm5, %zmm9
	vpsrld	$23, %zmm6, %zmm10
	vpsrld	$23, %zmm7, %zmm11
	vpbroadcastd	.LCPI0_14(%rip), %zmm16
	vpaddd	%zmm16, %zmm8, %zmm8
	vpaddd	%zmm16, %zmm9, %zmm9
	vpbroadcastd	.LCPI0_15(%rip), %zmm12
	vpandd	%zmm12, %zmm4, %zmm4
	vpandd	%zmm12, %zmm5, %zmm5
	vpandd	%zmm12, %zmm6, %zmm6
	vpandd	%zmm12, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_16(%rip), %zmm12
	vpaddd	%zmm12, %zmm4, %zmm4
	vpaddd	%zmm12, %zmm5, %zmm5
	vpaddd	%zmm12, %zmm6, %zmm6
	vpaddd	%zmm12, %zmm7, %zmm7
	vbroadcastss	.LCPI0_17(%rip), %zmm12
	vaddps	%zmm12, %zmm4, %zmm4
	vaddps	%zmm12, %zmm5, %zmm5
	vaddps	%zmm12, %zmm6, %zmm6
	vaddps	%zmm12, %zmm7, %zmm7
	vaddps	%zmm18, %zmm4, %zmm12
	vaddps	%zmm18, %zmm5, %zmm13
	vaddps	%zmm18, %zmm6, %zmm14
	vaddps	%zmm18, %zmm7, %zmm15
	vdivps	%zmm12, %zmm4, %zmm12
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
	vmulps	%zmm31, %zmm4, %zmm20
	vmulps	%zmm31, %zmm5, %zmm21
	vmulps	%zmm31, %zmm6, %zmm22
	vmulps	%zmm31, %zmm7, %zmm23
	vmulps	%zmm20, %zmm4, %zmm20
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
	vaddps	%zmm12, %zmm4, %zmm4
	vaddps	%zmm13, %zmm5, %zmm5
	vaddps	%zmm14, %zmm6, %zmm6
	vaddps	%zmm15, %zmm7, %zmm12
	vbroadcastss	.LCPI0_24(%rip), %zmm13
	vmulps	%zmm13, %zmm8, %zmm7
	vaddps	%zmm4, %zmm7, %zmm4
	vmovups	%zmm4, 480(%rsp)
	vmulps	%zmm13, %zmm9, %zmm4
	vaddps	%zmm5, %zmm4, %zmm4
	vmovups	%zmm4, 32(%rsp)
	vmulps	%zmm13, %zmm10, %zmm4
	vcvtps2pd	%ymm3, %zmm5
	vextractf64x4	$1, %zmm3, %ymm3
	vcvtps2pd	%ymm3, %zmm3
	vaddps	%zmm6, %zmm4, %zmm4
	vmovups	%zmm4, 96(%rsp)
	vcvtps2pd	%ymm2, %zmm4
	vextractf64x4	$1, %zmm2, %ymm2
	vcvtps2pd	%ymm2, %zmm2
	vmulps	%zmm13, %zmm11, %zmm6
	vcvtps2pd	%ymm1, %zmm10
	vextractf64x4	$1, %zmm1, %ymm1
	vcvtps2pd	%ymm1, %zmm1
	vaddps	%zmm12, %zmm6, %zmm6
	vmovups	%zmm6, 288(%rsp)
	vcvtps2pd	%ymm0, %zmm6
	vextractf64x4	$1, %zmm0, %ymm0
	vcvtps2pd	%ymm0, %zmm0
	vbroadcastsd	.LCPI0_26(%rip), %zmm15
	vmulpd	%zmm15, %zmm3, %zmm3
	vmulpd	%zmm15, %zmm5, %zmm5
	vmulpd	%zmm15, %zmm2, %zmm2
	vmulpd	%zmm15, %zmm4, %zmm4
	vmulpd	%zmm15, %zmm1, %zmm1
	vmulpd	%zmm15, %zmm10, %zmm14
	vmulpd	%zmm15, %zmm0, %zmm0
	vmulpd	%zmm15, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_27(%rip), %zmm15
	vaddpd	%zmm15, %zmm5, %zmm13
	vaddpd	%zmm15, %zmm3, %zmm16
	vmovupd	%zmm16, 784(%rsp)
	vaddpd	%zmm15, %zmm4, %zmm12
	vmovupd	%zmm12, 1072(%rsp)
	vaddpd	%zmm15, %zmm2, %zmm11
	vmovupd	%zmm11, 352(%rsp)
	vaddpd	%zmm15, %zmm14, %zmm10
	vmovupd	%zmm10, 416(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm9
	vmovupd	%zmm9, 592(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm8
	vmovupd	%zmm8, 224(%rsp)
	vaddpd	%zmm15, %zmm0, %zmm7
	vmovupd	%zmm7, 656(%rsp)
	vbroadcastsd	.LCPI0_28(%rip), %zmm23
	vaddpd	%zmm23, %zmm16, %zmm16
	vaddpd	%zmm23, %zmm13, %zmm18
	vaddpd	%zmm23, %zmm11, %zmm19
	vaddpd	%zmm23, %zmm12, %zmm20
	vaddpd	%zmm23, %zmm9, %zmm21
	vaddpd	%zmm23, %zmm10, %zmm22
	vaddpd	%zmm23, %zmm7, %zmm25
	vaddpd	%zmm23, %zmm8, %zmm26
	vsubpd	%zmm18, %zmm5, %zmm5
	vsubpd	%zmm16, %zmm3, %zmm3
	vsubpd	%zmm20, %zmm4, %zmm4
	vsubpd	%zmm19, %zmm2, %zmm2
	vsubpd	%zmm22, %zmm14, %zmm20
	vsubpd	%zmm21, %zmm1, %zmm1
	vsubpd	%zmm26, %zmm6, %zmm19
	vsubpd	%zmm25, %zmm0, %zmm16
	vbroadcastsd	.LCPI0_29(%rip), %zmm24
	vmulpd	%zmm24, %zmm3, %zmm14
	vmulpd	%zmm24, %zmm5, %zmm9
	vmulpd	%zmm24, %zmm2, %zmm18
	vmulpd	%zmm24, %zmm4, %zmm10
	vmulpd	%zmm24, %zmm1, %zmm22
	vmulpd	%zmm24, %zmm20, %zmm25
	vmulpd	%zmm9, %zmm9, %zmm3
	vmulpd	%zmm14, %zmm14, %zmm6
	vmulpd	%zmm10, %zmm10, %zmm2
	vmulpd	%zmm18, %zmm18, %zmm5
	vmulpd	%zmm25, %zmm25, %zmm28
	vmulpd	%zmm22, %zmm22, %zmm4
	vbroadcastsd	.LCPI0_30(%rip), %zmm11
	vmulpd	%zmm11, %zmm6, %zmm20
	vmulpd	%zmm11, %zmm3, %zmm21
	vmulpd	%zmm11, %zmm5, %zmm26
	vmulpd	%zmm11, %zmm2, %zmm27
	vmulpd	%zmm11, %zmm28, %zmm29
	vbroadcastsd	.LCPI0_31(%rip), %zmm1
	vaddpd	%zmm1, %zmm21, %zmm21
	vaddpd	%zmm1, %zmm20, %zmm20
	vaddpd	%zmm1, %zmm27, %zmm27
	vaddpd	%zmm1, %zmm26, %zmm26
	vaddpd	%zmm1, %zmm29, %zmm29
	vmulpd	%zmm20, %zmm6, %zmm20
	vmulpd	%zmm21, %zmm3, %zmm21
	vmulpd	%zmm26, %zmm5, %zmm26
	vmulpd	%zmm27, %zmm2, %zmm27
	vmulpd	%zmm29, %zmm28, %zmm29
	vbroadcastsd	.LCPI0_32(%rip), %zmm7
	vaddpd	%zmm7, %zmm21, %zmm21
	vaddpd	%zmm7, %zmm20, %zmm20
	vaddpd	%zmm7, %zmm27, %zmm27
	vaddpd	%zmm7, %zmm26, %zmm26
	vaddpd	%zmm7, %zmm29, %zmm29
	vmulpd	%zmm20, %zmm6, %zmm20
	vmulpd	%zmm21, %zmm3, %zmm21
	vmulpd	%zmm26, %zmm5, %zmm26
	vmulpd	%zmm27, %zmm2, %zmm27
	vmulpd	%zmm29, %zmm28, %zmm29
	vbroadcastsd	.LCPI0_33(%rip), %zmm12
	vaddpd	%zmm12, %zmm21, %zmm21
	vaddpd	%zmm12, %zmm20, %zmm20
	vaddpd	%zmm12, %zmm27, %zmm27
	vaddpd	%zmm12, %zmm26, %zmm26
	vaddpd	%zmm12, %zmm29, %zmm29
	vmulpd	%zmm3, %zmm9, %zmm30
	vmulpd	%zmm21, %zmm30, %zmm21
	vmulpd	%zmm6, %zmm14, %zmm30
	vmulpd	%zmm20, %zmm30, %zmm20
	vmulpd	%zmm2, %zmm10, %zmm30
	vmulpd	%zmm27, %zmm30, %zmm27
	vmulpd	%zmm5, %zmm18, %zmm30
	vmulpd	%zmm26, %zmm30, %zmm26
	vmulpd	%zmm28, %zmm25, %zmm30
	vmulpd	%zmm29, %zmm30, %zmm8
	vmovapd	%zmm11, %zmm15
	vmulpd	%zmm11, %zmm4, %zmm29
	vaddpd	%zmm1, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm4, %zmm29
	vmovapd	%zmm7, %zmm11
	vaddpd	%zmm7, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm4, %zmm29
	vaddpd	%zmm12, %zmm29, %zmm29
	vmulpd	%zmm4, %zmm22, %zmm30
	vmulpd	%zmm29, %zmm30, %zmm7
	vmulpd	%zmm24, %zmm19, %zmm0
	vmulpd	%zmm0, %zmm0, %zmm19
	vmulpd	%zmm15, %zmm19, %zmm29
	vmovapd	%zmm15, %zmm31
	vaddpd	%zmm1, %zmm29, %zmm29
	vmovapd	%zmm1, %zmm15
	vmulpd	%zmm29, %zmm19, %zmm29
	vaddpd	%zmm11, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm19, %zmm29
	vaddpd	%zmm12, %zmm29, %zmm29
	vmulpd	%zmm19, %zmm0, %zmm30
	vmulpd	%zmm29, %zmm30, %zmm1
	vmulpd	%zmm24, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm16, %zmm29
	vmulpd	%zmm31, %zmm29, %zmm30
	vaddpd	%zmm15, %zmm30, %zmm30
	vmulpd	%zmm30, %zmm29, %zmm30
	vaddpd	%zmm11, %zmm30, %zmm30
	vmulpd	%zmm30, %zmm29, %zmm30
	vaddpd	%zmm12, %zmm30, %zmm30
	vmulpd	%zmm29, %zmm16, %zmm11
	vmulpd	%zmm30, %zmm11, %zmm11
	vaddpd	%zmm21, %zmm9, %zmm30
	vaddpd	%zmm20, %zmm14, %zmm12
	vaddpd	%zmm27, %zmm10, %zmm27
	vaddpd	%zmm26, %zmm18, %zmm23
	vaddpd	%zmm8, %zmm25, %zmm18
	vaddpd	%zmm7, %zmm22, %zmm14
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1648(%rsp)
	vaddpd	%zmm11, %zmm16, %zmm0
	vmovupd	%zmm0, 720(%rsp)
	vbroadcastsd	.LCPI0_34(%rip), %zmm16
	vmulpd	%zmm16, %zmm6, %zmm0
	vmulpd	%zmm16, %zmm3, %zmm1
	vmulpd	%zmm16, %zmm2, %zmm7
	vbroadcastsd	.LCPI0_35(%rip), %zmm10
	vsubpd	%zmm1, %zmm10, %zmm1
	vsubpd	%zmm0, %zmm10, %zmm0
	vsubpd	%zmm7, %zmm10, %zmm7
	vmulpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm7, %zmm2, %zmm7
	vbroadcastsd	.LCPI0_36(%rip), %zmm11
	vaddpd	%zmm11, %zmm1, %zmm1
	vaddpd	%zmm11, %zmm0, %zmm0
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm7, %zmm2, %zmm7
	vbroadcastsd	.LCPI0_37(%rip), %zmm24
	vaddpd	%zmm24, %zmm1, %zmm1
	vaddpd	%zmm24, %zmm0, %zmm0
	vaddpd	%zmm24, %zmm7, %zmm7
	vmulpd	%zmm3, %zmm3, %zmm8
	vmulpd	%zmm1, %zmm8, %zmm9
	vmulpd	%zmm6, %zmm6, %zmm8
	vmulpd	%zmm0, %zmm8, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vmovapd	%zmm16, %zmm31
	vmulpd	%zmm16, %zmm5, %zmm8
	vsubpd	%zmm8, %zmm10, %zmm8
	vmulpd	%zmm8, %zmm5, %zmm8
	vmovapd	%zmm11, %zmm0
	vaddpd	%zmm11, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm5, %zmm8
	vaddpd	%zmm24, %zmm8, %zmm8
	vmulpd	%zmm5, %zmm5, %zmm11
	vmulpd	%zmm8, %zmm11, %zmm8
	vmulpd	%zmm16, %zmm28, %zmm11
	vsubpd	%zmm11, %zmm10, %zmm11
	vmulpd	%zmm11, %zmm28, %zmm11
	vaddpd	%zmm0, %zmm11, %zmm11
	vmulpd	%zmm11, %zmm28, %zmm11
	vaddpd	%zmm24, %zmm11, %zmm11
	vmulpd	%zmm28, %zmm28, %zmm16
	vmulpd	%zmm11, %zmm16, %zmm11
	vmulpd	%zmm31, %zmm4, %zmm16
	vsubpd	%zmm16, %zmm10, %zmm16
	vmulpd	%zmm16, %zmm4, %zmm16
	vaddpd	%zmm0, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm4, %zmm16
	vaddpd	%zmm24, %zmm16, %zmm16
	vmulpd	%zmm4, %zmm4, %zmm20
	vmulpd	%zmm16, %zmm20, %zmm16
	vmulpd	%zmm31, %zmm19, %zmm20
	vsubpd	%zmm20, %zmm10, %zmm20
	vmulpd	%zmm20, %zmm19, %zmm20
	vaddpd	%zmm0, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm19, %zmm20
	vaddpd	%zmm24, %zmm20, %zmm20
	vmulpd	%zmm19, %zmm19, %zmm21
	vmulpd	%zmm20, %zmm21, %zmm22
	vmulpd	%zmm31, %zmm29, %zmm20
	vsubpd	%zmm20, %zmm10, %zmm20
	vmulpd	%zmm20, %zmm29, %zmm20
	vaddpd	%zmm0, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm29, %zmm20
	vaddpd	%zmm24, %zmm20, %zmm20
	vmulpd	%zmm29, %zmm29, %zmm21
	vmulpd	%zmm20, %zmm21, %zmm0
	vbroadcastsd	.LCPI0_38(%rip), %zmm21
	vmulpd	%zmm21, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_39(%rip), %zmm10
	vsubpd	%zmm6, %zmm10, %zmm6
	vaddpd	%zmm1, %zmm6, %zmm20
	vmovapd	%zmm21, %zmm6
	vmulpd	%zmm21, %zmm3, %zmm1
	vsubpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm9, %zmm1, %zmm17
	vmulpd	%zmm21, %zmm5, %zmm1
	vsubpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm5
	vmulpd	%zmm21, %zmm2, %zmm1
	vsubpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm21
	vmulpd	%zmm6, %zmm28, %zmm1
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm6, %zmm19, %zmm3
	vmulpd	%zmm6, %zmm29, %zmm4
	vsubpd	%zmm2, %zmm10, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm2
	vsubpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm11, %zmm1, %zmm6
	vsubpd	%zmm4, %zmm10, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm24
	vsubpd	%zmm3, %zmm10, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm3
	vbroadcastsd	.LCPI0_40(%rip), %zmm8
	vxorpd	%zmm8, %zmm12, %zmm29
	vxorpd	%zmm8, %zmm30, %zmm19
	vxorpd	%zmm8, %zmm23, %zmm9
	vxorpd	%zmm8, %zmm27, %zmm28
	vpbroadcastq	.LCPI0_41(%rip), %zmm0
	vptestnmq	%zmm0, %zmm13, %k1
	vpbroadcastq	.LCPI0_42(%rip), %zmm1
	vptestnmq	%zmm1, %zmm13, %k2
	vxorpd	%zmm8, %zmm17, %zmm15
	vmovapd	%zmm17, %zmm15 {%k2}
	vmovapd	%zmm30, %zmm25
	vblendmpd	%zmm30, %zmm19, %zmm0 {%k2}
	vmovupd	%zmm0, 1584(%rsp)
	vmovapd	%zmm19, %zmm25 {%k2}
	vxorpd	%zmm8, %zmm20, %zmm0
	vmovdqu64	784(%rsp), %zmm10
	vptestnmq	%zmm1, %zmm10, %k2
	vmovapd	%zmm20, %zmm0 {%k2}
	vmovapd	%zmm12, %zmm22
	vblendmpd	%zmm12, %zmm29, %zmm30 {%k2}
	vmovapd	%zmm29, %zmm22 {%k2}
	vxorpd	%zmm8, %zmm21, %zmm7
	vmovdqu64	1072(%rsp), %zmm4
	vptestnmq	%zmm1, %zmm4, %k2
	vmovapd	%zmm21, %zmm7 {%k2}
	vmovapd	%zmm27, %zmm20
	vblendmpd	%zmm27, %zmm28, %zmm11 {%k2}
	vmovupd	%zmm11, 1520(%rsp)
	vmovapd	%zmm28, %zmm20 {%k2}
	vxorpd	%zmm8, %zmm5, %zmm11
	vmovdqu64	352(%rsp), %zmm13
	vptestnmq	%zmm1, %zmm13, %k2
	vmovapd	%zmm5, %zmm11 {%k2}
	vmovapd	%zmm23, %zmm19
	vblendmpd	%zmm23, %zmm9, %zmm27 {%k2}
	vmovapd	%zmm9, %zmm19 {%k2}
	vxorpd	%zmm8, %zmm6, %zmm16
	vmovdqu64	416(%rsp), %zmm12
	vptestnmq	%zmm1, %zmm12, %k2
	vmovapd	%zmm6, %zmm16 {%k2}
	vxorpd	%zmm8, %zmm18, %zmm6
	vblendmpd	%zmm18, %zmm6, %zmm5 {%k2}
	vmovupd	%zmm5, 1456(%rsp)
	vmovapd	%zmm6, %zmm18 {%k2}
	vmovdqu64	592(%rsp), %zmm9
	vptestnmq	%zmm1, %zmm9, %k2
	vmovapd	%zmm8, %zmm29
	vxorpd	%zmm8, %zmm2, %zmm6
	vmovapd	%zmm2, %zmm6 {%k2}
	vmovapd	%zmm14, %zmm17
	vxorpd	%zmm8, %zmm14, %zmm5
	vblendmpd	%zmm14, %zmm5, %zmm26 {%k2}
	vmovapd	%zmm5, %zmm17 {%k2}
	vmovdqu64	224(%rsp), %zmm8
	vptestnmq	%zmm1, %zmm8, %k2
	vxorpd	%zmm29, %zmm3, %zmm21
	vmovapd	%zmm3, %zmm21 {%k2}
	vmovupd	1648(%rsp), %zmm14
	vxorpd	%zmm29, %zmm14, %zmm2
	vblendmpd	%zmm14, %zmm2, %zmm31 {%k2}
	vmovapd	%zmm2, %zmm14 {%k2}
	vmovdqu64	656(%rsp), %zmm3
	vptestnmq	%zmm1, %zmm3, %k2
	vxorpd	%zmm29, %zmm24, %zmm28
	vmovapd	%zmm24, %zmm28 {%k2}
	vmovupd	720(%rsp), %zmm2
	vxorpd	%zmm29, %zmm2, %zmm1
	vblendmpd	%zmm2, %zmm1, %zmm29 {%k2}
	vmovapd	%zmm1, %zmm2 {%k2}
	vmovapd	%zmm2, %zmm1
	vpbroadcastq	.LCPI0_41(%rip), %zmm24
	vptestnmq	%zmm24, %zmm10, %k2
	vblendmpd	%zmm30, %zmm0, %zmm10 {%k2}
	vmovapd	%zmm0, %zmm22 {%k2}
	vptestnmq	%zmm24, %zmm4, %k2
	vbroadcastss	.LCPI0_25(%rip), %zmm5
	vmulps	480(%rsp), %zmm5, %zmm0
	vmulps	32(%rsp), %zmm5, %zmm2
	vmulps	96(%rsp), %zmm5, %zmm4
	vsqrtps	%zmm0, %zmm23
	vsqrtps	%zmm2, %zmm2
	vsqrtps	%zmm4, %zmm4
	vmulps	288(%rsp), %zmm5, %zmm0
	vsqrtps	%zmm0, %zmm5
	vblendmpd	1584(%rsp), %zmm15, %zmm0 {%k1}
	vmovapd	%zmm15, %zmm25 {%k1}
	vptestnmq	%zmm24, %zmm13, %k1
	vblendmpd	%zmm27, %zmm11, %zmm15 {%k1}
	vmovapd	%zmm11, %zmm19 {%k1}
	vptestnmq	%zmm24, %zmm12, %k1
	vblendmpd	1520(%rsp), %zmm7, %zmm12 {%k2}
	vmovapd	%zmm7, %zmm20 {%k2}
	vptestnmq	%zmm24, %zmm9, %k2
	vblendmpd	%zmm26, %zmm6, %zmm7 {%k2}
	vmovapd	%zmm6, %zmm17 {%k2}
	vptestnmq	%zmm24, %zmm8, %k2
	vblendmpd	1456(%rsp), %zmm16, %zmm6 {%k1}
	vmovapd	%zmm16, %zmm18 {%k1}
	vptestnmq	%zmm24, %zmm3, %k1
	vblendmpd	%zmm29, %zmm28, %zmm9 {%k1}
	vblendmpd	%zmm31, %zmm21, %zmm11 {%k2}
	vmovapd	%zmm28, %zmm1 {%k1}
	vmovapd	%zmm21, %zmm14 {%k2}
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm10, %ymm13
	vcvtpd2ps	%zmm12, %ymm8
	vinsertf64x4	$1, %ymm13, %zmm0, %zmm0
	vcvtpd2ps	%zmm15, %ymm3
	vinsertf64x4	$1, %ymm3, %zmm8, %zmm3
	vcvtpd2ps	%zmm6, %ymm6
	vcvtpd2ps	%zmm7, %ymm7
	vcvtpd2ps	%zmm11, %ymm8
	vcvtpd2ps	%zmm9, %ymm9
	vinsertf64x4	$1, %ymm7, %zmm6, %zmm6
	vinsertf64x4	$1, %ymm9, %zmm8, %zmm7
	vcvtpd2ps	%zmm25, %ymm8
	vcvtpd2ps	%zmm22, %ymm9
	vinsertf64x4	$1, %ymm9, %zmm8, %zmm8
	vcvtpd2ps	%zmm20, %ymm9
	vcvtpd2ps	%zmm19, %ymm10
	vinsertf64x4	$1, %ymm10, %zmm9, %zmm9
	vcvtpd2ps	%zmm18, %ymm10
	vcvtpd2ps	%zmm17, %ymm11
	vcvtpd2ps	%zmm14, %ymm12
	vinsertf64x4	$1, %ymm11, %zmm10, %zmm10
	vcvtpd2ps	%zmm1, %ymm11
	vinsertf64x4	$1, %ymm11, %zmm12, %zmm11
	vmulps	%zmm8, %zmm23, %zmm8
	vmulps	%zmm9, %zmm2, %zmm9
	vmulps	%zmm10, %zmm4, %zmm10
	vmulps	%zmm11, %zmm5, %zmm11
	vmulps	%zmm0, %zmm23, %zmm0
	vmulps	%zmm3, %zmm2, %zmm1
	vmulps	%zmm6, %zmm4, %zmm2
	vmulps	%zmm7, %zmm5, %zmm3
	vmovups	%zmm8, -960(%rdx)
	vmovups	%zmm9, -896(%rdx)
	vmovups	%zmm10, -832(%rdx)
	vmovups	%zmm11, -768(%rdx)
	vmovups	%zmm0, -704(%rdx)
	vmovups	%zmm1, -640(%rdx)
	vmovups	%zmm2, -576(%rdx)
	vmovups	%zmm3, -512(%rdx)
	vpsrld	$9, -192(%rdx), %zmm0
	vpsrld	$9, -128(%rdx), %zmm1
	vpsrld	$9, -64(%rdx), %zmm2
	vpsrld	$9, (%rdx), %zmm3
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm2, %zmm4
	vcvtdq2ps	%zmm3, %zmm3
	vaddps	.LCPI0_11(%rip){1to16}, %zmm0, %zmm5
	vaddps	.LCPI0_11(%rip){1to16}, %zmm1, %zmm2
	vaddps	.LCPI0_11(%rip){1to16}, %zmm4, %zmm1
	vaddps	.LCPI0_11(%rip){1to16}, %zmm3, %zmm0
	vbroadcastss	.LCPI0_12(%rip), %zmm7
	vmulps	%zmm7, %zmm5, %zmm3
	vcvtps2pd	%ymm3, %zmm4
	vmulps	%zmm7, %zmm2, %zmm2
	vextractf64x4	$1, %zmm3, %ymm3
	vcvtps2pd	%ymm3, %zmm3
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
	vmulpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm8, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_27(%rip), %zmm8
	vaddpd	%zmm8, %zmm4, %zmm12
	vmovupd	%zmm12, 352(%rsp)
	vaddpd	%zmm8, %zmm3, %zmm9
	vmovupd	%zmm9, 416(%rsp)
	vaddpd	%zmm8, %zmm5, %zmm11
	vmovupd	%zmm11, 592(%rsp)
	vaddpd	%zmm8, %zmm2, %zmm10
	vmovupd	%zmm10, 224(%rsp)
	vaddpd	%zmm8, %zmm6, %zmm14
	vmovupd	%zmm14, 656(%rsp)
	vaddpd	%zmm8, %zmm1, %zmm13
	vmovupd	%zmm13, 288(%rsp)
	vaddpd	%zmm8, %zmm7, %zmm16
	vmovupd	%zmm16, 96(%rsp)
	vaddpd	%zmm8, %zmm0, %zmm17
	vmovupd	%zmm17, 32(%rsp)
	vbroadcastsd	.LCPI0_28(%rip), %zmm15
	vaddpd	%zmm15, %zmm9, %zmm8
	vaddpd	%zmm15, %zmm12, %zmm9
	vaddpd	%zmm15, %zmm10, %zmm10
	vaddpd	%zmm15, %zmm11, %zmm11
	vaddpd	%zmm15, %zmm13, %zmm12
	vaddpd	%zmm15, %zmm14, %zmm13
	vaddpd	%zmm15, %zmm17, %zmm14
	vaddpd	%zmm15, %zmm16, %zmm15
	vsubpd	%zmm9, %zmm4, %zmm9
	vsubpd	%zmm8, %zmm3, %zmm3
	vsubpd	%zmm11, %zmm5, %zmm5
	vsubpd	%zmm10, %zmm2, %zmm2
	vsubpd	%zmm13, %zmm6, %zmm6
	vsubpd	%zmm12, %zmm1, %zmm1
	vsubpd	%zmm15, %zmm7, %zmm11
	vsubpd	%zmm14, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_29(%rip), %zmm4
	vmulpd	%zmm4, %zmm3, %zmm17
	vmulpd	%zmm4, %zmm9, %zmm9
	vmulpd	%zmm4, %zmm2, %zmm18
	vmulpd	%zmm4, %zmm5, %zmm10
	vmulpd	%zmm4, %zmm1, %zmm23
	vmulpd	%zmm4, %zmm6, %zmm20
	vmulpd	%zmm4, %zmm0, %zmm19
	vmulpd	%zmm4, %zmm11, %zmm21
	vmulpd	%zmm9, %zmm9, %zmm1
	vmulpd	%zmm17, %zmm17, %zmm2
	vmulpd	%zmm10, %zmm10, %zmm3
	vmulpd	%zmm18, %zmm18, %zmm5
	vmulpd	%zmm20, %zmm20, %zmm6
	vmulpd	%zmm23, %zmm23, %zmm14
	vmulpd	%zmm21, %zmm21, %zmm16
	vmulpd	%zmm19, %zmm19, %zmm28
	vbroadcastsd	.LCPI0_30(%rip), %zmm27
	vmulpd	%zmm27, %zmm2, %zmm0
	vmulpd	%zmm27, %zmm1, %zmm11
	vmulpd	%zmm27, %zmm5, %zmm12
	vmulpd	%zmm27, %zmm3, %zmm13
	vmulpd	%zmm27, %zmm14, %zmm15
	vmulpd	%zmm27, %zmm6, %zmm22
	vmulpd	%zmm27, %zmm16, %zmm29
	vbroadcastsd	.LCPI0_31(%rip), %zmm26
	vaddpd	%zmm26, %zmm11, %zmm11
	vaddpd	%zmm26, %zmm0, %zmm0
	vaddpd	%zmm26, %zmm13, %zmm13
	vaddpd	%zmm26, %zmm12, %zmm12
	vaddpd	%zmm26, %zmm22, %zmm22
	vaddpd	%zmm26, %zmm15, %zmm15
	vaddpd	%zmm26, %zmm29, %zmm29
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm11, %zmm1, %zmm11
	vmulpd	%zmm12, %zmm5, %zmm12
	vmulpd	%zmm13, %zmm3, %zmm13
	vmulpd	%zmm15, %zmm14, %zmm15
	vmulpd	%zmm22, %zmm6, %zmm22
	vmulpd	%zmm29, %zmm16, %zmm29
	vbroadcastsd	.LCPI0_32(%rip), %zmm25
	vaddpd	%zmm25, %zmm11, %zmm11
	vaddpd	%zmm25, %zmm0, %zmm0
	vaddpd	%zmm25, %zmm13, %zmm13
	vaddpd	%zmm25, %zmm12, %zmm12
	vaddpd	%zmm25, %zmm22, %zmm22
	vaddpd	%zmm25, %zmm15, %zmm15
	vaddpd	%zmm25, %zmm29, %zmm29
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm11, %zmm1, %zmm11
	vmulpd	%zmm12, %zmm5, %zmm12
	vmulpd	%zmm13, %zmm3, %zmm13
	vmulpd	%zmm15, %zmm14, %zmm15
	vmulpd	%zmm22, %zmm6, %zmm22
	vmulpd	%zmm29, %zmm16, %zmm29
	vbroadcastsd	.LCPI0_33(%rip), %zmm24
	vaddpd	%zmm24, %zmm11, %zmm11
	vaddpd	%zmm24, %zmm0, %zmm0
	vaddpd	%zmm24, %zmm13, %zmm13
	vaddpd	%zmm24, %zmm12, %zmm12
	vaddpd	%zmm24, %zmm22, %zmm22
	vaddpd	%zmm24, %zmm15, %zmm15
	vaddpd	%zmm24, %zmm29, %zmm29
	vmulpd	%zmm1, %zmm9, %zmm30
	vmulpd	%zmm11, %zmm30, %zmm11
	vmulpd	%zmm2, %zmm17, %zmm30
	vmulpd	%zmm0, %zmm30, %zmm8
	vmulpd	%zmm3, %zmm10, %zmm30
	vmulpd	%zmm13, %zmm30, %zmm30
	vmulpd	%zmm5, %zmm18, %zmm13
	vmulpd	%zmm12, %zmm13, %zmm7
	vmulpd	%zmm6, %zmm20, %zmm12
	vmulpd	%zmm22, %zmm12, %zmm22
	vmulpd	%zmm14, %zmm23, %zmm12
	vmulpd	%zmm15, %zmm12, %zmm4
	vmulpd	%zmm16, %zmm21, %zmm12
	vmulpd	%zmm29, %zmm12, %zmm29
	vmulpd	%zmm27, %zmm28, %zmm12
	vaddpd	%zmm26, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm28, %zmm12
	vaddpd	%zmm25, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm28, %zmm12
	vaddpd	%zmm24, %zmm12, %zmm12
	vmulpd	%zmm28, %zmm19, %zmm13
	vmulpd	%zmm12, %zmm13, %zmm0
	vaddpd	%zmm11, %zmm9, %zmm11
	vaddpd	%zmm8, %zmm17, %zmm9
	vaddpd	%zmm30, %zmm10, %zmm8
	vaddpd	%zmm7, %zmm18, %zmm26
	vaddpd	%zmm22, %zmm20, %zmm10
	vaddpd	%zmm4, %zmm23, %zmm27
	vmovupd	%zmm27, 784(%rsp)
	vaddpd	%zmm29, %zmm21, %zmm13
	vmovupd	%zmm13, 1072(%rsp)
	vaddpd	%zmm0, %zmm19, %zmm7
	vmovupd	%zmm7, 480(%rsp)
	vbroadcastsd	.LCPI0_34(%rip), %zmm24
	vmulpd	%zmm24, %zmm2, %zmm0
	vmulpd	%zmm24, %zmm1, %zmm4
	vmulpd	%zmm24, %zmm5, %zmm17
	vmulpd	%zmm24, %zmm3, %zmm18
	vmulpd	%zmm24, %zmm14, %zmm19
	vmulpd	%zmm24, %zmm6, %zmm20
	vmulpd	%zmm24, %zmm16, %zmm21
	vbroadcastsd	.LCPI0_35(%rip), %zmm12
	vsubpd	%zmm4, %zmm12, %zmm4
	vsubpd	%zmm0, %zmm12, %zmm0
	vsubpd	%zmm18, %zmm12, %zmm18
	vsubpd	%zmm17, %zmm12, %zmm17
	vsubpd	%zmm20, %zmm12, %zmm20
	vsubpd	%zmm19, %zmm12, %zmm19
	vsubpd	%zmm21, %zmm12, %zmm21
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm17, %zmm5, %zmm17
	vmulpd	%zmm18, %zmm3, %zmm18
	vmulpd	%zmm19, %zmm14, %zmm19
	vmulpd	%zmm20, %zmm6, %zmm20
	vmulpd	%zmm21, %zmm16, %zmm21
	vbroadcastsd	.LCPI0_36(%rip), %zmm25
	vaddpd	%zmm25, %zmm4, %zmm4
	vaddpd	%zmm25, %zmm0, %zmm0
	vaddpd	%zmm25, %zmm18, %zmm18
	vaddpd	%zmm25, %zmm17, %zmm17
	vaddpd	%zmm25, %zmm20, %zmm20
	vaddpd	%zmm25, %zmm19, %zmm19
	vaddpd	%zmm25, %zmm21, %zmm21
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm17, %zmm5, %zmm17
	vmulpd	%zmm18, %zmm3, %zmm18
	vmulpd	%zmm19, %zmm14, %zmm19
	vmulpd	%zmm20, %zmm6, %zmm20
	vmulpd	%zmm21, %zmm16, %zmm21
	vbroadcastsd	.LCPI0_37(%rip), %zmm29
	vaddpd	%zmm29, %zmm4, %zmm4
	vaddpd	%zmm29, %zmm0, %zmm0
	vaddpd	%zmm29, %zmm18, %zmm18
	vaddpd	%zmm29, %zmm17, %zmm17
	vaddpd	%zmm29, %zmm20, %zmm20
	vaddpd	%zmm29, %zmm19, %zmm19
	vaddpd	%zmm29, %zmm21, %zmm21
	vmulpd	%zmm1, %zmm1, %zmm22
	vmulpd	%zmm4, %zmm22, %zmm4
	vmulpd	%zmm2, %zmm2, %zmm22
	vmulpd	%zmm0, %zmm22, %zmm0
	vmulpd	%zmm3, %zmm3, %zmm22
	vmulpd	%zmm18, %zmm22, %zmm18
	vmulpd	%zmm5, %zmm5, %zmm22
	vmulpd	%zmm17, %zmm22, %zmm17
	vmulpd	%zmm6, %zmm6, %zmm22
	vmulpd	%zmm20, %zmm22, %zmm20
	vmulpd	%zmm14, %zmm14, %zmm22
	vmulpd	%zmm19, %zmm22, %zmm19
	vmulpd	%zmm16, %zmm16, %zmm22
	vmulpd	%zmm21, %zmm22, %zmm23
	vmulpd	%zmm24, %zmm28, %zmm21
	vsubpd	%zmm21, %zmm12, %zmm21
	vmulpd	%zmm21, %zmm28, %zmm21
	vaddpd	%zmm25, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm28, %zmm21
	vaddpd	%zmm29, %zmm21, %zmm21
	vmulpd	%zmm28, %zmm28, %zmm22
	vmulpd	%zmm21, %zmm22, %zmm29
	vbroadcastsd	.LCPI0_38(%rip), %zmm21
	vmulpd	%zmm21, %zmm1, %zmm1
	vmulpd	%zmm21, %zmm2, %zmm2
	vmulpd	%zmm21, %zmm3, %zmm3
	vmulpd	%zmm21, %zmm5, %zmm5
	vmulpd	%zmm21, %zmm6, %zmm30
	vmulpd	%zmm21, %zmm14, %zmm14
	vmulpd	%zmm21, %zmm16, %zmm16
	vmulpd	%zmm21, %zmm28, %zmm28
	vbroadcastsd	.LCPI0_39(%rip), %zmm24
	vsubpd	%zmm2, %zmm24, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm21
	vsubpd	%zmm1, %zmm24, %zmm0
	vaddpd	%zmm4, %zmm0, %zmm1
	vsubpd	%zmm5, %zmm24, %zmm0
	vaddpd	%zmm17, %zmm0, %zmm6
	vsubpd	%zmm3, %zmm24, %zmm0
	vaddpd	%zmm18, %zmm0, %zmm22
	vsubpd	%zmm14, %zmm24, %zmm0
	vaddpd	%zmm19, %zmm0, %zmm2
	vsubpd	%zmm30, %zmm24, %zmm0
	vaddpd	%zmm20, %zmm0, %zmm12
	vsubpd	%zmm28, %zmm24, %zmm0
	vaddpd	%zmm29, %zmm0, %zmm17
	vsubpd	%zmm16, %zmm24, %zmm0
	vaddpd	%zmm23, %zmm0, %zmm15
	vbroadcastsd	.LCPI0_40(%rip), %zmm31
	vxorpd	%zmm31, %zmm9, %zmm30
	vxorpd	%zmm31, %zmm11, %zmm0
	vmovapd	%zmm26, %zmm23
	vxorpd	%zmm31, %zmm26, %zmm28
	vxorpd	%zmm31, %zmm8, %zmm29
	vxorpd	%zmm31, %zmm27, %zmm16
	vxorpd	%zmm31, %zmm10, %zmm20
	vmovapd	%zmm10, %zmm27
	vxorpd	%zmm31, %zmm7, %zmm25
	vxorpd	%zmm31, %zmm13, %zmm3
	vmovdqu64	352(%rsp), %zmm4
	vptestnmq	.LCPI0_41(%rip){1to8}, %zmm4, %k1
	vpbroadcastq	.LCPI0_42(%rip), %zmm26
	vptestnmq	%zmm26, %zmm4, %k2
	vxorpd	%zmm31, %zmm1, %zmm19
	vmovapd	%zmm1, %zmm19 {%k2}
	vblendmpd	%zmm11, %zmm0, %zmm1 {%k2}
	vmovupd	%zmm1, 720(%rsp)
	vmovapd	%zmm0, %zmm11 {%k2}
	vxorpd	%zmm31, %zmm21, %zmm1
	vmovdqu64	416(%rsp), %zmm7
	vptestnmq	%zmm26, %zmm7, %k2
	vmovapd	%zmm21, %zmm1 {%k2}
	vblendmpd	%zmm9, %zmm30, %zmm14 {%k2}
	vmovapd	%zmm30, %zmm9 {%k2}
	vxorpd	%zmm31, %zmm22, %zmm18
	vmovdqu64	592(%rsp), %zmm5
	vptestnmq	%zmm26, %zmm5, %k2
	vmovapd	%zmm22, %zmm18 {%k2}
	vblendmpd	%zmm8, %zmm29, %zmm24 {%k2}
	vmovapd	%zmm29, %zmm8 {%k2}
	vxorpd	%zmm31, %zmm6, %zmm22
	vmovdqu64	224(%rsp), %zmm4
	vptestnmq	%zmm26, %zmm4, %k2
	vmovapd	%zmm6, %zmm22 {%k2}
	vmovapd	%zmm23, %zmm0
	vblendmpd	%zmm23, %zmm28, %zmm13 {%k2}
	vmovapd	%zmm28, %zmm0 {%k2}
	vxorpd	%zmm31, %zmm12, %zmm23
	vmovdqu64	656(%rsp), %zmm10
	vptestnmq	%zmm26, %zmm10, %k2
	vmovapd	%zmm12, %zmm23 {%k2}
	vblendmpd	%zmm27, %zmm20, %zmm21 {%k2}
	vmovapd	%zmm20, %zmm27 {%k2}
	vmovapd	%zmm27, %zmm6
	vxorpd	%zmm31, %zmm2, %zmm20
	vmovdqu64	288(%rsp), %zmm30
	vptestnmq	%zmm26, %zmm30, %k2
	vmovapd	%zmm2, %zmm20 {%k2}
	vmovupd	784(%rsp), %zmm29
	vblendmpd	%zmm29, %zmm16, %zmm12 {%k2}
	vmovapd	%zmm16, %zmm29 {%k2}
	vxorpd	%zmm31, %zmm15, %zmm28
	vmovdqu64	96(%rsp), %zmm27
	vptestnmq	%zmm26, %zmm27, %k2
	vmovapd	%zmm15, %zmm28 {%k2}
	vmovupd	1072(%rsp), %zmm2
	vblendmpd	%zmm2, %zmm3, %zmm15 {%k2}
	vmovapd	%zmm3, %zmm2 {%k2}
	vmovapd	%zmm2, %zmm3
	vxorpd	%zmm31, %zmm17, %zmm16
	vmovdqu64	32(%rsp), %zmm31
	vptestnmq	%zmm26, %zmm31, %k2
	vmovapd	%zmm17, %zmm16 {%k2}
	vmovupd	480(%rsp), %zmm17
	vblendmpd	%zmm17, %zmm25, %zmm26 {%k2}
	vmovapd	%zmm25, %zmm17 {%k2}
	vpbroadcastq	.LCPI0_41(%rip), %zmm2
	vptestnmq	%zmm2, %zmm7, %k2
	vblendmpd	%zmm14, %zmm1, %zmm7 {%k2}
	vmovupd	%zmm7, 352(%rsp)
	vmovapd	%zmm1, %zmm9 {%k2}
	vmovupd	%zmm9, 416(%rsp)
	vptestnmq	%zmm2, %zmm5, %k2
	vblendmpd	720(%rsp), %zmm19, %zmm1 {%k1}
	vmovupd	%zmm1, 592(%rsp)
	vmovapd	%zmm19, %zmm11 {%k1}
	vptestnmq	%zmm2, %zmm4, %k1
	vblendmpd	%zmm13, %zmm22, %zmm13 {%k1}
	vmovapd	%zmm22, %zmm0 {%k1}
	vmovupd	%zmm0, 224(%rsp)
	vptestnmq	%zmm2, %zmm10, %k1
	vblendmpd	%zmm24, %zmm18, %zmm7 {%k2}
	vmovapd	%zmm18, %zmm8 {%k2}
	vptestnmq	%zmm2, %zmm30, %k2
	vblendmpd	%zmm12, %zmm20, %zmm12 {%k2}
	vmovapd	%zmm20, %zmm29 {%k2}
	vmovapd	%zmm29, %zmm9
	vptestnmq	%zmm2, %zmm31, %k2
	vblendmpd	%zmm21, %zmm23, %zmm14 {%k1}
	vblendmpd	%zmm26, %zmm16, %zmm0 {%k2}
	vmovupd	%zmm0, 32(%rsp)
	vmovapd	%zmm23, %zmm6 {%k1}
	vmovapd	%zmm6, %zmm10
	vmovapd	%zmm16, %zmm17 {%k2}
	vmovupd	%zmm17, 480(%rsp)
	vptestnmq	%zmm2, %zmm27, %k1
	vblendmpd	%zmm15, %zmm28, %zmm16 {%k1}
	vmovapd	%zmm28, %zmm3 {%k1}
	vmovapd	%zmm3, %zmm15
	vpsrld	$9, -448(%rdx), %zmm4
	vpsrld	$9, -384(%rdx), %zmm17
	vpsrld	$9, -320(%rdx), %zmm18
	vpsrld	$9, -256(%rdx), %zmm19
	vcvtdq2ps	%zmm4, %zmm4
	vcvtdq2ps	%zmm17, %zmm17
	vcvtdq2ps	%zmm18, %zmm18
	vcvtdq2ps	%zmm19, %zmm19
	vaddps	.LCPI0_11(%rip){1to16}, %zmm4, %zmm4
	vaddps	.LCPI0_11(%rip){1to16}, %zmm17, %zmm17
	vaddps	.LCPI0_11(%rip){1to16}, %zmm18, %zmm18
	vaddps	.LCPI0_11(%rip){1to16}, %zmm19, %zmm19
	vbroadcastss	.LCPI0_12(%rip), %zmm0
	vmulps	%zmm0, %zmm4, %zmm4
	vmulps	%zmm0, %zmm17, %zmm17
	vmulps	%zmm0, %zmm18, %zmm18
	vmulps	%zmm0, %zmm19, %zmm19
	vpbroadcastd	.LCPI0_13(%rip), %zmm0
	vpaddd	%zmm0, %zmm4, %zmm23
	vpaddd	%zmm0, %zmm17, %zmm22
	vpaddd	%zmm0, %zmm18, %zmm21
	vpaddd	%zmm0, %zmm19, %zmm5
	vpbroadcastd	.LCPI0_15(%rip), %zmm0
	vpandd	%zmm0, %zmm23, %zmm17
	vpandd	%zmm0, %zmm22, %zmm18
	vpandd	%zmm0, %zmm21, %zmm19
	vpandd	%zmm0, %zmm5, %zmm20
	vpbroadcastd	.LCPI0_16(%rip), %zmm0
	vpaddd	%zmm0, %zmm17, %zmm17
	vpaddd	%zmm0, %zmm18, %zmm18
	vpaddd	%zmm0, %zmm19, %zmm19
	vpaddd	%zmm0, %zmm20, %zmm20
	vbroadcastss	.LCPI0_17(%rip), %zmm0
	vaddps	%zmm0, %zmm17, %zmm17
	vaddps	%zmm0, %zmm18, %zmm18
	vaddps	%zmm0, %zmm19, %zmm19
	vaddps	%zmm0, %zmm20, %zmm20
	vaddps	.LCPI0_18(%rip){1to16}, %zmm17, %zmm24
	vaddps	.LCPI0_18(%rip){1to16}, %zmm18, %zmm25
	vaddps	.LCPI0_18(%rip){1to16}, %zmm19, %zmm26
	vdivps	%zmm24, %zmm17, %zmm24
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
	vbroadcastss	.LCPI0_21(%rip), %zmm3
	vmulps	%zmm3, %zmm30, %zmm30
	vbroadcastss	.LCPI0_22(%rip), %zmm4
	vaddps	%zmm4, %zmm30, %zmm30
	vmulps	%zmm30, %zmm27, %zmm27
	vmulps	%zmm28, %zmm28, %zmm30
	vaddps	%zmm31, %zmm27, %zmm27
	vmulps	%zmm1, %zmm30, %zmm31
	vaddps	%zmm2, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vmulps	%zmm3, %zmm30, %zmm30
	vaddps	%zmm4, %zmm30, %zmm30
	vmulps	%zmm30, %zmm28, %zmm28
	vmulps	%zmm29, %zmm29, %zmm30
	vaddps	%zmm31, %zmm28, %zmm28
	vmulps	%zmm1, %zmm30, %zmm31
	vaddps	%zmm2, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vmulps	%zmm3, %zmm30, %zmm30
	vaddps	%zmm4, %zmm30, %zmm30
	vmulps	%zmm30, %zmm29, %zmm29
	vaddps	.LCPI0_18(%rip){1to16}, %zmm20, %zmm30
	vdivps	%zmm30, %zmm20, %zmm30
	vaddps	%zmm31, %zmm29, %zmm29
	vmulps	%zmm30, %zmm30, %zmm31
	vmulps	%zmm31, %zmm31, %zmm0
	vmulps	%zmm1, %zmm0, %zmm1
	vaddps	%zmm2, %zmm1, %zmm1
	vmulps	%zmm1, %zmm0, %zmm1
	vmulps	%zmm3, %zmm0, %zmm0
	vaddps	%zmm4, %zmm0, %zmm0
	vmulps	%zmm0, %zmm31, %zmm0
	vbroadcastss	.LCPI0_11(%rip), %zmm31
	vaddps	%zmm1, %zmm0, %zmm0
	vmulps	%zmm31, %zmm17, %zmm1
	vmulps	%zmm1, %zmm17, %zmm2
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
	vmulps	%zmm0, %zmm30, %zmm3
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
	vpsrld	$23, %zmm5, %zmm4
	vpaddd	%zmm0, %zmm4, %zmm4
	vcvtdq2ps	%zmm4, %zmm4
	vmulps	%zmm1, %zmm4, %zmm30
	vaddps	%zmm3, %zmm30, %zmm0
	vsubps	%zmm2, %zmm24, %zmm1
	vsubps	%zmm27, %zmm25, %zmm24
	vsubps	%zmm28, %zmm26, %zmm25
	vsubps	%zmm29, %zmm0, %zmm0
	vaddps	%zmm1, %zmm17, %zmm1
	vaddps	%zmm24, %zmm18, %zmm17
	vaddps	%zmm25, %zmm19, %zmm18
	vaddps	%zmm0, %zmm20, %zmm0
	vbroadcastss	.LCPI0_24(%rip), %zmm2
	vmulps	%zmm2, %zmm23, %zmm19
	vaddps	%zmm1, %zmm19, %zmm1
	vmulps	%zmm2, %zmm22, %zmm19
	vaddps	%zmm17, %zmm19, %zmm17
	vmulps	%zmm2, %zmm21, %zmm19
	vaddps	%zmm18, %zmm19, %zmm18
	vmulps	%zmm2, %zmm4, %zmm4
	vaddps	%zmm0, %zmm4, %zmm0
	vcvtpd2ps	592(%rsp), %ymm2
	vcvtpd2ps	352(%rsp), %ymm4
	vinsertf64x4	$1, %ymm4, %zmm2, %zmm2
	vcvtpd2ps	%zmm7, %ymm4
	vcvtpd2ps	%zmm13, %ymm6
	vinsertf64x4	$1, %ymm6, %zmm4, %zmm4
	vcvtpd2ps	%zmm14, %ymm6
	vcvtpd2ps	%zmm12, %ymm3
	vcvtpd2ps	%zmm16, %ymm14
	vinsertf64x4	$1, %ymm3, %zmm6, %zmm3
	vcvtpd2ps	32(%rsp), %ymm5
	vinsertf64x4	$1, %ymm5, %zmm14, %zmm5
	vcvtpd2ps	%zmm11, %ymm6
	vcvtpd2ps	416(%rsp), %ymm13
	vcvtpd2ps	%zmm8, %ymm12
	vcvtpd2ps	224(%rsp), %ymm11
	vinsertf64x4	$1, %ymm13, %zmm6, %zmm6
	vinsertf64x4	$1, %ymm11, %zmm12, %zmm11
	vcvtpd2ps	%zmm10, %ymm10
	vcvtpd2ps	%zmm9, %ymm9
	vinsertf64x4	$1, %ymm9, %zmm10, %zmm9
	vcvtpd2ps	%zmm15, %ymm8
	vcvtpd2ps	480(%rsp), %ymm7
	vinsertf64x4	$1, %ymm7, %zmm8, %zmm7
	vbroadcastss	.LCPI0_25(%rip), %zmm10
	vmulps	%zmm10, %zmm1, %zmm1
	vsqrtps	%zmm1, %zmm1
	vmulps	%zmm6, %zmm1, %zmm6
	vmulps	%zmm2, %zmm1, %zmm1
	vmulps	%zmm10, %zmm17, %zmm2
	vsqrtps	%zmm2, %zmm2
	vmulps	%zmm11, %zmm2, %zmm8
	vmulps	%zmm4, %zmm2, %zmm2
	vmulps	%zmm10, %zmm18, %zmm4
	vbroadcastss	.LCPI0_18(%rip), %zmm18
	vsqrtps	%zmm4, %zmm4
	vmulps	%zmm9, %zmm4, %zmm9
	vmulps	%zmm3, %zmm4, %zmm3
	vmulps	%zmm10, %zmm0, %zmm0
	vsqrtps	%zmm0, %zmm0
	vmulps	%zmm7, %zmm0, %zmm4
	vmulps	%zmm5, %zmm0, %zmm0
	vmovups	%zmm6, -448(%rdx)
	vmovups	%zmm8, -384(%rdx)
	vmovups	%zmm9, -320(%rdx)
	vmovups	%zmm4, -256(%rdx)
	vmovups	%zmm1, -192(%rdx)
	vmovups	%zmm2, -128(%rdx)
	vmovups	%zmm3, -64(%rdx)
	vmovups	%zmm0, (%rdx)
	addq	$1024, %rdx
	decq	%r13
	jne	.LBB0_18
.LBB0_19:
	movq	-112(%rsp), %r13
	testq	%r13, %r13
	vpbroadcastd	.LCPI0_65(%rip), %zmm15
	vpxor	%xmm11, %xmm11, %xmm11
	je	.LBB0_34
	vmovups	7320(%rsp), %zmm20
	vmovups	7384(%rsp), %zmm19
	vmovups	7448(%rsp), %zmm16
	vmovups	7512(%rsp), %zmm14
	vpxor	%xmm9, %xmm9, %xmm9
	cmpq	$1, %r13
	jne	.LBB0_22
	vpxor	%xmm10, %xmm10, %xmm10
	vxorps	%xmm22, %xmm22, %xmm22
	vpxord	%xmm23, %xmm23, %xmm23
	vbroadcastss	.LCPI0_54(%rip), %zmm27
	vbroadcastss	.LCPI0_59(%rip), %zmm28
	vbroadcastss	.LCPI0_55(%rip), %zmm29
	vbroadcastss	.LCPI0_60(%rip), %zmm31
	jmp	.LBB0_24
	.p2align	4
.LBB0_22:
	movl	$1, %edx
	leaq	7768(%rsp), %r15
	vmovaps	%zmm14, %zmm0
	vmovaps	%zmm16, %zmm1
	vmovaps	%zmm19, %zmm2
	vmovaps	%zmm20, %zmm3
	vpxor	%xmm10, %xmm10, %xmm10
	vxorps	%xmm22, %xmm22, %xmm22
	vpxord	%xmm23, %xmm23, %xmm23
	vbroadcastss	.LCPI0_54(%rip), %zmm27
	vbroadcastss	.LCPI0_59(%rip), %zmm28
	vbroadcastss	.LCPI0_55(%rip), %zmm29
	vbroadcastss	.LCPI0_60(%rip), %zmm31
	.p2align	4
.LBB0_23:
	vpxord	%xmm25, %xmm25, %xmm25
	vcvtsi2ss	%rdx, %xmm25, %xmm4
	vmovups	-192(%r15), %zmm5
	vmovups	-128(%r15), %zmm6
	vbroadcastss	%xmm4, %zmm4
	vmovups	-64(%r15), %zmm7
	vmovups	(%r15), %zmm8
	vcmpltps	%zmm5, %zmm20, %k0
	vcmpunordps	%zmm11, %zmm5, %k1
	vcmpordps	%zmm11, %zmm20, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm5, %zmm20 {%k2}
	vcmpltps	%zmm5, %zmm3, %k0
	vcmpordps	%zmm11, %zmm3, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm5, %zmm3 {%k1}
	vmovaps	%zmm4, %zmm23 {%k1}
	vcmpltps	%zmm6, %zmm19, %k0
	vcmpunordps	%zmm11, %zmm6, %k1
	vcmpordps	%zmm11, %zmm19, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm6, %zmm19 {%k2}
	vcmpltps	%zmm6, %zmm2, %k0
	vcmpordps	%zmm11, %zmm2, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm6, %zmm2 {%k1}
	vmovaps	%zmm4, %zmm22 {%k1}
	vcmpltps	%zmm7, %zmm16, %k0
	vcmpunordps	%zmm11, %zmm7, %k1
	vcmpordps	%zmm11, %zmm16, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm7, %zmm16 {%k2}
	vcmpltps	%zmm7, %zmm1, %k0
	vcmpordps	%zmm11, %zmm1, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm7, %zmm1 {%k1}
	vmovaps	%zmm4, %zmm10 {%k1}
	vcmpltps	%zmm8, %zmm14, %k0
	vcmpunordps	%zmm11, %zmm8, %k1
	vcmpordps	%zmm11, %zmm14, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm8, %zmm14 {%k2}
	vcmpltps	%zmm8, %zmm0, %k0
	vcmpordps	%zmm11, %zmm0, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm8, %zmm0 {%k1}
	vmovaps	%zmm4, %zmm9 {%k1}
	incq	%rdx
	addq	$256, %r15
	cmpq	%rdx, %r13
	jne	.LBB0_23
.LBB0_24:
	vmovups	%zmm10, 3472(%rsp)
	vmovups	%zmm9, 1200(%rsp)
	xorl	%r14d, %r14d
	movq	%r9, %r15
	jmp	.LBB0_28
	.p2align	4
.LBB0_25:
	xorl	%edi, %edi
.LBB0_26:
	movq	%rdi, %rdx
	notq	%rdx
	addq	%r10, %rdx
	subq	%rdi, %r10
	shlq	$8, %rdx
	shlq	$8, %r10
	vmovups	4760(%rsp,%rdx), %zmm0
	vmovups	4824(%rsp,%rdx), %zmm1
	vmovups	4888(%rsp,%rdx), %zmm2
	vmovups	4952(%rsp,%rdx), %zmm3
	vaddps	4760(%rsp,%r10), %zmm0, %zmm0
	vaddps	4824(%rsp,%r10), %zmm1, %zmm1
	vaddps	4888(%rsp,%r10), %zmm2, %zmm2
	vaddps	4952(%rsp,%r10), %zmm3, %zmm3
	vmovups	%zmm0, 4760(%rsp,%rdx)
	vmovups	%zmm1, 4824(%rsp,%rdx)
	vmovups	%zmm2, 4888(%rsp,%rdx)
	vmovups	%zmm3, 4952(%rsp,%rdx)
.LBB0_27:
	incq	%r14
	cmpq	%r13, %r14
	je	.LBB0_33
.LBB0_28:
	xorl	%r10d, %r10d
	popcntq	%r14, %r10
	movl	%r10d, %r13d
	shll	$8, %r13d
	movq	%r14, %rdx
	shlq	$8, %rdx
	vmovups	7320(%rsp,%rdx), %zmm0
	vsubps	%zmm20, %zmm0, %zmm0
	vbroadcastss	.LCPI0_52(%rip), %zmm13
	vmaxps	%zmm0, %zmm13, %zmm1
	vbroadcastss	.LCPI0_53(%rip), %zmm21
	vminps	%zmm1, %zmm21, %zmm1
	vmulps	%zmm27, %zmm1, %zmm2
	vaddps	%zmm29, %zmm2, %zmm2
	vbroadcastss	.LCPI0_56(%rip), %zmm17
	vaddps	%zmm17, %zmm2, %zmm3
	vbroadcastss	.LCPI0_76(%rip), %zmm26
	vmulps	%zmm26, %zmm3, %zmm4
	vsubps	%zmm4, %zmm1, %zmm1
	vbroadcastss	.LCPI0_58(%rip), %zmm30
	vmulps	%zmm30, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm4
	vmulps	%zmm4, %zmm4, %zmm5
	vmulps	%zmm28, %zmm5, %zmm6
	vaddps	%zmm31, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vbroadcastss	.LCPI0_61(%rip), %zmm12
	vaddps	%zmm12, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vbroadcastss	.LCPI0_62(%rip), %zmm9
	vaddps	%zmm9, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vbroadcastss	.LCPI0_63(%rip), %zmm15
	vaddps	%zmm15, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vsubps	%zmm5, %zmm4, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm5, %zmm18, %zmm5
	vdivps	%zmm5, %zmm4, %zmm4
	vmovups	7384(%rsp,%rdx), %zmm5
	vsubps	%zmm4, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm1
	vbroadcastss	.LCPI0_64(%rip), %zmm25
	vaddps	%zmm25, %zmm1, %zmm1
	vpbroadcastd	.LCPI0_65(%rip), %zmm24
	vpaddd	%zmm24, %zmm2, %zmm3
	vpsrld	$1, %zmm3, %zmm3
	vpsubd	%zmm3, %zmm2, %zmm2
	vpslld	$23, %zmm2, %zmm2
	vpslld	$23, %zmm3, %zmm3
	vpbroadcastd	.LCPI0_48(%rip), %zmm10
	vpaddd	%zmm10, %zmm3, %zmm3
	vmulps	%zmm3, %zmm1, %zmm1
	vpbroadcastd	.LCPI0_66(%rip), %zmm7
	vpaddd	%zmm7, %zmm2, %zmm2
	vmulps	%zmm2, %zmm1, %zmm1
	vcmpunordps	%zmm11, %zmm0, %k1
	vbroadcastss	.LCPI0_67(%rip), %zmm8
	vmovaps	%zmm8, %zmm1 {%k1}
	vmovups	%zmm1, 4760(%rsp,%r13)
	vsubps	%zmm19, %zmm5, %zmm0
	vmaxps	%zmm0, %zmm13, %zmm1
	vminps	%zmm1, %zmm21, %zmm1
	vmulps	%zmm27, %zmm1, %zmm2
	vaddps	%zmm29, %zmm2, %zmm2
	vaddps	%zmm17, %zmm2, %zmm3
	vmulps	%zmm26, %zmm3, %zmm4
	vsubps	%zmm4, %zmm1, %zmm1
	vmulps	%zmm30, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm4
	vmulps	%zmm4, %zmm4, %zmm5
	vmulps	%zmm28, %zmm5, %zmm6
	vaddps	%zmm31, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm12, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm9, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm15, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vmovups	7448(%rsp,%rdx), %zmm6
	vsubps	%zmm5, %zmm4, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm5, %zmm18, %zmm5
	vdivps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm1
	vaddps	%zmm25, %zmm1, %zmm1
	vpaddd	%zmm24, %zmm2, %zmm3
	vpsrld	$1, %zmm3, %zmm3
	vpsubd	%zmm3, %zmm2, %zmm2
	vpslld	$23, %zmm2, %zmm2
	vpslld	$23, %zmm3, %zmm3
	vpaddd	%zmm10, %zmm3, %zmm3
	vmulps	%zmm3, %zmm1, %zmm1
	vpaddd	%zmm7, %zmm2, %zmm2
	vmulps	%zmm2, %zmm1, %zmm1
	vcmpunordps	%zmm11, %zmm0, %k1
	vmovaps	%zmm8, %zmm1 {%k1}
	vmovups	%zmm1, 4824(%rsp,%r13)
	vsubps	%zmm16, %zmm6, %zmm0
	vmaxps	%zmm0, %zmm13, %zmm1
	vminps	%zmm1, %zmm21, %zmm1
	vmulps	%zmm27, %zmm1, %zmm2
	vaddps	%zmm29, %zmm2, %zmm2
	vaddps	%zmm17, %zmm2, %zmm3
	vmulps	%zmm26, %zmm3, %zmm4
	vsubps	%zmm4, %zmm1, %zmm1
	vmulps	%zmm30, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm4
	vmulps	%zmm4, %zmm4, %zmm5
	vmulps	%zmm28, %zmm5, %zmm6
	vaddps	%zmm31, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm12, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm9, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm15, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vmovups	7512(%rsp,%rdx), %zmm6
	vsubps	%zmm5, %zmm4, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm5, %zmm18, %zmm5
	vdivps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm1
	vaddps	%zmm25, %zmm1, %zmm1
	vpaddd	%zmm24, %zmm2, %zmm3
	vpsrld	$1, %zmm3, %zmm3
	vpsubd	%zmm3, %zmm2, %zmm2
	vpslld	$23, %zmm2, %zmm2
	vpslld	$23, %zmm3, %zmm3
	vpaddd	%zmm10, %zmm3, %zmm3
	vmulps	%zmm3, %zmm1, %zmm1
	vpaddd	%zmm7, %zmm2, %zmm2
	vmulps	%zmm2, %zmm1, %zmm1
	vcmpunordps	%zmm11, %zmm0, %k1
	vmovaps	%zmm8, %zmm1 {%k1}
	vmovups	%zmm1, 4888(%rsp,%r13)
	vsubps	%zmm14, %zmm6, %zmm0
	vmaxps	%zmm0, %zmm13, %zmm1
	vminps	%zmm1, %zmm21, %zmm1
	vmulps	%zmm27, %zmm1, %zmm2
	vaddps	%zmm29, %zmm2, %zmm2
	vaddps	%zmm17, %zmm2, %zmm3
	vmulps	%zmm26, %zmm3, %zmm4
	vsubps	%zmm4, %zmm1, %zmm1
	vmulps	%zmm30, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm4
	vmulps	%zmm4, %zmm4, %zmm5
	vmulps	%zmm28, %zmm5, %zmm6
	vaddps	%zmm31, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm12, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm9, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm6
	vaddps	%zmm15, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vsubps	%zmm5, %zmm4, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm5, %zmm18, %zmm5
	vdivps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm1
	vaddps	%zmm25, %zmm1, %zmm1
	vpaddd	%zmm24, %zmm2, %zmm3
	vpsrld	$1, %zmm3, %zmm3
	vpsubd	%zmm3, %zmm2, %zmm2
	vpslld	$23, %zmm3, %zmm3
	vpaddd	%zmm10, %zmm3, %zmm3
	vmulps	%zmm3, %zmm1, %zmm1
	vpslld	$23, %zmm2, %zmm2
	vpaddd	%zmm7, %zmm2, %zmm2
	vmulps	%zmm2, %zmm1, %zmm1
	vcmpunordps	%zmm11, %zmm0, %k1
	vmovaps	%zmm8, %zmm1 {%k1}
	vmovups	%zmm1, 4952(%rsp,%r13)
	movq	-112(%rsp), %r13
	movq	%r14, %rdx
	notq	%rdx
	tzcntq	%rdx, %r11
	je	.LBB0_27
	cmpl	$1, %r11d
	je	.LBB0_25
	movl	%r11d, %edx
	andl	$62, %edx
	movl	%r10d, %r15d
	shll	$8, %r15d
	addq	%rsi, %r15
	xorl	%edi, %edi
	.p2align	4
.LBB0_31:
	vmovups	(%r15), %zmm0
	vmovups	64(%r15), %zmm1
	vmovups	128(%r15), %zmm2
	vmovups	192(%r15), %zmm3
	vaddps	256(%r15), %zmm0, %zmm0
	vaddps	320(%r15), %zmm1, %zmm1
	vaddps	384(%r15), %zmm2, %zmm2
	vaddps	448(%r15), %zmm3, %zmm3
	vmovups	%zmm0, (%r15)
	vmovups	%zmm1, 64(%r15)
	vmovups	%zmm2, 128(%r15)
	vmovups	%zmm3, 192(%r15)
	movq	%rdi, %r13
	xorq	%r8, %r13
	addq	%r10, %r13
	shlq	$8, %r13
	vaddps	4760(%rsp,%r13), %zmm0, %zmm0
	vaddps	4824(%rsp,%r13), %zmm1, %zmm1
	vaddps	4888(%rsp,%r13), %zmm2, %zmm2
	vaddps	4952(%rsp,%r13), %zmm3, %zmm3
	vmovups	%zmm0, 4760(%rsp,%r13)
	vmovups	%zmm1, 4824(%rsp,%r13)
	vmovups	%zmm2, 4888(%rsp,%r13)
	vmovups	%zmm3, 4952(%rsp,%r13)
	addq	$2, %rdi
	addq	$-512, %r15
	cmpq	%rdi, %rdx
	jne	.LBB0_31
	testb	$1, %r11b
	movq	-112(%rsp), %r13
	movq	%r9, %r15
	jne	.LBB0_26
	jmp	.LBB0_27
	.p2align	4
.LBB0_33:
	vmovups	%zmm23, 1776(%rsp)
	vmovups	%zmm22, 1392(%rsp)
	vmovups	%zmm20, 1136(%rsp)
	vmovups	%zmm19, 3536(%rsp)
	vmovups	%zmm16, 3600(%rsp)
	vmovups	%zmm14, 992(%rsp)
	movq	-32(%rsp), %r11
	movq	-72(%rsp), %rdi
	vpbroadcastd	.LCPI0_65(%rip), %zmm15
.LBB0_34:
	vbroadcastss	.LCPI0_62(%rip), %zmm25
	vbroadcastss	.LCPI0_58(%rip), %zmm26
	vbroadcastss	.LCPI0_76(%rip), %zmm29
	vmovups	4760(%rsp,%r12), %zmm0
	vmovups	4824(%rsp,%r12), %zmm3
	vmovups	4888(%rsp,%r12), %zmm2
	vmovups	4952(%rsp,%r12), %zmm1
	cmpq	$0, 2256(%rsp)
	je	.LBB0_41
	cmpl	$2, 216(%rsp)
	jne	.LBB0_37
	xorl	%edx, %edx
	jmp	.LBB0_40
	.p2align	4
.LBB0_37:
	movq	-48(%rsp), %r10
	xorl	%edx, %edx
	.p2align	4
.LBB0_38:
	vaddps	-192(%r10), %zmm0, %zmm0
	vaddps	-128(%r10), %zmm3, %zmm3
	vaddps	-64(%r10), %zmm2, %zmm2
	vaddps	(%r10), %zmm1, %zmm1
	vaddps	-448(%r10), %zmm0, %zmm0
	vaddps	-384(%r10), %zmm3, %zmm3
	vaddps	-320(%r10), %zmm2, %zmm2
	vaddps	-256(%r10), %zmm1, %zmm1
	addq	$2, %rdx
	addq	$-512, %r10
	cmpq	%rdx, %rbp
	jne	.LBB0_38
	testb	$1, 2256(%rsp)
	je	.LBB0_41
.LBB0_40:
	movq	-40(%rsp), %rdi
	subq	%rdx, %rdi
	shlq	$8, %rdi
	vaddps	4760(%rsp,%rdi), %zmm0, %zmm0
	vaddps	4824(%rsp,%rdi), %zmm3, %zmm3
	vaddps	4888(%rsp,%rdi), %zmm2, %zmm2
	vaddps	4952(%rsp,%rdi), %zmm1, %zmm1
	movq	-72(%rsp), %rdi
.LBB0_41:
	vbroadcastss	.LCPI0_56(%rip), %zmm5
	cmpl	$0, -92(%rsp)
	je	.LBB0_45
	testq	%r13, %r13
	vpbroadcastd	.LCPI0_48(%rip), %zmm12
	vpbroadcastd	.LCPI0_66(%rip), %zmm19
	vbroadcastss	.LCPI0_69(%rip), %zmm20
	vbroadcastss	.LCPI0_70(%rip), %zmm21
	vpbroadcastd	.LCPI0_67(%rip), %zmm22
	vmovups	1200(%rsp), %zmm11
	vmovups	992(%rsp), %zmm14
	vmovups	1136(%rsp), %zmm27
	vbroadcastss	.LCPI0_52(%rip), %zmm23
	vbroadcastss	.LCPI0_53(%rip), %zmm6
	vbroadcastss	.LCPI0_54(%rip), %zmm7
	vbroadcastss	.LCPI0_55(%rip), %zmm8
	vbroadcastss	.LCPI0_60(%rip), %zmm17
	vbroadcastss	.LCPI0_63(%rip), %zmm18
	vbroadcastss	.LCPI0_61(%rip), %zmm16
	vmovups	1712(%rsp), %zmm15
	vbroadcastss	.LCPI0_68(%rip), %zmm9
	je	.LBB0_13
	vmovaps	%zmm23, %zmm24
	vmovaps	%zmm26, %zmm30
	vmovaps	%zmm6, %zmm26
	vmovaps	%zmm5, %zmm10
	vmovss	1936(%rsp), %xmm4
	vmulss	-12(%rsp), %xmm4, %xmm4
	vsqrtss	%xmm4, %xmm4, %xmm5
	vxorps	%xmm6, %xmm6, %xmm6
	vcmpltss	%xmm4, %xmm6, %k1
	vmovss	%xmm5, %xmm5, %xmm4 {%k1} {z}
	kmovd	%ecx, %k1
	vmovaps	1056(%rsp), %xmm5
	vmovss	%xmm5, %xmm4, %xmm4 {%k1}
	vbroadcastss	.LCPI0_64(%rip), %zmm5
	vdivps	%zmm0, %zmm5, %zmm0
	vmovups	%zmm0, 96(%rsp)
	vdivps	%zmm3, %zmm5, %zmm0
	vmovups	%zmm0, 288(%rsp)
	vdivps	%zmm2, %zmm5, %zmm0
	vmovups	%zmm0, 656(%rsp)
	vbroadcastss	%xmm4, %zmm0
	vmovups	%zmm0, 592(%rsp)
	vdivps	%zmm1, %zmm5, %zmm0
	vmovups	%zmm0, 224(%rsp)
	movl	$192, %ecx
	xorl	%edx, %edx
	vmovups	%zmm11, 1200(%rsp)
	vmovups	%zmm27, 1136(%rsp)
	vmovups	%zmm14, 992(%rsp)
	.p2align	4
.LBB0_44:
	vpxord	%xmm28, %xmm28, %xmm28
	vcvtusi2ss	%rdx, %xmm28, %xmm2
	vmovups	7128(%rsp,%rcx), %zmm4
	vmovups	7192(%rsp,%rcx), %zmm5
	vmovups	7256(%rsp,%rcx), %zmm0
	vmovups	%zmm0, 32(%rsp)
	vsubps	%zmm27, %zmm4, %zmm6
	vmaxps	%zmm6, %zmm24, %zmm1
	vminps	%zmm1, %zmm26, %zmm1
	vmulps	%zmm7, %zmm1, %zmm11
	vaddps	%zmm8, %zmm11, %zmm11
	vmovdqa64	%zmm12, %zmm27
	vaddps	%zmm10, %zmm11, %zmm12
	vmovaps	%zmm26, %zmm31
	vmulps	%zmm29, %zmm12, %zmm13
	vsubps	%zmm13, %zmm1, %zmm13
	vmulps	%zmm30, %zmm12, %zmm12
	vsubps	%zmm12, %zmm13, %zmm14
	vmulps	%zmm14, %zmm14, %zmm1
	vmovdqa64	%zmm22, %zmm28
	vmovaps	%zmm21, %zmm22
	vmovaps	%zmm20, %zmm21
	vmovdqa64	%zmm19, %zmm20
	vmovaps	%zmm15, %zmm19
	vmovaps	%zmm16, %zmm23
	vmovaps	%zmm17, %zmm16
	vbroadcastss	.LCPI0_59(%rip), %zmm17
	vmulps	%zmm17, %zmm1, %zmm15
	vaddps	%zmm16, %zmm15, %zmm15
	vmulps	%zmm15, %zmm1, %zmm15
	vaddps	%zmm23, %zmm15, %zmm15
	vmulps	%zmm15, %zmm1, %zmm15
	vbroadcastss	.LCPI0_62(%rip), %zmm26
	vaddps	%zmm26, %zmm15, %zmm15
	vmulps	%zmm15, %zmm1, %zmm15
	vaddps	%zmm18, %zmm15, %zmm15
	vmulps	%zmm15, %zmm1, %zmm15
	vmovups	7320(%rsp,%rcx), %zmm0
	vmovups	%zmm0, 480(%rsp)
	vsubps	%zmm15, %zmm14, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vbroadcastss	.LCPI0_18(%rip), %zmm0
	vsubps	%zmm15, %zmm0, %zmm15
	vdivps	%zmm15, %zmm14, %zmm14
	vbroadcastss	%xmm2, %zmm2
	vaddps	%zmm4, %zmm4, %zmm15
	vmulps	%zmm9, %zmm15, %zmm15
	vsubps	39896(%rsp,%rcx), %zmm15, %zmm15
	vsubps	%zmm14, %zmm12, %zmm12
	vsubps	%zmm12, %zmm13, %zmm12
	vbroadcastss	.LCPI0_64(%rip), %zmm1
	vaddps	%zmm1, %zmm12, %zmm12
	vpaddd	.LCPI0_65(%rip){1to16}, %zmm11, %zmm13
	vpsrld	$1, %zmm13, %zmm13
	vpsubd	%zmm13, %zmm11, %zmm11
	vpslld	$23, %zmm11, %zmm11
	vpslld	$23, %zmm13, %zmm13
	vpaddd	%zmm27, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm12
	vpaddd	%zmm20, %zmm11, %zmm11
	vmulps	%zmm11, %zmm12, %zmm11
	vxorps	%xmm12, %xmm12, %xmm12
	vcmpunordps	%zmm12, %zmm6, %k1
	vbroadcastss	.LCPI0_67(%rip), %zmm6
	vmovaps	%zmm6, %zmm11 {%k1}
	vmulps	96(%rsp), %zmm11, %zmm6
	vaddps	%zmm6, %zmm15, %zmm6
	vcmpeqps	1776(%rsp), %zmm2, %k1
	vmovaps	%zmm21, %zmm11 {%k1} {z}
	vaddps	%zmm6, %zmm11, %zmm6
	vmulps	%zmm6, %zmm19, %zmm6
	vsubps	%zmm6, %zmm4, %zmm4
	vmovups	592(%rsp), %zmm25
	vmulps	72664(%rsp,%rcx), %zmm25, %zmm6
	vaddps	%zmm4, %zmm6, %zmm4
	vandps	%zmm22, %zmm4, %zmm6
	vpcmpgtd	%zmm20, %zmm6, %k1
	vmovdqa32	%zmm28, %zmm4 {%k1}
	vmovdqu64	%zmm4, 7128(%rsp,%rcx)
	vsubps	3536(%rsp), %zmm5, %zmm4
	vmaxps	%zmm4, %zmm24, %zmm6
	vminps	%zmm6, %zmm31, %zmm6
	vmulps	%zmm7, %zmm6, %zmm11
	vaddps	%zmm8, %zmm11, %zmm11
	vaddps	%zmm10, %zmm11, %zmm12
	vmulps	%zmm29, %zmm12, %zmm13
	vsubps	%zmm13, %zmm6, %zmm6
	vmulps	%zmm30, %zmm12, %zmm12
	vsubps	%zmm12, %zmm6, %zmm13
	vmulps	%zmm13, %zmm13, %zmm14
	vmulps	%zmm17, %zmm14, %zmm15
	vaddps	%zmm16, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm23, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm26, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm18, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vpbroadcastd	.LCPI0_65(%rip), %zmm15
	vsubps	%zmm14, %zmm13, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm14, %zmm0, %zmm14
	vdivps	%zmm14, %zmm13, %zmm13
	vaddps	%zmm5, %zmm5, %zmm14
	vmulps	%zmm9, %zmm14, %zmm14
	vsubps	39960(%rsp,%rcx), %zmm14, %zmm14
	vsubps	%zmm13, %zmm12, %zmm12
	vsubps	%zmm12, %zmm6, %zmm6
	vaddps	%zmm1, %zmm6, %zmm6
	vpaddd	%zmm15, %zmm11, %zmm12
	vpsrld	$1, %zmm12, %zmm12
	vpsubd	%zmm12, %zmm11, %zmm11
	vpslld	$23, %zmm11, %zmm11
	vpslld	$23, %zmm12, %zmm12
	vpaddd	%zmm27, %zmm12, %zmm12
	vmulps	%zmm12, %zmm6, %zmm6
	vpaddd	%zmm20, %zmm11, %zmm11
	vmulps	%zmm11, %zmm6, %zmm6
	vxorps	%xmm11, %xmm11, %xmm11
	vcmpunordps	%zmm11, %zmm4, %k1
	vbroadcastss	.LCPI0_67(%rip), %zmm4
	vmovaps	%zmm4, %zmm6 {%k1}
	vmulps	288(%rsp), %zmm6, %zmm4
	vaddps	%zmm4, %zmm14, %zmm4
	vcmpeqps	1392(%rsp), %zmm2, %k1
	vmovaps	%zmm21, %zmm6 {%k1} {z}
	vaddps	%zmm4, %zmm6, %zmm4
	vmulps	%zmm4, %zmm19, %zmm4
	vsubps	%zmm4, %zmm5, %zmm4
	vmulps	72728(%rsp,%rcx), %zmm25, %zmm5
	vaddps	%zmm4, %zmm5, %zmm4
	vandps	%zmm22, %zmm4, %zmm5
	vpcmpgtd	%zmm20, %zmm5, %k1
	vmovdqa32	%zmm28, %zmm4 {%k1}
	vmovdqu64	%zmm4, 7192(%rsp,%rcx)
	vmovups	32(%rsp), %zmm3
	vsubps	3600(%rsp), %zmm3, %zmm4
	vmaxps	%zmm4, %zmm24, %zmm5
	vminps	%zmm5, %zmm31, %zmm5
	vmulps	%zmm7, %zmm5, %zmm6
	vaddps	%zmm8, %zmm6, %zmm6
	vaddps	%zmm10, %zmm6, %zmm11
	vmulps	%zmm29, %zmm11, %zmm12
	vsubps	%zmm12, %zmm5, %zmm5
	vmulps	%zmm30, %zmm11, %zmm11
	vsubps	%zmm11, %zmm5, %zmm12
	vmulps	%zmm12, %zmm12, %zmm13
	vmulps	%zmm17, %zmm13, %zmm14
	vaddps	%zmm16, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm23, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm26, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm18, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vmovups	992(%rsp), %zmm14
	vsubps	%zmm13, %zmm12, %zmm13
	vmulps	%zmm13, %zmm12, %zmm12
	vsubps	%zmm13, %zmm0, %zmm13
	vdivps	%zmm13, %zmm12, %zmm12
	vaddps	%zmm3, %zmm3, %zmm13
	vmulps	%zmm9, %zmm13, %zmm13
	vsubps	40024(%rsp,%rcx), %zmm13, %zmm13
	vsubps	%zmm12, %zmm11, %zmm11
	vsubps	%zmm11, %zmm5, %zmm5
	vaddps	%zmm1, %zmm5, %zmm5
	vpaddd	%zmm15, %zmm6, %zmm11
	vpsrld	$1, %zmm11, %zmm11
	vpsubd	%zmm11, %zmm6, %zmm6
	vpslld	$23, %zmm6, %zmm6
	vpslld	$23, %zmm11, %zmm11
	vpaddd	%zmm27, %zmm11, %zmm11
	vmulps	%zmm11, %zmm5, %zmm5
	vpaddd	%zmm20, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vxorps	%xmm6, %xmm6, %xmm6
	vcmpunordps	%zmm6, %zmm4, %k1
	vmovaps	%zmm31, %zmm26
	vbroadcastss	.LCPI0_67(%rip), %zmm4
	vmovaps	%zmm4, %zmm5 {%k1}
	vmulps	656(%rsp), %zmm5, %zmm4
	vaddps	%zmm4, %zmm13, %zmm4
	vcmpeqps	3472(%rsp), %zmm2, %k1
	vmovaps	%zmm21, %zmm5 {%k1} {z}
	vaddps	%zmm4, %zmm5, %zmm4
	vmulps	%zmm4, %zmm19, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vmulps	72792(%rsp,%rcx), %zmm25, %zmm4
	vaddps	%zmm3, %zmm4, %zmm3
	vandps	%zmm22, %zmm3, %zmm4
	vpcmpgtd	%zmm20, %zmm4, %k1
	vmovdqa32	%zmm28, %zmm3 {%k1}
	vmovdqu64	%zmm3, 7256(%rsp,%rcx)
	vmovups	480(%rsp), %zmm31
	vsubps	%zmm14, %zmm31, %zmm3
	vmaxps	%zmm3, %zmm24, %zmm4
	vminps	%zmm4, %zmm26, %zmm4
	vmulps	%zmm7, %zmm4, %zmm5
	vaddps	%zmm8, %zmm5, %zmm5
	vaddps	%zmm10, %zmm5, %zmm6
	vmulps	%zmm29, %zmm6, %zmm11
	vsubps	%zmm11, %zmm4, %zmm4
	vmulps	%zmm30, %zmm6, %zmm6
	vsubps	%zmm6, %zmm4, %zmm11
	vmulps	%zmm11, %zmm11, %zmm12
	vmulps	%zmm17, %zmm12, %zmm13
	vmovaps	%zmm16, %zmm17
	vmovaps	%zmm23, %zmm16
	vaddps	%zmm17, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm13
	vaddps	%zmm23, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm13
	vaddps	.LCPI0_62(%rip){1to16}, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm13
	vaddps	%zmm18, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm12
	vxorps	%xmm13, %xmm13, %xmm13
	vsubps	%zmm12, %zmm11, %zmm12
	vmulps	%zmm12, %zmm11, %zmm11
	vsubps	%zmm12, %zmm0, %zmm12
	vdivps	%zmm12, %zmm11, %zmm11
	vmovdqa64	%zmm27, %zmm12
	vmovups	1136(%rsp), %zmm27
	vsubps	%zmm11, %zmm6, %zmm6
	vmovups	1200(%rsp), %zmm11
	vsubps	%zmm6, %zmm4, %zmm4
	vaddps	%zmm1, %zmm4, %zmm4
	vpaddd	%zmm15, %zmm5, %zmm6
	vmovaps	%zmm19, %zmm15
	vmovdqa64	%zmm20, %zmm19
	vmovaps	%zmm21, %zmm20
	vmovaps	%zmm22, %zmm21
	vmovdqa64	%zmm28, %zmm22
	vpsrld	$1, %zmm6, %zmm6
	vpsubd	%zmm6, %zmm5, %zmm5
	vpslld	$23, %zmm6, %zmm6
	vpaddd	%zmm12, %zmm6, %zmm6
	vmulps	%zmm6, %zmm4, %zmm4
	vpslld	$23, %zmm5, %zmm5
	vpaddd	%zmm19, %zmm5, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vcmpunordps	%zmm13, %zmm3, %k1
	vbroadcastss	.LCPI0_67(%rip), %zmm0
	vaddps	%zmm31, %zmm31, %zmm3
	vmulps	%zmm9, %zmm3, %zmm3
	vsubps	40088(%rsp,%rcx), %zmm3, %zmm3
	vmovaps	%zmm0, %zmm4 {%k1}
	vmulps	224(%rsp), %zmm4, %zmm4
	vaddps	%zmm4, %zmm3, %zmm3
	vcmpeqps	%zmm2, %zmm11, %k1
	vmovaps	%zmm20, %zmm2 {%k1} {z}
	vaddps	%zmm3, %zmm2, %zmm2
	vmulps	%zmm2, %zmm15, %zmm2
	vsubps	%zmm2, %zmm31, %zmm1
	vmulps	72856(%rsp,%rcx), %zmm25, %zmm2
	vaddps	%zmm1, %zmm2, %zmm1
	vandps	%zmm21, %zmm1, %zmm2
	vpcmpgtd	%zmm19, %zmm2, %k1
	vmovdqa32	%zmm28, %zmm1 {%k1}
	vmovdqu64	%zmm1, 7320(%rsp,%rcx)
	incq	%rdx
	addq	$256, %rcx
	cmpq	%rdx, %r13
	jne	.LBB0_44
	jmp	.LBB0_13
	.p2align	4
.LBB0_45:
	testq	%r13, %r13
	vmovdqa64	%zmm15, %zmm17
	vpbroadcastd	.LCPI0_48(%rip), %zmm6
	vpbroadcastd	.LCPI0_66(%rip), %zmm8
	vbroadcastss	.LCPI0_67(%rip), %zmm11
	vbroadcastss	.LCPI0_69(%rip), %zmm20
	vbroadcastss	.LCPI0_70(%rip), %zmm21
	vpbroadcastd	.LCPI0_67(%rip), %zmm22
	vmovdqu64	1200(%rsp), %zmm12
	vmovups	992(%rsp), %zmm30
	vmovups	1136(%rsp), %zmm7
	vbroadcastss	.LCPI0_52(%rip), %zmm16
	vbroadcastss	.LCPI0_53(%rip), %zmm24
	vmovaps	%zmm29, %zmm27
	vbroadcastss	.LCPI0_54(%rip), %zmm28
	vbroadcastss	.LCPI0_59(%rip), %zmm29
	vbroadcastss	.LCPI0_55(%rip), %zmm31
	vbroadcastss	.LCPI0_60(%rip), %zmm14
	vbroadcastss	.LCPI0_61(%rip), %zmm19
	vmovups	1712(%rsp), %zmm15
	je	.LBB0_13
	vmovaps	%zmm26, %zmm13
	vmovaps	%zmm5, %zmm26
	vbroadcastss	.LCPI0_64(%rip), %zmm4
	vdivps	%zmm0, %zmm4, %zmm0
	vmovups	%zmm0, 96(%rsp)
	vdivps	%zmm3, %zmm4, %zmm0
	vmovups	%zmm0, 288(%rsp)
	vdivps	%zmm2, %zmm4, %zmm0
	vmovups	%zmm0, 656(%rsp)
	vdivps	%zmm1, %zmm4, %zmm0
	vmovups	%zmm0, 224(%rsp)
	movl	$192, %ecx
	xorl	%edx, %edx
	vmovdqu64	%zmm12, 1200(%rsp)
	vmovups	%zmm7, 1136(%rsp)
	.p2align	4
.LBB0_47:
	vxorps	%xmm10, %xmm10, %xmm10
	vcvtusi2ss	%rdx, %xmm10, %xmm1
	vbroadcastss	%xmm1, %zmm2
	vmovups	7128(%rsp,%rcx), %zmm4
	vmovups	7192(%rsp,%rcx), %zmm3
	vmovups	7256(%rsp,%rcx), %zmm0
	vmovups	%zmm0, 32(%rsp)
	vsubps	%zmm7, %zmm4, %zmm5
	vmaxps	%zmm5, %zmm16, %zmm1
	vminps	%zmm1, %zmm24, %zmm1
	vmovdqa64	%zmm6, %zmm10
	vmulps	%zmm28, %zmm1, %zmm6
	vaddps	%zmm31, %zmm6, %zmm6
	vmovaps	%zmm11, %zmm7
	vaddps	%zmm26, %zmm6, %zmm11
	vmulps	%zmm27, %zmm11, %zmm12
	vsubps	%zmm12, %zmm1, %zmm12
	vmulps	%zmm13, %zmm11, %zmm11
	vsubps	%zmm11, %zmm12, %zmm1
	vmovaps	%zmm15, %zmm0
	vmovaps	%zmm13, %zmm15
	vmulps	%zmm1, %zmm1, %zmm13
	vmovaps	%zmm30, %zmm23
	vmovaps	%zmm27, %zmm30
	vmovaps	%zmm31, %zmm27
	vmovaps	%zmm28, %zmm31
	vmovaps	%zmm26, %zmm28
	vmovaps	%zmm24, %zmm26
	vmovaps	%zmm16, %zmm24
	vmovaps	%zmm14, %zmm16
	vmulps	%zmm29, %zmm13, %zmm14
	vaddps	%zmm16, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm19, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm25, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vbroadcastss	.LCPI0_63(%rip), %zmm9
	vaddps	%zmm9, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm1, %zmm13
	vmulps	%zmm13, %zmm1, %zmm1
	vbroadcastss	.LCPI0_18(%rip), %zmm18
	vsubps	%zmm13, %zmm18, %zmm13
	vdivps	%zmm13, %zmm1, %zmm13
	vmovups	7320(%rsp,%rcx), %zmm1
	vmovups	%zmm1, 480(%rsp)
	vaddps	%zmm4, %zmm4, %zmm14
	vmulps	.LCPI0_68(%rip){1to16}, %zmm14, %zmm14
	vsubps	39896(%rsp,%rcx), %zmm14, %zmm14
	vsubps	%zmm13, %zmm11, %zmm11
	vsubps	%zmm11, %zmm12, %zmm11
	vbroadcastss	.LCPI0_64(%rip), %zmm1
	vaddps	%zmm1, %zmm11, %zmm11
	vpaddd	%zmm17, %zmm6, %zmm12
	vpsrld	$1, %zmm12, %zmm12
	vpsubd	%zmm12, %zmm6, %zmm6
	vpslld	$23, %zmm6, %zmm6
	vpslld	$23, %zmm12, %zmm12
	vpaddd	%zmm10, %zmm12, %zmm12
	vmulps	%zmm12, %zmm11, %zmm11
	vpaddd	%zmm8, %zmm6, %zmm6
	vmulps	%zmm6, %zmm11, %zmm6
	vxorps	%xmm11, %xmm11, %xmm11
	vcmpunordps	%zmm11, %zmm5, %k1
	vmovaps	%zmm7, %zmm6 {%k1}
	vmulps	96(%rsp), %zmm6, %zmm5
	vaddps	%zmm5, %zmm14, %zmm5
	vcmpeqps	1776(%rsp), %zmm2, %k1
	vmovaps	%zmm20, %zmm6 {%k1} {z}
	vaddps	%zmm5, %zmm6, %zmm5
	vmulps	%zmm5, %zmm0, %zmm5
	vsubps	%zmm5, %zmm4, %zmm4
	vandps	%zmm21, %zmm4, %zmm5
	vpcmpgtd	%zmm8, %zmm5, %k1
	vmovdqa32	%zmm22, %zmm4 {%k1}
	vmovdqu64	%zmm4, 7128(%rsp,%rcx)
	vsubps	3536(%rsp), %zmm3, %zmm4
	vmaxps	%zmm4, %zmm24, %zmm5
	vminps	%zmm5, %zmm26, %zmm5
	vmulps	%zmm31, %zmm5, %zmm6
	vaddps	%zmm27, %zmm6, %zmm6
	vaddps	%zmm28, %zmm6, %zmm11
	vmulps	%zmm30, %zmm11, %zmm12
	vsubps	%zmm12, %zmm5, %zmm5
	vmulps	%zmm15, %zmm11, %zmm11
	vsubps	%zmm11, %zmm5, %zmm12
	vmulps	%zmm12, %zmm12, %zmm13
	vmulps	%zmm29, %zmm13, %zmm14
	vaddps	%zmm16, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm19, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm25, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm9, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vmovaps	%zmm16, %zmm14
	vmovaps	%zmm24, %zmm16
	vmovaps	%zmm26, %zmm24
	vmovaps	%zmm28, %zmm26
	vmovaps	%zmm31, %zmm28
	vmovaps	%zmm27, %zmm31
	vmovaps	%zmm30, %zmm27
	vmovaps	%zmm23, %zmm30
	vbroadcastss	.LCPI0_68(%rip), %zmm23
	vsubps	%zmm13, %zmm12, %zmm13
	vmulps	%zmm13, %zmm12, %zmm12
	vsubps	%zmm13, %zmm18, %zmm13
	vdivps	%zmm13, %zmm12, %zmm12
	vaddps	%zmm3, %zmm3, %zmm13
	vmulps	%zmm23, %zmm13, %zmm13
	vsubps	39960(%rsp,%rcx), %zmm13, %zmm13
	vsubps	%zmm12, %zmm11, %zmm11
	vsubps	%zmm11, %zmm5, %zmm5
	vaddps	%zmm1, %zmm5, %zmm5
	vmovaps	%zmm1, %zmm9
	vpaddd	%zmm17, %zmm6, %zmm11
	vpsrld	$1, %zmm11, %zmm11
	vpsubd	%zmm11, %zmm6, %zmm6
	vpslld	$23, %zmm6, %zmm6
	vpslld	$23, %zmm11, %zmm11
	vpaddd	%zmm10, %zmm11, %zmm11
	vmulps	%zmm11, %zmm5, %zmm5
	vpaddd	%zmm8, %zmm6, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vxorps	%xmm6, %xmm6, %xmm6
	vcmpunordps	%zmm6, %zmm4, %k1
	vmovaps	%zmm7, %zmm5 {%k1}
	vmulps	288(%rsp), %zmm5, %zmm4
	vaddps	%zmm4, %zmm13, %zmm4
	vcmpeqps	1392(%rsp), %zmm2, %k1
	vmovaps	%zmm2, %zmm1
	vmovaps	%zmm20, %zmm5 {%k1} {z}
	vaddps	%zmm4, %zmm5, %zmm4
	vmulps	%zmm4, %zmm0, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vandps	%zmm21, %zmm3, %zmm4
	vpcmpgtd	%zmm8, %zmm4, %k1
	vmovdqa32	%zmm22, %zmm3 {%k1}
	vmovdqu64	%zmm3, 7192(%rsp,%rcx)
	vmovups	32(%rsp), %zmm2
	vsubps	3600(%rsp), %zmm2, %zmm3
	vmaxps	%zmm3, %zmm16, %zmm4
	vminps	%zmm4, %zmm24, %zmm4
	vmulps	%zmm28, %zmm4, %zmm5
	vaddps	%zmm31, %zmm5, %zmm5
	vaddps	%zmm26, %zmm5, %zmm6
	vmulps	%zmm27, %zmm6, %zmm11
	vsubps	%zmm11, %zmm4, %zmm4
	vmulps	%zmm15, %zmm6, %zmm6
	vsubps	%zmm6, %zmm4, %zmm11
	vmulps	%zmm11, %zmm11, %zmm12
	vmulps	%zmm29, %zmm12, %zmm13
	vaddps	%zmm14, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm13
	vaddps	%zmm19, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm13
	vaddps	%zmm25, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm13
	vaddps	.LCPI0_63(%rip){1to16}, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm12
	vmovaps	%zmm15, %zmm13
	vmovaps	%zmm0, %zmm15
	vsubps	%zmm12, %zmm11, %zmm12
	vmulps	%zmm12, %zmm11, %zmm11
	vsubps	%zmm12, %zmm18, %zmm12
	vdivps	%zmm12, %zmm11, %zmm11
	vaddps	%zmm2, %zmm2, %zmm12
	vmulps	%zmm23, %zmm12, %zmm12
	vsubps	40024(%rsp,%rcx), %zmm12, %zmm12
	vsubps	%zmm11, %zmm6, %zmm6
	vsubps	%zmm6, %zmm4, %zmm4
	vaddps	%zmm9, %zmm4, %zmm4
	vpaddd	%zmm17, %zmm5, %zmm6
	vpsrld	$1, %zmm6, %zmm6
	vpsubd	%zmm6, %zmm5, %zmm5
	vpslld	$23, %zmm5, %zmm5
	vpslld	$23, %zmm6, %zmm6
	vpaddd	%zmm10, %zmm6, %zmm6
	vmulps	%zmm6, %zmm4, %zmm4
	vpaddd	%zmm8, %zmm5, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vxorps	%xmm5, %xmm5, %xmm5
	vcmpunordps	%zmm5, %zmm3, %k1
	vmovaps	%zmm7, %zmm4 {%k1}
	vmulps	656(%rsp), %zmm4, %zmm3
	vaddps	%zmm3, %zmm12, %zmm3
	vcmpeqps	3472(%rsp), %zmm1, %k1
	vmovaps	%zmm20, %zmm4 {%k1} {z}
	vaddps	%zmm3, %zmm4, %zmm3
	vmulps	%zmm3, %zmm0, %zmm3
	vsubps	%zmm3, %zmm2, %zmm2
	vandps	%zmm21, %zmm2, %zmm3
	vpcmpgtd	%zmm8, %zmm3, %k1
	vmovdqa32	%zmm22, %zmm2 {%k1}
	vmovdqu64	%zmm2, 7256(%rsp,%rcx)
	vmovups	480(%rsp), %zmm0
	vsubps	%zmm30, %zmm0, %zmm2
	vmaxps	%zmm2, %zmm16, %zmm3
	vminps	%zmm3, %zmm24, %zmm3
	vmulps	%zmm28, %zmm3, %zmm4
	vaddps	%zmm31, %zmm4, %zmm4
	vaddps	%zmm26, %zmm4, %zmm5
	vmulps	%zmm27, %zmm5, %zmm6
	vsubps	%zmm6, %zmm3, %zmm3
	vmulps	%zmm13, %zmm5, %zmm5
	vsubps	%zmm5, %zmm3, %zmm6
	vmulps	%zmm6, %zmm6, %zmm11
	vmulps	%zmm29, %zmm11, %zmm12
	vaddps	%zmm14, %zmm12, %zmm12
	vmulps	%zmm12, %zmm11, %zmm12
	vaddps	%zmm19, %zmm12, %zmm12
	vmulps	%zmm12, %zmm11, %zmm12
	vaddps	%zmm25, %zmm12, %zmm12
	vmulps	%zmm12, %zmm11, %zmm12
	vaddps	.LCPI0_63(%rip){1to16}, %zmm12, %zmm12
	vmulps	%zmm12, %zmm11, %zmm11
	vmovups	1200(%rsp), %zmm12
	vxorps	%xmm9, %xmm9, %xmm9
	vsubps	%zmm11, %zmm6, %zmm11
	vmulps	%zmm11, %zmm6, %zmm6
	vsubps	%zmm11, %zmm18, %zmm11
	vdivps	%zmm11, %zmm6, %zmm6
	vmovaps	%zmm7, %zmm11
	vmovups	1136(%rsp), %zmm7
	vsubps	%zmm6, %zmm5, %zmm5
	vmovdqa64	%zmm10, %zmm6
	vsubps	%zmm5, %zmm3, %zmm3
	vaddps	.LCPI0_64(%rip){1to16}, %zmm3, %zmm3
	vpaddd	%zmm17, %zmm4, %zmm5
	vpsrld	$1, %zmm5, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	vpslld	$23, %zmm5, %zmm5
	vpaddd	%zmm10, %zmm5, %zmm5
	vmulps	%zmm5, %zmm3, %zmm3
	vpslld	$23, %zmm4, %zmm4
	vpaddd	%zmm8, %zmm4, %zmm4
	vmulps	%zmm4, %zmm3, %zmm3
	vcmpunordps	%zmm9, %zmm2, %k1
	vaddps	%zmm0, %zmm0, %zmm2
	vmulps	%zmm23, %zmm2, %zmm2
	vsubps	40088(%rsp,%rcx), %zmm2, %zmm2
	vmovaps	%zmm11, %zmm3 {%k1}
	vmulps	224(%rsp), %zmm3, %zmm3
	vaddps	%zmm3, %zmm2, %zmm2
	vcmpeqps	%zmm1, %zmm12, %k1
	vmovaps	%zmm20, %zmm3 {%k1} {z}
	vaddps	%zmm2, %zmm3, %zmm2
	vmulps	%zmm2, %zmm15, %zmm2
	vsubps	%zmm2, %zmm0, %zmm1
	vandps	%zmm21, %zmm1, %zmm2
	vpcmpgtd	%zmm8, %zmm2, %k1
	vmovdqa32	%zmm22, %zmm1 {%k1}
	vmovdqu64	%zmm1, 7320(%rsp,%rcx)
	incq	%rdx
	addq	$256, %rcx
	cmpq	%rdx, %r13
	jne	.LBB0_47
	jmp	.LBB0_13
	.p2align	4
.LBB0_48:
	testq	%r13, %r13
	sete	%al
	cmpq	$0, 1328(%rsp)
	sete	%cl
	orb	%al, %cl
	jne	.LBB0_7
	movq	-88(%rsp), %rax
	imulq	%r13, %rax
	cmpq	$1, %rax
	jne	.LBB0_51
	xorl	%ecx, %ecx
	jmp	.LBB0_60
	.p2align	4
.LBB0_51:
	movq	%rax, %r14
	movl	%eax, %r15d
	andl	$16382, %r15d
	xorl	%ecx, %ecx
	jmp	.LBB0_54
	.p2align	4
.LBB0_52:
	xorl	%edx, %edx
	divq	%r13
.LBB0_53:
	cmpq	1328(%rsp), %rax
	movq	%rbx, %rdi
	cmovbq	%rax, %rdi
	addq	-104(%rsp), %rdi
	movq	%rdx, %r10
	shlq	$8, %r10
	addq	%rsp, %r10
	addq	$7320, %r10
	vmovss	(%r10,%rax,4), %xmm0
	imulq	%r13, %rdi
	leaq	(%r11,%rdi,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r15
	je	.LBB0_59
.LBB0_54:
	movq	%rcx, %rax
	orq	%r13, %rax
	shrq	$32, %rax
	je	.LBB0_56
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r13
	jmp	.LBB0_57
	.p2align	4
.LBB0_56:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r13d
.LBB0_57:
	cmpq	1328(%rsp), %rax
	movq	%rbx, %rdi
	cmovbq	%rax, %rdi
	addq	-104(%rsp), %rdi
	imulq	%r13, %rdi
	movq	%rdx, %r10
	shlq	$8, %r10
	addq	%rsp, %r10
	addq	$7320, %r10
	vmovss	(%r10,%rax,4), %xmm0
	leaq	(%r11,%rdi,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	leaq	1(%rcx), %rax
	movq	%rax, %rdx
	orq	%r13, %rdx
	shrq	$32, %rdx
	jne	.LBB0_52
	xorl	%edx, %edx
	divl	%r13d
	jmp	.LBB0_53
	.p2align	4
.LBB0_59:
	testb	$1, %r14b
	movq	%r9, %r15
	je	.LBB0_7
.LBB0_60:
	movq	%rcx, %rax
	orq	%r13, %rax
	shrq	$32, %rax
	jne	.LBB0_5
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r13d
	jmp	.LBB0_6
.LBB0_62:
	cmpq	%r9, %rax
	jbe	.LBB0_170
	cmpq	$0, 24(%rsp)
	je	.LBB0_170
	movq	16(%rdi), %r12
	leaq	(,%r13,8), %rdi
	movq	%r13, %rdx
	andq	$-4, %rdx
	movq	%rdx, -24(%rsp)
	movq	%r13, %r14
	shrq	$2, %r14
	movq	-64(%rsp), %rcx
	movq	%rcx, %rsi
	shrq	$32, %rsi
	movq	%r9, %rax
	imulq	%r13, %rax
	movq	%rax, 480(%rsp)
	leaq	(,%r13,4), %r8
	leaq	4(,%r9,4), %rax
	imulq	%r13, %rax
	movq	%rax, 880(%rsp)
	movq	%r8, %rax
	negq	%rax
	movq	%rax, 872(%rsp)
	leaq	-1(%rdx), %rax
	movq	%rax, 96(%rsp)
	shrq	%rax
	movq	%rax, 32(%rsp)
	leaq	(%r12,%rdi), %rdx
	movq	%r9, -104(%rsp)
	leaq	(%r12,%rdi), %r9
	addq	$4, %r9
	leaq	-1(%r14), %r10
	movq	%r10, %r11
	shlq	$4, %r11
	leaq	(%r11,%rdx), %rbx
	addq	$4, %rbx
	cmpq	%r9, %rbx
	setb	%bl
	shrq	$60, %r10
	setne	%r10b
	leaq	(%r12,%rdi), %rax
	addq	$8, %rax
	leaq	(%r11,%rdx), %r15
	addq	$8, %r15
	cmpq	%rax, %r15
	setb	%bpl
	orb	%bl, %bpl
	addq	%rdx, %r11
	addq	$12, %r11
	leaq	(%r12,%rdi), %rax
	addq	$12, %rax
	movq	%rax, 976(%rsp)
	cmpq	%rax, %r11
	setb	%r11b
	orb	%r10b, %r11b
	orb	%bpl, %r11b
	movb	%r11b, -118(%rsp)
	movq	%rdx, 1264(%rsp)
	movabsq	$2305843009213693920, %rbx
	movq	%r14, %rdi
	andq	%rbx, %rdi
	movq	%rdi, 8(%rsp)
	orq	$24, %rbx
	movq	%r14, 16(%rsp)
	andq	%r14, %rbx
	movabsq	$4611686018427387840, %r14
	leaq	63(%r14), %r10
	cmpq	%r10, 96(%rsp)
	seta	%r8b
	movq	32(%rsp), %rdi
	leaq	(%rdx,%rdi,8), %r10
	addq	$4, %r10
	cmpq	%r9, %r10
	movq	-104(%rsp), %r9
	setb	%r10b
	orb	%r8b, %r10b
	movb	%r10b, -119(%rsp)
	movl	$3449720151, %r8d
	leaq	1993301258(%rsi), %r10
	leaq	842468239(%rsi), %rbp
	leaq	1684936478(%rsi), %rdx
	movq	%rdx, 1392(%rsp)
	leaq	534103459(%rsi), %rdx
	movq	%rdx, 2128(%rsp)
	leal	-1767562579(%rsi), %edx
	movl	%edx, 2064(%rsp)
	leaq	-305585874(%rsi,%r8), %r11
	movq	%r11, 576(%rsp)
	leaq	536882365(%rsi,%r8), %r11
	leaq	-613950654(%rsi,%r8), %rdx
	leaq	228517585(%rsi,%r8), %rsi
	movq	%rsi, 2000(%rsp)
	leaq	(%r13,%r13,2), %rsi
	leaq	(%r12,%rsi,4), %rsi
	movq	%rsi, 864(%rsp)
	leaq	(,%r13,4), %rsi
	leaq	1(%rdi), %r15
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 2768(%rsp)
	leaq	-795284382(%rcx,%r8), %rdi
	movq	%rdi, 192(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 4304(%rsp)
	leaq	1013904242(%rcx), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3408(%rsp)
	movq	%r10, 208(%rsp)
	vpbroadcastq	%r10, %zmm0
	vmovdqu64	%zmm0, 4240(%rsp)
	movq	2128(%rsp), %r10
	leaq	218619860(%rcx,%r8), %rax
	movq	%rax, 3216(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3344(%rsp)
	movq	%rbp, 3280(%rsp)
	vpbroadcastq	%rbp, %zmm0
	vmovdqu64	%zmm0, 2704(%rsp)
	leaq	2027808484(%rcx), %rax
	movq	%rax, 3152(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 2640(%rsp)
	movq	%r11, 1776(%rsp)
	vpbroadcastq	%r11, %zmm0
	movq	-32(%rsp), %r11
	vmovdqu64	%zmm0, 2576(%rsp)
	leaq	1013904242(%rcx), %rax
	leaq	387276957(%rcx), %rbp
	movq	%rbp, 3088(%rsp)
	vpbroadcastq	%rbp, %zmm0
	vmovdqu64	%zmm0, 1328(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 4176(%rsp)
	leaq	-408007425(%rcx,%r8), %rbp
	movq	%rbp, 3024(%rsp)
	vpbroadcastq	%rbp, %zmm0
	vmovdqu64	%zmm0, 4112(%rsp)
	movq	1392(%rsp), %rdi
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3984(%rsp)
	leaq	1401181199(%rcx), %rbp
	vpbroadcastq	%rbp, %zmm0
	vmovdqu64	%zmm0, 4432(%rsp)
	vpbroadcastq	%r10, %zmm0
	vmovdqu64	%zmm0, 4368(%rsp)
	leaq	605896817(%rcx,%r8), %r8
	movq	%r8, -56(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 2512(%rsp)
	movq	2000(%rsp), %rdi
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3920(%rsp)
	leal	-1879881855(%rcx), %ecx
	movl	%ecx, 2896(%rsp)
	vpbroadcastd	%ecx, %ymm0
	vmovdqu	%ymm0, 2448(%rsp)
	movl	2064(%rsp), %ecx
	vpbroadcastd	%ecx, %ymm0
	vmovdqu	%ymm0, 2384(%rsp)
	movq	8(%rsp), %r8
	vpbroadcastq	%r8, %zmm0
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vporq	%zmm1, %zmm0, %zmm0
	vmovdqu64	%zmm0, 4048(%rsp)
	movq	%r15, %rdi
	andq	%r14, %rdi
	orq	$56, %r14
	movq	%r15, 200(%rsp)
	andq	%r15, %r14
	movq	%r13, %rcx
	andq	$-16, %rcx
	vpbroadcastd	%xmm29, %zmm31
	movq	%rcx, -88(%rsp)
	vpbroadcastq	%rcx, %ymm0
	vpor	%ymm1, %ymm0, %ymm0
	vmovdqu	%ymm0, 1840(%rsp)
	leaq	(,%r13,8), %rcx
	addq	%r12, %rcx
	addq	$384, %rcx
	movq	%rcx, 568(%rsp)
	movq	%rbx, 920(%rsp)
	subq	%r8, %rbx
	movq	%rbx, 912(%rsp)
	movq	%rdx, %r15
	movq	%rsi, %rcx
	andq	$-512, %rcx
	addq	1264(%rsp), %rcx
	movq	%rcx, 904(%rsp)
	movq	%r9, %rcx
	imulq	-72(%rsp), %rcx
	movq	%rcx, 184(%rsp)
	vpbroadcastq	.LCPI0_1(%rip), %zmm1
	vpbroadcastq	.LCPI0_2(%rip), %zmm2
	movq	480(%rsp), %r8
	leaq	(,%r8,4), %rcx
	movq	%rcx, 856(%rsp)
	leaq	(%r11,%r8,4), %rdx
	movq	168(%rsp), %rcx
	leaq	(%rcx,%r8,4), %rcx
	vpxord	%xmm30, %xmm30, %xmm30
	vmovdqa64	.LCPI0_0(%rip), %zmm12
	vmovdqa64	.LCPI0_49(%rip), %zmm14
	vmovdqa64	.LCPI0_50(%rip), %zmm16
	vxorps	%xmm6, %xmm6, %xmm6
	leaq	(%r12,%r13,8), %r8
	movq	%r8, (%rsp)
	movq	-24(%rsp), %rbx
	leaq	1(%rbx), %r8
	movq	%r8, 560(%rsp)
	leaq	2(%rbx), %r8
	movq	%r8, 552(%rsp)
	movq	%rdi, 544(%rsp)
	addq	%rdi, %rdi
	movq	%rdi, 944(%rsp)
	movq	%r14, 936(%rsp)
	leaq	(%r14,%r14), %rdi
	movq	%rdi, 928(%rsp)
	xorl	%edi, %edi
	movl	$1, %ebx
	movq	%rdx, 3792(%rsp)
	vmovdqa64	.LCPI0_51(%rip), %zmm11
	vmovaps	.LCPI0_9(%rip), %zmm15
	vmovdqa64	.LCPI0_10(%rip), %zmm13
	vmovd	.LCPI0_11(%rip), %xmm10
	vmovd	.LCPI0_12(%rip), %xmm5
	vmovd	.LCPI0_17(%rip), %xmm4
	vmovss	.LCPI0_22(%rip), %xmm20
	vmovss	.LCPI0_25(%rip), %xmm9
	vmovsd	.LCPI0_27(%rip), %xmm8
	vmovsd	.LCPI0_46(%rip), %xmm7
	movq	%r12, 480(%rsp)
	movq	%r15, 2192(%rsp)
	movq	%rbp, 2960(%rsp)
	vmovdqu64	%zmm31, 592(%rsp)
	vmovdqa64	%xmm29, 992(%rsp)
	movq	%rsi, 888(%rsp)
	movq	%rax, 2832(%rsp)
	jmp	.LBB0_66
	.p2align	4
.LBB0_65:
	movq	-104(%rsp), %r9
	incq	%r9
	movq	896(%rsp), %rdi
	incq	%rdi
	movq	184(%rsp), %rcx
	addq	-72(%rsp), %rcx
	movq	%rcx, 184(%rsp)
	movq	888(%rsp), %rsi
	movq	96(%rsp), %rdx
	addq	%rsi, %rdx
	movq	-48(%rsp), %rcx
	addq	%rsi, %rcx
	cmpq	176(%rsp), %r9
	movq	2832(%rsp), %rax
	vpbroadcastq	.LCPI0_1(%rip), %zmm1
	vpbroadcastq	.LCPI0_2(%rip), %zmm2
	je	.LBB0_170
.LBB0_66:
	movq	%rdx, 96(%rsp)
	movq	%rcx, -48(%rsp)
	movq	872(%rsp), %r10
	imulq	%rdi, %r10
	movq	%rsi, %rcx
	movq	%rdi, 896(%rsp)
	imulq	%rdi, %rcx
	movq	856(%rsp), %rdx
	addq	%rcx, %rdx
	leaq	(%r11,%rdx), %rsi
	movq	%rsi, 32(%rsp)
	addq	880(%rsp), %rcx
	leaq	(%r11,%rcx), %rdi
	movq	%rax, %rsi
	movq	168(%rsp), %rax
	addq	%rax, %rdx
	addq	%rax, %rcx
	movq	%r9, %r8
	imulq	%r13, %r8
	movq	%r9, -104(%rsp)
	imulq	-72(%rsp), %r9
	movq	16(%rsp), %rax
	addq	%r9, %rax
	movl	%eax, %ebp
	movl	$3449720151, %r11d
	addq	$78811644, %r11
	movq	%r11, -40(%rsp)
	imulq	%r11, %rbp
	xorq	-64(%rsp), %rax
	xorq	%rbp, %rax
	shrq	$32, %rax
	movl	$3449720151, %r11d
	imulq	%r11, %rax
	movq	%rax, %r11
	shrq	$32, %r11
	xorq	192(%rsp), %r11
	movq	%r11, 952(%rsp)
	xorq	576(%rsp), %rbp
	movq	%rbp, 960(%rsp)
	xorq	%rsi, %rax
	movq	%rax, 968(%rsp)
	addq	%r12, %r10
	movq	%r10, 3856(%rsp)
	movq	32(%rsp), %rsi
	cmpq	%rcx, %rsi
	setb	%r10b
	cmpq	%rdi, %rdx
	setb	%r11b
	andb	%r10b, %r11b
	cmpq	864(%rsp), %rsi
	setb	%r10b
	cmpq	%rdi, (%rsp)
	setb	%al
	andb	%r10b, %al
	orb	%r11b, %al
	movb	%al, -117(%rsp)
	cmpq	%rcx, %rsi
	setb	%cl
	cmpq	%rdi, %rdx
	movl	$3449720151, %edi
	movq	-32(%rsp), %rax
	leaq	(%rax,%r8,4), %rbp
	vpbroadcastq	%r9, %zmm0
	vpaddq	%zmm1, %zmm0, %zmm1
	vpaddq	%zmm2, %zmm0, %zmm2
	vmovdqu64	%zmm0, 2320(%rsp)
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm0, %zmm3
	setb	%al
	andb	%cl, %al
	movb	%al, -120(%rsp)
	movq	$0, 1712(%rsp)
	vmovd	-16(%rsp), %xmm0
	vmovd	%xmm0, -116(%rsp)
	movq	%rbp, -80(%rsp)
	vmovdqu64	%zmm2, 1936(%rsp)
	vmovdqu64	%zmm3, 2256(%rsp)
	vmovdqu64	%zmm1, 3728(%rsp)
	jmp	.LBB0_68
	.p2align	4
.LBB0_67:
	vmovss	-116(%rsp), %xmm0
	vmulss	-4(%rsp), %xmm0, %xmm0
	vmovss	%xmm0, -116(%rsp)
	movq	1712(%rsp), %rcx
	incq	%rcx
	movq	%rcx, 1712(%rsp)
	cmpq	24(%rsp), %rcx
	movl	$3449720151, %edi
	vmovd	.LCPI0_11(%rip), %xmm10
	vmovd	.LCPI0_12(%rip), %xmm5
	vmovd	.LCPI0_17(%rip), %xmm4
	vmovss	.LCPI0_22(%rip), %xmm20
	vmovss	.LCPI0_25(%rip), %xmm9
	vmovsd	.LCPI0_27(%rip), %xmm8
	vmovsd	.LCPI0_46(%rip), %xmm7
	vmovdqa64	.LCPI0_0(%rip), %zmm12
	vmovdqa64	.LCPI0_49(%rip), %zmm14
	vmovdqa64	.LCPI0_50(%rip), %zmm16
	vmovdqa64	.LCPI0_51(%rip), %zmm11
	je	.LBB0_65
.LBB0_68:
	cmpl	$0, -8(%rsp)
	sete	%al
	movl	%eax, 216(%rsp)
	cmpl	$0, -92(%rsp)
	je	.LBB0_95
	movq	584(%rsp), %rax
	movq	1712(%rsp), %rsi
	addq	%rsi, %rax
	movq	%rax, %rsi
	shrq	$32, %rsi
	imulq	%rdi, %rsi
	movq	%rsi, %rdi
	shrq	$32, %rdi
	movq	%rax, 3664(%rsp)
	movl	%eax, %r11d
	movq	-64(%rsp), %r8
	xorl	%r8d, %r11d
	movq	%rdi, 984(%rsp)
	xorl	%edi, %r11d
	movq	-40(%rsp), %rax
	imulq	%rax, %r11
	movq	%r11, %rdi
	shrq	$32, %rdi
	xorq	576(%rsp), %rdi
	cmpb	$0, -118(%rsp)
	vmovdqu64	4432(%rsp), %zmm11
	vmovdqu64	4368(%rsp), %zmm21
	movq	%rsi, 1872(%rsp)
	movq	%rdi, 32(%rsp)
	je	.LBB0_73
	xorl	%edi, %edi
	movq	-56(%rsp), %r13
	movl	$3449720151, %r14d
	vmovsd	.LCPI0_29(%rip), %xmm27
	vmovdqa	%xmm10, %xmm12
	vmovdqa	%xmm5, %xmm14
	vmovdqa64	%xmm4, %xmm18
	movq	%r11, %rcx
.LBB0_71:
	movq	1872(%rsp), %r9
	xorq	192(%rsp), %r9
	xorq	208(%rsp), %rcx
	movq	16(%rsp), %r11
	subq	%rdi, %r11
	movq	184(%rsp), %rdx
	leaq	(%rdx,%rdi), %r15
	shlq	$4, %rdi
	addq	976(%rsp), %rdi
	.p2align	4
.LBB0_72:
	movl	%r15d, %edx
	imulq	%rax, %rdx
	movq	%r15, %r12
	xorq	%r8, %r12
	xorq	%rdx, %r12
	shrq	$32, %r12
	imulq	%r14, %r12
	movq	%r12, %rbp
	shrq	$32, %rbp
	xorl	%r9d, %ebp
	xorl	32(%rsp), %edx
	imulq	%rax, %rbp
	imulq	%r14, %rdx
	movq	%rdx, %rsi
	shrq	$32, %rsi
	movq	2832(%rsp), %r8
	xorl	%esi, %r8d
	movq	%rbp, %r10
	shrq	$32, %r10
	xorl	%r8d, %r12d
	movq	-64(%rsp), %r8
	xorl	%ecx, %r10d
	imulq	%rax, %r12
	imulq	%r14, %r10
	movq	%r10, %rsi
	shrq	$32, %rsi
	xorl	3216(%rsp), %edx
	xorl	%esi, %edx
	movq	%r12, %rsi
	shrq	$32, %rsi
	xorl	3280(%rsp), %ebp
	xorl	%esi, %ebp
	imulq	%rax, %rdx
	imulq	%r14, %rbp
	movq	%rbp, %rsi
	shrq	$32, %rsi
	xorl	3152(%rsp), %r10d
	xorl	%esi, %r10d
	movq	%rdx, %rsi
	xorl	1776(%rsp), %r12d
	shrq	$32, %rsi
	xorl	%esi, %r12d
	imulq	%rax, %r10
	imulq	%r14, %r12
	movq	%r12, %rsi
	shrq	$32, %rsi
	xorl	3088(%rsp), %ebp
	xorl	%esi, %ebp
	movq	%r10, %rsi
	shrq	$32, %rsi
	xorl	2192(%rsp), %edx
	xorl	%esi, %edx
	imulq	%rax, %rbp
	imulq	%r14, %rdx
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorl	3024(%rsp), %r12d
	xorl	%esi, %r12d
	movq	%rbp, %rsi
	shrq	$32, %rsi
	xorl	1392(%rsp), %r10d
	xorl	%esi, %r10d
	imulq	%rax, %r12
	imulq	%r14, %r10
	movq	%r10, %rsi
	shrq	$32, %rsi
	xorl	2960(%rsp), %edx
	xorl	%esi, %edx
	movq	%r12, %rsi
	shrq	$32, %rsi
	xorl	2128(%rsp), %ebp
	xorl	%esi, %ebp
	imulq	%rax, %rdx
	imulq	%r14, %rbp
	movq	%rbp, %rsi
	shrq	$32, %rsi
	xorl	%r13d, %r10d
	xorl	%esi, %r10d
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorl	2000(%rsp), %r12d
	xorl	%esi, %r12d
	imulq	%rax, %r10
	imulq	%r14, %r12
	movq	%r12, %rsi
	shrq	$32, %rsi
	xorl	2896(%rsp), %ebp
	xorl	%esi, %ebp
	movq	%r10, %rsi
	shrq	$32, %rsi
	xorl	2064(%rsp), %edx
	xorl	%esi, %edx
	movl	%ebp, -12(%rdi)
	movl	%r12d, -8(%rdi)
	movl	%edx, -4(%rdi)
	movl	%r10d, (%rdi)
	addq	$16, %rdi
	incq	%r15
	decq	%r11
	jne	.LBB0_72
	jmp	.LBB0_80
	.p2align	4
.LBB0_73:
	vpbroadcastq	%rsi, %zmm0
	vpxorq	4304(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 288(%rsp)
	movq	%r11, %rsi
	vpbroadcastq	%r11, %zmm0
	vpxorq	4240(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 656(%rsp)
	vpbroadcastq	%rdi, %zmm31
	movq	568(%rsp), %rdi
	movq	8(%rsp), %r9
	vmovdqa64	.LCPI0_0(%rip), %zmm0
	vmovdqu64	1328(%rsp), %zmm25
	vmovdqu64	4176(%rsp), %zmm26
	vmovdqu64	4112(%rsp), %zmm27
	vmovdqu64	3984(%rsp), %zmm28
	vmovdqa64	%zmm11, %zmm29
	vmovdqa64	%zmm21, %zmm30
	vmovdqu64	3920(%rsp), %zmm12
	vpbroadcastq	.LCPI0_4(%rip), %zmm4
	vpbroadcastq	.LCPI0_5(%rip), %zmm13
	.p2align	4
.LBB0_74:
	vpaddq	2320(%rsp), %zmm0, %zmm1
	vpaddq	3728(%rsp), %zmm0, %zmm2
	vpaddq	1936(%rsp), %zmm0, %zmm3
	vpaddq	2256(%rsp), %zmm0, %zmm5
	vpmuludq	%zmm4, %zmm1, %zmm7
	vpmuludq	%zmm4, %zmm2, %zmm8
	vpmuludq	%zmm4, %zmm3, %zmm9
	vpmuludq	%zmm4, %zmm5, %zmm10
	vmovdqu64	2768(%rsp), %zmm11
	vpternlogq	$150, %zmm11, %zmm7, %zmm1
	vpternlogq	$150, %zmm11, %zmm8, %zmm2
	vpternlogq	$150, %zmm11, %zmm9, %zmm3
	vpternlogq	$150, %zmm11, %zmm10, %zmm5
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm5, %zmm5
	vpmuludq	%zmm13, %zmm1, %zmm1
	vpmuludq	%zmm13, %zmm2, %zmm2
	vpmuludq	%zmm13, %zmm3, %zmm11
	vpmuludq	%zmm13, %zmm5, %zmm14
	vpsrlq	$32, %zmm1, %zmm3
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm11, %zmm15
	vpsrlq	$32, %zmm14, %zmm16
	vmovdqu64	288(%rsp), %zmm17
	vpxorq	%zmm17, %zmm3, %zmm3
	vpxorq	%zmm17, %zmm5, %zmm5
	vpxorq	%zmm17, %zmm15, %zmm15
	vpxorq	%zmm7, %zmm31, %zmm7
	vpxorq	%zmm8, %zmm31, %zmm8
	vpxorq	%zmm9, %zmm31, %zmm9
	vpxorq	%zmm17, %zmm16, %zmm16
	vpxorq	%zmm10, %zmm31, %zmm10
	vpmuludq	%zmm4, %zmm3, %zmm17
	vpmuludq	%zmm4, %zmm5, %zmm18
	vpmuludq	%zmm4, %zmm15, %zmm3
	vpmuludq	%zmm13, %zmm7, %zmm15
	vpmuludq	%zmm4, %zmm16, %zmm5
	vpmuludq	%zmm13, %zmm8, %zmm8
	vpmuludq	%zmm13, %zmm9, %zmm16
	vpmuludq	%zmm13, %zmm10, %zmm10
	vpsrlq	$32, %zmm17, %zmm7
	vpsrlq	$32, %zmm18, %zmm9
	vpsrlq	$32, %zmm3, %zmm19
	vpsrlq	$32, %zmm15, %zmm20
	vpsrlq	$32, %zmm8, %zmm21
	vmovdqu64	3408(%rsp), %zmm22
	vpternlogq	$150, %zmm22, %zmm1, %zmm20
	vpsrlq	$32, %zmm16, %zmm1
	vpternlogq	$150, %zmm22, %zmm2, %zmm21
	vpsrlq	$32, %zmm5, %zmm2
	vpternlogq	$150, %zmm22, %zmm11, %zmm1
	vpsrlq	$32, %zmm10, %zmm11
	vpternlogq	$150, %zmm22, %zmm14, %zmm11
	vmovdqu64	656(%rsp), %zmm23
	vpxorq	%zmm23, %zmm7, %zmm14
	vpxorq	%zmm23, %zmm9, %zmm22
	vpxorq	%zmm23, %zmm19, %zmm19
	vpxorq	%zmm23, %zmm2, %zmm23
	vpmuludq	%zmm4, %zmm20, %zmm9
	vpmuludq	%zmm4, %zmm21, %zmm7
	vpmuludq	%zmm4, %zmm1, %zmm2
	vpmuludq	%zmm4, %zmm11, %zmm1
	vpmuludq	%zmm13, %zmm14, %zmm11
	vpmuludq	%zmm13, %zmm22, %zmm14
	vpmuludq	%zmm13, %zmm19, %zmm19
	vpmuludq	%zmm13, %zmm23, %zmm20
	vpsrlq	$32, %zmm11, %zmm21
	vmovdqu64	3344(%rsp), %zmm23
	vpternlogq	$150, %zmm15, %zmm23, %zmm21
	vpsrlq	$32, %zmm14, %zmm15
	vpternlogq	$150, %zmm8, %zmm23, %zmm15
	vpsrlq	$32, %zmm19, %zmm22
	vpternlogq	$150, %zmm16, %zmm23, %zmm22
	vpsrlq	$32, %zmm20, %zmm16
	vpternlogq	$150, %zmm10, %zmm23, %zmm16
	vpsrlq	$32, %zmm9, %zmm23
	vmovdqu64	2704(%rsp), %zmm8
	vpternlogq	$150, %zmm8, %zmm17, %zmm23
	vpsrlq	$32, %zmm7, %zmm17
	vpternlogq	$150, %zmm8, %zmm18, %zmm17
	vpsrlq	$32, %zmm2, %zmm18
	vpternlogq	$150, %zmm8, %zmm3, %zmm18
	vpsrlq	$32, %zmm1, %zmm24
	vpternlogq	$150, %zmm8, %zmm5, %zmm24
	vpmuludq	%zmm4, %zmm21, %zmm10
	vpmuludq	%zmm4, %zmm15, %zmm8
	vpmuludq	%zmm4, %zmm22, %zmm3
	vpmuludq	%zmm13, %zmm23, %zmm15
	vpmuludq	%zmm4, %zmm16, %zmm5
	vpmuludq	%zmm13, %zmm17, %zmm16
	vpmuludq	%zmm13, %zmm18, %zmm17
	vpmuludq	%zmm13, %zmm24, %zmm18
	vpsrlq	$32, %zmm15, %zmm21
	vmovdqu64	2640(%rsp), %zmm23
	vpternlogq	$150, %zmm23, %zmm11, %zmm21
	vpsrlq	$32, %zmm16, %zmm22
	vpternlogq	$150, %zmm23, %zmm14, %zmm22
	vpsrlq	$32, %zmm17, %zmm14
	vpternlogq	$150, %zmm23, %zmm19, %zmm14
	vpsrlq	$32, %zmm18, %zmm19
	vpternlogq	$150, %zmm23, %zmm20, %zmm19
	vpsrlq	$32, %zmm10, %zmm20
	vmovdqu64	2576(%rsp), %zmm11
	vpternlogq	$150, %zmm9, %zmm11, %zmm20
	vpsrlq	$32, %zmm8, %zmm23
	vpternlogq	$150, %zmm7, %zmm11, %zmm23
	vpsrlq	$32, %zmm3, %zmm7
	vpternlogq	$150, %zmm2, %zmm11, %zmm7
	vpsrlq	$32, %zmm5, %zmm24
	vpternlogq	$150, %zmm1, %zmm11, %zmm24
	vpmuludq	%zmm4, %zmm21, %zmm11
	vpmuludq	%zmm4, %zmm22, %zmm9
	vpmuludq	%zmm4, %zmm14, %zmm2
	vpmuludq	%zmm4, %zmm19, %zmm1
	vpmuludq	%zmm13, %zmm20, %zmm14
	vpmuludq	%zmm13, %zmm23, %zmm19
	vpmuludq	%zmm13, %zmm7, %zmm20
	vpmuludq	%zmm13, %zmm24, %zmm21
	vpsrlq	$32, %zmm14, %zmm7
	vpternlogq	$150, %zmm15, %zmm25, %zmm7
	vpsrlq	$32, %zmm19, %zmm22
	vpternlogq	$150, %zmm16, %zmm25, %zmm22
	vpsrlq	$32, %zmm20, %zmm16
	vpternlogq	$150, %zmm17, %zmm25, %zmm16
	vpsrlq	$32, %zmm21, %zmm17
	vpternlogq	$150, %zmm18, %zmm25, %zmm17
	vpsrlq	$32, %zmm11, %zmm18
	vpternlogq	$150, %zmm26, %zmm10, %zmm18
	vpsrlq	$32, %zmm9, %zmm10
	vpternlogq	$150, %zmm26, %zmm8, %zmm10
	vpsrlq	$32, %zmm2, %zmm23
	vpternlogq	$150, %zmm26, %zmm3, %zmm23
	vpsrlq	$32, %zmm1, %zmm3
	vpternlogq	$150, %zmm26, %zmm5, %zmm3
	vpmuludq	%zmm4, %zmm7, %zmm15
	vpmuludq	%zmm4, %zmm22, %zmm8
	vpmuludq	%zmm4, %zmm16, %zmm5
	vpmuludq	%zmm13, %zmm18, %zmm18
	vpmuludq	%zmm4, %zmm17, %zmm7
	vpmuludq	%zmm13, %zmm10, %zmm17
	vpmuludq	%zmm13, %zmm23, %zmm22
	vpmuludq	%zmm13, %zmm3, %zmm23
	vpsrlq	$32, %zmm18, %zmm3
	vpternlogq	$150, %zmm27, %zmm14, %zmm3
	vpsrlq	$32, %zmm17, %zmm10
	vpternlogq	$150, %zmm27, %zmm19, %zmm10
	vpsrlq	$32, %zmm22, %zmm14
	vpternlogq	$150, %zmm27, %zmm20, %zmm14
	vpsrlq	$32, %zmm23, %zmm19
	vpternlogq	$150, %zmm27, %zmm21, %zmm19
	vpsrlq	$32, %zmm15, %zmm20
	vpternlogq	$150, %zmm11, %zmm28, %zmm20
	vpsrlq	$32, %zmm8, %zmm21
	vpternlogq	$150, %zmm9, %zmm28, %zmm21
	vpsrlq	$32, %zmm5, %zmm9
	vpternlogq	$150, %zmm2, %zmm28, %zmm9
	vpsrlq	$32, %zmm7, %zmm2
	vpternlogq	$150, %zmm1, %zmm28, %zmm2
	vpmuludq	%zmm4, %zmm3, %zmm16
	vpmuludq	%zmm4, %zmm10, %zmm11
	vpmuludq	%zmm4, %zmm14, %zmm10
	vpmuludq	%zmm4, %zmm19, %zmm3
	vpmuludq	%zmm13, %zmm20, %zmm14
	vpmuludq	%zmm13, %zmm21, %zmm19
	vpmuludq	%zmm13, %zmm9, %zmm20
	vpmuludq	%zmm13, %zmm2, %zmm21
	vpsrlq	$32, %zmm14, %zmm1
	vpternlogq	$150, %zmm18, %zmm29, %zmm1
	vpsrlq	$32, %zmm19, %zmm2
	vpternlogq	$150, %zmm17, %zmm29, %zmm2
	vpsrlq	$32, %zmm20, %zmm17
	vpternlogq	$150, %zmm22, %zmm29, %zmm17
	vpsrlq	$32, %zmm21, %zmm18
	vpternlogq	$150, %zmm23, %zmm29, %zmm18
	vpsrlq	$32, %zmm16, %zmm22
	vpternlogq	$150, %zmm30, %zmm15, %zmm22
	vpsrlq	$32, %zmm11, %zmm15
	vpternlogq	$150, %zmm30, %zmm8, %zmm15
	vpsrlq	$32, %zmm10, %zmm23
	vpternlogq	$150, %zmm30, %zmm5, %zmm23
	vpsrlq	$32, %zmm3, %zmm5
	vpternlogq	$150, %zmm30, %zmm7, %zmm5
	vpmuludq	%zmm4, %zmm1, %zmm9
	vpmuludq	%zmm4, %zmm2, %zmm8
	vpmuludq	%zmm4, %zmm17, %zmm7
	vpmuludq	%zmm13, %zmm22, %zmm17
	vpmuludq	%zmm4, %zmm18, %zmm1
	vpmuludq	%zmm13, %zmm15, %zmm18
	vpmuludq	%zmm13, %zmm23, %zmm22
	vpmuludq	%zmm13, %zmm5, %zmm15
	vpsrlq	$32, %zmm17, %zmm5
	vmovdqu64	2512(%rsp), %zmm23
	vpternlogq	$150, %zmm23, %zmm14, %zmm5
	vpsrlq	$32, %zmm18, %zmm14
	vpternlogq	$150, %zmm23, %zmm19, %zmm14
	vpsrlq	$32, %zmm22, %zmm19
	vpternlogq	$150, %zmm23, %zmm20, %zmm19
	vpsrlq	$32, %zmm15, %zmm2
	vpternlogq	$150, %zmm23, %zmm21, %zmm2
	vpsrlq	$32, %zmm9, %zmm20
	vpternlogq	$150, %zmm16, %zmm12, %zmm20
	vpsrlq	$32, %zmm8, %zmm16
	vpternlogq	$150, %zmm11, %zmm12, %zmm16
	vpsrlq	$32, %zmm7, %zmm21
	vpternlogq	$150, %zmm10, %zmm12, %zmm21
	vpsrlq	$32, %zmm1, %zmm23
	vpternlogq	$150, %zmm3, %zmm12, %zmm23
	vpmuludq	%zmm4, %zmm5, %zmm24
	vpmuludq	%zmm4, %zmm14, %zmm11
	vpmuludq	%zmm4, %zmm19, %zmm5
	vpmuludq	%zmm13, %zmm20, %zmm14
	vpmuludq	%zmm13, %zmm16, %zmm16
	vpmuludq	%zmm13, %zmm21, %zmm10
	vpmuludq	%zmm13, %zmm23, %zmm3
	vpsrlq	$32, %zmm14, %zmm19
	vpxorq	%zmm17, %zmm19, %zmm17
	vpsrlq	$32, %zmm16, %zmm19
	vpxorq	%zmm18, %zmm19, %zmm18
	vpsrlq	$32, %zmm10, %zmm19
	vpxorq	%zmm22, %zmm19, %zmm19
	vpsrlq	$32, %zmm24, %zmm20
	vpxorq	%zmm9, %zmm20, %zmm20
	vpsrlq	$32, %zmm3, %zmm9
	vpxorq	%zmm15, %zmm9, %zmm9
	vpsrlq	$32, %zmm11, %zmm15
	vpxorq	%zmm8, %zmm15, %zmm8
	vpsrlq	$32, %zmm5, %zmm15
	vpxorq	%zmm7, %zmm15, %zmm7
	vpmovqd	%zmm24, %ymm15
	vpmovqd	%zmm20, %ymm20
	vmovdqu64	2384(%rsp), %ymm21
	vpxord	%ymm20, %ymm21, %ymm20
	vinserti64x4	$1, %ymm15, %zmm20, %zmm15
	vpmovqd	%zmm14, %ymm14
	vpmovqd	%zmm17, %ymm17
	vmovdqu64	2448(%rsp), %ymm20
	vpxord	%ymm17, %ymm20, %ymm17
	vinserti64x4	$1, %ymm14, %zmm17, %zmm14
	vmovdqa64	%zmm14, %zmm17
	vmovdqa64	.LCPI0_6(%rip), %zmm22
	vpermt2d	%zmm15, %zmm22, %zmm17
	vmovdqa64	.LCPI0_7(%rip), %zmm23
	vpermt2d	%zmm15, %zmm23, %zmm14
	vmovdqu64	%zmm14, -320(%rdi)
	vmovdqu64	%zmm17, -384(%rdi)
	vpmovqd	%zmm16, %ymm14
	vpmovqd	%zmm18, %ymm15
	vpxord	%ymm15, %ymm20, %ymm15
	vinserti64x4	$1, %ymm14, %zmm15, %zmm14
	vpmovqd	%zmm11, %ymm11
	vpmovqd	%zmm8, %ymm8
	vpxord	%ymm8, %ymm21, %ymm8
	vinserti64x4	$1, %ymm11, %zmm8, %zmm8
	vmovdqa64	%zmm14, %zmm11
	vpermt2d	%zmm8, %zmm22, %zmm11
	vpermt2d	%zmm8, %zmm23, %zmm14
	vmovdqu64	%zmm14, -192(%rdi)
	vpmovqd	%zmm10, %ymm8
	vpmovqd	%zmm19, %ymm10
	vpxord	%ymm10, %ymm20, %ymm10
	vinserti64x4	$1, %ymm8, %zmm10, %zmm8
	vpmovqd	%zmm5, %ymm5
	vpmovqd	%zmm7, %ymm7
	vpxord	%ymm7, %ymm21, %ymm7
	vinserti64x4	$1, %ymm5, %zmm7, %zmm5
	vmovdqa64	%zmm8, %zmm7
	vpermt2d	%zmm5, %zmm22, %zmm7
	vpermt2d	%zmm5, %zmm23, %zmm8
	vmovdqu64	%zmm11, -256(%rdi)
	vmovdqu64	%zmm8, -64(%rdi)
	vpmuludq	%zmm4, %zmm2, %zmm2
	vmovdqu64	%zmm7, -128(%rdi)
	vpsrlq	$32, %zmm2, %zmm5
	vpxorq	%zmm1, %zmm5, %zmm1
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm9, %ymm5
	vpxord	%ymm5, %ymm20, %ymm5
	vinserti64x4	$1, %ymm3, %zmm5, %zmm3
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm1, %ymm1
	vpxord	%ymm1, %ymm21, %ymm1
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vmovdqa64	%zmm3, %zmm2
	vpermt2d	%zmm1, %zmm23, %zmm3
	vmovdqu64	%zmm3, 64(%rdi)
	vpermt2d	%zmm1, %zmm22, %zmm2
	vmovdqu64	%zmm2, (%rdi)
	vpaddq	.LCPI0_8(%rip){1to8}, %zmm0, %zmm0
	addq	$512, %rdi
	addq	$-32, %r9
	jne	.LBB0_74
	movq	8(%rsp), %rax
	cmpq	%rax, 16(%rsp)
	vmovdqa64	%zmm27, %zmm2
	vmovdqa64	%zmm30, %zmm21
	movq	-56(%rsp), %r13
	vpxord	%xmm30, %xmm30, %xmm30
	vmovaps	.LCPI0_9(%rip), %zmm15
	vmovdqa64	.LCPI0_10(%rip), %zmm13
	vmovd	.LCPI0_11(%rip), %xmm12
	vmovd	.LCPI0_12(%rip), %xmm14
	vmovd	.LCPI0_17(%rip), %xmm18
	vmovdqu64	2448(%rsp), %ymm17
	vmovss	.LCPI0_22(%rip), %xmm20
	vmovss	.LCPI0_25(%rip), %xmm9
	vmovsd	.LCPI0_27(%rip), %xmm8
	vmovdqu64	2512(%rsp), %zmm1
	vmovsd	.LCPI0_29(%rip), %xmm27
	vmovsd	.LCPI0_46(%rip), %xmm7
	vmovdqu	2384(%rsp), %ymm0
	movq	-40(%rsp), %rax
	vmovdqu64	2768(%rsp), %zmm25
	vmovdqu64	2704(%rsp), %zmm16
	vmovdqu64	2640(%rsp), %zmm19
	vmovdqu64	2576(%rsp), %zmm22
	movl	$3449720151, %r14d
	je	.LBB0_80
	movq	%rsi, %rcx
	movq	8(%rsp), %rdi
	testb	$96, -112(%rsp)
	je	.LBB0_71
	vmovdqa64	%zmm31, %zmm5
	vmovdqa64	%zmm2, %zmm24
	movq	192(%rsp), %rax
	xorl	1872(%rsp), %eax
	vpbroadcastq	%rax, %zmm2
	vmovdqu64	%zmm2, 288(%rsp)
	movq	208(%rsp), %rax
	xorl	%ecx, %eax
	vpbroadcastq	%rax, %zmm18
	movq	904(%rsp), %rdx
	movq	912(%rsp), %rdi
	vmovdqu64	4048(%rsp), %zmm2
	vmovdqa64	%zmm19, %zmm23
	vmovdqu64	3920(%rsp), %zmm19
	vpbroadcastq	.LCPI0_4(%rip), %zmm10
	vpbroadcastq	.LCPI0_5(%rip), %zmm12
	vmovdqa64	.LCPI0_6(%rip), %zmm14
	vmovdqa64	%zmm24, %zmm31
	vmovdqa64	%zmm26, %zmm24
	vmovdqa64	%zmm22, %zmm26
	vmovdqa64	%zmm16, %zmm22
	vmovdqa64	.LCPI0_7(%rip), %zmm16
	vmovdqa64	%ymm17, %ymm20
	vmovdqu64	2320(%rsp), %zmm17
	vmovdqu64	3984(%rsp), %zmm27
	vmovdqa64	%zmm29, %zmm28
	vmovdqa64	%zmm21, %zmm29
	vpbroadcastq	.LCPI0_1(%rip), %zmm21
	vmovdqa64	%zmm5, %zmm11
	.p2align	4
.LBB0_78:
	vpaddq	%zmm17, %zmm2, %zmm3
	vpmuludq	%zmm10, %zmm3, %zmm4
	vpternlogq	$150, %zmm25, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm12, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	288(%rsp), %zmm5, %zmm5
	vpxorq	%zmm4, %zmm11, %zmm4
	vpmuludq	%zmm10, %zmm5, %zmm5
	vpmuludq	%zmm12, %zmm4, %zmm4
	vpsrlq	$32, %zmm5, %zmm7
	vpsrlq	$32, %zmm4, %zmm8
	vpxorq	%zmm7, %zmm18, %zmm7
	vpternlogq	$150, 3408(%rsp), %zmm3, %zmm8
	vpmuludq	%zmm10, %zmm8, %zmm3
	vpmuludq	%zmm12, %zmm7, %zmm7
	vpsrlq	$32, %zmm3, %zmm8
	vpsrlq	$32, %zmm7, %zmm9
	vpternlogq	$150, 3344(%rsp), %zmm4, %zmm9
	vpternlogq	$150, %zmm22, %zmm5, %zmm8
	vpmuludq	%zmm10, %zmm9, %zmm4
	vpmuludq	%zmm12, %zmm8, %zmm5
	vpsrlq	$32, %zmm4, %zmm8
	vpsrlq	$32, %zmm5, %zmm9
	vpternlogq	$150, %zmm23, %zmm7, %zmm9
	vpternlogq	$150, %zmm3, %zmm26, %zmm8
	vpmuludq	%zmm10, %zmm9, %zmm3
	vpmuludq	%zmm12, %zmm8, %zmm7
	vpsrlq	$32, %zmm3, %zmm8
	vpsrlq	$32, %zmm7, %zmm9
	vpternlogq	$150, 1328(%rsp), %zmm5, %zmm9
	vpternlogq	$150, %zmm24, %zmm4, %zmm8
	vpmuludq	%zmm10, %zmm9, %zmm4
	vpmuludq	%zmm12, %zmm8, %zmm5
	vpsrlq	$32, %zmm4, %zmm8
	vpsrlq	$32, %zmm5, %zmm9
	vpternlogq	$150, %zmm31, %zmm7, %zmm9
	vpternlogq	$150, %zmm3, %zmm27, %zmm8
	vpmuludq	%zmm10, %zmm9, %zmm3
	vpmuludq	%zmm12, %zmm8, %zmm7
	vpsrlq	$32, %zmm3, %zmm8
	vpsrlq	$32, %zmm7, %zmm9
	vpternlogq	$150, %zmm5, %zmm28, %zmm9
	vpternlogq	$150, %zmm29, %zmm4, %zmm8
	vpmuludq	%zmm10, %zmm9, %zmm4
	vpmuludq	%zmm12, %zmm8, %zmm5
	vpsrlq	$32, %zmm4, %zmm8
	vpsrlq	$32, %zmm5, %zmm9
	vpternlogq	$150, %zmm1, %zmm7, %zmm9
	vpternlogq	$150, %zmm3, %zmm19, %zmm8
	vpmuludq	%zmm10, %zmm9, %zmm3
	vpmuludq	%zmm12, %zmm8, %zmm7
	vpsrlq	$32, %zmm3, %zmm8
	vpsrlq	$32, %zmm7, %zmm9
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm7, %ymm7
	vpxorq	%zmm5, %zmm9, %zmm5
	vpmovqd	%zmm5, %ymm5
	vpxorq	%zmm4, %zmm8, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpxord	%ymm5, %ymm20, %ymm5
	vpxor	%ymm4, %ymm0, %ymm4
	vinserti64x4	$1, %ymm7, %zmm5, %zmm5
	vinserti64x4	$1, %ymm3, %zmm4, %zmm3
	vmovdqa64	%zmm5, %zmm4
	vpermt2d	%zmm3, %zmm16, %zmm5
	vmovdqu64	%zmm5, 64(%rdx)
	vpermt2d	%zmm3, %zmm14, %zmm4
	vmovdqu64	%zmm4, (%rdx)
	vpaddq	%zmm21, %zmm2, %zmm2
	subq	$-128, %rdx
	addq	$-8, %rdi
	jne	.LBB0_78
	movq	920(%rsp), %rax
	movq	%rax, %rdi
	cmpq	%rax, 16(%rsp)
	movq	-56(%rsp), %r13
	vmovss	.LCPI0_25(%rip), %xmm9
	vmovsd	.LCPI0_27(%rip), %xmm8
	movq	-40(%rsp), %rax
	movl	$3449720151, %r14d
	vmovsd	.LCPI0_29(%rip), %xmm27
	vmovd	.LCPI0_11(%rip), %xmm12
	vmovd	.LCPI0_12(%rip), %xmm14
	vmovd	.LCPI0_17(%rip), %xmm18
	vmovss	.LCPI0_22(%rip), %xmm20
	movq	%rsi, %rcx
	vmovsd	.LCPI0_46(%rip), %xmm7
	jne	.LBB0_71
	.p2align	4
.LBB0_80:
	cmpb	$0, -119(%rsp)
	je	.LBB0_83
	xorl	%ecx, %ecx
	movq	-112(%rsp), %r13
	movq	480(%rsp), %r12
	movq	-24(%rsp), %rax
	movq	1264(%rsp), %rdi
	movq	1392(%rsp), %r15
	movq	1776(%rsp), %r11
	movq	2192(%rsp), %r8
	vmovsd	.LCPI0_32(%rip), %xmm22
	vmovsd	.LCPI0_36(%rip), %xmm25
	vmovsd	.LCPI0_33(%rip), %xmm26
	vmovsd	.LCPI0_37(%rip), %xmm10
	vmovsd	.LCPI0_47(%rip), %xmm21
	vmovaps	%xmm9, %xmm29
	vmovsd	.LCPI0_39(%rip), %xmm17
	movq	-80(%rsp), %rbp
	vmovss	.LCPI0_18(%rip), %xmm4
	vmovss	.LCPI0_19(%rip), %xmm9
	vmovapd	%xmm8, %xmm19
	vmovss	.LCPI0_23(%rip), %xmm8
	vmovss	.LCPI0_24(%rip), %xmm23
	vmovq	.LCPI0_30(%rip), %xmm24
	vmovsd	.LCPI0_31(%rip), %xmm11
	vmovsd	.LCPI0_35(%rip), %xmm28
	vmovapd	%xmm7, %xmm16
	vmovsd	.LCPI0_26(%rip), %xmm7
	.p2align	4
.LBB0_82:
	movl	(%rdi,%rcx,4), %edx
	shrl	$9, %edx
	vpxord	%xmm31, %xmm31, %xmm31
	vcvtsi2ss	%edx, %xmm31, %xmm0
	movl	4(%rdi,%rcx,4), %edx
	vaddss	%xmm0, %xmm12, %xmm0
	vmulss	%xmm0, %xmm14, %xmm0
	shrl	$9, %edx
	vpxord	%xmm31, %xmm31, %xmm31
	vcvtsi2ss	%edx, %xmm31, %xmm1
	vaddss	%xmm1, %xmm12, %xmm1
	vmulss	%xmm1, %xmm14, %xmm1
	vmovd	%xmm0, %edx
	addl	$4913933, %edx
	movl	%edx, %esi
	shrl	$23, %esi
	addl	$-127, %esi
	andl	$8388607, %edx
	addl	$1060439283, %edx
	vmovd	%edx, %xmm0
	vaddss	%xmm18, %xmm0, %xmm0
	vaddss	%xmm4, %xmm0, %xmm2
	vdivss	%xmm2, %xmm0, %xmm2
	vmulss	%xmm2, %xmm2, %xmm3
	vmovdqa64	%xmm14, %xmm31
	vmovaps	%xmm4, %xmm14
	vmulss	%xmm3, %xmm3, %xmm4
	vmulss	%xmm4, %xmm9, %xmm5
	vaddss	.LCPI0_20(%rip), %xmm5, %xmm5
	vmulss	%xmm5, %xmm4, %xmm5
	vmulss	.LCPI0_21(%rip), %xmm4, %xmm4
	vaddss	%xmm20, %xmm4, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vaddss	%xmm5, %xmm3, %xmm3
	vmulss	%xmm0, %xmm12, %xmm4
	vcvtsi2ss	%esi, %xmm13, %xmm5
	vmulss	%xmm4, %xmm0, %xmm4
	vaddss	%xmm3, %xmm4, %xmm3
	vmulss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm5, %xmm8, %xmm3
	vaddss	%xmm2, %xmm3, %xmm2
	vsubss	%xmm4, %xmm2, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vmulss	%xmm23, %xmm5, %xmm2
	vaddss	%xmm0, %xmm2, %xmm0
	vmulss	%xmm29, %xmm0, %xmm0
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vsqrtss	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm7, %xmm1, %xmm1
	vaddsd	%xmm19, %xmm1, %xmm2
	vaddsd	.LCPI0_28(%rip), %xmm2, %xmm3
	vsubsd	%xmm3, %xmm1, %xmm1
	vmovq	%xmm2, %rdx
	testb	$2, %dl
	sete	%sil
	vmulsd	%xmm27, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm1, %xmm2
	vmulsd	%xmm24, %xmm2, %xmm3
	vaddsd	%xmm3, %xmm11, %xmm3
	vmulsd	%xmm16, %xmm2, %xmm4
	vaddsd	%xmm28, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm2, %xmm3
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm22, %xmm3, %xmm3
	vaddsd	%xmm25, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm2, %xmm3
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm26, %xmm3, %xmm3
	vaddsd	%xmm4, %xmm10, %xmm4
	vmulsd	%xmm2, %xmm1, %xmm5
	vmulsd	%xmm3, %xmm5, %xmm3
	vmulsd	%xmm2, %xmm2, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vmulsd	%xmm21, %xmm2, %xmm2
	vaddsd	%xmm17, %xmm2, %xmm2
	vaddsd	%xmm3, %xmm1, %xmm1
	vaddsd	%xmm4, %xmm2, %xmm2
	vmovddup	.LCPI0_40(%rip), %xmm3
	vxorpd	%xmm3, %xmm1, %xmm4
	vxorpd	%xmm3, %xmm2, %xmm3
	kmovd	%esi, %k1
	vmovapd	%xmm4, %xmm5
	vmovsd	%xmm1, %xmm5, %xmm5 {%k1}
	vmovsd	%xmm2, %xmm3, %xmm3 {%k1}
	vmovsd	%xmm4, %xmm1, %xmm1 {%k1}
	vmovaps	%xmm14, %xmm4
	vmovdqa64	%xmm31, %xmm14
	kmovd	%edx, %k1
	vmovsd	%xmm3, %xmm5, %xmm5 {%k1}
	vmovsd	%xmm1, %xmm3, %xmm3 {%k1}
	vunpcklpd	%xmm5, %xmm3, %xmm1
	vcvtpd2ps	%xmm1, %xmm1
	vbroadcastss	%xmm0, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vmovlps	%xmm0, (%rdi,%rcx,4)
	addq	$2, %rcx
	cmpq	%rax, %rcx
	jb	.LBB0_82
	jmp	.LBB0_90
	.p2align	4
.LBB0_83:
	xorl	%ecx, %ecx
	movq	-112(%rsp), %r13
	movq	480(%rsp), %r12
	movq	-24(%rsp), %rax
	movq	1264(%rsp), %rdi
	movq	1392(%rsp), %r15
	movq	1776(%rsp), %r11
	movq	2192(%rsp), %r8
	movq	544(%rsp), %rdx
	movq	568(%rsp), %rsi
	movq	-80(%rsp), %rbp
	.p2align	4
.LBB0_84:
	vmovdqu64	-384(%rsi,%rcx,8), %zmm0
	vmovdqu64	-320(%rsi,%rcx,8), %zmm2
	vmovdqu64	%zmm2, 656(%rsp)
	vmovdqu64	-256(%rsi,%rcx,8), %zmm1
	vmovdqu64	-192(%rsi,%rcx,8), %zmm3
	vmovdqu64	%zmm3, 224(%rsp)
	vmovdqu64	%zmm0, 32(%rsp)
	vpermt2d	%zmm2, %zmm13, %zmm0
	vmovdqu64	%zmm1, 288(%rsp)
	vpermt2d	%zmm3, %zmm13, %zmm1
	vmovdqu64	-64(%rsi,%rcx,8), %zmm4
	vmovdqu64	%zmm4, 1072(%rsp)
	vmovdqu64	-128(%rsi,%rcx,8), %zmm2
	vmovdqu64	%zmm2, 416(%rsp)
	vmovdqu64	64(%rsi,%rcx,8), %zmm5
	vmovdqu64	%zmm5, 784(%rsp)
	vmovdqu64	(%rsi,%rcx,8), %zmm3
	vpermt2d	%zmm4, %zmm13, %zmm2
	vmovdqu64	%zmm3, 352(%rsp)
	vpermt2d	%zmm5, %zmm13, %zmm3
	vpsrld	$9, %zmm0, %zmm0
	vpsrld	$9, %zmm1, %zmm1
	vpsrld	$9, %zmm2, %zmm2
	vpsrld	$9, %zmm3, %zmm3
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm3, %zmm3
	vbroadcastss	.LCPI0_11(%rip), %zmm5
	vaddps	%zmm5, %zmm0, %zmm4
	vaddps	%zmm5, %zmm1, %zmm1
	vaddps	%zmm5, %zmm2, %zmm2
	vaddps	%zmm5, %zmm3, %zmm0
	vbroadcastss	.LCPI0_12(%rip), %zmm5
	vmulps	%zmm5, %zmm4, %zmm3
	vmulps	%zmm5, %zmm1, %zmm1
	vcvtps2pd	%ymm3, %zmm4
	vmovaps	%zmm5, %zmm6
	vmulps	%zmm5, %zmm2, %zmm2
	vextractf64x4	$1, %zmm3, %ymm3
	vcvtps2pd	%ymm3, %zmm3
	vcvtps2pd	%ymm1, %zmm5
	vmulps	%zmm6, %zmm0, %zmm0
	vextractf64x4	$1, %zmm1, %ymm1
	vcvtps2pd	%ymm1, %zmm1
	vcvtps2pd	%ymm2, %zmm7
	vextractf64x4	$1, %zmm2, %ymm2
	vcvtps2pd	%ymm2, %zmm2
	vcvtps2pd	%ymm0, %zmm8
	vextractf64x4	$1, %zmm0, %ymm0
	vcvtps2pd	%ymm0, %zmm0
	vbroadcastsd	.LCPI0_26(%rip), %zmm12
	vmulpd	%zmm12, %zmm3, %zmm3
	vmulpd	%zmm12, %zmm4, %zmm9
	vmulpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm12, %zmm5, %zmm10
	vmulpd	%zmm12, %zmm2, %zmm11
	vmulpd	%zmm12, %zmm7, %zmm13
	vmulpd	%zmm12, %zmm0, %zmm0
	vmulpd	%zmm12, %zmm8, %zmm8
	vbroadcastsd	.LCPI0_27(%rip), %zmm2
	vaddpd	%zmm2, %zmm9, %zmm12
	vaddpd	%zmm2, %zmm3, %zmm22
	vaddpd	%zmm2, %zmm10, %zmm18
	vmovupd	%zmm18, 3600(%rsp)
	vaddpd	%zmm2, %zmm1, %zmm14
	vmovupd	%zmm14, 1456(%rsp)
	vaddpd	%zmm2, %zmm13, %zmm7
	vmovupd	%zmm7, 1520(%rsp)
	vaddpd	%zmm2, %zmm11, %zmm6
	vmovupd	%zmm6, 1584(%rsp)
	vaddpd	%zmm2, %zmm8, %zmm4
	vmovupd	%zmm4, 1648(%rsp)
	vaddpd	%zmm2, %zmm0, %zmm5
	vmovupd	%zmm5, 720(%rsp)
	vbroadcastsd	.LCPI0_28(%rip), %zmm2
	vaddpd	%zmm2, %zmm22, %zmm15
	vaddpd	%zmm2, %zmm12, %zmm16
	vaddpd	%zmm2, %zmm14, %zmm17
	vaddpd	%zmm2, %zmm18, %zmm20
	vaddpd	%zmm2, %zmm6, %zmm21
	vaddpd	%zmm2, %zmm7, %zmm24
	vaddpd	%zmm2, %zmm5, %zmm26
	vaddpd	%zmm2, %zmm4, %zmm29
	vsubpd	%zmm16, %zmm9, %zmm9
	vsubpd	%zmm15, %zmm3, %zmm3
	vsubpd	%zmm20, %zmm10, %zmm10
	vsubpd	%zmm17, %zmm1, %zmm1
	vsubpd	%zmm24, %zmm13, %zmm20
	vsubpd	%zmm21, %zmm11, %zmm15
	vsubpd	%zmm29, %zmm8, %zmm8
	vsubpd	%zmm26, %zmm0, %zmm17
	vbroadcastsd	.LCPI0_29(%rip), %zmm4
	vmulpd	%zmm4, %zmm3, %zmm7
	vmulpd	%zmm4, %zmm9, %zmm2
	vmulpd	%zmm4, %zmm1, %zmm13
	vmulpd	%zmm4, %zmm10, %zmm16
	vmulpd	%zmm2, %zmm2, %zmm11
	vmulpd	%zmm7, %zmm7, %zmm3
	vmulpd	%zmm16, %zmm16, %zmm9
	vmulpd	%zmm13, %zmm13, %zmm10
	vbroadcastsd	.LCPI0_30(%rip), %zmm23
	vmulpd	%zmm23, %zmm3, %zmm21
	vmulpd	%zmm23, %zmm11, %zmm24
	vmulpd	%zmm23, %zmm9, %zmm26
	vbroadcastsd	.LCPI0_31(%rip), %zmm6
	vaddpd	%zmm6, %zmm24, %zmm24
	vaddpd	%zmm6, %zmm21, %zmm21
	vaddpd	%zmm6, %zmm26, %zmm26
	vmulpd	%zmm21, %zmm3, %zmm21
	vmulpd	%zmm24, %zmm11, %zmm24
	vmulpd	%zmm26, %zmm9, %zmm26
	vbroadcastsd	.LCPI0_32(%rip), %zmm1
	vaddpd	%zmm1, %zmm24, %zmm24
	vaddpd	%zmm1, %zmm21, %zmm21
	vaddpd	%zmm1, %zmm26, %zmm26
	vmulpd	%zmm21, %zmm3, %zmm21
	vmulpd	%zmm24, %zmm11, %zmm24
	vmulpd	%zmm26, %zmm9, %zmm26
	vbroadcastsd	.LCPI0_33(%rip), %zmm0
	vaddpd	%zmm0, %zmm24, %zmm24
	vaddpd	%zmm0, %zmm21, %zmm21
	vaddpd	%zmm0, %zmm26, %zmm26
	vmulpd	%zmm11, %zmm2, %zmm29
	vmulpd	%zmm24, %zmm29, %zmm29
	vmulpd	%zmm3, %zmm7, %zmm24
	vmulpd	%zmm21, %zmm24, %zmm21
	vmulpd	%zmm9, %zmm16, %zmm24
	vmulpd	%zmm26, %zmm24, %zmm5
	vmulpd	%zmm23, %zmm10, %zmm24
	vaddpd	%zmm6, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm10, %zmm24
	vaddpd	%zmm1, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm10, %zmm24
	vaddpd	%zmm0, %zmm24, %zmm24
	vmulpd	%zmm10, %zmm13, %zmm26
	vmulpd	%zmm24, %zmm26, %zmm14
	vmulpd	%zmm4, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm20, %zmm24
	vmulpd	%zmm23, %zmm24, %zmm26
	vaddpd	%zmm6, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm24, %zmm26
	vaddpd	%zmm1, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm24, %zmm26
	vaddpd	%zmm0, %zmm26, %zmm26
	vmulpd	%zmm24, %zmm20, %zmm30
	vmulpd	%zmm26, %zmm30, %zmm27
	vmulpd	%zmm4, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm15, %zmm26
	vmulpd	%zmm23, %zmm26, %zmm30
	vaddpd	%zmm6, %zmm30, %zmm30
	vmulpd	%zmm30, %zmm26, %zmm30
	vaddpd	%zmm1, %zmm30, %zmm30
	vmulpd	%zmm30, %zmm26, %zmm30
	vaddpd	%zmm0, %zmm30, %zmm30
	vmulpd	%zmm26, %zmm15, %zmm31
	vmulpd	%zmm30, %zmm31, %zmm28
	vmulpd	%zmm4, %zmm8, %zmm18
	vmulpd	%zmm18, %zmm18, %zmm8
	vmulpd	%zmm23, %zmm8, %zmm30
	vaddpd	%zmm6, %zmm30, %zmm30
	vmulpd	%zmm30, %zmm8, %zmm30
	vaddpd	%zmm1, %zmm30, %zmm30
	vmulpd	%zmm30, %zmm8, %zmm30
	vaddpd	%zmm0, %zmm30, %zmm30
	vmulpd	%zmm8, %zmm18, %zmm31
	vmulpd	%zmm30, %zmm31, %zmm19
	vmulpd	%zmm4, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm17, %zmm30
	vmulpd	%zmm23, %zmm30, %zmm31
	vaddpd	%zmm6, %zmm31, %zmm31
	vmulpd	%zmm31, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm31
	vmulpd	%zmm31, %zmm30, %zmm31
	vaddpd	%zmm0, %zmm31, %zmm31
	vmulpd	%zmm30, %zmm17, %zmm23
	vmulpd	%zmm31, %zmm23, %zmm23
	vaddpd	%zmm29, %zmm2, %zmm31
	vaddpd	%zmm21, %zmm7, %zmm21
	vaddpd	%zmm5, %zmm16, %zmm4
	vaddpd	%zmm14, %zmm13, %zmm14
	vaddpd	%zmm27, %zmm20, %zmm16
	vaddpd	%zmm28, %zmm15, %zmm13
	vaddpd	%zmm19, %zmm18, %zmm0
	vmovupd	%zmm0, 1136(%rsp)
	vaddpd	%zmm23, %zmm17, %zmm0
	vmovupd	%zmm0, 1200(%rsp)
	vbroadcastsd	.LCPI0_34(%rip), %zmm0
	vmulpd	%zmm0, %zmm11, %zmm2
	vbroadcastsd	.LCPI0_35(%rip), %zmm1
	vsubpd	%zmm2, %zmm1, %zmm2
	vmulpd	%zmm2, %zmm11, %zmm2
	vbroadcastsd	.LCPI0_36(%rip), %zmm5
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm11, %zmm2
	vbroadcastsd	.LCPI0_37(%rip), %zmm7
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm11, %zmm11, %zmm15
	vmulpd	%zmm2, %zmm15, %zmm29
	vmulpd	%zmm0, %zmm3, %zmm2
	vsubpd	%zmm2, %zmm1, %zmm2
	vmulpd	%zmm2, %zmm3, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm3, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm3, %zmm3, %zmm15
	vmulpd	%zmm2, %zmm15, %zmm2
	vmulpd	%zmm0, %zmm9, %zmm15
	vsubpd	%zmm15, %zmm1, %zmm15
	vmulpd	%zmm15, %zmm9, %zmm15
	vaddpd	%zmm5, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm9, %zmm15
	vaddpd	%zmm7, %zmm15, %zmm15
	vmulpd	%zmm9, %zmm9, %zmm17
	vmulpd	%zmm15, %zmm17, %zmm17
	vmulpd	%zmm0, %zmm10, %zmm15
	vsubpd	%zmm15, %zmm1, %zmm15
	vmulpd	%zmm15, %zmm10, %zmm15
	vaddpd	%zmm5, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm10, %zmm15
	vaddpd	%zmm7, %zmm15, %zmm15
	vmulpd	%zmm10, %zmm10, %zmm18
	vmulpd	%zmm15, %zmm18, %zmm18
	vmulpd	%zmm0, %zmm24, %zmm15
	vsubpd	%zmm15, %zmm1, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm5, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm7, %zmm15, %zmm15
	vmulpd	%zmm24, %zmm24, %zmm19
	vmulpd	%zmm15, %zmm19, %zmm19
	vmulpd	%zmm0, %zmm26, %zmm15
	vsubpd	%zmm15, %zmm1, %zmm15
	vmulpd	%zmm15, %zmm26, %zmm15
	vaddpd	%zmm5, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm26, %zmm15
	vaddpd	%zmm7, %zmm15, %zmm15
	vmulpd	%zmm26, %zmm26, %zmm23
	vmulpd	%zmm15, %zmm23, %zmm23
	vmulpd	%zmm0, %zmm8, %zmm15
	vsubpd	%zmm15, %zmm1, %zmm15
	vmulpd	%zmm15, %zmm8, %zmm15
	vaddpd	%zmm5, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm8, %zmm15
	vaddpd	%zmm7, %zmm15, %zmm15
	vmulpd	%zmm8, %zmm8, %zmm27
	vmulpd	%zmm15, %zmm27, %zmm27
	vmulpd	%zmm0, %zmm30, %zmm15
	vsubpd	%zmm15, %zmm1, %zmm15
	vmulpd	%zmm15, %zmm30, %zmm15
	vaddpd	%zmm5, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm30, %zmm15
	vaddpd	%zmm7, %zmm15, %zmm15
	vmulpd	%zmm30, %zmm30, %zmm28
	vmulpd	%zmm15, %zmm28, %zmm28
	vbroadcastsd	.LCPI0_38(%rip), %zmm0
	vmulpd	%zmm0, %zmm3, %zmm1
	vbroadcastsd	.LCPI0_39(%rip), %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm2, %zmm1, %zmm15
	vmulpd	%zmm0, %zmm11, %zmm1
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm29, %zmm1, %zmm2
	vmulpd	%zmm0, %zmm10, %zmm1
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm18, %zmm1, %zmm10
	vmulpd	%zmm0, %zmm9, %zmm1
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm17, %zmm1, %zmm29
	vmulpd	%zmm0, %zmm26, %zmm1
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm9
	vmulpd	%zmm0, %zmm24, %zmm1
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm19, %zmm1, %zmm11
	vmulpd	%zmm0, %zmm30, %zmm1
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm28, %zmm1, %zmm1
	vmovupd	%zmm1, 3536(%rsp)
	vmulpd	%zmm0, %zmm8, %zmm8
	vsubpd	%zmm8, %zmm3, %zmm8
	vaddpd	%zmm27, %zmm8, %zmm30
	vpbroadcastq	.LCPI0_41(%rip), %zmm20
	vptestnmq	%zmm20, %zmm12, %k1
	vpbroadcastq	.LCPI0_42(%rip), %zmm1
	vptestnmq	%zmm1, %zmm12, %k2
	vbroadcastsd	.LCPI0_40(%rip), %zmm0
	vxorpd	%zmm0, %zmm31, %zmm17
	vxorpd	%zmm0, %zmm2, %zmm19
	vblendmpd	%zmm31, %zmm17, %zmm3 {%k2}
	vmovupd	%zmm3, 3472(%rsp)
	vmovapd	%zmm2, %zmm19 {%k2}
	vmovapd	%zmm17, %zmm31 {%k2}
	vptestnmq	%zmm1, %zmm22, %k2
	vxorpd	%zmm0, %zmm15, %zmm2
	vmovapd	%zmm15, %zmm2 {%k2}
	vxorpd	%zmm0, %zmm21, %zmm15
	vblendmpd	%zmm21, %zmm15, %zmm24 {%k2}
	vmovapd	%zmm15, %zmm21 {%k2}
	vmovdqu64	3600(%rsp), %zmm17
	vptestnmq	%zmm1, %zmm17, %k2
	vxorpd	%zmm0, %zmm29, %zmm15
	vmovapd	%zmm29, %zmm15 {%k2}
	vxorpd	%zmm0, %zmm4, %zmm18
	vblendmpd	%zmm4, %zmm18, %zmm25 {%k2}
	vmovapd	%zmm18, %zmm4 {%k2}
	vmovdqu64	1456(%rsp), %zmm8
	vptestnmq	%zmm1, %zmm8, %k2
	vxorpd	%zmm0, %zmm10, %zmm18
	vmovapd	%zmm10, %zmm18 {%k2}
	vxorpd	%zmm0, %zmm14, %zmm10
	vblendmpd	%zmm14, %zmm10, %zmm23 {%k2}
	vmovapd	%zmm10, %zmm14 {%k2}
	vmovdqu64	1520(%rsp), %zmm7
	vptestnmq	%zmm1, %zmm7, %k2
	vxorpd	%zmm0, %zmm11, %zmm10
	vmovapd	%zmm11, %zmm10 {%k2}
	vxorpd	%zmm0, %zmm16, %zmm11
	vblendmpd	%zmm16, %zmm11, %zmm26 {%k2}
	vmovapd	%zmm11, %zmm16 {%k2}
	vmovdqu64	1584(%rsp), %zmm5
	vptestnmq	%zmm1, %zmm5, %k2
	vxorpd	%zmm0, %zmm9, %zmm11
	vmovapd	%zmm9, %zmm11 {%k2}
	vxorpd	%zmm0, %zmm13, %zmm9
	vblendmpd	%zmm13, %zmm9, %zmm27 {%k2}
	vmovapd	%zmm9, %zmm13 {%k2}
	vmovdqu64	1648(%rsp), %zmm12
	vptestnmq	%zmm1, %zmm12, %k2
	vmovupd	1136(%rsp), %zmm3
	vxorpd	%zmm0, %zmm3, %zmm9
	vxorpd	%zmm0, %zmm30, %zmm28
	vblendmpd	%zmm3, %zmm9, %zmm29 {%k2}
	vmovapd	%zmm30, %zmm28 {%k2}
	vmovapd	%zmm9, %zmm3 {%k2}
	vmovdqu64	720(%rsp), %zmm9
	vptestnmq	%zmm1, %zmm9, %k2
	vmovupd	3536(%rsp), %zmm1
	vxorpd	%zmm0, %zmm1, %zmm30
	vmovapd	%zmm1, %zmm30 {%k2}
	vmovupd	1200(%rsp), %zmm6
	vxorpd	%zmm0, %zmm6, %zmm1
	vblendmpd	%zmm6, %zmm1, %zmm0 {%k2}
	vmovapd	%zmm1, %zmm6 {%k2}
	vptestnmq	%zmm20, %zmm22, %k2
	vblendmpd	%zmm24, %zmm2, %zmm1 {%k2}
	vmovupd	%zmm1, 1200(%rsp)
	vmovapd	%zmm2, %zmm21 {%k2}
	vptestnmq	%zmm20, %zmm17, %k2
	vblendmpd	3472(%rsp), %zmm19, %zmm1 {%k1}
	vmovupd	%zmm1, 1136(%rsp)
	vmovapd	%zmm19, %zmm31 {%k1}
	vptestnmq	%zmm20, %zmm8, %k1
	vblendmpd	%zmm23, %zmm18, %zmm1 {%k1}
	vmovupd	%zmm1, 1456(%rsp)
	vmovapd	%zmm18, %zmm14 {%k1}
	vptestnmq	%zmm20, %zmm7, %k1
	vblendmpd	%zmm25, %zmm15, %zmm17 {%k2}
	vmovapd	%zmm15, %zmm4 {%k2}
	vptestnmq	%zmm20, %zmm5, %k2
	vblendmpd	%zmm27, %zmm11, %zmm1 {%k2}
	vmovupd	%zmm1, 1584(%rsp)
	vblendmpd	%zmm26, %zmm10, %zmm1 {%k1}
	vmovupd	%zmm1, 1520(%rsp)
	vmovapd	%zmm11, %zmm13 {%k2}
	vmovapd	%zmm10, %zmm16 {%k1}
	vptestnmq	%zmm20, %zmm9, %k1
	vblendmpd	%zmm0, %zmm30, %zmm0 {%k1}
	vmovupd	%zmm0, 720(%rsp)
	vmovapd	%zmm30, %zmm6 {%k1}
	vptestnmq	%zmm20, %zmm12, %k1
	vblendmpd	%zmm29, %zmm28, %zmm2 {%k1}
	vmovapd	%zmm28, %zmm3 {%k1}
	vmovapd	%zmm3, %zmm20
	vmovdqa64	.LCPI0_9(%rip), %zmm0
	vmovdqu64	32(%rsp), %zmm1
	vpermt2d	656(%rsp), %zmm0, %zmm1
	vmovdqu64	288(%rsp), %zmm3
	vpermt2d	224(%rsp), %zmm0, %zmm3
	vmovdqu64	416(%rsp), %zmm5
	vpermt2d	1072(%rsp), %zmm0, %zmm5
	vmovdqu64	352(%rsp), %zmm7
	vpermt2d	784(%rsp), %zmm0, %zmm7
	vpsrld	$9, %zmm1, %zmm8
	vpsrld	$9, %zmm3, %zmm11
	vpsrld	$9, %zmm5, %zmm12
	vpsrld	$9, %zmm7, %zmm15
	vcvtdq2ps	%zmm8, %zmm8
	vcvtdq2ps	%zmm11, %zmm11
	vcvtdq2ps	%zmm12, %zmm12
	vcvtdq2ps	%zmm15, %zmm15
	vbroadcastss	.LCPI0_11(%rip), %zmm3
	vaddps	%zmm3, %zmm8, %zmm8
	vaddps	%zmm3, %zmm11, %zmm11
	vaddps	%zmm3, %zmm12, %zmm12
	vaddps	%zmm3, %zmm15, %zmm15
	vbroadcastss	.LCPI0_12(%rip), %zmm0
	vmulps	%zmm0, %zmm8, %zmm8
	vmulps	%zmm0, %zmm11, %zmm11
	vmulps	%zmm0, %zmm12, %zmm12
	vmulps	%zmm0, %zmm15, %zmm15
	vpbroadcastd	.LCPI0_13(%rip), %zmm0
	vpaddd	%zmm0, %zmm8, %zmm26
	vpaddd	%zmm0, %zmm11, %zmm25
	vpaddd	%zmm0, %zmm12, %zmm24
	vpaddd	%zmm0, %zmm15, %zmm11
	vpbroadcastd	.LCPI0_15(%rip), %zmm0
	vpandd	%zmm0, %zmm26, %zmm8
	vpandd	%zmm0, %zmm25, %zmm12
	vpandd	%zmm0, %zmm24, %zmm15
	vpandd	%zmm0, %zmm11, %zmm18
	vpbroadcastd	.LCPI0_16(%rip), %zmm0
	vpaddd	%zmm0, %zmm8, %zmm8
	vpaddd	%zmm0, %zmm12, %zmm19
	vpaddd	%zmm0, %zmm15, %zmm22
	vpaddd	%zmm0, %zmm18, %zmm18
	vbroadcastss	.LCPI0_17(%rip), %zmm0
	vaddps	%zmm0, %zmm8, %zmm12
	vaddps	%zmm0, %zmm19, %zmm15
	vaddps	%zmm0, %zmm22, %zmm22
	vaddps	%zmm0, %zmm18, %zmm23
	vbroadcastss	.LCPI0_18(%rip), %zmm0
	vaddps	%zmm0, %zmm12, %zmm8
	vaddps	%zmm0, %zmm15, %zmm18
	vdivps	%zmm8, %zmm12, %zmm8
	vdivps	%zmm18, %zmm15, %zmm18
	vaddps	%zmm0, %zmm22, %zmm19
	vdivps	%zmm19, %zmm22, %zmm19
	vmulps	%zmm8, %zmm8, %zmm27
	vmulps	%zmm18, %zmm18, %zmm28
	vmulps	%zmm19, %zmm19, %zmm29
	vmulps	%zmm27, %zmm27, %zmm30
	vbroadcastss	.LCPI0_19(%rip), %zmm5
	vmulps	%zmm5, %zmm30, %zmm1
	vbroadcastss	.LCPI0_20(%rip), %zmm7
	vaddps	%zmm7, %zmm1, %zmm1
	vmulps	%zmm1, %zmm30, %zmm1
	vbroadcastss	.LCPI0_21(%rip), %zmm9
	vmulps	%zmm9, %zmm30, %zmm30
	vbroadcastss	.LCPI0_22(%rip), %zmm10
	vaddps	%zmm10, %zmm30, %zmm30
	vmulps	%zmm30, %zmm27, %zmm27
	vmulps	%zmm28, %zmm28, %zmm30
	vaddps	%zmm1, %zmm27, %zmm1
	vmulps	%zmm5, %zmm30, %zmm27
	vaddps	%zmm7, %zmm27, %zmm27
	vmulps	%zmm27, %zmm30, %zmm27
	vmulps	%zmm9, %zmm30, %zmm30
	vaddps	%zmm10, %zmm30, %zmm30
	vmulps	%zmm30, %zmm28, %zmm28
	vmulps	%zmm29, %zmm29, %zmm30
	vaddps	%zmm27, %zmm28, %zmm27
	vmulps	%zmm5, %zmm30, %zmm28
	vaddps	%zmm7, %zmm28, %zmm28
	vmulps	%zmm28, %zmm30, %zmm28
	vmulps	%zmm9, %zmm30, %zmm30
	vaddps	%zmm10, %zmm30, %zmm30
	vmulps	%zmm30, %zmm29, %zmm29
	vaddps	%zmm0, %zmm23, %zmm30
	vdivps	%zmm30, %zmm23, %zmm30
	vaddps	%zmm28, %zmm29, %zmm28
	vmulps	%zmm30, %zmm30, %zmm29
	vmulps	%zmm29, %zmm29, %zmm0
	vmulps	%zmm5, %zmm0, %zmm5
	vaddps	%zmm7, %zmm5, %zmm5
	vmulps	%zmm5, %zmm0, %zmm5
	vmulps	%zmm9, %zmm0, %zmm0
	vaddps	%zmm10, %zmm0, %zmm0
	vmulps	%zmm0, %zmm29, %zmm0
	vaddps	%zmm5, %zmm0, %zmm0
	vmulps	%zmm3, %zmm12, %zmm5
	vmulps	%zmm5, %zmm12, %zmm5
	vaddps	%zmm1, %zmm5, %zmm1
	vmulps	%zmm1, %zmm8, %zmm1
	vmulps	%zmm3, %zmm15, %zmm8
	vmulps	%zmm8, %zmm15, %zmm8
	vaddps	%zmm27, %zmm8, %zmm27
	vmulps	%zmm27, %zmm18, %zmm18
	vmulps	%zmm3, %zmm22, %zmm27
	vmulps	%zmm27, %zmm22, %zmm27
	vaddps	%zmm28, %zmm27, %zmm28
	vmulps	%zmm28, %zmm19, %zmm19
	vmulps	%zmm3, %zmm23, %zmm28
	vmulps	%zmm28, %zmm23, %zmm28
	vaddps	%zmm0, %zmm28, %zmm0
	vmulps	%zmm0, %zmm30, %zmm0
	vpsrld	$23, %zmm26, %zmm26
	vpbroadcastd	.LCPI0_14(%rip), %zmm30
	vpaddd	%zmm30, %zmm26, %zmm26
	vcvtdq2ps	%zmm26, %zmm26
	vbroadcastss	.LCPI0_23(%rip), %zmm7
	vmulps	%zmm7, %zmm26, %zmm29
	vaddps	%zmm1, %zmm29, %zmm1
	vpsrld	$23, %zmm25, %zmm25
	vpaddd	%zmm30, %zmm25, %zmm25
	vcvtdq2ps	%zmm25, %zmm25
	vmulps	%zmm7, %zmm25, %zmm29
	vaddps	%zmm18, %zmm29, %zmm18
	vpsrld	$23, %zmm24, %zmm24
	vpaddd	%zmm30, %zmm24, %zmm24
	vcvtdq2ps	%zmm24, %zmm24
	vmulps	%zmm7, %zmm24, %zmm29
	vaddps	%zmm19, %zmm29, %zmm19
	vpsrld	$23, %zmm11, %zmm11
	vpaddd	%zmm30, %zmm11, %zmm11
	vcvtdq2ps	%zmm11, %zmm11
	vmulps	%zmm7, %zmm11, %zmm29
	vaddps	%zmm0, %zmm29, %zmm0
	vsubps	%zmm5, %zmm1, %zmm1
	vsubps	%zmm8, %zmm18, %zmm5
	vsubps	%zmm27, %zmm19, %zmm8
	vsubps	%zmm28, %zmm0, %zmm0
	vaddps	%zmm1, %zmm12, %zmm1
	vaddps	%zmm5, %zmm15, %zmm5
	vaddps	%zmm8, %zmm22, %zmm8
	vaddps	%zmm0, %zmm23, %zmm0
	vbroadcastss	.LCPI0_24(%rip), %zmm7
	vmulps	%zmm7, %zmm26, %zmm12
	vaddps	%zmm1, %zmm12, %zmm1
	vmulps	%zmm7, %zmm25, %zmm12
	vaddps	%zmm5, %zmm12, %zmm5
	vmulps	%zmm7, %zmm24, %zmm12
	vaddps	%zmm8, %zmm12, %zmm8
	vmulps	%zmm7, %zmm11, %zmm11
	vaddps	%zmm0, %zmm11, %zmm0
	vcvtpd2ps	1136(%rsp), %ymm11
	vcvtpd2ps	1200(%rsp), %ymm12
	vcvtpd2ps	%zmm17, %ymm15
	vinsertf64x4	$1, %ymm12, %zmm11, %zmm11
	vcvtpd2ps	1456(%rsp), %ymm12
	vinsertf64x4	$1, %ymm12, %zmm15, %zmm12
	vcvtpd2ps	1520(%rsp), %ymm9
	vcvtpd2ps	1584(%rsp), %ymm7
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	720(%rsp), %ymm10
	vinsertf64x4	$1, %ymm7, %zmm9, %zmm7
	vinsertf64x4	$1, %ymm10, %zmm2, %zmm2
	vcvtpd2ps	%zmm31, %ymm9
	vcvtpd2ps	%zmm21, %ymm3
	vinsertf64x4	$1, %ymm3, %zmm9, %zmm3
	vcvtpd2ps	%zmm4, %ymm4
	vcvtpd2ps	%zmm14, %ymm9
	vinsertf64x4	$1, %ymm9, %zmm4, %zmm4
	vcvtpd2ps	%zmm16, %ymm9
	vcvtpd2ps	%zmm13, %ymm10
	vcvtpd2ps	%zmm20, %ymm13
	vinsertf64x4	$1, %ymm10, %zmm9, %zmm9
	vcvtpd2ps	%zmm6, %ymm10
	vinsertf64x4	$1, %ymm10, %zmm13, %zmm10
	vmovdqa64	.LCPI0_10(%rip), %zmm13
	vbroadcastss	.LCPI0_25(%rip), %zmm14
	vmulps	%zmm14, %zmm1, %zmm1
	vmulps	%zmm14, %zmm5, %zmm5
	vsqrtps	%zmm1, %zmm1
	vsqrtps	%zmm5, %zmm5
	vmulps	%zmm3, %zmm1, %zmm3
	vmulps	%zmm11, %zmm1, %zmm1
	vmulps	%zmm4, %zmm5, %zmm4
	vmulps	%zmm12, %zmm5, %zmm5
	vmulps	%zmm14, %zmm8, %zmm8
	vmulps	%zmm14, %zmm0, %zmm0
	vsqrtps	%zmm8, %zmm8
	vsqrtps	%zmm0, %zmm0
	vmulps	%zmm9, %zmm8, %zmm9
	vmulps	%zmm7, %zmm8, %zmm7
	vmulps	%zmm10, %zmm0, %zmm8
	vmulps	%zmm2, %zmm0, %zmm0
	vmovaps	%zmm3, %zmm2
	vmovaps	.LCPI0_43(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm2
	vmovaps	.LCPI0_44(%rip), %zmm10
	vpermt2ps	%zmm1, %zmm10, %zmm3
	vmovups	%zmm3, -384(%rsi,%rcx,8)
	vmovups	%zmm2, -320(%rsi,%rcx,8)
	vmovaps	%zmm4, %zmm1
	vpermt2ps	%zmm5, %zmm6, %zmm1
	vpermt2ps	%zmm5, %zmm10, %zmm4
	vmovups	%zmm4, -256(%rsi,%rcx,8)
	vmovups	%zmm1, -192(%rsi,%rcx,8)
	vmovaps	%zmm9, %zmm1
	vpermt2ps	%zmm7, %zmm6, %zmm1
	vpermt2ps	%zmm7, %zmm10, %zmm9
	vmovups	%zmm9, -128(%rsi,%rcx,8)
	vmovups	%zmm1, -64(%rsi,%rcx,8)
	vmovaps	%zmm8, %zmm1
	vpermt2ps	%zmm0, %zmm6, %zmm1
	vpermt2ps	%zmm0, %zmm10, %zmm8
	vmovups	%zmm8, (%rsi,%rcx,8)
	vmovups	%zmm1, 64(%rsi,%rcx,8)
	addq	$64, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_84
	cmpq	%rdx, 200(%rsp)
	vpxord	%xmm30, %xmm30, %xmm30
	vmovss	.LCPI0_18(%rip), %xmm4
	vmovaps	.LCPI0_9(%rip), %zmm15
	vmovd	.LCPI0_11(%rip), %xmm12
	vmovd	.LCPI0_12(%rip), %xmm14
	vmovd	.LCPI0_17(%rip), %xmm18
	vmovss	.LCPI0_19(%rip), %xmm9
	vmovss	.LCPI0_22(%rip), %xmm20
	vmovss	.LCPI0_23(%rip), %xmm8
	vmovss	.LCPI0_24(%rip), %xmm23
	vmovss	.LCPI0_25(%rip), %xmm29
	vmovsd	.LCPI0_26(%rip), %xmm7
	vmovsd	.LCPI0_27(%rip), %xmm19
	vmovsd	.LCPI0_29(%rip), %xmm27
	vmovq	.LCPI0_30(%rip), %xmm0
	vmovsd	.LCPI0_31(%rip), %xmm11
	vmovsd	.LCPI0_46(%rip), %xmm16
	vmovsd	.LCPI0_35(%rip), %xmm28
	vmovsd	.LCPI0_32(%rip), %xmm22
	vmovsd	.LCPI0_36(%rip), %xmm25
	vmovsd	.LCPI0_33(%rip), %xmm26
	vmovsd	.LCPI0_37(%rip), %xmm10
	vmovsd	.LCPI0_47(%rip), %xmm21
	vmovsd	.LCPI0_39(%rip), %xmm17
	vxorps	%xmm6, %xmm6, %xmm6
	je	.LBB0_90
	vmovdqa64	%xmm0, %xmm24
	movq	944(%rsp), %rcx
	testb	$56, 200(%rsp)
	je	.LBB0_82
	vmovdqa	%xmm12, %xmm11
	movq	544(%rsp), %rcx
	movq	936(%rsp), %rdx
	vbroadcastsd	.LCPI0_31(%rip), %zmm26
	vbroadcastsd	.LCPI0_32(%rip), %zmm16
	vbroadcastsd	.LCPI0_33(%rip), %zmm18
	vbroadcastsd	.LCPI0_35(%rip), %zmm19
	vbroadcastsd	.LCPI0_36(%rip), %zmm20
	vbroadcastsd	.LCPI0_37(%rip), %zmm28
	vbroadcastsd	.LCPI0_39(%rip), %zmm23
	vbroadcastsd	.LCPI0_40(%rip), %zmm24
	vpbroadcastq	.LCPI0_41(%rip), %zmm9
	vpbroadcastq	.LCPI0_42(%rip), %zmm7
	vmovaps	.LCPI0_44(%rip), %zmm8
	vmovdqa64	.LCPI0_45(%rip), %ymm27
	vbroadcastss	.LCPI0_11(%rip), %ymm14
	vbroadcastss	.LCPI0_12(%rip), %ymm10
	vpbroadcastd	.LCPI0_13(%rip), %ymm21
	vpbroadcastd	.LCPI0_14(%rip), %ymm25
	vpbroadcastd	.LCPI0_15(%rip), %ymm17
	vpbroadcastd	.LCPI0_16(%rip), %ymm22
	vbroadcastss	.LCPI0_17(%rip), %ymm12
	vbroadcastss	.LCPI0_18(%rip), %ymm31
	vbroadcastss	.LCPI0_19(%rip), %ymm29
	.p2align	4
.LBB0_88:
	vmovdqu64	(%rdi,%rcx,8), %zmm0
	vpmovqd	%zmm0, %ymm0
	vpsrld	$9, %ymm0, %ymm0
	vcvtdq2ps	%ymm0, %ymm0
	vaddps	%ymm0, %ymm14, %ymm0
	vmulps	%ymm0, %ymm10, %ymm0
	vpaddd	%ymm21, %ymm0, %ymm0
	vpandd	%ymm17, %ymm0, %ymm1
	vpaddd	%ymm22, %ymm1, %ymm1
	vaddps	%ymm1, %ymm12, %ymm1
	vaddps	%ymm31, %ymm1, %ymm2
	vdivps	%ymm2, %ymm1, %ymm2
	vmulps	%ymm2, %ymm2, %ymm3
	vmulps	%ymm3, %ymm3, %ymm4
	vmulps	%ymm29, %ymm4, %ymm5
	vaddps	.LCPI0_20(%rip){1to8}, %ymm5, %ymm5
	vmulps	%ymm5, %ymm4, %ymm5
	vmulps	.LCPI0_21(%rip){1to8}, %ymm4, %ymm4
	vaddps	.LCPI0_22(%rip){1to8}, %ymm4, %ymm4
	vmulps	%ymm4, %ymm3, %ymm3
	vpermd	(%rdi,%rcx,8), %zmm27, %zmm4
	vpsrld	$9, %ymm4, %ymm4
	vcvtdq2ps	%ymm4, %ymm4
	vaddps	%ymm4, %ymm14, %ymm4
	vmulps	%ymm4, %ymm10, %ymm4
	vpsrld	$23, %ymm0, %ymm0
	vpaddd	%ymm25, %ymm0, %ymm0
	vaddps	%ymm5, %ymm3, %ymm3
	vmulps	%ymm1, %ymm14, %ymm5
	vmulps	%ymm5, %ymm1, %ymm5
	vcvtdq2ps	%ymm0, %ymm0
	vaddps	%ymm3, %ymm5, %ymm3
	vmulps	%ymm3, %ymm2, %ymm2
	vmulps	.LCPI0_23(%rip){1to8}, %ymm0, %ymm3
	vaddps	%ymm2, %ymm3, %ymm2
	vsubps	%ymm5, %ymm2, %ymm2
	vaddps	%ymm2, %ymm1, %ymm1
	vmulps	.LCPI0_24(%rip){1to8}, %ymm0, %ymm0
	vaddps	%ymm1, %ymm0, %ymm0
	vcvtps2pd	%ymm4, %zmm1
	vmulpd	.LCPI0_26(%rip){1to8}, %zmm1, %zmm1
	vaddpd	.LCPI0_27(%rip){1to8}, %zmm1, %zmm2
	vaddpd	.LCPI0_28(%rip){1to8}, %zmm2, %zmm3
	vsubpd	%zmm3, %zmm1, %zmm1
	vmulpd	.LCPI0_29(%rip){1to8}, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm3
	vmulpd	.LCPI0_30(%rip){1to8}, %zmm3, %zmm4
	vaddpd	%zmm26, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm16, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm18, %zmm4, %zmm4
	vmulpd	%zmm3, %zmm1, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	.LCPI0_46(%rip){1to8}, %zmm3, %zmm4
	vaddpd	%zmm19, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm20, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm28, %zmm4, %zmm4
	vmulpd	%zmm3, %zmm3, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	.LCPI0_47(%rip){1to8}, %zmm3, %zmm3
	vaddpd	%zmm23, %zmm3, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vxorpd	%zmm24, %zmm1, %zmm4
	vxorpd	%zmm24, %zmm3, %zmm5
	vptestnmq	%zmm9, %zmm2, %k1
	vptestnmq	%zmm7, %zmm2, %k2
	vblendmpd	%zmm1, %zmm4, %zmm2 {%k2}
	vmovapd	%zmm3, %zmm5 {%k2}
	vmovapd	%zmm4, %zmm1 {%k2}
	vblendmpd	%zmm2, %zmm5, %zmm2 {%k1}
	vmovapd	%zmm5, %zmm1 {%k1}
	vmulps	.LCPI0_25(%rip){1to8}, %ymm0, %ymm0
	vsqrtps	%ymm0, %ymm0
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm1, %ymm1
	vmulps	%ymm1, %ymm0, %ymm1
	vmulps	%ymm2, %ymm0, %ymm0
	vpermt2ps	%zmm0, %zmm8, %zmm1
	vmovups	%zmm1, (%rdi,%rcx,8)
	addq	$8, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_88
	movq	928(%rsp), %rcx
	cmpq	%rdx, 200(%rsp)
	vmovsd	.LCPI0_32(%rip), %xmm22
	vmovsd	.LCPI0_36(%rip), %xmm25
	vmovsd	.LCPI0_33(%rip), %xmm26
	vmovsd	.LCPI0_37(%rip), %xmm10
	vmovsd	.LCPI0_47(%rip), %xmm21
	vmovsd	.LCPI0_39(%rip), %xmm17
	vmovsd	.LCPI0_29(%rip), %xmm27
	vmovss	.LCPI0_18(%rip), %xmm4
	vmovdqa	%xmm11, %xmm12
	vmovd	.LCPI0_12(%rip), %xmm14
	vmovd	.LCPI0_17(%rip), %xmm18
	vmovss	.LCPI0_19(%rip), %xmm9
	vmovss	.LCPI0_22(%rip), %xmm20
	vmovss	.LCPI0_23(%rip), %xmm8
	vmovss	.LCPI0_24(%rip), %xmm23
	vmovq	.LCPI0_30(%rip), %xmm24
	vmovsd	.LCPI0_31(%rip), %xmm11
	vmovsd	.LCPI0_35(%rip), %xmm28
	vmovss	.LCPI0_25(%rip), %xmm29
	vmovsd	.LCPI0_26(%rip), %xmm7
	vmovsd	.LCPI0_27(%rip), %xmm19
	vmovsd	.LCPI0_46(%rip), %xmm16
	jne	.LBB0_82
	.p2align	4
.LBB0_90:
	vmovapd	%xmm11, %xmm23
	vmovdqa64	%xmm14, %xmm31
	vmovdqa64	%xmm12, %xmm18
	cmpq	%r13, %rax
	vmovdqa64	.LCPI0_0(%rip), %zmm12
	vmovdqa64	.LCPI0_49(%rip), %zmm14
	vmovdqa64	.LCPI0_50(%rip), %zmm16
	vmovdqa64	.LCPI0_51(%rip), %zmm11
	movl	$3449720151, %edx
	vmovapd	%xmm19, %xmm3
	vmovss	.LCPI0_21(%rip), %xmm19
	je	.LBB0_95
	movq	3664(%rsp), %rsi
	xorl	-64(%rsp), %esi
	xorl	984(%rsp), %esi
	movq	-40(%rsp), %rbp
	imulq	%rbp, %rsi
	movq	%rsi, %rcx
	shrq	$32, %rcx
	movq	1872(%rsp), %r9
	xorl	952(%rsp), %r9d
	xorl	960(%rsp), %ecx
	imulq	%rbp, %r9
	imulq	%rdx, %rcx
	movq	%r9, %r14
	shrq	$32, %r14
	movq	%rcx, %rdx
	shrq	$32, %rdx
	xorl	968(%rsp), %edx
	movl	$3449720151, %r10d
	movq	208(%rsp), %rdi
	xorl	%r14d, %edi
	xorl	%edi, %esi
	imulq	%rbp, %rdx
	imulq	%r10, %rsi
	movq	%rdx, %r14
	shrq	$32, %r14
	movq	%rsi, %rdi
	shrq	$32, %rdi
	xorl	3216(%rsp), %ecx
	xorl	%edi, %ecx
	xorl	3280(%rsp), %r9d
	xorl	%r14d, %r9d
	imulq	%rbp, %rcx
	imulq	%r10, %r9
	movq	%rcx, %r14
	shrq	$32, %r14
	movq	%r9, %rdi
	shrq	$32, %rdi
	xorl	3152(%rsp), %esi
	xorl	%edi, %esi
	xorl	%r11d, %edx
	xorl	%r14d, %edx
	imulq	%rbp, %rsi
	imulq	%r10, %rdx
	movq	%rsi, %r11
	shrq	$32, %r11
	movq	%rdx, %rdi
	shrq	$32, %rdi
	xorl	3088(%rsp), %r9d
	xorl	%edi, %r9d
	xorl	%r8d, %ecx
	xorl	%r11d, %ecx
	imulq	%rbp, %r9
	imulq	%r10, %rcx
	movq	%r9, %r11
	shrq	$32, %r11
	movq	%rcx, %rdi
	shrq	$32, %rdi
	xorl	3024(%rsp), %edx
	xorl	%edi, %edx
	xorl	%r15d, %esi
	xorl	%r11d, %esi
	imulq	%rbp, %rdx
	imulq	%r10, %rsi
	movq	%rdx, %r8
	shrq	$32, %r8
	movq	%rsi, %rdi
	shrq	$32, %rdi
	xorl	2960(%rsp), %ecx
	xorl	%edi, %ecx
	xorl	2128(%rsp), %r9d
	xorl	%r8d, %r9d
	imulq	%rbp, %rcx
	imulq	%r10, %r9
	movq	%rcx, %r8
	shrq	$32, %r8
	movq	%r9, %rdi
	shrq	$32, %rdi
	xorl	-56(%rsp), %esi
	xorl	%edi, %esi
	xorl	2000(%rsp), %edx
	xorl	%r8d, %edx
	imulq	%rbp, %rsi
	imulq	%r10, %rdx
	movq	%rdx, %rdi
	shrq	$32, %rdi
	xorl	2896(%rsp), %r9d
	xorl	%edi, %r9d
	shrl	$9, %r9d
	vcvtsi2ss	%r9d, %xmm13, %xmm0
	vmovapd	%xmm28, %xmm22
	vaddss	%xmm18, %xmm0, %xmm0
	vmulss	%xmm31, %xmm0, %xmm0
	shrl	$9, %edx
	vcvtsi2ss	%edx, %xmm15, %xmm1
	vaddss	%xmm18, %xmm1, %xmm1
	vmulss	%xmm31, %xmm1, %xmm1
	vmovd	%xmm0, %r8d
	addl	$4913933, %r8d
	movl	%r8d, %r10d
	shrl	$23, %r10d
	addl	$-127, %r10d
	andl	$8388607, %r8d
	addl	$1060439283, %r8d
	vcvtss2sd	%xmm1, %xmm1, %xmm0
	vmulsd	%xmm7, %xmm0, %xmm0
	vaddsd	%xmm3, %xmm0, %xmm2
	vmovq	%xmm2, %rdi
	testb	$2, %dil
	sete	%dl
	movq	%rsi, %r11
	movl	%esi, %r9d
	shrl	$9, %r9d
	vcvtsi2ss	%r9d, %xmm15, %xmm1
	vmovd	%r8d, %xmm3
	vaddss	.LCPI0_17(%rip), %xmm3, %xmm3
	vmovaps	%xmm4, %xmm9
	vaddss	%xmm4, %xmm3, %xmm4
	vdivss	%xmm4, %xmm3, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm5, %xmm5, %xmm7
	vmulss	.LCPI0_19(%rip), %xmm7, %xmm8
	vaddss	.LCPI0_20(%rip), %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm8
	vmovaps	%xmm19, %xmm24
	vmulss	%xmm19, %xmm7, %xmm7
	vmovapd	%xmm23, %xmm28
	vaddss	.LCPI0_22(%rip), %xmm7, %xmm7
	vmulss	%xmm7, %xmm5, %xmm5
	vaddss	%xmm5, %xmm8, %xmm5
	vmulss	%xmm18, %xmm3, %xmm7
	vmulss	%xmm7, %xmm3, %xmm7
	vcvtsi2ss	%r10d, %xmm15, %xmm8
	vaddss	%xmm5, %xmm7, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vmulss	.LCPI0_23(%rip), %xmm8, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vsubss	%xmm7, %xmm4, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	.LCPI0_24(%rip), %xmm8, %xmm4
	vaddss	%xmm3, %xmm4, %xmm7
	vaddsd	.LCPI0_28(%rip), %xmm2, %xmm2
	vsubsd	%xmm2, %xmm0, %xmm0
	vmulsd	.LCPI0_29(%rip), %xmm0, %xmm0
	vmulsd	%xmm0, %xmm0, %xmm2
	vmulsd	.LCPI0_30(%rip), %xmm2, %xmm3
	vaddsd	%xmm23, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	.LCPI0_32(%rip), %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	%xmm26, %xmm3, %xmm3
	vmulsd	%xmm2, %xmm0, %xmm4
	vmulsd	%xmm3, %xmm4, %xmm3
	vaddsd	%xmm3, %xmm0, %xmm3
	vmulsd	.LCPI0_34(%rip), %xmm2, %xmm0
	vsubsd	%xmm0, %xmm22, %xmm0
	vmulsd	%xmm0, %xmm2, %xmm0
	vaddsd	%xmm25, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm2, %xmm0
	vaddsd	%xmm0, %xmm10, %xmm0
	vmulsd	%xmm2, %xmm2, %xmm4
	vmulsd	%xmm0, %xmm4, %xmm0
	vmulsd	.LCPI0_38(%rip), %xmm2, %xmm2
	vsubsd	%xmm2, %xmm17, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm2
	vmovddup	.LCPI0_40(%rip), %xmm0
	vxorpd	%xmm0, %xmm3, %xmm4
	vxorpd	%xmm0, %xmm2, %xmm5
	kmovd	%edx, %k1
	vmovsd	%xmm2, %xmm5, %xmm5 {%k1}
	vmovapd	%xmm3, %xmm2
	vmovsd	%xmm4, %xmm2, %xmm2 {%k1}
	kmovd	%edi, %k1
	vmovapd	%xmm5, %xmm8
	vmovsd	%xmm2, %xmm8, %xmm8 {%k1}
	vaddss	%xmm18, %xmm1, %xmm1
	vmulss	%xmm31, %xmm1, %xmm1
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vmulss	%xmm29, %xmm7, %xmm2
	vsqrtss	%xmm2, %xmm2, %xmm7
	vcvtsd2ss	%xmm8, %xmm8, %xmm2
	vmulss	%xmm2, %xmm7, %xmm2
	movq	(%rsp), %rdx
	vmovss	%xmm2, (%rdx,%rax,4)
	vmulsd	.LCPI0_26(%rip), %xmm1, %xmm1
	vaddsd	.LCPI0_27(%rip), %xmm1, %xmm2
	vmovq	%xmm2, %rdx
	testb	$2, %dl
	sete	%r8b
	cmpq	%r13, 560(%rsp)
	jae	.LBB0_93
	testb	$2, %dil
	sete	%sil
	kmovd	%esi, %k1
	vmovsd	%xmm3, %xmm4, %xmm4 {%k1}
	kmovd	%edi, %k1
	vmovsd	%xmm5, %xmm4, %xmm4 {%k1}
	vcvtsd2ss	%xmm4, %xmm4, %xmm3
	vmulss	%xmm3, %xmm7, %xmm3
	movq	(%rsp), %rax
	movq	560(%rsp), %rsi
	vmovss	%xmm3, (%rax,%rsi,4)
.LBB0_93:
	cmpq	%r13, 552(%rsp)
	movq	-80(%rsp), %rbp
	movl	2064(%rsp), %r15d
	jae	.LBB0_95
	shrq	$32, %r11
	xorl	%r15d, %ecx
	xorl	%r11d, %ecx
	shrl	$9, %ecx
	vcvtsi2ss	%ecx, %xmm15, %xmm3
	vaddss	%xmm18, %xmm3, %xmm3
	vmulss	%xmm31, %xmm3, %xmm3
	vmovd	%xmm3, %ecx
	addl	$4913933, %ecx
	movl	%ecx, %esi
	shrl	$23, %esi
	addl	$-127, %esi
	andl	$8388607, %ecx
	addl	$1060439283, %ecx
	vmovd	%ecx, %xmm3
	vaddss	.LCPI0_17(%rip), %xmm3, %xmm3
	vaddss	%xmm3, %xmm9, %xmm4
	vdivss	%xmm4, %xmm3, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm5, %xmm5, %xmm7
	vmulss	.LCPI0_19(%rip), %xmm7, %xmm8
	vaddss	.LCPI0_20(%rip), %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm8
	vmulss	%xmm24, %xmm7, %xmm7
	vaddss	.LCPI0_22(%rip), %xmm7, %xmm7
	vmulss	%xmm7, %xmm5, %xmm5
	vaddss	%xmm5, %xmm8, %xmm5
	vmulss	%xmm18, %xmm3, %xmm7
	vmulss	%xmm7, %xmm3, %xmm7
	vcvtsi2ss	%esi, %xmm15, %xmm8
	vaddss	%xmm5, %xmm7, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vmulss	.LCPI0_23(%rip), %xmm8, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vsubss	%xmm7, %xmm4, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	.LCPI0_24(%rip), %xmm8, %xmm4
	vaddss	%xmm3, %xmm4, %xmm3
	vmulss	%xmm29, %xmm3, %xmm3
	vsqrtss	%xmm3, %xmm3, %xmm3
	vaddsd	.LCPI0_28(%rip), %xmm2, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmulsd	.LCPI0_29(%rip), %xmm1, %xmm1
	vmulsd	%xmm1, %xmm1, %xmm2
	vmulsd	.LCPI0_30(%rip), %xmm2, %xmm4
	vaddsd	%xmm28, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	.LCPI0_32(%rip), %xmm4, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm26, %xmm4, %xmm4
	vmulsd	%xmm2, %xmm1, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vaddsd	%xmm4, %xmm1, %xmm1
	vmulsd	.LCPI0_34(%rip), %xmm2, %xmm4
	vsubsd	%xmm4, %xmm22, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm25, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm4, %xmm10, %xmm4
	vmulsd	%xmm2, %xmm2, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vmulsd	.LCPI0_38(%rip), %xmm2, %xmm2
	vsubsd	%xmm2, %xmm17, %xmm2
	vaddsd	%xmm4, %xmm2, %xmm2
	vxorpd	%xmm0, %xmm1, %xmm4
	vxorpd	%xmm0, %xmm2, %xmm0
	kmovd	%r8d, %k1
	vmovsd	%xmm2, %xmm0, %xmm0 {%k1}
	vmovsd	%xmm4, %xmm1, %xmm1 {%k1}
	kmovd	%edx, %k1
	vmovsd	%xmm1, %xmm0, %xmm0 {%k1}
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmulss	%xmm0, %xmm3, %xmm0
	movq	(%rsp), %rax
	movq	552(%rsp), %rcx
	vmovss	%xmm0, (%rax,%rcx,4)
	.p2align	4
.LBB0_95:
	vmovss	-116(%rsp), %xmm0
	vmulss	-12(%rsp), %xmm0, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vcmpltss	%xmm0, %xmm30, %k1
	vmovss	%xmm1, %xmm1, %xmm1 {%k1} {z}
	movl	216(%rsp), %eax
	kmovd	%eax, %k1
	vmovaps	1056(%rsp), %xmm0
	vmovss	%xmm0, %xmm1, %xmm1 {%k1}
	vmovaps	%xmm1, 416(%rsp)
	vpxor	%xmm2, %xmm2, %xmm2
	movl	$1024, %edx
	movq	96(%rsp), %rdi
	xorl	%r9d, %r9d
	vxorps	%xmm1, %xmm1, %xmm1
	vpxor	%xmm5, %xmm5, %xmm5
	vpxor	%xmm4, %xmm4, %xmm4
	vbroadcastss	.LCPI0_48(%rip), %zmm7
	vmovaps	%zmm7, %zmm3
	xorl	%r11d, %r11d
	vmovss	.LCPI0_48(%rip), %xmm0
	xorl	%ecx, %ecx
	vmovaps	992(%rsp), %xmm29
	jmp	.LBB0_98
	.p2align	4
.LBB0_96:
	vmovss	.LCPI0_54(%rip), %xmm9
	vmovss	.LCPI0_55(%rip), %xmm10
.LBB0_97:
	addq	$1024, %rdx
	addq	$-1024, %r9
	addq	$4096, %rdi
	movq	%r10, %r11
	cmpq	%r13, %r10
	jae	.LBB0_103
.LBB0_98:
	leaq	1024(%r11), %r10
	cmpq	%rdx, %r13
	movq	%rdx, %r14
	cmovbq	%r13, %r14
	cmpq	%r13, %r10
	movq	%r13, %r15
	cmovbq	%r10, %r15
	movq	%r15, %r8
	subq	%r11, %r8
	andq	$-32, %r8
	addq	%r11, %r8
	movq	%r11, %rsi
	cmpq	%r8, %r11
	jae	.LBB0_100
	.p2align	4
.LBB0_99:
	vpbroadcastq	%rsi, %zmm8
	vmovups	(%rbp,%rsi,4), %zmm9
	vmovups	64(%rbp,%rsi,4), %zmm10
	vcmpltps	%zmm9, %zmm3, %k0
	vcmpltps	%zmm10, %zmm7, %k1
	vcmpunordps	%zmm6, %zmm9, %k2
	vcmpunordps	%zmm6, %zmm10, %k3
	vcmpordps	%zmm6, %zmm3, %k2 {%k2}
	vcmpordps	%zmm6, %zmm7, %k3 {%k3}
	korw	%k2, %k0, %k2
	korw	%k3, %k1, %k1
	vmovaps	%zmm9, %zmm3 {%k2}
	vmovaps	%zmm10, %zmm7 {%k1}
	vporq	%zmm12, %zmm8, %zmm2 {%k2}
	kshiftrw	$8, %k2, %k2
	vporq	%zmm14, %zmm8, %zmm1 {%k2}
	vporq	%zmm16, %zmm8, %zmm5 {%k1}
	kshiftrw	$8, %k1, %k1
	vporq	%zmm11, %zmm8, %zmm4 {%k1}
	addq	$32, %rsi
	cmpq	%r8, %rsi
	jb	.LBB0_99
.LBB0_100:
	cmpq	%r15, %r8
	jae	.LBB0_96
	addq	%r9, %r14
	andq	$-32, %r14
	vmovss	.LCPI0_54(%rip), %xmm9
	vmovss	.LCPI0_55(%rip), %xmm10
	.p2align	4
.LBB0_102:
	leaq	(%r11,%r14), %rax
	vmovss	(%rdi,%r14,4), %xmm8
	vucomiss	%xmm0, %xmm8
	seta	%sil
	vcmpordss	%xmm30, %xmm0, %k0
	vcmpunordss	%xmm30, %xmm8, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %r8d
	orb	%sil, %r8b
	andb	$1, %r8b
	kmovd	%r8d, %k1
	vmovss	%xmm8, %xmm0, %xmm0 {%k1}
	cmovneq	%rax, %rcx
	leaq	(%r11,%r14), %rax
	incq	%rax
	incq	%r14
	cmpq	%r15, %rax
	jb	.LBB0_102
	jmp	.LBB0_97
	.p2align	4
.LBB0_103:
	vcmpunordps	%zmm6, %zmm7, %k0
	vcmpordps	%zmm6, %zmm3, %k1
	vpcmpltuq	%zmm2, %zmm5, %k2
	vpcmpltuq	%zmm1, %zmm4, %k3
	kunpckbw	%k2, %k3, %k2
	vcmpltps	%zmm7, %zmm3, %k3
	korw	%k2, %k1, %k1
	vcmpeqps	%zmm3, %zmm7, %k2 {%k2}
	korw	%k2, %k3, %k2
	kandw	%k0, %k1, %k1
	kandnw	%k2, %k0, %k0
	korw	%k0, %k1, %k1
	vmovaps	%zmm7, %zmm3 {%k1}
	vmovdqa64	%zmm5, %zmm2 {%k1}
	kshiftrw	$8, %k1, %k1
	vmovdqa64	%zmm4, %zmm1 {%k1}
	vextractf64x4	$1, %zmm3, %ymm4
	vpxor	%xmm5, %xmm5, %xmm5
	vcmpunordps	%ymm5, %ymm4, %k0
	vcmpordps	%ymm5, %ymm3, %k1
	vpcmpltuq	%zmm2, %zmm1, %k2
	vcmpltps	%ymm4, %ymm3, %k3
	korb	%k2, %k1, %k1
	vcmpeqps	%ymm3, %ymm4, %k2 {%k2}
	korb	%k2, %k3, %k2
	kandnb	%k2, %k0, %k2
	kandb	%k0, %k1, %k0
	korb	%k2, %k0, %k1
	vblendmps	%ymm4, %ymm3, %ymm3 {%k1}
	vmovdqa64	%zmm1, %zmm2 {%k1}
	vextractf128	$1, %ymm3, %xmm1
	vextracti64x4	$1, %zmm2, %ymm4
	vxorps	%xmm5, %xmm5, %xmm5
	vcmpunordps	%xmm5, %xmm1, %k0
	vcmpordps	%xmm5, %xmm3, %k1
	vpcmpltuq	%ymm2, %ymm4, %k2
	vcmpltps	%xmm1, %xmm3, %k3
	korw	%k2, %k1, %k1
	vcmpeqps	%xmm3, %xmm1, %k2 {%k2}
	korw	%k2, %k3, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k1
	vblendmps	%xmm1, %xmm3, %xmm22 {%k1}
	vpblendmq	%ymm4, %ymm2, %ymm1 {%k1}
	vshufpd	$1, %xmm22, %xmm22, %xmm2
	vextracti128	$1, %ymm1, %xmm3
	vcmpunordps	%xmm5, %xmm2, %k0
	vcmpordps	%xmm5, %xmm22, %k1
	vpcmpltuq	%xmm1, %xmm3, %k2
	vcmpltps	%xmm2, %xmm22, %k3
	vcmpeqps	%xmm22, %xmm2, %k4
	korw	%k2, %k1, %k1
	kandw	%k2, %k4, %k2
	korw	%k2, %k3, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k1
	vmovaps	%xmm2, %xmm22 {%k1}
	vpblendmq	%xmm3, %xmm1, %xmm1 {%k1}
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
	vmovaps	%xmm0, 352(%rsp)
	vbroadcastss	%xmm22, %zmm12
	movl	$1024, %r10d
	movq	%r13, %r11
	movq	%r12, %r13
	movq	96(%rsp), %rbp
	movq	$0, 224(%rsp)
	xorl	%eax, %eax
	xorl	%edi, %edi
	xorl	%ecx, %ecx
	vmovss	.LCPI0_52(%rip), %xmm8
	vmovss	.LCPI0_53(%rip), %xmm7
	vbroadcastss	.LCPI0_18(%rip), %zmm11
	vmovaps	416(%rsp), %xmm27
	jmp	.LBB0_105
	.p2align	4
.LBB0_104:
	movq	288(%rsp), %r10
	addq	$1024, %r10
	movq	32(%rsp), %rax
	incq	%rax
	addq	$-1024, 224(%rsp)
	addq	$4096, %rbp
	addq	$-4096, %r13
	movq	656(%rsp), %rdx
	movq	%rdx, %rdi
	movq	-112(%rsp), %r11
	cmpq	%r11, %rdx
	jae	.LBB0_140
.LBB0_105:
	movq	%rax, 32(%rsp)
	cmpq	%r10, %r11
	movq	%r10, 288(%rsp)
	cmovbq	%r11, %r10
	leaq	1024(%rdi), %rax
	cmpq	%r11, %rax
	movq	%rax, 656(%rsp)
	cmovbq	%rax, %r11
	subq	%rdi, %r11
	jbe	.LBB0_120
	movq	32(%rsp), %rax
	movq	%rax, %rdx
	shlq	$10, %rdx
	movq	%r10, %r8
	subq	%rdx, %r8
	cmpq	$4, %r8
	jb	.LBB0_110
	movq	%rax, %rdx
	shlq	$12, %rdx
	addq	3792(%rsp), %rdx
	movq	3856(%rsp), %rsi
	subq	%rdx, %rsi
	cmpq	$64, %rsi
	jb	.LBB0_110
	cmpq	$16, %r8
	movq	96(%rsp), %rdx
	jae	.LBB0_112
	xorl	%r14d, %r14d
	jmp	.LBB0_116
	.p2align	4
.LBB0_110:
	movq	96(%rsp), %rdx
.LBB0_111:
	vmovss	.LCPI0_56(%rip), %xmm28
	vmovss	.LCPI0_57(%rip), %xmm16
	vmovss	.LCPI0_58(%rip), %xmm17
	vmovss	.LCPI0_59(%rip), %xmm18
	vmovss	.LCPI0_60(%rip), %xmm19
	vmovss	.LCPI0_61(%rip), %xmm20
	vmovss	.LCPI0_62(%rip), %xmm21
	vmovss	.LCPI0_63(%rip), %xmm23
	vmovss	.LCPI0_18(%rip), %xmm24
	vmovss	.LCPI0_64(%rip), %xmm25
	jmp	.LBB0_119
.LBB0_112:
	movq	%r10, %rsi
	andq	$-16, %rsi
	addq	224(%rsp), %rsi
	movl	%r10d, %eax
	andl	$15, %eax
	movq	%r8, %r14
	subq	%rax, %r14
	xorl	%r15d, %r15d
	vbroadcastss	.LCPI0_52(%rip), %zmm13
	vbroadcastss	.LCPI0_53(%rip), %zmm14
	vbroadcastss	.LCPI0_54(%rip), %zmm16
	vbroadcastss	.LCPI0_55(%rip), %zmm17
	vbroadcastss	.LCPI0_56(%rip), %zmm18
	vbroadcastss	.LCPI0_57(%rip), %zmm19
	vbroadcastss	.LCPI0_58(%rip), %zmm20
	vbroadcastss	.LCPI0_59(%rip), %zmm21
	vbroadcastss	.LCPI0_60(%rip), %zmm23
	vbroadcastss	.LCPI0_61(%rip), %zmm24
	vbroadcastss	.LCPI0_62(%rip), %zmm25
	vbroadcastss	.LCPI0_63(%rip), %zmm26
	vbroadcastss	.LCPI0_64(%rip), %zmm27
	vpbroadcastd	.LCPI0_65(%rip), %zmm28
	vpbroadcastd	.LCPI0_48(%rip), %zmm31
	vpbroadcastd	.LCPI0_66(%rip), %zmm29
	.p2align	4
.LBB0_113:
	vmovups	(%rbp,%r15,4), %zmm0
	vsubps	%zmm12, %zmm0, %zmm0
	vmaxps	%zmm0, %zmm13, %zmm1
	vminps	%zmm1, %zmm14, %zmm1
	vmulps	%zmm16, %zmm1, %zmm2
	vaddps	%zmm17, %zmm2, %zmm2
	vaddps	%zmm18, %zmm2, %zmm3
	vmulps	%zmm19, %zmm3, %zmm4
	vaddps	%zmm4, %zmm1, %zmm1
	vmulps	%zmm20, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm4
	vmulps	%zmm4, %zmm4, %zmm5
	vmulps	%zmm21, %zmm5, %zmm7
	vaddps	%zmm23, %zmm7, %zmm7
	vmulps	%zmm7, %zmm5, %zmm7
	vaddps	%zmm24, %zmm7, %zmm7
	vmulps	%zmm7, %zmm5, %zmm7
	vaddps	%zmm25, %zmm7, %zmm7
	vmulps	%zmm7, %zmm5, %zmm7
	vaddps	%zmm26, %zmm7, %zmm7
	vmulps	%zmm7, %zmm5, %zmm5
	vsubps	%zmm5, %zmm4, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm5, %zmm11, %zmm5
	vdivps	%zmm5, %zmm4, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vsubps	%zmm3, %zmm1, %zmm1
	vaddps	%zmm27, %zmm1, %zmm1
	vpaddd	%zmm28, %zmm2, %zmm3
	vpsrld	$1, %zmm3, %zmm3
	vpsubd	%zmm3, %zmm2, %zmm2
	vpslld	$23, %zmm2, %zmm2
	vpslld	$23, %zmm3, %zmm3
	vpaddd	%zmm31, %zmm3, %zmm3
	vmulps	%zmm3, %zmm1, %zmm1
	vpaddd	%zmm29, %zmm2, %zmm2
	vmulps	%zmm2, %zmm1, %zmm1
	vcmpunordps	%zmm6, %zmm0, %k1
	vbroadcastss	.LCPI0_67(%rip), %zmm1 {%k1}
	vmovups	%zmm1, (%r12,%r15,4)
	addq	$16, %r15
	cmpq	%r15, %rsi
	jne	.LBB0_113
	testq	%rax, %rax
	vmovss	.LCPI0_53(%rip), %xmm7
	vmovdqa64	.LCPI0_10(%rip), %zmm13
	vmovaps	992(%rsp), %xmm29
	vmovaps	416(%rsp), %xmm27
	je	.LBB0_120
	cmpl	$4, %eax
	jb	.LBB0_139
.LBB0_116:
	movq	224(%rsp), %rax
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
	vbroadcastss	.LCPI0_55(%rip), %xmm19
	vbroadcastss	.LCPI0_56(%rip), %xmm20
	vbroadcastss	.LCPI0_57(%rip), %xmm21
	vbroadcastss	.LCPI0_58(%rip), %xmm23
	vbroadcastss	.LCPI0_59(%rip), %xmm24
	vbroadcastss	.LCPI0_60(%rip), %xmm25
	vbroadcastss	.LCPI0_61(%rip), %xmm28
	vbroadcastss	.LCPI0_62(%rip), %xmm26
	vbroadcastss	.LCPI0_63(%rip), %xmm27
	vbroadcastss	.LCPI0_18(%rip), %xmm29
	vbroadcastss	.LCPI0_64(%rip), %xmm13
	vpbroadcastd	.LCPI0_65(%rip), %xmm31
	vpbroadcastd	.LCPI0_48(%rip), %xmm14
	vpbroadcastd	.LCPI0_66(%rip), %xmm15
	vxorps	%xmm11, %xmm11, %xmm11
	.p2align	4
.LBB0_117:
	vmovups	(%rbp,%r14,4), %xmm0
	vsubps	%xmm12, %xmm0, %xmm0
	vmaxps	%xmm0, %xmm16, %xmm1
	vminps	%xmm1, %xmm17, %xmm1
	vmulps	%xmm18, %xmm1, %xmm2
	vaddps	%xmm19, %xmm2, %xmm2
	vaddps	%xmm20, %xmm2, %xmm3
	vmulps	%xmm21, %xmm3, %xmm4
	vaddps	%xmm4, %xmm1, %xmm1
	vmulps	%xmm23, %xmm3, %xmm3
	vsubps	%xmm3, %xmm1, %xmm4
	vmulps	%xmm4, %xmm4, %xmm5
	vmulps	%xmm24, %xmm5, %xmm7
	vaddps	%xmm25, %xmm7, %xmm7
	vmulps	%xmm7, %xmm5, %xmm7
	vaddps	%xmm28, %xmm7, %xmm7
	vmulps	%xmm7, %xmm5, %xmm7
	vaddps	%xmm26, %xmm7, %xmm7
	vmulps	%xmm7, %xmm5, %xmm7
	vaddps	%xmm27, %xmm7, %xmm7
	vmulps	%xmm7, %xmm5, %xmm5
	vsubps	%xmm5, %xmm4, %xmm5
	vmulps	%xmm5, %xmm4, %xmm4
	vsubps	%xmm5, %xmm29, %xmm5
	vdivps	%xmm5, %xmm4, %xmm4
	vsubps	%xmm4, %xmm3, %xmm3
	vsubps	%xmm3, %xmm1, %xmm1
	vaddps	%xmm1, %xmm13, %xmm1
	vpaddd	%xmm31, %xmm2, %xmm3
	vpsrld	$1, %xmm3, %xmm3
	vpsubd	%xmm3, %xmm2, %xmm2
	vpslld	$23, %xmm2, %xmm2
	vpslld	$23, %xmm3, %xmm3
	vpaddd	%xmm3, %xmm14, %xmm3
	vmulps	%xmm3, %xmm1, %xmm1
	vpaddd	%xmm2, %xmm15, %xmm2
	vmulps	%xmm2, %xmm1, %xmm1
	vcmpunordps	%xmm11, %xmm0, %k1
	vbroadcastss	.LCPI0_67(%rip), %xmm1 {%k1}
	vmovups	%xmm1, (%r12,%r14,4)
	addq	$4, %r14
	cmpq	%r14, %rsi
	jne	.LBB0_117
	testq	%r15, %r15
	movq	96(%rsp), %rdx
	vmovss	.LCPI0_53(%rip), %xmm7
	vmovss	.LCPI0_56(%rip), %xmm28
	vmovss	.LCPI0_57(%rip), %xmm16
	vmovss	.LCPI0_58(%rip), %xmm17
	vmovss	.LCPI0_59(%rip), %xmm18
	vmovss	.LCPI0_60(%rip), %xmm19
	vmovss	.LCPI0_61(%rip), %xmm20
	vmovss	.LCPI0_62(%rip), %xmm21
	vmovss	.LCPI0_63(%rip), %xmm23
	vmovss	.LCPI0_18(%rip), %xmm24
	vmovss	.LCPI0_64(%rip), %xmm25
	vbroadcastss	.LCPI0_18(%rip), %zmm11
	vmovaps	.LCPI0_9(%rip), %zmm15
	vmovdqa64	.LCPI0_10(%rip), %zmm13
	vmovaps	992(%rsp), %xmm29
	vmovaps	416(%rsp), %xmm27
	je	.LBB0_120
	.p2align	4
.LBB0_119:
	vmovss	(%rdx,%rdi,4), %xmm0
	vsubss	%xmm22, %xmm0, %xmm0
	vmaxss	%xmm0, %xmm8, %xmm1
	vminss	%xmm1, %xmm7, %xmm1
	vmulss	%xmm1, %xmm9, %xmm2
	vaddss	%xmm2, %xmm10, %xmm2
	vaddss	%xmm28, %xmm2, %xmm3
	vmovd	%xmm2, %esi
	vmulss	%xmm16, %xmm3, %xmm2
	vaddss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm17, %xmm3, %xmm2
	vsubss	%xmm2, %xmm1, %xmm3
	vmulss	%xmm3, %xmm3, %xmm4
	vmulss	%xmm18, %xmm4, %xmm5
	vaddss	%xmm19, %xmm5, %xmm5
	vmulss	%xmm5, %xmm4, %xmm5
	vaddss	%xmm20, %xmm5, %xmm5
	vmulss	%xmm5, %xmm4, %xmm5
	vaddss	%xmm21, %xmm5, %xmm5
	vmulss	%xmm5, %xmm4, %xmm5
	vaddss	%xmm23, %xmm5, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vsubss	%xmm4, %xmm3, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vsubss	%xmm4, %xmm24, %xmm4
	vdivss	%xmm4, %xmm3, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm25, %xmm1, %xmm1
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
	jne	.LBB0_119
.LBB0_120:
	movq	%r11, %rdi
	andq	$-64, %rdi
	je	.LBB0_129
	xorl	%r10d, %r10d
	jmp	.LBB0_124
	.p2align	4
.LBB0_122:
	movl	$6, %esi
	subq	%r9, %rsi
	addq	%r9, %rcx
	movq	480(%rsp), %r12
.LBB0_123:
	vmovss	%xmm0, 4504(%rsp,%rcx,4)
	movq	%rsi, 6808(%rsp,%rcx,8)
	incq	%rcx
	addq	$64, %r10
	cmpq	%rdi, %r10
	jae	.LBB0_129
.LBB0_124:
	vmovups	(%r12,%r10,4), %zmm0
	vmovups	64(%r12,%r10,4), %zmm1
	vmovups	128(%r12,%r10,4), %zmm2
	vmovups	192(%r12,%r10,4), %zmm3
	vmovaps	%zmm0, %zmm4
	vpermt2ps	%zmm1, %zmm15, %zmm4
	vmovaps	%zmm2, %zmm5
	vpermt2ps	%zmm3, %zmm15, %zmm5
	vpermt2ps	%zmm1, %zmm13, %zmm0
	vaddps	%zmm0, %zmm4, %zmm0
	vpermt2ps	%zmm3, %zmm13, %zmm2
	vaddps	%zmm2, %zmm5, %zmm1
	vmovaps	%zmm0, %zmm2
	vpermt2ps	%zmm1, %zmm15, %zmm2
	vpermt2ps	%zmm1, %zmm13, %zmm0
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
	je	.LBB0_123
	movb	%r8b, %dl
	movq	%rcx, %r8
	subq	%rdx, %r8
	cmpq	$6, 6808(%rsp,%r8,8)
	jne	.LBB0_123
	leaq	6800(%rsp), %rax
	leaq	(%rax,%rcx,8), %rsi
	leaq	-1(%rcx), %rdx
	leaq	4500(%rsp), %rax
	leaq	(%rax,%rcx,4), %r14
	movl	$7, %r15d
	xorl	%r12d, %r12d
	.p2align	4
.LBB0_127:
	movq	%rdx, %r8
	subq	$1, %rdx
	cmovaeq	%rbx, %r8
	leaq	(%rcx,%r12), %rax
	vaddss	(%r14,%r12,4), %xmm0, %xmm0
	leaq	-1(%r12), %r9
	cmpq	$1, %rax
	je	.LBB0_122
	shll	$3, %r8d
	movq	%rsi, %rax
	subq	%r8, %rax
	cmpq	(%rax,%r12,8), %r15
	leaq	1(%r15), %r15
	movq	%r9, %r12
	je	.LBB0_127
	jmp	.LBB0_122
	.p2align	4
.LBB0_129:
	cmpq	%r11, %rdi
	jne	.LBB0_132
	jmp	.LBB0_104
	.p2align	4
.LBB0_130:
	xorl	%r14d, %r14d
.LBB0_131:
	vmovss	%xmm0, 4504(%rsp,%rcx,4)
	movq	%r14, 6808(%rsp,%rcx,8)
	incq	%rcx
	incq	%rdi
	cmpq	%r11, %rdi
	jae	.LBB0_104
.LBB0_132:
	xorl	%edx, %edx
	vmovss	(%r12,%rdi,4), %xmm0
	testq	%rcx, %rcx
	setne	%sil
	je	.LBB0_130
	movb	%sil, %dl
	movq	%rcx, %rsi
	subq	%rdx, %rsi
	cmpq	$0, 6808(%rsp,%rsi,8)
	jne	.LBB0_130
	leaq	6800(%rsp), %rax
	leaq	(%rax,%rcx,8), %rsi
	leaq	-1(%rcx), %r8
	leaq	4500(%rsp), %rax
	leaq	(%rax,%rcx,4), %r10
	movq	%r8, %r15
	xorl	%r14d, %r14d
	.p2align	4
.LBB0_135:
	movq	%r15, %r9
	subq	$1, %r15
	cmovaeq	%rbx, %r9
	vaddss	(%r10), %xmm0, %xmm0
	cmpq	%r14, %r8
	leaq	1(%r14), %r14
	je	.LBB0_137
	shll	$3, %r9d
	movq	%rsi, %rdx
	subq	%r9, %rdx
	addq	$-8, %rsi
	addq	$-4, %r10
	cmpq	(%rdx), %r14
	je	.LBB0_135
.LBB0_137:
	subq	%r14, %rcx
	jmp	.LBB0_131
.LBB0_139:
	addq	%r14, %rdi
	jmp	.LBB0_111
	.p2align	4
.LBB0_140:
	xorl	%edx, %edx
	testq	%rcx, %rcx
	sete	%sil
	setne	%dl
	movq	%rcx, %rdi
	subq	%rdx, %rdi
	vmovss	4504(%rsp,%rdi,4), %xmm0
	kmovd	%esi, %k1
	vmovss	%xmm30, %xmm0, %xmm0 {%k1}
	cmpq	$2, %rcx
	movq	-32(%rsp), %r11
	jae	.LBB0_142
	movq	-112(%rsp), %r13
	movq	1264(%rsp), %r14
	movq	-48(%rsp), %r8
	vmovss	.LCPI0_68(%rip), %xmm12
	movq	-80(%rsp), %rbp
	vpbroadcastd	.LCPI0_48(%rip), %zmm5
	vpbroadcastd	.LCPI0_66(%rip), %zmm11
	jmp	.LBB0_149
	.p2align	4
.LBB0_142:
	leaq	-2(%rcx), %rsi
	movl	%edi, %edx
	andl	$7, %edx
	cmpq	$7, %rsi
	movq	-112(%rsp), %r13
	movq	1264(%rsp), %r14
	vmovss	.LCPI0_68(%rip), %xmm12
	vpbroadcastd	.LCPI0_48(%rip), %zmm5
	vpbroadcastd	.LCPI0_66(%rip), %zmm11
	jae	.LBB0_144
	xorl	%esi, %esi
	movq	-48(%rsp), %r8
	movq	-80(%rsp), %rbp
	jmp	.LBB0_147
	.p2align	4
.LBB0_144:
	leaq	(%rsp,%rdi,4), %r8
	addq	$4504, %r8
	andq	$-8, %rdi
	cmpq	$1, %rcx
	movl	$1, %esi
	cmovbq	%rcx, %rsi
	shll	$2, %esi
	leaq	4500(%rsp), %r9
	leaq	(%r9,%rcx,4), %r9
	subq	%rsi, %r9
	xorl	%esi, %esi
	movabsq	$4611686018427387900, %r11
	movabsq	$4611686018427387899, %r13
	movabsq	$4611686018427387897, %rbp
	.p2align	4
.LBB0_145:
	vaddss	(%r9), %xmm0, %xmm0
	movq	%rsi, %r10
	movabsq	$4611686018427387902, %rax
	xorq	%rax, %r10
	vaddss	(%r8,%r10,4), %xmm0, %xmm0
	movq	%rsi, %r10
	movabsq	$4611686018427387901, %rax
	xorq	%rax, %r10
	vaddss	(%r8,%r10,4), %xmm0, %xmm0
	movq	%rsi, %r10
	xorq	%r11, %r10
	vaddss	(%r8,%r10,4), %xmm0, %xmm0
	movq	%rsi, %r10
	xorq	%r13, %r10
	vaddss	(%r8,%r10,4), %xmm0, %xmm0
	movq	%rsi, %r10
	movabsq	$4611686018427387898, %rax
	xorq	%rax, %r10
	vaddss	(%r8,%r10,4), %xmm0, %xmm0
	movq	%rsi, %r10
	xorq	%rbp, %r10
	vaddss	(%r8,%r10,4), %xmm0, %xmm0
	movq	%rsi, %r10
	movabsq	$4611686018427387896, %rax
	xorq	%rax, %r10
	vaddss	(%r8,%r10,4), %xmm0, %xmm0
	addq	$8, %rsi
	addq	$-32, %r9
	cmpq	%rsi, %rdi
	jne	.LBB0_145
	testq	%rdx, %rdx
	movq	-48(%rsp), %r8
	movq	-112(%rsp), %r13
	movq	-80(%rsp), %rbp
	movq	-32(%rsp), %r11
	je	.LBB0_149
.LBB0_147:
	shlq	$2, %rsi
	leaq	4500(%rsp), %rdi
	subq	%rsi, %rdi
	cmpq	$1, %rcx
	movl	$1, %esi
	cmovbq	%rcx, %rsi
	shll	$2, %esi
	leaq	(%rdi,%rcx,4), %rcx
	subq	%rsi, %rcx
	negq	%rdx
	xorl	%esi, %esi
	.p2align	4
.LBB0_148:
	vaddss	(%rcx,%rsi,4), %xmm0, %xmm0
	decq	%rsi
	cmpq	%rsi, %rdx
	jne	.LBB0_148
.LBB0_149:
	vmovss	.LCPI0_64(%rip), %xmm1
	vdivss	%xmm0, %xmm1, %xmm26
	cmpl	$0, -92(%rsp)
	je	.LBB0_153
	cmpb	$0, -117(%rsp)
	movl	$2143289344, %edi
	je	.LBB0_156
	xorl	%ecx, %ecx
	movq	96(%rsp), %rax
	vmovss	.LCPI0_56(%rip), %xmm28
	vmovss	.LCPI0_57(%rip), %xmm16
	vmovss	.LCPI0_58(%rip), %xmm17
	vmovss	.LCPI0_59(%rip), %xmm18
	vmovss	.LCPI0_60(%rip), %xmm19
	vmovss	.LCPI0_61(%rip), %xmm20
	vmovss	.LCPI0_62(%rip), %xmm21
	vmovss	.LCPI0_63(%rip), %xmm23
	vmovss	.LCPI0_18(%rip), %xmm11
	vmovss	.LCPI0_64(%rip), %xmm25
	vmovaps	352(%rsp), %xmm24
	.p2align	4
.LBB0_152:
	vmovss	(%rax,%rcx,4), %xmm0
	vaddss	%xmm0, %xmm0, %xmm1
	vmulss	%xmm1, %xmm12, %xmm1
	vsubss	(%r8,%rcx,4), %xmm1, %xmm1
	vsubss	%xmm22, %xmm0, %xmm2
	vmaxss	%xmm2, %xmm8, %xmm3
	vminss	%xmm3, %xmm7, %xmm3
	vmulss	%xmm3, %xmm9, %xmm4
	vaddss	%xmm4, %xmm10, %xmm4
	vaddss	%xmm28, %xmm4, %xmm5
	vmovd	%xmm4, %edx
	vmulss	%xmm16, %xmm5, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm17, %xmm5, %xmm4
	vsubss	%xmm4, %xmm3, %xmm5
	vmulss	%xmm5, %xmm5, %xmm7
	vmulss	%xmm18, %xmm7, %xmm8
	vaddss	%xmm19, %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm8
	vaddss	%xmm20, %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm8
	vaddss	%xmm21, %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm8
	vaddss	%xmm23, %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm7
	vmovss	.LCPI0_52(%rip), %xmm8
	vsubss	%xmm7, %xmm5, %xmm7
	vmulss	%xmm7, %xmm5, %xmm5
	vsubss	%xmm7, %xmm11, %xmm7
	vdivss	%xmm7, %xmm5, %xmm5
	vmovss	.LCPI0_53(%rip), %xmm7
	vsubss	%xmm5, %xmm4, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vaddss	%xmm25, %xmm3, %xmm3
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
	vcmpunordss	%xmm2, %xmm2, %k1
	vmovss	.LCPI0_67(%rip), %xmm3 {%k1}
	vcvtusi2ss	%rcx, %xmm6, %xmm2
	vmulss	%xmm3, %xmm26, %xmm3
	vaddss	%xmm3, %xmm1, %xmm1
	vcmpeqss	%xmm2, %xmm24, %k1
	vmovss	.LCPI0_69(%rip), %xmm2 {%k1} {z}
	vaddss	%xmm1, %xmm2, %xmm1
	vmulss	%xmm1, %xmm29, %xmm1
	vsubss	%xmm1, %xmm0, %xmm0
	vmulss	(%r14,%rcx,4), %xmm27, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	vmovd	%xmm0, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%edi, %edx
	movq	96(%rsp), %rax
	movl	%edx, (%rax,%rcx,4)
	movq	96(%rsp), %rax
	incq	%rcx
	cmpq	%rcx, %r13
	jne	.LBB0_152
	jmp	.LBB0_67
	.p2align	4
.LBB0_153:
	cmpb	$0, -120(%rsp)
	movl	$2143289344, %edi
	je	.LBB0_163
	xorl	%ecx, %ecx
	movq	96(%rsp), %rax
	vmovss	.LCPI0_56(%rip), %xmm28
	vmovss	.LCPI0_57(%rip), %xmm16
	vmovss	.LCPI0_58(%rip), %xmm17
	vmovss	.LCPI0_59(%rip), %xmm18
	vmovss	.LCPI0_60(%rip), %xmm19
	vmovss	.LCPI0_61(%rip), %xmm20
	vmovss	.LCPI0_62(%rip), %xmm21
	vmovss	.LCPI0_63(%rip), %xmm23
	vmovss	.LCPI0_18(%rip), %xmm24
	vmovss	.LCPI0_64(%rip), %xmm25
	vmovaps	352(%rsp), %xmm11
	.p2align	4
.LBB0_155:
	vmovss	(%rax,%rcx,4), %xmm0
	vaddss	%xmm0, %xmm0, %xmm1
	vmulss	%xmm1, %xmm12, %xmm1
	vsubss	(%r8,%rcx,4), %xmm1, %xmm1
	vsubss	%xmm22, %xmm0, %xmm2
	vmaxss	%xmm2, %xmm8, %xmm3
	vminss	%xmm3, %xmm7, %xmm3
	vmulss	%xmm3, %xmm9, %xmm4
	vaddss	%xmm4, %xmm10, %xmm4
	vaddss	%xmm28, %xmm4, %xmm5
	vmovd	%xmm4, %edx
	vmulss	%xmm16, %xmm5, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm17, %xmm5, %xmm4
	vsubss	%xmm4, %xmm3, %xmm5
	vmulss	%xmm5, %xmm5, %xmm7
	vmulss	%xmm18, %xmm7, %xmm8
	vaddss	%xmm19, %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm8
	vaddss	%xmm20, %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm8
	vaddss	%xmm21, %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm8
	vaddss	%xmm23, %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm7
	vmovss	.LCPI0_52(%rip), %xmm8
	vsubss	%xmm7, %xmm5, %xmm7
	vmulss	%xmm7, %xmm5, %xmm5
	vsubss	%xmm7, %xmm24, %xmm7
	vdivss	%xmm7, %xmm5, %xmm5
	vmovss	.LCPI0_53(%rip), %xmm7
	vsubss	%xmm5, %xmm4, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vaddss	%xmm25, %xmm3, %xmm3
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
	vcmpunordss	%xmm2, %xmm2, %k1
	vmovss	.LCPI0_67(%rip), %xmm3 {%k1}
	vmulss	%xmm3, %xmm26, %xmm2
	vaddss	%xmm2, %xmm1, %xmm1
	vcvtusi2ss	%rcx, %xmm6, %xmm2
	vcmpeqss	%xmm2, %xmm11, %k1
	vmovss	.LCPI0_69(%rip), %xmm2 {%k1} {z}
	vaddss	%xmm1, %xmm2, %xmm1
	vmulss	%xmm1, %xmm29, %xmm1
	vsubss	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%edi, %edx
	movq	96(%rsp), %rax
	movl	%edx, (%rax,%rcx,4)
	movq	96(%rsp), %rax
	incq	%rcx
	cmpq	%rcx, %r13
	jne	.LBB0_155
	jmp	.LBB0_67
	.p2align	4
.LBB0_156:
	vbroadcastss	%xmm22, %zmm0
	vmovaps	%xmm26, 32(%rsp)
	vbroadcastss	%xmm26, %zmm1
	vbroadcastss	352(%rsp), %zmm2
	vbroadcastss	%xmm27, %zmm3
	xorl	%ecx, %ecx
	vmovdqa64	.LCPI0_0(%rip), %zmm4
	vmovdqa64	.LCPI0_49(%rip), %zmm5
	movq	-88(%rsp), %rdx
	movq	96(%rsp), %rax
	vbroadcastss	.LCPI0_57(%rip), %zmm21
	vbroadcastss	.LCPI0_58(%rip), %zmm23
	vbroadcastss	.LCPI0_59(%rip), %zmm24
	vbroadcastss	.LCPI0_60(%rip), %zmm25
	vbroadcastss	.LCPI0_61(%rip), %zmm16
	vbroadcastss	.LCPI0_62(%rip), %zmm27
	vbroadcastss	.LCPI0_63(%rip), %zmm28
	vmovdqa64	%zmm11, %zmm29
	vpbroadcastd	.LCPI0_48(%rip), %zmm26
	vbroadcastss	.LCPI0_64(%rip), %zmm31
	vpbroadcastd	.LCPI0_65(%rip), %zmm12
	vbroadcastss	.LCPI0_68(%rip), %zmm17
	vbroadcastss	.LCPI0_70(%rip), %zmm18
	vpbroadcastq	.LCPI0_2(%rip), %zmm19
	vbroadcastss	.LCPI0_18(%rip), %zmm20
	.p2align	4
.LBB0_157:
	vmovups	(%rax,%rcx,4), %zmm7
	vsubps	%zmm0, %zmm7, %zmm8
	vbroadcastss	.LCPI0_52(%rip), %zmm9
	vmaxps	%zmm8, %zmm9, %zmm9
	vbroadcastss	.LCPI0_53(%rip), %zmm10
	vminps	%zmm9, %zmm10, %zmm9
	vmulps	.LCPI0_54(%rip){1to16}, %zmm9, %zmm10
	vaddps	.LCPI0_55(%rip){1to16}, %zmm10, %zmm10
	vaddps	.LCPI0_56(%rip){1to16}, %zmm10, %zmm11
	vmulps	%zmm21, %zmm11, %zmm13
	vaddps	%zmm13, %zmm9, %zmm9
	vmulps	%zmm23, %zmm11, %zmm11
	vsubps	%zmm11, %zmm9, %zmm13
	vmulps	%zmm13, %zmm13, %zmm14
	vmulps	%zmm24, %zmm14, %zmm15
	vaddps	%zmm25, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm16, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm27, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm28, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm14, %zmm13, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm14, %zmm20, %zmm14
	vdivps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm11, %zmm11
	vsubps	%zmm11, %zmm9, %zmm9
	vaddps	%zmm31, %zmm9, %zmm9
	vpaddd	%zmm12, %zmm10, %zmm11
	vpsrld	$1, %zmm11, %zmm11
	vpsubd	%zmm11, %zmm10, %zmm10
	vpslld	$23, %zmm11, %zmm11
	vpaddd	%zmm26, %zmm11, %zmm11
	vmulps	%zmm11, %zmm9, %zmm9
	vaddps	%zmm7, %zmm7, %zmm11
	vmulps	%zmm17, %zmm11, %zmm11
	vsubps	(%r8,%rcx,4), %zmm11, %zmm11
	vpslld	$23, %zmm10, %zmm10
	vpaddd	%zmm29, %zmm10, %zmm10
	vmulps	%zmm10, %zmm9, %zmm9
	vcmpunordps	%zmm6, %zmm8, %k1
	vbroadcastss	.LCPI0_67(%rip), %zmm9 {%k1}
	vmulps	%zmm9, %zmm1, %zmm8
	vaddps	%zmm8, %zmm11, %zmm8
	vcvtuqq2ps	%zmm4, %ymm9
	vcvtuqq2ps	%zmm5, %ymm10
	vinsertf64x4	$1, %ymm10, %zmm9, %zmm9
	vcmpeqps	%zmm9, %zmm2, %k1
	vbroadcastss	.LCPI0_69(%rip), %zmm9 {%k1} {z}
	vaddps	%zmm8, %zmm9, %zmm8
	vmulps	592(%rsp), %zmm8, %zmm8
	vmulps	(%r14,%rcx,4), %zmm3, %zmm9
	vsubps	%zmm8, %zmm7, %zmm7
	vaddps	%zmm7, %zmm9, %zmm7
	vandps	%zmm18, %zmm7, %zmm8
	vpcmpgtd	%zmm29, %zmm8, %k1
	vpbroadcastd	.LCPI0_67(%rip), %zmm7 {%k1}
	vmovdqu64	%zmm7, (%rax,%rcx,4)
	addq	$16, %rcx
	vpaddq	%zmm19, %zmm4, %zmm4
	vpaddq	%zmm19, %zmm5, %zmm5
	cmpq	%rcx, %rdx
	jne	.LBB0_157
	cmpq	%rdx, %r13
	vmovss	.LCPI0_52(%rip), %xmm8
	vmovss	.LCPI0_53(%rip), %xmm7
	vmovss	.LCPI0_54(%rip), %xmm9
	vmovss	.LCPI0_55(%rip), %xmm10
	vmovss	.LCPI0_56(%rip), %xmm28
	vmovss	.LCPI0_57(%rip), %xmm16
	vmovss	.LCPI0_58(%rip), %xmm17
	vmovss	.LCPI0_59(%rip), %xmm18
	vmovss	.LCPI0_60(%rip), %xmm19
	vmovss	.LCPI0_61(%rip), %xmm20
	vmovss	.LCPI0_62(%rip), %xmm21
	vmovss	.LCPI0_63(%rip), %xmm23
	vmovss	.LCPI0_18(%rip), %xmm11
	vmovss	.LCPI0_64(%rip), %xmm25
	vmovss	.LCPI0_68(%rip), %xmm12
	vmovaps	.LCPI0_9(%rip), %zmm15
	vmovaps	.LCPI0_10(%rip), %zmm13
	vmovaps	992(%rsp), %xmm29
	vmovaps	416(%rsp), %xmm27
	vmovaps	352(%rsp), %xmm24
	vmovaps	32(%rsp), %xmm26
	je	.LBB0_67
	movq	-88(%rsp), %rcx
	testb	$12, %r13b
	je	.LBB0_152
	vbroadcastss	%xmm22, %xmm0
	vbroadcastss	%xmm26, %xmm1
	vbroadcastss	%xmm24, %xmm2
	vbroadcastss	%xmm27, %xmm3
	movq	-88(%rsp), %rcx
	vmovdqu	1840(%rsp), %ymm4
	vbroadcastss	.LCPI0_56(%rip), %xmm20
	vbroadcastss	.LCPI0_57(%rip), %xmm21
	vbroadcastss	.LCPI0_58(%rip), %xmm23
	vbroadcastss	.LCPI0_59(%rip), %xmm24
	vbroadcastss	.LCPI0_60(%rip), %xmm25
	vbroadcastss	.LCPI0_61(%rip), %xmm28
	vbroadcastss	.LCPI0_62(%rip), %xmm26
	vbroadcastss	.LCPI0_63(%rip), %xmm27
	vbroadcastss	.LCPI0_18(%rip), %xmm29
	vbroadcastss	.LCPI0_64(%rip), %xmm16
	vpbroadcastd	.LCPI0_65(%rip), %xmm17
	vbroadcastss	.LCPI0_70(%rip), %xmm15
	vpbroadcastq	.LCPI0_71(%rip), %ymm18
	vpbroadcastd	.LCPI0_48(%rip), %xmm31
	vpbroadcastd	.LCPI0_66(%rip), %xmm19
	movq	-24(%rsp), %rdx
	.p2align	4
.LBB0_161:
	vmovups	(%rax,%rcx,4), %xmm5
	vsubps	%xmm0, %xmm5, %xmm7
	vbroadcastss	.LCPI0_52(%rip), %xmm8
	vmaxps	%xmm7, %xmm8, %xmm8
	vbroadcastss	.LCPI0_53(%rip), %xmm9
	vminps	%xmm8, %xmm9, %xmm8
	vmulps	.LCPI0_54(%rip){1to4}, %xmm8, %xmm9
	vaddps	.LCPI0_55(%rip){1to4}, %xmm9, %xmm9
	vaddps	%xmm20, %xmm9, %xmm10
	vmulps	%xmm21, %xmm10, %xmm11
	vaddps	%xmm11, %xmm8, %xmm8
	vmulps	%xmm23, %xmm10, %xmm10
	vsubps	%xmm10, %xmm8, %xmm11
	vmulps	%xmm11, %xmm11, %xmm13
	vmulps	%xmm24, %xmm13, %xmm14
	vaddps	%xmm25, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	%xmm28, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	%xmm26, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	%xmm27, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm13
	vsubps	%xmm13, %xmm11, %xmm13
	vmulps	%xmm13, %xmm11, %xmm11
	vsubps	%xmm13, %xmm29, %xmm13
	vdivps	%xmm13, %xmm11, %xmm11
	vxorps	%xmm13, %xmm13, %xmm13
	vsubps	%xmm11, %xmm10, %xmm10
	vsubps	%xmm10, %xmm8, %xmm8
	vaddps	%xmm16, %xmm8, %xmm8
	vpaddd	%xmm17, %xmm9, %xmm10
	vpsrld	$1, %xmm10, %xmm10
	vpsubd	%xmm10, %xmm9, %xmm9
	vpslld	$23, %xmm10, %xmm10
	vpaddd	%xmm31, %xmm10, %xmm10
	vmulps	%xmm10, %xmm8, %xmm8
	vpslld	$23, %xmm9, %xmm9
	vpaddd	%xmm19, %xmm9, %xmm9
	vmulps	%xmm9, %xmm8, %xmm8
	vcmpunordps	%xmm13, %xmm7, %k1
	vaddps	%xmm5, %xmm5, %xmm7
	vmulps	.LCPI0_68(%rip){1to4}, %xmm7, %xmm7
	vsubps	(%r8,%rcx,4), %xmm7, %xmm7
	vbroadcastss	.LCPI0_67(%rip), %xmm8 {%k1}
	vmulps	%xmm1, %xmm8, %xmm8
	vaddps	%xmm7, %xmm8, %xmm7
	vcvtuqq2ps	%ymm4, %xmm8
	vcmpeqps	%xmm8, %xmm2, %k1
	vbroadcastss	.LCPI0_69(%rip), %xmm8 {%k1} {z}
	vaddps	%xmm7, %xmm8, %xmm7
	vmulps	592(%rsp), %xmm7, %xmm7
	vmulps	(%r14,%rcx,4), %xmm3, %xmm8
	vsubps	%xmm7, %xmm5, %xmm5
	vaddps	%xmm5, %xmm8, %xmm5
	vandps	%xmm5, %xmm15, %xmm7
	vpcmpgtd	%xmm19, %xmm7, %k1
	vpbroadcastd	.LCPI0_67(%rip), %xmm5 {%k1}
	vmovdqu	%xmm5, (%rax,%rcx,4)
	addq	$4, %rcx
	vpaddq	%ymm18, %ymm4, %ymm4
	cmpq	%rcx, %rdx
	jne	.LBB0_161
	movq	%rdx, %rcx
	cmpq	%rdx, %r13
	vmovss	.LCPI0_52(%rip), %xmm8
	vmovss	.LCPI0_53(%rip), %xmm7
	vmovss	.LCPI0_54(%rip), %xmm9
	vmovss	.LCPI0_55(%rip), %xmm10
	vmovss	.LCPI0_56(%rip), %xmm28
	vmovss	.LCPI0_57(%rip), %xmm16
	vmovss	.LCPI0_58(%rip), %xmm17
	vmovss	.LCPI0_59(%rip), %xmm18
	vmovss	.LCPI0_60(%rip), %xmm19
	vmovss	.LCPI0_61(%rip), %xmm20
	vmovss	.LCPI0_62(%rip), %xmm21
	vmovss	.LCPI0_63(%rip), %xmm23
	vmovss	.LCPI0_18(%rip), %xmm11
	vmovss	.LCPI0_64(%rip), %xmm25
	vmovaps	.LCPI0_9(%rip), %zmm15
	vmovaps	.LCPI0_10(%rip), %zmm13
	vmovaps	992(%rsp), %xmm29
	vmovaps	416(%rsp), %xmm27
	vmovaps	352(%rsp), %xmm24
	vmovaps	32(%rsp), %xmm26
	jne	.LBB0_152
	jmp	.LBB0_67
.LBB0_163:
	vbroadcastss	%xmm22, %zmm0
	vmovaps	%xmm26, 32(%rsp)
	vbroadcastss	%xmm26, %zmm1
	vbroadcastss	352(%rsp), %zmm2
	xorl	%ecx, %ecx
	vmovdqa64	.LCPI0_0(%rip), %zmm3
	vmovdqa64	.LCPI0_49(%rip), %zmm4
	movq	-88(%rsp), %rdx
	movq	96(%rsp), %rax
	vbroadcastss	.LCPI0_54(%rip), %zmm18
	vbroadcastss	.LCPI0_55(%rip), %zmm19
	vbroadcastss	.LCPI0_56(%rip), %zmm20
	vbroadcastss	.LCPI0_57(%rip), %zmm21
	vbroadcastss	.LCPI0_58(%rip), %zmm23
	vbroadcastss	.LCPI0_59(%rip), %zmm24
	vbroadcastss	.LCPI0_60(%rip), %zmm25
	vbroadcastss	.LCPI0_61(%rip), %zmm16
	vbroadcastss	.LCPI0_62(%rip), %zmm27
	vbroadcastss	.LCPI0_63(%rip), %zmm28
	vmovdqa64	%zmm11, %zmm29
	vmovdqa64	%zmm5, %zmm26
	vbroadcastss	.LCPI0_64(%rip), %zmm31
	vbroadcastss	.LCPI0_70(%rip), %zmm17
	vpbroadcastq	.LCPI0_2(%rip), %zmm12
	vbroadcastss	.LCPI0_18(%rip), %zmm15
	.p2align	4
.LBB0_164:
	vmovups	(%rax,%rcx,4), %zmm5
	vsubps	%zmm0, %zmm5, %zmm7
	vbroadcastss	.LCPI0_52(%rip), %zmm8
	vmaxps	%zmm7, %zmm8, %zmm8
	vbroadcastss	.LCPI0_53(%rip), %zmm9
	vminps	%zmm8, %zmm9, %zmm8
	vmulps	%zmm18, %zmm8, %zmm9
	vaddps	%zmm19, %zmm9, %zmm9
	vaddps	%zmm20, %zmm9, %zmm10
	vmulps	%zmm21, %zmm10, %zmm11
	vaddps	%zmm11, %zmm8, %zmm8
	vmulps	%zmm23, %zmm10, %zmm10
	vsubps	%zmm10, %zmm8, %zmm11
	vmulps	%zmm11, %zmm11, %zmm13
	vmulps	%zmm24, %zmm13, %zmm14
	vaddps	%zmm25, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm16, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm27, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm28, %zmm14, %zmm14
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
	vpaddd	%zmm26, %zmm10, %zmm10
	vmulps	%zmm10, %zmm8, %zmm8
	vaddps	%zmm5, %zmm5, %zmm10
	vmulps	.LCPI0_68(%rip){1to16}, %zmm10, %zmm10
	vsubps	(%r8,%rcx,4), %zmm10, %zmm10
	vpslld	$23, %zmm9, %zmm9
	vpaddd	%zmm29, %zmm9, %zmm9
	vmulps	%zmm9, %zmm8, %zmm8
	vcmpunordps	%zmm6, %zmm7, %k1
	vbroadcastss	.LCPI0_67(%rip), %zmm8 {%k1}
	vmulps	%zmm8, %zmm1, %zmm7
	vcvtuqq2ps	%zmm3, %ymm8
	vcvtuqq2ps	%zmm4, %ymm9
	vaddps	%zmm7, %zmm10, %zmm7
	vinsertf64x4	$1, %ymm9, %zmm8, %zmm8
	vcmpeqps	%zmm8, %zmm2, %k1
	vbroadcastss	.LCPI0_69(%rip), %zmm8 {%k1} {z}
	vaddps	%zmm7, %zmm8, %zmm7
	vmulps	592(%rsp), %zmm7, %zmm7
	vsubps	%zmm7, %zmm5, %zmm5
	vandps	%zmm17, %zmm5, %zmm7
	vpcmpgtd	%zmm29, %zmm7, %k1
	vpbroadcastd	.LCPI0_67(%rip), %zmm5 {%k1}
	vmovdqu64	%zmm5, (%rax,%rcx,4)
	addq	$16, %rcx
	vpaddq	%zmm12, %zmm3, %zmm3
	vpaddq	%zmm12, %zmm4, %zmm4
	cmpq	%rcx, %rdx
	jne	.LBB0_164
	cmpq	%rdx, %r13
	vmovss	.LCPI0_52(%rip), %xmm8
	vmovss	.LCPI0_53(%rip), %xmm7
	vmovss	.LCPI0_54(%rip), %xmm9
	vmovss	.LCPI0_55(%rip), %xmm10
	vmovss	.LCPI0_56(%rip), %xmm28
	vmovss	.LCPI0_57(%rip), %xmm16
	vmovss	.LCPI0_58(%rip), %xmm17
	vmovss	.LCPI0_59(%rip), %xmm18
	vmovss	.LCPI0_60(%rip), %xmm19
	vmovss	.LCPI0_61(%rip), %xmm20
	vmovss	.LCPI0_62(%rip), %xmm21
	vmovss	.LCPI0_63(%rip), %xmm23
	vmovss	.LCPI0_18(%rip), %xmm24
	vmovss	.LCPI0_64(%rip), %xmm25
	vmovss	.LCPI0_68(%rip), %xmm12
	vmovaps	.LCPI0_9(%rip), %zmm15
	vmovaps	.LCPI0_10(%rip), %zmm13
	vmovaps	992(%rsp), %xmm29
	vmovaps	352(%rsp), %xmm11
	vmovaps	32(%rsp), %xmm26
	je	.LBB0_67
	movq	-88(%rsp), %rcx
	testb	$12, %r13b
	je	.LBB0_155
	vbroadcastss	%xmm22, %xmm0
	vbroadcastss	%xmm26, %xmm1
	vbroadcastss	%xmm11, %xmm2
	movq	-88(%rsp), %rcx
	vmovdqu	1840(%rsp), %ymm3
	vbroadcastss	.LCPI0_55(%rip), %xmm19
	vbroadcastss	.LCPI0_56(%rip), %xmm20
	vbroadcastss	.LCPI0_57(%rip), %xmm21
	vbroadcastss	.LCPI0_58(%rip), %xmm23
	vbroadcastss	.LCPI0_59(%rip), %xmm24
	vbroadcastss	.LCPI0_60(%rip), %xmm25
	vbroadcastss	.LCPI0_61(%rip), %xmm28
	vbroadcastss	.LCPI0_62(%rip), %xmm26
	vbroadcastss	.LCPI0_63(%rip), %xmm27
	vbroadcastss	.LCPI0_18(%rip), %xmm29
	vbroadcastss	.LCPI0_64(%rip), %xmm16
	vpbroadcastd	.LCPI0_65(%rip), %xmm17
	vbroadcastss	.LCPI0_70(%rip), %xmm15
	vpbroadcastq	.LCPI0_71(%rip), %ymm14
	vpbroadcastd	.LCPI0_48(%rip), %xmm31
	vpbroadcastd	.LCPI0_66(%rip), %xmm18
	movq	-24(%rsp), %rdx
	.p2align	4
.LBB0_168:
	vmovups	(%rax,%rcx,4), %xmm4
	vsubps	%xmm0, %xmm4, %xmm5
	vbroadcastss	.LCPI0_52(%rip), %xmm7
	vmaxps	%xmm5, %xmm7, %xmm7
	vbroadcastss	.LCPI0_53(%rip), %xmm8
	vminps	%xmm7, %xmm8, %xmm7
	vmulps	.LCPI0_54(%rip){1to4}, %xmm7, %xmm8
	vaddps	%xmm19, %xmm8, %xmm8
	vaddps	%xmm20, %xmm8, %xmm9
	vmulps	%xmm21, %xmm9, %xmm10
	vaddps	%xmm7, %xmm10, %xmm7
	vmulps	%xmm23, %xmm9, %xmm9
	vsubps	%xmm9, %xmm7, %xmm10
	vmulps	%xmm10, %xmm10, %xmm11
	vmulps	%xmm24, %xmm11, %xmm13
	vaddps	%xmm25, %xmm13, %xmm13
	vmulps	%xmm13, %xmm11, %xmm13
	vaddps	%xmm28, %xmm13, %xmm13
	vmulps	%xmm13, %xmm11, %xmm13
	vaddps	%xmm26, %xmm13, %xmm13
	vmulps	%xmm13, %xmm11, %xmm13
	vaddps	%xmm27, %xmm13, %xmm13
	vmulps	%xmm13, %xmm11, %xmm11
	vxorps	%xmm13, %xmm13, %xmm13
	vsubps	%xmm11, %xmm10, %xmm11
	vmulps	%xmm11, %xmm10, %xmm10
	vsubps	%xmm11, %xmm29, %xmm11
	vdivps	%xmm11, %xmm10, %xmm10
	vsubps	%xmm10, %xmm9, %xmm9
	vsubps	%xmm9, %xmm7, %xmm7
	vaddps	%xmm16, %xmm7, %xmm7
	vpaddd	%xmm17, %xmm8, %xmm9
	vpsrld	$1, %xmm9, %xmm9
	vpsubd	%xmm9, %xmm8, %xmm8
	vpslld	$23, %xmm9, %xmm9
	vpaddd	%xmm31, %xmm9, %xmm9
	vmulps	%xmm7, %xmm9, %xmm7
	vpslld	$23, %xmm8, %xmm8
	vpaddd	%xmm18, %xmm8, %xmm8
	vmulps	%xmm7, %xmm8, %xmm7
	vcmpunordps	%xmm13, %xmm5, %k1
	vaddps	%xmm4, %xmm4, %xmm5
	vmulps	.LCPI0_68(%rip){1to4}, %xmm5, %xmm5
	vsubps	(%r8,%rcx,4), %xmm5, %xmm5
	vbroadcastss	.LCPI0_67(%rip), %xmm7 {%k1}
	vmulps	%xmm7, %xmm1, %xmm7
	vaddps	%xmm7, %xmm5, %xmm5
	vcvtuqq2ps	%ymm3, %xmm7
	vcmpeqps	%xmm7, %xmm2, %k1
	vbroadcastss	.LCPI0_69(%rip), %xmm7 {%k1} {z}
	vaddps	%xmm5, %xmm7, %xmm5
	vmulps	592(%rsp), %xmm5, %xmm5
	vsubps	%xmm5, %xmm4, %xmm4
	vandps	%xmm4, %xmm15, %xmm5
	vpcmpgtd	%xmm18, %xmm5, %k1
	vpbroadcastd	.LCPI0_67(%rip), %xmm4 {%k1}
	vmovdqu	%xmm4, (%rax,%rcx,4)
	addq	$4, %rcx
	vpaddq	%ymm3, %ymm14, %ymm3
	cmpq	%rcx, %rdx
	jne	.LBB0_168
	movq	%rdx, %rcx
	cmpq	%rdx, %r13
	vmovss	.LCPI0_52(%rip), %xmm8
	vmovss	.LCPI0_53(%rip), %xmm7
	vmovss	.LCPI0_54(%rip), %xmm9
	vmovss	.LCPI0_55(%rip), %xmm10
	vmovss	.LCPI0_56(%rip), %xmm28
	vmovss	.LCPI0_57(%rip), %xmm16
	vmovss	.LCPI0_58(%rip), %xmm17
	vmovss	.LCPI0_59(%rip), %xmm18
	vmovss	.LCPI0_60(%rip), %xmm19
	vmovss	.LCPI0_61(%rip), %xmm20
	vmovss	.LCPI0_62(%rip), %xmm21
	vmovss	.LCPI0_63(%rip), %xmm23
	vmovss	.LCPI0_18(%rip), %xmm24
	vmovss	.LCPI0_64(%rip), %xmm25
	vmovaps	.LCPI0_9(%rip), %zmm15
	vmovaps	.LCPI0_10(%rip), %zmm13
	vmovaps	992(%rsp), %xmm29
	vmovaps	352(%rsp), %xmm11
	vmovaps	32(%rsp), %xmm26
	jne	.LBB0_155
	jmp	.LBB0_67
.LBB0_170:
	addq	$105624, %rsp
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
