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
	subq	$1928, %rsp
	movq	(%rdi), %rax
	movq	%rax, -88(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, -96(%rsp)
	movq	24(%rdi), %r10
	movq	32(%rdi), %r11
	movq	40(%rdi), %r14
	vmovd	56(%rdi), %xmm23
	vmovss	60(%rdi), %xmm0
	vmovss	%xmm0, -36(%rsp)
	movq	48(%rdi), %rbp
	movl	64(%rdi), %eax
	movl	%eax, -24(%rsp)
	vmovss	72(%rdi), %xmm0
	vmovss	%xmm0, -44(%rsp)
	vmovss	76(%rdi), %xmm0
	vmovss	%xmm0, -40(%rsp)
	movl	68(%rdi), %eax
	movl	%eax, -100(%rsp)
	vmovss	80(%rdi), %xmm0
	vmovss	%xmm0, -48(%rsp)
	movq	88(%rdi), %r15
	movq	96(%rdi), %rax
	movq	%rax, 136(%rsp)
	testq	$-29, %r14
	movq	%r11, -32(%rsp)
	movq	%r14, 448(%rsp)
	movq	%rbp, 80(%rsp)
	movq	%r15, -56(%rsp)
	vmovdqa64	%xmm23, 144(%rsp)
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
	movq	%rcx, 160(%rsp)
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
	leaq	387276957(%r15), %rcx
	vpbroadcastq	%rcx, %zmm9
	leaq	536882365(%rax,%rdx), %rcx
	vpbroadcastq	%rcx, %zmm10
	leaq	2027808484(%r15), %rcx
	vpbroadcastq	%rcx, %zmm11
	leaq	1993301258(%rax), %rcx
	addq	$842468239, %rax
	vpbroadcastq	%rax, %zmm12
	leaq	(%r15,%rdx), %rax
	addq	$218619860, %rax
	vpbroadcastq	%rax, %zmm13
	movq	%r14, %r8
	shlq	$6, %r8
	vpbroadcastq	%rcx, %zmm14
	vmovdqu64	%zmm14, 1216(%rsp)
	leaq	1013904242(%r15), %rax
	vpbroadcastq	%rax, %zmm14
	leaq	-795284382(%r15,%rdx), %rax
	vpbroadcastq	%rax, %zmm15
	vmovdqu64	%zmm15, 1152(%rsp)
	vpbroadcastq	%r15, %zmm15
	vbroadcastss	%xmm23, %zmm16
	vbroadcastss	.LCPI0_11(%rip), %zmm25
	vbroadcastss	.LCPI0_50(%rip), %zmm17
	vbroadcastss	.LCPI0_51(%rip), %zmm18
	vbroadcastss	.LCPI0_52(%rip), %zmm19
	movq	8(%rsp), %rax
	vpbroadcastq	%rax, %zmm20
	vmovdqu64	%zmm20, 1344(%rsp)
	vmovdqu64	%zmm1, 1600(%rsp)
	vmovdqu64	%zmm2, 992(%rsp)
	vmovdqu64	%zmm3, 928(%rsp)
	vmovdqu64	%zmm4, 1536(%rsp)
	vmovdqu64	%zmm5, 1920(%rsp)
	vmovdqu64	%zmm6, 1472(%rsp)
	vmovdqu64	%zmm7, 1856(%rsp)
	vmovdqu64	%zmm0, 1792(%rsp)
	vmovdqu64	%zmm8, 2176(%rsp)
	vmovdqu64	%zmm9, 2560(%rsp)
	vmovdqu64	%zmm10, 2496(%rsp)
	vmovdqu64	%zmm11, 3200(%rsp)
	vmovdqu64	%zmm12, 1728(%rsp)
	vmovdqu64	%zmm13, 1664(%rsp)
	vmovdqu64	%zmm14, 736(%rsp)
	vmovdqu64	%zmm15, 448(%rsp)
	vmovups	%zmm16, 2112(%rsp)
	movq	-88(%rsp), %rbx
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
	addq	$6024, %rcx
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
	movq	%r15, 144(%rsp)
	andl	$4094, %r15d
	movq	%r11, %rax
	subq	%r10, %rax
	cmpq	$64, %rax
	movl	$64, %edi
	cmovbq	%rax, %rdi
	leaq	-1(%rdi), %r13
	xorl	%ecx, %ecx
	movq	-96(%rsp), %r9
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
	vmovss	%xmm0, 6024(%rsp,%rcx,4)
	vmovss	(%r9,%rdx,4), %xmm0
	vmovss	%xmm0, 38792(%rsp,%rcx,4)
	leal	1(%rcx), %edx
	andl	$63, %edx
	cmpq	%rdx, %rax
	cmovbeq	%r13, %rdx
	addq	%r10, %rdx
	imulq	%r14, %rdx
	addq	%rsi, %rdx
	vmovss	(%rbx,%rdx,4), %xmm0
	vmovss	%xmm0, 6028(%rsp,%rcx,4)
	vmovss	(%r9,%rdx,4), %xmm0
	vmovss	%xmm0, 38796(%rsp,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r8
	jne	.LBB0_160
	testq	%rbp, %rbp
	movq	8(%rsp), %rsi
	je	.LBB0_167
	cmpl	$0, -24(%rsp)
	je	.LBB0_163
	vpbroadcastq	%r10, %zmm0
	vpaddq	.LCPI0_3(%rip), %zmm0, %zmm1
	vpaddq	.LCPI0_53(%rip), %zmm0, %zmm2
	vpaddq	.LCPI0_54(%rip), %zmm0, %zmm3
	vpaddq	.LCPI0_55(%rip), %zmm0, %zmm4
	vpaddq	.LCPI0_56(%rip), %zmm0, %zmm5
	vpaddq	.LCPI0_57(%rip), %zmm0, %zmm6
	vpaddq	.LCPI0_59(%rip), %zmm0, %zmm7
	vmovdqu64	1344(%rsp), %zmm17
	vpmullq	%zmm17, %zmm2, %zmm2
	vpmullq	%zmm17, %zmm1, %zmm1
	vpmullq	%zmm17, %zmm4, %zmm4
	vpmullq	%zmm17, %zmm3, %zmm3
	vpmullq	%zmm17, %zmm6, %zmm6
	vpmullq	%zmm17, %zmm5, %zmm5
	vpmullq	%zmm17, %zmm7, %zmm7
	vpaddq	.LCPI0_58(%rip), %zmm0, %zmm0
	vpmullq	%zmm17, %zmm0, %zmm0
	xorl	%eax, %eax
	vmovss	-44(%rsp), %xmm20
	vmovdqu64	%zmm2, 1280(%rsp)
	vmovdqu64	%zmm1, 2304(%rsp)
	vmovdqu64	%zmm4, 2240(%rsp)
	vmovdqu64	%zmm3, 1984(%rsp)
	vmovdqu64	%zmm6, 3456(%rsp)
	vmovdqu64	%zmm5, 3392(%rsp)
	vmovdqu64	%zmm7, 3328(%rsp)
	vmovdqu64	%zmm0, 3264(%rsp)
	.p2align	4
.LBB0_172:
	vmovss	-36(%rsp), %xmm30
	cmpl	$0, -100(%rsp)
	jne	.LBB0_173
	vmovaps	%xmm30, 80(%rsp)
	vmovss	%xmm20, -116(%rsp)
	testq	%rsi, %rsi
	je	.LBB0_175
.LBB0_178:
	movq	136(%rsp), %rcx
	addq	%rax, %rcx
	movq	%rcx, %rdx
	shrq	$32, %rdx
	movl	$3449720151, %r9d
	imulq	%r9, %rdx
	vpbroadcastq	%rdx, %zmm0
	shrq	$32, %rdx
	xorl	-56(%rsp), %ecx
	xorl	%edx, %ecx
	leaq	78811644(%r9), %rdx
	imulq	%rcx, %rdx
	vpbroadcastq	%rdx, %zmm1
	shrq	$32, %rdx
	xorq	160(%rsp), %rdx
	vpbroadcastq	%rdx, %zmm2
	vmovdqu64	%zmm2, 2688(%rsp)
	vpxorq	1152(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2624(%rsp)
	vpxorq	1216(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 2368(%rsp)
	leaq	72520(%rsp), %rcx
	xorl	%edx, %edx
	vpbroadcastq	.LCPI0_4(%rip), %zmm21
	vpbroadcastq	.LCPI0_5(%rip), %zmm30
	.p2align	4
.LBB0_179:
	vpbroadcastq	%rdx, %zmm0
	vpaddq	1280(%rsp), %zmm0, %zmm1
	vpaddq	2304(%rsp), %zmm0, %zmm2
	vpaddq	2240(%rsp), %zmm0, %zmm3
	vpaddq	1984(%rsp), %zmm0, %zmm5
	vpaddq	3456(%rsp), %zmm0, %zmm8
	vpaddq	3392(%rsp), %zmm0, %zmm10
	vpaddq	3328(%rsp), %zmm0, %zmm14
	vpaddq	3264(%rsp), %zmm0, %zmm15
	vpmuludq	%zmm21, %zmm2, %zmm13
	vpmuludq	%zmm21, %zmm1, %zmm12
	vpmuludq	%zmm21, %zmm5, %zmm11
	vpmuludq	%zmm21, %zmm3, %zmm9
	vpmuludq	%zmm21, %zmm10, %zmm7
	vpmuludq	%zmm21, %zmm8, %zmm6
	vpmuludq	%zmm21, %zmm15, %zmm4
	vpmuludq	%zmm21, %zmm14, %zmm0
	vmovdqu64	448(%rsp), %zmm16
	vpternlogq	$150, %zmm16, %zmm12, %zmm1
	vpternlogq	$150, %zmm16, %zmm13, %zmm2
	vpternlogq	$150, %zmm16, %zmm9, %zmm3
	vpternlogq	$150, %zmm16, %zmm11, %zmm5
	vpternlogq	$150, %zmm16, %zmm6, %zmm8
	vpternlogq	$150, %zmm16, %zmm7, %zmm10
	vpternlogq	$150, %zmm16, %zmm0, %zmm14
	vpternlogq	$150, %zmm16, %zmm4, %zmm15
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm14, %zmm14
	vpmuludq	%zmm30, %zmm1, %zmm25
	vpmuludq	%zmm30, %zmm2, %zmm27
	vpmuludq	%zmm30, %zmm3, %zmm22
	vpmuludq	%zmm30, %zmm5, %zmm26
	vpmuludq	%zmm30, %zmm8, %zmm16
	vpmuludq	%zmm30, %zmm10, %zmm10
	vpmuludq	%zmm30, %zmm14, %zmm24
	vpmuludq	%zmm30, %zmm15, %zmm21
	vpsrlq	$32, %zmm27, %zmm1
	vpsrlq	$32, %zmm25, %zmm2
	vpsrlq	$32, %zmm26, %zmm5
	vpsrlq	$32, %zmm22, %zmm8
	vpsrlq	$32, %zmm10, %zmm17
	vpsrlq	$32, %zmm16, %zmm18
	vpsrlq	$32, %zmm21, %zmm19
	vpsrlq	$32, %zmm24, %zmm20
	vmovdqu64	2624(%rsp), %zmm23
	vpxorq	%zmm23, %zmm2, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm28
	vmovdqu64	%zmm28, 512(%rsp)
	vpxorq	%zmm23, %zmm1, %zmm1
	vpxorq	%zmm23, %zmm8, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 176(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm3
	vmovdqu64	%zmm3, 384(%rsp)
	vpxorq	%zmm23, %zmm5, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm14
	vmovdqu64	%zmm14, 256(%rsp)
	vpxorq	%zmm23, %zmm18, %zmm2
	vpxorq	%zmm23, %zmm17, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 1408(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm29
	vmovdqu64	%zmm29, 320(%rsp)
	vpxorq	%zmm23, %zmm20, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm5
	vmovdqu64	%zmm5, 2048(%rsp)
	vpxorq	%zmm23, %zmm19, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm8
	vmovdqu64	%zmm8, 1056(%rsp)
	vpsrlq	$32, %zmm1, %zmm15
	vmovdqu64	2688(%rsp), %zmm1
	vpxorq	%zmm13, %zmm1, %zmm13
	vpmuludq	%zmm30, %zmm13, %zmm19
	vpxorq	%zmm12, %zmm1, %zmm12
	vpmuludq	%zmm30, %zmm12, %zmm20
	vpxorq	%zmm11, %zmm1, %zmm11
	vpsrlq	$32, %zmm28, %zmm28
	vpmuludq	%zmm30, %zmm11, %zmm17
	vpxorq	%zmm9, %zmm1, %zmm9
	vpmuludq	%zmm30, %zmm9, %zmm18
	vpxorq	%zmm7, %zmm1, %zmm7
	vpmuludq	%zmm30, %zmm7, %zmm8
	vpsrlq	$32, %zmm14, %zmm31
	vpxorq	%zmm6, %zmm1, %zmm6
	vpmuludq	%zmm30, %zmm6, %zmm6
	vpxorq	%zmm4, %zmm1, %zmm4
	vpmuludq	%zmm30, %zmm4, %zmm14
	vpxorq	%zmm0, %zmm1, %zmm0
	vpsrlq	$32, %zmm3, %zmm7
	vpmuludq	%zmm30, %zmm0, %zmm4
	vpsrlq	$32, %zmm20, %zmm13
	vpsrlq	$32, %zmm19, %zmm23
	vpsrlq	$32, %zmm18, %zmm9
	vmovdqu64	736(%rsp), %zmm1
	vpternlogq	$150, %zmm1, %zmm27, %zmm23
	vpsrlq	$32, %zmm29, %zmm27
	vpsrlq	$32, %zmm17, %zmm12
	vpternlogq	$150, %zmm1, %zmm25, %zmm13
	vpsrlq	$32, %zmm6, %zmm11
	vpternlogq	$150, %zmm1, %zmm26, %zmm12
	vpternlogq	$150, %zmm1, %zmm22, %zmm9
	vpsrlq	$32, %zmm2, %zmm0
	vpsrlq	$32, %zmm8, %zmm29
	vpternlogq	$150, %zmm1, %zmm10, %zmm29
	vpsrlq	$32, %zmm14, %zmm10
	vpternlogq	$150, %zmm1, %zmm16, %zmm11
	vpternlogq	$150, %zmm1, %zmm21, %zmm10
	vpsrlq	$32, %zmm5, %zmm16
	vpsrlq	$32, %zmm4, %zmm30
	vpternlogq	$150, %zmm1, %zmm24, %zmm30
	vmovdqu64	2368(%rsp), %zmm1
	vpxorq	%zmm1, %zmm28, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm26
	vpxorq	%zmm1, %zmm15, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm25
	vpxorq	%zmm1, %zmm7, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm22
	vpxorq	%zmm1, %zmm31, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm5
	vpxorq	%zmm1, %zmm0, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm3
	vmovdqu64	%zmm3, 864(%rsp)
	vpxorq	%zmm1, %zmm27, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm21
	vpxorq	%zmm1, %zmm16, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 576(%rsp)
	vpsrlq	$32, %zmm26, %zmm16
	vmovdqu64	1664(%rsp), %zmm2
	vpternlogq	$150, %zmm20, %zmm2, %zmm16
	vpsrlq	$32, %zmm25, %zmm28
	vpternlogq	$150, %zmm19, %zmm2, %zmm28
	vpsrlq	$32, %zmm22, %zmm20
	vpternlogq	$150, %zmm18, %zmm2, %zmm20
	vpsrlq	$32, %zmm5, %zmm27
	vpternlogq	$150, %zmm17, %zmm2, %zmm27
	vpsrlq	$32, %zmm3, %zmm19
	vpternlogq	$150, %zmm6, %zmm2, %zmm19
	vpsrlq	$32, %zmm21, %zmm24
	vpternlogq	$150, %zmm8, %zmm2, %zmm24
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, %zmm4, %zmm2, %zmm17
	vmovdqu64	1056(%rsp), %zmm4
	vpsrlq	$32, %zmm4, %zmm0
	vpxorq	%zmm1, %zmm0, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm6
	vpsrlq	$32, %zmm6, %zmm7
	vpternlogq	$150, %zmm14, %zmm2, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm0
	vmovdqu64	%zmm0, 800(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vmovdqu64	1728(%rsp), %zmm31
	vpternlogq	$150, 512(%rsp), %zmm31, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm13
	vpsrlq	$32, %zmm13, %zmm2
	vpternlogq	$150, 176(%rsp), %zmm31, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm18
	vpsrlq	$32, %zmm18, %zmm9
	vpternlogq	$150, 384(%rsp), %zmm31, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm12, %zmm12
	vpsrlq	$32, %zmm12, %zmm8
	vpternlogq	$150, 256(%rsp), %zmm31, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm0
	vmovdqu64	%zmm0, 176(%rsp)
	vpsrlq	$32, %zmm0, %zmm11
	vpternlogq	$150, 1408(%rsp), %zmm31, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm29, %zmm29
	vpsrlq	$32, %zmm29, %zmm3
	vpternlogq	$150, 320(%rsp), %zmm31, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm30, %zmm0
	vmovdqu64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 2048(%rsp), %zmm31, %zmm0
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm10, %zmm14
	vpsrlq	$32, %zmm14, %zmm10
	vpternlogq	$150, %zmm31, %zmm4, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 256(%rsp)
	vpsrlq	$32, %zmm2, %zmm31
	vmovdqu64	3200(%rsp), %zmm2
	vpternlogq	$150, %zmm2, %zmm25, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm15
	vpsrlq	$32, %zmm15, %zmm25
	vpternlogq	$150, %zmm2, %zmm26, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm1
	vmovdqu64	%zmm1, 512(%rsp)
	vpsrlq	$32, %zmm1, %zmm4
	vpternlogq	$150, %zmm2, %zmm5, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm30
	vpsrlq	$32, %zmm30, %zmm26
	vpternlogq	$150, %zmm2, %zmm22, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm1
	vmovdqu64	%zmm1, 1056(%rsp)
	vpsrlq	$32, %zmm1, %zmm8
	vpternlogq	$150, %zmm2, %zmm21, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm9
	vpsrlq	$32, %zmm9, %zmm22
	vpternlogq	$150, 864(%rsp), %zmm2, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm1
	vmovdqu64	%zmm1, 864(%rsp)
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm2, %zmm6, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm10
	vpsrlq	$32, %zmm10, %zmm21
	vpternlogq	$150, 576(%rsp), %zmm2, %zmm21
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm28, %zmm0
	vmovdqu64	%zmm0, 384(%rsp)
	vpsrlq	$32, %zmm0, %zmm6
	vmovdqu64	2496(%rsp), %zmm0
	vpternlogq	$150, %zmm13, %zmm0, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm11
	vpsrlq	$32, %zmm11, %zmm23
	vpternlogq	$150, 800(%rsp), %zmm0, %zmm23
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm27, %zmm28
	vpsrlq	$32, %zmm28, %zmm16
	vpternlogq	$150, %zmm12, %zmm0, %zmm16
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm12
	vpsrlq	$32, %zmm12, %zmm27
	vpternlogq	$150, %zmm18, %zmm0, %zmm27
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm24, %zmm1
	vmovdqu64	%zmm1, 576(%rsp)
	vpsrlq	$32, %zmm1, %zmm18
	vpternlogq	$150, %zmm29, %zmm0, %zmm18
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm13
	vpsrlq	$32, %zmm13, %zmm2
	vpternlogq	$150, 176(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm7, %zmm29
	vpsrlq	$32, %zmm29, %zmm3
	vpternlogq	$150, %zmm14, %zmm0, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm20
	vpsrlq	$32, %zmm20, %zmm1
	vpternlogq	$150, 320(%rsp), %zmm0, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm0
	vmovdqu64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm0, %zmm7
	vmovdqu64	2560(%rsp), %zmm0
	vpternlogq	$150, %zmm15, %zmm0, %zmm7
	vmovdqu64	%zmm7, 176(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm19
	vpsrlq	$32, %zmm19, %zmm7
	vpternlogq	$150, 256(%rsp), %zmm0, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm6
	vmovdqu64	%zmm6, 800(%rsp)
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm30, %zmm0, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm24
	vpsrlq	$32, %zmm24, %zmm16
	vpternlogq	$150, 512(%rsp), %zmm0, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 512(%rsp)
	vpsrlq	$32, %zmm2, %zmm14
	vpternlogq	$150, %zmm9, %zmm0, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm23
	vpsrlq	$32, %zmm23, %zmm17
	vpternlogq	$150, 1056(%rsp), %zmm0, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm27
	vpsrlq	$32, %zmm27, %zmm15
	vpternlogq	$150, %zmm10, %zmm0, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm9
	vpsrlq	$32, %zmm9, %zmm18
	vpternlogq	$150, 864(%rsp), %zmm0, %zmm18
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm25, %zmm0
	vmovdqu64	%zmm0, 256(%rsp)
	vpsrlq	$32, %zmm0, %zmm10
	vmovdqu64	2176(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm11, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm31, %zmm30
	vpsrlq	$32, %zmm30, %zmm1
	vpternlogq	$150, 384(%rsp), %zmm0, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm26, %zmm2
	vmovdqu64	%zmm2, 384(%rsp)
	vpsrlq	$32, %zmm2, %zmm11
	vpternlogq	$150, %zmm0, %zmm12, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm4, %zmm12
	vpsrlq	$32, %zmm12, %zmm2
	vpternlogq	$150, %zmm0, %zmm28, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm31
	vpsrlq	$32, %zmm31, %zmm22
	vpternlogq	$150, %zmm0, %zmm13, %zmm22
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm13
	vpsrlq	$32, %zmm13, %zmm3
	vpternlogq	$150, 576(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm4
	vmovdqu64	%zmm4, 576(%rsp)
	vpsrlq	$32, %zmm4, %zmm25
	vpternlogq	$150, %zmm0, %zmm20, %zmm25
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm28
	vpsrlq	$32, %zmm28, %zmm4
	vpternlogq	$150, %zmm0, %zmm29, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm20
	vpsrlq	$32, %zmm20, %zmm29
	vmovdqu64	1792(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm19, %zmm29
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm26
	vpsrlq	$32, %zmm26, %zmm19
	vpternlogq	$150, 320(%rsp), %zmm0, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm10
	vpsrlq	$32, %zmm10, %zmm2
	vpternlogq	$150, %zmm0, %zmm24, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm8
	vpsrlq	$32, %zmm8, %zmm21
	vpternlogq	$150, 800(%rsp), %zmm0, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm1
	vmovdqu64	%zmm1, 864(%rsp)
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm0, %zmm23, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm3
	vpsrlq	$32, %zmm3, %zmm22
	vpternlogq	$150, 512(%rsp), %zmm0, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm1
	vmovdqu64	%zmm1, 800(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm0, %zmm9, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm9
	vpsrlq	$32, %zmm9, %zmm25
	vpternlogq	$150, %zmm0, %zmm27, %zmm25
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm7, %zmm0
	vmovdqu64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vmovdqu64	1856(%rsp), %zmm0
	vpternlogq	$150, %zmm30, %zmm0, %zmm4
	vmovdqu64	176(%rsp), %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm7, %zmm27
	vpsrlq	$32, %zmm27, %zmm7
	vpternlogq	$150, 256(%rsp), %zmm0, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm11
	vmovdqu64	%zmm11, 256(%rsp)
	vpsrlq	$32, %zmm11, %zmm16
	vpternlogq	$150, %zmm12, %zmm0, %zmm16
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm6, %zmm30
	vpsrlq	$32, %zmm30, %zmm12
	vpternlogq	$150, 384(%rsp), %zmm0, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm6
	vmovdqu64	%zmm6, 384(%rsp)
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm13, %zmm0, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm11
	vpsrlq	$32, %zmm11, %zmm17
	vpternlogq	$150, %zmm31, %zmm0, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm13
	vmovdqu64	%zmm13, 512(%rsp)
	vpsrlq	$32, %zmm13, %zmm23
	vpternlogq	$150, %zmm28, %zmm0, %zmm23
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm28
	vpsrlq	$32, %zmm28, %zmm24
	vpternlogq	$150, 576(%rsp), %zmm0, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm0
	vmovdqu64	%zmm0, 176(%rsp)
	vpsrlq	$32, %zmm0, %zmm18
	vmovdqu64	1472(%rsp), %zmm13
	vpternlogq	$150, %zmm26, %zmm13, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm7
	vpsrlq	$32, %zmm7, %zmm14
	vpternlogq	$150, %zmm20, %zmm13, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm0
	vmovdqu64	%zmm0, 1408(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vpternlogq	$150, %zmm8, %zmm13, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm12
	vpsrlq	$32, %zmm12, %zmm16
	vpternlogq	$150, %zmm10, %zmm13, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm31
	vpsrlq	$32, %zmm31, %zmm20
	vpternlogq	$150, %zmm3, %zmm13, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm10
	vpsrlq	$32, %zmm10, %zmm17
	vpternlogq	$150, 864(%rsp), %zmm13, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm0
	vmovdqu64	%zmm0, 2048(%rsp)
	vpsrlq	$32, %zmm0, %zmm24
	vpternlogq	$150, %zmm9, %zmm13, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, 800(%rsp), %zmm13, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm19, %zmm26
	vpsrlq	$32, %zmm26, %zmm3
	vmovdqu64	1920(%rsp), %zmm13
	vpternlogq	$150, %zmm13, %zmm27, %zmm3
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm29, %zmm9
	vpsrlq	$32, %zmm9, %zmm23
	vpternlogq	$150, 320(%rsp), %zmm13, %zmm23
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm29
	vpsrlq	$32, %zmm29, %zmm4
	vpternlogq	$150, %zmm13, %zmm30, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm19
	vpsrlq	$32, %zmm19, %zmm30
	vpternlogq	$150, 256(%rsp), %zmm13, %zmm30
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm22, %zmm21
	vpsrlq	$32, %zmm21, %zmm27
	vpternlogq	$150, %zmm13, %zmm11, %zmm27
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm22
	vpsrlq	$32, %zmm22, %zmm2
	vpternlogq	$150, 384(%rsp), %zmm13, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm25, %zmm25
	vpsrlq	$32, %zmm25, %zmm5
	vpternlogq	$150, %zmm13, %zmm28, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm1, %zmm11
	vpsrlq	$32, %zmm11, %zmm1
	vpternlogq	$150, 512(%rsp), %zmm13, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm0
	vmovdqu64	%zmm0, 384(%rsp)
	vpsrlq	$32, %zmm0, %zmm28
	vmovdqu64	1536(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm7, %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm3
	vmovdqu64	%zmm3, 512(%rsp)
	vpsrlq	$32, %zmm3, %zmm7
	vpternlogq	$150, 176(%rsp), %zmm0, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm3
	vmovdqu64	%zmm3, 576(%rsp)
	vpsrlq	$32, %zmm3, %zmm23
	vpternlogq	$150, %zmm0, %zmm12, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm3
	vmovdqu64	%zmm3, 1056(%rsp)
	vpsrlq	$32, %zmm3, %zmm13
	vpternlogq	$150, 1408(%rsp), %zmm0, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 800(%rsp)
	vpsrlq	$32, %zmm2, %zmm12
	vpternlogq	$150, %zmm0, %zmm10, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm30
	vpsrlq	$32, %zmm30, %zmm3
	vpternlogq	$150, %zmm0, %zmm31, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 864(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm0, %zmm6, %zmm1
	vmovdqu64	%zmm1, 256(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm31
	vpsrlq	$32, %zmm31, %zmm27
	vpternlogq	$150, 2048(%rsp), %zmm0, %zmm27
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm0
	vmovdqu64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vmovdqu64	928(%rsp), %zmm0
	vpternlogq	$150, %zmm9, %zmm0, %zmm1
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm18, %zmm14
	vpsrlq	$32, %zmm14, %zmm2
	vpternlogq	$150, %zmm26, %zmm0, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm9
	vpternlogq	$150, %zmm19, %zmm0, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm19
	vpsrlq	$32, %zmm19, %zmm26
	vpternlogq	$150, %zmm29, %zmm0, %zmm26
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm17
	vpsrlq	$32, %zmm17, %zmm10
	vpternlogq	$150, %zmm22, %zmm0, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm20, %zmm22
	vpsrlq	$32, %zmm22, %zmm4
	vpternlogq	$150, %zmm21, %zmm0, %zmm4
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm8, %zmm15
	vpsrlq	$32, %zmm15, %zmm29
	vpternlogq	$150, %zmm11, %zmm0, %zmm29
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm24, %zmm20
	vpsrlq	$32, %zmm20, %zmm6
	vpternlogq	$150, %zmm25, %zmm0, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm7, %zmm21
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm28, %zmm8
	vpmovqd	%zmm8, %ymm5
	vpmovqd	%zmm21, %ymm7
	vinserti64x4	$1, %ymm7, %zmm5, %zmm0
	vmovdqu64	%zmm0, 176(%rsp)
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm13
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm11
	vpmovqd	%zmm11, %ymm5
	vpmovqd	%zmm13, %ymm7
	vinserti64x4	$1, %ymm7, %zmm5, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm3, %zmm23
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm12, %zmm12
	vpmovqd	%zmm12, %ymm3
	vpmovqd	%zmm23, %ymm5
	vinserti64x4	$1, %ymm5, %zmm3, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm0
	vpmovqd	%zmm0, %ymm3
	vpmovqd	%zmm2, %ymm24
	vinserti64x4	$1, %ymm24, %zmm3, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm25
	vpmovqd	%zmm25, %ymm9
	vpmovqd	%zmm3, %ymm26
	vinserti64x4	$1, %ymm26, %zmm9, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm26
	vpmovqd	%zmm26, %ymm10
	vpmovqd	%zmm4, %ymm28
	vinserti64x4	$1, %ymm28, %zmm10, %zmm10
	vpsrlq	$32, %zmm2, %zmm2
	vpxorq	512(%rsp), %zmm2, %zmm2
	vpsrlq	$32, %zmm0, %zmm0
	vpxorq	384(%rsp), %zmm0, %zmm0
	vpsrlq	$32, %zmm3, %zmm3
	vpxorq	1056(%rsp), %zmm3, %zmm3
	vpsrlq	$32, %zmm25, %zmm25
	vpxorq	576(%rsp), %zmm25, %zmm25
	vpsrlq	$32, %zmm4, %zmm4
	vpxorq	%zmm30, %zmm4, %zmm4
	vpbroadcastq	.LCPI0_5(%rip), %zmm30
	vpsrlq	$32, %zmm26, %zmm26
	vpxorq	800(%rsp), %zmm26, %zmm26
	vpmuludq	%zmm30, %zmm6, %zmm1
	vpsrlq	$32, %zmm1, %zmm28
	vpxorq	%zmm31, %zmm28, %zmm18
	vpmuludq	%zmm30, %zmm29, %zmm28
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm28, %ymm29
	vinserti64x4	$1, %ymm1, %zmm29, %zmm1
	vpsrlq	$32, %zmm28, %zmm28
	vpxorq	864(%rsp), %zmm28, %zmm28
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm2, %ymm2
	vinserti64x4	$1, %ymm2, %zmm0, %zmm2
	vpsrlq	$32, %zmm21, %zmm0
	vpxorq	%zmm14, %zmm0, %zmm14
	vpsrlq	$32, %zmm8, %zmm0
	vpxorq	320(%rsp), %zmm0, %zmm8
	vpsrlq	$32, %zmm13, %zmm0
	vpxorq	%zmm19, %zmm0, %zmm13
	vpsrlq	$32, %zmm11, %zmm0
	vpxorq	%zmm16, %zmm0, %zmm11
	vpsrlq	$32, %zmm23, %zmm0
	vpxorq	%zmm22, %zmm0, %zmm16
	vpmovqd	%zmm25, %ymm0
	vpbroadcastq	.LCPI0_4(%rip), %zmm21
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm0, %zmm3
	vpsrlq	$32, %zmm12, %zmm0
	vpxorq	%zmm17, %zmm0, %zmm12
	vpmuludq	%zmm21, %zmm27, %zmm0
	vpmovqd	%zmm26, %ymm6
	vpmovqd	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm6, %zmm4
	vpsrlq	$32, %zmm0, %zmm6
	vpxorq	%zmm20, %zmm6, %zmm6
	vpmuludq	256(%rsp), %zmm21, %zmm17
	vpmovqd	%zmm28, %ymm19
	vpmovqd	%zmm18, %ymm18
	vinserti64x4	$1, %ymm18, %zmm19, %zmm18
	vpsrlq	$32, %zmm17, %zmm19
	vpxorq	%zmm15, %zmm19, %zmm15
	vmovdqu64	992(%rsp), %zmm19
	vpxord	%zmm2, %zmm19, %zmm2
	vmovdqu64	%zmm2, -960(%rcx)
	vpxord	%zmm3, %zmm19, %zmm2
	vmovdqu64	%zmm2, -896(%rcx)
	vpxord	%zmm4, %zmm19, %zmm2
	vmovdqu64	%zmm2, -832(%rcx)
	vpxord	%zmm18, %zmm19, %zmm2
	vmovdqu64	%zmm2, -768(%rcx)
	vmovdqu64	%zmm24, -704(%rcx)
	vmovdqu64	%zmm9, -640(%rcx)
	vmovdqu64	%zmm10, -576(%rcx)
	vmovdqu64	%zmm1, -512(%rcx)
	vpmovqd	%zmm8, %ymm1
	vpmovqd	%zmm14, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vmovdqu64	1600(%rsp), %zmm3
	vpxord	%zmm1, %zmm3, %zmm1
	vmovdqu64	%zmm1, -448(%rcx)
	vpmovqd	%zmm11, %ymm1
	vpmovqd	%zmm13, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vpxord	%zmm1, %zmm3, %zmm1
	vmovdqu64	%zmm1, -384(%rcx)
	vpmovqd	%zmm12, %ymm1
	vpmovqd	%zmm16, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vpxord	%zmm1, %zmm3, %zmm1
	vmovdqu64	%zmm1, -320(%rcx)
	vpmovqd	%zmm15, %ymm1
	vpmovqd	%zmm6, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vpxord	%zmm1, %zmm3, %zmm1
	vmovdqu64	%zmm1, -256(%rcx)
	vmovups	176(%rsp), %zmm1
	vmovups	%zmm1, -192(%rcx)
	vmovdqu64	%zmm7, -128(%rcx)
	vmovdqu64	%zmm5, -64(%rcx)
	vpmovqd	%zmm17, %ymm1
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm1, %zmm0
	vmovdqu64	%zmm0, (%rcx)
	incq	%rdx
	addq	$1024, %rcx
	cmpq	%rdx, %rsi
	jne	.LBB0_179
	leaq	72520(%rsp), %rcx
	movq	%rsi, %rdx
	vbroadcastss	.LCPI0_11(%rip), %zmm25
	vbroadcastss	.LCPI0_12(%rip), %zmm26
	vpbroadcastd	.LCPI0_13(%rip), %zmm30
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
	vbroadcastsd	.LCPI0_26(%rip), %zmm31
	vmulpd	%zmm31, %zmm3, %zmm3
	vmovupd	%zmm3, 176(%rsp)
	vmulpd	%zmm31, %zmm4, %zmm8
	vmovupd	%zmm8, 576(%rsp)
	vmulpd	%zmm31, %zmm2, %zmm2
	vmovupd	%zmm2, 256(%rsp)
	vmulpd	%zmm31, %zmm5, %zmm5
	vmovupd	%zmm5, 512(%rsp)
	vmulpd	%zmm31, %zmm1, %zmm1
	vmovupd	%zmm1, 320(%rsp)
	vmulpd	%zmm31, %zmm6, %zmm6
	vmovupd	%zmm6, 864(%rsp)
	vmulpd	%zmm31, %zmm0, %zmm4
	vmovupd	%zmm4, 384(%rsp)
	vmulpd	%zmm31, %zmm7, %zmm18
	vbroadcastsd	.LCPI0_27(%rip), %zmm0
	vaddpd	%zmm0, %zmm8, %zmm20
	vaddpd	%zmm0, %zmm3, %zmm19
	vaddpd	%zmm0, %zmm5, %zmm22
	vaddpd	%zmm0, %zmm2, %zmm21
	vaddpd	%zmm0, %zmm6, %zmm17
	vaddpd	%zmm0, %zmm1, %zmm15
	vaddpd	%zmm0, %zmm18, %zmm16
	vaddpd	%zmm0, %zmm4, %zmm14
	vpbroadcastq	.LCPI0_41(%rip), %zmm0
	vptestnmq	%zmm0, %zmm19, %k0
	vptestnmq	%zmm0, %zmm20, %k1
	kunpckbw	%k0, %k1, %k1
	kmovw	%k1, 1056(%rsp)
	vptestnmq	%zmm0, %zmm21, %k0
	vptestnmq	%zmm0, %zmm22, %k1
	kunpckbw	%k0, %k1, %k3
	vptestnmq	%zmm0, %zmm15, %k0
	vptestnmq	%zmm0, %zmm17, %k1
	kunpckbw	%k0, %k1, %k4
	vptestnmq	%zmm0, %zmm14, %k0
	vptestnmq	%zmm0, %zmm16, %k1
	kunpckbw	%k0, %k1, %k1
	kmovw	%k1, 800(%rsp)
	vpbroadcastq	.LCPI0_42(%rip), %zmm0
	vptestnmq	%zmm0, %zmm19, %k0
	vptestnmq	%zmm0, %zmm20, %k1
	kunpckbw	%k0, %k1, %k2
	vptestnmq	%zmm0, %zmm21, %k0
	vptestnmq	%zmm0, %zmm22, %k1
	kunpckbw	%k0, %k1, %k5
	vptestnmq	%zmm0, %zmm15, %k0
	vptestnmq	%zmm0, %zmm17, %k1
	kunpckbw	%k0, %k1, %k6
	vptestnmq	%zmm0, %zmm14, %k0
	vptestnmq	%zmm0, %zmm16, %k1
	kunpckbw	%k0, %k1, %k7
	vpsrld	$9, -960(%rcx), %zmm3
	vpsrld	$9, -896(%rcx), %zmm4
	vpsrld	$9, -832(%rcx), %zmm5
	vpsrld	$9, -768(%rcx), %zmm6
	vcvtdq2ps	%zmm3, %zmm3
	vcvtdq2ps	%zmm4, %zmm4
	vcvtdq2ps	%zmm5, %zmm5
	vcvtdq2ps	%zmm6, %zmm6
	vaddps	%zmm25, %zmm3, %zmm3
	vaddps	%zmm25, %zmm4, %zmm4
	vaddps	%zmm25, %zmm5, %zmm5
	vaddps	%zmm25, %zmm6, %zmm6
	vmulps	%zmm26, %zmm3, %zmm3
	vmulps	%zmm26, %zmm4, %zmm4
	vmulps	%zmm26, %zmm5, %zmm5
	vmulps	%zmm26, %zmm6, %zmm6
	vpaddd	%zmm30, %zmm3, %zmm10
	vpaddd	%zmm30, %zmm4, %zmm9
	vpaddd	%zmm30, %zmm5, %zmm11
	vpaddd	%zmm30, %zmm6, %zmm13
	vpbroadcastd	.LCPI0_15(%rip), %zmm0
	vpandd	%zmm0, %zmm10, %zmm4
	vpandd	%zmm0, %zmm9, %zmm5
	vpandd	%zmm0, %zmm11, %zmm6
	vpandd	%zmm0, %zmm13, %zmm7
	vpbroadcastd	.LCPI0_16(%rip), %zmm0
	vpaddd	%zmm0, %zmm4, %zmm4
	vpaddd	%zmm0, %zmm5, %zmm5
	vpaddd	%zmm0, %zmm6, %zmm6
	vpaddd	%zmm0, %zmm7, %zmm7
	vbroadcastss	.LCPI0_17(%rip), %zmm0
	vaddps	%zmm0, %zmm4, %zmm4
	vaddps	%zmm0, %zmm5, %zmm5
	vaddps	%zmm0, %zmm6, %zmm6
	vaddps	%zmm0, %zmm7, %zmm7
	vbroadcastss	.LCPI0_18(%rip), %zmm8
	vaddps	%zmm8, %zmm4, %zmm23
	vaddps	%zmm8, %zmm5, %zmm24
	vaddps	%zmm8, %zmm6, %zmm25
	vdivps	%zmm23, %zmm4, %zmm23
	vdivps	%zmm24, %zmm5, %zmm24
	vdivps	%zmm25, %zmm6, %zmm25
	vmulps	%zmm23, %zmm23, %zmm26
	vmulps	%zmm24, %zmm24, %zmm27
	vmulps	%zmm25, %zmm25, %zmm28
	vmulps	%zmm26, %zmm26, %zmm29
	vbroadcastss	.LCPI0_19(%rip), %zmm12
	vmulps	%zmm12, %zmm29, %zmm30
	vbroadcastss	.LCPI0_20(%rip), %zmm1
	vaddps	%zmm1, %zmm30, %zmm30
	vmulps	%zmm30, %zmm29, %zmm30
	vbroadcastss	.LCPI0_21(%rip), %zmm2
	vmulps	%zmm2, %zmm29, %zmm29
	vbroadcastss	.LCPI0_22(%rip), %zmm3
	vaddps	%zmm3, %zmm29, %zmm29
	vmulps	%zmm29, %zmm26, %zmm26
	vmulps	%zmm27, %zmm27, %zmm29
	vaddps	%zmm30, %zmm26, %zmm26
	vmulps	%zmm12, %zmm29, %zmm30
	vaddps	%zmm1, %zmm30, %zmm30
	vmulps	%zmm30, %zmm29, %zmm30
	vmulps	%zmm2, %zmm29, %zmm29
	vaddps	%zmm3, %zmm29, %zmm29
	vmulps	%zmm29, %zmm27, %zmm27
	vmulps	%zmm28, %zmm28, %zmm29
	vaddps	%zmm30, %zmm27, %zmm27
	vmulps	%zmm12, %zmm29, %zmm30
	vaddps	%zmm1, %zmm30, %zmm30
	vmulps	%zmm30, %zmm29, %zmm30
	vmulps	%zmm2, %zmm29, %zmm29
	vaddps	%zmm3, %zmm29, %zmm29
	vmulps	%zmm29, %zmm28, %zmm28
	vaddps	%zmm8, %zmm7, %zmm29
	vdivps	%zmm29, %zmm7, %zmm29
	vaddps	%zmm30, %zmm28, %zmm28
	vmulps	%zmm29, %zmm29, %zmm30
	vmulps	%zmm30, %zmm30, %zmm0
	vmulps	%zmm12, %zmm0, %zmm12
	vaddps	%zmm1, %zmm12, %zmm12
	vmulps	%zmm12, %zmm0, %zmm12
	vmulps	%zmm2, %zmm0, %zmm0
	vaddps	%zmm3, %zmm0, %zmm0
	vmulps	%zmm0, %zmm30, %zmm0
	vaddps	%zmm12, %zmm0, %zmm0
	vmulps	.LCPI0_11(%rip){1to16}, %zmm4, %zmm12
	vmulps	%zmm12, %zmm4, %zmm12
	vaddps	%zmm26, %zmm12, %zmm26
	vmulps	%zmm26, %zmm23, %zmm23
	vmulps	.LCPI0_11(%rip){1to16}, %zmm5, %zmm26
	vmulps	%zmm26, %zmm5, %zmm26
	vaddps	%zmm27, %zmm26, %zmm27
	vmulps	%zmm27, %zmm24, %zmm24
	vmulps	.LCPI0_11(%rip){1to16}, %zmm6, %zmm27
	vmulps	%zmm27, %zmm6, %zmm27
	vaddps	%zmm28, %zmm27, %zmm28
	vmulps	%zmm28, %zmm25, %zmm25
	vmulps	.LCPI0_11(%rip){1to16}, %zmm7, %zmm28
	vmulps	%zmm28, %zmm7, %zmm28
	vaddps	%zmm0, %zmm28, %zmm0
	vmulps	%zmm0, %zmm29, %zmm0
	vpsrld	$23, %zmm10, %zmm10
	vpbroadcastd	.LCPI0_14(%rip), %zmm30
	vpaddd	%zmm30, %zmm10, %zmm10
	vcvtdq2ps	%zmm10, %zmm10
	vbroadcastss	.LCPI0_23(%rip), %zmm1
	vmulps	%zmm1, %zmm10, %zmm29
	vaddps	%zmm23, %zmm29, %zmm23
	vpsrld	$23, %zmm9, %zmm9
	vpaddd	%zmm30, %zmm9, %zmm9
	vcvtdq2ps	%zmm9, %zmm9
	vmulps	%zmm1, %zmm9, %zmm29
	vaddps	%zmm24, %zmm29, %zmm24
	vpsrld	$23, %zmm11, %zmm8
	vpaddd	%zmm30, %zmm8, %zmm8
	vcvtdq2ps	%zmm8, %zmm8
	vmulps	%zmm1, %zmm8, %zmm29
	vaddps	%zmm25, %zmm29, %zmm25
	vpsrld	$23, %zmm13, %zmm3
	vpaddd	%zmm30, %zmm3, %zmm3
	vcvtdq2ps	%zmm3, %zmm29
	vmulps	%zmm1, %zmm29, %zmm3
	vaddps	%zmm0, %zmm3, %zmm0
	vsubps	%zmm12, %zmm23, %zmm3
	vsubps	%zmm26, %zmm24, %zmm12
	vsubps	%zmm27, %zmm25, %zmm23
	vsubps	%zmm28, %zmm0, %zmm0
	vaddps	%zmm3, %zmm4, %zmm3
	vaddps	%zmm12, %zmm5, %zmm4
	vaddps	%zmm23, %zmm6, %zmm12
	vaddps	%zmm0, %zmm7, %zmm0
	vbroadcastss	.LCPI0_24(%rip), %zmm1
	vmulps	%zmm1, %zmm10, %zmm5
	vaddps	%zmm3, %zmm5, %zmm5
	vmulps	%zmm1, %zmm9, %zmm3
	vaddps	%zmm4, %zmm3, %zmm6
	vmulps	%zmm1, %zmm8, %zmm3
	vaddps	%zmm12, %zmm3, %zmm3
	vmulps	%zmm1, %zmm29, %zmm4
	vaddps	%zmm0, %zmm4, %zmm27
	vbroadcastsd	.LCPI0_28(%rip), %zmm29
	vaddpd	%zmm29, %zmm19, %zmm0
	vaddpd	%zmm29, %zmm20, %zmm4
	vaddpd	%zmm29, %zmm21, %zmm7
	vaddpd	%zmm29, %zmm22, %zmm8
	vaddpd	%zmm29, %zmm15, %zmm2
	vaddpd	%zmm29, %zmm17, %zmm9
	vaddpd	%zmm29, %zmm14, %zmm1
	vaddpd	%zmm29, %zmm16, %zmm10
	vmovupd	576(%rsp), %zmm11
	vsubpd	%zmm4, %zmm11, %zmm11
	vmovupd	176(%rsp), %zmm4
	vsubpd	%zmm0, %zmm4, %zmm0
	vmovupd	512(%rsp), %zmm4
	vsubpd	%zmm8, %zmm4, %zmm8
	vmovupd	256(%rsp), %zmm4
	vsubpd	%zmm7, %zmm4, %zmm7
	vmovupd	864(%rsp), %zmm4
	vsubpd	%zmm9, %zmm4, %zmm12
	vmovupd	320(%rsp), %zmm4
	vsubpd	%zmm2, %zmm4, %zmm2
	vsubpd	%zmm10, %zmm18, %zmm10
	vmovupd	384(%rsp), %zmm4
	vsubpd	%zmm1, %zmm4, %zmm1
	vbroadcastsd	.LCPI0_29(%rip), %zmm29
	vmulpd	%zmm29, %zmm0, %zmm4
	vmulpd	%zmm29, %zmm11, %zmm9
	vmulpd	%zmm29, %zmm7, %zmm7
	vmulpd	%zmm29, %zmm8, %zmm17
	vmulpd	%zmm29, %zmm2, %zmm8
	vmulpd	%zmm29, %zmm12, %zmm20
	vmulpd	%zmm29, %zmm1, %zmm18
	vmulpd	%zmm29, %zmm10, %zmm21
	vmulpd	%zmm9, %zmm9, %zmm0
	vmulpd	%zmm4, %zmm4, %zmm15
	vmulpd	%zmm17, %zmm17, %zmm1
	vmulpd	%zmm7, %zmm7, %zmm2
	vmulpd	%zmm20, %zmm20, %zmm11
	vmulpd	%zmm8, %zmm8, %zmm12
	vmulpd	%zmm21, %zmm21, %zmm13
	vmulpd	%zmm18, %zmm18, %zmm14
	vbroadcastsd	.LCPI0_30(%rip), %zmm29
	vmulpd	%zmm29, %zmm15, %zmm10
	vmulpd	%zmm29, %zmm0, %zmm16
	vmulpd	%zmm29, %zmm2, %zmm19
	vmulpd	%zmm29, %zmm1, %zmm22
	vmulpd	%zmm29, %zmm12, %zmm23
	vmulpd	%zmm29, %zmm11, %zmm24
	vmulpd	%zmm29, %zmm14, %zmm25
	vmulpd	%zmm29, %zmm13, %zmm26
	vbroadcastsd	.LCPI0_31(%rip), %zmm29
	vaddpd	%zmm29, %zmm16, %zmm16
	vaddpd	%zmm29, %zmm10, %zmm10
	vaddpd	%zmm29, %zmm22, %zmm22
	vaddpd	%zmm29, %zmm19, %zmm19
	vaddpd	%zmm29, %zmm24, %zmm24
	vaddpd	%zmm29, %zmm23, %zmm23
	vaddpd	%zmm29, %zmm26, %zmm26
	vaddpd	%zmm29, %zmm25, %zmm25
	vmulpd	%zmm10, %zmm15, %zmm10
	vmulpd	%zmm16, %zmm0, %zmm16
	vmulpd	%zmm19, %zmm2, %zmm19
	vmulpd	%zmm22, %zmm1, %zmm22
	vmulpd	%zmm23, %zmm12, %zmm23
	vmulpd	%zmm24, %zmm11, %zmm24
	vmulpd	%zmm25, %zmm14, %zmm25
	vmulpd	%zmm26, %zmm13, %zmm26
	vbroadcastsd	.LCPI0_32(%rip), %zmm29
	vaddpd	%zmm29, %zmm16, %zmm16
	vaddpd	%zmm29, %zmm10, %zmm10
	vaddpd	%zmm29, %zmm22, %zmm22
	vaddpd	%zmm29, %zmm19, %zmm19
	vaddpd	%zmm29, %zmm24, %zmm24
	vaddpd	%zmm29, %zmm23, %zmm23
	vaddpd	%zmm29, %zmm26, %zmm26
	vaddpd	%zmm29, %zmm25, %zmm25
	vmulpd	%zmm10, %zmm15, %zmm10
	vmulpd	%zmm16, %zmm0, %zmm16
	vmulpd	%zmm19, %zmm2, %zmm19
	vmulpd	%zmm22, %zmm1, %zmm22
	vmulpd	%zmm23, %zmm12, %zmm23
	vmulpd	%zmm24, %zmm11, %zmm24
	vmulpd	%zmm25, %zmm14, %zmm25
	vmulpd	%zmm26, %zmm13, %zmm26
	vbroadcastsd	.LCPI0_33(%rip), %zmm29
	vaddpd	%zmm29, %zmm16, %zmm16
	vaddpd	%zmm29, %zmm10, %zmm10
	vaddpd	%zmm29, %zmm22, %zmm22
	vaddpd	%zmm29, %zmm19, %zmm19
	vaddpd	%zmm29, %zmm24, %zmm24
	vaddpd	%zmm29, %zmm23, %zmm23
	vaddpd	%zmm29, %zmm26, %zmm26
	vaddpd	%zmm29, %zmm25, %zmm25
	vmulpd	%zmm0, %zmm9, %zmm28
	vmulpd	%zmm16, %zmm28, %zmm16
	vmulpd	%zmm15, %zmm4, %zmm28
	vmulpd	%zmm10, %zmm28, %zmm10
	vmulpd	%zmm1, %zmm17, %zmm28
	vmulpd	%zmm22, %zmm28, %zmm22
	vmulpd	%zmm2, %zmm7, %zmm28
	vmulpd	%zmm19, %zmm28, %zmm19
	vmulpd	%zmm11, %zmm20, %zmm28
	vmulpd	%zmm24, %zmm28, %zmm24
	vmulpd	%zmm12, %zmm8, %zmm28
	vmulpd	%zmm23, %zmm28, %zmm23
	vmulpd	%zmm13, %zmm21, %zmm28
	vmulpd	%zmm26, %zmm28, %zmm26
	vmulpd	%zmm14, %zmm18, %zmm28
	vmulpd	%zmm25, %zmm28, %zmm25
	vaddpd	%zmm16, %zmm9, %zmm16
	vaddpd	%zmm10, %zmm4, %zmm10
	vaddpd	%zmm22, %zmm17, %zmm9
	vaddpd	%zmm19, %zmm7, %zmm19
	vaddpd	%zmm24, %zmm20, %zmm7
	vaddpd	%zmm23, %zmm8, %zmm17
	vaddpd	%zmm26, %zmm21, %zmm8
	vaddpd	%zmm25, %zmm18, %zmm18
	vbroadcastsd	.LCPI0_34(%rip), %zmm29
	vmulpd	%zmm29, %zmm15, %zmm4
	vmulpd	%zmm29, %zmm0, %zmm20
	vmulpd	%zmm29, %zmm2, %zmm21
	vmulpd	%zmm29, %zmm1, %zmm22
	vmulpd	%zmm29, %zmm12, %zmm23
	vmulpd	%zmm29, %zmm11, %zmm24
	vmulpd	%zmm29, %zmm14, %zmm25
	vmulpd	%zmm29, %zmm13, %zmm26
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	vsubpd	%zmm20, %zmm29, %zmm20
	vsubpd	%zmm4, %zmm29, %zmm4
	vsubpd	%zmm22, %zmm29, %zmm22
	vsubpd	%zmm21, %zmm29, %zmm21
	vsubpd	%zmm24, %zmm29, %zmm24
	vsubpd	%zmm23, %zmm29, %zmm23
	vsubpd	%zmm26, %zmm29, %zmm26
	vsubpd	%zmm25, %zmm29, %zmm25
	vmulpd	%zmm4, %zmm15, %zmm4
	vmulpd	%zmm20, %zmm0, %zmm20
	vmulpd	%zmm21, %zmm2, %zmm21
	vmulpd	%zmm22, %zmm1, %zmm22
	vmulpd	%zmm23, %zmm12, %zmm23
	vmulpd	%zmm24, %zmm11, %zmm24
	vmulpd	%zmm25, %zmm14, %zmm25
	vmulpd	%zmm26, %zmm13, %zmm26
	vbroadcastsd	.LCPI0_36(%rip), %zmm29
	vaddpd	%zmm29, %zmm20, %zmm20
	vaddpd	%zmm29, %zmm4, %zmm4
	vaddpd	%zmm29, %zmm22, %zmm22
	vaddpd	%zmm29, %zmm21, %zmm21
	vaddpd	%zmm29, %zmm24, %zmm24
	vaddpd	%zmm29, %zmm23, %zmm23
	vaddpd	%zmm29, %zmm26, %zmm26
	vaddpd	%zmm29, %zmm25, %zmm25
	vmulpd	%zmm4, %zmm15, %zmm4
	vmulpd	%zmm20, %zmm0, %zmm20
	vmulpd	%zmm21, %zmm2, %zmm21
	vmulpd	%zmm22, %zmm1, %zmm22
	vmulpd	%zmm23, %zmm12, %zmm23
	vmulpd	%zmm24, %zmm11, %zmm24
	vmulpd	%zmm25, %zmm14, %zmm25
	vmulpd	%zmm26, %zmm13, %zmm26
	vbroadcastsd	.LCPI0_37(%rip), %zmm29
	vaddpd	%zmm29, %zmm20, %zmm20
	vaddpd	%zmm29, %zmm4, %zmm4
	vaddpd	%zmm29, %zmm22, %zmm22
	vaddpd	%zmm29, %zmm21, %zmm21
	vaddpd	%zmm29, %zmm24, %zmm24
	vaddpd	%zmm29, %zmm23, %zmm23
	vaddpd	%zmm29, %zmm26, %zmm26
	vaddpd	%zmm29, %zmm25, %zmm25
	vmulpd	%zmm0, %zmm0, %zmm28
	vmulpd	%zmm20, %zmm28, %zmm20
	vmulpd	%zmm15, %zmm15, %zmm28
	vmulpd	%zmm4, %zmm28, %zmm4
	vmulpd	%zmm1, %zmm1, %zmm28
	vmulpd	%zmm22, %zmm28, %zmm22
	vmulpd	%zmm2, %zmm2, %zmm28
	vmulpd	%zmm21, %zmm28, %zmm21
	vmulpd	%zmm11, %zmm11, %zmm28
	vmulpd	%zmm24, %zmm28, %zmm24
	vmulpd	%zmm12, %zmm12, %zmm28
	vmulpd	%zmm23, %zmm28, %zmm23
	vmulpd	%zmm13, %zmm13, %zmm28
	vmulpd	%zmm26, %zmm28, %zmm26
	vmulpd	%zmm14, %zmm14, %zmm28
	vmulpd	%zmm25, %zmm28, %zmm25
	vbroadcastsd	.LCPI0_38(%rip), %zmm29
	vmulpd	%zmm29, %zmm15, %zmm15
	vbroadcastsd	.LCPI0_39(%rip), %zmm28
	vsubpd	%zmm15, %zmm28, %zmm15
	vaddpd	%zmm4, %zmm15, %zmm15
	vbroadcastss	.LCPI0_25(%rip), %zmm30
	vmulps	%zmm30, %zmm5, %zmm4
	vmulps	%zmm30, %zmm6, %zmm5
	vmulps	%zmm30, %zmm3, %zmm6
	vmulps	%zmm30, %zmm27, %zmm27
	vsqrtps	%zmm4, %zmm3
	vsqrtps	%zmm5, %zmm4
	vsqrtps	%zmm6, %zmm5
	vsqrtps	%zmm27, %zmm6
	vmulpd	%zmm29, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm1, %zmm1
	vmulpd	%zmm29, %zmm2, %zmm2
	vmulpd	%zmm29, %zmm11, %zmm11
	vmulpd	%zmm29, %zmm12, %zmm12
	vmulpd	%zmm29, %zmm13, %zmm13
	vmulpd	%zmm29, %zmm14, %zmm14
	vmovapd	%zmm29, %zmm27
	vsubpd	%zmm0, %zmm28, %zmm0
	vaddpd	%zmm20, %zmm0, %zmm0
	vsubpd	%zmm2, %zmm28, %zmm2
	vaddpd	%zmm21, %zmm2, %zmm2
	vsubpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm1
	vsubpd	%zmm12, %zmm28, %zmm12
	vaddpd	%zmm23, %zmm12, %zmm12
	vsubpd	%zmm11, %zmm28, %zmm11
	vaddpd	%zmm24, %zmm11, %zmm11
	vsubpd	%zmm14, %zmm28, %zmm14
	vaddpd	%zmm25, %zmm14, %zmm14
	vsubpd	%zmm13, %zmm28, %zmm13
	vaddpd	%zmm26, %zmm13, %zmm13
	vbroadcastss	.LCPI0_12(%rip), %zmm25
	vcvtpd2ps	%zmm10, %ymm10
	vcvtpd2ps	%zmm16, %ymm16
	vcvtpd2ps	%zmm19, %ymm19
	vinsertf64x4	$1, %ymm16, %zmm10, %zmm10
	vcvtpd2ps	%zmm9, %ymm9
	vinsertf64x4	$1, %ymm9, %zmm19, %zmm9
	vcvtpd2ps	%zmm17, %ymm16
	vcvtpd2ps	%zmm7, %ymm7
	vcvtpd2ps	%zmm18, %ymm17
	vcvtpd2ps	%zmm8, %ymm8
	vinsertf64x4	$1, %ymm7, %zmm16, %zmm7
	vinsertf64x4	$1, %ymm8, %zmm17, %zmm8
	vcvtpd2ps	%zmm15, %ymm15
	vcvtpd2ps	%zmm0, %ymm0
	vinsertf64x4	$1, %ymm0, %zmm15, %zmm0
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm1, %ymm1
	vinsertf64x4	$1, %ymm1, %zmm2, %zmm1
	vcvtpd2ps	%zmm12, %ymm2
	vcvtpd2ps	%zmm11, %ymm11
	vcvtpd2ps	%zmm14, %ymm12
	vinsertf64x4	$1, %ymm11, %zmm2, %zmm2
	vcvtpd2ps	%zmm13, %ymm11
	vinsertf64x4	$1, %ymm11, %zmm12, %zmm11
	vbroadcastss	.LCPI0_40(%rip), %zmm24
	vxorps	%zmm24, %zmm10, %zmm12
	vxorps	%zmm24, %zmm9, %zmm13
	vxorps	%zmm24, %zmm7, %zmm14
	vxorps	%zmm24, %zmm8, %zmm15
	vxorps	%zmm24, %zmm0, %zmm16
	vxorps	%zmm24, %zmm1, %zmm17
	vxorps	%zmm24, %zmm2, %zmm18
	vxorps	%zmm24, %zmm11, %zmm19
	vblendmps	%zmm10, %zmm12, %zmm20 {%k2}
	kmovq	%k5, %k1
	kmovw	%k5, 1408(%rsp)
	vblendmps	%zmm9, %zmm13, %zmm21 {%k5}
	vblendmps	%zmm7, %zmm14, %zmm22 {%k6}
	vblendmps	%zmm8, %zmm15, %zmm23 {%k7}
	vmovaps	%zmm0, %zmm16 {%k2}
	kmovq	%k2, %k5
	vmovaps	%zmm1, %zmm17 {%k1}
	vmovaps	%zmm2, %zmm18 {%k6}
	vmovaps	%zmm11, %zmm19 {%k7}
	kmovw	1056(%rsp), %k1
	vblendmps	%zmm20, %zmm16, %zmm0 {%k1}
	kmovq	%k3, %k2
	vblendmps	%zmm21, %zmm17, %zmm1 {%k3}
	kmovq	%k4, %k3
	vblendmps	%zmm22, %zmm18, %zmm2 {%k4}
	kmovw	800(%rsp), %k4
	vblendmps	%zmm23, %zmm19, %zmm11 {%k4}
	vmovaps	%zmm12, %zmm10 {%k5}
	kmovw	1408(%rsp), %k5
	vmovaps	%zmm13, %zmm9 {%k5}
	vmovaps	%zmm14, %zmm7 {%k6}
	vmovaps	%zmm15, %zmm8 {%k7}
	vmovaps	%zmm16, %zmm10 {%k1}
	vmovaps	%zmm17, %zmm9 {%k2}
	vmovaps	%zmm18, %zmm7 {%k3}
	vmovaps	%zmm19, %zmm8 {%k4}
	vmulps	%zmm3, %zmm10, %zmm10
	vmulps	%zmm4, %zmm9, %zmm9
	vmulps	%zmm5, %zmm7, %zmm7
	vmulps	%zmm6, %zmm8, %zmm8
	vmulps	%zmm3, %zmm0, %zmm0
	vmulps	%zmm4, %zmm1, %zmm1
	vmulps	%zmm5, %zmm2, %zmm2
	vmulps	%zmm6, %zmm11, %zmm3
	vmovups	%zmm10, -960(%rcx)
	vmovups	%zmm9, -896(%rcx)
	vmovups	%zmm7, -832(%rcx)
	vmovups	%zmm8, -768(%rcx)
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
	vmulps	%zmm25, %zmm5, %zmm3
	vextractf64x4	$1, %zmm3, %ymm4
	vcvtps2pd	%ymm4, %zmm4
	vmulps	%zmm25, %zmm2, %zmm2
	vcvtps2pd	%ymm3, %zmm3
	vextractf64x4	$1, %zmm2, %ymm5
	vcvtps2pd	%ymm5, %zmm5
	vmulps	%zmm25, %zmm1, %zmm1
	vcvtps2pd	%ymm2, %zmm2
	vextractf64x4	$1, %zmm1, %ymm6
	vcvtps2pd	%ymm6, %zmm6
	vmulps	%zmm25, %zmm0, %zmm0
	vcvtps2pd	%ymm1, %zmm1
	vextractf64x4	$1, %zmm0, %ymm7
	vcvtps2pd	%ymm7, %zmm7
	vcvtps2pd	%ymm0, %zmm8
	vmulpd	%zmm31, %zmm3, %zmm18
	vmulpd	%zmm31, %zmm4, %zmm21
	vmulpd	%zmm31, %zmm2, %zmm0
	vmulpd	%zmm31, %zmm5, %zmm2
	vmulpd	%zmm31, %zmm1, %zmm15
	vmulpd	%zmm31, %zmm6, %zmm16
	vmulpd	%zmm31, %zmm8, %zmm4
	vmovupd	%zmm4, 176(%rsp)
	vmulpd	%zmm31, %zmm7, %zmm5
	vmovupd	%zmm5, 256(%rsp)
	vbroadcastsd	.LCPI0_27(%rip), %zmm3
	vaddpd	%zmm3, %zmm21, %zmm22
	vaddpd	%zmm3, %zmm18, %zmm31
	vaddpd	%zmm3, %zmm2, %zmm19
	vaddpd	%zmm3, %zmm0, %zmm20
	vaddpd	%zmm3, %zmm16, %zmm17
	vaddpd	%zmm3, %zmm15, %zmm1
	vaddpd	%zmm3, %zmm5, %zmm12
	vaddpd	%zmm3, %zmm4, %zmm4
	vpbroadcastq	.LCPI0_41(%rip), %zmm3
	vptestnmq	%zmm3, %zmm31, %k0
	vptestnmq	%zmm3, %zmm22, %k1
	kunpckbw	%k0, %k1, %k1
	kmovw	%k1, 320(%rsp)
	vptestnmq	%zmm3, %zmm20, %k0
	vptestnmq	%zmm3, %zmm19, %k1
	kunpckbw	%k0, %k1, %k3
	vptestnmq	%zmm3, %zmm1, %k0
	vptestnmq	%zmm3, %zmm17, %k1
	kunpckbw	%k0, %k1, %k2
	vmovupd	%zmm4, 576(%rsp)
	vptestnmq	%zmm3, %zmm4, %k0
	vptestnmq	%zmm3, %zmm12, %k1
	kunpckbw	%k0, %k1, %k4
	vpbroadcastq	.LCPI0_42(%rip), %zmm3
	vptestnmq	%zmm3, %zmm31, %k0
	vptestnmq	%zmm3, %zmm22, %k1
	kunpckbw	%k0, %k1, %k1
	vptestnmq	%zmm3, %zmm20, %k0
	vptestnmq	%zmm3, %zmm19, %k5
	kunpckbw	%k0, %k5, %k7
	vptestnmq	%zmm3, %zmm1, %k0
	vptestnmq	%zmm3, %zmm17, %k5
	kunpckbw	%k0, %k5, %k6
	vptestnmq	%zmm3, %zmm4, %k0
	vptestnmq	%zmm3, %zmm12, %k5
	kunpckbw	%k0, %k5, %k5
	vbroadcastsd	.LCPI0_28(%rip), %zmm5
	vaddpd	%zmm5, %zmm31, %zmm3
	vaddpd	%zmm5, %zmm22, %zmm4
	vmovapd	%zmm5, %zmm31
	vsubpd	%zmm4, %zmm21, %zmm4
	vsubpd	%zmm3, %zmm18, %zmm3
	vbroadcastsd	.LCPI0_29(%rip), %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vmulpd	%zmm11, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm3, %zmm3, %zmm6
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vmulpd	%zmm13, %zmm6, %zmm7
	vmulpd	%zmm13, %zmm5, %zmm8
	vbroadcastsd	.LCPI0_31(%rip), %zmm14
	vaddpd	%zmm14, %zmm8, %zmm8
	vaddpd	%zmm14, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm8
	vbroadcastsd	.LCPI0_32(%rip), %zmm22
	vaddpd	%zmm22, %zmm8, %zmm8
	vaddpd	%zmm22, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm8
	vbroadcastsd	.LCPI0_33(%rip), %zmm26
	vaddpd	%zmm26, %zmm8, %zmm8
	vaddpd	%zmm26, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm4, %zmm9
	vmulpd	%zmm8, %zmm9, %zmm8
	vmulpd	%zmm6, %zmm3, %zmm9
	vmulpd	%zmm7, %zmm9, %zmm7
	vaddpd	%zmm8, %zmm4, %zmm4
	vaddpd	%zmm7, %zmm3, %zmm3
	vbroadcastsd	.LCPI0_34(%rip), %zmm29
	vmulpd	%zmm29, %zmm6, %zmm7
	vmulpd	%zmm29, %zmm5, %zmm8
	vbroadcastsd	.LCPI0_35(%rip), %zmm10
	vsubpd	%zmm8, %zmm10, %zmm8
	vsubpd	%zmm7, %zmm10, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm8
	vbroadcastsd	.LCPI0_36(%rip), %zmm23
	vaddpd	%zmm23, %zmm8, %zmm8
	vaddpd	%zmm23, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm8
	vbroadcastsd	.LCPI0_37(%rip), %zmm30
	vaddpd	%zmm30, %zmm8, %zmm8
	vaddpd	%zmm30, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm9
	vmulpd	%zmm8, %zmm9, %zmm8
	vmulpd	%zmm6, %zmm6, %zmm9
	vmulpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm27, %zmm5, %zmm5
	vmulpd	%zmm27, %zmm6, %zmm6
	vsubpd	%zmm6, %zmm28, %zmm6
	vaddpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm5, %zmm28, %zmm5
	vaddpd	%zmm8, %zmm5, %zmm5
	vcvtpd2ps	%zmm3, %ymm3
	vcvtpd2ps	%zmm4, %ymm4
	vcvtpd2ps	%zmm6, %ymm6
	vinsertf64x4	$1, %ymm4, %zmm3, %zmm18
	vcvtpd2ps	%zmm5, %ymm3
	vinsertf64x4	$1, %ymm3, %zmm6, %zmm3
	vxorps	%zmm24, %zmm18, %zmm4
	vxorps	%zmm24, %zmm3, %zmm21
	vblendmps	%zmm18, %zmm4, %zmm5 {%k1}
	vmovups	%zmm5, 384(%rsp)
	vmovaps	%zmm3, %zmm21 {%k1}
	vmovaps	%zmm4, %zmm18 {%k1}
	vaddpd	%zmm31, %zmm20, %zmm3
	vaddpd	%zmm31, %zmm19, %zmm4
	vsubpd	%zmm4, %zmm2, %zmm2
	vsubpd	%zmm3, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm3
	vmulpd	%zmm0, %zmm0, %zmm4
	vmulpd	%zmm13, %zmm4, %zmm5
	vmulpd	%zmm13, %zmm3, %zmm6
	vaddpd	%zmm14, %zmm6, %zmm6
	vaddpd	%zmm14, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm6, %zmm3, %zmm6
	vaddpd	%zmm22, %zmm6, %zmm6
	vaddpd	%zmm22, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm6, %zmm3, %zmm6
	vaddpd	%zmm26, %zmm6, %zmm6
	vaddpd	%zmm26, %zmm5, %zmm5
	vmulpd	%zmm3, %zmm2, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm4, %zmm0, %zmm7
	vmulpd	%zmm5, %zmm7, %zmm5
	vaddpd	%zmm6, %zmm2, %zmm2
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm4, %zmm5
	vmulpd	%zmm29, %zmm3, %zmm6
	vsubpd	%zmm6, %zmm10, %zmm6
	vsubpd	%zmm5, %zmm10, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm6, %zmm3, %zmm6
	vaddpd	%zmm23, %zmm6, %zmm6
	vaddpd	%zmm23, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm6, %zmm3, %zmm6
	vaddpd	%zmm30, %zmm6, %zmm6
	vaddpd	%zmm30, %zmm5, %zmm5
	vmulpd	%zmm3, %zmm3, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm4, %zmm4, %zmm7
	vmulpd	%zmm5, %zmm7, %zmm5
	vmulpd	%zmm27, %zmm3, %zmm3
	vmulpd	%zmm27, %zmm4, %zmm4
	vsubpd	%zmm4, %zmm28, %zmm4
	vaddpd	%zmm5, %zmm4, %zmm4
	vsubpd	%zmm3, %zmm28, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm4, %ymm4
	vcvtpd2ps	%zmm3, %ymm3
	vinsertf64x4	$1, %ymm2, %zmm0, %zmm0
	vinsertf64x4	$1, %ymm3, %zmm4, %zmm4
	vmovaps	%zmm24, %zmm3
	vxorps	%zmm24, %zmm0, %zmm5
	vxorps	%zmm24, %zmm4, %zmm2
	vblendmps	%zmm0, %zmm5, %zmm6 {%k7}
	vmovups	%zmm6, 512(%rsp)
	vmovaps	%zmm4, %zmm2 {%k7}
	vmovaps	%zmm5, %zmm0 {%k7}
	vaddpd	%zmm31, %zmm1, %zmm1
	vaddpd	%zmm31, %zmm17, %zmm4
	vsubpd	%zmm4, %zmm16, %zmm4
	vsubpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm11, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm1, %zmm1, %zmm6
	vmulpd	%zmm13, %zmm6, %zmm7
	vmulpd	%zmm13, %zmm5, %zmm8
	vaddpd	%zmm14, %zmm8, %zmm8
	vaddpd	%zmm14, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm8
	vaddpd	%zmm22, %zmm8, %zmm8
	vaddpd	%zmm22, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm8
	vaddpd	%zmm26, %zmm8, %zmm8
	vaddpd	%zmm26, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm4, %zmm9
	vmulpd	%zmm8, %zmm9, %zmm8
	vmulpd	%zmm6, %zmm1, %zmm9
	vmulpd	%zmm7, %zmm9, %zmm7
	vaddpd	%zmm8, %zmm4, %zmm4
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm29, %zmm6, %zmm7
	vmulpd	%zmm29, %zmm5, %zmm8
	vsubpd	%zmm8, %zmm10, %zmm8
	vsubpd	%zmm7, %zmm10, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm8
	vaddpd	%zmm23, %zmm8, %zmm8
	vaddpd	%zmm23, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm8
	vaddpd	%zmm30, %zmm8, %zmm8
	vaddpd	%zmm30, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm9
	vmulpd	%zmm8, %zmm9, %zmm8
	vmulpd	%zmm6, %zmm6, %zmm9
	vmulpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm27, %zmm5, %zmm5
	vmulpd	%zmm27, %zmm6, %zmm6
	vsubpd	%zmm6, %zmm28, %zmm6
	vaddpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm5, %zmm28, %zmm5
	vaddpd	%zmm8, %zmm5, %zmm5
	vcvtpd2ps	%zmm1, %ymm1
	vcvtpd2ps	%zmm4, %ymm4
	vinsertf64x4	$1, %ymm4, %zmm1, %zmm1
	vcvtpd2ps	%zmm6, %ymm4
	vcvtpd2ps	%zmm5, %ymm5
	vinsertf64x4	$1, %ymm5, %zmm4, %zmm4
	vxorps	%zmm24, %zmm1, %zmm5
	vxorps	%zmm24, %zmm4, %zmm7
	vblendmps	%zmm1, %zmm5, %zmm8 {%k6}
	vmovaps	%zmm4, %zmm7 {%k6}
	vmovaps	%zmm5, %zmm1 {%k6}
	vpsrld	$9, -448(%rcx), %zmm4
	vpsrld	$9, -384(%rcx), %zmm5
	vpsrld	$9, -320(%rcx), %zmm6
	vpsrld	$9, -256(%rcx), %zmm9
	vcvtdq2ps	%zmm4, %zmm4
	vcvtdq2ps	%zmm5, %zmm5
	vcvtdq2ps	%zmm6, %zmm6
	vcvtdq2ps	%zmm9, %zmm9
	vaddps	.LCPI0_11(%rip){1to16}, %zmm4, %zmm4
	vaddps	.LCPI0_11(%rip){1to16}, %zmm5, %zmm5
	vaddps	.LCPI0_11(%rip){1to16}, %zmm6, %zmm6
	vaddps	.LCPI0_11(%rip){1to16}, %zmm9, %zmm9
	vmovaps	%zmm25, %zmm26
	vmulps	%zmm25, %zmm4, %zmm4
	vmulps	%zmm25, %zmm5, %zmm5
	vmulps	%zmm25, %zmm6, %zmm6
	vmulps	%zmm25, %zmm9, %zmm9
	vpbroadcastd	.LCPI0_13(%rip), %zmm30
	vpaddd	%zmm30, %zmm4, %zmm17
	vpaddd	%zmm30, %zmm5, %zmm19
	vpaddd	%zmm30, %zmm6, %zmm20
	vpaddd	%zmm30, %zmm9, %zmm27
	vpbroadcastd	.LCPI0_15(%rip), %zmm9
	vpandd	%zmm9, %zmm17, %zmm4
	vpandd	%zmm9, %zmm19, %zmm5
	vpandd	%zmm9, %zmm20, %zmm6
	vpandd	%zmm9, %zmm27, %zmm9
	vpbroadcastd	.LCPI0_16(%rip), %zmm16
	vpaddd	%zmm16, %zmm4, %zmm4
	vpaddd	%zmm16, %zmm5, %zmm10
	vpaddd	%zmm16, %zmm6, %zmm15
	vpaddd	%zmm16, %zmm9, %zmm9
	vbroadcastss	.LCPI0_17(%rip), %zmm16
	vaddps	%zmm16, %zmm4, %zmm5
	vaddps	%zmm16, %zmm10, %zmm6
	vaddps	%zmm16, %zmm15, %zmm15
	vaddps	%zmm16, %zmm9, %zmm16
	vbroadcastss	.LCPI0_18(%rip), %zmm23
	vaddps	%zmm23, %zmm5, %zmm4
	vaddps	%zmm23, %zmm6, %zmm9
	vaddps	%zmm23, %zmm15, %zmm10
	vdivps	%zmm4, %zmm5, %zmm25
	vdivps	%zmm9, %zmm6, %zmm24
	vdivps	%zmm10, %zmm15, %zmm28
	vaddpd	576(%rsp), %zmm31, %zmm4
	vaddpd	%zmm31, %zmm12, %zmm9
	vmovupd	256(%rsp), %zmm10
	vsubpd	%zmm9, %zmm10, %zmm9
	vmovupd	176(%rsp), %zmm10
	vsubpd	%zmm4, %zmm10, %zmm4
	vmulpd	%zmm11, %zmm4, %zmm4
	vmulpd	%zmm11, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm9, %zmm10
	vmulpd	%zmm4, %zmm4, %zmm11
	vmulpd	%zmm13, %zmm11, %zmm12
	vmulpd	%zmm13, %zmm10, %zmm13
	vaddpd	%zmm14, %zmm13, %zmm13
	vaddpd	%zmm14, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm11, %zmm12
	vmulpd	%zmm13, %zmm10, %zmm13
	vaddpd	%zmm22, %zmm13, %zmm13
	vaddpd	%zmm22, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm11, %zmm12
	vmulpd	%zmm13, %zmm10, %zmm13
	vbroadcastsd	.LCPI0_33(%rip), %zmm14
	vaddpd	%zmm14, %zmm13, %zmm13
	vaddpd	%zmm14, %zmm12, %zmm12
	vmulpd	%zmm10, %zmm9, %zmm14
	vmulpd	%zmm13, %zmm14, %zmm13
	vmulpd	%zmm11, %zmm4, %zmm14
	vmulpd	%zmm12, %zmm14, %zmm12
	vaddpd	%zmm13, %zmm9, %zmm9
	vaddpd	%zmm12, %zmm4, %zmm12
	vmulpd	%zmm29, %zmm11, %zmm4
	vmulpd	%zmm29, %zmm10, %zmm13
	vbroadcastsd	.LCPI0_35(%rip), %zmm14
	vsubpd	%zmm13, %zmm14, %zmm13
	vsubpd	%zmm4, %zmm14, %zmm4
	vmulpd	%zmm4, %zmm11, %zmm4
	vmulpd	%zmm13, %zmm10, %zmm13
	vbroadcastsd	.LCPI0_36(%rip), %zmm14
	vaddpd	%zmm14, %zmm13, %zmm13
	vaddpd	%zmm14, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm11, %zmm4
	vmulpd	%zmm13, %zmm10, %zmm13
	vbroadcastsd	.LCPI0_37(%rip), %zmm14
	vaddpd	%zmm14, %zmm13, %zmm13
	vaddpd	%zmm14, %zmm4, %zmm4
	vmulpd	%zmm10, %zmm10, %zmm14
	vmulpd	%zmm13, %zmm14, %zmm13
	vmulpd	%zmm11, %zmm11, %zmm14
	vmulpd	%zmm4, %zmm14, %zmm14
	vaddps	%zmm23, %zmm16, %zmm4
	vdivps	%zmm4, %zmm16, %zmm4
	vbroadcastsd	.LCPI0_38(%rip), %zmm22
	vmulpd	%zmm22, %zmm11, %zmm11
	vbroadcastsd	.LCPI0_39(%rip), %zmm23
	vsubpd	%zmm11, %zmm23, %zmm11
	vaddpd	%zmm14, %zmm11, %zmm11
	vmulpd	%zmm22, %zmm10, %zmm10
	vsubpd	%zmm10, %zmm23, %zmm10
	vaddpd	%zmm13, %zmm10, %zmm10
	vcvtpd2ps	%zmm12, %ymm12
	vcvtpd2ps	%zmm9, %ymm9
	vcvtpd2ps	%zmm11, %ymm13
	vcvtpd2ps	%zmm10, %ymm10
	vinsertf64x4	$1, %ymm9, %zmm12, %zmm11
	vinsertf64x4	$1, %ymm10, %zmm13, %zmm9
	vxorps	%zmm3, %zmm11, %zmm10
	vxorps	%zmm3, %zmm9, %zmm12
	vblendmps	%zmm11, %zmm10, %zmm13 {%k5}
	vmovaps	%zmm9, %zmm12 {%k5}
	vmovaps	%zmm10, %zmm11 {%k5}
	kmovw	320(%rsp), %k1
	vblendmps	384(%rsp), %zmm21, %zmm9 {%k1}
	vblendmps	512(%rsp), %zmm2, %zmm3 {%k3}
	vmovaps	%zmm21, %zmm18 {%k1}
	vmovaps	%zmm2, %zmm0 {%k3}
	vblendmps	%zmm8, %zmm7, %zmm8 {%k2}
	vblendmps	%zmm13, %zmm12, %zmm2 {%k4}
	vmovaps	%zmm7, %zmm1 {%k2}
	vmovaps	%zmm12, %zmm11 {%k4}
	vmulps	%zmm25, %zmm25, %zmm7
	vmulps	%zmm24, %zmm24, %zmm10
	vmulps	%zmm28, %zmm28, %zmm12
	vmulps	%zmm4, %zmm4, %zmm13
	vmulps	%zmm7, %zmm7, %zmm14
	vbroadcastss	.LCPI0_19(%rip), %zmm22
	vmulps	%zmm22, %zmm14, %zmm21
	vbroadcastss	.LCPI0_20(%rip), %zmm23
	vaddps	%zmm23, %zmm21, %zmm21
	vmulps	%zmm21, %zmm14, %zmm21
	vbroadcastss	.LCPI0_21(%rip), %zmm31
	vmulps	%zmm31, %zmm14, %zmm14
	vbroadcastss	.LCPI0_22(%rip), %zmm29
	vaddps	%zmm29, %zmm14, %zmm14
	vmulps	%zmm14, %zmm7, %zmm7
	vmulps	%zmm10, %zmm10, %zmm14
	vaddps	%zmm21, %zmm7, %zmm7
	vmulps	%zmm22, %zmm14, %zmm21
	vaddps	%zmm23, %zmm21, %zmm21
	vmulps	%zmm21, %zmm14, %zmm21
	vmulps	%zmm31, %zmm14, %zmm14
	vaddps	%zmm29, %zmm14, %zmm14
	vmulps	%zmm14, %zmm10, %zmm10
	vmulps	%zmm12, %zmm12, %zmm14
	vaddps	%zmm21, %zmm10, %zmm10
	vmulps	%zmm22, %zmm14, %zmm21
	vaddps	%zmm23, %zmm21, %zmm21
	vmulps	%zmm21, %zmm14, %zmm21
	vmulps	%zmm31, %zmm14, %zmm14
	vaddps	%zmm29, %zmm14, %zmm14
	vmulps	%zmm14, %zmm12, %zmm12
	vmulps	%zmm13, %zmm13, %zmm14
	vaddps	%zmm21, %zmm12, %zmm12
	vmulps	%zmm22, %zmm14, %zmm21
	vaddps	%zmm23, %zmm21, %zmm21
	vmulps	%zmm21, %zmm14, %zmm21
	vmulps	%zmm31, %zmm14, %zmm14
	vaddps	%zmm29, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vpsrld	$23, %zmm17, %zmm14
	vpsrld	$23, %zmm19, %zmm17
	vpsrld	$23, %zmm20, %zmm19
	vpsrld	$23, %zmm27, %zmm20
	vpbroadcastd	.LCPI0_14(%rip), %zmm22
	vpaddd	%zmm22, %zmm14, %zmm14
	vpaddd	%zmm22, %zmm17, %zmm17
	vpaddd	%zmm22, %zmm19, %zmm19
	vpaddd	%zmm22, %zmm20, %zmm20
	vaddps	%zmm21, %zmm13, %zmm13
	vmulps	.LCPI0_11(%rip){1to16}, %zmm5, %zmm21
	vmulps	%zmm21, %zmm5, %zmm21
	vaddps	%zmm7, %zmm21, %zmm7
	vmulps	%zmm7, %zmm25, %zmm7
	vbroadcastss	.LCPI0_11(%rip), %zmm25
	vmulps	%zmm25, %zmm6, %zmm22
	vmulps	%zmm22, %zmm6, %zmm22
	vaddps	%zmm10, %zmm22, %zmm10
	vmulps	%zmm10, %zmm24, %zmm10
	vmulps	%zmm25, %zmm15, %zmm23
	vmulps	%zmm23, %zmm15, %zmm23
	vaddps	%zmm12, %zmm23, %zmm12
	vmulps	%zmm12, %zmm28, %zmm12
	vmulps	%zmm25, %zmm16, %zmm24
	vmulps	%zmm24, %zmm16, %zmm24
	vcvtdq2ps	%zmm14, %zmm14
	vcvtdq2ps	%zmm17, %zmm17
	vcvtdq2ps	%zmm19, %zmm19
	vcvtdq2ps	%zmm20, %zmm20
	vaddps	%zmm13, %zmm24, %zmm13
	vmulps	%zmm13, %zmm4, %zmm4
	vbroadcastss	.LCPI0_23(%rip), %zmm27
	vmulps	%zmm27, %zmm14, %zmm13
	vaddps	%zmm7, %zmm13, %zmm7
	vmulps	%zmm27, %zmm17, %zmm13
	vaddps	%zmm10, %zmm13, %zmm10
	vmulps	%zmm27, %zmm19, %zmm13
	vaddps	%zmm12, %zmm13, %zmm12
	vmulps	%zmm27, %zmm20, %zmm13
	vaddps	%zmm4, %zmm13, %zmm4
	vsubps	%zmm21, %zmm7, %zmm7
	vsubps	%zmm22, %zmm10, %zmm10
	vsubps	%zmm23, %zmm12, %zmm12
	vsubps	%zmm24, %zmm4, %zmm4
	vaddps	%zmm7, %zmm5, %zmm5
	vaddps	%zmm10, %zmm6, %zmm6
	vaddps	%zmm12, %zmm15, %zmm7
	vaddps	%zmm4, %zmm16, %zmm4
	vbroadcastss	.LCPI0_24(%rip), %zmm12
	vmulps	%zmm12, %zmm14, %zmm10
	vaddps	%zmm5, %zmm10, %zmm5
	vmulps	%zmm12, %zmm17, %zmm10
	vaddps	%zmm6, %zmm10, %zmm6
	vmulps	%zmm12, %zmm19, %zmm10
	vaddps	%zmm7, %zmm10, %zmm7
	vmulps	%zmm12, %zmm20, %zmm10
	vaddps	%zmm4, %zmm10, %zmm4
	vbroadcastss	.LCPI0_25(%rip), %zmm12
	vmulps	%zmm12, %zmm5, %zmm5
	vsqrtps	%zmm5, %zmm5
	vmulps	%zmm5, %zmm18, %zmm10
	vmulps	%zmm5, %zmm9, %zmm5
	vmulps	%zmm12, %zmm6, %zmm6
	vsqrtps	%zmm6, %zmm6
	vmulps	%zmm6, %zmm0, %zmm0
	vmulps	%zmm6, %zmm3, %zmm3
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
	vmovups	%zmm5, -192(%rcx)
	vmovups	%zmm3, -128(%rcx)
	vmovups	%zmm6, -64(%rcx)
	vmovups	%zmm2, (%rcx)
	addq	$1024, %rcx
	decq	%rdx
	jne	.LBB0_181
.LBB0_175:
	vbroadcastss	80(%rsp), %zmm0
	movl	$192, %ecx
	movq	%r14, %rdx
	vmovups	2112(%rsp), %zmm16
	vbroadcastss	.LCPI0_50(%rip), %zmm17
	vpbroadcastd	.LCPI0_51(%rip), %zmm18
	vpbroadcastd	.LCPI0_52(%rip), %zmm19
	.p2align	4
.LBB0_176:
	vmovups	5832(%rsp,%rcx), %zmm1
	vmovups	5896(%rsp,%rcx), %zmm2
	vmovups	5960(%rsp,%rcx), %zmm3
	vmovups	6024(%rsp,%rcx), %zmm4
	vmovups	38600(%rsp,%rcx), %zmm5
	vmovups	38664(%rsp,%rcx), %zmm6
	vmovups	38728(%rsp,%rcx), %zmm7
	vmovups	38792(%rsp,%rcx), %zmm8
	vsubps	%zmm1, %zmm5, %zmm5
	vsubps	%zmm2, %zmm6, %zmm6
	vaddps	%zmm5, %zmm5, %zmm5
	vaddps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm25, %zmm5, %zmm5
	vmulps	%zmm25, %zmm6, %zmm6
	vmulps	%zmm5, %zmm16, %zmm5
	vmulps	%zmm6, %zmm16, %zmm6
	vaddps	%zmm5, %zmm1, %zmm1
	vaddps	%zmm6, %zmm2, %zmm2
	vmulps	71368(%rsp,%rcx), %zmm0, %zmm5
	vaddps	%zmm1, %zmm5, %zmm1
	vmulps	71432(%rsp,%rcx), %zmm0, %zmm5
	vaddps	%zmm2, %zmm5, %zmm2
	vandps	%zmm17, %zmm1, %zmm5
	vandps	%zmm17, %zmm2, %zmm6
	vpcmpgtd	%zmm18, %zmm5, %k1
	vpcmpgtd	%zmm18, %zmm6, %k2
	vmovdqa32	%zmm19, %zmm1 {%k1}
	vmovdqa32	%zmm19, %zmm2 {%k2}
	vmovdqu64	%zmm1, 5832(%rsp,%rcx)
	vmovdqu64	%zmm2, 5896(%rsp,%rcx)
	vsubps	%zmm3, %zmm7, %zmm1
	vsubps	%zmm4, %zmm8, %zmm2
	vaddps	%zmm1, %zmm1, %zmm1
	vaddps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm25, %zmm1, %zmm1
	vmulps	%zmm25, %zmm2, %zmm2
	vmulps	%zmm1, %zmm16, %zmm1
	vmulps	%zmm2, %zmm16, %zmm2
	vaddps	%zmm1, %zmm3, %zmm1
	vaddps	%zmm2, %zmm4, %zmm2
	vmulps	71496(%rsp,%rcx), %zmm0, %zmm3
	vaddps	%zmm1, %zmm3, %zmm1
	vmulps	71560(%rsp,%rcx), %zmm0, %zmm3
	vaddps	%zmm2, %zmm3, %zmm2
	vandps	%zmm17, %zmm1, %zmm3
	vandps	%zmm17, %zmm2, %zmm4
	vpcmpgtd	%zmm18, %zmm3, %k1
	vpcmpgtd	%zmm18, %zmm4, %k2
	vmovdqa32	%zmm19, %zmm1 {%k1}
	vmovdqa32	%zmm19, %zmm2 {%k2}
	vmovdqu64	%zmm1, 5960(%rsp,%rcx)
	vmovdqu64	%zmm2, 6024(%rsp,%rcx)
	addq	$256, %rcx
	decq	%rdx
	jne	.LBB0_176
	vmovss	-116(%rsp), %xmm20
	vmulss	-40(%rsp), %xmm20, %xmm20
	incq	%rax
	cmpq	%rbp, %rax
	jne	.LBB0_172
	jmp	.LBB0_167
.LBB0_173:
	vmulss	-48(%rsp), %xmm20, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vpxor	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm30 {%k1} {z}
	vmovaps	%xmm30, 80(%rsp)
	vmovss	%xmm20, -116(%rsp)
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
	vmovups	5832(%rsp,%rcx), %zmm0
	vmovups	5896(%rsp,%rcx), %zmm1
	vmovups	5960(%rsp,%rcx), %zmm2
	vmovups	6024(%rsp,%rcx), %zmm3
	vmovups	38600(%rsp,%rcx), %zmm4
	vmovups	38664(%rsp,%rcx), %zmm5
	vmovups	38728(%rsp,%rcx), %zmm6
	vmovups	38792(%rsp,%rcx), %zmm7
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
	vmovdqu64	%zmm0, 5832(%rsp,%rcx)
	vmovdqu64	%zmm1, 5896(%rsp,%rcx)
	vmovdqu64	%zmm2, 5960(%rsp,%rcx)
	vmovdqu64	%zmm3, 6024(%rsp,%rcx)
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
	cmpq	$1, 144(%rsp)
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
	addq	$6024, %r9
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
	addq	$6024, %r9
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
	testb	$1, 144(%rsp)
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
	movq	%r10, -112(%rsp)
	movzwl	%ax, %esi
	testq	%rbp, %rbp
	je	.LBB0_5
	movl	$3449720151, %r10d
	movq	%r15, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %rdi
	leaq	842468239(%rax), %rbx
	leaq	387276957(%r15), %r11
	leaq	1684936478(%rax), %r13
	movq	%r13, 512(%rsp)
	leaq	534103459(%rax), %r12
	movq	%r12, 864(%rsp)
	leal	-1767562579(%rax), %ecx
	movl	%ecx, 256(%rsp)
	leaq	-795284382(%r15,%r10), %rdx
	leaq	-305585874(%rax,%r10), %r8
	movq	%r8, 72(%rsp)
	leaq	218619860(%r15,%r10), %rcx
	movq	%rcx, 800(%rsp)
	leaq	536882365(%rax,%r10), %r8
	leaq	-613950654(%rax,%r10), %rcx
	leaq	228517585(%rax,%r10), %r9
	vpbroadcastq	%r15, %zmm12
	movq	%rdx, (%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 2752(%rsp)
	leaq	1013904242(%r15), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 1536(%rsp)
	movq	%rdi, 24(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3648(%rsp)
	leaq	218619860(%r15,%r10), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 1920(%rsp)
	movq	%r8, 1056(%rsp)
	vpbroadcastq	%rbx, %zmm14
	leaq	2027808484(%r15), %rdx
	vpbroadcastq	%rdx, %zmm15
	vpbroadcastq	%r8, %zmm13
	vpbroadcastq	%r11, %zmm29
	movq	%rcx, 1408(%rsp)
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 1472(%rsp)
	leaq	-408007425(%r15,%r10), %rcx
	movq	%rcx, 2688(%rsp)
	movq	%r9, 2048(%rsp)
	vpbroadcastq	%rcx, %zmm11
	vpbroadcastq	%r13, %zmm16
	leaq	1401181199(%r15), %rcx
	movq	%rcx, 2624(%rsp)
	vpbroadcastq	%rcx, %zmm18
	leaq	1013904242(%r15), %rcx
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 3712(%rsp)
	movl	$3449720151, %edx
	leaq	605896817(%r15,%rdx), %rdx
	movq	%rdx, 2368(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 2560(%rsp)
	vpbroadcastq	%r9, %zmm21
	leal	-1879881855(%r15), %eax
	movl	%eax, -80(%rsp)
	vpbroadcastd	%eax, %ymm0
	vmovdqu	%ymm0, 2496(%rsp)
	vmovss	.LCPI0_11(%rip), %xmm17
	vbroadcastss	.LCPI0_11(%rip), %zmm28
	vpbroadcastd	.LCPI0_50(%rip), %zmm24
	vpbroadcastd	.LCPI0_51(%rip), %zmm26
	vpbroadcastq	.LCPI0_0(%rip), %zmm0
	vmovss	.LCPI0_12(%rip), %xmm6
	vmovss	.LCPI0_17(%rip), %xmm5
	movl	256(%rsp), %eax
	vpbroadcastd	%eax, %ymm3
	vmovd	.LCPI0_18(%rip), %xmm30
	leaq	(,%r14,4), %rax
	movq	%rax, 48(%rsp)
	vmovss	.LCPI0_19(%rip), %xmm4
	vmovq	.LCPI0_31(%rip), %xmm31
	vmovq	.LCPI0_33(%rip), %xmm8
	vmovq	.LCPI0_46(%rip), %xmm9
	vmovq	.LCPI0_36(%rip), %xmm27
	vbroadcastss	.LCPI0_40(%rip), %xmm7
	vpbroadcastq	.LCPI0_4(%rip), %zmm20
	vpbroadcastq	.LCPI0_5(%rip), %zmm25
	vpbroadcastd	%xmm23, %zmm22
	movq	-112(%rsp), %rdx
	movq	-32(%rsp), %rax
	movq	%rcx, 176(%rsp)
	movq	%rbx, 320(%rsp)
	leaq	2027808484(%r15), %rdi
	movq	%rdi, 384(%rsp)
	movq	%r11, 576(%rsp)
	vmovdqu	%ymm3, 992(%rsp)
	vmovdqu64	%zmm22, 3008(%rsp)
	movq	%rsi, 120(%rsp)
	vmovdqu64	%zmm12, 3136(%rsp)
	vmovdqu64	%zmm14, 1792(%rsp)
	vmovdqu64	%zmm15, 2176(%rsp)
	vmovdqu64	%zmm13, 2432(%rsp)
	vmovdqu64	%zmm16, 2816(%rsp)
	vmovdqu64	%zmm18, 3776(%rsp)
	vmovdqu64	%zmm21, 3072(%rsp)
	vmovdqu64	%zmm11, 928(%rsp)
	vmovdqu64	%zmm29, 2944(%rsp)
	jmp	.LBB0_8
	.p2align	4
.LBB0_14:
	movq	-112(%rsp), %rdx
	movq	120(%rsp), %rsi
	addq	%rsi, %rdx
	movq	-32(%rsp), %rax
	cmpq	%rax, %rdx
	movq	448(%rsp), %r14
	vpbroadcastq	.LCPI0_0(%rip), %zmm0
	jae	.LBB0_133
.LBB0_8:
	subq	%rdx, %rax
	cmpq	%rsi, %rax
	cmovaeq	%rsi, %rax
	movq	%rax, %r10
	imulq	%r14, %r10
	movq	%rdx, -112(%rsp)
	movq	%rdx, %r9
	imulq	%r14, %r9
	movq	-88(%rsp), %rdx
	leaq	(%rdx,%r9,4), %rbx
	movq	-96(%rsp), %rdx
	leaq	(%rdx,%r9,4), %r13
	cmpl	$0, -24(%rsp)
	movq	%r10, 736(%rsp)
	movq	%rbx, 1216(%rsp)
	movq	%r13, 1152(%rsp)
	je	.LBB0_51
	shrq	$2, %r9
	movq	%r10, %rsi
	shrq	$2, %rsi
	imulq	48(%rsp), %rax
	leaq	(%rbx,%rax), %rdx
	movq	%rdx, 1280(%rsp)
	addq	%r13, %rax
	leaq	-1(%r10), %r12
	movq	%r12, %r14
	shrq	%r14
	incq	%r14
	movq	%rsi, %rdi
	subq	$1, %rdi
	movq	%rsi, -72(%rsp)
	movq	%rcx, %rdx
	movq	%rbp, %rcx
	movq	%rsi, %rbp
	adcq	$0, %rbp
	movq	%rdi, %r8
	shlq	$4, %r8
	movabsq	$1152921504606846975, %rsi
	cmpq	%rsi, %rdi
	seta	%dil
	leaq	3988(%rsp), %rsi
	addq	%rsi, %r8
	cmpq	%rsi, %r8
	setb	%sil
	orb	%dil, %sil
	movb	%sil, 40(%rsp)
	movl	%ebp, %esi
	andl	$262112, %esi
	movq	%rsi, 2880(%rsp)
	movq	%r9, 1344(%rsp)
	vpbroadcastq	%r9, %zmm1
	vpaddq	%zmm0, %zmm1, %zmm10
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 1728(%rsp)
	vmovdqu64	%zmm1, 1856(%rsp)
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 1664(%rsp)
	movq	%rbp, %rsi
	movq	%rbp, 3584(%rsp)
	movq	%rcx, %rbp
	andl	$262136, %esi
	movq	%rsi, 16(%rsp)
	movq	%r12, %rdi
	andq	$-2, %rdi
	movabsq	$4611686018427387903, %rsi
	movq	%r12, 128(%rsp)
	cmpq	%rsi, %r12
	seta	%r8b
	leaq	3980(%rsp), %rsi
	leaq	(%rsi,%rdi,4), %rdi
	cmpq	%rsi, %rdi
	setb	%cl
	orb	%r8b, %cl
	movb	%cl, -64(%rsp)
	movq	%r14, %rcx
	andq	$-64, %rcx
	movq	%rcx, -8(%rsp)
	addq	%rcx, %rcx
	movq	%rcx, 3520(%rsp)
	movq	%r14, 1120(%rsp)
	andq	$-8, %r14
	movq	%r14, 64(%rsp)
	leaq	(%r14,%r14), %rcx
	movq	%rcx, 56(%rsp)
	cmpq	%rax, %rbx
	setb	%al
	cmpq	1280(%rsp), %r13
	setb	%cl
	andb	%al, %cl
	movb	%cl, 32(%rsp)
	movq	%rdx, %rcx
	andl	$32736, %r10d
	movq	%r10, -16(%rsp)
	xorl	%r12d, %r12d
	vmovss	-44(%rsp), %xmm19
	vmovdqu64	%zmm10, 3200(%rsp)
	jmp	.LBB0_10
	.p2align	4
.LBB0_13:
	vmovss	-116(%rsp), %xmm19
	vmulss	-40(%rsp), %xmm19, %xmm19
	incq	%r12
	cmpq	%rbp, %r12
	je	.LBB0_14
.LBB0_10:
	vmovss	-36(%rsp), %xmm0
	cmpl	$0, -100(%rsp)
	jne	.LBB0_11
	vmovss	%xmm19, -116(%rsp)
	movq	736(%rsp), %rdi
	testq	%rdi, %rdi
	je	.LBB0_13
.LBB0_39:
	cmpq	$32, %rdi
	setb	%al
	movq	136(%rsp), %rdx
	leaq	(%r12,%rdx), %rbx
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
	movq	%rbx, %r9
	shrq	$32, %r9
	xorq	72(%rsp), %r9
	orb	40(%rsp), %al
	testb	$1, %al
	vmovaps	%xmm0, 2112(%rsp)
	movq	%r12, 160(%rsp)
	je	.LBB0_41
	movq	%rbx, %r11
	xorl	%ebx, %ebx
	movl	$3449720151, %r12d
	movl	-80(%rsp), %r8d
	movq	1344(%rsp), %r14
	movq	-72(%rsp), %rdi
	vmovdqa64	%xmm30, %xmm10
	movq	%rbp, %rcx
	jmp	.LBB0_50
	.p2align	4
.LBB0_41:
	movq	%r9, 1984(%rsp)
	vpbroadcastq	%r9, %zmm22
	cmpq	$128, %rdi
	vmovdqa64	.LCPI0_6(%rip), %zmm19
	jae	.LBB0_43
	xorl	%eax, %eax
	vpbroadcastq	.LCPI0_0(%rip), %zmm1
	vmovdqu64	1472(%rsp), %zmm2
	vmovdqu64	3712(%rsp), %zmm0
	movq	%rbx, %r11
	movq	%rbp, %rcx
	jmp	.LBB0_47
.LBB0_43:
	movq	%rbp, %rcx
	vpbroadcastq	%rbp, %zmm0
	vpxorq	2752(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2304(%rsp)
	movq	%rbx, %r11
	vpbroadcastq	%rbx, %zmm2
	vpxorq	3648(%rsp), %zmm2, %zmm0
	vmovdqu64	%zmm0, 2240(%rsp)
	leaq	4360(%rsp), %rbx
	movq	2880(%rsp), %r13
	vmovdqa64	.LCPI0_3(%rip), %zmm18
	vmovdqa64	%zmm13, %zmm17
	vmovdqu64	2816(%rsp), %zmm0
	vmovdqu64	3776(%rsp), %zmm3
	vmovdqu64	3712(%rsp), %zmm1
	movq	-72(%rsp), %rdi
	vmovdqa64	%zmm12, %zmm30
	vmovdqu64	1920(%rsp), %zmm27
	vmovdqu64	1536(%rsp), %zmm24
	vmovdqu64	%zmm22, 1280(%rsp)
	.p2align	4
.LBB0_44:
	vpaddq	1856(%rsp), %zmm18, %zmm2
	vpaddq	3200(%rsp), %zmm18, %zmm4
	vpaddq	1728(%rsp), %zmm18, %zmm5
	vpaddq	1664(%rsp), %zmm18, %zmm6
	vpmuludq	%zmm20, %zmm2, %zmm7
	vpmuludq	%zmm20, %zmm4, %zmm8
	vpmuludq	%zmm20, %zmm5, %zmm9
	vpmuludq	%zmm20, %zmm6, %zmm10
	vpternlogq	$150, %zmm30, %zmm7, %zmm2
	vpternlogq	$150, %zmm30, %zmm8, %zmm4
	vpternlogq	$150, %zmm30, %zmm9, %zmm5
	vpternlogq	$150, %zmm30, %zmm10, %zmm6
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm6, %zmm6
	vpmuludq	%zmm25, %zmm2, %zmm2
	vpmuludq	%zmm25, %zmm4, %zmm4
	vpmuludq	%zmm25, %zmm5, %zmm11
	vpmuludq	%zmm25, %zmm6, %zmm6
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm12
	vpsrlq	$32, %zmm11, %zmm13
	vpsrlq	$32, %zmm6, %zmm14
	vmovdqu64	2304(%rsp), %zmm19
	vpxorq	%zmm19, %zmm5, %zmm5
	vpxorq	%zmm19, %zmm12, %zmm12
	vpxorq	%zmm19, %zmm13, %zmm13
	vpxorq	%zmm7, %zmm22, %zmm15
	vpxorq	%zmm8, %zmm22, %zmm8
	vpxorq	%zmm9, %zmm22, %zmm9
	vpxorq	%zmm19, %zmm14, %zmm14
	vpxorq	%zmm10, %zmm22, %zmm10
	vpmuludq	%zmm20, %zmm5, %zmm16
	vpmuludq	%zmm20, %zmm12, %zmm12
	vpmuludq	%zmm20, %zmm13, %zmm7
	vpmuludq	%zmm20, %zmm14, %zmm5
	vpsrlq	$32, %zmm16, %zmm13
	vpsrlq	$32, %zmm12, %zmm14
	vpmuludq	%zmm25, %zmm15, %zmm15
	vpmuludq	%zmm25, %zmm8, %zmm19
	vpmuludq	%zmm25, %zmm9, %zmm9
	vpmuludq	%zmm25, %zmm10, %zmm10
	vpsrlq	$32, %zmm7, %zmm8
	vpsrlq	$32, %zmm15, %zmm22
	vpsrlq	$32, %zmm19, %zmm23
	vpternlogq	$150, %zmm24, %zmm2, %zmm22
	vpsrlq	$32, %zmm9, %zmm2
	vpternlogq	$150, %zmm24, %zmm4, %zmm23
	vpsrlq	$32, %zmm5, %zmm4
	vpternlogq	$150, %zmm24, %zmm11, %zmm2
	vpsrlq	$32, %zmm10, %zmm11
	vpternlogq	$150, %zmm24, %zmm6, %zmm11
	vmovdqu64	2240(%rsp), %zmm6
	vpxorq	%zmm6, %zmm13, %zmm13
	vpxorq	%zmm6, %zmm14, %zmm14
	vpxorq	%zmm6, %zmm8, %zmm24
	vpxorq	%zmm6, %zmm4, %zmm26
	vpmuludq	%zmm20, %zmm22, %zmm8
	vpmuludq	%zmm20, %zmm23, %zmm6
	vpmuludq	%zmm20, %zmm2, %zmm4
	vpmuludq	%zmm20, %zmm11, %zmm2
	vpmuludq	%zmm25, %zmm13, %zmm11
	vpmuludq	%zmm25, %zmm14, %zmm13
	vpmuludq	%zmm25, %zmm24, %zmm14
	vpmuludq	%zmm25, %zmm26, %zmm22
	vpsrlq	$32, %zmm11, %zmm23
	vpternlogq	$150, %zmm15, %zmm27, %zmm23
	vpsrlq	$32, %zmm13, %zmm15
	vpternlogq	$150, %zmm19, %zmm27, %zmm15
	vpsrlq	$32, %zmm14, %zmm19
	vpternlogq	$150, %zmm9, %zmm27, %zmm19
	vpsrlq	$32, %zmm22, %zmm24
	vpternlogq	$150, %zmm10, %zmm27, %zmm24
	vpsrlq	$32, %zmm8, %zmm10
	vmovdqu64	1792(%rsp), %zmm9
	vpternlogq	$150, %zmm9, %zmm16, %zmm10
	vpsrlq	$32, %zmm6, %zmm16
	vpternlogq	$150, %zmm9, %zmm12, %zmm16
	vpsrlq	$32, %zmm4, %zmm12
	vpternlogq	$150, %zmm9, %zmm7, %zmm12
	vpsrlq	$32, %zmm2, %zmm26
	vpternlogq	$150, %zmm9, %zmm5, %zmm26
	vpmuludq	%zmm20, %zmm23, %zmm9
	vpmuludq	%zmm20, %zmm15, %zmm7
	vpmuludq	%zmm20, %zmm19, %zmm5
	vpmuludq	%zmm25, %zmm10, %zmm15
	vpmuludq	%zmm20, %zmm24, %zmm10
	vpmuludq	%zmm25, %zmm16, %zmm16
	vpmuludq	%zmm25, %zmm12, %zmm12
	vpmuludq	%zmm25, %zmm26, %zmm19
	vpsrlq	$32, %zmm15, %zmm23
	vmovdqu64	2176(%rsp), %zmm26
	vpternlogq	$150, %zmm26, %zmm11, %zmm23
	vpsrlq	$32, %zmm16, %zmm24
	vpternlogq	$150, %zmm26, %zmm13, %zmm24
	vpsrlq	$32, %zmm12, %zmm13
	vpternlogq	$150, %zmm26, %zmm14, %zmm13
	vpsrlq	$32, %zmm19, %zmm14
	vpternlogq	$150, %zmm26, %zmm22, %zmm14
	vpsrlq	$32, %zmm9, %zmm22
	vpternlogq	$150, %zmm8, %zmm17, %zmm22
	vpsrlq	$32, %zmm7, %zmm26
	vpternlogq	$150, %zmm6, %zmm17, %zmm26
	vpsrlq	$32, %zmm5, %zmm6
	vpternlogq	$150, %zmm4, %zmm17, %zmm6
	vpsrlq	$32, %zmm10, %zmm27
	vpternlogq	$150, %zmm2, %zmm17, %zmm27
	vpmuludq	%zmm20, %zmm23, %zmm11
	vpmuludq	%zmm20, %zmm24, %zmm8
	vpmuludq	%zmm20, %zmm13, %zmm4
	vpmuludq	%zmm20, %zmm14, %zmm2
	vpmuludq	%zmm25, %zmm22, %zmm14
	vpmuludq	%zmm25, %zmm26, %zmm22
	vpmuludq	%zmm25, %zmm6, %zmm23
	vpmuludq	%zmm25, %zmm27, %zmm24
	vpsrlq	$32, %zmm14, %zmm6
	vpternlogq	$150, %zmm15, %zmm29, %zmm6
	vpsrlq	$32, %zmm22, %zmm13
	vpternlogq	$150, %zmm16, %zmm29, %zmm13
	vpsrlq	$32, %zmm23, %zmm15
	vpternlogq	$150, %zmm12, %zmm29, %zmm15
	vpsrlq	$32, %zmm24, %zmm16
	vpternlogq	$150, %zmm19, %zmm29, %zmm16
	vpsrlq	$32, %zmm11, %zmm19
	vmovdqu64	1472(%rsp), %zmm12
	vpternlogq	$150, %zmm12, %zmm9, %zmm19
	vpsrlq	$32, %zmm8, %zmm9
	vpternlogq	$150, %zmm12, %zmm7, %zmm9
	vpsrlq	$32, %zmm4, %zmm26
	vpternlogq	$150, %zmm12, %zmm5, %zmm26
	vpsrlq	$32, %zmm2, %zmm5
	vpternlogq	$150, %zmm12, %zmm10, %zmm5
	vpmuludq	%zmm20, %zmm6, %zmm12
	vpmuludq	%zmm20, %zmm13, %zmm7
	vpmuludq	%zmm20, %zmm15, %zmm6
	vpmuludq	%zmm25, %zmm19, %zmm15
	vpmuludq	%zmm20, %zmm16, %zmm13
	vpmuludq	%zmm25, %zmm9, %zmm16
	vpmuludq	%zmm25, %zmm26, %zmm19
	vpmuludq	%zmm25, %zmm5, %zmm26
	vpsrlq	$32, %zmm15, %zmm5
	vmovdqu64	928(%rsp), %zmm10
	vpternlogq	$150, %zmm10, %zmm14, %zmm5
	vpsrlq	$32, %zmm16, %zmm9
	vpternlogq	$150, %zmm10, %zmm22, %zmm9
	vpsrlq	$32, %zmm19, %zmm14
	vpternlogq	$150, %zmm10, %zmm23, %zmm14
	vpsrlq	$32, %zmm26, %zmm22
	vpternlogq	$150, %zmm10, %zmm24, %zmm22
	vpsrlq	$32, %zmm12, %zmm23
	vpternlogq	$150, %zmm11, %zmm0, %zmm23
	vpsrlq	$32, %zmm7, %zmm24
	vpternlogq	$150, %zmm8, %zmm0, %zmm24
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm0, %zmm8
	vpsrlq	$32, %zmm13, %zmm4
	vpternlogq	$150, %zmm2, %zmm0, %zmm4
	vpmuludq	%zmm20, %zmm5, %zmm11
	vpmuludq	%zmm20, %zmm9, %zmm10
	vpmuludq	%zmm20, %zmm14, %zmm9
	vpmuludq	%zmm20, %zmm22, %zmm5
	vpmuludq	%zmm25, %zmm23, %zmm14
	vpmuludq	%zmm25, %zmm24, %zmm22
	vpmuludq	%zmm25, %zmm8, %zmm23
	vpmuludq	%zmm25, %zmm4, %zmm24
	vpsrlq	$32, %zmm14, %zmm2
	vpternlogq	$150, %zmm15, %zmm3, %zmm2
	vpsrlq	$32, %zmm22, %zmm4
	vpternlogq	$150, %zmm16, %zmm3, %zmm4
	vpsrlq	$32, %zmm23, %zmm15
	vpternlogq	$150, %zmm19, %zmm3, %zmm15
	vpsrlq	$32, %zmm24, %zmm16
	vpternlogq	$150, %zmm26, %zmm3, %zmm16
	vpsrlq	$32, %zmm11, %zmm19
	vpternlogq	$150, %zmm1, %zmm12, %zmm19
	vpsrlq	$32, %zmm10, %zmm12
	vpternlogq	$150, %zmm1, %zmm7, %zmm12
	vpsrlq	$32, %zmm9, %zmm26
	vpternlogq	$150, %zmm1, %zmm6, %zmm26
	vpsrlq	$32, %zmm5, %zmm27
	vpternlogq	$150, %zmm1, %zmm13, %zmm27
	vpmuludq	%zmm20, %zmm2, %zmm8
	vpmuludq	%zmm20, %zmm4, %zmm7
	vpmuludq	%zmm20, %zmm15, %zmm6
	vpmuludq	%zmm25, %zmm19, %zmm13
	vpmuludq	%zmm20, %zmm16, %zmm2
	vpmuludq	%zmm25, %zmm12, %zmm15
	vpmuludq	%zmm25, %zmm26, %zmm16
	vmovdqu64	2560(%rsp), %zmm26
	vpmuludq	%zmm25, %zmm27, %zmm12
	vmovdqu64	1920(%rsp), %zmm27
	vpsrlq	$32, %zmm13, %zmm19
	vpternlogq	$150, %zmm26, %zmm14, %zmm19
	vpsrlq	$32, %zmm15, %zmm14
	vpternlogq	$150, %zmm26, %zmm22, %zmm14
	vpsrlq	$32, %zmm16, %zmm22
	vpternlogq	$150, %zmm26, %zmm23, %zmm22
	vpsrlq	$32, %zmm12, %zmm4
	vpternlogq	$150, %zmm26, %zmm24, %zmm4
	vpsrlq	$32, %zmm8, %zmm23
	vpternlogq	$150, %zmm11, %zmm21, %zmm23
	vpsrlq	$32, %zmm7, %zmm11
	vpternlogq	$150, %zmm10, %zmm21, %zmm11
	vpsrlq	$32, %zmm6, %zmm24
	vpternlogq	$150, %zmm9, %zmm21, %zmm24
	vpsrlq	$32, %zmm2, %zmm9
	vpternlogq	$150, %zmm5, %zmm21, %zmm9
	vpmuludq	%zmm20, %zmm19, %zmm19
	vpmuludq	%zmm20, %zmm14, %zmm10
	vpmuludq	%zmm20, %zmm22, %zmm5
	vpmuludq	%zmm25, %zmm23, %zmm14
	vpmuludq	%zmm25, %zmm11, %zmm22
	vpmuludq	%zmm25, %zmm24, %zmm11
	vmovdqu64	1536(%rsp), %zmm24
	vpsrlq	$32, %zmm14, %zmm23
	vpxorq	%zmm13, %zmm23, %zmm13
	vpsrlq	$32, %zmm22, %zmm23
	vpxorq	%zmm15, %zmm23, %zmm15
	vpsrlq	$32, %zmm11, %zmm23
	vpxorq	%zmm16, %zmm23, %zmm16
	vpsrlq	$32, %zmm19, %zmm23
	vpmuludq	%zmm25, %zmm9, %zmm9
	vpxorq	%zmm8, %zmm23, %zmm23
	vpsrlq	$32, %zmm9, %zmm8
	vpxorq	%zmm12, %zmm8, %zmm8
	vpsrlq	$32, %zmm10, %zmm12
	vpxorq	%zmm7, %zmm12, %zmm7
	vpsrlq	$32, %zmm5, %zmm12
	vpxorq	%zmm6, %zmm12, %zmm6
	vpmovqd	%zmm19, %ymm12
	vpmovqd	%zmm23, %ymm19
	vmovdqu64	992(%rsp), %ymm28
	vpxord	%ymm19, %ymm28, %ymm19
	vinserti64x4	$1, %ymm12, %zmm19, %zmm12
	vmovdqa64	.LCPI0_6(%rip), %zmm19
	vmovdqu64	2496(%rsp), %ymm23
	vpmovqd	%zmm14, %ymm14
	vpmovqd	%zmm13, %ymm13
	vpxord	%ymm13, %ymm23, %ymm13
	vinserti64x4	$1, %ymm14, %zmm13, %zmm13
	vmovdqa64	%zmm13, %zmm14
	vpermt2d	%zmm12, %zmm19, %zmm14
	vmovdqa64	.LCPI0_7(%rip), %zmm31
	vpermt2d	%zmm12, %zmm31, %zmm13
	vmovdqu64	%zmm13, -320(%rbx)
	vmovdqu64	%zmm14, -384(%rbx)
	vpmovqd	%zmm22, %ymm12
	vpmovqd	%zmm15, %ymm13
	vpxord	%ymm13, %ymm23, %ymm13
	vinserti64x4	$1, %ymm12, %zmm13, %zmm12
	vpmovqd	%zmm10, %ymm10
	vpmovqd	%zmm7, %ymm7
	vpxord	%ymm7, %ymm28, %ymm7
	vinserti64x4	$1, %ymm10, %zmm7, %zmm7
	vmovdqa64	%zmm12, %zmm10
	vpermt2d	%zmm7, %zmm19, %zmm10
	vpermt2d	%zmm7, %zmm31, %zmm12
	vmovdqu64	%zmm12, -192(%rbx)
	vpmovqd	%zmm11, %ymm7
	vpmovqd	%zmm16, %ymm11
	vmovdqu64	1280(%rsp), %zmm22
	vpxord	%ymm11, %ymm23, %ymm11
	vinserti64x4	$1, %ymm7, %zmm11, %zmm7
	vpmovqd	%zmm5, %ymm5
	vpmovqd	%zmm6, %ymm6
	vpxord	%ymm6, %ymm28, %ymm6
	vinserti64x4	$1, %ymm5, %zmm6, %zmm5
	vmovdqa64	%zmm7, %zmm6
	vpermt2d	%zmm5, %zmm19, %zmm6
	vpermt2d	%zmm5, %zmm31, %zmm7
	vmovdqu64	%zmm10, -256(%rbx)
	vmovdqu64	%zmm7, -64(%rbx)
	vpmuludq	%zmm20, %zmm4, %zmm4
	vmovdqu64	%zmm6, -128(%rbx)
	vpsrlq	$32, %zmm4, %zmm5
	vpxorq	%zmm2, %zmm5, %zmm2
	vpmovqd	%zmm9, %ymm5
	vpmovqd	%zmm8, %ymm6
	vpxord	%ymm6, %ymm23, %ymm6
	vinserti64x4	$1, %ymm5, %zmm6, %zmm5
	vpmovqd	%zmm4, %ymm4
	vpmovqd	%zmm2, %ymm2
	vpxord	%ymm2, %ymm28, %ymm2
	vinserti64x4	$1, %ymm4, %zmm2, %zmm2
	vmovdqa64	%zmm5, %zmm4
	vpermt2d	%zmm2, %zmm31, %zmm5
	vmovdqu64	%zmm5, 64(%rbx)
	vpermt2d	%zmm2, %zmm19, %zmm4
	vmovdqu64	%zmm4, (%rbx)
	vpaddq	.LCPI0_8(%rip){1to8}, %zmm18, %zmm18
	addq	$512, %rbx
	addq	$-32, %r13
	jne	.LBB0_44
	cmpq	2880(%rsp), %rdi
	movl	$3449720151, %r12d
	vmovdqa64	%zmm17, %zmm14
	vmovdqu64	1472(%rsp), %zmm2
	vmovdqa64	%zmm1, %zmm0
	movl	-80(%rsp), %r8d
	vmovss	.LCPI0_11(%rip), %xmm17
	vbroadcastss	.LCPI0_11(%rip), %zmm28
	vpbroadcastq	.LCPI0_0(%rip), %zmm1
	vmovss	.LCPI0_12(%rip), %xmm6
	vmovss	.LCPI0_17(%rip), %xmm5
	vmovdqu	992(%rsp), %ymm3
	vmovd	.LCPI0_18(%rip), %xmm10
	vmovss	.LCPI0_19(%rip), %xmm4
	vmovdqu64	928(%rsp), %zmm11
	vmovq	.LCPI0_31(%rip), %xmm31
	vmovq	.LCPI0_33(%rip), %xmm8
	vmovq	.LCPI0_46(%rip), %xmm9
	vmovq	.LCPI0_36(%rip), %xmm27
	vbroadcastss	.LCPI0_40(%rip), %xmm7
	movq	1344(%rsp), %r14
	movq	1984(%rsp), %r9
	je	.LBB0_28
	vmovdqa64	%zmm14, %zmm13
	vmovdqa64	%zmm30, %zmm12
	movq	2880(%rsp), %rbx
	movq	%rbx, %rax
	testb	$24, 3584(%rsp)
	je	.LBB0_50
.LBB0_47:
	vmovdqa64	%zmm12, %zmm30
	vmovdqa64	%zmm0, %zmm24
	vpbroadcastq	%rax, %zmm0
	vporq	.LCPI0_3(%rip), %zmm0, %zmm0
	xorl	(%rsp), %ecx
	vpbroadcastq	%rcx, %zmm17
	movq	%r11, %rsi
	xorl	24(%rsp), %r11d
	vpbroadcastq	%r11, %zmm31
	movl	%eax, %edx
	shll	$4, %edx
	addq	%rsp, %rdx
	addq	$3976, %rdx
	vmovdqu64	1856(%rsp), %zmm10
	movq	16(%rsp), %rcx
	vmovdqa64	%zmm13, %zmm18
	vmovdqu64	1920(%rsp), %zmm13
	vmovdqu64	1536(%rsp), %zmm14
	vmovdqu64	2560(%rsp), %zmm16
	vmovdqu	2496(%rsp), %ymm15
	vmovdqu64	1792(%rsp), %zmm27
	vmovdqa64	%zmm21, %zmm23
	vmovdqu64	2176(%rsp), %zmm21
	vmovdqu64	2816(%rsp), %zmm26
	vmovdqu64	3776(%rsp), %zmm12
	.p2align	4
.LBB0_48:
	vpaddq	%zmm10, %zmm0, %zmm4
	vpmuludq	%zmm20, %zmm4, %zmm5
	vpternlogq	$150, %zmm30, %zmm5, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpmuludq	%zmm25, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm6
	vpxorq	%zmm5, %zmm22, %zmm5
	vpxorq	%zmm6, %zmm17, %zmm6
	vpmuludq	%zmm20, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm7
	vpmuludq	%zmm25, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm14, %zmm4, %zmm8
	vpxorq	%zmm7, %zmm31, %zmm4
	vpmuludq	%zmm20, %zmm8, %zmm7
	vpsrlq	$32, %zmm7, %zmm8
	vpmuludq	%zmm25, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm9
	vpternlogq	$150, %zmm27, %zmm6, %zmm8
	vpternlogq	$150, %zmm5, %zmm13, %zmm9
	vpmuludq	%zmm20, %zmm9, %zmm5
	vpsrlq	$32, %zmm5, %zmm6
	vpmuludq	%zmm25, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm9
	vpternlogq	$150, %zmm21, %zmm4, %zmm9
	vpternlogq	$150, %zmm7, %zmm18, %zmm6
	vpmuludq	%zmm20, %zmm9, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpmuludq	%zmm25, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm9
	vpternlogq	$150, %zmm2, %zmm5, %zmm7
	vpternlogq	$150, %zmm8, %zmm29, %zmm9
	vpmuludq	%zmm20, %zmm9, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpmuludq	%zmm25, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm9
	vpternlogq	$150, %zmm11, %zmm6, %zmm9
	vpternlogq	$150, %zmm4, %zmm26, %zmm8
	vpmuludq	%zmm20, %zmm9, %zmm4
	vpsrlq	$32, %zmm4, %zmm6
	vpmuludq	%zmm25, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm9
	vpternlogq	$150, %zmm24, %zmm5, %zmm6
	vpternlogq	$150, %zmm7, %zmm12, %zmm9
	vpmuludq	%zmm20, %zmm9, %zmm5
	vpsrlq	$32, %zmm5, %zmm7
	vpmuludq	%zmm25, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm9
	vpternlogq	$150, %zmm16, %zmm8, %zmm9
	vpternlogq	$150, %zmm4, %zmm23, %zmm7
	vpmuludq	%zmm20, %zmm9, %zmm4
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
	vpxor	%ymm6, %ymm15, %ymm6
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vinserti64x4	$1, %ymm4, %zmm5, %zmm4
	vmovdqa64	%zmm6, %zmm5
	vpermt2d	%zmm4, %zmm19, %zmm5
	vmovdqa64	.LCPI0_7(%rip), %zmm7
	vpermt2d	%zmm4, %zmm7, %zmm6
	vmovdqu64	%zmm6, 64(%rdx)
	vmovdqu64	%zmm5, (%rdx)
	addq	$8, %rax
	vpaddq	%zmm1, %zmm0, %zmm0
	subq	$-128, %rdx
	cmpq	%rax, %rcx
	jne	.LBB0_48
	movq	%rcx, %rbx
	movq	-72(%rsp), %rdi
	cmpq	%rcx, %rdi
	movl	$3449720151, %r12d
	movl	-80(%rsp), %r8d
	vmovss	.LCPI0_12(%rip), %xmm6
	vmovss	.LCPI0_17(%rip), %xmm5
	vmovd	.LCPI0_18(%rip), %xmm10
	vmovss	.LCPI0_19(%rip), %xmm4
	vmovq	.LCPI0_31(%rip), %xmm31
	vmovq	.LCPI0_33(%rip), %xmm8
	vmovq	.LCPI0_46(%rip), %xmm9
	vbroadcastss	.LCPI0_40(%rip), %xmm7
	movq	1344(%rsp), %r14
	vmovss	.LCPI0_11(%rip), %xmm17
	vmovq	.LCPI0_36(%rip), %xmm27
	movq	%rsi, %r11
	movq	%rbp, %rcx
	movq	1984(%rsp), %r9
	je	.LBB0_28
.LBB0_50:
	xorq	(%rsp), %rcx
	xorq	24(%rsp), %r11
	movl	%ebx, %r13d
	shll	$4, %r13d
	leaq	3988(%rsp), %rax
	addq	%rax, %r13
	.p2align	4
.LBB0_27:
	leaq	(%rbx,%r14), %rbp
	movl	%ebp, %eax
	imulq	%r10, %rax
	xorq	%r15, %rbp
	xorq	%rax, %rbp
	shrq	$32, %rbp
	imulq	%r12, %rbp
	movq	%rbp, %rdx
	shrq	$32, %rdx
	xorl	%ecx, %edx
	xorl	%r9d, %eax
	imulq	%r10, %rdx
	imulq	%r12, %rax
	movq	%rax, %r15
	shrq	$32, %r15
	movq	176(%rsp), %rsi
	xorl	%r15d, %esi
	movq	%rdx, %r15
	shrq	$32, %r15
	xorl	%esi, %ebp
	xorl	%r11d, %r15d
	imulq	%r10, %rbp
	imulq	%r12, %r15
	movq	%r15, %rsi
	shrq	$32, %rsi
	xorl	800(%rsp), %eax
	xorl	%esi, %eax
	movq	%rbp, %rsi
	shrq	$32, %rsi
	xorl	320(%rsp), %edx
	xorl	%esi, %edx
	imulq	%r10, %rax
	imulq	%r12, %rdx
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorl	384(%rsp), %r15d
	xorl	%esi, %r15d
	movq	%rax, %rsi
	xorl	1056(%rsp), %ebp
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
	xorl	1408(%rsp), %eax
	xorl	%esi, %eax
	imulq	%r10, %rdx
	imulq	%r12, %rax
	movq	%rax, %rsi
	shrq	$32, %rsi
	xorl	2688(%rsp), %ebp
	xorl	%esi, %ebp
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorl	512(%rsp), %r15d
	xorl	%esi, %r15d
	imulq	%r10, %rbp
	imulq	%r12, %r15
	movq	%r15, %rsi
	shrq	$32, %rsi
	xorl	2624(%rsp), %eax
	xorl	%esi, %eax
	movq	%rbp, %rsi
	shrq	$32, %rsi
	xorl	864(%rsp), %edx
	xorl	%esi, %edx
	imulq	%r10, %rax
	imulq	%r12, %rdx
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorl	2368(%rsp), %r15d
	xorl	%esi, %r15d
	movq	%rax, %rsi
	shrq	$32, %rsi
	xorl	2048(%rsp), %ebp
	xorl	%esi, %ebp
	imulq	%r10, %r15
	imulq	%r12, %rbp
	movq	%rbp, %rsi
	shrq	$32, %rsi
	xorl	%r8d, %edx
	xorl	%esi, %edx
	movq	%r15, %rsi
	shrq	$32, %rsi
	xorl	256(%rsp), %eax
	xorl	%esi, %eax
	movl	%edx, -12(%r13)
	movl	%ebp, -8(%r13)
	movl	%eax, -4(%r13)
	movl	%r15d, (%r13)
	movq	-56(%rsp), %r15
	incq	%rbx
	addq	$16, %r13
	cmpq	%rdi, %rbx
	jb	.LBB0_27
.LBB0_28:
	movq	128(%rsp), %rcx
	cmpq	$14, %rcx
	setb	%al
	orb	-64(%rsp), %al
	testb	$1, %al
	je	.LBB0_30
	vmovd	.LCPI0_20(%rip), %xmm29
	vmovd	.LCPI0_21(%rip), %xmm20
	xorl	%edx, %edx
	movq	80(%rsp), %rbp
	movq	176(%rsp), %rcx
	movl	$2143289344, %r10d
	vmovaps	%xmm4, %xmm30
	vmovdqa64	%xmm31, %xmm23
	vmovq	.LCPI0_30(%rip), %xmm31
	vmovq	.LCPI0_29(%rip), %xmm15
	vmovq	.LCPI0_28(%rip), %xmm16
	vmovq	.LCPI0_27(%rip), %xmm14
	vmovq	.LCPI0_26(%rip), %xmm13
	vmovd	.LCPI0_25(%rip), %xmm12
	vmovd	.LCPI0_24(%rip), %xmm11
	vmovdqa64	%xmm10, %xmm28
	vmovd	.LCPI0_23(%rip), %xmm10
	vmovd	.LCPI0_22(%rip), %xmm22
	vmovq	.LCPI0_39(%rip), %xmm19
	vmovq	.LCPI0_47(%rip), %xmm26
	vmovq	.LCPI0_37(%rip), %xmm24
	vmovdqa64	%xmm27, %xmm21
	vmovq	.LCPI0_35(%rip), %xmm27
	vmovdqa64	%xmm9, %xmm18
	vmovdqa	%xmm8, %xmm9
	vmovq	.LCPI0_32(%rip), %xmm8
	movq	736(%rsp), %r14
	movq	1216(%rsp), %rbx
	movq	1152(%rsp), %r9
	movq	160(%rsp), %r12
	jmp	.LBB0_15
	.p2align	4
.LBB0_30:
	cmpq	$126, %rcx
	movq	176(%rsp), %rcx
	movl	$2143289344, %r10d
	movq	736(%rsp), %r14
	movq	1216(%rsp), %rbx
	movq	1152(%rsp), %r9
	movq	160(%rsp), %r12
	jae	.LBB0_32
	xorl	%eax, %eax
	movq	80(%rsp), %rbp
	jmp	.LBB0_36
.LBB0_32:
	xorl	%r8d, %r8d
	movq	-8(%rsp), %rax
	.p2align	4
.LBB0_33:
	vmovdqu64	3976(%rsp,%r8,8), %zmm0
	vmovdqu64	4040(%rsp,%r8,8), %zmm3
	vmovdqu64	%zmm3, 2240(%rsp)
	vmovdqu64	4104(%rsp,%r8,8), %zmm2
	vmovdqu64	4168(%rsp,%r8,8), %zmm4
	vmovdqu64	%zmm4, 1984(%rsp)
	vmovdqu64	%zmm0, 1280(%rsp)
	vmovdqa64	.LCPI0_10(%rip), %zmm1
	vpermt2d	%zmm3, %zmm1, %zmm0
	vmovdqu64	%zmm2, 2304(%rsp)
	vpermt2d	%zmm4, %zmm1, %zmm2
	vmovdqu64	4296(%rsp,%r8,8), %zmm4
	vmovdqu64	%zmm4, 3392(%rsp)
	vmovdqu64	4232(%rsp,%r8,8), %zmm3
	vmovdqu64	%zmm3, 3456(%rsp)
	vpermt2d	%zmm4, %zmm1, %zmm3
	vmovdqu64	4424(%rsp,%r8,8), %zmm5
	vmovdqu64	%zmm5, 3264(%rsp)
	vmovdqu64	4360(%rsp,%r8,8), %zmm4
	vmovdqu64	%zmm4, 3328(%rsp)
	vpermt2d	%zmm5, %zmm1, %zmm4
	vpsrld	$9, %zmm0, %zmm0
	vpsrld	$9, %zmm2, %zmm2
	vpsrld	$9, %zmm3, %zmm3
	vpsrld	$9, %zmm4, %zmm4
	vcvtdq2ps	%zmm0, %zmm0
	vcvtdq2ps	%zmm2, %zmm2
	vcvtdq2ps	%zmm3, %zmm5
	vcvtdq2ps	%zmm4, %zmm4
	vaddps	%zmm28, %zmm0, %zmm6
	vaddps	%zmm28, %zmm2, %zmm3
	vaddps	%zmm28, %zmm5, %zmm2
	vaddps	%zmm28, %zmm4, %zmm0
	vbroadcastss	.LCPI0_12(%rip), %zmm27
	vmulps	%zmm27, %zmm6, %zmm4
	vextractf64x4	$1, %zmm4, %ymm5
	vcvtps2pd	%ymm5, %zmm5
	vcvtps2pd	%ymm4, %zmm4
	vmulps	%zmm27, %zmm3, %zmm3
	vextractf64x4	$1, %zmm3, %ymm6
	vcvtps2pd	%ymm6, %zmm6
	vcvtps2pd	%ymm3, %zmm3
	vmulps	%zmm27, %zmm2, %zmm2
	vextractf64x4	$1, %zmm2, %ymm7
	vcvtps2pd	%ymm7, %zmm10
	vcvtps2pd	%ymm2, %zmm2
	vmulps	%zmm27, %zmm0, %zmm0
	vextractf64x4	$1, %zmm0, %ymm7
	vcvtps2pd	%ymm7, %zmm11
	vcvtps2pd	%ymm0, %zmm0
	vbroadcastsd	.LCPI0_26(%rip), %zmm1
	vmulpd	%zmm1, %zmm4, %zmm7
	vmulpd	%zmm1, %zmm5, %zmm12
	vmulpd	%zmm1, %zmm3, %zmm8
	vmulpd	%zmm1, %zmm6, %zmm9
	vmulpd	%zmm1, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm10, %zmm4
	vmulpd	%zmm1, %zmm0, %zmm31
	vmulpd	%zmm1, %zmm11, %zmm28
	vbroadcastsd	.LCPI0_27(%rip), %zmm0
	vaddpd	%zmm0, %zmm12, %zmm13
	vaddpd	%zmm0, %zmm7, %zmm14
	vaddpd	%zmm0, %zmm9, %zmm10
	vaddpd	%zmm0, %zmm8, %zmm11
	vaddpd	%zmm0, %zmm4, %zmm5
	vaddpd	%zmm0, %zmm2, %zmm6
	vaddpd	%zmm0, %zmm28, %zmm3
	vaddpd	%zmm0, %zmm31, %zmm0
	vpbroadcastq	.LCPI0_41(%rip), %zmm1
	vptestnmq	%zmm1, %zmm14, %k0
	vptestnmq	%zmm1, %zmm13, %k1
	kunpckbw	%k0, %k1, %k1
	kmovw	%k1, 1600(%rsp)
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
	vbroadcastsd	.LCPI0_28(%rip), %zmm20
	vaddpd	%zmm20, %zmm14, %zmm14
	vaddpd	%zmm20, %zmm13, %zmm13
	vsubpd	%zmm13, %zmm12, %zmm12
	vsubpd	%zmm14, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_29(%rip), %zmm17
	vmulpd	%zmm17, %zmm7, %zmm7
	vmulpd	%zmm17, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm12, %zmm13
	vmulpd	%zmm7, %zmm7, %zmm14
	vbroadcastsd	.LCPI0_30(%rip), %zmm21
	vmulpd	%zmm21, %zmm14, %zmm15
	vmulpd	%zmm21, %zmm13, %zmm16
	vbroadcastsd	.LCPI0_31(%rip), %zmm29
	vaddpd	%zmm29, %zmm16, %zmm16
	vaddpd	%zmm29, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm14, %zmm15
	vmulpd	%zmm16, %zmm13, %zmm16
	vbroadcastsd	.LCPI0_32(%rip), %zmm1
	vaddpd	%zmm1, %zmm16, %zmm16
	vaddpd	%zmm1, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm14, %zmm15
	vmulpd	%zmm16, %zmm13, %zmm16
	vbroadcastsd	.LCPI0_33(%rip), %zmm18
	vaddpd	%zmm18, %zmm16, %zmm16
	vaddpd	%zmm18, %zmm15, %zmm15
	vmulpd	%zmm13, %zmm12, %zmm30
	vmulpd	%zmm16, %zmm30, %zmm16
	vmulpd	%zmm14, %zmm7, %zmm30
	vmulpd	%zmm15, %zmm30, %zmm15
	vaddpd	%zmm16, %zmm12, %zmm12
	vaddpd	%zmm15, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_34(%rip), %zmm24
	vmulpd	%zmm24, %zmm14, %zmm15
	vmulpd	%zmm24, %zmm13, %zmm16
	vbroadcastsd	.LCPI0_35(%rip), %zmm19
	vsubpd	%zmm16, %zmm19, %zmm16
	vsubpd	%zmm15, %zmm19, %zmm15
	vmulpd	%zmm15, %zmm14, %zmm15
	vmulpd	%zmm16, %zmm13, %zmm16
	vbroadcastsd	.LCPI0_36(%rip), %zmm22
	vaddpd	%zmm22, %zmm16, %zmm16
	vaddpd	%zmm22, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm14, %zmm15
	vmulpd	%zmm16, %zmm13, %zmm16
	vbroadcastsd	.LCPI0_37(%rip), %zmm23
	vaddpd	%zmm23, %zmm16, %zmm16
	vaddpd	%zmm23, %zmm15, %zmm15
	vmulpd	%zmm13, %zmm13, %zmm30
	vmulpd	%zmm16, %zmm30, %zmm16
	vmulpd	%zmm14, %zmm14, %zmm30
	vmulpd	%zmm15, %zmm30, %zmm15
	vbroadcastsd	.LCPI0_38(%rip), %zmm25
	vmulpd	%zmm25, %zmm13, %zmm13
	vmulpd	%zmm25, %zmm14, %zmm14
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
	vblendmps	%zmm7, %zmm15, %zmm26 {%k1}
	vmovaps	%zmm14, %zmm12 {%k1}
	vmovaps	%zmm15, %zmm7 {%k1}
	vaddpd	%zmm20, %zmm11, %zmm11
	vaddpd	%zmm20, %zmm10, %zmm10
	vsubpd	%zmm10, %zmm9, %zmm9
	vsubpd	%zmm11, %zmm8, %zmm8
	vmulpd	%zmm17, %zmm8, %zmm8
	vmulpd	%zmm17, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm9, %zmm10
	vmulpd	%zmm8, %zmm8, %zmm11
	vmulpd	%zmm21, %zmm11, %zmm14
	vmulpd	%zmm21, %zmm10, %zmm15
	vaddpd	%zmm29, %zmm15, %zmm15
	vaddpd	%zmm29, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm14
	vmulpd	%zmm15, %zmm10, %zmm15
	vaddpd	%zmm1, %zmm15, %zmm15
	vaddpd	%zmm1, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm14
	vmulpd	%zmm15, %zmm10, %zmm15
	vaddpd	%zmm18, %zmm15, %zmm15
	vaddpd	%zmm18, %zmm14, %zmm14
	vmulpd	%zmm10, %zmm9, %zmm16
	vmulpd	%zmm15, %zmm16, %zmm15
	vmulpd	%zmm11, %zmm8, %zmm16
	vmulpd	%zmm14, %zmm16, %zmm14
	vaddpd	%zmm15, %zmm9, %zmm9
	vaddpd	%zmm14, %zmm8, %zmm8
	vmulpd	%zmm24, %zmm11, %zmm14
	vmulpd	%zmm24, %zmm10, %zmm15
	vsubpd	%zmm15, %zmm19, %zmm15
	vsubpd	%zmm14, %zmm19, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm14
	vmulpd	%zmm15, %zmm10, %zmm15
	vaddpd	%zmm22, %zmm15, %zmm15
	vaddpd	%zmm22, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm14
	vmulpd	%zmm15, %zmm10, %zmm15
	vaddpd	%zmm23, %zmm15, %zmm15
	vaddpd	%zmm23, %zmm14, %zmm14
	vmulpd	%zmm10, %zmm10, %zmm16
	vmulpd	%zmm15, %zmm16, %zmm15
	vmulpd	%zmm11, %zmm11, %zmm16
	vmulpd	%zmm14, %zmm16, %zmm14
	vmulpd	%zmm25, %zmm10, %zmm10
	vmulpd	%zmm25, %zmm11, %zmm11
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
	vaddpd	%zmm20, %zmm6, %zmm6
	vaddpd	%zmm20, %zmm5, %zmm5
	vsubpd	%zmm5, %zmm4, %zmm4
	vsubpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm17, %zmm2, %zmm2
	vmulpd	%zmm17, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm2, %zmm2, %zmm6
	vmulpd	%zmm21, %zmm6, %zmm11
	vmulpd	%zmm21, %zmm5, %zmm14
	vaddpd	%zmm29, %zmm14, %zmm14
	vaddpd	%zmm29, %zmm11, %zmm11
	vmulpd	%zmm11, %zmm6, %zmm11
	vmulpd	%zmm14, %zmm5, %zmm14
	vaddpd	%zmm1, %zmm14, %zmm14
	vaddpd	%zmm1, %zmm11, %zmm11
	vmulpd	%zmm11, %zmm6, %zmm11
	vmulpd	%zmm14, %zmm5, %zmm14
	vaddpd	%zmm18, %zmm14, %zmm14
	vaddpd	%zmm18, %zmm11, %zmm11
	vmulpd	%zmm5, %zmm4, %zmm15
	vmulpd	%zmm14, %zmm15, %zmm14
	vmulpd	%zmm6, %zmm2, %zmm15
	vmulpd	%zmm11, %zmm15, %zmm11
	vaddpd	%zmm14, %zmm4, %zmm4
	vaddpd	%zmm11, %zmm2, %zmm2
	vmulpd	%zmm24, %zmm6, %zmm11
	vmulpd	%zmm24, %zmm5, %zmm14
	vsubpd	%zmm14, %zmm19, %zmm14
	vsubpd	%zmm11, %zmm19, %zmm11
	vmulpd	%zmm11, %zmm6, %zmm11
	vmulpd	%zmm14, %zmm5, %zmm14
	vaddpd	%zmm22, %zmm14, %zmm14
	vaddpd	%zmm22, %zmm11, %zmm11
	vmulpd	%zmm11, %zmm6, %zmm11
	vmulpd	%zmm14, %zmm5, %zmm14
	vaddpd	%zmm23, %zmm14, %zmm14
	vaddpd	%zmm23, %zmm11, %zmm11
	vmulpd	%zmm5, %zmm5, %zmm15
	vmulpd	%zmm14, %zmm15, %zmm14
	vmulpd	%zmm6, %zmm6, %zmm15
	vmulpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm25, %zmm5, %zmm5
	vmulpd	%zmm25, %zmm6, %zmm6
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
	vaddpd	%zmm20, %zmm0, %zmm0
	vaddpd	%zmm20, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm28, %zmm3
	vsubpd	%zmm0, %zmm31, %zmm0
	vmulpd	%zmm17, %zmm0, %zmm0
	vmulpd	%zmm17, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm5
	vmulpd	%zmm0, %zmm0, %zmm6
	vmulpd	%zmm21, %zmm6, %zmm14
	vmulpd	%zmm21, %zmm5, %zmm15
	vaddpd	%zmm29, %zmm15, %zmm15
	vaddpd	%zmm29, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm6, %zmm14
	vmulpd	%zmm15, %zmm5, %zmm15
	vaddpd	%zmm1, %zmm15, %zmm15
	vaddpd	%zmm1, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm6, %zmm14
	vmulpd	%zmm15, %zmm5, %zmm15
	vaddpd	%zmm18, %zmm15, %zmm15
	vaddpd	%zmm18, %zmm14, %zmm14
	vmulpd	%zmm5, %zmm3, %zmm16
	vmulpd	%zmm15, %zmm16, %zmm15
	vmulpd	%zmm6, %zmm0, %zmm16
	vmulpd	%zmm14, %zmm16, %zmm14
	vaddpd	%zmm15, %zmm3, %zmm3
	vaddpd	%zmm14, %zmm0, %zmm0
	vmulpd	%zmm24, %zmm6, %zmm14
	vmulpd	%zmm24, %zmm5, %zmm15
	vsubpd	%zmm15, %zmm19, %zmm15
	vsubpd	%zmm14, %zmm19, %zmm14
	vmulpd	%zmm14, %zmm6, %zmm14
	vmulpd	%zmm15, %zmm5, %zmm15
	vaddpd	%zmm22, %zmm15, %zmm15
	vaddpd	%zmm22, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm6, %zmm14
	vmulpd	%zmm15, %zmm5, %zmm15
	vaddpd	%zmm23, %zmm15, %zmm15
	vaddpd	%zmm23, %zmm14, %zmm14
	vmulpd	%zmm5, %zmm5, %zmm16
	vmulpd	%zmm15, %zmm16, %zmm15
	vmulpd	%zmm6, %zmm6, %zmm16
	vmulpd	%zmm14, %zmm16, %zmm14
	vmulpd	%zmm25, %zmm5, %zmm5
	vmulpd	%zmm25, %zmm6, %zmm6
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
	kmovw	1600(%rsp), %k1
	vblendmps	%zmm26, %zmm12, %zmm6 {%k1}
	vblendmps	%zmm10, %zmm9, %zmm5 {%k3}
	vmovaps	%zmm12, %zmm7 {%k1}
	vmovaps	%zmm9, %zmm8 {%k3}
	vblendmps	%zmm4, %zmm11, %zmm4 {%k2}
	vblendmps	%zmm15, %zmm14, %zmm3 {%k4}
	vmovaps	%zmm11, %zmm2 {%k2}
	vmovaps	%zmm14, %zmm0 {%k4}
	vmovdqa64	.LCPI0_9(%rip), %zmm1
	vmovdqu64	1280(%rsp), %zmm9
	vpermt2d	2240(%rsp), %zmm1, %zmm9
	vmovdqu64	2304(%rsp), %zmm10
	vpermt2d	1984(%rsp), %zmm1, %zmm10
	vmovdqu64	3456(%rsp), %zmm11
	vpermt2d	3392(%rsp), %zmm1, %zmm11
	vmovdqu64	3328(%rsp), %zmm12
	vpermt2d	3264(%rsp), %zmm1, %zmm12
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
	vmulps	%zmm27, %zmm9, %zmm9
	vmulps	%zmm27, %zmm1, %zmm1
	vmulps	%zmm27, %zmm10, %zmm10
	vmulps	%zmm27, %zmm11, %zmm11
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
	vbroadcastss	.LCPI0_20(%rip), %zmm20
	vaddps	%zmm20, %zmm30, %zmm30
	vmulps	%zmm30, %zmm28, %zmm30
	vbroadcastss	.LCPI0_21(%rip), %zmm21
	vmulps	%zmm21, %zmm28, %zmm28
	vbroadcastss	.LCPI0_22(%rip), %zmm29
	vaddps	%zmm29, %zmm28, %zmm28
	vmulps	%zmm28, %zmm23, %zmm23
	vmulps	%zmm24, %zmm24, %zmm28
	vaddps	%zmm30, %zmm23, %zmm23
	vmulps	%zmm17, %zmm28, %zmm30
	vaddps	%zmm20, %zmm30, %zmm30
	vmulps	%zmm30, %zmm28, %zmm30
	vmulps	%zmm21, %zmm28, %zmm28
	vaddps	%zmm29, %zmm28, %zmm28
	vmulps	%zmm28, %zmm24, %zmm24
	vmulps	%zmm26, %zmm26, %zmm28
	vaddps	%zmm30, %zmm24, %zmm24
	vmulps	%zmm17, %zmm28, %zmm30
	vaddps	%zmm20, %zmm30, %zmm30
	vmulps	%zmm30, %zmm28, %zmm30
	vmulps	%zmm21, %zmm28, %zmm28
	vaddps	%zmm29, %zmm28, %zmm28
	vmulps	%zmm28, %zmm26, %zmm26
	vmulps	%zmm27, %zmm27, %zmm28
	vaddps	%zmm30, %zmm26, %zmm26
	vmulps	%zmm17, %zmm28, %zmm30
	vaddps	%zmm20, %zmm30, %zmm30
	vmulps	%zmm30, %zmm28, %zmm30
	vmulps	%zmm21, %zmm28, %zmm28
	vaddps	%zmm29, %zmm28, %zmm28
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
	vmulps	.LCPI0_11(%rip){1to16}, %zmm1, %zmm28
	vmulps	%zmm28, %zmm1, %zmm28
	vaddps	%zmm23, %zmm28, %zmm23
	vmulps	%zmm23, %zmm16, %zmm16
	vmulps	.LCPI0_11(%rip){1to16}, %zmm9, %zmm23
	vmulps	%zmm23, %zmm9, %zmm23
	vaddps	%zmm24, %zmm23, %zmm24
	vmulps	%zmm24, %zmm18, %zmm18
	vmulps	.LCPI0_11(%rip){1to16}, %zmm10, %zmm24
	vmulps	%zmm24, %zmm10, %zmm24
	vaddps	%zmm26, %zmm24, %zmm26
	vmulps	%zmm26, %zmm19, %zmm19
	vmulps	.LCPI0_11(%rip){1to16}, %zmm11, %zmm26
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
	vbroadcastss	.LCPI0_11(%rip), %zmm28
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
	vmovups	%zmm7, 3976(%rsp,%r8,8)
	vmovups	%zmm8, 4040(%rsp,%r8,8)
	vmovaps	%zmm6, %zmm1
	vpermt2ps	%zmm5, %zmm9, %zmm1
	vpermt2ps	%zmm5, %zmm10, %zmm6
	vmovups	%zmm6, 4104(%rsp,%r8,8)
	vmovups	%zmm1, 4168(%rsp,%r8,8)
	vmovaps	%zmm2, %zmm1
	vpermt2ps	%zmm4, %zmm9, %zmm1
	vpermt2ps	%zmm4, %zmm10, %zmm2
	vmovups	%zmm2, 4232(%rsp,%r8,8)
	vmovups	%zmm1, 4296(%rsp,%r8,8)
	vmovaps	%zmm0, %zmm1
	vpermt2ps	%zmm3, %zmm9, %zmm1
	vpermt2ps	%zmm3, %zmm10, %zmm0
	vmovups	%zmm0, 4360(%rsp,%r8,8)
	vmovups	%zmm1, 4424(%rsp,%r8,8)
	addq	$64, %r8
	cmpq	%r8, %rax
	jne	.LBB0_33
	cmpq	%rax, 1120(%rsp)
	movq	80(%rsp), %rbp
	vmovss	.LCPI0_12(%rip), %xmm6
	vmovss	.LCPI0_17(%rip), %xmm5
	vmovss	.LCPI0_18(%rip), %xmm28
	vmovd	.LCPI0_19(%rip), %xmm30
	vmovd	.LCPI0_20(%rip), %xmm29
	vmovd	.LCPI0_21(%rip), %xmm20
	vmovd	.LCPI0_22(%rip), %xmm22
	vmovd	.LCPI0_23(%rip), %xmm10
	vmovd	.LCPI0_24(%rip), %xmm11
	vmovd	.LCPI0_25(%rip), %xmm12
	vmovq	.LCPI0_26(%rip), %xmm13
	vmovq	.LCPI0_27(%rip), %xmm14
	vmovq	.LCPI0_28(%rip), %xmm16
	vmovq	.LCPI0_29(%rip), %xmm15
	vmovq	.LCPI0_30(%rip), %xmm31
	vmovq	.LCPI0_31(%rip), %xmm23
	vmovq	.LCPI0_32(%rip), %xmm8
	vmovq	.LCPI0_33(%rip), %xmm9
	vmovq	.LCPI0_46(%rip), %xmm18
	vmovq	.LCPI0_35(%rip), %xmm27
	vmovq	.LCPI0_36(%rip), %xmm21
	vmovq	.LCPI0_37(%rip), %xmm24
	vmovq	.LCPI0_47(%rip), %xmm26
	vmovq	.LCPI0_39(%rip), %xmm19
	vbroadcastss	.LCPI0_40(%rip), %xmm7
	vmovss	.LCPI0_11(%rip), %xmm17
	vpbroadcastq	.LCPI0_5(%rip), %zmm25
	je	.LBB0_16
	movq	-8(%rsp), %rax
	movq	3520(%rsp), %rdx
	testb	$56, 1120(%rsp)
	je	.LBB0_15
.LBB0_36:
	movq	%rcx, %rdi
	vmovdqa	.LCPI0_45(%rip), %ymm7
	vmovdqa64	%zmm7, %zmm20
	vbroadcastss	.LCPI0_12(%rip), %ymm8
	vbroadcastss	.LCPI0_24(%rip), %ymm28
	vbroadcastss	.LCPI0_25(%rip), %ymm22
	vbroadcastsd	.LCPI0_26(%rip), %zmm23
	vbroadcastsd	.LCPI0_27(%rip), %zmm24
	vbroadcastsd	.LCPI0_28(%rip), %zmm26
	vbroadcastsd	.LCPI0_29(%rip), %zmm27
	vbroadcastsd	.LCPI0_30(%rip), %zmm29
	vbroadcastsd	.LCPI0_31(%rip), %zmm30
	vbroadcastsd	.LCPI0_32(%rip), %zmm31
	vbroadcastsd	.LCPI0_33(%rip), %zmm7
	vbroadcastsd	.LCPI0_46(%rip), %zmm9
	vbroadcastsd	.LCPI0_35(%rip), %zmm10
	vbroadcastsd	.LCPI0_36(%rip), %zmm11
	vbroadcastsd	.LCPI0_37(%rip), %zmm12
	vbroadcastsd	.LCPI0_47(%rip), %zmm13
	vbroadcastsd	.LCPI0_39(%rip), %zmm14
	vbroadcastss	.LCPI0_40(%rip), %ymm15
	vpbroadcastq	.LCPI0_41(%rip), %zmm16
	vpbroadcastq	.LCPI0_42(%rip), %zmm17
	vmovaps	.LCPI0_48(%rip), %zmm18
	vmovaps	.LCPI0_49(%rip), %zmm19
	movq	64(%rsp), %rcx
	vbroadcastss	.LCPI0_11(%rip), %ymm21
	.p2align	4
.LBB0_37:
	vmovdqu64	3976(%rsp,%rax,8), %zmm0
	vpmovqd	%zmm0, %ymm0
	vpermd	3976(%rsp,%rax,8), %zmm20, %zmm2
	vpsrld	$9, %ymm0, %ymm0
	vcvtdq2ps	%ymm0, %ymm0
	vaddps	%ymm21, %ymm0, %ymm0
	vmulps	%ymm0, %ymm8, %ymm0
	vpaddd	.LCPI0_13(%rip){1to8}, %ymm0, %ymm1
	vpsrld	$9, %ymm2, %ymm0
	vcvtdq2ps	%ymm0, %ymm0
	vaddps	%ymm21, %ymm0, %ymm0
	vmulps	%ymm0, %ymm8, %ymm2
	vpandd	.LCPI0_15(%rip){1to8}, %ymm1, %ymm0
	vpaddd	.LCPI0_16(%rip){1to8}, %ymm0, %ymm0
	vaddps	.LCPI0_17(%rip){1to8}, %ymm0, %ymm0
	vcvtps2pd	%ymm2, %zmm2
	vmulpd	%zmm23, %zmm2, %zmm2
	vaddpd	%zmm24, %zmm2, %zmm3
	vaddpd	%zmm26, %zmm3, %zmm4
	vsubpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm27, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm4
	vmulpd	%zmm29, %zmm4, %zmm5
	vaddpd	%zmm30, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vaddpd	%zmm31, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm2, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm9, %zmm4, %zmm5
	vaddpd	%zmm10, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vaddpd	%zmm11, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vaddpd	%zmm12, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm4, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vaddps	.LCPI0_18(%rip){1to8}, %ymm0, %ymm6
	vmulpd	%zmm13, %zmm4, %zmm4
	vaddpd	%zmm14, %zmm4, %zmm4
	vaddpd	%zmm5, %zmm4, %zmm4
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm4, %ymm4
	vdivps	%ymm6, %ymm0, %ymm5
	vxorps	%ymm2, %ymm15, %ymm6
	vptestnmq	%zmm16, %zmm3, %k0
	vptestnmq	%zmm17, %zmm3, %k1
	vxorps	%ymm4, %ymm15, %ymm3
	vmovaps	%ymm4, %ymm3 {%k1}
	vblendmps	%ymm2, %ymm6, %ymm4 {%k1}
	vmovaps	%ymm6, %ymm2 {%k1}
	vmulps	%ymm5, %ymm5, %ymm6
	vinsertf64x4	$1, %ymm3, %zmm2, %zmm2
	kunpckbw	%k0, %k0, %k1
	vinsertf32x8	$1, %ymm4, %zmm3, %zmm2 {%k1}
	vmulps	%ymm6, %ymm6, %ymm3
	vmulps	.LCPI0_19(%rip){1to8}, %ymm3, %ymm4
	vaddps	.LCPI0_20(%rip){1to8}, %ymm4, %ymm4
	vmulps	%ymm4, %ymm3, %ymm4
	vmulps	.LCPI0_21(%rip){1to8}, %ymm3, %ymm3
	vaddps	.LCPI0_22(%rip){1to8}, %ymm3, %ymm3
	vmulps	%ymm3, %ymm6, %ymm3
	vpsrld	$23, %ymm1, %ymm1
	vpaddd	.LCPI0_14(%rip){1to8}, %ymm1, %ymm1
	vaddps	%ymm4, %ymm3, %ymm3
	vmulps	%ymm21, %ymm0, %ymm4
	vmulps	%ymm4, %ymm0, %ymm4
	vcvtdq2ps	%ymm1, %ymm1
	vaddps	%ymm3, %ymm4, %ymm3
	vmulps	%ymm3, %ymm5, %ymm3
	vmulps	.LCPI0_23(%rip){1to8}, %ymm1, %ymm5
	vaddps	%ymm3, %ymm5, %ymm3
	vsubps	%ymm4, %ymm3, %ymm3
	vaddps	%ymm3, %ymm0, %ymm0
	vmulps	%ymm28, %ymm1, %ymm1
	vaddps	%ymm0, %ymm1, %ymm0
	vmulps	%ymm22, %ymm0, %ymm0
	vsqrtps	%ymm0, %ymm0
	vpermps	%zmm2, %zmm18, %zmm1
	vpermps	%zmm0, %zmm19, %zmm0
	vmulps	%zmm0, %zmm1, %zmm0
	vmovups	%zmm0, 3976(%rsp,%rax,8)
	addq	$8, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_37
	movq	56(%rsp), %rdx
	cmpq	%rcx, 1120(%rsp)
	vmovss	.LCPI0_12(%rip), %xmm6
	vmovss	.LCPI0_17(%rip), %xmm5
	vmovd	.LCPI0_19(%rip), %xmm30
	vmovd	.LCPI0_20(%rip), %xmm29
	vmovd	.LCPI0_21(%rip), %xmm20
	vmovd	.LCPI0_22(%rip), %xmm22
	vmovd	.LCPI0_23(%rip), %xmm10
	vmovd	.LCPI0_24(%rip), %xmm11
	vmovd	.LCPI0_25(%rip), %xmm12
	vmovq	.LCPI0_26(%rip), %xmm13
	vmovq	.LCPI0_27(%rip), %xmm14
	vmovq	.LCPI0_28(%rip), %xmm16
	vmovq	.LCPI0_29(%rip), %xmm15
	vmovq	.LCPI0_30(%rip), %xmm31
	vmovq	.LCPI0_31(%rip), %xmm23
	vmovq	.LCPI0_32(%rip), %xmm8
	vmovq	.LCPI0_33(%rip), %xmm9
	vmovq	.LCPI0_46(%rip), %xmm18
	vmovq	.LCPI0_35(%rip), %xmm27
	vmovq	.LCPI0_36(%rip), %xmm21
	vmovq	.LCPI0_37(%rip), %xmm24
	vmovq	.LCPI0_47(%rip), %xmm26
	vmovq	.LCPI0_39(%rip), %xmm19
	vbroadcastss	.LCPI0_40(%rip), %xmm7
	vmovss	.LCPI0_11(%rip), %xmm17
	movq	%rdi, %rcx
	vmovss	.LCPI0_18(%rip), %xmm28
	je	.LBB0_16
	.p2align	4
.LBB0_15:
	movl	3976(%rsp,%rdx,4), %eax
	movl	3980(%rsp,%rdx,4), %edi
	shrl	$9, %eax
	vcvtsi2ss	%eax, %xmm6, %xmm0
	vaddss	%xmm17, %xmm0, %xmm0
	vmulss	%xmm6, %xmm0, %xmm0
	shrl	$9, %edi
	vcvtsi2ss	%edi, %xmm6, %xmm1
	vaddss	%xmm17, %xmm1, %xmm1
	vmulss	%xmm6, %xmm1, %xmm1
	vmovd	%xmm0, %eax
	addl	$4913933, %eax
	movl	%eax, %edi
	shrl	$23, %edi
	addl	$-127, %edi
	andl	$8388607, %eax
	addl	$1060439283, %eax
	vmovd	%eax, %xmm0
	vaddss	%xmm5, %xmm0, %xmm0
	vaddss	%xmm28, %xmm0, %xmm2
	vdivss	%xmm2, %xmm0, %xmm2
	vmulss	%xmm2, %xmm2, %xmm3
	vmulss	%xmm3, %xmm3, %xmm4
	vmulss	%xmm30, %xmm4, %xmm5
	vaddss	%xmm29, %xmm5, %xmm5
	vmulss	%xmm5, %xmm4, %xmm5
	vmulss	%xmm20, %xmm4, %xmm4
	vaddss	%xmm22, %xmm4, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vaddss	%xmm5, %xmm3, %xmm3
	vmulss	%xmm17, %xmm0, %xmm4
	vmulss	%xmm4, %xmm0, %xmm4
	vcvtsi2ss	%edi, %xmm6, %xmm5
	vaddss	%xmm3, %xmm4, %xmm3
	vmulss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm5, %xmm10, %xmm3
	vaddss	%xmm2, %xmm3, %xmm2
	vsubss	%xmm4, %xmm2, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vmulss	%xmm5, %xmm11, %xmm2
	vaddss	%xmm0, %xmm2, %xmm0
	vmulss	%xmm0, %xmm12, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm0
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm13, %xmm1
	vaddsd	%xmm1, %xmm14, %xmm2
	vaddsd	%xmm16, %xmm2, %xmm3
	vsubsd	%xmm3, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm15, %xmm1
	vmulsd	%xmm1, %xmm1, %xmm3
	vmulsd	%xmm31, %xmm3, %xmm4
	vaddsd	%xmm23, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm4
	vaddsd	%xmm4, %xmm8, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm4
	vaddsd	%xmm4, %xmm9, %xmm4
	vmulsd	%xmm3, %xmm1, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vaddsd	%xmm4, %xmm1, %xmm1
	vmulsd	%xmm18, %xmm3, %xmm4
	vaddsd	%xmm27, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm4
	vaddsd	%xmm21, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm4
	vaddsd	%xmm24, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm3, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vmulsd	%xmm26, %xmm3, %xmm3
	vaddsd	%xmm19, %xmm3, %xmm3
	vaddsd	%xmm4, %xmm3, %xmm3
	vcvtsd2ss	%xmm1, %xmm1, %xmm1
	vcvtsd2ss	%xmm3, %xmm3, %xmm3
	vxorps	%xmm7, %xmm1, %xmm4
	vxorps	%xmm7, %xmm3, %xmm5
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
	vmovss	.LCPI0_17(%rip), %xmm5
	vmulss	%xmm0, %xmm2, %xmm0
	vmovss	%xmm1, 3976(%rsp,%rdx,4)
	vmovss	%xmm0, 3980(%rsp,%rdx,4)
	addq	$2, %rdx
	cmpq	%r14, %rdx
	jb	.LBB0_15
.LBB0_16:
	vmovaps	%xmm6, %xmm20
	vmovaps	%xmm28, %xmm30
	cmpq	$4, %r14
	setb	%al
	orb	32(%rsp), %al
	testb	$1, %al
	je	.LBB0_18
	xorl	%eax, %eax
	vmovdqu	992(%rsp), %ymm3
	vmovss	.LCPI0_19(%rip), %xmm4
	vmovq	.LCPI0_31(%rip), %xmm31
	vmovaps	144(%rsp), %xmm23
	vmovq	.LCPI0_33(%rip), %xmm8
	vmovq	.LCPI0_46(%rip), %xmm9
	vmovq	.LCPI0_36(%rip), %xmm27
	vbroadcastss	.LCPI0_40(%rip), %xmm7
	vmovups	3008(%rsp), %zmm22
	vmovdqu64	928(%rsp), %zmm11
	vmovdqu64	2944(%rsp), %zmm29
	vmovaps	2112(%rsp), %xmm2
	vmovss	.LCPI0_11(%rip), %xmm17
	vmovdqu64	3136(%rsp), %zmm12
	vmovdqu64	2432(%rsp), %zmm13
	vmovdqu64	3072(%rsp), %zmm21
	vbroadcastss	.LCPI0_50(%rip), %zmm24
	vpbroadcastd	.LCPI0_51(%rip), %zmm26
	vbroadcastss	.LCPI0_11(%rip), %zmm28
	vmovaps	%xmm20, %xmm6
	vpbroadcastq	.LCPI0_4(%rip), %zmm20
	.p2align	4
.LBB0_26:
	vmovss	(%rbx,%rax,4), %xmm0
	vmovss	(%r9,%rax,4), %xmm1
	vsubss	%xmm0, %xmm1, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	%xmm17, %xmm1, %xmm1
	vmulss	%xmm1, %xmm23, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmulss	3976(%rsp,%rax,4), %xmm2, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	vmovd	%xmm0, %edx
	movl	%edx, %edi
	andl	$2147483647, %edi
	cmpl	$2139095041, %edi
	cmovael	%r10d, %edx
	movl	%edx, (%rbx,%rax,4)
	incq	%rax
	cmpq	%r14, %rax
	jb	.LBB0_26
	jmp	.LBB0_13
	.p2align	4
.LBB0_18:
	cmpq	$32, %r14
	vmovq	.LCPI0_31(%rip), %xmm31
	vmovaps	144(%rsp), %xmm23
	vmovq	.LCPI0_33(%rip), %xmm8
	vmovq	.LCPI0_46(%rip), %xmm9
	vmovq	.LCPI0_36(%rip), %xmm27
	vbroadcastss	.LCPI0_40(%rip), %xmm7
	vbroadcastss	.LCPI0_11(%rip), %xmm19
	vmovaps	2112(%rsp), %xmm2
	vpbroadcastd	.LCPI0_51(%rip), %zmm26
	vpbroadcastd	.LCPI0_52(%rip), %zmm6
	vbroadcastss	.LCPI0_11(%rip), %zmm28
	jae	.LBB0_22
	xorl	%edx, %edx
	vmovdqu	992(%rsp), %ymm3
	vmovss	.LCPI0_19(%rip), %xmm4
	vmovups	3008(%rsp), %zmm22
	vmovdqu64	928(%rsp), %zmm11
	vmovdqu64	2944(%rsp), %zmm29
	vmovss	.LCPI0_11(%rip), %xmm17
	vmovdqu64	3136(%rsp), %zmm12
	vmovdqu64	2432(%rsp), %zmm13
	vmovdqu64	3072(%rsp), %zmm21
	vbroadcastss	.LCPI0_50(%rip), %zmm24
	vmovaps	%xmm20, %xmm6
	vpbroadcastq	.LCPI0_4(%rip), %zmm20
	jmp	.LBB0_20
.LBB0_22:
	movq	%rcx, %rdx
	vbroadcastss	%xmm2, %zmm0
	xorl	%eax, %eax
	vmovups	3008(%rsp), %zmm22
	movq	-16(%rsp), %rcx
	vmovdqu64	928(%rsp), %zmm11
	vmovdqu64	3136(%rsp), %zmm12
	vmovdqu64	2432(%rsp), %zmm13
	vmovdqu64	3072(%rsp), %zmm21
	vbroadcastss	.LCPI0_50(%rip), %zmm24
	.p2align	4
.LBB0_23:
	vmovups	(%rbx,%rax,4), %zmm1
	vmovups	64(%rbx,%rax,4), %zmm2
	vmovups	(%r9,%rax,4), %zmm3
	vmovups	64(%r9,%rax,4), %zmm4
	vsubps	%zmm1, %zmm3, %zmm3
	vsubps	%zmm2, %zmm4, %zmm4
	vaddps	%zmm3, %zmm3, %zmm3
	vaddps	%zmm4, %zmm4, %zmm4
	vmulps	%zmm28, %zmm3, %zmm3
	vmulps	%zmm28, %zmm4, %zmm4
	vmulps	%zmm3, %zmm22, %zmm3
	vmulps	%zmm4, %zmm22, %zmm4
	vaddps	%zmm3, %zmm1, %zmm1
	vaddps	%zmm4, %zmm2, %zmm2
	vmulps	3976(%rsp,%rax,4), %zmm0, %zmm3
	vaddps	%zmm1, %zmm3, %zmm1
	vmulps	4040(%rsp,%rax,4), %zmm0, %zmm3
	vaddps	%zmm2, %zmm3, %zmm2
	vandps	%zmm24, %zmm1, %zmm3
	vandps	%zmm24, %zmm2, %zmm4
	vpcmpgtd	%zmm26, %zmm3, %k1
	vpcmpgtd	%zmm26, %zmm4, %k2
	vmovdqa32	%zmm6, %zmm1 {%k1}
	vmovdqa32	%zmm6, %zmm2 {%k2}
	vmovdqu64	%zmm1, (%rbx,%rax,4)
	vmovdqu64	%zmm2, 64(%rbx,%rax,4)
	addq	$32, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_23
	cmpq	%rcx, %r14
	vmovdqu	992(%rsp), %ymm3
	vmovss	.LCPI0_19(%rip), %xmm4
	vmovdqu64	2944(%rsp), %zmm29
	vmovaps	2112(%rsp), %xmm2
	vmovss	.LCPI0_11(%rip), %xmm17
	movq	%rdx, %rcx
	vmovaps	%xmm20, %xmm6
	vpbroadcastq	.LCPI0_4(%rip), %zmm20
	je	.LBB0_13
	movq	-16(%rsp), %rdx
	movq	%rdx, %rax
	testb	$28, %r14b
	je	.LBB0_26
.LBB0_20:
	vbroadcastss	%xmm2, %xmm0
	.p2align	4
.LBB0_21:
	vmovups	(%rbx,%rdx,4), %xmm1
	vmovups	(%r9,%rdx,4), %xmm2
	vsubps	%xmm1, %xmm2, %xmm2
	vaddps	%xmm2, %xmm2, %xmm2
	vmulps	%xmm19, %xmm2, %xmm2
	vmulps	%xmm2, %xmm22, %xmm2
	vaddps	%xmm2, %xmm1, %xmm1
	vmulps	3976(%rsp,%rdx,4), %xmm0, %xmm2
	vaddps	%xmm1, %xmm2, %xmm1
	vandps	.LCPI0_50(%rip){1to4}, %xmm1, %xmm2
	vpcmpgtd	.LCPI0_51(%rip){1to4}, %xmm2, %k1
	vpbroadcastd	.LCPI0_52(%rip), %xmm1 {%k1}
	vmovdqu	%xmm1, (%rbx,%rdx,4)
	addq	$4, %rdx
	cmpq	%rdx, %r14
	jne	.LBB0_21
	jmp	.LBB0_13
.LBB0_11:
	vmulss	-48(%rsp), %xmm19, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	vmovss	%xmm19, -116(%rsp)
	movq	736(%rsp), %rdi
	testq	%rdi, %rdi
	jne	.LBB0_39
	jmp	.LBB0_13
	.p2align	4
.LBB0_51:
	testq	%r10, %r10
	movl	$2143289344, %r14d
	je	.LBB0_14
	imulq	48(%rsp), %rax
	leaq	(%rbx,%rax), %rdx
	addq	%r13, %rax
	cmpq	%rax, %rbx
	setb	%sil
	cmpq	%rdx, %r13
	setb	%al
	andb	%sil, %al
	movq	736(%rsp), %rsi
	movl	%esi, %edx
	andl	$32704, %edx
	andl	$32760, %esi
	xorl	%edi, %edi
	jmp	.LBB0_53
	.p2align	4
.LBB0_65:
	incq	%rdi
	cmpq	%rbp, %rdi
	je	.LBB0_14
.LBB0_53:
	movq	736(%rsp), %rbx
	cmpq	$8, %rbx
	setb	%r8b
	orb	%al, %r8b
	testb	$1, %r8b
	je	.LBB0_55
	xorl	%r8d, %r8d
	movq	1216(%rsp), %r9
	jmp	.LBB0_64
	.p2align	4
.LBB0_55:
	cmpq	$64, %rbx
	vbroadcastss	.LCPI0_11(%rip), %ymm10
	vpbroadcastd	.LCPI0_51(%rip), %ymm19
	jae	.LBB0_57
	xorl	%r10d, %r10d
	movq	1216(%rsp), %r9
	movq	1152(%rsp), %r13
	jmp	.LBB0_61
	.p2align	4
.LBB0_57:
	movq	%rdx, %r8
	xorl	%r10d, %r10d
	movq	1216(%rsp), %r9
	movq	1152(%rsp), %r13
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
	vmulps	%zmm28, %zmm4, %zmm4
	vmulps	%zmm28, %zmm5, %zmm5
	vmulps	%zmm28, %zmm6, %zmm6
	vmulps	%zmm28, %zmm7, %zmm7
	vmulps	%zmm4, %zmm22, %zmm4
	vmulps	%zmm5, %zmm22, %zmm5
	vmulps	%zmm6, %zmm22, %zmm6
	vmulps	%zmm7, %zmm22, %zmm7
	vaddps	%zmm4, %zmm0, %zmm0
	vaddps	%zmm5, %zmm1, %zmm1
	vaddps	%zmm6, %zmm2, %zmm2
	vaddps	%zmm7, %zmm3, %zmm3
	vandps	%zmm24, %zmm0, %zmm4
	vandps	%zmm24, %zmm1, %zmm5
	vandps	%zmm24, %zmm2, %zmm6
	vandps	%zmm24, %zmm3, %zmm7
	vpcmpgtd	%zmm26, %zmm4, %k1
	vpcmpgtd	%zmm26, %zmm5, %k2
	vpcmpgtd	%zmm26, %zmm6, %k3
	vpcmpgtd	%zmm26, %zmm7, %k4
	vpbroadcastd	.LCPI0_52(%rip), %zmm7
	vmovdqa32	%zmm7, %zmm0 {%k1}
	vmovdqa32	%zmm7, %zmm1 {%k2}
	vmovdqa32	%zmm7, %zmm2 {%k3}
	vmovdqa32	%zmm7, %zmm3 {%k4}
	vmovdqu64	%zmm0, (%r9,%r10,4)
	vmovdqu64	%zmm1, 64(%r9,%r10,4)
	vmovdqu64	%zmm2, 128(%r9,%r10,4)
	vmovdqu64	%zmm3, 192(%r9,%r10,4)
	addq	$64, %r10
	addq	$-64, %r8
	jne	.LBB0_58
	movq	736(%rsp), %rbx
	cmpq	%rdx, %rbx
	vmovss	.LCPI0_12(%rip), %xmm6
	vmovss	.LCPI0_17(%rip), %xmm5
	vmovdqu	992(%rsp), %ymm3
	vmovss	.LCPI0_19(%rip), %xmm4
	vbroadcastss	.LCPI0_40(%rip), %xmm7
	je	.LBB0_65
	movq	%rdx, %r10
	movq	%rdx, %r8
	testb	$56, %bl
	je	.LBB0_64
.LBB0_61:
	vbroadcastss	.LCPI0_50(%rip), %ymm2
	.p2align	4
.LBB0_62:
	vmovups	(%r9,%r10,4), %ymm0
	vmovups	(%r13,%r10,4), %ymm1
	vsubps	%ymm0, %ymm1, %ymm1
	vaddps	%ymm1, %ymm1, %ymm1
	vmulps	%ymm1, %ymm10, %ymm1
	vmulps	%ymm1, %ymm22, %ymm1
	vaddps	%ymm1, %ymm0, %ymm0
	vandps	%ymm2, %ymm0, %ymm1
	vpcmpgtd	%ymm19, %ymm1, %k1
	vpbroadcastd	.LCPI0_52(%rip), %ymm0 {%k1}
	vmovdqu	%ymm0, (%r9,%r10,4)
	addq	$8, %r10
	cmpq	%r10, %rsi
	jne	.LBB0_62
	movq	%rsi, %r8
	movq	736(%rsp), %rbx
	cmpq	%rsi, %rbx
	je	.LBB0_65
	.p2align	4
.LBB0_64:
	vmovss	(%r9,%r8,4), %xmm0
	vmovss	(%r13,%r8,4), %xmm1
	vsubss	%xmm0, %xmm1, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	%xmm17, %xmm1, %xmm1
	vmulss	%xmm1, %xmm23, %xmm1
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
	movq	%rax, 96(%rsp)
	cmpl	$0, -24(%rsp)
	movq	%r13, 112(%rsp)
	movq	%rbp, 104(%rsp)
	je	.LBB0_76
	movq	16(%rdi), %rdi
	movq	%r14, %r12
	andq	$-4, %r12
	movq	%r14, %rax
	shrq	$2, %rax
	movq	%rax, %rcx
	movq	%r15, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %rdx
	movq	%rdx, -80(%rsp)
	leaq	842468239(%rax), %rdx
	movq	%rdx, 320(%rsp)
	leaq	-1(%r12), %rbx
	shrq	%rbx
	leaq	4(%rdi), %r8
	leaq	-1(%rcx), %rdx
	leaq	8(%rdi), %rsi
	movq	%rdx, %r9
	shlq	$4, %r9
	movq	%r10, -112(%rsp)
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
	movb	%r9b, 3072(%rsp)
	movabsq	$2305843009213693920, %rdx
	movq	%rcx, -64(%rsp)
	movq	%rcx, %rsi
	andq	%rdx, %rsi
	movq	%rsi, 2752(%rsp)
	orq	$24, %rdx
	andq	%rcx, %rdx
	movq	%rdx, 680(%rsp)
	leaq	-1(%r12), %rcx
	movq	%rcx, 720(%rsp)
	leaq	-1(%r12), %rdx
	shrq	$62, %rdx
	setne	%dl
	leaq	(%rdi,%rbx,8), %rsi
	addq	$4, %rsi
	cmpq	%r8, %rsi
	movq	%r12, %rsi
	setb	%r9b
	orb	%dl, %r9b
	movb	%r9b, 3008(%rsp)
	leaq	1684936478(%rax), %r12
	movq	%r12, 512(%rsp)
	leaq	534103459(%rax), %rcx
	movq	%rcx, 576(%rsp)
	leal	-1767562579(%rax), %r8d
	leaq	-305585874(%rax,%r10), %r9
	movq	%r9, 72(%rsp)
	leaq	536882365(%rax,%r10), %r9
	leaq	-613950654(%rax,%r10), %r11
	leaq	228517585(%rax,%r10), %rcx
	leaq	1(%rbx), %rbx
	vpbroadcastq	%r15, %zmm0
	vmovdqu64	%zmm0, 1472(%rsp)
	leaq	-795284382(%r15,%r10), %rax
	movq	%rax, (%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3904(%rsp)
	leaq	1013904242(%r15), %rax
	movq	%rax, 2624(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 1856(%rsp)
	movq	-80(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3840(%rsp)
	leaq	218619860(%r15,%r10), %rdx
	movq	%rdx, 1056(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 1792(%rsp)
	movq	320(%rsp), %rax
	vpbroadcastq	%rax, %zmm13
	leaq	2027808484(%r15), %rdx
	movq	%rdx, 1408(%rsp)
	vpbroadcastq	%rdx, %zmm27
	movq	%r9, 864(%rsp)
	vpbroadcastq	%r9, %zmm14
	leaq	387276957(%r15), %r9
	movq	%r9, 2048(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 3648(%rsp)
	movq	%r11, 384(%rsp)
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 3584(%rsp)
	leaq	-408007425(%r15,%r10), %r9
	movq	%r9, 2688(%rsp)
	vpbroadcastq	%r9, %zmm31
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 3520(%rsp)
	leaq	1401181199(%r15), %r9
	movq	%r9, 1152(%rsp)
	vpbroadcastq	%r9, %zmm12
	movq	576(%rsp), %rax
	vpbroadcastq	%rax, %zmm22
	leaq	605896817(%r15,%r10), %rdx
	movq	%rdx, 1344(%rsp)
	vpbroadcastq	%rdx, %zmm3
	movq	%rcx, 800(%rsp)
	vpbroadcastq	%rcx, %zmm19
	leal	-1879881855(%r15), %eax
	movl	%eax, -72(%rsp)
	vpbroadcastd	%eax, %ymm0
	vmovdqu	%ymm0, 2176(%rsp)
	vpbroadcastd	%r8d, %ymm15
	movabsq	$4611686018427387903, %rcx
	leaq	-63(%rcx), %rdx
	andq	%rbx, %rdx
	addq	$-7, %rcx
	movq	%rbx, 16(%rsp)
	andq	%rbx, %rcx
	movq	%r14, %rax
	andq	$-32, %rax
	movq	%rax, -8(%rsp)
	movabsq	$2305843009213693944, %r9
	movq	-64(%rsp), %rax
	andq	%rax, %r9
	negq	%r9
	movq	%r9, 672(%rsp)
	movq	-112(%rsp), %r11
	movq	%r11, %rax
	imulq	8(%rsp), %rax
	movq	%rax, -16(%rsp)
	vpbroadcastq	.LCPI0_0(%rip), %zmm16
	vmovd	.LCPI0_11(%rip), %xmm20
	vmovss	.LCPI0_12(%rip), %xmm24
	vmovd	.LCPI0_18(%rip), %xmm21
	vmovd	.LCPI0_19(%rip), %xmm25
	vmovd	.LCPI0_21(%rip), %xmm1
	vmovss	.LCPI0_25(%rip), %xmm28
	leaq	1(%rsi), %rax
	movq	%rax, 64(%rsp)
	leaq	2(%rsi), %rax
	movq	%rax, 56(%rsp)
	leaq	(%rdi,%rbp), %rax
	movq	%rax, 648(%rsp)
	movq	%rdx, 240(%rsp)
	leaq	(%rdx,%rdx), %rax
	movq	%rax, 664(%rsp)
	movq	%rcx, 712(%rsp)
	leaq	(%rcx,%rcx), %rax
	movq	%rax, 704(%rsp)
	leaq	384(%rdi), %rax
	movq	%rax, 248(%rsp)
	movq	-96(%rsp), %rcx
	leaq	64(%rcx,%r13), %r9
	movq	-88(%rsp), %rax
	leaq	(%rax,%r13), %rdx
	addq	$64, %rdx
	addq	%r13, %rcx
	leaq	(%rax,%r13), %rbx
	xorl	%eax, %eax
	vmovsd	.LCPI0_26(%rip), %xmm29
	vmovsd	.LCPI0_27(%rip), %xmm0
	vmovq	.LCPI0_28(%rip), %xmm18
	vmovsd	.LCPI0_36(%rip), %xmm2
	vmovsd	.LCPI0_37(%rip), %xmm9
	vmovsd	.LCPI0_47(%rip), %xmm4
	vmovq	.LCPI0_39(%rip), %xmm10
	vbroadcastss	.LCPI0_40(%rip), %xmm5
	vpbroadcastd	%xmm23, %zmm17
	movq	%rdi, 736(%rsp)
	vmovdqu64	%zmm3, 1920(%rsp)
	vmovdqu64	%zmm17, 2880(%rsp)
	movq	%rsi, 2432(%rsp)
	movl	%r8d, 256(%rsp)
	vmovdqu64	%zmm13, 992(%rsp)
	vmovdqu64	%zmm27, 928(%rsp)
	vmovdqu64	%zmm14, 1536(%rsp)
	vmovdqu64	%zmm19, 2944(%rsp)
	vmovdqu	%ymm15, 1120(%rsp)
	vmovdqu64	%zmm31, 2816(%rsp)
	vmovdqu64	%zmm12, 3776(%rsp)
	vmovdqu64	%zmm22, 3712(%rsp)
	jmp	.LBB0_71
	.p2align	4
.LBB0_132:
	movq	-112(%rsp), %r11
	incq	%r11
	movq	656(%rsp), %rcx
	incq	%rcx
	movq	-16(%rsp), %rax
	addq	8(%rsp), %rax
	movq	%rax, -16(%rsp)
	movq	%rcx, %rax
	movq	104(%rsp), %rbp
	addq	%rbp, %r9
	movq	-24(%rsp), %rdx
	addq	%rbp, %rdx
	movq	32(%rsp), %rcx
	addq	%rbp, %rcx
	addq	%rbp, %rbx
	cmpq	-32(%rsp), %r11
	movq	112(%rsp), %r13
	movl	$3449720151, %r10d
	vpbroadcastq	.LCPI0_0(%rip), %zmm16
	je	.LBB0_133
.LBB0_71:
	movq	%rbx, 24(%rsp)
	movq	%rcx, 32(%rsp)
	movq	%rdx, -24(%rsp)
	movq	%r9, 40(%rsp)
	movq	%rbp, %rdx
	movq	%rax, 656(%rsp)
	imulq	%rax, %rdx
	leaq	(%rdx,%r13), %r9
	movq	-88(%rsp), %rsi
	leaq	(%rsi,%r9), %rax
	addq	96(%rsp), %rdx
	leaq	(%rsi,%rdx), %rcx
	movq	-96(%rsp), %rbx
	addq	%rbx, %r9
	addq	%rbx, %rdx
	movq	%r11, %r8
	imulq	%r14, %r8
	movq	%r11, -112(%rsp)
	imulq	8(%rsp), %r11
	movq	-64(%rsp), %r13
	leaq	(%r11,%r13), %r12
	movl	%r12d, %r13d
	leaq	78811644(%r10), %rbp
	movq	%rbp, 1664(%rsp)
	imulq	%rbp, %r13
	xorq	%r15, %r12
	xorq	%r13, %r12
	shrq	$32, %r12
	movl	$3449720151, %ebp
	movl	$3449720151, %r10d
	imulq	%rbp, %r12
	vpbroadcastq	%r11, %zmm8
	movq	%r12, %r11
	shrq	$32, %r11
	xorq	(%rsp), %r11
	movq	%r11, 728(%rsp)
	xorq	72(%rsp), %r13
	movq	%r13, 48(%rsp)
	xorq	2624(%rsp), %r12
	movq	%r12, 120(%rsp)
	cmpq	%rdx, %rax
	setb	%dl
	cmpq	%rcx, %r9
	setb	%r9b
	andb	%dl, %r9b
	cmpq	648(%rsp), %rax
	setb	%al
	cmpq	%rcx, %rdi
	leaq	(%rsi,%r8,4), %rcx
	movq	%rcx, 696(%rsp)
	leaq	(%rbx,%r8,4), %rcx
	movq	%rcx, 688(%rsp)
	vpaddq	%zmm16, %zmm8, %zmm16
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm8, %zmm26
	vmovdqu64	%zmm26, 2496(%rsp)
	vmovdqa	%xmm1, %xmm11
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm8, %zmm1
	vmovdqu64	%zmm1, 3200(%rsp)
	vmovdqa	%xmm11, %xmm1
	setb	%cl
	andb	%al, %cl
	orb	%r9b, %cl
	movb	%cl, 3136(%rsp)
	xorl	%ecx, %ecx
	vmovss	-44(%rsp), %xmm26
	vmovss	%xmm26, -116(%rsp)
	vmovdqu64	%zmm8, 1600(%rsp)
	vmovdqu64	%zmm16, 2560(%rsp)
	jmp	.LBB0_72
	.p2align	4
.LBB0_131:
	vmovss	-116(%rsp), %xmm0
	vmulss	-40(%rsp), %xmm0, %xmm0
	vmovss	%xmm0, -116(%rsp)
	movq	2112(%rsp), %rcx
	incq	%rcx
	cmpq	80(%rsp), %rcx
	vmovd	.LCPI0_21(%rip), %xmm1
	vmovsd	.LCPI0_27(%rip), %xmm0
	vmovsd	.LCPI0_36(%rip), %xmm2
	vmovsd	.LCPI0_47(%rip), %xmm4
	je	.LBB0_132
.LBB0_72:
	vmovss	-36(%rsp), %xmm26
	cmpl	$0, -100(%rsp)
	jne	.LBB0_73
.LBB0_74:
	movq	136(%rsp), %rax
	addq	%rcx, %rax
	movq	%rax, %rsi
	shrq	$32, %rsi
	imulq	%r10, %rsi
	movq	%rsi, 1728(%rsp)
	shrq	$32, %rsi
	movl	%eax, %edx
	xorl	%r15d, %edx
	movq	%rsi, 128(%rsp)
	xorl	%esi, %edx
	movq	1664(%rsp), %r12
	imulq	%r12, %rdx
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorq	72(%rsp), %rsi
	cmpb	$0, 3072(%rsp)
	movq	%rcx, 2112(%rsp)
	vmovaps	%xmm26, 160(%rsp)
	movq	%rax, 1216(%rsp)
	movq	%rdx, 176(%rsp)
	je	.LBB0_147
	vmovdqa64	%xmm21, %xmm11
	xorl	%r11d, %r11d
	movl	$3449720151, %r10d
	movq	1152(%rsp), %r9
	movq	1344(%rsp), %r8
	movl	-72(%rsp), %edi
	jmp	.LBB0_156
	.p2align	4
.LBB0_147:
	vpbroadcastq	%rsi, %zmm6
	cmpq	$128, %r14
	jae	.LBB0_149
	xorl	%eax, %eax
	jmp	.LBB0_153
	.p2align	4
.LBB0_149:
	movq	1728(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vpxorq	3904(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2368(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vpxorq	3840(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1280(%rsp)
	movq	248(%rsp), %r11
	movq	2752(%rsp), %rbx
	vmovdqa64	.LCPI0_3(%rip), %zmm20
	vmovdqa64	%zmm22, %zmm4
	vmovdqa64	%zmm12, %zmm29
	vmovdqu64	3520(%rsp), %zmm28
	vmovdqa64	%zmm31, %zmm3
	vmovdqu64	3584(%rsp), %zmm22
	vmovdqu64	3648(%rsp), %zmm18
	vmovdqa	%ymm15, %ymm1
	vpbroadcastq	.LCPI0_4(%rip), %zmm11
	vpbroadcastq	.LCPI0_5(%rip), %zmm24
	vmovdqa64	.LCPI0_6(%rip), %zmm31
	vmovdqu64	1792(%rsp), %zmm26
	vmovdqu64	1856(%rsp), %zmm25
	vmovdqu64	1472(%rsp), %zmm12
	vmovdqa64	%zmm6, %zmm27
	.p2align	4
.LBB0_150:
	vpaddq	1600(%rsp), %zmm20, %zmm0
	vpaddq	2560(%rsp), %zmm20, %zmm2
	vpaddq	2496(%rsp), %zmm20, %zmm5
	vpaddq	3200(%rsp), %zmm20, %zmm6
	vpmuludq	%zmm11, %zmm0, %zmm7
	vpmuludq	%zmm11, %zmm2, %zmm8
	vpmuludq	%zmm11, %zmm5, %zmm9
	vpmuludq	%zmm11, %zmm6, %zmm10
	vpternlogq	$150, %zmm12, %zmm7, %zmm0
	vpternlogq	$150, %zmm12, %zmm8, %zmm2
	vpternlogq	$150, %zmm12, %zmm9, %zmm5
	vpternlogq	$150, %zmm12, %zmm10, %zmm6
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
	vmovdqu64	2368(%rsp), %zmm16
	vpxorq	%zmm16, %zmm5, %zmm5
	vpxorq	%zmm16, %zmm12, %zmm12
	vpxorq	%zmm16, %zmm13, %zmm13
	vpxorq	%zmm7, %zmm27, %zmm15
	vpxorq	%zmm8, %zmm27, %zmm8
	vpxorq	%zmm9, %zmm27, %zmm9
	vpxorq	%zmm16, %zmm14, %zmm14
	vpxorq	%zmm10, %zmm27, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm16
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm12, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm5
	vpsrlq	$32, %zmm16, %zmm13
	vpsrlq	$32, %zmm12, %zmm14
	vpmuludq	%zmm24, %zmm15, %zmm15
	vpmuludq	%zmm24, %zmm8, %zmm17
	vpmuludq	%zmm24, %zmm9, %zmm9
	vpmuludq	%zmm24, %zmm10, %zmm10
	vpsrlq	$32, %zmm7, %zmm8
	vpsrlq	$32, %zmm15, %zmm21
	vpsrlq	$32, %zmm17, %zmm23
	vpternlogq	$150, %zmm25, %zmm0, %zmm21
	vpsrlq	$32, %zmm9, %zmm0
	vpternlogq	$150, %zmm25, %zmm2, %zmm23
	vpsrlq	$32, %zmm5, %zmm2
	vpternlogq	$150, %zmm25, %zmm11, %zmm0
	vpsrlq	$32, %zmm10, %zmm11
	vpternlogq	$150, %zmm25, %zmm6, %zmm11
	vmovdqu64	1280(%rsp), %zmm6
	vpxorq	%zmm6, %zmm13, %zmm13
	vpxorq	%zmm6, %zmm14, %zmm14
	vpxorq	%zmm6, %zmm8, %zmm24
	vpxorq	%zmm6, %zmm2, %zmm25
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm6
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm0, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm11, %zmm0
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
	vmovdqu64	992(%rsp), %zmm9
	vpternlogq	$150, %zmm9, %zmm16, %zmm10
	vpsrlq	$32, %zmm6, %zmm16
	vpternlogq	$150, %zmm9, %zmm12, %zmm16
	vpsrlq	$32, %zmm2, %zmm12
	vpternlogq	$150, %zmm9, %zmm7, %zmm12
	vpsrlq	$32, %zmm0, %zmm25
	vpternlogq	$150, %zmm9, %zmm5, %zmm25
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm15
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm24, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm17
	vpsrlq	$32, %zmm15, %zmm23
	vmovdqu64	928(%rsp), %zmm25
	vpternlogq	$150, %zmm25, %zmm11, %zmm23
	vpsrlq	$32, %zmm16, %zmm24
	vpternlogq	$150, %zmm25, %zmm13, %zmm24
	vpsrlq	$32, %zmm12, %zmm13
	vpternlogq	$150, %zmm25, %zmm14, %zmm13
	vpsrlq	$32, %zmm17, %zmm14
	vpternlogq	$150, %zmm25, %zmm21, %zmm14
	vpsrlq	$32, %zmm9, %zmm21
	vmovdqu64	1536(%rsp), %zmm11
	vpternlogq	$150, %zmm8, %zmm11, %zmm21
	vpsrlq	$32, %zmm7, %zmm25
	vpternlogq	$150, %zmm6, %zmm11, %zmm25
	vpsrlq	$32, %zmm5, %zmm6
	vpternlogq	$150, %zmm2, %zmm11, %zmm6
	vpsrlq	$32, %zmm10, %zmm26
	vpternlogq	$150, %zmm0, %zmm11, %zmm26
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm23, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm24, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm2
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm24
	vpsrlq	$32, %zmm14, %zmm6
	vpternlogq	$150, %zmm15, %zmm18, %zmm6
	vpsrlq	$32, %zmm21, %zmm13
	vpternlogq	$150, %zmm16, %zmm18, %zmm13
	vpsrlq	$32, %zmm23, %zmm15
	vpternlogq	$150, %zmm12, %zmm18, %zmm15
	vpsrlq	$32, %zmm24, %zmm16
	vpternlogq	$150, %zmm17, %zmm18, %zmm16
	vpsrlq	$32, %zmm11, %zmm17
	vpternlogq	$150, %zmm22, %zmm9, %zmm17
	vpsrlq	$32, %zmm8, %zmm9
	vpternlogq	$150, %zmm22, %zmm7, %zmm9
	vpsrlq	$32, %zmm2, %zmm25
	vpternlogq	$150, %zmm22, %zmm5, %zmm25
	vpsrlq	$32, %zmm0, %zmm5
	vpternlogq	$150, %zmm22, %zmm10, %zmm5
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm6, %zmm12
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm13, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm15
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm13
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
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm5, %zmm11
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm9, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm5
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
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm0, %zmm8
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm2, %zmm7
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm15, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm13
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm16, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm16
	vmovdqu64	1920(%rsp), %zmm30
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm12
	vmovups	1792(%rsp), %zmm26
	vpsrlq	$32, %zmm13, %zmm17
	vpternlogq	$150, %zmm30, %zmm14, %zmm17
	vpsrlq	$32, %zmm15, %zmm14
	vpternlogq	$150, %zmm30, %zmm21, %zmm14
	vpsrlq	$32, %zmm16, %zmm21
	vpternlogq	$150, %zmm30, %zmm23, %zmm21
	vpsrlq	$32, %zmm12, %zmm2
	vpternlogq	$150, %zmm30, %zmm24, %zmm2
	vpsrlq	$32, %zmm8, %zmm23
	vpternlogq	$150, %zmm11, %zmm19, %zmm23
	vpsrlq	$32, %zmm7, %zmm11
	vpternlogq	$150, %zmm10, %zmm19, %zmm11
	vpsrlq	$32, %zmm6, %zmm24
	vpternlogq	$150, %zmm9, %zmm19, %zmm24
	vpsrlq	$32, %zmm0, %zmm9
	vpternlogq	$150, %zmm5, %zmm19, %zmm9
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm17, %zmm17
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm14, %zmm10
	vpmuludq	.LCPI0_4(%rip){1to8}, %zmm21, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm11
	vpbroadcastq	.LCPI0_5(%rip), %zmm24
	vmovdqu64	1856(%rsp), %zmm25
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
	vpxord	%ymm17, %ymm1, %ymm17
	vinserti64x4	$1, %ymm12, %zmm17, %zmm12
	vmovdqu64	2176(%rsp), %ymm17
	vpmovqd	%zmm14, %ymm14
	vpmovqd	%zmm13, %ymm13
	vpxord	%ymm13, %ymm17, %ymm13
	vinserti64x4	$1, %ymm14, %zmm13, %zmm13
	vmovdqa64	%zmm13, %zmm14
	vpermt2d	%zmm12, %zmm31, %zmm14
	vmovdqa64	.LCPI0_7(%rip), %zmm23
	vpermt2d	%zmm12, %zmm23, %zmm13
	vmovdqu64	%zmm13, -320(%r11)
	vmovdqu64	%zmm14, -384(%r11)
	vpmovqd	%zmm21, %ymm12
	vpmovqd	%zmm15, %ymm13
	vpxord	%ymm13, %ymm17, %ymm13
	vinserti64x4	$1, %ymm12, %zmm13, %zmm12
	vpmovqd	%zmm10, %ymm10
	vpmovqd	%zmm7, %ymm7
	vpxor	%ymm7, %ymm1, %ymm7
	vinserti64x4	$1, %ymm10, %zmm7, %zmm7
	vmovdqa64	%zmm12, %zmm10
	vpermt2d	%zmm7, %zmm31, %zmm10
	vpermt2d	%zmm7, %zmm23, %zmm12
	vmovdqu64	%zmm12, -192(%r11)
	vpmovqd	%zmm11, %ymm7
	vpmovqd	%zmm16, %ymm11
	vpxord	%ymm11, %ymm17, %ymm11
	vinserti64x4	$1, %ymm7, %zmm11, %zmm7
	vpbroadcastq	.LCPI0_4(%rip), %zmm11
	vmovdqu64	1472(%rsp), %zmm12
	vpmovqd	%zmm5, %ymm5
	vpmovqd	%zmm6, %ymm6
	vpxor	%ymm6, %ymm1, %ymm6
	vinserti64x4	$1, %ymm5, %zmm6, %zmm5
	vmovdqa64	%zmm7, %zmm6
	vpermt2d	%zmm5, %zmm31, %zmm6
	vpermt2d	%zmm5, %zmm23, %zmm7
	vmovdqu64	%zmm10, -256(%r11)
	vmovdqu64	%zmm7, -64(%r11)
	vpmuludq	%zmm11, %zmm2, %zmm2
	vmovdqu64	%zmm6, -128(%r11)
	vpsrlq	$32, %zmm2, %zmm5
	vpxorq	%zmm0, %zmm5, %zmm0
	vpmovqd	%zmm9, %ymm5
	vpmovqd	%zmm8, %ymm6
	vpxord	%ymm6, %ymm17, %ymm6
	vinserti64x4	$1, %ymm5, %zmm6, %zmm5
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm0, %ymm0
	vpxor	%ymm0, %ymm1, %ymm0
	vinserti64x4	$1, %ymm2, %zmm0, %zmm0
	vmovdqa64	%zmm5, %zmm2
	vpermt2d	%zmm0, %zmm23, %zmm5
	vmovdqu64	%zmm5, 64(%r11)
	vpermt2d	%zmm0, %zmm31, %zmm2
	vmovdqu64	%zmm2, (%r11)
	vpaddq	.LCPI0_8(%rip){1to8}, %zmm20, %zmm20
	addq	$512, %r11
	addq	$-32, %rbx
	jne	.LBB0_150
	vmovdqa64	%zmm27, %zmm6
	movq	2752(%rsp), %rax
	cmpq	%rax, -64(%rsp)
	movl	$3449720151, %r10d
	movq	1152(%rsp), %r9
	vmovdqa64	%zmm29, %zmm2
	movq	1344(%rsp), %r8
	movl	-72(%rsp), %edi
	vmovdqa64	%ymm1, %ymm16
	vmovd	.LCPI0_11(%rip), %xmm20
	vmovss	.LCPI0_12(%rip), %xmm24
	vmovd	.LCPI0_18(%rip), %xmm11
	vmovd	.LCPI0_19(%rip), %xmm25
	vmovd	.LCPI0_21(%rip), %xmm1
	vmovdqa64	%zmm4, %zmm22
	vmovss	.LCPI0_25(%rip), %xmm28
	vmovsd	.LCPI0_26(%rip), %xmm29
	vmovsd	.LCPI0_27(%rip), %xmm0
	vmovq	.LCPI0_28(%rip), %xmm18
	vmovdqa64	%zmm2, %zmm12
	vmovdqu64	992(%rsp), %zmm13
	vmovdqu64	1536(%rsp), %zmm14
	vmovsd	.LCPI0_36(%rip), %xmm2
	vmovsd	.LCPI0_37(%rip), %xmm9
	vmovsd	.LCPI0_47(%rip), %xmm4
	vmovq	.LCPI0_39(%rip), %xmm10
	vbroadcastss	.LCPI0_40(%rip), %xmm5
	vmovdqu64	928(%rsp), %zmm27
	movq	1664(%rsp), %r12
	vmovdqu64	1600(%rsp), %zmm8
	je	.LBB0_135
	vmovdqa64	%ymm16, %ymm15
	vmovdqa64	%zmm3, %zmm31
	vmovdqa64	%zmm30, %zmm3
	movq	2752(%rsp), %r11
	movq	%r11, %rax
	testb	$96, 448(%rsp)
	je	.LBB0_156
.LBB0_153:
	vmovdqu64	3584(%rsp), %zmm25
	vmovdqa64	.LCPI0_7(%rip), %zmm30
	vpbroadcastq	%rax, %zmm0
	vporq	.LCPI0_3(%rip), %zmm0, %zmm0
	movq	(%rsp), %rcx
	xorl	1728(%rsp), %ecx
	vpbroadcastq	%rcx, %zmm2
	movq	-80(%rsp), %rcx
	movq	176(%rsp), %rdx
	xorl	%edx, %ecx
	vpbroadcastq	%rcx, %zmm4
	movq	672(%rsp), %rcx
	addq	%rax, %rcx
	shlq	$4, %rax
	addq	736(%rsp), %rax
	vmovdqa64	%zmm19, %zmm20
	vmovdqa64	%zmm13, %zmm19
	vmovdqa64	%zmm3, %zmm13
	vmovdqa64	%zmm22, %zmm3
	vmovdqa64	%zmm12, %zmm22
	vmovdqu64	3520(%rsp), %zmm12
	vmovdqa64	%zmm31, %zmm24
	vmovdqa64	.LCPI0_6(%rip), %zmm31
	vpbroadcastq	.LCPI0_4(%rip), %zmm17
	vpbroadcastq	.LCPI0_5(%rip), %zmm26
	vmovdqa64	%zmm8, %zmm16
	vmovdqu64	1792(%rsp), %zmm11
	vmovdqu64	1856(%rsp), %zmm28
	vmovdqa64	%zmm14, %zmm18
	vmovdqu64	1472(%rsp), %zmm14
	vmovdqa64	%ymm15, %ymm29
	vmovdqu	2176(%rsp), %ymm15
	vmovdqu64	3648(%rsp), %zmm21
	vpbroadcastq	.LCPI0_0(%rip), %zmm1
	vmovdqa64	%zmm6, %zmm23
	.p2align	4
.LBB0_154:
	vpaddq	%zmm16, %zmm0, %zmm5
	vpmuludq	%zmm17, %zmm5, %zmm6
	vpternlogq	$150, %zmm14, %zmm6, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpmuludq	%zmm26, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm7
	vpxorq	%zmm7, %zmm2, %zmm7
	vpxorq	%zmm6, %zmm23, %zmm6
	vpmuludq	%zmm17, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm8
	vpmuludq	%zmm26, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm9
	vpxorq	%zmm8, %zmm4, %zmm8
	vpternlogq	$150, %zmm28, %zmm5, %zmm9
	vpmuludq	%zmm17, %zmm9, %zmm5
	vpsrlq	$32, %zmm5, %zmm9
	vpmuludq	%zmm26, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm10
	vpternlogq	$150, %zmm6, %zmm11, %zmm10
	vpternlogq	$150, %zmm19, %zmm7, %zmm9
	vpmuludq	%zmm17, %zmm10, %zmm6
	vpsrlq	$32, %zmm6, %zmm7
	vpmuludq	%zmm26, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm10
	vpternlogq	$150, %zmm27, %zmm8, %zmm10
	vpternlogq	$150, %zmm5, %zmm18, %zmm7
	vpmuludq	%zmm17, %zmm10, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpmuludq	%zmm26, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm10
	vpternlogq	$150, %zmm9, %zmm21, %zmm10
	vpternlogq	$150, %zmm25, %zmm6, %zmm8
	vpmuludq	%zmm17, %zmm10, %zmm6
	vpsrlq	$32, %zmm6, %zmm9
	vpmuludq	%zmm26, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm10
	vpternlogq	$150, %zmm24, %zmm7, %zmm10
	vpternlogq	$150, %zmm5, %zmm12, %zmm9
	vpmuludq	%zmm17, %zmm10, %zmm5
	vpsrlq	$32, %zmm5, %zmm7
	vpmuludq	%zmm26, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm10
	vpternlogq	$150, %zmm8, %zmm22, %zmm10
	vpternlogq	$150, %zmm3, %zmm6, %zmm7
	vpmuludq	%zmm17, %zmm10, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpmuludq	%zmm26, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm10
	vpternlogq	$150, %zmm13, %zmm9, %zmm10
	vpternlogq	$150, %zmm5, %zmm20, %zmm8
	vpmuludq	%zmm17, %zmm10, %zmm5
	vpsrlq	$32, %zmm5, %zmm9
	vpmuludq	%zmm26, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm10
	vpmovqd	%zmm5, %ymm5
	vpmovqd	%zmm8, %ymm8
	vpxorq	%zmm7, %zmm10, %zmm7
	vpmovqd	%zmm7, %ymm7
	vpxorq	%zmm6, %zmm9, %zmm6
	vpmovqd	%zmm6, %ymm6
	vpxor	%ymm7, %ymm15, %ymm7
	vpxord	%ymm6, %ymm29, %ymm6
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vinserti64x4	$1, %ymm5, %zmm6, %zmm5
	vmovdqa64	%zmm7, %zmm6
	vpermt2d	%zmm5, %zmm30, %zmm7
	vmovdqu64	%zmm7, 64(%rax)
	vpermt2d	%zmm5, %zmm31, %zmm6
	vmovdqu64	%zmm6, (%rax)
	vpaddq	%zmm1, %zmm0, %zmm0
	subq	$-128, %rax
	addq	$8, %rcx
	jne	.LBB0_154
	movq	680(%rsp), %rax
	movq	%rax, %r11
	cmpq	%rax, -64(%rsp)
	movl	$3449720151, %r10d
	movq	1152(%rsp), %r9
	movq	1344(%rsp), %r8
	movl	-72(%rsp), %edi
	vmovd	.LCPI0_18(%rip), %xmm11
	vmovd	.LCPI0_19(%rip), %xmm25
	vmovsd	.LCPI0_27(%rip), %xmm0
	vmovsd	.LCPI0_36(%rip), %xmm2
	vmovsd	.LCPI0_37(%rip), %xmm9
	vmovsd	.LCPI0_47(%rip), %xmm4
	vmovq	.LCPI0_39(%rip), %xmm10
	vbroadcastss	.LCPI0_40(%rip), %xmm5
	movq	1664(%rsp), %r12
	vmovd	.LCPI0_11(%rip), %xmm20
	vmovss	.LCPI0_12(%rip), %xmm24
	vmovss	.LCPI0_25(%rip), %xmm28
	vmovsd	.LCPI0_26(%rip), %xmm29
	vmovq	.LCPI0_28(%rip), %xmm18
	vmovd	.LCPI0_21(%rip), %xmm1
	je	.LBB0_135
.LBB0_156:
	movq	1728(%rsp), %rbx
	xorq	(%rsp), %rbx
	movq	176(%rsp), %rax
	xorq	-80(%rsp), %rax
	movq	%rax, 176(%rsp)
	movq	-64(%rsp), %rcx
	subq	%r11, %rcx
	movq	-16(%rsp), %rax
	leaq	(%rax,%r11), %r14
	shlq	$4, %r11
	movq	736(%rsp), %rax
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
	xorl	%esi, %edx
	imulq	%r12, %r15
	imulq	%r10, %rdx
	movq	%rdx, %rax
	shrq	$32, %rax
	movq	%rsi, %rbp
	movq	2624(%rsp), %rsi
	xorl	%eax, %esi
	movq	%r15, %rax
	shrq	$32, %rax
	xorl	%esi, %r13d
	xorl	176(%rsp), %eax
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
	xorl	1408(%rsp), %eax
	xorl	%esi, %eax
	movq	%rdx, %rsi
	xorl	864(%rsp), %r13d
	shrq	$32, %rsi
	xorl	%esi, %r13d
	imulq	%r12, %rax
	imulq	%r10, %r13
	movq	%r13, %rsi
	shrq	$32, %rsi
	xorl	2048(%rsp), %r15d
	xorl	%esi, %r15d
	movq	%rax, %rsi
	shrq	$32, %rsi
	xorl	384(%rsp), %edx
	xorl	%esi, %edx
	imulq	%r12, %r15
	imulq	%r10, %rdx
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorl	2688(%rsp), %r13d
	xorl	%esi, %r13d
	movq	%r15, %rsi
	shrq	$32, %rsi
	xorl	512(%rsp), %eax
	xorl	%esi, %eax
	imulq	%r12, %r13
	imulq	%r10, %rax
	movq	%rax, %rsi
	shrq	$32, %rsi
	xorl	%r9d, %edx
	xorl	%esi, %edx
	movq	%r13, %rsi
	shrq	$32, %rsi
	xorl	576(%rsp), %r15d
	xorl	%esi, %r15d
	imulq	%r12, %rdx
	imulq	%r10, %r15
	movq	%r15, %rsi
	shrq	$32, %rsi
	xorl	%r8d, %eax
	xorl	%esi, %eax
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorl	800(%rsp), %r13d
	xorl	%esi, %r13d
	imulq	%r12, %rax
	imulq	%r10, %r13
	movq	%r13, %rsi
	shrq	$32, %rsi
	xorl	%edi, %r15d
	xorl	%esi, %r15d
	movq	%rax, %rsi
	shrq	$32, %rsi
	xorl	256(%rsp), %edx
	xorl	%esi, %edx
	movq	%rbp, %rsi
	movl	%r15d, -12(%r11)
	movq	-56(%rsp), %r15
	movl	%r13d, -8(%r11)
	movl	%edx, -4(%r11)
	movl	%eax, (%r11)
	addq	$16, %r11
	incq	%r14
	decq	%rcx
	jne	.LBB0_134
.LBB0_135:
	cmpb	$0, 3008(%rsp)
	je	.LBB0_137
	vmovdqa64	%xmm20, %xmm21
	vmovq	.LCPI0_29(%rip), %xmm20
	vmovq	.LCPI0_35(%rip), %xmm23
	vmovq	.LCPI0_46(%rip), %xmm19
	vmovq	.LCPI0_33(%rip), %xmm16
	vmovq	.LCPI0_32(%rip), %xmm15
	vmovq	.LCPI0_31(%rip), %xmm14
	vmovq	.LCPI0_30(%rip), %xmm13
	vmovdqa64	%xmm18, %xmm12
	vmovd	.LCPI0_22(%rip), %xmm18
	vmovd	.LCPI0_23(%rip), %xmm22
	vmovd	.LCPI0_24(%rip), %xmm3
	xorl	%ecx, %ecx
	movq	448(%rsp), %r14
	movq	2432(%rsp), %rsi
	movq	320(%rsp), %r13
	movq	736(%rsp), %rdi
	leaq	4(%rdi), %r11
	movl	256(%rsp), %r10d
	movl	$3449720151, %r8d
	movq	384(%rsp), %rbp
	vmovdqa64	%xmm1, %xmm31
	vmovaps	%xmm0, %xmm30
	vmovdqa	%xmm10, %xmm7
	vmovaps	%xmm9, %xmm10
	vmovaps	%xmm2, %xmm9
	vmovaps	%xmm4, %xmm8
	vmovaps	%xmm5, %xmm27
	movq	1216(%rsp), %rbx
	vmovdqa64	%xmm25, %xmm17
	vmovdqa64	%xmm11, %xmm25
	vmovd	.LCPI0_17(%rip), %xmm11
	vmovss	.LCPI0_20(%rip), %xmm26
	jmp	.LBB0_146
	.p2align	4
.LBB0_137:
	cmpq	$126, 720(%rsp)
	movq	448(%rsp), %r14
	movq	2432(%rsp), %rsi
	movq	320(%rsp), %r13
	movq	736(%rsp), %rdi
	leaq	4(%rdi), %r11
	movl	$3449720151, %r8d
	movq	384(%rsp), %rbp
	jae	.LBB0_139
	xorl	%eax, %eax
	movl	256(%rsp), %r10d
	movq	1216(%rsp), %rbx
	jmp	.LBB0_143
	.p2align	4
.LBB0_139:
	xorl	%r10d, %r10d
	movq	240(%rsp), %rax
	movq	248(%rsp), %rcx
	movq	1216(%rsp), %rbx
	.p2align	4
.LBB0_140:
	vmovdqu64	-384(%rcx,%r10,8), %zmm0
	vmovdqu64	-320(%rcx,%r10,8), %zmm3
	vmovdqu64	%zmm3, 1280(%rsp)
	vmovdqu64	-256(%rcx,%r10,8), %zmm2
	vmovdqu64	-192(%rcx,%r10,8), %zmm4
	vmovdqu64	%zmm4, 2304(%rsp)
	vmovdqu64	%zmm0, 176(%rsp)
	vmovdqa64	.LCPI0_10(%rip), %zmm1
	vpermt2d	%zmm3, %zmm1, %zmm0
	vmovdqu64	%zmm2, 2368(%rsp)
	vpermt2d	%zmm4, %zmm1, %zmm2
	vmovdqu64	-64(%rcx,%r10,8), %zmm3
	vmovdqu64	%zmm3, 1984(%rsp)
	vmovdqu64	-128(%rcx,%r10,8), %zmm4
	vmovdqu64	%zmm4, 2240(%rsp)
	vpermt2d	%zmm3, %zmm1, %zmm4
	vmovdqu64	64(%rcx,%r10,8), %zmm3
	vmovdqu64	%zmm3, 3392(%rsp)
	vmovdqu64	(%rcx,%r10,8), %zmm5
	vmovdqu64	%zmm5, 3456(%rsp)
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
	vmovupd	%zmm3, 3328(%rsp)
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
	kmovw	%k1, 3264(%rsp)
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
	vbroadcastsd	.LCPI0_30(%rip), %zmm22
	vmulpd	%zmm22, %zmm14, %zmm15
	vmulpd	%zmm22, %zmm13, %zmm16
	vbroadcastsd	.LCPI0_31(%rip), %zmm28
	vaddpd	%zmm28, %zmm16, %zmm16
	vaddpd	%zmm28, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm14, %zmm15
	vmulpd	%zmm16, %zmm13, %zmm16
	vbroadcastsd	.LCPI0_32(%rip), %zmm29
	vaddpd	%zmm29, %zmm16, %zmm16
	vaddpd	%zmm29, %zmm15, %zmm15
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
	vbroadcastsd	.LCPI0_35(%rip), %zmm18
	vsubpd	%zmm16, %zmm18, %zmm16
	vsubpd	%zmm15, %zmm18, %zmm15
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
	vmulpd	%zmm22, %zmm11, %zmm14
	vmulpd	%zmm22, %zmm10, %zmm15
	vaddpd	%zmm28, %zmm15, %zmm15
	vaddpd	%zmm28, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm14
	vmulpd	%zmm15, %zmm10, %zmm15
	vaddpd	%zmm29, %zmm15, %zmm15
	vaddpd	%zmm29, %zmm14, %zmm14
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
	vsubpd	%zmm15, %zmm18, %zmm15
	vsubpd	%zmm14, %zmm18, %zmm14
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
	vmulpd	%zmm22, %zmm6, %zmm9
	vmulpd	%zmm22, %zmm5, %zmm14
	vaddpd	%zmm28, %zmm14, %zmm14
	vaddpd	%zmm28, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm6, %zmm9
	vmulpd	%zmm14, %zmm5, %zmm14
	vaddpd	%zmm29, %zmm14, %zmm14
	vaddpd	%zmm29, %zmm9, %zmm9
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
	vsubpd	%zmm14, %zmm18, %zmm14
	vsubpd	%zmm9, %zmm18, %zmm9
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
	vmovupd	3328(%rsp), %zmm3
	vsubpd	%zmm2, %zmm3, %zmm2
	vmulpd	%zmm19, %zmm2, %zmm2
	vmulpd	%zmm19, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm6
	vmulpd	%zmm2, %zmm2, %zmm9
	vmulpd	%zmm22, %zmm9, %zmm15
	vmulpd	%zmm22, %zmm6, %zmm16
	vaddpd	%zmm28, %zmm16, %zmm16
	vaddpd	%zmm28, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm9, %zmm15
	vmulpd	%zmm16, %zmm6, %zmm16
	vaddpd	%zmm29, %zmm16, %zmm16
	vaddpd	%zmm29, %zmm15, %zmm15
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
	vsubpd	%zmm16, %zmm18, %zmm16
	vsubpd	%zmm15, %zmm18, %zmm15
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
	kmovw	3264(%rsp), %k1
	vblendmps	%zmm25, %zmm12, %zmm9 {%k1}
	vblendmps	%zmm11, %zmm10, %zmm6 {%k3}
	vmovaps	%zmm12, %zmm7 {%k1}
	vmovaps	%zmm10, %zmm8 {%k3}
	vblendmps	%zmm5, %zmm14, %zmm5 {%k2}
	vblendmps	%zmm16, %zmm15, %zmm4 {%k4}
	vmovaps	%zmm14, %zmm0 {%k2}
	vmovaps	%zmm15, %zmm2 {%k4}
	vmovdqa64	.LCPI0_9(%rip), %zmm1
	vmovdqu64	176(%rsp), %zmm3
	vpermt2d	1280(%rsp), %zmm1, %zmm3
	vmovdqu64	2368(%rsp), %zmm11
	vpermt2d	2304(%rsp), %zmm1, %zmm11
	vmovdqu64	2240(%rsp), %zmm12
	vpermt2d	1984(%rsp), %zmm1, %zmm12
	vmovdqu64	3456(%rsp), %zmm13
	vpermt2d	3392(%rsp), %zmm1, %zmm13
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
	vmovaps	.LCPI0_43(%rip), %zmm3
	vpermt2ps	%zmm1, %zmm3, %zmm9
	vmovaps	.LCPI0_44(%rip), %zmm10
	vpermt2ps	%zmm1, %zmm10, %zmm7
	vmovups	%zmm7, -384(%rcx,%r10,8)
	vmovups	%zmm9, -320(%rcx,%r10,8)
	vmovaps	%zmm8, %zmm1
	vpermt2ps	%zmm6, %zmm3, %zmm1
	vpermt2ps	%zmm6, %zmm10, %zmm8
	vmovups	%zmm8, -256(%rcx,%r10,8)
	vmovups	%zmm1, -192(%rcx,%r10,8)
	vmovaps	%zmm0, %zmm1
	vpermt2ps	%zmm5, %zmm3, %zmm1
	vpermt2ps	%zmm5, %zmm10, %zmm0
	vmovups	%zmm0, -128(%rcx,%r10,8)
	vmovups	%zmm1, -64(%rcx,%r10,8)
	vmovaps	%zmm2, %zmm0
	vpermt2ps	%zmm4, %zmm3, %zmm0
	vpermt2ps	%zmm4, %zmm10, %zmm2
	vmovups	%zmm2, (%rcx,%r10,8)
	vmovups	%zmm0, 64(%rcx,%r10,8)
	addq	$64, %r10
	cmpq	%r10, %rax
	jne	.LBB0_140
	cmpq	%rax, 16(%rsp)
	movl	256(%rsp), %r10d
	vmovd	.LCPI0_11(%rip), %xmm21
	vmovss	.LCPI0_12(%rip), %xmm24
	vmovd	.LCPI0_17(%rip), %xmm11
	vmovd	.LCPI0_18(%rip), %xmm25
	vmovd	.LCPI0_19(%rip), %xmm17
	vmovss	.LCPI0_20(%rip), %xmm26
	vmovd	.LCPI0_21(%rip), %xmm31
	vmovd	.LCPI0_22(%rip), %xmm18
	vmovd	.LCPI0_23(%rip), %xmm22
	vmovd	.LCPI0_24(%rip), %xmm3
	vmovss	.LCPI0_25(%rip), %xmm28
	vmovsd	.LCPI0_26(%rip), %xmm29
	vmovq	.LCPI0_27(%rip), %xmm30
	vmovq	.LCPI0_28(%rip), %xmm12
	vmovq	.LCPI0_29(%rip), %xmm20
	vmovq	.LCPI0_30(%rip), %xmm13
	vmovq	.LCPI0_31(%rip), %xmm14
	vmovq	.LCPI0_32(%rip), %xmm15
	vmovq	.LCPI0_33(%rip), %xmm16
	vmovq	.LCPI0_46(%rip), %xmm19
	vmovq	.LCPI0_35(%rip), %xmm23
	vmovsd	.LCPI0_36(%rip), %xmm9
	vmovq	.LCPI0_37(%rip), %xmm10
	vmovq	.LCPI0_47(%rip), %xmm8
	vmovq	.LCPI0_39(%rip), %xmm7
	vpbroadcastd	.LCPI0_40(%rip), %xmm27
	je	.LBB0_113
	movq	240(%rsp), %rax
	movq	664(%rsp), %rcx
	testb	$56, 16(%rsp)
	je	.LBB0_146
.LBB0_143:
	movq	712(%rsp), %rdx
	vbroadcastss	.LCPI0_11(%rip), %ymm8
	vbroadcastss	.LCPI0_12(%rip), %ymm9
	vbroadcastss	.LCPI0_21(%rip), %ymm20
	vbroadcastss	.LCPI0_22(%rip), %ymm22
	vbroadcastss	.LCPI0_23(%rip), %ymm23
	vbroadcastss	.LCPI0_24(%rip), %ymm27
	vbroadcastss	.LCPI0_25(%rip), %ymm28
	vbroadcastsd	.LCPI0_26(%rip), %zmm29
	vbroadcastsd	.LCPI0_27(%rip), %zmm30
	vbroadcastsd	.LCPI0_28(%rip), %zmm31
	vbroadcastsd	.LCPI0_31(%rip), %zmm24
	vbroadcastsd	.LCPI0_32(%rip), %zmm25
	vbroadcastsd	.LCPI0_46(%rip), %zmm21
	vbroadcastsd	.LCPI0_33(%rip), %zmm17
	vbroadcastsd	.LCPI0_30(%rip), %zmm11
	vbroadcastsd	.LCPI0_29(%rip), %zmm26
	vbroadcastsd	.LCPI0_36(%rip), %zmm3
	vbroadcastsd	.LCPI0_37(%rip), %zmm10
	vbroadcastsd	.LCPI0_47(%rip), %zmm12
	vbroadcastsd	.LCPI0_39(%rip), %zmm13
	vbroadcastss	.LCPI0_40(%rip), %ymm14
	vpbroadcastq	.LCPI0_41(%rip), %zmm15
	vpbroadcastq	.LCPI0_42(%rip), %zmm16
	vmovaps	.LCPI0_48(%rip), %zmm18
	vmovaps	.LCPI0_49(%rip), %zmm19
	.p2align	4
.LBB0_144:
	vmovdqu64	(%rdi,%rax,8), %zmm0
	vpmovqd	%zmm0, %ymm0
	vmovdqa	.LCPI0_45(%rip), %ymm1
	vpermd	(%rdi,%rax,8), %zmm1, %zmm2
	vpsrld	$9, %ymm0, %ymm0
	vcvtdq2ps	%ymm0, %ymm0
	vaddps	%ymm0, %ymm8, %ymm0
	vmulps	%ymm0, %ymm9, %ymm0
	vpaddd	.LCPI0_13(%rip){1to8}, %ymm0, %ymm1
	vpsrld	$9, %ymm2, %ymm0
	vcvtdq2ps	%ymm0, %ymm0
	vaddps	%ymm0, %ymm8, %ymm0
	vmulps	%ymm0, %ymm9, %ymm2
	vpandd	.LCPI0_15(%rip){1to8}, %ymm1, %ymm0
	vpaddd	.LCPI0_16(%rip){1to8}, %ymm0, %ymm0
	vaddps	.LCPI0_17(%rip){1to8}, %ymm0, %ymm0
	vcvtps2pd	%ymm2, %zmm2
	vmulpd	%zmm29, %zmm2, %zmm2
	vaddpd	%zmm30, %zmm2, %zmm4
	vaddpd	%zmm31, %zmm4, %zmm5
	vsubpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm26, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm5
	vmulpd	%zmm11, %zmm5, %zmm6
	vaddpd	%zmm24, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm25, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm17, %zmm6, %zmm6
	vmulpd	%zmm5, %zmm2, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm21, %zmm5, %zmm6
	vaddpd	.LCPI0_35(%rip){1to8}, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm3, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm10, %zmm6, %zmm6
	vmulpd	%zmm5, %zmm5, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vaddps	.LCPI0_18(%rip){1to8}, %ymm0, %ymm7
	vmulpd	%zmm12, %zmm5, %zmm5
	vaddpd	%zmm13, %zmm5, %zmm5
	vaddpd	%zmm6, %zmm5, %zmm5
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm5, %ymm5
	vdivps	%ymm7, %ymm0, %ymm6
	vxorps	%ymm2, %ymm14, %ymm7
	vptestnmq	%zmm15, %zmm4, %k0
	vptestnmq	%zmm16, %zmm4, %k1
	vxorps	%ymm5, %ymm14, %ymm4
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
	vmulps	%ymm20, %ymm4, %ymm4
	vaddps	%ymm22, %ymm4, %ymm4
	vmulps	%ymm4, %ymm7, %ymm4
	vpsrld	$23, %ymm1, %ymm1
	vpaddd	.LCPI0_14(%rip){1to8}, %ymm1, %ymm1
	vaddps	%ymm5, %ymm4, %ymm4
	vmulps	%ymm0, %ymm8, %ymm5
	vmulps	%ymm5, %ymm0, %ymm5
	vcvtdq2ps	%ymm1, %ymm1
	vaddps	%ymm4, %ymm5, %ymm4
	vmulps	%ymm4, %ymm6, %ymm4
	vmulps	%ymm23, %ymm1, %ymm6
	vaddps	%ymm4, %ymm6, %ymm4
	vsubps	%ymm5, %ymm4, %ymm4
	vaddps	%ymm4, %ymm0, %ymm0
	vmulps	%ymm27, %ymm1, %ymm1
	vaddps	%ymm0, %ymm1, %ymm0
	vmulps	%ymm28, %ymm0, %ymm0
	vsqrtps	%ymm0, %ymm0
	vpermps	%zmm2, %zmm18, %zmm1
	vpermps	%zmm0, %zmm19, %zmm0
	vmulps	%zmm0, %zmm1, %zmm0
	vmovups	%zmm0, (%rdi,%rax,8)
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.LBB0_144
	movq	704(%rsp), %rcx
	cmpq	%rdx, 16(%rsp)
	vmovss	.LCPI0_20(%rip), %xmm26
	vmovd	.LCPI0_21(%rip), %xmm31
	vmovd	.LCPI0_22(%rip), %xmm18
	vmovd	.LCPI0_23(%rip), %xmm22
	vmovd	.LCPI0_24(%rip), %xmm3
	vmovss	.LCPI0_25(%rip), %xmm28
	vmovsd	.LCPI0_26(%rip), %xmm29
	vmovsd	.LCPI0_27(%rip), %xmm30
	vmovq	.LCPI0_28(%rip), %xmm12
	vmovq	.LCPI0_29(%rip), %xmm20
	vmovq	.LCPI0_30(%rip), %xmm13
	vmovq	.LCPI0_31(%rip), %xmm14
	vmovq	.LCPI0_32(%rip), %xmm15
	vmovq	.LCPI0_33(%rip), %xmm16
	vmovq	.LCPI0_46(%rip), %xmm19
	vmovq	.LCPI0_35(%rip), %xmm23
	vmovsd	.LCPI0_36(%rip), %xmm9
	vmovsd	.LCPI0_37(%rip), %xmm10
	vmovsd	.LCPI0_47(%rip), %xmm8
	vmovq	.LCPI0_39(%rip), %xmm7
	vbroadcastss	.LCPI0_40(%rip), %xmm27
	vmovd	.LCPI0_11(%rip), %xmm21
	vmovss	.LCPI0_12(%rip), %xmm24
	vmovd	.LCPI0_18(%rip), %xmm25
	vmovd	.LCPI0_17(%rip), %xmm11
	vmovd	.LCPI0_19(%rip), %xmm17
	je	.LBB0_113
	.p2align	4
.LBB0_146:
	movl	-4(%r11,%rcx,4), %eax
	movl	(%r11,%rcx,4), %edx
	shrl	$9, %eax
	vcvtsi2ss	%eax, %xmm18, %xmm0
	vaddss	%xmm21, %xmm0, %xmm0
	vmulss	%xmm24, %xmm0, %xmm0
	shrl	$9, %edx
	vcvtsi2ss	%edx, %xmm18, %xmm1
	vaddss	%xmm21, %xmm1, %xmm1
	vmulss	%xmm24, %xmm1, %xmm1
	vmovd	%xmm0, %eax
	addl	$4913933, %eax
	movl	%eax, %edx
	shrl	$23, %edx
	addl	$-127, %edx
	andl	$8388607, %eax
	addl	$1060439283, %eax
	vmovd	%eax, %xmm0
	vaddss	%xmm0, %xmm11, %xmm0
	vaddss	%xmm25, %xmm0, %xmm2
	vdivss	%xmm2, %xmm0, %xmm2
	vmulss	%xmm2, %xmm2, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm17, %xmm5, %xmm6
	vaddss	%xmm26, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vmulss	%xmm31, %xmm5, %xmm5
	vaddss	%xmm18, %xmm5, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vaddss	%xmm6, %xmm4, %xmm4
	vmulss	%xmm21, %xmm0, %xmm5
	vmulss	%xmm5, %xmm0, %xmm5
	vcvtsi2ss	%edx, %xmm18, %xmm6
	vaddss	%xmm4, %xmm5, %xmm4
	vmulss	%xmm4, %xmm2, %xmm2
	vmulss	%xmm22, %xmm6, %xmm4
	vaddss	%xmm2, %xmm4, %xmm2
	vsubss	%xmm5, %xmm2, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vmulss	%xmm3, %xmm6, %xmm2
	vaddss	%xmm0, %xmm2, %xmm0
	vmulss	%xmm28, %xmm0, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm0
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vmulsd	%xmm29, %xmm1, %xmm1
	vaddsd	%xmm30, %xmm1, %xmm2
	vaddsd	%xmm2, %xmm12, %xmm4
	vsubsd	%xmm4, %xmm1, %xmm1
	vmulsd	%xmm20, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm1, %xmm4
	vmulsd	%xmm4, %xmm13, %xmm5
	vaddsd	%xmm5, %xmm14, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm15, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vaddsd	%xmm16, %xmm5, %xmm5
	vmulsd	%xmm4, %xmm1, %xmm6
	vmulsd	%xmm5, %xmm6, %xmm5
	vaddsd	%xmm5, %xmm1, %xmm1
	vmulsd	%xmm19, %xmm4, %xmm5
	vaddsd	%xmm23, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm9, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm10, %xmm5
	vmulsd	%xmm4, %xmm4, %xmm6
	vmulsd	%xmm5, %xmm6, %xmm5
	vmulsd	%xmm4, %xmm8, %xmm4
	vaddsd	%xmm7, %xmm4, %xmm4
	vaddsd	%xmm5, %xmm4, %xmm4
	vcvtsd2ss	%xmm1, %xmm1, %xmm1
	vcvtsd2ss	%xmm4, %xmm4, %xmm4
	vxorps	%xmm27, %xmm1, %xmm5
	vxorps	%xmm27, %xmm4, %xmm6
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
	vmovss	%xmm1, -4(%r11,%rcx,4)
	vmovss	%xmm0, (%r11,%rcx,4)
	addq	$2, %rcx
	cmpq	%rsi, %rcx
	jb	.LBB0_146
.LBB0_113:
	cmpq	%r14, %rsi
	vmovaps	144(%rsp), %xmm23
	vmovdqa	%xmm10, %xmm9
	vmovdqa	%xmm7, %xmm10
	vbroadcastss	.LCPI0_50(%rip), %zmm27
	vmovdqu64	3776(%rsp), %zmm12
	vmovdqu64	3712(%rsp), %zmm22
	vmovdqu64	1920(%rsp), %zmm3
	vmovdqu64	992(%rsp), %zmm13
	vmovdqu64	1536(%rsp), %zmm14
	vmovdqu64	2944(%rsp), %zmm19
	vmovdqu	1120(%rsp), %ymm15
	vmovdqa64	%xmm21, %xmm20
	vmovdqa64	%xmm25, %xmm21
	vmovdqa64	%xmm17, %xmm25
	vmovaps	%xmm26, %xmm31
	vmovaps	160(%rsp), %xmm26
	vmovups	2880(%rsp), %zmm17
	je	.LBB0_118
	xorl	%r15d, %ebx
	xorl	128(%rsp), %ebx
	movq	1664(%rsp), %rdx
	imulq	%rdx, %rbx
	movq	%rbx, %r9
	shrq	$32, %r9
	movq	1728(%rsp), %r12
	xorl	728(%rsp), %r12d
	xorl	48(%rsp), %r9d
	imulq	%rdx, %r12
	movq	%r12, %rax
	shrq	$32, %rax
	imulq	%r8, %r9
	movq	-80(%rsp), %rcx
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
	xorl	1408(%rsp), %ebx
	xorl	%ecx, %ebx
	movq	%r9, %rcx
	shrq	$32, %rcx
	xorl	864(%rsp), %eax
	xorl	%ecx, %eax
	imulq	%rdx, %rbx
	imulq	%r8, %rax
	movq	%rax, %rcx
	shrq	$32, %rcx
	xorl	2048(%rsp), %r12d
	xorl	%ecx, %r12d
	movq	%rbx, %rcx
	shrq	$32, %rcx
	xorl	%ebp, %r9d
	xorl	%ecx, %r9d
	imulq	%rdx, %r12
	imulq	%r8, %r9
	movq	%r9, %rcx
	shrq	$32, %rcx
	xorl	2688(%rsp), %eax
	xorl	%ecx, %eax
	movq	%r12, %rcx
	shrq	$32, %rcx
	xorl	512(%rsp), %ebx
	xorl	%ecx, %ebx
	imulq	%rdx, %rax
	imulq	%r8, %rbx
	movq	%rbx, %rcx
	shrq	$32, %rcx
	xorl	1152(%rsp), %r9d
	xorl	%ecx, %r9d
	movq	%rax, %rcx
	shrq	$32, %rcx
	xorl	576(%rsp), %r12d
	xorl	%ecx, %r12d
	imulq	%rdx, %r9
	imulq	%r8, %r12
	movq	%r12, %rcx
	shrq	$32, %rcx
	xorl	1344(%rsp), %ebx
	xorl	%ecx, %ebx
	movq	%r9, %rcx
	shrq	$32, %rcx
	xorl	800(%rsp), %eax
	xorl	%ecx, %eax
	imulq	%rdx, %rbx
	imulq	%r8, %rax
	movq	%rax, %rcx
	shrq	$32, %rcx
	xorl	-72(%rsp), %r12d
	xorl	%ecx, %r12d
	shrl	$9, %r12d
	vxorps	%xmm4, %xmm4, %xmm4
	vcvtsi2ss	%r12d, %xmm4, %xmm0
	vaddss	%xmm20, %xmm0, %xmm0
	vmulss	%xmm24, %xmm0, %xmm0
	shrl	$9, %eax
	vcvtsi2ss	%eax, %xmm5, %xmm1
	vaddss	%xmm20, %xmm1, %xmm1
	vmulss	%xmm24, %xmm1, %xmm1
	vmovd	%xmm0, %ecx
	addl	$4913933, %ecx
	movl	%ecx, %edx
	shrl	$23, %edx
	addl	$-127, %edx
	andl	$8388607, %ecx
	addl	$1060439283, %ecx
	vcvtss2sd	%xmm1, %xmm1, %xmm0
	vmulsd	%xmm29, %xmm0, %xmm0
	vmovsd	.LCPI0_27(%rip), %xmm30
	vaddsd	%xmm30, %xmm0, %xmm1
	vmovq	%xmm1, %rax
	testb	$2, %al
	vmovd	%ecx, %xmm2
	sete	%cl
	vaddss	%xmm2, %xmm11, %xmm2
	vaddss	%xmm21, %xmm2, %xmm4
	vdivss	%xmm4, %xmm2, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm5, %xmm5, %xmm6
	vmulss	%xmm25, %xmm6, %xmm7
	vaddss	%xmm31, %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vmulss	.LCPI0_21(%rip), %xmm6, %xmm6
	vaddss	.LCPI0_22(%rip), %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vcvtsi2ss	%edx, %xmm14, %xmm6
	movl	%ebx, %edx
	shrl	$9, %edx
	vaddss	%xmm7, %xmm5, %xmm5
	vmulss	%xmm20, %xmm2, %xmm7
	vmulss	%xmm7, %xmm2, %xmm7
	vaddss	%xmm5, %xmm7, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vmulss	.LCPI0_23(%rip), %xmm6, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vcvtsi2ss	%edx, %xmm15, %xmm5
	vaddss	%xmm20, %xmm5, %xmm5
	vmulss	%xmm24, %xmm5, %xmm5
	vcvtss2sd	%xmm5, %xmm5, %xmm8
	vsubss	%xmm7, %xmm4, %xmm4
	vaddss	%xmm4, %xmm2, %xmm2
	vmulss	.LCPI0_24(%rip), %xmm6, %xmm4
	vaddss	%xmm2, %xmm4, %xmm6
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
	vmulsd	%xmm1, %xmm0, %xmm4
	vmulsd	%xmm2, %xmm4, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	.LCPI0_34(%rip), %xmm1, %xmm2
	vmovsd	.LCPI0_35(%rip), %xmm4
	vsubsd	%xmm2, %xmm4, %xmm2
	vmulsd	%xmm2, %xmm1, %xmm2
	vaddsd	.LCPI0_36(%rip), %xmm2, %xmm2
	vmulsd	%xmm2, %xmm1, %xmm2
	vaddsd	%xmm2, %xmm9, %xmm2
	vmulsd	%xmm1, %xmm1, %xmm4
	vmulsd	%xmm2, %xmm4, %xmm2
	vmulsd	.LCPI0_38(%rip), %xmm1, %xmm1
	vsubsd	%xmm1, %xmm10, %xmm1
	vaddsd	%xmm2, %xmm1, %xmm1
	vcvtsd2ss	%xmm0, %xmm0, %xmm5
	vcvtsd2ss	%xmm1, %xmm1, %xmm0
	vbroadcastss	.LCPI0_40(%rip), %xmm1
	vxorps	%xmm1, %xmm5, %xmm2
	vxorps	%xmm1, %xmm0, %xmm4
	kmovd	%ecx, %k1
	vmovss	%xmm0, %xmm4, %xmm4 {%k1}
	vmovaps	%xmm5, %xmm0
	vmovss	%xmm2, %xmm0, %xmm0 {%k1}
	kmovd	%eax, %k1
	vmovaps	%xmm4, %xmm1
	vmovss	%xmm0, %xmm1, %xmm1 {%k1}
	vmulss	%xmm28, %xmm6, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm6
	vmulss	%xmm6, %xmm1, %xmm0
	vmovss	%xmm0, (%rdi,%rsi,4)
	vmulsd	%xmm29, %xmm8, %xmm0
	vaddsd	%xmm30, %xmm0, %xmm1
	vmovq	%xmm1, %rcx
	testb	$2, %cl
	sete	%dl
	cmpq	%r14, 64(%rsp)
	jae	.LBB0_116
	testb	$2, %al
	sete	%r10b
	kmovd	%r10d, %k1
	movl	256(%rsp), %r10d
	vmovss	%xmm5, %xmm2, %xmm2 {%k1}
	kmovd	%eax, %k1
	vmovss	%xmm4, %xmm2, %xmm2 {%k1}
	vmulss	%xmm6, %xmm2, %xmm2
	movq	64(%rsp), %rax
	vmovss	%xmm2, (%rdi,%rax,4)
.LBB0_116:
	cmpq	%r14, 56(%rsp)
	vmovss	.LCPI0_19(%rip), %xmm25
	jae	.LBB0_118
	shrq	$32, %rbx
	xorl	%r10d, %r9d
	xorl	%ebx, %r9d
	shrl	$9, %r9d
	vcvtsi2ss	%r9d, %xmm15, %xmm2
	vaddss	%xmm20, %xmm2, %xmm2
	vmulss	%xmm24, %xmm2, %xmm2
	vmovd	%xmm2, %eax
	addl	$4913933, %eax
	movl	%eax, %r9d
	shrl	$23, %r9d
	addl	$-127, %r9d
	andl	$8388607, %eax
	addl	$1060439283, %eax
	vmovd	%eax, %xmm2
	vaddss	%xmm2, %xmm11, %xmm2
	vaddss	%xmm21, %xmm2, %xmm4
	vdivss	%xmm4, %xmm2, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm5, %xmm5, %xmm6
	vmulss	%xmm25, %xmm6, %xmm7
	vaddss	.LCPI0_20(%rip), %xmm7, %xmm7
	vmulss	%xmm7, %xmm6, %xmm7
	vmulss	.LCPI0_21(%rip), %xmm6, %xmm6
	vaddss	.LCPI0_22(%rip), %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vaddss	%xmm7, %xmm5, %xmm5
	vmulss	%xmm20, %xmm2, %xmm6
	vmulss	%xmm6, %xmm2, %xmm6
	vcvtsi2ss	%r9d, %xmm15, %xmm7
	vaddss	%xmm5, %xmm6, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vmulss	.LCPI0_23(%rip), %xmm7, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vsubss	%xmm6, %xmm4, %xmm4
	vaddss	%xmm4, %xmm2, %xmm2
	vmulss	.LCPI0_24(%rip), %xmm7, %xmm4
	vaddss	%xmm2, %xmm4, %xmm2
	vmulss	%xmm28, %xmm2, %xmm2
	vsqrtss	%xmm2, %xmm2, %xmm2
	vaddsd	.LCPI0_28(%rip), %xmm1, %xmm1
	vsubsd	%xmm1, %xmm0, %xmm0
	vmulsd	.LCPI0_29(%rip), %xmm0, %xmm0
	vmulsd	%xmm0, %xmm0, %xmm1
	vmulsd	.LCPI0_30(%rip), %xmm1, %xmm4
	vaddsd	.LCPI0_31(%rip), %xmm4, %xmm4
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
	vaddsd	%xmm4, %xmm9, %xmm4
	vmulsd	%xmm1, %xmm1, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm4
	vmulsd	.LCPI0_38(%rip), %xmm1, %xmm1
	vsubsd	%xmm1, %xmm10, %xmm1
	vaddsd	%xmm4, %xmm1, %xmm1
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vcvtsd2ss	%xmm1, %xmm1, %xmm1
	vbroadcastss	.LCPI0_40(%rip), %xmm5
	vxorps	%xmm5, %xmm0, %xmm4
	vxorps	%xmm5, %xmm1, %xmm5
	kmovd	%edx, %k1
	vmovss	%xmm1, %xmm5, %xmm5 {%k1}
	vmovss	%xmm4, %xmm0, %xmm0 {%k1}
	kmovd	%ecx, %k1
	vmovss	%xmm0, %xmm5, %xmm5 {%k1}
	vmulss	%xmm2, %xmm5, %xmm0
	movq	56(%rsp), %rax
	vmovss	%xmm0, (%rdi,%rax,4)
.LBB0_118:
	movl	$3449720151, %r10d
	cmpb	$0, 3136(%rsp)
	je	.LBB0_120
	xorl	%eax, %eax
	movq	40(%rsp), %r9
	vmovq	.LCPI0_28(%rip), %xmm18
	vbroadcastss	.LCPI0_40(%rip), %xmm5
	vmovdqu64	1600(%rsp), %zmm8
	vmovdqu64	2816(%rsp), %zmm31
	vmovdqu64	928(%rsp), %zmm27
.LBB0_127:
	movl	$2143289344, %ebx
	movq	%rax, %rcx
	orq	$1, %rcx
	testb	$1, %r14b
	je	.LBB0_129
	movq	696(%rsp), %r12
	vmovss	(%r12,%rax,4), %xmm0
	movq	688(%rsp), %rdx
	vmovss	(%rdx,%rax,4), %xmm1
	vsubss	%xmm0, %xmm1, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	%xmm20, %xmm1, %xmm1
	vmulss	%xmm1, %xmm23, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmulss	(%rdi,%rax,4), %xmm26, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	vmovd	%xmm0, %edx
	movl	%edx, %r9d
	andl	$2147483647, %r9d
	cmpl	$2139095041, %r9d
	movq	40(%rsp), %r9
	cmovael	%ebx, %edx
	movl	%edx, (%r12,%rax,4)
	movq	%rcx, %rax
.LBB0_129:
	cmpq	%rcx, %r14
	movq	32(%rsp), %r12
	movq	24(%rsp), %rbx
	movl	$2143289344, %r13d
	je	.LBB0_131
	.p2align	4
.LBB0_130:
	vmovss	(%r12,%rax,4), %xmm0
	vmovss	(%rbx,%rax,4), %xmm1
	vmovss	4(%rbx,%rax,4), %xmm2
	vsubss	%xmm1, %xmm0, %xmm0
	vaddss	%xmm0, %xmm0, %xmm0
	vmulss	%xmm20, %xmm0, %xmm0
	vmulss	%xmm0, %xmm23, %xmm0
	vmulss	-4(%r11,%rax,4), %xmm26, %xmm4
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
	vmulss	%xmm20, %xmm0, %xmm0
	vmulss	%xmm0, %xmm23, %xmm0
	vaddss	%xmm0, %xmm2, %xmm0
	vmulss	(%r11,%rax,4), %xmm26, %xmm1
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
	vbroadcastss	%xmm26, %zmm0
	xorl	%eax, %eax
	movq	-8(%rsp), %rcx
	movq	40(%rsp), %r9
	movq	-24(%rsp), %rdx
	vmovq	.LCPI0_28(%rip), %xmm18
	vbroadcastss	.LCPI0_11(%rip), %zmm6
	vpbroadcastd	.LCPI0_51(%rip), %zmm7
	vpbroadcastd	.LCPI0_52(%rip), %zmm8
	vmovdqu64	2816(%rsp), %zmm31
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
	vmulps	%zmm4, %zmm17, %zmm4
	vmulps	%zmm5, %zmm17, %zmm5
	vaddps	%zmm4, %zmm1, %zmm1
	vaddps	%zmm5, %zmm2, %zmm2
	vmulps	(%rdi,%rax,4), %zmm0, %zmm4
	vaddps	%zmm1, %zmm4, %zmm1
	vmulps	64(%rdi,%rax,4), %zmm0, %zmm4
	vaddps	%zmm2, %zmm4, %zmm2
	vandps	%zmm27, %zmm1, %zmm4
	vandps	%zmm27, %zmm2, %zmm5
	vpcmpgtd	%zmm7, %zmm4, %k1
	vpcmpgtd	%zmm7, %zmm5, %k2
	vmovdqa32	%zmm8, %zmm1 {%k1}
	vmovdqa32	%zmm8, %zmm2 {%k2}
	vmovdqu64	%zmm1, -64(%rdx,%rax,4)
	vmovdqu64	%zmm2, (%rdx,%rax,4)
	addq	$32, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_121
	cmpq	%rcx, %r14
	movq	32(%rsp), %rcx
	movq	24(%rsp), %rbx
	vbroadcastss	.LCPI0_40(%rip), %xmm5
	vbroadcastss	.LCPI0_50(%rip), %xmm6
	vpbroadcastd	.LCPI0_51(%rip), %xmm7
	vmovdqu64	1600(%rsp), %zmm8
	vmovdqu64	928(%rsp), %zmm27
	je	.LBB0_131
	movq	-8(%rsp), %rax
	testb	$28, %r14b
	je	.LBB0_127
	vbroadcastss	%xmm26, %xmm0
	movq	-8(%rsp), %rax
	vbroadcastss	.LCPI0_11(%rip), %xmm4
	.p2align	4
.LBB0_125:
	vmovups	(%rbx,%rax,4), %xmm1
	vmovups	(%rcx,%rax,4), %xmm2
	vsubps	%xmm1, %xmm2, %xmm2
	vaddps	%xmm2, %xmm2, %xmm2
	vmulps	%xmm4, %xmm2, %xmm2
	vmulps	%xmm2, %xmm17, %xmm2
	vaddps	%xmm2, %xmm1, %xmm1
	vmulps	(%rdi,%rax,4), %xmm0, %xmm2
	vaddps	%xmm1, %xmm2, %xmm1
	vandps	%xmm6, %xmm1, %xmm2
	vpcmpgtd	%xmm7, %xmm2, %k1
	vpbroadcastd	.LCPI0_52(%rip), %xmm1 {%k1}
	vmovdqu	%xmm1, (%rbx,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %rsi
	jne	.LBB0_125
	movq	%rsi, %rax
	cmpq	%rsi, %r14
	je	.LBB0_131
	jmp	.LBB0_127
.LBB0_73:
	vmovss	-116(%rsp), %xmm0
	vmulss	-48(%rsp), %xmm0, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vpxor	%xmm8, %xmm8, %xmm8
	vcmpltss	%xmm0, %xmm8, %k1
	vmovdqu64	1600(%rsp), %zmm8
	vmovsd	.LCPI0_27(%rip), %xmm0
	vmovss	%xmm1, %xmm1, %xmm26 {%k1} {z}
	vmovd	.LCPI0_21(%rip), %xmm1
	jmp	.LBB0_74
.LBB0_5:
	movq	-112(%rsp), %rdx
	movq	-32(%rsp), %rax
	.p2align	4
.LBB0_6:
	addq	%rsi, %rdx
	cmpq	%rax, %rdx
	jb	.LBB0_6
.LBB0_133:
	addq	$104328, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.LBB0_76:
	movq	%r10, %rbx
	cmpl	$0, -100(%rsp)
	jne	.LBB0_77
	movq	%r14, %rax
	andq	$-64, %rax
	vbroadcastss	%xmm23, %zmm0
	movq	%r14, %rcx
	andq	$-8, %rcx
	movq	-96(%rsp), %rdi
	leaq	(%rdi,%r8,4), %rdx
	addq	$192, %rdx
	movq	-88(%rsp), %r9
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
	jmp	.LBB0_82
	.p2align	4
.LBB0_98:
	movq	-112(%rsp), %rbx
	incq	%rbx
	movq	-56(%rsp), %r9
	incq	%r9
	movq	104(%rsp), %rbp
	addq	%rbp, %rdx
	addq	%rbp, %rsi
	addq	%rbp, %rdi
	addq	%rbp, %r8
	cmpq	-32(%rsp), %rbx
	movq	448(%rsp), %r14
	movq	112(%rsp), %r13
	je	.LBB0_133
.LBB0_82:
	movq	%r14, %r11
	movq	%rbp, %r14
	movq	%r9, -56(%rsp)
	imulq	%r9, %r14
	leaq	(%r14,%r13), %r15
	movq	-88(%rsp), %r9
	leaq	(%r9,%r15), %r12
	addq	96(%rsp), %r14
	leaq	(%r9,%r14), %r13
	movq	-96(%rsp), %rbp
	addq	%rbp, %r15
	addq	%rbp, %r14
	movq	%rbx, -112(%rsp)
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
	jmp	.LBB0_83
	.p2align	4
.LBB0_97:
	incq	%r14
	cmpq	80(%rsp), %r14
	je	.LBB0_98
.LBB0_83:
	testb	%bpl, %bpl
	je	.LBB0_85
	xorl	%r15d, %r15d
	movq	448(%rsp), %r9
	jmp	.LBB0_93
	.p2align	4
.LBB0_85:
	cmpq	$64, 448(%rsp)
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
	movq	448(%rsp), %r9
	cmpq	%rax, %r9
	je	.LBB0_97
	movq	%rax, %r12
	movq	%rax, %r15
	testb	$56, %r9b
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
	vpbroadcastd	.LCPI0_52(%rip), %ymm9 {%k1}
	vmovdqu	%ymm9, (%r8,%r12,4)
	addq	$8, %r12
	cmpq	%r12, %rcx
	jne	.LBB0_91
	movq	%rcx, %r15
	movq	448(%rsp), %r9
	cmpq	%rcx, %r9
	je	.LBB0_97
.LBB0_93:
	movq	%r15, %r12
	orq	$1, %r12
	testb	$1, %r9b
	je	.LBB0_95
	vmovss	(%r11,%r15,4), %xmm9
	vmovss	(%rbx,%r15,4), %xmm10
	vsubss	%xmm9, %xmm10, %xmm10
	vaddss	%xmm10, %xmm10, %xmm10
	vmulss	%xmm1, %xmm10, %xmm10
	vmulss	%xmm10, %xmm23, %xmm10
	vaddss	%xmm10, %xmm9, %xmm9
	vmovd	%xmm9, %r9d
	movl	%r9d, %r13d
	andl	$2147483647, %r13d
	cmpl	$2139095041, %r13d
	cmovael	%r10d, %r9d
	movl	%r9d, (%r11,%r15,4)
	movq	%r12, %r15
.LBB0_95:
	movq	448(%rsp), %r13
	cmpq	%r12, %r13
	je	.LBB0_97
	.p2align	4
.LBB0_96:
	vmovss	(%rdi,%r15,4), %xmm9
	vmovss	(%r8,%r15,4), %xmm10
	vmovss	4(%r8,%r15,4), %xmm11
	vsubss	%xmm10, %xmm9, %xmm9
	vaddss	%xmm9, %xmm9, %xmm9
	vmulss	%xmm1, %xmm9, %xmm9
	vmulss	%xmm9, %xmm23, %xmm9
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
	vmulss	%xmm9, %xmm23, %xmm9
	vaddss	%xmm9, %xmm11, %xmm9
	vmovd	%xmm9, %r9d
	movl	%r9d, %r12d
	andl	$2147483647, %r12d
	cmpl	$2139095041, %r12d
	cmovael	%r10d, %r9d
	movl	%r9d, 4(%r8,%r15,4)
	addq	$2, %r15
	cmpq	%r15, %r13
	jne	.LBB0_96
	jmp	.LBB0_97
.LBB0_77:
	movq	%r14, %rax
	andq	$-64, %rax
	vpbroadcastd	%xmm23, %zmm0
	movq	%r14, %rcx
	andq	$-8, %rcx
	movq	-96(%rsp), %rdi
	leaq	(%rdi,%r13), %rdx
	addq	$192, %rdx
	movq	-88(%rsp), %r8
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
	jmp	.LBB0_78
.LBB0_112:
	movq	-112(%rsp), %rbx
	incq	%rbx
	movq	-56(%rsp), %r9
	incq	%r9
	movq	104(%rsp), %rbp
	addq	%rbp, %rdx
	addq	%rbp, %rsi
	addq	%rbp, %rdi
	addq	%rbp, %r8
	cmpq	-32(%rsp), %rbx
	movq	448(%rsp), %r14
	movq	112(%rsp), %r13
	je	.LBB0_133
.LBB0_78:
	movq	%r14, %r11
	movq	%rbp, %r14
	movq	%r9, -56(%rsp)
	imulq	%r9, %r14
	leaq	(%r14,%r13), %r15
	movq	-88(%rsp), %r9
	leaq	(%r9,%r15), %r12
	addq	96(%rsp), %r14
	leaq	(%r9,%r14), %r13
	movq	-96(%rsp), %rbp
	addq	%rbp, %r15
	addq	%rbp, %r14
	movq	%rbx, -112(%rsp)
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
	jmp	.LBB0_79
.LBB0_111:
	incq	%r14
	cmpq	80(%rsp), %r14
	je	.LBB0_112
.LBB0_79:
	testb	%bpl, %bpl
	je	.LBB0_99
	xorl	%r15d, %r15d
	movq	448(%rsp), %r9
	jmp	.LBB0_107
.LBB0_99:
	cmpq	$64, 448(%rsp)
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
	movq	448(%rsp), %r9
	cmpq	%rax, %r9
	je	.LBB0_111
	movq	%rax, %r12
	movq	%rax, %r15
	testb	$56, %r9b
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
	vpbroadcastd	.LCPI0_52(%rip), %ymm9 {%k1}
	vmovdqu	%ymm9, (%r8,%r12,4)
	addq	$8, %r12
	cmpq	%r12, %rcx
	jne	.LBB0_105
	movq	%rcx, %r15
	movq	448(%rsp), %r9
	cmpq	%rcx, %r9
	je	.LBB0_111
.LBB0_107:
	movq	%r15, %r12
	orq	$1, %r12
	testb	$1, %r9b
	je	.LBB0_109
	vmovss	(%r11,%r15,4), %xmm9
	vmovss	(%rbx,%r15,4), %xmm10
	vsubss	%xmm9, %xmm10, %xmm10
	vaddss	%xmm10, %xmm10, %xmm10
	vmulss	%xmm1, %xmm10, %xmm10
	vmulss	%xmm10, %xmm23, %xmm10
	vaddss	%xmm10, %xmm9, %xmm9
	vmovd	%xmm9, %r9d
	movl	%r9d, %r13d
	andl	$2147483647, %r13d
	cmpl	$2139095041, %r13d
	cmovael	%r10d, %r9d
	movl	%r9d, (%r11,%r15,4)
	movq	%r12, %r15
.LBB0_109:
	movq	448(%rsp), %r13
	cmpq	%r12, %r13
	je	.LBB0_111
	.p2align	4
.LBB0_110:
	vmovss	(%rdi,%r15,4), %xmm9
	vmovss	(%r8,%r15,4), %xmm10
	vmovss	4(%r8,%r15,4), %xmm11
	vsubss	%xmm10, %xmm9, %xmm9
	vaddss	%xmm9, %xmm9, %xmm9
	vmulss	%xmm1, %xmm9, %xmm9
	vmulss	%xmm9, %xmm23, %xmm9
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
	vmulss	%xmm9, %xmm23, %xmm9
	vaddss	%xmm9, %xmm11, %xmm9
	vmovd	%xmm9, %r9d
	movl	%r9d, %r12d
	andl	$2147483647, %r12d
	cmpl	$2139095041, %r12d
	cmovael	%r10d, %r9d
	movl	%r9d, 4(%r8,%r15,4)
	addq	$2, %r15
	cmpq	%r15, %r13
	jne	.LBB0_110
	jmp	.LBB0_111
.Lfunc_end0:
	.size	tessera_quadratic_fast_x86_64_v4, .Lfunc_end0-tessera_quadratic_fast_x86_64_v4

	.section	".note.GNU-stack","",@progbits
