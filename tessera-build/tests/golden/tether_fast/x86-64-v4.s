	.file	"tether_fast.toml"
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
.LCPI0_55:
	.quad	8
	.quad	9
	.quad	10
	.quad	11
	.quad	12
	.quad	13
	.quad	14
	.quad	15
.LCPI0_56:
	.quad	16
	.quad	17
	.quad	18
	.quad	19
	.quad	20
	.quad	21
	.quad	22
	.quad	23
.LCPI0_57:
	.quad	24
	.quad	25
	.quad	26
	.quad	27
	.quad	28
	.quad	29
	.quad	30
	.quad	31
.LCPI0_58:
	.quad	32
	.quad	33
	.quad	34
	.quad	35
	.quad	36
	.quad	37
	.quad	38
	.quad	39
.LCPI0_59:
	.quad	40
	.quad	41
	.quad	42
	.quad	43
	.quad	44
	.quad	45
	.quad	46
	.quad	47
.LCPI0_60:
	.quad	48
	.quad	49
	.quad	50
	.quad	51
	.quad	52
	.quad	53
	.quad	54
	.quad	55
.LCPI0_61:
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
	.long	0xc0800000
.LCPI0_49:
	.long	0x3c23d70a
.LCPI0_50:
	.long	0x7fffffff
.LCPI0_51:
	.long	2139095040
.LCPI0_52:
	.long	2143289344
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
	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
.LCPI0_53:
	.long	0
	.long	4
	.long	2
	.long	6
.LCPI0_54:
	.long	1
	.long	5
	.long	3
	.long	7
	.text
	.globl	tessera_tether_fast_x86_64_v4
	.p2align	4
	.type	tessera_tether_fast_x86_64_v4,@function
tessera_tether_fast_x86_64_v4:
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
	subq	$840, %rsp
	movq	(%rdi), %rax
	movq	%rax, -72(%rsp)
	movq	8(%rdi), %rbp
	movq	24(%rdi), %rax
	movq	%rax, -112(%rsp)
	movq	32(%rdi), %r11
	movq	40(%rdi), %rax
	movq	48(%rdi), %rcx
	movq	%rcx, 40(%rsp)
	vmovd	56(%rdi), %xmm7
	vmovss	60(%rdi), %xmm0
	vmovss	%xmm0, 28(%rsp)
	movl	64(%rdi), %ecx
	movl	%ecx, -84(%rsp)
	vmovss	72(%rdi), %xmm0
	vmovss	%xmm0, 16(%rsp)
	vmovss	76(%rdi), %xmm0
	vmovss	%xmm0, 24(%rsp)
	vmovd	80(%rdi), %xmm0
	vmovd	%xmm0, 12(%rsp)
	movl	68(%rdi), %ecx
	movl	%ecx, 20(%rsp)
	movq	88(%rdi), %rcx
	movq	%rcx, -104(%rsp)
	movq	96(%rdi), %rcx
	movq	%rcx, 344(%rsp)
	leaq	3(%rax), %rdx
	shrq	$2, %rdx
	cmpq	$127, %rax
	movq	%r11, 56(%rsp)
	movq	%rbp, 80(%rsp)
	movq	%rax, -120(%rsp)
	movq	%rdx, -48(%rsp)
	ja	.LBB0_24
	movq	%r11, %rsi
	subq	-112(%rsp), %rsi
	jbe	.LBB0_85
	movl	$3449720151, %edi
	movq	-104(%rsp), %r14
	movq	%r14, %rdx
	shrq	$32, %rdx
	leaq	(%rdx,%rdi), %r8
	addq	$-305585874, %r8
	leaq	1993301258(%rdx), %rax
	leaq	842468239(%rdx), %rcx
	leal	-1767562579(%rdx), %r9d
	vpbroadcastd	%r9d, %zmm11
	leal	-1879881855(%r14), %r9d
	vpbroadcastd	%r9d, %zmm12
	leaq	228517585(%rdx,%rdi), %r9
	vpbroadcastq	%r9, %zmm13
	leaq	(%r14,%rdi), %r9
	addq	$605896817, %r9
	vpbroadcastq	%r9, %zmm14
	movq	%rdx, %r9
	addq	$534103459, %r9
	vpbroadcastq	%r9, %zmm15
	leaq	1401181199(%r14), %r9
	vpbroadcastq	%r9, %zmm16
	leaq	1684936478(%rdx), %r9
	vpbroadcastq	%r9, %zmm17
	leaq	-408007425(%r14,%rdi), %r9
	vpbroadcastq	%r9, %zmm18
	leaq	536882365(%rdx,%rdi), %r10
	leaq	-613950654(%rdx,%rdi), %rdx
	vpbroadcastq	%rdx, %zmm19
	leaq	387276957(%r14), %rdx
	vpbroadcastq	%rdx, %zmm20
	movq	-120(%rsp), %rbx
	movq	%rbx, %r9
	shlq	$6, %r9
	vpbroadcastq	%r10, %zmm21
	leaq	2027808484(%r14), %rdx
	vpbroadcastq	%rdx, %zmm22
	leaq	(%r14,%rdi), %rdx
	addq	$-795284382, %rdx
	vpbroadcastq	%rcx, %zmm23
	leaq	218619860(%r14,%rdi), %rcx
	vpbroadcastq	%rcx, %zmm24
	leaq	1013904242(%r14), %rcx
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 2688(%rsp)
	vpbroadcastq	%rcx, %zmm25
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 2624(%rsp)
	vpbroadcastq	%r14, %zmm26
	vbroadcastss	%xmm7, %zmm27
	leaq	71432(%rsp), %r10
	leaq	-1(%rbx), %rax
	movq	%rax, 1408(%rsp)
	vbroadcastss	.LCPI0_48(%rip), %zmm28
	vbroadcastss	.LCPI0_11(%rip), %zmm31
	vbroadcastss	.LCPI0_50(%rip), %zmm29
	vpbroadcastd	.LCPI0_51(%rip), %zmm30
	vpbroadcastd	.LCPI0_52(%rip), %zmm10
	movq	-48(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 2560(%rsp)
	vmovdqu64	%zmm11, 2304(%rsp)
	vmovdqu64	%zmm12, 2240(%rsp)
	vmovdqu64	%zmm13, 3136(%rsp)
	vmovdqu64	%zmm14, 3072(%rsp)
	vmovdqu64	%zmm15, 3008(%rsp)
	vmovdqu64	%zmm16, 2944(%rsp)
	vmovdqu64	%zmm17, 2880(%rsp)
	vmovdqu64	%zmm18, 2176(%rsp)
	vmovdqu64	%zmm19, 2112(%rsp)
	vmovdqu64	%zmm20, 2048(%rsp)
	vmovdqu64	%zmm21, 3776(%rsp)
	vmovdqu64	%zmm22, 3712(%rsp)
	vmovdqu64	%zmm23, 1984(%rsp)
	vmovdqu64	%zmm24, 1920(%rsp)
	vmovdqu64	%zmm25, 1856(%rsp)
	vmovdqu64	%zmm26, 1792(%rsp)
	vmovups	%zmm27, 3648(%rsp)
	jmp	.LBB0_5
	.p2align	4
.LBB0_134:
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r11
.LBB0_135:
	cmpq	%r12, %rax
	cmovbq	%rax, %r15
	addq	%rbx, %r15
	imulq	%r11, %r15
	movq	%rdx, %rcx
	shlq	$8, %rcx
	addq	%rsp, %rcx
	addq	$4936, %rcx
	vmovd	(%rcx,%rax,4), %xmm0
	movq	-72(%rsp), %rax
	leaq	(%rax,%r15,4), %rax
	vmovd	%xmm0, (%rax,%rdx,4)
.LBB0_136:
	addq	$64, %rbx
	addq	$-64, %rsi
	movq	56(%rsp), %r11
	movq	%rbx, -112(%rsp)
	cmpq	%r11, %rbx
	jae	.LBB0_85
.LBB0_5:
	cmpq	$64, %rsi
	movl	$64, %eax
	cmovbq	%rsi, %rax
	movq	%rax, 1728(%rsp)
	movq	%r11, %rax
	movq	-112(%rsp), %rbx
	subq	%rbx, %rax
	cmpq	$64, %rax
	movl	$64, %r12d
	cmovbq	%rax, %r12
	leaq	-1(%r12), %r15
	movq	-120(%rsp), %r14
	testq	%r14, %r14
	movq	-72(%rsp), %r13
	je	.LBB0_8
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_7:
	movl	%ecx, %edx
	andl	$62, %edx
	movq	%rcx, %r11
	shrq	$6, %r11
	cmpq	%rdx, %rax
	cmovbeq	%r15, %rdx
	addq	%rbx, %rdx
	imulq	%r14, %rdx
	addq	%r11, %rdx
	vmovss	(%r13,%rdx,4), %xmm0
	vmovss	%xmm0, 4936(%rsp,%rcx,4)
	vmovss	(%rbp,%rdx,4), %xmm0
	vmovss	%xmm0, 37704(%rsp,%rcx,4)
	leal	1(%rcx), %edx
	andl	$63, %edx
	cmpq	%rdx, %rax
	cmovbeq	%r15, %rdx
	addq	%rbx, %rdx
	imulq	%r14, %rdx
	addq	%r11, %rdx
	vmovss	(%r13,%rdx,4), %xmm0
	vmovss	%xmm0, 4940(%rsp,%rcx,4)
	vmovd	(%rbp,%rdx,4), %xmm0
	vmovd	%xmm0, 37708(%rsp,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r9
	jne	.LBB0_7
.LBB0_8:
	cmpq	$0, 40(%rsp)
	movq	-104(%rsp), %r11
	movq	-48(%rsp), %r14
	movq	1408(%rsp), %r13
	je	.LBB0_116
	vpbroadcastq	%rbx, %zmm0
	vpaddq	.LCPI0_0(%rip), %zmm0, %zmm1
	vpaddq	.LCPI0_55(%rip), %zmm0, %zmm2
	vpaddq	.LCPI0_56(%rip), %zmm0, %zmm3
	vpaddq	.LCPI0_57(%rip), %zmm0, %zmm4
	vpaddq	.LCPI0_58(%rip), %zmm0, %zmm5
	vpaddq	.LCPI0_59(%rip), %zmm0, %zmm6
	vpaddq	.LCPI0_61(%rip), %zmm0, %zmm7
	vmovdqu64	2560(%rsp), %zmm8
	vpmullq	%zmm8, %zmm2, %zmm2
	vmovdqu64	%zmm2, 3328(%rsp)
	vpmullq	%zmm8, %zmm1, %zmm1
	vmovdqu64	%zmm1, 3264(%rsp)
	vpmullq	%zmm8, %zmm4, %zmm1
	vmovdqu64	%zmm1, 3968(%rsp)
	vpmullq	%zmm8, %zmm3, %zmm1
	vmovdqu64	%zmm1, 3200(%rsp)
	vpmullq	%zmm8, %zmm6, %zmm1
	vmovdqu64	%zmm1, 1472(%rsp)
	vpmullq	%zmm8, %zmm5, %zmm1
	vmovdqu64	%zmm1, 2496(%rsp)
	vpmullq	%zmm8, %zmm7, %zmm1
	vmovdqu64	%zmm1, 2432(%rsp)
	vpaddq	.LCPI0_60(%rip), %zmm0, %zmm0
	vpmullq	%zmm8, %zmm0, %zmm0
	vmovdqu64	%zmm0, 2368(%rsp)
	xorl	%eax, %eax
	vmovss	16(%rsp), %xmm3
	jmp	.LBB0_10
	.p2align	4
.LBB0_120:
	vmovss	2816(%rsp), %xmm3
	vmulss	24(%rsp), %xmm3, %xmm3
	incq	%rax
	cmpq	40(%rsp), %rax
	je	.LBB0_116
.LBB0_10:
	vmovss	28(%rsp), %xmm8
	cmpl	$0, 20(%rsp)
	jne	.LBB0_11
	cmpl	$0, -84(%rsp)
	vmovss	%xmm3, 2816(%rsp)
	je	.LBB0_119
.LBB0_13:
	testq	%r14, %r14
	je	.LBB0_119
	vmovaps	%xmm8, 2752(%rsp)
	movq	344(%rsp), %rcx
	addq	%rax, %rcx
	movq	%rcx, %rdx
	shrq	$32, %rdx
	imulq	%rdi, %rdx
	vpbroadcastq	%rdx, %zmm0
	shrq	$32, %rdx
	xorl	%r11d, %ecx
	xorl	%edx, %ecx
	leaq	78811644(%rdi), %rdx
	imulq	%rcx, %rdx
	vpbroadcastq	%rdx, %zmm1
	shrq	$32, %rdx
	xorq	%r8, %rdx
	vpbroadcastq	%rdx, %zmm2
	vmovdqu64	%zmm2, 1328(%rsp)
	vpxorq	2624(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1264(%rsp)
	vpxorq	2688(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 1664(%rsp)
	movq	%r10, %rcx
	xorl	%edx, %edx
	vpbroadcastq	.LCPI0_4(%rip), %zmm17
	vpbroadcastq	.LCPI0_5(%rip), %zmm28
	.p2align	4
.LBB0_15:
	vpbroadcastq	%rdx, %zmm0
	vpaddq	3328(%rsp), %zmm0, %zmm1
	vpaddq	3264(%rsp), %zmm0, %zmm3
	vpaddq	3968(%rsp), %zmm0, %zmm8
	vpaddq	3200(%rsp), %zmm0, %zmm9
	vpaddq	1472(%rsp), %zmm0, %zmm10
	vpaddq	2496(%rsp), %zmm0, %zmm11
	vpaddq	2432(%rsp), %zmm0, %zmm12
	vpaddq	2368(%rsp), %zmm0, %zmm13
	vpmuludq	%zmm17, %zmm3, %zmm15
	vpmuludq	%zmm17, %zmm1, %zmm14
	vpmuludq	%zmm17, %zmm9, %zmm7
	vpmuludq	%zmm17, %zmm8, %zmm6
	vpmuludq	%zmm17, %zmm11, %zmm4
	vpmuludq	%zmm17, %zmm10, %zmm5
	vpmuludq	%zmm17, %zmm13, %zmm2
	vpmuludq	%zmm17, %zmm12, %zmm0
	vmovdqu64	1792(%rsp), %zmm16
	vpternlogq	$150, %zmm16, %zmm14, %zmm1
	vpternlogq	$150, %zmm16, %zmm15, %zmm3
	vpternlogq	$150, %zmm16, %zmm6, %zmm8
	vpternlogq	$150, %zmm16, %zmm7, %zmm9
	vpternlogq	$150, %zmm16, %zmm5, %zmm10
	vpternlogq	$150, %zmm16, %zmm4, %zmm11
	vpternlogq	$150, %zmm16, %zmm0, %zmm12
	vpternlogq	$150, %zmm16, %zmm2, %zmm13
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm11, %zmm16
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm12, %zmm12
	vpmuludq	%zmm28, %zmm1, %zmm21
	vpmuludq	%zmm28, %zmm3, %zmm25
	vpmuludq	%zmm28, %zmm8, %zmm20
	vpmuludq	%zmm28, %zmm9, %zmm24
	vpmuludq	%zmm28, %zmm10, %zmm11
	vpmuludq	%zmm28, %zmm16, %zmm18
	vpmuludq	%zmm28, %zmm12, %zmm12
	vpmuludq	%zmm28, %zmm13, %zmm17
	vpsrlq	$32, %zmm25, %zmm1
	vpsrlq	$32, %zmm21, %zmm8
	vpsrlq	$32, %zmm24, %zmm9
	vpsrlq	$32, %zmm20, %zmm10
	vpsrlq	$32, %zmm18, %zmm16
	vpsrlq	$32, %zmm11, %zmm19
	vpsrlq	$32, %zmm17, %zmm22
	vpsrlq	$32, %zmm12, %zmm23
	vmovdqu64	1264(%rsp), %zmm26
	vpxorq	%zmm26, %zmm8, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm30
	vmovdqu64	%zmm30, 464(%rsp)
	vpxorq	%zmm26, %zmm1, %zmm1
	vpxorq	%zmm26, %zmm10, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm13
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm10
	vpxorq	%zmm26, %zmm9, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm29
	vmovdqu64	%zmm29, 128(%rsp)
	vpxorq	%zmm26, %zmm19, %zmm8
	vpxorq	%zmm26, %zmm16, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm3
	vmovdqu64	%zmm3, 848(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm31
	vmovdqu64	%zmm31, 560(%rsp)
	vpxorq	%zmm26, %zmm23, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm27
	vmovdqu64	%zmm27, 688(%rsp)
	vpxorq	%zmm26, %zmm22, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm1
	vmovdqu64	%zmm1, 384(%rsp)
	vpsrlq	$32, %zmm13, %zmm28
	vmovdqu64	1328(%rsp), %zmm1
	vpxorq	%zmm15, %zmm1, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm16
	vpxorq	%zmm14, %zmm1, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm22
	vpxorq	%zmm7, %zmm1, %zmm7
	vpsrlq	$32, %zmm30, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm15
	vpxorq	%zmm6, %zmm1, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm19
	vpxorq	%zmm4, %zmm1, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm4
	vpsrlq	$32, %zmm29, %zmm26
	vpxorq	%zmm5, %zmm1, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm14
	vpxorq	%zmm2, %zmm1, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm29
	vpxorq	%zmm0, %zmm1, %zmm0
	vpsrlq	$32, %zmm10, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm8
	vpsrlq	$32, %zmm22, %zmm7
	vpsrlq	$32, %zmm16, %zmm2
	vpsrlq	$32, %zmm19, %zmm30
	vmovdqu64	1856(%rsp), %zmm1
	vpternlogq	$150, %zmm1, %zmm25, %zmm2
	vpsrlq	$32, %zmm31, %zmm25
	vpsrlq	$32, %zmm15, %zmm6
	vpternlogq	$150, %zmm1, %zmm21, %zmm7
	vpsrlq	$32, %zmm14, %zmm5
	vpternlogq	$150, %zmm1, %zmm24, %zmm6
	vpternlogq	$150, %zmm1, %zmm20, %zmm30
	vpsrlq	$32, %zmm3, %zmm24
	vpsrlq	$32, %zmm4, %zmm20
	vpternlogq	$150, %zmm1, %zmm18, %zmm20
	vpsrlq	$32, %zmm29, %zmm31
	vpternlogq	$150, %zmm1, %zmm11, %zmm5
	vpternlogq	$150, %zmm1, %zmm17, %zmm31
	vpsrlq	$32, %zmm27, %zmm0
	vpsrlq	$32, %zmm8, %zmm21
	vpternlogq	$150, %zmm1, %zmm12, %zmm21
	vmovdqu64	1664(%rsp), %zmm1
	vpxorq	%zmm1, %zmm9, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm17
	vpxorq	%zmm1, %zmm28, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm9
	vpxorq	%zmm1, %zmm23, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm27
	vpxorq	%zmm1, %zmm26, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm18
	vpxorq	%zmm1, %zmm24, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm11
	vmovdqu64	%zmm11, 912(%rsp)
	vpxorq	%zmm1, %zmm25, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm23
	vpxorq	%zmm1, %zmm0, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 1056(%rsp)
	vpsrlq	$32, %zmm17, %zmm3
	vmovdqu64	1920(%rsp), %zmm25
	vpternlogq	$150, %zmm22, %zmm25, %zmm3
	vpsrlq	$32, %zmm9, %zmm26
	vpternlogq	$150, %zmm16, %zmm25, %zmm26
	vpsrlq	$32, %zmm27, %zmm16
	vpternlogq	$150, %zmm19, %zmm25, %zmm16
	vpsrlq	$32, %zmm18, %zmm24
	vpternlogq	$150, %zmm15, %zmm25, %zmm24
	vpsrlq	$32, %zmm11, %zmm15
	vpternlogq	$150, %zmm14, %zmm25, %zmm15
	vpsrlq	$32, %zmm23, %zmm19
	vpternlogq	$150, %zmm4, %zmm25, %zmm19
	vpsrlq	$32, %zmm0, %zmm11
	vpternlogq	$150, %zmm8, %zmm25, %zmm11
	vmovdqu64	384(%rsp), %zmm4
	vpsrlq	$32, %zmm4, %zmm0
	vpxorq	%zmm1, %zmm0, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm14
	vpsrlq	$32, %zmm14, %zmm22
	vpternlogq	$150, %zmm29, %zmm25, %zmm22
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm7, %zmm29
	vpsrlq	$32, %zmm29, %zmm25
	vmovdqu64	1984(%rsp), %zmm8
	vpternlogq	$150, 464(%rsp), %zmm8, %zmm25
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm7
	vpsrlq	$32, %zmm7, %zmm12
	vpternlogq	$150, %zmm8, %zmm13, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm30, %zmm0
	vmovdqu64	%zmm0, 464(%rsp)
	vpsrlq	$32, %zmm0, %zmm13
	vpternlogq	$150, %zmm8, %zmm10, %zmm13
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm10
	vpternlogq	$150, 128(%rsp), %zmm8, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm30
	vpsrlq	$32, %zmm30, %zmm1
	vpternlogq	$150, 848(%rsp), %zmm8, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm20
	vpsrlq	$32, %zmm20, %zmm0
	vpternlogq	$150, 560(%rsp), %zmm8, %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm2
	vmovdqu64	%zmm2, 560(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, 688(%rsp), %zmm8, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm31, %zmm21
	vpsrlq	$32, %zmm21, %zmm31
	vpternlogq	$150, %zmm8, %zmm4, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm4
	vmovdqu64	%zmm4, 128(%rsp)
	vpsrlq	$32, %zmm4, %zmm28
	vmovdqu64	3712(%rsp), %zmm4
	vpternlogq	$150, %zmm4, %zmm9, %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm25
	vpsrlq	$32, %zmm25, %zmm12
	vpternlogq	$150, %zmm4, %zmm17, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm5
	vmovdqu64	%zmm5, 688(%rsp)
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm4, %zmm18, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm5
	vpsrlq	$32, %zmm5, %zmm13
	vpternlogq	$150, %zmm4, %zmm27, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 624(%rsp)
	vpsrlq	$32, %zmm0, %zmm9
	vpternlogq	$150, %zmm4, %zmm23, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm27
	vpsrlq	$32, %zmm27, %zmm18
	vpternlogq	$150, 912(%rsp), %zmm4, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm31
	vpsrlq	$32, %zmm31, %zmm10
	vpternlogq	$150, %zmm4, %zmm14, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm23
	vpsrlq	$32, %zmm23, %zmm17
	vpternlogq	$150, 1056(%rsp), %zmm4, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm26, %zmm0
	vmovdqu64	%zmm0, 1056(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vmovdqu64	3776(%rsp), %zmm14
	vpternlogq	$150, %zmm7, %zmm14, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm26
	vpsrlq	$32, %zmm26, %zmm3
	vpternlogq	$150, %zmm29, %zmm14, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm24, %zmm0
	vmovdqu64	%zmm0, 912(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vpternlogq	$150, %zmm6, %zmm14, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm6
	vpsrlq	$32, %zmm6, %zmm29
	vpternlogq	$150, 464(%rsp), %zmm14, %zmm29
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm0
	vmovdqu64	%zmm0, 464(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, %zmm20, %zmm14, %zmm16
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm7
	vpsrlq	$32, %zmm7, %zmm1
	vpternlogq	$150, %zmm30, %zmm14, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm0
	vmovdqu64	%zmm0, 848(%rsp)
	vpsrlq	$32, %zmm0, %zmm19
	vpternlogq	$150, %zmm21, %zmm14, %zmm19
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm20
	vpsrlq	$32, %zmm20, %zmm21
	vpternlogq	$150, 560(%rsp), %zmm14, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm0
	vmovdqu64	%zmm0, 384(%rsp)
	vpsrlq	$32, %zmm0, %zmm24
	vmovdqu64	2048(%rsp), %zmm0
	vpternlogq	$150, %zmm25, %zmm0, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm30
	vpsrlq	$32, %zmm30, %zmm14
	vpternlogq	$150, 128(%rsp), %zmm0, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm3
	vmovdqu64	%zmm3, 784(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm5, %zmm0, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm22
	vpsrlq	$32, %zmm22, %zmm15
	vpternlogq	$150, 688(%rsp), %zmm0, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 688(%rsp)
	vpsrlq	$32, %zmm1, %zmm4
	vpternlogq	$150, %zmm27, %zmm0, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm5
	vpsrlq	$32, %zmm5, %zmm16
	vpternlogq	$150, 624(%rsp), %zmm0, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm1
	vmovdqu64	%zmm1, 624(%rsp)
	vpsrlq	$32, %zmm1, %zmm11
	vpternlogq	$150, %zmm23, %zmm0, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm23
	vpsrlq	$32, %zmm23, %zmm19
	vpternlogq	$150, %zmm31, %zmm0, %zmm19
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm12, %zmm0
	vmovdqu64	%zmm0, 560(%rsp)
	vpsrlq	$32, %zmm0, %zmm12
	vmovdqu64	2112(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm26, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm28, %zmm21
	vpsrlq	$32, %zmm21, %zmm25
	vpternlogq	$150, 1056(%rsp), %zmm0, %zmm25
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm26
	vpsrlq	$32, %zmm26, %zmm2
	vpternlogq	$150, %zmm0, %zmm6, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, 912(%rsp), %zmm0, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm13
	vpsrlq	$32, %zmm13, %zmm27
	vpternlogq	$150, %zmm0, %zmm7, %zmm27
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm7
	vpsrlq	$32, %zmm7, %zmm9
	vpternlogq	$150, 464(%rsp), %zmm0, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm31
	vpsrlq	$32, %zmm31, %zmm1
	vpternlogq	$150, %zmm0, %zmm20, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm10, %zmm20
	vpsrlq	$32, %zmm20, %zmm10
	vpternlogq	$150, 848(%rsp), %zmm0, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm0
	vmovdqu64	%zmm0, 128(%rsp)
	vpsrlq	$32, %zmm0, %zmm29
	vmovdqu64	2176(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm30, %zmm29
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm30
	vpsrlq	$32, %zmm30, %zmm12
	vpternlogq	$150, 384(%rsp), %zmm0, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm8
	vmovdqu64	%zmm8, 848(%rsp)
	vpsrlq	$32, %zmm8, %zmm8
	vpternlogq	$150, %zmm0, %zmm22, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm18
	vpternlogq	$150, 784(%rsp), %zmm0, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm9
	vmovdqu64	%zmm9, 784(%rsp)
	vpsrlq	$32, %zmm9, %zmm9
	vpternlogq	$150, %zmm0, %zmm5, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm17
	vpsrlq	$32, %zmm17, %zmm22
	vpternlogq	$150, 688(%rsp), %zmm0, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm5
	vmovdqu64	%zmm5, 688(%rsp)
	vpsrlq	$32, %zmm5, %zmm10
	vpternlogq	$150, %zmm0, %zmm23, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm27
	vpsrlq	$32, %zmm27, %zmm23
	vpternlogq	$150, 624(%rsp), %zmm0, %zmm23
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm0
	vmovdqu64	%zmm0, 464(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vmovdqu64	2880(%rsp), %zmm28
	vpternlogq	$150, %zmm21, %zmm28, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm24, %zmm25
	vpsrlq	$32, %zmm25, %zmm14
	vpternlogq	$150, 560(%rsp), %zmm28, %zmm14
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm0
	vmovdqu64	%zmm0, 560(%rsp)
	vpsrlq	$32, %zmm0, %zmm5
	vpternlogq	$150, %zmm6, %zmm28, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm26, %zmm28, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm0
	vmovdqu64	%zmm0, 1056(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, %zmm7, %zmm28, %zmm16
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm4, %zmm24
	vpsrlq	$32, %zmm24, %zmm26
	vpternlogq	$150, %zmm13, %zmm28, %zmm26
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm0
	vmovdqu64	%zmm0, 912(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, %zmm20, %zmm28, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm0
	vpternlogq	$150, %zmm31, %zmm28, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm7
	vmovdqu64	%zmm7, 384(%rsp)
	vpsrlq	$32, %zmm7, %zmm28
	vmovdqu64	2944(%rsp), %zmm7
	vpternlogq	$150, %zmm30, %zmm7, %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm31
	vpsrlq	$32, %zmm31, %zmm14
	vpternlogq	$150, 128(%rsp), %zmm7, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm1
	vmovdqu64	%zmm1, 624(%rsp)
	vpsrlq	$32, %zmm1, %zmm21
	vpternlogq	$150, %zmm2, %zmm7, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm20
	vpsrlq	$32, %zmm20, %zmm15
	vpternlogq	$150, 848(%rsp), %zmm7, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm30
	vpsrlq	$32, %zmm30, %zmm13
	vpternlogq	$150, %zmm17, %zmm7, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm19
	vpternlogq	$150, 784(%rsp), %zmm7, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm6
	vpsrlq	$32, %zmm6, %zmm17
	vpternlogq	$150, %zmm27, %zmm7, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm26
	vpsrlq	$32, %zmm26, %zmm27
	vpternlogq	$150, 688(%rsp), %zmm7, %zmm27
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm12, %zmm12
	vpsrlq	$32, %zmm12, %zmm0
	vmovdqu64	3008(%rsp), %zmm5
	vpternlogq	$150, %zmm5, %zmm25, %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm29, %zmm29
	vpsrlq	$32, %zmm29, %zmm2
	vpternlogq	$150, 464(%rsp), %zmm5, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm1
	vmovdqu64	%zmm1, 128(%rsp)
	vpsrlq	$32, %zmm1, %zmm4
	vpternlogq	$150, %zmm5, %zmm3, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm3
	vpternlogq	$150, 560(%rsp), %zmm5, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm18
	vpsrlq	$32, %zmm18, %zmm22
	vpternlogq	$150, %zmm5, %zmm24, %zmm22
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm25
	vpternlogq	$150, 1056(%rsp), %zmm5, %zmm25
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm23
	vpsrlq	$32, %zmm23, %zmm24
	vpternlogq	$150, %zmm5, %zmm11, %zmm24
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm10, %zmm10
	vpsrlq	$32, %zmm10, %zmm11
	vpternlogq	$150, 912(%rsp), %zmm5, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 560(%rsp)
	vpsrlq	$32, %zmm1, %zmm5
	vmovdqu64	3072(%rsp), %zmm2
	vpternlogq	$150, %zmm2, %zmm31, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 688(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vpternlogq	$150, 384(%rsp), %zmm2, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm0
	vmovdqu64	%zmm0, 848(%rsp)
	vpsrlq	$32, %zmm0, %zmm7
	vpternlogq	$150, %zmm2, %zmm20, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm0
	vmovdqu64	%zmm0, 784(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vpternlogq	$150, 624(%rsp), %zmm2, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm0
	vmovdqu64	%zmm0, 624(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, %zmm2, %zmm16, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm25
	vpsrlq	$32, %zmm25, %zmm20
	vpternlogq	$150, %zmm2, %zmm30, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm30
	vpsrlq	$32, %zmm30, %zmm22
	vpternlogq	$150, %zmm2, %zmm26, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm26
	vpsrlq	$32, %zmm26, %zmm11
	vpternlogq	$150, %zmm2, %zmm6, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm0
	vmovdqu64	%zmm0, 464(%rsp)
	vpsrlq	$32, %zmm0, %zmm6
	vmovdqu64	3136(%rsp), %zmm0
	vpternlogq	$150, %zmm29, %zmm0, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm28, %zmm2
	vmovdqu64	%zmm2, 912(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm12, %zmm0, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm12
	vmovdqu64	%zmm12, 1056(%rsp)
	vpsrlq	$32, %zmm12, %zmm24
	vpternlogq	$150, %zmm8, %zmm0, %zmm24
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm14
	vpsrlq	$32, %zmm14, %zmm16
	vpternlogq	$150, 128(%rsp), %zmm0, %zmm16
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm15
	vpsrlq	$32, %zmm15, %zmm31
	vpternlogq	$150, %zmm9, %zmm0, %zmm31
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm19
	vpsrlq	$32, %zmm19, %zmm28
	vpternlogq	$150, %zmm18, %zmm0, %zmm28
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm27, %zmm13
	vpsrlq	$32, %zmm13, %zmm29
	vpternlogq	$150, %zmm10, %zmm0, %zmm29
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm17
	vpsrlq	$32, %zmm17, %zmm12
	vpternlogq	$150, %zmm23, %zmm0, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm18
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm27
	vpmovqd	%zmm27, %ymm0
	vpmovqd	%zmm18, %ymm5
	vinserti64x4	$1, %ymm5, %zmm0, %zmm0
	vmovdqu64	%zmm0, 128(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm7, %zmm5
	vpmovqd	%zmm5, %ymm0
	vpmovqd	%zmm8, %ymm3
	vinserti64x4	$1, %ymm3, %zmm0, %zmm0
	vmovdqu64	%zmm0, 384(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm4, %zmm9
	vpmovqd	%zmm9, %ymm0
	vpmovqd	%zmm3, %ymm4
	vinserti64x4	$1, %ymm4, %zmm0, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm1
	vpmovqd	%zmm1, %ymm2
	vpmovqd	%zmm0, %ymm4
	vinserti64x4	$1, %ymm4, %zmm2, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm16
	vpmovqd	%zmm16, %ymm4
	vpmovqd	%zmm2, %ymm20
	vinserti64x4	$1, %ymm20, %zmm4, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm23
	vpmovqd	%zmm23, %ymm24
	vpmovqd	%zmm20, %ymm28
	vinserti64x4	$1, %ymm28, %zmm24, %zmm31
	vpbroadcastq	.LCPI0_5(%rip), %zmm28
	vpsrlq	$32, %zmm0, %zmm0
	vpxorq	688(%rsp), %zmm0, %zmm24
	vpsrlq	$32, %zmm1, %zmm0
	vpxorq	560(%rsp), %zmm0, %zmm1
	vpsrlq	$32, %zmm2, %zmm0
	vpxorq	784(%rsp), %zmm0, %zmm2
	vpsrlq	$32, %zmm16, %zmm0
	vpxorq	848(%rsp), %zmm0, %zmm16
	vpsrlq	$32, %zmm20, %zmm0
	vpxorq	%zmm25, %zmm0, %zmm20
	vpsrlq	$32, %zmm23, %zmm0
	vpxorq	624(%rsp), %zmm0, %zmm23
	vpmuludq	%zmm28, %zmm12, %zmm0
	vpsrlq	$32, %zmm0, %zmm12
	vpxorq	%zmm26, %zmm12, %zmm12
	vpmuludq	%zmm28, %zmm29, %zmm25
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm25, %ymm26
	vinserti64x4	$1, %ymm0, %zmm26, %zmm0
	vpsrlq	$32, %zmm25, %zmm25
	vpxorq	%zmm30, %zmm25, %zmm25
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm24, %ymm24
	vinserti64x4	$1, %ymm24, %zmm1, %zmm24
	vpsrlq	$32, %zmm18, %zmm1
	vpxorq	912(%rsp), %zmm1, %zmm18
	vpsrlq	$32, %zmm27, %zmm1
	vpxorq	464(%rsp), %zmm1, %zmm21
	vpsrlq	$32, %zmm8, %zmm1
	vpxorq	%zmm14, %zmm1, %zmm7
	vpsrlq	$32, %zmm5, %zmm1
	vpxorq	1056(%rsp), %zmm1, %zmm5
	vpsrlq	$32, %zmm3, %zmm1
	vpxorq	%zmm19, %zmm1, %zmm3
	vpmovqd	%zmm16, %ymm1
	vpmovqd	%zmm2, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm2
	vpsrlq	$32, %zmm9, %zmm1
	vpxorq	%zmm15, %zmm1, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm1
	vpmovqd	%zmm23, %ymm11
	vpmovqd	%zmm20, %ymm14
	vinserti64x4	$1, %ymm14, %zmm11, %zmm11
	vpsrlq	$32, %zmm1, %zmm14
	vpxorq	%zmm17, %zmm14, %zmm14
	vpbroadcastq	.LCPI0_4(%rip), %zmm17
	vpmuludq	%zmm17, %zmm22, %zmm15
	vpmovqd	%zmm25, %ymm16
	vpmovqd	%zmm12, %ymm12
	vinserti64x4	$1, %ymm12, %zmm16, %zmm12
	vpsrlq	$32, %zmm15, %zmm16
	vpxorq	%zmm13, %zmm16, %zmm13
	vmovdqu64	2240(%rsp), %zmm19
	vpxord	%zmm24, %zmm19, %zmm16
	vmovdqu64	%zmm16, -960(%rcx)
	vpxord	%zmm2, %zmm19, %zmm2
	vmovdqu64	%zmm2, -896(%rcx)
	vpxord	%zmm11, %zmm19, %zmm2
	vmovdqu64	%zmm2, -832(%rcx)
	vpxord	%zmm12, %zmm19, %zmm2
	vmovdqu64	%zmm2, -768(%rcx)
	vmovdqu64	%zmm6, -704(%rcx)
	vmovdqu64	%zmm4, -640(%rcx)
	vmovdqu64	%zmm31, -576(%rcx)
	vmovdqu64	%zmm0, -512(%rcx)
	vpmovqd	%zmm21, %ymm0
	vpmovqd	%zmm18, %ymm2
	vinserti64x4	$1, %ymm2, %zmm0, %zmm0
	vmovdqu64	2304(%rsp), %zmm4
	vpxord	%zmm0, %zmm4, %zmm0
	vmovdqu64	%zmm0, -448(%rcx)
	vpmovqd	%zmm5, %ymm0
	vpmovqd	%zmm7, %ymm2
	vinserti64x4	$1, %ymm2, %zmm0, %zmm0
	vpxord	%zmm0, %zmm4, %zmm0
	vmovdqu64	%zmm0, -384(%rcx)
	vpmovqd	%zmm9, %ymm0
	vpmovqd	%zmm3, %ymm2
	vinserti64x4	$1, %ymm2, %zmm0, %zmm0
	vpxord	%zmm0, %zmm4, %zmm0
	vmovdqu64	%zmm0, -320(%rcx)
	vpmovqd	%zmm13, %ymm0
	vpmovqd	%zmm14, %ymm2
	vinserti64x4	$1, %ymm2, %zmm0, %zmm0
	vpxord	%zmm0, %zmm4, %zmm0
	vmovdqu64	%zmm0, -256(%rcx)
	vmovups	128(%rsp), %zmm0
	vmovups	%zmm0, -192(%rcx)
	vmovups	384(%rsp), %zmm0
	vmovups	%zmm0, -128(%rcx)
	vmovdqu64	%zmm10, -64(%rcx)
	vpmovqd	%zmm15, %ymm0
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vmovdqu64	%zmm0, (%rcx)
	incq	%rdx
	addq	$1024, %rcx
	cmpq	%rdx, %r14
	jne	.LBB0_15
	movq	%r10, %rcx
	movq	%r14, %rdx
	vbroadcastss	.LCPI0_11(%rip), %zmm31
	vbroadcastss	.LCPI0_24(%rip), %zmm28
	.p2align	4
.LBB0_17:
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
	vmulps	%zmm10, %zmm2, %zmm2
	vmulps	%zmm10, %zmm3, %zmm7
	vpsrld	$9, -704(%rcx), %zmm0
	vpsrld	$9, -640(%rcx), %zmm1
	vpsrld	$9, -576(%rcx), %zmm3
	vpsrld	$9, -512(%rcx), %zmm4
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm3, %zmm3
	vcvtdq2ps	%zmm4, %zmm4
	vaddps	%zmm31, %zmm0, %zmm0
	vaddps	%zmm31, %zmm1, %zmm1
	vaddps	%zmm31, %zmm3, %zmm8
	vaddps	%zmm31, %zmm4, %zmm9
	vmulps	%zmm10, %zmm0, %zmm4
	vmulps	%zmm10, %zmm1, %zmm3
	vmulps	%zmm10, %zmm8, %zmm1
	vmulps	%zmm10, %zmm9, %zmm0
	vpbroadcastd	.LCPI0_13(%rip), %zmm8
	vpaddd	%zmm8, %zmm5, %zmm5
	vpaddd	%zmm8, %zmm6, %zmm6
	vpaddd	%zmm8, %zmm2, %zmm2
	vpaddd	%zmm8, %zmm7, %zmm7
	vpsrld	$23, %zmm5, %zmm8
	vpsrld	$23, %zmm6, %zmm9
	vpsrld	$23, %zmm2, %zmm10
	vpsrld	$23, %zmm7, %zmm11
	vpbroadcastd	.LCPI0_14(%rip), %zmm16
	vpaddd	%zmm16, %zmm8, %zmm8
	vpaddd	%zmm16, %zmm9, %zmm9
	vpbroadcastd	.LCPI0_15(%rip), %zmm12
	vpandd	%zmm12, %zmm5, %zmm5
	vpandd	%zmm12, %zmm6, %zmm6
	vpandd	%zmm12, %zmm2, %zmm2
	vpandd	%zmm12, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_16(%rip), %zmm13
	vpaddd	%zmm13, %zmm5, %zmm5
	vpaddd	%zmm13, %zmm6, %zmm6
	vpaddd	%zmm13, %zmm2, %zmm12
	vpaddd	%zmm13, %zmm7, %zmm7
	vbroadcastss	.LCPI0_17(%rip), %zmm13
	vaddps	%zmm13, %zmm5, %zmm2
	vaddps	%zmm13, %zmm6, %zmm5
	vaddps	%zmm13, %zmm12, %zmm6
	vaddps	%zmm13, %zmm7, %zmm7
	vbroadcastss	.LCPI0_18(%rip), %zmm15
	vaddps	%zmm15, %zmm2, %zmm12
	vaddps	%zmm15, %zmm5, %zmm13
	vaddps	%zmm15, %zmm6, %zmm14
	vaddps	%zmm15, %zmm7, %zmm15
	vdivps	%zmm12, %zmm2, %zmm12
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
	vbroadcastss	.LCPI0_20(%rip), %zmm29
	vaddps	%zmm29, %zmm24, %zmm24
	vaddps	%zmm29, %zmm25, %zmm25
	vaddps	%zmm29, %zmm26, %zmm26
	vaddps	%zmm29, %zmm27, %zmm27
	vmulps	%zmm24, %zmm20, %zmm24
	vmulps	%zmm25, %zmm21, %zmm25
	vmulps	%zmm26, %zmm22, %zmm26
	vmulps	%zmm27, %zmm23, %zmm27
	vbroadcastss	.LCPI0_21(%rip), %zmm29
	vmulps	%zmm29, %zmm20, %zmm20
	vmulps	%zmm29, %zmm21, %zmm21
	vmulps	%zmm29, %zmm22, %zmm22
	vmulps	%zmm29, %zmm23, %zmm23
	vbroadcastss	.LCPI0_22(%rip), %zmm29
	vaddps	%zmm29, %zmm20, %zmm20
	vaddps	%zmm29, %zmm21, %zmm21
	vaddps	%zmm29, %zmm22, %zmm22
	vaddps	%zmm29, %zmm23, %zmm23
	vmulps	%zmm20, %zmm16, %zmm16
	vaddps	%zmm24, %zmm16, %zmm16
	vmulps	%zmm21, %zmm17, %zmm17
	vaddps	%zmm25, %zmm17, %zmm17
	vmulps	%zmm22, %zmm18, %zmm18
	vaddps	%zmm26, %zmm18, %zmm18
	vmulps	%zmm23, %zmm19, %zmm19
	vaddps	%zmm27, %zmm19, %zmm19
	vmulps	%zmm31, %zmm2, %zmm20
	vmulps	%zmm31, %zmm5, %zmm21
	vmulps	%zmm31, %zmm6, %zmm22
	vmulps	%zmm31, %zmm7, %zmm23
	vmulps	%zmm20, %zmm2, %zmm20
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
	vaddps	%zmm12, %zmm2, %zmm2
	vaddps	%zmm13, %zmm5, %zmm12
	vaddps	%zmm14, %zmm6, %zmm13
	vaddps	%zmm15, %zmm7, %zmm14
	vmulps	%zmm28, %zmm8, %zmm5
	vaddps	%zmm2, %zmm5, %zmm2
	vmovups	%zmm2, 128(%rsp)
	vmulps	%zmm28, %zmm9, %zmm2
	vaddps	%zmm12, %zmm2, %zmm2
	vmovups	%zmm2, 384(%rsp)
	vmulps	%zmm28, %zmm10, %zmm2
	vcvtps2pd	%ymm4, %zmm8
	vextractf64x4	$1, %zmm4, %ymm4
	vcvtps2pd	%ymm4, %zmm4
	vaddps	%zmm13, %zmm2, %zmm2
	vmovups	%zmm2, 464(%rsp)
	vcvtps2pd	%ymm3, %zmm2
	vextractf64x4	$1, %zmm3, %ymm3
	vcvtps2pd	%ymm3, %zmm3
	vmulps	%zmm28, %zmm11, %zmm9
	vcvtps2pd	%ymm1, %zmm10
	vextractf64x4	$1, %zmm1, %ymm1
	vcvtps2pd	%ymm1, %zmm1
	vaddps	%zmm14, %zmm9, %zmm5
	vmovups	%zmm5, 560(%rsp)
	vcvtps2pd	%ymm0, %zmm11
	vextractf64x4	$1, %zmm0, %ymm0
	vcvtps2pd	%ymm0, %zmm0
	vbroadcastsd	.LCPI0_26(%rip), %zmm13
	vmulpd	%zmm13, %zmm4, %zmm4
	vmulpd	%zmm13, %zmm8, %zmm14
	vmulpd	%zmm13, %zmm3, %zmm3
	vmulpd	%zmm13, %zmm2, %zmm2
	vmulpd	%zmm13, %zmm1, %zmm1
	vmulpd	%zmm13, %zmm10, %zmm16
	vmulpd	%zmm13, %zmm0, %zmm0
	vmulpd	%zmm13, %zmm11, %zmm18
	vbroadcastsd	.LCPI0_27(%rip), %zmm17
	vaddpd	%zmm17, %zmm14, %zmm11
	vaddpd	%zmm17, %zmm4, %zmm13
	vmovupd	%zmm13, 1328(%rsp)
	vaddpd	%zmm17, %zmm2, %zmm12
	vmovupd	%zmm12, 784(%rsp)
	vaddpd	%zmm17, %zmm3, %zmm10
	vmovupd	%zmm10, 624(%rsp)
	vaddpd	%zmm17, %zmm16, %zmm9
	vmovupd	%zmm9, 688(%rsp)
	vaddpd	%zmm17, %zmm1, %zmm8
	vmovupd	%zmm8, 848(%rsp)
	vaddpd	%zmm17, %zmm18, %zmm7
	vmovupd	%zmm7, 912(%rsp)
	vaddpd	%zmm17, %zmm0, %zmm6
	vmovupd	%zmm6, 1056(%rsp)
	vbroadcastsd	.LCPI0_28(%rip), %zmm5
	vaddpd	%zmm5, %zmm13, %zmm19
	vaddpd	%zmm5, %zmm11, %zmm20
	vaddpd	%zmm5, %zmm10, %zmm22
	vaddpd	%zmm5, %zmm12, %zmm23
	vaddpd	%zmm5, %zmm8, %zmm24
	vaddpd	%zmm5, %zmm9, %zmm25
	vaddpd	%zmm5, %zmm6, %zmm26
	vaddpd	%zmm5, %zmm7, %zmm27
	vsubpd	%zmm20, %zmm14, %zmm20
	vsubpd	%zmm19, %zmm4, %zmm14
	vsubpd	%zmm23, %zmm2, %zmm19
	vsubpd	%zmm22, %zmm3, %zmm22
	vsubpd	%zmm25, %zmm16, %zmm16
	vsubpd	%zmm24, %zmm1, %zmm1
	vsubpd	%zmm27, %zmm18, %zmm3
	vsubpd	%zmm26, %zmm0, %zmm4
	vbroadcastsd	.LCPI0_29(%rip), %zmm12
	vmulpd	%zmm12, %zmm14, %zmm14
	vmulpd	%zmm12, %zmm20, %zmm13
	vmulpd	%zmm12, %zmm22, %zmm22
	vmulpd	%zmm12, %zmm19, %zmm24
	vmulpd	%zmm12, %zmm1, %zmm23
	vmulpd	%zmm12, %zmm16, %zmm25
	vmulpd	%zmm13, %zmm13, %zmm2
	vmulpd	%zmm14, %zmm14, %zmm18
	vmulpd	%zmm24, %zmm24, %zmm19
	vmulpd	%zmm22, %zmm22, %zmm1
	vmulpd	%zmm25, %zmm25, %zmm30
	vmulpd	%zmm23, %zmm23, %zmm31
	vbroadcastsd	.LCPI0_30(%rip), %zmm9
	vmulpd	%zmm9, %zmm18, %zmm16
	vmulpd	%zmm9, %zmm2, %zmm20
	vmulpd	%zmm9, %zmm1, %zmm26
	vmulpd	%zmm9, %zmm19, %zmm27
	vmulpd	%zmm9, %zmm30, %zmm28
	vbroadcastsd	.LCPI0_31(%rip), %zmm5
	vaddpd	%zmm5, %zmm20, %zmm20
	vaddpd	%zmm5, %zmm16, %zmm16
	vaddpd	%zmm5, %zmm27, %zmm27
	vaddpd	%zmm5, %zmm26, %zmm26
	vaddpd	%zmm5, %zmm28, %zmm28
	vmulpd	%zmm16, %zmm18, %zmm16
	vmulpd	%zmm20, %zmm2, %zmm20
	vmulpd	%zmm26, %zmm1, %zmm26
	vmulpd	%zmm27, %zmm19, %zmm27
	vmulpd	%zmm28, %zmm30, %zmm28
	vbroadcastsd	.LCPI0_32(%rip), %zmm8
	vaddpd	%zmm8, %zmm20, %zmm20
	vaddpd	%zmm8, %zmm16, %zmm16
	vaddpd	%zmm8, %zmm27, %zmm27
	vaddpd	%zmm8, %zmm26, %zmm26
	vaddpd	%zmm8, %zmm28, %zmm28
	vmulpd	%zmm16, %zmm18, %zmm16
	vmulpd	%zmm20, %zmm2, %zmm20
	vmulpd	%zmm26, %zmm1, %zmm26
	vmulpd	%zmm27, %zmm19, %zmm27
	vmulpd	%zmm28, %zmm30, %zmm28
	vbroadcastsd	.LCPI0_33(%rip), %zmm10
	vaddpd	%zmm10, %zmm20, %zmm20
	vaddpd	%zmm10, %zmm16, %zmm16
	vaddpd	%zmm10, %zmm27, %zmm27
	vaddpd	%zmm10, %zmm26, %zmm26
	vaddpd	%zmm10, %zmm28, %zmm28
	vmulpd	%zmm2, %zmm13, %zmm29
	vmulpd	%zmm20, %zmm29, %zmm20
	vmulpd	%zmm18, %zmm14, %zmm29
	vmulpd	%zmm16, %zmm29, %zmm16
	vmulpd	%zmm19, %zmm24, %zmm29
	vmulpd	%zmm27, %zmm29, %zmm29
	vmulpd	%zmm1, %zmm22, %zmm27
	vmulpd	%zmm26, %zmm27, %zmm26
	vmulpd	%zmm30, %zmm25, %zmm27
	vmulpd	%zmm28, %zmm27, %zmm28
	vmulpd	%zmm9, %zmm31, %zmm27
	vmovapd	%zmm5, %zmm7
	vaddpd	%zmm5, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm31, %zmm27
	vaddpd	%zmm8, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm31, %zmm27
	vaddpd	%zmm10, %zmm27, %zmm27
	vmulpd	%zmm31, %zmm23, %zmm5
	vmulpd	%zmm27, %zmm5, %zmm6
	vmulpd	%zmm12, %zmm3, %zmm0
	vmulpd	%zmm0, %zmm0, %zmm3
	vmulpd	%zmm9, %zmm3, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm27
	vmovapd	%zmm7, %zmm17
	vmulpd	%zmm27, %zmm3, %zmm27
	vaddpd	%zmm8, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm3, %zmm27
	vaddpd	%zmm10, %zmm27, %zmm27
	vmulpd	%zmm3, %zmm0, %zmm7
	vmulpd	%zmm27, %zmm7, %zmm7
	vmulpd	%zmm12, %zmm4, %zmm27
	vmulpd	%zmm27, %zmm27, %zmm4
	vmulpd	%zmm9, %zmm4, %zmm9
	vaddpd	%zmm17, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm4, %zmm9
	vaddpd	%zmm8, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm4, %zmm9
	vaddpd	%zmm10, %zmm9, %zmm9
	vmulpd	%zmm4, %zmm27, %zmm8
	vmulpd	%zmm9, %zmm8, %zmm8
	vaddpd	%zmm20, %zmm13, %zmm21
	vaddpd	%zmm16, %zmm14, %zmm14
	vaddpd	%zmm29, %zmm24, %zmm13
	vaddpd	%zmm26, %zmm22, %zmm26
	vaddpd	%zmm28, %zmm25, %zmm24
	vaddpd	%zmm6, %zmm23, %zmm16
	vaddpd	%zmm7, %zmm0, %zmm0
	vmovupd	%zmm0, 1664(%rsp)
	vaddpd	%zmm8, %zmm27, %zmm0
	vmovupd	%zmm0, 1264(%rsp)
	vbroadcastsd	.LCPI0_34(%rip), %zmm10
	vmulpd	%zmm10, %zmm18, %zmm0
	vmulpd	%zmm10, %zmm2, %zmm5
	vmulpd	%zmm10, %zmm19, %zmm7
	vbroadcastsd	.LCPI0_35(%rip), %zmm9
	vsubpd	%zmm5, %zmm9, %zmm5
	vsubpd	%zmm0, %zmm9, %zmm0
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm0, %zmm18, %zmm0
	vmulpd	%zmm5, %zmm2, %zmm5
	vmulpd	%zmm7, %zmm19, %zmm7
	vbroadcastsd	.LCPI0_36(%rip), %zmm12
	vaddpd	%zmm12, %zmm5, %zmm5
	vaddpd	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm12, %zmm7, %zmm7
	vmulpd	%zmm0, %zmm18, %zmm0
	vmulpd	%zmm5, %zmm2, %zmm5
	vmulpd	%zmm7, %zmm19, %zmm7
	vbroadcastsd	.LCPI0_37(%rip), %zmm17
	vaddpd	%zmm17, %zmm5, %zmm5
	vaddpd	%zmm17, %zmm0, %zmm0
	vaddpd	%zmm17, %zmm7, %zmm7
	vmulpd	%zmm2, %zmm2, %zmm8
	vmulpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm18, %zmm18, %zmm8
	vmulpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm19, %zmm19, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm10, %zmm1, %zmm8
	vmovapd	%zmm9, %zmm6
	vsubpd	%zmm8, %zmm9, %zmm8
	vmulpd	%zmm8, %zmm1, %zmm8
	vaddpd	%zmm12, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm1, %zmm8
	vaddpd	%zmm17, %zmm8, %zmm8
	vmulpd	%zmm1, %zmm1, %zmm9
	vmulpd	%zmm8, %zmm9, %zmm8
	vmulpd	%zmm10, %zmm30, %zmm9
	vsubpd	%zmm9, %zmm6, %zmm9
	vmulpd	%zmm9, %zmm30, %zmm9
	vaddpd	%zmm12, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm30, %zmm9
	vaddpd	%zmm17, %zmm9, %zmm9
	vmulpd	%zmm30, %zmm30, %zmm20
	vmulpd	%zmm9, %zmm20, %zmm9
	vmulpd	%zmm10, %zmm31, %zmm20
	vsubpd	%zmm20, %zmm6, %zmm20
	vmulpd	%zmm20, %zmm31, %zmm20
	vaddpd	%zmm12, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm31, %zmm20
	vaddpd	%zmm17, %zmm20, %zmm20
	vmulpd	%zmm31, %zmm31, %zmm27
	vmulpd	%zmm20, %zmm27, %zmm27
	vmulpd	%zmm10, %zmm3, %zmm20
	vsubpd	%zmm20, %zmm6, %zmm20
	vmulpd	%zmm20, %zmm3, %zmm20
	vaddpd	%zmm12, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm3, %zmm20
	vaddpd	%zmm17, %zmm20, %zmm20
	vmulpd	%zmm3, %zmm3, %zmm28
	vmulpd	%zmm20, %zmm28, %zmm28
	vmulpd	%zmm10, %zmm4, %zmm20
	vsubpd	%zmm20, %zmm6, %zmm20
	vmulpd	%zmm20, %zmm4, %zmm20
	vaddpd	%zmm12, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm4, %zmm20
	vaddpd	%zmm17, %zmm20, %zmm20
	vmulpd	%zmm4, %zmm4, %zmm29
	vmulpd	%zmm20, %zmm29, %zmm29
	vbroadcastsd	.LCPI0_38(%rip), %zmm17
	vmulpd	%zmm17, %zmm18, %zmm18
	vbroadcastsd	.LCPI0_39(%rip), %zmm12
	vsubpd	%zmm18, %zmm12, %zmm18
	vaddpd	%zmm0, %zmm18, %zmm20
	vmulpd	%zmm17, %zmm2, %zmm0
	vsubpd	%zmm0, %zmm12, %zmm0
	vaddpd	%zmm5, %zmm0, %zmm5
	vmulpd	%zmm17, %zmm1, %zmm0
	vsubpd	%zmm0, %zmm12, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm2
	vmulpd	%zmm17, %zmm19, %zmm0
	vsubpd	%zmm0, %zmm12, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm19
	vmulpd	%zmm17, %zmm30, %zmm0
	vmulpd	%zmm17, %zmm31, %zmm1
	vmulpd	%zmm17, %zmm3, %zmm3
	vmulpd	%zmm17, %zmm4, %zmm7
	vsubpd	%zmm1, %zmm12, %zmm1
	vaddpd	%zmm27, %zmm1, %zmm6
	vsubpd	%zmm0, %zmm12, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm15
	vsubpd	%zmm7, %zmm12, %zmm0
	vaddpd	%zmm29, %zmm0, %zmm22
	vsubpd	%zmm3, %zmm12, %zmm1
	vaddpd	%zmm28, %zmm1, %zmm1
	vbroadcastsd	.LCPI0_40(%rip), %zmm17
	vxorpd	%zmm17, %zmm14, %zmm31
	vxorpd	%zmm17, %zmm21, %zmm28
	vxorpd	%zmm17, %zmm26, %zmm29
	vxorpd	%zmm17, %zmm13, %zmm30
	vpbroadcastq	.LCPI0_41(%rip), %zmm0
	vptestnmq	%zmm0, %zmm11, %k1
	vpbroadcastq	.LCPI0_42(%rip), %zmm0
	vptestnmq	%zmm0, %zmm11, %k2
	vxorpd	%zmm17, %zmm5, %zmm12
	vmovapd	%zmm5, %zmm12 {%k2}
	vmovapd	%zmm21, %zmm25
	vblendmpd	%zmm21, %zmm28, %zmm3 {%k2}
	vmovupd	%zmm3, 1600(%rsp)
	vmovapd	%zmm28, %zmm25 {%k2}
	vmovapd	%zmm17, %zmm11
	vxorpd	%zmm17, %zmm20, %zmm5
	vmovdqu64	1328(%rsp), %zmm9
	vptestnmq	%zmm0, %zmm9, %k2
	vmovapd	%zmm20, %zmm5 {%k2}
	vmovapd	%zmm14, %zmm23
	vblendmpd	%zmm14, %zmm31, %zmm20 {%k2}
	vmovapd	%zmm31, %zmm23 {%k2}
	vxorpd	%zmm17, %zmm19, %zmm8
	vmovdqu64	784(%rsp), %zmm4
	vptestnmq	%zmm0, %zmm4, %k2
	vmovapd	%zmm19, %zmm8 {%k2}
	vmovapd	%zmm13, %zmm21
	vblendmpd	%zmm13, %zmm30, %zmm3 {%k2}
	vmovupd	%zmm3, 1536(%rsp)
	vmovapd	%zmm30, %zmm21 {%k2}
	vxorpd	%zmm17, %zmm2, %zmm19
	vmovdqu64	624(%rsp), %zmm14
	vptestnmq	%zmm0, %zmm14, %k2
	vmovapd	%zmm2, %zmm19 {%k2}
	vmovapd	%zmm26, %zmm18
	vblendmpd	%zmm26, %zmm29, %zmm2 {%k2}
	vmovupd	%zmm2, 3392(%rsp)
	vmovapd	%zmm29, %zmm18 {%k2}
	vxorpd	%zmm17, %zmm15, %zmm27
	vmovdqu64	688(%rsp), %zmm10
	vptestnmq	%zmm0, %zmm10, %k2
	vmovapd	%zmm15, %zmm27 {%k2}
	vmovapd	%zmm24, %zmm17
	vxorpd	%zmm11, %zmm24, %zmm2
	vblendmpd	%zmm24, %zmm2, %zmm3 {%k2}
	vmovupd	%zmm3, 3456(%rsp)
	vmovapd	%zmm2, %zmm17 {%k2}
	vmovdqu64	848(%rsp), %zmm7
	vptestnmq	%zmm0, %zmm7, %k2
	vxorpd	%zmm11, %zmm6, %zmm28
	vmovapd	%zmm6, %zmm28 {%k2}
	vxorpd	%zmm11, %zmm16, %zmm2
	vblendmpd	%zmm16, %zmm2, %zmm29 {%k2}
	vmovapd	%zmm2, %zmm16 {%k2}
	vmovdqu64	912(%rsp), %zmm3
	vptestnmq	%zmm0, %zmm3, %k2
	vxorpd	%zmm11, %zmm1, %zmm30
	vmovapd	%zmm1, %zmm30 {%k2}
	vmovupd	1664(%rsp), %zmm15
	vxorpd	%zmm11, %zmm15, %zmm1
	vblendmpd	%zmm15, %zmm1, %zmm31 {%k2}
	vmovapd	%zmm1, %zmm15 {%k2}
	vmovdqu64	1056(%rsp), %zmm6
	vptestnmq	%zmm0, %zmm6, %k2
	vxorpd	%zmm11, %zmm22, %zmm0
	vmovapd	%zmm22, %zmm0 {%k2}
	vmovupd	1264(%rsp), %zmm13
	vxorpd	%zmm11, %zmm13, %zmm1
	vblendmpd	%zmm13, %zmm1, %zmm22 {%k2}
	vmovapd	%zmm1, %zmm13 {%k2}
	vpbroadcastq	.LCPI0_41(%rip), %zmm1
	vptestnmq	%zmm1, %zmm9, %k2
	vblendmpd	%zmm20, %zmm5, %zmm26 {%k2}
	vmovapd	%zmm5, %zmm23 {%k2}
	vptestnmq	%zmm1, %zmm4, %k2
	vmovdqa64	%zmm1, %zmm9
	vbroadcastss	.LCPI0_25(%rip), %zmm11
	vmulps	128(%rsp), %zmm11, %zmm1
	vmulps	384(%rsp), %zmm11, %zmm2
	vmulps	464(%rsp), %zmm11, %zmm4
	vsqrtps	%zmm1, %zmm5
	vsqrtps	%zmm2, %zmm24
	vsqrtps	%zmm4, %zmm2
	vmulps	560(%rsp), %zmm11, %zmm4
	vsqrtps	%zmm4, %zmm4
	vblendmpd	1600(%rsp), %zmm12, %zmm1 {%k1}
	vmovapd	%zmm12, %zmm25 {%k1}
	vmovdqa64	%zmm9, %zmm12
	vptestnmq	%zmm9, %zmm14, %k1
	vblendmpd	3392(%rsp), %zmm19, %zmm20 {%k1}
	vmovapd	%zmm19, %zmm18 {%k1}
	vptestnmq	%zmm9, %zmm10, %k1
	vblendmpd	1536(%rsp), %zmm8, %zmm9 {%k2}
	vmovapd	%zmm8, %zmm21 {%k2}
	vptestnmq	%zmm12, %zmm7, %k2
	vblendmpd	%zmm29, %zmm28, %zmm8 {%k2}
	vmovapd	%zmm28, %zmm16 {%k2}
	vptestnmq	%zmm12, %zmm3, %k2
	vblendmpd	3456(%rsp), %zmm27, %zmm11 {%k1}
	vmovapd	%zmm27, %zmm17 {%k1}
	vptestnmq	%zmm12, %zmm6, %k1
	vblendmpd	%zmm22, %zmm0, %zmm10 {%k1}
	vblendmpd	%zmm31, %zmm30, %zmm12 {%k2}
	vmovapd	%zmm0, %zmm13 {%k1}
	vmovapd	%zmm30, %zmm15 {%k2}
	vcvtpd2ps	%zmm1, %ymm0
	vcvtpd2ps	%zmm26, %ymm7
	vcvtpd2ps	%zmm9, %ymm9
	vinsertf64x4	$1, %ymm7, %zmm0, %zmm0
	vcvtpd2ps	%zmm20, %ymm3
	vinsertf64x4	$1, %ymm3, %zmm9, %zmm3
	vcvtpd2ps	%zmm11, %ymm7
	vcvtpd2ps	%zmm8, %ymm8
	vcvtpd2ps	%zmm12, %ymm9
	vcvtpd2ps	%zmm10, %ymm10
	vinsertf64x4	$1, %ymm8, %zmm7, %zmm7
	vinsertf64x4	$1, %ymm10, %zmm9, %zmm8
	vcvtpd2ps	%zmm25, %ymm6
	vcvtpd2ps	%zmm23, %ymm9
	vinsertf64x4	$1, %ymm9, %zmm6, %zmm6
	vcvtpd2ps	%zmm21, %ymm9
	vcvtpd2ps	%zmm18, %ymm10
	vinsertf64x4	$1, %ymm10, %zmm9, %zmm9
	vcvtpd2ps	%zmm17, %ymm10
	vcvtpd2ps	%zmm16, %ymm11
	vcvtpd2ps	%zmm15, %ymm12
	vinsertf64x4	$1, %ymm11, %zmm10, %zmm10
	vcvtpd2ps	%zmm13, %ymm11
	vinsertf64x4	$1, %ymm11, %zmm12, %zmm11
	vmulps	%zmm6, %zmm5, %zmm6
	vmulps	%zmm9, %zmm24, %zmm9
	vmulps	%zmm10, %zmm2, %zmm10
	vmulps	%zmm11, %zmm4, %zmm11
	vmulps	%zmm0, %zmm5, %zmm0
	vmulps	%zmm3, %zmm24, %zmm1
	vmulps	%zmm7, %zmm2, %zmm2
	vmulps	%zmm8, %zmm4, %zmm3
	vmovups	%zmm6, -960(%rcx)
	vmovups	%zmm9, -896(%rcx)
	vmovups	%zmm10, -832(%rcx)
	vmovups	%zmm11, -768(%rcx)
	vmovups	%zmm0, -704(%rcx)
	vmovups	%zmm1, -640(%rcx)
	vmovups	%zmm2, -576(%rcx)
	vmovups	%zmm3, -512(%rcx)
	vpsrld	$9, -192(%rcx), %zmm0
	vpsrld	$9, -128(%rcx), %zmm1
	vpsrld	$9, -64(%rcx), %zmm2
	vpsrld	$9, (%rcx), %zmm3
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm3, %zmm4
	vaddps	.LCPI0_11(%rip){1to16}, %zmm0, %zmm5
	vaddps	.LCPI0_11(%rip){1to16}, %zmm1, %zmm3
	vaddps	.LCPI0_11(%rip){1to16}, %zmm2, %zmm1
	vaddps	.LCPI0_11(%rip){1to16}, %zmm4, %zmm0
	vbroadcastss	.LCPI0_12(%rip), %zmm7
	vmulps	%zmm7, %zmm5, %zmm4
	vcvtps2pd	%ymm4, %zmm2
	vmulps	%zmm7, %zmm3, %zmm3
	vextractf64x4	$1, %zmm4, %ymm4
	vcvtps2pd	%ymm4, %zmm4
	vcvtps2pd	%ymm3, %zmm5
	vmulps	%zmm7, %zmm1, %zmm1
	vextractf64x4	$1, %zmm3, %ymm3
	vcvtps2pd	%ymm3, %zmm3
	vcvtps2pd	%ymm1, %zmm6
	vmulps	%zmm7, %zmm0, %zmm0
	vextractf64x4	$1, %zmm1, %ymm1
	vcvtps2pd	%ymm1, %zmm1
	vcvtps2pd	%ymm0, %zmm7
	vextractf64x4	$1, %zmm0, %ymm0
	vcvtps2pd	%ymm0, %zmm0
	vbroadcastsd	.LCPI0_26(%rip), %zmm8
	vmulpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm8, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_27(%rip), %zmm8
	vaddpd	%zmm8, %zmm2, %zmm12
	vmovupd	%zmm12, 784(%rsp)
	vaddpd	%zmm8, %zmm4, %zmm9
	vmovupd	%zmm9, 624(%rsp)
	vaddpd	%zmm8, %zmm5, %zmm11
	vmovupd	%zmm11, 688(%rsp)
	vaddpd	%zmm8, %zmm3, %zmm10
	vmovupd	%zmm10, 848(%rsp)
	vaddpd	%zmm8, %zmm6, %zmm16
	vmovupd	%zmm16, 912(%rsp)
	vaddpd	%zmm8, %zmm1, %zmm15
	vmovupd	%zmm15, 1056(%rsp)
	vaddpd	%zmm8, %zmm7, %zmm14
	vmovupd	%zmm14, 560(%rsp)
	vaddpd	%zmm8, %zmm0, %zmm17
	vmovupd	%zmm17, 464(%rsp)
	vbroadcastsd	.LCPI0_28(%rip), %zmm13
	vaddpd	%zmm13, %zmm9, %zmm8
	vaddpd	%zmm13, %zmm12, %zmm9
	vaddpd	%zmm13, %zmm10, %zmm10
	vaddpd	%zmm13, %zmm11, %zmm11
	vaddpd	%zmm13, %zmm15, %zmm12
	vaddpd	%zmm13, %zmm16, %zmm16
	vaddpd	%zmm13, %zmm17, %zmm18
	vaddpd	%zmm13, %zmm14, %zmm19
	vsubpd	%zmm9, %zmm2, %zmm9
	vsubpd	%zmm8, %zmm4, %zmm2
	vsubpd	%zmm11, %zmm5, %zmm4
	vsubpd	%zmm10, %zmm3, %zmm3
	vsubpd	%zmm16, %zmm6, %zmm5
	vsubpd	%zmm12, %zmm1, %zmm1
	vsubpd	%zmm19, %zmm7, %zmm10
	vsubpd	%zmm18, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_29(%rip), %zmm11
	vmulpd	%zmm11, %zmm2, %zmm13
	vmulpd	%zmm11, %zmm9, %zmm6
	vmulpd	%zmm11, %zmm3, %zmm14
	vmulpd	%zmm11, %zmm4, %zmm7
	vmulpd	%zmm11, %zmm1, %zmm4
	vmulpd	%zmm11, %zmm5, %zmm8
	vmulpd	%zmm11, %zmm0, %zmm5
	vmulpd	%zmm11, %zmm10, %zmm20
	vmulpd	%zmm6, %zmm6, %zmm2
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm7, %zmm7, %zmm16
	vmulpd	%zmm14, %zmm14, %zmm18
	vmulpd	%zmm8, %zmm8, %zmm19
	vmulpd	%zmm4, %zmm4, %zmm26
	vmulpd	%zmm20, %zmm20, %zmm27
	vmulpd	%zmm5, %zmm5, %zmm28
	vbroadcastsd	.LCPI0_30(%rip), %zmm24
	vmulpd	%zmm24, %zmm1, %zmm9
	vmulpd	%zmm24, %zmm2, %zmm10
	vmulpd	%zmm24, %zmm18, %zmm11
	vmulpd	%zmm24, %zmm16, %zmm12
	vmulpd	%zmm24, %zmm26, %zmm21
	vmulpd	%zmm24, %zmm19, %zmm29
	vmulpd	%zmm24, %zmm27, %zmm30
	vbroadcastsd	.LCPI0_31(%rip), %zmm17
	vaddpd	%zmm17, %zmm10, %zmm10
	vaddpd	%zmm17, %zmm9, %zmm9
	vaddpd	%zmm17, %zmm12, %zmm12
	vaddpd	%zmm17, %zmm11, %zmm11
	vaddpd	%zmm17, %zmm29, %zmm29
	vaddpd	%zmm17, %zmm21, %zmm21
	vaddpd	%zmm17, %zmm30, %zmm30
	vmulpd	%zmm9, %zmm1, %zmm9
	vmulpd	%zmm10, %zmm2, %zmm10
	vmulpd	%zmm11, %zmm18, %zmm11
	vmulpd	%zmm12, %zmm16, %zmm12
	vmulpd	%zmm21, %zmm26, %zmm21
	vmulpd	%zmm29, %zmm19, %zmm29
	vmulpd	%zmm30, %zmm27, %zmm30
	vbroadcastsd	.LCPI0_32(%rip), %zmm15
	vaddpd	%zmm15, %zmm10, %zmm10
	vaddpd	%zmm15, %zmm9, %zmm9
	vaddpd	%zmm15, %zmm12, %zmm12
	vaddpd	%zmm15, %zmm11, %zmm11
	vaddpd	%zmm15, %zmm29, %zmm29
	vaddpd	%zmm15, %zmm21, %zmm21
	vaddpd	%zmm15, %zmm30, %zmm30
	vmulpd	%zmm9, %zmm1, %zmm9
	vmulpd	%zmm10, %zmm2, %zmm10
	vmulpd	%zmm11, %zmm18, %zmm11
	vmulpd	%zmm12, %zmm16, %zmm12
	vmulpd	%zmm21, %zmm26, %zmm21
	vmulpd	%zmm29, %zmm19, %zmm29
	vmulpd	%zmm30, %zmm27, %zmm30
	vbroadcastsd	.LCPI0_33(%rip), %zmm0
	vaddpd	%zmm0, %zmm10, %zmm10
	vaddpd	%zmm0, %zmm9, %zmm9
	vaddpd	%zmm0, %zmm12, %zmm12
	vaddpd	%zmm0, %zmm11, %zmm11
	vaddpd	%zmm0, %zmm29, %zmm29
	vaddpd	%zmm0, %zmm21, %zmm21
	vaddpd	%zmm0, %zmm30, %zmm30
	vmulpd	%zmm2, %zmm6, %zmm31
	vmulpd	%zmm10, %zmm31, %zmm10
	vmulpd	%zmm1, %zmm13, %zmm31
	vmulpd	%zmm9, %zmm31, %zmm9
	vmulpd	%zmm16, %zmm7, %zmm31
	vmulpd	%zmm12, %zmm31, %zmm31
	vmulpd	%zmm18, %zmm14, %zmm12
	vmulpd	%zmm11, %zmm12, %zmm3
	vmulpd	%zmm19, %zmm8, %zmm11
	vmulpd	%zmm29, %zmm11, %zmm29
	vmulpd	%zmm26, %zmm4, %zmm11
	vmulpd	%zmm21, %zmm11, %zmm21
	vmulpd	%zmm27, %zmm20, %zmm11
	vmulpd	%zmm30, %zmm11, %zmm30
	vmulpd	%zmm24, %zmm28, %zmm11
	vaddpd	%zmm17, %zmm11, %zmm11
	vmulpd	%zmm11, %zmm28, %zmm11
	vaddpd	%zmm15, %zmm11, %zmm11
	vmulpd	%zmm11, %zmm28, %zmm11
	vaddpd	%zmm0, %zmm11, %zmm11
	vmulpd	%zmm28, %zmm5, %zmm12
	vmulpd	%zmm11, %zmm12, %zmm0
	vaddpd	%zmm10, %zmm6, %zmm17
	vaddpd	%zmm9, %zmm13, %zmm22
	vaddpd	%zmm31, %zmm7, %zmm10
	vaddpd	%zmm3, %zmm14, %zmm25
	vaddpd	%zmm29, %zmm8, %zmm23
	vaddpd	%zmm21, %zmm4, %zmm12
	vmovupd	%zmm12, 128(%rsp)
	vaddpd	%zmm30, %zmm20, %zmm24
	vaddpd	%zmm0, %zmm5, %zmm8
	vmovupd	%zmm8, 384(%rsp)
	vbroadcastsd	.LCPI0_34(%rip), %zmm5
	vmulpd	%zmm5, %zmm1, %zmm0
	vmulpd	%zmm5, %zmm2, %zmm3
	vmulpd	%zmm5, %zmm18, %zmm4
	vmulpd	%zmm5, %zmm16, %zmm13
	vmulpd	%zmm5, %zmm26, %zmm14
	vmulpd	%zmm5, %zmm19, %zmm20
	vmulpd	%zmm5, %zmm27, %zmm21
	vbroadcastsd	.LCPI0_35(%rip), %zmm6
	vsubpd	%zmm3, %zmm6, %zmm3
	vsubpd	%zmm0, %zmm6, %zmm0
	vsubpd	%zmm13, %zmm6, %zmm13
	vsubpd	%zmm4, %zmm6, %zmm4
	vsubpd	%zmm20, %zmm6, %zmm20
	vsubpd	%zmm14, %zmm6, %zmm14
	vsubpd	%zmm21, %zmm6, %zmm21
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm2, %zmm3
	vmulpd	%zmm4, %zmm18, %zmm4
	vmulpd	%zmm13, %zmm16, %zmm13
	vmulpd	%zmm14, %zmm26, %zmm14
	vmulpd	%zmm20, %zmm19, %zmm20
	vmulpd	%zmm21, %zmm27, %zmm21
	vbroadcastsd	.LCPI0_36(%rip), %zmm7
	vaddpd	%zmm7, %zmm3, %zmm3
	vaddpd	%zmm7, %zmm0, %zmm0
	vaddpd	%zmm7, %zmm13, %zmm13
	vaddpd	%zmm7, %zmm4, %zmm4
	vaddpd	%zmm7, %zmm20, %zmm20
	vaddpd	%zmm7, %zmm14, %zmm14
	vaddpd	%zmm7, %zmm21, %zmm21
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm2, %zmm3
	vmulpd	%zmm4, %zmm18, %zmm4
	vmulpd	%zmm13, %zmm16, %zmm13
	vmulpd	%zmm14, %zmm26, %zmm14
	vmulpd	%zmm20, %zmm19, %zmm20
	vmulpd	%zmm21, %zmm27, %zmm21
	vbroadcastsd	.LCPI0_37(%rip), %zmm15
	vaddpd	%zmm15, %zmm3, %zmm3
	vaddpd	%zmm15, %zmm0, %zmm0
	vaddpd	%zmm15, %zmm13, %zmm13
	vaddpd	%zmm15, %zmm4, %zmm4
	vaddpd	%zmm15, %zmm20, %zmm20
	vaddpd	%zmm15, %zmm14, %zmm14
	vaddpd	%zmm15, %zmm21, %zmm21
	vmulpd	%zmm2, %zmm2, %zmm29
	vmulpd	%zmm3, %zmm29, %zmm3
	vmulpd	%zmm1, %zmm1, %zmm29
	vmulpd	%zmm0, %zmm29, %zmm0
	vmulpd	%zmm16, %zmm16, %zmm29
	vmulpd	%zmm13, %zmm29, %zmm13
	vmulpd	%zmm18, %zmm18, %zmm29
	vmulpd	%zmm4, %zmm29, %zmm4
	vmulpd	%zmm19, %zmm19, %zmm29
	vmulpd	%zmm20, %zmm29, %zmm20
	vmulpd	%zmm26, %zmm26, %zmm29
	vmulpd	%zmm14, %zmm29, %zmm14
	vmulpd	%zmm27, %zmm27, %zmm29
	vmulpd	%zmm21, %zmm29, %zmm21
	vmulpd	%zmm5, %zmm28, %zmm29
	vsubpd	%zmm29, %zmm6, %zmm29
	vmulpd	%zmm29, %zmm28, %zmm29
	vaddpd	%zmm7, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm28, %zmm29
	vaddpd	%zmm15, %zmm29, %zmm29
	vmulpd	%zmm28, %zmm28, %zmm30
	vmulpd	%zmm29, %zmm30, %zmm29
	vbroadcastsd	.LCPI0_38(%rip), %zmm5
	vmulpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm5, %zmm16, %zmm30
	vmulpd	%zmm5, %zmm18, %zmm16
	vmulpd	%zmm5, %zmm19, %zmm18
	vmulpd	%zmm5, %zmm26, %zmm19
	vmulpd	%zmm5, %zmm27, %zmm31
	vmulpd	%zmm5, %zmm28, %zmm28
	vbroadcastsd	.LCPI0_39(%rip), %zmm5
	vsubpd	%zmm1, %zmm5, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm26
	vsubpd	%zmm2, %zmm5, %zmm0
	vaddpd	%zmm3, %zmm0, %zmm0
	vsubpd	%zmm16, %zmm5, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm16
	vsubpd	%zmm30, %zmm5, %zmm1
	vaddpd	%zmm13, %zmm1, %zmm27
	vsubpd	%zmm19, %zmm5, %zmm1
	vaddpd	%zmm14, %zmm1, %zmm11
	vsubpd	%zmm18, %zmm5, %zmm1
	vaddpd	%zmm20, %zmm1, %zmm18
	vsubpd	%zmm28, %zmm5, %zmm1
	vaddpd	%zmm29, %zmm1, %zmm1
	vmovupd	%zmm1, 1328(%rsp)
	vsubpd	%zmm31, %zmm5, %zmm1
	vaddpd	%zmm21, %zmm1, %zmm13
	vbroadcastsd	.LCPI0_40(%rip), %zmm7
	vxorpd	%zmm7, %zmm22, %zmm30
	vxorpd	%zmm7, %zmm17, %zmm31
	vxorpd	%zmm7, %zmm25, %zmm28
	vmovapd	%zmm10, %zmm6
	vxorpd	%zmm7, %zmm10, %zmm29
	vxorpd	%zmm7, %zmm12, %zmm19
	vxorpd	%zmm7, %zmm23, %zmm21
	vxorpd	%zmm7, %zmm8, %zmm14
	vxorpd	%zmm7, %zmm24, %zmm4
	vmovdqu64	784(%rsp), %zmm2
	vptestnmq	.LCPI0_41(%rip){1to8}, %zmm2, %k1
	vpbroadcastq	.LCPI0_42(%rip), %zmm1
	vptestnmq	%zmm1, %zmm2, %k2
	vxorpd	%zmm7, %zmm0, %zmm20
	vmovapd	%zmm0, %zmm20 {%k2}
	vmovapd	%zmm17, %zmm12
	vblendmpd	%zmm17, %zmm31, %zmm0 {%k2}
	vmovupd	%zmm0, 1264(%rsp)
	vmovapd	%zmm31, %zmm12 {%k2}
	vxorpd	%zmm7, %zmm26, %zmm15
	vmovdqu64	624(%rsp), %zmm9
	vptestnmq	%zmm1, %zmm9, %k2
	vmovapd	%zmm26, %zmm15 {%k2}
	vblendmpd	%zmm22, %zmm30, %zmm10 {%k2}
	vmovapd	%zmm30, %zmm22 {%k2}
	vmovapd	%zmm22, %zmm3
	vxorpd	%zmm7, %zmm27, %zmm26
	vmovdqu64	688(%rsp), %zmm8
	vptestnmq	%zmm1, %zmm8, %k2
	vmovapd	%zmm27, %zmm26 {%k2}
	vmovapd	%zmm6, %zmm22
	vblendmpd	%zmm6, %zmm29, %zmm27 {%k2}
	vmovapd	%zmm29, %zmm22 {%k2}
	vxorpd	%zmm7, %zmm16, %zmm29
	vmovdqu64	848(%rsp), %zmm6
	vptestnmq	%zmm1, %zmm6, %k2
	vmovapd	%zmm16, %zmm29 {%k2}
	vblendmpd	%zmm25, %zmm28, %zmm16 {%k2}
	vmovapd	%zmm28, %zmm25 {%k2}
	vmovapd	%zmm25, %zmm2
	vxorpd	%zmm7, %zmm18, %zmm28
	vmovdqu64	912(%rsp), %zmm5
	vptestnmq	%zmm1, %zmm5, %k2
	vmovapd	%zmm18, %zmm28 {%k2}
	vblendmpd	%zmm23, %zmm21, %zmm30 {%k2}
	vmovapd	%zmm21, %zmm23 {%k2}
	vmovapd	%zmm23, %zmm17
	vxorpd	%zmm7, %zmm11, %zmm21
	vmovdqu64	1056(%rsp), %zmm31
	vptestnmq	%zmm1, %zmm31, %k2
	vmovapd	%zmm11, %zmm21 {%k2}
	vmovupd	128(%rsp), %zmm0
	vblendmpd	%zmm0, %zmm19, %zmm11 {%k2}
	vmovapd	%zmm19, %zmm0 {%k2}
	vxorpd	%zmm7, %zmm13, %zmm19
	vmovdqu64	560(%rsp), %zmm25
	vptestnmq	%zmm1, %zmm25, %k2
	vmovapd	%zmm13, %zmm19 {%k2}
	vblendmpd	%zmm24, %zmm4, %zmm18 {%k2}
	vmovapd	%zmm4, %zmm24 {%k2}
	vmovupd	1328(%rsp), %zmm13
	vxorpd	%zmm7, %zmm13, %zmm4
	vmovdqu64	464(%rsp), %zmm7
	vptestnmq	%zmm1, %zmm7, %k2
	vmovapd	%zmm13, %zmm4 {%k2}
	vmovupd	384(%rsp), %zmm23
	vblendmpd	%zmm23, %zmm14, %zmm13 {%k2}
	vmovapd	%zmm14, %zmm23 {%k2}
	vpbroadcastq	.LCPI0_41(%rip), %zmm1
	vptestnmq	%zmm1, %zmm9, %k2
	vblendmpd	%zmm10, %zmm15, %zmm9 {%k2}
	vmovupd	%zmm9, 784(%rsp)
	vmovapd	%zmm15, %zmm3 {%k2}
	vmovupd	%zmm3, 624(%rsp)
	vptestnmq	%zmm1, %zmm8, %k2
	vblendmpd	1264(%rsp), %zmm20, %zmm14 {%k1}
	vmovapd	%zmm20, %zmm12 {%k1}
	vptestnmq	%zmm1, %zmm6, %k1
	vblendmpd	%zmm16, %zmm29, %zmm3 {%k1}
	vmovupd	%zmm3, 688(%rsp)
	vmovapd	%zmm29, %zmm2 {%k1}
	vmovupd	%zmm2, 848(%rsp)
	vptestnmq	%zmm1, %zmm5, %k1
	vblendmpd	%zmm27, %zmm26, %zmm10 {%k2}
	vmovapd	%zmm26, %zmm22 {%k2}
	vmovupd	%zmm22, 912(%rsp)
	vptestnmq	%zmm1, %zmm31, %k2
	vblendmpd	%zmm11, %zmm21, %zmm16 {%k2}
	vmovapd	%zmm21, %zmm0 {%k2}
	vmovupd	%zmm0, 128(%rsp)
	vptestnmq	%zmm1, %zmm7, %k2
	vblendmpd	%zmm30, %zmm28, %zmm9 {%k1}
	vblendmpd	%zmm13, %zmm4, %zmm11 {%k2}
	vmovapd	%zmm28, %zmm17 {%k1}
	vmovapd	%zmm17, %zmm8
	vmovapd	%zmm4, %zmm23 {%k2}
	vmovupd	%zmm23, 384(%rsp)
	vptestnmq	%zmm1, %zmm25, %k1
	vblendmpd	%zmm18, %zmm19, %zmm15 {%k1}
	vmovapd	%zmm19, %zmm24 {%k1}
	vmovupd	%zmm24, 464(%rsp)
	vpsrld	$9, -448(%rcx), %zmm2
	vpsrld	$9, -384(%rcx), %zmm3
	vpsrld	$9, -320(%rcx), %zmm4
	vpsrld	$9, -256(%rcx), %zmm19
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm3, %zmm3
	vcvtdq2ps	%zmm4, %zmm4
	vcvtdq2ps	%zmm19, %zmm19
	vaddps	.LCPI0_11(%rip){1to16}, %zmm2, %zmm2
	vaddps	.LCPI0_11(%rip){1to16}, %zmm3, %zmm3
	vaddps	.LCPI0_11(%rip){1to16}, %zmm4, %zmm4
	vaddps	.LCPI0_11(%rip){1to16}, %zmm19, %zmm19
	vbroadcastss	.LCPI0_12(%rip), %zmm0
	vmulps	%zmm0, %zmm2, %zmm2
	vmulps	%zmm0, %zmm3, %zmm3
	vmulps	%zmm0, %zmm4, %zmm4
	vmulps	%zmm0, %zmm19, %zmm19
	vpbroadcastd	.LCPI0_13(%rip), %zmm0
	vpaddd	%zmm0, %zmm2, %zmm23
	vpaddd	%zmm0, %zmm3, %zmm22
	vpaddd	%zmm0, %zmm4, %zmm21
	vpaddd	%zmm0, %zmm19, %zmm7
	vpbroadcastd	.LCPI0_15(%rip), %zmm0
	vpandd	%zmm0, %zmm23, %zmm3
	vpandd	%zmm0, %zmm22, %zmm4
	vpandd	%zmm0, %zmm21, %zmm19
	vpandd	%zmm0, %zmm7, %zmm20
	vpbroadcastd	.LCPI0_16(%rip), %zmm0
	vpaddd	%zmm0, %zmm3, %zmm3
	vpaddd	%zmm0, %zmm4, %zmm4
	vpaddd	%zmm0, %zmm19, %zmm19
	vpaddd	%zmm0, %zmm20, %zmm20
	vbroadcastss	.LCPI0_17(%rip), %zmm0
	vaddps	%zmm0, %zmm3, %zmm3
	vaddps	%zmm0, %zmm4, %zmm4
	vaddps	%zmm0, %zmm19, %zmm19
	vaddps	%zmm0, %zmm20, %zmm20
	vbroadcastss	.LCPI0_18(%rip), %zmm13
	vaddps	%zmm13, %zmm3, %zmm24
	vaddps	%zmm13, %zmm4, %zmm25
	vaddps	%zmm13, %zmm19, %zmm26
	vdivps	%zmm24, %zmm3, %zmm24
	vdivps	%zmm25, %zmm4, %zmm25
	vdivps	%zmm26, %zmm19, %zmm26
	vmulps	%zmm24, %zmm24, %zmm27
	vmulps	%zmm25, %zmm25, %zmm28
	vmulps	%zmm26, %zmm26, %zmm29
	vmulps	%zmm27, %zmm27, %zmm30
	vbroadcastss	.LCPI0_19(%rip), %zmm1
	vmulps	%zmm1, %zmm30, %zmm31
	vbroadcastss	.LCPI0_20(%rip), %zmm5
	vaddps	%zmm5, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vbroadcastss	.LCPI0_21(%rip), %zmm6
	vmulps	%zmm6, %zmm30, %zmm30
	vbroadcastss	.LCPI0_22(%rip), %zmm2
	vaddps	%zmm2, %zmm30, %zmm30
	vmulps	%zmm30, %zmm27, %zmm27
	vmulps	%zmm28, %zmm28, %zmm30
	vaddps	%zmm31, %zmm27, %zmm27
	vmulps	%zmm1, %zmm30, %zmm31
	vaddps	%zmm5, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vmulps	%zmm6, %zmm30, %zmm30
	vaddps	%zmm2, %zmm30, %zmm30
	vmulps	%zmm30, %zmm28, %zmm28
	vmulps	%zmm29, %zmm29, %zmm30
	vaddps	%zmm31, %zmm28, %zmm28
	vmulps	%zmm1, %zmm30, %zmm31
	vaddps	%zmm5, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vmulps	%zmm6, %zmm30, %zmm30
	vaddps	%zmm2, %zmm30, %zmm30
	vmulps	%zmm30, %zmm29, %zmm29
	vaddps	%zmm13, %zmm20, %zmm30
	vdivps	%zmm30, %zmm20, %zmm30
	vaddps	%zmm31, %zmm29, %zmm29
	vmulps	%zmm30, %zmm30, %zmm31
	vmulps	%zmm31, %zmm31, %zmm0
	vmulps	%zmm1, %zmm0, %zmm1
	vaddps	%zmm5, %zmm1, %zmm1
	vmulps	%zmm1, %zmm0, %zmm1
	vmulps	%zmm6, %zmm0, %zmm0
	vaddps	%zmm2, %zmm0, %zmm0
	vmulps	%zmm0, %zmm31, %zmm0
	vbroadcastss	.LCPI0_11(%rip), %zmm6
	vaddps	%zmm1, %zmm0, %zmm0
	vmulps	%zmm6, %zmm3, %zmm1
	vmulps	%zmm1, %zmm3, %zmm1
	vaddps	%zmm27, %zmm1, %zmm27
	vmulps	%zmm27, %zmm24, %zmm24
	vmulps	%zmm6, %zmm4, %zmm27
	vmulps	%zmm27, %zmm4, %zmm27
	vaddps	%zmm28, %zmm27, %zmm28
	vmulps	%zmm28, %zmm25, %zmm25
	vmulps	%zmm6, %zmm19, %zmm28
	vmulps	%zmm28, %zmm19, %zmm28
	vaddps	%zmm29, %zmm28, %zmm29
	vmulps	%zmm29, %zmm26, %zmm26
	vmulps	%zmm6, %zmm20, %zmm29
	vmulps	%zmm29, %zmm20, %zmm29
	vaddps	%zmm0, %zmm29, %zmm0
	vmulps	%zmm0, %zmm30, %zmm5
	vpsrld	$23, %zmm23, %zmm23
	vpbroadcastd	.LCPI0_14(%rip), %zmm31
	vpaddd	%zmm31, %zmm23, %zmm23
	vcvtdq2ps	%zmm23, %zmm23
	vbroadcastss	.LCPI0_23(%rip), %zmm0
	vmulps	%zmm0, %zmm23, %zmm30
	vaddps	%zmm24, %zmm30, %zmm24
	vpsrld	$23, %zmm22, %zmm22
	vpaddd	%zmm31, %zmm22, %zmm22
	vcvtdq2ps	%zmm22, %zmm22
	vmulps	%zmm0, %zmm22, %zmm30
	vaddps	%zmm25, %zmm30, %zmm25
	vpsrld	$23, %zmm21, %zmm21
	vpaddd	%zmm31, %zmm21, %zmm21
	vcvtdq2ps	%zmm21, %zmm21
	vmulps	%zmm0, %zmm21, %zmm30
	vaddps	%zmm26, %zmm30, %zmm26
	vpsrld	$23, %zmm7, %zmm2
	vpaddd	%zmm31, %zmm2, %zmm2
	vmovaps	%zmm6, %zmm31
	vcvtdq2ps	%zmm2, %zmm2
	vmulps	%zmm0, %zmm2, %zmm30
	vaddps	%zmm5, %zmm30, %zmm0
	vsubps	%zmm1, %zmm24, %zmm1
	vsubps	%zmm27, %zmm25, %zmm24
	vsubps	%zmm28, %zmm26, %zmm25
	vbroadcastss	.LCPI0_24(%rip), %zmm28
	vsubps	%zmm29, %zmm0, %zmm0
	vaddps	%zmm1, %zmm3, %zmm1
	vaddps	%zmm24, %zmm4, %zmm3
	vaddps	%zmm25, %zmm19, %zmm4
	vaddps	%zmm0, %zmm20, %zmm0
	vmulps	%zmm28, %zmm23, %zmm19
	vaddps	%zmm1, %zmm19, %zmm1
	vmulps	%zmm28, %zmm22, %zmm19
	vaddps	%zmm3, %zmm19, %zmm3
	vmulps	%zmm28, %zmm21, %zmm19
	vaddps	%zmm4, %zmm19, %zmm4
	vmulps	%zmm28, %zmm2, %zmm2
	vaddps	%zmm0, %zmm2, %zmm0
	vcvtpd2ps	%zmm14, %ymm2
	vcvtpd2ps	784(%rsp), %ymm14
	vinsertf64x4	$1, %ymm14, %zmm2, %zmm2
	vcvtpd2ps	%zmm10, %ymm14
	vcvtpd2ps	688(%rsp), %ymm18
	vinsertf64x4	$1, %ymm18, %zmm14, %zmm14
	vcvtpd2ps	%zmm9, %ymm17
	vcvtpd2ps	%zmm16, %ymm16
	vcvtpd2ps	%zmm15, %ymm13
	vinsertf64x4	$1, %ymm16, %zmm17, %zmm16
	vcvtpd2ps	%zmm11, %ymm15
	vinsertf64x4	$1, %ymm15, %zmm13, %zmm13
	vcvtpd2ps	%zmm12, %ymm12
	vcvtpd2ps	624(%rsp), %ymm11
	vcvtpd2ps	912(%rsp), %ymm10
	vcvtpd2ps	848(%rsp), %ymm9
	vinsertf64x4	$1, %ymm11, %zmm12, %zmm11
	vinsertf64x4	$1, %ymm9, %zmm10, %zmm9
	vcvtpd2ps	%zmm8, %ymm8
	vcvtpd2ps	128(%rsp), %ymm7
	vinsertf64x4	$1, %ymm7, %zmm8, %zmm7
	vcvtpd2ps	464(%rsp), %ymm6
	vcvtpd2ps	384(%rsp), %ymm5
	vinsertf64x4	$1, %ymm5, %zmm6, %zmm5
	vbroadcastss	.LCPI0_25(%rip), %zmm8
	vmulps	%zmm8, %zmm1, %zmm1
	vsqrtps	%zmm1, %zmm1
	vmulps	%zmm11, %zmm1, %zmm6
	vmulps	%zmm2, %zmm1, %zmm1
	vmulps	%zmm8, %zmm3, %zmm2
	vsqrtps	%zmm2, %zmm2
	vmulps	%zmm9, %zmm2, %zmm3
	vmulps	%zmm14, %zmm2, %zmm2
	vmulps	%zmm8, %zmm4, %zmm4
	vsqrtps	%zmm4, %zmm4
	vmulps	%zmm7, %zmm4, %zmm7
	vmulps	%zmm16, %zmm4, %zmm4
	vmulps	%zmm8, %zmm0, %zmm0
	vsqrtps	%zmm0, %zmm0
	vmulps	%zmm5, %zmm0, %zmm5
	vmulps	%zmm13, %zmm0, %zmm0
	vmovups	%zmm6, -448(%rcx)
	vmovups	%zmm3, -384(%rcx)
	vmovups	%zmm7, -320(%rcx)
	vmovups	%zmm5, -256(%rcx)
	vmovups	%zmm1, -192(%rcx)
	vmovups	%zmm2, -128(%rcx)
	vmovups	%zmm4, -64(%rcx)
	vmovups	%zmm0, (%rcx)
	addq	$1024, %rcx
	decq	%rdx
	jne	.LBB0_17
	cmpq	$0, -120(%rsp)
	vmovups	3648(%rsp), %zmm27
	vbroadcastss	.LCPI0_48(%rip), %zmm28
	vbroadcastss	.LCPI0_50(%rip), %zmm29
	vpbroadcastd	.LCPI0_51(%rip), %zmm30
	vpbroadcastd	.LCPI0_52(%rip), %zmm10
	vmovaps	2752(%rsp), %xmm8
	jne	.LBB0_19
	jmp	.LBB0_120
.LBB0_11:
	vmulss	12(%rsp), %xmm3, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vpxor	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm8 {%k1} {z}
	cmpl	$0, -84(%rsp)
	vmovss	%xmm3, 2816(%rsp)
	jne	.LBB0_13
	.p2align	4
.LBB0_119:
	cmpq	$0, -120(%rsp)
	je	.LBB0_120
.LBB0_19:
	vmovups	4936(%rsp), %zmm0
	vmovups	5000(%rsp), %zmm2
	vmovups	5064(%rsp), %zmm3
	vmovups	5128(%rsp), %zmm4
	vmulps	%zmm0, %zmm0, %zmm1
	vmulps	%zmm2, %zmm2, %zmm0
	vmulps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm4, %zmm4, %zmm4
	leaq	5384(%rsp), %rcx
	movq	%r13, %rdx
	cmpq	$1, -120(%rsp)
	je	.LBB0_21
	.p2align	4
.LBB0_20:
	vmovups	-192(%rcx), %zmm2
	vmovups	-128(%rcx), %zmm5
	vmovups	-64(%rcx), %zmm6
	vmovups	(%rcx), %zmm7
	vmulps	%zmm7, %zmm7, %zmm7
	vaddps	%zmm4, %zmm7, %zmm4
	vmulps	%zmm6, %zmm6, %zmm6
	vaddps	%zmm3, %zmm6, %zmm3
	vmulps	%zmm5, %zmm5, %zmm5
	vaddps	%zmm0, %zmm5, %zmm0
	vmulps	%zmm2, %zmm2, %zmm2
	vaddps	%zmm1, %zmm2, %zmm1
	addq	$256, %rcx
	decq	%rdx
	jne	.LBB0_20
.LBB0_21:
	vaddps	%zmm28, %zmm1, %zmm1
	vaddps	%zmm28, %zmm0, %zmm2
	cmpl	$0, -84(%rsp)
	je	.LBB0_121
	vbroadcastss	%xmm8, %zmm0
	vaddps	%zmm1, %zmm1, %zmm1
	vbroadcastss	.LCPI0_49(%rip), %zmm5
	vmulps	%zmm5, %zmm1, %zmm1
	vaddps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm5, %zmm2, %zmm2
	vaddps	%zmm28, %zmm3, %zmm3
	vaddps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm5, %zmm3, %zmm3
	vaddps	%zmm28, %zmm4, %zmm4
	vaddps	%zmm4, %zmm4, %zmm4
	vmulps	%zmm5, %zmm4, %zmm4
	movl	$192, %ecx
	movq	-120(%rsp), %rdx
	.p2align	4
.LBB0_23:
	vmovups	4744(%rsp,%rcx), %zmm5
	vmovups	4808(%rsp,%rcx), %zmm6
	vmovups	4872(%rsp,%rcx), %zmm7
	vmovups	4936(%rsp,%rcx), %zmm8
	vaddps	%zmm5, %zmm5, %zmm9
	vmulps	%zmm1, %zmm9, %zmm9
	vsubps	37512(%rsp,%rcx), %zmm5, %zmm10
	vaddps	%zmm10, %zmm10, %zmm10
	vmulps	%zmm31, %zmm10, %zmm10
	vaddps	%zmm10, %zmm9, %zmm9
	vpbroadcastd	.LCPI0_52(%rip), %zmm10
	vmulps	%zmm9, %zmm27, %zmm9
	vsubps	%zmm9, %zmm5, %zmm5
	vmulps	70280(%rsp,%rcx), %zmm0, %zmm9
	vaddps	%zmm5, %zmm9, %zmm5
	vandps	%zmm29, %zmm5, %zmm9
	vpcmpgtd	%zmm30, %zmm9, %k1
	vmovdqa32	%zmm10, %zmm5 {%k1}
	vmovdqu64	%zmm5, 4744(%rsp,%rcx)
	vaddps	%zmm6, %zmm6, %zmm5
	vmulps	%zmm2, %zmm5, %zmm5
	vsubps	37576(%rsp,%rcx), %zmm6, %zmm9
	vaddps	%zmm9, %zmm9, %zmm9
	vmulps	%zmm31, %zmm9, %zmm9
	vaddps	%zmm9, %zmm5, %zmm5
	vmulps	%zmm5, %zmm27, %zmm5
	vsubps	%zmm5, %zmm6, %zmm5
	vmulps	70344(%rsp,%rcx), %zmm0, %zmm6
	vaddps	%zmm5, %zmm6, %zmm5
	vandps	%zmm29, %zmm5, %zmm6
	vpcmpgtd	%zmm30, %zmm6, %k1
	vmovdqa32	%zmm10, %zmm5 {%k1}
	vmovdqu64	%zmm5, 4808(%rsp,%rcx)
	vaddps	%zmm7, %zmm7, %zmm5
	vmulps	%zmm3, %zmm5, %zmm5
	vsubps	37640(%rsp,%rcx), %zmm7, %zmm6
	vaddps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm31, %zmm6, %zmm6
	vaddps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm5, %zmm27, %zmm5
	vsubps	%zmm5, %zmm7, %zmm5
	vmulps	70408(%rsp,%rcx), %zmm0, %zmm6
	vaddps	%zmm5, %zmm6, %zmm5
	vandps	%zmm29, %zmm5, %zmm6
	vpcmpgtd	%zmm30, %zmm6, %k1
	vmovdqa32	%zmm10, %zmm5 {%k1}
	vmovdqu64	%zmm5, 4872(%rsp,%rcx)
	vaddps	%zmm8, %zmm8, %zmm5
	vmulps	%zmm4, %zmm5, %zmm5
	vsubps	37704(%rsp,%rcx), %zmm8, %zmm6
	vaddps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm31, %zmm6, %zmm6
	vaddps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm5, %zmm27, %zmm5
	vsubps	%zmm5, %zmm8, %zmm5
	vmulps	70472(%rsp,%rcx), %zmm0, %zmm6
	vaddps	%zmm5, %zmm6, %zmm5
	vandps	%zmm29, %zmm5, %zmm6
	vpcmpgtd	%zmm30, %zmm6, %k1
	vmovdqa32	%zmm10, %zmm5 {%k1}
	vmovdqu64	%zmm5, 4936(%rsp,%rcx)
	addq	$256, %rcx
	decq	%rdx
	jne	.LBB0_23
	jmp	.LBB0_120
	.p2align	4
.LBB0_121:
	vaddps	%zmm1, %zmm1, %zmm0
	vbroadcastss	.LCPI0_49(%rip), %zmm5
	vmulps	%zmm5, %zmm0, %zmm0
	vaddps	%zmm2, %zmm2, %zmm1
	vmulps	%zmm5, %zmm1, %zmm1
	vaddps	%zmm28, %zmm3, %zmm2
	vaddps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm5, %zmm2, %zmm2
	vaddps	%zmm28, %zmm4, %zmm3
	vaddps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm5, %zmm3, %zmm3
	movl	$192, %ecx
	movq	-120(%rsp), %rdx
	.p2align	4
.LBB0_122:
	vmovups	4744(%rsp,%rcx), %zmm4
	vmovups	4808(%rsp,%rcx), %zmm5
	vmovups	4872(%rsp,%rcx), %zmm6
	vmovups	4936(%rsp,%rcx), %zmm7
	vaddps	%zmm4, %zmm4, %zmm8
	vmulps	%zmm0, %zmm8, %zmm8
	vsubps	37512(%rsp,%rcx), %zmm4, %zmm9
	vaddps	%zmm9, %zmm9, %zmm9
	vmulps	%zmm31, %zmm9, %zmm9
	vaddps	%zmm9, %zmm8, %zmm8
	vmulps	%zmm8, %zmm27, %zmm8
	vsubps	%zmm8, %zmm4, %zmm4
	vandps	%zmm29, %zmm4, %zmm8
	vpcmpgtd	%zmm30, %zmm8, %k1
	vmovdqa32	%zmm10, %zmm4 {%k1}
	vmovdqu64	%zmm4, 4744(%rsp,%rcx)
	vaddps	%zmm5, %zmm5, %zmm4
	vmulps	%zmm1, %zmm4, %zmm4
	vsubps	37576(%rsp,%rcx), %zmm5, %zmm8
	vaddps	%zmm8, %zmm8, %zmm8
	vmulps	%zmm31, %zmm8, %zmm8
	vaddps	%zmm8, %zmm4, %zmm4
	vmulps	%zmm4, %zmm27, %zmm4
	vsubps	%zmm4, %zmm5, %zmm4
	vandps	%zmm29, %zmm4, %zmm5
	vpcmpgtd	%zmm30, %zmm5, %k1
	vmovdqa32	%zmm10, %zmm4 {%k1}
	vmovdqu64	%zmm4, 4808(%rsp,%rcx)
	vaddps	%zmm6, %zmm6, %zmm4
	vmulps	%zmm2, %zmm4, %zmm4
	vsubps	37640(%rsp,%rcx), %zmm6, %zmm5
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm31, %zmm5, %zmm5
	vaddps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm4, %zmm27, %zmm4
	vsubps	%zmm4, %zmm6, %zmm4
	vandps	%zmm29, %zmm4, %zmm5
	vpcmpgtd	%zmm30, %zmm5, %k1
	vmovdqa32	%zmm10, %zmm4 {%k1}
	vmovdqu64	%zmm4, 4872(%rsp,%rcx)
	vaddps	%zmm7, %zmm7, %zmm4
	vmulps	%zmm3, %zmm4, %zmm4
	vsubps	37704(%rsp,%rcx), %zmm7, %zmm5
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm31, %zmm5, %zmm5
	vaddps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm4, %zmm27, %zmm4
	vsubps	%zmm4, %zmm7, %zmm4
	vandps	%zmm29, %zmm4, %zmm5
	vpcmpgtd	%zmm30, %zmm5, %k1
	vmovdqa32	%zmm10, %zmm4 {%k1}
	vmovdqu64	%zmm4, 4936(%rsp,%rcx)
	addq	$256, %rcx
	decq	%rdx
	jne	.LBB0_122
	jmp	.LBB0_120
	.p2align	4
.LBB0_116:
	cmpq	$0, -120(%rsp)
	sete	%al
	testq	%r12, %r12
	sete	%cl
	orb	%al, %cl
	jne	.LBB0_136
	movq	1728(%rsp), %r11
	imulq	-120(%rsp), %r11
	cmpq	$1, %r11
	jne	.LBB0_123
	xorl	%ecx, %ecx
	jmp	.LBB0_132
	.p2align	4
.LBB0_123:
	movq	%r8, %rdi
	movq	%r11, %r8
	andl	$16382, %r11d
	xorl	%ecx, %ecx
	movq	-120(%rsp), %r14
	jmp	.LBB0_124
	.p2align	4
.LBB0_129:
	xorl	%edx, %edx
	divq	%r14
.LBB0_130:
	cmpq	%r12, %rax
	movq	%r15, %r13
	cmovbq	%rax, %r13
	addq	%rbx, %r13
	movq	%rdx, %rbp
	shlq	$8, %rbp
	addq	%rsp, %rbp
	addq	$4936, %rbp
	vmovd	(%rbp,%rax,4), %xmm0
	imulq	%r14, %r13
	movq	-72(%rsp), %rax
	leaq	(%rax,%r13,4), %rax
	vmovd	%xmm0, (%rax,%rdx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r11
	movq	80(%rsp), %rbp
	je	.LBB0_131
.LBB0_124:
	movq	%rcx, %rax
	orq	%r14, %rax
	shrq	$32, %rax
	je	.LBB0_125
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r14
	movq	%rdx, %r13
	jmp	.LBB0_127
	.p2align	4
.LBB0_125:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r14d
	movl	%edx, %r13d
.LBB0_127:
	cmpq	%r12, %rax
	movq	%r15, %rbp
	cmovbq	%rax, %rbp
	addq	%rbx, %rbp
	imulq	%r14, %rbp
	movq	%r13, %rdx
	shlq	$8, %rdx
	addq	%rsp, %rdx
	addq	$4936, %rdx
	vmovss	(%rdx,%rax,4), %xmm0
	movq	-72(%rsp), %rax
	leaq	(%rax,%rbp,4), %rax
	vmovss	%xmm0, (%rax,%r13,4)
	leaq	1(%rcx), %rax
	movq	%rax, %rdx
	orq	%r14, %rdx
	shrq	$32, %rdx
	jne	.LBB0_129
	xorl	%edx, %edx
	divl	%r14d
	jmp	.LBB0_130
	.p2align	4
.LBB0_131:
	testb	$1, %r8b
	movq	%rdi, %r8
	movl	$3449720151, %edi
	je	.LBB0_136
.LBB0_132:
	movq	%rcx, %rax
	movq	-120(%rsp), %r11
	orq	%r11, %rax
	shrq	$32, %rax
	jne	.LBB0_134
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r11d
	jmp	.LBB0_135
.LBB0_24:
	movq	16(%rdi), %r13
	cmpq	$4097, %rax
	vmovdqa	%xmm7, 288(%rsp)
	movq	%r13, -96(%rsp)
	jae	.LBB0_25
	subq	-112(%rsp), %r11
	jbe	.LBB0_85
	cmpq	$0, 40(%rsp)
	je	.LBB0_139
	movl	$3449720151, %r14d
	movq	-120(%rsp), %rdi
	movl	%edi, %ebx
	andl	$8188, %ebx
	movq	%rdi, %r15
	shrq	$2, %r15
	movq	-104(%rsp), %rcx
	movq	%rcx, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %r8
	leaq	842468239(%rax), %rdx
	movq	%rdx, 2176(%rsp)
	leaq	1684936478(%rax), %rdx
	movq	%rdx, 2112(%rsp)
	leaq	534103459(%rax), %rdx
	movq	%rdx, 1920(%rsp)
	leal	-1767562579(%rax), %edx
	movl	%edx, 2048(%rsp)
	leaq	-305585874(%rax,%r14), %rsi
	movq	%rsi, 1216(%rsp)
	leaq	536882365(%rax,%r14), %r12
	leaq	-613950654(%rax,%r14), %rdx
	movq	%rdx, 1856(%rsp)
	leaq	228517585(%rax,%r14), %rax
	movq	%rax, 1792(%rsp)
	movq	-112(%rsp), %rdx
	movq	%rdx, %rax
	imulq	%rdi, %rax
	movq	%rax, 128(%rsp)
	movq	%rdi, %rax
	shlq	$4, %rax
	movq	%rax, 544(%rsp)
	leaq	4(,%rdx,4), %rax
	imulq	%rdi, %rax
	movq	%rax, 536(%rsp)
	leaq	-1(%rbx), %r9
	movq	%r9, %rsi
	shrq	%rsi
	incq	%rsi
	shrq	$2, %r9
	movl	%r15d, %r10d
	andl	$2016, %r10d
	vpbroadcastq	%rcx, %zmm21
	leaq	(%rcx,%r14), %rax
	addq	$-795284382, %rax
	movq	%rax, 1208(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4864(%rsp)
	leaq	1013904242(%rcx), %rax
	movq	%rax, -8(%rsp)
	vpbroadcastq	%rax, %zmm22
	movq	%r8, 1224(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 4800(%rsp)
	leaq	218619860(%rcx,%r14), %rdx
	movq	%rdx, 2816(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 1472(%rsp)
	movq	2176(%rsp), %rax
	vpbroadcastq	%rax, %zmm24
	leaq	2027808484(%rcx), %rdx
	movq	%rdx, 2752(%rsp)
	vpbroadcastq	%rdx, %zmm25
	movq	%r12, 3776(%rsp)
	vpbroadcastq	%r12, %zmm18
	leaq	387276957(%rcx), %rdx
	movq	%rdx, 2688(%rsp)
	vpbroadcastq	%rdx, %zmm30
	movq	1856(%rsp), %rax
	vpbroadcastq	%rax, %zmm14
	leaq	-408007425(%rcx,%r14), %rdx
	movq	%rdx, 2624(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 2240(%rsp)
	movq	2112(%rsp), %r8
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 3136(%rsp)
	leaq	1401181199(%rcx), %rdx
	movq	%rdx, 3648(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 3072(%rsp)
	movq	1920(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3008(%rsp)
	movl	$3449720151, %eax
	leaq	605896817(%rcx,%rax), %r14
	movq	%r14, -40(%rsp)
	vpbroadcastq	%r14, %zmm0
	vmovdqu64	%zmm0, 2944(%rsp)
	movq	1792(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 2880(%rsp)
	leal	-1879881855(%rcx), %eax
	movl	%eax, -60(%rsp)
	vpbroadcastd	%eax, %ymm15
	movl	2048(%rsp), %eax
	vpbroadcastd	%eax, %ymm16
	vpbroadcastq	%r10, %zmm0
	vporq	.LCPI0_0(%rip), %zmm0, %zmm0
	vmovdqu64	%zmm0, 4416(%rsp)
	movq	%r15, -80(%rsp)
	andl	$2040, %r15d
	movq	%rsi, %rax
	andq	$-64, %rax
	movq	%rax, 256(%rsp)
	movq	%rsi, 448(%rsp)
	andq	$-8, %rsi
	movq	%rsi, 352(%rsp)
	movl	%edi, %eax
	andl	$8128, %eax
	movq	%rax, -24(%rsp)
	movl	%edi, %eax
	andl	$8184, %eax
	movq	%rax, 224(%rsp)
	movl	%edi, %eax
	andl	$7, %eax
	movq	%rax, 112(%rsp)
	movq	%r9, 328(%rsp)
	leaq	1(%r9), %rsi
	movq	%rsi, 1200(%rsp)
	andq	$-2, %rsi
	movq	%rsi, 1192(%rsp)
	movl	%edi, %eax
	andl	$8176, %eax
	movq	%rax, 88(%rsp)
	movl	%edi, %eax
	andl	$8188, %eax
	movq	%rax, 4224(%rsp)
	leal	(,%rdi,4), %eax
	movl	%eax, %esi
	andl	$32256, %esi
	movq	%r15, 4352(%rsp)
	movq	%r10, 280(%rsp)
	subq	%r10, %r15
	movq	%r15, 4288(%rsp)
	leaq	(,%rdi,4), %r9
	addq	%r13, %r9
	movq	%rsi, 248(%rsp)
	addq	%rsi, %r9
	movq	%r9, 1184(%rsp)
	movq	-112(%rsp), %rsi
	movq	-48(%rsp), %rcx
	imulq	%rcx, %rsi
	movq	%rsi, 200(%rsp)
	movl	%eax, %esi
	andl	$32512, %esi
	movq	%rsi, 272(%rsp)
	andl	$32704, %eax
	movq	%rax, 360(%rsp)
	vmovss	.LCPI0_11(%rip), %xmm26
	vbroadcastss	.LCPI0_11(%rip), %zmm29
	vpbroadcastd	.LCPI0_52(%rip), %zmm27
	movq	128(%rsp), %r8
	leaq	(,%r8,4), %rax
	movq	%rax, 1152(%rsp)
	movq	-72(%rsp), %rax
	leaq	(%rax,%r8,4), %rsi
	leaq	192(%rax,%r8,4), %r9
	movq	%r9, 72(%rsp)
	leaq	(%rbp,%r8,4), %r9
	movq	%r9, 64(%rsp)
	leaq	192(%rbp,%r8,4), %r9
	movq	%r9, 552(%rsp)
	leaq	(%rdi,%rdi), %r9
	movq	%r9, 96(%rsp)
	leaq	1(%rbx), %r9
	movq	%r9, 240(%rsp)
	leaq	2(%rbx), %r9
	movq	%r9, 48(%rsp)
	leaq	(%r13,%rdi,4), %r9
	movq	%r9, -56(%rsp)
	leaq	(,%rdi,4), %r9
	movq	%r9, 1232(%rsp)
	leaq	(,%rdi,8), %r9
	movq	%r9, 1408(%rsp)
	movq	536(%rsp), %r8
	leaq	(%rax,%r8), %rax
	movq	%rax, 1136(%rsp)
	leaq	384(%r13,%rdi,4), %rax
	movq	%rax, 1176(%rsp)
	movq	544(%rsp), %rdi
	leaq	(,%rcx,4), %rax
	movl	$3449720151, %edx
	movq	%rax, 1128(%rsp)
	leaq	192(%r13), %rax
	movq	%rax, 320(%rsp)
	leaq	16(%r13), %rax
	movq	%rax, 192(%rsp)
	xorl	%r9d, %r9d
	movq	%rsi, 1144(%rsp)
	movq	%rsi, 3520(%rsp)
	vpbroadcastq	.LCPI0_1(%rip), %zmm28
	vbroadcastss	%xmm7, %zmm17
	movq	56(%rsp), %rsi
	movq	%rbx, 1024(%rsp)
	vmovdqu64	%zmm21, 2432(%rsp)
	vmovdqu64	%zmm22, 2368(%rsp)
	vmovdqu64	%zmm24, 4608(%rsp)
	vmovdqu64	%zmm25, 3584(%rsp)
	vmovdqu64	%zmm18, 3904(%rsp)
	vmovdqu64	%zmm30, 4160(%rsp)
	vmovdqu64	%zmm14, 2304(%rsp)
	vmovdqu	%ymm15, 992(%rsp)
	vmovdqu64	%ymm16, 752(%rsp)
	vmovups	%zmm17, 4096(%rsp)
	jmp	.LBB0_142
	.p2align	4
.LBB0_214:
	addq	$4, %r12
	movq	1168(%rsp), %r11
	addq	$-4, %r11
	movq	1160(%rsp), %r9
	incq	%r9
	movq	1128(%rsp), %rax
	addq	%rax, 200(%rsp)
	movq	544(%rsp), %rdi
	addq	%rdi, 72(%rsp)
	addq	%rdi, 3520(%rsp)
	addq	%rdi, 64(%rsp)
	addq	%rdi, 552(%rsp)
	movq	56(%rsp), %rsi
	movq	%r12, -112(%rsp)
	cmpq	%rsi, %r12
	movq	-96(%rsp), %r13
	jae	.LBB0_85
.LBB0_142:
	subq	-112(%rsp), %rsi
	cmpq	$4, %rsi
	movl	$4, %r8d
	cmovbq	%rsi, %r8
	decq	%r8
	cmpq	$4, %rsi
	movq	%r8, %r10
	movl	$3, %eax
	cmovaeq	%rax, %r10
	movq	%r10, 32(%rsp)
	cmpq	$1, %r11
	movq	%r11, 1168(%rsp)
	adcq	$0, %r11
	cmpq	$4, %r11
	movl	$4, %eax
	cmovaeq	%rax, %r11
	movl	%r11d, %eax
	leaq	-4(,%rax,8), %r10
	movq	-120(%rsp), %rax
	imulq	%rax, %r10
	addq	%r13, %r10
	movq	%rdi, %rax
	movq	%r9, 1160(%rsp)
	imulq	%r9, %rax
	movq	1144(%rsp), %rdi
	addq	%rax, %rdi
	movq	%rdi, 128(%rsp)
	movq	1136(%rsp), %rdi
	leaq	(%rdi,%rax), %rbx
	leaq	-1(%r11), %r14
	imulq	1232(%rsp), %r14
	addq	%r14, %rbx
	movq	1152(%rsp), %rdi
	addq	%rax, %rdi
	movq	-72(%rsp), %r9
	leaq	(%r9,%rdi), %r15
	movq	%r15, 384(%rsp)
	addq	536(%rsp), %rax
	addq	%rax, %r9
	addq	%r14, %r9
	addq	%rbp, %rdi
	movq	%rdi, 464(%rsp)
	addq	%rbp, %rax
	addq	%r14, %rax
	movq	1408(%rsp), %r15
	movq	%r11, 1728(%rsp)
	imulq	%r11, %r15
	addq	%r13, %r15
	cmpq	$2, %rsi
	movq	%r8, %rdi
	movl	$1, %r14d
	cmovaeq	%r14, %rdi
	movq	%rdi, %r14
	movq	96(%rsp), %rbp
	imulq	%rbp, %r14
	cmpq	$3, %rsi
	movl	$2, %esi
	cmovaeq	%rsi, %r8
	movq	%r8, %rsi
	imulq	%rbp, %rsi
	movq	%rsi, 560(%rsp)
	movq	32(%rsp), %r12
	imulq	%rbp, %r12
	cmpq	%rbx, %r13
	setb	%bl
	cmpq	%r10, 128(%rsp)
	setb	%r10b
	andb	%bl, %r10b
	movb	%r10b, 376(%rsp)
	movq	1024(%rsp), %rbx
	movq	384(%rsp), %rbp
	cmpq	%rax, %rbp
	setb	%r10b
	movq	464(%rsp), %rsi
	cmpq	%r9, %rsi
	setb	%r11b
	andb	%r10b, %r11b
	cmpq	%r15, %rbp
	movq	%rbp, %r15
	setb	%r10b
	cmpq	%r9, -56(%rsp)
	setb	%bpl
	andb	%r10b, %bpl
	orb	%r11b, %bpl
	movb	%bpl, 264(%rsp)
	cmpq	%rax, %r15
	setb	%al
	cmpq	%r9, %rsi
	leaq	(%r13,%r14,4), %r9
	movq	%r9, 4032(%rsp)
	movq	-120(%rsp), %r14
	movq	560(%rsp), %rsi
	leaq	(%r13,%rsi,4), %rsi
	movq	%rsi, 216(%rsp)
	leaq	(%r13,%r12,4), %rsi
	movq	%rsi, 208(%rsp)
	movq	-112(%rsp), %r12
	setb	%sil
	andb	%al, %sil
	movb	%sil, 232(%rsp)
	movq	32(%rsp), %rsi
	movq	1408(%rsp), %r9
	imulq	%r9, %rsi
	movq	192(%rsp), %rax
	addq	%rax, %rsi
	movq	%rsi, 32(%rsp)
	imulq	%r9, %r8
	addq	%rax, %r8
	movq	%r8, 312(%rsp)
	imulq	%r9, %rdi
	addq	%rax, %rdi
	movq	$0, 3840(%rsp)
	vmovss	16(%rsp), %xmm3
	movq	%rdi, 304(%rsp)
	jmp	.LBB0_143
	.p2align	4
.LBB0_213:
	vmovss	336(%rsp), %xmm3
	vmulss	24(%rsp), %xmm3, %xmm3
	movq	3840(%rsp), %rsi
	incq	%rsi
	movq	%rsi, 3840(%rsp)
	cmpq	40(%rsp), %rsi
	je	.LBB0_214
.LBB0_143:
	vmovss	28(%rsp), %xmm0
	cmpl	$0, 20(%rsp)
	jne	.LBB0_144
.LBB0_145:
	vmovaps	%xmm0, 976(%rsp)
	vmovss	%xmm3, 336(%rsp)
	cmpl	$0, -84(%rsp)
	movq	-48(%rsp), %rbp
	je	.LBB0_146
	movq	344(%rsp), %rax
	movq	3840(%rsp), %rsi
	addq	%rax, %rsi
	movq	%rsi, %rdi
	shrq	$32, %rdi
	imulq	%rdx, %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	-104(%rsp), %esi
	xorl	%eax, %esi
	leaq	78811644(%rdx), %r11
	imulq	%r11, %rsi
	movq	%rsi, %rax
	shrq	$32, %rax
	xorq	1216(%rsp), %rax
	vpbroadcastq	%rdi, %zmm0
	vpxorq	4864(%rsp), %zmm0, %zmm11
	movq	%rax, -32(%rsp)
	vpbroadcastq	%rax, %zmm23
	vpbroadcastq	%rsi, %zmm0
	vpxorq	4800(%rsp), %zmm0, %zmm31
	xorq	1208(%rsp), %rdi
	movq	%rdi, 1984(%rsp)
	movl	%edi, %eax
	vpbroadcastq	%rax, %zmm13
	xorq	1224(%rsp), %rsi
	movq	%rsi, 3712(%rsp)
	movl	%esi, %eax
	vpbroadcastq	%rax, %zmm14
	movq	-56(%rsp), %rsi
	movq	200(%rsp), %rax
	movq	%rax, 104(%rsp)
	movq	1184(%rsp), %rax
	movq	%rax, -16(%rsp)
	movq	1176(%rsp), %r15
	xorl	%edi, %edi
	movq	%r11, 128(%rsp)
	vmovdqu64	%zmm11, 4736(%rsp)
	vmovdqu64	%zmm23, 2496(%rsp)
	vmovdqu64	%zmm31, 4672(%rsp)
	vmovdqu64	%zmm13, 4544(%rsp)
	vmovdqu64	%zmm14, 4480(%rsp)
	jmp	.LBB0_150
	.p2align	4
.LBB0_167:
	movq	120(%rsp), %rdi
	incq	%rdi
	movq	1408(%rsp), %rax
	addq	%rax, %r15
	addq	%rax, -16(%rsp)
	addq	%rbp, 104(%rsp)
	movq	2560(%rsp), %rsi
	addq	%rax, %rsi
	cmpq	1728(%rsp), %rdi
	movq	-112(%rsp), %r12
	movq	128(%rsp), %r11
	je	.LBB0_146
.LBB0_150:
	movq	%rsi, 2560(%rsp)
	leaq	(%rdi,%r12), %rdx
	movq	%rdi, 120(%rsp)
	movq	%rdi, %rax
	imulq	96(%rsp), %rax
	movq	-56(%rsp), %rcx
	leaq	(%rcx,%rax,4), %rax
	movq	%rax, (%rsp)
	imulq	%rbp, %rdx
	movq	%rdx, 368(%rsp)
	vpbroadcastq	%rdx, %zmm26
	vpaddq	%zmm28, %zmm26, %zmm0
	vmovdqu64	%zmm0, 384(%rsp)
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm26, %zmm0
	vmovdqu64	%zmm0, 464(%rsp)
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm26, %zmm0
	vmovdqu64	%zmm0, 560(%rsp)
	xorl	%ebp, %ebp
	vmovdqa64	.LCPI0_0(%rip), %zmm14
	vmovdqu	992(%rsp), %ymm3
	vmovdqu	752(%rsp), %ymm1
	movq	248(%rsp), %rax
	vpbroadcastq	.LCPI0_4(%rip), %zmm0
	vpbroadcastq	.LCPI0_5(%rip), %zmm12
	vmovdqa64	%zmm18, %zmm28
	vmovdqa64	%zmm11, %zmm29
	.p2align	4
.LBB0_151:
	vpaddq	%zmm26, %zmm14, %zmm2
	vpaddq	384(%rsp), %zmm14, %zmm4
	vpaddq	464(%rsp), %zmm14, %zmm5
	vpaddq	560(%rsp), %zmm14, %zmm6
	vpmuludq	%zmm0, %zmm2, %zmm7
	vpmuludq	%zmm0, %zmm4, %zmm8
	vpmuludq	%zmm0, %zmm5, %zmm9
	vpmuludq	%zmm0, %zmm6, %zmm10
	vpternlogq	$150, %zmm21, %zmm7, %zmm2
	vpternlogq	$150, %zmm21, %zmm8, %zmm4
	vpternlogq	$150, %zmm21, %zmm9, %zmm5
	vpternlogq	$150, %zmm21, %zmm10, %zmm6
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm6, %zmm6
	vpmuludq	%zmm12, %zmm2, %zmm2
	vpmuludq	%zmm12, %zmm4, %zmm4
	vpmuludq	%zmm12, %zmm5, %zmm11
	vpmuludq	%zmm12, %zmm6, %zmm6
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm13
	vpsrlq	$32, %zmm11, %zmm15
	vpsrlq	$32, %zmm6, %zmm16
	vpxorq	%zmm29, %zmm5, %zmm5
	vpxorq	%zmm29, %zmm13, %zmm13
	vpxorq	%zmm29, %zmm15, %zmm15
	vpxorq	%zmm7, %zmm23, %zmm17
	vpxorq	%zmm8, %zmm23, %zmm8
	vpxorq	%zmm9, %zmm23, %zmm9
	vpxorq	%zmm29, %zmm16, %zmm16
	vpxorq	%zmm10, %zmm23, %zmm10
	vpmuludq	%zmm0, %zmm5, %zmm18
	vpmuludq	%zmm0, %zmm13, %zmm13
	vpmuludq	%zmm0, %zmm15, %zmm7
	vpmuludq	%zmm0, %zmm16, %zmm5
	vpsrlq	$32, %zmm18, %zmm15
	vpsrlq	$32, %zmm13, %zmm16
	vpmuludq	%zmm12, %zmm17, %zmm17
	vpmuludq	%zmm12, %zmm8, %zmm19
	vpmuludq	%zmm12, %zmm9, %zmm9
	vpmuludq	%zmm12, %zmm10, %zmm10
	vpsrlq	$32, %zmm7, %zmm8
	vpsrlq	$32, %zmm17, %zmm20
	vpsrlq	$32, %zmm19, %zmm21
	vpternlogq	$150, %zmm22, %zmm2, %zmm20
	vpsrlq	$32, %zmm9, %zmm2
	vpternlogq	$150, %zmm22, %zmm4, %zmm21
	vpsrlq	$32, %zmm5, %zmm4
	vpternlogq	$150, %zmm22, %zmm11, %zmm2
	vpsrlq	$32, %zmm10, %zmm11
	vpternlogq	$150, %zmm22, %zmm6, %zmm11
	vpxorq	%zmm31, %zmm15, %zmm15
	vpxorq	%zmm31, %zmm16, %zmm16
	vpxorq	%zmm31, %zmm8, %zmm22
	vpxorq	%zmm31, %zmm4, %zmm23
	vpmuludq	%zmm0, %zmm20, %zmm8
	vpmuludq	%zmm0, %zmm21, %zmm6
	vpmuludq	%zmm0, %zmm2, %zmm4
	vpmuludq	%zmm0, %zmm11, %zmm2
	vpmuludq	%zmm12, %zmm15, %zmm11
	vpmuludq	%zmm12, %zmm16, %zmm15
	vpmuludq	%zmm12, %zmm22, %zmm16
	vpmuludq	%zmm12, %zmm23, %zmm20
	vpsrlq	$32, %zmm11, %zmm21
	vmovdqu64	1472(%rsp), %zmm23
	vpternlogq	$150, %zmm17, %zmm23, %zmm21
	vpsrlq	$32, %zmm15, %zmm17
	vpternlogq	$150, %zmm19, %zmm23, %zmm17
	vpsrlq	$32, %zmm16, %zmm19
	vpternlogq	$150, %zmm9, %zmm23, %zmm19
	vpsrlq	$32, %zmm20, %zmm22
	vpternlogq	$150, %zmm10, %zmm23, %zmm22
	vpsrlq	$32, %zmm8, %zmm10
	vpternlogq	$150, %zmm24, %zmm18, %zmm10
	vpsrlq	$32, %zmm6, %zmm18
	vpternlogq	$150, %zmm24, %zmm13, %zmm18
	vpsrlq	$32, %zmm4, %zmm13
	vpternlogq	$150, %zmm24, %zmm7, %zmm13
	vpsrlq	$32, %zmm2, %zmm23
	vpternlogq	$150, %zmm24, %zmm5, %zmm23
	vpmuludq	%zmm0, %zmm21, %zmm9
	vpmuludq	%zmm0, %zmm17, %zmm7
	vpmuludq	%zmm0, %zmm19, %zmm5
	vpmuludq	%zmm12, %zmm10, %zmm17
	vpmuludq	%zmm0, %zmm22, %zmm10
	vpmuludq	%zmm12, %zmm18, %zmm18
	vpmuludq	%zmm12, %zmm13, %zmm13
	vpmuludq	%zmm12, %zmm23, %zmm19
	vpsrlq	$32, %zmm17, %zmm21
	vpternlogq	$150, %zmm25, %zmm11, %zmm21
	vpsrlq	$32, %zmm18, %zmm22
	vpternlogq	$150, %zmm25, %zmm15, %zmm22
	vpsrlq	$32, %zmm13, %zmm15
	vpternlogq	$150, %zmm25, %zmm16, %zmm15
	vpsrlq	$32, %zmm19, %zmm16
	vpternlogq	$150, %zmm25, %zmm20, %zmm16
	vpsrlq	$32, %zmm9, %zmm20
	vpternlogq	$150, %zmm8, %zmm28, %zmm20
	vpsrlq	$32, %zmm7, %zmm23
	vpternlogq	$150, %zmm6, %zmm28, %zmm23
	vpsrlq	$32, %zmm5, %zmm6
	vpternlogq	$150, %zmm4, %zmm28, %zmm6
	vmovdqa64	%zmm25, %zmm27
	vpsrlq	$32, %zmm10, %zmm25
	vpternlogq	$150, %zmm2, %zmm28, %zmm25
	vpmuludq	%zmm0, %zmm21, %zmm11
	vpmuludq	%zmm0, %zmm22, %zmm8
	vpmuludq	%zmm0, %zmm15, %zmm4
	vpmuludq	%zmm0, %zmm16, %zmm2
	vpmuludq	%zmm12, %zmm20, %zmm16
	vpmuludq	%zmm12, %zmm23, %zmm20
	vpmuludq	%zmm12, %zmm6, %zmm21
	vpmuludq	%zmm12, %zmm25, %zmm22
	vpsrlq	$32, %zmm16, %zmm6
	vpternlogq	$150, %zmm17, %zmm30, %zmm6
	vpsrlq	$32, %zmm20, %zmm15
	vpternlogq	$150, %zmm18, %zmm30, %zmm15
	vpsrlq	$32, %zmm21, %zmm17
	vpternlogq	$150, %zmm13, %zmm30, %zmm17
	vpsrlq	$32, %zmm22, %zmm18
	vpternlogq	$150, %zmm19, %zmm30, %zmm18
	vpsrlq	$32, %zmm11, %zmm19
	vmovdqu64	2304(%rsp), %zmm13
	vpternlogq	$150, %zmm13, %zmm9, %zmm19
	vpsrlq	$32, %zmm8, %zmm9
	vpternlogq	$150, %zmm13, %zmm7, %zmm9
	vpsrlq	$32, %zmm4, %zmm23
	vpternlogq	$150, %zmm13, %zmm5, %zmm23
	vpsrlq	$32, %zmm2, %zmm5
	vpternlogq	$150, %zmm13, %zmm10, %zmm5
	vpmuludq	%zmm0, %zmm6, %zmm13
	vpmuludq	%zmm0, %zmm15, %zmm7
	vpmuludq	%zmm0, %zmm17, %zmm6
	vpmuludq	%zmm12, %zmm19, %zmm17
	vpmuludq	%zmm0, %zmm18, %zmm15
	vpmuludq	%zmm12, %zmm9, %zmm18
	vpmuludq	%zmm12, %zmm23, %zmm19
	vpmuludq	%zmm12, %zmm5, %zmm23
	vpsrlq	$32, %zmm17, %zmm5
	vmovdqu64	2240(%rsp), %zmm10
	vpternlogq	$150, %zmm10, %zmm16, %zmm5
	vpsrlq	$32, %zmm18, %zmm9
	vpternlogq	$150, %zmm10, %zmm20, %zmm9
	vpsrlq	$32, %zmm19, %zmm16
	vpternlogq	$150, %zmm10, %zmm21, %zmm16
	vpsrlq	$32, %zmm23, %zmm20
	vpternlogq	$150, %zmm10, %zmm22, %zmm20
	vpsrlq	$32, %zmm13, %zmm21
	vmovdqu64	3136(%rsp), %zmm10
	vpternlogq	$150, %zmm11, %zmm10, %zmm21
	vpsrlq	$32, %zmm7, %zmm22
	vpternlogq	$150, %zmm8, %zmm10, %zmm22
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm10, %zmm8
	vpsrlq	$32, %zmm15, %zmm4
	vpternlogq	$150, %zmm2, %zmm10, %zmm4
	vpmuludq	%zmm0, %zmm5, %zmm11
	vpmuludq	%zmm0, %zmm9, %zmm10
	vpmuludq	%zmm0, %zmm16, %zmm9
	vpmuludq	%zmm0, %zmm20, %zmm5
	vpmuludq	%zmm12, %zmm21, %zmm16
	vpmuludq	%zmm12, %zmm22, %zmm20
	vpmuludq	%zmm12, %zmm8, %zmm21
	vpmuludq	%zmm12, %zmm4, %zmm22
	vpsrlq	$32, %zmm16, %zmm2
	vmovdqu64	3072(%rsp), %zmm8
	vpternlogq	$150, %zmm17, %zmm8, %zmm2
	vpsrlq	$32, %zmm20, %zmm4
	vpternlogq	$150, %zmm18, %zmm8, %zmm4
	vpsrlq	$32, %zmm21, %zmm17
	vpternlogq	$150, %zmm19, %zmm8, %zmm17
	vpsrlq	$32, %zmm22, %zmm18
	vpternlogq	$150, %zmm23, %zmm8, %zmm18
	vpsrlq	$32, %zmm11, %zmm19
	vmovdqu64	3008(%rsp), %zmm8
	vpternlogq	$150, %zmm8, %zmm13, %zmm19
	vpsrlq	$32, %zmm10, %zmm13
	vpternlogq	$150, %zmm8, %zmm7, %zmm13
	vpsrlq	$32, %zmm9, %zmm23
	vpternlogq	$150, %zmm8, %zmm6, %zmm23
	vpsrlq	$32, %zmm5, %zmm25
	vpternlogq	$150, %zmm8, %zmm15, %zmm25
	vpmuludq	%zmm0, %zmm2, %zmm8
	vpmuludq	%zmm0, %zmm4, %zmm7
	vpmuludq	%zmm0, %zmm17, %zmm6
	vpmuludq	%zmm12, %zmm19, %zmm15
	vpmuludq	%zmm0, %zmm18, %zmm2
	vpmuludq	%zmm12, %zmm13, %zmm17
	vpmuludq	%zmm12, %zmm23, %zmm18
	vmovdqu64	2496(%rsp), %zmm23
	vpmuludq	%zmm12, %zmm25, %zmm13
	vmovdqa64	%zmm27, %zmm25
	vpsrlq	$32, %zmm15, %zmm19
	vmovdqu64	2944(%rsp), %zmm27
	vpternlogq	$150, %zmm27, %zmm16, %zmm19
	vpsrlq	$32, %zmm17, %zmm16
	vpternlogq	$150, %zmm27, %zmm20, %zmm16
	vpsrlq	$32, %zmm18, %zmm20
	vpternlogq	$150, %zmm27, %zmm21, %zmm20
	vpsrlq	$32, %zmm13, %zmm4
	vpternlogq	$150, %zmm27, %zmm22, %zmm4
	vpsrlq	$32, %zmm8, %zmm21
	vmovdqu64	2880(%rsp), %zmm27
	vpternlogq	$150, %zmm11, %zmm27, %zmm21
	vpsrlq	$32, %zmm7, %zmm11
	vpternlogq	$150, %zmm10, %zmm27, %zmm11
	vpsrlq	$32, %zmm6, %zmm22
	vpternlogq	$150, %zmm9, %zmm27, %zmm22
	vpsrlq	$32, %zmm2, %zmm9
	vpternlogq	$150, %zmm5, %zmm27, %zmm9
	vpmuludq	%zmm0, %zmm19, %zmm19
	vpmuludq	%zmm0, %zmm16, %zmm10
	vpmuludq	%zmm0, %zmm20, %zmm5
	vpmuludq	%zmm12, %zmm21, %zmm16
	vpmuludq	%zmm12, %zmm11, %zmm20
	vpmuludq	%zmm12, %zmm22, %zmm11
	vmovdqu64	2368(%rsp), %zmm22
	vpsrlq	$32, %zmm16, %zmm21
	vpxorq	%zmm15, %zmm21, %zmm15
	vpsrlq	$32, %zmm20, %zmm21
	vpxorq	%zmm17, %zmm21, %zmm17
	vpsrlq	$32, %zmm11, %zmm21
	vpxorq	%zmm18, %zmm21, %zmm18
	vpsrlq	$32, %zmm19, %zmm21
	vpmuludq	%zmm12, %zmm9, %zmm9
	vpxorq	%zmm8, %zmm21, %zmm21
	vpsrlq	$32, %zmm9, %zmm8
	vpxorq	%zmm13, %zmm8, %zmm8
	vpsrlq	$32, %zmm10, %zmm13
	vpxorq	%zmm7, %zmm13, %zmm7
	vpsrlq	$32, %zmm5, %zmm13
	vpxorq	%zmm6, %zmm13, %zmm6
	vpmovqd	%zmm19, %ymm13
	vpmovqd	%zmm21, %ymm19
	vmovdqu64	2432(%rsp), %zmm21
	vpxord	%ymm19, %ymm1, %ymm19
	vinserti64x4	$1, %ymm13, %zmm19, %zmm13
	vpmovqd	%zmm16, %ymm16
	vpmovqd	%zmm15, %ymm15
	vpxor	%ymm3, %ymm15, %ymm15
	vinserti64x4	$1, %ymm16, %zmm15, %zmm15
	vmovdqa64	%zmm15, %zmm16
	vmovdqa64	.LCPI0_6(%rip), %zmm19
	vpermt2d	%zmm13, %zmm19, %zmm16
	vmovdqa64	.LCPI0_7(%rip), %zmm27
	vpermt2d	%zmm13, %zmm27, %zmm15
	vmovdqu64	%zmm15, -320(%r15,%rbp)
	vmovdqu64	%zmm16, -384(%r15,%rbp)
	vpmovqd	%zmm20, %ymm13
	vpmovqd	%zmm17, %ymm15
	vpxor	%ymm3, %ymm15, %ymm15
	vinserti64x4	$1, %ymm13, %zmm15, %zmm13
	vpmovqd	%zmm10, %ymm10
	vpmovqd	%zmm7, %ymm7
	vpxor	%ymm7, %ymm1, %ymm7
	vinserti64x4	$1, %ymm10, %zmm7, %zmm7
	vmovdqa64	%zmm13, %zmm10
	vpermt2d	%zmm7, %zmm19, %zmm10
	vpermt2d	%zmm7, %zmm27, %zmm13
	vmovdqu64	%zmm13, -192(%r15,%rbp)
	vpmovqd	%zmm11, %ymm7
	vpmovqd	%zmm18, %ymm11
	vpxor	%ymm3, %ymm11, %ymm11
	vinserti64x4	$1, %ymm7, %zmm11, %zmm7
	vpmovqd	%zmm5, %ymm5
	vpmovqd	%zmm6, %ymm6
	vpxor	%ymm6, %ymm1, %ymm6
	vinserti64x4	$1, %ymm5, %zmm6, %zmm5
	vmovdqa64	%zmm7, %zmm6
	vpermt2d	%zmm5, %zmm19, %zmm6
	vpermt2d	%zmm5, %zmm27, %zmm7
	vmovdqu64	%zmm10, -256(%r15,%rbp)
	vmovdqu64	%zmm7, -64(%r15,%rbp)
	vpmuludq	%zmm0, %zmm4, %zmm4
	vmovdqu64	%zmm6, -128(%r15,%rbp)
	vpsrlq	$32, %zmm4, %zmm5
	vpxorq	%zmm2, %zmm5, %zmm2
	vpmovqd	%zmm9, %ymm5
	vpmovqd	%zmm8, %ymm6
	vpxor	%ymm6, %ymm3, %ymm6
	vinserti64x4	$1, %ymm5, %zmm6, %zmm5
	vpmovqd	%zmm4, %ymm4
	vpmovqd	%zmm2, %ymm2
	vpxor	%ymm2, %ymm1, %ymm2
	vinserti64x4	$1, %ymm4, %zmm2, %zmm2
	vmovdqa64	%zmm5, %zmm4
	vpermt2d	%zmm2, %zmm27, %zmm5
	vmovdqu64	%zmm5, 64(%r15,%rbp)
	vpermt2d	%zmm2, %zmm19, %zmm4
	vmovdqu64	%zmm4, (%r15,%rbp)
	vpaddq	.LCPI0_8(%rip){1to8}, %zmm14, %zmm14
	addq	$512, %rbp
	cmpq	%rbp, %rax
	jne	.LBB0_151
	movq	280(%rsp), %rax
	cmpq	%rax, -80(%rsp)
	movq	-104(%rsp), %rdx
	movl	$3449720151, %r9d
	movq	-8(%rsp), %rcx
	movq	-40(%rsp), %rsi
	movl	-60(%rsp), %r13d
	vbroadcastss	.LCPI0_11(%rip), %zmm29
	vbroadcastsd	.LCPI0_27(%rip), %zmm27
	movq	-32(%rsp), %r10
	je	.LBB0_159
	movq	280(%rsp), %r12
	testb	$96, -120(%rsp)
	je	.LBB0_157
	movq	-16(%rsp), %rdi
	movq	4288(%rsp), %r8
	vmovdqu64	4416(%rsp), %zmm0
	vmovdqu64	2304(%rsp), %zmm7
	vmovdqu64	2240(%rsp), %zmm8
	vmovdqu64	3136(%rsp), %zmm9
	vmovdqu64	3072(%rsp), %zmm10
	vmovdqu64	3008(%rsp), %zmm11
	vmovdqu64	2944(%rsp), %zmm13
	vmovdqu64	2880(%rsp), %zmm14
	vmovdqu	992(%rsp), %ymm15
	vmovdqu64	752(%rsp), %ymm16
	vpbroadcastq	.LCPI0_1(%rip), %zmm17
	vpbroadcastq	.LCPI0_4(%rip), %zmm18
	vpbroadcastq	.LCPI0_5(%rip), %zmm12
	vmovdqa64	.LCPI0_7(%rip), %zmm20
	vmovdqu64	4544(%rsp), %zmm31
	vmovdqu64	4480(%rsp), %zmm19
	.p2align	4
.LBB0_155:
	vpaddq	%zmm26, %zmm0, %zmm1
	vpmuludq	%zmm18, %zmm1, %zmm2
	vpternlogq	$150, %zmm21, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpmuludq	%zmm12, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm3
	vpxorq	%zmm3, %zmm31, %zmm3
	vpxorq	%zmm2, %zmm23, %zmm2
	vpmuludq	%zmm18, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpmuludq	%zmm12, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm5
	vpxorq	%zmm4, %zmm19, %zmm4
	vpternlogq	$150, %zmm22, %zmm1, %zmm5
	vpmuludq	%zmm18, %zmm5, %zmm1
	vpsrlq	$32, %zmm1, %zmm5
	vpmuludq	%zmm12, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, 1472(%rsp), %zmm2, %zmm6
	vpternlogq	$150, %zmm24, %zmm3, %zmm5
	vpmuludq	%zmm18, %zmm6, %zmm2
	vpsrlq	$32, %zmm2, %zmm3
	vpmuludq	%zmm12, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm6
	vpternlogq	$150, %zmm25, %zmm4, %zmm6
	vpternlogq	$150, %zmm1, %zmm28, %zmm3
	vpmuludq	%zmm18, %zmm6, %zmm1
	vpsrlq	$32, %zmm1, %zmm4
	vpmuludq	%zmm12, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm5, %zmm30, %zmm6
	vpternlogq	$150, %zmm7, %zmm2, %zmm4
	vpmuludq	%zmm18, %zmm6, %zmm2
	vpsrlq	$32, %zmm2, %zmm5
	vpmuludq	%zmm12, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm8, %zmm3, %zmm6
	vpternlogq	$150, %zmm1, %zmm9, %zmm5
	vpmuludq	%zmm18, %zmm6, %zmm1
	vpsrlq	$32, %zmm1, %zmm3
	vpmuludq	%zmm12, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm6
	vpternlogq	$150, %zmm4, %zmm10, %zmm6
	vpternlogq	$150, %zmm11, %zmm2, %zmm3
	vpmuludq	%zmm18, %zmm6, %zmm2
	vpsrlq	$32, %zmm2, %zmm4
	vpmuludq	%zmm12, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm13, %zmm5, %zmm6
	vpternlogq	$150, %zmm1, %zmm14, %zmm4
	vpmuludq	%zmm18, %zmm6, %zmm1
	vpsrlq	$32, %zmm1, %zmm5
	vpmuludq	%zmm12, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm6
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm4, %ymm4
	vpxorq	%zmm3, %zmm6, %zmm3
	vpmovqd	%zmm3, %ymm3
	vpxorq	%zmm2, %zmm5, %zmm2
	vpmovqd	%zmm2, %ymm2
	vpxor	%ymm3, %ymm15, %ymm3
	vpxord	%ymm2, %ymm16, %ymm2
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vinserti64x4	$1, %ymm1, %zmm2, %zmm1
	vmovdqa64	%zmm3, %zmm2
	vpermt2d	%zmm1, %zmm20, %zmm3
	vmovdqu64	%zmm3, 64(%rdi)
	vmovdqa64	.LCPI0_6(%rip), %zmm3
	vpermt2d	%zmm1, %zmm3, %zmm2
	vmovdqu64	%zmm2, (%rdi)
	vpaddq	%zmm17, %zmm0, %zmm0
	subq	$-128, %rdi
	addq	$-8, %r8
	jne	.LBB0_155
	movq	4352(%rsp), %rax
	movq	%rax, %r12
	cmpq	%rax, -80(%rsp)
	movq	-104(%rsp), %rdx
	movl	$3449720151, %r9d
	movq	-8(%rsp), %rcx
	movq	-40(%rsp), %rsi
	movl	-60(%rsp), %r13d
	movq	-32(%rsp), %r10
	je	.LBB0_159
.LBB0_157:
	movq	-80(%rsp), %rbp
	subq	%r12, %rbp
	movq	104(%rsp), %rax
	leaq	(%r12,%rax), %r14
	shll	$4, %r12d
	addq	2560(%rsp), %r12
	.p2align	4
.LBB0_158:
	movl	%r14d, %r8d
	imulq	%r11, %r8
	movq	%r14, %rdi
	xorq	%rdx, %rdi
	xorq	%r8, %rdi
	shrq	$32, %rdi
	imulq	%r9, %rdi
	movq	%rdi, %rax
	movq	1984(%rsp), %r11
	shrq	$32, %rax
	xorl	%eax, %r11d
	xorl	%r10d, %r8d
	imulq	128(%rsp), %r11
	imulq	%r9, %r8
	movq	%r8, %rax
	shrq	$32, %rax
	movl	%ecx, %ebx
	xorl	%eax, %ebx
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	%ebx, %edi
	movq	3712(%rsp), %rbx
	xorl	%eax, %ebx
	imulq	128(%rsp), %rdi
	imulq	%r9, %rbx
	movq	%rbx, %rax
	shrq	$32, %rax
	xorl	2816(%rsp), %r8d
	xorl	%eax, %r8d
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	2176(%rsp), %r11d
	xorl	%eax, %r11d
	imulq	128(%rsp), %r8
	imulq	%r9, %r11
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	2752(%rsp), %ebx
	xorl	%eax, %ebx
	movq	%r8, %rax
	xorl	3776(%rsp), %edi
	shrq	$32, %rax
	xorl	%eax, %edi
	imulq	128(%rsp), %rbx
	imulq	%r9, %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	2688(%rsp), %r11d
	xorl	%eax, %r11d
	movq	%rbx, %rax
	shrq	$32, %rax
	xorl	1856(%rsp), %r8d
	xorl	%eax, %r8d
	imulq	128(%rsp), %r11
	imulq	%r9, %r8
	movq	%r8, %rax
	shrq	$32, %rax
	xorl	2624(%rsp), %edi
	xorl	%eax, %edi
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	2112(%rsp), %ebx
	xorl	%eax, %ebx
	imulq	128(%rsp), %rdi
	imulq	%r9, %rbx
	movq	%rbx, %rax
	shrq	$32, %rax
	xorl	3648(%rsp), %r8d
	xorl	%eax, %r8d
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	1920(%rsp), %r11d
	xorl	%eax, %r11d
	imulq	128(%rsp), %r8
	imulq	%r9, %r11
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	%esi, %ebx
	xorl	%eax, %ebx
	movq	%r8, %rax
	shrq	$32, %rax
	xorl	1792(%rsp), %edi
	xorl	%eax, %edi
	imulq	128(%rsp), %rbx
	imulq	%r9, %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	%r13d, %r11d
	xorl	%eax, %r11d
	movq	%rbx, %rax
	shrq	$32, %rax
	xorl	2048(%rsp), %r8d
	xorl	%eax, %r8d
	movl	%r11d, (%r12)
	movq	128(%rsp), %r11
	movl	%edi, 4(%r12)
	movl	%r8d, 8(%r12)
	movl	%ebx, 12(%r12)
	incq	%r14
	addq	$16, %r12
	decq	%rbp
	jne	.LBB0_158
.LBB0_159:
	xorl	%ebp, %ebp
	movq	256(%rsp), %rax
	.p2align	4
.LBB0_160:
	vmovdqu64	-384(%r15,%rbp,8), %zmm0
	vmovdqu64	-320(%r15,%rbp,8), %zmm3
	vmovdqu64	%zmm3, 560(%rsp)
	vmovdqu64	-256(%r15,%rbp,8), %zmm1
	vmovdqu64	-192(%r15,%rbp,8), %zmm5
	vmovdqu64	%zmm5, 1056(%rsp)
	vmovdqu64	%zmm0, 384(%rsp)
	vmovdqa64	.LCPI0_10(%rip), %zmm4
	vpermt2d	%zmm3, %zmm4, %zmm0
	vmovdqu64	%zmm1, 464(%rsp)
	vpermt2d	%zmm5, %zmm4, %zmm1
	vmovdqu64	-64(%r15,%rbp,8), %zmm5
	vmovdqu64	%zmm5, 688(%rsp)
	vmovdqu64	-128(%r15,%rbp,8), %zmm2
	vmovdqu64	%zmm2, 912(%rsp)
	vmovdqu64	64(%r15,%rbp,8), %zmm6
	vmovdqu64	%zmm6, 624(%rsp)
	vmovdqu64	(%r15,%rbp,8), %zmm3
	vpermt2d	%zmm5, %zmm4, %zmm2
	vmovdqu64	%zmm3, 848(%rsp)
	vpermt2d	%zmm6, %zmm4, %zmm3
	vpsrld	$9, %zmm0, %zmm0
	vpsrld	$9, %zmm1, %zmm1
	vpsrld	$9, %zmm2, %zmm2
	vpsrld	$9, %zmm3, %zmm3
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm3, %zmm3
	vaddps	%zmm29, %zmm0, %zmm4
	vaddps	%zmm29, %zmm1, %zmm1
	vaddps	%zmm29, %zmm2, %zmm2
	vaddps	%zmm29, %zmm3, %zmm0
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
	vcvtps2pd	%ymm2, %zmm6
	vextractf64x4	$1, %zmm2, %ymm2
	vcvtps2pd	%ymm2, %zmm2
	vcvtps2pd	%ymm0, %zmm7
	vextractf64x4	$1, %zmm0, %ymm0
	vcvtps2pd	%ymm0, %zmm0
	vbroadcastsd	.LCPI0_26(%rip), %zmm8
	vmulpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm8, %zmm4, %zmm9
	vmulpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm8, %zmm5, %zmm10
	vmulpd	%zmm8, %zmm2, %zmm11
	vmulpd	%zmm8, %zmm6, %zmm13
	vmulpd	%zmm8, %zmm0, %zmm20
	vmulpd	%zmm8, %zmm7, %zmm7
	vaddpd	%zmm27, %zmm9, %zmm25
	vaddpd	%zmm27, %zmm3, %zmm14
	vmovupd	%zmm14, 3264(%rsp)
	vaddpd	%zmm27, %zmm10, %zmm12
	vmovupd	%zmm12, 1536(%rsp)
	vaddpd	%zmm27, %zmm1, %zmm8
	vmovupd	%zmm8, 1600(%rsp)
	vaddpd	%zmm27, %zmm13, %zmm6
	vmovupd	%zmm6, 1664(%rsp)
	vaddpd	%zmm27, %zmm11, %zmm5
	vmovupd	%zmm5, 1264(%rsp)
	vaddpd	%zmm27, %zmm7, %zmm2
	vmovupd	%zmm2, 1328(%rsp)
	vaddpd	%zmm27, %zmm20, %zmm4
	vmovupd	%zmm4, 784(%rsp)
	vbroadcastsd	.LCPI0_28(%rip), %zmm0
	vaddpd	%zmm0, %zmm14, %zmm17
	vaddpd	%zmm0, %zmm25, %zmm19
	vaddpd	%zmm0, %zmm8, %zmm21
	vaddpd	%zmm0, %zmm12, %zmm22
	vaddpd	%zmm0, %zmm5, %zmm23
	vaddpd	%zmm0, %zmm6, %zmm27
	vaddpd	%zmm0, %zmm4, %zmm28
	vaddpd	%zmm0, %zmm2, %zmm29
	vsubpd	%zmm19, %zmm9, %zmm9
	vsubpd	%zmm17, %zmm3, %zmm3
	vsubpd	%zmm22, %zmm10, %zmm10
	vsubpd	%zmm21, %zmm1, %zmm21
	vsubpd	%zmm27, %zmm13, %zmm19
	vsubpd	%zmm23, %zmm11, %zmm17
	vsubpd	%zmm29, %zmm7, %zmm22
	vsubpd	%zmm28, %zmm20, %zmm13
	vbroadcastsd	.LCPI0_29(%rip), %zmm0
	vmulpd	%zmm0, %zmm3, %zmm12
	vmulpd	%zmm0, %zmm9, %zmm20
	vmulpd	%zmm0, %zmm21, %zmm8
	vmulpd	%zmm0, %zmm10, %zmm21
	vmulpd	%zmm20, %zmm20, %zmm9
	vmulpd	%zmm12, %zmm12, %zmm10
	vmulpd	%zmm21, %zmm21, %zmm7
	vmulpd	%zmm8, %zmm8, %zmm11
	vbroadcastsd	.LCPI0_30(%rip), %zmm18
	vmulpd	%zmm18, %zmm10, %zmm23
	vmulpd	%zmm18, %zmm9, %zmm27
	vmulpd	%zmm18, %zmm7, %zmm28
	vbroadcastsd	.LCPI0_31(%rip), %zmm4
	vaddpd	%zmm4, %zmm27, %zmm27
	vaddpd	%zmm4, %zmm23, %zmm23
	vaddpd	%zmm4, %zmm28, %zmm28
	vmulpd	%zmm23, %zmm10, %zmm23
	vmulpd	%zmm27, %zmm9, %zmm27
	vmulpd	%zmm28, %zmm7, %zmm28
	vbroadcastsd	.LCPI0_32(%rip), %zmm2
	vaddpd	%zmm2, %zmm27, %zmm27
	vaddpd	%zmm2, %zmm23, %zmm23
	vaddpd	%zmm2, %zmm28, %zmm28
	vmulpd	%zmm23, %zmm10, %zmm23
	vmulpd	%zmm27, %zmm9, %zmm27
	vmulpd	%zmm28, %zmm7, %zmm28
	vbroadcastsd	.LCPI0_33(%rip), %zmm1
	vaddpd	%zmm1, %zmm27, %zmm27
	vaddpd	%zmm1, %zmm23, %zmm23
	vaddpd	%zmm1, %zmm28, %zmm28
	vmulpd	%zmm9, %zmm20, %zmm29
	vmulpd	%zmm27, %zmm29, %zmm30
	vmulpd	%zmm10, %zmm12, %zmm27
	vmulpd	%zmm23, %zmm27, %zmm31
	vmulpd	%zmm7, %zmm21, %zmm23
	vmulpd	%zmm28, %zmm23, %zmm24
	vmulpd	%zmm18, %zmm11, %zmm23
	vaddpd	%zmm4, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm11, %zmm23
	vaddpd	%zmm2, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm11, %zmm23
	vaddpd	%zmm1, %zmm23, %zmm23
	vmulpd	%zmm11, %zmm8, %zmm27
	vmulpd	%zmm23, %zmm27, %zmm6
	vmulpd	%zmm0, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm19, %zmm29
	vmulpd	%zmm18, %zmm29, %zmm23
	vaddpd	%zmm4, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm29, %zmm23
	vaddpd	%zmm2, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm29, %zmm23
	vaddpd	%zmm1, %zmm23, %zmm23
	vmulpd	%zmm29, %zmm19, %zmm27
	vmulpd	%zmm23, %zmm27, %zmm5
	vmulpd	%zmm0, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm17, %zmm23
	vmulpd	%zmm18, %zmm23, %zmm27
	vaddpd	%zmm4, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm23, %zmm27
	vaddpd	%zmm2, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm23, %zmm27
	vaddpd	%zmm1, %zmm27, %zmm27
	vmulpd	%zmm23, %zmm17, %zmm28
	vmulpd	%zmm27, %zmm28, %zmm3
	vmulpd	%zmm0, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm22, %zmm27
	vmulpd	%zmm18, %zmm27, %zmm28
	vaddpd	%zmm4, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm28
	vaddpd	%zmm2, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm28
	vaddpd	%zmm1, %zmm28, %zmm28
	vmulpd	%zmm27, %zmm22, %zmm16
	vmulpd	%zmm28, %zmm16, %zmm16
	vmulpd	%zmm0, %zmm13, %zmm0
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm18, %zmm13, %zmm28
	vaddpd	%zmm4, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm13, %zmm28
	vaddpd	%zmm2, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm13, %zmm28
	vaddpd	%zmm1, %zmm28, %zmm28
	vmulpd	%zmm13, %zmm0, %zmm18
	vmulpd	%zmm28, %zmm18, %zmm18
	vaddpd	%zmm30, %zmm20, %zmm26
	vaddpd	%zmm31, %zmm12, %zmm20
	vaddpd	%zmm24, %zmm21, %zmm30
	vaddpd	%zmm6, %zmm8, %zmm28
	vaddpd	%zmm5, %zmm19, %zmm24
	vaddpd	%zmm3, %zmm17, %zmm1
	vmovupd	%zmm1, 3328(%rsp)
	vaddpd	%zmm16, %zmm22, %zmm1
	vmovupd	%zmm1, 3392(%rsp)
	vaddpd	%zmm18, %zmm0, %zmm0
	vmovupd	%zmm0, 3456(%rsp)
	vbroadcastsd	.LCPI0_34(%rip), %zmm1
	vmulpd	%zmm1, %zmm9, %zmm0
	vbroadcastsd	.LCPI0_35(%rip), %zmm3
	vsubpd	%zmm0, %zmm3, %zmm0
	vmulpd	%zmm0, %zmm9, %zmm0
	vbroadcastsd	.LCPI0_36(%rip), %zmm6
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm9, %zmm0
	vbroadcastsd	.LCPI0_37(%rip), %zmm8
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm9, %zmm9, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm19
	vmulpd	%zmm1, %zmm10, %zmm0
	vsubpd	%zmm0, %zmm3, %zmm0
	vmulpd	%zmm0, %zmm10, %zmm0
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm10, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm10, %zmm10, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm1, %zmm7, %zmm2
	vsubpd	%zmm2, %zmm3, %zmm2
	vmulpd	%zmm2, %zmm7, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm7, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm7, %zmm7, %zmm4
	vmulpd	%zmm2, %zmm4, %zmm2
	vmulpd	%zmm1, %zmm11, %zmm4
	vsubpd	%zmm4, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm11, %zmm4
	vaddpd	%zmm6, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm11, %zmm4
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm11, %zmm11, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm1, %zmm29, %zmm5
	vsubpd	%zmm5, %zmm3, %zmm5
	vmulpd	%zmm5, %zmm29, %zmm5
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm29, %zmm5
	vaddpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm29, %zmm29, %zmm16
	vmulpd	%zmm5, %zmm16, %zmm5
	vmulpd	%zmm1, %zmm23, %zmm16
	vsubpd	%zmm16, %zmm3, %zmm16
	vmulpd	%zmm16, %zmm23, %zmm16
	vaddpd	%zmm6, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm23, %zmm16
	vaddpd	%zmm8, %zmm16, %zmm16
	vmulpd	%zmm23, %zmm23, %zmm17
	vmulpd	%zmm16, %zmm17, %zmm16
	vmulpd	%zmm1, %zmm27, %zmm17
	vsubpd	%zmm17, %zmm3, %zmm17
	vmulpd	%zmm17, %zmm27, %zmm17
	vaddpd	%zmm6, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm27, %zmm17
	vaddpd	%zmm8, %zmm17, %zmm17
	vmulpd	%zmm27, %zmm27, %zmm18
	vmulpd	%zmm17, %zmm18, %zmm18
	vmulpd	%zmm1, %zmm13, %zmm17
	vsubpd	%zmm17, %zmm3, %zmm17
	vmulpd	%zmm17, %zmm13, %zmm17
	vaddpd	%zmm6, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm13, %zmm17
	vaddpd	%zmm8, %zmm17, %zmm17
	vmulpd	%zmm13, %zmm13, %zmm22
	vmulpd	%zmm17, %zmm22, %zmm22
	vbroadcastsd	.LCPI0_38(%rip), %zmm1
	vmulpd	%zmm1, %zmm10, %zmm10
	vbroadcastsd	.LCPI0_39(%rip), %zmm3
	vsubpd	%zmm10, %zmm3, %zmm10
	vaddpd	%zmm0, %zmm10, %zmm17
	vmulpd	%zmm1, %zmm9, %zmm0
	vsubpd	%zmm0, %zmm3, %zmm0
	vaddpd	%zmm19, %zmm0, %zmm0
	vmulpd	%zmm1, %zmm11, %zmm9
	vsubpd	%zmm9, %zmm3, %zmm9
	vaddpd	%zmm4, %zmm9, %zmm11
	vmulpd	%zmm1, %zmm7, %zmm4
	vsubpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm2, %zmm4, %zmm19
	vmulpd	%zmm1, %zmm23, %zmm2
	vsubpd	%zmm2, %zmm3, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm21
	vmulpd	%zmm1, %zmm29, %zmm2
	vsubpd	%zmm2, %zmm3, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm23
	vmulpd	%zmm1, %zmm13, %zmm2
	vsubpd	%zmm2, %zmm3, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm2
	vmovupd	%zmm2, 3968(%rsp)
	vmulpd	%zmm1, %zmm27, %zmm2
	vsubpd	%zmm2, %zmm3, %zmm2
	vaddpd	%zmm18, %zmm2, %zmm14
	vpbroadcastq	.LCPI0_41(%rip), %zmm16
	vptestnmq	%zmm16, %zmm25, %k1
	vpbroadcastq	.LCPI0_42(%rip), %zmm10
	vptestnmq	%zmm10, %zmm25, %k2
	vbroadcastsd	.LCPI0_40(%rip), %zmm3
	vxorpd	%zmm3, %zmm26, %zmm2
	vxorpd	%zmm3, %zmm0, %zmm13
	vblendmpd	%zmm26, %zmm2, %zmm1 {%k2}
	vmovupd	%zmm1, 3200(%rsp)
	vmovapd	%zmm0, %zmm13 {%k2}
	vmovapd	%zmm2, %zmm26 {%k2}
	vmovdqu64	3264(%rsp), %zmm25
	vptestnmq	%zmm10, %zmm25, %k2
	vxorpd	%zmm3, %zmm17, %zmm0
	vmovapd	%zmm17, %zmm0 {%k2}
	vmovapd	%zmm20, %zmm4
	vxorpd	%zmm3, %zmm20, %zmm2
	vblendmpd	%zmm20, %zmm2, %zmm27 {%k2}
	vmovapd	%zmm2, %zmm4 {%k2}
	vmovdqu64	1536(%rsp), %zmm9
	vptestnmq	%zmm10, %zmm9, %k2
	vxorpd	%zmm3, %zmm19, %zmm2
	vmovapd	%zmm19, %zmm2 {%k2}
	vxorpd	%zmm3, %zmm30, %zmm5
	vblendmpd	%zmm30, %zmm5, %zmm31 {%k2}
	vmovapd	%zmm5, %zmm30 {%k2}
	vmovdqu64	1600(%rsp), %zmm8
	vptestnmq	%zmm10, %zmm8, %k2
	vxorpd	%zmm3, %zmm11, %zmm17
	vmovapd	%zmm11, %zmm17 {%k2}
	vxorpd	%zmm3, %zmm28, %zmm5
	vblendmpd	%zmm28, %zmm5, %zmm15 {%k2}
	vmovapd	%zmm5, %zmm28 {%k2}
	vmovdqu64	1664(%rsp), %zmm6
	vptestnmq	%zmm10, %zmm6, %k2
	vxorpd	%zmm3, %zmm23, %zmm11
	vmovapd	%zmm23, %zmm11 {%k2}
	vxorpd	%zmm3, %zmm24, %zmm5
	vblendmpd	%zmm24, %zmm5, %zmm18 {%k2}
	vmovapd	%zmm5, %zmm24 {%k2}
	vmovdqu64	1264(%rsp), %zmm29
	vptestnmq	%zmm10, %zmm29, %k2
	vxorpd	%zmm3, %zmm21, %zmm19
	vmovapd	%zmm21, %zmm19 {%k2}
	vmovupd	3328(%rsp), %zmm21
	vxorpd	%zmm3, %zmm21, %zmm5
	vblendmpd	%zmm21, %zmm5, %zmm12 {%k2}
	vmovapd	%zmm5, %zmm21 {%k2}
	vmovdqu64	1328(%rsp), %zmm7
	vptestnmq	%zmm10, %zmm7, %k2
	vmovupd	3392(%rsp), %zmm1
	vxorpd	%zmm3, %zmm1, %zmm5
	vxorpd	%zmm3, %zmm14, %zmm22
	vblendmpd	%zmm1, %zmm5, %zmm23 {%k2}
	vmovapd	%zmm14, %zmm22 {%k2}
	vmovapd	%zmm5, %zmm1 {%k2}
	vmovdqu64	784(%rsp), %zmm14
	vptestnmq	%zmm10, %zmm14, %k2
	vmovupd	3968(%rsp), %zmm5
	vxorpd	%zmm3, %zmm5, %zmm10
	vmovapd	%zmm5, %zmm10 {%k2}
	vmovupd	3456(%rsp), %zmm20
	vxorpd	%zmm3, %zmm20, %zmm5
	vblendmpd	%zmm20, %zmm5, %zmm3 {%k2}
	vmovapd	%zmm5, %zmm20 {%k2}
	vptestnmq	%zmm16, %zmm25, %k2
	vblendmpd	%zmm27, %zmm0, %zmm5 {%k2}
	vmovupd	%zmm5, 3392(%rsp)
	vmovapd	%zmm0, %zmm4 {%k2}
	vmovupd	%zmm4, 3456(%rsp)
	vptestnmq	%zmm16, %zmm9, %k2
	vblendmpd	3200(%rsp), %zmm13, %zmm0 {%k1}
	vmovupd	%zmm0, 3264(%rsp)
	vmovapd	%zmm13, %zmm26 {%k1}
	vmovupd	%zmm26, 1536(%rsp)
	vptestnmq	%zmm16, %zmm8, %k1
	vblendmpd	%zmm15, %zmm17, %zmm0 {%k1}
	vmovupd	%zmm0, 3328(%rsp)
	vmovapd	%zmm17, %zmm28 {%k1}
	vmovupd	%zmm28, 1600(%rsp)
	vptestnmq	%zmm16, %zmm6, %k1
	vblendmpd	%zmm31, %zmm2, %zmm8 {%k2}
	vmovapd	%zmm2, %zmm30 {%k2}
	vptestnmq	%zmm16, %zmm29, %k2
	vblendmpd	%zmm12, %zmm19, %zmm5 {%k2}
	vblendmpd	%zmm18, %zmm11, %zmm9 {%k1}
	vmovapd	%zmm19, %zmm21 {%k2}
	vmovapd	%zmm21, %zmm28
	vmovapd	%zmm11, %zmm24 {%k1}
	vptestnmq	%zmm16, %zmm14, %k1
	vblendmpd	%zmm3, %zmm10, %zmm31 {%k1}
	vmovapd	%zmm10, %zmm20 {%k1}
	vptestnmq	%zmm16, %zmm7, %k1
	vblendmpd	%zmm23, %zmm22, %zmm0 {%k1}
	vmovupd	%zmm0, 784(%rsp)
	vmovapd	%zmm22, %zmm1 {%k1}
	vmovapd	%zmm1, %zmm21
	vmovdqa64	.LCPI0_9(%rip), %zmm0
	vmovdqu64	384(%rsp), %zmm1
	vpermt2d	560(%rsp), %zmm0, %zmm1
	vmovdqu64	464(%rsp), %zmm2
	vpermt2d	1056(%rsp), %zmm0, %zmm2
	vmovdqu64	912(%rsp), %zmm3
	vpermt2d	688(%rsp), %zmm0, %zmm3
	vmovdqu64	848(%rsp), %zmm4
	vpermt2d	624(%rsp), %zmm0, %zmm4
	vpsrld	$9, %zmm1, %zmm10
	vpsrld	$9, %zmm2, %zmm11
	vpsrld	$9, %zmm3, %zmm12
	vpsrld	$9, %zmm4, %zmm13
	vcvtdq2ps	%zmm10, %zmm10
	vcvtdq2ps	%zmm11, %zmm11
	vcvtdq2ps	%zmm12, %zmm12
	vcvtdq2ps	%zmm13, %zmm13
	vaddps	.LCPI0_11(%rip){1to16}, %zmm10, %zmm10
	vaddps	.LCPI0_11(%rip){1to16}, %zmm11, %zmm11
	vaddps	.LCPI0_11(%rip){1to16}, %zmm12, %zmm12
	vaddps	.LCPI0_11(%rip){1to16}, %zmm13, %zmm13
	vbroadcastss	.LCPI0_12(%rip), %zmm0
	vmulps	%zmm0, %zmm10, %zmm10
	vmulps	%zmm0, %zmm11, %zmm11
	vmulps	%zmm0, %zmm12, %zmm12
	vmulps	%zmm0, %zmm13, %zmm13
	vpbroadcastd	.LCPI0_13(%rip), %zmm0
	vpaddd	%zmm0, %zmm10, %zmm17
	vpaddd	%zmm0, %zmm11, %zmm16
	vpaddd	%zmm0, %zmm12, %zmm15
	vpaddd	%zmm0, %zmm13, %zmm10
	vpbroadcastd	.LCPI0_15(%rip), %zmm0
	vpandd	%zmm0, %zmm17, %zmm11
	vpandd	%zmm0, %zmm16, %zmm12
	vpandd	%zmm0, %zmm15, %zmm13
	vpandd	%zmm0, %zmm10, %zmm14
	vpbroadcastd	.LCPI0_16(%rip), %zmm0
	vpaddd	%zmm0, %zmm11, %zmm11
	vpaddd	%zmm0, %zmm12, %zmm12
	vpaddd	%zmm0, %zmm13, %zmm13
	vpaddd	%zmm0, %zmm14, %zmm14
	vbroadcastss	.LCPI0_17(%rip), %zmm0
	vaddps	%zmm0, %zmm11, %zmm11
	vaddps	%zmm0, %zmm12, %zmm12
	vaddps	%zmm0, %zmm13, %zmm13
	vaddps	%zmm0, %zmm14, %zmm14
	vbroadcastss	.LCPI0_18(%rip), %zmm0
	vaddps	%zmm0, %zmm11, %zmm18
	vaddps	%zmm0, %zmm12, %zmm19
	vdivps	%zmm18, %zmm11, %zmm18
	vdivps	%zmm19, %zmm12, %zmm19
	vaddps	%zmm0, %zmm13, %zmm22
	vdivps	%zmm22, %zmm13, %zmm22
	vmulps	%zmm18, %zmm18, %zmm23
	vmulps	%zmm19, %zmm19, %zmm25
	vmulps	%zmm22, %zmm22, %zmm26
	vmulps	%zmm23, %zmm23, %zmm27
	vbroadcastss	.LCPI0_19(%rip), %zmm3
	vmulps	%zmm3, %zmm27, %zmm29
	vbroadcastss	.LCPI0_20(%rip), %zmm1
	vaddps	%zmm1, %zmm29, %zmm29
	vmulps	%zmm29, %zmm27, %zmm29
	vbroadcastss	.LCPI0_21(%rip), %zmm2
	vmulps	%zmm2, %zmm27, %zmm27
	vbroadcastss	.LCPI0_22(%rip), %zmm4
	vaddps	%zmm4, %zmm27, %zmm27
	vmulps	%zmm27, %zmm23, %zmm23
	vmulps	%zmm25, %zmm25, %zmm27
	vaddps	%zmm29, %zmm23, %zmm23
	vmulps	%zmm3, %zmm27, %zmm29
	vaddps	%zmm1, %zmm29, %zmm29
	vmulps	%zmm29, %zmm27, %zmm29
	vmulps	%zmm2, %zmm27, %zmm27
	vaddps	%zmm4, %zmm27, %zmm27
	vmulps	%zmm27, %zmm25, %zmm25
	vmulps	%zmm26, %zmm26, %zmm27
	vaddps	%zmm29, %zmm25, %zmm25
	vmulps	%zmm3, %zmm27, %zmm29
	vaddps	%zmm1, %zmm29, %zmm29
	vmulps	%zmm29, %zmm27, %zmm29
	vmulps	%zmm2, %zmm27, %zmm27
	vaddps	%zmm4, %zmm27, %zmm27
	vmulps	%zmm27, %zmm26, %zmm26
	vaddps	%zmm0, %zmm14, %zmm27
	vdivps	%zmm27, %zmm14, %zmm27
	vaddps	%zmm29, %zmm26, %zmm26
	vmulps	%zmm27, %zmm27, %zmm29
	vmulps	%zmm29, %zmm29, %zmm0
	vmulps	%zmm3, %zmm0, %zmm6
	vaddps	%zmm1, %zmm6, %zmm6
	vmulps	%zmm6, %zmm0, %zmm6
	vmulps	%zmm2, %zmm0, %zmm0
	vaddps	%zmm4, %zmm0, %zmm0
	vmulps	%zmm0, %zmm29, %zmm0
	vbroadcastss	.LCPI0_11(%rip), %zmm29
	vaddps	%zmm6, %zmm0, %zmm0
	vmulps	%zmm29, %zmm11, %zmm6
	vmulps	%zmm6, %zmm11, %zmm6
	vaddps	%zmm23, %zmm6, %zmm23
	vmulps	%zmm23, %zmm18, %zmm18
	vmulps	%zmm29, %zmm12, %zmm23
	vmulps	%zmm23, %zmm12, %zmm23
	vaddps	%zmm25, %zmm23, %zmm25
	vmulps	%zmm25, %zmm19, %zmm19
	vmulps	%zmm29, %zmm13, %zmm25
	vmulps	%zmm25, %zmm13, %zmm25
	vaddps	%zmm26, %zmm25, %zmm26
	vmulps	%zmm26, %zmm22, %zmm22
	vmulps	%zmm29, %zmm14, %zmm26
	vmulps	%zmm26, %zmm14, %zmm26
	vaddps	%zmm0, %zmm26, %zmm0
	vmulps	%zmm0, %zmm27, %zmm0
	vpsrld	$23, %zmm17, %zmm17
	vpbroadcastd	.LCPI0_14(%rip), %zmm3
	vpaddd	%zmm3, %zmm17, %zmm17
	vcvtdq2ps	%zmm17, %zmm17
	vbroadcastss	.LCPI0_23(%rip), %zmm1
	vmulps	%zmm1, %zmm17, %zmm27
	vaddps	%zmm18, %zmm27, %zmm18
	vpsrld	$23, %zmm16, %zmm16
	vpaddd	%zmm3, %zmm16, %zmm16
	vcvtdq2ps	%zmm16, %zmm16
	vmulps	%zmm1, %zmm16, %zmm27
	vaddps	%zmm19, %zmm27, %zmm19
	vpsrld	$23, %zmm15, %zmm15
	vpaddd	%zmm3, %zmm15, %zmm15
	vcvtdq2ps	%zmm15, %zmm15
	vmulps	%zmm1, %zmm15, %zmm27
	vaddps	%zmm22, %zmm27, %zmm22
	vpsrld	$23, %zmm10, %zmm10
	vpaddd	%zmm3, %zmm10, %zmm10
	vcvtdq2ps	%zmm10, %zmm10
	vmulps	%zmm1, %zmm10, %zmm27
	vaddps	%zmm0, %zmm27, %zmm0
	vbroadcastsd	.LCPI0_27(%rip), %zmm27
	vsubps	%zmm6, %zmm18, %zmm6
	vsubps	%zmm23, %zmm19, %zmm18
	vsubps	%zmm25, %zmm22, %zmm19
	vsubps	%zmm26, %zmm0, %zmm0
	vaddps	%zmm6, %zmm11, %zmm6
	vaddps	%zmm18, %zmm12, %zmm11
	vaddps	%zmm19, %zmm13, %zmm12
	vaddps	%zmm0, %zmm14, %zmm0
	vbroadcastss	.LCPI0_24(%rip), %zmm1
	vmulps	%zmm1, %zmm17, %zmm13
	vaddps	%zmm6, %zmm13, %zmm6
	vmulps	%zmm1, %zmm16, %zmm13
	vaddps	%zmm11, %zmm13, %zmm11
	vmulps	%zmm1, %zmm15, %zmm13
	vaddps	%zmm12, %zmm13, %zmm12
	vmulps	%zmm1, %zmm10, %zmm10
	vaddps	%zmm0, %zmm10, %zmm0
	vcvtpd2ps	3264(%rsp), %ymm7
	vcvtpd2ps	3392(%rsp), %ymm10
	vcvtpd2ps	%zmm8, %ymm8
	vinsertf64x4	$1, %ymm10, %zmm7, %zmm7
	vcvtpd2ps	3328(%rsp), %ymm10
	vinsertf64x4	$1, %ymm10, %zmm8, %zmm8
	vcvtpd2ps	%zmm9, %ymm9
	vcvtpd2ps	%zmm5, %ymm5
	vcvtpd2ps	784(%rsp), %ymm2
	vcvtpd2ps	%zmm31, %ymm4
	vinsertf64x4	$1, %ymm5, %zmm9, %zmm5
	vinsertf64x4	$1, %ymm4, %zmm2, %zmm2
	vcvtpd2ps	1536(%rsp), %ymm4
	vcvtpd2ps	3456(%rsp), %ymm9
	vmovaps	.LCPI0_44(%rip), %zmm31
	vinsertf64x4	$1, %ymm9, %zmm4, %zmm4
	vcvtpd2ps	%zmm30, %ymm9
	vcvtpd2ps	1600(%rsp), %ymm10
	vinsertf64x4	$1, %ymm10, %zmm9, %zmm9
	vcvtpd2ps	%zmm24, %ymm3
	vcvtpd2ps	%zmm28, %ymm1
	vcvtpd2ps	%zmm21, %ymm10
	vinsertf64x4	$1, %ymm1, %zmm3, %zmm1
	vcvtpd2ps	%zmm20, %ymm3
	vinsertf64x4	$1, %ymm3, %zmm10, %zmm3
	vbroadcastss	.LCPI0_25(%rip), %zmm13
	vmulps	%zmm13, %zmm6, %zmm6
	vmulps	%zmm13, %zmm11, %zmm10
	vsqrtps	%zmm6, %zmm6
	vsqrtps	%zmm10, %zmm10
	vmulps	%zmm4, %zmm6, %zmm4
	vmulps	%zmm7, %zmm6, %zmm6
	vmulps	%zmm9, %zmm10, %zmm7
	vmulps	%zmm8, %zmm10, %zmm8
	vmulps	%zmm13, %zmm12, %zmm9
	vmulps	%zmm13, %zmm0, %zmm0
	vsqrtps	%zmm9, %zmm9
	vsqrtps	%zmm0, %zmm0
	vmulps	%zmm1, %zmm9, %zmm1
	vmulps	%zmm5, %zmm9, %zmm5
	vmulps	%zmm3, %zmm0, %zmm3
	vmulps	%zmm2, %zmm0, %zmm0
	vmovaps	%zmm4, %zmm2
	vmovaps	.LCPI0_43(%rip), %zmm9
	vpermt2ps	%zmm6, %zmm9, %zmm2
	vpermt2ps	%zmm6, %zmm31, %zmm4
	vmovups	%zmm4, -384(%r15,%rbp,8)
	vmovups	%zmm2, -320(%r15,%rbp,8)
	vmovaps	%zmm7, %zmm2
	vpermt2ps	%zmm8, %zmm9, %zmm2
	vpermt2ps	%zmm8, %zmm31, %zmm7
	vmovups	%zmm7, -256(%r15,%rbp,8)
	vmovups	%zmm2, -192(%r15,%rbp,8)
	vmovaps	%zmm1, %zmm2
	vpermt2ps	%zmm5, %zmm9, %zmm2
	vpermt2ps	%zmm5, %zmm31, %zmm1
	vmovups	%zmm1, -128(%r15,%rbp,8)
	vmovups	%zmm2, -64(%r15,%rbp,8)
	vmovaps	%zmm3, %zmm1
	vpermt2ps	%zmm0, %zmm9, %zmm1
	vpermt2ps	%zmm0, %zmm31, %zmm3
	vmovups	%zmm3, (%r15,%rbp,8)
	vmovups	%zmm1, 64(%r15,%rbp,8)
	addq	$64, %rbp
	cmpq	%rbp, %rax
	jne	.LBB0_160
	cmpq	%rax, 448(%rsp)
	movq	-120(%rsp), %r14
	movq	-48(%rsp), %rbp
	movq	1024(%rsp), %rbx
	movq	2176(%rsp), %r11
	movq	2112(%rsp), %rcx
	movl	$3449720151, %edx
	movl	2048(%rsp), %r9d
	movq	3776(%rsp), %rsi
	vmovss	.LCPI0_11(%rip), %xmm26
	vbroadcastsd	.LCPI0_30(%rip), %zmm5
	vbroadcastsd	.LCPI0_40(%rip), %zmm1
	vpbroadcastq	.LCPI0_42(%rip), %zmm0
	vmovss	.LCPI0_12(%rip), %xmm2
	vmovsd	.LCPI0_27(%rip), %xmm24
	vmovss	.LCPI0_17(%rip), %xmm21
	vmovss	.LCPI0_18(%rip), %xmm22
	vmovss	.LCPI0_19(%rip), %xmm23
	vmovss	.LCPI0_20(%rip), %xmm20
	vmovss	.LCPI0_21(%rip), %xmm6
	vmovss	.LCPI0_22(%rip), %xmm18
	vmovss	.LCPI0_23(%rip), %xmm19
	vmovss	.LCPI0_24(%rip), %xmm17
	vmovss	.LCPI0_25(%rip), %xmm7
	vmovsd	.LCPI0_28(%rip), %xmm8
	vmovsd	.LCPI0_29(%rip), %xmm9
	vmovsd	.LCPI0_30(%rip), %xmm10
	vmovsd	.LCPI0_31(%rip), %xmm11
	vmovsd	.LCPI0_32(%rip), %xmm12
	vmovsd	.LCPI0_33(%rip), %xmm13
	vmovsd	.LCPI0_35(%rip), %xmm14
	vmovsd	.LCPI0_36(%rip), %xmm15
	vmovsd	.LCPI0_37(%rip), %xmm16
	vmovsd	.LCPI0_39(%rip), %xmm25
	vmovsd	.LCPI0_46(%rip), %xmm28
	vmovsd	.LCPI0_47(%rip), %xmm30
	movq	2560(%rsp), %r10
	je	.LBB0_162
	movq	%rax, %rdi
	testb	$56, 448(%rsp)
	je	.LBB0_172
	movq	%rax, %rdi
	movq	352(%rsp), %rax
	vbroadcastss	.LCPI0_11(%rip), %ymm6
	vbroadcastsd	.LCPI0_26(%rip), %zmm7
	vmovdqa	.LCPI0_45(%rip), %ymm8
	vbroadcastss	.LCPI0_12(%rip), %ymm9
	vpbroadcastd	.LCPI0_13(%rip), %ymm10
	vpbroadcastd	.LCPI0_14(%rip), %ymm11
	vpbroadcastd	.LCPI0_15(%rip), %ymm12
	vpbroadcastd	.LCPI0_16(%rip), %ymm13
	vbroadcastss	.LCPI0_17(%rip), %ymm14
	vbroadcastss	.LCPI0_18(%rip), %ymm15
	vbroadcastss	.LCPI0_19(%rip), %ymm16
	vbroadcastss	.LCPI0_20(%rip), %ymm17
	vbroadcastss	.LCPI0_21(%rip), %ymm18
	vbroadcastss	.LCPI0_22(%rip), %ymm19
	vbroadcastss	.LCPI0_23(%rip), %ymm20
	vbroadcastss	.LCPI0_24(%rip), %ymm21
	vbroadcastss	.LCPI0_25(%rip), %ymm22
	vbroadcastsd	.LCPI0_46(%rip), %zmm23
	vbroadcastsd	.LCPI0_47(%rip), %zmm24
	vmovapd	%zmm1, %zmm25
	vmovdqa64	%zmm0, %zmm30
	vmovapd	%zmm5, %zmm26
	vbroadcastsd	.LCPI0_31(%rip), %zmm28
	.p2align	4
.LBB0_170:
	vmovdqu64	(%r10,%rdi,8), %zmm0
	vpmovqd	%zmm0, %ymm0
	vpsrld	$9, %ymm0, %ymm0
	vcvtdq2ps	%ymm0, %ymm0
	vaddps	%ymm6, %ymm0, %ymm0
	vmulps	%ymm0, %ymm9, %ymm0
	vpaddd	%ymm0, %ymm10, %ymm0
	vpand	%ymm0, %ymm12, %ymm1
	vpaddd	%ymm1, %ymm13, %ymm1
	vaddps	%ymm1, %ymm14, %ymm1
	vaddps	%ymm1, %ymm15, %ymm2
	vdivps	%ymm2, %ymm1, %ymm2
	vmulps	%ymm2, %ymm2, %ymm3
	vmulps	%ymm3, %ymm3, %ymm4
	vmulps	%ymm16, %ymm4, %ymm5
	vaddps	%ymm17, %ymm5, %ymm5
	vmulps	%ymm5, %ymm4, %ymm5
	vmulps	%ymm18, %ymm4, %ymm4
	vaddps	%ymm19, %ymm4, %ymm4
	vmulps	%ymm4, %ymm3, %ymm3
	vpermd	(%r10,%rdi,8), %zmm8, %zmm4
	vpsrld	$9, %ymm4, %ymm4
	vcvtdq2ps	%ymm4, %ymm4
	vaddps	%ymm6, %ymm4, %ymm4
	vmulps	%ymm4, %ymm9, %ymm4
	vpsrld	$23, %ymm0, %ymm0
	vpaddd	%ymm0, %ymm11, %ymm0
	vaddps	%ymm5, %ymm3, %ymm3
	vmulps	%ymm6, %ymm1, %ymm5
	vmulps	%ymm5, %ymm1, %ymm5
	vcvtdq2ps	%ymm0, %ymm0
	vaddps	%ymm3, %ymm5, %ymm3
	vmulps	%ymm3, %ymm2, %ymm2
	vmulps	%ymm20, %ymm0, %ymm3
	vaddps	%ymm2, %ymm3, %ymm2
	vsubps	%ymm5, %ymm2, %ymm2
	vaddps	%ymm2, %ymm1, %ymm1
	vmulps	%ymm21, %ymm0, %ymm0
	vaddps	%ymm1, %ymm0, %ymm0
	vcvtps2pd	%ymm4, %zmm1
	vmulpd	%zmm7, %zmm1, %zmm1
	vaddpd	%zmm27, %zmm1, %zmm2
	vaddpd	.LCPI0_28(%rip){1to8}, %zmm2, %zmm3
	vsubpd	%zmm3, %zmm1, %zmm1
	vmulpd	.LCPI0_29(%rip){1to8}, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm3
	vmulpd	%zmm26, %zmm3, %zmm4
	vaddpd	%zmm28, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm4, %zmm4
	vmulpd	%zmm3, %zmm1, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm23, %zmm3, %zmm4
	vaddpd	.LCPI0_35(%rip){1to8}, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	.LCPI0_36(%rip){1to8}, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	.LCPI0_37(%rip){1to8}, %zmm4, %zmm4
	vmulpd	%zmm3, %zmm3, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm24, %zmm3, %zmm3
	vaddpd	.LCPI0_39(%rip){1to8}, %zmm3, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vxorpd	%zmm25, %zmm1, %zmm4
	vxorpd	%zmm25, %zmm3, %zmm5
	vptestnmq	.LCPI0_41(%rip){1to8}, %zmm2, %k1
	vptestnmq	%zmm30, %zmm2, %k2
	vblendmpd	%zmm1, %zmm4, %zmm2 {%k2}
	vmovapd	%zmm3, %zmm5 {%k2}
	vmovapd	%zmm4, %zmm1 {%k2}
	vblendmpd	%zmm2, %zmm5, %zmm2 {%k1}
	vmovapd	%zmm5, %zmm1 {%k1}
	vmulps	%ymm22, %ymm0, %ymm0
	vsqrtps	%ymm0, %ymm0
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm1, %ymm1
	vmulps	%ymm1, %ymm0, %ymm1
	vmulps	%ymm2, %ymm0, %ymm0
	vpermt2ps	%zmm0, %zmm31, %zmm1
	vmovups	%zmm1, (%r10,%rdi,8)
	addq	$8, %rdi
	cmpq	%rdi, %rax
	jne	.LBB0_170
	movq	%rax, %rdi
	cmpq	%rax, 448(%rsp)
	vmovss	.LCPI0_12(%rip), %xmm2
	vmovsd	.LCPI0_27(%rip), %xmm24
	vmovss	.LCPI0_17(%rip), %xmm21
	vmovss	.LCPI0_18(%rip), %xmm22
	vmovss	.LCPI0_19(%rip), %xmm23
	vmovss	.LCPI0_20(%rip), %xmm20
	vmovss	.LCPI0_21(%rip), %xmm6
	vmovss	.LCPI0_22(%rip), %xmm18
	vmovss	.LCPI0_23(%rip), %xmm19
	vmovss	.LCPI0_24(%rip), %xmm17
	vmovss	.LCPI0_25(%rip), %xmm7
	vmovsd	.LCPI0_28(%rip), %xmm8
	vmovsd	.LCPI0_29(%rip), %xmm9
	vmovsd	.LCPI0_30(%rip), %xmm10
	vmovsd	.LCPI0_31(%rip), %xmm11
	vmovsd	.LCPI0_32(%rip), %xmm12
	vmovsd	.LCPI0_33(%rip), %xmm13
	vmovsd	.LCPI0_35(%rip), %xmm14
	vmovsd	.LCPI0_36(%rip), %xmm15
	vmovsd	.LCPI0_37(%rip), %xmm16
	vmovsd	.LCPI0_39(%rip), %xmm25
	vmovsd	.LCPI0_46(%rip), %xmm28
	vmovsd	.LCPI0_47(%rip), %xmm30
	vmovss	.LCPI0_11(%rip), %xmm26
	je	.LBB0_162
.LBB0_172:
	addq	%rdi, %rdi
	.p2align	4
.LBB0_173:
	movl	(%r10,%rdi,4), %eax
	shrl	$9, %eax
	vcvtsi2ss	%eax, %xmm29, %xmm0
	movl	4(%r10,%rdi,4), %eax
	vaddss	%xmm26, %xmm0, %xmm0
	vmulss	%xmm2, %xmm0, %xmm0
	shrl	$9, %eax
	vcvtsi2ss	%eax, %xmm29, %xmm1
	vaddss	%xmm26, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vmovd	%xmm0, %eax
	addl	$4913933, %eax
	movl	%eax, %r8d
	shrl	$23, %r8d
	addl	$-127, %r8d
	andl	$8388607, %eax
	addl	$1060439283, %eax
	vmovd	%eax, %xmm0
	vaddss	%xmm21, %xmm0, %xmm0
	vmovaps	%xmm2, %xmm27
	vaddss	%xmm22, %xmm0, %xmm2
	vdivss	%xmm2, %xmm0, %xmm2
	vmulss	%xmm2, %xmm2, %xmm3
	vmulss	%xmm3, %xmm3, %xmm4
	vmulss	%xmm23, %xmm4, %xmm5
	vaddss	%xmm20, %xmm5, %xmm5
	vmulss	%xmm5, %xmm4, %xmm5
	vmulss	%xmm6, %xmm4, %xmm4
	vaddss	%xmm18, %xmm4, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vaddss	%xmm5, %xmm3, %xmm3
	vmulss	%xmm26, %xmm0, %xmm4
	vcvtsi2ss	%r8d, %xmm29, %xmm5
	vmulss	%xmm4, %xmm0, %xmm4
	vaddss	%xmm3, %xmm4, %xmm3
	vmulss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm19, %xmm5, %xmm3
	vaddss	%xmm2, %xmm3, %xmm2
	vsubss	%xmm4, %xmm2, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vmulss	%xmm17, %xmm5, %xmm2
	vaddss	%xmm0, %xmm2, %xmm0
	vmulss	%xmm7, %xmm0, %xmm0
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vsqrtss	%xmm0, %xmm0, %xmm0
	vmulsd	.LCPI0_26(%rip), %xmm1, %xmm1
	vaddsd	%xmm24, %xmm1, %xmm2
	vaddsd	%xmm2, %xmm8, %xmm3
	vsubsd	%xmm3, %xmm1, %xmm1
	vmovq	%xmm2, %rax
	testb	$2, %al
	sete	%r8b
	vmulsd	%xmm1, %xmm9, %xmm1
	vmulsd	%xmm1, %xmm1, %xmm2
	vmulsd	%xmm2, %xmm10, %xmm3
	vaddsd	%xmm3, %xmm11, %xmm3
	vmulsd	%xmm28, %xmm2, %xmm4
	vaddsd	%xmm4, %xmm14, %xmm4
	vmulsd	%xmm3, %xmm2, %xmm3
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm3, %xmm12, %xmm3
	vaddsd	%xmm4, %xmm15, %xmm4
	vmulsd	%xmm3, %xmm2, %xmm3
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm3, %xmm13, %xmm3
	vaddsd	%xmm16, %xmm4, %xmm4
	vmulsd	%xmm2, %xmm1, %xmm5
	vmulsd	%xmm3, %xmm5, %xmm3
	vmulsd	%xmm2, %xmm2, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vmulsd	%xmm30, %xmm2, %xmm2
	vaddsd	%xmm25, %xmm2, %xmm2
	vaddsd	%xmm3, %xmm1, %xmm1
	vaddsd	%xmm4, %xmm2, %xmm2
	vmovddup	.LCPI0_40(%rip), %xmm3
	vxorpd	%xmm3, %xmm1, %xmm4
	vxorpd	%xmm3, %xmm2, %xmm3
	kmovd	%r8d, %k1
	vmovapd	%xmm4, %xmm5
	vmovsd	%xmm1, %xmm5, %xmm5 {%k1}
	vmovsd	%xmm2, %xmm3, %xmm3 {%k1}
	vmovaps	%xmm27, %xmm2
	vmovsd	%xmm4, %xmm1, %xmm1 {%k1}
	kmovd	%eax, %k1
	vmovsd	%xmm3, %xmm5, %xmm5 {%k1}
	vmovsd	%xmm1, %xmm3, %xmm3 {%k1}
	vunpcklpd	%xmm5, %xmm3, %xmm1
	vcvtpd2ps	%xmm1, %xmm1
	vbroadcastss	%xmm0, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vmovlps	%xmm0, (%r10,%rdi,4)
	addq	$2, %rdi
	cmpq	%rbx, %rdi
	jb	.LBB0_173
.LBB0_162:
	vmovsd	.LCPI0_26(%rip), %xmm9
	cmpq	%r14, %rbx
	vmovdqu64	2432(%rsp), %zmm21
	vmovdqu64	2368(%rsp), %zmm22
	vmovdqu64	4608(%rsp), %zmm24
	vmovdqu64	3584(%rsp), %zmm25
	vmovdqu64	3904(%rsp), %zmm18
	vmovdqu64	4160(%rsp), %zmm30
	vmovups	4096(%rsp), %zmm17
	vmovups	4736(%rsp), %zmm11
	vmovdqu64	2496(%rsp), %zmm23
	vmovdqu64	4672(%rsp), %zmm31
	vpbroadcastd	.LCPI0_52(%rip), %zmm27
	vpbroadcastq	.LCPI0_1(%rip), %zmm28
	je	.LBB0_167
	movq	368(%rsp), %rax
	addq	-80(%rsp), %rax
	movl	%eax, %r13d
	movq	128(%rsp), %r10
	imulq	%r10, %r13
	xorq	-104(%rsp), %rax
	xorq	%r13, %rax
	shrq	$32, %rax
	imulq	%rdx, %rax
	movq	%rax, %rdi
	shrq	$32, %rdi
	xorl	1984(%rsp), %edi
	xorl	-32(%rsp), %r13d
	imulq	%r10, %rdi
	movq	%rdi, %r12
	shrq	$32, %r12
	imulq	%rdx, %r13
	movq	%r13, %rbp
	shrq	$32, %rbp
	movq	-8(%rsp), %r8
	xorl	%ebp, %r8d
	xorl	%r8d, %eax
	xorl	3712(%rsp), %r12d
	imulq	%r10, %rax
	movq	%rax, %rbp
	shrq	$32, %rbp
	imulq	%rdx, %r12
	movq	%r12, %r8
	shrq	$32, %r8
	xorl	2816(%rsp), %r13d
	xorl	%r8d, %r13d
	xorl	%r11d, %edi
	xorl	%ebp, %edi
	imulq	%r10, %r13
	movq	%r13, %r11
	shrq	$32, %r11
	imulq	%rdx, %rdi
	movq	%rdi, %r8
	shrq	$32, %r8
	xorl	2752(%rsp), %r12d
	xorl	%r8d, %r12d
	xorl	%esi, %eax
	xorl	%r11d, %eax
	imulq	%r10, %r12
	movq	%r12, %rsi
	shrq	$32, %rsi
	imulq	%rdx, %rax
	movq	%rax, %r8
	shrq	$32, %r8
	xorl	2688(%rsp), %edi
	xorl	%r8d, %edi
	xorl	1856(%rsp), %r13d
	xorl	%esi, %r13d
	imulq	%r10, %rdi
	movq	%rdi, %rsi
	shrq	$32, %rsi
	imulq	%rdx, %r13
	movq	%r13, %r8
	shrq	$32, %r8
	xorl	2624(%rsp), %eax
	xorl	%r8d, %eax
	movl	$3449720151, %r11d
	xorl	%ecx, %r12d
	xorl	%esi, %r12d
	imulq	%r10, %rax
	movq	%rax, %rsi
	shrq	$32, %rsi
	imulq	%r11, %r12
	movq	%r12, %r8
	shrq	$32, %r8
	xorl	3648(%rsp), %r13d
	xorl	%r8d, %r13d
	xorl	1920(%rsp), %edi
	xorl	%esi, %edi
	imulq	%r10, %r13
	movq	%r13, %rsi
	shrq	$32, %rsi
	imulq	%r11, %rdi
	movq	%rdi, %r8
	shrq	$32, %r8
	xorl	-40(%rsp), %r12d
	xorl	%r8d, %r12d
	xorl	1792(%rsp), %eax
	xorl	%esi, %eax
	imulq	%r10, %r12
	imulq	%r11, %rax
	movq	%rax, %rsi
	shrq	$32, %rsi
	xorl	-60(%rsp), %edi
	xorl	%esi, %edi
	shrl	$9, %edi
	vcvtsi2ss	%edi, %xmm29, %xmm0
	vaddss	%xmm26, %xmm0, %xmm0
	vmulss	%xmm2, %xmm0, %xmm0
	shrl	$9, %eax
	vcvtsi2ss	%eax, %xmm6, %xmm1
	vaddss	%xmm26, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vmovd	%xmm0, %r10d
	addl	$4913933, %r10d
	movl	%r10d, %eax
	shrl	$23, %eax
	addl	$-127, %eax
	andl	$8388607, %r10d
	addl	$1060439283, %r10d
	vcvtss2sd	%xmm1, %xmm1, %xmm0
	vmulsd	%xmm0, %xmm9, %xmm0
	vmovsd	.LCPI0_27(%rip), %xmm10
	vmovaps	%xmm2, %xmm8
	vaddsd	%xmm0, %xmm10, %xmm2
	vmovq	%xmm2, %r8
	testb	$2, %r8b
	sete	%dil
	movl	%r12d, %r11d
	shrl	$9, %r11d
	vcvtsi2ss	%r11d, %xmm15, %xmm1
	vmovd	%r10d, %xmm3
	vaddss	.LCPI0_17(%rip), %xmm3, %xmm3
	vaddss	.LCPI0_18(%rip), %xmm3, %xmm4
	vdivss	%xmm4, %xmm3, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm5, %xmm5, %xmm6
	vmulss	.LCPI0_19(%rip), %xmm6, %xmm7
	vaddss	.LCPI0_20(%rip), %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vmulss	.LCPI0_21(%rip), %xmm6, %xmm6
	vaddss	.LCPI0_22(%rip), %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vaddss	%xmm7, %xmm5, %xmm5
	vmulss	%xmm26, %xmm3, %xmm6
	vmulss	%xmm6, %xmm3, %xmm6
	vcvtsi2ss	%eax, %xmm15, %xmm7
	vaddss	%xmm5, %xmm6, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vmulss	.LCPI0_23(%rip), %xmm7, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vsubss	%xmm6, %xmm4, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	.LCPI0_24(%rip), %xmm7, %xmm4
	vaddss	%xmm3, %xmm4, %xmm6
	vaddsd	.LCPI0_28(%rip), %xmm2, %xmm2
	vsubsd	%xmm2, %xmm0, %xmm0
	vmulsd	.LCPI0_29(%rip), %xmm0, %xmm0
	vmulsd	%xmm0, %xmm0, %xmm2
	vmulsd	.LCPI0_30(%rip), %xmm2, %xmm3
	vaddsd	.LCPI0_31(%rip), %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	.LCPI0_32(%rip), %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	.LCPI0_33(%rip), %xmm3, %xmm3
	vmulsd	%xmm2, %xmm0, %xmm4
	vmulsd	%xmm3, %xmm4, %xmm3
	vaddsd	%xmm3, %xmm0, %xmm3
	vmulsd	.LCPI0_34(%rip), %xmm2, %xmm0
	vmovsd	.LCPI0_35(%rip), %xmm4
	vsubsd	%xmm0, %xmm4, %xmm0
	vmulsd	%xmm0, %xmm2, %xmm0
	vaddsd	.LCPI0_36(%rip), %xmm0, %xmm0
	vmulsd	%xmm0, %xmm2, %xmm0
	vaddsd	.LCPI0_37(%rip), %xmm0, %xmm0
	vmulsd	%xmm2, %xmm2, %xmm4
	vmulsd	%xmm0, %xmm4, %xmm0
	vmulsd	.LCPI0_38(%rip), %xmm2, %xmm2
	vmovsd	.LCPI0_39(%rip), %xmm4
	vsubsd	%xmm2, %xmm4, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm2
	vmovddup	.LCPI0_40(%rip), %xmm0
	vxorpd	%xmm0, %xmm3, %xmm4
	vxorpd	%xmm0, %xmm2, %xmm5
	kmovd	%edi, %k1
	vmovsd	%xmm2, %xmm5, %xmm5 {%k1}
	vmovapd	%xmm3, %xmm2
	vmovsd	%xmm4, %xmm2, %xmm2 {%k1}
	kmovd	%r8d, %k1
	vmovapd	%xmm5, %xmm7
	vmovsd	%xmm2, %xmm7, %xmm7 {%k1}
	vaddss	%xmm26, %xmm1, %xmm1
	vmulss	%xmm1, %xmm8, %xmm1
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vmulss	.LCPI0_25(%rip), %xmm6, %xmm2
	vsqrtss	%xmm2, %xmm2, %xmm6
	vcvtsd2ss	%xmm7, %xmm7, %xmm2
	vmulss	%xmm2, %xmm6, %xmm2
	movq	(%rsp), %rax
	vmovss	%xmm2, (%rax,%rbx,4)
	vmulsd	%xmm1, %xmm9, %xmm1
	vaddsd	%xmm1, %xmm10, %xmm2
	vmovq	%xmm2, %rdi
	testb	$2, %dil
	sete	%r10b
	cmpq	%r14, 240(%rsp)
	jae	.LBB0_165
	testb	$2, %r8b
	sete	%al
	kmovd	%eax, %k1
	vmovsd	%xmm3, %xmm4, %xmm4 {%k1}
	kmovd	%r8d, %k1
	vmovsd	%xmm5, %xmm4, %xmm4 {%k1}
	vcvtsd2ss	%xmm4, %xmm4, %xmm3
	vmulss	%xmm3, %xmm6, %xmm3
	movq	240(%rsp), %rax
	movq	(%rsp), %rsi
	vmovss	%xmm3, (%rsi,%rax,4)
.LBB0_165:
	cmpq	%r14, 48(%rsp)
	vmovss	.LCPI0_12(%rip), %xmm4
	movq	-48(%rsp), %rbp
	movl	$3449720151, %edx
	jae	.LBB0_167
	shrq	$32, %r12
	xorl	%r9d, %r13d
	xorl	%r12d, %r13d
	shrl	$9, %r13d
	vcvtsi2ss	%r13d, %xmm15, %xmm3
	vaddss	%xmm26, %xmm3, %xmm3
	vmulss	%xmm4, %xmm3, %xmm3
	vmovd	%xmm3, %eax
	addl	$4913933, %eax
	movl	%eax, %r8d
	shrl	$23, %r8d
	addl	$-127, %r8d
	andl	$8388607, %eax
	addl	$1060439283, %eax
	vmovd	%eax, %xmm3
	vaddss	.LCPI0_17(%rip), %xmm3, %xmm3
	vaddss	.LCPI0_18(%rip), %xmm3, %xmm4
	vdivss	%xmm4, %xmm3, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm5, %xmm5, %xmm6
	vmulss	.LCPI0_19(%rip), %xmm6, %xmm7
	vaddss	.LCPI0_20(%rip), %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vmulss	.LCPI0_21(%rip), %xmm6, %xmm6
	vaddss	.LCPI0_22(%rip), %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vaddss	%xmm7, %xmm5, %xmm5
	vmulss	%xmm26, %xmm3, %xmm6
	vmulss	%xmm6, %xmm3, %xmm6
	vcvtsi2ss	%r8d, %xmm15, %xmm7
	vaddss	%xmm5, %xmm6, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vmulss	.LCPI0_23(%rip), %xmm7, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vsubss	%xmm6, %xmm4, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	.LCPI0_24(%rip), %xmm7, %xmm4
	vaddss	%xmm3, %xmm4, %xmm3
	vmulss	.LCPI0_25(%rip), %xmm3, %xmm3
	vsqrtss	%xmm3, %xmm3, %xmm3
	vaddsd	.LCPI0_28(%rip), %xmm2, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmulsd	.LCPI0_29(%rip), %xmm1, %xmm1
	vmulsd	%xmm1, %xmm1, %xmm2
	vmulsd	.LCPI0_30(%rip), %xmm2, %xmm4
	vaddsd	.LCPI0_31(%rip), %xmm4, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	.LCPI0_32(%rip), %xmm4, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	.LCPI0_33(%rip), %xmm4, %xmm4
	vmulsd	%xmm2, %xmm1, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vaddsd	%xmm4, %xmm1, %xmm1
	vmulsd	.LCPI0_34(%rip), %xmm2, %xmm4
	vmovsd	.LCPI0_35(%rip), %xmm5
	vsubsd	%xmm4, %xmm5, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	.LCPI0_36(%rip), %xmm4, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	.LCPI0_37(%rip), %xmm4, %xmm4
	vmulsd	%xmm2, %xmm2, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vmulsd	.LCPI0_38(%rip), %xmm2, %xmm2
	vmovsd	.LCPI0_39(%rip), %xmm5
	vsubsd	%xmm2, %xmm5, %xmm2
	vaddsd	%xmm4, %xmm2, %xmm2
	vxorpd	%xmm0, %xmm1, %xmm4
	vxorpd	%xmm0, %xmm2, %xmm0
	kmovd	%r10d, %k1
	vmovsd	%xmm2, %xmm0, %xmm0 {%k1}
	vmovsd	%xmm4, %xmm1, %xmm1 {%k1}
	kmovd	%edi, %k1
	vmovsd	%xmm1, %xmm0, %xmm0 {%k1}
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmulss	%xmm0, %xmm3, %xmm0
	movq	48(%rsp), %rax
	movq	(%rsp), %rsi
	vmovss	%xmm0, (%rsi,%rax,4)
	jmp	.LBB0_167
	.p2align	4
.LBB0_146:
	movq	3520(%rsp), %rsi
	movq	-96(%rsp), %rdi
	movq	72(%rsp), %r8
	movq	320(%rsp), %r9
	xorl	%r10d, %r10d
	movq	80(%rsp), %rbp
	vmovaps	288(%rsp), %xmm6
	movq	-24(%rsp), %r15
	vmovaps	.LCPI0_53(%rip), %xmm10
	vmovaps	.LCPI0_54(%rip), %xmm11
	vbroadcastss	.LCPI0_11(%rip), %xmm7
	jmp	.LBB0_147
	.p2align	4
.LBB0_190:
	incq	%r10
	movq	1408(%rsp), %r11
	addq	%r11, %r9
	movq	1232(%rsp), %rax
	addq	%rax, %r8
	addq	%r11, %rdi
	addq	%rax, %rsi
	cmpq	1728(%rsp), %r10
	je	.LBB0_191
.LBB0_147:
	cmpb	$0, 376(%rsp)
	je	.LBB0_179
	xorl	%r11d, %r11d
.LBB0_186:
	movq	%r11, %rax
	cmpq	$0, 112(%rsp)
	je	.LBB0_189
	movq	112(%rsp), %rbx
	movq	%r11, %rax
	.p2align	4
.LBB0_188:
	vmovss	(%rsi,%rax,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%rdi,%rax,4)
	incq	%rax
	decq	%rbx
	jne	.LBB0_188
.LBB0_189:
	subq	%r14, %r11
	cmpq	$-8, %r11
	movq	1024(%rsp), %rbx
	ja	.LBB0_190
	.p2align	4
.LBB0_228:
	vmovss	(%rsi,%rax,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%rdi,%rax,4)
	vmovss	4(%rsi,%rax,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 4(%rdi,%rax,4)
	vmovss	8(%rsi,%rax,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 8(%rdi,%rax,4)
	vmovss	12(%rsi,%rax,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 12(%rdi,%rax,4)
	vmovss	16(%rsi,%rax,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 16(%rdi,%rax,4)
	vmovss	20(%rsi,%rax,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 20(%rdi,%rax,4)
	vmovss	24(%rsi,%rax,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 24(%rdi,%rax,4)
	vmovss	28(%rsi,%rax,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 28(%rdi,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %r14
	jne	.LBB0_228
	jmp	.LBB0_190
	.p2align	4
.LBB0_179:
	xorl	%eax, %eax
	movq	272(%rsp), %r11
	.p2align	4
.LBB0_180:
	vmovups	-192(%r8,%rax), %zmm0
	vmovups	-128(%r8,%rax), %zmm1
	vmovups	-64(%r8,%rax), %zmm2
	vmovups	(%r8,%rax), %zmm3
	vmulps	%zmm0, %zmm0, %zmm0
	vmulps	%zmm1, %zmm1, %zmm1
	vmulps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm3, %zmm3, %zmm3
	vmovups	%zmm0, -192(%r9,%rax)
	vmovups	%zmm1, -128(%r9,%rax)
	vmovups	%zmm2, -64(%r9,%rax)
	vmovups	%zmm3, (%r9,%rax)
	addq	$256, %rax
	cmpq	%rax, %r11
	jne	.LBB0_180
	cmpq	%r15, %r14
	je	.LBB0_190
	movq	%r15, %r11
	testb	$56, %r14b
	je	.LBB0_186
	movq	%r15, %rax
	movq	224(%rsp), %r11
	.p2align	4
.LBB0_184:
	vmovups	(%rsi,%rax,4), %ymm0
	vmulps	%ymm0, %ymm0, %ymm0
	vmovups	%ymm0, (%rdi,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %r11
	jne	.LBB0_184
	cmpq	%r11, %r14
	je	.LBB0_190
	jmp	.LBB0_186
	.p2align	4
.LBB0_191:
	cmpq	$0, 328(%rsp)
	je	.LBB0_192
	vxorps	%xmm0, %xmm0, %xmm0
	movq	1192(%rsp), %rax
	xorl	%esi, %esi
	movq	-96(%rsp), %rdi
	movq	192(%rsp), %r8
	movl	$2143289344, %r15d
	movq	312(%rsp), %r9
	movq	32(%rsp), %r10
	movq	304(%rsp), %r11
	.p2align	4
.LBB0_194:
	vmovups	-16(%r8,%rsi,4), %xmm1
	vmovups	(%r8,%rsi,4), %xmm2
	vmovups	-16(%r9,%rsi,4), %xmm3
	vmovups	(%r9,%rsi,4), %xmm4
	vmovlhps	%xmm3, %xmm1, %xmm5
	vunpckhpd	%xmm3, %xmm1, %xmm1
	vmovups	-16(%r11,%rsi,4), %xmm3
	vmovups	(%r11,%rsi,4), %xmm6
	vmovups	-16(%r10,%rsi,4), %xmm7
	vmovups	(%r10,%rsi,4), %xmm8
	vmovlhps	%xmm7, %xmm3, %xmm9
	vunpckhpd	%xmm7, %xmm3, %xmm3
	vmovaps	%xmm5, %xmm7
	vpermt2ps	%xmm9, %xmm10, %xmm7
	vaddps	%xmm7, %xmm0, %xmm0
	vpermt2ps	%xmm9, %xmm11, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vmovaps	%xmm1, %xmm5
	vpermt2ps	%xmm3, %xmm10, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vpermt2ps	%xmm3, %xmm11, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vmovlhps	%xmm4, %xmm2, %xmm1
	vunpckhpd	%xmm4, %xmm2, %xmm2
	vmovlhps	%xmm8, %xmm6, %xmm3
	vunpckhpd	%xmm8, %xmm6, %xmm4
	vmovaps	%xmm1, %xmm5
	vpermt2ps	%xmm3, %xmm10, %xmm5
	vaddps	%xmm5, %xmm0, %xmm0
	vpermt2ps	%xmm3, %xmm11, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vmovaps	%xmm2, %xmm1
	vpermt2ps	%xmm4, %xmm10, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vpermt2ps	%xmm4, %xmm11, %xmm2
	vaddps	%xmm0, %xmm2, %xmm0
	addq	$8, %rsi
	addq	$-2, %rax
	jne	.LBB0_194
	testb	$1, 1200(%rsp)
	vmovaps	288(%rsp), %xmm6
	vbroadcastss	.LCPI0_11(%rip), %xmm7
	movq	4032(%rsp), %r8
	movq	216(%rsp), %r9
	movq	208(%rsp), %r10
	vbroadcastss	.LCPI0_50(%rip), %zmm20
	vpbroadcastd	.LCPI0_51(%rip), %zmm23
	jne	.LBB0_196
	movq	%rbx, %rax
	cmpq	%r14, %rbx
	je	.LBB0_174
	.p2align	4
.LBB0_198:
	vmovss	(%rdi,%rax,4), %xmm1
	vinsertps	$16, (%r8,%rax,4), %xmm1, %xmm1
	vinsertps	$32, (%r9,%rax,4), %xmm1, %xmm1
	vinsertps	$48, (%r10,%rax,4), %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	incq	%rax
	cmpq	%r14, %rax
	jb	.LBB0_198
.LBB0_174:
	vmovaps	%xmm0, 1392(%rsp)
	cmpl	$0, -84(%rsp)
	vmovaps	976(%rsp), %xmm8
	vbroadcastss	.LCPI0_50(%rip), %xmm9
	vpbroadcastd	.LCPI0_51(%rip), %xmm10
	je	.LBB0_175
	vbroadcastss	%xmm8, %zmm0
	movq	3520(%rsp), %rsi
	movq	64(%rsp), %rdi
	movq	-56(%rsp), %r8
	xorl	%r9d, %r9d
	jmp	.LBB0_200
	.p2align	4
.LBB0_212:
	incq	%r9
	addq	1408(%rsp), %r8
	movq	1232(%rsp), %rax
	addq	%rax, %rdi
	addq	%rax, %rsi
	cmpq	1728(%rsp), %r9
	je	.LBB0_213
.LBB0_200:
	vmovss	.LCPI0_48(%rip), %xmm1
	vaddss	1392(%rsp,%r9,4), %xmm1, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	.LCPI0_49(%rip), %xmm1, %xmm1
	cmpb	$0, 264(%rsp)
	je	.LBB0_202
	xorl	%r10d, %r10d
.LBB0_209:
	movq	%r10, %rax
	orq	$1, %rax
	testb	$1, %r14b
	je	.LBB0_211
	movq	%r12, %r15
	leaq	(%r9,%r12), %r11
	movq	%r9, %rbx
	imulq	96(%rsp), %rbx
	imulq	%r14, %r11
	movq	-72(%rsp), %r14
	leaq	(%r14,%r11,4), %r14
	leaq	(,%r11,4), %r11
	addq	%rbp, %r11
	shll	$2, %r10d
	vmovss	(%r14,%r10), %xmm2
	movq	%rbp, %r12
	movq	-56(%rsp), %rbp
	leaq	(,%rbx,4), %rbx
	addq	%rbp, %rbx
	movq	%r12, %rbp
	movq	%r15, %r12
	movl	$2143289344, %r15d
	vaddss	%xmm2, %xmm2, %xmm3
	vmulss	%xmm1, %xmm3, %xmm3
	vsubss	(%r11,%r10), %xmm2, %xmm4
	vaddss	%xmm4, %xmm4, %xmm4
	vmulss	%xmm26, %xmm4, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm3, %xmm6, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vmulss	(%rbx,%r10), %xmm8, %xmm3
	vaddss	%xmm2, %xmm3, %xmm2
	vmovd	%xmm2, %r11d
	movl	%r11d, %ebx
	andl	$2147483647, %ebx
	cmpl	$2139095041, %ebx
	movq	1024(%rsp), %rbx
	cmovael	%r15d, %r11d
	movl	%r11d, (%r14,%r10)
	movq	-120(%rsp), %r14
	movq	%rax, %r10
.LBB0_211:
	cmpq	%rax, %r14
	je	.LBB0_212
	.p2align	4
.LBB0_178:
	vmovss	(%rsi,%r10,4), %xmm2
	vmovss	4(%rsi,%r10,4), %xmm3
	vaddss	%xmm2, %xmm2, %xmm4
	vmulss	%xmm1, %xmm4, %xmm4
	vsubss	(%rdi,%r10,4), %xmm2, %xmm5
	vaddss	%xmm5, %xmm5, %xmm5
	vmulss	%xmm26, %xmm5, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm4, %xmm6, %xmm4
	vsubss	%xmm4, %xmm2, %xmm2
	vmulss	(%r8,%r10,4), %xmm8, %xmm4
	vaddss	%xmm2, %xmm4, %xmm2
	vmovd	%xmm2, %eax
	movl	%eax, %r11d
	andl	$2147483647, %r11d
	cmpl	$2139095041, %r11d
	cmovael	%r15d, %eax
	movl	%eax, (%rsi,%r10,4)
	vaddss	%xmm3, %xmm3, %xmm2
	vmulss	%xmm1, %xmm2, %xmm2
	vsubss	4(%rdi,%r10,4), %xmm3, %xmm4
	vaddss	%xmm4, %xmm4, %xmm4
	vmulss	%xmm26, %xmm4, %xmm4
	vaddss	%xmm4, %xmm2, %xmm2
	vmulss	%xmm2, %xmm6, %xmm2
	vsubss	%xmm2, %xmm3, %xmm2
	vmulss	4(%r8,%r10,4), %xmm8, %xmm3
	vaddss	%xmm2, %xmm3, %xmm2
	vmovd	%xmm2, %eax
	movl	%eax, %r11d
	andl	$2147483647, %r11d
	cmpl	$2139095041, %r11d
	cmovael	%r15d, %eax
	movl	%eax, 4(%rsi,%r10,4)
	addq	$2, %r10
	cmpq	%r10, %r14
	jne	.LBB0_178
	jmp	.LBB0_212
	.p2align	4
.LBB0_202:
	vbroadcastss	%xmm1, %zmm2
	xorl	%eax, %eax
	movq	360(%rsp), %r10
	.p2align	4
.LBB0_203:
	vmovups	(%rsi,%rax), %zmm3
	vaddps	%zmm3, %zmm3, %zmm4
	vmulps	%zmm2, %zmm4, %zmm4
	vsubps	(%rdi,%rax), %zmm3, %zmm5
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm29, %zmm5, %zmm5
	vaddps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm4, %zmm17, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vmulps	(%r8,%rax), %zmm0, %zmm4
	vaddps	%zmm3, %zmm4, %zmm3
	vandps	%zmm20, %zmm3, %zmm4
	vpcmpgtd	%zmm23, %zmm4, %k1
	vpbroadcastd	.LCPI0_52(%rip), %zmm3 {%k1}
	vmovdqu64	%zmm3, (%rsi,%rax)
	addq	$64, %rax
	cmpq	%rax, %r10
	jne	.LBB0_203
	cmpq	88(%rsp), %r14
	je	.LBB0_212
	movq	88(%rsp), %r10
	testb	$12, %r14b
	je	.LBB0_209
	vbroadcastss	%xmm1, %xmm2
	movq	88(%rsp), %rax
	.p2align	4
.LBB0_207:
	vmovups	(%rsi,%rax,4), %xmm3
	vaddps	%xmm3, %xmm3, %xmm4
	vmulps	%xmm2, %xmm4, %xmm4
	vsubps	(%rdi,%rax,4), %xmm3, %xmm5
	vaddps	%xmm5, %xmm5, %xmm5
	vmulps	%xmm7, %xmm5, %xmm5
	vaddps	%xmm5, %xmm4, %xmm4
	vmulps	%xmm4, %xmm17, %xmm4
	vsubps	%xmm4, %xmm3, %xmm3
	vmulps	(%r8,%rax,4), %xmm0, %xmm4
	vaddps	%xmm3, %xmm4, %xmm3
	vandps	%xmm3, %xmm9, %xmm4
	vpcmpgtd	%xmm10, %xmm4, %k1
	vpbroadcastd	.LCPI0_52(%rip), %xmm3 {%k1}
	vmovdqu	%xmm3, (%rsi,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %rbx
	jne	.LBB0_207
	movq	4224(%rsp), %rax
	movq	%rax, %r10
	cmpq	%rax, %r14
	je	.LBB0_212
	jmp	.LBB0_209
	.p2align	4
.LBB0_192:
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%esi, %esi
	movq	-96(%rsp), %rdi
	movl	$2143289344, %r15d
	movq	4032(%rsp), %r8
	movq	216(%rsp), %r9
	movq	208(%rsp), %r10
	vbroadcastss	.LCPI0_50(%rip), %zmm20
	vpbroadcastd	.LCPI0_51(%rip), %zmm23
.LBB0_196:
	vmovups	(%rdi,%rsi,4), %xmm1
	vmovups	(%r8,%rsi,4), %xmm2
	vmovups	(%r9,%rsi,4), %xmm3
	vmovups	(%r10,%rsi,4), %xmm4
	vmovlhps	%xmm3, %xmm1, %xmm5
	vunpckhpd	%xmm3, %xmm1, %xmm1
	vmovlhps	%xmm4, %xmm2, %xmm3
	vunpckhpd	%xmm4, %xmm2, %xmm2
	vmovaps	%xmm5, %xmm4
	vpermt2ps	%xmm3, %xmm10, %xmm4
	vaddps	%xmm4, %xmm0, %xmm0
	vpermt2ps	%xmm3, %xmm11, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vmovaps	%xmm1, %xmm3
	vpermt2ps	%xmm2, %xmm10, %xmm3
	vaddps	%xmm0, %xmm3, %xmm0
	vpermt2ps	%xmm2, %xmm11, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	movq	%rbx, %rax
	cmpq	%r14, %rbx
	jne	.LBB0_198
	jmp	.LBB0_174
	.p2align	4
.LBB0_175:
	movq	3520(%rsp), %rsi
	movq	64(%rsp), %rdi
	movq	72(%rsp), %r9
	movq	552(%rsp), %r10
	xorl	%r8d, %r8d
	jmp	.LBB0_176
	.p2align	4
.LBB0_226:
	incq	%r8
	movq	1232(%rsp), %rax
	addq	%rax, %r10
	addq	%rax, %r9
	addq	%rax, %rdi
	addq	%rax, %rsi
	cmpq	1728(%rsp), %r8
	movq	1024(%rsp), %rbx
	je	.LBB0_213
.LBB0_176:
	vmovss	.LCPI0_48(%rip), %xmm0
	vaddss	1392(%rsp,%r8,4), %xmm0, %xmm0
	vaddss	%xmm0, %xmm0, %xmm0
	vmulss	.LCPI0_49(%rip), %xmm0, %xmm0
	cmpb	$0, 232(%rsp)
	je	.LBB0_215
	xorl	%r11d, %r11d
.LBB0_222:
	movq	%r11, %rax
	orq	$1, %rax
	testb	$1, %r14b
	je	.LBB0_224
	leaq	(%r8,%r12), %rbx
	imulq	%r14, %rbx
	movq	-72(%rsp), %r14
	leaq	(%r14,%rbx,4), %r14
	leaq	(,%rbx,4), %rbx
	addq	%rbp, %rbx
	shll	$2, %r11d
	vmovss	(%r14,%r11), %xmm1
	vaddss	%xmm1, %xmm1, %xmm2
	vmulss	%xmm0, %xmm2, %xmm2
	vsubss	(%rbx,%r11), %xmm1, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm26, %xmm3, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm6, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmovd	%xmm1, %ebx
	movl	%ebx, %ebp
	andl	$2147483647, %ebp
	cmpl	$2139095041, %ebp
	movq	80(%rsp), %rbp
	cmovael	%r15d, %ebx
	movl	%ebx, (%r14,%r11)
	movq	-120(%rsp), %r14
	movq	%rax, %r11
.LBB0_224:
	cmpq	%rax, %r14
	je	.LBB0_226
	.p2align	4
.LBB0_225:
	vmovss	(%rsi,%r11,4), %xmm1
	vmovss	4(%rsi,%r11,4), %xmm2
	vaddss	%xmm1, %xmm1, %xmm3
	vmulss	%xmm0, %xmm3, %xmm3
	vsubss	(%rdi,%r11,4), %xmm1, %xmm4
	vaddss	%xmm4, %xmm4, %xmm4
	vmulss	%xmm26, %xmm4, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm3, %xmm6, %xmm3
	vsubss	%xmm3, %xmm1, %xmm1
	vmovd	%xmm1, %eax
	movl	%eax, %ebx
	andl	$2147483647, %ebx
	cmpl	$2139095041, %ebx
	cmovael	%r15d, %eax
	movl	%eax, (%rsi,%r11,4)
	vaddss	%xmm2, %xmm2, %xmm1
	vmulss	%xmm0, %xmm1, %xmm1
	vsubss	4(%rdi,%r11,4), %xmm2, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm26, %xmm3, %xmm3
	vaddss	%xmm3, %xmm1, %xmm1
	vmulss	%xmm1, %xmm6, %xmm1
	vsubss	%xmm1, %xmm2, %xmm1
	vmovd	%xmm1, %eax
	movl	%eax, %ebx
	andl	$2147483647, %ebx
	cmpl	$2139095041, %ebx
	cmovael	%r15d, %eax
	movl	%eax, 4(%rsi,%r11,4)
	addq	$2, %r11
	cmpq	%r11, %r14
	jne	.LBB0_225
	jmp	.LBB0_226
	.p2align	4
.LBB0_215:
	vbroadcastss	%xmm0, %zmm1
	xorl	%eax, %eax
	movq	272(%rsp), %r11
	.p2align	4
.LBB0_216:
	vmovups	-192(%r9,%rax), %zmm2
	vmovups	-128(%r9,%rax), %zmm3
	vmovups	-64(%r9,%rax), %zmm4
	vmovups	(%r9,%rax), %zmm5
	vaddps	%zmm2, %zmm2, %zmm6
	vaddps	%zmm3, %zmm3, %zmm7
	vaddps	%zmm4, %zmm4, %zmm8
	vaddps	%zmm5, %zmm5, %zmm9
	vmulps	%zmm1, %zmm6, %zmm6
	vmulps	%zmm1, %zmm7, %zmm7
	vmulps	%zmm1, %zmm8, %zmm8
	vmulps	%zmm1, %zmm9, %zmm9
	vsubps	-192(%r10,%rax), %zmm2, %zmm10
	vsubps	-128(%r10,%rax), %zmm3, %zmm11
	vsubps	-64(%r10,%rax), %zmm4, %zmm12
	vsubps	(%r10,%rax), %zmm5, %zmm13
	vaddps	%zmm10, %zmm10, %zmm10
	vaddps	%zmm11, %zmm11, %zmm11
	vaddps	%zmm12, %zmm12, %zmm12
	vaddps	%zmm13, %zmm13, %zmm13
	vmulps	%zmm29, %zmm10, %zmm10
	vaddps	%zmm10, %zmm6, %zmm6
	vmulps	%zmm29, %zmm11, %zmm10
	vaddps	%zmm10, %zmm7, %zmm7
	vmulps	%zmm29, %zmm12, %zmm10
	vaddps	%zmm10, %zmm8, %zmm8
	vmulps	%zmm29, %zmm13, %zmm10
	vaddps	%zmm10, %zmm9, %zmm9
	vmulps	%zmm6, %zmm17, %zmm6
	vmulps	%zmm7, %zmm17, %zmm7
	vmulps	%zmm8, %zmm17, %zmm8
	vmulps	%zmm9, %zmm17, %zmm9
	vsubps	%zmm6, %zmm2, %zmm2
	vsubps	%zmm7, %zmm3, %zmm3
	vsubps	%zmm8, %zmm4, %zmm4
	vsubps	%zmm9, %zmm5, %zmm5
	vandps	%zmm20, %zmm2, %zmm6
	vandps	%zmm20, %zmm3, %zmm7
	vandps	%zmm20, %zmm4, %zmm8
	vandps	%zmm20, %zmm5, %zmm9
	vpcmpgtd	%zmm23, %zmm6, %k1
	vpcmpgtd	%zmm23, %zmm7, %k2
	vpcmpgtd	%zmm23, %zmm8, %k3
	vpcmpgtd	%zmm23, %zmm9, %k4
	vmovdqa32	%zmm27, %zmm2 {%k1}
	vmovdqa32	%zmm27, %zmm3 {%k2}
	vmovdqa32	%zmm27, %zmm4 {%k3}
	vmovdqa32	%zmm27, %zmm5 {%k4}
	vmovdqu64	%zmm2, -192(%r9,%rax)
	vmovdqu64	%zmm3, -128(%r9,%rax)
	vmovdqu64	%zmm4, -64(%r9,%rax)
	vmovdqu64	%zmm5, (%r9,%rax)
	addq	$256, %rax
	cmpq	%rax, %r11
	jne	.LBB0_216
	cmpq	-24(%rsp), %r14
	vmovaps	288(%rsp), %xmm6
	vbroadcastss	.LCPI0_11(%rip), %ymm5
	vbroadcastss	.LCPI0_50(%rip), %ymm7
	je	.LBB0_226
	movq	-24(%rsp), %r11
	testb	$56, %r14b
	je	.LBB0_222
	vbroadcastss	%xmm0, %ymm1
	movq	-24(%rsp), %rax
	movq	224(%rsp), %r11
	vpbroadcastd	.LCPI0_51(%rip), %ymm8
	.p2align	4
.LBB0_220:
	vmovups	(%rsi,%rax,4), %ymm2
	vaddps	%ymm2, %ymm2, %ymm3
	vmulps	%ymm1, %ymm3, %ymm3
	vsubps	(%rdi,%rax,4), %ymm2, %ymm4
	vaddps	%ymm4, %ymm4, %ymm4
	vmulps	%ymm5, %ymm4, %ymm4
	vaddps	%ymm4, %ymm3, %ymm3
	vmulps	%ymm3, %ymm17, %ymm3
	vsubps	%ymm3, %ymm2, %ymm2
	vandps	%ymm7, %ymm2, %ymm3
	vpcmpgtd	%ymm8, %ymm3, %k1
	vpbroadcastd	.LCPI0_52(%rip), %ymm2 {%k1}
	vmovdqu	%ymm2, (%rsi,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %r11
	jne	.LBB0_220
	cmpq	%r11, %r14
	je	.LBB0_226
	jmp	.LBB0_222
.LBB0_144:
	vmulss	12(%rsp), %xmm3, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	jmp	.LBB0_145
.LBB0_25:
	cmpq	-112(%rsp), %r11
	jbe	.LBB0_85
	cmpq	$0, 40(%rsp)
	je	.LBB0_85
	movq	-120(%rsp), %rbx
	leaq	(,%rbx,4), %r15
	addq	%r13, %r15
	movq	%rbx, %rax
	andq	$-4, %rax
	movq	%rax, %rcx
	movq	%rax, -40(%rsp)
	movq	%rbx, %rax
	shrq	$2, %rax
	movq	-104(%rsp), %r14
	movq	%r14, %rdx
	shrq	$32, %rdx
	movq	-112(%rsp), %rdi
	movq	%rdi, %rsi
	imulq	%rbx, %rsi
	movq	%rsi, 128(%rsp)
	leaq	(,%rbx,4), %r8
	leaq	4(,%rdi,4), %rsi
	imulq	%rbx, %rsi
	movq	%rsi, 200(%rsp)
	movq	%r8, %rsi
	negq	%rsi
	movq	%rsi, 192(%rsp)
	leaq	-1(%rcx), %r12
	movq	%r12, %rcx
	shrq	%rcx
	movq	%rcx, %rsi
	leaq	4(,%rbx,4), %rcx
	addq	%r13, %rcx
	leaq	-1(%rax), %rdi
	leaq	8(,%rbx,4), %r8
	addq	%r13, %r8
	movq	%rdi, %r9
	shlq	$4, %r9
	leaq	(%r9,%r15), %r10
	addq	$4, %r10
	cmpq	%rcx, %r10
	setb	%r10b
	shrq	$60, %rdi
	setne	%dil
	leaq	(%r9,%r15), %r11
	addq	$8, %r11
	cmpq	%r8, %r11
	movq	-96(%rsp), %r8
	leaq	12(%r8,%rbx,4), %r11
	setb	%r8b
	orb	%r10b, %r8b
	movq	-96(%rsp), %r10
	addq	%r15, %r9
	addq	$12, %r9
	movq	%r11, 88(%rsp)
	cmpq	%r11, %r9
	setb	%r9b
	orb	%dil, %r9b
	orb	%r8b, %r9b
	movb	%r9b, 272(%rsp)
	movq	%rcx, %r8
	movabsq	$2305843009213693920, %r9
	movq	%rax, %rcx
	andq	%r9, %rcx
	movq	%rcx, 992(%rsp)
	orq	$24, %r9
	movq	%rax, -16(%rsp)
	andq	%rax, %r9
	movabsq	$4611686018427387840, %r11
	leaq	63(%r11), %rdi
	cmpq	%rdi, %r12
	seta	%al
	movq	%rsi, %r13
	leaq	(%r15,%rsi,8), %rdi
	addq	$4, %rdi
	cmpq	%r8, %rdi
	setb	%dil
	orb	%al, %dil
	movb	%dil, 4736(%rsp)
	movl	$3449720151, %eax
	leaq	1993301258(%rdx), %rdi
	leaq	842468239(%rdx), %rcx
	leaq	1684936478(%rdx), %rsi
	movq	%rsi, 1472(%rsp)
	leaq	534103459(%rdx), %rsi
	movq	%rsi, 2368(%rsp)
	leal	-1767562579(%rdx), %esi
	movl	%esi, 2304(%rsp)
	leaq	-305585874(%rdx,%rax), %r12
	movq	%r12, 104(%rsp)
	leaq	536882365(%rdx,%rax), %r12
	leaq	-613950654(%rdx,%rax), %rsi
	leaq	228517585(%rdx,%rax), %rdx
	movq	%rdx, 2240(%rsp)
	leaq	(,%rbx,4), %rdx
	leaq	1(%r13), %r13
	movq	%r13, 3584(%rsp)
	vpbroadcastq	%r14, %zmm0
	vmovdqu64	%zmm0, 1856(%rsp)
	leaq	-795284382(%r14,%rax), %r13
	movq	%r13, 3904(%rsp)
	vpbroadcastq	%r13, %zmm0
	vmovdqu64	%zmm0, 4544(%rsp)
	leaq	1013904242(%r14), %r13
	movq	%r13, 752(%rsp)
	vpbroadcastq	%r13, %zmm19
	movq	%rdi, -56(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 4416(%rsp)
	leaq	218619860(%r14,%rax), %r13
	movq	%r13, 3072(%rsp)
	vpbroadcastq	%r13, %zmm0
	vmovdqu64	%zmm0, 4352(%rsp)
	movq	%rcx, 2496(%rsp)
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 4288(%rsp)
	leaq	2027808484(%r14), %rdi
	movq	%rdi, 3008(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 1792(%rsp)
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 2816(%rsp)
	leaq	387276957(%r14), %rdi
	movq	%rdi, 2944(%rsp)
	vpbroadcastq	%rdi, %zmm21
	movq	%rsi, 3136(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 2688(%rsp)
	leaq	-408007425(%r14,%rax), %rsi
	movq	%rsi, 2880(%rsp)
	vpbroadcastq	%rsi, %zmm14
	movq	1472(%rsp), %rcx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 4224(%rsp)
	leaq	1401181199(%r14), %rsi
	movq	%rsi, 2176(%rsp)
	vpbroadcastq	%rsi, %zmm16
	movq	2368(%rsp), %rcx
	vpbroadcastq	%rcx, %zmm15
	leaq	605896817(%r14,%rax), %rcx
	movq	%rcx, 2112(%rsp)
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 1408(%rsp)
	movq	2240(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 2560(%rsp)
	leal	-1879881855(%r14), %eax
	movl	%eax, 2048(%rsp)
	vpbroadcastd	%eax, %ymm0
	vmovdqu	%ymm0, 1232(%rsp)
	movl	2304(%rsp), %eax
	vpbroadcastd	%eax, %ymm0
	vmovdqu	%ymm0, 1024(%rsp)
	movq	992(%rsp), %rsi
	vpbroadcastq	%rsi, %zmm0
	vporq	.LCPI0_0(%rip), %zmm0, %zmm0
	vmovdqu64	%zmm0, 4032(%rsp)
	movq	3584(%rsp), %rax
	movq	%rax, %rcx
	andq	%r11, %rcx
	orq	$56, %r11
	andq	%rax, %r11
	movq	%rbx, %rax
	andq	$-16, %rax
	movq	%rax, 4672(%rsp)
	movq	%rbx, %rax
	andq	$-64, %rax
	movq	%rax, 48(%rsp)
	movq	%rbx, %rax
	andq	$-8, %rax
	movq	%rax, 328(%rsp)
	movq	%r9, 64(%rsp)
	subq	%rsi, %r9
	movq	%r9, 216(%rsp)
	movq	%rdx, %rax
	andq	$-512, %rax
	leaq	(%rax,%rbx,4), %rax
	addq	%r10, %rax
	movq	%rax, 208(%rsp)
	movq	-112(%rsp), %rax
	imulq	-48(%rsp), %rax
	movq	%rax, 4096(%rsp)
	movq	128(%rsp), %r9
	leaq	(,%r9,4), %rax
	movq	%rax, 312(%rsp)
	movq	-72(%rsp), %rax
	leaq	(%rax,%r9,4), %rsi
	leaq	192(%rax,%r9,4), %rdi
	leaq	(%rbp,%r9,4), %r9
	vpbroadcastq	.LCPI0_1(%rip), %zmm24
	vbroadcastss	.LCPI0_11(%rip), %zmm20
	movq	-40(%rsp), %r14
	leaq	1(%r14), %rax
	movq	%rax, 4160(%rsp)
	leaq	2(%r14), %rax
	movq	%rax, 256(%rsp)
	leaq	(%r10,%rbx,8), %rax
	movq	%rax, 304(%rsp)
	movq	%rcx, 248(%rsp)
	leaq	(%rcx,%rcx), %rax
	movq	%rax, 336(%rsp)
	movq	%r11, 976(%rsp)
	leaq	(%r11,%r11), %rax
	movq	%rax, 72(%rsp)
	movq	752(%rsp), %r11
	leaq	(%r10,%rbx,4), %rax
	addq	$384, %rax
	movq	%rax, 264(%rsp)
	xorl	%ecx, %ecx
	movq	%rsi, 3712(%rsp)
	movq	%rsi, -80(%rsp)
	vpbroadcastq	.LCPI0_4(%rip), %zmm28
	vpbroadcastq	.LCPI0_5(%rip), %zmm29
	vpbroadcastd	%xmm7, %zmm18
	movq	%r15, -32(%rsp)
	movq	%r12, 2432(%rsp)
	movq	%rdx, 32(%rsp)
	movq	%r8, 376(%rsp)
	vmovdqu64	%zmm19, 4480(%rsp)
	vmovdqu64	%zmm21, 2752(%rsp)
	vmovdqu64	%zmm14, 2624(%rsp)
	vmovdqu64	%zmm16, 3840(%rsp)
	vmovdqu64	%zmm15, 3520(%rsp)
	vmovdqu64	%zmm18, 4608(%rsp)
	jmp	.LBB0_28
	.p2align	4
.LBB0_84:
	movq	-112(%rsp), %rax
	incq	%rax
	movq	320(%rsp), %rcx
	incq	%rcx
	movq	-48(%rsp), %rdx
	addq	%rdx, 4096(%rsp)
	movq	32(%rsp), %rdx
	addq	%rdx, %rdi
	addq	%rdx, -80(%rsp)
	addq	%rdx, %r9
	movq	%rax, -112(%rsp)
	cmpq	56(%rsp), %rax
	movq	752(%rsp), %r11
	je	.LBB0_85
.LBB0_28:
	movq	%r9, 112(%rsp)
	movq	%rdi, (%rsp)
	movq	%r11, %rsi
	movq	192(%rsp), %r11
	imulq	%rcx, %r11
	movq	%rdx, %rax
	movq	%rcx, 320(%rsp)
	imulq	%rcx, %rax
	movq	312(%rsp), %rcx
	addq	%rax, %rcx
	movq	-72(%rsp), %rdx
	leaq	(%rdx,%rcx), %rdi
	movq	%rdi, 128(%rsp)
	addq	200(%rsp), %rax
	leaq	(%rdx,%rax), %rbx
	addq	%rbp, %rcx
	addq	%rbp, %rax
	movq	-112(%rsp), %r9
	movq	%r9, %r8
	movq	-120(%rsp), %r14
	imulq	%r14, %r8
	imulq	-48(%rsp), %r9
	movq	-16(%rsp), %rdi
	leaq	(%r9,%rdi), %r13
	movl	$3449720151, %edx
	movl	%r13d, %r12d
	addq	$78811644, %rdx
	movq	%rdx, 3200(%rsp)
	imulq	%rdx, %r12
	xorq	-104(%rsp), %r13
	xorq	%r12, %r13
	shrq	$32, %r13
	movl	$3449720151, %edx
	imulq	%rdx, %r13
	movq	%r13, %rdx
	shrq	$32, %rdx
	xorq	3904(%rsp), %rdx
	movq	%rdx, 352(%rsp)
	xorq	104(%rsp), %r12
	movq	%r12, 224(%rsp)
	xorq	%rsi, %r13
	movq	%r13, 360(%rsp)
	addq	%r10, %r11
	movq	%r11, 3776(%rsp)
	movq	128(%rsp), %rsi
	cmpq	%rax, %rsi
	setb	%r10b
	cmpq	%rbx, %rcx
	setb	%r11b
	andb	%r10b, %r11b
	cmpq	304(%rsp), %rsi
	setb	%r10b
	cmpq	%rbx, %r15
	setb	%dl
	andb	%r10b, %dl
	movq	-96(%rsp), %r10
	orb	%r11b, %dl
	movb	%dl, 96(%rsp)
	cmpq	%rax, %rsi
	setb	%al
	cmpq	%rbx, %rcx
	movq	-72(%rsp), %rcx
	leaq	(%rcx,%r8,4), %rcx
	movq	%rcx, -24(%rsp)
	leaq	(%rbp,%r8,4), %rcx
	movq	%rcx, 232(%rsp)
	vpbroadcastq	%r9, %zmm17
	vpaddq	%zmm24, %zmm17, %zmm23
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm17, %zmm0
	vmovdqu64	%zmm0, 3648(%rsp)
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm17, %zmm0
	vmovdqu64	%zmm0, 1728(%rsp)
	setb	%cl
	andb	%al, %cl
	movb	%cl, 240(%rsp)
	movq	$0, 120(%rsp)
	vmovss	16(%rsp), %xmm31
	vmovdqu64	%zmm17, 1920(%rsp)
	vmovdqu64	%zmm23, 1984(%rsp)
	jmp	.LBB0_29
	.p2align	4
.LBB0_83:
	vmulss	24(%rsp), %xmm31, %xmm31
	movq	120(%rsp), %rcx
	incq	%rcx
	movq	%rcx, 120(%rsp)
	cmpq	40(%rsp), %rcx
	je	.LBB0_84
.LBB0_29:
	vmovss	28(%rsp), %xmm0
	cmpl	$0, 20(%rsp)
	jne	.LBB0_30
	vmovaps	%xmm0, 448(%rsp)
	cmpl	$0, -84(%rsp)
	je	.LBB0_32
.LBB0_106:
	movq	344(%rsp), %rax
	movq	120(%rsp), %rcx
	leaq	(%rcx,%rax), %r12
	movq	%r12, %rcx
	shrq	$32, %rcx
	movl	$3449720151, %edi
	imulq	%rdi, %rcx
	movq	%rcx, %rdx
	shrq	$32, %rdx
	movq	%r12, 280(%rsp)
	movq	-104(%rsp), %rbx
	xorl	%ebx, %r12d
	movq	%rdx, 368(%rsp)
	xorl	%edx, %r12d
	movq	3200(%rsp), %r11
	imulq	%r11, %r12
	movq	%r12, %r10
	shrq	$32, %r10
	xorq	104(%rsp), %r10
	cmpb	$0, 272(%rsp)
	vmovss	%xmm31, -60(%rsp)
	movq	%rcx, -8(%rsp)
	je	.LBB0_108
	xorl	%ecx, %ecx
	movq	752(%rsp), %r9
.LBB0_115:
	movq	-8(%rsp), %rdx
	xorq	3904(%rsp), %rdx
	xorq	-56(%rsp), %r12
	movq	-16(%rsp), %rsi
	subq	%rcx, %rsi
	movq	4096(%rsp), %rax
	leaq	(%rax,%rcx), %r14
	shlq	$4, %rcx
	addq	88(%rsp), %rcx
	.p2align	4
.LBB0_46:
	movl	%r14d, %r15d
	imulq	%r11, %r15
	movq	%r14, %rbp
	xorq	%rbx, %rbp
	xorq	%r15, %rbp
	shrq	$32, %rbp
	imulq	%rdi, %rbp
	movq	%rbp, %r8
	shrq	$32, %r8
	xorl	%edx, %r8d
	xorl	%r10d, %r15d
	imulq	%r11, %r8
	imulq	%rdi, %r15
	movq	%r15, %rax
	shrq	$32, %rax
	movl	%r9d, %r11d
	xorl	%eax, %r11d
	movq	%rbx, %r13
	movq	%r10, %rbx
	movq	%r8, %r10
	shrq	$32, %r10
	xorl	%r11d, %ebp
	movq	3200(%rsp), %r11
	xorl	%r12d, %r10d
	imulq	%r11, %rbp
	imulq	%rdi, %r10
	movq	%r10, %rax
	shrq	$32, %rax
	xorl	3072(%rsp), %r15d
	xorl	%eax, %r15d
	movq	%rbp, %rax
	shrq	$32, %rax
	xorl	2496(%rsp), %r8d
	xorl	%eax, %r8d
	imulq	%r11, %r15
	imulq	%rdi, %r8
	movq	%r8, %rax
	shrq	$32, %rax
	xorl	3008(%rsp), %r10d
	xorl	%eax, %r10d
	movq	%r15, %rax
	xorl	2432(%rsp), %ebp
	shrq	$32, %rax
	xorl	%eax, %ebp
	imulq	%r11, %r10
	imulq	%rdi, %rbp
	movq	%rbp, %rax
	shrq	$32, %rax
	xorl	2944(%rsp), %r8d
	xorl	%eax, %r8d
	movq	%r10, %rax
	shrq	$32, %rax
	xorl	3136(%rsp), %r15d
	xorl	%eax, %r15d
	imulq	%r11, %r8
	imulq	%rdi, %r15
	movq	%r15, %rax
	shrq	$32, %rax
	xorl	2880(%rsp), %ebp
	xorl	%eax, %ebp
	movq	%r8, %rax
	shrq	$32, %rax
	xorl	1472(%rsp), %r10d
	xorl	%eax, %r10d
	imulq	%r11, %rbp
	imulq	%rdi, %r10
	movq	%r10, %rax
	shrq	$32, %rax
	xorl	2176(%rsp), %r15d
	xorl	%eax, %r15d
	movq	%rbp, %rax
	shrq	$32, %rax
	xorl	2368(%rsp), %r8d
	xorl	%eax, %r8d
	imulq	%r11, %r15
	imulq	%rdi, %r8
	movq	%r8, %rax
	shrq	$32, %rax
	xorl	2112(%rsp), %r10d
	xorl	%eax, %r10d
	movq	%r15, %rax
	shrq	$32, %rax
	xorl	2240(%rsp), %ebp
	xorl	%eax, %ebp
	imulq	%r11, %r10
	imulq	%rdi, %rbp
	movq	%rbp, %rax
	shrq	$32, %rax
	xorl	2048(%rsp), %r8d
	xorl	%eax, %r8d
	movq	%r10, %rax
	shrq	$32, %rax
	xorl	2304(%rsp), %r15d
	xorl	%eax, %r15d
	movl	%r8d, -12(%rcx)
	movl	%ebp, -8(%rcx)
	movl	%r15d, -4(%rcx)
	movl	%r10d, (%rcx)
	movq	%rbx, %r10
	movq	%r13, %rbx
	addq	$16, %rcx
	incq	%r14
	decq	%rsi
	jne	.LBB0_46
	jmp	.LBB0_47
	.p2align	4
.LBB0_108:
	vpbroadcastq	%rcx, %zmm0
	vpxorq	4544(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 128(%rsp)
	movq	%r12, %rsi
	vpbroadcastq	%r12, %zmm0
	vpxorq	4416(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 384(%rsp)
	vpbroadcastq	%r10, %zmm24
	movq	264(%rsp), %rbp
	movq	992(%rsp), %rdx
	vmovdqa64	.LCPI0_0(%rip), %zmm9
	vmovdqu64	4224(%rsp), %zmm25
	vmovdqu64	3840(%rsp), %zmm26
	vmovdqu64	3520(%rsp), %zmm27
	vmovdqa64	.LCPI0_6(%rip), %zmm7
	vmovdqu64	1856(%rsp), %zmm14
	vmovdqu64	4480(%rsp), %zmm6
	vmovdqu64	4352(%rsp), %zmm31
	vmovdqu64	4288(%rsp), %zmm30
	vmovdqa64	.LCPI0_7(%rip), %zmm8
	.p2align	4
.LBB0_109:
	vpaddq	1920(%rsp), %zmm9, %zmm0
	vpaddq	1984(%rsp), %zmm9, %zmm1
	vpaddq	3648(%rsp), %zmm9, %zmm2
	vpaddq	1728(%rsp), %zmm9, %zmm3
	vpmuludq	%zmm28, %zmm0, %zmm4
	vpmuludq	%zmm28, %zmm1, %zmm5
	vpmuludq	%zmm28, %zmm2, %zmm10
	vpmuludq	%zmm28, %zmm3, %zmm11
	vpternlogq	$150, %zmm14, %zmm4, %zmm0
	vpternlogq	$150, %zmm14, %zmm5, %zmm1
	vpternlogq	$150, %zmm14, %zmm10, %zmm2
	vpternlogq	$150, %zmm14, %zmm11, %zmm3
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm29, %zmm0, %zmm0
	vpmuludq	%zmm29, %zmm1, %zmm1
	vpmuludq	%zmm29, %zmm2, %zmm12
	vpmuludq	%zmm29, %zmm3, %zmm13
	vpsrlq	$32, %zmm0, %zmm2
	vpsrlq	$32, %zmm1, %zmm3
	vpsrlq	$32, %zmm12, %zmm14
	vpsrlq	$32, %zmm13, %zmm15
	vmovdqu64	128(%rsp), %zmm16
	vpxorq	%zmm16, %zmm2, %zmm2
	vpxorq	%zmm16, %zmm3, %zmm3
	vpxorq	%zmm16, %zmm14, %zmm14
	vpxorq	%zmm4, %zmm24, %zmm4
	vpxorq	%zmm5, %zmm24, %zmm5
	vpxorq	%zmm10, %zmm24, %zmm10
	vpxorq	%zmm16, %zmm15, %zmm15
	vpxorq	%zmm11, %zmm24, %zmm11
	vpmuludq	%zmm28, %zmm2, %zmm16
	vpmuludq	%zmm28, %zmm3, %zmm17
	vpmuludq	%zmm28, %zmm14, %zmm3
	vpmuludq	%zmm28, %zmm15, %zmm2
	vpsrlq	$32, %zmm16, %zmm14
	vpsrlq	$32, %zmm17, %zmm15
	vpmuludq	%zmm29, %zmm4, %zmm18
	vpmuludq	%zmm29, %zmm5, %zmm5
	vpmuludq	%zmm29, %zmm10, %zmm19
	vpmuludq	%zmm29, %zmm11, %zmm11
	vpsrlq	$32, %zmm3, %zmm4
	vpsrlq	$32, %zmm18, %zmm10
	vpsrlq	$32, %zmm5, %zmm20
	vpternlogq	$150, %zmm6, %zmm0, %zmm10
	vpsrlq	$32, %zmm19, %zmm0
	vpternlogq	$150, %zmm6, %zmm1, %zmm20
	vpsrlq	$32, %zmm2, %zmm1
	vpternlogq	$150, %zmm6, %zmm12, %zmm0
	vpsrlq	$32, %zmm11, %zmm12
	vpternlogq	$150, %zmm6, %zmm13, %zmm12
	vmovdqu64	384(%rsp), %zmm21
	vpxorq	%zmm21, %zmm14, %zmm13
	vpxorq	%zmm21, %zmm15, %zmm14
	vpxorq	%zmm21, %zmm4, %zmm15
	vpxorq	%zmm21, %zmm1, %zmm21
	vpmuludq	%zmm28, %zmm10, %zmm10
	vpmuludq	%zmm28, %zmm20, %zmm4
	vpmuludq	%zmm28, %zmm0, %zmm1
	vpmuludq	%zmm28, %zmm12, %zmm0
	vpmuludq	%zmm29, %zmm13, %zmm13
	vpmuludq	%zmm29, %zmm14, %zmm14
	vpmuludq	%zmm29, %zmm15, %zmm15
	vpmuludq	%zmm29, %zmm21, %zmm20
	vpsrlq	$32, %zmm13, %zmm12
	vpternlogq	$150, %zmm18, %zmm31, %zmm12
	vpsrlq	$32, %zmm14, %zmm18
	vpternlogq	$150, %zmm5, %zmm31, %zmm18
	vpsrlq	$32, %zmm15, %zmm21
	vpternlogq	$150, %zmm19, %zmm31, %zmm21
	vpsrlq	$32, %zmm20, %zmm19
	vpternlogq	$150, %zmm11, %zmm31, %zmm19
	vpsrlq	$32, %zmm10, %zmm22
	vpternlogq	$150, %zmm30, %zmm16, %zmm22
	vpsrlq	$32, %zmm4, %zmm16
	vpternlogq	$150, %zmm30, %zmm17, %zmm16
	vpsrlq	$32, %zmm1, %zmm17
	vpternlogq	$150, %zmm30, %zmm3, %zmm17
	vpsrlq	$32, %zmm0, %zmm3
	vpternlogq	$150, %zmm30, %zmm2, %zmm3
	vpmuludq	%zmm28, %zmm12, %zmm11
	vpmuludq	%zmm28, %zmm18, %zmm5
	vpmuludq	%zmm28, %zmm21, %zmm2
	vpmuludq	%zmm29, %zmm22, %zmm18
	vpmuludq	%zmm28, %zmm19, %zmm12
	vpmuludq	%zmm29, %zmm16, %zmm16
	vpmuludq	%zmm29, %zmm17, %zmm17
	vpmuludq	%zmm29, %zmm3, %zmm3
	vpsrlq	$32, %zmm18, %zmm19
	vmovdqu64	1792(%rsp), %zmm22
	vpternlogq	$150, %zmm22, %zmm13, %zmm19
	vpsrlq	$32, %zmm16, %zmm21
	vpternlogq	$150, %zmm22, %zmm14, %zmm21
	vpsrlq	$32, %zmm17, %zmm14
	vpternlogq	$150, %zmm22, %zmm15, %zmm14
	vpsrlq	$32, %zmm3, %zmm15
	vpternlogq	$150, %zmm22, %zmm20, %zmm15
	vpsrlq	$32, %zmm11, %zmm20
	vmovdqu64	2816(%rsp), %zmm13
	vpternlogq	$150, %zmm10, %zmm13, %zmm20
	vpsrlq	$32, %zmm5, %zmm22
	vpternlogq	$150, %zmm4, %zmm13, %zmm22
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm1, %zmm13, %zmm4
	vpsrlq	$32, %zmm12, %zmm23
	vpternlogq	$150, %zmm0, %zmm13, %zmm23
	vpmuludq	%zmm28, %zmm19, %zmm13
	vpmuludq	%zmm28, %zmm21, %zmm10
	vpmuludq	%zmm28, %zmm14, %zmm1
	vpmuludq	%zmm28, %zmm15, %zmm0
	vpmuludq	%zmm29, %zmm20, %zmm19
	vpmuludq	%zmm29, %zmm22, %zmm20
	vpmuludq	%zmm29, %zmm4, %zmm21
	vpmuludq	%zmm29, %zmm23, %zmm22
	vpsrlq	$32, %zmm19, %zmm4
	vmovdqu64	2752(%rsp), %zmm14
	vpternlogq	$150, %zmm18, %zmm14, %zmm4
	vpsrlq	$32, %zmm20, %zmm15
	vpternlogq	$150, %zmm16, %zmm14, %zmm15
	vpsrlq	$32, %zmm21, %zmm16
	vpternlogq	$150, %zmm17, %zmm14, %zmm16
	vpsrlq	$32, %zmm22, %zmm17
	vpternlogq	$150, %zmm3, %zmm14, %zmm17
	vpsrlq	$32, %zmm13, %zmm3
	vmovdqu64	2688(%rsp), %zmm14
	vpternlogq	$150, %zmm14, %zmm11, %zmm3
	vpsrlq	$32, %zmm10, %zmm11
	vpternlogq	$150, %zmm14, %zmm5, %zmm11
	vpsrlq	$32, %zmm1, %zmm18
	vpternlogq	$150, %zmm14, %zmm2, %zmm18
	vpsrlq	$32, %zmm0, %zmm2
	vpternlogq	$150, %zmm14, %zmm12, %zmm2
	vpmuludq	%zmm28, %zmm4, %zmm14
	vpmuludq	%zmm28, %zmm15, %zmm5
	vpmuludq	%zmm28, %zmm16, %zmm4
	vpmuludq	%zmm29, %zmm3, %zmm3
	vpmuludq	%zmm28, %zmm17, %zmm15
	vpmuludq	%zmm29, %zmm11, %zmm16
	vpmuludq	%zmm29, %zmm18, %zmm17
	vpmuludq	%zmm29, %zmm2, %zmm18
	vpsrlq	$32, %zmm3, %zmm2
	vmovdqu64	2624(%rsp), %zmm12
	vpternlogq	$150, %zmm12, %zmm19, %zmm2
	vpsrlq	$32, %zmm16, %zmm11
	vpternlogq	$150, %zmm12, %zmm20, %zmm11
	vpsrlq	$32, %zmm17, %zmm19
	vpternlogq	$150, %zmm12, %zmm21, %zmm19
	vpsrlq	$32, %zmm18, %zmm20
	vpternlogq	$150, %zmm12, %zmm22, %zmm20
	vpsrlq	$32, %zmm14, %zmm21
	vpternlogq	$150, %zmm13, %zmm25, %zmm21
	vpsrlq	$32, %zmm5, %zmm22
	vpternlogq	$150, %zmm10, %zmm25, %zmm22
	vpsrlq	$32, %zmm4, %zmm10
	vpternlogq	$150, %zmm1, %zmm25, %zmm10
	vpsrlq	$32, %zmm15, %zmm1
	vpternlogq	$150, %zmm0, %zmm25, %zmm1
	vpmuludq	%zmm28, %zmm2, %zmm13
	vpmuludq	%zmm28, %zmm11, %zmm12
	vpmuludq	%zmm28, %zmm19, %zmm11
	vpmuludq	%zmm28, %zmm20, %zmm2
	vpmuludq	%zmm29, %zmm21, %zmm19
	vpmuludq	%zmm29, %zmm22, %zmm20
	vpmuludq	%zmm29, %zmm10, %zmm21
	vpmuludq	%zmm29, %zmm1, %zmm22
	vpsrlq	$32, %zmm19, %zmm0
	vpternlogq	$150, %zmm3, %zmm26, %zmm0
	vpsrlq	$32, %zmm20, %zmm1
	vpternlogq	$150, %zmm16, %zmm26, %zmm1
	vpsrlq	$32, %zmm21, %zmm3
	vpternlogq	$150, %zmm17, %zmm26, %zmm3
	vpsrlq	$32, %zmm22, %zmm16
	vpternlogq	$150, %zmm18, %zmm26, %zmm16
	vpsrlq	$32, %zmm13, %zmm17
	vpternlogq	$150, %zmm27, %zmm14, %zmm17
	vpsrlq	$32, %zmm12, %zmm14
	vpternlogq	$150, %zmm27, %zmm5, %zmm14
	vpsrlq	$32, %zmm11, %zmm18
	vpternlogq	$150, %zmm27, %zmm4, %zmm18
	vpsrlq	$32, %zmm2, %zmm23
	vpternlogq	$150, %zmm27, %zmm15, %zmm23
	vpmuludq	%zmm28, %zmm0, %zmm10
	vpmuludq	%zmm28, %zmm1, %zmm5
	vpmuludq	%zmm28, %zmm3, %zmm4
	vpmuludq	%zmm29, %zmm17, %zmm3
	vpmuludq	%zmm28, %zmm16, %zmm0
	vpmuludq	%zmm29, %zmm14, %zmm15
	vpmuludq	%zmm29, %zmm18, %zmm16
	vpmuludq	%zmm29, %zmm23, %zmm14
	vmovdqu64	1408(%rsp), %zmm23
	vpsrlq	$32, %zmm3, %zmm17
	vpternlogq	$150, %zmm23, %zmm19, %zmm17
	vpsrlq	$32, %zmm15, %zmm18
	vpternlogq	$150, %zmm23, %zmm20, %zmm18
	vpsrlq	$32, %zmm16, %zmm19
	vpternlogq	$150, %zmm23, %zmm21, %zmm19
	vpsrlq	$32, %zmm14, %zmm1
	vpternlogq	$150, %zmm23, %zmm22, %zmm1
	vmovdqu64	2560(%rsp), %zmm22
	vpsrlq	$32, %zmm10, %zmm20
	vpternlogq	$150, %zmm13, %zmm22, %zmm20
	vpsrlq	$32, %zmm5, %zmm13
	vpternlogq	$150, %zmm12, %zmm22, %zmm13
	vpsrlq	$32, %zmm4, %zmm21
	vpternlogq	$150, %zmm11, %zmm22, %zmm21
	vpsrlq	$32, %zmm0, %zmm11
	vpternlogq	$150, %zmm2, %zmm22, %zmm11
	vpmuludq	%zmm28, %zmm17, %zmm17
	vpmuludq	%zmm28, %zmm18, %zmm12
	vpmuludq	%zmm28, %zmm19, %zmm2
	vpmuludq	%zmm29, %zmm20, %zmm18
	vpmuludq	%zmm29, %zmm13, %zmm19
	vpmuludq	%zmm29, %zmm21, %zmm13
	vmovdqu64	1024(%rsp), %ymm21
	vpsrlq	$32, %zmm18, %zmm20
	vpxorq	%zmm3, %zmm20, %zmm20
	vpsrlq	$32, %zmm19, %zmm3
	vpxorq	%zmm15, %zmm3, %zmm15
	vpsrlq	$32, %zmm13, %zmm3
	vpxorq	%zmm16, %zmm3, %zmm16
	vpsrlq	$32, %zmm17, %zmm3
	vpmuludq	%zmm29, %zmm11, %zmm11
	vpxorq	%zmm10, %zmm3, %zmm10
	vpsrlq	$32, %zmm11, %zmm3
	vpxorq	%zmm14, %zmm3, %zmm3
	vpsrlq	$32, %zmm12, %zmm14
	vpxorq	%zmm5, %zmm14, %zmm5
	vpsrlq	$32, %zmm2, %zmm14
	vpxorq	%zmm4, %zmm14, %zmm4
	vpmovqd	%zmm17, %ymm14
	vpmovqd	%zmm10, %ymm10
	vpxord	%ymm10, %ymm21, %ymm10
	vinserti64x4	$1, %ymm14, %zmm10, %zmm10
	vpmovqd	%zmm18, %ymm14
	vmovdqu64	1232(%rsp), %ymm18
	vpmovqd	%zmm20, %ymm17
	vpxord	%ymm17, %ymm18, %ymm17
	vinserti64x4	$1, %ymm14, %zmm17, %zmm14
	vmovdqa64	%zmm14, %zmm17
	vpermt2d	%zmm10, %zmm7, %zmm17
	vpermt2d	%zmm10, %zmm8, %zmm14
	vmovdqu64	%zmm14, -320(%rbp)
	vmovdqu64	%zmm17, -384(%rbp)
	vpmovqd	%zmm19, %ymm10
	vpmovqd	%zmm15, %ymm14
	vpxord	%ymm14, %ymm18, %ymm14
	vinserti64x4	$1, %ymm10, %zmm14, %zmm10
	vmovdqu64	1856(%rsp), %zmm14
	vpmovqd	%zmm12, %ymm12
	vpmovqd	%zmm5, %ymm5
	vpxord	%ymm5, %ymm21, %ymm5
	vinserti64x4	$1, %ymm12, %zmm5, %zmm5
	vmovdqa64	%zmm10, %zmm12
	vpermt2d	%zmm5, %zmm7, %zmm12
	vpermt2d	%zmm5, %zmm8, %zmm10
	vmovdqu64	%zmm10, -192(%rbp)
	vpmovqd	%zmm13, %ymm5
	vpmovqd	%zmm16, %ymm10
	vpxord	%ymm10, %ymm18, %ymm10
	vinserti64x4	$1, %ymm5, %zmm10, %zmm5
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm4, %ymm4
	vpxord	%ymm4, %ymm21, %ymm4
	vinserti64x4	$1, %ymm2, %zmm4, %zmm2
	vmovdqa64	%zmm5, %zmm4
	vpermt2d	%zmm2, %zmm7, %zmm4
	vpermt2d	%zmm2, %zmm8, %zmm5
	vmovdqu64	%zmm12, -256(%rbp)
	vmovdqu64	%zmm5, -64(%rbp)
	vpmuludq	%zmm28, %zmm1, %zmm1
	vmovdqu64	%zmm4, -128(%rbp)
	vpsrlq	$32, %zmm1, %zmm2
	vpxorq	%zmm0, %zmm2, %zmm0
	vpmovqd	%zmm11, %ymm2
	vpmovqd	%zmm3, %ymm3
	vpxord	%ymm3, %ymm18, %ymm3
	vinserti64x4	$1, %ymm2, %zmm3, %zmm2
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm0, %ymm0
	vpxord	%ymm0, %ymm21, %ymm0
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vmovdqa64	%zmm2, %zmm1
	vpermt2d	%zmm0, %zmm8, %zmm2
	vmovdqu64	%zmm2, 64(%rbp)
	vpermt2d	%zmm0, %zmm7, %zmm1
	vmovdqu64	%zmm1, (%rbp)
	vpaddq	.LCPI0_8(%rip){1to8}, %zmm9, %zmm9
	addq	$512, %rbp
	addq	$-32, %rdx
	jne	.LBB0_109
	movq	992(%rsp), %rax
	cmpq	%rax, -16(%rsp)
	movq	-104(%rsp), %rbx
	movq	752(%rsp), %r9
	vbroadcastss	.LCPI0_11(%rip), %zmm20
	vmovdqu64	2624(%rsp), %zmm16
	vmovdqu64	1920(%rsp), %zmm17
	vmovdqu64	1792(%rsp), %zmm12
	vmovdqu64	2816(%rsp), %zmm8
	vmovdqu64	2752(%rsp), %zmm13
	vmovdqu64	2688(%rsp), %zmm10
	je	.LBB0_47
	movq	%rsi, %r12
	movq	992(%rsp), %rcx
	testb	$96, -120(%rsp)
	je	.LBB0_115
	vmovdqa64	%zmm25, %zmm11
	vmovdqa64	%zmm26, %zmm25
	vmovdqa64	%zmm27, %zmm15
	movq	3904(%rsp), %rax
	xorl	-8(%rsp), %eax
	vpbroadcastq	%rax, %zmm0
	movq	-56(%rsp), %rax
	xorl	%r12d, %eax
	vpbroadcastq	%rax, %zmm1
	movq	208(%rsp), %rcx
	movq	216(%rsp), %rdx
	vmovdqu64	4032(%rsp), %zmm2
	vmovdqa64	%zmm7, %zmm27
	vmovdqa64	.LCPI0_7(%rip), %zmm26
	vmovdqa64	%zmm15, %zmm19
	vmovdqa64	%zmm10, %zmm15
	vmovdqa64	%zmm6, %zmm10
	vmovdqa64	%zmm17, %zmm6
	vmovdqa64	%zmm24, %zmm17
	vmovdqa64	%zmm16, %zmm24
	vmovdqa64	%zmm11, %zmm16
	vmovdqa64	%zmm30, %zmm11
	vmovdqa64	%zmm31, %zmm30
	vmovdqa64	%zmm8, %zmm31
	.p2align	4
.LBB0_113:
	vpaddq	%zmm6, %zmm2, %zmm3
	vpmuludq	%zmm28, %zmm3, %zmm4
	vpternlogq	$150, %zmm14, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm29, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm5, %zmm0, %zmm5
	vpxorq	%zmm4, %zmm17, %zmm4
	vpmuludq	%zmm28, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm7
	vpmuludq	%zmm29, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm8
	vpxorq	%zmm7, %zmm1, %zmm7
	vpternlogq	$150, %zmm10, %zmm3, %zmm8
	vpmuludq	%zmm28, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm8
	vpmuludq	%zmm29, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm9
	vpternlogq	$150, %zmm4, %zmm30, %zmm9
	vpternlogq	$150, %zmm11, %zmm5, %zmm8
	vpmuludq	%zmm28, %zmm9, %zmm4
	vpsrlq	$32, %zmm4, %zmm5
	vpmuludq	%zmm29, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm9
	vpternlogq	$150, %zmm12, %zmm7, %zmm9
	vpternlogq	$150, %zmm3, %zmm31, %zmm5
	vpmuludq	%zmm28, %zmm9, %zmm3
	vpsrlq	$32, %zmm3, %zmm7
	vpmuludq	%zmm29, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm9
	vpternlogq	$150, %zmm8, %zmm13, %zmm9
	vpternlogq	$150, %zmm15, %zmm4, %zmm7
	vpmuludq	%zmm28, %zmm9, %zmm4
	vpsrlq	$32, %zmm4, %zmm8
	vpmuludq	%zmm29, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm9
	vpternlogq	$150, %zmm24, %zmm5, %zmm9
	vpternlogq	$150, %zmm3, %zmm16, %zmm8
	vpmuludq	%zmm28, %zmm9, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpmuludq	%zmm29, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm9
	vpternlogq	$150, %zmm7, %zmm25, %zmm9
	vpternlogq	$150, %zmm19, %zmm4, %zmm5
	vpmuludq	%zmm28, %zmm9, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpmuludq	%zmm29, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm9
	vpternlogq	$150, %zmm23, %zmm8, %zmm9
	vpternlogq	$150, %zmm3, %zmm22, %zmm7
	vpmuludq	%zmm28, %zmm9, %zmm3
	vpsrlq	$32, %zmm3, %zmm8
	vpmuludq	%zmm29, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm9
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm7, %ymm7
	vpxorq	%zmm5, %zmm9, %zmm5
	vpmovqd	%zmm5, %ymm5
	vpxorq	%zmm4, %zmm8, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpxord	%ymm5, %ymm18, %ymm5
	vpxord	%ymm4, %ymm21, %ymm4
	vinserti64x4	$1, %ymm7, %zmm5, %zmm5
	vinserti64x4	$1, %ymm3, %zmm4, %zmm3
	vmovdqa64	%zmm5, %zmm4
	vpermt2d	%zmm3, %zmm26, %zmm5
	vmovdqu64	%zmm5, 64(%rcx)
	vpermt2d	%zmm3, %zmm27, %zmm4
	vmovdqu64	%zmm4, (%rcx)
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm2, %zmm2
	subq	$-128, %rcx
	addq	$-8, %rdx
	jne	.LBB0_113
	movq	64(%rsp), %rax
	movq	%rax, %rcx
	cmpq	%rax, -16(%rsp)
	movq	-104(%rsp), %rbx
	movq	752(%rsp), %r9
	movq	%rsi, %r12
	jne	.LBB0_115
	.p2align	4
.LBB0_47:
	cmpb	$0, 4736(%rsp)
	je	.LBB0_49
	xorl	%ecx, %ecx
	movq	-120(%rsp), %r14
	movq	-96(%rsp), %r10
	movq	-32(%rsp), %rdi
	movq	-40(%rsp), %r11
	movq	2496(%rsp), %rbx
	movq	1472(%rsp), %r15
	movq	2432(%rsp), %r12
	vmovss	.LCPI0_11(%rip), %xmm20
	vmovss	.LCPI0_22(%rip), %xmm26
	vmovss	.LCPI0_23(%rip), %xmm25
	vmovss	.LCPI0_24(%rip), %xmm19
	vmovss	.LCPI0_25(%rip), %xmm27
	vmovsd	.LCPI0_26(%rip), %xmm14
	vmovsd	.LCPI0_27(%rip), %xmm15
	vmovsd	.LCPI0_28(%rip), %xmm16
	vmovsd	.LCPI0_29(%rip), %xmm17
	vmovsd	.LCPI0_30(%rip), %xmm10
	vmovsd	.LCPI0_31(%rip), %xmm11
	vmovsd	.LCPI0_46(%rip), %xmm7
	vmovsd	.LCPI0_35(%rip), %xmm13
	vmovsd	.LCPI0_32(%rip), %xmm8
	vmovsd	.LCPI0_36(%rip), %xmm9
	vmovsd	.LCPI0_33(%rip), %xmm24
	vmovsd	.LCPI0_37(%rip), %xmm6
	vmovsd	.LCPI0_47(%rip), %xmm12
	vmovsd	.LCPI0_39(%rip), %xmm23
	.p2align	4
.LBB0_56:
	movl	(%rdi,%rcx,4), %eax
	shrl	$9, %eax
	vpxord	%xmm28, %xmm28, %xmm28
	vcvtsi2ss	%eax, %xmm28, %xmm0
	movl	4(%rdi,%rcx,4), %eax
	vaddss	%xmm20, %xmm0, %xmm0
	vmovss	.LCPI0_12(%rip), %xmm2
	vmulss	%xmm2, %xmm0, %xmm0
	shrl	$9, %eax
	vpxord	%xmm28, %xmm28, %xmm28
	vcvtsi2ss	%eax, %xmm28, %xmm1
	vaddss	%xmm20, %xmm1, %xmm1
	vmulss	%xmm2, %xmm1, %xmm1
	vmovd	%xmm0, %eax
	addl	$4913933, %eax
	movl	%eax, %edx
	shrl	$23, %edx
	addl	$-127, %edx
	andl	$8388607, %eax
	addl	$1060439283, %eax
	vmovd	%eax, %xmm0
	vaddss	.LCPI0_17(%rip), %xmm0, %xmm0
	vaddss	.LCPI0_18(%rip), %xmm0, %xmm2
	vdivss	%xmm2, %xmm0, %xmm2
	vmulss	%xmm2, %xmm2, %xmm3
	vmulss	%xmm3, %xmm3, %xmm4
	vmulss	.LCPI0_19(%rip), %xmm4, %xmm5
	vaddss	.LCPI0_20(%rip), %xmm5, %xmm5
	vmulss	%xmm5, %xmm4, %xmm5
	vmulss	.LCPI0_21(%rip), %xmm4, %xmm4
	vaddss	%xmm26, %xmm4, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vaddss	%xmm5, %xmm3, %xmm3
	vmulss	%xmm20, %xmm0, %xmm4
	vcvtsi2ss	%edx, %xmm28, %xmm5
	vmulss	%xmm4, %xmm0, %xmm4
	vaddss	%xmm3, %xmm4, %xmm3
	vmulss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm25, %xmm5, %xmm3
	vaddss	%xmm2, %xmm3, %xmm2
	vsubss	%xmm4, %xmm2, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vmulss	%xmm19, %xmm5, %xmm2
	vaddss	%xmm0, %xmm2, %xmm0
	vmulss	%xmm27, %xmm0, %xmm0
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vsqrtss	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm1, %xmm14, %xmm1
	vaddsd	%xmm1, %xmm15, %xmm2
	vaddsd	%xmm16, %xmm2, %xmm3
	vsubsd	%xmm3, %xmm1, %xmm1
	vmovq	%xmm2, %rax
	testb	$2, %al
	sete	%dl
	vmulsd	%xmm17, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm1, %xmm2
	vmulsd	%xmm2, %xmm10, %xmm3
	vaddsd	%xmm3, %xmm11, %xmm3
	vmulsd	%xmm7, %xmm2, %xmm4
	vaddsd	%xmm4, %xmm13, %xmm4
	vmulsd	%xmm3, %xmm2, %xmm3
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm3, %xmm8, %xmm3
	vaddsd	%xmm4, %xmm9, %xmm4
	vmulsd	%xmm3, %xmm2, %xmm3
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm24, %xmm3, %xmm3
	vaddsd	%xmm6, %xmm4, %xmm4
	vmulsd	%xmm2, %xmm1, %xmm5
	vmulsd	%xmm3, %xmm5, %xmm3
	vmulsd	%xmm2, %xmm2, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vmulsd	%xmm2, %xmm12, %xmm2
	vaddsd	%xmm23, %xmm2, %xmm2
	vaddsd	%xmm3, %xmm1, %xmm1
	vaddsd	%xmm4, %xmm2, %xmm2
	vmovddup	.LCPI0_40(%rip), %xmm3
	vxorpd	%xmm3, %xmm1, %xmm4
	vxorpd	%xmm3, %xmm2, %xmm3
	kmovd	%edx, %k1
	vmovapd	%xmm4, %xmm5
	vmovsd	%xmm1, %xmm5, %xmm5 {%k1}
	vmovsd	%xmm2, %xmm3, %xmm3 {%k1}
	vmovsd	%xmm4, %xmm1, %xmm1 {%k1}
	kmovd	%eax, %k1
	vmovsd	%xmm3, %xmm5, %xmm5 {%k1}
	vmovsd	%xmm1, %xmm3, %xmm3 {%k1}
	vunpcklpd	%xmm5, %xmm3, %xmm1
	vcvtpd2ps	%xmm1, %xmm1
	vbroadcastss	%xmm0, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vmovlps	%xmm0, (%rdi,%rcx,4)
	addq	$2, %rcx
	cmpq	%r11, %rcx
	jb	.LBB0_56
	jmp	.LBB0_41
	.p2align	4
.LBB0_49:
	xorl	%r9d, %r9d
	movq	-96(%rsp), %r10
	movq	-32(%rsp), %rdi
	movq	-40(%rsp), %r11
	movq	2496(%rsp), %rbx
	movq	1472(%rsp), %r15
	movq	2432(%rsp), %r12
	movq	248(%rsp), %rax
	movq	264(%rsp), %rcx
	.p2align	4
.LBB0_50:
	vmovdqu64	-384(%rcx,%r9,8), %zmm0
	vmovdqu64	-320(%rcx,%r9,8), %zmm3
	vmovdqu64	%zmm3, 464(%rsp)
	vmovdqu64	-256(%rcx,%r9,8), %zmm1
	vmovdqu64	-192(%rcx,%r9,8), %zmm5
	vmovdqu64	%zmm5, 560(%rsp)
	vmovdqu64	%zmm0, 128(%rsp)
	vmovdqa64	.LCPI0_10(%rip), %zmm4
	vpermt2d	%zmm3, %zmm4, %zmm0
	vmovdqu64	%zmm1, 384(%rsp)
	vpermt2d	%zmm5, %zmm4, %zmm1
	vmovdqu64	-64(%rcx,%r9,8), %zmm5
	vmovdqu64	%zmm5, 848(%rsp)
	vmovdqu64	-128(%rcx,%r9,8), %zmm2
	vmovdqu64	%zmm2, 1056(%rsp)
	vmovdqu64	64(%rcx,%r9,8), %zmm6
	vmovdqu64	%zmm6, 688(%rsp)
	vmovdqu64	(%rcx,%r9,8), %zmm3
	vpermt2d	%zmm5, %zmm4, %zmm2
	vmovdqu64	%zmm3, 912(%rsp)
	vpermt2d	%zmm6, %zmm4, %zmm3
	vpsrld	$9, %zmm0, %zmm0
	vpsrld	$9, %zmm1, %zmm1
	vpsrld	$9, %zmm2, %zmm2
	vpsrld	$9, %zmm3, %zmm3
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm3, %zmm3
	vaddps	%zmm20, %zmm0, %zmm4
	vaddps	%zmm20, %zmm1, %zmm1
	vaddps	%zmm20, %zmm2, %zmm2
	vaddps	%zmm20, %zmm3, %zmm0
	vbroadcastss	.LCPI0_12(%rip), %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm5, %zmm1, %zmm1
	vcvtps2pd	%ymm4, %zmm3
	vmovaps	%zmm5, %zmm6
	vmulps	%zmm5, %zmm2, %zmm2
	vextractf64x4	$1, %zmm4, %ymm4
	vcvtps2pd	%ymm4, %zmm4
	vcvtps2pd	%ymm1, %zmm5
	vmulps	%zmm6, %zmm0, %zmm0
	vextractf64x4	$1, %zmm1, %ymm1
	vcvtps2pd	%ymm1, %zmm1
	vcvtps2pd	%ymm2, %zmm11
	vextractf64x4	$1, %zmm2, %ymm2
	vcvtps2pd	%ymm2, %zmm2
	vcvtps2pd	%ymm0, %zmm13
	vextractf64x4	$1, %zmm0, %ymm0
	vcvtps2pd	%ymm0, %zmm0
	vbroadcastsd	.LCPI0_26(%rip), %zmm6
	vmulpd	%zmm6, %zmm4, %zmm4
	vmulpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm6, %zmm5, %zmm14
	vmulpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm6, %zmm11, %zmm11
	vmulpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm6, %zmm13, %zmm15
	vbroadcastsd	.LCPI0_27(%rip), %zmm5
	vaddpd	%zmm5, %zmm3, %zmm27
	vaddpd	%zmm5, %zmm4, %zmm28
	vaddpd	%zmm5, %zmm14, %zmm29
	vaddpd	%zmm5, %zmm1, %zmm10
	vmovupd	%zmm10, 3392(%rsp)
	vaddpd	%zmm5, %zmm11, %zmm9
	vmovupd	%zmm9, 1264(%rsp)
	vaddpd	%zmm5, %zmm2, %zmm8
	vmovupd	%zmm8, 1328(%rsp)
	vaddpd	%zmm5, %zmm15, %zmm6
	vmovupd	%zmm6, 784(%rsp)
	vaddpd	%zmm5, %zmm0, %zmm7
	vmovupd	%zmm7, 624(%rsp)
	vbroadcastsd	.LCPI0_28(%rip), %zmm5
	vaddpd	%zmm5, %zmm28, %zmm13
	vaddpd	%zmm5, %zmm27, %zmm16
	vaddpd	%zmm5, %zmm10, %zmm17
	vaddpd	%zmm5, %zmm29, %zmm18
	vaddpd	%zmm5, %zmm8, %zmm19
	vaddpd	%zmm5, %zmm9, %zmm20
	vaddpd	%zmm5, %zmm7, %zmm21
	vaddpd	%zmm5, %zmm6, %zmm22
	vsubpd	%zmm16, %zmm3, %zmm3
	vsubpd	%zmm13, %zmm4, %zmm4
	vsubpd	%zmm18, %zmm14, %zmm16
	vsubpd	%zmm17, %zmm1, %zmm18
	vsubpd	%zmm20, %zmm11, %zmm25
	vsubpd	%zmm19, %zmm2, %zmm13
	vsubpd	%zmm22, %zmm15, %zmm1
	vsubpd	%zmm21, %zmm0, %zmm11
	vbroadcastsd	.LCPI0_29(%rip), %zmm0
	vmulpd	%zmm0, %zmm4, %zmm14
	vmulpd	%zmm0, %zmm3, %zmm23
	vmulpd	%zmm0, %zmm18, %zmm15
	vmulpd	%zmm0, %zmm16, %zmm16
	vmulpd	%zmm23, %zmm23, %zmm24
	vmulpd	%zmm14, %zmm14, %zmm21
	vmulpd	%zmm16, %zmm16, %zmm12
	vmulpd	%zmm15, %zmm15, %zmm9
	vbroadcastsd	.LCPI0_30(%rip), %zmm30
	vmulpd	%zmm30, %zmm21, %zmm3
	vmulpd	%zmm30, %zmm24, %zmm18
	vmulpd	%zmm30, %zmm12, %zmm19
	vbroadcastsd	.LCPI0_31(%rip), %zmm6
	vaddpd	%zmm6, %zmm18, %zmm18
	vaddpd	%zmm6, %zmm3, %zmm3
	vaddpd	%zmm6, %zmm19, %zmm19
	vmulpd	%zmm3, %zmm21, %zmm3
	vmulpd	%zmm18, %zmm24, %zmm18
	vmulpd	%zmm19, %zmm12, %zmm19
	vbroadcastsd	.LCPI0_32(%rip), %zmm5
	vaddpd	%zmm5, %zmm18, %zmm18
	vaddpd	%zmm5, %zmm3, %zmm3
	vaddpd	%zmm5, %zmm19, %zmm19
	vmulpd	%zmm3, %zmm21, %zmm3
	vmulpd	%zmm18, %zmm24, %zmm18
	vmulpd	%zmm19, %zmm12, %zmm19
	vbroadcastsd	.LCPI0_33(%rip), %zmm4
	vaddpd	%zmm4, %zmm18, %zmm18
	vaddpd	%zmm4, %zmm3, %zmm3
	vaddpd	%zmm4, %zmm19, %zmm19
	vmulpd	%zmm24, %zmm23, %zmm20
	vmulpd	%zmm18, %zmm20, %zmm26
	vmulpd	%zmm21, %zmm14, %zmm20
	vmulpd	%zmm3, %zmm20, %zmm18
	vmulpd	%zmm12, %zmm16, %zmm20
	vmulpd	%zmm19, %zmm20, %zmm19
	vmulpd	%zmm30, %zmm9, %zmm20
	vaddpd	%zmm6, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm9, %zmm20
	vaddpd	%zmm5, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm9, %zmm20
	vaddpd	%zmm4, %zmm20, %zmm20
	vmulpd	%zmm9, %zmm15, %zmm22
	vmulpd	%zmm20, %zmm22, %zmm17
	vmulpd	%zmm0, %zmm25, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm25
	vmulpd	%zmm30, %zmm25, %zmm20
	vaddpd	%zmm6, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm25, %zmm20
	vaddpd	%zmm5, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm25, %zmm20
	vaddpd	%zmm4, %zmm20, %zmm20
	vmulpd	%zmm25, %zmm2, %zmm22
	vmulpd	%zmm20, %zmm22, %zmm7
	vmulpd	%zmm0, %zmm13, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm22
	vmulpd	%zmm30, %zmm22, %zmm20
	vaddpd	%zmm6, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm22, %zmm20
	vaddpd	%zmm5, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm22, %zmm20
	vaddpd	%zmm4, %zmm20, %zmm20
	vmulpd	%zmm22, %zmm13, %zmm8
	vmulpd	%zmm20, %zmm8, %zmm8
	vmulpd	%zmm0, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm3
	vmulpd	%zmm30, %zmm3, %zmm20
	vaddpd	%zmm6, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm3, %zmm20
	vaddpd	%zmm5, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm3, %zmm20
	vaddpd	%zmm4, %zmm20, %zmm20
	vmulpd	%zmm3, %zmm1, %zmm10
	vmulpd	%zmm20, %zmm10, %zmm10
	vmulpd	%zmm0, %zmm11, %zmm0
	vmulpd	%zmm0, %zmm0, %zmm11
	vmulpd	%zmm30, %zmm11, %zmm20
	vaddpd	%zmm6, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm11, %zmm20
	vaddpd	%zmm5, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm11, %zmm20
	vaddpd	%zmm4, %zmm20, %zmm20
	vmulpd	%zmm11, %zmm0, %zmm30
	vmulpd	%zmm20, %zmm30, %zmm30
	vaddpd	%zmm26, %zmm23, %zmm23
	vaddpd	%zmm18, %zmm14, %zmm18
	vaddpd	%zmm19, %zmm16, %zmm19
	vaddpd	%zmm17, %zmm15, %zmm17
	vaddpd	%zmm7, %zmm2, %zmm2
	vmovupd	%zmm2, 3456(%rsp)
	vaddpd	%zmm8, %zmm13, %zmm2
	vmovupd	%zmm2, 1536(%rsp)
	vaddpd	%zmm10, %zmm1, %zmm1
	vmovupd	%zmm1, 1600(%rsp)
	vaddpd	%zmm30, %zmm0, %zmm0
	vmovupd	%zmm0, 1664(%rsp)
	vbroadcastsd	.LCPI0_34(%rip), %zmm4
	vmulpd	%zmm4, %zmm24, %zmm0
	vbroadcastsd	.LCPI0_35(%rip), %zmm5
	vsubpd	%zmm0, %zmm5, %zmm0
	vmulpd	%zmm0, %zmm24, %zmm0
	vbroadcastsd	.LCPI0_36(%rip), %zmm26
	vaddpd	%zmm26, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm24, %zmm0
	vbroadcastsd	.LCPI0_37(%rip), %zmm30
	vaddpd	%zmm30, %zmm0, %zmm0
	vmulpd	%zmm24, %zmm24, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm21, %zmm1
	vsubpd	%zmm1, %zmm5, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vaddpd	%zmm26, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vaddpd	%zmm30, %zmm1, %zmm1
	vmulpd	%zmm21, %zmm21, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm4, %zmm12, %zmm2
	vsubpd	%zmm2, %zmm5, %zmm2
	vmulpd	%zmm2, %zmm12, %zmm2
	vaddpd	%zmm26, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm12, %zmm2
	vaddpd	%zmm30, %zmm2, %zmm2
	vmulpd	%zmm12, %zmm12, %zmm6
	vmulpd	%zmm2, %zmm6, %zmm2
	vmulpd	%zmm4, %zmm9, %zmm6
	vsubpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm6, %zmm9, %zmm6
	vaddpd	%zmm26, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm9, %zmm6
	vaddpd	%zmm30, %zmm6, %zmm6
	vmulpd	%zmm9, %zmm9, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm4, %zmm25, %zmm7
	vsubpd	%zmm7, %zmm5, %zmm7
	vmulpd	%zmm7, %zmm25, %zmm7
	vaddpd	%zmm26, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm25, %zmm7
	vaddpd	%zmm30, %zmm7, %zmm7
	vmulpd	%zmm25, %zmm25, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm4, %zmm22, %zmm8
	vsubpd	%zmm8, %zmm5, %zmm8
	vmulpd	%zmm8, %zmm22, %zmm8
	vaddpd	%zmm26, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm22, %zmm8
	vaddpd	%zmm30, %zmm8, %zmm8
	vmulpd	%zmm22, %zmm22, %zmm10
	vmulpd	%zmm8, %zmm10, %zmm8
	vmulpd	%zmm4, %zmm3, %zmm10
	vsubpd	%zmm10, %zmm5, %zmm10
	vmulpd	%zmm10, %zmm3, %zmm10
	vaddpd	%zmm26, %zmm10, %zmm10
	vmulpd	%zmm10, %zmm3, %zmm10
	vaddpd	%zmm30, %zmm10, %zmm10
	vmulpd	%zmm3, %zmm3, %zmm13
	vmulpd	%zmm10, %zmm13, %zmm10
	vmulpd	%zmm4, %zmm11, %zmm13
	vsubpd	%zmm13, %zmm5, %zmm13
	vmulpd	%zmm13, %zmm11, %zmm13
	vaddpd	%zmm26, %zmm13, %zmm13
	vmulpd	%zmm13, %zmm11, %zmm13
	vaddpd	%zmm30, %zmm13, %zmm13
	vmulpd	%zmm11, %zmm11, %zmm30
	vmulpd	%zmm13, %zmm30, %zmm30
	vbroadcastsd	.LCPI0_38(%rip), %zmm5
	vmulpd	%zmm5, %zmm21, %zmm13
	vbroadcastsd	.LCPI0_39(%rip), %zmm26
	vsubpd	%zmm13, %zmm26, %zmm13
	vaddpd	%zmm1, %zmm13, %zmm13
	vmulpd	%zmm5, %zmm24, %zmm1
	vsubpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm5, %zmm9, %zmm1
	vsubpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm21
	vmulpd	%zmm5, %zmm12, %zmm1
	vsubpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm2, %zmm1, %zmm24
	vmulpd	%zmm5, %zmm22, %zmm1
	vsubpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm15
	vmulpd	%zmm5, %zmm25, %zmm1
	vsubpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm22
	vmulpd	%zmm5, %zmm11, %zmm1
	vsubpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm30, %zmm1, %zmm1
	vmovupd	%zmm1, 3328(%rsp)
	vmulpd	%zmm5, %zmm3, %zmm1
	vsubpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vpbroadcastq	.LCPI0_41(%rip), %zmm25
	vptestnmq	%zmm25, %zmm27, %k1
	vpbroadcastq	.LCPI0_42(%rip), %zmm26
	vptestnmq	%zmm26, %zmm27, %k2
	vbroadcastsd	.LCPI0_40(%rip), %zmm9
	vxorpd	%zmm9, %zmm23, %zmm3
	vxorpd	%zmm9, %zmm0, %zmm12
	vblendmpd	%zmm23, %zmm3, %zmm2 {%k2}
	vmovupd	%zmm2, 3264(%rsp)
	vmovapd	%zmm0, %zmm12 {%k2}
	vmovapd	%zmm3, %zmm23 {%k2}
	vptestnmq	%zmm26, %zmm28, %k2
	vxorpd	%zmm9, %zmm13, %zmm3
	vmovapd	%zmm13, %zmm3 {%k2}
	vxorpd	%zmm9, %zmm18, %zmm0
	vblendmpd	%zmm18, %zmm0, %zmm31 {%k2}
	vmovapd	%zmm0, %zmm18 {%k2}
	vmovapd	%zmm18, %zmm5
	vptestnmq	%zmm26, %zmm29, %k2
	vxorpd	%zmm9, %zmm24, %zmm6
	vmovapd	%zmm24, %zmm6 {%k2}
	vxorpd	%zmm9, %zmm19, %zmm0
	vblendmpd	%zmm19, %zmm0, %zmm2 {%k2}
	vmovupd	%zmm2, 3968(%rsp)
	vmovapd	%zmm0, %zmm19 {%k2}
	vmovdqu64	3392(%rsp), %zmm11
	vptestnmq	%zmm26, %zmm11, %k2
	vxorpd	%zmm9, %zmm21, %zmm8
	vmovapd	%zmm21, %zmm8 {%k2}
	vmovapd	%zmm17, %zmm18
	vxorpd	%zmm9, %zmm17, %zmm0
	vblendmpd	%zmm17, %zmm0, %zmm20 {%k2}
	vmovapd	%zmm0, %zmm18 {%k2}
	vmovdqu64	1264(%rsp), %zmm10
	vptestnmq	%zmm26, %zmm10, %k2
	vxorpd	%zmm9, %zmm22, %zmm13
	vmovapd	%zmm22, %zmm13 {%k2}
	vmovupd	3456(%rsp), %zmm17
	vxorpd	%zmm9, %zmm17, %zmm0
	vblendmpd	%zmm17, %zmm0, %zmm22 {%k2}
	vmovapd	%zmm0, %zmm17 {%k2}
	vmovdqu64	1328(%rsp), %zmm7
	vptestnmq	%zmm26, %zmm7, %k2
	vxorpd	%zmm9, %zmm15, %zmm24
	vmovapd	%zmm15, %zmm24 {%k2}
	vmovupd	1536(%rsp), %zmm16
	vxorpd	%zmm9, %zmm16, %zmm0
	vblendmpd	%zmm16, %zmm0, %zmm27 {%k2}
	vmovapd	%zmm0, %zmm16 {%k2}
	vmovdqu64	784(%rsp), %zmm21
	vptestnmq	%zmm26, %zmm21, %k2
	vmovupd	1600(%rsp), %zmm2
	vxorpd	%zmm9, %zmm2, %zmm0
	vxorpd	%zmm9, %zmm1, %zmm30
	vblendmpd	%zmm2, %zmm0, %zmm14 {%k2}
	vmovapd	%zmm1, %zmm30 {%k2}
	vmovapd	%zmm0, %zmm2 {%k2}
	vmovdqu64	624(%rsp), %zmm4
	vptestnmq	%zmm26, %zmm4, %k2
	vmovupd	3328(%rsp), %zmm1
	vxorpd	%zmm9, %zmm1, %zmm0
	vmovapd	%zmm1, %zmm0 {%k2}
	vmovupd	1664(%rsp), %zmm15
	vxorpd	%zmm9, %zmm15, %zmm1
	vblendmpd	%zmm15, %zmm1, %zmm9 {%k2}
	vmovapd	%zmm1, %zmm15 {%k2}
	vptestnmq	%zmm25, %zmm28, %k2
	vblendmpd	%zmm31, %zmm3, %zmm1 {%k2}
	vmovupd	%zmm1, 1600(%rsp)
	vmovapd	%zmm3, %zmm5 {%k2}
	vmovupd	%zmm5, 1664(%rsp)
	vptestnmq	%zmm25, %zmm29, %k2
	vblendmpd	3264(%rsp), %zmm12, %zmm1 {%k1}
	vmovupd	%zmm1, 1536(%rsp)
	vmovapd	%zmm12, %zmm23 {%k1}
	vptestnmq	%zmm25, %zmm11, %k1
	vblendmpd	%zmm20, %zmm8, %zmm20 {%k1}
	vmovapd	%zmm8, %zmm18 {%k1}
	vptestnmq	%zmm25, %zmm10, %k1
	vblendmpd	3968(%rsp), %zmm6, %zmm1 {%k2}
	vmovupd	%zmm1, 1264(%rsp)
	vmovapd	%zmm6, %zmm19 {%k2}
	vptestnmq	%zmm25, %zmm7, %k2
	vblendmpd	%zmm27, %zmm24, %zmm1 {%k2}
	vmovupd	%zmm1, 1328(%rsp)
	vblendmpd	%zmm22, %zmm13, %zmm22 {%k1}
	vmovapd	%zmm24, %zmm16 {%k2}
	vmovapd	%zmm13, %zmm17 {%k1}
	vptestnmq	%zmm25, %zmm4, %k1
	vblendmpd	%zmm9, %zmm0, %zmm1 {%k1}
	vmovupd	%zmm1, 624(%rsp)
	vmovapd	%zmm0, %zmm15 {%k1}
	vptestnmq	%zmm25, %zmm21, %k1
	vblendmpd	%zmm14, %zmm30, %zmm21 {%k1}
	vmovapd	%zmm30, %zmm2 {%k1}
	vmovapd	%zmm2, %zmm14
	vmovdqa64	.LCPI0_9(%rip), %zmm0
	vmovdqu64	128(%rsp), %zmm1
	vpermt2d	464(%rsp), %zmm0, %zmm1
	vmovdqu64	384(%rsp), %zmm2
	vpermt2d	560(%rsp), %zmm0, %zmm2
	vmovdqu64	1056(%rsp), %zmm3
	vpermt2d	848(%rsp), %zmm0, %zmm3
	vmovdqu64	912(%rsp), %zmm4
	vpermt2d	688(%rsp), %zmm0, %zmm4
	vpsrld	$9, %zmm1, %zmm0
	vpsrld	$9, %zmm2, %zmm2
	vpsrld	$9, %zmm3, %zmm6
	vpsrld	$9, %zmm4, %zmm7
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm6, %zmm6
	vcvtdq2ps	%zmm7, %zmm7
	vaddps	.LCPI0_11(%rip){1to16}, %zmm0, %zmm0
	vaddps	.LCPI0_11(%rip){1to16}, %zmm2, %zmm2
	vaddps	.LCPI0_11(%rip){1to16}, %zmm6, %zmm6
	vaddps	.LCPI0_11(%rip){1to16}, %zmm7, %zmm7
	vbroadcastss	.LCPI0_12(%rip), %zmm1
	vmulps	%zmm1, %zmm0, %zmm0
	vmulps	%zmm1, %zmm2, %zmm2
	vmulps	%zmm1, %zmm6, %zmm6
	vmulps	%zmm1, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_13(%rip), %zmm1
	vpaddd	%zmm1, %zmm0, %zmm24
	vpaddd	%zmm1, %zmm2, %zmm13
	vpaddd	%zmm1, %zmm6, %zmm12
	vpaddd	%zmm1, %zmm7, %zmm11
	vpbroadcastd	.LCPI0_15(%rip), %zmm1
	vpandd	%zmm1, %zmm24, %zmm0
	vpandd	%zmm1, %zmm13, %zmm2
	vpandd	%zmm1, %zmm12, %zmm7
	vpandd	%zmm1, %zmm11, %zmm8
	vpbroadcastd	.LCPI0_16(%rip), %zmm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vpaddd	%zmm1, %zmm2, %zmm2
	vpaddd	%zmm1, %zmm7, %zmm9
	vpaddd	%zmm1, %zmm8, %zmm10
	vbroadcastss	.LCPI0_17(%rip), %zmm1
	vaddps	%zmm1, %zmm0, %zmm7
	vaddps	%zmm1, %zmm2, %zmm8
	vaddps	%zmm1, %zmm9, %zmm9
	vaddps	%zmm1, %zmm10, %zmm10
	vbroadcastss	.LCPI0_18(%rip), %zmm26
	vaddps	%zmm26, %zmm7, %zmm0
	vaddps	%zmm26, %zmm8, %zmm2
	vdivps	%zmm0, %zmm7, %zmm5
	vdivps	%zmm2, %zmm8, %zmm6
	vaddps	%zmm26, %zmm9, %zmm25
	vdivps	%zmm25, %zmm9, %zmm25
	vmulps	%zmm5, %zmm5, %zmm27
	vmulps	%zmm6, %zmm6, %zmm28
	vmulps	%zmm25, %zmm25, %zmm29
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
	vaddps	%zmm26, %zmm10, %zmm30
	vdivps	%zmm30, %zmm10, %zmm30
	vaddps	%zmm31, %zmm29, %zmm29
	vmulps	%zmm30, %zmm30, %zmm31
	vmulps	%zmm31, %zmm31, %zmm0
	vmulps	%zmm1, %zmm0, %zmm26
	vaddps	%zmm2, %zmm26, %zmm26
	vmulps	%zmm26, %zmm0, %zmm26
	vmulps	%zmm3, %zmm0, %zmm0
	vaddps	%zmm4, %zmm0, %zmm0
	vmulps	%zmm0, %zmm31, %zmm0
	vaddps	%zmm26, %zmm0, %zmm0
	vmulps	.LCPI0_11(%rip){1to16}, %zmm7, %zmm26
	vmulps	%zmm26, %zmm7, %zmm26
	vaddps	%zmm27, %zmm26, %zmm27
	vmulps	%zmm27, %zmm5, %zmm1
	vmulps	.LCPI0_11(%rip){1to16}, %zmm8, %zmm27
	vmulps	%zmm27, %zmm8, %zmm27
	vaddps	%zmm28, %zmm27, %zmm28
	vmulps	%zmm28, %zmm6, %zmm2
	vmulps	.LCPI0_11(%rip){1to16}, %zmm9, %zmm28
	vmulps	%zmm28, %zmm9, %zmm28
	vaddps	%zmm29, %zmm28, %zmm29
	vmulps	%zmm29, %zmm25, %zmm25
	vmulps	.LCPI0_11(%rip){1to16}, %zmm10, %zmm29
	vmulps	%zmm29, %zmm10, %zmm29
	vaddps	%zmm0, %zmm29, %zmm0
	vmulps	%zmm0, %zmm30, %zmm0
	vpsrld	$23, %zmm24, %zmm24
	vpbroadcastd	.LCPI0_14(%rip), %zmm31
	vpaddd	%zmm31, %zmm24, %zmm24
	vcvtdq2ps	%zmm24, %zmm24
	vbroadcastss	.LCPI0_23(%rip), %zmm3
	vmulps	%zmm3, %zmm24, %zmm30
	vaddps	%zmm1, %zmm30, %zmm1
	vpsrld	$23, %zmm13, %zmm13
	vpaddd	%zmm31, %zmm13, %zmm13
	vcvtdq2ps	%zmm13, %zmm13
	vmulps	%zmm3, %zmm13, %zmm30
	vaddps	%zmm2, %zmm30, %zmm2
	vpsrld	$23, %zmm12, %zmm12
	vpaddd	%zmm31, %zmm12, %zmm12
	vcvtdq2ps	%zmm12, %zmm12
	vmulps	%zmm3, %zmm12, %zmm30
	vaddps	%zmm25, %zmm30, %zmm25
	vpsrld	$23, %zmm11, %zmm6
	vpaddd	%zmm31, %zmm6, %zmm6
	vcvtdq2ps	%zmm6, %zmm6
	vmulps	%zmm3, %zmm6, %zmm30
	vaddps	%zmm0, %zmm30, %zmm0
	vsubps	%zmm26, %zmm1, %zmm1
	vsubps	%zmm27, %zmm2, %zmm2
	vsubps	%zmm28, %zmm25, %zmm25
	vsubps	%zmm29, %zmm0, %zmm0
	vaddps	%zmm1, %zmm7, %zmm1
	vaddps	%zmm2, %zmm8, %zmm2
	vaddps	%zmm25, %zmm9, %zmm7
	vaddps	%zmm0, %zmm10, %zmm0
	vbroadcastss	.LCPI0_24(%rip), %zmm3
	vmulps	%zmm3, %zmm24, %zmm8
	vaddps	%zmm1, %zmm8, %zmm1
	vmulps	%zmm3, %zmm13, %zmm8
	vaddps	%zmm2, %zmm8, %zmm2
	vmulps	%zmm3, %zmm12, %zmm8
	vaddps	%zmm7, %zmm8, %zmm7
	vmulps	%zmm3, %zmm6, %zmm6
	vaddps	%zmm0, %zmm6, %zmm0
	vcvtpd2ps	1536(%rsp), %ymm5
	vcvtpd2ps	1600(%rsp), %ymm6
	vcvtpd2ps	1264(%rsp), %ymm8
	vinsertf64x4	$1, %ymm6, %zmm5, %zmm5
	vcvtpd2ps	%zmm20, %ymm6
	vinsertf64x4	$1, %ymm6, %zmm8, %zmm6
	vcvtpd2ps	%zmm22, %ymm8
	vcvtpd2ps	1328(%rsp), %ymm3
	vcvtpd2ps	%zmm21, %ymm9
	vcvtpd2ps	624(%rsp), %ymm4
	vinsertf64x4	$1, %ymm3, %zmm8, %zmm3
	vinsertf64x4	$1, %ymm4, %zmm9, %zmm4
	vcvtpd2ps	%zmm23, %ymm8
	vcvtpd2ps	1664(%rsp), %ymm9
	vbroadcastss	.LCPI0_11(%rip), %zmm20
	vinsertf64x4	$1, %ymm9, %zmm8, %zmm8
	vcvtpd2ps	%zmm19, %ymm9
	vcvtpd2ps	%zmm18, %ymm10
	vinsertf64x4	$1, %ymm10, %zmm9, %zmm9
	vcvtpd2ps	%zmm17, %ymm10
	vcvtpd2ps	%zmm16, %ymm11
	vcvtpd2ps	%zmm14, %ymm12
	vinsertf64x4	$1, %ymm11, %zmm10, %zmm10
	vcvtpd2ps	%zmm15, %ymm11
	vinsertf64x4	$1, %ymm11, %zmm12, %zmm11
	vbroadcastss	.LCPI0_25(%rip), %zmm12
	vmulps	%zmm12, %zmm1, %zmm1
	vmulps	%zmm12, %zmm2, %zmm2
	vsqrtps	%zmm1, %zmm1
	vsqrtps	%zmm2, %zmm2
	vmulps	%zmm8, %zmm1, %zmm8
	vmulps	%zmm5, %zmm1, %zmm1
	vmulps	%zmm9, %zmm2, %zmm5
	vmulps	%zmm6, %zmm2, %zmm2
	vmulps	%zmm12, %zmm7, %zmm6
	vmulps	%zmm12, %zmm0, %zmm0
	vsqrtps	%zmm6, %zmm6
	vsqrtps	%zmm0, %zmm0
	vmulps	%zmm10, %zmm6, %zmm7
	vmulps	%zmm3, %zmm6, %zmm3
	vmulps	%zmm11, %zmm0, %zmm6
	vmulps	%zmm4, %zmm0, %zmm0
	vmovaps	%zmm8, %zmm4
	vmovaps	.LCPI0_43(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm4
	vmovaps	.LCPI0_44(%rip), %zmm10
	vpermt2ps	%zmm1, %zmm10, %zmm8
	vmovups	%zmm8, -384(%rcx,%r9,8)
	vmovups	%zmm4, -320(%rcx,%r9,8)
	vmovaps	%zmm5, %zmm1
	vpermt2ps	%zmm2, %zmm9, %zmm1
	vpermt2ps	%zmm2, %zmm10, %zmm5
	vmovups	%zmm5, -256(%rcx,%r9,8)
	vmovups	%zmm1, -192(%rcx,%r9,8)
	vmovaps	%zmm7, %zmm1
	vpermt2ps	%zmm3, %zmm9, %zmm1
	vpermt2ps	%zmm3, %zmm10, %zmm7
	vmovups	%zmm7, -128(%rcx,%r9,8)
	vmovups	%zmm1, -64(%rcx,%r9,8)
	vmovaps	%zmm6, %zmm1
	vpermt2ps	%zmm0, %zmm9, %zmm1
	vpermt2ps	%zmm0, %zmm10, %zmm6
	vmovups	%zmm6, (%rcx,%r9,8)
	vmovups	%zmm1, 64(%rcx,%r9,8)
	addq	$64, %r9
	cmpq	%r9, %rax
	jne	.LBB0_50
	cmpq	%rax, 3584(%rsp)
	movq	-120(%rsp), %r14
	vmovss	.LCPI0_11(%rip), %xmm20
	vmovss	.LCPI0_22(%rip), %xmm26
	vmovss	.LCPI0_23(%rip), %xmm25
	vmovss	.LCPI0_24(%rip), %xmm19
	vmovss	.LCPI0_25(%rip), %xmm27
	vmovsd	.LCPI0_26(%rip), %xmm14
	vmovsd	.LCPI0_27(%rip), %xmm15
	vmovsd	.LCPI0_28(%rip), %xmm16
	vmovsd	.LCPI0_29(%rip), %xmm17
	vmovsd	.LCPI0_30(%rip), %xmm10
	vmovsd	.LCPI0_31(%rip), %xmm11
	vmovsd	.LCPI0_46(%rip), %xmm7
	vmovsd	.LCPI0_35(%rip), %xmm13
	vmovsd	.LCPI0_32(%rip), %xmm8
	vmovsd	.LCPI0_36(%rip), %xmm9
	vmovsd	.LCPI0_33(%rip), %xmm24
	vmovsd	.LCPI0_37(%rip), %xmm6
	vmovsd	.LCPI0_47(%rip), %xmm12
	vmovsd	.LCPI0_39(%rip), %xmm23
	vpbroadcastd	.LCPI0_14(%rip), %ymm29
	vpbroadcastd	.LCPI0_15(%rip), %ymm30
	vpbroadcastd	.LCPI0_16(%rip), %ymm31
	vbroadcastss	.LCPI0_17(%rip), %ymm21
	vbroadcastss	.LCPI0_18(%rip), %ymm22
	je	.LBB0_41
	movq	336(%rsp), %rcx
	testb	$56, 3584(%rsp)
	je	.LBB0_56
	movq	248(%rsp), %rcx
	movq	976(%rsp), %rax
	vbroadcastsd	.LCPI0_26(%rip), %zmm6
	vbroadcastsd	.LCPI0_27(%rip), %zmm7
	vbroadcastsd	.LCPI0_28(%rip), %zmm8
	vbroadcastsd	.LCPI0_29(%rip), %zmm9
	vbroadcastsd	.LCPI0_30(%rip), %zmm10
	vbroadcastsd	.LCPI0_31(%rip), %zmm11
	vbroadcastsd	.LCPI0_32(%rip), %zmm12
	vbroadcastsd	.LCPI0_33(%rip), %zmm13
	vbroadcastsd	.LCPI0_35(%rip), %zmm14
	vbroadcastsd	.LCPI0_36(%rip), %zmm15
	vbroadcastsd	.LCPI0_37(%rip), %zmm16
	vbroadcastsd	.LCPI0_39(%rip), %zmm17
	vbroadcastsd	.LCPI0_40(%rip), %zmm19
	vpbroadcastq	.LCPI0_41(%rip), %zmm23
	vpbroadcastq	.LCPI0_42(%rip), %zmm24
	vmovaps	.LCPI0_44(%rip), %zmm25
	vmovdqa64	.LCPI0_45(%rip), %ymm26
	vbroadcastss	.LCPI0_12(%rip), %ymm27
	vmovaps	%ymm22, %ymm20
	vpbroadcastd	.LCPI0_13(%rip), %ymm28
	vbroadcastsd	.LCPI0_47(%rip), %zmm18
	vbroadcastss	.LCPI0_11(%rip), %ymm22
	.p2align	4
.LBB0_54:
	vmovdqu64	(%rdi,%rcx,8), %zmm0
	vpmovqd	%zmm0, %ymm0
	vpsrld	$9, %ymm0, %ymm0
	vcvtdq2ps	%ymm0, %ymm0
	vaddps	%ymm22, %ymm0, %ymm0
	vmulps	%ymm27, %ymm0, %ymm0
	vpaddd	%ymm28, %ymm0, %ymm0
	vpandd	%ymm30, %ymm0, %ymm1
	vpaddd	%ymm31, %ymm1, %ymm1
	vaddps	%ymm21, %ymm1, %ymm1
	vaddps	%ymm20, %ymm1, %ymm2
	vdivps	%ymm2, %ymm1, %ymm2
	vmulps	%ymm2, %ymm2, %ymm3
	vmulps	%ymm3, %ymm3, %ymm4
	vmulps	.LCPI0_19(%rip){1to8}, %ymm4, %ymm5
	vaddps	.LCPI0_20(%rip){1to8}, %ymm5, %ymm5
	vmulps	%ymm5, %ymm4, %ymm5
	vmulps	.LCPI0_21(%rip){1to8}, %ymm4, %ymm4
	vaddps	.LCPI0_22(%rip){1to8}, %ymm4, %ymm4
	vmulps	%ymm4, %ymm3, %ymm3
	vpermd	(%rdi,%rcx,8), %zmm26, %zmm4
	vpsrld	$9, %ymm4, %ymm4
	vcvtdq2ps	%ymm4, %ymm4
	vaddps	%ymm22, %ymm4, %ymm4
	vmulps	%ymm27, %ymm4, %ymm4
	vpsrld	$23, %ymm0, %ymm0
	vpaddd	%ymm29, %ymm0, %ymm0
	vaddps	%ymm5, %ymm3, %ymm3
	vmulps	%ymm22, %ymm1, %ymm5
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
	vmulpd	%zmm6, %zmm1, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm3
	vsubpd	%zmm3, %zmm1, %zmm1
	vmulpd	%zmm9, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm3
	vmulpd	%zmm10, %zmm3, %zmm4
	vaddpd	%zmm11, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm12, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm13, %zmm4, %zmm4
	vmulpd	%zmm3, %zmm1, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	.LCPI0_46(%rip){1to8}, %zmm3, %zmm4
	vaddpd	%zmm14, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm15, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm16, %zmm4, %zmm4
	vmulpd	%zmm3, %zmm3, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm18, %zmm3, %zmm3
	vaddpd	%zmm17, %zmm3, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vxorpd	%zmm19, %zmm1, %zmm4
	vxorpd	%zmm19, %zmm3, %zmm5
	vptestnmq	%zmm23, %zmm2, %k1
	vptestnmq	%zmm24, %zmm2, %k2
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
	vpermt2ps	%zmm0, %zmm25, %zmm1
	vmovups	%zmm1, (%rdi,%rcx,8)
	addq	$8, %rcx
	cmpq	%rcx, %rax
	jne	.LBB0_54
	movq	72(%rsp), %rcx
	cmpq	%rax, 3584(%rsp)
	vmovss	.LCPI0_22(%rip), %xmm26
	vmovss	.LCPI0_23(%rip), %xmm25
	vmovss	.LCPI0_24(%rip), %xmm19
	vmovss	.LCPI0_25(%rip), %xmm27
	vmovsd	.LCPI0_26(%rip), %xmm14
	vmovsd	.LCPI0_27(%rip), %xmm15
	vmovsd	.LCPI0_28(%rip), %xmm16
	vmovsd	.LCPI0_29(%rip), %xmm17
	vmovsd	.LCPI0_30(%rip), %xmm10
	vmovsd	.LCPI0_31(%rip), %xmm11
	vmovsd	.LCPI0_46(%rip), %xmm7
	vmovsd	.LCPI0_35(%rip), %xmm13
	vmovsd	.LCPI0_32(%rip), %xmm8
	vmovsd	.LCPI0_36(%rip), %xmm9
	vmovsd	.LCPI0_33(%rip), %xmm24
	vmovsd	.LCPI0_37(%rip), %xmm6
	vmovsd	.LCPI0_47(%rip), %xmm12
	vmovsd	.LCPI0_39(%rip), %xmm23
	vmovss	.LCPI0_11(%rip), %xmm20
	jne	.LBB0_56
	.p2align	4
.LBB0_41:
	cmpq	%r14, %r11
	vmovapd	%xmm23, %xmm12
	vpbroadcastq	.LCPI0_4(%rip), %zmm28
	vpbroadcastq	.LCPI0_5(%rip), %zmm29
	vmovdqu64	4608(%rsp), %zmm18
	vmovdqu64	1984(%rsp), %zmm23
	vmovss	-60(%rsp), %xmm31
	vbroadcastss	.LCPI0_11(%rip), %zmm20
	vmovdqa	288(%rsp), %xmm7
	je	.LBB0_32
	vmovapd	%xmm17, %xmm22
	movq	280(%rsp), %rax
	xorl	-104(%rsp), %eax
	xorl	368(%rsp), %eax
	movq	3200(%rsp), %r9
	imulq	%r9, %rax
	movq	%rax, %rdx
	shrq	$32, %rdx
	movq	-8(%rsp), %rbp
	xorl	352(%rsp), %ebp
	xorl	224(%rsp), %edx
	imulq	%r9, %rbp
	movq	%rbp, %r13
	shrq	$32, %r13
	movl	$3449720151, %r8d
	imulq	%r8, %rdx
	movq	%rdx, %rcx
	shrq	$32, %rcx
	xorl	360(%rsp), %ecx
	movq	-56(%rsp), %rsi
	xorl	%r13d, %esi
	xorl	%esi, %eax
	imulq	%r9, %rcx
	movq	%rcx, %r13
	shrq	$32, %r13
	imulq	%r8, %rax
	movq	%rax, %rsi
	shrq	$32, %rsi
	xorl	3072(%rsp), %edx
	xorl	%esi, %edx
	xorl	%ebx, %ebp
	xorl	%r13d, %ebp
	imulq	%r9, %rdx
	movq	%rdx, %rbx
	shrq	$32, %rbx
	imulq	%r8, %rbp
	movq	%rbp, %rsi
	shrq	$32, %rsi
	xorl	3008(%rsp), %eax
	xorl	%esi, %eax
	xorl	%r12d, %ecx
	xorl	%ebx, %ecx
	imulq	%r9, %rax
	movq	%rax, %rbx
	shrq	$32, %rbx
	imulq	%r8, %rcx
	movq	%rcx, %rsi
	shrq	$32, %rsi
	xorl	2944(%rsp), %ebp
	xorl	%esi, %ebp
	xorl	3136(%rsp), %edx
	xorl	%ebx, %edx
	imulq	%r9, %rbp
	movq	%rbp, %rbx
	shrq	$32, %rbx
	imulq	%r8, %rdx
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorl	2880(%rsp), %ecx
	xorl	%esi, %ecx
	xorl	%r15d, %eax
	xorl	%ebx, %eax
	imulq	%r9, %rcx
	movq	%rcx, %rbx
	shrq	$32, %rbx
	imulq	%r8, %rax
	movq	%rax, %rsi
	shrq	$32, %rsi
	xorl	2176(%rsp), %edx
	xorl	%esi, %edx
	xorl	2368(%rsp), %ebp
	xorl	%ebx, %ebp
	imulq	%r9, %rdx
	movq	%rdx, %rbx
	shrq	$32, %rbx
	imulq	%r8, %rbp
	movq	%rbp, %rsi
	shrq	$32, %rsi
	xorl	2112(%rsp), %eax
	xorl	%esi, %eax
	xorl	2240(%rsp), %ecx
	xorl	%ebx, %ecx
	imulq	%r9, %rax
	imulq	%r8, %rcx
	movq	%rcx, %rsi
	shrq	$32, %rsi
	xorl	2048(%rsp), %ebp
	xorl	%esi, %ebp
	shrl	$9, %ebp
	vxorps	%xmm2, %xmm2, %xmm2
	vcvtsi2ss	%ebp, %xmm2, %xmm0
	vmovss	.LCPI0_11(%rip), %xmm23
	vaddss	%xmm23, %xmm0, %xmm0
	vmovss	.LCPI0_12(%rip), %xmm20
	vmulss	%xmm20, %xmm0, %xmm0
	shrl	$9, %ecx
	vxorps	%xmm2, %xmm2, %xmm2
	vcvtsi2ss	%ecx, %xmm2, %xmm1
	vaddss	%xmm23, %xmm1, %xmm1
	vmulss	%xmm20, %xmm1, %xmm1
	vmovd	%xmm0, %r8d
	addl	$4913933, %r8d
	movl	%r8d, %ebx
	shrl	$23, %ebx
	addl	$-127, %ebx
	andl	$8388607, %r8d
	addl	$1060439283, %r8d
	vcvtss2sd	%xmm1, %xmm1, %xmm0
	vmulsd	%xmm0, %xmm14, %xmm0
	vaddsd	%xmm0, %xmm15, %xmm2
	vmovq	%xmm2, %rsi
	testb	$2, %sil
	sete	%cl
	movq	%rax, %r15
	movl	%eax, %r9d
	shrl	$9, %r9d
	vcvtsi2ss	%r9d, %xmm15, %xmm1
	vmovd	%r8d, %xmm3
	vaddss	.LCPI0_17(%rip), %xmm3, %xmm3
	vaddss	.LCPI0_18(%rip), %xmm3, %xmm4
	vdivss	%xmm4, %xmm3, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm5, %xmm5, %xmm6
	vmulss	.LCPI0_19(%rip), %xmm6, %xmm7
	vaddss	.LCPI0_20(%rip), %xmm7, %xmm7
	vmovss	.LCPI0_21(%rip), %xmm30
	vmovsd	.LCPI0_37(%rip), %xmm25
	vmulss	%xmm7, %xmm6, %xmm7
	vmulss	%xmm30, %xmm6, %xmm6
	vaddss	%xmm26, %xmm6, %xmm6
	vmovss	.LCPI0_23(%rip), %xmm26
	vmulss	%xmm6, %xmm5, %xmm5
	vaddss	%xmm7, %xmm5, %xmm5
	vmulss	%xmm23, %xmm3, %xmm6
	vmulss	%xmm6, %xmm3, %xmm6
	vcvtsi2ss	%ebx, %xmm15, %xmm7
	vaddss	%xmm5, %xmm6, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm26, %xmm7, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vsubss	%xmm6, %xmm4, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm19, %xmm7, %xmm4
	vaddss	%xmm3, %xmm4, %xmm6
	vaddsd	%xmm16, %xmm2, %xmm2
	vsubsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm17, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm10, %xmm3
	vaddsd	%xmm3, %xmm11, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	%xmm3, %xmm8, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	%xmm24, %xmm3, %xmm3
	vmulsd	%xmm2, %xmm0, %xmm4
	vmulsd	%xmm3, %xmm4, %xmm3
	vaddsd	%xmm3, %xmm0, %xmm3
	vmulsd	.LCPI0_34(%rip), %xmm2, %xmm0
	vsubsd	%xmm0, %xmm13, %xmm0
	vmulsd	%xmm0, %xmm2, %xmm0
	vaddsd	%xmm0, %xmm9, %xmm0
	vmulsd	%xmm0, %xmm2, %xmm0
	vaddsd	%xmm25, %xmm0, %xmm0
	vmulsd	%xmm2, %xmm2, %xmm4
	vmulsd	%xmm0, %xmm4, %xmm0
	vmulsd	.LCPI0_38(%rip), %xmm2, %xmm2
	vsubsd	%xmm2, %xmm12, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm2
	vmovddup	.LCPI0_40(%rip), %xmm0
	vxorpd	%xmm0, %xmm3, %xmm4
	vxorpd	%xmm0, %xmm2, %xmm5
	kmovd	%ecx, %k1
	vmovsd	%xmm2, %xmm5, %xmm5 {%k1}
	vmovapd	%xmm3, %xmm2
	vmovsd	%xmm4, %xmm2, %xmm2 {%k1}
	kmovd	%esi, %k1
	vmovapd	%xmm5, %xmm7
	vmovsd	%xmm2, %xmm7, %xmm7 {%k1}
	vaddss	%xmm23, %xmm1, %xmm1
	vmulss	%xmm20, %xmm1, %xmm1
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vmulss	%xmm27, %xmm6, %xmm2
	vsqrtss	%xmm2, %xmm2, %xmm6
	vcvtsd2ss	%xmm7, %xmm7, %xmm2
	vmulss	%xmm2, %xmm6, %xmm2
	vmovss	%xmm2, (%rdi,%r11,4)
	vmulsd	%xmm1, %xmm14, %xmm1
	vaddsd	%xmm1, %xmm15, %xmm2
	vmovq	%xmm2, %rcx
	testb	$2, %cl
	sete	%r8b
	cmpq	%r14, 4160(%rsp)
	jae	.LBB0_44
	testb	$2, %sil
	sete	%al
	kmovd	%eax, %k1
	vmovsd	%xmm3, %xmm4, %xmm4 {%k1}
	kmovd	%esi, %k1
	vmovsd	%xmm5, %xmm4, %xmm4 {%k1}
	vcvtsd2ss	%xmm4, %xmm4, %xmm3
	vmulss	%xmm3, %xmm6, %xmm3
	movq	4160(%rsp), %rax
	vmovss	%xmm3, (%rdi,%rax,4)
.LBB0_44:
	cmpq	%r14, 256(%rsp)
	vmovdqa	288(%rsp), %xmm7
	vbroadcastss	.LCPI0_11(%rip), %zmm20
	movl	2304(%rsp), %r12d
	vmovdqu64	1984(%rsp), %zmm23
	jae	.LBB0_32
	shrq	$32, %r15
	xorl	%r12d, %edx
	xorl	%r15d, %edx
	shrl	$9, %edx
	vcvtsi2ss	%edx, %xmm15, %xmm3
	vmovss	.LCPI0_11(%rip), %xmm14
	vaddss	%xmm3, %xmm14, %xmm3
	vmulss	.LCPI0_12(%rip), %xmm3, %xmm3
	vmovd	%xmm3, %eax
	addl	$4913933, %eax
	movl	%eax, %edx
	shrl	$23, %edx
	addl	$-127, %edx
	andl	$8388607, %eax
	addl	$1060439283, %eax
	vmovd	%eax, %xmm3
	vaddss	.LCPI0_17(%rip), %xmm3, %xmm3
	vaddss	.LCPI0_18(%rip), %xmm3, %xmm4
	vdivss	%xmm4, %xmm3, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm5, %xmm5, %xmm6
	vmulss	.LCPI0_19(%rip), %xmm6, %xmm7
	vaddss	.LCPI0_20(%rip), %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vmulss	.LCPI0_21(%rip), %xmm6, %xmm6
	vaddss	.LCPI0_22(%rip), %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vaddss	%xmm7, %xmm5, %xmm5
	vmulss	%xmm3, %xmm14, %xmm6
	vmulss	%xmm6, %xmm3, %xmm6
	vcvtsi2ss	%edx, %xmm15, %xmm7
	vaddss	%xmm5, %xmm6, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm26, %xmm7, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vsubss	%xmm6, %xmm4, %xmm4
	vmovdqa	288(%rsp), %xmm5
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm19, %xmm7, %xmm4
	vmovdqa	%xmm5, %xmm7
	vaddss	%xmm3, %xmm4, %xmm3
	vmulss	%xmm27, %xmm3, %xmm3
	vsqrtss	%xmm3, %xmm3, %xmm3
	vaddsd	%xmm16, %xmm2, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmulsd	%xmm22, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm1, %xmm2
	vmulsd	%xmm2, %xmm10, %xmm4
	vaddsd	%xmm4, %xmm11, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm4, %xmm8, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm24, %xmm4, %xmm4
	vmulsd	%xmm2, %xmm1, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vaddsd	%xmm4, %xmm1, %xmm1
	vmulsd	.LCPI0_34(%rip), %xmm2, %xmm4
	vsubsd	%xmm4, %xmm13, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm4, %xmm9, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm25, %xmm4, %xmm4
	vmulsd	%xmm2, %xmm2, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vmulsd	.LCPI0_38(%rip), %xmm2, %xmm2
	vsubsd	%xmm2, %xmm12, %xmm2
	vaddsd	%xmm4, %xmm2, %xmm2
	vxorpd	%xmm0, %xmm1, %xmm4
	vxorpd	%xmm0, %xmm2, %xmm0
	kmovd	%r8d, %k1
	vmovsd	%xmm2, %xmm0, %xmm0 {%k1}
	vmovsd	%xmm4, %xmm1, %xmm1 {%k1}
	kmovd	%ecx, %k1
	vmovsd	%xmm1, %xmm0, %xmm0 {%k1}
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmulss	%xmm0, %xmm3, %xmm0
	movq	256(%rsp), %rax
	vmovss	%xmm0, (%rdi,%rax,4)
	.p2align	4
.LBB0_32:
	vxorps	%xmm4, %xmm4, %xmm4
	movl	$1024, %r12d
	movq	%r10, %r9
	movq	%r14, %rbx
	movq	-80(%rsp), %rdi
	movq	%rdi, %r14
	movq	(%rsp), %r15
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%edx, %edx
	vmovss	.LCPI0_11(%rip), %xmm11
	jmp	.LBB0_33
	.p2align	4
.LBB0_97:
	movq	-96(%rsp), %r10
	movq	128(%rsp), %rdx
.LBB0_105:
	addq	$1024, %r12
	addq	$-1024, %rbp
	incq	%r13
	addq	$4096, %r15
	addq	$4096, %r14
	addq	$-4096, %r9
	movq	-120(%rsp), %rbx
	cmpq	%rbx, %rdx
	jae	.LBB0_57
.LBB0_33:
	movq	%rdx, %rcx
	cmpq	%r12, %rbx
	movq	%r12, %r10
	cmovbq	%rbx, %r10
	leaq	(%r10,%rbp), %rdx
	cmpq	$1, %rdx
	movq	%r10, %rsi
	adcq	%rbp, %rsi
	leaq	1024(%rcx), %rax
	cmpq	%rbx, %rax
	movq	%rax, 128(%rsp)
	cmovbq	%rax, %rbx
	cmpq	%rbx, %rcx
	jae	.LBB0_96
	movq	%rcx, %r8
	cmpq	$8, %rdx
	jb	.LBB0_92
	movq	%r13, %rax
	shlq	$12, %rax
	addq	3712(%rsp), %rax
	movq	3776(%rsp), %rdx
	subq	%rax, %rdx
	movq	%rcx, %r8
	cmpq	$256, %rdx
	leaq	(%r10,%rbp), %rdx
	jb	.LBB0_92
	cmpq	$64, %rdx
	jae	.LBB0_87
	xorl	%r11d, %r11d
	jmp	.LBB0_38
.LBB0_87:
	movq	%rdx, %r11
	movq	%r10, %rdx
	andq	$-64, %rdx
	addq	%rbp, %rdx
	movl	%r10d, %eax
	andl	$63, %eax
	movq	%rax, 384(%rsp)
	subq	%rax, %r11
	xorl	%r8d, %r8d
	movq	-96(%rsp), %rax
	.p2align	4
.LBB0_88:
	vmovups	-192(%r15,%r8,4), %zmm0
	vmovups	-128(%r15,%r8,4), %zmm1
	vmovups	-64(%r15,%r8,4), %zmm2
	vmovups	(%r15,%r8,4), %zmm3
	vmulps	%zmm0, %zmm0, %zmm0
	vmulps	%zmm1, %zmm1, %zmm1
	vmulps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm3, %zmm3, %zmm3
	vmovups	%zmm0, (%rax,%r8,4)
	vmovups	%zmm1, 64(%rax,%r8,4)
	vmovups	%zmm2, 128(%rax,%r8,4)
	vmovups	%zmm3, 192(%rax,%r8,4)
	addq	$64, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_88
	movq	384(%rsp), %rax
	testq	%rax, %rax
	leaq	(%r10,%rbp), %rdx
	je	.LBB0_96
	cmpl	$8, %eax
	jb	.LBB0_91
.LBB0_38:
	movl	%r10d, %eax
	andl	$7, %eax
	movq	%rdx, %r8
	subq	%rax, %rdx
	movl	%r10d, %eax
	andl	$7, %eax
	subq	%rax, %r8
	addq	%rcx, %r8
	movq	-96(%rsp), %rdi
	.p2align	4
.LBB0_39:
	vmovups	(%r14,%r11,4), %ymm0
	vmulps	%ymm0, %ymm0, %ymm0
	vmovups	%ymm0, (%rdi,%r11,4)
	addq	$8, %r11
	cmpq	%r11, %rdx
	jne	.LBB0_39
	testq	%rax, %rax
	movq	-80(%rsp), %rdi
	leaq	(%r10,%rbp), %rdx
	je	.LBB0_96
.LBB0_92:
	movl	%r10d, %eax
	subl	%r8d, %eax
	movq	%r8, %r11
	testb	$7, %al
	je	.LBB0_95
	movl	%r10d, %eax
	subb	%r8b, %al
	movzbl	%al, %edx
	andl	$7, %edx
	movq	%r8, %r11
	.p2align	4
.LBB0_94:
	vmovss	(%rdi,%r11,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%r9,%r11,4)
	incq	%r11
	decq	%rdx
	jne	.LBB0_94
.LBB0_95:
	subq	%r10, %r8
	cmpq	$-8, %r8
	leaq	(%r10,%rbp), %rdx
	ja	.LBB0_96
	.p2align	4
.LBB0_227:
	vmovss	(%rdi,%r11,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%r9,%r11,4)
	vmovss	4(%rdi,%r11,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 4(%r9,%r11,4)
	vmovss	8(%rdi,%r11,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 8(%r9,%r11,4)
	vmovss	12(%rdi,%r11,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 12(%r9,%r11,4)
	vmovss	16(%rdi,%r11,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 16(%r9,%r11,4)
	vmovss	20(%rdi,%r11,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 20(%r9,%r11,4)
	vmovss	24(%rdi,%r11,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 24(%r9,%r11,4)
	vmovss	28(%rdi,%r11,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 28(%r9,%r11,4)
	addq	$8, %r11
	cmpq	%r11, %r10
	jne	.LBB0_227
	.p2align	4
.LBB0_96:
	cmpq	%rcx, %rbx
	je	.LBB0_97
	cmpq	$8, %rdx
	movq	-96(%rsp), %r10
	movq	128(%rsp), %rdx
	jae	.LBB0_100
	xorl	%eax, %eax
	jmp	.LBB0_103
	.p2align	4
.LBB0_100:
	movq	%rsi, %rcx
	andq	$-8, %rcx
	xorl	%eax, %eax
	.p2align	4
.LBB0_101:
	vaddss	(%r10,%rax,4), %xmm4, %xmm0
	vaddss	4(%r10,%rax,4), %xmm0, %xmm0
	vaddss	8(%r10,%rax,4), %xmm0, %xmm0
	vaddss	12(%r10,%rax,4), %xmm0, %xmm0
	vaddss	16(%r10,%rax,4), %xmm0, %xmm0
	vaddss	20(%r10,%rax,4), %xmm0, %xmm0
	vaddss	24(%r10,%rax,4), %xmm0, %xmm0
	vaddss	28(%r10,%rax,4), %xmm0, %xmm4
	addq	$8, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_101
	testb	$7, %sil
	je	.LBB0_105
.LBB0_103:
	andl	$7, %esi
	leaq	(%r10,%rax,4), %rax
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_104:
	vaddss	(%rax,%rcx,4), %xmm4, %xmm4
	incq	%rcx
	cmpq	%rcx, %rsi
	jne	.LBB0_104
	jmp	.LBB0_105
.LBB0_91:
	addq	%rcx, %r11
	movq	%r11, %r8
	jmp	.LBB0_92
	.p2align	4
.LBB0_57:
	vaddss	.LCPI0_48(%rip), %xmm4, %xmm0
	vaddss	%xmm0, %xmm0, %xmm0
	vmulss	.LCPI0_49(%rip), %xmm0, %xmm4
	cmpl	$0, -84(%rsp)
	movq	376(%rsp), %r8
	vmovaps	448(%rsp), %xmm6
	vbroadcastss	.LCPI0_11(%rip), %ymm25
	vbroadcastss	.LCPI0_50(%rip), %ymm26
	vpbroadcastd	.LCPI0_51(%rip), %ymm27
	je	.LBB0_71
	cmpb	$0, 96(%rsp)
	movq	80(%rsp), %rbp
	movq	-120(%rsp), %r14
	movq	-32(%rsp), %r15
	movq	-40(%rsp), %rdx
	movq	4672(%rsp), %rsi
	movq	(%rsp), %rdi
	movq	112(%rsp), %r9
	movl	$2143289344, %r11d
	vpbroadcastq	.LCPI0_1(%rip), %zmm24
	je	.LBB0_60
	xorl	%ecx, %ecx
.LBB0_67:
	movq	%rcx, %rax
	orq	$1, %rax
	testb	$1, %r14b
	je	.LBB0_69
	movq	-24(%rsp), %rbx
	vmovss	(%rbx,%rcx,4), %xmm0
	vaddss	%xmm0, %xmm0, %xmm1
	vmulss	%xmm1, %xmm4, %xmm1
	movq	232(%rsp), %rdx
	vsubss	(%rdx,%rcx,4), %xmm0, %xmm2
	vaddss	%xmm2, %xmm2, %xmm2
	vmulss	%xmm2, %xmm11, %xmm2
	vaddss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm7, %xmm1
	vsubss	%xmm1, %xmm0, %xmm0
	vmulss	(%r15,%rcx,4), %xmm6, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	vmovd	%xmm0, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%r11d, %edx
	movl	%edx, (%rbx,%rcx,4)
	movq	%rax, %rcx
.LBB0_69:
	cmpq	%rax, %r14
	movq	-80(%rsp), %rsi
	je	.LBB0_83
	.p2align	4
.LBB0_70:
	vmovss	(%rsi,%rcx,4), %xmm0
	vmovss	4(%rsi,%rcx,4), %xmm1
	vaddss	%xmm0, %xmm0, %xmm2
	vmulss	%xmm2, %xmm4, %xmm2
	vsubss	(%r9,%rcx,4), %xmm0, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm3, %xmm11, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm7, %xmm2
	vsubss	%xmm2, %xmm0, %xmm0
	vmulss	-4(%r8,%rcx,4), %xmm6, %xmm2
	vaddss	%xmm0, %xmm2, %xmm0
	vmovd	%xmm0, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r11d, %eax
	movl	%eax, (%rsi,%rcx,4)
	vaddss	%xmm1, %xmm1, %xmm0
	vmulss	%xmm0, %xmm4, %xmm0
	vsubss	4(%r9,%rcx,4), %xmm1, %xmm2
	vaddss	%xmm2, %xmm2, %xmm2
	vmulss	%xmm2, %xmm11, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vmulss	%xmm0, %xmm7, %xmm0
	vsubss	%xmm0, %xmm1, %xmm0
	vmulss	(%r8,%rcx,4), %xmm6, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	vmovd	%xmm0, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r11d, %eax
	movl	%eax, 4(%rsi,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r14
	jne	.LBB0_70
	jmp	.LBB0_83
	.p2align	4
.LBB0_71:
	cmpb	$0, 240(%rsp)
	movq	80(%rsp), %rbp
	movq	-120(%rsp), %r14
	movq	-32(%rsp), %r15
	movq	(%rsp), %rdi
	movq	112(%rsp), %r9
	movl	$2143289344, %r11d
	vpbroadcastq	.LCPI0_1(%rip), %zmm24
	je	.LBB0_73
	xorl	%ecx, %ecx
.LBB0_80:
	movq	%rcx, %rax
	orq	$1, %rax
	testb	$1, %r14b
	je	.LBB0_82
	movq	-24(%rsp), %rbx
	vmovss	(%rbx,%rcx,4), %xmm0
	vaddss	%xmm0, %xmm0, %xmm1
	vmulss	%xmm1, %xmm4, %xmm1
	movq	232(%rsp), %rdx
	vsubss	(%rdx,%rcx,4), %xmm0, %xmm2
	vaddss	%xmm2, %xmm2, %xmm2
	vmulss	%xmm2, %xmm11, %xmm2
	vaddss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm7, %xmm1
	vsubss	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%r11d, %edx
	movl	%edx, (%rbx,%rcx,4)
	movq	%rax, %rcx
.LBB0_82:
	cmpq	%rax, %r14
	movq	-80(%rsp), %rsi
	je	.LBB0_83
	.p2align	4
.LBB0_86:
	vmovss	(%rsi,%rcx,4), %xmm0
	vmovss	4(%rsi,%rcx,4), %xmm1
	vaddss	%xmm0, %xmm0, %xmm2
	vmulss	%xmm2, %xmm4, %xmm2
	vsubss	(%r9,%rcx,4), %xmm0, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm3, %xmm11, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm7, %xmm2
	vsubss	%xmm2, %xmm0, %xmm0
	vmovd	%xmm0, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r11d, %eax
	movl	%eax, (%rsi,%rcx,4)
	vaddss	%xmm1, %xmm1, %xmm0
	vmulss	%xmm0, %xmm4, %xmm0
	vsubss	4(%r9,%rcx,4), %xmm1, %xmm2
	vaddss	%xmm2, %xmm2, %xmm2
	vmulss	%xmm2, %xmm11, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vmulss	%xmm0, %xmm7, %xmm0
	vsubss	%xmm0, %xmm1, %xmm0
	vmovd	%xmm0, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r11d, %eax
	movl	%eax, 4(%rsi,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r14
	jne	.LBB0_86
	jmp	.LBB0_83
	.p2align	4
.LBB0_60:
	vbroadcastss	%xmm4, %zmm0
	vbroadcastss	%xmm6, %zmm1
	xorl	%eax, %eax
	movq	-80(%rsp), %rbx
	vbroadcastss	.LCPI0_50(%rip), %zmm8
	vpbroadcastd	.LCPI0_51(%rip), %zmm9
	.p2align	4
.LBB0_61:
	vmovups	(%rbx,%rax,4), %zmm2
	vaddps	%zmm2, %zmm2, %zmm3
	vmulps	%zmm3, %zmm0, %zmm3
	vsubps	(%r9,%rax,4), %zmm2, %zmm5
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm20, %zmm5, %zmm5
	vaddps	%zmm5, %zmm3, %zmm3
	vmulps	%zmm3, %zmm18, %zmm3
	vsubps	%zmm3, %zmm2, %zmm2
	vmulps	(%r15,%rax,4), %zmm1, %zmm3
	vaddps	%zmm2, %zmm3, %zmm2
	vandps	%zmm8, %zmm2, %zmm3
	vpcmpgtd	%zmm9, %zmm3, %k1
	vpbroadcastd	.LCPI0_52(%rip), %zmm2 {%k1}
	vmovdqu64	%zmm2, (%rbx,%rax,4)
	addq	$16, %rax
	cmpq	%rax, %rsi
	jne	.LBB0_61
	cmpq	%rsi, %r14
	je	.LBB0_83
	movq	%rsi, %rcx
	testb	$12, %r14b
	je	.LBB0_67
	vmovaps	%xmm7, %xmm10
	vbroadcastss	%xmm4, %xmm0
	vbroadcastss	%xmm6, %xmm1
	movq	%rsi, %rax
	vbroadcastss	.LCPI0_11(%rip), %xmm7
	vbroadcastss	.LCPI0_50(%rip), %xmm8
	vpbroadcastd	.LCPI0_51(%rip), %xmm9
	.p2align	4
.LBB0_65:
	vmovups	(%rbx,%rax,4), %xmm2
	vaddps	%xmm2, %xmm2, %xmm3
	vmulps	%xmm3, %xmm0, %xmm3
	vsubps	(%r9,%rax,4), %xmm2, %xmm5
	vaddps	%xmm5, %xmm5, %xmm5
	vmulps	%xmm7, %xmm5, %xmm5
	vaddps	%xmm5, %xmm3, %xmm3
	vmulps	%xmm3, %xmm18, %xmm3
	vsubps	%xmm3, %xmm2, %xmm2
	vmulps	(%r15,%rax,4), %xmm1, %xmm3
	vaddps	%xmm2, %xmm3, %xmm2
	vandps	%xmm2, %xmm8, %xmm3
	vpcmpgtd	%xmm9, %xmm3, %k1
	vpbroadcastd	.LCPI0_52(%rip), %xmm2 {%k1}
	vmovdqu	%xmm2, (%rbx,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %rdx
	jne	.LBB0_65
	movq	%rdx, %rcx
	cmpq	%rdx, %r14
	vmovaps	%xmm10, %xmm7
	je	.LBB0_83
	jmp	.LBB0_67
.LBB0_73:
	vbroadcastss	%xmm4, %zmm0
	xorl	%eax, %eax
	movq	48(%rsp), %rcx
	vpbroadcastd	.LCPI0_52(%rip), %zmm22
	vbroadcastss	.LCPI0_50(%rip), %zmm15
	vpbroadcastd	.LCPI0_51(%rip), %zmm30
	.p2align	4
.LBB0_74:
	vmovups	-192(%rdi,%rax,4), %zmm1
	vmovups	-128(%rdi,%rax,4), %zmm2
	vmovups	-64(%rdi,%rax,4), %zmm3
	vmovups	(%rdi,%rax,4), %zmm5
	vaddps	%zmm1, %zmm1, %zmm6
	vaddps	%zmm2, %zmm2, %zmm7
	vaddps	%zmm3, %zmm3, %zmm8
	vaddps	%zmm5, %zmm5, %zmm9
	vmulps	%zmm6, %zmm0, %zmm6
	vmulps	%zmm7, %zmm0, %zmm7
	vmulps	%zmm8, %zmm0, %zmm8
	vmulps	%zmm9, %zmm0, %zmm9
	vsubps	(%r9,%rax,4), %zmm1, %zmm10
	vsubps	64(%r9,%rax,4), %zmm2, %zmm11
	vsubps	128(%r9,%rax,4), %zmm3, %zmm12
	vsubps	192(%r9,%rax,4), %zmm5, %zmm13
	vaddps	%zmm10, %zmm10, %zmm10
	vaddps	%zmm11, %zmm11, %zmm11
	vaddps	%zmm12, %zmm12, %zmm12
	vaddps	%zmm13, %zmm13, %zmm13
	vmulps	%zmm20, %zmm10, %zmm10
	vaddps	%zmm10, %zmm6, %zmm6
	vmulps	%zmm20, %zmm11, %zmm10
	vaddps	%zmm10, %zmm7, %zmm7
	vmulps	%zmm20, %zmm12, %zmm10
	vaddps	%zmm10, %zmm8, %zmm8
	vmulps	%zmm20, %zmm13, %zmm10
	vaddps	%zmm10, %zmm9, %zmm9
	vmulps	%zmm6, %zmm18, %zmm6
	vmulps	%zmm7, %zmm18, %zmm7
	vmulps	%zmm8, %zmm18, %zmm8
	vmulps	%zmm9, %zmm18, %zmm9
	vsubps	%zmm6, %zmm1, %zmm1
	vsubps	%zmm7, %zmm2, %zmm2
	vsubps	%zmm8, %zmm3, %zmm3
	vsubps	%zmm9, %zmm5, %zmm5
	vandps	%zmm15, %zmm1, %zmm6
	vandps	%zmm15, %zmm2, %zmm7
	vandps	%zmm15, %zmm3, %zmm8
	vandps	%zmm15, %zmm5, %zmm9
	vpcmpgtd	%zmm30, %zmm6, %k1
	vpcmpgtd	%zmm30, %zmm7, %k2
	vpcmpgtd	%zmm30, %zmm8, %k3
	vpcmpgtd	%zmm30, %zmm9, %k4
	vmovdqa32	%zmm22, %zmm1 {%k1}
	vmovdqa32	%zmm22, %zmm2 {%k2}
	vmovdqa32	%zmm22, %zmm3 {%k3}
	vmovdqa32	%zmm22, %zmm5 {%k4}
	vmovdqu64	%zmm1, -192(%rdi,%rax,4)
	vmovdqu64	%zmm2, -128(%rdi,%rax,4)
	vmovdqu64	%zmm3, -64(%rdi,%rax,4)
	vmovdqu64	%zmm5, (%rdi,%rax,4)
	addq	$64, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_74
	cmpq	%rcx, %r14
	vmovaps	288(%rsp), %xmm7
	movq	-80(%rsp), %rsi
	vmovss	.LCPI0_11(%rip), %xmm11
	vpbroadcastq	.LCPI0_1(%rip), %zmm24
	je	.LBB0_83
	movq	48(%rsp), %rcx
	testb	$56, %r14b
	je	.LBB0_80
	vbroadcastss	%xmm4, %ymm0
	movq	48(%rsp), %rax
	movq	328(%rsp), %rdx
	.p2align	4
.LBB0_78:
	vmovups	(%rsi,%rax,4), %ymm1
	vaddps	%ymm1, %ymm1, %ymm2
	vmulps	%ymm2, %ymm0, %ymm2
	vsubps	(%r9,%rax,4), %ymm1, %ymm3
	vaddps	%ymm3, %ymm3, %ymm3
	vmulps	%ymm25, %ymm3, %ymm3
	vaddps	%ymm3, %ymm2, %ymm2
	vmulps	%ymm2, %ymm18, %ymm2
	vsubps	%ymm2, %ymm1, %ymm1
	vandps	%ymm26, %ymm1, %ymm2
	vpcmpgtd	%ymm27, %ymm2, %k1
	vpbroadcastd	.LCPI0_52(%rip), %ymm1 {%k1}
	vmovdqu	%ymm1, (%rsi,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.LBB0_78
	movq	%rdx, %rcx
	cmpq	%rdx, %r14
	je	.LBB0_83
	jmp	.LBB0_80
.LBB0_30:
	vmulss	12(%rsp), %xmm31, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	vmovaps	%xmm0, 448(%rsp)
	cmpl	$0, -84(%rsp)
	jne	.LBB0_106
	jmp	.LBB0_32
.LBB0_139:
	movq	56(%rsp), %rax
	.p2align	4
.LBB0_140:
	movq	-112(%rsp), %rcx
	addq	$4, %rcx
	movq	%rcx, -112(%rsp)
	cmpq	%rax, %rcx
	jb	.LBB0_140
.LBB0_85:
	addq	$103240, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.Lfunc_end0:
	.size	tessera_tether_fast_x86_64_v4, .Lfunc_end0-tessera_tether_fast_x86_64_v4

	.section	".note.GNU-stack","",@progbits
