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
.LCPI0_57:
	.quad	8
	.quad	9
	.quad	10
	.quad	11
	.quad	12
	.quad	13
	.quad	14
	.quad	15
.LCPI0_58:
	.quad	16
	.quad	17
	.quad	18
	.quad	19
	.quad	20
	.quad	21
	.quad	22
	.quad	23
.LCPI0_59:
	.quad	24
	.quad	25
	.quad	26
	.quad	27
	.quad	28
	.quad	29
	.quad	30
	.quad	31
.LCPI0_60:
	.quad	32
	.quad	33
	.quad	34
	.quad	35
	.quad	36
	.quad	37
	.quad	38
	.quad	39
.LCPI0_61:
	.quad	40
	.quad	41
	.quad	42
	.quad	43
	.quad	44
	.quad	45
	.quad	46
	.quad	47
.LCPI0_62:
	.quad	48
	.quad	49
	.quad	50
	.quad	51
	.quad	52
	.quad	53
	.quad	54
	.quad	55
.LCPI0_63:
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
	.long	0xc0800000
.LCPI0_51:
	.long	0x3c23d70a
.LCPI0_52:
	.long	0x7fffffff
.LCPI0_53:
	.long	2139095040
.LCPI0_54:
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
.LCPI0_55:
	.long	0
	.long	4
	.long	2
	.long	6
.LCPI0_56:
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
	subq	$680, %rsp
	movq	(%rdi), %rax
	movq	%rax, -88(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, -40(%rsp)
	movq	24(%rdi), %rax
	movq	%rax, -112(%rsp)
	movq	32(%rdi), %r11
	movq	40(%rdi), %rax
	movq	48(%rdi), %rcx
	movq	%rcx, 8(%rsp)
	vmovd	56(%rdi), %xmm8
	vmovss	60(%rdi), %xmm0
	vmovss	%xmm0, -8(%rsp)
	movl	64(%rdi), %ecx
	movl	%ecx, -100(%rsp)
	vmovss	72(%rdi), %xmm0
	vmovss	%xmm0, -12(%rsp)
	vmovss	76(%rdi), %xmm0
	vmovss	%xmm0, -16(%rsp)
	vmovd	80(%rdi), %xmm0
	vmovd	%xmm0, -20(%rsp)
	movl	68(%rdi), %ecx
	movl	%ecx, -4(%rsp)
	movq	88(%rdi), %rcx
	movq	%rcx, -96(%rsp)
	movq	96(%rdi), %rcx
	movq	%rcx, 344(%rsp)
	leaq	3(%rax), %r13
	shrq	$2, %r13
	cmpq	$127, %rax
	movq	%r11, 112(%rsp)
	movq	%rax, -120(%rsp)
	movq	%r13, 376(%rsp)
	ja	.LBB0_24
	movq	%r11, %rsi
	subq	-112(%rsp), %rsi
	jbe	.LBB0_86
	movl	$3449720151, %edi
	movq	-96(%rsp), %r14
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
	vmovdqu64	%zmm0, 624(%rsp)
	vpbroadcastq	%rcx, %zmm25
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 976(%rsp)
	vpbroadcastq	%r14, %zmm26
	vpbroadcastd	%xmm8, %zmm27
	leaq	71272(%rsp), %r10
	leaq	-1(%rbx), %rax
	movq	%rax, -64(%rsp)
	vbroadcastss	.LCPI0_50(%rip), %zmm28
	vbroadcastss	.LCPI0_11(%rip), %zmm29
	vbroadcastss	.LCPI0_52(%rip), %zmm30
	vpbroadcastd	.LCPI0_53(%rip), %zmm31
	vpbroadcastd	.LCPI0_54(%rip), %zmm10
	vpbroadcastq	%r13, %zmm0
	vmovdqu64	%zmm0, 1312(%rsp)
	vmovdqu64	%zmm11, 2976(%rsp)
	vmovdqu64	%zmm12, 2912(%rsp)
	vmovdqu64	%zmm13, 2848(%rsp)
	vmovdqu64	%zmm14, 2784(%rsp)
	vmovdqu64	%zmm15, 1696(%rsp)
	vmovdqu64	%zmm16, 1632(%rsp)
	vmovdqu64	%zmm17, 2720(%rsp)
	vmovdqu64	%zmm18, 2656(%rsp)
	vmovdqu64	%zmm19, 2592(%rsp)
	vmovdqu64	%zmm20, 2528(%rsp)
	vmovdqu64	%zmm21, 3232(%rsp)
	vmovdqu64	%zmm22, 1568(%rsp)
	vmovdqu64	%zmm23, 1440(%rsp)
	vmovdqu64	%zmm24, 2464(%rsp)
	vmovdqu64	%zmm25, 1504(%rsp)
	vmovdqu64	%zmm26, 1376(%rsp)
	vmovdqu64	%zmm27, 2400(%rsp)
	jmp	.LBB0_5
	.p2align	4
.LBB0_135:
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r11
.LBB0_136:
	cmpq	%r12, %rax
	cmovbq	%rax, %r15
	addq	%rbx, %r15
	imulq	%r11, %r15
	movq	%rdx, %rcx
	shlq	$8, %rcx
	addq	%rsp, %rcx
	addq	$4776, %rcx
	vmovd	(%rcx,%rax,4), %xmm0
	movq	-88(%rsp), %rax
	leaq	(%rax,%r15,4), %rax
	vmovd	%xmm0, (%rax,%rdx,4)
.LBB0_137:
	addq	$64, %rbx
	addq	$-64, %rsi
	movq	112(%rsp), %r11
	movq	%rbx, -112(%rsp)
	cmpq	%r11, %rbx
	jae	.LBB0_86
.LBB0_5:
	cmpq	$64, %rsi
	movl	$64, %eax
	cmovbq	%rsi, %rax
	movq	%rax, -56(%rsp)
	movq	%r11, %rax
	movq	-112(%rsp), %rbx
	subq	%rbx, %rax
	cmpq	$64, %rax
	movl	$64, %r12d
	cmovbq	%rax, %r12
	leaq	-1(%r12), %r15
	movq	-120(%rsp), %r14
	testq	%r14, %r14
	movq	-88(%rsp), %r13
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
	vmovss	%xmm0, 4776(%rsp,%rcx,4)
	movq	-40(%rsp), %rbp
	vmovss	(%rbp,%rdx,4), %xmm0
	vmovss	%xmm0, 37544(%rsp,%rcx,4)
	leal	1(%rcx), %edx
	andl	$63, %edx
	cmpq	%rdx, %rax
	cmovbeq	%r15, %rdx
	addq	%rbx, %rdx
	imulq	%r14, %rdx
	addq	%r11, %rdx
	vmovss	(%r13,%rdx,4), %xmm0
	vmovss	%xmm0, 4780(%rsp,%rcx,4)
	vmovd	(%rbp,%rdx,4), %xmm0
	vmovd	%xmm0, 37548(%rsp,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r9
	jne	.LBB0_7
.LBB0_8:
	cmpq	$0, 8(%rsp)
	movq	-96(%rsp), %r11
	movq	376(%rsp), %r14
	movq	-64(%rsp), %r13
	je	.LBB0_117
	vpbroadcastq	%rbx, %zmm0
	vpaddq	.LCPI0_0(%rip), %zmm0, %zmm1
	vpaddq	.LCPI0_57(%rip), %zmm0, %zmm2
	vpaddq	.LCPI0_58(%rip), %zmm0, %zmm3
	vpaddq	.LCPI0_59(%rip), %zmm0, %zmm4
	vpaddq	.LCPI0_60(%rip), %zmm0, %zmm5
	vpaddq	.LCPI0_61(%rip), %zmm0, %zmm6
	vpaddq	.LCPI0_63(%rip), %zmm0, %zmm7
	vmovdqu64	1312(%rsp), %zmm8
	vpmullq	%zmm8, %zmm2, %zmm9
	vpmullq	%zmm8, %zmm1, %zmm1
	vmovdqu64	%zmm1, 2016(%rsp)
	vpmullq	%zmm8, %zmm4, %zmm4
	vpmullq	%zmm8, %zmm3, %zmm3
	vpmullq	%zmm8, %zmm6, %zmm6
	vpmullq	%zmm8, %zmm5, %zmm5
	vpmullq	%zmm8, %zmm7, %zmm7
	vpaddq	.LCPI0_62(%rip), %zmm0, %zmm0
	vpmullq	%zmm8, %zmm0, %zmm8
	xorl	%eax, %eax
	vmovss	-12(%rsp), %xmm0
	vmovss	%xmm0, -72(%rsp)
	vmovss	-8(%rsp), %xmm0
	vmovaps	%xmm0, 1184(%rsp)
	vmovdqu64	%zmm9, 2080(%rsp)
	vmovdqu64	%zmm4, 1952(%rsp)
	vmovdqu64	%zmm3, 1888(%rsp)
	vmovdqu64	%zmm6, 3296(%rsp)
	vmovdqu64	%zmm5, 1824(%rsp)
	vmovdqu64	%zmm7, 1760(%rsp)
	vmovdqu64	%zmm8, 3040(%rsp)
	jmp	.LBB0_10
	.p2align	4
.LBB0_121:
	incq	%rax
	cmpq	8(%rsp), %rax
	je	.LBB0_117
.LBB0_10:
	cmpl	$0, -4(%rsp)
	jne	.LBB0_11
	cmpl	$0, -100(%rsp)
	je	.LBB0_120
.LBB0_13:
	testq	%r14, %r14
	je	.LBB0_120
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
	vmovdqu64	%zmm2, 2272(%rsp)
	vpxorq	976(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2208(%rsp)
	vpxorq	624(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 2144(%rsp)
	movq	%r10, %rcx
	xorl	%edx, %edx
	vpbroadcastq	.LCPI0_4(%rip), %zmm17
	vpbroadcastq	.LCPI0_5(%rip), %zmm27
	.p2align	4
.LBB0_15:
	vpbroadcastq	%rdx, %zmm0
	vpaddq	2080(%rsp), %zmm0, %zmm8
	vpaddq	2016(%rsp), %zmm0, %zmm9
	vpaddq	1952(%rsp), %zmm0, %zmm10
	vpaddq	1888(%rsp), %zmm0, %zmm11
	vpaddq	3296(%rsp), %zmm0, %zmm12
	vpaddq	1824(%rsp), %zmm0, %zmm13
	vpaddq	1760(%rsp), %zmm0, %zmm14
	vpaddq	3040(%rsp), %zmm0, %zmm15
	vpmuludq	%zmm17, %zmm9, %zmm7
	vpmuludq	%zmm17, %zmm8, %zmm6
	vpmuludq	%zmm17, %zmm11, %zmm5
	vpmuludq	%zmm17, %zmm10, %zmm4
	vpmuludq	%zmm17, %zmm13, %zmm1
	vpmuludq	%zmm17, %zmm12, %zmm3
	vpmuludq	%zmm17, %zmm15, %zmm2
	vpmuludq	%zmm17, %zmm14, %zmm28
	vmovdqu64	1376(%rsp), %zmm16
	vpternlogq	$150, %zmm16, %zmm6, %zmm8
	vpternlogq	$150, %zmm16, %zmm7, %zmm9
	vpternlogq	$150, %zmm16, %zmm4, %zmm10
	vpternlogq	$150, %zmm16, %zmm5, %zmm11
	vpternlogq	$150, %zmm16, %zmm3, %zmm12
	vpternlogq	$150, %zmm16, %zmm1, %zmm13
	vpternlogq	$150, %zmm16, %zmm28, %zmm14
	vpternlogq	$150, %zmm16, %zmm2, %zmm15
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm14, %zmm14
	vpmuludq	%zmm27, %zmm8, %zmm24
	vpmuludq	%zmm27, %zmm9, %zmm26
	vpmuludq	%zmm27, %zmm10, %zmm20
	vpmuludq	%zmm27, %zmm11, %zmm25
	vpmuludq	%zmm27, %zmm12, %zmm12
	vpmuludq	%zmm27, %zmm13, %zmm21
	vpmuludq	%zmm27, %zmm14, %zmm31
	vpmuludq	%zmm27, %zmm15, %zmm16
	vpsrlq	$32, %zmm26, %zmm8
	vpsrlq	$32, %zmm24, %zmm9
	vpsrlq	$32, %zmm25, %zmm10
	vpsrlq	$32, %zmm20, %zmm13
	vpsrlq	$32, %zmm21, %zmm17
	vpsrlq	$32, %zmm12, %zmm18
	vpsrlq	$32, %zmm16, %zmm19
	vpsrlq	$32, %zmm31, %zmm22
	vmovdqu64	2208(%rsp), %zmm23
	vpxorq	%zmm23, %zmm9, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm15
	vmovdqu64	%zmm15, 432(%rsp)
	vpxorq	%zmm23, %zmm8, %zmm8
	vpxorq	%zmm23, %zmm13, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm0
	vmovdqu64	%zmm0, 48(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm29
	vmovdqu64	%zmm29, 752(%rsp)
	vpxorq	%zmm23, %zmm10, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm14
	vmovdqu64	%zmm14, 240(%rsp)
	vpxorq	%zmm23, %zmm18, %zmm8
	vpxorq	%zmm23, %zmm17, %zmm13
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm30
	vmovdqu64	%zmm30, 560(%rsp)
	vpxorq	%zmm23, %zmm22, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm11
	vmovdqu64	%zmm11, 1040(%rsp)
	vpxorq	%zmm23, %zmm19, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm8
	vmovdqu64	%zmm8, 496(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	%zmm0, 688(%rsp)
	vmovdqu64	2272(%rsp), %zmm9
	vpxorq	%zmm7, %zmm9, %zmm7
	vpmuludq	%zmm27, %zmm7, %zmm19
	vpxorq	%zmm6, %zmm9, %zmm6
	vpmuludq	%zmm27, %zmm6, %zmm23
	vpxorq	%zmm5, %zmm9, %zmm5
	vpsrlq	$32, %zmm15, %zmm8
	vpmuludq	%zmm27, %zmm5, %zmm17
	vpxorq	%zmm4, %zmm9, %zmm4
	vpmuludq	%zmm27, %zmm4, %zmm18
	vpxorq	%zmm1, %zmm9, %zmm1
	vpmuludq	%zmm27, %zmm1, %zmm1
	vpsrlq	$32, %zmm14, %zmm15
	vpxorq	%zmm3, %zmm9, %zmm3
	vpmuludq	%zmm27, %zmm3, %zmm13
	vpxorq	%zmm2, %zmm9, %zmm0
	vpmuludq	%zmm27, %zmm0, %zmm14
	vpxorq	%zmm28, %zmm9, %zmm2
	vpsrlq	$32, %zmm29, %zmm3
	vpmuludq	%zmm27, %zmm2, %zmm4
	vpsrlq	$32, %zmm23, %zmm7
	vpsrlq	$32, %zmm19, %zmm29
	vpsrlq	$32, %zmm18, %zmm0
	vmovdqu64	1504(%rsp), %zmm2
	vpternlogq	$150, %zmm2, %zmm26, %zmm29
	vpsrlq	$32, %zmm30, %zmm22
	vpsrlq	$32, %zmm17, %zmm6
	vpternlogq	$150, %zmm2, %zmm24, %zmm7
	vpsrlq	$32, %zmm13, %zmm5
	vpternlogq	$150, %zmm2, %zmm25, %zmm6
	vpternlogq	$150, %zmm2, %zmm20, %zmm0
	vpsrlq	$32, %zmm10, %zmm24
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, %zmm2, %zmm21, %zmm20
	vpsrlq	$32, %zmm14, %zmm9
	vpternlogq	$150, %zmm2, %zmm12, %zmm5
	vpternlogq	$150, %zmm2, %zmm16, %zmm9
	vpsrlq	$32, %zmm11, %zmm16
	vpsrlq	$32, %zmm4, %zmm21
	vpternlogq	$150, %zmm2, %zmm31, %zmm21
	vmovdqu64	2144(%rsp), %zmm2
	vpxorq	%zmm2, %zmm8, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm27
	vpxorq	688(%rsp), %zmm2, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm26
	vpxorq	%zmm2, %zmm3, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm11
	vpxorq	%zmm2, %zmm15, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm31
	vpxorq	%zmm2, %zmm24, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm24
	vpxorq	%zmm2, %zmm22, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm12
	vpxorq	%zmm2, %zmm16, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm3
	vmovdqu64	%zmm3, 688(%rsp)
	vpsrlq	$32, %zmm27, %zmm16
	vmovdqu64	2464(%rsp), %zmm22
	vpternlogq	$150, %zmm23, %zmm22, %zmm16
	vpsrlq	$32, %zmm26, %zmm30
	vpternlogq	$150, %zmm19, %zmm22, %zmm30
	vpsrlq	$32, %zmm11, %zmm19
	vpternlogq	$150, %zmm18, %zmm22, %zmm19
	vpsrlq	$32, %zmm31, %zmm28
	vpternlogq	$150, %zmm17, %zmm22, %zmm28
	vpsrlq	$32, %zmm24, %zmm23
	vpternlogq	$150, %zmm13, %zmm22, %zmm23
	vpsrlq	$32, %zmm12, %zmm25
	vpternlogq	$150, %zmm1, %zmm22, %zmm25
	vpsrlq	$32, %zmm3, %zmm17
	vpternlogq	$150, %zmm4, %zmm22, %zmm17
	vmovdqu64	496(%rsp), %zmm3
	vpsrlq	$32, %zmm3, %zmm1
	vpxorq	%zmm2, %zmm1, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm8
	vpsrlq	$32, %zmm8, %zmm4
	vpternlogq	$150, %zmm14, %zmm22, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm7, %zmm1
	vmovdqu64	%zmm1, 1104(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vmovdqu64	1440(%rsp), %zmm13
	vpternlogq	$150, 432(%rsp), %zmm13, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm29, %zmm7
	vpsrlq	$32, %zmm7, %zmm18
	vpternlogq	$150, 48(%rsp), %zmm13, %zmm18
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm0, %zmm22
	vpsrlq	$32, %zmm22, %zmm14
	vpternlogq	$150, 752(%rsp), %zmm13, %zmm14
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm29
	vpternlogq	$150, 240(%rsp), %zmm13, %zmm29
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm0
	vmovdqu64	%zmm0, 48(%rsp)
	vpsrlq	$32, %zmm0, %zmm5
	vpternlogq	$150, %zmm13, %zmm10, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm20
	vpsrlq	$32, %zmm20, %zmm0
	vpternlogq	$150, 560(%rsp), %zmm13, %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm15
	vpsrlq	$32, %zmm15, %zmm21
	vpternlogq	$150, 1040(%rsp), %zmm13, %zmm21
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm1
	vpternlogq	$150, %zmm13, %zmm3, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm3
	vmovdqu64	%zmm3, 240(%rsp)
	vpsrlq	$32, %zmm3, %zmm18
	vmovdqu64	1568(%rsp), %zmm3
	vpternlogq	$150, %zmm3, %zmm26, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm13
	vpsrlq	$32, %zmm13, %zmm26
	vpternlogq	$150, %zmm3, %zmm27, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm29
	vpsrlq	$32, %zmm29, %zmm10
	vpternlogq	$150, %zmm3, %zmm31, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm14
	vpsrlq	$32, %zmm14, %zmm27
	vpternlogq	$150, %zmm3, %zmm11, %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm31
	vpsrlq	$32, %zmm31, %zmm11
	vpternlogq	$150, %zmm3, %zmm12, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm2
	vpternlogq	$150, %zmm3, %zmm24, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 1040(%rsp)
	vpsrlq	$32, %zmm0, %zmm12
	vpternlogq	$150, %zmm3, %zmm8, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm21
	vpsrlq	$32, %zmm21, %zmm24
	vpternlogq	$150, 688(%rsp), %zmm3, %zmm24
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm30, %zmm0
	vmovdqu64	%zmm0, 432(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vmovdqu64	3232(%rsp), %zmm8
	vpternlogq	$150, %zmm7, %zmm8, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm7
	vpsrlq	$32, %zmm7, %zmm0
	vpternlogq	$150, 1104(%rsp), %zmm8, %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm28, %zmm1
	vmovdqu64	%zmm1, 560(%rsp)
	vpsrlq	$32, %zmm1, %zmm16
	vpternlogq	$150, %zmm6, %zmm8, %zmm16
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm6
	vpsrlq	$32, %zmm6, %zmm28
	vpternlogq	$150, %zmm22, %zmm8, %zmm28
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm25, %zmm1
	vmovdqu64	%zmm1, 752(%rsp)
	vpsrlq	$32, %zmm1, %zmm19
	vpternlogq	$150, %zmm20, %zmm8, %zmm19
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm20
	vpsrlq	$32, %zmm20, %zmm25
	vpternlogq	$150, 48(%rsp), %zmm8, %zmm25
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm4, %zmm22
	vpsrlq	$32, %zmm22, %zmm4
	vpternlogq	$150, %zmm9, %zmm8, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm30
	vpsrlq	$32, %zmm30, %zmm1
	vpternlogq	$150, %zmm15, %zmm8, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 496(%rsp)
	vpsrlq	$32, %zmm0, %zmm8
	vmovdqu64	2528(%rsp), %zmm0
	vpternlogq	$150, %zmm13, %zmm0, %zmm8
	vmovdqu64	%zmm8, 48(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm8
	vpsrlq	$32, %zmm8, %zmm3
	vpternlogq	$150, 240(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm23
	vpsrlq	$32, %zmm23, %zmm13
	vpternlogq	$150, %zmm14, %zmm0, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm28
	vpsrlq	$32, %zmm28, %zmm16
	vpternlogq	$150, %zmm29, %zmm0, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm25
	vpsrlq	$32, %zmm25, %zmm14
	vpternlogq	$150, %zmm5, %zmm0, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm29
	vpsrlq	$32, %zmm29, %zmm17
	vpternlogq	$150, %zmm31, %zmm0, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm15
	vpternlogq	$150, %zmm21, %zmm0, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm19
	vpternlogq	$150, 1040(%rsp), %zmm0, %zmm19
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm26, %zmm0
	vmovdqu64	%zmm0, 688(%rsp)
	vpsrlq	$32, %zmm0, %zmm5
	vmovdqu64	2592(%rsp), %zmm26
	vpternlogq	$150, %zmm26, %zmm7, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm7
	vpsrlq	$32, %zmm7, %zmm9
	vpternlogq	$150, 432(%rsp), %zmm26, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm27, %zmm0
	vmovdqu64	%zmm0, 432(%rsp)
	vpsrlq	$32, %zmm0, %zmm27
	vpternlogq	$150, %zmm26, %zmm6, %zmm27
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm10, %zmm6
	vpsrlq	$32, %zmm6, %zmm10
	vpternlogq	$150, 560(%rsp), %zmm26, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm0
	vmovdqu64	%zmm0, 560(%rsp)
	vpsrlq	$32, %zmm0, %zmm31
	vpternlogq	$150, %zmm26, %zmm20, %zmm31
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm20
	vpsrlq	$32, %zmm20, %zmm11
	vpternlogq	$150, 752(%rsp), %zmm26, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm24, %zmm24
	vpsrlq	$32, %zmm24, %zmm0
	vpternlogq	$150, %zmm26, %zmm30, %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm12, %zmm21
	vpsrlq	$32, %zmm21, %zmm12
	vpternlogq	$150, %zmm26, %zmm22, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm2
	vmovdqu64	%zmm2, 240(%rsp)
	vpsrlq	$32, %zmm2, %zmm26
	vmovdqu64	2656(%rsp), %zmm30
	vpternlogq	$150, %zmm30, %zmm8, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm8
	vpsrlq	$32, %zmm8, %zmm2
	vpternlogq	$150, 496(%rsp), %zmm30, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm18
	vpsrlq	$32, %zmm18, %zmm10
	vpternlogq	$150, %zmm30, %zmm28, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm9
	vpsrlq	$32, %zmm9, %zmm22
	vpternlogq	$150, %zmm30, %zmm23, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm5
	vmovdqu64	%zmm5, 1104(%rsp)
	vpsrlq	$32, %zmm5, %zmm11
	vpternlogq	$150, %zmm30, %zmm29, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm5
	vpsrlq	$32, %zmm5, %zmm23
	vpternlogq	$150, %zmm30, %zmm25, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm29
	vpsrlq	$32, %zmm29, %zmm12
	vpternlogq	$150, %zmm30, %zmm4, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm4
	vpsrlq	$32, %zmm4, %zmm25
	vpternlogq	$150, %zmm30, %zmm1, %zmm25
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm0
	vmovdqu64	%zmm0, 496(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	2720(%rsp), %zmm27
	vpternlogq	$150, %zmm7, %zmm27, %zmm0
	vmovdqu64	48(%rsp), %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm30
	vpsrlq	$32, %zmm30, %zmm3
	vpternlogq	$150, 688(%rsp), %zmm27, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm1
	vmovdqu64	%zmm1, 752(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm6, %zmm27, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm13
	vpsrlq	$32, %zmm13, %zmm16
	vpternlogq	$150, 432(%rsp), %zmm27, %zmm16
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm6
	vmovdqu64	%zmm6, 432(%rsp)
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm20, %zmm27, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm20
	vpsrlq	$32, %zmm20, %zmm17
	vpternlogq	$150, 560(%rsp), %zmm27, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm7
	vmovdqu64	%zmm7, 560(%rsp)
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm21, %zmm27, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm19
	vpsrlq	$32, %zmm19, %zmm31
	vpternlogq	$150, %zmm24, %zmm27, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm3
	vmovdqu64	%zmm3, 48(%rsp)
	vpsrlq	$32, %zmm3, %zmm28
	vmovdqu64	1632(%rsp), %zmm3
	vpternlogq	$150, %zmm8, %zmm3, %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm8
	vpsrlq	$32, %zmm8, %zmm14
	vpternlogq	$150, 240(%rsp), %zmm3, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm0
	vmovdqu64	%zmm0, 1040(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vpternlogq	$150, %zmm9, %zmm3, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm27
	vpsrlq	$32, %zmm27, %zmm16
	vpternlogq	$150, %zmm18, %zmm3, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm0
	vmovdqu64	%zmm0, 3104(%rsp)
	vpsrlq	$32, %zmm0, %zmm24
	vpternlogq	$150, %zmm5, %zmm3, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm9
	vpsrlq	$32, %zmm9, %zmm17
	vpternlogq	$150, 1104(%rsp), %zmm3, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm0
	vmovdqu64	%zmm0, 1248(%rsp)
	vpsrlq	$32, %zmm0, %zmm31
	vpternlogq	$150, %zmm4, %zmm3, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm21
	vpsrlq	$32, %zmm21, %zmm18
	vpternlogq	$150, %zmm29, %zmm3, %zmm18
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm29
	vpsrlq	$32, %zmm29, %zmm0
	vmovdqu64	1696(%rsp), %zmm5
	vpternlogq	$150, %zmm5, %zmm30, %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm26, %zmm26
	vpsrlq	$32, %zmm26, %zmm2
	vpternlogq	$150, 496(%rsp), %zmm5, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm1
	vmovdqu64	%zmm1, 240(%rsp)
	vpsrlq	$32, %zmm1, %zmm3
	vpternlogq	$150, %zmm5, %zmm13, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm10, %zmm10
	vpsrlq	$32, %zmm10, %zmm4
	vpternlogq	$150, 752(%rsp), %zmm5, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm1
	vmovdqu64	%zmm1, 496(%rsp)
	vpsrlq	$32, %zmm1, %zmm23
	vpternlogq	$150, %zmm5, %zmm20, %zmm23
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm13
	vpsrlq	$32, %zmm13, %zmm30
	vpternlogq	$150, 432(%rsp), %zmm5, %zmm30
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm25, %zmm22
	vpsrlq	$32, %zmm22, %zmm11
	vpternlogq	$150, %zmm5, %zmm19, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm12, %zmm12
	vpsrlq	$32, %zmm12, %zmm19
	vpternlogq	$150, 560(%rsp), %zmm5, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 560(%rsp)
	vpsrlq	$32, %zmm1, %zmm5
	vmovdqu64	2784(%rsp), %zmm2
	vpternlogq	$150, %zmm2, %zmm8, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 688(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vpternlogq	$150, 48(%rsp), %zmm2, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm0
	vmovdqu64	%zmm0, 752(%rsp)
	vpsrlq	$32, %zmm0, %zmm6
	vpternlogq	$150, %zmm2, %zmm27, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm25
	vpsrlq	$32, %zmm25, %zmm20
	vpternlogq	$150, 1040(%rsp), %zmm2, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm30
	vpsrlq	$32, %zmm30, %zmm4
	vpternlogq	$150, %zmm2, %zmm9, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm23
	vpsrlq	$32, %zmm23, %zmm3
	vpternlogq	$150, 3104(%rsp), %zmm2, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm0
	vmovdqu64	%zmm0, 1104(%rsp)
	vpsrlq	$32, %zmm0, %zmm8
	vpternlogq	$150, %zmm2, %zmm21, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm19
	vpsrlq	$32, %zmm19, %zmm11
	vpternlogq	$150, 1248(%rsp), %zmm2, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm0
	vmovdqu64	%zmm0, 432(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vmovdqu64	2848(%rsp), %zmm0
	vpternlogq	$150, %zmm26, %zmm0, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm28, %zmm21
	vpsrlq	$32, %zmm21, %zmm28
	vpternlogq	$150, %zmm29, %zmm0, %zmm28
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm7
	vpternlogq	$150, %zmm10, %zmm0, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm14
	vpsrlq	$32, %zmm14, %zmm10
	vpternlogq	$150, 240(%rsp), %zmm0, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm17
	vpsrlq	$32, %zmm17, %zmm15
	vpternlogq	$150, %zmm13, %zmm0, %zmm15
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm24, %zmm26
	vpsrlq	$32, %zmm26, %zmm27
	vpternlogq	$150, 496(%rsp), %zmm0, %zmm27
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm13
	vpsrlq	$32, %zmm13, %zmm29
	vpternlogq	$150, %zmm12, %zmm0, %zmm29
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm31, %zmm24
	vpsrlq	$32, %zmm24, %zmm9
	vpternlogq	$150, %zmm22, %zmm0, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm22
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm18
	vpmovqd	%zmm18, %ymm0
	vpmovqd	%zmm22, %ymm5
	vinserti64x4	$1, %ymm5, %zmm0, %zmm0
	vmovdqu64	%zmm0, 48(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm6, %zmm0
	vpmovqd	%zmm0, %ymm6
	vpmovqd	%zmm5, %ymm12
	vinserti64x4	$1, %ymm12, %zmm6, %zmm1
	vmovdqu64	%zmm1, 240(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm20
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm4, %zmm4
	vpmovqd	%zmm4, %ymm3
	vpmovqd	%zmm20, %ymm12
	vinserti64x4	$1, %ymm12, %zmm3, %zmm1
	vmovdqu64	%zmm1, 496(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vpmovqd	%zmm2, %ymm3
	vpmovqd	%zmm1, %ymm31
	vinserti64x4	$1, %ymm31, %zmm3, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm3
	vpmovqd	%zmm3, %ymm7
	vpmovqd	%zmm10, %ymm6
	vinserti64x4	$1, %ymm6, %zmm7, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm27
	vpmovqd	%zmm27, %ymm15
	vpmovqd	%zmm6, %ymm12
	vinserti64x4	$1, %ymm12, %zmm15, %zmm15
	vpsrlq	$32, %zmm1, %zmm1
	vpxorq	688(%rsp), %zmm1, %zmm12
	vpsrlq	$32, %zmm2, %zmm1
	vpxorq	560(%rsp), %zmm1, %zmm2
	vpsrlq	$32, %zmm10, %zmm1
	vpxorq	%zmm25, %zmm1, %zmm10
	vpsrlq	$32, %zmm3, %zmm1
	vpxorq	752(%rsp), %zmm1, %zmm3
	vpsrlq	$32, %zmm6, %zmm1
	vpxorq	%zmm23, %zmm1, %zmm6
	vpsrlq	$32, %zmm27, %zmm1
	vpbroadcastq	.LCPI0_5(%rip), %zmm27
	vpxorq	%zmm30, %zmm1, %zmm23
	vpmuludq	%zmm27, %zmm9, %zmm1
	vpsrlq	$32, %zmm1, %zmm9
	vpxorq	%zmm19, %zmm9, %zmm9
	vpmuludq	%zmm27, %zmm29, %zmm19
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm19, %ymm25
	vinserti64x4	$1, %ymm1, %zmm25, %zmm1
	vpsrlq	$32, %zmm19, %zmm19
	vpxorq	1104(%rsp), %zmm19, %zmm19
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm12, %ymm12
	vinserti64x4	$1, %ymm12, %zmm2, %zmm2
	vpsrlq	$32, %zmm22, %zmm12
	vpxorq	%zmm21, %zmm12, %zmm12
	vpsrlq	$32, %zmm18, %zmm18
	vpxorq	432(%rsp), %zmm18, %zmm18
	vpsrlq	$32, %zmm5, %zmm5
	vpxorq	%zmm14, %zmm5, %zmm5
	vpsrlq	$32, %zmm0, %zmm0
	vpxorq	%zmm16, %zmm0, %zmm14
	vpsrlq	$32, %zmm20, %zmm0
	vpxorq	%zmm26, %zmm0, %zmm16
	vpmovqd	%zmm3, %ymm0
	vpmovqd	%zmm10, %ymm3
	vinserti64x4	$1, %ymm3, %zmm0, %zmm3
	vpsrlq	$32, %zmm4, %zmm0
	vpxorq	%zmm17, %zmm0, %zmm4
	vpbroadcastq	.LCPI0_4(%rip), %zmm17
	vpmuludq	%zmm17, %zmm11, %zmm0
	vpmovqd	%zmm23, %ymm10
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm10, %zmm6
	vpsrlq	$32, %zmm0, %zmm10
	vpxorq	%zmm24, %zmm10, %zmm10
	vpmuludq	%zmm17, %zmm8, %zmm8
	vpmovqd	%zmm19, %ymm11
	vpmovqd	%zmm9, %ymm9
	vinserti64x4	$1, %ymm9, %zmm11, %zmm9
	vpsrlq	$32, %zmm8, %zmm11
	vpxorq	%zmm13, %zmm11, %zmm11
	vmovdqu64	2912(%rsp), %zmm13
	vpxord	%zmm2, %zmm13, %zmm2
	vmovdqu64	%zmm2, -960(%rcx)
	vpxord	%zmm3, %zmm13, %zmm2
	vmovdqu64	%zmm2, -896(%rcx)
	vpxord	%zmm6, %zmm13, %zmm2
	vmovdqu64	%zmm2, -832(%rcx)
	vpxord	%zmm9, %zmm13, %zmm2
	vmovdqu64	%zmm2, -768(%rcx)
	vmovdqu64	%zmm31, -704(%rcx)
	vmovdqu64	%zmm7, -640(%rcx)
	vmovdqu64	%zmm15, -576(%rcx)
	vmovdqu64	%zmm1, -512(%rcx)
	vpmovqd	%zmm18, %ymm1
	vpmovqd	%zmm12, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vmovdqu64	2976(%rsp), %zmm3
	vpxord	%zmm1, %zmm3, %zmm1
	vmovdqu64	%zmm1, -448(%rcx)
	vpmovqd	%zmm14, %ymm1
	vpmovqd	%zmm5, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vpxord	%zmm1, %zmm3, %zmm1
	vmovdqu64	%zmm1, -384(%rcx)
	vpmovqd	%zmm4, %ymm1
	vpmovqd	%zmm16, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vpxord	%zmm1, %zmm3, %zmm1
	vmovdqu64	%zmm1, -320(%rcx)
	vpmovqd	%zmm11, %ymm1
	vpmovqd	%zmm10, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vpxord	%zmm1, %zmm3, %zmm1
	vmovdqu64	%zmm1, -256(%rcx)
	vmovups	48(%rsp), %zmm1
	vmovups	%zmm1, -192(%rcx)
	vmovups	240(%rsp), %zmm1
	vmovups	%zmm1, -128(%rcx)
	vmovups	496(%rsp), %zmm1
	vmovups	%zmm1, -64(%rcx)
	vpmovqd	%zmm8, %ymm1
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm1, %zmm0
	vmovdqu64	%zmm0, (%rcx)
	incq	%rdx
	addq	$1024, %rcx
	cmpq	%rdx, %r14
	jne	.LBB0_15
	movq	%r10, %rcx
	movq	%r14, %rdx
	vbroadcastss	.LCPI0_11(%rip), %zmm29
	vbroadcastss	.LCPI0_12(%rip), %zmm31
	.p2align	4
.LBB0_17:
	vpsrld	$9, -704(%rcx), %zmm0
	vpsrld	$9, -640(%rcx), %zmm1
	vpsrld	$9, -576(%rcx), %zmm2
	vpsrld	$9, -512(%rcx), %zmm3
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm3, %zmm3
	vaddps	%zmm29, %zmm0, %zmm0
	vaddps	%zmm29, %zmm1, %zmm7
	vaddps	%zmm29, %zmm2, %zmm6
	vaddps	%zmm29, %zmm3, %zmm5
	vmulps	%zmm31, %zmm0, %zmm8
	vextractf64x4	$1, %zmm8, %ymm0
	vcvtps2pd	%ymm0, %zmm0
	vmulps	%zmm31, %zmm7, %zmm1
	vcvtps2pd	%ymm8, %zmm2
	vextractf64x4	$1, %zmm1, %ymm3
	vcvtps2pd	%ymm3, %zmm3
	vmulps	%zmm31, %zmm6, %zmm4
	vcvtps2pd	%ymm1, %zmm1
	vextractf64x4	$1, %zmm4, %ymm6
	vcvtps2pd	%ymm6, %zmm8
	vmulps	%zmm31, %zmm5, %zmm5
	vcvtps2pd	%ymm4, %zmm4
	vextractf64x4	$1, %zmm5, %ymm6
	vcvtps2pd	%ymm6, %zmm12
	vcvtps2pd	%ymm5, %zmm13
	vbroadcastsd	.LCPI0_26(%rip), %zmm5
	vmulpd	%zmm5, %zmm2, %zmm2
	vmovupd	%zmm2, 752(%rsp)
	vmulpd	%zmm5, %zmm0, %zmm6
	vmovupd	%zmm6, 688(%rsp)
	vmulpd	%zmm5, %zmm1, %zmm1
	vmovupd	%zmm1, 48(%rsp)
	vmulpd	%zmm5, %zmm3, %zmm7
	vmovupd	%zmm7, 432(%rsp)
	vmulpd	%zmm5, %zmm4, %zmm3
	vmovupd	%zmm3, 240(%rsp)
	vmulpd	%zmm5, %zmm8, %zmm8
	vmovupd	%zmm8, 560(%rsp)
	vmulpd	%zmm5, %zmm13, %zmm4
	vmovupd	%zmm4, 496(%rsp)
	vmulpd	%zmm5, %zmm12, %zmm12
	vbroadcastsd	.LCPI0_27(%rip), %zmm0
	vaddpd	%zmm0, %zmm6, %zmm13
	vaddpd	%zmm0, %zmm2, %zmm23
	vaddpd	%zmm0, %zmm7, %zmm15
	vaddpd	%zmm0, %zmm1, %zmm24
	vaddpd	%zmm0, %zmm8, %zmm17
	vaddpd	%zmm0, %zmm3, %zmm25
	vaddpd	%zmm0, %zmm12, %zmm22
	vaddpd	%zmm0, %zmm4, %zmm26
	vpbroadcastq	.LCPI0_41(%rip), %zmm0
	vptestnmq	%zmm0, %zmm23, %k0
	vptestnmq	%zmm0, %zmm13, %k1
	kunpckbw	%k0, %k1, %k1
	kmovw	%k1, 1040(%rsp)
	vptestnmq	%zmm0, %zmm24, %k0
	vptestnmq	%zmm0, %zmm15, %k1
	kunpckbw	%k0, %k1, %k3
	vptestnmq	%zmm0, %zmm25, %k0
	vptestnmq	%zmm0, %zmm17, %k1
	kunpckbw	%k0, %k1, %k4
	vptestnmq	%zmm0, %zmm26, %k0
	vptestnmq	%zmm0, %zmm22, %k1
	kunpckbw	%k0, %k1, %k1
	kmovw	%k1, 1104(%rsp)
	vpbroadcastq	.LCPI0_42(%rip), %zmm0
	vptestnmq	%zmm0, %zmm23, %k0
	vptestnmq	%zmm0, %zmm13, %k1
	kunpckbw	%k0, %k1, %k2
	vptestnmq	%zmm0, %zmm24, %k0
	vptestnmq	%zmm0, %zmm15, %k1
	kunpckbw	%k0, %k1, %k5
	vptestnmq	%zmm0, %zmm25, %k0
	vptestnmq	%zmm0, %zmm17, %k1
	kunpckbw	%k0, %k1, %k6
	vptestnmq	%zmm0, %zmm26, %k0
	vptestnmq	%zmm0, %zmm22, %k1
	kunpckbw	%k0, %k1, %k7
	vpsrld	$9, -960(%rcx), %zmm0
	vpsrld	$9, -896(%rcx), %zmm1
	vpsrld	$9, -832(%rcx), %zmm2
	vpsrld	$9, -768(%rcx), %zmm3
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm3, %zmm3
	vaddps	%zmm29, %zmm0, %zmm0
	vaddps	%zmm29, %zmm1, %zmm1
	vaddps	%zmm29, %zmm2, %zmm2
	vaddps	%zmm29, %zmm3, %zmm3
	vmulps	%zmm31, %zmm0, %zmm0
	vmulps	%zmm31, %zmm1, %zmm1
	vmulps	%zmm31, %zmm2, %zmm2
	vmulps	%zmm31, %zmm3, %zmm3
	vpbroadcastd	.LCPI0_13(%rip), %zmm4
	vpaddd	%zmm4, %zmm0, %zmm18
	vpaddd	%zmm4, %zmm1, %zmm16
	vpaddd	%zmm4, %zmm2, %zmm14
	vpaddd	%zmm4, %zmm3, %zmm11
	vpbroadcastd	.LCPI0_15(%rip), %zmm0
	vpandd	%zmm0, %zmm18, %zmm1
	vpandd	%zmm0, %zmm16, %zmm2
	vpandd	%zmm0, %zmm14, %zmm3
	vpandd	%zmm0, %zmm11, %zmm4
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
	vbroadcastss	.LCPI0_18(%rip), %zmm10
	vaddps	%zmm10, %zmm1, %zmm19
	vaddps	%zmm10, %zmm2, %zmm20
	vaddps	%zmm10, %zmm3, %zmm21
	vdivps	%zmm19, %zmm1, %zmm19
	vdivps	%zmm20, %zmm2, %zmm20
	vdivps	%zmm21, %zmm3, %zmm21
	vmulps	%zmm19, %zmm19, %zmm27
	vmulps	%zmm20, %zmm20, %zmm28
	vmulps	%zmm21, %zmm21, %zmm29
	vmulps	%zmm27, %zmm27, %zmm30
	vbroadcastss	.LCPI0_19(%rip), %zmm5
	vmulps	%zmm5, %zmm30, %zmm31
	vbroadcastss	.LCPI0_20(%rip), %zmm8
	vaddps	%zmm8, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vbroadcastss	.LCPI0_21(%rip), %zmm7
	vmulps	%zmm7, %zmm30, %zmm30
	vbroadcastss	.LCPI0_22(%rip), %zmm9
	vaddps	%zmm9, %zmm30, %zmm30
	vmulps	%zmm30, %zmm27, %zmm27
	vmulps	%zmm28, %zmm28, %zmm30
	vaddps	%zmm31, %zmm27, %zmm27
	vmulps	%zmm5, %zmm30, %zmm31
	vaddps	%zmm8, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vmulps	%zmm7, %zmm30, %zmm30
	vaddps	%zmm9, %zmm30, %zmm30
	vmulps	%zmm30, %zmm28, %zmm28
	vmulps	%zmm29, %zmm29, %zmm30
	vaddps	%zmm31, %zmm28, %zmm28
	vmulps	%zmm5, %zmm30, %zmm31
	vaddps	%zmm8, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vmulps	%zmm7, %zmm30, %zmm30
	vaddps	%zmm9, %zmm30, %zmm30
	vmulps	%zmm30, %zmm29, %zmm29
	vaddps	%zmm10, %zmm4, %zmm30
	vdivps	%zmm30, %zmm4, %zmm30
	vaddps	%zmm31, %zmm29, %zmm29
	vmulps	%zmm30, %zmm30, %zmm31
	vmulps	%zmm31, %zmm31, %zmm0
	vmulps	%zmm5, %zmm0, %zmm6
	vaddps	%zmm8, %zmm6, %zmm6
	vmulps	%zmm6, %zmm0, %zmm6
	vmulps	%zmm7, %zmm0, %zmm0
	vaddps	%zmm9, %zmm0, %zmm0
	vmulps	%zmm0, %zmm31, %zmm0
	vaddps	%zmm6, %zmm0, %zmm0
	vmulps	.LCPI0_11(%rip){1to16}, %zmm1, %zmm6
	vmulps	%zmm6, %zmm1, %zmm6
	vaddps	%zmm27, %zmm6, %zmm27
	vmulps	%zmm27, %zmm19, %zmm19
	vmulps	.LCPI0_11(%rip){1to16}, %zmm2, %zmm27
	vmulps	%zmm27, %zmm2, %zmm27
	vaddps	%zmm28, %zmm27, %zmm28
	vmulps	%zmm28, %zmm20, %zmm20
	vmulps	.LCPI0_11(%rip){1to16}, %zmm3, %zmm28
	vmulps	%zmm28, %zmm3, %zmm28
	vaddps	%zmm29, %zmm28, %zmm29
	vmulps	%zmm29, %zmm21, %zmm21
	vmulps	.LCPI0_11(%rip){1to16}, %zmm4, %zmm29
	vmulps	%zmm29, %zmm4, %zmm29
	vaddps	%zmm0, %zmm29, %zmm0
	vmulps	%zmm0, %zmm30, %zmm0
	vpsrld	$23, %zmm18, %zmm18
	vpbroadcastd	.LCPI0_14(%rip), %zmm8
	vpaddd	%zmm8, %zmm18, %zmm18
	vcvtdq2ps	%zmm18, %zmm18
	vbroadcastss	.LCPI0_23(%rip), %zmm31
	vmulps	%zmm31, %zmm18, %zmm30
	vaddps	%zmm19, %zmm30, %zmm19
	vpsrld	$23, %zmm16, %zmm16
	vpaddd	%zmm8, %zmm16, %zmm16
	vcvtdq2ps	%zmm16, %zmm16
	vmulps	%zmm31, %zmm16, %zmm30
	vaddps	%zmm20, %zmm30, %zmm20
	vpsrld	$23, %zmm14, %zmm14
	vpaddd	%zmm8, %zmm14, %zmm14
	vcvtdq2ps	%zmm14, %zmm30
	vmulps	%zmm31, %zmm30, %zmm14
	vaddps	%zmm21, %zmm14, %zmm14
	vpsrld	$23, %zmm11, %zmm5
	vpaddd	%zmm8, %zmm5, %zmm5
	vcvtdq2ps	%zmm5, %zmm5
	vmulps	%zmm31, %zmm5, %zmm21
	vaddps	%zmm0, %zmm21, %zmm0
	vsubps	%zmm6, %zmm19, %zmm6
	vsubps	%zmm27, %zmm20, %zmm19
	vsubps	%zmm28, %zmm14, %zmm14
	vsubps	%zmm29, %zmm0, %zmm0
	vaddps	%zmm6, %zmm1, %zmm1
	vaddps	%zmm19, %zmm2, %zmm2
	vaddps	%zmm14, %zmm3, %zmm3
	vaddps	%zmm0, %zmm4, %zmm0
	vbroadcastss	.LCPI0_24(%rip), %zmm6
	vmulps	%zmm6, %zmm18, %zmm4
	vaddps	%zmm1, %zmm4, %zmm31
	vmulps	%zmm6, %zmm16, %zmm1
	vaddps	%zmm2, %zmm1, %zmm29
	vmulps	%zmm6, %zmm30, %zmm1
	vaddps	%zmm3, %zmm1, %zmm14
	vmulps	%zmm6, %zmm5, %zmm1
	vaddps	%zmm0, %zmm1, %zmm16
	vbroadcastsd	.LCPI0_28(%rip), %zmm7
	vaddpd	%zmm7, %zmm23, %zmm0
	vaddpd	%zmm7, %zmm13, %zmm1
	vaddpd	%zmm7, %zmm24, %zmm2
	vaddpd	%zmm7, %zmm15, %zmm3
	vaddpd	%zmm7, %zmm25, %zmm4
	vaddpd	%zmm7, %zmm17, %zmm5
	vaddpd	%zmm7, %zmm26, %zmm6
	vaddpd	%zmm7, %zmm22, %zmm13
	vmovupd	688(%rsp), %zmm7
	vsubpd	%zmm1, %zmm7, %zmm1
	vmovupd	752(%rsp), %zmm7
	vsubpd	%zmm0, %zmm7, %zmm0
	vmovupd	432(%rsp), %zmm7
	vsubpd	%zmm3, %zmm7, %zmm3
	vmovupd	48(%rsp), %zmm7
	vsubpd	%zmm2, %zmm7, %zmm9
	vmovupd	560(%rsp), %zmm2
	vsubpd	%zmm5, %zmm2, %zmm5
	vmovupd	240(%rsp), %zmm2
	vsubpd	%zmm4, %zmm2, %zmm4
	vsubpd	%zmm13, %zmm12, %zmm7
	vmovupd	496(%rsp), %zmm2
	vsubpd	%zmm6, %zmm2, %zmm6
	vbroadcastsd	.LCPI0_29(%rip), %zmm8
	vmulpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm8, %zmm1, %zmm2
	vmulpd	%zmm8, %zmm9, %zmm1
	vmulpd	%zmm8, %zmm3, %zmm15
	vmulpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm8, %zmm5, %zmm19
	vmulpd	%zmm8, %zmm6, %zmm17
	vmulpd	%zmm8, %zmm7, %zmm20
	vmulpd	%zmm2, %zmm2, %zmm5
	vmulpd	%zmm0, %zmm0, %zmm12
	vmulpd	%zmm15, %zmm15, %zmm6
	vmulpd	%zmm1, %zmm1, %zmm7
	vmulpd	%zmm19, %zmm19, %zmm8
	vmulpd	%zmm4, %zmm4, %zmm9
	vmulpd	%zmm20, %zmm20, %zmm10
	vmulpd	%zmm17, %zmm17, %zmm11
	vbroadcastsd	.LCPI0_30(%rip), %zmm25
	vmulpd	%zmm25, %zmm12, %zmm3
	vmulpd	%zmm25, %zmm5, %zmm13
	vmulpd	%zmm25, %zmm7, %zmm18
	vmulpd	%zmm25, %zmm6, %zmm21
	vmulpd	%zmm25, %zmm9, %zmm22
	vmulpd	%zmm25, %zmm8, %zmm23
	vmulpd	%zmm25, %zmm11, %zmm24
	vmulpd	%zmm25, %zmm10, %zmm25
	vbroadcastsd	.LCPI0_31(%rip), %zmm26
	vaddpd	%zmm26, %zmm13, %zmm13
	vaddpd	%zmm26, %zmm3, %zmm3
	vaddpd	%zmm26, %zmm21, %zmm21
	vaddpd	%zmm26, %zmm18, %zmm18
	vaddpd	%zmm26, %zmm23, %zmm23
	vaddpd	%zmm26, %zmm22, %zmm22
	vaddpd	%zmm26, %zmm25, %zmm25
	vaddpd	%zmm26, %zmm24, %zmm24
	vmulpd	%zmm3, %zmm12, %zmm3
	vmulpd	%zmm13, %zmm5, %zmm13
	vmulpd	%zmm18, %zmm7, %zmm18
	vmulpd	%zmm21, %zmm6, %zmm21
	vmulpd	%zmm22, %zmm9, %zmm22
	vmulpd	%zmm23, %zmm8, %zmm23
	vmulpd	%zmm24, %zmm11, %zmm24
	vmulpd	%zmm25, %zmm10, %zmm25
	vbroadcastsd	.LCPI0_32(%rip), %zmm26
	vaddpd	%zmm26, %zmm13, %zmm13
	vaddpd	%zmm26, %zmm3, %zmm3
	vaddpd	%zmm26, %zmm21, %zmm21
	vaddpd	%zmm26, %zmm18, %zmm18
	vaddpd	%zmm26, %zmm23, %zmm23
	vaddpd	%zmm26, %zmm22, %zmm22
	vaddpd	%zmm26, %zmm25, %zmm25
	vaddpd	%zmm26, %zmm24, %zmm24
	vmulpd	%zmm3, %zmm12, %zmm3
	vmulpd	%zmm13, %zmm5, %zmm13
	vmulpd	%zmm18, %zmm7, %zmm18
	vmulpd	%zmm21, %zmm6, %zmm21
	vmulpd	%zmm22, %zmm9, %zmm22
	vmulpd	%zmm23, %zmm8, %zmm23
	vmulpd	%zmm24, %zmm11, %zmm24
	vmulpd	%zmm25, %zmm10, %zmm25
	vbroadcastsd	.LCPI0_33(%rip), %zmm26
	vaddpd	%zmm26, %zmm13, %zmm13
	vaddpd	%zmm26, %zmm3, %zmm3
	vaddpd	%zmm26, %zmm21, %zmm21
	vaddpd	%zmm26, %zmm18, %zmm18
	vaddpd	%zmm26, %zmm23, %zmm23
	vaddpd	%zmm26, %zmm22, %zmm22
	vaddpd	%zmm26, %zmm25, %zmm25
	vaddpd	%zmm26, %zmm24, %zmm24
	vmulpd	%zmm5, %zmm2, %zmm26
	vmulpd	%zmm13, %zmm26, %zmm13
	vmulpd	%zmm12, %zmm0, %zmm26
	vmulpd	%zmm3, %zmm26, %zmm3
	vmulpd	%zmm6, %zmm15, %zmm26
	vmulpd	%zmm21, %zmm26, %zmm21
	vmulpd	%zmm7, %zmm1, %zmm26
	vmulpd	%zmm18, %zmm26, %zmm18
	vmulpd	%zmm8, %zmm19, %zmm26
	vmulpd	%zmm23, %zmm26, %zmm23
	vmulpd	%zmm9, %zmm4, %zmm26
	vmulpd	%zmm22, %zmm26, %zmm22
	vmulpd	%zmm10, %zmm20, %zmm26
	vmulpd	%zmm25, %zmm26, %zmm25
	vmulpd	%zmm11, %zmm17, %zmm26
	vmulpd	%zmm24, %zmm26, %zmm24
	vaddpd	%zmm13, %zmm2, %zmm13
	vaddpd	%zmm3, %zmm0, %zmm3
	vaddpd	%zmm21, %zmm15, %zmm2
	vaddpd	%zmm18, %zmm1, %zmm18
	vaddpd	%zmm23, %zmm19, %zmm27
	vaddpd	%zmm22, %zmm4, %zmm15
	vaddpd	%zmm25, %zmm20, %zmm28
	vaddpd	%zmm24, %zmm17, %zmm1
	vbroadcastsd	.LCPI0_34(%rip), %zmm0
	vmulpd	%zmm0, %zmm12, %zmm4
	vmulpd	%zmm0, %zmm5, %zmm19
	vmulpd	%zmm0, %zmm7, %zmm20
	vmulpd	%zmm0, %zmm6, %zmm21
	vmulpd	%zmm0, %zmm9, %zmm22
	vmulpd	%zmm0, %zmm8, %zmm23
	vmulpd	%zmm0, %zmm11, %zmm24
	vmulpd	%zmm0, %zmm10, %zmm25
	vbroadcastsd	.LCPI0_35(%rip), %zmm26
	vsubpd	%zmm19, %zmm26, %zmm19
	vsubpd	%zmm4, %zmm26, %zmm4
	vsubpd	%zmm21, %zmm26, %zmm21
	vsubpd	%zmm20, %zmm26, %zmm20
	vsubpd	%zmm23, %zmm26, %zmm23
	vsubpd	%zmm22, %zmm26, %zmm22
	vsubpd	%zmm25, %zmm26, %zmm25
	vsubpd	%zmm24, %zmm26, %zmm24
	vmulpd	%zmm4, %zmm12, %zmm4
	vmulpd	%zmm19, %zmm5, %zmm19
	vmulpd	%zmm20, %zmm7, %zmm20
	vmulpd	%zmm21, %zmm6, %zmm21
	vmulpd	%zmm22, %zmm9, %zmm22
	vmulpd	%zmm23, %zmm8, %zmm23
	vmulpd	%zmm24, %zmm11, %zmm24
	vmulpd	%zmm25, %zmm10, %zmm25
	vbroadcastsd	.LCPI0_36(%rip), %zmm26
	vaddpd	%zmm26, %zmm19, %zmm19
	vaddpd	%zmm26, %zmm4, %zmm4
	vaddpd	%zmm26, %zmm21, %zmm21
	vaddpd	%zmm26, %zmm20, %zmm20
	vaddpd	%zmm26, %zmm23, %zmm23
	vaddpd	%zmm26, %zmm22, %zmm22
	vaddpd	%zmm26, %zmm25, %zmm25
	vaddpd	%zmm26, %zmm24, %zmm24
	vmulpd	%zmm4, %zmm12, %zmm4
	vmulpd	%zmm19, %zmm5, %zmm19
	vmulpd	%zmm20, %zmm7, %zmm20
	vmulpd	%zmm21, %zmm6, %zmm21
	vmulpd	%zmm22, %zmm9, %zmm22
	vmulpd	%zmm23, %zmm8, %zmm23
	vmulpd	%zmm24, %zmm11, %zmm24
	vmulpd	%zmm25, %zmm10, %zmm25
	vbroadcastsd	.LCPI0_37(%rip), %zmm26
	vaddpd	%zmm26, %zmm19, %zmm19
	vaddpd	%zmm26, %zmm4, %zmm4
	vaddpd	%zmm26, %zmm21, %zmm21
	vaddpd	%zmm26, %zmm20, %zmm20
	vaddpd	%zmm26, %zmm23, %zmm23
	vaddpd	%zmm26, %zmm22, %zmm22
	vaddpd	%zmm26, %zmm25, %zmm25
	vaddpd	%zmm26, %zmm24, %zmm24
	vmulpd	%zmm5, %zmm5, %zmm26
	vmulpd	%zmm19, %zmm26, %zmm19
	vmulpd	%zmm12, %zmm12, %zmm26
	vmulpd	%zmm4, %zmm26, %zmm4
	vmulpd	%zmm6, %zmm6, %zmm26
	vmulpd	%zmm21, %zmm26, %zmm21
	vmulpd	%zmm7, %zmm7, %zmm26
	vmulpd	%zmm20, %zmm26, %zmm20
	vmulpd	%zmm8, %zmm8, %zmm26
	vmulpd	%zmm23, %zmm26, %zmm23
	vmulpd	%zmm9, %zmm9, %zmm26
	vmulpd	%zmm22, %zmm26, %zmm22
	vmulpd	%zmm10, %zmm10, %zmm26
	vmulpd	%zmm25, %zmm26, %zmm25
	vmulpd	%zmm11, %zmm11, %zmm26
	vmulpd	%zmm24, %zmm26, %zmm24
	vbroadcastsd	.LCPI0_38(%rip), %zmm0
	vmulpd	%zmm0, %zmm12, %zmm12
	vbroadcastsd	.LCPI0_39(%rip), %zmm26
	vsubpd	%zmm12, %zmm26, %zmm12
	vaddpd	%zmm4, %zmm12, %zmm17
	vbroadcastss	.LCPI0_25(%rip), %zmm30
	vmulps	%zmm30, %zmm31, %zmm4
	vmulps	%zmm30, %zmm29, %zmm12
	vmulps	%zmm30, %zmm14, %zmm14
	vmulps	%zmm30, %zmm16, %zmm16
	vsqrtps	%zmm4, %zmm4
	vsqrtps	%zmm12, %zmm12
	vsqrtps	%zmm14, %zmm14
	vsqrtps	%zmm16, %zmm16
	vmulpd	%zmm0, %zmm5, %zmm5
	vmulpd	%zmm0, %zmm6, %zmm6
	vmulpd	%zmm0, %zmm7, %zmm7
	vmulpd	%zmm0, %zmm8, %zmm8
	vmulpd	%zmm0, %zmm9, %zmm9
	vmulpd	%zmm0, %zmm10, %zmm10
	vmulpd	%zmm0, %zmm11, %zmm11
	vmovapd	%zmm0, %zmm30
	vsubpd	%zmm5, %zmm26, %zmm5
	vaddpd	%zmm19, %zmm5, %zmm5
	vsubpd	%zmm7, %zmm26, %zmm7
	vaddpd	%zmm20, %zmm7, %zmm7
	vsubpd	%zmm6, %zmm26, %zmm6
	vaddpd	%zmm21, %zmm6, %zmm6
	vsubpd	%zmm9, %zmm26, %zmm9
	vaddpd	%zmm22, %zmm9, %zmm9
	vsubpd	%zmm8, %zmm26, %zmm8
	vaddpd	%zmm23, %zmm8, %zmm8
	vsubpd	%zmm11, %zmm26, %zmm11
	vaddpd	%zmm24, %zmm11, %zmm11
	vsubpd	%zmm10, %zmm26, %zmm10
	vmovapd	%zmm26, %zmm31
	vaddpd	%zmm25, %zmm10, %zmm10
	vcvtpd2ps	%zmm3, %ymm3
	vcvtpd2ps	%zmm13, %ymm13
	vcvtpd2ps	%zmm18, %ymm18
	vinsertf64x4	$1, %ymm13, %zmm3, %zmm3
	vcvtpd2ps	%zmm2, %ymm2
	vinsertf64x4	$1, %ymm2, %zmm18, %zmm2
	vcvtpd2ps	%zmm15, %ymm13
	vcvtpd2ps	%zmm27, %ymm0
	vcvtpd2ps	%zmm1, %ymm15
	vcvtpd2ps	%zmm28, %ymm1
	vinsertf64x4	$1, %ymm0, %zmm13, %zmm0
	vinsertf64x4	$1, %ymm1, %zmm15, %zmm1
	vcvtpd2ps	%zmm17, %ymm13
	vcvtpd2ps	%zmm5, %ymm5
	vinsertf64x4	$1, %ymm5, %zmm13, %zmm5
	vcvtpd2ps	%zmm7, %ymm7
	vcvtpd2ps	%zmm6, %ymm6
	vinsertf64x4	$1, %ymm6, %zmm7, %zmm6
	vcvtpd2ps	%zmm9, %ymm7
	vcvtpd2ps	%zmm8, %ymm8
	vcvtpd2ps	%zmm11, %ymm9
	vinsertf64x4	$1, %ymm8, %zmm7, %zmm7
	vcvtpd2ps	%zmm10, %ymm8
	vinsertf64x4	$1, %ymm8, %zmm9, %zmm8
	vbroadcastss	.LCPI0_40(%rip), %zmm27
	vxorps	%zmm27, %zmm3, %zmm9
	vxorps	%zmm27, %zmm2, %zmm10
	vxorps	%zmm27, %zmm0, %zmm11
	vxorps	%zmm27, %zmm1, %zmm13
	vxorps	%zmm27, %zmm5, %zmm15
	vxorps	%zmm27, %zmm6, %zmm17
	vxorps	%zmm27, %zmm7, %zmm18
	vxorps	%zmm27, %zmm8, %zmm19
	vblendmps	%zmm3, %zmm9, %zmm20 {%k2}
	kmovq	%k5, %k1
	kmovw	%k5, 3104(%rsp)
	vblendmps	%zmm2, %zmm10, %zmm21 {%k5}
	vblendmps	%zmm0, %zmm11, %zmm22 {%k6}
	vblendmps	%zmm1, %zmm13, %zmm23 {%k7}
	vmovaps	%zmm5, %zmm15 {%k2}
	kmovq	%k2, %k5
	vmovaps	%zmm6, %zmm17 {%k1}
	vmovaps	%zmm7, %zmm18 {%k6}
	vmovaps	%zmm8, %zmm19 {%k7}
	kmovw	1040(%rsp), %k1
	vblendmps	%zmm20, %zmm15, %zmm5 {%k1}
	kmovq	%k3, %k2
	vblendmps	%zmm21, %zmm17, %zmm6 {%k3}
	kmovq	%k4, %k3
	vblendmps	%zmm22, %zmm18, %zmm7 {%k4}
	kmovw	1104(%rsp), %k4
	vblendmps	%zmm23, %zmm19, %zmm8 {%k4}
	vmovaps	%zmm9, %zmm3 {%k5}
	kmovw	3104(%rsp), %k5
	vmovaps	%zmm10, %zmm2 {%k5}
	vmovaps	%zmm11, %zmm0 {%k6}
	vmovaps	%zmm13, %zmm1 {%k7}
	vmovaps	%zmm15, %zmm3 {%k1}
	vmovaps	%zmm17, %zmm2 {%k2}
	vmovaps	%zmm18, %zmm0 {%k3}
	vmovaps	%zmm19, %zmm1 {%k4}
	vmulps	%zmm4, %zmm3, %zmm3
	vmulps	%zmm12, %zmm2, %zmm2
	vmulps	%zmm14, %zmm0, %zmm0
	vmulps	%zmm16, %zmm1, %zmm1
	vmulps	%zmm4, %zmm5, %zmm4
	vmulps	%zmm12, %zmm6, %zmm5
	vmulps	%zmm14, %zmm7, %zmm6
	vmulps	%zmm16, %zmm8, %zmm7
	vmovups	%zmm3, -960(%rcx)
	vmovups	%zmm2, -896(%rcx)
	vmovups	%zmm0, -832(%rcx)
	vmovups	%zmm1, -768(%rcx)
	vmovups	%zmm4, -704(%rcx)
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
	vbroadcastss	.LCPI0_11(%rip), %zmm20
	vaddps	%zmm20, %zmm0, %zmm0
	vaddps	%zmm20, %zmm1, %zmm7
	vaddps	%zmm20, %zmm2, %zmm6
	vaddps	%zmm20, %zmm3, %zmm5
	vbroadcastss	.LCPI0_12(%rip), %zmm19
	vmulps	%zmm19, %zmm0, %zmm8
	vextractf64x4	$1, %zmm8, %ymm0
	vcvtps2pd	%ymm0, %zmm0
	vmulps	%zmm19, %zmm7, %zmm1
	vcvtps2pd	%ymm8, %zmm2
	vextractf64x4	$1, %zmm1, %ymm3
	vcvtps2pd	%ymm3, %zmm3
	vmulps	%zmm19, %zmm6, %zmm4
	vcvtps2pd	%ymm1, %zmm1
	vextractf64x4	$1, %zmm4, %ymm6
	vcvtps2pd	%ymm6, %zmm6
	vmulps	%zmm19, %zmm5, %zmm5
	vcvtps2pd	%ymm4, %zmm4
	vextractf64x4	$1, %zmm5, %ymm7
	vcvtps2pd	%ymm7, %zmm7
	vcvtps2pd	%ymm5, %zmm5
	vbroadcastsd	.LCPI0_26(%rip), %zmm8
	vmulpd	%zmm8, %zmm2, %zmm17
	vmulpd	%zmm8, %zmm0, %zmm24
	vmulpd	%zmm8, %zmm1, %zmm13
	vmulpd	%zmm8, %zmm3, %zmm18
	vmulpd	%zmm8, %zmm4, %zmm9
	vmulpd	%zmm8, %zmm6, %zmm10
	vmulpd	%zmm8, %zmm5, %zmm1
	vmovupd	%zmm1, 48(%rsp)
	vmulpd	%zmm8, %zmm7, %zmm2
	vmovupd	%zmm2, 240(%rsp)
	vbroadcastsd	.LCPI0_27(%rip), %zmm0
	vaddpd	%zmm0, %zmm24, %zmm25
	vaddpd	%zmm0, %zmm17, %zmm26
	vaddpd	%zmm0, %zmm18, %zmm22
	vaddpd	%zmm0, %zmm13, %zmm23
	vaddpd	%zmm0, %zmm10, %zmm11
	vaddpd	%zmm0, %zmm9, %zmm12
	vaddpd	%zmm0, %zmm2, %zmm2
	vaddpd	%zmm0, %zmm1, %zmm1
	vpbroadcastq	.LCPI0_41(%rip), %zmm0
	vptestnmq	%zmm0, %zmm26, %k0
	vptestnmq	%zmm0, %zmm25, %k1
	kunpckbw	%k0, %k1, %k1
	kmovw	%k1, 496(%rsp)
	vptestnmq	%zmm0, %zmm23, %k0
	vptestnmq	%zmm0, %zmm22, %k1
	kunpckbw	%k0, %k1, %k3
	vptestnmq	%zmm0, %zmm12, %k0
	vptestnmq	%zmm0, %zmm11, %k1
	kunpckbw	%k0, %k1, %k2
	vmovupd	%zmm1, 560(%rsp)
	vptestnmq	%zmm0, %zmm1, %k0
	vmovupd	%zmm2, 752(%rsp)
	vptestnmq	%zmm0, %zmm2, %k1
	kunpckbw	%k0, %k1, %k4
	vpbroadcastq	.LCPI0_42(%rip), %zmm0
	vptestnmq	%zmm0, %zmm26, %k0
	vptestnmq	%zmm0, %zmm25, %k1
	kunpckbw	%k0, %k1, %k1
	vptestnmq	%zmm0, %zmm23, %k0
	vptestnmq	%zmm0, %zmm22, %k5
	kunpckbw	%k0, %k5, %k7
	vptestnmq	%zmm0, %zmm12, %k0
	vptestnmq	%zmm0, %zmm11, %k5
	kunpckbw	%k0, %k5, %k6
	vptestnmq	%zmm0, %zmm1, %k0
	vptestnmq	%zmm0, %zmm2, %k5
	kunpckbw	%k0, %k5, %k5
	vbroadcastsd	.LCPI0_28(%rip), %zmm21
	vaddpd	%zmm21, %zmm26, %zmm0
	vaddpd	%zmm21, %zmm25, %zmm1
	vsubpd	%zmm1, %zmm24, %zmm1
	vsubpd	%zmm0, %zmm17, %zmm0
	vbroadcastsd	.LCPI0_29(%rip), %zmm5
	vmulpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm2
	vmulpd	%zmm0, %zmm0, %zmm3
	vbroadcastsd	.LCPI0_30(%rip), %zmm6
	vmulpd	%zmm6, %zmm3, %zmm4
	vmulpd	%zmm6, %zmm2, %zmm14
	vbroadcastsd	.LCPI0_31(%rip), %zmm7
	vaddpd	%zmm7, %zmm14, %zmm14
	vaddpd	%zmm7, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vmulpd	%zmm14, %zmm2, %zmm14
	vbroadcastsd	.LCPI0_32(%rip), %zmm8
	vaddpd	%zmm8, %zmm14, %zmm14
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vmulpd	%zmm14, %zmm2, %zmm14
	vbroadcastsd	.LCPI0_33(%rip), %zmm15
	vaddpd	%zmm15, %zmm14, %zmm14
	vaddpd	%zmm15, %zmm4, %zmm4
	vmulpd	%zmm2, %zmm1, %zmm16
	vmulpd	%zmm14, %zmm16, %zmm14
	vmulpd	%zmm3, %zmm0, %zmm16
	vmulpd	%zmm4, %zmm16, %zmm4
	vaddpd	%zmm14, %zmm1, %zmm1
	vaddpd	%zmm4, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm25
	vmulpd	%zmm25, %zmm3, %zmm4
	vmulpd	%zmm25, %zmm2, %zmm14
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	vsubpd	%zmm14, %zmm29, %zmm14
	vsubpd	%zmm4, %zmm29, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vmulpd	%zmm14, %zmm2, %zmm14
	vbroadcastsd	.LCPI0_36(%rip), %zmm26
	vaddpd	%zmm26, %zmm14, %zmm14
	vaddpd	%zmm26, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vmulpd	%zmm14, %zmm2, %zmm14
	vbroadcastsd	.LCPI0_37(%rip), %zmm28
	vaddpd	%zmm28, %zmm14, %zmm14
	vaddpd	%zmm28, %zmm4, %zmm4
	vmulpd	%zmm2, %zmm2, %zmm16
	vmulpd	%zmm14, %zmm16, %zmm14
	vmulpd	%zmm3, %zmm3, %zmm16
	vmulpd	%zmm4, %zmm16, %zmm4
	vmulpd	%zmm30, %zmm2, %zmm2
	vmulpd	%zmm30, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm31, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm2, %zmm31, %zmm2
	vaddpd	%zmm14, %zmm2, %zmm2
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm1, %ymm1
	vcvtpd2ps	%zmm3, %ymm3
	vinsertf64x4	$1, %ymm1, %zmm0, %zmm17
	vcvtpd2ps	%zmm2, %ymm0
	vinsertf64x4	$1, %ymm0, %zmm3, %zmm0
	vxorps	%zmm27, %zmm17, %zmm1
	vxorps	%zmm27, %zmm0, %zmm24
	vblendmps	%zmm17, %zmm1, %zmm2 {%k1}
	vmovups	%zmm2, 432(%rsp)
	vmovaps	%zmm0, %zmm24 {%k1}
	vmovaps	%zmm1, %zmm17 {%k1}
	vaddpd	%zmm21, %zmm23, %zmm0
	vaddpd	%zmm21, %zmm22, %zmm1
	vsubpd	%zmm1, %zmm18, %zmm1
	vsubpd	%zmm0, %zmm13, %zmm0
	vmulpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm2
	vmulpd	%zmm0, %zmm0, %zmm3
	vmulpd	%zmm6, %zmm3, %zmm4
	vmulpd	%zmm6, %zmm2, %zmm13
	vaddpd	%zmm7, %zmm13, %zmm13
	vaddpd	%zmm7, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vmulpd	%zmm13, %zmm2, %zmm13
	vaddpd	%zmm8, %zmm13, %zmm13
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vmulpd	%zmm13, %zmm2, %zmm13
	vaddpd	%zmm15, %zmm13, %zmm13
	vaddpd	%zmm15, %zmm4, %zmm4
	vmulpd	%zmm2, %zmm1, %zmm14
	vmulpd	%zmm13, %zmm14, %zmm13
	vmulpd	%zmm3, %zmm0, %zmm14
	vmulpd	%zmm4, %zmm14, %zmm4
	vaddpd	%zmm13, %zmm1, %zmm1
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm25, %zmm3, %zmm4
	vmulpd	%zmm25, %zmm2, %zmm13
	vsubpd	%zmm13, %zmm29, %zmm13
	vsubpd	%zmm4, %zmm29, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vmulpd	%zmm13, %zmm2, %zmm13
	vaddpd	%zmm26, %zmm13, %zmm13
	vaddpd	%zmm26, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vmulpd	%zmm13, %zmm2, %zmm13
	vaddpd	%zmm28, %zmm13, %zmm13
	vaddpd	%zmm28, %zmm4, %zmm4
	vmulpd	%zmm2, %zmm2, %zmm14
	vmulpd	%zmm13, %zmm14, %zmm13
	vmulpd	%zmm3, %zmm3, %zmm14
	vmulpd	%zmm4, %zmm14, %zmm4
	vmulpd	%zmm30, %zmm2, %zmm2
	vmulpd	%zmm30, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm31, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm2, %zmm31, %zmm2
	vaddpd	%zmm13, %zmm2, %zmm2
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm1, %ymm1
	vcvtpd2ps	%zmm3, %ymm3
	vcvtpd2ps	%zmm2, %ymm2
	vinsertf64x4	$1, %ymm1, %zmm0, %zmm13
	vinsertf64x4	$1, %ymm2, %zmm3, %zmm0
	vxorps	%zmm27, %zmm13, %zmm1
	vxorps	%zmm27, %zmm0, %zmm14
	vblendmps	%zmm13, %zmm1, %zmm2 {%k7}
	vmovups	%zmm2, 688(%rsp)
	vmovaps	%zmm0, %zmm14 {%k7}
	vmovaps	%zmm1, %zmm13 {%k7}
	vaddpd	%zmm21, %zmm12, %zmm0
	vaddpd	%zmm21, %zmm11, %zmm1
	vsubpd	%zmm1, %zmm10, %zmm1
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm2
	vmulpd	%zmm0, %zmm0, %zmm3
	vmulpd	%zmm6, %zmm3, %zmm4
	vmulpd	%zmm6, %zmm2, %zmm9
	vaddpd	%zmm7, %zmm9, %zmm9
	vaddpd	%zmm7, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vmulpd	%zmm9, %zmm2, %zmm9
	vaddpd	%zmm8, %zmm9, %zmm9
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vmulpd	%zmm9, %zmm2, %zmm9
	vaddpd	%zmm15, %zmm9, %zmm9
	vaddpd	%zmm15, %zmm4, %zmm4
	vmulpd	%zmm2, %zmm1, %zmm10
	vmulpd	%zmm9, %zmm10, %zmm9
	vmulpd	%zmm3, %zmm0, %zmm10
	vmulpd	%zmm4, %zmm10, %zmm4
	vaddpd	%zmm9, %zmm1, %zmm1
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm25, %zmm3, %zmm4
	vmulpd	%zmm25, %zmm2, %zmm9
	vsubpd	%zmm9, %zmm29, %zmm9
	vsubpd	%zmm4, %zmm29, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vmulpd	%zmm9, %zmm2, %zmm9
	vaddpd	%zmm26, %zmm9, %zmm9
	vaddpd	%zmm26, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vmulpd	%zmm9, %zmm2, %zmm9
	vaddpd	%zmm28, %zmm9, %zmm9
	vaddpd	%zmm28, %zmm4, %zmm4
	vmulpd	%zmm2, %zmm2, %zmm10
	vmulpd	%zmm9, %zmm10, %zmm9
	vmulpd	%zmm3, %zmm3, %zmm10
	vmulpd	%zmm4, %zmm10, %zmm4
	vmulpd	%zmm30, %zmm2, %zmm2
	vmulpd	%zmm30, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm31, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm2, %zmm31, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm1, %ymm1
	vinsertf64x4	$1, %ymm1, %zmm0, %zmm9
	vcvtpd2ps	%zmm3, %ymm0
	vcvtpd2ps	%zmm2, %ymm1
	vinsertf64x4	$1, %ymm1, %zmm0, %zmm0
	vxorps	%zmm27, %zmm9, %zmm2
	vxorps	%zmm27, %zmm0, %zmm1
	vblendmps	%zmm9, %zmm2, %zmm18 {%k6}
	vmovaps	%zmm0, %zmm1 {%k6}
	vmovaps	%zmm2, %zmm9 {%k6}
	vpsrld	$9, -448(%rcx), %zmm0
	vpsrld	$9, -384(%rcx), %zmm2
	vpsrld	$9, -320(%rcx), %zmm3
	vpsrld	$9, -256(%rcx), %zmm4
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm3, %zmm3
	vcvtdq2ps	%zmm4, %zmm4
	vaddps	%zmm20, %zmm0, %zmm0
	vaddps	%zmm20, %zmm2, %zmm2
	vaddps	%zmm20, %zmm3, %zmm3
	vaddps	%zmm20, %zmm4, %zmm4
	vmulps	%zmm19, %zmm0, %zmm0
	vmulps	%zmm19, %zmm2, %zmm2
	vmulps	%zmm19, %zmm3, %zmm3
	vmovaps	%zmm19, %zmm31
	vmulps	%zmm19, %zmm4, %zmm4
	vpbroadcastd	.LCPI0_13(%rip), %zmm10
	vpaddd	%zmm10, %zmm0, %zmm22
	vpaddd	%zmm10, %zmm2, %zmm23
	vpaddd	%zmm10, %zmm3, %zmm26
	vpaddd	%zmm10, %zmm4, %zmm27
	vpbroadcastd	.LCPI0_15(%rip), %zmm4
	vpandd	%zmm4, %zmm22, %zmm0
	vpandd	%zmm4, %zmm23, %zmm2
	vpandd	%zmm4, %zmm26, %zmm3
	vpandd	%zmm4, %zmm27, %zmm4
	vpbroadcastd	.LCPI0_16(%rip), %zmm10
	vpaddd	%zmm10, %zmm0, %zmm0
	vpaddd	%zmm10, %zmm2, %zmm2
	vpaddd	%zmm10, %zmm3, %zmm3
	vpaddd	%zmm10, %zmm4, %zmm4
	vbroadcastss	.LCPI0_17(%rip), %zmm16
	vaddps	%zmm16, %zmm0, %zmm10
	vaddps	%zmm16, %zmm2, %zmm11
	vaddps	%zmm16, %zmm3, %zmm12
	vaddps	%zmm16, %zmm4, %zmm16
	vbroadcastss	.LCPI0_18(%rip), %zmm20
	vaddps	%zmm20, %zmm10, %zmm0
	vaddps	%zmm20, %zmm11, %zmm2
	vaddps	%zmm20, %zmm12, %zmm3
	vdivps	%zmm0, %zmm10, %zmm30
	vdivps	%zmm2, %zmm11, %zmm19
	vdivps	%zmm3, %zmm12, %zmm28
	vaddpd	560(%rsp), %zmm21, %zmm0
	vaddpd	752(%rsp), %zmm21, %zmm2
	vmovupd	240(%rsp), %zmm3
	vsubpd	%zmm2, %zmm3, %zmm2
	vmovupd	48(%rsp), %zmm3
	vsubpd	%zmm0, %zmm3, %zmm0
	vmulpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm4
	vmulpd	%zmm0, %zmm0, %zmm5
	vmulpd	%zmm6, %zmm5, %zmm3
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	%zmm7, %zmm6, %zmm6
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm5, %zmm3
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	%zmm8, %zmm6, %zmm6
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm5, %zmm3
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	%zmm15, %zmm6, %zmm6
	vaddpd	%zmm15, %zmm3, %zmm3
	vmulpd	%zmm4, %zmm2, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm5, %zmm0, %zmm7
	vmulpd	%zmm3, %zmm7, %zmm3
	vaddpd	%zmm6, %zmm2, %zmm2
	vaddpd	%zmm3, %zmm0, %zmm0
	vmulpd	%zmm25, %zmm5, %zmm3
	vmulpd	%zmm25, %zmm4, %zmm6
	vsubpd	%zmm6, %zmm29, %zmm6
	vsubpd	%zmm3, %zmm29, %zmm3
	vbroadcastss	.LCPI0_11(%rip), %zmm29
	vmulpd	%zmm3, %zmm5, %zmm3
	vmulpd	%zmm6, %zmm4, %zmm6
	vbroadcastsd	.LCPI0_36(%rip), %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm5, %zmm3
	vmulpd	%zmm6, %zmm4, %zmm6
	vbroadcastsd	.LCPI0_37(%rip), %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm4, %zmm4, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm5, %zmm5, %zmm7
	vmulpd	%zmm3, %zmm7, %zmm7
	vaddps	%zmm20, %zmm16, %zmm3
	vdivps	%zmm3, %zmm16, %zmm3
	vbroadcastsd	.LCPI0_38(%rip), %zmm8
	vmulpd	%zmm8, %zmm5, %zmm5
	vbroadcastsd	.LCPI0_39(%rip), %zmm15
	vsubpd	%zmm5, %zmm15, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm4, %zmm4
	vsubpd	%zmm4, %zmm15, %zmm4
	vaddpd	%zmm6, %zmm4, %zmm4
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm5, %ymm5
	vcvtpd2ps	%zmm4, %ymm4
	vinsertf64x4	$1, %ymm2, %zmm0, %zmm0
	vinsertf64x4	$1, %ymm4, %zmm5, %zmm2
	vbroadcastss	.LCPI0_40(%rip), %zmm5
	vxorps	%zmm5, %zmm0, %zmm4
	vxorps	%zmm5, %zmm2, %zmm8
	vblendmps	%zmm0, %zmm4, %zmm5 {%k5}
	vmovaps	%zmm2, %zmm8 {%k5}
	vmovaps	%zmm4, %zmm0 {%k5}
	kmovw	496(%rsp), %k1
	vblendmps	432(%rsp), %zmm24, %zmm7 {%k1}
	vblendmps	688(%rsp), %zmm14, %zmm6 {%k3}
	vmovaps	%zmm24, %zmm17 {%k1}
	vmovaps	%zmm14, %zmm13 {%k3}
	vblendmps	%zmm18, %zmm1, %zmm2 {%k2}
	vblendmps	%zmm5, %zmm8, %zmm5 {%k4}
	vmovaps	%zmm1, %zmm9 {%k2}
	vmovaps	%zmm8, %zmm0 {%k4}
	vmulps	%zmm30, %zmm30, %zmm1
	vmulps	%zmm19, %zmm19, %zmm4
	vmulps	%zmm28, %zmm28, %zmm8
	vmulps	%zmm3, %zmm3, %zmm14
	vmulps	%zmm1, %zmm1, %zmm15
	vbroadcastss	.LCPI0_19(%rip), %zmm25
	vmulps	%zmm25, %zmm15, %zmm18
	vbroadcastss	.LCPI0_20(%rip), %zmm20
	vaddps	%zmm20, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vbroadcastss	.LCPI0_21(%rip), %zmm21
	vmulps	%zmm21, %zmm15, %zmm15
	vbroadcastss	.LCPI0_22(%rip), %zmm24
	vaddps	%zmm24, %zmm15, %zmm15
	vmulps	%zmm15, %zmm1, %zmm1
	vmulps	%zmm4, %zmm4, %zmm15
	vaddps	%zmm18, %zmm1, %zmm1
	vmulps	%zmm25, %zmm15, %zmm18
	vaddps	%zmm20, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vmulps	%zmm21, %zmm15, %zmm15
	vaddps	%zmm24, %zmm15, %zmm15
	vmulps	%zmm15, %zmm4, %zmm4
	vmulps	%zmm8, %zmm8, %zmm15
	vaddps	%zmm18, %zmm4, %zmm4
	vmulps	%zmm25, %zmm15, %zmm18
	vaddps	%zmm20, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vmulps	%zmm21, %zmm15, %zmm15
	vaddps	%zmm24, %zmm15, %zmm15
	vmulps	%zmm15, %zmm8, %zmm8
	vmulps	%zmm14, %zmm14, %zmm15
	vaddps	%zmm18, %zmm8, %zmm8
	vmulps	%zmm25, %zmm15, %zmm18
	vaddps	%zmm20, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vmulps	%zmm21, %zmm15, %zmm15
	vaddps	%zmm24, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vpsrld	$23, %zmm22, %zmm15
	vpsrld	$23, %zmm23, %zmm20
	vpsrld	$23, %zmm26, %zmm21
	vpsrld	$23, %zmm27, %zmm22
	vpbroadcastd	.LCPI0_14(%rip), %zmm23
	vpaddd	%zmm23, %zmm15, %zmm15
	vpaddd	%zmm23, %zmm20, %zmm20
	vpaddd	%zmm23, %zmm21, %zmm21
	vpaddd	%zmm23, %zmm22, %zmm22
	vaddps	%zmm18, %zmm14, %zmm14
	vmulps	%zmm29, %zmm10, %zmm18
	vmulps	%zmm18, %zmm10, %zmm18
	vaddps	%zmm1, %zmm18, %zmm1
	vmulps	%zmm1, %zmm30, %zmm1
	vmulps	%zmm29, %zmm11, %zmm23
	vmulps	%zmm23, %zmm11, %zmm23
	vaddps	%zmm4, %zmm23, %zmm4
	vmulps	%zmm4, %zmm19, %zmm4
	vmulps	%zmm29, %zmm12, %zmm19
	vmulps	%zmm19, %zmm12, %zmm19
	vaddps	%zmm8, %zmm19, %zmm8
	vmulps	%zmm8, %zmm28, %zmm8
	vmulps	%zmm29, %zmm16, %zmm24
	vmulps	%zmm24, %zmm16, %zmm24
	vcvtdq2ps	%zmm15, %zmm15
	vcvtdq2ps	%zmm20, %zmm20
	vcvtdq2ps	%zmm21, %zmm21
	vcvtdq2ps	%zmm22, %zmm22
	vaddps	%zmm14, %zmm24, %zmm14
	vmulps	%zmm14, %zmm3, %zmm3
	vbroadcastss	.LCPI0_23(%rip), %zmm25
	vmulps	%zmm25, %zmm15, %zmm14
	vaddps	%zmm1, %zmm14, %zmm1
	vmulps	%zmm25, %zmm20, %zmm14
	vaddps	%zmm4, %zmm14, %zmm4
	vmulps	%zmm25, %zmm21, %zmm14
	vaddps	%zmm8, %zmm14, %zmm8
	vmulps	%zmm25, %zmm22, %zmm14
	vaddps	%zmm3, %zmm14, %zmm3
	vsubps	%zmm18, %zmm1, %zmm1
	vsubps	%zmm23, %zmm4, %zmm4
	vsubps	%zmm19, %zmm8, %zmm8
	vsubps	%zmm24, %zmm3, %zmm3
	vaddps	%zmm1, %zmm10, %zmm1
	vaddps	%zmm4, %zmm11, %zmm4
	vaddps	%zmm8, %zmm12, %zmm8
	vaddps	%zmm3, %zmm16, %zmm3
	vbroadcastss	.LCPI0_24(%rip), %zmm11
	vmulps	%zmm11, %zmm15, %zmm10
	vaddps	%zmm1, %zmm10, %zmm1
	vmulps	%zmm11, %zmm20, %zmm10
	vaddps	%zmm4, %zmm10, %zmm4
	vmulps	%zmm11, %zmm21, %zmm10
	vaddps	%zmm8, %zmm10, %zmm8
	vmulps	%zmm11, %zmm22, %zmm10
	vaddps	%zmm3, %zmm10, %zmm3
	vbroadcastss	.LCPI0_25(%rip), %zmm11
	vmulps	%zmm11, %zmm1, %zmm1
	vsqrtps	%zmm1, %zmm1
	vmulps	%zmm1, %zmm17, %zmm10
	vmulps	%zmm1, %zmm7, %zmm1
	vmulps	%zmm11, %zmm4, %zmm4
	vsqrtps	%zmm4, %zmm4
	vmulps	%zmm4, %zmm13, %zmm7
	vmulps	%zmm4, %zmm6, %zmm4
	vmulps	%zmm11, %zmm8, %zmm6
	vsqrtps	%zmm6, %zmm6
	vmulps	%zmm6, %zmm9, %zmm8
	vmulps	%zmm6, %zmm2, %zmm2
	vmulps	%zmm11, %zmm3, %zmm3
	vsqrtps	%zmm3, %zmm3
	vmulps	%zmm3, %zmm0, %zmm0
	vmulps	%zmm3, %zmm5, %zmm3
	vmovups	%zmm10, -448(%rcx)
	vmovups	%zmm7, -384(%rcx)
	vmovups	%zmm8, -320(%rcx)
	vmovups	%zmm0, -256(%rcx)
	vmovups	%zmm1, -192(%rcx)
	vmovups	%zmm4, -128(%rcx)
	vmovups	%zmm2, -64(%rcx)
	vmovups	%zmm3, (%rcx)
	addq	$1024, %rcx
	decq	%rdx
	jne	.LBB0_17
	cmpq	$0, -120(%rsp)
	vmovdqu64	2400(%rsp), %zmm27
	vbroadcastss	.LCPI0_50(%rip), %zmm28
	vbroadcastss	.LCPI0_52(%rip), %zmm30
	vpbroadcastd	.LCPI0_53(%rip), %zmm31
	vpbroadcastd	.LCPI0_54(%rip), %zmm10
	jne	.LBB0_19
	jmp	.LBB0_121
.LBB0_11:
	vmovss	-72(%rsp), %xmm0
	vmulss	-20(%rsp), %xmm0, %xmm1
	vsqrtss	%xmm1, %xmm1, %xmm2
	vmovaps	%xmm2, 48(%rsp)
	vxorps	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm1, %xmm2, %k1
	vmovaps	48(%rsp), %xmm1
	vmovss	%xmm1, %xmm1, %xmm1 {%k1} {z}
	vmovaps	%xmm1, 1184(%rsp)
	vmulss	-16(%rsp), %xmm0, %xmm0
	vmovss	%xmm0, -72(%rsp)
	cmpl	$0, -100(%rsp)
	jne	.LBB0_13
	.p2align	4
.LBB0_120:
	cmpq	$0, -120(%rsp)
	je	.LBB0_121
.LBB0_19:
	vmovups	4776(%rsp), %zmm0
	vmovups	4840(%rsp), %zmm2
	vmovups	4904(%rsp), %zmm3
	vmovups	4968(%rsp), %zmm4
	vmulps	%zmm0, %zmm0, %zmm1
	vmulps	%zmm2, %zmm2, %zmm0
	vmulps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm4, %zmm4, %zmm4
	leaq	5224(%rsp), %rcx
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
	cmpl	$0, -100(%rsp)
	je	.LBB0_122
	vbroadcastss	1184(%rsp), %zmm0
	vaddps	%zmm1, %zmm1, %zmm1
	vbroadcastss	.LCPI0_51(%rip), %zmm5
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
	vmovups	4584(%rsp,%rcx), %zmm5
	vmovups	4648(%rsp,%rcx), %zmm6
	vmovups	4712(%rsp,%rcx), %zmm7
	vmovups	4776(%rsp,%rcx), %zmm8
	vaddps	%zmm5, %zmm5, %zmm9
	vmulps	%zmm1, %zmm9, %zmm9
	vsubps	37352(%rsp,%rcx), %zmm5, %zmm10
	vaddps	%zmm10, %zmm10, %zmm10
	vmulps	%zmm29, %zmm10, %zmm10
	vaddps	%zmm10, %zmm9, %zmm9
	vpbroadcastd	.LCPI0_54(%rip), %zmm10
	vmulps	%zmm9, %zmm27, %zmm9
	vsubps	%zmm9, %zmm5, %zmm5
	vmulps	70120(%rsp,%rcx), %zmm0, %zmm9
	vaddps	%zmm5, %zmm9, %zmm5
	vandps	%zmm30, %zmm5, %zmm9
	vpcmpgtd	%zmm31, %zmm9, %k1
	vmovdqa32	%zmm10, %zmm5 {%k1}
	vmovdqu64	%zmm5, 4584(%rsp,%rcx)
	vaddps	%zmm6, %zmm6, %zmm5
	vmulps	%zmm2, %zmm5, %zmm5
	vsubps	37416(%rsp,%rcx), %zmm6, %zmm9
	vaddps	%zmm9, %zmm9, %zmm9
	vmulps	%zmm29, %zmm9, %zmm9
	vaddps	%zmm9, %zmm5, %zmm5
	vmulps	%zmm5, %zmm27, %zmm5
	vsubps	%zmm5, %zmm6, %zmm5
	vmulps	70184(%rsp,%rcx), %zmm0, %zmm6
	vaddps	%zmm5, %zmm6, %zmm5
	vandps	%zmm30, %zmm5, %zmm6
	vpcmpgtd	%zmm31, %zmm6, %k1
	vmovdqa32	%zmm10, %zmm5 {%k1}
	vmovdqu64	%zmm5, 4648(%rsp,%rcx)
	vaddps	%zmm7, %zmm7, %zmm5
	vmulps	%zmm3, %zmm5, %zmm5
	vsubps	37480(%rsp,%rcx), %zmm7, %zmm6
	vaddps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm29, %zmm6, %zmm6
	vaddps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm5, %zmm27, %zmm5
	vsubps	%zmm5, %zmm7, %zmm5
	vmulps	70248(%rsp,%rcx), %zmm0, %zmm6
	vaddps	%zmm5, %zmm6, %zmm5
	vandps	%zmm30, %zmm5, %zmm6
	vpcmpgtd	%zmm31, %zmm6, %k1
	vmovdqa32	%zmm10, %zmm5 {%k1}
	vmovdqu64	%zmm5, 4712(%rsp,%rcx)
	vaddps	%zmm8, %zmm8, %zmm5
	vmulps	%zmm4, %zmm5, %zmm5
	vsubps	37544(%rsp,%rcx), %zmm8, %zmm6
	vaddps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm29, %zmm6, %zmm6
	vaddps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm5, %zmm27, %zmm5
	vsubps	%zmm5, %zmm8, %zmm5
	vmulps	70312(%rsp,%rcx), %zmm0, %zmm6
	vaddps	%zmm5, %zmm6, %zmm5
	vandps	%zmm30, %zmm5, %zmm6
	vpcmpgtd	%zmm31, %zmm6, %k1
	vmovdqa32	%zmm10, %zmm5 {%k1}
	vmovdqu64	%zmm5, 4776(%rsp,%rcx)
	addq	$256, %rcx
	decq	%rdx
	jne	.LBB0_23
	jmp	.LBB0_121
	.p2align	4
.LBB0_122:
	vaddps	%zmm1, %zmm1, %zmm0
	vbroadcastss	.LCPI0_51(%rip), %zmm5
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
.LBB0_123:
	vmovups	4584(%rsp,%rcx), %zmm4
	vmovups	4648(%rsp,%rcx), %zmm5
	vmovups	4712(%rsp,%rcx), %zmm6
	vmovups	4776(%rsp,%rcx), %zmm7
	vaddps	%zmm4, %zmm4, %zmm8
	vmulps	%zmm0, %zmm8, %zmm8
	vsubps	37352(%rsp,%rcx), %zmm4, %zmm9
	vaddps	%zmm9, %zmm9, %zmm9
	vmulps	%zmm29, %zmm9, %zmm9
	vaddps	%zmm9, %zmm8, %zmm8
	vmulps	%zmm8, %zmm27, %zmm8
	vsubps	%zmm8, %zmm4, %zmm4
	vandps	%zmm30, %zmm4, %zmm8
	vpcmpgtd	%zmm31, %zmm8, %k1
	vmovdqa32	%zmm10, %zmm4 {%k1}
	vmovdqu64	%zmm4, 4584(%rsp,%rcx)
	vaddps	%zmm5, %zmm5, %zmm4
	vmulps	%zmm1, %zmm4, %zmm4
	vsubps	37416(%rsp,%rcx), %zmm5, %zmm8
	vaddps	%zmm8, %zmm8, %zmm8
	vmulps	%zmm29, %zmm8, %zmm8
	vaddps	%zmm8, %zmm4, %zmm4
	vmulps	%zmm4, %zmm27, %zmm4
	vsubps	%zmm4, %zmm5, %zmm4
	vandps	%zmm30, %zmm4, %zmm5
	vpcmpgtd	%zmm31, %zmm5, %k1
	vmovdqa32	%zmm10, %zmm4 {%k1}
	vmovdqu64	%zmm4, 4648(%rsp,%rcx)
	vaddps	%zmm6, %zmm6, %zmm4
	vmulps	%zmm2, %zmm4, %zmm4
	vsubps	37480(%rsp,%rcx), %zmm6, %zmm5
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm29, %zmm5, %zmm5
	vaddps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm4, %zmm27, %zmm4
	vsubps	%zmm4, %zmm6, %zmm4
	vandps	%zmm30, %zmm4, %zmm5
	vpcmpgtd	%zmm31, %zmm5, %k1
	vmovdqa32	%zmm10, %zmm4 {%k1}
	vmovdqu64	%zmm4, 4712(%rsp,%rcx)
	vaddps	%zmm7, %zmm7, %zmm4
	vmulps	%zmm3, %zmm4, %zmm4
	vsubps	37544(%rsp,%rcx), %zmm7, %zmm5
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm29, %zmm5, %zmm5
	vaddps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm4, %zmm27, %zmm4
	vsubps	%zmm4, %zmm7, %zmm4
	vandps	%zmm30, %zmm4, %zmm5
	vpcmpgtd	%zmm31, %zmm5, %k1
	vmovdqa32	%zmm10, %zmm4 {%k1}
	vmovdqu64	%zmm4, 4776(%rsp,%rcx)
	addq	$256, %rcx
	decq	%rdx
	jne	.LBB0_123
	jmp	.LBB0_121
	.p2align	4
.LBB0_117:
	cmpq	$0, -120(%rsp)
	sete	%al
	testq	%r12, %r12
	sete	%cl
	orb	%al, %cl
	jne	.LBB0_137
	movq	-56(%rsp), %r11
	imulq	-120(%rsp), %r11
	cmpq	$1, %r11
	jne	.LBB0_124
	xorl	%ecx, %ecx
	jmp	.LBB0_133
	.p2align	4
.LBB0_124:
	movq	%r8, %rdi
	movq	%r11, %r8
	andl	$16382, %r11d
	xorl	%ecx, %ecx
	movq	-120(%rsp), %r14
	jmp	.LBB0_125
	.p2align	4
.LBB0_130:
	xorl	%edx, %edx
	divq	%r14
.LBB0_131:
	cmpq	%r12, %rax
	movq	%r15, %r13
	cmovbq	%rax, %r13
	addq	%rbx, %r13
	movq	%rdx, %rbp
	shlq	$8, %rbp
	addq	%rsp, %rbp
	addq	$4776, %rbp
	vmovd	(%rbp,%rax,4), %xmm0
	imulq	%r14, %r13
	movq	-88(%rsp), %rax
	leaq	(%rax,%r13,4), %rax
	vmovd	%xmm0, (%rax,%rdx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r11
	je	.LBB0_132
.LBB0_125:
	movq	%rcx, %rax
	orq	%r14, %rax
	shrq	$32, %rax
	je	.LBB0_126
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r14
	movq	%rdx, %r13
	jmp	.LBB0_128
	.p2align	4
.LBB0_126:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r14d
	movl	%edx, %r13d
.LBB0_128:
	cmpq	%r12, %rax
	movq	%r15, %rbp
	cmovbq	%rax, %rbp
	addq	%rbx, %rbp
	imulq	%r14, %rbp
	movq	%r13, %rdx
	shlq	$8, %rdx
	addq	%rsp, %rdx
	addq	$4776, %rdx
	vmovss	(%rdx,%rax,4), %xmm0
	movq	-88(%rsp), %rax
	leaq	(%rax,%rbp,4), %rax
	vmovss	%xmm0, (%rax,%r13,4)
	leaq	1(%rcx), %rax
	movq	%rax, %rdx
	orq	%r14, %rdx
	shrq	$32, %rdx
	jne	.LBB0_130
	xorl	%edx, %edx
	divl	%r14d
	jmp	.LBB0_131
	.p2align	4
.LBB0_132:
	testb	$1, %r8b
	movq	%rdi, %r8
	movl	$3449720151, %edi
	je	.LBB0_137
.LBB0_133:
	movq	%rcx, %rax
	movq	-120(%rsp), %r11
	orq	%r11, %rax
	shrq	$32, %rax
	jne	.LBB0_135
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r11d
	jmp	.LBB0_136
.LBB0_24:
	movq	16(%rdi), %r8
	cmpq	$4097, %rax
	vmovdqa	%xmm8, 384(%rsp)
	movq	%r8, 624(%rsp)
	jae	.LBB0_25
	subq	-112(%rsp), %r11
	jbe	.LBB0_86
	cmpq	$0, 8(%rsp)
	je	.LBB0_140
	movl	$3449720151, %r14d
	movq	-120(%rsp), %rdi
	movl	%edi, %ebp
	andl	$8188, %ebp
	movq	%rdi, %r15
	shrq	$2, %r15
	movq	-96(%rsp), %rcx
	movq	%rcx, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %rbx
	leaq	842468239(%rax), %rdx
	movq	%rdx, 1824(%rsp)
	leaq	1684936478(%rax), %rdx
	movq	%rdx, 2848(%rsp)
	leaq	534103459(%rax), %rdx
	movq	%rdx, 2784(%rsp)
	leal	-1767562579(%rax), %edx
	movl	%edx, 1760(%rsp)
	leaq	-305585874(%rax,%r14), %rsi
	movq	%rsi, 904(%rsp)
	leaq	536882365(%rax,%r14), %r12
	leaq	-613950654(%rax,%r14), %rdx
	movq	%rdx, 1696(%rsp)
	leaq	228517585(%rax,%r14), %rax
	movq	%rax, 1632(%rsp)
	movq	-112(%rsp), %rdx
	movq	%rdx, %rax
	imulq	%rdi, %rax
	movq	%rax, 48(%rsp)
	movq	%rdi, %rax
	shlq	$4, %rax
	movq	%rax, 416(%rsp)
	leaq	4(,%rdx,4), %rax
	imulq	%rdi, %rax
	movq	%rax, 408(%rsp)
	leaq	-1(%rbp), %r9
	movq	%r9, %rsi
	shrq	%rsi
	incq	%rsi
	shrq	$2, %r9
	movl	%r15d, %r10d
	andl	$2016, %r10d
	vpbroadcastq	%rcx, %zmm19
	leaq	(%rcx,%r14), %rax
	addq	$-795284382, %rax
	movq	%rax, 896(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4704(%rsp)
	leaq	1013904242(%rcx), %rax
	movq	%rax, 2720(%rsp)
	vpbroadcastq	%rax, %zmm31
	movq	%rbx, 304(%rsp)
	vpbroadcastq	%rbx, %zmm0
	vmovdqu64	%zmm0, 4640(%rsp)
	movq	1824(%rsp), %rbx
	leaq	218619860(%rcx,%r14), %rdx
	movq	%rdx, 2656(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 2208(%rsp)
	vpbroadcastq	%rbx, %zmm0
	vmovdqu64	%zmm0, 2144(%rsp)
	leaq	2027808484(%rcx), %rdx
	movq	%rdx, 2592(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 2080(%rsp)
	movq	%r12, 3040(%rsp)
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 2016(%rsp)
	leaq	387276957(%rcx), %rdx
	movq	%rdx, 2528(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 1952(%rsp)
	movq	1696(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 1888(%rsp)
	leaq	-408007425(%rcx,%r14), %rdx
	movq	%rdx, 3232(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 3616(%rsp)
	movq	2848(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4256(%rsp)
	leaq	1401181199(%rcx), %rdx
	movq	%rdx, 1312(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 4192(%rsp)
	movq	2784(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4128(%rsp)
	movl	$3449720151, %edx
	leaq	605896817(%rcx,%rdx), %r14
	movq	%r14, -48(%rsp)
	vpbroadcastq	%r14, %zmm0
	vmovdqu64	%zmm0, 4064(%rsp)
	movq	1632(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4000(%rsp)
	leal	-1879881855(%rcx), %eax
	movl	%eax, 136(%rsp)
	vpbroadcastd	%eax, %ymm16
	movl	1760(%rsp), %eax
	vpbroadcastd	%eax, %ymm26
	movq	%r15, 976(%rsp)
	andl	$2040, %r15d
	vpbroadcastq	%r10, %zmm0
	vporq	.LCPI0_0(%rip), %zmm0, %zmm0
	vmovdqu64	%zmm0, 4512(%rsp)
	movq	%rsi, %rax
	andq	$-64, %rax
	movq	%rax, 208(%rsp)
	movq	%rsi, -64(%rsp)
	andq	$-8, %rsi
	movq	%rsi, 192(%rsp)
	movl	%edi, %eax
	andl	$8128, %eax
	movq	%rax, 2336(%rsp)
	movl	%edi, %eax
	andl	$8184, %eax
	movq	%rax, 16(%rsp)
	movl	%edi, %eax
	andl	$7, %eax
	movq	%rax, 232(%rsp)
	movq	%r9, 336(%rsp)
	leaq	1(%r9), %rsi
	movq	%rsi, 888(%rsp)
	andq	$-2, %rsi
	movq	%rsi, 880(%rsp)
	movl	%edi, %eax
	andl	$8176, %eax
	movq	%rax, 912(%rsp)
	movl	%edi, %eax
	andl	$8188, %eax
	movq	%rax, 4384(%rsp)
	leal	(,%rdi,4), %eax
	movl	%eax, %esi
	andl	$32256, %esi
	movq	%r15, 352(%rsp)
	movq	%r10, 224(%rsp)
	subq	%r10, %r15
	movq	%r15, 4448(%rsp)
	leaq	(%r8,%rdi,4), %r9
	movq	%rsi, 200(%rsp)
	addq	%rsi, %r9
	movq	%r9, 872(%rsp)
	movq	-112(%rsp), %rsi
	imulq	%r13, %rsi
	movq	%rsi, 160(%rsp)
	movl	%eax, %esi
	andl	$32512, %esi
	movq	%rsi, 24(%rsp)
	andl	$32704, %eax
	movq	%rax, 360(%rsp)
	vmovss	.LCPI0_11(%rip), %xmm20
	movq	48(%rsp), %rcx
	leaq	(,%rcx,4), %rax
	movq	%rax, 840(%rsp)
	movq	-88(%rsp), %rax
	leaq	(%rax,%rcx,4), %rsi
	leaq	192(%rax,%rcx,4), %r9
	movq	%r9, 128(%rsp)
	movq	-40(%rsp), %r10
	leaq	(%r10,%rcx,4), %r9
	movq	%r9, 120(%rsp)
	leaq	192(%r10,%rcx,4), %r9
	movq	%r9, 424(%rsp)
	leaq	(%rdi,%rdi), %r9
	movq	%r9, -32(%rsp)
	leaq	1(%rbp), %r9
	movq	%r9, 3488(%rsp)
	movq	%rbp, 1376(%rsp)
	leaq	2(%rbp), %r9
	movq	%r9, 3424(%rsp)
	leaq	(%r8,%rdi,4), %r9
	movq	%r9, -80(%rsp)
	leaq	(,%rdi,4), %r9
	movq	%r9, 1504(%rsp)
	leaq	(,%rdi,8), %r9
	movq	%r9, 1440(%rsp)
	movq	408(%rsp), %rcx
	leaq	(%rax,%rcx), %rax
	movq	%rax, 824(%rsp)
	leaq	384(%r8,%rdi,4), %rax
	movq	%rax, 864(%rsp)
	movq	416(%rsp), %rdi
	leaq	(,%r13,4), %rax
	movq	%rax, 816(%rsp)
	leaq	192(%r8), %rax
	movq	%rax, 328(%rsp)
	addq	$16, %r8
	xorl	%r9d, %r9d
	movq	%rsi, 832(%rsp)
	movq	%rsi, 3168(%rsp)
	vpbroadcastq	.LCPI0_1(%rip), %zmm18
	vpbroadcastq	.LCPI0_4(%rip), %zmm22
	vpbroadcastq	.LCPI0_5(%rip), %zmm28
	vpbroadcastd	%xmm8, %zmm0
	vmovdqu64	%zmm0, 4320(%rsp)
	movq	112(%rsp), %rsi
	vmovdqu64	%zmm19, 1248(%rsp)
	vmovdqu64	%zmm31, 1184(%rsp)
	vmovdqu64	%ymm26, 3296(%rsp)
	movq	%r8, 152(%rsp)
	vmovdqu64	%ymm16, 944(%rsp)
	jmp	.LBB0_143
	.p2align	4
.LBB0_216:
	addq	$4, %r12
	movq	856(%rsp), %r11
	addq	$-4, %r11
	movq	848(%rsp), %r9
	incq	%r9
	movq	816(%rsp), %rax
	addq	%rax, 160(%rsp)
	movq	416(%rsp), %rdi
	addq	%rdi, 128(%rsp)
	addq	%rdi, 3168(%rsp)
	addq	%rdi, 120(%rsp)
	addq	%rdi, 424(%rsp)
	movq	112(%rsp), %rsi
	movq	%r12, -112(%rsp)
	cmpq	%rsi, %r12
	jae	.LBB0_86
.LBB0_143:
	subq	-112(%rsp), %rsi
	cmpq	$4, %rsi
	movl	$4, %r8d
	cmovbq	%rsi, %r8
	decq	%r8
	cmpq	$4, %rsi
	movq	%r8, %rcx
	movl	$3, %eax
	cmovaeq	%rax, %rcx
	cmpq	$1, %r11
	movq	%r11, 856(%rsp)
	movq	%r11, %r12
	adcq	$0, %r12
	cmpq	$4, %r12
	movl	$4, %eax
	cmovaeq	%rax, %r12
	movl	%r12d, %eax
	leaq	-4(,%rax,8), %r10
	movq	-120(%rsp), %rax
	imulq	%rax, %r10
	addq	624(%rsp), %r10
	movq	%rdi, %rax
	movq	%r9, 848(%rsp)
	imulq	%r9, %rax
	movq	832(%rsp), %rdi
	addq	%rax, %rdi
	movq	%rdi, 48(%rsp)
	movq	824(%rsp), %rdi
	leaq	(%rdi,%rax), %rbx
	leaq	-1(%r12), %r14
	imulq	1504(%rsp), %r14
	addq	%r14, %rbx
	movq	840(%rsp), %rdi
	addq	%rax, %rdi
	movq	-88(%rsp), %r9
	leaq	(%r9,%rdi), %r11
	addq	408(%rsp), %rax
	addq	%rax, %r9
	addq	%r14, %r9
	movq	-40(%rsp), %r15
	addq	%r15, %rdi
	addq	%r15, %rax
	addq	%r14, %rax
	movq	1440(%rsp), %r15
	movq	%r12, 1568(%rsp)
	imulq	%r12, %r15
	addq	624(%rsp), %r15
	cmpq	$2, %rsi
	movq	%r8, %r12
	movl	$1, %r14d
	cmovaeq	%r14, %r12
	movq	%r12, (%rsp)
	movq	%r12, %r14
	movq	-32(%rsp), %rbp
	imulq	%rbp, %r14
	cmpq	$3, %rsi
	movl	$2, %esi
	cmovaeq	%rsi, %r8
	movq	%r8, %rsi
	imulq	%rbp, %rsi
	movq	%rcx, %r12
	imulq	%rbp, %r12
	cmpq	%rbx, 624(%rsp)
	setb	%bl
	cmpq	%r10, 48(%rsp)
	setb	%r10b
	andb	%bl, %r10b
	movb	%r10b, 176(%rsp)
	movq	%r11, %rbp
	cmpq	%rax, %r11
	setb	%r10b
	cmpq	%r9, %rdi
	setb	%r11b
	andb	%r10b, %r11b
	cmpq	%r15, %rbp
	movq	%rbp, %r15
	setb	%r10b
	cmpq	%r9, -80(%rsp)
	setb	%bpl
	andb	%r10b, %bpl
	movq	624(%rsp), %r10
	orb	%r11b, %bpl
	movb	%bpl, 216(%rsp)
	cmpq	%rax, %r15
	setb	%al
	cmpq	%r9, %rdi
	movq	%r8, %r9
	movq	152(%rsp), %rdi
	leaq	(%r10,%r14,4), %r8
	movq	%r8, 3680(%rsp)
	movq	-120(%rsp), %r14
	leaq	(%r10,%rsi,4), %rsi
	movq	%rsi, 168(%rsp)
	leaq	(%r10,%r12,4), %rsi
	movq	%rsi, 184(%rsp)
	movq	%rcx, %rsi
	movq	-112(%rsp), %r12
	setb	%r8b
	andb	%al, %r8b
	movb	%r8b, 368(%rsp)
	movq	(%rsp), %rax
	movq	1440(%rsp), %rcx
	imulq	%rcx, %rsi
	addq	%rdi, %rsi
	imulq	%rcx, %r9
	addq	%rdi, %r9
	imulq	%rcx, %rax
	addq	%rdi, %rax
	movq	%rax, (%rsp)
	movq	$0, 3360(%rsp)
	vmovss	-12(%rsp), %xmm0
	vmovss	%xmm0, 148(%rsp)
	vmovss	-8(%rsp), %xmm15
	movq	%r9, 320(%rsp)
	movq	%rsi, 312(%rsp)
	jmp	.LBB0_144
	.p2align	4
.LBB0_215:
	movq	3360(%rsp), %rsi
	incq	%rsi
	movq	%rsi, 3360(%rsp)
	cmpq	8(%rsp), %rsi
	je	.LBB0_216
.LBB0_144:
	cmpl	$0, -4(%rsp)
	jne	.LBB0_146
	vmovapd	%xmm15, 3744(%rsp)
	cmpl	$0, -100(%rsp)
	je	.LBB0_148
.LBB0_151:
	movq	344(%rsp), %rax
	movq	3360(%rsp), %rsi
	addq	%rax, %rsi
	movq	%rsi, %rdi
	shrq	$32, %rdi
	imulq	%rdx, %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	-96(%rsp), %esi
	xorl	%eax, %esi
	leaq	78811644(%rdx), %r11
	imulq	%r11, %rsi
	movq	%rsi, %rax
	shrq	$32, %rax
	xorq	904(%rsp), %rax
	vpbroadcastq	%rdi, %zmm0
	vpxorq	4704(%rsp), %zmm0, %zmm9
	movq	%rax, -72(%rsp)
	vpbroadcastq	%rax, %zmm23
	vpbroadcastq	%rsi, %zmm0
	vpxorq	4640(%rsp), %zmm0, %zmm14
	xorq	896(%rsp), %rdi
	movq	%rdi, 2912(%rsp)
	movl	%edi, %eax
	vpbroadcastq	%rax, %zmm15
	xorq	304(%rsp), %rsi
	movq	%rsi, 2976(%rsp)
	movl	%esi, %eax
	vpbroadcastq	%rax, %zmm17
	movq	-80(%rsp), %rsi
	movq	160(%rsp), %rax
	movq	%rax, 3936(%rsp)
	movq	872(%rsp), %rax
	movq	%rax, 32(%rsp)
	movq	864(%rsp), %r15
	xorl	%edi, %edi
	movq	%r11, 48(%rsp)
	vmovdqu64	%zmm9, 3552(%rsp)
	vmovdqu64	%zmm23, 2272(%rsp)
	vmovdqu64	%zmm14, 3872(%rsp)
	vmovdqu64	%zmm15, 3808(%rsp)
	vmovdqu64	%zmm17, 4576(%rsp)
	jmp	.LBB0_152
	.p2align	4
.LBB0_169:
	movq	2400(%rsp), %rdi
	incq	%rdi
	movq	1440(%rsp), %rax
	addq	%rax, %r15
	addq	%rax, 32(%rsp)
	movq	%rcx, %r13
	addq	%rcx, 3936(%rsp)
	movq	2464(%rsp), %rsi
	addq	%rax, %rsi
	cmpq	1568(%rsp), %rdi
	movq	-112(%rsp), %r12
	movq	48(%rsp), %r11
	vmovdqu64	2272(%rsp), %zmm23
	je	.LBB0_148
.LBB0_152:
	movq	%rsi, 2464(%rsp)
	leaq	(%rdi,%r12), %rdx
	movq	%rdi, 2400(%rsp)
	movq	%rdi, %rax
	imulq	-32(%rsp), %rax
	movq	-80(%rsp), %rcx
	leaq	(%rcx,%rax,4), %rax
	movq	%rax, -56(%rsp)
	imulq	%r13, %rdx
	movq	%rdx, 40(%rsp)
	vpbroadcastq	%rdx, %zmm24
	vpaddq	%zmm18, %zmm24, %zmm0
	vmovdqu64	%zmm0, 240(%rsp)
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm24, %zmm0
	vmovdqu64	%zmm0, 496(%rsp)
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm24, %zmm0
	vmovdqu64	%zmm0, 432(%rsp)
	xorl	%ebp, %ebp
	vmovdqa64	.LCPI0_0(%rip), %zmm15
	vmovdqu64	3616(%rsp), %zmm12
	vmovdqu64	4256(%rsp), %zmm5
	vmovdqu64	4192(%rsp), %zmm11
	vmovdqu64	4128(%rsp), %zmm27
	vmovdqu64	4064(%rsp), %zmm29
	vmovdqu64	4000(%rsp), %zmm10
	movq	200(%rsp), %rax
	vmovdqa64	%zmm9, %zmm7
	vmovdqa64	%ymm16, %ymm9
	.p2align	4
.LBB0_153:
	vpaddq	%zmm24, %zmm15, %zmm0
	vpaddq	240(%rsp), %zmm15, %zmm1
	vpaddq	496(%rsp), %zmm15, %zmm2
	vpaddq	432(%rsp), %zmm15, %zmm3
	vpmuludq	%zmm22, %zmm0, %zmm4
	vpmuludq	%zmm22, %zmm1, %zmm6
	vpmuludq	%zmm22, %zmm2, %zmm8
	vpmuludq	%zmm22, %zmm3, %zmm16
	vpternlogq	$150, %zmm19, %zmm4, %zmm0
	vpternlogq	$150, %zmm19, %zmm6, %zmm1
	vpternlogq	$150, %zmm19, %zmm8, %zmm2
	vpternlogq	$150, %zmm19, %zmm16, %zmm3
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm28, %zmm0, %zmm0
	vpmuludq	%zmm28, %zmm1, %zmm1
	vpmuludq	%zmm28, %zmm2, %zmm17
	vpmuludq	%zmm28, %zmm3, %zmm3
	vpsrlq	$32, %zmm0, %zmm2
	vpsrlq	$32, %zmm1, %zmm18
	vpsrlq	$32, %zmm17, %zmm19
	vpsrlq	$32, %zmm3, %zmm20
	vpxorq	%zmm7, %zmm2, %zmm2
	vpxorq	%zmm7, %zmm18, %zmm18
	vpxorq	%zmm7, %zmm19, %zmm19
	vpxorq	%zmm4, %zmm23, %zmm21
	vpxorq	%zmm6, %zmm23, %zmm6
	vpxorq	%zmm8, %zmm23, %zmm8
	vpxorq	%zmm7, %zmm20, %zmm20
	vpxorq	%zmm16, %zmm23, %zmm16
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm22
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm18
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm2
	vpsrlq	$32, %zmm22, %zmm19
	vpsrlq	$32, %zmm18, %zmm20
	vpmuludq	%zmm28, %zmm21, %zmm21
	vpmuludq	%zmm28, %zmm6, %zmm25
	vpmuludq	%zmm28, %zmm8, %zmm8
	vpmuludq	%zmm28, %zmm16, %zmm16
	vpsrlq	$32, %zmm4, %zmm6
	vpsrlq	$32, %zmm21, %zmm26
	vpsrlq	$32, %zmm25, %zmm28
	vpternlogq	$150, %zmm31, %zmm0, %zmm26
	vpsrlq	$32, %zmm8, %zmm0
	vpternlogq	$150, %zmm31, %zmm1, %zmm28
	vpsrlq	$32, %zmm2, %zmm1
	vpternlogq	$150, %zmm31, %zmm17, %zmm0
	vpsrlq	$32, %zmm16, %zmm17
	vpternlogq	$150, %zmm31, %zmm3, %zmm17
	vpxorq	%zmm14, %zmm19, %zmm19
	vpxorq	%zmm14, %zmm20, %zmm20
	vpxorq	%zmm14, %zmm6, %zmm30
	vmovdqa64	%zmm31, %zmm13
	vpxorq	%zmm14, %zmm1, %zmm31
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm26, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm28, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm0, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm26
	vpsrlq	$32, %zmm17, %zmm28
	vmovdqu64	2208(%rsp), %zmm23
	vpternlogq	$150, %zmm21, %zmm23, %zmm28
	vpsrlq	$32, %zmm19, %zmm21
	vpternlogq	$150, %zmm25, %zmm23, %zmm21
	vpsrlq	$32, %zmm20, %zmm25
	vpternlogq	$150, %zmm8, %zmm23, %zmm25
	vpsrlq	$32, %zmm26, %zmm30
	vpternlogq	$150, %zmm16, %zmm23, %zmm30
	vpsrlq	$32, %zmm6, %zmm16
	vmovdqu64	2144(%rsp), %zmm8
	vpternlogq	$150, %zmm8, %zmm22, %zmm16
	vpsrlq	$32, %zmm3, %zmm22
	vpternlogq	$150, %zmm8, %zmm18, %zmm22
	vpsrlq	$32, %zmm1, %zmm18
	vpternlogq	$150, %zmm8, %zmm4, %zmm18
	vpsrlq	$32, %zmm0, %zmm31
	vpternlogq	$150, %zmm8, %zmm2, %zmm31
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm28, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm25, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm21
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm30, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm25
	vpsrlq	$32, %zmm21, %zmm28
	vmovdqu64	2080(%rsp), %zmm23
	vpternlogq	$150, %zmm23, %zmm17, %zmm28
	vpsrlq	$32, %zmm22, %zmm30
	vpternlogq	$150, %zmm23, %zmm19, %zmm30
	vpsrlq	$32, %zmm18, %zmm19
	vpternlogq	$150, %zmm23, %zmm20, %zmm19
	vpsrlq	$32, %zmm25, %zmm20
	vpternlogq	$150, %zmm23, %zmm26, %zmm20
	vpsrlq	$32, %zmm8, %zmm26
	vmovdqu64	2016(%rsp), %zmm17
	vpternlogq	$150, %zmm6, %zmm17, %zmm26
	vpsrlq	$32, %zmm4, %zmm31
	vpternlogq	$150, %zmm3, %zmm17, %zmm31
	vpsrlq	$32, %zmm2, %zmm3
	vpternlogq	$150, %zmm1, %zmm17, %zmm3
	vpsrlq	$32, %zmm16, %zmm23
	vpternlogq	$150, %zmm0, %zmm17, %zmm23
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm28, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm30, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm23
	vpsrlq	$32, %zmm20, %zmm3
	vmovdqu64	1952(%rsp), %zmm30
	vpternlogq	$150, %zmm21, %zmm30, %zmm3
	vpsrlq	$32, %zmm26, %zmm19
	vpternlogq	$150, %zmm22, %zmm30, %zmm19
	vpsrlq	$32, %zmm28, %zmm21
	vpternlogq	$150, %zmm18, %zmm30, %zmm21
	vpsrlq	$32, %zmm23, %zmm22
	vpternlogq	$150, %zmm25, %zmm30, %zmm22
	vpsrlq	$32, %zmm17, %zmm25
	vmovdqu64	1888(%rsp), %zmm18
	vpternlogq	$150, %zmm18, %zmm8, %zmm25
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm18, %zmm4, %zmm8
	vpsrlq	$32, %zmm1, %zmm30
	vpternlogq	$150, %zmm18, %zmm2, %zmm30
	vpsrlq	$32, %zmm0, %zmm2
	vpternlogq	$150, %zmm18, %zmm16, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm18
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm21
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm30
	vpsrlq	$32, %zmm21, %zmm2
	vpternlogq	$150, %zmm12, %zmm20, %zmm2
	vpsrlq	$32, %zmm22, %zmm8
	vpternlogq	$150, %zmm12, %zmm26, %zmm8
	vpsrlq	$32, %zmm25, %zmm20
	vpternlogq	$150, %zmm12, %zmm28, %zmm20
	vpsrlq	$32, %zmm30, %zmm26
	vpternlogq	$150, %zmm12, %zmm23, %zmm26
	vpsrlq	$32, %zmm18, %zmm23
	vpternlogq	$150, %zmm17, %zmm5, %zmm23
	vpsrlq	$32, %zmm4, %zmm28
	vpternlogq	$150, %zmm6, %zmm5, %zmm28
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm1, %zmm5, %zmm6
	vpsrlq	$32, %zmm19, %zmm1
	vpternlogq	$150, %zmm0, %zmm5, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm16
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm26, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm28
	vpsrlq	$32, %zmm20, %zmm0
	vpternlogq	$150, %zmm21, %zmm11, %zmm0
	vpsrlq	$32, %zmm23, %zmm1
	vpternlogq	$150, %zmm22, %zmm11, %zmm1
	vpsrlq	$32, %zmm26, %zmm21
	vpternlogq	$150, %zmm25, %zmm11, %zmm21
	vpsrlq	$32, %zmm28, %zmm22
	vpternlogq	$150, %zmm30, %zmm11, %zmm22
	vpsrlq	$32, %zmm17, %zmm25
	vpternlogq	$150, %zmm27, %zmm18, %zmm25
	vpsrlq	$32, %zmm16, %zmm18
	vpternlogq	$150, %zmm27, %zmm4, %zmm18
	vpsrlq	$32, %zmm8, %zmm30
	vpternlogq	$150, %zmm27, %zmm3, %zmm30
	vpsrlq	$32, %zmm2, %zmm31
	vpternlogq	$150, %zmm27, %zmm19, %zmm31
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm0, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm19
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm22
	vmovdqa64	.LCPI0_7(%rip), %zmm30
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm18
	vmovdqa64	%zmm13, %zmm31
	vpsrlq	$32, %zmm19, %zmm25
	vpternlogq	$150, %zmm29, %zmm20, %zmm25
	vpsrlq	$32, %zmm21, %zmm20
	vpternlogq	$150, %zmm29, %zmm23, %zmm20
	vpsrlq	$32, %zmm22, %zmm23
	vpternlogq	$150, %zmm29, %zmm26, %zmm23
	vpsrlq	$32, %zmm18, %zmm1
	vpternlogq	$150, %zmm29, %zmm28, %zmm1
	vpsrlq	$32, %zmm6, %zmm26
	vpternlogq	$150, %zmm17, %zmm10, %zmm26
	vpsrlq	$32, %zmm4, %zmm17
	vpternlogq	$150, %zmm16, %zmm10, %zmm17
	vpsrlq	$32, %zmm3, %zmm28
	vpternlogq	$150, %zmm8, %zmm10, %zmm28
	vpsrlq	$32, %zmm0, %zmm8
	vpternlogq	$150, %zmm2, %zmm10, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm25, %zmm25
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm16
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm17
	vpbroadcastq	.LCPI0_5(%rip), %zmm28
	vpsrlq	$32, %zmm20, %zmm26
	vpxorq	%zmm19, %zmm26, %zmm19
	vpsrlq	$32, %zmm23, %zmm26
	vpxorq	%zmm21, %zmm26, %zmm21
	vpsrlq	$32, %zmm17, %zmm26
	vpxorq	%zmm22, %zmm26, %zmm22
	vpsrlq	$32, %zmm25, %zmm26
	vpmuludq	%zmm28, %zmm8, %zmm8
	vpxorq	%zmm6, %zmm26, %zmm26
	vpsrlq	$32, %zmm8, %zmm6
	vpxorq	%zmm18, %zmm6, %zmm6
	vpsrlq	$32, %zmm16, %zmm18
	vpxorq	%zmm4, %zmm18, %zmm4
	vpsrlq	$32, %zmm2, %zmm18
	vpxorq	%zmm3, %zmm18, %zmm3
	vpmovqd	%zmm25, %ymm18
	vpmovqd	%zmm26, %ymm25
	vmovdqu64	3296(%rsp), %ymm26
	vpxord	%ymm25, %ymm26, %ymm25
	vinserti64x4	$1, %ymm18, %zmm25, %zmm18
	vmovdqa64	.LCPI0_6(%rip), %zmm25
	vpmovqd	%zmm20, %ymm20
	vpmovqd	%zmm19, %ymm19
	vpxord	%ymm19, %ymm9, %ymm19
	vinserti64x4	$1, %ymm20, %zmm19, %zmm19
	vmovdqa64	%zmm19, %zmm20
	vpermt2d	%zmm18, %zmm25, %zmm20
	vpermt2d	%zmm18, %zmm30, %zmm19
	vmovdqu64	%zmm19, -320(%r15,%rbp)
	vmovdqu64	%zmm20, -384(%r15,%rbp)
	vpmovqd	%zmm23, %ymm18
	vmovdqu64	2272(%rsp), %zmm23
	vpmovqd	%zmm21, %ymm19
	vpxord	%ymm19, %ymm9, %ymm19
	vinserti64x4	$1, %ymm18, %zmm19, %zmm18
	vmovdqu64	1248(%rsp), %zmm19
	vpmovqd	%zmm16, %ymm16
	vpmovqd	%zmm4, %ymm4
	vpxord	%ymm4, %ymm26, %ymm4
	vinserti64x4	$1, %ymm16, %zmm4, %zmm4
	vmovdqa64	%zmm18, %zmm16
	vpermt2d	%zmm4, %zmm25, %zmm16
	vpermt2d	%zmm4, %zmm30, %zmm18
	vmovdqu64	%zmm18, -192(%r15,%rbp)
	vpmovqd	%zmm17, %ymm4
	vpmovqd	%zmm22, %ymm17
	vpbroadcastq	.LCPI0_4(%rip), %zmm22
	vpxord	%ymm17, %ymm9, %ymm17
	vinserti64x4	$1, %ymm4, %zmm17, %zmm4
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm3, %ymm3
	vpxord	%ymm3, %ymm26, %ymm3
	vinserti64x4	$1, %ymm2, %zmm3, %zmm2
	vmovdqa64	%zmm4, %zmm3
	vpermt2d	%zmm2, %zmm25, %zmm3
	vpermt2d	%zmm2, %zmm30, %zmm4
	vmovdqu64	%zmm16, -256(%r15,%rbp)
	vmovdqu64	%zmm4, -64(%r15,%rbp)
	vpmuludq	%zmm22, %zmm1, %zmm1
	vmovdqu64	%zmm3, -128(%r15,%rbp)
	vpsrlq	$32, %zmm1, %zmm2
	vpxorq	%zmm0, %zmm2, %zmm0
	vpmovqd	%zmm8, %ymm2
	vpmovqd	%zmm6, %ymm3
	vpxor	%ymm3, %ymm9, %ymm3
	vinserti64x4	$1, %ymm2, %zmm3, %zmm2
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm0, %ymm0
	vpxord	%ymm0, %ymm26, %ymm0
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vmovdqa64	%zmm2, %zmm1
	vpermt2d	%zmm0, %zmm30, %zmm2
	vmovdqu64	%zmm2, 64(%r15,%rbp)
	vpermt2d	%zmm0, %zmm25, %zmm1
	vmovdqu64	%zmm1, (%r15,%rbp)
	vpaddq	.LCPI0_8(%rip){1to8}, %zmm15, %zmm15
	addq	$512, %rbp
	cmpq	%rbp, %rax
	jne	.LBB0_153
	movq	224(%rsp), %rax
	cmpq	%rax, 976(%rsp)
	movq	-96(%rsp), %rcx
	movl	$3449720151, %r9d
	movq	1312(%rsp), %rdx
	movq	-48(%rsp), %rsi
	movl	136(%rsp), %r13d
	vpbroadcastq	.LCPI0_1(%rip), %zmm29
	movq	-72(%rsp), %r10
	je	.LBB0_161
	movq	224(%rsp), %r12
	testb	$96, -120(%rsp)
	je	.LBB0_159
	movq	32(%rsp), %rdi
	movq	4448(%rsp), %r8
	vmovdqu64	4512(%rsp), %zmm0
	vmovdqu64	2208(%rsp), %zmm27
	vmovdqu64	2144(%rsp), %zmm20
	vmovdqu64	2080(%rsp), %zmm12
	vmovdqu64	2016(%rsp), %zmm7
	vmovdqu64	1952(%rsp), %zmm13
	vmovdqu64	1888(%rsp), %zmm14
	vmovdqu64	3616(%rsp), %zmm15
	vmovdqu64	4256(%rsp), %zmm5
	vmovdqu64	4192(%rsp), %zmm11
	vmovdqu64	4128(%rsp), %zmm16
	vmovdqu64	4064(%rsp), %zmm17
	vmovdqu64	4000(%rsp), %zmm18
	vmovdqu64	3808(%rsp), %zmm21
	vmovdqa64	%zmm31, %zmm10
	vmovdqu64	4576(%rsp), %zmm31
	vmovdqa64	%zmm24, %zmm9
	vmovdqu64	944(%rsp), %ymm24
	.p2align	4
.LBB0_157:
	vpaddq	%zmm9, %zmm0, %zmm1
	vpmuludq	%zmm22, %zmm1, %zmm2
	vpternlogq	$150, %zmm19, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpmuludq	%zmm28, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm3
	vpxorq	%zmm3, %zmm21, %zmm3
	vpxorq	%zmm2, %zmm23, %zmm2
	vpmuludq	%zmm22, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpmuludq	%zmm28, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm6
	vpxorq	%zmm4, %zmm31, %zmm4
	vpternlogq	$150, %zmm10, %zmm1, %zmm6
	vpmuludq	%zmm22, %zmm6, %zmm1
	vpsrlq	$32, %zmm1, %zmm6
	vpmuludq	%zmm28, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm8
	vpternlogq	$150, %zmm2, %zmm27, %zmm8
	vpternlogq	$150, %zmm20, %zmm3, %zmm6
	vpmuludq	%zmm22, %zmm8, %zmm2
	vpsrlq	$32, %zmm2, %zmm3
	vpmuludq	%zmm28, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm12, %zmm4, %zmm8
	vpternlogq	$150, %zmm1, %zmm7, %zmm3
	vpmuludq	%zmm22, %zmm8, %zmm1
	vpsrlq	$32, %zmm1, %zmm4
	vpmuludq	%zmm28, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm8
	vpternlogq	$150, %zmm6, %zmm13, %zmm8
	vpternlogq	$150, %zmm14, %zmm2, %zmm4
	vpmuludq	%zmm22, %zmm8, %zmm2
	vpsrlq	$32, %zmm2, %zmm6
	vpmuludq	%zmm28, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm8
	vpternlogq	$150, %zmm15, %zmm3, %zmm8
	vpternlogq	$150, %zmm1, %zmm5, %zmm6
	vpmuludq	%zmm22, %zmm8, %zmm1
	vpsrlq	$32, %zmm1, %zmm3
	vpmuludq	%zmm28, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm11, %zmm8
	vpternlogq	$150, %zmm16, %zmm2, %zmm3
	vpmuludq	%zmm22, %zmm8, %zmm2
	vpsrlq	$32, %zmm2, %zmm4
	vpmuludq	%zmm28, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm8
	vpternlogq	$150, %zmm17, %zmm6, %zmm8
	vpternlogq	$150, %zmm1, %zmm18, %zmm4
	vpmuludq	%zmm22, %zmm8, %zmm1
	vpsrlq	$32, %zmm1, %zmm6
	vpmuludq	%zmm28, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm8
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm4, %ymm4
	vpxorq	%zmm3, %zmm8, %zmm3
	vpmovqd	%zmm3, %ymm3
	vpxorq	%zmm2, %zmm6, %zmm2
	vpmovqd	%zmm2, %ymm2
	vpxord	%ymm3, %ymm24, %ymm3
	vpxord	%ymm2, %ymm26, %ymm2
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vinserti64x4	$1, %ymm1, %zmm2, %zmm1
	vmovdqa64	%zmm3, %zmm2
	vpermt2d	%zmm1, %zmm30, %zmm3
	vmovdqu64	%zmm3, 64(%rdi)
	vpermt2d	%zmm1, %zmm25, %zmm2
	vmovdqu64	%zmm2, (%rdi)
	vpaddq	%zmm29, %zmm0, %zmm0
	subq	$-128, %rdi
	addq	$-8, %r8
	jne	.LBB0_157
	movq	352(%rsp), %rax
	movq	%rax, %r12
	cmpq	%rax, 976(%rsp)
	movq	-96(%rsp), %rcx
	movl	$3449720151, %r9d
	movq	1312(%rsp), %rdx
	movq	-48(%rsp), %rsi
	movl	136(%rsp), %r13d
	movq	-72(%rsp), %r10
	je	.LBB0_161
.LBB0_159:
	movq	976(%rsp), %rbp
	subq	%r12, %rbp
	movq	3936(%rsp), %rax
	leaq	(%r12,%rax), %r14
	shll	$4, %r12d
	addq	2464(%rsp), %r12
	.p2align	4
.LBB0_160:
	movl	%r14d, %r8d
	imulq	%r11, %r8
	movq	%r14, %rdi
	xorq	%rcx, %rdi
	xorq	%r8, %rdi
	shrq	$32, %rdi
	imulq	%r9, %rdi
	movq	%rdi, %rax
	movq	2912(%rsp), %r11
	shrq	$32, %rax
	xorl	%eax, %r11d
	xorl	%r10d, %r8d
	imulq	48(%rsp), %r11
	imulq	%r9, %r8
	movq	%r8, %rax
	shrq	$32, %rax
	movq	2720(%rsp), %rbx
	xorl	%eax, %ebx
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	%ebx, %edi
	movq	2976(%rsp), %rbx
	xorl	%eax, %ebx
	imulq	48(%rsp), %rdi
	imulq	%r9, %rbx
	movq	%rbx, %rax
	shrq	$32, %rax
	xorl	2656(%rsp), %r8d
	xorl	%eax, %r8d
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	1824(%rsp), %r11d
	xorl	%eax, %r11d
	imulq	48(%rsp), %r8
	imulq	%r9, %r11
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	2592(%rsp), %ebx
	xorl	%eax, %ebx
	movq	%r8, %rax
	xorl	3040(%rsp), %edi
	shrq	$32, %rax
	xorl	%eax, %edi
	imulq	48(%rsp), %rbx
	imulq	%r9, %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	2528(%rsp), %r11d
	xorl	%eax, %r11d
	movq	%rbx, %rax
	shrq	$32, %rax
	xorl	1696(%rsp), %r8d
	xorl	%eax, %r8d
	imulq	48(%rsp), %r11
	imulq	%r9, %r8
	movq	%r8, %rax
	shrq	$32, %rax
	xorl	3232(%rsp), %edi
	xorl	%eax, %edi
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	2848(%rsp), %ebx
	xorl	%eax, %ebx
	imulq	48(%rsp), %rdi
	imulq	%r9, %rbx
	movq	%rbx, %rax
	shrq	$32, %rax
	xorl	%edx, %r8d
	xorl	%eax, %r8d
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	2784(%rsp), %r11d
	xorl	%eax, %r11d
	imulq	48(%rsp), %r8
	imulq	%r9, %r11
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	%esi, %ebx
	xorl	%eax, %ebx
	movq	%r8, %rax
	shrq	$32, %rax
	xorl	1632(%rsp), %edi
	xorl	%eax, %edi
	imulq	48(%rsp), %rbx
	imulq	%r9, %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	%r13d, %r11d
	xorl	%eax, %r11d
	movq	%rbx, %rax
	shrq	$32, %rax
	xorl	1760(%rsp), %r8d
	xorl	%eax, %r8d
	movl	%r11d, (%r12)
	movq	48(%rsp), %r11
	movl	%edi, 4(%r12)
	movl	%r8d, 8(%r12)
	movl	%ebx, 12(%r12)
	incq	%r14
	addq	$16, %r12
	decq	%rbp
	jne	.LBB0_160
.LBB0_161:
	xorl	%ebp, %ebp
	movq	208(%rsp), %rax
	.p2align	4
.LBB0_162:
	vmovdqu64	-384(%r15,%rbp,8), %zmm0
	vmovdqu64	-320(%r15,%rbp,8), %zmm3
	vmovdqu64	%zmm3, 432(%rsp)
	vmovdqu64	-256(%r15,%rbp,8), %zmm1
	vmovdqu64	-192(%r15,%rbp,8), %zmm5
	vmovdqu64	%zmm5, 560(%rsp)
	vmovdqu64	%zmm0, 240(%rsp)
	vmovdqa64	.LCPI0_10(%rip), %zmm4
	vpermt2d	%zmm3, %zmm4, %zmm0
	vmovdqu64	%zmm1, 496(%rsp)
	vpermt2d	%zmm5, %zmm4, %zmm1
	vmovdqu64	-64(%r15,%rbp,8), %zmm3
	vmovdqu64	%zmm3, 688(%rsp)
	vmovdqu64	-128(%r15,%rbp,8), %zmm2
	vmovdqu64	%zmm2, 752(%rsp)
	vpermt2d	%zmm3, %zmm4, %zmm2
	vmovdqu64	64(%r15,%rbp,8), %zmm5
	vmovdqu64	%zmm5, 1040(%rsp)
	vmovdqu64	(%r15,%rbp,8), %zmm3
	vmovdqu64	%zmm3, 1104(%rsp)
	vpermt2d	%zmm5, %zmm4, %zmm3
	vpsrld	$9, %zmm0, %zmm0
	vpsrld	$9, %zmm1, %zmm1
	vpsrld	$9, %zmm2, %zmm2
	vpsrld	$9, %zmm3, %zmm3
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm2, %zmm4
	vcvtdq2ps	%zmm3, %zmm3
	vbroadcastss	.LCPI0_11(%rip), %zmm5
	vaddps	%zmm5, %zmm0, %zmm6
	vaddps	%zmm5, %zmm1, %zmm2
	vaddps	%zmm5, %zmm4, %zmm1
	vaddps	%zmm5, %zmm3, %zmm0
	vbroadcastss	.LCPI0_12(%rip), %zmm13
	vmulps	%zmm13, %zmm6, %zmm3
	vextractf64x4	$1, %zmm3, %ymm4
	vcvtps2pd	%ymm4, %zmm4
	vcvtps2pd	%ymm3, %zmm3
	vmulps	%zmm13, %zmm2, %zmm2
	vextractf64x4	$1, %zmm2, %ymm6
	vcvtps2pd	%ymm6, %zmm8
	vcvtps2pd	%ymm2, %zmm2
	vmulps	%zmm13, %zmm1, %zmm1
	vextractf64x4	$1, %zmm1, %ymm6
	vcvtps2pd	%ymm6, %zmm19
	vcvtps2pd	%ymm1, %zmm1
	vmulps	%zmm13, %zmm0, %zmm0
	vextractf64x4	$1, %zmm0, %ymm6
	vcvtps2pd	%ymm6, %zmm20
	vcvtps2pd	%ymm0, %zmm0
	vbroadcastsd	.LCPI0_26(%rip), %zmm5
	vmulpd	%zmm5, %zmm3, %zmm28
	vmulpd	%zmm5, %zmm4, %zmm25
	vmulpd	%zmm5, %zmm2, %zmm6
	vmulpd	%zmm5, %zmm8, %zmm8
	vmulpd	%zmm5, %zmm1, %zmm2
	vmulpd	%zmm5, %zmm19, %zmm3
	vmulpd	%zmm5, %zmm0, %zmm19
	vmulpd	%zmm5, %zmm20, %zmm20
	vbroadcastsd	.LCPI0_27(%rip), %zmm5
	vaddpd	%zmm5, %zmm25, %zmm0
	vaddpd	%zmm5, %zmm28, %zmm1
	vaddpd	%zmm5, %zmm8, %zmm26
	vaddpd	%zmm5, %zmm6, %zmm4
	vaddpd	%zmm5, %zmm3, %zmm30
	vaddpd	%zmm5, %zmm2, %zmm31
	vaddpd	%zmm5, %zmm20, %zmm21
	vaddpd	%zmm5, %zmm19, %zmm22
	vpbroadcastq	.LCPI0_41(%rip), %zmm5
	vptestnmq	%zmm5, %zmm1, %k0
	vptestnmq	%zmm5, %zmm0, %k1
	kunpckbw	%k0, %k1, %k1
	kmovw	%k1, 3104(%rsp)
	vptestnmq	%zmm5, %zmm4, %k0
	vptestnmq	%zmm5, %zmm26, %k1
	kunpckbw	%k0, %k1, %k3
	vptestnmq	%zmm5, %zmm31, %k0
	vptestnmq	%zmm5, %zmm30, %k1
	kunpckbw	%k0, %k1, %k2
	vptestnmq	%zmm5, %zmm22, %k0
	vptestnmq	%zmm5, %zmm21, %k1
	kunpckbw	%k0, %k1, %k4
	vpbroadcastq	.LCPI0_42(%rip), %zmm5
	vptestnmq	%zmm5, %zmm1, %k0
	vptestnmq	%zmm5, %zmm0, %k1
	kunpckbw	%k0, %k1, %k1
	vptestnmq	%zmm5, %zmm4, %k0
	vptestnmq	%zmm5, %zmm26, %k5
	kunpckbw	%k0, %k5, %k7
	vptestnmq	%zmm5, %zmm31, %k0
	vptestnmq	%zmm5, %zmm30, %k5
	kunpckbw	%k0, %k5, %k6
	vptestnmq	%zmm5, %zmm22, %k0
	vptestnmq	%zmm5, %zmm21, %k5
	kunpckbw	%k0, %k5, %k5
	vbroadcastsd	.LCPI0_28(%rip), %zmm10
	vaddpd	%zmm10, %zmm1, %zmm1
	vaddpd	%zmm10, %zmm0, %zmm0
	vsubpd	%zmm0, %zmm25, %zmm0
	vsubpd	%zmm1, %zmm28, %zmm1
	vbroadcastsd	.LCPI0_29(%rip), %zmm27
	vmulpd	%zmm27, %zmm1, %zmm1
	vmulpd	%zmm27, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm0, %zmm23
	vmulpd	%zmm1, %zmm1, %zmm25
	vbroadcastsd	.LCPI0_30(%rip), %zmm29
	vmulpd	%zmm29, %zmm25, %zmm28
	vmulpd	%zmm29, %zmm23, %zmm5
	vbroadcastsd	.LCPI0_31(%rip), %zmm24
	vaddpd	%zmm24, %zmm5, %zmm5
	vaddpd	%zmm24, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm25, %zmm28
	vmulpd	%zmm5, %zmm23, %zmm5
	vbroadcastsd	.LCPI0_32(%rip), %zmm9
	vaddpd	%zmm9, %zmm5, %zmm5
	vaddpd	%zmm9, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm25, %zmm28
	vmulpd	%zmm5, %zmm23, %zmm5
	vbroadcastsd	.LCPI0_33(%rip), %zmm11
	vaddpd	%zmm11, %zmm5, %zmm5
	vaddpd	%zmm11, %zmm28, %zmm28
	vmulpd	%zmm23, %zmm0, %zmm7
	vmulpd	%zmm5, %zmm7, %zmm5
	vmulpd	%zmm25, %zmm1, %zmm7
	vmulpd	%zmm28, %zmm7, %zmm7
	vaddpd	%zmm5, %zmm0, %zmm0
	vaddpd	%zmm7, %zmm1, %zmm1
	vbroadcastsd	.LCPI0_34(%rip), %zmm15
	vmulpd	%zmm15, %zmm25, %zmm5
	vmulpd	%zmm15, %zmm23, %zmm7
	vbroadcastsd	.LCPI0_35(%rip), %zmm12
	vsubpd	%zmm7, %zmm12, %zmm7
	vsubpd	%zmm5, %zmm12, %zmm5
	vmulpd	%zmm5, %zmm25, %zmm5
	vmulpd	%zmm7, %zmm23, %zmm7
	vbroadcastsd	.LCPI0_36(%rip), %zmm13
	vaddpd	%zmm13, %zmm7, %zmm7
	vaddpd	%zmm13, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm25, %zmm5
	vmulpd	%zmm7, %zmm23, %zmm7
	vbroadcastsd	.LCPI0_37(%rip), %zmm14
	vaddpd	%zmm14, %zmm7, %zmm7
	vaddpd	%zmm14, %zmm5, %zmm5
	vmulpd	%zmm23, %zmm23, %zmm28
	vmulpd	%zmm7, %zmm28, %zmm7
	vmulpd	%zmm25, %zmm25, %zmm28
	vmulpd	%zmm5, %zmm28, %zmm5
	vbroadcastsd	.LCPI0_38(%rip), %zmm17
	vmulpd	%zmm17, %zmm23, %zmm23
	vmulpd	%zmm17, %zmm25, %zmm25
	vbroadcastsd	.LCPI0_39(%rip), %zmm18
	vsubpd	%zmm25, %zmm18, %zmm25
	vaddpd	%zmm5, %zmm25, %zmm5
	vsubpd	%zmm23, %zmm18, %zmm23
	vaddpd	%zmm7, %zmm23, %zmm7
	vcvtpd2ps	%zmm1, %ymm1
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm5, %ymm5
	vcvtpd2ps	%zmm7, %ymm7
	vinsertf64x4	$1, %ymm0, %zmm1, %zmm28
	vinsertf64x4	$1, %ymm7, %zmm5, %zmm0
	vbroadcastss	.LCPI0_40(%rip), %zmm16
	vxorps	%zmm16, %zmm28, %zmm5
	vxorps	%zmm16, %zmm0, %zmm1
	vblendmps	%zmm28, %zmm5, %zmm25 {%k1}
	vmovaps	%zmm0, %zmm1 {%k1}
	vmovaps	%zmm5, %zmm28 {%k1}
	vaddpd	%zmm10, %zmm4, %zmm0
	vaddpd	%zmm10, %zmm26, %zmm4
	vsubpd	%zmm4, %zmm8, %zmm4
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm27, %zmm0, %zmm0
	vmulpd	%zmm27, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm0, %zmm0, %zmm6
	vmulpd	%zmm29, %zmm6, %zmm7
	vmulpd	%zmm29, %zmm5, %zmm8
	vaddpd	%zmm24, %zmm8, %zmm8
	vaddpd	%zmm24, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm8
	vaddpd	%zmm9, %zmm8, %zmm8
	vaddpd	%zmm9, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm8
	vaddpd	%zmm11, %zmm8, %zmm8
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm4, %zmm23
	vmulpd	%zmm8, %zmm23, %zmm8
	vmulpd	%zmm6, %zmm0, %zmm23
	vmulpd	%zmm7, %zmm23, %zmm7
	vaddpd	%zmm8, %zmm4, %zmm4
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm15, %zmm6, %zmm7
	vmulpd	%zmm15, %zmm5, %zmm8
	vsubpd	%zmm8, %zmm12, %zmm8
	vsubpd	%zmm7, %zmm12, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm8
	vaddpd	%zmm13, %zmm8, %zmm8
	vaddpd	%zmm13, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm8
	vaddpd	%zmm14, %zmm8, %zmm8
	vaddpd	%zmm14, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm23
	vmulpd	%zmm8, %zmm23, %zmm8
	vmulpd	%zmm6, %zmm6, %zmm23
	vmulpd	%zmm7, %zmm23, %zmm7
	vmulpd	%zmm17, %zmm5, %zmm5
	vmulpd	%zmm17, %zmm6, %zmm6
	vsubpd	%zmm6, %zmm18, %zmm6
	vaddpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm5, %zmm18, %zmm5
	vaddpd	%zmm8, %zmm5, %zmm5
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm4, %ymm4
	vinsertf64x4	$1, %ymm4, %zmm0, %zmm4
	vcvtpd2ps	%zmm6, %ymm0
	vcvtpd2ps	%zmm5, %ymm5
	vinsertf64x4	$1, %ymm5, %zmm0, %zmm0
	vxorps	%zmm16, %zmm4, %zmm5
	vxorps	%zmm16, %zmm0, %zmm26
	vblendmps	%zmm4, %zmm5, %zmm6 {%k7}
	vmovaps	%zmm0, %zmm26 {%k7}
	vmovaps	%zmm5, %zmm4 {%k7}
	vaddpd	%zmm10, %zmm31, %zmm0
	vaddpd	%zmm10, %zmm30, %zmm5
	vsubpd	%zmm5, %zmm3, %zmm3
	vsubpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm27, %zmm0, %zmm0
	vmulpd	%zmm27, %zmm3, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm3
	vmulpd	%zmm0, %zmm0, %zmm5
	vmulpd	%zmm29, %zmm5, %zmm7
	vmulpd	%zmm29, %zmm3, %zmm8
	vaddpd	%zmm24, %zmm8, %zmm8
	vaddpd	%zmm24, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vmulpd	%zmm8, %zmm3, %zmm8
	vaddpd	%zmm9, %zmm8, %zmm8
	vaddpd	%zmm9, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vmulpd	%zmm8, %zmm3, %zmm8
	vaddpd	%zmm11, %zmm8, %zmm8
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm3, %zmm2, %zmm23
	vmulpd	%zmm8, %zmm23, %zmm8
	vmulpd	%zmm5, %zmm0, %zmm23
	vmulpd	%zmm7, %zmm23, %zmm7
	vaddpd	%zmm8, %zmm2, %zmm2
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm15, %zmm5, %zmm7
	vmulpd	%zmm15, %zmm3, %zmm8
	vsubpd	%zmm8, %zmm12, %zmm8
	vsubpd	%zmm7, %zmm12, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vmulpd	%zmm8, %zmm3, %zmm8
	vaddpd	%zmm13, %zmm8, %zmm8
	vaddpd	%zmm13, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vmulpd	%zmm8, %zmm3, %zmm8
	vaddpd	%zmm14, %zmm8, %zmm8
	vaddpd	%zmm14, %zmm7, %zmm7
	vmulpd	%zmm3, %zmm3, %zmm23
	vmulpd	%zmm8, %zmm23, %zmm8
	vmulpd	%zmm5, %zmm5, %zmm23
	vmulpd	%zmm7, %zmm23, %zmm7
	vmulpd	%zmm17, %zmm3, %zmm3
	vmulpd	%zmm17, %zmm5, %zmm5
	vsubpd	%zmm5, %zmm18, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vsubpd	%zmm3, %zmm18, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm5, %ymm5
	vinsertf64x4	$1, %ymm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm3, %ymm2
	vinsertf64x4	$1, %ymm2, %zmm5, %zmm2
	vxorps	%zmm16, %zmm0, %zmm5
	vxorps	%zmm16, %zmm2, %zmm30
	vblendmps	%zmm0, %zmm5, %zmm3 {%k6}
	vmovaps	%zmm2, %zmm30 {%k6}
	vmovaps	%zmm5, %zmm0 {%k6}
	vaddpd	%zmm10, %zmm22, %zmm2
	vaddpd	%zmm10, %zmm21, %zmm5
	vsubpd	%zmm5, %zmm20, %zmm5
	vsubpd	%zmm2, %zmm19, %zmm2
	vmulpd	%zmm27, %zmm2, %zmm2
	vmulpd	%zmm27, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm5, %zmm7
	vmulpd	%zmm2, %zmm2, %zmm8
	vmulpd	%zmm29, %zmm8, %zmm19
	vmulpd	%zmm29, %zmm7, %zmm20
	vaddpd	%zmm24, %zmm20, %zmm20
	vaddpd	%zmm24, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm8, %zmm19
	vmulpd	%zmm20, %zmm7, %zmm20
	vaddpd	%zmm9, %zmm20, %zmm20
	vaddpd	%zmm9, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm8, %zmm19
	vmulpd	%zmm20, %zmm7, %zmm20
	vaddpd	%zmm11, %zmm20, %zmm20
	vaddpd	%zmm11, %zmm19, %zmm19
	vmulpd	%zmm7, %zmm5, %zmm21
	vmulpd	%zmm20, %zmm21, %zmm20
	vmulpd	%zmm8, %zmm2, %zmm21
	vmulpd	%zmm19, %zmm21, %zmm19
	vaddpd	%zmm20, %zmm5, %zmm5
	vaddpd	%zmm19, %zmm2, %zmm2
	vmulpd	%zmm15, %zmm8, %zmm19
	vmulpd	%zmm15, %zmm7, %zmm20
	vsubpd	%zmm20, %zmm12, %zmm20
	vsubpd	%zmm19, %zmm12, %zmm19
	vmulpd	%zmm19, %zmm8, %zmm19
	vmulpd	%zmm20, %zmm7, %zmm20
	vaddpd	%zmm13, %zmm20, %zmm20
	vaddpd	%zmm13, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm8, %zmm19
	vmulpd	%zmm20, %zmm7, %zmm20
	vaddpd	%zmm14, %zmm20, %zmm20
	vaddpd	%zmm14, %zmm19, %zmm19
	vmulpd	%zmm7, %zmm7, %zmm21
	vmulpd	%zmm20, %zmm21, %zmm20
	vmulpd	%zmm8, %zmm8, %zmm21
	vmulpd	%zmm19, %zmm21, %zmm19
	vmulpd	%zmm17, %zmm7, %zmm7
	vmulpd	%zmm17, %zmm8, %zmm8
	vsubpd	%zmm8, %zmm18, %zmm8
	vaddpd	%zmm19, %zmm8, %zmm8
	vsubpd	%zmm7, %zmm18, %zmm7
	vaddpd	%zmm20, %zmm7, %zmm7
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm5, %ymm5
	vcvtpd2ps	%zmm8, %ymm8
	vcvtpd2ps	%zmm7, %ymm7
	vinsertf64x4	$1, %ymm5, %zmm2, %zmm2
	vinsertf64x4	$1, %ymm7, %zmm8, %zmm5
	vxorps	%zmm16, %zmm2, %zmm7
	vxorps	%zmm16, %zmm5, %zmm19
	vblendmps	%zmm2, %zmm7, %zmm20 {%k5}
	vmovaps	%zmm5, %zmm19 {%k5}
	vmovaps	%zmm7, %zmm2 {%k5}
	kmovw	3104(%rsp), %k1
	vblendmps	%zmm25, %zmm1, %zmm8 {%k1}
	vblendmps	%zmm6, %zmm26, %zmm6 {%k3}
	vmovaps	%zmm1, %zmm28 {%k1}
	vmovaps	%zmm26, %zmm4 {%k3}
	vblendmps	%zmm3, %zmm30, %zmm3 {%k2}
	vblendmps	%zmm20, %zmm19, %zmm1 {%k4}
	vmovaps	%zmm30, %zmm0 {%k2}
	vmovaps	%zmm19, %zmm2 {%k4}
	vmovdqa64	.LCPI0_9(%rip), %zmm5
	vmovdqu64	240(%rsp), %zmm7
	vpermt2d	432(%rsp), %zmm5, %zmm7
	vmovdqu64	496(%rsp), %zmm9
	vpermt2d	560(%rsp), %zmm5, %zmm9
	vmovdqu64	752(%rsp), %zmm10
	vpermt2d	688(%rsp), %zmm5, %zmm10
	vmovdqu64	1104(%rsp), %zmm12
	vpermt2d	1040(%rsp), %zmm5, %zmm12
	vpsrld	$9, %zmm7, %zmm5
	vpsrld	$9, %zmm9, %zmm7
	vpsrld	$9, %zmm10, %zmm11
	vpsrld	$9, %zmm12, %zmm12
	vcvtdq2ps	%zmm5, %zmm5
	vcvtdq2ps	%zmm7, %zmm7
	vcvtdq2ps	%zmm11, %zmm11
	vcvtdq2ps	%zmm12, %zmm12
	vbroadcastss	.LCPI0_11(%rip), %zmm9
	vaddps	%zmm9, %zmm5, %zmm5
	vaddps	%zmm9, %zmm7, %zmm7
	vaddps	%zmm9, %zmm11, %zmm11
	vaddps	%zmm9, %zmm12, %zmm12
	vbroadcastss	.LCPI0_12(%rip), %zmm10
	vmulps	%zmm10, %zmm5, %zmm5
	vmulps	%zmm10, %zmm7, %zmm7
	vmulps	%zmm10, %zmm11, %zmm11
	vmulps	%zmm10, %zmm12, %zmm12
	vpbroadcastd	.LCPI0_13(%rip), %zmm13
	vpaddd	%zmm13, %zmm5, %zmm5
	vpaddd	%zmm13, %zmm7, %zmm7
	vpaddd	%zmm13, %zmm11, %zmm15
	vpaddd	%zmm13, %zmm12, %zmm16
	vpbroadcastd	.LCPI0_15(%rip), %zmm14
	vpandd	%zmm14, %zmm5, %zmm11
	vpandd	%zmm14, %zmm7, %zmm12
	vpandd	%zmm14, %zmm15, %zmm13
	vpandd	%zmm14, %zmm16, %zmm14
	vpbroadcastd	.LCPI0_16(%rip), %zmm17
	vpaddd	%zmm17, %zmm11, %zmm11
	vpaddd	%zmm17, %zmm12, %zmm12
	vpaddd	%zmm17, %zmm13, %zmm13
	vpaddd	%zmm17, %zmm14, %zmm14
	vbroadcastss	.LCPI0_17(%rip), %zmm17
	vaddps	%zmm17, %zmm11, %zmm11
	vaddps	%zmm17, %zmm12, %zmm12
	vaddps	%zmm17, %zmm13, %zmm13
	vaddps	%zmm17, %zmm14, %zmm14
	vbroadcastss	.LCPI0_18(%rip), %zmm20
	vaddps	%zmm20, %zmm11, %zmm17
	vaddps	%zmm20, %zmm12, %zmm18
	vaddps	%zmm20, %zmm13, %zmm19
	vaddps	%zmm20, %zmm14, %zmm20
	vdivps	%zmm17, %zmm11, %zmm17
	vdivps	%zmm18, %zmm12, %zmm18
	vdivps	%zmm19, %zmm13, %zmm19
	vdivps	%zmm20, %zmm14, %zmm20
	vmulps	%zmm17, %zmm17, %zmm21
	vmulps	%zmm18, %zmm18, %zmm22
	vmulps	%zmm19, %zmm19, %zmm23
	vmulps	%zmm20, %zmm20, %zmm25
	vmulps	%zmm21, %zmm21, %zmm26
	vbroadcastss	.LCPI0_19(%rip), %zmm31
	vmulps	%zmm31, %zmm26, %zmm30
	vbroadcastss	.LCPI0_20(%rip), %zmm27
	vaddps	%zmm27, %zmm30, %zmm30
	vmulps	%zmm30, %zmm26, %zmm30
	vbroadcastss	.LCPI0_21(%rip), %zmm10
	vmulps	%zmm10, %zmm26, %zmm26
	vbroadcastss	.LCPI0_22(%rip), %zmm29
	vaddps	%zmm29, %zmm26, %zmm26
	vmulps	%zmm26, %zmm21, %zmm21
	vmulps	%zmm22, %zmm22, %zmm26
	vaddps	%zmm30, %zmm21, %zmm21
	vmulps	%zmm31, %zmm26, %zmm30
	vaddps	%zmm27, %zmm30, %zmm30
	vmulps	%zmm30, %zmm26, %zmm30
	vmulps	%zmm10, %zmm26, %zmm26
	vaddps	%zmm29, %zmm26, %zmm26
	vmulps	%zmm26, %zmm22, %zmm22
	vmulps	%zmm23, %zmm23, %zmm26
	vaddps	%zmm30, %zmm22, %zmm22
	vmulps	%zmm31, %zmm26, %zmm30
	vaddps	%zmm27, %zmm30, %zmm30
	vmulps	%zmm30, %zmm26, %zmm30
	vmulps	%zmm10, %zmm26, %zmm26
	vaddps	%zmm29, %zmm26, %zmm26
	vmulps	%zmm26, %zmm23, %zmm23
	vmulps	%zmm25, %zmm25, %zmm26
	vaddps	%zmm30, %zmm23, %zmm23
	vmulps	%zmm31, %zmm26, %zmm30
	vaddps	%zmm27, %zmm30, %zmm30
	vmulps	%zmm30, %zmm26, %zmm30
	vmulps	%zmm10, %zmm26, %zmm26
	vaddps	%zmm29, %zmm26, %zmm26
	vmulps	%zmm26, %zmm25, %zmm25
	vpsrld	$23, %zmm5, %zmm5
	vpsrld	$23, %zmm7, %zmm7
	vpsrld	$23, %zmm15, %zmm15
	vpsrld	$23, %zmm16, %zmm16
	vpbroadcastd	.LCPI0_14(%rip), %zmm26
	vpaddd	%zmm26, %zmm5, %zmm5
	vpaddd	%zmm26, %zmm7, %zmm7
	vpaddd	%zmm26, %zmm15, %zmm15
	vpaddd	%zmm26, %zmm16, %zmm16
	vaddps	%zmm30, %zmm25, %zmm25
	vmulps	%zmm9, %zmm11, %zmm26
	vmulps	%zmm26, %zmm11, %zmm26
	vaddps	%zmm21, %zmm26, %zmm21
	vmulps	%zmm21, %zmm17, %zmm17
	vmulps	%zmm9, %zmm12, %zmm21
	vmulps	%zmm21, %zmm12, %zmm21
	vaddps	%zmm22, %zmm21, %zmm22
	vmulps	%zmm22, %zmm18, %zmm18
	vmulps	%zmm9, %zmm13, %zmm22
	vmulps	%zmm22, %zmm13, %zmm22
	vaddps	%zmm23, %zmm22, %zmm23
	vmulps	%zmm23, %zmm19, %zmm19
	vmulps	%zmm9, %zmm14, %zmm23
	vmulps	%zmm23, %zmm14, %zmm23
	vcvtdq2ps	%zmm5, %zmm5
	vcvtdq2ps	%zmm7, %zmm7
	vcvtdq2ps	%zmm15, %zmm15
	vcvtdq2ps	%zmm16, %zmm16
	vaddps	%zmm25, %zmm23, %zmm25
	vmulps	%zmm25, %zmm20, %zmm20
	vbroadcastss	.LCPI0_23(%rip), %zmm10
	vmulps	%zmm10, %zmm5, %zmm25
	vaddps	%zmm17, %zmm25, %zmm17
	vmulps	%zmm10, %zmm7, %zmm25
	vaddps	%zmm18, %zmm25, %zmm18
	vmulps	%zmm10, %zmm15, %zmm25
	vaddps	%zmm19, %zmm25, %zmm19
	vmulps	%zmm10, %zmm16, %zmm25
	vaddps	%zmm20, %zmm25, %zmm20
	vsubps	%zmm26, %zmm17, %zmm17
	vsubps	%zmm21, %zmm18, %zmm18
	vsubps	%zmm22, %zmm19, %zmm19
	vsubps	%zmm23, %zmm20, %zmm20
	vaddps	%zmm17, %zmm11, %zmm11
	vaddps	%zmm18, %zmm12, %zmm12
	vaddps	%zmm19, %zmm13, %zmm13
	vaddps	%zmm20, %zmm14, %zmm14
	vbroadcastss	.LCPI0_24(%rip), %zmm10
	vmulps	%zmm10, %zmm5, %zmm5
	vaddps	%zmm11, %zmm5, %zmm5
	vmulps	%zmm10, %zmm7, %zmm7
	vaddps	%zmm12, %zmm7, %zmm7
	vmulps	%zmm10, %zmm15, %zmm11
	vaddps	%zmm13, %zmm11, %zmm11
	vmulps	%zmm10, %zmm16, %zmm12
	vaddps	%zmm14, %zmm12, %zmm12
	vbroadcastss	.LCPI0_25(%rip), %zmm10
	vmulps	%zmm10, %zmm5, %zmm5
	vmulps	%zmm10, %zmm7, %zmm7
	vsqrtps	%zmm5, %zmm5
	vsqrtps	%zmm7, %zmm7
	vmulps	%zmm5, %zmm28, %zmm13
	vmulps	%zmm5, %zmm8, %zmm5
	vmulps	%zmm7, %zmm4, %zmm4
	vmulps	%zmm7, %zmm6, %zmm6
	vmulps	%zmm10, %zmm11, %zmm7
	vmulps	%zmm10, %zmm12, %zmm8
	vsqrtps	%zmm7, %zmm7
	vsqrtps	%zmm8, %zmm8
	vmulps	%zmm7, %zmm0, %zmm0
	vmulps	%zmm7, %zmm3, %zmm3
	vmulps	%zmm8, %zmm2, %zmm2
	vmulps	%zmm8, %zmm1, %zmm1
	vmovaps	%zmm13, %zmm7
	vmovaps	.LCPI0_43(%rip), %zmm8
	vpermt2ps	%zmm5, %zmm8, %zmm7
	vmovaps	.LCPI0_44(%rip), %zmm9
	vpermt2ps	%zmm5, %zmm9, %zmm13
	vmovups	%zmm13, -384(%r15,%rbp,8)
	vmovups	%zmm7, -320(%r15,%rbp,8)
	vmovaps	%zmm4, %zmm5
	vpermt2ps	%zmm6, %zmm8, %zmm5
	vpermt2ps	%zmm6, %zmm9, %zmm4
	vmovups	%zmm4, -256(%r15,%rbp,8)
	vmovups	%zmm5, -192(%r15,%rbp,8)
	vmovaps	%zmm0, %zmm4
	vpermt2ps	%zmm3, %zmm8, %zmm4
	vpermt2ps	%zmm3, %zmm9, %zmm0
	vmovups	%zmm0, -128(%r15,%rbp,8)
	vmovups	%zmm4, -64(%r15,%rbp,8)
	vmovaps	%zmm2, %zmm0
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vpermt2ps	%zmm1, %zmm9, %zmm2
	vmovups	%zmm2, (%r15,%rbp,8)
	vmovups	%zmm0, 64(%r15,%rbp,8)
	addq	$64, %rbp
	cmpq	%rbp, %rax
	jne	.LBB0_162
	cmpq	%rax, -64(%rsp)
	movq	-120(%rsp), %r14
	movq	376(%rsp), %rcx
	movq	1376(%rsp), %r11
	movq	1824(%rsp), %rbx
	movl	$3449720151, %edx
	movl	1760(%rsp), %r9d
	movq	3040(%rsp), %rsi
	vmovss	.LCPI0_11(%rip), %xmm9
	vpbroadcastq	.LCPI0_41(%rip), %zmm1
	vpbroadcastq	.LCPI0_42(%rip), %zmm0
	vmovss	.LCPI0_12(%rip), %xmm24
	vmovsd	.LCPI0_26(%rip), %xmm5
	vmovsd	.LCPI0_27(%rip), %xmm7
	vmovss	.LCPI0_17(%rip), %xmm10
	vmovss	.LCPI0_18(%rip), %xmm12
	vmovss	.LCPI0_19(%rip), %xmm13
	vmovss	.LCPI0_20(%rip), %xmm23
	vmovss	.LCPI0_21(%rip), %xmm25
	vmovss	.LCPI0_22(%rip), %xmm26
	vmovss	.LCPI0_23(%rip), %xmm27
	vmovss	.LCPI0_24(%rip), %xmm8
	vmovss	.LCPI0_25(%rip), %xmm11
	vmovsd	.LCPI0_28(%rip), %xmm22
	vmovsd	.LCPI0_29(%rip), %xmm28
	vmovsd	.LCPI0_30(%rip), %xmm14
	vmovsd	.LCPI0_31(%rip), %xmm15
	vmovsd	.LCPI0_32(%rip), %xmm21
	vmovsd	.LCPI0_33(%rip), %xmm19
	vmovsd	.LCPI0_35(%rip), %xmm20
	vmovsd	.LCPI0_36(%rip), %xmm17
	vmovsd	.LCPI0_37(%rip), %xmm18
	vmovsd	.LCPI0_39(%rip), %xmm16
	vbroadcastss	.LCPI0_40(%rip), %xmm29
	vmovsd	.LCPI0_46(%rip), %xmm30
	vmovsd	.LCPI0_47(%rip), %xmm31
	movq	2464(%rsp), %r10
	je	.LBB0_164
	movq	%rax, %rdi
	testb	$56, -64(%rsp)
	je	.LBB0_174
	movq	%rax, %rdi
	movq	192(%rsp), %rax
	vbroadcastsd	.LCPI0_37(%rip), %zmm27
	vbroadcastsd	.LCPI0_39(%rip), %zmm28
	vmovdqa	.LCPI0_45(%rip), %ymm14
	vbroadcastss	.LCPI0_12(%rip), %ymm15
	vpbroadcastd	.LCPI0_13(%rip), %ymm16
	vpbroadcastd	.LCPI0_14(%rip), %ymm17
	vpbroadcastd	.LCPI0_15(%rip), %ymm18
	vpbroadcastd	.LCPI0_16(%rip), %ymm19
	vbroadcastss	.LCPI0_17(%rip), %ymm20
	vbroadcastss	.LCPI0_18(%rip), %ymm21
	vbroadcastss	.LCPI0_19(%rip), %ymm29
	vbroadcastss	.LCPI0_20(%rip), %ymm30
	vbroadcastss	.LCPI0_21(%rip), %ymm31
	vbroadcastss	.LCPI0_22(%rip), %ymm7
	vbroadcastss	.LCPI0_23(%rip), %ymm8
	vbroadcastss	.LCPI0_24(%rip), %ymm10
	vbroadcastss	.LCPI0_25(%rip), %ymm11
	vbroadcastsd	.LCPI0_46(%rip), %zmm12
	vbroadcastsd	.LCPI0_47(%rip), %zmm13
	vbroadcastss	.LCPI0_40(%rip), %ymm22
	vmovaps	.LCPI0_48(%rip), %zmm23
	vmovaps	.LCPI0_49(%rip), %zmm25
	vbroadcastss	.LCPI0_11(%rip), %ymm26
	vmovdqa64	%zmm0, %zmm9
	vmovdqa64	%zmm1, %zmm24
	.p2align	4
.LBB0_172:
	vmovdqu64	(%r10,%rdi,8), %zmm0
	vpmovqd	%zmm0, %ymm0
	vpermd	(%r10,%rdi,8), %zmm14, %zmm2
	vpsrld	$9, %ymm0, %ymm0
	vcvtdq2ps	%ymm0, %ymm0
	vaddps	%ymm26, %ymm0, %ymm0
	vmulps	%ymm0, %ymm15, %ymm0
	vpaddd	%ymm16, %ymm0, %ymm1
	vpsrld	$9, %ymm2, %ymm0
	vcvtdq2ps	%ymm0, %ymm0
	vaddps	%ymm26, %ymm0, %ymm0
	vmulps	%ymm0, %ymm15, %ymm2
	vpandd	%ymm18, %ymm1, %ymm0
	vpaddd	%ymm19, %ymm0, %ymm0
	vaddps	%ymm20, %ymm0, %ymm0
	vcvtps2pd	%ymm2, %zmm2
	vmulpd	.LCPI0_26(%rip){1to8}, %zmm2, %zmm2
	vaddpd	.LCPI0_27(%rip){1to8}, %zmm2, %zmm3
	vaddpd	.LCPI0_28(%rip){1to8}, %zmm3, %zmm4
	vsubpd	%zmm4, %zmm2, %zmm2
	vmulpd	.LCPI0_29(%rip){1to8}, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm4
	vmulpd	.LCPI0_30(%rip){1to8}, %zmm4, %zmm5
	vaddpd	.LCPI0_31(%rip){1to8}, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm2, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm12, %zmm4, %zmm5
	vaddpd	.LCPI0_35(%rip){1to8}, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vaddpd	.LCPI0_36(%rip){1to8}, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vaddpd	%zmm27, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm4, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vaddps	%ymm21, %ymm0, %ymm6
	vmulpd	%zmm13, %zmm4, %zmm4
	vaddpd	%zmm28, %zmm4, %zmm4
	vaddpd	%zmm5, %zmm4, %zmm4
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm4, %ymm4
	vdivps	%ymm6, %ymm0, %ymm5
	vxorps	%ymm22, %ymm2, %ymm6
	vptestnmq	%zmm24, %zmm3, %k0
	vptestnmq	%zmm9, %zmm3, %k1
	vxorps	%ymm22, %ymm4, %ymm3
	vmovaps	%ymm4, %ymm3 {%k1}
	vblendmps	%ymm2, %ymm6, %ymm4 {%k1}
	vmovaps	%ymm6, %ymm2 {%k1}
	vmulps	%ymm5, %ymm5, %ymm6
	vinsertf64x4	$1, %ymm3, %zmm2, %zmm2
	kunpckbw	%k0, %k0, %k1
	vinsertf32x8	$1, %ymm4, %zmm3, %zmm2 {%k1}
	vmulps	%ymm6, %ymm6, %ymm3
	vmulps	%ymm29, %ymm3, %ymm4
	vaddps	%ymm30, %ymm4, %ymm4
	vmulps	%ymm4, %ymm3, %ymm4
	vmulps	%ymm31, %ymm3, %ymm3
	vaddps	%ymm7, %ymm3, %ymm3
	vmulps	%ymm3, %ymm6, %ymm3
	vpsrld	$23, %ymm1, %ymm1
	vpaddd	%ymm17, %ymm1, %ymm1
	vaddps	%ymm4, %ymm3, %ymm3
	vmulps	%ymm26, %ymm0, %ymm4
	vmulps	%ymm4, %ymm0, %ymm4
	vcvtdq2ps	%ymm1, %ymm1
	vaddps	%ymm3, %ymm4, %ymm3
	vmulps	%ymm3, %ymm5, %ymm3
	vmulps	%ymm1, %ymm8, %ymm5
	vaddps	%ymm3, %ymm5, %ymm3
	vsubps	%ymm4, %ymm3, %ymm3
	vaddps	%ymm3, %ymm0, %ymm0
	vmulps	%ymm1, %ymm10, %ymm1
	vaddps	%ymm0, %ymm1, %ymm0
	vmulps	%ymm0, %ymm11, %ymm0
	vsqrtps	%ymm0, %ymm0
	vpermps	%zmm2, %zmm23, %zmm1
	vpermps	%zmm0, %zmm25, %zmm0
	vmulps	%zmm0, %zmm1, %zmm0
	vmovups	%zmm0, (%r10,%rdi,8)
	addq	$8, %rdi
	cmpq	%rdi, %rax
	jne	.LBB0_172
	movq	%rax, %rdi
	cmpq	%rax, -64(%rsp)
	vmovsd	.LCPI0_26(%rip), %xmm5
	vmovsd	.LCPI0_27(%rip), %xmm7
	vmovss	.LCPI0_17(%rip), %xmm10
	vmovss	.LCPI0_18(%rip), %xmm12
	vmovss	.LCPI0_19(%rip), %xmm13
	vmovss	.LCPI0_20(%rip), %xmm23
	vmovss	.LCPI0_21(%rip), %xmm25
	vmovss	.LCPI0_22(%rip), %xmm26
	vmovss	.LCPI0_23(%rip), %xmm27
	vmovss	.LCPI0_24(%rip), %xmm8
	vmovss	.LCPI0_25(%rip), %xmm11
	vmovsd	.LCPI0_28(%rip), %xmm22
	vmovsd	.LCPI0_29(%rip), %xmm28
	vmovsd	.LCPI0_30(%rip), %xmm14
	vmovsd	.LCPI0_31(%rip), %xmm15
	vmovsd	.LCPI0_32(%rip), %xmm21
	vmovsd	.LCPI0_33(%rip), %xmm19
	vmovsd	.LCPI0_35(%rip), %xmm20
	vmovsd	.LCPI0_36(%rip), %xmm17
	vmovsd	.LCPI0_37(%rip), %xmm18
	vmovsd	.LCPI0_39(%rip), %xmm16
	vbroadcastss	.LCPI0_40(%rip), %xmm29
	vmovsd	.LCPI0_46(%rip), %xmm30
	vmovsd	.LCPI0_47(%rip), %xmm31
	vmovss	.LCPI0_11(%rip), %xmm9
	vmovss	.LCPI0_12(%rip), %xmm24
	je	.LBB0_164
.LBB0_174:
	addq	%rdi, %rdi
	.p2align	4
.LBB0_175:
	movl	(%r10,%rdi,4), %eax
	movl	4(%r10,%rdi,4), %r8d
	shrl	$9, %eax
	vcvtsi2ss	%eax, %xmm5, %xmm0
	vaddss	%xmm0, %xmm9, %xmm0
	vmulss	%xmm24, %xmm0, %xmm0
	shrl	$9, %r8d
	vcvtsi2ss	%r8d, %xmm5, %xmm1
	vaddss	%xmm1, %xmm9, %xmm1
	vmulss	%xmm24, %xmm1, %xmm1
	vmovd	%xmm0, %eax
	addl	$4913933, %eax
	movl	%eax, %r8d
	shrl	$23, %r8d
	addl	$-127, %r8d
	andl	$8388607, %eax
	addl	$1060439283, %eax
	vmovd	%eax, %xmm0
	vaddss	%xmm0, %xmm10, %xmm0
	vaddss	%xmm0, %xmm12, %xmm2
	vdivss	%xmm2, %xmm0, %xmm2
	vmulss	%xmm2, %xmm2, %xmm3
	vmulss	%xmm3, %xmm3, %xmm4
	vmulss	%xmm4, %xmm13, %xmm6
	vaddss	%xmm23, %xmm6, %xmm6
	vmulss	%xmm6, %xmm4, %xmm6
	vmulss	%xmm25, %xmm4, %xmm4
	vaddss	%xmm26, %xmm4, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vaddss	%xmm6, %xmm3, %xmm3
	vmulss	%xmm0, %xmm9, %xmm4
	vmulss	%xmm4, %xmm0, %xmm4
	vcvtsi2ss	%r8d, %xmm5, %xmm6
	vaddss	%xmm3, %xmm4, %xmm3
	vmulss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm27, %xmm6, %xmm3
	vaddss	%xmm2, %xmm3, %xmm2
	vsubss	%xmm4, %xmm2, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vmulss	%xmm6, %xmm8, %xmm2
	vaddss	%xmm0, %xmm2, %xmm0
	vmulss	%xmm0, %xmm11, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm0
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vmulsd	%xmm5, %xmm1, %xmm1
	vaddsd	%xmm7, %xmm1, %xmm2
	vaddsd	%xmm22, %xmm2, %xmm3
	vsubsd	%xmm3, %xmm1, %xmm1
	vmulsd	%xmm28, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm14, %xmm4
	vaddsd	%xmm4, %xmm15, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm4
	vaddsd	%xmm21, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm4
	vaddsd	%xmm19, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm1, %xmm6
	vmulsd	%xmm4, %xmm6, %xmm4
	vaddsd	%xmm4, %xmm1, %xmm1
	vmulsd	%xmm30, %xmm3, %xmm4
	vaddsd	%xmm20, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm4
	vaddsd	%xmm17, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm4
	vaddsd	%xmm18, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm3, %xmm6
	vmulsd	%xmm4, %xmm6, %xmm4
	vmulsd	%xmm31, %xmm3, %xmm3
	vaddsd	%xmm16, %xmm3, %xmm3
	vaddsd	%xmm4, %xmm3, %xmm3
	vcvtsd2ss	%xmm1, %xmm1, %xmm1
	vcvtsd2ss	%xmm3, %xmm3, %xmm3
	vxorps	%xmm29, %xmm1, %xmm4
	vxorps	%xmm29, %xmm3, %xmm6
	vmovq	%xmm2, %rax
	testb	$2, %al
	sete	%r8b
	kmovd	%r8d, %k1
	vmovaps	%xmm4, %xmm2
	vmovss	%xmm1, %xmm2, %xmm2 {%k1}
	vmovss	%xmm3, %xmm6, %xmm6 {%k1}
	kmovd	%eax, %k2
	vmovss	%xmm6, %xmm2, %xmm2 {%k2}
	vmovss	%xmm4, %xmm1, %xmm1 {%k1}
	vmovss	%xmm1, %xmm6, %xmm6 {%k2}
	vmulss	%xmm0, %xmm6, %xmm1
	vmulss	%xmm0, %xmm2, %xmm0
	vmovss	%xmm1, (%r10,%rdi,4)
	vmovss	%xmm0, 4(%r10,%rdi,4)
	addq	$2, %rdi
	cmpq	%r11, %rdi
	jb	.LBB0_175
.LBB0_164:
	cmpq	%r14, %r11
	vmovdqu64	1248(%rsp), %zmm19
	vmovdqu64	1184(%rsp), %zmm31
	vpbroadcastq	.LCPI0_4(%rip), %zmm22
	vpbroadcastq	.LCPI0_5(%rip), %zmm28
	vmovdqu64	944(%rsp), %ymm16
	vpbroadcastq	.LCPI0_1(%rip), %zmm18
	vmovaps	%xmm9, %xmm20
	vmovups	3552(%rsp), %zmm9
	vmovups	3872(%rsp), %zmm14
	je	.LBB0_169
	movq	40(%rsp), %rdi
	addq	976(%rsp), %rdi
	movl	%edi, %ebp
	movq	48(%rsp), %r10
	imulq	%r10, %rbp
	xorq	-96(%rsp), %rdi
	xorq	%rbp, %rdi
	shrq	$32, %rdi
	imulq	%rdx, %rdi
	movq	%rdi, %r12
	shrq	$32, %r12
	xorl	2912(%rsp), %r12d
	xorl	-72(%rsp), %ebp
	imulq	%r10, %r12
	imulq	%rdx, %rbp
	movq	%rbp, %rax
	shrq	$32, %rax
	movq	2720(%rsp), %r8
	xorl	%eax, %r8d
	movq	%r12, %r13
	shrq	$32, %r13
	xorl	%r8d, %edi
	xorl	2976(%rsp), %r13d
	imulq	%r10, %rdi
	imulq	%rdx, %r13
	movq	%r13, %rax
	shrq	$32, %rax
	xorl	2656(%rsp), %ebp
	xorl	%eax, %ebp
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	%ebx, %r12d
	xorl	%eax, %r12d
	imulq	%r10, %rbp
	imulq	%rdx, %r12
	movq	%r12, %rax
	shrq	$32, %rax
	xorl	2592(%rsp), %r13d
	xorl	%eax, %r13d
	movq	%rbp, %rax
	shrq	$32, %rax
	xorl	%esi, %edi
	xorl	%eax, %edi
	imulq	%r10, %r13
	imulq	%rdx, %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	2528(%rsp), %r12d
	xorl	%eax, %r12d
	movq	%r13, %rax
	shrq	$32, %rax
	xorl	1696(%rsp), %ebp
	xorl	%eax, %ebp
	imulq	%r10, %r12
	imulq	%rdx, %rbp
	movq	%rbp, %rax
	shrq	$32, %rax
	xorl	3232(%rsp), %edi
	xorl	%eax, %edi
	movq	%r12, %rax
	shrq	$32, %rax
	xorl	2848(%rsp), %r13d
	xorl	%eax, %r13d
	imulq	%r10, %rdi
	imulq	%rdx, %r13
	movq	%r13, %rax
	shrq	$32, %rax
	xorl	1312(%rsp), %ebp
	xorl	%eax, %ebp
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	2784(%rsp), %r12d
	xorl	%eax, %r12d
	imulq	%r10, %rbp
	imulq	%rdx, %r12
	movq	%r12, %rax
	shrq	$32, %rax
	xorl	-48(%rsp), %r13d
	xorl	%eax, %r13d
	movq	%rbp, %rax
	shrq	$32, %rax
	xorl	1632(%rsp), %edi
	xorl	%eax, %edi
	imulq	%r10, %r13
	imulq	%rdx, %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	136(%rsp), %r12d
	xorl	%eax, %r12d
	shrl	$9, %r12d
	vcvtsi2ss	%r12d, %xmm5, %xmm0
	vaddss	%xmm20, %xmm0, %xmm0
	vmulss	%xmm24, %xmm0, %xmm0
	shrl	$9, %edi
	vcvtsi2ss	%edi, %xmm12, %xmm1
	vaddss	%xmm20, %xmm1, %xmm1
	vmulss	%xmm24, %xmm1, %xmm1
	vmovd	%xmm0, %eax
	addl	$4913933, %eax
	movl	%eax, %r8d
	shrl	$23, %r8d
	addl	$-127, %r8d
	andl	$8388607, %eax
	addl	$1060439283, %eax
	vcvtss2sd	%xmm1, %xmm1, %xmm0
	vmulsd	%xmm5, %xmm0, %xmm0
	vaddsd	%xmm7, %xmm0, %xmm1
	vmovq	%xmm1, %rdi
	testb	$2, %dil
	vmovd	%eax, %xmm2
	sete	%al
	vaddss	%xmm2, %xmm10, %xmm2
	vaddss	%xmm2, %xmm12, %xmm3
	vdivss	%xmm3, %xmm2, %xmm3
	vmulss	%xmm3, %xmm3, %xmm4
	vmulss	%xmm4, %xmm4, %xmm6
	vmulss	%xmm6, %xmm13, %xmm8
	vaddss	%xmm23, %xmm8, %xmm8
	vmulss	%xmm6, %xmm8, %xmm8
	vmulss	%xmm25, %xmm6, %xmm6
	vaddss	%xmm26, %xmm6, %xmm6
	vmulss	%xmm6, %xmm4, %xmm4
	vcvtsi2ss	%r8d, %xmm15, %xmm6
	movl	%r13d, %r8d
	shrl	$9, %r8d
	vaddss	%xmm4, %xmm8, %xmm4
	vmulss	%xmm20, %xmm2, %xmm8
	vmulss	%xmm2, %xmm8, %xmm8
	vaddss	%xmm4, %xmm8, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm27, %xmm6, %xmm4
	vaddss	%xmm3, %xmm4, %xmm3
	vcvtsi2ss	%r8d, %xmm15, %xmm4
	vaddss	%xmm20, %xmm4, %xmm4
	vmulss	%xmm24, %xmm4, %xmm4
	vcvtss2sd	%xmm4, %xmm4, %xmm11
	vsubss	%xmm8, %xmm3, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	.LCPI0_24(%rip), %xmm6, %xmm3
	vaddss	%xmm2, %xmm3, %xmm6
	vaddsd	.LCPI0_28(%rip), %xmm1, %xmm1
	vsubsd	%xmm1, %xmm0, %xmm0
	vmulsd	.LCPI0_29(%rip), %xmm0, %xmm0
	vmulsd	%xmm0, %xmm0, %xmm1
	vmulsd	.LCPI0_30(%rip), %xmm1, %xmm2
	vaddsd	.LCPI0_31(%rip), %xmm2, %xmm2
	vmulsd	%xmm2, %xmm1, %xmm2
	vaddsd	.LCPI0_32(%rip), %xmm2, %xmm2
	vmulsd	%xmm2, %xmm1, %xmm2
	vaddsd	.LCPI0_33(%rip), %xmm2, %xmm2
	vmulsd	%xmm1, %xmm0, %xmm3
	vmulsd	%xmm2, %xmm3, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	.LCPI0_34(%rip), %xmm1, %xmm2
	vmovsd	.LCPI0_35(%rip), %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vmulsd	%xmm2, %xmm1, %xmm2
	vaddsd	.LCPI0_36(%rip), %xmm2, %xmm2
	vmulsd	%xmm2, %xmm1, %xmm2
	vaddsd	.LCPI0_37(%rip), %xmm2, %xmm2
	vmulsd	%xmm1, %xmm1, %xmm3
	vmulsd	%xmm2, %xmm3, %xmm2
	vmulsd	.LCPI0_38(%rip), %xmm1, %xmm1
	vmovsd	.LCPI0_39(%rip), %xmm3
	vsubsd	%xmm1, %xmm3, %xmm1
	vaddsd	%xmm2, %xmm1, %xmm1
	vcvtsd2ss	%xmm0, %xmm0, %xmm4
	vcvtsd2ss	%xmm1, %xmm1, %xmm0
	vbroadcastss	.LCPI0_40(%rip), %xmm1
	vxorps	%xmm1, %xmm4, %xmm2
	vxorps	%xmm1, %xmm0, %xmm3
	kmovd	%eax, %k1
	vmovss	%xmm0, %xmm3, %xmm3 {%k1}
	vmovaps	%xmm4, %xmm0
	vmovss	%xmm2, %xmm0, %xmm0 {%k1}
	kmovd	%edi, %k1
	vmovaps	%xmm3, %xmm1
	vmovss	%xmm0, %xmm1, %xmm1 {%k1}
	vmulss	.LCPI0_25(%rip), %xmm6, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm6
	vmulss	%xmm6, %xmm1, %xmm0
	movq	-56(%rsp), %rax
	vmovss	%xmm0, (%rax,%r11,4)
	vmulsd	%xmm5, %xmm11, %xmm0
	vaddsd	%xmm7, %xmm0, %xmm1
	vmovq	%xmm1, %r8
	testb	$2, %r8b
	sete	%r10b
	cmpq	%r14, 3488(%rsp)
	jae	.LBB0_167
	testb	$2, %dil
	sete	%al
	kmovd	%eax, %k1
	vmovss	%xmm4, %xmm2, %xmm2 {%k1}
	kmovd	%edi, %k1
	vmovss	%xmm3, %xmm2, %xmm2 {%k1}
	vmulss	%xmm6, %xmm2, %xmm2
	movq	3488(%rsp), %rax
	movq	-56(%rsp), %rsi
	vmovss	%xmm2, (%rsi,%rax,4)
.LBB0_167:
	cmpq	%r14, 3424(%rsp)
	jae	.LBB0_169
	shrq	$32, %r13
	xorl	%r9d, %ebp
	xorl	%r13d, %ebp
	shrl	$9, %ebp
	vcvtsi2ss	%ebp, %xmm15, %xmm2
	vaddss	%xmm20, %xmm2, %xmm2
	vmulss	%xmm24, %xmm2, %xmm2
	vmovd	%xmm2, %eax
	addl	$4913933, %eax
	movl	%eax, %edi
	shrl	$23, %edi
	addl	$-127, %edi
	andl	$8388607, %eax
	addl	$1060439283, %eax
	vmovd	%eax, %xmm2
	vaddss	%xmm2, %xmm10, %xmm2
	vaddss	%xmm2, %xmm12, %xmm3
	vdivss	%xmm3, %xmm2, %xmm3
	vmulss	%xmm3, %xmm3, %xmm4
	vmulss	%xmm4, %xmm4, %xmm6
	vmulss	%xmm6, %xmm13, %xmm8
	vaddss	%xmm23, %xmm8, %xmm8
	vmulss	%xmm6, %xmm8, %xmm8
	vmulss	%xmm25, %xmm6, %xmm6
	vaddss	%xmm26, %xmm6, %xmm6
	vmulss	%xmm6, %xmm4, %xmm4
	vaddss	%xmm4, %xmm8, %xmm4
	vmulss	%xmm20, %xmm2, %xmm6
	vmulss	%xmm6, %xmm2, %xmm6
	vcvtsi2ss	%edi, %xmm15, %xmm8
	vaddss	%xmm4, %xmm6, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm27, %xmm8, %xmm4
	vaddss	%xmm3, %xmm4, %xmm3
	vsubss	%xmm6, %xmm3, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	.LCPI0_24(%rip), %xmm8, %xmm3
	vaddss	%xmm2, %xmm3, %xmm2
	vmulss	.LCPI0_25(%rip), %xmm2, %xmm2
	vsqrtss	%xmm2, %xmm2, %xmm2
	vaddsd	.LCPI0_28(%rip), %xmm1, %xmm1
	vsubsd	%xmm1, %xmm0, %xmm0
	vmulsd	.LCPI0_29(%rip), %xmm0, %xmm0
	vmulsd	%xmm0, %xmm0, %xmm1
	vmulsd	.LCPI0_30(%rip), %xmm1, %xmm3
	vaddsd	.LCPI0_31(%rip), %xmm3, %xmm3
	vmulsd	%xmm3, %xmm1, %xmm3
	vaddsd	.LCPI0_32(%rip), %xmm3, %xmm3
	vmulsd	%xmm3, %xmm1, %xmm3
	vaddsd	.LCPI0_33(%rip), %xmm3, %xmm3
	vmulsd	%xmm1, %xmm0, %xmm4
	vmulsd	%xmm3, %xmm4, %xmm3
	vaddsd	%xmm3, %xmm0, %xmm0
	vmulsd	.LCPI0_34(%rip), %xmm1, %xmm3
	vmovsd	.LCPI0_35(%rip), %xmm4
	vsubsd	%xmm3, %xmm4, %xmm3
	vmulsd	%xmm3, %xmm1, %xmm3
	vaddsd	.LCPI0_36(%rip), %xmm3, %xmm3
	vmulsd	%xmm3, %xmm1, %xmm3
	vaddsd	.LCPI0_37(%rip), %xmm3, %xmm3
	vmulsd	%xmm1, %xmm1, %xmm4
	vmulsd	%xmm3, %xmm4, %xmm3
	vmulsd	.LCPI0_38(%rip), %xmm1, %xmm1
	vmovsd	.LCPI0_39(%rip), %xmm4
	vsubsd	%xmm1, %xmm4, %xmm1
	vaddsd	%xmm3, %xmm1, %xmm1
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vcvtsd2ss	%xmm1, %xmm1, %xmm1
	vbroadcastss	.LCPI0_40(%rip), %xmm4
	vxorps	%xmm4, %xmm0, %xmm3
	vxorps	%xmm4, %xmm1, %xmm4
	kmovd	%r10d, %k1
	vmovss	%xmm1, %xmm4, %xmm4 {%k1}
	vmovss	%xmm3, %xmm0, %xmm0 {%k1}
	kmovd	%r8d, %k1
	vmovss	%xmm0, %xmm4, %xmm4 {%k1}
	vmulss	%xmm2, %xmm4, %xmm0
	movq	3424(%rsp), %rax
	movq	-56(%rsp), %rsi
	vmovss	%xmm0, (%rsi,%rax,4)
	jmp	.LBB0_169
.LBB0_146:
	vmovss	148(%rsp), %xmm3
	vmulss	-20(%rsp), %xmm3, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	vmovaps	%xmm0, 3744(%rsp)
	vmulss	-16(%rsp), %xmm3, %xmm3
	vmovss	%xmm3, 148(%rsp)
	cmpl	$0, -100(%rsp)
	jne	.LBB0_151
	.p2align	4
.LBB0_148:
	movq	3168(%rsp), %rsi
	movq	624(%rsp), %rdi
	movq	128(%rsp), %r8
	movq	328(%rsp), %r9
	xorl	%r10d, %r10d
	movq	2336(%rsp), %r15
	vbroadcastss	.LCPI0_11(%rip), %xmm7
	vbroadcastss	.LCPI0_52(%rip), %xmm8
	vmovups	4320(%rsp), %zmm14
	movzbl	176(%rsp), %ebp
	vmovaps	3744(%rsp), %xmm15
	vbroadcastss	.LCPI0_11(%rip), %zmm17
	vmovaps	.LCPI0_55(%rip), %xmm10
	vmovaps	.LCPI0_56(%rip), %xmm11
	vpbroadcastd	.LCPI0_54(%rip), %zmm24
	vbroadcastss	.LCPI0_11(%rip), %ymm25
	vpbroadcastd	.LCPI0_53(%rip), %xmm12
	jmp	.LBB0_149
	.p2align	4
.LBB0_192:
	incq	%r10
	movq	1440(%rsp), %r11
	addq	%r11, %r9
	movq	1504(%rsp), %rax
	addq	%rax, %r8
	addq	%r11, %rdi
	addq	%rax, %rsi
	cmpq	1568(%rsp), %r10
	movq	1376(%rsp), %r11
	je	.LBB0_193
.LBB0_149:
	testb	%bpl, %bpl
	je	.LBB0_181
	xorl	%r11d, %r11d
.LBB0_188:
	movq	%r11, %rax
	cmpq	$0, 232(%rsp)
	je	.LBB0_191
	movq	232(%rsp), %rbx
	movq	%r11, %rax
	.p2align	4
.LBB0_190:
	vmovss	(%rsi,%rax,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%rdi,%rax,4)
	incq	%rax
	decq	%rbx
	jne	.LBB0_190
.LBB0_191:
	subq	%r14, %r11
	cmpq	$-8, %r11
	ja	.LBB0_192
	.p2align	4
.LBB0_230:
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
	jne	.LBB0_230
	jmp	.LBB0_192
	.p2align	4
.LBB0_181:
	xorl	%eax, %eax
	movq	24(%rsp), %r11
	.p2align	4
.LBB0_182:
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
	jne	.LBB0_182
	cmpq	%r15, %r14
	je	.LBB0_192
	movq	%r15, %r11
	testb	$56, %r14b
	je	.LBB0_188
	movq	%r15, %rax
	movq	16(%rsp), %r11
	.p2align	4
.LBB0_186:
	vmovups	(%rsi,%rax,4), %ymm0
	vmulps	%ymm0, %ymm0, %ymm0
	vmovups	%ymm0, (%rdi,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %r11
	jne	.LBB0_186
	cmpq	%r11, %r14
	je	.LBB0_192
	jmp	.LBB0_188
	.p2align	4
.LBB0_193:
	cmpq	$0, 336(%rsp)
	movq	-88(%rsp), %rcx
	movl	$2143289344, %r15d
	vxorps	%xmm0, %xmm0, %xmm0
	je	.LBB0_194
	movq	880(%rsp), %rax
	xorl	%esi, %esi
	movq	624(%rsp), %rdi
	movq	152(%rsp), %r8
	movq	320(%rsp), %r9
	movq	312(%rsp), %r10
	movq	(%rsp), %rbp
	.p2align	4
.LBB0_196:
	vmovups	-16(%r8,%rsi,4), %xmm1
	vmovups	(%r8,%rsi,4), %xmm2
	vmovups	-16(%r9,%rsi,4), %xmm3
	vmovups	(%r9,%rsi,4), %xmm4
	vmovlhps	%xmm3, %xmm1, %xmm5
	vunpckhpd	%xmm3, %xmm1, %xmm1
	vmovups	-16(%rbp,%rsi,4), %xmm3
	vmovups	(%rbp,%rsi,4), %xmm6
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
	jne	.LBB0_196
	testb	$1, 888(%rsp)
	vmovdqu64	1248(%rsp), %zmm19
	vbroadcastss	.LCPI0_11(%rip), %xmm7
	vbroadcastss	.LCPI0_52(%rip), %xmm8
	movq	3680(%rsp), %r8
	movq	168(%rsp), %r9
	vbroadcastss	.LCPI0_52(%rip), %zmm21
	vpbroadcastd	.LCPI0_53(%rip), %zmm23
	jne	.LBB0_198
	jmp	.LBB0_199
	.p2align	4
.LBB0_194:
	xorl	%esi, %esi
	movq	624(%rsp), %rdi
	movq	3680(%rsp), %r8
	movq	168(%rsp), %r9
	vbroadcastss	.LCPI0_52(%rip), %zmm21
	vpbroadcastd	.LCPI0_53(%rip), %zmm23
.LBB0_198:
	vmovups	(%rdi,%rsi,4), %xmm1
	vmovups	(%r8,%rsi,4), %xmm2
	vmovups	(%r9,%rsi,4), %xmm3
	movq	184(%rsp), %rax
	vmovups	(%rax,%rsi,4), %xmm4
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
.LBB0_199:
	movq	%r11, %rax
	cmpq	%r14, %r11
	vmovaps	384(%rsp), %xmm6
	movq	184(%rsp), %rsi
	je	.LBB0_176
	.p2align	4
.LBB0_200:
	vmovss	(%rdi,%rax,4), %xmm1
	vinsertps	$16, (%r8,%rax,4), %xmm1, %xmm1
	vinsertps	$32, (%r9,%rax,4), %xmm1, %xmm1
	vinsertps	$48, (%rsi,%rax,4), %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	incq	%rax
	cmpq	%r14, %rax
	jb	.LBB0_200
.LBB0_176:
	vmovaps	%xmm0, 1168(%rsp)
	cmpl	$0, -100(%rsp)
	vmovdqu64	1184(%rsp), %zmm31
	je	.LBB0_177
	vbroadcastss	%xmm15, %zmm0
	movq	3168(%rsp), %rsi
	movq	120(%rsp), %rdi
	movq	-80(%rsp), %r8
	xorl	%r9d, %r9d
	jmp	.LBB0_202
	.p2align	4
.LBB0_214:
	incq	%r9
	addq	1440(%rsp), %r8
	movq	1504(%rsp), %rax
	addq	%rax, %rdi
	addq	%rax, %rsi
	cmpq	1568(%rsp), %r9
	vmovdqu64	1184(%rsp), %zmm31
	je	.LBB0_215
.LBB0_202:
	vmovss	.LCPI0_50(%rip), %xmm1
	vaddss	1168(%rsp,%r9,4), %xmm1, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	.LCPI0_51(%rip), %xmm1, %xmm1
	cmpb	$0, 216(%rsp)
	je	.LBB0_204
	xorl	%r10d, %r10d
.LBB0_211:
	movq	%r10, %rax
	orq	$1, %rax
	testb	$1, %r14b
	je	.LBB0_213
	movq	%r12, %r15
	leaq	(%r9,%r12), %r11
	movq	%r9, %rbx
	imulq	-32(%rsp), %rbx
	imulq	%r14, %r11
	leaq	(%rcx,%r11,4), %r14
	movq	-40(%rsp), %r12
	leaq	(%r12,%r11,4), %r11
	shll	$2, %r10d
	vmovss	(%r14,%r10), %xmm2
	movq	-80(%rsp), %rbp
	leaq	(,%rbx,4), %rbx
	addq	%rbp, %rbx
	movq	%r15, %r12
	movl	$2143289344, %r15d
	vaddss	%xmm2, %xmm2, %xmm3
	vmulss	%xmm1, %xmm3, %xmm3
	vsubss	(%r11,%r10), %xmm2, %xmm4
	vaddss	%xmm4, %xmm4, %xmm4
	vmulss	%xmm20, %xmm4, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm3, %xmm6, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vmulss	(%rbx,%r10), %xmm15, %xmm3
	vaddss	%xmm2, %xmm3, %xmm2
	vmovd	%xmm2, %r11d
	movl	%r11d, %ebx
	andl	$2147483647, %ebx
	cmpl	$2139095041, %ebx
	cmovael	%r15d, %r11d
	movl	%r11d, (%r14,%r10)
	movq	-120(%rsp), %r14
	movq	%rax, %r10
.LBB0_213:
	cmpq	%rax, %r14
	je	.LBB0_214
	.p2align	4
.LBB0_180:
	vmovss	(%rsi,%r10,4), %xmm2
	vmovss	4(%rsi,%r10,4), %xmm3
	vaddss	%xmm2, %xmm2, %xmm4
	vmulss	%xmm1, %xmm4, %xmm4
	vsubss	(%rdi,%r10,4), %xmm2, %xmm5
	vaddss	%xmm5, %xmm5, %xmm5
	vmulss	%xmm20, %xmm5, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm4, %xmm6, %xmm4
	vsubss	%xmm4, %xmm2, %xmm2
	vmulss	(%r8,%r10,4), %xmm15, %xmm4
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
	vmulss	%xmm20, %xmm4, %xmm4
	vaddss	%xmm4, %xmm2, %xmm2
	vmulss	%xmm2, %xmm6, %xmm2
	vsubss	%xmm2, %xmm3, %xmm2
	vmulss	4(%r8,%r10,4), %xmm15, %xmm3
	vaddss	%xmm2, %xmm3, %xmm2
	vmovd	%xmm2, %eax
	movl	%eax, %r11d
	andl	$2147483647, %r11d
	cmpl	$2139095041, %r11d
	cmovael	%r15d, %eax
	movl	%eax, 4(%rsi,%r10,4)
	addq	$2, %r10
	cmpq	%r10, %r14
	jne	.LBB0_180
	jmp	.LBB0_214
	.p2align	4
.LBB0_204:
	vbroadcastss	%xmm1, %zmm2
	xorl	%eax, %eax
	movq	360(%rsp), %r10
	.p2align	4
.LBB0_205:
	vmovups	(%rsi,%rax), %zmm3
	vaddps	%zmm3, %zmm3, %zmm4
	vmulps	%zmm2, %zmm4, %zmm4
	vsubps	(%rdi,%rax), %zmm3, %zmm5
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm17, %zmm5, %zmm5
	vaddps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm4, %zmm14, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vmulps	(%r8,%rax), %zmm0, %zmm4
	vaddps	%zmm3, %zmm4, %zmm3
	vandps	%zmm21, %zmm3, %zmm4
	vpcmpgtd	%zmm23, %zmm4, %k1
	vpbroadcastd	.LCPI0_54(%rip), %zmm3 {%k1}
	vmovdqu64	%zmm3, (%rsi,%rax)
	addq	$64, %rax
	cmpq	%rax, %r10
	jne	.LBB0_205
	cmpq	912(%rsp), %r14
	je	.LBB0_214
	movq	912(%rsp), %r10
	testb	$12, %r14b
	je	.LBB0_211
	vbroadcastss	%xmm1, %xmm2
	movq	912(%rsp), %rax
	movq	1376(%rsp), %r10
	.p2align	4
.LBB0_209:
	vmovups	(%rsi,%rax,4), %xmm3
	vaddps	%xmm3, %xmm3, %xmm4
	vmulps	%xmm2, %xmm4, %xmm4
	vsubps	(%rdi,%rax,4), %xmm3, %xmm5
	vaddps	%xmm5, %xmm5, %xmm5
	vmulps	%xmm7, %xmm5, %xmm5
	vaddps	%xmm5, %xmm4, %xmm4
	vmulps	%xmm4, %xmm14, %xmm4
	vsubps	%xmm4, %xmm3, %xmm3
	vmulps	(%r8,%rax,4), %xmm0, %xmm4
	vaddps	%xmm3, %xmm4, %xmm3
	vandps	%xmm3, %xmm8, %xmm4
	vpcmpgtd	%xmm12, %xmm4, %k1
	vpbroadcastd	.LCPI0_54(%rip), %xmm3 {%k1}
	vmovdqu	%xmm3, (%rsi,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %r10
	jne	.LBB0_209
	movq	4384(%rsp), %rax
	movq	%rax, %r10
	cmpq	%rax, %r14
	je	.LBB0_214
	jmp	.LBB0_211
	.p2align	4
.LBB0_177:
	movq	3168(%rsp), %rsi
	movq	120(%rsp), %rdi
	movq	128(%rsp), %r9
	movq	424(%rsp), %r10
	xorl	%r8d, %r8d
	jmp	.LBB0_178
	.p2align	4
.LBB0_228:
	incq	%r8
	movq	1504(%rsp), %rax
	addq	%rax, %r10
	addq	%rax, %r9
	addq	%rax, %rdi
	addq	%rax, %rsi
	cmpq	1568(%rsp), %r8
	je	.LBB0_215
.LBB0_178:
	vmovss	.LCPI0_50(%rip), %xmm0
	vaddss	1168(%rsp,%r8,4), %xmm0, %xmm0
	vaddss	%xmm0, %xmm0, %xmm0
	vmulss	.LCPI0_51(%rip), %xmm0, %xmm0
	cmpb	$0, 368(%rsp)
	je	.LBB0_217
	xorl	%r11d, %r11d
.LBB0_224:
	movq	%r11, %rax
	orq	$1, %rax
	testb	$1, %r14b
	je	.LBB0_226
	leaq	(%r8,%r12), %rbx
	imulq	%r14, %rbx
	leaq	(%rcx,%rbx,4), %r14
	movq	-40(%rsp), %rbp
	leaq	(,%rbx,4), %rbx
	addq	%rbp, %rbx
	shll	$2, %r11d
	vmovss	(%r14,%r11), %xmm1
	vaddss	%xmm1, %xmm1, %xmm2
	vmulss	%xmm0, %xmm2, %xmm2
	vsubss	(%rbx,%r11), %xmm1, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm20, %xmm3, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm6, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmovd	%xmm1, %ebx
	movl	%ebx, %ebp
	andl	$2147483647, %ebp
	cmpl	$2139095041, %ebp
	cmovael	%r15d, %ebx
	movl	%ebx, (%r14,%r11)
	movq	-120(%rsp), %r14
	movq	%rax, %r11
.LBB0_226:
	cmpq	%rax, %r14
	je	.LBB0_228
	.p2align	4
.LBB0_227:
	vmovss	(%rsi,%r11,4), %xmm1
	vmovss	4(%rsi,%r11,4), %xmm2
	vaddss	%xmm1, %xmm1, %xmm3
	vmulss	%xmm0, %xmm3, %xmm3
	vsubss	(%rdi,%r11,4), %xmm1, %xmm4
	vaddss	%xmm4, %xmm4, %xmm4
	vmulss	%xmm20, %xmm4, %xmm4
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
	vmulss	%xmm20, %xmm3, %xmm3
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
	jne	.LBB0_227
	jmp	.LBB0_228
	.p2align	4
.LBB0_217:
	vbroadcastss	%xmm0, %zmm1
	xorl	%eax, %eax
	movq	24(%rsp), %r11
	.p2align	4
.LBB0_218:
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
	vmulps	%zmm17, %zmm10, %zmm10
	vaddps	%zmm10, %zmm6, %zmm6
	vmulps	%zmm17, %zmm11, %zmm10
	vaddps	%zmm10, %zmm7, %zmm7
	vmulps	%zmm17, %zmm12, %zmm10
	vaddps	%zmm10, %zmm8, %zmm8
	vmulps	%zmm17, %zmm13, %zmm10
	vaddps	%zmm10, %zmm9, %zmm9
	vmulps	%zmm6, %zmm14, %zmm6
	vmulps	%zmm7, %zmm14, %zmm7
	vmulps	%zmm8, %zmm14, %zmm8
	vmulps	%zmm9, %zmm14, %zmm9
	vsubps	%zmm6, %zmm2, %zmm2
	vsubps	%zmm7, %zmm3, %zmm3
	vsubps	%zmm8, %zmm4, %zmm4
	vsubps	%zmm9, %zmm5, %zmm5
	vandps	%zmm21, %zmm2, %zmm6
	vandps	%zmm21, %zmm3, %zmm7
	vandps	%zmm21, %zmm4, %zmm8
	vandps	%zmm21, %zmm5, %zmm9
	vpcmpgtd	%zmm23, %zmm6, %k1
	vpcmpgtd	%zmm23, %zmm7, %k2
	vpcmpgtd	%zmm23, %zmm8, %k3
	vpcmpgtd	%zmm23, %zmm9, %k4
	vmovdqa32	%zmm24, %zmm2 {%k1}
	vmovdqa32	%zmm24, %zmm3 {%k2}
	vmovdqa32	%zmm24, %zmm4 {%k3}
	vmovdqa32	%zmm24, %zmm5 {%k4}
	vmovdqu64	%zmm2, -192(%r9,%rax)
	vmovdqu64	%zmm3, -128(%r9,%rax)
	vmovdqu64	%zmm4, -64(%r9,%rax)
	vmovdqu64	%zmm5, (%r9,%rax)
	addq	$256, %rax
	cmpq	%rax, %r11
	jne	.LBB0_218
	cmpq	2336(%rsp), %r14
	vmovaps	384(%rsp), %xmm6
	vmovdqu64	1248(%rsp), %zmm19
	vmovdqu64	1184(%rsp), %zmm31
	vbroadcastss	.LCPI0_52(%rip), %ymm5
	vpbroadcastd	.LCPI0_53(%rip), %ymm7
	je	.LBB0_228
	movq	2336(%rsp), %r11
	testb	$56, %r14b
	je	.LBB0_224
	vbroadcastss	%xmm0, %ymm1
	movq	2336(%rsp), %rax
	movq	16(%rsp), %r11
	.p2align	4
.LBB0_222:
	vmovups	(%rsi,%rax,4), %ymm2
	vaddps	%ymm2, %ymm2, %ymm3
	vmulps	%ymm1, %ymm3, %ymm3
	vsubps	(%rdi,%rax,4), %ymm2, %ymm4
	vaddps	%ymm4, %ymm4, %ymm4
	vmulps	%ymm25, %ymm4, %ymm4
	vaddps	%ymm4, %ymm3, %ymm3
	vmulps	%ymm3, %ymm14, %ymm3
	vsubps	%ymm3, %ymm2, %ymm2
	vandps	%ymm5, %ymm2, %ymm3
	vpcmpgtd	%ymm7, %ymm3, %k1
	vpbroadcastd	.LCPI0_54(%rip), %ymm2 {%k1}
	vmovdqu	%ymm2, (%rsi,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %r11
	jne	.LBB0_222
	cmpq	%r11, %r14
	je	.LBB0_228
	jmp	.LBB0_224
.LBB0_25:
	cmpq	-112(%rsp), %r11
	jbe	.LBB0_86
	cmpq	$0, 8(%rsp)
	je	.LBB0_86
	movq	-120(%rsp), %rbx
	leaq	(%r8,%rbx,4), %r15
	movq	%rbx, %rcx
	andq	$-4, %rcx
	movq	%rbx, %rax
	shrq	$2, %rax
	movq	-96(%rsp), %r14
	movq	%r14, %rdx
	shrq	$32, %rdx
	movq	-112(%rsp), %rsi
	movq	%rsi, %rdi
	imulq	%rbx, %rdi
	movq	%rdi, 48(%rsp)
	leaq	(,%rbx,4), %rdi
	leaq	4(,%rsi,4), %rsi
	imulq	%rbx, %rsi
	movq	%rsi, 152(%rsp)
	movq	%rdi, %rsi
	negq	%rsi
	movq	%rsi, 320(%rsp)
	leaq	-1(%rcx), %rbp
	movq	%rbp, 240(%rsp)
	shrq	%rbp
	leaq	(%r8,%rbx,4), %r12
	addq	$4, %r12
	leaq	-1(%rax), %rdi
	leaq	(%r8,%rbx,4), %r8
	addq	$8, %r8
	movq	%rdi, %r9
	shlq	$4, %r9
	leaq	(%r9,%r15), %r10
	addq	$4, %r10
	cmpq	%r12, %r10
	setb	%r10b
	shrq	$60, %rdi
	setne	%dil
	leaq	(%r9,%r15), %r11
	addq	$8, %r11
	cmpq	%r8, %r11
	movq	624(%rsp), %r8
	leaq	12(%r8,%rbx,4), %r11
	setb	%r8b
	orb	%r10b, %r8b
	movq	624(%rsp), %r10
	addq	%r15, %r9
	addq	$12, %r9
	movq	%r11, 368(%rsp)
	cmpq	%r11, %r9
	movq	%rcx, %r9
	setb	%cl
	orb	%dil, %cl
	orb	%r8b, %cl
	movb	%cl, 4192(%rsp)
	movabsq	$2305843009213693920, %rsi
	movq	%rax, %rcx
	andq	%rsi, %rcx
	movq	%rcx, -80(%rsp)
	orq	$24, %rsi
	movq	%rax, 40(%rsp)
	leaq	(,%rbx,4), %rcx
	andq	%rax, %rsi
	movq	%rsi, 176(%rsp)
	movabsq	$4611686018427387840, %rsi
	leaq	63(%rsi), %rdi
	cmpq	%rdi, 240(%rsp)
	seta	%al
	leaq	(%r15,%rbp,8), %rdi
	addq	$4, %rdi
	movq	%r12, -56(%rsp)
	cmpq	%r12, %rdi
	setb	%dil
	orb	%al, %dil
	movb	%dil, 4128(%rsp)
	movl	$3449720151, %eax
	leaq	1993301258(%rdx), %rdi
	leaq	842468239(%rdx), %r8
	leaq	1684936478(%rdx), %r11
	movq	%r11, 2080(%rsp)
	leaq	534103459(%rdx), %r11
	movq	%r11, 2016(%rsp)
	leal	-1767562579(%rdx), %r11d
	movl	%r11d, 1952(%rsp)
	leaq	-305585874(%rdx,%rax), %r12
	movq	%r12, 3616(%rsp)
	leaq	536882365(%rdx,%rax), %r12
	leaq	-613950654(%rdx,%rax), %r11
	leaq	228517585(%rdx,%rax), %rdx
	movq	%rdx, 1888(%rsp)
	leaq	1(%rbp), %rdx
	vpbroadcastq	%r14, %zmm31
	leaq	-795284382(%r14,%rax), %rbp
	movq	%rbp, 3552(%rsp)
	vpbroadcastq	%rbp, %zmm0
	vmovdqu64	%zmm0, 4448(%rsp)
	leaq	1013904242(%r14), %rbp
	movq	%rbp, 2912(%rsp)
	leaq	1013904242(%r14), %rbp
	vpbroadcastq	%rbp, %zmm10
	movq	%rdi, 32(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 4384(%rsp)
	leaq	218619860(%r14,%rax), %rdi
	movq	%rdi, 1248(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3360(%rsp)
	movq	%r8, 2272(%rsp)
	vpbroadcastq	%r8, %zmm28
	leaq	2027808484(%r14), %r8
	movq	%r8, 3296(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 3168(%rsp)
	movq	%r12, 2208(%rsp)
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 2656(%rsp)
	leaq	387276957(%r14), %r8
	movq	%r8, 1824(%rsp)
	vpbroadcastq	%r8, %zmm17
	movq	%r11, 2144(%rsp)
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 4064(%rsp)
	leaq	-408007425(%r14,%rax), %r8
	movq	%r8, 1760(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 3744(%rsp)
	movq	2080(%rsp), %rdi
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 4000(%rsp)
	movq	2016(%rsp), %r11
	leaq	1401181199(%r14), %r8
	movq	%r8, 3040(%rsp)
	vpbroadcastq	%r8, %zmm21
	vpbroadcastq	%r11, %zmm19
	leaq	605896817(%r14,%rax), %rdi
	movq	%rdi, 2976(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 2464(%rsp)
	movq	1888(%rsp), %rax
	vpbroadcastq	%rax, %zmm26
	leal	-1879881855(%r14), %eax
	movl	%eax, -48(%rsp)
	vpbroadcastd	%eax, %ymm0
	vmovdqu	%ymm0, 912(%rsp)
	movq	-80(%rsp), %r8
	vpbroadcastq	%r8, %zmm0
	vporq	.LCPI0_0(%rip), %zmm0, %zmm0
	vmovdqu64	%zmm0, 3680(%rsp)
	movl	1952(%rsp), %eax
	vpbroadcastd	%eax, %ymm1
	vmovdqu	%ymm1, 1504(%rsp)
	movq	%rdx, %rdi
	andq	%rsi, %rdi
	orq	$56, %rsi
	movq	%rdx, -32(%rsp)
	andq	%rdx, %rsi
	movq	%rbx, %rax
	andq	$-16, %rax
	movq	%rax, 24(%rsp)
	movq	%rbx, %rax
	andq	$-64, %rax
	movq	%rax, 16(%rsp)
	movq	%rbx, %rax
	andq	$-8, %rax
	movq	%rax, 328(%rsp)
	movq	176(%rsp), %rax
	subq	%r8, %rax
	movq	%rax, 168(%rsp)
	movq	%rcx, %rax
	andq	$-512, %rax
	leaq	(%rax,%rbx,4), %rax
	addq	%r10, %rax
	movq	%rax, 336(%rsp)
	movq	-112(%rsp), %rax
	imulq	%r13, %rax
	movq	%rax, 200(%rsp)
	movq	48(%rsp), %r8
	leaq	(,%r8,4), %rax
	movq	%rax, 312(%rsp)
	movq	-88(%rsp), %rax
	leaq	(%rax,%r8,4), %rdx
	leaq	192(%rax,%r8,4), %rax
	movq	%rax, 1312(%rsp)
	movq	-40(%rsp), %rax
	leaq	(%rax,%r8,4), %r8
	vpbroadcastq	.LCPI0_1(%rip), %zmm0
	vmovss	.LCPI0_11(%rip), %xmm23
	vbroadcastss	.LCPI0_11(%rip), %zmm29
	vbroadcastss	.LCPI0_52(%rip), %zmm7
	vpbroadcastd	.LCPI0_53(%rip), %zmm20
	vpbroadcastd	.LCPI0_11(%rip), %ymm18
	leaq	1(%r9), %rax
	movq	%rax, 3872(%rsp)
	leaq	2(%r9), %rax
	movq	%rax, 216(%rsp)
	leaq	(%r10,%rbx,8), %rax
	movq	%rax, 304(%rsp)
	movq	%rdi, 208(%rsp)
	leaq	(%rdi,%rdi), %rax
	movq	%rax, 184(%rsp)
	movq	%rsi, 128(%rsp)
	leaq	(%rsi,%rsi), %rax
	movq	%rax, 120(%rsp)
	leaq	(%r10,%rbx,4), %rax
	addq	$384, %rax
	movq	%rax, 944(%rsp)
	xorl	%esi, %esi
	movq	%rdx, 2784(%rsp)
	movq	%rdx, 48(%rsp)
	vpbroadcastd	.LCPI0_11(%rip), %xmm11
	vpbroadcastd	.LCPI0_53(%rip), %xmm27
	vpbroadcastd	%xmm8, %zmm24
	movq	%r15, 976(%rsp)
	vmovdqu64	%zmm28, 1696(%rsp)
	movq	%r9, -72(%rsp)
	movq	%rcx, 160(%rsp)
	vmovdqu64	%zmm31, 1632(%rsp)
	vmovdqu64	%zmm10, 2720(%rsp)
	vmovdqu64	%zmm24, 3936(%rsp)
	vmovdqu64	%zmm17, 2528(%rsp)
	vmovdqu64	%zmm19, 3488(%rsp)
	vmovdqu64	%zmm21, 3424(%rsp)
	vmovdqu64	%zmm26, 2336(%rsp)
	jmp	.LBB0_28
	.p2align	4
.LBB0_85:
	movq	%rax, %rdx
	movq	-112(%rsp), %rax
	incq	%rax
	movq	4320(%rsp), %rsi
	incq	%rsi
	addq	%r13, 200(%rsp)
	movq	160(%rsp), %rcx
	addq	%rcx, 1312(%rsp)
	addq	%rcx, %rdx
	movq	%rdx, 48(%rsp)
	addq	%rcx, %r8
	movq	%rax, -112(%rsp)
	cmpq	112(%rsp), %rax
	vpbroadcastq	.LCPI0_1(%rip), %zmm0
	je	.LBB0_86
.LBB0_28:
	movq	%r8, 136(%rsp)
	movq	320(%rsp), %rdx
	imulq	%rsi, %rdx
	movq	%rcx, %rax
	movq	%rsi, 4320(%rsp)
	imulq	%rsi, %rax
	movq	312(%rsp), %rcx
	addq	%rax, %rcx
	movq	-88(%rsp), %rsi
	leaq	(%rsi,%rcx), %rdi
	movq	%rdi, 240(%rsp)
	addq	152(%rsp), %rax
	leaq	(%rsi,%rax), %rbx
	movq	-40(%rsp), %rbp
	addq	%rbp, %rcx
	addq	%rbp, %rax
	movq	-112(%rsp), %r8
	movq	%r8, %rdi
	movq	-120(%rsp), %r14
	imulq	%r14, %rdi
	imulq	%r13, %r8
	movq	40(%rsp), %r9
	leaq	(%r8,%r9), %r13
	movl	%r13d, %r12d
	movl	$3449720151, %r9d
	leaq	78811644(%r9), %rsi
	movq	%rsi, -64(%rsp)
	imulq	%rsi, %r12
	xorq	-96(%rsp), %r13
	xorq	%r12, %r13
	shrq	$32, %r13
	imulq	%r9, %r13
	movq	%r13, %rsi
	shrq	$32, %rsi
	xorq	3552(%rsp), %rsi
	movq	%rsi, 4512(%rsp)
	xorq	3616(%rsp), %r12
	movq	%r12, 352(%rsp)
	xorq	2912(%rsp), %r13
	movq	%r13, 4576(%rsp)
	addq	%r10, %rdx
	movq	%rdx, 2848(%rsp)
	movq	240(%rsp), %r12
	cmpq	%rax, %r12
	setb	%r9b
	cmpq	%rbx, %rcx
	setb	%r10b
	andb	%r9b, %r10b
	cmpq	304(%rsp), %r12
	setb	%r9b
	cmpq	%rbx, %r15
	setb	%dl
	andb	%r9b, %dl
	orb	%r10b, %dl
	movb	%dl, 4256(%rsp)
	movq	624(%rsp), %r10
	cmpq	%rax, %r12
	setb	%al
	cmpq	%rbx, %rcx
	movq	-88(%rsp), %rcx
	leaq	(%rcx,%rdi,4), %rcx
	movq	%rcx, 192(%rsp)
	leaq	(%rbp,%rdi,4), %rcx
	movq	%rcx, 3808(%rsp)
	vpbroadcastq	%r8, %zmm1
	vmovdqu64	%zmm1, 2592(%rsp)
	vpaddq	%zmm0, %zmm1, %zmm0
	vmovdqu64	%zmm0, 3232(%rsp)
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm1, %zmm2
	vmovdqu64	%zmm2, 1568(%rsp)
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 1440(%rsp)
	setb	%cl
	andb	%al, %cl
	movb	%cl, 360(%rsp)
	movq	$0, 1376(%rsp)
	vmovss	-12(%rsp), %xmm1
	vmovss	%xmm1, (%rsp)
	vmovd	-8(%rsp), %xmm15
	movq	48(%rsp), %rax
	jmp	.LBB0_29
	.p2align	4
.LBB0_84:
	movq	1376(%rsp), %rdx
	incq	%rdx
	movq	%rdx, 1376(%rsp)
	cmpq	8(%rsp), %rdx
	je	.LBB0_85
.LBB0_29:
	cmpl	$0, -4(%rsp)
	jne	.LBB0_31
	vmovdqa	%xmm11, %xmm10
	vmovdqa	%xmm15, 1184(%rsp)
	movq	1248(%rsp), %rbp
	cmpl	$0, -100(%rsp)
	je	.LBB0_33
.LBB0_107:
	movq	344(%rsp), %rax
	movq	1376(%rsp), %rcx
	addq	%rax, %rcx
	movq	%rcx, %rdx
	shrq	$32, %rdx
	movl	$3449720151, %eax
	imulq	%rax, %rdx
	movq	%rdx, %rax
	shrq	$32, %rax
	movq	%rcx, 232(%rsp)
	xorl	-96(%rsp), %ecx
	movq	%rax, 224(%rsp)
	xorl	%eax, %ecx
	movq	-64(%rsp), %r9
	imulq	%r9, %rcx
	movq	%rcx, %r10
	shrq	$32, %r10
	xorq	3616(%rsp), %r10
	cmpb	$0, 4192(%rsp)
	vmovdqu64	4000(%rsp), %zmm3
	vmovdqu64	4064(%rsp), %zmm30
	movq	%rdx, 2400(%rsp)
	movq	%rcx, 240(%rsp)
	je	.LBB0_109
	xorl	%edx, %edx
	movl	$3449720151, %ebx
	movl	-48(%rsp), %r12d
	vmovss	.LCPI0_17(%rip), %xmm10
	vmovss	.LCPI0_18(%rip), %xmm8
	vmovss	.LCPI0_19(%rip), %xmm7
	movq	%r10, %rcx
.LBB0_116:
	movq	2400(%rsp), %rsi
	xorq	3552(%rsp), %rsi
	movq	240(%rsp), %rax
	xorq	32(%rsp), %rax
	movq	%rax, 240(%rsp)
	movq	40(%rsp), %rdi
	subq	%rdx, %rdi
	movq	200(%rsp), %rax
	leaq	(%rax,%rdx), %r13
	shlq	$4, %rdx
	addq	368(%rsp), %rdx
	.p2align	4
.LBB0_47:
	movl	%r13d, %r15d
	imulq	%r9, %r15
	movq	%r13, %r10
	xorq	-96(%rsp), %r10
	xorq	%r15, %r10
	shrq	$32, %r10
	imulq	%rbx, %r10
	movq	%r10, %r8
	shrq	$32, %r8
	xorl	%esi, %r8d
	xorl	%ecx, %r15d
	imulq	%r9, %r8
	imulq	%rbx, %r15
	movq	%r15, %rax
	shrq	$32, %rax
	movq	2912(%rsp), %r11
	movl	%r11d, %ebp
	xorl	%eax, %ebp
	movq	%r8, %r11
	shrq	$32, %r11
	xorl	%ebp, %r10d
	movq	1248(%rsp), %rbp
	xorl	240(%rsp), %r11d
	imulq	%r9, %r10
	imulq	%rbx, %r11
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	%ebp, %r15d
	xorl	%eax, %r15d
	movq	%r10, %rax
	shrq	$32, %rax
	xorl	2272(%rsp), %r8d
	xorl	%eax, %r8d
	imulq	%r9, %r15
	imulq	%rbx, %r8
	movq	%r8, %rax
	shrq	$32, %rax
	xorl	3296(%rsp), %r11d
	xorl	%eax, %r11d
	movq	%r15, %rax
	xorl	2208(%rsp), %r10d
	shrq	$32, %rax
	xorl	%eax, %r10d
	imulq	%r9, %r11
	imulq	%rbx, %r10
	movq	%r10, %rax
	shrq	$32, %rax
	xorl	1824(%rsp), %r8d
	xorl	%eax, %r8d
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	2144(%rsp), %r15d
	xorl	%eax, %r15d
	imulq	%r9, %r8
	imulq	%rbx, %r15
	movq	%r15, %rax
	shrq	$32, %rax
	xorl	1760(%rsp), %r10d
	xorl	%eax, %r10d
	movq	%r8, %rax
	shrq	$32, %rax
	xorl	2080(%rsp), %r11d
	xorl	%eax, %r11d
	imulq	%r9, %r10
	imulq	%rbx, %r11
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	3040(%rsp), %r15d
	xorl	%eax, %r15d
	movq	%r10, %rax
	shrq	$32, %rax
	xorl	2016(%rsp), %r8d
	xorl	%eax, %r8d
	imulq	%r9, %r15
	imulq	%rbx, %r8
	movq	%r8, %rax
	shrq	$32, %rax
	xorl	2976(%rsp), %r11d
	xorl	%eax, %r11d
	movq	%r15, %rax
	shrq	$32, %rax
	xorl	1888(%rsp), %r10d
	xorl	%eax, %r10d
	imulq	%r9, %r11
	imulq	%rbx, %r10
	movq	%r10, %rax
	shrq	$32, %rax
	xorl	%r12d, %r8d
	xorl	%eax, %r8d
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	1952(%rsp), %r15d
	xorl	%eax, %r15d
	movl	%r8d, -12(%rdx)
	movl	%r10d, -8(%rdx)
	movl	%r15d, -4(%rdx)
	movl	%r11d, (%rdx)
	addq	$16, %rdx
	incq	%r13
	decq	%rdi
	jne	.LBB0_47
	jmp	.LBB0_48
	.p2align	4
.LBB0_109:
	vpbroadcastq	%rdx, %zmm1
	vpxorq	4448(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 432(%rsp)
	vpbroadcastq	%rcx, %zmm1
	vpxorq	4384(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 560(%rsp)
	movq	%r10, %r11
	vpbroadcastq	%r10, %zmm19
	movq	944(%rsp), %rdi
	movq	-80(%rsp), %rdx
	vmovdqa64	.LCPI0_0(%rip), %zmm7
	vmovdqu64	3168(%rsp), %zmm20
	vmovdqu64	3744(%rsp), %zmm31
	vmovdqu64	3424(%rsp), %zmm26
	vmovdqu64	3488(%rsp), %zmm18
	vmovdqu64	2336(%rsp), %zmm0
	vmovdqa64	%zmm3, %zmm29
	vmovdqu	912(%rsp), %ymm5
	vpbroadcastq	.LCPI0_5(%rip), %zmm6
	vmovdqu64	3360(%rsp), %zmm2
	vpbroadcastq	.LCPI0_4(%rip), %zmm25
	vmovdqu64	%zmm19, 496(%rsp)
	.p2align	4
.LBB0_110:
	vpaddq	2592(%rsp), %zmm7, %zmm1
	vpaddq	3232(%rsp), %zmm7, %zmm3
	vpaddq	1568(%rsp), %zmm7, %zmm4
	vpaddq	1440(%rsp), %zmm7, %zmm8
	vpmuludq	%zmm25, %zmm1, %zmm9
	vpmuludq	%zmm25, %zmm3, %zmm10
	vpmuludq	%zmm25, %zmm4, %zmm11
	vpmuludq	%zmm25, %zmm8, %zmm12
	vmovdqu64	1632(%rsp), %zmm13
	vpternlogq	$150, %zmm13, %zmm9, %zmm1
	vpternlogq	$150, %zmm13, %zmm10, %zmm3
	vpternlogq	$150, %zmm13, %zmm11, %zmm4
	vpternlogq	$150, %zmm13, %zmm12, %zmm8
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm8, %zmm8
	vpmuludq	%zmm6, %zmm1, %zmm1
	vpmuludq	%zmm6, %zmm3, %zmm3
	vpmuludq	%zmm6, %zmm4, %zmm13
	vpmuludq	%zmm6, %zmm8, %zmm8
	vpsrlq	$32, %zmm1, %zmm4
	vpsrlq	$32, %zmm3, %zmm14
	vpsrlq	$32, %zmm13, %zmm15
	vpsrlq	$32, %zmm8, %zmm16
	vmovdqu64	432(%rsp), %zmm21
	vpxorq	%zmm21, %zmm4, %zmm4
	vpxorq	%zmm21, %zmm14, %zmm14
	vpxorq	%zmm21, %zmm15, %zmm15
	vpxorq	%zmm9, %zmm19, %zmm17
	vpxorq	%zmm10, %zmm19, %zmm10
	vpxorq	%zmm11, %zmm19, %zmm11
	vpxorq	%zmm21, %zmm16, %zmm16
	vpxorq	%zmm12, %zmm19, %zmm12
	vpmuludq	%zmm25, %zmm4, %zmm19
	vpmuludq	%zmm25, %zmm14, %zmm14
	vpmuludq	%zmm25, %zmm15, %zmm9
	vpmuludq	%zmm25, %zmm16, %zmm4
	vpsrlq	$32, %zmm19, %zmm15
	vpsrlq	$32, %zmm14, %zmm16
	vpmuludq	%zmm6, %zmm17, %zmm17
	vpmuludq	%zmm6, %zmm10, %zmm21
	vpmuludq	%zmm6, %zmm11, %zmm11
	vpmuludq	%zmm6, %zmm12, %zmm12
	vpsrlq	$32, %zmm9, %zmm10
	vpsrlq	$32, %zmm17, %zmm23
	vpsrlq	$32, %zmm21, %zmm24
	vmovdqu64	2720(%rsp), %zmm25
	vpternlogq	$150, %zmm25, %zmm1, %zmm23
	vpsrlq	$32, %zmm11, %zmm1
	vpternlogq	$150, %zmm25, %zmm3, %zmm24
	vpsrlq	$32, %zmm4, %zmm3
	vpternlogq	$150, %zmm25, %zmm13, %zmm1
	vpsrlq	$32, %zmm12, %zmm13
	vpternlogq	$150, %zmm25, %zmm8, %zmm13
	vmovdqu64	560(%rsp), %zmm8
	vpxorq	%zmm8, %zmm15, %zmm15
	vpxorq	%zmm8, %zmm16, %zmm16
	vpxorq	%zmm8, %zmm10, %zmm25
	vpxorq	%zmm8, %zmm3, %zmm27
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm24, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm1
	vpmuludq	%zmm6, %zmm15, %zmm13
	vpmuludq	%zmm6, %zmm16, %zmm15
	vpmuludq	%zmm6, %zmm25, %zmm16
	vpmuludq	%zmm6, %zmm27, %zmm23
	vpsrlq	$32, %zmm13, %zmm24
	vpternlogq	$150, %zmm17, %zmm2, %zmm24
	vpsrlq	$32, %zmm15, %zmm17
	vpternlogq	$150, %zmm21, %zmm2, %zmm17
	vpsrlq	$32, %zmm16, %zmm21
	vpternlogq	$150, %zmm11, %zmm2, %zmm21
	vpsrlq	$32, %zmm23, %zmm25
	vpternlogq	$150, %zmm12, %zmm2, %zmm25
	vpsrlq	$32, %zmm10, %zmm12
	vpternlogq	$150, %zmm28, %zmm19, %zmm12
	vpsrlq	$32, %zmm8, %zmm19
	vpternlogq	$150, %zmm28, %zmm14, %zmm19
	vpsrlq	$32, %zmm3, %zmm14
	vpternlogq	$150, %zmm28, %zmm9, %zmm14
	vpsrlq	$32, %zmm1, %zmm27
	vpternlogq	$150, %zmm28, %zmm4, %zmm27
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm24, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm4
	vpmuludq	%zmm6, %zmm12, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm25, %zmm12
	vpmuludq	%zmm6, %zmm19, %zmm19
	vpmuludq	%zmm6, %zmm14, %zmm14
	vpmuludq	%zmm6, %zmm27, %zmm21
	vpsrlq	$32, %zmm17, %zmm24
	vpternlogq	$150, %zmm20, %zmm13, %zmm24
	vpsrlq	$32, %zmm19, %zmm25
	vpternlogq	$150, %zmm20, %zmm15, %zmm25
	vpsrlq	$32, %zmm14, %zmm15
	vpternlogq	$150, %zmm20, %zmm16, %zmm15
	vpsrlq	$32, %zmm21, %zmm16
	vpternlogq	$150, %zmm20, %zmm23, %zmm16
	vpsrlq	$32, %zmm11, %zmm23
	vmovdqu64	2656(%rsp), %zmm13
	vpternlogq	$150, %zmm10, %zmm13, %zmm23
	vpsrlq	$32, %zmm9, %zmm27
	vpternlogq	$150, %zmm8, %zmm13, %zmm27
	vpsrlq	$32, %zmm4, %zmm8
	vpternlogq	$150, %zmm3, %zmm13, %zmm8
	vpsrlq	$32, %zmm12, %zmm28
	vpternlogq	$150, %zmm1, %zmm13, %zmm28
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm24, %zmm13
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm25, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm1
	vpmuludq	%zmm6, %zmm23, %zmm16
	vpmuludq	%zmm6, %zmm27, %zmm23
	vpmuludq	%zmm6, %zmm8, %zmm24
	vpmuludq	%zmm6, %zmm28, %zmm25
	vpsrlq	$32, %zmm16, %zmm8
	vmovdqu64	2528(%rsp), %zmm27
	vpternlogq	$150, %zmm17, %zmm27, %zmm8
	vpsrlq	$32, %zmm23, %zmm15
	vpternlogq	$150, %zmm19, %zmm27, %zmm15
	vpsrlq	$32, %zmm24, %zmm17
	vpternlogq	$150, %zmm14, %zmm27, %zmm17
	vpsrlq	$32, %zmm25, %zmm19
	vpternlogq	$150, %zmm21, %zmm27, %zmm19
	vpsrlq	$32, %zmm13, %zmm21
	vpternlogq	$150, %zmm30, %zmm11, %zmm21
	vpsrlq	$32, %zmm10, %zmm11
	vpternlogq	$150, %zmm30, %zmm9, %zmm11
	vpsrlq	$32, %zmm3, %zmm27
	vpternlogq	$150, %zmm30, %zmm4, %zmm27
	vpsrlq	$32, %zmm1, %zmm4
	vpternlogq	$150, %zmm30, %zmm12, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm14
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm8
	vpmuludq	%zmm6, %zmm21, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm15
	vpmuludq	%zmm6, %zmm11, %zmm19
	vpmuludq	%zmm6, %zmm27, %zmm21
	vpmuludq	%zmm6, %zmm4, %zmm27
	vpsrlq	$32, %zmm17, %zmm4
	vpternlogq	$150, %zmm31, %zmm16, %zmm4
	vpsrlq	$32, %zmm19, %zmm11
	vpternlogq	$150, %zmm31, %zmm23, %zmm11
	vpsrlq	$32, %zmm21, %zmm16
	vpternlogq	$150, %zmm31, %zmm24, %zmm16
	vpsrlq	$32, %zmm27, %zmm23
	vpternlogq	$150, %zmm31, %zmm25, %zmm23
	vpsrlq	$32, %zmm14, %zmm24
	vpternlogq	$150, %zmm13, %zmm29, %zmm24
	vpsrlq	$32, %zmm9, %zmm25
	vpternlogq	$150, %zmm10, %zmm29, %zmm25
	vpsrlq	$32, %zmm8, %zmm10
	vpternlogq	$150, %zmm3, %zmm29, %zmm10
	vpsrlq	$32, %zmm15, %zmm3
	vpternlogq	$150, %zmm1, %zmm29, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm4, %zmm13
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm4
	vpmuludq	%zmm6, %zmm24, %zmm16
	vpmuludq	%zmm6, %zmm25, %zmm23
	vpmuludq	%zmm6, %zmm10, %zmm24
	vpmuludq	%zmm6, %zmm3, %zmm25
	vpsrlq	$32, %zmm16, %zmm1
	vpternlogq	$150, %zmm17, %zmm26, %zmm1
	vpsrlq	$32, %zmm23, %zmm3
	vpternlogq	$150, %zmm19, %zmm26, %zmm3
	vpsrlq	$32, %zmm24, %zmm17
	vpternlogq	$150, %zmm21, %zmm26, %zmm17
	vpsrlq	$32, %zmm25, %zmm19
	vpternlogq	$150, %zmm27, %zmm26, %zmm19
	vpsrlq	$32, %zmm13, %zmm21
	vpternlogq	$150, %zmm18, %zmm14, %zmm21
	vpsrlq	$32, %zmm12, %zmm14
	vpternlogq	$150, %zmm18, %zmm9, %zmm14
	vpsrlq	$32, %zmm11, %zmm27
	vpternlogq	$150, %zmm18, %zmm8, %zmm27
	vpsrlq	$32, %zmm4, %zmm28
	vpternlogq	$150, %zmm18, %zmm15, %zmm28
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm8
	vpmuludq	%zmm6, %zmm21, %zmm15
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm1
	vpmuludq	%zmm6, %zmm14, %zmm17
	vpmuludq	%zmm6, %zmm27, %zmm19
	vmovdqu64	2464(%rsp), %zmm27
	vpmuludq	%zmm6, %zmm28, %zmm14
	vmovdqu64	1696(%rsp), %zmm22
	vpsrlq	$32, %zmm15, %zmm21
	vpternlogq	$150, %zmm27, %zmm16, %zmm21
	vpsrlq	$32, %zmm17, %zmm16
	vpternlogq	$150, %zmm27, %zmm23, %zmm16
	vpsrlq	$32, %zmm19, %zmm23
	vpternlogq	$150, %zmm27, %zmm24, %zmm23
	vpsrlq	$32, %zmm14, %zmm3
	vpternlogq	$150, %zmm27, %zmm25, %zmm3
	vpsrlq	$32, %zmm10, %zmm24
	vpternlogq	$150, %zmm13, %zmm0, %zmm24
	vpsrlq	$32, %zmm9, %zmm13
	vpternlogq	$150, %zmm12, %zmm0, %zmm13
	vpsrlq	$32, %zmm8, %zmm25
	vpternlogq	$150, %zmm11, %zmm0, %zmm25
	vpsrlq	$32, %zmm1, %zmm11
	vpternlogq	$150, %zmm4, %zmm0, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm21
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm4
	vpmuludq	%zmm6, %zmm24, %zmm16
	vpmuludq	%zmm6, %zmm13, %zmm23
	vpmuludq	%zmm6, %zmm25, %zmm13
	vpbroadcastq	.LCPI0_4(%rip), %zmm25
	vpsrlq	$32, %zmm16, %zmm24
	vpxorq	%zmm15, %zmm24, %zmm15
	vpsrlq	$32, %zmm23, %zmm24
	vpxorq	%zmm17, %zmm24, %zmm17
	vpsrlq	$32, %zmm13, %zmm24
	vpxorq	%zmm19, %zmm24, %zmm19
	vpsrlq	$32, %zmm21, %zmm24
	vpmuludq	%zmm6, %zmm11, %zmm11
	vpxorq	%zmm10, %zmm24, %zmm24
	vpsrlq	$32, %zmm11, %zmm10
	vpxorq	%zmm14, %zmm10, %zmm10
	vpsrlq	$32, %zmm12, %zmm14
	vpxorq	%zmm9, %zmm14, %zmm9
	vpsrlq	$32, %zmm4, %zmm14
	vpxorq	%zmm8, %zmm14, %zmm8
	vpmovqd	%zmm21, %ymm14
	vpmovqd	%zmm24, %ymm21
	vmovdqu64	1504(%rsp), %ymm24
	vpxord	%ymm21, %ymm24, %ymm21
	vinserti64x4	$1, %ymm14, %zmm21, %zmm14
	vpmovqd	%zmm16, %ymm16
	vpmovqd	%zmm15, %ymm15
	vpxor	%ymm5, %ymm15, %ymm15
	vinserti64x4	$1, %ymm16, %zmm15, %zmm15
	vmovdqa64	%zmm15, %zmm16
	vmovdqa64	.LCPI0_6(%rip), %zmm21
	vpermt2d	%zmm14, %zmm21, %zmm16
	vmovdqa64	.LCPI0_7(%rip), %zmm28
	vpermt2d	%zmm14, %zmm28, %zmm15
	vmovdqu64	%zmm15, -320(%rdi)
	vmovdqu64	%zmm16, -384(%rdi)
	vpmovqd	%zmm23, %ymm14
	vpmovqd	%zmm17, %ymm15
	vpxor	%ymm5, %ymm15, %ymm15
	vinserti64x4	$1, %ymm14, %zmm15, %zmm14
	vpmovqd	%zmm12, %ymm12
	vpmovqd	%zmm9, %ymm9
	vpxord	%ymm9, %ymm24, %ymm9
	vinserti64x4	$1, %ymm12, %zmm9, %zmm9
	vmovdqa64	%zmm14, %zmm12
	vpermt2d	%zmm9, %zmm21, %zmm12
	vpermt2d	%zmm9, %zmm28, %zmm14
	vmovdqu64	%zmm14, -192(%rdi)
	vpmovqd	%zmm13, %ymm9
	vpmovqd	%zmm19, %ymm13
	vmovdqu64	496(%rsp), %zmm19
	vpxor	%ymm5, %ymm13, %ymm13
	vinserti64x4	$1, %ymm9, %zmm13, %zmm9
	vpmovqd	%zmm4, %ymm4
	vpmovqd	%zmm8, %ymm8
	vpxord	%ymm8, %ymm24, %ymm8
	vinserti64x4	$1, %ymm4, %zmm8, %zmm4
	vmovdqa64	%zmm9, %zmm8
	vpermt2d	%zmm4, %zmm21, %zmm8
	vpermt2d	%zmm4, %zmm28, %zmm9
	vmovdqu64	%zmm12, -256(%rdi)
	vmovdqu64	%zmm9, -64(%rdi)
	vpmuludq	%zmm25, %zmm3, %zmm3
	vmovdqu64	%zmm8, -128(%rdi)
	vpsrlq	$32, %zmm3, %zmm4
	vpxorq	%zmm1, %zmm4, %zmm1
	vpmovqd	%zmm11, %ymm4
	vpmovqd	%zmm10, %ymm8
	vpxor	%ymm5, %ymm8, %ymm8
	vinserti64x4	$1, %ymm4, %zmm8, %zmm4
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm1, %ymm1
	vpxord	%ymm1, %ymm24, %ymm1
	vinserti64x4	$1, %ymm3, %zmm1, %zmm1
	vmovdqa64	%zmm4, %zmm3
	vpermt2d	%zmm1, %zmm28, %zmm4
	vmovdqa64	%zmm22, %zmm28
	vmovdqu64	%zmm4, 64(%rdi)
	vpermt2d	%zmm1, %zmm21, %zmm3
	vmovdqu64	%zmm3, (%rdi)
	vpaddq	.LCPI0_8(%rip){1to8}, %zmm7, %zmm7
	addq	$512, %rdi
	addq	$-32, %rdx
	jne	.LBB0_110
	movq	-80(%rsp), %rax
	cmpq	%rax, 40(%rsp)
	vmovdqu64	2656(%rsp), %zmm22
	vmovdqa64	%zmm29, %zmm3
	movl	-48(%rsp), %r12d
	vmovss	.LCPI0_11(%rip), %xmm23
	vbroadcastss	.LCPI0_11(%rip), %zmm29
	vpbroadcastq	.LCPI0_4(%rip), %zmm25
	movl	$3449720151, %ebx
	vmovss	.LCPI0_17(%rip), %xmm10
	vmovss	.LCPI0_18(%rip), %xmm8
	vmovss	.LCPI0_19(%rip), %xmm7
	movq	-64(%rsp), %r9
	vmovdqu64	1632(%rsp), %zmm12
	vmovdqu64	2720(%rsp), %zmm15
	je	.LBB0_48
	movq	%r11, %rcx
	movq	-80(%rsp), %rdx
	testb	$96, %r14b
	je	.LBB0_116
	movq	3552(%rsp), %rax
	xorl	2400(%rsp), %eax
	vmovdqa64	%zmm20, %zmm1
	vpbroadcastq	%rax, %zmm23
	movq	32(%rsp), %rax
	xorl	240(%rsp), %eax
	vpbroadcastq	%rax, %zmm26
	movq	336(%rsp), %rdx
	movq	168(%rsp), %rsi
	vmovdqa64	%zmm30, %zmm18
	vmovdqu64	3680(%rsp), %zmm4
	vmovdqu64	912(%rsp), %ymm20
	vpbroadcastq	.LCPI0_5(%rip), %zmm11
	vmovdqa64	.LCPI0_7(%rip), %zmm13
	vmovdqu64	2592(%rsp), %zmm14
	vmovdqa64	%zmm31, %zmm0
	vmovdqu64	2528(%rsp), %zmm16
	vmovdqu64	3488(%rsp), %zmm17
	vmovdqu64	3424(%rsp), %zmm31
	vmovdqu64	2336(%rsp), %zmm21
	vpbroadcastq	.LCPI0_1(%rip), %zmm30
	.p2align	4
.LBB0_114:
	vpaddq	%zmm14, %zmm4, %zmm5
	vpmuludq	%zmm25, %zmm5, %zmm6
	vpternlogq	$150, %zmm12, %zmm6, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpmuludq	%zmm11, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm7
	vpxorq	%zmm7, %zmm23, %zmm7
	vpxorq	%zmm6, %zmm19, %zmm6
	vpmuludq	%zmm25, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm8
	vpmuludq	%zmm11, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm9
	vpxorq	%zmm8, %zmm26, %zmm8
	vpternlogq	$150, %zmm15, %zmm5, %zmm9
	vpmuludq	%zmm25, %zmm9, %zmm5
	vpsrlq	$32, %zmm5, %zmm9
	vpmuludq	%zmm11, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm10
	vpternlogq	$150, %zmm6, %zmm2, %zmm10
	vpternlogq	$150, %zmm28, %zmm7, %zmm9
	vpmuludq	%zmm25, %zmm10, %zmm6
	vpsrlq	$32, %zmm6, %zmm7
	vpmuludq	%zmm11, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm10
	vpternlogq	$150, %zmm1, %zmm8, %zmm10
	vpternlogq	$150, %zmm5, %zmm22, %zmm7
	vpmuludq	%zmm25, %zmm10, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpmuludq	%zmm11, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm10
	vpternlogq	$150, %zmm9, %zmm16, %zmm10
	vpternlogq	$150, %zmm18, %zmm6, %zmm8
	vpmuludq	%zmm25, %zmm10, %zmm6
	vpsrlq	$32, %zmm6, %zmm9
	vpmuludq	%zmm11, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm10
	vpternlogq	$150, %zmm0, %zmm7, %zmm10
	vpternlogq	$150, %zmm5, %zmm3, %zmm9
	vpmuludq	%zmm25, %zmm10, %zmm5
	vpsrlq	$32, %zmm5, %zmm7
	vpmuludq	%zmm11, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm10
	vpternlogq	$150, %zmm8, %zmm31, %zmm10
	vpternlogq	$150, %zmm17, %zmm6, %zmm7
	vpmuludq	%zmm25, %zmm10, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpmuludq	%zmm11, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm10
	vpternlogq	$150, %zmm27, %zmm9, %zmm10
	vpternlogq	$150, %zmm5, %zmm21, %zmm8
	vpmuludq	%zmm25, %zmm10, %zmm5
	vpsrlq	$32, %zmm5, %zmm9
	vpmuludq	%zmm11, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm10
	vpmovqd	%zmm5, %ymm5
	vpmovqd	%zmm8, %ymm8
	vpxorq	%zmm7, %zmm10, %zmm7
	vpmovqd	%zmm7, %ymm7
	vpxorq	%zmm6, %zmm9, %zmm6
	vpmovqd	%zmm6, %ymm6
	vpxord	%ymm7, %ymm20, %ymm7
	vpxord	%ymm6, %ymm24, %ymm6
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vinserti64x4	$1, %ymm5, %zmm6, %zmm5
	vmovdqa64	%zmm7, %zmm6
	vpermt2d	%zmm5, %zmm13, %zmm7
	vmovdqu64	%zmm7, 64(%rdx)
	vmovdqa64	.LCPI0_6(%rip), %zmm7
	vpermt2d	%zmm5, %zmm7, %zmm6
	vmovdqu64	%zmm6, (%rdx)
	vpaddq	%zmm30, %zmm4, %zmm4
	subq	$-128, %rdx
	addq	$-8, %rsi
	jne	.LBB0_114
	movq	176(%rsp), %rax
	movq	%rax, %rdx
	cmpq	%rax, 40(%rsp)
	movl	-48(%rsp), %r12d
	movl	$3449720151, %ebx
	vmovss	.LCPI0_17(%rip), %xmm10
	vmovss	.LCPI0_18(%rip), %xmm8
	vmovss	.LCPI0_19(%rip), %xmm7
	movq	-64(%rsp), %r9
	movq	%r11, %rcx
	vmovss	.LCPI0_11(%rip), %xmm23
	jne	.LBB0_116
	.p2align	4
.LBB0_48:
	cmpb	$0, 4128(%rsp)
	je	.LBB0_50
	xorl	%ecx, %ecx
	movq	624(%rsp), %r10
	movq	-72(%rsp), %rdi
	movq	-56(%rsp), %rsi
	movq	2272(%rsp), %r9
	movq	2208(%rsp), %r12
	movq	2144(%rsp), %r15
	vmovsd	.LCPI0_26(%rip), %xmm13
	vmovss	.LCPI0_25(%rip), %xmm0
	vmovss	.LCPI0_24(%rip), %xmm18
	vmovss	.LCPI0_22(%rip), %xmm26
	vmovss	.LCPI0_21(%rip), %xmm22
	vmovss	.LCPI0_20(%rip), %xmm20
	vmovss	.LCPI0_23(%rip), %xmm31
	vmovsd	.LCPI0_27(%rip), %xmm21
	vmovsd	.LCPI0_28(%rip), %xmm15
	vmovaps	%xmm10, %xmm28
	vmovsd	.LCPI0_29(%rip), %xmm16
	vmovsd	.LCPI0_30(%rip), %xmm17
	vmovsd	.LCPI0_31(%rip), %xmm19
	vmovsd	.LCPI0_32(%rip), %xmm11
	vmovsd	.LCPI0_33(%rip), %xmm12
	vmovsd	.LCPI0_46(%rip), %xmm30
	vmovsd	.LCPI0_35(%rip), %xmm10
	vmovaps	%xmm8, %xmm29
	vmovsd	.LCPI0_36(%rip), %xmm8
	vmovsd	.LCPI0_37(%rip), %xmm9
	vmovaps	%xmm7, %xmm25
	vmovsd	.LCPI0_47(%rip), %xmm7
	vmovsd	.LCPI0_39(%rip), %xmm27
	vbroadcastss	.LCPI0_40(%rip), %xmm14
	vmovss	.LCPI0_12(%rip), %xmm24
	.p2align	4
.LBB0_57:
	movl	-4(%rsi,%rcx,4), %eax
	movl	(%rsi,%rcx,4), %edx
	shrl	$9, %eax
	vxorps	%xmm4, %xmm4, %xmm4
	vcvtsi2ss	%eax, %xmm4, %xmm1
	vaddss	%xmm23, %xmm1, %xmm1
	vmulss	%xmm24, %xmm1, %xmm1
	shrl	$9, %edx
	vxorps	%xmm4, %xmm4, %xmm4
	vcvtsi2ss	%edx, %xmm4, %xmm2
	vaddss	%xmm23, %xmm2, %xmm2
	vmulss	%xmm24, %xmm2, %xmm2
	vmovd	%xmm1, %eax
	addl	$4913933, %eax
	movl	%eax, %edx
	shrl	$23, %edx
	addl	$-127, %edx
	andl	$8388607, %eax
	addl	$1060439283, %eax
	vmovd	%eax, %xmm1
	vaddss	%xmm28, %xmm1, %xmm1
	vaddss	%xmm29, %xmm1, %xmm3
	vdivss	%xmm3, %xmm1, %xmm3
	vmulss	%xmm3, %xmm3, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm25, %xmm5, %xmm6
	vaddss	%xmm20, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vmulss	%xmm22, %xmm5, %xmm5
	vaddss	%xmm26, %xmm5, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vaddss	%xmm6, %xmm4, %xmm4
	vmulss	%xmm23, %xmm1, %xmm5
	vmulss	%xmm5, %xmm1, %xmm5
	vcvtsi2ss	%edx, %xmm26, %xmm6
	vaddss	%xmm4, %xmm5, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm31, %xmm6, %xmm4
	vaddss	%xmm3, %xmm4, %xmm3
	vsubss	%xmm5, %xmm3, %xmm3
	vaddss	%xmm3, %xmm1, %xmm1
	vmulss	%xmm18, %xmm6, %xmm3
	vaddss	%xmm1, %xmm3, %xmm1
	vmulss	%xmm0, %xmm1, %xmm1
	vsqrtss	%xmm1, %xmm1, %xmm1
	vcvtss2sd	%xmm2, %xmm2, %xmm2
	vmulsd	%xmm2, %xmm13, %xmm2
	vaddsd	%xmm21, %xmm2, %xmm3
	vaddsd	%xmm3, %xmm15, %xmm4
	vsubsd	%xmm4, %xmm2, %xmm2
	vmulsd	%xmm16, %xmm2, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm4
	vmulsd	%xmm17, %xmm4, %xmm5
	vaddsd	%xmm19, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm11, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm12, %xmm5
	vmulsd	%xmm4, %xmm2, %xmm6
	vmulsd	%xmm5, %xmm6, %xmm5
	vaddsd	%xmm5, %xmm2, %xmm2
	vmulsd	%xmm30, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm10, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm8, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm9, %xmm5
	vmulsd	%xmm4, %xmm4, %xmm6
	vmulsd	%xmm5, %xmm6, %xmm5
	vmulsd	%xmm7, %xmm4, %xmm4
	vaddsd	%xmm27, %xmm4, %xmm4
	vaddsd	%xmm5, %xmm4, %xmm4
	vcvtsd2ss	%xmm2, %xmm2, %xmm2
	vcvtsd2ss	%xmm4, %xmm4, %xmm4
	vxorps	%xmm2, %xmm14, %xmm5
	vxorps	%xmm4, %xmm14, %xmm6
	vmovq	%xmm3, %rax
	testb	$2, %al
	sete	%dl
	kmovd	%edx, %k1
	vmovaps	%xmm5, %xmm3
	vmovss	%xmm2, %xmm3, %xmm3 {%k1}
	vmovss	%xmm4, %xmm6, %xmm6 {%k1}
	kmovd	%eax, %k2
	vmovss	%xmm6, %xmm3, %xmm3 {%k2}
	vmovss	%xmm5, %xmm2, %xmm2 {%k1}
	vmovss	%xmm2, %xmm6, %xmm6 {%k2}
	vmulss	%xmm1, %xmm6, %xmm2
	vmulss	%xmm1, %xmm3, %xmm1
	vmovss	%xmm2, -4(%rsi,%rcx,4)
	vmovss	%xmm1, (%rsi,%rcx,4)
	addq	$2, %rcx
	cmpq	%rdi, %rcx
	jb	.LBB0_57
	jmp	.LBB0_42
	.p2align	4
.LBB0_50:
	xorl	%r9d, %r9d
	movq	624(%rsp), %r10
	movq	976(%rsp), %rbx
	movq	-56(%rsp), %rsi
	movq	2208(%rsp), %r12
	movq	2144(%rsp), %r15
	movq	208(%rsp), %rax
	movq	944(%rsp), %rcx
	vbroadcastss	.LCPI0_40(%rip), %zmm20
	.p2align	4
.LBB0_51:
	vmovdqu64	-384(%rcx,%r9,8), %zmm1
	vmovdqu64	-320(%rcx,%r9,8), %zmm0
	vmovdqu64	%zmm0, 432(%rsp)
	vmovdqu64	-256(%rcx,%r9,8), %zmm3
	vmovdqu64	-192(%rcx,%r9,8), %zmm2
	vmovdqu64	%zmm2, 560(%rsp)
	vmovdqu64	%zmm1, 240(%rsp)
	vmovdqa64	.LCPI0_10(%rip), %zmm13
	vpermt2d	%zmm0, %zmm13, %zmm1
	vmovdqu64	%zmm3, 496(%rsp)
	vpermt2d	%zmm2, %zmm13, %zmm3
	vmovdqu64	-64(%rcx,%r9,8), %zmm0
	vmovdqu64	%zmm0, 688(%rsp)
	vmovdqu64	-128(%rcx,%r9,8), %zmm4
	vmovdqu64	%zmm4, 752(%rsp)
	vpermt2d	%zmm0, %zmm13, %zmm4
	vmovdqu64	64(%rcx,%r9,8), %zmm0
	vmovdqu64	%zmm0, 1040(%rsp)
	vmovdqu64	(%rcx,%r9,8), %zmm12
	vmovdqu64	%zmm12, 1104(%rsp)
	vpermt2d	%zmm0, %zmm13, %zmm12
	vpsrld	$9, %zmm1, %zmm1
	vpsrld	$9, %zmm3, %zmm3
	vpsrld	$9, %zmm4, %zmm4
	vpsrld	$9, %zmm12, %zmm12
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm3, %zmm3
	vcvtdq2ps	%zmm4, %zmm13
	vcvtdq2ps	%zmm12, %zmm12
	vaddps	%zmm29, %zmm1, %zmm14
	vaddps	%zmm29, %zmm3, %zmm4
	vaddps	%zmm29, %zmm13, %zmm3
	vaddps	%zmm29, %zmm12, %zmm1
	vbroadcastss	.LCPI0_12(%rip), %zmm18
	vmulps	%zmm18, %zmm14, %zmm12
	vextractf64x4	$1, %zmm12, %ymm13
	vcvtps2pd	%ymm13, %zmm13
	vcvtps2pd	%ymm12, %zmm12
	vmulps	%zmm18, %zmm4, %zmm4
	vextractf64x4	$1, %zmm4, %ymm14
	vcvtps2pd	%ymm14, %zmm14
	vcvtps2pd	%ymm4, %zmm15
	vmulps	%zmm18, %zmm3, %zmm3
	vextractf64x4	$1, %zmm3, %ymm4
	vcvtps2pd	%ymm4, %zmm17
	vcvtps2pd	%ymm3, %zmm16
	vmulps	%zmm18, %zmm1, %zmm1
	vextractf64x4	$1, %zmm1, %ymm3
	vcvtps2pd	%ymm3, %zmm19
	vcvtps2pd	%ymm1, %zmm1
	vbroadcastsd	.LCPI0_26(%rip), %zmm21
	vmulpd	%zmm21, %zmm12, %zmm30
	vmulpd	%zmm21, %zmm13, %zmm4
	vmulpd	%zmm21, %zmm15, %zmm31
	vmulpd	%zmm21, %zmm14, %zmm3
	vmulpd	%zmm21, %zmm16, %zmm16
	vmulpd	%zmm21, %zmm17, %zmm17
	vmulpd	%zmm21, %zmm1, %zmm12
	vmulpd	%zmm21, %zmm19, %zmm13
	vbroadcastsd	.LCPI0_27(%rip), %zmm15
	vaddpd	%zmm15, %zmm4, %zmm1
	vaddpd	%zmm15, %zmm30, %zmm27
	vaddpd	%zmm15, %zmm3, %zmm23
	vaddpd	%zmm15, %zmm31, %zmm29
	vaddpd	%zmm15, %zmm17, %zmm19
	vaddpd	%zmm15, %zmm16, %zmm24
	vaddpd	%zmm15, %zmm13, %zmm14
	vaddpd	%zmm15, %zmm12, %zmm15
	vpbroadcastq	.LCPI0_41(%rip), %zmm0
	vptestnmq	%zmm0, %zmm27, %k0
	vptestnmq	%zmm0, %zmm1, %k1
	kunpckbw	%k0, %k1, %k1
	kmovw	%k1, 3104(%rsp)
	vptestnmq	%zmm0, %zmm29, %k0
	vptestnmq	%zmm0, %zmm23, %k1
	kunpckbw	%k0, %k1, %k3
	vptestnmq	%zmm0, %zmm24, %k0
	vptestnmq	%zmm0, %zmm19, %k1
	kunpckbw	%k0, %k1, %k2
	vptestnmq	%zmm0, %zmm15, %k0
	vptestnmq	%zmm0, %zmm14, %k1
	kunpckbw	%k0, %k1, %k4
	vpbroadcastq	.LCPI0_42(%rip), %zmm0
	vptestnmq	%zmm0, %zmm27, %k0
	vptestnmq	%zmm0, %zmm1, %k1
	kunpckbw	%k0, %k1, %k1
	vptestnmq	%zmm0, %zmm29, %k0
	vptestnmq	%zmm0, %zmm23, %k5
	kunpckbw	%k0, %k5, %k7
	vptestnmq	%zmm0, %zmm24, %k0
	vptestnmq	%zmm0, %zmm19, %k5
	kunpckbw	%k0, %k5, %k6
	vptestnmq	%zmm0, %zmm15, %k0
	vptestnmq	%zmm0, %zmm14, %k5
	kunpckbw	%k0, %k5, %k5
	vbroadcastsd	.LCPI0_28(%rip), %zmm22
	vaddpd	%zmm22, %zmm27, %zmm27
	vaddpd	%zmm22, %zmm1, %zmm1
	vsubpd	%zmm1, %zmm4, %zmm1
	vsubpd	%zmm27, %zmm30, %zmm4
	vbroadcastsd	.LCPI0_29(%rip), %zmm26
	vmulpd	%zmm26, %zmm4, %zmm4
	vmulpd	%zmm26, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm27
	vmulpd	%zmm4, %zmm4, %zmm30
	vbroadcastsd	.LCPI0_30(%rip), %zmm0
	vmulpd	%zmm0, %zmm30, %zmm28
	vmulpd	%zmm0, %zmm27, %zmm21
	vbroadcastsd	.LCPI0_31(%rip), %zmm2
	vaddpd	%zmm2, %zmm21, %zmm21
	vaddpd	%zmm2, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm30, %zmm28
	vmulpd	%zmm21, %zmm27, %zmm21
	vbroadcastsd	.LCPI0_32(%rip), %zmm5
	vaddpd	%zmm5, %zmm21, %zmm21
	vaddpd	%zmm5, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm30, %zmm28
	vmulpd	%zmm21, %zmm27, %zmm21
	vbroadcastsd	.LCPI0_33(%rip), %zmm6
	vaddpd	%zmm6, %zmm21, %zmm21
	vaddpd	%zmm6, %zmm28, %zmm28
	vmulpd	%zmm27, %zmm1, %zmm25
	vmulpd	%zmm21, %zmm25, %zmm21
	vmulpd	%zmm30, %zmm4, %zmm25
	vmulpd	%zmm28, %zmm25, %zmm25
	vaddpd	%zmm21, %zmm1, %zmm1
	vaddpd	%zmm25, %zmm4, %zmm4
	vbroadcastsd	.LCPI0_34(%rip), %zmm11
	vmulpd	%zmm11, %zmm30, %zmm21
	vmulpd	%zmm11, %zmm27, %zmm25
	vbroadcastsd	.LCPI0_35(%rip), %zmm7
	vsubpd	%zmm25, %zmm7, %zmm25
	vsubpd	%zmm21, %zmm7, %zmm21
	vmulpd	%zmm21, %zmm30, %zmm21
	vmulpd	%zmm25, %zmm27, %zmm25
	vbroadcastsd	.LCPI0_36(%rip), %zmm8
	vaddpd	%zmm8, %zmm25, %zmm25
	vaddpd	%zmm8, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm30, %zmm21
	vmulpd	%zmm25, %zmm27, %zmm25
	vbroadcastsd	.LCPI0_37(%rip), %zmm9
	vaddpd	%zmm9, %zmm25, %zmm25
	vaddpd	%zmm9, %zmm21, %zmm21
	vmulpd	%zmm27, %zmm27, %zmm28
	vmulpd	%zmm25, %zmm28, %zmm25
	vmulpd	%zmm30, %zmm30, %zmm28
	vmulpd	%zmm21, %zmm28, %zmm21
	vbroadcastsd	.LCPI0_38(%rip), %zmm18
	vmulpd	%zmm18, %zmm27, %zmm27
	vmulpd	%zmm18, %zmm30, %zmm28
	vbroadcastsd	.LCPI0_39(%rip), %zmm10
	vsubpd	%zmm28, %zmm10, %zmm28
	vaddpd	%zmm21, %zmm28, %zmm21
	vsubpd	%zmm27, %zmm10, %zmm27
	vaddpd	%zmm25, %zmm27, %zmm25
	vcvtpd2ps	%zmm4, %ymm4
	vcvtpd2ps	%zmm1, %ymm1
	vcvtpd2ps	%zmm21, %ymm21
	vcvtpd2ps	%zmm25, %ymm25
	vinsertf64x4	$1, %ymm1, %zmm4, %zmm30
	vinsertf64x4	$1, %ymm25, %zmm21, %zmm1
	vxorps	%zmm20, %zmm30, %zmm21
	vxorps	%zmm20, %zmm1, %zmm4
	vblendmps	%zmm30, %zmm21, %zmm27 {%k1}
	vmovaps	%zmm1, %zmm4 {%k1}
	vmovaps	%zmm21, %zmm30 {%k1}
	vaddpd	%zmm22, %zmm29, %zmm1
	vaddpd	%zmm22, %zmm23, %zmm21
	vsubpd	%zmm21, %zmm3, %zmm3
	vsubpd	%zmm1, %zmm31, %zmm1
	vmulpd	%zmm26, %zmm1, %zmm1
	vmulpd	%zmm26, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm21
	vmulpd	%zmm1, %zmm1, %zmm23
	vmulpd	%zmm0, %zmm23, %zmm25
	vmulpd	%zmm0, %zmm21, %zmm28
	vaddpd	%zmm2, %zmm28, %zmm28
	vaddpd	%zmm2, %zmm25, %zmm25
	vmulpd	%zmm25, %zmm23, %zmm25
	vmulpd	%zmm28, %zmm21, %zmm28
	vaddpd	%zmm5, %zmm28, %zmm28
	vaddpd	%zmm5, %zmm25, %zmm25
	vmulpd	%zmm25, %zmm23, %zmm25
	vmulpd	%zmm28, %zmm21, %zmm28
	vaddpd	%zmm6, %zmm28, %zmm28
	vaddpd	%zmm6, %zmm25, %zmm25
	vmulpd	%zmm21, %zmm3, %zmm29
	vmulpd	%zmm28, %zmm29, %zmm28
	vmulpd	%zmm23, %zmm1, %zmm29
	vmulpd	%zmm25, %zmm29, %zmm25
	vaddpd	%zmm28, %zmm3, %zmm3
	vaddpd	%zmm25, %zmm1, %zmm1
	vmulpd	%zmm11, %zmm23, %zmm25
	vmulpd	%zmm11, %zmm21, %zmm28
	vsubpd	%zmm28, %zmm7, %zmm28
	vsubpd	%zmm25, %zmm7, %zmm25
	vmulpd	%zmm25, %zmm23, %zmm25
	vmulpd	%zmm28, %zmm21, %zmm28
	vaddpd	%zmm8, %zmm28, %zmm28
	vaddpd	%zmm8, %zmm25, %zmm25
	vmulpd	%zmm25, %zmm23, %zmm25
	vmulpd	%zmm28, %zmm21, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm28
	vaddpd	%zmm9, %zmm25, %zmm25
	vmulpd	%zmm21, %zmm21, %zmm29
	vmulpd	%zmm28, %zmm29, %zmm28
	vmulpd	%zmm23, %zmm23, %zmm29
	vmulpd	%zmm25, %zmm29, %zmm25
	vmulpd	%zmm18, %zmm21, %zmm21
	vmulpd	%zmm18, %zmm23, %zmm23
	vsubpd	%zmm23, %zmm10, %zmm23
	vaddpd	%zmm25, %zmm23, %zmm23
	vsubpd	%zmm21, %zmm10, %zmm21
	vaddpd	%zmm28, %zmm21, %zmm21
	vcvtpd2ps	%zmm1, %ymm1
	vcvtpd2ps	%zmm3, %ymm3
	vinsertf64x4	$1, %ymm3, %zmm1, %zmm3
	vcvtpd2ps	%zmm23, %ymm1
	vcvtpd2ps	%zmm21, %ymm21
	vinsertf64x4	$1, %ymm21, %zmm1, %zmm1
	vxorps	%zmm20, %zmm3, %zmm21
	vxorps	%zmm20, %zmm1, %zmm23
	vblendmps	%zmm3, %zmm21, %zmm29 {%k7}
	vmovaps	%zmm1, %zmm23 {%k7}
	vmovaps	%zmm21, %zmm3 {%k7}
	vaddpd	%zmm22, %zmm24, %zmm1
	vaddpd	%zmm22, %zmm19, %zmm19
	vsubpd	%zmm19, %zmm17, %zmm17
	vsubpd	%zmm1, %zmm16, %zmm1
	vmulpd	%zmm26, %zmm1, %zmm1
	vmulpd	%zmm26, %zmm17, %zmm16
	vmulpd	%zmm16, %zmm16, %zmm17
	vmulpd	%zmm1, %zmm1, %zmm19
	vmulpd	%zmm0, %zmm19, %zmm21
	vmulpd	%zmm0, %zmm17, %zmm24
	vaddpd	%zmm2, %zmm24, %zmm24
	vaddpd	%zmm2, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm19, %zmm21
	vmulpd	%zmm24, %zmm17, %zmm24
	vaddpd	%zmm5, %zmm24, %zmm24
	vaddpd	%zmm5, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm19, %zmm21
	vmulpd	%zmm24, %zmm17, %zmm24
	vaddpd	%zmm6, %zmm24, %zmm24
	vaddpd	%zmm6, %zmm21, %zmm21
	vmulpd	%zmm17, %zmm16, %zmm25
	vmulpd	%zmm24, %zmm25, %zmm24
	vmulpd	%zmm19, %zmm1, %zmm25
	vmulpd	%zmm21, %zmm25, %zmm21
	vaddpd	%zmm24, %zmm16, %zmm16
	vaddpd	%zmm21, %zmm1, %zmm1
	vmulpd	%zmm11, %zmm19, %zmm21
	vmulpd	%zmm11, %zmm17, %zmm24
	vsubpd	%zmm24, %zmm7, %zmm24
	vsubpd	%zmm21, %zmm7, %zmm21
	vmulpd	%zmm21, %zmm19, %zmm21
	vmulpd	%zmm24, %zmm17, %zmm24
	vaddpd	%zmm8, %zmm24, %zmm24
	vaddpd	%zmm8, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm19, %zmm21
	vmulpd	%zmm24, %zmm17, %zmm24
	vaddpd	%zmm9, %zmm24, %zmm24
	vaddpd	%zmm9, %zmm21, %zmm21
	vmulpd	%zmm17, %zmm17, %zmm25
	vmulpd	%zmm24, %zmm25, %zmm24
	vmulpd	%zmm19, %zmm19, %zmm25
	vmulpd	%zmm21, %zmm25, %zmm21
	vmulpd	%zmm18, %zmm17, %zmm17
	vmulpd	%zmm18, %zmm19, %zmm19
	vsubpd	%zmm19, %zmm10, %zmm19
	vaddpd	%zmm21, %zmm19, %zmm19
	vsubpd	%zmm17, %zmm10, %zmm17
	vaddpd	%zmm24, %zmm17, %zmm17
	vcvtpd2ps	%zmm1, %ymm1
	vcvtpd2ps	%zmm16, %ymm16
	vcvtpd2ps	%zmm19, %ymm19
	vinsertf64x4	$1, %ymm16, %zmm1, %zmm1
	vcvtpd2ps	%zmm17, %ymm16
	vinsertf64x4	$1, %ymm16, %zmm19, %zmm19
	vxorps	%zmm20, %zmm1, %zmm21
	vxorps	%zmm20, %zmm19, %zmm16
	vblendmps	%zmm1, %zmm21, %zmm17 {%k6}
	vmovaps	%zmm19, %zmm16 {%k6}
	vmovaps	%zmm21, %zmm1 {%k6}
	vaddpd	%zmm22, %zmm15, %zmm15
	vaddpd	%zmm22, %zmm14, %zmm14
	vsubpd	%zmm14, %zmm13, %zmm13
	vsubpd	%zmm15, %zmm12, %zmm12
	vmulpd	%zmm26, %zmm12, %zmm12
	vmulpd	%zmm26, %zmm13, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm14
	vmulpd	%zmm12, %zmm12, %zmm15
	vmulpd	%zmm0, %zmm15, %zmm19
	vmulpd	%zmm0, %zmm14, %zmm21
	vaddpd	%zmm2, %zmm21, %zmm21
	vaddpd	%zmm2, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm15, %zmm19
	vmulpd	%zmm21, %zmm14, %zmm21
	vaddpd	%zmm5, %zmm21, %zmm21
	vaddpd	%zmm5, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm15, %zmm19
	vmulpd	%zmm21, %zmm14, %zmm21
	vaddpd	%zmm6, %zmm21, %zmm21
	vaddpd	%zmm6, %zmm19, %zmm19
	vmulpd	%zmm14, %zmm13, %zmm24
	vmulpd	%zmm21, %zmm24, %zmm21
	vmulpd	%zmm15, %zmm12, %zmm24
	vmulpd	%zmm19, %zmm24, %zmm19
	vaddpd	%zmm21, %zmm13, %zmm13
	vaddpd	%zmm19, %zmm12, %zmm12
	vmulpd	%zmm11, %zmm15, %zmm19
	vmulpd	%zmm11, %zmm14, %zmm21
	vsubpd	%zmm21, %zmm7, %zmm21
	vsubpd	%zmm19, %zmm7, %zmm19
	vmulpd	%zmm19, %zmm15, %zmm19
	vmulpd	%zmm21, %zmm14, %zmm21
	vaddpd	%zmm8, %zmm21, %zmm21
	vaddpd	%zmm8, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm15, %zmm19
	vmulpd	%zmm21, %zmm14, %zmm21
	vaddpd	%zmm9, %zmm21, %zmm21
	vaddpd	%zmm9, %zmm19, %zmm19
	vmulpd	%zmm14, %zmm14, %zmm24
	vmulpd	%zmm21, %zmm24, %zmm21
	vmulpd	%zmm15, %zmm15, %zmm24
	vmulpd	%zmm19, %zmm24, %zmm19
	vmulpd	%zmm18, %zmm14, %zmm14
	vmulpd	%zmm18, %zmm15, %zmm15
	vsubpd	%zmm15, %zmm10, %zmm15
	vaddpd	%zmm19, %zmm15, %zmm15
	vsubpd	%zmm14, %zmm10, %zmm14
	vaddpd	%zmm21, %zmm14, %zmm14
	vcvtpd2ps	%zmm12, %ymm12
	vcvtpd2ps	%zmm13, %ymm13
	vcvtpd2ps	%zmm15, %ymm15
	vcvtpd2ps	%zmm14, %ymm14
	vinsertf64x4	$1, %ymm13, %zmm12, %zmm12
	vinsertf64x4	$1, %ymm14, %zmm15, %zmm13
	vxorps	%zmm20, %zmm12, %zmm14
	vxorps	%zmm20, %zmm13, %zmm19
	vblendmps	%zmm12, %zmm14, %zmm21 {%k5}
	vmovaps	%zmm13, %zmm19 {%k5}
	vmovaps	%zmm14, %zmm12 {%k5}
	kmovw	3104(%rsp), %k1
	vblendmps	%zmm27, %zmm4, %zmm15 {%k1}
	vblendmps	%zmm29, %zmm23, %zmm14 {%k3}
	vmovaps	%zmm4, %zmm30 {%k1}
	vmovaps	%zmm23, %zmm3 {%k3}
	vblendmps	%zmm17, %zmm16, %zmm13 {%k2}
	vblendmps	%zmm21, %zmm19, %zmm4 {%k4}
	vmovaps	%zmm16, %zmm1 {%k2}
	vmovaps	%zmm19, %zmm12 {%k4}
	vmovdqa64	.LCPI0_9(%rip), %zmm16
	vmovdqu64	240(%rsp), %zmm0
	vpermt2d	432(%rsp), %zmm16, %zmm0
	vmovdqu64	496(%rsp), %zmm5
	vpermt2d	560(%rsp), %zmm16, %zmm5
	vmovdqu64	752(%rsp), %zmm6
	vpermt2d	688(%rsp), %zmm16, %zmm6
	vmovdqu64	1104(%rsp), %zmm7
	vpermt2d	1040(%rsp), %zmm16, %zmm7
	vpsrld	$9, %zmm0, %zmm2
	vpsrld	$9, %zmm5, %zmm5
	vpsrld	$9, %zmm6, %zmm6
	vpsrld	$9, %zmm7, %zmm7
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm5, %zmm5
	vcvtdq2ps	%zmm6, %zmm6
	vcvtdq2ps	%zmm7, %zmm7
	vaddps	.LCPI0_11(%rip){1to16}, %zmm2, %zmm2
	vaddps	.LCPI0_11(%rip){1to16}, %zmm5, %zmm5
	vaddps	.LCPI0_11(%rip){1to16}, %zmm6, %zmm6
	vaddps	.LCPI0_11(%rip){1to16}, %zmm7, %zmm7
	vbroadcastss	.LCPI0_12(%rip), %zmm0
	vmulps	%zmm0, %zmm2, %zmm2
	vmulps	%zmm0, %zmm5, %zmm5
	vmulps	%zmm0, %zmm6, %zmm6
	vmulps	%zmm0, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_13(%rip), %zmm11
	vpaddd	%zmm11, %zmm2, %zmm8
	vpaddd	%zmm11, %zmm5, %zmm9
	vpaddd	%zmm11, %zmm6, %zmm10
	vpaddd	%zmm11, %zmm7, %zmm11
	vpbroadcastd	.LCPI0_15(%rip), %zmm7
	vpandd	%zmm7, %zmm8, %zmm2
	vpandd	%zmm7, %zmm9, %zmm5
	vpandd	%zmm7, %zmm10, %zmm6
	vpandd	%zmm7, %zmm11, %zmm7
	vpbroadcastd	.LCPI0_16(%rip), %zmm16
	vpaddd	%zmm16, %zmm2, %zmm2
	vpaddd	%zmm16, %zmm5, %zmm5
	vpaddd	%zmm16, %zmm6, %zmm6
	vpaddd	%zmm16, %zmm7, %zmm7
	vbroadcastss	.LCPI0_17(%rip), %zmm16
	vaddps	%zmm16, %zmm2, %zmm2
	vaddps	%zmm16, %zmm5, %zmm5
	vaddps	%zmm16, %zmm6, %zmm6
	vaddps	%zmm16, %zmm7, %zmm7
	vbroadcastss	.LCPI0_18(%rip), %zmm18
	vaddps	%zmm18, %zmm2, %zmm16
	vaddps	%zmm18, %zmm5, %zmm17
	vaddps	%zmm18, %zmm6, %zmm19
	vaddps	%zmm18, %zmm7, %zmm21
	vdivps	%zmm16, %zmm2, %zmm16
	vdivps	%zmm17, %zmm5, %zmm17
	vdivps	%zmm19, %zmm6, %zmm19
	vdivps	%zmm21, %zmm7, %zmm21
	vmulps	%zmm16, %zmm16, %zmm23
	vmulps	%zmm17, %zmm17, %zmm24
	vmulps	%zmm19, %zmm19, %zmm25
	vmulps	%zmm21, %zmm21, %zmm27
	vmulps	%zmm23, %zmm23, %zmm28
	vbroadcastss	.LCPI0_19(%rip), %zmm18
	vmulps	%zmm18, %zmm28, %zmm29
	vbroadcastss	.LCPI0_20(%rip), %zmm31
	vaddps	%zmm31, %zmm29, %zmm29
	vmulps	%zmm29, %zmm28, %zmm29
	vbroadcastss	.LCPI0_21(%rip), %zmm22
	vmulps	%zmm22, %zmm28, %zmm28
	vbroadcastss	.LCPI0_22(%rip), %zmm26
	vaddps	%zmm26, %zmm28, %zmm28
	vmulps	%zmm28, %zmm23, %zmm23
	vmulps	%zmm24, %zmm24, %zmm28
	vaddps	%zmm29, %zmm23, %zmm23
	vmulps	%zmm18, %zmm28, %zmm29
	vaddps	%zmm31, %zmm29, %zmm29
	vmulps	%zmm29, %zmm28, %zmm29
	vmulps	%zmm22, %zmm28, %zmm28
	vaddps	%zmm26, %zmm28, %zmm28
	vmulps	%zmm28, %zmm24, %zmm24
	vmulps	%zmm25, %zmm25, %zmm28
	vaddps	%zmm29, %zmm24, %zmm24
	vmulps	%zmm18, %zmm28, %zmm29
	vaddps	%zmm31, %zmm29, %zmm29
	vmulps	%zmm29, %zmm28, %zmm29
	vmulps	%zmm22, %zmm28, %zmm28
	vaddps	%zmm26, %zmm28, %zmm28
	vmulps	%zmm28, %zmm25, %zmm25
	vmulps	%zmm27, %zmm27, %zmm28
	vaddps	%zmm29, %zmm25, %zmm25
	vmulps	%zmm18, %zmm28, %zmm29
	vaddps	%zmm31, %zmm29, %zmm29
	vmulps	%zmm29, %zmm28, %zmm29
	vmulps	%zmm22, %zmm28, %zmm28
	vaddps	%zmm26, %zmm28, %zmm28
	vmulps	%zmm28, %zmm27, %zmm27
	vpsrld	$23, %zmm8, %zmm8
	vpsrld	$23, %zmm9, %zmm9
	vpsrld	$23, %zmm10, %zmm10
	vpsrld	$23, %zmm11, %zmm11
	vpbroadcastd	.LCPI0_14(%rip), %zmm18
	vpaddd	%zmm18, %zmm8, %zmm8
	vpaddd	%zmm18, %zmm9, %zmm9
	vpaddd	%zmm18, %zmm10, %zmm10
	vpaddd	%zmm18, %zmm11, %zmm11
	vaddps	%zmm29, %zmm27, %zmm27
	vbroadcastss	.LCPI0_11(%rip), %zmm29
	vmulps	%zmm29, %zmm2, %zmm28
	vmulps	%zmm28, %zmm2, %zmm28
	vaddps	%zmm23, %zmm28, %zmm23
	vmulps	%zmm23, %zmm16, %zmm16
	vmulps	%zmm29, %zmm5, %zmm23
	vmulps	%zmm23, %zmm5, %zmm23
	vaddps	%zmm24, %zmm23, %zmm24
	vmulps	%zmm24, %zmm17, %zmm17
	vmulps	%zmm29, %zmm6, %zmm24
	vmulps	%zmm24, %zmm6, %zmm24
	vaddps	%zmm25, %zmm24, %zmm25
	vmulps	%zmm25, %zmm19, %zmm19
	vmulps	%zmm29, %zmm7, %zmm25
	vmulps	%zmm25, %zmm7, %zmm25
	vcvtdq2ps	%zmm8, %zmm8
	vcvtdq2ps	%zmm9, %zmm9
	vcvtdq2ps	%zmm10, %zmm10
	vcvtdq2ps	%zmm11, %zmm11
	vaddps	%zmm27, %zmm25, %zmm27
	vmulps	%zmm27, %zmm21, %zmm21
	vbroadcastss	.LCPI0_23(%rip), %zmm18
	vmulps	%zmm18, %zmm8, %zmm27
	vaddps	%zmm16, %zmm27, %zmm16
	vmulps	%zmm18, %zmm9, %zmm27
	vaddps	%zmm17, %zmm27, %zmm17
	vmulps	%zmm18, %zmm10, %zmm27
	vaddps	%zmm19, %zmm27, %zmm19
	vmulps	%zmm18, %zmm11, %zmm27
	vaddps	%zmm21, %zmm27, %zmm21
	vsubps	%zmm28, %zmm16, %zmm16
	vsubps	%zmm23, %zmm17, %zmm17
	vsubps	%zmm24, %zmm19, %zmm19
	vsubps	%zmm25, %zmm21, %zmm21
	vaddps	%zmm16, %zmm2, %zmm2
	vaddps	%zmm17, %zmm5, %zmm5
	vaddps	%zmm19, %zmm6, %zmm6
	vaddps	%zmm21, %zmm7, %zmm7
	vbroadcastss	.LCPI0_24(%rip), %zmm16
	vmulps	%zmm16, %zmm8, %zmm8
	vaddps	%zmm2, %zmm8, %zmm2
	vmulps	%zmm16, %zmm9, %zmm8
	vaddps	%zmm5, %zmm8, %zmm5
	vmulps	%zmm16, %zmm10, %zmm8
	vaddps	%zmm6, %zmm8, %zmm6
	vmulps	%zmm16, %zmm11, %zmm8
	vaddps	%zmm7, %zmm8, %zmm7
	vbroadcastss	.LCPI0_25(%rip), %zmm9
	vmulps	%zmm9, %zmm2, %zmm2
	vmulps	%zmm9, %zmm5, %zmm5
	vsqrtps	%zmm2, %zmm2
	vsqrtps	%zmm5, %zmm5
	vmulps	%zmm2, %zmm30, %zmm8
	vmulps	%zmm2, %zmm15, %zmm2
	vmulps	%zmm5, %zmm3, %zmm3
	vmulps	%zmm5, %zmm14, %zmm5
	vmulps	%zmm9, %zmm6, %zmm6
	vmulps	%zmm9, %zmm7, %zmm7
	vsqrtps	%zmm6, %zmm6
	vsqrtps	%zmm7, %zmm7
	vmulps	%zmm6, %zmm1, %zmm1
	vmulps	%zmm6, %zmm13, %zmm6
	vmulps	%zmm7, %zmm12, %zmm9
	vmulps	%zmm7, %zmm4, %zmm4
	vmovaps	%zmm8, %zmm7
	vmovaps	.LCPI0_43(%rip), %zmm0
	vpermt2ps	%zmm2, %zmm0, %zmm7
	vmovaps	.LCPI0_44(%rip), %zmm10
	vpermt2ps	%zmm2, %zmm10, %zmm8
	vmovups	%zmm8, -384(%rcx,%r9,8)
	vmovups	%zmm7, -320(%rcx,%r9,8)
	vmovaps	%zmm3, %zmm2
	vpermt2ps	%zmm5, %zmm0, %zmm2
	vpermt2ps	%zmm5, %zmm10, %zmm3
	vmovups	%zmm3, -256(%rcx,%r9,8)
	vmovups	%zmm2, -192(%rcx,%r9,8)
	vmovaps	%zmm1, %zmm2
	vpermt2ps	%zmm6, %zmm0, %zmm2
	vpermt2ps	%zmm6, %zmm10, %zmm1
	vmovups	%zmm1, -128(%rcx,%r9,8)
	vmovups	%zmm2, -64(%rcx,%r9,8)
	vmovaps	%zmm9, %zmm1
	vpermt2ps	%zmm4, %zmm0, %zmm1
	vpermt2ps	%zmm4, %zmm10, %zmm9
	vmovups	%zmm9, (%rcx,%r9,8)
	vmovups	%zmm1, 64(%rcx,%r9,8)
	addq	$64, %r9
	cmpq	%r9, %rax
	jne	.LBB0_51
	cmpq	%rax, -32(%rsp)
	movq	-72(%rsp), %rdi
	movq	2272(%rsp), %r9
	vmovss	.LCPI0_11(%rip), %xmm23
	vmovss	.LCPI0_12(%rip), %xmm24
	vmovss	.LCPI0_17(%rip), %xmm28
	vmovss	.LCPI0_18(%rip), %xmm29
	vmovss	.LCPI0_19(%rip), %xmm25
	vmovss	.LCPI0_20(%rip), %xmm20
	vmovss	.LCPI0_21(%rip), %xmm22
	vmovss	.LCPI0_22(%rip), %xmm26
	vmovss	.LCPI0_23(%rip), %xmm31
	vmovss	.LCPI0_24(%rip), %xmm18
	vmovss	.LCPI0_25(%rip), %xmm0
	vmovsd	.LCPI0_26(%rip), %xmm13
	vmovsd	.LCPI0_27(%rip), %xmm21
	vmovsd	.LCPI0_28(%rip), %xmm15
	vmovsd	.LCPI0_29(%rip), %xmm16
	vmovsd	.LCPI0_30(%rip), %xmm17
	vmovsd	.LCPI0_31(%rip), %xmm19
	vmovsd	.LCPI0_32(%rip), %xmm11
	vmovsd	.LCPI0_33(%rip), %xmm12
	vmovsd	.LCPI0_46(%rip), %xmm30
	vmovsd	.LCPI0_35(%rip), %xmm10
	vmovsd	.LCPI0_36(%rip), %xmm8
	vmovsd	.LCPI0_37(%rip), %xmm9
	vmovsd	.LCPI0_47(%rip), %xmm7
	vmovsd	.LCPI0_39(%rip), %xmm27
	vbroadcastss	.LCPI0_40(%rip), %xmm14
	je	.LBB0_42
	movq	184(%rsp), %rcx
	testb	$56, -32(%rsp)
	je	.LBB0_57
	vmovaps	%xmm28, %xmm23
	movq	208(%rsp), %rcx
	movq	128(%rsp), %rax
	vbroadcastsd	.LCPI0_33(%rip), %zmm28
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	vpbroadcastq	.LCPI0_41(%rip), %zmm19
	vmovdqa64	.LCPI0_45(%rip), %ymm21
	vbroadcastss	.LCPI0_12(%rip), %ymm22
	vpbroadcastd	.LCPI0_13(%rip), %ymm26
	vpbroadcastd	.LCPI0_14(%rip), %ymm27
	vpbroadcastd	.LCPI0_15(%rip), %ymm30
	vpbroadcastd	.LCPI0_16(%rip), %ymm31
	vbroadcastss	.LCPI0_17(%rip), %ymm25
	vbroadcastss	.LCPI0_18(%rip), %ymm24
	vbroadcastss	.LCPI0_19(%rip), %ymm0
	vbroadcastss	.LCPI0_20(%rip), %ymm8
	vbroadcastss	.LCPI0_21(%rip), %ymm9
	vbroadcastss	.LCPI0_22(%rip), %ymm10
	vbroadcastss	.LCPI0_23(%rip), %ymm11
	vbroadcastss	.LCPI0_24(%rip), %ymm12
	vbroadcastss	.LCPI0_25(%rip), %ymm13
	vbroadcastsd	.LCPI0_46(%rip), %zmm16
	vbroadcastsd	.LCPI0_47(%rip), %zmm20
	vbroadcastss	.LCPI0_40(%rip), %ymm14
	vmovaps	.LCPI0_48(%rip), %zmm15
	vmovaps	.LCPI0_49(%rip), %zmm17
	vbroadcastss	.LCPI0_11(%rip), %ymm18
	.p2align	4
.LBB0_55:
	vmovdqu64	(%rbx,%rcx,8), %zmm1
	vpmovqd	%zmm1, %ymm1
	vpermd	(%rbx,%rcx,8), %zmm21, %zmm3
	vpsrld	$9, %ymm1, %ymm1
	vcvtdq2ps	%ymm1, %ymm1
	vaddps	%ymm18, %ymm1, %ymm1
	vmulps	%ymm22, %ymm1, %ymm1
	vpaddd	%ymm26, %ymm1, %ymm2
	vpsrld	$9, %ymm3, %ymm1
	vcvtdq2ps	%ymm1, %ymm1
	vaddps	%ymm18, %ymm1, %ymm1
	vmulps	%ymm22, %ymm1, %ymm3
	vpandd	%ymm30, %ymm2, %ymm1
	vpaddd	%ymm31, %ymm1, %ymm1
	vaddps	%ymm25, %ymm1, %ymm1
	vcvtps2pd	%ymm3, %zmm3
	vmulpd	.LCPI0_26(%rip){1to8}, %zmm3, %zmm3
	vaddpd	.LCPI0_27(%rip){1to8}, %zmm3, %zmm4
	vaddpd	.LCPI0_28(%rip){1to8}, %zmm4, %zmm5
	vsubpd	%zmm5, %zmm3, %zmm3
	vmulpd	.LCPI0_29(%rip){1to8}, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm5
	vmulpd	.LCPI0_30(%rip){1to8}, %zmm5, %zmm6
	vaddpd	.LCPI0_31(%rip){1to8}, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm28, %zmm6, %zmm6
	vmulpd	%zmm5, %zmm3, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm16, %zmm5, %zmm6
	vaddpd	%zmm29, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	.LCPI0_36(%rip){1to8}, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	.LCPI0_37(%rip){1to8}, %zmm6, %zmm6
	vmulpd	%zmm5, %zmm5, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vaddps	%ymm24, %ymm1, %ymm7
	vmulpd	%zmm20, %zmm5, %zmm5
	vaddpd	.LCPI0_39(%rip){1to8}, %zmm5, %zmm5
	vaddpd	%zmm6, %zmm5, %zmm5
	vcvtpd2ps	%zmm3, %ymm3
	vcvtpd2ps	%zmm5, %ymm5
	vdivps	%ymm7, %ymm1, %ymm6
	vxorps	%ymm3, %ymm14, %ymm7
	vptestnmq	%zmm19, %zmm4, %k0
	vptestnmq	.LCPI0_42(%rip){1to8}, %zmm4, %k1
	vxorps	%ymm5, %ymm14, %ymm4
	vmovaps	%ymm5, %ymm4 {%k1}
	vblendmps	%ymm3, %ymm7, %ymm5 {%k1}
	vmovaps	%ymm7, %ymm3 {%k1}
	vmulps	%ymm6, %ymm6, %ymm7
	vinsertf64x4	$1, %ymm4, %zmm3, %zmm3
	kunpckbw	%k0, %k0, %k1
	vinsertf32x8	$1, %ymm5, %zmm4, %zmm3 {%k1}
	vmulps	%ymm7, %ymm7, %ymm4
	vmulps	%ymm0, %ymm4, %ymm5
	vaddps	%ymm5, %ymm8, %ymm5
	vmulps	%ymm5, %ymm4, %ymm5
	vmulps	%ymm4, %ymm9, %ymm4
	vaddps	%ymm4, %ymm10, %ymm4
	vmulps	%ymm4, %ymm7, %ymm4
	vpsrld	$23, %ymm2, %ymm2
	vpaddd	%ymm27, %ymm2, %ymm2
	vaddps	%ymm5, %ymm4, %ymm4
	vmulps	%ymm18, %ymm1, %ymm5
	vmulps	%ymm5, %ymm1, %ymm5
	vcvtdq2ps	%ymm2, %ymm2
	vaddps	%ymm4, %ymm5, %ymm4
	vmulps	%ymm4, %ymm6, %ymm4
	vmulps	%ymm2, %ymm11, %ymm6
	vaddps	%ymm4, %ymm6, %ymm4
	vsubps	%ymm5, %ymm4, %ymm4
	vaddps	%ymm4, %ymm1, %ymm1
	vmulps	%ymm2, %ymm12, %ymm2
	vaddps	%ymm1, %ymm2, %ymm1
	vmulps	%ymm1, %ymm13, %ymm1
	vsqrtps	%ymm1, %ymm1
	vpermps	%zmm3, %zmm15, %zmm2
	vpermps	%zmm1, %zmm17, %zmm1
	vmulps	%zmm1, %zmm2, %zmm1
	vmovups	%zmm1, (%rbx,%rcx,8)
	addq	$8, %rcx
	cmpq	%rcx, %rax
	jne	.LBB0_55
	movq	120(%rsp), %rcx
	cmpq	%rax, -32(%rsp)
	vmovss	.LCPI0_19(%rip), %xmm25
	vmovss	.LCPI0_20(%rip), %xmm20
	vmovss	.LCPI0_21(%rip), %xmm22
	vmovss	.LCPI0_22(%rip), %xmm26
	vmovss	.LCPI0_23(%rip), %xmm31
	vmovss	.LCPI0_24(%rip), %xmm18
	vmovss	.LCPI0_25(%rip), %xmm0
	vmovsd	.LCPI0_26(%rip), %xmm13
	vmovsd	.LCPI0_27(%rip), %xmm21
	vmovsd	.LCPI0_28(%rip), %xmm15
	vmovsd	.LCPI0_29(%rip), %xmm16
	vmovsd	.LCPI0_30(%rip), %xmm17
	vmovsd	.LCPI0_31(%rip), %xmm19
	vmovsd	.LCPI0_32(%rip), %xmm11
	vmovsd	.LCPI0_33(%rip), %xmm12
	vmovsd	.LCPI0_46(%rip), %xmm30
	vmovsd	.LCPI0_35(%rip), %xmm10
	vmovsd	.LCPI0_36(%rip), %xmm8
	vmovsd	.LCPI0_37(%rip), %xmm9
	vmovsd	.LCPI0_47(%rip), %xmm7
	vmovsd	.LCPI0_39(%rip), %xmm27
	vbroadcastss	.LCPI0_40(%rip), %xmm14
	vmovss	.LCPI0_12(%rip), %xmm24
	vmovaps	%xmm23, %xmm28
	vmovss	.LCPI0_11(%rip), %xmm23
	vmovss	.LCPI0_18(%rip), %xmm29
	jne	.LBB0_57
	.p2align	4
.LBB0_42:
	cmpq	%r14, %rdi
	movq	48(%rsp), %rax
	vmovaps	%xmm20, %xmm6
	vmovapd	%xmm11, %xmm0
	vmovapd	%xmm10, %xmm11
	vmovapd	%xmm8, %xmm13
	vmovapd	%xmm27, %xmm26
	vmovdqu64	3936(%rsp), %zmm24
	vmovdqa	384(%rsp), %xmm8
	vpbroadcastd	.LCPI0_11(%rip), %ymm18
	vpbroadcastd	.LCPI0_53(%rip), %zmm20
	vpbroadcastd	.LCPI0_11(%rip), %xmm10
	vpbroadcastd	.LCPI0_53(%rip), %xmm27
	vmovdqu64	1696(%rsp), %zmm28
	vbroadcastss	.LCPI0_11(%rip), %zmm29
	vbroadcastss	.LCPI0_52(%rip), %zmm7
	je	.LBB0_33
	movq	232(%rsp), %rcx
	xorl	-96(%rsp), %ecx
	xorl	224(%rsp), %ecx
	movq	-64(%rsp), %r13
	imulq	%r13, %rcx
	movq	%rcx, %r11
	shrq	$32, %r11
	movq	%r12, %r8
	movq	2400(%rsp), %r12
	xorl	4512(%rsp), %r12d
	xorl	352(%rsp), %r11d
	imulq	%r13, %r12
	movq	%r12, %rax
	shrq	$32, %rax
	movl	$3449720151, %edx
	imulq	%rdx, %r11
	movl	$3449720151, %ebx
	movq	32(%rsp), %rdx
	movl	%edx, %esi
	xorl	%eax, %esi
	movq	%r11, %rdx
	shrq	$32, %rdx
	xorl	4576(%rsp), %edx
	xorl	%esi, %ecx
	imulq	%r13, %rdx
	imulq	%rbx, %rcx
	movq	%rcx, %rax
	shrq	$32, %rax
	xorl	%ebp, %r11d
	xorl	%eax, %r11d
	movq	%rdx, %rax
	shrq	$32, %rax
	xorl	%r9d, %r12d
	xorl	%eax, %r12d
	imulq	%r13, %r11
	imulq	%rbx, %r12
	movq	%r12, %rax
	shrq	$32, %rax
	xorl	3296(%rsp), %ecx
	xorl	%eax, %ecx
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	%r8d, %edx
	xorl	%eax, %edx
	imulq	%r13, %rcx
	imulq	%rbx, %rdx
	movq	%rdx, %rax
	shrq	$32, %rax
	xorl	1824(%rsp), %r12d
	xorl	%eax, %r12d
	movq	%rcx, %rax
	shrq	$32, %rax
	xorl	%r15d, %r11d
	xorl	%eax, %r11d
	imulq	%r13, %r12
	imulq	%rbx, %r11
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	1760(%rsp), %edx
	xorl	%eax, %edx
	movq	%r12, %rax
	shrq	$32, %rax
	xorl	2080(%rsp), %ecx
	xorl	%eax, %ecx
	imulq	%r13, %rdx
	imulq	%rbx, %rcx
	movq	%rcx, %rax
	shrq	$32, %rax
	xorl	3040(%rsp), %r11d
	xorl	%eax, %r11d
	movq	%rdx, %rax
	shrq	$32, %rax
	xorl	2016(%rsp), %r12d
	xorl	%eax, %r12d
	imulq	%r13, %r11
	imulq	%rbx, %r12
	movq	%r12, %rax
	shrq	$32, %rax
	xorl	2976(%rsp), %ecx
	xorl	%eax, %ecx
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	1888(%rsp), %edx
	xorl	%eax, %edx
	imulq	%r13, %rcx
	imulq	%rbx, %rdx
	movq	976(%rsp), %r8
	movq	%rdx, %rax
	shrq	$32, %rax
	xorl	-48(%rsp), %r12d
	xorl	%eax, %r12d
	shrl	$9, %r12d
	vcvtsi2ss	%r12d, %xmm5, %xmm1
	vaddss	%xmm23, %xmm1, %xmm1
	vmovss	.LCPI0_12(%rip), %xmm27
	vmulss	%xmm27, %xmm1, %xmm1
	shrl	$9, %edx
	vcvtsi2ss	%edx, %xmm5, %xmm2
	vaddss	%xmm23, %xmm2, %xmm2
	vmulss	%xmm27, %xmm2, %xmm2
	vmovd	%xmm1, %eax
	addl	$4913933, %eax
	movl	%eax, %esi
	shrl	$23, %esi
	addl	$-127, %esi
	andl	$8388607, %eax
	addl	$1060439283, %eax
	vcvtss2sd	%xmm2, %xmm2, %xmm1
	vmovsd	.LCPI0_26(%rip), %xmm18
	vmulsd	%xmm18, %xmm1, %xmm1
	vaddsd	%xmm21, %xmm1, %xmm2
	vmovq	%xmm2, %rdx
	testb	$2, %dl
	vmovd	%eax, %xmm3
	sete	%al
	vaddss	.LCPI0_17(%rip), %xmm3, %xmm3
	vaddss	.LCPI0_18(%rip), %xmm3, %xmm4
	vdivss	%xmm4, %xmm3, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmovaps	%xmm6, %xmm8
	vmulss	%xmm5, %xmm5, %xmm6
	vmulss	.LCPI0_19(%rip), %xmm6, %xmm7
	vaddss	%xmm7, %xmm8, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vmulss	.LCPI0_21(%rip), %xmm6, %xmm6
	vaddss	.LCPI0_22(%rip), %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vcvtsi2ss	%esi, %xmm15, %xmm6
	movq	%rcx, %r9
	movl	%ecx, %esi
	shrl	$9, %esi
	vaddss	%xmm7, %xmm5, %xmm5
	vmulss	%xmm23, %xmm3, %xmm7
	vmulss	%xmm7, %xmm3, %xmm7
	vaddss	%xmm5, %xmm7, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm31, %xmm6, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vcvtsi2ss	%esi, %xmm15, %xmm5
	vaddss	%xmm23, %xmm5, %xmm5
	vmulss	%xmm27, %xmm5, %xmm5
	vcvtss2sd	%xmm5, %xmm5, %xmm8
	vsubss	%xmm7, %xmm4, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	.LCPI0_24(%rip), %xmm6, %xmm4
	vaddss	%xmm3, %xmm4, %xmm6
	vmovapd	%xmm21, %xmm7
	vmovapd	%xmm15, %xmm21
	vaddsd	%xmm2, %xmm15, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovapd	%xmm16, %xmm31
	vmulsd	%xmm16, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm1, %xmm2
	vmovapd	%xmm17, %xmm15
	vmulsd	%xmm17, %xmm2, %xmm3
	vmovapd	%xmm19, %xmm16
	vaddsd	%xmm19, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vmovapd	%xmm0, %xmm17
	vaddsd	%xmm0, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	%xmm3, %xmm12, %xmm3
	vmulsd	%xmm2, %xmm1, %xmm4
	vmulsd	%xmm3, %xmm4, %xmm3
	vaddsd	%xmm3, %xmm1, %xmm1
	vmulsd	.LCPI0_34(%rip), %xmm2, %xmm3
	vmovapd	%xmm11, %xmm22
	vsubsd	%xmm3, %xmm11, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vmovapd	%xmm13, %xmm0
	vaddsd	%xmm3, %xmm13, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vmovapd	%xmm9, %xmm30
	vaddsd	%xmm3, %xmm9, %xmm3
	vmulsd	%xmm2, %xmm2, %xmm4
	vmulsd	%xmm3, %xmm4, %xmm3
	vmulsd	.LCPI0_38(%rip), %xmm2, %xmm2
	vmovapd	%xmm26, %xmm9
	vsubsd	%xmm2, %xmm26, %xmm2
	vaddsd	%xmm3, %xmm2, %xmm2
	vcvtsd2ss	%xmm1, %xmm1, %xmm5
	vcvtsd2ss	%xmm2, %xmm2, %xmm1
	vxorps	%xmm5, %xmm14, %xmm3
	vmovaps	%xmm14, %xmm19
	vxorps	%xmm1, %xmm14, %xmm4
	kmovd	%eax, %k1
	vmovss	%xmm1, %xmm4, %xmm4 {%k1}
	vmovaps	%xmm5, %xmm1
	vmovss	%xmm3, %xmm1, %xmm1 {%k1}
	kmovd	%edx, %k1
	vmovaps	%xmm4, %xmm2
	vmovss	%xmm1, %xmm2, %xmm2 {%k1}
	vmulss	.LCPI0_25(%rip), %xmm6, %xmm1
	vsqrtss	%xmm1, %xmm1, %xmm6
	vmulss	%xmm6, %xmm2, %xmm1
	vmovss	%xmm1, (%r8,%rdi,4)
	vmulsd	%xmm18, %xmm8, %xmm1
	vaddsd	%xmm7, %xmm1, %xmm2
	vmovq	%xmm2, %rsi
	testb	$2, %sil
	sete	%dil
	cmpq	%r14, 3872(%rsp)
	jae	.LBB0_45
	testb	$2, %dl
	sete	%al
	kmovd	%eax, %k1
	vmovss	%xmm5, %xmm3, %xmm3 {%k1}
	kmovd	%edx, %k1
	vmovss	%xmm4, %xmm3, %xmm3 {%k1}
	vmulss	%xmm6, %xmm3, %xmm3
	movq	3872(%rsp), %rax
	vmovss	%xmm3, (%r8,%rax,4)
.LBB0_45:
	cmpq	%r14, 216(%rsp)
	movq	48(%rsp), %rax
	vmovdqa	384(%rsp), %xmm8
	vpbroadcastd	.LCPI0_53(%rip), %xmm27
	vbroadcastss	.LCPI0_52(%rip), %zmm7
	movl	1952(%rsp), %r15d
	vpbroadcastd	.LCPI0_11(%rip), %ymm18
	vmovapd	%xmm0, %xmm13
	vmovss	.LCPI0_23(%rip), %xmm0
	jae	.LBB0_33
	vmovapd	%xmm9, %xmm26
	shrq	$32, %r9
	xorl	%r15d, %r11d
	xorl	%r9d, %r11d
	shrl	$9, %r11d
	vcvtsi2ss	%r11d, %xmm14, %xmm3
	vaddss	%xmm23, %xmm3, %xmm3
	vmulss	.LCPI0_12(%rip), %xmm3, %xmm3
	vmovd	%xmm3, %eax
	addl	$4913933, %eax
	movl	%eax, %ecx
	shrl	$23, %ecx
	addl	$-127, %ecx
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
	vmulss	%xmm23, %xmm3, %xmm6
	vmulss	%xmm6, %xmm3, %xmm6
	vcvtsi2ss	%ecx, %xmm14, %xmm7
	vaddss	%xmm5, %xmm6, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm0, %xmm7, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vsubss	%xmm6, %xmm4, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	.LCPI0_24(%rip), %xmm7, %xmm4
	vbroadcastss	.LCPI0_52(%rip), %zmm7
	vaddss	%xmm3, %xmm4, %xmm3
	vmulss	.LCPI0_25(%rip), %xmm3, %xmm3
	vsqrtss	%xmm3, %xmm3, %xmm3
	vaddsd	%xmm21, %xmm2, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmulsd	%xmm31, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm1, %xmm2
	vmulsd	%xmm2, %xmm15, %xmm4
	vaddsd	%xmm16, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm17, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm4, %xmm12, %xmm4
	vmulsd	%xmm2, %xmm1, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vaddsd	%xmm4, %xmm1, %xmm1
	vmulsd	.LCPI0_34(%rip), %xmm2, %xmm4
	vsubsd	%xmm4, %xmm22, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm4, %xmm13, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm30, %xmm4, %xmm4
	vmulsd	%xmm2, %xmm2, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vmulsd	.LCPI0_38(%rip), %xmm2, %xmm2
	vsubsd	%xmm2, %xmm26, %xmm2
	vaddsd	%xmm4, %xmm2, %xmm2
	vcvtsd2ss	%xmm1, %xmm1, %xmm1
	vcvtsd2ss	%xmm2, %xmm2, %xmm2
	vxorps	%xmm19, %xmm1, %xmm4
	vxorps	%xmm19, %xmm2, %xmm5
	kmovd	%edi, %k1
	vmovss	%xmm2, %xmm5, %xmm5 {%k1}
	vmovss	%xmm4, %xmm1, %xmm1 {%k1}
	kmovd	%esi, %k1
	vmovss	%xmm1, %xmm5, %xmm5 {%k1}
	vmulss	%xmm3, %xmm5, %xmm1
	movq	216(%rsp), %rax
	vmovss	%xmm1, (%r8,%rax,4)
	movq	48(%rsp), %rax
	.p2align	4
.LBB0_33:
	vxorps	%xmm2, %xmm2, %xmm2
	movl	$64, %r12d
	movq	%r10, %rdx
	movq	%rax, %rdi
	movq	1312(%rsp), %r9
	xorl	%r15d, %r15d
	xorl	%r13d, %r13d
	xorl	%r8d, %r8d
	vmovdqa	%xmm10, %xmm11
	vbroadcastss	.LCPI0_52(%rip), %ymm30
	jmp	.LBB0_34
	.p2align	4
.LBB0_98:
	movq	-120(%rsp), %r14
	movq	624(%rsp), %r10
	movq	240(%rsp), %r8
.LBB0_106:
	addq	$64, %r12
	addq	$-64, %r13
	incq	%r15
	addq	$256, %r9
	addq	$256, %rdi
	addq	$-256, %rdx
	cmpq	%r14, %r8
	movq	48(%rsp), %rax
	jae	.LBB0_58
.LBB0_34:
	movq	%r8, %r10
	cmpq	%r12, %r14
	movq	%r12, %rbp
	cmovbq	%r14, %rbp
	movq	%rbp, %rcx
	addq	%r13, %rcx
	cmpq	$1, %rcx
	movq	%rbp, %rsi
	adcq	%r13, %rsi
	leaq	64(%r8), %rax
	cmpq	%r14, %rax
	movq	%rax, 240(%rsp)
	cmovbq	%rax, %r14
	cmpq	%r14, %r8
	jae	.LBB0_97
	movq	%r10, %r8
	cmpq	$8, %rcx
	jb	.LBB0_93
	movq	%r15, %rax
	shlq	$8, %rax
	addq	2784(%rsp), %rax
	movq	2848(%rsp), %rcx
	subq	%rax, %rcx
	movq	%r10, %r8
	cmpq	$256, %rcx
	leaq	(%rbp,%r13), %rcx
	jb	.LBB0_93
	cmpq	$64, %rcx
	jae	.LBB0_88
	xorl	%r11d, %r11d
	jmp	.LBB0_39
.LBB0_88:
	movq	%rcx, %r11
	movq	%rbp, %rcx
	andq	$-64, %rcx
	addq	%r13, %rcx
	movl	%ebp, %eax
	andl	$63, %eax
	movq	%rax, %rbx
	subq	%rax, %r11
	xorl	%r8d, %r8d
	movq	624(%rsp), %rax
	.p2align	4
.LBB0_89:
	vmovups	-192(%r9,%r8,4), %zmm1
	vmovups	-128(%r9,%r8,4), %zmm3
	vmovups	-64(%r9,%r8,4), %zmm4
	vmovups	(%r9,%r8,4), %zmm5
	vmulps	%zmm1, %zmm1, %zmm1
	vmulps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm4, %zmm4, %zmm4
	vmulps	%zmm5, %zmm5, %zmm5
	vmovups	%zmm1, (%rax,%r8,4)
	vmovups	%zmm3, 64(%rax,%r8,4)
	vmovups	%zmm4, 128(%rax,%r8,4)
	vmovups	%zmm5, 192(%rax,%r8,4)
	addq	$64, %r8
	cmpq	%r8, %rcx
	jne	.LBB0_89
	testq	%rbx, %rbx
	leaq	(%rbp,%r13), %rcx
	je	.LBB0_97
	cmpl	$8, %ebx
	jb	.LBB0_92
.LBB0_39:
	movl	%ebp, %eax
	andl	$7, %eax
	movq	%rcx, %r8
	subq	%rax, %rcx
	movl	%ebp, %eax
	andl	$7, %eax
	subq	%rax, %r8
	addq	%r10, %r8
	movq	624(%rsp), %rbx
	.p2align	4
.LBB0_40:
	vmovups	(%rdi,%r11,4), %ymm1
	vmulps	%ymm1, %ymm1, %ymm1
	vmovups	%ymm1, (%rbx,%r11,4)
	addq	$8, %r11
	cmpq	%r11, %rcx
	jne	.LBB0_40
	testq	%rax, %rax
	leaq	(%rbp,%r13), %rcx
	je	.LBB0_97
.LBB0_93:
	movl	%ebp, %eax
	subl	%r8d, %eax
	movq	%r8, %r11
	testb	$7, %al
	movq	48(%rsp), %rax
	je	.LBB0_96
	movl	%ebp, %eax
	subb	%r8b, %al
	movzbl	%al, %ecx
	movq	48(%rsp), %rax
	andl	$7, %ecx
	movq	%r8, %r11
	.p2align	4
.LBB0_95:
	vmovss	(%rax,%r11,4), %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, (%rdx,%r11,4)
	incq	%r11
	decq	%rcx
	jne	.LBB0_95
.LBB0_96:
	subq	%rbp, %r8
	cmpq	$-8, %r8
	leaq	(%rbp,%r13), %rcx
	ja	.LBB0_97
	.p2align	4
.LBB0_229:
	vmovss	(%rax,%r11,4), %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, (%rdx,%r11,4)
	vmovss	4(%rax,%r11,4), %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 4(%rdx,%r11,4)
	vmovss	8(%rax,%r11,4), %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 8(%rdx,%r11,4)
	vmovss	12(%rax,%r11,4), %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 12(%rdx,%r11,4)
	vmovss	16(%rax,%r11,4), %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 16(%rdx,%r11,4)
	vmovss	20(%rax,%r11,4), %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 20(%rdx,%r11,4)
	vmovss	24(%rax,%r11,4), %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 24(%rdx,%r11,4)
	vmovss	28(%rax,%r11,4), %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 28(%rdx,%r11,4)
	addq	$8, %r11
	cmpq	%r11, %rbp
	jne	.LBB0_229
	.p2align	4
.LBB0_97:
	cmpq	%r10, %r14
	je	.LBB0_98
	cmpq	$8, %rcx
	movq	-120(%rsp), %r14
	movq	624(%rsp), %r10
	movq	240(%rsp), %r8
	jae	.LBB0_101
	xorl	%eax, %eax
	jmp	.LBB0_104
	.p2align	4
.LBB0_101:
	movq	%rsi, %rcx
	andq	$-8, %rcx
	xorl	%eax, %eax
	.p2align	4
.LBB0_102:
	vaddss	(%r10,%rax,4), %xmm2, %xmm1
	vaddss	4(%r10,%rax,4), %xmm1, %xmm1
	vaddss	8(%r10,%rax,4), %xmm1, %xmm1
	vaddss	12(%r10,%rax,4), %xmm1, %xmm1
	vaddss	16(%r10,%rax,4), %xmm1, %xmm1
	vaddss	20(%r10,%rax,4), %xmm1, %xmm1
	vaddss	24(%r10,%rax,4), %xmm1, %xmm1
	vaddss	28(%r10,%rax,4), %xmm1, %xmm2
	addq	$8, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_102
	testb	$7, %sil
	je	.LBB0_106
.LBB0_104:
	andl	$7, %esi
	leaq	(%r10,%rax,4), %rax
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_105:
	vaddss	(%rax,%rcx,4), %xmm2, %xmm2
	incq	%rcx
	cmpq	%rcx, %rsi
	jne	.LBB0_105
	jmp	.LBB0_106
.LBB0_92:
	addq	%r10, %r11
	movq	%r11, %r8
	jmp	.LBB0_93
	.p2align	4
.LBB0_58:
	vaddss	.LCPI0_50(%rip), %xmm2, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	.LCPI0_51(%rip), %xmm1, %xmm2
	cmpl	$0, -100(%rsp)
	movq	376(%rsp), %r13
	movq	136(%rsp), %r8
	vmovaps	1184(%rsp), %xmm15
	je	.LBB0_72
	cmpb	$0, 4256(%rsp)
	movq	976(%rsp), %r15
	movq	-72(%rsp), %r9
	movq	-56(%rsp), %rsi
	movl	$2143289344, %edi
	vbroadcastss	.LCPI0_52(%rip), %xmm0
	je	.LBB0_61
	xorl	%ecx, %ecx
.LBB0_68:
	movq	%rcx, %rax
	orq	$1, %rax
	testb	$1, %r14b
	je	.LBB0_70
	movq	192(%rsp), %r12
	vmovss	(%r12,%rcx,4), %xmm1
	vaddss	%xmm1, %xmm1, %xmm3
	vmulss	%xmm3, %xmm2, %xmm3
	movq	3808(%rsp), %rdx
	vsubss	(%rdx,%rcx,4), %xmm1, %xmm4
	vaddss	%xmm4, %xmm4, %xmm4
	vmulss	%xmm23, %xmm4, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm3, %xmm8, %xmm3
	vsubss	%xmm3, %xmm1, %xmm1
	vmulss	(%r15,%rcx,4), %xmm15, %xmm3
	vaddss	%xmm1, %xmm3, %xmm1
	vmovd	%xmm1, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	movq	-56(%rsp), %rsi
	cmovael	%edi, %edx
	movl	%edx, (%r12,%rcx,4)
	movq	%rax, %rcx
.LBB0_70:
	cmpq	%rax, %r14
	movq	48(%rsp), %rax
	je	.LBB0_84
	.p2align	4
.LBB0_71:
	vmovss	(%rax,%rcx,4), %xmm1
	vmovss	4(%rax,%rcx,4), %xmm3
	vaddss	%xmm1, %xmm1, %xmm4
	vmulss	%xmm4, %xmm2, %xmm4
	vsubss	(%r8,%rcx,4), %xmm1, %xmm5
	vaddss	%xmm5, %xmm5, %xmm5
	vmulss	%xmm23, %xmm5, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm4, %xmm8, %xmm4
	vsubss	%xmm4, %xmm1, %xmm1
	vmulss	-4(%rsi,%rcx,4), %xmm15, %xmm4
	vaddss	%xmm1, %xmm4, %xmm1
	vmovd	%xmm1, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%edi, %eax
	movq	48(%rsp), %rdx
	movl	%eax, (%rdx,%rcx,4)
	vaddss	%xmm3, %xmm3, %xmm1
	vmulss	%xmm1, %xmm2, %xmm1
	vsubss	4(%r8,%rcx,4), %xmm3, %xmm4
	vaddss	%xmm4, %xmm4, %xmm4
	vmulss	%xmm23, %xmm4, %xmm4
	vaddss	%xmm4, %xmm1, %xmm1
	vmulss	%xmm1, %xmm8, %xmm1
	vsubss	%xmm1, %xmm3, %xmm1
	vmulss	(%rsi,%rcx,4), %xmm15, %xmm3
	vaddss	%xmm1, %xmm3, %xmm1
	vmovd	%xmm1, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%edi, %eax
	movq	48(%rsp), %rdx
	movl	%eax, 4(%rdx,%rcx,4)
	movq	48(%rsp), %rax
	addq	$2, %rcx
	cmpq	%rcx, %r14
	jne	.LBB0_71
	jmp	.LBB0_84
	.p2align	4
.LBB0_72:
	cmpb	$0, 360(%rsp)
	movq	976(%rsp), %r15
	movl	$2143289344, %edi
	je	.LBB0_74
	xorl	%ecx, %ecx
.LBB0_81:
	movq	%rcx, %rax
	orq	$1, %rax
	testb	$1, %r14b
	je	.LBB0_83
	movq	192(%rsp), %r12
	vmovss	(%r12,%rcx,4), %xmm1
	vaddss	%xmm1, %xmm1, %xmm3
	vmulss	%xmm3, %xmm2, %xmm3
	movq	3808(%rsp), %rdx
	vsubss	(%rdx,%rcx,4), %xmm1, %xmm4
	vaddss	%xmm4, %xmm4, %xmm4
	vmulss	%xmm23, %xmm4, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm3, %xmm8, %xmm3
	vsubss	%xmm3, %xmm1, %xmm1
	vmovd	%xmm1, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%edi, %edx
	movl	%edx, (%r12,%rcx,4)
	movq	%rax, %rcx
.LBB0_83:
	cmpq	%rax, %r14
	movq	48(%rsp), %rax
	je	.LBB0_84
	.p2align	4
.LBB0_87:
	vmovss	(%rax,%rcx,4), %xmm1
	vmovss	4(%rax,%rcx,4), %xmm3
	vaddss	%xmm1, %xmm1, %xmm4
	vmulss	%xmm4, %xmm2, %xmm4
	vsubss	(%r8,%rcx,4), %xmm1, %xmm5
	vaddss	%xmm5, %xmm5, %xmm5
	vmulss	%xmm23, %xmm5, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm4, %xmm8, %xmm4
	vsubss	%xmm4, %xmm1, %xmm1
	vmovd	%xmm1, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%edi, %eax
	movq	48(%rsp), %rdx
	movl	%eax, (%rdx,%rcx,4)
	vaddss	%xmm3, %xmm3, %xmm1
	vmulss	%xmm1, %xmm2, %xmm1
	vsubss	4(%r8,%rcx,4), %xmm3, %xmm4
	vaddss	%xmm4, %xmm4, %xmm4
	vmulss	%xmm23, %xmm4, %xmm4
	vaddss	%xmm4, %xmm1, %xmm1
	vmulss	%xmm1, %xmm8, %xmm1
	vsubss	%xmm1, %xmm3, %xmm1
	vmovd	%xmm1, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%edi, %eax
	movq	48(%rsp), %rdx
	movl	%eax, 4(%rdx,%rcx,4)
	movq	48(%rsp), %rax
	addq	$2, %rcx
	cmpq	%rcx, %r14
	jne	.LBB0_87
	jmp	.LBB0_84
	.p2align	4
.LBB0_61:
	vbroadcastss	%xmm2, %zmm1
	vbroadcastss	%xmm15, %zmm3
	movq	%rax, %rdx
	xorl	%eax, %eax
	movq	24(%rsp), %rcx
	.p2align	4
.LBB0_62:
	vmovups	(%rdx,%rax,4), %zmm4
	vaddps	%zmm4, %zmm4, %zmm5
	vmulps	%zmm5, %zmm1, %zmm5
	vsubps	(%r8,%rax,4), %zmm4, %zmm6
	vaddps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm29, %zmm6, %zmm6
	vaddps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm5, %zmm24, %zmm5
	vsubps	%zmm5, %zmm4, %zmm4
	vmulps	(%r15,%rax,4), %zmm3, %zmm5
	vaddps	%zmm4, %zmm5, %zmm4
	vandps	%zmm7, %zmm4, %zmm5
	vpcmpgtd	%zmm20, %zmm5, %k1
	vpbroadcastd	.LCPI0_54(%rip), %zmm4 {%k1}
	vmovdqu64	%zmm4, (%rdx,%rax,4)
	addq	$16, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_62
	cmpq	%rcx, %r14
	movq	%rdx, %rax
	je	.LBB0_84
	movq	24(%rsp), %rcx
	testb	$12, %r14b
	je	.LBB0_68
	vbroadcastss	%xmm2, %xmm1
	vbroadcastss	%xmm15, %xmm3
	movq	%rax, %rdx
	movq	24(%rsp), %rax
	.p2align	4
.LBB0_66:
	vmovups	(%rdx,%rax,4), %xmm4
	vaddps	%xmm4, %xmm4, %xmm5
	vmulps	%xmm5, %xmm1, %xmm5
	vsubps	(%r8,%rax,4), %xmm4, %xmm6
	vaddps	%xmm6, %xmm6, %xmm6
	vmulps	%xmm6, %xmm11, %xmm6
	vaddps	%xmm6, %xmm5, %xmm5
	vmulps	%xmm5, %xmm24, %xmm5
	vsubps	%xmm5, %xmm4, %xmm4
	vmulps	(%r15,%rax,4), %xmm3, %xmm5
	vaddps	%xmm4, %xmm5, %xmm4
	vandps	%xmm0, %xmm4, %xmm5
	vpcmpgtd	%xmm27, %xmm5, %k1
	vpbroadcastd	.LCPI0_54(%rip), %xmm4 {%k1}
	vmovdqu	%xmm4, (%rdx,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %r9
	jne	.LBB0_66
	movq	%r9, %rcx
	cmpq	%r9, %r14
	movq	%rdx, %rax
	je	.LBB0_84
	jmp	.LBB0_68
.LBB0_74:
	vmovdqa64	%ymm18, %ymm16
	vbroadcastss	%xmm2, %zmm1
	xorl	%eax, %eax
	movq	16(%rsp), %rcx
	movq	1312(%rsp), %rdx
	vpbroadcastd	.LCPI0_54(%rip), %zmm0
	vmovaps	%zmm7, %zmm18
	.p2align	4
.LBB0_75:
	vmovups	-192(%rdx,%rax,4), %zmm3
	vmovups	-128(%rdx,%rax,4), %zmm4
	vmovups	-64(%rdx,%rax,4), %zmm5
	vmovups	(%rdx,%rax,4), %zmm6
	vaddps	%zmm3, %zmm3, %zmm7
	vaddps	%zmm4, %zmm4, %zmm8
	vaddps	%zmm5, %zmm5, %zmm9
	vaddps	%zmm6, %zmm6, %zmm10
	vmulps	%zmm7, %zmm1, %zmm7
	vmulps	%zmm8, %zmm1, %zmm8
	vmulps	%zmm9, %zmm1, %zmm9
	vmulps	%zmm10, %zmm1, %zmm10
	vsubps	(%r8,%rax,4), %zmm3, %zmm11
	vsubps	64(%r8,%rax,4), %zmm4, %zmm12
	vsubps	128(%r8,%rax,4), %zmm5, %zmm13
	vsubps	192(%r8,%rax,4), %zmm6, %zmm14
	vaddps	%zmm11, %zmm11, %zmm11
	vaddps	%zmm12, %zmm12, %zmm12
	vaddps	%zmm13, %zmm13, %zmm13
	vaddps	%zmm14, %zmm14, %zmm14
	vmulps	%zmm29, %zmm11, %zmm11
	vaddps	%zmm11, %zmm7, %zmm7
	vmulps	%zmm29, %zmm12, %zmm11
	vaddps	%zmm11, %zmm8, %zmm8
	vmulps	%zmm29, %zmm13, %zmm11
	vaddps	%zmm11, %zmm9, %zmm9
	vmulps	%zmm29, %zmm14, %zmm11
	vaddps	%zmm11, %zmm10, %zmm10
	vmulps	%zmm7, %zmm24, %zmm7
	vmulps	%zmm8, %zmm24, %zmm8
	vmulps	%zmm9, %zmm24, %zmm9
	vmulps	%zmm10, %zmm24, %zmm10
	vsubps	%zmm7, %zmm3, %zmm3
	vsubps	%zmm8, %zmm4, %zmm4
	vsubps	%zmm9, %zmm5, %zmm5
	vsubps	%zmm10, %zmm6, %zmm6
	vandps	%zmm18, %zmm3, %zmm7
	vandps	%zmm18, %zmm4, %zmm8
	vandps	%zmm18, %zmm5, %zmm9
	vandps	%zmm18, %zmm6, %zmm10
	vpcmpgtd	%zmm20, %zmm7, %k1
	vpcmpgtd	%zmm20, %zmm8, %k2
	vpcmpgtd	%zmm20, %zmm9, %k3
	vpcmpgtd	%zmm20, %zmm10, %k4
	vmovdqa32	%zmm0, %zmm3 {%k1}
	vmovdqa32	%zmm0, %zmm4 {%k2}
	vmovdqa32	%zmm0, %zmm5 {%k3}
	vmovdqa32	%zmm0, %zmm6 {%k4}
	vmovdqu64	%zmm3, -192(%rdx,%rax,4)
	vmovdqu64	%zmm4, -128(%rdx,%rax,4)
	vmovdqu64	%zmm5, -64(%rdx,%rax,4)
	vmovdqu64	%zmm6, (%rdx,%rax,4)
	addq	$64, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_75
	cmpq	%rcx, %r14
	vmovaps	384(%rsp), %xmm8
	vpbroadcastd	.LCPI0_53(%rip), %ymm6
	movq	48(%rsp), %rax
	vbroadcastss	.LCPI0_11(%rip), %xmm11
	vpbroadcastd	.LCPI0_53(%rip), %xmm27
	vmovaps	%zmm18, %zmm7
	vmovdqa64	%ymm16, %ymm18
	je	.LBB0_84
	movq	16(%rsp), %rcx
	testb	$56, %r14b
	je	.LBB0_81
	vbroadcastss	%xmm2, %ymm1
	movq	%rax, %rsi
	movq	16(%rsp), %rax
	movq	328(%rsp), %rdx
	.p2align	4
.LBB0_79:
	vmovups	(%rsi,%rax,4), %ymm3
	vaddps	%ymm3, %ymm3, %ymm4
	vmulps	%ymm4, %ymm1, %ymm4
	vsubps	(%r8,%rax,4), %ymm3, %ymm5
	vaddps	%ymm5, %ymm5, %ymm5
	vmulps	%ymm18, %ymm5, %ymm5
	vaddps	%ymm5, %ymm4, %ymm4
	vmulps	%ymm4, %ymm24, %ymm4
	vsubps	%ymm4, %ymm3, %ymm3
	vandps	%ymm30, %ymm3, %ymm4
	vpcmpgtd	%ymm6, %ymm4, %k1
	vpbroadcastd	.LCPI0_54(%rip), %ymm3 {%k1}
	vmovdqu	%ymm3, (%rsi,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.LBB0_79
	movq	%rdx, %rcx
	cmpq	%rdx, %r14
	movq	%rsi, %rax
	je	.LBB0_84
	jmp	.LBB0_81
.LBB0_31:
	vmovdqa	%xmm11, %xmm10
	vmovss	(%rsp), %xmm4
	vmulss	-20(%rsp), %xmm4, %xmm1
	vsqrtss	%xmm1, %xmm1, %xmm2
	vxorps	%xmm3, %xmm3, %xmm3
	vcmpltss	%xmm1, %xmm3, %k1
	vmovss	%xmm2, %xmm2, %xmm1 {%k1} {z}
	vmovaps	%xmm1, 1184(%rsp)
	vmulss	-16(%rsp), %xmm4, %xmm4
	vmovss	%xmm4, (%rsp)
	movq	1248(%rsp), %rbp
	cmpl	$0, -100(%rsp)
	jne	.LBB0_107
	jmp	.LBB0_33
.LBB0_140:
	movq	112(%rsp), %rax
	.p2align	4
.LBB0_141:
	movq	-112(%rsp), %rcx
	addq	$4, %rcx
	movq	%rcx, -112(%rsp)
	cmpq	%rax, %rcx
	jb	.LBB0_141
.LBB0_86:
	addq	$103080, %rsp
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
