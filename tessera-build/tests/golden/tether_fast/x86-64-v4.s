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
	subq	$856, %rsp
	movq	(%rdi), %rax
	movq	%rax, -96(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, -24(%rsp)
	movq	24(%rdi), %r12
	movq	32(%rdi), %r11
	movq	40(%rdi), %rax
	movq	48(%rdi), %rcx
	movq	%rcx, 56(%rsp)
	vmovd	56(%rdi), %xmm6
	vmovss	60(%rdi), %xmm0
	vmovaps	%xmm0, 928(%rsp)
	movl	64(%rdi), %ecx
	movl	%ecx, -100(%rsp)
	vmovss	72(%rdi), %xmm0
	vmovss	%xmm0, 40(%rsp)
	vmovss	76(%rdi), %xmm0
	vmovss	%xmm0, 52(%rsp)
	vmovd	80(%rdi), %xmm0
	vmovd	%xmm0, 44(%rsp)
	movl	68(%rdi), %ecx
	movl	%ecx, 48(%rsp)
	movq	88(%rdi), %rcx
	movq	%rcx, -112(%rsp)
	movq	96(%rdi), %rcx
	movq	%rcx, 368(%rsp)
	leaq	3(%rax), %rdx
	shrq	$2, %rdx
	cmpq	$127, %rax
	movq	%r11, 88(%rsp)
	movq	%rax, -120(%rsp)
	movq	%rdx, -88(%rsp)
	ja	.LBB0_22
	movq	%r11, %rsi
	subq	%r12, %rsi
	jbe	.LBB0_81
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
	vmovdqu64	%zmm0, 1872(%rsp)
	vpbroadcastq	%rcx, %zmm25
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 944(%rsp)
	vpbroadcastq	%r14, %zmm26
	movq	-88(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 864(%rsp)
	vbroadcastss	%xmm6, %zmm27
	leaq	71448(%rsp), %r10
	leaq	-1(%rbx), %rax
	movq	%rax, 1248(%rsp)
	vbroadcastss	.LCPI0_48(%rip), %zmm28
	vbroadcastss	.LCPI0_11(%rip), %zmm31
	vbroadcastss	.LCPI0_50(%rip), %zmm29
	vpbroadcastd	.LCPI0_51(%rip), %zmm30
	vpbroadcastd	.LCPI0_52(%rip), %zmm10
	vmovdqu64	%zmm11, 3024(%rsp)
	vmovdqu64	%zmm12, 2960(%rsp)
	vmovdqu64	%zmm13, 3536(%rsp)
	vmovdqu64	%zmm14, 3472(%rsp)
	vmovdqu64	%zmm15, 2896(%rsp)
	vmovdqu64	%zmm16, 2832(%rsp)
	vmovdqu64	%zmm17, 2256(%rsp)
	vmovdqu64	%zmm18, 2768(%rsp)
	vmovdqu64	%zmm19, 2704(%rsp)
	vmovdqu64	%zmm20, 2192(%rsp)
	vmovdqu64	%zmm21, 2128(%rsp)
	vmovdqu64	%zmm22, 2064(%rsp)
	vmovdqu64	%zmm23, 2000(%rsp)
	vmovdqu64	%zmm24, 2640(%rsp)
	vmovdqu64	%zmm25, 3408(%rsp)
	vmovdqu64	%zmm26, 3344(%rsp)
	vmovups	%zmm27, 1680(%rsp)
	jmp	.LBB0_5
	.p2align	4
.LBB0_130:
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r11
.LBB0_131:
	cmpq	%r12, %rax
	cmovbq	%rax, %r15
	addq	%rbx, %r15
	imulq	%r11, %r15
	movq	%rdx, %rcx
	shlq	$8, %rcx
	addq	%rsp, %rcx
	addq	$4952, %rcx
	vmovd	(%rcx,%rax,4), %xmm0
	movq	-96(%rsp), %rax
	leaq	(%rax,%r15,4), %rax
	vmovd	%xmm0, (%rax,%rdx,4)
.LBB0_132:
	movq	%rbx, %r12
	addq	$64, %r12
	addq	$-64, %rsi
	movq	88(%rsp), %r11
	cmpq	%r11, %r12
	jae	.LBB0_81
.LBB0_5:
	cmpq	$64, %rsi
	movl	$64, %eax
	cmovbq	%rsi, %rax
	movq	%rax, -64(%rsp)
	movq	%r11, %rax
	subq	%r12, %rax
	cmpq	$64, %rax
	movq	%r12, %rbx
	movl	$64, %r12d
	cmovbq	%rax, %r12
	leaq	-1(%r12), %r15
	movq	-120(%rsp), %r14
	testq	%r14, %r14
	movq	-96(%rsp), %r13
	movq	-24(%rsp), %rbp
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
	vmovss	%xmm0, 4952(%rsp,%rcx,4)
	vmovss	(%rbp,%rdx,4), %xmm0
	vmovss	%xmm0, 37720(%rsp,%rcx,4)
	leal	1(%rcx), %edx
	andl	$63, %edx
	cmpq	%rdx, %rax
	cmovbeq	%r15, %rdx
	addq	%rbx, %rdx
	imulq	%r14, %rdx
	addq	%r11, %rdx
	vmovss	(%r13,%rdx,4), %xmm0
	vmovss	%xmm0, 4956(%rsp,%rcx,4)
	vmovd	(%rbp,%rdx,4), %xmm0
	vmovd	%xmm0, 37724(%rsp,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r9
	jne	.LBB0_7
.LBB0_8:
	cmpq	$0, 56(%rsp)
	movq	-112(%rsp), %r14
	movq	-88(%rsp), %r13
	je	.LBB0_112
	vpbroadcastq	%rbx, %zmm0
	vpaddq	.LCPI0_0(%rip), %zmm0, %zmm1
	vpaddq	.LCPI0_55(%rip), %zmm0, %zmm2
	vpaddq	.LCPI0_56(%rip), %zmm0, %zmm3
	vpaddq	.LCPI0_57(%rip), %zmm0, %zmm4
	vpaddq	.LCPI0_58(%rip), %zmm0, %zmm5
	vpaddq	.LCPI0_59(%rip), %zmm0, %zmm6
	vpaddq	.LCPI0_61(%rip), %zmm0, %zmm7
	vmovdqu64	864(%rsp), %zmm8
	vpmullq	%zmm8, %zmm2, %zmm2
	vpmullq	%zmm8, %zmm1, %zmm1
	vmovdqu64	%zmm1, 2512(%rsp)
	vpmullq	%zmm8, %zmm4, %zmm1
	vmovdqu64	%zmm1, 2448(%rsp)
	vpmullq	%zmm8, %zmm3, %zmm1
	vmovdqu64	%zmm1, 2384(%rsp)
	vpmullq	%zmm8, %zmm6, %zmm1
	vmovdqu64	%zmm1, 2320(%rsp)
	vpmullq	%zmm8, %zmm5, %zmm1
	vmovdqu64	%zmm1, 3216(%rsp)
	vpmullq	%zmm8, %zmm7, %zmm1
	vmovdqu64	%zmm1, 3152(%rsp)
	vpaddq	.LCPI0_60(%rip), %zmm0, %zmm0
	vpmullq	%zmm8, %zmm0, %zmm0
	vmovdqu64	%zmm0, 3088(%rsp)
	xorl	%eax, %eax
	vmovss	40(%rsp), %xmm0
	vmovss	%xmm0, 1936(%rsp)
	vmovdqu64	%zmm2, 2576(%rsp)
	jmp	.LBB0_10
	.p2align	4
.LBB0_116:
	vmovss	1936(%rsp), %xmm0
	vmulss	52(%rsp), %xmm0, %xmm0
	vmovss	%xmm0, 1936(%rsp)
	incq	%rax
	cmpq	56(%rsp), %rax
	je	.LBB0_112
.LBB0_10:
	cmpl	$0, 48(%rsp)
	sete	%cl
	cmpl	$0, -100(%rsp)
	je	.LBB0_115
	testq	%r13, %r13
	je	.LBB0_115
	movq	368(%rsp), %rdx
	addq	%rax, %rdx
	movq	%rdx, %r11
	shrq	$32, %r11
	imulq	%rdi, %r11
	vpbroadcastq	%r11, %zmm0
	shrq	$32, %r11
	xorl	%r14d, %edx
	xorl	%r11d, %edx
	leaq	78811644(%rdi), %r11
	imulq	%rdx, %r11
	vpbroadcastq	%r11, %zmm1
	shrq	$32, %r11
	xorq	%r8, %r11
	vpbroadcastq	%r11, %zmm3
	vmovdqu64	%zmm3, 1472(%rsp)
	vpxorq	944(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1408(%rsp)
	vpxorq	1872(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 1344(%rsp)
	movq	%r10, %rdx
	xorl	%ebp, %ebp
	vpbroadcastq	.LCPI0_4(%rip), %zmm15
	vpbroadcastq	.LCPI0_5(%rip), %zmm24
	.p2align	4
.LBB0_13:
	vpbroadcastq	%rbp, %zmm0
	vpaddq	2576(%rsp), %zmm0, %zmm1
	vpaddq	2512(%rsp), %zmm0, %zmm4
	vpaddq	2448(%rsp), %zmm0, %zmm6
	vpaddq	2384(%rsp), %zmm0, %zmm8
	vpaddq	2320(%rsp), %zmm0, %zmm9
	vpaddq	3216(%rsp), %zmm0, %zmm10
	vpaddq	3152(%rsp), %zmm0, %zmm13
	vpaddq	3088(%rsp), %zmm0, %zmm0
	vpmuludq	%zmm15, %zmm4, %zmm17
	vpmuludq	%zmm15, %zmm1, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm15
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm6, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm10, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm0, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm2
	vmovdqu64	3344(%rsp), %zmm14
	vpternlogq	$150, %zmm14, %zmm11, %zmm1
	vpternlogq	$150, %zmm14, %zmm17, %zmm4
	vpternlogq	$150, %zmm14, %zmm12, %zmm6
	vpternlogq	$150, %zmm14, %zmm15, %zmm8
	vpternlogq	$150, %zmm14, %zmm5, %zmm9
	vpternlogq	$150, %zmm14, %zmm7, %zmm10
	vpternlogq	$150, %zmm14, %zmm2, %zmm13
	vpternlogq	$150, %zmm14, %zmm3, %zmm0
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm6, %zmm14
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm0, %zmm18
	vpsrlq	$32, %zmm13, %zmm19
	vpmuludq	%zmm24, %zmm1, %zmm6
	vpmuludq	%zmm24, %zmm4, %zmm16
	vpmuludq	%zmm24, %zmm14, %zmm13
	vpmuludq	%zmm24, %zmm8, %zmm14
	vpmuludq	%zmm24, %zmm9, %zmm0
	vpmuludq	%zmm24, %zmm10, %zmm9
	vpmuludq	%zmm24, %zmm19, %zmm26
	vpmuludq	%zmm24, %zmm18, %zmm4
	vpsrlq	$32, %zmm16, %zmm8
	vpsrlq	$32, %zmm6, %zmm10
	vpsrlq	$32, %zmm14, %zmm19
	vpsrlq	$32, %zmm13, %zmm20
	vpsrlq	$32, %zmm9, %zmm21
	vpsrlq	$32, %zmm0, %zmm22
	vpsrlq	$32, %zmm4, %zmm23
	vpsrlq	$32, %zmm26, %zmm24
	vmovdqu64	1408(%rsp), %zmm1
	vpxorq	%zmm1, %zmm10, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm10, %zmm18
	vpxorq	%zmm1, %zmm8, %zmm8
	vpxorq	%zmm1, %zmm20, %zmm20
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm28
	vmovdqu64	%zmm28, 448(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm10
	vmovdqu64	%zmm10, 384(%rsp)
	vpxorq	%zmm1, %zmm19, %zmm19
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm8
	vmovdqu64	%zmm8, 128(%rsp)
	vpxorq	%zmm1, %zmm22, %zmm19
	vpxorq	%zmm1, %zmm21, %zmm20
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm31
	vpxorq	%zmm1, %zmm24, %zmm21
	vpxorq	%zmm1, %zmm23, %zmm23
	vmovdqu64	1472(%rsp), %zmm1
	vpxorq	%zmm17, %zmm1, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm19
	vpxorq	%zmm11, %zmm1, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm11
	vmovdqu64	%zmm11, 544(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm27
	vpxorq	%zmm15, %zmm1, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm17
	vpxorq	%zmm12, %zmm1, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm25
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm29
	vmovdqu64	%zmm29, 608(%rsp)
	vpxorq	%zmm7, %zmm1, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm15
	vpxorq	%zmm5, %zmm1, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm22
	vpxorq	%zmm3, %zmm1, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm3
	vmovdqu64	%zmm3, 736(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm7
	vpxorq	%zmm2, %zmm1, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm5
	vpsrlq	$32, %zmm28, %zmm21
	vpsrlq	$32, %zmm18, %zmm20
	vpsrlq	$32, %zmm8, %zmm28
	vpsrlq	$32, %zmm10, %zmm3
	vpsrlq	$32, %zmm27, %zmm23
	vpsrlq	$32, %zmm19, %zmm12
	vpsrlq	$32, %zmm25, %zmm30
	vmovdqu64	3408(%rsp), %zmm10
	vpternlogq	$150, %zmm10, %zmm16, %zmm12
	vpsrlq	$32, %zmm11, %zmm1
	vpsrlq	$32, %zmm17, %zmm2
	vpternlogq	$150, %zmm10, %zmm6, %zmm23
	vpsrlq	$32, %zmm22, %zmm8
	vpternlogq	$150, %zmm10, %zmm14, %zmm2
	vpternlogq	$150, %zmm10, %zmm13, %zmm30
	vpsrlq	$32, %zmm31, %zmm13
	vmovdqa64	%zmm31, %zmm11
	vpsrlq	$32, %zmm15, %zmm24
	vpternlogq	$150, %zmm10, %zmm9, %zmm24
	vpsrlq	$32, %zmm7, %zmm31
	vpternlogq	$150, %zmm10, %zmm0, %zmm8
	vpternlogq	$150, %zmm10, %zmm4, %zmm31
	vpsrlq	$32, %zmm29, %zmm4
	vpsrlq	$32, %zmm5, %zmm6
	vpternlogq	$150, %zmm10, %zmm26, %zmm6
	vmovdqu64	1344(%rsp), %zmm0
	vpxorq	%zmm0, %zmm20, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm20
	vpxorq	%zmm0, %zmm21, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm26
	vpxorq	%zmm0, %zmm3, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm16
	vpxorq	%zmm0, %zmm28, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm21
	vpxorq	%zmm0, %zmm13, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm14
	vpxorq	%zmm0, %zmm1, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm9
	vpxorq	%zmm0, %zmm4, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 800(%rsp)
	vpsrlq	$32, %zmm20, %zmm10
	vmovdqu64	2640(%rsp), %zmm3
	vpternlogq	$150, %zmm27, %zmm3, %zmm10
	vpsrlq	$32, %zmm26, %zmm28
	vpternlogq	$150, %zmm19, %zmm3, %zmm28
	vpsrlq	$32, %zmm16, %zmm19
	vpternlogq	$150, %zmm25, %zmm3, %zmm19
	vpsrlq	$32, %zmm21, %zmm27
	vpternlogq	$150, %zmm17, %zmm3, %zmm27
	vpsrlq	$32, %zmm14, %zmm17
	vpternlogq	$150, %zmm22, %zmm3, %zmm17
	vpsrlq	$32, %zmm9, %zmm22
	vpternlogq	$150, %zmm15, %zmm3, %zmm22
	vpsrlq	$32, %zmm1, %zmm15
	vpternlogq	$150, %zmm5, %zmm3, %zmm15
	vmovdqu64	736(%rsp), %zmm5
	vpsrlq	$32, %zmm5, %zmm1
	vpxorq	%zmm0, %zmm1, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm13
	vpsrlq	$32, %zmm13, %zmm25
	vpternlogq	$150, %zmm7, %zmm3, %zmm25
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm0
	vmovdqu64	%zmm0, 672(%rsp)
	vpsrlq	$32, %zmm0, %zmm7
	vmovdqu64	2000(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm18, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm12, %zmm23
	vpsrlq	$32, %zmm23, %zmm3
	vpternlogq	$150, 448(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm30, %zmm1
	vmovdqu64	%zmm1, 448(%rsp)
	vpsrlq	$32, %zmm1, %zmm29
	vpternlogq	$150, 384(%rsp), %zmm0, %zmm29
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm18
	vpsrlq	$32, %zmm18, %zmm4
	vpternlogq	$150, 128(%rsp), %zmm0, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm30
	vpsrlq	$32, %zmm30, %zmm8
	vpternlogq	$150, %zmm0, %zmm11, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm24, %zmm11
	vpsrlq	$32, %zmm11, %zmm1
	vpternlogq	$150, 544(%rsp), %zmm0, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm6, %zmm2
	vmovdqu64	%zmm2, 544(%rsp)
	vpsrlq	$32, %zmm2, %zmm6
	vpternlogq	$150, 608(%rsp), %zmm0, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm31, %zmm12
	vpsrlq	$32, %zmm12, %zmm2
	vpternlogq	$150, %zmm0, %zmm5, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm0
	vmovdqu64	%zmm0, 384(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vmovdqu64	2064(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm26, %zmm3
	vmovdqu64	%zmm3, 128(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm24
	vpsrlq	$32, %zmm24, %zmm26
	vpternlogq	$150, %zmm0, %zmm20, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm3
	vmovdqu64	%zmm3, 608(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm0, %zmm21, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm29
	vpsrlq	$32, %zmm29, %zmm20
	vpternlogq	$150, %zmm0, %zmm16, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 1072(%rsp)
	vpsrlq	$32, %zmm1, %zmm21
	vpternlogq	$150, %zmm0, %zmm9, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm5
	vpsrlq	$32, %zmm5, %zmm16
	vpternlogq	$150, %zmm0, %zmm14, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 1008(%rsp)
	vpsrlq	$32, %zmm1, %zmm9
	vpternlogq	$150, %zmm0, %zmm13, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm31
	vpsrlq	$32, %zmm31, %zmm14
	vpternlogq	$150, 800(%rsp), %zmm0, %zmm14
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm28, %zmm0
	vmovdqu64	%zmm0, 800(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vmovdqu64	2128(%rsp), %zmm28
	vpternlogq	$150, %zmm23, %zmm28, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm10, %zmm23
	vpsrlq	$32, %zmm23, %zmm2
	vpternlogq	$150, 672(%rsp), %zmm28, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm27, %zmm0
	vmovdqu64	%zmm0, 736(%rsp)
	vpsrlq	$32, %zmm0, %zmm8
	vpternlogq	$150, %zmm18, %zmm28, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm7
	vpsrlq	$32, %zmm7, %zmm4
	vpternlogq	$150, 448(%rsp), %zmm28, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm0
	vmovdqu64	%zmm0, 672(%rsp)
	vpsrlq	$32, %zmm0, %zmm18
	vpternlogq	$150, %zmm11, %zmm28, %zmm18
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm6
	vpsrlq	$32, %zmm6, %zmm11
	vpternlogq	$150, %zmm30, %zmm28, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm25, %zmm22
	vpsrlq	$32, %zmm22, %zmm19
	vpternlogq	$150, %zmm12, %zmm28, %zmm19
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm30
	vpsrlq	$32, %zmm30, %zmm13
	vpternlogq	$150, 544(%rsp), %zmm28, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm0
	vmovdqu64	%zmm0, 448(%rsp)
	vpsrlq	$32, %zmm0, %zmm27
	vmovdqu64	2192(%rsp), %zmm0
	vpternlogq	$150, %zmm24, %zmm0, %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm24
	vpsrlq	$32, %zmm24, %zmm15
	vpternlogq	$150, 384(%rsp), %zmm0, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm25
	vpsrlq	$32, %zmm25, %zmm4
	vpternlogq	$150, %zmm29, %zmm0, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm12
	vpsrlq	$32, %zmm12, %zmm17
	vpternlogq	$150, 608(%rsp), %zmm0, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm28
	vpsrlq	$32, %zmm28, %zmm10
	vpternlogq	$150, %zmm5, %zmm0, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm2
	vpsrlq	$32, %zmm2, %zmm18
	vpternlogq	$150, 1072(%rsp), %zmm0, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm1
	vmovdqu64	%zmm1, 608(%rsp)
	vpsrlq	$32, %zmm1, %zmm11
	vpternlogq	$150, %zmm31, %zmm0, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm1
	vpsrlq	$32, %zmm1, %zmm19
	vpternlogq	$150, 1008(%rsp), %zmm0, %zmm19
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm26, %zmm31
	vpsrlq	$32, %zmm31, %zmm8
	vmovdqu64	2704(%rsp), %zmm26
	vpternlogq	$150, %zmm26, %zmm23, %zmm8
	vmovdqu64	128(%rsp), %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm0, %zmm5
	vpsrlq	$32, %zmm5, %zmm13
	vpternlogq	$150, 800(%rsp), %zmm26, %zmm13
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm0
	vmovdqu64	%zmm0, 384(%rsp)
	vpsrlq	$32, %zmm0, %zmm20
	vpternlogq	$150, %zmm26, %zmm7, %zmm20
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm7
	vpsrlq	$32, %zmm7, %zmm3
	vpternlogq	$150, 736(%rsp), %zmm26, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm0
	vmovdqu64	%zmm0, 544(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, %zmm26, %zmm6, %zmm16
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm6
	vpsrlq	$32, %zmm6, %zmm21
	vpternlogq	$150, 672(%rsp), %zmm26, %zmm21
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm0
	vmovdqu64	%zmm0, 800(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm26, %zmm30, %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm23
	vpsrlq	$32, %zmm23, %zmm9
	vpternlogq	$150, %zmm26, %zmm22, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm13
	vmovdqu64	%zmm13, 128(%rsp)
	vpsrlq	$32, %zmm13, %zmm29
	vmovdqu64	2768(%rsp), %zmm26
	vpternlogq	$150, %zmm26, %zmm24, %zmm29
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm13
	vpsrlq	$32, %zmm13, %zmm14
	vpternlogq	$150, 448(%rsp), %zmm26, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm3
	vmovdqu64	%zmm3, 1072(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm26, %zmm12, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm22
	vpsrlq	$32, %zmm22, %zmm12
	vpternlogq	$150, %zmm26, %zmm25, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm8
	vmovdqu64	%zmm8, 1008(%rsp)
	vpsrlq	$32, %zmm8, %zmm8
	vpternlogq	$150, %zmm26, %zmm2, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm21
	vpsrlq	$32, %zmm21, %zmm16
	vpternlogq	$150, %zmm26, %zmm28, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm2
	vmovdqu64	%zmm2, 1536(%rsp)
	vpsrlq	$32, %zmm2, %zmm9
	vpternlogq	$150, %zmm26, %zmm1, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm25
	vpsrlq	$32, %zmm25, %zmm20
	vpternlogq	$150, 608(%rsp), %zmm26, %zmm20
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm0
	vmovdqu64	%zmm0, 448(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vmovdqu64	2256(%rsp), %zmm28
	vpternlogq	$150, %zmm5, %zmm28, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm27, %zmm26
	vpsrlq	$32, %zmm26, %zmm15
	vpternlogq	$150, %zmm31, %zmm28, %zmm15
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm0
	vmovdqu64	%zmm0, 736(%rsp)
	vpsrlq	$32, %zmm0, %zmm5
	vpternlogq	$150, %zmm7, %zmm28, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm4, %zmm7
	vpsrlq	$32, %zmm7, %zmm17
	vpternlogq	$150, 384(%rsp), %zmm28, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm0
	vmovdqu64	%zmm0, 672(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, %zmm6, %zmm28, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm10, %zmm24
	vpsrlq	$32, %zmm24, %zmm27
	vpternlogq	$150, 544(%rsp), %zmm28, %zmm27
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm31
	vpsrlq	$32, %zmm31, %zmm1
	vpternlogq	$150, %zmm23, %zmm28, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm23
	vpsrlq	$32, %zmm23, %zmm0
	vpternlogq	$150, 800(%rsp), %zmm28, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm6
	vmovdqu64	%zmm6, 384(%rsp)
	vpsrlq	$32, %zmm6, %zmm30
	vmovdqu64	2832(%rsp), %zmm11
	vpternlogq	$150, %zmm13, %zmm11, %zmm30
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm6
	vpsrlq	$32, %zmm6, %zmm15
	vpternlogq	$150, 128(%rsp), %zmm11, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm2
	vmovdqu64	%zmm2, 544(%rsp)
	vpsrlq	$32, %zmm2, %zmm10
	vpternlogq	$150, %zmm22, %zmm11, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm28
	vpsrlq	$32, %zmm28, %zmm13
	vpternlogq	$150, 1072(%rsp), %zmm11, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm2
	vmovdqu64	%zmm2, 800(%rsp)
	vpsrlq	$32, %zmm2, %zmm18
	vpternlogq	$150, %zmm21, %zmm11, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm21
	vpsrlq	$32, %zmm21, %zmm19
	vpternlogq	$150, 1008(%rsp), %zmm11, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 1280(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, %zmm25, %zmm11, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm22
	vpsrlq	$32, %zmm22, %zmm27
	vpternlogq	$150, 1536(%rsp), %zmm11, %zmm27
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm0
	vmovdqu64	%zmm0, 128(%rsp)
	vpsrlq	$32, %zmm0, %zmm11
	vmovdqu64	2896(%rsp), %zmm5
	vpternlogq	$150, %zmm5, %zmm26, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm29, %zmm14
	vpsrlq	$32, %zmm14, %zmm1
	vpternlogq	$150, 448(%rsp), %zmm5, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm12, %zmm25
	vpsrlq	$32, %zmm25, %zmm2
	vpternlogq	$150, %zmm5, %zmm7, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm7
	vpsrlq	$32, %zmm7, %zmm26
	vpternlogq	$150, 736(%rsp), %zmm5, %zmm26
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm12
	vpsrlq	$32, %zmm12, %zmm3
	vpternlogq	$150, %zmm5, %zmm24, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm24
	vpsrlq	$32, %zmm24, %zmm0
	vpternlogq	$150, 672(%rsp), %zmm5, %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm29
	vpsrlq	$32, %zmm29, %zmm8
	vpternlogq	$150, %zmm5, %zmm23, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm23
	vpsrlq	$32, %zmm23, %zmm9
	vpternlogq	$150, %zmm5, %zmm31, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 736(%rsp)
	vpsrlq	$32, %zmm1, %zmm5
	vmovdqu64	3472(%rsp), %zmm4
	vpternlogq	$150, %zmm4, %zmm6, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm1
	vmovdqu64	%zmm1, 608(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 384(%rsp), %zmm4, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm6
	vmovdqu64	%zmm6, 672(%rsp)
	vpsrlq	$32, %zmm6, %zmm11
	vpternlogq	$150, %zmm4, %zmm28, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm20
	vpsrlq	$32, %zmm20, %zmm31
	vpternlogq	$150, 544(%rsp), %zmm4, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 1008(%rsp)
	vpsrlq	$32, %zmm0, %zmm6
	vpternlogq	$150, %zmm4, %zmm21, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm16
	vpsrlq	$32, %zmm16, %zmm3
	vpternlogq	$150, 800(%rsp), %zmm4, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm0
	vmovdqu64	%zmm0, 1072(%rsp)
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm4, %zmm22, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm26
	vpsrlq	$32, %zmm26, %zmm9
	vpternlogq	$150, 1280(%rsp), %zmm4, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm0
	vmovdqu64	%zmm0, 544(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vmovdqu64	3536(%rsp), %zmm0
	vpternlogq	$150, %zmm14, %zmm0, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm30, %zmm22
	vpsrlq	$32, %zmm22, %zmm2
	vpternlogq	$150, 128(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm14
	vpsrlq	$32, %zmm14, %zmm30
	vpternlogq	$150, %zmm7, %zmm0, %zmm30
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm10, %zmm13
	vpsrlq	$32, %zmm13, %zmm7
	vpternlogq	$150, %zmm25, %zmm0, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm15
	vpsrlq	$32, %zmm15, %zmm28
	vpternlogq	$150, %zmm24, %zmm0, %zmm28
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm19
	vpsrlq	$32, %zmm19, %zmm10
	vpternlogq	$150, %zmm12, %zmm0, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm27, %zmm8
	vmovdqu64	%zmm8, 800(%rsp)
	vpsrlq	$32, %zmm8, %zmm25
	vpternlogq	$150, %zmm23, %zmm0, %zmm25
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm17
	vpsrlq	$32, %zmm17, %zmm24
	vpternlogq	$150, %zmm29, %zmm0, %zmm24
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm27
	vpmovqd	%zmm27, %ymm1
	vpmovqd	%zmm8, %ymm5
	vinserti64x4	$1, %ymm5, %zmm1, %zmm0
	vmovdqu64	%zmm0, 128(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm31, %zmm23
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm12
	vpmovqd	%zmm12, %ymm1
	vpmovqd	%zmm23, %ymm5
	vinserti64x4	$1, %ymm5, %zmm1, %zmm0
	vmovdqu64	%zmm0, 384(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm31
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm6, %zmm6
	vpmovqd	%zmm6, %ymm1
	vpmovqd	%zmm31, %ymm3
	vinserti64x4	$1, %ymm3, %zmm1, %zmm0
	vmovdqu64	%zmm0, 448(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm1
	vpmovqd	%zmm1, %ymm2
	vpmovqd	%zmm0, %ymm3
	vinserti64x4	$1, %ymm3, %zmm2, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm4
	vpmovqd	%zmm4, %ymm5
	vpmovqd	%zmm2, %ymm7
	vinserti64x4	$1, %ymm7, %zmm5, %zmm29
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm7
	vpmovqd	%zmm7, %ymm10
	vpmovqd	%zmm5, %ymm28
	vinserti64x4	$1, %ymm28, %zmm10, %zmm30
	vpsrlq	$32, %zmm0, %zmm0
	vpxorq	608(%rsp), %zmm0, %zmm10
	vpsrlq	$32, %zmm1, %zmm0
	vpxorq	736(%rsp), %zmm0, %zmm1
	vpsrlq	$32, %zmm2, %zmm0
	vpxorq	%zmm20, %zmm0, %zmm2
	vpsrlq	$32, %zmm4, %zmm0
	vpxorq	672(%rsp), %zmm0, %zmm4
	vpsrlq	$32, %zmm5, %zmm0
	vpxorq	%zmm16, %zmm0, %zmm5
	vpsrlq	$32, %zmm7, %zmm0
	vpxorq	1008(%rsp), %zmm0, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm0
	vpbroadcastq	.LCPI0_5(%rip), %zmm24
	vpsrlq	$32, %zmm0, %zmm16
	vpxorq	%zmm26, %zmm16, %zmm16
	vpmuludq	%zmm24, %zmm25, %zmm18
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm18, %ymm20
	vinserti64x4	$1, %ymm0, %zmm20, %zmm0
	vpsrlq	$32, %zmm18, %zmm18
	vpxorq	1072(%rsp), %zmm18, %zmm18
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm10, %ymm10
	vinserti64x4	$1, %ymm10, %zmm1, %zmm10
	vpsrlq	$32, %zmm8, %zmm1
	vpxorq	%zmm22, %zmm1, %zmm11
	vpsrlq	$32, %zmm27, %zmm1
	vpxorq	544(%rsp), %zmm1, %zmm20
	vpsrlq	$32, %zmm23, %zmm1
	vpxorq	%zmm13, %zmm1, %zmm13
	vpsrlq	$32, %zmm12, %zmm1
	vpxorq	%zmm14, %zmm1, %zmm12
	vpsrlq	$32, %zmm31, %zmm1
	vpxorq	%zmm19, %zmm1, %zmm14
	vpmovqd	%zmm4, %ymm1
	vpmovqd	%zmm2, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm2
	vpsrlq	$32, %zmm6, %zmm1
	vpxorq	%zmm15, %zmm1, %zmm4
	vpbroadcastq	.LCPI0_4(%rip), %zmm15
	vpmuludq	%zmm15, %zmm9, %zmm1
	vpmovqd	%zmm7, %ymm6
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm6, %zmm5
	vpsrlq	$32, %zmm1, %zmm6
	vpxorq	%zmm17, %zmm6, %zmm6
	vpmuludq	%zmm15, %zmm21, %zmm7
	vpmovqd	%zmm18, %ymm8
	vpmovqd	%zmm16, %ymm9
	vinserti64x4	$1, %ymm9, %zmm8, %zmm8
	vpsrlq	$32, %zmm7, %zmm9
	vpxorq	800(%rsp), %zmm9, %zmm9
	vmovdqu64	2960(%rsp), %zmm16
	vpxord	%zmm10, %zmm16, %zmm10
	vmovdqu64	%zmm10, -960(%rdx)
	vpxord	%zmm2, %zmm16, %zmm2
	vmovdqu64	%zmm2, -896(%rdx)
	vpxord	%zmm5, %zmm16, %zmm2
	vmovdqu64	%zmm2, -832(%rdx)
	vpxord	%zmm8, %zmm16, %zmm2
	vmovdqu64	%zmm2, -768(%rdx)
	vmovdqu64	%zmm3, -704(%rdx)
	vmovdqu64	%zmm29, -640(%rdx)
	vmovdqu64	%zmm30, -576(%rdx)
	vmovdqu64	%zmm0, -512(%rdx)
	vpmovqd	%zmm20, %ymm0
	vpmovqd	%zmm11, %ymm2
	vinserti64x4	$1, %ymm2, %zmm0, %zmm0
	vmovdqu64	3024(%rsp), %zmm3
	vpxord	%zmm0, %zmm3, %zmm0
	vmovdqu64	%zmm0, -448(%rdx)
	vpmovqd	%zmm12, %ymm0
	vpmovqd	%zmm13, %ymm2
	vinserti64x4	$1, %ymm2, %zmm0, %zmm0
	vpxord	%zmm0, %zmm3, %zmm0
	vmovdqu64	%zmm0, -384(%rdx)
	vpmovqd	%zmm4, %ymm0
	vpmovqd	%zmm14, %ymm2
	vinserti64x4	$1, %ymm2, %zmm0, %zmm0
	vpxord	%zmm0, %zmm3, %zmm0
	vmovdqu64	%zmm0, -320(%rdx)
	vpmovqd	%zmm9, %ymm0
	vpmovqd	%zmm6, %ymm2
	vinserti64x4	$1, %ymm2, %zmm0, %zmm0
	vpxord	%zmm0, %zmm3, %zmm0
	vmovdqu64	%zmm0, -256(%rdx)
	vmovups	128(%rsp), %zmm0
	vmovups	%zmm0, -192(%rdx)
	vmovups	384(%rsp), %zmm0
	vmovups	%zmm0, -128(%rdx)
	vmovups	448(%rsp), %zmm0
	vmovups	%zmm0, -64(%rdx)
	vpmovqd	%zmm7, %ymm0
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vmovdqu64	%zmm0, (%rdx)
	incq	%rbp
	addq	$1024, %rdx
	cmpq	%rbp, %r13
	jne	.LBB0_13
	movq	%r10, %rdx
	movq	%r13, %rbp
	vbroadcastss	.LCPI0_11(%rip), %zmm31
	vbroadcastss	.LCPI0_24(%rip), %zmm28
	.p2align	4
.LBB0_15:
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
	vmulps	%zmm10, %zmm0, %zmm5
	vmulps	%zmm10, %zmm1, %zmm6
	vmulps	%zmm10, %zmm2, %zmm2
	vmulps	%zmm10, %zmm3, %zmm7
	vpsrld	$9, -704(%rdx), %zmm0
	vpsrld	$9, -640(%rdx), %zmm1
	vpsrld	$9, -576(%rdx), %zmm3
	vpsrld	$9, -512(%rdx), %zmm4
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
	vmovups	%zmm2, 448(%rsp)
	vcvtps2pd	%ymm3, %zmm2
	vextractf64x4	$1, %zmm3, %ymm3
	vcvtps2pd	%ymm3, %zmm3
	vmulps	%zmm28, %zmm11, %zmm9
	vcvtps2pd	%ymm1, %zmm10
	vextractf64x4	$1, %zmm1, %ymm1
	vcvtps2pd	%ymm1, %zmm1
	vaddps	%zmm14, %zmm9, %zmm5
	vmovups	%zmm5, 544(%rsp)
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
	vaddpd	%zmm17, %zmm14, %zmm15
	vaddpd	%zmm17, %zmm4, %zmm13
	vmovupd	%zmm13, 1536(%rsp)
	vaddpd	%zmm17, %zmm2, %zmm12
	vmovupd	%zmm12, 1008(%rsp)
	vaddpd	%zmm17, %zmm3, %zmm10
	vmovupd	%zmm10, 1072(%rsp)
	vaddpd	%zmm17, %zmm16, %zmm9
	vmovupd	%zmm9, 608(%rsp)
	vaddpd	%zmm17, %zmm1, %zmm8
	vmovupd	%zmm8, 672(%rsp)
	vaddpd	%zmm17, %zmm18, %zmm7
	vmovupd	%zmm7, 736(%rsp)
	vaddpd	%zmm17, %zmm0, %zmm6
	vmovupd	%zmm6, 800(%rsp)
	vbroadcastsd	.LCPI0_28(%rip), %zmm5
	vaddpd	%zmm5, %zmm13, %zmm19
	vaddpd	%zmm5, %zmm15, %zmm20
	vaddpd	%zmm5, %zmm10, %zmm21
	vaddpd	%zmm5, %zmm12, %zmm22
	vaddpd	%zmm5, %zmm8, %zmm23
	vaddpd	%zmm5, %zmm9, %zmm24
	vaddpd	%zmm5, %zmm6, %zmm25
	vaddpd	%zmm5, %zmm7, %zmm26
	vsubpd	%zmm20, %zmm14, %zmm20
	vsubpd	%zmm19, %zmm4, %zmm14
	vsubpd	%zmm22, %zmm2, %zmm19
	vsubpd	%zmm21, %zmm3, %zmm21
	vsubpd	%zmm24, %zmm16, %zmm16
	vsubpd	%zmm23, %zmm1, %zmm1
	vsubpd	%zmm26, %zmm18, %zmm3
	vsubpd	%zmm25, %zmm0, %zmm4
	vbroadcastsd	.LCPI0_29(%rip), %zmm12
	vmulpd	%zmm12, %zmm14, %zmm14
	vmulpd	%zmm12, %zmm20, %zmm13
	vmulpd	%zmm12, %zmm21, %zmm18
	vmulpd	%zmm12, %zmm19, %zmm26
	vmulpd	%zmm12, %zmm1, %zmm25
	vmulpd	%zmm12, %zmm16, %zmm27
	vmulpd	%zmm13, %zmm13, %zmm2
	vmulpd	%zmm14, %zmm14, %zmm19
	vmulpd	%zmm26, %zmm26, %zmm22
	vmulpd	%zmm18, %zmm18, %zmm1
	vmulpd	%zmm27, %zmm27, %zmm20
	vmulpd	%zmm25, %zmm25, %zmm21
	vbroadcastsd	.LCPI0_30(%rip), %zmm7
	vmulpd	%zmm7, %zmm19, %zmm16
	vmulpd	%zmm7, %zmm2, %zmm23
	vmulpd	%zmm7, %zmm1, %zmm24
	vmulpd	%zmm7, %zmm22, %zmm28
	vmulpd	%zmm7, %zmm20, %zmm29
	vbroadcastsd	.LCPI0_31(%rip), %zmm5
	vaddpd	%zmm5, %zmm23, %zmm23
	vaddpd	%zmm5, %zmm16, %zmm16
	vaddpd	%zmm5, %zmm28, %zmm28
	vaddpd	%zmm5, %zmm24, %zmm24
	vaddpd	%zmm5, %zmm29, %zmm29
	vmulpd	%zmm16, %zmm19, %zmm16
	vmulpd	%zmm23, %zmm2, %zmm23
	vmulpd	%zmm24, %zmm1, %zmm24
	vmulpd	%zmm28, %zmm22, %zmm28
	vmulpd	%zmm29, %zmm20, %zmm29
	vbroadcastsd	.LCPI0_32(%rip), %zmm9
	vaddpd	%zmm9, %zmm23, %zmm23
	vaddpd	%zmm9, %zmm16, %zmm16
	vaddpd	%zmm9, %zmm28, %zmm28
	vaddpd	%zmm9, %zmm24, %zmm24
	vaddpd	%zmm9, %zmm29, %zmm29
	vmulpd	%zmm16, %zmm19, %zmm16
	vmulpd	%zmm23, %zmm2, %zmm23
	vmulpd	%zmm24, %zmm1, %zmm24
	vmulpd	%zmm28, %zmm22, %zmm28
	vmulpd	%zmm29, %zmm20, %zmm29
	vbroadcastsd	.LCPI0_33(%rip), %zmm8
	vaddpd	%zmm8, %zmm23, %zmm23
	vaddpd	%zmm8, %zmm16, %zmm16
	vaddpd	%zmm8, %zmm28, %zmm28
	vaddpd	%zmm8, %zmm24, %zmm24
	vaddpd	%zmm8, %zmm29, %zmm29
	vmulpd	%zmm2, %zmm13, %zmm31
	vmulpd	%zmm23, %zmm31, %zmm23
	vmulpd	%zmm19, %zmm14, %zmm31
	vmulpd	%zmm16, %zmm31, %zmm16
	vmulpd	%zmm22, %zmm26, %zmm31
	vmulpd	%zmm28, %zmm31, %zmm28
	vmulpd	%zmm1, %zmm18, %zmm31
	vmulpd	%zmm24, %zmm31, %zmm24
	vmulpd	%zmm20, %zmm27, %zmm31
	vmulpd	%zmm29, %zmm31, %zmm31
	vmovapd	%zmm7, %zmm10
	vmulpd	%zmm7, %zmm21, %zmm29
	vmovapd	%zmm5, %zmm7
	vaddpd	%zmm5, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm21, %zmm29
	vaddpd	%zmm9, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm21, %zmm29
	vaddpd	%zmm8, %zmm29, %zmm29
	vmulpd	%zmm21, %zmm25, %zmm5
	vmulpd	%zmm29, %zmm5, %zmm6
	vmulpd	%zmm12, %zmm3, %zmm0
	vmulpd	%zmm0, %zmm0, %zmm3
	vmulpd	%zmm10, %zmm3, %zmm29
	vmovapd	%zmm10, %zmm5
	vaddpd	%zmm7, %zmm29, %zmm29
	vmovapd	%zmm7, %zmm17
	vmulpd	%zmm29, %zmm3, %zmm29
	vaddpd	%zmm9, %zmm29, %zmm29
	vmovapd	%zmm9, %zmm10
	vmulpd	%zmm29, %zmm3, %zmm29
	vaddpd	%zmm8, %zmm29, %zmm29
	vmulpd	%zmm3, %zmm0, %zmm7
	vmulpd	%zmm29, %zmm7, %zmm7
	vmulpd	%zmm12, %zmm4, %zmm29
	vmulpd	%zmm29, %zmm29, %zmm4
	vmulpd	%zmm5, %zmm4, %zmm9
	vaddpd	%zmm17, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm4, %zmm9
	vaddpd	%zmm10, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm4, %zmm9
	vaddpd	%zmm8, %zmm9, %zmm9
	vmulpd	%zmm4, %zmm29, %zmm8
	vmulpd	%zmm9, %zmm8, %zmm8
	vaddpd	%zmm23, %zmm13, %zmm11
	vaddpd	%zmm16, %zmm14, %zmm30
	vaddpd	%zmm28, %zmm26, %zmm14
	vaddpd	%zmm24, %zmm18, %zmm18
	vaddpd	%zmm31, %zmm27, %zmm13
	vaddpd	%zmm6, %zmm25, %zmm5
	vmovupd	%zmm5, 1408(%rsp)
	vaddpd	%zmm7, %zmm0, %zmm0
	vmovupd	%zmm0, 1472(%rsp)
	vaddpd	%zmm8, %zmm29, %zmm0
	vmovupd	%zmm0, 1280(%rsp)
	vbroadcastsd	.LCPI0_34(%rip), %zmm10
	vmulpd	%zmm10, %zmm19, %zmm0
	vmulpd	%zmm10, %zmm2, %zmm5
	vmulpd	%zmm10, %zmm22, %zmm7
	vbroadcastsd	.LCPI0_35(%rip), %zmm9
	vsubpd	%zmm5, %zmm9, %zmm5
	vsubpd	%zmm0, %zmm9, %zmm0
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm0, %zmm19, %zmm0
	vmulpd	%zmm5, %zmm2, %zmm5
	vmulpd	%zmm7, %zmm22, %zmm7
	vbroadcastsd	.LCPI0_36(%rip), %zmm12
	vaddpd	%zmm12, %zmm5, %zmm5
	vaddpd	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm12, %zmm7, %zmm7
	vmulpd	%zmm0, %zmm19, %zmm0
	vmulpd	%zmm5, %zmm2, %zmm5
	vmulpd	%zmm7, %zmm22, %zmm7
	vbroadcastsd	.LCPI0_37(%rip), %zmm17
	vaddpd	%zmm17, %zmm5, %zmm5
	vaddpd	%zmm17, %zmm0, %zmm0
	vaddpd	%zmm17, %zmm7, %zmm7
	vmulpd	%zmm2, %zmm2, %zmm8
	vmulpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm19, %zmm19, %zmm8
	vmulpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm22, %zmm22, %zmm8
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
	vmulpd	%zmm10, %zmm20, %zmm9
	vsubpd	%zmm9, %zmm6, %zmm9
	vmulpd	%zmm9, %zmm20, %zmm9
	vaddpd	%zmm12, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm20, %zmm9
	vaddpd	%zmm17, %zmm9, %zmm9
	vmulpd	%zmm20, %zmm20, %zmm23
	vmulpd	%zmm9, %zmm23, %zmm9
	vmulpd	%zmm10, %zmm21, %zmm23
	vsubpd	%zmm23, %zmm6, %zmm23
	vmulpd	%zmm23, %zmm21, %zmm23
	vaddpd	%zmm12, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm21, %zmm23
	vaddpd	%zmm17, %zmm23, %zmm23
	vmulpd	%zmm21, %zmm21, %zmm24
	vmulpd	%zmm23, %zmm24, %zmm24
	vmulpd	%zmm10, %zmm3, %zmm23
	vsubpd	%zmm23, %zmm6, %zmm23
	vmulpd	%zmm23, %zmm3, %zmm23
	vaddpd	%zmm12, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm3, %zmm23
	vaddpd	%zmm17, %zmm23, %zmm23
	vmulpd	%zmm3, %zmm3, %zmm29
	vmulpd	%zmm23, %zmm29, %zmm29
	vmulpd	%zmm10, %zmm4, %zmm23
	vsubpd	%zmm23, %zmm6, %zmm23
	vmulpd	%zmm23, %zmm4, %zmm23
	vaddpd	%zmm12, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm4, %zmm23
	vaddpd	%zmm17, %zmm23, %zmm23
	vmulpd	%zmm4, %zmm4, %zmm31
	vmulpd	%zmm23, %zmm31, %zmm31
	vbroadcastsd	.LCPI0_38(%rip), %zmm17
	vmulpd	%zmm17, %zmm19, %zmm19
	vbroadcastsd	.LCPI0_39(%rip), %zmm12
	vsubpd	%zmm19, %zmm12, %zmm19
	vaddpd	%zmm0, %zmm19, %zmm23
	vmulpd	%zmm17, %zmm2, %zmm0
	vsubpd	%zmm0, %zmm12, %zmm0
	vaddpd	%zmm5, %zmm0, %zmm5
	vmulpd	%zmm17, %zmm1, %zmm0
	vsubpd	%zmm0, %zmm12, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm2
	vmulpd	%zmm17, %zmm22, %zmm0
	vsubpd	%zmm0, %zmm12, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm10
	vmulpd	%zmm17, %zmm20, %zmm0
	vmulpd	%zmm17, %zmm21, %zmm1
	vmulpd	%zmm17, %zmm3, %zmm3
	vmulpd	%zmm17, %zmm4, %zmm7
	vsubpd	%zmm1, %zmm12, %zmm1
	vaddpd	%zmm24, %zmm1, %zmm6
	vsubpd	%zmm0, %zmm12, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm16
	vsubpd	%zmm7, %zmm12, %zmm0
	vaddpd	%zmm31, %zmm0, %zmm28
	vsubpd	%zmm3, %zmm12, %zmm1
	vaddpd	%zmm29, %zmm1, %zmm1
	vbroadcastsd	.LCPI0_40(%rip), %zmm17
	vxorpd	%zmm17, %zmm30, %zmm31
	vxorpd	%zmm17, %zmm11, %zmm20
	vxorpd	%zmm17, %zmm18, %zmm21
	vxorpd	%zmm17, %zmm14, %zmm24
	vpbroadcastq	.LCPI0_41(%rip), %zmm0
	vptestnmq	%zmm0, %zmm15, %k1
	vpbroadcastq	.LCPI0_42(%rip), %zmm0
	vptestnmq	%zmm0, %zmm15, %k2
	vxorpd	%zmm17, %zmm5, %zmm12
	vmovapd	%zmm5, %zmm12 {%k2}
	vmovapd	%zmm11, %zmm27
	vblendmpd	%zmm11, %zmm20, %zmm3 {%k2}
	vmovupd	%zmm3, 1344(%rsp)
	vmovapd	%zmm20, %zmm27 {%k2}
	vmovapd	%zmm17, %zmm11
	vxorpd	%zmm17, %zmm23, %zmm5
	vmovdqu64	1536(%rsp), %zmm9
	vptestnmq	%zmm0, %zmm9, %k2
	vmovapd	%zmm23, %zmm5 {%k2}
	vmovapd	%zmm30, %zmm25
	vblendmpd	%zmm30, %zmm31, %zmm22 {%k2}
	vmovapd	%zmm31, %zmm25 {%k2}
	vxorpd	%zmm17, %zmm10, %zmm8
	vmovdqu64	1008(%rsp), %zmm4
	vptestnmq	%zmm0, %zmm4, %k2
	vmovapd	%zmm10, %zmm8 {%k2}
	vmovapd	%zmm14, %zmm19
	vblendmpd	%zmm14, %zmm24, %zmm3 {%k2}
	vmovupd	%zmm3, 1808(%rsp)
	vmovapd	%zmm24, %zmm19 {%k2}
	vxorpd	%zmm17, %zmm2, %zmm20
	vmovdqu64	1072(%rsp), %zmm14
	vptestnmq	%zmm0, %zmm14, %k2
	vmovapd	%zmm2, %zmm20 {%k2}
	vblendmpd	%zmm18, %zmm21, %zmm2 {%k2}
	vmovupd	%zmm2, 1616(%rsp)
	vmovapd	%zmm21, %zmm18 {%k2}
	vxorpd	%zmm17, %zmm16, %zmm21
	vmovdqu64	608(%rsp), %zmm10
	vptestnmq	%zmm0, %zmm10, %k2
	vmovapd	%zmm16, %zmm21 {%k2}
	vmovapd	%zmm13, %zmm17
	vxorpd	%zmm11, %zmm13, %zmm2
	vblendmpd	%zmm13, %zmm2, %zmm3 {%k2}
	vmovupd	%zmm3, 1744(%rsp)
	vmovapd	%zmm2, %zmm17 {%k2}
	vmovdqu64	672(%rsp), %zmm7
	vptestnmq	%zmm0, %zmm7, %k2
	vxorpd	%zmm11, %zmm6, %zmm23
	vmovapd	%zmm6, %zmm23 {%k2}
	vmovupd	1408(%rsp), %zmm16
	vxorpd	%zmm11, %zmm16, %zmm2
	vblendmpd	%zmm16, %zmm2, %zmm30 {%k2}
	vmovapd	%zmm2, %zmm16 {%k2}
	vmovdqu64	736(%rsp), %zmm3
	vptestnmq	%zmm0, %zmm3, %k2
	vxorpd	%zmm11, %zmm1, %zmm29
	vmovapd	%zmm1, %zmm29 {%k2}
	vmovupd	1472(%rsp), %zmm15
	vxorpd	%zmm11, %zmm15, %zmm1
	vblendmpd	%zmm15, %zmm1, %zmm31 {%k2}
	vmovapd	%zmm1, %zmm15 {%k2}
	vmovdqu64	800(%rsp), %zmm6
	vptestnmq	%zmm0, %zmm6, %k2
	vxorpd	%zmm11, %zmm28, %zmm0
	vmovapd	%zmm28, %zmm0 {%k2}
	vmovupd	1280(%rsp), %zmm13
	vxorpd	%zmm11, %zmm13, %zmm1
	vblendmpd	%zmm13, %zmm1, %zmm24 {%k2}
	vmovapd	%zmm1, %zmm13 {%k2}
	vpbroadcastq	.LCPI0_41(%rip), %zmm1
	vptestnmq	%zmm1, %zmm9, %k2
	vblendmpd	%zmm22, %zmm5, %zmm28 {%k2}
	vmovapd	%zmm5, %zmm25 {%k2}
	vptestnmq	%zmm1, %zmm4, %k2
	vmovdqa64	%zmm1, %zmm9
	vbroadcastss	.LCPI0_25(%rip), %zmm11
	vmulps	128(%rsp), %zmm11, %zmm1
	vmulps	384(%rsp), %zmm11, %zmm2
	vmulps	448(%rsp), %zmm11, %zmm4
	vsqrtps	%zmm1, %zmm5
	vsqrtps	%zmm2, %zmm26
	vsqrtps	%zmm4, %zmm2
	vmulps	544(%rsp), %zmm11, %zmm4
	vsqrtps	%zmm4, %zmm4
	vblendmpd	1344(%rsp), %zmm12, %zmm1 {%k1}
	vmovapd	%zmm12, %zmm27 {%k1}
	vmovdqa64	%zmm9, %zmm12
	vptestnmq	%zmm9, %zmm14, %k1
	vblendmpd	1616(%rsp), %zmm20, %zmm22 {%k1}
	vmovapd	%zmm20, %zmm18 {%k1}
	vptestnmq	%zmm9, %zmm10, %k1
	vblendmpd	1808(%rsp), %zmm8, %zmm9 {%k2}
	vmovapd	%zmm8, %zmm19 {%k2}
	vptestnmq	%zmm12, %zmm7, %k2
	vblendmpd	%zmm30, %zmm23, %zmm8 {%k2}
	vmovapd	%zmm23, %zmm16 {%k2}
	vptestnmq	%zmm12, %zmm3, %k2
	vblendmpd	1744(%rsp), %zmm21, %zmm11 {%k1}
	vmovapd	%zmm21, %zmm17 {%k1}
	vptestnmq	%zmm12, %zmm6, %k1
	vblendmpd	%zmm24, %zmm0, %zmm10 {%k1}
	vblendmpd	%zmm31, %zmm29, %zmm12 {%k2}
	vmovapd	%zmm0, %zmm13 {%k1}
	vmovapd	%zmm29, %zmm15 {%k2}
	vcvtpd2ps	%zmm1, %ymm0
	vcvtpd2ps	%zmm28, %ymm7
	vcvtpd2ps	%zmm9, %ymm9
	vinsertf64x4	$1, %ymm7, %zmm0, %zmm0
	vcvtpd2ps	%zmm22, %ymm3
	vinsertf64x4	$1, %ymm3, %zmm9, %zmm3
	vcvtpd2ps	%zmm11, %ymm7
	vcvtpd2ps	%zmm8, %ymm8
	vcvtpd2ps	%zmm12, %ymm9
	vcvtpd2ps	%zmm10, %ymm10
	vinsertf64x4	$1, %ymm8, %zmm7, %zmm7
	vinsertf64x4	$1, %ymm10, %zmm9, %zmm8
	vcvtpd2ps	%zmm27, %ymm6
	vcvtpd2ps	%zmm25, %ymm9
	vinsertf64x4	$1, %ymm9, %zmm6, %zmm6
	vcvtpd2ps	%zmm19, %ymm9
	vcvtpd2ps	%zmm18, %ymm10
	vinsertf64x4	$1, %ymm10, %zmm9, %zmm9
	vcvtpd2ps	%zmm17, %ymm10
	vcvtpd2ps	%zmm16, %ymm11
	vcvtpd2ps	%zmm15, %ymm12
	vinsertf64x4	$1, %ymm11, %zmm10, %zmm10
	vcvtpd2ps	%zmm13, %ymm11
	vinsertf64x4	$1, %ymm11, %zmm12, %zmm11
	vmulps	%zmm6, %zmm5, %zmm6
	vmulps	%zmm9, %zmm26, %zmm9
	vmulps	%zmm10, %zmm2, %zmm10
	vmulps	%zmm11, %zmm4, %zmm11
	vmulps	%zmm0, %zmm5, %zmm0
	vmulps	%zmm3, %zmm26, %zmm1
	vmulps	%zmm7, %zmm2, %zmm2
	vmulps	%zmm8, %zmm4, %zmm3
	vmovups	%zmm6, -960(%rdx)
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
	vmovupd	%zmm12, 1008(%rsp)
	vaddpd	%zmm8, %zmm4, %zmm9
	vmovupd	%zmm9, 1072(%rsp)
	vaddpd	%zmm8, %zmm5, %zmm11
	vmovupd	%zmm11, 608(%rsp)
	vaddpd	%zmm8, %zmm3, %zmm10
	vmovupd	%zmm10, 672(%rsp)
	vaddpd	%zmm8, %zmm6, %zmm16
	vmovupd	%zmm16, 736(%rsp)
	vaddpd	%zmm8, %zmm1, %zmm15
	vmovupd	%zmm15, 800(%rsp)
	vaddpd	%zmm8, %zmm7, %zmm14
	vmovupd	%zmm14, 544(%rsp)
	vaddpd	%zmm8, %zmm0, %zmm17
	vmovupd	%zmm17, 448(%rsp)
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
	vmulpd	%zmm11, %zmm10, %zmm23
	vmulpd	%zmm6, %zmm6, %zmm2
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm7, %zmm7, %zmm16
	vmulpd	%zmm14, %zmm14, %zmm18
	vmulpd	%zmm8, %zmm8, %zmm19
	vmulpd	%zmm4, %zmm4, %zmm20
	vmulpd	%zmm23, %zmm23, %zmm21
	vmulpd	%zmm5, %zmm5, %zmm22
	vbroadcastsd	.LCPI0_30(%rip), %zmm27
	vmulpd	%zmm27, %zmm1, %zmm9
	vmulpd	%zmm27, %zmm2, %zmm10
	vmulpd	%zmm27, %zmm18, %zmm11
	vmulpd	%zmm27, %zmm16, %zmm12
	vmulpd	%zmm27, %zmm20, %zmm24
	vmulpd	%zmm27, %zmm19, %zmm29
	vmulpd	%zmm27, %zmm21, %zmm30
	vbroadcastsd	.LCPI0_31(%rip), %zmm17
	vaddpd	%zmm17, %zmm10, %zmm10
	vaddpd	%zmm17, %zmm9, %zmm9
	vaddpd	%zmm17, %zmm12, %zmm12
	vaddpd	%zmm17, %zmm11, %zmm11
	vaddpd	%zmm17, %zmm29, %zmm29
	vaddpd	%zmm17, %zmm24, %zmm24
	vaddpd	%zmm17, %zmm30, %zmm30
	vmulpd	%zmm9, %zmm1, %zmm9
	vmulpd	%zmm10, %zmm2, %zmm10
	vmulpd	%zmm11, %zmm18, %zmm11
	vmulpd	%zmm12, %zmm16, %zmm12
	vmulpd	%zmm24, %zmm20, %zmm24
	vmulpd	%zmm29, %zmm19, %zmm29
	vmulpd	%zmm30, %zmm21, %zmm30
	vbroadcastsd	.LCPI0_32(%rip), %zmm15
	vaddpd	%zmm15, %zmm10, %zmm10
	vaddpd	%zmm15, %zmm9, %zmm9
	vaddpd	%zmm15, %zmm12, %zmm12
	vaddpd	%zmm15, %zmm11, %zmm11
	vaddpd	%zmm15, %zmm29, %zmm29
	vaddpd	%zmm15, %zmm24, %zmm24
	vaddpd	%zmm15, %zmm30, %zmm30
	vmulpd	%zmm9, %zmm1, %zmm9
	vmulpd	%zmm10, %zmm2, %zmm10
	vmulpd	%zmm11, %zmm18, %zmm11
	vmulpd	%zmm12, %zmm16, %zmm12
	vmulpd	%zmm24, %zmm20, %zmm24
	vmulpd	%zmm29, %zmm19, %zmm29
	vmulpd	%zmm30, %zmm21, %zmm30
	vbroadcastsd	.LCPI0_33(%rip), %zmm0
	vaddpd	%zmm0, %zmm10, %zmm10
	vaddpd	%zmm0, %zmm9, %zmm9
	vaddpd	%zmm0, %zmm12, %zmm12
	vaddpd	%zmm0, %zmm11, %zmm11
	vaddpd	%zmm0, %zmm29, %zmm29
	vaddpd	%zmm0, %zmm24, %zmm24
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
	vmulpd	%zmm20, %zmm4, %zmm11
	vmulpd	%zmm24, %zmm11, %zmm24
	vmulpd	%zmm21, %zmm23, %zmm11
	vmulpd	%zmm30, %zmm11, %zmm30
	vmulpd	%zmm27, %zmm22, %zmm11
	vaddpd	%zmm17, %zmm11, %zmm11
	vmulpd	%zmm11, %zmm22, %zmm11
	vaddpd	%zmm15, %zmm11, %zmm11
	vmulpd	%zmm11, %zmm22, %zmm11
	vaddpd	%zmm0, %zmm11, %zmm11
	vmulpd	%zmm22, %zmm5, %zmm12
	vmulpd	%zmm11, %zmm12, %zmm0
	vaddpd	%zmm10, %zmm6, %zmm17
	vaddpd	%zmm9, %zmm13, %zmm25
	vaddpd	%zmm31, %zmm7, %zmm10
	vaddpd	%zmm3, %zmm14, %zmm28
	vaddpd	%zmm29, %zmm8, %zmm26
	vaddpd	%zmm24, %zmm4, %zmm12
	vmovupd	%zmm12, 128(%rsp)
	vaddpd	%zmm30, %zmm23, %zmm27
	vaddpd	%zmm0, %zmm5, %zmm8
	vmovupd	%zmm8, 384(%rsp)
	vbroadcastsd	.LCPI0_34(%rip), %zmm5
	vmulpd	%zmm5, %zmm1, %zmm0
	vmulpd	%zmm5, %zmm2, %zmm3
	vmulpd	%zmm5, %zmm18, %zmm4
	vmulpd	%zmm5, %zmm16, %zmm13
	vmulpd	%zmm5, %zmm20, %zmm14
	vmulpd	%zmm5, %zmm19, %zmm23
	vmulpd	%zmm5, %zmm21, %zmm24
	vbroadcastsd	.LCPI0_35(%rip), %zmm6
	vsubpd	%zmm3, %zmm6, %zmm3
	vsubpd	%zmm0, %zmm6, %zmm0
	vsubpd	%zmm13, %zmm6, %zmm13
	vsubpd	%zmm4, %zmm6, %zmm4
	vsubpd	%zmm23, %zmm6, %zmm23
	vsubpd	%zmm14, %zmm6, %zmm14
	vsubpd	%zmm24, %zmm6, %zmm24
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm2, %zmm3
	vmulpd	%zmm4, %zmm18, %zmm4
	vmulpd	%zmm13, %zmm16, %zmm13
	vmulpd	%zmm14, %zmm20, %zmm14
	vmulpd	%zmm23, %zmm19, %zmm23
	vmulpd	%zmm24, %zmm21, %zmm24
	vbroadcastsd	.LCPI0_36(%rip), %zmm7
	vaddpd	%zmm7, %zmm3, %zmm3
	vaddpd	%zmm7, %zmm0, %zmm0
	vaddpd	%zmm7, %zmm13, %zmm13
	vaddpd	%zmm7, %zmm4, %zmm4
	vaddpd	%zmm7, %zmm23, %zmm23
	vaddpd	%zmm7, %zmm14, %zmm14
	vaddpd	%zmm7, %zmm24, %zmm24
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm2, %zmm3
	vmulpd	%zmm4, %zmm18, %zmm4
	vmulpd	%zmm13, %zmm16, %zmm13
	vmulpd	%zmm14, %zmm20, %zmm14
	vmulpd	%zmm23, %zmm19, %zmm23
	vmulpd	%zmm24, %zmm21, %zmm24
	vbroadcastsd	.LCPI0_37(%rip), %zmm15
	vaddpd	%zmm15, %zmm3, %zmm3
	vaddpd	%zmm15, %zmm0, %zmm0
	vaddpd	%zmm15, %zmm13, %zmm13
	vaddpd	%zmm15, %zmm4, %zmm4
	vaddpd	%zmm15, %zmm23, %zmm23
	vaddpd	%zmm15, %zmm14, %zmm14
	vaddpd	%zmm15, %zmm24, %zmm24
	vmulpd	%zmm2, %zmm2, %zmm29
	vmulpd	%zmm3, %zmm29, %zmm3
	vmulpd	%zmm1, %zmm1, %zmm29
	vmulpd	%zmm0, %zmm29, %zmm0
	vmulpd	%zmm16, %zmm16, %zmm29
	vmulpd	%zmm13, %zmm29, %zmm13
	vmulpd	%zmm18, %zmm18, %zmm29
	vmulpd	%zmm4, %zmm29, %zmm4
	vmulpd	%zmm19, %zmm19, %zmm29
	vmulpd	%zmm23, %zmm29, %zmm29
	vmulpd	%zmm20, %zmm20, %zmm23
	vmulpd	%zmm14, %zmm23, %zmm14
	vmulpd	%zmm21, %zmm21, %zmm23
	vmulpd	%zmm24, %zmm23, %zmm24
	vmulpd	%zmm5, %zmm22, %zmm23
	vsubpd	%zmm23, %zmm6, %zmm23
	vmulpd	%zmm23, %zmm22, %zmm23
	vaddpd	%zmm7, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm22, %zmm23
	vaddpd	%zmm15, %zmm23, %zmm23
	vmulpd	%zmm22, %zmm22, %zmm30
	vmulpd	%zmm23, %zmm30, %zmm30
	vbroadcastsd	.LCPI0_38(%rip), %zmm5
	vmulpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm5, %zmm16, %zmm23
	vmulpd	%zmm5, %zmm18, %zmm16
	vmulpd	%zmm5, %zmm19, %zmm18
	vmulpd	%zmm5, %zmm20, %zmm19
	vmulpd	%zmm5, %zmm21, %zmm20
	vmulpd	%zmm5, %zmm22, %zmm21
	vbroadcastsd	.LCPI0_39(%rip), %zmm5
	vsubpd	%zmm1, %zmm5, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm22
	vsubpd	%zmm2, %zmm5, %zmm0
	vaddpd	%zmm3, %zmm0, %zmm0
	vsubpd	%zmm16, %zmm5, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm16
	vsubpd	%zmm23, %zmm5, %zmm1
	vaddpd	%zmm13, %zmm1, %zmm23
	vsubpd	%zmm19, %zmm5, %zmm1
	vaddpd	%zmm14, %zmm1, %zmm11
	vsubpd	%zmm18, %zmm5, %zmm1
	vaddpd	%zmm29, %zmm1, %zmm18
	vsubpd	%zmm21, %zmm5, %zmm1
	vaddpd	%zmm30, %zmm1, %zmm1
	vmovupd	%zmm1, 1536(%rsp)
	vsubpd	%zmm20, %zmm5, %zmm1
	vaddpd	%zmm24, %zmm1, %zmm13
	vbroadcastsd	.LCPI0_40(%rip), %zmm7
	vxorpd	%zmm7, %zmm25, %zmm30
	vxorpd	%zmm7, %zmm17, %zmm31
	vxorpd	%zmm7, %zmm28, %zmm24
	vmovapd	%zmm10, %zmm6
	vxorpd	%zmm7, %zmm10, %zmm29
	vxorpd	%zmm7, %zmm12, %zmm19
	vxorpd	%zmm7, %zmm26, %zmm21
	vxorpd	%zmm7, %zmm8, %zmm14
	vxorpd	%zmm7, %zmm27, %zmm4
	vmovdqu64	1008(%rsp), %zmm2
	vptestnmq	.LCPI0_41(%rip){1to8}, %zmm2, %k1
	vpbroadcastq	.LCPI0_42(%rip), %zmm1
	vptestnmq	%zmm1, %zmm2, %k2
	vxorpd	%zmm7, %zmm0, %zmm20
	vmovapd	%zmm0, %zmm20 {%k2}
	vmovapd	%zmm17, %zmm12
	vblendmpd	%zmm17, %zmm31, %zmm0 {%k2}
	vmovupd	%zmm0, 1280(%rsp)
	vmovapd	%zmm31, %zmm12 {%k2}
	vxorpd	%zmm7, %zmm22, %zmm15
	vmovdqu64	1072(%rsp), %zmm9
	vptestnmq	%zmm1, %zmm9, %k2
	vmovapd	%zmm22, %zmm15 {%k2}
	vblendmpd	%zmm25, %zmm30, %zmm10 {%k2}
	vmovapd	%zmm30, %zmm25 {%k2}
	vmovapd	%zmm25, %zmm3
	vxorpd	%zmm7, %zmm23, %zmm22
	vmovdqu64	608(%rsp), %zmm8
	vptestnmq	%zmm1, %zmm8, %k2
	vmovapd	%zmm23, %zmm22 {%k2}
	vmovapd	%zmm6, %zmm25
	vblendmpd	%zmm6, %zmm29, %zmm23 {%k2}
	vmovapd	%zmm29, %zmm25 {%k2}
	vxorpd	%zmm7, %zmm16, %zmm29
	vmovdqu64	672(%rsp), %zmm6
	vptestnmq	%zmm1, %zmm6, %k2
	vmovapd	%zmm16, %zmm29 {%k2}
	vblendmpd	%zmm28, %zmm24, %zmm16 {%k2}
	vmovapd	%zmm24, %zmm28 {%k2}
	vmovapd	%zmm28, %zmm2
	vxorpd	%zmm7, %zmm18, %zmm24
	vmovdqu64	736(%rsp), %zmm5
	vptestnmq	%zmm1, %zmm5, %k2
	vmovapd	%zmm18, %zmm24 {%k2}
	vblendmpd	%zmm26, %zmm21, %zmm30 {%k2}
	vmovapd	%zmm21, %zmm26 {%k2}
	vmovapd	%zmm26, %zmm17
	vxorpd	%zmm7, %zmm11, %zmm21
	vmovdqu64	800(%rsp), %zmm31
	vptestnmq	%zmm1, %zmm31, %k2
	vmovapd	%zmm11, %zmm21 {%k2}
	vmovupd	128(%rsp), %zmm0
	vblendmpd	%zmm0, %zmm19, %zmm11 {%k2}
	vmovapd	%zmm19, %zmm0 {%k2}
	vxorpd	%zmm7, %zmm13, %zmm19
	vmovdqu64	544(%rsp), %zmm28
	vptestnmq	%zmm1, %zmm28, %k2
	vmovapd	%zmm13, %zmm19 {%k2}
	vblendmpd	%zmm27, %zmm4, %zmm18 {%k2}
	vmovapd	%zmm4, %zmm27 {%k2}
	vmovupd	1536(%rsp), %zmm13
	vxorpd	%zmm7, %zmm13, %zmm4
	vmovdqu64	448(%rsp), %zmm7
	vptestnmq	%zmm1, %zmm7, %k2
	vmovapd	%zmm13, %zmm4 {%k2}
	vmovupd	384(%rsp), %zmm26
	vblendmpd	%zmm26, %zmm14, %zmm13 {%k2}
	vmovapd	%zmm14, %zmm26 {%k2}
	vpbroadcastq	.LCPI0_41(%rip), %zmm1
	vptestnmq	%zmm1, %zmm9, %k2
	vblendmpd	%zmm10, %zmm15, %zmm9 {%k2}
	vmovupd	%zmm9, 1008(%rsp)
	vmovapd	%zmm15, %zmm3 {%k2}
	vmovupd	%zmm3, 1072(%rsp)
	vptestnmq	%zmm1, %zmm8, %k2
	vblendmpd	1280(%rsp), %zmm20, %zmm14 {%k1}
	vmovapd	%zmm20, %zmm12 {%k1}
	vptestnmq	%zmm1, %zmm6, %k1
	vblendmpd	%zmm16, %zmm29, %zmm3 {%k1}
	vmovupd	%zmm3, 608(%rsp)
	vmovapd	%zmm29, %zmm2 {%k1}
	vmovupd	%zmm2, 672(%rsp)
	vptestnmq	%zmm1, %zmm5, %k1
	vblendmpd	%zmm23, %zmm22, %zmm10 {%k2}
	vmovapd	%zmm22, %zmm25 {%k2}
	vmovupd	%zmm25, 736(%rsp)
	vptestnmq	%zmm1, %zmm31, %k2
	vblendmpd	%zmm11, %zmm21, %zmm16 {%k2}
	vmovapd	%zmm21, %zmm0 {%k2}
	vmovupd	%zmm0, 128(%rsp)
	vptestnmq	%zmm1, %zmm7, %k2
	vblendmpd	%zmm30, %zmm24, %zmm9 {%k1}
	vblendmpd	%zmm13, %zmm4, %zmm11 {%k2}
	vmovapd	%zmm24, %zmm17 {%k1}
	vmovapd	%zmm17, %zmm8
	vmovapd	%zmm4, %zmm26 {%k2}
	vmovupd	%zmm26, 384(%rsp)
	vptestnmq	%zmm1, %zmm28, %k1
	vblendmpd	%zmm18, %zmm19, %zmm15 {%k1}
	vmovapd	%zmm19, %zmm27 {%k1}
	vmovupd	%zmm27, 448(%rsp)
	vpsrld	$9, -448(%rdx), %zmm2
	vpsrld	$9, -384(%rdx), %zmm3
	vpsrld	$9, -320(%rdx), %zmm4
	vpsrld	$9, -256(%rdx), %zmm19
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
	vcvtpd2ps	1008(%rsp), %ymm14
	vinsertf64x4	$1, %ymm14, %zmm2, %zmm2
	vcvtpd2ps	%zmm10, %ymm14
	vcvtpd2ps	608(%rsp), %ymm18
	vinsertf64x4	$1, %ymm18, %zmm14, %zmm14
	vcvtpd2ps	%zmm9, %ymm17
	vcvtpd2ps	%zmm16, %ymm16
	vcvtpd2ps	%zmm15, %ymm13
	vinsertf64x4	$1, %ymm16, %zmm17, %zmm16
	vcvtpd2ps	%zmm11, %ymm15
	vinsertf64x4	$1, %ymm15, %zmm13, %zmm13
	vcvtpd2ps	%zmm12, %ymm12
	vcvtpd2ps	1072(%rsp), %ymm11
	vcvtpd2ps	736(%rsp), %ymm10
	vcvtpd2ps	672(%rsp), %ymm9
	vinsertf64x4	$1, %ymm11, %zmm12, %zmm11
	vinsertf64x4	$1, %ymm9, %zmm10, %zmm9
	vcvtpd2ps	%zmm8, %ymm8
	vcvtpd2ps	128(%rsp), %ymm7
	vinsertf64x4	$1, %ymm7, %zmm8, %zmm7
	vcvtpd2ps	448(%rsp), %ymm6
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
	vmovups	%zmm6, -448(%rdx)
	vmovups	%zmm3, -384(%rdx)
	vmovups	%zmm7, -320(%rdx)
	vmovups	%zmm5, -256(%rdx)
	vmovups	%zmm1, -192(%rdx)
	vmovups	%zmm2, -128(%rdx)
	vmovups	%zmm4, -64(%rdx)
	vmovups	%zmm0, (%rdx)
	addq	$1024, %rdx
	decq	%rbp
	jne	.LBB0_15
	cmpq	$0, -120(%rsp)
	vmovups	1680(%rsp), %zmm27
	vbroadcastss	.LCPI0_48(%rip), %zmm28
	vbroadcastss	.LCPI0_50(%rip), %zmm29
	vpbroadcastd	.LCPI0_51(%rip), %zmm30
	vpbroadcastd	.LCPI0_52(%rip), %zmm10
	jne	.LBB0_17
	jmp	.LBB0_116
	.p2align	4
.LBB0_115:
	cmpq	$0, -120(%rsp)
	je	.LBB0_116
.LBB0_17:
	vmovups	4952(%rsp), %zmm0
	vmovups	5016(%rsp), %zmm2
	vmovups	5080(%rsp), %zmm3
	vmovups	5144(%rsp), %zmm4
	vmulps	%zmm0, %zmm0, %zmm1
	vmulps	%zmm2, %zmm2, %zmm0
	vmulps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm4, %zmm4, %zmm4
	leaq	5400(%rsp), %rdx
	movq	1248(%rsp), %r11
	cmpq	$1, -120(%rsp)
	je	.LBB0_19
	.p2align	4
.LBB0_18:
	vmovups	-192(%rdx), %zmm2
	vmovups	-128(%rdx), %zmm5
	vmovups	-64(%rdx), %zmm6
	vmovups	(%rdx), %zmm7
	vmulps	%zmm7, %zmm7, %zmm7
	vaddps	%zmm4, %zmm7, %zmm4
	vmulps	%zmm6, %zmm6, %zmm6
	vaddps	%zmm3, %zmm6, %zmm3
	vmulps	%zmm5, %zmm5, %zmm5
	vaddps	%zmm0, %zmm5, %zmm0
	vmulps	%zmm2, %zmm2, %zmm2
	vaddps	%zmm1, %zmm2, %zmm1
	addq	$256, %rdx
	decq	%r11
	jne	.LBB0_18
.LBB0_19:
	vaddps	%zmm28, %zmm1, %zmm1
	vaddps	%zmm28, %zmm0, %zmm2
	cmpl	$0, -100(%rsp)
	je	.LBB0_117
	vmovss	1936(%rsp), %xmm0
	vmulss	44(%rsp), %xmm0, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm5
	vxorps	%xmm6, %xmm6, %xmm6
	vcmpltss	%xmm0, %xmm6, %k1
	vmovss	%xmm5, %xmm5, %xmm0 {%k1} {z}
	kmovd	%ecx, %k1
	vmovaps	928(%rsp), %xmm5
	vmovss	%xmm5, %xmm0, %xmm0 {%k1}
	vbroadcastss	%xmm0, %zmm0
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
.LBB0_21:
	vmovups	4760(%rsp,%rcx), %zmm5
	vmovups	4824(%rsp,%rcx), %zmm6
	vmovups	4888(%rsp,%rcx), %zmm7
	vmovups	4952(%rsp,%rcx), %zmm8
	vaddps	%zmm5, %zmm5, %zmm9
	vmulps	%zmm1, %zmm9, %zmm9
	vsubps	37528(%rsp,%rcx), %zmm5, %zmm10
	vaddps	%zmm10, %zmm10, %zmm10
	vmulps	%zmm31, %zmm10, %zmm10
	vaddps	%zmm10, %zmm9, %zmm9
	vpbroadcastd	.LCPI0_52(%rip), %zmm10
	vmulps	%zmm9, %zmm27, %zmm9
	vsubps	%zmm9, %zmm5, %zmm5
	vmulps	70296(%rsp,%rcx), %zmm0, %zmm9
	vaddps	%zmm5, %zmm9, %zmm5
	vandps	%zmm29, %zmm5, %zmm9
	vpcmpgtd	%zmm30, %zmm9, %k1
	vmovdqa32	%zmm10, %zmm5 {%k1}
	vmovdqu64	%zmm5, 4760(%rsp,%rcx)
	vaddps	%zmm6, %zmm6, %zmm5
	vmulps	%zmm2, %zmm5, %zmm5
	vsubps	37592(%rsp,%rcx), %zmm6, %zmm9
	vaddps	%zmm9, %zmm9, %zmm9
	vmulps	%zmm31, %zmm9, %zmm9
	vaddps	%zmm9, %zmm5, %zmm5
	vmulps	%zmm5, %zmm27, %zmm5
	vsubps	%zmm5, %zmm6, %zmm5
	vmulps	70360(%rsp,%rcx), %zmm0, %zmm6
	vaddps	%zmm5, %zmm6, %zmm5
	vandps	%zmm29, %zmm5, %zmm6
	vpcmpgtd	%zmm30, %zmm6, %k1
	vmovdqa32	%zmm10, %zmm5 {%k1}
	vmovdqu64	%zmm5, 4824(%rsp,%rcx)
	vaddps	%zmm7, %zmm7, %zmm5
	vmulps	%zmm3, %zmm5, %zmm5
	vsubps	37656(%rsp,%rcx), %zmm7, %zmm6
	vaddps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm31, %zmm6, %zmm6
	vaddps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm5, %zmm27, %zmm5
	vsubps	%zmm5, %zmm7, %zmm5
	vmulps	70424(%rsp,%rcx), %zmm0, %zmm6
	vaddps	%zmm5, %zmm6, %zmm5
	vandps	%zmm29, %zmm5, %zmm6
	vpcmpgtd	%zmm30, %zmm6, %k1
	vmovdqa32	%zmm10, %zmm5 {%k1}
	vmovdqu64	%zmm5, 4888(%rsp,%rcx)
	vaddps	%zmm8, %zmm8, %zmm5
	vmulps	%zmm4, %zmm5, %zmm5
	vsubps	37720(%rsp,%rcx), %zmm8, %zmm6
	vaddps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm31, %zmm6, %zmm6
	vaddps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm5, %zmm27, %zmm5
	vsubps	%zmm5, %zmm8, %zmm5
	vmulps	70488(%rsp,%rcx), %zmm0, %zmm6
	vaddps	%zmm5, %zmm6, %zmm5
	vandps	%zmm29, %zmm5, %zmm6
	vpcmpgtd	%zmm30, %zmm6, %k1
	vmovdqa32	%zmm10, %zmm5 {%k1}
	vmovdqu64	%zmm5, 4952(%rsp,%rcx)
	addq	$256, %rcx
	decq	%rdx
	jne	.LBB0_21
	jmp	.LBB0_116
	.p2align	4
.LBB0_117:
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
.LBB0_118:
	vmovups	4760(%rsp,%rcx), %zmm4
	vmovups	4824(%rsp,%rcx), %zmm5
	vmovups	4888(%rsp,%rcx), %zmm6
	vmovups	4952(%rsp,%rcx), %zmm7
	vaddps	%zmm4, %zmm4, %zmm8
	vmulps	%zmm0, %zmm8, %zmm8
	vsubps	37528(%rsp,%rcx), %zmm4, %zmm9
	vaddps	%zmm9, %zmm9, %zmm9
	vmulps	%zmm31, %zmm9, %zmm9
	vaddps	%zmm9, %zmm8, %zmm8
	vmulps	%zmm8, %zmm27, %zmm8
	vsubps	%zmm8, %zmm4, %zmm4
	vandps	%zmm29, %zmm4, %zmm8
	vpcmpgtd	%zmm30, %zmm8, %k1
	vmovdqa32	%zmm10, %zmm4 {%k1}
	vmovdqu64	%zmm4, 4760(%rsp,%rcx)
	vaddps	%zmm5, %zmm5, %zmm4
	vmulps	%zmm1, %zmm4, %zmm4
	vsubps	37592(%rsp,%rcx), %zmm5, %zmm8
	vaddps	%zmm8, %zmm8, %zmm8
	vmulps	%zmm31, %zmm8, %zmm8
	vaddps	%zmm8, %zmm4, %zmm4
	vmulps	%zmm4, %zmm27, %zmm4
	vsubps	%zmm4, %zmm5, %zmm4
	vandps	%zmm29, %zmm4, %zmm5
	vpcmpgtd	%zmm30, %zmm5, %k1
	vmovdqa32	%zmm10, %zmm4 {%k1}
	vmovdqu64	%zmm4, 4824(%rsp,%rcx)
	vaddps	%zmm6, %zmm6, %zmm4
	vmulps	%zmm2, %zmm4, %zmm4
	vsubps	37656(%rsp,%rcx), %zmm6, %zmm5
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm31, %zmm5, %zmm5
	vaddps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm4, %zmm27, %zmm4
	vsubps	%zmm4, %zmm6, %zmm4
	vandps	%zmm29, %zmm4, %zmm5
	vpcmpgtd	%zmm30, %zmm5, %k1
	vmovdqa32	%zmm10, %zmm4 {%k1}
	vmovdqu64	%zmm4, 4888(%rsp,%rcx)
	vaddps	%zmm7, %zmm7, %zmm4
	vmulps	%zmm3, %zmm4, %zmm4
	vsubps	37720(%rsp,%rcx), %zmm7, %zmm5
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm31, %zmm5, %zmm5
	vaddps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm4, %zmm27, %zmm4
	vsubps	%zmm4, %zmm7, %zmm4
	vandps	%zmm29, %zmm4, %zmm5
	vpcmpgtd	%zmm30, %zmm5, %k1
	vmovdqa32	%zmm10, %zmm4 {%k1}
	vmovdqu64	%zmm4, 4952(%rsp,%rcx)
	addq	$256, %rcx
	decq	%rdx
	jne	.LBB0_118
	jmp	.LBB0_116
	.p2align	4
.LBB0_112:
	cmpq	$0, -120(%rsp)
	sete	%al
	testq	%r12, %r12
	sete	%cl
	orb	%al, %cl
	jne	.LBB0_132
	movq	-64(%rsp), %r11
	imulq	-120(%rsp), %r11
	cmpq	$1, %r11
	jne	.LBB0_119
	xorl	%ecx, %ecx
	jmp	.LBB0_128
	.p2align	4
.LBB0_119:
	movq	%r8, %rdi
	movq	%r11, %r8
	andl	$16382, %r11d
	xorl	%ecx, %ecx
	movq	-120(%rsp), %r14
	jmp	.LBB0_120
	.p2align	4
.LBB0_125:
	xorl	%edx, %edx
	divq	%r14
.LBB0_126:
	cmpq	%r12, %rax
	movq	%r15, %r13
	cmovbq	%rax, %r13
	addq	%rbx, %r13
	movq	%rdx, %rbp
	shlq	$8, %rbp
	addq	%rsp, %rbp
	addq	$4952, %rbp
	vmovd	(%rbp,%rax,4), %xmm0
	imulq	%r14, %r13
	movq	-96(%rsp), %rax
	leaq	(%rax,%r13,4), %rax
	vmovd	%xmm0, (%rax,%rdx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r11
	je	.LBB0_127
.LBB0_120:
	movq	%rcx, %rax
	orq	%r14, %rax
	shrq	$32, %rax
	je	.LBB0_121
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r14
	movq	%rdx, %r13
	jmp	.LBB0_123
	.p2align	4
.LBB0_121:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r14d
	movl	%edx, %r13d
.LBB0_123:
	cmpq	%r12, %rax
	movq	%r15, %rbp
	cmovbq	%rax, %rbp
	addq	%rbx, %rbp
	imulq	%r14, %rbp
	movq	%r13, %rdx
	shlq	$8, %rdx
	addq	%rsp, %rdx
	addq	$4952, %rdx
	vmovss	(%rdx,%rax,4), %xmm0
	movq	-96(%rsp), %rax
	leaq	(%rax,%rbp,4), %rax
	vmovss	%xmm0, (%rax,%r13,4)
	leaq	1(%rcx), %rax
	movq	%rax, %rdx
	orq	%r14, %rdx
	shrq	$32, %rdx
	jne	.LBB0_125
	xorl	%edx, %edx
	divl	%r14d
	jmp	.LBB0_126
	.p2align	4
.LBB0_127:
	testb	$1, %r8b
	movq	%rdi, %r8
	movl	$3449720151, %edi
	je	.LBB0_132
.LBB0_128:
	movq	%rcx, %rax
	movq	-120(%rsp), %r11
	orq	%r11, %rax
	shrq	$32, %rax
	jne	.LBB0_130
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r11d
	jmp	.LBB0_131
.LBB0_22:
	movq	16(%rdi), %rbp
	cmpq	$4097, %rax
	vmovdqa	%xmm6, 304(%rsp)
	movq	%rbp, 864(%rsp)
	jae	.LBB0_23
	subq	%r12, %r11
	jbe	.LBB0_81
	cmpq	$0, 56(%rsp)
	je	.LBB0_135
	movl	$3449720151, %r15d
	movq	-120(%rsp), %rdi
	movl	%edi, %ebx
	andl	$8188, %ebx
	movq	%rdi, %r8
	shrq	$2, %r8
	movq	-112(%rsp), %rcx
	movq	%rcx, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %r13
	leaq	842468239(%rax), %rdx
	movq	%rdx, 2896(%rsp)
	leaq	1684936478(%rax), %rdx
	movq	%rdx, 2832(%rsp)
	leaq	534103459(%rax), %rdx
	movq	%rdx, 2192(%rsp)
	leal	-1767562579(%rax), %edx
	movl	%edx, 2128(%rsp)
	leaq	-305585874(%rax,%r15), %rsi
	movq	%rsi, 1224(%rsp)
	leaq	536882365(%rax,%r15), %rdx
	movq	%rdx, 2256(%rsp)
	leaq	-613950654(%rax,%r15), %rdx
	movq	%rdx, 2064(%rsp)
	addq	%r15, %rax
	addq	$228517585, %rax
	movq	%rax, 2000(%rsp)
	movq	%r12, %r10
	imulq	%rdi, %r10
	movq	%rdi, %rax
	shlq	$4, %rax
	movq	%rax, 528(%rsp)
	leaq	4(,%r12,4), %rax
	imulq	%rdi, %rax
	movq	%rax, 520(%rsp)
	leaq	-1(%rbx), %r9
	movq	%r9, %rsi
	shrq	%rsi
	incq	%rsi
	shrq	$2, %r9
	movl	%r8d, %r14d
	andl	$2016, %r14d
	vpbroadcastq	%rcx, %zmm19
	leaq	(%rcx,%r15), %rax
	addq	$-795284382, %rax
	movq	%rax, 1216(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4880(%rsp)
	leaq	1013904242(%rcx), %rax
	movq	%rax, -40(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 2512(%rsp)
	movq	%r13, 1232(%rsp)
	vpbroadcastq	%r13, %zmm0
	vmovdqu64	%zmm0, 4816(%rsp)
	leaq	218619860(%rcx,%r15), %rdx
	movq	%rdx, 2640(%rsp)
	vpbroadcastq	%rdx, %zmm24
	movq	2896(%rsp), %rax
	vpbroadcastq	%rax, %zmm18
	leaq	2027808484(%rcx), %rdx
	movq	%rdx, 3408(%rsp)
	vpbroadcastq	%rdx, %zmm23
	movq	2256(%rsp), %rax
	vpbroadcastq	%rax, %zmm27
	leaq	387276957(%rcx), %rdx
	movq	%rdx, 3344(%rsp)
	vpbroadcastq	%rdx, %zmm28
	movq	2064(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 2320(%rsp)
	leaq	-408007425(%rcx,%r15), %rdx
	movq	%rdx, 1936(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 3216(%rsp)
	movq	2832(%rsp), %rdx
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 3152(%rsp)
	leaq	1401181199(%rcx), %r15
	movq	%r15, 1248(%rsp)
	vpbroadcastq	%r15, %zmm14
	movq	2192(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3088(%rsp)
	movl	$3449720151, %eax
	leaq	605896817(%rcx,%rax), %r15
	movq	%r15, 16(%rsp)
	vpbroadcastq	%r15, %zmm0
	vmovdqu64	%zmm0, 3024(%rsp)
	movq	2000(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 2960(%rsp)
	leal	-1879881855(%rcx), %eax
	movl	%eax, -48(%rsp)
	vpbroadcastd	%eax, %ymm20
	movl	2128(%rsp), %eax
	vpbroadcastd	%eax, %ymm21
	vpbroadcastq	%r14, %zmm0
	vporq	.LCPI0_0(%rip), %zmm0, %zmm0
	vmovdqu64	%zmm0, 4432(%rsp)
	movq	%r8, -72(%rsp)
	andl	$2040, %r8d
	movq	%rsi, %rax
	andq	$-64, %rax
	movq	%rax, 272(%rsp)
	movq	%rsi, 24(%rsp)
	andq	$-8, %rsi
	movq	%rsi, 4624(%rsp)
	movl	%edi, %eax
	andl	$8128, %eax
	movq	%rax, -16(%rsp)
	movl	%edi, %eax
	andl	$8184, %eax
	movq	%rax, 240(%rsp)
	movl	%edi, %eax
	andl	$7, %eax
	movq	%rax, 8(%rsp)
	movq	%r9, 344(%rsp)
	leaq	1(%r9), %rsi
	movq	%rsi, 1208(%rsp)
	andq	$-2, %rsi
	movq	%rsi, 1200(%rsp)
	movl	%edi, %eax
	andl	$8176, %eax
	movq	%rax, 112(%rsp)
	vbroadcastss	%xmm6, %zmm16
	movl	%edi, %eax
	andl	$8188, %eax
	movq	%rax, 4240(%rsp)
	leal	(,%rdi,4), %eax
	movl	%eax, %esi
	andl	$32256, %esi
	movq	%r8, 4368(%rsp)
	movq	%r14, 296(%rsp)
	subq	%r14, %r8
	movq	%r8, 4304(%rsp)
	leaq	(,%rdi,4), %r9
	addq	%rbp, %r9
	movq	%rsi, 264(%rsp)
	addq	%rsi, %r9
	movq	%r9, 1192(%rsp)
	movq	%r12, %rsi
	movq	-88(%rsp), %rcx
	imulq	%rcx, %rsi
	movq	%rsi, 208(%rsp)
	movl	%eax, %esi
	andl	$32512, %esi
	movq	%rsi, 288(%rsp)
	andl	$32704, %eax
	movq	%rax, 376(%rsp)
	leaq	(,%r10,4), %rax
	movq	%rax, 1160(%rsp)
	movq	-96(%rsp), %rax
	leaq	(%rax,%r10,4), %rsi
	leaq	192(%rax,%r10,4), %r9
	movq	%r9, 104(%rsp)
	movq	-24(%rsp), %r8
	leaq	(%r8,%r10,4), %r9
	movq	%r9, 96(%rsp)
	leaq	192(%r8,%r10,4), %r9
	movq	%r9, 536(%rsp)
	vbroadcastss	.LCPI0_11(%rip), %zmm30
	leaq	(%rdi,%rdi), %r9
	movq	%r9, 80(%rsp)
	leaq	1(%rbx), %r9
	movq	%r9, 256(%rsp)
	leaq	2(%rbx), %r9
	movq	%r9, 72(%rsp)
	leaq	(%rbp,%rdi,4), %r9
	movq	%r9, -80(%rsp)
	leaq	(,%rdi,4), %r9
	leaq	(,%rdi,8), %r10
	movq	%r10, 944(%rsp)
	movq	520(%rsp), %r8
	leaq	(%rax,%r8), %rax
	movq	%rax, 1144(%rsp)
	leaq	384(%rbp,%rdi,4), %rax
	movq	%rax, 1184(%rsp)
	movq	528(%rsp), %rdi
	leaq	(,%rcx,4), %rax
	movl	$3449720151, %edx
	movq	%rax, 1136(%rsp)
	leaq	192(%rbp), %rax
	movq	%rax, 336(%rsp)
	leaq	16(%rbp), %rax
	movq	%rax, 200(%rsp)
	xorl	%r14d, %r14d
	movq	%rsi, 1152(%rsp)
	movq	%rsi, 3280(%rsp)
	movq	88(%rsp), %rsi
	movq	%rbx, -64(%rsp)
	vmovdqu64	%zmm19, 2448(%rsp)
	vmovdqu64	%zmm24, 2384(%rsp)
	vmovdqu64	%zmm18, 3728(%rsp)
	vmovdqu64	%zmm23, 3664(%rsp)
	vmovdqu64	%zmm27, 3920(%rsp)
	vmovdqu64	%zmm28, 4112(%rsp)
	vmovdqu64	%zmm14, 3792(%rsp)
	vmovdqu64	%ymm20, 3536(%rsp)
	vmovdqu64	%ymm21, 3472(%rsp)
	vmovups	%zmm16, 3856(%rsp)
	movq	%r9, 64(%rsp)
	jmp	.LBB0_138
	.p2align	4
.LBB0_208:
	addq	$4, %r12
	movq	1176(%rsp), %r11
	addq	$-4, %r11
	movq	1168(%rsp), %r14
	incq	%r14
	movq	1136(%rsp), %rax
	addq	%rax, 208(%rsp)
	movq	528(%rsp), %rdi
	addq	%rdi, 104(%rsp)
	addq	%rdi, 3280(%rsp)
	addq	%rdi, 96(%rsp)
	addq	%rdi, 536(%rsp)
	movq	88(%rsp), %rsi
	cmpq	%rsi, %r12
	movq	864(%rsp), %rbp
	movq	64(%rsp), %r9
	jae	.LBB0_81
.LBB0_138:
	movq	%r12, -56(%rsp)
	subq	%r12, %rsi
	cmpq	$4, %rsi
	movl	$4, %r8d
	cmovbq	%rsi, %r8
	decq	%r8
	cmpq	$4, %rsi
	movq	%r8, %r13
	movl	$3, %eax
	cmovaeq	%rax, %r13
	cmpq	$1, %r11
	movq	%r11, 1176(%rsp)
	movq	%r11, %r12
	adcq	$0, %r12
	cmpq	$4, %r12
	movl	$4, %eax
	cmovaeq	%rax, %r12
	movl	%r12d, %eax
	leaq	-4(,%rax,8), %r10
	movq	-120(%rsp), %rax
	imulq	%rax, %r10
	addq	%rbp, %r10
	movq	%rdi, %rax
	movq	%r14, 1168(%rsp)
	imulq	%r14, %rax
	movq	1152(%rsp), %rdi
	addq	%rax, %rdi
	movq	%rdi, 384(%rsp)
	movq	1144(%rsp), %rdi
	leaq	(%rdi,%rax), %rbx
	leaq	-1(%r12), %r14
	imulq	%r9, %r14
	addq	%r14, %rbx
	movq	1160(%rsp), %rdi
	leaq	(%rdi,%rax), %r11
	movq	-96(%rsp), %r9
	leaq	(%r9,%r11), %rdi
	movq	%rdi, 448(%rsp)
	addq	520(%rsp), %rax
	addq	%rax, %r9
	addq	%r14, %r9
	movq	-24(%rsp), %rdi
	addq	%rdi, %r11
	movq	%r11, 128(%rsp)
	addq	%rdi, %rax
	addq	%r14, %rax
	movq	944(%rsp), %r15
	movq	%r12, 1872(%rsp)
	imulq	%r12, %r15
	addq	%rbp, %r15
	movq	%rbp, %r11
	cmpq	$2, %rsi
	movq	%r8, %rdi
	movl	$1, %r14d
	cmovaeq	%r14, %rdi
	movq	%rdi, %r14
	movq	80(%rsp), %rbp
	imulq	%rbp, %r14
	cmpq	$3, %rsi
	movl	$2, %esi
	cmovaeq	%rsi, %r8
	movq	%r8, %rsi
	imulq	%rbp, %rsi
	movq	%r13, %r12
	imulq	%rbp, %r12
	cmpq	%rbx, %r11
	setb	%bl
	cmpq	%r10, 384(%rsp)
	setb	%r10b
	andb	%bl, %r10b
	movb	%r10b, 4176(%rsp)
	movq	-64(%rsp), %rbx
	movq	448(%rsp), %rbp
	cmpq	%rax, %rbp
	setb	%r10b
	cmpq	%r9, 128(%rsp)
	setb	%r11b
	andb	%r10b, %r11b
	cmpq	%r15, %rbp
	movq	%rbp, %r15
	setb	%r10b
	cmpq	%r9, -80(%rsp)
	setb	%bpl
	andb	%r10b, %bpl
	orb	%r11b, %bpl
	movb	%bpl, 280(%rsp)
	cmpq	%rax, %r15
	setb	%al
	cmpq	%r9, 128(%rsp)
	movq	864(%rsp), %r10
	leaq	(%r10,%r14,4), %r9
	movq	%r9, 232(%rsp)
	movq	-120(%rsp), %r14
	leaq	(%r10,%rsi,4), %rsi
	movq	%rsi, 224(%rsp)
	leaq	(%r10,%r12,4), %rsi
	movq	%rsi, 216(%rsp)
	movq	-56(%rsp), %r12
	setb	%sil
	andb	%al, %sil
	movb	%sil, 248(%rsp)
	movq	944(%rsp), %rsi
	imulq	%rsi, %r13
	movq	200(%rsp), %rax
	addq	%rax, %r13
	movq	%r13, 320(%rsp)
	imulq	%rsi, %r8
	addq	%rax, %r8
	movq	%r8, 328(%rsp)
	imulq	%rsi, %rdi
	addq	%rax, %rdi
	movq	%rdi, 1240(%rsp)
	movq	$0, 3600(%rsp)
	vmovss	40(%rsp), %xmm15
	jmp	.LBB0_139
	.p2align	4
.LBB0_207:
	vmulss	52(%rsp), %xmm15, %xmm15
	movq	3600(%rsp), %rsi
	incq	%rsi
	movq	%rsi, 3600(%rsp)
	cmpq	56(%rsp), %rsi
	movq	-56(%rsp), %r12
	vmovdqu64	3792(%rsp), %zmm14
	je	.LBB0_208
.LBB0_139:
	vmovss	%xmm15, 360(%rsp)
	cmpl	$0, 48(%rsp)
	sete	%al
	movl	%eax, 352(%rsp)
	cmpl	$0, -100(%rsp)
	movq	-88(%rsp), %r9
	je	.LBB0_140
	movq	368(%rsp), %rax
	movq	3600(%rsp), %rsi
	addq	%rax, %rsi
	movq	%rsi, %rdi
	shrq	$32, %rdi
	imulq	%rdx, %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	-112(%rsp), %esi
	xorl	%eax, %esi
	leaq	78811644(%rdx), %r11
	imulq	%r11, %rsi
	movq	%rsi, %rax
	shrq	$32, %rax
	xorq	1224(%rsp), %rax
	vpbroadcastq	%rdi, %zmm0
	vpxorq	4880(%rsp), %zmm0, %zmm15
	movq	%rax, -32(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3984(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vpxorq	4816(%rsp), %zmm0, %zmm29
	xorq	1216(%rsp), %rdi
	movq	%rdi, 2704(%rsp)
	movl	%edi, %eax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4560(%rsp)
	xorq	1232(%rsp), %rsi
	movq	%rsi, 2768(%rsp)
	movl	%esi, %eax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4496(%rsp)
	movq	-80(%rsp), %rsi
	movq	208(%rsp), %rax
	movq	%rax, -8(%rsp)
	movq	1192(%rsp), %rax
	movq	%rax, (%rsp)
	movq	1184(%rsp), %r15
	xorl	%edi, %edi
	movq	%r11, 128(%rsp)
	vmovdqu64	%zmm15, 4752(%rsp)
	vmovdqu64	%zmm29, 4688(%rsp)
	jmp	.LBB0_144
	.p2align	4
.LBB0_161:
	movq	120(%rsp), %rdi
	incq	%rdi
	movq	944(%rsp), %rax
	addq	%rax, %r15
	addq	%rax, (%rsp)
	addq	%r9, -8(%rsp)
	movq	1680(%rsp), %rsi
	addq	%rax, %rsi
	cmpq	1872(%rsp), %rdi
	movq	-56(%rsp), %r12
	movq	128(%rsp), %r11
	vmovups	3856(%rsp), %zmm16
	je	.LBB0_140
.LBB0_144:
	movq	%rsi, 1680(%rsp)
	leaq	(%rdi,%r12), %rdx
	movq	%rdi, 120(%rsp)
	movq	%rdi, %rax
	imulq	80(%rsp), %rax
	movq	-80(%rsp), %rcx
	leaq	(%rcx,%rax,4), %rax
	movq	%rax, 32(%rsp)
	imulq	%r9, %rdx
	movq	%rdx, 4048(%rsp)
	vpbroadcastq	%rdx, %zmm2
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm2, %zmm0
	vmovdqu64	%zmm0, 384(%rsp)
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm2, %zmm0
	vmovdqu64	%zmm0, 448(%rsp)
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm2, %zmm0
	vmovdqu64	%zmm0, 544(%rsp)
	xorl	%ebp, %ebp
	vmovdqa64	%zmm14, %zmm26
	vmovdqa64	.LCPI0_0(%rip), %zmm14
	vmovdqa64	%zmm23, %zmm25
	movq	264(%rsp), %rax
	vpbroadcastq	.LCPI0_4(%rip), %zmm8
	vpbroadcastq	.LCPI0_5(%rip), %zmm1
	vmovdqa64	%zmm18, %zmm0
	vmovdqa64	%zmm15, %zmm12
	vmovdqu64	3984(%rsp), %zmm30
	.p2align	4
.LBB0_145:
	vmovdqu64	2512(%rsp), %zmm22
	vmovdqa64	%zmm2, %zmm31
	vpaddq	%zmm2, %zmm14, %zmm2
	vpaddq	384(%rsp), %zmm14, %zmm3
	vpaddq	448(%rsp), %zmm14, %zmm4
	vpaddq	544(%rsp), %zmm14, %zmm5
	vpmuludq	%zmm8, %zmm2, %zmm6
	vpmuludq	%zmm8, %zmm3, %zmm7
	vpmuludq	%zmm8, %zmm4, %zmm9
	vpmuludq	%zmm8, %zmm5, %zmm10
	vpternlogq	$150, %zmm19, %zmm6, %zmm2
	vpternlogq	$150, %zmm19, %zmm7, %zmm3
	vpternlogq	$150, %zmm19, %zmm9, %zmm4
	vpternlogq	$150, %zmm19, %zmm10, %zmm5
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm5, %zmm5
	vpmuludq	%zmm1, %zmm2, %zmm2
	vpmuludq	%zmm1, %zmm3, %zmm3
	vpmuludq	%zmm1, %zmm4, %zmm11
	vpmuludq	%zmm1, %zmm5, %zmm13
	vpsrlq	$32, %zmm2, %zmm4
	vpsrlq	$32, %zmm3, %zmm5
	vpsrlq	$32, %zmm11, %zmm15
	vpsrlq	$32, %zmm13, %zmm16
	vpxorq	%zmm12, %zmm4, %zmm4
	vpxorq	%zmm12, %zmm5, %zmm5
	vpxorq	%zmm12, %zmm15, %zmm15
	vpxorq	%zmm6, %zmm30, %zmm6
	vpxorq	%zmm7, %zmm30, %zmm7
	vpxorq	%zmm9, %zmm30, %zmm9
	vpxorq	%zmm12, %zmm16, %zmm16
	vpxorq	%zmm10, %zmm30, %zmm10
	vpmuludq	%zmm8, %zmm4, %zmm17
	vpmuludq	%zmm8, %zmm5, %zmm18
	vpmuludq	%zmm8, %zmm15, %zmm4
	vpmuludq	%zmm1, %zmm6, %zmm15
	vpmuludq	%zmm8, %zmm16, %zmm5
	vpmuludq	%zmm1, %zmm7, %zmm7
	vpmuludq	%zmm1, %zmm9, %zmm16
	vpmuludq	%zmm1, %zmm10, %zmm10
	vpsrlq	$32, %zmm17, %zmm6
	vpsrlq	$32, %zmm18, %zmm9
	vpsrlq	$32, %zmm4, %zmm19
	vpsrlq	$32, %zmm15, %zmm20
	vpsrlq	$32, %zmm7, %zmm21
	vpternlogq	$150, %zmm22, %zmm2, %zmm20
	vpsrlq	$32, %zmm16, %zmm2
	vpternlogq	$150, %zmm22, %zmm3, %zmm21
	vpsrlq	$32, %zmm5, %zmm3
	vpternlogq	$150, %zmm22, %zmm11, %zmm2
	vpsrlq	$32, %zmm10, %zmm11
	vpternlogq	$150, %zmm22, %zmm13, %zmm11
	vpxorq	%zmm29, %zmm6, %zmm13
	vpxorq	%zmm29, %zmm9, %zmm22
	vpxorq	%zmm29, %zmm19, %zmm19
	vpxorq	%zmm29, %zmm3, %zmm23
	vpmuludq	%zmm8, %zmm20, %zmm9
	vpmuludq	%zmm8, %zmm21, %zmm6
	vpmuludq	%zmm8, %zmm2, %zmm3
	vpmuludq	%zmm8, %zmm11, %zmm2
	vpmuludq	%zmm1, %zmm13, %zmm11
	vpmuludq	%zmm1, %zmm22, %zmm13
	vpmuludq	%zmm1, %zmm19, %zmm19
	vpmuludq	%zmm1, %zmm23, %zmm20
	vpsrlq	$32, %zmm11, %zmm21
	vpternlogq	$150, %zmm15, %zmm24, %zmm21
	vpsrlq	$32, %zmm13, %zmm15
	vpternlogq	$150, %zmm7, %zmm24, %zmm15
	vpsrlq	$32, %zmm19, %zmm22
	vpternlogq	$150, %zmm16, %zmm24, %zmm22
	vpsrlq	$32, %zmm20, %zmm16
	vpternlogq	$150, %zmm10, %zmm24, %zmm16
	vpsrlq	$32, %zmm9, %zmm23
	vpternlogq	$150, %zmm0, %zmm17, %zmm23
	vpsrlq	$32, %zmm6, %zmm17
	vpternlogq	$150, %zmm0, %zmm18, %zmm17
	vpsrlq	$32, %zmm3, %zmm18
	vpternlogq	$150, %zmm0, %zmm4, %zmm18
	vpsrlq	$32, %zmm2, %zmm24
	vpternlogq	$150, %zmm0, %zmm5, %zmm24
	vpmuludq	%zmm8, %zmm21, %zmm10
	vpmuludq	%zmm8, %zmm15, %zmm7
	vpmuludq	%zmm8, %zmm22, %zmm4
	vpmuludq	%zmm1, %zmm23, %zmm15
	vpmuludq	%zmm8, %zmm16, %zmm5
	vpmuludq	%zmm1, %zmm17, %zmm16
	vpmuludq	%zmm1, %zmm18, %zmm17
	vpmuludq	%zmm1, %zmm24, %zmm18
	vpsrlq	$32, %zmm15, %zmm21
	vpternlogq	$150, %zmm25, %zmm11, %zmm21
	vpsrlq	$32, %zmm16, %zmm22
	vpternlogq	$150, %zmm25, %zmm13, %zmm22
	vpsrlq	$32, %zmm17, %zmm13
	vpternlogq	$150, %zmm25, %zmm19, %zmm13
	vpsrlq	$32, %zmm18, %zmm19
	vpternlogq	$150, %zmm25, %zmm20, %zmm19
	vpsrlq	$32, %zmm10, %zmm20
	vpternlogq	$150, %zmm9, %zmm27, %zmm20
	vpsrlq	$32, %zmm7, %zmm23
	vpternlogq	$150, %zmm6, %zmm27, %zmm23
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm3, %zmm27, %zmm6
	vpsrlq	$32, %zmm5, %zmm24
	vpternlogq	$150, %zmm2, %zmm27, %zmm24
	vpmuludq	%zmm8, %zmm21, %zmm11
	vpmuludq	%zmm8, %zmm22, %zmm9
	vpmuludq	%zmm8, %zmm13, %zmm3
	vpmuludq	%zmm8, %zmm19, %zmm2
	vpmuludq	%zmm1, %zmm20, %zmm19
	vpmuludq	%zmm1, %zmm23, %zmm20
	vpmuludq	%zmm1, %zmm6, %zmm21
	vpmuludq	%zmm1, %zmm24, %zmm22
	vpsrlq	$32, %zmm19, %zmm6
	vpternlogq	$150, %zmm15, %zmm28, %zmm6
	vpsrlq	$32, %zmm20, %zmm15
	vpternlogq	$150, %zmm16, %zmm28, %zmm15
	vpsrlq	$32, %zmm21, %zmm16
	vpternlogq	$150, %zmm17, %zmm28, %zmm16
	vpsrlq	$32, %zmm22, %zmm17
	vpternlogq	$150, %zmm18, %zmm28, %zmm17
	vpsrlq	$32, %zmm11, %zmm18
	vmovdqu64	2320(%rsp), %zmm13
	vpternlogq	$150, %zmm13, %zmm10, %zmm18
	vpsrlq	$32, %zmm9, %zmm10
	vpternlogq	$150, %zmm13, %zmm7, %zmm10
	vpsrlq	$32, %zmm3, %zmm23
	vpternlogq	$150, %zmm13, %zmm4, %zmm23
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm13, %zmm5, %zmm4
	vpmuludq	%zmm8, %zmm6, %zmm13
	vpmuludq	%zmm8, %zmm15, %zmm7
	vpmuludq	%zmm8, %zmm16, %zmm5
	vpmuludq	%zmm1, %zmm18, %zmm16
	vpmuludq	%zmm8, %zmm17, %zmm6
	vpmuludq	%zmm1, %zmm10, %zmm17
	vpmuludq	%zmm1, %zmm23, %zmm18
	vpmuludq	%zmm1, %zmm4, %zmm23
	vpsrlq	$32, %zmm16, %zmm4
	vmovdqu64	3216(%rsp), %zmm15
	vpternlogq	$150, %zmm15, %zmm19, %zmm4
	vpsrlq	$32, %zmm17, %zmm10
	vpternlogq	$150, %zmm15, %zmm20, %zmm10
	vpsrlq	$32, %zmm18, %zmm19
	vpternlogq	$150, %zmm15, %zmm21, %zmm19
	vpsrlq	$32, %zmm23, %zmm20
	vpternlogq	$150, %zmm15, %zmm22, %zmm20
	vpsrlq	$32, %zmm13, %zmm21
	vmovdqu64	3152(%rsp), %zmm15
	vpternlogq	$150, %zmm11, %zmm15, %zmm21
	vpsrlq	$32, %zmm7, %zmm22
	vpternlogq	$150, %zmm9, %zmm15, %zmm22
	vpsrlq	$32, %zmm5, %zmm9
	vpternlogq	$150, %zmm3, %zmm15, %zmm9
	vpsrlq	$32, %zmm6, %zmm3
	vpternlogq	$150, %zmm2, %zmm15, %zmm3
	vpmuludq	%zmm8, %zmm4, %zmm15
	vpmuludq	%zmm8, %zmm10, %zmm11
	vpmuludq	%zmm8, %zmm19, %zmm10
	vpmuludq	%zmm8, %zmm20, %zmm4
	vpmuludq	%zmm1, %zmm21, %zmm19
	vpmuludq	%zmm1, %zmm22, %zmm20
	vpmuludq	%zmm1, %zmm9, %zmm21
	vpmuludq	%zmm1, %zmm3, %zmm22
	vpsrlq	$32, %zmm19, %zmm2
	vpternlogq	$150, %zmm16, %zmm26, %zmm2
	vpsrlq	$32, %zmm20, %zmm3
	vpternlogq	$150, %zmm17, %zmm26, %zmm3
	vpsrlq	$32, %zmm21, %zmm16
	vpternlogq	$150, %zmm18, %zmm26, %zmm16
	vpsrlq	$32, %zmm22, %zmm17
	vpternlogq	$150, %zmm23, %zmm26, %zmm17
	vpsrlq	$32, %zmm15, %zmm18
	vmovdqu64	3088(%rsp), %zmm9
	vpternlogq	$150, %zmm9, %zmm13, %zmm18
	vpsrlq	$32, %zmm11, %zmm13
	vpternlogq	$150, %zmm9, %zmm7, %zmm13
	vpsrlq	$32, %zmm10, %zmm23
	vpternlogq	$150, %zmm9, %zmm5, %zmm23
	vpsrlq	$32, %zmm4, %zmm5
	vpternlogq	$150, %zmm9, %zmm6, %zmm5
	vpmuludq	%zmm8, %zmm2, %zmm9
	vpmuludq	%zmm8, %zmm3, %zmm7
	vpmuludq	%zmm8, %zmm16, %zmm6
	vpmuludq	%zmm1, %zmm18, %zmm16
	vpmuludq	%zmm8, %zmm17, %zmm2
	vpmuludq	%zmm1, %zmm13, %zmm17
	vpmuludq	%zmm1, %zmm23, %zmm18
	vpmuludq	%zmm1, %zmm5, %zmm13
	vpsrlq	$32, %zmm16, %zmm5
	vmovdqu64	3024(%rsp), %zmm23
	vpternlogq	$150, %zmm23, %zmm19, %zmm5
	vpsrlq	$32, %zmm17, %zmm19
	vpternlogq	$150, %zmm23, %zmm20, %zmm19
	vpsrlq	$32, %zmm18, %zmm20
	vpternlogq	$150, %zmm23, %zmm21, %zmm20
	vpsrlq	$32, %zmm13, %zmm3
	vpternlogq	$150, %zmm23, %zmm22, %zmm3
	vpsrlq	$32, %zmm9, %zmm21
	vmovdqu64	2960(%rsp), %zmm24
	vpternlogq	$150, %zmm15, %zmm24, %zmm21
	vpsrlq	$32, %zmm7, %zmm15
	vpternlogq	$150, %zmm11, %zmm24, %zmm15
	vpsrlq	$32, %zmm6, %zmm22
	vpternlogq	$150, %zmm10, %zmm24, %zmm22
	vpsrlq	$32, %zmm2, %zmm23
	vpternlogq	$150, %zmm4, %zmm24, %zmm23
	vpmuludq	%zmm8, %zmm5, %zmm24
	vpmuludq	%zmm8, %zmm19, %zmm11
	vpmuludq	%zmm8, %zmm20, %zmm5
	vpmuludq	%zmm1, %zmm21, %zmm19
	vmovdqu64	3472(%rsp), %ymm21
	vpmuludq	%zmm1, %zmm15, %zmm15
	vpmuludq	%zmm1, %zmm22, %zmm10
	vpmuludq	%zmm1, %zmm23, %zmm4
	vpsrlq	$32, %zmm19, %zmm20
	vpxorq	%zmm16, %zmm20, %zmm16
	vpsrlq	$32, %zmm15, %zmm20
	vpxorq	%zmm17, %zmm20, %zmm17
	vpsrlq	$32, %zmm10, %zmm20
	vpxorq	%zmm18, %zmm20, %zmm18
	vpsrlq	$32, %zmm24, %zmm20
	vpxorq	%zmm9, %zmm20, %zmm20
	vpsrlq	$32, %zmm4, %zmm9
	vpxorq	%zmm13, %zmm9, %zmm9
	vpsrlq	$32, %zmm11, %zmm13
	vpxorq	%zmm7, %zmm13, %zmm7
	vpsrlq	$32, %zmm5, %zmm13
	vpxorq	%zmm6, %zmm13, %zmm6
	vpmovqd	%zmm24, %ymm13
	vmovdqu64	2384(%rsp), %zmm24
	vpmovqd	%zmm20, %ymm20
	vpxord	%ymm20, %ymm21, %ymm20
	vinserti64x4	$1, %ymm13, %zmm20, %zmm13
	vmovdqu64	3536(%rsp), %ymm20
	vpmovqd	%zmm19, %ymm19
	vpmovqd	%zmm16, %ymm16
	vpxord	%ymm16, %ymm20, %ymm16
	vinserti64x4	$1, %ymm19, %zmm16, %zmm16
	vmovdqa64	%zmm16, %zmm19
	vmovdqa64	.LCPI0_6(%rip), %zmm23
	vpermt2d	%zmm13, %zmm23, %zmm19
	vmovdqa64	.LCPI0_7(%rip), %zmm22
	vpermt2d	%zmm13, %zmm22, %zmm16
	vmovdqu64	%zmm16, -320(%r15,%rbp)
	vmovdqu64	%zmm19, -384(%r15,%rbp)
	vmovdqu64	2448(%rsp), %zmm19
	vpmovqd	%zmm15, %ymm13
	vpmovqd	%zmm17, %ymm15
	vpxord	%ymm15, %ymm20, %ymm15
	vinserti64x4	$1, %ymm13, %zmm15, %zmm13
	vpmovqd	%zmm11, %ymm11
	vpmovqd	%zmm7, %ymm7
	vpxord	%ymm7, %ymm21, %ymm7
	vinserti64x4	$1, %ymm11, %zmm7, %zmm7
	vmovdqa64	%zmm13, %zmm11
	vpermt2d	%zmm7, %zmm23, %zmm11
	vpermt2d	%zmm7, %zmm22, %zmm13
	vmovdqu64	%zmm13, -192(%r15,%rbp)
	vpmovqd	%zmm10, %ymm7
	vpmovqd	%zmm18, %ymm10
	vpxord	%ymm10, %ymm20, %ymm10
	vinserti64x4	$1, %ymm7, %zmm10, %zmm7
	vpmovqd	%zmm5, %ymm5
	vpmovqd	%zmm6, %ymm6
	vpxord	%ymm6, %ymm21, %ymm6
	vinserti64x4	$1, %ymm5, %zmm6, %zmm5
	vmovdqa64	%zmm7, %zmm6
	vpermt2d	%zmm5, %zmm23, %zmm6
	vpermt2d	%zmm5, %zmm22, %zmm7
	vmovdqu64	%zmm11, -256(%r15,%rbp)
	vmovdqu64	%zmm7, -64(%r15,%rbp)
	vpmuludq	%zmm8, %zmm3, %zmm3
	vmovdqu64	%zmm6, -128(%r15,%rbp)
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm2, %zmm5, %zmm2
	vpmovqd	%zmm4, %ymm4
	vpmovqd	%zmm9, %ymm5
	vpxord	%ymm5, %ymm20, %ymm5
	vinserti64x4	$1, %ymm4, %zmm5, %zmm4
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm2, %ymm2
	vpxord	%ymm2, %ymm21, %ymm2
	vinserti64x4	$1, %ymm3, %zmm2, %zmm2
	vmovdqa64	%zmm4, %zmm3
	vpermt2d	%zmm2, %zmm22, %zmm4
	vmovdqu64	%zmm4, 64(%r15,%rbp)
	vpermt2d	%zmm2, %zmm23, %zmm3
	vmovdqa64	%zmm31, %zmm2
	vmovdqu64	%zmm3, (%r15,%rbp)
	vpaddq	.LCPI0_8(%rip){1to8}, %zmm14, %zmm14
	addq	$512, %rbp
	cmpq	%rbp, %rax
	jne	.LBB0_145
	movq	296(%rsp), %rax
	cmpq	%rax, -72(%rsp)
	movq	-112(%rsp), %rdx
	movl	$3449720151, %r9d
	movq	-40(%rsp), %rcx
	movq	16(%rsp), %rsi
	movl	-48(%rsp), %r13d
	vbroadcastss	.LCPI0_11(%rip), %zmm30
	movq	-32(%rsp), %r10
	je	.LBB0_153
	movq	296(%rsp), %r12
	testb	$96, -120(%rsp)
	je	.LBB0_151
	movq	(%rsp), %rdi
	movq	4304(%rsp), %r8
	vmovdqa64	%zmm0, %zmm7
	vmovdqu64	4432(%rsp), %zmm0
	vmovdqu64	2320(%rsp), %zmm22
	vmovdqu64	3216(%rsp), %zmm8
	vmovdqu64	3152(%rsp), %zmm9
	vmovdqu64	3792(%rsp), %zmm10
	vmovdqu64	3088(%rsp), %zmm11
	vmovdqu64	3024(%rsp), %zmm13
	vmovdqu64	2960(%rsp), %zmm14
	vpbroadcastq	.LCPI0_1(%rip), %zmm15
	vpbroadcastq	.LCPI0_4(%rip), %zmm16
	vpbroadcastq	.LCPI0_5(%rip), %zmm17
	vmovdqa64	.LCPI0_6(%rip), %zmm18
	vmovdqa64	.LCPI0_7(%rip), %zmm12
	vmovdqu64	3984(%rsp), %zmm26
	vmovdqu64	4560(%rsp), %zmm29
	vmovdqu64	4496(%rsp), %zmm23
	.p2align	4
.LBB0_149:
	vpaddq	%zmm2, %zmm0, %zmm1
	vpmuludq	%zmm16, %zmm1, %zmm2
	vpternlogq	$150, %zmm19, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpmuludq	%zmm17, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm3
	vpxorq	%zmm3, %zmm29, %zmm3
	vpxorq	%zmm2, %zmm26, %zmm2
	vpmuludq	%zmm16, %zmm3, %zmm3
	vpmuludq	%zmm17, %zmm2, %zmm2
	vpsrlq	$32, %zmm3, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpxorq	%zmm4, %zmm23, %zmm4
	vpternlogq	$150, 2512(%rsp), %zmm1, %zmm5
	vpmuludq	%zmm16, %zmm5, %zmm1
	vpmuludq	%zmm17, %zmm4, %zmm4
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm2, %zmm24, %zmm6
	vpternlogq	$150, %zmm7, %zmm3, %zmm5
	vpmuludq	%zmm16, %zmm6, %zmm2
	vpmuludq	%zmm17, %zmm5, %zmm3
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm25, %zmm4, %zmm6
	vpternlogq	$150, %zmm1, %zmm27, %zmm5
	vpmuludq	%zmm16, %zmm6, %zmm1
	vpmuludq	%zmm17, %zmm5, %zmm4
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm3, %zmm28, %zmm6
	vpternlogq	$150, %zmm22, %zmm2, %zmm5
	vpmuludq	%zmm16, %zmm6, %zmm2
	vpmuludq	%zmm17, %zmm5, %zmm3
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm8, %zmm4, %zmm6
	vpternlogq	$150, %zmm1, %zmm9, %zmm5
	vpmuludq	%zmm16, %zmm6, %zmm1
	vpmuludq	%zmm17, %zmm5, %zmm4
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm3, %zmm10, %zmm6
	vpternlogq	$150, %zmm11, %zmm2, %zmm5
	vpmuludq	%zmm16, %zmm6, %zmm2
	vpmuludq	%zmm17, %zmm5, %zmm3
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm13, %zmm4, %zmm6
	vpternlogq	$150, %zmm1, %zmm14, %zmm5
	vpmuludq	%zmm16, %zmm6, %zmm1
	vpmuludq	%zmm17, %zmm5, %zmm4
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm4, %ymm4
	vpxorq	%zmm3, %zmm6, %zmm3
	vpmovqd	%zmm3, %ymm3
	vpxorq	%zmm2, %zmm5, %zmm2
	vpmovqd	%zmm2, %ymm2
	vpxord	%ymm3, %ymm20, %ymm3
	vpxord	%ymm2, %ymm21, %ymm2
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vinserti64x4	$1, %ymm1, %zmm2, %zmm1
	vmovdqa64	%zmm3, %zmm2
	vpermt2d	%zmm1, %zmm12, %zmm3
	vmovdqu64	%zmm3, 64(%rdi)
	vpermt2d	%zmm1, %zmm18, %zmm2
	vmovdqu64	%zmm2, (%rdi)
	vmovdqa64	%zmm31, %zmm2
	vpaddq	%zmm15, %zmm0, %zmm0
	subq	$-128, %rdi
	addq	$-8, %r8
	jne	.LBB0_149
	movq	4368(%rsp), %rax
	movq	%rax, %r12
	cmpq	%rax, -72(%rsp)
	movq	-112(%rsp), %rdx
	movl	$3449720151, %r9d
	movq	-40(%rsp), %rcx
	movq	16(%rsp), %rsi
	movl	-48(%rsp), %r13d
	movq	-32(%rsp), %r10
	je	.LBB0_153
.LBB0_151:
	movq	-72(%rsp), %rbp
	subq	%r12, %rbp
	movq	-8(%rsp), %rax
	leaq	(%r12,%rax), %r14
	shll	$4, %r12d
	addq	1680(%rsp), %r12
	.p2align	4
.LBB0_152:
	movl	%r14d, %r8d
	imulq	%r11, %r8
	movq	%r14, %rdi
	xorq	%rdx, %rdi
	xorq	%r8, %rdi
	shrq	$32, %rdi
	imulq	%r9, %rdi
	movq	%rdi, %rax
	movq	2704(%rsp), %r11
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
	movq	2768(%rsp), %rbx
	xorl	%eax, %ebx
	imulq	128(%rsp), %rdi
	imulq	%r9, %rbx
	movq	%rbx, %rax
	shrq	$32, %rax
	xorl	2640(%rsp), %r8d
	xorl	%eax, %r8d
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	2896(%rsp), %r11d
	xorl	%eax, %r11d
	imulq	128(%rsp), %r8
	imulq	%r9, %r11
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	3408(%rsp), %ebx
	xorl	%eax, %ebx
	movq	%r8, %rax
	xorl	2256(%rsp), %edi
	shrq	$32, %rax
	xorl	%eax, %edi
	imulq	128(%rsp), %rbx
	imulq	%r9, %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	3344(%rsp), %r11d
	xorl	%eax, %r11d
	movq	%rbx, %rax
	shrq	$32, %rax
	xorl	2064(%rsp), %r8d
	xorl	%eax, %r8d
	imulq	128(%rsp), %r11
	imulq	%r9, %r8
	movq	%r8, %rax
	shrq	$32, %rax
	xorl	1936(%rsp), %edi
	xorl	%eax, %edi
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	2832(%rsp), %ebx
	xorl	%eax, %ebx
	imulq	128(%rsp), %rdi
	imulq	%r9, %rbx
	movq	%rbx, %rax
	shrq	$32, %rax
	xorl	1248(%rsp), %r8d
	xorl	%eax, %r8d
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	2192(%rsp), %r11d
	xorl	%eax, %r11d
	imulq	128(%rsp), %r8
	imulq	%r9, %r11
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	%esi, %ebx
	xorl	%eax, %ebx
	movq	%r8, %rax
	shrq	$32, %rax
	xorl	2000(%rsp), %edi
	xorl	%eax, %edi
	imulq	128(%rsp), %rbx
	imulq	%r9, %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	%r13d, %r11d
	xorl	%eax, %r11d
	movq	%rbx, %rax
	shrq	$32, %rax
	xorl	2128(%rsp), %r8d
	xorl	%eax, %r8d
	movl	%r11d, (%r12)
	movq	128(%rsp), %r11
	movl	%edi, 4(%r12)
	movl	%r8d, 8(%r12)
	movl	%ebx, 12(%r12)
	incq	%r14
	addq	$16, %r12
	decq	%rbp
	jne	.LBB0_152
.LBB0_153:
	xorl	%ebp, %ebp
	movq	272(%rsp), %rax
	.p2align	4
.LBB0_154:
	vmovdqu64	-384(%r15,%rbp,8), %zmm0
	vmovdqu64	-320(%r15,%rbp,8), %zmm3
	vmovdqu64	%zmm3, 544(%rsp)
	vmovdqu64	-256(%r15,%rbp,8), %zmm1
	vmovdqu64	-192(%r15,%rbp,8), %zmm5
	vmovdqu64	%zmm5, 800(%rsp)
	vmovdqu64	%zmm0, 384(%rsp)
	vmovdqa64	.LCPI0_10(%rip), %zmm4
	vpermt2d	%zmm3, %zmm4, %zmm0
	vmovdqu64	%zmm1, 448(%rsp)
	vpermt2d	%zmm5, %zmm4, %zmm1
	vmovdqu64	-64(%r15,%rbp,8), %zmm5
	vmovdqu64	%zmm5, 608(%rsp)
	vmovdqu64	-128(%r15,%rbp,8), %zmm2
	vmovdqu64	%zmm2, 736(%rsp)
	vmovdqu64	64(%r15,%rbp,8), %zmm6
	vmovdqu64	%zmm6, 1072(%rsp)
	vmovdqu64	(%r15,%rbp,8), %zmm3
	vpermt2d	%zmm5, %zmm4, %zmm2
	vmovdqu64	%zmm3, 672(%rsp)
	vpermt2d	%zmm6, %zmm4, %zmm3
	vpsrld	$9, %zmm0, %zmm0
	vpsrld	$9, %zmm1, %zmm1
	vpsrld	$9, %zmm2, %zmm2
	vpsrld	$9, %zmm3, %zmm3
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm3, %zmm3
	vaddps	%zmm30, %zmm0, %zmm4
	vaddps	%zmm30, %zmm1, %zmm1
	vaddps	%zmm30, %zmm2, %zmm2
	vaddps	%zmm30, %zmm3, %zmm0
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
	vbroadcastsd	.LCPI0_26(%rip), %zmm12
	vmulpd	%zmm12, %zmm3, %zmm8
	vmulpd	%zmm12, %zmm4, %zmm9
	vmulpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm12, %zmm5, %zmm10
	vmulpd	%zmm12, %zmm2, %zmm11
	vmulpd	%zmm12, %zmm6, %zmm13
	vmulpd	%zmm12, %zmm0, %zmm20
	vmulpd	%zmm12, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_27(%rip), %zmm0
	vaddpd	%zmm0, %zmm9, %zmm27
	vaddpd	%zmm0, %zmm8, %zmm18
	vaddpd	%zmm0, %zmm10, %zmm12
	vmovupd	%zmm12, 1344(%rsp)
	vaddpd	%zmm0, %zmm1, %zmm6
	vmovupd	%zmm6, 1408(%rsp)
	vaddpd	%zmm0, %zmm13, %zmm5
	vmovupd	%zmm5, 1472(%rsp)
	vaddpd	%zmm0, %zmm11, %zmm4
	vmovupd	%zmm4, 1280(%rsp)
	vaddpd	%zmm0, %zmm7, %zmm2
	vmovupd	%zmm2, 1536(%rsp)
	vaddpd	%zmm0, %zmm20, %zmm3
	vmovupd	%zmm3, 1008(%rsp)
	vbroadcastsd	.LCPI0_28(%rip), %zmm0
	vaddpd	%zmm0, %zmm18, %zmm17
	vaddpd	%zmm0, %zmm27, %zmm19
	vaddpd	%zmm0, %zmm6, %zmm21
	vaddpd	%zmm0, %zmm12, %zmm22
	vaddpd	%zmm0, %zmm4, %zmm24
	vaddpd	%zmm0, %zmm5, %zmm25
	vaddpd	%zmm0, %zmm3, %zmm28
	vaddpd	%zmm0, %zmm2, %zmm29
	vsubpd	%zmm19, %zmm9, %zmm9
	vsubpd	%zmm17, %zmm8, %zmm8
	vsubpd	%zmm22, %zmm10, %zmm10
	vsubpd	%zmm21, %zmm1, %zmm21
	vsubpd	%zmm25, %zmm13, %zmm19
	vsubpd	%zmm24, %zmm11, %zmm17
	vsubpd	%zmm29, %zmm7, %zmm22
	vsubpd	%zmm28, %zmm20, %zmm13
	vbroadcastsd	.LCPI0_29(%rip), %zmm0
	vmulpd	%zmm0, %zmm8, %zmm12
	vmulpd	%zmm0, %zmm9, %zmm20
	vmulpd	%zmm0, %zmm21, %zmm8
	vmulpd	%zmm0, %zmm10, %zmm21
	vmulpd	%zmm20, %zmm20, %zmm9
	vmulpd	%zmm12, %zmm12, %zmm10
	vmulpd	%zmm21, %zmm21, %zmm7
	vmulpd	%zmm8, %zmm8, %zmm11
	vbroadcastsd	.LCPI0_30(%rip), %zmm23
	vmulpd	%zmm23, %zmm10, %zmm24
	vmulpd	%zmm23, %zmm9, %zmm25
	vmulpd	%zmm23, %zmm7, %zmm28
	vbroadcastsd	.LCPI0_31(%rip), %zmm4
	vaddpd	%zmm4, %zmm25, %zmm25
	vaddpd	%zmm4, %zmm24, %zmm24
	vaddpd	%zmm4, %zmm28, %zmm28
	vmulpd	%zmm24, %zmm10, %zmm24
	vmulpd	%zmm25, %zmm9, %zmm25
	vmulpd	%zmm28, %zmm7, %zmm28
	vbroadcastsd	.LCPI0_32(%rip), %zmm2
	vaddpd	%zmm2, %zmm25, %zmm25
	vaddpd	%zmm2, %zmm24, %zmm24
	vaddpd	%zmm2, %zmm28, %zmm28
	vmulpd	%zmm24, %zmm10, %zmm24
	vmulpd	%zmm25, %zmm9, %zmm25
	vmulpd	%zmm28, %zmm7, %zmm28
	vbroadcastsd	.LCPI0_33(%rip), %zmm1
	vaddpd	%zmm1, %zmm25, %zmm25
	vaddpd	%zmm1, %zmm24, %zmm24
	vaddpd	%zmm1, %zmm28, %zmm28
	vmulpd	%zmm9, %zmm20, %zmm29
	vmulpd	%zmm25, %zmm29, %zmm29
	vmulpd	%zmm10, %zmm12, %zmm25
	vmulpd	%zmm24, %zmm25, %zmm31
	vmulpd	%zmm7, %zmm21, %zmm24
	vmulpd	%zmm28, %zmm24, %zmm26
	vmulpd	%zmm23, %zmm11, %zmm24
	vaddpd	%zmm4, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm11, %zmm24
	vaddpd	%zmm2, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm11, %zmm24
	vaddpd	%zmm1, %zmm24, %zmm24
	vmulpd	%zmm11, %zmm8, %zmm25
	vmulpd	%zmm24, %zmm25, %zmm6
	vmulpd	%zmm0, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm19, %zmm30
	vmulpd	%zmm23, %zmm30, %zmm24
	vaddpd	%zmm4, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm30, %zmm24
	vaddpd	%zmm2, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm30, %zmm24
	vaddpd	%zmm1, %zmm24, %zmm24
	vmulpd	%zmm30, %zmm19, %zmm25
	vmulpd	%zmm24, %zmm25, %zmm5
	vmulpd	%zmm0, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm17, %zmm28
	vmulpd	%zmm23, %zmm28, %zmm24
	vaddpd	%zmm4, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm28, %zmm24
	vaddpd	%zmm2, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm28, %zmm24
	vaddpd	%zmm1, %zmm24, %zmm24
	vmulpd	%zmm28, %zmm17, %zmm25
	vmulpd	%zmm24, %zmm25, %zmm3
	vmulpd	%zmm0, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm22, %zmm25
	vmulpd	%zmm23, %zmm25, %zmm24
	vaddpd	%zmm4, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm25, %zmm24
	vaddpd	%zmm2, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm25, %zmm24
	vaddpd	%zmm1, %zmm24, %zmm24
	vmulpd	%zmm25, %zmm22, %zmm16
	vmulpd	%zmm24, %zmm16, %zmm16
	vmulpd	%zmm0, %zmm13, %zmm0
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm23, %zmm13, %zmm24
	vaddpd	%zmm4, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm13, %zmm24
	vaddpd	%zmm2, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm13, %zmm24
	vaddpd	%zmm1, %zmm24, %zmm24
	vmulpd	%zmm13, %zmm0, %zmm23
	vmulpd	%zmm24, %zmm23, %zmm23
	vaddpd	%zmm29, %zmm20, %zmm29
	vaddpd	%zmm31, %zmm12, %zmm31
	vaddpd	%zmm26, %zmm21, %zmm26
	vaddpd	%zmm6, %zmm8, %zmm20
	vaddpd	%zmm5, %zmm19, %zmm24
	vaddpd	%zmm3, %zmm17, %zmm21
	vaddpd	%zmm16, %zmm22, %zmm1
	vmovupd	%zmm1, 1744(%rsp)
	vaddpd	%zmm23, %zmm0, %zmm0
	vmovupd	%zmm0, 1808(%rsp)
	vbroadcastsd	.LCPI0_34(%rip), %zmm1
	vmulpd	%zmm1, %zmm9, %zmm0
	vbroadcastsd	.LCPI0_35(%rip), %zmm5
	vsubpd	%zmm0, %zmm5, %zmm0
	vmulpd	%zmm0, %zmm9, %zmm0
	vbroadcastsd	.LCPI0_36(%rip), %zmm6
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm9, %zmm0
	vbroadcastsd	.LCPI0_37(%rip), %zmm12
	vaddpd	%zmm12, %zmm0, %zmm0
	vmulpd	%zmm9, %zmm9, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm19
	vmulpd	%zmm1, %zmm10, %zmm0
	vsubpd	%zmm0, %zmm5, %zmm0
	vmulpd	%zmm0, %zmm10, %zmm0
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm10, %zmm0
	vaddpd	%zmm12, %zmm0, %zmm0
	vmulpd	%zmm10, %zmm10, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm1, %zmm7, %zmm2
	vsubpd	%zmm2, %zmm5, %zmm2
	vmulpd	%zmm2, %zmm7, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm7, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm7, %zmm7, %zmm3
	vmulpd	%zmm2, %zmm3, %zmm2
	vmulpd	%zmm1, %zmm11, %zmm3
	vsubpd	%zmm3, %zmm5, %zmm3
	vmulpd	%zmm3, %zmm11, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm11, %zmm3
	vaddpd	%zmm12, %zmm3, %zmm3
	vmulpd	%zmm11, %zmm11, %zmm4
	vmulpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm1, %zmm30, %zmm4
	vsubpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm4, %zmm30, %zmm4
	vaddpd	%zmm6, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm30, %zmm4
	vaddpd	%zmm12, %zmm4, %zmm4
	vmulpd	%zmm30, %zmm30, %zmm16
	vmulpd	%zmm4, %zmm16, %zmm4
	vmulpd	%zmm1, %zmm28, %zmm16
	vsubpd	%zmm16, %zmm5, %zmm16
	vmulpd	%zmm16, %zmm28, %zmm16
	vaddpd	%zmm6, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm28, %zmm16
	vaddpd	%zmm12, %zmm16, %zmm16
	vmulpd	%zmm28, %zmm28, %zmm17
	vmulpd	%zmm16, %zmm17, %zmm16
	vmulpd	%zmm1, %zmm25, %zmm17
	vsubpd	%zmm17, %zmm5, %zmm17
	vmulpd	%zmm17, %zmm25, %zmm17
	vaddpd	%zmm6, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm25, %zmm17
	vaddpd	%zmm12, %zmm17, %zmm17
	vmulpd	%zmm25, %zmm25, %zmm22
	vmulpd	%zmm17, %zmm22, %zmm22
	vmulpd	%zmm1, %zmm13, %zmm17
	vsubpd	%zmm17, %zmm5, %zmm17
	vmulpd	%zmm17, %zmm13, %zmm17
	vaddpd	%zmm6, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm13, %zmm17
	vaddpd	%zmm12, %zmm17, %zmm17
	vmulpd	%zmm13, %zmm13, %zmm23
	vmulpd	%zmm17, %zmm23, %zmm23
	vbroadcastsd	.LCPI0_38(%rip), %zmm1
	vmulpd	%zmm1, %zmm10, %zmm10
	vbroadcastsd	.LCPI0_39(%rip), %zmm5
	vsubpd	%zmm10, %zmm5, %zmm10
	vaddpd	%zmm0, %zmm10, %zmm17
	vmulpd	%zmm1, %zmm9, %zmm0
	vsubpd	%zmm0, %zmm5, %zmm0
	vaddpd	%zmm19, %zmm0, %zmm0
	vmulpd	%zmm1, %zmm11, %zmm9
	vsubpd	%zmm9, %zmm5, %zmm9
	vaddpd	%zmm3, %zmm9, %zmm8
	vmulpd	%zmm1, %zmm7, %zmm3
	vsubpd	%zmm3, %zmm5, %zmm3
	vaddpd	%zmm2, %zmm3, %zmm19
	vmulpd	%zmm1, %zmm28, %zmm2
	vsubpd	%zmm2, %zmm5, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm14
	vmulpd	%zmm1, %zmm30, %zmm2
	vsubpd	%zmm2, %zmm5, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm28
	vmulpd	%zmm1, %zmm13, %zmm2
	vsubpd	%zmm2, %zmm5, %zmm2
	vaddpd	%zmm23, %zmm2, %zmm2
	vmovupd	%zmm2, 1616(%rsp)
	vmulpd	%zmm1, %zmm25, %zmm2
	vsubpd	%zmm2, %zmm5, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm30
	vpbroadcastq	.LCPI0_41(%rip), %zmm15
	vptestnmq	%zmm15, %zmm27, %k1
	vpbroadcastq	.LCPI0_42(%rip), %zmm10
	vptestnmq	%zmm10, %zmm27, %k2
	vbroadcastsd	.LCPI0_40(%rip), %zmm1
	vxorpd	%zmm1, %zmm29, %zmm2
	vxorpd	%zmm1, %zmm0, %zmm11
	vblendmpd	%zmm29, %zmm2, %zmm3 {%k2}
	vmovupd	%zmm3, 2576(%rsp)
	vmovapd	%zmm0, %zmm11 {%k2}
	vmovapd	%zmm2, %zmm29 {%k2}
	vptestnmq	%zmm10, %zmm18, %k2
	vxorpd	%zmm1, %zmm17, %zmm0
	vmovapd	%zmm17, %zmm0 {%k2}
	vxorpd	%zmm1, %zmm31, %zmm2
	vblendmpd	%zmm31, %zmm2, %zmm16 {%k2}
	vmovapd	%zmm2, %zmm31 {%k2}
	vmovdqu64	1344(%rsp), %zmm9
	vptestnmq	%zmm10, %zmm9, %k2
	vxorpd	%zmm1, %zmm19, %zmm3
	vmovapd	%zmm19, %zmm3 {%k2}
	vxorpd	%zmm1, %zmm26, %zmm4
	vblendmpd	%zmm26, %zmm4, %zmm27 {%k2}
	vmovapd	%zmm4, %zmm26 {%k2}
	vmovdqu64	1408(%rsp), %zmm7
	vptestnmq	%zmm10, %zmm7, %k2
	vxorpd	%zmm1, %zmm8, %zmm17
	vmovapd	%zmm8, %zmm17 {%k2}
	vxorpd	%zmm1, %zmm20, %zmm4
	vblendmpd	%zmm20, %zmm4, %zmm13 {%k2}
	vmovapd	%zmm4, %zmm20 {%k2}
	vmovapd	%zmm20, %zmm8
	vmovdqu64	1472(%rsp), %zmm6
	vptestnmq	%zmm10, %zmm6, %k2
	vxorpd	%zmm1, %zmm28, %zmm19
	vmovapd	%zmm28, %zmm19 {%k2}
	vxorpd	%zmm1, %zmm24, %zmm4
	vblendmpd	%zmm24, %zmm4, %zmm22 {%k2}
	vmovapd	%zmm4, %zmm24 {%k2}
	vmovdqu64	1280(%rsp), %zmm5
	vptestnmq	%zmm10, %zmm5, %k2
	vxorpd	%zmm1, %zmm14, %zmm23
	vmovapd	%zmm14, %zmm23 {%k2}
	vxorpd	%zmm1, %zmm21, %zmm4
	vblendmpd	%zmm21, %zmm4, %zmm12 {%k2}
	vmovapd	%zmm4, %zmm21 {%k2}
	vmovdqu64	1536(%rsp), %zmm14
	vptestnmq	%zmm10, %zmm14, %k2
	vmovupd	1744(%rsp), %zmm2
	vxorpd	%zmm1, %zmm2, %zmm4
	vxorpd	%zmm1, %zmm30, %zmm25
	vblendmpd	%zmm2, %zmm4, %zmm28 {%k2}
	vmovapd	%zmm30, %zmm25 {%k2}
	vmovapd	%zmm4, %zmm2 {%k2}
	vmovdqu64	1008(%rsp), %zmm30
	vptestnmq	%zmm10, %zmm30, %k2
	vmovupd	1616(%rsp), %zmm4
	vxorpd	%zmm1, %zmm4, %zmm10
	vmovapd	%zmm4, %zmm10 {%k2}
	vmovupd	1808(%rsp), %zmm20
	vxorpd	%zmm1, %zmm20, %zmm4
	vblendmpd	%zmm20, %zmm4, %zmm1 {%k2}
	vmovapd	%zmm4, %zmm20 {%k2}
	vptestnmq	%zmm15, %zmm18, %k2
	vblendmpd	%zmm16, %zmm0, %zmm4 {%k2}
	vmovupd	%zmm4, 1744(%rsp)
	vmovapd	%zmm0, %zmm31 {%k2}
	vmovupd	%zmm31, 1808(%rsp)
	vptestnmq	%zmm15, %zmm9, %k2
	vblendmpd	2576(%rsp), %zmm11, %zmm0 {%k1}
	vmovupd	%zmm0, 1344(%rsp)
	vmovapd	%zmm11, %zmm29 {%k1}
	vptestnmq	%zmm15, %zmm7, %k1
	vblendmpd	%zmm13, %zmm17, %zmm0 {%k1}
	vmovupd	%zmm0, 1408(%rsp)
	vmovapd	%zmm17, %zmm8 {%k1}
	vptestnmq	%zmm15, %zmm6, %k1
	vblendmpd	%zmm27, %zmm3, %zmm0 {%k2}
	vmovupd	%zmm0, 1472(%rsp)
	vmovapd	%zmm3, %zmm26 {%k2}
	vptestnmq	%zmm15, %zmm5, %k2
	vblendmpd	%zmm12, %zmm23, %zmm0 {%k2}
	vmovupd	%zmm0, 1280(%rsp)
	vblendmpd	%zmm22, %zmm19, %zmm6 {%k1}
	vmovapd	%zmm23, %zmm21 {%k2}
	vmovapd	%zmm21, %zmm31
	vmovapd	%zmm19, %zmm24 {%k1}
	vptestnmq	%zmm15, %zmm30, %k1
	vblendmpd	%zmm1, %zmm10, %zmm7 {%k1}
	vmovapd	%zmm10, %zmm20 {%k1}
	vptestnmq	%zmm15, %zmm14, %k1
	vblendmpd	%zmm28, %zmm25, %zmm9 {%k1}
	vmovapd	%zmm25, %zmm2 {%k1}
	vmovapd	%zmm2, %zmm21
	vmovdqa64	.LCPI0_9(%rip), %zmm0
	vmovdqu64	384(%rsp), %zmm1
	vpermt2d	544(%rsp), %zmm0, %zmm1
	vmovdqu64	448(%rsp), %zmm2
	vpermt2d	800(%rsp), %zmm0, %zmm2
	vmovdqu64	736(%rsp), %zmm3
	vpermt2d	608(%rsp), %zmm0, %zmm3
	vmovdqu64	672(%rsp), %zmm4
	vpermt2d	1072(%rsp), %zmm0, %zmm4
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
	vmulps	%zmm22, %zmm22, %zmm27
	vmulps	%zmm23, %zmm23, %zmm28
	vbroadcastss	.LCPI0_19(%rip), %zmm1
	vmulps	%zmm1, %zmm28, %zmm30
	vbroadcastss	.LCPI0_20(%rip), %zmm2
	vaddps	%zmm2, %zmm30, %zmm30
	vmulps	%zmm30, %zmm28, %zmm30
	vbroadcastss	.LCPI0_21(%rip), %zmm3
	vmulps	%zmm3, %zmm28, %zmm28
	vbroadcastss	.LCPI0_22(%rip), %zmm5
	vaddps	%zmm5, %zmm28, %zmm28
	vmulps	%zmm28, %zmm23, %zmm23
	vmulps	%zmm25, %zmm25, %zmm28
	vaddps	%zmm30, %zmm23, %zmm23
	vmulps	%zmm1, %zmm28, %zmm30
	vaddps	%zmm2, %zmm30, %zmm30
	vmulps	%zmm30, %zmm28, %zmm30
	vmulps	%zmm3, %zmm28, %zmm28
	vaddps	%zmm5, %zmm28, %zmm28
	vmulps	%zmm28, %zmm25, %zmm25
	vmulps	%zmm27, %zmm27, %zmm28
	vaddps	%zmm30, %zmm25, %zmm25
	vmulps	%zmm1, %zmm28, %zmm30
	vaddps	%zmm2, %zmm30, %zmm30
	vmulps	%zmm30, %zmm28, %zmm30
	vmulps	%zmm3, %zmm28, %zmm28
	vaddps	%zmm5, %zmm28, %zmm28
	vmulps	%zmm28, %zmm27, %zmm27
	vaddps	%zmm0, %zmm14, %zmm28
	vdivps	%zmm28, %zmm14, %zmm28
	vaddps	%zmm30, %zmm27, %zmm27
	vmulps	%zmm28, %zmm28, %zmm30
	vmulps	%zmm30, %zmm30, %zmm0
	vmulps	%zmm1, %zmm0, %zmm4
	vaddps	%zmm2, %zmm4, %zmm4
	vmulps	%zmm4, %zmm0, %zmm4
	vmulps	%zmm3, %zmm0, %zmm0
	vaddps	%zmm5, %zmm0, %zmm0
	vmulps	%zmm0, %zmm30, %zmm0
	vbroadcastss	.LCPI0_11(%rip), %zmm1
	vaddps	%zmm4, %zmm0, %zmm0
	vmulps	%zmm1, %zmm11, %zmm4
	vmulps	%zmm4, %zmm11, %zmm4
	vaddps	%zmm23, %zmm4, %zmm23
	vmulps	%zmm23, %zmm18, %zmm18
	vmulps	%zmm1, %zmm12, %zmm23
	vmulps	%zmm23, %zmm12, %zmm23
	vaddps	%zmm25, %zmm23, %zmm25
	vmulps	%zmm25, %zmm19, %zmm19
	vmulps	%zmm1, %zmm13, %zmm25
	vmulps	%zmm25, %zmm13, %zmm25
	vaddps	%zmm27, %zmm25, %zmm27
	vmulps	%zmm27, %zmm22, %zmm22
	vmulps	%zmm1, %zmm14, %zmm27
	vmulps	%zmm27, %zmm14, %zmm27
	vaddps	%zmm0, %zmm27, %zmm0
	vmulps	%zmm0, %zmm28, %zmm0
	vpsrld	$23, %zmm17, %zmm17
	vpbroadcastd	.LCPI0_14(%rip), %zmm30
	vpaddd	%zmm30, %zmm17, %zmm17
	vcvtdq2ps	%zmm17, %zmm17
	vbroadcastss	.LCPI0_23(%rip), %zmm2
	vmulps	%zmm2, %zmm17, %zmm28
	vaddps	%zmm18, %zmm28, %zmm18
	vpsrld	$23, %zmm16, %zmm16
	vpaddd	%zmm30, %zmm16, %zmm16
	vcvtdq2ps	%zmm16, %zmm16
	vmulps	%zmm2, %zmm16, %zmm28
	vaddps	%zmm19, %zmm28, %zmm19
	vpsrld	$23, %zmm15, %zmm15
	vpaddd	%zmm30, %zmm15, %zmm15
	vcvtdq2ps	%zmm15, %zmm15
	vmulps	%zmm2, %zmm15, %zmm28
	vaddps	%zmm22, %zmm28, %zmm22
	vpsrld	$23, %zmm10, %zmm10
	vpaddd	%zmm30, %zmm10, %zmm10
	vmovaps	%zmm1, %zmm30
	vcvtdq2ps	%zmm10, %zmm10
	vmulps	%zmm2, %zmm10, %zmm28
	vaddps	%zmm0, %zmm28, %zmm0
	vsubps	%zmm4, %zmm18, %zmm4
	vsubps	%zmm23, %zmm19, %zmm18
	vsubps	%zmm25, %zmm22, %zmm19
	vsubps	%zmm27, %zmm0, %zmm0
	vaddps	%zmm4, %zmm11, %zmm4
	vaddps	%zmm18, %zmm12, %zmm11
	vaddps	%zmm19, %zmm13, %zmm12
	vaddps	%zmm0, %zmm14, %zmm0
	vbroadcastss	.LCPI0_24(%rip), %zmm1
	vmulps	%zmm1, %zmm17, %zmm13
	vaddps	%zmm4, %zmm13, %zmm4
	vmulps	%zmm1, %zmm16, %zmm13
	vaddps	%zmm11, %zmm13, %zmm11
	vmulps	%zmm1, %zmm15, %zmm13
	vaddps	%zmm12, %zmm13, %zmm12
	vmulps	%zmm1, %zmm10, %zmm10
	vaddps	%zmm0, %zmm10, %zmm0
	vcvtpd2ps	1344(%rsp), %ymm3
	vcvtpd2ps	1744(%rsp), %ymm10
	vcvtpd2ps	1472(%rsp), %ymm5
	vinsertf64x4	$1, %ymm10, %zmm3, %zmm3
	vcvtpd2ps	1408(%rsp), %ymm10
	vinsertf64x4	$1, %ymm10, %zmm5, %zmm5
	vcvtpd2ps	%zmm6, %ymm6
	vcvtpd2ps	1280(%rsp), %ymm2
	vcvtpd2ps	%zmm9, %ymm9
	vcvtpd2ps	%zmm7, %ymm7
	vinsertf64x4	$1, %ymm2, %zmm6, %zmm2
	vinsertf64x4	$1, %ymm7, %zmm9, %zmm6
	vcvtpd2ps	%zmm29, %ymm7
	vcvtpd2ps	1808(%rsp), %ymm9
	vinsertf64x4	$1, %ymm9, %zmm7, %zmm7
	vcvtpd2ps	%zmm26, %ymm9
	vcvtpd2ps	%zmm8, %ymm10
	vinsertf64x4	$1, %ymm10, %zmm9, %zmm9
	vcvtpd2ps	%zmm24, %ymm8
	vcvtpd2ps	%zmm31, %ymm1
	vcvtpd2ps	%zmm21, %ymm10
	vinsertf64x4	$1, %ymm1, %zmm8, %zmm1
	vcvtpd2ps	%zmm20, %ymm8
	vinsertf64x4	$1, %ymm8, %zmm10, %zmm8
	vbroadcastss	.LCPI0_25(%rip), %zmm13
	vmulps	%zmm13, %zmm4, %zmm4
	vmulps	%zmm13, %zmm11, %zmm10
	vsqrtps	%zmm4, %zmm4
	vsqrtps	%zmm10, %zmm10
	vmulps	%zmm7, %zmm4, %zmm7
	vmulps	%zmm3, %zmm4, %zmm3
	vmulps	%zmm9, %zmm10, %zmm4
	vmulps	%zmm5, %zmm10, %zmm5
	vmulps	%zmm13, %zmm12, %zmm9
	vmulps	%zmm13, %zmm0, %zmm0
	vsqrtps	%zmm9, %zmm9
	vsqrtps	%zmm0, %zmm0
	vmulps	%zmm1, %zmm9, %zmm1
	vmulps	%zmm2, %zmm9, %zmm2
	vmulps	%zmm8, %zmm0, %zmm8
	vmulps	%zmm6, %zmm0, %zmm0
	vmovaps	%zmm7, %zmm6
	vmovaps	.LCPI0_43(%rip), %zmm9
	vpermt2ps	%zmm3, %zmm9, %zmm6
	vmovaps	.LCPI0_44(%rip), %zmm10
	vpermt2ps	%zmm3, %zmm10, %zmm7
	vmovups	%zmm7, -384(%r15,%rbp,8)
	vmovups	%zmm6, -320(%r15,%rbp,8)
	vmovaps	%zmm4, %zmm3
	vpermt2ps	%zmm5, %zmm9, %zmm3
	vpermt2ps	%zmm5, %zmm10, %zmm4
	vmovups	%zmm4, -256(%r15,%rbp,8)
	vmovups	%zmm3, -192(%r15,%rbp,8)
	vmovaps	%zmm1, %zmm3
	vpermt2ps	%zmm2, %zmm9, %zmm3
	vpermt2ps	%zmm2, %zmm10, %zmm1
	vmovups	%zmm1, -128(%r15,%rbp,8)
	vmovups	%zmm3, -64(%r15,%rbp,8)
	vmovaps	%zmm8, %zmm1
	vpermt2ps	%zmm0, %zmm9, %zmm1
	vpermt2ps	%zmm0, %zmm10, %zmm8
	vmovups	%zmm8, (%r15,%rbp,8)
	vmovups	%zmm1, 64(%r15,%rbp,8)
	addq	$64, %rbp
	cmpq	%rbp, %rax
	jne	.LBB0_154
	cmpq	%rax, 24(%rsp)
	movq	-120(%rsp), %r14
	movq	-88(%rsp), %r9
	movq	-64(%rsp), %rbx
	movq	2896(%rsp), %r11
	movq	2832(%rsp), %rcx
	movl	$3449720151, %edx
	movq	2256(%rsp), %rsi
	vmovss	.LCPI0_11(%rip), %xmm18
	vmovss	.LCPI0_12(%rip), %xmm8
	vmovsd	.LCPI0_26(%rip), %xmm9
	vmovsd	.LCPI0_27(%rip), %xmm10
	vmovss	.LCPI0_17(%rip), %xmm11
	vmovss	.LCPI0_18(%rip), %xmm12
	vmovss	.LCPI0_19(%rip), %xmm13
	vmovss	.LCPI0_20(%rip), %xmm16
	vmovss	.LCPI0_21(%rip), %xmm17
	vmovss	.LCPI0_22(%rip), %xmm25
	vmovss	.LCPI0_23(%rip), %xmm26
	vmovss	.LCPI0_24(%rip), %xmm31
	vmovss	.LCPI0_25(%rip), %xmm6
	vmovsd	.LCPI0_28(%rip), %xmm7
	vmovsd	.LCPI0_29(%rip), %xmm14
	vmovsd	.LCPI0_30(%rip), %xmm20
	vmovsd	.LCPI0_31(%rip), %xmm21
	vmovsd	.LCPI0_32(%rip), %xmm27
	vmovsd	.LCPI0_33(%rip), %xmm28
	vmovsd	.LCPI0_35(%rip), %xmm29
	vmovsd	.LCPI0_36(%rip), %xmm23
	vmovsd	.LCPI0_37(%rip), %xmm24
	vmovsd	.LCPI0_39(%rip), %xmm19
	vmovsd	.LCPI0_46(%rip), %xmm22
	vmovsd	.LCPI0_47(%rip), %xmm15
	movq	1680(%rsp), %r10
	je	.LBB0_156
	movq	%rax, %rdi
	testb	$56, 24(%rsp)
	je	.LBB0_166
	movq	%rax, %rdi
	movq	4624(%rsp), %rax
	vbroadcastsd	.LCPI0_36(%rip), %zmm21
	vbroadcastsd	.LCPI0_37(%rip), %zmm31
	vbroadcastsd	.LCPI0_39(%rip), %zmm9
	vbroadcastsd	.LCPI0_40(%rip), %zmm16
	vpbroadcastq	.LCPI0_41(%rip), %zmm17
	vpbroadcastq	.LCPI0_42(%rip), %zmm25
	vmovaps	.LCPI0_44(%rip), %zmm26
	vmovdqa	.LCPI0_45(%rip), %ymm15
	vbroadcastss	.LCPI0_12(%rip), %ymm19
	vpbroadcastd	.LCPI0_13(%rip), %ymm22
	vpbroadcastd	.LCPI0_14(%rip), %ymm23
	vpbroadcastd	.LCPI0_15(%rip), %ymm24
	vpbroadcastd	.LCPI0_16(%rip), %ymm27
	vbroadcastss	.LCPI0_17(%rip), %ymm28
	vbroadcastss	.LCPI0_18(%rip), %ymm29
	vbroadcastss	.LCPI0_19(%rip), %ymm18
	vbroadcastss	.LCPI0_20(%rip), %ymm6
	vbroadcastss	.LCPI0_21(%rip), %ymm7
	vbroadcastss	.LCPI0_22(%rip), %ymm8
	vbroadcastss	.LCPI0_23(%rip), %ymm10
	vbroadcastss	.LCPI0_24(%rip), %ymm11
	vbroadcastss	.LCPI0_25(%rip), %ymm12
	vbroadcastsd	.LCPI0_46(%rip), %zmm13
	vbroadcastsd	.LCPI0_47(%rip), %zmm14
	vbroadcastss	.LCPI0_11(%rip), %ymm20
	.p2align	4
.LBB0_164:
	vmovdqu64	(%r10,%rdi,8), %zmm0
	vpmovqd	%zmm0, %ymm0
	vpsrld	$9, %ymm0, %ymm0
	vcvtdq2ps	%ymm0, %ymm0
	vaddps	%ymm20, %ymm0, %ymm0
	vmulps	%ymm19, %ymm0, %ymm0
	vpaddd	%ymm22, %ymm0, %ymm0
	vpandd	%ymm24, %ymm0, %ymm1
	vpaddd	%ymm27, %ymm1, %ymm1
	vaddps	%ymm28, %ymm1, %ymm1
	vaddps	%ymm29, %ymm1, %ymm2
	vdivps	%ymm2, %ymm1, %ymm2
	vmulps	%ymm2, %ymm2, %ymm3
	vmulps	%ymm3, %ymm3, %ymm4
	vmulps	%ymm18, %ymm4, %ymm5
	vaddps	%ymm6, %ymm5, %ymm5
	vmulps	%ymm5, %ymm4, %ymm5
	vmulps	%ymm7, %ymm4, %ymm4
	vaddps	%ymm4, %ymm8, %ymm4
	vmulps	%ymm4, %ymm3, %ymm3
	vpermd	(%r10,%rdi,8), %zmm15, %zmm4
	vpsrld	$9, %ymm4, %ymm4
	vcvtdq2ps	%ymm4, %ymm4
	vaddps	%ymm20, %ymm4, %ymm4
	vmulps	%ymm19, %ymm4, %ymm4
	vpsrld	$23, %ymm0, %ymm0
	vpaddd	%ymm23, %ymm0, %ymm0
	vaddps	%ymm5, %ymm3, %ymm3
	vmulps	%ymm20, %ymm1, %ymm5
	vmulps	%ymm5, %ymm1, %ymm5
	vcvtdq2ps	%ymm0, %ymm0
	vaddps	%ymm3, %ymm5, %ymm3
	vmulps	%ymm3, %ymm2, %ymm2
	vmulps	%ymm0, %ymm10, %ymm3
	vaddps	%ymm2, %ymm3, %ymm2
	vsubps	%ymm5, %ymm2, %ymm2
	vaddps	%ymm2, %ymm1, %ymm1
	vmulps	%ymm0, %ymm11, %ymm0
	vaddps	%ymm1, %ymm0, %ymm0
	vcvtps2pd	%ymm4, %zmm1
	vmulpd	.LCPI0_26(%rip){1to8}, %zmm1, %zmm1
	vaddpd	.LCPI0_27(%rip){1to8}, %zmm1, %zmm2
	vaddpd	.LCPI0_28(%rip){1to8}, %zmm2, %zmm3
	vsubpd	%zmm3, %zmm1, %zmm1
	vmulpd	.LCPI0_29(%rip){1to8}, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm3
	vmulpd	.LCPI0_30(%rip){1to8}, %zmm3, %zmm4
	vaddpd	.LCPI0_31(%rip){1to8}, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm4, %zmm4
	vmulpd	%zmm3, %zmm1, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm13, %zmm3, %zmm4
	vaddpd	.LCPI0_35(%rip){1to8}, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm21, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm31, %zmm4, %zmm4
	vmulpd	%zmm3, %zmm3, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm14, %zmm3, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vxorpd	%zmm16, %zmm1, %zmm4
	vxorpd	%zmm16, %zmm3, %zmm5
	vptestnmq	%zmm17, %zmm2, %k1
	vptestnmq	%zmm25, %zmm2, %k2
	vblendmpd	%zmm1, %zmm4, %zmm2 {%k2}
	vmovapd	%zmm3, %zmm5 {%k2}
	vmovapd	%zmm4, %zmm1 {%k2}
	vblendmpd	%zmm2, %zmm5, %zmm2 {%k1}
	vmovapd	%zmm5, %zmm1 {%k1}
	vmulps	%ymm0, %ymm12, %ymm0
	vsqrtps	%ymm0, %ymm0
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm1, %ymm1
	vmulps	%ymm1, %ymm0, %ymm1
	vmulps	%ymm2, %ymm0, %ymm0
	vpermt2ps	%zmm0, %zmm26, %zmm1
	vmovups	%zmm1, (%r10,%rdi,8)
	addq	$8, %rdi
	cmpq	%rdi, %rax
	jne	.LBB0_164
	movq	%rax, %rdi
	cmpq	%rax, 24(%rsp)
	vmovss	.LCPI0_12(%rip), %xmm8
	vmovsd	.LCPI0_26(%rip), %xmm9
	vmovsd	.LCPI0_27(%rip), %xmm10
	vmovss	.LCPI0_17(%rip), %xmm11
	vmovss	.LCPI0_18(%rip), %xmm12
	vmovss	.LCPI0_19(%rip), %xmm13
	vmovss	.LCPI0_20(%rip), %xmm16
	vmovss	.LCPI0_21(%rip), %xmm17
	vmovss	.LCPI0_22(%rip), %xmm25
	vmovss	.LCPI0_23(%rip), %xmm26
	vmovss	.LCPI0_24(%rip), %xmm31
	vmovss	.LCPI0_25(%rip), %xmm6
	vmovsd	.LCPI0_28(%rip), %xmm7
	vmovsd	.LCPI0_29(%rip), %xmm14
	vmovsd	.LCPI0_30(%rip), %xmm20
	vmovsd	.LCPI0_31(%rip), %xmm21
	vmovsd	.LCPI0_32(%rip), %xmm27
	vmovsd	.LCPI0_33(%rip), %xmm28
	vmovsd	.LCPI0_35(%rip), %xmm29
	vmovsd	.LCPI0_36(%rip), %xmm23
	vmovsd	.LCPI0_37(%rip), %xmm24
	vmovsd	.LCPI0_39(%rip), %xmm19
	vmovsd	.LCPI0_46(%rip), %xmm22
	vmovsd	.LCPI0_47(%rip), %xmm15
	vmovss	.LCPI0_11(%rip), %xmm18
	je	.LBB0_156
.LBB0_166:
	addq	%rdi, %rdi
	.p2align	4
.LBB0_167:
	movl	(%r10,%rdi,4), %eax
	shrl	$9, %eax
	vcvtsi2ss	%eax, %xmm30, %xmm0
	movl	4(%r10,%rdi,4), %eax
	vaddss	%xmm18, %xmm0, %xmm0
	vmulss	%xmm0, %xmm8, %xmm0
	shrl	$9, %eax
	vcvtsi2ss	%eax, %xmm30, %xmm1
	vaddss	%xmm18, %xmm1, %xmm1
	vmulss	%xmm1, %xmm8, %xmm1
	vmovd	%xmm0, %eax
	addl	$4913933, %eax
	movl	%eax, %r8d
	shrl	$23, %r8d
	addl	$-127, %r8d
	andl	$8388607, %eax
	addl	$1060439283, %eax
	vmovd	%eax, %xmm0
	vaddss	%xmm0, %xmm11, %xmm0
	vaddss	%xmm0, %xmm12, %xmm2
	vdivss	%xmm2, %xmm0, %xmm2
	vmulss	%xmm2, %xmm2, %xmm3
	vmulss	%xmm3, %xmm3, %xmm4
	vmulss	%xmm4, %xmm13, %xmm5
	vaddss	%xmm16, %xmm5, %xmm5
	vmulss	%xmm5, %xmm4, %xmm5
	vmulss	%xmm17, %xmm4, %xmm4
	vaddss	%xmm25, %xmm4, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vaddss	%xmm5, %xmm3, %xmm3
	vmulss	%xmm18, %xmm0, %xmm4
	vcvtsi2ss	%r8d, %xmm30, %xmm5
	vmulss	%xmm4, %xmm0, %xmm4
	vaddss	%xmm3, %xmm4, %xmm3
	vmulss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm26, %xmm5, %xmm3
	vaddss	%xmm2, %xmm3, %xmm2
	vsubss	%xmm4, %xmm2, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vmulss	%xmm31, %xmm5, %xmm2
	vaddss	%xmm0, %xmm2, %xmm0
	vmulss	%xmm6, %xmm0, %xmm0
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vsqrtss	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm1, %xmm9, %xmm1
	vaddsd	%xmm1, %xmm10, %xmm2
	vaddsd	%xmm7, %xmm2, %xmm3
	vsubsd	%xmm3, %xmm1, %xmm1
	vmovq	%xmm2, %rax
	testb	$2, %al
	sete	%r8b
	vmulsd	%xmm1, %xmm14, %xmm1
	vmulsd	%xmm1, %xmm1, %xmm2
	vmulsd	%xmm20, %xmm2, %xmm3
	vaddsd	%xmm21, %xmm3, %xmm3
	vmulsd	%xmm22, %xmm2, %xmm4
	vaddsd	%xmm29, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm2, %xmm3
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm27, %xmm3, %xmm3
	vaddsd	%xmm23, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm2, %xmm3
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm28, %xmm3, %xmm3
	vaddsd	%xmm24, %xmm4, %xmm4
	vmulsd	%xmm2, %xmm1, %xmm5
	vmulsd	%xmm3, %xmm5, %xmm3
	vmulsd	%xmm2, %xmm2, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vmulsd	%xmm2, %xmm15, %xmm2
	vaddsd	%xmm19, %xmm2, %xmm2
	vaddsd	%xmm3, %xmm1, %xmm1
	vaddsd	%xmm4, %xmm2, %xmm2
	vmovddup	.LCPI0_40(%rip), %xmm3
	vxorpd	%xmm3, %xmm1, %xmm4
	vxorpd	%xmm3, %xmm2, %xmm3
	kmovd	%r8d, %k1
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
	vmovlps	%xmm0, (%r10,%rdi,4)
	addq	$2, %rdi
	cmpq	%rbx, %rdi
	jb	.LBB0_167
.LBB0_156:
	cmpq	%r14, %rbx
	vmovdqu64	2448(%rsp), %zmm19
	vmovdqu64	2384(%rsp), %zmm24
	vmovdqu64	3728(%rsp), %zmm18
	vmovdqu64	3664(%rsp), %zmm23
	vmovdqu64	3920(%rsp), %zmm27
	vmovdqu64	4112(%rsp), %zmm28
	vmovdqu64	3792(%rsp), %zmm14
	vmovups	4752(%rsp), %zmm15
	vmovups	4688(%rsp), %zmm29
	je	.LBB0_161
	vmovdqa64	%zmm27, %zmm28
	vmovdqa64	%zmm23, %zmm27
	vmovdqa64	%zmm18, %zmm23
	vmovdqa64	%zmm14, %zmm18
	movq	4048(%rsp), %rax
	addq	-72(%rsp), %rax
	movl	%eax, %r13d
	movq	128(%rsp), %r10
	imulq	%r10, %r13
	xorq	-112(%rsp), %rax
	xorq	%r13, %rax
	shrq	$32, %rax
	imulq	%rdx, %rax
	movq	%rax, %rdi
	shrq	$32, %rdi
	xorl	2704(%rsp), %edi
	xorl	-32(%rsp), %r13d
	imulq	%r10, %rdi
	imulq	%rdx, %r13
	movq	%rdi, %r12
	shrq	$32, %r12
	movq	%r13, %rbp
	shrq	$32, %rbp
	movq	-40(%rsp), %r8
	xorl	%ebp, %r8d
	xorl	%r8d, %eax
	xorl	2768(%rsp), %r12d
	imulq	%r10, %rax
	imulq	%rdx, %r12
	movq	%rax, %rbp
	shrq	$32, %rbp
	movq	%r12, %r8
	shrq	$32, %r8
	xorl	2640(%rsp), %r13d
	xorl	%r8d, %r13d
	xorl	%r11d, %edi
	xorl	%ebp, %edi
	imulq	%r10, %r13
	imulq	%rdx, %rdi
	movq	%r13, %r11
	shrq	$32, %r11
	movq	%rdi, %r8
	shrq	$32, %r8
	xorl	3408(%rsp), %r12d
	xorl	%r8d, %r12d
	xorl	%esi, %eax
	xorl	%r11d, %eax
	imulq	%r10, %r12
	imulq	%rdx, %rax
	movq	%r12, %rsi
	shrq	$32, %rsi
	movq	%rax, %r8
	shrq	$32, %r8
	xorl	3344(%rsp), %edi
	xorl	%r8d, %edi
	xorl	2064(%rsp), %r13d
	xorl	%esi, %r13d
	imulq	%r10, %rdi
	imulq	%rdx, %r13
	movq	%rdi, %rsi
	shrq	$32, %rsi
	movq	%r13, %r8
	shrq	$32, %r8
	xorl	1936(%rsp), %eax
	xorl	%r8d, %eax
	movl	$3449720151, %r11d
	xorl	%ecx, %r12d
	xorl	%esi, %r12d
	imulq	%r10, %rax
	imulq	%r11, %r12
	movq	%rax, %rsi
	shrq	$32, %rsi
	movq	%r12, %r8
	shrq	$32, %r8
	xorl	1248(%rsp), %r13d
	xorl	%r8d, %r13d
	xorl	2192(%rsp), %edi
	xorl	%esi, %edi
	imulq	%r10, %r13
	imulq	%r11, %rdi
	movq	%r13, %rsi
	shrq	$32, %rsi
	movq	%rdi, %r8
	shrq	$32, %r8
	xorl	16(%rsp), %r12d
	xorl	%r8d, %r12d
	xorl	2000(%rsp), %eax
	xorl	%esi, %eax
	imulq	%r10, %r12
	imulq	%r11, %rax
	movq	%rax, %rsi
	shrq	$32, %rsi
	xorl	-48(%rsp), %edi
	xorl	%esi, %edi
	shrl	$9, %edi
	vcvtsi2ss	%edi, %xmm12, %xmm0
	vmovss	.LCPI0_11(%rip), %xmm14
	vaddss	%xmm0, %xmm14, %xmm0
	vmulss	%xmm0, %xmm8, %xmm0
	shrl	$9, %eax
	vcvtsi2ss	%eax, %xmm13, %xmm1
	vaddss	%xmm1, %xmm14, %xmm1
	vmulss	%xmm1, %xmm8, %xmm1
	vmovd	%xmm0, %r10d
	addl	$4913933, %r10d
	movl	%r10d, %eax
	shrl	$23, %eax
	addl	$-127, %eax
	andl	$8388607, %r10d
	addl	$1060439283, %r10d
	vcvtss2sd	%xmm1, %xmm1, %xmm0
	vmulsd	%xmm0, %xmm9, %xmm0
	vaddsd	%xmm0, %xmm10, %xmm2
	vmovq	%xmm2, %r8
	testb	$2, %r8b
	sete	%dil
	movl	%r12d, %r11d
	shrl	$9, %r11d
	vcvtsi2ss	%r11d, %xmm13, %xmm1
	vmovd	%r10d, %xmm3
	vaddss	%xmm3, %xmm11, %xmm3
	vaddss	%xmm3, %xmm12, %xmm4
	vdivss	%xmm4, %xmm3, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm5, %xmm5, %xmm6
	vmulss	%xmm6, %xmm13, %xmm7
	vaddss	%xmm16, %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vmulss	%xmm17, %xmm6, %xmm6
	vaddss	%xmm25, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vaddss	%xmm7, %xmm5, %xmm5
	vmulss	%xmm3, %xmm14, %xmm6
	vmulss	%xmm6, %xmm3, %xmm6
	vcvtsi2ss	%eax, %xmm15, %xmm7
	vaddss	%xmm5, %xmm6, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm26, %xmm7, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vsubss	%xmm6, %xmm4, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm31, %xmm7, %xmm4
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
	vaddss	%xmm1, %xmm14, %xmm1
	vmulss	%xmm1, %xmm8, %xmm1
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vmulss	.LCPI0_25(%rip), %xmm6, %xmm2
	vsqrtss	%xmm2, %xmm2, %xmm6
	vcvtsd2ss	%xmm7, %xmm7, %xmm2
	vmulss	%xmm2, %xmm6, %xmm2
	movq	32(%rsp), %rax
	vmovss	%xmm2, (%rax,%rbx,4)
	vmulsd	%xmm1, %xmm9, %xmm1
	vaddsd	%xmm1, %xmm10, %xmm2
	vmovq	%xmm2, %rdi
	testb	$2, %dil
	sete	%r10b
	cmpq	%r14, 256(%rsp)
	jae	.LBB0_159
	testb	$2, %r8b
	sete	%al
	kmovd	%eax, %k1
	vmovsd	%xmm3, %xmm4, %xmm4 {%k1}
	kmovd	%r8d, %k1
	vmovsd	%xmm5, %xmm4, %xmm4 {%k1}
	vcvtsd2ss	%xmm4, %xmm4, %xmm3
	vmulss	%xmm3, %xmm6, %xmm3
	movq	256(%rsp), %rax
	movq	32(%rsp), %rsi
	vmovss	%xmm3, (%rsi,%rax,4)
.LBB0_159:
	cmpq	%r14, 72(%rsp)
	movl	$3449720151, %edx
	vmovdqa64	%zmm18, %zmm14
	vmovdqa64	%zmm23, %zmm18
	vmovdqa64	%zmm27, %zmm23
	vmovdqa64	%zmm28, %zmm27
	vmovdqu64	4112(%rsp), %zmm28
	movl	2128(%rsp), %eax
	jae	.LBB0_161
	shrq	$32, %r12
	xorl	%eax, %r13d
	xorl	%r12d, %r13d
	shrl	$9, %r13d
	vcvtsi2ss	%r13d, %xmm15, %xmm3
	vmovss	.LCPI0_11(%rip), %xmm9
	vaddss	%xmm3, %xmm9, %xmm3
	vmulss	%xmm3, %xmm8, %xmm3
	vmovd	%xmm3, %eax
	addl	$4913933, %eax
	movl	%eax, %r8d
	shrl	$23, %r8d
	addl	$-127, %r8d
	andl	$8388607, %eax
	addl	$1060439283, %eax
	vmovd	%eax, %xmm3
	vaddss	%xmm3, %xmm11, %xmm3
	vaddss	%xmm3, %xmm12, %xmm4
	vdivss	%xmm4, %xmm3, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm5, %xmm5, %xmm6
	vmulss	%xmm6, %xmm13, %xmm7
	vaddss	%xmm16, %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vmulss	%xmm17, %xmm6, %xmm6
	vaddss	%xmm25, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vaddss	%xmm7, %xmm5, %xmm5
	vmulss	%xmm3, %xmm9, %xmm6
	vmulss	%xmm6, %xmm3, %xmm6
	vcvtsi2ss	%r8d, %xmm15, %xmm7
	vaddss	%xmm5, %xmm6, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm26, %xmm7, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vsubss	%xmm6, %xmm4, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm31, %xmm7, %xmm4
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
	movq	72(%rsp), %rax
	movq	32(%rsp), %rsi
	vmovss	%xmm0, (%rsi,%rax,4)
	jmp	.LBB0_161
	.p2align	4
.LBB0_140:
	vmovss	360(%rsp), %xmm15
	vmulss	44(%rsp), %xmm15, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm9 {%k1} {z}
	movl	352(%rsp), %eax
	kmovd	%eax, %k1
	vmovaps	928(%rsp), %xmm0
	vmovss	%xmm0, %xmm9, %xmm9 {%k1}
	movq	3280(%rsp), %rsi
	movq	864(%rsp), %rdi
	movq	104(%rsp), %r8
	movq	336(%rsp), %r9
	xorl	%r10d, %r10d
	vmovaps	304(%rsp), %xmm6
	movq	-16(%rsp), %r15
	vmovss	.LCPI0_48(%rip), %xmm7
	movq	64(%rsp), %rbp
	movzbl	4176(%rsp), %r12d
	vmovaps	.LCPI0_53(%rip), %xmm11
	vmovaps	.LCPI0_54(%rip), %xmm12
	vbroadcastss	.LCPI0_50(%rip), %zmm14
	vpbroadcastd	.LCPI0_51(%rip), %zmm25
	vpbroadcastd	.LCPI0_52(%rip), %zmm26
	vbroadcastss	.LCPI0_50(%rip), %ymm31
	jmp	.LBB0_141
	.p2align	4
.LBB0_184:
	incq	%r10
	movq	944(%rsp), %rax
	addq	%rax, %r9
	addq	%rbp, %r8
	addq	%rax, %rdi
	addq	%rbp, %rsi
	cmpq	1872(%rsp), %r10
	je	.LBB0_185
.LBB0_141:
	testb	%r12b, %r12b
	je	.LBB0_173
	xorl	%r11d, %r11d
.LBB0_180:
	movq	%r11, %rax
	cmpq	$0, 8(%rsp)
	je	.LBB0_183
	movq	8(%rsp), %rbx
	movq	%r11, %rax
	.p2align	4
.LBB0_182:
	vmovss	(%rsi,%rax,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%rdi,%rax,4)
	incq	%rax
	decq	%rbx
	jne	.LBB0_182
.LBB0_183:
	subq	%r14, %r11
	cmpq	$-8, %r11
	movq	-64(%rsp), %rbx
	ja	.LBB0_184
	.p2align	4
.LBB0_222:
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
	jne	.LBB0_222
	jmp	.LBB0_184
	.p2align	4
.LBB0_173:
	xorl	%eax, %eax
	movq	288(%rsp), %r11
	.p2align	4
.LBB0_174:
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
	jne	.LBB0_174
	cmpq	%r15, %r14
	je	.LBB0_184
	movq	%r15, %r11
	testb	$56, %r14b
	je	.LBB0_180
	movq	%r15, %rax
	movq	240(%rsp), %r11
	.p2align	4
.LBB0_178:
	vmovups	(%rsi,%rax,4), %ymm0
	vmulps	%ymm0, %ymm0, %ymm0
	vmovups	%ymm0, (%rdi,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %r11
	jne	.LBB0_178
	cmpq	%r11, %r14
	je	.LBB0_184
	jmp	.LBB0_180
	.p2align	4
.LBB0_185:
	cmpq	$0, 344(%rsp)
	je	.LBB0_186
	vxorps	%xmm0, %xmm0, %xmm0
	movq	1200(%rsp), %rax
	xorl	%esi, %esi
	movq	864(%rsp), %rdi
	movq	200(%rsp), %r8
	movq	328(%rsp), %r9
	movq	320(%rsp), %r10
	movq	1240(%rsp), %r11
	.p2align	4
.LBB0_188:
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
	vmovlhps	%xmm7, %xmm3, %xmm10
	vunpckhpd	%xmm7, %xmm3, %xmm3
	vmovaps	%xmm5, %xmm7
	vpermt2ps	%xmm10, %xmm11, %xmm7
	vaddps	%xmm7, %xmm0, %xmm0
	vpermt2ps	%xmm10, %xmm12, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vmovaps	%xmm1, %xmm5
	vpermt2ps	%xmm3, %xmm11, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vpermt2ps	%xmm3, %xmm12, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vmovlhps	%xmm4, %xmm2, %xmm1
	vunpckhpd	%xmm4, %xmm2, %xmm2
	vmovlhps	%xmm8, %xmm6, %xmm3
	vunpckhpd	%xmm8, %xmm6, %xmm4
	vmovaps	%xmm1, %xmm5
	vpermt2ps	%xmm3, %xmm11, %xmm5
	vaddps	%xmm5, %xmm0, %xmm0
	vpermt2ps	%xmm3, %xmm12, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vmovaps	%xmm2, %xmm1
	vpermt2ps	%xmm4, %xmm11, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vpermt2ps	%xmm4, %xmm12, %xmm2
	vaddps	%xmm0, %xmm2, %xmm0
	addq	$8, %rsi
	addq	$-2, %rax
	jne	.LBB0_188
	testb	$1, 1208(%rsp)
	movq	-96(%rsp), %r15
	vmovaps	304(%rsp), %xmm6
	vmovss	.LCPI0_48(%rip), %xmm7
	movq	232(%rsp), %r8
	movq	224(%rsp), %r9
	movq	216(%rsp), %r10
	vmovss	.LCPI0_11(%rip), %xmm17
	vbroadcastss	.LCPI0_11(%rip), %ymm29
	jne	.LBB0_190
	movq	%rbx, %rax
	cmpq	%r14, %rbx
	je	.LBB0_168
	.p2align	4
.LBB0_192:
	vmovss	(%rdi,%rax,4), %xmm1
	vinsertps	$16, (%r8,%rax,4), %xmm1, %xmm1
	vinsertps	$32, (%r9,%rax,4), %xmm1, %xmm1
	vinsertps	$48, (%r10,%rax,4), %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	incq	%rax
	cmpq	%r14, %rax
	jb	.LBB0_192
.LBB0_168:
	vmovaps	%xmm0, 1600(%rsp)
	cmpl	$0, -100(%rsp)
	vbroadcastss	.LCPI0_11(%rip), %xmm8
	vbroadcastss	.LCPI0_50(%rip), %xmm10
	vpbroadcastd	.LCPI0_51(%rip), %xmm11
	je	.LBB0_169
	vbroadcastss	%xmm9, %zmm0
	movq	3280(%rsp), %rsi
	movq	96(%rsp), %rdi
	movq	-80(%rsp), %r8
	xorl	%r9d, %r9d
	jmp	.LBB0_194
	.p2align	4
.LBB0_206:
	incq	%r9
	addq	944(%rsp), %r8
	addq	%rbp, %rdi
	addq	%rbp, %rsi
	cmpq	1872(%rsp), %r9
	je	.LBB0_207
.LBB0_194:
	vaddss	1600(%rsp,%r9,4), %xmm7, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	.LCPI0_49(%rip), %xmm1, %xmm1
	cmpb	$0, 280(%rsp)
	je	.LBB0_196
	xorl	%r10d, %r10d
.LBB0_203:
	movl	$2143289344, %r12d
	movq	%r10, %rax
	orq	$1, %rax
	testb	$1, %r14b
	je	.LBB0_205
	movq	-56(%rsp), %r11
	addq	%r9, %r11
	movq	%r9, %rbx
	imulq	80(%rsp), %rbx
	imulq	%r14, %r11
	leaq	(%r15,%r11,4), %r14
	movq	-24(%rsp), %rbp
	leaq	(,%r11,4), %r11
	addq	%rbp, %r11
	shll	$2, %r10d
	vmovss	(%r14,%r10), %xmm2
	movq	-80(%rsp), %rbp
	leaq	(,%rbx,4), %rbx
	addq	%rbp, %rbx
	movq	64(%rsp), %rbp
	vaddss	%xmm2, %xmm2, %xmm3
	vmulss	%xmm1, %xmm3, %xmm3
	vsubss	(%r11,%r10), %xmm2, %xmm4
	vaddss	%xmm4, %xmm4, %xmm4
	vmulss	%xmm17, %xmm4, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm3, %xmm6, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vmulss	(%rbx,%r10), %xmm9, %xmm3
	vaddss	%xmm2, %xmm3, %xmm2
	vmovd	%xmm2, %r11d
	movl	%r11d, %ebx
	andl	$2147483647, %ebx
	cmpl	$2139095041, %ebx
	movq	-64(%rsp), %rbx
	cmovael	%r12d, %r11d
	movl	%r11d, (%r14,%r10)
	movq	-120(%rsp), %r14
	movq	%rax, %r10
.LBB0_205:
	cmpq	%rax, %r14
	je	.LBB0_206
	.p2align	4
.LBB0_172:
	vmovss	(%rsi,%r10,4), %xmm2
	vmovss	4(%rsi,%r10,4), %xmm3
	vaddss	%xmm2, %xmm2, %xmm4
	vmulss	%xmm1, %xmm4, %xmm4
	vsubss	(%rdi,%r10,4), %xmm2, %xmm5
	vaddss	%xmm5, %xmm5, %xmm5
	vmulss	%xmm17, %xmm5, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm4, %xmm6, %xmm4
	vsubss	%xmm4, %xmm2, %xmm2
	vmulss	(%r8,%r10,4), %xmm9, %xmm4
	vaddss	%xmm2, %xmm4, %xmm2
	vmovd	%xmm2, %eax
	movl	%eax, %r11d
	andl	$2147483647, %r11d
	cmpl	$2139095041, %r11d
	cmovael	%r12d, %eax
	movl	%eax, (%rsi,%r10,4)
	vaddss	%xmm3, %xmm3, %xmm2
	vmulss	%xmm1, %xmm2, %xmm2
	vsubss	4(%rdi,%r10,4), %xmm3, %xmm4
	vaddss	%xmm4, %xmm4, %xmm4
	vmulss	%xmm17, %xmm4, %xmm4
	vaddss	%xmm4, %xmm2, %xmm2
	vmulss	%xmm2, %xmm6, %xmm2
	vsubss	%xmm2, %xmm3, %xmm2
	vmulss	4(%r8,%r10,4), %xmm9, %xmm3
	vaddss	%xmm2, %xmm3, %xmm2
	vmovd	%xmm2, %eax
	movl	%eax, %r11d
	andl	$2147483647, %r11d
	cmpl	$2139095041, %r11d
	cmovael	%r12d, %eax
	movl	%eax, 4(%rsi,%r10,4)
	addq	$2, %r10
	cmpq	%r10, %r14
	jne	.LBB0_172
	jmp	.LBB0_206
	.p2align	4
.LBB0_196:
	vbroadcastss	%xmm1, %zmm2
	xorl	%eax, %eax
	movq	376(%rsp), %r10
	.p2align	4
.LBB0_197:
	vmovups	(%rsi,%rax), %zmm3
	vaddps	%zmm3, %zmm3, %zmm4
	vmulps	%zmm2, %zmm4, %zmm4
	vsubps	(%rdi,%rax), %zmm3, %zmm5
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm30, %zmm5, %zmm5
	vaddps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm4, %zmm16, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vmulps	(%r8,%rax), %zmm0, %zmm4
	vaddps	%zmm3, %zmm4, %zmm3
	vandps	%zmm14, %zmm3, %zmm4
	vpcmpgtd	%zmm25, %zmm4, %k1
	vpbroadcastd	.LCPI0_52(%rip), %zmm3 {%k1}
	vmovdqu64	%zmm3, (%rsi,%rax)
	addq	$64, %rax
	cmpq	%rax, %r10
	jne	.LBB0_197
	cmpq	112(%rsp), %r14
	je	.LBB0_206
	movq	112(%rsp), %r10
	testb	$12, %r14b
	je	.LBB0_203
	vbroadcastss	%xmm1, %xmm2
	movq	112(%rsp), %rax
	.p2align	4
.LBB0_201:
	vmovups	(%rsi,%rax,4), %xmm3
	vaddps	%xmm3, %xmm3, %xmm4
	vmulps	%xmm2, %xmm4, %xmm4
	vsubps	(%rdi,%rax,4), %xmm3, %xmm5
	vaddps	%xmm5, %xmm5, %xmm5
	vmulps	%xmm5, %xmm8, %xmm5
	vaddps	%xmm5, %xmm4, %xmm4
	vmulps	%xmm4, %xmm16, %xmm4
	vsubps	%xmm4, %xmm3, %xmm3
	vmulps	(%r8,%rax,4), %xmm0, %xmm4
	vaddps	%xmm3, %xmm4, %xmm3
	vandps	%xmm3, %xmm10, %xmm4
	vpcmpgtd	%xmm11, %xmm4, %k1
	vpbroadcastd	.LCPI0_52(%rip), %xmm3 {%k1}
	vmovdqu	%xmm3, (%rsi,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %rbx
	jne	.LBB0_201
	movq	4240(%rsp), %rax
	movq	%rax, %r10
	cmpq	%rax, %r14
	je	.LBB0_206
	jmp	.LBB0_203
	.p2align	4
.LBB0_186:
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%esi, %esi
	movq	-96(%rsp), %r15
	movq	864(%rsp), %rdi
	movq	232(%rsp), %r8
	movq	224(%rsp), %r9
	movq	216(%rsp), %r10
	vmovss	.LCPI0_11(%rip), %xmm17
	vbroadcastss	.LCPI0_11(%rip), %ymm29
.LBB0_190:
	vmovups	(%rdi,%rsi,4), %xmm1
	vmovups	(%r8,%rsi,4), %xmm2
	vmovups	(%r9,%rsi,4), %xmm3
	vmovups	(%r10,%rsi,4), %xmm4
	vmovlhps	%xmm3, %xmm1, %xmm5
	vunpckhpd	%xmm3, %xmm1, %xmm1
	vmovlhps	%xmm4, %xmm2, %xmm3
	vunpckhpd	%xmm4, %xmm2, %xmm2
	vmovaps	%xmm5, %xmm4
	vpermt2ps	%xmm3, %xmm11, %xmm4
	vaddps	%xmm4, %xmm0, %xmm0
	vpermt2ps	%xmm3, %xmm12, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vmovaps	%xmm1, %xmm3
	vpermt2ps	%xmm2, %xmm11, %xmm3
	vaddps	%xmm0, %xmm3, %xmm0
	vpermt2ps	%xmm2, %xmm12, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	movq	%rbx, %rax
	cmpq	%r14, %rbx
	jne	.LBB0_192
	jmp	.LBB0_168
	.p2align	4
.LBB0_169:
	movq	3280(%rsp), %rsi
	movq	96(%rsp), %rdi
	movq	104(%rsp), %r9
	movq	536(%rsp), %r10
	xorl	%r8d, %r8d
	jmp	.LBB0_170
	.p2align	4
.LBB0_220:
	incq	%r8
	addq	%rbp, %r10
	addq	%rbp, %r9
	addq	%rbp, %rdi
	addq	%rbp, %rsi
	cmpq	1872(%rsp), %r8
	movq	-64(%rsp), %rbx
	je	.LBB0_207
.LBB0_170:
	vaddss	1600(%rsp,%r8,4), %xmm7, %xmm0
	vaddss	%xmm0, %xmm0, %xmm0
	vmulss	.LCPI0_49(%rip), %xmm0, %xmm0
	cmpb	$0, 248(%rsp)
	je	.LBB0_209
	xorl	%r11d, %r11d
.LBB0_216:
	movl	$2143289344, %r12d
	movq	%r11, %rax
	orq	$1, %rax
	testb	$1, %r14b
	je	.LBB0_218
	movq	-56(%rsp), %rbx
	addq	%r8, %rbx
	imulq	%r14, %rbx
	leaq	(%r15,%rbx,4), %r14
	movq	-24(%rsp), %rbp
	leaq	(,%rbx,4), %rbx
	addq	%rbp, %rbx
	shll	$2, %r11d
	vmovss	(%r14,%r11), %xmm1
	vaddss	%xmm1, %xmm1, %xmm2
	vmulss	%xmm0, %xmm2, %xmm2
	vsubss	(%rbx,%r11), %xmm1, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm17, %xmm3, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm6, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmovd	%xmm1, %ebx
	movl	%ebx, %ebp
	andl	$2147483647, %ebp
	cmpl	$2139095041, %ebp
	movq	64(%rsp), %rbp
	cmovael	%r12d, %ebx
	movl	%ebx, (%r14,%r11)
	movq	-120(%rsp), %r14
	movq	%rax, %r11
.LBB0_218:
	cmpq	%rax, %r14
	je	.LBB0_220
	.p2align	4
.LBB0_219:
	vmovss	(%rsi,%r11,4), %xmm1
	vmovss	4(%rsi,%r11,4), %xmm2
	vaddss	%xmm1, %xmm1, %xmm3
	vmulss	%xmm0, %xmm3, %xmm3
	vsubss	(%rdi,%r11,4), %xmm1, %xmm4
	vaddss	%xmm4, %xmm4, %xmm4
	vmulss	%xmm17, %xmm4, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm3, %xmm6, %xmm3
	vsubss	%xmm3, %xmm1, %xmm1
	vmovd	%xmm1, %eax
	movl	%eax, %ebx
	andl	$2147483647, %ebx
	cmpl	$2139095041, %ebx
	cmovael	%r12d, %eax
	movl	%eax, (%rsi,%r11,4)
	vaddss	%xmm2, %xmm2, %xmm1
	vmulss	%xmm0, %xmm1, %xmm1
	vsubss	4(%rdi,%r11,4), %xmm2, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm17, %xmm3, %xmm3
	vaddss	%xmm3, %xmm1, %xmm1
	vmulss	%xmm1, %xmm6, %xmm1
	vsubss	%xmm1, %xmm2, %xmm1
	vmovd	%xmm1, %eax
	movl	%eax, %ebx
	andl	$2147483647, %ebx
	cmpl	$2139095041, %ebx
	cmovael	%r12d, %eax
	movl	%eax, 4(%rsi,%r11,4)
	addq	$2, %r11
	cmpq	%r11, %r14
	jne	.LBB0_219
	jmp	.LBB0_220
	.p2align	4
.LBB0_209:
	vbroadcastss	%xmm0, %zmm1
	xorl	%eax, %eax
	movq	288(%rsp), %r11
	.p2align	4
.LBB0_210:
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
	vmulps	%zmm30, %zmm10, %zmm10
	vaddps	%zmm10, %zmm6, %zmm6
	vmulps	%zmm30, %zmm11, %zmm10
	vaddps	%zmm10, %zmm7, %zmm7
	vmulps	%zmm30, %zmm12, %zmm10
	vaddps	%zmm10, %zmm8, %zmm8
	vmulps	%zmm30, %zmm13, %zmm10
	vaddps	%zmm10, %zmm9, %zmm9
	vmulps	%zmm6, %zmm16, %zmm6
	vmulps	%zmm7, %zmm16, %zmm7
	vmulps	%zmm8, %zmm16, %zmm8
	vmulps	%zmm9, %zmm16, %zmm9
	vsubps	%zmm6, %zmm2, %zmm2
	vsubps	%zmm7, %zmm3, %zmm3
	vsubps	%zmm8, %zmm4, %zmm4
	vsubps	%zmm9, %zmm5, %zmm5
	vandps	%zmm14, %zmm2, %zmm6
	vandps	%zmm14, %zmm3, %zmm7
	vandps	%zmm14, %zmm4, %zmm8
	vandps	%zmm14, %zmm5, %zmm9
	vpcmpgtd	%zmm25, %zmm6, %k1
	vpcmpgtd	%zmm25, %zmm7, %k2
	vpcmpgtd	%zmm25, %zmm8, %k3
	vpcmpgtd	%zmm25, %zmm9, %k4
	vmovdqa32	%zmm26, %zmm2 {%k1}
	vmovdqa32	%zmm26, %zmm3 {%k2}
	vmovdqa32	%zmm26, %zmm4 {%k3}
	vmovdqa32	%zmm26, %zmm5 {%k4}
	vmovdqu64	%zmm2, -192(%r9,%rax)
	vmovdqu64	%zmm3, -128(%r9,%rax)
	vmovdqu64	%zmm4, -64(%r9,%rax)
	vmovdqu64	%zmm5, (%r9,%rax)
	addq	$256, %rax
	cmpq	%rax, %r11
	jne	.LBB0_210
	cmpq	-16(%rsp), %r14
	vmovaps	304(%rsp), %xmm6
	vmovss	.LCPI0_48(%rip), %xmm7
	je	.LBB0_220
	movq	-16(%rsp), %r11
	testb	$56, %r14b
	je	.LBB0_216
	vbroadcastss	%xmm0, %ymm1
	movq	-16(%rsp), %rax
	movq	240(%rsp), %r11
	vpbroadcastd	.LCPI0_51(%rip), %ymm5
	.p2align	4
.LBB0_214:
	vmovups	(%rsi,%rax,4), %ymm2
	vaddps	%ymm2, %ymm2, %ymm3
	vmulps	%ymm1, %ymm3, %ymm3
	vsubps	(%rdi,%rax,4), %ymm2, %ymm4
	vaddps	%ymm4, %ymm4, %ymm4
	vmulps	%ymm29, %ymm4, %ymm4
	vaddps	%ymm4, %ymm3, %ymm3
	vmulps	%ymm3, %ymm16, %ymm3
	vsubps	%ymm3, %ymm2, %ymm2
	vandps	%ymm31, %ymm2, %ymm3
	vpcmpgtd	%ymm5, %ymm3, %k1
	vpbroadcastd	.LCPI0_52(%rip), %ymm2 {%k1}
	vmovdqu	%ymm2, (%rsi,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %r11
	jne	.LBB0_214
	cmpq	%r11, %r14
	je	.LBB0_220
	jmp	.LBB0_216
.LBB0_23:
	cmpq	%r12, %r11
	jbe	.LBB0_81
	cmpq	$0, 56(%rsp)
	je	.LBB0_81
	movq	-120(%rsp), %rbx
	leaq	(,%rbx,4), %r15
	addq	%rbp, %r15
	movq	%rbx, %rax
	andq	$-4, %rax
	movq	%rax, %rcx
	movq	%rax, -40(%rsp)
	movq	%rbx, %rax
	shrq	$2, %rax
	movq	-112(%rsp), %r14
	movq	%r14, %rdx
	shrq	$32, %rdx
	movq	%r12, %rsi
	imulq	%rbx, %rsi
	movq	%rsi, 128(%rsp)
	leaq	(,%rbx,4), %rdi
	leaq	4(,%r12,4), %rsi
	imulq	%rbx, %rsi
	movq	%rsi, 208(%rsp)
	movq	%rdi, %rsi
	negq	%rsi
	movq	%rsi, 200(%rsp)
	decq	%rcx
	movq	%rcx, 384(%rsp)
	shrq	%rcx
	movq	%rcx, %r13
	movq	%rcx, 448(%rsp)
	leaq	4(,%rbx,4), %rcx
	addq	%rbp, %rcx
	leaq	-1(%rax), %rdi
	leaq	8(,%rbx,4), %r8
	addq	%rbp, %r8
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
	movq	864(%rsp), %r8
	leaq	12(%r8,%rbx,4), %r11
	setb	%r8b
	orb	%r10b, %r8b
	movq	864(%rsp), %r10
	addq	%r15, %r9
	addq	$12, %r9
	movq	%r11, 112(%rsp)
	cmpq	%r11, %r9
	setb	%r9b
	orb	%dil, %r9b
	orb	%r8b, %r9b
	movb	%r9b, 4752(%rsp)
	movabsq	$2305843009213693920, %r8
	movq	%rax, %rsi
	andq	%r8, %rsi
	movq	%rsi, -8(%rsp)
	orq	$24, %r8
	movq	%rax, (%rsp)
	andq	%rax, %r8
	movabsq	$4611686018427387840, %r11
	leaq	63(%r11), %rdi
	cmpq	%rdi, 384(%rsp)
	seta	%al
	leaq	(%r15,%r13,8), %rdi
	addq	$4, %rdi
	movq	%rcx, 296(%rsp)
	cmpq	%rcx, %rdi
	setb	%cl
	orb	%al, %cl
	movb	%cl, 4688(%rsp)
	movl	$3449720151, %eax
	leaq	1993301258(%rdx), %rcx
	leaq	842468239(%rdx), %rsi
	movq	%rsi, 2576(%rsp)
	leaq	1684936478(%rdx), %rsi
	movq	%rsi, 2448(%rsp)
	leaq	534103459(%rdx), %rsi
	movq	%rsi, 2384(%rsp)
	leal	-1767562579(%rdx), %esi
	movl	%esi, 2320(%rsp)
	leaq	-305585874(%rdx,%rax), %rbp
	movq	%rbp, 80(%rsp)
	leaq	536882365(%rdx,%rax), %r13
	leaq	-613950654(%rdx,%rax), %rsi
	leaq	228517585(%rdx,%rax), %r9
	leaq	(,%rbx,4), %rdx
	movq	448(%rsp), %rdi
	leaq	1(%rdi), %rdi
	vpbroadcastq	%r14, %zmm0
	vmovdqu64	%zmm0, 2768(%rsp)
	leaq	-795284382(%r14,%rax), %rbp
	movq	%rbp, 3664(%rsp)
	vpbroadcastq	%rbp, %zmm0
	vmovdqu64	%zmm0, 4624(%rsp)
	leaq	1013904242(%r14), %rbp
	movq	%rbp, 1616(%rsp)
	vpbroadcastq	%rbp, %zmm0
	vmovdqu64	%zmm0, 2704(%rsp)
	movq	%rcx, -80(%rsp)
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 4560(%rsp)
	leaq	218619860(%r14,%rax), %rbp
	movq	%rbp, 3088(%rsp)
	vpbroadcastq	%rbp, %zmm0
	vmovdqu64	%zmm0, 2192(%rsp)
	movq	2576(%rsp), %rcx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 2128(%rsp)
	leaq	2027808484(%r14), %rbp
	movq	%rbp, 3024(%rsp)
	vpbroadcastq	%rbp, %zmm0
	vmovdqu64	%zmm0, 2064(%rsp)
	movq	%r13, 3216(%rsp)
	vpbroadcastq	%r13, %zmm0
	vmovdqu64	%zmm0, 4496(%rsp)
	leaq	387276957(%r14), %r13
	movq	%r13, 2960(%rsp)
	vpbroadcastq	%r13, %zmm0
	vmovdqu64	%zmm0, 2000(%rsp)
	movq	%rsi, 2512(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 2640(%rsp)
	leaq	-408007425(%r14,%rax), %rsi
	movq	%rsi, 3536(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 4432(%rsp)
	movq	2448(%rsp), %rcx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 4368(%rsp)
	leaq	1401181199(%r14), %rcx
	movq	%rcx, 3472(%rsp)
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 4304(%rsp)
	movq	2384(%rsp), %rcx
	vpbroadcastq	%rcx, %zmm17
	leaq	605896817(%r14,%rax), %rcx
	movq	%rcx, -48(%rsp)
	vpbroadcastq	%rcx, %zmm18
	movq	%r9, 3152(%rsp)
	vpbroadcastq	%r9, %zmm19
	leal	-1879881855(%r14), %eax
	movl	%eax, 8(%rsp)
	vpbroadcastd	%eax, %ymm0
	vmovdqu	%ymm0, 1248(%rsp)
	movl	2320(%rsp), %eax
	vpbroadcastd	%eax, %ymm0
	vmovdqu	%ymm0, 1872(%rsp)
	movq	-8(%rsp), %rsi
	vpbroadcastq	%rsi, %zmm0
	vporq	.LCPI0_0(%rip), %zmm0, %zmm0
	vmovdqu64	%zmm0, 4176(%rsp)
	movq	%rdi, %rcx
	andq	%r11, %rcx
	orq	$56, %r11
	movq	%rdi, 3728(%rsp)
	andq	%rdi, %r11
	movq	%rbx, %rax
	andq	$-16, %rax
	movq	%rax, 4112(%rsp)
	vpbroadcastd	%xmm6, %zmm0
	vmovdqu64	%zmm0, 4048(%rsp)
	movq	%rbx, %rax
	andq	$-64, %rax
	movq	%rax, 72(%rsp)
	movq	%rbx, %rax
	andq	$-8, %rax
	movq	%rax, 216(%rsp)
	movq	%r8, 96(%rsp)
	subq	%rsi, %r8
	movq	%r8, 232(%rsp)
	movq	%rdx, %rax
	andq	$-512, %rax
	leaq	(%rax,%rbx,4), %rax
	addq	%r10, %rax
	movq	%rax, 224(%rsp)
	vpbroadcastq	.LCPI0_1(%rip), %zmm0
	movq	%r12, %rax
	imulq	-88(%rsp), %rax
	movq	%rax, 264(%rsp)
	movq	128(%rsp), %r8
	leaq	(,%r8,4), %rax
	movq	%rax, 328(%rsp)
	movq	-96(%rsp), %rax
	leaq	(%rax,%r8,4), %rsi
	leaq	192(%rax,%r8,4), %rax
	movq	-24(%rsp), %rdi
	leaq	(%rdi,%r8,4), %rdi
	vmovd	.LCPI0_11(%rip), %xmm20
	vbroadcastss	.LCPI0_11(%rip), %zmm23
	vpbroadcastd	.LCPI0_52(%rip), %zmm26
	movq	-40(%rsp), %r9
	leaq	1(%r9), %r8
	movq	%r8, 3920(%rsp)
	leaq	2(%r9), %r8
	movq	%r8, 272(%rsp)
	leaq	(%r10,%rbx,8), %r8
	movq	%r8, 320(%rsp)
	movq	%rcx, 3856(%rsp)
	addq	%rcx, %rcx
	movq	%rcx, 360(%rsp)
	movq	%r11, 352(%rsp)
	leaq	(%r11,%r11), %rcx
	movq	%rcx, 104(%rsp)
	movq	1616(%rsp), %r8
	leaq	(%r10,%rbx,4), %rcx
	addq	$384, %rcx
	movq	%rcx, 280(%rsp)
	xorl	%ecx, %ecx
	movq	%rsi, 2832(%rsp)
	movq	%rsi, 944(%rsp)
	vpbroadcastd	.LCPI0_11(%rip), %xmm11
	vpbroadcastd	.LCPI0_51(%rip), %xmm21
	vpbroadcastq	.LCPI0_4(%rip), %zmm30
	vpbroadcastq	.LCPI0_5(%rip), %zmm31
	movq	%r15, -72(%rsp)
	movq	%rdx, 336(%rsp)
	vmovdqu64	%zmm17, 4240(%rsp)
	vmovdqu64	%zmm18, 3600(%rsp)
	vmovdqu64	%zmm19, 3280(%rsp)
	jmp	.LBB0_26
	.p2align	4
.LBB0_80:
	incq	%r12
	movq	344(%rsp), %rcx
	incq	%rcx
	addq	%r13, 264(%rsp)
	movq	336(%rsp), %rdx
	movq	24(%rsp), %rax
	addq	%rdx, %rax
	addq	%rdx, 944(%rsp)
	movq	16(%rsp), %rdi
	addq	%rdx, %rdi
	cmpq	88(%rsp), %r12
	movq	1616(%rsp), %r8
	vpbroadcastq	.LCPI0_1(%rip), %zmm0
	je	.LBB0_81
.LBB0_26:
	movq	%rdi, 16(%rsp)
	movq	%rax, 24(%rsp)
	movq	200(%rsp), %r11
	imulq	%rcx, %r11
	movq	%rdx, %rax
	movq	%rcx, 344(%rsp)
	imulq	%rcx, %rax
	movq	328(%rsp), %rcx
	addq	%rax, %rcx
	movq	-96(%rsp), %rdx
	leaq	(%rdx,%rcx), %rsi
	movq	%rsi, 384(%rsp)
	addq	208(%rsp), %rax
	addq	%rax, %rdx
	movq	%rdx, 128(%rsp)
	movq	-24(%rsp), %rbx
	addq	%rbx, %rcx
	addq	%rbx, %rax
	movq	%r12, %rsi
	movq	-120(%rsp), %r14
	imulq	%r14, %rsi
	movq	%r12, %r9
	imulq	-88(%rsp), %r9
	movq	(%rsp), %rdi
	leaq	(%r9,%rdi), %r13
	movl	%r13d, %ebp
	movl	$3449720151, %edi
	leaq	78811644(%rdi), %rdx
	movq	%rdx, -32(%rsp)
	imulq	%rdx, %rbp
	xorq	-112(%rsp), %r13
	xorq	%rbp, %r13
	shrq	$32, %r13
	imulq	%rdi, %r13
	movq	%r13, %rdx
	shrq	$32, %rdx
	xorq	3664(%rsp), %rdx
	movq	%rdx, 240(%rsp)
	xorq	80(%rsp), %rbp
	movq	%rbp, 376(%rsp)
	xorq	%r8, %r13
	movq	%r13, 64(%rsp)
	addq	%r10, %r11
	movq	%r11, 2896(%rsp)
	movq	384(%rsp), %r8
	cmpq	%rax, %r8
	setb	%r10b
	movq	128(%rsp), %rdi
	cmpq	%rdi, %rcx
	setb	%r11b
	andb	%r10b, %r11b
	cmpq	320(%rsp), %r8
	setb	%r10b
	cmpq	%rdi, %r15
	setb	%dl
	andb	%r10b, %dl
	movq	864(%rsp), %r10
	orb	%r11b, %dl
	movb	%dl, 288(%rsp)
	cmpq	%rax, %r8
	setb	%al
	cmpq	%rdi, %rcx
	movq	-96(%rsp), %rcx
	leaq	(%rcx,%rsi,4), %rcx
	movq	%rcx, -16(%rsp)
	leaq	(%rbx,%rsi,4), %rcx
	movq	%rcx, 248(%rsp)
	vpbroadcastq	%r9, %zmm1
	vpaddq	%zmm0, %zmm1, %zmm0
	vmovdqu64	%zmm0, 3408(%rsp)
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm1, %zmm14
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm1, %zmm15
	setb	%cl
	andb	%al, %cl
	movb	%cl, 256(%rsp)
	movq	$0, 1680(%rsp)
	vmovd	40(%rsp), %xmm16
	vmovdqu64	%zmm1, 2256(%rsp)
	movq	%r12, -56(%rsp)
	vmovdqu64	%zmm14, 3344(%rsp)
	vmovdqu64	%zmm15, 1936(%rsp)
	jmp	.LBB0_27
	.p2align	4
.LBB0_79:
	vmulss	52(%rsp), %xmm16, %xmm16
	movq	1680(%rsp), %rcx
	incq	%rcx
	movq	%rcx, 1680(%rsp)
	cmpq	56(%rsp), %rcx
	je	.LBB0_80
.LBB0_27:
	vmovd	%xmm16, -64(%rsp)
	cmpl	$0, 48(%rsp)
	sete	%sil
	cmpl	$0, -100(%rsp)
	je	.LBB0_28
	movq	368(%rsp), %rax
	movq	1680(%rsp), %rcx
	addq	%rcx, %rax
	movq	%rax, %rcx
	shrq	$32, %rcx
	movl	$3449720151, %edi
	imulq	%rdi, %rcx
	movq	%rcx, %rdx
	shrq	$32, %rdx
	movq	%rax, 3792(%rsp)
	movl	%eax, %r11d
	xorl	-112(%rsp), %r11d
	movq	%rdx, 3984(%rsp)
	xorl	%edx, %r11d
	movq	-32(%rsp), %r12
	imulq	%r12, %r11
	movq	%r11, %r10
	shrq	$32, %r10
	xorq	80(%rsp), %r10
	cmpb	$0, 4752(%rsp)
	movl	%esi, 120(%rsp)
	movq	%rcx, 32(%rsp)
	je	.LBB0_104
	xorl	%ecx, %ecx
	movq	-112(%rsp), %r14
	movq	1616(%rsp), %r13
	movq	-48(%rsp), %r9
	movl	8(%rsp), %edx
	vmovss	.LCPI0_12(%rip), %xmm0
	vmovss	.LCPI0_20(%rip), %xmm4
.LBB0_111:
	movq	32(%rsp), %rax
	xorq	3664(%rsp), %rax
	movq	%rax, 128(%rsp)
	xorq	-80(%rsp), %r11
	movq	(%rsp), %rsi
	subq	%rcx, %rsi
	movq	264(%rsp), %rax
	leaq	(%rax,%rcx), %rbx
	shlq	$4, %rcx
	addq	112(%rsp), %rcx
	.p2align	4
.LBB0_42:
	movl	%ebx, %r15d
	imulq	%r12, %r15
	movq	%rbx, %rbp
	xorq	%r14, %rbp
	xorq	%r15, %rbp
	shrq	$32, %rbp
	imulq	%rdi, %rbp
	movq	%rbp, %r8
	shrq	$32, %r8
	xorl	128(%rsp), %r8d
	xorl	%r10d, %r15d
	imulq	%r12, %r8
	imulq	%rdi, %r15
	movq	%r15, %rax
	shrq	$32, %rax
	movl	%edx, %edi
	movq	%r9, %rdx
	movq	%r11, %r9
	movl	%r13d, %r11d
	xorl	%eax, %r11d
	movq	%r10, %r13
	movq	%r8, %r10
	shrq	$32, %r10
	xorl	%r11d, %ebp
	movq	%r9, %r11
	movq	%rdx, %r9
	movl	%edi, %edx
	movl	$3449720151, %edi
	xorl	%r11d, %r10d
	imulq	%r12, %rbp
	imulq	%rdi, %r10
	movq	%r10, %rax
	shrq	$32, %rax
	xorl	3088(%rsp), %r15d
	xorl	%eax, %r15d
	movq	%rbp, %rax
	shrq	$32, %rax
	xorl	2576(%rsp), %r8d
	xorl	%eax, %r8d
	imulq	%r12, %r15
	imulq	%rdi, %r8
	movq	%r8, %rax
	shrq	$32, %rax
	xorl	3024(%rsp), %r10d
	xorl	%eax, %r10d
	movq	%r15, %rax
	xorl	3216(%rsp), %ebp
	shrq	$32, %rax
	xorl	%eax, %ebp
	imulq	%r12, %r10
	imulq	%rdi, %rbp
	movq	%rbp, %rax
	shrq	$32, %rax
	xorl	2960(%rsp), %r8d
	xorl	%eax, %r8d
	movq	%r10, %rax
	shrq	$32, %rax
	xorl	2512(%rsp), %r15d
	xorl	%eax, %r15d
	imulq	%r12, %r8
	imulq	%rdi, %r15
	movq	%r15, %rax
	shrq	$32, %rax
	xorl	3536(%rsp), %ebp
	xorl	%eax, %ebp
	movq	%r8, %rax
	shrq	$32, %rax
	xorl	2448(%rsp), %r10d
	xorl	%eax, %r10d
	imulq	%r12, %rbp
	imulq	%rdi, %r10
	movq	%r10, %rax
	shrq	$32, %rax
	xorl	3472(%rsp), %r15d
	xorl	%eax, %r15d
	movq	%rbp, %rax
	shrq	$32, %rax
	xorl	2384(%rsp), %r8d
	xorl	%eax, %r8d
	imulq	%r12, %r15
	imulq	%rdi, %r8
	movq	%r8, %rax
	shrq	$32, %rax
	xorl	%r9d, %r10d
	xorl	%eax, %r10d
	movq	%r15, %rax
	shrq	$32, %rax
	xorl	3152(%rsp), %ebp
	xorl	%eax, %ebp
	imulq	%r12, %r10
	imulq	%rdi, %rbp
	movq	%rbp, %rax
	shrq	$32, %rax
	xorl	%edx, %r8d
	xorl	%eax, %r8d
	movq	%r10, %rax
	shrq	$32, %rax
	xorl	2320(%rsp), %r15d
	xorl	%eax, %r15d
	movl	%r8d, -12(%rcx)
	movl	%ebp, -8(%rcx)
	movl	%r15d, -4(%rcx)
	movl	%r10d, (%rcx)
	movq	%r13, %r10
	movq	1616(%rsp), %r13
	addq	$16, %rcx
	incq	%rbx
	decq	%rsi
	jne	.LBB0_42
	jmp	.LBB0_43
	.p2align	4
.LBB0_104:
	vpbroadcastq	%rcx, %zmm0
	vpxorq	4624(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 128(%rsp)
	vpbroadcastq	%r11, %zmm0
	vpxorq	4560(%rsp), %zmm0, %zmm9
	vpbroadcastq	%r10, %zmm8
	movq	280(%rsp), %rbp
	movq	-8(%rsp), %rdx
	vmovdqa64	.LCPI0_0(%rip), %zmm10
	vmovdqu64	4432(%rsp), %zmm24
	vmovdqu64	4368(%rsp), %zmm25
	vmovdqu64	4304(%rsp), %zmm26
	vmovdqu64	4240(%rsp), %zmm27
	vmovdqu64	3600(%rsp), %zmm28
	vmovdqu64	3280(%rsp), %zmm29
	vmovdqu64	2768(%rsp), %zmm14
	vmovdqu64	4496(%rsp), %zmm7
	.p2align	4
.LBB0_105:
	vpaddq	2256(%rsp), %zmm10, %zmm0
	vpaddq	3408(%rsp), %zmm10, %zmm1
	vpaddq	3344(%rsp), %zmm10, %zmm2
	vpaddq	1936(%rsp), %zmm10, %zmm3
	vpmuludq	%zmm30, %zmm0, %zmm4
	vpmuludq	%zmm30, %zmm1, %zmm5
	vpmuludq	%zmm30, %zmm2, %zmm6
	vpmuludq	%zmm30, %zmm3, %zmm11
	vpternlogq	$150, %zmm14, %zmm4, %zmm0
	vpternlogq	$150, %zmm14, %zmm5, %zmm1
	vpternlogq	$150, %zmm14, %zmm6, %zmm2
	vpternlogq	$150, %zmm14, %zmm11, %zmm3
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm31, %zmm0, %zmm0
	vpmuludq	%zmm31, %zmm1, %zmm1
	vpmuludq	%zmm31, %zmm2, %zmm12
	vpmuludq	%zmm31, %zmm3, %zmm13
	vpsrlq	$32, %zmm0, %zmm2
	vpsrlq	$32, %zmm1, %zmm3
	vpsrlq	$32, %zmm12, %zmm14
	vpsrlq	$32, %zmm13, %zmm15
	vmovdqu64	128(%rsp), %zmm16
	vpxorq	%zmm16, %zmm2, %zmm2
	vpxorq	%zmm16, %zmm3, %zmm3
	vpxorq	%zmm16, %zmm14, %zmm14
	vpxorq	%zmm4, %zmm8, %zmm4
	vpxorq	%zmm5, %zmm8, %zmm5
	vpxorq	%zmm6, %zmm8, %zmm6
	vpxorq	%zmm16, %zmm15, %zmm15
	vpxorq	%zmm11, %zmm8, %zmm11
	vpmuludq	%zmm30, %zmm2, %zmm16
	vpmuludq	%zmm30, %zmm3, %zmm17
	vpmuludq	%zmm30, %zmm14, %zmm2
	vpmuludq	%zmm31, %zmm4, %zmm14
	vpmuludq	%zmm30, %zmm15, %zmm3
	vpmuludq	%zmm31, %zmm5, %zmm5
	vpmuludq	%zmm31, %zmm6, %zmm6
	vpmuludq	%zmm31, %zmm11, %zmm15
	vpsrlq	$32, %zmm16, %zmm4
	vpsrlq	$32, %zmm17, %zmm11
	vpsrlq	$32, %zmm2, %zmm18
	vpsrlq	$32, %zmm14, %zmm19
	vpsrlq	$32, %zmm5, %zmm20
	vmovdqu64	2704(%rsp), %zmm21
	vpternlogq	$150, %zmm21, %zmm0, %zmm19
	vpsrlq	$32, %zmm6, %zmm0
	vpternlogq	$150, %zmm21, %zmm1, %zmm20
	vpsrlq	$32, %zmm3, %zmm1
	vpternlogq	$150, %zmm21, %zmm12, %zmm0
	vpsrlq	$32, %zmm15, %zmm12
	vpternlogq	$150, %zmm21, %zmm13, %zmm12
	vpxorq	%zmm9, %zmm4, %zmm13
	vpxorq	%zmm9, %zmm11, %zmm21
	vpxorq	%zmm9, %zmm18, %zmm18
	vpxorq	%zmm9, %zmm1, %zmm22
	vpmuludq	%zmm30, %zmm19, %zmm11
	vpmuludq	%zmm30, %zmm20, %zmm4
	vpmuludq	%zmm30, %zmm0, %zmm1
	vpmuludq	%zmm30, %zmm12, %zmm0
	vpmuludq	%zmm31, %zmm13, %zmm13
	vpmuludq	%zmm31, %zmm21, %zmm19
	vpmuludq	%zmm31, %zmm18, %zmm18
	vpmuludq	%zmm31, %zmm22, %zmm20
	vpsrlq	$32, %zmm13, %zmm12
	vmovdqu64	2192(%rsp), %zmm22
	vpternlogq	$150, %zmm14, %zmm22, %zmm12
	vpsrlq	$32, %zmm19, %zmm14
	vpternlogq	$150, %zmm5, %zmm22, %zmm14
	vpsrlq	$32, %zmm18, %zmm5
	vpternlogq	$150, %zmm6, %zmm22, %zmm5
	vpsrlq	$32, %zmm20, %zmm21
	vpternlogq	$150, %zmm15, %zmm22, %zmm21
	vpsrlq	$32, %zmm11, %zmm15
	vmovdqu64	2128(%rsp), %zmm6
	vpternlogq	$150, %zmm6, %zmm16, %zmm15
	vpsrlq	$32, %zmm4, %zmm16
	vpternlogq	$150, %zmm6, %zmm17, %zmm16
	vpsrlq	$32, %zmm1, %zmm17
	vpternlogq	$150, %zmm6, %zmm2, %zmm17
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, %zmm6, %zmm3, %zmm22
	vpmuludq	%zmm30, %zmm12, %zmm12
	vpmuludq	%zmm30, %zmm14, %zmm6
	vpmuludq	%zmm30, %zmm5, %zmm2
	vpmuludq	%zmm31, %zmm15, %zmm5
	vpmuludq	%zmm30, %zmm21, %zmm3
	vpmuludq	%zmm31, %zmm16, %zmm14
	vpmuludq	%zmm31, %zmm17, %zmm15
	vpmuludq	%zmm31, %zmm22, %zmm16
	vpsrlq	$32, %zmm5, %zmm17
	vmovdqu64	2064(%rsp), %zmm22
	vpternlogq	$150, %zmm22, %zmm13, %zmm17
	vpsrlq	$32, %zmm14, %zmm21
	vpternlogq	$150, %zmm22, %zmm19, %zmm21
	vpsrlq	$32, %zmm15, %zmm19
	vpternlogq	$150, %zmm22, %zmm18, %zmm19
	vpsrlq	$32, %zmm16, %zmm18
	vpternlogq	$150, %zmm22, %zmm20, %zmm18
	vpsrlq	$32, %zmm12, %zmm20
	vpternlogq	$150, %zmm11, %zmm7, %zmm20
	vpsrlq	$32, %zmm6, %zmm22
	vpternlogq	$150, %zmm4, %zmm7, %zmm22
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm1, %zmm7, %zmm4
	vpsrlq	$32, %zmm3, %zmm23
	vpternlogq	$150, %zmm0, %zmm7, %zmm23
	vpmuludq	%zmm30, %zmm17, %zmm13
	vpmuludq	%zmm30, %zmm21, %zmm11
	vpmuludq	%zmm30, %zmm19, %zmm1
	vpmuludq	%zmm30, %zmm18, %zmm0
	vpmuludq	%zmm31, %zmm20, %zmm17
	vpmuludq	%zmm31, %zmm22, %zmm18
	vpmuludq	%zmm31, %zmm4, %zmm19
	vpmuludq	%zmm31, %zmm23, %zmm20
	vpsrlq	$32, %zmm17, %zmm4
	vmovdqu64	2000(%rsp), %zmm22
	vpternlogq	$150, %zmm5, %zmm22, %zmm4
	vpsrlq	$32, %zmm18, %zmm5
	vpternlogq	$150, %zmm14, %zmm22, %zmm5
	vpsrlq	$32, %zmm19, %zmm21
	vpternlogq	$150, %zmm15, %zmm22, %zmm21
	vpsrlq	$32, %zmm20, %zmm15
	vpternlogq	$150, %zmm16, %zmm22, %zmm15
	vpsrlq	$32, %zmm13, %zmm16
	vmovdqu64	2640(%rsp), %zmm14
	vpternlogq	$150, %zmm14, %zmm12, %zmm16
	vpsrlq	$32, %zmm11, %zmm12
	vpternlogq	$150, %zmm14, %zmm6, %zmm12
	vpsrlq	$32, %zmm1, %zmm22
	vpternlogq	$150, %zmm14, %zmm2, %zmm22
	vpsrlq	$32, %zmm0, %zmm2
	vpternlogq	$150, %zmm14, %zmm3, %zmm2
	vpmuludq	%zmm30, %zmm4, %zmm14
	vpmuludq	%zmm30, %zmm5, %zmm6
	vpmuludq	%zmm30, %zmm21, %zmm3
	vpmuludq	%zmm31, %zmm16, %zmm5
	vpmuludq	%zmm30, %zmm15, %zmm4
	vpmuludq	%zmm31, %zmm12, %zmm16
	vpmuludq	%zmm31, %zmm22, %zmm21
	vpmuludq	%zmm31, %zmm2, %zmm22
	vpsrlq	$32, %zmm5, %zmm2
	vpternlogq	$150, %zmm24, %zmm17, %zmm2
	vpsrlq	$32, %zmm16, %zmm12
	vpternlogq	$150, %zmm24, %zmm18, %zmm12
	vpsrlq	$32, %zmm21, %zmm17
	vpternlogq	$150, %zmm24, %zmm19, %zmm17
	vpsrlq	$32, %zmm22, %zmm18
	vpternlogq	$150, %zmm24, %zmm20, %zmm18
	vpsrlq	$32, %zmm14, %zmm19
	vpternlogq	$150, %zmm13, %zmm25, %zmm19
	vpsrlq	$32, %zmm6, %zmm20
	vpternlogq	$150, %zmm11, %zmm25, %zmm20
	vpsrlq	$32, %zmm3, %zmm11
	vpternlogq	$150, %zmm1, %zmm25, %zmm11
	vpsrlq	$32, %zmm4, %zmm1
	vpternlogq	$150, %zmm0, %zmm25, %zmm1
	vpmuludq	%zmm30, %zmm2, %zmm15
	vpmuludq	%zmm30, %zmm12, %zmm13
	vpmuludq	%zmm30, %zmm17, %zmm12
	vpmuludq	%zmm30, %zmm18, %zmm2
	vpmuludq	%zmm31, %zmm19, %zmm17
	vpmuludq	%zmm31, %zmm20, %zmm18
	vpmuludq	%zmm31, %zmm11, %zmm19
	vpmuludq	%zmm31, %zmm1, %zmm20
	vpsrlq	$32, %zmm17, %zmm0
	vpternlogq	$150, %zmm5, %zmm26, %zmm0
	vpsrlq	$32, %zmm18, %zmm1
	vpternlogq	$150, %zmm16, %zmm26, %zmm1
	vpsrlq	$32, %zmm19, %zmm5
	vpternlogq	$150, %zmm21, %zmm26, %zmm5
	vpsrlq	$32, %zmm20, %zmm16
	vpternlogq	$150, %zmm22, %zmm26, %zmm16
	vpsrlq	$32, %zmm15, %zmm21
	vpternlogq	$150, %zmm27, %zmm14, %zmm21
	vpsrlq	$32, %zmm13, %zmm14
	vpternlogq	$150, %zmm27, %zmm6, %zmm14
	vpsrlq	$32, %zmm12, %zmm22
	vpternlogq	$150, %zmm27, %zmm3, %zmm22
	vpsrlq	$32, %zmm2, %zmm3
	vpternlogq	$150, %zmm27, %zmm4, %zmm3
	vpmuludq	%zmm30, %zmm0, %zmm11
	vpmuludq	%zmm30, %zmm1, %zmm6
	vpmuludq	%zmm30, %zmm5, %zmm4
	vpmuludq	%zmm31, %zmm21, %zmm5
	vpmuludq	%zmm30, %zmm16, %zmm0
	vpmuludq	%zmm31, %zmm14, %zmm16
	vpmuludq	%zmm31, %zmm22, %zmm21
	vpmuludq	%zmm31, %zmm3, %zmm14
	vpsrlq	$32, %zmm5, %zmm3
	vpternlogq	$150, %zmm28, %zmm17, %zmm3
	vpsrlq	$32, %zmm16, %zmm17
	vpternlogq	$150, %zmm28, %zmm18, %zmm17
	vpsrlq	$32, %zmm21, %zmm18
	vpternlogq	$150, %zmm28, %zmm19, %zmm18
	vpsrlq	$32, %zmm14, %zmm1
	vpternlogq	$150, %zmm28, %zmm20, %zmm1
	vpsrlq	$32, %zmm11, %zmm19
	vpternlogq	$150, %zmm15, %zmm29, %zmm19
	vpsrlq	$32, %zmm6, %zmm15
	vpternlogq	$150, %zmm13, %zmm29, %zmm15
	vpsrlq	$32, %zmm4, %zmm20
	vpternlogq	$150, %zmm12, %zmm29, %zmm20
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, %zmm2, %zmm29, %zmm22
	vpmuludq	%zmm30, %zmm3, %zmm23
	vpmuludq	%zmm30, %zmm17, %zmm13
	vpmuludq	%zmm30, %zmm18, %zmm3
	vpmuludq	%zmm31, %zmm19, %zmm17
	vpmuludq	%zmm31, %zmm15, %zmm15
	vpmuludq	%zmm31, %zmm20, %zmm12
	vmovdqu64	1248(%rsp), %ymm20
	vpmuludq	%zmm31, %zmm22, %zmm2
	vpsrlq	$32, %zmm17, %zmm18
	vpxorq	%zmm5, %zmm18, %zmm18
	vpsrlq	$32, %zmm15, %zmm5
	vpxorq	%zmm16, %zmm5, %zmm16
	vpsrlq	$32, %zmm12, %zmm5
	vpxorq	%zmm21, %zmm5, %zmm19
	vmovdqu64	1872(%rsp), %ymm21
	vpsrlq	$32, %zmm23, %zmm5
	vpxorq	%zmm11, %zmm5, %zmm11
	vpsrlq	$32, %zmm2, %zmm5
	vpxorq	%zmm14, %zmm5, %zmm5
	vpsrlq	$32, %zmm13, %zmm14
	vpxorq	%zmm6, %zmm14, %zmm6
	vpsrlq	$32, %zmm3, %zmm14
	vpxorq	%zmm4, %zmm14, %zmm4
	vpmovqd	%zmm23, %ymm14
	vpmovqd	%zmm11, %ymm11
	vpxord	%ymm11, %ymm21, %ymm11
	vinserti64x4	$1, %ymm14, %zmm11, %zmm11
	vpmovqd	%zmm17, %ymm14
	vpmovqd	%zmm18, %ymm17
	vpxord	%ymm17, %ymm20, %ymm17
	vinserti64x4	$1, %ymm14, %zmm17, %zmm14
	vmovdqa64	%zmm14, %zmm17
	vmovdqa64	.LCPI0_6(%rip), %zmm18
	vpermt2d	%zmm11, %zmm18, %zmm17
	vmovdqa64	.LCPI0_7(%rip), %zmm22
	vpermt2d	%zmm11, %zmm22, %zmm14
	vmovdqu64	%zmm14, -320(%rbp)
	vmovdqu64	%zmm17, -384(%rbp)
	vpmovqd	%zmm15, %ymm11
	vpmovqd	%zmm16, %ymm14
	vpxord	%ymm14, %ymm20, %ymm14
	vinserti64x4	$1, %ymm11, %zmm14, %zmm11
	vmovdqu64	2768(%rsp), %zmm14
	vpmovqd	%zmm13, %ymm13
	vpmovqd	%zmm6, %ymm6
	vpxord	%ymm6, %ymm21, %ymm6
	vinserti64x4	$1, %ymm13, %zmm6, %zmm6
	vmovdqa64	%zmm11, %zmm13
	vpermt2d	%zmm6, %zmm18, %zmm13
	vpermt2d	%zmm6, %zmm22, %zmm11
	vmovdqu64	%zmm11, -192(%rbp)
	vpmovqd	%zmm12, %ymm6
	vpmovqd	%zmm19, %ymm11
	vpxord	%ymm11, %ymm20, %ymm11
	vinserti64x4	$1, %ymm6, %zmm11, %zmm6
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm4, %ymm4
	vpxord	%ymm4, %ymm21, %ymm4
	vinserti64x4	$1, %ymm3, %zmm4, %zmm3
	vmovdqa64	%zmm6, %zmm4
	vpermt2d	%zmm3, %zmm18, %zmm4
	vpermt2d	%zmm3, %zmm22, %zmm6
	vmovdqu64	%zmm13, -256(%rbp)
	vmovdqu64	%zmm6, -64(%rbp)
	vpmuludq	%zmm30, %zmm1, %zmm1
	vmovdqu64	%zmm4, -128(%rbp)
	vpsrlq	$32, %zmm1, %zmm3
	vpxorq	%zmm0, %zmm3, %zmm0
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm5, %ymm3
	vpxord	%ymm3, %ymm20, %ymm3
	vinserti64x4	$1, %ymm2, %zmm3, %zmm2
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm0, %ymm0
	vpxord	%ymm0, %ymm21, %ymm0
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vmovdqa64	%zmm2, %zmm1
	vpermt2d	%zmm0, %zmm22, %zmm2
	vmovdqu64	%zmm2, 64(%rbp)
	vpermt2d	%zmm0, %zmm18, %zmm1
	vmovdqu64	%zmm1, (%rbp)
	vpaddq	.LCPI0_8(%rip){1to8}, %zmm10, %zmm10
	addq	$512, %rbp
	addq	$-32, %rdx
	jne	.LBB0_105
	movq	-8(%rsp), %rax
	cmpq	%rax, (%rsp)
	movq	-112(%rsp), %r14
	movq	1616(%rsp), %r13
	movq	-48(%rsp), %r9
	movl	8(%rsp), %edx
	vbroadcastss	.LCPI0_11(%rip), %zmm23
	vmovdqa64	%zmm24, %zmm19
	vmovss	.LCPI0_12(%rip), %xmm0
	vmovss	.LCPI0_20(%rip), %xmm4
	vmovdqa64	.LCPI0_6(%rip), %zmm24
	movq	-32(%rsp), %r12
	vmovdqu64	2256(%rsp), %zmm10
	vmovdqu64	2000(%rsp), %zmm11
	vmovdqu64	2640(%rsp), %zmm12
	vmovdqu64	2704(%rsp), %zmm13
	vmovdqu64	2192(%rsp), %zmm15
	vmovdqu64	2128(%rsp), %zmm16
	vmovdqu64	2064(%rsp), %zmm17
	je	.LBB0_43
	movq	-8(%rsp), %rcx
	testb	$96, -120(%rsp)
	je	.LBB0_111
	vmovdqa64	%zmm25, %zmm1
	vmovdqa64	%zmm26, %zmm25
	vmovdqa64	%zmm1, %zmm22
	vmovdqa64	%zmm7, %zmm18
	movq	3664(%rsp), %rax
	xorl	32(%rsp), %eax
	vpbroadcastq	%rax, %zmm0
	movq	-80(%rsp), %rax
	xorl	%r11d, %eax
	vpbroadcastq	%rax, %zmm1
	movq	224(%rsp), %rcx
	movq	232(%rsp), %rdx
	vmovdqu64	4176(%rsp), %zmm2
	vmovdqa64	.LCPI0_7(%rip), %zmm7
	vpbroadcastq	.LCPI0_1(%rip), %zmm26
	vmovdqa64	%zmm8, %zmm23
	.p2align	4
.LBB0_109:
	vpaddq	%zmm10, %zmm2, %zmm3
	vpmuludq	%zmm30, %zmm3, %zmm4
	vpternlogq	$150, %zmm14, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm31, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm5, %zmm0, %zmm5
	vpxorq	%zmm4, %zmm23, %zmm4
	vpmuludq	%zmm30, %zmm5, %zmm5
	vpmuludq	%zmm31, %zmm4, %zmm4
	vpsrlq	$32, %zmm5, %zmm6
	vpsrlq	$32, %zmm4, %zmm8
	vpxorq	%zmm6, %zmm1, %zmm6
	vpternlogq	$150, %zmm13, %zmm3, %zmm8
	vpmuludq	%zmm30, %zmm8, %zmm3
	vpmuludq	%zmm31, %zmm6, %zmm6
	vpsrlq	$32, %zmm3, %zmm8
	vpsrlq	$32, %zmm6, %zmm9
	vpternlogq	$150, %zmm4, %zmm15, %zmm9
	vpternlogq	$150, %zmm16, %zmm5, %zmm8
	vpmuludq	%zmm30, %zmm9, %zmm4
	vpmuludq	%zmm31, %zmm8, %zmm5
	vpsrlq	$32, %zmm4, %zmm8
	vpsrlq	$32, %zmm5, %zmm9
	vpternlogq	$150, %zmm17, %zmm6, %zmm9
	vpternlogq	$150, %zmm3, %zmm18, %zmm8
	vpmuludq	%zmm30, %zmm9, %zmm3
	vpmuludq	%zmm31, %zmm8, %zmm6
	vpsrlq	$32, %zmm3, %zmm8
	vpsrlq	$32, %zmm6, %zmm9
	vpternlogq	$150, %zmm5, %zmm11, %zmm9
	vpternlogq	$150, %zmm12, %zmm4, %zmm8
	vpmuludq	%zmm30, %zmm9, %zmm4
	vpmuludq	%zmm31, %zmm8, %zmm5
	vpsrlq	$32, %zmm4, %zmm8
	vpsrlq	$32, %zmm5, %zmm9
	vpternlogq	$150, %zmm19, %zmm6, %zmm9
	vpternlogq	$150, %zmm3, %zmm22, %zmm8
	vpmuludq	%zmm30, %zmm9, %zmm3
	vpmuludq	%zmm31, %zmm8, %zmm6
	vpsrlq	$32, %zmm3, %zmm8
	vpsrlq	$32, %zmm6, %zmm9
	vpternlogq	$150, %zmm5, %zmm25, %zmm9
	vpternlogq	$150, %zmm27, %zmm4, %zmm8
	vpmuludq	%zmm30, %zmm9, %zmm4
	vpmuludq	%zmm31, %zmm8, %zmm5
	vpsrlq	$32, %zmm4, %zmm8
	vpsrlq	$32, %zmm5, %zmm9
	vpternlogq	$150, %zmm28, %zmm6, %zmm9
	vpternlogq	$150, %zmm3, %zmm29, %zmm8
	vpmuludq	%zmm30, %zmm9, %zmm3
	vpmuludq	%zmm31, %zmm8, %zmm6
	vpsrlq	$32, %zmm3, %zmm8
	vpsrlq	$32, %zmm6, %zmm9
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm6, %ymm6
	vpxorq	%zmm5, %zmm9, %zmm5
	vpmovqd	%zmm5, %ymm5
	vpxorq	%zmm4, %zmm8, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpxord	%ymm5, %ymm20, %ymm5
	vpxord	%ymm4, %ymm21, %ymm4
	vinserti64x4	$1, %ymm6, %zmm5, %zmm5
	vinserti64x4	$1, %ymm3, %zmm4, %zmm3
	vmovdqa64	%zmm5, %zmm4
	vpermt2d	%zmm3, %zmm7, %zmm5
	vmovdqu64	%zmm5, 64(%rcx)
	vpermt2d	%zmm3, %zmm24, %zmm4
	vmovdqu64	%zmm4, (%rcx)
	vpaddq	%zmm26, %zmm2, %zmm2
	subq	$-128, %rcx
	addq	$-8, %rdx
	jne	.LBB0_109
	movq	96(%rsp), %rax
	movq	%rax, %rcx
	cmpq	%rax, (%rsp)
	movq	-112(%rsp), %r14
	movq	1616(%rsp), %r13
	movq	-48(%rsp), %r9
	movl	8(%rsp), %edx
	vmovss	.LCPI0_20(%rip), %xmm4
	movq	-32(%rsp), %r12
	vmovss	.LCPI0_12(%rip), %xmm0
	vbroadcastss	.LCPI0_11(%rip), %zmm23
	jne	.LBB0_111
	.p2align	4
.LBB0_43:
	cmpb	$0, 4688(%rsp)
	je	.LBB0_45
	xorl	%ecx, %ecx
	movq	864(%rsp), %r10
	movq	-72(%rsp), %rdi
	movq	-40(%rsp), %r11
	movq	2576(%rsp), %rbx
	movq	2512(%rsp), %r9
	vmovss	.LCPI0_11(%rip), %xmm21
	vmovss	.LCPI0_21(%rip), %xmm24
	vmovss	.LCPI0_22(%rip), %xmm27
	vmovss	.LCPI0_23(%rip), %xmm7
	vmovss	.LCPI0_24(%rip), %xmm22
	vmovss	.LCPI0_25(%rip), %xmm28
	vmovsd	.LCPI0_26(%rip), %xmm29
	vmovsd	.LCPI0_27(%rip), %xmm14
	vmovsd	.LCPI0_28(%rip), %xmm15
	vmovsd	.LCPI0_29(%rip), %xmm16
	vmovsd	.LCPI0_30(%rip), %xmm17
	vmovsd	.LCPI0_31(%rip), %xmm18
	vmovsd	.LCPI0_46(%rip), %xmm8
	vmovsd	.LCPI0_35(%rip), %xmm10
	vmovsd	.LCPI0_32(%rip), %xmm12
	vmovsd	.LCPI0_36(%rip), %xmm13
	vmovsd	.LCPI0_33(%rip), %xmm9
	vmovsd	.LCPI0_37(%rip), %xmm6
	vmovsd	.LCPI0_47(%rip), %xmm26
	vmovsd	.LCPI0_39(%rip), %xmm19
	movl	120(%rsp), %esi
	vmovaps	%xmm0, %xmm11
	vmovapd	%xmm4, %xmm23
	movq	-120(%rsp), %r14
	.p2align	4
.LBB0_52:
	movl	(%rdi,%rcx,4), %eax
	shrl	$9, %eax
	vcvtsi2ss	%eax, %xmm21, %xmm0
	movl	4(%rdi,%rcx,4), %eax
	vaddss	%xmm21, %xmm0, %xmm0
	vmulss	%xmm0, %xmm11, %xmm0
	shrl	$9, %eax
	vcvtsi2ss	%eax, %xmm21, %xmm1
	vaddss	%xmm21, %xmm1, %xmm1
	vmulss	%xmm1, %xmm11, %xmm1
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
	vaddss	%xmm23, %xmm5, %xmm5
	vmulss	%xmm5, %xmm4, %xmm5
	vmulss	%xmm24, %xmm4, %xmm4
	vaddss	%xmm27, %xmm4, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vaddss	%xmm5, %xmm3, %xmm3
	vmulss	%xmm21, %xmm0, %xmm4
	vcvtsi2ss	%edx, %xmm21, %xmm5
	vmulss	%xmm4, %xmm0, %xmm4
	vaddss	%xmm3, %xmm4, %xmm3
	vmulss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm7, %xmm5, %xmm3
	vaddss	%xmm2, %xmm3, %xmm2
	vsubss	%xmm4, %xmm2, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vmulss	%xmm22, %xmm5, %xmm2
	vaddss	%xmm0, %xmm2, %xmm0
	vmulss	%xmm28, %xmm0, %xmm0
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vsqrtss	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm29, %xmm1, %xmm1
	vaddsd	%xmm1, %xmm14, %xmm2
	vaddsd	%xmm2, %xmm15, %xmm3
	vsubsd	%xmm3, %xmm1, %xmm1
	vmovq	%xmm2, %rax
	testb	$2, %al
	sete	%dl
	vmulsd	%xmm16, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm1, %xmm2
	vmulsd	%xmm17, %xmm2, %xmm3
	vaddsd	%xmm18, %xmm3, %xmm3
	vmulsd	%xmm2, %xmm8, %xmm4
	vaddsd	%xmm4, %xmm10, %xmm4
	vmulsd	%xmm3, %xmm2, %xmm3
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm3, %xmm12, %xmm3
	vaddsd	%xmm4, %xmm13, %xmm4
	vmulsd	%xmm3, %xmm2, %xmm3
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm3, %xmm9, %xmm3
	vaddsd	%xmm6, %xmm4, %xmm4
	vmulsd	%xmm2, %xmm1, %xmm5
	vmulsd	%xmm3, %xmm5, %xmm3
	vmulsd	%xmm2, %xmm2, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vmulsd	%xmm26, %xmm2, %xmm2
	vaddsd	%xmm19, %xmm2, %xmm2
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
	jb	.LBB0_52
	jmp	.LBB0_37
	.p2align	4
.LBB0_45:
	xorl	%r9d, %r9d
	movq	864(%rsp), %r10
	movq	-72(%rsp), %rdi
	movq	-40(%rsp), %r11
	movq	2576(%rsp), %rbx
	movq	3856(%rsp), %rax
	movq	280(%rsp), %rcx
	movl	120(%rsp), %esi
	movq	-120(%rsp), %r14
	.p2align	4
.LBB0_46:
	vmovdqu64	-384(%rcx,%r9,8), %zmm0
	vmovdqu64	-320(%rcx,%r9,8), %zmm3
	vmovdqu64	%zmm3, 448(%rsp)
	vmovdqu64	-256(%rcx,%r9,8), %zmm1
	vmovdqu64	-192(%rcx,%r9,8), %zmm5
	vmovdqu64	%zmm5, 544(%rsp)
	vmovdqu64	%zmm0, 128(%rsp)
	vmovdqa64	.LCPI0_10(%rip), %zmm4
	vpermt2d	%zmm3, %zmm4, %zmm0
	vmovdqu64	%zmm1, 384(%rsp)
	vpermt2d	%zmm5, %zmm4, %zmm1
	vmovdqu64	-64(%rcx,%r9,8), %zmm5
	vmovdqu64	%zmm5, 672(%rsp)
	vmovdqu64	-128(%rcx,%r9,8), %zmm2
	vmovdqu64	%zmm2, 800(%rsp)
	vmovdqu64	64(%rcx,%r9,8), %zmm6
	vmovdqu64	%zmm6, 608(%rsp)
	vmovdqu64	(%rcx,%r9,8), %zmm3
	vpermt2d	%zmm5, %zmm4, %zmm2
	vmovdqu64	%zmm3, 736(%rsp)
	vpermt2d	%zmm6, %zmm4, %zmm3
	vpsrld	$9, %zmm0, %zmm0
	vpsrld	$9, %zmm1, %zmm1
	vpsrld	$9, %zmm2, %zmm2
	vpsrld	$9, %zmm3, %zmm3
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm3, %zmm3
	vaddps	%zmm23, %zmm0, %zmm4
	vaddps	%zmm23, %zmm1, %zmm1
	vaddps	%zmm23, %zmm2, %zmm2
	vaddps	%zmm23, %zmm3, %zmm0
	vbroadcastss	.LCPI0_12(%rip), %zmm28
	vmulps	%zmm28, %zmm4, %zmm3
	vmulps	%zmm28, %zmm1, %zmm1
	vcvtps2pd	%ymm3, %zmm4
	vmulps	%zmm28, %zmm2, %zmm2
	vextractf64x4	$1, %zmm3, %ymm3
	vcvtps2pd	%ymm3, %zmm3
	vcvtps2pd	%ymm1, %zmm5
	vmulps	%zmm28, %zmm0, %zmm0
	vextractf64x4	$1, %zmm1, %ymm1
	vcvtps2pd	%ymm1, %zmm1
	vcvtps2pd	%ymm2, %zmm6
	vextractf64x4	$1, %zmm2, %ymm2
	vcvtps2pd	%ymm2, %zmm2
	vcvtps2pd	%ymm0, %zmm12
	vextractf64x4	$1, %zmm0, %ymm0
	vcvtps2pd	%ymm0, %zmm0
	vbroadcastsd	.LCPI0_26(%rip), %zmm7
	vmulpd	%zmm7, %zmm3, %zmm14
	vmulpd	%zmm7, %zmm4, %zmm15
	vmulpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm7, %zmm6, %zmm16
	vmulpd	%zmm7, %zmm0, %zmm17
	vmulpd	%zmm7, %zmm12, %zmm0
	vbroadcastsd	.LCPI0_27(%rip), %zmm3
	vaddpd	%zmm3, %zmm15, %zmm28
	vaddpd	%zmm3, %zmm14, %zmm30
	vaddpd	%zmm3, %zmm5, %zmm10
	vmovupd	%zmm10, 1344(%rsp)
	vaddpd	%zmm3, %zmm1, %zmm9
	vmovupd	%zmm9, 1472(%rsp)
	vaddpd	%zmm3, %zmm16, %zmm8
	vmovupd	%zmm8, 1280(%rsp)
	vaddpd	%zmm3, %zmm2, %zmm7
	vmovupd	%zmm7, 1536(%rsp)
	vaddpd	%zmm3, %zmm0, %zmm4
	vmovupd	%zmm4, 1008(%rsp)
	vaddpd	%zmm3, %zmm17, %zmm6
	vmovupd	%zmm6, 1072(%rsp)
	vbroadcastsd	.LCPI0_28(%rip), %zmm3
	vaddpd	%zmm3, %zmm30, %zmm12
	vaddpd	%zmm3, %zmm28, %zmm18
	vaddpd	%zmm3, %zmm9, %zmm19
	vaddpd	%zmm3, %zmm10, %zmm20
	vaddpd	%zmm3, %zmm7, %zmm21
	vaddpd	%zmm3, %zmm8, %zmm22
	vaddpd	%zmm3, %zmm6, %zmm23
	vaddpd	%zmm3, %zmm4, %zmm26
	vsubpd	%zmm18, %zmm15, %zmm27
	vsubpd	%zmm12, %zmm14, %zmm15
	vsubpd	%zmm20, %zmm5, %zmm5
	vsubpd	%zmm19, %zmm1, %zmm19
	vsubpd	%zmm22, %zmm16, %zmm18
	vsubpd	%zmm21, %zmm2, %zmm14
	vsubpd	%zmm26, %zmm0, %zmm0
	vsubpd	%zmm23, %zmm17, %zmm12
	vbroadcastsd	.LCPI0_29(%rip), %zmm13
	vmulpd	%zmm13, %zmm15, %zmm15
	vmulpd	%zmm13, %zmm27, %zmm10
	vmulpd	%zmm13, %zmm19, %zmm16
	vmulpd	%zmm13, %zmm5, %zmm17
	vmulpd	%zmm10, %zmm10, %zmm22
	vmulpd	%zmm15, %zmm15, %zmm26
	vmulpd	%zmm17, %zmm17, %zmm8
	vmulpd	%zmm16, %zmm16, %zmm29
	vbroadcastsd	.LCPI0_30(%rip), %zmm24
	vmulpd	%zmm24, %zmm26, %zmm5
	vmulpd	%zmm24, %zmm22, %zmm19
	vmulpd	%zmm24, %zmm8, %zmm20
	vbroadcastsd	.LCPI0_31(%rip), %zmm6
	vaddpd	%zmm6, %zmm19, %zmm19
	vaddpd	%zmm6, %zmm5, %zmm5
	vaddpd	%zmm6, %zmm20, %zmm20
	vmulpd	%zmm5, %zmm26, %zmm5
	vmulpd	%zmm19, %zmm22, %zmm19
	vmulpd	%zmm20, %zmm8, %zmm20
	vbroadcastsd	.LCPI0_32(%rip), %zmm4
	vaddpd	%zmm4, %zmm19, %zmm19
	vaddpd	%zmm4, %zmm5, %zmm5
	vaddpd	%zmm4, %zmm20, %zmm20
	vmulpd	%zmm5, %zmm26, %zmm5
	vmulpd	%zmm19, %zmm22, %zmm19
	vmulpd	%zmm20, %zmm8, %zmm20
	vbroadcastsd	.LCPI0_33(%rip), %zmm2
	vaddpd	%zmm2, %zmm19, %zmm19
	vaddpd	%zmm2, %zmm5, %zmm5
	vaddpd	%zmm2, %zmm20, %zmm20
	vmulpd	%zmm22, %zmm10, %zmm21
	vmulpd	%zmm19, %zmm21, %zmm25
	vmulpd	%zmm26, %zmm15, %zmm21
	vmulpd	%zmm5, %zmm21, %zmm19
	vmulpd	%zmm8, %zmm17, %zmm21
	vmulpd	%zmm20, %zmm21, %zmm20
	vmulpd	%zmm24, %zmm29, %zmm21
	vaddpd	%zmm6, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm29, %zmm21
	vaddpd	%zmm4, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm29, %zmm21
	vaddpd	%zmm2, %zmm21, %zmm21
	vmulpd	%zmm29, %zmm16, %zmm23
	vmulpd	%zmm21, %zmm23, %zmm7
	vmulpd	%zmm13, %zmm18, %zmm18
	vmulpd	%zmm18, %zmm18, %zmm27
	vmulpd	%zmm24, %zmm27, %zmm21
	vaddpd	%zmm6, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm27, %zmm21
	vaddpd	%zmm4, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm27, %zmm21
	vaddpd	%zmm2, %zmm21, %zmm21
	vmulpd	%zmm27, %zmm18, %zmm23
	vmulpd	%zmm21, %zmm23, %zmm5
	vmulpd	%zmm13, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm23
	vmulpd	%zmm24, %zmm23, %zmm21
	vaddpd	%zmm6, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm23, %zmm21
	vaddpd	%zmm4, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm23, %zmm21
	vaddpd	%zmm2, %zmm21, %zmm21
	vmulpd	%zmm23, %zmm14, %zmm9
	vmulpd	%zmm21, %zmm9, %zmm9
	vmulpd	%zmm13, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm3
	vmulpd	%zmm24, %zmm3, %zmm21
	vaddpd	%zmm6, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm3, %zmm21
	vaddpd	%zmm4, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm3, %zmm21
	vaddpd	%zmm2, %zmm21, %zmm21
	vmulpd	%zmm3, %zmm1, %zmm11
	vmulpd	%zmm21, %zmm11, %zmm11
	vmulpd	%zmm13, %zmm12, %zmm0
	vmulpd	%zmm0, %zmm0, %zmm12
	vmulpd	%zmm24, %zmm12, %zmm21
	vaddpd	%zmm6, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm12, %zmm21
	vaddpd	%zmm4, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm12, %zmm21
	vaddpd	%zmm2, %zmm21, %zmm21
	vmulpd	%zmm12, %zmm0, %zmm13
	vmulpd	%zmm21, %zmm13, %zmm13
	vaddpd	%zmm25, %zmm10, %zmm24
	vaddpd	%zmm19, %zmm15, %zmm21
	vaddpd	%zmm20, %zmm17, %zmm17
	vaddpd	%zmm7, %zmm16, %zmm19
	vaddpd	%zmm5, %zmm18, %zmm18
	vaddpd	%zmm9, %zmm14, %zmm16
	vaddpd	%zmm11, %zmm1, %zmm1
	vmovupd	%zmm1, 1808(%rsp)
	vaddpd	%zmm13, %zmm0, %zmm0
	vmovupd	%zmm0, 1408(%rsp)
	vbroadcastsd	.LCPI0_34(%rip), %zmm2
	vmulpd	%zmm2, %zmm22, %zmm0
	vbroadcastsd	.LCPI0_35(%rip), %zmm6
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm22, %zmm0
	vbroadcastsd	.LCPI0_36(%rip), %zmm10
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm22, %zmm0
	vbroadcastsd	.LCPI0_37(%rip), %zmm14
	vaddpd	%zmm14, %zmm0, %zmm0
	vmulpd	%zmm22, %zmm22, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm5
	vmulpd	%zmm2, %zmm26, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vaddpd	%zmm14, %zmm0, %zmm0
	vmulpd	%zmm26, %zmm26, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm2, %zmm8, %zmm1
	vsubpd	%zmm1, %zmm6, %zmm1
	vmulpd	%zmm1, %zmm8, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm8, %zmm1
	vaddpd	%zmm14, %zmm1, %zmm1
	vmulpd	%zmm8, %zmm8, %zmm4
	vmulpd	%zmm1, %zmm4, %zmm1
	vmulpd	%zmm2, %zmm29, %zmm4
	vsubpd	%zmm4, %zmm6, %zmm4
	vmulpd	%zmm4, %zmm29, %zmm4
	vaddpd	%zmm10, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm29, %zmm4
	vaddpd	%zmm14, %zmm4, %zmm4
	vmulpd	%zmm29, %zmm29, %zmm7
	vmulpd	%zmm4, %zmm7, %zmm4
	vmulpd	%zmm2, %zmm27, %zmm7
	vsubpd	%zmm7, %zmm6, %zmm7
	vmulpd	%zmm7, %zmm27, %zmm7
	vaddpd	%zmm10, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm27, %zmm7
	vaddpd	%zmm14, %zmm7, %zmm7
	vmulpd	%zmm27, %zmm27, %zmm9
	vmulpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm2, %zmm23, %zmm9
	vsubpd	%zmm9, %zmm6, %zmm9
	vmulpd	%zmm9, %zmm23, %zmm9
	vaddpd	%zmm10, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm23, %zmm9
	vaddpd	%zmm14, %zmm9, %zmm9
	vmulpd	%zmm23, %zmm23, %zmm11
	vmulpd	%zmm9, %zmm11, %zmm9
	vmulpd	%zmm2, %zmm3, %zmm11
	vsubpd	%zmm11, %zmm6, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm11
	vaddpd	%zmm10, %zmm11, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm11
	vaddpd	%zmm14, %zmm11, %zmm11
	vmulpd	%zmm3, %zmm3, %zmm13
	vmulpd	%zmm11, %zmm13, %zmm11
	vmulpd	%zmm2, %zmm12, %zmm13
	vsubpd	%zmm13, %zmm6, %zmm13
	vmulpd	%zmm13, %zmm12, %zmm13
	vaddpd	%zmm10, %zmm13, %zmm13
	vmulpd	%zmm13, %zmm12, %zmm13
	vaddpd	%zmm14, %zmm13, %zmm13
	vmulpd	%zmm12, %zmm12, %zmm14
	vmulpd	%zmm13, %zmm14, %zmm13
	vbroadcastsd	.LCPI0_38(%rip), %zmm2
	vmulpd	%zmm2, %zmm26, %zmm14
	vbroadcastsd	.LCPI0_39(%rip), %zmm6
	vsubpd	%zmm14, %zmm6, %zmm14
	vaddpd	%zmm0, %zmm14, %zmm14
	vmulpd	%zmm2, %zmm22, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vaddpd	%zmm5, %zmm0, %zmm5
	vmulpd	%zmm2, %zmm29, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vaddpd	%zmm4, %zmm0, %zmm26
	vmulpd	%zmm2, %zmm8, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vaddpd	%zmm1, %zmm0, %zmm29
	vmulpd	%zmm2, %zmm23, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm22
	vmulpd	%zmm2, %zmm27, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm4
	vmulpd	%zmm2, %zmm12, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vaddpd	%zmm13, %zmm0, %zmm15
	vmulpd	%zmm2, %zmm3, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vaddpd	%zmm11, %zmm0, %zmm1
	vpbroadcastq	.LCPI0_41(%rip), %zmm23
	vptestnmq	%zmm23, %zmm28, %k1
	vpbroadcastq	.LCPI0_42(%rip), %zmm0
	vptestnmq	%zmm0, %zmm28, %k2
	vbroadcastsd	.LCPI0_40(%rip), %zmm6
	vxorpd	%zmm6, %zmm24, %zmm2
	vxorpd	%zmm6, %zmm5, %zmm12
	vblendmpd	%zmm24, %zmm2, %zmm3 {%k2}
	vmovupd	%zmm3, 1744(%rsp)
	vmovapd	%zmm5, %zmm12 {%k2}
	vmovapd	%zmm2, %zmm24 {%k2}
	vptestnmq	%zmm0, %zmm30, %k2
	vxorpd	%zmm6, %zmm14, %zmm3
	vmovapd	%zmm14, %zmm3 {%k2}
	vxorpd	%zmm6, %zmm21, %zmm2
	vblendmpd	%zmm21, %zmm2, %zmm25 {%k2}
	vmovapd	%zmm2, %zmm21 {%k2}
	vmovdqu64	1344(%rsp), %zmm11
	vptestnmq	%zmm0, %zmm11, %k2
	vxorpd	%zmm6, %zmm29, %zmm5
	vmovapd	%zmm29, %zmm5 {%k2}
	vmovapd	%zmm17, %zmm7
	vxorpd	%zmm6, %zmm17, %zmm2
	vblendmpd	%zmm17, %zmm2, %zmm31 {%k2}
	vmovapd	%zmm2, %zmm7 {%k2}
	vmovdqu64	1472(%rsp), %zmm10
	vptestnmq	%zmm0, %zmm10, %k2
	vxorpd	%zmm6, %zmm26, %zmm9
	vmovapd	%zmm26, %zmm9 {%k2}
	vxorpd	%zmm6, %zmm19, %zmm2
	vblendmpd	%zmm19, %zmm2, %zmm14 {%k2}
	vmovapd	%zmm2, %zmm19 {%k2}
	vmovdqu64	1280(%rsp), %zmm8
	vptestnmq	%zmm0, %zmm8, %k2
	vxorpd	%zmm6, %zmm4, %zmm13
	vmovapd	%zmm4, %zmm13 {%k2}
	vxorpd	%zmm6, %zmm18, %zmm2
	vblendmpd	%zmm18, %zmm2, %zmm20 {%k2}
	vmovapd	%zmm2, %zmm18 {%k2}
	vmovdqu64	1536(%rsp), %zmm4
	vptestnmq	%zmm0, %zmm4, %k2
	vxorpd	%zmm6, %zmm22, %zmm26
	vmovapd	%zmm22, %zmm26 {%k2}
	vmovapd	%zmm16, %zmm17
	vxorpd	%zmm6, %zmm16, %zmm2
	vblendmpd	%zmm16, %zmm2, %zmm22 {%k2}
	vmovapd	%zmm2, %zmm17 {%k2}
	vmovdqu64	1008(%rsp), %zmm28
	vptestnmq	%zmm0, %zmm28, %k2
	vmovupd	1808(%rsp), %zmm16
	vxorpd	%zmm6, %zmm16, %zmm2
	vxorpd	%zmm6, %zmm1, %zmm27
	vblendmpd	%zmm16, %zmm2, %zmm29 {%k2}
	vmovapd	%zmm1, %zmm27 {%k2}
	vmovapd	%zmm2, %zmm16 {%k2}
	vmovdqu64	1072(%rsp), %zmm2
	vptestnmq	%zmm0, %zmm2, %k2
	vxorpd	%zmm6, %zmm15, %zmm0
	vmovapd	%zmm15, %zmm0 {%k2}
	vmovupd	1408(%rsp), %zmm15
	vxorpd	%zmm6, %zmm15, %zmm1
	vblendmpd	%zmm15, %zmm1, %zmm6 {%k2}
	vmovapd	%zmm1, %zmm15 {%k2}
	vptestnmq	%zmm23, %zmm30, %k2
	vblendmpd	%zmm25, %zmm3, %zmm1 {%k2}
	vmovupd	%zmm1, 1808(%rsp)
	vmovapd	%zmm3, %zmm21 {%k2}
	vmovapd	%zmm21, %zmm25
	vptestnmq	%zmm23, %zmm11, %k2
	vblendmpd	1744(%rsp), %zmm12, %zmm1 {%k1}
	vmovupd	%zmm1, 1744(%rsp)
	vmovapd	%zmm12, %zmm24 {%k1}
	vmovupd	%zmm24, 1408(%rsp)
	vptestnmq	%zmm23, %zmm10, %k1
	vblendmpd	%zmm14, %zmm9, %zmm1 {%k1}
	vmovupd	%zmm1, 1344(%rsp)
	vmovapd	%zmm9, %zmm19 {%k1}
	vmovupd	%zmm19, 1472(%rsp)
	vptestnmq	%zmm23, %zmm8, %k1
	vblendmpd	%zmm31, %zmm5, %zmm19 {%k2}
	vmovapd	%zmm5, %zmm7 {%k2}
	vmovapd	%zmm7, %zmm21
	vptestnmq	%zmm23, %zmm4, %k2
	vblendmpd	%zmm22, %zmm26, %zmm1 {%k2}
	vmovupd	%zmm1, 1536(%rsp)
	vblendmpd	%zmm20, %zmm13, %zmm1 {%k1}
	vmovupd	%zmm1, 1280(%rsp)
	vmovapd	%zmm26, %zmm17 {%k2}
	vmovapd	%zmm13, %zmm18 {%k1}
	vptestnmq	%zmm23, %zmm2, %k1
	vblendmpd	%zmm6, %zmm0, %zmm24 {%k1}
	vmovapd	%zmm0, %zmm15 {%k1}
	vmovapd	%zmm15, %zmm20
	vptestnmq	%zmm23, %zmm28, %k1
	vblendmpd	%zmm29, %zmm27, %zmm22 {%k1}
	vmovapd	%zmm27, %zmm16 {%k1}
	vmovdqa64	.LCPI0_9(%rip), %zmm0
	vmovdqu64	128(%rsp), %zmm1
	vpermt2d	448(%rsp), %zmm0, %zmm1
	vmovdqu64	384(%rsp), %zmm2
	vpermt2d	544(%rsp), %zmm0, %zmm2
	vmovdqu64	800(%rsp), %zmm3
	vpermt2d	672(%rsp), %zmm0, %zmm3
	vmovdqu64	736(%rsp), %zmm4
	vpermt2d	608(%rsp), %zmm0, %zmm4
	vpsrld	$9, %zmm1, %zmm0
	vpsrld	$9, %zmm2, %zmm2
	vpsrld	$9, %zmm3, %zmm5
	vpsrld	$9, %zmm4, %zmm7
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm5, %zmm5
	vcvtdq2ps	%zmm7, %zmm7
	vaddps	.LCPI0_11(%rip){1to16}, %zmm0, %zmm0
	vaddps	.LCPI0_11(%rip){1to16}, %zmm2, %zmm2
	vaddps	.LCPI0_11(%rip){1to16}, %zmm5, %zmm5
	vaddps	.LCPI0_11(%rip){1to16}, %zmm7, %zmm7
	vbroadcastss	.LCPI0_12(%rip), %zmm1
	vmulps	%zmm1, %zmm0, %zmm0
	vmulps	%zmm1, %zmm2, %zmm2
	vmulps	%zmm1, %zmm5, %zmm5
	vmulps	%zmm1, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_13(%rip), %zmm1
	vpaddd	%zmm1, %zmm0, %zmm14
	vpaddd	%zmm1, %zmm2, %zmm13
	vpaddd	%zmm1, %zmm5, %zmm12
	vpaddd	%zmm1, %zmm7, %zmm15
	vpbroadcastd	.LCPI0_15(%rip), %zmm1
	vpandd	%zmm1, %zmm14, %zmm0
	vpandd	%zmm1, %zmm13, %zmm2
	vpandd	%zmm1, %zmm12, %zmm5
	vpandd	%zmm1, %zmm15, %zmm8
	vpbroadcastd	.LCPI0_16(%rip), %zmm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vpaddd	%zmm1, %zmm2, %zmm2
	vpaddd	%zmm1, %zmm5, %zmm5
	vpaddd	%zmm1, %zmm8, %zmm11
	vbroadcastss	.LCPI0_17(%rip), %zmm1
	vaddps	%zmm1, %zmm0, %zmm8
	vaddps	%zmm1, %zmm2, %zmm9
	vaddps	%zmm1, %zmm5, %zmm10
	vaddps	%zmm1, %zmm11, %zmm11
	vbroadcastss	.LCPI0_18(%rip), %zmm28
	vaddps	%zmm28, %zmm8, %zmm0
	vaddps	%zmm28, %zmm9, %zmm2
	vdivps	%zmm0, %zmm8, %zmm6
	vdivps	%zmm2, %zmm9, %zmm7
	vaddps	%zmm28, %zmm10, %zmm5
	vdivps	%zmm5, %zmm10, %zmm5
	vmulps	%zmm6, %zmm6, %zmm26
	vmulps	%zmm7, %zmm7, %zmm27
	vmulps	%zmm5, %zmm5, %zmm29
	vmulps	%zmm26, %zmm26, %zmm30
	vbroadcastss	.LCPI0_19(%rip), %zmm1
	vmulps	%zmm1, %zmm30, %zmm31
	vbroadcastss	.LCPI0_20(%rip), %zmm2
	vaddps	%zmm2, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vbroadcastss	.LCPI0_21(%rip), %zmm3
	vmulps	%zmm3, %zmm30, %zmm30
	vbroadcastss	.LCPI0_22(%rip), %zmm4
	vaddps	%zmm4, %zmm30, %zmm30
	vmulps	%zmm30, %zmm26, %zmm26
	vmulps	%zmm27, %zmm27, %zmm30
	vaddps	%zmm31, %zmm26, %zmm26
	vmulps	%zmm1, %zmm30, %zmm31
	vaddps	%zmm2, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vmulps	%zmm3, %zmm30, %zmm30
	vaddps	%zmm4, %zmm30, %zmm30
	vmulps	%zmm30, %zmm27, %zmm27
	vmulps	%zmm29, %zmm29, %zmm30
	vaddps	%zmm31, %zmm27, %zmm27
	vmulps	%zmm1, %zmm30, %zmm31
	vaddps	%zmm2, %zmm31, %zmm31
	vmulps	%zmm31, %zmm30, %zmm31
	vmulps	%zmm3, %zmm30, %zmm30
	vaddps	%zmm4, %zmm30, %zmm30
	vmulps	%zmm30, %zmm29, %zmm29
	vaddps	%zmm28, %zmm11, %zmm30
	vdivps	%zmm30, %zmm11, %zmm30
	vaddps	%zmm31, %zmm29, %zmm29
	vmulps	%zmm30, %zmm30, %zmm31
	vmulps	%zmm31, %zmm31, %zmm0
	vmulps	%zmm1, %zmm0, %zmm28
	vaddps	%zmm2, %zmm28, %zmm28
	vmulps	%zmm28, %zmm0, %zmm28
	vmulps	%zmm3, %zmm0, %zmm0
	vaddps	%zmm4, %zmm0, %zmm0
	vmulps	%zmm0, %zmm31, %zmm0
	vaddps	%zmm28, %zmm0, %zmm0
	vmulps	.LCPI0_11(%rip){1to16}, %zmm8, %zmm28
	vmulps	%zmm28, %zmm8, %zmm28
	vaddps	%zmm26, %zmm28, %zmm26
	vmulps	%zmm26, %zmm6, %zmm1
	vmulps	.LCPI0_11(%rip){1to16}, %zmm9, %zmm26
	vmulps	%zmm26, %zmm9, %zmm26
	vaddps	%zmm27, %zmm26, %zmm27
	vmulps	%zmm27, %zmm7, %zmm2
	vmulps	.LCPI0_11(%rip){1to16}, %zmm10, %zmm27
	vmulps	%zmm27, %zmm10, %zmm27
	vaddps	%zmm29, %zmm27, %zmm29
	vmulps	%zmm29, %zmm5, %zmm5
	vmulps	.LCPI0_11(%rip){1to16}, %zmm11, %zmm29
	vmulps	%zmm29, %zmm11, %zmm29
	vaddps	%zmm0, %zmm29, %zmm0
	vmulps	%zmm0, %zmm30, %zmm0
	vpsrld	$23, %zmm14, %zmm14
	vpbroadcastd	.LCPI0_14(%rip), %zmm31
	vpaddd	%zmm31, %zmm14, %zmm14
	vcvtdq2ps	%zmm14, %zmm14
	vbroadcastss	.LCPI0_23(%rip), %zmm3
	vmulps	%zmm3, %zmm14, %zmm30
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
	vaddps	%zmm5, %zmm30, %zmm5
	vpsrld	$23, %zmm15, %zmm7
	vpaddd	%zmm31, %zmm7, %zmm7
	vcvtdq2ps	%zmm7, %zmm7
	vmulps	%zmm3, %zmm7, %zmm30
	vaddps	%zmm0, %zmm30, %zmm0
	vsubps	%zmm28, %zmm1, %zmm1
	vsubps	%zmm26, %zmm2, %zmm2
	vsubps	%zmm27, %zmm5, %zmm5
	vsubps	%zmm29, %zmm0, %zmm0
	vaddps	%zmm1, %zmm8, %zmm1
	vaddps	%zmm2, %zmm9, %zmm2
	vaddps	%zmm5, %zmm10, %zmm5
	vaddps	%zmm0, %zmm11, %zmm0
	vbroadcastss	.LCPI0_24(%rip), %zmm3
	vmulps	%zmm3, %zmm14, %zmm8
	vaddps	%zmm1, %zmm8, %zmm1
	vmulps	%zmm3, %zmm13, %zmm8
	vaddps	%zmm2, %zmm8, %zmm2
	vmulps	%zmm3, %zmm12, %zmm8
	vaddps	%zmm5, %zmm8, %zmm5
	vmulps	%zmm3, %zmm7, %zmm7
	vaddps	%zmm0, %zmm7, %zmm0
	vcvtpd2ps	1744(%rsp), %ymm7
	vcvtpd2ps	1808(%rsp), %ymm8
	vcvtpd2ps	%zmm19, %ymm9
	vbroadcastss	.LCPI0_11(%rip), %zmm23
	vinsertf64x4	$1, %ymm8, %zmm7, %zmm7
	vcvtpd2ps	1344(%rsp), %ymm8
	vinsertf64x4	$1, %ymm8, %zmm9, %zmm8
	vcvtpd2ps	1280(%rsp), %ymm9
	vcvtpd2ps	1536(%rsp), %ymm10
	vcvtpd2ps	%zmm22, %ymm3
	vcvtpd2ps	%zmm24, %ymm4
	vinsertf64x4	$1, %ymm10, %zmm9, %zmm9
	vinsertf64x4	$1, %ymm4, %zmm3, %zmm3
	vcvtpd2ps	1408(%rsp), %ymm4
	vcvtpd2ps	%zmm25, %ymm6
	vinsertf64x4	$1, %ymm6, %zmm4, %zmm4
	vcvtpd2ps	%zmm21, %ymm6
	vcvtpd2ps	1472(%rsp), %ymm10
	vinsertf64x4	$1, %ymm10, %zmm6, %zmm6
	vcvtpd2ps	%zmm18, %ymm10
	vcvtpd2ps	%zmm17, %ymm11
	vcvtpd2ps	%zmm16, %ymm12
	vinsertf64x4	$1, %ymm11, %zmm10, %zmm10
	vcvtpd2ps	%zmm20, %ymm11
	vinsertf64x4	$1, %ymm11, %zmm12, %zmm11
	vbroadcastss	.LCPI0_25(%rip), %zmm12
	vmulps	%zmm12, %zmm1, %zmm1
	vmulps	%zmm12, %zmm2, %zmm2
	vsqrtps	%zmm1, %zmm1
	vsqrtps	%zmm2, %zmm2
	vmulps	%zmm4, %zmm1, %zmm4
	vmulps	%zmm7, %zmm1, %zmm1
	vmulps	%zmm6, %zmm2, %zmm6
	vmulps	%zmm8, %zmm2, %zmm2
	vmulps	%zmm12, %zmm5, %zmm5
	vmulps	%zmm12, %zmm0, %zmm0
	vsqrtps	%zmm5, %zmm5
	vsqrtps	%zmm0, %zmm0
	vmulps	%zmm10, %zmm5, %zmm7
	vmulps	%zmm9, %zmm5, %zmm5
	vmulps	%zmm11, %zmm0, %zmm8
	vmulps	%zmm3, %zmm0, %zmm0
	vmovaps	%zmm4, %zmm3
	vmovaps	.LCPI0_43(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm3
	vmovaps	.LCPI0_44(%rip), %zmm10
	vpermt2ps	%zmm1, %zmm10, %zmm4
	vmovups	%zmm4, -384(%rcx,%r9,8)
	vmovups	%zmm3, -320(%rcx,%r9,8)
	vmovaps	%zmm6, %zmm1
	vpermt2ps	%zmm2, %zmm9, %zmm1
	vpermt2ps	%zmm2, %zmm10, %zmm6
	vmovups	%zmm6, -256(%rcx,%r9,8)
	vmovups	%zmm1, -192(%rcx,%r9,8)
	vmovaps	%zmm7, %zmm1
	vpermt2ps	%zmm5, %zmm9, %zmm1
	vpermt2ps	%zmm5, %zmm10, %zmm7
	vmovups	%zmm7, -128(%rcx,%r9,8)
	vmovups	%zmm1, -64(%rcx,%r9,8)
	vmovaps	%zmm8, %zmm1
	vpermt2ps	%zmm0, %zmm9, %zmm1
	vpermt2ps	%zmm0, %zmm10, %zmm8
	vmovups	%zmm8, (%rcx,%r9,8)
	vmovups	%zmm1, 64(%rcx,%r9,8)
	addq	$64, %r9
	cmpq	%r9, %rax
	jne	.LBB0_46
	cmpq	%rax, 3728(%rsp)
	movq	2512(%rsp), %r9
	vmovss	.LCPI0_11(%rip), %xmm21
	vmovss	.LCPI0_12(%rip), %xmm11
	vmovss	.LCPI0_20(%rip), %xmm23
	vmovss	.LCPI0_21(%rip), %xmm24
	vmovss	.LCPI0_22(%rip), %xmm27
	vmovss	.LCPI0_23(%rip), %xmm7
	vmovss	.LCPI0_24(%rip), %xmm22
	vmovss	.LCPI0_25(%rip), %xmm28
	vmovsd	.LCPI0_26(%rip), %xmm29
	vmovsd	.LCPI0_27(%rip), %xmm14
	vmovsd	.LCPI0_28(%rip), %xmm15
	vmovsd	.LCPI0_29(%rip), %xmm16
	vmovsd	.LCPI0_30(%rip), %xmm17
	vmovsd	.LCPI0_31(%rip), %xmm18
	vmovsd	.LCPI0_46(%rip), %xmm8
	vmovsd	.LCPI0_35(%rip), %xmm10
	vmovsd	.LCPI0_32(%rip), %xmm12
	vmovsd	.LCPI0_36(%rip), %xmm13
	vmovsd	.LCPI0_33(%rip), %xmm9
	vmovsd	.LCPI0_37(%rip), %xmm6
	vmovsd	.LCPI0_47(%rip), %xmm26
	vmovsd	.LCPI0_39(%rip), %xmm19
	vbroadcastss	.LCPI0_17(%rip), %ymm20
	vbroadcastss	.LCPI0_18(%rip), %ymm1
	vbroadcastss	.LCPI0_19(%rip), %ymm3
	vbroadcastss	.LCPI0_20(%rip), %ymm25
	vbroadcastss	.LCPI0_21(%rip), %ymm30
	vbroadcastss	.LCPI0_22(%rip), %ymm4
	vbroadcastss	.LCPI0_23(%rip), %ymm5
	vbroadcastss	.LCPI0_24(%rip), %ymm31
	je	.LBB0_37
	movq	360(%rsp), %rcx
	testb	$56, 3728(%rsp)
	je	.LBB0_52
	movq	3856(%rsp), %rcx
	movq	352(%rsp), %rax
	vbroadcastss	.LCPI0_11(%rip), %ymm7
	vbroadcastsd	.LCPI0_27(%rip), %zmm23
	vbroadcastsd	.LCPI0_31(%rip), %zmm12
	vbroadcastsd	.LCPI0_33(%rip), %zmm14
	vbroadcastsd	.LCPI0_35(%rip), %zmm15
	vbroadcastsd	.LCPI0_37(%rip), %zmm17
	vbroadcastsd	.LCPI0_39(%rip), %zmm18
	vbroadcastsd	.LCPI0_40(%rip), %zmm19
	vpbroadcastq	.LCPI0_41(%rip), %zmm22
	vmovaps	.LCPI0_44(%rip), %zmm27
	vmovdqa64	.LCPI0_45(%rip), %ymm28
	vbroadcastss	.LCPI0_12(%rip), %ymm29
	vpbroadcastd	.LCPI0_13(%rip), %ymm24
	vmovaps	%ymm1, %ymm6
	vmovaps	%ymm3, %ymm9
	vmovaps	%ymm4, %ymm11
	vmovaps	%ymm5, %ymm13
	vmovaps	%ymm31, %ymm16
	vpbroadcastd	.LCPI0_16(%rip), %ymm31
	vbroadcastss	.LCPI0_25(%rip), %ymm26
	vbroadcastsd	.LCPI0_46(%rip), %zmm8
	vbroadcastsd	.LCPI0_47(%rip), %zmm10
	.p2align	4
.LBB0_50:
	vmovdqu64	(%rdi,%rcx,8), %zmm0
	vpmovqd	%zmm0, %ymm0
	vpsrld	$9, %ymm0, %ymm0
	vcvtdq2ps	%ymm0, %ymm0
	vaddps	%ymm7, %ymm0, %ymm0
	vmulps	%ymm29, %ymm0, %ymm0
	vpaddd	%ymm24, %ymm0, %ymm0
	vpandd	.LCPI0_15(%rip){1to8}, %ymm0, %ymm1
	vpaddd	%ymm31, %ymm1, %ymm1
	vaddps	%ymm20, %ymm1, %ymm1
	vaddps	%ymm6, %ymm1, %ymm2
	vdivps	%ymm2, %ymm1, %ymm2
	vmulps	%ymm2, %ymm2, %ymm3
	vmulps	%ymm3, %ymm3, %ymm4
	vmulps	%ymm4, %ymm9, %ymm5
	vaddps	%ymm25, %ymm5, %ymm5
	vmulps	%ymm5, %ymm4, %ymm5
	vmulps	%ymm30, %ymm4, %ymm4
	vaddps	%ymm4, %ymm11, %ymm4
	vmulps	%ymm4, %ymm3, %ymm3
	vpermd	(%rdi,%rcx,8), %zmm28, %zmm4
	vpsrld	$9, %ymm4, %ymm4
	vcvtdq2ps	%ymm4, %ymm4
	vaddps	%ymm7, %ymm4, %ymm4
	vmulps	%ymm29, %ymm4, %ymm4
	vpsrld	$23, %ymm0, %ymm0
	vpaddd	.LCPI0_14(%rip){1to8}, %ymm0, %ymm0
	vaddps	%ymm5, %ymm3, %ymm3
	vmulps	%ymm7, %ymm1, %ymm5
	vmulps	%ymm5, %ymm1, %ymm5
	vcvtdq2ps	%ymm0, %ymm0
	vaddps	%ymm3, %ymm5, %ymm3
	vmulps	%ymm3, %ymm2, %ymm2
	vmulps	%ymm0, %ymm13, %ymm3
	vaddps	%ymm2, %ymm3, %ymm2
	vsubps	%ymm5, %ymm2, %ymm2
	vaddps	%ymm2, %ymm1, %ymm1
	vmulps	%ymm16, %ymm0, %ymm0
	vaddps	%ymm1, %ymm0, %ymm0
	vcvtps2pd	%ymm4, %zmm1
	vmulpd	.LCPI0_26(%rip){1to8}, %zmm1, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm2
	vaddpd	.LCPI0_28(%rip){1to8}, %zmm2, %zmm3
	vsubpd	%zmm3, %zmm1, %zmm1
	vmulpd	.LCPI0_29(%rip){1to8}, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm3
	vmulpd	.LCPI0_30(%rip){1to8}, %zmm3, %zmm4
	vaddpd	%zmm12, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm14, %zmm4, %zmm4
	vmulpd	%zmm3, %zmm1, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm8, %zmm3, %zmm4
	vaddpd	%zmm15, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	.LCPI0_36(%rip){1to8}, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm17, %zmm4, %zmm4
	vmulpd	%zmm3, %zmm3, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm10, %zmm3, %zmm3
	vaddpd	%zmm18, %zmm3, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vxorpd	%zmm19, %zmm1, %zmm4
	vxorpd	%zmm19, %zmm3, %zmm5
	vptestnmq	%zmm22, %zmm2, %k1
	vptestnmq	.LCPI0_42(%rip){1to8}, %zmm2, %k2
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
	vpermt2ps	%zmm0, %zmm27, %zmm1
	vmovups	%zmm1, (%rdi,%rcx,8)
	addq	$8, %rcx
	cmpq	%rcx, %rax
	jne	.LBB0_50
	movq	104(%rsp), %rcx
	cmpq	%rax, 3728(%rsp)
	vmovss	.LCPI0_21(%rip), %xmm24
	vmovss	.LCPI0_22(%rip), %xmm27
	vmovss	.LCPI0_23(%rip), %xmm7
	vmovss	.LCPI0_24(%rip), %xmm22
	vmovss	.LCPI0_25(%rip), %xmm28
	vmovsd	.LCPI0_26(%rip), %xmm29
	vmovsd	.LCPI0_27(%rip), %xmm14
	vmovsd	.LCPI0_28(%rip), %xmm15
	vmovsd	.LCPI0_29(%rip), %xmm16
	vmovsd	.LCPI0_30(%rip), %xmm17
	vmovsd	.LCPI0_31(%rip), %xmm18
	vmovsd	.LCPI0_46(%rip), %xmm8
	vmovsd	.LCPI0_35(%rip), %xmm10
	vmovsd	.LCPI0_32(%rip), %xmm12
	vmovsd	.LCPI0_36(%rip), %xmm13
	vmovsd	.LCPI0_33(%rip), %xmm9
	vmovsd	.LCPI0_37(%rip), %xmm6
	vmovsd	.LCPI0_47(%rip), %xmm26
	vmovsd	.LCPI0_39(%rip), %xmm19
	vmovss	.LCPI0_12(%rip), %xmm11
	vmovss	.LCPI0_20(%rip), %xmm23
	jne	.LBB0_52
	.p2align	4
.LBB0_37:
	vmovaps	%xmm21, %xmm20
	cmpq	%r14, %r11
	vmovapd	%xmm9, %xmm8
	vmovapd	%xmm6, %xmm9
	vpbroadcastq	.LCPI0_4(%rip), %zmm30
	vpbroadcastq	.LCPI0_5(%rip), %zmm31
	vpbroadcastd	.LCPI0_52(%rip), %zmm26
	vmovdqa	304(%rsp), %xmm6
	vpbroadcastd	.LCPI0_11(%rip), %xmm11
	vpbroadcastd	.LCPI0_51(%rip), %xmm21
	vbroadcastss	.LCPI0_11(%rip), %zmm23
	je	.LBB0_28
	movq	3792(%rsp), %rax
	xorl	-112(%rsp), %eax
	xorl	3984(%rsp), %eax
	movq	-32(%rsp), %rbp
	imulq	%rbp, %rax
	movq	%rax, %rdx
	shrq	$32, %rdx
	movq	32(%rsp), %r13
	xorl	240(%rsp), %r13d
	xorl	376(%rsp), %edx
	imulq	%rbp, %r13
	movl	$3449720151, %r8d
	imulq	%r8, %rdx
	movq	%r13, %r15
	shrq	$32, %r15
	movq	%rdx, %rcx
	shrq	$32, %rcx
	xorl	64(%rsp), %ecx
	movq	-80(%rsp), %rsi
	xorl	%r15d, %esi
	xorl	%esi, %eax
	imulq	%rbp, %rcx
	imulq	%r8, %rax
	movq	%rcx, %r15
	shrq	$32, %r15
	movq	%rax, %rsi
	shrq	$32, %rsi
	xorl	3088(%rsp), %edx
	xorl	%esi, %edx
	xorl	%ebx, %r13d
	xorl	%r15d, %r13d
	imulq	%rbp, %rdx
	imulq	%r8, %r13
	movq	%rdx, %rbx
	shrq	$32, %rbx
	movq	%r13, %rsi
	shrq	$32, %rsi
	xorl	3024(%rsp), %eax
	xorl	%esi, %eax
	xorl	3216(%rsp), %ecx
	xorl	%ebx, %ecx
	imulq	%rbp, %rax
	imulq	%r8, %rcx
	movq	%rax, %rbx
	shrq	$32, %rbx
	movq	%rcx, %rsi
	shrq	$32, %rsi
	xorl	2960(%rsp), %r13d
	xorl	%esi, %r13d
	xorl	%r9d, %edx
	xorl	%ebx, %edx
	imulq	%rbp, %r13
	imulq	%r8, %rdx
	movq	%r13, %r9
	shrq	$32, %r9
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorl	3536(%rsp), %ecx
	xorl	%esi, %ecx
	xorl	2448(%rsp), %eax
	xorl	%r9d, %eax
	imulq	%rbp, %rcx
	imulq	%r8, %rax
	movq	%rcx, %r9
	shrq	$32, %r9
	movq	%rax, %rsi
	shrq	$32, %rsi
	xorl	3472(%rsp), %edx
	xorl	%esi, %edx
	xorl	2384(%rsp), %r13d
	xorl	%r9d, %r13d
	imulq	%rbp, %rdx
	imulq	%r8, %r13
	movq	%rdx, %r9
	shrq	$32, %r9
	movq	%r13, %rsi
	shrq	$32, %rsi
	xorl	-48(%rsp), %eax
	xorl	%esi, %eax
	xorl	3152(%rsp), %ecx
	xorl	%r9d, %ecx
	imulq	%rbp, %rax
	imulq	%r8, %rcx
	movq	%rcx, %rsi
	shrq	$32, %rsi
	xorl	8(%rsp), %r13d
	xorl	%esi, %r13d
	shrl	$9, %r13d
	vpxord	%xmm24, %xmm24, %xmm24
	vcvtsi2ss	%r13d, %xmm24, %xmm0
	vaddss	%xmm20, %xmm0, %xmm0
	vmovss	.LCPI0_12(%rip), %xmm21
	vmulss	%xmm21, %xmm0, %xmm0
	shrl	$9, %ecx
	vcvtsi2ss	%ecx, %xmm24, %xmm1
	vaddss	%xmm20, %xmm1, %xmm1
	vmulss	%xmm21, %xmm1, %xmm1
	vmovd	%xmm0, %r8d
	addl	$4913933, %r8d
	movl	%r8d, %ebx
	shrl	$23, %ebx
	addl	$-127, %ebx
	andl	$8388607, %r8d
	addl	$1060439283, %r8d
	vcvtss2sd	%xmm1, %xmm1, %xmm0
	vmulsd	%xmm29, %xmm0, %xmm0
	vaddsd	%xmm0, %xmm14, %xmm2
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
	vmulss	%xmm7, %xmm6, %xmm7
	vmulss	.LCPI0_21(%rip), %xmm6, %xmm6
	vaddss	%xmm27, %xmm6, %xmm6
	vmovss	.LCPI0_23(%rip), %xmm27
	vmulss	%xmm6, %xmm5, %xmm5
	vaddss	%xmm7, %xmm5, %xmm5
	vmulss	%xmm20, %xmm3, %xmm6
	vmulss	%xmm6, %xmm3, %xmm6
	vcvtsi2ss	%ebx, %xmm15, %xmm7
	vaddss	%xmm5, %xmm6, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm27, %xmm7, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vsubss	%xmm6, %xmm4, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm22, %xmm7, %xmm4
	vaddss	%xmm3, %xmm4, %xmm6
	vaddsd	%xmm2, %xmm15, %xmm2
	vsubsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm16, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm0, %xmm2
	vmulsd	%xmm17, %xmm2, %xmm3
	vaddsd	%xmm18, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	%xmm3, %xmm12, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	%xmm3, %xmm8, %xmm3
	vmulsd	%xmm2, %xmm0, %xmm4
	vmulsd	%xmm3, %xmm4, %xmm3
	vaddsd	%xmm3, %xmm0, %xmm3
	vmulsd	.LCPI0_34(%rip), %xmm2, %xmm0
	vsubsd	%xmm0, %xmm10, %xmm0
	vmulsd	%xmm0, %xmm2, %xmm0
	vaddsd	%xmm0, %xmm13, %xmm0
	vmulsd	%xmm0, %xmm2, %xmm0
	vaddsd	%xmm0, %xmm9, %xmm0
	vmulsd	%xmm2, %xmm2, %xmm4
	vmulsd	%xmm0, %xmm4, %xmm0
	vmulsd	.LCPI0_38(%rip), %xmm2, %xmm2
	vsubsd	%xmm2, %xmm19, %xmm2
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
	vaddss	%xmm20, %xmm1, %xmm1
	vmulss	%xmm21, %xmm1, %xmm1
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vmulss	%xmm28, %xmm6, %xmm2
	vsqrtss	%xmm2, %xmm2, %xmm6
	vcvtsd2ss	%xmm7, %xmm7, %xmm2
	vmulss	%xmm2, %xmm6, %xmm2
	vmovss	%xmm2, (%rdi,%r11,4)
	vmulsd	%xmm29, %xmm1, %xmm1
	vaddsd	%xmm1, %xmm14, %xmm2
	vmovq	%xmm2, %rcx
	testb	$2, %cl
	sete	%r8b
	cmpq	%r14, 3920(%rsp)
	jae	.LBB0_40
	testb	$2, %sil
	sete	%al
	kmovd	%eax, %k1
	vmovsd	%xmm3, %xmm4, %xmm4 {%k1}
	kmovd	%esi, %k1
	vmovsd	%xmm5, %xmm4, %xmm4 {%k1}
	vcvtsd2ss	%xmm4, %xmm4, %xmm3
	vmulss	%xmm3, %xmm6, %xmm3
	movq	3920(%rsp), %rax
	vmovss	%xmm3, (%rdi,%rax,4)
.LBB0_40:
	cmpq	%r14, 272(%rsp)
	vmovdqa	304(%rsp), %xmm6
	movl	120(%rsp), %esi
	vpbroadcastd	.LCPI0_51(%rip), %xmm21
	movl	2320(%rsp), %eax
	jae	.LBB0_28
	shrq	$32, %r15
	xorl	%eax, %edx
	xorl	%r15d, %edx
	shrl	$9, %edx
	vcvtsi2ss	%edx, %xmm15, %xmm3
	vaddss	%xmm20, %xmm3, %xmm3
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
	vmulss	%xmm20, %xmm3, %xmm6
	vmulss	%xmm6, %xmm3, %xmm6
	vcvtsi2ss	%edx, %xmm15, %xmm7
	vaddss	%xmm5, %xmm6, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm27, %xmm7, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vsubss	%xmm6, %xmm4, %xmm4
	vmovdqa	304(%rsp), %xmm6
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm22, %xmm7, %xmm4
	vaddss	%xmm3, %xmm4, %xmm3
	vmulss	%xmm28, %xmm3, %xmm3
	vsqrtss	%xmm3, %xmm3, %xmm3
	vaddsd	%xmm2, %xmm15, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmulsd	%xmm16, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm1, %xmm2
	vmulsd	%xmm17, %xmm2, %xmm4
	vaddsd	%xmm18, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm4, %xmm12, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm4, %xmm8, %xmm4
	vmulsd	%xmm2, %xmm1, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vaddsd	%xmm4, %xmm1, %xmm1
	vmulsd	.LCPI0_34(%rip), %xmm2, %xmm4
	vsubsd	%xmm4, %xmm10, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm4, %xmm13, %xmm4
	vmulsd	%xmm4, %xmm2, %xmm4
	vaddsd	%xmm4, %xmm9, %xmm4
	vmulsd	%xmm2, %xmm2, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vmulsd	.LCPI0_38(%rip), %xmm2, %xmm2
	vsubsd	%xmm2, %xmm19, %xmm2
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
	movq	272(%rsp), %rax
	vmovss	%xmm0, (%rdi,%rax,4)
	.p2align	4
.LBB0_28:
	vmovss	-64(%rsp), %xmm16
	vmulss	44(%rsp), %xmm16, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm7 {%k1} {z}
	kmovd	%esi, %k1
	vmovaps	928(%rsp), %xmm0
	vmovss	%xmm0, %xmm7, %xmm7 {%k1}
	vxorps	%xmm1, %xmm1, %xmm1
	movl	$1024, %r12d
	movq	%r10, %r9
	movq	944(%rsp), %rdi
	movq	%rdi, %rbx
	movq	24(%rsp), %r15
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%edx, %edx
	jmp	.LBB0_29
	.p2align	4
.LBB0_93:
	movq	-120(%rsp), %r14
	movq	864(%rsp), %r10
	movq	128(%rsp), %rdx
.LBB0_101:
	addq	$1024, %r12
	addq	$-1024, %rbp
	incq	%r13
	addq	$4096, %r15
	addq	$4096, %rbx
	addq	$-4096, %r9
	cmpq	%r14, %rdx
	jae	.LBB0_53
.LBB0_29:
	movq	%rdx, %rcx
	cmpq	%r12, %r14
	movq	%r12, %r10
	cmovbq	%r14, %r10
	leaq	(%r10,%rbp), %rdx
	cmpq	$1, %rdx
	movq	%r10, %rsi
	adcq	%rbp, %rsi
	leaq	1024(%rcx), %rax
	cmpq	%r14, %rax
	movq	%rax, 128(%rsp)
	cmovbq	%rax, %r14
	cmpq	%r14, %rcx
	jae	.LBB0_92
	movq	%rcx, %r8
	cmpq	$8, %rdx
	jb	.LBB0_88
	movq	%r13, %rax
	shlq	$12, %rax
	addq	2832(%rsp), %rax
	movq	2896(%rsp), %rdx
	subq	%rax, %rdx
	movq	%rcx, %r8
	cmpq	$256, %rdx
	leaq	(%r10,%rbp), %rdx
	jb	.LBB0_88
	cmpq	$64, %rdx
	jae	.LBB0_83
	xorl	%r11d, %r11d
	jmp	.LBB0_34
.LBB0_83:
	movq	%rdx, %r11
	movq	%r10, %rdx
	andq	$-64, %rdx
	addq	%rbp, %rdx
	movl	%r10d, %eax
	andl	$63, %eax
	movq	%rax, 384(%rsp)
	subq	%rax, %r11
	xorl	%r8d, %r8d
	movq	864(%rsp), %rax
	.p2align	4
.LBB0_84:
	vmovups	-192(%r15,%r8,4), %zmm0
	vmovups	-128(%r15,%r8,4), %zmm2
	vmovups	-64(%r15,%r8,4), %zmm3
	vmovups	(%r15,%r8,4), %zmm4
	vmulps	%zmm0, %zmm0, %zmm0
	vmulps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm4, %zmm4, %zmm4
	vmovups	%zmm0, (%rax,%r8,4)
	vmovups	%zmm2, 64(%rax,%r8,4)
	vmovups	%zmm3, 128(%rax,%r8,4)
	vmovups	%zmm4, 192(%rax,%r8,4)
	addq	$64, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_84
	movq	384(%rsp), %rax
	testq	%rax, %rax
	leaq	(%r10,%rbp), %rdx
	je	.LBB0_92
	cmpl	$8, %eax
	jb	.LBB0_87
.LBB0_34:
	movl	%r10d, %eax
	andl	$7, %eax
	movq	%rdx, %r8
	subq	%rax, %rdx
	movl	%r10d, %eax
	andl	$7, %eax
	subq	%rax, %r8
	addq	%rcx, %r8
	movq	864(%rsp), %rdi
	.p2align	4
.LBB0_35:
	vmovups	(%rbx,%r11,4), %ymm0
	vmulps	%ymm0, %ymm0, %ymm0
	vmovups	%ymm0, (%rdi,%r11,4)
	addq	$8, %r11
	cmpq	%r11, %rdx
	jne	.LBB0_35
	testq	%rax, %rax
	movq	944(%rsp), %rdi
	leaq	(%r10,%rbp), %rdx
	je	.LBB0_92
.LBB0_88:
	movl	%r10d, %eax
	subl	%r8d, %eax
	movq	%r8, %r11
	testb	$7, %al
	je	.LBB0_91
	movl	%r10d, %eax
	subb	%r8b, %al
	movzbl	%al, %edx
	andl	$7, %edx
	movq	%r8, %r11
	.p2align	4
.LBB0_90:
	vmovss	(%rdi,%r11,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%r9,%r11,4)
	incq	%r11
	decq	%rdx
	jne	.LBB0_90
.LBB0_91:
	subq	%r10, %r8
	cmpq	$-8, %r8
	leaq	(%r10,%rbp), %rdx
	ja	.LBB0_92
	.p2align	4
.LBB0_221:
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
	jne	.LBB0_221
	.p2align	4
.LBB0_92:
	cmpq	%rcx, %r14
	je	.LBB0_93
	cmpq	$8, %rdx
	movq	-120(%rsp), %r14
	movq	864(%rsp), %r10
	movq	128(%rsp), %rdx
	jae	.LBB0_96
	xorl	%eax, %eax
	jmp	.LBB0_99
	.p2align	4
.LBB0_96:
	movq	%rsi, %rcx
	andq	$-8, %rcx
	xorl	%eax, %eax
	.p2align	4
.LBB0_97:
	vaddss	(%r10,%rax,4), %xmm1, %xmm0
	vaddss	4(%r10,%rax,4), %xmm0, %xmm0
	vaddss	8(%r10,%rax,4), %xmm0, %xmm0
	vaddss	12(%r10,%rax,4), %xmm0, %xmm0
	vaddss	16(%r10,%rax,4), %xmm0, %xmm0
	vaddss	20(%r10,%rax,4), %xmm0, %xmm0
	vaddss	24(%r10,%rax,4), %xmm0, %xmm0
	vaddss	28(%r10,%rax,4), %xmm0, %xmm1
	addq	$8, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_97
	testb	$7, %sil
	je	.LBB0_101
.LBB0_99:
	andl	$7, %esi
	leaq	(%r10,%rax,4), %rax
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_100:
	vaddss	(%rax,%rcx,4), %xmm1, %xmm1
	incq	%rcx
	cmpq	%rcx, %rsi
	jne	.LBB0_100
	jmp	.LBB0_101
.LBB0_87:
	addq	%rcx, %r11
	movq	%r11, %r8
	jmp	.LBB0_88
	.p2align	4
.LBB0_53:
	vaddss	.LCPI0_48(%rip), %xmm1, %xmm0
	vaddss	%xmm0, %xmm0, %xmm0
	vmulss	.LCPI0_49(%rip), %xmm0, %xmm1
	cmpl	$0, -100(%rsp)
	movq	296(%rsp), %rdi
	movq	4112(%rsp), %rsi
	movl	$2143289344, %r11d
	vbroadcastss	.LCPI0_50(%rip), %zmm22
	vpbroadcastd	.LCPI0_51(%rip), %zmm27
	je	.LBB0_67
	cmpb	$0, 288(%rsp)
	movq	-56(%rsp), %r12
	movq	-88(%rsp), %r13
	movq	-72(%rsp), %r15
	movq	-40(%rsp), %rdx
	movq	16(%rsp), %r9
	vmovups	4048(%rsp), %zmm9
	je	.LBB0_56
	xorl	%ecx, %ecx
.LBB0_63:
	movq	%rcx, %rax
	orq	$1, %rax
	testb	$1, %r14b
	je	.LBB0_65
	movq	-16(%rsp), %rbx
	vmovss	(%rbx,%rcx,4), %xmm0
	vaddss	%xmm0, %xmm0, %xmm2
	vmulss	%xmm2, %xmm1, %xmm2
	movq	248(%rsp), %rdx
	vsubss	(%rdx,%rcx,4), %xmm0, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm20, %xmm3, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm6, %xmm2
	vsubss	%xmm2, %xmm0, %xmm0
	vmulss	(%r15,%rcx,4), %xmm7, %xmm2
	vaddss	%xmm0, %xmm2, %xmm0
	vmovd	%xmm0, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%r11d, %edx
	movl	%edx, (%rbx,%rcx,4)
	movq	%rax, %rcx
.LBB0_65:
	cmpq	%rax, %r14
	movq	944(%rsp), %rsi
	je	.LBB0_79
	.p2align	4
.LBB0_66:
	vmovss	(%rsi,%rcx,4), %xmm0
	vmovss	4(%rsi,%rcx,4), %xmm2
	vaddss	%xmm0, %xmm0, %xmm3
	vmulss	%xmm3, %xmm1, %xmm3
	vsubss	(%r9,%rcx,4), %xmm0, %xmm4
	vaddss	%xmm4, %xmm4, %xmm4
	vmulss	%xmm20, %xmm4, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm3, %xmm6, %xmm3
	vsubss	%xmm3, %xmm0, %xmm0
	vmulss	-4(%rdi,%rcx,4), %xmm7, %xmm3
	vaddss	%xmm0, %xmm3, %xmm0
	vmovd	%xmm0, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r11d, %eax
	movl	%eax, (%rsi,%rcx,4)
	vaddss	%xmm2, %xmm2, %xmm0
	vmulss	%xmm0, %xmm1, %xmm0
	vsubss	4(%r9,%rcx,4), %xmm2, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm20, %xmm3, %xmm3
	vaddss	%xmm3, %xmm0, %xmm0
	vmulss	%xmm0, %xmm6, %xmm0
	vsubss	%xmm0, %xmm2, %xmm0
	vmulss	(%rdi,%rcx,4), %xmm7, %xmm2
	vaddss	%xmm0, %xmm2, %xmm0
	vmovd	%xmm0, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r11d, %eax
	movl	%eax, 4(%rsi,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r14
	jne	.LBB0_66
	jmp	.LBB0_79
	.p2align	4
.LBB0_67:
	cmpb	$0, 256(%rsp)
	movq	-56(%rsp), %r12
	movq	-88(%rsp), %r13
	movq	-72(%rsp), %r15
	movq	24(%rsp), %rdx
	movq	16(%rsp), %rdi
	vmovups	4048(%rsp), %zmm29
	je	.LBB0_69
	xorl	%ecx, %ecx
.LBB0_76:
	movq	%rcx, %rax
	orq	$1, %rax
	testb	$1, %r14b
	je	.LBB0_78
	movq	-16(%rsp), %r9
	vmovss	(%r9,%rcx,4), %xmm0
	vaddss	%xmm0, %xmm0, %xmm2
	vmulss	%xmm2, %xmm1, %xmm2
	movq	248(%rsp), %rdx
	vsubss	(%rdx,%rcx,4), %xmm0, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm20, %xmm3, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm6, %xmm2
	vsubss	%xmm2, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%r11d, %edx
	movl	%edx, (%r9,%rcx,4)
	movq	%rax, %rcx
.LBB0_78:
	cmpq	%rax, %r14
	movq	944(%rsp), %rsi
	je	.LBB0_79
	.p2align	4
.LBB0_82:
	vmovss	(%rsi,%rcx,4), %xmm0
	vmovss	4(%rsi,%rcx,4), %xmm2
	vaddss	%xmm0, %xmm0, %xmm3
	vmulss	%xmm3, %xmm1, %xmm3
	vsubss	(%rdi,%rcx,4), %xmm0, %xmm4
	vaddss	%xmm4, %xmm4, %xmm4
	vmulss	%xmm20, %xmm4, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm3, %xmm6, %xmm3
	vsubss	%xmm3, %xmm0, %xmm0
	vmovd	%xmm0, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r11d, %eax
	movl	%eax, (%rsi,%rcx,4)
	vaddss	%xmm2, %xmm2, %xmm0
	vmulss	%xmm0, %xmm1, %xmm0
	vsubss	4(%rdi,%rcx,4), %xmm2, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm20, %xmm3, %xmm3
	vaddss	%xmm3, %xmm0, %xmm0
	vmulss	%xmm0, %xmm6, %xmm0
	vsubss	%xmm0, %xmm2, %xmm0
	vmovd	%xmm0, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r11d, %eax
	movl	%eax, 4(%rsi,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r14
	jne	.LBB0_82
	jmp	.LBB0_79
	.p2align	4
.LBB0_56:
	vbroadcastss	%xmm1, %zmm0
	vbroadcastss	%xmm7, %zmm2
	xorl	%eax, %eax
	movq	944(%rsp), %rbx
	.p2align	4
.LBB0_57:
	vmovups	(%rbx,%rax,4), %zmm3
	vaddps	%zmm3, %zmm3, %zmm4
	vmulps	%zmm4, %zmm0, %zmm4
	vsubps	(%r9,%rax,4), %zmm3, %zmm5
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm23, %zmm5, %zmm5
	vaddps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm4, %zmm9, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vmulps	(%r15,%rax,4), %zmm2, %zmm4
	vaddps	%zmm3, %zmm4, %zmm3
	vandps	%zmm22, %zmm3, %zmm4
	vpcmpgtd	%zmm27, %zmm4, %k1
	vpbroadcastd	.LCPI0_52(%rip), %zmm3 {%k1}
	vmovdqu64	%zmm3, (%rbx,%rax,4)
	addq	$16, %rax
	cmpq	%rax, %rsi
	jne	.LBB0_57
	cmpq	%rsi, %r14
	je	.LBB0_79
	movq	%rsi, %rcx
	testb	$12, %r14b
	je	.LBB0_63
	vbroadcastss	%xmm1, %xmm0
	vbroadcastss	%xmm7, %xmm2
	movq	%rsi, %rax
	vbroadcastss	.LCPI0_50(%rip), %xmm8
	.p2align	4
.LBB0_61:
	vmovups	(%rbx,%rax,4), %xmm3
	vaddps	%xmm3, %xmm3, %xmm4
	vmulps	%xmm4, %xmm0, %xmm4
	vsubps	(%r9,%rax,4), %xmm3, %xmm5
	vaddps	%xmm5, %xmm5, %xmm5
	vmulps	%xmm5, %xmm11, %xmm5
	vaddps	%xmm5, %xmm4, %xmm4
	vmulps	%xmm4, %xmm9, %xmm4
	vsubps	%xmm4, %xmm3, %xmm3
	vmulps	(%r15,%rax,4), %xmm2, %xmm4
	vaddps	%xmm3, %xmm4, %xmm3
	vandps	%xmm3, %xmm8, %xmm4
	vpcmpgtd	%xmm21, %xmm4, %k1
	vpbroadcastd	.LCPI0_52(%rip), %xmm3 {%k1}
	vmovdqu	%xmm3, (%rbx,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %rdx
	jne	.LBB0_61
	movq	%rdx, %rcx
	cmpq	%rdx, %r14
	je	.LBB0_79
	jmp	.LBB0_63
.LBB0_69:
	vmovaps	%xmm11, %xmm28
	vbroadcastss	%xmm1, %zmm0
	xorl	%eax, %eax
	movq	72(%rsp), %rcx
	.p2align	4
.LBB0_70:
	vmovups	-192(%rdx,%rax,4), %zmm2
	vmovups	-128(%rdx,%rax,4), %zmm3
	vmovups	-64(%rdx,%rax,4), %zmm4
	vmovups	(%rdx,%rax,4), %zmm5
	vaddps	%zmm2, %zmm2, %zmm6
	vaddps	%zmm3, %zmm3, %zmm7
	vaddps	%zmm4, %zmm4, %zmm8
	vaddps	%zmm5, %zmm5, %zmm9
	vmulps	%zmm6, %zmm0, %zmm6
	vmulps	%zmm7, %zmm0, %zmm7
	vmulps	%zmm8, %zmm0, %zmm8
	vmulps	%zmm9, %zmm0, %zmm9
	vsubps	(%rdi,%rax,4), %zmm2, %zmm10
	vsubps	64(%rdi,%rax,4), %zmm3, %zmm11
	vsubps	128(%rdi,%rax,4), %zmm4, %zmm12
	vsubps	192(%rdi,%rax,4), %zmm5, %zmm13
	vaddps	%zmm10, %zmm10, %zmm10
	vaddps	%zmm11, %zmm11, %zmm11
	vaddps	%zmm12, %zmm12, %zmm12
	vaddps	%zmm13, %zmm13, %zmm13
	vmulps	%zmm23, %zmm10, %zmm10
	vaddps	%zmm10, %zmm6, %zmm6
	vmulps	%zmm23, %zmm11, %zmm10
	vaddps	%zmm10, %zmm7, %zmm7
	vmulps	%zmm23, %zmm12, %zmm10
	vaddps	%zmm10, %zmm8, %zmm8
	vmulps	%zmm23, %zmm13, %zmm10
	vaddps	%zmm10, %zmm9, %zmm9
	vmulps	%zmm6, %zmm29, %zmm6
	vmulps	%zmm7, %zmm29, %zmm7
	vmulps	%zmm8, %zmm29, %zmm8
	vmulps	%zmm9, %zmm29, %zmm9
	vsubps	%zmm6, %zmm2, %zmm2
	vsubps	%zmm7, %zmm3, %zmm3
	vsubps	%zmm8, %zmm4, %zmm4
	vsubps	%zmm9, %zmm5, %zmm5
	vandps	%zmm22, %zmm2, %zmm6
	vandps	%zmm22, %zmm3, %zmm7
	vandps	%zmm22, %zmm4, %zmm8
	vandps	%zmm22, %zmm5, %zmm9
	vpcmpgtd	%zmm27, %zmm6, %k1
	vpcmpgtd	%zmm27, %zmm7, %k2
	vpcmpgtd	%zmm27, %zmm8, %k3
	vpcmpgtd	%zmm27, %zmm9, %k4
	vmovdqa32	%zmm26, %zmm2 {%k1}
	vmovdqa32	%zmm26, %zmm3 {%k2}
	vmovdqa32	%zmm26, %zmm4 {%k3}
	vmovdqa32	%zmm26, %zmm5 {%k4}
	vmovdqu64	%zmm2, -192(%rdx,%rax,4)
	vmovdqu64	%zmm3, -128(%rdx,%rax,4)
	vmovdqu64	%zmm4, -64(%rdx,%rax,4)
	vmovdqu64	%zmm5, (%rdx,%rax,4)
	addq	$64, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_70
	cmpq	%rcx, %r14
	vmovaps	304(%rsp), %xmm6
	movq	944(%rsp), %rsi
	vpbroadcastd	.LCPI0_51(%rip), %xmm21
	vmovaps	%xmm28, %xmm11
	vpbroadcastd	.LCPI0_51(%rip), %ymm8
	je	.LBB0_79
	movq	72(%rsp), %rcx
	testb	$56, %r14b
	je	.LBB0_76
	vbroadcastss	%xmm1, %ymm0
	movq	72(%rsp), %rax
	movq	216(%rsp), %rdx
	vbroadcastss	.LCPI0_11(%rip), %ymm5
	vbroadcastss	.LCPI0_50(%rip), %ymm7
	.p2align	4
.LBB0_74:
	vmovups	(%rsi,%rax,4), %ymm2
	vaddps	%ymm2, %ymm2, %ymm3
	vmulps	%ymm3, %ymm0, %ymm3
	vsubps	(%rdi,%rax,4), %ymm2, %ymm4
	vaddps	%ymm4, %ymm4, %ymm4
	vmulps	%ymm5, %ymm4, %ymm4
	vaddps	%ymm4, %ymm3, %ymm3
	vmulps	%ymm3, %ymm29, %ymm3
	vsubps	%ymm3, %ymm2, %ymm2
	vandps	%ymm7, %ymm2, %ymm3
	vpcmpgtd	%ymm8, %ymm3, %k1
	vpbroadcastd	.LCPI0_52(%rip), %ymm2 {%k1}
	vmovdqu	%ymm2, (%rsi,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.LBB0_74
	movq	%rdx, %rcx
	cmpq	%rdx, %r14
	je	.LBB0_79
	jmp	.LBB0_76
.LBB0_135:
	movq	88(%rsp), %rax
	.p2align	4
.LBB0_136:
	addq	$4, %r12
	cmpq	%rax, %r12
	jb	.LBB0_136
.LBB0_81:
	addq	$103256, %rsp
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
