	.file	"quadratic_fast.toml"
	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0
.LCPI0_0:
	.quad	8
.LCPI0_1:
	.quad	16
.LCPI0_2:
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
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
.LCPI0_3:
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
.LCPI0_54:
	.quad	32
	.quad	33
	.quad	34
	.quad	35
	.quad	36
	.quad	37
	.quad	38
	.quad	39
.LCPI0_55:
	.quad	40
	.quad	41
	.quad	42
	.quad	43
	.quad	44
	.quad	45
	.quad	46
	.quad	47
.LCPI0_56:
	.quad	48
	.quad	49
	.quad	50
	.quad	51
	.quad	52
	.quad	53
	.quad	54
	.quad	55
.LCPI0_57:
	.quad	56
	.quad	57
	.quad	58
	.quad	59
	.quad	60
	.quad	61
	.quad	62
	.quad	63
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
	.long	0x7fffffff
.LCPI0_49:
	.long	2139095040
.LCPI0_50:
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
	.text
	.globl	tessera_quadratic_fast_x86_64_v4
	.p2align	4
	.type	tessera_quadratic_fast_x86_64_v4,@function
tessera_quadratic_fast_x86_64_v4:
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
	movq	(%rdi), %rax
	movq	%rax, -72(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, -16(%rsp)
	movq	24(%rdi), %rbp
	movq	32(%rdi), %rcx
	movq	40(%rdi), %r11
	vmovss	56(%rdi), %xmm0
	vmovaps	%xmm0, 272(%rsp)
	vmovss	60(%rdi), %xmm0
	vmovaps	%xmm0, 896(%rsp)
	movq	48(%rdi), %rax
	movq	%rax, -88(%rsp)
	movl	64(%rdi), %eax
	movl	%eax, 24(%rsp)
	vmovss	72(%rdi), %xmm0
	vmovss	%xmm0, -36(%rsp)
	vmovss	76(%rdi), %xmm0
	vmovss	%xmm0, -20(%rsp)
	movl	68(%rdi), %eax
	movl	%eax, -24(%rsp)
	vmovd	80(%rdi), %xmm0
	vmovd	%xmm0, -28(%rsp)
	movq	88(%rdi), %rax
	movq	%rax, -112(%rsp)
	movq	96(%rdi), %rax
	movq	%rax, 200(%rsp)
	testq	$-29, %r11
	movq	%rcx, -8(%rsp)
	movq	%r11, -120(%rsp)
	je	.LBB0_3
	leaq	3(%r11), %rax
	shrq	$2, %rax
	movq	%rax, 8(%rsp)
	cmpq	$32, %r11
	jae	.LBB0_65
	movq	%rcx, %r8
	subq	%rbp, %r8
	jbe	.LBB0_110
	movq	%rcx, %rdx
	movl	$3449720151, %edi
	movq	-112(%rsp), %rsi
	movq	%rsi, %rax
	shrq	$32, %rax
	leaq	(%rax,%rdi), %rcx
	addq	$-305585874, %rcx
	movq	%rcx, 2112(%rsp)
	leal	-1767562579(%rax), %ecx
	vpbroadcastd	%ecx, %zmm1
	leal	-1879881855(%rsi), %ecx
	vpbroadcastd	%ecx, %zmm2
	leaq	228517585(%rax,%rdi), %rcx
	vpbroadcastq	%rcx, %zmm3
	leaq	(%rsi,%rdi), %rcx
	addq	$605896817, %rcx
	vpbroadcastq	%rcx, %zmm4
	movq	%rax, %rcx
	addq	$534103459, %rcx
	vpbroadcastq	%rcx, %zmm5
	leaq	1401181199(%rsi), %rcx
	vpbroadcastq	%rcx, %zmm6
	leaq	1684936478(%rax), %rcx
	vpbroadcastq	%rcx, %zmm7
	leaq	-408007425(%rsi,%rdi), %rcx
	vpbroadcastq	%rcx, %zmm8
	leaq	-613950654(%rax,%rdi), %rcx
	vpbroadcastq	%rcx, %zmm0
	leaq	387276957(%rsi), %rcx
	vpbroadcastq	%rcx, %zmm9
	leaq	536882365(%rax,%rdi), %rcx
	vpbroadcastq	%rcx, %zmm10
	leaq	2027808484(%rsi), %rcx
	vpbroadcastq	%rcx, %zmm11
	leaq	1993301258(%rax), %rcx
	addq	$842468239, %rax
	vpbroadcastq	%rax, %zmm12
	leaq	(%rsi,%rdi), %rax
	addq	$218619860, %rax
	vpbroadcastq	%rax, %zmm13
	movq	%r11, %r10
	shlq	$6, %r10
	vpbroadcastq	%rcx, %zmm14
	vmovdqu64	%zmm14, 2816(%rsp)
	leaq	1013904242(%rsi), %rax
	vpbroadcastq	%rax, %zmm14
	leaq	-795284382(%rsi,%rdi), %rax
	vpbroadcastq	%rax, %zmm15
	vmovdqu64	%zmm15, 2752(%rsp)
	vpbroadcastq	%rsi, %zmm15
	movq	8(%rsp), %rax
	vpbroadcastq	%rax, %zmm16
	vmovdqu64	%zmm16, 1152(%rsp)
	vbroadcastss	272(%rsp), %zmm16
	vbroadcastss	.LCPI0_11(%rip), %zmm31
	vbroadcastss	.LCPI0_48(%rip), %zmm17
	vpbroadcastd	.LCPI0_49(%rip), %zmm18
	vbroadcastss	.LCPI0_50(%rip), %zmm19
	leaq	73160(%rsp), %rsi
	vmovdqu64	%zmm1, 3520(%rsp)
	vmovdqu64	%zmm2, 3456(%rsp)
	vmovdqu64	%zmm3, 2880(%rsp)
	vmovdqu64	%zmm4, 1792(%rsp)
	vmovdqu64	%zmm5, 1728(%rsp)
	vmovdqu64	%zmm6, 1664(%rsp)
	vmovdqu64	%zmm7, 1600(%rsp)
	vmovdqu64	%zmm8, 1536(%rsp)
	vmovdqu64	%zmm0, 1472(%rsp)
	vmovdqu64	%zmm9, 3392(%rsp)
	vmovdqu64	%zmm10, 3328(%rsp)
	vmovdqu64	%zmm11, 1088(%rsp)
	vmovdqu64	%zmm12, 1024(%rsp)
	vmovdqu64	%zmm13, 1408(%rsp)
	vmovdqu64	%zmm14, 2368(%rsp)
	vmovdqu64	%zmm15, 2304(%rsp)
	vmovupd	%zmm16, 2176(%rsp)
	jmp	.LBB0_136
	.p2align	4
.LBB0_165:
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r11
.LBB0_166:
	cmpq	%rbx, %rax
	cmovbq	%rax, %r9
	addq	%rbp, %r9
	imulq	%r11, %r9
	movq	%rdx, %rcx
	shlq	$8, %rcx
	addq	%rsp, %rcx
	addq	$6664, %rcx
	vmovss	(%rcx,%rax,4), %xmm0
	leaq	(,%r9,4), %rax
	addq	%r13, %rax
	vmovss	%xmm0, (%rax,%rdx,4)
.LBB0_167:
	addq	$64, %rbp
	addq	$-64, %r8
	movq	-8(%rsp), %rdx
	cmpq	%rdx, %rbp
	jae	.LBB0_110
.LBB0_136:
	cmpq	$64, %r8
	movl	$64, %r15d
	cmovbq	%r8, %r15
	imulq	%r11, %r15
	movq	%r15, 1216(%rsp)
	andl	$4094, %r15d
	movq	%rdx, %rax
	subq	%rbp, %rax
	cmpq	$64, %rax
	movl	$64, %ebx
	cmovbq	%rax, %rbx
	leaq	-1(%rbx), %r9
	xorl	%ecx, %ecx
	movq	-72(%rsp), %r13
	movq	-16(%rsp), %r14
	.p2align	4
.LBB0_137:
	movl	%ecx, %edx
	andl	$62, %edx
	movq	%rcx, %r12
	shrq	$6, %r12
	cmpq	%rdx, %rax
	cmovbeq	%r9, %rdx
	addq	%rbp, %rdx
	imulq	%r11, %rdx
	addq	%r12, %rdx
	vmovss	(%r13,%rdx,4), %xmm0
	vmovss	%xmm0, 6664(%rsp,%rcx,4)
	vmovss	(%r14,%rdx,4), %xmm0
	vmovss	%xmm0, 39432(%rsp,%rcx,4)
	leal	1(%rcx), %edx
	andl	$63, %edx
	cmpq	%rdx, %rax
	cmovbeq	%r9, %rdx
	addq	%rbp, %rdx
	imulq	%r11, %rdx
	addq	%r12, %rdx
	vmovss	(%r13,%rdx,4), %xmm0
	vmovss	%xmm0, 6668(%rsp,%rcx,4)
	vmovss	(%r14,%rdx,4), %xmm0
	vmovss	%xmm0, 39436(%rsp,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r10
	jne	.LBB0_137
	cmpq	$0, -88(%rsp)
	movq	-112(%rsp), %r11
	movq	8(%rsp), %r14
	je	.LBB0_144
	cmpl	$0, 24(%rsp)
	je	.LBB0_140
	vpbroadcastq	%rbp, %zmm0
	vpaddq	.LCPI0_3(%rip), %zmm0, %zmm1
	vpaddq	.LCPI0_51(%rip), %zmm0, %zmm2
	vpaddq	.LCPI0_52(%rip), %zmm0, %zmm3
	vpaddq	.LCPI0_53(%rip), %zmm0, %zmm4
	vpaddq	.LCPI0_54(%rip), %zmm0, %zmm5
	vpaddq	.LCPI0_55(%rip), %zmm0, %zmm6
	vpaddq	.LCPI0_57(%rip), %zmm0, %zmm7
	vmovdqu64	1152(%rsp), %zmm8
	vpmullq	%zmm8, %zmm2, %zmm2
	vmovdqu64	%zmm2, 1856(%rsp)
	vpmullq	%zmm8, %zmm1, %zmm1
	vmovdqu64	%zmm1, 3968(%rsp)
	vpmullq	%zmm8, %zmm4, %zmm1
	vmovdqu64	%zmm1, 3904(%rsp)
	vpmullq	%zmm8, %zmm3, %zmm1
	vmovdqu64	%zmm1, 3840(%rsp)
	vpmullq	%zmm8, %zmm6, %zmm1
	vmovdqu64	%zmm1, 3776(%rsp)
	vpmullq	%zmm8, %zmm5, %zmm1
	vmovdqu64	%zmm1, 3712(%rsp)
	vpmullq	%zmm8, %zmm7, %zmm1
	vmovdqu64	%zmm1, 3648(%rsp)
	vpaddq	.LCPI0_56(%rip), %zmm0, %zmm0
	vpmullq	%zmm8, %zmm0, %zmm0
	vmovdqu64	%zmm0, 3584(%rsp)
	xorl	%eax, %eax
	vmovss	-36(%rsp), %xmm20
	.p2align	4
.LBB0_149:
	vmovss	%xmm20, 2240(%rsp)
	cmpl	$0, -24(%rsp)
	sete	%cl
	testq	%r14, %r14
	je	.LBB0_150
	movq	200(%rsp), %rdx
	addq	%rax, %rdx
	movq	%rdx, %r12
	shrq	$32, %r12
	imulq	%rdi, %r12
	vpbroadcastq	%r12, %zmm0
	shrq	$32, %r12
	xorl	%r11d, %edx
	xorl	%r12d, %edx
	leaq	78811644(%rdi), %r12
	imulq	%rdx, %r12
	vpbroadcastq	%r12, %zmm1
	shrq	$32, %r12
	xorq	2112(%rsp), %r12
	vpbroadcastq	%r12, %zmm2
	vmovdqu64	%zmm2, 2560(%rsp)
	vpxorq	2752(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2496(%rsp)
	vpxorq	2816(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 2432(%rsp)
	movq	%rsi, %rdx
	xorl	%r12d, %r12d
	vpbroadcastq	.LCPI0_5(%rip), %zmm31
	.p2align	4
.LBB0_154:
	vpbroadcastq	%r12, %zmm0
	vpaddq	1856(%rsp), %zmm0, %zmm1
	vpaddq	3968(%rsp), %zmm0, %zmm2
	vpaddq	3904(%rsp), %zmm0, %zmm4
	vpaddq	3840(%rsp), %zmm0, %zmm5
	vpaddq	3776(%rsp), %zmm0, %zmm6
	vpaddq	3712(%rsp), %zmm0, %zmm7
	vpaddq	3648(%rsp), %zmm0, %zmm12
	vpaddq	3584(%rsp), %zmm0, %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm14
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm4, %zmm13
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm7, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm6, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm0, %zmm30
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm12, %zmm26
	vmovdqu64	2304(%rsp), %zmm15
	vpternlogq	$150, %zmm15, %zmm9, %zmm1
	vpternlogq	$150, %zmm15, %zmm17, %zmm2
	vpternlogq	$150, %zmm15, %zmm13, %zmm4
	vpternlogq	$150, %zmm15, %zmm14, %zmm5
	vpternlogq	$150, %zmm15, %zmm10, %zmm6
	vpternlogq	$150, %zmm15, %zmm11, %zmm7
	vpternlogq	$150, %zmm15, %zmm26, %zmm12
	vpternlogq	$150, %zmm15, %zmm30, %zmm0
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm0, %zmm19
	vpsrlq	$32, %zmm12, %zmm18
	vpmuludq	%zmm31, %zmm1, %zmm12
	vpmuludq	%zmm31, %zmm2, %zmm16
	vpmuludq	%zmm31, %zmm4, %zmm4
	vpmuludq	%zmm31, %zmm5, %zmm15
	vpmuludq	%zmm31, %zmm6, %zmm28
	vpmuludq	%zmm31, %zmm7, %zmm27
	vpmuludq	%zmm31, %zmm18, %zmm18
	vpmuludq	%zmm31, %zmm19, %zmm6
	vpsrlq	$32, %zmm16, %zmm1
	vpsrlq	$32, %zmm12, %zmm5
	vpsrlq	$32, %zmm15, %zmm19
	vpsrlq	$32, %zmm4, %zmm20
	vpsrlq	$32, %zmm27, %zmm21
	vpsrlq	$32, %zmm28, %zmm22
	vpsrlq	$32, %zmm6, %zmm23
	vpsrlq	$32, %zmm18, %zmm24
	vmovdqu64	2496(%rsp), %zmm25
	vpxorq	%zmm25, %zmm5, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm2
	vmovdqu64	%zmm2, 704(%rsp)
	vpxorq	%zmm25, %zmm1, %zmm1
	vpxorq	%zmm25, %zmm20, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm8
	vmovdqu64	%zmm8, 208(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm0
	vmovdqu64	%zmm0, 112(%rsp)
	vpxorq	%zmm25, %zmm19, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm7
	vmovdqu64	%zmm7, 272(%rsp)
	vpxorq	%zmm25, %zmm22, %zmm1
	vpxorq	%zmm25, %zmm21, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm29
	vmovdqu64	%zmm29, 576(%rsp)
	vpxorq	%zmm25, %zmm24, %zmm1
	vpxorq	%zmm25, %zmm23, %zmm22
	vmovdqu64	2560(%rsp), %zmm20
	vpxorq	%zmm17, %zmm20, %zmm17
	vpmuludq	%zmm31, %zmm17, %zmm21
	vpxorq	%zmm9, %zmm20, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm5
	vmovdqu64	%zmm5, 336(%rsp)
	vpmuludq	%zmm31, %zmm9, %zmm17
	vpxorq	%zmm14, %zmm20, %zmm9
	vpmuludq	%zmm31, %zmm9, %zmm19
	vpxorq	%zmm13, %zmm20, %zmm9
	vpmuludq	%zmm31, %zmm9, %zmm14
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm3
	vmovdqu64	%zmm3, 768(%rsp)
	vpxorq	%zmm11, %zmm20, %zmm1
	vpmuludq	%zmm31, %zmm1, %zmm9
	vmovdqu64	%zmm9, 2624(%rsp)
	vpxorq	%zmm10, %zmm20, %zmm1
	vpmuludq	%zmm31, %zmm1, %zmm25
	vpxorq	%zmm30, %zmm20, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm10
	vmovdqu64	%zmm10, 448(%rsp)
	vpmuludq	%zmm31, %zmm1, %zmm30
	vpxorq	%zmm26, %zmm20, %zmm1
	vpmuludq	%zmm31, %zmm1, %zmm11
	vpsrlq	$32, %zmm8, %zmm26
	vpsrlq	$32, %zmm2, %zmm22
	vpsrlq	$32, %zmm7, %zmm24
	vpsrlq	$32, %zmm0, %zmm20
	vpsrlq	$32, %zmm17, %zmm1
	vpsrlq	$32, %zmm21, %zmm23
	vpsrlq	$32, %zmm14, %zmm31
	vmovdqu64	2368(%rsp), %zmm10
	vpternlogq	$150, %zmm10, %zmm16, %zmm23
	vpsrlq	$32, %zmm5, %zmm7
	vpsrlq	$32, %zmm19, %zmm13
	vpternlogq	$150, %zmm10, %zmm12, %zmm1
	vpsrlq	$32, %zmm25, %zmm12
	vpternlogq	$150, %zmm10, %zmm15, %zmm13
	vpternlogq	$150, %zmm10, %zmm4, %zmm31
	vpsrlq	$32, %zmm29, %zmm15
	vpsrlq	$32, %zmm9, %zmm8
	vpternlogq	$150, %zmm10, %zmm27, %zmm8
	vpsrlq	$32, %zmm30, %zmm9
	vpternlogq	$150, %zmm10, %zmm28, %zmm12
	vpternlogq	$150, %zmm10, %zmm6, %zmm9
	vpsrlq	$32, %zmm3, %zmm0
	vpsrlq	$32, %zmm11, %zmm5
	vpternlogq	$150, %zmm10, %zmm18, %zmm5
	vmovdqu64	2432(%rsp), %zmm2
	vpxorq	%zmm2, %zmm22, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm22
	vpxorq	%zmm2, %zmm26, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm27
	vpxorq	%zmm2, %zmm20, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm16
	vmovdqu64	%zmm16, 512(%rsp)
	vpxorq	%zmm2, %zmm24, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm24
	vpxorq	%zmm2, %zmm15, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm6
	vmovdqu64	%zmm6, 640(%rsp)
	vpxorq	%zmm2, %zmm7, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm18
	vpxorq	%zmm2, %zmm0, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 832(%rsp)
	vpsrlq	$32, %zmm22, %zmm10
	vmovdqu64	1408(%rsp), %zmm3
	vpternlogq	$150, %zmm17, %zmm3, %zmm10
	vpsrlq	$32, %zmm27, %zmm29
	vpternlogq	$150, %zmm21, %zmm3, %zmm29
	vpsrlq	$32, %zmm16, %zmm21
	vpternlogq	$150, %zmm14, %zmm3, %zmm21
	vpsrlq	$32, %zmm24, %zmm28
	vpternlogq	$150, %zmm19, %zmm3, %zmm28
	vpsrlq	$32, %zmm6, %zmm19
	vpternlogq	$150, %zmm25, %zmm3, %zmm19
	vpsrlq	$32, %zmm18, %zmm25
	vpternlogq	$150, 2624(%rsp), %zmm3, %zmm25
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, %zmm11, %zmm3, %zmm17
	vmovdqu64	448(%rsp), %zmm4
	vpsrlq	$32, %zmm4, %zmm0
	vpxorq	%zmm2, %zmm0, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm16
	vpsrlq	$32, %zmm16, %zmm26
	vpternlogq	$150, %zmm30, %zmm3, %zmm26
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm30
	vpsrlq	$32, %zmm30, %zmm7
	vmovdqu64	1024(%rsp), %zmm0
	vpternlogq	$150, 704(%rsp), %zmm0, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm20
	vpsrlq	$32, %zmm20, %zmm11
	vpternlogq	$150, 208(%rsp), %zmm0, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm31, %zmm23
	vpsrlq	$32, %zmm23, %zmm6
	vpternlogq	$150, 112(%rsp), %zmm0, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm13
	vpsrlq	$32, %zmm13, %zmm3
	vpternlogq	$150, 272(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm12, %zmm31
	vpsrlq	$32, %zmm31, %zmm12
	vpternlogq	$150, 576(%rsp), %zmm0, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm15
	vpsrlq	$32, %zmm15, %zmm1
	vpternlogq	$150, 336(%rsp), %zmm0, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm2
	vmovdqu64	%zmm2, 112(%rsp)
	vpsrlq	$32, %zmm2, %zmm5
	vpternlogq	$150, 768(%rsp), %zmm0, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm14
	vpsrlq	$32, %zmm14, %zmm2
	vpternlogq	$150, %zmm0, %zmm4, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm0
	vmovdqu64	%zmm0, 272(%rsp)
	vpsrlq	$32, %zmm0, %zmm11
	vmovdqu64	1088(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm27, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm4
	vpsrlq	$32, %zmm4, %zmm27
	vpternlogq	$150, %zmm0, %zmm22, %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm3
	vmovdqu64	%zmm3, 448(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm0, %zmm24, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm24
	vpsrlq	$32, %zmm24, %zmm22
	vpternlogq	$150, 512(%rsp), %zmm0, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 576(%rsp)
	vpsrlq	$32, %zmm1, %zmm6
	vpternlogq	$150, %zmm0, %zmm18, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm8
	vpsrlq	$32, %zmm8, %zmm18
	vpternlogq	$150, 640(%rsp), %zmm0, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 640(%rsp)
	vpsrlq	$32, %zmm1, %zmm7
	vpternlogq	$150, %zmm0, %zmm16, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm1
	vpsrlq	$32, %zmm1, %zmm16
	vpternlogq	$150, 832(%rsp), %zmm0, %zmm16
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm29, %zmm0
	vmovdqu64	%zmm0, 208(%rsp)
	vpsrlq	$32, %zmm0, %zmm9
	vmovdqu64	3328(%rsp), %zmm0
	vpternlogq	$150, %zmm20, %zmm0, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm10, %zmm5
	vpsrlq	$32, %zmm5, %zmm10
	vpternlogq	$150, %zmm30, %zmm0, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm28, %zmm12
	vpsrlq	$32, %zmm12, %zmm28
	vpternlogq	$150, %zmm13, %zmm0, %zmm28
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm13
	vpsrlq	$32, %zmm13, %zmm20
	vpternlogq	$150, %zmm23, %zmm0, %zmm20
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm25, %zmm2
	vmovdqu64	%zmm2, 336(%rsp)
	vpsrlq	$32, %zmm2, %zmm21
	vpternlogq	$150, %zmm15, %zmm0, %zmm21
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm2
	vpsrlq	$32, %zmm2, %zmm15
	vpternlogq	$150, %zmm31, %zmm0, %zmm15
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm26, %zmm19
	vmovdqu64	%zmm19, 704(%rsp)
	vpsrlq	$32, %zmm19, %zmm25
	vpternlogq	$150, %zmm14, %zmm0, %zmm25
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm29
	vpsrlq	$32, %zmm29, %zmm31
	vpternlogq	$150, 112(%rsp), %zmm0, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm0
	vmovdqu64	%zmm0, 112(%rsp)
	vpsrlq	$32, %zmm0, %zmm30
	vmovdqu64	3392(%rsp), %zmm0
	vpternlogq	$150, %zmm4, %zmm0, %zmm30
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm26
	vpsrlq	$32, %zmm26, %zmm17
	vpternlogq	$150, 272(%rsp), %zmm0, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm4
	vmovdqu64	%zmm4, 512(%rsp)
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, %zmm24, %zmm0, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm14
	vpsrlq	$32, %zmm14, %zmm19
	vpternlogq	$150, 448(%rsp), %zmm0, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm9
	vmovdqu64	%zmm9, 768(%rsp)
	vpsrlq	$32, %zmm9, %zmm9
	vpternlogq	$150, %zmm8, %zmm0, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm8
	vpsrlq	$32, %zmm8, %zmm20
	vpternlogq	$150, 576(%rsp), %zmm0, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm28
	vpsrlq	$32, %zmm28, %zmm10
	vpternlogq	$150, %zmm1, %zmm0, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm23
	vpsrlq	$32, %zmm23, %zmm21
	vpternlogq	$150, 640(%rsp), %zmm0, %zmm21
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm27, %zmm0
	vmovdqu64	%zmm0, 448(%rsp)
	vpsrlq	$32, %zmm0, %zmm27
	vmovdqu64	1472(%rsp), %zmm15
	vpternlogq	$150, %zmm15, %zmm5, %zmm27
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm25
	vpsrlq	$32, %zmm25, %zmm11
	vpternlogq	$150, 208(%rsp), %zmm15, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm0
	vmovdqu64	%zmm0, 208(%rsp)
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, %zmm15, %zmm13, %zmm22
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm13
	vpsrlq	$32, %zmm13, %zmm5
	vpternlogq	$150, %zmm15, %zmm12, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm0
	vmovdqu64	%zmm0, 832(%rsp)
	vpsrlq	$32, %zmm0, %zmm12
	vpternlogq	$150, %zmm15, %zmm2, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm6, %zmm24
	vpsrlq	$32, %zmm24, %zmm6
	vpternlogq	$150, 336(%rsp), %zmm15, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm0
	vmovdqu64	%zmm0, 336(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vpternlogq	$150, %zmm15, %zmm29, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm7, %zmm29
	vpsrlq	$32, %zmm29, %zmm7
	vpternlogq	$150, 704(%rsp), %zmm15, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm0
	vmovdqu64	%zmm0, 272(%rsp)
	vpsrlq	$32, %zmm0, %zmm31
	vmovdqu64	1536(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm26, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm11
	vpsrlq	$32, %zmm11, %zmm16
	vpternlogq	$150, 112(%rsp), %zmm0, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm2
	vmovdqu64	%zmm2, 640(%rsp)
	vpsrlq	$32, %zmm2, %zmm5
	vpternlogq	$150, %zmm0, %zmm14, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm15
	vpsrlq	$32, %zmm15, %zmm14
	vpternlogq	$150, 512(%rsp), %zmm0, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm2
	vmovdqu64	%zmm2, 576(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm0, %zmm8, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm12
	vpsrlq	$32, %zmm12, %zmm18
	vpternlogq	$150, 768(%rsp), %zmm0, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm3
	vmovdqu64	%zmm3, 512(%rsp)
	vpsrlq	$32, %zmm3, %zmm7
	vpternlogq	$150, %zmm0, %zmm23, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm27
	vpsrlq	$32, %zmm27, %zmm22
	vpternlogq	$150, %zmm0, %zmm28, %zmm22
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm0
	vmovdqu64	%zmm0, 112(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	1600(%rsp), %zmm26
	vpternlogq	$150, %zmm25, %zmm26, %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm30, %zmm8
	vpsrlq	$32, %zmm8, %zmm17
	vpternlogq	$150, 448(%rsp), %zmm26, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm1
	vmovdqu64	%zmm1, 704(%rsp)
	vpsrlq	$32, %zmm1, %zmm3
	vpternlogq	$150, %zmm13, %zmm26, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm4, %zmm13
	vpsrlq	$32, %zmm13, %zmm19
	vpternlogq	$150, 208(%rsp), %zmm26, %zmm19
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm1
	vmovdqu64	%zmm1, 208(%rsp)
	vpsrlq	$32, %zmm1, %zmm4
	vpternlogq	$150, %zmm24, %zmm26, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm30
	vpsrlq	$32, %zmm30, %zmm24
	vpternlogq	$150, 832(%rsp), %zmm26, %zmm24
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm1
	vmovdqu64	%zmm1, 448(%rsp)
	vpsrlq	$32, %zmm1, %zmm28
	vpternlogq	$150, %zmm29, %zmm26, %zmm28
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm10, %zmm20
	vpsrlq	$32, %zmm20, %zmm23
	vpternlogq	$150, 336(%rsp), %zmm26, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm10
	vpsrlq	$32, %zmm10, %zmm29
	vmovdqu64	1664(%rsp), %zmm1
	vpternlogq	$150, %zmm11, %zmm1, %zmm29
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm11
	vpsrlq	$32, %zmm11, %zmm6
	vpternlogq	$150, 272(%rsp), %zmm1, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm0
	vmovdqu64	%zmm0, 272(%rsp)
	vpsrlq	$32, %zmm0, %zmm9
	vpternlogq	$150, %zmm15, %zmm1, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm26
	vpsrlq	$32, %zmm26, %zmm17
	vpternlogq	$150, 640(%rsp), %zmm1, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm0
	vmovdqu64	%zmm0, 336(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vpternlogq	$150, %zmm12, %zmm1, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm24
	vpsrlq	$32, %zmm24, %zmm21
	vpternlogq	$150, 576(%rsp), %zmm1, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm0
	vmovdqu64	%zmm0, 768(%rsp)
	vpsrlq	$32, %zmm0, %zmm19
	vpternlogq	$150, %zmm27, %zmm1, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm27
	vpsrlq	$32, %zmm27, %zmm28
	vpternlogq	$150, 512(%rsp), %zmm1, %zmm28
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm4
	vmovdqu64	1728(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm8, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm31, %zmm8
	vpsrlq	$32, %zmm8, %zmm23
	vpternlogq	$150, 112(%rsp), %zmm0, %zmm23
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm1
	vmovdqu64	%zmm1, 112(%rsp)
	vpsrlq	$32, %zmm1, %zmm25
	vpternlogq	$150, %zmm0, %zmm13, %zmm25
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm12
	vpsrlq	$32, %zmm12, %zmm5
	vpternlogq	$150, 704(%rsp), %zmm0, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm1
	vmovdqu64	%zmm1, 512(%rsp)
	vpsrlq	$32, %zmm1, %zmm3
	vpternlogq	$150, %zmm0, %zmm30, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm14
	vpsrlq	$32, %zmm14, %zmm1
	vpternlogq	$150, 208(%rsp), %zmm0, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm18
	vpsrlq	$32, %zmm18, %zmm2
	vpternlogq	$150, %zmm0, %zmm20, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm7, %zmm13
	vpsrlq	$32, %zmm13, %zmm20
	vpternlogq	$150, 448(%rsp), %zmm0, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm0
	vmovdqu64	%zmm0, 704(%rsp)
	vpsrlq	$32, %zmm0, %zmm22
	vmovdqu64	1792(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm11, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm4
	vmovdqu64	%zmm4, 832(%rsp)
	vpsrlq	$32, %zmm4, %zmm23
	vpternlogq	$150, %zmm0, %zmm10, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm4
	vmovdqu64	%zmm4, 448(%rsp)
	vpsrlq	$32, %zmm4, %zmm10
	vpternlogq	$150, %zmm0, %zmm26, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm31
	vpsrlq	$32, %zmm31, %zmm5
	vpternlogq	$150, 272(%rsp), %zmm0, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 576(%rsp)
	vpsrlq	$32, %zmm1, %zmm7
	vpternlogq	$150, %zmm0, %zmm24, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm25
	vpsrlq	$32, %zmm25, %zmm11
	vpternlogq	$150, 336(%rsp), %zmm0, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm1
	vmovdqu64	%zmm1, 640(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm0, %zmm27, %zmm1
	vmovdqu64	%zmm1, 272(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm3
	vpsrlq	$32, %zmm3, %zmm20
	vpternlogq	$150, 768(%rsp), %zmm0, %zmm20
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm6, %zmm0
	vmovdqu64	%zmm0, 336(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vmovdqu64	2880(%rsp), %zmm2
	vpternlogq	$150, %zmm8, %zmm2, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm29, %zmm30
	vpsrlq	$32, %zmm30, %zmm26
	vpternlogq	$150, %zmm16, %zmm2, %zmm26
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm16
	vpsrlq	$32, %zmm16, %zmm8
	vpternlogq	$150, %zmm12, %zmm2, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm29
	vpsrlq	$32, %zmm29, %zmm4
	vpternlogq	$150, 112(%rsp), %zmm2, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm17
	vpsrlq	$32, %zmm17, %zmm9
	vpternlogq	$150, %zmm14, %zmm2, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm21
	vpsrlq	$32, %zmm21, %zmm6
	vpternlogq	$150, 512(%rsp), %zmm2, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm28, %zmm15
	vpsrlq	$32, %zmm15, %zmm14
	vpternlogq	$150, %zmm13, %zmm2, %zmm14
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm19
	vpsrlq	$32, %zmm19, %zmm27
	vpternlogq	$150, %zmm18, %zmm2, %zmm27
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm18
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm28
	vpmovqd	%zmm28, %ymm2
	vpmovqd	%zmm18, %ymm12
	vinserti64x4	$1, %ymm12, %zmm2, %zmm0
	vmovdqu64	%zmm0, 112(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm13
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm10, %zmm12
	vpmovqd	%zmm12, %ymm2
	vpmovqd	%zmm13, %ymm5
	vinserti64x4	$1, %ymm5, %zmm2, %zmm0
	vmovdqu64	%zmm0, 208(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm24
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm7, %zmm11
	vpmovqd	%zmm11, %ymm0
	vpmovqd	%zmm24, %ymm2
	vinserti64x4	$1, %ymm2, %zmm0, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vpmovqd	%zmm1, %ymm2
	vpmovqd	%zmm0, %ymm5
	vinserti64x4	$1, %ymm5, %zmm2, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm22
	vpmovqd	%zmm22, %ymm2
	vpmovqd	%zmm4, %ymm8
	vinserti64x4	$1, %ymm8, %zmm2, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm9
	vpmovqd	%zmm9, %ymm8
	vpmovqd	%zmm6, %ymm23
	vinserti64x4	$1, %ymm23, %zmm8, %zmm8
	vpsrlq	$32, %zmm0, %zmm0
	vpxorq	832(%rsp), %zmm0, %zmm0
	vpsrlq	$32, %zmm1, %zmm1
	vpxorq	704(%rsp), %zmm1, %zmm23
	vpsrlq	$32, %zmm4, %zmm1
	vpxorq	%zmm31, %zmm1, %zmm4
	vpbroadcastq	.LCPI0_5(%rip), %zmm31
	vpsrlq	$32, %zmm22, %zmm1
	vpxorq	448(%rsp), %zmm1, %zmm22
	vpsrlq	$32, %zmm6, %zmm1
	vpxorq	%zmm25, %zmm1, %zmm6
	vpsrlq	$32, %zmm9, %zmm1
	vpxorq	576(%rsp), %zmm1, %zmm9
	vpmuludq	%zmm31, %zmm27, %zmm1
	vpsrlq	$32, %zmm1, %zmm25
	vpxorq	%zmm3, %zmm25, %zmm3
	vpmuludq	%zmm31, %zmm14, %zmm14
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm14, %ymm25
	vinserti64x4	$1, %ymm1, %zmm25, %zmm1
	vpsrlq	$32, %zmm14, %zmm14
	vpxorq	640(%rsp), %zmm14, %zmm14
	vpmovqd	%zmm23, %ymm23
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm23, %zmm23
	vpsrlq	$32, %zmm18, %zmm0
	vpxorq	%zmm30, %zmm0, %zmm18
	vpsrlq	$32, %zmm28, %zmm0
	vpxorq	336(%rsp), %zmm0, %zmm25
	vpsrlq	$32, %zmm13, %zmm0
	vpxorq	%zmm29, %zmm0, %zmm10
	vpsrlq	$32, %zmm12, %zmm0
	vpxorq	%zmm16, %zmm0, %zmm12
	vpsrlq	$32, %zmm24, %zmm0
	vpxorq	%zmm21, %zmm0, %zmm13
	vpmovqd	%zmm22, %ymm0
	vpmovqd	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm0, %zmm4
	vpsrlq	$32, %zmm11, %zmm0
	vpxorq	%zmm17, %zmm0, %zmm11
	vpbroadcastq	.LCPI0_4(%rip), %zmm16
	vpmuludq	%zmm16, %zmm20, %zmm0
	vpmovqd	%zmm9, %ymm9
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm9, %zmm6
	vpsrlq	$32, %zmm0, %zmm9
	vpxorq	%zmm19, %zmm9, %zmm9
	vpmuludq	272(%rsp), %zmm16, %zmm16
	vpmovqd	%zmm14, %ymm14
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm14, %zmm3
	vpsrlq	$32, %zmm16, %zmm14
	vpxorq	%zmm15, %zmm14, %zmm14
	vmovdqu64	3456(%rsp), %zmm17
	vpxord	%zmm23, %zmm17, %zmm15
	vmovdqu64	%zmm15, -960(%rdx)
	vpxord	%zmm4, %zmm17, %zmm4
	vmovdqu64	%zmm4, -896(%rdx)
	vpxord	%zmm6, %zmm17, %zmm4
	vmovdqu64	%zmm4, -832(%rdx)
	vpxord	%zmm3, %zmm17, %zmm3
	vmovdqu64	%zmm3, -768(%rdx)
	vmovdqu64	%zmm5, -704(%rdx)
	vmovdqu64	%zmm2, -640(%rdx)
	vmovdqu64	%zmm8, -576(%rdx)
	vmovdqu64	%zmm1, -512(%rdx)
	vpmovqd	%zmm25, %ymm1
	vpmovqd	%zmm18, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vmovdqu64	3520(%rsp), %zmm3
	vpxord	%zmm1, %zmm3, %zmm1
	vmovdqu64	%zmm1, -448(%rdx)
	vpmovqd	%zmm12, %ymm1
	vpmovqd	%zmm10, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vpxord	%zmm1, %zmm3, %zmm1
	vmovdqu64	%zmm1, -384(%rdx)
	vpmovqd	%zmm11, %ymm1
	vpmovqd	%zmm13, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vpxord	%zmm1, %zmm3, %zmm1
	vmovdqu64	%zmm1, -320(%rdx)
	vpmovqd	%zmm14, %ymm1
	vpmovqd	%zmm9, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vpxord	%zmm1, %zmm3, %zmm1
	vmovdqu64	%zmm1, -256(%rdx)
	vmovups	112(%rsp), %zmm1
	vmovups	%zmm1, -192(%rdx)
	vmovups	208(%rsp), %zmm1
	vmovups	%zmm1, -128(%rdx)
	vmovdqu64	%zmm7, -64(%rdx)
	vpmovqd	%zmm16, %ymm1
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm1, %zmm0
	vmovdqu64	%zmm0, (%rdx)
	incq	%r12
	addq	$1024, %rdx
	cmpq	%r12, %r14
	jne	.LBB0_154
	movq	%rsi, %rdx
	movq	%r14, %r12
	vbroadcastss	.LCPI0_11(%rip), %zmm31
	vbroadcastss	.LCPI0_12(%rip), %zmm18
	vpbroadcastd	.LCPI0_13(%rip), %zmm20
	vbroadcastss	.LCPI0_24(%rip), %zmm28
	.p2align	4
.LBB0_156:
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
	vmulps	%zmm18, %zmm0, %zmm6
	vmulps	%zmm18, %zmm1, %zmm7
	vmulps	%zmm18, %zmm2, %zmm2
	vmulps	%zmm18, %zmm3, %zmm3
	vpsrld	$9, -704(%rdx), %zmm0
	vpsrld	$9, -640(%rdx), %zmm1
	vpsrld	$9, -576(%rdx), %zmm4
	vpsrld	$9, -512(%rdx), %zmm5
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm4, %zmm4
	vcvtdq2ps	%zmm5, %zmm5
	vaddps	%zmm31, %zmm0, %zmm0
	vaddps	%zmm31, %zmm1, %zmm1
	vaddps	%zmm31, %zmm4, %zmm8
	vaddps	%zmm31, %zmm5, %zmm9
	vmulps	%zmm18, %zmm0, %zmm5
	vmulps	%zmm18, %zmm1, %zmm4
	vmulps	%zmm18, %zmm8, %zmm1
	vmulps	%zmm18, %zmm9, %zmm0
	vpaddd	%zmm20, %zmm6, %zmm6
	vpaddd	%zmm20, %zmm7, %zmm7
	vpaddd	%zmm20, %zmm2, %zmm2
	vpaddd	%zmm20, %zmm3, %zmm3
	vpsrld	$23, %zmm6, %zmm8
	vpsrld	$23, %zmm7, %zmm9
	vpsrld	$23, %zmm2, %zmm10
	vpsrld	$23, %zmm3, %zmm11
	vpbroadcastd	.LCPI0_14(%rip), %zmm16
	vpaddd	%zmm16, %zmm8, %zmm8
	vpaddd	%zmm16, %zmm9, %zmm9
	vpbroadcastd	.LCPI0_15(%rip), %zmm12
	vpandd	%zmm12, %zmm6, %zmm6
	vpandd	%zmm12, %zmm7, %zmm7
	vpandd	%zmm12, %zmm2, %zmm2
	vpandd	%zmm12, %zmm3, %zmm3
	vpbroadcastd	.LCPI0_16(%rip), %zmm13
	vpaddd	%zmm13, %zmm6, %zmm6
	vpaddd	%zmm13, %zmm7, %zmm7
	vpaddd	%zmm13, %zmm2, %zmm12
	vpaddd	%zmm13, %zmm3, %zmm13
	vbroadcastss	.LCPI0_17(%rip), %zmm14
	vaddps	%zmm14, %zmm6, %zmm2
	vaddps	%zmm14, %zmm7, %zmm3
	vaddps	%zmm14, %zmm12, %zmm6
	vaddps	%zmm14, %zmm13, %zmm7
	vbroadcastss	.LCPI0_18(%rip), %zmm15
	vaddps	%zmm15, %zmm2, %zmm12
	vaddps	%zmm15, %zmm3, %zmm13
	vaddps	%zmm15, %zmm6, %zmm14
	vaddps	%zmm15, %zmm7, %zmm15
	vdivps	%zmm12, %zmm2, %zmm12
	vdivps	%zmm13, %zmm3, %zmm13
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
	vmulps	%zmm31, %zmm3, %zmm21
	vmulps	%zmm31, %zmm6, %zmm22
	vmulps	%zmm31, %zmm7, %zmm23
	vmulps	%zmm20, %zmm2, %zmm20
	vmulps	%zmm21, %zmm3, %zmm21
	vmulps	%zmm22, %zmm6, %zmm22
	vmulps	%zmm23, %zmm7, %zmm23
	vcvtdq2ps	%zmm8, %zmm8
	vcvtdq2ps	%zmm9, %zmm9
	vcvtdq2ps	%zmm10, %zmm10
	vcvtdq2ps	%zmm11, %zmm24
	vaddps	%zmm16, %zmm20, %zmm11
	vaddps	%zmm17, %zmm21, %zmm16
	vaddps	%zmm18, %zmm22, %zmm17
	vaddps	%zmm19, %zmm23, %zmm18
	vmulps	%zmm11, %zmm12, %zmm11
	vmulps	%zmm16, %zmm13, %zmm12
	vmulps	%zmm17, %zmm14, %zmm13
	vmulps	%zmm18, %zmm15, %zmm14
	vbroadcastss	.LCPI0_23(%rip), %zmm16
	vmulps	%zmm16, %zmm8, %zmm15
	vaddps	%zmm11, %zmm15, %zmm11
	vmulps	%zmm16, %zmm9, %zmm15
	vaddps	%zmm12, %zmm15, %zmm12
	vmulps	%zmm16, %zmm10, %zmm15
	vaddps	%zmm13, %zmm15, %zmm13
	vmulps	%zmm16, %zmm24, %zmm15
	vaddps	%zmm14, %zmm15, %zmm14
	vsubps	%zmm20, %zmm11, %zmm11
	vsubps	%zmm21, %zmm12, %zmm12
	vsubps	%zmm22, %zmm13, %zmm13
	vsubps	%zmm23, %zmm14, %zmm14
	vaddps	%zmm11, %zmm2, %zmm2
	vaddps	%zmm12, %zmm3, %zmm3
	vaddps	%zmm13, %zmm6, %zmm6
	vaddps	%zmm14, %zmm7, %zmm7
	vmulps	%zmm28, %zmm8, %zmm8
	vaddps	%zmm2, %zmm8, %zmm2
	vmovups	%zmm2, 272(%rsp)
	vmulps	%zmm28, %zmm9, %zmm2
	vaddps	%zmm3, %zmm2, %zmm2
	vmovups	%zmm2, 112(%rsp)
	vmulps	%zmm28, %zmm10, %zmm2
	vcvtps2pd	%ymm5, %zmm3
	vextractf64x4	$1, %zmm5, %ymm5
	vcvtps2pd	%ymm5, %zmm5
	vaddps	%zmm6, %zmm2, %zmm2
	vmovups	%zmm2, 208(%rsp)
	vcvtps2pd	%ymm4, %zmm2
	vextractf64x4	$1, %zmm4, %ymm4
	vcvtps2pd	%ymm4, %zmm4
	vmulps	%zmm28, %zmm24, %zmm6
	vcvtps2pd	%ymm1, %zmm8
	vextractf64x4	$1, %zmm1, %ymm1
	vcvtps2pd	%ymm1, %zmm1
	vaddps	%zmm7, %zmm6, %zmm6
	vmovups	%zmm6, 336(%rsp)
	vcvtps2pd	%ymm0, %zmm6
	vextractf64x4	$1, %zmm0, %ymm0
	vcvtps2pd	%ymm0, %zmm0
	vbroadcastsd	.LCPI0_26(%rip), %zmm16
	vmulpd	%zmm16, %zmm5, %zmm5
	vmulpd	%zmm16, %zmm3, %zmm3
	vmulpd	%zmm16, %zmm4, %zmm4
	vmulpd	%zmm16, %zmm2, %zmm2
	vmulpd	%zmm16, %zmm1, %zmm7
	vmulpd	%zmm16, %zmm8, %zmm8
	vmulpd	%zmm16, %zmm0, %zmm0
	vmulpd	%zmm16, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_27(%rip), %zmm17
	vaddpd	%zmm17, %zmm3, %zmm19
	vaddpd	%zmm17, %zmm5, %zmm9
	vmovupd	%zmm9, 2432(%rsp)
	vaddpd	%zmm17, %zmm2, %zmm15
	vmovupd	%zmm15, 512(%rsp)
	vaddpd	%zmm17, %zmm4, %zmm14
	vmovupd	%zmm14, 576(%rsp)
	vaddpd	%zmm17, %zmm8, %zmm13
	vmovupd	%zmm13, 640(%rsp)
	vaddpd	%zmm17, %zmm7, %zmm12
	vmovupd	%zmm12, 832(%rsp)
	vaddpd	%zmm17, %zmm6, %zmm11
	vmovupd	%zmm11, 448(%rsp)
	vaddpd	%zmm17, %zmm0, %zmm1
	vmovupd	%zmm1, 704(%rsp)
	vbroadcastsd	.LCPI0_28(%rip), %zmm30
	vaddpd	%zmm30, %zmm9, %zmm9
	vaddpd	%zmm30, %zmm19, %zmm10
	vaddpd	%zmm30, %zmm14, %zmm18
	vaddpd	%zmm30, %zmm15, %zmm20
	vaddpd	%zmm30, %zmm12, %zmm22
	vaddpd	%zmm30, %zmm13, %zmm23
	vaddpd	%zmm30, %zmm1, %zmm24
	vaddpd	%zmm30, %zmm11, %zmm25
	vsubpd	%zmm10, %zmm3, %zmm10
	vsubpd	%zmm9, %zmm5, %zmm5
	vsubpd	%zmm20, %zmm2, %zmm9
	vsubpd	%zmm18, %zmm4, %zmm4
	vsubpd	%zmm23, %zmm8, %zmm23
	vsubpd	%zmm22, %zmm7, %zmm7
	vsubpd	%zmm25, %zmm6, %zmm3
	vsubpd	%zmm24, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_29(%rip), %zmm16
	vmulpd	%zmm16, %zmm5, %zmm11
	vmulpd	%zmm16, %zmm10, %zmm17
	vmulpd	%zmm16, %zmm4, %zmm8
	vmulpd	%zmm16, %zmm9, %zmm20
	vmulpd	%zmm16, %zmm7, %zmm18
	vmulpd	%zmm16, %zmm23, %zmm22
	vmulpd	%zmm17, %zmm17, %zmm26
	vmulpd	%zmm11, %zmm11, %zmm9
	vmulpd	%zmm20, %zmm20, %zmm25
	vmulpd	%zmm8, %zmm8, %zmm7
	vmulpd	%zmm22, %zmm22, %zmm28
	vmulpd	%zmm18, %zmm18, %zmm24
	vbroadcastsd	.LCPI0_30(%rip), %zmm15
	vmulpd	%zmm15, %zmm9, %zmm4
	vmulpd	%zmm15, %zmm26, %zmm6
	vmulpd	%zmm15, %zmm7, %zmm10
	vmulpd	%zmm15, %zmm25, %zmm23
	vmulpd	%zmm15, %zmm28, %zmm29
	vbroadcastsd	.LCPI0_31(%rip), %zmm30
	vaddpd	%zmm30, %zmm6, %zmm6
	vaddpd	%zmm30, %zmm4, %zmm4
	vaddpd	%zmm30, %zmm23, %zmm23
	vaddpd	%zmm30, %zmm10, %zmm10
	vaddpd	%zmm30, %zmm29, %zmm29
	vmulpd	%zmm4, %zmm9, %zmm4
	vmulpd	%zmm6, %zmm26, %zmm6
	vmulpd	%zmm10, %zmm7, %zmm10
	vmulpd	%zmm23, %zmm25, %zmm23
	vmulpd	%zmm29, %zmm28, %zmm29
	vbroadcastsd	.LCPI0_32(%rip), %zmm13
	vaddpd	%zmm13, %zmm6, %zmm6
	vaddpd	%zmm13, %zmm4, %zmm4
	vaddpd	%zmm13, %zmm23, %zmm23
	vaddpd	%zmm13, %zmm10, %zmm10
	vaddpd	%zmm13, %zmm29, %zmm29
	vmulpd	%zmm4, %zmm9, %zmm4
	vmulpd	%zmm6, %zmm26, %zmm6
	vmulpd	%zmm10, %zmm7, %zmm10
	vmulpd	%zmm23, %zmm25, %zmm23
	vmulpd	%zmm29, %zmm28, %zmm29
	vbroadcastsd	.LCPI0_33(%rip), %zmm14
	vaddpd	%zmm14, %zmm6, %zmm6
	vaddpd	%zmm14, %zmm4, %zmm4
	vaddpd	%zmm14, %zmm23, %zmm23
	vaddpd	%zmm14, %zmm10, %zmm10
	vaddpd	%zmm14, %zmm29, %zmm29
	vmulpd	%zmm26, %zmm17, %zmm31
	vmulpd	%zmm6, %zmm31, %zmm6
	vmulpd	%zmm9, %zmm11, %zmm31
	vmulpd	%zmm4, %zmm31, %zmm5
	vmulpd	%zmm25, %zmm20, %zmm4
	vmulpd	%zmm23, %zmm4, %zmm23
	vmulpd	%zmm7, %zmm8, %zmm4
	vmulpd	%zmm10, %zmm4, %zmm2
	vmulpd	%zmm28, %zmm22, %zmm4
	vmulpd	%zmm29, %zmm4, %zmm29
	vmulpd	%zmm15, %zmm24, %zmm4
	vaddpd	%zmm30, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm24, %zmm4
	vaddpd	%zmm13, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm24, %zmm4
	vaddpd	%zmm14, %zmm4, %zmm4
	vmulpd	%zmm24, %zmm18, %zmm10
	vmulpd	%zmm4, %zmm10, %zmm31
	vmulpd	%zmm16, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm10
	vmulpd	%zmm15, %zmm10, %zmm4
	vaddpd	%zmm30, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm10, %zmm4
	vaddpd	%zmm13, %zmm4, %zmm4
	vmovapd	%zmm13, %zmm12
	vmulpd	%zmm4, %zmm10, %zmm4
	vaddpd	%zmm14, %zmm4, %zmm4
	vmulpd	%zmm10, %zmm3, %zmm13
	vmulpd	%zmm4, %zmm13, %zmm13
	vmulpd	%zmm16, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm0, %zmm4
	vmulpd	%zmm15, %zmm4, %zmm15
	vaddpd	%zmm30, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm4, %zmm15
	vaddpd	%zmm12, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm4, %zmm15
	vaddpd	%zmm14, %zmm15, %zmm15
	vmulpd	%zmm4, %zmm0, %zmm14
	vmulpd	%zmm15, %zmm14, %zmm14
	vaddpd	%zmm6, %zmm17, %zmm17
	vaddpd	%zmm5, %zmm11, %zmm11
	vaddpd	%zmm23, %zmm20, %zmm27
	vaddpd	%zmm2, %zmm8, %zmm20
	vaddpd	%zmm29, %zmm22, %zmm1
	vmovupd	%zmm1, 2496(%rsp)
	vaddpd	%zmm31, %zmm18, %zmm1
	vmovupd	%zmm1, 2560(%rsp)
	vaddpd	%zmm13, %zmm3, %zmm1
	vmovupd	%zmm1, 2624(%rsp)
	vaddpd	%zmm14, %zmm0, %zmm0
	vmovupd	%zmm0, 768(%rsp)
	vbroadcastsd	.LCPI0_34(%rip), %zmm15
	vmulpd	%zmm15, %zmm9, %zmm1
	vmulpd	%zmm15, %zmm26, %zmm2
	vmulpd	%zmm15, %zmm25, %zmm3
	vbroadcastsd	.LCPI0_35(%rip), %zmm13
	vsubpd	%zmm2, %zmm13, %zmm2
	vsubpd	%zmm1, %zmm13, %zmm1
	vsubpd	%zmm3, %zmm13, %zmm3
	vmulpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm2, %zmm26, %zmm2
	vmulpd	%zmm3, %zmm25, %zmm3
	vbroadcastsd	.LCPI0_36(%rip), %zmm14
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm14, %zmm1, %zmm1
	vaddpd	%zmm14, %zmm3, %zmm3
	vmulpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm2, %zmm26, %zmm2
	vmulpd	%zmm3, %zmm25, %zmm3
	vbroadcastsd	.LCPI0_37(%rip), %zmm30
	vaddpd	%zmm30, %zmm2, %zmm2
	vaddpd	%zmm30, %zmm1, %zmm1
	vaddpd	%zmm30, %zmm3, %zmm3
	vmulpd	%zmm26, %zmm26, %zmm8
	vmulpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm9, %zmm9, %zmm8
	vmulpd	%zmm1, %zmm8, %zmm1
	vmulpd	%zmm25, %zmm25, %zmm8
	vmulpd	%zmm3, %zmm8, %zmm3
	vmovapd	%zmm15, %zmm16
	vmulpd	%zmm15, %zmm7, %zmm8
	vmovapd	%zmm13, %zmm0
	vsubpd	%zmm8, %zmm13, %zmm8
	vmulpd	%zmm8, %zmm7, %zmm8
	vmovapd	%zmm14, %zmm5
	vaddpd	%zmm14, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm7, %zmm8
	vaddpd	%zmm30, %zmm8, %zmm8
	vmulpd	%zmm7, %zmm7, %zmm13
	vmulpd	%zmm8, %zmm13, %zmm8
	vmulpd	%zmm15, %zmm28, %zmm13
	vsubpd	%zmm13, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm28, %zmm13
	vaddpd	%zmm14, %zmm13, %zmm13
	vmulpd	%zmm13, %zmm28, %zmm13
	vaddpd	%zmm30, %zmm13, %zmm13
	vmulpd	%zmm28, %zmm28, %zmm14
	vmulpd	%zmm13, %zmm14, %zmm13
	vmulpd	%zmm15, %zmm24, %zmm14
	vsubpd	%zmm14, %zmm0, %zmm14
	vmulpd	%zmm14, %zmm24, %zmm14
	vaddpd	%zmm5, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm24, %zmm14
	vaddpd	%zmm30, %zmm14, %zmm14
	vmulpd	%zmm24, %zmm24, %zmm15
	vmulpd	%zmm14, %zmm15, %zmm14
	vmulpd	%zmm16, %zmm10, %zmm15
	vsubpd	%zmm15, %zmm0, %zmm15
	vmulpd	%zmm15, %zmm10, %zmm15
	vaddpd	%zmm5, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm10, %zmm15
	vaddpd	%zmm30, %zmm15, %zmm15
	vmulpd	%zmm10, %zmm10, %zmm23
	vmulpd	%zmm15, %zmm23, %zmm15
	vmulpd	%zmm16, %zmm4, %zmm23
	vsubpd	%zmm23, %zmm0, %zmm23
	vmulpd	%zmm23, %zmm4, %zmm23
	vaddpd	%zmm5, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm4, %zmm23
	vaddpd	%zmm30, %zmm23, %zmm23
	vmulpd	%zmm4, %zmm4, %zmm31
	vmulpd	%zmm23, %zmm31, %zmm31
	vbroadcastsd	.LCPI0_38(%rip), %zmm30
	vmulpd	%zmm30, %zmm9, %zmm9
	vbroadcastsd	.LCPI0_39(%rip), %zmm0
	vsubpd	%zmm9, %zmm0, %zmm9
	vaddpd	%zmm1, %zmm9, %zmm23
	vmulpd	%zmm30, %zmm26, %zmm1
	vsubpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm2, %zmm1, %zmm1
	vmulpd	%zmm30, %zmm7, %zmm2
	vsubpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm30, %zmm25, %zmm7
	vsubpd	%zmm7, %zmm0, %zmm7
	vaddpd	%zmm3, %zmm7, %zmm9
	vmulpd	%zmm30, %zmm28, %zmm3
	vmulpd	%zmm30, %zmm24, %zmm7
	vmulpd	%zmm30, %zmm10, %zmm8
	vmulpd	%zmm30, %zmm4, %zmm4
	vsubpd	%zmm7, %zmm0, %zmm7
	vaddpd	%zmm14, %zmm7, %zmm5
	vsubpd	%zmm3, %zmm0, %zmm3
	vaddpd	%zmm13, %zmm3, %zmm3
	vsubpd	%zmm4, %zmm0, %zmm4
	vaddpd	%zmm31, %zmm4, %zmm12
	vsubpd	%zmm8, %zmm0, %zmm7
	vaddpd	%zmm15, %zmm7, %zmm31
	vbroadcastsd	.LCPI0_40(%rip), %zmm8
	vxorpd	%zmm8, %zmm11, %zmm28
	vxorpd	%zmm8, %zmm17, %zmm6
	vxorpd	%zmm8, %zmm20, %zmm24
	vxorpd	%zmm8, %zmm27, %zmm26
	vpbroadcastq	.LCPI0_41(%rip), %zmm16
	vptestnmq	%zmm16, %zmm19, %k1
	vpbroadcastq	.LCPI0_42(%rip), %zmm0
	vptestnmq	%zmm0, %zmm19, %k2
	vxorpd	%zmm8, %zmm1, %zmm10
	vmovapd	%zmm1, %zmm10 {%k2}
	vmovapd	%zmm17, %zmm29
	vblendmpd	%zmm17, %zmm6, %zmm21 {%k2}
	vmovapd	%zmm6, %zmm29 {%k2}
	vxorpd	%zmm8, %zmm23, %zmm1
	vmovdqu64	2432(%rsp), %zmm7
	vptestnmq	%zmm0, %zmm7, %k2
	vmovapd	%zmm23, %zmm1 {%k2}
	vmovapd	%zmm11, %zmm25
	vblendmpd	%zmm11, %zmm28, %zmm19 {%k2}
	vmovapd	%zmm28, %zmm25 {%k2}
	vxorpd	%zmm8, %zmm9, %zmm13
	vmovdqu64	512(%rsp), %zmm4
	vptestnmq	%zmm0, %zmm4, %k2
	vmovapd	%zmm9, %zmm13 {%k2}
	vmovapd	%zmm27, %zmm22
	vblendmpd	%zmm27, %zmm26, %zmm6 {%k2}
	vmovupd	%zmm6, 1920(%rsp)
	vmovapd	%zmm26, %zmm22 {%k2}
	vmovapd	%zmm8, %zmm23
	vxorpd	%zmm8, %zmm2, %zmm15
	vmovdqu64	576(%rsp), %zmm9
	vptestnmq	%zmm0, %zmm9, %k2
	vmovapd	%zmm2, %zmm15 {%k2}
	vblendmpd	%zmm20, %zmm24, %zmm14 {%k2}
	vmovapd	%zmm24, %zmm20 {%k2}
	vxorpd	%zmm8, %zmm3, %zmm24
	vmovdqu64	640(%rsp), %zmm8
	vptestnmq	%zmm0, %zmm8, %k2
	vmovapd	%zmm3, %zmm24 {%k2}
	vmovupd	2496(%rsp), %zmm18
	vxorpd	%zmm23, %zmm18, %zmm2
	vblendmpd	%zmm18, %zmm2, %zmm3 {%k2}
	vmovupd	%zmm3, 2944(%rsp)
	vmovapd	%zmm2, %zmm18 {%k2}
	vmovdqu64	832(%rsp), %zmm6
	vptestnmq	%zmm0, %zmm6, %k2
	vxorpd	%zmm23, %zmm5, %zmm26
	vmovapd	%zmm5, %zmm26 {%k2}
	vmovupd	2560(%rsp), %zmm11
	vxorpd	%zmm23, %zmm11, %zmm2
	vblendmpd	%zmm11, %zmm2, %zmm30 {%k2}
	vmovapd	%zmm2, %zmm11 {%k2}
	vmovdqu64	448(%rsp), %zmm3
	vptestnmq	%zmm0, %zmm3, %k2
	vxorpd	%zmm23, %zmm31, %zmm28
	vmovapd	%zmm31, %zmm28 {%k2}
	vmovupd	2624(%rsp), %zmm17
	vxorpd	%zmm23, %zmm17, %zmm2
	vblendmpd	%zmm17, %zmm2, %zmm31 {%k2}
	vmovapd	%zmm2, %zmm17 {%k2}
	vmovdqu64	704(%rsp), %zmm5
	vptestnmq	%zmm0, %zmm5, %k2
	vxorpd	%zmm23, %zmm12, %zmm0
	vmovapd	%zmm12, %zmm0 {%k2}
	vmovupd	768(%rsp), %zmm12
	vxorpd	%zmm23, %zmm12, %zmm2
	vblendmpd	%zmm12, %zmm2, %zmm23 {%k2}
	vmovapd	%zmm2, %zmm12 {%k2}
	vmovapd	%zmm12, %zmm2
	vptestnmq	%zmm16, %zmm7, %k2
	vblendmpd	%zmm19, %zmm1, %zmm27 {%k2}
	vmovapd	%zmm1, %zmm25 {%k2}
	vptestnmq	%zmm16, %zmm4, %k2
	vbroadcastss	.LCPI0_25(%rip), %zmm19
	vmulps	272(%rsp), %zmm19, %zmm1
	vmulps	112(%rsp), %zmm19, %zmm4
	vmulps	208(%rsp), %zmm19, %zmm7
	vsqrtps	%zmm1, %zmm12
	vsqrtps	%zmm4, %zmm1
	vsqrtps	%zmm7, %zmm4
	vmulps	336(%rsp), %zmm19, %zmm7
	vsqrtps	%zmm7, %zmm7
	vblendmpd	%zmm21, %zmm10, %zmm21 {%k1}
	vmovapd	%zmm10, %zmm29 {%k1}
	vptestnmq	%zmm16, %zmm9, %k1
	vblendmpd	%zmm14, %zmm15, %zmm19 {%k1}
	vmovapd	%zmm15, %zmm20 {%k1}
	vptestnmq	%zmm16, %zmm8, %k1
	vblendmpd	1920(%rsp), %zmm13, %zmm14 {%k2}
	vmovapd	%zmm13, %zmm22 {%k2}
	vptestnmq	%zmm16, %zmm6, %k2
	vblendmpd	%zmm30, %zmm26, %zmm9 {%k2}
	vmovapd	%zmm26, %zmm11 {%k2}
	vptestnmq	%zmm16, %zmm3, %k2
	vblendmpd	2944(%rsp), %zmm24, %zmm13 {%k1}
	vmovapd	%zmm24, %zmm18 {%k1}
	vptestnmq	%zmm16, %zmm5, %k1
	vblendmpd	%zmm23, %zmm0, %zmm3 {%k1}
	vblendmpd	%zmm31, %zmm28, %zmm15 {%k2}
	vmovapd	%zmm0, %zmm2 {%k1}
	vmovapd	%zmm28, %zmm17 {%k2}
	vcvtpd2ps	%zmm21, %ymm0
	vcvtpd2ps	%zmm27, %ymm10
	vcvtpd2ps	%zmm14, %ymm14
	vinsertf64x4	$1, %ymm10, %zmm0, %zmm0
	vcvtpd2ps	%zmm19, %ymm8
	vinsertf64x4	$1, %ymm8, %zmm14, %zmm8
	vcvtpd2ps	%zmm13, %ymm10
	vcvtpd2ps	%zmm9, %ymm9
	vcvtpd2ps	%zmm15, %ymm13
	vcvtpd2ps	%zmm3, %ymm3
	vinsertf64x4	$1, %ymm9, %zmm10, %zmm9
	vinsertf64x4	$1, %ymm3, %zmm13, %zmm3
	vcvtpd2ps	%zmm29, %ymm5
	vcvtpd2ps	%zmm25, %ymm6
	vinsertf64x4	$1, %ymm6, %zmm5, %zmm5
	vcvtpd2ps	%zmm22, %ymm6
	vcvtpd2ps	%zmm20, %ymm10
	vinsertf64x4	$1, %ymm10, %zmm6, %zmm6
	vcvtpd2ps	%zmm18, %ymm10
	vcvtpd2ps	%zmm11, %ymm11
	vcvtpd2ps	%zmm17, %ymm13
	vinsertf64x4	$1, %ymm11, %zmm10, %zmm10
	vcvtpd2ps	%zmm2, %ymm11
	vinsertf64x4	$1, %ymm11, %zmm13, %zmm11
	vmulps	%zmm5, %zmm12, %zmm5
	vmulps	%zmm6, %zmm1, %zmm6
	vmulps	%zmm10, %zmm4, %zmm10
	vmulps	%zmm11, %zmm7, %zmm11
	vmulps	%zmm0, %zmm12, %zmm0
	vmulps	%zmm8, %zmm1, %zmm1
	vmulps	%zmm9, %zmm4, %zmm2
	vmulps	%zmm3, %zmm7, %zmm3
	vmovups	%zmm5, -960(%rdx)
	vmovups	%zmm6, -896(%rdx)
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
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm3, %zmm3
	vaddps	.LCPI0_11(%rip){1to16}, %zmm0, %zmm5
	vaddps	.LCPI0_11(%rip){1to16}, %zmm1, %zmm4
	vaddps	.LCPI0_11(%rip){1to16}, %zmm2, %zmm1
	vaddps	.LCPI0_11(%rip){1to16}, %zmm3, %zmm0
	vmulps	.LCPI0_12(%rip){1to16}, %zmm5, %zmm5
	vcvtps2pd	%ymm5, %zmm2
	vmulps	.LCPI0_12(%rip){1to16}, %zmm4, %zmm3
	vextractf64x4	$1, %zmm5, %ymm4
	vcvtps2pd	%ymm4, %zmm4
	vcvtps2pd	%ymm3, %zmm5
	vmulps	.LCPI0_12(%rip){1to16}, %zmm1, %zmm1
	vextractf64x4	$1, %zmm3, %ymm3
	vcvtps2pd	%ymm3, %zmm3
	vcvtps2pd	%ymm1, %zmm6
	vmulps	.LCPI0_12(%rip){1to16}, %zmm0, %zmm0
	vextractf64x4	$1, %zmm1, %ymm1
	vcvtps2pd	%ymm1, %zmm1
	vcvtps2pd	%ymm0, %zmm7
	vextractf64x4	$1, %zmm0, %ymm0
	vcvtps2pd	%ymm0, %zmm0
	vbroadcastsd	.LCPI0_26(%rip), %zmm9
	vmulpd	%zmm9, %zmm4, %zmm4
	vmulpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm9, %zmm5, %zmm8
	vmulpd	%zmm9, %zmm1, %zmm1
	vmulpd	%zmm9, %zmm6, %zmm6
	vmulpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm9, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_27(%rip), %zmm5
	vaddpd	%zmm5, %zmm2, %zmm29
	vaddpd	%zmm5, %zmm4, %zmm9
	vmovupd	%zmm9, 576(%rsp)
	vaddpd	%zmm5, %zmm8, %zmm12
	vmovupd	%zmm12, 640(%rsp)
	vaddpd	%zmm5, %zmm3, %zmm11
	vmovupd	%zmm11, 832(%rsp)
	vaddpd	%zmm5, %zmm6, %zmm15
	vmovupd	%zmm15, 448(%rsp)
	vaddpd	%zmm5, %zmm1, %zmm14
	vmovupd	%zmm14, 704(%rsp)
	vaddpd	%zmm5, %zmm7, %zmm17
	vmovupd	%zmm17, 336(%rsp)
	vaddpd	%zmm5, %zmm0, %zmm16
	vmovupd	%zmm16, 208(%rsp)
	vbroadcastsd	.LCPI0_28(%rip), %zmm5
	vaddpd	%zmm5, %zmm9, %zmm9
	vaddpd	%zmm5, %zmm29, %zmm10
	vaddpd	%zmm5, %zmm11, %zmm11
	vaddpd	%zmm5, %zmm12, %zmm12
	vaddpd	%zmm5, %zmm14, %zmm13
	vaddpd	%zmm5, %zmm15, %zmm14
	vaddpd	%zmm5, %zmm16, %zmm15
	vaddpd	%zmm5, %zmm17, %zmm16
	vsubpd	%zmm10, %zmm2, %zmm2
	vsubpd	%zmm9, %zmm4, %zmm4
	vsubpd	%zmm12, %zmm8, %zmm9
	vsubpd	%zmm11, %zmm3, %zmm3
	vsubpd	%zmm14, %zmm6, %zmm6
	vsubpd	%zmm13, %zmm1, %zmm11
	vsubpd	%zmm16, %zmm7, %zmm7
	vsubpd	%zmm15, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_29(%rip), %zmm1
	vmulpd	%zmm1, %zmm4, %zmm5
	vmulpd	%zmm1, %zmm2, %zmm8
	vmulpd	%zmm1, %zmm3, %zmm18
	vmulpd	%zmm1, %zmm9, %zmm10
	vmulpd	%zmm1, %zmm11, %zmm3
	vmulpd	%zmm1, %zmm6, %zmm11
	vmulpd	%zmm1, %zmm0, %zmm4
	vmulpd	%zmm1, %zmm7, %zmm23
	vmulpd	%zmm8, %zmm8, %zmm6
	vmulpd	%zmm5, %zmm5, %zmm7
	vmulpd	%zmm10, %zmm10, %zmm9
	vmulpd	%zmm18, %zmm18, %zmm20
	vmulpd	%zmm11, %zmm11, %zmm24
	vmulpd	%zmm3, %zmm3, %zmm25
	vmulpd	%zmm23, %zmm23, %zmm26
	vmulpd	%zmm4, %zmm4, %zmm27
	vbroadcastsd	.LCPI0_30(%rip), %zmm30
	vmulpd	%zmm30, %zmm7, %zmm0
	vmulpd	%zmm30, %zmm6, %zmm12
	vmulpd	%zmm30, %zmm20, %zmm13
	vmulpd	%zmm30, %zmm9, %zmm14
	vmulpd	%zmm30, %zmm25, %zmm15
	vmulpd	%zmm30, %zmm24, %zmm16
	vmulpd	%zmm30, %zmm26, %zmm17
	vbroadcastsd	.LCPI0_31(%rip), %zmm22
	vaddpd	%zmm22, %zmm12, %zmm12
	vaddpd	%zmm22, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm14, %zmm14
	vaddpd	%zmm22, %zmm13, %zmm13
	vaddpd	%zmm22, %zmm16, %zmm16
	vaddpd	%zmm22, %zmm15, %zmm15
	vaddpd	%zmm22, %zmm17, %zmm17
	vmulpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm12, %zmm6, %zmm12
	vmulpd	%zmm13, %zmm20, %zmm13
	vmulpd	%zmm14, %zmm9, %zmm14
	vmulpd	%zmm15, %zmm25, %zmm15
	vmulpd	%zmm16, %zmm24, %zmm16
	vmulpd	%zmm17, %zmm26, %zmm17
	vbroadcastsd	.LCPI0_32(%rip), %zmm21
	vaddpd	%zmm21, %zmm12, %zmm12
	vaddpd	%zmm21, %zmm0, %zmm0
	vaddpd	%zmm21, %zmm14, %zmm14
	vaddpd	%zmm21, %zmm13, %zmm13
	vaddpd	%zmm21, %zmm16, %zmm16
	vaddpd	%zmm21, %zmm15, %zmm15
	vaddpd	%zmm21, %zmm17, %zmm17
	vmulpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm12, %zmm6, %zmm12
	vmulpd	%zmm13, %zmm20, %zmm13
	vmulpd	%zmm14, %zmm9, %zmm14
	vmulpd	%zmm15, %zmm25, %zmm15
	vmulpd	%zmm16, %zmm24, %zmm16
	vmulpd	%zmm17, %zmm26, %zmm17
	vbroadcastsd	.LCPI0_33(%rip), %zmm19
	vaddpd	%zmm19, %zmm12, %zmm12
	vaddpd	%zmm19, %zmm0, %zmm0
	vaddpd	%zmm19, %zmm14, %zmm14
	vaddpd	%zmm19, %zmm13, %zmm13
	vaddpd	%zmm19, %zmm16, %zmm16
	vaddpd	%zmm19, %zmm15, %zmm15
	vaddpd	%zmm19, %zmm17, %zmm17
	vmulpd	%zmm6, %zmm8, %zmm28
	vmulpd	%zmm12, %zmm28, %zmm12
	vmulpd	%zmm7, %zmm5, %zmm28
	vmulpd	%zmm0, %zmm28, %zmm2
	vmulpd	%zmm9, %zmm10, %zmm28
	vmulpd	%zmm14, %zmm28, %zmm14
	vmulpd	%zmm20, %zmm18, %zmm28
	vmulpd	%zmm13, %zmm28, %zmm13
	vmulpd	%zmm24, %zmm11, %zmm28
	vmulpd	%zmm16, %zmm28, %zmm28
	vmulpd	%zmm25, %zmm3, %zmm16
	vmulpd	%zmm15, %zmm16, %zmm31
	vmulpd	%zmm26, %zmm23, %zmm15
	vmulpd	%zmm17, %zmm15, %zmm1
	vmulpd	%zmm30, %zmm27, %zmm15
	vaddpd	%zmm22, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm27, %zmm15
	vaddpd	%zmm21, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm27, %zmm15
	vaddpd	%zmm19, %zmm15, %zmm15
	vmulpd	%zmm27, %zmm4, %zmm16
	vmulpd	%zmm15, %zmm16, %zmm0
	vaddpd	%zmm12, %zmm8, %zmm12
	vaddpd	%zmm2, %zmm5, %zmm19
	vaddpd	%zmm14, %zmm10, %zmm15
	vaddpd	%zmm13, %zmm18, %zmm13
	vaddpd	%zmm28, %zmm11, %zmm11
	vaddpd	%zmm31, %zmm3, %zmm17
	vmovupd	%zmm17, 272(%rsp)
	vaddpd	%zmm1, %zmm23, %zmm16
	vaddpd	%zmm0, %zmm4, %zmm14
	vmovupd	%zmm14, 112(%rsp)
	vbroadcastsd	.LCPI0_34(%rip), %zmm1
	vmulpd	%zmm1, %zmm7, %zmm0
	vmulpd	%zmm1, %zmm6, %zmm2
	vmulpd	%zmm1, %zmm20, %zmm3
	vmulpd	%zmm1, %zmm9, %zmm4
	vmulpd	%zmm1, %zmm25, %zmm5
	vmulpd	%zmm1, %zmm24, %zmm8
	vmulpd	%zmm1, %zmm26, %zmm10
	vbroadcastsd	.LCPI0_35(%rip), %zmm22
	vsubpd	%zmm2, %zmm22, %zmm2
	vsubpd	%zmm0, %zmm22, %zmm0
	vsubpd	%zmm4, %zmm22, %zmm4
	vsubpd	%zmm3, %zmm22, %zmm3
	vsubpd	%zmm8, %zmm22, %zmm8
	vsubpd	%zmm5, %zmm22, %zmm5
	vsubpd	%zmm10, %zmm22, %zmm10
	vmulpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm2, %zmm6, %zmm2
	vmulpd	%zmm3, %zmm20, %zmm3
	vmulpd	%zmm4, %zmm9, %zmm4
	vmulpd	%zmm5, %zmm25, %zmm5
	vmulpd	%zmm8, %zmm24, %zmm8
	vmulpd	%zmm10, %zmm26, %zmm10
	vbroadcastsd	.LCPI0_36(%rip), %zmm21
	vaddpd	%zmm21, %zmm2, %zmm2
	vaddpd	%zmm21, %zmm0, %zmm0
	vaddpd	%zmm21, %zmm4, %zmm4
	vaddpd	%zmm21, %zmm3, %zmm3
	vaddpd	%zmm21, %zmm8, %zmm8
	vaddpd	%zmm21, %zmm5, %zmm5
	vaddpd	%zmm21, %zmm10, %zmm10
	vmulpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm2, %zmm6, %zmm2
	vmulpd	%zmm3, %zmm20, %zmm3
	vmulpd	%zmm4, %zmm9, %zmm4
	vmulpd	%zmm5, %zmm25, %zmm5
	vmulpd	%zmm8, %zmm24, %zmm8
	vmulpd	%zmm10, %zmm26, %zmm10
	vbroadcastsd	.LCPI0_37(%rip), %zmm23
	vaddpd	%zmm23, %zmm2, %zmm2
	vaddpd	%zmm23, %zmm0, %zmm0
	vaddpd	%zmm23, %zmm4, %zmm4
	vaddpd	%zmm23, %zmm3, %zmm3
	vaddpd	%zmm23, %zmm8, %zmm8
	vaddpd	%zmm23, %zmm5, %zmm5
	vaddpd	%zmm23, %zmm10, %zmm10
	vmulpd	%zmm6, %zmm6, %zmm18
	vmulpd	%zmm2, %zmm18, %zmm2
	vmulpd	%zmm7, %zmm7, %zmm18
	vmulpd	%zmm0, %zmm18, %zmm0
	vmulpd	%zmm9, %zmm9, %zmm18
	vmulpd	%zmm4, %zmm18, %zmm4
	vmulpd	%zmm20, %zmm20, %zmm18
	vmulpd	%zmm3, %zmm18, %zmm3
	vmulpd	%zmm24, %zmm24, %zmm18
	vmulpd	%zmm8, %zmm18, %zmm8
	vmulpd	%zmm25, %zmm25, %zmm18
	vmulpd	%zmm5, %zmm18, %zmm5
	vmulpd	%zmm26, %zmm26, %zmm18
	vmulpd	%zmm10, %zmm18, %zmm10
	vmulpd	%zmm1, %zmm27, %zmm18
	vsubpd	%zmm18, %zmm22, %zmm18
	vmulpd	%zmm18, %zmm27, %zmm18
	vaddpd	%zmm21, %zmm18, %zmm18
	vmulpd	%zmm18, %zmm27, %zmm18
	vaddpd	%zmm23, %zmm18, %zmm18
	vmulpd	%zmm27, %zmm27, %zmm23
	vmulpd	%zmm18, %zmm23, %zmm18
	vbroadcastsd	.LCPI0_38(%rip), %zmm1
	vmulpd	%zmm1, %zmm6, %zmm6
	vmulpd	%zmm1, %zmm7, %zmm7
	vmulpd	%zmm1, %zmm9, %zmm9
	vmulpd	%zmm1, %zmm20, %zmm20
	vmulpd	%zmm1, %zmm24, %zmm23
	vmulpd	%zmm1, %zmm25, %zmm28
	vmulpd	%zmm1, %zmm26, %zmm26
	vmulpd	%zmm1, %zmm27, %zmm27
	vbroadcastsd	.LCPI0_39(%rip), %zmm1
	vsubpd	%zmm7, %zmm1, %zmm7
	vaddpd	%zmm0, %zmm7, %zmm24
	vsubpd	%zmm6, %zmm1, %zmm0
	vaddpd	%zmm2, %zmm0, %zmm31
	vsubpd	%zmm20, %zmm1, %zmm0
	vaddpd	%zmm3, %zmm0, %zmm2
	vsubpd	%zmm9, %zmm1, %zmm0
	vaddpd	%zmm4, %zmm0, %zmm25
	vsubpd	%zmm28, %zmm1, %zmm0
	vaddpd	%zmm5, %zmm0, %zmm22
	vsubpd	%zmm23, %zmm1, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm7
	vsubpd	%zmm27, %zmm1, %zmm0
	vaddpd	%zmm18, %zmm0, %zmm0
	vmovupd	%zmm0, 512(%rsp)
	vsubpd	%zmm26, %zmm1, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm9
	vbroadcastsd	.LCPI0_40(%rip), %zmm30
	vxorpd	%zmm30, %zmm19, %zmm28
	vxorpd	%zmm30, %zmm12, %zmm0
	vxorpd	%zmm30, %zmm13, %zmm26
	vxorpd	%zmm30, %zmm15, %zmm27
	vxorpd	%zmm30, %zmm17, %zmm10
	vxorpd	%zmm30, %zmm11, %zmm23
	vxorpd	%zmm30, %zmm14, %zmm1
	vmovupd	%zmm1, 768(%rsp)
	vxorpd	%zmm30, %zmm16, %zmm3
	vptestnmq	.LCPI0_41(%rip){1to8}, %zmm29, %k1
	vpbroadcastq	.LCPI0_42(%rip), %zmm1
	vptestnmq	%zmm1, %zmm29, %k2
	vxorpd	%zmm30, %zmm31, %zmm20
	vmovapd	%zmm31, %zmm20 {%k2}
	vmovapd	%zmm12, %zmm14
	vblendmpd	%zmm12, %zmm0, %zmm31 {%k2}
	vmovapd	%zmm0, %zmm14 {%k2}
	vxorpd	%zmm30, %zmm24, %zmm0
	vmovdqu64	576(%rsp), %zmm8
	vptestnmq	%zmm1, %zmm8, %k2
	vmovapd	%zmm24, %zmm0 {%k2}
	vmovapd	%zmm19, %zmm4
	vblendmpd	%zmm19, %zmm28, %zmm17 {%k2}
	vmovapd	%zmm28, %zmm4 {%k2}
	vxorpd	%zmm30, %zmm25, %zmm19
	vmovdqu64	640(%rsp), %zmm6
	vptestnmq	%zmm1, %zmm6, %k2
	vmovapd	%zmm25, %zmm19 {%k2}
	vmovapd	%zmm15, %zmm12
	vblendmpd	%zmm15, %zmm27, %zmm21 {%k2}
	vmovapd	%zmm27, %zmm12 {%k2}
	vxorpd	%zmm30, %zmm2, %zmm24
	vmovdqu64	832(%rsp), %zmm5
	vptestnmq	%zmm1, %zmm5, %k2
	vmovapd	%zmm2, %zmm24 {%k2}
	vmovapd	%zmm13, %zmm15
	vblendmpd	%zmm13, %zmm26, %zmm13 {%k2}
	vmovapd	%zmm26, %zmm15 {%k2}
	vxorpd	%zmm30, %zmm7, %zmm25
	vmovdqu64	448(%rsp), %zmm28
	vptestnmq	%zmm1, %zmm28, %k2
	vmovapd	%zmm7, %zmm25 {%k2}
	vblendmpd	%zmm11, %zmm23, %zmm18 {%k2}
	vmovapd	%zmm23, %zmm11 {%k2}
	vxorpd	%zmm30, %zmm22, %zmm23
	vmovdqu64	704(%rsp), %zmm27
	vptestnmq	%zmm1, %zmm27, %k2
	vmovapd	%zmm22, %zmm23 {%k2}
	vmovupd	272(%rsp), %zmm22
	vblendmpd	%zmm22, %zmm10, %zmm26 {%k2}
	vmovapd	%zmm10, %zmm22 {%k2}
	vxorpd	%zmm30, %zmm9, %zmm10
	vmovdqu64	336(%rsp), %zmm7
	vptestnmq	%zmm1, %zmm7, %k2
	vmovapd	%zmm9, %zmm10 {%k2}
	vmovapd	%zmm16, %zmm29
	vblendmpd	%zmm16, %zmm3, %zmm16 {%k2}
	vmovapd	%zmm3, %zmm29 {%k2}
	vmovapd	%zmm29, %zmm3
	vmovupd	512(%rsp), %zmm9
	vxorpd	%zmm30, %zmm9, %zmm2
	vmovdqu64	208(%rsp), %zmm30
	vptestnmq	%zmm1, %zmm30, %k2
	vmovapd	%zmm9, %zmm2 {%k2}
	vmovupd	112(%rsp), %zmm29
	vmovupd	768(%rsp), %zmm1
	vblendmpd	%zmm29, %zmm1, %zmm9 {%k2}
	vmovapd	%zmm1, %zmm29 {%k2}
	vpbroadcastq	.LCPI0_41(%rip), %zmm1
	vptestnmq	%zmm1, %zmm8, %k2
	vblendmpd	%zmm17, %zmm0, %zmm8 {%k2}
	vmovupd	%zmm8, 512(%rsp)
	vmovapd	%zmm0, %zmm4 {%k2}
	vmovupd	%zmm4, 576(%rsp)
	vptestnmq	%zmm1, %zmm6, %k2
	vblendmpd	%zmm31, %zmm20, %zmm0 {%k1}
	vmovupd	%zmm0, 768(%rsp)
	vmovapd	%zmm20, %zmm14 {%k1}
	vptestnmq	%zmm1, %zmm5, %k1
	vblendmpd	%zmm13, %zmm24, %zmm0 {%k1}
	vmovupd	%zmm0, 640(%rsp)
	vmovapd	%zmm24, %zmm15 {%k1}
	vmovupd	%zmm15, 832(%rsp)
	vptestnmq	%zmm1, %zmm28, %k1
	vblendmpd	%zmm21, %zmm19, %zmm13 {%k2}
	vmovapd	%zmm19, %zmm12 {%k2}
	vptestnmq	%zmm1, %zmm27, %k2
	vblendmpd	%zmm26, %zmm23, %zmm15 {%k2}
	vmovapd	%zmm23, %zmm22 {%k2}
	vmovupd	%zmm22, 272(%rsp)
	vptestnmq	%zmm1, %zmm30, %k2
	vblendmpd	%zmm18, %zmm25, %zmm20 {%k1}
	vblendmpd	%zmm9, %zmm2, %zmm0 {%k2}
	vmovupd	%zmm0, 208(%rsp)
	vmovapd	%zmm25, %zmm11 {%k1}
	vmovapd	%zmm2, %zmm29 {%k2}
	vmovupd	%zmm29, 112(%rsp)
	vptestnmq	%zmm1, %zmm7, %k1
	vblendmpd	%zmm16, %zmm10, %zmm19 {%k1}
	vmovapd	%zmm10, %zmm3 {%k1}
	vmovapd	%zmm3, %zmm17
	vpsrld	$9, -448(%rdx), %zmm2
	vpsrld	$9, -384(%rdx), %zmm3
	vpsrld	$9, -320(%rdx), %zmm4
	vpsrld	$9, -256(%rdx), %zmm8
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm3, %zmm3
	vcvtdq2ps	%zmm4, %zmm4
	vcvtdq2ps	%zmm8, %zmm8
	vaddps	.LCPI0_11(%rip){1to16}, %zmm2, %zmm2
	vaddps	.LCPI0_11(%rip){1to16}, %zmm3, %zmm3
	vaddps	.LCPI0_11(%rip){1to16}, %zmm4, %zmm4
	vaddps	.LCPI0_11(%rip){1to16}, %zmm8, %zmm8
	vmulps	.LCPI0_12(%rip){1to16}, %zmm2, %zmm2
	vmulps	.LCPI0_12(%rip){1to16}, %zmm3, %zmm3
	vmulps	.LCPI0_12(%rip){1to16}, %zmm4, %zmm4
	vmulps	.LCPI0_12(%rip){1to16}, %zmm8, %zmm8
	vpaddd	.LCPI0_13(%rip){1to16}, %zmm2, %zmm23
	vpaddd	.LCPI0_13(%rip){1to16}, %zmm3, %zmm22
	vpaddd	.LCPI0_13(%rip){1to16}, %zmm4, %zmm21
	vpaddd	.LCPI0_13(%rip){1to16}, %zmm8, %zmm9
	vpbroadcastd	.LCPI0_15(%rip), %zmm0
	vpandd	%zmm0, %zmm23, %zmm3
	vpandd	%zmm0, %zmm22, %zmm4
	vpandd	%zmm0, %zmm21, %zmm8
	vpandd	%zmm0, %zmm9, %zmm10
	vpbroadcastd	.LCPI0_16(%rip), %zmm0
	vpaddd	%zmm0, %zmm3, %zmm3
	vpaddd	%zmm0, %zmm4, %zmm4
	vpaddd	%zmm0, %zmm8, %zmm8
	vpaddd	%zmm0, %zmm10, %zmm10
	vbroadcastss	.LCPI0_17(%rip), %zmm0
	vaddps	%zmm0, %zmm3, %zmm3
	vaddps	%zmm0, %zmm4, %zmm4
	vaddps	%zmm0, %zmm8, %zmm8
	vaddps	%zmm0, %zmm10, %zmm10
	vbroadcastss	.LCPI0_18(%rip), %zmm0
	vaddps	%zmm0, %zmm3, %zmm24
	vaddps	%zmm0, %zmm4, %zmm25
	vaddps	%zmm0, %zmm8, %zmm26
	vdivps	%zmm24, %zmm3, %zmm24
	vdivps	%zmm25, %zmm4, %zmm25
	vdivps	%zmm26, %zmm8, %zmm26
	vmulps	%zmm24, %zmm24, %zmm27
	vmulps	%zmm25, %zmm25, %zmm28
	vmulps	%zmm26, %zmm26, %zmm29
	vmulps	%zmm27, %zmm27, %zmm30
	vbroadcastss	.LCPI0_19(%rip), %zmm1
	vmulps	%zmm1, %zmm30, %zmm31
	vbroadcastss	.LCPI0_20(%rip), %zmm7
	vaddps	%zmm7, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vbroadcastss	.LCPI0_21(%rip), %zmm2
	vmulps	%zmm2, %zmm30, %zmm30
	vbroadcastss	.LCPI0_22(%rip), %zmm5
	vaddps	%zmm5, %zmm30, %zmm30
	vmulps	%zmm30, %zmm27, %zmm27
	vmulps	%zmm28, %zmm28, %zmm30
	vaddps	%zmm31, %zmm27, %zmm27
	vmulps	%zmm1, %zmm30, %zmm31
	vaddps	%zmm7, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vmulps	%zmm2, %zmm30, %zmm30
	vaddps	%zmm5, %zmm30, %zmm30
	vmulps	%zmm30, %zmm28, %zmm28
	vmulps	%zmm29, %zmm29, %zmm30
	vaddps	%zmm31, %zmm28, %zmm28
	vmulps	%zmm1, %zmm30, %zmm31
	vaddps	%zmm7, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vmulps	%zmm2, %zmm30, %zmm30
	vaddps	%zmm5, %zmm30, %zmm30
	vmulps	%zmm30, %zmm29, %zmm29
	vaddps	%zmm0, %zmm10, %zmm30
	vdivps	%zmm30, %zmm10, %zmm30
	vaddps	%zmm31, %zmm29, %zmm29
	vmulps	%zmm30, %zmm30, %zmm31
	vmulps	%zmm31, %zmm31, %zmm0
	vmulps	%zmm1, %zmm0, %zmm6
	vaddps	%zmm7, %zmm6, %zmm6
	vmulps	%zmm6, %zmm0, %zmm6
	vmulps	%zmm2, %zmm0, %zmm0
	vaddps	%zmm5, %zmm0, %zmm0
	vmulps	%zmm0, %zmm31, %zmm0
	vbroadcastss	.LCPI0_11(%rip), %zmm5
	vaddps	%zmm6, %zmm0, %zmm0
	vmulps	%zmm5, %zmm3, %zmm6
	vmulps	%zmm6, %zmm3, %zmm6
	vaddps	%zmm27, %zmm6, %zmm27
	vmulps	%zmm27, %zmm24, %zmm24
	vmulps	%zmm5, %zmm4, %zmm27
	vmulps	%zmm27, %zmm4, %zmm27
	vaddps	%zmm28, %zmm27, %zmm28
	vmulps	%zmm28, %zmm25, %zmm25
	vmulps	%zmm5, %zmm8, %zmm28
	vmulps	%zmm28, %zmm8, %zmm28
	vaddps	%zmm29, %zmm28, %zmm29
	vmulps	%zmm29, %zmm26, %zmm26
	vmulps	%zmm5, %zmm10, %zmm29
	vmulps	%zmm29, %zmm10, %zmm29
	vaddps	%zmm0, %zmm29, %zmm0
	vmulps	%zmm0, %zmm30, %zmm1
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
	vpsrld	$23, %zmm9, %zmm2
	vpaddd	%zmm31, %zmm2, %zmm2
	vcvtdq2ps	%zmm2, %zmm2
	vmulps	%zmm0, %zmm2, %zmm30
	vaddps	%zmm1, %zmm30, %zmm0
	vmovaps	%zmm5, %zmm31
	vsubps	%zmm6, %zmm24, %zmm6
	vsubps	%zmm27, %zmm25, %zmm24
	vsubps	%zmm28, %zmm26, %zmm25
	vbroadcastss	.LCPI0_24(%rip), %zmm28
	vsubps	%zmm29, %zmm0, %zmm0
	vaddps	%zmm6, %zmm3, %zmm3
	vaddps	%zmm24, %zmm4, %zmm4
	vaddps	%zmm25, %zmm8, %zmm6
	vaddps	%zmm0, %zmm10, %zmm0
	vmulps	%zmm28, %zmm23, %zmm8
	vaddps	%zmm3, %zmm8, %zmm3
	vmulps	%zmm28, %zmm22, %zmm8
	vaddps	%zmm4, %zmm8, %zmm4
	vmulps	%zmm28, %zmm21, %zmm8
	vaddps	%zmm6, %zmm8, %zmm6
	vmulps	%zmm28, %zmm2, %zmm2
	vaddps	%zmm0, %zmm2, %zmm0
	vcvtpd2ps	768(%rsp), %ymm2
	vcvtpd2ps	512(%rsp), %ymm7
	vinsertf64x4	$1, %ymm7, %zmm2, %zmm2
	vcvtpd2ps	%zmm13, %ymm7
	vcvtpd2ps	640(%rsp), %ymm8
	vinsertf64x4	$1, %ymm8, %zmm7, %zmm7
	vcvtpd2ps	%zmm20, %ymm8
	vbroadcastss	.LCPI0_13(%rip), %zmm20
	vpbroadcastd	.LCPI0_12(%rip), %zmm18
	vcvtpd2ps	%zmm15, %ymm5
	vcvtpd2ps	%zmm19, %ymm10
	vinsertf64x4	$1, %ymm5, %zmm8, %zmm5
	vcvtpd2ps	208(%rsp), %ymm8
	vinsertf64x4	$1, %ymm8, %zmm10, %zmm8
	vcvtpd2ps	%zmm14, %ymm9
	vcvtpd2ps	576(%rsp), %ymm10
	vcvtpd2ps	%zmm12, %ymm15
	vcvtpd2ps	832(%rsp), %ymm14
	vinsertf64x4	$1, %ymm10, %zmm9, %zmm9
	vinsertf64x4	$1, %ymm14, %zmm15, %zmm10
	vcvtpd2ps	%zmm11, %ymm13
	vcvtpd2ps	272(%rsp), %ymm12
	vinsertf64x4	$1, %ymm12, %zmm13, %zmm12
	vcvtpd2ps	%zmm17, %ymm1
	vcvtpd2ps	112(%rsp), %ymm11
	vinsertf64x4	$1, %ymm11, %zmm1, %zmm1
	vbroadcastss	.LCPI0_25(%rip), %zmm11
	vmulps	%zmm11, %zmm3, %zmm3
	vsqrtps	%zmm3, %zmm3
	vmulps	%zmm9, %zmm3, %zmm9
	vmulps	%zmm2, %zmm3, %zmm2
	vmulps	%zmm11, %zmm4, %zmm3
	vsqrtps	%zmm3, %zmm3
	vmulps	%zmm10, %zmm3, %zmm4
	vmulps	%zmm7, %zmm3, %zmm3
	vmulps	%zmm11, %zmm6, %zmm6
	vsqrtps	%zmm6, %zmm6
	vmulps	%zmm12, %zmm6, %zmm7
	vmulps	%zmm5, %zmm6, %zmm5
	vmulps	%zmm11, %zmm0, %zmm0
	vsqrtps	%zmm0, %zmm0
	vmulps	%zmm1, %zmm0, %zmm1
	vmulps	%zmm8, %zmm0, %zmm0
	vmovups	%zmm9, -448(%rdx)
	vmovups	%zmm4, -384(%rdx)
	vmovups	%zmm7, -320(%rdx)
	vmovups	%zmm1, -256(%rdx)
	vmovups	%zmm2, -192(%rdx)
	vmovups	%zmm3, -128(%rdx)
	vmovups	%zmm5, -64(%rdx)
	vmovups	%zmm0, (%rdx)
	addq	$1024, %rdx
	decq	%r12
	jne	.LBB0_156
.LBB0_150:
	vmovss	2240(%rsp), %xmm20
	vmulss	-28(%rsp), %xmm20, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vpxor	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	kmovd	%ecx, %k1
	vmovaps	896(%rsp), %xmm1
	vmovss	%xmm1, %xmm0, %xmm0 {%k1}
	vbroadcastss	%xmm0, %zmm0
	movl	$192, %ecx
	movq	-120(%rsp), %rdx
	vmovups	2176(%rsp), %zmm16
	vbroadcastss	.LCPI0_48(%rip), %zmm17
	vpbroadcastd	.LCPI0_49(%rip), %zmm18
	vpbroadcastd	.LCPI0_50(%rip), %zmm19
	.p2align	4
.LBB0_151:
	vmovups	6472(%rsp,%rcx), %zmm1
	vmovups	6536(%rsp,%rcx), %zmm2
	vmovups	6600(%rsp,%rcx), %zmm3
	vmovups	6664(%rsp,%rcx), %zmm4
	vmovups	39240(%rsp,%rcx), %zmm5
	vmovups	39304(%rsp,%rcx), %zmm6
	vmovups	39368(%rsp,%rcx), %zmm7
	vmovups	39432(%rsp,%rcx), %zmm8
	vsubps	%zmm1, %zmm5, %zmm5
	vsubps	%zmm2, %zmm6, %zmm6
	vaddps	%zmm5, %zmm5, %zmm5
	vaddps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm31, %zmm5, %zmm5
	vmulps	%zmm31, %zmm6, %zmm6
	vmulps	%zmm5, %zmm16, %zmm5
	vmulps	%zmm6, %zmm16, %zmm6
	vaddps	%zmm5, %zmm1, %zmm1
	vaddps	%zmm6, %zmm2, %zmm2
	vmulps	72008(%rsp,%rcx), %zmm0, %zmm5
	vaddps	%zmm1, %zmm5, %zmm1
	vmulps	72072(%rsp,%rcx), %zmm0, %zmm5
	vaddps	%zmm2, %zmm5, %zmm2
	vandps	%zmm17, %zmm1, %zmm5
	vandps	%zmm17, %zmm2, %zmm6
	vpcmpgtd	%zmm18, %zmm5, %k1
	vpcmpgtd	%zmm18, %zmm6, %k2
	vmovdqa32	%zmm19, %zmm1 {%k1}
	vmovdqa32	%zmm19, %zmm2 {%k2}
	vmovdqu64	%zmm1, 6472(%rsp,%rcx)
	vmovdqu64	%zmm2, 6536(%rsp,%rcx)
	vsubps	%zmm3, %zmm7, %zmm1
	vsubps	%zmm4, %zmm8, %zmm2
	vaddps	%zmm1, %zmm1, %zmm1
	vaddps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm31, %zmm1, %zmm1
	vmulps	%zmm31, %zmm2, %zmm2
	vmulps	%zmm1, %zmm16, %zmm1
	vmulps	%zmm2, %zmm16, %zmm2
	vaddps	%zmm1, %zmm3, %zmm1
	vaddps	%zmm2, %zmm4, %zmm2
	vmulps	72136(%rsp,%rcx), %zmm0, %zmm3
	vaddps	%zmm1, %zmm3, %zmm1
	vmulps	72200(%rsp,%rcx), %zmm0, %zmm3
	vaddps	%zmm2, %zmm3, %zmm2
	vandps	%zmm17, %zmm1, %zmm3
	vandps	%zmm17, %zmm2, %zmm4
	vpcmpgtd	%zmm18, %zmm3, %k1
	vpcmpgtd	%zmm18, %zmm4, %k2
	vmovdqa32	%zmm19, %zmm1 {%k1}
	vmovdqa32	%zmm19, %zmm2 {%k2}
	vmovdqu64	%zmm1, 6600(%rsp,%rcx)
	vmovdqu64	%zmm2, 6664(%rsp,%rcx)
	addq	$256, %rcx
	decq	%rdx
	jne	.LBB0_151
	vmulss	-20(%rsp), %xmm20, %xmm20
	incq	%rax
	cmpq	-88(%rsp), %rax
	jne	.LBB0_149
	jmp	.LBB0_144
	.p2align	4
.LBB0_140:
	xorl	%eax, %eax
	.p2align	4
.LBB0_141:
	movl	$192, %ecx
	movq	-120(%rsp), %rdx
	.p2align	4
.LBB0_142:
	vmovups	6472(%rsp,%rcx), %zmm0
	vmovups	6536(%rsp,%rcx), %zmm1
	vmovups	6600(%rsp,%rcx), %zmm2
	vmovups	6664(%rsp,%rcx), %zmm3
	vmovups	39240(%rsp,%rcx), %zmm4
	vmovups	39304(%rsp,%rcx), %zmm5
	vmovups	39368(%rsp,%rcx), %zmm6
	vmovups	39432(%rsp,%rcx), %zmm7
	vsubps	%zmm0, %zmm4, %zmm4
	vsubps	%zmm1, %zmm5, %zmm5
	vsubps	%zmm2, %zmm6, %zmm6
	vsubps	%zmm3, %zmm7, %zmm7
	vaddps	%zmm4, %zmm4, %zmm4
	vaddps	%zmm5, %zmm5, %zmm5
	vaddps	%zmm6, %zmm6, %zmm6
	vaddps	%zmm7, %zmm7, %zmm7
	vmulps	%zmm31, %zmm4, %zmm4
	vmulps	%zmm31, %zmm5, %zmm5
	vmulps	%zmm31, %zmm6, %zmm6
	vmulps	%zmm31, %zmm7, %zmm7
	vmulps	%zmm4, %zmm16, %zmm4
	vmulps	%zmm5, %zmm16, %zmm5
	vmulps	%zmm6, %zmm16, %zmm6
	vmulps	%zmm7, %zmm16, %zmm7
	vaddps	%zmm4, %zmm0, %zmm0
	vaddps	%zmm5, %zmm1, %zmm1
	vaddps	%zmm6, %zmm2, %zmm2
	vaddps	%zmm7, %zmm3, %zmm3
	vandps	%zmm17, %zmm0, %zmm4
	vandps	%zmm17, %zmm1, %zmm5
	vandps	%zmm17, %zmm2, %zmm6
	vandps	%zmm17, %zmm3, %zmm7
	vpcmpgtd	%zmm18, %zmm4, %k1
	vpcmpgtd	%zmm18, %zmm5, %k2
	vpcmpgtd	%zmm18, %zmm6, %k3
	vpcmpgtd	%zmm18, %zmm7, %k4
	vmovdqa32	%zmm19, %zmm0 {%k1}
	vmovdqa32	%zmm19, %zmm1 {%k2}
	vmovdqa32	%zmm19, %zmm2 {%k3}
	vmovdqa32	%zmm19, %zmm3 {%k4}
	vmovdqu64	%zmm0, 6472(%rsp,%rcx)
	vmovdqu64	%zmm1, 6536(%rsp,%rcx)
	vmovdqu64	%zmm2, 6600(%rsp,%rcx)
	vmovdqu64	%zmm3, 6664(%rsp,%rcx)
	addq	$256, %rcx
	decq	%rdx
	jne	.LBB0_142
	incq	%rax
	cmpq	-88(%rsp), %rax
	jne	.LBB0_141
.LBB0_144:
	movq	-120(%rsp), %r11
	testq	%r11, %r11
	sete	%al
	testq	%rbx, %rbx
	sete	%cl
	orb	%al, %cl
	jne	.LBB0_167
	movl	$0, %ecx
	cmpq	$1, 1216(%rsp)
	jne	.LBB0_146
	jmp	.LBB0_163
	.p2align	4
.LBB0_160:
	xorl	%edx, %edx
	divq	%r11
.LBB0_161:
	cmpq	%rbx, %rax
	movq	%r9, %r12
	cmovbq	%rax, %r12
	addq	%rbp, %r12
	movq	%rdx, %r13
	shlq	$8, %r13
	addq	%rsp, %r13
	addq	$6664, %r13
	vmovss	(%r13,%rax,4), %xmm0
	imulq	%r11, %r12
	movq	-72(%rsp), %r13
	leaq	(,%r12,4), %rax
	addq	%r13, %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r15
	je	.LBB0_162
.LBB0_146:
	movq	%rcx, %rax
	orq	%r11, %rax
	shrq	$32, %rax
	je	.LBB0_147
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r11
	jmp	.LBB0_158
	.p2align	4
.LBB0_147:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r11d
.LBB0_158:
	cmpq	%rbx, %rax
	movq	%r9, %r12
	cmovbq	%rax, %r12
	addq	%rbp, %r12
	imulq	%r11, %r12
	movq	%rdx, %r13
	shlq	$8, %r13
	addq	%rsp, %r13
	addq	$6664, %r13
	vmovss	(%r13,%rax,4), %xmm0
	movq	-72(%rsp), %rax
	leaq	(%rax,%r12,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	leaq	1(%rcx), %rax
	movq	%rax, %rdx
	orq	%r11, %rdx
	shrq	$32, %rdx
	jne	.LBB0_160
	xorl	%edx, %edx
	divl	%r11d
	jmp	.LBB0_161
	.p2align	4
.LBB0_162:
	testb	$1, 1216(%rsp)
	je	.LBB0_167
.LBB0_163:
	movq	%rcx, %rax
	orq	%r11, %rax
	shrq	$32, %rax
	jne	.LBB0_165
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r11d
	jmp	.LBB0_166
.LBB0_3:
	movw	$512, %ax
	xorl	%edx, %edx
	divw	%r11w
	cmpq	%rbp, %rcx
	jbe	.LBB0_110
	movzwl	%ax, %esi
	cmpq	$0, -88(%rsp)
	je	.LBB0_5
	movl	$3449720151, %r14d
	movq	-112(%rsp), %rdx
	movq	%rdx, %rax
	shrq	$32, %rax
	leaq	1013904242(%rdx), %rcx
	movq	%rcx, 448(%rsp)
	leaq	1993301258(%rax), %r10
	leaq	842468239(%rax), %r12
	leaq	2027808484(%rdx), %rcx
	leaq	387276957(%rdx), %r8
	movq	%r8, 832(%rsp)
	leaq	1684936478(%rax), %rbx
	leaq	534103459(%rax), %r15
	leal	-1767562579(%rax), %r13d
	movl	%r13d, 512(%rsp)
	leaq	-795284382(%rdx,%r14), %rdi
	leaq	-305585874(%rax,%r14), %r8
	movq	%r8, 32(%rsp)
	leaq	536882365(%rax,%r14), %r9
	leaq	-613950654(%rax,%r14), %r8
	movq	%r8, 704(%rsp)
	leaq	228517585(%rax,%r14), %r8
	vpbroadcastq	%rdx, %zmm14
	movq	%rdi, 72(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 4096(%rsp)
	movq	%r9, 2624(%rsp)
	leaq	218619860(%rdx,%r14), %rax
	movq	%rax, 768(%rsp)
	leaq	1013904242(%rdx), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 1216(%rsp)
	movq	%r10, 80(%rsp)
	vpbroadcastq	%r10, %zmm0
	vmovdqu64	%zmm0, 4032(%rsp)
	leaq	218619860(%rdx,%r14), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 1152(%rsp)
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 3136(%rsp)
	vpbroadcastq	%rcx, %zmm16
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 2048(%rsp)
	movq	%r8, %rdi
	movq	%r8, 2560(%rsp)
	leaq	387276957(%rdx), %r8
	vpbroadcastq	%r8, %zmm21
	movq	704(%rsp), %rax
	vpbroadcastq	%rax, %zmm24
	leaq	-408007425(%rdx,%r14), %rax
	movq	%rax, 2496(%rsp)
	vpbroadcastq	%rax, %zmm25
	vpbroadcastq	%rbx, %zmm22
	leaq	1401181199(%rdx), %rax
	movq	%rax, 2432(%rsp)
	vpbroadcastq	%rax, %zmm5
	vpbroadcastq	%r15, %zmm28
	leaq	605896817(%rdx,%r14), %rax
	movq	%rax, 1920(%rsp)
	vpbroadcastq	%rax, %zmm4
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 4352(%rsp)
	leal	-1879881855(%rdx), %eax
	movl	%eax, 2944(%rsp)
	vpbroadcastd	%eax, %ymm20
	vpbroadcastd	%r13d, %ymm0
	vmovdqu	%ymm0, 912(%rsp)
	vpbroadcastd	272(%rsp), %zmm19
	vmovss	.LCPI0_11(%rip), %xmm27
	vbroadcastss	.LCPI0_11(%rip), %zmm30
	vpbroadcastd	.LCPI0_48(%rip), %zmm26
	vpbroadcastd	.LCPI0_49(%rip), %zmm15
	vpbroadcastd	.LCPI0_50(%rip), %zmm29
	vpbroadcastq	.LCPI0_0(%rip), %zmm0
	leaq	(,%r11,4), %rax
	movq	%rax, 16(%rsp)
	vmovss	.LCPI0_17(%rip), %xmm6
	vpbroadcastq	.LCPI0_4(%rip), %zmm18
	vpbroadcastq	.LCPI0_5(%rip), %zmm23
	vmovdqa64	.LCPI0_6(%rip), %zmm17
	vmovdqa64	.LCPI0_7(%rip), %zmm31
	movq	-8(%rsp), %rax
	movq	%r12, 208(%rsp)
	movq	%rcx, 336(%rsp)
	movq	%rbx, 640(%rsp)
	movq	%r15, 576(%rsp)
	vmovdqu64	%zmm21, 2816(%rsp)
	vmovdqu64	%ymm20, 2752(%rsp)
	vmovdqu64	%zmm19, 3200(%rsp)
	movq	%rsi, 184(%rsp)
	vmovdqu64	%zmm14, 2112(%rsp)
	vmovdqu64	%zmm16, 1984(%rsp)
	vmovdqu64	%zmm24, 1024(%rsp)
	vmovdqu64	%zmm25, 2688(%rsp)
	vmovdqu64	%zmm22, 1408(%rsp)
	vmovdqu64	%zmm5, 1344(%rsp)
	vmovdqu64	%zmm28, 3264(%rsp)
	vmovdqu64	%zmm4, 1280(%rsp)
	jmp	.LBB0_8
	.p2align	4
.LBB0_12:
	movq	184(%rsp), %rsi
	addq	%rsi, %rbp
	movq	-8(%rsp), %rax
	cmpq	%rax, %rbp
	vpbroadcastq	.LCPI0_0(%rip), %zmm0
	jae	.LBB0_110
.LBB0_8:
	subq	%rbp, %rax
	cmpq	%rsi, %rax
	cmovaeq	%rsi, %rax
	movq	%rax, %r9
	imulq	%r11, %r9
	movq	%rbp, %r10
	imulq	%r11, %r10
	movq	-72(%rsp), %rdx
	leaq	(%rdx,%r10,4), %r15
	movq	-16(%rsp), %rdx
	leaq	(%rdx,%r10,4), %rbx
	cmpl	$0, 24(%rsp)
	movq	%r9, -80(%rsp)
	je	.LBB0_49
	shrq	$2, %r10
	movq	%r9, %rsi
	shrq	$2, %rsi
	imulq	16(%rsp), %rax
	leaq	(%r15,%rax), %rdx
	movq	%rdx, 112(%rsp)
	addq	%rbx, %rax
	leaq	-1(%r9), %r13
	movq	%r13, %r14
	shrq	%r14
	incq	%r14
	movq	%rsi, %rdi
	subq	$1, %rdi
	movq	%rsi, -48(%rsp)
	movq	%rcx, %rdx
	movq	%r12, %rcx
	movq	%rsi, %r12
	adcq	$0, %r12
	movq	%rdi, %r8
	shlq	$4, %r8
	movabsq	$1152921504606846975, %rsi
	cmpq	%rsi, %rdi
	seta	%dil
	leaq	4628(%rsp), %rsi
	addq	%rsi, %r8
	cmpq	%rsi, %r8
	setb	%sil
	orb	%dil, %sil
	movb	%sil, 88(%rsp)
	movl	%r12d, %esi
	andl	$262112, %esi
	movq	%rsi, -64(%rsp)
	movq	%r10, 56(%rsp)
	vpbroadcastq	%r10, %zmm9
	vpaddq	%zmm0, %zmm9, %zmm10
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm9, %zmm11
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm9, %zmm12
	movq	%r12, 64(%rsp)
	andl	$262136, %r12d
	movq	%r12, 4160(%rsp)
	movq	%rcx, %r12
	movq	%rdx, %rcx
	movq	%r13, %rdi
	andq	$-2, %rdi
	movabsq	$4611686018427387903, %rsi
	cmpq	%rsi, %r13
	seta	%r8b
	leaq	4620(%rsp), %rsi
	leaq	(%rsi,%rdi,4), %rdi
	cmpq	%rsi, %rdi
	setb	%sil
	orb	%r8b, %sil
	movb	%sil, -121(%rsp)
	movq	%r14, %rsi
	andq	$-64, %rsi
	movq	%rsi, 3072(%rsp)
	addq	%rsi, %rsi
	movq	%rsi, 192(%rsp)
	movq	%r14, -56(%rsp)
	andq	$-8, %r14
	movq	%r14, 4288(%rsp)
	leaq	(%r14,%r14), %rsi
	movq	%rsi, 4224(%rsp)
	cmpq	%rax, %r15
	setb	%al
	cmpq	112(%rsp), %rbx
	setb	%dl
	andb	%al, %dl
	movb	%dl, 40(%rsp)
	movl	%r9d, %eax
	andl	$32736, %eax
	movq	%rax, 3008(%rsp)
	xorl	%r14d, %r14d
	vmovd	-36(%rsp), %xmm13
	movq	%rbp, -96(%rsp)
	movq	%r15, -104(%rsp)
	movq	%rbx, (%rsp)
	vmovdqu64	%zmm9, 2368(%rsp)
	vmovdqu64	%zmm10, 2304(%rsp)
	vmovdqu64	%zmm11, 2240(%rsp)
	vmovdqu64	%zmm12, 2176(%rsp)
	movq	%r13, 48(%rsp)
	jmp	.LBB0_10
	.p2align	4
.LBB0_11:
	vmulss	-20(%rsp), %xmm13, %xmm13
	incq	%r14
	cmpq	-88(%rsp), %r14
	je	.LBB0_12
.LBB0_10:
	cmpl	$0, -24(%rsp)
	sete	%al
	testq	%r9, %r9
	je	.LBB0_11
	movl	%eax, 96(%rsp)
	vmovd	%xmm13, -32(%rsp)
	cmpq	$32, %r9
	setb	%al
	movq	200(%rsp), %rdx
	leaq	(%r14,%rdx), %rdi
	movq	%rdi, %r15
	shrq	$32, %r15
	movl	$3449720151, %esi
	imulq	%rsi, %r15
	movq	%r15, %rdx
	shrq	$32, %rdx
	xorl	-112(%rsp), %edi
	xorl	%edx, %edi
	leaq	78811644(%rsi), %r10
	imulq	%r10, %rdi
	movq	%rdi, %rsi
	shrq	$32, %rsi
	xorq	32(%rsp), %rsi
	orb	88(%rsp), %al
	testb	$1, %al
	movq	%r14, 104(%rsp)
	je	.LBB0_39
	xorl	%ebx, %ebx
	movq	-112(%rsp), %r8
	movl	$3449720151, %r12d
	movq	%rdi, %rcx
	movq	56(%rsp), %r14
	movq	-48(%rsp), %r11
	vmovd	.LCPI0_12(%rip), %xmm16
	vmovd	.LCPI0_19(%rip), %xmm3
	jmp	.LBB0_48
	.p2align	4
.LBB0_39:
	vpbroadcastq	%rsi, %zmm7
	cmpq	$128, %r9
	vmovdqu64	4352(%rsp), %zmm1
	jae	.LBB0_41
	xorl	%eax, %eax
	vmovdqu64	2048(%rsp), %zmm10
	vmovdqu64	1216(%rsp), %zmm13
	vmovdqu64	1152(%rsp), %zmm11
	vmovdqu64	3136(%rsp), %zmm2
	movq	%rdi, %rcx
	jmp	.LBB0_45
.LBB0_41:
	vpbroadcastq	%r15, %zmm0
	vpxorq	4096(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 112(%rsp)
	movq	%rdi, %rcx
	vpbroadcastq	%rdi, %zmm0
	vpxorq	4032(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1856(%rsp)
	leaq	5000(%rsp), %rbx
	movq	-64(%rsp), %rbp
	vmovdqa64	.LCPI0_3(%rip), %zmm2
	vmovdqa64	%zmm21, %zmm24
	vmovdqa64	%zmm25, %zmm26
	vmovdqa64	%zmm5, %zmm27
	vmovdqa64	%zmm4, %zmm29
	vmovdqa64	%zmm1, %zmm30
	movq	-48(%rsp), %rax
	vmovdqu64	3136(%rsp), %zmm0
	vmovdqa64	%zmm16, %zmm25
	vmovdqa64	%zmm7, %zmm21
	.p2align	4
.LBB0_42:
	vpaddq	%zmm9, %zmm2, %zmm1
	vpaddq	%zmm10, %zmm2, %zmm3
	vpaddq	%zmm11, %zmm2, %zmm4
	vpaddq	%zmm12, %zmm2, %zmm5
	vpmuludq	%zmm18, %zmm1, %zmm6
	vpmuludq	%zmm18, %zmm3, %zmm7
	vpmuludq	%zmm18, %zmm4, %zmm8
	vpmuludq	%zmm18, %zmm5, %zmm9
	vpternlogq	$150, %zmm14, %zmm6, %zmm1
	vpternlogq	$150, %zmm14, %zmm7, %zmm3
	vpternlogq	$150, %zmm14, %zmm8, %zmm4
	vpternlogq	$150, %zmm14, %zmm9, %zmm5
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm5, %zmm5
	vpmuludq	%zmm23, %zmm1, %zmm1
	vpmuludq	%zmm23, %zmm3, %zmm3
	vpmuludq	%zmm23, %zmm4, %zmm4
	vpmuludq	%zmm23, %zmm5, %zmm10
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm3, %zmm11
	vpsrlq	$32, %zmm4, %zmm12
	vpsrlq	$32, %zmm10, %zmm13
	vmovdqu64	112(%rsp), %zmm14
	vpxorq	%zmm14, %zmm5, %zmm5
	vpxorq	%zmm14, %zmm11, %zmm11
	vpxorq	%zmm14, %zmm12, %zmm12
	vpxorq	%zmm6, %zmm21, %zmm6
	vpxorq	%zmm7, %zmm21, %zmm7
	vpxorq	%zmm8, %zmm21, %zmm8
	vpxorq	%zmm14, %zmm13, %zmm13
	vpxorq	%zmm9, %zmm21, %zmm9
	vpmuludq	%zmm18, %zmm5, %zmm14
	vpmuludq	%zmm18, %zmm11, %zmm11
	vpmuludq	%zmm18, %zmm12, %zmm5
	vpmuludq	%zmm23, %zmm6, %zmm12
	vpmuludq	%zmm18, %zmm13, %zmm6
	vpmuludq	%zmm23, %zmm7, %zmm13
	vpmuludq	%zmm23, %zmm8, %zmm8
	vpmuludq	%zmm23, %zmm9, %zmm15
	vpsrlq	$32, %zmm14, %zmm7
	vpsrlq	$32, %zmm11, %zmm9
	vpsrlq	$32, %zmm5, %zmm16
	vpsrlq	$32, %zmm12, %zmm17
	vpsrlq	$32, %zmm13, %zmm18
	vmovdqu64	1216(%rsp), %zmm20
	vpternlogq	$150, %zmm20, %zmm1, %zmm17
	vpsrlq	$32, %zmm8, %zmm1
	vpternlogq	$150, %zmm20, %zmm3, %zmm18
	vpsrlq	$32, %zmm6, %zmm3
	vpternlogq	$150, %zmm20, %zmm4, %zmm1
	vpsrlq	$32, %zmm15, %zmm19
	vpternlogq	$150, %zmm20, %zmm10, %zmm19
	vmovdqu64	1856(%rsp), %zmm4
	vpxorq	%zmm4, %zmm7, %zmm10
	vpxorq	%zmm4, %zmm9, %zmm22
	vpxorq	%zmm4, %zmm16, %zmm16
	vpxorq	%zmm4, %zmm3, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm1
	vpmuludq	%zmm23, %zmm10, %zmm17
	vpmuludq	%zmm23, %zmm22, %zmm18
	vpmuludq	%zmm23, %zmm16, %zmm16
	vpmuludq	%zmm23, %zmm3, %zmm3
	vpsrlq	$32, %zmm17, %zmm10
	vmovdqu64	1152(%rsp), %zmm20
	vpternlogq	$150, %zmm12, %zmm20, %zmm10
	vpsrlq	$32, %zmm18, %zmm12
	vpternlogq	$150, %zmm13, %zmm20, %zmm12
	vpsrlq	$32, %zmm16, %zmm13
	vpternlogq	$150, %zmm8, %zmm20, %zmm13
	vpsrlq	$32, %zmm3, %zmm19
	vpternlogq	$150, %zmm15, %zmm20, %zmm19
	vpsrlq	$32, %zmm9, %zmm15
	vpternlogq	$150, %zmm0, %zmm14, %zmm15
	vpsrlq	$32, %zmm7, %zmm14
	vpternlogq	$150, %zmm0, %zmm11, %zmm14
	vpsrlq	$32, %zmm4, %zmm11
	vpternlogq	$150, %zmm0, %zmm5, %zmm11
	vpsrlq	$32, %zmm1, %zmm22
	vpternlogq	$150, %zmm0, %zmm6, %zmm22
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm10, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm12, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm5
	vpmuludq	%zmm23, %zmm15, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm6
	vpmuludq	%zmm23, %zmm14, %zmm13
	vpmuludq	%zmm23, %zmm11, %zmm14
	vpmuludq	%zmm23, %zmm22, %zmm15
	vpsrlq	$32, %zmm12, %zmm11
	vpternlogq	$150, %zmm25, %zmm17, %zmm11
	vpsrlq	$32, %zmm13, %zmm17
	vpternlogq	$150, %zmm25, %zmm18, %zmm17
	vpsrlq	$32, %zmm14, %zmm18
	vpternlogq	$150, %zmm25, %zmm16, %zmm18
	vpsrlq	$32, %zmm15, %zmm16
	vpternlogq	$150, %zmm25, %zmm3, %zmm16
	vpsrlq	$32, %zmm10, %zmm3
	vmovdqu64	2048(%rsp), %zmm20
	vpternlogq	$150, %zmm9, %zmm20, %zmm3
	vpsrlq	$32, %zmm8, %zmm19
	vpternlogq	$150, %zmm7, %zmm20, %zmm19
	vpsrlq	$32, %zmm5, %zmm7
	vpternlogq	$150, %zmm4, %zmm20, %zmm7
	vpsrlq	$32, %zmm6, %zmm22
	vpternlogq	$150, %zmm1, %zmm20, %zmm22
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm1
	vpmuludq	%zmm23, %zmm3, %zmm3
	vpmuludq	%zmm23, %zmm19, %zmm16
	vpmuludq	%zmm23, %zmm7, %zmm17
	vpmuludq	%zmm23, %zmm22, %zmm18
	vpsrlq	$32, %zmm3, %zmm7
	vpternlogq	$150, %zmm12, %zmm24, %zmm7
	vpsrlq	$32, %zmm16, %zmm19
	vpternlogq	$150, %zmm13, %zmm24, %zmm19
	vpsrlq	$32, %zmm17, %zmm13
	vpternlogq	$150, %zmm14, %zmm24, %zmm13
	vpsrlq	$32, %zmm18, %zmm14
	vpternlogq	$150, %zmm15, %zmm24, %zmm14
	vpsrlq	$32, %zmm11, %zmm15
	vmovdqu64	1024(%rsp), %zmm12
	vpternlogq	$150, %zmm12, %zmm10, %zmm15
	vpsrlq	$32, %zmm9, %zmm10
	vpternlogq	$150, %zmm12, %zmm8, %zmm10
	vpsrlq	$32, %zmm4, %zmm22
	vpternlogq	$150, %zmm12, %zmm5, %zmm22
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm12, %zmm6, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm7, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm6
	vpmuludq	%zmm23, %zmm15, %zmm15
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm7
	vpmuludq	%zmm23, %zmm10, %zmm14
	vpmuludq	%zmm23, %zmm22, %zmm19
	vpmuludq	%zmm23, %zmm5, %zmm22
	vpsrlq	$32, %zmm15, %zmm5
	vpternlogq	$150, %zmm26, %zmm3, %zmm5
	vpsrlq	$32, %zmm14, %zmm3
	vpternlogq	$150, %zmm26, %zmm16, %zmm3
	vpsrlq	$32, %zmm19, %zmm10
	vpternlogq	$150, %zmm26, %zmm17, %zmm10
	vpsrlq	$32, %zmm22, %zmm16
	vpternlogq	$150, %zmm26, %zmm18, %zmm16
	vpsrlq	$32, %zmm12, %zmm17
	vmovdqu64	1408(%rsp), %zmm13
	vpternlogq	$150, %zmm11, %zmm13, %zmm17
	vpsrlq	$32, %zmm8, %zmm18
	vpternlogq	$150, %zmm9, %zmm13, %zmm18
	vpsrlq	$32, %zmm6, %zmm9
	vpternlogq	$150, %zmm4, %zmm13, %zmm9
	vpsrlq	$32, %zmm7, %zmm4
	vpternlogq	$150, %zmm1, %zmm13, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm13
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm10, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm5
	vpmuludq	%zmm23, %zmm17, %zmm3
	vpmuludq	%zmm23, %zmm18, %zmm16
	vpmuludq	%zmm23, %zmm9, %zmm17
	vpmuludq	%zmm23, %zmm4, %zmm18
	vpsrlq	$32, %zmm3, %zmm1
	vpternlogq	$150, %zmm15, %zmm27, %zmm1
	vpsrlq	$32, %zmm16, %zmm4
	vpternlogq	$150, %zmm14, %zmm27, %zmm4
	vpsrlq	$32, %zmm17, %zmm14
	vpternlogq	$150, %zmm19, %zmm27, %zmm14
	vpsrlq	$32, %zmm18, %zmm15
	vpternlogq	$150, %zmm22, %zmm27, %zmm15
	vpsrlq	$32, %zmm13, %zmm19
	vpternlogq	$150, %zmm28, %zmm12, %zmm19
	vpsrlq	$32, %zmm11, %zmm12
	vpternlogq	$150, %zmm28, %zmm8, %zmm12
	vpsrlq	$32, %zmm10, %zmm22
	vpternlogq	$150, %zmm28, %zmm6, %zmm22
	vpsrlq	$32, %zmm5, %zmm6
	vpternlogq	$150, %zmm28, %zmm7, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm4, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm7
	vpmuludq	%zmm23, %zmm19, %zmm14
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm1
	vpmuludq	%zmm23, %zmm12, %zmm15
	vpmuludq	%zmm23, %zmm22, %zmm19
	vpmuludq	%zmm23, %zmm6, %zmm12
	vpsrlq	$32, %zmm14, %zmm6
	vpternlogq	$150, %zmm29, %zmm3, %zmm6
	vpsrlq	$32, %zmm15, %zmm3
	vpternlogq	$150, %zmm29, %zmm16, %zmm3
	vpsrlq	$32, %zmm19, %zmm16
	vpternlogq	$150, %zmm29, %zmm17, %zmm16
	vpsrlq	$32, %zmm12, %zmm4
	vpternlogq	$150, %zmm29, %zmm18, %zmm4
	vpsrlq	$32, %zmm9, %zmm17
	vpternlogq	$150, %zmm13, %zmm30, %zmm17
	vpsrlq	$32, %zmm8, %zmm13
	vpternlogq	$150, %zmm11, %zmm30, %zmm13
	vpsrlq	$32, %zmm7, %zmm18
	vpternlogq	$150, %zmm10, %zmm30, %zmm18
	vpsrlq	$32, %zmm1, %zmm22
	vpternlogq	$150, %zmm5, %zmm30, %zmm22
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm6, %zmm31
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm6
	vpmuludq	%zmm23, %zmm17, %zmm3
	vpmuludq	%zmm23, %zmm13, %zmm13
	vpmuludq	%zmm23, %zmm18, %zmm10
	vpbroadcastq	.LCPI0_4(%rip), %zmm18
	vmovdqu64	912(%rsp), %ymm20
	vpmuludq	%zmm23, %zmm22, %zmm5
	vpsrlq	$32, %zmm3, %zmm16
	vpxorq	%zmm14, %zmm16, %zmm14
	vpsrlq	$32, %zmm13, %zmm16
	vpxorq	%zmm15, %zmm16, %zmm15
	vpsrlq	$32, %zmm10, %zmm16
	vpxorq	%zmm19, %zmm16, %zmm16
	vpsrlq	$32, %zmm31, %zmm17
	vpxorq	%zmm9, %zmm17, %zmm17
	vpsrlq	$32, %zmm5, %zmm9
	vpxorq	%zmm12, %zmm9, %zmm9
	vpsrlq	$32, %zmm11, %zmm12
	vpxorq	%zmm8, %zmm12, %zmm8
	vpsrlq	$32, %zmm6, %zmm12
	vpxorq	%zmm7, %zmm12, %zmm7
	vpmovqd	%zmm31, %ymm12
	vmovdqa64	.LCPI0_7(%rip), %zmm31
	vmovdqu64	2816(%rsp), %zmm24
	vpmovqd	%zmm17, %ymm17
	vpxord	%ymm17, %ymm20, %ymm17
	vinserti64x4	$1, %ymm12, %zmm17, %zmm12
	vmovdqu64	2752(%rsp), %ymm17
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm14, %ymm14
	vpxord	%ymm14, %ymm17, %ymm14
	vinserti64x4	$1, %ymm3, %zmm14, %zmm3
	vmovdqa64	%zmm3, %zmm14
	vmovdqa64	.LCPI0_6(%rip), %zmm19
	vpermt2d	%zmm12, %zmm19, %zmm14
	vpermt2d	%zmm12, %zmm31, %zmm3
	vmovdqu64	%zmm3, -320(%rbx)
	vmovdqu64	%zmm14, -384(%rbx)
	vmovdqu64	2112(%rsp), %zmm14
	vpmovqd	%zmm13, %ymm3
	vpmovqd	%zmm15, %ymm12
	vpxord	%ymm12, %ymm17, %ymm12
	vinserti64x4	$1, %ymm3, %zmm12, %zmm3
	vmovdqu64	2176(%rsp), %zmm12
	vpmovqd	%zmm11, %ymm11
	vpmovqd	%zmm8, %ymm8
	vpxord	%ymm8, %ymm20, %ymm8
	vinserti64x4	$1, %ymm11, %zmm8, %zmm8
	vmovdqa64	%zmm3, %zmm11
	vpermt2d	%zmm8, %zmm19, %zmm11
	vpermt2d	%zmm8, %zmm31, %zmm3
	vmovdqu64	%zmm3, -192(%rbx)
	vpmovqd	%zmm10, %ymm3
	vmovdqu64	2304(%rsp), %zmm10
	vpmovqd	%zmm16, %ymm8
	vpxord	%ymm8, %ymm17, %ymm8
	vinserti64x4	$1, %ymm3, %zmm8, %zmm3
	vpmovqd	%zmm6, %ymm6
	vpmovqd	%zmm7, %ymm7
	vpxord	%ymm7, %ymm20, %ymm7
	vinserti64x4	$1, %ymm6, %zmm7, %zmm6
	vmovdqa64	%zmm3, %zmm7
	vpermt2d	%zmm6, %zmm19, %zmm7
	vpermt2d	%zmm6, %zmm31, %zmm3
	vmovdqu64	%zmm11, -256(%rbx)
	vmovdqu64	2240(%rsp), %zmm11
	vmovdqu64	%zmm3, -64(%rbx)
	vpmuludq	%zmm18, %zmm4, %zmm3
	vmovdqu64	%zmm7, -128(%rbx)
	vpsrlq	$32, %zmm3, %zmm4
	vpxorq	%zmm1, %zmm4, %zmm1
	vpmovqd	%zmm5, %ymm4
	vpmovqd	%zmm9, %ymm5
	vmovdqu64	2368(%rsp), %zmm9
	vpxord	%ymm5, %ymm17, %ymm5
	vinserti64x4	$1, %ymm4, %zmm5, %zmm4
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm1, %ymm1
	vpxord	%ymm1, %ymm20, %ymm1
	vinserti64x4	$1, %ymm3, %zmm1, %zmm1
	vmovdqa64	%zmm4, %zmm3
	vpermt2d	%zmm1, %zmm31, %zmm4
	vmovdqu64	%zmm4, 64(%rbx)
	vpermt2d	%zmm1, %zmm19, %zmm3
	vmovdqu64	%zmm3, (%rbx)
	vpaddq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm2
	addq	$512, %rbx
	addq	$-32, %rbp
	jne	.LBB0_42
	cmpq	-64(%rsp), %rax
	movq	-112(%rsp), %r8
	movl	$3449720151, %r12d
	vmovdqa64	%zmm30, %zmm1
	vmovss	.LCPI0_11(%rip), %xmm27
	vmovdqu64	1408(%rsp), %zmm22
	vmovdqa64	%ymm17, %ymm15
	vbroadcastss	.LCPI0_11(%rip), %zmm30
	vmovd	.LCPI0_12(%rip), %xmm16
	vmovss	.LCPI0_17(%rip), %xmm6
	vmovd	.LCPI0_19(%rip), %xmm3
	vmovdqa64	.LCPI0_6(%rip), %zmm17
	movq	56(%rsp), %r14
	vmovdqu64	2048(%rsp), %zmm10
	vmovdqu64	1216(%rsp), %zmm13
	vmovdqu64	1152(%rsp), %zmm11
	vmovdqa64	%zmm0, %zmm2
	vmovdqa64	%zmm24, %zmm0
	vmovdqu64	1024(%rsp), %zmm24
	je	.LBB0_26
	movq	%rax, %r11
	vmovdqa64	%zmm26, %zmm25
	vmovdqa64	%ymm15, %ymm20
	vmovdqa64	%zmm21, %zmm7
	vmovdqa64	%zmm0, %zmm21
	movq	-64(%rsp), %rbx
	movq	%rbx, %rax
	testb	$24, 64(%rsp)
	je	.LBB0_48
.LBB0_45:
	movq	%rsi, %rdi
	vpbroadcastq	%rax, %zmm0
	vporq	.LCPI0_3(%rip), %zmm0, %zmm0
	movl	%r15d, %edx
	xorl	72(%rsp), %edx
	vpbroadcastq	%rdx, %zmm3
	vmovdqu64	%zmm3, 112(%rsp)
	movq	%rcx, %rsi
	xorl	80(%rsp), %ecx
	vpbroadcastq	%rcx, %zmm26
	movl	%eax, %edx
	shll	$4, %edx
	addq	%rsp, %rdx
	addq	$4616, %rdx
	movq	4160(%rsp), %rcx
	vmovdqu64	1280(%rsp), %zmm29
	vmovdqu64	1344(%rsp), %zmm15
	vpbroadcastq	.LCPI0_0(%rip), %zmm16
	vmovdqa64	%zmm11, %zmm19
	vmovdqa64	%zmm25, %zmm11
	vmovdqa64	%ymm20, %ymm25
	vmovdqa64	%zmm24, %zmm20
	vmovdqa64	%zmm28, %zmm24
	vmovdqa64	%zmm21, %zmm28
	vmovdqa64	%zmm22, %zmm21
	vmovdqu64	1984(%rsp), %zmm22
	vmovdqa64	%zmm10, %zmm27
	vmovdqu	912(%rsp), %ymm10
	.p2align	4
.LBB0_46:
	vpaddq	%zmm9, %zmm0, %zmm3
	vpmuludq	%zmm18, %zmm3, %zmm4
	vpternlogq	$150, %zmm14, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm23, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm4, %zmm7, %zmm4
	vpxorq	112(%rsp), %zmm5, %zmm5
	vpmuludq	%zmm18, %zmm5, %zmm5
	vpmuludq	%zmm23, %zmm4, %zmm4
	vpsrlq	$32, %zmm5, %zmm6
	vmovdqa64	%zmm7, %zmm12
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm13, %zmm3, %zmm7
	vpxorq	%zmm6, %zmm26, %zmm3
	vpmuludq	%zmm18, %zmm7, %zmm6
	vpmuludq	%zmm23, %zmm3, %zmm3
	vpsrlq	$32, %zmm6, %zmm7
	vpsrlq	$32, %zmm3, %zmm8
	vpternlogq	$150, %zmm2, %zmm5, %zmm7
	vpternlogq	$150, %zmm4, %zmm19, %zmm8
	vpmuludq	%zmm18, %zmm8, %zmm4
	vpmuludq	%zmm23, %zmm7, %zmm5
	vpsrlq	$32, %zmm4, %zmm7
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm22, %zmm3, %zmm8
	vpternlogq	$150, %zmm6, %zmm27, %zmm7
	vpmuludq	%zmm18, %zmm8, %zmm3
	vpmuludq	%zmm23, %zmm7, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm20, %zmm4, %zmm7
	vpternlogq	$150, %zmm5, %zmm28, %zmm8
	vpmuludq	%zmm18, %zmm8, %zmm4
	vpmuludq	%zmm23, %zmm7, %zmm5
	vpsrlq	$32, %zmm4, %zmm7
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm11, %zmm6, %zmm8
	vpternlogq	$150, %zmm3, %zmm21, %zmm7
	vpmuludq	%zmm18, %zmm8, %zmm3
	vpmuludq	%zmm23, %zmm7, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm24, %zmm4, %zmm7
	vpternlogq	$150, %zmm5, %zmm15, %zmm8
	vpmuludq	%zmm18, %zmm8, %zmm4
	vpmuludq	%zmm23, %zmm7, %zmm5
	vpsrlq	$32, %zmm4, %zmm7
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm29, %zmm6, %zmm8
	vpternlogq	$150, %zmm3, %zmm1, %zmm7
	vpmuludq	%zmm18, %zmm8, %zmm3
	vpmuludq	%zmm23, %zmm7, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vpmovqd	%zmm3, %ymm3
	vpsrlq	$32, %zmm6, %zmm8
	vpmovqd	%zmm6, %ymm6
	vpxorq	%zmm5, %zmm8, %zmm5
	vpmovqd	%zmm5, %ymm5
	vpxorq	%zmm4, %zmm7, %zmm4
	vmovdqa64	%zmm12, %zmm7
	vpmovqd	%zmm4, %ymm4
	vpxor	%ymm4, %ymm10, %ymm4
	vpxord	%ymm5, %ymm25, %ymm5
	vinserti64x4	$1, %ymm6, %zmm5, %zmm5
	vinserti64x4	$1, %ymm3, %zmm4, %zmm3
	vmovdqa64	%zmm5, %zmm4
	vpermt2d	%zmm3, %zmm17, %zmm4
	vpermt2d	%zmm3, %zmm31, %zmm5
	vmovdqu64	%zmm5, 64(%rdx)
	vmovdqu64	%zmm4, (%rdx)
	addq	$8, %rax
	vpaddq	%zmm16, %zmm0, %zmm0
	subq	$-128, %rdx
	cmpq	%rax, %rcx
	jne	.LBB0_46
	movq	%rcx, %rbx
	movq	-48(%rsp), %r11
	cmpq	%rcx, %r11
	movq	-112(%rsp), %r8
	movl	$3449720151, %r12d
	vmovd	.LCPI0_12(%rip), %xmm16
	vmovss	.LCPI0_17(%rip), %xmm6
	vmovd	.LCPI0_19(%rip), %xmm3
	movq	56(%rsp), %r14
	movq	%rsi, %rcx
	movq	%rdi, %rsi
	vmovss	.LCPI0_11(%rip), %xmm27
	je	.LBB0_26
.LBB0_48:
	xorq	72(%rsp), %r15
	xorq	80(%rsp), %rcx
	movl	%ebx, %ebp
	shll	$4, %ebp
	leaq	4628(%rsp), %rax
	addq	%rax, %rbp
	.p2align	4
.LBB0_25:
	leaq	(%rbx,%r14), %r13
	movl	%r13d, %eax
	imulq	%r10, %rax
	xorq	%r8, %r13
	xorq	%rax, %r13
	shrq	$32, %r13
	imulq	%r12, %r13
	movq	%r13, %rdx
	shrq	$32, %rdx
	xorl	%r15d, %edx
	xorl	%esi, %eax
	imulq	%r10, %rdx
	imulq	%r12, %rax
	movq	%r15, %rdi
	movq	%rax, %r15
	shrq	$32, %r15
	movq	%r11, %r9
	movq	%rsi, %r11
	movq	448(%rsp), %rsi
	xorl	%r15d, %esi
	movq	%rdx, %r15
	shrq	$32, %r15
	xorl	%esi, %r13d
	xorl	%ecx, %r15d
	imulq	%r10, %r13
	imulq	%r12, %r15
	movq	%r15, %rsi
	shrq	$32, %rsi
	xorl	768(%rsp), %eax
	xorl	%esi, %eax
	movq	%r13, %rsi
	shrq	$32, %rsi
	xorl	208(%rsp), %edx
	xorl	%esi, %edx
	imulq	%r10, %rax
	imulq	%r12, %rdx
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorl	336(%rsp), %r15d
	xorl	%esi, %r15d
	movq	%rax, %rsi
	xorl	2624(%rsp), %r13d
	shrq	$32, %rsi
	xorl	%esi, %r13d
	imulq	%r10, %r15
	imulq	%r12, %r13
	movq	%r13, %rsi
	shrq	$32, %rsi
	xorl	832(%rsp), %edx
	xorl	%esi, %edx
	movq	%r15, %rsi
	shrq	$32, %rsi
	xorl	704(%rsp), %eax
	xorl	%esi, %eax
	imulq	%r10, %rdx
	imulq	%r12, %rax
	movq	%rax, %rsi
	shrq	$32, %rsi
	xorl	2496(%rsp), %r13d
	xorl	%esi, %r13d
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorl	640(%rsp), %r15d
	xorl	%esi, %r15d
	imulq	%r10, %r13
	imulq	%r12, %r15
	movq	%r15, %rsi
	shrq	$32, %rsi
	xorl	2432(%rsp), %eax
	xorl	%esi, %eax
	movq	%r13, %rsi
	shrq	$32, %rsi
	xorl	576(%rsp), %edx
	xorl	%esi, %edx
	imulq	%r10, %rax
	imulq	%r12, %rdx
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorl	1920(%rsp), %r15d
	xorl	%esi, %r15d
	movq	%rax, %rsi
	shrq	$32, %rsi
	xorl	2560(%rsp), %r13d
	xorl	%esi, %r13d
	imulq	%r10, %r15
	imulq	%r12, %r13
	movq	%r13, %rsi
	shrq	$32, %rsi
	xorl	2944(%rsp), %edx
	xorl	%esi, %edx
	movq	%r15, %rsi
	shrq	$32, %rsi
	xorl	512(%rsp), %eax
	xorl	%esi, %eax
	movq	%r11, %rsi
	movq	%r9, %r11
	movl	%edx, -12(%rbp)
	movl	%r13d, -8(%rbp)
	movl	%eax, -4(%rbp)
	movl	%r15d, (%rbp)
	movq	%rdi, %r15
	incq	%rbx
	addq	$16, %rbp
	cmpq	%r9, %rbx
	jb	.LBB0_25
.LBB0_26:
	movq	48(%rsp), %r13
	cmpq	$14, %r13
	setb	%al
	orb	-121(%rsp), %al
	testb	$1, %al
	je	.LBB0_28
	xorl	%eax, %eax
	movq	-96(%rsp), %rbp
	movq	-120(%rsp), %r11
	movq	208(%rsp), %r12
	movq	336(%rsp), %rcx
	movl	$2143289344, %esi
	vmovd	.LCPI0_18(%rip), %xmm23
	vmovd	.LCPI0_20(%rip), %xmm24
	vmovd	.LCPI0_21(%rip), %xmm22
	vmovss	.LCPI0_22(%rip), %xmm30
	vmovd	.LCPI0_23(%rip), %xmm12
	vmovd	.LCPI0_24(%rip), %xmm9
	vmovd	.LCPI0_25(%rip), %xmm10
	vmovq	.LCPI0_26(%rip), %xmm13
	vmovq	.LCPI0_27(%rip), %xmm11
	vmovq	.LCPI0_28(%rip), %xmm14
	vmovq	.LCPI0_29(%rip), %xmm15
	vmovq	.LCPI0_30(%rip), %xmm7
	vmovq	.LCPI0_31(%rip), %xmm31
	vmovq	.LCPI0_46(%rip), %xmm25
	vmovaps	%xmm27, %xmm19
	vmovdqa64	%xmm3, %xmm20
	vmovq	.LCPI0_35(%rip), %xmm3
	vmovsd	.LCPI0_32(%rip), %xmm27
	vmovq	.LCPI0_36(%rip), %xmm28
	vmovq	.LCPI0_33(%rip), %xmm29
	vmovq	.LCPI0_37(%rip), %xmm21
	vmovdqa64	%xmm16, %xmm17
	vmovq	.LCPI0_47(%rip), %xmm8
	vmovq	.LCPI0_39(%rip), %xmm16
	movq	-80(%rsp), %r9
	movq	-104(%rsp), %r8
	movq	(%rsp), %r10
	movq	104(%rsp), %r14
	jmp	.LBB0_13
	.p2align	4
.LBB0_28:
	cmpq	$126, %r13
	movq	-120(%rsp), %r11
	movq	208(%rsp), %r12
	movq	336(%rsp), %rcx
	movl	$2143289344, %esi
	movq	-80(%rsp), %r9
	movq	(%rsp), %r10
	movq	104(%rsp), %r14
	jae	.LBB0_30
	xorl	%edx, %edx
	movq	-96(%rsp), %rbp
	movq	-104(%rsp), %r8
	vmovaps	%xmm27, %xmm19
	jmp	.LBB0_34
.LBB0_30:
	xorl	%edi, %edi
	movq	3072(%rsp), %rax
	.p2align	4
.LBB0_31:
	vmovdqu64	4616(%rsp,%rdi,8), %zmm0
	vmovdqu64	4680(%rsp,%rdi,8), %zmm4
	vmovdqu64	%zmm4, 3904(%rsp)
	vmovdqu64	4744(%rsp,%rdi,8), %zmm1
	vmovdqu64	4808(%rsp,%rdi,8), %zmm5
	vmovdqu64	%zmm5, 3840(%rsp)
	vmovdqu64	%zmm0, 1856(%rsp)
	vmovdqa64	.LCPI0_10(%rip), %zmm3
	vpermt2d	%zmm4, %zmm3, %zmm0
	vmovdqu64	%zmm1, 3968(%rsp)
	vpermt2d	%zmm5, %zmm3, %zmm1
	vmovdqu64	4936(%rsp,%rdi,8), %zmm5
	vmovdqu64	%zmm5, 3648(%rsp)
	vmovdqu64	4872(%rsp,%rdi,8), %zmm2
	vmovdqu64	%zmm2, 3776(%rsp)
	vmovdqu64	5064(%rsp,%rdi,8), %zmm6
	vmovdqu64	%zmm6, 3584(%rsp)
	vmovdqu64	5000(%rsp,%rdi,8), %zmm4
	vpermt2d	%zmm5, %zmm3, %zmm2
	vmovdqu64	%zmm4, 3712(%rsp)
	vpermt2d	%zmm6, %zmm3, %zmm4
	vpsrld	$9, %zmm0, %zmm0
	vpsrld	$9, %zmm1, %zmm1
	vpsrld	$9, %zmm2, %zmm2
	vpsrld	$9, %zmm4, %zmm4
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm4, %zmm4
	vaddps	%zmm30, %zmm0, %zmm5
	vaddps	%zmm30, %zmm1, %zmm1
	vaddps	%zmm30, %zmm2, %zmm2
	vaddps	%zmm30, %zmm4, %zmm0
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
	vmulpd	%zmm3, %zmm4, %zmm4
	vmulpd	%zmm3, %zmm5, %zmm5
	vmulpd	%zmm3, %zmm1, %zmm1
	vmulpd	%zmm3, %zmm6, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm2
	vmulpd	%zmm3, %zmm7, %zmm7
	vmulpd	%zmm3, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm8, %zmm16
	vbroadcastsd	.LCPI0_27(%rip), %zmm3
	vaddpd	%zmm3, %zmm5, %zmm15
	vaddpd	%zmm3, %zmm4, %zmm13
	vmovupd	%zmm13, 1600(%rsp)
	vaddpd	%zmm3, %zmm6, %zmm14
	vmovupd	%zmm14, 1664(%rsp)
	vaddpd	%zmm3, %zmm1, %zmm12
	vmovupd	%zmm12, 1728(%rsp)
	vaddpd	%zmm3, %zmm7, %zmm11
	vmovupd	%zmm11, 1792(%rsp)
	vaddpd	%zmm3, %zmm2, %zmm10
	vmovupd	%zmm10, 2880(%rsp)
	vaddpd	%zmm3, %zmm16, %zmm8
	vmovupd	%zmm8, 3456(%rsp)
	vaddpd	%zmm3, %zmm0, %zmm9
	vmovupd	%zmm9, 3520(%rsp)
	vbroadcastsd	.LCPI0_28(%rip), %zmm3
	vaddpd	%zmm3, %zmm13, %zmm17
	vaddpd	%zmm3, %zmm15, %zmm18
	vaddpd	%zmm3, %zmm12, %zmm19
	vaddpd	%zmm3, %zmm14, %zmm22
	vaddpd	%zmm3, %zmm10, %zmm23
	vaddpd	%zmm3, %zmm11, %zmm25
	vaddpd	%zmm3, %zmm9, %zmm28
	vaddpd	%zmm3, %zmm8, %zmm29
	vsubpd	%zmm18, %zmm5, %zmm5
	vsubpd	%zmm17, %zmm4, %zmm4
	vsubpd	%zmm22, %zmm6, %zmm17
	vsubpd	%zmm19, %zmm1, %zmm18
	vsubpd	%zmm25, %zmm7, %zmm22
	vsubpd	%zmm23, %zmm2, %zmm7
	vsubpd	%zmm29, %zmm16, %zmm9
	vsubpd	%zmm28, %zmm0, %zmm13
	vbroadcastsd	.LCPI0_29(%rip), %zmm21
	vmulpd	%zmm21, %zmm4, %zmm12
	vmulpd	%zmm21, %zmm5, %zmm10
	vmulpd	%zmm21, %zmm18, %zmm14
	vmulpd	%zmm21, %zmm17, %zmm11
	vmulpd	%zmm10, %zmm10, %zmm17
	vmulpd	%zmm12, %zmm12, %zmm18
	vmulpd	%zmm11, %zmm11, %zmm16
	vmulpd	%zmm14, %zmm14, %zmm19
	vbroadcastsd	.LCPI0_30(%rip), %zmm6
	vmulpd	%zmm6, %zmm18, %zmm23
	vmulpd	%zmm6, %zmm17, %zmm25
	vmulpd	%zmm6, %zmm16, %zmm28
	vbroadcastsd	.LCPI0_31(%rip), %zmm5
	vaddpd	%zmm5, %zmm25, %zmm25
	vaddpd	%zmm5, %zmm23, %zmm23
	vaddpd	%zmm5, %zmm28, %zmm28
	vmulpd	%zmm23, %zmm18, %zmm23
	vmulpd	%zmm25, %zmm17, %zmm25
	vmulpd	%zmm28, %zmm16, %zmm28
	vbroadcastsd	.LCPI0_32(%rip), %zmm2
	vaddpd	%zmm2, %zmm25, %zmm25
	vaddpd	%zmm2, %zmm23, %zmm23
	vaddpd	%zmm2, %zmm28, %zmm28
	vmulpd	%zmm23, %zmm18, %zmm23
	vmulpd	%zmm25, %zmm17, %zmm25
	vmulpd	%zmm28, %zmm16, %zmm28
	vbroadcastsd	.LCPI0_33(%rip), %zmm1
	vaddpd	%zmm1, %zmm25, %zmm25
	vaddpd	%zmm1, %zmm23, %zmm23
	vaddpd	%zmm1, %zmm28, %zmm28
	vmulpd	%zmm17, %zmm10, %zmm29
	vmulpd	%zmm25, %zmm29, %zmm25
	vmulpd	%zmm18, %zmm12, %zmm29
	vmulpd	%zmm23, %zmm29, %zmm29
	vmulpd	%zmm16, %zmm11, %zmm23
	vmulpd	%zmm28, %zmm23, %zmm28
	vmulpd	%zmm6, %zmm19, %zmm23
	vaddpd	%zmm5, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm19, %zmm23
	vaddpd	%zmm2, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm19, %zmm23
	vaddpd	%zmm1, %zmm23, %zmm23
	vmulpd	%zmm19, %zmm14, %zmm30
	vmulpd	%zmm23, %zmm30, %zmm30
	vmulpd	%zmm21, %zmm22, %zmm27
	vmulpd	%zmm27, %zmm27, %zmm23
	vmulpd	%zmm6, %zmm23, %zmm22
	vaddpd	%zmm5, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm23, %zmm22
	vaddpd	%zmm2, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm23, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm22
	vmulpd	%zmm23, %zmm27, %zmm31
	vmulpd	%zmm22, %zmm31, %zmm24
	vmulpd	%zmm21, %zmm7, %zmm26
	vmulpd	%zmm26, %zmm26, %zmm31
	vmulpd	%zmm6, %zmm31, %zmm7
	vaddpd	%zmm5, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm31, %zmm7
	vaddpd	%zmm2, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm31, %zmm7
	vaddpd	%zmm1, %zmm7, %zmm7
	vmulpd	%zmm31, %zmm26, %zmm22
	vmulpd	%zmm7, %zmm22, %zmm8
	vmulpd	%zmm21, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm0, %zmm3
	vmulpd	%zmm6, %zmm3, %zmm7
	vaddpd	%zmm5, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm3, %zmm7
	vaddpd	%zmm2, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm3, %zmm7
	vaddpd	%zmm1, %zmm7, %zmm7
	vmulpd	%zmm3, %zmm0, %zmm22
	vmulpd	%zmm7, %zmm22, %zmm4
	vmulpd	%zmm21, %zmm13, %zmm9
	vmulpd	%zmm9, %zmm9, %zmm22
	vmulpd	%zmm6, %zmm22, %zmm7
	vaddpd	%zmm5, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm22, %zmm7
	vaddpd	%zmm2, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm22, %zmm7
	vaddpd	%zmm1, %zmm7, %zmm7
	vmulpd	%zmm22, %zmm9, %zmm21
	vmulpd	%zmm7, %zmm21, %zmm21
	vaddpd	%zmm25, %zmm10, %zmm7
	vaddpd	%zmm29, %zmm12, %zmm29
	vaddpd	%zmm28, %zmm11, %zmm28
	vaddpd	%zmm30, %zmm14, %zmm13
	vaddpd	%zmm24, %zmm27, %zmm12
	vaddpd	%zmm8, %zmm26, %zmm11
	vaddpd	%zmm4, %zmm0, %zmm10
	vaddpd	%zmm21, %zmm9, %zmm0
	vmovupd	%zmm0, 112(%rsp)
	vbroadcastsd	.LCPI0_34(%rip), %zmm5
	vmulpd	%zmm5, %zmm17, %zmm0
	vbroadcastsd	.LCPI0_35(%rip), %zmm1
	vsubpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm17, %zmm0
	vbroadcastsd	.LCPI0_36(%rip), %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm17, %zmm0
	vbroadcastsd	.LCPI0_37(%rip), %zmm6
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm17, %zmm17, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm30
	vmulpd	%zmm5, %zmm18, %zmm0
	vsubpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm18, %zmm0
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm18, %zmm0
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm18, %zmm18, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm5, %zmm16, %zmm2
	vsubpd	%zmm2, %zmm1, %zmm2
	vmulpd	%zmm2, %zmm16, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm16, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm16, %zmm16, %zmm8
	vmulpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm5, %zmm19, %zmm8
	vsubpd	%zmm8, %zmm1, %zmm8
	vmulpd	%zmm8, %zmm19, %zmm8
	vaddpd	%zmm4, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm19, %zmm8
	vaddpd	%zmm6, %zmm8, %zmm8
	vmulpd	%zmm19, %zmm19, %zmm9
	vmulpd	%zmm8, %zmm9, %zmm8
	vmulpd	%zmm5, %zmm23, %zmm9
	vsubpd	%zmm9, %zmm1, %zmm9
	vmulpd	%zmm9, %zmm23, %zmm9
	vaddpd	%zmm4, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm23, %zmm9
	vaddpd	%zmm6, %zmm9, %zmm9
	vmulpd	%zmm23, %zmm23, %zmm21
	vmulpd	%zmm9, %zmm21, %zmm9
	vmulpd	%zmm5, %zmm31, %zmm21
	vsubpd	%zmm21, %zmm1, %zmm21
	vmulpd	%zmm21, %zmm31, %zmm21
	vaddpd	%zmm4, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm31, %zmm21
	vaddpd	%zmm6, %zmm21, %zmm21
	vmulpd	%zmm31, %zmm31, %zmm25
	vmulpd	%zmm21, %zmm25, %zmm21
	vmulpd	%zmm5, %zmm3, %zmm25
	vsubpd	%zmm25, %zmm1, %zmm25
	vmulpd	%zmm25, %zmm3, %zmm25
	vaddpd	%zmm4, %zmm25, %zmm25
	vmulpd	%zmm25, %zmm3, %zmm25
	vaddpd	%zmm6, %zmm25, %zmm25
	vmulpd	%zmm3, %zmm3, %zmm26
	vmulpd	%zmm25, %zmm26, %zmm26
	vmulpd	%zmm5, %zmm22, %zmm25
	vsubpd	%zmm25, %zmm1, %zmm25
	vmulpd	%zmm25, %zmm22, %zmm25
	vaddpd	%zmm4, %zmm25, %zmm25
	vmulpd	%zmm25, %zmm22, %zmm25
	vaddpd	%zmm6, %zmm25, %zmm25
	vmulpd	%zmm22, %zmm22, %zmm27
	vmulpd	%zmm25, %zmm27, %zmm27
	vbroadcastsd	.LCPI0_38(%rip), %zmm5
	vmulpd	%zmm5, %zmm18, %zmm18
	vbroadcastsd	.LCPI0_39(%rip), %zmm4
	vsubpd	%zmm18, %zmm4, %zmm18
	vaddpd	%zmm0, %zmm18, %zmm25
	vmulpd	%zmm5, %zmm17, %zmm0
	vsubpd	%zmm0, %zmm4, %zmm0
	vaddpd	%zmm30, %zmm0, %zmm0
	vmulpd	%zmm5, %zmm19, %zmm17
	vsubpd	%zmm17, %zmm4, %zmm17
	vaddpd	%zmm8, %zmm17, %zmm18
	vmulpd	%zmm5, %zmm16, %zmm8
	vsubpd	%zmm8, %zmm4, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm30
	vmulpd	%zmm5, %zmm31, %zmm2
	vsubpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm21, %zmm2, %zmm17
	vmulpd	%zmm5, %zmm23, %zmm2
	vsubpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm19
	vmulpd	%zmm5, %zmm22, %zmm2
	vsubpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm27, %zmm2, %zmm1
	vmovupd	%zmm1, 1536(%rsp)
	vmulpd	%zmm5, %zmm3, %zmm1
	vsubpd	%zmm1, %zmm4, %zmm1
	vaddpd	%zmm26, %zmm1, %zmm31
	vpbroadcastq	.LCPI0_41(%rip), %zmm21
	vptestnmq	%zmm21, %zmm15, %k1
	vpbroadcastq	.LCPI0_42(%rip), %zmm1
	vptestnmq	%zmm1, %zmm15, %k2
	vbroadcastsd	.LCPI0_40(%rip), %zmm3
	vxorpd	%zmm3, %zmm7, %zmm2
	vxorpd	%zmm3, %zmm0, %zmm16
	vblendmpd	%zmm7, %zmm2, %zmm4 {%k2}
	vmovupd	%zmm4, 1472(%rsp)
	vmovapd	%zmm7, %zmm4
	vmovapd	%zmm0, %zmm16 {%k2}
	vmovapd	%zmm2, %zmm4 {%k2}
	vmovdqu64	1600(%rsp), %zmm20
	vptestnmq	%zmm1, %zmm20, %k2
	vxorpd	%zmm3, %zmm25, %zmm0
	vmovapd	%zmm25, %zmm0 {%k2}
	vxorpd	%zmm3, %zmm29, %zmm2
	vblendmpd	%zmm29, %zmm2, %zmm22 {%k2}
	vmovapd	%zmm2, %zmm29 {%k2}
	vmovdqu64	1664(%rsp), %zmm15
	vptestnmq	%zmm1, %zmm15, %k2
	vxorpd	%zmm3, %zmm30, %zmm2
	vmovapd	%zmm30, %zmm2 {%k2}
	vxorpd	%zmm3, %zmm28, %zmm9
	vblendmpd	%zmm28, %zmm9, %zmm24 {%k2}
	vmovapd	%zmm9, %zmm28 {%k2}
	vmovdqu64	1728(%rsp), %zmm14
	vptestnmq	%zmm1, %zmm14, %k2
	vxorpd	%zmm3, %zmm18, %zmm9
	vmovapd	%zmm18, %zmm9 {%k2}
	vxorpd	%zmm3, %zmm13, %zmm18
	vblendmpd	%zmm13, %zmm18, %zmm23 {%k2}
	vmovapd	%zmm18, %zmm13 {%k2}
	vmovdqu64	1792(%rsp), %zmm6
	vptestnmq	%zmm1, %zmm6, %k2
	vxorpd	%zmm3, %zmm19, %zmm18
	vmovapd	%zmm19, %zmm18 {%k2}
	vxorpd	%zmm3, %zmm12, %zmm19
	vblendmpd	%zmm12, %zmm19, %zmm25 {%k2}
	vmovapd	%zmm19, %zmm12 {%k2}
	vmovdqu64	2880(%rsp), %zmm5
	vptestnmq	%zmm1, %zmm5, %k2
	vxorpd	%zmm3, %zmm17, %zmm19
	vmovapd	%zmm17, %zmm19 {%k2}
	vxorpd	%zmm3, %zmm11, %zmm17
	vblendmpd	%zmm11, %zmm17, %zmm26 {%k2}
	vmovapd	%zmm17, %zmm11 {%k2}
	vmovdqu64	3456(%rsp), %zmm8
	vptestnmq	%zmm1, %zmm8, %k2
	vxorpd	%zmm3, %zmm10, %zmm17
	vxorpd	%zmm3, %zmm31, %zmm27
	vblendmpd	%zmm10, %zmm17, %zmm30 {%k2}
	vmovapd	%zmm31, %zmm27 {%k2}
	vmovapd	%zmm17, %zmm10 {%k2}
	vmovdqu64	3520(%rsp), %zmm31
	vptestnmq	%zmm1, %zmm31, %k2
	vmovupd	1536(%rsp), %zmm1
	vxorpd	%zmm3, %zmm1, %zmm17
	vmovapd	%zmm1, %zmm17 {%k2}
	vmovupd	112(%rsp), %zmm7
	vxorpd	%zmm3, %zmm7, %zmm1
	vblendmpd	%zmm7, %zmm1, %zmm3 {%k2}
	vmovapd	%zmm1, %zmm7 {%k2}
	vptestnmq	%zmm21, %zmm20, %k2
	vblendmpd	%zmm22, %zmm0, %zmm1 {%k2}
	vmovupd	%zmm1, 1536(%rsp)
	vmovapd	%zmm0, %zmm29 {%k2}
	vmovupd	%zmm29, 1600(%rsp)
	vptestnmq	%zmm21, %zmm15, %k2
	vblendmpd	1472(%rsp), %zmm16, %zmm0 {%k1}
	vmovupd	%zmm0, 3392(%rsp)
	vmovapd	%zmm16, %zmm4 {%k1}
	vmovupd	%zmm4, 1664(%rsp)
	vptestnmq	%zmm21, %zmm14, %k1
	vblendmpd	%zmm23, %zmm9, %zmm0 {%k1}
	vmovupd	%zmm0, 1472(%rsp)
	vmovapd	%zmm9, %zmm13 {%k1}
	vmovupd	%zmm13, 1728(%rsp)
	vptestnmq	%zmm21, %zmm6, %k1
	vblendmpd	%zmm24, %zmm2, %zmm24 {%k2}
	vmovapd	%zmm2, %zmm28 {%k2}
	vmovupd	%zmm28, 1792(%rsp)
	vptestnmq	%zmm21, %zmm5, %k2
	vblendmpd	%zmm26, %zmm19, %zmm0 {%k2}
	vmovupd	%zmm0, 3328(%rsp)
	vblendmpd	%zmm25, %zmm18, %zmm0 {%k1}
	vmovupd	%zmm0, 1088(%rsp)
	vmovapd	%zmm19, %zmm11 {%k2}
	vmovupd	%zmm11, 2880(%rsp)
	vmovapd	%zmm18, %zmm12 {%k1}
	vmovapd	%zmm12, %zmm29
	vptestnmq	%zmm21, %zmm31, %k1
	vblendmpd	%zmm3, %zmm17, %zmm9 {%k1}
	vmovapd	%zmm17, %zmm7 {%k1}
	vmovupd	%zmm7, 112(%rsp)
	vptestnmq	%zmm21, %zmm8, %k1
	vblendmpd	%zmm30, %zmm27, %zmm8 {%k1}
	vmovapd	%zmm27, %zmm10 {%k1}
	vmovapd	%zmm10, %zmm28
	vmovdqa64	.LCPI0_9(%rip), %zmm0
	vmovdqu64	1856(%rsp), %zmm1
	vpermt2d	3904(%rsp), %zmm0, %zmm1
	vmovdqu64	3968(%rsp), %zmm2
	vpermt2d	3840(%rsp), %zmm0, %zmm2
	vmovdqu64	3776(%rsp), %zmm3
	vpermt2d	3648(%rsp), %zmm0, %zmm3
	vmovdqu64	3712(%rsp), %zmm4
	vpermt2d	3584(%rsp), %zmm0, %zmm4
	vpsrld	$9, %zmm1, %zmm0
	vpsrld	$9, %zmm2, %zmm2
	vpsrld	$9, %zmm3, %zmm15
	vpsrld	$9, %zmm4, %zmm16
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm15, %zmm15
	vcvtdq2ps	%zmm16, %zmm16
	vaddps	.LCPI0_11(%rip){1to16}, %zmm0, %zmm0
	vaddps	.LCPI0_11(%rip){1to16}, %zmm2, %zmm2
	vaddps	.LCPI0_11(%rip){1to16}, %zmm15, %zmm15
	vaddps	.LCPI0_11(%rip){1to16}, %zmm16, %zmm16
	vbroadcastss	.LCPI0_12(%rip), %zmm1
	vmulps	%zmm1, %zmm0, %zmm0
	vmulps	%zmm1, %zmm2, %zmm2
	vmulps	%zmm1, %zmm15, %zmm15
	vmulps	%zmm1, %zmm16, %zmm16
	vpbroadcastd	.LCPI0_13(%rip), %zmm1
	vpaddd	%zmm1, %zmm0, %zmm22
	vpaddd	%zmm1, %zmm2, %zmm21
	vpaddd	%zmm1, %zmm15, %zmm20
	vpaddd	%zmm1, %zmm16, %zmm15
	vpbroadcastd	.LCPI0_15(%rip), %zmm1
	vpandd	%zmm1, %zmm22, %zmm0
	vpandd	%zmm1, %zmm21, %zmm2
	vpandd	%zmm1, %zmm20, %zmm16
	vpandd	%zmm1, %zmm15, %zmm17
	vpbroadcastd	.LCPI0_16(%rip), %zmm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vpaddd	%zmm1, %zmm2, %zmm2
	vpaddd	%zmm1, %zmm16, %zmm18
	vpaddd	%zmm1, %zmm17, %zmm19
	vbroadcastss	.LCPI0_17(%rip), %zmm1
	vaddps	%zmm1, %zmm0, %zmm16
	vaddps	%zmm1, %zmm2, %zmm17
	vaddps	%zmm1, %zmm18, %zmm18
	vaddps	%zmm1, %zmm19, %zmm19
	vbroadcastss	.LCPI0_18(%rip), %zmm3
	vaddps	%zmm3, %zmm16, %zmm0
	vaddps	%zmm3, %zmm17, %zmm2
	vdivps	%zmm0, %zmm16, %zmm5
	vdivps	%zmm2, %zmm17, %zmm7
	vaddps	%zmm3, %zmm18, %zmm23
	vdivps	%zmm23, %zmm18, %zmm23
	vmulps	%zmm5, %zmm5, %zmm25
	vmulps	%zmm7, %zmm7, %zmm26
	vmulps	%zmm23, %zmm23, %zmm27
	vmulps	%zmm25, %zmm25, %zmm30
	vbroadcastss	.LCPI0_19(%rip), %zmm4
	vmulps	%zmm4, %zmm30, %zmm31
	vbroadcastss	.LCPI0_20(%rip), %zmm6
	vaddps	%zmm6, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vbroadcastss	.LCPI0_21(%rip), %zmm1
	vmulps	%zmm1, %zmm30, %zmm30
	vbroadcastss	.LCPI0_22(%rip), %zmm2
	vaddps	%zmm2, %zmm30, %zmm30
	vmulps	%zmm30, %zmm25, %zmm25
	vmulps	%zmm26, %zmm26, %zmm30
	vaddps	%zmm31, %zmm25, %zmm25
	vmulps	%zmm4, %zmm30, %zmm31
	vaddps	%zmm6, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vmulps	%zmm1, %zmm30, %zmm30
	vaddps	%zmm2, %zmm30, %zmm30
	vmulps	%zmm30, %zmm26, %zmm26
	vmulps	%zmm27, %zmm27, %zmm30
	vaddps	%zmm31, %zmm26, %zmm26
	vmulps	%zmm4, %zmm30, %zmm31
	vaddps	%zmm6, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vmulps	%zmm1, %zmm30, %zmm30
	vaddps	%zmm2, %zmm30, %zmm30
	vmulps	%zmm30, %zmm27, %zmm27
	vaddps	%zmm3, %zmm19, %zmm30
	vdivps	%zmm30, %zmm19, %zmm30
	vaddps	%zmm31, %zmm27, %zmm27
	vmulps	%zmm30, %zmm30, %zmm31
	vmulps	%zmm31, %zmm31, %zmm0
	vmulps	%zmm4, %zmm0, %zmm14
	vaddps	%zmm6, %zmm14, %zmm14
	vmulps	%zmm14, %zmm0, %zmm14
	vmulps	%zmm1, %zmm0, %zmm0
	vaddps	%zmm2, %zmm0, %zmm0
	vmulps	%zmm0, %zmm31, %zmm0
	vaddps	%zmm14, %zmm0, %zmm0
	vmulps	.LCPI0_11(%rip){1to16}, %zmm16, %zmm14
	vmulps	%zmm14, %zmm16, %zmm14
	vaddps	%zmm25, %zmm14, %zmm25
	vmulps	%zmm25, %zmm5, %zmm1
	vmulps	.LCPI0_11(%rip){1to16}, %zmm17, %zmm25
	vmulps	%zmm25, %zmm17, %zmm25
	vaddps	%zmm26, %zmm25, %zmm26
	vmulps	%zmm26, %zmm7, %zmm2
	vmulps	.LCPI0_11(%rip){1to16}, %zmm18, %zmm26
	vmulps	%zmm26, %zmm18, %zmm26
	vaddps	%zmm27, %zmm26, %zmm27
	vmulps	%zmm27, %zmm23, %zmm23
	vmulps	.LCPI0_11(%rip){1to16}, %zmm19, %zmm27
	vmulps	%zmm27, %zmm19, %zmm27
	vaddps	%zmm0, %zmm27, %zmm0
	vmulps	%zmm0, %zmm30, %zmm0
	vpsrld	$23, %zmm22, %zmm22
	vpbroadcastd	.LCPI0_14(%rip), %zmm3
	vpaddd	%zmm3, %zmm22, %zmm22
	vcvtdq2ps	%zmm22, %zmm22
	vbroadcastss	.LCPI0_23(%rip), %zmm4
	vmulps	%zmm4, %zmm22, %zmm30
	vaddps	%zmm1, %zmm30, %zmm1
	vpsrld	$23, %zmm21, %zmm21
	vpaddd	%zmm3, %zmm21, %zmm21
	vcvtdq2ps	%zmm21, %zmm21
	vmulps	%zmm4, %zmm21, %zmm30
	vaddps	%zmm2, %zmm30, %zmm2
	vpsrld	$23, %zmm20, %zmm20
	vpaddd	%zmm3, %zmm20, %zmm20
	vcvtdq2ps	%zmm20, %zmm20
	vmulps	%zmm4, %zmm20, %zmm30
	vaddps	%zmm23, %zmm30, %zmm23
	vpsrld	$23, %zmm15, %zmm15
	vpaddd	%zmm3, %zmm15, %zmm15
	vcvtdq2ps	%zmm15, %zmm15
	vmulps	%zmm4, %zmm15, %zmm30
	vaddps	%zmm0, %zmm30, %zmm0
	vsubps	%zmm14, %zmm1, %zmm1
	vsubps	%zmm25, %zmm2, %zmm2
	vsubps	%zmm26, %zmm23, %zmm14
	vbroadcastss	.LCPI0_11(%rip), %zmm30
	vsubps	%zmm27, %zmm0, %zmm0
	vaddps	%zmm1, %zmm16, %zmm1
	vaddps	%zmm2, %zmm17, %zmm2
	vmovaps	.LCPI0_44(%rip), %zmm17
	vaddps	%zmm14, %zmm18, %zmm14
	vmovaps	.LCPI0_43(%rip), %zmm18
	vaddps	%zmm0, %zmm19, %zmm0
	vbroadcastss	.LCPI0_24(%rip), %zmm3
	vmulps	%zmm3, %zmm22, %zmm16
	vaddps	%zmm1, %zmm16, %zmm1
	vmulps	%zmm3, %zmm21, %zmm16
	vaddps	%zmm2, %zmm16, %zmm2
	vmulps	%zmm3, %zmm20, %zmm16
	vaddps	%zmm14, %zmm16, %zmm14
	vmulps	%zmm3, %zmm15, %zmm15
	vaddps	%zmm0, %zmm15, %zmm0
	vcvtpd2ps	3392(%rsp), %ymm13
	vcvtpd2ps	1536(%rsp), %ymm15
	vcvtpd2ps	%zmm24, %ymm11
	vinsertf64x4	$1, %ymm15, %zmm13, %zmm13
	vcvtpd2ps	1472(%rsp), %ymm15
	vinsertf64x4	$1, %ymm15, %zmm11, %zmm11
	vcvtpd2ps	1088(%rsp), %ymm12
	vcvtpd2ps	3328(%rsp), %ymm10
	vcvtpd2ps	%zmm8, %ymm8
	vcvtpd2ps	%zmm9, %ymm9
	vinsertf64x4	$1, %ymm10, %zmm12, %zmm10
	vinsertf64x4	$1, %ymm9, %zmm8, %zmm8
	vcvtpd2ps	1664(%rsp), %ymm7
	vcvtpd2ps	1600(%rsp), %ymm6
	vinsertf64x4	$1, %ymm6, %zmm7, %zmm6
	vcvtpd2ps	1792(%rsp), %ymm5
	vcvtpd2ps	1728(%rsp), %ymm4
	vinsertf64x4	$1, %ymm4, %zmm5, %zmm4
	vcvtpd2ps	%zmm29, %ymm5
	vcvtpd2ps	2880(%rsp), %ymm3
	vcvtpd2ps	%zmm28, %ymm7
	vinsertf64x4	$1, %ymm3, %zmm5, %zmm3
	vcvtpd2ps	112(%rsp), %ymm5
	vinsertf64x4	$1, %ymm5, %zmm7, %zmm5
	vbroadcastss	.LCPI0_25(%rip), %zmm9
	vmulps	%zmm9, %zmm1, %zmm1
	vmulps	%zmm9, %zmm2, %zmm2
	vsqrtps	%zmm1, %zmm1
	vsqrtps	%zmm2, %zmm2
	vmulps	%zmm6, %zmm1, %zmm6
	vmulps	%zmm13, %zmm1, %zmm1
	vmulps	%zmm4, %zmm2, %zmm4
	vmulps	%zmm11, %zmm2, %zmm2
	vmulps	%zmm9, %zmm14, %zmm7
	vmulps	%zmm9, %zmm0, %zmm0
	vsqrtps	%zmm7, %zmm7
	vsqrtps	%zmm0, %zmm0
	vmulps	%zmm3, %zmm7, %zmm3
	vmulps	%zmm10, %zmm7, %zmm7
	vmulps	%zmm5, %zmm0, %zmm5
	vmulps	%zmm8, %zmm0, %zmm0
	vmovaps	%zmm6, %zmm8
	vpermt2ps	%zmm1, %zmm18, %zmm8
	vpermt2ps	%zmm1, %zmm17, %zmm6
	vmovups	%zmm6, 4616(%rsp,%rdi,8)
	vmovups	%zmm8, 4680(%rsp,%rdi,8)
	vmovaps	%zmm4, %zmm1
	vpermt2ps	%zmm2, %zmm18, %zmm1
	vpermt2ps	%zmm2, %zmm17, %zmm4
	vmovups	%zmm4, 4744(%rsp,%rdi,8)
	vmovups	%zmm1, 4808(%rsp,%rdi,8)
	vmovaps	%zmm3, %zmm1
	vpermt2ps	%zmm7, %zmm18, %zmm1
	vpermt2ps	%zmm7, %zmm17, %zmm3
	vmovups	%zmm3, 4872(%rsp,%rdi,8)
	vmovups	%zmm1, 4936(%rsp,%rdi,8)
	vmovaps	%zmm5, %zmm1
	vpermt2ps	%zmm0, %zmm18, %zmm1
	vpermt2ps	%zmm0, %zmm17, %zmm5
	vmovups	%zmm5, 5000(%rsp,%rdi,8)
	vmovups	%zmm1, 5064(%rsp,%rdi,8)
	addq	$64, %rdi
	cmpq	%rdi, %rax
	jne	.LBB0_31
	cmpq	%rax, -56(%rsp)
	movq	-96(%rsp), %rbp
	vmovss	.LCPI0_11(%rip), %xmm19
	vmovd	.LCPI0_12(%rip), %xmm17
	vmovss	.LCPI0_17(%rip), %xmm6
	vmovd	.LCPI0_18(%rip), %xmm23
	vmovd	.LCPI0_19(%rip), %xmm20
	vmovd	.LCPI0_20(%rip), %xmm24
	vmovd	.LCPI0_21(%rip), %xmm22
	vmovss	.LCPI0_22(%rip), %xmm30
	vmovd	.LCPI0_23(%rip), %xmm12
	vmovd	.LCPI0_24(%rip), %xmm9
	vmovd	.LCPI0_25(%rip), %xmm10
	vmovq	.LCPI0_26(%rip), %xmm13
	vmovq	.LCPI0_27(%rip), %xmm11
	vmovq	.LCPI0_28(%rip), %xmm14
	vmovq	.LCPI0_29(%rip), %xmm15
	vmovq	.LCPI0_30(%rip), %xmm7
	vmovq	.LCPI0_31(%rip), %xmm31
	vmovq	.LCPI0_46(%rip), %xmm25
	vmovq	.LCPI0_35(%rip), %xmm3
	vmovsd	.LCPI0_32(%rip), %xmm27
	vmovq	.LCPI0_36(%rip), %xmm28
	vmovq	.LCPI0_33(%rip), %xmm29
	vmovq	.LCPI0_37(%rip), %xmm21
	vmovq	.LCPI0_47(%rip), %xmm8
	vmovq	.LCPI0_39(%rip), %xmm16
	vpbroadcastq	.LCPI0_4(%rip), %zmm18
	movq	-104(%rsp), %r8
	je	.LBB0_14
	movq	3072(%rsp), %rdx
	movq	192(%rsp), %rax
	testb	$56, -56(%rsp)
	je	.LBB0_13
.LBB0_34:
	vmovdqa	.LCPI0_45(%rip), %ymm6
	vmovdqa64	%zmm6, %zmm20
	vbroadcastss	.LCPI0_12(%rip), %ymm7
	vbroadcastss	.LCPI0_22(%rip), %ymm21
	vbroadcastss	.LCPI0_23(%rip), %ymm22
	vbroadcastss	.LCPI0_24(%rip), %ymm24
	vbroadcastss	.LCPI0_25(%rip), %ymm25
	vbroadcastsd	.LCPI0_26(%rip), %zmm27
	vbroadcastsd	.LCPI0_27(%rip), %zmm28
	vbroadcastsd	.LCPI0_28(%rip), %zmm29
	vbroadcastsd	.LCPI0_29(%rip), %zmm30
	vbroadcastsd	.LCPI0_30(%rip), %zmm31
	vbroadcastsd	.LCPI0_31(%rip), %zmm23
	vbroadcastsd	.LCPI0_32(%rip), %zmm15
	vmovaps	.LCPI0_44(%rip), %zmm18
	vbroadcastsd	.LCPI0_33(%rip), %zmm17
	vbroadcastsd	.LCPI0_46(%rip), %zmm26
	vbroadcastsd	.LCPI0_35(%rip), %zmm6
	vbroadcastsd	.LCPI0_36(%rip), %zmm8
	vbroadcastsd	.LCPI0_37(%rip), %zmm9
	vbroadcastsd	.LCPI0_47(%rip), %zmm10
	vbroadcastsd	.LCPI0_39(%rip), %zmm11
	vbroadcastsd	.LCPI0_40(%rip), %zmm12
	vpbroadcastq	.LCPI0_41(%rip), %zmm13
	vpbroadcastq	.LCPI0_42(%rip), %zmm14
	movq	4288(%rsp), %rdi
	vbroadcastss	.LCPI0_11(%rip), %ymm16
	.p2align	4
.LBB0_35:
	vmovdqu64	4616(%rsp,%rdx,8), %zmm0
	vpmovqd	%zmm0, %ymm0
	vpsrld	$9, %ymm0, %ymm0
	vcvtdq2ps	%ymm0, %ymm0
	vaddps	%ymm16, %ymm0, %ymm0
	vmulps	%ymm7, %ymm0, %ymm0
	vpaddd	.LCPI0_13(%rip){1to8}, %ymm0, %ymm0
	vpandd	.LCPI0_15(%rip){1to8}, %ymm0, %ymm1
	vpaddd	.LCPI0_16(%rip){1to8}, %ymm1, %ymm1
	vaddps	.LCPI0_17(%rip){1to8}, %ymm1, %ymm1
	vaddps	.LCPI0_18(%rip){1to8}, %ymm1, %ymm2
	vdivps	%ymm2, %ymm1, %ymm2
	vmulps	%ymm2, %ymm2, %ymm3
	vmulps	%ymm3, %ymm3, %ymm4
	vmulps	.LCPI0_19(%rip){1to8}, %ymm4, %ymm5
	vaddps	.LCPI0_20(%rip){1to8}, %ymm5, %ymm5
	vmulps	%ymm5, %ymm4, %ymm5
	vmulps	.LCPI0_21(%rip){1to8}, %ymm4, %ymm4
	vaddps	%ymm21, %ymm4, %ymm4
	vmulps	%ymm4, %ymm3, %ymm3
	vpermd	4616(%rsp,%rdx,8), %zmm20, %zmm4
	vpsrld	$9, %ymm4, %ymm4
	vcvtdq2ps	%ymm4, %ymm4
	vaddps	%ymm16, %ymm4, %ymm4
	vmulps	%ymm7, %ymm4, %ymm4
	vpsrld	$23, %ymm0, %ymm0
	vpaddd	.LCPI0_14(%rip){1to8}, %ymm0, %ymm0
	vaddps	%ymm5, %ymm3, %ymm3
	vmulps	%ymm16, %ymm1, %ymm5
	vmulps	%ymm5, %ymm1, %ymm5
	vcvtdq2ps	%ymm0, %ymm0
	vaddps	%ymm3, %ymm5, %ymm3
	vmulps	%ymm3, %ymm2, %ymm2
	vmulps	%ymm22, %ymm0, %ymm3
	vaddps	%ymm2, %ymm3, %ymm2
	vsubps	%ymm5, %ymm2, %ymm2
	vaddps	%ymm2, %ymm1, %ymm1
	vmulps	%ymm24, %ymm0, %ymm0
	vaddps	%ymm1, %ymm0, %ymm0
	vcvtps2pd	%ymm4, %zmm1
	vmulpd	%zmm27, %zmm1, %zmm1
	vaddpd	%zmm28, %zmm1, %zmm2
	vaddpd	%zmm29, %zmm2, %zmm3
	vsubpd	%zmm3, %zmm1, %zmm1
	vmulpd	%zmm30, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm3
	vmulpd	%zmm31, %zmm3, %zmm4
	vaddpd	%zmm23, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm15, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm17, %zmm4, %zmm4
	vmulpd	%zmm3, %zmm1, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm26, %zmm3, %zmm4
	vaddpd	%zmm6, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm9, %zmm4, %zmm4
	vmulpd	%zmm3, %zmm3, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm10, %zmm3, %zmm3
	vaddpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vxorpd	%zmm12, %zmm1, %zmm4
	vxorpd	%zmm12, %zmm3, %zmm5
	vptestnmq	%zmm13, %zmm2, %k1
	vptestnmq	%zmm14, %zmm2, %k2
	vblendmpd	%zmm1, %zmm4, %zmm2 {%k2}
	vmovapd	%zmm3, %zmm5 {%k2}
	vmovapd	%zmm4, %zmm1 {%k2}
	vblendmpd	%zmm2, %zmm5, %zmm2 {%k1}
	vmovapd	%zmm5, %zmm1 {%k1}
	vmulps	%ymm25, %ymm0, %ymm0
	vsqrtps	%ymm0, %ymm0
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm1, %ymm1
	vmulps	%ymm1, %ymm0, %ymm1
	vmulps	%ymm2, %ymm0, %ymm0
	vpermt2ps	%zmm0, %zmm18, %zmm1
	vmovups	%zmm1, 4616(%rsp,%rdx,8)
	addq	$8, %rdx
	cmpq	%rdx, %rdi
	jne	.LBB0_35
	movq	4224(%rsp), %rax
	cmpq	%rdi, -56(%rsp)
	vmovd	.LCPI0_19(%rip), %xmm20
	vmovd	.LCPI0_20(%rip), %xmm24
	vmovd	.LCPI0_21(%rip), %xmm22
	vmovss	.LCPI0_22(%rip), %xmm30
	vmovd	.LCPI0_23(%rip), %xmm12
	vmovd	.LCPI0_24(%rip), %xmm9
	vmovd	.LCPI0_25(%rip), %xmm10
	vmovq	.LCPI0_26(%rip), %xmm13
	vmovq	.LCPI0_27(%rip), %xmm11
	vmovq	.LCPI0_28(%rip), %xmm14
	vmovq	.LCPI0_29(%rip), %xmm15
	vmovq	.LCPI0_30(%rip), %xmm7
	vmovq	.LCPI0_31(%rip), %xmm31
	vmovq	.LCPI0_46(%rip), %xmm25
	vmovq	.LCPI0_35(%rip), %xmm3
	vmovsd	.LCPI0_32(%rip), %xmm27
	vmovq	.LCPI0_36(%rip), %xmm28
	vmovq	.LCPI0_33(%rip), %xmm29
	vmovq	.LCPI0_37(%rip), %xmm21
	vmovq	.LCPI0_47(%rip), %xmm8
	vmovq	.LCPI0_39(%rip), %xmm16
	vpbroadcastq	.LCPI0_4(%rip), %zmm18
	vmovd	.LCPI0_12(%rip), %xmm17
	vmovss	.LCPI0_17(%rip), %xmm6
	vmovd	.LCPI0_18(%rip), %xmm23
	je	.LBB0_14
	.p2align	4
.LBB0_13:
	movl	4616(%rsp,%rax,4), %edx
	shrl	$9, %edx
	vpxord	%xmm26, %xmm26, %xmm26
	vcvtsi2ss	%edx, %xmm26, %xmm0
	movl	4620(%rsp,%rax,4), %edx
	vaddss	%xmm19, %xmm0, %xmm0
	vmulss	%xmm17, %xmm0, %xmm0
	shrl	$9, %edx
	vpxord	%xmm26, %xmm26, %xmm26
	vcvtsi2ss	%edx, %xmm26, %xmm1
	vaddss	%xmm19, %xmm1, %xmm1
	vmulss	%xmm17, %xmm1, %xmm1
	vmovd	%xmm0, %edx
	addl	$4913933, %edx
	movl	%edx, %edi
	shrl	$23, %edi
	addl	$-127, %edi
	andl	$8388607, %edx
	addl	$1060439283, %edx
	vmovd	%edx, %xmm0
	vaddss	%xmm6, %xmm0, %xmm0
	vaddss	%xmm23, %xmm0, %xmm2
	vdivss	%xmm2, %xmm0, %xmm2
	vmulss	%xmm2, %xmm2, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmovaps	%xmm6, %xmm26
	vmulss	%xmm20, %xmm5, %xmm6
	vaddss	%xmm24, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vmulss	%xmm22, %xmm5, %xmm5
	vaddss	%xmm30, %xmm5, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vaddss	%xmm6, %xmm4, %xmm4
	vmulss	%xmm19, %xmm0, %xmm5
	vcvtsi2ss	%edi, %xmm24, %xmm6
	vmulss	%xmm5, %xmm0, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vmulss	%xmm4, %xmm2, %xmm2
	vmulss	%xmm6, %xmm12, %xmm4
	vaddss	%xmm2, %xmm4, %xmm2
	vsubss	%xmm5, %xmm2, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vmulss	%xmm6, %xmm9, %xmm2
	vaddss	%xmm0, %xmm2, %xmm0
	vmulss	%xmm0, %xmm10, %xmm0
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vsqrtss	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm1, %xmm13, %xmm1
	vaddsd	%xmm1, %xmm11, %xmm2
	vaddsd	%xmm2, %xmm14, %xmm4
	vsubsd	%xmm4, %xmm1, %xmm1
	vmovq	%xmm2, %rdx
	testb	$2, %dl
	sete	%dil
	vmulsd	%xmm1, %xmm15, %xmm1
	vmulsd	%xmm1, %xmm1, %xmm2
	vmulsd	%xmm7, %xmm2, %xmm4
	vaddsd	%xmm31, %xmm4, %xmm4
	vmulsd	%xmm25, %xmm2, %xmm5
	vaddsd	%xmm3, %xmm5, %xmm5
	vmulsd	%xmm4, %xmm2, %xmm4
	vmulsd	%xmm5, %xmm2, %xmm5
	vaddsd	%xmm27, %xmm4, %xmm4
	vaddsd	%xmm28, %xmm5, %xmm5
	vmulsd	%xmm4, %xmm2, %xmm4
	vmulsd	%xmm5, %xmm2, %xmm5
	vaddsd	%xmm29, %xmm4, %xmm4
	vaddsd	%xmm21, %xmm5, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm6
	vmulsd	%xmm4, %xmm6, %xmm4
	vmulsd	%xmm2, %xmm2, %xmm6
	vmulsd	%xmm5, %xmm6, %xmm5
	vmulsd	%xmm2, %xmm8, %xmm2
	vaddsd	%xmm16, %xmm2, %xmm2
	vaddsd	%xmm4, %xmm1, %xmm1
	vaddsd	%xmm5, %xmm2, %xmm2
	vmovddup	.LCPI0_40(%rip), %xmm4
	vxorpd	%xmm4, %xmm1, %xmm5
	vxorpd	%xmm4, %xmm2, %xmm4
	kmovd	%edi, %k1
	vmovapd	%xmm5, %xmm6
	vmovsd	%xmm1, %xmm6, %xmm6 {%k1}
	vmovsd	%xmm2, %xmm4, %xmm4 {%k1}
	vmovsd	%xmm5, %xmm1, %xmm1 {%k1}
	kmovd	%edx, %k1
	vmovsd	%xmm4, %xmm6, %xmm6 {%k1}
	vmovsd	%xmm1, %xmm4, %xmm4 {%k1}
	vunpcklpd	%xmm6, %xmm4, %xmm1
	vmovaps	%xmm26, %xmm6
	vcvtpd2ps	%xmm1, %xmm1
	vbroadcastss	%xmm0, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vmovlps	%xmm0, 4616(%rsp,%rax,4)
	addq	$2, %rax
	cmpq	%r9, %rax
	jb	.LBB0_13
.LBB0_14:
	vmovaps	%xmm19, %xmm27
	vmovss	-32(%rsp), %xmm13
	vmulss	-28(%rsp), %xmm13, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	movl	96(%rsp), %eax
	kmovd	%eax, %k1
	vmovaps	896(%rsp), %xmm1
	vmovss	%xmm1, %xmm0, %xmm0 {%k1}
	cmpq	$4, %r9
	setb	%al
	orb	40(%rsp), %al
	testb	$1, %al
	je	.LBB0_16
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_7(%rip), %zmm31
	vmovdqu64	2368(%rsp), %zmm9
	vmovdqu64	2304(%rsp), %zmm10
	vmovdqu64	2240(%rsp), %zmm11
	vmovdqu64	2176(%rsp), %zmm12
	vmovdqu64	2112(%rsp), %zmm14
	vmovdqu64	1984(%rsp), %zmm16
	vmovdqu64	2816(%rsp), %zmm21
	vbroadcastss	.LCPI0_11(%rip), %zmm30
	vmovdqu64	2752(%rsp), %ymm20
	vmovdqu64	1408(%rsp), %zmm22
	vmovdqu64	1024(%rsp), %zmm24
	vmovdqu64	2688(%rsp), %zmm25
	vmovups	3200(%rsp), %zmm19
	vmovdqu64	3264(%rsp), %zmm28
	vmovdqu64	1280(%rsp), %zmm4
	vmovdqu64	1344(%rsp), %zmm5
	vpbroadcastd	.LCPI0_49(%rip), %zmm15
	vpbroadcastd	.LCPI0_50(%rip), %zmm29
	vmovdqa64	.LCPI0_6(%rip), %zmm17
	vbroadcastss	.LCPI0_48(%rip), %zmm26
	vpbroadcastq	.LCPI0_5(%rip), %zmm23
	.p2align	4
.LBB0_24:
	vmovss	(%r8,%rax,4), %xmm1
	vmovss	(%r10,%rax,4), %xmm2
	vsubss	%xmm1, %xmm2, %xmm2
	vaddss	%xmm2, %xmm2, %xmm2
	vmulss	%xmm27, %xmm2, %xmm2
	vmulss	272(%rsp), %xmm2, %xmm2
	vaddss	%xmm2, %xmm1, %xmm1
	vmulss	4616(%rsp,%rax,4), %xmm0, %xmm2
	vaddss	%xmm1, %xmm2, %xmm1
	vmovd	%xmm1, %edx
	movl	%edx, %edi
	andl	$2147483647, %edi
	cmpl	$2139095041, %edi
	cmovael	%esi, %edx
	movl	%edx, (%r8,%rax,4)
	incq	%rax
	cmpq	%r9, %rax
	jb	.LBB0_24
	jmp	.LBB0_11
	.p2align	4
.LBB0_16:
	cmpq	$32, %r9
	vbroadcastss	.LCPI0_11(%rip), %xmm3
	vbroadcastss	.LCPI0_48(%rip), %xmm7
	vpbroadcastd	.LCPI0_49(%rip), %xmm8
	vmovdqu64	2368(%rsp), %zmm9
	vmovdqu64	2304(%rsp), %zmm10
	vmovdqu64	2240(%rsp), %zmm11
	vmovdqu64	2176(%rsp), %zmm12
	vmovdqu64	2112(%rsp), %zmm14
	vmovdqu64	1984(%rsp), %zmm16
	vmovdqu64	2816(%rsp), %zmm21
	vbroadcastss	.LCPI0_11(%rip), %zmm30
	vmovdqu64	2752(%rsp), %ymm20
	vmovdqu64	1408(%rsp), %zmm22
	vmovdqu64	1024(%rsp), %zmm24
	vmovups	3200(%rsp), %zmm19
	vmovdqu64	3264(%rsp), %zmm28
	vpbroadcastd	.LCPI0_49(%rip), %zmm15
	vpbroadcastd	.LCPI0_50(%rip), %zmm29
	vmovdqa64	.LCPI0_6(%rip), %zmm17
	jae	.LBB0_20
	xorl	%edx, %edx
	vmovdqa64	.LCPI0_7(%rip), %zmm31
	vmovdqu64	2688(%rsp), %zmm25
	vmovdqu64	1280(%rsp), %zmm4
	vmovdqu64	1344(%rsp), %zmm5
	vbroadcastss	.LCPI0_48(%rip), %zmm26
	vpbroadcastq	.LCPI0_5(%rip), %zmm23
	jmp	.LBB0_18
.LBB0_20:
	vmovdqa64	%ymm20, %ymm25
	vmovdqa64	%zmm24, %zmm20
	vmovdqa64	%zmm28, %zmm24
	vmovdqa64	%zmm21, %zmm28
	vmovdqa64	%zmm22, %zmm21
	vmovdqa64	%zmm16, %zmm22
	vmovaps	%xmm6, %xmm16
	vbroadcastss	%xmm0, %zmm1
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_7(%rip), %zmm31
	movq	3008(%rsp), %rdx
	vmovdqu64	2688(%rsp), %zmm17
	vbroadcastss	.LCPI0_48(%rip), %zmm26
	.p2align	4
.LBB0_21:
	vmovups	(%r8,%rax,4), %zmm2
	vmovups	64(%r8,%rax,4), %zmm4
	vmovups	(%r10,%rax,4), %zmm5
	vmovups	64(%r10,%rax,4), %zmm6
	vsubps	%zmm2, %zmm5, %zmm5
	vsubps	%zmm4, %zmm6, %zmm6
	vaddps	%zmm5, %zmm5, %zmm5
	vaddps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm30, %zmm5, %zmm5
	vmulps	%zmm30, %zmm6, %zmm6
	vmulps	%zmm5, %zmm19, %zmm5
	vmulps	%zmm6, %zmm19, %zmm6
	vaddps	%zmm5, %zmm2, %zmm2
	vaddps	%zmm6, %zmm4, %zmm4
	vmulps	4616(%rsp,%rax,4), %zmm1, %zmm5
	vaddps	%zmm2, %zmm5, %zmm2
	vmulps	4680(%rsp,%rax,4), %zmm1, %zmm5
	vaddps	%zmm4, %zmm5, %zmm4
	vandps	%zmm26, %zmm2, %zmm5
	vandps	%zmm26, %zmm4, %zmm6
	vpcmpgtd	%zmm15, %zmm5, %k1
	vpcmpgtd	%zmm15, %zmm6, %k2
	vmovdqa32	%zmm29, %zmm2 {%k1}
	vmovdqa32	%zmm29, %zmm4 {%k2}
	vmovdqu64	%zmm2, (%r8,%rax,4)
	vmovdqu64	%zmm4, 64(%r8,%rax,4)
	addq	$32, %rax
	cmpq	%rax, %rdx
	jne	.LBB0_21
	cmpq	%rdx, %r9
	vmovdqu64	1280(%rsp), %zmm4
	vmovdqu64	1344(%rsp), %zmm5
	vmovaps	%xmm16, %xmm6
	vmovdqa64	%zmm22, %zmm16
	vmovdqa64	%zmm21, %zmm22
	vmovdqa64	%zmm28, %zmm21
	vmovdqa64	%zmm24, %zmm28
	vmovdqa64	%zmm20, %zmm24
	vmovdqa64	%ymm25, %ymm20
	vmovdqa64	%zmm17, %zmm25
	vmovdqa64	.LCPI0_6(%rip), %zmm17
	vpbroadcastq	.LCPI0_5(%rip), %zmm23
	je	.LBB0_11
	movq	3008(%rsp), %rdx
	movq	%rdx, %rax
	testb	$28, %r9b
	je	.LBB0_24
.LBB0_18:
	vbroadcastss	%xmm0, %xmm0
	.p2align	4
.LBB0_19:
	vmovups	(%r8,%rdx,4), %xmm1
	vmovups	(%r10,%rdx,4), %xmm2
	vsubps	%xmm1, %xmm2, %xmm2
	vaddps	%xmm2, %xmm2, %xmm2
	vmulps	%xmm3, %xmm2, %xmm2
	vmulps	%xmm2, %xmm19, %xmm2
	vaddps	%xmm2, %xmm1, %xmm1
	vmulps	4616(%rsp,%rdx,4), %xmm0, %xmm2
	vaddps	%xmm1, %xmm2, %xmm1
	vandps	%xmm7, %xmm1, %xmm2
	vpcmpgtd	%xmm8, %xmm2, %k1
	vpbroadcastd	.LCPI0_50(%rip), %xmm1 {%k1}
	vmovdqu	%xmm1, (%r8,%rdx,4)
	addq	$4, %rdx
	cmpq	%rdx, %r9
	jne	.LBB0_19
	jmp	.LBB0_11
	.p2align	4
.LBB0_49:
	testq	%r9, %r9
	je	.LBB0_12
	imulq	16(%rsp), %rax
	leaq	(%r15,%rax), %rdx
	addq	%rbx, %rax
	cmpq	%rax, %r15
	setb	%sil
	cmpq	%rdx, %rbx
	setb	%al
	andb	%sil, %al
	movl	%r9d, %edx
	andl	$32704, %edx
	movl	%r9d, %esi
	andl	$32760, %esi
	xorl	%edi, %edi
	jmp	.LBB0_51
	.p2align	4
.LBB0_63:
	incq	%rdi
	cmpq	-88(%rsp), %rdi
	movq	-120(%rsp), %r11
	movq	%rbx, %r9
	movq	%r14, %rbx
	je	.LBB0_12
.LBB0_51:
	cmpq	$8, %r9
	setb	%r8b
	orb	%al, %r8b
	testb	$1, %r8b
	je	.LBB0_53
	xorl	%r8d, %r8d
	movq	%rbx, %r14
	movq	%r9, %rbx
	movl	$2143289344, %r9d
	jmp	.LBB0_62
	.p2align	4
.LBB0_53:
	cmpq	$64, %r9
	jae	.LBB0_55
	xorl	%r10d, %r10d
	movq	%rbx, %r14
	jmp	.LBB0_59
	.p2align	4
.LBB0_55:
	vmovdqa64	%zmm5, %zmm9
	vmovdqa64	%zmm4, %zmm8
	movq	%rdx, %r8
	xorl	%r10d, %r10d
	.p2align	4
.LBB0_56:
	vmovups	(%r15,%r10,4), %zmm0
	vmovups	64(%r15,%r10,4), %zmm1
	vmovups	128(%r15,%r10,4), %zmm2
	vmovups	192(%r15,%r10,4), %zmm3
	vmovups	(%rbx,%r10,4), %zmm4
	vmovups	64(%rbx,%r10,4), %zmm5
	vmovups	128(%rbx,%r10,4), %zmm6
	vmovups	192(%rbx,%r10,4), %zmm7
	vsubps	%zmm0, %zmm4, %zmm4
	vsubps	%zmm1, %zmm5, %zmm5
	vsubps	%zmm2, %zmm6, %zmm6
	vsubps	%zmm3, %zmm7, %zmm7
	vaddps	%zmm4, %zmm4, %zmm4
	vaddps	%zmm5, %zmm5, %zmm5
	vaddps	%zmm6, %zmm6, %zmm6
	vaddps	%zmm7, %zmm7, %zmm7
	vmulps	%zmm30, %zmm4, %zmm4
	vmulps	%zmm30, %zmm5, %zmm5
	vmulps	%zmm30, %zmm6, %zmm6
	vmulps	%zmm30, %zmm7, %zmm7
	vmulps	%zmm4, %zmm19, %zmm4
	vmulps	%zmm5, %zmm19, %zmm5
	vmulps	%zmm6, %zmm19, %zmm6
	vmulps	%zmm7, %zmm19, %zmm7
	vaddps	%zmm4, %zmm0, %zmm0
	vaddps	%zmm5, %zmm1, %zmm1
	vaddps	%zmm6, %zmm2, %zmm2
	vaddps	%zmm7, %zmm3, %zmm3
	vandps	%zmm26, %zmm0, %zmm4
	vandps	%zmm26, %zmm1, %zmm5
	vandps	%zmm26, %zmm2, %zmm6
	vandps	%zmm26, %zmm3, %zmm7
	vpcmpgtd	%zmm15, %zmm4, %k1
	vpcmpgtd	%zmm15, %zmm5, %k2
	vpcmpgtd	%zmm15, %zmm6, %k3
	vpcmpgtd	%zmm15, %zmm7, %k4
	vmovdqa32	%zmm29, %zmm0 {%k1}
	vmovdqa32	%zmm29, %zmm1 {%k2}
	vmovdqa32	%zmm29, %zmm2 {%k3}
	vmovdqa32	%zmm29, %zmm3 {%k4}
	vmovdqu64	%zmm0, (%r15,%r10,4)
	vmovdqu64	%zmm1, 64(%r15,%r10,4)
	vmovdqu64	%zmm2, 128(%r15,%r10,4)
	vmovdqu64	%zmm3, 192(%r15,%r10,4)
	addq	$64, %r10
	addq	$-64, %r8
	jne	.LBB0_56
	cmpq	%rdx, %r9
	movq	%rbx, %r14
	movq	%r9, %rbx
	movl	$2143289344, %r9d
	vmovss	.LCPI0_17(%rip), %xmm6
	vmovdqa64	%zmm8, %zmm4
	vmovdqa64	%zmm9, %zmm5
	je	.LBB0_63
	movq	%rdx, %r10
	movq	%rdx, %r8
	testb	$56, %bl
	je	.LBB0_62
.LBB0_59:
	vmovaps	%xmm6, %xmm7
	vbroadcastss	.LCPI0_48(%rip), %ymm2
	vbroadcastss	.LCPI0_11(%rip), %ymm3
	vpbroadcastd	.LCPI0_49(%rip), %ymm6
	.p2align	4
.LBB0_60:
	vmovups	(%r15,%r10,4), %ymm0
	vmovups	(%r14,%r10,4), %ymm1
	vsubps	%ymm0, %ymm1, %ymm1
	vaddps	%ymm1, %ymm1, %ymm1
	vmulps	%ymm3, %ymm1, %ymm1
	vmulps	%ymm1, %ymm19, %ymm1
	vaddps	%ymm1, %ymm0, %ymm0
	vandps	%ymm2, %ymm0, %ymm1
	vpcmpgtd	%ymm6, %ymm1, %k1
	vpbroadcastd	.LCPI0_50(%rip), %ymm0 {%k1}
	vmovdqu	%ymm0, (%r15,%r10,4)
	addq	$8, %r10
	cmpq	%r10, %rsi
	jne	.LBB0_60
	movq	%rsi, %r8
	movq	-80(%rsp), %rbx
	cmpq	%rsi, %rbx
	movl	$2143289344, %r9d
	vmovaps	%xmm7, %xmm6
	je	.LBB0_63
	.p2align	4
.LBB0_62:
	vmovss	(%r15,%r8,4), %xmm0
	vmovss	(%r14,%r8,4), %xmm1
	vsubss	%xmm0, %xmm1, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	%xmm27, %xmm1, %xmm1
	vmulss	272(%rsp), %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %r10d
	movl	%r10d, %r11d
	andl	$2147483647, %r11d
	cmpl	$2139095041, %r11d
	cmovael	%r9d, %r10d
	movl	%r10d, (%r15,%r8,4)
	incq	%r8
	cmpq	%rbx, %r8
	jb	.LBB0_62
	jmp	.LBB0_63
.LBB0_65:
	cmpq	%rbp, %rcx
	jbe	.LBB0_110
	cmpq	$0, -88(%rsp)
	je	.LBB0_110
	movq	%rbp, %r8
	imulq	%r11, %r8
	leaq	(,%r8,4), %r15
	leaq	(,%r11,4), %r14
	leaq	4(,%rbp,4), %rax
	imulq	%r11, %rax
	movq	%rax, 408(%rsp)
	cmpl	$0, 24(%rsp)
	movq	%r15, 424(%rsp)
	movq	%r14, 416(%rsp)
	je	.LBB0_68
	movq	16(%rdi), %rdi
	movl	$3449720151, %r13d
	movq	%r11, %rax
	andq	$-4, %rax
	movq	%rax, 40(%rsp)
	movq	%rax, %rcx
	movq	%r11, %rax
	shrq	$2, %rax
	movq	%rax, %rsi
	movq	-112(%rsp), %rbx
	movq	%rbx, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %rdx
	movq	%rdx, -80(%rsp)
	leaq	842468239(%rax), %rdx
	movq	%rdx, 448(%rsp)
	leaq	-1(%rcx), %r12
	movq	%r12, 16(%rsp)
	shrq	%r12
	leaq	4(%rdi), %r10
	movq	%rsi, %rcx
	leaq	-1(%rsi), %rdx
	leaq	8(%rdi), %rsi
	movq	%rdx, %r8
	shlq	$4, %r8
	leaq	(%rdi,%r8), %r9
	addq	$4, %r9
	cmpq	%r10, %r9
	setb	%r9b
	shrq	$60, %rdx
	setne	%dl
	leaq	(%rdi,%r8), %r10
	addq	$8, %r10
	cmpq	%rsi, %r10
	setb	%sil
	orb	%r9b, %sil
	addq	%rdi, %r8
	addq	$12, %r8
	leaq	12(%rdi), %r10
	cmpq	%r10, %r8
	setb	%r8b
	orb	%dl, %r8b
	orb	%sil, %r8b
	movb	%r8b, 80(%rsp)
	movabsq	$2305843009213693920, %rdx
	movq	%rcx, -104(%rsp)
	movq	%rcx, %rsi
	andq	%rdx, %rsi
	movq	%rsi, -64(%rsp)
	orq	$24, %rdx
	andq	%rcx, %rdx
	movq	%rdx, 984(%rsp)
	movq	16(%rsp), %rdx
	shrq	$62, %rdx
	setne	%dl
	leaq	(%rdi,%r12,8), %rsi
	addq	$4, %rsi
	leaq	4(%rdi), %rcx
	cmpq	%rcx, %rsi
	setb	%sil
	orb	%dl, %sil
	movb	%sil, 72(%rsp)
	leaq	1684936478(%rax), %rdx
	leaq	534103459(%rax), %r9
	leal	-1767562579(%rax), %r10d
	leaq	-305585874(%rax,%r13), %rsi
	movq	%rsi, 88(%rsp)
	leaq	536882365(%rax,%r13), %rsi
	leaq	-613950654(%rax,%r13), %r8
	leaq	228517585(%rax,%r13), %rcx
	incq	%r12
	vpbroadcastq	%rbx, %zmm0
	vmovdqu64	%zmm0, 3136(%rsp)
	leaq	-795284382(%rbx,%r13), %rax
	movq	%rax, 48(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4480(%rsp)
	leaq	1013904242(%rbx), %rax
	movq	%rax, 2432(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4352(%rsp)
	movq	-80(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4416(%rsp)
	leaq	218619860(%rbx,%r13), %rax
	movq	%rax, 768(%rsp)
	leaq	218619860(%rbx,%r13), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3072(%rsp)
	movq	448(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 1408(%rsp)
	leaq	2027808484(%rbx), %rax
	movq	%rax, 2624(%rsp)
	leaq	2027808484(%rbx), %rax
	vpbroadcastq	%rax, %zmm27
	movq	%rsi, 704(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 2368(%rsp)
	leaq	387276957(%rbx), %rsi
	movq	%rsi, 2560(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 2304(%rsp)
	movq	%r8, 576(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 2240(%rsp)
	leaq	-408007425(%rbx,%r13), %rsi
	movq	%rsi, 2496(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 3008(%rsp)
	movq	%rdx, 336(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 4288(%rsp)
	leaq	1401181199(%rbx), %rdx
	movq	%rdx, 1984(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 4224(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 4160(%rsp)
	leaq	605896817(%rbx,%r13), %rdx
	movq	%rdx, 1344(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 4096(%rsp)
	movq	%rcx, 512(%rsp)
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 4032(%rsp)
	leal	-1879881855(%rbx), %eax
	movl	%eax, 1280(%rsp)
	vpbroadcastd	%eax, %ymm0
	vmovdqu	%ymm0, 2176(%rsp)
	vpbroadcastd	%r10d, %ymm0
	vmovdqu	%ymm0, 2112(%rsp)
	movabsq	$4611686018427387903, %rcx
	leaq	-63(%rcx), %rdx
	andq	%r12, %rdx
	addq	$-7, %rcx
	movq	%r12, -56(%rsp)
	andq	%r12, %rcx
	movq	%r11, %rax
	andq	$-32, %rax
	movq	%rax, 32(%rsp)
	vpbroadcastd	272(%rsp), %zmm11
	movabsq	$2305843009213693944, %rsi
	movq	-104(%rsp), %rax
	andq	%rax, %rsi
	negq	%rsi
	movq	%rsi, 976(%rsp)
	vpbroadcastq	.LCPI0_0(%rip), %zmm0
	movq	%rbp, %rax
	imulq	8(%rsp), %rax
	movq	%rax, 2688(%rsp)
	vmovss	.LCPI0_11(%rip), %xmm30
	vmovd	.LCPI0_23(%rip), %xmm23
	movq	40(%rsp), %rsi
	leaq	1(%rsi), %rax
	movq	%rax, 3264(%rsp)
	leaq	2(%rsi), %rax
	movq	%rax, 3200(%rsp)
	leaq	(%rdi,%r14), %rax
	movq	%rax, 952(%rsp)
	movq	%rdx, 432(%rsp)
	leaq	(%rdx,%rdx), %rax
	movq	%rax, 968(%rsp)
	movq	%rcx, 1016(%rsp)
	leaq	(%rcx,%rcx), %rax
	movq	%rax, 1008(%rsp)
	leaq	384(%rdi), %rax
	movq	%rax, 440(%rsp)
	movq	-16(%rsp), %rcx
	leaq	64(%rcx,%r15), %rdx
	movq	-72(%rsp), %rax
	leaq	64(%rax,%r15), %r8
	addq	%r15, %rcx
	movq	%rcx, (%rsp)
	leaq	(%rax,%r15), %rsi
	xorl	%ecx, %ecx
	vmovss	.LCPI0_24(%rip), %xmm6
	vmovss	.LCPI0_25(%rip), %xmm22
	vmovsd	.LCPI0_26(%rip), %xmm9
	vmovsd	.LCPI0_27(%rip), %xmm1
	vmovsd	.LCPI0_28(%rip), %xmm2
	vmovsd	.LCPI0_29(%rip), %xmm29
	vmovq	.LCPI0_31(%rip), %xmm25
	vmovsd	.LCPI0_47(%rip), %xmm3
	movq	%r9, 832(%rsp)
	movq	%rdi, 912(%rsp)
	vmovdqu64	%zmm11, 4544(%rsp)
	movl	%r10d, 640(%rsp)
	vmovdqu64	%zmm27, 1024(%rsp)
	jmp	.LBB0_87
	.p2align	4
.LBB0_109:
	incq	%rbp
	movq	960(%rsp), %rcx
	incq	%rcx
	movq	2688(%rsp), %rax
	addq	8(%rsp), %rax
	movq	%rax, 2688(%rsp)
	movq	416(%rsp), %r14
	movq	64(%rsp), %rdx
	addq	%r14, %rdx
	addq	%r14, %r8
	addq	%r14, (%rsp)
	addq	%r14, %rsi
	cmpq	-8(%rsp), %rbp
	movq	-120(%rsp), %r11
	movq	424(%rsp), %r15
	vpbroadcastq	.LCPI0_0(%rip), %zmm0
	je	.LBB0_110
.LBB0_87:
	movq	%rsi, 1920(%rsp)
	movq	%r8, -48(%rsp)
	movq	%rdx, 64(%rsp)
	movq	%rbp, -96(%rsp)
	movq	%r14, %rsi
	movq	%rcx, 960(%rsp)
	imulq	%rcx, %rsi
	leaq	(%r15,%rsi), %r8
	movq	-72(%rsp), %rbx
	leaq	(%rbx,%r8), %rcx
	addq	408(%rsp), %rsi
	leaq	(%rbx,%rsi), %rdx
	movq	-16(%rsp), %r14
	addq	%r14, %r8
	addq	%r14, %rsi
	movq	%rbp, %r10
	imulq	%r11, %r10
	movq	%rbp, %r11
	imulq	8(%rsp), %r11
	movq	-104(%rsp), %rax
	addq	%r11, %rax
	movl	%eax, %r12d
	leaq	78811644(%r13), %r15
	movq	%r15, 2048(%rsp)
	imulq	%r15, %r12
	movq	-112(%rsp), %r15
	xorq	%r15, %rax
	xorq	%r12, %rax
	shrq	$32, %rax
	imulq	%r13, %rax
	vpbroadcastq	%r11, %zmm5
	movq	%rax, %r11
	shrq	$32, %r11
	xorq	48(%rsp), %r11
	movq	%r11, 184(%rsp)
	xorq	88(%rsp), %r12
	movq	%r12, 24(%rsp)
	xorq	2432(%rsp), %rax
	movq	%rax, 192(%rsp)
	cmpq	%rsi, %rcx
	setb	%sil
	cmpq	%rdx, %r8
	setb	%r8b
	andb	%sil, %r8b
	cmpq	952(%rsp), %rcx
	setb	%cl
	cmpq	%rdx, %rdi
	leaq	(%rbx,%r10,4), %rax
	movq	%rax, 1000(%rsp)
	leaq	(%r14,%r10,4), %rax
	movq	%rax, 992(%rsp)
	movq	%r15, %r14
	vpaddq	%zmm0, %zmm5, %zmm0
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm5, %zmm4
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm5, %zmm7
	setb	%al
	andb	%cl, %al
	orb	%r8b, %al
	movb	%al, -121(%rsp)
	xorl	%edx, %edx
	vmovd	-36(%rsp), %xmm18
	vmovd	%xmm18, 1216(%rsp)
	vmovdqu64	%zmm5, 2944(%rsp)
	vmovdqu64	%zmm0, 2816(%rsp)
	vmovdqu64	%zmm4, 2752(%rsp)
	vmovdqu64	%zmm7, 1088(%rsp)
	jmp	.LBB0_88
	.p2align	4
.LBB0_108:
	vmovss	1216(%rsp), %xmm0
	vmulss	-20(%rsp), %xmm0, %xmm0
	vmovss	%xmm0, 1216(%rsp)
	movq	104(%rsp), %rdx
	incq	%rdx
	cmpq	-88(%rsp), %rdx
	vmovsd	.LCPI0_27(%rip), %xmm1
	vmovsd	.LCPI0_28(%rip), %xmm2
	vmovsd	.LCPI0_47(%rip), %xmm3
	vmovdqu64	2944(%rsp), %zmm5
	je	.LBB0_109
.LBB0_88:
	cmpl	$0, -24(%rsp)
	sete	%cl
	movl	%ecx, -32(%rsp)
	movq	200(%rsp), %rcx
	addq	%rdx, %rcx
	movq	%rcx, %rdi
	shrq	$32, %rdi
	imulq	%r13, %rdi
	movq	%rdi, 1152(%rsp)
	shrq	$32, %rdi
	movl	%ecx, %esi
	xorl	%r14d, %esi
	movq	%rdi, 56(%rsp)
	xorl	%edi, %esi
	movq	2048(%rsp), %r13
	imulq	%r13, %rsi
	movq	%rsi, %rdi
	shrq	$32, %rdi
	xorq	88(%rsp), %rdi
	cmpb	$0, 80(%rsp)
	movq	%rdx, 104(%rsp)
	movq	%rcx, 96(%rsp)
	movq	%rsi, 112(%rsp)
	je	.LBB0_124
	xorl	%esi, %esi
	movl	$3449720151, %edx
	movq	1984(%rsp), %r9
	movq	1344(%rsp), %r10
	movl	1280(%rsp), %eax
	jmp	.LBB0_133
	.p2align	4
.LBB0_124:
	vpbroadcastq	%rdi, %zmm12
	cmpq	$128, -120(%rsp)
	jae	.LBB0_126
	xorl	%ecx, %ecx
	jmp	.LBB0_130
	.p2align	4
.LBB0_126:
	movq	1152(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vpxorq	4480(%rsp), %zmm1, %zmm1
	vmovdqu64	%zmm1, 208(%rsp)
	vpbroadcastq	%rsi, %zmm2
	vpxorq	4416(%rsp), %zmm2, %zmm1
	vmovdqu64	%zmm1, 1856(%rsp)
	movq	440(%rsp), %rsi
	movq	-64(%rsp), %r15
	vmovdqa64	.LCPI0_3(%rip), %zmm3
	vmovdqu64	3008(%rsp), %zmm2
	vmovdqu64	4288(%rsp), %zmm27
	vmovdqu64	4224(%rsp), %zmm28
	vmovdqu64	4160(%rsp), %zmm29
	vmovdqu64	4096(%rsp), %zmm30
	vmovdqu64	4032(%rsp), %zmm31
	vpbroadcastq	.LCPI0_4(%rip), %zmm11
	vpbroadcastq	.LCPI0_5(%rip), %zmm20
	vmovdqu64	3136(%rsp), %zmm24
	vmovdqu64	4352(%rsp), %zmm25
	vmovdqu64	3072(%rsp), %zmm0
	vmovdqa64	%zmm12, %zmm26
	.p2align	4
.LBB0_127:
	vpaddq	%zmm5, %zmm3, %zmm4
	vpaddq	2816(%rsp), %zmm3, %zmm5
	vpaddq	2752(%rsp), %zmm3, %zmm6
	vpaddq	1088(%rsp), %zmm3, %zmm7
	vpmuludq	%zmm11, %zmm4, %zmm8
	vpmuludq	%zmm11, %zmm5, %zmm9
	vpmuludq	%zmm11, %zmm6, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm7, %zmm11
	vpternlogq	$150, %zmm24, %zmm8, %zmm4
	vpternlogq	$150, %zmm24, %zmm9, %zmm5
	vpternlogq	$150, %zmm24, %zmm10, %zmm6
	vpternlogq	$150, %zmm24, %zmm11, %zmm7
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm7, %zmm7
	vpmuludq	%zmm20, %zmm4, %zmm4
	vpmuludq	%zmm20, %zmm5, %zmm5
	vpmuludq	%zmm20, %zmm6, %zmm12
	vpmuludq	%zmm20, %zmm7, %zmm13
	vpsrlq	$32, %zmm4, %zmm6
	vpsrlq	$32, %zmm5, %zmm7
	vpsrlq	$32, %zmm12, %zmm14
	vpsrlq	$32, %zmm13, %zmm15
	vmovdqu64	208(%rsp), %zmm1
	vpxorq	%zmm1, %zmm6, %zmm6
	vpxorq	%zmm1, %zmm7, %zmm7
	vpxorq	%zmm1, %zmm14, %zmm14
	vpxorq	%zmm8, %zmm26, %zmm8
	vpxorq	%zmm9, %zmm26, %zmm9
	vpxorq	%zmm10, %zmm26, %zmm10
	vpxorq	%zmm1, %zmm15, %zmm15
	vpxorq	%zmm11, %zmm26, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm6, %zmm16
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm7, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm6
	vpmuludq	%zmm20, %zmm8, %zmm14
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm7
	vpmuludq	%zmm20, %zmm9, %zmm9
	vpmuludq	%zmm20, %zmm10, %zmm15
	vpmuludq	%zmm20, %zmm11, %zmm11
	vpsrlq	$32, %zmm16, %zmm8
	vpsrlq	$32, %zmm17, %zmm10
	vpsrlq	$32, %zmm6, %zmm18
	vpsrlq	$32, %zmm14, %zmm19
	vpsrlq	$32, %zmm9, %zmm20
	vpternlogq	$150, %zmm25, %zmm4, %zmm19
	vpsrlq	$32, %zmm15, %zmm4
	vpternlogq	$150, %zmm25, %zmm5, %zmm20
	vpsrlq	$32, %zmm7, %zmm5
	vpternlogq	$150, %zmm25, %zmm12, %zmm4
	vpsrlq	$32, %zmm11, %zmm12
	vpternlogq	$150, %zmm25, %zmm13, %zmm12
	vmovdqu64	1856(%rsp), %zmm1
	vpxorq	%zmm1, %zmm8, %zmm13
	vpxorq	%zmm1, %zmm10, %zmm21
	vpxorq	%zmm1, %zmm18, %zmm18
	vpxorq	%zmm1, %zmm5, %zmm22
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm4, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm12, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm19
	vpsrlq	$32, %zmm12, %zmm20
	vpternlogq	$150, %zmm14, %zmm0, %zmm20
	vpsrlq	$32, %zmm13, %zmm14
	vpternlogq	$150, %zmm9, %zmm0, %zmm14
	vpsrlq	$32, %zmm18, %zmm21
	vpternlogq	$150, %zmm15, %zmm0, %zmm21
	vpsrlq	$32, %zmm19, %zmm15
	vpternlogq	$150, %zmm11, %zmm0, %zmm15
	vpsrlq	$32, %zmm10, %zmm22
	vmovdqu64	1408(%rsp), %zmm1
	vpternlogq	$150, %zmm1, %zmm16, %zmm22
	vpsrlq	$32, %zmm8, %zmm16
	vpternlogq	$150, %zmm1, %zmm17, %zmm16
	vpsrlq	$32, %zmm5, %zmm17
	vpternlogq	$150, %zmm1, %zmm6, %zmm17
	vpsrlq	$32, %zmm4, %zmm23
	vpternlogq	$150, %zmm1, %zmm7, %zmm23
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm14
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm17
	vpsrlq	$32, %zmm14, %zmm20
	vmovdqu64	1024(%rsp), %zmm1
	vpternlogq	$150, %zmm1, %zmm12, %zmm20
	vpsrlq	$32, %zmm15, %zmm21
	vpternlogq	$150, %zmm1, %zmm13, %zmm21
	vpsrlq	$32, %zmm16, %zmm13
	vpternlogq	$150, %zmm1, %zmm18, %zmm13
	vpsrlq	$32, %zmm17, %zmm18
	vpternlogq	$150, %zmm1, %zmm19, %zmm18
	vpsrlq	$32, %zmm11, %zmm19
	vmovdqu64	2368(%rsp), %zmm1
	vpternlogq	$150, %zmm10, %zmm1, %zmm19
	vpsrlq	$32, %zmm9, %zmm22
	vpternlogq	$150, %zmm8, %zmm1, %zmm22
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm5, %zmm1, %zmm8
	vpsrlq	$32, %zmm7, %zmm23
	vpternlogq	$150, %zmm4, %zmm1, %zmm23
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm21
	vpsrlq	$32, %zmm18, %zmm8
	vmovdqu64	2304(%rsp), %zmm1
	vpternlogq	$150, %zmm14, %zmm1, %zmm8
	vpsrlq	$32, %zmm19, %zmm14
	vpternlogq	$150, %zmm15, %zmm1, %zmm14
	vpsrlq	$32, %zmm20, %zmm15
	vpternlogq	$150, %zmm16, %zmm1, %zmm15
	vpsrlq	$32, %zmm21, %zmm16
	vpternlogq	$150, %zmm17, %zmm1, %zmm16
	vpsrlq	$32, %zmm12, %zmm17
	vmovdqu64	2240(%rsp), %zmm1
	vpternlogq	$150, %zmm1, %zmm11, %zmm17
	vpsrlq	$32, %zmm10, %zmm11
	vpternlogq	$150, %zmm1, %zmm9, %zmm11
	vpsrlq	$32, %zmm5, %zmm22
	vpternlogq	$150, %zmm1, %zmm6, %zmm22
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm1, %zmm7, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm13
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm15
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm22
	vpsrlq	$32, %zmm15, %zmm6
	vpternlogq	$150, %zmm2, %zmm18, %zmm6
	vpsrlq	$32, %zmm16, %zmm11
	vpternlogq	$150, %zmm2, %zmm19, %zmm11
	vpsrlq	$32, %zmm17, %zmm18
	vpternlogq	$150, %zmm2, %zmm20, %zmm18
	vpsrlq	$32, %zmm22, %zmm19
	vpternlogq	$150, %zmm2, %zmm21, %zmm19
	vpsrlq	$32, %zmm13, %zmm20
	vpternlogq	$150, %zmm12, %zmm27, %zmm20
	vpsrlq	$32, %zmm9, %zmm21
	vpternlogq	$150, %zmm10, %zmm27, %zmm21
	vpsrlq	$32, %zmm7, %zmm10
	vpternlogq	$150, %zmm5, %zmm27, %zmm10
	vpsrlq	$32, %zmm8, %zmm5
	vpternlogq	$150, %zmm4, %zmm27, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm6, %zmm14
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm21
	vpsrlq	$32, %zmm18, %zmm4
	vpternlogq	$150, %zmm15, %zmm28, %zmm4
	vpsrlq	$32, %zmm19, %zmm5
	vpternlogq	$150, %zmm16, %zmm28, %zmm5
	vpsrlq	$32, %zmm20, %zmm15
	vpternlogq	$150, %zmm17, %zmm28, %zmm15
	vpsrlq	$32, %zmm21, %zmm16
	vpternlogq	$150, %zmm22, %zmm28, %zmm16
	vpsrlq	$32, %zmm14, %zmm17
	vpternlogq	$150, %zmm29, %zmm13, %zmm17
	vpsrlq	$32, %zmm12, %zmm13
	vpternlogq	$150, %zmm29, %zmm9, %zmm13
	vpsrlq	$32, %zmm11, %zmm22
	vpternlogq	$150, %zmm29, %zmm7, %zmm22
	vpsrlq	$32, %zmm6, %zmm7
	vpternlogq	$150, %zmm29, %zmm8, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm4, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm15
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm13
	vpsrlq	$32, %zmm15, %zmm7
	vpternlogq	$150, %zmm30, %zmm18, %zmm7
	vpsrlq	$32, %zmm16, %zmm18
	vpternlogq	$150, %zmm30, %zmm19, %zmm18
	vpsrlq	$32, %zmm17, %zmm19
	vpternlogq	$150, %zmm30, %zmm20, %zmm19
	vpsrlq	$32, %zmm13, %zmm5
	vpternlogq	$150, %zmm30, %zmm21, %zmm5
	vpsrlq	$32, %zmm10, %zmm20
	vpternlogq	$150, %zmm14, %zmm31, %zmm20
	vpsrlq	$32, %zmm9, %zmm14
	vpternlogq	$150, %zmm12, %zmm31, %zmm14
	vpsrlq	$32, %zmm8, %zmm21
	vpternlogq	$150, %zmm11, %zmm31, %zmm21
	vpsrlq	$32, %zmm4, %zmm22
	vpternlogq	$150, %zmm6, %zmm31, %zmm22
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm7, %zmm23
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm18
	vmovdqu	2112(%rsp), %ymm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm11
	vpbroadcastq	.LCPI0_5(%rip), %zmm20
	vpmuludq	%zmm20, %zmm22, %zmm6
	vpsrlq	$32, %zmm18, %zmm19
	vpxorq	%zmm15, %zmm19, %zmm15
	vpsrlq	$32, %zmm14, %zmm19
	vpxorq	%zmm16, %zmm19, %zmm16
	vpsrlq	$32, %zmm11, %zmm19
	vpxorq	%zmm17, %zmm19, %zmm17
	vpsrlq	$32, %zmm23, %zmm19
	vpxorq	%zmm10, %zmm19, %zmm19
	vpsrlq	$32, %zmm6, %zmm10
	vpxorq	%zmm13, %zmm10, %zmm10
	vpsrlq	$32, %zmm12, %zmm13
	vpxorq	%zmm9, %zmm13, %zmm9
	vpsrlq	$32, %zmm7, %zmm13
	vpxorq	%zmm8, %zmm13, %zmm8
	vpmovqd	%zmm23, %ymm13
	vpmovqd	%zmm19, %ymm19
	vpxord	%ymm19, %ymm1, %ymm19
	vinserti64x4	$1, %ymm13, %zmm19, %zmm13
	vmovdqu64	2176(%rsp), %ymm19
	vpmovqd	%zmm18, %ymm18
	vpmovqd	%zmm15, %ymm15
	vpxord	%ymm15, %ymm19, %ymm15
	vinserti64x4	$1, %ymm18, %zmm15, %zmm15
	vmovdqa64	%zmm15, %zmm18
	vmovdqa64	.LCPI0_6(%rip), %zmm22
	vpermt2d	%zmm13, %zmm22, %zmm18
	vmovdqa64	.LCPI0_7(%rip), %zmm21
	vpermt2d	%zmm13, %zmm21, %zmm15
	vmovdqu64	%zmm15, -320(%rsi)
	vmovdqu64	%zmm18, -384(%rsi)
	vpmovqd	%zmm14, %ymm13
	vpmovqd	%zmm16, %ymm14
	vpxord	%ymm14, %ymm19, %ymm14
	vinserti64x4	$1, %ymm13, %zmm14, %zmm13
	vpmovqd	%zmm12, %ymm12
	vpmovqd	%zmm9, %ymm9
	vpxor	%ymm1, %ymm9, %ymm9
	vinserti64x4	$1, %ymm12, %zmm9, %zmm9
	vmovdqa64	%zmm13, %zmm12
	vpermt2d	%zmm9, %zmm22, %zmm12
	vpermt2d	%zmm9, %zmm21, %zmm13
	vmovdqu64	%zmm13, -192(%rsi)
	vpmovqd	%zmm11, %ymm9
	vpmovqd	%zmm17, %ymm11
	vpxord	%ymm11, %ymm19, %ymm11
	vinserti64x4	$1, %ymm9, %zmm11, %zmm9
	vpbroadcastq	.LCPI0_4(%rip), %zmm11
	vpmovqd	%zmm7, %ymm7
	vpmovqd	%zmm8, %ymm8
	vpxor	%ymm1, %ymm8, %ymm8
	vinserti64x4	$1, %ymm7, %zmm8, %zmm7
	vmovdqa64	%zmm9, %zmm8
	vpermt2d	%zmm7, %zmm22, %zmm8
	vpermt2d	%zmm7, %zmm21, %zmm9
	vmovdqu64	%zmm12, -256(%rsi)
	vmovdqu64	%zmm9, -64(%rsi)
	vpmuludq	%zmm11, %zmm5, %zmm5
	vmovdqu64	%zmm8, -128(%rsi)
	vpsrlq	$32, %zmm5, %zmm7
	vpxorq	%zmm4, %zmm7, %zmm4
	vpmovqd	%zmm6, %ymm6
	vpmovqd	%zmm10, %ymm7
	vpxord	%ymm7, %ymm19, %ymm7
	vinserti64x4	$1, %ymm6, %zmm7, %zmm6
	vpmovqd	%zmm5, %ymm5
	vpmovqd	%zmm4, %ymm4
	vpxor	%ymm4, %ymm1, %ymm4
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vmovdqa64	%zmm6, %zmm5
	vpermt2d	%zmm4, %zmm21, %zmm6
	vmovdqu64	%zmm6, 64(%rsi)
	vpermt2d	%zmm4, %zmm22, %zmm5
	vmovdqu64	%zmm5, (%rsi)
	vmovdqu64	2944(%rsp), %zmm5
	vpaddq	.LCPI0_8(%rip){1to8}, %zmm3, %zmm3
	addq	$512, %rsi
	addq	$-32, %r15
	jne	.LBB0_127
	movq	-64(%rsp), %rcx
	cmpq	%rcx, -104(%rsp)
	movl	$3449720151, %edx
	movq	1984(%rsp), %r9
	movq	1344(%rsp), %r10
	movl	1280(%rsp), %eax
	vmovss	.LCPI0_11(%rip), %xmm30
	vmovd	.LCPI0_23(%rip), %xmm23
	vmovss	.LCPI0_24(%rip), %xmm6
	vmovss	.LCPI0_25(%rip), %xmm22
	vmovsd	.LCPI0_26(%rip), %xmm9
	vmovsd	.LCPI0_27(%rip), %xmm1
	vmovsd	.LCPI0_28(%rip), %xmm2
	vmovsd	.LCPI0_29(%rip), %xmm29
	vmovq	.LCPI0_31(%rip), %xmm25
	vmovsd	.LCPI0_47(%rip), %xmm3
	movq	2048(%rsp), %r13
	vmovdqu64	1088(%rsp), %zmm7
	vmovdqu64	1024(%rsp), %zmm27
	je	.LBB0_112
	vmovdqa64	%zmm26, %zmm12
	movq	-64(%rsp), %rsi
	movq	%rsi, %rcx
	testb	$96, -120(%rsp)
	je	.LBB0_133
.LBB0_130:
	vmovdqu64	4352(%rsp), %zmm19
	vmovdqu64	3072(%rsp), %zmm23
	vmovdqu64	1408(%rsp), %zmm26
	vmovdqu64	2368(%rsp), %zmm30
	vmovdqu64	3136(%rsp), %zmm24
	vpbroadcastq	%rcx, %zmm1
	vporq	.LCPI0_3(%rip), %zmm1, %zmm1
	movq	48(%rsp), %rsi
	xorl	1152(%rsp), %esi
	vpbroadcastq	%rsi, %zmm2
	movq	-80(%rsp), %rsi
	movq	112(%rsp), %rax
	xorl	%eax, %esi
	vpbroadcastq	%rsi, %zmm3
	movq	976(%rsp), %rax
	leaq	(%rax,%rcx), %rsi
	shlq	$4, %rcx
	addq	912(%rsp), %rcx
	vmovdqa64	.LCPI0_6(%rip), %zmm0
	vpbroadcastq	.LCPI0_4(%rip), %zmm20
	vmovdqa64	.LCPI0_7(%rip), %zmm25
	vpbroadcastq	.LCPI0_5(%rip), %zmm29
	vmovdqu64	2112(%rsp), %ymm21
	vmovdqu	2176(%rsp), %ymm10
	vmovdqu64	2304(%rsp), %zmm18
	vmovdqu64	2240(%rsp), %zmm11
	vmovdqu64	4288(%rsp), %zmm13
	vmovdqu64	4160(%rsp), %zmm14
	vmovdqu64	3008(%rsp), %zmm15
	vmovdqu64	4032(%rsp), %zmm22
	vmovdqu64	4224(%rsp), %zmm31
	vmovdqu64	4096(%rsp), %zmm16
	vpbroadcastq	.LCPI0_0(%rip), %zmm17
	.p2align	4
.LBB0_131:
	vpaddq	%zmm5, %zmm1, %zmm4
	vpmuludq	%zmm20, %zmm4, %zmm5
	vpternlogq	$150, %zmm24, %zmm5, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpmuludq	%zmm29, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm6
	vpxorq	%zmm6, %zmm2, %zmm6
	vpxorq	%zmm5, %zmm12, %zmm5
	vpmuludq	%zmm20, %zmm6, %zmm6
	vpmuludq	%zmm29, %zmm5, %zmm5
	vpsrlq	$32, %zmm6, %zmm7
	vpsrlq	$32, %zmm5, %zmm8
	vpxorq	%zmm7, %zmm3, %zmm7
	vpternlogq	$150, %zmm19, %zmm4, %zmm8
	vpmuludq	%zmm20, %zmm8, %zmm4
	vpmuludq	%zmm29, %zmm7, %zmm7
	vpsrlq	$32, %zmm4, %zmm8
	vpsrlq	$32, %zmm7, %zmm9
	vpternlogq	$150, %zmm5, %zmm23, %zmm9
	vpternlogq	$150, %zmm26, %zmm6, %zmm8
	vpmuludq	%zmm20, %zmm9, %zmm5
	vpmuludq	%zmm29, %zmm8, %zmm6
	vpsrlq	$32, %zmm5, %zmm8
	vpsrlq	$32, %zmm6, %zmm9
	vpternlogq	$150, %zmm27, %zmm7, %zmm9
	vpternlogq	$150, %zmm4, %zmm30, %zmm8
	vpmuludq	%zmm20, %zmm9, %zmm4
	vpmuludq	%zmm29, %zmm8, %zmm7
	vpsrlq	$32, %zmm4, %zmm8
	vpsrlq	$32, %zmm7, %zmm9
	vpternlogq	$150, %zmm6, %zmm18, %zmm9
	vpternlogq	$150, %zmm11, %zmm5, %zmm8
	vpmuludq	%zmm20, %zmm9, %zmm5
	vpmuludq	%zmm29, %zmm8, %zmm6
	vpsrlq	$32, %zmm5, %zmm8
	vpsrlq	$32, %zmm6, %zmm9
	vpternlogq	$150, %zmm15, %zmm7, %zmm9
	vpternlogq	$150, %zmm4, %zmm13, %zmm8
	vpmuludq	%zmm20, %zmm9, %zmm4
	vpmuludq	%zmm29, %zmm8, %zmm7
	vpsrlq	$32, %zmm4, %zmm8
	vpsrlq	$32, %zmm7, %zmm9
	vpternlogq	$150, %zmm6, %zmm31, %zmm9
	vpternlogq	$150, %zmm14, %zmm5, %zmm8
	vpmuludq	%zmm20, %zmm9, %zmm5
	vpmuludq	%zmm29, %zmm8, %zmm6
	vpsrlq	$32, %zmm5, %zmm8
	vpsrlq	$32, %zmm6, %zmm9
	vpternlogq	$150, %zmm16, %zmm7, %zmm9
	vpternlogq	$150, %zmm4, %zmm22, %zmm8
	vpmuludq	%zmm20, %zmm9, %zmm4
	vpmuludq	%zmm29, %zmm8, %zmm7
	vpsrlq	$32, %zmm4, %zmm8
	vpsrlq	$32, %zmm7, %zmm9
	vpmovqd	%zmm4, %ymm4
	vpmovqd	%zmm7, %ymm7
	vpxorq	%zmm6, %zmm9, %zmm6
	vpmovqd	%zmm6, %ymm6
	vpxorq	%zmm5, %zmm8, %zmm5
	vpmovqd	%zmm5, %ymm5
	vpxor	%ymm6, %ymm10, %ymm6
	vpxord	%ymm5, %ymm21, %ymm5
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vinserti64x4	$1, %ymm4, %zmm5, %zmm4
	vmovdqa64	%zmm6, %zmm5
	vpermt2d	%zmm4, %zmm25, %zmm6
	vmovdqu64	%zmm6, 64(%rcx)
	vpermt2d	%zmm4, %zmm0, %zmm5
	vmovdqu64	%zmm5, (%rcx)
	vmovdqu64	2944(%rsp), %zmm5
	vpaddq	%zmm17, %zmm1, %zmm1
	subq	$-128, %rcx
	addq	$8, %rsi
	jne	.LBB0_131
	movq	984(%rsp), %rcx
	movq	%rcx, %rsi
	cmpq	%rcx, -104(%rsp)
	movl	$3449720151, %edx
	movq	1984(%rsp), %r9
	movq	1344(%rsp), %r10
	movl	1280(%rsp), %eax
	vmovd	.LCPI0_23(%rip), %xmm23
	vmovss	.LCPI0_24(%rip), %xmm6
	vmovsd	.LCPI0_26(%rip), %xmm9
	vmovsd	.LCPI0_27(%rip), %xmm1
	vmovsd	.LCPI0_28(%rip), %xmm2
	vmovsd	.LCPI0_47(%rip), %xmm3
	movq	2048(%rsp), %r13
	vmovdqu64	1088(%rsp), %zmm7
	vmovss	.LCPI0_11(%rip), %xmm30
	vmovq	.LCPI0_31(%rip), %xmm25
	vmovsd	.LCPI0_29(%rip), %xmm29
	vmovss	.LCPI0_25(%rip), %xmm22
	je	.LBB0_112
.LBB0_133:
	movq	1152(%rsp), %r15
	xorq	48(%rsp), %r15
	movq	112(%rsp), %rcx
	xorq	-80(%rsp), %rcx
	movq	%rcx, 112(%rsp)
	movq	-104(%rsp), %rbx
	subq	%rsi, %rbx
	movq	2688(%rsp), %rcx
	leaq	(%rcx,%rsi), %rbp
	shlq	$4, %rsi
	movq	912(%rsp), %rcx
	addq	$12, %rcx
	addq	%rcx, %rsi
	.p2align	4
.LBB0_111:
	movl	%ebp, %r11d
	imulq	%r13, %r11
	movq	%rbp, %r8
	xorq	%r14, %r8
	xorq	%r11, %r8
	shrq	$32, %r8
	imulq	%rdx, %r8
	movq	%r8, %r12
	shrq	$32, %r12
	xorl	%r15d, %r12d
	xorl	%edi, %r11d
	imulq	%r13, %r12
	imulq	%rdx, %r11
	movq	%r11, %rcx
	shrq	$32, %rcx
	movq	2432(%rsp), %r14
	xorl	%ecx, %r14d
	movq	%r12, %rcx
	shrq	$32, %rcx
	xorl	%r14d, %r8d
	xorl	112(%rsp), %ecx
	imulq	%r13, %r8
	imulq	%rdx, %rcx
	movq	%rcx, %r14
	shrq	$32, %r14
	xorl	768(%rsp), %r11d
	xorl	%r14d, %r11d
	movq	%r8, %r14
	shrq	$32, %r14
	xorl	448(%rsp), %r12d
	xorl	%r14d, %r12d
	imulq	%r13, %r11
	imulq	%rdx, %r12
	movq	%r12, %r14
	shrq	$32, %r14
	xorl	2624(%rsp), %ecx
	xorl	%r14d, %ecx
	movq	%r11, %r14
	xorl	704(%rsp), %r8d
	shrq	$32, %r14
	xorl	%r14d, %r8d
	imulq	%r13, %rcx
	imulq	%rdx, %r8
	movq	%r8, %r14
	shrq	$32, %r14
	xorl	2560(%rsp), %r12d
	xorl	%r14d, %r12d
	movq	%rcx, %r14
	shrq	$32, %r14
	xorl	576(%rsp), %r11d
	xorl	%r14d, %r11d
	imulq	%r13, %r12
	imulq	%rdx, %r11
	movq	%r11, %r14
	shrq	$32, %r14
	xorl	2496(%rsp), %r8d
	xorl	%r14d, %r8d
	movq	%r12, %r14
	shrq	$32, %r14
	xorl	336(%rsp), %ecx
	xorl	%r14d, %ecx
	imulq	%r13, %r8
	imulq	%rdx, %rcx
	movq	%rcx, %r14
	shrq	$32, %r14
	xorl	%r9d, %r11d
	xorl	%r14d, %r11d
	movq	%r8, %r14
	shrq	$32, %r14
	xorl	832(%rsp), %r12d
	xorl	%r14d, %r12d
	imulq	%r13, %r11
	imulq	%rdx, %r12
	movq	%r12, %r14
	shrq	$32, %r14
	xorl	%r10d, %ecx
	xorl	%r14d, %ecx
	movq	%r11, %r14
	shrq	$32, %r14
	xorl	512(%rsp), %r8d
	xorl	%r14d, %r8d
	imulq	%r13, %rcx
	imulq	%rdx, %r8
	movq	%r8, %r14
	shrq	$32, %r14
	xorl	%eax, %r12d
	xorl	%r14d, %r12d
	movq	%rcx, %r14
	shrq	$32, %r14
	xorl	640(%rsp), %r11d
	xorl	%r14d, %r11d
	movq	-112(%rsp), %r14
	movl	%r12d, -12(%rsi)
	movl	%r8d, -8(%rsi)
	movl	%r11d, -4(%rsi)
	movl	%ecx, (%rsi)
	addq	$16, %rsi
	incq	%rbp
	decq	%rbx
	jne	.LBB0_111
.LBB0_112:
	cmpb	$0, 72(%rsp)
	je	.LBB0_114
	xorl	%ecx, %ecx
	movq	-96(%rsp), %rbp
	movq	-120(%rsp), %r11
	movq	40(%rsp), %rbx
	movq	912(%rsp), %rdi
	leaq	4(%rdi), %r9
	movq	336(%rsp), %r15
	movl	$3449720151, %r13d
	movq	704(%rsp), %rax
	vmovaps	%xmm1, %xmm24
	vmovaps	%xmm29, %xmm21
	vmovq	.LCPI0_30(%rip), %xmm10
	vmovdqa64	%xmm25, %xmm11
	vmovq	.LCPI0_46(%rip), %xmm12
	vmovq	.LCPI0_35(%rip), %xmm13
	vmovq	.LCPI0_32(%rip), %xmm14
	vmovq	.LCPI0_36(%rip), %xmm15
	vmovq	.LCPI0_33(%rip), %xmm16
	vmovq	.LCPI0_37(%rip), %xmm17
	vmovaps	%xmm2, %xmm25
	vmovq	.LCPI0_39(%rip), %xmm28
	vmovaps	%xmm3, %xmm27
	movq	96(%rsp), %r12
	vmovd	.LCPI0_12(%rip), %xmm26
	vmovd	.LCPI0_19(%rip), %xmm19
	vmovd	.LCPI0_21(%rip), %xmm31
	vmovdqa64	%xmm23, %xmm8
	vmovd	.LCPI0_20(%rip), %xmm23
	vmovd	.LCPI0_18(%rip), %xmm18
	vmovd	.LCPI0_17(%rip), %xmm20
	vmovss	.LCPI0_22(%rip), %xmm29
	jmp	.LBB0_123
	.p2align	4
.LBB0_114:
	cmpq	$126, 16(%rsp)
	movq	-120(%rsp), %r11
	movq	40(%rsp), %rbx
	movq	912(%rsp), %rdi
	leaq	4(%rdi), %r9
	movq	336(%rsp), %r15
	movl	$3449720151, %r13d
	movq	704(%rsp), %rax
	movq	96(%rsp), %r12
	jae	.LBB0_116
	xorl	%edx, %edx
	movq	-96(%rsp), %rbp
	jmp	.LBB0_120
	.p2align	4
.LBB0_116:
	xorl	%edx, %edx
	movq	432(%rsp), %rcx
	movq	440(%rsp), %rsi
	.p2align	4
.LBB0_117:
	vmovdqu64	-384(%rsi,%rdx,8), %zmm0
	vmovdqu64	-320(%rsi,%rdx,8), %zmm3
	vmovdqu64	%zmm3, 3904(%rsp)
	vmovdqu64	-256(%rsi,%rdx,8), %zmm1
	vmovdqu64	-192(%rsi,%rdx,8), %zmm4
	vmovdqu64	%zmm4, 3840(%rsp)
	vmovdqu64	%zmm0, 1856(%rsp)
	vmovdqa64	.LCPI0_10(%rip), %zmm2
	vpermt2d	%zmm3, %zmm2, %zmm0
	vmovdqu64	%zmm1, 3968(%rsp)
	vpermt2d	%zmm4, %zmm2, %zmm1
	vmovdqu64	-64(%rsi,%rdx,8), %zmm3
	vmovdqu64	%zmm3, 3648(%rsp)
	vmovdqu64	-128(%rsi,%rdx,8), %zmm4
	vmovdqu64	%zmm4, 3776(%rsp)
	vmovdqu64	64(%rsi,%rdx,8), %zmm6
	vmovdqu64	%zmm6, 3584(%rsp)
	vmovdqu64	(%rsi,%rdx,8), %zmm5
	vpermt2d	%zmm3, %zmm2, %zmm4
	vmovdqu64	%zmm5, 3712(%rsp)
	vpermt2d	%zmm6, %zmm2, %zmm5
	vpsrld	$9, %zmm0, %zmm0
	vpsrld	$9, %zmm1, %zmm1
	vpsrld	$9, %zmm4, %zmm4
	vpsrld	$9, %zmm5, %zmm5
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm4, %zmm4
	vcvtdq2ps	%zmm5, %zmm6
	vbroadcastss	.LCPI0_11(%rip), %zmm15
	vaddps	%zmm15, %zmm0, %zmm7
	vaddps	%zmm15, %zmm1, %zmm1
	vaddps	%zmm15, %zmm4, %zmm5
	vaddps	%zmm15, %zmm6, %zmm0
	vbroadcastss	.LCPI0_12(%rip), %zmm2
	vmulps	%zmm2, %zmm7, %zmm6
	vmulps	%zmm2, %zmm1, %zmm4
	vcvtps2pd	%ymm6, %zmm1
	vmulps	%zmm2, %zmm5, %zmm5
	vextractf64x4	$1, %zmm6, %ymm6
	vcvtps2pd	%ymm6, %zmm6
	vcvtps2pd	%ymm4, %zmm7
	vmulps	%zmm2, %zmm0, %zmm0
	vextractf64x4	$1, %zmm4, %ymm4
	vcvtps2pd	%ymm4, %zmm4
	vcvtps2pd	%ymm5, %zmm8
	vextractf64x4	$1, %zmm5, %ymm5
	vcvtps2pd	%ymm5, %zmm5
	vcvtps2pd	%ymm0, %zmm9
	vextractf64x4	$1, %zmm0, %ymm0
	vcvtps2pd	%ymm0, %zmm0
	vbroadcastsd	.LCPI0_26(%rip), %zmm2
	vmulpd	%zmm2, %zmm6, %zmm6
	vmulpd	%zmm2, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm4, %zmm4
	vmulpd	%zmm2, %zmm7, %zmm7
	vmulpd	%zmm2, %zmm5, %zmm5
	vmulpd	%zmm2, %zmm8, %zmm8
	vmulpd	%zmm2, %zmm0, %zmm10
	vmulpd	%zmm2, %zmm9, %zmm0
	vbroadcastsd	.LCPI0_27(%rip), %zmm2
	vaddpd	%zmm2, %zmm1, %zmm17
	vaddpd	%zmm2, %zmm6, %zmm9
	vmovupd	%zmm9, 1472(%rsp)
	vaddpd	%zmm2, %zmm7, %zmm15
	vmovupd	%zmm15, 1536(%rsp)
	vaddpd	%zmm2, %zmm4, %zmm16
	vmovupd	%zmm16, 1728(%rsp)
	vaddpd	%zmm2, %zmm8, %zmm14
	vmovupd	%zmm14, 1792(%rsp)
	vaddpd	%zmm2, %zmm5, %zmm13
	vmovupd	%zmm13, 2880(%rsp)
	vaddpd	%zmm2, %zmm0, %zmm3
	vmovupd	%zmm3, 3456(%rsp)
	vaddpd	%zmm2, %zmm10, %zmm12
	vmovupd	%zmm12, 3520(%rsp)
	vbroadcastsd	.LCPI0_28(%rip), %zmm2
	vaddpd	%zmm2, %zmm9, %zmm9
	vaddpd	%zmm2, %zmm17, %zmm11
	vaddpd	%zmm2, %zmm16, %zmm20
	vaddpd	%zmm2, %zmm15, %zmm21
	vaddpd	%zmm2, %zmm13, %zmm22
	vaddpd	%zmm2, %zmm14, %zmm23
	vaddpd	%zmm2, %zmm12, %zmm24
	vaddpd	%zmm2, %zmm3, %zmm28
	vsubpd	%zmm11, %zmm1, %zmm11
	vsubpd	%zmm9, %zmm6, %zmm6
	vsubpd	%zmm21, %zmm7, %zmm9
	vsubpd	%zmm20, %zmm4, %zmm20
	vsubpd	%zmm23, %zmm8, %zmm3
	vsubpd	%zmm22, %zmm5, %zmm5
	vsubpd	%zmm28, %zmm0, %zmm25
	vsubpd	%zmm24, %zmm10, %zmm8
	vbroadcastsd	.LCPI0_29(%rip), %zmm16
	vmulpd	%zmm16, %zmm6, %zmm13
	vmulpd	%zmm16, %zmm11, %zmm7
	vmulpd	%zmm16, %zmm20, %zmm14
	vmulpd	%zmm16, %zmm9, %zmm9
	vmulpd	%zmm7, %zmm7, %zmm21
	vmulpd	%zmm13, %zmm13, %zmm28
	vmulpd	%zmm9, %zmm9, %zmm20
	vmulpd	%zmm14, %zmm14, %zmm22
	vbroadcastsd	.LCPI0_30(%rip), %zmm27
	vmulpd	%zmm27, %zmm28, %zmm10
	vmulpd	%zmm27, %zmm21, %zmm11
	vmulpd	%zmm27, %zmm20, %zmm23
	vbroadcastsd	.LCPI0_31(%rip), %zmm1
	vaddpd	%zmm1, %zmm11, %zmm11
	vaddpd	%zmm1, %zmm10, %zmm10
	vaddpd	%zmm1, %zmm23, %zmm23
	vmulpd	%zmm10, %zmm28, %zmm10
	vmulpd	%zmm11, %zmm21, %zmm11
	vmulpd	%zmm23, %zmm20, %zmm23
	vbroadcastsd	.LCPI0_32(%rip), %zmm12
	vaddpd	%zmm12, %zmm11, %zmm11
	vaddpd	%zmm12, %zmm10, %zmm10
	vaddpd	%zmm12, %zmm23, %zmm23
	vmulpd	%zmm10, %zmm28, %zmm10
	vmulpd	%zmm11, %zmm21, %zmm11
	vmulpd	%zmm23, %zmm20, %zmm23
	vbroadcastsd	.LCPI0_33(%rip), %zmm0
	vaddpd	%zmm0, %zmm11, %zmm11
	vaddpd	%zmm0, %zmm10, %zmm10
	vaddpd	%zmm0, %zmm23, %zmm23
	vmulpd	%zmm21, %zmm7, %zmm24
	vmulpd	%zmm11, %zmm24, %zmm11
	vmulpd	%zmm28, %zmm13, %zmm24
	vmulpd	%zmm10, %zmm24, %zmm10
	vmulpd	%zmm20, %zmm9, %zmm24
	vmulpd	%zmm23, %zmm24, %zmm23
	vmulpd	%zmm27, %zmm22, %zmm24
	vaddpd	%zmm1, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm22, %zmm24
	vaddpd	%zmm12, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm22, %zmm24
	vaddpd	%zmm0, %zmm24, %zmm24
	vmulpd	%zmm22, %zmm14, %zmm29
	vmulpd	%zmm24, %zmm29, %zmm29
	vmulpd	%zmm16, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm24
	vmulpd	%zmm27, %zmm24, %zmm26
	vaddpd	%zmm1, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm24, %zmm26
	vaddpd	%zmm12, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm24, %zmm26
	vaddpd	%zmm0, %zmm26, %zmm26
	vmulpd	%zmm24, %zmm4, %zmm3
	vmulpd	%zmm26, %zmm3, %zmm3
	vmulpd	%zmm16, %zmm5, %zmm26
	vmulpd	%zmm26, %zmm26, %zmm6
	vmulpd	%zmm27, %zmm6, %zmm2
	vaddpd	%zmm1, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm6, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm6, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm2
	vmulpd	%zmm6, %zmm26, %zmm30
	vmulpd	%zmm2, %zmm30, %zmm2
	vmulpd	%zmm16, %zmm25, %zmm30
	vmulpd	%zmm30, %zmm30, %zmm5
	vmulpd	%zmm27, %zmm5, %zmm25
	vaddpd	%zmm1, %zmm25, %zmm25
	vmulpd	%zmm25, %zmm5, %zmm25
	vaddpd	%zmm12, %zmm25, %zmm25
	vmulpd	%zmm25, %zmm5, %zmm25
	vaddpd	%zmm0, %zmm25, %zmm25
	vmulpd	%zmm5, %zmm30, %zmm31
	vmulpd	%zmm25, %zmm31, %zmm25
	vmulpd	%zmm16, %zmm8, %zmm31
	vmulpd	%zmm31, %zmm31, %zmm8
	vmulpd	%zmm27, %zmm8, %zmm27
	vaddpd	%zmm1, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm8, %zmm27
	vaddpd	%zmm12, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm8, %zmm27
	vaddpd	%zmm0, %zmm27, %zmm27
	vmulpd	%zmm8, %zmm31, %zmm12
	vmulpd	%zmm27, %zmm12, %zmm12
	vaddpd	%zmm11, %zmm7, %zmm7
	vaddpd	%zmm10, %zmm13, %zmm11
	vaddpd	%zmm23, %zmm9, %zmm9
	vaddpd	%zmm29, %zmm14, %zmm29
	vaddpd	%zmm3, %zmm4, %zmm0
	vmovupd	%zmm0, 208(%rsp)
	vaddpd	%zmm2, %zmm26, %zmm0
	vmovupd	%zmm0, 112(%rsp)
	vaddpd	%zmm25, %zmm30, %zmm0
	vmovupd	%zmm0, 1600(%rsp)
	vaddpd	%zmm12, %zmm31, %zmm0
	vmovupd	%zmm0, 1664(%rsp)
	vbroadcastsd	.LCPI0_34(%rip), %zmm4
	vmulpd	%zmm4, %zmm21, %zmm1
	vbroadcastsd	.LCPI0_35(%rip), %zmm31
	vsubpd	%zmm1, %zmm31, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vbroadcastsd	.LCPI0_36(%rip), %zmm16
	vaddpd	%zmm16, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vbroadcastsd	.LCPI0_37(%rip), %zmm0
	vaddpd	%zmm0, %zmm1, %zmm1
	vmulpd	%zmm21, %zmm21, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm4, %zmm28, %zmm2
	vsubpd	%zmm2, %zmm31, %zmm2
	vmulpd	%zmm2, %zmm28, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm28, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm2
	vmulpd	%zmm28, %zmm28, %zmm3
	vmulpd	%zmm2, %zmm3, %zmm2
	vmulpd	%zmm4, %zmm20, %zmm3
	vsubpd	%zmm3, %zmm31, %zmm3
	vmulpd	%zmm3, %zmm20, %zmm3
	vaddpd	%zmm16, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm20, %zmm3
	vaddpd	%zmm0, %zmm3, %zmm3
	vmulpd	%zmm20, %zmm20, %zmm12
	vmulpd	%zmm3, %zmm12, %zmm3
	vmulpd	%zmm4, %zmm22, %zmm12
	vsubpd	%zmm12, %zmm31, %zmm12
	vmulpd	%zmm12, %zmm22, %zmm12
	vaddpd	%zmm16, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm22, %zmm12
	vaddpd	%zmm0, %zmm12, %zmm12
	vmulpd	%zmm22, %zmm22, %zmm25
	vmulpd	%zmm12, %zmm25, %zmm12
	vmulpd	%zmm4, %zmm24, %zmm25
	vsubpd	%zmm25, %zmm31, %zmm25
	vmulpd	%zmm25, %zmm24, %zmm25
	vaddpd	%zmm16, %zmm25, %zmm25
	vmulpd	%zmm25, %zmm24, %zmm25
	vaddpd	%zmm0, %zmm25, %zmm25
	vmulpd	%zmm24, %zmm24, %zmm26
	vmulpd	%zmm25, %zmm26, %zmm25
	vmulpd	%zmm4, %zmm6, %zmm26
	vsubpd	%zmm26, %zmm31, %zmm26
	vmulpd	%zmm26, %zmm6, %zmm26
	vaddpd	%zmm16, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm6, %zmm26
	vaddpd	%zmm0, %zmm26, %zmm26
	vmulpd	%zmm6, %zmm6, %zmm27
	vmulpd	%zmm26, %zmm27, %zmm26
	vmulpd	%zmm4, %zmm5, %zmm27
	vsubpd	%zmm27, %zmm31, %zmm27
	vmulpd	%zmm27, %zmm5, %zmm27
	vaddpd	%zmm16, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm5, %zmm27
	vaddpd	%zmm0, %zmm27, %zmm27
	vmulpd	%zmm5, %zmm5, %zmm30
	vmulpd	%zmm27, %zmm30, %zmm27
	vmulpd	%zmm4, %zmm8, %zmm30
	vsubpd	%zmm30, %zmm31, %zmm30
	vmulpd	%zmm30, %zmm8, %zmm30
	vaddpd	%zmm16, %zmm30, %zmm30
	vmulpd	%zmm30, %zmm8, %zmm30
	vaddpd	%zmm0, %zmm30, %zmm30
	vmulpd	%zmm8, %zmm8, %zmm31
	vmulpd	%zmm30, %zmm31, %zmm30
	vbroadcastsd	.LCPI0_38(%rip), %zmm14
	vmulpd	%zmm14, %zmm28, %zmm28
	vbroadcastsd	.LCPI0_39(%rip), %zmm13
	vsubpd	%zmm28, %zmm13, %zmm28
	vaddpd	%zmm2, %zmm28, %zmm28
	vmulpd	%zmm14, %zmm21, %zmm2
	vsubpd	%zmm2, %zmm13, %zmm2
	vaddpd	%zmm1, %zmm2, %zmm2
	vmulpd	%zmm14, %zmm22, %zmm1
	vsubpd	%zmm1, %zmm13, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm21
	vmulpd	%zmm14, %zmm20, %zmm1
	vsubpd	%zmm1, %zmm13, %zmm1
	vaddpd	%zmm3, %zmm1, %zmm1
	vmulpd	%zmm14, %zmm6, %zmm3
	vsubpd	%zmm3, %zmm13, %zmm3
	vaddpd	%zmm26, %zmm3, %zmm20
	vmulpd	%zmm14, %zmm24, %zmm3
	vsubpd	%zmm3, %zmm13, %zmm3
	vaddpd	%zmm25, %zmm3, %zmm22
	vmulpd	%zmm14, %zmm8, %zmm3
	vsubpd	%zmm3, %zmm13, %zmm3
	vaddpd	%zmm30, %zmm3, %zmm31
	vmulpd	%zmm14, %zmm5, %zmm0
	vsubpd	%zmm0, %zmm13, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm19
	vpbroadcastq	.LCPI0_41(%rip), %zmm18
	vptestnmq	%zmm18, %zmm17, %k1
	vpbroadcastq	.LCPI0_42(%rip), %zmm0
	vptestnmq	%zmm0, %zmm17, %k2
	vbroadcastsd	.LCPI0_40(%rip), %zmm5
	vmovapd	%zmm7, %zmm10
	vxorpd	%zmm5, %zmm7, %zmm3
	vxorpd	%zmm5, %zmm2, %zmm15
	vblendmpd	%zmm7, %zmm3, %zmm4 {%k2}
	vmovupd	%zmm4, 3392(%rsp)
	vmovapd	%zmm2, %zmm15 {%k2}
	vmovapd	%zmm3, %zmm10 {%k2}
	vmovdqu64	1472(%rsp), %zmm17
	vptestnmq	%zmm0, %zmm17, %k2
	vxorpd	%zmm5, %zmm28, %zmm2
	vmovapd	%zmm28, %zmm2 {%k2}
	vmovapd	%zmm11, %zmm8
	vxorpd	%zmm5, %zmm11, %zmm3
	vblendmpd	%zmm11, %zmm3, %zmm24 {%k2}
	vmovapd	%zmm3, %zmm8 {%k2}
	vmovdqu64	1536(%rsp), %zmm14
	vptestnmq	%zmm0, %zmm14, %k2
	vxorpd	%zmm5, %zmm1, %zmm6
	vmovapd	%zmm1, %zmm6 {%k2}
	vxorpd	%zmm5, %zmm9, %zmm1
	vblendmpd	%zmm9, %zmm1, %zmm3 {%k2}
	vmovupd	%zmm3, 3328(%rsp)
	vmovapd	%zmm1, %zmm9 {%k2}
	vmovdqu64	1728(%rsp), %zmm13
	vptestnmq	%zmm0, %zmm13, %k2
	vxorpd	%zmm5, %zmm21, %zmm1
	vmovapd	%zmm21, %zmm1 {%k2}
	vmovapd	%zmm29, %zmm4
	vxorpd	%zmm5, %zmm29, %zmm21
	vblendmpd	%zmm29, %zmm21, %zmm25 {%k2}
	vmovapd	%zmm21, %zmm4 {%k2}
	vmovdqu64	1792(%rsp), %zmm12
	vptestnmq	%zmm0, %zmm12, %k2
	vxorpd	%zmm5, %zmm22, %zmm21
	vmovapd	%zmm22, %zmm21 {%k2}
	vmovupd	208(%rsp), %zmm7
	vxorpd	%zmm5, %zmm7, %zmm22
	vblendmpd	%zmm7, %zmm22, %zmm26 {%k2}
	vmovapd	%zmm22, %zmm7 {%k2}
	vmovdqu64	2880(%rsp), %zmm11
	vptestnmq	%zmm0, %zmm11, %k2
	vxorpd	%zmm5, %zmm20, %zmm22
	vmovapd	%zmm20, %zmm22 {%k2}
	vmovupd	112(%rsp), %zmm29
	vxorpd	%zmm5, %zmm29, %zmm20
	vblendmpd	%zmm29, %zmm20, %zmm27 {%k2}
	vmovapd	%zmm20, %zmm29 {%k2}
	vmovdqu64	3456(%rsp), %zmm16
	vptestnmq	%zmm0, %zmm16, %k2
	vmovupd	1600(%rsp), %zmm3
	vxorpd	%zmm5, %zmm3, %zmm20
	vxorpd	%zmm5, %zmm19, %zmm28
	vblendmpd	%zmm3, %zmm20, %zmm30 {%k2}
	vmovapd	%zmm19, %zmm28 {%k2}
	vmovapd	%zmm20, %zmm3 {%k2}
	vmovdqu64	3520(%rsp), %zmm19
	vptestnmq	%zmm0, %zmm19, %k2
	vxorpd	%zmm5, %zmm31, %zmm20
	vmovapd	%zmm31, %zmm20 {%k2}
	vmovupd	1664(%rsp), %zmm23
	vxorpd	%zmm5, %zmm23, %zmm0
	vblendmpd	%zmm23, %zmm0, %zmm31 {%k2}
	vmovapd	%zmm0, %zmm23 {%k2}
	vptestnmq	%zmm18, %zmm17, %k2
	vblendmpd	%zmm24, %zmm2, %zmm0 {%k2}
	vmovupd	%zmm0, 1472(%rsp)
	vmovapd	%zmm2, %zmm8 {%k2}
	vmovupd	%zmm8, 1664(%rsp)
	vptestnmq	%zmm18, %zmm14, %k2
	vblendmpd	3392(%rsp), %zmm15, %zmm0 {%k1}
	vmovupd	%zmm0, 1536(%rsp)
	vmovapd	%zmm15, %zmm10 {%k1}
	vmovupd	%zmm10, 1600(%rsp)
	vptestnmq	%zmm18, %zmm13, %k1
	vblendmpd	%zmm25, %zmm1, %zmm14 {%k1}
	vmovapd	%zmm1, %zmm4 {%k1}
	vmovupd	%zmm4, 1728(%rsp)
	vptestnmq	%zmm18, %zmm12, %k1
	vblendmpd	3328(%rsp), %zmm6, %zmm15 {%k2}
	vmovapd	%zmm6, %zmm9 {%k2}
	vmovupd	%zmm9, 1792(%rsp)
	vptestnmq	%zmm18, %zmm11, %k2
	vblendmpd	%zmm27, %zmm22, %zmm11 {%k2}
	vblendmpd	%zmm26, %zmm21, %zmm9 {%k1}
	vmovapd	%zmm22, %zmm29 {%k2}
	vmovupd	%zmm29, 112(%rsp)
	vmovapd	%zmm21, %zmm7 {%k1}
	vmovupd	%zmm7, 208(%rsp)
	vptestnmq	%zmm18, %zmm19, %k1
	vblendmpd	%zmm31, %zmm20, %zmm13 {%k1}
	vmovapd	%zmm20, %zmm23 {%k1}
	vptestnmq	%zmm18, %zmm16, %k1
	vblendmpd	%zmm30, %zmm28, %zmm8 {%k1}
	vmovapd	%zmm28, %zmm3 {%k1}
	vmovapd	%zmm3, %zmm29
	vmovdqa64	.LCPI0_9(%rip), %zmm0
	vmovdqu64	1856(%rsp), %zmm1
	vpermt2d	3904(%rsp), %zmm0, %zmm1
	vmovdqu64	3968(%rsp), %zmm2
	vpermt2d	3840(%rsp), %zmm0, %zmm2
	vmovdqu64	3776(%rsp), %zmm3
	vpermt2d	3648(%rsp), %zmm0, %zmm3
	vmovdqu64	3712(%rsp), %zmm4
	vpermt2d	3584(%rsp), %zmm0, %zmm4
	vpsrld	$9, %zmm1, %zmm1
	vpsrld	$9, %zmm2, %zmm2
	vpsrld	$9, %zmm3, %zmm3
	vpsrld	$9, %zmm4, %zmm12
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm3, %zmm3
	vcvtdq2ps	%zmm12, %zmm12
	vbroadcastss	.LCPI0_11(%rip), %zmm10
	vaddps	%zmm10, %zmm1, %zmm1
	vaddps	%zmm10, %zmm2, %zmm2
	vaddps	%zmm10, %zmm3, %zmm3
	vaddps	%zmm10, %zmm12, %zmm12
	vbroadcastss	.LCPI0_12(%rip), %zmm0
	vmulps	%zmm0, %zmm1, %zmm1
	vmulps	%zmm0, %zmm2, %zmm2
	vmulps	%zmm0, %zmm3, %zmm3
	vmulps	%zmm0, %zmm12, %zmm12
	vpbroadcastd	.LCPI0_13(%rip), %zmm0
	vpaddd	%zmm0, %zmm1, %zmm21
	vpaddd	%zmm0, %zmm2, %zmm20
	vpaddd	%zmm0, %zmm3, %zmm19
	vpaddd	%zmm0, %zmm12, %zmm4
	vpbroadcastd	.LCPI0_15(%rip), %zmm0
	vpandd	%zmm0, %zmm21, %zmm2
	vpandd	%zmm0, %zmm20, %zmm3
	vpandd	%zmm0, %zmm19, %zmm12
	vpandd	%zmm0, %zmm4, %zmm17
	vpbroadcastd	.LCPI0_16(%rip), %zmm0
	vpaddd	%zmm0, %zmm2, %zmm2
	vpaddd	%zmm0, %zmm3, %zmm3
	vpaddd	%zmm0, %zmm12, %zmm12
	vpaddd	%zmm0, %zmm17, %zmm17
	vbroadcastss	.LCPI0_17(%rip), %zmm0
	vaddps	%zmm0, %zmm2, %zmm2
	vaddps	%zmm0, %zmm3, %zmm3
	vaddps	%zmm0, %zmm12, %zmm12
	vaddps	%zmm0, %zmm17, %zmm17
	vbroadcastss	.LCPI0_18(%rip), %zmm0
	vaddps	%zmm0, %zmm2, %zmm22
	vaddps	%zmm0, %zmm3, %zmm24
	vdivps	%zmm22, %zmm2, %zmm22
	vdivps	%zmm24, %zmm3, %zmm24
	vaddps	%zmm0, %zmm12, %zmm25
	vdivps	%zmm25, %zmm12, %zmm25
	vmulps	%zmm22, %zmm22, %zmm26
	vmulps	%zmm24, %zmm24, %zmm27
	vmulps	%zmm25, %zmm25, %zmm28
	vmulps	%zmm26, %zmm26, %zmm30
	vbroadcastss	.LCPI0_19(%rip), %zmm5
	vmulps	%zmm5, %zmm30, %zmm31
	vbroadcastss	.LCPI0_20(%rip), %zmm6
	vaddps	%zmm6, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vbroadcastss	.LCPI0_21(%rip), %zmm16
	vmulps	%zmm16, %zmm30, %zmm30
	vbroadcastss	.LCPI0_22(%rip), %zmm1
	vaddps	%zmm1, %zmm30, %zmm30
	vmulps	%zmm30, %zmm26, %zmm26
	vmulps	%zmm27, %zmm27, %zmm30
	vaddps	%zmm31, %zmm26, %zmm26
	vmulps	%zmm5, %zmm30, %zmm31
	vaddps	%zmm6, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vmulps	%zmm16, %zmm30, %zmm30
	vaddps	%zmm1, %zmm30, %zmm30
	vmulps	%zmm30, %zmm27, %zmm27
	vmulps	%zmm28, %zmm28, %zmm30
	vaddps	%zmm31, %zmm27, %zmm27
	vmulps	%zmm5, %zmm30, %zmm31
	vaddps	%zmm6, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vmulps	%zmm16, %zmm30, %zmm30
	vaddps	%zmm1, %zmm30, %zmm30
	vmulps	%zmm30, %zmm28, %zmm28
	vaddps	%zmm0, %zmm17, %zmm30
	vdivps	%zmm30, %zmm17, %zmm30
	vaddps	%zmm31, %zmm28, %zmm28
	vmulps	%zmm30, %zmm30, %zmm31
	vmulps	%zmm31, %zmm31, %zmm0
	vmulps	%zmm5, %zmm0, %zmm18
	vaddps	%zmm6, %zmm18, %zmm18
	vmulps	%zmm18, %zmm0, %zmm18
	vmulps	%zmm16, %zmm0, %zmm0
	vaddps	%zmm1, %zmm0, %zmm0
	vmulps	%zmm0, %zmm31, %zmm0
	vaddps	%zmm18, %zmm0, %zmm0
	vmulps	%zmm10, %zmm2, %zmm18
	vmulps	%zmm18, %zmm2, %zmm18
	vaddps	%zmm26, %zmm18, %zmm26
	vmulps	%zmm26, %zmm22, %zmm22
	vmulps	%zmm10, %zmm3, %zmm26
	vmulps	%zmm26, %zmm3, %zmm26
	vaddps	%zmm27, %zmm26, %zmm27
	vmulps	%zmm27, %zmm24, %zmm24
	vmulps	%zmm10, %zmm12, %zmm27
	vmulps	%zmm27, %zmm12, %zmm27
	vaddps	%zmm28, %zmm27, %zmm28
	vmulps	%zmm28, %zmm25, %zmm25
	vmulps	%zmm10, %zmm17, %zmm28
	vmulps	%zmm28, %zmm17, %zmm28
	vaddps	%zmm0, %zmm28, %zmm0
	vmulps	%zmm0, %zmm30, %zmm0
	vpsrld	$23, %zmm21, %zmm21
	vpbroadcastd	.LCPI0_14(%rip), %zmm5
	vpaddd	%zmm5, %zmm21, %zmm21
	vcvtdq2ps	%zmm21, %zmm21
	vbroadcastss	.LCPI0_23(%rip), %zmm6
	vmulps	%zmm6, %zmm21, %zmm30
	vaddps	%zmm22, %zmm30, %zmm22
	vpsrld	$23, %zmm20, %zmm20
	vpaddd	%zmm5, %zmm20, %zmm20
	vcvtdq2ps	%zmm20, %zmm20
	vmulps	%zmm6, %zmm20, %zmm30
	vaddps	%zmm24, %zmm30, %zmm24
	vpsrld	$23, %zmm19, %zmm19
	vpaddd	%zmm5, %zmm19, %zmm19
	vcvtdq2ps	%zmm19, %zmm19
	vmulps	%zmm6, %zmm19, %zmm30
	vaddps	%zmm25, %zmm30, %zmm25
	vpsrld	$23, %zmm4, %zmm1
	vpaddd	%zmm5, %zmm1, %zmm1
	vcvtdq2ps	%zmm1, %zmm1
	vmulps	%zmm6, %zmm1, %zmm30
	vaddps	%zmm0, %zmm30, %zmm0
	vsubps	%zmm18, %zmm22, %zmm18
	vsubps	%zmm26, %zmm24, %zmm22
	vsubps	%zmm27, %zmm25, %zmm24
	vsubps	%zmm28, %zmm0, %zmm0
	vaddps	%zmm18, %zmm2, %zmm2
	vaddps	%zmm22, %zmm3, %zmm3
	vaddps	%zmm24, %zmm12, %zmm12
	vaddps	%zmm0, %zmm17, %zmm0
	vbroadcastss	.LCPI0_24(%rip), %zmm4
	vmulps	%zmm4, %zmm21, %zmm17
	vaddps	%zmm2, %zmm17, %zmm2
	vmulps	%zmm4, %zmm20, %zmm17
	vaddps	%zmm3, %zmm17, %zmm3
	vmulps	%zmm4, %zmm19, %zmm17
	vaddps	%zmm12, %zmm17, %zmm12
	vmulps	%zmm4, %zmm1, %zmm1
	vaddps	%zmm0, %zmm1, %zmm0
	vcvtpd2ps	1536(%rsp), %ymm1
	vcvtpd2ps	1472(%rsp), %ymm4
	vcvtpd2ps	%zmm15, %ymm15
	vinsertf64x4	$1, %ymm4, %zmm1, %zmm1
	vcvtpd2ps	%zmm14, %ymm4
	vinsertf64x4	$1, %ymm4, %zmm15, %zmm4
	vcvtpd2ps	%zmm9, %ymm15
	vcvtpd2ps	%zmm11, %ymm14
	vcvtpd2ps	%zmm8, %ymm8
	vcvtpd2ps	%zmm13, %ymm13
	vinsertf64x4	$1, %ymm14, %zmm15, %zmm14
	vinsertf64x4	$1, %ymm13, %zmm8, %zmm8
	vcvtpd2ps	1600(%rsp), %ymm11
	vcvtpd2ps	1664(%rsp), %ymm10
	vinsertf64x4	$1, %ymm10, %zmm11, %zmm10
	vcvtpd2ps	1792(%rsp), %ymm9
	vcvtpd2ps	1728(%rsp), %ymm7
	vinsertf64x4	$1, %ymm7, %zmm9, %zmm7
	vcvtpd2ps	208(%rsp), %ymm5
	vcvtpd2ps	112(%rsp), %ymm6
	vcvtpd2ps	%zmm29, %ymm9
	vinsertf64x4	$1, %ymm6, %zmm5, %zmm5
	vcvtpd2ps	%zmm23, %ymm6
	vinsertf64x4	$1, %ymm6, %zmm9, %zmm6
	vbroadcastss	.LCPI0_25(%rip), %zmm11
	vmulps	%zmm11, %zmm2, %zmm2
	vmulps	%zmm11, %zmm3, %zmm3
	vsqrtps	%zmm2, %zmm2
	vsqrtps	%zmm3, %zmm3
	vmulps	%zmm10, %zmm2, %zmm9
	vmulps	%zmm1, %zmm2, %zmm1
	vmulps	%zmm7, %zmm3, %zmm2
	vmulps	%zmm4, %zmm3, %zmm3
	vmulps	%zmm11, %zmm12, %zmm4
	vmulps	%zmm11, %zmm0, %zmm0
	vsqrtps	%zmm4, %zmm4
	vsqrtps	%zmm0, %zmm0
	vmulps	%zmm5, %zmm4, %zmm5
	vmulps	%zmm14, %zmm4, %zmm4
	vmulps	%zmm6, %zmm0, %zmm6
	vmulps	%zmm8, %zmm0, %zmm0
	vmovaps	%zmm9, %zmm7
	vmovaps	.LCPI0_43(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vmovaps	.LCPI0_44(%rip), %zmm10
	vpermt2ps	%zmm1, %zmm10, %zmm9
	vmovups	%zmm9, -384(%rsi,%rdx,8)
	vmovups	%zmm7, -320(%rsi,%rdx,8)
	vmovaps	%zmm2, %zmm1
	vpermt2ps	%zmm3, %zmm8, %zmm1
	vpermt2ps	%zmm3, %zmm10, %zmm2
	vmovups	%zmm2, -256(%rsi,%rdx,8)
	vmovups	%zmm1, -192(%rsi,%rdx,8)
	vmovaps	%zmm5, %zmm1
	vpermt2ps	%zmm4, %zmm8, %zmm1
	vpermt2ps	%zmm4, %zmm10, %zmm5
	vmovups	%zmm5, -128(%rsi,%rdx,8)
	vmovups	%zmm1, -64(%rsi,%rdx,8)
	vmovaps	%zmm6, %zmm1
	vpermt2ps	%zmm0, %zmm8, %zmm1
	vpermt2ps	%zmm0, %zmm10, %zmm6
	vmovups	%zmm6, (%rsi,%rdx,8)
	vmovups	%zmm1, 64(%rsi,%rdx,8)
	addq	$64, %rdx
	cmpq	%rdx, %rcx
	jne	.LBB0_117
	cmpq	%rcx, -56(%rsp)
	movq	-96(%rsp), %rbp
	vmovss	.LCPI0_11(%rip), %xmm30
	vmovd	.LCPI0_12(%rip), %xmm26
	vmovd	.LCPI0_17(%rip), %xmm20
	vmovd	.LCPI0_18(%rip), %xmm18
	vmovd	.LCPI0_19(%rip), %xmm19
	vmovd	.LCPI0_20(%rip), %xmm23
	vmovd	.LCPI0_21(%rip), %xmm31
	vmovss	.LCPI0_22(%rip), %xmm1
	vmovd	.LCPI0_23(%rip), %xmm8
	vmovss	.LCPI0_24(%rip), %xmm6
	vmovss	.LCPI0_25(%rip), %xmm22
	vmovsd	.LCPI0_26(%rip), %xmm9
	vmovq	.LCPI0_27(%rip), %xmm24
	vmovq	.LCPI0_28(%rip), %xmm25
	vmovq	.LCPI0_29(%rip), %xmm21
	vmovq	.LCPI0_30(%rip), %xmm10
	vmovq	.LCPI0_31(%rip), %xmm11
	vmovq	.LCPI0_46(%rip), %xmm12
	vmovq	.LCPI0_35(%rip), %xmm13
	vmovq	.LCPI0_32(%rip), %xmm14
	vmovq	.LCPI0_36(%rip), %xmm15
	vmovq	.LCPI0_33(%rip), %xmm16
	vmovq	.LCPI0_37(%rip), %xmm17
	vmovq	.LCPI0_47(%rip), %xmm27
	vmovq	.LCPI0_39(%rip), %xmm28
	vmovdqu64	1088(%rsp), %zmm7
	je	.LBB0_90
	vmovaps	%xmm1, %xmm29
	movq	432(%rsp), %rdx
	movq	968(%rsp), %rcx
	testb	$56, -56(%rsp)
	je	.LBB0_123
.LBB0_120:
	movq	1016(%rsp), %rsi
	vbroadcastss	.LCPI0_11(%rip), %ymm11
	vbroadcastss	.LCPI0_12(%rip), %ymm12
	vbroadcastss	.LCPI0_19(%rip), %ymm24
	vbroadcastss	.LCPI0_20(%rip), %ymm25
	vbroadcastss	.LCPI0_21(%rip), %ymm27
	vbroadcastss	.LCPI0_22(%rip), %ymm28
	vbroadcastss	.LCPI0_25(%rip), %ymm30
	vbroadcastsd	.LCPI0_26(%rip), %zmm31
	vbroadcastsd	.LCPI0_28(%rip), %zmm6
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vbroadcastss	.LCPI0_24(%rip), %ymm8
	vbroadcastss	.LCPI0_23(%rip), %ymm10
	vbroadcastsd	.LCPI0_29(%rip), %zmm13
	vbroadcastsd	.LCPI0_30(%rip), %zmm22
	vbroadcastsd	.LCPI0_37(%rip), %zmm7
	vbroadcastsd	.LCPI0_32(%rip), %zmm26
	vbroadcastsd	.LCPI0_31(%rip), %zmm18
	vbroadcastsd	.LCPI0_36(%rip), %zmm29
	vbroadcastsd	.LCPI0_35(%rip), %zmm23
	vbroadcastsd	.LCPI0_46(%rip), %zmm19
	vbroadcastsd	.LCPI0_33(%rip), %zmm20
	vbroadcastsd	.LCPI0_39(%rip), %zmm14
	vbroadcastsd	.LCPI0_40(%rip), %zmm15
	vpbroadcastq	.LCPI0_41(%rip), %zmm16
	vpbroadcastq	.LCPI0_42(%rip), %zmm17
	vmovaps	.LCPI0_44(%rip), %zmm21
	.p2align	4
.LBB0_121:
	vmovdqu64	(%rdi,%rdx,8), %zmm0
	vpmovqd	%zmm0, %ymm0
	vpsrld	$9, %ymm0, %ymm0
	vcvtdq2ps	%ymm0, %ymm0
	vaddps	%ymm0, %ymm11, %ymm0
	vmulps	%ymm0, %ymm12, %ymm0
	vpaddd	.LCPI0_13(%rip){1to8}, %ymm0, %ymm0
	vpandd	.LCPI0_15(%rip){1to8}, %ymm0, %ymm1
	vpaddd	.LCPI0_16(%rip){1to8}, %ymm1, %ymm1
	vaddps	.LCPI0_17(%rip){1to8}, %ymm1, %ymm1
	vaddps	.LCPI0_18(%rip){1to8}, %ymm1, %ymm2
	vdivps	%ymm2, %ymm1, %ymm2
	vmulps	%ymm2, %ymm2, %ymm3
	vmulps	%ymm3, %ymm3, %ymm4
	vmulps	%ymm24, %ymm4, %ymm5
	vaddps	%ymm25, %ymm5, %ymm5
	vmulps	%ymm5, %ymm4, %ymm5
	vmulps	%ymm27, %ymm4, %ymm4
	vaddps	%ymm28, %ymm4, %ymm4
	vmulps	%ymm4, %ymm3, %ymm3
	vmovdqa	.LCPI0_45(%rip), %ymm4
	vpermd	(%rdi,%rdx,8), %zmm4, %zmm4
	vpsrld	$9, %ymm4, %ymm4
	vcvtdq2ps	%ymm4, %ymm4
	vaddps	%ymm4, %ymm11, %ymm4
	vmulps	%ymm4, %ymm12, %ymm4
	vpsrld	$23, %ymm0, %ymm0
	vpaddd	.LCPI0_14(%rip){1to8}, %ymm0, %ymm0
	vaddps	%ymm5, %ymm3, %ymm3
	vmulps	%ymm1, %ymm11, %ymm5
	vmulps	%ymm5, %ymm1, %ymm5
	vcvtdq2ps	%ymm0, %ymm0
	vaddps	%ymm3, %ymm5, %ymm3
	vmulps	%ymm3, %ymm2, %ymm2
	vmulps	%ymm0, %ymm10, %ymm3
	vaddps	%ymm2, %ymm3, %ymm2
	vsubps	%ymm5, %ymm2, %ymm2
	vaddps	%ymm2, %ymm1, %ymm1
	vmulps	%ymm0, %ymm8, %ymm0
	vaddps	%ymm1, %ymm0, %ymm0
	vcvtps2pd	%ymm4, %zmm1
	vmulpd	%zmm31, %zmm1, %zmm1
	vaddpd	%zmm9, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm3
	vsubpd	%zmm3, %zmm1, %zmm1
	vmulpd	%zmm13, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm3
	vmulpd	%zmm22, %zmm3, %zmm4
	vaddpd	%zmm18, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm26, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm20, %zmm4, %zmm4
	vmulpd	%zmm3, %zmm1, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm19, %zmm3, %zmm4
	vaddpd	%zmm23, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm29, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm4
	vmulpd	%zmm3, %zmm3, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	.LCPI0_47(%rip){1to8}, %zmm3, %zmm3
	vaddpd	%zmm14, %zmm3, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vxorpd	%zmm15, %zmm1, %zmm4
	vxorpd	%zmm15, %zmm3, %zmm5
	vptestnmq	%zmm16, %zmm2, %k1
	vptestnmq	%zmm17, %zmm2, %k2
	vblendmpd	%zmm1, %zmm4, %zmm2 {%k2}
	vmovapd	%zmm3, %zmm5 {%k2}
	vmovapd	%zmm4, %zmm1 {%k2}
	vblendmpd	%zmm2, %zmm5, %zmm2 {%k1}
	vmovapd	%zmm5, %zmm1 {%k1}
	vmulps	%ymm30, %ymm0, %ymm0
	vsqrtps	%ymm0, %ymm0
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm1, %ymm1
	vmulps	%ymm1, %ymm0, %ymm1
	vmulps	%ymm2, %ymm0, %ymm0
	vpermt2ps	%zmm0, %zmm21, %zmm1
	vmovups	%zmm1, (%rdi,%rdx,8)
	addq	$8, %rdx
	cmpq	%rdx, %rsi
	jne	.LBB0_121
	movq	1008(%rsp), %rcx
	cmpq	%rsi, -56(%rsp)
	vmovsd	.LCPI0_27(%rip), %xmm24
	vmovsd	.LCPI0_28(%rip), %xmm25
	vmovsd	.LCPI0_29(%rip), %xmm21
	vmovq	.LCPI0_30(%rip), %xmm10
	vmovq	.LCPI0_31(%rip), %xmm11
	vmovq	.LCPI0_46(%rip), %xmm12
	vmovq	.LCPI0_35(%rip), %xmm13
	vmovq	.LCPI0_32(%rip), %xmm14
	vmovq	.LCPI0_36(%rip), %xmm15
	vmovq	.LCPI0_33(%rip), %xmm16
	vmovq	.LCPI0_37(%rip), %xmm17
	vmovsd	.LCPI0_47(%rip), %xmm27
	vmovq	.LCPI0_39(%rip), %xmm28
	vmovdqu64	1088(%rsp), %zmm7
	vmovss	.LCPI0_11(%rip), %xmm30
	vmovd	.LCPI0_12(%rip), %xmm26
	vmovd	.LCPI0_19(%rip), %xmm19
	vmovd	.LCPI0_21(%rip), %xmm31
	vmovd	.LCPI0_20(%rip), %xmm23
	vmovd	.LCPI0_18(%rip), %xmm18
	vmovd	.LCPI0_17(%rip), %xmm20
	vmovss	.LCPI0_22(%rip), %xmm29
	vmovd	.LCPI0_23(%rip), %xmm8
	vmovsd	.LCPI0_26(%rip), %xmm9
	vmovss	.LCPI0_24(%rip), %xmm6
	vmovss	.LCPI0_25(%rip), %xmm22
	je	.LBB0_90
	.p2align	4
.LBB0_123:
	movl	(%rdi,%rcx,4), %edx
	shrl	$9, %edx
	vxorps	%xmm2, %xmm2, %xmm2
	vcvtsi2ss	%edx, %xmm2, %xmm0
	movl	4(%rdi,%rcx,4), %edx
	vaddss	%xmm30, %xmm0, %xmm0
	vmulss	%xmm26, %xmm0, %xmm0
	shrl	$9, %edx
	vxorps	%xmm2, %xmm2, %xmm2
	vcvtsi2ss	%edx, %xmm2, %xmm1
	vaddss	%xmm30, %xmm1, %xmm1
	vmulss	%xmm26, %xmm1, %xmm1
	vmovd	%xmm0, %edx
	addl	$4913933, %edx
	movl	%edx, %esi
	shrl	$23, %esi
	addl	$-127, %esi
	andl	$8388607, %edx
	addl	$1060439283, %edx
	vmovd	%edx, %xmm0
	vaddss	%xmm20, %xmm0, %xmm0
	vaddss	%xmm18, %xmm0, %xmm2
	vdivss	%xmm2, %xmm0, %xmm2
	vmulss	%xmm2, %xmm2, %xmm3
	vmulss	%xmm3, %xmm3, %xmm4
	vmulss	%xmm19, %xmm4, %xmm5
	vaddss	%xmm23, %xmm5, %xmm5
	vmulss	%xmm5, %xmm4, %xmm5
	vmulss	%xmm31, %xmm4, %xmm4
	vaddss	%xmm29, %xmm4, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vaddss	%xmm5, %xmm3, %xmm3
	vmulss	%xmm30, %xmm0, %xmm4
	vcvtsi2ss	%esi, %xmm24, %xmm5
	vmulss	%xmm4, %xmm0, %xmm4
	vaddss	%xmm3, %xmm4, %xmm3
	vmulss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm5, %xmm8, %xmm3
	vaddss	%xmm2, %xmm3, %xmm2
	vsubss	%xmm4, %xmm2, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vmulss	%xmm6, %xmm5, %xmm2
	vaddss	%xmm0, %xmm2, %xmm0
	vmulss	%xmm22, %xmm0, %xmm0
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vsqrtss	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm1, %xmm9, %xmm1
	vaddsd	%xmm24, %xmm1, %xmm2
	vaddsd	%xmm25, %xmm2, %xmm3
	vsubsd	%xmm3, %xmm1, %xmm1
	vmovq	%xmm2, %rdx
	testb	$2, %dl
	sete	%sil
	vmulsd	%xmm21, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm1, %xmm2
	vmulsd	%xmm2, %xmm10, %xmm3
	vaddsd	%xmm3, %xmm11, %xmm3
	vmulsd	%xmm2, %xmm12, %xmm4
	vaddsd	%xmm4, %xmm13, %xmm4
	vmulsd	%xmm3, %xmm2, %xmm3
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm3, %xmm14, %xmm3
	vaddsd	%xmm4, %xmm15, %xmm4
	vmulsd	%xmm3, %xmm2, %xmm3
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm16, %xmm3, %xmm3
	vaddsd	%xmm17, %xmm4, %xmm4
	vmulsd	%xmm2, %xmm1, %xmm5
	vmulsd	%xmm3, %xmm5, %xmm3
	vmulsd	%xmm2, %xmm2, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vmulsd	%xmm27, %xmm2, %xmm2
	vaddsd	%xmm28, %xmm2, %xmm2
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
	kmovd	%edx, %k1
	vmovsd	%xmm3, %xmm5, %xmm5 {%k1}
	vmovsd	%xmm1, %xmm3, %xmm3 {%k1}
	vunpcklpd	%xmm5, %xmm3, %xmm1
	vcvtpd2ps	%xmm1, %xmm1
	vbroadcastss	%xmm0, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vmovlps	%xmm0, (%rdi,%rcx,4)
	addq	$2, %rcx
	cmpq	%rbx, %rcx
	jb	.LBB0_123
.LBB0_90:
	cmpq	%r11, %rbx
	vmovdqa64	%xmm21, %xmm29
	vmovdqa64	%xmm10, %xmm27
	vmovdqa64	%xmm11, %xmm25
	vbroadcastss	.LCPI0_11(%rip), %zmm28
	vmovaps	%xmm30, %xmm10
	vmovdqa64	%xmm23, %xmm15
	vmovdqa64	%xmm8, %xmm23
	je	.LBB0_95
	vmovdqa64	%xmm13, %xmm21
	vmovdqa64	%xmm19, %xmm13
	vmovdqa64	%xmm18, %xmm16
	vmovaps	%xmm22, %xmm18
	xorl	%r14d, %r12d
	xorl	56(%rsp), %r12d
	movq	2048(%rsp), %r10
	imulq	%r10, %r12
	movq	%r12, %rdx
	shrq	$32, %rdx
	movq	1152(%rsp), %r11
	xorl	184(%rsp), %r11d
	xorl	24(%rsp), %edx
	imulq	%r10, %r11
	imulq	%r13, %rdx
	movq	%r11, %rsi
	shrq	$32, %rsi
	movq	%rdx, %rcx
	shrq	$32, %rcx
	xorl	192(%rsp), %ecx
	movq	-80(%rsp), %r8
	xorl	%esi, %r8d
	xorl	%r8d, %r12d
	imulq	%r10, %rcx
	imulq	%r13, %r12
	movq	%rcx, %rsi
	shrq	$32, %rsi
	movq	%r12, %r8
	shrq	$32, %r8
	xorl	768(%rsp), %edx
	xorl	%r8d, %edx
	xorl	448(%rsp), %r11d
	xorl	%esi, %r11d
	imulq	%r10, %rdx
	imulq	%r13, %r11
	movq	%rdx, %rsi
	shrq	$32, %rsi
	movq	%r11, %r8
	shrq	$32, %r8
	xorl	2624(%rsp), %r12d
	xorl	%r8d, %r12d
	xorl	%eax, %ecx
	xorl	%esi, %ecx
	imulq	%r10, %r12
	imulq	%r13, %rcx
	movq	%r12, %rsi
	shrq	$32, %rsi
	movq	%rcx, %r8
	shrq	$32, %r8
	xorl	2560(%rsp), %r11d
	xorl	%r8d, %r11d
	xorl	576(%rsp), %edx
	xorl	%esi, %edx
	imulq	%r10, %r11
	imulq	%r13, %rdx
	movq	%r11, %rsi
	shrq	$32, %rsi
	movq	%rdx, %r8
	shrq	$32, %r8
	xorl	2496(%rsp), %ecx
	xorl	%r8d, %ecx
	xorl	%r15d, %r12d
	xorl	%esi, %r12d
	imulq	%r10, %rcx
	imulq	%r13, %r12
	movq	%rcx, %rsi
	shrq	$32, %rsi
	movq	%r12, %r8
	shrq	$32, %r8
	xorl	1984(%rsp), %edx
	xorl	%r8d, %edx
	xorl	832(%rsp), %r11d
	xorl	%esi, %r11d
	imulq	%r10, %rdx
	imulq	%r13, %r11
	movq	%rdx, %rsi
	shrq	$32, %rsi
	movq	%r11, %r8
	shrq	$32, %r8
	xorl	1344(%rsp), %r12d
	xorl	%r8d, %r12d
	xorl	512(%rsp), %ecx
	xorl	%esi, %ecx
	imulq	%r10, %r12
	imulq	%r13, %rcx
	movq	%rcx, %rsi
	shrq	$32, %rsi
	xorl	1280(%rsp), %r11d
	xorl	%esi, %r11d
	shrl	$9, %r11d
	vxorps	%xmm2, %xmm2, %xmm2
	vcvtsi2ss	%r11d, %xmm2, %xmm0
	vaddss	%xmm30, %xmm0, %xmm0
	vmulss	%xmm26, %xmm0, %xmm0
	shrl	$9, %ecx
	vxorps	%xmm2, %xmm2, %xmm2
	vcvtsi2ss	%ecx, %xmm2, %xmm1
	vaddss	%xmm30, %xmm1, %xmm1
	vmulss	%xmm26, %xmm1, %xmm1
	vmovd	%xmm0, %r10d
	addl	$4913933, %r10d
	movl	%r10d, %r8d
	shrl	$23, %r8d
	addl	$-127, %r8d
	andl	$8388607, %r10d
	addl	$1060439283, %r10d
	vcvtss2sd	%xmm1, %xmm1, %xmm0
	vmulsd	%xmm0, %xmm9, %xmm0
	vmovsd	.LCPI0_27(%rip), %xmm22
	vaddsd	%xmm22, %xmm0, %xmm2
	vmovq	%xmm2, %rsi
	testb	$2, %sil
	sete	%cl
	movl	%r12d, %r11d
	shrl	$9, %r11d
	vcvtsi2ss	%r11d, %xmm14, %xmm1
	movq	-120(%rsp), %r11
	vmovd	%r10d, %xmm3
	vaddss	%xmm20, %xmm3, %xmm3
	vaddss	%xmm16, %xmm3, %xmm4
	vdivss	%xmm4, %xmm3, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmovaps	%xmm6, %xmm24
	vmulss	%xmm5, %xmm5, %xmm6
	vmulss	%xmm19, %xmm6, %xmm7
	vaddss	%xmm7, %xmm15, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vmulss	%xmm31, %xmm6, %xmm6
	vaddss	.LCPI0_22(%rip), %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vaddss	%xmm7, %xmm5, %xmm5
	vmulss	%xmm30, %xmm3, %xmm6
	vmulss	%xmm6, %xmm3, %xmm6
	vcvtsi2ss	%r8d, %xmm15, %xmm7
	vaddss	%xmm5, %xmm6, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm23, %xmm7, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vsubss	%xmm6, %xmm4, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm24, %xmm7, %xmm4
	vaddss	%xmm3, %xmm4, %xmm6
	vaddsd	.LCPI0_28(%rip), %xmm2, %xmm2
	vsubsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm29, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm0, %xmm2
	vmulsd	%xmm27, %xmm2, %xmm3
	vaddsd	%xmm25, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	.LCPI0_32(%rip), %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	.LCPI0_33(%rip), %xmm3, %xmm3
	vmulsd	%xmm2, %xmm0, %xmm4
	vmulsd	%xmm3, %xmm4, %xmm3
	vaddsd	%xmm3, %xmm0, %xmm3
	vmulsd	.LCPI0_34(%rip), %xmm2, %xmm0
	vsubsd	%xmm0, %xmm21, %xmm0
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
	kmovd	%ecx, %k1
	vmovsd	%xmm2, %xmm5, %xmm5 {%k1}
	vmovapd	%xmm3, %xmm2
	vmovsd	%xmm4, %xmm2, %xmm2 {%k1}
	kmovd	%esi, %k1
	vmovapd	%xmm5, %xmm7
	vmovsd	%xmm2, %xmm7, %xmm7 {%k1}
	vaddss	%xmm30, %xmm1, %xmm1
	vmulss	%xmm26, %xmm1, %xmm1
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vmulss	%xmm18, %xmm6, %xmm2
	vsqrtss	%xmm2, %xmm2, %xmm6
	vcvtsd2ss	%xmm7, %xmm7, %xmm2
	vmovsd	.LCPI0_26(%rip), %xmm9
	vmulss	%xmm2, %xmm6, %xmm2
	vmovss	%xmm2, (%rdi,%rbx,4)
	vmulsd	%xmm1, %xmm9, %xmm1
	vaddsd	%xmm22, %xmm1, %xmm2
	vmovq	%xmm2, %rcx
	testb	$2, %cl
	sete	%r8b
	cmpq	%r11, 3264(%rsp)
	jae	.LBB0_93
	testb	$2, %sil
	sete	%r10b
	kmovd	%r10d, %k1
	vmovsd	%xmm3, %xmm4, %xmm4 {%k1}
	kmovd	%esi, %k1
	vmovsd	%xmm5, %xmm4, %xmm4 {%k1}
	vcvtsd2ss	%xmm4, %xmm4, %xmm3
	vmulss	%xmm3, %xmm6, %xmm3
	movq	3264(%rsp), %rsi
	vmovss	%xmm3, (%rdi,%rsi,4)
.LBB0_93:
	cmpq	%r11, 3200(%rsp)
	movl	640(%rsp), %r10d
	vmovss	.LCPI0_24(%rip), %xmm6
	vmovss	.LCPI0_25(%rip), %xmm22
	vmovdqu64	1088(%rsp), %zmm7
	jae	.LBB0_95
	shrq	$32, %r12
	xorl	%r10d, %edx
	xorl	%r12d, %edx
	shrl	$9, %edx
	vcvtsi2ss	%edx, %xmm15, %xmm3
	vaddss	%xmm3, %xmm10, %xmm3
	vmulss	%xmm26, %xmm3, %xmm3
	vmovd	%xmm3, %edx
	addl	$4913933, %edx
	movl	%edx, %esi
	shrl	$23, %esi
	addl	$-127, %esi
	andl	$8388607, %edx
	addl	$1060439283, %edx
	vmovd	%edx, %xmm3
	vaddss	%xmm20, %xmm3, %xmm3
	vaddss	%xmm16, %xmm3, %xmm4
	vdivss	%xmm4, %xmm3, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm5, %xmm5, %xmm6
	vmulss	%xmm6, %xmm13, %xmm7
	vaddss	%xmm7, %xmm15, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vmulss	%xmm31, %xmm6, %xmm6
	vaddss	.LCPI0_22(%rip), %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vaddss	%xmm7, %xmm5, %xmm5
	vmulss	%xmm3, %xmm10, %xmm6
	vmulss	%xmm6, %xmm3, %xmm6
	vcvtsi2ss	%esi, %xmm15, %xmm7
	vaddss	%xmm5, %xmm6, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm23, %xmm7, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vsubss	%xmm6, %xmm4, %xmm4
	vmovss	.LCPI0_24(%rip), %xmm6
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm6, %xmm7, %xmm4
	vmovsd	.LCPI0_26(%rip), %xmm9
	vmovdqu64	1088(%rsp), %zmm7
	vaddss	%xmm3, %xmm4, %xmm3
	vmulss	%xmm22, %xmm3, %xmm3
	vsqrtss	%xmm3, %xmm3, %xmm3
	vaddsd	.LCPI0_28(%rip), %xmm2, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmulsd	%xmm29, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm1, %xmm2
	vmulsd	%xmm27, %xmm2, %xmm4
	vaddsd	%xmm25, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	.LCPI0_32(%rip), %xmm4, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	.LCPI0_33(%rip), %xmm4, %xmm4
	vmulsd	%xmm2, %xmm1, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vaddsd	%xmm4, %xmm1, %xmm1
	vmulsd	.LCPI0_34(%rip), %xmm2, %xmm4
	vsubsd	%xmm4, %xmm21, %xmm4
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
	kmovd	%r8d, %k1
	vmovsd	%xmm2, %xmm0, %xmm0 {%k1}
	vmovsd	%xmm4, %xmm1, %xmm1 {%k1}
	kmovd	%ecx, %k1
	vmovsd	%xmm1, %xmm0, %xmm0 {%k1}
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmulss	%xmm0, %xmm3, %xmm0
	movq	3200(%rsp), %rcx
	vmovss	%xmm0, (%rdi,%rcx,4)
.LBB0_95:
	vmovss	1216(%rsp), %xmm0
	vmulss	-28(%rsp), %xmm0, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	movl	-32(%rsp), %ecx
	kmovd	%ecx, %k1
	vmovaps	896(%rsp), %xmm1
	vmovss	%xmm1, %xmm0, %xmm0 {%k1}
	cmpb	$0, -121(%rsp)
	je	.LBB0_97
	xorl	%ecx, %ecx
	movq	-48(%rsp), %r8
	movq	1920(%rsp), %rsi
	vmovaps	%xmm10, %xmm30
	vmovdqu64	1024(%rsp), %zmm27
.LBB0_104:
	movl	$2143289344, %ebx
	movq	%rcx, %rdx
	orq	$1, %rdx
	testb	$1, %r11b
	je	.LBB0_106
	movq	1000(%rsp), %r12
	vmovss	(%r12,%rcx,4), %xmm1
	movq	992(%rsp), %rsi
	vmovss	(%rsi,%rcx,4), %xmm2
	vsubss	%xmm1, %xmm2, %xmm2
	vaddss	%xmm2, %xmm2, %xmm2
	vmulss	%xmm30, %xmm2, %xmm2
	vmulss	272(%rsp), %xmm2, %xmm2
	vaddss	%xmm2, %xmm1, %xmm1
	vmulss	(%rdi,%rcx,4), %xmm0, %xmm2
	vaddss	%xmm1, %xmm2, %xmm1
	vmovd	%xmm1, %esi
	movl	%esi, %r8d
	andl	$2147483647, %r8d
	cmpl	$2139095041, %r8d
	movq	-48(%rsp), %r8
	cmovael	%ebx, %esi
	movl	%esi, (%r12,%rcx,4)
	movq	1920(%rsp), %rsi
	movq	%rdx, %rcx
.LBB0_106:
	cmpq	%rdx, %r11
	movq	(%rsp), %rbx
	movl	$2143289344, %r12d
	je	.LBB0_108
	.p2align	4
.LBB0_107:
	vmovss	(%rbx,%rcx,4), %xmm1
	vmovss	(%rsi,%rcx,4), %xmm2
	vmovss	4(%rsi,%rcx,4), %xmm3
	vsubss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	%xmm30, %xmm1, %xmm1
	vmovaps	272(%rsp), %xmm5
	vmulss	%xmm1, %xmm5, %xmm1
	vmulss	-4(%r9,%rcx,4), %xmm0, %xmm4
	vaddss	%xmm1, %xmm2, %xmm1
	vaddss	%xmm1, %xmm4, %xmm1
	vmovd	%xmm1, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%r12d, %edx
	movq	1920(%rsp), %rsi
	movl	%edx, (%rsi,%rcx,4)
	vmovss	4(%rbx,%rcx,4), %xmm1
	vsubss	%xmm3, %xmm1, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	%xmm30, %xmm1, %xmm1
	vmulss	%xmm1, %xmm5, %xmm1
	vaddss	%xmm1, %xmm3, %xmm1
	vmulss	(%r9,%rcx,4), %xmm0, %xmm2
	vaddss	%xmm1, %xmm2, %xmm1
	vmovd	%xmm1, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	movq	1920(%rsp), %rsi
	cmovael	%r12d, %edx
	movl	%edx, 4(%rsi,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r11
	jne	.LBB0_107
	jmp	.LBB0_108
	.p2align	4
.LBB0_97:
	vbroadcastss	%xmm0, %zmm1
	xorl	%ecx, %ecx
	movq	32(%rsp), %rdx
	movq	64(%rsp), %rsi
	movq	-48(%rsp), %r8
	vbroadcastss	.LCPI0_48(%rip), %zmm24
	vpbroadcastd	.LCPI0_49(%rip), %zmm27
	vpbroadcastd	.LCPI0_50(%rip), %zmm12
	vmovups	4544(%rsp), %zmm11
	.p2align	4
.LBB0_98:
	vmovups	-64(%r8,%rcx,4), %zmm2
	vmovups	(%r8,%rcx,4), %zmm3
	vmovups	-64(%rsi,%rcx,4), %zmm4
	vmovups	(%rsi,%rcx,4), %zmm5
	vsubps	%zmm2, %zmm4, %zmm4
	vsubps	%zmm3, %zmm5, %zmm5
	vaddps	%zmm4, %zmm4, %zmm4
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm28, %zmm4, %zmm4
	vmulps	%zmm28, %zmm5, %zmm5
	vmulps	%zmm4, %zmm11, %zmm4
	vmulps	%zmm5, %zmm11, %zmm5
	vaddps	%zmm4, %zmm2, %zmm2
	vaddps	%zmm5, %zmm3, %zmm3
	vmulps	(%rdi,%rcx,4), %zmm1, %zmm4
	vaddps	%zmm2, %zmm4, %zmm2
	vmulps	64(%rdi,%rcx,4), %zmm1, %zmm4
	vaddps	%zmm3, %zmm4, %zmm3
	vandps	%zmm24, %zmm2, %zmm4
	vandps	%zmm24, %zmm3, %zmm5
	vpcmpgtd	%zmm27, %zmm4, %k1
	vpcmpgtd	%zmm27, %zmm5, %k2
	vmovdqa32	%zmm12, %zmm2 {%k1}
	vmovdqa32	%zmm12, %zmm3 {%k2}
	vmovdqu64	%zmm2, -64(%r8,%rcx,4)
	vmovdqu64	%zmm3, (%r8,%rcx,4)
	addq	$32, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_98
	cmpq	%rdx, %r11
	movq	(%rsp), %rdx
	movq	1920(%rsp), %rsi
	vbroadcastss	.LCPI0_11(%rip), %xmm4
	vbroadcastss	.LCPI0_48(%rip), %xmm5
	vpbroadcastd	.LCPI0_49(%rip), %xmm12
	vmovdqu64	1024(%rsp), %zmm27
	vmovaps	%xmm10, %xmm30
	je	.LBB0_108
	movq	32(%rsp), %rcx
	testb	$28, %r11b
	je	.LBB0_104
	vbroadcastss	%xmm0, %xmm1
	movq	32(%rsp), %rcx
	.p2align	4
.LBB0_102:
	vmovups	(%rsi,%rcx,4), %xmm2
	vmovups	(%rdx,%rcx,4), %xmm3
	vsubps	%xmm2, %xmm3, %xmm3
	vaddps	%xmm3, %xmm3, %xmm3
	vmulps	%xmm4, %xmm3, %xmm3
	vmulps	%xmm3, %xmm11, %xmm3
	vaddps	%xmm3, %xmm2, %xmm2
	vmulps	(%rdi,%rcx,4), %xmm1, %xmm3
	vaddps	%xmm2, %xmm3, %xmm2
	vandps	%xmm5, %xmm2, %xmm3
	vpcmpgtd	%xmm12, %xmm3, %k1
	vpbroadcastd	.LCPI0_50(%rip), %xmm2 {%k1}
	vmovdqu	%xmm2, (%rsi,%rcx,4)
	addq	$4, %rcx
	cmpq	%rcx, %rbx
	jne	.LBB0_102
	movq	%rbx, %rcx
	cmpq	%rbx, %r11
	je	.LBB0_108
	jmp	.LBB0_104
.LBB0_5:
	movq	-8(%rsp), %rax
	.p2align	4
.LBB0_6:
	addq	%rsi, %rbp
	cmpq	%rax, %rbp
	jb	.LBB0_6
.LBB0_110:
	addq	$104968, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.LBB0_68:
	movq	%r11, %rax
	andq	$-64, %rax
	vbroadcastss	272(%rsp), %zmm0
	movq	%r11, %rcx
	andq	$-8, %rcx
	movq	-16(%rsp), %rdi
	leaq	(%rdi,%r8,4), %rdx
	addq	$192, %rdx
	movq	-72(%rsp), %r9
	leaq	(%r9,%r8,4), %rsi
	addq	$192, %rsi
	leaq	(%rdi,%r8,4), %rdi
	leaq	(%r9,%r8,4), %r8
	xorl	%r9d, %r9d
	vmovss	.LCPI0_11(%rip), %xmm1
	movl	$2143289344, %r10d
	vbroadcastss	.LCPI0_11(%rip), %ymm2
	vbroadcastss	.LCPI0_48(%rip), %ymm3
	vpbroadcastd	.LCPI0_49(%rip), %ymm4
	vbroadcastss	.LCPI0_11(%rip), %zmm5
	vbroadcastss	.LCPI0_48(%rip), %zmm6
	vpbroadcastd	.LCPI0_49(%rip), %zmm7
	vpbroadcastd	.LCPI0_50(%rip), %zmm8
	jmp	.LBB0_69
	.p2align	4
.LBB0_85:
	movq	-96(%rsp), %rbp
	incq	%rbp
	movq	336(%rsp), %r9
	incq	%r9
	movq	416(%rsp), %r14
	addq	%r14, %rdx
	addq	%r14, %rsi
	addq	%r14, %rdi
	addq	%r14, %r8
	cmpq	-8(%rsp), %rbp
	movq	424(%rsp), %r15
	je	.LBB0_110
.LBB0_69:
	movq	%r9, 336(%rsp)
	imulq	%r9, %r14
	addq	%r14, %r15
	movq	-72(%rsp), %r9
	leaq	(%r9,%r15), %r12
	addq	408(%rsp), %r14
	leaq	(%r9,%r14), %r13
	movq	-16(%rsp), %r11
	addq	%r11, %r15
	addq	%r11, %r14
	movq	%rbp, -96(%rsp)
	movq	%rbp, %rbx
	imulq	-120(%rsp), %rbx
	leaq	(%r9,%rbx,4), %r9
	movq	%r9, 112(%rsp)
	leaq	(%r11,%rbx,4), %r9
	movq	%r9, 208(%rsp)
	movq	-120(%rsp), %r11
	cmpq	%r14, %r12
	setb	%r14b
	cmpq	%r13, %r15
	setb	%bpl
	andb	%r14b, %bpl
	xorl	%r14d, %r14d
	jmp	.LBB0_70
	.p2align	4
.LBB0_84:
	incq	%r14
	cmpq	-88(%rsp), %r14
	je	.LBB0_85
.LBB0_70:
	testb	%bpl, %bpl
	je	.LBB0_72
	xorl	%r15d, %r15d
	jmp	.LBB0_80
	.p2align	4
.LBB0_72:
	cmpq	$64, %r11
	jae	.LBB0_74
	xorl	%r12d, %r12d
	jmp	.LBB0_78
	.p2align	4
.LBB0_74:
	xorl	%r15d, %r15d
	.p2align	4
.LBB0_75:
	vmovups	-192(%rsi,%r15,4), %zmm9
	vmovups	-128(%rsi,%r15,4), %zmm10
	vmovups	-64(%rsi,%r15,4), %zmm11
	vmovups	(%rsi,%r15,4), %zmm12
	vmovups	-192(%rdx,%r15,4), %zmm13
	vmovups	-128(%rdx,%r15,4), %zmm14
	vmovups	-64(%rdx,%r15,4), %zmm15
	vmovups	(%rdx,%r15,4), %zmm16
	vsubps	%zmm9, %zmm13, %zmm13
	vsubps	%zmm10, %zmm14, %zmm14
	vsubps	%zmm11, %zmm15, %zmm15
	vsubps	%zmm12, %zmm16, %zmm16
	vaddps	%zmm13, %zmm13, %zmm13
	vaddps	%zmm14, %zmm14, %zmm14
	vaddps	%zmm15, %zmm15, %zmm15
	vaddps	%zmm16, %zmm16, %zmm16
	vmulps	%zmm5, %zmm13, %zmm13
	vmulps	%zmm5, %zmm14, %zmm14
	vmulps	%zmm5, %zmm15, %zmm15
	vmulps	%zmm5, %zmm16, %zmm16
	vmulps	%zmm13, %zmm0, %zmm13
	vmulps	%zmm14, %zmm0, %zmm14
	vmulps	%zmm15, %zmm0, %zmm15
	vmulps	%zmm16, %zmm0, %zmm16
	vaddps	%zmm13, %zmm9, %zmm9
	vaddps	%zmm14, %zmm10, %zmm10
	vaddps	%zmm15, %zmm11, %zmm11
	vaddps	%zmm16, %zmm12, %zmm12
	vandps	%zmm6, %zmm9, %zmm13
	vandps	%zmm6, %zmm10, %zmm14
	vandps	%zmm6, %zmm11, %zmm15
	vandps	%zmm6, %zmm12, %zmm16
	vpcmpgtd	%zmm7, %zmm13, %k1
	vpcmpgtd	%zmm7, %zmm14, %k2
	vpcmpgtd	%zmm7, %zmm15, %k3
	vpcmpgtd	%zmm7, %zmm16, %k4
	vmovdqa32	%zmm8, %zmm9 {%k1}
	vmovdqa32	%zmm8, %zmm10 {%k2}
	vmovdqa32	%zmm8, %zmm11 {%k3}
	vmovdqa32	%zmm8, %zmm12 {%k4}
	vmovdqu64	%zmm9, -192(%rsi,%r15,4)
	vmovdqu64	%zmm10, -128(%rsi,%r15,4)
	vmovdqu64	%zmm11, -64(%rsi,%r15,4)
	vmovdqu64	%zmm12, (%rsi,%r15,4)
	addq	$64, %r15
	cmpq	%r15, %rax
	jne	.LBB0_75
	cmpq	%rax, %r11
	je	.LBB0_84
	movq	%rax, %r12
	movq	%rax, %r15
	testb	$56, %r11b
	je	.LBB0_80
	.p2align	4
.LBB0_78:
	vmovups	(%r8,%r12,4), %ymm9
	vmovups	(%rdi,%r12,4), %ymm10
	vsubps	%ymm9, %ymm10, %ymm10
	vaddps	%ymm10, %ymm10, %ymm10
	vmulps	%ymm2, %ymm10, %ymm10
	vmulps	%ymm0, %ymm10, %ymm10
	vaddps	%ymm10, %ymm9, %ymm9
	vandps	%ymm3, %ymm9, %ymm10
	vpcmpgtd	%ymm4, %ymm10, %k1
	vpbroadcastd	.LCPI0_50(%rip), %ymm9 {%k1}
	vmovdqu	%ymm9, (%r8,%r12,4)
	addq	$8, %r12
	cmpq	%r12, %rcx
	jne	.LBB0_78
	movq	%rcx, %r15
	cmpq	%rcx, %r11
	je	.LBB0_84
.LBB0_80:
	movq	%r15, %r12
	orq	$1, %r12
	testb	$1, %r11b
	je	.LBB0_82
	movq	112(%rsp), %rbx
	vmovss	(%rbx,%r15,4), %xmm9
	movq	208(%rsp), %r9
	vmovss	(%r9,%r15,4), %xmm10
	vsubss	%xmm9, %xmm10, %xmm10
	vaddss	%xmm10, %xmm10, %xmm10
	vmulss	%xmm1, %xmm10, %xmm10
	vmulss	272(%rsp), %xmm10, %xmm10
	vaddss	%xmm10, %xmm9, %xmm9
	vmovd	%xmm9, %r9d
	movl	%r9d, %r13d
	andl	$2147483647, %r13d
	cmpl	$2139095041, %r13d
	cmovael	%r10d, %r9d
	movl	%r9d, (%rbx,%r15,4)
	movq	%r12, %r15
.LBB0_82:
	cmpq	%r12, %r11
	je	.LBB0_84
	.p2align	4
.LBB0_83:
	vmovss	(%rdi,%r15,4), %xmm9
	vmovss	(%r8,%r15,4), %xmm10
	vmovss	4(%r8,%r15,4), %xmm11
	vsubss	%xmm10, %xmm9, %xmm9
	vaddss	%xmm9, %xmm9, %xmm9
	vmulss	%xmm1, %xmm9, %xmm9
	vmovaps	272(%rsp), %xmm12
	vmulss	%xmm9, %xmm12, %xmm9
	vaddss	%xmm9, %xmm10, %xmm9
	vmovd	%xmm9, %r9d
	movl	%r9d, %r12d
	andl	$2147483647, %r12d
	cmpl	$2139095041, %r12d
	cmovael	%r10d, %r9d
	movl	%r9d, (%r8,%r15,4)
	vmovss	4(%rdi,%r15,4), %xmm9
	vsubss	%xmm11, %xmm9, %xmm9
	vaddss	%xmm9, %xmm9, %xmm9
	vmulss	%xmm1, %xmm9, %xmm9
	vmulss	%xmm9, %xmm12, %xmm9
	vaddss	%xmm9, %xmm11, %xmm9
	vmovd	%xmm9, %r9d
	movl	%r9d, %r12d
	andl	$2147483647, %r12d
	cmpl	$2139095041, %r12d
	cmovael	%r10d, %r9d
	movl	%r9d, 4(%r8,%r15,4)
	addq	$2, %r15
	cmpq	%r15, %r11
	jne	.LBB0_83
	jmp	.LBB0_84
.Lfunc_end0:
	.size	tessera_quadratic_fast_x86_64_v4, .Lfunc_end0-tessera_quadratic_fast_x86_64_v4

	.section	".note.GNU-stack","",@progbits
