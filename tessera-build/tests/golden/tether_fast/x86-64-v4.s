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
	subq	$616, %rsp
	movq	(%rdi), %rax
	movq	%rax, -104(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, -40(%rsp)
	movq	24(%rdi), %r12
	movq	32(%rdi), %r11
	movq	40(%rdi), %rax
	movq	48(%rdi), %rcx
	movq	%rcx, 16(%rsp)
	vmovd	56(%rdi), %xmm31
	vmovss	60(%rdi), %xmm0
	vmovss	%xmm0, 4(%rsp)
	movl	64(%rdi), %ecx
	movl	%ecx, -116(%rsp)
	vmovss	72(%rdi), %xmm0
	vmovss	%xmm0, -8(%rsp)
	vmovss	76(%rdi), %xmm0
	vmovss	%xmm0, (%rsp)
	vmovd	80(%rdi), %xmm0
	vmovd	%xmm0, -12(%rsp)
	movl	68(%rdi), %ecx
	movl	%ecx, -4(%rsp)
	movq	88(%rdi), %rcx
	movq	%rcx, -112(%rsp)
	movq	96(%rdi), %rcx
	movq	%rcx, 376(%rsp)
	leaq	3(%rax), %r13
	shrq	$2, %r13
	cmpq	$127, %rax
	movq	%r11, 104(%rsp)
	movq	%rax, -128(%rsp)
	movq	%r13, 176(%rsp)
	ja	.LBB0_24
	movq	%r11, %rsi
	subq	%r12, %rsi
	jbe	.LBB0_85
	movl	$3449720151, %edi
	movq	-112(%rsp), %r14
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
	movq	-128(%rsp), %rbx
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
	vmovdqu64	%zmm0, 1120(%rsp)
	vpbroadcastq	%rcx, %zmm25
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 3808(%rsp)
	vpbroadcastq	%r14, %zmm26
	vbroadcastss	%xmm31, %zmm27
	leaq	71208(%rsp), %r10
	leaq	-1(%rbx), %rax
	movq	%rax, -96(%rsp)
	vbroadcastss	.LCPI0_50(%rip), %zmm28
	vbroadcastss	.LCPI0_11(%rip), %zmm29
	vbroadcastss	.LCPI0_52(%rip), %zmm30
	vpbroadcastd	.LCPI0_53(%rip), %zmm31
	vpbroadcastd	.LCPI0_54(%rip), %zmm10
	vpbroadcastq	%r13, %zmm0
	vmovdqu64	%zmm0, 1056(%rsp)
	vmovdqu64	%zmm11, 1632(%rsp)
	vmovdqu64	%zmm12, 1568(%rsp)
	vmovdqu64	%zmm13, 3296(%rsp)
	vmovdqu64	%zmm14, 3232(%rsp)
	vmovdqu64	%zmm15, 1504(%rsp)
	vmovdqu64	%zmm16, 2784(%rsp)
	vmovdqu64	%zmm17, 2720(%rsp)
	vmovdqu64	%zmm18, 2656(%rsp)
	vmovdqu64	%zmm19, 2592(%rsp)
	vmovdqu64	%zmm20, 2528(%rsp)
	vmovdqu64	%zmm21, 2464(%rsp)
	vmovdqu64	%zmm22, 2400(%rsp)
	vmovdqu64	%zmm23, 1440(%rsp)
	vmovdqu64	%zmm24, 1312(%rsp)
	vmovdqu64	%zmm25, 1376(%rsp)
	vmovdqu64	%zmm26, 2336(%rsp)
	vmovups	%zmm27, 1248(%rsp)
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
	addq	$4712, %rcx
	vmovd	(%rcx,%rax,4), %xmm0
	movq	-104(%rsp), %rax
	leaq	(%rax,%r15,4), %rax
	vmovd	%xmm0, (%rax,%rdx,4)
.LBB0_136:
	movq	%rbx, %r12
	addq	$64, %r12
	addq	$-64, %rsi
	movq	104(%rsp), %r11
	cmpq	%r11, %r12
	jae	.LBB0_85
.LBB0_5:
	cmpq	$64, %rsi
	movl	$64, %eax
	cmovbq	%rsi, %rax
	movq	%rax, -80(%rsp)
	movq	%r11, %rax
	subq	%r12, %rax
	cmpq	$64, %rax
	movq	%r12, %rbx
	movl	$64, %r12d
	cmovbq	%rax, %r12
	leaq	-1(%r12), %r15
	movq	-128(%rsp), %r14
	testq	%r14, %r14
	movq	-104(%rsp), %r13
	movq	-40(%rsp), %rbp
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
	vmovss	%xmm0, 4712(%rsp,%rcx,4)
	vmovss	(%rbp,%rdx,4), %xmm0
	vmovss	%xmm0, 37480(%rsp,%rcx,4)
	leal	1(%rcx), %edx
	andl	$63, %edx
	cmpq	%rdx, %rax
	cmovbeq	%r15, %rdx
	addq	%rbx, %rdx
	imulq	%r14, %rdx
	addq	%r11, %rdx
	vmovss	(%r13,%rdx,4), %xmm0
	vmovss	%xmm0, 4716(%rsp,%rcx,4)
	vmovd	(%rbp,%rdx,4), %xmm0
	vmovd	%xmm0, 37484(%rsp,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r9
	jne	.LBB0_7
.LBB0_8:
	cmpq	$0, 16(%rsp)
	movq	-112(%rsp), %r11
	movq	176(%rsp), %r14
	movq	-96(%rsp), %r13
	je	.LBB0_116
	vpbroadcastq	%rbx, %zmm0
	vpaddq	.LCPI0_0(%rip), %zmm0, %zmm1
	vpaddq	.LCPI0_57(%rip), %zmm0, %zmm2
	vpaddq	.LCPI0_58(%rip), %zmm0, %zmm3
	vpaddq	.LCPI0_59(%rip), %zmm0, %zmm4
	vpaddq	.LCPI0_60(%rip), %zmm0, %zmm5
	vpaddq	.LCPI0_61(%rip), %zmm0, %zmm6
	vpaddq	.LCPI0_63(%rip), %zmm0, %zmm7
	vmovdqu64	1056(%rsp), %zmm8
	vpmullq	%zmm8, %zmm2, %zmm2
	vmovdqu64	%zmm2, 1888(%rsp)
	vpmullq	%zmm8, %zmm1, %zmm1
	vmovdqu64	%zmm1, 1824(%rsp)
	vpmullq	%zmm8, %zmm4, %zmm1
	vmovdqu64	%zmm1, 1760(%rsp)
	vpmullq	%zmm8, %zmm3, %zmm1
	vmovdqu64	%zmm1, 2912(%rsp)
	vpmullq	%zmm8, %zmm6, %zmm1
	vmovdqu64	%zmm1, 3424(%rsp)
	vpmullq	%zmm8, %zmm5, %zmm1
	vmovdqu64	%zmm1, 3360(%rsp)
	vpmullq	%zmm8, %zmm7, %zmm1
	vmovdqu64	%zmm1, 2848(%rsp)
	vpaddq	.LCPI0_62(%rip), %zmm0, %zmm0
	vpmullq	%zmm8, %zmm0, %zmm0
	vmovdqu64	%zmm0, 1696(%rsp)
	xorl	%eax, %eax
	vmovss	-8(%rsp), %xmm3
	jmp	.LBB0_10
	.p2align	4
.LBB0_120:
	vmovss	1184(%rsp), %xmm3
	vmulss	(%rsp), %xmm3, %xmm3
	incq	%rax
	cmpq	16(%rsp), %rax
	je	.LBB0_116
.LBB0_10:
	vmovss	4(%rsp), %xmm8
	cmpl	$0, -4(%rsp)
	jne	.LBB0_11
	cmpl	$0, -116(%rsp)
	vmovss	%xmm3, 1184(%rsp)
	je	.LBB0_119
.LBB0_13:
	testq	%r14, %r14
	je	.LBB0_119
	vmovaps	%xmm8, -64(%rsp)
	movq	376(%rsp), %rcx
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
	vmovdqu64	%zmm2, 2080(%rsp)
	vpxorq	3808(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2016(%rsp)
	vpxorq	1120(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 1952(%rsp)
	movq	%r10, %rcx
	xorl	%edx, %edx
	vpbroadcastq	.LCPI0_4(%rip), %zmm17
	vpbroadcastq	.LCPI0_5(%rip), %zmm27
	.p2align	4
.LBB0_15:
	vpbroadcastq	%rdx, %zmm0
	vpaddq	1888(%rsp), %zmm0, %zmm8
	vpaddq	1824(%rsp), %zmm0, %zmm9
	vpaddq	1760(%rsp), %zmm0, %zmm10
	vpaddq	2912(%rsp), %zmm0, %zmm11
	vpaddq	3424(%rsp), %zmm0, %zmm12
	vpaddq	3360(%rsp), %zmm0, %zmm13
	vpaddq	2848(%rsp), %zmm0, %zmm14
	vpaddq	1696(%rsp), %zmm0, %zmm15
	vpmuludq	%zmm17, %zmm9, %zmm7
	vpmuludq	%zmm17, %zmm8, %zmm6
	vpmuludq	%zmm17, %zmm11, %zmm5
	vpmuludq	%zmm17, %zmm10, %zmm4
	vpmuludq	%zmm17, %zmm13, %zmm1
	vpmuludq	%zmm17, %zmm12, %zmm3
	vpmuludq	%zmm17, %zmm15, %zmm2
	vpmuludq	%zmm17, %zmm14, %zmm28
	vmovdqu64	2336(%rsp), %zmm16
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
	vmovdqu64	2016(%rsp), %zmm23
	vpxorq	%zmm23, %zmm9, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm0
	vmovdqu64	%zmm0, 528(%rsp)
	vpxorq	%zmm23, %zmm8, %zmm8
	vpxorq	%zmm23, %zmm13, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm15
	vmovdqu64	%zmm15, 32(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm29
	vmovdqu64	%zmm29, 720(%rsp)
	vpxorq	%zmm23, %zmm10, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm14
	vmovdqu64	%zmm14, 256(%rsp)
	vpxorq	%zmm23, %zmm18, %zmm8
	vpxorq	%zmm23, %zmm17, %zmm13
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm30
	vmovdqu64	%zmm30, 592(%rsp)
	vpxorq	%zmm23, %zmm22, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm11
	vmovdqu64	%zmm11, 912(%rsp)
	vpxorq	%zmm23, %zmm19, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm8
	vmovdqu64	%zmm8, 432(%rsp)
	vpsrlq	$32, %zmm15, %zmm8
	vmovdqu64	%zmm8, 656(%rsp)
	vmovdqu64	2080(%rsp), %zmm9
	vpxorq	%zmm7, %zmm9, %zmm7
	vpmuludq	%zmm27, %zmm7, %zmm19
	vpxorq	%zmm6, %zmm9, %zmm6
	vpmuludq	%zmm27, %zmm6, %zmm23
	vpxorq	%zmm5, %zmm9, %zmm5
	vpsrlq	$32, %zmm0, %zmm8
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
	vmovdqu64	1376(%rsp), %zmm2
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
	vmovdqu64	1952(%rsp), %zmm2
	vpxorq	%zmm2, %zmm8, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm27
	vpxorq	656(%rsp), %zmm2, %zmm8
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
	vmovdqu64	%zmm3, 656(%rsp)
	vpsrlq	$32, %zmm27, %zmm16
	vmovdqu64	1312(%rsp), %zmm22
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
	vmovdqu64	432(%rsp), %zmm3
	vpsrlq	$32, %zmm3, %zmm1
	vpxorq	%zmm2, %zmm1, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm8
	vpsrlq	$32, %zmm8, %zmm4
	vpternlogq	$150, %zmm14, %zmm22, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm7, %zmm1
	vmovdqu64	%zmm1, 976(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vmovdqu64	1440(%rsp), %zmm13
	vpternlogq	$150, 528(%rsp), %zmm13, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm29, %zmm7
	vpsrlq	$32, %zmm7, %zmm18
	vpternlogq	$150, 32(%rsp), %zmm13, %zmm18
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm0, %zmm22
	vpsrlq	$32, %zmm22, %zmm14
	vpternlogq	$150, 720(%rsp), %zmm13, %zmm14
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm29
	vpternlogq	$150, 256(%rsp), %zmm13, %zmm29
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm0
	vmovdqu64	%zmm0, 32(%rsp)
	vpsrlq	$32, %zmm0, %zmm5
	vpternlogq	$150, %zmm13, %zmm10, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm20
	vpsrlq	$32, %zmm20, %zmm0
	vpternlogq	$150, 592(%rsp), %zmm13, %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm15
	vpsrlq	$32, %zmm15, %zmm21
	vpternlogq	$150, 912(%rsp), %zmm13, %zmm21
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm1
	vpternlogq	$150, %zmm13, %zmm3, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm3
	vmovdqu64	%zmm3, 256(%rsp)
	vpsrlq	$32, %zmm3, %zmm18
	vmovdqu64	2400(%rsp), %zmm3
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
	vmovdqu64	%zmm0, 912(%rsp)
	vpsrlq	$32, %zmm0, %zmm12
	vpternlogq	$150, %zmm3, %zmm8, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm21
	vpsrlq	$32, %zmm21, %zmm24
	vpternlogq	$150, 656(%rsp), %zmm3, %zmm24
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm30, %zmm0
	vmovdqu64	%zmm0, 528(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vmovdqu64	2464(%rsp), %zmm8
	vpternlogq	$150, %zmm7, %zmm8, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm7
	vpsrlq	$32, %zmm7, %zmm0
	vpternlogq	$150, 976(%rsp), %zmm8, %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm28, %zmm1
	vmovdqu64	%zmm1, 592(%rsp)
	vpsrlq	$32, %zmm1, %zmm16
	vpternlogq	$150, %zmm6, %zmm8, %zmm16
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm6
	vpsrlq	$32, %zmm6, %zmm28
	vpternlogq	$150, %zmm22, %zmm8, %zmm28
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm25, %zmm1
	vmovdqu64	%zmm1, 720(%rsp)
	vpsrlq	$32, %zmm1, %zmm19
	vpternlogq	$150, %zmm20, %zmm8, %zmm19
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm20
	vpsrlq	$32, %zmm20, %zmm25
	vpternlogq	$150, 32(%rsp), %zmm8, %zmm25
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm4, %zmm22
	vpsrlq	$32, %zmm22, %zmm4
	vpternlogq	$150, %zmm9, %zmm8, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm30
	vpsrlq	$32, %zmm30, %zmm1
	vpternlogq	$150, %zmm15, %zmm8, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 432(%rsp)
	vpsrlq	$32, %zmm0, %zmm8
	vmovdqu64	2528(%rsp), %zmm0
	vpternlogq	$150, %zmm13, %zmm0, %zmm8
	vmovdqu64	%zmm8, 32(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm8
	vpsrlq	$32, %zmm8, %zmm3
	vpternlogq	$150, 256(%rsp), %zmm0, %zmm3
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
	vpternlogq	$150, 912(%rsp), %zmm0, %zmm19
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm26, %zmm0
	vmovdqu64	%zmm0, 656(%rsp)
	vpsrlq	$32, %zmm0, %zmm5
	vmovdqu64	2592(%rsp), %zmm26
	vpternlogq	$150, %zmm26, %zmm7, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm7
	vpsrlq	$32, %zmm7, %zmm9
	vpternlogq	$150, 528(%rsp), %zmm26, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm27, %zmm0
	vmovdqu64	%zmm0, 528(%rsp)
	vpsrlq	$32, %zmm0, %zmm27
	vpternlogq	$150, %zmm26, %zmm6, %zmm27
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm10, %zmm6
	vpsrlq	$32, %zmm6, %zmm10
	vpternlogq	$150, 592(%rsp), %zmm26, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm0
	vmovdqu64	%zmm0, 592(%rsp)
	vpsrlq	$32, %zmm0, %zmm31
	vpternlogq	$150, %zmm26, %zmm20, %zmm31
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm20
	vpsrlq	$32, %zmm20, %zmm11
	vpternlogq	$150, 720(%rsp), %zmm26, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm24, %zmm24
	vpsrlq	$32, %zmm24, %zmm0
	vpternlogq	$150, %zmm26, %zmm30, %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm12, %zmm21
	vpsrlq	$32, %zmm21, %zmm12
	vpternlogq	$150, %zmm26, %zmm22, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm2
	vmovdqu64	%zmm2, 256(%rsp)
	vpsrlq	$32, %zmm2, %zmm26
	vmovdqu64	2656(%rsp), %zmm30
	vpternlogq	$150, %zmm30, %zmm8, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm8
	vpsrlq	$32, %zmm8, %zmm2
	vpternlogq	$150, 432(%rsp), %zmm30, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm18
	vpsrlq	$32, %zmm18, %zmm10
	vpternlogq	$150, %zmm30, %zmm28, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm9
	vpsrlq	$32, %zmm9, %zmm22
	vpternlogq	$150, %zmm30, %zmm23, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm5
	vmovdqu64	%zmm5, 976(%rsp)
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
	vmovdqu64	%zmm0, 432(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	2720(%rsp), %zmm27
	vpternlogq	$150, %zmm7, %zmm27, %zmm0
	vmovdqu64	32(%rsp), %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm30
	vpsrlq	$32, %zmm30, %zmm3
	vpternlogq	$150, 656(%rsp), %zmm27, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm1
	vmovdqu64	%zmm1, 720(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm6, %zmm27, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm13
	vpsrlq	$32, %zmm13, %zmm16
	vpternlogq	$150, 528(%rsp), %zmm27, %zmm16
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm6
	vmovdqu64	%zmm6, 528(%rsp)
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm20, %zmm27, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm20
	vpsrlq	$32, %zmm20, %zmm17
	vpternlogq	$150, 592(%rsp), %zmm27, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm7
	vmovdqu64	%zmm7, 592(%rsp)
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm21, %zmm27, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm19
	vpsrlq	$32, %zmm19, %zmm31
	vpternlogq	$150, %zmm24, %zmm27, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm3
	vmovdqu64	%zmm3, 32(%rsp)
	vpsrlq	$32, %zmm3, %zmm28
	vmovdqu64	2784(%rsp), %zmm3
	vpternlogq	$150, %zmm8, %zmm3, %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm8
	vpsrlq	$32, %zmm8, %zmm14
	vpternlogq	$150, 256(%rsp), %zmm3, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm0
	vmovdqu64	%zmm0, 912(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vpternlogq	$150, %zmm9, %zmm3, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm27
	vpsrlq	$32, %zmm27, %zmm16
	vpternlogq	$150, %zmm18, %zmm3, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm0
	vmovdqu64	%zmm0, 2976(%rsp)
	vpsrlq	$32, %zmm0, %zmm24
	vpternlogq	$150, %zmm5, %zmm3, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm9
	vpsrlq	$32, %zmm9, %zmm17
	vpternlogq	$150, 976(%rsp), %zmm3, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm0
	vmovdqu64	%zmm0, 2144(%rsp)
	vpsrlq	$32, %zmm0, %zmm31
	vpternlogq	$150, %zmm4, %zmm3, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm21
	vpsrlq	$32, %zmm21, %zmm18
	vpternlogq	$150, %zmm29, %zmm3, %zmm18
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm29
	vpsrlq	$32, %zmm29, %zmm0
	vmovdqu64	1504(%rsp), %zmm5
	vpternlogq	$150, %zmm5, %zmm30, %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm26, %zmm26
	vpsrlq	$32, %zmm26, %zmm2
	vpternlogq	$150, 432(%rsp), %zmm5, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm1
	vmovdqu64	%zmm1, 256(%rsp)
	vpsrlq	$32, %zmm1, %zmm3
	vpternlogq	$150, %zmm5, %zmm13, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm10, %zmm10
	vpsrlq	$32, %zmm10, %zmm4
	vpternlogq	$150, 720(%rsp), %zmm5, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm1
	vmovdqu64	%zmm1, 432(%rsp)
	vpsrlq	$32, %zmm1, %zmm23
	vpternlogq	$150, %zmm5, %zmm20, %zmm23
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm13
	vpsrlq	$32, %zmm13, %zmm30
	vpternlogq	$150, 528(%rsp), %zmm5, %zmm30
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm25, %zmm22
	vpsrlq	$32, %zmm22, %zmm11
	vpternlogq	$150, %zmm5, %zmm19, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm12, %zmm12
	vpsrlq	$32, %zmm12, %zmm19
	vpternlogq	$150, 592(%rsp), %zmm5, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 592(%rsp)
	vpsrlq	$32, %zmm1, %zmm5
	vmovdqu64	3232(%rsp), %zmm2
	vpternlogq	$150, %zmm2, %zmm8, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 656(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vpternlogq	$150, 32(%rsp), %zmm2, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm0
	vmovdqu64	%zmm0, 720(%rsp)
	vpsrlq	$32, %zmm0, %zmm6
	vpternlogq	$150, %zmm2, %zmm27, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm25
	vpsrlq	$32, %zmm25, %zmm20
	vpternlogq	$150, 912(%rsp), %zmm2, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm30
	vpsrlq	$32, %zmm30, %zmm4
	vpternlogq	$150, %zmm2, %zmm9, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm23
	vpsrlq	$32, %zmm23, %zmm3
	vpternlogq	$150, 2976(%rsp), %zmm2, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm0
	vmovdqu64	%zmm0, 976(%rsp)
	vpsrlq	$32, %zmm0, %zmm8
	vpternlogq	$150, %zmm2, %zmm21, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm19
	vpsrlq	$32, %zmm19, %zmm11
	vpternlogq	$150, 2144(%rsp), %zmm2, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm0
	vmovdqu64	%zmm0, 528(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vmovdqu64	3296(%rsp), %zmm0
	vpternlogq	$150, %zmm26, %zmm0, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm28, %zmm21
	vpsrlq	$32, %zmm21, %zmm28
	vpternlogq	$150, %zmm29, %zmm0, %zmm28
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm7
	vpternlogq	$150, %zmm10, %zmm0, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm14
	vpsrlq	$32, %zmm14, %zmm10
	vpternlogq	$150, 256(%rsp), %zmm0, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm17
	vpsrlq	$32, %zmm17, %zmm15
	vpternlogq	$150, %zmm13, %zmm0, %zmm15
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm24, %zmm26
	vpsrlq	$32, %zmm26, %zmm27
	vpternlogq	$150, 432(%rsp), %zmm0, %zmm27
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
	vmovdqu64	%zmm0, 32(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm6, %zmm0
	vpmovqd	%zmm0, %ymm6
	vpmovqd	%zmm5, %ymm12
	vinserti64x4	$1, %ymm12, %zmm6, %zmm1
	vmovdqu64	%zmm1, 256(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm20
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm4, %zmm4
	vpmovqd	%zmm4, %ymm3
	vpmovqd	%zmm20, %ymm12
	vinserti64x4	$1, %ymm12, %zmm3, %zmm1
	vmovdqu64	%zmm1, 432(%rsp)
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
	vpxorq	656(%rsp), %zmm1, %zmm12
	vpsrlq	$32, %zmm2, %zmm1
	vpxorq	592(%rsp), %zmm1, %zmm2
	vpsrlq	$32, %zmm10, %zmm1
	vpxorq	%zmm25, %zmm1, %zmm10
	vpsrlq	$32, %zmm3, %zmm1
	vpxorq	720(%rsp), %zmm1, %zmm3
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
	vpxorq	976(%rsp), %zmm19, %zmm19
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm12, %ymm12
	vinserti64x4	$1, %ymm12, %zmm2, %zmm2
	vpsrlq	$32, %zmm22, %zmm12
	vpxorq	%zmm21, %zmm12, %zmm12
	vpsrlq	$32, %zmm18, %zmm18
	vpxorq	528(%rsp), %zmm18, %zmm18
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
	vmovdqu64	1568(%rsp), %zmm13
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
	vmovdqu64	1632(%rsp), %zmm3
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
	vmovups	32(%rsp), %zmm1
	vmovups	%zmm1, -192(%rcx)
	vmovups	256(%rsp), %zmm1
	vmovups	%zmm1, -128(%rcx)
	vmovups	432(%rsp), %zmm1
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
	vmovupd	%zmm2, 720(%rsp)
	vmulpd	%zmm5, %zmm0, %zmm6
	vmovupd	%zmm6, 656(%rsp)
	vmulpd	%zmm5, %zmm1, %zmm1
	vmovupd	%zmm1, 32(%rsp)
	vmulpd	%zmm5, %zmm3, %zmm7
	vmovupd	%zmm7, 528(%rsp)
	vmulpd	%zmm5, %zmm4, %zmm3
	vmovupd	%zmm3, 256(%rsp)
	vmulpd	%zmm5, %zmm8, %zmm8
	vmovupd	%zmm8, 592(%rsp)
	vmulpd	%zmm5, %zmm13, %zmm4
	vmovupd	%zmm4, 432(%rsp)
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
	kmovw	%k1, 912(%rsp)
	vptestnmq	%zmm0, %zmm24, %k0
	vptestnmq	%zmm0, %zmm15, %k1
	kunpckbw	%k0, %k1, %k3
	vptestnmq	%zmm0, %zmm25, %k0
	vptestnmq	%zmm0, %zmm17, %k1
	kunpckbw	%k0, %k1, %k4
	vptestnmq	%zmm0, %zmm26, %k0
	vptestnmq	%zmm0, %zmm22, %k1
	kunpckbw	%k0, %k1, %k1
	kmovw	%k1, 976(%rsp)
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
	vmovupd	656(%rsp), %zmm7
	vsubpd	%zmm1, %zmm7, %zmm1
	vmovupd	720(%rsp), %zmm7
	vsubpd	%zmm0, %zmm7, %zmm0
	vmovupd	528(%rsp), %zmm7
	vsubpd	%zmm3, %zmm7, %zmm3
	vmovupd	32(%rsp), %zmm7
	vsubpd	%zmm2, %zmm7, %zmm9
	vmovupd	592(%rsp), %zmm2
	vsubpd	%zmm5, %zmm2, %zmm5
	vmovupd	256(%rsp), %zmm2
	vsubpd	%zmm4, %zmm2, %zmm4
	vsubpd	%zmm13, %zmm12, %zmm7
	vmovupd	432(%rsp), %zmm2
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
	kmovw	%k5, 2976(%rsp)
	vblendmps	%zmm2, %zmm10, %zmm21 {%k5}
	vblendmps	%zmm0, %zmm11, %zmm22 {%k6}
	vblendmps	%zmm1, %zmm13, %zmm23 {%k7}
	vmovaps	%zmm5, %zmm15 {%k2}
	kmovq	%k2, %k5
	vmovaps	%zmm6, %zmm17 {%k1}
	vmovaps	%zmm7, %zmm18 {%k6}
	vmovaps	%zmm8, %zmm19 {%k7}
	kmovw	912(%rsp), %k1
	vblendmps	%zmm20, %zmm15, %zmm5 {%k1}
	kmovq	%k3, %k2
	vblendmps	%zmm21, %zmm17, %zmm6 {%k3}
	kmovq	%k4, %k3
	vblendmps	%zmm22, %zmm18, %zmm7 {%k4}
	kmovw	976(%rsp), %k4
	vblendmps	%zmm23, %zmm19, %zmm8 {%k4}
	vmovaps	%zmm9, %zmm3 {%k5}
	kmovw	2976(%rsp), %k5
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
	vmovupd	%zmm1, 32(%rsp)
	vmulpd	%zmm8, %zmm7, %zmm2
	vmovupd	%zmm2, 256(%rsp)
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
	kmovw	%k1, 432(%rsp)
	vptestnmq	%zmm0, %zmm23, %k0
	vptestnmq	%zmm0, %zmm22, %k1
	kunpckbw	%k0, %k1, %k3
	vptestnmq	%zmm0, %zmm12, %k0
	vptestnmq	%zmm0, %zmm11, %k1
	kunpckbw	%k0, %k1, %k2
	vmovupd	%zmm1, 592(%rsp)
	vptestnmq	%zmm0, %zmm1, %k0
	vmovupd	%zmm2, 720(%rsp)
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
	vmovups	%zmm2, 528(%rsp)
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
	vmovups	%zmm2, 656(%rsp)
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
	vaddpd	592(%rsp), %zmm21, %zmm0
	vaddpd	720(%rsp), %zmm21, %zmm2
	vmovupd	256(%rsp), %zmm3
	vsubpd	%zmm2, %zmm3, %zmm2
	vmovupd	32(%rsp), %zmm3
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
	kmovw	432(%rsp), %k1
	vblendmps	528(%rsp), %zmm24, %zmm7 {%k1}
	vblendmps	656(%rsp), %zmm14, %zmm6 {%k3}
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
	cmpq	$0, -128(%rsp)
	vmovups	1248(%rsp), %zmm27
	vbroadcastss	.LCPI0_50(%rip), %zmm28
	vbroadcastss	.LCPI0_52(%rip), %zmm30
	vpbroadcastd	.LCPI0_53(%rip), %zmm31
	vpbroadcastd	.LCPI0_54(%rip), %zmm10
	vmovaps	-64(%rsp), %xmm8
	jne	.LBB0_19
	jmp	.LBB0_120
.LBB0_11:
	vmulss	-12(%rsp), %xmm3, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vpxor	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm8 {%k1} {z}
	cmpl	$0, -116(%rsp)
	vmovss	%xmm3, 1184(%rsp)
	jne	.LBB0_13
	.p2align	4
.LBB0_119:
	cmpq	$0, -128(%rsp)
	je	.LBB0_120
.LBB0_19:
	vmovups	4712(%rsp), %zmm0
	vmovups	4776(%rsp), %zmm2
	vmovups	4840(%rsp), %zmm3
	vmovups	4904(%rsp), %zmm4
	vmulps	%zmm0, %zmm0, %zmm1
	vmulps	%zmm2, %zmm2, %zmm0
	vmulps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm4, %zmm4, %zmm4
	leaq	5160(%rsp), %rcx
	movq	%r13, %rdx
	cmpq	$1, -128(%rsp)
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
	cmpl	$0, -116(%rsp)
	je	.LBB0_121
	vbroadcastss	%xmm8, %zmm0
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
	movq	-128(%rsp), %rdx
	.p2align	4
.LBB0_23:
	vmovups	4520(%rsp,%rcx), %zmm5
	vmovups	4584(%rsp,%rcx), %zmm6
	vmovups	4648(%rsp,%rcx), %zmm7
	vmovups	4712(%rsp,%rcx), %zmm8
	vaddps	%zmm5, %zmm5, %zmm9
	vmulps	%zmm1, %zmm9, %zmm9
	vsubps	37288(%rsp,%rcx), %zmm5, %zmm10
	vaddps	%zmm10, %zmm10, %zmm10
	vmulps	%zmm29, %zmm10, %zmm10
	vaddps	%zmm10, %zmm9, %zmm9
	vpbroadcastd	.LCPI0_54(%rip), %zmm10
	vmulps	%zmm9, %zmm27, %zmm9
	vsubps	%zmm9, %zmm5, %zmm5
	vmulps	70056(%rsp,%rcx), %zmm0, %zmm9
	vaddps	%zmm5, %zmm9, %zmm5
	vandps	%zmm30, %zmm5, %zmm9
	vpcmpgtd	%zmm31, %zmm9, %k1
	vmovdqa32	%zmm10, %zmm5 {%k1}
	vmovdqu64	%zmm5, 4520(%rsp,%rcx)
	vaddps	%zmm6, %zmm6, %zmm5
	vmulps	%zmm2, %zmm5, %zmm5
	vsubps	37352(%rsp,%rcx), %zmm6, %zmm9
	vaddps	%zmm9, %zmm9, %zmm9
	vmulps	%zmm29, %zmm9, %zmm9
	vaddps	%zmm9, %zmm5, %zmm5
	vmulps	%zmm5, %zmm27, %zmm5
	vsubps	%zmm5, %zmm6, %zmm5
	vmulps	70120(%rsp,%rcx), %zmm0, %zmm6
	vaddps	%zmm5, %zmm6, %zmm5
	vandps	%zmm30, %zmm5, %zmm6
	vpcmpgtd	%zmm31, %zmm6, %k1
	vmovdqa32	%zmm10, %zmm5 {%k1}
	vmovdqu64	%zmm5, 4584(%rsp,%rcx)
	vaddps	%zmm7, %zmm7, %zmm5
	vmulps	%zmm3, %zmm5, %zmm5
	vsubps	37416(%rsp,%rcx), %zmm7, %zmm6
	vaddps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm29, %zmm6, %zmm6
	vaddps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm5, %zmm27, %zmm5
	vsubps	%zmm5, %zmm7, %zmm5
	vmulps	70184(%rsp,%rcx), %zmm0, %zmm6
	vaddps	%zmm5, %zmm6, %zmm5
	vandps	%zmm30, %zmm5, %zmm6
	vpcmpgtd	%zmm31, %zmm6, %k1
	vmovdqa32	%zmm10, %zmm5 {%k1}
	vmovdqu64	%zmm5, 4648(%rsp,%rcx)
	vaddps	%zmm8, %zmm8, %zmm5
	vmulps	%zmm4, %zmm5, %zmm5
	vsubps	37480(%rsp,%rcx), %zmm8, %zmm6
	vaddps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm29, %zmm6, %zmm6
	vaddps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm5, %zmm27, %zmm5
	vsubps	%zmm5, %zmm8, %zmm5
	vmulps	70248(%rsp,%rcx), %zmm0, %zmm6
	vaddps	%zmm5, %zmm6, %zmm5
	vandps	%zmm30, %zmm5, %zmm6
	vpcmpgtd	%zmm31, %zmm6, %k1
	vmovdqa32	%zmm10, %zmm5 {%k1}
	vmovdqu64	%zmm5, 4712(%rsp,%rcx)
	addq	$256, %rcx
	decq	%rdx
	jne	.LBB0_23
	jmp	.LBB0_120
	.p2align	4
.LBB0_121:
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
	movq	-128(%rsp), %rdx
	.p2align	4
.LBB0_122:
	vmovups	4520(%rsp,%rcx), %zmm4
	vmovups	4584(%rsp,%rcx), %zmm5
	vmovups	4648(%rsp,%rcx), %zmm6
	vmovups	4712(%rsp,%rcx), %zmm7
	vaddps	%zmm4, %zmm4, %zmm8
	vmulps	%zmm0, %zmm8, %zmm8
	vsubps	37288(%rsp,%rcx), %zmm4, %zmm9
	vaddps	%zmm9, %zmm9, %zmm9
	vmulps	%zmm29, %zmm9, %zmm9
	vaddps	%zmm9, %zmm8, %zmm8
	vmulps	%zmm8, %zmm27, %zmm8
	vsubps	%zmm8, %zmm4, %zmm4
	vandps	%zmm30, %zmm4, %zmm8
	vpcmpgtd	%zmm31, %zmm8, %k1
	vmovdqa32	%zmm10, %zmm4 {%k1}
	vmovdqu64	%zmm4, 4520(%rsp,%rcx)
	vaddps	%zmm5, %zmm5, %zmm4
	vmulps	%zmm1, %zmm4, %zmm4
	vsubps	37352(%rsp,%rcx), %zmm5, %zmm8
	vaddps	%zmm8, %zmm8, %zmm8
	vmulps	%zmm29, %zmm8, %zmm8
	vaddps	%zmm8, %zmm4, %zmm4
	vmulps	%zmm4, %zmm27, %zmm4
	vsubps	%zmm4, %zmm5, %zmm4
	vandps	%zmm30, %zmm4, %zmm5
	vpcmpgtd	%zmm31, %zmm5, %k1
	vmovdqa32	%zmm10, %zmm4 {%k1}
	vmovdqu64	%zmm4, 4584(%rsp,%rcx)
	vaddps	%zmm6, %zmm6, %zmm4
	vmulps	%zmm2, %zmm4, %zmm4
	vsubps	37416(%rsp,%rcx), %zmm6, %zmm5
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm29, %zmm5, %zmm5
	vaddps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm4, %zmm27, %zmm4
	vsubps	%zmm4, %zmm6, %zmm4
	vandps	%zmm30, %zmm4, %zmm5
	vpcmpgtd	%zmm31, %zmm5, %k1
	vmovdqa32	%zmm10, %zmm4 {%k1}
	vmovdqu64	%zmm4, 4648(%rsp,%rcx)
	vaddps	%zmm7, %zmm7, %zmm4
	vmulps	%zmm3, %zmm4, %zmm4
	vsubps	37480(%rsp,%rcx), %zmm7, %zmm5
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm29, %zmm5, %zmm5
	vaddps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm4, %zmm27, %zmm4
	vsubps	%zmm4, %zmm7, %zmm4
	vandps	%zmm30, %zmm4, %zmm5
	vpcmpgtd	%zmm31, %zmm5, %k1
	vmovdqa32	%zmm10, %zmm4 {%k1}
	vmovdqu64	%zmm4, 4712(%rsp,%rcx)
	addq	$256, %rcx
	decq	%rdx
	jne	.LBB0_122
	jmp	.LBB0_120
	.p2align	4
.LBB0_116:
	cmpq	$0, -128(%rsp)
	sete	%al
	testq	%r12, %r12
	sete	%cl
	orb	%al, %cl
	jne	.LBB0_136
	movq	-80(%rsp), %r11
	imulq	-128(%rsp), %r11
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
	movq	-128(%rsp), %r14
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
	addq	$4712, %rbp
	vmovd	(%rbp,%rax,4), %xmm0
	imulq	%r14, %r13
	movq	-104(%rsp), %rax
	leaq	(%rax,%r13,4), %rax
	vmovd	%xmm0, (%rax,%rdx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r11
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
	addq	$4712, %rdx
	vmovss	(%rdx,%rax,4), %xmm0
	movq	-104(%rsp), %rax
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
	movq	-128(%rsp), %r11
	orq	%r11, %rax
	shrq	$32, %rax
	jne	.LBB0_134
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r11d
	jmp	.LBB0_135
.LBB0_24:
	movq	16(%rdi), %r9
	cmpq	$4097, %rax
	vmovdqa64	%xmm31, 416(%rsp)
	movq	%r9, -64(%rsp)
	jae	.LBB0_25
	movq	%r11, %r14
	subq	%r12, %r14
	jbe	.LBB0_85
	cmpq	$0, 16(%rsp)
	je	.LBB0_139
	movl	$3449720151, %edx
	movq	-128(%rsp), %r8
	movl	%r8d, %ebp
	andl	$8188, %ebp
	movq	%r8, %r15
	shrq	$2, %r15
	movq	-112(%rsp), %rcx
	movq	%rcx, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %rsi
	movq	%rsi, 520(%rsp)
	leaq	842468239(%rax), %rbx
	leaq	1684936478(%rax), %rsi
	movq	%rsi, 1504(%rsp)
	leaq	534103459(%rax), %rsi
	movq	%rsi, 1696(%rsp)
	leal	-1767562579(%rax), %esi
	movl	%esi, 2400(%rsp)
	leaq	-305585874(%rax,%rdx), %rsi
	movq	%rsi, 872(%rsp)
	leaq	536882365(%rax,%rdx), %rsi
	leaq	-613950654(%rax,%rdx), %rdi
	movq	%rdi, 1632(%rsp)
	addq	%rdx, %rax
	addq	$228517585, %rax
	movq	%rax, 1568(%rsp)
	movq	%r12, %rax
	imulq	%r8, %rax
	movq	%rax, 32(%rsp)
	movq	%r8, %rax
	shlq	$4, %rax
	movq	%rax, 504(%rsp)
	leaq	4(,%r12,4), %rax
	imulq	%r8, %rax
	movq	%rax, 496(%rsp)
	leaq	-1(%rbp), %r10
	movq	%r10, %rdi
	shrq	%rdi
	incq	%rdi
	shrq	$2, %r10
	movl	%r15d, %r11d
	andl	$2016, %r11d
	vpbroadcastq	%rcx, %zmm6
	leaq	(%rcx,%rdx), %rax
	addq	$-795284382, %rax
	movq	%rax, 864(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4640(%rsp)
	leaq	1013904242(%rcx), %rax
	movq	%rax, -24(%rsp)
	vpbroadcastq	%rax, %zmm1
	movq	520(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4576(%rsp)
	leaq	218619860(%rcx,%rdx), %rdx
	movq	%rdx, 2720(%rsp)
	vpbroadcastq	%rdx, %zmm14
	vpbroadcastq	%rbx, %zmm0
	vmovdqu64	%zmm0, 2016(%rsp)
	leaq	2027808484(%rcx), %rdx
	movq	%rdx, 2656(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 1952(%rsp)
	movq	%rsi, 3296(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 1888(%rsp)
	leaq	387276957(%rcx), %rdx
	movq	%rdx, 2592(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 1824(%rsp)
	movq	1632(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 1760(%rsp)
	movl	$3449720151, %eax
	leaq	-408007425(%rcx,%rax), %rdx
	movq	%rdx, 2528(%rsp)
	vpbroadcastq	%rdx, %zmm15
	movq	1504(%rsp), %rax
	vpbroadcastq	%rax, %zmm16
	leaq	1401181199(%rcx), %rdx
	movq	%rdx, 2464(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 2272(%rsp)
	movq	1696(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3744(%rsp)
	movl	$3449720151, %eax
	leaq	605896817(%rcx,%rax), %rsi
	movq	%rsi, -32(%rsp)
	vpbroadcastq	%rsi, %zmm17
	movq	1568(%rsp), %rax
	vpbroadcastq	%rax, %zmm18
	leal	-1879881855(%rcx), %eax
	movl	2400(%rsp), %ecx
	movl	%eax, -72(%rsp)
	vpbroadcastd	%eax, %ymm25
	vpbroadcastd	%ecx, %ymm26
	movq	%r15, 1120(%rsp)
	andl	$2040, %r15d
	vpbroadcastq	%r11, %zmm0
	vporq	.LCPI0_0(%rip), %zmm0, %zmm0
	vmovdqu64	%zmm0, 3936(%rsp)
	movq	%rdi, %rax
	andq	$-64, %rax
	movq	%rax, 224(%rsp)
	movq	%rdi, -80(%rsp)
	andq	$-8, %rdi
	movq	%rdi, 400(%rsp)
	movl	%r8d, %eax
	andl	$8128, %eax
	movq	%rax, 2208(%rsp)
	movl	%r8d, %eax
	andl	$8184, %eax
	movq	%rax, 3616(%rsp)
	movl	%r8d, %eax
	andl	$7, %eax
	movq	%rax, 352(%rsp)
	movq	%r10, 360(%rsp)
	leaq	1(%r10), %rsi
	movq	%rsi, 856(%rsp)
	andq	$-2, %rsi
	movq	%rsi, 848(%rsp)
	movl	%r8d, %eax
	andl	$8176, %eax
	movq	%rax, 24(%rsp)
	movl	%r8d, %eax
	andl	$8188, %eax
	movq	%rax, 384(%rsp)
	leal	(,%r8,4), %eax
	movl	%eax, %esi
	andl	$32256, %esi
	movq	%r15, 208(%rsp)
	movq	%r11, 248(%rsp)
	subq	%r11, %r15
	movq	%r15, 392(%rsp)
	leaq	(%r9,%r8,4), %rdi
	movq	%rsi, 216(%rsp)
	addq	%rsi, %rdi
	movq	%rdi, 840(%rsp)
	movq	%r12, %rsi
	imulq	%r13, %rsi
	movq	%rsi, 192(%rsp)
	movl	%eax, %esi
	andl	$32512, %esi
	movq	%rsi, 160(%rsp)
	andl	$32704, %eax
	movq	%rax, 4000(%rsp)
	movq	32(%rsp), %rdx
	leaq	(,%rdx,4), %rax
	movq	%rax, 808(%rsp)
	movq	-104(%rsp), %rax
	leaq	(%rax,%rdx,4), %rsi
	leaq	192(%rax,%rdx,4), %rdi
	movq	%rdi, 3488(%rsp)
	movq	-40(%rsp), %rdi
	leaq	(%rdi,%rdx,4), %r10
	movq	%r10, 120(%rsp)
	leaq	192(%rdi,%rdx,4), %rdi
	movq	%rdi, 512(%rsp)
	movq	504(%rsp), %rdi
	leaq	(%r8,%r8), %r10
	movq	%r10, 168(%rsp)
	leaq	1(%rbp), %rdx
	movq	%rdx, 136(%rsp)
	leaq	2(%rbp), %rdx
	movq	%rdx, 880(%rsp)
	leaq	(%r9,%r8,4), %rdx
	movq	%rdx, -88(%rsp)
	leaq	(,%r8,4), %rdx
	movq	%rdx, 1376(%rsp)
	leaq	(,%r8,8), %rdx
	movq	%rdx, 1312(%rsp)
	movq	496(%rsp), %rdx
	leaq	(%rax,%rdx), %rax
	movq	%rax, 792(%rsp)
	leaq	384(%r9,%r8,4), %rax
	movq	%rax, 832(%rsp)
	leaq	(,%r13,4), %rax
	movq	%rax, 784(%rsp)
	leaq	192(%r9), %rax
	movq	%rax, 344(%rsp)
	leaq	16(%r9), %rax
	movq	%rax, 184(%rsp)
	xorl	%edx, %edx
	movq	%rsi, 800(%rsp)
	movq	%rsi, 3040(%rsp)
	vpbroadcastq	.LCPI0_1(%rip), %zmm30
	vpbroadcastq	.LCPI0_4(%rip), %zmm28
	vpbroadcastq	.LCPI0_5(%rip), %zmm29
	vbroadcastss	%xmm31, %zmm19
	vmovdqa64	%zmm1, %zmm31
	movq	104(%rsp), %rsi
	vmovdqu64	%zmm6, 3680(%rsp)
	vmovdqu64	%zmm1, 1184(%rsp)
	movq	%rbp, 1056(%rsp)
	movq	%rbx, 2784(%rsp)
	vmovdqu64	%zmm14, 2080(%rsp)
	vmovdqu64	%zmm15, 2912(%rsp)
	vmovdqu64	%zmm16, 3168(%rsp)
	vmovdqu64	%zmm17, 4192(%rsp)
	vmovdqu64	%zmm18, 4128(%rsp)
	vmovdqu64	%ymm25, 3424(%rsp)
	vmovdqu64	%ymm26, 3360(%rsp)
	vmovups	%zmm19, 4256(%rsp)
	jmp	.LBB0_142
	.p2align	4
.LBB0_214:
	addq	$4, %r12
	movq	824(%rsp), %r14
	addq	$-4, %r14
	movq	816(%rsp), %rdx
	incq	%rdx
	movq	784(%rsp), %rax
	addq	%rax, 192(%rsp)
	movq	504(%rsp), %rdi
	addq	%rdi, 3488(%rsp)
	addq	%rdi, 3040(%rsp)
	addq	%rdi, 120(%rsp)
	addq	%rdi, 512(%rsp)
	movq	104(%rsp), %rsi
	cmpq	%rsi, %r12
	movq	-64(%rsp), %r9
	jae	.LBB0_85
.LBB0_142:
	movq	%r12, 152(%rsp)
	subq	%r12, %rsi
	cmpq	$4, %rsi
	movl	$4, %r8d
	cmovbq	%rsi, %r8
	decq	%r8
	cmpq	$4, %rsi
	movq	%r8, %r10
	movl	$3, %eax
	cmovaeq	%rax, %r10
	movq	%r10, 8(%rsp)
	cmpq	$1, %r14
	movq	%r14, 824(%rsp)
	movq	%r14, %r12
	adcq	$0, %r12
	cmpq	$4, %r12
	movl	$4, %eax
	cmovaeq	%rax, %r12
	movl	%r12d, %eax
	movq	%r9, %r11
	leaq	-4(,%rax,8), %r10
	movq	-128(%rsp), %rbp
	imulq	%rbp, %r10
	addq	%r9, %r10
	movq	%rdi, %rax
	movq	%rdx, 816(%rsp)
	imulq	%rdx, %rax
	movq	800(%rsp), %rdi
	leaq	(%rdi,%rax), %rdx
	movq	%rdx, 32(%rsp)
	movq	792(%rsp), %rdx
	leaq	(%rdx,%rax), %rbx
	leaq	-1(%r12), %r14
	imulq	1376(%rsp), %r14
	addq	%r14, %rbx
	movq	808(%rsp), %rdi
	leaq	(%rdi,%rax), %rbp
	movq	-104(%rsp), %r9
	leaq	(%r9,%rbp), %rdx
	movq	%rdx, 256(%rsp)
	addq	496(%rsp), %rax
	addq	%rax, %r9
	addq	%r14, %r9
	movq	-40(%rsp), %r15
	addq	%r15, %rbp
	addq	%r15, %rax
	addq	%r14, %rax
	movq	1312(%rsp), %r15
	movq	%r12, 1440(%rsp)
	imulq	%r12, %r15
	addq	%r11, %r15
	cmpq	$2, %rsi
	movq	%r8, %rdi
	movl	$1, %edx
	cmovaeq	%rdx, %rdi
	movq	%rdi, %r14
	movq	168(%rsp), %rdx
	imulq	%rdx, %r14
	cmpq	$3, %rsi
	movl	$2, %esi
	cmovaeq	%rsi, %r8
	movq	%r8, %rsi
	imulq	%rdx, %rsi
	movq	8(%rsp), %r12
	imulq	%rdx, %r12
	cmpq	%rbx, %r11
	setb	%bl
	cmpq	%r10, 32(%rsp)
	setb	%dl
	andb	%bl, %dl
	movb	%dl, 368(%rsp)
	movq	256(%rsp), %rdx
	cmpq	%rax, %rdx
	setb	%r10b
	cmpq	%r9, %rbp
	setb	%r11b
	andb	%r10b, %r11b
	cmpq	%r15, %rdx
	movq	%rdx, %r15
	setb	%r10b
	cmpq	%r9, -88(%rsp)
	setb	%dl
	andb	%r10b, %dl
	orb	%r11b, %dl
	movb	%dl, 144(%rsp)
	cmpq	%rax, %r15
	setb	%al
	cmpq	%r9, %rbp
	movq	-64(%rsp), %r9
	leaq	(%r9,%r14,4), %rdx
	movq	%rdx, 200(%rsp)
	movq	-128(%rsp), %r14
	leaq	(%r9,%rsi,4), %rdx
	movq	%rdx, 112(%rsp)
	leaq	(%r9,%r12,4), %rdx
	movq	%rdx, 3872(%rsp)
	movq	152(%rsp), %r12
	setb	%dl
	andb	%al, %dl
	movb	%dl, 4064(%rsp)
	movq	8(%rsp), %rdx
	movq	1312(%rsp), %rsi
	imulq	%rsi, %rdx
	movq	184(%rsp), %rax
	addq	%rax, %rdx
	movq	%rdx, 8(%rsp)
	imulq	%rsi, %r8
	addq	%rax, %r8
	movq	%r8, 336(%rsp)
	imulq	%rsi, %rdi
	addq	%rax, %rdi
	movq	%rdi, 328(%rsp)
	movq	$0, 128(%rsp)
	vmovss	-8(%rsp), %xmm3
	jmp	.LBB0_143
	.p2align	4
.LBB0_213:
	vmovss	4384(%rsp), %xmm3
	vmulss	(%rsp), %xmm3, %xmm3
	movq	128(%rsp), %rdx
	incq	%rdx
	movq	%rdx, 128(%rsp)
	cmpq	16(%rsp), %rdx
	vmovdqa64	%zmm13, %zmm6
	je	.LBB0_214
.LBB0_143:
	vmovss	4(%rsp), %xmm0
	cmpl	$0, -4(%rsp)
	jne	.LBB0_144
	vmovaps	%xmm0, 4320(%rsp)
	vmovss	%xmm3, 4384(%rsp)
	cmpl	$0, -116(%rsp)
	je	.LBB0_146
.LBB0_149:
	movq	376(%rsp), %rax
	movq	128(%rsp), %rdx
	leaq	(%rdx,%rax), %r9
	movq	%r9, %rcx
	shrq	$32, %rcx
	movl	$3449720151, %edx
	imulq	%rdx, %rcx
	movq	%rcx, %rax
	shrq	$32, %rax
	xorl	-112(%rsp), %r9d
	xorl	%eax, %r9d
	leaq	78811644(%rdx), %r11
	imulq	%r11, %r9
	movq	%r9, %rax
	shrq	$32, %rax
	xorq	872(%rsp), %rax
	vpbroadcastq	%rcx, %zmm0
	vpxorq	4640(%rsp), %zmm0, %zmm19
	movq	%rax, -96(%rsp)
	vpbroadcastq	%rax, %zmm22
	vpbroadcastq	%r9, %zmm0
	vpxorq	4576(%rsp), %zmm0, %zmm21
	xorq	864(%rsp), %rcx
	movq	%rcx, 3232(%rsp)
	movl	%ecx, %eax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4448(%rsp)
	xorq	520(%rsp), %r9
	movl	%r9d, %eax
	vpbroadcastq	%rax, %zmm23
	movq	-88(%rsp), %rcx
	movq	192(%rsp), %rax
	movq	%rax, 232(%rsp)
	movq	840(%rsp), %rax
	movq	%rax, 240(%rsp)
	movq	832(%rsp), %r15
	xorl	%edx, %edx
	movq	%r11, 32(%rsp)
	movq	%r9, 2848(%rsp)
	vmovdqu64	%zmm19, 4512(%rsp)
	vmovdqu64	%zmm22, 2144(%rsp)
	vmovdqu64	%zmm21, 3104(%rsp)
	vmovdqu64	%zmm23, 3552(%rsp)
	jmp	.LBB0_150
	.p2align	4
.LBB0_167:
	movq	3808(%rsp), %rdx
	incq	%rdx
	movq	1312(%rsp), %rax
	addq	%rax, %r15
	addq	%rax, 240(%rsp)
	addq	%r13, 232(%rsp)
	addq	%rax, %rcx
	cmpq	1440(%rsp), %rdx
	movq	152(%rsp), %r12
	movq	32(%rsp), %r11
	je	.LBB0_146
.LBB0_150:
	movq	%rcx, 2336(%rsp)
	leaq	(%rdx,%r12), %rsi
	movq	%rdx, 3808(%rsp)
	movq	%rdx, %rax
	imulq	168(%rsp), %rax
	movq	-88(%rsp), %rcx
	leaq	(%rcx,%rax,4), %rax
	movq	%rax, 1248(%rsp)
	imulq	%r13, %rsi
	movq	%rsi, 408(%rsp)
	vpbroadcastq	%rsi, %zmm1
	vpaddq	%zmm30, %zmm1, %zmm0
	vmovdqa64	%zmm1, %zmm30
	vmovdqu64	%zmm0, 256(%rsp)
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 432(%rsp)
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 528(%rsp)
	xorl	%ebp, %ebp
	vmovdqa64	.LCPI0_0(%rip), %zmm15
	vmovdqu64	3168(%rsp), %zmm11
	vmovdqu64	2272(%rsp), %zmm5
	vmovdqa64	%zmm6, %zmm27
	vmovdqu64	3744(%rsp), %zmm13
	vmovdqu64	4192(%rsp), %zmm24
	vmovdqu64	4128(%rsp), %zmm10
	movq	216(%rsp), %rax
	vmovdqa64	%zmm19, %zmm7
	vmovdqa64	%zmm21, %zmm12
	vmovdqa64	%zmm31, %zmm14
	.p2align	4
.LBB0_151:
	vpaddq	%zmm30, %zmm15, %zmm0
	vpaddq	256(%rsp), %zmm15, %zmm1
	vpaddq	432(%rsp), %zmm15, %zmm2
	vpaddq	528(%rsp), %zmm15, %zmm3
	vpmuludq	%zmm28, %zmm0, %zmm4
	vpmuludq	%zmm28, %zmm1, %zmm6
	vpmuludq	%zmm28, %zmm2, %zmm8
	vpmuludq	%zmm28, %zmm3, %zmm16
	vpternlogq	$150, %zmm27, %zmm4, %zmm0
	vpternlogq	$150, %zmm27, %zmm6, %zmm1
	vpternlogq	$150, %zmm27, %zmm8, %zmm2
	vpternlogq	$150, %zmm27, %zmm16, %zmm3
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm29, %zmm0, %zmm0
	vpmuludq	%zmm29, %zmm1, %zmm1
	vpmuludq	%zmm29, %zmm2, %zmm17
	vpmuludq	%zmm29, %zmm3, %zmm3
	vpsrlq	$32, %zmm0, %zmm2
	vpsrlq	$32, %zmm1, %zmm18
	vpsrlq	$32, %zmm17, %zmm19
	vpsrlq	$32, %zmm3, %zmm20
	vpxorq	%zmm7, %zmm2, %zmm2
	vpxorq	%zmm7, %zmm18, %zmm18
	vpxorq	%zmm7, %zmm19, %zmm19
	vpxorq	%zmm4, %zmm22, %zmm21
	vpxorq	%zmm6, %zmm22, %zmm6
	vpxorq	%zmm8, %zmm22, %zmm8
	vpxorq	%zmm7, %zmm20, %zmm20
	vpxorq	%zmm16, %zmm22, %zmm16
	vpmuludq	%zmm28, %zmm2, %zmm22
	vpmuludq	%zmm28, %zmm18, %zmm18
	vpmuludq	%zmm28, %zmm19, %zmm4
	vpmuludq	%zmm28, %zmm20, %zmm2
	vpsrlq	$32, %zmm22, %zmm19
	vpsrlq	$32, %zmm18, %zmm20
	vpmuludq	%zmm29, %zmm21, %zmm21
	vpmuludq	%zmm29, %zmm6, %zmm25
	vpmuludq	%zmm29, %zmm8, %zmm8
	vpmuludq	%zmm29, %zmm16, %zmm16
	vpsrlq	$32, %zmm4, %zmm6
	vpsrlq	$32, %zmm21, %zmm26
	vpsrlq	$32, %zmm25, %zmm28
	vpternlogq	$150, %zmm14, %zmm0, %zmm26
	vpsrlq	$32, %zmm8, %zmm0
	vpternlogq	$150, %zmm14, %zmm1, %zmm28
	vpsrlq	$32, %zmm2, %zmm1
	vpternlogq	$150, %zmm14, %zmm17, %zmm0
	vpsrlq	$32, %zmm16, %zmm17
	vpternlogq	$150, %zmm14, %zmm3, %zmm17
	vpxorq	%zmm12, %zmm19, %zmm19
	vpxorq	%zmm12, %zmm20, %zmm20
	vmovdqa64	%zmm30, %zmm29
	vpxorq	%zmm12, %zmm6, %zmm30
	vpxorq	%zmm12, %zmm1, %zmm31
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm26, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm28, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm0, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm26
	vpsrlq	$32, %zmm17, %zmm28
	vmovdqu64	2080(%rsp), %zmm23
	vpternlogq	$150, %zmm21, %zmm23, %zmm28
	vpsrlq	$32, %zmm19, %zmm21
	vpternlogq	$150, %zmm25, %zmm23, %zmm21
	vpsrlq	$32, %zmm20, %zmm25
	vpternlogq	$150, %zmm8, %zmm23, %zmm25
	vpsrlq	$32, %zmm26, %zmm30
	vpternlogq	$150, %zmm16, %zmm23, %zmm30
	vpsrlq	$32, %zmm6, %zmm16
	vmovdqu64	2016(%rsp), %zmm8
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
	vmovdqu64	1952(%rsp), %zmm23
	vpternlogq	$150, %zmm23, %zmm17, %zmm28
	vpsrlq	$32, %zmm22, %zmm30
	vpternlogq	$150, %zmm23, %zmm19, %zmm30
	vpsrlq	$32, %zmm18, %zmm19
	vpternlogq	$150, %zmm23, %zmm20, %zmm19
	vpsrlq	$32, %zmm25, %zmm20
	vpternlogq	$150, %zmm23, %zmm26, %zmm20
	vpsrlq	$32, %zmm8, %zmm26
	vmovdqu64	1888(%rsp), %zmm9
	vpternlogq	$150, %zmm6, %zmm9, %zmm26
	vpsrlq	$32, %zmm4, %zmm31
	vpternlogq	$150, %zmm3, %zmm9, %zmm31
	vpsrlq	$32, %zmm2, %zmm3
	vpternlogq	$150, %zmm1, %zmm9, %zmm3
	vpsrlq	$32, %zmm16, %zmm23
	vpternlogq	$150, %zmm0, %zmm9, %zmm23
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm28, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm30, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm23
	vpsrlq	$32, %zmm20, %zmm3
	vmovdqu64	1824(%rsp), %zmm9
	vpternlogq	$150, %zmm21, %zmm9, %zmm3
	vpsrlq	$32, %zmm26, %zmm19
	vpternlogq	$150, %zmm22, %zmm9, %zmm19
	vpsrlq	$32, %zmm28, %zmm21
	vpternlogq	$150, %zmm18, %zmm9, %zmm21
	vpsrlq	$32, %zmm23, %zmm22
	vpternlogq	$150, %zmm25, %zmm9, %zmm22
	vpsrlq	$32, %zmm17, %zmm25
	vmovdqu64	1760(%rsp), %zmm9
	vpternlogq	$150, %zmm9, %zmm8, %zmm25
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm9, %zmm4, %zmm8
	vpsrlq	$32, %zmm1, %zmm30
	vpternlogq	$150, %zmm9, %zmm2, %zmm30
	vpsrlq	$32, %zmm0, %zmm2
	vpternlogq	$150, %zmm9, %zmm16, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm18
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm21
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm30
	vpsrlq	$32, %zmm21, %zmm2
	vmovdqu64	2912(%rsp), %zmm9
	vpternlogq	$150, %zmm9, %zmm20, %zmm2
	vpsrlq	$32, %zmm22, %zmm8
	vpternlogq	$150, %zmm9, %zmm26, %zmm8
	vpsrlq	$32, %zmm25, %zmm20
	vpternlogq	$150, %zmm9, %zmm28, %zmm20
	vpsrlq	$32, %zmm30, %zmm26
	vpternlogq	$150, %zmm9, %zmm23, %zmm26
	vpsrlq	$32, %zmm18, %zmm23
	vpternlogq	$150, %zmm17, %zmm11, %zmm23
	vpsrlq	$32, %zmm4, %zmm28
	vpternlogq	$150, %zmm6, %zmm11, %zmm28
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm1, %zmm11, %zmm6
	vpsrlq	$32, %zmm19, %zmm1
	vpternlogq	$150, %zmm0, %zmm11, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm16
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm26, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm28
	vpsrlq	$32, %zmm20, %zmm0
	vpternlogq	$150, %zmm21, %zmm5, %zmm0
	vpsrlq	$32, %zmm23, %zmm1
	vpternlogq	$150, %zmm22, %zmm5, %zmm1
	vpsrlq	$32, %zmm26, %zmm21
	vpternlogq	$150, %zmm25, %zmm5, %zmm21
	vpsrlq	$32, %zmm28, %zmm22
	vpternlogq	$150, %zmm30, %zmm5, %zmm22
	vpsrlq	$32, %zmm17, %zmm25
	vpternlogq	$150, %zmm13, %zmm18, %zmm25
	vpsrlq	$32, %zmm16, %zmm18
	vpternlogq	$150, %zmm13, %zmm4, %zmm18
	vpsrlq	$32, %zmm8, %zmm30
	vpternlogq	$150, %zmm13, %zmm3, %zmm30
	vpsrlq	$32, %zmm2, %zmm31
	vpternlogq	$150, %zmm13, %zmm19, %zmm31
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm0, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm19
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm22
	vmovdqa64	%zmm29, %zmm30
	vpbroadcastq	.LCPI0_5(%rip), %zmm29
	vpmuludq	%zmm29, %zmm31, %zmm18
	vmovdqa64	.LCPI0_6(%rip), %zmm31
	vpsrlq	$32, %zmm19, %zmm25
	vpternlogq	$150, %zmm24, %zmm20, %zmm25
	vpsrlq	$32, %zmm21, %zmm20
	vpternlogq	$150, %zmm24, %zmm23, %zmm20
	vpsrlq	$32, %zmm22, %zmm23
	vpternlogq	$150, %zmm24, %zmm26, %zmm23
	vpsrlq	$32, %zmm18, %zmm1
	vpternlogq	$150, %zmm24, %zmm28, %zmm1
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
	vpmuludq	%zmm29, %zmm26, %zmm20
	vpmuludq	%zmm29, %zmm17, %zmm23
	vpmuludq	%zmm29, %zmm28, %zmm17
	vpbroadcastq	.LCPI0_4(%rip), %zmm28
	vpsrlq	$32, %zmm20, %zmm26
	vpxorq	%zmm19, %zmm26, %zmm19
	vpsrlq	$32, %zmm23, %zmm26
	vpxorq	%zmm21, %zmm26, %zmm21
	vpsrlq	$32, %zmm17, %zmm26
	vpxorq	%zmm22, %zmm26, %zmm22
	vpsrlq	$32, %zmm25, %zmm26
	vpmuludq	%zmm29, %zmm8, %zmm8
	vpxorq	%zmm6, %zmm26, %zmm26
	vpsrlq	$32, %zmm8, %zmm6
	vpxorq	%zmm18, %zmm6, %zmm6
	vpsrlq	$32, %zmm16, %zmm18
	vpxorq	%zmm4, %zmm18, %zmm4
	vpsrlq	$32, %zmm2, %zmm18
	vpxorq	%zmm3, %zmm18, %zmm3
	vpmovqd	%zmm25, %ymm18
	vpmovqd	%zmm26, %ymm25
	vmovdqu64	3360(%rsp), %ymm26
	vpxord	%ymm25, %ymm26, %ymm25
	vinserti64x4	$1, %ymm18, %zmm25, %zmm18
	vmovdqu64	3424(%rsp), %ymm25
	vpmovqd	%zmm20, %ymm20
	vpmovqd	%zmm19, %ymm19
	vpxord	%ymm19, %ymm25, %ymm19
	vinserti64x4	$1, %ymm20, %zmm19, %zmm19
	vmovdqa64	%zmm19, %zmm20
	vpermt2d	%zmm18, %zmm31, %zmm20
	vmovdqa64	.LCPI0_7(%rip), %zmm9
	vpermt2d	%zmm18, %zmm9, %zmm19
	vmovdqu64	%zmm19, -320(%r15,%rbp)
	vmovdqu64	%zmm20, -384(%r15,%rbp)
	vpmovqd	%zmm23, %ymm18
	vpmovqd	%zmm21, %ymm19
	vpxord	%ymm19, %ymm25, %ymm19
	vinserti64x4	$1, %ymm18, %zmm19, %zmm18
	vpmovqd	%zmm16, %ymm16
	vpmovqd	%zmm4, %ymm4
	vpxord	%ymm4, %ymm26, %ymm4
	vinserti64x4	$1, %ymm16, %zmm4, %zmm4
	vmovdqa64	%zmm18, %zmm16
	vpermt2d	%zmm4, %zmm31, %zmm16
	vpermt2d	%zmm4, %zmm9, %zmm18
	vmovdqu64	%zmm18, -192(%r15,%rbp)
	vpmovqd	%zmm17, %ymm4
	vpmovqd	%zmm22, %ymm17
	vmovdqu64	2144(%rsp), %zmm22
	vpxord	%ymm17, %ymm25, %ymm17
	vinserti64x4	$1, %ymm4, %zmm17, %zmm4
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm3, %ymm3
	vpxord	%ymm3, %ymm26, %ymm3
	vinserti64x4	$1, %ymm2, %zmm3, %zmm2
	vmovdqa64	%zmm4, %zmm3
	vpermt2d	%zmm2, %zmm31, %zmm3
	vpermt2d	%zmm2, %zmm9, %zmm4
	vmovdqu64	%zmm16, -256(%r15,%rbp)
	vmovdqu64	%zmm4, -64(%r15,%rbp)
	vpmuludq	%zmm28, %zmm1, %zmm1
	vmovdqu64	%zmm3, -128(%r15,%rbp)
	vpsrlq	$32, %zmm1, %zmm2
	vpxorq	%zmm0, %zmm2, %zmm0
	vpmovqd	%zmm8, %ymm2
	vpmovqd	%zmm6, %ymm3
	vpxord	%ymm3, %ymm25, %ymm3
	vinserti64x4	$1, %ymm2, %zmm3, %zmm2
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm0, %ymm0
	vpxord	%ymm0, %ymm26, %ymm0
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vmovdqa64	%zmm2, %zmm1
	vpermt2d	%zmm0, %zmm9, %zmm2
	vmovdqu64	%zmm2, 64(%r15,%rbp)
	vpermt2d	%zmm0, %zmm31, %zmm1
	vmovdqu64	%zmm1, (%r15,%rbp)
	vpaddq	.LCPI0_8(%rip){1to8}, %zmm15, %zmm15
	addq	$512, %rbp
	cmpq	%rbp, %rax
	jne	.LBB0_151
	movq	248(%rsp), %rax
	cmpq	%rax, 1120(%rsp)
	movq	-112(%rsp), %r10
	movl	$3449720151, %r9d
	movq	-24(%rsp), %rcx
	movq	-32(%rsp), %rsi
	movl	-72(%rsp), %r13d
	vpbroadcastq	.LCPI0_1(%rip), %zmm9
	movq	-96(%rsp), %rdx
	je	.LBB0_159
	movq	248(%rsp), %r12
	testb	$96, -128(%rsp)
	je	.LBB0_157
	vmovdqa64	%zmm14, %zmm24
	vmovdqa64	%zmm27, %zmm1
	movq	240(%rsp), %rdi
	movq	392(%rsp), %r8
	vmovdqu64	3936(%rsp), %zmm0
	vmovdqu64	2080(%rsp), %zmm10
	vmovdqu64	2016(%rsp), %zmm19
	vmovdqu64	1952(%rsp), %zmm12
	vmovdqu64	1888(%rsp), %zmm7
	vmovdqu64	1824(%rsp), %zmm13
	vmovdqu64	1760(%rsp), %zmm14
	vmovdqu64	2912(%rsp), %zmm15
	vmovdqu64	3168(%rsp), %zmm11
	vmovdqu64	2272(%rsp), %zmm5
	vmovdqu64	3744(%rsp), %zmm16
	vmovdqu64	4192(%rsp), %zmm17
	vmovdqu64	4128(%rsp), %zmm18
	vmovdqa64	.LCPI0_7(%rip), %zmm27
	vmovdqu64	4448(%rsp), %zmm21
	vmovdqu64	3552(%rsp), %zmm23
	vmovdqa64	%zmm1, %zmm20
	.p2align	4
.LBB0_155:
	vpaddq	%zmm30, %zmm0, %zmm1
	vpmuludq	%zmm28, %zmm1, %zmm2
	vpternlogq	$150, %zmm20, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpmuludq	%zmm29, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm3
	vpxorq	%zmm3, %zmm21, %zmm3
	vpxorq	%zmm2, %zmm22, %zmm2
	vpmuludq	%zmm28, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpmuludq	%zmm29, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm6
	vpxorq	%zmm4, %zmm23, %zmm4
	vpternlogq	$150, %zmm24, %zmm1, %zmm6
	vpmuludq	%zmm28, %zmm6, %zmm1
	vpsrlq	$32, %zmm1, %zmm6
	vpmuludq	%zmm29, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm8
	vpternlogq	$150, %zmm2, %zmm10, %zmm8
	vpternlogq	$150, %zmm19, %zmm3, %zmm6
	vpmuludq	%zmm28, %zmm8, %zmm2
	vpsrlq	$32, %zmm2, %zmm3
	vpmuludq	%zmm29, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm12, %zmm4, %zmm8
	vpternlogq	$150, %zmm1, %zmm7, %zmm3
	vpmuludq	%zmm28, %zmm8, %zmm1
	vpsrlq	$32, %zmm1, %zmm4
	vpmuludq	%zmm29, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm8
	vpternlogq	$150, %zmm6, %zmm13, %zmm8
	vpternlogq	$150, %zmm14, %zmm2, %zmm4
	vpmuludq	%zmm28, %zmm8, %zmm2
	vpsrlq	$32, %zmm2, %zmm6
	vpmuludq	%zmm29, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm8
	vpternlogq	$150, %zmm15, %zmm3, %zmm8
	vpternlogq	$150, %zmm1, %zmm11, %zmm6
	vpmuludq	%zmm28, %zmm8, %zmm1
	vpsrlq	$32, %zmm1, %zmm3
	vpmuludq	%zmm29, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm5, %zmm8
	vpternlogq	$150, %zmm16, %zmm2, %zmm3
	vpmuludq	%zmm28, %zmm8, %zmm2
	vpsrlq	$32, %zmm2, %zmm4
	vpmuludq	%zmm29, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm8
	vpternlogq	$150, %zmm17, %zmm6, %zmm8
	vpternlogq	$150, %zmm1, %zmm18, %zmm4
	vpmuludq	%zmm28, %zmm8, %zmm1
	vpsrlq	$32, %zmm1, %zmm6
	vpmuludq	%zmm29, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm8
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm4, %ymm4
	vpxorq	%zmm3, %zmm8, %zmm3
	vpmovqd	%zmm3, %ymm3
	vpxorq	%zmm2, %zmm6, %zmm2
	vpmovqd	%zmm2, %ymm2
	vpxord	%ymm3, %ymm25, %ymm3
	vpxord	%ymm2, %ymm26, %ymm2
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vinserti64x4	$1, %ymm1, %zmm2, %zmm1
	vmovdqa64	%zmm3, %zmm2
	vpermt2d	%zmm1, %zmm27, %zmm3
	vmovdqu64	%zmm3, 64(%rdi)
	vpermt2d	%zmm1, %zmm31, %zmm2
	vmovdqu64	%zmm2, (%rdi)
	vpaddq	%zmm9, %zmm0, %zmm0
	subq	$-128, %rdi
	addq	$-8, %r8
	jne	.LBB0_155
	movq	208(%rsp), %rax
	movq	%rax, %r12
	cmpq	%rax, 1120(%rsp)
	movq	-112(%rsp), %r10
	movl	$3449720151, %r9d
	movq	-24(%rsp), %rcx
	movq	-32(%rsp), %rsi
	movl	-72(%rsp), %r13d
	movq	-96(%rsp), %rdx
	je	.LBB0_159
.LBB0_157:
	movq	1120(%rsp), %rbp
	subq	%r12, %rbp
	movq	232(%rsp), %rax
	leaq	(%r12,%rax), %r14
	shll	$4, %r12d
	addq	2336(%rsp), %r12
	.p2align	4
.LBB0_158:
	movl	%r14d, %r8d
	imulq	%r11, %r8
	movq	%r14, %rdi
	xorq	%r10, %rdi
	xorq	%r8, %rdi
	shrq	$32, %rdi
	imulq	%r9, %rdi
	movq	%rdi, %rax
	movq	3232(%rsp), %r11
	shrq	$32, %rax
	xorl	%eax, %r11d
	xorl	%edx, %r8d
	imulq	32(%rsp), %r11
	imulq	%r9, %r8
	movq	%r8, %rax
	shrq	$32, %rax
	movl	%ecx, %ebx
	xorl	%eax, %ebx
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	%ebx, %edi
	movq	2848(%rsp), %rbx
	xorl	%eax, %ebx
	imulq	32(%rsp), %rdi
	imulq	%r9, %rbx
	movq	%rbx, %rax
	shrq	$32, %rax
	xorl	2720(%rsp), %r8d
	xorl	%eax, %r8d
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	2784(%rsp), %r11d
	xorl	%eax, %r11d
	imulq	32(%rsp), %r8
	imulq	%r9, %r11
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	2656(%rsp), %ebx
	xorl	%eax, %ebx
	movq	%r8, %rax
	xorl	3296(%rsp), %edi
	shrq	$32, %rax
	xorl	%eax, %edi
	imulq	32(%rsp), %rbx
	imulq	%r9, %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	2592(%rsp), %r11d
	xorl	%eax, %r11d
	movq	%rbx, %rax
	shrq	$32, %rax
	xorl	1632(%rsp), %r8d
	xorl	%eax, %r8d
	imulq	32(%rsp), %r11
	imulq	%r9, %r8
	movq	%r8, %rax
	shrq	$32, %rax
	xorl	2528(%rsp), %edi
	xorl	%eax, %edi
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	1504(%rsp), %ebx
	xorl	%eax, %ebx
	imulq	32(%rsp), %rdi
	imulq	%r9, %rbx
	movq	%rbx, %rax
	shrq	$32, %rax
	xorl	2464(%rsp), %r8d
	xorl	%eax, %r8d
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	1696(%rsp), %r11d
	xorl	%eax, %r11d
	imulq	32(%rsp), %r8
	imulq	%r9, %r11
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	%esi, %ebx
	xorl	%eax, %ebx
	movq	%r8, %rax
	shrq	$32, %rax
	xorl	1568(%rsp), %edi
	xorl	%eax, %edi
	imulq	32(%rsp), %rbx
	imulq	%r9, %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	%r13d, %r11d
	xorl	%eax, %r11d
	movq	%rbx, %rax
	shrq	$32, %rax
	xorl	2400(%rsp), %r8d
	xorl	%eax, %r8d
	movl	%r11d, (%r12)
	movq	32(%rsp), %r11
	movl	%edi, 4(%r12)
	movl	%r8d, 8(%r12)
	movl	%ebx, 12(%r12)
	incq	%r14
	addq	$16, %r12
	decq	%rbp
	jne	.LBB0_158
.LBB0_159:
	xorl	%ebp, %ebp
	movq	224(%rsp), %rax
	.p2align	4
.LBB0_160:
	vmovdqu64	-384(%r15,%rbp,8), %zmm0
	vmovdqu64	-320(%r15,%rbp,8), %zmm3
	vmovdqu64	%zmm3, 528(%rsp)
	vmovdqu64	-256(%r15,%rbp,8), %zmm1
	vmovdqu64	-192(%r15,%rbp,8), %zmm5
	vmovdqu64	%zmm5, 592(%rsp)
	vmovdqu64	%zmm0, 256(%rsp)
	vmovdqa64	.LCPI0_10(%rip), %zmm4
	vpermt2d	%zmm3, %zmm4, %zmm0
	vmovdqu64	%zmm1, 432(%rsp)
	vpermt2d	%zmm5, %zmm4, %zmm1
	vmovdqu64	-64(%r15,%rbp,8), %zmm3
	vmovdqu64	%zmm3, 656(%rsp)
	vmovdqu64	-128(%r15,%rbp,8), %zmm2
	vmovdqu64	%zmm2, 720(%rsp)
	vpermt2d	%zmm3, %zmm4, %zmm2
	vmovdqu64	64(%r15,%rbp,8), %zmm5
	vmovdqu64	%zmm5, 912(%rsp)
	vmovdqu64	(%r15,%rbp,8), %zmm3
	vmovdqu64	%zmm3, 976(%rsp)
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
	vbroadcastss	.LCPI0_12(%rip), %zmm10
	vmulps	%zmm10, %zmm6, %zmm3
	vextractf64x4	$1, %zmm3, %ymm4
	vcvtps2pd	%ymm4, %zmm4
	vcvtps2pd	%ymm3, %zmm3
	vmulps	%zmm10, %zmm2, %zmm2
	vextractf64x4	$1, %zmm2, %ymm6
	vcvtps2pd	%ymm6, %zmm6
	vcvtps2pd	%ymm2, %zmm2
	vmulps	%zmm10, %zmm1, %zmm1
	vextractf64x4	$1, %zmm1, %ymm8
	vcvtps2pd	%ymm8, %zmm8
	vcvtps2pd	%ymm1, %zmm1
	vmulps	%zmm10, %zmm0, %zmm0
	vextractf64x4	$1, %zmm0, %ymm19
	vcvtps2pd	%ymm19, %zmm20
	vcvtps2pd	%ymm0, %zmm19
	vbroadcastsd	.LCPI0_26(%rip), %zmm5
	vmulpd	%zmm5, %zmm3, %zmm28
	vmulpd	%zmm5, %zmm4, %zmm25
	vmulpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm5, %zmm6, %zmm0
	vmulpd	%zmm5, %zmm1, %zmm3
	vmulpd	%zmm5, %zmm8, %zmm1
	vmulpd	%zmm5, %zmm19, %zmm19
	vmulpd	%zmm5, %zmm20, %zmm20
	vbroadcastsd	.LCPI0_27(%rip), %zmm5
	vaddpd	%zmm5, %zmm25, %zmm6
	vaddpd	%zmm5, %zmm28, %zmm8
	vaddpd	%zmm5, %zmm0, %zmm26
	vaddpd	%zmm5, %zmm2, %zmm4
	vaddpd	%zmm5, %zmm1, %zmm30
	vaddpd	%zmm5, %zmm3, %zmm31
	vaddpd	%zmm5, %zmm20, %zmm21
	vaddpd	%zmm5, %zmm19, %zmm22
	vpbroadcastq	.LCPI0_41(%rip), %zmm5
	vptestnmq	%zmm5, %zmm8, %k0
	vptestnmq	%zmm5, %zmm6, %k1
	kunpckbw	%k0, %k1, %k1
	kmovw	%k1, 2976(%rsp)
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
	vptestnmq	%zmm5, %zmm8, %k0
	vptestnmq	%zmm5, %zmm6, %k1
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
	vbroadcastsd	.LCPI0_28(%rip), %zmm24
	vaddpd	%zmm24, %zmm8, %zmm8
	vaddpd	%zmm24, %zmm6, %zmm6
	vsubpd	%zmm6, %zmm25, %zmm6
	vsubpd	%zmm8, %zmm28, %zmm8
	vbroadcastsd	.LCPI0_29(%rip), %zmm27
	vmulpd	%zmm27, %zmm8, %zmm8
	vmulpd	%zmm27, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm6, %zmm23
	vmulpd	%zmm8, %zmm8, %zmm25
	vbroadcastsd	.LCPI0_30(%rip), %zmm29
	vmulpd	%zmm29, %zmm25, %zmm28
	vmulpd	%zmm29, %zmm23, %zmm5
	vbroadcastsd	.LCPI0_31(%rip), %zmm9
	vaddpd	%zmm9, %zmm5, %zmm5
	vaddpd	%zmm9, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm25, %zmm28
	vmulpd	%zmm5, %zmm23, %zmm5
	vbroadcastsd	.LCPI0_32(%rip), %zmm10
	vaddpd	%zmm10, %zmm5, %zmm5
	vaddpd	%zmm10, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm25, %zmm28
	vmulpd	%zmm5, %zmm23, %zmm5
	vbroadcastsd	.LCPI0_33(%rip), %zmm11
	vaddpd	%zmm11, %zmm5, %zmm5
	vaddpd	%zmm11, %zmm28, %zmm28
	vmulpd	%zmm23, %zmm6, %zmm7
	vmulpd	%zmm5, %zmm7, %zmm5
	vmulpd	%zmm25, %zmm8, %zmm7
	vmulpd	%zmm28, %zmm7, %zmm7
	vaddpd	%zmm5, %zmm6, %zmm5
	vaddpd	%zmm7, %zmm8, %zmm6
	vbroadcastsd	.LCPI0_34(%rip), %zmm12
	vmulpd	%zmm12, %zmm25, %zmm7
	vmulpd	%zmm12, %zmm23, %zmm8
	vbroadcastsd	.LCPI0_35(%rip), %zmm13
	vsubpd	%zmm8, %zmm13, %zmm8
	vsubpd	%zmm7, %zmm13, %zmm7
	vmulpd	%zmm7, %zmm25, %zmm7
	vmulpd	%zmm8, %zmm23, %zmm8
	vbroadcastsd	.LCPI0_36(%rip), %zmm14
	vaddpd	%zmm14, %zmm8, %zmm8
	vaddpd	%zmm14, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm25, %zmm7
	vmulpd	%zmm8, %zmm23, %zmm8
	vbroadcastsd	.LCPI0_37(%rip), %zmm15
	vaddpd	%zmm15, %zmm8, %zmm8
	vaddpd	%zmm15, %zmm7, %zmm7
	vmulpd	%zmm23, %zmm23, %zmm28
	vmulpd	%zmm8, %zmm28, %zmm8
	vmulpd	%zmm25, %zmm25, %zmm28
	vmulpd	%zmm7, %zmm28, %zmm7
	vbroadcastsd	.LCPI0_38(%rip), %zmm16
	vmulpd	%zmm16, %zmm23, %zmm23
	vmulpd	%zmm16, %zmm25, %zmm25
	vbroadcastsd	.LCPI0_39(%rip), %zmm17
	vsubpd	%zmm25, %zmm17, %zmm25
	vaddpd	%zmm7, %zmm25, %zmm7
	vsubpd	%zmm23, %zmm17, %zmm23
	vaddpd	%zmm8, %zmm23, %zmm8
	vcvtpd2ps	%zmm6, %ymm6
	vcvtpd2ps	%zmm5, %ymm5
	vcvtpd2ps	%zmm7, %ymm7
	vcvtpd2ps	%zmm8, %ymm8
	vinsertf64x4	$1, %ymm5, %zmm6, %zmm28
	vinsertf64x4	$1, %ymm8, %zmm7, %zmm5
	vbroadcastss	.LCPI0_40(%rip), %zmm8
	vxorps	%zmm8, %zmm28, %zmm7
	vxorps	%zmm8, %zmm5, %zmm6
	vblendmps	%zmm28, %zmm7, %zmm18 {%k1}
	vmovaps	%zmm5, %zmm6 {%k1}
	vmovaps	%zmm7, %zmm28 {%k1}
	vaddpd	%zmm24, %zmm4, %zmm4
	vaddpd	%zmm24, %zmm26, %zmm5
	vsubpd	%zmm5, %zmm0, %zmm0
	vsubpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm27, %zmm2, %zmm2
	vmulpd	%zmm27, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm0, %zmm4
	vmulpd	%zmm2, %zmm2, %zmm5
	vmulpd	%zmm29, %zmm5, %zmm7
	vmulpd	%zmm29, %zmm4, %zmm23
	vaddpd	%zmm9, %zmm23, %zmm23
	vaddpd	%zmm9, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vmulpd	%zmm23, %zmm4, %zmm23
	vaddpd	%zmm10, %zmm23, %zmm23
	vaddpd	%zmm10, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vmulpd	%zmm23, %zmm4, %zmm23
	vaddpd	%zmm11, %zmm23, %zmm23
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm4, %zmm0, %zmm25
	vmulpd	%zmm23, %zmm25, %zmm23
	vmulpd	%zmm5, %zmm2, %zmm25
	vmulpd	%zmm7, %zmm25, %zmm7
	vaddpd	%zmm23, %zmm0, %zmm0
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm12, %zmm5, %zmm7
	vmulpd	%zmm12, %zmm4, %zmm23
	vsubpd	%zmm23, %zmm13, %zmm23
	vsubpd	%zmm7, %zmm13, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vmulpd	%zmm23, %zmm4, %zmm23
	vaddpd	%zmm14, %zmm23, %zmm23
	vaddpd	%zmm14, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vmulpd	%zmm23, %zmm4, %zmm23
	vaddpd	%zmm15, %zmm23, %zmm23
	vaddpd	%zmm15, %zmm7, %zmm7
	vmulpd	%zmm4, %zmm4, %zmm25
	vmulpd	%zmm23, %zmm25, %zmm23
	vmulpd	%zmm5, %zmm5, %zmm25
	vmulpd	%zmm7, %zmm25, %zmm7
	vmulpd	%zmm16, %zmm4, %zmm4
	vmulpd	%zmm16, %zmm5, %zmm5
	vsubpd	%zmm5, %zmm17, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vsubpd	%zmm4, %zmm17, %zmm4
	vaddpd	%zmm23, %zmm4, %zmm4
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm0, %ymm0
	vinsertf64x4	$1, %ymm0, %zmm2, %zmm0
	vcvtpd2ps	%zmm5, %ymm2
	vcvtpd2ps	%zmm4, %ymm4
	vinsertf64x4	$1, %ymm4, %zmm2, %zmm2
	vxorps	%zmm8, %zmm0, %zmm5
	vxorps	%zmm8, %zmm2, %zmm4
	vblendmps	%zmm0, %zmm5, %zmm25 {%k7}
	vmovaps	%zmm2, %zmm4 {%k7}
	vmovaps	%zmm5, %zmm0 {%k7}
	vaddpd	%zmm24, %zmm31, %zmm2
	vaddpd	%zmm24, %zmm30, %zmm5
	vsubpd	%zmm5, %zmm1, %zmm1
	vsubpd	%zmm2, %zmm3, %zmm2
	vmulpd	%zmm27, %zmm2, %zmm2
	vmulpd	%zmm27, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm3
	vmulpd	%zmm2, %zmm2, %zmm5
	vmulpd	%zmm29, %zmm5, %zmm7
	vmulpd	%zmm29, %zmm3, %zmm23
	vaddpd	%zmm9, %zmm23, %zmm23
	vaddpd	%zmm9, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vmulpd	%zmm23, %zmm3, %zmm23
	vaddpd	%zmm10, %zmm23, %zmm23
	vaddpd	%zmm10, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vmulpd	%zmm23, %zmm3, %zmm23
	vaddpd	%zmm11, %zmm23, %zmm23
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm3, %zmm1, %zmm26
	vmulpd	%zmm23, %zmm26, %zmm23
	vmulpd	%zmm5, %zmm2, %zmm26
	vmulpd	%zmm7, %zmm26, %zmm7
	vaddpd	%zmm23, %zmm1, %zmm1
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm12, %zmm5, %zmm7
	vmulpd	%zmm12, %zmm3, %zmm23
	vsubpd	%zmm23, %zmm13, %zmm23
	vsubpd	%zmm7, %zmm13, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vmulpd	%zmm23, %zmm3, %zmm23
	vaddpd	%zmm14, %zmm23, %zmm23
	vaddpd	%zmm14, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vmulpd	%zmm23, %zmm3, %zmm23
	vaddpd	%zmm15, %zmm23, %zmm23
	vaddpd	%zmm15, %zmm7, %zmm7
	vmulpd	%zmm3, %zmm3, %zmm26
	vmulpd	%zmm23, %zmm26, %zmm23
	vmulpd	%zmm5, %zmm5, %zmm26
	vmulpd	%zmm7, %zmm26, %zmm7
	vmulpd	%zmm16, %zmm3, %zmm3
	vmulpd	%zmm16, %zmm5, %zmm5
	vsubpd	%zmm5, %zmm17, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vsubpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm23, %zmm3, %zmm3
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm1, %ymm1
	vcvtpd2ps	%zmm5, %ymm5
	vinsertf64x4	$1, %ymm1, %zmm2, %zmm1
	vcvtpd2ps	%zmm3, %ymm2
	vinsertf64x4	$1, %ymm2, %zmm5, %zmm2
	vxorps	%zmm8, %zmm1, %zmm5
	vxorps	%zmm8, %zmm2, %zmm26
	vblendmps	%zmm1, %zmm5, %zmm3 {%k6}
	vmovaps	%zmm2, %zmm26 {%k6}
	vmovaps	%zmm5, %zmm1 {%k6}
	vaddpd	%zmm24, %zmm22, %zmm2
	vaddpd	%zmm24, %zmm21, %zmm5
	vsubpd	%zmm5, %zmm20, %zmm5
	vsubpd	%zmm2, %zmm19, %zmm2
	vmulpd	%zmm27, %zmm2, %zmm2
	vmulpd	%zmm27, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm5, %zmm7
	vmulpd	%zmm2, %zmm2, %zmm19
	vmulpd	%zmm29, %zmm19, %zmm20
	vmulpd	%zmm29, %zmm7, %zmm21
	vaddpd	%zmm9, %zmm21, %zmm21
	vaddpd	%zmm9, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm19, %zmm20
	vmulpd	%zmm21, %zmm7, %zmm21
	vaddpd	%zmm10, %zmm21, %zmm21
	vaddpd	%zmm10, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm19, %zmm20
	vmulpd	%zmm21, %zmm7, %zmm21
	vaddpd	%zmm11, %zmm21, %zmm21
	vaddpd	%zmm11, %zmm20, %zmm20
	vmulpd	%zmm7, %zmm5, %zmm22
	vmulpd	%zmm21, %zmm22, %zmm21
	vmulpd	%zmm19, %zmm2, %zmm22
	vmulpd	%zmm20, %zmm22, %zmm20
	vaddpd	%zmm21, %zmm5, %zmm5
	vaddpd	%zmm20, %zmm2, %zmm2
	vmulpd	%zmm12, %zmm19, %zmm20
	vmulpd	%zmm12, %zmm7, %zmm21
	vsubpd	%zmm21, %zmm13, %zmm21
	vsubpd	%zmm20, %zmm13, %zmm20
	vmulpd	%zmm20, %zmm19, %zmm20
	vmulpd	%zmm21, %zmm7, %zmm21
	vaddpd	%zmm14, %zmm21, %zmm21
	vaddpd	%zmm14, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm19, %zmm20
	vmulpd	%zmm21, %zmm7, %zmm21
	vaddpd	%zmm15, %zmm21, %zmm21
	vaddpd	%zmm15, %zmm20, %zmm20
	vmulpd	%zmm7, %zmm7, %zmm22
	vmulpd	%zmm21, %zmm22, %zmm21
	vmulpd	%zmm19, %zmm19, %zmm22
	vmulpd	%zmm20, %zmm22, %zmm20
	vmulpd	%zmm16, %zmm7, %zmm7
	vmulpd	%zmm16, %zmm19, %zmm19
	vsubpd	%zmm19, %zmm17, %zmm19
	vaddpd	%zmm20, %zmm19, %zmm19
	vsubpd	%zmm7, %zmm17, %zmm7
	vaddpd	%zmm21, %zmm7, %zmm7
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm5, %ymm5
	vcvtpd2ps	%zmm19, %ymm19
	vcvtpd2ps	%zmm7, %ymm7
	vinsertf64x4	$1, %ymm5, %zmm2, %zmm2
	vinsertf64x4	$1, %ymm7, %zmm19, %zmm5
	vxorps	%zmm8, %zmm2, %zmm7
	vxorps	%zmm8, %zmm5, %zmm20
	vblendmps	%zmm2, %zmm7, %zmm21 {%k5}
	vmovaps	%zmm5, %zmm20 {%k5}
	vmovaps	%zmm7, %zmm2 {%k5}
	kmovw	2976(%rsp), %k1
	vblendmps	%zmm18, %zmm6, %zmm19 {%k1}
	vblendmps	%zmm25, %zmm4, %zmm8 {%k3}
	vmovaps	%zmm6, %zmm28 {%k1}
	vmovaps	%zmm4, %zmm0 {%k3}
	vblendmps	%zmm3, %zmm26, %zmm4 {%k2}
	vblendmps	%zmm21, %zmm20, %zmm3 {%k4}
	vmovaps	%zmm26, %zmm1 {%k2}
	vmovaps	%zmm20, %zmm2 {%k4}
	vmovdqa64	.LCPI0_9(%rip), %zmm5
	vmovdqu64	256(%rsp), %zmm6
	vpermt2d	528(%rsp), %zmm5, %zmm6
	vmovdqu64	432(%rsp), %zmm7
	vpermt2d	592(%rsp), %zmm5, %zmm7
	vmovdqu64	720(%rsp), %zmm9
	vpermt2d	656(%rsp), %zmm5, %zmm9
	vmovdqu64	976(%rsp), %zmm10
	vpermt2d	912(%rsp), %zmm5, %zmm10
	vpsrld	$9, %zmm6, %zmm5
	vpsrld	$9, %zmm7, %zmm6
	vpsrld	$9, %zmm9, %zmm7
	vpsrld	$9, %zmm10, %zmm11
	vcvtdq2ps	%zmm5, %zmm5
	vcvtdq2ps	%zmm6, %zmm6
	vcvtdq2ps	%zmm7, %zmm7
	vcvtdq2ps	%zmm11, %zmm11
	vbroadcastss	.LCPI0_11(%rip), %zmm9
	vaddps	%zmm9, %zmm5, %zmm5
	vaddps	%zmm9, %zmm6, %zmm6
	vaddps	%zmm9, %zmm7, %zmm7
	vaddps	%zmm9, %zmm11, %zmm11
	vbroadcastss	.LCPI0_12(%rip), %zmm10
	vmulps	%zmm10, %zmm5, %zmm5
	vmulps	%zmm10, %zmm6, %zmm6
	vmulps	%zmm10, %zmm7, %zmm7
	vmulps	%zmm10, %zmm11, %zmm11
	vpbroadcastd	.LCPI0_13(%rip), %zmm10
	vpaddd	%zmm10, %zmm5, %zmm5
	vpaddd	%zmm10, %zmm6, %zmm14
	vpaddd	%zmm10, %zmm7, %zmm7
	vpaddd	%zmm10, %zmm11, %zmm15
	vpbroadcastd	.LCPI0_15(%rip), %zmm10
	vpandd	%zmm10, %zmm5, %zmm6
	vpandd	%zmm10, %zmm14, %zmm11
	vpandd	%zmm10, %zmm7, %zmm12
	vpandd	%zmm10, %zmm15, %zmm13
	vpbroadcastd	.LCPI0_16(%rip), %zmm10
	vpaddd	%zmm10, %zmm6, %zmm6
	vpaddd	%zmm10, %zmm11, %zmm11
	vpaddd	%zmm10, %zmm12, %zmm12
	vpaddd	%zmm10, %zmm13, %zmm13
	vbroadcastss	.LCPI0_17(%rip), %zmm10
	vaddps	%zmm10, %zmm6, %zmm6
	vaddps	%zmm10, %zmm11, %zmm11
	vaddps	%zmm10, %zmm12, %zmm12
	vaddps	%zmm10, %zmm13, %zmm13
	vbroadcastss	.LCPI0_18(%rip), %zmm10
	vaddps	%zmm10, %zmm6, %zmm16
	vaddps	%zmm10, %zmm11, %zmm17
	vaddps	%zmm10, %zmm12, %zmm18
	vaddps	%zmm10, %zmm13, %zmm20
	vdivps	%zmm16, %zmm6, %zmm16
	vdivps	%zmm17, %zmm11, %zmm17
	vdivps	%zmm18, %zmm12, %zmm18
	vdivps	%zmm20, %zmm13, %zmm20
	vmulps	%zmm16, %zmm16, %zmm21
	vmulps	%zmm17, %zmm17, %zmm22
	vmulps	%zmm18, %zmm18, %zmm23
	vmulps	%zmm20, %zmm20, %zmm25
	vmulps	%zmm21, %zmm21, %zmm26
	vbroadcastss	.LCPI0_19(%rip), %zmm10
	vmulps	%zmm10, %zmm26, %zmm30
	vbroadcastss	.LCPI0_20(%rip), %zmm31
	vaddps	%zmm31, %zmm30, %zmm30
	vmulps	%zmm30, %zmm26, %zmm30
	vbroadcastss	.LCPI0_21(%rip), %zmm27
	vmulps	%zmm27, %zmm26, %zmm26
	vbroadcastss	.LCPI0_22(%rip), %zmm24
	vaddps	%zmm24, %zmm26, %zmm26
	vmulps	%zmm26, %zmm21, %zmm21
	vmulps	%zmm22, %zmm22, %zmm26
	vaddps	%zmm30, %zmm21, %zmm21
	vmulps	%zmm10, %zmm26, %zmm30
	vaddps	%zmm31, %zmm30, %zmm30
	vmulps	%zmm30, %zmm26, %zmm30
	vmulps	%zmm27, %zmm26, %zmm26
	vaddps	%zmm24, %zmm26, %zmm26
	vmulps	%zmm26, %zmm22, %zmm22
	vmulps	%zmm23, %zmm23, %zmm26
	vaddps	%zmm30, %zmm22, %zmm22
	vmulps	%zmm10, %zmm26, %zmm30
	vaddps	%zmm31, %zmm30, %zmm30
	vmulps	%zmm30, %zmm26, %zmm30
	vmulps	%zmm27, %zmm26, %zmm26
	vaddps	%zmm24, %zmm26, %zmm26
	vmulps	%zmm26, %zmm23, %zmm23
	vmulps	%zmm25, %zmm25, %zmm26
	vaddps	%zmm30, %zmm23, %zmm23
	vmulps	%zmm10, %zmm26, %zmm30
	vaddps	%zmm31, %zmm30, %zmm30
	vmulps	%zmm30, %zmm26, %zmm30
	vmulps	%zmm27, %zmm26, %zmm26
	vaddps	%zmm24, %zmm26, %zmm26
	vmulps	%zmm26, %zmm25, %zmm25
	vpsrld	$23, %zmm5, %zmm5
	vpsrld	$23, %zmm14, %zmm14
	vpsrld	$23, %zmm7, %zmm7
	vpsrld	$23, %zmm15, %zmm15
	vpbroadcastd	.LCPI0_14(%rip), %zmm10
	vpaddd	%zmm10, %zmm5, %zmm5
	vpaddd	%zmm10, %zmm14, %zmm14
	vpaddd	%zmm10, %zmm7, %zmm7
	vpaddd	%zmm10, %zmm15, %zmm15
	vaddps	%zmm30, %zmm25, %zmm25
	vmulps	%zmm9, %zmm6, %zmm26
	vmulps	%zmm26, %zmm6, %zmm26
	vaddps	%zmm21, %zmm26, %zmm21
	vmulps	%zmm21, %zmm16, %zmm16
	vmulps	%zmm9, %zmm11, %zmm21
	vmulps	%zmm21, %zmm11, %zmm21
	vaddps	%zmm22, %zmm21, %zmm22
	vmulps	%zmm22, %zmm17, %zmm17
	vmulps	%zmm9, %zmm12, %zmm22
	vmulps	%zmm22, %zmm12, %zmm22
	vaddps	%zmm23, %zmm22, %zmm23
	vmulps	%zmm23, %zmm18, %zmm18
	vmulps	%zmm9, %zmm13, %zmm23
	vmulps	%zmm23, %zmm13, %zmm23
	vcvtdq2ps	%zmm5, %zmm5
	vcvtdq2ps	%zmm14, %zmm14
	vcvtdq2ps	%zmm7, %zmm7
	vcvtdq2ps	%zmm15, %zmm15
	vaddps	%zmm25, %zmm23, %zmm25
	vmulps	%zmm25, %zmm20, %zmm20
	vbroadcastss	.LCPI0_23(%rip), %zmm10
	vmulps	%zmm10, %zmm5, %zmm25
	vaddps	%zmm16, %zmm25, %zmm16
	vmulps	%zmm10, %zmm14, %zmm25
	vaddps	%zmm17, %zmm25, %zmm17
	vmulps	%zmm10, %zmm7, %zmm25
	vaddps	%zmm18, %zmm25, %zmm18
	vmulps	%zmm10, %zmm15, %zmm25
	vaddps	%zmm20, %zmm25, %zmm20
	vsubps	%zmm26, %zmm16, %zmm16
	vsubps	%zmm21, %zmm17, %zmm17
	vsubps	%zmm22, %zmm18, %zmm18
	vsubps	%zmm23, %zmm20, %zmm20
	vaddps	%zmm16, %zmm6, %zmm6
	vaddps	%zmm17, %zmm11, %zmm11
	vaddps	%zmm18, %zmm12, %zmm12
	vaddps	%zmm20, %zmm13, %zmm13
	vbroadcastss	.LCPI0_24(%rip), %zmm10
	vmulps	%zmm10, %zmm5, %zmm5
	vaddps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm10, %zmm14, %zmm6
	vaddps	%zmm11, %zmm6, %zmm6
	vmulps	%zmm10, %zmm7, %zmm7
	vaddps	%zmm12, %zmm7, %zmm7
	vmulps	%zmm10, %zmm15, %zmm11
	vaddps	%zmm13, %zmm11, %zmm11
	vbroadcastss	.LCPI0_25(%rip), %zmm10
	vmulps	%zmm10, %zmm5, %zmm5
	vmulps	%zmm10, %zmm6, %zmm6
	vsqrtps	%zmm5, %zmm5
	vsqrtps	%zmm6, %zmm6
	vmulps	%zmm5, %zmm28, %zmm12
	vmulps	%zmm5, %zmm19, %zmm5
	vmulps	%zmm6, %zmm0, %zmm0
	vmulps	%zmm6, %zmm8, %zmm6
	vmulps	%zmm10, %zmm7, %zmm7
	vmulps	%zmm10, %zmm11, %zmm8
	vsqrtps	%zmm7, %zmm7
	vsqrtps	%zmm8, %zmm8
	vmulps	%zmm7, %zmm1, %zmm1
	vmulps	%zmm7, %zmm4, %zmm4
	vmulps	%zmm8, %zmm2, %zmm2
	vmulps	%zmm8, %zmm3, %zmm3
	vmovaps	%zmm12, %zmm7
	vmovaps	.LCPI0_43(%rip), %zmm8
	vpermt2ps	%zmm5, %zmm8, %zmm7
	vmovaps	.LCPI0_44(%rip), %zmm9
	vpermt2ps	%zmm5, %zmm9, %zmm12
	vmovups	%zmm12, -384(%r15,%rbp,8)
	vmovups	%zmm7, -320(%r15,%rbp,8)
	vmovaps	%zmm0, %zmm5
	vpermt2ps	%zmm6, %zmm8, %zmm5
	vpermt2ps	%zmm6, %zmm9, %zmm0
	vmovups	%zmm0, -256(%r15,%rbp,8)
	vmovups	%zmm5, -192(%r15,%rbp,8)
	vmovaps	%zmm1, %zmm0
	vpermt2ps	%zmm4, %zmm8, %zmm0
	vpermt2ps	%zmm4, %zmm9, %zmm1
	vmovups	%zmm1, -128(%r15,%rbp,8)
	vmovups	%zmm0, -64(%r15,%rbp,8)
	vmovaps	%zmm2, %zmm0
	vpermt2ps	%zmm3, %zmm8, %zmm0
	vpermt2ps	%zmm3, %zmm9, %zmm2
	vmovups	%zmm2, (%r15,%rbp,8)
	vmovups	%zmm0, 64(%r15,%rbp,8)
	addq	$64, %rbp
	cmpq	%rbp, %rax
	jne	.LBB0_160
	cmpq	%rax, -80(%rsp)
	movq	-128(%rsp), %r14
	movq	176(%rsp), %r13
	movq	1056(%rsp), %r11
	movq	3296(%rsp), %rsi
	vmovss	.LCPI0_11(%rip), %xmm19
	vmovss	.LCPI0_12(%rip), %xmm9
	vmovsd	.LCPI0_26(%rip), %xmm29
	vmovsd	.LCPI0_27(%rip), %xmm5
	vmovss	.LCPI0_17(%rip), %xmm7
	vmovss	.LCPI0_18(%rip), %xmm10
	vmovss	.LCPI0_19(%rip), %xmm12
	vmovss	.LCPI0_20(%rip), %xmm13
	vmovss	.LCPI0_21(%rip), %xmm14
	vmovss	.LCPI0_22(%rip), %xmm15
	vmovss	.LCPI0_23(%rip), %xmm16
	vmovss	.LCPI0_24(%rip), %xmm17
	vmovss	.LCPI0_25(%rip), %xmm18
	vmovsd	.LCPI0_28(%rip), %xmm24
	vmovsd	.LCPI0_29(%rip), %xmm20
	vmovsd	.LCPI0_30(%rip), %xmm21
	vmovsd	.LCPI0_31(%rip), %xmm23
	vmovsd	.LCPI0_32(%rip), %xmm22
	vmovsd	.LCPI0_33(%rip), %xmm8
	vmovsd	.LCPI0_35(%rip), %xmm11
	vmovsd	.LCPI0_36(%rip), %xmm28
	vmovsd	.LCPI0_37(%rip), %xmm31
	vmovsd	.LCPI0_39(%rip), %xmm27
	vbroadcastss	.LCPI0_40(%rip), %xmm30
	vmovsd	.LCPI0_46(%rip), %xmm26
	vmovsd	.LCPI0_47(%rip), %xmm25
	movq	2848(%rsp), %r9
	movq	2336(%rsp), %rcx
	je	.LBB0_162
	movq	%rax, %rdi
	testb	$56, -80(%rsp)
	je	.LBB0_172
	movq	%rax, %rdi
	movq	400(%rsp), %rax
	vpbroadcastq	.LCPI0_41(%rip), %zmm25
	vpbroadcastq	.LCPI0_42(%rip), %zmm26
	vmovdqa64	.LCPI0_45(%rip), %ymm27
	vbroadcastss	.LCPI0_12(%rip), %ymm28
	vpbroadcastd	.LCPI0_13(%rip), %ymm30
	vpbroadcastd	.LCPI0_14(%rip), %ymm31
	vpbroadcastd	.LCPI0_15(%rip), %ymm22
	vpbroadcastd	.LCPI0_16(%rip), %ymm23
	vbroadcastss	.LCPI0_17(%rip), %ymm20
	vbroadcastss	.LCPI0_18(%rip), %ymm21
	vbroadcastss	.LCPI0_19(%rip), %ymm19
	vbroadcastss	.LCPI0_20(%rip), %ymm7
	vbroadcastss	.LCPI0_21(%rip), %ymm8
	vbroadcastss	.LCPI0_22(%rip), %ymm10
	vbroadcastss	.LCPI0_23(%rip), %ymm11
	vbroadcastss	.LCPI0_24(%rip), %ymm12
	vbroadcastss	.LCPI0_25(%rip), %ymm13
	vbroadcastsd	.LCPI0_46(%rip), %zmm14
	vbroadcastsd	.LCPI0_47(%rip), %zmm15
	vbroadcastss	.LCPI0_40(%rip), %ymm16
	vmovaps	.LCPI0_48(%rip), %zmm17
	vmovaps	.LCPI0_49(%rip), %zmm18
	vbroadcastss	.LCPI0_11(%rip), %ymm24
	.p2align	4
.LBB0_170:
	vmovdqu64	(%rcx,%rdi,8), %zmm0
	vpmovqd	%zmm0, %ymm0
	vpermd	(%rcx,%rdi,8), %zmm27, %zmm2
	vpsrld	$9, %ymm0, %ymm0
	vcvtdq2ps	%ymm0, %ymm0
	vaddps	%ymm24, %ymm0, %ymm0
	vmulps	%ymm28, %ymm0, %ymm0
	vpaddd	%ymm30, %ymm0, %ymm1
	vpsrld	$9, %ymm2, %ymm0
	vcvtdq2ps	%ymm0, %ymm0
	vaddps	%ymm24, %ymm0, %ymm0
	vmulps	%ymm28, %ymm0, %ymm2
	vpandd	%ymm22, %ymm1, %ymm0
	vpaddd	%ymm23, %ymm0, %ymm0
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
	vmulpd	%zmm14, %zmm4, %zmm5
	vaddpd	.LCPI0_35(%rip){1to8}, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vaddpd	.LCPI0_36(%rip){1to8}, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vaddpd	.LCPI0_37(%rip){1to8}, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm4, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vaddps	%ymm21, %ymm0, %ymm6
	vmulpd	%zmm15, %zmm4, %zmm4
	vaddpd	.LCPI0_39(%rip){1to8}, %zmm4, %zmm4
	vaddpd	%zmm5, %zmm4, %zmm4
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm4, %ymm4
	vdivps	%ymm6, %ymm0, %ymm5
	vxorps	%ymm16, %ymm2, %ymm6
	vptestnmq	%zmm25, %zmm3, %k0
	vptestnmq	%zmm26, %zmm3, %k1
	vxorps	%ymm16, %ymm4, %ymm3
	vmovaps	%ymm4, %ymm3 {%k1}
	vblendmps	%ymm2, %ymm6, %ymm4 {%k1}
	vmovaps	%ymm6, %ymm2 {%k1}
	vmulps	%ymm5, %ymm5, %ymm6
	vinsertf64x4	$1, %ymm3, %zmm2, %zmm2
	kunpckbw	%k0, %k0, %k1
	vinsertf32x8	$1, %ymm4, %zmm3, %zmm2 {%k1}
	vmulps	%ymm6, %ymm6, %ymm3
	vmulps	%ymm19, %ymm3, %ymm4
	vaddps	%ymm7, %ymm4, %ymm4
	vmulps	%ymm4, %ymm3, %ymm4
	vmulps	%ymm3, %ymm8, %ymm3
	vaddps	%ymm3, %ymm10, %ymm3
	vmulps	%ymm3, %ymm6, %ymm3
	vpsrld	$23, %ymm1, %ymm1
	vpaddd	%ymm31, %ymm1, %ymm1
	vaddps	%ymm4, %ymm3, %ymm3
	vmulps	%ymm24, %ymm0, %ymm4
	vmulps	%ymm4, %ymm0, %ymm4
	vcvtdq2ps	%ymm1, %ymm1
	vaddps	%ymm3, %ymm4, %ymm3
	vmulps	%ymm3, %ymm5, %ymm3
	vmulps	%ymm1, %ymm11, %ymm5
	vaddps	%ymm3, %ymm5, %ymm3
	vsubps	%ymm4, %ymm3, %ymm3
	vaddps	%ymm3, %ymm0, %ymm0
	vmulps	%ymm1, %ymm12, %ymm1
	vaddps	%ymm0, %ymm1, %ymm0
	vmulps	%ymm0, %ymm13, %ymm0
	vsqrtps	%ymm0, %ymm0
	vpermps	%zmm2, %zmm17, %zmm1
	vpermps	%zmm0, %zmm18, %zmm0
	vmulps	%zmm0, %zmm1, %zmm0
	vmovups	%zmm0, (%rcx,%rdi,8)
	addq	$8, %rdi
	cmpq	%rdi, %rax
	jne	.LBB0_170
	movq	%rax, %rdi
	cmpq	%rax, -80(%rsp)
	vmovsd	.LCPI0_27(%rip), %xmm5
	vmovss	.LCPI0_17(%rip), %xmm7
	vmovss	.LCPI0_18(%rip), %xmm10
	vmovss	.LCPI0_19(%rip), %xmm12
	vmovss	.LCPI0_20(%rip), %xmm13
	vmovss	.LCPI0_21(%rip), %xmm14
	vmovss	.LCPI0_22(%rip), %xmm15
	vmovss	.LCPI0_23(%rip), %xmm16
	vmovss	.LCPI0_24(%rip), %xmm17
	vmovss	.LCPI0_25(%rip), %xmm18
	vmovsd	.LCPI0_28(%rip), %xmm24
	vmovsd	.LCPI0_29(%rip), %xmm20
	vmovsd	.LCPI0_30(%rip), %xmm21
	vmovsd	.LCPI0_33(%rip), %xmm8
	vmovsd	.LCPI0_35(%rip), %xmm11
	vmovsd	.LCPI0_36(%rip), %xmm28
	vmovsd	.LCPI0_37(%rip), %xmm31
	vmovsd	.LCPI0_39(%rip), %xmm27
	vbroadcastss	.LCPI0_40(%rip), %xmm30
	vmovsd	.LCPI0_46(%rip), %xmm26
	vmovsd	.LCPI0_47(%rip), %xmm25
	vmovss	.LCPI0_11(%rip), %xmm19
	vmovsd	.LCPI0_32(%rip), %xmm22
	vmovsd	.LCPI0_31(%rip), %xmm23
	je	.LBB0_162
.LBB0_172:
	addq	%rdi, %rdi
	.p2align	4
.LBB0_173:
	movl	(%rcx,%rdi,4), %eax
	movl	4(%rcx,%rdi,4), %r8d
	shrl	$9, %eax
	vcvtsi2ss	%eax, %xmm9, %xmm0
	vaddss	%xmm19, %xmm0, %xmm0
	vmulss	%xmm0, %xmm9, %xmm0
	shrl	$9, %r8d
	vcvtsi2ss	%r8d, %xmm9, %xmm1
	vaddss	%xmm19, %xmm1, %xmm1
	vmulss	%xmm1, %xmm9, %xmm1
	vmovd	%xmm0, %eax
	addl	$4913933, %eax
	movl	%eax, %r8d
	shrl	$23, %r8d
	addl	$-127, %r8d
	andl	$8388607, %eax
	addl	$1060439283, %eax
	vmovd	%eax, %xmm0
	vaddss	%xmm7, %xmm0, %xmm0
	vaddss	%xmm0, %xmm10, %xmm2
	vdivss	%xmm2, %xmm0, %xmm2
	vmulss	%xmm2, %xmm2, %xmm3
	vmulss	%xmm3, %xmm3, %xmm4
	vmulss	%xmm4, %xmm12, %xmm6
	vaddss	%xmm6, %xmm13, %xmm6
	vmulss	%xmm6, %xmm4, %xmm6
	vmulss	%xmm4, %xmm14, %xmm4
	vaddss	%xmm4, %xmm15, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vaddss	%xmm6, %xmm3, %xmm3
	vmulss	%xmm19, %xmm0, %xmm4
	vmulss	%xmm4, %xmm0, %xmm4
	vcvtsi2ss	%r8d, %xmm9, %xmm6
	vaddss	%xmm3, %xmm4, %xmm3
	vmulss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm16, %xmm6, %xmm3
	vaddss	%xmm2, %xmm3, %xmm2
	vsubss	%xmm4, %xmm2, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vmulss	%xmm17, %xmm6, %xmm2
	vaddss	%xmm0, %xmm2, %xmm0
	vmulss	%xmm18, %xmm0, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm0
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vmulsd	%xmm29, %xmm1, %xmm1
	vaddsd	%xmm5, %xmm1, %xmm2
	vaddsd	%xmm24, %xmm2, %xmm3
	vsubsd	%xmm3, %xmm1, %xmm1
	vmulsd	%xmm20, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm1, %xmm3
	vmulsd	%xmm21, %xmm3, %xmm4
	vaddsd	%xmm23, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm4
	vaddsd	%xmm22, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm4
	vaddsd	%xmm4, %xmm8, %xmm4
	vmulsd	%xmm3, %xmm1, %xmm6
	vmulsd	%xmm4, %xmm6, %xmm4
	vaddsd	%xmm4, %xmm1, %xmm1
	vmulsd	%xmm26, %xmm3, %xmm4
	vaddsd	%xmm4, %xmm11, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm4
	vaddsd	%xmm28, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm4
	vaddsd	%xmm31, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm3, %xmm6
	vmulsd	%xmm4, %xmm6, %xmm4
	vmulsd	%xmm25, %xmm3, %xmm3
	vaddsd	%xmm27, %xmm3, %xmm3
	vaddsd	%xmm4, %xmm3, %xmm3
	vcvtsd2ss	%xmm1, %xmm1, %xmm1
	vcvtsd2ss	%xmm3, %xmm3, %xmm3
	vxorps	%xmm30, %xmm1, %xmm4
	vxorps	%xmm30, %xmm3, %xmm6
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
	vmovss	%xmm1, (%rcx,%rdi,4)
	vmovss	%xmm0, 4(%rcx,%rdi,4)
	addq	$2, %rdi
	cmpq	%r11, %rdi
	jb	.LBB0_173
.LBB0_162:
	vmovapd	%xmm21, %xmm25
	vmovapd	%xmm29, %xmm2
	cmpq	%r14, %r11
	movq	1696(%rsp), %rdx
	movq	1632(%rsp), %r10
	movq	1568(%rsp), %r11
	vmovupd	3680(%rsp), %zmm6
	vmovdqu64	1184(%rsp), %zmm31
	vpbroadcastq	.LCPI0_4(%rip), %zmm28
	vpbroadcastq	.LCPI0_5(%rip), %zmm29
	vpbroadcastq	.LCPI0_1(%rip), %zmm30
	vmovups	4512(%rsp), %zmm19
	vmovups	2144(%rsp), %zmm22
	vmovdqu64	3104(%rsp), %zmm21
	je	.LBB0_167
	vmovapd	%zmm6, %zmm27
	movq	408(%rsp), %rdi
	addq	1120(%rsp), %rdi
	movl	%edi, %ebp
	movq	32(%rsp), %rcx
	imulq	%rcx, %rbp
	xorq	-112(%rsp), %rdi
	xorq	%rbp, %rdi
	shrq	$32, %rdi
	movl	$3449720151, %r13d
	imulq	%r13, %rdi
	movq	%rdi, %r12
	shrq	$32, %r12
	xorl	3232(%rsp), %r12d
	xorl	-96(%rsp), %ebp
	imulq	%rcx, %r12
	imulq	%r13, %rbp
	movq	%rbp, %rax
	shrq	$32, %rax
	movq	-24(%rsp), %r8
	xorl	%eax, %r8d
	movq	%r12, %rbx
	shrq	$32, %rbx
	xorl	%r8d, %edi
	xorl	%r9d, %ebx
	imulq	%rcx, %rdi
	imulq	%r13, %rbx
	movq	%rbx, %rax
	shrq	$32, %rax
	xorl	2720(%rsp), %ebp
	xorl	%eax, %ebp
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	2784(%rsp), %r12d
	xorl	%eax, %r12d
	imulq	%rcx, %rbp
	imulq	%r13, %r12
	movq	%r12, %rax
	shrq	$32, %rax
	xorl	2656(%rsp), %ebx
	xorl	%eax, %ebx
	movq	%rbp, %rax
	shrq	$32, %rax
	xorl	%esi, %edi
	xorl	%eax, %edi
	imulq	%rcx, %rbx
	imulq	%r13, %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	2592(%rsp), %r12d
	xorl	%eax, %r12d
	movq	%rbx, %rax
	shrq	$32, %rax
	xorl	%r10d, %ebp
	xorl	%eax, %ebp
	imulq	%rcx, %r12
	imulq	%r13, %rbp
	movq	%rbp, %rax
	shrq	$32, %rax
	xorl	2528(%rsp), %edi
	xorl	%eax, %edi
	movq	%r12, %rax
	shrq	$32, %rax
	xorl	1504(%rsp), %ebx
	xorl	%eax, %ebx
	imulq	%rcx, %rdi
	imulq	%r13, %rbx
	movq	%rbx, %rax
	shrq	$32, %rax
	xorl	2464(%rsp), %ebp
	xorl	%eax, %ebp
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	%edx, %r12d
	xorl	%eax, %r12d
	imulq	%rcx, %rbp
	imulq	%r13, %r12
	movq	%r12, %rax
	shrq	$32, %rax
	xorl	-32(%rsp), %ebx
	xorl	%eax, %ebx
	movq	%rbp, %rax
	shrq	$32, %rax
	xorl	%r11d, %edi
	xorl	%eax, %edi
	imulq	%rcx, %rbx
	imulq	%r13, %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	-72(%rsp), %r12d
	xorl	%eax, %r12d
	shrl	$9, %r12d
	vcvtsi2ss	%r12d, %xmm13, %xmm0
	vmovss	.LCPI0_11(%rip), %xmm9
	vaddss	%xmm0, %xmm9, %xmm0
	vmovss	.LCPI0_12(%rip), %xmm26
	vmulss	%xmm26, %xmm0, %xmm0
	shrl	$9, %edi
	vcvtsi2ss	%edi, %xmm15, %xmm1
	vaddss	%xmm1, %xmm9, %xmm1
	vmulss	%xmm26, %xmm1, %xmm1
	vmovd	%xmm0, %eax
	addl	$4913933, %eax
	movl	%eax, %r8d
	shrl	$23, %r8d
	addl	$-127, %r8d
	andl	$8388607, %eax
	addl	$1060439283, %eax
	vcvtss2sd	%xmm1, %xmm1, %xmm0
	vmovapd	%xmm2, %xmm30
	vmulsd	%xmm2, %xmm0, %xmm0
	vaddsd	%xmm5, %xmm0, %xmm1
	vmovq	%xmm1, %rdi
	testb	$2, %dil
	vmovd	%eax, %xmm2
	sete	%al
	vaddss	%xmm7, %xmm2, %xmm2
	vaddss	%xmm2, %xmm10, %xmm3
	vdivss	%xmm3, %xmm2, %xmm3
	vmulss	%xmm3, %xmm3, %xmm4
	vmulss	%xmm4, %xmm4, %xmm6
	vmulss	%xmm6, %xmm12, %xmm8
	vaddss	%xmm13, %xmm8, %xmm8
	vmulss	%xmm6, %xmm8, %xmm8
	vmulss	%xmm6, %xmm14, %xmm6
	vaddss	%xmm6, %xmm15, %xmm6
	vmulss	%xmm6, %xmm4, %xmm4
	vcvtsi2ss	%r8d, %xmm15, %xmm6
	movl	%ebx, %r8d
	shrl	$9, %r8d
	vaddss	%xmm4, %xmm8, %xmm4
	vmulss	%xmm2, %xmm9, %xmm8
	vmulss	%xmm2, %xmm8, %xmm8
	vaddss	%xmm4, %xmm8, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm16, %xmm6, %xmm4
	vaddss	%xmm3, %xmm4, %xmm3
	vcvtsi2ss	%r8d, %xmm15, %xmm4
	vaddss	%xmm4, %xmm9, %xmm4
	vmulss	%xmm26, %xmm4, %xmm4
	vmovapd	%xmm11, %xmm9
	vcvtss2sd	%xmm4, %xmm4, %xmm11
	vsubss	%xmm8, %xmm3, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm17, %xmm6, %xmm3
	vaddss	%xmm2, %xmm3, %xmm6
	vaddsd	%xmm24, %xmm1, %xmm1
	vsubsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm20, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm0, %xmm1
	vmulsd	%xmm25, %xmm1, %xmm2
	vaddsd	.LCPI0_31(%rip), %xmm2, %xmm2
	vmulsd	%xmm2, %xmm1, %xmm2
	vaddsd	.LCPI0_32(%rip), %xmm2, %xmm2
	vmulsd	%xmm2, %xmm1, %xmm2
	vaddsd	.LCPI0_33(%rip), %xmm2, %xmm2
	vmulsd	%xmm1, %xmm0, %xmm3
	vmulsd	%xmm2, %xmm3, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	.LCPI0_34(%rip), %xmm1, %xmm2
	vsubsd	%xmm2, %xmm9, %xmm2
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
	vmulss	%xmm18, %xmm6, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm6
	vmulss	%xmm6, %xmm1, %xmm0
	movq	1056(%rsp), %rax
	movq	1248(%rsp), %rcx
	vmovss	%xmm0, (%rcx,%rax,4)
	vmulsd	%xmm30, %xmm11, %xmm0
	vaddsd	%xmm5, %xmm0, %xmm1
	vmovq	%xmm1, %r8
	testb	$2, %r8b
	sete	%r10b
	cmpq	%r14, 136(%rsp)
	jae	.LBB0_165
	testb	$2, %dil
	sete	%al
	kmovd	%eax, %k1
	vmovss	%xmm4, %xmm2, %xmm2 {%k1}
	kmovd	%edi, %k1
	vmovss	%xmm3, %xmm2, %xmm2 {%k1}
	vmulss	%xmm6, %xmm2, %xmm2
	movq	136(%rsp), %rax
	movq	1248(%rsp), %rcx
	vmovss	%xmm2, (%rcx,%rax,4)
.LBB0_165:
	cmpq	%r14, 880(%rsp)
	vmovsd	.LCPI0_35(%rip), %xmm5
	movq	176(%rsp), %r13
	movq	2336(%rsp), %rcx
	vpbroadcastq	.LCPI0_1(%rip), %zmm30
	vmovapd	%zmm27, %zmm6
	jae	.LBB0_167
	shrq	$32, %rbx
	xorl	2400(%rsp), %ebp
	xorl	%ebx, %ebp
	shrl	$9, %ebp
	vcvtsi2ss	%ebp, %xmm15, %xmm2
	vmovss	.LCPI0_11(%rip), %xmm9
	vaddss	%xmm2, %xmm9, %xmm2
	vmulss	.LCPI0_12(%rip), %xmm2, %xmm2
	vmovd	%xmm2, %eax
	addl	$4913933, %eax
	movl	%eax, %edi
	shrl	$23, %edi
	addl	$-127, %edi
	andl	$8388607, %eax
	addl	$1060439283, %eax
	vmovd	%eax, %xmm2
	vaddss	%xmm7, %xmm2, %xmm2
	vaddss	%xmm2, %xmm10, %xmm3
	vdivss	%xmm3, %xmm2, %xmm3
	vmulss	%xmm3, %xmm3, %xmm4
	vmulss	%xmm4, %xmm4, %xmm6
	vmulss	%xmm6, %xmm12, %xmm8
	vaddss	%xmm13, %xmm8, %xmm8
	vmulss	%xmm6, %xmm8, %xmm8
	vmulss	%xmm6, %xmm14, %xmm6
	vaddss	%xmm6, %xmm15, %xmm6
	vmulss	%xmm6, %xmm4, %xmm4
	vaddss	%xmm4, %xmm8, %xmm4
	vmulss	%xmm2, %xmm9, %xmm6
	vmulss	%xmm6, %xmm2, %xmm6
	vcvtsi2ss	%edi, %xmm15, %xmm8
	vaddss	%xmm4, %xmm6, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm16, %xmm8, %xmm4
	vaddss	%xmm3, %xmm4, %xmm3
	vsubss	%xmm6, %xmm3, %xmm3
	vmovapd	%zmm27, %zmm6
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm17, %xmm8, %xmm3
	vaddss	%xmm2, %xmm3, %xmm2
	vmulss	%xmm18, %xmm2, %xmm2
	vsqrtss	%xmm2, %xmm2, %xmm2
	vaddsd	%xmm24, %xmm1, %xmm1
	vsubsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm20, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm0, %xmm1
	vmulsd	%xmm25, %xmm1, %xmm3
	vaddsd	.LCPI0_31(%rip), %xmm3, %xmm3
	vmulsd	%xmm3, %xmm1, %xmm3
	vaddsd	.LCPI0_32(%rip), %xmm3, %xmm3
	vmulsd	%xmm3, %xmm1, %xmm3
	vaddsd	.LCPI0_33(%rip), %xmm3, %xmm3
	vmulsd	%xmm1, %xmm0, %xmm4
	vmulsd	%xmm3, %xmm4, %xmm3
	vaddsd	%xmm3, %xmm0, %xmm0
	vmulsd	.LCPI0_34(%rip), %xmm1, %xmm3
	vsubsd	%xmm3, %xmm5, %xmm3
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
	movq	880(%rsp), %rax
	movq	1248(%rsp), %rdx
	vmovss	%xmm0, (%rdx,%rax,4)
	jmp	.LBB0_167
.LBB0_144:
	vmulss	-12(%rsp), %xmm3, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	vmovaps	%xmm0, 4320(%rsp)
	vmovss	%xmm3, 4384(%rsp)
	cmpl	$0, -116(%rsp)
	jne	.LBB0_149
	.p2align	4
.LBB0_146:
	movq	3040(%rsp), %rsi
	movq	-64(%rsp), %rdi
	movq	3488(%rsp), %r8
	movq	344(%rsp), %r9
	xorl	%r10d, %r10d
	movq	2208(%rsp), %rdx
	movq	352(%rsp), %r15
	vmovaps	.LCPI0_55(%rip), %xmm10
	vmovaps	.LCPI0_56(%rip), %xmm11
	vmovups	4256(%rsp), %zmm19
	movzbl	368(%rsp), %ebp
	vbroadcastss	.LCPI0_11(%rip), %zmm20
	vmovaps	4320(%rsp), %xmm12
	vpbroadcastd	.LCPI0_53(%rip), %zmm24
	jmp	.LBB0_147
	.p2align	4
.LBB0_190:
	incq	%r10
	movq	1312(%rsp), %r11
	addq	%r11, %r9
	movq	1376(%rsp), %rax
	addq	%rax, %r8
	addq	%r11, %rdi
	addq	%rax, %rsi
	cmpq	1440(%rsp), %r10
	je	.LBB0_191
.LBB0_147:
	testb	%bpl, %bpl
	je	.LBB0_179
	xorl	%r11d, %r11d
.LBB0_186:
	movq	%r11, %rax
	testq	%r15, %r15
	je	.LBB0_189
	movq	%r15, %rbx
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
	movq	160(%rsp), %r11
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
	cmpq	%rdx, %r14
	je	.LBB0_190
	movq	%rdx, %r11
	testb	$56, %r14b
	je	.LBB0_186
	movq	%rdx, %rax
	movq	3616(%rsp), %r11
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
	cmpq	$0, 360(%rsp)
	movq	1056(%rsp), %rbp
	je	.LBB0_192
	vxorps	%xmm0, %xmm0, %xmm0
	movq	848(%rsp), %rax
	xorl	%esi, %esi
	movq	-104(%rsp), %r15
	movq	-64(%rsp), %rdi
	movq	184(%rsp), %rdx
	movq	336(%rsp), %r8
	movq	8(%rsp), %r9
	movq	328(%rsp), %r10
	.p2align	4
.LBB0_194:
	vmovups	-16(%rdx,%rsi,4), %xmm1
	vmovups	(%rdx,%rsi,4), %xmm2
	vmovups	-16(%r8,%rsi,4), %xmm3
	vmovups	(%r8,%rsi,4), %xmm4
	vmovlhps	%xmm3, %xmm1, %xmm5
	vunpckhpd	%xmm3, %xmm1, %xmm1
	vmovups	-16(%r10,%rsi,4), %xmm3
	vmovups	(%r10,%rsi,4), %xmm6
	vmovups	-16(%r9,%rsi,4), %xmm7
	vmovups	(%r9,%rsi,4), %xmm8
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
	testb	$1, 856(%rsp)
	vmovaps	416(%rsp), %xmm6
	vmovdqu64	3680(%rsp), %zmm13
	movq	200(%rsp), %r8
	movq	112(%rsp), %r9
	movq	3872(%rsp), %r10
	vmovss	.LCPI0_11(%rip), %xmm22
	vbroadcastss	.LCPI0_52(%rip), %zmm23
	jne	.LBB0_196
	movq	%rbp, %rax
	cmpq	%r14, %rbp
	movl	$2143289344, %edx
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
	vmovaps	%xmm0, 1040(%rsp)
	cmpl	$0, -116(%rsp)
	vmovdqu64	1184(%rsp), %zmm31
	vmovss	.LCPI0_50(%rip), %xmm7
	vmovss	.LCPI0_51(%rip), %xmm8
	vbroadcastss	.LCPI0_11(%rip), %xmm9
	vbroadcastss	.LCPI0_52(%rip), %xmm10
	vpbroadcastd	.LCPI0_53(%rip), %xmm11
	je	.LBB0_175
	vbroadcastss	%xmm12, %zmm0
	movq	3040(%rsp), %rsi
	movq	120(%rsp), %rdi
	movq	-88(%rsp), %r8
	xorl	%r9d, %r9d
	jmp	.LBB0_200
	.p2align	4
.LBB0_212:
	incq	%r9
	addq	1312(%rsp), %r8
	movq	1376(%rsp), %rax
	addq	%rax, %rdi
	addq	%rax, %rsi
	cmpq	1440(%rsp), %r9
	vmovdqu64	1184(%rsp), %zmm31
	je	.LBB0_213
.LBB0_200:
	vaddss	1040(%rsp,%r9,4), %xmm7, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	%xmm1, %xmm8, %xmm1
	cmpb	$0, 144(%rsp)
	je	.LBB0_202
	xorl	%r10d, %r10d
.LBB0_209:
	movq	%r10, %rax
	orq	$1, %rax
	testb	$1, %r14b
	je	.LBB0_211
	leaq	(%r9,%r12), %r11
	movq	%r9, %rbx
	imulq	168(%rsp), %rbx
	imulq	%r14, %r11
	leaq	(%r15,%r11,4), %r14
	movq	-40(%rsp), %rbp
	leaq	(,%r11,4), %r11
	addq	%rbp, %r11
	movq	1056(%rsp), %rbp
	shll	$2, %r10d
	vmovss	(%r14,%r10), %xmm2
	movq	-88(%rsp), %rdx
	leaq	(%rdx,%rbx,4), %rbx
	movl	$2143289344, %edx
	vaddss	%xmm2, %xmm2, %xmm3
	vmulss	%xmm1, %xmm3, %xmm3
	vsubss	(%r11,%r10), %xmm2, %xmm4
	vaddss	%xmm4, %xmm4, %xmm4
	vmulss	%xmm22, %xmm4, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm3, %xmm6, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vmulss	(%rbx,%r10), %xmm12, %xmm3
	vaddss	%xmm2, %xmm3, %xmm2
	vmovd	%xmm2, %r11d
	movl	%r11d, %ebx
	andl	$2147483647, %ebx
	cmpl	$2139095041, %ebx
	cmovael	%edx, %r11d
	movl	%r11d, (%r14,%r10)
	movq	-128(%rsp), %r14
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
	vmulss	%xmm22, %xmm5, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm4, %xmm6, %xmm4
	vsubss	%xmm4, %xmm2, %xmm2
	vmulss	(%r8,%r10,4), %xmm12, %xmm4
	vaddss	%xmm2, %xmm4, %xmm2
	vmovd	%xmm2, %eax
	movl	%eax, %r11d
	andl	$2147483647, %r11d
	cmpl	$2139095041, %r11d
	cmovael	%edx, %eax
	movl	%eax, (%rsi,%r10,4)
	vaddss	%xmm3, %xmm3, %xmm2
	vmulss	%xmm1, %xmm2, %xmm2
	vsubss	4(%rdi,%r10,4), %xmm3, %xmm4
	vaddss	%xmm4, %xmm4, %xmm4
	vmulss	%xmm22, %xmm4, %xmm4
	vaddss	%xmm4, %xmm2, %xmm2
	vmulss	%xmm2, %xmm6, %xmm2
	vsubss	%xmm2, %xmm3, %xmm2
	vmulss	4(%r8,%r10,4), %xmm12, %xmm3
	vaddss	%xmm2, %xmm3, %xmm2
	vmovd	%xmm2, %eax
	movl	%eax, %r11d
	andl	$2147483647, %r11d
	cmpl	$2139095041, %r11d
	cmovael	%edx, %eax
	movl	%eax, 4(%rsi,%r10,4)
	addq	$2, %r10
	cmpq	%r10, %r14
	jne	.LBB0_178
	jmp	.LBB0_212
	.p2align	4
.LBB0_202:
	vbroadcastss	%xmm1, %zmm2
	xorl	%eax, %eax
	movq	4000(%rsp), %r10
	.p2align	4
.LBB0_203:
	vmovups	(%rsi,%rax), %zmm3
	vaddps	%zmm3, %zmm3, %zmm4
	vmulps	%zmm2, %zmm4, %zmm4
	vsubps	(%rdi,%rax), %zmm3, %zmm5
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm20, %zmm5, %zmm5
	vaddps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm4, %zmm19, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vmulps	(%r8,%rax), %zmm0, %zmm4
	vaddps	%zmm3, %zmm4, %zmm3
	vandps	%zmm23, %zmm3, %zmm4
	vpcmpgtd	%zmm24, %zmm4, %k1
	vpbroadcastd	.LCPI0_54(%rip), %zmm3 {%k1}
	vmovdqu64	%zmm3, (%rsi,%rax)
	addq	$64, %rax
	cmpq	%rax, %r10
	jne	.LBB0_203
	cmpq	24(%rsp), %r14
	je	.LBB0_212
	movq	24(%rsp), %r10
	testb	$12, %r14b
	je	.LBB0_209
	vbroadcastss	%xmm1, %xmm2
	movq	24(%rsp), %rax
	.p2align	4
.LBB0_207:
	vmovups	(%rsi,%rax,4), %xmm3
	vaddps	%xmm3, %xmm3, %xmm4
	vmulps	%xmm2, %xmm4, %xmm4
	vsubps	(%rdi,%rax,4), %xmm3, %xmm5
	vaddps	%xmm5, %xmm5, %xmm5
	vmulps	%xmm5, %xmm9, %xmm5
	vaddps	%xmm5, %xmm4, %xmm4
	vmulps	%xmm4, %xmm19, %xmm4
	vsubps	%xmm4, %xmm3, %xmm3
	vmulps	(%r8,%rax,4), %xmm0, %xmm4
	vaddps	%xmm3, %xmm4, %xmm3
	vandps	%xmm3, %xmm10, %xmm4
	vpcmpgtd	%xmm11, %xmm4, %k1
	vpbroadcastd	.LCPI0_54(%rip), %xmm3 {%k1}
	vmovdqu	%xmm3, (%rsi,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %rbp
	jne	.LBB0_207
	movq	384(%rsp), %rax
	movq	%rax, %r10
	cmpq	%rax, %r14
	je	.LBB0_212
	jmp	.LBB0_209
	.p2align	4
.LBB0_192:
	vmovdqa64	%zmm6, %zmm13
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%esi, %esi
	movq	-104(%rsp), %r15
	vmovaps	416(%rsp), %xmm6
	movq	-64(%rsp), %rdi
	movq	200(%rsp), %r8
	movq	112(%rsp), %r9
	movq	3872(%rsp), %r10
	vmovss	.LCPI0_11(%rip), %xmm22
	vbroadcastss	.LCPI0_52(%rip), %zmm23
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
	movq	%rbp, %rax
	cmpq	%r14, %rbp
	movl	$2143289344, %edx
	jne	.LBB0_198
	jmp	.LBB0_174
	.p2align	4
.LBB0_175:
	movq	3040(%rsp), %rsi
	movq	120(%rsp), %rdi
	movq	3488(%rsp), %r9
	movq	512(%rsp), %r10
	xorl	%r8d, %r8d
	jmp	.LBB0_176
	.p2align	4
.LBB0_226:
	incq	%r8
	movq	1376(%rsp), %rax
	addq	%rax, %r10
	addq	%rax, %r9
	addq	%rax, %rdi
	addq	%rax, %rsi
	cmpq	1440(%rsp), %r8
	je	.LBB0_213
.LBB0_176:
	vaddss	1040(%rsp,%r8,4), %xmm7, %xmm0
	vaddss	%xmm0, %xmm0, %xmm0
	vmulss	%xmm0, %xmm8, %xmm0
	cmpb	$0, 4064(%rsp)
	je	.LBB0_215
	xorl	%r11d, %r11d
.LBB0_222:
	movq	%r11, %rax
	orq	$1, %rax
	testb	$1, %r14b
	je	.LBB0_224
	leaq	(%r8,%r12), %rbx
	imulq	%r14, %rbx
	leaq	(%r15,%rbx,4), %r14
	movq	-40(%rsp), %rbp
	leaq	(,%rbx,4), %rbx
	addq	%rbp, %rbx
	shll	$2, %r11d
	vmovss	(%r14,%r11), %xmm1
	vaddss	%xmm1, %xmm1, %xmm2
	vmulss	%xmm0, %xmm2, %xmm2
	vsubss	(%rbx,%r11), %xmm1, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm22, %xmm3, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm6, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmovd	%xmm1, %ebx
	movl	%ebx, %ebp
	andl	$2147483647, %ebp
	cmpl	$2139095041, %ebp
	cmovael	%edx, %ebx
	movl	%ebx, (%r14,%r11)
	movq	-128(%rsp), %r14
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
	vmulss	%xmm22, %xmm4, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm3, %xmm6, %xmm3
	vsubss	%xmm3, %xmm1, %xmm1
	vmovd	%xmm1, %eax
	movl	%eax, %ebx
	andl	$2147483647, %ebx
	cmpl	$2139095041, %ebx
	cmovael	%edx, %eax
	movl	%eax, (%rsi,%r11,4)
	vaddss	%xmm2, %xmm2, %xmm1
	vmulss	%xmm0, %xmm1, %xmm1
	vsubss	4(%rdi,%r11,4), %xmm2, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm22, %xmm3, %xmm3
	vaddss	%xmm3, %xmm1, %xmm1
	vmulss	%xmm1, %xmm6, %xmm1
	vsubss	%xmm1, %xmm2, %xmm1
	vmovd	%xmm1, %eax
	movl	%eax, %ebx
	andl	$2147483647, %ebx
	cmpl	$2139095041, %ebx
	cmovael	%edx, %eax
	movl	%eax, 4(%rsi,%r11,4)
	addq	$2, %r11
	cmpq	%r11, %r14
	jne	.LBB0_225
	jmp	.LBB0_226
	.p2align	4
.LBB0_215:
	vbroadcastss	%xmm0, %zmm1
	xorl	%eax, %eax
	movq	160(%rsp), %r11
	vpbroadcastd	.LCPI0_54(%rip), %zmm27
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
	vmulps	%zmm20, %zmm10, %zmm10
	vaddps	%zmm10, %zmm6, %zmm6
	vmulps	%zmm20, %zmm11, %zmm10
	vaddps	%zmm10, %zmm7, %zmm7
	vmulps	%zmm20, %zmm12, %zmm10
	vaddps	%zmm10, %zmm8, %zmm8
	vmulps	%zmm20, %zmm13, %zmm10
	vaddps	%zmm10, %zmm9, %zmm9
	vmulps	%zmm6, %zmm19, %zmm6
	vmulps	%zmm7, %zmm19, %zmm7
	vmulps	%zmm8, %zmm19, %zmm8
	vmulps	%zmm9, %zmm19, %zmm9
	vsubps	%zmm6, %zmm2, %zmm2
	vsubps	%zmm7, %zmm3, %zmm3
	vsubps	%zmm8, %zmm4, %zmm4
	vsubps	%zmm9, %zmm5, %zmm5
	vandps	%zmm23, %zmm2, %zmm6
	vandps	%zmm23, %zmm3, %zmm7
	vandps	%zmm23, %zmm4, %zmm8
	vandps	%zmm23, %zmm5, %zmm9
	vpcmpgtd	%zmm24, %zmm6, %k1
	vpcmpgtd	%zmm24, %zmm7, %k2
	vpcmpgtd	%zmm24, %zmm8, %k3
	vpcmpgtd	%zmm24, %zmm9, %k4
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
	cmpq	2208(%rsp), %r14
	vmovaps	416(%rsp), %xmm6
	vmovdqu64	3680(%rsp), %zmm13
	vmovdqu64	1184(%rsp), %zmm31
	vmovss	.LCPI0_50(%rip), %xmm7
	vmovss	.LCPI0_51(%rip), %xmm8
	vbroadcastss	.LCPI0_52(%rip), %ymm5
	vpbroadcastd	.LCPI0_53(%rip), %ymm9
	je	.LBB0_226
	movq	2208(%rsp), %r11
	testb	$56, %r14b
	je	.LBB0_222
	vbroadcastss	%xmm0, %ymm1
	movq	2208(%rsp), %rax
	movq	3616(%rsp), %r11
	vbroadcastss	.LCPI0_11(%rip), %ymm10
	.p2align	4
.LBB0_220:
	vmovups	(%rsi,%rax,4), %ymm2
	vaddps	%ymm2, %ymm2, %ymm3
	vmulps	%ymm1, %ymm3, %ymm3
	vsubps	(%rdi,%rax,4), %ymm2, %ymm4
	vaddps	%ymm4, %ymm4, %ymm4
	vmulps	%ymm4, %ymm10, %ymm4
	vaddps	%ymm4, %ymm3, %ymm3
	vmulps	%ymm3, %ymm19, %ymm3
	vsubps	%ymm3, %ymm2, %ymm2
	vandps	%ymm5, %ymm2, %ymm3
	vpcmpgtd	%ymm9, %ymm3, %k1
	vpbroadcastd	.LCPI0_54(%rip), %ymm2 {%k1}
	vmovdqu	%ymm2, (%rsi,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %r11
	jne	.LBB0_220
	cmpq	%r11, %r14
	je	.LBB0_226
	jmp	.LBB0_222
.LBB0_25:
	cmpq	%r12, %r11
	jbe	.LBB0_85
	cmpq	$0, 16(%rsp)
	je	.LBB0_85
	movq	-128(%rsp), %rbx
	leaq	(%r9,%rbx,4), %r15
	movq	%rbx, %rbp
	andq	$-4, %rbp
	movq	%rbx, %rcx
	shrq	$2, %rcx
	movq	-112(%rsp), %r14
	movq	%r14, %rdx
	shrq	$32, %rdx
	movq	%r12, %rax
	imulq	%rbx, %rax
	movq	%rax, 32(%rsp)
	leaq	(,%rbx,4), %rax
	leaq	4(,%r12,4), %rsi
	imulq	%rbx, %rsi
	movq	%rsi, 192(%rsp)
	movq	%rax, %rsi
	negq	%rsi
	movq	%rsi, 184(%rsp)
	leaq	-1(%rbp), %rax
	movq	%rax, 432(%rsp)
	shrq	%rax
	movq	%rax, 256(%rsp)
	leaq	(%r9,%rbx,4), %rax
	addq	$4, %rax
	leaq	-1(%rcx), %rdi
	leaq	(%r9,%rbx,4), %r8
	addq	$8, %r8
	movq	%rdi, %r9
	shlq	$4, %r9
	leaq	(%r9,%r15), %r10
	addq	$4, %r10
	cmpq	%rax, %r10
	setb	%r10b
	shrq	$60, %rdi
	setne	%dil
	leaq	(%r9,%r15), %r11
	addq	$8, %r11
	cmpq	%r8, %r11
	movq	-64(%rsp), %r8
	leaq	12(%r8,%rbx,4), %r11
	setb	%r8b
	orb	%r10b, %r8b
	movq	-64(%rsp), %r10
	addq	%r15, %r9
	addq	$12, %r9
	movq	%r11, 400(%rsp)
	cmpq	%r11, %r9
	movq	%rax, %r9
	setb	%al
	orb	%dil, %al
	orb	%r8b, %al
	movb	%al, 4128(%rsp)
	movabsq	$2305843009213693920, %rsi
	movq	%rcx, %rax
	andq	%rsi, %rax
	movq	%rax, 2272(%rsp)
	orq	$24, %rsi
	movq	%rcx, -88(%rsp)
	andq	%rcx, %rsi
	movq	%rsi, 112(%rsp)
	movabsq	$4611686018427387840, %rcx
	leaq	63(%rcx), %rdi
	cmpq	%rdi, 432(%rsp)
	seta	%al
	movq	%r15, -96(%rsp)
	movq	256(%rsp), %r8
	leaq	(%r15,%r8,8), %rdi
	addq	$4, %rdi
	cmpq	%r9, %rdi
	setb	%dil
	orb	%al, %dil
	movb	%dil, 232(%rsp)
	movl	$3449720151, %eax
	leaq	1993301258(%rdx), %rdi
	leaq	842468239(%rdx), %r15
	leaq	1684936478(%rdx), %rsi
	movq	%rsi, 1888(%rsp)
	leaq	534103459(%rdx), %rsi
	movq	%rsi, 1824(%rsp)
	leal	-1767562579(%rdx), %esi
	movl	%esi, 1760(%rsp)
	leaq	-305585874(%rdx,%rax), %r11
	movq	%r11, 3744(%rsp)
	leaq	536882365(%rdx,%rax), %r11
	leaq	-613950654(%rdx,%rax), %rsi
	leaq	228517585(%rdx,%rax), %rdx
	movq	%rdx, 2144(%rsp)
	leaq	(,%rbx,4), %rdx
	leaq	1(%r8), %r8
	movq	%r8, 3104(%rsp)
	vpbroadcastq	%r14, %zmm0
	vmovdqu64	%zmm0, 2784(%rsp)
	leaq	-795284382(%r14,%rax), %r8
	movq	%r8, 144(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 3040(%rsp)
	leaq	1013904242(%r14), %r8
	movq	%r8, 1568(%rsp)
	leaq	1013904242(%r14), %r8
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 2720(%rsp)
	movq	%rdi, 3168(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 4384(%rsp)
	leaq	218619860(%r14,%rax), %r8
	movq	%r8, 2912(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 2656(%rsp)
	movq	%r15, 2080(%rsp)
	vpbroadcastq	%r15, %zmm28
	leaq	2027808484(%r14), %r15
	movq	%r15, 3424(%rsp)
	vpbroadcastq	%r15, %zmm0
	vmovdqu64	%zmm0, 3680(%rsp)
	movq	%r11, 2016(%rsp)
	vpbroadcastq	%r11, %zmm18
	leaq	387276957(%r14), %r11
	movq	%r11, 3360(%rsp)
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 2528(%rsp)
	movq	%rsi, 1952(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 4320(%rsp)
	leaq	-408007425(%r14,%rax), %rdi
	movq	%rdi, 2848(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3488(%rsp)
	movq	1888(%rsp), %rsi
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 2592(%rsp)
	leaq	1401181199(%r14), %rdi
	movq	%rdi, 1696(%rsp)
	vpbroadcastq	%rdi, %zmm17
	movq	1824(%rsp), %rsi
	vpbroadcastq	%rsi, %zmm19
	leaq	605896817(%r14,%rax), %rsi
	movq	%rsi, -72(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 1376(%rsp)
	movq	2144(%rsp), %rax
	vpbroadcastq	%rax, %zmm21
	leal	-1879881855(%r14), %eax
	movl	%eax, 1632(%rsp)
	vpbroadcastd	%eax, %ymm0
	vmovdqu	%ymm0, 880(%rsp)
	movq	2272(%rsp), %r11
	vpbroadcastq	%r11, %zmm0
	vporq	.LCPI0_0(%rip), %zmm0, %zmm0
	vmovdqu64	%zmm0, 3872(%rsp)
	movl	1760(%rsp), %eax
	vpbroadcastd	%eax, %ymm2
	vmovdqu	%ymm2, 2336(%rsp)
	movq	3104(%rsp), %rax
	movq	%rax, %rsi
	andq	%rcx, %rsi
	orq	$56, %rcx
	andq	%rax, %rcx
	movq	%rbx, %rdi
	andq	$-16, %rdi
	movq	%rbx, %rax
	andq	$-64, %rax
	movq	%rax, 3552(%rsp)
	movq	%rbx, %rax
	andq	$-8, %rax
	movq	%rax, 344(%rsp)
	movq	112(%rsp), %r8
	subq	%r11, %r8
	movq	%r8, 360(%rsp)
	movq	%rdx, %rax
	andq	$-512, %rax
	leaq	(%rax,%rbx,4), %rax
	addq	%r10, %rax
	movq	%rax, 352(%rsp)
	movq	%r12, %rax
	imulq	%r13, %rax
	movq	%rax, 136(%rsp)
	movq	32(%rsp), %r11
	leaq	(,%r11,4), %rax
	movq	%rax, 336(%rsp)
	movq	-104(%rsp), %rax
	leaq	(%rax,%r11,4), %r8
	leaq	192(%rax,%r11,4), %rax
	movq	%rax, -32(%rsp)
	movq	-40(%rsp), %rax
	leaq	(%rax,%r11,4), %r11
	vpbroadcastq	.LCPI0_1(%rip), %zmm0
	vmovss	.LCPI0_11(%rip), %xmm23
	vbroadcastss	.LCPI0_11(%rip), %zmm29
	vpbroadcastd	.LCPI0_53(%rip), %zmm1
	leaq	1(%rbp), %rax
	movq	%rax, 224(%rsp)
	leaq	2(%rbp), %rax
	movq	%rax, 216(%rsp)
	leaq	(%r10,%rbx,8), %rax
	movq	%rax, 328(%rsp)
	movq	%rsi, 24(%rsp)
	leaq	(%rsi,%rsi), %rax
	movq	%rax, 120(%rsp)
	movq	%rcx, 368(%rsp)
	leaq	(%rcx,%rcx), %rax
	movq	%rax, 200(%rsp)
	leaq	(%r10,%rbx,4), %rax
	addq	$384, %rax
	movq	%rax, 160(%rsp)
	xorl	%ecx, %ecx
	movq	%r8, 3232(%rsp)
	movq	%r8, %rax
	vpbroadcastd	.LCPI0_11(%rip), %xmm15
	vpbroadcastd	.LCPI0_52(%rip), %xmm22
	vpbroadcastd	.LCPI0_53(%rip), %xmm26
	vmovss	.LCPI0_24(%rip), %xmm2
	vpbroadcastd	%xmm31, %zmm24
	vmovdqu64	%zmm28, 1504(%rsp)
	movq	%rbp, 1056(%rsp)
	movq	%rdx, 8(%rsp)
	movq	%r9, -24(%rsp)
	movq	%rdi, 168(%rsp)
	vmovdqu64	%zmm24, 4512(%rsp)
	vmovdqu64	%zmm19, 2208(%rsp)
	vmovdqu64	%zmm17, 4064(%rsp)
	vmovdqu64	%zmm18, 4000(%rsp)
	vmovdqu64	%zmm21, 3616(%rsp)
	jmp	.LBB0_28
	.p2align	4
.LBB0_84:
	vmovaps	%xmm0, %xmm2
	incq	%r12
	movq	4256(%rsp), %rcx
	incq	%rcx
	addq	%r13, 136(%rsp)
	movq	8(%rsp), %rdx
	addq	%rdx, -32(%rsp)
	addq	%rdx, %rax
	addq	%rdx, %r11
	cmpq	104(%rsp), %r12
	vpbroadcastq	.LCPI0_1(%rip), %zmm0
	je	.LBB0_85
.LBB0_28:
	movq	%rax, 32(%rsp)
	movq	%r11, 248(%rsp)
	movq	184(%rsp), %rbp
	imulq	%rcx, %rbp
	movq	%rcx, 4256(%rsp)
	imulq	%rcx, %rdx
	movq	336(%rsp), %rcx
	addq	%rdx, %rcx
	movq	-104(%rsp), %rax
	leaq	(%rax,%rcx), %rbx
	addq	192(%rsp), %rdx
	leaq	(%rax,%rdx), %r11
	movq	-40(%rsp), %r14
	addq	%r14, %rcx
	addq	%r14, %rdx
	movq	%r12, %rdi
	movq	-128(%rsp), %r15
	imulq	%r15, %rdi
	movq	%r12, %r8
	imulq	%r13, %r8
	movq	-88(%rsp), %r9
	leaq	(%r8,%r9), %r13
	movl	%r13d, %eax
	movl	$3449720151, %r9d
	leaq	78811644(%r9), %rsi
	movq	%rsi, -80(%rsp)
	imulq	%rsi, %rax
	xorq	-112(%rsp), %r13
	xorq	%rax, %r13
	shrq	$32, %r13
	imulq	%r9, %r13
	movq	%r13, %rsi
	shrq	$32, %rsi
	xorq	144(%rsp), %rsi
	movq	%rsi, 128(%rsp)
	xorq	3744(%rsp), %rax
	movq	%rax, 384(%rsp)
	xorq	1568(%rsp), %r13
	movq	%r13, 392(%rsp)
	addq	%r10, %rbp
	movq	%rbp, 3296(%rsp)
	cmpq	%rdx, %rbx
	setb	%r9b
	cmpq	%r11, %rcx
	setb	%r10b
	andb	%r9b, %r10b
	cmpq	328(%rsp), %rbx
	setb	%r9b
	cmpq	%r11, -96(%rsp)
	setb	%al
	andb	%r9b, %al
	orb	%r10b, %al
	movb	%al, 4192(%rsp)
	movq	-64(%rsp), %r10
	cmpq	%rdx, %rbx
	setb	%al
	cmpq	%r11, %rcx
	movq	-104(%rsp), %rcx
	leaq	(%rcx,%rdi,4), %rcx
	movq	%rcx, 208(%rsp)
	leaq	(%r14,%rdi,4), %rcx
	movq	%rcx, 3936(%rsp)
	movq	%r15, %r14
	vpbroadcastq	%r8, %zmm16
	vpaddq	%zmm0, %zmm16, %zmm0
	vmovdqu64	%zmm0, 2400(%rsp)
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm16, %zmm8
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm16, %zmm9
	setb	%cl
	andb	%al, %cl
	movb	%cl, 4448(%rsp)
	movq	32(%rsp), %rax
	movq	$0, 1184(%rsp)
	vmovss	-8(%rsp), %xmm10
	vmovaps	%xmm2, %xmm0
	movq	%r12, 152(%rsp)
	vmovdqu64	%zmm16, 2464(%rsp)
	vmovdqu64	%zmm8, 1440(%rsp)
	vmovdqu64	%zmm9, 1312(%rsp)
	jmp	.LBB0_29
	.p2align	4
.LBB0_83:
	vmulss	(%rsp), %xmm10, %xmm10
	movq	1184(%rsp), %rdx
	incq	%rdx
	movq	%rdx, 1184(%rsp)
	cmpq	16(%rsp), %rdx
	je	.LBB0_84
.LBB0_29:
	vmovss	4(%rsp), %xmm2
	cmpl	$0, -4(%rsp)
	jne	.LBB0_30
.LBB0_31:
	vmovaps	%xmm2, 3808(%rsp)
	vmovss	%xmm10, 1120(%rsp)
	cmpl	$0, -116(%rsp)
	movq	2144(%rsp), %rbp
	je	.LBB0_32
	movq	376(%rsp), %rax
	movq	1184(%rsp), %rcx
	addq	%rax, %rcx
	movq	%rcx, %rdx
	shrq	$32, %rdx
	movl	$3449720151, %eax
	imulq	%rax, %rdx
	movq	%rdx, %rax
	shrq	$32, %rax
	movq	%rcx, 408(%rsp)
	xorl	-112(%rsp), %ecx
	movq	%rax, 240(%rsp)
	xorl	%eax, %ecx
	movq	-80(%rsp), %r9
	imulq	%r9, %rcx
	movq	%rcx, %r10
	shrq	$32, %r10
	xorq	3744(%rsp), %r10
	cmpb	$0, 4128(%rsp)
	vmovdqu64	3680(%rsp), %zmm3
	movq	%rdx, 1248(%rsp)
	movq	%rcx, 256(%rsp)
	je	.LBB0_108
	xorl	%edx, %edx
	movl	$3449720151, %ebx
	movq	-72(%rsp), %r12
	vmovss	.LCPI0_17(%rip), %xmm11
	vmovss	.LCPI0_18(%rip), %xmm4
	vmovss	.LCPI0_19(%rip), %xmm5
	movq	%r10, %rcx
.LBB0_115:
	movq	1248(%rsp), %rsi
	xorq	144(%rsp), %rsi
	movq	256(%rsp), %rax
	xorq	3168(%rsp), %rax
	movq	%rax, 256(%rsp)
	movq	-88(%rsp), %rdi
	subq	%rdx, %rdi
	movq	136(%rsp), %rax
	leaq	(%rax,%rdx), %r13
	shlq	$4, %rdx
	addq	400(%rsp), %rdx
	.p2align	4
.LBB0_46:
	movl	%r13d, %r15d
	imulq	%r9, %r15
	movq	%r13, %r10
	xorq	-112(%rsp), %r10
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
	movq	1568(%rsp), %r11
	movl	%r11d, %ebp
	xorl	%eax, %ebp
	movq	%r8, %r11
	shrq	$32, %r11
	xorl	%ebp, %r10d
	movq	2144(%rsp), %rbp
	xorl	256(%rsp), %r11d
	imulq	%r9, %r10
	imulq	%rbx, %r11
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	2912(%rsp), %r15d
	xorl	%eax, %r15d
	movq	%r10, %rax
	shrq	$32, %rax
	xorl	2080(%rsp), %r8d
	xorl	%eax, %r8d
	imulq	%r9, %r15
	imulq	%rbx, %r8
	movq	%r8, %rax
	shrq	$32, %rax
	xorl	3424(%rsp), %r11d
	xorl	%eax, %r11d
	movq	%r15, %rax
	xorl	2016(%rsp), %r10d
	shrq	$32, %rax
	xorl	%eax, %r10d
	imulq	%r9, %r11
	imulq	%rbx, %r10
	movq	%r10, %rax
	shrq	$32, %rax
	xorl	3360(%rsp), %r8d
	xorl	%eax, %r8d
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	1952(%rsp), %r15d
	xorl	%eax, %r15d
	imulq	%r9, %r8
	imulq	%rbx, %r15
	movq	%r15, %rax
	shrq	$32, %rax
	xorl	2848(%rsp), %r10d
	xorl	%eax, %r10d
	movq	%r8, %rax
	shrq	$32, %rax
	xorl	1888(%rsp), %r11d
	xorl	%eax, %r11d
	imulq	%r9, %r10
	imulq	%rbx, %r11
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	1696(%rsp), %r15d
	xorl	%eax, %r15d
	movq	%r10, %rax
	shrq	$32, %rax
	xorl	1824(%rsp), %r8d
	xorl	%eax, %r8d
	imulq	%r9, %r15
	imulq	%rbx, %r8
	movq	%r8, %rax
	shrq	$32, %rax
	xorl	%r12d, %r11d
	xorl	%eax, %r11d
	movq	%r15, %rax
	shrq	$32, %rax
	xorl	%ebp, %r10d
	xorl	%eax, %r10d
	imulq	%r9, %r11
	imulq	%rbx, %r10
	movq	%r10, %rax
	shrq	$32, %rax
	xorl	1632(%rsp), %r8d
	xorl	%eax, %r8d
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	1760(%rsp), %r15d
	xorl	%eax, %r15d
	movl	%r8d, -12(%rdx)
	movl	%r10d, -8(%rdx)
	movl	%r15d, -4(%rdx)
	movl	%r11d, (%rdx)
	addq	$16, %rdx
	incq	%r13
	decq	%rdi
	jne	.LBB0_46
	jmp	.LBB0_47
	.p2align	4
.LBB0_108:
	vpbroadcastq	%rdx, %zmm2
	vpxorq	3040(%rsp), %zmm2, %zmm0
	vmovdqu64	%zmm0, 528(%rsp)
	vpbroadcastq	%rcx, %zmm2
	vpxorq	4384(%rsp), %zmm2, %zmm0
	vmovdqu64	%zmm0, 592(%rsp)
	movq	%r10, %r11
	vpbroadcastq	%r10, %zmm20
	movq	160(%rsp), %rdi
	movq	2272(%rsp), %rdx
	vmovdqa64	.LCPI0_0(%rip), %zmm8
	vmovdqu64	4000(%rsp), %zmm22
	vmovdqa64	%zmm3, %zmm0
	vmovdqu64	4320(%rsp), %zmm30
	vmovdqu64	3488(%rsp), %zmm31
	vmovdqu64	4064(%rsp), %zmm26
	vmovdqu64	2208(%rsp), %zmm19
	vmovdqu64	3616(%rsp), %zmm1
	vmovdqu	880(%rsp), %ymm6
	vpbroadcastq	.LCPI0_5(%rip), %zmm7
	vmovdqa64	.LCPI0_6(%rip), %zmm29
	vmovdqa64	.LCPI0_7(%rip), %zmm3
	vpbroadcastq	.LCPI0_4(%rip), %zmm25
	vmovdqu64	%zmm20, 432(%rsp)
	.p2align	4
.LBB0_109:
	vpaddq	2464(%rsp), %zmm8, %zmm2
	vpaddq	2400(%rsp), %zmm8, %zmm4
	vpaddq	1440(%rsp), %zmm8, %zmm5
	vpaddq	1312(%rsp), %zmm8, %zmm9
	vpmuludq	%zmm25, %zmm2, %zmm10
	vpmuludq	%zmm25, %zmm4, %zmm11
	vpmuludq	%zmm25, %zmm5, %zmm12
	vpmuludq	%zmm25, %zmm9, %zmm13
	vmovdqu64	2784(%rsp), %zmm14
	vpternlogq	$150, %zmm14, %zmm10, %zmm2
	vpternlogq	$150, %zmm14, %zmm11, %zmm4
	vpternlogq	$150, %zmm14, %zmm12, %zmm5
	vpternlogq	$150, %zmm14, %zmm13, %zmm9
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm9, %zmm9
	vpmuludq	%zmm7, %zmm2, %zmm2
	vpmuludq	%zmm7, %zmm4, %zmm4
	vpmuludq	%zmm7, %zmm5, %zmm14
	vpmuludq	%zmm7, %zmm9, %zmm9
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm15
	vpsrlq	$32, %zmm14, %zmm16
	vpsrlq	$32, %zmm9, %zmm17
	vmovdqu64	528(%rsp), %zmm21
	vpxorq	%zmm21, %zmm5, %zmm5
	vpxorq	%zmm21, %zmm15, %zmm15
	vpxorq	%zmm21, %zmm16, %zmm16
	vpxorq	%zmm10, %zmm20, %zmm18
	vpxorq	%zmm11, %zmm20, %zmm11
	vpxorq	%zmm12, %zmm20, %zmm12
	vpxorq	%zmm21, %zmm17, %zmm17
	vpxorq	%zmm13, %zmm20, %zmm13
	vpmuludq	%zmm25, %zmm5, %zmm20
	vpmuludq	%zmm25, %zmm15, %zmm15
	vpmuludq	%zmm25, %zmm16, %zmm10
	vpmuludq	%zmm25, %zmm17, %zmm5
	vpsrlq	$32, %zmm20, %zmm16
	vpsrlq	$32, %zmm15, %zmm17
	vpmuludq	%zmm7, %zmm18, %zmm18
	vpmuludq	%zmm7, %zmm11, %zmm21
	vpmuludq	%zmm7, %zmm12, %zmm12
	vpmuludq	%zmm7, %zmm13, %zmm13
	vpsrlq	$32, %zmm10, %zmm11
	vpsrlq	$32, %zmm18, %zmm23
	vpsrlq	$32, %zmm21, %zmm24
	vmovdqu64	2720(%rsp), %zmm25
	vpternlogq	$150, %zmm25, %zmm2, %zmm23
	vpsrlq	$32, %zmm12, %zmm2
	vpternlogq	$150, %zmm25, %zmm4, %zmm24
	vpsrlq	$32, %zmm5, %zmm4
	vpternlogq	$150, %zmm25, %zmm14, %zmm2
	vpsrlq	$32, %zmm13, %zmm14
	vpternlogq	$150, %zmm25, %zmm9, %zmm14
	vmovdqu64	592(%rsp), %zmm9
	vpxorq	%zmm9, %zmm16, %zmm16
	vpxorq	%zmm9, %zmm17, %zmm17
	vpxorq	%zmm9, %zmm11, %zmm25
	vpxorq	%zmm9, %zmm4, %zmm27
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm24, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm2
	vpmuludq	%zmm7, %zmm16, %zmm14
	vpmuludq	%zmm7, %zmm17, %zmm16
	vpmuludq	%zmm7, %zmm25, %zmm17
	vpmuludq	%zmm7, %zmm27, %zmm23
	vpsrlq	$32, %zmm14, %zmm24
	vmovdqu64	2656(%rsp), %zmm27
	vpternlogq	$150, %zmm18, %zmm27, %zmm24
	vpsrlq	$32, %zmm16, %zmm18
	vpternlogq	$150, %zmm21, %zmm27, %zmm18
	vpsrlq	$32, %zmm17, %zmm21
	vpternlogq	$150, %zmm12, %zmm27, %zmm21
	vpsrlq	$32, %zmm23, %zmm25
	vpternlogq	$150, %zmm13, %zmm27, %zmm25
	vpsrlq	$32, %zmm11, %zmm13
	vpternlogq	$150, %zmm28, %zmm20, %zmm13
	vpsrlq	$32, %zmm9, %zmm20
	vpternlogq	$150, %zmm28, %zmm15, %zmm20
	vpsrlq	$32, %zmm4, %zmm15
	vpternlogq	$150, %zmm28, %zmm10, %zmm15
	vpsrlq	$32, %zmm2, %zmm27
	vpternlogq	$150, %zmm28, %zmm5, %zmm27
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm24, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm5
	vpmuludq	%zmm7, %zmm13, %zmm18
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm25, %zmm13
	vpmuludq	%zmm7, %zmm20, %zmm20
	vpmuludq	%zmm7, %zmm15, %zmm15
	vpmuludq	%zmm7, %zmm27, %zmm21
	vpsrlq	$32, %zmm18, %zmm24
	vpternlogq	$150, %zmm0, %zmm14, %zmm24
	vpsrlq	$32, %zmm20, %zmm25
	vpternlogq	$150, %zmm0, %zmm16, %zmm25
	vpsrlq	$32, %zmm15, %zmm16
	vpternlogq	$150, %zmm0, %zmm17, %zmm16
	vpsrlq	$32, %zmm21, %zmm17
	vpternlogq	$150, %zmm0, %zmm23, %zmm17
	vpsrlq	$32, %zmm12, %zmm23
	vpternlogq	$150, %zmm11, %zmm22, %zmm23
	vpsrlq	$32, %zmm10, %zmm27
	vpternlogq	$150, %zmm9, %zmm22, %zmm27
	vpsrlq	$32, %zmm5, %zmm9
	vpternlogq	$150, %zmm4, %zmm22, %zmm9
	vpsrlq	$32, %zmm13, %zmm28
	vpternlogq	$150, %zmm2, %zmm22, %zmm28
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm24, %zmm14
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm25, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm2
	vpmuludq	%zmm7, %zmm23, %zmm17
	vpmuludq	%zmm7, %zmm27, %zmm23
	vpmuludq	%zmm7, %zmm9, %zmm24
	vpmuludq	%zmm7, %zmm28, %zmm25
	vpsrlq	$32, %zmm17, %zmm9
	vmovdqu64	2528(%rsp), %zmm27
	vpternlogq	$150, %zmm18, %zmm27, %zmm9
	vpsrlq	$32, %zmm23, %zmm16
	vpternlogq	$150, %zmm20, %zmm27, %zmm16
	vpsrlq	$32, %zmm24, %zmm18
	vpternlogq	$150, %zmm15, %zmm27, %zmm18
	vpsrlq	$32, %zmm25, %zmm20
	vpternlogq	$150, %zmm21, %zmm27, %zmm20
	vpsrlq	$32, %zmm14, %zmm21
	vpternlogq	$150, %zmm30, %zmm12, %zmm21
	vpsrlq	$32, %zmm11, %zmm12
	vpternlogq	$150, %zmm30, %zmm10, %zmm12
	vpsrlq	$32, %zmm4, %zmm27
	vpternlogq	$150, %zmm30, %zmm5, %zmm27
	vpsrlq	$32, %zmm2, %zmm5
	vpternlogq	$150, %zmm30, %zmm13, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm15
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm9
	vpmuludq	%zmm7, %zmm21, %zmm18
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm16
	vpmuludq	%zmm7, %zmm12, %zmm20
	vpmuludq	%zmm7, %zmm27, %zmm21
	vpmuludq	%zmm7, %zmm5, %zmm27
	vpsrlq	$32, %zmm18, %zmm5
	vpternlogq	$150, %zmm31, %zmm17, %zmm5
	vpsrlq	$32, %zmm20, %zmm12
	vpternlogq	$150, %zmm31, %zmm23, %zmm12
	vpsrlq	$32, %zmm21, %zmm17
	vpternlogq	$150, %zmm31, %zmm24, %zmm17
	vpsrlq	$32, %zmm27, %zmm23
	vpternlogq	$150, %zmm31, %zmm25, %zmm23
	vpsrlq	$32, %zmm15, %zmm24
	vmovdqu64	2592(%rsp), %zmm13
	vpternlogq	$150, %zmm14, %zmm13, %zmm24
	vpsrlq	$32, %zmm10, %zmm25
	vpternlogq	$150, %zmm11, %zmm13, %zmm25
	vpsrlq	$32, %zmm9, %zmm11
	vpternlogq	$150, %zmm4, %zmm13, %zmm11
	vpsrlq	$32, %zmm16, %zmm4
	vpternlogq	$150, %zmm2, %zmm13, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm14
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm12, %zmm13
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm5
	vpmuludq	%zmm7, %zmm24, %zmm17
	vpmuludq	%zmm7, %zmm25, %zmm23
	vpmuludq	%zmm7, %zmm11, %zmm24
	vpmuludq	%zmm7, %zmm4, %zmm25
	vpsrlq	$32, %zmm17, %zmm2
	vpternlogq	$150, %zmm18, %zmm26, %zmm2
	vpsrlq	$32, %zmm23, %zmm4
	vpternlogq	$150, %zmm20, %zmm26, %zmm4
	vpsrlq	$32, %zmm24, %zmm18
	vpternlogq	$150, %zmm21, %zmm26, %zmm18
	vpsrlq	$32, %zmm25, %zmm20
	vpternlogq	$150, %zmm27, %zmm26, %zmm20
	vpsrlq	$32, %zmm14, %zmm21
	vpternlogq	$150, %zmm19, %zmm15, %zmm21
	vpsrlq	$32, %zmm13, %zmm15
	vpternlogq	$150, %zmm19, %zmm10, %zmm15
	vpsrlq	$32, %zmm12, %zmm27
	vpternlogq	$150, %zmm19, %zmm9, %zmm27
	vpsrlq	$32, %zmm5, %zmm28
	vpternlogq	$150, %zmm19, %zmm16, %zmm28
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm4, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm9
	vpmuludq	%zmm7, %zmm21, %zmm16
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm2
	vpmuludq	%zmm7, %zmm15, %zmm18
	vpmuludq	%zmm7, %zmm27, %zmm20
	vmovdqu64	1376(%rsp), %zmm27
	vpmuludq	%zmm7, %zmm28, %zmm15
	vmovdqu64	1504(%rsp), %zmm28
	vpsrlq	$32, %zmm16, %zmm21
	vpternlogq	$150, %zmm27, %zmm17, %zmm21
	vpsrlq	$32, %zmm18, %zmm17
	vpternlogq	$150, %zmm27, %zmm23, %zmm17
	vpsrlq	$32, %zmm20, %zmm23
	vpternlogq	$150, %zmm27, %zmm24, %zmm23
	vpsrlq	$32, %zmm15, %zmm4
	vpternlogq	$150, %zmm27, %zmm25, %zmm4
	vpsrlq	$32, %zmm11, %zmm24
	vpternlogq	$150, %zmm14, %zmm1, %zmm24
	vpsrlq	$32, %zmm10, %zmm14
	vpternlogq	$150, %zmm13, %zmm1, %zmm14
	vpsrlq	$32, %zmm9, %zmm25
	vpternlogq	$150, %zmm12, %zmm1, %zmm25
	vpsrlq	$32, %zmm2, %zmm12
	vpternlogq	$150, %zmm5, %zmm1, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm21
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm13
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm5
	vpmuludq	%zmm7, %zmm24, %zmm17
	vpmuludq	%zmm7, %zmm14, %zmm23
	vpmuludq	%zmm7, %zmm25, %zmm14
	vpbroadcastq	.LCPI0_4(%rip), %zmm25
	vpsrlq	$32, %zmm17, %zmm24
	vpxorq	%zmm16, %zmm24, %zmm16
	vpsrlq	$32, %zmm23, %zmm24
	vpxorq	%zmm18, %zmm24, %zmm18
	vpsrlq	$32, %zmm14, %zmm24
	vpxorq	%zmm20, %zmm24, %zmm20
	vpsrlq	$32, %zmm21, %zmm24
	vpmuludq	%zmm7, %zmm12, %zmm12
	vpxorq	%zmm11, %zmm24, %zmm24
	vpsrlq	$32, %zmm12, %zmm11
	vpxorq	%zmm15, %zmm11, %zmm11
	vpsrlq	$32, %zmm13, %zmm15
	vpxorq	%zmm10, %zmm15, %zmm10
	vpsrlq	$32, %zmm5, %zmm15
	vpxorq	%zmm9, %zmm15, %zmm9
	vpmovqd	%zmm21, %ymm15
	vpmovqd	%zmm24, %ymm21
	vmovdqu64	2336(%rsp), %ymm24
	vpxord	%ymm21, %ymm24, %ymm21
	vinserti64x4	$1, %ymm15, %zmm21, %zmm15
	vpmovqd	%zmm17, %ymm17
	vpmovqd	%zmm16, %ymm16
	vpxord	%ymm16, %ymm6, %ymm16
	vinserti64x4	$1, %ymm17, %zmm16, %zmm16
	vmovdqa64	%zmm16, %zmm17
	vpermt2d	%zmm15, %zmm29, %zmm17
	vpermt2d	%zmm15, %zmm3, %zmm16
	vmovdqu64	%zmm16, -320(%rdi)
	vmovdqu64	%zmm17, -384(%rdi)
	vpmovqd	%zmm23, %ymm15
	vpmovqd	%zmm18, %ymm16
	vpxord	%ymm16, %ymm6, %ymm16
	vinserti64x4	$1, %ymm15, %zmm16, %zmm15
	vpmovqd	%zmm13, %ymm13
	vpmovqd	%zmm10, %ymm10
	vpxord	%ymm10, %ymm24, %ymm10
	vinserti64x4	$1, %ymm13, %zmm10, %zmm10
	vmovdqa64	%zmm15, %zmm13
	vpermt2d	%zmm10, %zmm29, %zmm13
	vpermt2d	%zmm10, %zmm3, %zmm15
	vmovdqu64	%zmm15, -192(%rdi)
	vpmovqd	%zmm14, %ymm10
	vpmovqd	%zmm20, %ymm14
	vmovdqu64	432(%rsp), %zmm20
	vpxor	%ymm6, %ymm14, %ymm14
	vinserti64x4	$1, %ymm10, %zmm14, %zmm10
	vpmovqd	%zmm5, %ymm5
	vpmovqd	%zmm9, %ymm9
	vpxord	%ymm9, %ymm24, %ymm9
	vinserti64x4	$1, %ymm5, %zmm9, %zmm5
	vmovdqa64	%zmm10, %zmm9
	vpermt2d	%zmm5, %zmm29, %zmm9
	vpermt2d	%zmm5, %zmm3, %zmm10
	vmovdqu64	%zmm13, -256(%rdi)
	vmovdqu64	%zmm10, -64(%rdi)
	vpmuludq	%zmm25, %zmm4, %zmm4
	vmovdqu64	%zmm9, -128(%rdi)
	vpsrlq	$32, %zmm4, %zmm5
	vpxorq	%zmm2, %zmm5, %zmm2
	vpmovqd	%zmm12, %ymm5
	vpmovqd	%zmm11, %ymm9
	vpxor	%ymm6, %ymm9, %ymm9
	vinserti64x4	$1, %ymm5, %zmm9, %zmm5
	vpmovqd	%zmm4, %ymm4
	vpmovqd	%zmm2, %ymm2
	vpxord	%ymm2, %ymm24, %ymm2
	vinserti64x4	$1, %ymm4, %zmm2, %zmm2
	vmovdqa64	%zmm5, %zmm4
	vpermt2d	%zmm2, %zmm3, %zmm5
	vmovdqu64	%zmm5, 64(%rdi)
	vpermt2d	%zmm2, %zmm29, %zmm4
	vmovdqu64	%zmm4, (%rdi)
	vpaddq	.LCPI0_8(%rip){1to8}, %zmm8, %zmm8
	addq	$512, %rdi
	addq	$-32, %rdx
	jne	.LBB0_109
	movq	2272(%rsp), %rax
	cmpq	%rax, -88(%rsp)
	vmovdqa64	%zmm0, %zmm3
	vmovdqu64	2528(%rsp), %zmm22
	vmovdqa64	%zmm30, %zmm19
	vmovdqu64	2592(%rsp), %zmm6
	movq	-72(%rsp), %r12
	vmovss	.LCPI0_11(%rip), %xmm23
	vbroadcastss	.LCPI0_11(%rip), %zmm29
	vpbroadcastq	.LCPI0_4(%rip), %zmm25
	movl	$3449720151, %ebx
	vmovss	.LCPI0_17(%rip), %xmm11
	vmovss	.LCPI0_18(%rip), %xmm4
	vmovss	.LCPI0_19(%rip), %xmm5
	vmovss	.LCPI0_24(%rip), %xmm0
	movq	-80(%rsp), %r9
	vmovdqu64	2784(%rsp), %zmm30
	vmovdqu64	2720(%rsp), %zmm16
	vmovdqu64	2656(%rsp), %zmm2
	je	.LBB0_47
	movq	%r11, %rcx
	movq	2272(%rsp), %rdx
	testb	$96, %r14b
	je	.LBB0_115
	vmovdqa64	%zmm31, %zmm10
	movq	144(%rsp), %rax
	xorl	1248(%rsp), %eax
	vpbroadcastq	%rax, %zmm23
	movq	3168(%rsp), %rax
	xorl	256(%rsp), %eax
	vpbroadcastq	%rax, %zmm4
	movq	352(%rsp), %rdx
	movq	360(%rsp), %rsi
	vmovdqu64	3872(%rsp), %zmm5
	vmovdqu	880(%rsp), %ymm0
	vpbroadcastq	.LCPI0_5(%rip), %zmm12
	vmovdqa64	.LCPI0_6(%rip), %zmm13
	vmovdqa64	.LCPI0_7(%rip), %zmm14
	vmovdqu64	2464(%rsp), %zmm15
	vmovdqu64	2208(%rsp), %zmm17
	vmovdqu64	4064(%rsp), %zmm18
	vmovdqu64	4000(%rsp), %zmm31
	vmovdqu64	3616(%rsp), %zmm21
	vmovdqa64	%zmm6, %zmm26
	vmovdqa64	%zmm10, %zmm1
	.p2align	4
.LBB0_113:
	vpaddq	%zmm15, %zmm5, %zmm6
	vpmuludq	%zmm25, %zmm6, %zmm7
	vpternlogq	$150, %zmm30, %zmm7, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpmuludq	%zmm12, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpxorq	%zmm8, %zmm23, %zmm8
	vpxorq	%zmm7, %zmm20, %zmm7
	vpmuludq	%zmm25, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm9
	vpmuludq	%zmm12, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm10
	vpxorq	%zmm9, %zmm4, %zmm9
	vpternlogq	$150, %zmm16, %zmm6, %zmm10
	vpmuludq	%zmm25, %zmm10, %zmm6
	vpsrlq	$32, %zmm6, %zmm10
	vpmuludq	%zmm12, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm11
	vpternlogq	$150, %zmm7, %zmm2, %zmm11
	vpternlogq	$150, %zmm28, %zmm8, %zmm10
	vpmuludq	%zmm25, %zmm11, %zmm7
	vpsrlq	$32, %zmm7, %zmm8
	vpmuludq	%zmm12, %zmm10, %zmm10
	vpsrlq	$32, %zmm10, %zmm11
	vpternlogq	$150, %zmm3, %zmm9, %zmm11
	vpternlogq	$150, %zmm6, %zmm31, %zmm8
	vpmuludq	%zmm25, %zmm11, %zmm6
	vpsrlq	$32, %zmm6, %zmm9
	vpmuludq	%zmm12, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm11
	vpternlogq	$150, %zmm10, %zmm22, %zmm11
	vpternlogq	$150, %zmm19, %zmm7, %zmm9
	vpmuludq	%zmm25, %zmm11, %zmm7
	vpsrlq	$32, %zmm7, %zmm10
	vpmuludq	%zmm12, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm11
	vpternlogq	$150, %zmm1, %zmm8, %zmm11
	vpternlogq	$150, %zmm6, %zmm26, %zmm10
	vpmuludq	%zmm25, %zmm11, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpmuludq	%zmm12, %zmm10, %zmm10
	vpsrlq	$32, %zmm10, %zmm11
	vpternlogq	$150, %zmm9, %zmm18, %zmm11
	vpternlogq	$150, %zmm17, %zmm7, %zmm8
	vpmuludq	%zmm25, %zmm11, %zmm7
	vpsrlq	$32, %zmm7, %zmm9
	vpmuludq	%zmm12, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm11
	vpternlogq	$150, %zmm27, %zmm10, %zmm11
	vpternlogq	$150, %zmm6, %zmm21, %zmm9
	vpmuludq	%zmm25, %zmm11, %zmm6
	vpsrlq	$32, %zmm6, %zmm10
	vpmuludq	%zmm12, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm11
	vpmovqd	%zmm6, %ymm6
	vpmovqd	%zmm9, %ymm9
	vpxorq	%zmm8, %zmm11, %zmm8
	vpmovqd	%zmm8, %ymm8
	vpxorq	%zmm7, %zmm10, %zmm7
	vpmovqd	%zmm7, %ymm7
	vpxor	%ymm0, %ymm8, %ymm8
	vpxord	%ymm7, %ymm24, %ymm7
	vinserti64x4	$1, %ymm9, %zmm8, %zmm8
	vinserti64x4	$1, %ymm6, %zmm7, %zmm6
	vmovdqa64	%zmm8, %zmm7
	vpermt2d	%zmm6, %zmm14, %zmm8
	vmovdqu64	%zmm8, 64(%rdx)
	vpermt2d	%zmm6, %zmm13, %zmm7
	vmovdqu64	%zmm7, (%rdx)
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm5, %zmm5
	subq	$-128, %rdx
	addq	$-8, %rsi
	jne	.LBB0_113
	movq	112(%rsp), %rax
	movq	%rax, %rdx
	cmpq	%rax, -88(%rsp)
	movq	-72(%rsp), %r12
	movl	$3449720151, %ebx
	vmovss	.LCPI0_17(%rip), %xmm11
	vmovss	.LCPI0_18(%rip), %xmm4
	vmovss	.LCPI0_19(%rip), %xmm5
	movq	-80(%rsp), %r9
	vmovss	.LCPI0_24(%rip), %xmm0
	movq	%r11, %rcx
	vmovss	.LCPI0_11(%rip), %xmm23
	jne	.LBB0_115
	.p2align	4
.LBB0_47:
	cmpb	$0, 232(%rsp)
	je	.LBB0_49
	xorl	%ecx, %ecx
	movq	-64(%rsp), %r10
	movq	1056(%rsp), %rdi
	movq	-24(%rsp), %rsi
	movq	2080(%rsp), %r13
	movq	2016(%rsp), %r12
	movq	1952(%rsp), %r8
	vmovsd	.LCPI0_26(%rip), %xmm9
	vmovss	.LCPI0_25(%rip), %xmm1
	vmovaps	%xmm0, %xmm19
	vmovss	.LCPI0_22(%rip), %xmm26
	vmovss	.LCPI0_21(%rip), %xmm0
	vmovss	.LCPI0_20(%rip), %xmm22
	vmovss	.LCPI0_23(%rip), %xmm31
	vmovsd	.LCPI0_27(%rip), %xmm21
	vmovsd	.LCPI0_28(%rip), %xmm16
	vmovaps	%xmm4, %xmm29
	vmovsd	.LCPI0_29(%rip), %xmm17
	vmovsd	.LCPI0_30(%rip), %xmm18
	vmovsd	.LCPI0_31(%rip), %xmm20
	vmovsd	.LCPI0_32(%rip), %xmm12
	vmovsd	.LCPI0_33(%rip), %xmm13
	vmovsd	.LCPI0_46(%rip), %xmm30
	vmovsd	.LCPI0_35(%rip), %xmm14
	vmovaps	%xmm11, %xmm28
	vmovsd	.LCPI0_36(%rip), %xmm11
	vmovsd	.LCPI0_37(%rip), %xmm10
	vmovsd	.LCPI0_47(%rip), %xmm8
	vmovsd	.LCPI0_39(%rip), %xmm27
	vbroadcastss	.LCPI0_40(%rip), %xmm15
	vmovss	.LCPI0_12(%rip), %xmm24
	vmovaps	%xmm5, %xmm25
	.p2align	4
.LBB0_56:
	movl	-4(%rsi,%rcx,4), %eax
	movl	(%rsi,%rcx,4), %edx
	shrl	$9, %eax
	vxorps	%xmm5, %xmm5, %xmm5
	vcvtsi2ss	%eax, %xmm5, %xmm2
	vaddss	%xmm23, %xmm2, %xmm2
	vmulss	%xmm24, %xmm2, %xmm2
	shrl	$9, %edx
	vxorps	%xmm5, %xmm5, %xmm5
	vcvtsi2ss	%edx, %xmm5, %xmm3
	vaddss	%xmm23, %xmm3, %xmm3
	vmulss	%xmm24, %xmm3, %xmm3
	vmovd	%xmm2, %eax
	addl	$4913933, %eax
	movl	%eax, %edx
	shrl	$23, %edx
	addl	$-127, %edx
	andl	$8388607, %eax
	addl	$1060439283, %eax
	vmovd	%eax, %xmm2
	vaddss	%xmm28, %xmm2, %xmm2
	vaddss	%xmm29, %xmm2, %xmm4
	vdivss	%xmm4, %xmm2, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm5, %xmm5, %xmm6
	vmulss	%xmm25, %xmm6, %xmm7
	vaddss	%xmm22, %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vmulss	%xmm0, %xmm6, %xmm6
	vaddss	%xmm26, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vaddss	%xmm7, %xmm5, %xmm5
	vmulss	%xmm23, %xmm2, %xmm6
	vmulss	%xmm6, %xmm2, %xmm6
	vcvtsi2ss	%edx, %xmm26, %xmm7
	vaddss	%xmm5, %xmm6, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm31, %xmm7, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vsubss	%xmm6, %xmm4, %xmm4
	vaddss	%xmm4, %xmm2, %xmm2
	vmulss	%xmm19, %xmm7, %xmm4
	vaddss	%xmm2, %xmm4, %xmm2
	vmulss	%xmm1, %xmm2, %xmm2
	vsqrtss	%xmm2, %xmm2, %xmm2
	vcvtss2sd	%xmm3, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm9, %xmm3
	vaddsd	%xmm21, %xmm3, %xmm4
	vaddsd	%xmm16, %xmm4, %xmm5
	vsubsd	%xmm5, %xmm3, %xmm3
	vmulsd	%xmm17, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm5
	vmulsd	%xmm18, %xmm5, %xmm6
	vaddsd	%xmm20, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm5, %xmm6
	vaddsd	%xmm6, %xmm12, %xmm6
	vmulsd	%xmm6, %xmm5, %xmm6
	vaddsd	%xmm6, %xmm13, %xmm6
	vmulsd	%xmm5, %xmm3, %xmm7
	vmulsd	%xmm6, %xmm7, %xmm6
	vaddsd	%xmm6, %xmm3, %xmm3
	vmulsd	%xmm30, %xmm5, %xmm6
	vaddsd	%xmm6, %xmm14, %xmm6
	vmulsd	%xmm6, %xmm5, %xmm6
	vaddsd	%xmm6, %xmm11, %xmm6
	vmulsd	%xmm6, %xmm5, %xmm6
	vaddsd	%xmm6, %xmm10, %xmm6
	vmulsd	%xmm5, %xmm5, %xmm7
	vmulsd	%xmm6, %xmm7, %xmm6
	vmulsd	%xmm5, %xmm8, %xmm5
	vaddsd	%xmm27, %xmm5, %xmm5
	vaddsd	%xmm6, %xmm5, %xmm5
	vcvtsd2ss	%xmm3, %xmm3, %xmm3
	vcvtsd2ss	%xmm5, %xmm5, %xmm5
	vxorps	%xmm3, %xmm15, %xmm6
	vxorps	%xmm5, %xmm15, %xmm7
	vmovq	%xmm4, %rax
	testb	$2, %al
	sete	%dl
	kmovd	%edx, %k1
	vmovaps	%xmm6, %xmm4
	vmovss	%xmm3, %xmm4, %xmm4 {%k1}
	vmovss	%xmm5, %xmm7, %xmm7 {%k1}
	kmovd	%eax, %k2
	vmovss	%xmm7, %xmm4, %xmm4 {%k2}
	vmovss	%xmm6, %xmm3, %xmm3 {%k1}
	vmovss	%xmm3, %xmm7, %xmm7 {%k2}
	vmulss	%xmm2, %xmm7, %xmm3
	vmulss	%xmm2, %xmm4, %xmm2
	vmovss	%xmm3, -4(%rsi,%rcx,4)
	vmovss	%xmm2, (%rsi,%rcx,4)
	addq	$2, %rcx
	cmpq	%rdi, %rcx
	jb	.LBB0_56
	jmp	.LBB0_41
	.p2align	4
.LBB0_49:
	xorl	%r9d, %r9d
	movq	-64(%rsp), %r10
	movq	2080(%rsp), %r13
	movq	2016(%rsp), %r12
	movq	1952(%rsp), %r8
	movq	24(%rsp), %rax
	movq	160(%rsp), %rcx
	vbroadcastss	.LCPI0_40(%rip), %zmm19
	.p2align	4
.LBB0_50:
	vmovdqu64	-384(%rcx,%r9,8), %zmm2
	vmovdqu64	-320(%rcx,%r9,8), %zmm0
	vmovdqu64	%zmm0, 528(%rsp)
	vmovdqu64	-256(%rcx,%r9,8), %zmm4
	vmovdqu64	-192(%rcx,%r9,8), %zmm1
	vmovdqu64	%zmm1, 592(%rsp)
	vmovdqu64	%zmm2, 256(%rsp)
	vmovdqa64	.LCPI0_10(%rip), %zmm14
	vpermt2d	%zmm0, %zmm14, %zmm2
	vmovdqu64	%zmm4, 432(%rsp)
	vpermt2d	%zmm1, %zmm14, %zmm4
	vmovdqu64	-64(%rcx,%r9,8), %zmm0
	vmovdqu64	%zmm0, 656(%rsp)
	vmovdqu64	-128(%rcx,%r9,8), %zmm5
	vmovdqu64	%zmm5, 720(%rsp)
	vpermt2d	%zmm0, %zmm14, %zmm5
	vmovdqu64	64(%rcx,%r9,8), %zmm0
	vmovdqu64	%zmm0, 912(%rsp)
	vmovdqu64	(%rcx,%r9,8), %zmm13
	vmovdqu64	%zmm13, 976(%rsp)
	vpermt2d	%zmm0, %zmm14, %zmm13
	vpsrld	$9, %zmm2, %zmm2
	vpsrld	$9, %zmm4, %zmm4
	vpsrld	$9, %zmm5, %zmm5
	vpsrld	$9, %zmm13, %zmm13
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm4, %zmm4
	vcvtdq2ps	%zmm5, %zmm14
	vcvtdq2ps	%zmm13, %zmm13
	vaddps	%zmm29, %zmm2, %zmm15
	vaddps	%zmm29, %zmm4, %zmm5
	vaddps	%zmm29, %zmm14, %zmm4
	vaddps	%zmm29, %zmm13, %zmm2
	vbroadcastss	.LCPI0_12(%rip), %zmm1
	vmulps	%zmm1, %zmm15, %zmm13
	vextractf64x4	$1, %zmm13, %ymm14
	vcvtps2pd	%ymm14, %zmm14
	vcvtps2pd	%ymm13, %zmm13
	vmulps	%zmm1, %zmm5, %zmm5
	vextractf64x4	$1, %zmm5, %ymm15
	vcvtps2pd	%ymm15, %zmm15
	vcvtps2pd	%ymm5, %zmm5
	vmulps	%zmm1, %zmm4, %zmm4
	vextractf64x4	$1, %zmm4, %ymm16
	vcvtps2pd	%ymm16, %zmm16
	vcvtps2pd	%ymm4, %zmm17
	vmulps	%zmm1, %zmm2, %zmm2
	vextractf64x4	$1, %zmm2, %ymm4
	vcvtps2pd	%ymm4, %zmm20
	vcvtps2pd	%ymm2, %zmm2
	vbroadcastsd	.LCPI0_26(%rip), %zmm21
	vmulpd	%zmm21, %zmm13, %zmm30
	vmulpd	%zmm21, %zmm14, %zmm4
	vmulpd	%zmm21, %zmm5, %zmm31
	vmulpd	%zmm21, %zmm15, %zmm5
	vmulpd	%zmm21, %zmm17, %zmm17
	vmulpd	%zmm21, %zmm16, %zmm18
	vmulpd	%zmm21, %zmm2, %zmm13
	vmulpd	%zmm21, %zmm20, %zmm14
	vbroadcastsd	.LCPI0_27(%rip), %zmm16
	vaddpd	%zmm16, %zmm4, %zmm2
	vaddpd	%zmm16, %zmm30, %zmm27
	vaddpd	%zmm16, %zmm5, %zmm23
	vaddpd	%zmm16, %zmm31, %zmm29
	vaddpd	%zmm16, %zmm18, %zmm20
	vaddpd	%zmm16, %zmm17, %zmm24
	vaddpd	%zmm16, %zmm14, %zmm15
	vaddpd	%zmm16, %zmm13, %zmm16
	vpbroadcastq	.LCPI0_41(%rip), %zmm0
	vptestnmq	%zmm0, %zmm27, %k0
	vptestnmq	%zmm0, %zmm2, %k1
	kunpckbw	%k0, %k1, %k1
	kmovw	%k1, 2976(%rsp)
	vptestnmq	%zmm0, %zmm29, %k0
	vptestnmq	%zmm0, %zmm23, %k1
	kunpckbw	%k0, %k1, %k3
	vptestnmq	%zmm0, %zmm24, %k0
	vptestnmq	%zmm0, %zmm20, %k1
	kunpckbw	%k0, %k1, %k2
	vptestnmq	%zmm0, %zmm16, %k0
	vptestnmq	%zmm0, %zmm15, %k1
	kunpckbw	%k0, %k1, %k4
	vpbroadcastq	.LCPI0_42(%rip), %zmm0
	vptestnmq	%zmm0, %zmm27, %k0
	vptestnmq	%zmm0, %zmm2, %k1
	kunpckbw	%k0, %k1, %k1
	vptestnmq	%zmm0, %zmm29, %k0
	vptestnmq	%zmm0, %zmm23, %k5
	kunpckbw	%k0, %k5, %k7
	vptestnmq	%zmm0, %zmm24, %k0
	vptestnmq	%zmm0, %zmm20, %k5
	kunpckbw	%k0, %k5, %k6
	vptestnmq	%zmm0, %zmm16, %k0
	vptestnmq	%zmm0, %zmm15, %k5
	kunpckbw	%k0, %k5, %k5
	vbroadcastsd	.LCPI0_28(%rip), %zmm22
	vaddpd	%zmm22, %zmm27, %zmm27
	vaddpd	%zmm22, %zmm2, %zmm2
	vsubpd	%zmm2, %zmm4, %zmm2
	vsubpd	%zmm27, %zmm30, %zmm4
	vbroadcastsd	.LCPI0_29(%rip), %zmm26
	vmulpd	%zmm26, %zmm4, %zmm4
	vmulpd	%zmm26, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm27
	vmulpd	%zmm4, %zmm4, %zmm30
	vbroadcastsd	.LCPI0_30(%rip), %zmm0
	vmulpd	%zmm0, %zmm30, %zmm28
	vmulpd	%zmm0, %zmm27, %zmm21
	vbroadcastsd	.LCPI0_31(%rip), %zmm1
	vaddpd	%zmm1, %zmm21, %zmm21
	vaddpd	%zmm1, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm30, %zmm28
	vmulpd	%zmm21, %zmm27, %zmm21
	vbroadcastsd	.LCPI0_32(%rip), %zmm3
	vaddpd	%zmm3, %zmm21, %zmm21
	vaddpd	%zmm3, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm30, %zmm28
	vmulpd	%zmm21, %zmm27, %zmm21
	vbroadcastsd	.LCPI0_33(%rip), %zmm6
	vaddpd	%zmm6, %zmm21, %zmm21
	vaddpd	%zmm6, %zmm28, %zmm28
	vmulpd	%zmm27, %zmm2, %zmm25
	vmulpd	%zmm21, %zmm25, %zmm21
	vmulpd	%zmm30, %zmm4, %zmm25
	vmulpd	%zmm28, %zmm25, %zmm25
	vaddpd	%zmm21, %zmm2, %zmm2
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
	vbroadcastsd	.LCPI0_38(%rip), %zmm12
	vmulpd	%zmm12, %zmm27, %zmm27
	vmulpd	%zmm12, %zmm30, %zmm28
	vbroadcastsd	.LCPI0_39(%rip), %zmm10
	vsubpd	%zmm28, %zmm10, %zmm28
	vaddpd	%zmm21, %zmm28, %zmm21
	vsubpd	%zmm27, %zmm10, %zmm27
	vaddpd	%zmm25, %zmm27, %zmm25
	vcvtpd2ps	%zmm4, %ymm4
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm21, %ymm21
	vcvtpd2ps	%zmm25, %ymm25
	vinsertf64x4	$1, %ymm2, %zmm4, %zmm30
	vinsertf64x4	$1, %ymm25, %zmm21, %zmm2
	vxorps	%zmm19, %zmm30, %zmm21
	vxorps	%zmm19, %zmm2, %zmm4
	vblendmps	%zmm30, %zmm21, %zmm27 {%k1}
	vmovaps	%zmm2, %zmm4 {%k1}
	vmovaps	%zmm21, %zmm30 {%k1}
	vaddpd	%zmm22, %zmm29, %zmm2
	vaddpd	%zmm22, %zmm23, %zmm21
	vsubpd	%zmm21, %zmm5, %zmm5
	vsubpd	%zmm2, %zmm31, %zmm2
	vmulpd	%zmm26, %zmm2, %zmm2
	vmulpd	%zmm26, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm5, %zmm21
	vmulpd	%zmm2, %zmm2, %zmm23
	vmulpd	%zmm0, %zmm23, %zmm25
	vmulpd	%zmm0, %zmm21, %zmm28
	vaddpd	%zmm1, %zmm28, %zmm28
	vaddpd	%zmm1, %zmm25, %zmm25
	vmulpd	%zmm25, %zmm23, %zmm25
	vmulpd	%zmm28, %zmm21, %zmm28
	vaddpd	%zmm3, %zmm28, %zmm28
	vaddpd	%zmm3, %zmm25, %zmm25
	vmulpd	%zmm25, %zmm23, %zmm25
	vmulpd	%zmm28, %zmm21, %zmm28
	vaddpd	%zmm6, %zmm28, %zmm28
	vaddpd	%zmm6, %zmm25, %zmm25
	vmulpd	%zmm21, %zmm5, %zmm29
	vmulpd	%zmm28, %zmm29, %zmm28
	vmulpd	%zmm23, %zmm2, %zmm29
	vmulpd	%zmm25, %zmm29, %zmm25
	vaddpd	%zmm28, %zmm5, %zmm5
	vaddpd	%zmm25, %zmm2, %zmm2
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
	vmulpd	%zmm12, %zmm21, %zmm21
	vmulpd	%zmm12, %zmm23, %zmm23
	vsubpd	%zmm23, %zmm10, %zmm23
	vaddpd	%zmm25, %zmm23, %zmm23
	vsubpd	%zmm21, %zmm10, %zmm21
	vaddpd	%zmm28, %zmm21, %zmm21
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm5, %ymm5
	vinsertf64x4	$1, %ymm5, %zmm2, %zmm5
	vcvtpd2ps	%zmm23, %ymm2
	vcvtpd2ps	%zmm21, %ymm21
	vinsertf64x4	$1, %ymm21, %zmm2, %zmm2
	vxorps	%zmm19, %zmm5, %zmm21
	vxorps	%zmm19, %zmm2, %zmm23
	vblendmps	%zmm5, %zmm21, %zmm29 {%k7}
	vmovaps	%zmm2, %zmm23 {%k7}
	vmovaps	%zmm21, %zmm5 {%k7}
	vaddpd	%zmm22, %zmm24, %zmm2
	vaddpd	%zmm22, %zmm20, %zmm20
	vsubpd	%zmm20, %zmm18, %zmm18
	vsubpd	%zmm2, %zmm17, %zmm2
	vmulpd	%zmm26, %zmm2, %zmm2
	vmulpd	%zmm26, %zmm18, %zmm17
	vmulpd	%zmm17, %zmm17, %zmm18
	vmulpd	%zmm2, %zmm2, %zmm20
	vmulpd	%zmm0, %zmm20, %zmm21
	vmulpd	%zmm0, %zmm18, %zmm24
	vaddpd	%zmm1, %zmm24, %zmm24
	vaddpd	%zmm1, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm20, %zmm21
	vmulpd	%zmm24, %zmm18, %zmm24
	vaddpd	%zmm3, %zmm24, %zmm24
	vaddpd	%zmm3, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm20, %zmm21
	vmulpd	%zmm24, %zmm18, %zmm24
	vaddpd	%zmm6, %zmm24, %zmm24
	vaddpd	%zmm6, %zmm21, %zmm21
	vmulpd	%zmm18, %zmm17, %zmm25
	vmulpd	%zmm24, %zmm25, %zmm24
	vmulpd	%zmm20, %zmm2, %zmm25
	vmulpd	%zmm21, %zmm25, %zmm21
	vaddpd	%zmm24, %zmm17, %zmm17
	vaddpd	%zmm21, %zmm2, %zmm2
	vmulpd	%zmm11, %zmm20, %zmm21
	vmulpd	%zmm11, %zmm18, %zmm24
	vsubpd	%zmm24, %zmm7, %zmm24
	vsubpd	%zmm21, %zmm7, %zmm21
	vmulpd	%zmm21, %zmm20, %zmm21
	vmulpd	%zmm24, %zmm18, %zmm24
	vaddpd	%zmm8, %zmm24, %zmm24
	vaddpd	%zmm8, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm20, %zmm21
	vmulpd	%zmm24, %zmm18, %zmm24
	vaddpd	%zmm9, %zmm24, %zmm24
	vaddpd	%zmm9, %zmm21, %zmm21
	vmulpd	%zmm18, %zmm18, %zmm25
	vmulpd	%zmm24, %zmm25, %zmm24
	vmulpd	%zmm20, %zmm20, %zmm25
	vmulpd	%zmm21, %zmm25, %zmm21
	vmulpd	%zmm12, %zmm18, %zmm18
	vmulpd	%zmm12, %zmm20, %zmm20
	vsubpd	%zmm20, %zmm10, %zmm20
	vaddpd	%zmm21, %zmm20, %zmm20
	vsubpd	%zmm18, %zmm10, %zmm18
	vaddpd	%zmm24, %zmm18, %zmm18
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm17, %ymm17
	vcvtpd2ps	%zmm20, %ymm20
	vinsertf64x4	$1, %ymm17, %zmm2, %zmm2
	vcvtpd2ps	%zmm18, %ymm17
	vinsertf64x4	$1, %ymm17, %zmm20, %zmm20
	vxorps	%zmm19, %zmm2, %zmm21
	vxorps	%zmm19, %zmm20, %zmm17
	vblendmps	%zmm2, %zmm21, %zmm18 {%k6}
	vmovaps	%zmm20, %zmm17 {%k6}
	vmovaps	%zmm21, %zmm2 {%k6}
	vaddpd	%zmm22, %zmm16, %zmm16
	vaddpd	%zmm22, %zmm15, %zmm15
	vsubpd	%zmm15, %zmm14, %zmm14
	vsubpd	%zmm16, %zmm13, %zmm13
	vmulpd	%zmm26, %zmm13, %zmm13
	vmulpd	%zmm26, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm15
	vmulpd	%zmm13, %zmm13, %zmm16
	vmulpd	%zmm0, %zmm16, %zmm20
	vmulpd	%zmm0, %zmm15, %zmm21
	vaddpd	%zmm1, %zmm21, %zmm21
	vaddpd	%zmm1, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm16, %zmm20
	vmulpd	%zmm21, %zmm15, %zmm21
	vaddpd	%zmm3, %zmm21, %zmm21
	vaddpd	%zmm3, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm16, %zmm20
	vmulpd	%zmm21, %zmm15, %zmm21
	vaddpd	%zmm6, %zmm21, %zmm21
	vaddpd	%zmm6, %zmm20, %zmm20
	vmulpd	%zmm15, %zmm14, %zmm24
	vmulpd	%zmm21, %zmm24, %zmm21
	vmulpd	%zmm16, %zmm13, %zmm24
	vmulpd	%zmm20, %zmm24, %zmm20
	vaddpd	%zmm21, %zmm14, %zmm14
	vaddpd	%zmm20, %zmm13, %zmm13
	vmulpd	%zmm11, %zmm16, %zmm20
	vmulpd	%zmm11, %zmm15, %zmm21
	vsubpd	%zmm21, %zmm7, %zmm21
	vsubpd	%zmm20, %zmm7, %zmm20
	vmulpd	%zmm20, %zmm16, %zmm20
	vmulpd	%zmm21, %zmm15, %zmm21
	vaddpd	%zmm8, %zmm21, %zmm21
	vaddpd	%zmm8, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm16, %zmm20
	vmulpd	%zmm21, %zmm15, %zmm21
	vaddpd	%zmm9, %zmm21, %zmm21
	vaddpd	%zmm9, %zmm20, %zmm20
	vmulpd	%zmm15, %zmm15, %zmm24
	vmulpd	%zmm21, %zmm24, %zmm21
	vmulpd	%zmm16, %zmm16, %zmm24
	vmulpd	%zmm20, %zmm24, %zmm20
	vmulpd	%zmm12, %zmm15, %zmm15
	vmulpd	%zmm12, %zmm16, %zmm16
	vsubpd	%zmm16, %zmm10, %zmm16
	vaddpd	%zmm20, %zmm16, %zmm16
	vsubpd	%zmm15, %zmm10, %zmm15
	vaddpd	%zmm21, %zmm15, %zmm15
	vcvtpd2ps	%zmm13, %ymm13
	vcvtpd2ps	%zmm14, %ymm14
	vcvtpd2ps	%zmm16, %ymm16
	vcvtpd2ps	%zmm15, %ymm15
	vinsertf64x4	$1, %ymm14, %zmm13, %zmm13
	vinsertf64x4	$1, %ymm15, %zmm16, %zmm14
	vxorps	%zmm19, %zmm13, %zmm15
	vxorps	%zmm19, %zmm14, %zmm20
	vblendmps	%zmm13, %zmm15, %zmm21 {%k5}
	vmovaps	%zmm14, %zmm20 {%k5}
	vmovaps	%zmm15, %zmm13 {%k5}
	kmovw	2976(%rsp), %k1
	vblendmps	%zmm27, %zmm4, %zmm16 {%k1}
	vblendmps	%zmm29, %zmm23, %zmm15 {%k3}
	vmovaps	%zmm4, %zmm30 {%k1}
	vmovaps	%zmm23, %zmm5 {%k3}
	vblendmps	%zmm18, %zmm17, %zmm14 {%k2}
	vblendmps	%zmm21, %zmm20, %zmm4 {%k4}
	vmovaps	%zmm17, %zmm2 {%k2}
	vmovaps	%zmm20, %zmm13 {%k4}
	vmovdqa64	.LCPI0_9(%rip), %zmm17
	vmovdqu64	256(%rsp), %zmm0
	vpermt2d	528(%rsp), %zmm17, %zmm0
	vmovdqu64	432(%rsp), %zmm1
	vpermt2d	592(%rsp), %zmm17, %zmm1
	vmovdqu64	720(%rsp), %zmm7
	vpermt2d	656(%rsp), %zmm17, %zmm7
	vmovdqu64	976(%rsp), %zmm8
	vpermt2d	912(%rsp), %zmm17, %zmm8
	vpsrld	$9, %zmm0, %zmm3
	vpsrld	$9, %zmm1, %zmm6
	vpsrld	$9, %zmm7, %zmm7
	vpsrld	$9, %zmm8, %zmm8
	vcvtdq2ps	%zmm3, %zmm3
	vcvtdq2ps	%zmm6, %zmm6
	vcvtdq2ps	%zmm7, %zmm7
	vcvtdq2ps	%zmm8, %zmm8
	vaddps	.LCPI0_11(%rip){1to16}, %zmm3, %zmm3
	vaddps	.LCPI0_11(%rip){1to16}, %zmm6, %zmm6
	vaddps	.LCPI0_11(%rip){1to16}, %zmm7, %zmm7
	vaddps	.LCPI0_11(%rip){1to16}, %zmm8, %zmm8
	vbroadcastss	.LCPI0_12(%rip), %zmm0
	vmulps	%zmm0, %zmm3, %zmm3
	vmulps	%zmm0, %zmm6, %zmm6
	vmulps	%zmm0, %zmm7, %zmm7
	vmulps	%zmm0, %zmm8, %zmm8
	vpbroadcastd	.LCPI0_13(%rip), %zmm1
	vpaddd	%zmm1, %zmm3, %zmm9
	vpaddd	%zmm1, %zmm6, %zmm10
	vpaddd	%zmm1, %zmm7, %zmm11
	vpaddd	%zmm1, %zmm8, %zmm12
	vpbroadcastd	.LCPI0_15(%rip), %zmm1
	vpandd	%zmm1, %zmm9, %zmm3
	vpandd	%zmm1, %zmm10, %zmm6
	vpandd	%zmm1, %zmm11, %zmm7
	vpandd	%zmm1, %zmm12, %zmm8
	vpbroadcastd	.LCPI0_16(%rip), %zmm1
	vpaddd	%zmm1, %zmm3, %zmm3
	vpaddd	%zmm1, %zmm6, %zmm6
	vpaddd	%zmm1, %zmm7, %zmm7
	vpaddd	%zmm1, %zmm8, %zmm8
	vbroadcastss	.LCPI0_17(%rip), %zmm1
	vaddps	%zmm1, %zmm3, %zmm3
	vaddps	%zmm1, %zmm6, %zmm6
	vaddps	%zmm1, %zmm7, %zmm7
	vaddps	%zmm1, %zmm8, %zmm8
	vbroadcastss	.LCPI0_18(%rip), %zmm1
	vaddps	%zmm1, %zmm3, %zmm17
	vaddps	%zmm1, %zmm6, %zmm18
	vaddps	%zmm1, %zmm7, %zmm20
	vaddps	%zmm1, %zmm8, %zmm21
	vdivps	%zmm17, %zmm3, %zmm17
	vdivps	%zmm18, %zmm6, %zmm18
	vdivps	%zmm20, %zmm7, %zmm20
	vdivps	%zmm21, %zmm8, %zmm21
	vmulps	%zmm17, %zmm17, %zmm23
	vmulps	%zmm18, %zmm18, %zmm24
	vmulps	%zmm20, %zmm20, %zmm25
	vmulps	%zmm21, %zmm21, %zmm27
	vmulps	%zmm23, %zmm23, %zmm28
	vbroadcastss	.LCPI0_19(%rip), %zmm1
	vmulps	%zmm1, %zmm28, %zmm29
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
	vmulps	%zmm1, %zmm28, %zmm29
	vaddps	%zmm31, %zmm29, %zmm29
	vmulps	%zmm29, %zmm28, %zmm29
	vmulps	%zmm22, %zmm28, %zmm28
	vaddps	%zmm26, %zmm28, %zmm28
	vmulps	%zmm28, %zmm24, %zmm24
	vmulps	%zmm25, %zmm25, %zmm28
	vaddps	%zmm29, %zmm24, %zmm24
	vmulps	%zmm1, %zmm28, %zmm29
	vaddps	%zmm31, %zmm29, %zmm29
	vmulps	%zmm29, %zmm28, %zmm29
	vmulps	%zmm22, %zmm28, %zmm28
	vaddps	%zmm26, %zmm28, %zmm28
	vmulps	%zmm28, %zmm25, %zmm25
	vmulps	%zmm27, %zmm27, %zmm28
	vaddps	%zmm29, %zmm25, %zmm25
	vmulps	%zmm1, %zmm28, %zmm29
	vaddps	%zmm31, %zmm29, %zmm29
	vmulps	%zmm29, %zmm28, %zmm29
	vmulps	%zmm22, %zmm28, %zmm28
	vaddps	%zmm26, %zmm28, %zmm28
	vmulps	%zmm28, %zmm27, %zmm27
	vpsrld	$23, %zmm9, %zmm9
	vpsrld	$23, %zmm10, %zmm10
	vpsrld	$23, %zmm11, %zmm11
	vpsrld	$23, %zmm12, %zmm12
	vpbroadcastd	.LCPI0_14(%rip), %zmm1
	vpaddd	%zmm1, %zmm9, %zmm9
	vpaddd	%zmm1, %zmm10, %zmm10
	vpaddd	%zmm1, %zmm11, %zmm11
	vpaddd	%zmm1, %zmm12, %zmm12
	vaddps	%zmm29, %zmm27, %zmm27
	vbroadcastss	.LCPI0_11(%rip), %zmm29
	vmulps	%zmm29, %zmm3, %zmm28
	vmulps	%zmm28, %zmm3, %zmm28
	vaddps	%zmm23, %zmm28, %zmm23
	vmulps	%zmm23, %zmm17, %zmm17
	vmulps	%zmm29, %zmm6, %zmm23
	vmulps	%zmm23, %zmm6, %zmm23
	vaddps	%zmm24, %zmm23, %zmm24
	vmulps	%zmm24, %zmm18, %zmm18
	vmulps	%zmm29, %zmm7, %zmm24
	vmulps	%zmm24, %zmm7, %zmm24
	vaddps	%zmm25, %zmm24, %zmm25
	vmulps	%zmm25, %zmm20, %zmm20
	vmulps	%zmm29, %zmm8, %zmm25
	vmulps	%zmm25, %zmm8, %zmm25
	vcvtdq2ps	%zmm9, %zmm9
	vcvtdq2ps	%zmm10, %zmm10
	vcvtdq2ps	%zmm11, %zmm11
	vcvtdq2ps	%zmm12, %zmm12
	vaddps	%zmm27, %zmm25, %zmm27
	vmulps	%zmm27, %zmm21, %zmm21
	vbroadcastss	.LCPI0_23(%rip), %zmm1
	vmulps	%zmm1, %zmm9, %zmm27
	vaddps	%zmm17, %zmm27, %zmm17
	vmulps	%zmm1, %zmm10, %zmm27
	vaddps	%zmm18, %zmm27, %zmm18
	vmulps	%zmm1, %zmm11, %zmm27
	vaddps	%zmm20, %zmm27, %zmm20
	vmulps	%zmm1, %zmm12, %zmm27
	vaddps	%zmm21, %zmm27, %zmm21
	vsubps	%zmm28, %zmm17, %zmm17
	vsubps	%zmm23, %zmm18, %zmm18
	vsubps	%zmm24, %zmm20, %zmm20
	vsubps	%zmm25, %zmm21, %zmm21
	vaddps	%zmm17, %zmm3, %zmm3
	vaddps	%zmm18, %zmm6, %zmm6
	vaddps	%zmm20, %zmm7, %zmm7
	vaddps	%zmm21, %zmm8, %zmm8
	vbroadcastss	.LCPI0_24(%rip), %zmm1
	vmulps	%zmm1, %zmm9, %zmm9
	vaddps	%zmm3, %zmm9, %zmm3
	vmulps	%zmm1, %zmm10, %zmm9
	vaddps	%zmm6, %zmm9, %zmm6
	vmulps	%zmm1, %zmm11, %zmm9
	vaddps	%zmm7, %zmm9, %zmm7
	vmulps	%zmm1, %zmm12, %zmm9
	vaddps	%zmm8, %zmm9, %zmm8
	vbroadcastss	.LCPI0_25(%rip), %zmm1
	vmulps	%zmm1, %zmm3, %zmm3
	vmulps	%zmm1, %zmm6, %zmm6
	vsqrtps	%zmm3, %zmm3
	vsqrtps	%zmm6, %zmm6
	vmulps	%zmm3, %zmm30, %zmm9
	vmulps	%zmm3, %zmm16, %zmm3
	vmulps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm6, %zmm15, %zmm6
	vmulps	%zmm1, %zmm7, %zmm7
	vmulps	%zmm1, %zmm8, %zmm8
	vsqrtps	%zmm7, %zmm7
	vsqrtps	%zmm8, %zmm8
	vmulps	%zmm7, %zmm2, %zmm2
	vmulps	%zmm7, %zmm14, %zmm7
	vmulps	%zmm8, %zmm13, %zmm10
	vmulps	%zmm8, %zmm4, %zmm4
	vmovaps	%zmm9, %zmm8
	vmovaps	.LCPI0_43(%rip), %zmm0
	vpermt2ps	%zmm3, %zmm0, %zmm8
	vmovaps	.LCPI0_44(%rip), %zmm1
	vpermt2ps	%zmm3, %zmm1, %zmm9
	vmovups	%zmm9, -384(%rcx,%r9,8)
	vmovups	%zmm8, -320(%rcx,%r9,8)
	vmovaps	%zmm5, %zmm3
	vpermt2ps	%zmm6, %zmm0, %zmm3
	vpermt2ps	%zmm6, %zmm1, %zmm5
	vmovups	%zmm5, -256(%rcx,%r9,8)
	vmovups	%zmm3, -192(%rcx,%r9,8)
	vmovaps	%zmm2, %zmm3
	vpermt2ps	%zmm7, %zmm0, %zmm3
	vpermt2ps	%zmm7, %zmm1, %zmm2
	vmovups	%zmm2, -128(%rcx,%r9,8)
	vmovups	%zmm3, -64(%rcx,%r9,8)
	vmovaps	%zmm10, %zmm2
	vpermt2ps	%zmm4, %zmm0, %zmm2
	vpermt2ps	%zmm4, %zmm1, %zmm10
	vmovups	%zmm10, (%rcx,%r9,8)
	vmovups	%zmm2, 64(%rcx,%r9,8)
	addq	$64, %r9
	cmpq	%r9, %rax
	jne	.LBB0_50
	cmpq	%rax, 3104(%rsp)
	movq	1056(%rsp), %rdi
	movq	-24(%rsp), %rsi
	vmovss	.LCPI0_11(%rip), %xmm23
	vmovss	.LCPI0_12(%rip), %xmm24
	vmovss	.LCPI0_17(%rip), %xmm28
	vmovss	.LCPI0_18(%rip), %xmm29
	vmovss	.LCPI0_19(%rip), %xmm25
	vmovss	.LCPI0_20(%rip), %xmm22
	vmovss	.LCPI0_21(%rip), %xmm0
	vmovss	.LCPI0_22(%rip), %xmm26
	vmovss	.LCPI0_23(%rip), %xmm31
	vmovss	.LCPI0_24(%rip), %xmm19
	vmovss	.LCPI0_25(%rip), %xmm1
	vmovsd	.LCPI0_26(%rip), %xmm9
	vmovsd	.LCPI0_27(%rip), %xmm21
	vmovsd	.LCPI0_28(%rip), %xmm16
	vmovsd	.LCPI0_29(%rip), %xmm17
	vmovsd	.LCPI0_30(%rip), %xmm18
	vmovsd	.LCPI0_31(%rip), %xmm20
	vmovsd	.LCPI0_32(%rip), %xmm12
	vmovsd	.LCPI0_33(%rip), %xmm13
	vmovsd	.LCPI0_46(%rip), %xmm30
	vmovsd	.LCPI0_35(%rip), %xmm14
	vmovsd	.LCPI0_36(%rip), %xmm11
	vmovsd	.LCPI0_37(%rip), %xmm10
	vmovsd	.LCPI0_47(%rip), %xmm8
	vmovsd	.LCPI0_39(%rip), %xmm27
	vbroadcastss	.LCPI0_40(%rip), %xmm15
	je	.LBB0_41
	movq	120(%rsp), %rcx
	testb	$56, 3104(%rsp)
	je	.LBB0_56
	movq	24(%rsp), %rcx
	movq	-96(%rsp), %rax
	movq	368(%rsp), %rdx
	vbroadcastsd	.LCPI0_31(%rip), %zmm23
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
	vbroadcastss	.LCPI0_20(%rip), %ymm1
	vbroadcastss	.LCPI0_21(%rip), %ymm9
	vbroadcastss	.LCPI0_22(%rip), %ymm10
	vbroadcastss	.LCPI0_23(%rip), %ymm11
	vbroadcastss	.LCPI0_24(%rip), %ymm13
	vbroadcastss	.LCPI0_25(%rip), %ymm16
	vbroadcastsd	.LCPI0_46(%rip), %zmm20
	vbroadcastsd	.LCPI0_47(%rip), %zmm12
	vbroadcastss	.LCPI0_40(%rip), %ymm14
	vmovaps	.LCPI0_48(%rip), %zmm15
	vmovaps	.LCPI0_49(%rip), %zmm17
	vbroadcastss	.LCPI0_11(%rip), %ymm18
	.p2align	4
.LBB0_54:
	vmovdqu64	(%rax,%rcx,8), %zmm2
	vpmovqd	%zmm2, %ymm2
	vpermd	(%rax,%rcx,8), %zmm21, %zmm4
	vpsrld	$9, %ymm2, %ymm2
	vcvtdq2ps	%ymm2, %ymm2
	vaddps	%ymm18, %ymm2, %ymm2
	vmulps	%ymm22, %ymm2, %ymm2
	vpaddd	%ymm26, %ymm2, %ymm3
	vpsrld	$9, %ymm4, %ymm2
	vcvtdq2ps	%ymm2, %ymm2
	vaddps	%ymm18, %ymm2, %ymm2
	vmulps	%ymm22, %ymm2, %ymm4
	vpandd	%ymm30, %ymm3, %ymm2
	vpaddd	%ymm31, %ymm2, %ymm2
	vaddps	%ymm25, %ymm2, %ymm2
	vcvtps2pd	%ymm4, %zmm4
	vmulpd	.LCPI0_26(%rip){1to8}, %zmm4, %zmm4
	vaddpd	.LCPI0_27(%rip){1to8}, %zmm4, %zmm5
	vaddpd	.LCPI0_28(%rip){1to8}, %zmm5, %zmm6
	vsubpd	%zmm6, %zmm4, %zmm4
	vmulpd	.LCPI0_29(%rip){1to8}, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm6
	vmulpd	.LCPI0_30(%rip){1to8}, %zmm6, %zmm7
	vaddpd	%zmm23, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	%zmm28, %zmm7, %zmm7
	vmulpd	%zmm6, %zmm4, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm4, %zmm4
	vmulpd	%zmm20, %zmm6, %zmm7
	vaddpd	%zmm29, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	.LCPI0_36(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	.LCPI0_37(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm6, %zmm6, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddps	%ymm24, %ymm2, %ymm8
	vmulpd	%zmm12, %zmm6, %zmm6
	vaddpd	.LCPI0_39(%rip){1to8}, %zmm6, %zmm6
	vaddpd	%zmm7, %zmm6, %zmm6
	vcvtpd2ps	%zmm4, %ymm4
	vcvtpd2ps	%zmm6, %ymm6
	vdivps	%ymm8, %ymm2, %ymm7
	vxorps	%ymm4, %ymm14, %ymm8
	vptestnmq	%zmm19, %zmm5, %k0
	vptestnmq	.LCPI0_42(%rip){1to8}, %zmm5, %k1
	vxorps	%ymm6, %ymm14, %ymm5
	vmovaps	%ymm6, %ymm5 {%k1}
	vblendmps	%ymm4, %ymm8, %ymm6 {%k1}
	vmovaps	%ymm8, %ymm4 {%k1}
	vmulps	%ymm7, %ymm7, %ymm8
	vinsertf64x4	$1, %ymm5, %zmm4, %zmm4
	kunpckbw	%k0, %k0, %k1
	vinsertf32x8	$1, %ymm6, %zmm5, %zmm4 {%k1}
	vmulps	%ymm8, %ymm8, %ymm5
	vmulps	%ymm0, %ymm5, %ymm6
	vaddps	%ymm1, %ymm6, %ymm6
	vmulps	%ymm6, %ymm5, %ymm6
	vmulps	%ymm5, %ymm9, %ymm5
	vaddps	%ymm5, %ymm10, %ymm5
	vmulps	%ymm5, %ymm8, %ymm5
	vpsrld	$23, %ymm3, %ymm3
	vpaddd	%ymm27, %ymm3, %ymm3
	vaddps	%ymm6, %ymm5, %ymm5
	vmulps	%ymm18, %ymm2, %ymm6
	vmulps	%ymm6, %ymm2, %ymm6
	vcvtdq2ps	%ymm3, %ymm3
	vaddps	%ymm5, %ymm6, %ymm5
	vmulps	%ymm5, %ymm7, %ymm5
	vmulps	%ymm3, %ymm11, %ymm7
	vaddps	%ymm5, %ymm7, %ymm5
	vsubps	%ymm6, %ymm5, %ymm5
	vaddps	%ymm5, %ymm2, %ymm2
	vmulps	%ymm3, %ymm13, %ymm3
	vaddps	%ymm2, %ymm3, %ymm2
	vmulps	%ymm16, %ymm2, %ymm2
	vsqrtps	%ymm2, %ymm2
	vpermps	%zmm4, %zmm15, %zmm3
	vpermps	%zmm2, %zmm17, %zmm2
	vmulps	%zmm2, %zmm3, %zmm2
	vmovups	%zmm2, (%rax,%rcx,8)
	addq	$8, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_54
	movq	200(%rsp), %rcx
	cmpq	%rdx, 3104(%rsp)
	vmovss	.LCPI0_19(%rip), %xmm25
	vmovss	.LCPI0_20(%rip), %xmm22
	vmovss	.LCPI0_21(%rip), %xmm0
	vmovss	.LCPI0_22(%rip), %xmm26
	vmovss	.LCPI0_23(%rip), %xmm31
	vmovss	.LCPI0_24(%rip), %xmm19
	vmovss	.LCPI0_25(%rip), %xmm1
	vmovsd	.LCPI0_26(%rip), %xmm9
	vmovsd	.LCPI0_27(%rip), %xmm21
	vmovsd	.LCPI0_28(%rip), %xmm16
	vmovsd	.LCPI0_29(%rip), %xmm17
	vmovsd	.LCPI0_30(%rip), %xmm18
	vmovsd	.LCPI0_31(%rip), %xmm20
	vmovsd	.LCPI0_32(%rip), %xmm12
	vmovsd	.LCPI0_33(%rip), %xmm13
	vmovsd	.LCPI0_46(%rip), %xmm30
	vmovsd	.LCPI0_35(%rip), %xmm14
	vmovsd	.LCPI0_36(%rip), %xmm11
	vmovsd	.LCPI0_37(%rip), %xmm10
	vmovsd	.LCPI0_47(%rip), %xmm8
	vmovsd	.LCPI0_39(%rip), %xmm27
	vbroadcastss	.LCPI0_40(%rip), %xmm15
	vmovss	.LCPI0_12(%rip), %xmm24
	vmovss	.LCPI0_17(%rip), %xmm28
	vmovss	.LCPI0_11(%rip), %xmm23
	vmovss	.LCPI0_18(%rip), %xmm29
	jne	.LBB0_56
	.p2align	4
.LBB0_41:
	cmpq	%r14, %rdi
	movq	32(%rsp), %rax
	vmovaps	%xmm22, %xmm7
	vmovaps	%xmm19, %xmm0
	vmovapd	%xmm13, %xmm2
	vmovaps	%xmm15, %xmm13
	vmovdqu64	4512(%rsp), %zmm24
	vpbroadcastd	.LCPI0_53(%rip), %zmm1
	vpbroadcastd	.LCPI0_11(%rip), %xmm15
	vpbroadcastd	.LCPI0_52(%rip), %xmm22
	vpbroadcastd	.LCPI0_53(%rip), %xmm26
	vmovdqu64	1504(%rsp), %zmm28
	vbroadcastss	.LCPI0_11(%rip), %zmm29
	je	.LBB0_32
	vmovapd	%xmm21, %xmm4
	vmovapd	%xmm17, %xmm9
	vmovapd	%xmm18, %xmm17
	vmovapd	%xmm20, %xmm18
	vmovapd	%xmm12, %xmm8
	vmovapd	%xmm11, %xmm20
	movq	408(%rsp), %rcx
	xorl	-112(%rsp), %ecx
	xorl	240(%rsp), %ecx
	movq	-80(%rsp), %rbx
	imulq	%rbx, %rcx
	movq	%rcx, %r15
	shrq	$32, %r15
	movq	1248(%rsp), %r11
	xorl	128(%rsp), %r11d
	xorl	384(%rsp), %r15d
	imulq	%rbx, %r11
	movq	%r11, %rax
	shrq	$32, %rax
	movl	$3449720151, %r9d
	imulq	%r9, %r15
	movq	3168(%rsp), %rdx
	movl	%edx, %esi
	xorl	%eax, %esi
	movq	%r15, %rdx
	shrq	$32, %rdx
	xorl	392(%rsp), %edx
	xorl	%esi, %ecx
	imulq	%rbx, %rdx
	imulq	%r9, %rcx
	movq	%rcx, %rax
	shrq	$32, %rax
	xorl	2912(%rsp), %r15d
	xorl	%eax, %r15d
	movq	%rdx, %rax
	shrq	$32, %rax
	xorl	%r13d, %r11d
	xorl	%eax, %r11d
	imulq	%rbx, %r15
	imulq	%r9, %r11
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	3424(%rsp), %ecx
	xorl	%eax, %ecx
	movq	%r15, %rax
	shrq	$32, %rax
	xorl	%r12d, %edx
	xorl	%eax, %edx
	imulq	%rbx, %rcx
	imulq	%r9, %rdx
	movq	%rdx, %rax
	shrq	$32, %rax
	xorl	3360(%rsp), %r11d
	xorl	%eax, %r11d
	movq	%rcx, %rax
	shrq	$32, %rax
	xorl	%r8d, %r15d
	xorl	%eax, %r15d
	imulq	%rbx, %r11
	imulq	%r9, %r15
	movq	%r15, %rax
	shrq	$32, %rax
	xorl	2848(%rsp), %edx
	xorl	%eax, %edx
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	1888(%rsp), %ecx
	xorl	%eax, %ecx
	imulq	%rbx, %rdx
	imulq	%r9, %rcx
	movq	%rcx, %rax
	shrq	$32, %rax
	xorl	1696(%rsp), %r15d
	xorl	%eax, %r15d
	movq	%rdx, %rax
	shrq	$32, %rax
	xorl	1824(%rsp), %r11d
	xorl	%eax, %r11d
	imulq	%rbx, %r15
	imulq	%r9, %r11
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	-72(%rsp), %ecx
	xorl	%eax, %ecx
	movq	%r15, %rax
	shrq	$32, %rax
	xorl	%ebp, %edx
	xorl	%eax, %edx
	imulq	%rbx, %rcx
	imulq	%r9, %rdx
	movq	%rdx, %rax
	shrq	$32, %rax
	xorl	1632(%rsp), %r11d
	xorl	%eax, %r11d
	shrl	$9, %r11d
	vmovapd	%xmm2, %xmm26
	vcvtsi2ss	%r11d, %xmm6, %xmm2
	vaddss	%xmm23, %xmm2, %xmm2
	vmovapd	%xmm10, %xmm19
	vmovapd	%xmm27, %xmm30
	vmovaps	%xmm0, %xmm27
	vmovss	.LCPI0_12(%rip), %xmm0
	vmulss	%xmm0, %xmm2, %xmm2
	shrl	$9, %edx
	vcvtsi2ss	%edx, %xmm6, %xmm3
	vaddss	%xmm23, %xmm3, %xmm3
	vmulss	%xmm0, %xmm3, %xmm3
	vmovd	%xmm2, %eax
	addl	$4913933, %eax
	movl	%eax, %esi
	shrl	$23, %esi
	addl	$-127, %esi
	andl	$8388607, %eax
	addl	$1060439283, %eax
	vcvtss2sd	%xmm3, %xmm3, %xmm2
	vmovsd	.LCPI0_26(%rip), %xmm10
	vmulsd	%xmm2, %xmm10, %xmm2
	vaddsd	%xmm4, %xmm2, %xmm3
	vmovq	%xmm3, %rdx
	testb	$2, %dl
	vmovapd	%xmm4, %xmm15
	vmovd	%eax, %xmm4
	sete	%al
	vaddss	.LCPI0_17(%rip), %xmm4, %xmm4
	vaddss	.LCPI0_18(%rip), %xmm4, %xmm5
	vdivss	%xmm5, %xmm4, %xmm5
	vmulss	%xmm5, %xmm5, %xmm6
	vmovapd	%xmm9, %xmm12
	vmovaps	%xmm7, %xmm9
	vmulss	%xmm6, %xmm6, %xmm7
	vmovapd	%xmm14, %xmm11
	vmovaps	%xmm13, %xmm14
	vmovapd	%xmm20, %xmm13
	vmovapd	%xmm18, %xmm20
	vmovapd	%xmm17, %xmm18
	vmovapd	%xmm8, %xmm17
	vmulss	.LCPI0_19(%rip), %xmm7, %xmm8
	vaddss	%xmm9, %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm8
	vmulss	.LCPI0_21(%rip), %xmm7, %xmm7
	vaddss	.LCPI0_22(%rip), %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm6
	vcvtsi2ss	%esi, %xmm1, %xmm7
	movq	%rcx, %r9
	movl	%ecx, %esi
	shrl	$9, %esi
	vaddss	%xmm6, %xmm8, %xmm6
	vmulss	%xmm23, %xmm4, %xmm8
	vmulss	%xmm4, %xmm8, %xmm8
	vaddss	%xmm6, %xmm8, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vmulss	%xmm31, %xmm7, %xmm6
	vaddss	%xmm5, %xmm6, %xmm5
	vcvtsi2ss	%esi, %xmm1, %xmm6
	vaddss	%xmm23, %xmm6, %xmm6
	vmulss	%xmm0, %xmm6, %xmm6
	vmovaps	%xmm27, %xmm0
	vmovapd	%xmm30, %xmm27
	vmovapd	%xmm19, %xmm30
	vcvtss2sd	%xmm6, %xmm6, %xmm9
	vsubss	%xmm8, %xmm5, %xmm5
	vmovapd	%xmm17, %xmm8
	vmovapd	%xmm18, %xmm17
	vmovapd	%xmm20, %xmm18
	vmovapd	%xmm13, %xmm20
	vaddss	%xmm5, %xmm4, %xmm4
	vmovaps	%xmm0, %xmm22
	vmulss	%xmm0, %xmm7, %xmm5
	vaddss	%xmm4, %xmm5, %xmm7
	vaddsd	%xmm16, %xmm3, %xmm3
	vsubsd	%xmm3, %xmm2, %xmm2
	vmovapd	%xmm12, %xmm19
	vmulsd	%xmm2, %xmm12, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm17, %xmm3, %xmm4
	vaddsd	%xmm18, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm4
	vaddsd	%xmm4, %xmm8, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm4
	vmovapd	%xmm26, %xmm13
	vaddsd	%xmm26, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm2, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vaddsd	%xmm4, %xmm2, %xmm2
	vmulsd	.LCPI0_34(%rip), %xmm3, %xmm4
	vmovapd	%xmm11, %xmm0
	vsubsd	%xmm4, %xmm11, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm4
	vaddsd	%xmm20, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm4
	vaddsd	%xmm30, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm3, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vmulsd	.LCPI0_38(%rip), %xmm3, %xmm3
	vsubsd	%xmm3, %xmm27, %xmm3
	vaddsd	%xmm4, %xmm3, %xmm3
	vcvtsd2ss	%xmm2, %xmm2, %xmm6
	vcvtsd2ss	%xmm3, %xmm3, %xmm2
	vxorps	%xmm6, %xmm14, %xmm4
	vmovaps	%xmm14, %xmm21
	vxorps	%xmm2, %xmm14, %xmm5
	kmovd	%eax, %k1
	vmovss	%xmm2, %xmm5, %xmm5 {%k1}
	vmovaps	%xmm6, %xmm2
	vmovss	%xmm4, %xmm2, %xmm2 {%k1}
	kmovd	%edx, %k1
	vmovaps	%xmm5, %xmm3
	vmovss	%xmm2, %xmm3, %xmm3 {%k1}
	vmulss	.LCPI0_25(%rip), %xmm7, %xmm2
	vsqrtss	%xmm2, %xmm2, %xmm7
	vmulss	%xmm7, %xmm3, %xmm2
	movq	-96(%rsp), %r8
	vmovss	%xmm2, (%r8,%rdi,4)
	vmulsd	%xmm10, %xmm9, %xmm2
	vaddsd	%xmm2, %xmm15, %xmm3
	vmovq	%xmm3, %rsi
	testb	$2, %sil
	sete	%dil
	cmpq	%r14, 224(%rsp)
	jae	.LBB0_44
	testb	$2, %dl
	sete	%al
	kmovd	%eax, %k1
	vmovss	%xmm6, %xmm4, %xmm4 {%k1}
	kmovd	%edx, %k1
	vmovss	%xmm5, %xmm4, %xmm4 {%k1}
	vmulss	%xmm7, %xmm4, %xmm4
	movq	224(%rsp), %rax
	vmovss	%xmm4, (%r8,%rax,4)
.LBB0_44:
	cmpq	%r14, 216(%rsp)
	movq	32(%rsp), %rax
	movl	1760(%rsp), %r13d
	vmovapd	%xmm0, %xmm10
	vpbroadcastd	.LCPI0_11(%rip), %xmm15
	vmovaps	%xmm22, %xmm0
	vpbroadcastd	.LCPI0_52(%rip), %xmm22
	vpbroadcastd	.LCPI0_53(%rip), %xmm26
	jae	.LBB0_32
	shrq	$32, %r9
	xorl	%r13d, %r15d
	xorl	%r9d, %r15d
	shrl	$9, %r15d
	vcvtsi2ss	%r15d, %xmm1, %xmm4
	vaddss	%xmm23, %xmm4, %xmm4
	vmulss	.LCPI0_12(%rip), %xmm4, %xmm4
	vmovd	%xmm4, %eax
	addl	$4913933, %eax
	movl	%eax, %ecx
	shrl	$23, %ecx
	addl	$-127, %ecx
	andl	$8388607, %eax
	addl	$1060439283, %eax
	vmovd	%eax, %xmm4
	vaddss	.LCPI0_17(%rip), %xmm4, %xmm4
	vaddss	.LCPI0_18(%rip), %xmm4, %xmm5
	vdivss	%xmm5, %xmm4, %xmm5
	vmulss	%xmm5, %xmm5, %xmm6
	vmulss	%xmm6, %xmm6, %xmm7
	vmovapd	%xmm8, %xmm9
	vmulss	.LCPI0_19(%rip), %xmm7, %xmm8
	vaddss	.LCPI0_20(%rip), %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm8
	vmulss	.LCPI0_21(%rip), %xmm7, %xmm7
	vaddss	.LCPI0_22(%rip), %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm6
	vaddss	%xmm6, %xmm8, %xmm6
	vmulss	%xmm23, %xmm4, %xmm7
	vmulss	%xmm7, %xmm4, %xmm7
	vcvtsi2ss	%ecx, %xmm12, %xmm8
	vaddss	%xmm6, %xmm7, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vmulss	%xmm31, %xmm8, %xmm6
	vaddss	%xmm5, %xmm6, %xmm5
	vsubss	%xmm7, %xmm5, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm0, %xmm8, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vmulss	.LCPI0_25(%rip), %xmm4, %xmm4
	vsqrtss	%xmm4, %xmm4, %xmm4
	vaddsd	%xmm16, %xmm3, %xmm3
	vsubsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm19, %xmm2, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm17, %xmm3, %xmm5
	vaddsd	%xmm18, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vaddsd	%xmm5, %xmm9, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vaddsd	%xmm5, %xmm13, %xmm5
	vmulsd	%xmm3, %xmm2, %xmm6
	vmulsd	%xmm5, %xmm6, %xmm5
	vaddsd	%xmm5, %xmm2, %xmm2
	vmulsd	.LCPI0_34(%rip), %xmm3, %xmm5
	vsubsd	%xmm5, %xmm10, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vaddsd	%xmm20, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vaddsd	%xmm30, %xmm5, %xmm5
	vmulsd	%xmm3, %xmm3, %xmm6
	vmulsd	%xmm5, %xmm6, %xmm5
	vmulsd	.LCPI0_38(%rip), %xmm3, %xmm3
	vsubsd	%xmm3, %xmm27, %xmm3
	vaddsd	%xmm5, %xmm3, %xmm3
	vcvtsd2ss	%xmm2, %xmm2, %xmm2
	vcvtsd2ss	%xmm3, %xmm3, %xmm3
	vxorps	%xmm21, %xmm2, %xmm5
	vxorps	%xmm21, %xmm3, %xmm6
	kmovd	%edi, %k1
	vmovss	%xmm3, %xmm6, %xmm6 {%k1}
	vmovss	%xmm5, %xmm2, %xmm2 {%k1}
	kmovd	%esi, %k1
	vmovss	%xmm2, %xmm6, %xmm6 {%k1}
	vmulss	%xmm4, %xmm6, %xmm2
	movq	-96(%rsp), %rax
	movq	216(%rsp), %rcx
	vmovss	%xmm2, (%rax,%rcx,4)
	movq	32(%rsp), %rax
	.p2align	4
.LBB0_32:
	vxorps	%xmm3, %xmm3, %xmm3
	movl	$1024, %r12d
	movq	%r10, %rdx
	movq	%rax, %rdi
	movq	-32(%rsp), %r9
	xorl	%r15d, %r15d
	xorl	%r13d, %r13d
	xorl	%r8d, %r8d
	vmovaps	416(%rsp), %xmm31
	vbroadcastss	.LCPI0_52(%rip), %zmm30
	jmp	.LBB0_33
	.p2align	4
.LBB0_97:
	movq	-128(%rsp), %r14
	movq	-64(%rsp), %r10
	movq	256(%rsp), %r8
.LBB0_105:
	addq	$1024, %r12
	addq	$-1024, %r13
	incq	%r15
	addq	$4096, %r9
	addq	$4096, %rdi
	addq	$-4096, %rdx
	cmpq	%r14, %r8
	movq	32(%rsp), %rcx
	jae	.LBB0_57
.LBB0_33:
	movq	%r8, %r10
	cmpq	%r12, %r14
	movq	%r12, %rbp
	cmovbq	%r14, %rbp
	movq	%rbp, %rcx
	addq	%r13, %rcx
	cmpq	$1, %rcx
	movq	%rbp, %rsi
	adcq	%r13, %rsi
	leaq	1024(%r8), %rax
	cmpq	%r14, %rax
	movq	%rax, 256(%rsp)
	cmovbq	%rax, %r14
	cmpq	%r14, %r8
	jae	.LBB0_96
	movq	%r10, %r8
	cmpq	$8, %rcx
	jb	.LBB0_92
	movq	%r15, %rax
	shlq	$12, %rax
	addq	3232(%rsp), %rax
	movq	3296(%rsp), %rcx
	subq	%rax, %rcx
	movq	%r10, %r8
	cmpq	$256, %rcx
	leaq	(%rbp,%r13), %rcx
	jb	.LBB0_92
	cmpq	$64, %rcx
	jae	.LBB0_87
	xorl	%r11d, %r11d
	jmp	.LBB0_38
.LBB0_87:
	movq	%rcx, %r11
	movq	%rbp, %rcx
	andq	$-64, %rcx
	addq	%r13, %rcx
	movl	%ebp, %eax
	andl	$63, %eax
	movq	%rax, %rbx
	subq	%rax, %r11
	xorl	%r8d, %r8d
	movq	-64(%rsp), %rax
	.p2align	4
.LBB0_88:
	vmovups	-192(%r9,%r8,4), %zmm2
	vmovups	-128(%r9,%r8,4), %zmm4
	vmovups	-64(%r9,%r8,4), %zmm5
	vmovups	(%r9,%r8,4), %zmm6
	vmulps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm4, %zmm4, %zmm4
	vmulps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm6, %zmm6, %zmm6
	vmovups	%zmm2, (%rax,%r8,4)
	vmovups	%zmm4, 64(%rax,%r8,4)
	vmovups	%zmm5, 128(%rax,%r8,4)
	vmovups	%zmm6, 192(%rax,%r8,4)
	addq	$64, %r8
	cmpq	%r8, %rcx
	jne	.LBB0_88
	testq	%rbx, %rbx
	leaq	(%rbp,%r13), %rcx
	je	.LBB0_96
	cmpl	$8, %ebx
	jb	.LBB0_91
.LBB0_38:
	movl	%ebp, %eax
	andl	$7, %eax
	movq	%rcx, %r8
	subq	%rax, %rcx
	movl	%ebp, %eax
	andl	$7, %eax
	subq	%rax, %r8
	addq	%r10, %r8
	movq	-64(%rsp), %rbx
	.p2align	4
.LBB0_39:
	vmovups	(%rdi,%r11,4), %ymm2
	vmulps	%ymm2, %ymm2, %ymm2
	vmovups	%ymm2, (%rbx,%r11,4)
	addq	$8, %r11
	cmpq	%r11, %rcx
	jne	.LBB0_39
	testq	%rax, %rax
	leaq	(%rbp,%r13), %rcx
	je	.LBB0_96
.LBB0_92:
	movl	%ebp, %eax
	subl	%r8d, %eax
	movq	%r8, %r11
	testb	$7, %al
	movq	32(%rsp), %rax
	je	.LBB0_95
	movl	%ebp, %eax
	subb	%r8b, %al
	movzbl	%al, %ecx
	movq	32(%rsp), %rax
	andl	$7, %ecx
	movq	%r8, %r11
	.p2align	4
.LBB0_94:
	vmovss	(%rax,%r11,4), %xmm2
	vmulss	%xmm2, %xmm2, %xmm2
	vmovss	%xmm2, (%rdx,%r11,4)
	incq	%r11
	decq	%rcx
	jne	.LBB0_94
.LBB0_95:
	subq	%rbp, %r8
	cmpq	$-8, %r8
	leaq	(%rbp,%r13), %rcx
	ja	.LBB0_96
	.p2align	4
.LBB0_227:
	vmovss	(%rax,%r11,4), %xmm2
	vmulss	%xmm2, %xmm2, %xmm2
	vmovss	%xmm2, (%rdx,%r11,4)
	vmovss	4(%rax,%r11,4), %xmm2
	vmulss	%xmm2, %xmm2, %xmm2
	vmovss	%xmm2, 4(%rdx,%r11,4)
	vmovss	8(%rax,%r11,4), %xmm2
	vmulss	%xmm2, %xmm2, %xmm2
	vmovss	%xmm2, 8(%rdx,%r11,4)
	vmovss	12(%rax,%r11,4), %xmm2
	vmulss	%xmm2, %xmm2, %xmm2
	vmovss	%xmm2, 12(%rdx,%r11,4)
	vmovss	16(%rax,%r11,4), %xmm2
	vmulss	%xmm2, %xmm2, %xmm2
	vmovss	%xmm2, 16(%rdx,%r11,4)
	vmovss	20(%rax,%r11,4), %xmm2
	vmulss	%xmm2, %xmm2, %xmm2
	vmovss	%xmm2, 20(%rdx,%r11,4)
	vmovss	24(%rax,%r11,4), %xmm2
	vmulss	%xmm2, %xmm2, %xmm2
	vmovss	%xmm2, 24(%rdx,%r11,4)
	vmovss	28(%rax,%r11,4), %xmm2
	vmulss	%xmm2, %xmm2, %xmm2
	vmovss	%xmm2, 28(%rdx,%r11,4)
	addq	$8, %r11
	cmpq	%r11, %rbp
	jne	.LBB0_227
	.p2align	4
.LBB0_96:
	cmpq	%r10, %r14
	je	.LBB0_97
	cmpq	$8, %rcx
	movq	-128(%rsp), %r14
	movq	-64(%rsp), %r10
	movq	256(%rsp), %r8
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
	vaddss	(%r10,%rax,4), %xmm3, %xmm2
	vaddss	4(%r10,%rax,4), %xmm2, %xmm2
	vaddss	8(%r10,%rax,4), %xmm2, %xmm2
	vaddss	12(%r10,%rax,4), %xmm2, %xmm2
	vaddss	16(%r10,%rax,4), %xmm2, %xmm2
	vaddss	20(%r10,%rax,4), %xmm2, %xmm2
	vaddss	24(%r10,%rax,4), %xmm2, %xmm2
	vaddss	28(%r10,%rax,4), %xmm2, %xmm3
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
	vaddss	(%rax,%rcx,4), %xmm3, %xmm3
	incq	%rcx
	cmpq	%rcx, %rsi
	jne	.LBB0_104
	jmp	.LBB0_105
.LBB0_91:
	addq	%r10, %r11
	movq	%r11, %r8
	jmp	.LBB0_92
	.p2align	4
.LBB0_57:
	vaddss	.LCPI0_50(%rip), %xmm3, %xmm2
	vaddss	%xmm2, %xmm2, %xmm2
	vmulss	.LCPI0_51(%rip), %xmm2, %xmm3
	cmpl	$0, -116(%rsp)
	movq	248(%rsp), %r11
	vmovaps	3808(%rsp), %xmm11
	je	.LBB0_71
	cmpb	$0, 4192(%rsp)
	movq	152(%rsp), %r12
	movq	176(%rsp), %r13
	movq	-96(%rsp), %rdx
	movq	1056(%rsp), %rbp
	movq	-24(%rsp), %r9
	movq	168(%rsp), %rdi
	movl	$2143289344, %r8d
	vmovss	1120(%rsp), %xmm10
	je	.LBB0_60
	xorl	%ecx, %ecx
.LBB0_67:
	movq	%rcx, %rax
	orq	$1, %rax
	testb	$1, %r14b
	je	.LBB0_69
	movq	208(%rsp), %r15
	vmovss	(%r15,%rcx,4), %xmm2
	vaddss	%xmm2, %xmm2, %xmm4
	vmulss	%xmm4, %xmm3, %xmm4
	movq	3936(%rsp), %rsi
	vsubss	(%rsi,%rcx,4), %xmm2, %xmm5
	vaddss	%xmm5, %xmm5, %xmm5
	vmulss	%xmm23, %xmm5, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm4, %xmm31, %xmm4
	vsubss	%xmm4, %xmm2, %xmm2
	vmulss	(%rdx,%rcx,4), %xmm11, %xmm4
	vaddss	%xmm2, %xmm4, %xmm2
	vmovd	%xmm2, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%r8d, %edx
	movl	%edx, (%r15,%rcx,4)
	movq	%rax, %rcx
.LBB0_69:
	cmpq	%rax, %r14
	movq	32(%rsp), %rax
	je	.LBB0_83
	.p2align	4
.LBB0_70:
	vmovss	(%rax,%rcx,4), %xmm2
	vmovss	4(%rax,%rcx,4), %xmm4
	vaddss	%xmm2, %xmm2, %xmm5
	vmulss	%xmm5, %xmm3, %xmm5
	vsubss	(%r11,%rcx,4), %xmm2, %xmm6
	vaddss	%xmm6, %xmm6, %xmm6
	vmulss	%xmm23, %xmm6, %xmm6
	vaddss	%xmm6, %xmm5, %xmm5
	vmulss	%xmm5, %xmm31, %xmm5
	vsubss	%xmm5, %xmm2, %xmm2
	vmulss	-4(%r9,%rcx,4), %xmm11, %xmm5
	vaddss	%xmm2, %xmm5, %xmm2
	vmovd	%xmm2, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r8d, %eax
	movq	32(%rsp), %rdx
	movl	%eax, (%rdx,%rcx,4)
	vaddss	%xmm4, %xmm4, %xmm2
	vmulss	%xmm2, %xmm3, %xmm2
	vsubss	4(%r11,%rcx,4), %xmm4, %xmm5
	vaddss	%xmm5, %xmm5, %xmm5
	vmulss	%xmm23, %xmm5, %xmm5
	vaddss	%xmm5, %xmm2, %xmm2
	vmulss	%xmm2, %xmm31, %xmm2
	vsubss	%xmm2, %xmm4, %xmm2
	vmulss	(%r9,%rcx,4), %xmm11, %xmm4
	vaddss	%xmm2, %xmm4, %xmm2
	vmovd	%xmm2, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r8d, %eax
	movq	32(%rsp), %rdx
	movl	%eax, 4(%rdx,%rcx,4)
	movq	32(%rsp), %rax
	addq	$2, %rcx
	cmpq	%rcx, %r14
	jne	.LBB0_70
	jmp	.LBB0_83
	.p2align	4
.LBB0_71:
	cmpb	$0, 4448(%rsp)
	movq	152(%rsp), %r12
	movq	176(%rsp), %r13
	movl	$2143289344, %r8d
	je	.LBB0_73
	xorl	%ecx, %ecx
	vmovss	1120(%rsp), %xmm10
.LBB0_80:
	movq	%rcx, %rax
	orq	$1, %rax
	testb	$1, %r14b
	je	.LBB0_82
	movq	208(%rsp), %r15
	vmovss	(%r15,%rcx,4), %xmm2
	vaddss	%xmm2, %xmm2, %xmm4
	vmulss	%xmm4, %xmm3, %xmm4
	movq	3936(%rsp), %rdx
	vsubss	(%rdx,%rcx,4), %xmm2, %xmm5
	vaddss	%xmm5, %xmm5, %xmm5
	vmulss	%xmm23, %xmm5, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm4, %xmm31, %xmm4
	vsubss	%xmm4, %xmm2, %xmm2
	vmovd	%xmm2, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%r8d, %edx
	movl	%edx, (%r15,%rcx,4)
	movq	%rax, %rcx
.LBB0_82:
	cmpq	%rax, %r14
	movq	32(%rsp), %rax
	je	.LBB0_83
	.p2align	4
.LBB0_86:
	vmovss	(%rax,%rcx,4), %xmm2
	vmovss	4(%rax,%rcx,4), %xmm4
	vaddss	%xmm2, %xmm2, %xmm5
	vmulss	%xmm5, %xmm3, %xmm5
	vsubss	(%r11,%rcx,4), %xmm2, %xmm6
	vaddss	%xmm6, %xmm6, %xmm6
	vmulss	%xmm23, %xmm6, %xmm6
	vaddss	%xmm6, %xmm5, %xmm5
	vmulss	%xmm5, %xmm31, %xmm5
	vsubss	%xmm5, %xmm2, %xmm2
	vmovd	%xmm2, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r8d, %eax
	movq	32(%rsp), %rdx
	movl	%eax, (%rdx,%rcx,4)
	vaddss	%xmm4, %xmm4, %xmm2
	vmulss	%xmm2, %xmm3, %xmm2
	vsubss	4(%r11,%rcx,4), %xmm4, %xmm5
	vaddss	%xmm5, %xmm5, %xmm5
	vmulss	%xmm23, %xmm5, %xmm5
	vaddss	%xmm5, %xmm2, %xmm2
	vmulss	%xmm2, %xmm31, %xmm2
	vsubss	%xmm2, %xmm4, %xmm2
	vmovd	%xmm2, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r8d, %eax
	movq	32(%rsp), %rdx
	movl	%eax, 4(%rdx,%rcx,4)
	movq	32(%rsp), %rax
	addq	$2, %rcx
	cmpq	%rcx, %r14
	jne	.LBB0_86
	jmp	.LBB0_83
	.p2align	4
.LBB0_60:
	vbroadcastss	%xmm3, %zmm2
	vbroadcastss	%xmm11, %zmm4
	xorl	%eax, %eax
	.p2align	4
.LBB0_61:
	vmovups	(%rcx,%rax,4), %zmm5
	vaddps	%zmm5, %zmm5, %zmm6
	vmulps	%zmm6, %zmm2, %zmm6
	vsubps	(%r11,%rax,4), %zmm5, %zmm7
	vaddps	%zmm7, %zmm7, %zmm7
	vmulps	%zmm29, %zmm7, %zmm7
	vaddps	%zmm7, %zmm6, %zmm6
	vmulps	%zmm6, %zmm24, %zmm6
	vsubps	%zmm6, %zmm5, %zmm5
	vmulps	(%rdx,%rax,4), %zmm4, %zmm6
	vaddps	%zmm5, %zmm6, %zmm5
	vandps	%zmm30, %zmm5, %zmm6
	vpcmpgtd	%zmm1, %zmm6, %k1
	vpbroadcastd	.LCPI0_54(%rip), %zmm5 {%k1}
	vmovdqu64	%zmm5, (%rcx,%rax,4)
	addq	$16, %rax
	cmpq	%rax, %rdi
	jne	.LBB0_61
	cmpq	%rdi, %r14
	movq	%rcx, %rax
	je	.LBB0_83
	movq	%rdi, %rcx
	testb	$12, %r14b
	je	.LBB0_67
	vbroadcastss	%xmm3, %xmm2
	vbroadcastss	%xmm11, %xmm4
	movq	%rax, %rsi
	movq	%rdi, %rax
	.p2align	4
.LBB0_65:
	vmovups	(%rsi,%rax,4), %xmm5
	vaddps	%xmm5, %xmm5, %xmm6
	vmulps	%xmm6, %xmm2, %xmm6
	vsubps	(%r11,%rax,4), %xmm5, %xmm7
	vaddps	%xmm7, %xmm7, %xmm7
	vmulps	%xmm7, %xmm15, %xmm7
	vaddps	%xmm7, %xmm6, %xmm6
	vmulps	%xmm6, %xmm24, %xmm6
	vsubps	%xmm6, %xmm5, %xmm5
	vmulps	(%rdx,%rax,4), %xmm4, %xmm6
	vaddps	%xmm5, %xmm6, %xmm5
	vandps	%xmm22, %xmm5, %xmm6
	vpcmpgtd	%xmm26, %xmm6, %k1
	vpbroadcastd	.LCPI0_54(%rip), %xmm5 {%k1}
	vmovdqu	%xmm5, (%rsi,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %rbp
	jne	.LBB0_65
	movq	%rbp, %rcx
	cmpq	%rbp, %r14
	movq	%rsi, %rax
	je	.LBB0_83
	jmp	.LBB0_67
.LBB0_73:
	vmovaps	%xmm0, %xmm27
	vbroadcastss	%xmm3, %zmm2
	xorl	%eax, %eax
	movq	3552(%rsp), %rcx
	movq	-32(%rsp), %rdx
	vpbroadcastd	.LCPI0_54(%rip), %zmm0
	.p2align	4
.LBB0_74:
	vmovups	-192(%rdx,%rax,4), %zmm4
	vmovups	-128(%rdx,%rax,4), %zmm5
	vmovups	-64(%rdx,%rax,4), %zmm6
	vmovups	(%rdx,%rax,4), %zmm7
	vaddps	%zmm4, %zmm4, %zmm8
	vaddps	%zmm5, %zmm5, %zmm9
	vaddps	%zmm6, %zmm6, %zmm10
	vaddps	%zmm7, %zmm7, %zmm11
	vmulps	%zmm8, %zmm2, %zmm8
	vmulps	%zmm9, %zmm2, %zmm9
	vmulps	%zmm10, %zmm2, %zmm10
	vmulps	%zmm11, %zmm2, %zmm11
	vsubps	(%r11,%rax,4), %zmm4, %zmm12
	vsubps	64(%r11,%rax,4), %zmm5, %zmm13
	vsubps	128(%r11,%rax,4), %zmm6, %zmm14
	vsubps	192(%r11,%rax,4), %zmm7, %zmm15
	vaddps	%zmm12, %zmm12, %zmm12
	vaddps	%zmm13, %zmm13, %zmm13
	vaddps	%zmm14, %zmm14, %zmm14
	vaddps	%zmm15, %zmm15, %zmm15
	vmulps	%zmm29, %zmm12, %zmm12
	vaddps	%zmm12, %zmm8, %zmm8
	vmulps	%zmm29, %zmm13, %zmm12
	vaddps	%zmm12, %zmm9, %zmm9
	vmulps	%zmm29, %zmm14, %zmm12
	vaddps	%zmm12, %zmm10, %zmm10
	vmulps	%zmm29, %zmm15, %zmm12
	vaddps	%zmm12, %zmm11, %zmm11
	vmulps	%zmm8, %zmm24, %zmm8
	vmulps	%zmm9, %zmm24, %zmm9
	vmulps	%zmm10, %zmm24, %zmm10
	vmulps	%zmm11, %zmm24, %zmm11
	vsubps	%zmm8, %zmm4, %zmm4
	vsubps	%zmm9, %zmm5, %zmm5
	vsubps	%zmm10, %zmm6, %zmm6
	vsubps	%zmm11, %zmm7, %zmm7
	vandps	%zmm30, %zmm4, %zmm8
	vandps	%zmm30, %zmm5, %zmm9
	vandps	%zmm30, %zmm6, %zmm10
	vandps	%zmm30, %zmm7, %zmm11
	vpcmpgtd	%zmm1, %zmm8, %k1
	vpcmpgtd	%zmm1, %zmm9, %k2
	vpcmpgtd	%zmm1, %zmm10, %k3
	vpcmpgtd	%zmm1, %zmm11, %k4
	vmovdqa32	%zmm0, %zmm4 {%k1}
	vmovdqa32	%zmm0, %zmm5 {%k2}
	vmovdqa32	%zmm0, %zmm6 {%k3}
	vmovdqa32	%zmm0, %zmm7 {%k4}
	vmovdqu64	%zmm4, -192(%rdx,%rax,4)
	vmovdqu64	%zmm5, -128(%rdx,%rax,4)
	vmovdqu64	%zmm6, -64(%rdx,%rax,4)
	vmovdqu64	%zmm7, (%rdx,%rax,4)
	addq	$64, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_74
	cmpq	%rcx, %r14
	vmovaps	416(%rsp), %xmm31
	vpbroadcastd	.LCPI0_53(%rip), %ymm7
	movq	32(%rsp), %rax
	vbroadcastss	.LCPI0_11(%rip), %xmm15
	vbroadcastss	.LCPI0_52(%rip), %xmm22
	vpbroadcastd	.LCPI0_53(%rip), %xmm26
	vmovss	1120(%rsp), %xmm10
	vmovaps	%xmm27, %xmm0
	je	.LBB0_83
	movq	3552(%rsp), %rcx
	testb	$56, %r14b
	je	.LBB0_80
	vbroadcastss	%xmm3, %ymm2
	movq	%rax, %rsi
	movq	3552(%rsp), %rax
	movq	344(%rsp), %rdx
	vbroadcastss	.LCPI0_11(%rip), %ymm0
	vbroadcastss	.LCPI0_52(%rip), %ymm11
	.p2align	4
.LBB0_78:
	vmovups	(%rsi,%rax,4), %ymm4
	vaddps	%ymm4, %ymm4, %ymm5
	vmulps	%ymm5, %ymm2, %ymm5
	vsubps	(%r11,%rax,4), %ymm4, %ymm6
	vaddps	%ymm6, %ymm6, %ymm6
	vmulps	%ymm0, %ymm6, %ymm6
	vaddps	%ymm6, %ymm5, %ymm5
	vmulps	%ymm5, %ymm24, %ymm5
	vsubps	%ymm5, %ymm4, %ymm4
	vandps	%ymm4, %ymm11, %ymm5
	vpcmpgtd	%ymm7, %ymm5, %k1
	vpbroadcastd	.LCPI0_54(%rip), %ymm4 {%k1}
	vmovdqu	%ymm4, (%rsi,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.LBB0_78
	movq	%rdx, %rcx
	cmpq	%rdx, %r14
	movq	%rsi, %rax
	vmovaps	%xmm27, %xmm0
	je	.LBB0_83
	jmp	.LBB0_80
.LBB0_30:
	vmulss	-12(%rsp), %xmm10, %xmm2
	vsqrtss	%xmm2, %xmm2, %xmm3
	vxorps	%xmm4, %xmm4, %xmm4
	vcmpltss	%xmm2, %xmm4, %k1
	vmovss	%xmm3, %xmm3, %xmm2 {%k1} {z}
	jmp	.LBB0_31
.LBB0_139:
	movq	104(%rsp), %rax
	.p2align	4
.LBB0_140:
	addq	$4, %r12
	cmpq	%rax, %r12
	jb	.LBB0_140
.LBB0_85:
	addq	$103016, %rsp
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
