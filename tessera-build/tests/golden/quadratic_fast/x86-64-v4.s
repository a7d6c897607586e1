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
	subq	$2424, %rsp
	movq	(%rdi), %rax
	movq	%rax, -104(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, -64(%rsp)
	movq	24(%rdi), %rbp
	movq	32(%rdi), %rcx
	movq	40(%rdi), %r11
	vmovd	56(%rdi), %xmm26
	vmovss	60(%rdi), %xmm25
	movq	48(%rdi), %rax
	movq	%rax, -96(%rsp)
	movl	64(%rdi), %eax
	movl	%eax, 8(%rsp)
	vmovss	72(%rdi), %xmm0
	vmovss	%xmm0, -20(%rsp)
	vmovd	76(%rdi), %xmm24
	movl	68(%rdi), %eax
	movl	%eax, -68(%rsp)
	vmovd	80(%rdi), %xmm0
	vmovd	%xmm0, -24(%rsp)
	movq	88(%rdi), %rax
	movq	%rax, -88(%rsp)
	movq	96(%rdi), %rax
	movq	%rax, 216(%rsp)
	testq	$-29, %r11
	movq	%rcx, -48(%rsp)
	movq	%r11, -120(%rsp)
	vmovss	%xmm25, -112(%rsp)
	vmovd	%xmm24, -108(%rsp)
	vmovdqa64	%xmm26, 784(%rsp)
	je	.LBB0_3
	leaq	3(%r11), %rax
	shrq	$2, %rax
	movq	%rax, (%rsp)
	cmpq	$32, %r11
	jae	.LBB0_67
	movq	%rcx, %rsi
	subq	%rbp, %rsi
	jbe	.LBB0_133
	movq	%rcx, %rdx
	movl	$3449720151, %edi
	movq	-88(%rsp), %r8
	movq	%r8, %rax
	shrq	$32, %rax
	leaq	(%rax,%rdi), %rcx
	addq	$-305585874, %rcx
	movq	%rcx, 560(%rsp)
	leal	-1767562579(%rax), %ecx
	vpbroadcastd	%ecx, %zmm1
	leal	-1879881855(%r8), %ecx
	vpbroadcastd	%ecx, %zmm2
	leaq	228517585(%rax,%rdi), %rcx
	vpbroadcastq	%rcx, %zmm3
	leaq	(%r8,%rdi), %rcx
	addq	$605896817, %rcx
	vpbroadcastq	%rcx, %zmm4
	movq	%rax, %rcx
	addq	$534103459, %rcx
	vpbroadcastq	%rcx, %zmm5
	leaq	1401181199(%r8), %rcx
	vpbroadcastq	%rcx, %zmm6
	leaq	1684936478(%rax), %rcx
	vpbroadcastq	%rcx, %zmm7
	leaq	-408007425(%r8,%rdi), %rcx
	vpbroadcastq	%rcx, %zmm0
	leaq	-613950654(%rax,%rdi), %rcx
	vpbroadcastq	%rcx, %zmm8
	leaq	387276957(%r8), %rcx
	vpbroadcastq	%rcx, %zmm9
	leaq	536882365(%rax,%rdi), %rcx
	vpbroadcastq	%rcx, %zmm10
	leaq	2027808484(%r8), %rcx
	vpbroadcastq	%rcx, %zmm11
	leaq	1993301258(%rax), %rcx
	addq	$842468239, %rax
	vpbroadcastq	%rax, %zmm12
	leaq	(%r8,%rdi), %rax
	addq	$218619860, %rax
	vpbroadcastq	%rax, %zmm13
	movq	%r11, %r9
	shlq	$6, %r9
	vpbroadcastq	%rcx, %zmm14
	vmovdqu64	%zmm14, 1520(%rsp)
	leaq	1013904242(%r8), %rax
	vpbroadcastq	%rax, %zmm14
	leaq	-795284382(%r8,%rdi), %rax
	vpbroadcastq	%rax, %zmm15
	vmovdqu64	%zmm15, 3312(%rsp)
	vpbroadcastq	%r8, %zmm15
	vbroadcastss	%xmm26, %zmm16
	leaq	73016(%rsp), %r10
	vbroadcastss	.LCPI0_11(%rip), %zmm31
	vbroadcastss	.LCPI0_48(%rip), %zmm17
	vbroadcastss	.LCPI0_49(%rip), %zmm18
	vbroadcastss	.LCPI0_50(%rip), %zmm19
	movq	(%rsp), %rax
	vpbroadcastq	%rax, %zmm20
	vmovdqu64	%zmm20, 3184(%rsp)
	vmovdqu64	%zmm1, 2608(%rsp)
	vmovdqu64	%zmm2, 2544(%rsp)
	vmovdqu64	%zmm3, 2480(%rsp)
	vmovdqu64	%zmm4, 2416(%rsp)
	vmovdqu64	%zmm5, 2352(%rsp)
	vmovdqu64	%zmm6, 1648(%rsp)
	vmovdqu64	%zmm7, 2288(%rsp)
	vmovdqu64	%zmm0, 2032(%rsp)
	vmovdqu64	%zmm8, 1968(%rsp)
	vmovdqu64	%zmm9, 3440(%rsp)
	vmovdqu64	%zmm10, 3376(%rsp)
	vmovdqu64	%zmm11, 944(%rsp)
	vmovdqu64	%zmm12, 1264(%rsp)
	vmovdqu64	%zmm13, 1200(%rsp)
	vmovdqu64	%zmm14, 1136(%rsp)
	vmovdqu64	%zmm15, 1584(%rsp)
	vmovups	%zmm16, 1072(%rsp)
	jmp	.LBB0_159
	.p2align	4
.LBB0_190:
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r11
.LBB0_191:
	cmpq	%rbx, %rax
	cmovbq	%rax, %r8
	addq	%rbp, %r8
	imulq	%r11, %r8
	movq	%rdx, %rcx
	shlq	$8, %rcx
	addq	%rsp, %rcx
	addq	$6520, %rcx
	vmovss	(%rcx,%rax,4), %xmm0
	leaq	(,%r8,4), %rax
	addq	%r13, %rax
	vmovss	%xmm0, (%rax,%rdx,4)
.LBB0_192:
	addq	$64, %rbp
	addq	$-64, %rsi
	movq	-48(%rsp), %rdx
	cmpq	%rdx, %rbp
	jae	.LBB0_133
.LBB0_159:
	cmpq	$64, %rsi
	movl	$64, %r15d
	cmovbq	%rsi, %r15
	imulq	%r11, %r15
	movq	%r15, 3248(%rsp)
	andl	$4094, %r15d
	movq	%rdx, %rax
	subq	%rbp, %rax
	cmpq	$64, %rax
	movl	$64, %ebx
	cmovbq	%rax, %rbx
	leaq	-1(%rbx), %r8
	xorl	%ecx, %ecx
	movq	-104(%rsp), %r13
	movq	-64(%rsp), %r14
	.p2align	4
.LBB0_160:
	movl	%ecx, %edx
	andl	$62, %edx
	movq	%rcx, %r12
	shrq	$6, %r12
	cmpq	%rdx, %rax
	cmovbeq	%r8, %rdx
	addq	%rbp, %rdx
	imulq	%r11, %rdx
	addq	%r12, %rdx
	vmovss	(%r13,%rdx,4), %xmm0
	vmovss	%xmm0, 6520(%rsp,%rcx,4)
	vmovss	(%r14,%rdx,4), %xmm0
	vmovss	%xmm0, 39288(%rsp,%rcx,4)
	leal	1(%rcx), %edx
	andl	$63, %edx
	cmpq	%rdx, %rax
	cmovbeq	%r8, %rdx
	addq	%rbp, %rdx
	imulq	%r11, %rdx
	addq	%r12, %rdx
	vmovss	(%r13,%rdx,4), %xmm0
	vmovss	%xmm0, 6524(%rsp,%rcx,4)
	vmovss	(%r14,%rdx,4), %xmm0
	vmovss	%xmm0, 39292(%rsp,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r9
	jne	.LBB0_160
	cmpq	$0, -96(%rsp)
	movq	-88(%rsp), %r11
	movq	(%rsp), %r14
	je	.LBB0_167
	cmpl	$0, 8(%rsp)
	je	.LBB0_163
	vpbroadcastq	%rbp, %zmm0
	vpaddq	.LCPI0_3(%rip), %zmm0, %zmm1
	vpaddq	.LCPI0_51(%rip), %zmm0, %zmm2
	vpaddq	.LCPI0_52(%rip), %zmm0, %zmm3
	vpaddq	.LCPI0_53(%rip), %zmm0, %zmm4
	vpaddq	.LCPI0_54(%rip), %zmm0, %zmm5
	vpaddq	.LCPI0_55(%rip), %zmm0, %zmm6
	vpaddq	.LCPI0_57(%rip), %zmm0, %zmm7
	vmovdqu64	3184(%rsp), %zmm17
	vpmullq	%zmm17, %zmm2, %zmm2
	vpmullq	%zmm17, %zmm1, %zmm1
	vpmullq	%zmm17, %zmm4, %zmm4
	vpmullq	%zmm17, %zmm3, %zmm3
	vpmullq	%zmm17, %zmm6, %zmm6
	vpmullq	%zmm17, %zmm5, %zmm5
	vpmullq	%zmm17, %zmm7, %zmm7
	vpaddq	.LCPI0_56(%rip), %zmm0, %zmm0
	vpmullq	%zmm17, %zmm0, %zmm0
	xorl	%eax, %eax
	vmovss	-20(%rsp), %xmm20
	vmovdqu64	%zmm2, 2864(%rsp)
	vmovdqu64	%zmm1, 2800(%rsp)
	vmovdqu64	%zmm4, 3888(%rsp)
	vmovdqu64	%zmm3, 3824(%rsp)
	vmovdqu64	%zmm6, 3760(%rsp)
	vmovdqu64	%zmm5, 2736(%rsp)
	vmovdqu64	%zmm7, 3696(%rsp)
	vmovdqu64	%zmm0, 2672(%rsp)
	.p2align	4
.LBB0_172:
	vmovaps	%xmm25, %xmm24
	cmpl	$0, -68(%rsp)
	jne	.LBB0_173
	vmovaps	%xmm24, 1840(%rsp)
	vmovss	%xmm20, 1904(%rsp)
	testq	%r14, %r14
	je	.LBB0_175
.LBB0_178:
	movq	216(%rsp), %rcx
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
	xorq	560(%rsp), %rdx
	vpbroadcastq	%rdx, %zmm2
	vmovdqu64	%zmm2, 2096(%rsp)
	vpxorq	3312(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1776(%rsp)
	vpxorq	1520(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 1712(%rsp)
	movq	%r10, %rcx
	xorl	%edx, %edx
	vpbroadcastq	.LCPI0_4(%rip), %zmm17
	vpbroadcastq	.LCPI0_5(%rip), %zmm30
	.p2align	4
.LBB0_179:
	vpbroadcastq	%rdx, %zmm0
	vpaddq	2864(%rsp), %zmm0, %zmm1
	vpaddq	2800(%rsp), %zmm0, %zmm2
	vpaddq	3888(%rsp), %zmm0, %zmm3
	vpaddq	3824(%rsp), %zmm0, %zmm4
	vpaddq	3760(%rsp), %zmm0, %zmm5
	vpaddq	2736(%rsp), %zmm0, %zmm6
	vpaddq	3696(%rsp), %zmm0, %zmm7
	vpaddq	2672(%rsp), %zmm0, %zmm9
	vpmuludq	%zmm17, %zmm2, %zmm15
	vpmuludq	%zmm17, %zmm1, %zmm14
	vpmuludq	%zmm17, %zmm4, %zmm28
	vpmuludq	%zmm17, %zmm3, %zmm12
	vpmuludq	%zmm17, %zmm6, %zmm10
	vpmuludq	%zmm17, %zmm5, %zmm11
	vpmuludq	%zmm17, %zmm9, %zmm8
	vpmuludq	%zmm17, %zmm7, %zmm24
	vmovdqu64	1584(%rsp), %zmm16
	vpternlogq	$150, %zmm16, %zmm14, %zmm1
	vpternlogq	$150, %zmm16, %zmm15, %zmm2
	vpternlogq	$150, %zmm16, %zmm12, %zmm3
	vpternlogq	$150, %zmm16, %zmm28, %zmm4
	vpternlogq	$150, %zmm16, %zmm11, %zmm5
	vpternlogq	$150, %zmm16, %zmm10, %zmm6
	vpternlogq	$150, %zmm16, %zmm24, %zmm7
	vpternlogq	$150, %zmm16, %zmm8, %zmm9
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm7, %zmm7
	vpmuludq	%zmm30, %zmm1, %zmm25
	vpmuludq	%zmm30, %zmm2, %zmm27
	vpmuludq	%zmm30, %zmm3, %zmm23
	vpmuludq	%zmm30, %zmm4, %zmm26
	vpmuludq	%zmm30, %zmm5, %zmm17
	vpmuludq	%zmm30, %zmm6, %zmm22
	vpmuludq	%zmm30, %zmm7, %zmm7
	vpmuludq	%zmm30, %zmm9, %zmm18
	vpsrlq	$32, %zmm27, %zmm1
	vpsrlq	$32, %zmm25, %zmm2
	vpsrlq	$32, %zmm26, %zmm3
	vpsrlq	$32, %zmm23, %zmm5
	vpsrlq	$32, %zmm22, %zmm16
	vpsrlq	$32, %zmm17, %zmm19
	vpsrlq	$32, %zmm18, %zmm20
	vpsrlq	$32, %zmm7, %zmm21
	vmovdqu64	1776(%rsp), %zmm6
	vpxorq	%zmm6, %zmm2, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm0
	vmovdqu64	%zmm0, 496(%rsp)
	vpxorq	%zmm6, %zmm1, %zmm1
	vpxorq	%zmm6, %zmm5, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm5
	vmovdqu64	%zmm5, 112(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm13
	vmovdqu64	%zmm13, 368(%rsp)
	vpxorq	%zmm6, %zmm3, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm29
	vmovdqu64	%zmm29, 224(%rsp)
	vpxorq	%zmm6, %zmm19, %zmm1
	vpxorq	%zmm6, %zmm16, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm3
	vmovdqu64	%zmm3, 592(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm31
	vmovdqu64	%zmm31, 288(%rsp)
	vpxorq	%zmm6, %zmm21, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm4
	vmovdqu64	%zmm4, 880(%rsp)
	vpxorq	%zmm6, %zmm20, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 432(%rsp)
	vpsrlq	$32, %zmm5, %zmm9
	vmovdqu64	2096(%rsp), %zmm2
	vpxorq	%zmm15, %zmm2, %zmm1
	vpmuludq	%zmm30, %zmm1, %zmm16
	vpxorq	%zmm14, %zmm2, %zmm1
	vpmuludq	%zmm30, %zmm1, %zmm20
	vpxorq	%zmm28, %zmm2, %zmm1
	vpsrlq	$32, %zmm0, %zmm28
	vpmuludq	%zmm30, %zmm1, %zmm15
	vpxorq	%zmm12, %zmm2, %zmm1
	vpmuludq	%zmm30, %zmm1, %zmm19
	vpxorq	%zmm10, %zmm2, %zmm1
	vpmuludq	%zmm30, %zmm1, %zmm10
	vpsrlq	$32, %zmm29, %zmm5
	vpxorq	%zmm11, %zmm2, %zmm11
	vpmuludq	%zmm30, %zmm11, %zmm14
	vpxorq	%zmm8, %zmm2, %zmm8
	vpmuludq	%zmm30, %zmm8, %zmm8
	vpxorq	%zmm24, %zmm2, %zmm0
	vpsrlq	$32, %zmm13, %zmm2
	vpmuludq	%zmm30, %zmm0, %zmm1
	vpsrlq	$32, %zmm20, %zmm13
	vpsrlq	$32, %zmm16, %zmm21
	vpsrlq	$32, %zmm19, %zmm29
	vmovdqu64	1136(%rsp), %zmm6
	vpternlogq	$150, %zmm6, %zmm27, %zmm21
	vpsrlq	$32, %zmm31, %zmm0
	vpsrlq	$32, %zmm15, %zmm12
	vpternlogq	$150, %zmm6, %zmm25, %zmm13
	vpsrlq	$32, %zmm14, %zmm11
	vpternlogq	$150, %zmm6, %zmm26, %zmm12
	vpternlogq	$150, %zmm6, %zmm23, %zmm29
	vpsrlq	$32, %zmm3, %zmm23
	vpsrlq	$32, %zmm10, %zmm31
	vpternlogq	$150, %zmm6, %zmm22, %zmm31
	vpsrlq	$32, %zmm8, %zmm30
	vpternlogq	$150, %zmm6, %zmm17, %zmm11
	vpternlogq	$150, %zmm6, %zmm18, %zmm30
	vpsrlq	$32, %zmm4, %zmm26
	vpsrlq	$32, %zmm1, %zmm25
	vpternlogq	$150, %zmm6, %zmm7, %zmm25
	vmovdqu64	1712(%rsp), %zmm27
	vpxorq	%zmm27, %zmm28, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm22
	vpxorq	%zmm27, %zmm9, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm28
	vpxorq	%zmm27, %zmm2, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm18
	vpxorq	%zmm27, %zmm5, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm6
	vpxorq	%zmm27, %zmm23, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm17
	vpxorq	%zmm27, %zmm0, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm23
	vpxorq	%zmm27, %zmm26, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 720(%rsp)
	vpsrlq	$32, %zmm22, %zmm4
	vmovdqu64	1200(%rsp), %zmm2
	vpternlogq	$150, %zmm20, %zmm2, %zmm4
	vpsrlq	$32, %zmm28, %zmm26
	vpternlogq	$150, %zmm16, %zmm2, %zmm26
	vpsrlq	$32, %zmm18, %zmm16
	vpternlogq	$150, %zmm19, %zmm2, %zmm16
	vpsrlq	$32, %zmm6, %zmm24
	vpternlogq	$150, %zmm15, %zmm2, %zmm24
	vpsrlq	$32, %zmm17, %zmm15
	vpternlogq	$150, %zmm14, %zmm2, %zmm15
	vpsrlq	$32, %zmm23, %zmm19
	vpternlogq	$150, %zmm10, %zmm2, %zmm19
	vpsrlq	$32, %zmm0, %zmm10
	vpternlogq	$150, %zmm1, %zmm2, %zmm10
	vmovdqu64	432(%rsp), %zmm1
	vpsrlq	$32, %zmm1, %zmm0
	vpxorq	%zmm27, %zmm0, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm14
	vpsrlq	$32, %zmm14, %zmm20
	vpternlogq	$150, %zmm8, %zmm2, %zmm20
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm0
	vmovdqu64	%zmm0, 656(%rsp)
	vpsrlq	$32, %zmm0, %zmm8
	vmovdqu64	1264(%rsp), %zmm27
	vpternlogq	$150, 496(%rsp), %zmm27, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm13
	vpsrlq	$32, %zmm13, %zmm2
	vpternlogq	$150, 112(%rsp), %zmm27, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm29, %zmm0
	vmovdqu64	%zmm0, 496(%rsp)
	vpsrlq	$32, %zmm0, %zmm7
	vpternlogq	$150, 368(%rsp), %zmm27, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm12, %zmm12
	vpsrlq	$32, %zmm12, %zmm3
	vpternlogq	$150, 224(%rsp), %zmm27, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm0
	vmovdqu64	%zmm0, 224(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 592(%rsp), %zmm27, %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm31, %zmm11
	vpsrlq	$32, %zmm11, %zmm5
	vpternlogq	$150, 288(%rsp), %zmm27, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm25, %zmm29
	vpsrlq	$32, %zmm29, %zmm25
	vpternlogq	$150, 880(%rsp), %zmm27, %zmm25
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm30, %zmm21
	vpsrlq	$32, %zmm21, %zmm30
	vpternlogq	$150, %zmm27, %zmm1, %zmm30
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 112(%rsp)
	vpsrlq	$32, %zmm1, %zmm27
	vmovdqu64	944(%rsp), %zmm2
	vpternlogq	$150, %zmm2, %zmm28, %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm31
	vpsrlq	$32, %zmm31, %zmm9
	vpternlogq	$150, %zmm2, %zmm22, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm1
	vmovdqu64	%zmm1, 432(%rsp)
	vpsrlq	$32, %zmm1, %zmm8
	vpternlogq	$150, %zmm2, %zmm6, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm6
	vpsrlq	$32, %zmm6, %zmm22
	vpternlogq	$150, %zmm2, %zmm18, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm1
	vmovdqu64	%zmm1, 592(%rsp)
	vpsrlq	$32, %zmm1, %zmm3
	vpternlogq	$150, %zmm2, %zmm23, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm7
	vpsrlq	$32, %zmm7, %zmm18
	vpternlogq	$150, %zmm2, %zmm17, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm30
	vpsrlq	$32, %zmm30, %zmm5
	vpternlogq	$150, %zmm2, %zmm14, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm25
	vpsrlq	$32, %zmm25, %zmm17
	vpternlogq	$150, 720(%rsp), %zmm2, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm26, %zmm0
	vmovdqu64	%zmm0, 288(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vmovdqu64	3376(%rsp), %zmm28
	vpternlogq	$150, %zmm13, %zmm28, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm4, %zmm23
	vpsrlq	$32, %zmm23, %zmm4
	vpternlogq	$150, 656(%rsp), %zmm28, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm24, %zmm0
	vmovdqu64	%zmm0, 368(%rsp)
	vpsrlq	$32, %zmm0, %zmm14
	vpternlogq	$150, %zmm12, %zmm28, %zmm14
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm12
	vpsrlq	$32, %zmm12, %zmm0
	vpternlogq	$150, 496(%rsp), %zmm28, %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm24
	vpsrlq	$32, %zmm24, %zmm16
	vpternlogq	$150, %zmm11, %zmm28, %zmm16
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm19
	vpsrlq	$32, %zmm19, %zmm15
	vpternlogq	$150, 224(%rsp), %zmm28, %zmm15
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm1
	vmovdqu64	%zmm1, 720(%rsp)
	vpsrlq	$32, %zmm1, %zmm26
	vpternlogq	$150, %zmm21, %zmm28, %zmm26
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm10, %zmm13
	vpsrlq	$32, %zmm13, %zmm1
	vpternlogq	$150, %zmm29, %zmm28, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm4
	vmovdqu64	%zmm4, 224(%rsp)
	vpsrlq	$32, %zmm4, %zmm28
	vmovdqu64	3440(%rsp), %zmm4
	vpternlogq	$150, %zmm31, %zmm4, %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm29
	vpsrlq	$32, %zmm29, %zmm10
	vpternlogq	$150, 112(%rsp), %zmm4, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 656(%rsp)
	vpsrlq	$32, %zmm0, %zmm11
	vpternlogq	$150, %zmm6, %zmm4, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm31
	vpsrlq	$32, %zmm31, %zmm14
	vpternlogq	$150, 432(%rsp), %zmm4, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm0
	vmovdqu64	%zmm0, 432(%rsp)
	vpsrlq	$32, %zmm0, %zmm6
	vpternlogq	$150, %zmm7, %zmm4, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm20
	vpsrlq	$32, %zmm20, %zmm15
	vpternlogq	$150, 592(%rsp), %zmm4, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 592(%rsp)
	vpsrlq	$32, %zmm0, %zmm7
	vpternlogq	$150, %zmm25, %zmm4, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm21
	vpsrlq	$32, %zmm21, %zmm16
	vpternlogq	$150, %zmm30, %zmm4, %zmm16
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm0
	vmovdqu64	%zmm0, 496(%rsp)
	vpsrlq	$32, %zmm0, %zmm30
	vmovdqu64	1968(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm23, %zmm30
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm27, %zmm25
	vpsrlq	$32, %zmm25, %zmm2
	vpternlogq	$150, 288(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm1
	vmovdqu64	%zmm1, 288(%rsp)
	vpsrlq	$32, %zmm1, %zmm4
	vpternlogq	$150, %zmm0, %zmm12, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm9
	vpsrlq	$32, %zmm9, %zmm8
	vpternlogq	$150, 368(%rsp), %zmm0, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm1
	vmovdqu64	%zmm1, 368(%rsp)
	vpsrlq	$32, %zmm1, %zmm22
	vpternlogq	$150, %zmm0, %zmm19, %zmm22
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm23
	vpsrlq	$32, %zmm23, %zmm3
	vpternlogq	$150, %zmm0, %zmm24, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm27
	vpsrlq	$32, %zmm27, %zmm1
	vpternlogq	$150, %zmm0, %zmm13, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm13
	vpsrlq	$32, %zmm13, %zmm5
	vpternlogq	$150, 720(%rsp), %zmm0, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm0
	vmovdqu64	%zmm0, 112(%rsp)
	vpsrlq	$32, %zmm0, %zmm26
	vmovdqu64	2032(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm29, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm24
	vpsrlq	$32, %zmm24, %zmm18
	vpternlogq	$150, 224(%rsp), %zmm0, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm29
	vpsrlq	$32, %zmm29, %zmm2
	vpternlogq	$150, %zmm0, %zmm31, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm17
	vpsrlq	$32, %zmm17, %zmm19
	vpternlogq	$150, 656(%rsp), %zmm0, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm3
	vmovdqu64	%zmm3, 656(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm0, %zmm20, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm31
	vpsrlq	$32, %zmm31, %zmm20
	vpternlogq	$150, 432(%rsp), %zmm0, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm30
	vpsrlq	$32, %zmm30, %zmm12
	vpternlogq	$150, %zmm0, %zmm21, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm22
	vpternlogq	$150, 592(%rsp), %zmm0, %zmm22
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm10, %zmm0
	vmovdqu64	%zmm0, 720(%rsp)
	vpsrlq	$32, %zmm0, %zmm10
	vmovdqu64	2288(%rsp), %zmm8
	vpternlogq	$150, %zmm25, %zmm8, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm28, %zmm25
	vpsrlq	$32, %zmm25, %zmm21
	vpternlogq	$150, 496(%rsp), %zmm8, %zmm21
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm0
	vmovdqu64	%zmm0, 496(%rsp)
	vpsrlq	$32, %zmm0, %zmm14
	vpternlogq	$150, %zmm9, %zmm8, %zmm14
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm0
	vpsrlq	$32, %zmm0, %zmm9
	vpternlogq	$150, 288(%rsp), %zmm8, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm4
	vmovdqu64	%zmm4, 288(%rsp)
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, %zmm23, %zmm8, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm6, %zmm5
	vpsrlq	$32, %zmm5, %zmm15
	vpternlogq	$150, 368(%rsp), %zmm8, %zmm15
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm6
	vmovdqu64	%zmm6, 368(%rsp)
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm13, %zmm8, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm7, %zmm13
	vpsrlq	$32, %zmm13, %zmm23
	vpternlogq	$150, %zmm27, %zmm8, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm7
	vmovdqu64	%zmm7, 224(%rsp)
	vpsrlq	$32, %zmm7, %zmm27
	vmovdqu64	1648(%rsp), %zmm7
	vpternlogq	$150, %zmm24, %zmm7, %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm24
	vpsrlq	$32, %zmm24, %zmm8
	vpternlogq	$150, 112(%rsp), %zmm7, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm9
	vmovdqu64	%zmm9, 592(%rsp)
	vpsrlq	$32, %zmm9, %zmm11
	vpternlogq	$150, %zmm17, %zmm7, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm14
	vpsrlq	$32, %zmm14, %zmm10
	vpternlogq	$150, %zmm29, %zmm7, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm9
	vmovdqu64	%zmm9, 1392(%rsp)
	vpsrlq	$32, %zmm9, %zmm17
	vpternlogq	$150, %zmm31, %zmm7, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm16
	vpsrlq	$32, %zmm16, %zmm15
	vpternlogq	$150, 656(%rsp), %zmm7, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm4
	vmovdqu64	%zmm4, 1328(%rsp)
	vpsrlq	$32, %zmm4, %zmm23
	vpternlogq	$150, %zmm1, %zmm7, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm21
	vpsrlq	$32, %zmm21, %zmm28
	vpternlogq	$150, %zmm30, %zmm7, %zmm28
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm30
	vpsrlq	$32, %zmm30, %zmm4
	vmovdqu64	2352(%rsp), %zmm7
	vpternlogq	$150, %zmm7, %zmm25, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm26, %zmm18
	vpsrlq	$32, %zmm18, %zmm25
	vpternlogq	$150, 720(%rsp), %zmm7, %zmm25
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm1
	vmovdqu64	%zmm1, 112(%rsp)
	vpsrlq	$32, %zmm1, %zmm6
	vpternlogq	$150, %zmm7, %zmm0, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm29
	vpsrlq	$32, %zmm29, %zmm26
	vpternlogq	$150, 496(%rsp), %zmm7, %zmm26
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm31
	vpsrlq	$32, %zmm31, %zmm20
	vpternlogq	$150, %zmm7, %zmm5, %zmm20
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm19
	vpsrlq	$32, %zmm19, %zmm2
	vpternlogq	$150, 288(%rsp), %zmm7, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm22
	vpsrlq	$32, %zmm22, %zmm5
	vpternlogq	$150, %zmm7, %zmm13, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm12, %zmm13
	vpsrlq	$32, %zmm13, %zmm1
	vpternlogq	$150, 368(%rsp), %zmm7, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm0
	vmovdqu64	%zmm0, 368(%rsp)
	vpsrlq	$32, %zmm0, %zmm7
	vmovdqu64	2416(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm24, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm3
	vmovdqu64	%zmm3, 432(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, 224(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm4
	vmovdqu64	%zmm4, 656(%rsp)
	vpsrlq	$32, %zmm4, %zmm9
	vpternlogq	$150, %zmm0, %zmm14, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm25
	vpsrlq	$32, %zmm25, %zmm4
	vpternlogq	$150, 592(%rsp), %zmm0, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 880(%rsp)
	vpsrlq	$32, %zmm2, %zmm6
	vpternlogq	$150, %zmm0, %zmm16, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm24
	vpsrlq	$32, %zmm24, %zmm14
	vpternlogq	$150, 1392(%rsp), %zmm0, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 592(%rsp)
	vpsrlq	$32, %zmm1, %zmm26
	vpternlogq	$150, %zmm0, %zmm21, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm16
	vpsrlq	$32, %zmm16, %zmm20
	vpternlogq	$150, 1328(%rsp), %zmm0, %zmm20
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm0
	vmovdqu64	%zmm0, 224(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	2480(%rsp), %zmm21
	vpternlogq	$150, %zmm18, %zmm21, %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm27, %zmm1
	vmovdqu64	%zmm1, 496(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm30, %zmm21, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm10, %zmm2
	vmovdqu64	%zmm2, 720(%rsp)
	vpsrlq	$32, %zmm2, %zmm27
	vpternlogq	$150, %zmm29, %zmm21, %zmm27
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm10
	vpsrlq	$32, %zmm10, %zmm29
	vpternlogq	$150, 112(%rsp), %zmm21, %zmm29
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm15
	vpsrlq	$32, %zmm15, %zmm18
	vpternlogq	$150, %zmm19, %zmm21, %zmm18
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm19
	vpsrlq	$32, %zmm19, %zmm8
	vpternlogq	$150, %zmm31, %zmm21, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm28, %zmm2
	vmovdqu64	%zmm2, 288(%rsp)
	vpsrlq	$32, %zmm2, %zmm31
	vpternlogq	$150, %zmm13, %zmm21, %zmm31
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm17
	vpsrlq	$32, %zmm17, %zmm28
	vpternlogq	$150, %zmm22, %zmm21, %zmm28
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm7, %zmm23
	vpmovqd	%zmm23, %ymm2
	vpmovqd	%zmm12, %ymm5
	vinserti64x4	$1, %ymm5, %zmm2, %zmm2
	vmovdqu64	%zmm2, 112(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm4, %zmm13
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm11
	vpmovqd	%zmm11, %ymm2
	vpmovqd	%zmm13, %ymm4
	vinserti64x4	$1, %ymm4, %zmm2, %zmm22
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm21
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm6, %zmm2
	vpmovqd	%zmm2, %ymm4
	vpmovqd	%zmm21, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm6
	vpmovqd	%zmm6, %ymm0
	vpmovqd	%zmm1, %ymm4
	vinserti64x4	$1, %ymm4, %zmm0, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm14
	vpmovqd	%zmm14, %ymm4
	vpmovqd	%zmm7, %ymm27
	vinserti64x4	$1, %ymm27, %zmm4, %zmm29
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm18
	vpmovqd	%zmm18, %ymm4
	vpmovqd	%zmm8, %ymm27
	vinserti64x4	$1, %ymm27, %zmm4, %zmm4
	vpsrlq	$32, %zmm1, %zmm1
	vpxorq	432(%rsp), %zmm1, %zmm1
	vpsrlq	$32, %zmm6, %zmm6
	vpxorq	368(%rsp), %zmm6, %zmm27
	vpsrlq	$32, %zmm7, %zmm6
	vpxorq	%zmm25, %zmm6, %zmm7
	vpsrlq	$32, %zmm14, %zmm6
	vpxorq	656(%rsp), %zmm6, %zmm14
	vpsrlq	$32, %zmm8, %zmm6
	vpxorq	%zmm24, %zmm6, %zmm8
	vpsrlq	$32, %zmm18, %zmm6
	vpxorq	880(%rsp), %zmm6, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm6
	vpsrlq	$32, %zmm6, %zmm24
	vpxorq	%zmm16, %zmm24, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm24
	vbroadcastsd	.LCPI0_5(%rip), %zmm30
	vpmovqd	%zmm6, %ymm6
	vpmovqd	%zmm24, %ymm25
	vinserti64x4	$1, %ymm6, %zmm25, %zmm6
	vpsrlq	$32, %zmm24, %zmm24
	vpxorq	592(%rsp), %zmm24, %zmm24
	vpmovqd	%zmm27, %ymm25
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm25, %zmm25
	vpsrlq	$32, %zmm12, %zmm1
	vpxorq	496(%rsp), %zmm1, %zmm12
	vpsrlq	$32, %zmm23, %zmm1
	vpxorq	224(%rsp), %zmm1, %zmm23
	vpsrlq	$32, %zmm13, %zmm1
	vpxorq	%zmm10, %zmm1, %zmm10
	vpsrlq	$32, %zmm11, %zmm1
	vpxorq	720(%rsp), %zmm1, %zmm11
	vpsrlq	$32, %zmm21, %zmm1
	vpxorq	%zmm19, %zmm1, %zmm13
	vpmovqd	%zmm14, %ymm1
	vpmovqd	%zmm7, %ymm7
	vinserti64x4	$1, %ymm7, %zmm1, %zmm7
	vpsrlq	$32, %zmm2, %zmm1
	vpxorq	%zmm15, %zmm1, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm1
	vpmovqd	%zmm18, %ymm3
	vpmovqd	%zmm8, %ymm8
	vinserti64x4	$1, %ymm8, %zmm3, %zmm3
	vpsrlq	$32, %zmm1, %zmm8
	vpxorq	%zmm17, %zmm8, %zmm8
	vpbroadcastq	.LCPI0_4(%rip), %zmm17
	vpmuludq	%zmm17, %zmm26, %zmm14
	vpmovqd	%zmm24, %ymm15
	vpmovqd	%zmm16, %ymm16
	vinserti64x4	$1, %ymm16, %zmm15, %zmm15
	vpsrlq	$32, %zmm14, %zmm16
	vpxorq	288(%rsp), %zmm16, %zmm9
	vmovdqu64	2544(%rsp), %zmm18
	vpxord	%zmm25, %zmm18, %zmm16
	vmovdqu64	%zmm16, -960(%rcx)
	vpxord	%zmm7, %zmm18, %zmm7
	vmovdqu64	%zmm7, -896(%rcx)
	vpxord	%zmm3, %zmm18, %zmm3
	vmovdqu64	%zmm3, -832(%rcx)
	vpxord	%zmm15, %zmm18, %zmm3
	vmovdqu64	%zmm3, -768(%rcx)
	vmovdqu64	%zmm0, -704(%rcx)
	vmovdqu64	%zmm29, -640(%rcx)
	vmovdqu64	%zmm4, -576(%rcx)
	vmovdqu64	%zmm6, -512(%rcx)
	vpmovqd	%zmm23, %ymm0
	vpmovqd	%zmm12, %ymm3
	vinserti64x4	$1, %ymm3, %zmm0, %zmm0
	vmovdqu64	2608(%rsp), %zmm4
	vpxord	%zmm0, %zmm4, %zmm0
	vmovdqu64	%zmm0, -448(%rcx)
	vpmovqd	%zmm11, %ymm0
	vpmovqd	%zmm10, %ymm3
	vinserti64x4	$1, %ymm3, %zmm0, %zmm0
	vpxord	%zmm0, %zmm4, %zmm0
	vmovdqu64	%zmm0, -384(%rcx)
	vpmovqd	%zmm2, %ymm0
	vpmovqd	%zmm13, %ymm2
	vinserti64x4	$1, %ymm2, %zmm0, %zmm0
	vpxord	%zmm0, %zmm4, %zmm0
	vmovdqu64	%zmm0, -320(%rcx)
	vpmovqd	%zmm9, %ymm0
	vpmovqd	%zmm8, %ymm2
	vinserti64x4	$1, %ymm2, %zmm0, %zmm0
	vpxord	%zmm0, %zmm4, %zmm0
	vmovdqu64	%zmm0, -256(%rcx)
	vmovups	112(%rsp), %zmm0
	vmovups	%zmm0, -192(%rcx)
	vmovdqu64	%zmm22, -128(%rcx)
	vmovdqu64	%zmm5, -64(%rcx)
	vpmovqd	%zmm14, %ymm0
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vmovdqu64	%zmm0, (%rcx)
	incq	%rdx
	addq	$1024, %rcx
	cmpq	%rdx, %r14
	jne	.LBB0_179
	movq	%r10, %rcx
	movq	%r14, %rdx
	vbroadcastss	.LCPI0_11(%rip), %zmm31
	vbroadcastss	.LCPI0_12(%rip), %zmm20
	vbroadcastss	.LCPI0_24(%rip), %zmm28
	.p2align	4
.LBB0_181:
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
	vmulps	%zmm20, %zmm0, %zmm4
	vmulps	%zmm20, %zmm1, %zmm5
	vmulps	%zmm20, %zmm2, %zmm6
	vmulps	%zmm20, %zmm3, %zmm7
	vpsrld	$9, -704(%rcx), %zmm0
	vpsrld	$9, -640(%rcx), %zmm1
	vpsrld	$9, -576(%rcx), %zmm2
	vpsrld	$9, -512(%rcx), %zmm3
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm3, %zmm3
	vaddps	%zmm31, %zmm0, %zmm0
	vaddps	%zmm31, %zmm1, %zmm1
	vaddps	%zmm31, %zmm2, %zmm8
	vaddps	%zmm31, %zmm3, %zmm9
	vmulps	%zmm20, %zmm0, %zmm3
	vmulps	%zmm20, %zmm1, %zmm2
	vmulps	%zmm20, %zmm8, %zmm1
	vmulps	%zmm20, %zmm9, %zmm0
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
	vbroadcastss	.LCPI0_18(%rip), %zmm15
	vaddps	%zmm15, %zmm4, %zmm12
	vaddps	%zmm15, %zmm5, %zmm13
	vaddps	%zmm15, %zmm6, %zmm14
	vaddps	%zmm15, %zmm7, %zmm15
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
	vaddps	%zmm11, %zmm4, %zmm4
	vaddps	%zmm12, %zmm5, %zmm5
	vaddps	%zmm13, %zmm6, %zmm6
	vaddps	%zmm14, %zmm7, %zmm7
	vmulps	%zmm28, %zmm8, %zmm8
	vaddps	%zmm4, %zmm8, %zmm4
	vmovups	%zmm4, 112(%rsp)
	vmulps	%zmm28, %zmm9, %zmm4
	vaddps	%zmm5, %zmm4, %zmm4
	vmovups	%zmm4, 224(%rsp)
	vmulps	%zmm28, %zmm10, %zmm4
	vcvtps2pd	%ymm3, %zmm5
	vextractf64x4	$1, %zmm3, %ymm3
	vcvtps2pd	%ymm3, %zmm3
	vaddps	%zmm6, %zmm4, %zmm4
	vmovups	%zmm4, 288(%rsp)
	vcvtps2pd	%ymm2, %zmm4
	vextractf64x4	$1, %zmm2, %ymm2
	vcvtps2pd	%ymm2, %zmm2
	vmulps	%zmm28, %zmm24, %zmm6
	vcvtps2pd	%ymm1, %zmm8
	vextractf64x4	$1, %zmm1, %ymm1
	vcvtps2pd	%ymm1, %zmm1
	vaddps	%zmm7, %zmm6, %zmm6
	vmovups	%zmm6, 368(%rsp)
	vcvtps2pd	%ymm0, %zmm6
	vextractf64x4	$1, %zmm0, %ymm0
	vcvtps2pd	%ymm0, %zmm0
	vbroadcastsd	.LCPI0_26(%rip), %zmm16
	vmulpd	%zmm16, %zmm3, %zmm7
	vmulpd	%zmm16, %zmm5, %zmm5
	vmulpd	%zmm16, %zmm2, %zmm2
	vmulpd	%zmm16, %zmm4, %zmm4
	vmulpd	%zmm16, %zmm1, %zmm9
	vmulpd	%zmm16, %zmm8, %zmm8
	vmulpd	%zmm16, %zmm0, %zmm0
	vmulpd	%zmm16, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_27(%rip), %zmm16
	vaddpd	%zmm16, %zmm5, %zmm18
	vaddpd	%zmm16, %zmm7, %zmm10
	vmovupd	%zmm10, 1392(%rsp)
	vaddpd	%zmm16, %zmm4, %zmm14
	vmovupd	%zmm14, 880(%rsp)
	vaddpd	%zmm16, %zmm2, %zmm13
	vmovupd	%zmm13, 592(%rsp)
	vaddpd	%zmm16, %zmm8, %zmm12
	vmovupd	%zmm12, 432(%rsp)
	vaddpd	%zmm16, %zmm9, %zmm11
	vmovupd	%zmm11, 656(%rsp)
	vaddpd	%zmm16, %zmm6, %zmm3
	vmovupd	%zmm3, 496(%rsp)
	vaddpd	%zmm16, %zmm0, %zmm1
	vmovupd	%zmm1, 720(%rsp)
	vbroadcastsd	.LCPI0_28(%rip), %zmm20
	vaddpd	%zmm20, %zmm10, %zmm10
	vaddpd	%zmm20, %zmm18, %zmm17
	vmovapd	%zmm18, %zmm16
	vaddpd	%zmm20, %zmm13, %zmm19
	vaddpd	%zmm20, %zmm14, %zmm21
	vaddpd	%zmm20, %zmm11, %zmm22
	vaddpd	%zmm20, %zmm12, %zmm23
	vaddpd	%zmm20, %zmm1, %zmm24
	vaddpd	%zmm20, %zmm3, %zmm25
	vsubpd	%zmm17, %zmm5, %zmm5
	vsubpd	%zmm10, %zmm7, %zmm7
	vsubpd	%zmm21, %zmm4, %zmm10
	vsubpd	%zmm19, %zmm2, %zmm2
	vsubpd	%zmm23, %zmm8, %zmm19
	vsubpd	%zmm22, %zmm9, %zmm9
	vsubpd	%zmm25, %zmm6, %zmm6
	vsubpd	%zmm24, %zmm0, %zmm4
	vbroadcastsd	.LCPI0_29(%rip), %zmm26
	vmulpd	%zmm26, %zmm7, %zmm11
	vmulpd	%zmm26, %zmm5, %zmm5
	vmulpd	%zmm26, %zmm2, %zmm17
	vmulpd	%zmm26, %zmm10, %zmm8
	vmulpd	%zmm26, %zmm9, %zmm29
	vmulpd	%zmm26, %zmm19, %zmm21
	vmulpd	%zmm5, %zmm5, %zmm24
	vmulpd	%zmm11, %zmm11, %zmm9
	vmulpd	%zmm8, %zmm8, %zmm23
	vmulpd	%zmm17, %zmm17, %zmm7
	vmulpd	%zmm21, %zmm21, %zmm2
	vmulpd	%zmm29, %zmm29, %zmm22
	vbroadcastsd	.LCPI0_30(%rip), %zmm18
	vmulpd	%zmm18, %zmm9, %zmm10
	vmulpd	%zmm18, %zmm24, %zmm19
	vmulpd	%zmm18, %zmm7, %zmm25
	vmulpd	%zmm18, %zmm23, %zmm27
	vmulpd	%zmm18, %zmm2, %zmm30
	vbroadcastsd	.LCPI0_31(%rip), %zmm1
	vaddpd	%zmm1, %zmm19, %zmm19
	vaddpd	%zmm1, %zmm10, %zmm10
	vaddpd	%zmm1, %zmm27, %zmm27
	vaddpd	%zmm1, %zmm25, %zmm25
	vaddpd	%zmm1, %zmm30, %zmm30
	vmulpd	%zmm10, %zmm9, %zmm10
	vmulpd	%zmm19, %zmm24, %zmm19
	vmulpd	%zmm25, %zmm7, %zmm25
	vmulpd	%zmm27, %zmm23, %zmm27
	vmulpd	%zmm30, %zmm2, %zmm30
	vbroadcastsd	.LCPI0_32(%rip), %zmm13
	vaddpd	%zmm13, %zmm19, %zmm19
	vaddpd	%zmm13, %zmm10, %zmm10
	vaddpd	%zmm13, %zmm27, %zmm27
	vaddpd	%zmm13, %zmm25, %zmm25
	vaddpd	%zmm13, %zmm30, %zmm30
	vmulpd	%zmm10, %zmm9, %zmm10
	vmulpd	%zmm19, %zmm24, %zmm19
	vmulpd	%zmm25, %zmm7, %zmm25
	vmulpd	%zmm27, %zmm23, %zmm27
	vmulpd	%zmm30, %zmm2, %zmm30
	vbroadcastsd	.LCPI0_33(%rip), %zmm12
	vaddpd	%zmm12, %zmm19, %zmm19
	vaddpd	%zmm12, %zmm10, %zmm10
	vaddpd	%zmm12, %zmm27, %zmm27
	vaddpd	%zmm12, %zmm25, %zmm25
	vaddpd	%zmm12, %zmm30, %zmm30
	vmulpd	%zmm24, %zmm5, %zmm31
	vmulpd	%zmm19, %zmm31, %zmm19
	vmulpd	%zmm9, %zmm11, %zmm31
	vmulpd	%zmm10, %zmm31, %zmm31
	vmulpd	%zmm23, %zmm8, %zmm10
	vmulpd	%zmm27, %zmm10, %zmm3
	vmulpd	%zmm7, %zmm17, %zmm10
	vmulpd	%zmm25, %zmm10, %zmm25
	vmulpd	%zmm2, %zmm21, %zmm10
	vmulpd	%zmm30, %zmm10, %zmm30
	vmulpd	%zmm18, %zmm22, %zmm10
	vmovapd	%zmm1, %zmm0
	vaddpd	%zmm1, %zmm10, %zmm10
	vmulpd	%zmm10, %zmm22, %zmm10
	vaddpd	%zmm13, %zmm10, %zmm10
	vmulpd	%zmm10, %zmm22, %zmm10
	vaddpd	%zmm12, %zmm10, %zmm10
	vmulpd	%zmm22, %zmm29, %zmm27
	vmulpd	%zmm10, %zmm27, %zmm1
	vmulpd	%zmm26, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm6, %zmm10
	vmulpd	%zmm18, %zmm10, %zmm27
	vaddpd	%zmm0, %zmm27, %zmm27
	vmovapd	%zmm0, %zmm15
	vmulpd	%zmm27, %zmm10, %zmm27
	vaddpd	%zmm13, %zmm27, %zmm27
	vmovapd	%zmm13, %zmm14
	vmulpd	%zmm27, %zmm10, %zmm27
	vaddpd	%zmm12, %zmm27, %zmm27
	vmulpd	%zmm10, %zmm6, %zmm13
	vmulpd	%zmm27, %zmm13, %zmm13
	vmulpd	%zmm26, %zmm4, %zmm0
	vmulpd	%zmm0, %zmm0, %zmm4
	vmulpd	%zmm18, %zmm4, %zmm27
	vaddpd	%zmm15, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm4, %zmm27
	vaddpd	%zmm14, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm4, %zmm27
	vaddpd	%zmm12, %zmm27, %zmm27
	vmulpd	%zmm4, %zmm0, %zmm14
	vmulpd	%zmm27, %zmm14, %zmm14
	vaddpd	%zmm19, %zmm5, %zmm15
	vaddpd	%zmm31, %zmm11, %zmm26
	vaddpd	%zmm3, %zmm8, %zmm19
	vaddpd	%zmm25, %zmm17, %zmm12
	vaddpd	%zmm30, %zmm21, %zmm28
	vaddpd	%zmm1, %zmm29, %zmm5
	vaddpd	%zmm13, %zmm6, %zmm1
	vmovupd	%zmm1, 1328(%rsp)
	vaddpd	%zmm14, %zmm0, %zmm27
	vbroadcastsd	.LCPI0_34(%rip), %zmm14
	vmulpd	%zmm14, %zmm9, %zmm1
	vmulpd	%zmm14, %zmm24, %zmm6
	vmulpd	%zmm14, %zmm23, %zmm8
	vbroadcastsd	.LCPI0_35(%rip), %zmm3
	vsubpd	%zmm6, %zmm3, %zmm6
	vsubpd	%zmm1, %zmm3, %zmm1
	vsubpd	%zmm8, %zmm3, %zmm8
	vmulpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm6
	vmulpd	%zmm8, %zmm23, %zmm8
	vbroadcastsd	.LCPI0_36(%rip), %zmm13
	vaddpd	%zmm13, %zmm6, %zmm6
	vaddpd	%zmm13, %zmm1, %zmm1
	vaddpd	%zmm13, %zmm8, %zmm8
	vmulpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm6
	vmulpd	%zmm8, %zmm23, %zmm8
	vbroadcastsd	.LCPI0_37(%rip), %zmm18
	vaddpd	%zmm18, %zmm6, %zmm6
	vaddpd	%zmm18, %zmm1, %zmm1
	vaddpd	%zmm18, %zmm8, %zmm8
	vmulpd	%zmm24, %zmm24, %zmm11
	vmulpd	%zmm6, %zmm11, %zmm6
	vmulpd	%zmm9, %zmm9, %zmm11
	vmulpd	%zmm1, %zmm11, %zmm1
	vmulpd	%zmm23, %zmm23, %zmm11
	vmulpd	%zmm8, %zmm11, %zmm11
	vmovapd	%zmm14, %zmm20
	vmulpd	%zmm14, %zmm7, %zmm8
	vsubpd	%zmm8, %zmm3, %zmm8
	vmulpd	%zmm8, %zmm7, %zmm8
	vmovapd	%zmm13, %zmm0
	vaddpd	%zmm13, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm7, %zmm8
	vaddpd	%zmm18, %zmm8, %zmm8
	vmulpd	%zmm7, %zmm7, %zmm13
	vmulpd	%zmm8, %zmm13, %zmm8
	vmulpd	%zmm14, %zmm2, %zmm13
	vsubpd	%zmm13, %zmm3, %zmm13
	vmulpd	%zmm13, %zmm2, %zmm13
	vaddpd	%zmm0, %zmm13, %zmm13
	vmulpd	%zmm13, %zmm2, %zmm13
	vaddpd	%zmm18, %zmm13, %zmm13
	vmulpd	%zmm2, %zmm2, %zmm14
	vmulpd	%zmm13, %zmm14, %zmm13
	vmulpd	%zmm20, %zmm22, %zmm14
	vsubpd	%zmm14, %zmm3, %zmm14
	vmulpd	%zmm14, %zmm22, %zmm14
	vaddpd	%zmm0, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm22, %zmm14
	vaddpd	%zmm18, %zmm14, %zmm14
	vmulpd	%zmm22, %zmm22, %zmm21
	vmulpd	%zmm14, %zmm21, %zmm14
	vmulpd	%zmm20, %zmm10, %zmm21
	vsubpd	%zmm21, %zmm3, %zmm21
	vmulpd	%zmm21, %zmm10, %zmm21
	vaddpd	%zmm0, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm10, %zmm21
	vaddpd	%zmm18, %zmm21, %zmm21
	vmulpd	%zmm10, %zmm10, %zmm25
	vmulpd	%zmm21, %zmm25, %zmm25
	vmulpd	%zmm20, %zmm4, %zmm21
	vsubpd	%zmm21, %zmm3, %zmm21
	vmulpd	%zmm21, %zmm4, %zmm21
	vaddpd	%zmm0, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm4, %zmm21
	vaddpd	%zmm18, %zmm21, %zmm21
	vmulpd	%zmm4, %zmm4, %zmm31
	vmulpd	%zmm21, %zmm31, %zmm31
	vbroadcastsd	.LCPI0_38(%rip), %zmm18
	vmulpd	%zmm18, %zmm9, %zmm9
	vbroadcastsd	.LCPI0_39(%rip), %zmm20
	vsubpd	%zmm9, %zmm20, %zmm9
	vaddpd	%zmm1, %zmm9, %zmm21
	vmulpd	%zmm18, %zmm24, %zmm1
	vsubpd	%zmm1, %zmm20, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm18, %zmm7, %zmm6
	vsubpd	%zmm6, %zmm20, %zmm6
	vaddpd	%zmm8, %zmm6, %zmm8
	vmulpd	%zmm18, %zmm23, %zmm6
	vsubpd	%zmm6, %zmm20, %zmm6
	vaddpd	%zmm11, %zmm6, %zmm23
	vmulpd	%zmm18, %zmm2, %zmm2
	vmulpd	%zmm18, %zmm22, %zmm6
	vmulpd	%zmm18, %zmm10, %zmm7
	vmulpd	%zmm18, %zmm4, %zmm4
	vsubpd	%zmm6, %zmm20, %zmm6
	vaddpd	%zmm14, %zmm6, %zmm9
	vsubpd	%zmm2, %zmm20, %zmm2
	vaddpd	%zmm13, %zmm2, %zmm3
	vsubpd	%zmm4, %zmm20, %zmm2
	vaddpd	%zmm31, %zmm2, %zmm2
	vsubpd	%zmm7, %zmm20, %zmm4
	vaddpd	%zmm25, %zmm4, %zmm4
	vbroadcastsd	.LCPI0_40(%rip), %zmm18
	vxorpd	%zmm18, %zmm26, %zmm31
	vxorpd	%zmm18, %zmm15, %zmm22
	vxorpd	%zmm18, %zmm12, %zmm6
	vxorpd	%zmm18, %zmm19, %zmm25
	vpbroadcastq	.LCPI0_41(%rip), %zmm0
	vptestnmq	%zmm0, %zmm16, %k1
	vpbroadcastq	.LCPI0_42(%rip), %zmm0
	vptestnmq	%zmm0, %zmm16, %k2
	vxorpd	%zmm18, %zmm1, %zmm13
	vmovapd	%zmm1, %zmm13 {%k2}
	vmovapd	%zmm15, %zmm30
	vblendmpd	%zmm15, %zmm22, %zmm1 {%k2}
	vmovupd	%zmm1, 2096(%rsp)
	vmovapd	%zmm22, %zmm30 {%k2}
	vmovapd	%zmm18, %zmm15
	vxorpd	%zmm18, %zmm21, %zmm1
	vmovdqu64	1392(%rsp), %zmm17
	vptestnmq	%zmm0, %zmm17, %k2
	vmovapd	%zmm21, %zmm1 {%k2}
	vmovapd	%zmm26, %zmm29
	vblendmpd	%zmm26, %zmm31, %zmm20 {%k2}
	vmovapd	%zmm31, %zmm29 {%k2}
	vxorpd	%zmm18, %zmm23, %zmm11
	vmovdqu64	880(%rsp), %zmm16
	vptestnmq	%zmm0, %zmm16, %k2
	vmovapd	%zmm23, %zmm11 {%k2}
	vmovapd	%zmm19, %zmm26
	vblendmpd	%zmm19, %zmm25, %zmm7 {%k2}
	vmovupd	%zmm7, 1776(%rsp)
	vmovapd	%zmm25, %zmm26 {%k2}
	vxorpd	%zmm18, %zmm8, %zmm14
	vmovdqu64	592(%rsp), %zmm10
	vptestnmq	%zmm0, %zmm10, %k2
	vmovapd	%zmm8, %zmm14 {%k2}
	vmovapd	%zmm12, %zmm24
	vblendmpd	%zmm12, %zmm6, %zmm21 {%k2}
	vmovapd	%zmm6, %zmm24 {%k2}
	vxorpd	%zmm18, %zmm3, %zmm22
	vmovdqu64	432(%rsp), %zmm7
	vptestnmq	%zmm0, %zmm7, %k2
	vmovapd	%zmm3, %zmm22 {%k2}
	vmovapd	%zmm28, %zmm19
	vxorpd	%zmm18, %zmm28, %zmm8
	vblendmpd	%zmm28, %zmm8, %zmm3 {%k2}
	vmovupd	%zmm3, 1712(%rsp)
	vmovapd	%zmm8, %zmm19 {%k2}
	vmovdqu64	656(%rsp), %zmm6
	vptestnmq	%zmm0, %zmm6, %k2
	vxorpd	%zmm18, %zmm9, %zmm23
	vmovapd	%zmm9, %zmm23 {%k2}
	vmovapd	%zmm5, %zmm18
	vxorpd	%zmm15, %zmm5, %zmm8
	vblendmpd	%zmm5, %zmm8, %zmm28 {%k2}
	vmovapd	%zmm8, %zmm18 {%k2}
	vmovdqu64	496(%rsp), %zmm5
	vptestnmq	%zmm0, %zmm5, %k2
	vxorpd	%zmm15, %zmm4, %zmm25
	vmovapd	%zmm4, %zmm25 {%k2}
	vmovupd	1328(%rsp), %zmm12
	vxorpd	%zmm15, %zmm12, %zmm4
	vblendmpd	%zmm12, %zmm4, %zmm31 {%k2}
	vmovapd	%zmm4, %zmm12 {%k2}
	vmovdqu64	720(%rsp), %zmm3
	vptestnmq	%zmm0, %zmm3, %k2
	vxorpd	%zmm15, %zmm2, %zmm0
	vmovapd	%zmm2, %zmm0 {%k2}
	vmovapd	%zmm27, %zmm4
	vxorpd	%zmm15, %zmm27, %zmm2
	vblendmpd	%zmm27, %zmm2, %zmm27 {%k2}
	vmovapd	%zmm2, %zmm4 {%k2}
	vmovapd	%zmm4, %zmm15
	vpbroadcastq	.LCPI0_41(%rip), %zmm2
	vptestnmq	%zmm2, %zmm17, %k2
	vblendmpd	%zmm20, %zmm1, %zmm17 {%k2}
	vmovapd	%zmm1, %zmm29 {%k2}
	vptestnmq	%zmm2, %zmm16, %k2
	vmovdqa64	%zmm2, %zmm20
	vbroadcastss	.LCPI0_25(%rip), %zmm9
	vmulps	112(%rsp), %zmm9, %zmm1
	vmulps	224(%rsp), %zmm9, %zmm4
	vmulps	288(%rsp), %zmm9, %zmm8
	vsqrtps	%zmm1, %zmm2
	vsqrtps	%zmm4, %zmm4
	vsqrtps	%zmm8, %zmm8
	vmulps	368(%rsp), %zmm9, %zmm1
	vsqrtps	%zmm1, %zmm9
	vblendmpd	2096(%rsp), %zmm13, %zmm1 {%k1}
	vmovapd	%zmm13, %zmm30 {%k1}
	vptestnmq	%zmm20, %zmm10, %k1
	vblendmpd	%zmm21, %zmm14, %zmm21 {%k1}
	vmovapd	%zmm14, %zmm24 {%k1}
	vptestnmq	%zmm20, %zmm7, %k1
	vblendmpd	1776(%rsp), %zmm11, %zmm13 {%k2}
	vmovapd	%zmm11, %zmm26 {%k2}
	vptestnmq	%zmm20, %zmm6, %k2
	vblendmpd	%zmm28, %zmm23, %zmm11 {%k2}
	vmovapd	%zmm23, %zmm18 {%k2}
	vptestnmq	%zmm20, %zmm5, %k2
	vblendmpd	1712(%rsp), %zmm22, %zmm10 {%k1}
	vmovapd	%zmm22, %zmm19 {%k1}
	vptestnmq	%zmm20, %zmm3, %k1
	vblendmpd	%zmm27, %zmm0, %zmm3 {%k1}
	vblendmpd	%zmm31, %zmm25, %zmm14 {%k2}
	vmovapd	%zmm0, %zmm15 {%k1}
	vmovapd	%zmm25, %zmm12 {%k2}
	vcvtpd2ps	%zmm1, %ymm0
	vcvtpd2ps	%zmm17, %ymm1
	vcvtpd2ps	%zmm13, %ymm6
	vinsertf64x4	$1, %ymm1, %zmm0, %zmm0
	vcvtpd2ps	%zmm21, %ymm1
	vinsertf64x4	$1, %ymm1, %zmm6, %zmm1
	vcvtpd2ps	%zmm10, %ymm6
	vcvtpd2ps	%zmm11, %ymm7
	vcvtpd2ps	%zmm14, %ymm10
	vcvtpd2ps	%zmm3, %ymm3
	vinsertf64x4	$1, %ymm7, %zmm6, %zmm6
	vinsertf64x4	$1, %ymm3, %zmm10, %zmm3
	vcvtpd2ps	%zmm30, %ymm7
	vcvtpd2ps	%zmm29, %ymm10
	vinsertf64x4	$1, %ymm10, %zmm7, %zmm7
	vcvtpd2ps	%zmm26, %ymm5
	vcvtpd2ps	%zmm24, %ymm10
	vinsertf64x4	$1, %ymm10, %zmm5, %zmm5
	vcvtpd2ps	%zmm19, %ymm10
	vcvtpd2ps	%zmm18, %ymm11
	vcvtpd2ps	%zmm12, %ymm12
	vinsertf64x4	$1, %ymm11, %zmm10, %zmm10
	vcvtpd2ps	%zmm15, %ymm11
	vinsertf64x4	$1, %ymm11, %zmm12, %zmm11
	vmulps	%zmm7, %zmm2, %zmm7
	vmulps	%zmm5, %zmm4, %zmm5
	vmulps	%zmm10, %zmm8, %zmm10
	vmulps	%zmm11, %zmm9, %zmm11
	vmulps	%zmm0, %zmm2, %zmm0
	vmulps	%zmm1, %zmm4, %zmm1
	vmulps	%zmm6, %zmm8, %zmm2
	vmulps	%zmm3, %zmm9, %zmm3
	vmovups	%zmm7, -960(%rcx)
	vmovups	%zmm5, -896(%rcx)
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
	vcvtdq2ps	%zmm2, %zmm4
	vcvtdq2ps	%zmm3, %zmm3
	vaddps	.LCPI0_11(%rip){1to16}, %zmm0, %zmm5
	vaddps	.LCPI0_11(%rip){1to16}, %zmm1, %zmm2
	vaddps	.LCPI0_11(%rip){1to16}, %zmm4, %zmm1
	vaddps	.LCPI0_11(%rip){1to16}, %zmm3, %zmm0
	vmulps	.LCPI0_12(%rip){1to16}, %zmm5, %zmm3
	vcvtps2pd	%ymm3, %zmm4
	vmulps	.LCPI0_12(%rip){1to16}, %zmm2, %zmm2
	vextractf64x4	$1, %zmm3, %ymm3
	vcvtps2pd	%ymm3, %zmm3
	vcvtps2pd	%ymm2, %zmm5
	vmulps	.LCPI0_12(%rip){1to16}, %zmm1, %zmm1
	vextractf64x4	$1, %zmm2, %ymm2
	vcvtps2pd	%ymm2, %zmm2
	vcvtps2pd	%ymm1, %zmm6
	vmulps	.LCPI0_12(%rip){1to16}, %zmm0, %zmm0
	vextractf64x4	$1, %zmm1, %ymm1
	vcvtps2pd	%ymm1, %zmm1
	vcvtps2pd	%ymm0, %zmm7
	vextractf64x4	$1, %zmm0, %ymm0
	vcvtps2pd	%ymm0, %zmm0
	vbroadcastsd	.LCPI0_26(%rip), %zmm10
	vmulpd	%zmm10, %zmm3, %zmm3
	vmulpd	%zmm10, %zmm4, %zmm4
	vmulpd	%zmm10, %zmm2, %zmm2
	vmulpd	%zmm10, %zmm5, %zmm8
	vmulpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm10, %zmm6, %zmm6
	vmulpd	%zmm10, %zmm0, %zmm9
	vmulpd	%zmm10, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_27(%rip), %zmm0
	vaddpd	%zmm0, %zmm4, %zmm11
	vmovupd	%zmm11, 432(%rsp)
	vaddpd	%zmm0, %zmm3, %zmm10
	vmovupd	%zmm10, 656(%rsp)
	vaddpd	%zmm0, %zmm8, %zmm13
	vmovupd	%zmm13, 496(%rsp)
	vaddpd	%zmm0, %zmm2, %zmm12
	vmovupd	%zmm12, 720(%rsp)
	vaddpd	%zmm0, %zmm6, %zmm16
	vmovupd	%zmm16, 368(%rsp)
	vaddpd	%zmm0, %zmm1, %zmm15
	vmovupd	%zmm15, 288(%rsp)
	vaddpd	%zmm0, %zmm7, %zmm5
	vmovupd	%zmm5, 224(%rsp)
	vaddpd	%zmm0, %zmm9, %zmm17
	vmovupd	%zmm17, 112(%rsp)
	vbroadcastsd	.LCPI0_28(%rip), %zmm0
	vaddpd	%zmm0, %zmm10, %zmm10
	vaddpd	%zmm0, %zmm11, %zmm11
	vaddpd	%zmm0, %zmm12, %zmm12
	vaddpd	%zmm0, %zmm13, %zmm13
	vaddpd	%zmm0, %zmm15, %zmm14
	vaddpd	%zmm0, %zmm16, %zmm15
	vaddpd	%zmm0, %zmm17, %zmm16
	vaddpd	%zmm0, %zmm5, %zmm19
	vsubpd	%zmm11, %zmm4, %zmm4
	vsubpd	%zmm10, %zmm3, %zmm3
	vsubpd	%zmm13, %zmm8, %zmm8
	vsubpd	%zmm12, %zmm2, %zmm2
	vsubpd	%zmm15, %zmm6, %zmm6
	vsubpd	%zmm14, %zmm1, %zmm12
	vsubpd	%zmm19, %zmm7, %zmm7
	vsubpd	%zmm16, %zmm9, %zmm9
	vbroadcastsd	.LCPI0_29(%rip), %zmm0
	vmulpd	%zmm0, %zmm3, %zmm5
	vmulpd	%zmm0, %zmm4, %zmm10
	vmulpd	%zmm0, %zmm2, %zmm3
	vmulpd	%zmm0, %zmm8, %zmm11
	vmulpd	%zmm0, %zmm12, %zmm4
	vmulpd	%zmm0, %zmm6, %zmm12
	vmulpd	%zmm0, %zmm9, %zmm8
	vmulpd	%zmm0, %zmm7, %zmm21
	vmulpd	%zmm10, %zmm10, %zmm2
	vmulpd	%zmm5, %zmm5, %zmm6
	vmulpd	%zmm11, %zmm11, %zmm7
	vmulpd	%zmm3, %zmm3, %zmm9
	vmulpd	%zmm12, %zmm12, %zmm19
	vmulpd	%zmm4, %zmm4, %zmm22
	vmulpd	%zmm21, %zmm21, %zmm23
	vmulpd	%zmm8, %zmm8, %zmm24
	vbroadcastsd	.LCPI0_30(%rip), %zmm18
	vmulpd	%zmm18, %zmm6, %zmm13
	vmulpd	%zmm18, %zmm2, %zmm14
	vmulpd	%zmm18, %zmm9, %zmm15
	vmulpd	%zmm18, %zmm7, %zmm16
	vmulpd	%zmm18, %zmm22, %zmm25
	vmulpd	%zmm18, %zmm19, %zmm27
	vmulpd	%zmm18, %zmm23, %zmm28
	vbroadcastsd	.LCPI0_31(%rip), %zmm26
	vaddpd	%zmm26, %zmm14, %zmm14
	vaddpd	%zmm26, %zmm13, %zmm13
	vaddpd	%zmm26, %zmm16, %zmm16
	vaddpd	%zmm26, %zmm15, %zmm15
	vaddpd	%zmm26, %zmm27, %zmm27
	vaddpd	%zmm26, %zmm25, %zmm25
	vaddpd	%zmm26, %zmm28, %zmm28
	vmulpd	%zmm13, %zmm6, %zmm13
	vmulpd	%zmm14, %zmm2, %zmm14
	vmulpd	%zmm15, %zmm9, %zmm15
	vmulpd	%zmm16, %zmm7, %zmm16
	vmulpd	%zmm25, %zmm22, %zmm25
	vmulpd	%zmm27, %zmm19, %zmm27
	vmulpd	%zmm28, %zmm23, %zmm28
	vbroadcastsd	.LCPI0_32(%rip), %zmm17
	vaddpd	%zmm17, %zmm14, %zmm14
	vaddpd	%zmm17, %zmm13, %zmm13
	vaddpd	%zmm17, %zmm16, %zmm16
	vaddpd	%zmm17, %zmm15, %zmm15
	vaddpd	%zmm17, %zmm27, %zmm27
	vaddpd	%zmm17, %zmm25, %zmm25
	vaddpd	%zmm17, %zmm28, %zmm28
	vmulpd	%zmm13, %zmm6, %zmm13
	vmulpd	%zmm14, %zmm2, %zmm14
	vmulpd	%zmm15, %zmm9, %zmm15
	vmulpd	%zmm16, %zmm7, %zmm16
	vmulpd	%zmm25, %zmm22, %zmm25
	vmulpd	%zmm27, %zmm19, %zmm27
	vmulpd	%zmm28, %zmm23, %zmm28
	vbroadcastsd	.LCPI0_33(%rip), %zmm0
	vaddpd	%zmm0, %zmm14, %zmm14
	vaddpd	%zmm0, %zmm13, %zmm13
	vaddpd	%zmm0, %zmm16, %zmm16
	vaddpd	%zmm0, %zmm15, %zmm15
	vaddpd	%zmm0, %zmm27, %zmm27
	vaddpd	%zmm0, %zmm25, %zmm25
	vaddpd	%zmm0, %zmm28, %zmm28
	vmulpd	%zmm2, %zmm10, %zmm31
	vmulpd	%zmm14, %zmm31, %zmm14
	vmulpd	%zmm6, %zmm5, %zmm31
	vmulpd	%zmm13, %zmm31, %zmm13
	vmulpd	%zmm7, %zmm11, %zmm31
	vmulpd	%zmm16, %zmm31, %zmm31
	vmulpd	%zmm9, %zmm3, %zmm16
	vmulpd	%zmm15, %zmm16, %zmm1
	vmulpd	%zmm19, %zmm12, %zmm15
	vmulpd	%zmm27, %zmm15, %zmm27
	vmulpd	%zmm22, %zmm4, %zmm15
	vmulpd	%zmm25, %zmm15, %zmm25
	vmulpd	%zmm23, %zmm21, %zmm15
	vmulpd	%zmm28, %zmm15, %zmm28
	vmulpd	%zmm18, %zmm24, %zmm15
	vaddpd	%zmm26, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm17, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm0, %zmm15, %zmm15
	vmulpd	%zmm24, %zmm8, %zmm16
	vmulpd	%zmm15, %zmm16, %zmm0
	vaddpd	%zmm14, %zmm10, %zmm10
	vmovupd	%zmm10, 592(%rsp)
	vaddpd	%zmm13, %zmm5, %zmm15
	vaddpd	%zmm31, %zmm11, %zmm5
	vmovupd	%zmm5, 880(%rsp)
	vaddpd	%zmm1, %zmm3, %zmm16
	vaddpd	%zmm27, %zmm12, %zmm29
	vaddpd	%zmm25, %zmm4, %zmm14
	vaddpd	%zmm28, %zmm21, %zmm20
	vaddpd	%zmm0, %zmm8, %zmm11
	vmovupd	%zmm11, 1328(%rsp)
	vbroadcastsd	.LCPI0_34(%rip), %zmm1
	vmulpd	%zmm1, %zmm6, %zmm0
	vmulpd	%zmm1, %zmm2, %zmm4
	vmulpd	%zmm1, %zmm9, %zmm5
	vmulpd	%zmm1, %zmm7, %zmm8
	vmulpd	%zmm1, %zmm22, %zmm10
	vmulpd	%zmm1, %zmm19, %zmm21
	vmulpd	%zmm1, %zmm23, %zmm25
	vbroadcastsd	.LCPI0_35(%rip), %zmm3
	vsubpd	%zmm4, %zmm3, %zmm4
	vsubpd	%zmm0, %zmm3, %zmm0
	vsubpd	%zmm8, %zmm3, %zmm8
	vsubpd	%zmm5, %zmm3, %zmm5
	vsubpd	%zmm21, %zmm3, %zmm21
	vsubpd	%zmm10, %zmm3, %zmm10
	vsubpd	%zmm25, %zmm3, %zmm25
	vmulpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm4, %zmm2, %zmm4
	vmulpd	%zmm5, %zmm9, %zmm5
	vmulpd	%zmm8, %zmm7, %zmm8
	vmulpd	%zmm10, %zmm22, %zmm10
	vmulpd	%zmm21, %zmm19, %zmm21
	vmulpd	%zmm25, %zmm23, %zmm25
	vbroadcastsd	.LCPI0_36(%rip), %zmm17
	vaddpd	%zmm17, %zmm4, %zmm4
	vaddpd	%zmm17, %zmm0, %zmm0
	vaddpd	%zmm17, %zmm8, %zmm8
	vaddpd	%zmm17, %zmm5, %zmm5
	vaddpd	%zmm17, %zmm21, %zmm21
	vaddpd	%zmm17, %zmm10, %zmm10
	vaddpd	%zmm17, %zmm25, %zmm25
	vmulpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm4, %zmm2, %zmm4
	vmulpd	%zmm5, %zmm9, %zmm5
	vmulpd	%zmm8, %zmm7, %zmm8
	vmulpd	%zmm10, %zmm22, %zmm10
	vmulpd	%zmm21, %zmm19, %zmm21
	vmulpd	%zmm25, %zmm23, %zmm25
	vbroadcastsd	.LCPI0_37(%rip), %zmm26
	vaddpd	%zmm26, %zmm4, %zmm4
	vaddpd	%zmm26, %zmm0, %zmm0
	vaddpd	%zmm26, %zmm8, %zmm8
	vaddpd	%zmm26, %zmm5, %zmm5
	vaddpd	%zmm26, %zmm21, %zmm21
	vaddpd	%zmm26, %zmm10, %zmm10
	vaddpd	%zmm26, %zmm25, %zmm25
	vmulpd	%zmm2, %zmm2, %zmm27
	vmulpd	%zmm4, %zmm27, %zmm4
	vmulpd	%zmm6, %zmm6, %zmm27
	vmulpd	%zmm0, %zmm27, %zmm0
	vmulpd	%zmm7, %zmm7, %zmm27
	vmulpd	%zmm8, %zmm27, %zmm8
	vmulpd	%zmm9, %zmm9, %zmm27
	vmulpd	%zmm5, %zmm27, %zmm5
	vmulpd	%zmm19, %zmm19, %zmm27
	vmulpd	%zmm21, %zmm27, %zmm21
	vmulpd	%zmm22, %zmm22, %zmm27
	vmulpd	%zmm10, %zmm27, %zmm10
	vmulpd	%zmm23, %zmm23, %zmm27
	vmulpd	%zmm25, %zmm27, %zmm25
	vmulpd	%zmm1, %zmm24, %zmm27
	vsubpd	%zmm27, %zmm3, %zmm27
	vmulpd	%zmm27, %zmm24, %zmm27
	vaddpd	%zmm17, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm24, %zmm27
	vaddpd	%zmm26, %zmm27, %zmm27
	vmulpd	%zmm24, %zmm24, %zmm28
	vmulpd	%zmm27, %zmm28, %zmm27
	vbroadcastsd	.LCPI0_38(%rip), %zmm1
	vmulpd	%zmm1, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm6, %zmm6
	vmulpd	%zmm1, %zmm7, %zmm7
	vmulpd	%zmm1, %zmm9, %zmm9
	vmulpd	%zmm1, %zmm19, %zmm19
	vmulpd	%zmm1, %zmm22, %zmm28
	vmulpd	%zmm1, %zmm23, %zmm31
	vmulpd	%zmm1, %zmm24, %zmm24
	vbroadcastsd	.LCPI0_39(%rip), %zmm1
	vsubpd	%zmm6, %zmm1, %zmm6
	vaddpd	%zmm0, %zmm6, %zmm22
	vsubpd	%zmm2, %zmm1, %zmm0
	vaddpd	%zmm4, %zmm0, %zmm0
	vsubpd	%zmm9, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm12
	vsubpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm23
	vsubpd	%zmm28, %zmm1, %zmm2
	vaddpd	%zmm10, %zmm2, %zmm3
	vsubpd	%zmm19, %zmm1, %zmm2
	vaddpd	%zmm21, %zmm2, %zmm26
	vsubpd	%zmm24, %zmm1, %zmm2
	vaddpd	%zmm27, %zmm2, %zmm13
	vsubpd	%zmm31, %zmm1, %zmm4
	vaddpd	%zmm25, %zmm4, %zmm30
	vbroadcastsd	.LCPI0_40(%rip), %zmm18
	vmovapd	%zmm15, %zmm9
	vxorpd	%zmm18, %zmm15, %zmm27
	vmovupd	592(%rsp), %zmm15
	vxorpd	%zmm18, %zmm15, %zmm31
	vxorpd	%zmm18, %zmm16, %zmm24
	vmovupd	880(%rsp), %zmm6
	vxorpd	%zmm18, %zmm6, %zmm25
	vmovapd	%zmm14, %zmm2
	vxorpd	%zmm18, %zmm14, %zmm19
	vxorpd	%zmm18, %zmm29, %zmm21
	vxorpd	%zmm18, %zmm11, %zmm1
	vmovupd	%zmm1, 1392(%rsp)
	vxorpd	%zmm18, %zmm20, %zmm8
	vmovdqu64	432(%rsp), %zmm4
	vptestnmq	.LCPI0_41(%rip){1to8}, %zmm4, %k1
	vpbroadcastq	.LCPI0_42(%rip), %zmm1
	vptestnmq	%zmm1, %zmm4, %k2
	vxorpd	%zmm18, %zmm0, %zmm10
	vmovapd	%zmm0, %zmm10 {%k2}
	vblendmpd	%zmm15, %zmm31, %zmm0 {%k2}
	vmovupd	%zmm0, 432(%rsp)
	vmovapd	%zmm31, %zmm15 {%k2}
	vxorpd	%zmm18, %zmm22, %zmm0
	vmovdqu64	656(%rsp), %zmm31
	vptestnmq	%zmm1, %zmm31, %k2
	vmovapd	%zmm22, %zmm0 {%k2}
	vmovapd	%zmm9, %zmm14
	vblendmpd	%zmm9, %zmm27, %zmm17 {%k2}
	vmovapd	%zmm27, %zmm14 {%k2}
	vxorpd	%zmm18, %zmm23, %zmm22
	vmovdqu64	496(%rsp), %zmm9
	vptestnmq	%zmm1, %zmm9, %k2
	vmovapd	%zmm23, %zmm22 {%k2}
	vmovapd	%zmm6, %zmm4
	vblendmpd	%zmm6, %zmm25, %zmm28 {%k2}
	vmovapd	%zmm25, %zmm4 {%k2}
	vxorpd	%zmm18, %zmm12, %zmm25
	vmovdqu64	720(%rsp), %zmm6
	vptestnmq	%zmm1, %zmm6, %k2
	vmovapd	%zmm12, %zmm25 {%k2}
	vmovapd	%zmm16, %zmm12
	vblendmpd	%zmm16, %zmm24, %zmm16 {%k2}
	vmovapd	%zmm24, %zmm12 {%k2}
	vxorpd	%zmm18, %zmm26, %zmm24
	vmovdqu64	368(%rsp), %zmm5
	vptestnmq	%zmm1, %zmm5, %k2
	vmovapd	%zmm26, %zmm24 {%k2}
	vblendmpd	%zmm29, %zmm21, %zmm23 {%k2}
	vmovapd	%zmm21, %zmm29 {%k2}
	vxorpd	%zmm18, %zmm3, %zmm21
	vmovdqu64	288(%rsp), %zmm26
	vptestnmq	%zmm1, %zmm26, %k2
	vmovapd	%zmm3, %zmm21 {%k2}
	vblendmpd	%zmm2, %zmm19, %zmm27 {%k2}
	vmovapd	%zmm19, %zmm2 {%k2}
	vxorpd	%zmm18, %zmm30, %zmm19
	vmovdqu64	224(%rsp), %zmm7
	vptestnmq	%zmm1, %zmm7, %k2
	vmovapd	%zmm30, %zmm19 {%k2}
	vmovapd	%zmm20, %zmm3
	vblendmpd	%zmm20, %zmm8, %zmm30 {%k2}
	vmovapd	%zmm8, %zmm3 {%k2}
	vxorpd	%zmm18, %zmm13, %zmm8
	vmovdqu64	112(%rsp), %zmm20
	vptestnmq	%zmm1, %zmm20, %k2
	vmovapd	%zmm13, %zmm8 {%k2}
	vmovupd	1328(%rsp), %zmm18
	vmovupd	1392(%rsp), %zmm1
	vblendmpd	%zmm18, %zmm1, %zmm13 {%k2}
	vmovapd	%zmm1, %zmm18 {%k2}
	vpbroadcastq	.LCPI0_41(%rip), %zmm1
	vptestnmq	%zmm1, %zmm31, %k2
	vblendmpd	%zmm17, %zmm0, %zmm17 {%k2}
	vmovupd	%zmm17, 656(%rsp)
	vmovapd	%zmm0, %zmm14 {%k2}
	vptestnmq	%zmm1, %zmm9, %k2
	vblendmpd	432(%rsp), %zmm10, %zmm0 {%k1}
	vmovupd	%zmm0, 432(%rsp)
	vmovapd	%zmm10, %zmm15 {%k1}
	vptestnmq	%zmm1, %zmm6, %k1
	vblendmpd	%zmm16, %zmm25, %zmm0 {%k1}
	vmovupd	%zmm0, 496(%rsp)
	vmovapd	%zmm25, %zmm12 {%k1}
	vmovupd	%zmm12, 720(%rsp)
	vptestnmq	%zmm1, %zmm5, %k1
	vblendmpd	%zmm28, %zmm22, %zmm9 {%k2}
	vmovapd	%zmm22, %zmm4 {%k2}
	vmovapd	%zmm4, %zmm12
	vptestnmq	%zmm1, %zmm26, %k2
	vblendmpd	%zmm27, %zmm21, %zmm0 {%k2}
	vmovupd	%zmm0, 368(%rsp)
	vmovapd	%zmm21, %zmm2 {%k2}
	vmovupd	%zmm2, 288(%rsp)
	vptestnmq	%zmm1, %zmm20, %k2
	vblendmpd	%zmm23, %zmm24, %zmm17 {%k1}
	vblendmpd	%zmm13, %zmm8, %zmm13 {%k2}
	vmovapd	%zmm24, %zmm29 {%k1}
	vmovapd	%zmm29, %zmm11
	vmovapd	%zmm8, %zmm18 {%k2}
	vptestnmq	%zmm1, %zmm7, %k1
	vblendmpd	%zmm30, %zmm19, %zmm7 {%k1}
	vmovapd	%zmm19, %zmm3 {%k1}
	vmovapd	%zmm3, %zmm16
	vpsrld	$9, -448(%rcx), %zmm4
	vpsrld	$9, -384(%rcx), %zmm8
	vpsrld	$9, -320(%rcx), %zmm10
	vpsrld	$9, -256(%rcx), %zmm19
	vcvtdq2ps	%zmm4, %zmm4
	vcvtdq2ps	%zmm8, %zmm8
	vcvtdq2ps	%zmm10, %zmm10
	vcvtdq2ps	%zmm19, %zmm19
	vaddps	.LCPI0_11(%rip){1to16}, %zmm4, %zmm4
	vaddps	.LCPI0_11(%rip){1to16}, %zmm8, %zmm8
	vaddps	.LCPI0_11(%rip){1to16}, %zmm10, %zmm10
	vaddps	.LCPI0_11(%rip){1to16}, %zmm19, %zmm19
	vmulps	.LCPI0_12(%rip){1to16}, %zmm4, %zmm4
	vmulps	.LCPI0_12(%rip){1to16}, %zmm8, %zmm8
	vmulps	.LCPI0_12(%rip){1to16}, %zmm10, %zmm10
	vmulps	.LCPI0_12(%rip){1to16}, %zmm19, %zmm19
	vpbroadcastd	.LCPI0_13(%rip), %zmm0
	vpaddd	%zmm0, %zmm4, %zmm23
	vpaddd	%zmm0, %zmm8, %zmm22
	vpaddd	%zmm0, %zmm10, %zmm21
	vpaddd	%zmm0, %zmm19, %zmm6
	vpbroadcastd	.LCPI0_15(%rip), %zmm0
	vpandd	%zmm0, %zmm23, %zmm8
	vpandd	%zmm0, %zmm22, %zmm10
	vpandd	%zmm0, %zmm21, %zmm19
	vpandd	%zmm0, %zmm6, %zmm20
	vpbroadcastd	.LCPI0_16(%rip), %zmm0
	vpaddd	%zmm0, %zmm8, %zmm8
	vpaddd	%zmm0, %zmm10, %zmm10
	vpaddd	%zmm0, %zmm19, %zmm19
	vpaddd	%zmm0, %zmm20, %zmm20
	vbroadcastss	.LCPI0_17(%rip), %zmm0
	vaddps	%zmm0, %zmm8, %zmm8
	vaddps	%zmm0, %zmm10, %zmm10
	vaddps	%zmm0, %zmm19, %zmm19
	vaddps	%zmm0, %zmm20, %zmm20
	vbroadcastss	.LCPI0_18(%rip), %zmm0
	vaddps	%zmm0, %zmm8, %zmm24
	vaddps	%zmm0, %zmm10, %zmm25
	vaddps	%zmm0, %zmm19, %zmm26
	vdivps	%zmm24, %zmm8, %zmm24
	vdivps	%zmm25, %zmm10, %zmm25
	vdivps	%zmm26, %zmm19, %zmm26
	vmulps	%zmm24, %zmm24, %zmm27
	vmulps	%zmm25, %zmm25, %zmm28
	vmulps	%zmm26, %zmm26, %zmm29
	vmulps	%zmm27, %zmm27, %zmm30
	vbroadcastss	.LCPI0_19(%rip), %zmm1
	vmulps	%zmm1, %zmm30, %zmm31
	vbroadcastss	.LCPI0_20(%rip), %zmm4
	vaddps	%zmm4, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vbroadcastss	.LCPI0_21(%rip), %zmm2
	vmulps	%zmm2, %zmm30, %zmm30
	vbroadcastss	.LCPI0_22(%rip), %zmm3
	vaddps	%zmm3, %zmm30, %zmm30
	vmulps	%zmm30, %zmm27, %zmm27
	vmulps	%zmm28, %zmm28, %zmm30
	vaddps	%zmm31, %zmm27, %zmm27
	vmulps	%zmm1, %zmm30, %zmm31
	vaddps	%zmm4, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vmulps	%zmm2, %zmm30, %zmm30
	vaddps	%zmm3, %zmm30, %zmm30
	vmulps	%zmm30, %zmm28, %zmm28
	vmulps	%zmm29, %zmm29, %zmm30
	vaddps	%zmm31, %zmm28, %zmm28
	vmulps	%zmm1, %zmm30, %zmm31
	vaddps	%zmm4, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vmulps	%zmm2, %zmm30, %zmm30
	vaddps	%zmm3, %zmm30, %zmm30
	vmulps	%zmm30, %zmm29, %zmm29
	vaddps	%zmm0, %zmm20, %zmm30
	vdivps	%zmm30, %zmm20, %zmm30
	vaddps	%zmm31, %zmm29, %zmm29
	vmulps	%zmm30, %zmm30, %zmm31
	vmulps	%zmm31, %zmm31, %zmm0
	vmulps	%zmm1, %zmm0, %zmm5
	vaddps	%zmm4, %zmm5, %zmm5
	vmulps	%zmm5, %zmm0, %zmm5
	vmulps	%zmm2, %zmm0, %zmm0
	vaddps	%zmm3, %zmm0, %zmm0
	vmulps	%zmm0, %zmm31, %zmm0
	vbroadcastss	.LCPI0_11(%rip), %zmm2
	vaddps	%zmm5, %zmm0, %zmm0
	vmulps	%zmm2, %zmm8, %zmm5
	vmulps	%zmm5, %zmm8, %zmm5
	vaddps	%zmm27, %zmm5, %zmm27
	vmulps	%zmm27, %zmm24, %zmm24
	vmulps	%zmm2, %zmm10, %zmm27
	vmulps	%zmm27, %zmm10, %zmm27
	vaddps	%zmm28, %zmm27, %zmm28
	vmulps	%zmm28, %zmm25, %zmm25
	vmulps	%zmm2, %zmm19, %zmm28
	vmulps	%zmm28, %zmm19, %zmm28
	vaddps	%zmm29, %zmm28, %zmm29
	vmulps	%zmm29, %zmm26, %zmm26
	vmulps	%zmm2, %zmm20, %zmm29
	vmulps	%zmm29, %zmm20, %zmm29
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
	vpsrld	$23, %zmm6, %zmm4
	vpaddd	%zmm31, %zmm4, %zmm4
	vcvtdq2ps	%zmm4, %zmm4
	vmulps	%zmm0, %zmm4, %zmm30
	vaddps	%zmm1, %zmm30, %zmm0
	vmovaps	%zmm2, %zmm31
	vsubps	%zmm5, %zmm24, %zmm5
	vsubps	%zmm27, %zmm25, %zmm24
	vsubps	%zmm28, %zmm26, %zmm25
	vbroadcastss	.LCPI0_24(%rip), %zmm28
	vsubps	%zmm29, %zmm0, %zmm0
	vaddps	%zmm5, %zmm8, %zmm5
	vaddps	%zmm24, %zmm10, %zmm8
	vaddps	%zmm25, %zmm19, %zmm10
	vaddps	%zmm0, %zmm20, %zmm0
	vbroadcastss	.LCPI0_12(%rip), %zmm20
	vmulps	%zmm28, %zmm23, %zmm19
	vaddps	%zmm5, %zmm19, %zmm5
	vmulps	%zmm28, %zmm22, %zmm19
	vaddps	%zmm8, %zmm19, %zmm8
	vmulps	%zmm28, %zmm21, %zmm19
	vaddps	%zmm10, %zmm19, %zmm10
	vmulps	%zmm28, %zmm4, %zmm4
	vaddps	%zmm0, %zmm4, %zmm0
	vcvtpd2ps	432(%rsp), %ymm4
	vcvtpd2ps	656(%rsp), %ymm6
	vinsertf64x4	$1, %ymm6, %zmm4, %zmm4
	vcvtpd2ps	%zmm9, %ymm6
	vcvtpd2ps	496(%rsp), %ymm9
	vinsertf64x4	$1, %ymm9, %zmm6, %zmm6
	vcvtpd2ps	%zmm17, %ymm9
	vcvtpd2ps	368(%rsp), %ymm2
	vcvtpd2ps	%zmm7, %ymm17
	vinsertf64x4	$1, %ymm2, %zmm9, %zmm2
	vcvtpd2ps	%zmm13, %ymm7
	vinsertf64x4	$1, %ymm7, %zmm17, %zmm7
	vcvtpd2ps	%zmm15, %ymm9
	vcvtpd2ps	%zmm14, %ymm15
	vcvtpd2ps	%zmm12, %ymm14
	vcvtpd2ps	720(%rsp), %ymm13
	vinsertf64x4	$1, %ymm15, %zmm9, %zmm9
	vinsertf64x4	$1, %ymm13, %zmm14, %zmm13
	vcvtpd2ps	%zmm11, %ymm12
	vcvtpd2ps	288(%rsp), %ymm11
	vinsertf64x4	$1, %ymm11, %zmm12, %zmm11
	vcvtpd2ps	%zmm16, %ymm1
	vcvtpd2ps	%zmm18, %ymm3
	vinsertf64x4	$1, %ymm3, %zmm1, %zmm1
	vbroadcastss	.LCPI0_25(%rip), %zmm12
	vmulps	%zmm12, %zmm5, %zmm3
	vsqrtps	%zmm3, %zmm3
	vmulps	%zmm9, %zmm3, %zmm5
	vmulps	%zmm4, %zmm3, %zmm3
	vmulps	%zmm12, %zmm8, %zmm4
	vsqrtps	%zmm4, %zmm4
	vmulps	%zmm13, %zmm4, %zmm8
	vmulps	%zmm6, %zmm4, %zmm4
	vmulps	%zmm12, %zmm10, %zmm6
	vsqrtps	%zmm6, %zmm6
	vmulps	%zmm11, %zmm6, %zmm9
	vmulps	%zmm2, %zmm6, %zmm2
	vmulps	%zmm12, %zmm0, %zmm0
	vsqrtps	%zmm0, %zmm0
	vmulps	%zmm1, %zmm0, %zmm1
	vmulps	%zmm7, %zmm0, %zmm0
	vmovups	%zmm5, -448(%rcx)
	vmovups	%zmm8, -384(%rcx)
	vmovups	%zmm9, -320(%rcx)
	vmovups	%zmm1, -256(%rcx)
	vmovups	%zmm3, -192(%rcx)
	vmovups	%zmm4, -128(%rcx)
	vmovups	%zmm2, -64(%rcx)
	vmovups	%zmm0, (%rcx)
	addq	$1024, %rcx
	decq	%rdx
	jne	.LBB0_181
.LBB0_175:
	vbroadcastss	1840(%rsp), %zmm0
	movl	$192, %ecx
	movq	-120(%rsp), %rdx
	vmovups	1072(%rsp), %zmm16
	vbroadcastss	.LCPI0_48(%rip), %zmm17
	vpbroadcastd	.LCPI0_49(%rip), %zmm18
	vpbroadcastd	.LCPI0_50(%rip), %zmm19
	.p2align	4
.LBB0_176:
	vmovups	6328(%rsp,%rcx), %zmm1
	vmovups	6392(%rsp,%rcx), %zmm2
	vmovups	6456(%rsp,%rcx), %zmm3
	vmovups	6520(%rsp,%rcx), %zmm4
	vmovups	39096(%rsp,%rcx), %zmm5
	vmovups	39160(%rsp,%rcx), %zmm6
	vmovups	39224(%rsp,%rcx), %zmm7
	vmovups	39288(%rsp,%rcx), %zmm8
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
	vmulps	71864(%rsp,%rcx), %zmm0, %zmm5
	vaddps	%zmm1, %zmm5, %zmm1
	vmulps	71928(%rsp,%rcx), %zmm0, %zmm5
	vaddps	%zmm2, %zmm5, %zmm2
	vandps	%zmm17, %zmm1, %zmm5
	vandps	%zmm17, %zmm2, %zmm6
	vpcmpgtd	%zmm18, %zmm5, %k1
	vpcmpgtd	%zmm18, %zmm6, %k2
	vmovdqa32	%zmm19, %zmm1 {%k1}
	vmovdqa32	%zmm19, %zmm2 {%k2}
	vmovdqu64	%zmm1, 6328(%rsp,%rcx)
	vmovdqu64	%zmm2, 6392(%rsp,%rcx)
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
	vmulps	71992(%rsp,%rcx), %zmm0, %zmm3
	vaddps	%zmm1, %zmm3, %zmm1
	vmulps	72056(%rsp,%rcx), %zmm0, %zmm3
	vaddps	%zmm2, %zmm3, %zmm2
	vandps	%zmm17, %zmm1, %zmm3
	vandps	%zmm17, %zmm2, %zmm4
	vpcmpgtd	%zmm18, %zmm3, %k1
	vpcmpgtd	%zmm18, %zmm4, %k2
	vmovdqa32	%zmm19, %zmm1 {%k1}
	vmovdqa32	%zmm19, %zmm2 {%k2}
	vmovdqu64	%zmm1, 6456(%rsp,%rcx)
	vmovdqu64	%zmm2, 6520(%rsp,%rcx)
	addq	$256, %rcx
	decq	%rdx
	jne	.LBB0_176
	vmovss	1904(%rsp), %xmm20
	vmulss	-108(%rsp), %xmm20, %xmm20
	incq	%rax
	cmpq	-96(%rsp), %rax
	vmovss	-112(%rsp), %xmm25
	jne	.LBB0_172
	jmp	.LBB0_167
.LBB0_173:
	vmulss	-24(%rsp), %xmm20, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vpxor	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm24 {%k1} {z}
	vmovaps	%xmm24, 1840(%rsp)
	vmovss	%xmm20, 1904(%rsp)
	testq	%r14, %r14
	jne	.LBB0_178
	jmp	.LBB0_175
	.p2align	4
.LBB0_163:
	xorl	%eax, %eax
	.p2align	4
.LBB0_164:
	movl	$192, %ecx
	movq	-120(%rsp), %rdx
	.p2align	4
.LBB0_165:
	vmovups	6328(%rsp,%rcx), %zmm0
	vmovups	6392(%rsp,%rcx), %zmm1
	vmovups	6456(%rsp,%rcx), %zmm2
	vmovups	6520(%rsp,%rcx), %zmm3
	vmovups	39096(%rsp,%rcx), %zmm4
	vmovups	39160(%rsp,%rcx), %zmm5
	vmovups	39224(%rsp,%rcx), %zmm6
	vmovups	39288(%rsp,%rcx), %zmm7
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
	vmovdqu64	%zmm0, 6328(%rsp,%rcx)
	vmovdqu64	%zmm1, 6392(%rsp,%rcx)
	vmovdqu64	%zmm2, 6456(%rsp,%rcx)
	vmovdqu64	%zmm3, 6520(%rsp,%rcx)
	addq	$256, %rcx
	decq	%rdx
	jne	.LBB0_165
	incq	%rax
	cmpq	-96(%rsp), %rax
	jne	.LBB0_164
.LBB0_167:
	movq	-120(%rsp), %r11
	testq	%r11, %r11
	sete	%al
	testq	%rbx, %rbx
	sete	%cl
	orb	%al, %cl
	jne	.LBB0_192
	movl	$0, %ecx
	cmpq	$1, 3248(%rsp)
	jne	.LBB0_169
	jmp	.LBB0_188
	.p2align	4
.LBB0_185:
	xorl	%edx, %edx
	divq	%r11
.LBB0_186:
	cmpq	%rbx, %rax
	movq	%r8, %r12
	cmovbq	%rax, %r12
	addq	%rbp, %r12
	movq	%rdx, %r13
	shlq	$8, %r13
	addq	%rsp, %r13
	addq	$6520, %r13
	vmovss	(%r13,%rax,4), %xmm0
	imulq	%r11, %r12
	movq	-104(%rsp), %r13
	leaq	(,%r12,4), %rax
	addq	%r13, %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r15
	je	.LBB0_187
.LBB0_169:
	movq	%rcx, %rax
	orq	%r11, %rax
	shrq	$32, %rax
	je	.LBB0_170
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r11
	jmp	.LBB0_183
	.p2align	4
.LBB0_170:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r11d
.LBB0_183:
	cmpq	%rbx, %rax
	movq	%r8, %r12
	cmovbq	%rax, %r12
	addq	%rbp, %r12
	imulq	%r11, %r12
	movq	%rdx, %r13
	shlq	$8, %r13
	addq	%rsp, %r13
	addq	$6520, %r13
	vmovss	(%r13,%rax,4), %xmm0
	movq	-104(%rsp), %rax
	leaq	(%rax,%r12,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	leaq	1(%rcx), %rax
	movq	%rax, %rdx
	orq	%r11, %rdx
	shrq	$32, %rdx
	jne	.LBB0_185
	xorl	%edx, %edx
	divl	%r11d
	jmp	.LBB0_186
	.p2align	4
.LBB0_187:
	testb	$1, 3248(%rsp)
	je	.LBB0_192
.LBB0_188:
	movq	%rcx, %rax
	orq	%r11, %rax
	shrq	$32, %rax
	jne	.LBB0_190
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r11d
	jmp	.LBB0_191
.LBB0_3:
	movw	$512, %ax
	xorl	%edx, %edx
	divw	%r11w
	cmpq	%rbp, %rcx
	jbe	.LBB0_133
	movq	%rbp, -128(%rsp)
	movzwl	%ax, %esi
	cmpq	$0, -96(%rsp)
	je	.LBB0_5
	movl	$3449720151, %ebx
	movq	-88(%rsp), %rdx
	movq	%rdx, %rax
	shrq	$32, %rax
	leaq	1013904242(%rdx), %r13
	leaq	1993301258(%rax), %r9
	leaq	842468239(%rax), %r12
	leaq	2027808484(%rdx), %rbp
	leaq	387276957(%rdx), %rcx
	movq	%rcx, 656(%rsp)
	leaq	1684936478(%rax), %rcx
	leaq	534103459(%rax), %r14
	leal	-1767562579(%rax), %r15d
	movl	%r15d, 880(%rsp)
	leaq	-795284382(%rdx,%rbx), %rdi
	leaq	-305585874(%rax,%rbx), %r8
	movq	%r8, 208(%rsp)
	leaq	536882365(%rax,%rbx), %r10
	leaq	-613950654(%rax,%rbx), %r8
	movq	%r8, 368(%rsp)
	leaq	228517585(%rax,%rbx), %r8
	vpbroadcastq	%rdx, %zmm16
	movq	%rdi, 16(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 4080(%rsp)
	movq	%r10, 1328(%rsp)
	leaq	218619860(%rdx,%rbx), %rax
	movq	%rax, 1392(%rsp)
	vpbroadcastq	%r13, %zmm30
	movq	%r9, 72(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 4016(%rsp)
	leaq	218619860(%rdx,%rbx), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 2992(%rsp)
	vpbroadcastq	%r12, %zmm10
	vpbroadcastq	%rbp, %zmm0
	vmovdqu64	%zmm0, 2928(%rsp)
	vpbroadcastq	%r10, %zmm13
	movq	%r8, 2096(%rsp)
	leaq	387276957(%rdx), %rax
	vpbroadcastq	%rax, %zmm12
	movq	368(%rsp), %rax
	vpbroadcastq	%rax, %zmm6
	leaq	-408007425(%rdx,%rbx), %rax
	movq	%rax, 1776(%rsp)
	vpbroadcastq	%rax, %zmm27
	vpbroadcastq	%rcx, %zmm21
	leaq	1401181199(%rdx), %rax
	movq	%rax, 1712(%rsp)
	vpbroadcastq	%rax, %zmm29
	vpbroadcastq	%r14, %zmm14
	leaq	605896817(%rdx,%rbx), %rax
	movq	%rax, 2864(%rsp)
	vpbroadcastq	%rax, %zmm9
	vpbroadcastq	%r8, %zmm28
	leal	-1879881855(%rdx), %eax
	movl	%eax, 2800(%rsp)
	vpbroadcastd	%eax, %ymm0
	vmovdqu	%ymm0, 560(%rsp)
	vmovss	.LCPI0_11(%rip), %xmm17
	vpbroadcastd	.LCPI0_11(%rip), %zmm23
	vpbroadcastd	.LCPI0_48(%rip), %zmm15
	vpbroadcastd	.LCPI0_49(%rip), %zmm11
	vbroadcastss	.LCPI0_50(%rip), %zmm31
	vpbroadcastq	.LCPI0_0(%rip), %zmm1
	vpbroadcastd	%r15d, %ymm0
	vmovdqu	%ymm0, 1520(%rsp)
	leaq	(,%r11,4), %rax
	movq	%rax, 56(%rsp)
	vmovd	.LCPI0_21(%rip), %xmm4
	vmovss	.LCPI0_23(%rip), %xmm20
	vmovq	.LCPI0_33(%rip), %xmm5
	vpbroadcastq	.LCPI0_4(%rip), %zmm18
	vpbroadcastq	.LCPI0_5(%rip), %zmm22
	vbroadcastss	%xmm26, %zmm8
	movq	-48(%rsp), %rax
	movq	%r13, 720(%rsp)
	movq	%r12, 288(%rsp)
	movq	%rbp, 496(%rsp)
	movq	%rcx, 432(%rsp)
	movq	%r14, 592(%rsp)
	vmovdqu64	%zmm9, 1904(%rsp)
	vmovdqu64	%zmm28, 1840(%rsp)
	vmovups	%zmm8, 3056(%rsp)
	movq	-128(%rsp), %rbp
	movq	%rsi, 200(%rsp)
	vmovdqu64	%zmm16, 3632(%rsp)
	vmovdqu64	%zmm30, 2160(%rsp)
	vmovdqu64	%zmm10, 1456(%rsp)
	vmovdqu64	%zmm13, 1264(%rsp)
	vmovdqu64	%zmm12, 1200(%rsp)
	vmovdqu64	%zmm6, 1136(%rsp)
	vmovdqu64	%zmm27, 944(%rsp)
	vmovdqu64	%zmm21, 1584(%rsp)
	vmovdqu64	%zmm29, 3120(%rsp)
	vmovdqu64	%zmm14, 1008(%rsp)
	jmp	.LBB0_8
	.p2align	4
.LBB0_14:
	movq	200(%rsp), %rsi
	addq	%rsi, %rbp
	movq	-48(%rsp), %rax
	cmpq	%rax, %rbp
	vpbroadcastq	.LCPI0_0(%rip), %zmm1
	jae	.LBB0_133
.LBB0_8:
	subq	%rbp, %rax
	cmpq	%rsi, %rax
	cmovaeq	%rsi, %rax
	movq	%rax, %r9
	imulq	%r11, %r9
	movq	%rbp, %r10
	imulq	%r11, %r10
	movq	-104(%rsp), %rdx
	leaq	(%rdx,%r10,4), %r15
	movq	-64(%rsp), %rdx
	leaq	(%rdx,%r10,4), %rbx
	cmpl	$0, 8(%rsp)
	movq	%r9, -56(%rsp)
	je	.LBB0_51
	shrq	$2, %r10
	movq	%r9, %rcx
	shrq	$2, %rcx
	imulq	56(%rsp), %rax
	leaq	(%r15,%rax), %rdx
	movq	%rdx, 112(%rsp)
	addq	%rbx, %rax
	movq	%r12, %rdx
	leaq	-1(%r9), %r12
	movq	%r12, %r13
	shrq	%r13
	incq	%r13
	movq	%rcx, %rdi
	subq	$1, %rdi
	movq	%rcx, %r14
	adcq	$0, %r14
	movq	%rdi, %r8
	shlq	$4, %r8
	movabsq	$1152921504606846975, %rsi
	cmpq	%rsi, %rdi
	seta	%dil
	leaq	4484(%rsp), %rsi
	addq	%rsi, %r8
	cmpq	%rsi, %r8
	setb	%sil
	orb	%dil, %sil
	movb	%sil, 32(%rsp)
	movl	%r14d, %esi
	andl	$262112, %esi
	movq	%rsi, -16(%rsp)
	movq	%r10, -40(%rsp)
	vpbroadcastq	%r10, %zmm0
	vpaddq	%zmm1, %zmm0, %zmm1
	vmovdqu64	%zmm1, 3312(%rsp)
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm0, %zmm1
	vmovdqu64	%zmm1, 3248(%rsp)
	vmovdqu64	%zmm0, 1072(%rsp)
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 3184(%rsp)
	movq	%r14, 3952(%rsp)
	andl	$262136, %r14d
	movq	%r14, 4144(%rsp)
	movq	%r12, %rdi
	andq	$-2, %rdi
	movabsq	$4611686018427387903, %rsi
	movq	%r12, 40(%rsp)
	cmpq	%rsi, %r12
	movq	%rdx, %r12
	seta	%r8b
	leaq	4476(%rsp), %rsi
	leaq	(%rsi,%rdi,4), %rdi
	cmpq	%rsi, %rdi
	setb	%sil
	orb	%r8b, %sil
	movb	%sil, 24(%rsp)
	movq	%r13, %rsi
	andq	$-64, %rsi
	movq	%rsi, 3568(%rsp)
	addq	%rsi, %rsi
	movq	%rsi, 64(%rsp)
	movq	%r13, -8(%rsp)
	andq	$-8, %r13
	movq	%r13, 4272(%rsp)
	leaq	(,%r13,2), %rsi
	movq	%rsi, 4208(%rsp)
	cmpq	%rax, %r15
	setb	%al
	cmpq	112(%rsp), %rbx
	setb	%dl
	andb	%al, %dl
	movb	%dl, 80(%rsp)
	movl	%r9d, %eax
	andl	$32736, %eax
	movq	%rax, 3504(%rsp)
	xorl	%r14d, %r14d
	vmovss	-20(%rsp), %xmm19
	movq	%rbp, -128(%rsp)
	movq	%r15, -80(%rsp)
	movq	%rcx, %r15
	movq	%rbx, 2224(%rsp)
	jmp	.LBB0_10
	.p2align	4
.LBB0_13:
	vmovss	88(%rsp), %xmm19
	vmulss	%xmm19, %xmm24, %xmm19
	incq	%r14
	cmpq	-96(%rsp), %r14
	je	.LBB0_14
.LBB0_10:
	vmovaps	%xmm25, %xmm0
	cmpl	$0, -68(%rsp)
	jne	.LBB0_11
	vmovss	%xmm19, 88(%rsp)
	testq	%r9, %r9
	je	.LBB0_13
.LBB0_39:
	cmpq	$32, %r9
	setb	%al
	movq	216(%rsp), %rdx
	leaq	(%r14,%rdx), %rdi
	movq	%rdi, %rdx
	shrq	$32, %rdx
	movl	$3449720151, %esi
	imulq	%rsi, %rdx
	movq	%rdx, %r13
	shrq	$32, %rdx
	xorl	-88(%rsp), %edi
	xorl	%edx, %edi
	leaq	78811644(%rsi), %r10
	imulq	%r10, %rdi
	movq	%rdi, %r11
	shrq	$32, %r11
	xorq	208(%rsp), %r11
	orb	32(%rsp), %al
	testb	$1, %al
	vmovaps	%xmm0, 96(%rsp)
	movq	%r14, -32(%rsp)
	je	.LBB0_41
	vmovdqa	%xmm5, %xmm7
	xorl	%ebx, %ebx
	movq	-88(%rsp), %r8
	movl	$3449720151, %r12d
	movq	-40(%rsp), %r14
	vmovss	.LCPI0_17(%rip), %xmm8
	vmovss	.LCPI0_18(%rip), %xmm0
	vmovss	.LCPI0_19(%rip), %xmm2
	movq	%r13, %rcx
	vmovsd	.LCPI0_32(%rip), %xmm31
	vmovd	.LCPI0_24(%rip), %xmm15
	jmp	.LBB0_50
	.p2align	4
.LBB0_41:
	vpbroadcastq	%r11, %zmm5
	cmpq	$128, %r9
	jae	.LBB0_43
	xorl	%eax, %eax
	vmovdqu64	1072(%rsp), %zmm19
	movq	%r13, %rcx
	jmp	.LBB0_47
.LBB0_43:
	movq	%r13, %rcx
	vpbroadcastq	%r13, %zmm0
	vpxorq	4080(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 112(%rsp)
	movq	%rdi, %rax
	vpbroadcastq	%rdi, %zmm0
	vpxorq	4016(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 224(%rsp)
	leaq	4856(%rsp), %rbx
	movq	-16(%rsp), %rbp
	vmovdqa64	.LCPI0_3(%rip), %zmm2
	vmovdqa64	%zmm30, %zmm24
	vmovdqu64	1008(%rsp), %zmm30
	vmovdqa64	.LCPI0_7(%rip), %zmm0
	vmovdqu64	2928(%rsp), %zmm3
	vmovdqa64	%zmm16, %zmm1
	vmovdqu64	2992(%rsp), %zmm31
	vmovdqa64	%zmm10, %zmm25
	vmovdqa64	%zmm5, %zmm28
	.p2align	4
.LBB0_44:
	vpaddq	1072(%rsp), %zmm2, %zmm4
	vpaddq	3312(%rsp), %zmm2, %zmm5
	vpaddq	3248(%rsp), %zmm2, %zmm6
	vpaddq	3184(%rsp), %zmm2, %zmm7
	vpmuludq	%zmm18, %zmm4, %zmm8
	vpmuludq	%zmm18, %zmm5, %zmm9
	vpmuludq	%zmm18, %zmm6, %zmm10
	vpmuludq	%zmm18, %zmm7, %zmm11
	vpternlogq	$150, %zmm1, %zmm8, %zmm4
	vpternlogq	$150, %zmm1, %zmm9, %zmm5
	vpternlogq	$150, %zmm1, %zmm10, %zmm6
	vpternlogq	$150, %zmm1, %zmm11, %zmm7
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm7, %zmm7
	vpmuludq	%zmm22, %zmm4, %zmm4
	vpmuludq	%zmm22, %zmm5, %zmm5
	vpmuludq	%zmm22, %zmm6, %zmm12
	vpmuludq	%zmm22, %zmm7, %zmm7
	vpsrlq	$32, %zmm4, %zmm6
	vpsrlq	$32, %zmm5, %zmm13
	vpsrlq	$32, %zmm12, %zmm14
	vpsrlq	$32, %zmm7, %zmm15
	vmovdqu64	112(%rsp), %zmm17
	vpxorq	%zmm17, %zmm6, %zmm6
	vpxorq	%zmm17, %zmm13, %zmm13
	vpxorq	%zmm17, %zmm14, %zmm14
	vpxorq	%zmm8, %zmm28, %zmm16
	vpxorq	%zmm9, %zmm28, %zmm9
	vpxorq	%zmm10, %zmm28, %zmm10
	vpxorq	%zmm17, %zmm15, %zmm15
	vpxorq	%zmm11, %zmm28, %zmm11
	vpmuludq	%zmm18, %zmm6, %zmm17
	vpmuludq	%zmm18, %zmm13, %zmm13
	vpmuludq	%zmm18, %zmm14, %zmm8
	vpmuludq	%zmm18, %zmm15, %zmm6
	vpsrlq	$32, %zmm17, %zmm14
	vpsrlq	$32, %zmm13, %zmm15
	vpmuludq	%zmm22, %zmm16, %zmm16
	vpmuludq	%zmm22, %zmm9, %zmm18
	vpmuludq	%zmm22, %zmm10, %zmm10
	vpmuludq	%zmm22, %zmm11, %zmm11
	vpsrlq	$32, %zmm8, %zmm9
	vpsrlq	$32, %zmm16, %zmm19
	vpsrlq	$32, %zmm18, %zmm20
	vpternlogq	$150, %zmm24, %zmm4, %zmm19
	vpsrlq	$32, %zmm10, %zmm4
	vpternlogq	$150, %zmm24, %zmm5, %zmm20
	vpsrlq	$32, %zmm6, %zmm5
	vpternlogq	$150, %zmm24, %zmm12, %zmm4
	vpsrlq	$32, %zmm11, %zmm12
	vpternlogq	$150, %zmm24, %zmm7, %zmm12
	vmovdqu64	224(%rsp), %zmm7
	vpxorq	%zmm7, %zmm14, %zmm14
	vpxorq	%zmm7, %zmm15, %zmm15
	vpxorq	%zmm7, %zmm9, %zmm21
	vpxorq	%zmm7, %zmm5, %zmm22
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm4, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm12, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm19
	vpsrlq	$32, %zmm12, %zmm20
	vpternlogq	$150, %zmm16, %zmm31, %zmm20
	vpsrlq	$32, %zmm14, %zmm16
	vpternlogq	$150, %zmm18, %zmm31, %zmm16
	vpsrlq	$32, %zmm15, %zmm18
	vpternlogq	$150, %zmm10, %zmm31, %zmm18
	vpsrlq	$32, %zmm19, %zmm21
	vpternlogq	$150, %zmm11, %zmm31, %zmm21
	vpsrlq	$32, %zmm9, %zmm11
	vpternlogq	$150, %zmm25, %zmm17, %zmm11
	vpsrlq	$32, %zmm7, %zmm17
	vpternlogq	$150, %zmm25, %zmm13, %zmm17
	vpsrlq	$32, %zmm5, %zmm13
	vpternlogq	$150, %zmm25, %zmm8, %zmm13
	vpsrlq	$32, %zmm4, %zmm22
	vpternlogq	$150, %zmm25, %zmm6, %zmm22
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm16
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm18
	vpsrlq	$32, %zmm16, %zmm20
	vpternlogq	$150, %zmm3, %zmm12, %zmm20
	vpsrlq	$32, %zmm17, %zmm21
	vpternlogq	$150, %zmm3, %zmm14, %zmm21
	vpsrlq	$32, %zmm13, %zmm14
	vpternlogq	$150, %zmm3, %zmm15, %zmm14
	vpsrlq	$32, %zmm18, %zmm15
	vpternlogq	$150, %zmm3, %zmm19, %zmm15
	vpsrlq	$32, %zmm10, %zmm19
	vmovdqu64	1264(%rsp), %zmm12
	vpternlogq	$150, %zmm9, %zmm12, %zmm19
	vpsrlq	$32, %zmm8, %zmm22
	vpternlogq	$150, %zmm7, %zmm12, %zmm22
	vpsrlq	$32, %zmm6, %zmm7
	vpternlogq	$150, %zmm5, %zmm12, %zmm7
	vpsrlq	$32, %zmm11, %zmm23
	vpternlogq	$150, %zmm4, %zmm12, %zmm23
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm21
	vpsrlq	$32, %zmm15, %zmm7
	vmovdqu64	1200(%rsp), %zmm22
	vpternlogq	$150, %zmm16, %zmm22, %zmm7
	vpsrlq	$32, %zmm19, %zmm14
	vpternlogq	$150, %zmm17, %zmm22, %zmm14
	vpsrlq	$32, %zmm20, %zmm16
	vpternlogq	$150, %zmm13, %zmm22, %zmm16
	vpsrlq	$32, %zmm21, %zmm17
	vpternlogq	$150, %zmm18, %zmm22, %zmm17
	vpsrlq	$32, %zmm12, %zmm18
	vmovdqu64	1136(%rsp), %zmm13
	vpternlogq	$150, %zmm13, %zmm10, %zmm18
	vpsrlq	$32, %zmm9, %zmm10
	vpternlogq	$150, %zmm13, %zmm8, %zmm10
	vpsrlq	$32, %zmm5, %zmm22
	vpternlogq	$150, %zmm13, %zmm6, %zmm22
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm13, %zmm11, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm7, %zmm13
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm16
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm22
	vpsrlq	$32, %zmm16, %zmm6
	vmovdqu64	944(%rsp), %zmm11
	vpternlogq	$150, %zmm11, %zmm15, %zmm6
	vpsrlq	$32, %zmm17, %zmm10
	vpternlogq	$150, %zmm11, %zmm19, %zmm10
	vpsrlq	$32, %zmm18, %zmm15
	vpternlogq	$150, %zmm11, %zmm20, %zmm15
	vpsrlq	$32, %zmm22, %zmm19
	vpternlogq	$150, %zmm11, %zmm21, %zmm19
	vpsrlq	$32, %zmm13, %zmm20
	vmovdqu64	1584(%rsp), %zmm11
	vpternlogq	$150, %zmm12, %zmm11, %zmm20
	vpsrlq	$32, %zmm8, %zmm21
	vpternlogq	$150, %zmm9, %zmm11, %zmm21
	vpsrlq	$32, %zmm7, %zmm9
	vpternlogq	$150, %zmm5, %zmm11, %zmm9
	vpsrlq	$32, %zmm14, %zmm5
	vpternlogq	$150, %zmm4, %zmm11, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm6, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm10, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm21
	vpsrlq	$32, %zmm15, %zmm4
	vpternlogq	$150, %zmm16, %zmm29, %zmm4
	vpsrlq	$32, %zmm19, %zmm5
	vpternlogq	$150, %zmm17, %zmm29, %zmm5
	vpsrlq	$32, %zmm20, %zmm16
	vpternlogq	$150, %zmm18, %zmm29, %zmm16
	vpsrlq	$32, %zmm21, %zmm17
	vpternlogq	$150, %zmm22, %zmm29, %zmm17
	vpsrlq	$32, %zmm12, %zmm18
	vpternlogq	$150, %zmm30, %zmm13, %zmm18
	vpsrlq	$32, %zmm11, %zmm13
	vpternlogq	$150, %zmm30, %zmm8, %zmm13
	vpsrlq	$32, %zmm10, %zmm22
	vpternlogq	$150, %zmm30, %zmm7, %zmm22
	vpsrlq	$32, %zmm6, %zmm23
	vpternlogq	$150, %zmm30, %zmm14, %zmm23
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm4, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm14
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm17
	vpbroadcastq	.LCPI0_5(%rip), %zmm22
	vmovdqu64	1904(%rsp), %zmm26
	vpmuludq	%zmm22, %zmm23, %zmm13
	vmovdqa64	.LCPI0_6(%rip), %zmm27
	vmovdqu64	1840(%rsp), %zmm23
	vpsrlq	$32, %zmm14, %zmm18
	vpternlogq	$150, %zmm26, %zmm15, %zmm18
	vpsrlq	$32, %zmm16, %zmm15
	vpternlogq	$150, %zmm26, %zmm19, %zmm15
	vpsrlq	$32, %zmm17, %zmm19
	vpternlogq	$150, %zmm26, %zmm20, %zmm19
	vpsrlq	$32, %zmm13, %zmm5
	vpternlogq	$150, %zmm26, %zmm21, %zmm5
	vpsrlq	$32, %zmm9, %zmm20
	vpternlogq	$150, %zmm12, %zmm23, %zmm20
	vpsrlq	$32, %zmm8, %zmm12
	vpternlogq	$150, %zmm11, %zmm23, %zmm12
	vpsrlq	$32, %zmm7, %zmm21
	vpternlogq	$150, %zmm10, %zmm23, %zmm21
	vpsrlq	$32, %zmm4, %zmm10
	vpternlogq	$150, %zmm6, %zmm23, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm18
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm6
	vpmuludq	%zmm22, %zmm20, %zmm15
	vpmuludq	%zmm22, %zmm12, %zmm19
	vpmuludq	%zmm22, %zmm21, %zmm12
	vpsrlq	$32, %zmm15, %zmm20
	vpxorq	%zmm14, %zmm20, %zmm14
	vpsrlq	$32, %zmm19, %zmm20
	vpxorq	%zmm16, %zmm20, %zmm16
	vpsrlq	$32, %zmm12, %zmm20
	vpxorq	%zmm17, %zmm20, %zmm17
	vpsrlq	$32, %zmm18, %zmm20
	vpmuludq	%zmm22, %zmm10, %zmm10
	vpxorq	%zmm9, %zmm20, %zmm20
	vpsrlq	$32, %zmm10, %zmm9
	vpxorq	%zmm13, %zmm9, %zmm9
	vpsrlq	$32, %zmm11, %zmm13
	vpxorq	%zmm8, %zmm13, %zmm8
	vpsrlq	$32, %zmm6, %zmm13
	vpxorq	%zmm7, %zmm13, %zmm7
	vpmovqd	%zmm18, %ymm13
	vpmovqd	%zmm20, %ymm18
	vmovdqu64	1520(%rsp), %ymm21
	vpxord	%ymm18, %ymm21, %ymm18
	vinserti64x4	$1, %ymm13, %zmm18, %zmm13
	vpbroadcastq	.LCPI0_4(%rip), %zmm18
	vmovdqu64	560(%rsp), %ymm20
	vpmovqd	%zmm15, %ymm15
	vpmovqd	%zmm14, %ymm14
	vpxord	%ymm14, %ymm20, %ymm14
	vinserti64x4	$1, %ymm15, %zmm14, %zmm14
	vmovdqa64	%zmm14, %zmm15
	vpermt2d	%zmm13, %zmm27, %zmm15
	vpermt2d	%zmm13, %zmm0, %zmm14
	vmovdqu64	%zmm14, -320(%rbx)
	vmovdqu64	%zmm15, -384(%rbx)
	vpmovqd	%zmm19, %ymm13
	vpmovqd	%zmm16, %ymm14
	vpxord	%ymm14, %ymm20, %ymm14
	vinserti64x4	$1, %ymm13, %zmm14, %zmm13
	vpmovqd	%zmm11, %ymm11
	vpmovqd	%zmm8, %ymm8
	vpxord	%ymm8, %ymm21, %ymm8
	vinserti64x4	$1, %ymm11, %zmm8, %zmm8
	vmovdqa64	%zmm13, %zmm11
	vpermt2d	%zmm8, %zmm27, %zmm11
	vpermt2d	%zmm8, %zmm0, %zmm13
	vmovdqu64	%zmm13, -192(%rbx)
	vpmovqd	%zmm12, %ymm8
	vpmovqd	%zmm17, %ymm12
	vpxord	%ymm12, %ymm20, %ymm12
	vinserti64x4	$1, %ymm8, %zmm12, %zmm8
	vpmovqd	%zmm6, %ymm6
	vpmovqd	%zmm7, %ymm7
	vpxord	%ymm7, %ymm21, %ymm7
	vinserti64x4	$1, %ymm6, %zmm7, %zmm6
	vmovdqa64	%zmm8, %zmm7
	vpermt2d	%zmm6, %zmm27, %zmm7
	vpermt2d	%zmm6, %zmm0, %zmm8
	vmovdqu64	%zmm11, -256(%rbx)
	vmovdqu64	%zmm8, -64(%rbx)
	vpmuludq	%zmm18, %zmm5, %zmm5
	vmovdqu64	%zmm7, -128(%rbx)
	vpsrlq	$32, %zmm5, %zmm6
	vpxorq	%zmm4, %zmm6, %zmm4
	vpmovqd	%zmm10, %ymm6
	vpmovqd	%zmm9, %ymm7
	vpxord	%ymm7, %ymm20, %ymm7
	vinserti64x4	$1, %ymm6, %zmm7, %zmm6
	vpmovqd	%zmm5, %ymm5
	vpmovqd	%zmm4, %ymm4
	vpxord	%ymm4, %ymm21, %ymm4
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vmovdqa64	%zmm6, %zmm5
	vpermt2d	%zmm4, %zmm0, %zmm6
	vmovdqu64	%zmm6, 64(%rbx)
	vpermt2d	%zmm4, %zmm27, %zmm5
	vmovdqu64	%zmm5, (%rbx)
	vpaddq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm2
	addq	$512, %rbx
	addq	$-32, %rbp
	jne	.LBB0_44
	cmpq	-16(%rsp), %r15
	movq	-88(%rsp), %r8
	movl	$3449720151, %r12d
	vmovss	.LCPI0_11(%rip), %xmm17
	vmovss	.LCPI0_17(%rip), %xmm8
	vmovss	.LCPI0_18(%rip), %xmm19
	vmovss	.LCPI0_19(%rip), %xmm2
	vmovd	.LCPI0_21(%rip), %xmm4
	vmovss	.LCPI0_23(%rip), %xmm20
	vmovd	.LCPI0_24(%rip), %xmm15
	vmovdqu64	1200(%rsp), %zmm12
	vmovdqu64	1264(%rsp), %zmm13
	vmovdqu64	1136(%rsp), %zmm6
	vmovdqu64	1584(%rsp), %zmm21
	vmovsd	.LCPI0_32(%rip), %xmm31
	vmovq	.LCPI0_33(%rip), %xmm7
	vmovdqu64	944(%rsp), %zmm27
	vmovaps	%xmm19, %xmm0
	movq	-40(%rsp), %r14
	vmovdqu64	1072(%rsp), %zmm19
	je	.LBB0_28
	vmovdqa64	%zmm28, %zmm5
	vmovdqa64	%zmm1, %zmm16
	vmovdqa64	%zmm24, %zmm30
	vmovdqa64	%zmm25, %zmm10
	vmovdqa64	%zmm26, %zmm9
	vmovdqa64	%zmm23, %zmm28
	movq	%rax, %rdi
	movq	-16(%rsp), %rbx
	movq	%rbx, %rax
	testb	$24, 3952(%rsp)
	je	.LBB0_50
.LBB0_47:
	vmovdqa64	%zmm28, %zmm23
	vmovdqa64	%zmm9, %zmm26
	vmovdqa64	%zmm10, %zmm25
	vpbroadcastq	%rax, %zmm0
	vporq	.LCPI0_3(%rip), %zmm0, %zmm0
	xorl	16(%rsp), %ecx
	vpbroadcastq	%rcx, %zmm17
	movq	%rdi, %rsi
	xorl	72(%rsp), %edi
	vpbroadcastq	%rdi, %zmm3
	movl	%eax, %edx
	shll	$4, %edx
	addq	%rsp, %rdx
	addq	$4472, %rdx
	vmovdqu64	1520(%rsp), %ymm31
	movq	4144(%rsp), %rcx
	vmovdqa64	%zmm16, %zmm1
	vmovdqu64	2928(%rsp), %zmm20
	vmovdqa64	%zmm30, %zmm24
	vmovdqu64	2992(%rsp), %zmm30
	vmovdqa64	%zmm27, %zmm28
	vmovdqa64	%zmm21, %zmm27
	vmovdqa64	%zmm6, %zmm16
	vmovdqa64	%zmm13, %zmm14
	vmovdqa64	%zmm12, %zmm13
	vmovdqu	560(%rsp), %ymm12
	vmovdqa64	%zmm29, %zmm11
	vmovdqu64	1008(%rsp), %zmm29
	vpbroadcastq	.LCPI0_0(%rip), %zmm15
	vmovdqa64	.LCPI0_6(%rip), %zmm10
	vmovdqa64	.LCPI0_7(%rip), %zmm21
	vmovdqa64	%zmm5, %zmm2
	.p2align	4
.LBB0_48:
	vpaddq	%zmm19, %zmm0, %zmm4
	vpmuludq	%zmm18, %zmm4, %zmm5
	vpternlogq	$150, %zmm1, %zmm5, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpmuludq	%zmm22, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm6
	vpxorq	%zmm5, %zmm2, %zmm5
	vpxorq	%zmm6, %zmm17, %zmm6
	vpmuludq	%zmm18, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm7
	vpmuludq	%zmm22, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm24, %zmm4, %zmm8
	vpxorq	%zmm7, %zmm3, %zmm4
	vpmuludq	%zmm18, %zmm8, %zmm7
	vpsrlq	$32, %zmm7, %zmm8
	vpmuludq	%zmm22, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm9
	vpternlogq	$150, %zmm25, %zmm6, %zmm8
	vpternlogq	$150, %zmm5, %zmm30, %zmm9
	vpmuludq	%zmm18, %zmm9, %zmm5
	vpsrlq	$32, %zmm5, %zmm6
	vpmuludq	%zmm22, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm9
	vpternlogq	$150, %zmm20, %zmm4, %zmm9
	vpternlogq	$150, %zmm7, %zmm14, %zmm6
	vpmuludq	%zmm18, %zmm9, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpmuludq	%zmm22, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm9
	vpternlogq	$150, %zmm16, %zmm5, %zmm7
	vpternlogq	$150, %zmm8, %zmm13, %zmm9
	vpmuludq	%zmm18, %zmm9, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpmuludq	%zmm22, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm9
	vpternlogq	$150, %zmm28, %zmm6, %zmm9
	vpternlogq	$150, %zmm4, %zmm27, %zmm8
	vpmuludq	%zmm18, %zmm9, %zmm4
	vpsrlq	$32, %zmm4, %zmm6
	vpmuludq	%zmm22, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm9
	vpternlogq	$150, %zmm29, %zmm5, %zmm6
	vpternlogq	$150, %zmm7, %zmm11, %zmm9
	vpmuludq	%zmm18, %zmm9, %zmm5
	vpsrlq	$32, %zmm5, %zmm7
	vpmuludq	%zmm22, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm9
	vpternlogq	$150, %zmm26, %zmm8, %zmm9
	vpternlogq	$150, %zmm4, %zmm23, %zmm7
	vpmuludq	%zmm18, %zmm9, %zmm4
	vpsrlq	$32, %zmm4, %zmm8
	vpmovqd	%zmm4, %ymm4
	vpmuludq	%zmm22, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm9
	vpmovqd	%zmm7, %ymm7
	vpxorq	%zmm6, %zmm9, %zmm6
	vpmovqd	%zmm6, %ymm6
	vpxorq	%zmm5, %zmm8, %zmm5
	vpmovqd	%zmm5, %ymm5
	vpxord	%ymm5, %ymm31, %ymm5
	vpxor	%ymm6, %ymm12, %ymm6
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vinserti64x4	$1, %ymm4, %zmm5, %zmm4
	vmovdqa64	%zmm6, %zmm5
	vpermt2d	%zmm4, %zmm10, %zmm5
	vpermt2d	%zmm4, %zmm21, %zmm6
	vmovdqu64	%zmm6, 64(%rdx)
	vmovdqu64	%zmm5, (%rdx)
	addq	$8, %rax
	vpaddq	%zmm15, %zmm0, %zmm0
	subq	$-128, %rdx
	cmpq	%rax, %rcx
	jne	.LBB0_48
	movq	%rcx, %rbx
	cmpq	%rcx, %r15
	movq	-88(%rsp), %r8
	movl	$3449720151, %r12d
	vmovss	.LCPI0_17(%rip), %xmm8
	vmovss	.LCPI0_18(%rip), %xmm0
	vmovss	.LCPI0_19(%rip), %xmm2
	vmovd	.LCPI0_21(%rip), %xmm4
	vmovd	.LCPI0_24(%rip), %xmm15
	vmovsd	.LCPI0_32(%rip), %xmm31
	vmovq	.LCPI0_33(%rip), %xmm7
	movq	-40(%rsp), %r14
	vmovss	.LCPI0_23(%rip), %xmm20
	movq	%rsi, %rdi
	movq	%r13, %rcx
	vmovss	.LCPI0_11(%rip), %xmm17
	je	.LBB0_28
.LBB0_50:
	xorq	16(%rsp), %rcx
	xorq	72(%rsp), %rdi
	movl	%ebx, %ebp
	shll	$4, %ebp
	leaq	4484(%rsp), %rax
	addq	%rax, %rbp
	.p2align	4
.LBB0_27:
	leaq	(%rbx,%r14), %r13
	movl	%r13d, %eax
	imulq	%r10, %rax
	xorq	%r8, %r13
	xorq	%rax, %r13
	shrq	$32, %r13
	imulq	%r12, %r13
	movq	%r13, %rdx
	shrq	$32, %rdx
	xorl	%ecx, %edx
	xorl	%r11d, %eax
	imulq	%r10, %rdx
	imulq	%r12, %rax
	movq	%r15, %r9
	movq	%rax, %r15
	shrq	$32, %r15
	movq	720(%rsp), %rsi
	xorl	%r15d, %esi
	movq	%rdx, %r15
	shrq	$32, %r15
	xorl	%esi, %r13d
	xorl	%edi, %r15d
	imulq	%r10, %r13
	imulq	%r12, %r15
	movq	%r15, %rsi
	shrq	$32, %rsi
	xorl	1392(%rsp), %eax
	xorl	%esi, %eax
	movq	%r13, %rsi
	shrq	$32, %rsi
	xorl	288(%rsp), %edx
	xorl	%esi, %edx
	imulq	%r10, %rax
	imulq	%r12, %rdx
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorl	496(%rsp), %r15d
	xorl	%esi, %r15d
	movq	%rax, %rsi
	xorl	1328(%rsp), %r13d
	shrq	$32, %rsi
	xorl	%esi, %r13d
	imulq	%r10, %r15
	imulq	%r12, %r13
	movq	%r13, %rsi
	shrq	$32, %rsi
	xorl	656(%rsp), %edx
	xorl	%esi, %edx
	movq	%r15, %rsi
	shrq	$32, %rsi
	xorl	368(%rsp), %eax
	xorl	%esi, %eax
	imulq	%r10, %rdx
	imulq	%r12, %rax
	movq	%rax, %rsi
	shrq	$32, %rsi
	xorl	1776(%rsp), %r13d
	xorl	%esi, %r13d
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorl	432(%rsp), %r15d
	xorl	%esi, %r15d
	imulq	%r10, %r13
	imulq	%r12, %r15
	movq	%r15, %rsi
	shrq	$32, %rsi
	xorl	1712(%rsp), %eax
	xorl	%esi, %eax
	movq	%r13, %rsi
	shrq	$32, %rsi
	xorl	592(%rsp), %edx
	xorl	%esi, %edx
	imulq	%r10, %rax
	imulq	%r12, %rdx
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorl	2864(%rsp), %r15d
	xorl	%esi, %r15d
	movq	%rax, %rsi
	shrq	$32, %rsi
	xorl	2096(%rsp), %r13d
	xorl	%esi, %r13d
	imulq	%r10, %r15
	imulq	%r12, %r13
	movq	%r13, %rsi
	shrq	$32, %rsi
	xorl	2800(%rsp), %edx
	xorl	%esi, %edx
	movq	%r15, %rsi
	shrq	$32, %rsi
	xorl	880(%rsp), %eax
	xorl	%esi, %eax
	movl	%edx, -12(%rbp)
	movl	%r13d, -8(%rbp)
	movl	%eax, -4(%rbp)
	movl	%r15d, (%rbp)
	movq	%r9, %r15
	incq	%rbx
	addq	$16, %rbp
	cmpq	%r9, %rbx
	jb	.LBB0_27
.LBB0_28:
	movq	40(%rsp), %rcx
	cmpq	$14, %rcx
	setb	%al
	orb	24(%rsp), %al
	testb	$1, %al
	je	.LBB0_30
	xorl	%eax, %eax
	movq	-128(%rsp), %rbp
	movq	-120(%rsp), %r11
	movq	288(%rsp), %r12
	movl	$2143289344, %esi
	vmovdqa	%xmm15, %xmm6
	vmovd	.LCPI0_25(%rip), %xmm30
	vmovq	.LCPI0_26(%rip), %xmm10
	vmovq	.LCPI0_27(%rip), %xmm15
	vmovq	.LCPI0_28(%rip), %xmm11
	vmovq	.LCPI0_29(%rip), %xmm12
	vmovq	.LCPI0_30(%rip), %xmm13
	vmovq	.LCPI0_31(%rip), %xmm14
	vmovq	.LCPI0_46(%rip), %xmm16
	vmovq	.LCPI0_35(%rip), %xmm9
	vmovdqa64	%xmm4, %xmm25
	vmovd	.LCPI0_22(%rip), %xmm24
	vmovq	.LCPI0_39(%rip), %xmm19
	vmovq	.LCPI0_47(%rip), %xmm29
	vmovq	.LCPI0_37(%rip), %xmm28
	vmovdqa64	%xmm7, %xmm27
	vmovq	.LCPI0_36(%rip), %xmm7
	movq	-56(%rsp), %r9
	movq	-80(%rsp), %r8
	movq	2224(%rsp), %r10
	movq	-32(%rsp), %r14
	vmovd	.LCPI0_12(%rip), %xmm23
	vmovaps	%xmm0, %xmm4
	vmovaps	%xmm2, %xmm26
	jmp	.LBB0_15
	.p2align	4
.LBB0_30:
	cmpq	$126, %rcx
	movq	-120(%rsp), %r11
	movq	288(%rsp), %r12
	movl	$2143289344, %esi
	movq	-56(%rsp), %r9
	movq	2224(%rsp), %r10
	movq	-32(%rsp), %r14
	jae	.LBB0_32
	xorl	%edx, %edx
	movq	-128(%rsp), %rbp
	movq	-80(%rsp), %r8
	vmovaps	%xmm0, %xmm4
	jmp	.LBB0_36
.LBB0_32:
	xorl	%edi, %edi
	movq	3568(%rsp), %rax
	vbroadcastss	.LCPI0_11(%rip), %zmm21
	.p2align	4
.LBB0_33:
	vmovdqu64	4472(%rsp,%rdi,8), %zmm0
	vmovdqu64	4536(%rsp,%rdi,8), %zmm3
	vmovdqu64	%zmm3, 3760(%rsp)
	vmovdqu64	4600(%rsp,%rdi,8), %zmm2
	vmovdqu64	4664(%rsp,%rdi,8), %zmm4
	vmovdqu64	%zmm4, 2736(%rsp)
	vmovdqu64	%zmm0, 3888(%rsp)
	vmovdqa64	.LCPI0_10(%rip), %zmm1
	vpermt2d	%zmm3, %zmm1, %zmm0
	vmovdqu64	%zmm2, 3824(%rsp)
	vpermt2d	%zmm4, %zmm1, %zmm2
	vmovdqu64	4792(%rsp,%rdi,8), %zmm3
	vmovdqu64	%zmm3, 2608(%rsp)
	vmovdqu64	4728(%rsp,%rdi,8), %zmm4
	vmovdqu64	%zmm4, 3696(%rsp)
	vmovdqu64	4920(%rsp,%rdi,8), %zmm6
	vmovdqu64	%zmm6, 2544(%rsp)
	vmovdqu64	4856(%rsp,%rdi,8), %zmm5
	vpermt2d	%zmm3, %zmm1, %zmm4
	vmovdqu64	%zmm5, 2672(%rsp)
	vpermt2d	%zmm6, %zmm1, %zmm5
	vpsrld	$9, %zmm0, %zmm0
	vpsrld	$9, %zmm2, %zmm2
	vpsrld	$9, %zmm4, %zmm4
	vpsrld	$9, %zmm5, %zmm5
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm4, %zmm4
	vcvtdq2ps	%zmm5, %zmm5
	vaddps	%zmm21, %zmm0, %zmm6
	vaddps	%zmm21, %zmm2, %zmm2
	vaddps	%zmm21, %zmm4, %zmm4
	vaddps	%zmm21, %zmm5, %zmm0
	vbroadcastss	.LCPI0_12(%rip), %zmm1
	vmulps	%zmm1, %zmm6, %zmm5
	vmulps	%zmm1, %zmm2, %zmm2
	vcvtps2pd	%ymm5, %zmm6
	vmulps	%zmm1, %zmm4, %zmm4
	vextractf64x4	$1, %zmm5, %ymm5
	vcvtps2pd	%ymm5, %zmm5
	vcvtps2pd	%ymm2, %zmm7
	vmulps	%zmm1, %zmm0, %zmm0
	vextractf64x4	$1, %zmm2, %ymm2
	vcvtps2pd	%ymm2, %zmm2
	vcvtps2pd	%ymm4, %zmm8
	vextractf64x4	$1, %zmm4, %ymm4
	vcvtps2pd	%ymm4, %zmm4
	vcvtps2pd	%ymm0, %zmm9
	vextractf64x4	$1, %zmm0, %ymm0
	vcvtps2pd	%ymm0, %zmm0
	vbroadcastsd	.LCPI0_26(%rip), %zmm1
	vmulpd	%zmm1, %zmm5, %zmm5
	vmulpd	%zmm1, %zmm6, %zmm6
	vmulpd	%zmm1, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm7, %zmm7
	vmulpd	%zmm1, %zmm4, %zmm4
	vmulpd	%zmm1, %zmm8, %zmm16
	vmulpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm1, %zmm9, %zmm17
	vbroadcastsd	.LCPI0_27(%rip), %zmm1
	vaddpd	%zmm1, %zmm6, %zmm15
	vaddpd	%zmm1, %zmm5, %zmm14
	vaddpd	%zmm1, %zmm7, %zmm12
	vmovupd	%zmm12, 2032(%rsp)
	vaddpd	%zmm1, %zmm2, %zmm11
	vmovupd	%zmm11, 2288(%rsp)
	vaddpd	%zmm1, %zmm16, %zmm10
	vmovupd	%zmm10, 1648(%rsp)
	vaddpd	%zmm1, %zmm4, %zmm9
	vmovupd	%zmm9, 2352(%rsp)
	vaddpd	%zmm1, %zmm17, %zmm3
	vmovupd	%zmm3, 2416(%rsp)
	vaddpd	%zmm1, %zmm0, %zmm8
	vmovupd	%zmm8, 2480(%rsp)
	vbroadcastsd	.LCPI0_28(%rip), %zmm1
	vaddpd	%zmm1, %zmm14, %zmm18
	vaddpd	%zmm1, %zmm15, %zmm19
	vaddpd	%zmm1, %zmm11, %zmm20
	vaddpd	%zmm1, %zmm12, %zmm21
	vaddpd	%zmm1, %zmm9, %zmm26
	vaddpd	%zmm1, %zmm10, %zmm27
	vaddpd	%zmm1, %zmm8, %zmm28
	vaddpd	%zmm1, %zmm3, %zmm29
	vsubpd	%zmm19, %zmm6, %zmm30
	vsubpd	%zmm18, %zmm5, %zmm5
	vsubpd	%zmm21, %zmm7, %zmm21
	vsubpd	%zmm20, %zmm2, %zmm2
	vsubpd	%zmm27, %zmm16, %zmm19
	vsubpd	%zmm26, %zmm4, %zmm18
	vsubpd	%zmm29, %zmm17, %zmm7
	vsubpd	%zmm28, %zmm0, %zmm8
	vbroadcastsd	.LCPI0_29(%rip), %zmm9
	vmulpd	%zmm9, %zmm5, %zmm10
	vmulpd	%zmm9, %zmm30, %zmm6
	vmulpd	%zmm9, %zmm2, %zmm11
	vmulpd	%zmm9, %zmm21, %zmm5
	vmulpd	%zmm6, %zmm6, %zmm29
	vmulpd	%zmm10, %zmm10, %zmm30
	vmulpd	%zmm5, %zmm5, %zmm16
	vmulpd	%zmm11, %zmm11, %zmm17
	vbroadcastsd	.LCPI0_30(%rip), %zmm23
	vmulpd	%zmm23, %zmm30, %zmm20
	vmulpd	%zmm23, %zmm29, %zmm21
	vmulpd	%zmm23, %zmm16, %zmm26
	vbroadcastsd	.LCPI0_31(%rip), %zmm4
	vaddpd	%zmm4, %zmm21, %zmm21
	vaddpd	%zmm4, %zmm20, %zmm20
	vaddpd	%zmm4, %zmm26, %zmm26
	vmulpd	%zmm20, %zmm30, %zmm20
	vmulpd	%zmm21, %zmm29, %zmm21
	vmulpd	%zmm26, %zmm16, %zmm26
	vbroadcastsd	.LCPI0_32(%rip), %zmm3
	vaddpd	%zmm3, %zmm21, %zmm21
	vaddpd	%zmm3, %zmm20, %zmm20
	vaddpd	%zmm3, %zmm26, %zmm26
	vmulpd	%zmm20, %zmm30, %zmm20
	vmulpd	%zmm21, %zmm29, %zmm21
	vmulpd	%zmm26, %zmm16, %zmm26
	vbroadcastsd	.LCPI0_33(%rip), %zmm1
	vaddpd	%zmm1, %zmm21, %zmm21
	vaddpd	%zmm1, %zmm20, %zmm20
	vaddpd	%zmm1, %zmm26, %zmm26
	vmulpd	%zmm29, %zmm6, %zmm27
	vmulpd	%zmm21, %zmm27, %zmm27
	vmulpd	%zmm30, %zmm10, %zmm21
	vmulpd	%zmm20, %zmm21, %zmm28
	vmulpd	%zmm16, %zmm5, %zmm20
	vmulpd	%zmm26, %zmm20, %zmm12
	vmulpd	%zmm23, %zmm17, %zmm20
	vaddpd	%zmm4, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm17, %zmm20
	vaddpd	%zmm3, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm17, %zmm20
	vaddpd	%zmm1, %zmm20, %zmm20
	vmulpd	%zmm17, %zmm11, %zmm21
	vmulpd	%zmm20, %zmm21, %zmm22
	vmulpd	%zmm9, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm19, %zmm21
	vmulpd	%zmm23, %zmm21, %zmm20
	vaddpd	%zmm4, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm21, %zmm20
	vaddpd	%zmm3, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm21, %zmm20
	vaddpd	%zmm1, %zmm20, %zmm20
	vmulpd	%zmm21, %zmm19, %zmm26
	vmulpd	%zmm20, %zmm26, %zmm31
	vmulpd	%zmm9, %zmm18, %zmm24
	vmulpd	%zmm24, %zmm24, %zmm18
	vmulpd	%zmm23, %zmm18, %zmm20
	vaddpd	%zmm4, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm18, %zmm20
	vaddpd	%zmm3, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm18, %zmm20
	vaddpd	%zmm1, %zmm20, %zmm20
	vmulpd	%zmm18, %zmm24, %zmm26
	vmulpd	%zmm20, %zmm26, %zmm25
	vmulpd	%zmm9, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm0, %zmm20
	vmulpd	%zmm23, %zmm20, %zmm7
	vaddpd	%zmm4, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm20, %zmm7
	vaddpd	%zmm3, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm20, %zmm7
	vaddpd	%zmm1, %zmm7, %zmm7
	vmulpd	%zmm20, %zmm0, %zmm26
	vmulpd	%zmm7, %zmm26, %zmm2
	vmulpd	%zmm9, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm8, %zmm26
	vmulpd	%zmm23, %zmm26, %zmm7
	vaddpd	%zmm4, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm26, %zmm7
	vaddpd	%zmm3, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm26, %zmm7
	vaddpd	%zmm1, %zmm7, %zmm7
	vmulpd	%zmm26, %zmm8, %zmm23
	vmulpd	%zmm7, %zmm23, %zmm23
	vaddpd	%zmm27, %zmm6, %zmm9
	vaddpd	%zmm28, %zmm10, %zmm7
	vaddpd	%zmm12, %zmm5, %zmm28
	vaddpd	%zmm22, %zmm11, %zmm12
	vaddpd	%zmm31, %zmm19, %zmm11
	vaddpd	%zmm25, %zmm24, %zmm1
	vmovupd	%zmm1, 224(%rsp)
	vaddpd	%zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 1968(%rsp)
	vaddpd	%zmm23, %zmm8, %zmm0
	vmovupd	%zmm0, 112(%rsp)
	vbroadcastsd	.LCPI0_34(%rip), %zmm4
	vmulpd	%zmm4, %zmm29, %zmm1
	vbroadcastsd	.LCPI0_35(%rip), %zmm0
	vsubpd	%zmm1, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vbroadcastsd	.LCPI0_36(%rip), %zmm2
	vaddpd	%zmm2, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vbroadcastsd	.LCPI0_37(%rip), %zmm10
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm29, %zmm29, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm27
	vmulpd	%zmm4, %zmm30, %zmm1
	vsubpd	%zmm1, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm2, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm30, %zmm30, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm4, %zmm16, %zmm3
	vsubpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm3, %zmm16, %zmm3
	vaddpd	%zmm2, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm16, %zmm3
	vaddpd	%zmm10, %zmm3, %zmm3
	vmulpd	%zmm16, %zmm16, %zmm6
	vmulpd	%zmm3, %zmm6, %zmm3
	vmulpd	%zmm4, %zmm17, %zmm6
	vsubpd	%zmm6, %zmm0, %zmm6
	vmulpd	%zmm6, %zmm17, %zmm6
	vaddpd	%zmm2, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm17, %zmm6
	vaddpd	%zmm10, %zmm6, %zmm6
	vmulpd	%zmm17, %zmm17, %zmm8
	vmulpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm4, %zmm21, %zmm8
	vsubpd	%zmm8, %zmm0, %zmm8
	vmulpd	%zmm8, %zmm21, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm21, %zmm8
	vaddpd	%zmm10, %zmm8, %zmm8
	vmulpd	%zmm21, %zmm21, %zmm23
	vmulpd	%zmm8, %zmm23, %zmm8
	vmulpd	%zmm4, %zmm18, %zmm23
	vsubpd	%zmm23, %zmm0, %zmm23
	vmulpd	%zmm23, %zmm18, %zmm23
	vaddpd	%zmm2, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm18, %zmm23
	vaddpd	%zmm10, %zmm23, %zmm23
	vmulpd	%zmm18, %zmm18, %zmm24
	vmulpd	%zmm23, %zmm24, %zmm23
	vmulpd	%zmm4, %zmm20, %zmm24
	vsubpd	%zmm24, %zmm0, %zmm24
	vmulpd	%zmm24, %zmm20, %zmm24
	vaddpd	%zmm2, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm20, %zmm24
	vaddpd	%zmm10, %zmm24, %zmm24
	vmulpd	%zmm20, %zmm20, %zmm25
	vmulpd	%zmm24, %zmm25, %zmm24
	vmulpd	%zmm4, %zmm26, %zmm25
	vsubpd	%zmm25, %zmm0, %zmm25
	vmulpd	%zmm25, %zmm26, %zmm25
	vaddpd	%zmm2, %zmm25, %zmm25
	vmulpd	%zmm25, %zmm26, %zmm25
	vaddpd	%zmm10, %zmm25, %zmm25
	vmulpd	%zmm26, %zmm26, %zmm31
	vmulpd	%zmm25, %zmm31, %zmm25
	vbroadcastsd	.LCPI0_38(%rip), %zmm2
	vmulpd	%zmm2, %zmm30, %zmm30
	vbroadcastsd	.LCPI0_39(%rip), %zmm0
	vsubpd	%zmm30, %zmm0, %zmm30
	vaddpd	%zmm1, %zmm30, %zmm30
	vmulpd	%zmm2, %zmm29, %zmm1
	vsubpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm27, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm17, %zmm17
	vsubpd	%zmm17, %zmm0, %zmm17
	vaddpd	%zmm6, %zmm17, %zmm29
	vmulpd	%zmm2, %zmm16, %zmm6
	vsubpd	%zmm6, %zmm0, %zmm6
	vaddpd	%zmm3, %zmm6, %zmm27
	vmulpd	%zmm2, %zmm18, %zmm3
	vsubpd	%zmm3, %zmm0, %zmm3
	vaddpd	%zmm23, %zmm3, %zmm17
	vmulpd	%zmm2, %zmm21, %zmm3
	vsubpd	%zmm3, %zmm0, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm21
	vmulpd	%zmm2, %zmm26, %zmm3
	vsubpd	%zmm3, %zmm0, %zmm3
	vaddpd	%zmm25, %zmm3, %zmm16
	vmulpd	%zmm2, %zmm20, %zmm3
	vsubpd	%zmm3, %zmm0, %zmm3
	vaddpd	%zmm24, %zmm3, %zmm18
	vpbroadcastq	.LCPI0_41(%rip), %zmm20
	vptestnmq	%zmm20, %zmm15, %k1
	vpbroadcastq	.LCPI0_42(%rip), %zmm5
	vptestnmq	%zmm5, %zmm15, %k2
	vbroadcastsd	.LCPI0_40(%rip), %zmm0
	vxorpd	%zmm0, %zmm9, %zmm3
	vxorpd	%zmm0, %zmm1, %zmm15
	vblendmpd	%zmm9, %zmm3, %zmm2 {%k2}
	vmovupd	%zmm2, 3376(%rsp)
	vmovapd	%zmm9, %zmm22
	vmovapd	%zmm1, %zmm15 {%k2}
	vmovapd	%zmm3, %zmm22 {%k2}
	vptestnmq	%zmm5, %zmm14, %k2
	vxorpd	%zmm0, %zmm30, %zmm1
	vmovapd	%zmm30, %zmm1 {%k2}
	vmovapd	%zmm7, %zmm2
	vxorpd	%zmm0, %zmm7, %zmm3
	vblendmpd	%zmm7, %zmm3, %zmm19 {%k2}
	vmovapd	%zmm3, %zmm2 {%k2}
	vmovdqu64	2032(%rsp), %zmm13
	vptestnmq	%zmm5, %zmm13, %k2
	vxorpd	%zmm0, %zmm27, %zmm3
	vmovapd	%zmm27, %zmm3 {%k2}
	vxorpd	%zmm0, %zmm28, %zmm8
	vblendmpd	%zmm28, %zmm8, %zmm23 {%k2}
	vmovapd	%zmm8, %zmm28 {%k2}
	vmovdqu64	2288(%rsp), %zmm10
	vptestnmq	%zmm5, %zmm10, %k2
	vxorpd	%zmm0, %zmm29, %zmm8
	vmovapd	%zmm29, %zmm8 {%k2}
	vxorpd	%zmm0, %zmm12, %zmm24
	vblendmpd	%zmm12, %zmm24, %zmm25 {%k2}
	vmovapd	%zmm24, %zmm12 {%k2}
	vmovdqu64	1648(%rsp), %zmm31
	vptestnmq	%zmm5, %zmm31, %k2
	vxorpd	%zmm0, %zmm21, %zmm24
	vmovapd	%zmm21, %zmm24 {%k2}
	vxorpd	%zmm0, %zmm11, %zmm21
	vblendmpd	%zmm11, %zmm21, %zmm26 {%k2}
	vmovapd	%zmm21, %zmm11 {%k2}
	vmovdqu64	2352(%rsp), %zmm4
	vptestnmq	%zmm5, %zmm4, %k2
	vxorpd	%zmm0, %zmm17, %zmm21
	vmovapd	%zmm17, %zmm21 {%k2}
	vmovupd	224(%rsp), %zmm9
	vxorpd	%zmm0, %zmm9, %zmm17
	vblendmpd	%zmm9, %zmm17, %zmm27 {%k2}
	vmovapd	%zmm17, %zmm9 {%k2}
	vmovdqu64	2416(%rsp), %zmm6
	vptestnmq	%zmm5, %zmm6, %k2
	vmovupd	1968(%rsp), %zmm7
	vxorpd	%zmm0, %zmm7, %zmm17
	vxorpd	%zmm0, %zmm18, %zmm29
	vblendmpd	%zmm7, %zmm17, %zmm30 {%k2}
	vmovapd	%zmm18, %zmm29 {%k2}
	vmovapd	%zmm17, %zmm7 {%k2}
	vmovdqu64	2480(%rsp), %zmm18
	vptestnmq	%zmm5, %zmm18, %k2
	vxorpd	%zmm0, %zmm16, %zmm17
	vmovapd	%zmm16, %zmm17 {%k2}
	vmovupd	112(%rsp), %zmm5
	vxorpd	%zmm0, %zmm5, %zmm16
	vblendmpd	%zmm5, %zmm16, %zmm0 {%k2}
	vmovapd	%zmm16, %zmm5 {%k2}
	vptestnmq	%zmm20, %zmm14, %k2
	vblendmpd	%zmm19, %zmm1, %zmm14 {%k2}
	vmovupd	%zmm14, 3440(%rsp)
	vmovapd	%zmm1, %zmm2 {%k2}
	vmovupd	%zmm2, 1968(%rsp)
	vptestnmq	%zmm20, %zmm13, %k2
	vblendmpd	3376(%rsp), %zmm15, %zmm13 {%k1}
	vmovapd	%zmm15, %zmm22 {%k1}
	vptestnmq	%zmm20, %zmm10, %k1
	vblendmpd	%zmm25, %zmm8, %zmm1 {%k1}
	vmovupd	%zmm1, 2032(%rsp)
	vmovapd	%zmm8, %zmm12 {%k1}
	vmovupd	%zmm12, 2288(%rsp)
	vptestnmq	%zmm20, %zmm31, %k1
	vblendmpd	%zmm23, %zmm3, %zmm12 {%k2}
	vmovapd	%zmm3, %zmm28 {%k2}
	vmovupd	%zmm28, 1648(%rsp)
	vptestnmq	%zmm20, %zmm4, %k2
	vblendmpd	%zmm27, %zmm21, %zmm28 {%k2}
	vblendmpd	%zmm26, %zmm24, %zmm15 {%k1}
	vmovapd	%zmm21, %zmm9 {%k2}
	vmovupd	%zmm9, 224(%rsp)
	vmovapd	%zmm24, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm19
	vptestnmq	%zmm20, %zmm18, %k1
	vblendmpd	%zmm0, %zmm17, %zmm10 {%k1}
	vmovapd	%zmm17, %zmm5 {%k1}
	vmovupd	%zmm5, 112(%rsp)
	vptestnmq	%zmm20, %zmm6, %k1
	vblendmpd	%zmm30, %zmm29, %zmm8 {%k1}
	vmovapd	%zmm29, %zmm7 {%k1}
	vmovapd	%zmm7, %zmm9
	vmovdqa64	.LCPI0_9(%rip), %zmm0
	vmovdqu64	3888(%rsp), %zmm1
	vpermt2d	3760(%rsp), %zmm0, %zmm1
	vmovdqu64	3824(%rsp), %zmm2
	vpermt2d	2736(%rsp), %zmm0, %zmm2
	vmovdqu64	3696(%rsp), %zmm4
	vpermt2d	2608(%rsp), %zmm0, %zmm4
	vmovdqu64	2672(%rsp), %zmm5
	vpermt2d	2544(%rsp), %zmm0, %zmm5
	vpsrld	$9, %zmm1, %zmm1
	vpsrld	$9, %zmm2, %zmm3
	vpsrld	$9, %zmm4, %zmm6
	vpsrld	$9, %zmm5, %zmm16
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm3, %zmm3
	vcvtdq2ps	%zmm6, %zmm6
	vcvtdq2ps	%zmm16, %zmm16
	vaddps	.LCPI0_11(%rip){1to16}, %zmm1, %zmm1
	vaddps	.LCPI0_11(%rip){1to16}, %zmm3, %zmm3
	vaddps	.LCPI0_11(%rip){1to16}, %zmm6, %zmm6
	vaddps	.LCPI0_11(%rip){1to16}, %zmm16, %zmm16
	vbroadcastss	.LCPI0_12(%rip), %zmm0
	vmulps	%zmm0, %zmm1, %zmm1
	vmulps	%zmm0, %zmm3, %zmm3
	vmulps	%zmm0, %zmm6, %zmm6
	vmulps	%zmm0, %zmm16, %zmm16
	vpbroadcastd	.LCPI0_13(%rip), %zmm0
	vpaddd	%zmm0, %zmm1, %zmm23
	vpaddd	%zmm0, %zmm3, %zmm21
	vpaddd	%zmm0, %zmm6, %zmm20
	vpaddd	%zmm0, %zmm16, %zmm7
	vpbroadcastd	.LCPI0_15(%rip), %zmm0
	vpandd	%zmm0, %zmm23, %zmm3
	vpandd	%zmm0, %zmm21, %zmm6
	vpandd	%zmm0, %zmm20, %zmm16
	vpandd	%zmm0, %zmm7, %zmm17
	vpbroadcastd	.LCPI0_16(%rip), %zmm0
	vpaddd	%zmm0, %zmm3, %zmm3
	vpaddd	%zmm0, %zmm6, %zmm6
	vpaddd	%zmm0, %zmm16, %zmm18
	vpaddd	%zmm0, %zmm17, %zmm24
	vbroadcastss	.LCPI0_17(%rip), %zmm0
	vaddps	%zmm0, %zmm3, %zmm3
	vaddps	%zmm0, %zmm6, %zmm16
	vaddps	%zmm0, %zmm18, %zmm17
	vaddps	%zmm0, %zmm24, %zmm18
	vbroadcastss	.LCPI0_18(%rip), %zmm0
	vaddps	%zmm0, %zmm3, %zmm6
	vaddps	%zmm0, %zmm16, %zmm24
	vdivps	%zmm6, %zmm3, %zmm6
	vdivps	%zmm24, %zmm16, %zmm24
	vaddps	%zmm0, %zmm17, %zmm25
	vdivps	%zmm25, %zmm17, %zmm25
	vmulps	%zmm6, %zmm6, %zmm26
	vmulps	%zmm24, %zmm24, %zmm27
	vmulps	%zmm25, %zmm25, %zmm29
	vmulps	%zmm26, %zmm26, %zmm30
	vbroadcastss	.LCPI0_19(%rip), %zmm2
	vmulps	%zmm2, %zmm30, %zmm31
	vbroadcastss	.LCPI0_20(%rip), %zmm1
	vaddps	%zmm1, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vbroadcastss	.LCPI0_21(%rip), %zmm4
	vmulps	%zmm4, %zmm30, %zmm30
	vbroadcastss	.LCPI0_22(%rip), %zmm5
	vaddps	%zmm5, %zmm30, %zmm30
	vmulps	%zmm30, %zmm26, %zmm26
	vmulps	%zmm27, %zmm27, %zmm30
	vaddps	%zmm31, %zmm26, %zmm26
	vmulps	%zmm2, %zmm30, %zmm31
	vaddps	%zmm1, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vmulps	%zmm4, %zmm30, %zmm30
	vaddps	%zmm5, %zmm30, %zmm30
	vmulps	%zmm30, %zmm27, %zmm27
	vmulps	%zmm29, %zmm29, %zmm30
	vaddps	%zmm31, %zmm27, %zmm27
	vmulps	%zmm2, %zmm30, %zmm31
	vaddps	%zmm1, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vmulps	%zmm4, %zmm30, %zmm30
	vaddps	%zmm5, %zmm30, %zmm30
	vmulps	%zmm30, %zmm29, %zmm29
	vaddps	%zmm0, %zmm18, %zmm30
	vdivps	%zmm30, %zmm18, %zmm30
	vaddps	%zmm31, %zmm29, %zmm29
	vmulps	%zmm30, %zmm30, %zmm31
	vmulps	%zmm31, %zmm31, %zmm0
	vmulps	%zmm2, %zmm0, %zmm14
	vaddps	%zmm1, %zmm14, %zmm14
	vmulps	%zmm14, %zmm0, %zmm14
	vmulps	%zmm4, %zmm0, %zmm0
	vaddps	%zmm5, %zmm0, %zmm0
	vmulps	%zmm0, %zmm31, %zmm0
	vaddps	%zmm14, %zmm0, %zmm0
	vmulps	.LCPI0_11(%rip){1to16}, %zmm3, %zmm14
	vmulps	%zmm14, %zmm3, %zmm14
	vaddps	%zmm26, %zmm14, %zmm26
	vmulps	%zmm26, %zmm6, %zmm6
	vmulps	.LCPI0_11(%rip){1to16}, %zmm16, %zmm26
	vmulps	%zmm26, %zmm16, %zmm26
	vaddps	%zmm27, %zmm26, %zmm27
	vmulps	%zmm27, %zmm24, %zmm24
	vmulps	.LCPI0_11(%rip){1to16}, %zmm17, %zmm27
	vmulps	%zmm27, %zmm17, %zmm27
	vaddps	%zmm29, %zmm27, %zmm29
	vmulps	%zmm29, %zmm25, %zmm25
	vmulps	.LCPI0_11(%rip){1to16}, %zmm18, %zmm29
	vmulps	%zmm29, %zmm18, %zmm29
	vaddps	%zmm0, %zmm29, %zmm0
	vmulps	%zmm0, %zmm30, %zmm0
	vpsrld	$23, %zmm23, %zmm23
	vpbroadcastd	.LCPI0_14(%rip), %zmm2
	vpaddd	%zmm2, %zmm23, %zmm23
	vcvtdq2ps	%zmm23, %zmm23
	vbroadcastss	.LCPI0_23(%rip), %zmm4
	vmulps	%zmm4, %zmm23, %zmm30
	vaddps	%zmm6, %zmm30, %zmm6
	vpsrld	$23, %zmm21, %zmm21
	vpaddd	%zmm2, %zmm21, %zmm21
	vcvtdq2ps	%zmm21, %zmm21
	vmulps	%zmm4, %zmm21, %zmm30
	vaddps	%zmm24, %zmm30, %zmm24
	vpsrld	$23, %zmm20, %zmm20
	vpaddd	%zmm2, %zmm20, %zmm20
	vcvtdq2ps	%zmm20, %zmm20
	vmulps	%zmm4, %zmm20, %zmm30
	vaddps	%zmm25, %zmm30, %zmm25
	vpsrld	$23, %zmm7, %zmm1
	vpaddd	%zmm2, %zmm1, %zmm1
	vcvtdq2ps	%zmm1, %zmm1
	vmulps	%zmm4, %zmm1, %zmm30
	vaddps	%zmm0, %zmm30, %zmm0
	vsubps	%zmm14, %zmm6, %zmm6
	vsubps	%zmm26, %zmm24, %zmm14
	vsubps	%zmm27, %zmm25, %zmm24
	vsubps	%zmm29, %zmm0, %zmm0
	vaddps	%zmm6, %zmm3, %zmm3
	vaddps	%zmm14, %zmm16, %zmm6
	vaddps	%zmm24, %zmm17, %zmm14
	vaddps	%zmm0, %zmm18, %zmm0
	vbroadcastss	.LCPI0_24(%rip), %zmm2
	vmulps	%zmm2, %zmm23, %zmm16
	vaddps	%zmm3, %zmm16, %zmm3
	vmulps	%zmm2, %zmm21, %zmm16
	vpbroadcastd	.LCPI0_11(%rip), %zmm21
	vaddps	%zmm6, %zmm16, %zmm6
	vmulps	%zmm2, %zmm20, %zmm16
	vaddps	%zmm14, %zmm16, %zmm14
	vmulps	%zmm2, %zmm1, %zmm1
	vaddps	%zmm0, %zmm1, %zmm0
	vcvtpd2ps	%zmm13, %ymm1
	vcvtpd2ps	3440(%rsp), %ymm13
	vcvtpd2ps	%zmm12, %ymm11
	vinsertf64x4	$1, %ymm13, %zmm1, %zmm1
	vcvtpd2ps	2032(%rsp), %ymm13
	vinsertf64x4	$1, %ymm13, %zmm11, %zmm11
	vcvtpd2ps	%zmm15, %ymm13
	vcvtpd2ps	%zmm28, %ymm12
	vcvtpd2ps	%zmm8, %ymm8
	vcvtpd2ps	%zmm10, %ymm10
	vinsertf64x4	$1, %ymm12, %zmm13, %zmm12
	vinsertf64x4	$1, %ymm10, %zmm8, %zmm8
	vcvtpd2ps	%zmm22, %ymm7
	vcvtpd2ps	1968(%rsp), %ymm10
	vinsertf64x4	$1, %ymm10, %zmm7, %zmm7
	vcvtpd2ps	1648(%rsp), %ymm5
	vcvtpd2ps	2288(%rsp), %ymm4
	vinsertf64x4	$1, %ymm4, %zmm5, %zmm4
	vcvtpd2ps	%zmm19, %ymm2
	vcvtpd2ps	224(%rsp), %ymm5
	vcvtpd2ps	%zmm9, %ymm10
	vinsertf64x4	$1, %ymm5, %zmm2, %zmm2
	vcvtpd2ps	112(%rsp), %ymm5
	vinsertf64x4	$1, %ymm5, %zmm10, %zmm5
	vbroadcastss	.LCPI0_25(%rip), %zmm9
	vmulps	%zmm9, %zmm3, %zmm3
	vmulps	%zmm9, %zmm6, %zmm6
	vsqrtps	%zmm3, %zmm3
	vsqrtps	%zmm6, %zmm6
	vmulps	%zmm7, %zmm3, %zmm7
	vmulps	%zmm1, %zmm3, %zmm1
	vmulps	%zmm4, %zmm6, %zmm3
	vmulps	%zmm11, %zmm6, %zmm4
	vmulps	%zmm9, %zmm14, %zmm6
	vmulps	%zmm9, %zmm0, %zmm0
	vsqrtps	%zmm6, %zmm6
	vsqrtps	%zmm0, %zmm0
	vmulps	%zmm2, %zmm6, %zmm2
	vmulps	%zmm12, %zmm6, %zmm6
	vmulps	%zmm5, %zmm0, %zmm5
	vmulps	%zmm8, %zmm0, %zmm0
	vmovaps	%zmm7, %zmm8
	vmovaps	.LCPI0_43(%rip), %zmm10
	vpermt2ps	%zmm1, %zmm10, %zmm8
	vmovaps	.LCPI0_44(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm7
	vmovups	%zmm7, 4472(%rsp,%rdi,8)
	vmovups	%zmm8, 4536(%rsp,%rdi,8)
	vmovaps	%zmm3, %zmm1
	vpermt2ps	%zmm4, %zmm10, %zmm1
	vpermt2ps	%zmm4, %zmm9, %zmm3
	vmovups	%zmm3, 4600(%rsp,%rdi,8)
	vmovups	%zmm1, 4664(%rsp,%rdi,8)
	vmovaps	%zmm2, %zmm1
	vpermt2ps	%zmm6, %zmm10, %zmm1
	vpermt2ps	%zmm6, %zmm9, %zmm2
	vmovups	%zmm2, 4728(%rsp,%rdi,8)
	vmovups	%zmm1, 4792(%rsp,%rdi,8)
	vmovaps	%zmm5, %zmm1
	vpermt2ps	%zmm0, %zmm10, %zmm1
	vpermt2ps	%zmm0, %zmm9, %zmm5
	vmovups	%zmm5, 4856(%rsp,%rdi,8)
	vmovups	%zmm1, 4920(%rsp,%rdi,8)
	addq	$64, %rdi
	cmpq	%rdi, %rax
	jne	.LBB0_33
	cmpq	%rax, -8(%rsp)
	movq	-128(%rsp), %rbp
	vmovss	.LCPI0_11(%rip), %xmm17
	vmovd	.LCPI0_12(%rip), %xmm23
	vmovss	.LCPI0_17(%rip), %xmm8
	vmovss	.LCPI0_18(%rip), %xmm4
	vmovd	.LCPI0_19(%rip), %xmm26
	vmovd	.LCPI0_21(%rip), %xmm25
	vmovd	.LCPI0_22(%rip), %xmm24
	vmovss	.LCPI0_23(%rip), %xmm20
	vmovd	.LCPI0_24(%rip), %xmm6
	vmovd	.LCPI0_25(%rip), %xmm30
	vmovq	.LCPI0_26(%rip), %xmm10
	vmovq	.LCPI0_27(%rip), %xmm15
	vmovq	.LCPI0_28(%rip), %xmm11
	vmovq	.LCPI0_29(%rip), %xmm12
	vmovq	.LCPI0_30(%rip), %xmm13
	vmovq	.LCPI0_31(%rip), %xmm14
	vmovq	.LCPI0_46(%rip), %xmm16
	vmovq	.LCPI0_35(%rip), %xmm9
	vmovsd	.LCPI0_32(%rip), %xmm31
	vmovq	.LCPI0_36(%rip), %xmm7
	vmovq	.LCPI0_33(%rip), %xmm27
	vmovq	.LCPI0_37(%rip), %xmm28
	vmovq	.LCPI0_47(%rip), %xmm29
	vmovq	.LCPI0_39(%rip), %xmm19
	vpbroadcastq	.LCPI0_4(%rip), %zmm18
	vpbroadcastq	.LCPI0_5(%rip), %zmm22
	movq	-80(%rsp), %r8
	je	.LBB0_16
	movq	3568(%rsp), %rdx
	movq	64(%rsp), %rax
	testb	$56, -8(%rsp)
	je	.LBB0_15
.LBB0_36:
	vmovaps	%xmm4, %xmm17
	vbroadcastss	.LCPI0_12(%rip), %ymm7
	vbroadcastss	.LCPI0_21(%rip), %ymm19
	vbroadcastss	.LCPI0_22(%rip), %ymm20
	vbroadcastss	.LCPI0_23(%rip), %ymm24
	vbroadcastss	.LCPI0_24(%rip), %ymm25
	vbroadcastss	.LCPI0_25(%rip), %ymm26
	vbroadcastsd	.LCPI0_26(%rip), %zmm27
	vbroadcastsd	.LCPI0_27(%rip), %zmm28
	vbroadcastsd	.LCPI0_28(%rip), %zmm29
	vbroadcastsd	.LCPI0_29(%rip), %zmm30
	vbroadcastsd	.LCPI0_30(%rip), %zmm31
	vbroadcastsd	.LCPI0_31(%rip), %zmm8
	vbroadcastsd	.LCPI0_32(%rip), %zmm22
	vbroadcastsd	.LCPI0_33(%rip), %zmm23
	vbroadcastsd	.LCPI0_46(%rip), %zmm18
	vbroadcastsd	.LCPI0_35(%rip), %zmm6
	vbroadcastsd	.LCPI0_36(%rip), %zmm21
	vbroadcastsd	.LCPI0_37(%rip), %zmm9
	vbroadcastsd	.LCPI0_47(%rip), %zmm10
	vbroadcastsd	.LCPI0_39(%rip), %zmm11
	vbroadcastsd	.LCPI0_40(%rip), %zmm12
	vpbroadcastq	.LCPI0_41(%rip), %zmm13
	vpbroadcastq	.LCPI0_42(%rip), %zmm14
	vmovaps	.LCPI0_44(%rip), %zmm15
	movq	4272(%rsp), %rcx
	vbroadcastss	.LCPI0_11(%rip), %ymm16
	.p2align	4
.LBB0_37:
	vmovdqu64	4472(%rsp,%rdx,8), %zmm0
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
	vmulps	%ymm19, %ymm4, %ymm4
	vaddps	%ymm20, %ymm4, %ymm4
	vmulps	%ymm4, %ymm3, %ymm3
	vmovdqa	.LCPI0_45(%rip), %ymm4
	vpermd	4472(%rsp,%rdx,8), %zmm4, %zmm4
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
	vmulps	%ymm24, %ymm0, %ymm3
	vaddps	%ymm2, %ymm3, %ymm2
	vsubps	%ymm5, %ymm2, %ymm2
	vaddps	%ymm2, %ymm1, %ymm1
	vmulps	%ymm25, %ymm0, %ymm0
	vaddps	%ymm1, %ymm0, %ymm0
	vcvtps2pd	%ymm4, %zmm1
	vmulpd	%zmm27, %zmm1, %zmm1
	vaddpd	%zmm28, %zmm1, %zmm2
	vaddpd	%zmm29, %zmm2, %zmm3
	vsubpd	%zmm3, %zmm1, %zmm1
	vmulpd	%zmm30, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm3
	vmulpd	%zmm31, %zmm3, %zmm4
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm22, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm23, %zmm4, %zmm4
	vmulpd	%zmm3, %zmm1, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm18, %zmm3, %zmm4
	vaddpd	%zmm6, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm21, %zmm4, %zmm4
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
	vmulps	%ymm26, %ymm0, %ymm0
	vsqrtps	%ymm0, %ymm0
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm1, %ymm1
	vmulps	%ymm1, %ymm0, %ymm1
	vmulps	%ymm2, %ymm0, %ymm0
	vpermt2ps	%zmm0, %zmm15, %zmm1
	vmovups	%zmm1, 4472(%rsp,%rdx,8)
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.LBB0_37
	movq	4208(%rsp), %rax
	cmpq	%rcx, -8(%rsp)
	vmovd	.LCPI0_21(%rip), %xmm25
	vmovd	.LCPI0_22(%rip), %xmm24
	vmovss	.LCPI0_23(%rip), %xmm20
	vmovd	.LCPI0_24(%rip), %xmm6
	vmovd	.LCPI0_25(%rip), %xmm30
	vmovq	.LCPI0_26(%rip), %xmm10
	vmovq	.LCPI0_27(%rip), %xmm15
	vmovq	.LCPI0_28(%rip), %xmm11
	vmovq	.LCPI0_29(%rip), %xmm12
	vmovq	.LCPI0_30(%rip), %xmm13
	vmovq	.LCPI0_31(%rip), %xmm14
	vmovq	.LCPI0_46(%rip), %xmm16
	vmovq	.LCPI0_35(%rip), %xmm9
	vmovsd	.LCPI0_32(%rip), %xmm31
	vmovq	.LCPI0_36(%rip), %xmm7
	vmovq	.LCPI0_33(%rip), %xmm27
	vmovq	.LCPI0_37(%rip), %xmm28
	vmovq	.LCPI0_47(%rip), %xmm29
	vmovq	.LCPI0_39(%rip), %xmm19
	vpbroadcastq	.LCPI0_4(%rip), %zmm18
	vpbroadcastq	.LCPI0_5(%rip), %zmm22
	vmovd	.LCPI0_12(%rip), %xmm23
	vmovss	.LCPI0_17(%rip), %xmm8
	vmovaps	%xmm17, %xmm4
	vmovss	.LCPI0_11(%rip), %xmm17
	vmovd	.LCPI0_19(%rip), %xmm26
	je	.LBB0_16
	.p2align	4
.LBB0_15:
	movl	4472(%rsp,%rax,4), %edx
	shrl	$9, %edx
	vpxord	%xmm21, %xmm21, %xmm21
	vcvtsi2ss	%edx, %xmm21, %xmm0
	movl	4476(%rsp,%rax,4), %edx
	vaddss	%xmm17, %xmm0, %xmm0
	vmulss	%xmm23, %xmm0, %xmm0
	shrl	$9, %edx
	vpxord	%xmm21, %xmm21, %xmm21
	vcvtsi2ss	%edx, %xmm21, %xmm1
	vaddss	%xmm17, %xmm1, %xmm1
	vmulss	%xmm23, %xmm1, %xmm1
	vmovd	%xmm0, %edx
	addl	$4913933, %edx
	movl	%edx, %edi
	shrl	$23, %edi
	addl	$-127, %edi
	andl	$8388607, %edx
	addl	$1060439283, %edx
	vmovd	%edx, %xmm0
	vaddss	%xmm0, %xmm8, %xmm0
	vaddss	%xmm4, %xmm0, %xmm2
	vdivss	%xmm2, %xmm0, %xmm2
	vmulss	%xmm2, %xmm2, %xmm3
	vmovaps	%xmm4, %xmm21
	vmulss	%xmm3, %xmm3, %xmm4
	vmulss	%xmm26, %xmm4, %xmm5
	vaddss	.LCPI0_20(%rip), %xmm5, %xmm5
	vmulss	%xmm5, %xmm4, %xmm5
	vmulss	%xmm25, %xmm4, %xmm4
	vaddss	%xmm24, %xmm4, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vaddss	%xmm5, %xmm3, %xmm3
	vmulss	%xmm17, %xmm0, %xmm4
	vcvtsi2ss	%edi, %xmm20, %xmm5
	vmulss	%xmm4, %xmm0, %xmm4
	vaddss	%xmm3, %xmm4, %xmm3
	vmulss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm20, %xmm5, %xmm3
	vaddss	%xmm2, %xmm3, %xmm2
	vsubss	%xmm4, %xmm2, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vmulss	%xmm6, %xmm5, %xmm2
	vaddss	%xmm0, %xmm2, %xmm0
	vmulss	%xmm30, %xmm0, %xmm0
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vsqrtss	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm1, %xmm10, %xmm1
	vaddsd	%xmm1, %xmm15, %xmm2
	vaddsd	%xmm2, %xmm11, %xmm3
	vsubsd	%xmm3, %xmm1, %xmm1
	vmovq	%xmm2, %rdx
	testb	$2, %dl
	sete	%dil
	vmulsd	%xmm1, %xmm12, %xmm1
	vmulsd	%xmm1, %xmm1, %xmm2
	vmulsd	%xmm2, %xmm13, %xmm3
	vaddsd	%xmm3, %xmm14, %xmm3
	vmulsd	%xmm16, %xmm2, %xmm4
	vaddsd	%xmm4, %xmm9, %xmm4
	vmulsd	%xmm3, %xmm2, %xmm3
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm31, %xmm3, %xmm3
	vaddsd	%xmm7, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm2, %xmm3
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm27, %xmm3, %xmm3
	vaddsd	%xmm28, %xmm4, %xmm4
	vmulsd	%xmm2, %xmm1, %xmm5
	vmulsd	%xmm3, %xmm5, %xmm3
	vmulsd	%xmm2, %xmm2, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vmulsd	%xmm29, %xmm2, %xmm2
	vaddsd	%xmm19, %xmm2, %xmm2
	vaddsd	%xmm3, %xmm1, %xmm1
	vaddsd	%xmm4, %xmm2, %xmm2
	vmovddup	.LCPI0_40(%rip), %xmm3
	vxorpd	%xmm3, %xmm1, %xmm4
	vxorpd	%xmm3, %xmm2, %xmm3
	kmovd	%edi, %k1
	vmovapd	%xmm4, %xmm5
	vmovsd	%xmm1, %xmm5, %xmm5 {%k1}
	vmovsd	%xmm2, %xmm3, %xmm3 {%k1}
	vmovsd	%xmm4, %xmm1, %xmm1 {%k1}
	vmovaps	%xmm21, %xmm4
	kmovd	%edx, %k1
	vmovsd	%xmm3, %xmm5, %xmm5 {%k1}
	vmovsd	%xmm1, %xmm3, %xmm3 {%k1}
	vunpcklpd	%xmm5, %xmm3, %xmm1
	vcvtpd2ps	%xmm1, %xmm1
	vbroadcastss	%xmm0, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vmovlps	%xmm0, 4472(%rsp,%rax,4)
	addq	$2, %rax
	cmpq	%r9, %rax
	jb	.LBB0_15
.LBB0_16:
	cmpq	$4, %r9
	setb	%al
	orb	80(%rsp), %al
	testb	$1, %al
	vbroadcastss	.LCPI0_11(%rip), %zmm23
	je	.LBB0_18
	xorl	%eax, %eax
	vmovd	.LCPI0_21(%rip), %xmm4
	vmovd	-108(%rsp), %xmm24
	vmovss	-112(%rsp), %xmm25
	vmovss	.LCPI0_23(%rip), %xmm20
	vmovaps	784(%rsp), %xmm26
	vmovq	.LCPI0_33(%rip), %xmm5
	vmovaps	96(%rsp), %xmm2
	vmovdqu64	3632(%rsp), %zmm16
	vmovdqu64	2160(%rsp), %zmm30
	vmovdqu64	1456(%rsp), %zmm10
	vmovdqu64	1904(%rsp), %zmm9
	vmovdqu64	1840(%rsp), %zmm28
	vmovdqu64	1200(%rsp), %zmm12
	vmovdqu64	1264(%rsp), %zmm13
	vmovdqu64	1136(%rsp), %zmm6
	vmovdqu64	1584(%rsp), %zmm21
	vmovdqu64	944(%rsp), %zmm27
	vmovdqu64	1008(%rsp), %zmm14
	vmovdqu64	3120(%rsp), %zmm29
	vpbroadcastd	.LCPI0_49(%rip), %zmm11
	vpbroadcastd	.LCPI0_50(%rip), %zmm31
	vbroadcastss	.LCPI0_48(%rip), %zmm15
	vmovups	3056(%rsp), %zmm8
	.p2align	4
.LBB0_26:
	vmovss	(%r8,%rax,4), %xmm0
	vmovss	(%r10,%rax,4), %xmm1
	vsubss	%xmm0, %xmm1, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	%xmm17, %xmm1, %xmm1
	vmulss	%xmm1, %xmm26, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmulss	4472(%rsp,%rax,4), %xmm2, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	vmovd	%xmm0, %edx
	movl	%edx, %edi
	andl	$2147483647, %edi
	cmpl	$2139095041, %edi
	cmovael	%esi, %edx
	movl	%edx, (%r8,%rax,4)
	incq	%rax
	cmpq	%r9, %rax
	jb	.LBB0_26
	jmp	.LBB0_13
	.p2align	4
.LBB0_18:
	cmpq	$32, %r9
	vmovd	-108(%rsp), %xmm24
	vmovss	.LCPI0_23(%rip), %xmm20
	vmovaps	784(%rsp), %xmm26
	vmovq	.LCPI0_33(%rip), %xmm5
	vbroadcastss	.LCPI0_11(%rip), %xmm19
	vmovaps	96(%rsp), %xmm2
	vmovups	3056(%rsp), %zmm8
	jae	.LBB0_22
	xorl	%edx, %edx
	vmovd	.LCPI0_21(%rip), %xmm4
	vmovss	-112(%rsp), %xmm25
	vmovdqu64	3632(%rsp), %zmm16
	vmovdqu64	2160(%rsp), %zmm30
	vmovdqu64	1456(%rsp), %zmm10
	vmovdqu64	1904(%rsp), %zmm9
	vmovdqu64	1840(%rsp), %zmm28
	vmovdqu64	1200(%rsp), %zmm12
	vmovdqu64	1264(%rsp), %zmm13
	vmovdqu64	1136(%rsp), %zmm6
	vmovdqu64	1584(%rsp), %zmm21
	vmovdqu64	944(%rsp), %zmm27
	vmovdqu64	1008(%rsp), %zmm14
	vmovdqu64	3120(%rsp), %zmm29
	vpbroadcastd	.LCPI0_49(%rip), %zmm11
	vpbroadcastd	.LCPI0_50(%rip), %zmm31
	vbroadcastss	.LCPI0_48(%rip), %zmm15
	jmp	.LBB0_20
.LBB0_22:
	vbroadcastss	%xmm2, %zmm0
	xorl	%eax, %eax
	vmovss	-112(%rsp), %xmm25
	movq	3504(%rsp), %rcx
	vmovdqu64	3632(%rsp), %zmm16
	vmovdqu64	2160(%rsp), %zmm30
	vmovdqu64	1456(%rsp), %zmm10
	vmovdqu64	1904(%rsp), %zmm9
	vmovdqu64	1840(%rsp), %zmm28
	vmovdqu64	1200(%rsp), %zmm12
	vmovdqu64	1264(%rsp), %zmm13
	vmovdqu64	1136(%rsp), %zmm6
	vmovdqu64	1584(%rsp), %zmm21
	vmovdqu64	944(%rsp), %zmm27
	vmovdqu64	1008(%rsp), %zmm14
	vmovdqu64	3120(%rsp), %zmm29
	vpbroadcastd	.LCPI0_49(%rip), %zmm11
	vpbroadcastd	.LCPI0_50(%rip), %zmm31
	vbroadcastss	.LCPI0_48(%rip), %zmm15
	.p2align	4
.LBB0_23:
	vmovups	(%r8,%rax,4), %zmm1
	vmovups	64(%r8,%rax,4), %zmm2
	vmovups	(%r10,%rax,4), %zmm3
	vmovups	64(%r10,%rax,4), %zmm4
	vsubps	%zmm1, %zmm3, %zmm3
	vsubps	%zmm2, %zmm4, %zmm4
	vaddps	%zmm3, %zmm3, %zmm3
	vaddps	%zmm4, %zmm4, %zmm4
	vmulps	%zmm23, %zmm3, %zmm3
	vmulps	%zmm23, %zmm4, %zmm4
	vmulps	%zmm3, %zmm8, %zmm3
	vmulps	%zmm4, %zmm8, %zmm4
	vaddps	%zmm3, %zmm1, %zmm1
	vaddps	%zmm4, %zmm2, %zmm2
	vmulps	4472(%rsp,%rax,4), %zmm0, %zmm3
	vaddps	%zmm1, %zmm3, %zmm1
	vmulps	4536(%rsp,%rax,4), %zmm0, %zmm3
	vaddps	%zmm2, %zmm3, %zmm2
	vandps	%zmm15, %zmm1, %zmm3
	vandps	%zmm15, %zmm2, %zmm4
	vpcmpgtd	%zmm11, %zmm3, %k1
	vpcmpgtd	%zmm11, %zmm4, %k2
	vmovdqa32	%zmm31, %zmm1 {%k1}
	vmovdqa32	%zmm31, %zmm2 {%k2}
	vmovdqu64	%zmm1, (%r8,%rax,4)
	vmovdqu64	%zmm2, 64(%r8,%rax,4)
	addq	$32, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_23
	cmpq	%rcx, %r9
	vmovd	.LCPI0_21(%rip), %xmm4
	vmovaps	96(%rsp), %xmm2
	je	.LBB0_13
	movq	3504(%rsp), %rdx
	movq	%rdx, %rax
	testb	$28, %r9b
	je	.LBB0_26
.LBB0_20:
	vbroadcastss	%xmm2, %xmm0
	.p2align	4
.LBB0_21:
	vmovups	(%r8,%rdx,4), %xmm1
	vmovups	(%r10,%rdx,4), %xmm2
	vsubps	%xmm1, %xmm2, %xmm2
	vaddps	%xmm2, %xmm2, %xmm2
	vmulps	%xmm19, %xmm2, %xmm2
	vmulps	%xmm2, %xmm8, %xmm2
	vaddps	%xmm2, %xmm1, %xmm1
	vmulps	4472(%rsp,%rdx,4), %xmm0, %xmm2
	vaddps	%xmm1, %xmm2, %xmm1
	vandps	.LCPI0_48(%rip){1to4}, %xmm1, %xmm2
	vpcmpgtd	.LCPI0_49(%rip){1to4}, %xmm2, %k1
	vpbroadcastd	.LCPI0_50(%rip), %xmm1 {%k1}
	vmovdqu	%xmm1, (%r8,%rdx,4)
	addq	$4, %rdx
	cmpq	%rdx, %r9
	jne	.LBB0_21
	jmp	.LBB0_13
.LBB0_11:
	vmulss	-24(%rsp), %xmm19, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	vmovss	%xmm19, 88(%rsp)
	testq	%r9, %r9
	jne	.LBB0_39
	jmp	.LBB0_13
	.p2align	4
.LBB0_51:
	testq	%r9, %r9
	je	.LBB0_14
	imulq	56(%rsp), %rax
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
	jmp	.LBB0_53
	.p2align	4
.LBB0_65:
	incq	%rdi
	cmpq	-96(%rsp), %rdi
	movq	-120(%rsp), %r11
	movq	%rbx, %r9
	movq	%r14, %rbx
	vmovdqa64	%zmm31, %zmm11
	vmovapd	%zmm9, %zmm31
	vmovdqa64	%zmm28, %zmm9
	vmovdqa64	%zmm14, %zmm28
	vmovdqa64	%zmm16, %zmm14
	vmovdqa64	%zmm7, %zmm16
	je	.LBB0_14
.LBB0_53:
	vmovdqa64	%zmm16, %zmm7
	vmovdqa64	%zmm14, %zmm16
	vmovdqa64	%zmm28, %zmm14
	vmovdqa64	%zmm9, %zmm28
	vmovapd	%zmm31, %zmm9
	vmovdqa64	%zmm11, %zmm31
	cmpq	$8, %r9
	setb	%r8b
	orb	%al, %r8b
	testb	$1, %r8b
	je	.LBB0_55
	xorl	%r8d, %r8d
	movq	%rbx, %r14
	movq	%r9, %rbx
	movl	$2143289344, %r9d
	jmp	.LBB0_64
	.p2align	4
.LBB0_55:
	cmpq	$64, %r9
	vbroadcastss	.LCPI0_11(%rip), %ymm11
	jae	.LBB0_57
	xorl	%r10d, %r10d
	movq	%rbx, %r14
	jmp	.LBB0_61
	.p2align	4
.LBB0_57:
	vmovdqa64	%zmm21, %zmm27
	vmovdqa64	%zmm6, %zmm29
	vmovdqa64	%zmm13, %zmm10
	vmovdqa64	%zmm12, %zmm13
	vmovdqa64	%zmm30, %zmm12
	vmovdqa64	%zmm7, %zmm30
	vmovaps	%xmm20, %xmm21
	movq	%rdx, %r8
	xorl	%r10d, %r10d
	vmovdqa64	%zmm31, %zmm19
	vmovdqa64	%zmm15, %zmm20
	vmovapd	%zmm9, %zmm15
	.p2align	4
.LBB0_58:
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
	vmulps	%zmm23, %zmm4, %zmm4
	vmulps	%zmm23, %zmm5, %zmm5
	vmulps	%zmm23, %zmm6, %zmm6
	vmulps	%zmm23, %zmm7, %zmm7
	vmulps	%zmm4, %zmm8, %zmm4
	vmulps	%zmm5, %zmm8, %zmm5
	vmulps	%zmm6, %zmm8, %zmm6
	vmulps	%zmm7, %zmm8, %zmm7
	vaddps	%zmm4, %zmm0, %zmm0
	vaddps	%zmm5, %zmm1, %zmm1
	vaddps	%zmm6, %zmm2, %zmm2
	vaddps	%zmm7, %zmm3, %zmm3
	vandps	%zmm20, %zmm0, %zmm4
	vandps	%zmm20, %zmm1, %zmm5
	vandps	%zmm20, %zmm2, %zmm6
	vandps	%zmm20, %zmm3, %zmm7
	vpcmpgtd	%zmm19, %zmm4, %k1
	vpcmpgtd	%zmm19, %zmm5, %k2
	vpcmpgtd	%zmm19, %zmm6, %k3
	vpcmpgtd	%zmm19, %zmm7, %k4
	vmovdqa32	%zmm15, %zmm0 {%k1}
	vmovdqa32	%zmm15, %zmm1 {%k2}
	vmovdqa32	%zmm15, %zmm2 {%k3}
	vmovdqa32	%zmm15, %zmm3 {%k4}
	vmovdqu64	%zmm0, (%r15,%r10,4)
	vmovdqu64	%zmm1, 64(%r15,%r10,4)
	vmovdqu64	%zmm2, 128(%r15,%r10,4)
	vmovdqu64	%zmm3, 192(%r15,%r10,4)
	addq	$64, %r10
	addq	$-64, %r8
	jne	.LBB0_58
	cmpq	%rdx, %r9
	movq	%rbx, %r14
	movq	%r9, %rbx
	movl	$2143289344, %r9d
	vmovd	.LCPI0_21(%rip), %xmm4
	vmovq	.LCPI0_33(%rip), %xmm5
	vmovdqa64	%zmm20, %zmm15
	vmovaps	%xmm21, %xmm20
	vmovdqa64	%zmm30, %zmm7
	vmovdqa64	%zmm12, %zmm30
	vmovdqa64	%zmm13, %zmm12
	vmovdqa64	%zmm10, %zmm13
	vmovdqa64	%zmm29, %zmm6
	vmovdqa64	%zmm27, %zmm21
	vmovdqu64	944(%rsp), %zmm27
	vmovdqu64	3120(%rsp), %zmm29
	vmovdqu64	1456(%rsp), %zmm10
	je	.LBB0_65
	movq	%rdx, %r10
	movq	%rdx, %r8
	testb	$56, %bl
	je	.LBB0_64
.LBB0_61:
	vbroadcastss	.LCPI0_48(%rip), %ymm2
	vpbroadcastd	.LCPI0_49(%rip), %ymm19
	.p2align	4
.LBB0_62:
	vmovups	(%r15,%r10,4), %ymm0
	vmovups	(%r14,%r10,4), %ymm1
	vsubps	%ymm0, %ymm1, %ymm1
	vaddps	%ymm1, %ymm1, %ymm1
	vmulps	%ymm1, %ymm11, %ymm1
	vmulps	%ymm1, %ymm8, %ymm1
	vaddps	%ymm1, %ymm0, %ymm0
	vandps	%ymm2, %ymm0, %ymm1
	vpcmpgtd	%ymm19, %ymm1, %k1
	vpbroadcastd	.LCPI0_50(%rip), %ymm0 {%k1}
	vmovdqu	%ymm0, (%r15,%r10,4)
	addq	$8, %r10
	cmpq	%r10, %rsi
	jne	.LBB0_62
	movq	%rsi, %r8
	movq	-56(%rsp), %rbx
	cmpq	%rsi, %rbx
	movl	$2143289344, %r9d
	je	.LBB0_65
	.p2align	4
.LBB0_64:
	vmovss	(%r15,%r8,4), %xmm0
	vmovss	(%r14,%r8,4), %xmm1
	vsubss	%xmm0, %xmm1, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	%xmm17, %xmm1, %xmm1
	vmulss	%xmm1, %xmm26, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %r10d
	movl	%r10d, %r11d
	andl	$2147483647, %r11d
	cmpl	$2139095041, %r11d
	cmovael	%r9d, %r10d
	movl	%r10d, (%r15,%r8,4)
	incq	%r8
	cmpq	%rbx, %r8
	jb	.LBB0_64
	jmp	.LBB0_65
.LBB0_67:
	cmpq	%rbp, %rcx
	jbe	.LBB0_133
	cmpq	$0, -96(%rsp)
	je	.LBB0_133
	movq	%rbp, %r8
	imulq	%r11, %r8
	leaq	(,%r8,4), %rcx
	leaq	(,%r11,4), %r14
	leaq	4(,%rbp,4), %rax
	imulq	%r11, %rax
	movq	%rax, 184(%rsp)
	cmpl	$0, 8(%rsp)
	movq	%rcx, 48(%rsp)
	movq	%r14, 192(%rsp)
	je	.LBB0_76
	movq	16(%rdi), %rdi
	movl	$3449720151, %r13d
	movq	%r11, %r12
	andq	$-4, %r12
	movq	%r11, %rax
	shrq	$2, %rax
	movq	%rbp, -128(%rsp)
	movq	%rax, %rbp
	movq	-88(%rsp), %rbx
	movq	%rbx, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %rdx
	movq	%rdx, 1456(%rsp)
	leaq	842468239(%rax), %rdx
	movq	%rdx, 224(%rsp)
	leaq	-1(%r12), %r15
	shrq	%r15
	leaq	4(%rdi), %r10
	leaq	-1(%rbp), %rdx
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
	leaq	12(%rdi), %rcx
	cmpq	%rcx, %r8
	setb	%r8b
	orb	%dl, %r8b
	orb	%sil, %r8b
	movb	%r8b, 208(%rsp)
	movabsq	$2305843009213693920, %rdx
	movq	%rbp, -80(%rsp)
	movq	%rbp, %rsi
	andq	%rdx, %rsi
	movq	%rsi, 2928(%rsp)
	orq	$24, %rdx
	andq	%rbp, %rdx
	movq	%rdx, 832(%rsp)
	leaq	-1(%r12), %rcx
	movq	%rcx, 872(%rsp)
	leaq	-1(%r12), %rdx
	shrq	$62, %rdx
	setne	%dl
	movq	%r15, %rcx
	leaq	(%rdi,%r15,8), %rsi
	addq	$4, %rsi
	leaq	4(%rdi), %r8
	cmpq	%r8, %rsi
	setb	%sil
	orb	%dl, %sil
	movb	%sil, 3632(%rsp)
	leaq	1684936478(%rax), %rdx
	leaq	534103459(%rax), %r9
	movq	-128(%rsp), %r15
	leal	-1767562579(%rax), %ebp
	leaq	-305585874(%rax,%r13), %rsi
	movq	%rsi, 80(%rsp)
	leaq	536882365(%rax,%r13), %rsi
	leaq	-613950654(%rax,%r13), %r8
	leaq	228517585(%rax,%r13), %rax
	movq	%rax, 368(%rsp)
	movq	48(%rsp), %r10
	leaq	1(%rcx), %rcx
	vpbroadcastq	%rbx, %zmm3
	leaq	-795284382(%rbx,%r13), %rax
	movq	%rax, 24(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4400(%rsp)
	leaq	1013904242(%rbx), %rax
	movq	%rax, 2096(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3504(%rsp)
	movq	1456(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4336(%rsp)
	leaq	218619860(%rbx,%r13), %rax
	movq	%rax, 880(%rsp)
	leaq	218619860(%rbx,%r13), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4272(%rsp)
	movq	224(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4208(%rsp)
	leaq	2027808484(%rbx), %rax
	movq	%rax, 1392(%rsp)
	leaq	2027808484(%rbx), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4144(%rsp)
	movq	%rsi, 432(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 2032(%rsp)
	leaq	387276957(%rbx), %rsi
	movq	%rsi, 1328(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 1968(%rsp)
	movq	%r8, 592(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 3440(%rsp)
	leaq	-408007425(%rbx,%r13), %rsi
	movq	%rsi, 96(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 3376(%rsp)
	movq	%rdx, 720(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 4080(%rsp)
	leaq	1401181199(%rbx), %rdx
	movq	%rdx, -32(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 4016(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 3952(%rsp)
	leaq	605896817(%rbx,%r13), %rdx
	movq	%rdx, 1008(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 944(%rsp)
	movq	368(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 1264(%rsp)
	leal	-1879881855(%rbx), %eax
	movl	%eax, -56(%rsp)
	vpbroadcastd	%eax, %ymm0
	vmovdqu	%ymm0, 1200(%rsp)
	vpbroadcastd	%ebp, %ymm0
	vmovdqu	%ymm0, 1136(%rsp)
	movabsq	$4611686018427387903, %rdx
	leaq	-63(%rdx), %rsi
	andq	%rcx, %rsi
	addq	$-7, %rdx
	movq	%rcx, 2992(%rsp)
	andq	%rcx, %rdx
	movq	%r11, %rax
	andq	$-32, %rax
	movq	%rax, 2160(%rsp)
	movabsq	$2305843009213693944, %rcx
	movq	-80(%rsp), %rax
	andq	%rax, %rcx
	negq	%rcx
	movq	%rcx, 824(%rsp)
	movq	%r15, %rax
	imulq	(%rsp), %rax
	movq	%rax, 3056(%rsp)
	vpbroadcastq	.LCPI0_0(%rip), %zmm0
	vmovss	.LCPI0_11(%rip), %xmm23
	vmovss	.LCPI0_12(%rip), %xmm31
	vmovd	.LCPI0_17(%rip), %xmm15
	vmovd	.LCPI0_18(%rip), %xmm14
	vmovss	.LCPI0_19(%rip), %xmm7
	vmovd	.LCPI0_20(%rip), %xmm13
	vmovss	.LCPI0_21(%rip), %xmm20
	vmovss	.LCPI0_22(%rip), %xmm21
	vmovd	.LCPI0_23(%rip), %xmm11
	vmovss	.LCPI0_24(%rip), %xmm8
	leaq	1(%r12), %rax
	movq	%rax, -8(%rsp)
	leaq	2(%r12), %rax
	movq	%rax, -16(%rsp)
	leaq	(%rdi,%r14), %rax
	movq	%rax, 800(%rsp)
	movq	%rsi, 352(%rsp)
	leaq	(%rsi,%rsi), %rax
	movq	%rax, 816(%rsp)
	movq	%rdx, 864(%rsp)
	leaq	(%rdx,%rdx), %rax
	movq	%rax, 856(%rsp)
	leaq	384(%rdi), %rax
	movq	%rax, 360(%rsp)
	movq	-64(%rsp), %rcx
	leaq	64(%rcx,%r10), %r8
	movq	-104(%rsp), %rax
	leaq	64(%rax,%r10), %rdx
	addq	%r10, %rcx
	movq	%rcx, 32(%rsp)
	leaq	(%rax,%r10), %rcx
	xorl	%ebx, %ebx
	vmovq	.LCPI0_33(%rip), %xmm27
	vmovsd	.LCPI0_37(%rip), %xmm28
	vpbroadcastq	.LCPI0_4(%rip), %zmm17
	vpbroadcastq	.LCPI0_5(%rip), %zmm29
	vmovdqa64	.LCPI0_6(%rip), %zmm30
	vpbroadcastd	%xmm26, %zmm9
	movq	%r9, 496(%rsp)
	movq	%rdi, 1520(%rsp)
	vmovdqu64	%zmm9, 2224(%rsp)
	movq	%r12, 16(%rsp)
	movl	%ebp, 656(%rsp)
	vmovdqu64	%zmm3, 3568(%rsp)
	jmp	.LBB0_71
	.p2align	4
.LBB0_132:
	movq	%rbp, %r15
	incq	%r15
	movq	808(%rsp), %rbx
	incq	%rbx
	movq	3056(%rsp), %rax
	addq	(%rsp), %rax
	movq	%rax, 3056(%rsp)
	movq	192(%rsp), %r14
	addq	%r14, %r8
	movq	64(%rsp), %rdx
	addq	%r14, %rdx
	addq	%r14, 32(%rsp)
	movq	40(%rsp), %rcx
	addq	%r14, %rcx
	cmpq	-48(%rsp), %r15
	movq	48(%rsp), %r10
	vpbroadcastq	.LCPI0_0(%rip), %zmm0
	je	.LBB0_133
.LBB0_71:
	movq	%rcx, 40(%rsp)
	movq	%rdx, 64(%rsp)
	movq	%r8, -40(%rsp)
	movq	%r15, -128(%rsp)
	movq	%r14, %rsi
	movq	%rbx, 808(%rsp)
	imulq	%rbx, %rsi
	leaq	(%r10,%rsi), %r8
	movq	-104(%rsp), %rbx
	leaq	(%rbx,%r8), %rax
	movq	%rax, 112(%rsp)
	addq	184(%rsp), %rsi
	leaq	(%rbx,%rsi), %rdx
	movq	-64(%rsp), %r14
	addq	%r14, %r8
	addq	%r14, %rsi
	movq	%r15, %r10
	imulq	%r11, %r10
	movq	%r15, %r11
	imulq	(%rsp), %r11
	movq	-80(%rsp), %rax
	addq	%r11, %rax
	movl	%eax, %ebp
	leaq	78811644(%r13), %r15
	movq	%r15, 560(%rsp)
	imulq	%r15, %rbp
	movq	-88(%rsp), %r15
	xorq	%r15, %rax
	xorq	%rbp, %rax
	shrq	$32, %rax
	imulq	%r13, %rax
	vpbroadcastq	%r11, %zmm5
	movq	-120(%rsp), %r11
	movq	%rax, %rcx
	shrq	$32, %rcx
	xorq	24(%rsp), %rcx
	movq	%rcx, 56(%rsp)
	xorq	80(%rsp), %rbp
	movq	%rbp, 200(%rsp)
	xorq	2096(%rsp), %rax
	movq	%rax, 8(%rsp)
	movq	112(%rsp), %rax
	cmpq	%rsi, %rax
	setb	%sil
	cmpq	%rdx, %r8
	setb	%r8b
	andb	%sil, %r8b
	cmpq	800(%rsp), %rax
	setb	%cl
	cmpq	%rdx, %rdi
	leaq	(%rbx,%r10,4), %rax
	movq	%rax, 848(%rsp)
	leaq	(%r14,%r10,4), %rax
	movq	%rax, 840(%rsp)
	movq	%r15, %r14
	vpaddq	%zmm0, %zmm5, %zmm0
	vmovdqu64	%zmm0, 1584(%rsp)
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm5, %zmm0
	vmovdqu64	%zmm0, 1904(%rsp)
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm5, %zmm0
	vmovdqu64	%zmm0, 1840(%rsp)
	setb	%al
	andb	%cl, %al
	orb	%r8b, %al
	movb	%al, 72(%rsp)
	xorl	%eax, %eax
	vmovss	-20(%rsp), %xmm0
	vmovdqu64	%zmm5, 1776(%rsp)
	jmp	.LBB0_72
	.p2align	4
.LBB0_131:
	vmovss	3312(%rsp), %xmm0
	vmulss	%xmm0, %xmm24, %xmm0
	movq	3248(%rsp), %rax
	incq	%rax
	cmpq	-96(%rsp), %rax
	vmovdqu64	1776(%rsp), %zmm5
	je	.LBB0_132
.LBB0_72:
	vmovss	%xmm0, 3312(%rsp)
	vmovaps	%xmm25, %xmm1
	cmpl	$0, -68(%rsp)
	jne	.LBB0_73
.LBB0_74:
	movq	216(%rsp), %rcx
	addq	%rax, %rcx
	movq	%rcx, %rsi
	shrq	$32, %rsi
	imulq	%r13, %rsi
	movq	%rsi, 1072(%rsp)
	shrq	$32, %rsi
	movl	%ecx, %edx
	xorl	%r14d, %edx
	movq	%rsi, 3120(%rsp)
	xorl	%esi, %edx
	movq	560(%rsp), %r13
	imulq	%r13, %rdx
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorq	80(%rsp), %rsi
	cmpb	$0, 208(%rsp)
	movq	%rax, 3248(%rsp)
	vmovaps	%xmm1, 3184(%rsp)
	movq	%rcx, 88(%rsp)
	movq	%rdx, 112(%rsp)
	movq	%rsi, 288(%rsp)
	je	.LBB0_147
	xorl	%esi, %esi
	movl	$3449720151, %edx
	movq	96(%rsp), %rdi
	movq	-32(%rsp), %r9
	movq	1008(%rsp), %r10
	movl	-56(%rsp), %eax
	jmp	.LBB0_156
	.p2align	4
.LBB0_147:
	vpbroadcastq	%rsi, %zmm27
	cmpq	$128, %r11
	vmovdqu64	%zmm27, 2800(%rsp)
	jae	.LBB0_149
	xorl	%ecx, %ecx
	jmp	.LBB0_153
	.p2align	4
.LBB0_149:
	movq	1072(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vpxorq	4400(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 1712(%rsp)
	vpbroadcastq	%rdx, %zmm2
	vmovdqu64	4144(%rsp), %zmm0
	vpxorq	4336(%rsp), %zmm2, %zmm1
	vmovdqu64	%zmm1, 2864(%rsp)
	movq	360(%rsp), %r12
	movq	2928(%rsp), %rsi
	vmovdqa64	.LCPI0_3(%rip), %zmm4
	vmovdqu64	4080(%rsp), %zmm28
	vmovdqa64	%zmm29, %zmm1
	vmovdqu64	4016(%rsp), %zmm29
	vmovdqa64	%zmm30, %zmm2
	vmovdqu64	3952(%rsp), %zmm30
	vmovdqu64	3568(%rsp), %zmm31
	vmovdqu64	3504(%rsp), %zmm25
	vmovdqu64	4272(%rsp), %zmm26
	vmovdqu64	4208(%rsp), %zmm24
	.p2align	4
.LBB0_150:
	vpaddq	%zmm5, %zmm4, %zmm3
	vpaddq	1584(%rsp), %zmm4, %zmm5
	vpaddq	1904(%rsp), %zmm4, %zmm6
	vpaddq	1840(%rsp), %zmm4, %zmm7
	vpmuludq	%zmm17, %zmm3, %zmm8
	vpmuludq	%zmm17, %zmm5, %zmm9
	vpmuludq	%zmm17, %zmm6, %zmm10
	vpmuludq	%zmm17, %zmm7, %zmm11
	vpternlogq	$150, %zmm31, %zmm8, %zmm3
	vpternlogq	$150, %zmm31, %zmm9, %zmm5
	vpternlogq	$150, %zmm31, %zmm10, %zmm6
	vpternlogq	$150, %zmm31, %zmm11, %zmm7
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm7, %zmm7
	vpmuludq	%zmm1, %zmm3, %zmm3
	vpmuludq	%zmm1, %zmm5, %zmm5
	vpmuludq	%zmm1, %zmm6, %zmm12
	vpmuludq	%zmm1, %zmm7, %zmm7
	vpsrlq	$32, %zmm3, %zmm6
	vpsrlq	$32, %zmm5, %zmm13
	vpsrlq	$32, %zmm12, %zmm14
	vpsrlq	$32, %zmm7, %zmm15
	vmovdqu64	1712(%rsp), %zmm17
	vpxorq	%zmm17, %zmm6, %zmm6
	vpxorq	%zmm17, %zmm13, %zmm13
	vpxorq	%zmm17, %zmm14, %zmm14
	vpxorq	%zmm8, %zmm27, %zmm16
	vpxorq	%zmm9, %zmm27, %zmm9
	vpxorq	%zmm10, %zmm27, %zmm10
	vpxorq	%zmm17, %zmm15, %zmm15
	vpxorq	%zmm11, %zmm27, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm6, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm13
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm6
	vpsrlq	$32, %zmm17, %zmm14
	vpsrlq	$32, %zmm13, %zmm15
	vpmuludq	%zmm1, %zmm16, %zmm16
	vpmuludq	%zmm1, %zmm9, %zmm18
	vpmuludq	%zmm1, %zmm10, %zmm10
	vpmuludq	%zmm1, %zmm11, %zmm11
	vpsrlq	$32, %zmm8, %zmm9
	vpsrlq	$32, %zmm16, %zmm19
	vpsrlq	$32, %zmm18, %zmm20
	vpternlogq	$150, %zmm25, %zmm3, %zmm19
	vpsrlq	$32, %zmm10, %zmm3
	vpternlogq	$150, %zmm25, %zmm5, %zmm20
	vpsrlq	$32, %zmm6, %zmm5
	vpternlogq	$150, %zmm25, %zmm12, %zmm3
	vpsrlq	$32, %zmm11, %zmm12
	vpternlogq	$150, %zmm25, %zmm7, %zmm12
	vmovdqu64	2864(%rsp), %zmm7
	vpxorq	%zmm7, %zmm14, %zmm14
	vpxorq	%zmm7, %zmm15, %zmm15
	vpxorq	%zmm7, %zmm9, %zmm21
	vpxorq	%zmm7, %zmm5, %zmm22
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm12, %zmm3
	vpmuludq	%zmm1, %zmm14, %zmm12
	vpmuludq	%zmm1, %zmm15, %zmm14
	vpmuludq	%zmm1, %zmm21, %zmm15
	vpmuludq	%zmm1, %zmm22, %zmm19
	vpsrlq	$32, %zmm12, %zmm20
	vpternlogq	$150, %zmm16, %zmm26, %zmm20
	vpsrlq	$32, %zmm14, %zmm16
	vpternlogq	$150, %zmm18, %zmm26, %zmm16
	vpsrlq	$32, %zmm15, %zmm18
	vpternlogq	$150, %zmm10, %zmm26, %zmm18
	vpsrlq	$32, %zmm19, %zmm21
	vpternlogq	$150, %zmm11, %zmm26, %zmm21
	vpsrlq	$32, %zmm9, %zmm11
	vpternlogq	$150, %zmm24, %zmm17, %zmm11
	vpsrlq	$32, %zmm7, %zmm17
	vpternlogq	$150, %zmm24, %zmm13, %zmm17
	vpsrlq	$32, %zmm5, %zmm13
	vpternlogq	$150, %zmm24, %zmm8, %zmm13
	vpsrlq	$32, %zmm3, %zmm22
	vpternlogq	$150, %zmm24, %zmm6, %zmm22
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm6
	vpmuludq	%zmm1, %zmm11, %zmm16
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm11
	vpmuludq	%zmm1, %zmm17, %zmm17
	vpmuludq	%zmm1, %zmm13, %zmm13
	vpmuludq	%zmm1, %zmm22, %zmm18
	vpsrlq	$32, %zmm16, %zmm20
	vpternlogq	$150, %zmm0, %zmm12, %zmm20
	vpsrlq	$32, %zmm17, %zmm21
	vpternlogq	$150, %zmm0, %zmm14, %zmm21
	vpsrlq	$32, %zmm13, %zmm14
	vpternlogq	$150, %zmm0, %zmm15, %zmm14
	vpsrlq	$32, %zmm18, %zmm15
	vpternlogq	$150, %zmm0, %zmm19, %zmm15
	vpsrlq	$32, %zmm10, %zmm19
	vmovdqu64	2032(%rsp), %zmm12
	vpternlogq	$150, %zmm9, %zmm12, %zmm19
	vpsrlq	$32, %zmm8, %zmm22
	vpternlogq	$150, %zmm7, %zmm12, %zmm22
	vpsrlq	$32, %zmm6, %zmm7
	vpternlogq	$150, %zmm5, %zmm12, %zmm7
	vpsrlq	$32, %zmm11, %zmm23
	vpternlogq	$150, %zmm3, %zmm12, %zmm23
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm3
	vpmuludq	%zmm1, %zmm19, %zmm15
	vpmuludq	%zmm1, %zmm22, %zmm19
	vpmuludq	%zmm1, %zmm7, %zmm20
	vpmuludq	%zmm1, %zmm23, %zmm21
	vpsrlq	$32, %zmm15, %zmm7
	vmovdqu64	1968(%rsp), %zmm22
	vpternlogq	$150, %zmm16, %zmm22, %zmm7
	vpsrlq	$32, %zmm19, %zmm14
	vpternlogq	$150, %zmm17, %zmm22, %zmm14
	vpsrlq	$32, %zmm20, %zmm16
	vpternlogq	$150, %zmm13, %zmm22, %zmm16
	vpsrlq	$32, %zmm21, %zmm17
	vpternlogq	$150, %zmm18, %zmm22, %zmm17
	vpsrlq	$32, %zmm12, %zmm18
	vmovdqu64	3440(%rsp), %zmm13
	vpternlogq	$150, %zmm13, %zmm10, %zmm18
	vpsrlq	$32, %zmm9, %zmm10
	vpternlogq	$150, %zmm13, %zmm8, %zmm10
	vpsrlq	$32, %zmm5, %zmm22
	vpternlogq	$150, %zmm13, %zmm6, %zmm22
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm13, %zmm11, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm7, %zmm13
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm7
	vpmuludq	%zmm1, %zmm18, %zmm16
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm14
	vpmuludq	%zmm1, %zmm10, %zmm17
	vpmuludq	%zmm1, %zmm22, %zmm18
	vpmuludq	%zmm1, %zmm6, %zmm22
	vpsrlq	$32, %zmm16, %zmm6
	vmovdqu64	3376(%rsp), %zmm11
	vpternlogq	$150, %zmm11, %zmm15, %zmm6
	vpsrlq	$32, %zmm17, %zmm10
	vpternlogq	$150, %zmm11, %zmm19, %zmm10
	vpsrlq	$32, %zmm18, %zmm15
	vpternlogq	$150, %zmm11, %zmm20, %zmm15
	vpsrlq	$32, %zmm22, %zmm19
	vpternlogq	$150, %zmm11, %zmm21, %zmm19
	vpsrlq	$32, %zmm13, %zmm20
	vpternlogq	$150, %zmm12, %zmm28, %zmm20
	vpsrlq	$32, %zmm8, %zmm21
	vpternlogq	$150, %zmm9, %zmm28, %zmm21
	vpsrlq	$32, %zmm7, %zmm9
	vpternlogq	$150, %zmm5, %zmm28, %zmm9
	vpsrlq	$32, %zmm14, %zmm5
	vpternlogq	$150, %zmm3, %zmm28, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm6, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm10, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm6
	vpmuludq	%zmm1, %zmm20, %zmm15
	vpmuludq	%zmm1, %zmm21, %zmm19
	vpmuludq	%zmm1, %zmm9, %zmm20
	vpmuludq	%zmm1, %zmm5, %zmm21
	vpsrlq	$32, %zmm15, %zmm3
	vpternlogq	$150, %zmm16, %zmm29, %zmm3
	vpsrlq	$32, %zmm19, %zmm5
	vpternlogq	$150, %zmm17, %zmm29, %zmm5
	vpsrlq	$32, %zmm20, %zmm16
	vpternlogq	$150, %zmm18, %zmm29, %zmm16
	vpsrlq	$32, %zmm21, %zmm17
	vpternlogq	$150, %zmm22, %zmm29, %zmm17
	vpsrlq	$32, %zmm12, %zmm18
	vpternlogq	$150, %zmm30, %zmm13, %zmm18
	vpsrlq	$32, %zmm11, %zmm13
	vpternlogq	$150, %zmm30, %zmm8, %zmm13
	vpsrlq	$32, %zmm10, %zmm22
	vpternlogq	$150, %zmm30, %zmm7, %zmm22
	vpsrlq	$32, %zmm6, %zmm23
	vpternlogq	$150, %zmm30, %zmm14, %zmm23
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm7
	vpmuludq	%zmm1, %zmm18, %zmm14
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm3
	vpmuludq	%zmm1, %zmm13, %zmm16
	vpmuludq	%zmm1, %zmm22, %zmm17
	vmovdqu64	944(%rsp), %zmm22
	vpmuludq	%zmm1, %zmm23, %zmm13
	vmovdqu64	1264(%rsp), %zmm23
	vpsrlq	$32, %zmm14, %zmm18
	vpternlogq	$150, %zmm22, %zmm15, %zmm18
	vpsrlq	$32, %zmm16, %zmm15
	vpternlogq	$150, %zmm22, %zmm19, %zmm15
	vpsrlq	$32, %zmm17, %zmm19
	vpternlogq	$150, %zmm22, %zmm20, %zmm19
	vpsrlq	$32, %zmm13, %zmm5
	vpternlogq	$150, %zmm22, %zmm21, %zmm5
	vpsrlq	$32, %zmm9, %zmm20
	vpternlogq	$150, %zmm12, %zmm23, %zmm20
	vpsrlq	$32, %zmm8, %zmm12
	vpternlogq	$150, %zmm11, %zmm23, %zmm12
	vpsrlq	$32, %zmm7, %zmm21
	vpternlogq	$150, %zmm10, %zmm23, %zmm21
	vpsrlq	$32, %zmm3, %zmm10
	vpternlogq	$150, %zmm6, %zmm23, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm18
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm6
	vpmuludq	%zmm1, %zmm20, %zmm15
	vpmuludq	%zmm1, %zmm12, %zmm19
	vpmuludq	%zmm1, %zmm21, %zmm12
	vpsrlq	$32, %zmm15, %zmm20
	vpxorq	%zmm14, %zmm20, %zmm14
	vpsrlq	$32, %zmm19, %zmm20
	vpxorq	%zmm16, %zmm20, %zmm16
	vpsrlq	$32, %zmm12, %zmm20
	vpxorq	%zmm17, %zmm20, %zmm17
	vpsrlq	$32, %zmm18, %zmm20
	vpmuludq	%zmm1, %zmm10, %zmm10
	vpxorq	%zmm9, %zmm20, %zmm20
	vpsrlq	$32, %zmm10, %zmm9
	vpxorq	%zmm13, %zmm9, %zmm9
	vpsrlq	$32, %zmm11, %zmm13
	vpxorq	%zmm8, %zmm13, %zmm8
	vpsrlq	$32, %zmm6, %zmm13
	vpxorq	%zmm7, %zmm13, %zmm7
	vpmovqd	%zmm18, %ymm13
	vpmovqd	%zmm20, %ymm18
	vmovdqu64	1136(%rsp), %ymm20
	vpxord	%ymm18, %ymm20, %ymm18
	vinserti64x4	$1, %ymm13, %zmm18, %zmm13
	vmovdqu64	1200(%rsp), %ymm18
	vpmovqd	%zmm15, %ymm15
	vpmovqd	%zmm14, %ymm14
	vpxord	%ymm14, %ymm18, %ymm14
	vinserti64x4	$1, %ymm15, %zmm14, %zmm14
	vmovdqa64	%zmm14, %zmm15
	vpermt2d	%zmm13, %zmm2, %zmm15
	vmovdqa64	.LCPI0_7(%rip), %zmm21
	vpermt2d	%zmm13, %zmm21, %zmm14
	vmovdqu64	%zmm14, -320(%r12)
	vmovdqu64	%zmm15, -384(%r12)
	vpmovqd	%zmm19, %ymm13
	vpmovqd	%zmm16, %ymm14
	vpxord	%ymm14, %ymm18, %ymm14
	vinserti64x4	$1, %ymm13, %zmm14, %zmm13
	vpmovqd	%zmm11, %ymm11
	vpmovqd	%zmm8, %ymm8
	vpxord	%ymm8, %ymm20, %ymm8
	vinserti64x4	$1, %ymm11, %zmm8, %zmm8
	vmovdqa64	%zmm13, %zmm11
	vpermt2d	%zmm8, %zmm2, %zmm11
	vpermt2d	%zmm8, %zmm21, %zmm13
	vmovdqu64	%zmm13, -192(%r12)
	vpmovqd	%zmm12, %ymm8
	vpmovqd	%zmm17, %ymm12
	vpbroadcastq	.LCPI0_4(%rip), %zmm17
	vpxord	%ymm12, %ymm18, %ymm12
	vinserti64x4	$1, %ymm8, %zmm12, %zmm8
	vpmovqd	%zmm6, %ymm6
	vpmovqd	%zmm7, %ymm7
	vpxord	%ymm7, %ymm20, %ymm7
	vinserti64x4	$1, %ymm6, %zmm7, %zmm6
	vmovdqa64	%zmm8, %zmm7
	vpermt2d	%zmm6, %zmm2, %zmm7
	vpermt2d	%zmm6, %zmm21, %zmm8
	vmovdqu64	%zmm11, -256(%r12)
	vmovdqu64	%zmm8, -64(%r12)
	vpmuludq	%zmm17, %zmm5, %zmm5
	vmovdqu64	%zmm7, -128(%r12)
	vpsrlq	$32, %zmm5, %zmm6
	vpxorq	%zmm3, %zmm6, %zmm3
	vpmovqd	%zmm10, %ymm6
	vpmovqd	%zmm9, %ymm7
	vpxord	%ymm7, %ymm18, %ymm7
	vinserti64x4	$1, %ymm6, %zmm7, %zmm6
	vpmovqd	%zmm5, %ymm5
	vpmovqd	%zmm3, %ymm3
	vpxord	%ymm3, %ymm20, %ymm3
	vinserti64x4	$1, %ymm5, %zmm3, %zmm3
	vmovdqa64	%zmm6, %zmm5
	vpermt2d	%zmm3, %zmm21, %zmm6
	vmovdqu64	%zmm6, 64(%r12)
	vpermt2d	%zmm3, %zmm2, %zmm5
	vmovdqu64	%zmm5, (%r12)
	vmovdqu64	1776(%rsp), %zmm5
	vpaddq	.LCPI0_8(%rip){1to8}, %zmm4, %zmm4
	addq	$512, %r12
	addq	$-32, %rsi
	jne	.LBB0_150
	movq	2928(%rsp), %rcx
	cmpq	%rcx, -80(%rsp)
	movl	$3449720151, %edx
	movq	96(%rsp), %rdi
	movq	-32(%rsp), %r9
	movq	1008(%rsp), %r10
	movl	-56(%rsp), %eax
	vpbroadcastq	.LCPI0_4(%rip), %zmm17
	vmovss	.LCPI0_11(%rip), %xmm23
	vmovss	.LCPI0_12(%rip), %xmm31
	vmovd	.LCPI0_17(%rip), %xmm15
	vmovd	.LCPI0_18(%rip), %xmm14
	vmovss	.LCPI0_19(%rip), %xmm7
	vmovd	.LCPI0_20(%rip), %xmm13
	vmovss	.LCPI0_21(%rip), %xmm20
	vmovss	.LCPI0_22(%rip), %xmm21
	vmovd	.LCPI0_23(%rip), %xmm11
	vmovss	.LCPI0_24(%rip), %xmm8
	vmovq	.LCPI0_33(%rip), %xmm27
	vmovsd	.LCPI0_37(%rip), %xmm28
	vmovdqu64	2224(%rsp), %zmm9
	movq	560(%rsp), %r13
	je	.LBB0_135
	vmovdqa64	%zmm1, %zmm29
	vmovdqa64	%zmm2, %zmm30
	movq	2928(%rsp), %rsi
	movq	%rsi, %rcx
	testb	$96, -120(%rsp)
	je	.LBB0_156
.LBB0_153:
	vmovdqu64	944(%rsp), %zmm22
	vmovdqu64	4208(%rsp), %zmm24
	vmovdqu64	4272(%rsp), %zmm26
	vmovdqu64	4144(%rsp), %zmm0
	vpbroadcastq	%rcx, %zmm1
	vporq	.LCPI0_3(%rip), %zmm1, %zmm1
	movq	24(%rsp), %rsi
	xorl	1072(%rsp), %esi
	vpbroadcastq	%rsi, %zmm2
	movq	1456(%rsp), %rsi
	movq	112(%rsp), %rax
	xorl	%eax, %esi
	vpbroadcastq	%rsi, %zmm3
	movq	824(%rsp), %rax
	leaq	(%rax,%rcx), %rsi
	shlq	$4, %rcx
	addq	1520(%rsp), %rcx
	vmovdqa64	.LCPI0_7(%rip), %zmm20
	vmovdqu64	3504(%rsp), %zmm25
	vmovdqu64	3568(%rsp), %zmm21
	vmovdqu64	1264(%rsp), %zmm11
	vmovdqu	1136(%rsp), %ymm12
	vmovdqu	1200(%rsp), %ymm14
	vmovdqu64	2032(%rsp), %zmm13
	vmovdqu64	4080(%rsp), %zmm16
	vmovdqu64	3440(%rsp), %zmm15
	vmovdqu64	3952(%rsp), %zmm27
	vmovdqu64	1968(%rsp), %zmm28
	vmovdqu64	3376(%rsp), %zmm10
	vmovdqu64	4016(%rsp), %zmm23
	vpbroadcastq	.LCPI0_0(%rip), %zmm19
	vmovdqu64	2800(%rsp), %zmm31
	.p2align	4
.LBB0_154:
	vpaddq	%zmm5, %zmm1, %zmm4
	vpmuludq	%zmm17, %zmm4, %zmm5
	vpternlogq	$150, %zmm21, %zmm5, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpmuludq	%zmm29, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm6
	vpxorq	%zmm6, %zmm2, %zmm6
	vpxorq	%zmm5, %zmm31, %zmm5
	vpmuludq	%zmm17, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm7
	vpmuludq	%zmm29, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpxorq	%zmm7, %zmm3, %zmm7
	vpternlogq	$150, %zmm25, %zmm4, %zmm8
	vpmuludq	%zmm17, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm8
	vpmuludq	%zmm29, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm9
	vpternlogq	$150, %zmm5, %zmm26, %zmm9
	vpternlogq	$150, %zmm24, %zmm6, %zmm8
	vpmuludq	%zmm17, %zmm9, %zmm5
	vpsrlq	$32, %zmm5, %zmm6
	vpmuludq	%zmm29, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm9
	vpternlogq	$150, %zmm0, %zmm7, %zmm9
	vpternlogq	$150, %zmm4, %zmm13, %zmm6
	vpmuludq	%zmm17, %zmm9, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpmuludq	%zmm29, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm9
	vpternlogq	$150, %zmm8, %zmm28, %zmm9
	vpternlogq	$150, %zmm15, %zmm5, %zmm7
	vpmuludq	%zmm17, %zmm9, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpmuludq	%zmm29, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm9
	vpternlogq	$150, %zmm10, %zmm6, %zmm9
	vpternlogq	$150, %zmm4, %zmm16, %zmm8
	vpmuludq	%zmm17, %zmm9, %zmm4
	vpsrlq	$32, %zmm4, %zmm6
	vpmuludq	%zmm29, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm9
	vpternlogq	$150, %zmm7, %zmm23, %zmm9
	vpternlogq	$150, %zmm27, %zmm5, %zmm6
	vpmuludq	%zmm17, %zmm9, %zmm5
	vpsrlq	$32, %zmm5, %zmm7
	vpmuludq	%zmm29, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm9
	vpternlogq	$150, %zmm22, %zmm8, %zmm9
	vpternlogq	$150, %zmm4, %zmm11, %zmm7
	vpmuludq	%zmm17, %zmm9, %zmm4
	vpsrlq	$32, %zmm4, %zmm8
	vpmuludq	%zmm29, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm9
	vpmovqd	%zmm4, %ymm4
	vpmovqd	%zmm7, %ymm7
	vpxorq	%zmm6, %zmm9, %zmm6
	vpmovqd	%zmm6, %ymm6
	vpxorq	%zmm5, %zmm8, %zmm5
	vpmovqd	%zmm5, %ymm5
	vpxor	%ymm6, %ymm14, %ymm6
	vpxor	%ymm5, %ymm12, %ymm5
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vinserti64x4	$1, %ymm4, %zmm5, %zmm4
	vmovdqa64	%zmm6, %zmm5
	vpermt2d	%zmm4, %zmm20, %zmm6
	vmovdqu64	%zmm6, 64(%rcx)
	vpermt2d	%zmm4, %zmm30, %zmm5
	vmovdqu64	%zmm5, (%rcx)
	vmovdqu64	1776(%rsp), %zmm5
	vpaddq	%zmm19, %zmm1, %zmm1
	subq	$-128, %rcx
	addq	$8, %rsi
	jne	.LBB0_154
	movq	832(%rsp), %rcx
	movq	%rcx, %rsi
	cmpq	%rcx, -80(%rsp)
	movl	$3449720151, %edx
	movq	96(%rsp), %rdi
	movq	-32(%rsp), %r9
	movq	1008(%rsp), %r10
	movl	-56(%rsp), %eax
	vmovss	.LCPI0_21(%rip), %xmm20
	vmovss	.LCPI0_22(%rip), %xmm21
	vmovd	.LCPI0_23(%rip), %xmm11
	vmovss	.LCPI0_24(%rip), %xmm8
	vmovdqu64	2224(%rsp), %zmm9
	movq	560(%rsp), %r13
	vmovss	.LCPI0_11(%rip), %xmm23
	vmovss	.LCPI0_12(%rip), %xmm31
	vmovss	.LCPI0_19(%rip), %xmm7
	vmovd	.LCPI0_20(%rip), %xmm13
	vmovd	.LCPI0_18(%rip), %xmm14
	vmovd	.LCPI0_17(%rip), %xmm15
	vmovq	.LCPI0_33(%rip), %xmm27
	vmovsd	.LCPI0_37(%rip), %xmm28
	je	.LBB0_135
.LBB0_156:
	movq	1072(%rsp), %r12
	xorq	24(%rsp), %r12
	movq	112(%rsp), %rcx
	xorq	1456(%rsp), %rcx
	movq	%rcx, 112(%rsp)
	movq	-80(%rsp), %rbx
	subq	%rsi, %rbx
	movq	3056(%rsp), %rcx
	leaq	(%rcx,%rsi), %rbp
	shlq	$4, %rsi
	movq	1520(%rsp), %rcx
	addq	$12, %rcx
	addq	%rcx, %rsi
	.p2align	4
.LBB0_134:
	movl	%ebp, %r11d
	imulq	%r13, %r11
	movq	%rbp, %r15
	xorq	%r14, %r15
	xorq	%r11, %r15
	shrq	$32, %r15
	imulq	%rdx, %r15
	movq	%r15, %r8
	shrq	$32, %r8
	xorl	%r12d, %r8d
	xorl	288(%rsp), %r11d
	imulq	%r13, %r8
	imulq	%rdx, %r11
	movq	%r11, %rcx
	shrq	$32, %rcx
	movq	2096(%rsp), %r14
	xorl	%ecx, %r14d
	movq	%r8, %rcx
	shrq	$32, %rcx
	xorl	%r14d, %r15d
	xorl	112(%rsp), %ecx
	imulq	%r13, %r15
	imulq	%rdx, %rcx
	movq	%rcx, %r14
	shrq	$32, %r14
	xorl	880(%rsp), %r11d
	xorl	%r14d, %r11d
	movq	%r15, %r14
	shrq	$32, %r14
	xorl	224(%rsp), %r8d
	xorl	%r14d, %r8d
	imulq	%r13, %r11
	imulq	%rdx, %r8
	movq	%r8, %r14
	shrq	$32, %r14
	xorl	1392(%rsp), %ecx
	xorl	%r14d, %ecx
	movq	%r11, %r14
	xorl	432(%rsp), %r15d
	shrq	$32, %r14
	xorl	%r14d, %r15d
	imulq	%r13, %rcx
	imulq	%rdx, %r15
	movq	%r15, %r14
	shrq	$32, %r14
	xorl	1328(%rsp), %r8d
	xorl	%r14d, %r8d
	movq	%rcx, %r14
	shrq	$32, %r14
	xorl	592(%rsp), %r11d
	xorl	%r14d, %r11d
	imulq	%r13, %r8
	imulq	%rdx, %r11
	movq	%r11, %r14
	shrq	$32, %r14
	xorl	%edi, %r15d
	xorl	%r14d, %r15d
	movq	%r8, %r14
	shrq	$32, %r14
	xorl	720(%rsp), %ecx
	xorl	%r14d, %ecx
	imulq	%r13, %r15
	imulq	%rdx, %rcx
	movq	%rcx, %r14
	shrq	$32, %r14
	xorl	%r9d, %r11d
	xorl	%r14d, %r11d
	movq	%r15, %r14
	shrq	$32, %r14
	xorl	496(%rsp), %r8d
	xorl	%r14d, %r8d
	imulq	%r13, %r11
	imulq	%rdx, %r8
	movq	%r8, %r14
	shrq	$32, %r14
	xorl	%r10d, %ecx
	xorl	%r14d, %ecx
	movq	%r11, %r14
	shrq	$32, %r14
	xorl	368(%rsp), %r15d
	xorl	%r14d, %r15d
	imulq	%r13, %rcx
	imulq	%rdx, %r15
	movq	%r15, %r14
	shrq	$32, %r14
	xorl	%eax, %r8d
	xorl	%r14d, %r8d
	movq	%rcx, %r14
	shrq	$32, %r14
	xorl	656(%rsp), %r11d
	xorl	%r14d, %r11d
	movq	-88(%rsp), %r14
	movl	%r8d, -12(%rsi)
	movl	%r15d, -8(%rsi)
	movl	%r11d, -4(%rsi)
	movl	%ecx, (%rsi)
	addq	$16, %rsi
	incq	%rbp
	decq	%rbx
	jne	.LBB0_134
.LBB0_135:
	cmpb	$0, 3632(%rsp)
	je	.LBB0_137
	xorl	%ecx, %ecx
	movq	-128(%rsp), %rbp
	movq	-120(%rsp), %r11
	movq	16(%rsp), %r12
	movq	224(%rsp), %r15
	movq	1520(%rsp), %rdi
	leaq	4(%rdi), %r9
	movl	$3449720151, %r13d
	vmovd	.LCPI0_25(%rip), %xmm25
	vmovq	.LCPI0_26(%rip), %xmm24
	vmovq	.LCPI0_27(%rip), %xmm17
	vmovq	.LCPI0_36(%rip), %xmm26
	vmovdqa64	%xmm15, %xmm18
	vmovq	.LCPI0_35(%rip), %xmm15
	vmovdqa64	%xmm13, %xmm22
	vmovq	.LCPI0_31(%rip), %xmm13
	vmovq	.LCPI0_30(%rip), %xmm12
	vmovdqa	%xmm11, %xmm6
	vmovq	.LCPI0_29(%rip), %xmm11
	vmovq	.LCPI0_28(%rip), %xmm10
	vmovq	.LCPI0_39(%rip), %xmm30
	vmovq	.LCPI0_32(%rip), %xmm16
	vmovdqa64	%xmm14, %xmm19
	vmovq	.LCPI0_46(%rip), %xmm14
	vmovq	.LCPI0_47(%rip), %xmm29
	movq	88(%rsp), %rbx
	jmp	.LBB0_146
	.p2align	4
.LBB0_137:
	cmpq	$126, 872(%rsp)
	movq	-120(%rsp), %r11
	movq	16(%rsp), %r12
	movq	224(%rsp), %r15
	movq	1520(%rsp), %rdi
	leaq	4(%rdi), %r9
	movl	$3449720151, %r13d
	movq	88(%rsp), %rbx
	jae	.LBB0_139
	xorl	%edx, %edx
	movq	-128(%rsp), %rbp
	jmp	.LBB0_143
	.p2align	4
.LBB0_139:
	xorl	%edx, %edx
	movq	352(%rsp), %rcx
	movq	360(%rsp), %rsi
	.p2align	4
.LBB0_140:
	vmovdqu64	-384(%rsi,%rdx,8), %zmm0
	vmovdqu64	-320(%rsi,%rdx,8), %zmm3
	vmovdqu64	%zmm3, 1712(%rsp)
	vmovdqu64	-256(%rsi,%rdx,8), %zmm1
	vmovdqu64	-192(%rsi,%rdx,8), %zmm4
	vmovdqu64	%zmm4, 2864(%rsp)
	vmovdqu64	%zmm0, 112(%rsp)
	vmovdqa64	.LCPI0_10(%rip), %zmm2
	vpermt2d	%zmm3, %zmm2, %zmm0
	vmovdqu64	%zmm1, 288(%rsp)
	vpermt2d	%zmm4, %zmm2, %zmm1
	vmovdqu64	-64(%rsi,%rdx,8), %zmm5
	vmovdqu64	%zmm5, 3824(%rsp)
	vmovdqu64	-128(%rsi,%rdx,8), %zmm3
	vmovdqu64	%zmm3, 2800(%rsp)
	vmovdqu64	64(%rsi,%rdx,8), %zmm6
	vmovdqu64	%zmm6, 3760(%rsp)
	vmovdqu64	(%rsi,%rdx,8), %zmm4
	vpermt2d	%zmm5, %zmm2, %zmm3
	vmovdqu64	%zmm4, 3888(%rsp)
	vpermt2d	%zmm6, %zmm2, %zmm4
	vpsrld	$9, %zmm0, %zmm0
	vpsrld	$9, %zmm1, %zmm1
	vpsrld	$9, %zmm3, %zmm3
	vpsrld	$9, %zmm4, %zmm4
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm3, %zmm3
	vcvtdq2ps	%zmm4, %zmm5
	vbroadcastss	.LCPI0_11(%rip), %zmm2
	vaddps	%zmm2, %zmm0, %zmm6
	vaddps	%zmm2, %zmm1, %zmm1
	vaddps	%zmm2, %zmm3, %zmm4
	vaddps	%zmm2, %zmm5, %zmm0
	vbroadcastss	.LCPI0_12(%rip), %zmm2
	vmulps	%zmm2, %zmm6, %zmm5
	vmulps	%zmm2, %zmm1, %zmm3
	vcvtps2pd	%ymm5, %zmm1
	vmulps	%zmm2, %zmm4, %zmm4
	vextractf64x4	$1, %zmm5, %ymm5
	vcvtps2pd	%ymm5, %zmm5
	vcvtps2pd	%ymm3, %zmm6
	vmulps	%zmm2, %zmm0, %zmm0
	vextractf64x4	$1, %zmm3, %ymm3
	vcvtps2pd	%ymm3, %zmm3
	vcvtps2pd	%ymm4, %zmm7
	vextractf64x4	$1, %zmm4, %ymm4
	vcvtps2pd	%ymm4, %zmm4
	vcvtps2pd	%ymm0, %zmm9
	vextractf64x4	$1, %zmm0, %ymm0
	vcvtps2pd	%ymm0, %zmm0
	vbroadcastsd	.LCPI0_26(%rip), %zmm2
	vmulpd	%zmm2, %zmm5, %zmm5
	vmulpd	%zmm2, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm3, %zmm3
	vmulpd	%zmm2, %zmm6, %zmm6
	vmulpd	%zmm2, %zmm4, %zmm4
	vmulpd	%zmm2, %zmm7, %zmm7
	vmulpd	%zmm2, %zmm0, %zmm11
	vmulpd	%zmm2, %zmm9, %zmm0
	vbroadcastsd	.LCPI0_27(%rip), %zmm2
	vaddpd	%zmm2, %zmm1, %zmm19
	vaddpd	%zmm2, %zmm5, %zmm18
	vaddpd	%zmm2, %zmm6, %zmm15
	vmovupd	%zmm15, 2352(%rsp)
	vaddpd	%zmm2, %zmm3, %zmm14
	vmovupd	%zmm14, 2416(%rsp)
	vaddpd	%zmm2, %zmm7, %zmm16
	vmovupd	%zmm16, 2608(%rsp)
	vaddpd	%zmm2, %zmm4, %zmm13
	vmovupd	%zmm13, 2672(%rsp)
	vaddpd	%zmm2, %zmm0, %zmm8
	vmovupd	%zmm8, 3696(%rsp)
	vaddpd	%zmm2, %zmm11, %zmm12
	vmovupd	%zmm12, 2736(%rsp)
	vbroadcastsd	.LCPI0_28(%rip), %zmm2
	vaddpd	%zmm2, %zmm18, %zmm9
	vaddpd	%zmm2, %zmm19, %zmm10
	vaddpd	%zmm2, %zmm14, %zmm20
	vaddpd	%zmm2, %zmm15, %zmm21
	vaddpd	%zmm2, %zmm13, %zmm22
	vaddpd	%zmm2, %zmm16, %zmm25
	vaddpd	%zmm2, %zmm12, %zmm26
	vaddpd	%zmm2, %zmm8, %zmm27
	vsubpd	%zmm10, %zmm1, %zmm1
	vsubpd	%zmm9, %zmm5, %zmm5
	vsubpd	%zmm21, %zmm6, %zmm9
	vsubpd	%zmm20, %zmm3, %zmm20
	vsubpd	%zmm25, %zmm7, %zmm6
	vsubpd	%zmm22, %zmm4, %zmm10
	vsubpd	%zmm27, %zmm0, %zmm0
	vsubpd	%zmm26, %zmm11, %zmm3
	vbroadcastsd	.LCPI0_29(%rip), %zmm24
	vmulpd	%zmm24, %zmm5, %zmm13
	vmulpd	%zmm24, %zmm1, %zmm7
	vmulpd	%zmm24, %zmm20, %zmm5
	vmulpd	%zmm24, %zmm9, %zmm9
	vmulpd	%zmm7, %zmm7, %zmm21
	vmulpd	%zmm13, %zmm13, %zmm26
	vmulpd	%zmm9, %zmm9, %zmm20
	vmulpd	%zmm5, %zmm5, %zmm22
	vbroadcastsd	.LCPI0_30(%rip), %zmm4
	vmulpd	%zmm4, %zmm26, %zmm1
	vmulpd	%zmm4, %zmm21, %zmm11
	vmulpd	%zmm4, %zmm20, %zmm25
	vbroadcastsd	.LCPI0_31(%rip), %zmm12
	vaddpd	%zmm12, %zmm11, %zmm11
	vaddpd	%zmm12, %zmm1, %zmm1
	vaddpd	%zmm12, %zmm25, %zmm25
	vmulpd	%zmm1, %zmm26, %zmm1
	vmulpd	%zmm11, %zmm21, %zmm11
	vmulpd	%zmm25, %zmm20, %zmm25
	vbroadcastsd	.LCPI0_32(%rip), %zmm16
	vaddpd	%zmm16, %zmm11, %zmm11
	vaddpd	%zmm16, %zmm1, %zmm1
	vaddpd	%zmm16, %zmm25, %zmm25
	vmulpd	%zmm1, %zmm26, %zmm1
	vmulpd	%zmm11, %zmm21, %zmm11
	vmulpd	%zmm25, %zmm20, %zmm25
	vbroadcastsd	.LCPI0_33(%rip), %zmm17
	vaddpd	%zmm17, %zmm11, %zmm11
	vaddpd	%zmm17, %zmm1, %zmm1
	vaddpd	%zmm17, %zmm25, %zmm25
	vmulpd	%zmm21, %zmm7, %zmm27
	vmulpd	%zmm11, %zmm27, %zmm11
	vmulpd	%zmm26, %zmm13, %zmm27
	vmulpd	%zmm1, %zmm27, %zmm1
	vmulpd	%zmm20, %zmm9, %zmm27
	vmulpd	%zmm25, %zmm27, %zmm25
	vmulpd	%zmm4, %zmm22, %zmm27
	vaddpd	%zmm12, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm22, %zmm27
	vaddpd	%zmm16, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm22, %zmm27
	vaddpd	%zmm17, %zmm27, %zmm27
	vmulpd	%zmm22, %zmm5, %zmm31
	vmulpd	%zmm27, %zmm31, %zmm31
	vmulpd	%zmm24, %zmm6, %zmm30
	vmulpd	%zmm30, %zmm30, %zmm6
	vmulpd	%zmm4, %zmm6, %zmm27
	vaddpd	%zmm12, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm6, %zmm27
	vaddpd	%zmm16, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm6, %zmm27
	vaddpd	%zmm17, %zmm27, %zmm27
	vmulpd	%zmm6, %zmm30, %zmm23
	vmulpd	%zmm27, %zmm23, %zmm23
	vmulpd	%zmm24, %zmm10, %zmm29
	vmulpd	%zmm29, %zmm29, %zmm27
	vmulpd	%zmm4, %zmm27, %zmm10
	vaddpd	%zmm12, %zmm10, %zmm10
	vmulpd	%zmm10, %zmm27, %zmm10
	vaddpd	%zmm16, %zmm10, %zmm10
	vmulpd	%zmm10, %zmm27, %zmm10
	vaddpd	%zmm17, %zmm10, %zmm10
	vmulpd	%zmm27, %zmm29, %zmm8
	vmulpd	%zmm10, %zmm8, %zmm8
	vmulpd	%zmm24, %zmm0, %zmm28
	vmulpd	%zmm28, %zmm28, %zmm0
	vmulpd	%zmm4, %zmm0, %zmm10
	vaddpd	%zmm12, %zmm10, %zmm10
	vmulpd	%zmm10, %zmm0, %zmm10
	vaddpd	%zmm16, %zmm10, %zmm10
	vmulpd	%zmm10, %zmm0, %zmm10
	vaddpd	%zmm17, %zmm10, %zmm10
	vmulpd	%zmm0, %zmm28, %zmm2
	vmulpd	%zmm10, %zmm2, %zmm2
	vmulpd	%zmm24, %zmm3, %zmm24
	vmulpd	%zmm24, %zmm24, %zmm3
	vmulpd	%zmm4, %zmm3, %zmm10
	vaddpd	%zmm12, %zmm10, %zmm10
	vmulpd	%zmm10, %zmm3, %zmm10
	vaddpd	%zmm16, %zmm10, %zmm10
	vmulpd	%zmm10, %zmm3, %zmm10
	vaddpd	%zmm17, %zmm10, %zmm10
	vmulpd	%zmm3, %zmm24, %zmm12
	vmulpd	%zmm10, %zmm12, %zmm12
	vaddpd	%zmm11, %zmm7, %zmm10
	vaddpd	%zmm1, %zmm13, %zmm16
	vaddpd	%zmm25, %zmm9, %zmm9
	vaddpd	%zmm31, %zmm5, %zmm31
	vaddpd	%zmm23, %zmm30, %zmm25
	vaddpd	%zmm8, %zmm29, %zmm17
	vaddpd	%zmm2, %zmm28, %zmm1
	vmovupd	%zmm1, 2480(%rsp)
	vaddpd	%zmm12, %zmm24, %zmm1
	vmovupd	%zmm1, 2544(%rsp)
	vbroadcastsd	.LCPI0_34(%rip), %zmm7
	vmulpd	%zmm7, %zmm21, %zmm1
	vbroadcastsd	.LCPI0_35(%rip), %zmm30
	vsubpd	%zmm1, %zmm30, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vbroadcastsd	.LCPI0_36(%rip), %zmm5
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vbroadcastsd	.LCPI0_37(%rip), %zmm4
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm21, %zmm21, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm7, %zmm26, %zmm2
	vsubpd	%zmm2, %zmm30, %zmm2
	vmulpd	%zmm2, %zmm26, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm26, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm26, %zmm26, %zmm8
	vmulpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm7, %zmm20, %zmm8
	vsubpd	%zmm8, %zmm30, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm4, %zmm8, %zmm8
	vmulpd	%zmm20, %zmm20, %zmm12
	vmulpd	%zmm8, %zmm12, %zmm8
	vmulpd	%zmm7, %zmm22, %zmm12
	vsubpd	%zmm12, %zmm30, %zmm12
	vmulpd	%zmm12, %zmm22, %zmm12
	vaddpd	%zmm5, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm22, %zmm12
	vaddpd	%zmm4, %zmm12, %zmm12
	vmulpd	%zmm22, %zmm22, %zmm23
	vmulpd	%zmm12, %zmm23, %zmm12
	vmulpd	%zmm7, %zmm6, %zmm23
	vsubpd	%zmm23, %zmm30, %zmm23
	vmulpd	%zmm23, %zmm6, %zmm23
	vaddpd	%zmm5, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm6, %zmm23
	vaddpd	%zmm4, %zmm23, %zmm23
	vmulpd	%zmm6, %zmm6, %zmm24
	vmulpd	%zmm23, %zmm24, %zmm23
	vmulpd	%zmm7, %zmm27, %zmm24
	vsubpd	%zmm24, %zmm30, %zmm24
	vmulpd	%zmm24, %zmm27, %zmm24
	vaddpd	%zmm5, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm27, %zmm24
	vaddpd	%zmm4, %zmm24, %zmm24
	vmulpd	%zmm27, %zmm27, %zmm28
	vmulpd	%zmm24, %zmm28, %zmm24
	vmulpd	%zmm7, %zmm0, %zmm28
	vsubpd	%zmm28, %zmm30, %zmm28
	vmulpd	%zmm28, %zmm0, %zmm28
	vaddpd	%zmm5, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm0, %zmm28
	vaddpd	%zmm4, %zmm28, %zmm28
	vmulpd	%zmm0, %zmm0, %zmm29
	vmulpd	%zmm28, %zmm29, %zmm28
	vmulpd	%zmm7, %zmm3, %zmm29
	vsubpd	%zmm29, %zmm30, %zmm29
	vmulpd	%zmm29, %zmm3, %zmm29
	vaddpd	%zmm5, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm3, %zmm29
	vaddpd	%zmm4, %zmm29, %zmm29
	vmulpd	%zmm3, %zmm3, %zmm30
	vmulpd	%zmm29, %zmm30, %zmm29
	vbroadcastsd	.LCPI0_38(%rip), %zmm5
	vmulpd	%zmm5, %zmm26, %zmm26
	vbroadcastsd	.LCPI0_39(%rip), %zmm4
	vsubpd	%zmm26, %zmm4, %zmm26
	vaddpd	%zmm2, %zmm26, %zmm26
	vmulpd	%zmm5, %zmm21, %zmm2
	vsubpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm5, %zmm22, %zmm2
	vsubpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm21
	vmulpd	%zmm5, %zmm20, %zmm2
	vsubpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm7
	vmulpd	%zmm5, %zmm27, %zmm2
	vsubpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm24, %zmm2, %zmm20
	vmulpd	%zmm5, %zmm6, %zmm2
	vsubpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm23, %zmm2, %zmm6
	vmulpd	%zmm5, %zmm3, %zmm2
	vsubpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm29, %zmm2, %zmm2
	vmovupd	%zmm2, 1648(%rsp)
	vmulpd	%zmm5, %zmm0, %zmm0
	vsubpd	%zmm0, %zmm4, %zmm0
	vaddpd	%zmm28, %zmm0, %zmm0
	vpbroadcastq	.LCPI0_41(%rip), %zmm15
	vptestnmq	%zmm15, %zmm19, %k1
	vpbroadcastq	.LCPI0_42(%rip), %zmm30
	vptestnmq	%zmm30, %zmm19, %k2
	vbroadcastsd	.LCPI0_40(%rip), %zmm4
	vxorpd	%zmm4, %zmm10, %zmm2
	vxorpd	%zmm4, %zmm1, %zmm19
	vblendmpd	%zmm10, %zmm2, %zmm3 {%k2}
	vmovupd	%zmm3, 2288(%rsp)
	vmovapd	%zmm1, %zmm19 {%k2}
	vmovapd	%zmm2, %zmm10 {%k2}
	vptestnmq	%zmm30, %zmm18, %k2
	vxorpd	%zmm4, %zmm26, %zmm1
	vmovapd	%zmm26, %zmm1 {%k2}
	vmovapd	%zmm16, %zmm13
	vxorpd	%zmm4, %zmm16, %zmm2
	vblendmpd	%zmm16, %zmm2, %zmm22 {%k2}
	vmovapd	%zmm2, %zmm13 {%k2}
	vmovdqu64	2352(%rsp), %zmm14
	vptestnmq	%zmm30, %zmm14, %k2
	vxorpd	%zmm4, %zmm7, %zmm2
	vmovapd	%zmm7, %zmm2 {%k2}
	vmovapd	%zmm9, %zmm3
	vxorpd	%zmm4, %zmm9, %zmm12
	vblendmpd	%zmm9, %zmm12, %zmm27 {%k2}
	vmovapd	%zmm12, %zmm3 {%k2}
	vmovdqu64	2416(%rsp), %zmm11
	vptestnmq	%zmm30, %zmm11, %k2
	vxorpd	%zmm4, %zmm21, %zmm12
	vmovapd	%zmm21, %zmm12 {%k2}
	vxorpd	%zmm4, %zmm31, %zmm21
	vblendmpd	%zmm31, %zmm21, %zmm23 {%k2}
	vmovapd	%zmm21, %zmm31 {%k2}
	vmovdqu64	2608(%rsp), %zmm7
	vptestnmq	%zmm30, %zmm7, %k2
	vxorpd	%zmm4, %zmm6, %zmm21
	vmovapd	%zmm6, %zmm21 {%k2}
	vxorpd	%zmm4, %zmm25, %zmm6
	vblendmpd	%zmm25, %zmm6, %zmm24 {%k2}
	vmovapd	%zmm6, %zmm25 {%k2}
	vmovdqu64	2672(%rsp), %zmm5
	vptestnmq	%zmm30, %zmm5, %k2
	vxorpd	%zmm4, %zmm20, %zmm26
	vmovapd	%zmm20, %zmm26 {%k2}
	vxorpd	%zmm4, %zmm17, %zmm6
	vblendmpd	%zmm17, %zmm6, %zmm20 {%k2}
	vmovapd	%zmm6, %zmm17 {%k2}
	vmovdqu64	3696(%rsp), %zmm8
	vptestnmq	%zmm30, %zmm8, %k2
	vmovupd	2480(%rsp), %zmm16
	vxorpd	%zmm4, %zmm16, %zmm6
	vxorpd	%zmm4, %zmm0, %zmm28
	vblendmpd	%zmm16, %zmm6, %zmm29 {%k2}
	vmovapd	%zmm0, %zmm28 {%k2}
	vmovapd	%zmm6, %zmm16 {%k2}
	vmovdqu64	2736(%rsp), %zmm6
	vptestnmq	%zmm30, %zmm6, %k2
	vmovupd	1648(%rsp), %zmm0
	vxorpd	%zmm4, %zmm0, %zmm30
	vmovapd	%zmm0, %zmm30 {%k2}
	vmovupd	2544(%rsp), %zmm9
	vxorpd	%zmm4, %zmm9, %zmm0
	vblendmpd	%zmm9, %zmm0, %zmm4 {%k2}
	vmovapd	%zmm0, %zmm9 {%k2}
	vptestnmq	%zmm15, %zmm18, %k2
	vblendmpd	%zmm22, %zmm1, %zmm0 {%k2}
	vmovupd	%zmm0, 1648(%rsp)
	vmovapd	%zmm1, %zmm13 {%k2}
	vmovupd	%zmm13, 2544(%rsp)
	vptestnmq	%zmm15, %zmm14, %k2
	vblendmpd	2288(%rsp), %zmm19, %zmm0 {%k1}
	vmovupd	%zmm0, 2352(%rsp)
	vmovapd	%zmm19, %zmm10 {%k1}
	vptestnmq	%zmm15, %zmm11, %k1
	vblendmpd	%zmm23, %zmm12, %zmm0 {%k1}
	vmovupd	%zmm0, 2416(%rsp)
	vmovapd	%zmm12, %zmm31 {%k1}
	vmovupd	%zmm31, 2480(%rsp)
	vptestnmq	%zmm15, %zmm7, %k1
	vblendmpd	%zmm27, %zmm2, %zmm14 {%k2}
	vmovapd	%zmm2, %zmm3 {%k2}
	vmovupd	%zmm3, 2608(%rsp)
	vptestnmq	%zmm15, %zmm5, %k2
	vblendmpd	%zmm20, %zmm26, %zmm0 {%k2}
	vmovupd	%zmm0, 2672(%rsp)
	vblendmpd	%zmm24, %zmm21, %zmm11 {%k1}
	vmovapd	%zmm26, %zmm17 {%k2}
	vmovapd	%zmm17, %zmm31
	vmovapd	%zmm21, %zmm25 {%k1}
	vptestnmq	%zmm15, %zmm6, %k1
	vblendmpd	%zmm4, %zmm30, %zmm0 {%k1}
	vmovupd	%zmm0, 2736(%rsp)
	vmovapd	%zmm30, %zmm9 {%k1}
	vmovapd	%zmm9, %zmm17
	vptestnmq	%zmm15, %zmm8, %k1
	vblendmpd	%zmm29, %zmm28, %zmm13 {%k1}
	vmovapd	%zmm28, %zmm16 {%k1}
	vmovdqa64	.LCPI0_9(%rip), %zmm0
	vmovdqu64	112(%rsp), %zmm1
	vpermt2d	1712(%rsp), %zmm0, %zmm1
	vmovdqu64	288(%rsp), %zmm2
	vpermt2d	2864(%rsp), %zmm0, %zmm2
	vmovdqu64	2800(%rsp), %zmm3
	vpermt2d	3824(%rsp), %zmm0, %zmm3
	vmovdqu64	3888(%rsp), %zmm4
	vpermt2d	3760(%rsp), %zmm0, %zmm4
	vpsrld	$9, %zmm1, %zmm1
	vpsrld	$9, %zmm2, %zmm2
	vpsrld	$9, %zmm3, %zmm8
	vpsrld	$9, %zmm4, %zmm12
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm8, %zmm8
	vcvtdq2ps	%zmm12, %zmm12
	vbroadcastss	.LCPI0_11(%rip), %zmm9
	vaddps	%zmm9, %zmm1, %zmm1
	vaddps	%zmm9, %zmm2, %zmm2
	vaddps	%zmm9, %zmm8, %zmm8
	vaddps	%zmm9, %zmm12, %zmm12
	vbroadcastss	.LCPI0_12(%rip), %zmm0
	vmulps	%zmm0, %zmm1, %zmm1
	vmulps	%zmm0, %zmm2, %zmm2
	vmulps	%zmm0, %zmm8, %zmm8
	vmulps	%zmm0, %zmm12, %zmm12
	vpbroadcastd	.LCPI0_13(%rip), %zmm0
	vpaddd	%zmm0, %zmm1, %zmm21
	vpaddd	%zmm0, %zmm2, %zmm20
	vpaddd	%zmm0, %zmm8, %zmm19
	vpaddd	%zmm0, %zmm12, %zmm7
	vpbroadcastd	.LCPI0_15(%rip), %zmm0
	vpandd	%zmm0, %zmm21, %zmm2
	vpandd	%zmm0, %zmm20, %zmm8
	vpandd	%zmm0, %zmm19, %zmm12
	vpandd	%zmm0, %zmm7, %zmm18
	vpbroadcastd	.LCPI0_16(%rip), %zmm0
	vpaddd	%zmm0, %zmm2, %zmm2
	vpaddd	%zmm0, %zmm8, %zmm8
	vpaddd	%zmm0, %zmm12, %zmm12
	vpaddd	%zmm0, %zmm18, %zmm18
	vbroadcastss	.LCPI0_17(%rip), %zmm0
	vaddps	%zmm0, %zmm2, %zmm2
	vaddps	%zmm0, %zmm8, %zmm8
	vaddps	%zmm0, %zmm12, %zmm12
	vaddps	%zmm0, %zmm18, %zmm18
	vbroadcastss	.LCPI0_18(%rip), %zmm0
	vaddps	%zmm0, %zmm2, %zmm22
	vaddps	%zmm0, %zmm8, %zmm23
	vdivps	%zmm22, %zmm2, %zmm22
	vdivps	%zmm23, %zmm8, %zmm23
	vaddps	%zmm0, %zmm12, %zmm24
	vdivps	%zmm24, %zmm12, %zmm24
	vmulps	%zmm22, %zmm22, %zmm26
	vmulps	%zmm23, %zmm23, %zmm27
	vmulps	%zmm24, %zmm24, %zmm28
	vmulps	%zmm26, %zmm26, %zmm29
	vbroadcastss	.LCPI0_19(%rip), %zmm5
	vmulps	%zmm5, %zmm29, %zmm30
	vbroadcastss	.LCPI0_20(%rip), %zmm1
	vaddps	%zmm1, %zmm30, %zmm30
	vmulps	%zmm30, %zmm29, %zmm30
	vbroadcastss	.LCPI0_21(%rip), %zmm3
	vmulps	%zmm3, %zmm29, %zmm29
	vbroadcastss	.LCPI0_22(%rip), %zmm4
	vaddps	%zmm4, %zmm29, %zmm29
	vmulps	%zmm29, %zmm26, %zmm26
	vmulps	%zmm27, %zmm27, %zmm29
	vaddps	%zmm30, %zmm26, %zmm26
	vmulps	%zmm5, %zmm29, %zmm30
	vaddps	%zmm1, %zmm30, %zmm30
	vmulps	%zmm30, %zmm29, %zmm30
	vmulps	%zmm3, %zmm29, %zmm29
	vaddps	%zmm4, %zmm29, %zmm29
	vmulps	%zmm29, %zmm27, %zmm27
	vmulps	%zmm28, %zmm28, %zmm29
	vaddps	%zmm30, %zmm27, %zmm27
	vmulps	%zmm5, %zmm29, %zmm30
	vaddps	%zmm1, %zmm30, %zmm30
	vmulps	%zmm30, %zmm29, %zmm30
	vmulps	%zmm3, %zmm29, %zmm29
	vaddps	%zmm4, %zmm29, %zmm29
	vmulps	%zmm29, %zmm28, %zmm28
	vaddps	%zmm0, %zmm18, %zmm29
	vdivps	%zmm29, %zmm18, %zmm29
	vaddps	%zmm30, %zmm28, %zmm28
	vmulps	%zmm29, %zmm29, %zmm30
	vmulps	%zmm30, %zmm30, %zmm0
	vmulps	%zmm5, %zmm0, %zmm6
	vaddps	%zmm1, %zmm6, %zmm6
	vmulps	%zmm6, %zmm0, %zmm6
	vmulps	%zmm3, %zmm0, %zmm0
	vaddps	%zmm4, %zmm0, %zmm0
	vmulps	%zmm0, %zmm30, %zmm0
	vaddps	%zmm6, %zmm0, %zmm0
	vmulps	%zmm9, %zmm2, %zmm6
	vmulps	%zmm6, %zmm2, %zmm6
	vaddps	%zmm26, %zmm6, %zmm26
	vmulps	%zmm26, %zmm22, %zmm22
	vmulps	%zmm9, %zmm8, %zmm26
	vmulps	%zmm26, %zmm8, %zmm26
	vaddps	%zmm27, %zmm26, %zmm27
	vmulps	%zmm27, %zmm23, %zmm23
	vmulps	%zmm9, %zmm12, %zmm27
	vmulps	%zmm27, %zmm12, %zmm27
	vaddps	%zmm28, %zmm27, %zmm28
	vmulps	%zmm28, %zmm24, %zmm24
	vmulps	%zmm9, %zmm18, %zmm28
	vmulps	%zmm28, %zmm18, %zmm28
	vaddps	%zmm0, %zmm28, %zmm0
	vmulps	%zmm0, %zmm29, %zmm0
	vpsrld	$23, %zmm21, %zmm21
	vpbroadcastd	.LCPI0_14(%rip), %zmm5
	vpaddd	%zmm5, %zmm21, %zmm21
	vcvtdq2ps	%zmm21, %zmm21
	vbroadcastss	.LCPI0_23(%rip), %zmm3
	vmulps	%zmm3, %zmm21, %zmm29
	vaddps	%zmm22, %zmm29, %zmm22
	vpsrld	$23, %zmm20, %zmm20
	vpaddd	%zmm5, %zmm20, %zmm20
	vcvtdq2ps	%zmm20, %zmm20
	vmulps	%zmm3, %zmm20, %zmm29
	vaddps	%zmm23, %zmm29, %zmm23
	vpsrld	$23, %zmm19, %zmm19
	vpaddd	%zmm5, %zmm19, %zmm19
	vcvtdq2ps	%zmm19, %zmm19
	vmulps	%zmm3, %zmm19, %zmm29
	vaddps	%zmm24, %zmm29, %zmm24
	vpsrld	$23, %zmm7, %zmm1
	vpaddd	%zmm5, %zmm1, %zmm1
	vcvtdq2ps	%zmm1, %zmm1
	vmulps	%zmm3, %zmm1, %zmm29
	vaddps	%zmm0, %zmm29, %zmm0
	vsubps	%zmm6, %zmm22, %zmm6
	vsubps	%zmm26, %zmm23, %zmm22
	vsubps	%zmm27, %zmm24, %zmm23
	vsubps	%zmm28, %zmm0, %zmm0
	vaddps	%zmm6, %zmm2, %zmm2
	vaddps	%zmm22, %zmm8, %zmm6
	vaddps	%zmm23, %zmm12, %zmm8
	vaddps	%zmm0, %zmm18, %zmm0
	vbroadcastss	.LCPI0_24(%rip), %zmm3
	vmulps	%zmm3, %zmm21, %zmm12
	vaddps	%zmm2, %zmm12, %zmm2
	vmulps	%zmm3, %zmm20, %zmm12
	vaddps	%zmm6, %zmm12, %zmm6
	vmulps	%zmm3, %zmm19, %zmm12
	vaddps	%zmm8, %zmm12, %zmm8
	vmulps	%zmm3, %zmm1, %zmm1
	vaddps	%zmm0, %zmm1, %zmm0
	vcvtpd2ps	2352(%rsp), %ymm1
	vcvtpd2ps	1648(%rsp), %ymm12
	vcvtpd2ps	%zmm14, %ymm15
	vinsertf64x4	$1, %ymm12, %zmm1, %zmm1
	vcvtpd2ps	2416(%rsp), %ymm12
	vinsertf64x4	$1, %ymm12, %zmm15, %zmm12
	vcvtpd2ps	%zmm11, %ymm15
	vcvtpd2ps	2672(%rsp), %ymm14
	vcvtpd2ps	%zmm13, %ymm3
	vcvtpd2ps	2736(%rsp), %ymm13
	vinsertf64x4	$1, %ymm14, %zmm15, %zmm14
	vinsertf64x4	$1, %ymm13, %zmm3, %zmm3
	vcvtpd2ps	%zmm10, %ymm11
	vcvtpd2ps	2544(%rsp), %ymm10
	vinsertf64x4	$1, %ymm10, %zmm11, %zmm10
	vcvtpd2ps	2608(%rsp), %ymm9
	vcvtpd2ps	2480(%rsp), %ymm7
	vinsertf64x4	$1, %ymm7, %zmm9, %zmm7
	vcvtpd2ps	%zmm25, %ymm5
	vcvtpd2ps	%zmm31, %ymm9
	vcvtpd2ps	%zmm16, %ymm11
	vinsertf64x4	$1, %ymm9, %zmm5, %zmm5
	vcvtpd2ps	%zmm17, %ymm4
	vinsertf64x4	$1, %ymm4, %zmm11, %zmm4
	vbroadcastss	.LCPI0_25(%rip), %zmm11
	vmulps	%zmm11, %zmm2, %zmm2
	vmulps	%zmm11, %zmm6, %zmm6
	vsqrtps	%zmm2, %zmm2
	vsqrtps	%zmm6, %zmm6
	vmulps	%zmm10, %zmm2, %zmm9
	vmulps	%zmm1, %zmm2, %zmm1
	vmulps	%zmm7, %zmm6, %zmm2
	vmulps	%zmm12, %zmm6, %zmm6
	vmulps	%zmm11, %zmm8, %zmm7
	vmulps	%zmm11, %zmm0, %zmm0
	vsqrtps	%zmm7, %zmm7
	vsqrtps	%zmm0, %zmm0
	vmulps	%zmm5, %zmm7, %zmm5
	vmulps	%zmm14, %zmm7, %zmm7
	vmulps	%zmm4, %zmm0, %zmm4
	vmulps	%zmm3, %zmm0, %zmm0
	vmovaps	%zmm9, %zmm3
	vmovaps	.LCPI0_43(%rip), %zmm10
	vpermt2ps	%zmm1, %zmm10, %zmm3
	vmovaps	.LCPI0_44(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm9
	vmovups	%zmm9, -384(%rsi,%rdx,8)
	vmovups	%zmm3, -320(%rsi,%rdx,8)
	vmovaps	%zmm2, %zmm1
	vpermt2ps	%zmm6, %zmm10, %zmm1
	vpermt2ps	%zmm6, %zmm8, %zmm2
	vmovups	%zmm2, -256(%rsi,%rdx,8)
	vmovups	%zmm1, -192(%rsi,%rdx,8)
	vmovaps	%zmm5, %zmm1
	vpermt2ps	%zmm7, %zmm10, %zmm1
	vpermt2ps	%zmm7, %zmm8, %zmm5
	vmovups	%zmm5, -128(%rsi,%rdx,8)
	vmovups	%zmm1, -64(%rsi,%rdx,8)
	vmovaps	%zmm4, %zmm1
	vpermt2ps	%zmm0, %zmm10, %zmm1
	vpermt2ps	%zmm0, %zmm8, %zmm4
	vmovups	%zmm4, (%rsi,%rdx,8)
	vmovups	%zmm1, 64(%rsi,%rdx,8)
	addq	$64, %rdx
	cmpq	%rdx, %rcx
	jne	.LBB0_140
	cmpq	%rcx, 2992(%rsp)
	movq	-128(%rsp), %rbp
	vmovss	.LCPI0_11(%rip), %xmm23
	vmovss	.LCPI0_12(%rip), %xmm31
	vmovd	.LCPI0_17(%rip), %xmm18
	vmovd	.LCPI0_18(%rip), %xmm19
	vmovss	.LCPI0_19(%rip), %xmm7
	vmovd	.LCPI0_20(%rip), %xmm22
	vmovss	.LCPI0_21(%rip), %xmm20
	vmovss	.LCPI0_22(%rip), %xmm21
	vmovd	.LCPI0_23(%rip), %xmm6
	vmovss	.LCPI0_24(%rip), %xmm8
	vmovd	.LCPI0_25(%rip), %xmm25
	vmovq	.LCPI0_26(%rip), %xmm24
	vmovq	.LCPI0_27(%rip), %xmm17
	vmovq	.LCPI0_28(%rip), %xmm10
	vmovq	.LCPI0_29(%rip), %xmm11
	vmovq	.LCPI0_30(%rip), %xmm12
	vmovq	.LCPI0_31(%rip), %xmm13
	vmovq	.LCPI0_46(%rip), %xmm14
	vmovq	.LCPI0_35(%rip), %xmm15
	vmovq	.LCPI0_32(%rip), %xmm16
	vmovq	.LCPI0_36(%rip), %xmm26
	vmovq	.LCPI0_33(%rip), %xmm27
	vmovsd	.LCPI0_37(%rip), %xmm28
	vmovq	.LCPI0_47(%rip), %xmm29
	vmovq	.LCPI0_39(%rip), %xmm30
	vmovdqu64	2224(%rsp), %zmm9
	je	.LBB0_113
	movq	352(%rsp), %rdx
	movq	816(%rsp), %rcx
	testb	$56, 2992(%rsp)
	je	.LBB0_146
.LBB0_143:
	movq	864(%rsp), %rsi
	vbroadcastss	.LCPI0_11(%rip), %ymm11
	vbroadcastss	.LCPI0_12(%rip), %ymm12
	vbroadcastss	.LCPI0_19(%rip), %ymm25
	vbroadcastss	.LCPI0_20(%rip), %ymm26
	vbroadcastss	.LCPI0_21(%rip), %ymm27
	vbroadcastss	.LCPI0_22(%rip), %ymm28
	vbroadcastss	.LCPI0_23(%rip), %ymm29
	vbroadcastss	.LCPI0_24(%rip), %ymm30
	vbroadcastss	.LCPI0_25(%rip), %ymm10
	vbroadcastsd	.LCPI0_26(%rip), %zmm9
	vbroadcastsd	.LCPI0_27(%rip), %zmm13
	vbroadcastsd	.LCPI0_28(%rip), %zmm14
	vbroadcastsd	.LCPI0_47(%rip), %zmm7
	vbroadcastsd	.LCPI0_29(%rip), %zmm31
	vbroadcastsd	.LCPI0_32(%rip), %zmm23
	vbroadcastsd	.LCPI0_37(%rip), %zmm6
	vbroadcastsd	.LCPI0_31(%rip), %zmm22
	vbroadcastsd	.LCPI0_30(%rip), %zmm21
	vbroadcastsd	.LCPI0_36(%rip), %zmm8
	vbroadcastsd	.LCPI0_35(%rip), %zmm19
	vbroadcastsd	.LCPI0_46(%rip), %zmm18
	vbroadcastsd	.LCPI0_33(%rip), %zmm20
	vbroadcastsd	.LCPI0_39(%rip), %zmm15
	vbroadcastsd	.LCPI0_40(%rip), %zmm16
	vpbroadcastq	.LCPI0_41(%rip), %zmm17
	vpbroadcastq	.LCPI0_42(%rip), %zmm24
	.p2align	4
.LBB0_144:
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
	vmulps	%ymm25, %ymm4, %ymm5
	vaddps	%ymm26, %ymm5, %ymm5
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
	vmulps	%ymm29, %ymm0, %ymm3
	vaddps	%ymm2, %ymm3, %ymm2
	vsubps	%ymm5, %ymm2, %ymm2
	vaddps	%ymm2, %ymm1, %ymm1
	vmulps	%ymm30, %ymm0, %ymm0
	vaddps	%ymm1, %ymm0, %ymm0
	vcvtps2pd	%ymm4, %zmm1
	vmulpd	%zmm9, %zmm1, %zmm1
	vaddpd	%zmm13, %zmm1, %zmm2
	vaddpd	%zmm14, %zmm2, %zmm3
	vsubpd	%zmm3, %zmm1, %zmm1
	vmulpd	%zmm31, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm3
	vmulpd	%zmm21, %zmm3, %zmm4
	vaddpd	%zmm22, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm23, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm20, %zmm4, %zmm4
	vmulpd	%zmm3, %zmm1, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm18, %zmm3, %zmm4
	vaddpd	%zmm19, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm6, %zmm4, %zmm4
	vmulpd	%zmm3, %zmm3, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm7, %zmm3, %zmm3
	vaddpd	%zmm15, %zmm3, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vxorpd	%zmm16, %zmm1, %zmm4
	vxorpd	%zmm16, %zmm3, %zmm5
	vptestnmq	%zmm17, %zmm2, %k1
	vptestnmq	%zmm24, %zmm2, %k2
	vblendmpd	%zmm1, %zmm4, %zmm2 {%k2}
	vmovapd	%zmm3, %zmm5 {%k2}
	vmovapd	%zmm4, %zmm1 {%k2}
	vblendmpd	%zmm2, %zmm5, %zmm2 {%k1}
	vmovapd	%zmm5, %zmm1 {%k1}
	vmulps	%ymm0, %ymm10, %ymm0
	vsqrtps	%ymm0, %ymm0
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm1, %ymm1
	vmulps	%ymm1, %ymm0, %ymm1
	vmulps	%ymm2, %ymm0, %ymm0
	vmovaps	.LCPI0_44(%rip), %zmm2
	vpermt2ps	%zmm0, %zmm2, %zmm1
	vmovups	%zmm1, (%rdi,%rdx,8)
	addq	$8, %rdx
	cmpq	%rdx, %rsi
	jne	.LBB0_144
	movq	856(%rsp), %rcx
	cmpq	%rsi, 2992(%rsp)
	vmovd	.LCPI0_25(%rip), %xmm25
	vmovq	.LCPI0_26(%rip), %xmm24
	vmovq	.LCPI0_27(%rip), %xmm17
	vmovq	.LCPI0_28(%rip), %xmm10
	vmovq	.LCPI0_29(%rip), %xmm11
	vmovq	.LCPI0_30(%rip), %xmm12
	vmovq	.LCPI0_31(%rip), %xmm13
	vmovq	.LCPI0_46(%rip), %xmm14
	vmovq	.LCPI0_35(%rip), %xmm15
	vmovq	.LCPI0_32(%rip), %xmm16
	vmovq	.LCPI0_36(%rip), %xmm26
	vmovq	.LCPI0_33(%rip), %xmm27
	vmovsd	.LCPI0_37(%rip), %xmm28
	vmovq	.LCPI0_47(%rip), %xmm29
	vmovq	.LCPI0_39(%rip), %xmm30
	vmovdqu64	2224(%rsp), %zmm9
	vmovss	.LCPI0_11(%rip), %xmm23
	vmovss	.LCPI0_12(%rip), %xmm31
	vmovss	.LCPI0_19(%rip), %xmm7
	vmovd	.LCPI0_20(%rip), %xmm22
	vmovd	.LCPI0_18(%rip), %xmm19
	vmovd	.LCPI0_17(%rip), %xmm18
	vmovss	.LCPI0_22(%rip), %xmm21
	vmovss	.LCPI0_21(%rip), %xmm20
	vmovd	.LCPI0_23(%rip), %xmm6
	vmovss	.LCPI0_24(%rip), %xmm8
	je	.LBB0_113
	.p2align	4
.LBB0_146:
	movl	(%rdi,%rcx,4), %edx
	shrl	$9, %edx
	vxorps	%xmm2, %xmm2, %xmm2
	vcvtsi2ss	%edx, %xmm2, %xmm0
	movl	4(%rdi,%rcx,4), %edx
	vaddss	%xmm23, %xmm0, %xmm0
	vmulss	%xmm31, %xmm0, %xmm0
	shrl	$9, %edx
	vxorps	%xmm2, %xmm2, %xmm2
	vcvtsi2ss	%edx, %xmm2, %xmm1
	vaddss	%xmm23, %xmm1, %xmm1
	vmulss	%xmm31, %xmm1, %xmm1
	vmovd	%xmm0, %edx
	addl	$4913933, %edx
	movl	%edx, %esi
	shrl	$23, %esi
	addl	$-127, %esi
	andl	$8388607, %edx
	addl	$1060439283, %edx
	vmovd	%edx, %xmm0
	vaddss	%xmm18, %xmm0, %xmm0
	vaddss	%xmm19, %xmm0, %xmm2
	vdivss	%xmm2, %xmm0, %xmm2
	vmulss	%xmm2, %xmm2, %xmm3
	vmulss	%xmm3, %xmm3, %xmm4
	vmulss	%xmm7, %xmm4, %xmm5
	vaddss	%xmm22, %xmm5, %xmm5
	vmulss	%xmm5, %xmm4, %xmm5
	vmulss	%xmm20, %xmm4, %xmm4
	vaddss	%xmm21, %xmm4, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vaddss	%xmm5, %xmm3, %xmm3
	vmulss	%xmm23, %xmm0, %xmm4
	vcvtsi2ss	%esi, %xmm25, %xmm5
	vmulss	%xmm4, %xmm0, %xmm4
	vaddss	%xmm3, %xmm4, %xmm3
	vmulss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm6, %xmm5, %xmm3
	vaddss	%xmm2, %xmm3, %xmm2
	vsubss	%xmm4, %xmm2, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vmulss	%xmm5, %xmm8, %xmm2
	vaddss	%xmm0, %xmm2, %xmm0
	vmulss	%xmm25, %xmm0, %xmm0
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vsqrtss	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm24, %xmm1, %xmm1
	vaddsd	%xmm17, %xmm1, %xmm2
	vaddsd	%xmm2, %xmm10, %xmm3
	vsubsd	%xmm3, %xmm1, %xmm1
	vmovq	%xmm2, %rdx
	testb	$2, %dl
	sete	%sil
	vmulsd	%xmm1, %xmm11, %xmm1
	vmulsd	%xmm1, %xmm1, %xmm2
	vmulsd	%xmm2, %xmm12, %xmm3
	vaddsd	%xmm3, %xmm13, %xmm3
	vmulsd	%xmm2, %xmm14, %xmm4
	vaddsd	%xmm4, %xmm15, %xmm4
	vmulsd	%xmm3, %xmm2, %xmm3
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm16, %xmm3, %xmm3
	vaddsd	%xmm26, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm2, %xmm3
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm27, %xmm3, %xmm3
	vaddsd	%xmm28, %xmm4, %xmm4
	vmulsd	%xmm2, %xmm1, %xmm5
	vmulsd	%xmm3, %xmm5, %xmm3
	vmulsd	%xmm2, %xmm2, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vmulsd	%xmm29, %xmm2, %xmm2
	vaddsd	%xmm30, %xmm2, %xmm2
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
	cmpq	%r12, %rcx
	jb	.LBB0_146
.LBB0_113:
	cmpq	%r11, %r12
	vmovss	-108(%rsp), %xmm24
	vmovss	-112(%rsp), %xmm25
	vmovaps	784(%rsp), %xmm26
	vpbroadcastd	.LCPI0_49(%rip), %zmm29
	vpbroadcastd	.LCPI0_50(%rip), %zmm30
	vmovdqa64	%xmm22, %xmm13
	vmovdqa64	%xmm19, %xmm14
	vmovdqa64	%xmm18, %xmm15
	vmovdqa	%xmm6, %xmm11
	je	.LBB0_118
	xorl	%r14d, %ebx
	xorl	3120(%rsp), %ebx
	movq	560(%rsp), %rax
	imulq	%rax, %rbx
	movq	%rbx, %rdx
	shrq	$32, %rdx
	movq	1072(%rsp), %r10
	xorl	56(%rsp), %r10d
	xorl	200(%rsp), %edx
	imulq	%rax, %r10
	movq	%r10, %rsi
	shrq	$32, %rsi
	imulq	%r13, %rdx
	movq	%rdx, %rcx
	shrq	$32, %rcx
	xorl	8(%rsp), %ecx
	movq	1456(%rsp), %r8
	xorl	%esi, %r8d
	xorl	%r8d, %ebx
	imulq	%rax, %rcx
	movq	%rcx, %rsi
	shrq	$32, %rsi
	imulq	%r13, %rbx
	movq	%rbx, %r8
	shrq	$32, %r8
	xorl	880(%rsp), %edx
	xorl	%r8d, %edx
	xorl	%r15d, %r10d
	xorl	%esi, %r10d
	imulq	%rax, %rdx
	movq	%rdx, %rsi
	shrq	$32, %rsi
	imulq	%r13, %r10
	movq	%r10, %r8
	shrq	$32, %r8
	xorl	1392(%rsp), %ebx
	xorl	%r8d, %ebx
	xorl	432(%rsp), %ecx
	xorl	%esi, %ecx
	imulq	%rax, %rbx
	movq	%rbx, %rsi
	shrq	$32, %rsi
	imulq	%r13, %rcx
	movq	%rcx, %r8
	shrq	$32, %r8
	xorl	1328(%rsp), %r10d
	xorl	%r8d, %r10d
	xorl	592(%rsp), %edx
	xorl	%esi, %edx
	imulq	%rax, %r10
	movq	%r10, %rsi
	shrq	$32, %rsi
	imulq	%r13, %rdx
	movq	%rdx, %r8
	shrq	$32, %r8
	xorl	96(%rsp), %ecx
	xorl	%r8d, %ecx
	xorl	720(%rsp), %ebx
	xorl	%esi, %ebx
	imulq	%rax, %rcx
	movq	%rcx, %rsi
	shrq	$32, %rsi
	imulq	%r13, %rbx
	movq	%rbx, %r8
	shrq	$32, %r8
	xorl	-32(%rsp), %edx
	xorl	%r8d, %edx
	xorl	496(%rsp), %r10d
	xorl	%esi, %r10d
	imulq	%rax, %rdx
	movq	%rdx, %rsi
	shrq	$32, %rsi
	imulq	%r13, %r10
	movq	%r10, %r8
	shrq	$32, %r8
	xorl	1008(%rsp), %ebx
	xorl	%r8d, %ebx
	xorl	368(%rsp), %ecx
	xorl	%esi, %ecx
	imulq	%rax, %rbx
	imulq	%r13, %rcx
	movq	%rcx, %rsi
	shrq	$32, %rsi
	xorl	-56(%rsp), %r10d
	xorl	%esi, %r10d
	shrl	$9, %r10d
	vxorps	%xmm2, %xmm2, %xmm2
	vcvtsi2ss	%r10d, %xmm2, %xmm0
	vaddss	%xmm23, %xmm0, %xmm0
	vmulss	%xmm31, %xmm0, %xmm0
	shrl	$9, %ecx
	vxorps	%xmm2, %xmm2, %xmm2
	vcvtsi2ss	%ecx, %xmm2, %xmm1
	vaddss	%xmm23, %xmm1, %xmm1
	vmulss	%xmm31, %xmm1, %xmm1
	vmovd	%xmm0, %r10d
	addl	$4913933, %r10d
	movl	%r10d, %r8d
	shrl	$23, %r8d
	addl	$-127, %r8d
	andl	$8388607, %r10d
	addl	$1060439283, %r10d
	vcvtss2sd	%xmm1, %xmm1, %xmm0
	vmovsd	.LCPI0_26(%rip), %xmm18
	vmulsd	%xmm18, %xmm0, %xmm0
	vmovsd	.LCPI0_27(%rip), %xmm17
	vaddsd	%xmm17, %xmm0, %xmm2
	vmovq	%xmm2, %rsi
	testb	$2, %sil
	sete	%cl
	movl	%ebx, %r11d
	shrl	$9, %r11d
	vcvtsi2ss	%r11d, %xmm12, %xmm1
	movq	-120(%rsp), %r11
	vmovd	%r10d, %xmm3
	vaddss	%xmm3, %xmm15, %xmm3
	vaddss	%xmm3, %xmm14, %xmm4
	vdivss	%xmm4, %xmm3, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm5, %xmm5, %xmm6
	vmovaps	%xmm7, %xmm12
	vmulss	%xmm7, %xmm6, %xmm7
	vaddss	%xmm7, %xmm13, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vmulss	%xmm20, %xmm6, %xmm6
	vaddss	%xmm21, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vaddss	%xmm7, %xmm5, %xmm5
	vmulss	%xmm23, %xmm3, %xmm6
	vmulss	%xmm6, %xmm3, %xmm6
	vcvtsi2ss	%r8d, %xmm15, %xmm7
	vaddss	%xmm5, %xmm6, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm7, %xmm11, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vsubss	%xmm6, %xmm4, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm7, %xmm8, %xmm4
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
	vaddsd	%xmm27, %xmm3, %xmm3
	vmulsd	%xmm2, %xmm0, %xmm4
	vmulsd	%xmm3, %xmm4, %xmm3
	vaddsd	%xmm3, %xmm0, %xmm3
	vmulsd	.LCPI0_34(%rip), %xmm2, %xmm0
	vmovsd	.LCPI0_35(%rip), %xmm4
	vsubsd	%xmm0, %xmm4, %xmm0
	vmulsd	%xmm0, %xmm2, %xmm0
	vaddsd	.LCPI0_36(%rip), %xmm0, %xmm0
	vmulsd	%xmm0, %xmm2, %xmm0
	vaddsd	%xmm28, %xmm0, %xmm0
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
	vaddss	%xmm23, %xmm1, %xmm1
	vmovaps	%xmm31, %xmm10
	vmulss	%xmm31, %xmm1, %xmm1
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vmulss	.LCPI0_25(%rip), %xmm6, %xmm2
	vsqrtss	%xmm2, %xmm2, %xmm6
	vcvtsd2ss	%xmm7, %xmm7, %xmm2
	vmulss	%xmm2, %xmm6, %xmm2
	vmovss	%xmm2, (%rdi,%r12,4)
	vmulsd	%xmm18, %xmm1, %xmm1
	vaddsd	%xmm17, %xmm1, %xmm2
	vmovq	%xmm2, %rcx
	testb	$2, %cl
	sete	%r8b
	cmpq	%r11, -8(%rsp)
	jae	.LBB0_116
	testb	$2, %sil
	sete	%r10b
	kmovd	%r10d, %k1
	vmovsd	%xmm3, %xmm4, %xmm4 {%k1}
	kmovd	%esi, %k1
	vmovsd	%xmm5, %xmm4, %xmm4 {%k1}
	vcvtsd2ss	%xmm4, %xmm4, %xmm3
	vmulss	%xmm3, %xmm6, %xmm3
	movq	-8(%rsp), %rsi
	vmovss	%xmm3, (%rdi,%rsi,4)
.LBB0_116:
	cmpq	%r11, -16(%rsp)
	movl	656(%rsp), %eax
	vmovss	.LCPI0_23(%rip), %xmm11
	vmovss	-108(%rsp), %xmm24
	vmovss	-112(%rsp), %xmm25
	vmovss	.LCPI0_24(%rip), %xmm8
	vmovaps	%xmm10, %xmm31
	vmovaps	%xmm12, %xmm7
	jae	.LBB0_118
	shrq	$32, %rbx
	xorl	%eax, %edx
	xorl	%ebx, %edx
	shrl	$9, %edx
	vcvtsi2ss	%edx, %xmm15, %xmm3
	vaddss	%xmm23, %xmm3, %xmm3
	vmulss	%xmm31, %xmm3, %xmm3
	vmovd	%xmm3, %edx
	addl	$4913933, %edx
	movl	%edx, %esi
	shrl	$23, %esi
	addl	$-127, %esi
	andl	$8388607, %edx
	addl	$1060439283, %edx
	vmovd	%edx, %xmm3
	vaddss	%xmm3, %xmm15, %xmm3
	vaddss	%xmm3, %xmm14, %xmm4
	vdivss	%xmm4, %xmm3, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm5, %xmm5, %xmm6
	vmulss	%xmm6, %xmm12, %xmm7
	vaddss	%xmm7, %xmm13, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vmulss	%xmm20, %xmm6, %xmm6
	vaddss	%xmm21, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vaddss	%xmm7, %xmm5, %xmm5
	vmulss	%xmm23, %xmm3, %xmm6
	vmulss	%xmm6, %xmm3, %xmm6
	vcvtsi2ss	%esi, %xmm15, %xmm7
	vaddss	%xmm5, %xmm6, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vmulss	.LCPI0_23(%rip), %xmm7, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vsubss	%xmm6, %xmm4, %xmm4
	vmovss	.LCPI0_23(%rip), %xmm11
	vmovaps	%xmm10, %xmm31
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	.LCPI0_24(%rip), %xmm7, %xmm4
	vmovss	.LCPI0_24(%rip), %xmm8
	vmovaps	%xmm12, %xmm7
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
	vaddsd	%xmm27, %xmm4, %xmm4
	vmulsd	%xmm2, %xmm1, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vaddsd	%xmm4, %xmm1, %xmm1
	vmulsd	.LCPI0_34(%rip), %xmm2, %xmm4
	vmovsd	.LCPI0_35(%rip), %xmm5
	vsubsd	%xmm4, %xmm5, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	.LCPI0_36(%rip), %xmm4, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm28, %xmm4, %xmm4
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
	movq	-16(%rsp), %rcx
	vmovss	%xmm0, (%rdi,%rcx,4)
.LBB0_118:
	cmpb	$0, 72(%rsp)
	je	.LBB0_120
	xorl	%ecx, %ecx
	movq	-40(%rsp), %r8
	vpbroadcastq	.LCPI0_4(%rip), %zmm17
	vpbroadcastq	.LCPI0_5(%rip), %zmm29
	vmovdqa64	.LCPI0_6(%rip), %zmm30
	vmovaps	3184(%rsp), %xmm6
.LBB0_127:
	movl	$2143289344, %eax
	movq	%rcx, %rdx
	orq	$1, %rdx
	testb	$1, %r11b
	je	.LBB0_129
	movq	848(%rsp), %rbx
	vmovss	(%rbx,%rcx,4), %xmm0
	movq	840(%rsp), %rsi
	vmovss	(%rsi,%rcx,4), %xmm1
	vsubss	%xmm0, %xmm1, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	%xmm23, %xmm1, %xmm1
	vmulss	%xmm1, %xmm26, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmulss	(%rdi,%rcx,4), %xmm6, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	vmovd	%xmm0, %esi
	movl	%esi, %r8d
	andl	$2147483647, %r8d
	cmpl	$2139095041, %r8d
	movq	-40(%rsp), %r8
	cmovael	%eax, %esi
	movl	%esi, (%rbx,%rcx,4)
	movq	%rdx, %rcx
.LBB0_129:
	cmpq	%rdx, %r11
	movq	32(%rsp), %rbx
	movq	40(%rsp), %r15
	je	.LBB0_131
	.p2align	4
.LBB0_130:
	vmovss	(%rbx,%rcx,4), %xmm0
	vmovss	(%r15,%rcx,4), %xmm1
	vmovss	4(%r15,%rcx,4), %xmm2
	vsubss	%xmm1, %xmm0, %xmm0
	vaddss	%xmm0, %xmm0, %xmm0
	vmulss	%xmm23, %xmm0, %xmm0
	vmulss	%xmm0, %xmm26, %xmm0
	vmulss	-4(%r9,%rcx,4), %xmm6, %xmm3
	vaddss	%xmm0, %xmm1, %xmm0
	vaddss	%xmm0, %xmm3, %xmm0
	vmovd	%xmm0, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%eax, %edx
	movl	%edx, (%r15,%rcx,4)
	vmovss	4(%rbx,%rcx,4), %xmm0
	vsubss	%xmm2, %xmm0, %xmm0
	vaddss	%xmm0, %xmm0, %xmm0
	vmulss	%xmm23, %xmm0, %xmm0
	vmulss	%xmm0, %xmm26, %xmm0
	vaddss	%xmm0, %xmm2, %xmm0
	vmulss	(%r9,%rcx,4), %xmm6, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	vmovd	%xmm0, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%eax, %edx
	movl	%edx, 4(%r15,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r11
	jne	.LBB0_130
	jmp	.LBB0_131
	.p2align	4
.LBB0_120:
	vmovaps	3184(%rsp), %xmm6
	vbroadcastss	%xmm6, %zmm0
	xorl	%ecx, %ecx
	movq	2160(%rsp), %rdx
	movq	-40(%rsp), %r8
	movq	64(%rsp), %rsi
	vbroadcastss	.LCPI0_11(%rip), %zmm5
	vbroadcastss	.LCPI0_48(%rip), %zmm17
	.p2align	4
.LBB0_121:
	vmovups	-64(%rsi,%rcx,4), %zmm1
	vmovups	(%rsi,%rcx,4), %zmm2
	vmovups	-64(%r8,%rcx,4), %zmm3
	vmovups	(%r8,%rcx,4), %zmm4
	vsubps	%zmm1, %zmm3, %zmm3
	vsubps	%zmm2, %zmm4, %zmm4
	vaddps	%zmm3, %zmm3, %zmm3
	vaddps	%zmm4, %zmm4, %zmm4
	vmulps	%zmm5, %zmm3, %zmm3
	vmulps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm3, %zmm9, %zmm3
	vmulps	%zmm4, %zmm9, %zmm4
	vaddps	%zmm3, %zmm1, %zmm1
	vaddps	%zmm4, %zmm2, %zmm2
	vmulps	(%rdi,%rcx,4), %zmm0, %zmm3
	vaddps	%zmm1, %zmm3, %zmm1
	vmulps	64(%rdi,%rcx,4), %zmm0, %zmm3
	vaddps	%zmm2, %zmm3, %zmm2
	vandps	%zmm17, %zmm1, %zmm3
	vandps	%zmm17, %zmm2, %zmm4
	vpcmpgtd	%zmm29, %zmm3, %k1
	vpcmpgtd	%zmm29, %zmm4, %k2
	vmovdqa32	%zmm30, %zmm1 {%k1}
	vmovdqa32	%zmm30, %zmm2 {%k2}
	vmovdqu64	%zmm1, -64(%rsi,%rcx,4)
	vmovdqu64	%zmm2, (%rsi,%rcx,4)
	addq	$32, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_121
	cmpq	%rdx, %r11
	movq	32(%rsp), %rdx
	movq	40(%rsp), %rsi
	vbroadcastss	.LCPI0_11(%rip), %xmm3
	vbroadcastss	.LCPI0_48(%rip), %xmm4
	vpbroadcastd	.LCPI0_49(%rip), %xmm5
	vpbroadcastq	.LCPI0_4(%rip), %zmm17
	vpbroadcastq	.LCPI0_5(%rip), %zmm29
	vmovdqa64	.LCPI0_6(%rip), %zmm30
	je	.LBB0_131
	movq	2160(%rsp), %rcx
	testb	$28, %r11b
	je	.LBB0_127
	vbroadcastss	%xmm6, %xmm0
	movq	2160(%rsp), %rcx
	.p2align	4
.LBB0_125:
	vmovups	(%rsi,%rcx,4), %xmm1
	vmovups	(%rdx,%rcx,4), %xmm2
	vsubps	%xmm1, %xmm2, %xmm2
	vaddps	%xmm2, %xmm2, %xmm2
	vmulps	%xmm3, %xmm2, %xmm2
	vmulps	%xmm2, %xmm9, %xmm2
	vaddps	%xmm2, %xmm1, %xmm1
	vmulps	(%rdi,%rcx,4), %xmm0, %xmm2
	vaddps	%xmm1, %xmm2, %xmm1
	vandps	%xmm4, %xmm1, %xmm2
	vpcmpgtd	%xmm5, %xmm2, %k1
	vpbroadcastd	.LCPI0_50(%rip), %xmm1 {%k1}
	vmovdqu	%xmm1, (%rsi,%rcx,4)
	addq	$4, %rcx
	cmpq	%rcx, %r12
	jne	.LBB0_125
	movq	%r12, %rcx
	cmpq	%r12, %r11
	je	.LBB0_131
	jmp	.LBB0_127
.LBB0_73:
	vmovss	3312(%rsp), %xmm0
	vmulss	-24(%rsp), %xmm0, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm1 {%k1} {z}
	jmp	.LBB0_74
.LBB0_5:
	movq	-48(%rsp), %rax
	movq	-128(%rsp), %r15
	.p2align	4
.LBB0_6:
	addq	%rsi, %r15
	cmpq	%rax, %r15
	jb	.LBB0_6
.LBB0_133:
	addq	$104824, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.LBB0_76:
	movq	%rcx, %r12
	movq	%rbp, %r15
	cmpl	$0, -68(%rsp)
	jne	.LBB0_77
	movq	%r11, %rax
	andq	$-64, %rax
	vbroadcastss	%xmm26, %zmm0
	movq	%r11, %rcx
	andq	$-8, %rcx
	movq	-64(%rsp), %rdi
	leaq	(%rdi,%r8,4), %rdx
	addq	$192, %rdx
	movq	-104(%rsp), %r9
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
	movq	%r15, %rbx
	movq	%r12, %r15
	jmp	.LBB0_82
	.p2align	4
.LBB0_98:
	movq	-128(%rsp), %rbx
	incq	%rbx
	movq	288(%rsp), %r9
	incq	%r9
	movq	192(%rsp), %r14
	addq	%r14, %rdx
	addq	%r14, %rsi
	addq	%r14, %rdi
	addq	%r14, %r8
	cmpq	-48(%rsp), %rbx
	movq	48(%rsp), %r15
	je	.LBB0_133
.LBB0_82:
	movq	%r9, 288(%rsp)
	imulq	%r9, %r14
	addq	%r14, %r15
	movq	-104(%rsp), %r9
	leaq	(%r9,%r15), %r12
	addq	184(%rsp), %r14
	leaq	(%r9,%r14), %r13
	movq	-64(%rsp), %r11
	addq	%r11, %r15
	addq	%r11, %r14
	movq	%rbx, -128(%rsp)
	imulq	-120(%rsp), %rbx
	leaq	(%r9,%rbx,4), %r9
	movq	%r9, 112(%rsp)
	leaq	(%r11,%rbx,4), %r9
	movq	%r9, 224(%rsp)
	movq	-120(%rsp), %r11
	cmpq	%r14, %r12
	setb	%r14b
	cmpq	%r13, %r15
	setb	%bpl
	andb	%r14b, %bpl
	xorl	%r14d, %r14d
	jmp	.LBB0_83
	.p2align	4
.LBB0_97:
	incq	%r14
	cmpq	-96(%rsp), %r14
	je	.LBB0_98
.LBB0_83:
	testb	%bpl, %bpl
	je	.LBB0_85
	xorl	%r15d, %r15d
	jmp	.LBB0_93
	.p2align	4
.LBB0_85:
	cmpq	$64, %r11
	jae	.LBB0_87
	xorl	%r12d, %r12d
	jmp	.LBB0_91
	.p2align	4
.LBB0_87:
	xorl	%r15d, %r15d
	.p2align	4
.LBB0_88:
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
	jne	.LBB0_88
	cmpq	%rax, %r11
	je	.LBB0_97
	movq	%rax, %r12
	movq	%rax, %r15
	testb	$56, %r11b
	je	.LBB0_93
	.p2align	4
.LBB0_91:
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
	jne	.LBB0_91
	movq	%rcx, %r15
	cmpq	%rcx, %r11
	je	.LBB0_97
.LBB0_93:
	movq	%r15, %r12
	orq	$1, %r12
	testb	$1, %r11b
	je	.LBB0_95
	movq	112(%rsp), %rbx
	vmovss	(%rbx,%r15,4), %xmm9
	movq	224(%rsp), %r9
	vmovss	(%r9,%r15,4), %xmm10
	vsubss	%xmm9, %xmm10, %xmm10
	vaddss	%xmm10, %xmm10, %xmm10
	vmulss	%xmm1, %xmm10, %xmm10
	vmulss	%xmm10, %xmm26, %xmm10
	vaddss	%xmm10, %xmm9, %xmm9
	vmovd	%xmm9, %r9d
	movl	%r9d, %r13d
	andl	$2147483647, %r13d
	cmpl	$2139095041, %r13d
	cmovael	%r10d, %r9d
	movl	%r9d, (%rbx,%r15,4)
	movq	%r12, %r15
.LBB0_95:
	cmpq	%r12, %r11
	je	.LBB0_97
	.p2align	4
.LBB0_96:
	vmovss	(%rdi,%r15,4), %xmm9
	vmovss	(%r8,%r15,4), %xmm10
	vmovss	4(%r8,%r15,4), %xmm11
	vsubss	%xmm10, %xmm9, %xmm9
	vaddss	%xmm9, %xmm9, %xmm9
	vmulss	%xmm1, %xmm9, %xmm9
	vmulss	%xmm9, %xmm26, %xmm9
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
	vmulss	%xmm9, %xmm26, %xmm9
	vaddss	%xmm9, %xmm11, %xmm9
	vmovd	%xmm9, %r9d
	movl	%r9d, %r12d
	andl	$2147483647, %r12d
	cmpl	$2139095041, %r12d
	cmovael	%r10d, %r9d
	movl	%r9d, 4(%r8,%r15,4)
	addq	$2, %r15
	cmpq	%r15, %r11
	jne	.LBB0_96
	jmp	.LBB0_97
.LBB0_77:
	movq	%r11, %rax
	andq	$-64, %rax
	vpbroadcastd	%xmm26, %zmm0
	movq	%r11, %rcx
	andq	$-8, %rcx
	movq	-64(%rsp), %rdi
	movq	%r12, %r9
	leaq	(%rdi,%r12), %rdx
	addq	$192, %rdx
	movq	-104(%rsp), %r8
	leaq	(%r8,%r12), %rsi
	addq	$192, %rsi
	addq	%r12, %rdi
	addq	%r12, %r8
	xorl	%r11d, %r11d
	vmovss	.LCPI0_11(%rip), %xmm1
	movl	$2143289344, %r10d
	vbroadcastss	.LCPI0_11(%rip), %ymm2
	vbroadcastss	.LCPI0_48(%rip), %ymm3
	vpbroadcastd	.LCPI0_49(%rip), %ymm4
	vbroadcastss	.LCPI0_11(%rip), %zmm5
	vbroadcastss	.LCPI0_48(%rip), %zmm6
	vpbroadcastd	.LCPI0_49(%rip), %zmm7
	vpbroadcastd	.LCPI0_50(%rip), %zmm8
	movq	%r15, %rbx
	jmp	.LBB0_78
.LBB0_112:
	movq	-128(%rsp), %rbx
	incq	%rbx
	movq	288(%rsp), %r11
	incq	%r11
	movq	192(%rsp), %r14
	addq	%r14, %rdx
	addq	%r14, %rsi
	addq	%r14, %rdi
	addq	%r14, %r8
	cmpq	-48(%rsp), %rbx
	movq	48(%rsp), %r9
	je	.LBB0_133
.LBB0_78:
	movq	%r11, 288(%rsp)
	imulq	%r11, %r14
	leaq	(%r9,%r14), %r15
	movq	-104(%rsp), %r9
	leaq	(%r9,%r15), %r12
	addq	184(%rsp), %r14
	leaq	(%r9,%r14), %r13
	movq	-64(%rsp), %r11
	addq	%r11, %r15
	addq	%r11, %r14
	movq	%rbx, -128(%rsp)
	imulq	-120(%rsp), %rbx
	leaq	(%r9,%rbx,4), %r9
	movq	%r9, 112(%rsp)
	leaq	(%r11,%rbx,4), %r9
	movq	%r9, 224(%rsp)
	movq	-120(%rsp), %r11
	cmpq	%r14, %r12
	setb	%r14b
	cmpq	%r13, %r15
	setb	%bpl
	andb	%r14b, %bpl
	xorl	%r14d, %r14d
	jmp	.LBB0_79
.LBB0_111:
	incq	%r14
	cmpq	-96(%rsp), %r14
	je	.LBB0_112
.LBB0_79:
	testb	%bpl, %bpl
	je	.LBB0_99
	xorl	%r15d, %r15d
	jmp	.LBB0_107
.LBB0_99:
	cmpq	$64, %r11
	jae	.LBB0_101
	xorl	%r12d, %r12d
	jmp	.LBB0_105
.LBB0_101:
	xorl	%r15d, %r15d
	.p2align	4
.LBB0_102:
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
	jne	.LBB0_102
	cmpq	%rax, %r11
	je	.LBB0_111
	movq	%rax, %r12
	movq	%rax, %r15
	testb	$56, %r11b
	je	.LBB0_107
	.p2align	4
.LBB0_105:
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
	jne	.LBB0_105
	movq	%rcx, %r15
	cmpq	%rcx, %r11
	je	.LBB0_111
.LBB0_107:
	movq	%r15, %r12
	orq	$1, %r12
	testb	$1, %r11b
	je	.LBB0_109
	movq	112(%rsp), %rbx
	vmovss	(%rbx,%r15,4), %xmm9
	movq	224(%rsp), %r9
	vmovss	(%r9,%r15,4), %xmm10
	vsubss	%xmm9, %xmm10, %xmm10
	vaddss	%xmm10, %xmm10, %xmm10
	vmulss	%xmm1, %xmm10, %xmm10
	vmulss	%xmm10, %xmm26, %xmm10
	vaddss	%xmm10, %xmm9, %xmm9
	vmovd	%xmm9, %r9d
	movl	%r9d, %r13d
	andl	$2147483647, %r13d
	cmpl	$2139095041, %r13d
	cmovael	%r10d, %r9d
	movl	%r9d, (%rbx,%r15,4)
	movq	%r12, %r15
.LBB0_109:
	cmpq	%r12, %r11
	je	.LBB0_111
	.p2align	4
.LBB0_110:
	vmovss	(%rdi,%r15,4), %xmm9
	vmovss	(%r8,%r15,4), %xmm10
	vmovss	4(%r8,%r15,4), %xmm11
	vsubss	%xmm10, %xmm9, %xmm9
	vaddss	%xmm9, %xmm9, %xmm9
	vmulss	%xmm1, %xmm9, %xmm9
	vmulss	%xmm9, %xmm26, %xmm9
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
	vmulss	%xmm9, %xmm26, %xmm9
	vaddss	%xmm9, %xmm11, %xmm9
	vmovd	%xmm9, %r9d
	movl	%r9d, %r12d
	andl	$2147483647, %r12d
	cmpl	$2139095041, %r12d
	cmovael	%r10d, %r9d
	movl	%r9d, 4(%r8,%r15,4)
	addq	$2, %r15
	cmpq	%r15, %r11
	jne	.LBB0_110
	jmp	.LBB0_111
.Lfunc_end0:
	.size	tessera_quadratic_fast_x86_64_v4, .Lfunc_end0-tessera_quadratic_fast_x86_64_v4

	.section	".note.GNU-stack","",@progbits
