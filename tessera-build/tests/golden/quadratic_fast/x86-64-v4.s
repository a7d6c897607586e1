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
.LCPI0_53:
	.quad	8
	.quad	9
	.quad	10
	.quad	11
	.quad	12
	.quad	13
	.quad	14
	.quad	15
.LCPI0_54:
	.quad	16
	.quad	17
	.quad	18
	.quad	19
	.quad	20
	.quad	21
	.quad	22
	.quad	23
.LCPI0_55:
	.quad	24
	.quad	25
	.quad	26
	.quad	27
	.quad	28
	.quad	29
	.quad	30
	.quad	31
.LCPI0_56:
	.quad	32
	.quad	33
	.quad	34
	.quad	35
	.quad	36
	.quad	37
	.quad	38
	.quad	39
.LCPI0_57:
	.quad	40
	.quad	41
	.quad	42
	.quad	43
	.quad	44
	.quad	45
	.quad	46
	.quad	47
.LCPI0_58:
	.quad	48
	.quad	49
	.quad	50
	.quad	51
	.quad	52
	.quad	53
	.quad	54
	.quad	55
.LCPI0_59:
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
.LCPI0_40:
	.long	0x80000000
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
	subq	$1960, %rsp
	movq	(%rdi), %rax
	movq	%rax, -72(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, -80(%rsp)
	movq	24(%rdi), %r10
	movq	32(%rdi), %r11
	movq	40(%rdi), %r14
	vmovss	56(%rdi), %xmm0
	vmovaps	%xmm0, 176(%rsp)
	vmovss	60(%rdi), %xmm0
	vmovss	%xmm0, -12(%rsp)
	movq	48(%rdi), %rbp
	movl	64(%rdi), %eax
	movl	%eax, 2208(%rsp)
	vmovss	72(%rdi), %xmm0
	vmovss	%xmm0, -16(%rsp)
	vmovss	76(%rdi), %xmm0
	vmovss	%xmm0, -20(%rsp)
	movl	68(%rdi), %eax
	movl	%eax, -100(%rsp)
	vmovd	80(%rdi), %xmm0
	vmovd	%xmm0, -24(%rsp)
	movq	88(%rdi), %r15
	movq	96(%rdi), %rax
	movq	%rax, 168(%rsp)
	testq	$-29, %r14
	movq	%r11, -8(%rsp)
	movq	%r14, 512(%rsp)
	movq	%rbp, -56(%rsp)
	movq	%r15, -32(%rsp)
	je	.LBB0_3
	leaq	3(%r14), %rax
	shrq	$2, %rax
	movq	%rax, 8(%rsp)
	cmpq	$32, %r14
	jae	.LBB0_67
	movq	%r11, %r12
	subq	%r10, %r12
	jbe	.LBB0_133
	movl	$3449720151, %edx
	movq	%r15, %rax
	shrq	$32, %rax
	leaq	(%rax,%rdx), %rcx
	addq	$-305585874, %rcx
	movq	%rcx, -56(%rsp)
	leal	-1767562579(%rax), %ecx
	vpbroadcastd	%ecx, %zmm1
	leal	-1879881855(%r15), %ecx
	vpbroadcastd	%ecx, %zmm2
	leaq	228517585(%rax,%rdx), %rcx
	vpbroadcastq	%rcx, %zmm3
	leaq	(%r15,%rdx), %rcx
	addq	$605896817, %rcx
	vpbroadcastq	%rcx, %zmm4
	movq	%rax, %rcx
	addq	$534103459, %rcx
	vpbroadcastq	%rcx, %zmm5
	leaq	1401181199(%r15), %rcx
	vpbroadcastq	%rcx, %zmm6
	leaq	1684936478(%rax), %rcx
	vpbroadcastq	%rcx, %zmm7
	leaq	-408007425(%r15,%rdx), %rcx
	vpbroadcastq	%rcx, %zmm0
	leaq	-613950654(%rax,%rdx), %rcx
	vpbroadcastq	%rcx, %zmm8
	vmovdqu64	%zmm8, 1760(%rsp)
	leaq	387276957(%r15), %rcx
	vpbroadcastq	%rcx, %zmm8
	vmovdqu64	%zmm8, 1696(%rsp)
	leaq	536882365(%rax,%rdx), %rcx
	vpbroadcastq	%rcx, %zmm8
	vmovdqu64	%zmm8, 1952(%rsp)
	leaq	2027808484(%r15), %rcx
	vpbroadcastq	%rcx, %zmm8
	vmovdqu64	%zmm8, 1888(%rsp)
	leaq	1993301258(%rax), %rcx
	addq	$842468239, %rax
	vpbroadcastq	%rax, %zmm8
	vmovdqu64	%zmm8, 2400(%rsp)
	leaq	218619860(%r15,%rdx), %rax
	vpbroadcastq	%rax, %zmm8
	vmovdqu64	%zmm8, 3168(%rsp)
	movq	%r14, %r8
	shlq	$6, %r8
	vpbroadcastq	%rcx, %zmm8
	vmovdqu64	%zmm8, 1376(%rsp)
	leaq	1013904242(%r15), %rax
	vpbroadcastq	%rax, %zmm8
	vmovdqu64	%zmm8, 3104(%rsp)
	leaq	-795284382(%r15,%rdx), %rax
	vpbroadcastq	%rax, %zmm8
	vmovdqu64	%zmm8, 1312(%rsp)
	vpbroadcastq	%r15, %zmm8
	vmovdqu64	%zmm8, 1632(%rsp)
	vbroadcastss	176(%rsp), %zmm9
	vbroadcastss	.LCPI0_11(%rip), %zmm25
	vbroadcastss	.LCPI0_50(%rip), %zmm10
	vbroadcastss	.LCPI0_51(%rip), %zmm11
	vbroadcastss	.LCPI0_52(%rip), %zmm12
	movq	8(%rsp), %rax
	vpbroadcastq	%rax, %zmm8
	vmovdqu64	%zmm8, 1120(%rsp)
	vmovups	%zmm9, 512(%rsp)
	vmovdqu64	%zmm1, 3360(%rsp)
	vmovdqu64	%zmm2, 3296(%rsp)
	vmovdqu64	%zmm3, 3232(%rsp)
	vmovdqu64	%zmm4, 864(%rsp)
	vmovdqu64	%zmm5, 1248(%rsp)
	vmovdqu64	%zmm6, 1184(%rsp)
	vmovdqu64	%zmm7, 1440(%rsp)
	vmovdqu64	%zmm0, 1504(%rsp)
	movq	-72(%rsp), %rbx
	jmp	.LBB0_159
	.p2align	4
.LBB0_190:
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r14
.LBB0_191:
	cmpq	%rdi, %rax
	cmovbq	%rax, %r13
	addq	%r10, %r13
	imulq	%r14, %r13
	movq	%rdx, %rcx
	shlq	$8, %rcx
	addq	%rsp, %rcx
	addq	$6056, %rcx
	vmovss	(%rcx,%rax,4), %xmm0
	leaq	(%rbx,%r13,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
.LBB0_192:
	addq	$64, %r10
	addq	$-64, %r12
	cmpq	%r11, %r10
	jae	.LBB0_133
.LBB0_159:
	cmpq	$64, %r12
	movl	$64, %r15d
	cmovbq	%r12, %r15
	imulq	%r14, %r15
	movq	%r15, 96(%rsp)
	andl	$4094, %r15d
	movq	%r11, %rax
	subq	%r10, %rax
	cmpq	$64, %rax
	movl	$64, %edi
	cmovbq	%rax, %rdi
	leaq	-1(%rdi), %r13
	xorl	%ecx, %ecx
	movq	-80(%rsp), %r9
	.p2align	4
.LBB0_160:
	movl	%ecx, %edx
	andl	$62, %edx
	movq	%rcx, %rsi
	shrq	$6, %rsi
	cmpq	%rdx, %rax
	cmovbeq	%r13, %rdx
	addq	%r10, %rdx
	imulq	%r14, %rdx
	addq	%rsi, %rdx
	vmovss	(%rbx,%rdx,4), %xmm0
	vmovss	%xmm0, 6056(%rsp,%rcx,4)
	vmovss	(%r9,%rdx,4), %xmm0
	vmovss	%xmm0, 38824(%rsp,%rcx,4)
	leal	1(%rcx), %edx
	andl	$63, %edx
	cmpq	%rdx, %rax
	cmovbeq	%r13, %rdx
	addq	%r10, %rdx
	imulq	%r14, %rdx
	addq	%rsi, %rdx
	vmovss	(%rbx,%rdx,4), %xmm0
	vmovss	%xmm0, 6060(%rsp,%rcx,4)
	vmovss	(%r9,%rdx,4), %xmm0
	vmovss	%xmm0, 38828(%rsp,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r8
	jne	.LBB0_160
	testq	%rbp, %rbp
	movq	8(%rsp), %rsi
	je	.LBB0_167
	cmpl	$0, 2208(%rsp)
	je	.LBB0_163
	vpbroadcastq	%r10, %zmm0
	vpaddq	.LCPI0_3(%rip), %zmm0, %zmm1
	vpaddq	.LCPI0_53(%rip), %zmm0, %zmm2
	vpaddq	.LCPI0_54(%rip), %zmm0, %zmm3
	vpaddq	.LCPI0_55(%rip), %zmm0, %zmm4
	vpaddq	.LCPI0_56(%rip), %zmm0, %zmm5
	vpaddq	.LCPI0_57(%rip), %zmm0, %zmm6
	vpaddq	.LCPI0_59(%rip), %zmm0, %zmm7
	vmovdqu64	1120(%rsp), %zmm8
	vpmullq	%zmm8, %zmm2, %zmm2
	vmovdqu64	%zmm2, 2144(%rsp)
	vpmullq	%zmm8, %zmm1, %zmm1
	vmovdqu64	%zmm1, 928(%rsp)
	vpmullq	%zmm8, %zmm4, %zmm1
	vmovdqu64	%zmm1, 1568(%rsp)
	vpmullq	%zmm8, %zmm3, %zmm1
	vmovdqu64	%zmm1, 2080(%rsp)
	vpmullq	%zmm8, %zmm6, %zmm1
	vmovdqu64	%zmm1, 1824(%rsp)
	vpmullq	%zmm8, %zmm5, %zmm1
	vmovdqu64	%zmm1, 2016(%rsp)
	vpmullq	%zmm8, %zmm7, %zmm1
	vmovdqu64	%zmm1, 3488(%rsp)
	vpaddq	.LCPI0_58(%rip), %zmm0, %zmm0
	vpmullq	%zmm8, %zmm0, %zmm0
	vmovdqu64	%zmm0, 3424(%rsp)
	xorl	%eax, %eax
	vmovss	-16(%rsp), %xmm0
	vmovss	%xmm0, -112(%rsp)
	vmovss	-12(%rsp), %xmm0
	vmovaps	%xmm0, -96(%rsp)
	.p2align	4
.LBB0_172:
	cmpl	$0, -100(%rsp)
	jne	.LBB0_173
	testq	%rsi, %rsi
	je	.LBB0_175
.LBB0_178:
	movq	168(%rsp), %rcx
	addq	%rax, %rcx
	movq	%rcx, %rdx
	shrq	$32, %rdx
	movl	$3449720151, %r9d
	imulq	%r9, %rdx
	vpbroadcastq	%rdx, %zmm0
	shrq	$32, %rdx
	xorl	-32(%rsp), %ecx
	xorl	%edx, %ecx
	leaq	78811644(%r9), %rdx
	imulq	%rcx, %rdx
	vpbroadcastq	%rdx, %zmm1
	shrq	$32, %rdx
	xorq	-56(%rsp), %rdx
	vpbroadcastq	%rdx, %zmm2
	vmovdqu64	%zmm2, 2592(%rsp)
	vpxorq	1312(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2528(%rsp)
	vpxorq	1376(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 2464(%rsp)
	leaq	72552(%rsp), %rcx
	xorl	%edx, %edx
	vpbroadcastq	.LCPI0_4(%rip), %zmm18
	vpbroadcastq	.LCPI0_5(%rip), %zmm24
	.p2align	4
.LBB0_179:
	vpbroadcastq	%rdx, %zmm0
	vpaddq	2144(%rsp), %zmm0, %zmm1
	vpaddq	928(%rsp), %zmm0, %zmm2
	vpaddq	1568(%rsp), %zmm0, %zmm3
	vpaddq	2080(%rsp), %zmm0, %zmm5
	vpaddq	1824(%rsp), %zmm0, %zmm6
	vpaddq	2016(%rsp), %zmm0, %zmm8
	vpaddq	3488(%rsp), %zmm0, %zmm14
	vpaddq	3424(%rsp), %zmm0, %zmm15
	vpmuludq	%zmm18, %zmm2, %zmm13
	vpmuludq	%zmm18, %zmm1, %zmm12
	vpmuludq	%zmm18, %zmm5, %zmm11
	vpmuludq	%zmm18, %zmm3, %zmm10
	vpmuludq	%zmm18, %zmm8, %zmm7
	vpmuludq	%zmm18, %zmm6, %zmm9
	vpmuludq	%zmm18, %zmm15, %zmm4
	vpmuludq	%zmm18, %zmm14, %zmm0
	vmovdqu64	1632(%rsp), %zmm16
	vpternlogq	$150, %zmm16, %zmm12, %zmm1
	vpternlogq	$150, %zmm16, %zmm13, %zmm2
	vpternlogq	$150, %zmm16, %zmm10, %zmm3
	vpternlogq	$150, %zmm16, %zmm11, %zmm5
	vpternlogq	$150, %zmm16, %zmm9, %zmm6
	vpternlogq	$150, %zmm16, %zmm7, %zmm8
	vpternlogq	$150, %zmm16, %zmm0, %zmm14
	vpternlogq	$150, %zmm16, %zmm4, %zmm15
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm14, %zmm14
	vpmuludq	%zmm24, %zmm1, %zmm27
	vpmuludq	%zmm24, %zmm2, %zmm29
	vpmuludq	%zmm24, %zmm3, %zmm25
	vpmuludq	%zmm24, %zmm5, %zmm28
	vpmuludq	%zmm24, %zmm6, %zmm17
	vpmuludq	%zmm24, %zmm8, %zmm22
	vpmuludq	%zmm24, %zmm14, %zmm6
	vpmuludq	%zmm24, %zmm15, %zmm21
	vpsrlq	$32, %zmm29, %zmm1
	vpsrlq	$32, %zmm27, %zmm2
	vpsrlq	$32, %zmm28, %zmm3
	vpsrlq	$32, %zmm25, %zmm5
	vpsrlq	$32, %zmm22, %zmm14
	vpsrlq	$32, %zmm17, %zmm18
	vpsrlq	$32, %zmm21, %zmm19
	vpsrlq	$32, %zmm6, %zmm20
	vmovdqu64	2528(%rsp), %zmm23
	vpxorq	%zmm23, %zmm2, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm30
	vmovdqu64	%zmm30, 448(%rsp)
	vpxorq	%zmm23, %zmm1, %zmm1
	vpxorq	%zmm23, %zmm5, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm8
	vmovdqu64	%zmm8, 176(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm26
	vmovdqu64	%zmm26, 640(%rsp)
	vpxorq	%zmm23, %zmm3, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm15
	vmovdqu64	%zmm15, 384(%rsp)
	vpxorq	%zmm23, %zmm18, %zmm1
	vpxorq	%zmm23, %zmm14, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 576(%rsp)
	vpxorq	%zmm23, %zmm20, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm16
	vmovdqu64	%zmm16, 704(%rsp)
	vpxorq	%zmm23, %zmm19, %zmm14
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm1
	vmovdqu64	%zmm1, 1056(%rsp)
	vpsrlq	$32, %zmm8, %zmm1
	vmovdqu64	%zmm1, 240(%rsp)
	vmovdqu64	2592(%rsp), %zmm3
	vpxorq	%zmm13, %zmm3, %zmm13
	vpmuludq	%zmm24, %zmm13, %zmm19
	vpxorq	%zmm12, %zmm3, %zmm12
	vpmuludq	%zmm24, %zmm12, %zmm20
	vpxorq	%zmm11, %zmm3, %zmm11
	vpsrlq	$32, %zmm30, %zmm30
	vpmuludq	%zmm24, %zmm11, %zmm18
	vpxorq	%zmm10, %zmm3, %zmm10
	vpmuludq	%zmm24, %zmm10, %zmm8
	vpxorq	%zmm7, %zmm3, %zmm7
	vpmuludq	%zmm24, %zmm7, %zmm7
	vpsrlq	$32, %zmm15, %zmm31
	vpxorq	%zmm9, %zmm3, %zmm9
	vpmuludq	%zmm24, %zmm9, %zmm14
	vpxorq	%zmm4, %zmm3, %zmm4
	vpmuludq	%zmm24, %zmm4, %zmm15
	vpxorq	%zmm0, %zmm3, %zmm0
	vpsrlq	$32, %zmm26, %zmm3
	vpmuludq	%zmm24, %zmm0, %zmm4
	vpsrlq	$32, %zmm20, %zmm13
	vpsrlq	$32, %zmm19, %zmm23
	vpsrlq	$32, %zmm8, %zmm9
	vmovdqu64	3104(%rsp), %zmm1
	vpternlogq	$150, %zmm1, %zmm29, %zmm23
	vpsrlq	$32, %zmm2, %zmm0
	vpsrlq	$32, %zmm18, %zmm12
	vpternlogq	$150, %zmm1, %zmm27, %zmm13
	vpsrlq	$32, %zmm14, %zmm11
	vpternlogq	$150, %zmm1, %zmm28, %zmm12
	vpternlogq	$150, %zmm1, %zmm25, %zmm9
	vpsrlq	$32, %zmm5, %zmm27
	vpsrlq	$32, %zmm7, %zmm28
	vpternlogq	$150, %zmm1, %zmm22, %zmm28
	vpsrlq	$32, %zmm15, %zmm10
	vpternlogq	$150, %zmm1, %zmm17, %zmm11
	vpternlogq	$150, %zmm1, %zmm21, %zmm10
	vpsrlq	$32, %zmm16, %zmm17
	vpsrlq	$32, %zmm4, %zmm29
	vpternlogq	$150, %zmm1, %zmm6, %zmm29
	vmovdqu64	2464(%rsp), %zmm1
	vpxorq	%zmm1, %zmm30, %zmm6
	vpmuludq	%zmm24, %zmm6, %zmm25
	vpxorq	240(%rsp), %zmm1, %zmm6
	vpmuludq	%zmm24, %zmm6, %zmm16
	vpxorq	%zmm1, %zmm3, %zmm6
	vpmuludq	%zmm24, %zmm6, %zmm22
	vpxorq	%zmm1, %zmm31, %zmm2
	vpmuludq	%zmm24, %zmm2, %zmm30
	vpxorq	%zmm1, %zmm27, %zmm2
	vpmuludq	%zmm24, %zmm2, %zmm21
	vpxorq	%zmm1, %zmm0, %zmm0
	vpmuludq	%zmm24, %zmm0, %zmm6
	vpxorq	%zmm1, %zmm17, %zmm0
	vpmuludq	%zmm24, %zmm0, %zmm0
	vmovdqu64	%zmm0, 240(%rsp)
	vpsrlq	$32, %zmm25, %zmm17
	vmovdqu64	3168(%rsp), %zmm2
	vpternlogq	$150, %zmm20, %zmm2, %zmm17
	vpsrlq	$32, %zmm16, %zmm27
	vpternlogq	$150, %zmm19, %zmm2, %zmm27
	vpsrlq	$32, %zmm22, %zmm20
	vpternlogq	$150, %zmm8, %zmm2, %zmm20
	vpsrlq	$32, %zmm30, %zmm26
	vpternlogq	$150, %zmm18, %zmm2, %zmm26
	vpsrlq	$32, %zmm21, %zmm19
	vpternlogq	$150, %zmm14, %zmm2, %zmm19
	vpsrlq	$32, %zmm6, %zmm3
	vpternlogq	$150, %zmm7, %zmm2, %zmm3
	vpsrlq	$32, %zmm0, %zmm18
	vpternlogq	$150, %zmm4, %zmm2, %zmm18
	vmovdqu64	1056(%rsp), %zmm31
	vpsrlq	$32, %zmm31, %zmm0
	vpxorq	%zmm1, %zmm0, %zmm0
	vpmuludq	%zmm24, %zmm0, %zmm14
	vpsrlq	$32, %zmm14, %zmm7
	vpternlogq	$150, %zmm15, %zmm2, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm0
	vmovdqu64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vmovdqu64	2400(%rsp), %zmm1
	vpternlogq	$150, 448(%rsp), %zmm1, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm13
	vpsrlq	$32, %zmm13, %zmm2
	vpternlogq	$150, 176(%rsp), %zmm1, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm0
	vmovdqu64	%zmm0, 448(%rsp)
	vpsrlq	$32, %zmm0, %zmm9
	vpternlogq	$150, 640(%rsp), %zmm1, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm12, %zmm12
	vpsrlq	$32, %zmm12, %zmm15
	vpternlogq	$150, 384(%rsp), %zmm1, %zmm15
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm0
	vmovdqu64	%zmm0, 384(%rsp)
	vpsrlq	$32, %zmm0, %zmm8
	vpternlogq	$150, %zmm1, %zmm5, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm28, %zmm28
	vpsrlq	$32, %zmm28, %zmm5
	vpternlogq	$150, 576(%rsp), %zmm1, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm29, %zmm0
	vmovdqu64	%zmm0, 576(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 704(%rsp), %zmm1, %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm10, %zmm11
	vpsrlq	$32, %zmm11, %zmm10
	vpternlogq	$150, %zmm1, %zmm31, %zmm10
	vpmuludq	%zmm24, %zmm2, %zmm1
	vmovdqu64	%zmm1, 176(%rsp)
	vpsrlq	$32, %zmm1, %zmm31
	vmovdqu64	1888(%rsp), %zmm1
	vpternlogq	$150, %zmm1, %zmm16, %zmm31
	vpmuludq	%zmm24, %zmm4, %zmm23
	vpsrlq	$32, %zmm23, %zmm16
	vpternlogq	$150, %zmm1, %zmm25, %zmm16
	vpmuludq	%zmm24, %zmm15, %zmm2
	vmovdqu64	%zmm2, 640(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm1, %zmm30, %zmm2
	vpmuludq	%zmm24, %zmm9, %zmm4
	vpsrlq	$32, %zmm4, %zmm25
	vpternlogq	$150, %zmm1, %zmm22, %zmm25
	vpmuludq	%zmm24, %zmm5, %zmm30
	vpsrlq	$32, %zmm30, %zmm5
	vpternlogq	$150, %zmm1, %zmm6, %zmm5
	vpmuludq	%zmm24, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm22
	vpternlogq	$150, %zmm1, %zmm21, %zmm22
	vpmuludq	%zmm24, %zmm10, %zmm6
	vmovdqu64	%zmm6, 1056(%rsp)
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm1, %zmm14, %zmm6
	vpmuludq	%zmm24, %zmm0, %zmm9
	vpsrlq	$32, %zmm9, %zmm21
	vpternlogq	$150, 240(%rsp), %zmm1, %zmm21
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm27, %zmm0
	vmovdqu64	%zmm0, 704(%rsp)
	vpsrlq	$32, %zmm0, %zmm14
	vmovdqu64	1952(%rsp), %zmm0
	vpternlogq	$150, %zmm13, %zmm0, %zmm14
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm29
	vpsrlq	$32, %zmm29, %zmm10
	vpternlogq	$150, 320(%rsp), %zmm0, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm26, %zmm1
	vmovdqu64	%zmm1, 320(%rsp)
	vpsrlq	$32, %zmm1, %zmm17
	vpternlogq	$150, %zmm12, %zmm0, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm12
	vpsrlq	$32, %zmm12, %zmm15
	vpternlogq	$150, 448(%rsp), %zmm0, %zmm15
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm1
	vmovdqu64	%zmm1, 448(%rsp)
	vpsrlq	$32, %zmm1, %zmm27
	vpternlogq	$150, %zmm28, %zmm0, %zmm27
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm13
	vpsrlq	$32, %zmm13, %zmm28
	vpternlogq	$150, 384(%rsp), %zmm0, %zmm28
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm7, %zmm20
	vpsrlq	$32, %zmm20, %zmm19
	vpternlogq	$150, %zmm11, %zmm0, %zmm19
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm26
	vpsrlq	$32, %zmm26, %zmm1
	vpternlogq	$150, 576(%rsp), %zmm0, %zmm1
	vpmuludq	%zmm24, %zmm10, %zmm0
	vmovdqu64	%zmm0, 240(%rsp)
	vpsrlq	$32, %zmm0, %zmm11
	vmovdqu64	1696(%rsp), %zmm0
	vpternlogq	$150, %zmm23, %zmm0, %zmm11
	vpmuludq	%zmm24, %zmm14, %zmm23
	vpsrlq	$32, %zmm23, %zmm7
	vpternlogq	$150, 176(%rsp), %zmm0, %zmm7
	vpmuludq	%zmm24, %zmm15, %zmm3
	vmovdqu64	%zmm3, 992(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm4, %zmm0, %zmm3
	vpmuludq	%zmm24, %zmm17, %zmm10
	vpsrlq	$32, %zmm10, %zmm17
	vpternlogq	$150, 640(%rsp), %zmm0, %zmm17
	vpmuludq	%zmm24, %zmm28, %zmm4
	vmovdqu64	%zmm4, 640(%rsp)
	vpsrlq	$32, %zmm4, %zmm14
	vpternlogq	$150, %zmm8, %zmm0, %zmm14
	vpmuludq	%zmm24, %zmm27, %zmm4
	vpsrlq	$32, %zmm4, %zmm18
	vpternlogq	$150, %zmm30, %zmm0, %zmm18
	vpmuludq	%zmm24, %zmm1, %zmm27
	vpsrlq	$32, %zmm27, %zmm15
	vpternlogq	$150, %zmm9, %zmm0, %zmm15
	vpmuludq	%zmm24, %zmm19, %zmm8
	vpsrlq	$32, %zmm8, %zmm19
	vpternlogq	$150, 1056(%rsp), %zmm0, %zmm19
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm0
	vmovdqu64	%zmm0, 384(%rsp)
	vpsrlq	$32, %zmm0, %zmm30
	vmovdqu64	1760(%rsp), %zmm16
	vpternlogq	$150, %zmm16, %zmm29, %zmm30
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm31, %zmm29
	vpsrlq	$32, %zmm29, %zmm9
	vpternlogq	$150, 704(%rsp), %zmm16, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm25, %zmm28
	vpsrlq	$32, %zmm28, %zmm25
	vpternlogq	$150, %zmm16, %zmm12, %zmm25
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm12
	vpsrlq	$32, %zmm12, %zmm2
	vpternlogq	$150, 320(%rsp), %zmm16, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm0
	vmovdqu64	%zmm0, 576(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm16, %zmm13, %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm13
	vpsrlq	$32, %zmm13, %zmm5
	vpternlogq	$150, 448(%rsp), %zmm16, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm1
	vmovdqu64	%zmm1, 448(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm16, %zmm26, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm6, %zmm21
	vpsrlq	$32, %zmm21, %zmm6
	vpternlogq	$150, %zmm16, %zmm20, %zmm6
	vpmuludq	%zmm24, %zmm9, %zmm9
	vmovdqu64	%zmm9, 320(%rsp)
	vpsrlq	$32, %zmm9, %zmm9
	vmovdqu64	1504(%rsp), %zmm16
	vpternlogq	$150, %zmm16, %zmm23, %zmm9
	vmovdqu64	%zmm9, 176(%rsp)
	vpmuludq	%zmm24, %zmm30, %zmm9
	vpsrlq	$32, %zmm9, %zmm20
	vpternlogq	$150, 240(%rsp), %zmm16, %zmm20
	vpmuludq	%zmm24, %zmm2, %zmm23
	vpsrlq	$32, %zmm23, %zmm2
	vpternlogq	$150, %zmm16, %zmm10, %zmm2
	vpmuludq	%zmm24, %zmm25, %zmm10
	vpsrlq	$32, %zmm10, %zmm22
	vpternlogq	$150, 992(%rsp), %zmm16, %zmm22
	vpmuludq	%zmm24, %zmm5, %zmm5
	vmovdqu64	%zmm5, 992(%rsp)
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm16, %zmm4, %zmm5
	vpmuludq	%zmm24, %zmm0, %zmm4
	vpsrlq	$32, %zmm4, %zmm25
	vpternlogq	$150, 640(%rsp), %zmm16, %zmm25
	vpmuludq	%zmm24, %zmm6, %zmm30
	vpsrlq	$32, %zmm30, %zmm6
	vpternlogq	$150, %zmm16, %zmm8, %zmm6
	vpmuludq	%zmm24, %zmm1, %zmm8
	vpsrlq	$32, %zmm8, %zmm26
	vpternlogq	$150, %zmm16, %zmm27, %zmm26
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm7, %zmm0
	vmovdqu64	%zmm0, 704(%rsp)
	vpsrlq	$32, %zmm0, %zmm27
	vmovdqu64	1440(%rsp), %zmm16
	vpternlogq	$150, %zmm29, %zmm16, %zmm27
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm29
	vpsrlq	$32, %zmm29, %zmm7
	vpternlogq	$150, 384(%rsp), %zmm16, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm0
	vmovdqu64	%zmm0, 640(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vpternlogq	$150, %zmm12, %zmm16, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm31
	vpsrlq	$32, %zmm31, %zmm17
	vpternlogq	$150, %zmm28, %zmm16, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm0
	vmovdqu64	%zmm0, 1056(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vpternlogq	$150, %zmm13, %zmm16, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm28
	vpsrlq	$32, %zmm28, %zmm18
	vpternlogq	$150, 576(%rsp), %zmm16, %zmm18
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm0
	vmovdqu64	%zmm0, 576(%rsp)
	vpsrlq	$32, %zmm0, %zmm12
	vpternlogq	$150, %zmm21, %zmm16, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm14
	vpsrlq	$32, %zmm14, %zmm0
	vpternlogq	$150, 448(%rsp), %zmm16, %zmm0
	vpmuludq	%zmm24, %zmm7, %zmm7
	vmovdqu64	%zmm7, 384(%rsp)
	vpsrlq	$32, %zmm7, %zmm11
	vmovdqu64	1184(%rsp), %zmm7
	vpternlogq	$150, %zmm9, %zmm7, %zmm11
	vmovdqu64	%zmm11, 240(%rsp)
	vpmuludq	%zmm24, %zmm27, %zmm11
	vpsrlq	$32, %zmm11, %zmm15
	vpternlogq	$150, 320(%rsp), %zmm7, %zmm15
	vpmuludq	%zmm24, %zmm17, %zmm9
	vmovdqu64	%zmm9, 320(%rsp)
	vpsrlq	$32, %zmm9, %zmm16
	vpternlogq	$150, %zmm10, %zmm7, %zmm16
	vpmuludq	%zmm24, %zmm1, %zmm19
	vpsrlq	$32, %zmm19, %zmm17
	vpternlogq	$150, %zmm23, %zmm7, %zmm17
	vpmuludq	%zmm24, %zmm18, %zmm27
	vpsrlq	$32, %zmm27, %zmm21
	vpternlogq	$150, %zmm4, %zmm7, %zmm21
	vpmuludq	%zmm24, %zmm3, %zmm23
	vpsrlq	$32, %zmm23, %zmm18
	vpternlogq	$150, 992(%rsp), %zmm7, %zmm18
	vpmuludq	%zmm24, %zmm0, %zmm0
	vmovdqu64	%zmm0, 2656(%rsp)
	vpsrlq	$32, %zmm0, %zmm13
	vpternlogq	$150, %zmm8, %zmm7, %zmm13
	vpmuludq	%zmm24, %zmm12, %zmm10
	vpsrlq	$32, %zmm10, %zmm8
	vpternlogq	$150, %zmm30, %zmm7, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm0
	vmovdqu64	%zmm0, 992(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vmovdqu64	1248(%rsp), %zmm7
	vpternlogq	$150, %zmm7, %zmm29, %zmm1
	vmovdqu64	176(%rsp), %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm0, %zmm12
	vpsrlq	$32, %zmm12, %zmm0
	vpternlogq	$150, 704(%rsp), %zmm7, %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm3
	vmovdqu64	%zmm3, 176(%rsp)
	vpsrlq	$32, %zmm3, %zmm4
	vpternlogq	$150, %zmm7, %zmm31, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm9
	vpsrlq	$32, %zmm9, %zmm3
	vpternlogq	$150, 640(%rsp), %zmm7, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm25, %zmm29
	vpsrlq	$32, %zmm29, %zmm31
	vpternlogq	$150, %zmm7, %zmm28, %zmm31
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm28
	vpsrlq	$32, %zmm28, %zmm30
	vpternlogq	$150, 1056(%rsp), %zmm7, %zmm30
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm26, %zmm22
	vpsrlq	$32, %zmm22, %zmm5
	vpternlogq	$150, %zmm7, %zmm14, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm6, %zmm20
	vpsrlq	$32, %zmm20, %zmm14
	vpternlogq	$150, 576(%rsp), %zmm7, %zmm14
	vpmuludq	%zmm24, %zmm0, %zmm0
	vmovdqu64	%zmm0, 448(%rsp)
	vpsrlq	$32, %zmm0, %zmm6
	vmovdqu64	864(%rsp), %zmm2
	vpternlogq	$150, %zmm2, %zmm11, %zmm6
	vpmuludq	%zmm24, %zmm1, %zmm0
	vmovdqu64	%zmm0, 704(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 384(%rsp), %zmm2, %zmm0
	vpmuludq	%zmm24, %zmm3, %zmm1
	vmovdqu64	%zmm1, 576(%rsp)
	vpsrlq	$32, %zmm1, %zmm7
	vpternlogq	$150, %zmm2, %zmm19, %zmm7
	vpmuludq	%zmm24, %zmm4, %zmm1
	vmovdqu64	%zmm1, 640(%rsp)
	vpsrlq	$32, %zmm1, %zmm11
	vpternlogq	$150, 320(%rsp), %zmm2, %zmm11
	vpmuludq	%zmm24, %zmm30, %zmm30
	vpsrlq	$32, %zmm30, %zmm4
	vpternlogq	$150, %zmm2, %zmm23, %zmm4
	vpmuludq	%zmm24, %zmm31, %zmm26
	vpsrlq	$32, %zmm26, %zmm3
	vpternlogq	$150, %zmm2, %zmm27, %zmm3
	vpmuludq	%zmm24, %zmm14, %zmm31
	vpsrlq	$32, %zmm31, %zmm25
	vpternlogq	$150, %zmm2, %zmm10, %zmm25
	vpmuludq	%zmm24, %zmm5, %zmm19
	vpsrlq	$32, %zmm19, %zmm14
	vpternlogq	$150, 2656(%rsp), %zmm2, %zmm14
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm1
	vmovdqu64	%zmm1, 320(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vmovdqu64	3232(%rsp), %zmm23
	vpternlogq	$150, %zmm12, %zmm23, %zmm2
	vmovdqu64	240(%rsp), %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 384(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 992(%rsp), %zmm23, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm17
	vpsrlq	$32, %zmm17, %zmm10
	vpternlogq	$150, %zmm9, %zmm23, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm15
	vpsrlq	$32, %zmm15, %zmm9
	vpternlogq	$150, 176(%rsp), %zmm23, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm18
	vpsrlq	$32, %zmm18, %zmm5
	vpternlogq	$150, %zmm28, %zmm23, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm27
	vpsrlq	$32, %zmm27, %zmm12
	vpternlogq	$150, %zmm29, %zmm23, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm16
	vpsrlq	$32, %zmm16, %zmm28
	vpternlogq	$150, %zmm20, %zmm23, %zmm28
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm21
	vpsrlq	$32, %zmm21, %zmm29
	vpternlogq	$150, %zmm22, %zmm23, %zmm29
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm0, %zmm22
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm6, %zmm8
	vpmovqd	%zmm8, %ymm0
	vpmovqd	%zmm22, %ymm6
	vinserti64x4	$1, %ymm6, %zmm0, %zmm0
	vmovdqu64	%zmm0, 176(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm13
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm7, %zmm11
	vpmovqd	%zmm11, %ymm0
	vpmovqd	%zmm13, %ymm6
	vinserti64x4	$1, %ymm6, %zmm0, %zmm0
	vmovdqu64	%zmm0, 240(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm23
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm4, %zmm4
	vpmovqd	%zmm4, %ymm0
	vpmovqd	%zmm23, %ymm3
	vinserti64x4	$1, %ymm3, %zmm0, %zmm20
	vpmuludq	%zmm24, %zmm1, %zmm0
	vpmuludq	%zmm24, %zmm2, %zmm1
	vpmovqd	%zmm1, %ymm2
	vpmovqd	%zmm0, %ymm3
	vinserti64x4	$1, %ymm3, %zmm2, %zmm6
	vpmuludq	%zmm24, %zmm9, %zmm2
	vpmuludq	%zmm24, %zmm10, %zmm3
	vpmovqd	%zmm3, %ymm7
	vpmovqd	%zmm2, %ymm9
	vinserti64x4	$1, %ymm9, %zmm7, %zmm9
	vpmuludq	%zmm24, %zmm12, %zmm7
	vpmuludq	%zmm24, %zmm5, %zmm5
	vpmovqd	%zmm5, %ymm10
	vpmovqd	%zmm7, %ymm12
	vinserti64x4	$1, %ymm12, %zmm10, %zmm10
	vpsrlq	$32, %zmm0, %zmm0
	vpxorq	704(%rsp), %zmm0, %zmm12
	vpsrlq	$32, %zmm1, %zmm0
	vpxorq	448(%rsp), %zmm0, %zmm1
	vpsrlq	$32, %zmm2, %zmm0
	vpxorq	640(%rsp), %zmm0, %zmm2
	vpsrlq	$32, %zmm3, %zmm0
	vpxorq	576(%rsp), %zmm0, %zmm3
	vpsrlq	$32, %zmm7, %zmm0
	vpxorq	%zmm26, %zmm0, %zmm7
	vpsrlq	$32, %zmm5, %zmm0
	vpxorq	%zmm30, %zmm0, %zmm5
	vpmuludq	%zmm24, %zmm29, %zmm0
	vpsrlq	$32, %zmm0, %zmm26
	vpxorq	%zmm19, %zmm26, %zmm19
	vpmuludq	%zmm24, %zmm28, %zmm26
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm26, %ymm28
	vinserti64x4	$1, %ymm0, %zmm28, %zmm0
	vpsrlq	$32, %zmm26, %zmm26
	vpxorq	%zmm31, %zmm26, %zmm26
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm12, %ymm12
	vinserti64x4	$1, %ymm12, %zmm1, %zmm12
	vpsrlq	$32, %zmm22, %zmm1
	vpxorq	384(%rsp), %zmm1, %zmm22
	vpsrlq	$32, %zmm8, %zmm1
	vpxorq	320(%rsp), %zmm1, %zmm8
	vpsrlq	$32, %zmm13, %zmm1
	vpxorq	%zmm15, %zmm1, %zmm13
	vpsrlq	$32, %zmm11, %zmm1
	vpxorq	%zmm17, %zmm1, %zmm11
	vpsrlq	$32, %zmm23, %zmm1
	vpxorq	%zmm27, %zmm1, %zmm15
	vpmovqd	%zmm3, %ymm1
	vpmovqd	%zmm2, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm2
	vpsrlq	$32, %zmm4, %zmm1
	vpxorq	%zmm18, %zmm1, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm1
	vpmovqd	%zmm5, %ymm4
	vpmovqd	%zmm7, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpsrlq	$32, %zmm1, %zmm5
	vpxorq	%zmm21, %zmm5, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm25, %zmm7
	vbroadcastsd	.LCPI0_4(%rip), %zmm18
	vpmovqd	%zmm26, %ymm14
	vpmovqd	%zmm19, %ymm17
	vinserti64x4	$1, %ymm17, %zmm14, %zmm14
	vpsrlq	$32, %zmm7, %zmm17
	vpxorq	%zmm16, %zmm17, %zmm16
	vmovdqu64	3296(%rsp), %zmm17
	vpxord	%zmm12, %zmm17, %zmm12
	vmovdqu64	%zmm12, -960(%rcx)
	vpxord	%zmm2, %zmm17, %zmm2
	vmovdqu64	%zmm2, -896(%rcx)
	vpxord	%zmm4, %zmm17, %zmm2
	vmovdqu64	%zmm2, -832(%rcx)
	vpxord	%zmm14, %zmm17, %zmm2
	vmovdqu64	%zmm2, -768(%rcx)
	vmovdqu64	%zmm6, -704(%rcx)
	vmovdqu64	%zmm9, -640(%rcx)
	vmovdqu64	%zmm10, -576(%rcx)
	vmovdqu64	%zmm0, -512(%rcx)
	vpmovqd	%zmm8, %ymm0
	vpmovqd	%zmm22, %ymm2
	vinserti64x4	$1, %ymm2, %zmm0, %zmm0
	vmovdqu64	3360(%rsp), %zmm4
	vpxord	%zmm0, %zmm4, %zmm0
	vmovdqu64	%zmm0, -448(%rcx)
	vpmovqd	%zmm11, %ymm0
	vpmovqd	%zmm13, %ymm2
	vinserti64x4	$1, %ymm2, %zmm0, %zmm0
	vpxord	%zmm0, %zmm4, %zmm0
	vmovdqu64	%zmm0, -384(%rcx)
	vpmovqd	%zmm3, %ymm0
	vpmovqd	%zmm15, %ymm2
	vinserti64x4	$1, %ymm2, %zmm0, %zmm0
	vpxord	%zmm0, %zmm4, %zmm0
	vmovdqu64	%zmm0, -320(%rcx)
	vpmovqd	%zmm16, %ymm0
	vpmovqd	%zmm5, %ymm2
	vinserti64x4	$1, %ymm2, %zmm0, %zmm0
	vpxord	%zmm0, %zmm4, %zmm0
	vmovdqu64	%zmm0, -256(%rcx)
	vmovups	176(%rsp), %zmm0
	vmovups	%zmm0, -192(%rcx)
	vmovups	240(%rsp), %zmm0
	vmovups	%zmm0, -128(%rcx)
	vmovdqu64	%zmm20, -64(%rcx)
	vpmovqd	%zmm7, %ymm0
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vmovdqu64	%zmm0, (%rcx)
	incq	%rdx
	addq	$1024, %rcx
	cmpq	%rdx, %rsi
	jne	.LBB0_179
	leaq	72552(%rsp), %rcx
	movq	%rsi, %rdx
	vbroadcastss	.LCPI0_11(%rip), %zmm25
	vbroadcastss	.LCPI0_12(%rip), %zmm26
	.p2align	4
.LBB0_181:
	vpsrld	$9, -704(%rcx), %zmm0
	vpsrld	$9, -640(%rcx), %zmm1
	vpsrld	$9, -576(%rcx), %zmm2
	vpsrld	$9, -512(%rcx), %zmm3
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm2, %zmm4
	vcvtdq2ps	%zmm3, %zmm3
	vaddps	%zmm25, %zmm0, %zmm5
	vaddps	%zmm25, %zmm1, %zmm2
	vaddps	%zmm25, %zmm4, %zmm1
	vaddps	%zmm25, %zmm3, %zmm0
	vmulps	%zmm26, %zmm5, %zmm3
	vextractf64x4	$1, %zmm3, %ymm4
	vcvtps2pd	%ymm4, %zmm4
	vmulps	%zmm26, %zmm2, %zmm2
	vcvtps2pd	%ymm3, %zmm3
	vextractf64x4	$1, %zmm2, %ymm5
	vcvtps2pd	%ymm5, %zmm5
	vmulps	%zmm26, %zmm1, %zmm1
	vcvtps2pd	%ymm2, %zmm2
	vextractf64x4	$1, %zmm1, %ymm6
	vcvtps2pd	%ymm6, %zmm6
	vmulps	%zmm26, %zmm0, %zmm0
	vcvtps2pd	%ymm1, %zmm1
	vextractf64x4	$1, %zmm0, %ymm7
	vcvtps2pd	%ymm7, %zmm7
	vcvtps2pd	%ymm0, %zmm0
	vbroadcastsd	.LCPI0_26(%rip), %zmm30
	vmulpd	%zmm30, %zmm3, %zmm3
	vmovupd	%zmm3, 176(%rsp)
	vmulpd	%zmm30, %zmm4, %zmm8
	vmovupd	%zmm8, 384(%rsp)
	vmulpd	%zmm30, %zmm2, %zmm2
	vmovupd	%zmm2, 240(%rsp)
	vmulpd	%zmm30, %zmm5, %zmm5
	vmovupd	%zmm5, 576(%rsp)
	vmulpd	%zmm30, %zmm1, %zmm1
	vmovupd	%zmm1, 320(%rsp)
	vmulpd	%zmm30, %zmm6, %zmm6
	vmovupd	%zmm6, 704(%rsp)
	vmulpd	%zmm30, %zmm0, %zmm4
	vmovupd	%zmm4, 448(%rsp)
	vmulpd	%zmm30, %zmm7, %zmm18
	vbroadcastsd	.LCPI0_27(%rip), %zmm0
	vaddpd	%zmm0, %zmm8, %zmm20
	vaddpd	%zmm0, %zmm3, %zmm16
	vaddpd	%zmm0, %zmm5, %zmm22
	vaddpd	%zmm0, %zmm2, %zmm15
	vaddpd	%zmm0, %zmm6, %zmm17
	vaddpd	%zmm0, %zmm1, %zmm19
	vaddpd	%zmm0, %zmm18, %zmm27
	vaddpd	%zmm0, %zmm4, %zmm21
	vpbroadcastq	.LCPI0_41(%rip), %zmm0
	vptestnmq	%zmm0, %zmm16, %k0
	vptestnmq	%zmm0, %zmm20, %k1
	kunpckbw	%k0, %k1, %k1
	kmovw	%k1, 1056(%rsp)
	vptestnmq	%zmm0, %zmm15, %k0
	vptestnmq	%zmm0, %zmm22, %k1
	kunpckbw	%k0, %k1, %k3
	vptestnmq	%zmm0, %zmm19, %k0
	vptestnmq	%zmm0, %zmm17, %k1
	kunpckbw	%k0, %k1, %k4
	vptestnmq	%zmm0, %zmm21, %k0
	vptestnmq	%zmm0, %zmm27, %k1
	kunpckbw	%k0, %k1, %k1
	kmovw	%k1, 640(%rsp)
	vpbroadcastq	.LCPI0_42(%rip), %zmm0
	vptestnmq	%zmm0, %zmm16, %k0
	vptestnmq	%zmm0, %zmm20, %k1
	kunpckbw	%k0, %k1, %k2
	vptestnmq	%zmm0, %zmm15, %k0
	vptestnmq	%zmm0, %zmm22, %k1
	kunpckbw	%k0, %k1, %k5
	vptestnmq	%zmm0, %zmm19, %k0
	vptestnmq	%zmm0, %zmm17, %k1
	kunpckbw	%k0, %k1, %k6
	vptestnmq	%zmm0, %zmm21, %k0
	vptestnmq	%zmm0, %zmm27, %k1
	kunpckbw	%k0, %k1, %k7
	vpsrld	$9, -960(%rcx), %zmm2
	vpsrld	$9, -896(%rcx), %zmm3
	vpsrld	$9, -832(%rcx), %zmm4
	vpsrld	$9, -768(%rcx), %zmm5
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm3, %zmm3
	vcvtdq2ps	%zmm4, %zmm4
	vcvtdq2ps	%zmm5, %zmm5
	vaddps	%zmm25, %zmm2, %zmm2
	vaddps	%zmm25, %zmm3, %zmm3
	vaddps	%zmm25, %zmm4, %zmm4
	vaddps	%zmm25, %zmm5, %zmm5
	vmulps	%zmm26, %zmm2, %zmm2
	vmulps	%zmm26, %zmm3, %zmm3
	vmulps	%zmm26, %zmm4, %zmm4
	vmulps	%zmm26, %zmm5, %zmm5
	vpbroadcastd	.LCPI0_13(%rip), %zmm0
	vpaddd	%zmm0, %zmm2, %zmm9
	vpaddd	%zmm0, %zmm3, %zmm11
	vpaddd	%zmm0, %zmm4, %zmm13
	vpaddd	%zmm0, %zmm5, %zmm14
	vpbroadcastd	.LCPI0_15(%rip), %zmm0
	vpandd	%zmm0, %zmm9, %zmm3
	vpandd	%zmm0, %zmm11, %zmm4
	vpandd	%zmm0, %zmm13, %zmm5
	vpandd	%zmm0, %zmm14, %zmm6
	vpbroadcastd	.LCPI0_16(%rip), %zmm0
	vpaddd	%zmm0, %zmm3, %zmm3
	vpaddd	%zmm0, %zmm4, %zmm4
	vpaddd	%zmm0, %zmm5, %zmm5
	vpaddd	%zmm0, %zmm6, %zmm6
	vbroadcastss	.LCPI0_17(%rip), %zmm0
	vaddps	%zmm0, %zmm3, %zmm3
	vaddps	%zmm0, %zmm4, %zmm4
	vaddps	%zmm0, %zmm5, %zmm5
	vaddps	%zmm0, %zmm6, %zmm6
	vbroadcastss	.LCPI0_18(%rip), %zmm8
	vaddps	%zmm8, %zmm3, %zmm10
	vaddps	%zmm8, %zmm4, %zmm23
	vaddps	%zmm8, %zmm5, %zmm24
	vdivps	%zmm10, %zmm3, %zmm10
	vdivps	%zmm23, %zmm4, %zmm23
	vdivps	%zmm24, %zmm5, %zmm24
	vmulps	%zmm10, %zmm10, %zmm25
	vmulps	%zmm23, %zmm23, %zmm26
	vmulps	%zmm24, %zmm24, %zmm28
	vmulps	%zmm25, %zmm25, %zmm29
	vbroadcastss	.LCPI0_19(%rip), %zmm12
	vmulps	%zmm12, %zmm29, %zmm31
	vbroadcastss	.LCPI0_20(%rip), %zmm1
	vaddps	%zmm1, %zmm31, %zmm31
	vmulps	%zmm31, %zmm29, %zmm31
	vbroadcastss	.LCPI0_21(%rip), %zmm2
	vmulps	%zmm2, %zmm29, %zmm29
	vbroadcastss	.LCPI0_22(%rip), %zmm7
	vaddps	%zmm7, %zmm29, %zmm29
	vmulps	%zmm29, %zmm25, %zmm25
	vmulps	%zmm26, %zmm26, %zmm29
	vaddps	%zmm31, %zmm25, %zmm25
	vmulps	%zmm12, %zmm29, %zmm31
	vaddps	%zmm1, %zmm31, %zmm31
	vmulps	%zmm31, %zmm29, %zmm31
	vmulps	%zmm2, %zmm29, %zmm29
	vaddps	%zmm7, %zmm29, %zmm29
	vmulps	%zmm29, %zmm26, %zmm26
	vmulps	%zmm28, %zmm28, %zmm29
	vaddps	%zmm31, %zmm26, %zmm26
	vmulps	%zmm12, %zmm29, %zmm31
	vaddps	%zmm1, %zmm31, %zmm31
	vmulps	%zmm31, %zmm29, %zmm31
	vmulps	%zmm2, %zmm29, %zmm29
	vaddps	%zmm7, %zmm29, %zmm29
	vmulps	%zmm29, %zmm28, %zmm28
	vaddps	%zmm8, %zmm6, %zmm29
	vdivps	%zmm29, %zmm6, %zmm29
	vaddps	%zmm31, %zmm28, %zmm28
	vmulps	%zmm29, %zmm29, %zmm31
	vmulps	%zmm31, %zmm31, %zmm0
	vmulps	%zmm12, %zmm0, %zmm12
	vaddps	%zmm1, %zmm12, %zmm12
	vmulps	%zmm12, %zmm0, %zmm12
	vmulps	%zmm2, %zmm0, %zmm0
	vaddps	%zmm7, %zmm0, %zmm0
	vmulps	%zmm0, %zmm31, %zmm0
	vaddps	%zmm12, %zmm0, %zmm0
	vmulps	.LCPI0_11(%rip){1to16}, %zmm3, %zmm12
	vmulps	%zmm12, %zmm3, %zmm12
	vaddps	%zmm25, %zmm12, %zmm25
	vmulps	%zmm25, %zmm10, %zmm10
	vmulps	.LCPI0_11(%rip){1to16}, %zmm4, %zmm25
	vmulps	%zmm25, %zmm4, %zmm25
	vaddps	%zmm26, %zmm25, %zmm26
	vmulps	%zmm26, %zmm23, %zmm23
	vmulps	.LCPI0_11(%rip){1to16}, %zmm5, %zmm26
	vmulps	%zmm26, %zmm5, %zmm26
	vaddps	%zmm28, %zmm26, %zmm28
	vmulps	%zmm28, %zmm24, %zmm24
	vmulps	.LCPI0_11(%rip){1to16}, %zmm6, %zmm28
	vmulps	%zmm28, %zmm6, %zmm28
	vaddps	%zmm0, %zmm28, %zmm0
	vmulps	%zmm0, %zmm29, %zmm0
	vpsrld	$23, %zmm9, %zmm9
	vpbroadcastd	.LCPI0_14(%rip), %zmm31
	vpaddd	%zmm31, %zmm9, %zmm9
	vcvtdq2ps	%zmm9, %zmm9
	vbroadcastss	.LCPI0_23(%rip), %zmm1
	vmulps	%zmm1, %zmm9, %zmm29
	vaddps	%zmm10, %zmm29, %zmm10
	vpsrld	$23, %zmm11, %zmm8
	vpaddd	%zmm31, %zmm8, %zmm8
	vcvtdq2ps	%zmm8, %zmm8
	vmulps	%zmm1, %zmm8, %zmm29
	vaddps	%zmm23, %zmm29, %zmm23
	vpsrld	$23, %zmm13, %zmm7
	vpaddd	%zmm31, %zmm7, %zmm7
	vcvtdq2ps	%zmm7, %zmm7
	vmulps	%zmm1, %zmm7, %zmm29
	vaddps	%zmm24, %zmm29, %zmm24
	vpsrld	$23, %zmm14, %zmm2
	vpaddd	%zmm31, %zmm2, %zmm2
	vcvtdq2ps	%zmm2, %zmm2
	vmulps	%zmm1, %zmm2, %zmm29
	vaddps	%zmm0, %zmm29, %zmm0
	vsubps	%zmm12, %zmm10, %zmm10
	vsubps	%zmm25, %zmm23, %zmm12
	vsubps	%zmm26, %zmm24, %zmm23
	vsubps	%zmm28, %zmm0, %zmm0
	vaddps	%zmm10, %zmm3, %zmm3
	vaddps	%zmm12, %zmm4, %zmm4
	vaddps	%zmm23, %zmm5, %zmm10
	vaddps	%zmm0, %zmm6, %zmm0
	vbroadcastss	.LCPI0_24(%rip), %zmm1
	vmulps	%zmm1, %zmm9, %zmm5
	vaddps	%zmm3, %zmm5, %zmm5
	vmulps	%zmm1, %zmm8, %zmm3
	vaddps	%zmm4, %zmm3, %zmm6
	vmulps	%zmm1, %zmm7, %zmm3
	vaddps	%zmm10, %zmm3, %zmm31
	vmulps	%zmm1, %zmm2, %zmm2
	vaddps	%zmm0, %zmm2, %zmm2
	vbroadcastsd	.LCPI0_28(%rip), %zmm29
	vaddpd	%zmm29, %zmm16, %zmm0
	vaddpd	%zmm29, %zmm20, %zmm3
	vaddpd	%zmm29, %zmm15, %zmm1
	vaddpd	%zmm29, %zmm22, %zmm4
	vaddpd	%zmm29, %zmm19, %zmm7
	vaddpd	%zmm29, %zmm17, %zmm8
	vaddpd	%zmm29, %zmm21, %zmm9
	vaddpd	%zmm29, %zmm27, %zmm10
	vmovupd	384(%rsp), %zmm11
	vsubpd	%zmm3, %zmm11, %zmm11
	vmovupd	176(%rsp), %zmm3
	vsubpd	%zmm0, %zmm3, %zmm0
	vmovupd	576(%rsp), %zmm3
	vsubpd	%zmm4, %zmm3, %zmm12
	vmovupd	240(%rsp), %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vmovupd	704(%rsp), %zmm3
	vsubpd	%zmm8, %zmm3, %zmm15
	vmovupd	320(%rsp), %zmm3
	vsubpd	%zmm7, %zmm3, %zmm7
	vsubpd	%zmm10, %zmm18, %zmm10
	vmovupd	448(%rsp), %zmm3
	vsubpd	%zmm9, %zmm3, %zmm9
	vbroadcastsd	.LCPI0_29(%rip), %zmm28
	vmulpd	%zmm28, %zmm0, %zmm3
	vmulpd	%zmm28, %zmm11, %zmm8
	vmulpd	%zmm28, %zmm1, %zmm4
	vmulpd	%zmm28, %zmm12, %zmm17
	vmulpd	%zmm28, %zmm7, %zmm7
	vmulpd	%zmm28, %zmm15, %zmm20
	vmulpd	%zmm28, %zmm9, %zmm18
	vmulpd	%zmm28, %zmm10, %zmm21
	vmulpd	%zmm8, %zmm8, %zmm0
	vmulpd	%zmm3, %zmm3, %zmm16
	vmulpd	%zmm17, %zmm17, %zmm1
	vmulpd	%zmm4, %zmm4, %zmm11
	vmulpd	%zmm20, %zmm20, %zmm12
	vmulpd	%zmm7, %zmm7, %zmm13
	vmulpd	%zmm21, %zmm21, %zmm14
	vmulpd	%zmm18, %zmm18, %zmm15
	vbroadcastsd	.LCPI0_30(%rip), %zmm28
	vmulpd	%zmm28, %zmm16, %zmm9
	vmulpd	%zmm28, %zmm0, %zmm10
	vmulpd	%zmm28, %zmm11, %zmm19
	vmulpd	%zmm28, %zmm1, %zmm22
	vmulpd	%zmm28, %zmm13, %zmm23
	vmulpd	%zmm28, %zmm12, %zmm24
	vmulpd	%zmm28, %zmm15, %zmm25
	vmulpd	%zmm28, %zmm14, %zmm26
	vbroadcastsd	.LCPI0_31(%rip), %zmm28
	vaddpd	%zmm28, %zmm10, %zmm10
	vaddpd	%zmm28, %zmm9, %zmm9
	vaddpd	%zmm28, %zmm22, %zmm22
	vaddpd	%zmm28, %zmm19, %zmm19
	vaddpd	%zmm28, %zmm24, %zmm24
	vaddpd	%zmm28, %zmm23, %zmm23
	vaddpd	%zmm28, %zmm26, %zmm26
	vaddpd	%zmm28, %zmm25, %zmm25
	vmulpd	%zmm9, %zmm16, %zmm9
	vmulpd	%zmm10, %zmm0, %zmm10
	vmulpd	%zmm19, %zmm11, %zmm19
	vmulpd	%zmm22, %zmm1, %zmm22
	vmulpd	%zmm23, %zmm13, %zmm23
	vmulpd	%zmm24, %zmm12, %zmm24
	vmulpd	%zmm25, %zmm15, %zmm25
	vmulpd	%zmm26, %zmm14, %zmm26
	vbroadcastsd	.LCPI0_32(%rip), %zmm28
	vaddpd	%zmm28, %zmm10, %zmm10
	vaddpd	%zmm28, %zmm9, %zmm9
	vaddpd	%zmm28, %zmm22, %zmm22
	vaddpd	%zmm28, %zmm19, %zmm19
	vaddpd	%zmm28, %zmm24, %zmm24
	vaddpd	%zmm28, %zmm23, %zmm23
	vaddpd	%zmm28, %zmm26, %zmm26
	vaddpd	%zmm28, %zmm25, %zmm25
	vmulpd	%zmm9, %zmm16, %zmm9
	vmulpd	%zmm10, %zmm0, %zmm10
	vmulpd	%zmm19, %zmm11, %zmm19
	vmulpd	%zmm22, %zmm1, %zmm22
	vmulpd	%zmm23, %zmm13, %zmm23
	vmulpd	%zmm24, %zmm12, %zmm24
	vmulpd	%zmm25, %zmm15, %zmm25
	vmulpd	%zmm26, %zmm14, %zmm26
	vbroadcastsd	.LCPI0_33(%rip), %zmm28
	vaddpd	%zmm28, %zmm10, %zmm10
	vaddpd	%zmm28, %zmm9, %zmm9
	vaddpd	%zmm28, %zmm22, %zmm22
	vaddpd	%zmm28, %zmm19, %zmm19
	vaddpd	%zmm28, %zmm24, %zmm24
	vaddpd	%zmm28, %zmm23, %zmm23
	vaddpd	%zmm28, %zmm26, %zmm26
	vaddpd	%zmm28, %zmm25, %zmm25
	vmulpd	%zmm0, %zmm8, %zmm27
	vmulpd	%zmm10, %zmm27, %zmm10
	vmulpd	%zmm16, %zmm3, %zmm27
	vmulpd	%zmm9, %zmm27, %zmm27
	vmulpd	%zmm1, %zmm17, %zmm9
	vmulpd	%zmm22, %zmm9, %zmm22
	vmulpd	%zmm11, %zmm4, %zmm9
	vmulpd	%zmm19, %zmm9, %zmm19
	vmulpd	%zmm12, %zmm20, %zmm9
	vmulpd	%zmm24, %zmm9, %zmm24
	vmulpd	%zmm13, %zmm7, %zmm9
	vmulpd	%zmm23, %zmm9, %zmm23
	vmulpd	%zmm14, %zmm21, %zmm9
	vmulpd	%zmm26, %zmm9, %zmm26
	vmulpd	%zmm15, %zmm18, %zmm9
	vmulpd	%zmm25, %zmm9, %zmm25
	vaddpd	%zmm10, %zmm8, %zmm9
	vaddpd	%zmm27, %zmm3, %zmm10
	vaddpd	%zmm22, %zmm17, %zmm8
	vaddpd	%zmm19, %zmm4, %zmm19
	vaddpd	%zmm24, %zmm20, %zmm3
	vaddpd	%zmm23, %zmm7, %zmm17
	vaddpd	%zmm26, %zmm21, %zmm7
	vaddpd	%zmm25, %zmm18, %zmm18
	vbroadcastsd	.LCPI0_34(%rip), %zmm28
	vmulpd	%zmm28, %zmm16, %zmm4
	vmulpd	%zmm28, %zmm0, %zmm20
	vmulpd	%zmm28, %zmm11, %zmm21
	vmulpd	%zmm28, %zmm1, %zmm22
	vmulpd	%zmm28, %zmm13, %zmm23
	vmulpd	%zmm28, %zmm12, %zmm24
	vmulpd	%zmm28, %zmm15, %zmm25
	vmulpd	%zmm28, %zmm14, %zmm26
	vbroadcastsd	.LCPI0_35(%rip), %zmm28
	vsubpd	%zmm20, %zmm28, %zmm20
	vsubpd	%zmm4, %zmm28, %zmm4
	vsubpd	%zmm22, %zmm28, %zmm22
	vsubpd	%zmm21, %zmm28, %zmm21
	vsubpd	%zmm24, %zmm28, %zmm24
	vsubpd	%zmm23, %zmm28, %zmm23
	vsubpd	%zmm26, %zmm28, %zmm26
	vsubpd	%zmm25, %zmm28, %zmm25
	vmulpd	%zmm4, %zmm16, %zmm4
	vmulpd	%zmm20, %zmm0, %zmm20
	vmulpd	%zmm21, %zmm11, %zmm21
	vmulpd	%zmm22, %zmm1, %zmm22
	vmulpd	%zmm23, %zmm13, %zmm23
	vmulpd	%zmm24, %zmm12, %zmm24
	vmulpd	%zmm25, %zmm15, %zmm25
	vmulpd	%zmm26, %zmm14, %zmm26
	vbroadcastsd	.LCPI0_36(%rip), %zmm28
	vaddpd	%zmm28, %zmm20, %zmm20
	vaddpd	%zmm28, %zmm4, %zmm4
	vaddpd	%zmm28, %zmm22, %zmm22
	vaddpd	%zmm28, %zmm21, %zmm21
	vaddpd	%zmm28, %zmm24, %zmm24
	vaddpd	%zmm28, %zmm23, %zmm23
	vaddpd	%zmm28, %zmm26, %zmm26
	vaddpd	%zmm28, %zmm25, %zmm25
	vmulpd	%zmm4, %zmm16, %zmm4
	vmulpd	%zmm20, %zmm0, %zmm20
	vmulpd	%zmm21, %zmm11, %zmm21
	vmulpd	%zmm22, %zmm1, %zmm22
	vmulpd	%zmm23, %zmm13, %zmm23
	vmulpd	%zmm24, %zmm12, %zmm24
	vmulpd	%zmm25, %zmm15, %zmm25
	vmulpd	%zmm26, %zmm14, %zmm26
	vbroadcastsd	.LCPI0_37(%rip), %zmm28
	vaddpd	%zmm28, %zmm20, %zmm20
	vaddpd	%zmm28, %zmm4, %zmm4
	vaddpd	%zmm28, %zmm22, %zmm22
	vaddpd	%zmm28, %zmm21, %zmm21
	vaddpd	%zmm28, %zmm24, %zmm24
	vaddpd	%zmm28, %zmm23, %zmm23
	vaddpd	%zmm28, %zmm26, %zmm26
	vaddpd	%zmm28, %zmm25, %zmm25
	vmulpd	%zmm0, %zmm0, %zmm27
	vmulpd	%zmm20, %zmm27, %zmm20
	vmulpd	%zmm16, %zmm16, %zmm27
	vmulpd	%zmm4, %zmm27, %zmm4
	vmulpd	%zmm1, %zmm1, %zmm27
	vmulpd	%zmm22, %zmm27, %zmm22
	vmulpd	%zmm11, %zmm11, %zmm27
	vmulpd	%zmm21, %zmm27, %zmm21
	vmulpd	%zmm12, %zmm12, %zmm27
	vmulpd	%zmm24, %zmm27, %zmm24
	vmulpd	%zmm13, %zmm13, %zmm27
	vmulpd	%zmm23, %zmm27, %zmm23
	vmulpd	%zmm14, %zmm14, %zmm27
	vmulpd	%zmm26, %zmm27, %zmm26
	vmulpd	%zmm15, %zmm15, %zmm27
	vmulpd	%zmm25, %zmm27, %zmm25
	vbroadcastsd	.LCPI0_38(%rip), %zmm28
	vmulpd	%zmm28, %zmm16, %zmm16
	vbroadcastsd	.LCPI0_39(%rip), %zmm29
	vsubpd	%zmm16, %zmm29, %zmm16
	vaddpd	%zmm4, %zmm16, %zmm16
	vbroadcastss	.LCPI0_25(%rip), %zmm27
	vmulps	%zmm27, %zmm5, %zmm4
	vmulps	%zmm27, %zmm6, %zmm5
	vmulps	%zmm27, %zmm31, %zmm6
	vmulps	%zmm27, %zmm2, %zmm27
	vsqrtps	%zmm4, %zmm2
	vsqrtps	%zmm5, %zmm4
	vsqrtps	%zmm6, %zmm5
	vsqrtps	%zmm27, %zmm6
	vmulpd	%zmm28, %zmm0, %zmm0
	vmulpd	%zmm28, %zmm1, %zmm1
	vmulpd	%zmm28, %zmm11, %zmm11
	vmulpd	%zmm28, %zmm12, %zmm12
	vmulpd	%zmm28, %zmm13, %zmm13
	vmulpd	%zmm28, %zmm14, %zmm14
	vmulpd	%zmm28, %zmm15, %zmm15
	vsubpd	%zmm0, %zmm29, %zmm0
	vaddpd	%zmm20, %zmm0, %zmm0
	vsubpd	%zmm11, %zmm29, %zmm11
	vaddpd	%zmm21, %zmm11, %zmm11
	vsubpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm1
	vsubpd	%zmm13, %zmm29, %zmm13
	vaddpd	%zmm23, %zmm13, %zmm13
	vsubpd	%zmm12, %zmm29, %zmm12
	vaddpd	%zmm24, %zmm12, %zmm12
	vsubpd	%zmm15, %zmm29, %zmm15
	vaddpd	%zmm25, %zmm15, %zmm15
	vsubpd	%zmm14, %zmm29, %zmm14
	vmovapd	%zmm29, %zmm24
	vaddpd	%zmm26, %zmm14, %zmm14
	vbroadcastss	.LCPI0_12(%rip), %zmm26
	vcvtpd2ps	%zmm10, %ymm10
	vcvtpd2ps	%zmm9, %ymm9
	vcvtpd2ps	%zmm19, %ymm19
	vinsertf64x4	$1, %ymm9, %zmm10, %zmm9
	vcvtpd2ps	%zmm8, %ymm8
	vinsertf64x4	$1, %ymm8, %zmm19, %zmm8
	vcvtpd2ps	%zmm17, %ymm10
	vcvtpd2ps	%zmm3, %ymm3
	vcvtpd2ps	%zmm18, %ymm17
	vcvtpd2ps	%zmm7, %ymm7
	vinsertf64x4	$1, %ymm3, %zmm10, %zmm3
	vinsertf64x4	$1, %ymm7, %zmm17, %zmm7
	vcvtpd2ps	%zmm16, %ymm10
	vcvtpd2ps	%zmm0, %ymm0
	vinsertf64x4	$1, %ymm0, %zmm10, %zmm0
	vcvtpd2ps	%zmm11, %ymm10
	vcvtpd2ps	%zmm1, %ymm1
	vinsertf64x4	$1, %ymm1, %zmm10, %zmm1
	vcvtpd2ps	%zmm13, %ymm10
	vcvtpd2ps	%zmm12, %ymm11
	vcvtpd2ps	%zmm15, %ymm12
	vinsertf64x4	$1, %ymm11, %zmm10, %zmm10
	vcvtpd2ps	%zmm14, %ymm11
	vinsertf64x4	$1, %ymm11, %zmm12, %zmm11
	vbroadcastss	.LCPI0_40(%rip), %zmm25
	vxorps	%zmm25, %zmm9, %zmm12
	vxorps	%zmm25, %zmm8, %zmm13
	vxorps	%zmm25, %zmm3, %zmm14
	vxorps	%zmm25, %zmm7, %zmm15
	vxorps	%zmm25, %zmm0, %zmm16
	vxorps	%zmm25, %zmm1, %zmm17
	vxorps	%zmm25, %zmm10, %zmm18
	vxorps	%zmm25, %zmm11, %zmm19
	vblendmps	%zmm9, %zmm12, %zmm20 {%k2}
	kmovq	%k5, %k1
	kmovw	%k5, 992(%rsp)
	vblendmps	%zmm8, %zmm13, %zmm21 {%k5}
	vblendmps	%zmm3, %zmm14, %zmm22 {%k6}
	vblendmps	%zmm7, %zmm15, %zmm23 {%k7}
	vmovaps	%zmm0, %zmm16 {%k2}
	kmovq	%k2, %k5
	vmovaps	%zmm1, %zmm17 {%k1}
	vmovaps	%zmm10, %zmm18 {%k6}
	vmovaps	%zmm11, %zmm19 {%k7}
	kmovw	1056(%rsp), %k1
	vblendmps	%zmm20, %zmm16, %zmm0 {%k1}
	kmovq	%k3, %k2
	vblendmps	%zmm21, %zmm17, %zmm1 {%k3}
	kmovq	%k4, %k3
	vblendmps	%zmm22, %zmm18, %zmm10 {%k4}
	kmovw	640(%rsp), %k4
	vblendmps	%zmm23, %zmm19, %zmm11 {%k4}
	vmovaps	%zmm12, %zmm9 {%k5}
	kmovw	992(%rsp), %k5
	vmovaps	%zmm13, %zmm8 {%k5}
	vmovaps	%zmm14, %zmm3 {%k6}
	vmovaps	%zmm15, %zmm7 {%k7}
	vmovaps	%zmm16, %zmm9 {%k1}
	vmovaps	%zmm17, %zmm8 {%k2}
	vmovaps	%zmm18, %zmm3 {%k3}
	vmovaps	%zmm19, %zmm7 {%k4}
	vmulps	%zmm2, %zmm9, %zmm9
	vmulps	%zmm4, %zmm8, %zmm8
	vmulps	%zmm5, %zmm3, %zmm3
	vmulps	%zmm6, %zmm7, %zmm7
	vmulps	%zmm2, %zmm0, %zmm0
	vmulps	%zmm4, %zmm1, %zmm1
	vmulps	%zmm5, %zmm10, %zmm2
	vmulps	%zmm6, %zmm11, %zmm4
	vmovups	%zmm9, -960(%rcx)
	vmovups	%zmm8, -896(%rcx)
	vmovups	%zmm3, -832(%rcx)
	vmovups	%zmm7, -768(%rcx)
	vmovups	%zmm0, -704(%rcx)
	vmovups	%zmm1, -640(%rcx)
	vmovups	%zmm2, -576(%rcx)
	vmovups	%zmm4, -512(%rcx)
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
	vmulps	%zmm26, %zmm5, %zmm3
	vextractf64x4	$1, %zmm3, %ymm4
	vcvtps2pd	%ymm4, %zmm4
	vmulps	%zmm26, %zmm2, %zmm2
	vcvtps2pd	%ymm3, %zmm3
	vextractf64x4	$1, %zmm2, %ymm5
	vcvtps2pd	%ymm5, %zmm5
	vmulps	%zmm26, %zmm1, %zmm1
	vcvtps2pd	%ymm2, %zmm2
	vextractf64x4	$1, %zmm1, %ymm6
	vcvtps2pd	%ymm6, %zmm6
	vmulps	%zmm26, %zmm0, %zmm0
	vmovaps	%zmm26, %zmm10
	vcvtps2pd	%ymm1, %zmm7
	vextractf64x4	$1, %zmm0, %ymm1
	vcvtps2pd	%ymm1, %zmm8
	vcvtps2pd	%ymm0, %zmm9
	vmulpd	%zmm30, %zmm3, %zmm19
	vmulpd	%zmm30, %zmm4, %zmm22
	vmulpd	%zmm30, %zmm2, %zmm0
	vmulpd	%zmm30, %zmm5, %zmm1
	vmulpd	%zmm30, %zmm7, %zmm15
	vmulpd	%zmm30, %zmm6, %zmm16
	vmulpd	%zmm30, %zmm9, %zmm3
	vmovupd	%zmm3, 176(%rsp)
	vmulpd	%zmm30, %zmm8, %zmm4
	vmovupd	%zmm4, 240(%rsp)
	vbroadcastsd	.LCPI0_27(%rip), %zmm2
	vaddpd	%zmm2, %zmm22, %zmm27
	vaddpd	%zmm2, %zmm19, %zmm30
	vaddpd	%zmm2, %zmm1, %zmm20
	vaddpd	%zmm2, %zmm0, %zmm21
	vaddpd	%zmm2, %zmm16, %zmm17
	vaddpd	%zmm2, %zmm15, %zmm18
	vaddpd	%zmm2, %zmm4, %zmm4
	vaddpd	%zmm2, %zmm3, %zmm3
	vpbroadcastq	.LCPI0_41(%rip), %zmm2
	vptestnmq	%zmm2, %zmm30, %k0
	vptestnmq	%zmm2, %zmm27, %k1
	kunpckbw	%k0, %k1, %k1
	kmovw	%k1, 320(%rsp)
	vptestnmq	%zmm2, %zmm21, %k0
	vptestnmq	%zmm2, %zmm20, %k1
	kunpckbw	%k0, %k1, %k3
	vptestnmq	%zmm2, %zmm18, %k0
	vptestnmq	%zmm2, %zmm17, %k1
	kunpckbw	%k0, %k1, %k2
	vmovupd	%zmm3, 384(%rsp)
	vptestnmq	%zmm2, %zmm3, %k0
	vmovupd	%zmm4, 576(%rsp)
	vptestnmq	%zmm2, %zmm4, %k1
	kunpckbw	%k0, %k1, %k4
	vpbroadcastq	.LCPI0_42(%rip), %zmm2
	vptestnmq	%zmm2, %zmm30, %k0
	vptestnmq	%zmm2, %zmm27, %k1
	kunpckbw	%k0, %k1, %k1
	vptestnmq	%zmm2, %zmm21, %k0
	vptestnmq	%zmm2, %zmm20, %k5
	kunpckbw	%k0, %k5, %k7
	vptestnmq	%zmm2, %zmm18, %k0
	vptestnmq	%zmm2, %zmm17, %k5
	kunpckbw	%k0, %k5, %k6
	vptestnmq	%zmm2, %zmm3, %k0
	vptestnmq	%zmm2, %zmm4, %k5
	kunpckbw	%k0, %k5, %k5
	vbroadcastsd	.LCPI0_28(%rip), %zmm11
	vaddpd	%zmm11, %zmm30, %zmm2
	vaddpd	%zmm11, %zmm27, %zmm3
	vsubpd	%zmm3, %zmm22, %zmm3
	vsubpd	%zmm2, %zmm19, %zmm2
	vbroadcastsd	.LCPI0_29(%rip), %zmm12
	vmulpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm12, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm2, %zmm2, %zmm5
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vmulpd	%zmm13, %zmm5, %zmm6
	vmulpd	%zmm13, %zmm4, %zmm7
	vbroadcastsd	.LCPI0_31(%rip), %zmm14
	vaddpd	%zmm14, %zmm7, %zmm7
	vaddpd	%zmm14, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm7, %zmm4, %zmm7
	vbroadcastsd	.LCPI0_32(%rip), %zmm26
	vaddpd	%zmm26, %zmm7, %zmm7
	vaddpd	%zmm26, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm7, %zmm4, %zmm7
	vbroadcastsd	.LCPI0_33(%rip), %zmm27
	vaddpd	%zmm27, %zmm7, %zmm7
	vaddpd	%zmm27, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm3, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm5, %zmm2, %zmm8
	vmulpd	%zmm6, %zmm8, %zmm6
	vaddpd	%zmm7, %zmm3, %zmm3
	vaddpd	%zmm6, %zmm2, %zmm2
	vbroadcastsd	.LCPI0_34(%rip), %zmm28
	vmulpd	%zmm28, %zmm5, %zmm6
	vmulpd	%zmm28, %zmm4, %zmm7
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	vsubpd	%zmm7, %zmm29, %zmm7
	vsubpd	%zmm6, %zmm29, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm7, %zmm4, %zmm7
	vbroadcastsd	.LCPI0_36(%rip), %zmm31
	vaddpd	%zmm31, %zmm7, %zmm7
	vaddpd	%zmm31, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm7, %zmm4, %zmm7
	vbroadcastsd	.LCPI0_37(%rip), %zmm23
	vaddpd	%zmm23, %zmm7, %zmm7
	vaddpd	%zmm23, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm4, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm6, %zmm8, %zmm6
	vbroadcastsd	.LCPI0_38(%rip), %zmm8
	vmulpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm5, %zmm24, %zmm5
	vaddpd	%zmm6, %zmm5, %zmm5
	vsubpd	%zmm4, %zmm24, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm4
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm3, %ymm3
	vcvtpd2ps	%zmm5, %ymm5
	vinsertf64x4	$1, %ymm3, %zmm2, %zmm19
	vcvtpd2ps	%zmm4, %ymm2
	vinsertf64x4	$1, %ymm2, %zmm5, %zmm2
	vxorps	%zmm25, %zmm19, %zmm3
	vxorps	%zmm25, %zmm2, %zmm22
	vblendmps	%zmm19, %zmm3, %zmm4 {%k1}
	vmovups	%zmm4, 448(%rsp)
	vmovaps	%zmm2, %zmm22 {%k1}
	vmovaps	%zmm3, %zmm19 {%k1}
	vaddpd	%zmm11, %zmm21, %zmm2
	vaddpd	%zmm11, %zmm20, %zmm3
	vsubpd	%zmm3, %zmm1, %zmm1
	vsubpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm12, %zmm0, %zmm0
	vmulpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm2
	vmulpd	%zmm0, %zmm0, %zmm3
	vmulpd	%zmm13, %zmm3, %zmm4
	vmulpd	%zmm13, %zmm2, %zmm5
	vaddpd	%zmm14, %zmm5, %zmm5
	vaddpd	%zmm14, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vmulpd	%zmm5, %zmm2, %zmm5
	vaddpd	%zmm26, %zmm5, %zmm5
	vaddpd	%zmm26, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vmulpd	%zmm5, %zmm2, %zmm5
	vaddpd	%zmm27, %zmm5, %zmm5
	vaddpd	%zmm27, %zmm4, %zmm4
	vmulpd	%zmm2, %zmm1, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm3, %zmm0, %zmm6
	vmulpd	%zmm4, %zmm6, %zmm4
	vaddpd	%zmm5, %zmm1, %zmm1
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm28, %zmm3, %zmm4
	vmulpd	%zmm28, %zmm2, %zmm5
	vsubpd	%zmm5, %zmm29, %zmm5
	vsubpd	%zmm4, %zmm29, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vmulpd	%zmm5, %zmm2, %zmm5
	vaddpd	%zmm31, %zmm5, %zmm5
	vaddpd	%zmm31, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vmulpd	%zmm5, %zmm2, %zmm5
	vaddpd	%zmm23, %zmm5, %zmm5
	vaddpd	%zmm23, %zmm4, %zmm4
	vmulpd	%zmm2, %zmm2, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm3, %zmm3, %zmm6
	vmulpd	%zmm4, %zmm6, %zmm4
	vmulpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm8, %zmm3, %zmm3
	vmovapd	%zmm8, %zmm20
	vsubpd	%zmm3, %zmm24, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm2, %zmm24, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm1, %ymm1
	vcvtpd2ps	%zmm3, %ymm3
	vcvtpd2ps	%zmm2, %ymm2
	vinsertf64x4	$1, %ymm1, %zmm0, %zmm0
	vinsertf64x4	$1, %ymm2, %zmm3, %zmm1
	vmovaps	%zmm25, %zmm5
	vxorps	%zmm25, %zmm0, %zmm3
	vxorps	%zmm25, %zmm1, %zmm2
	vblendmps	%zmm0, %zmm3, %zmm4 {%k7}
	vmovups	%zmm4, 704(%rsp)
	vmovaps	%zmm1, %zmm2 {%k7}
	vmovaps	%zmm3, %zmm0 {%k7}
	vaddpd	%zmm11, %zmm18, %zmm1
	vaddpd	%zmm11, %zmm17, %zmm3
	vsubpd	%zmm3, %zmm16, %zmm3
	vsubpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm12, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm1, %zmm1, %zmm6
	vmulpd	%zmm13, %zmm6, %zmm7
	vmulpd	%zmm13, %zmm4, %zmm8
	vaddpd	%zmm14, %zmm8, %zmm8
	vaddpd	%zmm14, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vmulpd	%zmm8, %zmm4, %zmm8
	vaddpd	%zmm26, %zmm8, %zmm8
	vaddpd	%zmm26, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vmulpd	%zmm8, %zmm4, %zmm8
	vaddpd	%zmm27, %zmm8, %zmm8
	vaddpd	%zmm27, %zmm7, %zmm7
	vmulpd	%zmm4, %zmm3, %zmm9
	vmulpd	%zmm8, %zmm9, %zmm8
	vmulpd	%zmm6, %zmm1, %zmm9
	vmulpd	%zmm7, %zmm9, %zmm7
	vaddpd	%zmm8, %zmm3, %zmm3
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm28, %zmm6, %zmm7
	vmulpd	%zmm28, %zmm4, %zmm8
	vsubpd	%zmm8, %zmm29, %zmm8
	vsubpd	%zmm7, %zmm29, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vmulpd	%zmm8, %zmm4, %zmm8
	vaddpd	%zmm31, %zmm8, %zmm8
	vaddpd	%zmm31, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vmulpd	%zmm8, %zmm4, %zmm8
	vaddpd	%zmm23, %zmm8, %zmm8
	vaddpd	%zmm23, %zmm7, %zmm7
	vmulpd	%zmm4, %zmm4, %zmm9
	vmulpd	%zmm8, %zmm9, %zmm8
	vmulpd	%zmm6, %zmm6, %zmm9
	vmulpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm20, %zmm4, %zmm4
	vmulpd	%zmm20, %zmm6, %zmm6
	vsubpd	%zmm6, %zmm24, %zmm6
	vaddpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm4, %zmm24, %zmm4
	vaddpd	%zmm8, %zmm4, %zmm4
	vcvtpd2ps	%zmm1, %ymm1
	vcvtpd2ps	%zmm3, %ymm3
	vinsertf64x4	$1, %ymm3, %zmm1, %zmm1
	vcvtpd2ps	%zmm6, %ymm3
	vcvtpd2ps	%zmm4, %ymm4
	vinsertf64x4	$1, %ymm4, %zmm3, %zmm3
	vxorps	%zmm25, %zmm1, %zmm4
	vxorps	%zmm25, %zmm3, %zmm7
	vblendmps	%zmm1, %zmm4, %zmm8 {%k6}
	vmovaps	%zmm3, %zmm7 {%k6}
	vmovaps	%zmm4, %zmm1 {%k6}
	vpsrld	$9, -448(%rcx), %zmm3
	vpsrld	$9, -384(%rcx), %zmm4
	vpsrld	$9, -320(%rcx), %zmm6
	vpsrld	$9, -256(%rcx), %zmm9
	vcvtdq2ps	%zmm3, %zmm3
	vcvtdq2ps	%zmm4, %zmm4
	vcvtdq2ps	%zmm6, %zmm6
	vcvtdq2ps	%zmm9, %zmm9
	vaddps	.LCPI0_11(%rip){1to16}, %zmm3, %zmm3
	vaddps	.LCPI0_11(%rip){1to16}, %zmm4, %zmm4
	vaddps	.LCPI0_11(%rip){1to16}, %zmm6, %zmm6
	vaddps	.LCPI0_11(%rip){1to16}, %zmm9, %zmm9
	vmovaps	%zmm10, %zmm26
	vmulps	%zmm10, %zmm3, %zmm3
	vmulps	%zmm10, %zmm4, %zmm4
	vmulps	%zmm10, %zmm6, %zmm6
	vmulps	%zmm10, %zmm9, %zmm9
	vpbroadcastd	.LCPI0_13(%rip), %zmm10
	vpaddd	%zmm10, %zmm3, %zmm3
	vpaddd	%zmm10, %zmm4, %zmm18
	vpaddd	%zmm10, %zmm6, %zmm20
	vpaddd	%zmm10, %zmm9, %zmm21
	vpbroadcastd	.LCPI0_15(%rip), %zmm10
	vpandd	%zmm10, %zmm3, %zmm4
	vpandd	%zmm10, %zmm18, %zmm6
	vpandd	%zmm10, %zmm20, %zmm9
	vpandd	%zmm10, %zmm21, %zmm10
	vpbroadcastd	.LCPI0_16(%rip), %zmm16
	vpaddd	%zmm16, %zmm4, %zmm4
	vpaddd	%zmm16, %zmm6, %zmm15
	vpaddd	%zmm16, %zmm9, %zmm9
	vpaddd	%zmm16, %zmm10, %zmm10
	vbroadcastss	.LCPI0_17(%rip), %zmm17
	vaddps	%zmm17, %zmm4, %zmm6
	vaddps	%zmm17, %zmm15, %zmm15
	vaddps	%zmm17, %zmm9, %zmm16
	vaddps	%zmm17, %zmm10, %zmm17
	vbroadcastss	.LCPI0_18(%rip), %zmm23
	vaddps	%zmm23, %zmm6, %zmm4
	vaddps	%zmm23, %zmm15, %zmm9
	vaddps	%zmm23, %zmm16, %zmm10
	vdivps	%zmm4, %zmm6, %zmm25
	vdivps	%zmm9, %zmm15, %zmm24
	vdivps	%zmm10, %zmm16, %zmm30
	vaddpd	384(%rsp), %zmm11, %zmm4
	vaddpd	576(%rsp), %zmm11, %zmm9
	vmovupd	240(%rsp), %zmm10
	vsubpd	%zmm9, %zmm10, %zmm9
	vmovupd	176(%rsp), %zmm10
	vsubpd	%zmm4, %zmm10, %zmm4
	vmulpd	%zmm12, %zmm4, %zmm4
	vmulpd	%zmm12, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm9, %zmm10
	vmulpd	%zmm4, %zmm4, %zmm11
	vmulpd	%zmm13, %zmm11, %zmm12
	vmulpd	%zmm13, %zmm10, %zmm13
	vaddpd	%zmm14, %zmm13, %zmm13
	vaddpd	%zmm14, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm11, %zmm12
	vmulpd	%zmm13, %zmm10, %zmm13
	vbroadcastsd	.LCPI0_32(%rip), %zmm14
	vaddpd	%zmm14, %zmm13, %zmm13
	vaddpd	%zmm14, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm11, %zmm12
	vmulpd	%zmm13, %zmm10, %zmm13
	vaddpd	%zmm27, %zmm13, %zmm13
	vaddpd	%zmm27, %zmm12, %zmm12
	vmulpd	%zmm10, %zmm9, %zmm14
	vmulpd	%zmm13, %zmm14, %zmm13
	vmulpd	%zmm11, %zmm4, %zmm14
	vmulpd	%zmm12, %zmm14, %zmm12
	vaddpd	%zmm13, %zmm9, %zmm9
	vaddpd	%zmm12, %zmm4, %zmm12
	vmulpd	%zmm28, %zmm11, %zmm4
	vmulpd	%zmm28, %zmm10, %zmm13
	vsubpd	%zmm13, %zmm29, %zmm13
	vsubpd	%zmm4, %zmm29, %zmm4
	vmulpd	%zmm4, %zmm11, %zmm4
	vmulpd	%zmm13, %zmm10, %zmm13
	vaddpd	%zmm31, %zmm13, %zmm13
	vaddpd	%zmm31, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm11, %zmm4
	vmulpd	%zmm13, %zmm10, %zmm13
	vbroadcastsd	.LCPI0_37(%rip), %zmm14
	vaddpd	%zmm14, %zmm13, %zmm13
	vaddpd	%zmm14, %zmm4, %zmm4
	vmulpd	%zmm10, %zmm10, %zmm14
	vmulpd	%zmm13, %zmm14, %zmm13
	vmulpd	%zmm11, %zmm11, %zmm14
	vmulpd	%zmm4, %zmm14, %zmm14
	vaddps	%zmm23, %zmm17, %zmm4
	vdivps	%zmm4, %zmm17, %zmm4
	vbroadcastsd	.LCPI0_38(%rip), %zmm23
	vmulpd	%zmm23, %zmm11, %zmm11
	vbroadcastsd	.LCPI0_39(%rip), %zmm27
	vsubpd	%zmm11, %zmm27, %zmm11
	vaddpd	%zmm14, %zmm11, %zmm11
	vmulpd	%zmm23, %zmm10, %zmm10
	vsubpd	%zmm10, %zmm27, %zmm10
	vaddpd	%zmm13, %zmm10, %zmm10
	vcvtpd2ps	%zmm12, %ymm12
	vcvtpd2ps	%zmm9, %ymm9
	vcvtpd2ps	%zmm11, %ymm13
	vcvtpd2ps	%zmm10, %ymm10
	vinsertf64x4	$1, %ymm9, %zmm12, %zmm11
	vinsertf64x4	$1, %ymm10, %zmm13, %zmm9
	vxorps	%zmm5, %zmm11, %zmm10
	vxorps	%zmm5, %zmm9, %zmm12
	vblendmps	%zmm11, %zmm10, %zmm13 {%k5}
	vmovaps	%zmm9, %zmm12 {%k5}
	vmovaps	%zmm10, %zmm11 {%k5}
	kmovw	320(%rsp), %k1
	vblendmps	448(%rsp), %zmm22, %zmm9 {%k1}
	vblendmps	704(%rsp), %zmm2, %zmm5 {%k3}
	vmovaps	%zmm22, %zmm19 {%k1}
	vmovaps	%zmm2, %zmm0 {%k3}
	vblendmps	%zmm8, %zmm7, %zmm8 {%k2}
	vblendmps	%zmm13, %zmm12, %zmm2 {%k4}
	vmovaps	%zmm7, %zmm1 {%k2}
	vmovaps	%zmm12, %zmm11 {%k4}
	vmulps	%zmm25, %zmm25, %zmm7
	vmulps	%zmm24, %zmm24, %zmm10
	vmulps	%zmm30, %zmm30, %zmm12
	vmulps	%zmm4, %zmm4, %zmm13
	vmulps	%zmm7, %zmm7, %zmm14
	vbroadcastss	.LCPI0_19(%rip), %zmm28
	vmulps	%zmm28, %zmm14, %zmm22
	vbroadcastss	.LCPI0_20(%rip), %zmm23
	vaddps	%zmm23, %zmm22, %zmm22
	vmulps	%zmm22, %zmm14, %zmm22
	vbroadcastss	.LCPI0_21(%rip), %zmm27
	vmulps	%zmm27, %zmm14, %zmm14
	vbroadcastss	.LCPI0_22(%rip), %zmm29
	vaddps	%zmm29, %zmm14, %zmm14
	vmulps	%zmm14, %zmm7, %zmm7
	vmulps	%zmm10, %zmm10, %zmm14
	vaddps	%zmm22, %zmm7, %zmm7
	vmulps	%zmm28, %zmm14, %zmm22
	vaddps	%zmm23, %zmm22, %zmm22
	vmulps	%zmm22, %zmm14, %zmm22
	vmulps	%zmm27, %zmm14, %zmm14
	vaddps	%zmm29, %zmm14, %zmm14
	vmulps	%zmm14, %zmm10, %zmm10
	vmulps	%zmm12, %zmm12, %zmm14
	vaddps	%zmm22, %zmm10, %zmm10
	vmulps	%zmm28, %zmm14, %zmm22
	vaddps	%zmm23, %zmm22, %zmm22
	vmulps	%zmm22, %zmm14, %zmm22
	vmulps	%zmm27, %zmm14, %zmm14
	vaddps	%zmm29, %zmm14, %zmm14
	vmulps	%zmm14, %zmm12, %zmm12
	vmulps	%zmm13, %zmm13, %zmm14
	vaddps	%zmm22, %zmm12, %zmm12
	vmulps	%zmm28, %zmm14, %zmm22
	vaddps	%zmm23, %zmm22, %zmm22
	vmulps	%zmm22, %zmm14, %zmm22
	vmulps	%zmm27, %zmm14, %zmm14
	vaddps	%zmm29, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vpsrld	$23, %zmm3, %zmm3
	vpsrld	$23, %zmm18, %zmm14
	vpsrld	$23, %zmm20, %zmm18
	vpsrld	$23, %zmm21, %zmm20
	vpbroadcastd	.LCPI0_14(%rip), %zmm21
	vpaddd	%zmm21, %zmm3, %zmm3
	vpaddd	%zmm21, %zmm14, %zmm14
	vpaddd	%zmm21, %zmm18, %zmm18
	vpaddd	%zmm21, %zmm20, %zmm20
	vaddps	%zmm22, %zmm13, %zmm13
	vmulps	.LCPI0_11(%rip){1to16}, %zmm6, %zmm21
	vmulps	%zmm21, %zmm6, %zmm21
	vaddps	%zmm7, %zmm21, %zmm7
	vmulps	%zmm7, %zmm25, %zmm7
	vbroadcastss	.LCPI0_11(%rip), %zmm25
	vmulps	%zmm25, %zmm15, %zmm22
	vmulps	%zmm22, %zmm15, %zmm22
	vaddps	%zmm10, %zmm22, %zmm10
	vmulps	%zmm10, %zmm24, %zmm10
	vmulps	%zmm25, %zmm16, %zmm23
	vmulps	%zmm23, %zmm16, %zmm23
	vaddps	%zmm12, %zmm23, %zmm12
	vmulps	%zmm12, %zmm30, %zmm12
	vmulps	%zmm25, %zmm17, %zmm24
	vmulps	%zmm24, %zmm17, %zmm24
	vcvtdq2ps	%zmm3, %zmm3
	vcvtdq2ps	%zmm14, %zmm14
	vcvtdq2ps	%zmm18, %zmm18
	vcvtdq2ps	%zmm20, %zmm20
	vaddps	%zmm13, %zmm24, %zmm13
	vmulps	%zmm13, %zmm4, %zmm4
	vbroadcastss	.LCPI0_23(%rip), %zmm27
	vmulps	%zmm27, %zmm3, %zmm13
	vaddps	%zmm7, %zmm13, %zmm7
	vmulps	%zmm27, %zmm14, %zmm13
	vaddps	%zmm10, %zmm13, %zmm10
	vmulps	%zmm27, %zmm18, %zmm13
	vaddps	%zmm12, %zmm13, %zmm12
	vmulps	%zmm27, %zmm20, %zmm13
	vaddps	%zmm4, %zmm13, %zmm4
	vsubps	%zmm21, %zmm7, %zmm7
	vsubps	%zmm22, %zmm10, %zmm10
	vsubps	%zmm23, %zmm12, %zmm12
	vsubps	%zmm24, %zmm4, %zmm4
	vaddps	%zmm7, %zmm6, %zmm6
	vaddps	%zmm10, %zmm15, %zmm7
	vaddps	%zmm12, %zmm16, %zmm10
	vaddps	%zmm4, %zmm17, %zmm4
	vbroadcastss	.LCPI0_24(%rip), %zmm12
	vmulps	%zmm12, %zmm3, %zmm3
	vaddps	%zmm6, %zmm3, %zmm3
	vmulps	%zmm12, %zmm14, %zmm6
	vaddps	%zmm7, %zmm6, %zmm6
	vmulps	%zmm12, %zmm18, %zmm7
	vaddps	%zmm10, %zmm7, %zmm7
	vmulps	%zmm12, %zmm20, %zmm10
	vaddps	%zmm4, %zmm10, %zmm4
	vbroadcastss	.LCPI0_25(%rip), %zmm12
	vmulps	%zmm12, %zmm3, %zmm3
	vsqrtps	%zmm3, %zmm3
	vmulps	%zmm3, %zmm19, %zmm10
	vmulps	%zmm3, %zmm9, %zmm3
	vmulps	%zmm12, %zmm6, %zmm6
	vsqrtps	%zmm6, %zmm6
	vmulps	%zmm6, %zmm0, %zmm0
	vmulps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm12, %zmm7, %zmm6
	vsqrtps	%zmm6, %zmm6
	vmulps	%zmm6, %zmm1, %zmm1
	vmulps	%zmm6, %zmm8, %zmm6
	vmulps	%zmm12, %zmm4, %zmm4
	vsqrtps	%zmm4, %zmm4
	vmulps	%zmm4, %zmm11, %zmm7
	vmulps	%zmm4, %zmm2, %zmm2
	vmovups	%zmm10, -448(%rcx)
	vmovups	%zmm0, -384(%rcx)
	vmovups	%zmm1, -320(%rcx)
	vmovups	%zmm7, -256(%rcx)
	vmovups	%zmm3, -192(%rcx)
	vmovups	%zmm5, -128(%rcx)
	vmovups	%zmm6, -64(%rcx)
	vmovups	%zmm2, (%rcx)
	addq	$1024, %rcx
	decq	%rdx
	jne	.LBB0_181
.LBB0_175:
	vbroadcastss	-96(%rsp), %zmm0
	movl	$192, %ecx
	movq	%r14, %rdx
	vmovups	512(%rsp), %zmm9
	vbroadcastss	.LCPI0_50(%rip), %zmm10
	vpbroadcastd	.LCPI0_51(%rip), %zmm11
	vpbroadcastd	.LCPI0_52(%rip), %zmm12
	.p2align	4
.LBB0_176:
	vmovups	5864(%rsp,%rcx), %zmm1
	vmovups	5928(%rsp,%rcx), %zmm2
	vmovups	5992(%rsp,%rcx), %zmm3
	vmovups	6056(%rsp,%rcx), %zmm4
	vmovups	38632(%rsp,%rcx), %zmm5
	vmovups	38696(%rsp,%rcx), %zmm6
	vmovups	38760(%rsp,%rcx), %zmm7
	vmovups	38824(%rsp,%rcx), %zmm8
	vsubps	%zmm1, %zmm5, %zmm5
	vsubps	%zmm2, %zmm6, %zmm6
	vaddps	%zmm5, %zmm5, %zmm5
	vaddps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm25, %zmm5, %zmm5
	vmulps	%zmm25, %zmm6, %zmm6
	vmulps	%zmm5, %zmm9, %zmm5
	vmulps	%zmm6, %zmm9, %zmm6
	vaddps	%zmm5, %zmm1, %zmm1
	vaddps	%zmm6, %zmm2, %zmm2
	vmulps	71400(%rsp,%rcx), %zmm0, %zmm5
	vaddps	%zmm1, %zmm5, %zmm1
	vmulps	71464(%rsp,%rcx), %zmm0, %zmm5
	vaddps	%zmm2, %zmm5, %zmm2
	vandps	%zmm10, %zmm1, %zmm5
	vandps	%zmm10, %zmm2, %zmm6
	vpcmpgtd	%zmm11, %zmm5, %k1
	vpcmpgtd	%zmm11, %zmm6, %k2
	vmovdqa32	%zmm12, %zmm1 {%k1}
	vmovdqa32	%zmm12, %zmm2 {%k2}
	vmovdqu64	%zmm1, 5864(%rsp,%rcx)
	vmovdqu64	%zmm2, 5928(%rsp,%rcx)
	vsubps	%zmm3, %zmm7, %zmm1
	vsubps	%zmm4, %zmm8, %zmm2
	vaddps	%zmm1, %zmm1, %zmm1
	vaddps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm25, %zmm1, %zmm1
	vmulps	%zmm25, %zmm2, %zmm2
	vmulps	%zmm1, %zmm9, %zmm1
	vmulps	%zmm2, %zmm9, %zmm2
	vaddps	%zmm1, %zmm3, %zmm1
	vaddps	%zmm2, %zmm4, %zmm2
	vmulps	71528(%rsp,%rcx), %zmm0, %zmm3
	vaddps	%zmm1, %zmm3, %zmm1
	vmulps	71592(%rsp,%rcx), %zmm0, %zmm3
	vaddps	%zmm2, %zmm3, %zmm2
	vandps	%zmm10, %zmm1, %zmm3
	vandps	%zmm10, %zmm2, %zmm4
	vpcmpgtd	%zmm11, %zmm3, %k1
	vpcmpgtd	%zmm11, %zmm4, %k2
	vmovdqa32	%zmm12, %zmm1 {%k1}
	vmovdqa32	%zmm12, %zmm2 {%k2}
	vmovdqu64	%zmm1, 5992(%rsp,%rcx)
	vmovdqu64	%zmm2, 6056(%rsp,%rcx)
	addq	$256, %rcx
	decq	%rdx
	jne	.LBB0_176
	incq	%rax
	cmpq	%rbp, %rax
	jne	.LBB0_172
	jmp	.LBB0_167
.LBB0_173:
	vmovss	-112(%rsp), %xmm3
	vmulss	-24(%rsp), %xmm3, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vpxor	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	vmovaps	%xmm0, -96(%rsp)
	vmulss	-20(%rsp), %xmm3, %xmm3
	vmovss	%xmm3, -112(%rsp)
	testq	%rsi, %rsi
	jne	.LBB0_178
	jmp	.LBB0_175
	.p2align	4
.LBB0_163:
	xorl	%eax, %eax
	.p2align	4
.LBB0_164:
	movl	$192, %ecx
	movq	%r14, %rdx
	.p2align	4
.LBB0_165:
	vmovups	5864(%rsp,%rcx), %zmm0
	vmovups	5928(%rsp,%rcx), %zmm1
	vmovups	5992(%rsp,%rcx), %zmm2
	vmovups	6056(%rsp,%rcx), %zmm3
	vmovups	38632(%rsp,%rcx), %zmm4
	vmovups	38696(%rsp,%rcx), %zmm5
	vmovups	38760(%rsp,%rcx), %zmm6
	vmovups	38824(%rsp,%rcx), %zmm7
	vsubps	%zmm0, %zmm4, %zmm4
	vsubps	%zmm1, %zmm5, %zmm5
	vsubps	%zmm2, %zmm6, %zmm6
	vsubps	%zmm3, %zmm7, %zmm7
	vaddps	%zmm4, %zmm4, %zmm4
	vaddps	%zmm5, %zmm5, %zmm5
	vaddps	%zmm6, %zmm6, %zmm6
	vaddps	%zmm7, %zmm7, %zmm7
	vmulps	%zmm25, %zmm4, %zmm4
	vmulps	%zmm25, %zmm5, %zmm5
	vmulps	%zmm25, %zmm6, %zmm6
	vmulps	%zmm25, %zmm7, %zmm7
	vmulps	%zmm4, %zmm9, %zmm4
	vmulps	%zmm5, %zmm9, %zmm5
	vmulps	%zmm6, %zmm9, %zmm6
	vmulps	%zmm7, %zmm9, %zmm7
	vaddps	%zmm4, %zmm0, %zmm0
	vaddps	%zmm5, %zmm1, %zmm1
	vaddps	%zmm6, %zmm2, %zmm2
	vaddps	%zmm7, %zmm3, %zmm3
	vandps	%zmm10, %zmm0, %zmm4
	vandps	%zmm10, %zmm1, %zmm5
	vandps	%zmm10, %zmm2, %zmm6
	vandps	%zmm10, %zmm3, %zmm7
	vpcmpgtd	%zmm11, %zmm4, %k1
	vpcmpgtd	%zmm11, %zmm5, %k2
	vpcmpgtd	%zmm11, %zmm6, %k3
	vpcmpgtd	%zmm11, %zmm7, %k4
	vmovdqa32	%zmm12, %zmm0 {%k1}
	vmovdqa32	%zmm12, %zmm1 {%k2}
	vmovdqa32	%zmm12, %zmm2 {%k3}
	vmovdqa32	%zmm12, %zmm3 {%k4}
	vmovdqu64	%zmm0, 5864(%rsp,%rcx)
	vmovdqu64	%zmm1, 5928(%rsp,%rcx)
	vmovdqu64	%zmm2, 5992(%rsp,%rcx)
	vmovdqu64	%zmm3, 6056(%rsp,%rcx)
	addq	$256, %rcx
	decq	%rdx
	jne	.LBB0_165
	incq	%rax
	cmpq	%rbp, %rax
	jne	.LBB0_164
.LBB0_167:
	testq	%r14, %r14
	sete	%al
	testq	%rdi, %rdi
	sete	%cl
	orb	%al, %cl
	jne	.LBB0_192
	movl	$0, %ecx
	cmpq	$1, 96(%rsp)
	jne	.LBB0_169
	jmp	.LBB0_188
	.p2align	4
.LBB0_185:
	xorl	%edx, %edx
	divq	%r14
.LBB0_186:
	cmpq	%rdi, %rax
	movq	%r13, %rsi
	cmovbq	%rax, %rsi
	addq	%r10, %rsi
	movq	%rdx, %r9
	shlq	$8, %r9
	addq	%rsp, %r9
	addq	$6056, %r9
	vmovss	(%r9,%rax,4), %xmm0
	imulq	%r14, %rsi
	leaq	(%rbx,%rsi,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r15
	je	.LBB0_187
.LBB0_169:
	movq	%rcx, %rax
	orq	%r14, %rax
	shrq	$32, %rax
	je	.LBB0_170
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r14
	jmp	.LBB0_183
	.p2align	4
.LBB0_170:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r14d
.LBB0_183:
	cmpq	%rdi, %rax
	movq	%r13, %rsi
	cmovbq	%rax, %rsi
	addq	%r10, %rsi
	imulq	%r14, %rsi
	movq	%rdx, %r9
	shlq	$8, %r9
	addq	%rsp, %r9
	addq	$6056, %r9
	vmovss	(%r9,%rax,4), %xmm0
	leaq	(%rbx,%rsi,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	leaq	1(%rcx), %rax
	movq	%rax, %rdx
	orq	%r14, %rdx
	shrq	$32, %rdx
	jne	.LBB0_185
	xorl	%edx, %edx
	divl	%r14d
	jmp	.LBB0_186
	.p2align	4
.LBB0_187:
	testb	$1, 96(%rsp)
	je	.LBB0_192
.LBB0_188:
	movq	%rcx, %rax
	orq	%r14, %rax
	shrq	$32, %rax
	jne	.LBB0_190
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r14d
	jmp	.LBB0_191
.LBB0_3:
	movw	$512, %ax
	xorl	%edx, %edx
	divw	%r14w
	cmpq	%r10, %r11
	jbe	.LBB0_133
	movq	%r10, -120(%rsp)
	movzwl	%ax, %esi
	testq	%rbp, %rbp
	je	.LBB0_5
	movl	$3449720151, %r10d
	movq	%r15, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %rdi
	leaq	842468239(%rax), %r12
	leaq	387276957(%r15), %r11
	leaq	1684936478(%rax), %rbx
	movq	%rbx, 704(%rsp)
	leaq	534103459(%rax), %r13
	movq	%r13, 640(%rsp)
	leal	-1767562579(%rax), %ecx
	movl	%ecx, 320(%rsp)
	leaq	-795284382(%r15,%r10), %rdx
	leaq	-305585874(%rax,%r10), %r8
	movq	%r8, 40(%rsp)
	leaq	218619860(%r15,%r10), %rcx
	movq	%rcx, 1056(%rsp)
	leaq	536882365(%rax,%r10), %r8
	leaq	-613950654(%rax,%r10), %rcx
	leaq	228517585(%rax,%r10), %r9
	vpbroadcastq	%r15, %zmm3
	movq	%rdx, -48(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 3744(%rsp)
	leaq	1013904242(%r15), %rax
	vpbroadcastq	%rax, %zmm21
	movq	%rdi, 48(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3680(%rsp)
	leaq	218619860(%r15,%r10), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 1760(%rsp)
	movq	%r8, 992(%rsp)
	vpbroadcastq	%r12, %zmm13
	leaq	2027808484(%r15), %rdx
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 2400(%rsp)
	vpbroadcastq	%r8, %zmm11
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 1696(%rsp)
	movq	%rcx, 2656(%rsp)
	vpbroadcastq	%rcx, %zmm29
	leaq	-408007425(%r15,%r10), %rcx
	movq	%rcx, 2528(%rsp)
	movq	%r9, 2592(%rsp)
	vpbroadcastq	%rcx, %zmm16
	vpbroadcastq	%rbx, %zmm25
	leaq	1401181199(%r15), %rcx
	movq	%rcx, 2464(%rsp)
	vpbroadcastq	%rcx, %zmm15
	leaq	1013904242(%r15), %rcx
	vpbroadcastq	%r13, %zmm14
	movl	$3449720151, %edx
	leaq	605896817(%r15,%rdx), %rdx
	movq	%rdx, 80(%rsp)
	vpbroadcastq	%rdx, %zmm10
	vpbroadcastq	%r9, %zmm23
	leal	-1879881855(%r15), %eax
	movl	%eax, 2144(%rsp)
	vpbroadcastd	%eax, %ymm0
	vmovdqu	%ymm0, 1888(%rsp)
	vmovd	.LCPI0_11(%rip), %xmm22
	vpbroadcastd	.LCPI0_11(%rip), %zmm12
	vpbroadcastd	.LCPI0_50(%rip), %zmm24
	vpbroadcastd	.LCPI0_51(%rip), %zmm27
	vpbroadcastd	.LCPI0_52(%rip), %zmm28
	vpbroadcastq	.LCPI0_0(%rip), %zmm0
	movl	320(%rsp), %eax
	vpbroadcastd	%eax, %ymm19
	leaq	(,%r14,4), %rax
	movq	%rax, 120(%rsp)
	vmovss	.LCPI0_20(%rip), %xmm4
	vmovss	.LCPI0_23(%rip), %xmm20
	vmovq	.LCPI0_32(%rip), %xmm30
	vmovsd	.LCPI0_33(%rip), %xmm5
	vmovsd	.LCPI0_46(%rip), %xmm6
	vmovq	.LCPI0_36(%rip), %xmm31
	vmovq	.LCPI0_37(%rip), %xmm8
	vmovq	.LCPI0_39(%rip), %xmm9
	vpbroadcastd	176(%rsp), %zmm18
	movq	-120(%rsp), %rdx
	movq	-8(%rsp), %rax
	movq	%rcx, 240(%rsp)
	movq	%r12, 448(%rsp)
	leaq	2027808484(%r15), %rdi
	movq	%rdi, 384(%rsp)
	movq	%r11, 576(%rsp)
	vmovdqu64	%zmm10, 1504(%rsp)
	vmovdqu64	%ymm19, 864(%rsp)
	vmovdqu64	%zmm18, 2848(%rsp)
	movq	%rsi, 128(%rsp)
	vmovdqu64	%zmm3, 1120(%rsp)
	vmovdqu64	%zmm21, 2336(%rsp)
	vmovdqu64	%zmm13, 1248(%rsp)
	vmovdqu64	%zmm11, 1184(%rsp)
	vmovdqu64	%zmm16, 3040(%rsp)
	vmovdqu64	%zmm25, 2976(%rsp)
	vmovdqu64	%zmm15, 2912(%rsp)
	vmovdqu64	%zmm14, 3808(%rsp)
	vmovdqu64	%zmm23, 2272(%rsp)
	vmovdqu64	%zmm29, 1440(%rsp)
	jmp	.LBB0_8
	.p2align	4
.LBB0_23:
	movq	-120(%rsp), %rdx
	movq	128(%rsp), %rsi
	addq	%rsi, %rdx
	movq	-8(%rsp), %rax
	cmpq	%rax, %rdx
	movq	512(%rsp), %r14
	jae	.LBB0_133
.LBB0_8:
	subq	%rdx, %rax
	cmpq	%rsi, %rax
	cmovaeq	%rsi, %rax
	movq	%rax, %r10
	imulq	%r14, %r10
	movq	%rdx, -120(%rsp)
	movq	%rdx, %rsi
	imulq	%r14, %rsi
	movq	-72(%rsp), %rdx
	leaq	(%rdx,%rsi,4), %r9
	movq	-80(%rsp), %rdx
	leaq	(%rdx,%rsi,4), %rbx
	cmpl	$0, 2208(%rsp)
	movq	%r10, -96(%rsp)
	movq	%r9, 96(%rsp)
	movq	%rbx, 1312(%rsp)
	je	.LBB0_51
	shrq	$2, %rsi
	movq	%r10, %r8
	shrq	$2, %r8
	imulq	120(%rsp), %rax
	leaq	(%r9,%rax), %rdx
	movq	%rdx, 928(%rsp)
	addq	%rbx, %rax
	leaq	-1(%r10), %r12
	movq	%r12, %r13
	shrq	%r13
	incq	%r13
	movq	%r8, %rdi
	subq	$1, %rdi
	movq	%r8, -64(%rsp)
	movq	%rcx, %rdx
	movq	%rbp, %rcx
	movq	%r8, %rbp
	adcq	$0, %rbp
	movq	%rdi, %r8
	shlq	$4, %r8
	movq	%rsi, %r14
	movabsq	$1152921504606846975, %rsi
	cmpq	%rsi, %rdi
	seta	%dil
	leaq	4020(%rsp), %rsi
	addq	%rsi, %r8
	cmpq	%rsi, %r8
	setb	%sil
	orb	%dil, %sil
	movb	%sil, -40(%rsp)
	movl	%ebp, %esi
	andl	$262112, %esi
	movq	%rsi, 2720(%rsp)
	movq	%r14, -112(%rsp)
	vpbroadcastq	%r14, %zmm1
	vmovdqu64	%zmm1, 1952(%rsp)
	vpaddq	%zmm0, %zmm1, %zmm0
	vmovdqu64	%zmm0, 3168(%rsp)
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 3104(%rsp)
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 1632(%rsp)
	movq	%rbp, %rsi
	movq	%rbp, 3616(%rsp)
	movq	%rcx, %rbp
	andl	$262136, %esi
	movq	%rsi, 16(%rsp)
	movq	%r12, %rdi
	andq	$-2, %rdi
	movabsq	$4611686018427387903, %rsi
	cmpq	%rsi, %r12
	seta	%r8b
	leaq	4012(%rsp), %rsi
	leaq	(%rsi,%rdi,4), %rdi
	cmpq	%rsi, %rdi
	setb	%cl
	orb	%r8b, %cl
	movb	%cl, 64(%rsp)
	movq	%r13, %rcx
	andq	$-64, %rcx
	movq	%rcx, (%rsp)
	addq	%rcx, %rcx
	movq	%rcx, 3552(%rsp)
	movq	%r13, 2784(%rsp)
	andq	$-8, %r13
	movq	%r13, 136(%rsp)
	leaq	(,%r13,2), %rcx
	movq	%rcx, 24(%rsp)
	cmpq	%rax, %r9
	setb	%al
	cmpq	928(%rsp), %rbx
	setb	%cl
	andb	%al, %cl
	movb	%cl, 56(%rsp)
	movq	%rdx, %rcx
	andl	$32736, %r10d
	movq	%r10, 32(%rsp)
	xorl	%r13d, %r13d
	vmovss	-16(%rsp), %xmm0
	vmovss	%xmm0, 112(%rsp)
	vmovss	-12(%rsp), %xmm0
	vmovaps	%xmm0, 928(%rsp)
	movq	%r12, 72(%rsp)
	jmp	.LBB0_10
	.p2align	4
.LBB0_22:
	incq	%r13
	cmpq	%rbp, %r13
	vpbroadcastq	.LCPI0_0(%rip), %zmm0
	je	.LBB0_23
.LBB0_10:
	cmpl	$0, -100(%rsp)
	jne	.LBB0_11
	movq	-96(%rsp), %rdi
	testq	%rdi, %rdi
	je	.LBB0_22
.LBB0_13:
	cmpq	$32, %rdi
	setb	%al
	movq	168(%rsp), %rdx
	leaq	(%rdx,%r13), %rbx
	movq	%rbx, %rdx
	shrq	$32, %rdx
	movl	$3449720151, %r9d
	imulq	%r9, %rdx
	movq	%rdx, %rbp
	shrq	$32, %rdx
	xorl	%r15d, %ebx
	xorl	%edx, %ebx
	leaq	78811644(%r9), %r10
	imulq	%r10, %rbx
	movq	%rbx, %rdx
	shrq	$32, %rdx
	xorq	40(%rsp), %rdx
	orb	-40(%rsp), %al
	testb	$1, %al
	movq	%r13, 1376(%rsp)
	je	.LBB0_41
	movq	%rbx, %rcx
	xorl	%ebx, %ebx
	movl	$3449720151, %r12d
	movq	80(%rsp), %r9
	movq	-112(%rsp), %r14
	movq	-64(%rsp), %r8
	vmovd	.LCPI0_18(%rip), %xmm3
	vmovss	.LCPI0_12(%rip), %xmm0
	vmovss	.LCPI0_17(%rip), %xmm7
	vmovd	.LCPI0_19(%rip), %xmm24
	movq	%rbp, %rdi
	movq	%rdx, %r11
	jmp	.LBB0_50
	.p2align	4
.LBB0_41:
	movq	%rdx, 1824(%rsp)
	vpbroadcastq	%rdx, %zmm3
	cmpq	$128, %rdi
	vpbroadcastq	.LCPI0_4(%rip), %zmm26
	vmovdqu64	%zmm3, 2016(%rsp)
	jae	.LBB0_43
	xorl	%eax, %eax
	vpbroadcastq	.LCPI0_0(%rip), %zmm1
	vmovdqu64	1696(%rsp), %zmm2
	movq	%rbx, %rcx
	movq	%rbp, %rdi
	jmp	.LBB0_47
.LBB0_43:
	movq	%rbp, %rdi
	vpbroadcastq	%rbp, %zmm0
	vpxorq	3744(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1568(%rsp)
	movq	%rbx, %rcx
	vpbroadcastq	%rbx, %zmm2
	vpxorq	3680(%rsp), %zmm2, %zmm0
	vmovdqu64	%zmm0, 2080(%rsp)
	leaq	4392(%rsp), %rbx
	movq	2720(%rsp), %r13
	vmovdqa64	.LCPI0_3(%rip), %zmm18
	vmovdqa64	%zmm21, %zmm0
	vmovdqa64	%zmm16, %zmm31
	vmovdqa64	%zmm15, %zmm30
	vmovdqu64	3808(%rsp), %zmm1
	vmovdqu64	2272(%rsp), %zmm28
	vpbroadcastq	.LCPI0_5(%rip), %zmm24
	vmovdqa64	.LCPI0_7(%rip), %zmm20
	movq	-64(%rsp), %r8
	vmovdqu64	1120(%rsp), %zmm17
	vmovdqu64	1760(%rsp), %zmm27
	vmovdqa64	%zmm3, %zmm21
	.p2align	4
.LBB0_44:
	vpaddq	1952(%rsp), %zmm18, %zmm2
	vpaddq	3168(%rsp), %zmm18, %zmm4
	vpaddq	3104(%rsp), %zmm18, %zmm5
	vpaddq	1632(%rsp), %zmm18, %zmm6
	vpmuludq	%zmm26, %zmm2, %zmm7
	vpmuludq	%zmm26, %zmm4, %zmm8
	vpmuludq	%zmm26, %zmm5, %zmm9
	vpmuludq	%zmm26, %zmm6, %zmm10
	vpternlogq	$150, %zmm17, %zmm7, %zmm2
	vpternlogq	$150, %zmm17, %zmm8, %zmm4
	vpternlogq	$150, %zmm17, %zmm9, %zmm5
	vpternlogq	$150, %zmm17, %zmm10, %zmm6
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm6, %zmm6
	vpmuludq	%zmm24, %zmm2, %zmm2
	vpmuludq	%zmm24, %zmm4, %zmm4
	vpmuludq	%zmm24, %zmm5, %zmm11
	vpmuludq	%zmm24, %zmm6, %zmm6
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm12
	vpsrlq	$32, %zmm11, %zmm13
	vpsrlq	$32, %zmm6, %zmm14
	vmovdqu64	1568(%rsp), %zmm3
	vpxorq	%zmm3, %zmm5, %zmm5
	vpxorq	%zmm3, %zmm12, %zmm12
	vpxorq	%zmm3, %zmm13, %zmm13
	vpxorq	%zmm7, %zmm21, %zmm15
	vpxorq	%zmm8, %zmm21, %zmm8
	vpxorq	%zmm9, %zmm21, %zmm9
	vpxorq	%zmm3, %zmm14, %zmm14
	vpxorq	%zmm10, %zmm21, %zmm10
	vpmuludq	%zmm26, %zmm5, %zmm16
	vpmuludq	%zmm26, %zmm12, %zmm12
	vpmuludq	%zmm26, %zmm13, %zmm7
	vpmuludq	%zmm26, %zmm14, %zmm5
	vpsrlq	$32, %zmm16, %zmm13
	vpsrlq	$32, %zmm12, %zmm14
	vpmuludq	%zmm24, %zmm15, %zmm15
	vpmuludq	%zmm24, %zmm8, %zmm19
	vpmuludq	%zmm24, %zmm9, %zmm9
	vpmuludq	%zmm24, %zmm10, %zmm10
	vpsrlq	$32, %zmm7, %zmm8
	vpsrlq	$32, %zmm15, %zmm22
	vpsrlq	$32, %zmm19, %zmm23
	vpternlogq	$150, %zmm0, %zmm2, %zmm22
	vpsrlq	$32, %zmm9, %zmm2
	vpternlogq	$150, %zmm0, %zmm4, %zmm23
	vpsrlq	$32, %zmm5, %zmm4
	vpternlogq	$150, %zmm0, %zmm11, %zmm2
	vpsrlq	$32, %zmm10, %zmm11
	vpternlogq	$150, %zmm0, %zmm6, %zmm11
	vmovdqu64	2080(%rsp), %zmm3
	vpxorq	%zmm3, %zmm13, %zmm13
	vpxorq	%zmm3, %zmm14, %zmm14
	vpxorq	%zmm3, %zmm8, %zmm24
	vpxorq	%zmm3, %zmm4, %zmm26
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm22
	vpsrlq	$32, %zmm11, %zmm23
	vpternlogq	$150, %zmm15, %zmm27, %zmm23
	vpsrlq	$32, %zmm13, %zmm15
	vpternlogq	$150, %zmm19, %zmm27, %zmm15
	vpsrlq	$32, %zmm14, %zmm19
	vpternlogq	$150, %zmm9, %zmm27, %zmm19
	vpsrlq	$32, %zmm22, %zmm24
	vpternlogq	$150, %zmm10, %zmm27, %zmm24
	vpsrlq	$32, %zmm8, %zmm10
	vmovdqu64	1248(%rsp), %zmm3
	vpternlogq	$150, %zmm3, %zmm16, %zmm10
	vpsrlq	$32, %zmm6, %zmm16
	vpternlogq	$150, %zmm3, %zmm12, %zmm16
	vpsrlq	$32, %zmm4, %zmm12
	vpternlogq	$150, %zmm3, %zmm7, %zmm12
	vpsrlq	$32, %zmm2, %zmm26
	vpternlogq	$150, %zmm3, %zmm5, %zmm26
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm15
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm24, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm19
	vpsrlq	$32, %zmm15, %zmm23
	vmovdqu64	2400(%rsp), %zmm3
	vpternlogq	$150, %zmm3, %zmm11, %zmm23
	vpsrlq	$32, %zmm16, %zmm24
	vpternlogq	$150, %zmm3, %zmm13, %zmm24
	vpsrlq	$32, %zmm12, %zmm13
	vpternlogq	$150, %zmm3, %zmm14, %zmm13
	vpsrlq	$32, %zmm19, %zmm14
	vpternlogq	$150, %zmm3, %zmm22, %zmm14
	vpsrlq	$32, %zmm9, %zmm22
	vmovdqu64	1184(%rsp), %zmm3
	vpternlogq	$150, %zmm8, %zmm3, %zmm22
	vpsrlq	$32, %zmm7, %zmm26
	vpternlogq	$150, %zmm6, %zmm3, %zmm26
	vpsrlq	$32, %zmm5, %zmm6
	vpternlogq	$150, %zmm4, %zmm3, %zmm6
	vpsrlq	$32, %zmm10, %zmm27
	vpternlogq	$150, %zmm2, %zmm3, %zmm27
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm24, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm24
	vpsrlq	$32, %zmm14, %zmm6
	vmovdqu64	1696(%rsp), %zmm3
	vpternlogq	$150, %zmm15, %zmm3, %zmm6
	vpsrlq	$32, %zmm22, %zmm13
	vpternlogq	$150, %zmm16, %zmm3, %zmm13
	vpsrlq	$32, %zmm23, %zmm15
	vpternlogq	$150, %zmm12, %zmm3, %zmm15
	vpsrlq	$32, %zmm24, %zmm16
	vpternlogq	$150, %zmm19, %zmm3, %zmm16
	vpsrlq	$32, %zmm11, %zmm19
	vmovdqu64	1440(%rsp), %zmm3
	vpternlogq	$150, %zmm3, %zmm9, %zmm19
	vpsrlq	$32, %zmm8, %zmm9
	vpternlogq	$150, %zmm3, %zmm7, %zmm9
	vpsrlq	$32, %zmm4, %zmm26
	vpternlogq	$150, %zmm3, %zmm5, %zmm26
	vpsrlq	$32, %zmm2, %zmm5
	vpternlogq	$150, %zmm3, %zmm10, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm6, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm15
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm26
	vpsrlq	$32, %zmm15, %zmm5
	vpternlogq	$150, %zmm31, %zmm14, %zmm5
	vpsrlq	$32, %zmm16, %zmm9
	vpternlogq	$150, %zmm31, %zmm22, %zmm9
	vpsrlq	$32, %zmm19, %zmm14
	vpternlogq	$150, %zmm31, %zmm23, %zmm14
	vpsrlq	$32, %zmm26, %zmm22
	vpternlogq	$150, %zmm31, %zmm24, %zmm22
	vpsrlq	$32, %zmm12, %zmm23
	vpternlogq	$150, %zmm11, %zmm25, %zmm23
	vpsrlq	$32, %zmm7, %zmm24
	vpternlogq	$150, %zmm8, %zmm25, %zmm24
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm25, %zmm8
	vpsrlq	$32, %zmm13, %zmm4
	vpternlogq	$150, %zmm2, %zmm25, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm24
	vpsrlq	$32, %zmm14, %zmm2
	vpternlogq	$150, %zmm15, %zmm30, %zmm2
	vpsrlq	$32, %zmm22, %zmm4
	vpternlogq	$150, %zmm16, %zmm30, %zmm4
	vpsrlq	$32, %zmm23, %zmm15
	vpternlogq	$150, %zmm19, %zmm30, %zmm15
	vpsrlq	$32, %zmm24, %zmm16
	vpternlogq	$150, %zmm26, %zmm30, %zmm16
	vpsrlq	$32, %zmm11, %zmm19
	vpternlogq	$150, %zmm1, %zmm12, %zmm19
	vpsrlq	$32, %zmm10, %zmm12
	vpternlogq	$150, %zmm1, %zmm7, %zmm12
	vpsrlq	$32, %zmm9, %zmm26
	vpternlogq	$150, %zmm1, %zmm6, %zmm26
	vpsrlq	$32, %zmm5, %zmm27
	vpternlogq	$150, %zmm1, %zmm13, %zmm27
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm4, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm13
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm16
	vpbroadcastq	.LCPI0_4(%rip), %zmm26
	vmovdqu64	1504(%rsp), %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm12
	vmovdqu64	1760(%rsp), %zmm27
	vpsrlq	$32, %zmm13, %zmm19
	vpternlogq	$150, %zmm3, %zmm14, %zmm19
	vpsrlq	$32, %zmm15, %zmm14
	vpternlogq	$150, %zmm3, %zmm22, %zmm14
	vpsrlq	$32, %zmm16, %zmm22
	vpternlogq	$150, %zmm3, %zmm23, %zmm22
	vpsrlq	$32, %zmm12, %zmm4
	vpternlogq	$150, %zmm3, %zmm24, %zmm4
	vpsrlq	$32, %zmm8, %zmm23
	vpternlogq	$150, %zmm11, %zmm28, %zmm23
	vpsrlq	$32, %zmm7, %zmm11
	vpternlogq	$150, %zmm10, %zmm28, %zmm11
	vpsrlq	$32, %zmm6, %zmm24
	vpternlogq	$150, %zmm9, %zmm28, %zmm24
	vpsrlq	$32, %zmm2, %zmm9
	vpternlogq	$150, %zmm5, %zmm28, %zmm9
	vpmuludq	%zmm26, %zmm19, %zmm19
	vpmuludq	%zmm26, %zmm14, %zmm10
	vpmuludq	%zmm26, %zmm22, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm11
	vpbroadcastq	.LCPI0_5(%rip), %zmm24
	vpsrlq	$32, %zmm14, %zmm23
	vpxorq	%zmm13, %zmm23, %zmm13
	vpsrlq	$32, %zmm22, %zmm23
	vpxorq	%zmm15, %zmm23, %zmm15
	vpsrlq	$32, %zmm11, %zmm23
	vpxorq	%zmm16, %zmm23, %zmm16
	vpsrlq	$32, %zmm19, %zmm23
	vpmuludq	%zmm24, %zmm9, %zmm9
	vpxorq	%zmm8, %zmm23, %zmm23
	vpsrlq	$32, %zmm9, %zmm8
	vpxorq	%zmm12, %zmm8, %zmm8
	vpsrlq	$32, %zmm10, %zmm12
	vpxorq	%zmm7, %zmm12, %zmm7
	vpsrlq	$32, %zmm5, %zmm12
	vpxorq	%zmm6, %zmm12, %zmm6
	vpmovqd	%zmm19, %ymm12
	vpmovqd	%zmm23, %ymm19
	vmovdqu64	864(%rsp), %ymm23
	vpxord	%ymm19, %ymm23, %ymm19
	vinserti64x4	$1, %ymm12, %zmm19, %zmm12
	vmovdqu64	1888(%rsp), %ymm19
	vpmovqd	%zmm14, %ymm14
	vpmovqd	%zmm13, %ymm13
	vpxord	%ymm13, %ymm19, %ymm13
	vinserti64x4	$1, %ymm14, %zmm13, %zmm13
	vmovdqa64	%zmm13, %zmm14
	vmovdqa64	.LCPI0_6(%rip), %zmm29
	vpermt2d	%zmm12, %zmm29, %zmm14
	vpermt2d	%zmm12, %zmm20, %zmm13
	vmovdqu64	%zmm13, -320(%rbx)
	vmovdqu64	%zmm14, -384(%rbx)
	vpmovqd	%zmm22, %ymm12
	vpmovqd	%zmm15, %ymm13
	vpxord	%ymm13, %ymm19, %ymm13
	vinserti64x4	$1, %ymm12, %zmm13, %zmm12
	vpmovqd	%zmm10, %ymm10
	vpmovqd	%zmm7, %ymm7
	vpxord	%ymm7, %ymm23, %ymm7
	vinserti64x4	$1, %ymm10, %zmm7, %zmm7
	vmovdqa64	%zmm12, %zmm10
	vpermt2d	%zmm7, %zmm29, %zmm10
	vpermt2d	%zmm7, %zmm20, %zmm12
	vmovdqu64	%zmm12, -192(%rbx)
	vpmovqd	%zmm11, %ymm7
	vpmovqd	%zmm16, %ymm11
	vpxord	%ymm11, %ymm19, %ymm11
	vinserti64x4	$1, %ymm7, %zmm11, %zmm7
	vpmovqd	%zmm5, %ymm5
	vpmovqd	%zmm6, %ymm6
	vpxord	%ymm6, %ymm23, %ymm6
	vinserti64x4	$1, %ymm5, %zmm6, %zmm5
	vmovdqa64	%zmm7, %zmm6
	vpermt2d	%zmm5, %zmm29, %zmm6
	vpermt2d	%zmm5, %zmm20, %zmm7
	vmovdqu64	%zmm10, -256(%rbx)
	vmovdqu64	%zmm7, -64(%rbx)
	vpmuludq	%zmm26, %zmm4, %zmm4
	vmovdqu64	%zmm6, -128(%rbx)
	vpsrlq	$32, %zmm4, %zmm5
	vpxorq	%zmm2, %zmm5, %zmm2
	vpmovqd	%zmm9, %ymm5
	vpmovqd	%zmm8, %ymm6
	vpxord	%ymm6, %ymm19, %ymm6
	vinserti64x4	$1, %ymm5, %zmm6, %zmm5
	vpmovqd	%zmm4, %ymm4
	vpmovqd	%zmm2, %ymm2
	vpxord	%ymm2, %ymm23, %ymm2
	vinserti64x4	$1, %ymm4, %zmm2, %zmm2
	vmovdqa64	%zmm5, %zmm4
	vpermt2d	%zmm2, %zmm20, %zmm5
	vmovdqu64	%zmm5, 64(%rbx)
	vpermt2d	%zmm2, %zmm29, %zmm4
	vmovdqu64	%zmm4, (%rbx)
	vpaddq	.LCPI0_8(%rip){1to8}, %zmm18, %zmm18
	addq	$512, %rbx
	addq	$-32, %r13
	jne	.LBB0_44
	cmpq	2720(%rsp), %r8
	movl	$3449720151, %r12d
	vmovdqu64	1696(%rsp), %zmm2
	movq	80(%rsp), %r9
	vmovd	.LCPI0_11(%rip), %xmm22
	vpbroadcastq	.LCPI0_0(%rip), %zmm1
	vmovss	.LCPI0_12(%rip), %xmm10
	vmovss	.LCPI0_17(%rip), %xmm7
	vmovdqu64	864(%rsp), %ymm19
	vmovd	.LCPI0_18(%rip), %xmm12
	vmovd	.LCPI0_19(%rip), %xmm24
	vmovss	.LCPI0_20(%rip), %xmm4
	vmovdqu64	1440(%rsp), %zmm29
	vmovss	.LCPI0_23(%rip), %xmm20
	vmovdqu64	1184(%rsp), %zmm11
	vmovdqu64	1248(%rsp), %zmm13
	vmovdqa64	%zmm31, %zmm16
	vmovdqa64	%zmm30, %zmm15
	vmovq	.LCPI0_32(%rip), %xmm30
	vmovsd	.LCPI0_33(%rip), %xmm5
	vmovsd	.LCPI0_46(%rip), %xmm6
	vmovq	.LCPI0_36(%rip), %xmm31
	vmovq	.LCPI0_37(%rip), %xmm8
	vmovq	.LCPI0_39(%rip), %xmm9
	movq	-112(%rsp), %r14
	vmovdqa64	%zmm0, %zmm21
	vmovaps	%xmm10, %xmm0
	vmovdqa64	%zmm3, %zmm10
	vmovdqa	%xmm12, %xmm3
	movq	1824(%rsp), %r11
	je	.LBB0_30
	movq	2720(%rsp), %rbx
	movq	%rbx, %rax
	testb	$24, 3616(%rsp)
	je	.LBB0_50
.LBB0_47:
	vpbroadcastq	%rax, %zmm0
	vporq	.LCPI0_3(%rip), %zmm0, %zmm0
	xorl	-48(%rsp), %edi
	vmovdqu64	2400(%rsp), %zmm30
	vpbroadcastq	%rdi, %zmm23
	movq	%rcx, %rsi
	xorl	48(%rsp), %ecx
	vmovdqa64	%ymm19, %ymm3
	vpbroadcastq	%rcx, %zmm17
	movl	%eax, %edx
	shll	$4, %edx
	addq	%rsp, %rdx
	addq	$4008, %rdx
	vmovdqa64	%zmm15, %zmm28
	vmovdqa64	%zmm25, %zmm15
	vpbroadcastq	.LCPI0_5(%rip), %zmm25
	vmovdqa64	.LCPI0_7(%rip), %zmm20
	vmovdqa64	.LCPI0_6(%rip), %zmm19
	vmovdqu64	1952(%rsp), %zmm18
	movq	16(%rsp), %rcx
	vmovdqu64	1120(%rsp), %zmm24
	vmovdqa64	%zmm10, %zmm12
	vmovdqu64	1760(%rsp), %zmm10
	vmovdqa64	%zmm13, %zmm14
	vmovdqa64	%zmm11, %zmm13
	vmovdqu	1888(%rsp), %ymm11
	vmovdqa64	%zmm16, %zmm31
	vmovdqu64	3808(%rsp), %zmm16
	vmovdqu64	2272(%rsp), %zmm22
	vmovdqu64	2016(%rsp), %zmm27
	.p2align	4
.LBB0_48:
	vpaddq	%zmm18, %zmm0, %zmm4
	vpmuludq	%zmm26, %zmm4, %zmm5
	vpternlogq	$150, %zmm24, %zmm5, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpmuludq	%zmm25, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm6
	vpxorq	%zmm5, %zmm27, %zmm5
	vpxorq	%zmm6, %zmm23, %zmm6
	vpmuludq	%zmm26, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm7
	vpmuludq	%zmm25, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm21, %zmm4, %zmm8
	vpxorq	%zmm7, %zmm17, %zmm4
	vpmuludq	%zmm26, %zmm8, %zmm7
	vpsrlq	$32, %zmm7, %zmm8
	vpmuludq	%zmm25, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm9
	vpternlogq	$150, %zmm14, %zmm6, %zmm8
	vpternlogq	$150, %zmm5, %zmm10, %zmm9
	vpmuludq	%zmm26, %zmm9, %zmm5
	vpsrlq	$32, %zmm5, %zmm6
	vpmuludq	%zmm25, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm9
	vpternlogq	$150, %zmm30, %zmm4, %zmm9
	vpternlogq	$150, %zmm7, %zmm13, %zmm6
	vpmuludq	%zmm26, %zmm9, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpmuludq	%zmm25, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm9
	vpternlogq	$150, %zmm29, %zmm5, %zmm7
	vpternlogq	$150, %zmm8, %zmm2, %zmm9
	vpmuludq	%zmm26, %zmm9, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpmuludq	%zmm25, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm9
	vpternlogq	$150, %zmm31, %zmm6, %zmm9
	vpternlogq	$150, %zmm4, %zmm15, %zmm8
	vpmuludq	%zmm26, %zmm9, %zmm4
	vpsrlq	$32, %zmm4, %zmm6
	vpmuludq	%zmm25, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm9
	vpternlogq	$150, %zmm16, %zmm5, %zmm6
	vpternlogq	$150, %zmm7, %zmm28, %zmm9
	vpmuludq	%zmm26, %zmm9, %zmm5
	vpsrlq	$32, %zmm5, %zmm7
	vpmuludq	%zmm25, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm9
	vpternlogq	$150, %zmm12, %zmm8, %zmm9
	vpternlogq	$150, %zmm4, %zmm22, %zmm7
	vpmuludq	%zmm26, %zmm9, %zmm4
	vpsrlq	$32, %zmm4, %zmm8
	vpmovqd	%zmm4, %ymm4
	vpmuludq	%zmm25, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm9
	vpmovqd	%zmm7, %ymm7
	vpxorq	%zmm6, %zmm9, %zmm6
	vpmovqd	%zmm6, %ymm6
	vpxorq	%zmm5, %zmm8, %zmm5
	vpmovqd	%zmm5, %ymm5
	vpxor	%ymm5, %ymm3, %ymm5
	vpxor	%ymm6, %ymm11, %ymm6
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vinserti64x4	$1, %ymm4, %zmm5, %zmm4
	vmovdqa64	%zmm6, %zmm5
	vpermt2d	%zmm4, %zmm19, %zmm5
	vpermt2d	%zmm4, %zmm20, %zmm6
	vmovdqu64	%zmm6, 64(%rdx)
	vmovdqu64	%zmm5, (%rdx)
	addq	$8, %rax
	vpaddq	%zmm1, %zmm0, %zmm0
	subq	$-128, %rdx
	cmpq	%rax, %rcx
	jne	.LBB0_48
	movq	%rcx, %rbx
	movq	-64(%rsp), %r8
	cmpq	%rcx, %r8
	movl	$3449720151, %r12d
	movq	80(%rsp), %r9
	vmovss	.LCPI0_12(%rip), %xmm0
	vmovss	.LCPI0_17(%rip), %xmm7
	vmovd	.LCPI0_18(%rip), %xmm3
	vmovd	.LCPI0_19(%rip), %xmm24
	vmovss	.LCPI0_20(%rip), %xmm4
	vmovq	.LCPI0_32(%rip), %xmm30
	vmovsd	.LCPI0_33(%rip), %xmm5
	vmovsd	.LCPI0_46(%rip), %xmm6
	vmovq	.LCPI0_37(%rip), %xmm8
	vmovq	.LCPI0_39(%rip), %xmm9
	movq	-112(%rsp), %r14
	vmovd	.LCPI0_11(%rip), %xmm22
	vmovss	.LCPI0_23(%rip), %xmm20
	vmovq	.LCPI0_36(%rip), %xmm31
	movq	%rsi, %rcx
	movq	%rbp, %rdi
	movq	1824(%rsp), %r11
	je	.LBB0_30
.LBB0_50:
	xorq	-48(%rsp), %rdi
	xorq	48(%rsp), %rcx
	movl	%ebx, %r13d
	shll	$4, %r13d
	leaq	4020(%rsp), %rax
	addq	%rax, %r13
	.p2align	4
.LBB0_29:
	leaq	(%rbx,%r14), %rbp
	movl	%ebp, %eax
	imulq	%r10, %rax
	xorq	%r15, %rbp
	xorq	%rax, %rbp
	shrq	$32, %rbp
	imulq	%r12, %rbp
	movq	%rbp, %rdx
	shrq	$32, %rdx
	xorl	%edi, %edx
	xorl	%r11d, %eax
	imulq	%r10, %rdx
	imulq	%r12, %rax
	movq	%rax, %r15
	shrq	$32, %r15
	movq	240(%rsp), %rsi
	xorl	%r15d, %esi
	movq	%rdx, %r15
	shrq	$32, %r15
	xorl	%esi, %ebp
	xorl	%ecx, %r15d
	imulq	%r10, %rbp
	imulq	%r12, %r15
	movq	%r15, %rsi
	shrq	$32, %rsi
	xorl	1056(%rsp), %eax
	xorl	%esi, %eax
	movq	%rbp, %rsi
	shrq	$32, %rsi
	xorl	448(%rsp), %edx
	xorl	%esi, %edx
	imulq	%r10, %rax
	imulq	%r12, %rdx
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorl	384(%rsp), %r15d
	xorl	%esi, %r15d
	movq	%rax, %rsi
	xorl	992(%rsp), %ebp
	shrq	$32, %rsi
	xorl	%esi, %ebp
	imulq	%r10, %r15
	imulq	%r12, %rbp
	movq	%rbp, %rsi
	shrq	$32, %rsi
	xorl	576(%rsp), %edx
	xorl	%esi, %edx
	movq	%r15, %rsi
	shrq	$32, %rsi
	xorl	2656(%rsp), %eax
	xorl	%esi, %eax
	imulq	%r10, %rdx
	imulq	%r12, %rax
	movq	%rax, %rsi
	shrq	$32, %rsi
	xorl	2528(%rsp), %ebp
	xorl	%esi, %ebp
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorl	704(%rsp), %r15d
	xorl	%esi, %r15d
	imulq	%r10, %rbp
	imulq	%r12, %r15
	movq	%r15, %rsi
	shrq	$32, %rsi
	xorl	2464(%rsp), %eax
	xorl	%esi, %eax
	movq	%rbp, %rsi
	shrq	$32, %rsi
	xorl	640(%rsp), %edx
	xorl	%esi, %edx
	imulq	%r10, %rax
	imulq	%r12, %rdx
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorl	%r9d, %r15d
	xorl	%esi, %r15d
	movq	%rax, %rsi
	shrq	$32, %rsi
	xorl	2592(%rsp), %ebp
	xorl	%esi, %ebp
	imulq	%r10, %r15
	imulq	%r12, %rbp
	movq	%rbp, %rsi
	shrq	$32, %rsi
	xorl	2144(%rsp), %edx
	xorl	%esi, %edx
	movq	%r15, %rsi
	shrq	$32, %rsi
	xorl	320(%rsp), %eax
	xorl	%esi, %eax
	movl	%edx, -12(%r13)
	movl	%ebp, -8(%r13)
	movl	%eax, -4(%r13)
	movl	%r15d, (%r13)
	movq	-32(%rsp), %r15
	incq	%rbx
	addq	$16, %r13
	cmpq	%r8, %rbx
	jb	.LBB0_29
.LBB0_30:
	movq	72(%rsp), %r12
	cmpq	$14, %r12
	setb	%al
	orb	64(%rsp), %al
	testb	$1, %al
	je	.LBB0_32
	xorl	%edx, %edx
	movq	-56(%rsp), %rbp
	movq	240(%rsp), %rcx
	movl	$2143289344, %r10d
	vmovd	.LCPI0_21(%rip), %xmm29
	vmovd	.LCPI0_22(%rip), %xmm21
	vmovaps	%xmm20, %xmm23
	vmovdqa64	%xmm24, %xmm19
	vmovd	.LCPI0_24(%rip), %xmm24
	vmovd	.LCPI0_25(%rip), %xmm10
	vmovq	.LCPI0_26(%rip), %xmm12
	vmovq	.LCPI0_27(%rip), %xmm11
	vmovq	.LCPI0_28(%rip), %xmm13
	vmovq	.LCPI0_29(%rip), %xmm14
	vmovq	.LCPI0_30(%rip), %xmm16
	vmovq	.LCPI0_31(%rip), %xmm15
	vmovdqa64	%xmm30, %xmm17
	vmovaps	%xmm4, %xmm20
	vpbroadcastd	.LCPI0_40(%rip), %xmm27
	vmovdqa64	%xmm9, %xmm26
	vmovq	.LCPI0_47(%rip), %xmm9
	vmovdqa64	%xmm22, %xmm18
	vmovdqa64	%xmm8, %xmm22
	vmovdqa64	%xmm31, %xmm8
	vmovq	.LCPI0_35(%rip), %xmm31
	vmovaps	%xmm6, %xmm28
	vmovaps	%xmm5, %xmm6
	movq	-96(%rsp), %r14
	movq	96(%rsp), %rbx
	movq	1312(%rsp), %r9
	movq	1376(%rsp), %r13
	vmovdqa64	%xmm3, %xmm25
	vmovaps	%xmm0, %xmm30
	jmp	.LBB0_15
	.p2align	4
.LBB0_32:
	cmpq	$126, %r12
	movq	240(%rsp), %rcx
	movl	$2143289344, %r10d
	movq	-96(%rsp), %r14
	movq	96(%rsp), %rbx
	movq	1312(%rsp), %r9
	jae	.LBB0_34
	xorl	%eax, %eax
	movq	-56(%rsp), %rbp
	movq	1376(%rsp), %r13
	jmp	.LBB0_38
.LBB0_34:
	xorl	%r8d, %r8d
	movq	(%rsp), %rax
	vbroadcastss	.LCPI0_11(%rip), %zmm30
	.p2align	4
.LBB0_35:
	vmovdqu64	4008(%rsp,%r8,8), %zmm0
	vmovdqu64	4072(%rsp,%r8,8), %zmm3
	vmovdqu64	%zmm3, 1824(%rsp)
	vmovdqu64	4136(%rsp,%r8,8), %zmm2
	vmovdqu64	4200(%rsp,%r8,8), %zmm4
	vmovdqu64	%zmm4, 2016(%rsp)
	vmovdqu64	%zmm0, 1568(%rsp)
	vmovdqa64	.LCPI0_10(%rip), %zmm1
	vpermt2d	%zmm3, %zmm1, %zmm0
	vmovdqu64	%zmm2, 2080(%rsp)
	vpermt2d	%zmm4, %zmm1, %zmm2
	vmovdqu64	4328(%rsp,%r8,8), %zmm4
	vmovdqu64	%zmm4, 3424(%rsp)
	vmovdqu64	4264(%rsp,%r8,8), %zmm3
	vmovdqu64	%zmm3, 3488(%rsp)
	vpermt2d	%zmm4, %zmm1, %zmm3
	vmovdqu64	4456(%rsp,%r8,8), %zmm5
	vmovdqu64	%zmm5, 3296(%rsp)
	vmovdqu64	4392(%rsp,%r8,8), %zmm4
	vmovdqu64	%zmm4, 3360(%rsp)
	vpermt2d	%zmm5, %zmm1, %zmm4
	vpsrld	$9, %zmm0, %zmm0
	vpsrld	$9, %zmm2, %zmm2
	vpsrld	$9, %zmm3, %zmm3
	vpsrld	$9, %zmm4, %zmm4
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm3, %zmm5
	vcvtdq2ps	%zmm4, %zmm4
	vaddps	%zmm30, %zmm0, %zmm6
	vaddps	%zmm30, %zmm2, %zmm3
	vaddps	%zmm30, %zmm5, %zmm2
	vaddps	%zmm30, %zmm4, %zmm0
	vbroadcastss	.LCPI0_12(%rip), %zmm26
	vmulps	%zmm26, %zmm6, %zmm4
	vextractf64x4	$1, %zmm4, %ymm5
	vcvtps2pd	%ymm5, %zmm5
	vcvtps2pd	%ymm4, %zmm4
	vmulps	%zmm26, %zmm3, %zmm3
	vextractf64x4	$1, %zmm3, %ymm6
	vcvtps2pd	%ymm6, %zmm6
	vcvtps2pd	%ymm3, %zmm3
	vmulps	%zmm26, %zmm2, %zmm2
	vextractf64x4	$1, %zmm2, %ymm7
	vcvtps2pd	%ymm7, %zmm10
	vcvtps2pd	%ymm2, %zmm2
	vmulps	%zmm26, %zmm0, %zmm0
	vextractf64x4	$1, %zmm0, %ymm7
	vcvtps2pd	%ymm7, %zmm11
	vcvtps2pd	%ymm0, %zmm0
	vbroadcastsd	.LCPI0_26(%rip), %zmm13
	vmulpd	%zmm13, %zmm4, %zmm7
	vmulpd	%zmm13, %zmm5, %zmm12
	vmulpd	%zmm13, %zmm3, %zmm8
	vmulpd	%zmm13, %zmm6, %zmm9
	vmulpd	%zmm13, %zmm2, %zmm2
	vmulpd	%zmm13, %zmm10, %zmm4
	vmulpd	%zmm13, %zmm0, %zmm27
	vmulpd	%zmm13, %zmm11, %zmm28
	vbroadcastsd	.LCPI0_27(%rip), %zmm0
	vaddpd	%zmm0, %zmm12, %zmm13
	vaddpd	%zmm0, %zmm7, %zmm14
	vaddpd	%zmm0, %zmm9, %zmm10
	vaddpd	%zmm0, %zmm8, %zmm11
	vaddpd	%zmm0, %zmm4, %zmm5
	vaddpd	%zmm0, %zmm2, %zmm6
	vaddpd	%zmm0, %zmm28, %zmm3
	vaddpd	%zmm0, %zmm27, %zmm0
	vpbroadcastq	.LCPI0_41(%rip), %zmm1
	vptestnmq	%zmm1, %zmm14, %k0
	vptestnmq	%zmm1, %zmm13, %k1
	kunpckbw	%k0, %k1, %k1
	kmovw	%k1, 3232(%rsp)
	vptestnmq	%zmm1, %zmm11, %k0
	vptestnmq	%zmm1, %zmm10, %k1
	kunpckbw	%k0, %k1, %k3
	vptestnmq	%zmm1, %zmm6, %k0
	vptestnmq	%zmm1, %zmm5, %k1
	kunpckbw	%k0, %k1, %k2
	vptestnmq	%zmm1, %zmm0, %k0
	vptestnmq	%zmm1, %zmm3, %k1
	kunpckbw	%k0, %k1, %k4
	vpbroadcastq	.LCPI0_42(%rip), %zmm1
	vptestnmq	%zmm1, %zmm14, %k0
	vptestnmq	%zmm1, %zmm13, %k1
	kunpckbw	%k0, %k1, %k1
	vptestnmq	%zmm1, %zmm11, %k0
	vptestnmq	%zmm1, %zmm10, %k5
	kunpckbw	%k0, %k5, %k7
	vptestnmq	%zmm1, %zmm6, %k0
	vptestnmq	%zmm1, %zmm5, %k5
	kunpckbw	%k0, %k5, %k6
	vptestnmq	%zmm1, %zmm0, %k0
	vptestnmq	%zmm1, %zmm3, %k5
	kunpckbw	%k0, %k5, %k5
	vbroadcastsd	.LCPI0_28(%rip), %zmm1
	vaddpd	%zmm1, %zmm14, %zmm14
	vaddpd	%zmm1, %zmm13, %zmm13
	vsubpd	%zmm13, %zmm12, %zmm12
	vsubpd	%zmm14, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_29(%rip), %zmm18
	vmulpd	%zmm18, %zmm7, %zmm7
	vmulpd	%zmm18, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm12, %zmm13
	vmulpd	%zmm7, %zmm7, %zmm14
	vbroadcastsd	.LCPI0_30(%rip), %zmm19
	vmulpd	%zmm19, %zmm14, %zmm15
	vmulpd	%zmm19, %zmm13, %zmm16
	vbroadcastsd	.LCPI0_31(%rip), %zmm25
	vaddpd	%zmm25, %zmm16, %zmm16
	vaddpd	%zmm25, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm14, %zmm15
	vmulpd	%zmm16, %zmm13, %zmm16
	vbroadcastsd	.LCPI0_32(%rip), %zmm29
	vaddpd	%zmm29, %zmm16, %zmm16
	vaddpd	%zmm29, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm14, %zmm15
	vmulpd	%zmm16, %zmm13, %zmm16
	vbroadcastsd	.LCPI0_33(%rip), %zmm17
	vaddpd	%zmm17, %zmm16, %zmm16
	vaddpd	%zmm17, %zmm15, %zmm15
	vmulpd	%zmm13, %zmm12, %zmm30
	vmulpd	%zmm16, %zmm30, %zmm16
	vmulpd	%zmm14, %zmm7, %zmm30
	vmulpd	%zmm15, %zmm30, %zmm15
	vaddpd	%zmm16, %zmm12, %zmm12
	vaddpd	%zmm15, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_34(%rip), %zmm31
	vmulpd	%zmm31, %zmm14, %zmm15
	vmulpd	%zmm31, %zmm13, %zmm16
	vbroadcastsd	.LCPI0_35(%rip), %zmm23
	vsubpd	%zmm16, %zmm23, %zmm16
	vsubpd	%zmm15, %zmm23, %zmm15
	vmulpd	%zmm15, %zmm14, %zmm15
	vmulpd	%zmm16, %zmm13, %zmm16
	vbroadcastsd	.LCPI0_36(%rip), %zmm21
	vaddpd	%zmm21, %zmm16, %zmm16
	vaddpd	%zmm21, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm14, %zmm15
	vmulpd	%zmm16, %zmm13, %zmm16
	vbroadcastsd	.LCPI0_37(%rip), %zmm20
	vaddpd	%zmm20, %zmm16, %zmm16
	vaddpd	%zmm20, %zmm15, %zmm15
	vmulpd	%zmm13, %zmm13, %zmm30
	vmulpd	%zmm16, %zmm30, %zmm16
	vmulpd	%zmm14, %zmm14, %zmm30
	vmulpd	%zmm15, %zmm30, %zmm15
	vbroadcastsd	.LCPI0_38(%rip), %zmm22
	vmulpd	%zmm22, %zmm13, %zmm13
	vmulpd	%zmm22, %zmm14, %zmm14
	vbroadcastsd	.LCPI0_39(%rip), %zmm30
	vsubpd	%zmm14, %zmm30, %zmm14
	vaddpd	%zmm15, %zmm14, %zmm14
	vsubpd	%zmm13, %zmm30, %zmm13
	vaddpd	%zmm16, %zmm13, %zmm13
	vcvtpd2ps	%zmm7, %ymm7
	vcvtpd2ps	%zmm12, %ymm12
	vcvtpd2ps	%zmm14, %ymm14
	vcvtpd2ps	%zmm13, %ymm13
	vinsertf64x4	$1, %ymm12, %zmm7, %zmm7
	vinsertf64x4	$1, %ymm13, %zmm14, %zmm14
	vbroadcastss	.LCPI0_40(%rip), %zmm13
	vxorps	%zmm13, %zmm7, %zmm15
	vxorps	%zmm13, %zmm14, %zmm12
	vblendmps	%zmm7, %zmm15, %zmm24 {%k1}
	vmovaps	%zmm14, %zmm12 {%k1}
	vmovaps	%zmm15, %zmm7 {%k1}
	vaddpd	%zmm1, %zmm11, %zmm11
	vaddpd	%zmm1, %zmm10, %zmm10
	vsubpd	%zmm10, %zmm9, %zmm9
	vsubpd	%zmm11, %zmm8, %zmm8
	vmulpd	%zmm18, %zmm8, %zmm8
	vmulpd	%zmm18, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm9, %zmm10
	vmulpd	%zmm8, %zmm8, %zmm11
	vmulpd	%zmm19, %zmm11, %zmm14
	vmulpd	%zmm19, %zmm10, %zmm15
	vaddpd	%zmm25, %zmm15, %zmm15
	vaddpd	%zmm25, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm14
	vmulpd	%zmm15, %zmm10, %zmm15
	vaddpd	%zmm29, %zmm15, %zmm15
	vaddpd	%zmm29, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm14
	vmulpd	%zmm15, %zmm10, %zmm15
	vaddpd	%zmm17, %zmm15, %zmm15
	vaddpd	%zmm17, %zmm14, %zmm14
	vmulpd	%zmm10, %zmm9, %zmm16
	vmulpd	%zmm15, %zmm16, %zmm15
	vmulpd	%zmm11, %zmm8, %zmm16
	vmulpd	%zmm14, %zmm16, %zmm14
	vaddpd	%zmm15, %zmm9, %zmm9
	vaddpd	%zmm14, %zmm8, %zmm8
	vmulpd	%zmm31, %zmm11, %zmm14
	vmulpd	%zmm31, %zmm10, %zmm15
	vsubpd	%zmm15, %zmm23, %zmm15
	vsubpd	%zmm14, %zmm23, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm14
	vmulpd	%zmm15, %zmm10, %zmm15
	vaddpd	%zmm21, %zmm15, %zmm15
	vaddpd	%zmm21, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm14
	vmulpd	%zmm15, %zmm10, %zmm15
	vaddpd	%zmm20, %zmm15, %zmm15
	vaddpd	%zmm20, %zmm14, %zmm14
	vmulpd	%zmm10, %zmm10, %zmm16
	vmulpd	%zmm15, %zmm16, %zmm15
	vmulpd	%zmm11, %zmm11, %zmm16
	vmulpd	%zmm14, %zmm16, %zmm14
	vmulpd	%zmm22, %zmm10, %zmm10
	vmulpd	%zmm22, %zmm11, %zmm11
	vsubpd	%zmm11, %zmm30, %zmm11
	vaddpd	%zmm14, %zmm11, %zmm11
	vsubpd	%zmm10, %zmm30, %zmm10
	vaddpd	%zmm15, %zmm10, %zmm10
	vcvtpd2ps	%zmm8, %ymm8
	vcvtpd2ps	%zmm9, %ymm9
	vinsertf64x4	$1, %ymm9, %zmm8, %zmm8
	vcvtpd2ps	%zmm11, %ymm9
	vcvtpd2ps	%zmm10, %ymm10
	vinsertf64x4	$1, %ymm10, %zmm9, %zmm11
	vxorps	%zmm13, %zmm8, %zmm14
	vxorps	%zmm13, %zmm11, %zmm9
	vblendmps	%zmm8, %zmm14, %zmm10 {%k7}
	vmovaps	%zmm11, %zmm9 {%k7}
	vmovaps	%zmm14, %zmm8 {%k7}
	vaddpd	%zmm1, %zmm6, %zmm6
	vaddpd	%zmm1, %zmm5, %zmm5
	vsubpd	%zmm5, %zmm4, %zmm4
	vsubpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm18, %zmm2, %zmm2
	vmulpd	%zmm18, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm2, %zmm2, %zmm6
	vmulpd	%zmm19, %zmm6, %zmm11
	vmulpd	%zmm19, %zmm5, %zmm14
	vaddpd	%zmm25, %zmm14, %zmm14
	vaddpd	%zmm25, %zmm11, %zmm11
	vmulpd	%zmm11, %zmm6, %zmm11
	vmulpd	%zmm14, %zmm5, %zmm14
	vaddpd	%zmm29, %zmm14, %zmm14
	vaddpd	%zmm29, %zmm11, %zmm11
	vmulpd	%zmm11, %zmm6, %zmm11
	vmulpd	%zmm14, %zmm5, %zmm14
	vaddpd	%zmm17, %zmm14, %zmm14
	vaddpd	%zmm17, %zmm11, %zmm11
	vmulpd	%zmm5, %zmm4, %zmm15
	vmulpd	%zmm14, %zmm15, %zmm14
	vmulpd	%zmm6, %zmm2, %zmm15
	vmulpd	%zmm11, %zmm15, %zmm11
	vaddpd	%zmm14, %zmm4, %zmm4
	vaddpd	%zmm11, %zmm2, %zmm2
	vmulpd	%zmm31, %zmm6, %zmm11
	vmulpd	%zmm31, %zmm5, %zmm14
	vsubpd	%zmm14, %zmm23, %zmm14
	vsubpd	%zmm11, %zmm23, %zmm11
	vmulpd	%zmm11, %zmm6, %zmm11
	vmulpd	%zmm14, %zmm5, %zmm14
	vaddpd	%zmm21, %zmm14, %zmm14
	vaddpd	%zmm21, %zmm11, %zmm11
	vmulpd	%zmm11, %zmm6, %zmm11
	vmulpd	%zmm14, %zmm5, %zmm14
	vaddpd	%zmm20, %zmm14, %zmm14
	vaddpd	%zmm20, %zmm11, %zmm11
	vmulpd	%zmm5, %zmm5, %zmm15
	vmulpd	%zmm14, %zmm15, %zmm14
	vmulpd	%zmm6, %zmm6, %zmm15
	vmulpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm22, %zmm5, %zmm5
	vmulpd	%zmm22, %zmm6, %zmm6
	vsubpd	%zmm6, %zmm30, %zmm6
	vaddpd	%zmm11, %zmm6, %zmm6
	vsubpd	%zmm5, %zmm30, %zmm5
	vaddpd	%zmm14, %zmm5, %zmm5
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm4, %ymm4
	vcvtpd2ps	%zmm6, %ymm6
	vinsertf64x4	$1, %ymm4, %zmm2, %zmm2
	vcvtpd2ps	%zmm5, %ymm4
	vinsertf64x4	$1, %ymm4, %zmm6, %zmm5
	vxorps	%zmm13, %zmm2, %zmm6
	vxorps	%zmm13, %zmm5, %zmm11
	vblendmps	%zmm2, %zmm6, %zmm4 {%k6}
	vmovaps	%zmm5, %zmm11 {%k6}
	vmovaps	%zmm6, %zmm2 {%k6}
	vaddpd	%zmm1, %zmm0, %zmm0
	vaddpd	%zmm1, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm28, %zmm3
	vsubpd	%zmm0, %zmm27, %zmm0
	vmulpd	%zmm18, %zmm0, %zmm0
	vmulpd	%zmm18, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm5
	vmulpd	%zmm0, %zmm0, %zmm6
	vmulpd	%zmm19, %zmm6, %zmm14
	vmulpd	%zmm19, %zmm5, %zmm15
	vaddpd	%zmm25, %zmm15, %zmm15
	vaddpd	%zmm25, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm6, %zmm14
	vmulpd	%zmm15, %zmm5, %zmm15
	vaddpd	%zmm29, %zmm15, %zmm15
	vaddpd	%zmm29, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm6, %zmm14
	vmulpd	%zmm15, %zmm5, %zmm15
	vaddpd	%zmm17, %zmm15, %zmm15
	vaddpd	%zmm17, %zmm14, %zmm14
	vmulpd	%zmm5, %zmm3, %zmm16
	vmulpd	%zmm15, %zmm16, %zmm15
	vmulpd	%zmm6, %zmm0, %zmm16
	vmulpd	%zmm14, %zmm16, %zmm14
	vaddpd	%zmm15, %zmm3, %zmm3
	vaddpd	%zmm14, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm6, %zmm14
	vmulpd	%zmm31, %zmm5, %zmm15
	vsubpd	%zmm15, %zmm23, %zmm15
	vsubpd	%zmm14, %zmm23, %zmm14
	vmulpd	%zmm14, %zmm6, %zmm14
	vmulpd	%zmm15, %zmm5, %zmm15
	vaddpd	%zmm21, %zmm15, %zmm15
	vaddpd	%zmm21, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm6, %zmm14
	vmulpd	%zmm15, %zmm5, %zmm15
	vaddpd	%zmm20, %zmm15, %zmm15
	vaddpd	%zmm20, %zmm14, %zmm14
	vmulpd	%zmm5, %zmm5, %zmm16
	vmulpd	%zmm15, %zmm16, %zmm15
	vmulpd	%zmm6, %zmm6, %zmm16
	vmulpd	%zmm14, %zmm16, %zmm14
	vmulpd	%zmm22, %zmm5, %zmm5
	vmulpd	%zmm22, %zmm6, %zmm6
	vsubpd	%zmm6, %zmm30, %zmm6
	vaddpd	%zmm14, %zmm6, %zmm6
	vsubpd	%zmm5, %zmm30, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm3, %ymm3
	vcvtpd2ps	%zmm6, %ymm6
	vcvtpd2ps	%zmm5, %ymm5
	vinsertf64x4	$1, %ymm3, %zmm0, %zmm0
	vinsertf64x4	$1, %ymm5, %zmm6, %zmm3
	vxorps	%zmm13, %zmm0, %zmm5
	vxorps	%zmm13, %zmm3, %zmm14
	vblendmps	%zmm0, %zmm5, %zmm15 {%k5}
	vmovaps	%zmm3, %zmm14 {%k5}
	vmovaps	%zmm5, %zmm0 {%k5}
	kmovw	3232(%rsp), %k1
	vblendmps	%zmm24, %zmm12, %zmm6 {%k1}
	vblendmps	%zmm10, %zmm9, %zmm5 {%k3}
	vmovaps	%zmm12, %zmm7 {%k1}
	vmovaps	%zmm9, %zmm8 {%k3}
	vblendmps	%zmm4, %zmm11, %zmm4 {%k2}
	vblendmps	%zmm15, %zmm14, %zmm3 {%k4}
	vmovaps	%zmm11, %zmm2 {%k2}
	vmovaps	%zmm14, %zmm0 {%k4}
	vmovdqa64	.LCPI0_9(%rip), %zmm1
	vmovdqu64	1568(%rsp), %zmm9
	vpermt2d	1824(%rsp), %zmm1, %zmm9
	vmovdqu64	2080(%rsp), %zmm10
	vpermt2d	2016(%rsp), %zmm1, %zmm10
	vmovdqu64	3488(%rsp), %zmm11
	vpermt2d	3424(%rsp), %zmm1, %zmm11
	vmovdqu64	3360(%rsp), %zmm12
	vpermt2d	3296(%rsp), %zmm1, %zmm12
	vpsrld	$9, %zmm9, %zmm9
	vpsrld	$9, %zmm10, %zmm1
	vpsrld	$9, %zmm11, %zmm10
	vpsrld	$9, %zmm12, %zmm11
	vcvtdq2ps	%zmm9, %zmm9
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm10, %zmm10
	vcvtdq2ps	%zmm11, %zmm11
	vaddps	.LCPI0_11(%rip){1to16}, %zmm9, %zmm9
	vaddps	.LCPI0_11(%rip){1to16}, %zmm1, %zmm1
	vaddps	.LCPI0_11(%rip){1to16}, %zmm10, %zmm10
	vaddps	.LCPI0_11(%rip){1to16}, %zmm11, %zmm11
	vmulps	%zmm26, %zmm9, %zmm9
	vmulps	%zmm26, %zmm1, %zmm1
	vmulps	%zmm26, %zmm10, %zmm10
	vmulps	%zmm26, %zmm11, %zmm11
	vpbroadcastd	.LCPI0_13(%rip), %zmm15
	vpaddd	%zmm15, %zmm9, %zmm12
	vpaddd	%zmm15, %zmm1, %zmm13
	vpaddd	%zmm15, %zmm10, %zmm14
	vpaddd	%zmm15, %zmm11, %zmm15
	vpbroadcastd	.LCPI0_15(%rip), %zmm11
	vpandd	%zmm11, %zmm12, %zmm1
	vpandd	%zmm11, %zmm13, %zmm9
	vpandd	%zmm11, %zmm14, %zmm10
	vpandd	%zmm11, %zmm15, %zmm11
	vpbroadcastd	.LCPI0_16(%rip), %zmm16
	vpaddd	%zmm16, %zmm1, %zmm1
	vpaddd	%zmm16, %zmm9, %zmm9
	vpaddd	%zmm16, %zmm10, %zmm10
	vpaddd	%zmm16, %zmm11, %zmm11
	vbroadcastss	.LCPI0_17(%rip), %zmm16
	vaddps	%zmm16, %zmm1, %zmm1
	vaddps	%zmm16, %zmm9, %zmm9
	vaddps	%zmm16, %zmm10, %zmm10
	vaddps	%zmm16, %zmm11, %zmm11
	vbroadcastss	.LCPI0_18(%rip), %zmm17
	vaddps	%zmm17, %zmm1, %zmm16
	vaddps	%zmm17, %zmm9, %zmm18
	vaddps	%zmm17, %zmm10, %zmm19
	vaddps	%zmm17, %zmm11, %zmm22
	vdivps	%zmm16, %zmm1, %zmm16
	vdivps	%zmm18, %zmm9, %zmm18
	vdivps	%zmm19, %zmm10, %zmm19
	vdivps	%zmm22, %zmm11, %zmm22
	vmulps	%zmm16, %zmm16, %zmm23
	vmulps	%zmm18, %zmm18, %zmm24
	vmulps	%zmm19, %zmm19, %zmm26
	vmulps	%zmm22, %zmm22, %zmm27
	vmulps	%zmm23, %zmm23, %zmm28
	vbroadcastss	.LCPI0_19(%rip), %zmm17
	vmulps	%zmm17, %zmm28, %zmm30
	vbroadcastss	.LCPI0_20(%rip), %zmm25
	vaddps	%zmm25, %zmm30, %zmm30
	vmulps	%zmm30, %zmm28, %zmm30
	vbroadcastss	.LCPI0_21(%rip), %zmm29
	vmulps	%zmm29, %zmm28, %zmm28
	vbroadcastss	.LCPI0_22(%rip), %zmm31
	vaddps	%zmm31, %zmm28, %zmm28
	vmulps	%zmm28, %zmm23, %zmm23
	vmulps	%zmm24, %zmm24, %zmm28
	vaddps	%zmm30, %zmm23, %zmm23
	vmulps	%zmm17, %zmm28, %zmm30
	vaddps	%zmm25, %zmm30, %zmm30
	vmulps	%zmm30, %zmm28, %zmm30
	vmulps	%zmm29, %zmm28, %zmm28
	vaddps	%zmm31, %zmm28, %zmm28
	vmulps	%zmm28, %zmm24, %zmm24
	vmulps	%zmm26, %zmm26, %zmm28
	vaddps	%zmm30, %zmm24, %zmm24
	vmulps	%zmm17, %zmm28, %zmm30
	vaddps	%zmm25, %zmm30, %zmm30
	vmulps	%zmm30, %zmm28, %zmm30
	vmulps	%zmm29, %zmm28, %zmm28
	vaddps	%zmm31, %zmm28, %zmm28
	vmulps	%zmm28, %zmm26, %zmm26
	vmulps	%zmm27, %zmm27, %zmm28
	vaddps	%zmm30, %zmm26, %zmm26
	vmulps	%zmm17, %zmm28, %zmm30
	vaddps	%zmm25, %zmm30, %zmm30
	vmulps	%zmm30, %zmm28, %zmm30
	vmulps	%zmm29, %zmm28, %zmm28
	vaddps	%zmm31, %zmm28, %zmm28
	vmulps	%zmm28, %zmm27, %zmm27
	vpsrld	$23, %zmm12, %zmm12
	vpsrld	$23, %zmm13, %zmm13
	vpsrld	$23, %zmm14, %zmm14
	vpsrld	$23, %zmm15, %zmm15
	vpbroadcastd	.LCPI0_14(%rip), %zmm17
	vpaddd	%zmm17, %zmm12, %zmm12
	vpaddd	%zmm17, %zmm13, %zmm13
	vpaddd	%zmm17, %zmm14, %zmm14
	vpaddd	%zmm17, %zmm15, %zmm15
	vaddps	%zmm30, %zmm27, %zmm27
	vbroadcastss	.LCPI0_11(%rip), %zmm30
	vmulps	%zmm30, %zmm1, %zmm28
	vmulps	%zmm28, %zmm1, %zmm28
	vaddps	%zmm23, %zmm28, %zmm23
	vmulps	%zmm23, %zmm16, %zmm16
	vmulps	%zmm30, %zmm9, %zmm23
	vmulps	%zmm23, %zmm9, %zmm23
	vaddps	%zmm24, %zmm23, %zmm24
	vmulps	%zmm24, %zmm18, %zmm18
	vmulps	%zmm30, %zmm10, %zmm24
	vmulps	%zmm24, %zmm10, %zmm24
	vaddps	%zmm26, %zmm24, %zmm26
	vmulps	%zmm26, %zmm19, %zmm19
	vmulps	%zmm30, %zmm11, %zmm26
	vmulps	%zmm26, %zmm11, %zmm26
	vcvtdq2ps	%zmm12, %zmm12
	vcvtdq2ps	%zmm13, %zmm13
	vcvtdq2ps	%zmm14, %zmm14
	vcvtdq2ps	%zmm15, %zmm15
	vaddps	%zmm27, %zmm26, %zmm27
	vmulps	%zmm27, %zmm22, %zmm22
	vbroadcastss	.LCPI0_23(%rip), %zmm17
	vmulps	%zmm17, %zmm12, %zmm27
	vaddps	%zmm16, %zmm27, %zmm16
	vmulps	%zmm17, %zmm13, %zmm27
	vaddps	%zmm18, %zmm27, %zmm18
	vmulps	%zmm17, %zmm14, %zmm27
	vaddps	%zmm19, %zmm27, %zmm19
	vmulps	%zmm17, %zmm15, %zmm27
	vaddps	%zmm22, %zmm27, %zmm22
	vsubps	%zmm28, %zmm16, %zmm16
	vsubps	%zmm23, %zmm18, %zmm18
	vsubps	%zmm24, %zmm19, %zmm19
	vsubps	%zmm26, %zmm22, %zmm22
	vaddps	%zmm16, %zmm1, %zmm1
	vaddps	%zmm18, %zmm9, %zmm9
	vaddps	%zmm19, %zmm10, %zmm10
	vaddps	%zmm22, %zmm11, %zmm11
	vbroadcastss	.LCPI0_24(%rip), %zmm16
	vmulps	%zmm16, %zmm12, %zmm12
	vaddps	%zmm1, %zmm12, %zmm1
	vmulps	%zmm16, %zmm13, %zmm12
	vaddps	%zmm9, %zmm12, %zmm9
	vmulps	%zmm16, %zmm14, %zmm12
	vaddps	%zmm10, %zmm12, %zmm10
	vmulps	%zmm16, %zmm15, %zmm12
	vaddps	%zmm11, %zmm12, %zmm11
	vbroadcastss	.LCPI0_25(%rip), %zmm12
	vmulps	%zmm12, %zmm1, %zmm1
	vmulps	%zmm12, %zmm9, %zmm9
	vsqrtps	%zmm1, %zmm1
	vsqrtps	%zmm9, %zmm9
	vmulps	%zmm1, %zmm7, %zmm7
	vmulps	%zmm1, %zmm6, %zmm1
	vmulps	%zmm9, %zmm8, %zmm6
	vmulps	%zmm9, %zmm5, %zmm5
	vmulps	%zmm12, %zmm10, %zmm8
	vmulps	%zmm12, %zmm11, %zmm9
	vsqrtps	%zmm8, %zmm8
	vsqrtps	%zmm9, %zmm9
	vmulps	%zmm8, %zmm2, %zmm2
	vmulps	%zmm8, %zmm4, %zmm4
	vmulps	%zmm9, %zmm0, %zmm0
	vmulps	%zmm9, %zmm3, %zmm3
	vmovaps	%zmm7, %zmm8
	vmovaps	.LCPI0_43(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm8
	vmovaps	.LCPI0_44(%rip), %zmm10
	vpermt2ps	%zmm1, %zmm10, %zmm7
	vmovups	%zmm7, 4008(%rsp,%r8,8)
	vmovups	%zmm8, 4072(%rsp,%r8,8)
	vmovaps	%zmm6, %zmm1
	vpermt2ps	%zmm5, %zmm9, %zmm1
	vpermt2ps	%zmm5, %zmm10, %zmm6
	vmovups	%zmm6, 4136(%rsp,%r8,8)
	vmovups	%zmm1, 4200(%rsp,%r8,8)
	vmovaps	%zmm2, %zmm1
	vpermt2ps	%zmm4, %zmm9, %zmm1
	vpermt2ps	%zmm4, %zmm10, %zmm2
	vmovups	%zmm2, 4264(%rsp,%r8,8)
	vmovups	%zmm1, 4328(%rsp,%r8,8)
	vmovaps	%zmm0, %zmm1
	vpermt2ps	%zmm3, %zmm9, %zmm1
	vpermt2ps	%zmm3, %zmm10, %zmm0
	vmovups	%zmm0, 4392(%rsp,%r8,8)
	vmovups	%zmm1, 4456(%rsp,%r8,8)
	addq	$64, %r8
	cmpq	%r8, %rax
	jne	.LBB0_35
	cmpq	%rax, 2784(%rsp)
	movq	-56(%rsp), %rbp
	vmovd	.LCPI0_11(%rip), %xmm18
	vmovd	.LCPI0_12(%rip), %xmm30
	vmovss	.LCPI0_17(%rip), %xmm7
	vmovd	.LCPI0_19(%rip), %xmm19
	vmovss	.LCPI0_20(%rip), %xmm20
	vmovd	.LCPI0_21(%rip), %xmm29
	vmovd	.LCPI0_22(%rip), %xmm21
	vmovd	.LCPI0_23(%rip), %xmm23
	vmovd	.LCPI0_24(%rip), %xmm24
	vmovd	.LCPI0_25(%rip), %xmm10
	vmovq	.LCPI0_26(%rip), %xmm12
	vmovq	.LCPI0_27(%rip), %xmm11
	vmovq	.LCPI0_28(%rip), %xmm13
	vmovq	.LCPI0_29(%rip), %xmm14
	vmovq	.LCPI0_30(%rip), %xmm16
	vmovq	.LCPI0_31(%rip), %xmm15
	vmovq	.LCPI0_32(%rip), %xmm17
	vmovsd	.LCPI0_33(%rip), %xmm6
	vmovq	.LCPI0_46(%rip), %xmm28
	vmovq	.LCPI0_35(%rip), %xmm31
	vmovq	.LCPI0_36(%rip), %xmm8
	vmovq	.LCPI0_37(%rip), %xmm22
	vmovq	.LCPI0_47(%rip), %xmm9
	vmovq	.LCPI0_39(%rip), %xmm26
	vpbroadcastd	.LCPI0_40(%rip), %xmm27
	movq	1376(%rsp), %r13
	vmovd	.LCPI0_18(%rip), %xmm25
	je	.LBB0_16
	movq	(%rsp), %rax
	movq	3552(%rsp), %rdx
	testb	$56, 2784(%rsp)
	je	.LBB0_15
.LBB0_38:
	movq	%rcx, %rdi
	vbroadcastss	.LCPI0_12(%rip), %ymm8
	vbroadcastss	.LCPI0_19(%rip), %ymm15
	vbroadcastss	.LCPI0_20(%rip), %ymm16
	vbroadcastss	.LCPI0_21(%rip), %ymm17
	vbroadcastss	.LCPI0_22(%rip), %ymm21
	vbroadcastss	.LCPI0_23(%rip), %ymm22
	vbroadcastss	.LCPI0_24(%rip), %ymm23
	vbroadcastss	.LCPI0_25(%rip), %ymm24
	vbroadcastsd	.LCPI0_26(%rip), %zmm26
	vbroadcastsd	.LCPI0_27(%rip), %zmm27
	vbroadcastsd	.LCPI0_28(%rip), %zmm28
	vbroadcastsd	.LCPI0_29(%rip), %zmm29
	vbroadcastsd	.LCPI0_30(%rip), %zmm31
	vbroadcastsd	.LCPI0_35(%rip), %zmm30
	vbroadcastsd	.LCPI0_46(%rip), %zmm25
	vbroadcastsd	.LCPI0_33(%rip), %zmm20
	vbroadcastsd	.LCPI0_32(%rip), %zmm18
	vbroadcastsd	.LCPI0_31(%rip), %zmm19
	vbroadcastsd	.LCPI0_39(%rip), %zmm7
	vbroadcastss	.LCPI0_40(%rip), %ymm9
	vpbroadcastq	.LCPI0_41(%rip), %zmm10
	vpbroadcastq	.LCPI0_42(%rip), %zmm11
	vmovaps	.LCPI0_48(%rip), %zmm12
	vmovaps	.LCPI0_49(%rip), %zmm13
	movq	136(%rsp), %rcx
	vbroadcastss	.LCPI0_11(%rip), %ymm14
	.p2align	4
.LBB0_39:
	vmovdqu64	4008(%rsp,%rax,8), %zmm0
	vpmovqd	%zmm0, %ymm0
	vmovdqa	.LCPI0_45(%rip), %ymm1
	vpermd	4008(%rsp,%rax,8), %zmm1, %zmm2
	vpsrld	$9, %ymm0, %ymm0
	vcvtdq2ps	%ymm0, %ymm0
	vaddps	%ymm0, %ymm14, %ymm0
	vmulps	%ymm0, %ymm8, %ymm0
	vpaddd	.LCPI0_13(%rip){1to8}, %ymm0, %ymm1
	vpsrld	$9, %ymm2, %ymm0
	vcvtdq2ps	%ymm0, %ymm0
	vaddps	%ymm0, %ymm14, %ymm0
	vmulps	%ymm0, %ymm8, %ymm2
	vpandd	.LCPI0_15(%rip){1to8}, %ymm1, %ymm0
	vpaddd	.LCPI0_16(%rip){1to8}, %ymm0, %ymm0
	vaddps	.LCPI0_17(%rip){1to8}, %ymm0, %ymm0
	vcvtps2pd	%ymm2, %zmm2
	vmulpd	%zmm26, %zmm2, %zmm2
	vaddpd	%zmm27, %zmm2, %zmm3
	vaddpd	%zmm28, %zmm3, %zmm4
	vsubpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm29, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm4
	vmulpd	%zmm31, %zmm4, %zmm5
	vaddpd	%zmm19, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vaddpd	%zmm18, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vaddpd	%zmm20, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm2, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm25, %zmm4, %zmm5
	vaddpd	%zmm30, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vaddpd	.LCPI0_36(%rip){1to8}, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vaddpd	.LCPI0_37(%rip){1to8}, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm4, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vaddps	.LCPI0_18(%rip){1to8}, %ymm0, %ymm6
	vmulpd	.LCPI0_47(%rip){1to8}, %zmm4, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm4
	vaddpd	%zmm5, %zmm4, %zmm4
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm4, %ymm4
	vdivps	%ymm6, %ymm0, %ymm5
	vxorps	%ymm2, %ymm9, %ymm6
	vptestnmq	%zmm10, %zmm3, %k0
	vptestnmq	%zmm11, %zmm3, %k1
	vxorps	%ymm4, %ymm9, %ymm3
	vmovaps	%ymm4, %ymm3 {%k1}
	vblendmps	%ymm2, %ymm6, %ymm4 {%k1}
	vmovaps	%ymm6, %ymm2 {%k1}
	vmulps	%ymm5, %ymm5, %ymm6
	vinsertf64x4	$1, %ymm3, %zmm2, %zmm2
	kunpckbw	%k0, %k0, %k1
	vinsertf32x8	$1, %ymm4, %zmm3, %zmm2 {%k1}
	vmulps	%ymm6, %ymm6, %ymm3
	vmulps	%ymm3, %ymm15, %ymm4
	vaddps	%ymm16, %ymm4, %ymm4
	vmulps	%ymm4, %ymm3, %ymm4
	vmulps	%ymm17, %ymm3, %ymm3
	vaddps	%ymm21, %ymm3, %ymm3
	vmulps	%ymm3, %ymm6, %ymm3
	vpsrld	$23, %ymm1, %ymm1
	vpaddd	.LCPI0_14(%rip){1to8}, %ymm1, %ymm1
	vaddps	%ymm4, %ymm3, %ymm3
	vmulps	%ymm0, %ymm14, %ymm4
	vmulps	%ymm4, %ymm0, %ymm4
	vcvtdq2ps	%ymm1, %ymm1
	vaddps	%ymm3, %ymm4, %ymm3
	vmulps	%ymm3, %ymm5, %ymm3
	vmulps	%ymm22, %ymm1, %ymm5
	vaddps	%ymm3, %ymm5, %ymm3
	vsubps	%ymm4, %ymm3, %ymm3
	vaddps	%ymm3, %ymm0, %ymm0
	vmulps	%ymm23, %ymm1, %ymm1
	vaddps	%ymm0, %ymm1, %ymm0
	vmulps	%ymm24, %ymm0, %ymm0
	vsqrtps	%ymm0, %ymm0
	vpermps	%zmm2, %zmm12, %zmm1
	vpermps	%zmm0, %zmm13, %zmm0
	vmulps	%zmm0, %zmm1, %zmm0
	vmovups	%zmm0, 4008(%rsp,%rax,8)
	addq	$8, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_39
	movq	24(%rsp), %rdx
	cmpq	%rcx, 2784(%rsp)
	vmovd	.LCPI0_19(%rip), %xmm19
	vmovss	.LCPI0_20(%rip), %xmm20
	vmovd	.LCPI0_21(%rip), %xmm29
	vmovd	.LCPI0_22(%rip), %xmm21
	vmovd	.LCPI0_23(%rip), %xmm23
	vmovd	.LCPI0_24(%rip), %xmm24
	vmovd	.LCPI0_25(%rip), %xmm10
	vmovq	.LCPI0_26(%rip), %xmm12
	vmovq	.LCPI0_27(%rip), %xmm11
	vmovq	.LCPI0_28(%rip), %xmm13
	vmovq	.LCPI0_29(%rip), %xmm14
	vmovq	.LCPI0_30(%rip), %xmm16
	vmovq	.LCPI0_31(%rip), %xmm15
	vmovq	.LCPI0_32(%rip), %xmm17
	vmovsd	.LCPI0_33(%rip), %xmm6
	vmovq	.LCPI0_46(%rip), %xmm28
	vmovq	.LCPI0_35(%rip), %xmm31
	vmovq	.LCPI0_36(%rip), %xmm8
	vmovq	.LCPI0_37(%rip), %xmm22
	vmovq	.LCPI0_47(%rip), %xmm9
	vmovq	.LCPI0_39(%rip), %xmm26
	vpbroadcastd	.LCPI0_40(%rip), %xmm27
	vmovd	.LCPI0_18(%rip), %xmm25
	movq	%rdi, %rcx
	vmovd	.LCPI0_11(%rip), %xmm18
	vmovd	.LCPI0_12(%rip), %xmm30
	vmovss	.LCPI0_17(%rip), %xmm7
	je	.LBB0_16
	.p2align	4
.LBB0_15:
	movl	4008(%rsp,%rdx,4), %eax
	movl	4012(%rsp,%rdx,4), %edi
	shrl	$9, %eax
	vcvtsi2ss	%eax, %xmm19, %xmm0
	vaddss	%xmm18, %xmm0, %xmm0
	vmulss	%xmm30, %xmm0, %xmm0
	shrl	$9, %edi
	vcvtsi2ss	%edi, %xmm19, %xmm1
	vaddss	%xmm18, %xmm1, %xmm1
	vmulss	%xmm30, %xmm1, %xmm1
	vmovd	%xmm0, %eax
	addl	$4913933, %eax
	movl	%eax, %edi
	shrl	$23, %edi
	addl	$-127, %edi
	andl	$8388607, %eax
	addl	$1060439283, %eax
	vmovd	%eax, %xmm0
	vaddss	%xmm7, %xmm0, %xmm0
	vaddss	%xmm25, %xmm0, %xmm2
	vdivss	%xmm2, %xmm0, %xmm2
	vmulss	%xmm2, %xmm2, %xmm3
	vmulss	%xmm3, %xmm3, %xmm4
	vmulss	%xmm19, %xmm4, %xmm5
	vaddss	%xmm20, %xmm5, %xmm5
	vmulss	%xmm5, %xmm4, %xmm5
	vmulss	%xmm29, %xmm4, %xmm4
	vaddss	%xmm21, %xmm4, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vaddss	%xmm5, %xmm3, %xmm3
	vmulss	%xmm18, %xmm0, %xmm4
	vmulss	%xmm4, %xmm0, %xmm4
	vcvtsi2ss	%edi, %xmm19, %xmm5
	vaddss	%xmm3, %xmm4, %xmm3
	vmulss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm23, %xmm5, %xmm3
	vaddss	%xmm2, %xmm3, %xmm2
	vsubss	%xmm4, %xmm2, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vmulss	%xmm24, %xmm5, %xmm2
	vaddss	%xmm0, %xmm2, %xmm0
	vmulss	%xmm0, %xmm10, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm0
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm12, %xmm1
	vaddsd	%xmm1, %xmm11, %xmm2
	vaddsd	%xmm2, %xmm13, %xmm3
	vsubsd	%xmm3, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm14, %xmm1
	vmulsd	%xmm1, %xmm1, %xmm3
	vmulsd	%xmm16, %xmm3, %xmm4
	vaddsd	%xmm4, %xmm15, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm4
	vaddsd	%xmm17, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm4
	vaddsd	%xmm6, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm1, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vaddsd	%xmm4, %xmm1, %xmm1
	vmulsd	%xmm28, %xmm3, %xmm4
	vaddsd	%xmm31, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm4
	vaddsd	%xmm4, %xmm8, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm4
	vaddsd	%xmm22, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm3, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vmulsd	%xmm3, %xmm9, %xmm3
	vaddsd	%xmm26, %xmm3, %xmm3
	vaddsd	%xmm4, %xmm3, %xmm3
	vcvtsd2ss	%xmm1, %xmm1, %xmm1
	vcvtsd2ss	%xmm3, %xmm3, %xmm3
	vxorps	%xmm27, %xmm1, %xmm4
	vxorps	%xmm27, %xmm3, %xmm5
	vmovq	%xmm2, %rax
	testb	$2, %al
	sete	%dil
	kmovd	%edi, %k1
	vmovaps	%xmm4, %xmm2
	vmovss	%xmm1, %xmm2, %xmm2 {%k1}
	vmovss	%xmm3, %xmm5, %xmm5 {%k1}
	kmovd	%eax, %k2
	vmovss	%xmm5, %xmm2, %xmm2 {%k2}
	vmovss	%xmm4, %xmm1, %xmm1 {%k1}
	vmovss	%xmm1, %xmm5, %xmm5 {%k2}
	vmulss	%xmm0, %xmm5, %xmm1
	vmulss	%xmm0, %xmm2, %xmm0
	vmovss	%xmm1, 4008(%rsp,%rdx,4)
	vmovss	%xmm0, 4012(%rsp,%rdx,4)
	addq	$2, %rdx
	cmpq	%r14, %rdx
	jb	.LBB0_15
.LBB0_16:
	cmpq	$4, %r14
	setb	%al
	orb	56(%rsp), %al
	testb	$1, %al
	je	.LBB0_18
	xorl	%eax, %eax
	vmovdqu64	864(%rsp), %ymm19
	vmovss	.LCPI0_20(%rip), %xmm4
	vmovss	.LCPI0_23(%rip), %xmm20
	vmovq	.LCPI0_32(%rip), %xmm30
	vmovsd	.LCPI0_33(%rip), %xmm5
	vmovsd	.LCPI0_46(%rip), %xmm6
	vmovq	.LCPI0_36(%rip), %xmm31
	vmovq	.LCPI0_37(%rip), %xmm8
	vmovq	.LCPI0_39(%rip), %xmm9
	vmovdqu64	1440(%rsp), %zmm29
	vmovdqu64	2336(%rsp), %zmm21
	vmovdqu64	1120(%rsp), %zmm3
	vmovdqu64	1504(%rsp), %zmm10
	vbroadcastss	.LCPI0_11(%rip), %zmm12
	vmovdqu64	1184(%rsp), %zmm11
	vmovdqu64	1248(%rsp), %zmm13
	vmovdqu64	2976(%rsp), %zmm25
	vmovdqu64	2912(%rsp), %zmm15
	vmovdqu64	3040(%rsp), %zmm16
	vmovaps	%xmm18, %xmm22
	vbroadcastss	.LCPI0_50(%rip), %zmm24
	vpbroadcastd	.LCPI0_51(%rip), %zmm27
	vpbroadcastd	.LCPI0_52(%rip), %zmm28
	vmovups	2848(%rsp), %zmm18
	.p2align	4
.LBB0_28:
	vmovss	(%rbx,%rax,4), %xmm0
	vmovss	(%r9,%rax,4), %xmm1
	vsubss	%xmm0, %xmm1, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	%xmm22, %xmm1, %xmm1
	vmulss	176(%rsp), %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovaps	928(%rsp), %xmm1
	vmulss	4008(%rsp,%rax,4), %xmm1, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	vmovd	%xmm0, %edx
	movl	%edx, %edi
	andl	$2147483647, %edi
	cmpl	$2139095041, %edi
	cmovael	%r10d, %edx
	movl	%edx, (%rbx,%rax,4)
	incq	%rax
	cmpq	%r14, %rax
	jb	.LBB0_28
	jmp	.LBB0_22
	.p2align	4
.LBB0_18:
	cmpq	$32, %r14
	vmovss	.LCPI0_23(%rip), %xmm20
	vmovq	.LCPI0_32(%rip), %xmm30
	vmovsd	.LCPI0_33(%rip), %xmm5
	vmovsd	.LCPI0_46(%rip), %xmm6
	vmovq	.LCPI0_36(%rip), %xmm31
	vmovq	.LCPI0_37(%rip), %xmm8
	vmovq	.LCPI0_39(%rip), %xmm9
	vbroadcastss	.LCPI0_11(%rip), %xmm7
	vbroadcastss	.LCPI0_50(%rip), %xmm26
	vbroadcastss	.LCPI0_11(%rip), %zmm12
	vmovdqu64	2976(%rsp), %zmm25
	jae	.LBB0_24
	xorl	%edx, %edx
	vmovdqu64	864(%rsp), %ymm19
	vmovss	.LCPI0_20(%rip), %xmm4
	vmovdqu64	1440(%rsp), %zmm29
	vmovdqu64	2336(%rsp), %zmm21
	vmovdqu64	1120(%rsp), %zmm3
	vmovdqu64	1504(%rsp), %zmm10
	vmovdqu64	1184(%rsp), %zmm11
	vmovdqu64	1248(%rsp), %zmm13
	vmovdqu64	2912(%rsp), %zmm15
	vmovdqu64	3040(%rsp), %zmm16
	vmovaps	%xmm18, %xmm22
	vbroadcastss	.LCPI0_50(%rip), %zmm24
	vpbroadcastd	.LCPI0_51(%rip), %zmm27
	vpbroadcastd	.LCPI0_52(%rip), %zmm28
	vmovups	2848(%rsp), %zmm18
	jmp	.LBB0_20
.LBB0_24:
	movq	%rcx, %rdx
	vbroadcastss	928(%rsp), %zmm0
	xorl	%eax, %eax
	movq	32(%rsp), %rcx
	vmovdqu64	1440(%rsp), %zmm29
	vmovdqu64	2336(%rsp), %zmm21
	vmovdqu64	1504(%rsp), %zmm10
	vmovdqu64	1184(%rsp), %zmm11
	vmovdqu64	1248(%rsp), %zmm13
	vmovdqu64	2912(%rsp), %zmm15
	vmovdqu64	3040(%rsp), %zmm16
	vmovaps	%xmm18, %xmm22
	vbroadcastss	.LCPI0_50(%rip), %zmm24
	vpbroadcastd	.LCPI0_51(%rip), %zmm27
	vpbroadcastd	.LCPI0_52(%rip), %zmm28
	vmovups	2848(%rsp), %zmm18
	.p2align	4
.LBB0_25:
	vmovups	(%rbx,%rax,4), %zmm1
	vmovups	64(%rbx,%rax,4), %zmm2
	vmovups	(%r9,%rax,4), %zmm3
	vmovups	64(%r9,%rax,4), %zmm4
	vsubps	%zmm1, %zmm3, %zmm3
	vsubps	%zmm2, %zmm4, %zmm4
	vaddps	%zmm3, %zmm3, %zmm3
	vaddps	%zmm4, %zmm4, %zmm4
	vmulps	%zmm12, %zmm3, %zmm3
	vmulps	%zmm12, %zmm4, %zmm4
	vmulps	%zmm3, %zmm18, %zmm3
	vmulps	%zmm4, %zmm18, %zmm4
	vaddps	%zmm3, %zmm1, %zmm1
	vaddps	%zmm4, %zmm2, %zmm2
	vmulps	4008(%rsp,%rax,4), %zmm0, %zmm3
	vaddps	%zmm1, %zmm3, %zmm1
	vmulps	4072(%rsp,%rax,4), %zmm0, %zmm3
	vaddps	%zmm2, %zmm3, %zmm2
	vandps	%zmm24, %zmm1, %zmm3
	vandps	%zmm24, %zmm2, %zmm4
	vpcmpgtd	%zmm27, %zmm3, %k1
	vpcmpgtd	%zmm27, %zmm4, %k2
	vmovdqa32	%zmm28, %zmm1 {%k1}
	vmovdqa32	%zmm28, %zmm2 {%k2}
	vmovdqu64	%zmm1, (%rbx,%rax,4)
	vmovdqu64	%zmm2, 64(%rbx,%rax,4)
	addq	$32, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_25
	cmpq	%rcx, %r14
	vmovdqu64	864(%rsp), %ymm19
	vmovss	.LCPI0_20(%rip), %xmm4
	movq	%rdx, %rcx
	vmovdqu64	1120(%rsp), %zmm3
	je	.LBB0_22
	movq	32(%rsp), %rdx
	movq	%rdx, %rax
	testb	$28, %r14b
	je	.LBB0_28
.LBB0_20:
	vbroadcastss	928(%rsp), %xmm0
	.p2align	4
.LBB0_21:
	vmovups	(%rbx,%rdx,4), %xmm1
	vmovups	(%r9,%rdx,4), %xmm2
	vsubps	%xmm1, %xmm2, %xmm2
	vaddps	%xmm2, %xmm2, %xmm2
	vmulps	%xmm7, %xmm2, %xmm2
	vmulps	%xmm2, %xmm18, %xmm2
	vaddps	%xmm2, %xmm1, %xmm1
	vmulps	4008(%rsp,%rdx,4), %xmm0, %xmm2
	vaddps	%xmm1, %xmm2, %xmm1
	vandps	%xmm26, %xmm1, %xmm2
	vpcmpgtd	.LCPI0_51(%rip){1to4}, %xmm2, %k1
	vpbroadcastd	.LCPI0_52(%rip), %xmm1 {%k1}
	vmovdqu	%xmm1, (%rbx,%rdx,4)
	addq	$4, %rdx
	cmpq	%rdx, %r14
	jne	.LBB0_21
	jmp	.LBB0_22
.LBB0_11:
	vmovss	112(%rsp), %xmm7
	vmulss	-24(%rsp), %xmm7, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	vmovaps	%xmm0, 928(%rsp)
	vmulss	-20(%rsp), %xmm7, %xmm7
	vmovss	%xmm7, 112(%rsp)
	movq	-96(%rsp), %rdi
	testq	%rdi, %rdi
	jne	.LBB0_13
	jmp	.LBB0_22
	.p2align	4
.LBB0_51:
	testq	%r10, %r10
	movl	$2143289344, %r14d
	je	.LBB0_23
	imulq	120(%rsp), %rax
	leaq	(%r9,%rax), %rdx
	movq	1312(%rsp), %rdi
	addq	%rdi, %rax
	cmpq	%rax, %r9
	setb	%sil
	cmpq	%rdx, %rdi
	setb	%al
	andb	%sil, %al
	movq	-96(%rsp), %rsi
	movl	%esi, %edx
	andl	$32704, %edx
	andl	$32760, %esi
	xorl	%edi, %edi
	jmp	.LBB0_53
	.p2align	4
.LBB0_65:
	incq	%rdi
	cmpq	%rbp, %rdi
	vpbroadcastq	.LCPI0_0(%rip), %zmm0
	vmovdqa64	%ymm17, %ymm19
	je	.LBB0_23
.LBB0_53:
	vmovdqa64	%ymm19, %ymm17
	movq	-96(%rsp), %rbx
	cmpq	$8, %rbx
	setb	%r8b
	orb	%al, %r8b
	testb	$1, %r8b
	je	.LBB0_55
	xorl	%r8d, %r8d
	movq	96(%rsp), %r9
	movq	1312(%rsp), %r13
	jmp	.LBB0_64
	.p2align	4
.LBB0_55:
	cmpq	$64, %rbx
	vpbroadcastd	.LCPI0_51(%rip), %ymm19
	jae	.LBB0_57
	xorl	%r10d, %r10d
	movq	96(%rsp), %r9
	movq	1312(%rsp), %r13
	jmp	.LBB0_61
	.p2align	4
.LBB0_57:
	vmovdqa64	%zmm18, %zmm26
	vmovdqa64	%zmm3, %zmm18
	movq	%rdx, %r8
	xorl	%r10d, %r10d
	movq	96(%rsp), %r9
	movq	1312(%rsp), %r13
	.p2align	4
.LBB0_58:
	vmovups	(%r9,%r10,4), %zmm0
	vmovups	64(%r9,%r10,4), %zmm1
	vmovups	128(%r9,%r10,4), %zmm2
	vmovups	192(%r9,%r10,4), %zmm3
	vmovups	(%r13,%r10,4), %zmm4
	vmovups	64(%r13,%r10,4), %zmm5
	vmovups	128(%r13,%r10,4), %zmm6
	vmovups	192(%r13,%r10,4), %zmm7
	vsubps	%zmm0, %zmm4, %zmm4
	vsubps	%zmm1, %zmm5, %zmm5
	vsubps	%zmm2, %zmm6, %zmm6
	vsubps	%zmm3, %zmm7, %zmm7
	vaddps	%zmm4, %zmm4, %zmm4
	vaddps	%zmm5, %zmm5, %zmm5
	vaddps	%zmm6, %zmm6, %zmm6
	vaddps	%zmm7, %zmm7, %zmm7
	vmulps	%zmm12, %zmm4, %zmm4
	vmulps	%zmm12, %zmm5, %zmm5
	vmulps	%zmm12, %zmm6, %zmm6
	vmulps	%zmm12, %zmm7, %zmm7
	vmulps	%zmm4, %zmm26, %zmm4
	vmulps	%zmm5, %zmm26, %zmm5
	vmulps	%zmm6, %zmm26, %zmm6
	vmulps	%zmm7, %zmm26, %zmm7
	vaddps	%zmm4, %zmm0, %zmm0
	vaddps	%zmm5, %zmm1, %zmm1
	vaddps	%zmm6, %zmm2, %zmm2
	vaddps	%zmm7, %zmm3, %zmm3
	vandps	%zmm24, %zmm0, %zmm4
	vandps	%zmm24, %zmm1, %zmm5
	vandps	%zmm24, %zmm2, %zmm6
	vandps	%zmm24, %zmm3, %zmm7
	vpcmpgtd	%zmm27, %zmm4, %k1
	vpcmpgtd	%zmm27, %zmm5, %k2
	vpcmpgtd	%zmm27, %zmm6, %k3
	vpcmpgtd	%zmm27, %zmm7, %k4
	vmovdqa32	%zmm28, %zmm0 {%k1}
	vmovdqa32	%zmm28, %zmm1 {%k2}
	vmovdqa32	%zmm28, %zmm2 {%k3}
	vmovdqa32	%zmm28, %zmm3 {%k4}
	vmovdqu64	%zmm0, (%r9,%r10,4)
	vmovdqu64	%zmm1, 64(%r9,%r10,4)
	vmovdqu64	%zmm2, 128(%r9,%r10,4)
	vmovdqu64	%zmm3, 192(%r9,%r10,4)
	addq	$64, %r10
	addq	$-64, %r8
	jne	.LBB0_58
	movq	-96(%rsp), %rbx
	cmpq	%rdx, %rbx
	vmovdqu64	864(%rsp), %ymm17
	vmovss	.LCPI0_20(%rip), %xmm4
	vmovsd	.LCPI0_33(%rip), %xmm5
	vmovsd	.LCPI0_46(%rip), %xmm6
	vmovdqa64	%zmm18, %zmm3
	vmovdqa64	%zmm26, %zmm18
	je	.LBB0_65
	movq	%rdx, %r10
	movq	%rdx, %r8
	testb	$56, %bl
	je	.LBB0_64
.LBB0_61:
	vbroadcastss	.LCPI0_11(%rip), %ymm2
	vbroadcastss	.LCPI0_50(%rip), %ymm7
	.p2align	4
.LBB0_62:
	vmovups	(%r9,%r10,4), %ymm0
	vmovups	(%r13,%r10,4), %ymm1
	vsubps	%ymm0, %ymm1, %ymm1
	vaddps	%ymm1, %ymm1, %ymm1
	vmulps	%ymm2, %ymm1, %ymm1
	vmulps	%ymm1, %ymm18, %ymm1
	vaddps	%ymm1, %ymm0, %ymm0
	vandps	%ymm7, %ymm0, %ymm1
	vpcmpgtd	%ymm19, %ymm1, %k1
	vpbroadcastd	.LCPI0_52(%rip), %ymm0 {%k1}
	vmovdqu	%ymm0, (%r9,%r10,4)
	addq	$8, %r10
	cmpq	%r10, %rsi
	jne	.LBB0_62
	movq	%rsi, %r8
	movq	-96(%rsp), %rbx
	cmpq	%rsi, %rbx
	je	.LBB0_65
	.p2align	4
.LBB0_64:
	vmovss	(%r9,%r8,4), %xmm0
	vmovss	(%r13,%r8,4), %xmm1
	vsubss	%xmm0, %xmm1, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	%xmm22, %xmm1, %xmm1
	vmulss	176(%rsp), %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %r10d
	movl	%r10d, %r11d
	andl	$2147483647, %r11d
	cmpl	$2139095041, %r11d
	cmovael	%r14d, %r10d
	movl	%r10d, (%r9,%r8,4)
	incq	%r8
	cmpq	%rbx, %r8
	jb	.LBB0_64
	jmp	.LBB0_65
.LBB0_67:
	cmpq	%r10, %r11
	jbe	.LBB0_133
	testq	%rbp, %rbp
	je	.LBB0_133
	movq	%r10, %r8
	imulq	%r14, %r8
	leaq	(,%r8,4), %r13
	leaq	(,%r14,4), %rbp
	leaq	4(,%r10,4), %rax
	imulq	%r14, %rax
	movq	%rax, 144(%rsp)
	cmpl	$0, 2208(%rsp)
	movq	%r13, 160(%rsp)
	movq	%rbp, 152(%rsp)
	je	.LBB0_75
	movq	16(%rdi), %rdi
	movq	%r14, %r12
	andq	$-4, %r12
	movq	%r14, %rax
	shrq	$2, %rax
	movq	%rax, %rcx
	movq	%r15, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %rdx
	movq	%rdx, -64(%rsp)
	leaq	842468239(%rax), %rdx
	movq	%rdx, 320(%rsp)
	leaq	-1(%r12), %rbx
	shrq	%rbx
	leaq	4(%rdi), %r8
	leaq	-1(%rcx), %rdx
	leaq	8(%rdi), %rsi
	movq	%rdx, %r9
	shlq	$4, %r9
	movq	%r10, -120(%rsp)
	leaq	(%rdi,%r9), %r10
	addq	$4, %r10
	cmpq	%r8, %r10
	setb	%r10b
	shrq	$60, %rdx
	setne	%dl
	leaq	(%rdi,%r9), %r11
	addq	$8, %r11
	cmpq	%rsi, %r11
	setb	%sil
	orb	%r10b, %sil
	movl	$3449720151, %r10d
	addq	%rdi, %r9
	addq	$12, %r9
	leaq	12(%rdi), %r11
	cmpq	%r11, %r9
	setb	%r9b
	orb	%dl, %r9b
	orb	%sil, %r9b
	movb	%r9b, 2912(%rsp)
	movabsq	$2305843009213693920, %rdx
	movq	%rcx, -40(%rsp)
	movq	%rcx, %rsi
	andq	%rdx, %rsi
	movq	%rsi, 16(%rsp)
	orq	$24, %rdx
	andq	%rcx, %rdx
	movq	%rdx, 808(%rsp)
	leaq	-1(%r12), %rcx
	movq	%rcx, 848(%rsp)
	leaq	-1(%r12), %rdx
	shrq	$62, %rdx
	setne	%dl
	leaq	(%rdi,%rbx,8), %rsi
	addq	$4, %rsi
	cmpq	%r8, %rsi
	movq	%r12, %rsi
	setb	%r9b
	orb	%dl, %r9b
	movb	%r9b, 2848(%rsp)
	leaq	1684936478(%rax), %r12
	movq	%r12, 576(%rsp)
	leaq	534103459(%rax), %rcx
	movq	%rcx, 384(%rsp)
	leal	-1767562579(%rax), %r8d
	leaq	-305585874(%rax,%r10), %r9
	movq	%r9, 2336(%rsp)
	leaq	536882365(%rax,%r10), %r9
	leaq	-613950654(%rax,%r10), %r11
	leaq	228517585(%rax,%r10), %rcx
	leaq	1(%rbx), %rbx
	vpbroadcastq	%r15, %zmm6
	leaq	-795284382(%r15,%r10), %rax
	movq	%rax, 40(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3936(%rsp)
	leaq	1013904242(%r15), %rax
	movq	%rax, -48(%rsp)
	vpbroadcastq	%rax, %zmm1
	movq	-64(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3872(%rsp)
	leaq	218619860(%r15,%r10), %rax
	movq	%rax, 1056(%rsp)
	leaq	218619860(%r15,%r10), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 1184(%rsp)
	movq	320(%rsp), %rax
	vpbroadcastq	%rax, %zmm2
	leaq	2027808484(%r15), %rdx
	movq	%rdx, 992(%rsp)
	vpbroadcastq	%rdx, %zmm4
	movq	%r9, 704(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 1888(%rsp)
	leaq	387276957(%r15), %r9
	movq	%r9, 2656(%rsp)
	vpbroadcastq	%r9, %zmm30
	movq	%r11, 448(%rsp)
	vpbroadcastq	%r11, %zmm12
	leaq	-408007425(%r15,%r10), %r9
	movq	%r9, 2592(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 2784(%rsp)
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 3616(%rsp)
	leaq	1401181199(%r15), %r9
	movq	%r9, 2528(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 3552(%rsp)
	movq	384(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 2208(%rsp)
	leaq	605896817(%r15,%r10), %rdx
	movq	%rdx, 2464(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 1760(%rsp)
	movq	%rcx, 640(%rsp)
	vpbroadcastq	%rcx, %zmm13
	leal	-1879881855(%r15), %eax
	movl	%eax, -112(%rsp)
	vpbroadcastd	%eax, %ymm0
	vmovdqu	%ymm0, 1696(%rsp)
	vpbroadcastd	%r8d, %ymm0
	vmovdqu	%ymm0, 1952(%rsp)
	movabsq	$4611686018427387903, %rcx
	leaq	-63(%rcx), %rdx
	andq	%rbx, %rdx
	addq	$-7, %rcx
	movq	%rbx, 24(%rsp)
	andq	%rbx, %rcx
	movq	%r14, %rax
	andq	$-32, %rax
	movq	%rax, 2272(%rsp)
	movabsq	$2305843009213693944, %r9
	movq	-40(%rsp), %rax
	andq	%rax, %r9
	negq	%r9
	movq	%r9, 800(%rsp)
	movq	-120(%rsp), %r11
	movq	%r11, %rax
	imulq	8(%rsp), %rax
	movq	%rax, (%rsp)
	vpbroadcastq	.LCPI0_0(%rip), %zmm0
	vmovss	.LCPI0_11(%rip), %xmm8
	vmovd	.LCPI0_12(%rip), %xmm15
	vmovss	.LCPI0_17(%rip), %xmm17
	vmovd	.LCPI0_18(%rip), %xmm3
	vmovd	.LCPI0_19(%rip), %xmm19
	vmovd	.LCPI0_20(%rip), %xmm18
	vmovd	.LCPI0_21(%rip), %xmm23
	vmovss	.LCPI0_22(%rip), %xmm25
	vmovss	.LCPI0_23(%rip), %xmm26
	vmovss	.LCPI0_24(%rip), %xmm7
	leaq	1(%rsi), %rax
	movq	%rax, 32(%rsp)
	leaq	2(%rsi), %rax
	movq	%rax, 136(%rsp)
	leaq	(%rdi,%rbp), %rax
	movq	%rax, 776(%rsp)
	movq	%rdx, 312(%rsp)
	leaq	(%rdx,%rdx), %rax
	movq	%rax, 792(%rsp)
	movq	%rcx, 840(%rsp)
	leaq	(%rcx,%rcx), %rax
	movq	%rax, 832(%rsp)
	leaq	384(%rdi), %rax
	movq	%rax, 64(%rsp)
	movq	-80(%rsp), %rcx
	leaq	64(%rcx,%r13), %r9
	movq	-72(%rsp), %rax
	leaq	(%rax,%r13), %rdx
	addq	$64, %rdx
	addq	%r13, %rcx
	leaq	(%rax,%r13), %rbx
	xorl	%eax, %eax
	vmovq	.LCPI0_26(%rip), %xmm22
	vmovsd	.LCPI0_27(%rip), %xmm28
	vmovq	.LCPI0_28(%rip), %xmm24
	vmovq	.LCPI0_31(%rip), %xmm29
	vmovsd	.LCPI0_37(%rip), %xmm21
	vpbroadcastq	.LCPI0_4(%rip), %zmm31
	vpbroadcastd	176(%rsp), %zmm10
	movq	%rdi, 1376(%rsp)
	vmovdqu64	%zmm10, 3808(%rsp)
	movq	%rsi, 2976(%rsp)
	movl	%r8d, 240(%rsp)
	vmovdqu64	%zmm6, 3744(%rsp)
	vmovdqu64	%zmm1, 3680(%rsp)
	vmovdqu64	%zmm2, 1440(%rsp)
	vmovdqu64	%zmm4, 1504(%rsp)
	vmovdqu64	%zmm12, 864(%rsp)
	vmovdqu64	%zmm13, 2720(%rsp)
	vmovdqu64	%zmm30, 1248(%rsp)
	jmp	.LBB0_71
	.p2align	4
.LBB0_132:
	movq	-120(%rsp), %r11
	incq	%r11
	movq	784(%rsp), %rcx
	incq	%rcx
	movq	(%rsp), %rax
	addq	8(%rsp), %rax
	movq	%rax, (%rsp)
	movq	%rcx, %rax
	movq	152(%rsp), %rbp
	addq	%rbp, %r9
	movq	128(%rsp), %rdx
	addq	%rbp, %rdx
	movq	56(%rsp), %rcx
	addq	%rbp, %rcx
	addq	%rbp, %rbx
	cmpq	-8(%rsp), %r11
	movq	160(%rsp), %r13
	movl	$3449720151, %r10d
	vpbroadcastq	.LCPI0_0(%rip), %zmm0
	je	.LBB0_133
.LBB0_71:
	movq	%rbx, 48(%rsp)
	movq	%rcx, 56(%rsp)
	movq	%rdx, 128(%rsp)
	movq	%r9, 72(%rsp)
	movq	%rbp, %rdx
	movq	%rax, 784(%rsp)
	imulq	%rax, %rdx
	leaq	(%rdx,%r13), %r9
	movq	-72(%rsp), %rsi
	leaq	(%rsi,%r9), %rax
	addq	144(%rsp), %rdx
	leaq	(%rsi,%rdx), %rcx
	movq	-80(%rsp), %rbx
	addq	%rbx, %r9
	addq	%rbx, %rdx
	movq	%r11, %r8
	imulq	%r14, %r8
	movq	%r11, -120(%rsp)
	imulq	8(%rsp), %r11
	movq	-40(%rsp), %r13
	leaq	(%r11,%r13), %r12
	movl	%r12d, %r13d
	leaq	78811644(%r10), %rbp
	movq	%rbp, -96(%rsp)
	imulq	%rbp, %r13
	xorq	%r15, %r12
	xorq	%r13, %r12
	shrq	$32, %r12
	movl	$3449720151, %ebp
	movl	$3449720151, %r10d
	imulq	%rbp, %r12
	vpbroadcastq	%r11, %zmm5
	movq	%r12, %r11
	shrq	$32, %r11
	xorq	40(%rsp), %r11
	movq	%r11, 856(%rsp)
	xorq	2336(%rsp), %r13
	movq	%r13, 112(%rsp)
	xorq	-48(%rsp), %r12
	movq	%r12, 120(%rsp)
	cmpq	%rdx, %rax
	setb	%dl
	cmpq	%rcx, %r9
	setb	%r9b
	andb	%dl, %r9b
	cmpq	776(%rsp), %rax
	setb	%al
	cmpq	%rcx, %rdi
	leaq	(%rsi,%r8,4), %rcx
	movq	%rcx, 824(%rsp)
	leaq	(%rbx,%r8,4), %rcx
	movq	%rcx, 816(%rsp)
	vpaddq	%zmm0, %zmm5, %zmm0
	vmovdqu64	%zmm0, 2400(%rsp)
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm5, %zmm0
	vmovdqu64	%zmm0, 3168(%rsp)
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm5, %zmm0
	vmovdqu64	%zmm0, 3104(%rsp)
	setb	%cl
	andb	%al, %cl
	orb	%r9b, %cl
	movb	%cl, 3040(%rsp)
	xorl	%edx, %edx
	vmovss	-16(%rsp), %xmm0
	vmovss	%xmm0, 92(%rsp)
	vmovss	-12(%rsp), %xmm9
	vmovdqu64	%zmm5, 2144(%rsp)
	jmp	.LBB0_72
	.p2align	4
.LBB0_131:
	movq	1312(%rsp), %rdx
	incq	%rdx
	cmpq	-56(%rsp), %rdx
	vmovdqu64	2144(%rsp), %zmm5
	je	.LBB0_132
.LBB0_72:
	cmpl	$0, -100(%rsp)
	jne	.LBB0_112
.LBB0_73:
	movq	64(%rsp), %r11
	movq	-96(%rsp), %r12
	movq	168(%rsp), %rax
	addq	%rdx, %rax
	movq	%rax, %rdi
	shrq	$32, %rdi
	imulq	%r10, %rdi
	movq	%rdi, 1632(%rsp)
	shrq	$32, %rdi
	movl	%eax, %esi
	xorl	%r15d, %esi
	movq	%rdi, 80(%rsp)
	xorl	%edi, %esi
	imulq	%r12, %rsi
	movq	%rsi, %rdi
	shrq	$32, %rdi
	xorq	2336(%rsp), %rdi
	cmpb	$0, 2912(%rsp)
	vmovdqu64	2784(%rsp), %zmm1
	movq	%rdx, 1312(%rsp)
	vmovaps	%xmm9, 96(%rsp)
	movq	%rax, 1120(%rsp)
	je	.LBB0_147
	xorl	%r11d, %r11d
	movl	$3449720151, %r10d
	movq	-48(%rsp), %r9
	movl	-112(%rsp), %r8d
	movq	%rsi, %rbp
	jmp	.LBB0_156
	.p2align	4
.LBB0_147:
	vpbroadcastq	%rdi, %zmm22
	cmpq	$128, %r14
	jae	.LBB0_149
	vmovdqa64	%zmm22, %zmm5
	xorl	%eax, %eax
	movq	%rsi, %rbp
	jmp	.LBB0_153
	.p2align	4
.LBB0_149:
	movq	1632(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vpxorq	3936(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 928(%rsp)
	movq	%rsi, %rbp
	vpbroadcastq	%rsi, %zmm0
	vpxorq	3872(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1568(%rsp)
	movq	16(%rsp), %rbx
	vmovdqa64	.LCPI0_3(%rip), %zmm20
	vmovdqa64	%zmm31, %zmm30
	vmovdqu64	2208(%rsp), %zmm4
	vmovdqu64	3552(%rsp), %zmm29
	vmovdqu64	3616(%rsp), %zmm28
	vmovdqa64	%zmm1, %zmm3
	vmovdqa64	%zmm13, %zmm19
	vpbroadcastq	.LCPI0_5(%rip), %zmm24
	vmovdqu64	3744(%rsp), %zmm27
	vmovdqu64	3680(%rsp), %zmm1
	vmovdqu64	1184(%rsp), %zmm26
	.p2align	4
.LBB0_150:
	vpaddq	%zmm5, %zmm20, %zmm0
	vpaddq	2400(%rsp), %zmm20, %zmm2
	vpaddq	3168(%rsp), %zmm20, %zmm5
	vpaddq	3104(%rsp), %zmm20, %zmm6
	vpmuludq	%zmm30, %zmm0, %zmm7
	vpmuludq	%zmm30, %zmm2, %zmm8
	vpmuludq	%zmm30, %zmm5, %zmm9
	vpmuludq	%zmm30, %zmm6, %zmm10
	vpternlogq	$150, %zmm27, %zmm7, %zmm0
	vpternlogq	$150, %zmm27, %zmm8, %zmm2
	vpternlogq	$150, %zmm27, %zmm9, %zmm5
	vpternlogq	$150, %zmm27, %zmm10, %zmm6
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm6, %zmm6
	vpmuludq	%zmm24, %zmm0, %zmm0
	vpmuludq	%zmm24, %zmm2, %zmm2
	vpmuludq	%zmm24, %zmm5, %zmm11
	vpmuludq	%zmm24, %zmm6, %zmm6
	vpsrlq	$32, %zmm0, %zmm5
	vpsrlq	$32, %zmm2, %zmm12
	vpsrlq	$32, %zmm11, %zmm13
	vpsrlq	$32, %zmm6, %zmm14
	vmovdqu64	928(%rsp), %zmm16
	vpxorq	%zmm16, %zmm5, %zmm5
	vpxorq	%zmm16, %zmm12, %zmm12
	vpxorq	%zmm16, %zmm13, %zmm13
	vpxorq	%zmm7, %zmm22, %zmm15
	vpxorq	%zmm8, %zmm22, %zmm8
	vpxorq	%zmm9, %zmm22, %zmm9
	vpxorq	%zmm16, %zmm14, %zmm14
	vpxorq	%zmm10, %zmm22, %zmm10
	vpmuludq	%zmm30, %zmm5, %zmm16
	vpmuludq	%zmm30, %zmm12, %zmm12
	vpmuludq	%zmm30, %zmm13, %zmm7
	vpmuludq	%zmm30, %zmm14, %zmm5
	vpsrlq	$32, %zmm16, %zmm13
	vpsrlq	$32, %zmm12, %zmm14
	vpmuludq	%zmm24, %zmm15, %zmm15
	vpmuludq	%zmm24, %zmm8, %zmm17
	vpmuludq	%zmm24, %zmm9, %zmm9
	vpmuludq	%zmm24, %zmm10, %zmm10
	vpsrlq	$32, %zmm7, %zmm8
	vpsrlq	$32, %zmm15, %zmm21
	vpsrlq	$32, %zmm17, %zmm23
	vpternlogq	$150, %zmm1, %zmm0, %zmm21
	vpsrlq	$32, %zmm9, %zmm0
	vpternlogq	$150, %zmm1, %zmm2, %zmm23
	vpsrlq	$32, %zmm5, %zmm2
	vpternlogq	$150, %zmm1, %zmm11, %zmm0
	vpsrlq	$32, %zmm10, %zmm11
	vpternlogq	$150, %zmm1, %zmm6, %zmm11
	vmovdqu64	1568(%rsp), %zmm6
	vpxorq	%zmm6, %zmm13, %zmm13
	vpxorq	%zmm6, %zmm14, %zmm14
	vpxorq	%zmm6, %zmm8, %zmm24
	vpxorq	%zmm6, %zmm2, %zmm25
	vpmuludq	%zmm30, %zmm21, %zmm8
	vpmuludq	%zmm30, %zmm23, %zmm6
	vpmuludq	%zmm30, %zmm0, %zmm2
	vpmuludq	%zmm30, %zmm11, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm21
	vpsrlq	$32, %zmm11, %zmm23
	vpternlogq	$150, %zmm15, %zmm26, %zmm23
	vpsrlq	$32, %zmm13, %zmm15
	vpternlogq	$150, %zmm17, %zmm26, %zmm15
	vpsrlq	$32, %zmm14, %zmm17
	vpternlogq	$150, %zmm9, %zmm26, %zmm17
	vpsrlq	$32, %zmm21, %zmm24
	vpternlogq	$150, %zmm10, %zmm26, %zmm24
	vpsrlq	$32, %zmm8, %zmm10
	vmovdqu64	1440(%rsp), %zmm9
	vpternlogq	$150, %zmm9, %zmm16, %zmm10
	vpsrlq	$32, %zmm6, %zmm16
	vpternlogq	$150, %zmm9, %zmm12, %zmm16
	vpsrlq	$32, %zmm2, %zmm12
	vpternlogq	$150, %zmm9, %zmm7, %zmm12
	vpsrlq	$32, %zmm0, %zmm25
	vpternlogq	$150, %zmm9, %zmm5, %zmm25
	vpmuludq	%zmm30, %zmm23, %zmm9
	vpmuludq	%zmm30, %zmm15, %zmm7
	vpmuludq	%zmm30, %zmm17, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm15
	vpmuludq	%zmm30, %zmm24, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm17
	vpsrlq	$32, %zmm15, %zmm23
	vmovdqu64	1504(%rsp), %zmm18
	vpternlogq	$150, %zmm18, %zmm11, %zmm23
	vpsrlq	$32, %zmm16, %zmm24
	vpternlogq	$150, %zmm18, %zmm13, %zmm24
	vpsrlq	$32, %zmm12, %zmm13
	vpternlogq	$150, %zmm18, %zmm14, %zmm13
	vpsrlq	$32, %zmm17, %zmm14
	vpternlogq	$150, %zmm18, %zmm21, %zmm14
	vpsrlq	$32, %zmm9, %zmm21
	vmovdqu64	1888(%rsp), %zmm11
	vpternlogq	$150, %zmm8, %zmm11, %zmm21
	vpsrlq	$32, %zmm7, %zmm25
	vpternlogq	$150, %zmm6, %zmm11, %zmm25
	vpsrlq	$32, %zmm5, %zmm6
	vpternlogq	$150, %zmm2, %zmm11, %zmm6
	vpsrlq	$32, %zmm10, %zmm26
	vpternlogq	$150, %zmm0, %zmm11, %zmm26
	vpmuludq	%zmm30, %zmm23, %zmm11
	vpmuludq	%zmm30, %zmm24, %zmm8
	vpmuludq	%zmm30, %zmm13, %zmm2
	vpmuludq	%zmm30, %zmm14, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm24
	vpsrlq	$32, %zmm14, %zmm6
	vmovdqu64	1248(%rsp), %zmm18
	vpternlogq	$150, %zmm15, %zmm18, %zmm6
	vpsrlq	$32, %zmm21, %zmm13
	vpternlogq	$150, %zmm16, %zmm18, %zmm13
	vpsrlq	$32, %zmm23, %zmm15
	vpternlogq	$150, %zmm12, %zmm18, %zmm15
	vpsrlq	$32, %zmm24, %zmm16
	vpternlogq	$150, %zmm17, %zmm18, %zmm16
	vpsrlq	$32, %zmm11, %zmm17
	vmovdqu64	864(%rsp), %zmm12
	vpternlogq	$150, %zmm12, %zmm9, %zmm17
	vpsrlq	$32, %zmm8, %zmm9
	vpternlogq	$150, %zmm12, %zmm7, %zmm9
	vpsrlq	$32, %zmm2, %zmm25
	vpternlogq	$150, %zmm12, %zmm5, %zmm25
	vpsrlq	$32, %zmm0, %zmm5
	vpternlogq	$150, %zmm12, %zmm10, %zmm5
	vpmuludq	%zmm30, %zmm6, %zmm12
	vpmuludq	%zmm30, %zmm13, %zmm7
	vpmuludq	%zmm30, %zmm15, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm15
	vpmuludq	%zmm30, %zmm16, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm25
	vpsrlq	$32, %zmm15, %zmm5
	vpternlogq	$150, %zmm3, %zmm14, %zmm5
	vpsrlq	$32, %zmm16, %zmm9
	vpternlogq	$150, %zmm3, %zmm21, %zmm9
	vpsrlq	$32, %zmm17, %zmm14
	vpternlogq	$150, %zmm3, %zmm23, %zmm14
	vpsrlq	$32, %zmm25, %zmm21
	vpternlogq	$150, %zmm3, %zmm24, %zmm21
	vpsrlq	$32, %zmm12, %zmm23
	vpternlogq	$150, %zmm11, %zmm28, %zmm23
	vpsrlq	$32, %zmm7, %zmm24
	vpternlogq	$150, %zmm8, %zmm28, %zmm24
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm2, %zmm28, %zmm8
	vpsrlq	$32, %zmm13, %zmm2
	vpternlogq	$150, %zmm0, %zmm28, %zmm2
	vpmuludq	%zmm30, %zmm5, %zmm11
	vpmuludq	%zmm30, %zmm9, %zmm10
	vpmuludq	%zmm30, %zmm14, %zmm9
	vpmuludq	%zmm30, %zmm21, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm24
	vpsrlq	$32, %zmm14, %zmm0
	vpternlogq	$150, %zmm15, %zmm29, %zmm0
	vpsrlq	$32, %zmm21, %zmm2
	vpternlogq	$150, %zmm16, %zmm29, %zmm2
	vpsrlq	$32, %zmm23, %zmm15
	vpternlogq	$150, %zmm17, %zmm29, %zmm15
	vpsrlq	$32, %zmm24, %zmm16
	vpternlogq	$150, %zmm25, %zmm29, %zmm16
	vpsrlq	$32, %zmm11, %zmm17
	vpternlogq	$150, %zmm4, %zmm12, %zmm17
	vpsrlq	$32, %zmm10, %zmm12
	vpternlogq	$150, %zmm4, %zmm7, %zmm12
	vpsrlq	$32, %zmm9, %zmm25
	vpternlogq	$150, %zmm4, %zmm6, %zmm25
	vpsrlq	$32, %zmm5, %zmm26
	vpternlogq	$150, %zmm4, %zmm13, %zmm26
	vpmuludq	%zmm30, %zmm0, %zmm8
	vpmuludq	%zmm30, %zmm2, %zmm7
	vpmuludq	%zmm30, %zmm15, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm13
	vpmuludq	%zmm30, %zmm16, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm16
	vmovdqu64	1760(%rsp), %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm12
	vmovups	1184(%rsp), %zmm26
	vpsrlq	$32, %zmm13, %zmm17
	vpternlogq	$150, %zmm25, %zmm14, %zmm17
	vpsrlq	$32, %zmm15, %zmm14
	vpternlogq	$150, %zmm25, %zmm21, %zmm14
	vpsrlq	$32, %zmm16, %zmm21
	vpternlogq	$150, %zmm25, %zmm23, %zmm21
	vpsrlq	$32, %zmm12, %zmm2
	vpternlogq	$150, %zmm25, %zmm24, %zmm2
	vpsrlq	$32, %zmm8, %zmm23
	vpternlogq	$150, %zmm11, %zmm19, %zmm23
	vpsrlq	$32, %zmm7, %zmm11
	vpternlogq	$150, %zmm10, %zmm19, %zmm11
	vpsrlq	$32, %zmm6, %zmm24
	vpternlogq	$150, %zmm9, %zmm19, %zmm24
	vpsrlq	$32, %zmm0, %zmm9
	vpternlogq	$150, %zmm5, %zmm19, %zmm9
	vpmuludq	%zmm30, %zmm17, %zmm17
	vpmuludq	%zmm30, %zmm14, %zmm10
	vpmuludq	%zmm30, %zmm21, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm11
	vpbroadcastq	.LCPI0_5(%rip), %zmm24
	vpsrlq	$32, %zmm14, %zmm23
	vpxorq	%zmm13, %zmm23, %zmm13
	vpsrlq	$32, %zmm21, %zmm23
	vpxorq	%zmm15, %zmm23, %zmm15
	vpsrlq	$32, %zmm11, %zmm23
	vpxorq	%zmm16, %zmm23, %zmm16
	vpsrlq	$32, %zmm17, %zmm23
	vpmuludq	%zmm24, %zmm9, %zmm9
	vpxorq	%zmm8, %zmm23, %zmm23
	vpsrlq	$32, %zmm9, %zmm8
	vpxorq	%zmm12, %zmm8, %zmm8
	vpsrlq	$32, %zmm10, %zmm12
	vpxorq	%zmm7, %zmm12, %zmm7
	vpsrlq	$32, %zmm5, %zmm12
	vpxorq	%zmm6, %zmm12, %zmm6
	vpmovqd	%zmm17, %ymm12
	vpmovqd	%zmm23, %ymm17
	vmovdqu64	1952(%rsp), %ymm23
	vpxord	%ymm17, %ymm23, %ymm17
	vinserti64x4	$1, %ymm12, %zmm17, %zmm12
	vmovdqu64	1696(%rsp), %ymm17
	vpmovqd	%zmm14, %ymm14
	vpmovqd	%zmm13, %ymm13
	vpxord	%ymm13, %ymm17, %ymm13
	vinserti64x4	$1, %ymm14, %zmm13, %zmm13
	vmovdqa64	%zmm13, %zmm14
	vmovdqa64	.LCPI0_6(%rip), %zmm18
	vpermt2d	%zmm12, %zmm18, %zmm14
	vmovdqa64	.LCPI0_7(%rip), %zmm31
	vpermt2d	%zmm12, %zmm31, %zmm13
	vmovdqu64	%zmm13, -320(%r11)
	vmovdqu64	%zmm14, -384(%r11)
	vpmovqd	%zmm21, %ymm12
	vpmovqd	%zmm15, %ymm13
	vpxord	%ymm13, %ymm17, %ymm13
	vinserti64x4	$1, %ymm12, %zmm13, %zmm12
	vpmovqd	%zmm10, %ymm10
	vpmovqd	%zmm7, %ymm7
	vpxord	%ymm7, %ymm23, %ymm7
	vinserti64x4	$1, %ymm10, %zmm7, %zmm7
	vmovdqa64	%zmm12, %zmm10
	vpermt2d	%zmm7, %zmm18, %zmm10
	vpermt2d	%zmm7, %zmm31, %zmm12
	vmovdqu64	%zmm12, -192(%r11)
	vpmovqd	%zmm11, %ymm7
	vpmovqd	%zmm16, %ymm11
	vpxord	%ymm11, %ymm17, %ymm11
	vinserti64x4	$1, %ymm7, %zmm11, %zmm7
	vpmovqd	%zmm5, %ymm5
	vpmovqd	%zmm6, %ymm6
	vpxord	%ymm6, %ymm23, %ymm6
	vinserti64x4	$1, %ymm5, %zmm6, %zmm5
	vmovdqa64	%zmm7, %zmm6
	vpermt2d	%zmm5, %zmm18, %zmm6
	vpermt2d	%zmm5, %zmm31, %zmm7
	vmovdqu64	%zmm10, -256(%r11)
	vmovdqu64	%zmm7, -64(%r11)
	vpmuludq	%zmm30, %zmm2, %zmm2
	vmovdqu64	%zmm6, -128(%r11)
	vpsrlq	$32, %zmm2, %zmm5
	vpxorq	%zmm0, %zmm5, %zmm0
	vpmovqd	%zmm9, %ymm5
	vpmovqd	%zmm8, %ymm6
	vpxord	%ymm6, %ymm17, %ymm6
	vinserti64x4	$1, %ymm5, %zmm6, %zmm5
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm0, %ymm0
	vpxord	%ymm0, %ymm23, %ymm0
	vinserti64x4	$1, %ymm2, %zmm0, %zmm0
	vmovdqa64	%zmm5, %zmm2
	vpermt2d	%zmm0, %zmm31, %zmm5
	vmovdqu64	%zmm5, 64(%r11)
	vmovdqu64	2144(%rsp), %zmm5
	vpermt2d	%zmm0, %zmm18, %zmm2
	vmovdqu64	%zmm2, (%r11)
	vpaddq	.LCPI0_8(%rip){1to8}, %zmm20, %zmm20
	addq	$512, %r11
	addq	$-32, %rbx
	jne	.LBB0_150
	vmovdqa64	%zmm22, %zmm5
	movq	16(%rsp), %rax
	cmpq	%rax, -40(%rsp)
	movl	$3449720151, %r10d
	movq	-48(%rsp), %r9
	vmovdqa64	%zmm3, %zmm1
	movl	-112(%rsp), %r8d
	vmovss	.LCPI0_11(%rip), %xmm8
	vmovd	.LCPI0_12(%rip), %xmm15
	vmovss	.LCPI0_17(%rip), %xmm17
	vmovd	.LCPI0_18(%rip), %xmm3
	vmovd	.LCPI0_19(%rip), %xmm27
	vmovd	.LCPI0_20(%rip), %xmm18
	vmovd	.LCPI0_21(%rip), %xmm23
	vmovss	.LCPI0_22(%rip), %xmm25
	vmovss	.LCPI0_23(%rip), %xmm26
	vmovss	.LCPI0_24(%rip), %xmm7
	vmovq	.LCPI0_26(%rip), %xmm22
	vmovsd	.LCPI0_27(%rip), %xmm28
	vmovq	.LCPI0_28(%rip), %xmm2
	vmovq	.LCPI0_31(%rip), %xmm29
	vmovdqu64	864(%rsp), %zmm12
	vmovdqa64	%zmm19, %zmm13
	vmovsd	.LCPI0_37(%rip), %xmm21
	vmovdqa64	%xmm2, %xmm24
	vmovdqa64	%xmm27, %xmm19
	vmovdqa64	%zmm30, %zmm31
	vmovdqu64	1248(%rsp), %zmm30
	movq	-96(%rsp), %r12
	je	.LBB0_135
	movq	16(%rsp), %r11
	movq	%r11, %rax
	testb	$96, 512(%rsp)
	je	.LBB0_156
.LBB0_153:
	vmovdqu64	3616(%rsp), %zmm26
	vmovdqu64	3552(%rsp), %zmm25
	vmovdqu64	2208(%rsp), %zmm23
	vmovdqu64	1888(%rsp), %zmm19
	vpbroadcastq	%rax, %zmm0
	vporq	.LCPI0_3(%rip), %zmm0, %zmm0
	movq	40(%rsp), %rcx
	xorl	1632(%rsp), %ecx
	vpbroadcastq	%rcx, %zmm2
	movq	-64(%rsp), %rcx
	movq	%rbp, %rdx
	xorl	%ebp, %ecx
	vpbroadcastq	%rcx, %zmm4
	movq	800(%rsp), %rcx
	addq	%rax, %rcx
	shlq	$4, %rax
	addq	1376(%rsp), %rax
	vpbroadcastq	.LCPI0_5(%rip), %zmm20
	vmovdqa64	.LCPI0_6(%rip), %zmm27
	vmovdqa64	.LCPI0_7(%rip), %zmm17
	vmovdqu64	3744(%rsp), %zmm29
	vmovdqa64	%zmm1, %zmm15
	vmovdqu64	3680(%rsp), %zmm1
	vmovdqu64	1184(%rsp), %zmm16
	vmovdqa64	%zmm12, %zmm18
	vmovdqu64	1760(%rsp), %zmm12
	vmovdqu	1952(%rsp), %ymm11
	vmovdqu	1696(%rsp), %ymm14
	vmovdqa64	%zmm13, %zmm22
	vmovdqu64	1440(%rsp), %zmm13
	vmovdqu64	1504(%rsp), %zmm21
	vpbroadcastq	.LCPI0_0(%rip), %zmm3
	vmovdqa64	%zmm5, %zmm24
	.p2align	4
.LBB0_154:
	vpaddq	2144(%rsp), %zmm0, %zmm5
	vpmuludq	%zmm31, %zmm5, %zmm6
	vpternlogq	$150, %zmm29, %zmm6, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpmuludq	%zmm20, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm7
	vpxorq	%zmm7, %zmm2, %zmm7
	vpxorq	%zmm6, %zmm24, %zmm6
	vpmuludq	%zmm31, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm8
	vpmuludq	%zmm20, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm9
	vpxorq	%zmm8, %zmm4, %zmm8
	vpternlogq	$150, %zmm1, %zmm5, %zmm9
	vpmuludq	%zmm31, %zmm9, %zmm5
	vpsrlq	$32, %zmm5, %zmm9
	vpmuludq	%zmm20, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm10
	vpternlogq	$150, %zmm6, %zmm16, %zmm10
	vpternlogq	$150, %zmm13, %zmm7, %zmm9
	vpmuludq	%zmm31, %zmm10, %zmm6
	vpsrlq	$32, %zmm6, %zmm7
	vpmuludq	%zmm20, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm10
	vpternlogq	$150, %zmm21, %zmm8, %zmm10
	vpternlogq	$150, %zmm5, %zmm19, %zmm7
	vpmuludq	%zmm31, %zmm10, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpmuludq	%zmm20, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm10
	vpternlogq	$150, %zmm9, %zmm30, %zmm10
	vpternlogq	$150, %zmm18, %zmm6, %zmm8
	vpmuludq	%zmm31, %zmm10, %zmm6
	vpsrlq	$32, %zmm6, %zmm9
	vpmuludq	%zmm20, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm10
	vpternlogq	$150, %zmm15, %zmm7, %zmm10
	vpternlogq	$150, %zmm5, %zmm26, %zmm9
	vpmuludq	%zmm31, %zmm10, %zmm5
	vpsrlq	$32, %zmm5, %zmm7
	vpmuludq	%zmm20, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm10
	vpternlogq	$150, %zmm8, %zmm25, %zmm10
	vpternlogq	$150, %zmm23, %zmm6, %zmm7
	vpmuludq	%zmm31, %zmm10, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpmuludq	%zmm20, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm10
	vpternlogq	$150, %zmm12, %zmm9, %zmm10
	vpternlogq	$150, %zmm5, %zmm22, %zmm8
	vpmuludq	%zmm31, %zmm10, %zmm5
	vpsrlq	$32, %zmm5, %zmm9
	vpmuludq	%zmm20, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm10
	vpmovqd	%zmm5, %ymm5
	vpmovqd	%zmm8, %ymm8
	vpxorq	%zmm7, %zmm10, %zmm7
	vpmovqd	%zmm7, %ymm7
	vpxorq	%zmm6, %zmm9, %zmm6
	vpmovqd	%zmm6, %ymm6
	vpxor	%ymm7, %ymm14, %ymm7
	vpxor	%ymm6, %ymm11, %ymm6
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vinserti64x4	$1, %ymm5, %zmm6, %zmm5
	vmovdqa64	%zmm7, %zmm6
	vpermt2d	%zmm5, %zmm17, %zmm7
	vmovdqu64	%zmm7, 64(%rax)
	vpermt2d	%zmm5, %zmm27, %zmm6
	vmovdqu64	%zmm6, (%rax)
	vpaddq	%zmm3, %zmm0, %zmm0
	subq	$-128, %rax
	addq	$8, %rcx
	jne	.LBB0_154
	movq	808(%rsp), %rax
	movq	%rax, %r11
	cmpq	%rax, -40(%rsp)
	movl	$3449720151, %r10d
	movq	-48(%rsp), %r9
	movl	-112(%rsp), %r8d
	vmovd	.LCPI0_21(%rip), %xmm23
	vmovss	.LCPI0_22(%rip), %xmm25
	vmovss	.LCPI0_23(%rip), %xmm26
	vmovss	.LCPI0_24(%rip), %xmm7
	movq	-96(%rsp), %r12
	vmovss	.LCPI0_11(%rip), %xmm8
	vmovd	.LCPI0_12(%rip), %xmm15
	vmovd	.LCPI0_18(%rip), %xmm3
	vmovss	.LCPI0_17(%rip), %xmm17
	vmovd	.LCPI0_20(%rip), %xmm18
	vmovd	.LCPI0_19(%rip), %xmm19
	vmovq	.LCPI0_26(%rip), %xmm22
	vmovsd	.LCPI0_27(%rip), %xmm28
	vmovq	.LCPI0_28(%rip), %xmm24
	vmovq	.LCPI0_31(%rip), %xmm29
	vmovsd	.LCPI0_37(%rip), %xmm21
	movq	%rdx, %rbp
	je	.LBB0_135
.LBB0_156:
	movq	1632(%rsp), %rbx
	xorq	40(%rsp), %rbx
	xorq	-64(%rsp), %rbp
	movq	-40(%rsp), %rcx
	subq	%r11, %rcx
	movq	(%rsp), %rax
	leaq	(%rax,%r11), %r14
	shlq	$4, %r11
	movq	1376(%rsp), %rax
	addq	$12, %rax
	addq	%rax, %r11
	.p2align	4
.LBB0_134:
	movl	%r14d, %edx
	imulq	%r12, %rdx
	movq	%r14, %r13
	xorq	%r15, %r13
	xorq	%rdx, %r13
	shrq	$32, %r13
	imulq	%r10, %r13
	movq	%r13, %r15
	shrq	$32, %r15
	xorl	%ebx, %r15d
	xorl	%edi, %edx
	imulq	%r12, %r15
	imulq	%r10, %rdx
	movq	%rdx, %rax
	shrq	$32, %rax
	movl	%r9d, %esi
	xorl	%eax, %esi
	movq	%r15, %rax
	shrq	$32, %rax
	xorl	%esi, %r13d
	xorl	%ebp, %eax
	imulq	%r12, %r13
	imulq	%r10, %rax
	movq	%rax, %rsi
	shrq	$32, %rsi
	xorl	1056(%rsp), %edx
	xorl	%esi, %edx
	movq	%r13, %rsi
	shrq	$32, %rsi
	xorl	320(%rsp), %r15d
	xorl	%esi, %r15d
	imulq	%r12, %rdx
	imulq	%r10, %r15
	movq	%r15, %rsi
	shrq	$32, %rsi
	xorl	992(%rsp), %eax
	xorl	%esi, %eax
	movq	%rdx, %rsi
	xorl	704(%rsp), %r13d
	shrq	$32, %rsi
	xorl	%esi, %r13d
	imulq	%r12, %rax
	imulq	%r10, %r13
	movq	%r13, %rsi
	shrq	$32, %rsi
	xorl	2656(%rsp), %r15d
	xorl	%esi, %r15d
	movq	%rax, %rsi
	shrq	$32, %rsi
	xorl	448(%rsp), %edx
	xorl	%esi, %edx
	imulq	%r12, %r15
	imulq	%r10, %rdx
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorl	2592(%rsp), %r13d
	xorl	%esi, %r13d
	movq	%r15, %rsi
	shrq	$32, %rsi
	xorl	576(%rsp), %eax
	xorl	%esi, %eax
	imulq	%r12, %r13
	imulq	%r10, %rax
	movq	%rax, %rsi
	shrq	$32, %rsi
	xorl	2528(%rsp), %edx
	xorl	%esi, %edx
	movq	%r13, %rsi
	shrq	$32, %rsi
	xorl	384(%rsp), %r15d
	xorl	%esi, %r15d
	imulq	%r12, %rdx
	imulq	%r10, %r15
	movq	%r15, %rsi
	shrq	$32, %rsi
	xorl	2464(%rsp), %eax
	xorl	%esi, %eax
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorl	640(%rsp), %r13d
	xorl	%esi, %r13d
	imulq	%r12, %rax
	imulq	%r10, %r13
	movq	%r13, %rsi
	shrq	$32, %rsi
	xorl	%r8d, %r15d
	xorl	%esi, %r15d
	movq	%rax, %rsi
	shrq	$32, %rsi
	xorl	240(%rsp), %edx
	xorl	%esi, %edx
	movl	%r15d, -12(%r11)
	movq	-32(%rsp), %r15
	movl	%r13d, -8(%r11)
	movl	%edx, -4(%r11)
	movl	%eax, (%r11)
	addq	$16, %r11
	incq	%r14
	decq	%rcx
	jne	.LBB0_134
.LBB0_135:
	cmpb	$0, 2848(%rsp)
	je	.LBB0_137
	xorl	%ecx, %ecx
	movq	512(%rsp), %r14
	movq	2976(%rsp), %rsi
	movq	320(%rsp), %r13
	movq	1376(%rsp), %rdi
	leaq	4(%rdi), %r11
	movl	240(%rsp), %r10d
	movl	$3449720151, %r8d
	movq	448(%rsp), %rbp
	vmovdqa	%xmm3, %xmm2
	vmovdqa64	%xmm24, %xmm3
	vmovq	.LCPI0_39(%rip), %xmm27
	vmovdqa64	%xmm15, %xmm20
	vmovq	.LCPI0_35(%rip), %xmm15
	vmovq	.LCPI0_33(%rip), %xmm13
	vmovq	.LCPI0_32(%rip), %xmm11
	vmovdqa64	%xmm29, %xmm12
	vmovq	.LCPI0_30(%rip), %xmm16
	vmovq	.LCPI0_29(%rip), %xmm29
	vmovdqa64	%xmm23, %xmm9
	vmovdqa64	%xmm18, %xmm23
	vmovd	.LCPI0_25(%rip), %xmm18
	vmovq	.LCPI0_36(%rip), %xmm30
	vmovq	.LCPI0_46(%rip), %xmm14
	vpbroadcastd	.LCPI0_40(%rip), %xmm31
	vmovq	.LCPI0_47(%rip), %xmm24
	movq	1120(%rsp), %rbx
	vmovaps	%xmm7, %xmm10
	jmp	.LBB0_146
	.p2align	4
.LBB0_137:
	cmpq	$126, 848(%rsp)
	movq	512(%rsp), %r14
	movq	2976(%rsp), %rsi
	movq	320(%rsp), %r13
	movq	1376(%rsp), %rdi
	leaq	4(%rdi), %r11
	movl	$3449720151, %r8d
	movq	448(%rsp), %rbp
	jae	.LBB0_139
	xorl	%eax, %eax
	movl	240(%rsp), %r10d
	movq	1120(%rsp), %rbx
	jmp	.LBB0_143
	.p2align	4
.LBB0_139:
	xorl	%r10d, %r10d
	movq	312(%rsp), %rax
	movq	64(%rsp), %rcx
	movq	1120(%rsp), %rbx
	.p2align	4
.LBB0_140:
	vmovdqu64	-384(%rcx,%r10,8), %zmm0
	vmovdqu64	-320(%rcx,%r10,8), %zmm3
	vmovdqu64	%zmm3, 2080(%rsp)
	vmovdqu64	-256(%rcx,%r10,8), %zmm2
	vmovdqu64	-192(%rcx,%r10,8), %zmm4
	vmovdqu64	%zmm4, 1824(%rsp)
	vmovdqu64	%zmm0, 928(%rsp)
	vmovdqa64	.LCPI0_10(%rip), %zmm1
	vpermt2d	%zmm3, %zmm1, %zmm0
	vmovdqu64	%zmm2, 1568(%rsp)
	vpermt2d	%zmm4, %zmm1, %zmm2
	vmovdqu64	-64(%rcx,%r10,8), %zmm3
	vmovdqu64	%zmm3, 3488(%rsp)
	vmovdqu64	-128(%rcx,%r10,8), %zmm4
	vmovdqu64	%zmm4, 2016(%rsp)
	vpermt2d	%zmm3, %zmm1, %zmm4
	vmovdqu64	64(%rcx,%r10,8), %zmm3
	vmovdqu64	%zmm3, 3360(%rsp)
	vmovdqu64	(%rcx,%r10,8), %zmm5
	vmovdqu64	%zmm5, 3424(%rsp)
	vpermt2d	%zmm3, %zmm1, %zmm5
	vpsrld	$9, %zmm0, %zmm0
	vpsrld	$9, %zmm2, %zmm2
	vpsrld	$9, %zmm4, %zmm4
	vpsrld	$9, %zmm5, %zmm5
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm4, %zmm6
	vcvtdq2ps	%zmm5, %zmm5
	vbroadcastss	.LCPI0_11(%rip), %zmm1
	vaddps	%zmm1, %zmm0, %zmm7
	vaddps	%zmm1, %zmm2, %zmm4
	vaddps	%zmm1, %zmm6, %zmm2
	vaddps	%zmm1, %zmm5, %zmm0
	vbroadcastss	.LCPI0_12(%rip), %zmm26
	vmulps	%zmm26, %zmm7, %zmm5
	vextractf64x4	$1, %zmm5, %ymm6
	vcvtps2pd	%ymm6, %zmm6
	vcvtps2pd	%ymm5, %zmm5
	vmulps	%zmm26, %zmm4, %zmm4
	vextractf64x4	$1, %zmm4, %ymm7
	vcvtps2pd	%ymm7, %zmm9
	vcvtps2pd	%ymm4, %zmm4
	vmulps	%zmm26, %zmm2, %zmm2
	vextractf64x4	$1, %zmm2, %ymm7
	vcvtps2pd	%ymm7, %zmm10
	vcvtps2pd	%ymm2, %zmm2
	vmulps	%zmm26, %zmm0, %zmm0
	vextractf64x4	$1, %zmm0, %ymm7
	vcvtps2pd	%ymm7, %zmm11
	vcvtps2pd	%ymm0, %zmm13
	vbroadcastsd	.LCPI0_26(%rip), %zmm1
	vmulpd	%zmm1, %zmm5, %zmm7
	vmulpd	%zmm1, %zmm6, %zmm12
	vmulpd	%zmm1, %zmm4, %zmm8
	vmulpd	%zmm1, %zmm9, %zmm9
	vmulpd	%zmm1, %zmm2, %zmm0
	vmulpd	%zmm1, %zmm10, %zmm2
	vmulpd	%zmm1, %zmm13, %zmm3
	vmovupd	%zmm3, 3296(%rsp)
	vmulpd	%zmm1, %zmm11, %zmm27
	vbroadcastsd	.LCPI0_27(%rip), %zmm1
	vaddpd	%zmm1, %zmm12, %zmm13
	vaddpd	%zmm1, %zmm7, %zmm14
	vaddpd	%zmm1, %zmm9, %zmm10
	vaddpd	%zmm1, %zmm8, %zmm11
	vaddpd	%zmm1, %zmm2, %zmm5
	vaddpd	%zmm1, %zmm0, %zmm6
	vaddpd	%zmm1, %zmm27, %zmm4
	vaddpd	%zmm1, %zmm3, %zmm30
	vpbroadcastq	.LCPI0_41(%rip), %zmm1
	vptestnmq	%zmm1, %zmm14, %k0
	vptestnmq	%zmm1, %zmm13, %k1
	kunpckbw	%k0, %k1, %k1
	kmovw	%k1, 3232(%rsp)
	vptestnmq	%zmm1, %zmm11, %k0
	vptestnmq	%zmm1, %zmm10, %k1
	kunpckbw	%k0, %k1, %k3
	vptestnmq	%zmm1, %zmm6, %k0
	vptestnmq	%zmm1, %zmm5, %k1
	kunpckbw	%k0, %k1, %k2
	vptestnmq	%zmm1, %zmm30, %k0
	vptestnmq	%zmm1, %zmm4, %k1
	kunpckbw	%k0, %k1, %k4
	vpbroadcastq	.LCPI0_42(%rip), %zmm1
	vptestnmq	%zmm1, %zmm14, %k0
	vptestnmq	%zmm1, %zmm13, %k1
	kunpckbw	%k0, %k1, %k1
	vptestnmq	%zmm1, %zmm11, %k0
	vptestnmq	%zmm1, %zmm10, %k5
	kunpckbw	%k0, %k5, %k7
	vptestnmq	%zmm1, %zmm6, %k0
	vptestnmq	%zmm1, %zmm5, %k5
	kunpckbw	%k0, %k5, %k6
	vptestnmq	%zmm1, %zmm30, %k0
	vptestnmq	%zmm1, %zmm4, %k5
	kunpckbw	%k0, %k5, %k5
	vbroadcastsd	.LCPI0_28(%rip), %zmm3
	vaddpd	%zmm3, %zmm14, %zmm14
	vaddpd	%zmm3, %zmm13, %zmm13
	vsubpd	%zmm13, %zmm12, %zmm12
	vsubpd	%zmm14, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_29(%rip), %zmm19
	vmulpd	%zmm19, %zmm7, %zmm7
	vmulpd	%zmm19, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm12, %zmm13
	vmulpd	%zmm7, %zmm7, %zmm14
	vbroadcastsd	.LCPI0_30(%rip), %zmm29
	vmulpd	%zmm29, %zmm14, %zmm15
	vmulpd	%zmm29, %zmm13, %zmm16
	vbroadcastsd	.LCPI0_31(%rip), %zmm18
	vaddpd	%zmm18, %zmm16, %zmm16
	vaddpd	%zmm18, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm14, %zmm15
	vmulpd	%zmm16, %zmm13, %zmm16
	vbroadcastsd	.LCPI0_32(%rip), %zmm22
	vaddpd	%zmm22, %zmm16, %zmm16
	vaddpd	%zmm22, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm14, %zmm15
	vmulpd	%zmm16, %zmm13, %zmm16
	vbroadcastsd	.LCPI0_33(%rip), %zmm1
	vaddpd	%zmm1, %zmm16, %zmm16
	vaddpd	%zmm1, %zmm15, %zmm15
	vmulpd	%zmm13, %zmm12, %zmm17
	vmulpd	%zmm16, %zmm17, %zmm16
	vmulpd	%zmm14, %zmm7, %zmm17
	vmulpd	%zmm15, %zmm17, %zmm15
	vaddpd	%zmm16, %zmm12, %zmm12
	vaddpd	%zmm15, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_34(%rip), %zmm31
	vmulpd	%zmm31, %zmm14, %zmm15
	vmulpd	%zmm31, %zmm13, %zmm16
	vbroadcastsd	.LCPI0_35(%rip), %zmm28
	vsubpd	%zmm16, %zmm28, %zmm16
	vsubpd	%zmm15, %zmm28, %zmm15
	vmulpd	%zmm15, %zmm14, %zmm15
	vmulpd	%zmm16, %zmm13, %zmm16
	vbroadcastsd	.LCPI0_36(%rip), %zmm20
	vaddpd	%zmm20, %zmm16, %zmm16
	vaddpd	%zmm20, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm14, %zmm15
	vmulpd	%zmm16, %zmm13, %zmm16
	vbroadcastsd	.LCPI0_37(%rip), %zmm21
	vaddpd	%zmm21, %zmm16, %zmm16
	vaddpd	%zmm21, %zmm15, %zmm15
	vmulpd	%zmm13, %zmm13, %zmm17
	vmulpd	%zmm16, %zmm17, %zmm16
	vmulpd	%zmm14, %zmm14, %zmm17
	vmulpd	%zmm15, %zmm17, %zmm15
	vbroadcastsd	.LCPI0_38(%rip), %zmm24
	vmulpd	%zmm24, %zmm13, %zmm13
	vmulpd	%zmm24, %zmm14, %zmm14
	vbroadcastsd	.LCPI0_39(%rip), %zmm23
	vsubpd	%zmm14, %zmm23, %zmm14
	vaddpd	%zmm15, %zmm14, %zmm14
	vsubpd	%zmm13, %zmm23, %zmm13
	vaddpd	%zmm16, %zmm13, %zmm13
	vcvtpd2ps	%zmm7, %ymm7
	vcvtpd2ps	%zmm12, %ymm12
	vcvtpd2ps	%zmm14, %ymm14
	vcvtpd2ps	%zmm13, %ymm13
	vinsertf64x4	$1, %ymm12, %zmm7, %zmm7
	vinsertf64x4	$1, %ymm13, %zmm14, %zmm14
	vbroadcastss	.LCPI0_40(%rip), %zmm13
	vxorps	%zmm13, %zmm7, %zmm15
	vxorps	%zmm13, %zmm14, %zmm12
	vblendmps	%zmm7, %zmm15, %zmm25 {%k1}
	vmovaps	%zmm14, %zmm12 {%k1}
	vmovaps	%zmm15, %zmm7 {%k1}
	vaddpd	%zmm3, %zmm11, %zmm11
	vaddpd	%zmm3, %zmm10, %zmm10
	vsubpd	%zmm10, %zmm9, %zmm9
	vsubpd	%zmm11, %zmm8, %zmm8
	vmulpd	%zmm19, %zmm8, %zmm8
	vmulpd	%zmm19, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm9, %zmm10
	vmulpd	%zmm8, %zmm8, %zmm11
	vmulpd	%zmm29, %zmm11, %zmm14
	vmulpd	%zmm29, %zmm10, %zmm15
	vaddpd	%zmm18, %zmm15, %zmm15
	vaddpd	%zmm18, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm14
	vmulpd	%zmm15, %zmm10, %zmm15
	vaddpd	%zmm22, %zmm15, %zmm15
	vaddpd	%zmm22, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm14
	vmulpd	%zmm15, %zmm10, %zmm15
	vaddpd	%zmm1, %zmm15, %zmm15
	vaddpd	%zmm1, %zmm14, %zmm14
	vmulpd	%zmm10, %zmm9, %zmm16
	vmulpd	%zmm15, %zmm16, %zmm15
	vmulpd	%zmm11, %zmm8, %zmm16
	vmulpd	%zmm14, %zmm16, %zmm14
	vaddpd	%zmm15, %zmm9, %zmm9
	vaddpd	%zmm14, %zmm8, %zmm8
	vmulpd	%zmm31, %zmm11, %zmm14
	vmulpd	%zmm31, %zmm10, %zmm15
	vsubpd	%zmm15, %zmm28, %zmm15
	vsubpd	%zmm14, %zmm28, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm14
	vmulpd	%zmm15, %zmm10, %zmm15
	vaddpd	%zmm20, %zmm15, %zmm15
	vaddpd	%zmm20, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm14
	vmulpd	%zmm15, %zmm10, %zmm15
	vaddpd	%zmm21, %zmm15, %zmm15
	vaddpd	%zmm21, %zmm14, %zmm14
	vmulpd	%zmm10, %zmm10, %zmm16
	vmulpd	%zmm15, %zmm16, %zmm15
	vmulpd	%zmm11, %zmm11, %zmm16
	vmulpd	%zmm14, %zmm16, %zmm14
	vmulpd	%zmm24, %zmm10, %zmm10
	vmulpd	%zmm24, %zmm11, %zmm11
	vsubpd	%zmm11, %zmm23, %zmm11
	vaddpd	%zmm14, %zmm11, %zmm11
	vsubpd	%zmm10, %zmm23, %zmm10
	vaddpd	%zmm15, %zmm10, %zmm10
	vcvtpd2ps	%zmm8, %ymm8
	vcvtpd2ps	%zmm9, %ymm9
	vinsertf64x4	$1, %ymm9, %zmm8, %zmm8
	vcvtpd2ps	%zmm11, %ymm9
	vcvtpd2ps	%zmm10, %ymm10
	vinsertf64x4	$1, %ymm10, %zmm9, %zmm9
	vxorps	%zmm13, %zmm8, %zmm14
	vxorps	%zmm13, %zmm9, %zmm10
	vblendmps	%zmm8, %zmm14, %zmm11 {%k7}
	vmovaps	%zmm9, %zmm10 {%k7}
	vmovaps	%zmm14, %zmm8 {%k7}
	vaddpd	%zmm3, %zmm6, %zmm6
	vaddpd	%zmm3, %zmm5, %zmm5
	vsubpd	%zmm5, %zmm2, %zmm2
	vsubpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm19, %zmm0, %zmm0
	vmulpd	%zmm19, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm5
	vmulpd	%zmm0, %zmm0, %zmm6
	vmulpd	%zmm29, %zmm6, %zmm9
	vmulpd	%zmm29, %zmm5, %zmm14
	vaddpd	%zmm18, %zmm14, %zmm14
	vaddpd	%zmm18, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm6, %zmm9
	vmulpd	%zmm14, %zmm5, %zmm14
	vaddpd	%zmm22, %zmm14, %zmm14
	vaddpd	%zmm22, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm6, %zmm9
	vmulpd	%zmm14, %zmm5, %zmm14
	vaddpd	%zmm1, %zmm14, %zmm14
	vaddpd	%zmm1, %zmm9, %zmm9
	vmulpd	%zmm5, %zmm2, %zmm15
	vmulpd	%zmm14, %zmm15, %zmm14
	vmulpd	%zmm6, %zmm0, %zmm15
	vmulpd	%zmm9, %zmm15, %zmm9
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm6, %zmm9
	vmulpd	%zmm31, %zmm5, %zmm14
	vsubpd	%zmm14, %zmm28, %zmm14
	vsubpd	%zmm9, %zmm28, %zmm9
	vmulpd	%zmm9, %zmm6, %zmm9
	vmulpd	%zmm14, %zmm5, %zmm14
	vaddpd	%zmm20, %zmm14, %zmm14
	vaddpd	%zmm20, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm6, %zmm9
	vmulpd	%zmm14, %zmm5, %zmm14
	vaddpd	%zmm21, %zmm14, %zmm14
	vaddpd	%zmm21, %zmm9, %zmm9
	vmulpd	%zmm5, %zmm5, %zmm15
	vmulpd	%zmm14, %zmm15, %zmm14
	vmulpd	%zmm6, %zmm6, %zmm15
	vmulpd	%zmm9, %zmm15, %zmm9
	vmulpd	%zmm24, %zmm5, %zmm5
	vmulpd	%zmm24, %zmm6, %zmm6
	vsubpd	%zmm6, %zmm23, %zmm6
	vaddpd	%zmm9, %zmm6, %zmm6
	vsubpd	%zmm5, %zmm23, %zmm5
	vaddpd	%zmm14, %zmm5, %zmm5
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm6, %ymm6
	vinsertf64x4	$1, %ymm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm5, %ymm2
	vinsertf64x4	$1, %ymm2, %zmm6, %zmm2
	vxorps	%zmm13, %zmm0, %zmm6
	vxorps	%zmm13, %zmm2, %zmm14
	vblendmps	%zmm0, %zmm6, %zmm5 {%k6}
	vmovaps	%zmm2, %zmm14 {%k6}
	vmovaps	%zmm6, %zmm0 {%k6}
	vaddpd	%zmm3, %zmm30, %zmm2
	vaddpd	%zmm3, %zmm4, %zmm4
	vsubpd	%zmm4, %zmm27, %zmm4
	vmovupd	3296(%rsp), %zmm3
	vsubpd	%zmm2, %zmm3, %zmm2
	vmulpd	%zmm19, %zmm2, %zmm2
	vmulpd	%zmm19, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm6
	vmulpd	%zmm2, %zmm2, %zmm9
	vmulpd	%zmm29, %zmm9, %zmm15
	vmulpd	%zmm29, %zmm6, %zmm16
	vaddpd	%zmm18, %zmm16, %zmm16
	vaddpd	%zmm18, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm9, %zmm15
	vmulpd	%zmm16, %zmm6, %zmm16
	vaddpd	%zmm22, %zmm16, %zmm16
	vaddpd	%zmm22, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm9, %zmm15
	vmulpd	%zmm16, %zmm6, %zmm16
	vaddpd	%zmm1, %zmm16, %zmm16
	vaddpd	%zmm1, %zmm15, %zmm15
	vmulpd	%zmm6, %zmm4, %zmm17
	vmulpd	%zmm16, %zmm17, %zmm16
	vmulpd	%zmm9, %zmm2, %zmm17
	vmulpd	%zmm15, %zmm17, %zmm15
	vaddpd	%zmm16, %zmm4, %zmm4
	vaddpd	%zmm15, %zmm2, %zmm2
	vmulpd	%zmm31, %zmm9, %zmm15
	vmulpd	%zmm31, %zmm6, %zmm16
	vsubpd	%zmm16, %zmm28, %zmm16
	vsubpd	%zmm15, %zmm28, %zmm15
	vmulpd	%zmm15, %zmm9, %zmm15
	vmulpd	%zmm16, %zmm6, %zmm16
	vaddpd	%zmm20, %zmm16, %zmm16
	vaddpd	%zmm20, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm9, %zmm15
	vmulpd	%zmm16, %zmm6, %zmm16
	vaddpd	%zmm21, %zmm16, %zmm16
	vaddpd	%zmm21, %zmm15, %zmm15
	vmulpd	%zmm6, %zmm6, %zmm17
	vmulpd	%zmm16, %zmm17, %zmm16
	vmulpd	%zmm9, %zmm9, %zmm17
	vmulpd	%zmm15, %zmm17, %zmm15
	vmulpd	%zmm24, %zmm6, %zmm6
	vmulpd	%zmm24, %zmm9, %zmm9
	vsubpd	%zmm9, %zmm23, %zmm9
	vaddpd	%zmm15, %zmm9, %zmm9
	vsubpd	%zmm6, %zmm23, %zmm6
	vaddpd	%zmm16, %zmm6, %zmm6
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm4, %ymm4
	vcvtpd2ps	%zmm9, %ymm9
	vcvtpd2ps	%zmm6, %ymm6
	vinsertf64x4	$1, %ymm4, %zmm2, %zmm2
	vinsertf64x4	$1, %ymm6, %zmm9, %zmm4
	vxorps	%zmm13, %zmm2, %zmm6
	vxorps	%zmm13, %zmm4, %zmm15
	vblendmps	%zmm2, %zmm6, %zmm16 {%k5}
	vmovaps	%zmm4, %zmm15 {%k5}
	vmovaps	%zmm6, %zmm2 {%k5}
	kmovw	3232(%rsp), %k1
	vblendmps	%zmm25, %zmm12, %zmm9 {%k1}
	vblendmps	%zmm11, %zmm10, %zmm6 {%k3}
	vmovaps	%zmm12, %zmm7 {%k1}
	vmovaps	%zmm10, %zmm8 {%k3}
	vblendmps	%zmm5, %zmm14, %zmm5 {%k2}
	vblendmps	%zmm16, %zmm15, %zmm4 {%k4}
	vmovaps	%zmm14, %zmm0 {%k2}
	vmovaps	%zmm15, %zmm2 {%k4}
	vmovdqa64	.LCPI0_9(%rip), %zmm1
	vmovdqu64	928(%rsp), %zmm3
	vpermt2d	2080(%rsp), %zmm1, %zmm3
	vmovdqu64	1568(%rsp), %zmm11
	vpermt2d	1824(%rsp), %zmm1, %zmm11
	vmovdqu64	2016(%rsp), %zmm12
	vpermt2d	3488(%rsp), %zmm1, %zmm12
	vmovdqu64	3424(%rsp), %zmm13
	vpermt2d	3360(%rsp), %zmm1, %zmm13
	vpsrld	$9, %zmm3, %zmm10
	vpsrld	$9, %zmm11, %zmm1
	vpsrld	$9, %zmm12, %zmm11
	vpsrld	$9, %zmm13, %zmm12
	vcvtdq2ps	%zmm10, %zmm10
	vcvtdq2ps	%zmm1, %zmm1
	vcvtdq2ps	%zmm11, %zmm11
	vcvtdq2ps	%zmm12, %zmm12
	vbroadcastss	.LCPI0_11(%rip), %zmm29
	vaddps	%zmm29, %zmm10, %zmm10
	vaddps	%zmm29, %zmm1, %zmm1
	vaddps	%zmm29, %zmm11, %zmm11
	vaddps	%zmm29, %zmm12, %zmm12
	vmulps	%zmm26, %zmm10, %zmm10
	vmulps	%zmm26, %zmm1, %zmm1
	vmulps	%zmm26, %zmm11, %zmm11
	vmulps	%zmm26, %zmm12, %zmm12
	vpbroadcastd	.LCPI0_13(%rip), %zmm3
	vpaddd	%zmm3, %zmm10, %zmm13
	vpaddd	%zmm3, %zmm1, %zmm14
	vpaddd	%zmm3, %zmm11, %zmm15
	vpaddd	%zmm3, %zmm12, %zmm16
	vpbroadcastd	.LCPI0_15(%rip), %zmm3
	vpandd	%zmm3, %zmm13, %zmm1
	vpandd	%zmm3, %zmm14, %zmm10
	vpandd	%zmm3, %zmm15, %zmm11
	vpandd	%zmm3, %zmm16, %zmm12
	vpbroadcastd	.LCPI0_16(%rip), %zmm3
	vpaddd	%zmm3, %zmm1, %zmm1
	vpaddd	%zmm3, %zmm10, %zmm10
	vpaddd	%zmm3, %zmm11, %zmm11
	vpaddd	%zmm3, %zmm12, %zmm12
	vbroadcastss	.LCPI0_17(%rip), %zmm3
	vaddps	%zmm3, %zmm1, %zmm1
	vaddps	%zmm3, %zmm10, %zmm10
	vaddps	%zmm3, %zmm11, %zmm11
	vaddps	%zmm3, %zmm12, %zmm12
	vbroadcastss	.LCPI0_18(%rip), %zmm3
	vaddps	%zmm3, %zmm1, %zmm17
	vaddps	%zmm3, %zmm10, %zmm19
	vaddps	%zmm3, %zmm11, %zmm20
	vaddps	%zmm3, %zmm12, %zmm21
	vdivps	%zmm17, %zmm1, %zmm17
	vdivps	%zmm19, %zmm10, %zmm19
	vdivps	%zmm20, %zmm11, %zmm20
	vdivps	%zmm21, %zmm12, %zmm21
	vmulps	%zmm17, %zmm17, %zmm23
	vmulps	%zmm19, %zmm19, %zmm24
	vmulps	%zmm20, %zmm20, %zmm25
	vmulps	%zmm21, %zmm21, %zmm26
	vmulps	%zmm23, %zmm23, %zmm27
	vbroadcastss	.LCPI0_19(%rip), %zmm3
	vmulps	%zmm3, %zmm27, %zmm30
	vbroadcastss	.LCPI0_20(%rip), %zmm18
	vaddps	%zmm18, %zmm30, %zmm30
	vmulps	%zmm30, %zmm27, %zmm30
	vbroadcastss	.LCPI0_21(%rip), %zmm22
	vmulps	%zmm22, %zmm27, %zmm27
	vbroadcastss	.LCPI0_22(%rip), %zmm28
	vaddps	%zmm28, %zmm27, %zmm27
	vmulps	%zmm27, %zmm23, %zmm23
	vmulps	%zmm24, %zmm24, %zmm27
	vaddps	%zmm30, %zmm23, %zmm23
	vmulps	%zmm3, %zmm27, %zmm30
	vaddps	%zmm18, %zmm30, %zmm30
	vmulps	%zmm30, %zmm27, %zmm30
	vmulps	%zmm22, %zmm27, %zmm27
	vaddps	%zmm28, %zmm27, %zmm27
	vmulps	%zmm27, %zmm24, %zmm24
	vmulps	%zmm25, %zmm25, %zmm27
	vaddps	%zmm30, %zmm24, %zmm24
	vmulps	%zmm3, %zmm27, %zmm30
	vaddps	%zmm18, %zmm30, %zmm30
	vmulps	%zmm30, %zmm27, %zmm30
	vmulps	%zmm22, %zmm27, %zmm27
	vaddps	%zmm28, %zmm27, %zmm27
	vmulps	%zmm27, %zmm25, %zmm25
	vmulps	%zmm26, %zmm26, %zmm27
	vaddps	%zmm30, %zmm25, %zmm25
	vmulps	%zmm3, %zmm27, %zmm30
	vaddps	%zmm18, %zmm30, %zmm30
	vmulps	%zmm30, %zmm27, %zmm30
	vmulps	%zmm22, %zmm27, %zmm27
	vaddps	%zmm28, %zmm27, %zmm27
	vmulps	%zmm27, %zmm26, %zmm26
	vpsrld	$23, %zmm13, %zmm13
	vpsrld	$23, %zmm14, %zmm14
	vpsrld	$23, %zmm15, %zmm15
	vpsrld	$23, %zmm16, %zmm16
	vpbroadcastd	.LCPI0_14(%rip), %zmm3
	vpaddd	%zmm3, %zmm13, %zmm13
	vpaddd	%zmm3, %zmm14, %zmm14
	vpaddd	%zmm3, %zmm15, %zmm15
	vpaddd	%zmm3, %zmm16, %zmm16
	vaddps	%zmm30, %zmm26, %zmm26
	vmulps	%zmm29, %zmm1, %zmm27
	vmulps	%zmm27, %zmm1, %zmm27
	vaddps	%zmm23, %zmm27, %zmm23
	vmulps	%zmm23, %zmm17, %zmm17
	vmulps	%zmm29, %zmm10, %zmm23
	vmulps	%zmm23, %zmm10, %zmm23
	vaddps	%zmm24, %zmm23, %zmm24
	vmulps	%zmm24, %zmm19, %zmm19
	vmulps	%zmm29, %zmm11, %zmm24
	vmulps	%zmm24, %zmm11, %zmm24
	vaddps	%zmm25, %zmm24, %zmm25
	vmulps	%zmm25, %zmm20, %zmm20
	vmulps	%zmm29, %zmm12, %zmm25
	vmulps	%zmm25, %zmm12, %zmm25
	vcvtdq2ps	%zmm13, %zmm13
	vcvtdq2ps	%zmm14, %zmm14
	vcvtdq2ps	%zmm15, %zmm15
	vcvtdq2ps	%zmm16, %zmm16
	vaddps	%zmm26, %zmm25, %zmm26
	vmulps	%zmm26, %zmm21, %zmm21
	vbroadcastss	.LCPI0_23(%rip), %zmm3
	vmulps	%zmm3, %zmm13, %zmm26
	vaddps	%zmm17, %zmm26, %zmm17
	vmulps	%zmm3, %zmm14, %zmm26
	vaddps	%zmm19, %zmm26, %zmm19
	vmulps	%zmm3, %zmm15, %zmm26
	vaddps	%zmm20, %zmm26, %zmm20
	vmulps	%zmm3, %zmm16, %zmm26
	vaddps	%zmm21, %zmm26, %zmm21
	vsubps	%zmm27, %zmm17, %zmm17
	vsubps	%zmm23, %zmm19, %zmm19
	vsubps	%zmm24, %zmm20, %zmm20
	vsubps	%zmm25, %zmm21, %zmm21
	vaddps	%zmm17, %zmm1, %zmm1
	vaddps	%zmm19, %zmm10, %zmm10
	vaddps	%zmm20, %zmm11, %zmm11
	vaddps	%zmm21, %zmm12, %zmm12
	vbroadcastss	.LCPI0_24(%rip), %zmm3
	vmulps	%zmm3, %zmm13, %zmm13
	vaddps	%zmm1, %zmm13, %zmm1
	vmulps	%zmm3, %zmm14, %zmm13
	vaddps	%zmm10, %zmm13, %zmm10
	vmulps	%zmm3, %zmm15, %zmm13
	vaddps	%zmm11, %zmm13, %zmm11
	vmulps	%zmm3, %zmm16, %zmm13
	vaddps	%zmm12, %zmm13, %zmm12
	vbroadcastss	.LCPI0_25(%rip), %zmm3
	vmulps	%zmm3, %zmm1, %zmm1
	vmulps	%zmm3, %zmm10, %zmm10
	vsqrtps	%zmm1, %zmm1
	vsqrtps	%zmm10, %zmm10
	vmulps	%zmm1, %zmm7, %zmm7
	vmulps	%zmm1, %zmm9, %zmm1
	vmulps	%zmm10, %zmm8, %zmm8
	vmulps	%zmm10, %zmm6, %zmm6
	vmulps	%zmm3, %zmm11, %zmm9
	vmulps	%zmm3, %zmm12, %zmm10
	vsqrtps	%zmm9, %zmm9
	vsqrtps	%zmm10, %zmm10
	vmulps	%zmm9, %zmm0, %zmm0
	vmulps	%zmm9, %zmm5, %zmm5
	vmulps	%zmm10, %zmm2, %zmm2
	vmulps	%zmm10, %zmm4, %zmm4
	vmovaps	%zmm7, %zmm9
	vmovaps	.LCPI0_43(%rip), %zmm10
	vpermt2ps	%zmm1, %zmm10, %zmm9
	vmovaps	.LCPI0_44(%rip), %zmm3
	vpermt2ps	%zmm1, %zmm3, %zmm7
	vmovups	%zmm7, -384(%rcx,%r10,8)
	vmovups	%zmm9, -320(%rcx,%r10,8)
	vmovaps	%zmm8, %zmm1
	vpermt2ps	%zmm6, %zmm10, %zmm1
	vpermt2ps	%zmm6, %zmm3, %zmm8
	vmovups	%zmm8, -256(%rcx,%r10,8)
	vmovups	%zmm1, -192(%rcx,%r10,8)
	vmovaps	%zmm0, %zmm1
	vpermt2ps	%zmm5, %zmm10, %zmm1
	vpermt2ps	%zmm5, %zmm3, %zmm0
	vmovups	%zmm0, -128(%rcx,%r10,8)
	vmovups	%zmm1, -64(%rcx,%r10,8)
	vmovaps	%zmm2, %zmm0
	vpermt2ps	%zmm4, %zmm10, %zmm0
	vpermt2ps	%zmm4, %zmm3, %zmm2
	vmovups	%zmm2, (%rcx,%r10,8)
	vmovups	%zmm0, 64(%rcx,%r10,8)
	addq	$64, %r10
	cmpq	%r10, %rax
	jne	.LBB0_140
	cmpq	%rax, 24(%rsp)
	movl	240(%rsp), %r10d
	vmovss	.LCPI0_11(%rip), %xmm8
	vmovd	.LCPI0_12(%rip), %xmm20
	vmovss	.LCPI0_17(%rip), %xmm17
	vmovd	.LCPI0_18(%rip), %xmm2
	vmovd	.LCPI0_19(%rip), %xmm19
	vmovd	.LCPI0_20(%rip), %xmm23
	vmovd	.LCPI0_21(%rip), %xmm9
	vmovss	.LCPI0_22(%rip), %xmm25
	vmovss	.LCPI0_23(%rip), %xmm26
	vmovd	.LCPI0_24(%rip), %xmm10
	vmovd	.LCPI0_25(%rip), %xmm18
	vmovq	.LCPI0_26(%rip), %xmm22
	vmovsd	.LCPI0_27(%rip), %xmm28
	vmovq	.LCPI0_28(%rip), %xmm3
	vmovq	.LCPI0_29(%rip), %xmm29
	vmovq	.LCPI0_30(%rip), %xmm16
	vmovq	.LCPI0_31(%rip), %xmm12
	vmovq	.LCPI0_32(%rip), %xmm11
	vmovq	.LCPI0_33(%rip), %xmm13
	vmovq	.LCPI0_46(%rip), %xmm14
	vmovq	.LCPI0_35(%rip), %xmm15
	vmovq	.LCPI0_36(%rip), %xmm30
	vmovsd	.LCPI0_37(%rip), %xmm21
	vmovq	.LCPI0_47(%rip), %xmm24
	vmovq	.LCPI0_39(%rip), %xmm27
	vpbroadcastd	.LCPI0_40(%rip), %xmm31
	je	.LBB0_113
	movq	312(%rsp), %rax
	movq	792(%rsp), %rcx
	testb	$56, 24(%rsp)
	je	.LBB0_146
.LBB0_143:
	movq	840(%rsp), %rdx
	vbroadcastss	.LCPI0_11(%rip), %ymm11
	vbroadcastss	.LCPI0_12(%rip), %ymm12
	vbroadcastss	.LCPI0_22(%rip), %ymm28
	vbroadcastss	.LCPI0_23(%rip), %ymm29
	vbroadcastss	.LCPI0_24(%rip), %ymm30
	vbroadcastss	.LCPI0_25(%rip), %ymm31
	vbroadcastsd	.LCPI0_26(%rip), %zmm3
	vbroadcastsd	.LCPI0_27(%rip), %zmm10
	vbroadcastsd	.LCPI0_28(%rip), %zmm8
	vbroadcastsd	.LCPI0_31(%rip), %zmm26
	vbroadcastsd	.LCPI0_32(%rip), %zmm25
	vbroadcastsd	.LCPI0_33(%rip), %zmm23
	vbroadcastsd	.LCPI0_46(%rip), %zmm17
	vbroadcastsd	.LCPI0_35(%rip), %zmm19
	vbroadcastsd	.LCPI0_30(%rip), %zmm9
	vbroadcastsd	.LCPI0_29(%rip), %zmm20
	vbroadcastsd	.LCPI0_36(%rip), %zmm13
	vbroadcastsd	.LCPI0_37(%rip), %zmm14
	vbroadcastsd	.LCPI0_47(%rip), %zmm15
	vbroadcastsd	.LCPI0_39(%rip), %zmm16
	vbroadcastss	.LCPI0_40(%rip), %ymm18
	vpbroadcastq	.LCPI0_41(%rip), %zmm21
	vpbroadcastq	.LCPI0_42(%rip), %zmm22
	vmovaps	.LCPI0_48(%rip), %zmm24
	vmovaps	.LCPI0_49(%rip), %zmm27
	.p2align	4
.LBB0_144:
	vmovdqu64	(%rdi,%rax,8), %zmm0
	vpmovqd	%zmm0, %ymm0
	vmovdqa	.LCPI0_45(%rip), %ymm1
	vpermd	(%rdi,%rax,8), %zmm1, %zmm2
	vpsrld	$9, %ymm0, %ymm0
	vcvtdq2ps	%ymm0, %ymm0
	vaddps	%ymm0, %ymm11, %ymm0
	vmulps	%ymm0, %ymm12, %ymm0
	vpaddd	.LCPI0_13(%rip){1to8}, %ymm0, %ymm1
	vpsrld	$9, %ymm2, %ymm0
	vcvtdq2ps	%ymm0, %ymm0
	vaddps	%ymm0, %ymm11, %ymm0
	vmulps	%ymm0, %ymm12, %ymm2
	vpandd	.LCPI0_15(%rip){1to8}, %ymm1, %ymm0
	vpaddd	.LCPI0_16(%rip){1to8}, %ymm0, %ymm0
	vaddps	.LCPI0_17(%rip){1to8}, %ymm0, %ymm0
	vcvtps2pd	%ymm2, %zmm2
	vmulpd	%zmm3, %zmm2, %zmm2
	vaddpd	%zmm10, %zmm2, %zmm4
	vaddpd	%zmm8, %zmm4, %zmm5
	vsubpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm20, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm5
	vmulpd	%zmm9, %zmm5, %zmm6
	vaddpd	%zmm26, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm25, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm23, %zmm6, %zmm6
	vmulpd	%zmm5, %zmm2, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm17, %zmm5, %zmm6
	vaddpd	%zmm19, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm13, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm14, %zmm6, %zmm6
	vmulpd	%zmm5, %zmm5, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vaddps	.LCPI0_18(%rip){1to8}, %ymm0, %ymm7
	vmulpd	%zmm15, %zmm5, %zmm5
	vaddpd	%zmm16, %zmm5, %zmm5
	vaddpd	%zmm6, %zmm5, %zmm5
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm5, %ymm5
	vdivps	%ymm7, %ymm0, %ymm6
	vxorps	%ymm18, %ymm2, %ymm7
	vptestnmq	%zmm21, %zmm4, %k0
	vptestnmq	%zmm22, %zmm4, %k1
	vxorps	%ymm18, %ymm5, %ymm4
	vmovaps	%ymm5, %ymm4 {%k1}
	vblendmps	%ymm2, %ymm7, %ymm5 {%k1}
	vmovaps	%ymm7, %ymm2 {%k1}
	vmulps	%ymm6, %ymm6, %ymm7
	vinsertf64x4	$1, %ymm4, %zmm2, %zmm2
	kunpckbw	%k0, %k0, %k1
	vinsertf32x8	$1, %ymm5, %zmm4, %zmm2 {%k1}
	vmulps	%ymm7, %ymm7, %ymm4
	vmulps	.LCPI0_19(%rip){1to8}, %ymm4, %ymm5
	vaddps	.LCPI0_20(%rip){1to8}, %ymm5, %ymm5
	vmulps	%ymm5, %ymm4, %ymm5
	vmulps	.LCPI0_21(%rip){1to8}, %ymm4, %ymm4
	vaddps	%ymm28, %ymm4, %ymm4
	vmulps	%ymm4, %ymm7, %ymm4
	vpsrld	$23, %ymm1, %ymm1
	vpaddd	.LCPI0_14(%rip){1to8}, %ymm1, %ymm1
	vaddps	%ymm5, %ymm4, %ymm4
	vmulps	%ymm0, %ymm11, %ymm5
	vmulps	%ymm5, %ymm0, %ymm5
	vcvtdq2ps	%ymm1, %ymm1
	vaddps	%ymm4, %ymm5, %ymm4
	vmulps	%ymm4, %ymm6, %ymm4
	vmulps	%ymm29, %ymm1, %ymm6
	vaddps	%ymm4, %ymm6, %ymm4
	vsubps	%ymm5, %ymm4, %ymm4
	vaddps	%ymm4, %ymm0, %ymm0
	vmulps	%ymm30, %ymm1, %ymm1
	vaddps	%ymm0, %ymm1, %ymm0
	vmulps	%ymm31, %ymm0, %ymm0
	vsqrtps	%ymm0, %ymm0
	vpermps	%zmm2, %zmm24, %zmm1
	vpermps	%zmm0, %zmm27, %zmm0
	vmulps	%zmm0, %zmm1, %zmm0
	vmovups	%zmm0, (%rdi,%rax,8)
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.LBB0_144
	movq	832(%rsp), %rcx
	cmpq	%rdx, 24(%rsp)
	vmovss	.LCPI0_24(%rip), %xmm10
	vmovd	.LCPI0_25(%rip), %xmm18
	vmovq	.LCPI0_26(%rip), %xmm22
	vmovsd	.LCPI0_27(%rip), %xmm28
	vmovq	.LCPI0_28(%rip), %xmm3
	vmovq	.LCPI0_29(%rip), %xmm29
	vmovq	.LCPI0_30(%rip), %xmm16
	vmovq	.LCPI0_31(%rip), %xmm12
	vmovq	.LCPI0_32(%rip), %xmm11
	vmovq	.LCPI0_33(%rip), %xmm13
	vmovq	.LCPI0_46(%rip), %xmm14
	vmovq	.LCPI0_35(%rip), %xmm15
	vmovq	.LCPI0_36(%rip), %xmm30
	vmovsd	.LCPI0_37(%rip), %xmm21
	vmovq	.LCPI0_47(%rip), %xmm24
	vmovq	.LCPI0_39(%rip), %xmm27
	vpbroadcastd	.LCPI0_40(%rip), %xmm31
	vmovss	.LCPI0_11(%rip), %xmm8
	vmovd	.LCPI0_12(%rip), %xmm20
	vmovd	.LCPI0_18(%rip), %xmm2
	vmovss	.LCPI0_17(%rip), %xmm17
	vmovd	.LCPI0_20(%rip), %xmm23
	vmovd	.LCPI0_19(%rip), %xmm19
	vmovd	.LCPI0_21(%rip), %xmm9
	vmovss	.LCPI0_22(%rip), %xmm25
	vmovss	.LCPI0_23(%rip), %xmm26
	je	.LBB0_113
	.p2align	4
.LBB0_146:
	movl	-4(%r11,%rcx,4), %eax
	movl	(%r11,%rcx,4), %edx
	shrl	$9, %eax
	vxorps	%xmm7, %xmm7, %xmm7
	vcvtsi2ss	%eax, %xmm7, %xmm0
	vaddss	%xmm0, %xmm8, %xmm0
	vmulss	%xmm20, %xmm0, %xmm0
	shrl	$9, %edx
	vxorps	%xmm7, %xmm7, %xmm7
	vcvtsi2ss	%edx, %xmm7, %xmm1
	vaddss	%xmm1, %xmm8, %xmm1
	vmulss	%xmm20, %xmm1, %xmm1
	vmovd	%xmm0, %eax
	addl	$4913933, %eax
	movl	%eax, %edx
	shrl	$23, %edx
	addl	$-127, %edx
	andl	$8388607, %eax
	addl	$1060439283, %eax
	vmovd	%eax, %xmm0
	vaddss	%xmm17, %xmm0, %xmm0
	vmovdqa	%xmm2, %xmm7
	vaddss	%xmm2, %xmm0, %xmm2
	vdivss	%xmm2, %xmm0, %xmm2
	vmulss	%xmm2, %xmm2, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm19, %xmm5, %xmm6
	vaddss	%xmm23, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vmulss	%xmm5, %xmm9, %xmm5
	vaddss	%xmm25, %xmm5, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vaddss	%xmm6, %xmm4, %xmm4
	vmulss	%xmm0, %xmm8, %xmm5
	vmulss	%xmm5, %xmm0, %xmm5
	vcvtsi2ss	%edx, %xmm22, %xmm6
	vaddss	%xmm4, %xmm5, %xmm4
	vmulss	%xmm4, %xmm2, %xmm2
	vmulss	%xmm26, %xmm6, %xmm4
	vaddss	%xmm2, %xmm4, %xmm2
	vsubss	%xmm5, %xmm2, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vmulss	%xmm6, %xmm10, %xmm2
	vaddss	%xmm0, %xmm2, %xmm0
	vmulss	%xmm18, %xmm0, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm0
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vmulsd	%xmm22, %xmm1, %xmm1
	vaddsd	%xmm28, %xmm1, %xmm2
	vaddsd	%xmm3, %xmm2, %xmm4
	vsubsd	%xmm4, %xmm1, %xmm1
	vmulsd	%xmm29, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm1, %xmm4
	vmulsd	%xmm16, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm12, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm11, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm13, %xmm5
	vmulsd	%xmm4, %xmm1, %xmm6
	vmulsd	%xmm5, %xmm6, %xmm5
	vaddsd	%xmm5, %xmm1, %xmm1
	vmulsd	%xmm4, %xmm14, %xmm5
	vaddsd	%xmm5, %xmm15, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vaddsd	%xmm30, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vaddsd	%xmm21, %xmm5, %xmm5
	vmulsd	%xmm4, %xmm4, %xmm6
	vmulsd	%xmm5, %xmm6, %xmm5
	vmulsd	%xmm24, %xmm4, %xmm4
	vaddsd	%xmm27, %xmm4, %xmm4
	vaddsd	%xmm5, %xmm4, %xmm4
	vcvtsd2ss	%xmm1, %xmm1, %xmm1
	vcvtsd2ss	%xmm4, %xmm4, %xmm4
	vxorps	%xmm31, %xmm1, %xmm5
	vxorps	%xmm31, %xmm4, %xmm6
	vmovq	%xmm2, %rax
	testb	$2, %al
	sete	%dl
	kmovd	%edx, %k1
	vmovaps	%xmm5, %xmm2
	vmovss	%xmm1, %xmm2, %xmm2 {%k1}
	vmovss	%xmm4, %xmm6, %xmm6 {%k1}
	kmovd	%eax, %k2
	vmovss	%xmm6, %xmm2, %xmm2 {%k2}
	vmovss	%xmm5, %xmm1, %xmm1 {%k1}
	vmovss	%xmm1, %xmm6, %xmm6 {%k2}
	vmulss	%xmm0, %xmm6, %xmm1
	vmulss	%xmm0, %xmm2, %xmm0
	vmovdqa	%xmm7, %xmm2
	vmovss	%xmm1, -4(%r11,%rcx,4)
	vmovss	%xmm0, (%r11,%rcx,4)
	addq	$2, %rcx
	cmpq	%rsi, %rcx
	jb	.LBB0_146
.LBB0_113:
	cmpq	%r14, %rsi
	vmovdqa64	%xmm3, %xmm24
	vmovdqa64	%xmm12, %xmm29
	vmovdqa64	%xmm31, %xmm14
	vbroadcastss	.LCPI0_50(%rip), %zmm27
	vpbroadcastd	.LCPI0_51(%rip), %zmm31
	vmovdqu64	1248(%rsp), %zmm30
	vmovdqu64	864(%rsp), %zmm12
	vmovdqu64	2720(%rsp), %zmm13
	vmovdqa64	%xmm20, %xmm15
	vmovdqa	%xmm2, %xmm3
	vmovdqa64	%xmm23, %xmm18
	vmovdqa64	%xmm9, %xmm23
	vmovaps	96(%rsp), %xmm9
	vmovdqa	%xmm10, %xmm7
	vmovups	3808(%rsp), %zmm10
	je	.LBB0_118
	xorl	%r15d, %ebx
	xorl	80(%rsp), %ebx
	movq	-96(%rsp), %rdx
	imulq	%rdx, %rbx
	movq	%rbx, %r9
	shrq	$32, %r9
	movq	1632(%rsp), %r12
	xorl	856(%rsp), %r12d
	xorl	112(%rsp), %r9d
	imulq	%rdx, %r12
	movq	%r12, %rax
	shrq	$32, %rax
	imulq	%r8, %r9
	movq	-64(%rsp), %rcx
	xorl	%eax, %ecx
	movq	%r9, %rax
	shrq	$32, %rax
	xorl	120(%rsp), %eax
	xorl	%ecx, %ebx
	imulq	%rdx, %rax
	imulq	%r8, %rbx
	movq	%rbx, %rcx
	shrq	$32, %rcx
	xorl	1056(%rsp), %r9d
	xorl	%ecx, %r9d
	movq	%rax, %rcx
	shrq	$32, %rcx
	xorl	%r13d, %r12d
	xorl	%ecx, %r12d
	imulq	%rdx, %r9
	imulq	%r8, %r12
	movq	%r12, %rcx
	shrq	$32, %rcx
	xorl	992(%rsp), %ebx
	xorl	%ecx, %ebx
	movq	%r9, %rcx
	shrq	$32, %rcx
	xorl	704(%rsp), %eax
	xorl	%ecx, %eax
	imulq	%rdx, %rbx
	imulq	%r8, %rax
	movq	%rax, %rcx
	shrq	$32, %rcx
	xorl	2656(%rsp), %r12d
	xorl	%ecx, %r12d
	movq	%rbx, %rcx
	shrq	$32, %rcx
	xorl	%ebp, %r9d
	xorl	%ecx, %r9d
	imulq	%rdx, %r12
	imulq	%r8, %r9
	movq	%r9, %rcx
	shrq	$32, %rcx
	xorl	2592(%rsp), %eax
	xorl	%ecx, %eax
	movq	%r12, %rcx
	shrq	$32, %rcx
	xorl	576(%rsp), %ebx
	xorl	%ecx, %ebx
	imulq	%rdx, %rax
	imulq	%r8, %rbx
	movq	%rbx, %rcx
	shrq	$32, %rcx
	xorl	2528(%rsp), %r9d
	xorl	%ecx, %r9d
	movq	%rax, %rcx
	shrq	$32, %rcx
	xorl	384(%rsp), %r12d
	xorl	%ecx, %r12d
	imulq	%rdx, %r9
	imulq	%r8, %r12
	movq	%r12, %rcx
	shrq	$32, %rcx
	xorl	2464(%rsp), %ebx
	xorl	%ecx, %ebx
	movq	%r9, %rcx
	shrq	$32, %rcx
	xorl	640(%rsp), %eax
	xorl	%ecx, %eax
	imulq	%rdx, %rbx
	imulq	%r8, %rax
	movq	%rax, %rcx
	shrq	$32, %rcx
	xorl	-112(%rsp), %r12d
	xorl	%ecx, %r12d
	shrl	$9, %r12d
	vxorps	%xmm4, %xmm4, %xmm4
	vcvtsi2ss	%r12d, %xmm4, %xmm0
	vaddss	%xmm0, %xmm8, %xmm0
	vmulss	%xmm0, %xmm15, %xmm0
	shrl	$9, %eax
	vcvtsi2ss	%eax, %xmm5, %xmm1
	vaddss	%xmm1, %xmm8, %xmm1
	vmulss	%xmm1, %xmm15, %xmm1
	vmovd	%xmm0, %ecx
	addl	$4913933, %ecx
	movl	%ecx, %edx
	shrl	$23, %edx
	addl	$-127, %edx
	andl	$8388607, %ecx
	addl	$1060439283, %ecx
	vcvtss2sd	%xmm1, %xmm1, %xmm0
	vmulsd	%xmm22, %xmm0, %xmm0
	vaddsd	%xmm28, %xmm0, %xmm1
	vmovq	%xmm1, %rax
	testb	$2, %al
	vmovd	%ecx, %xmm2
	sete	%cl
	vaddss	%xmm17, %xmm2, %xmm2
	vaddss	%xmm3, %xmm2, %xmm4
	vdivss	%xmm4, %xmm2, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm5, %xmm5, %xmm6
	vmulss	%xmm19, %xmm6, %xmm7
	vaddss	%xmm18, %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vmulss	%xmm23, %xmm6, %xmm6
	vaddss	%xmm25, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vcvtsi2ss	%edx, %xmm14, %xmm6
	movl	%ebx, %edx
	shrl	$9, %edx
	vaddss	%xmm7, %xmm5, %xmm5
	vmulss	%xmm2, %xmm8, %xmm7
	vmulss	%xmm7, %xmm2, %xmm7
	vaddss	%xmm5, %xmm7, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm26, %xmm6, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vcvtsi2ss	%edx, %xmm15, %xmm5
	vmovaps	%xmm8, %xmm11
	vaddss	%xmm5, %xmm8, %xmm5
	vmulss	%xmm5, %xmm15, %xmm5
	vcvtss2sd	%xmm5, %xmm5, %xmm8
	vsubss	%xmm7, %xmm4, %xmm4
	vmovss	.LCPI0_24(%rip), %xmm7
	vaddss	%xmm4, %xmm2, %xmm2
	vmulss	%xmm7, %xmm6, %xmm4
	vaddss	%xmm2, %xmm4, %xmm6
	vaddsd	%xmm24, %xmm1, %xmm1
	vsubsd	%xmm1, %xmm0, %xmm0
	vmulsd	.LCPI0_29(%rip), %xmm0, %xmm0
	vmulsd	%xmm0, %xmm0, %xmm1
	vmulsd	.LCPI0_30(%rip), %xmm1, %xmm2
	vaddsd	%xmm29, %xmm2, %xmm2
	vmulsd	%xmm2, %xmm1, %xmm2
	vaddsd	.LCPI0_32(%rip), %xmm2, %xmm2
	vmulsd	%xmm2, %xmm1, %xmm2
	vaddsd	.LCPI0_33(%rip), %xmm2, %xmm2
	vmulsd	%xmm1, %xmm0, %xmm4
	vmulsd	%xmm2, %xmm4, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	.LCPI0_34(%rip), %xmm1, %xmm2
	vmovsd	.LCPI0_35(%rip), %xmm4
	vsubsd	%xmm2, %xmm4, %xmm2
	vmulsd	%xmm2, %xmm1, %xmm2
	vaddsd	.LCPI0_36(%rip), %xmm2, %xmm2
	vmulsd	%xmm2, %xmm1, %xmm2
	vaddsd	%xmm21, %xmm2, %xmm2
	vmulsd	%xmm1, %xmm1, %xmm4
	vmulsd	%xmm2, %xmm4, %xmm2
	vmulsd	.LCPI0_38(%rip), %xmm1, %xmm1
	vmovsd	.LCPI0_39(%rip), %xmm4
	vsubsd	%xmm1, %xmm4, %xmm1
	vaddsd	%xmm2, %xmm1, %xmm1
	vcvtsd2ss	%xmm0, %xmm0, %xmm5
	vcvtsd2ss	%xmm1, %xmm1, %xmm0
	vxorps	%xmm5, %xmm14, %xmm2
	vxorps	%xmm0, %xmm14, %xmm4
	kmovd	%ecx, %k1
	vmovss	%xmm0, %xmm4, %xmm4 {%k1}
	vmovaps	%xmm5, %xmm0
	vmovss	%xmm2, %xmm0, %xmm0 {%k1}
	kmovd	%eax, %k1
	vmovaps	%xmm4, %xmm1
	vmovss	%xmm0, %xmm1, %xmm1 {%k1}
	vmulss	.LCPI0_25(%rip), %xmm6, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm6
	vmulss	%xmm6, %xmm1, %xmm0
	vmovss	%xmm0, (%rdi,%rsi,4)
	vmulsd	%xmm22, %xmm8, %xmm0
	vaddsd	%xmm28, %xmm0, %xmm1
	vmovq	%xmm1, %rcx
	testb	$2, %cl
	sete	%dl
	cmpq	%r14, 32(%rsp)
	jae	.LBB0_116
	testb	$2, %al
	sete	%r10b
	kmovd	%r10d, %k1
	movl	240(%rsp), %r10d
	vmovss	%xmm5, %xmm2, %xmm2 {%k1}
	kmovd	%eax, %k1
	vmovss	%xmm4, %xmm2, %xmm2 {%k1}
	vmulss	%xmm6, %xmm2, %xmm2
	movq	32(%rsp), %rax
	vmovss	%xmm2, (%rdi,%rax,4)
.LBB0_116:
	cmpq	%r14, 136(%rsp)
	vmovss	.LCPI0_23(%rip), %xmm26
	vmovaps	%xmm11, %xmm8
	jae	.LBB0_118
	shrq	$32, %rbx
	xorl	%r10d, %r9d
	xorl	%ebx, %r9d
	shrl	$9, %r9d
	vcvtsi2ss	%r9d, %xmm15, %xmm2
	vaddss	%xmm2, %xmm8, %xmm2
	vmulss	%xmm2, %xmm15, %xmm2
	vmovd	%xmm2, %eax
	addl	$4913933, %eax
	movl	%eax, %r9d
	shrl	$23, %r9d
	addl	$-127, %r9d
	andl	$8388607, %eax
	addl	$1060439283, %eax
	vmovd	%eax, %xmm2
	vaddss	%xmm17, %xmm2, %xmm2
	vaddss	%xmm3, %xmm2, %xmm4
	vdivss	%xmm4, %xmm2, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm5, %xmm5, %xmm6
	vmulss	%xmm19, %xmm6, %xmm7
	vaddss	%xmm18, %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vmulss	%xmm23, %xmm6, %xmm6
	vaddss	%xmm25, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vaddss	%xmm7, %xmm5, %xmm5
	vmulss	%xmm2, %xmm8, %xmm6
	vmulss	%xmm6, %xmm2, %xmm6
	vcvtsi2ss	%r9d, %xmm15, %xmm7
	vaddss	%xmm5, %xmm6, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm26, %xmm7, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vsubss	%xmm6, %xmm4, %xmm4
	vaddss	%xmm4, %xmm2, %xmm2
	vmulss	.LCPI0_24(%rip), %xmm7, %xmm4
	vmovd	.LCPI0_24(%rip), %xmm7
	vaddss	%xmm2, %xmm4, %xmm2
	vmulss	.LCPI0_25(%rip), %xmm2, %xmm2
	vsqrtss	%xmm2, %xmm2, %xmm2
	vaddsd	%xmm24, %xmm1, %xmm1
	vsubsd	%xmm1, %xmm0, %xmm0
	vmulsd	.LCPI0_29(%rip), %xmm0, %xmm0
	vmulsd	%xmm0, %xmm0, %xmm1
	vmulsd	.LCPI0_30(%rip), %xmm1, %xmm4
	vaddsd	%xmm29, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm1, %xmm4
	vaddsd	.LCPI0_32(%rip), %xmm4, %xmm4
	vmulsd	%xmm4, %xmm1, %xmm4
	vaddsd	.LCPI0_33(%rip), %xmm4, %xmm4
	vmulsd	%xmm1, %xmm0, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vaddsd	%xmm4, %xmm0, %xmm0
	vmulsd	.LCPI0_34(%rip), %xmm1, %xmm4
	vmovsd	.LCPI0_35(%rip), %xmm5
	vsubsd	%xmm4, %xmm5, %xmm4
	vmulsd	%xmm4, %xmm1, %xmm4
	vaddsd	.LCPI0_36(%rip), %xmm4, %xmm4
	vmulsd	%xmm4, %xmm1, %xmm4
	vaddsd	%xmm21, %xmm4, %xmm4
	vmulsd	%xmm1, %xmm1, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vmulsd	.LCPI0_38(%rip), %xmm1, %xmm1
	vmovsd	.LCPI0_39(%rip), %xmm5
	vsubsd	%xmm1, %xmm5, %xmm1
	vaddsd	%xmm4, %xmm1, %xmm1
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vcvtsd2ss	%xmm1, %xmm1, %xmm1
	vxorps	%xmm0, %xmm14, %xmm4
	vxorps	%xmm1, %xmm14, %xmm5
	kmovd	%edx, %k1
	vmovss	%xmm1, %xmm5, %xmm5 {%k1}
	vmovss	%xmm4, %xmm0, %xmm0 {%k1}
	kmovd	%ecx, %k1
	vmovss	%xmm0, %xmm5, %xmm5 {%k1}
	vmulss	%xmm2, %xmm5, %xmm0
	movq	136(%rsp), %rax
	vmovss	%xmm0, (%rdi,%rax,4)
.LBB0_118:
	movl	$3449720151, %r10d
	cmpb	$0, 3040(%rsp)
	je	.LBB0_120
	xorl	%eax, %eax
	movq	72(%rsp), %r9
	vpbroadcastq	.LCPI0_4(%rip), %zmm31
.LBB0_127:
	movl	$2143289344, %ebx
	movq	%rax, %rcx
	orq	$1, %rcx
	testb	$1, %r14b
	je	.LBB0_129
	movq	824(%rsp), %r12
	vmovss	(%r12,%rax,4), %xmm0
	movq	816(%rsp), %rdx
	vmovss	(%rdx,%rax,4), %xmm1
	vsubss	%xmm0, %xmm1, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	%xmm1, %xmm8, %xmm1
	vmulss	176(%rsp), %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmulss	(%rdi,%rax,4), %xmm9, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	vmovd	%xmm0, %edx
	movl	%edx, %r9d
	andl	$2147483647, %r9d
	cmpl	$2139095041, %r9d
	movq	72(%rsp), %r9
	cmovael	%ebx, %edx
	movl	%edx, (%r12,%rax,4)
	movq	%rcx, %rax
.LBB0_129:
	cmpq	%rcx, %r14
	movq	56(%rsp), %r12
	movq	48(%rsp), %rbx
	movl	$2143289344, %r13d
	je	.LBB0_131
	.p2align	4
.LBB0_130:
	vmovss	(%r12,%rax,4), %xmm0
	vmovss	(%rbx,%rax,4), %xmm1
	vmovss	4(%rbx,%rax,4), %xmm2
	vsubss	%xmm1, %xmm0, %xmm0
	vaddss	%xmm0, %xmm0, %xmm0
	vmulss	%xmm0, %xmm8, %xmm0
	vmovaps	176(%rsp), %xmm5
	vmulss	%xmm0, %xmm5, %xmm0
	vmulss	-4(%r11,%rax,4), %xmm9, %xmm4
	vaddss	%xmm0, %xmm1, %xmm0
	vaddss	%xmm0, %xmm4, %xmm0
	vmovd	%xmm0, %ecx
	movl	%ecx, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r13d, %ecx
	movl	%ecx, (%rbx,%rax,4)
	vmovss	4(%r12,%rax,4), %xmm0
	vsubss	%xmm2, %xmm0, %xmm0
	vaddss	%xmm0, %xmm0, %xmm0
	vmulss	%xmm0, %xmm8, %xmm0
	vmulss	%xmm0, %xmm5, %xmm0
	vaddss	%xmm0, %xmm2, %xmm0
	vmulss	(%r11,%rax,4), %xmm9, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	vmovd	%xmm0, %ecx
	movl	%ecx, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r13d, %ecx
	movl	%ecx, 4(%rbx,%rax,4)
	addq	$2, %rax
	cmpq	%rax, %r14
	jne	.LBB0_130
	jmp	.LBB0_131
	.p2align	4
.LBB0_120:
	vbroadcastss	%xmm9, %zmm0
	xorl	%eax, %eax
	movq	2272(%rsp), %rcx
	movq	72(%rsp), %r9
	movq	128(%rsp), %rdx
	vbroadcastss	.LCPI0_11(%rip), %zmm6
	.p2align	4
.LBB0_121:
	vmovups	-64(%rdx,%rax,4), %zmm1
	vmovups	(%rdx,%rax,4), %zmm2
	vmovups	-64(%r9,%rax,4), %zmm4
	vmovups	(%r9,%rax,4), %zmm5
	vsubps	%zmm1, %zmm4, %zmm4
	vsubps	%zmm2, %zmm5, %zmm5
	vaddps	%zmm4, %zmm4, %zmm4
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm6, %zmm4, %zmm4
	vmulps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm4, %zmm10, %zmm4
	vmulps	%zmm5, %zmm10, %zmm5
	vaddps	%zmm4, %zmm1, %zmm1
	vaddps	%zmm5, %zmm2, %zmm2
	vmulps	(%rdi,%rax,4), %zmm0, %zmm4
	vaddps	%zmm1, %zmm4, %zmm1
	vmulps	64(%rdi,%rax,4), %zmm0, %zmm4
	vaddps	%zmm2, %zmm4, %zmm2
	vandps	%zmm27, %zmm1, %zmm4
	vandps	%zmm27, %zmm2, %zmm5
	vpcmpgtd	%zmm31, %zmm4, %k1
	vpcmpgtd	%zmm31, %zmm5, %k2
	vpbroadcastd	.LCPI0_52(%rip), %zmm4
	vmovdqa32	%zmm4, %zmm1 {%k1}
	vmovdqa32	%zmm4, %zmm2 {%k2}
	vmovdqu64	%zmm1, -64(%rdx,%rax,4)
	vmovdqu64	%zmm2, (%rdx,%rax,4)
	addq	$32, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_121
	cmpq	%rcx, %r14
	movq	56(%rsp), %rcx
	movq	48(%rsp), %rbx
	vbroadcastss	.LCPI0_11(%rip), %xmm4
	vbroadcastss	.LCPI0_50(%rip), %xmm5
	vpbroadcastd	.LCPI0_51(%rip), %xmm6
	vpbroadcastq	.LCPI0_4(%rip), %zmm31
	je	.LBB0_131
	movq	2272(%rsp), %rax
	testb	$28, %r14b
	je	.LBB0_127
	vbroadcastss	%xmm9, %xmm0
	movq	2272(%rsp), %rax
	.p2align	4
.LBB0_125:
	vmovups	(%rbx,%rax,4), %xmm1
	vmovups	(%rcx,%rax,4), %xmm2
	vsubps	%xmm1, %xmm2, %xmm2
	vaddps	%xmm2, %xmm2, %xmm2
	vmulps	%xmm4, %xmm2, %xmm2
	vmulps	%xmm2, %xmm10, %xmm2
	vaddps	%xmm2, %xmm1, %xmm1
	vmulps	(%rdi,%rax,4), %xmm0, %xmm2
	vaddps	%xmm1, %xmm2, %xmm1
	vandps	%xmm5, %xmm1, %xmm2
	vpcmpgtd	%xmm6, %xmm2, %k1
	vpbroadcastd	.LCPI0_52(%rip), %xmm1 {%k1}
	vmovdqu	%xmm1, (%rbx,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %rsi
	jne	.LBB0_125
	movq	%rsi, %rax
	cmpq	%rsi, %r14
	je	.LBB0_131
	jmp	.LBB0_127
.LBB0_112:
	vmovss	92(%rsp), %xmm4
	vmulss	-24(%rsp), %xmm4, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vpxor	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm9 {%k1} {z}
	vmulss	-20(%rsp), %xmm4, %xmm4
	vmovss	%xmm4, 92(%rsp)
	jmp	.LBB0_73
.LBB0_5:
	movq	-120(%rsp), %rdx
	movq	-8(%rsp), %rax
	.p2align	4
.LBB0_6:
	addq	%rsi, %rdx
	cmpq	%rax, %rdx
	jb	.LBB0_6
.LBB0_133:
	addq	$104360, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.LBB0_75:
	movq	%r10, %rbx
	cmpl	$0, -100(%rsp)
	jne	.LBB0_76
	movq	%r14, %rax
	andq	$-64, %rax
	vbroadcastss	176(%rsp), %zmm0
	movq	%r14, %rcx
	andq	$-8, %rcx
	movq	-80(%rsp), %rdi
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
	vbroadcastss	.LCPI0_50(%rip), %ymm3
	vpbroadcastd	.LCPI0_51(%rip), %ymm4
	vbroadcastss	.LCPI0_11(%rip), %zmm5
	vbroadcastss	.LCPI0_50(%rip), %zmm6
	vpbroadcastd	.LCPI0_51(%rip), %zmm7
	vpbroadcastd	.LCPI0_52(%rip), %zmm8
	jmp	.LBB0_81
	.p2align	4
.LBB0_97:
	movq	-120(%rsp), %rbx
	incq	%rbx
	movq	-32(%rsp), %r9
	incq	%r9
	movq	152(%rsp), %rbp
	addq	%rbp, %rdx
	addq	%rbp, %rsi
	addq	%rbp, %rdi
	addq	%rbp, %r8
	cmpq	-8(%rsp), %rbx
	movq	512(%rsp), %r14
	movq	160(%rsp), %r13
	je	.LBB0_133
.LBB0_81:
	movq	%r14, %r11
	movq	%rbp, %r14
	movq	%r9, -32(%rsp)
	imulq	%r9, %r14
	leaq	(%r14,%r13), %r15
	movq	-72(%rsp), %r9
	leaq	(%r9,%r15), %r12
	addq	144(%rsp), %r14
	leaq	(%r9,%r14), %r13
	movq	-80(%rsp), %rbp
	addq	%rbp, %r15
	addq	%rbp, %r14
	movq	%rbx, -120(%rsp)
	imulq	%r11, %rbx
	leaq	(%r9,%rbx,4), %r11
	leaq	(,%rbx,4), %rbx
	addq	%rbp, %rbx
	cmpq	%r14, %r12
	setb	%r14b
	cmpq	%r13, %r15
	setb	%bpl
	andb	%r14b, %bpl
	xorl	%r14d, %r14d
	jmp	.LBB0_82
	.p2align	4
.LBB0_96:
	incq	%r14
	cmpq	-56(%rsp), %r14
	je	.LBB0_97
.LBB0_82:
	testb	%bpl, %bpl
	je	.LBB0_84
	xorl	%r15d, %r15d
	movq	512(%rsp), %r9
	jmp	.LBB0_92
	.p2align	4
.LBB0_84:
	cmpq	$64, 512(%rsp)
	jae	.LBB0_86
	xorl	%r12d, %r12d
	jmp	.LBB0_90
	.p2align	4
.LBB0_86:
	xorl	%r15d, %r15d
	.p2align	4
.LBB0_87:
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
	jne	.LBB0_87
	movq	512(%rsp), %r9
	cmpq	%rax, %r9
	je	.LBB0_96
	movq	%rax, %r12
	movq	%rax, %r15
	testb	$56, %r9b
	je	.LBB0_92
	.p2align	4
.LBB0_90:
	vmovups	(%r8,%r12,4), %ymm9
	vmovups	(%rdi,%r12,4), %ymm10
	vsubps	%ymm9, %ymm10, %ymm10
	vaddps	%ymm10, %ymm10, %ymm10
	vmulps	%ymm2, %ymm10, %ymm10
	vmulps	%ymm0, %ymm10, %ymm10
	vaddps	%ymm10, %ymm9, %ymm9
	vandps	%ymm3, %ymm9, %ymm10
	vpcmpgtd	%ymm4, %ymm10, %k1
	vpbroadcastd	.LCPI0_52(%rip), %ymm9 {%k1}
	vmovdqu	%ymm9, (%r8,%r12,4)
	addq	$8, %r12
	cmpq	%r12, %rcx
	jne	.LBB0_90
	movq	%rcx, %r15
	movq	512(%rsp), %r9
	cmpq	%rcx, %r9
	je	.LBB0_96
.LBB0_92:
	movq	%r15, %r12
	orq	$1, %r12
	testb	$1, %r9b
	je	.LBB0_94
	vmovss	(%r11,%r15,4), %xmm9
	vmovss	(%rbx,%r15,4), %xmm10
	vsubss	%xmm9, %xmm10, %xmm10
	vaddss	%xmm10, %xmm10, %xmm10
	vmulss	%xmm1, %xmm10, %xmm10
	vmulss	176(%rsp), %xmm10, %xmm10
	vaddss	%xmm10, %xmm9, %xmm9
	vmovd	%xmm9, %r9d
	movl	%r9d, %r13d
	andl	$2147483647, %r13d
	cmpl	$2139095041, %r13d
	cmovael	%r10d, %r9d
	movl	%r9d, (%r11,%r15,4)
	movq	%r12, %r15
.LBB0_94:
	movq	512(%rsp), %r13
	cmpq	%r12, %r13
	je	.LBB0_96
	.p2align	4
.LBB0_95:
	vmovss	(%rdi,%r15,4), %xmm9
	vmovss	(%r8,%r15,4), %xmm10
	vmovss	4(%r8,%r15,4), %xmm11
	vsubss	%xmm10, %xmm9, %xmm9
	vaddss	%xmm9, %xmm9, %xmm9
	vmulss	%xmm1, %xmm9, %xmm9
	vmovaps	176(%rsp), %xmm12
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
	cmpq	%r15, %r13
	jne	.LBB0_95
	jmp	.LBB0_96
.LBB0_76:
	movq	%r14, %rax
	andq	$-64, %rax
	vbroadcastss	176(%rsp), %zmm0
	movq	%r14, %rcx
	andq	$-8, %rcx
	movq	-80(%rsp), %rdi
	leaq	(%rdi,%r13), %rdx
	addq	$192, %rdx
	movq	-72(%rsp), %r8
	leaq	(%r8,%r13), %rsi
	addq	$192, %rsi
	addq	%r13, %rdi
	addq	%r13, %r8
	xorl	%r9d, %r9d
	vmovss	.LCPI0_11(%rip), %xmm1
	movl	$2143289344, %r10d
	vbroadcastss	.LCPI0_11(%rip), %ymm2
	vbroadcastss	.LCPI0_50(%rip), %ymm3
	vpbroadcastd	.LCPI0_51(%rip), %ymm4
	vbroadcastss	.LCPI0_11(%rip), %zmm5
	vbroadcastss	.LCPI0_50(%rip), %zmm6
	vpbroadcastd	.LCPI0_51(%rip), %zmm7
	vpbroadcastd	.LCPI0_52(%rip), %zmm8
	jmp	.LBB0_77
.LBB0_111:
	movq	-120(%rsp), %rbx
	incq	%rbx
	movq	-32(%rsp), %r9
	incq	%r9
	movq	152(%rsp), %rbp
	addq	%rbp, %rdx
	addq	%rbp, %rsi
	addq	%rbp, %rdi
	addq	%rbp, %r8
	cmpq	-8(%rsp), %rbx
	movq	512(%rsp), %r14
	movq	160(%rsp), %r13
	je	.LBB0_133
.LBB0_77:
	movq	%r14, %r11
	movq	%rbp, %r14
	movq	%r9, -32(%rsp)
	imulq	%r9, %r14
	leaq	(%r14,%r13), %r15
	movq	-72(%rsp), %r9
	leaq	(%r9,%r15), %r12
	addq	144(%rsp), %r14
	leaq	(%r9,%r14), %r13
	movq	-80(%rsp), %rbp
	addq	%rbp, %r15
	addq	%rbp, %r14
	movq	%rbx, -120(%rsp)
	imulq	%r11, %rbx
	leaq	(%r9,%rbx,4), %r11
	leaq	(,%rbx,4), %rbx
	addq	%rbp, %rbx
	cmpq	%r14, %r12
	setb	%r14b
	cmpq	%r13, %r15
	setb	%bpl
	andb	%r14b, %bpl
	xorl	%r14d, %r14d
	jmp	.LBB0_78
.LBB0_110:
	incq	%r14
	cmpq	-56(%rsp), %r14
	je	.LBB0_111
.LBB0_78:
	testb	%bpl, %bpl
	je	.LBB0_98
	xorl	%r15d, %r15d
	movq	512(%rsp), %r9
	jmp	.LBB0_106
.LBB0_98:
	cmpq	$64, 512(%rsp)
	jae	.LBB0_100
	xorl	%r12d, %r12d
	jmp	.LBB0_104
.LBB0_100:
	xorl	%r15d, %r15d
	.p2align	4
.LBB0_101:
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
	jne	.LBB0_101
	movq	512(%rsp), %r9
	cmpq	%rax, %r9
	je	.LBB0_110
	movq	%rax, %r12
	movq	%rax, %r15
	testb	$56, %r9b
	je	.LBB0_106
	.p2align	4
.LBB0_104:
	vmovups	(%r8,%r12,4), %ymm9
	vmovups	(%rdi,%r12,4), %ymm10
	vsubps	%ymm9, %ymm10, %ymm10
	vaddps	%ymm10, %ymm10, %ymm10
	vmulps	%ymm2, %ymm10, %ymm10
	vmulps	%ymm0, %ymm10, %ymm10
	vaddps	%ymm10, %ymm9, %ymm9
	vandps	%ymm3, %ymm9, %ymm10
	vpcmpgtd	%ymm4, %ymm10, %k1
	vpbroadcastd	.LCPI0_52(%rip), %ymm9 {%k1}
	vmovdqu	%ymm9, (%r8,%r12,4)
	addq	$8, %r12
	cmpq	%r12, %rcx
	jne	.LBB0_104
	movq	%rcx, %r15
	movq	512(%rsp), %r9
	cmpq	%rcx, %r9
	je	.LBB0_110
.LBB0_106:
	movq	%r15, %r12
	orq	$1, %r12
	testb	$1, %r9b
	je	.LBB0_108
	vmovss	(%r11,%r15,4), %xmm9
	vmovss	(%rbx,%r15,4), %xmm10
	vsubss	%xmm9, %xmm10, %xmm10
	vaddss	%xmm10, %xmm10, %xmm10
	vmulss	%xmm1, %xmm10, %xmm10
	vmulss	176(%rsp), %xmm10, %xmm10
	vaddss	%xmm10, %xmm9, %xmm9
	vmovd	%xmm9, %r9d
	movl	%r9d, %r13d
	andl	$2147483647, %r13d
	cmpl	$2139095041, %r13d
	cmovael	%r10d, %r9d
	movl	%r9d, (%r11,%r15,4)
	movq	%r12, %r15
.LBB0_108:
	movq	512(%rsp), %r13
	cmpq	%r12, %r13
	je	.LBB0_110
	.p2align	4
.LBB0_109:
	vmovss	(%rdi,%r15,4), %xmm9
	vmovss	(%r8,%r15,4), %xmm10
	vmovss	4(%r8,%r15,4), %xmm11
	vsubss	%xmm10, %xmm9, %xmm9
	vaddss	%xmm9, %xmm9, %xmm9
	vmulss	%xmm1, %xmm9, %xmm9
	vmovaps	176(%rsp), %xmm12
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
	cmpq	%r15, %r13
	jne	.LBB0_109
	jmp	.LBB0_110
.Lfunc_end0:
	.size	tessera_quadratic_fast_x86_64_v4, .Lfunc_end0-tessera_quadratic_fast_x86_64_v4

	.section	".note.GNU-stack","",@progbits
