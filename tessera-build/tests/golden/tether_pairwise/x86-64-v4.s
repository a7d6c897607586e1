	.file	"tether_pairwise.toml"
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
.LCPI0_4:
	.quad	8
	.quad	9
	.quad	10
	.quad	11
	.quad	12
	.quad	13
	.quad	14
	.quad	15
.LCPI0_54:
	.long	4294967295
	.long	0
	.long	4294967295
	.long	0
	.long	4294967295
	.long	0
	.long	4294967295
	.long	0
	.long	4294967295
	.long	0
	.long	4294967295
	.long	0
	.long	4294967295
	.long	0
	.long	4294967295
	.long	0
.LCPI0_60:
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
.LCPI0_61:
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
	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0
.LCPI0_1:
	.quad	16
.LCPI0_2:
	.quad	32
.LCPI0_3:
	.quad	48
.LCPI0_5:
	.quad	3528531795
.LCPI0_6:
	.quad	3449720151
.LCPI0_8:
	.quad	64
.LCPI0_9:
	.quad	8
.LCPI0_10:
	.quad	0x3fe0000000000000
.LCPI0_11:
	.quad	0x3df0000000000000
.LCPI0_12:
	.quad	614242
.LCPI0_13:
	.quad	-1023
.LCPI0_14:
	.quad	4503595332403200
.LCPI0_15:
	.long	4294967295
	.long	0
.LCPI0_16:
	.quad	4604544269498187776
.LCPI0_17:
	.quad	0xbff0000000000000
.LCPI0_18:
	.quad	0x4000000000000000
.LCPI0_19:
	.quad	0x3fc39a09d078c69f
.LCPI0_20:
	.quad	0x3fcc71c51d8e78af
.LCPI0_21:
	.quad	0x3fd999999997fa04
.LCPI0_22:
	.quad	0x3fc2f112df3e5244
.LCPI0_23:
	.quad	0x3fc7466496cb03de
.LCPI0_24:
	.quad	0x3fd2492494229359
.LCPI0_25:
	.quad	0x3fe5555555555593
.LCPI0_26:
	.quad	0x3dea39ef35793c76
.LCPI0_27:
	.quad	0x3fe62e42fee00000
.LCPI0_28:
	.quad	0xc000000000000000
.LCPI0_29:
	.quad	0x401921fb54442d18
.LCPI0_30:
	.quad	0x3fe45f306dc9c883
.LCPI0_31:
	.quad	0x4338000000000000
.LCPI0_32:
	.quad	0xc338000000000000
.LCPI0_33:
	.quad	0x3ff921fb54400000
.LCPI0_34:
	.quad	0x3dd0b4611a626331
.LCPI0_35:
	.quad	0x3dd0b4611a600000
.LCPI0_36:
	.quad	0x3ba3198a2e037073
.LCPI0_37:
	.quad	2047
.LCPI0_38:
	.quad	0x3efa01a019cb1590
.LCPI0_39:
	.quad	0xbf56c16c16c15177
.LCPI0_40:
	.quad	0x3fa555555555554c
.LCPI0_41:
	.quad	0x3da8fae9be8838d4
.LCPI0_42:
	.quad	0x3e21ee9ebdb4b1c4
.LCPI0_43:
	.quad	0xbe927e4f809c52ad
.LCPI0_44:
	.quad	0x3ff0000000000000
.LCPI0_45:
	.quad	0x3ec71de357b1fe7d
.LCPI0_46:
	.quad	0xbf2a01a019c161d5
.LCPI0_47:
	.quad	0x3f8111111110f8a6
.LCPI0_48:
	.quad	0x3de5d93a5acfd57c
.LCPI0_49:
	.quad	0xbe5ae5e68a2b9ceb
.LCPI0_50:
	.quad	0x3fc5555555555549
.LCPI0_51:
	.quad	0x8000000000000000
.LCPI0_52:
	.quad	1
.LCPI0_53:
	.quad	2
.LCPI0_55:
	.quad	0xbff921fb54400000
.LCPI0_56:
	.quad	0xbda8fae9be8838d4
.LCPI0_68:
	.quad	63
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
.LCPI0_7:
	.long	3449720151
.LCPI0_62:
	.long	0xc0800000
.LCPI0_63:
	.long	0x3c23d70a
.LCPI0_64:
	.long	0x3f000000
.LCPI0_65:
	.long	0x7fffffff
.LCPI0_66:
	.long	2139095040
.LCPI0_67:
	.long	2143289344
	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
.LCPI0_57:
	.quad	0x3fc39a09d078c69f
	.zero	8
.LCPI0_58:
	.quad	0x3fcc71c51d8e78af
	.quad	0x3fd2492494229359
.LCPI0_59:
	.quad	0x3fd999999997fa04
	.quad	0x3fe5555555555593
	.text
	.globl	tessera_tether_pairwise_x86_64_v4
	.p2align	4
	.type	tessera_tether_pairwise_x86_64_v4,@function
tessera_tether_pairwise_x86_64_v4:
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	movq	%rsp, %r11
	subq	$135168, %r11
.LBB0_1:
	subq	$4096, %rsp
	movq	$0, (%rsp)
	cmpq	%r11, %rsp
	jne	.LBB0_1
	subq	$3448, %rsp
	movq	(%rdi), %rax
	movq	%rax, -88(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, -24(%rsp)
	movq	24(%rdi), %r8
	movq	32(%rdi), %rax
	movq	40(%rdi), %rcx
	vmovss	56(%rdi), %xmm12
	vmovss	60(%rdi), %xmm0
	vmovaps	%xmm0, 1376(%rsp)
	movq	48(%rdi), %rdx
	movq	%rdx, -32(%rsp)
	movl	64(%rdi), %edx
	movl	%edx, -108(%rsp)
	vmovss	72(%rdi), %xmm0
	vmovss	%xmm0, -48(%rsp)
	vmovss	76(%rdi), %xmm0
	vmovss	%xmm0, -36(%rsp)
	movl	68(%rdi), %edx
	movl	%edx, -40(%rsp)
	vmovss	80(%rdi), %xmm0
	vmovss	%xmm0, -44(%rsp)
	movq	88(%rdi), %rdx
	movq	%rdx, -104(%rsp)
	movq	96(%rdi), %rdx
	movq	%rdx, 488(%rsp)
	movq	%rcx, -120(%rsp)
	cmpq	$128, %rcx
	movq	%rax, -16(%rsp)
	jae	.LBB0_59
	movq	%rax, %r13
	subq	%r8, %r13
	jbe	.LBB0_160
	movq	%r8, %r14
	movq	-120(%rsp), %r15
	movq	%r15, %rdi
	shlq	$6, %rdi
	movabsq	$72057594037927934, %r8
	movl	$3449720151, %ebp
	movq	-104(%rsp), %r12
	movq	%r12, %rax
	shrq	$32, %rax
	leaq	(%r12,%rbp), %rcx
	addq	$-795284382, %rcx
	leaq	-305585874(%rax,%rbp), %rdx
	movq	%rdx, -56(%rsp)
	leaq	1013904242(%r12), %rdx
	leaq	1993301258(%rax), %rsi
	leaq	218619860(%r12,%rbp), %r9
	leaq	842468239(%rax), %r10
	leaq	2027808484(%r12), %r11
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 2928(%rsp)
	leaq	536882365(%rax,%rbp), %rcx
	vpbroadcastq	%rdx, %zmm1
	leaq	387276957(%r12), %rdx
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 3824(%rsp)
	leaq	-613950654(%rax,%rbp), %rsi
	vpbroadcastq	%r9, %zmm2
	leaq	-408007425(%r12,%rbp), %r9
	vpbroadcastq	%r10, %zmm3
	leaq	1684936478(%rax), %r10
	vpbroadcastq	%r11, %zmm0
	leaq	1401181199(%r12), %rbx
	vpbroadcastq	%rcx, %zmm11
	leaq	(%rax,%rbp), %rcx
	addq	$228517585, %rcx
	addq	$534103459, %rax
	vmovaps	%xmm12, %xmm4
	vpbroadcastq	%rdx, %zmm12
	leal	-1879881855(%r12), %edx
	vpbroadcastq	%rsi, %zmm13
	xorl	%esi, %esi
	popcntq	%r15, %rsi
	vpbroadcastq	%r9, %zmm14
	leaq	-1(%rsi), %r9
	vpbroadcastq	%r10, %zmm15
	movq	%r9, %r11
	shlq	$8, %r11
	vpbroadcastq	%rbx, %zmm16
	leaq	(%rsi,%r8), %r10
	movq	%r10, 40(%rsp)
	vpbroadcastq	%r15, %zmm17
	vpbroadcastq	%r12, %zmm20
	vpbroadcastq	%rax, %zmm26
	vpbroadcastq	%rcx, %zmm22
	vpbroadcastd	%edx, %zmm18
	movq	%r9, 2992(%rsp)
	movq	%r9, %r15
	andq	$-2, %r15
	vbroadcastss	%xmm4, %zmm19
	movq	%rsi, %rax
	movq	%rsi, 48(%rsp)
	shll	$8, %eax
	leaq	4984(%rsp), %rcx
	addq	%rcx, %rax
	addq	$-320, %rax
	movq	%rax, 32(%rsp)
	movq	-16(%rsp), %rax
	leaq	4728(%rsp), %r12
	vbroadcastss	.LCPI0_64(%rip), %zmm21
	vbroadcastss	.LCPI0_65(%rip), %zmm23
	vpbroadcastd	.LCPI0_66(%rip), %zmm24
	vpbroadcastd	.LCPI0_67(%rip), %zmm25
	vpbroadcastq	.LCPI0_1(%rip), %zmm27
	vpbroadcastq	.LCPI0_2(%rip), %zmm28
	vpbroadcastq	.LCPI0_3(%rip), %zmm29
	vpbroadcastq	.LCPI0_68(%rip), %zmm30
	vmovdqu64	%zmm1, 3760(%rsp)
	vmovdqu64	%zmm2, 3696(%rsp)
	vmovdqu64	%zmm3, 3632(%rsp)
	vmovdqu64	%zmm0, 3568(%rsp)
	vmovdqu64	%zmm11, 3504(%rsp)
	vmovdqu64	%zmm12, 3440(%rsp)
	vmovdqu64	%zmm13, 3376(%rsp)
	vmovdqu64	%zmm14, 3312(%rsp)
	vmovdqu64	%zmm15, 3248(%rsp)
	vmovdqu64	%zmm16, 3184(%rsp)
	vmovdqu64	%zmm17, 816(%rsp)
	vmovdqu64	%zmm20, 2224(%rsp)
	vmovdqu64	%zmm26, 3120(%rsp)
	vmovdqu64	%zmm22, 3056(%rsp)
	vmovdqu64	%zmm18, 4016(%rsp)
	vmovups	%zmm19, 3952(%rsp)
	jmp	.LBB0_8
	.p2align	4
.LBB0_5:
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rsi
.LBB0_6:
	cmpq	2672(%rsp), %rax
	cmovbq	%rax, %rbp
	addq	%r14, %rbp
	imulq	%rsi, %rbp
	movq	%rdx, %rcx
	shlq	$8, %rcx
	addq	%rsp, %rcx
	addq	$7544, %rcx
	vmovd	(%rcx,%rax,4), %xmm0
	leaq	(%rbx,%rbp,4), %rax
	vmovd	%xmm0, (%rax,%rdx,4)
.LBB0_7:
	addq	$64, %r14
	movq	24(%rsp), %r13
	addq	$-64, %r13
	movq	-16(%rsp), %rax
	cmpq	%rax, %r14
	jae	.LBB0_160
.LBB0_8:
	cmpq	$64, %r13
	movl	$64, %ecx
	movq	%r13, 24(%rsp)
	cmovbq	%r13, %rcx
	movq	%rcx, -64(%rsp)
	subq	%r14, %rax
	cmpq	$64, %rax
	movl	$64, %ecx
	cmovbq	%rax, %rcx
	movq	%rcx, 2672(%rsp)
	leaq	-1(%rcx), %rbp
	movq	-120(%rsp), %r10
	testq	%r10, %r10
	movq	-88(%rsp), %rbx
	movq	-24(%rsp), %r9
	je	.LBB0_11
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_10:
	movl	%ecx, %edx
	andl	$62, %edx
	movq	%rcx, %rsi
	shrq	$6, %rsi
	cmpq	%rdx, %rax
	cmovbeq	%rbp, %rdx
	addq	%r14, %rdx
	imulq	%r10, %rdx
	addq	%rsi, %rdx
	vmovss	(%rbx,%rdx,4), %xmm0
	vmovss	%xmm0, 7544(%rsp,%rcx,4)
	vmovss	(%r9,%rdx,4), %xmm0
	vmovss	%xmm0, 105848(%rsp,%rcx,4)
	leal	1(%rcx), %edx
	andl	$63, %edx
	cmpq	%rdx, %rax
	cmovbeq	%rbp, %rdx
	addq	%r14, %rdx
	imulq	%r10, %rdx
	addq	%rsi, %rdx
	vmovss	(%rbx,%rdx,4), %xmm0
	vmovss	%xmm0, 7548(%rsp,%rcx,4)
	vmovd	(%r9,%rdx,4), %xmm0
	vmovd	%xmm0, 105852(%rsp,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_10
.LBB0_11:
	cmpq	$0, -32(%rsp)
	je	.LBB0_45
	vpbroadcastq	%r14, %zmm31
	xorl	%eax, %eax
	vmovss	-48(%rsp), %xmm0
	vmovss	%xmm0, 2736(%rsp)
	vmovdqu64	%zmm31, 2032(%rsp)
	jmp	.LBB0_14
	.p2align	4
.LBB0_13:
	vmovss	2736(%rsp), %xmm0
	vmulss	-36(%rsp), %xmm0, %xmm0
	vmovss	%xmm0, 2736(%rsp)
	incq	%rax
	cmpq	-32(%rsp), %rax
	je	.LBB0_45
.LBB0_14:
	movq	%r14, %rcx
	cmpl	$0, -40(%rsp)
	sete	%dl
	movl	%edx, 3888(%rsp)
	cmpl	$0, -108(%rsp)
	je	.LBB0_20
	cmpq	$0, -120(%rsp)
	je	.LBB0_30
	movq	488(%rsp), %rdx
	addq	%rax, %rdx
	movq	%rdx, %rsi
	shrq	$32, %rsi
	movl	$3449720151, %r9d
	imulq	%r9, %rsi
	vpbroadcastq	%rsi, %zmm0
	shrq	$32, %rsi
	xorl	-104(%rsp), %edx
	xorl	%esi, %edx
	leaq	78811644(%r9), %rsi
	imulq	%rdx, %rsi
	vpbroadcastq	%rsi, %zmm1
	shrq	$32, %rsi
	xorq	-56(%rsp), %rsi
	vpbroadcastq	%rsi, %zmm2
	vmovdqu64	%zmm2, 1712(%rsp)
	vpxorq	2928(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1648(%rsp)
	vpxorq	3824(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 1584(%rsp)
	xorl	%edx, %edx
	vmovdqa64	.LCPI0_0(%rip), %zmm2
	vmovaps	.LCPI0_4(%rip), %zmm0
	vpbroadcastq	.LCPI0_5(%rip), %zmm21
	vpbroadcastq	.LCPI0_6(%rip), %zmm23
	.p2align	4
.LBB0_17:
	vmovups	%zmm0, 752(%rsp)
	vmovdqu64	%zmm2, 64(%rsp)
	vpaddq	%zmm27, %zmm2, %zmm0
	vpaddq	752(%rsp), %zmm27, %zmm1
	vpaddq	64(%rsp), %zmm28, %zmm2
	vpaddq	752(%rsp), %zmm28, %zmm3
	vpaddq	64(%rsp), %zmm29, %zmm4
	vpaddq	752(%rsp), %zmm29, %zmm5
	vpandq	752(%rsp), %zmm30, %zmm6
	vpandq	64(%rsp), %zmm30, %zmm7
	vpandq	%zmm30, %zmm1, %zmm8
	vpandq	%zmm30, %zmm0, %zmm9
	vpandq	%zmm30, %zmm3, %zmm10
	vpandq	%zmm30, %zmm2, %zmm11
	vpandq	%zmm30, %zmm5, %zmm12
	vpandq	%zmm30, %zmm4, %zmm13
	vpsrlq	$6, 752(%rsp), %zmm14
	vpsrlq	$6, 64(%rsp), %zmm15
	vpsrlq	$6, %zmm1, %zmm1
	vpsrlq	$6, %zmm0, %zmm0
	vpsrlq	$6, %zmm3, %zmm3
	vpsrlq	$6, %zmm2, %zmm2
	vpsrlq	$6, %zmm5, %zmm5
	vpsrlq	$6, %zmm4, %zmm4
	vpaddq	%zmm31, %zmm7, %zmm7
	vpaddq	%zmm31, %zmm6, %zmm6
	vpaddq	%zmm31, %zmm9, %zmm9
	vpaddq	%zmm31, %zmm8, %zmm8
	vpaddq	%zmm31, %zmm11, %zmm11
	vpaddq	%zmm31, %zmm10, %zmm10
	vpmullq	%zmm17, %zmm6, %zmm6
	vpmullq	%zmm17, %zmm7, %zmm7
	vpmullq	%zmm17, %zmm8, %zmm8
	vpmullq	%zmm17, %zmm9, %zmm9
	vpaddq	%zmm31, %zmm13, %zmm13
	vpaddq	%zmm31, %zmm12, %zmm12
	vpmullq	%zmm17, %zmm10, %zmm10
	vpaddq	%zmm14, %zmm6, %zmm6
	vpaddq	%zmm15, %zmm7, %zmm14
	vpaddq	%zmm1, %zmm8, %zmm8
	vpmullq	%zmm17, %zmm11, %zmm1
	vpaddq	%zmm0, %zmm9, %zmm0
	vpaddq	%zmm3, %zmm10, %zmm9
	vpaddq	%zmm2, %zmm1, %zmm10
	vpmullq	%zmm17, %zmm12, %zmm1
	vpaddq	%zmm5, %zmm1, %zmm5
	vpmullq	%zmm17, %zmm13, %zmm1
	vpaddq	%zmm4, %zmm1, %zmm4
	vpmuludq	%zmm21, %zmm6, %zmm16
	vpmuludq	%zmm21, %zmm14, %zmm17
	vpmuludq	%zmm21, %zmm8, %zmm1
	vpmuludq	%zmm21, %zmm0, %zmm19
	vpmuludq	%zmm21, %zmm9, %zmm2
	vpmuludq	%zmm21, %zmm10, %zmm18
	vpmuludq	%zmm21, %zmm5, %zmm7
	vpmuludq	%zmm21, %zmm4, %zmm3
	vpternlogq	$150, %zmm20, %zmm17, %zmm14
	vpternlogq	$150, %zmm20, %zmm16, %zmm6
	vpternlogq	$150, %zmm20, %zmm19, %zmm0
	vpternlogq	$150, %zmm20, %zmm1, %zmm8
	vpternlogq	$150, %zmm20, %zmm18, %zmm10
	vpternlogq	$150, %zmm20, %zmm2, %zmm9
	vpternlogq	$150, %zmm20, %zmm3, %zmm4
	vpternlogq	$150, %zmm20, %zmm7, %zmm5
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm14, %zmm11
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm9, %zmm12
	vpsrlq	$32, %zmm10, %zmm13
	vpsrlq	$32, %zmm5, %zmm14
	vpsrlq	$32, %zmm4, %zmm4
	vpmuludq	%zmm23, %zmm11, %zmm20
	vpmuludq	%zmm23, %zmm6, %zmm10
	vpmuludq	%zmm23, %zmm0, %zmm9
	vpmuludq	%zmm23, %zmm8, %zmm8
	vpmuludq	%zmm23, %zmm13, %zmm6
	vpmuludq	%zmm23, %zmm12, %zmm5
	vpmuludq	%zmm23, %zmm4, %zmm13
	vpmuludq	%zmm23, %zmm14, %zmm15
	vpsrlq	$32, %zmm10, %zmm11
	vpsrlq	$32, %zmm20, %zmm12
	vpsrlq	$32, %zmm8, %zmm14
	vpsrlq	$32, %zmm9, %zmm21
	vpsrlq	$32, %zmm5, %zmm22
	vpsrlq	$32, %zmm6, %zmm23
	vpsrlq	$32, %zmm15, %zmm24
	vpsrlq	$32, %zmm13, %zmm25
	vmovdqu64	1648(%rsp), %zmm0
	vpxorq	%zmm0, %zmm12, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm26
	vmovdqu64	%zmm26, 256(%rsp)
	vpxorq	%zmm0, %zmm11, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm29
	vmovdqu64	%zmm29, 192(%rsp)
	vpxorq	%zmm0, %zmm21, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm4
	vmovdqu64	%zmm4, 560(%rsp)
	vpxorq	%zmm0, %zmm14, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm14
	vmovdqu64	%zmm14, 128(%rsp)
	vpxorq	%zmm0, %zmm23, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1776(%rsp)
	vpxorq	%zmm0, %zmm22, %zmm21
	vpxorq	%zmm0, %zmm25, %zmm22
	vpxorq	%zmm0, %zmm24, %zmm23
	vmovdqu64	1712(%rsp), %zmm0
	vpxorq	%zmm17, %zmm0, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm21
	vmovdqu64	%zmm21, 1840(%rsp)
	vpxorq	%zmm16, %zmm0, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm28
	vpxorq	%zmm19, %zmm0, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm24
	vpxorq	%zmm1, %zmm0, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm27
	vpxorq	%zmm18, %zmm0, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm12
	vpxorq	%zmm2, %zmm0, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm1
	vmovdqu64	%zmm1, 320(%rsp)
	vpxorq	%zmm3, %zmm0, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm3
	vpxorq	%zmm7, %zmm0, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm1
	vmovdqu64	%zmm1, 688(%rsp)
	vpsrlq	$32, %zmm29, %zmm18
	vpsrlq	$32, %zmm26, %zmm19
	vpsrlq	$32, %zmm14, %zmm22
	vpsrlq	$32, %zmm28, %zmm23
	vpsrlq	$32, %zmm25, %zmm26
	vpsrlq	$32, %zmm27, %zmm29
	vpsrlq	$32, %zmm24, %zmm30
	vpsrlq	$32, %zmm4, %zmm31
	vmovdqu64	3760(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm20, %zmm26
	vpsrlq	$32, %zmm17, %zmm20
	vpternlogq	$150, %zmm0, %zmm10, %zmm23
	vpsrlq	$32, %zmm12, %zmm10
	vpternlogq	$150, %zmm0, %zmm9, %zmm30
	vpsrlq	$32, %zmm21, %zmm9
	vpternlogq	$150, %zmm0, %zmm8, %zmm29
	vpsrlq	$32, %zmm1, %zmm8
	vpternlogq	$150, %zmm0, %zmm6, %zmm10
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm0, %zmm5, %zmm20
	vpsrlq	$32, %zmm11, %zmm5
	vpternlogq	$150, %zmm0, %zmm13, %zmm6
	vpternlogq	$150, %zmm0, %zmm15, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm7
	vmovdqu64	%zmm7, 1136(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm1
	vmovdqu64	%zmm1, 1904(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm2
	vmovdqu64	%zmm2, 944(%rsp)
	vpsrlq	$32, %zmm16, %zmm13
	vmovdqa64	%zmm16, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm4
	vmovdqu64	%zmm4, 880(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm11
	vmovdqu64	%zmm11, 1008(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm14
	vmovdqu64	%zmm14, 496(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm16
	vmovdqu64	%zmm16, 1968(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm8
	vmovdqu64	%zmm8, 624(%rsp)
	vmovdqu64	1584(%rsp), %zmm23
	vpxorq	%zmm23, %zmm19, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm19
	vpxorq	%zmm23, %zmm18, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm29
	vpxorq	%zmm23, %zmm31, %zmm0
	vpxorq	%zmm23, %zmm22, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm30
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm18
	vpxorq	%zmm23, %zmm5, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm21
	vpxorq	%zmm23, %zmm9, %zmm5
	vpxorq	%zmm23, %zmm13, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm20
	vpsrlq	$32, %zmm19, %zmm26
	vmovdqu64	3696(%rsp), %zmm6
	vpternlogq	$150, %zmm25, %zmm6, %zmm26
	vpsrlq	$32, %zmm29, %zmm25
	vpternlogq	$150, %zmm28, %zmm6, %zmm25
	vpsrlq	$32, %zmm30, %zmm31
	vpternlogq	$150, %zmm24, %zmm6, %zmm31
	vpsrlq	$32, %zmm18, %zmm24
	vpternlogq	$150, %zmm27, %zmm6, %zmm24
	vpsrlq	$32, %zmm21, %zmm28
	vpternlogq	$150, %zmm12, %zmm6, %zmm28
	vpsrlq	$32, %zmm22, %zmm13
	vpternlogq	$150, %zmm17, %zmm6, %zmm13
	vpsrlq	$32, %zmm20, %zmm27
	vpternlogq	$150, %zmm3, %zmm6, %zmm27
	vpsrlq	$32, %zmm7, %zmm3
	vmovdqu64	3632(%rsp), %zmm0
	vpternlogq	$150, 192(%rsp), %zmm0, %zmm3
	vpsrlq	$32, %zmm1, %zmm7
	vpternlogq	$150, 256(%rsp), %zmm0, %zmm7
	vpsrlq	$32, %zmm2, %zmm5
	vpternlogq	$150, 128(%rsp), %zmm0, %zmm5
	vpsrlq	$32, %zmm4, %zmm10
	vpternlogq	$150, 560(%rsp), %zmm0, %zmm10
	vpsrlq	$32, %zmm11, %zmm2
	vpternlogq	$150, 1840(%rsp), %zmm0, %zmm2
	vpsrlq	$32, %zmm14, %zmm12
	vpternlogq	$150, 1776(%rsp), %zmm0, %zmm12
	vpsrlq	$32, %zmm8, %zmm11
	vpternlogq	$150, %zmm0, %zmm15, %zmm11
	vpsrlq	$32, %zmm16, %zmm15
	vmovdqu64	320(%rsp), %zmm1
	vpternlogq	$150, %zmm0, %zmm1, %zmm15
	vpsrlq	$32, %zmm1, %zmm1
	vpxorq	%zmm23, %zmm1, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm16
	vpsrlq	$32, %zmm16, %zmm9
	vpternlogq	$150, 688(%rsp), %zmm6, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm0
	vmovdqu64	%zmm0, 128(%rsp)
	vpsrlq	$32, %zmm0, %zmm7
	vmovdqu64	3568(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm19, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm0, %zmm29, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm10
	vpsrlq	$32, %zmm10, %zmm14
	vpternlogq	$150, %zmm0, %zmm30, %zmm14
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm23
	vpsrlq	$32, %zmm23, %zmm29
	vpternlogq	$150, %zmm0, %zmm18, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm1
	vmovdqu64	%zmm1, 192(%rsp)
	vpsrlq	$32, %zmm1, %zmm12
	vpternlogq	$150, %zmm0, %zmm21, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 256(%rsp)
	vpsrlq	$32, %zmm1, %zmm17
	vpternlogq	$150, %zmm0, %zmm22, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm1
	vmovdqu64	%zmm1, 320(%rsp)
	vpsrlq	$32, %zmm1, %zmm18
	vpternlogq	$150, %zmm0, %zmm20, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm11
	vpsrlq	$32, %zmm11, %zmm1
	vmovdqu64	3504(%rsp), %zmm4
	vpternlogq	$150, 1136(%rsp), %zmm4, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm20
	vpsrlq	$32, %zmm20, %zmm19
	vpternlogq	$150, 1904(%rsp), %zmm4, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm25
	vpsrlq	$32, %zmm25, %zmm26
	vpternlogq	$150, 944(%rsp), %zmm4, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm22
	vpsrlq	$32, %zmm22, %zmm8
	vpternlogq	$150, 880(%rsp), %zmm4, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm21
	vpsrlq	$32, %zmm21, %zmm31
	vpternlogq	$150, 1008(%rsp), %zmm4, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm28
	vpsrlq	$32, %zmm28, %zmm5
	vpternlogq	$150, 496(%rsp), %zmm4, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm2
	vmovdqu64	%zmm2, 1008(%rsp)
	vpsrlq	$32, %zmm2, %zmm24
	vpternlogq	$150, 1968(%rsp), %zmm4, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm2
	vmovdqu64	%zmm2, 496(%rsp)
	vpsrlq	$32, %zmm2, %zmm30
	vpternlogq	$150, 624(%rsp), %zmm4, %zmm30
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm15
	vpsrlq	$32, %zmm15, %zmm4
	vpternlogq	$150, %zmm0, %zmm16, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm0
	vmovdqu64	%zmm0, 624(%rsp)
	vpsrlq	$32, %zmm0, %zmm19
	vmovdqu64	3440(%rsp), %zmm2
	vpternlogq	$150, 128(%rsp), %zmm2, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 944(%rsp)
	vpsrlq	$32, %zmm0, %zmm13
	vpternlogq	$150, %zmm3, %zmm2, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm0
	vmovdqu64	%zmm0, 128(%rsp)
	vpsrlq	$32, %zmm0, %zmm6
	vmovdqu64	3376(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm11, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm11
	vpsrlq	$32, %zmm11, %zmm9
	vpternlogq	$150, %zmm10, %zmm2, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm1
	vmovdqu64	%zmm1, 688(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm0, %zmm20, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm26, %zmm10
	vpsrlq	$32, %zmm10, %zmm20
	vpternlogq	$150, %zmm23, %zmm2, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm3
	vmovdqu64	%zmm3, 560(%rsp)
	vpsrlq	$32, %zmm3, %zmm27
	vpternlogq	$150, %zmm0, %zmm25, %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm8
	vpsrlq	$32, %zmm8, %zmm25
	vpternlogq	$150, 192(%rsp), %zmm2, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm3
	vmovdqu64	%zmm3, 880(%rsp)
	vpsrlq	$32, %zmm3, %zmm26
	vpternlogq	$150, %zmm0, %zmm22, %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm31, %zmm29
	vpsrlq	$32, %zmm29, %zmm22
	vpternlogq	$150, 256(%rsp), %zmm2, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm14
	vpsrlq	$32, %zmm14, %zmm3
	vpternlogq	$150, %zmm0, %zmm21, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm30, %zmm7
	vpsrlq	$32, %zmm7, %zmm16
	vpternlogq	$150, 320(%rsp), %zmm2, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm23
	vpsrlq	$32, %zmm23, %zmm12
	vpternlogq	$150, %zmm0, %zmm28, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm24, %zmm5
	vmovdqu64	%zmm5, 256(%rsp)
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm15, %zmm2, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm30
	vpsrlq	$32, %zmm30, %zmm21
	vpternlogq	$150, 1008(%rsp), %zmm0, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm31
	vpsrlq	$32, %zmm31, %zmm2
	vpternlogq	$150, 496(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 496(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vmovdqu64	3312(%rsp), %zmm0
	vpternlogq	$150, 624(%rsp), %zmm0, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm24
	vpsrlq	$32, %zmm24, %zmm4
	vpternlogq	$150, 944(%rsp), %zmm0, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm26, %zmm18
	vpsrlq	$32, %zmm18, %zmm6
	vpternlogq	$150, %zmm0, %zmm11, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm26
	vpsrlq	$32, %zmm26, %zmm28
	vpternlogq	$150, %zmm0, %zmm10, %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm27
	vpsrlq	$32, %zmm27, %zmm10
	vpternlogq	$150, %zmm0, %zmm8, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm17
	vpsrlq	$32, %zmm17, %zmm11
	vpternlogq	$150, %zmm0, %zmm29, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm29
	vpsrlq	$32, %zmm29, %zmm12
	vpternlogq	$150, %zmm0, %zmm7, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm1
	vmovdqu64	%zmm1, 320(%rsp)
	vpsrlq	$32, %zmm1, %zmm8
	vmovdqu64	3248(%rsp), %zmm1
	vpternlogq	$150, 128(%rsp), %zmm1, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm2
	vmovdqu64	%zmm2, 128(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, 688(%rsp), %zmm1, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm3
	vmovdqu64	%zmm3, 192(%rsp)
	vpsrlq	$32, %zmm3, %zmm13
	vpternlogq	$150, 560(%rsp), %zmm1, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm3
	vmovdqu64	%zmm3, 688(%rsp)
	vpsrlq	$32, %zmm3, %zmm7
	vpternlogq	$150, 880(%rsp), %zmm1, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm9
	vpsrlq	$32, %zmm9, %zmm19
	vpternlogq	$150, %zmm14, %zmm1, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm20
	vpsrlq	$32, %zmm20, %zmm14
	vpternlogq	$150, %zmm23, %zmm1, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm3
	vmovdqu64	%zmm3, 624(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm30, %zmm1, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm5
	vpternlogq	$150, %zmm31, %zmm1, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm30
	vpsrlq	$32, %zmm30, %zmm31
	vpternlogq	$150, 256(%rsp), %zmm0, %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vmovdqu64	3184(%rsp), %zmm1
	vpternlogq	$150, 496(%rsp), %zmm1, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm22
	vpternlogq	$150, %zmm24, %zmm1, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm0
	vpsrlq	$32, %zmm0, %zmm8
	vpternlogq	$150, %zmm18, %zmm1, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm0
	vpsrlq	$32, %zmm0, %zmm18
	vpternlogq	$150, %zmm26, %zmm1, %zmm18
	vmovdqu64	3120(%rsp), %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm0
	vpsrlq	$32, %zmm0, %zmm14
	vpternlogq	$150, %zmm27, %zmm1, %zmm14
	vpbroadcastq	.LCPI0_1(%rip), %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm0
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm17, %zmm1, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm0
	vpsrlq	$32, %zmm0, %zmm23
	vpternlogq	$150, %zmm29, %zmm1, %zmm23
	vpbroadcastq	.LCPI0_3(%rip), %zmm29
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm13
	vpbroadcastq	.LCPI0_2(%rip), %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm6
	vpbroadcastd	.LCPI0_7(%rip), %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm10
	vpsrlq	$32, %zmm0, %zmm12
	vpternlogq	$150, %zmm30, %zmm1, %zmm12
	vpbroadcastq	.LCPI0_68(%rip), %zmm30
	vpsrlq	$32, %zmm25, %zmm0
	vpternlogq	$150, 320(%rsp), %zmm26, %zmm0
	vpsrlq	$32, %zmm24, %zmm1
	vpternlogq	$150, 128(%rsp), %zmm26, %zmm1
	vpsrlq	$32, %zmm13, %zmm4
	vpternlogq	$150, 192(%rsp), %zmm26, %zmm4
	vpsrlq	$32, %zmm19, %zmm7
	vpternlogq	$150, 688(%rsp), %zmm26, %zmm7
	vpsrlq	$32, %zmm11, %zmm15
	vpternlogq	$150, %zmm26, %zmm9, %zmm15
	vpsrlq	$32, %zmm5, %zmm9
	vpternlogq	$150, %zmm26, %zmm20, %zmm9
	vpsrlq	$32, %zmm6, %zmm20
	vpternlogq	$150, 624(%rsp), %zmm26, %zmm20
	vpsrlq	$32, %zmm10, %zmm17
	vpternlogq	$150, %zmm26, %zmm16, %zmm17
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm1, %zmm0
	vpmovqd	%zmm7, %ymm1
	vpmovqd	%zmm4, %ymm3
	vinserti64x4	$1, %ymm3, %zmm1, %zmm1
	vpmovqd	%zmm9, %ymm3
	vpmovqd	%zmm15, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpmovqd	%zmm17, %ymm4
	vmovdqu64	816(%rsp), %zmm17
	vpmovqd	%zmm20, %ymm7
	vmovdqu64	2224(%rsp), %zmm20
	vinserti64x4	$1, %ymm7, %zmm4, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm7
	vmovdqu64	3056(%rsp), %zmm22
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm25, %zmm22, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm24, %zmm22, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm9
	vmovdqu64	4016(%rsp), %zmm18
	vpsrlq	$32, %zmm9, %zmm9
	vpternlogq	$150, %zmm13, %zmm22, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm13
	vpbroadcastq	.LCPI0_5(%rip), %zmm21
	vpmuludq	%zmm21, %zmm14, %zmm14
	vpmuludq	%zmm21, %zmm12, %zmm12
	vpmuludq	%zmm21, %zmm23, %zmm15
	vpbroadcastq	.LCPI0_6(%rip), %zmm23
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm19, %zmm22, %zmm8
	vpternlogq	$150, %zmm11, %zmm22, %zmm13
	vpternlogq	$150, %zmm5, %zmm22, %zmm14
	vpternlogq	$150, %zmm6, %zmm22, %zmm12
	vpternlogq	$150, %zmm10, %zmm22, %zmm15
	vpmuludq	%zmm23, %zmm2, %zmm2
	vpmuludq	%zmm23, %zmm7, %zmm5
	vpmuludq	%zmm23, %zmm8, %zmm6
	vpmuludq	%zmm23, %zmm9, %zmm7
	vpmuludq	%zmm23, %zmm14, %zmm8
	vpmuludq	%zmm23, %zmm13, %zmm9
	vpmuludq	%zmm23, %zmm15, %zmm10
	vpmuludq	%zmm23, %zmm12, %zmm11
	vpsrlq	$32, %zmm5, %zmm12
	vpsrlq	$32, %zmm2, %zmm13
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm6, %zmm15
	vpsrlq	$32, %zmm9, %zmm16
	vpmovqd	%zmm13, %ymm13
	vpmovqd	%zmm12, %ymm12
	vinserti64x4	$1, %ymm12, %zmm13, %zmm12
	vpsrlq	$32, %zmm8, %zmm13
	vpmovqd	%zmm15, %ymm15
	vpmovqd	%zmm14, %ymm14
	vinserti64x4	$1, %ymm14, %zmm15, %zmm14
	vpsrlq	$32, %zmm11, %zmm15
	vpmovqd	%zmm13, %ymm13
	vpmovqd	%zmm16, %ymm16
	vinserti64x4	$1, %ymm16, %zmm13, %zmm13
	vpsrlq	$32, %zmm10, %zmm16
	vpmovqd	%zmm16, %ymm16
	vpmovqd	%zmm15, %ymm15
	vinserti64x4	$1, %ymm15, %zmm16, %zmm15
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm2, %zmm2
	vpmovqd	%zmm6, %ymm5
	vpmovqd	%zmm7, %ymm6
	vinserti64x4	$1, %ymm6, %zmm5, %zmm5
	vpmovqd	%zmm8, %ymm6
	vpmovqd	%zmm9, %ymm7
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vpmovqd	%zmm10, %ymm7
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpmulld	%zmm31, %zmm0, %zmm0
	vpternlogd	$150, %zmm0, %zmm18, %zmm12
	vpmulld	%zmm31, %zmm1, %zmm0
	vpternlogd	$150, %zmm0, %zmm18, %zmm14
	vpmulld	%zmm31, %zmm3, %zmm0
	vpternlogd	$150, %zmm0, %zmm18, %zmm13
	vpmulld	%zmm31, %zmm4, %zmm0
	vmovdqu64	2032(%rsp), %zmm31
	vpbroadcastq	.LCPI0_8(%rip), %zmm1
	vpternlogd	$150, %zmm0, %zmm18, %zmm15
	vmovdqu64	%zmm12, 40312(%rsp,%rdx,4)
	vmovdqu64	%zmm14, 40376(%rsp,%rdx,4)
	vmovdqu64	%zmm2, 73080(%rsp,%rdx,4)
	vmovdqu64	64(%rsp), %zmm2
	vmovdqu64	%zmm13, 40440(%rsp,%rdx,4)
	vmovdqu64	%zmm5, 73144(%rsp,%rdx,4)
	vmovdqu64	%zmm6, 73208(%rsp,%rdx,4)
	vmovdqu64	%zmm15, 40504(%rsp,%rdx,4)
	vmovdqu64	%zmm7, 73272(%rsp,%rdx,4)
	addq	$64, %rdx
	vpaddq	%zmm1, %zmm2, %zmm2
	vmovdqu64	752(%rsp), %zmm0
	vpaddq	%zmm1, %zmm0, %zmm0
	vmovdqu64	%zmm0, 752(%rsp)
	vmovdqu64	752(%rsp), %zmm0
	cmpq	%rdx, %rdi
	jne	.LBB0_17
	xorl	%edx, %edx
	.p2align	4
.LBB0_19:
	vcvtudq2pd	73080(%rsp,%rdx,4), %zmm0
	vcvtudq2pd	73112(%rsp,%rdx,4), %zmm1
	vcvtudq2pd	73144(%rsp,%rdx,4), %zmm2
	vcvtudq2pd	73176(%rsp,%rdx,4), %zmm3
	vcvtudq2pd	73208(%rsp,%rdx,4), %zmm4
	vcvtudq2pd	73240(%rsp,%rdx,4), %zmm5
	vcvtudq2pd	73272(%rsp,%rdx,4), %zmm6
	vcvtudq2pd	73304(%rsp,%rdx,4), %zmm7
	vbroadcastsd	.LCPI0_10(%rip), %zmm11
	vaddpd	%zmm11, %zmm1, %zmm8
	vaddpd	%zmm11, %zmm0, %zmm0
	vaddpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm11, %zmm2, %zmm2
	vaddpd	%zmm11, %zmm5, %zmm9
	vaddpd	%zmm11, %zmm4, %zmm4
	vaddpd	%zmm11, %zmm7, %zmm10
	vaddpd	%zmm11, %zmm6, %zmm11
	vbroadcastsd	.LCPI0_11(%rip), %zmm12
	vmulpd	%zmm12, %zmm0, %zmm1
	vmulpd	%zmm12, %zmm8, %zmm5
	vmulpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm12, %zmm3, %zmm6
	vmulpd	%zmm12, %zmm4, %zmm3
	vmulpd	%zmm12, %zmm9, %zmm7
	vmulpd	%zmm12, %zmm11, %zmm4
	vmulpd	%zmm12, %zmm10, %zmm8
	vbroadcastsd	.LCPI0_29(%rip), %zmm9
	vmulpd	%zmm9, %zmm5, %zmm14
	vmulpd	%zmm9, %zmm1, %zmm21
	vmulpd	%zmm9, %zmm6, %zmm10
	vmulpd	%zmm9, %zmm2, %zmm12
	vmulpd	%zmm9, %zmm7, %zmm5
	vmulpd	%zmm9, %zmm3, %zmm7
	vmulpd	%zmm9, %zmm8, %zmm0
	vmulpd	%zmm9, %zmm4, %zmm1
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vmulpd	%zmm13, %zmm21, %zmm2
	vmulpd	%zmm13, %zmm14, %zmm3
	vmulpd	%zmm13, %zmm12, %zmm4
	vmulpd	%zmm13, %zmm10, %zmm6
	vmulpd	%zmm13, %zmm7, %zmm8
	vmulpd	%zmm13, %zmm5, %zmm9
	vmulpd	%zmm13, %zmm1, %zmm11
	vmulpd	%zmm13, %zmm0, %zmm13
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vaddpd	%zmm15, %zmm3, %zmm19
	vmovupd	%zmm19, 2160(%rsp)
	vaddpd	%zmm15, %zmm2, %zmm17
	vmovupd	%zmm17, 1584(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 1648(%rsp)
	vaddpd	%zmm15, %zmm4, %zmm18
	vmovupd	%zmm18, 1712(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm3
	vmovupd	%zmm3, 1776(%rsp)
	vaddpd	%zmm15, %zmm8, %zmm6
	vmovupd	%zmm6, 1840(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm8
	vmovupd	%zmm8, 1904(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm4
	vmovupd	%zmm4, 1968(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm2
	vaddpd	%zmm2, %zmm17, %zmm20
	vaddpd	%zmm2, %zmm19, %zmm17
	vaddpd	%zmm2, %zmm18, %zmm13
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm2, %zmm6, %zmm9
	vaddpd	%zmm2, %zmm3, %zmm6
	vaddpd	%zmm2, %zmm4, %zmm3
	vaddpd	%zmm2, %zmm8, %zmm4
	vbroadcastsd	.LCPI0_33(%rip), %zmm25
	vmulpd	%zmm25, %zmm17, %zmm18
	vmulpd	%zmm25, %zmm20, %zmm2
	vmulpd	%zmm25, %zmm11, %zmm15
	vmulpd	%zmm25, %zmm13, %zmm19
	vmulpd	%zmm25, %zmm6, %zmm16
	vsubpd	%zmm2, %zmm21, %zmm8
	vbroadcastsd	.LCPI0_34(%rip), %zmm26
	vmulpd	%zmm26, %zmm20, %zmm2
	vbroadcastsd	.LCPI0_35(%rip), %zmm28
	vmulpd	%zmm28, %zmm20, %zmm22
	vsubpd	%zmm2, %zmm8, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm30
	vpandq	%zmm30, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm30, %zmm23, %zmm23
	vpaddq	%zmm27, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm8, %zmm21
	vsubpd	%zmm21, %zmm8, %zmm23
	vsubpd	%zmm22, %zmm23, %zmm22
	vmulpd	%zmm25, %zmm9, %zmm23
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_36(%rip), %zmm29
	vmulpd	%zmm29, %zmm20, %zmm20
	vsubpd	%zmm22, %zmm20, %zmm2 {%k1}
	vmulpd	%zmm26, %zmm17, %zmm20
	vmulpd	%zmm28, %zmm17, %zmm22
	vmovapd	%zmm21, %zmm8 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm21
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm30, %zmm14, %zmm14
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm30, %zmm21, %zmm21
	vpaddq	%zmm27, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm14, %k1
	vsubpd	%zmm22, %zmm18, %zmm21
	vsubpd	%zmm21, %zmm18, %zmm14
	vsubpd	%zmm22, %zmm14, %zmm14
	vmulpd	%zmm25, %zmm4, %zmm24
	vsubpd	%zmm19, %zmm12, %zmm19
	vmulpd	%zmm29, %zmm17, %zmm17
	vsubpd	%zmm14, %zmm17, %zmm20 {%k1}
	vmulpd	%zmm26, %zmm13, %zmm14
	vmulpd	%zmm28, %zmm13, %zmm17
	vmovapd	%zmm21, %zmm18 {%k1}
	vsubpd	%zmm14, %zmm19, %zmm21
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm30, %zmm12, %zmm12
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm30, %zmm21, %zmm21
	vpaddq	%zmm27, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm12, %k1
	vsubpd	%zmm17, %zmm19, %zmm12
	vsubpd	%zmm12, %zmm19, %zmm21
	vsubpd	%zmm17, %zmm21, %zmm17
	vmulpd	%zmm25, %zmm3, %zmm22
	vsubpd	%zmm15, %zmm10, %zmm15
	vsubpd	%zmm23, %zmm7, %zmm21
	vsubpd	%zmm16, %zmm5, %zmm16
	vsubpd	%zmm22, %zmm1, %zmm22
	vsubpd	%zmm24, %zmm0, %zmm23
	vmulpd	%zmm29, %zmm13, %zmm13
	vsubpd	%zmm17, %zmm13, %zmm14 {%k1}
	vmulpd	%zmm26, %zmm11, %zmm24
	vmulpd	%zmm28, %zmm11, %zmm13
	vmovapd	%zmm12, %zmm19 {%k1}
	vsubpd	%zmm24, %zmm15, %zmm12
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm30, %zmm10, %zmm10
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm30, %zmm12, %zmm12
	vpaddq	%zmm27, %zmm12, %zmm12
	vpcmpgtq	%zmm12, %zmm10, %k1
	vsubpd	%zmm13, %zmm15, %zmm12
	vsubpd	%zmm12, %zmm15, %zmm10
	vsubpd	%zmm13, %zmm10, %zmm13
	vmulpd	%zmm26, %zmm9, %zmm10
	vmulpd	%zmm29, %zmm11, %zmm11
	vsubpd	%zmm13, %zmm11, %zmm24 {%k1}
	vmulpd	%zmm26, %zmm6, %zmm11
	vmulpd	%zmm28, %zmm9, %zmm13
	vmovapd	%zmm12, %zmm15 {%k1}
	vsubpd	%zmm10, %zmm21, %zmm12
	vpsrlq	$52, %zmm7, %zmm7
	vpandq	%zmm30, %zmm7, %zmm7
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm30, %zmm12, %zmm12
	vpaddq	%zmm27, %zmm12, %zmm12
	vpcmpgtq	%zmm12, %zmm7, %k1
	vsubpd	%zmm13, %zmm21, %zmm7
	vsubpd	%zmm7, %zmm21, %zmm12
	vsubpd	%zmm13, %zmm12, %zmm12
	vmulpd	%zmm26, %zmm3, %zmm25
	vmulpd	%zmm29, %zmm9, %zmm9
	vsubpd	%zmm12, %zmm9, %zmm10 {%k1}
	vmulpd	%zmm26, %zmm4, %zmm26
	vmulpd	%zmm28, %zmm6, %zmm9
	vmovapd	%zmm7, %zmm21 {%k1}
	vsubpd	%zmm11, %zmm16, %zmm7
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm30, %zmm5, %zmm5
	vpsrlq	$52, %zmm7, %zmm7
	vpandq	%zmm30, %zmm7, %zmm7
	vpaddq	%zmm27, %zmm7, %zmm7
	vpcmpgtq	%zmm7, %zmm5, %k1
	vsubpd	%zmm9, %zmm16, %zmm5
	vsubpd	%zmm5, %zmm16, %zmm7
	vsubpd	%zmm9, %zmm7, %zmm7
	vmulpd	%zmm28, %zmm3, %zmm9
	vmulpd	%zmm29, %zmm6, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm11 {%k1}
	vmulpd	%zmm28, %zmm4, %zmm6
	vsubpd	%zmm6, %zmm23, %zmm7
	vmovapd	%zmm5, %zmm16 {%k1}
	vsubpd	%zmm25, %zmm22, %zmm5
	vpsrlq	$52, %zmm1, %zmm1
	vpandq	%zmm30, %zmm1, %zmm1
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm30, %zmm5, %zmm5
	vpaddq	%zmm27, %zmm5, %zmm5
	vpcmpgtq	%zmm5, %zmm1, %k1
	vsubpd	%zmm9, %zmm22, %zmm1
	vmulpd	%zmm29, %zmm4, %zmm4
	vmulpd	%zmm29, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm23, %zmm5
	vsubpd	%zmm6, %zmm5, %zmm5
	vsubpd	%zmm1, %zmm22, %zmm6
	vsubpd	%zmm9, %zmm6, %zmm6
	vsubpd	%zmm26, %zmm23, %zmm9
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm30, %zmm0, %zmm0
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm30, %zmm9, %zmm9
	vpaddq	%zmm27, %zmm9, %zmm9
	vmovapd	%zmm1, %zmm22 {%k1}
	vsubpd	%zmm6, %zmm3, %zmm25 {%k1}
	vpcmpgtq	%zmm9, %zmm0, %k1
	vmovapd	%zmm7, %zmm23 {%k1}
	vsubpd	%zmm5, %zmm4, %zmm26 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm13
	vsubpd	%zmm2, %zmm8, %zmm27
	vsubpd	%zmm24, %zmm15, %zmm17
	vsubpd	%zmm14, %zmm19, %zmm29
	vsubpd	%zmm11, %zmm16, %zmm28
	vsubpd	%zmm10, %zmm21, %zmm9
	vsubpd	%zmm26, %zmm23, %zmm7
	vsubpd	%zmm25, %zmm22, %zmm12
	vsubpd	%zmm27, %zmm8, %zmm0
	vsubpd	%zmm13, %zmm18, %zmm1
	vmovupd	%zmm13, 64(%rsp)
	vsubpd	%zmm29, %zmm19, %zmm3
	vmovupd	%zmm29, 320(%rsp)
	vsubpd	%zmm17, %zmm15, %zmm4
	vmovupd	%zmm17, 752(%rsp)
	vsubpd	%zmm9, %zmm21, %zmm5
	vmovapd	%zmm9, %zmm19
	vsubpd	%zmm28, %zmm16, %zmm8
	vmovupd	%zmm28, 128(%rsp)
	vsubpd	%zmm12, %zmm22, %zmm15
	vsubpd	%zmm7, %zmm23, %zmm16
	vmovapd	%zmm7, %zmm18
	vmovupd	%zmm7, 1136(%rsp)
	vsubpd	%zmm20, %zmm1, %zmm1
	vmovupd	%zmm1, 1008(%rsp)
	vsubpd	%zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 880(%rsp)
	vsubpd	%zmm24, %zmm4, %zmm0
	vmovupd	%zmm0, 496(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 560(%rsp)
	vsubpd	%zmm11, %zmm8, %zmm0
	vmovupd	%zmm0, 624(%rsp)
	vsubpd	%zmm10, %zmm5, %zmm0
	vmovupd	%zmm0, 688(%rsp)
	vsubpd	%zmm26, %zmm16, %zmm0
	vmovupd	%zmm0, 192(%rsp)
	vsubpd	%zmm25, %zmm15, %zmm0
	vmovupd	%zmm0, 256(%rsp)
	vmulpd	%zmm13, %zmm13, %zmm13
	vmulpd	%zmm27, %zmm27, %zmm31
	vmovapd	%zmm27, %zmm24
	vmovupd	%zmm27, 944(%rsp)
	vmulpd	%zmm17, %zmm17, %zmm9
	vmulpd	%zmm31, %zmm31, %zmm2
	vmovupd	%zmm2, 2544(%rsp)
	vmulpd	%zmm13, %zmm13, %zmm3
	vmovupd	%zmm3, 1072(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm4
	vmulpd	%zmm4, %zmm13, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm13, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm6
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm13, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm7
	vmulpd	%zmm7, %zmm13, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm8
	vsubpd	%zmm1, %zmm8, %zmm1
	vmulpd	%zmm1, %zmm13, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm10
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm3, %zmm3, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm7, %zmm31, %zmm3
	vsubpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm3, %zmm31, %zmm3
	vaddpd	%zmm10, %zmm3, %zmm3
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1520(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm0
	vmulpd	%zmm3, %zmm0, %zmm0
	vmulpd	%zmm4, %zmm31, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm16
	vmulpd	%zmm7, %zmm9, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm9, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm9, %zmm9, %zmm1
	vmovupd	%zmm1, 1296(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm9, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm9, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm9, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1456(%rsp)
	vmulpd	%zmm29, %zmm29, %zmm26
	vmulpd	%zmm7, %zmm26, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm26, %zmm26, %zmm1
	vmovupd	%zmm1, 2416(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm26, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm21
	vmulpd	%zmm28, %zmm28, %zmm30
	vmulpd	%zmm7, %zmm30, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm30, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm30, %zmm30, %zmm1
	vmovupd	%zmm1, 2608(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm30, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1392(%rsp)
	vmulpd	%zmm19, %zmm19, %zmm28
	vmovapd	%zmm19, %zmm23
	vmovupd	%zmm19, 4272(%rsp)
	vmulpd	%zmm7, %zmm28, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm28, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm28, %zmm28, %zmm1
	vmovupd	%zmm1, 2352(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm28, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2096(%rsp)
	vmulpd	%zmm18, %zmm18, %zmm29
	vmulpd	%zmm7, %zmm29, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm29, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm29, %zmm1
	vmovupd	%zmm1, 2480(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm29, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2288(%rsp)
	vmovupd	%zmm12, 4208(%rsp)
	vmulpd	%zmm12, %zmm12, %zmm20
	vmulpd	%zmm7, %zmm20, %zmm1
	vsubpd	%zmm1, %zmm8, %zmm1
	vmulpd	%zmm1, %zmm20, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm20, %zmm20, %zmm0
	vmovupd	%zmm0, 4336(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm17
	vmulpd	%zmm1, %zmm17, %zmm1
	vmulpd	%zmm4, %zmm20, %zmm17
	vaddpd	%zmm5, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm20, %zmm17
	vaddpd	%zmm6, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm20, %zmm17
	vaddpd	%zmm1, %zmm17, %zmm0
	vmovupd	%zmm0, 2800(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm1
	vmulpd	%zmm1, %zmm13, %zmm17
	vbroadcastsd	.LCPI0_44(%rip), %zmm15
	vsubpd	%zmm17, %zmm15, %zmm22
	vsubpd	%zmm22, %zmm15, %zmm11
	vsubpd	%zmm17, %zmm11, %zmm11
	vmulpd	%zmm1, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm15, %zmm17
	vsubpd	%zmm17, %zmm15, %zmm10
	vsubpd	%zmm0, %zmm10, %zmm7
	vmulpd	%zmm1, %zmm9, %zmm10
	vsubpd	%zmm10, %zmm15, %zmm2
	vsubpd	%zmm2, %zmm15, %zmm8
	vsubpd	%zmm10, %zmm8, %zmm8
	vmulpd	%zmm1, %zmm26, %zmm10
	vsubpd	%zmm10, %zmm15, %zmm6
	vsubpd	%zmm6, %zmm15, %zmm14
	vsubpd	%zmm10, %zmm14, %zmm10
	vmulpd	%zmm1, %zmm30, %zmm14
	vsubpd	%zmm14, %zmm15, %zmm5
	vsubpd	%zmm5, %zmm15, %zmm19
	vsubpd	%zmm14, %zmm19, %zmm14
	vmulpd	%zmm1, %zmm28, %zmm19
	vsubpd	%zmm19, %zmm15, %zmm4
	vsubpd	%zmm4, %zmm15, %zmm27
	vsubpd	%zmm19, %zmm27, %zmm19
	vmulpd	%zmm1, %zmm29, %zmm27
	vsubpd	%zmm27, %zmm15, %zmm3
	vsubpd	%zmm3, %zmm15, %zmm18
	vsubpd	%zmm27, %zmm18, %zmm18
	vmulpd	%zmm1, %zmm20, %zmm27
	vsubpd	%zmm27, %zmm15, %zmm0
	vsubpd	%zmm0, %zmm15, %zmm15
	vsubpd	%zmm27, %zmm15, %zmm15
	vmulpd	%zmm16, %zmm31, %zmm16
	vmovupd	880(%rsp), %zmm25
	vmulpd	%zmm25, %zmm24, %zmm27
	vsubpd	%zmm27, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm7, %zmm7
	vmulpd	1520(%rsp), %zmm13, %zmm16
	vmovupd	1008(%rsp), %zmm24
	vmulpd	64(%rsp), %zmm24, %zmm27
	vsubpd	%zmm27, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm11, %zmm11
	vmulpd	%zmm21, %zmm26, %zmm16
	vmovupd	320(%rsp), %zmm1
	vmulpd	560(%rsp), %zmm1, %zmm21
	vsubpd	%zmm21, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm10, %zmm10
	vmulpd	1456(%rsp), %zmm9, %zmm16
	vmovapd	%zmm9, %zmm27
	vmovupd	496(%rsp), %zmm1
	vmulpd	752(%rsp), %zmm1, %zmm21
	vsubpd	%zmm21, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm8, %zmm8
	vmulpd	2096(%rsp), %zmm28, %zmm16
	vmulpd	688(%rsp), %zmm23, %zmm21
	vsubpd	%zmm21, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm19, %zmm16
	vmulpd	1392(%rsp), %zmm30, %zmm19
	vmovupd	128(%rsp), %zmm1
	vmulpd	624(%rsp), %zmm1, %zmm21
	vsubpd	%zmm21, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm14, %zmm14
	vmulpd	2800(%rsp), %zmm20, %zmm19
	vmulpd	256(%rsp), %zmm12, %zmm21
	vsubpd	%zmm21, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm15, %zmm15
	vmulpd	2288(%rsp), %zmm29, %zmm19
	vmovupd	1136(%rsp), %zmm1
	vmulpd	192(%rsp), %zmm1, %zmm21
	vsubpd	%zmm21, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm18, %zmm18
	vaddpd	%zmm11, %zmm22, %zmm1
	vmovupd	%zmm1, 2096(%rsp)
	vaddpd	%zmm7, %zmm17, %zmm1
	vmovupd	%zmm1, 2288(%rsp)
	vaddpd	%zmm8, %zmm2, %zmm1
	vmovupd	%zmm1, 1392(%rsp)
	vaddpd	%zmm10, %zmm6, %zmm1
	vmovupd	%zmm1, 4400(%rsp)
	vaddpd	%zmm14, %zmm5, %zmm1
	vmovupd	%zmm1, 1456(%rsp)
	vaddpd	%zmm16, %zmm4, %zmm1
	vmovupd	%zmm1, 4464(%rsp)
	vaddpd	%zmm18, %zmm3, %zmm1
	vmovupd	%zmm1, 1520(%rsp)
	vaddpd	%zmm15, %zmm0, %zmm0
	vmovupd	%zmm0, 2800(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm8
	vmulpd	%zmm8, %zmm31, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm15
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2544(%rsp), %zmm31, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm11
	vmulpd	%zmm11, %zmm31, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm12
	vaddpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vmovupd	%zmm31, 4080(%rsp)
	vbroadcastsd	.LCPI0_47(%rip), %zmm14
	vaddpd	%zmm14, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm1
	vmulpd	%zmm8, %zmm13, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	1072(%rsp), %zmm13, %zmm3
	vmulpd	%zmm0, %zmm3, %zmm0
	vmulpd	%zmm11, %zmm13, %zmm3
	vaddpd	%zmm12, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm13, %zmm3
	vmovupd	%zmm13, 4144(%rsp)
	vaddpd	%zmm14, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm0, %zmm10
	vmulpd	%zmm8, %zmm26, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2416(%rsp), %zmm26, %zmm3
	vmulpd	%zmm0, %zmm3, %zmm0
	vmulpd	%zmm11, %zmm26, %zmm3
	vaddpd	%zmm12, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm26, %zmm3
	vaddpd	%zmm14, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm0, %zmm0
	vmulpd	%zmm8, %zmm9, %zmm3
	vaddpd	%zmm15, %zmm3, %zmm3
	vmulpd	1296(%rsp), %zmm9, %zmm4
	vmulpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm11, %zmm9, %zmm4
	vaddpd	%zmm12, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm9, %zmm4
	vaddpd	%zmm14, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm8, %zmm28, %zmm4
	vaddpd	%zmm15, %zmm4, %zmm4
	vmulpd	2352(%rsp), %zmm28, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm11, %zmm28, %zmm5
	vaddpd	%zmm12, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm28, %zmm5
	vaddpd	%zmm14, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm8, %zmm30, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vmulpd	2608(%rsp), %zmm30, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm11, %zmm30, %zmm6
	vaddpd	%zmm12, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm30, %zmm6
	vaddpd	%zmm14, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm20, %zmm6
	vaddpd	%zmm15, %zmm6, %zmm6
	vmulpd	4336(%rsp), %zmm20, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm11, %zmm20, %zmm7
	vaddpd	%zmm12, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm20, %zmm7
	vaddpd	%zmm14, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm8, %zmm29, %zmm7
	vaddpd	%zmm15, %zmm7, %zmm7
	vmulpd	2480(%rsp), %zmm29, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm11, %zmm29, %zmm8
	vaddpd	%zmm12, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm29, %zmm8
	vaddpd	%zmm14, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	64(%rsp), %zmm13, %zmm8
	vmovupd	%zmm8, 1072(%rsp)
	vmulpd	%zmm10, %zmm8, %zmm10
	vbroadcastsd	.LCPI0_10(%rip), %zmm19
	vmulpd	%zmm19, %zmm24, %zmm11
	vsubpd	%zmm10, %zmm11, %zmm9
	vmulpd	944(%rsp), %zmm31, %zmm22
	vmulpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm19, %zmm25, %zmm12
	vsubpd	%zmm1, %zmm12, %zmm31
	vmulpd	752(%rsp), %zmm27, %zmm23
	vmulpd	%zmm3, %zmm23, %zmm3
	vmovupd	496(%rsp), %zmm12
	vmulpd	%zmm19, %zmm12, %zmm13
	vsubpd	%zmm3, %zmm13, %zmm3
	vmulpd	320(%rsp), %zmm26, %zmm13
	vmulpd	%zmm0, %zmm13, %zmm0
	vmovupd	560(%rsp), %zmm8
	vmulpd	%zmm19, %zmm8, %zmm14
	vsubpd	%zmm0, %zmm14, %zmm11
	vmulpd	128(%rsp), %zmm30, %zmm21
	vmulpd	%zmm5, %zmm21, %zmm5
	vmovupd	624(%rsp), %zmm10
	vmulpd	%zmm19, %zmm10, %zmm15
	vsubpd	%zmm5, %zmm15, %zmm5
	vmovupd	4272(%rsp), %zmm25
	vmulpd	%zmm28, %zmm25, %zmm15
	vmulpd	%zmm4, %zmm15, %zmm4
	vmovupd	688(%rsp), %zmm2
	vmulpd	%zmm19, %zmm2, %zmm16
	vsubpd	%zmm4, %zmm16, %zmm4
	vmovupd	1136(%rsp), %zmm24
	vmulpd	%zmm29, %zmm24, %zmm16
	vmulpd	%zmm7, %zmm16, %zmm7
	vmovupd	192(%rsp), %zmm1
	vmulpd	%zmm19, %zmm1, %zmm17
	vsubpd	%zmm7, %zmm17, %zmm7
	vmovupd	4208(%rsp), %zmm14
	vmulpd	%zmm20, %zmm14, %zmm17
	vmulpd	%zmm6, %zmm17, %zmm6
	vmovupd	256(%rsp), %zmm0
	vmulpd	%zmm19, %zmm0, %zmm18
	vsubpd	%zmm6, %zmm18, %zmm6
	vmulpd	4144(%rsp), %zmm9, %zmm9
	vmulpd	4080(%rsp), %zmm31, %zmm18
	vmulpd	%zmm3, %zmm27, %zmm3
	vmulpd	%zmm11, %zmm26, %zmm11
	vmulpd	%zmm5, %zmm30, %zmm5
	vmulpd	%zmm4, %zmm28, %zmm4
	vmulpd	%zmm7, %zmm29, %zmm7
	vmulpd	%zmm6, %zmm20, %zmm20
	vsubpd	880(%rsp), %zmm18, %zmm18
	vsubpd	1008(%rsp), %zmm9, %zmm6
	vsubpd	%zmm8, %zmm11, %zmm11
	vsubpd	%zmm12, %zmm3, %zmm3
	vsubpd	%zmm2, %zmm4, %zmm4
	vsubpd	%zmm10, %zmm5, %zmm5
	vsubpd	%zmm0, %zmm20, %zmm2
	vsubpd	%zmm1, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_50(%rip), %zmm10
	vmulpd	%zmm10, %zmm22, %zmm9
	vaddpd	%zmm9, %zmm18, %zmm1
	vmulpd	1072(%rsp), %zmm10, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm10, %zmm13, %zmm8
	vaddpd	%zmm8, %zmm11, %zmm0
	vmulpd	%zmm10, %zmm23, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm10, %zmm15, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm10, %zmm21, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm10, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm10, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmovupd	944(%rsp), %zmm8
	vsubpd	%zmm1, %zmm8, %zmm29
	vmovupd	64(%rsp), %zmm1
	vsubpd	%zmm6, %zmm1, %zmm12
	vmovupd	320(%rsp), %zmm1
	vsubpd	%zmm0, %zmm1, %zmm10
	vmovupd	752(%rsp), %zmm0
	vsubpd	%zmm3, %zmm0, %zmm22
	vsubpd	%zmm4, %zmm25, %zmm20
	vmovupd	128(%rsp), %zmm0
	vsubpd	%zmm5, %zmm0, %zmm21
	vsubpd	%zmm2, %zmm14, %zmm18
	vsubpd	%zmm7, %zmm24, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm8
	vmovupd	2288(%rsp), %zmm14
	vxorpd	%zmm8, %zmm14, %zmm7
	vmovupd	2096(%rsp), %zmm17
	vxorpd	%zmm8, %zmm17, %zmm6
	vmovupd	4400(%rsp), %zmm23
	vxorpd	%zmm8, %zmm23, %zmm5
	vmovupd	1392(%rsp), %zmm15
	vxorpd	%zmm8, %zmm15, %zmm4
	vmovupd	4464(%rsp), %zmm28
	vxorpd	%zmm8, %zmm28, %zmm3
	vmovupd	1456(%rsp), %zmm13
	vxorpd	%zmm8, %zmm13, %zmm2
	vmovupd	2800(%rsp), %zmm27
	vxorpd	%zmm8, %zmm27, %zmm1
	vmovupd	1520(%rsp), %zmm26
	vxorpd	%zmm8, %zmm26, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm9
	vmovdqu64	2160(%rsp), %zmm16
	vptestnmq	%zmm9, %zmm16, %k1
	vmovapd	%zmm17, %zmm6 {%k1}
	vmovapd	%zmm12, %zmm24
	vxorpd	%zmm8, %zmm12, %zmm24 {%k1}
	vmovdqu64	1584(%rsp), %zmm17
	vptestnmq	%zmm9, %zmm17, %k1
	vmovapd	%zmm14, %zmm7 {%k1}
	vmovapd	%zmm29, %zmm25
	vxorpd	%zmm8, %zmm29, %zmm25 {%k1}
	vmovdqu64	1648(%rsp), %zmm14
	vptestnmq	%zmm9, %zmm14, %k1
	vmovapd	%zmm15, %zmm4 {%k1}
	vxorpd	%zmm8, %zmm22, %zmm22 {%k1}
	vmovdqu64	1712(%rsp), %zmm15
	vptestnmq	%zmm9, %zmm15, %k1
	vmovapd	%zmm23, %zmm5 {%k1}
	vmovapd	%zmm10, %zmm23
	vxorpd	%zmm8, %zmm10, %zmm23 {%k1}
	vmovdqu64	1776(%rsp), %zmm12
	vptestnmq	%zmm9, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm8, %zmm21, %zmm21 {%k1}
	vmovdqu64	1840(%rsp), %zmm13
	vptestnmq	%zmm9, %zmm13, %k1
	vmovapd	%zmm28, %zmm3 {%k1}
	vxorpd	%zmm8, %zmm20, %zmm20 {%k1}
	vmovdqu64	1904(%rsp), %zmm10
	vptestnmq	%zmm9, %zmm10, %k1
	vmovapd	%zmm26, %zmm0 {%k1}
	vxorpd	%zmm8, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm26
	vmovdqu64	1968(%rsp), %zmm11
	vptestnmq	%zmm9, %zmm11, %k1
	vmovapd	%zmm27, %zmm1 {%k1}
	vxorpd	%zmm8, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm8
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm7, %zmm25 {%k1}
	vmovupd	%zmm25, 320(%rsp)
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm6, %zmm24 {%k1}
	vmovupd	%zmm24, 128(%rsp)
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm5, %zmm23 {%k1}
	vmovupd	%zmm23, 192(%rsp)
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm4, %zmm22 {%k1}
	vmovupd	%zmm22, 688(%rsp)
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm3, %zmm20 {%k1}
	vmovupd	%zmm20, 256(%rsp)
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm2, %zmm21 {%k1}
	vmovupd	%zmm21, 624(%rsp)
	vptestnmq	%zmm8, %zmm11, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 560(%rsp)
	vptestnmq	%zmm8, %zmm10, %k1
	vmovapd	%zmm0, %zmm26 {%k1}
	vmovupd	%zmm26, 496(%rsp)
	vcvtudq2pd	40312(%rsp,%rdx,4), %zmm0
	vcvtudq2pd	40344(%rsp,%rdx,4), %zmm1
	vcvtudq2pd	40376(%rsp,%rdx,4), %zmm2
	vcvtudq2pd	40408(%rsp,%rdx,4), %zmm3
	vcvtudq2pd	40440(%rsp,%rdx,4), %zmm4
	vcvtudq2pd	40472(%rsp,%rdx,4), %zmm5
	vcvtudq2pd	40504(%rsp,%rdx,4), %zmm6
	vcvtudq2pd	40536(%rsp,%rdx,4), %zmm7
	vaddpd	%zmm19, %zmm1, %zmm1
	vaddpd	%zmm19, %zmm0, %zmm0
	vaddpd	%zmm19, %zmm3, %zmm3
	vaddpd	%zmm19, %zmm2, %zmm2
	vaddpd	%zmm19, %zmm5, %zmm5
	vaddpd	%zmm19, %zmm4, %zmm4
	vaddpd	%zmm19, %zmm7, %zmm7
	vaddpd	%zmm19, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_11(%rip), %zmm9
	vmulpd	%zmm9, %zmm0, %zmm8
	vmulpd	%zmm9, %zmm1, %zmm1
	vmulpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm9, %zmm4, %zmm4
	vmulpd	%zmm9, %zmm5, %zmm5
	vmulpd	%zmm9, %zmm6, %zmm6
	vmulpd	%zmm9, %zmm7, %zmm7
	vpsrlq	$32, %zmm1, %zmm0
	vpsrlq	$32, %zmm8, %zmm9
	vpsrlq	$32, %zmm3, %zmm10
	vpsrlq	$32, %zmm2, %zmm11
	vpsrlq	$32, %zmm5, %zmm12
	vpsrlq	$32, %zmm4, %zmm13
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm6, %zmm18
	vpbroadcastq	.LCPI0_12(%rip), %zmm15
	vpaddq	%zmm15, %zmm9, %zmm9
	vmovdqu64	%zmm9, 1776(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 1840(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1904(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1968(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1136(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 944(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 880(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 1008(%rsp)
	vpsllq	$32, %zmm9, %zmm0
	vpsllq	$32, %zmm20, %zmm9
	vpsllq	$32, %zmm11, %zmm10
	vpsllq	$32, %zmm19, %zmm11
	vpsllq	$32, %zmm13, %zmm12
	vpsllq	$32, %zmm17, %zmm13
	vpsllq	$32, %zmm16, %zmm14
	vpsllq	$32, %zmm15, %zmm18
	vpbroadcastq	.LCPI0_14(%rip), %zmm15
	vpandq	%zmm15, %zmm9, %zmm9
	vpandq	%zmm15, %zmm0, %zmm19
	vpandq	%zmm15, %zmm11, %zmm20
	vpandq	%zmm15, %zmm10, %zmm30
	vpandq	%zmm15, %zmm13, %zmm0
	vpandq	%zmm15, %zmm12, %zmm21
	vpandq	%zmm15, %zmm18, %zmm24
	vpandq	%zmm15, %zmm14, %zmm26
	vpbroadcastq	.LCPI0_15(%rip), %zmm10
	vpternlogq	$248, %zmm10, %zmm8, %zmm19
	vpternlogq	$248, %zmm10, %zmm1, %zmm9
	vpternlogq	$248, %zmm10, %zmm2, %zmm30
	vpternlogq	$248, %zmm10, %zmm3, %zmm20
	vpternlogq	$248, %zmm10, %zmm4, %zmm21
	vpternlogq	$248, %zmm10, %zmm5, %zmm0
	vpternlogq	$248, %zmm10, %zmm6, %zmm26
	vpternlogq	$248, %zmm10, %zmm7, %zmm24
	vpbroadcastq	.LCPI0_16(%rip), %zmm12
	vpaddq	%zmm12, %zmm9, %zmm1
	vpaddq	%zmm12, %zmm19, %zmm2
	vbroadcastsd	.LCPI0_17(%rip), %zmm22
	vaddpd	%zmm22, %zmm2, %zmm31
	vaddpd	%zmm22, %zmm1, %zmm3
	vmovupd	%zmm3, 752(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm31, %zmm2
	vdivpd	%zmm2, %zmm31, %zmm2
	vmovupd	%zmm2, 1648(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1712(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm28
	vmulpd	%zmm2, %zmm2, %zmm27
	vmulpd	%zmm27, %zmm27, %zmm1
	vmulpd	%zmm28, %zmm28, %zmm2
	vbroadcastsd	.LCPI0_19(%rip), %zmm4
	vmulpd	%zmm4, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_20(%rip), %zmm5
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_21(%rip), %zmm6
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vmovupd	%zmm3, 2160(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2608(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 1296(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2480(%rsp)
	vpaddq	%zmm12, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm2
	vmovupd	%zmm2, 64(%rsp)
	vaddpd	%zmm23, %zmm2, %zmm1
	vdivpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 1584(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2416(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2352(%rsp)
	vpaddq	%zmm12, %zmm30, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 1072(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm10
	vmulpd	%zmm10, %zmm10, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1520(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1392(%rsp)
	vpaddq	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 2544(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 2096(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm30
	vpaddq	%zmm12, %zmm21, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm21
	vaddpd	%zmm23, %zmm21, %zmm1
	vdivpd	%zmm1, %zmm21, %zmm25
	vmulpd	%zmm25, %zmm25, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm17
	vaddpd	%zmm5, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm1, %zmm17
	vaddpd	%zmm6, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm1, %zmm17
	vmulpd	%zmm7, %zmm1, %zmm29
	vaddpd	%zmm8, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm1, %zmm29
	vaddpd	%zmm9, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm1, %zmm29
	vpaddq	%zmm12, %zmm24, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm24
	vaddpd	%zmm23, %zmm24, %zmm1
	vdivpd	%zmm1, %zmm24, %zmm18
	vmulpd	%zmm18, %zmm18, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm0
	vmulpd	%zmm4, %zmm0, %zmm16
	vaddpd	%zmm5, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm0, %zmm16
	vaddpd	%zmm6, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm0, %zmm16
	vmulpd	%zmm7, %zmm0, %zmm15
	vaddpd	%zmm8, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm0, %zmm15
	vaddpd	%zmm9, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm0, %zmm11
	vpaddq	%zmm12, %zmm26, %zmm15
	vaddpd	%zmm22, %zmm15, %zmm26
	vaddpd	%zmm23, %zmm26, %zmm15
	vdivpd	%zmm15, %zmm26, %zmm15
	vmulpd	%zmm15, %zmm15, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm0, %zmm23
	vaddpd	%zmm5, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vaddpd	%zmm6, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vmulpd	%zmm7, %zmm0, %zmm22
	vaddpd	%zmm8, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm22
	vaddpd	%zmm9, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_25(%rip), %zmm6
	vaddpd	2608(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	2160(%rsp), %zmm22, %zmm22
	vaddpd	2480(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	1296(%rsp), %zmm27, %zmm27
	vaddpd	2352(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	2416(%rsp), %zmm9, %zmm9
	vaddpd	1392(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm10, %zmm7
	vaddpd	1520(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm30, %zmm10
	vmulpd	%zmm10, %zmm13, %zmm5
	vaddpd	2096(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm10
	vmulpd	%zmm10, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm11, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm10
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	%zmm31, 1456(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm31, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	1648(%rsp), %zmm2, %zmm11
	vmovupd	752(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	1712(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	1072(%rsp), %zmm7, %zmm7
	vmovupd	64(%rsp), %zmm8
	vmulpd	%zmm6, %zmm8, %zmm16
	vmulpd	%zmm16, %zmm8, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	1584(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2544(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm10, %zmm15, %zmm10
	vmulpd	%zmm10, %zmm18, %zmm6
	vpsrlq	$20, 1776(%rsp), %zmm10
	vpbroadcastq	.LCPI0_13(%rip), %zmm12
	vpaddq	%zmm12, %zmm10, %zmm10
	vcvtqq2pd	%zmm10, %zmm10
	vbroadcastsd	.LCPI0_26(%rip), %zmm13
	vmulpd	%zmm13, %zmm10, %zmm23
	vaddpd	%zmm11, %zmm23, %zmm11
	vpsrlq	$20, 1840(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm13, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 1904(%rsp), %zmm25
	vpaddq	%zmm12, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm13, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1968(%rsp), %zmm27
	vpaddq	%zmm12, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm13, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1136(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm13, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 944(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm13, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 880(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm13, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 1008(%rsp), %zmm31
	vpaddq	%zmm12, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm13, %zmm31, %zmm12
	vaddpd	%zmm6, %zmm12, %zmm6
	vsubpd	%zmm0, %zmm11, %zmm0
	vsubpd	%zmm2, %zmm14, %zmm2
	vsubpd	%zmm4, %zmm7, %zmm4
	vsubpd	%zmm16, %zmm9, %zmm7
	vsubpd	%zmm17, %zmm3, %zmm3
	vmovdqu64	816(%rsp), %zmm17
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm22, %zmm1, %zmm1
	vsubpd	%zmm15, %zmm6, %zmm6
	vaddpd	752(%rsp), %zmm2, %zmm2
	vaddpd	1456(%rsp), %zmm0, %zmm0
	vaddpd	64(%rsp), %zmm7, %zmm7
	vaddpd	%zmm4, %zmm19, %zmm4
	vmovups	3952(%rsp), %zmm19
	vaddpd	%zmm5, %zmm20, %zmm5
	vmovdqu64	2224(%rsp), %zmm20
	vaddpd	%zmm3, %zmm21, %zmm3
	vbroadcastss	.LCPI0_64(%rip), %zmm21
	vaddpd	%zmm6, %zmm24, %zmm6
	vpbroadcastd	.LCPI0_66(%rip), %zmm24
	vaddpd	%zmm1, %zmm26, %zmm1
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vmulpd	%zmm9, %zmm23, %zmm8
	vbroadcastss	.LCPI0_65(%rip), %zmm23
	vaddpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm9, %zmm10, %zmm8
	vaddpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm9, %zmm27, %zmm8
	vpbroadcastq	.LCPI0_1(%rip), %zmm27
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm9, %zmm25, %zmm8
	vpbroadcastd	.LCPI0_67(%rip), %zmm25
	vaddpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm9, %zmm29, %zmm8
	vpbroadcastq	.LCPI0_3(%rip), %zmm29
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm9, %zmm28, %zmm8
	vpbroadcastq	.LCPI0_2(%rip), %zmm28
	vaddpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm9, %zmm31, %zmm8
	vmovdqu64	2032(%rsp), %zmm31
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm9, %zmm30, %zmm8
	vpbroadcastq	.LCPI0_68(%rip), %zmm30
	vaddpd	%zmm1, %zmm8, %zmm1
	vbroadcastsd	.LCPI0_28(%rip), %zmm8
	vmulpd	%zmm8, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	320(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	128(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	192(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	688(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	256(%rsp), %zmm3, %zmm3
	vmulpd	624(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	560(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	496(%rsp), %zmm6, %zmm6
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm4, %ymm4
	vinsertf64x4	$1, %ymm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm7, %ymm2
	vinserti64x4	$1, %ymm2, %zmm4, %zmm2
	vcvtpd2ps	%zmm3, %ymm3
	vcvtpd2ps	%zmm5, %ymm4
	vcvtpd2ps	%zmm1, %ymm1
	vcvtpd2ps	%zmm6, %ymm5
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vinserti64x4	$1, %ymm5, %zmm1, %zmm1
	vmovups	%zmm0, 40312(%rsp,%rdx,4)
	vmovdqu64	%zmm2, 40376(%rsp,%rdx,4)
	vmovdqu64	%zmm3, 40440(%rsp,%rdx,4)
	vmovdqu64	%zmm1, 40504(%rsp,%rdx,4)
	addq	$64, %rdx
	cmpq	%rdx, %rdi
	jne	.LBB0_19
	jmp	.LBB0_21
	.p2align	4
.LBB0_20:
	cmpq	$0, -120(%rsp)
	je	.LBB0_30
.LBB0_21:
	xorl	%edx, %edx
	jmp	.LBB0_25
	.p2align	4
.LBB0_22:
	xorl	%r10d, %r10d
.LBB0_23:
	movq	%r10, %rsi
	notq	%rsi
	addq	%r14, %rsi
	subq	%r10, %r14
	shlq	$8, %rsi
	shlq	$8, %r14
	vmovups	4984(%rsp,%rsi), %zmm0
	vmovups	5048(%rsp,%rsi), %zmm1
	vmovups	5112(%rsp,%rsi), %zmm2
	vmovups	5176(%rsp,%rsi), %zmm3
	vaddps	4984(%rsp,%r14), %zmm0, %zmm0
	vaddps	5048(%rsp,%r14), %zmm1, %zmm1
	vaddps	5112(%rsp,%r14), %zmm2, %zmm2
	vaddps	5176(%rsp,%r14), %zmm3, %zmm3
	vmovups	%zmm0, 4984(%rsp,%rsi)
	vmovups	%zmm1, 5048(%rsp,%rsi)
	vmovups	%zmm2, 5112(%rsp,%rsi)
	vmovups	%zmm3, 5176(%rsp,%rsi)
.LBB0_24:
	incq	%rdx
	cmpq	-120(%rsp), %rdx
	je	.LBB0_30
.LBB0_25:
	xorl	%r14d, %r14d
	popcntq	%rdx, %r14
	movq	%rdx, %rsi
	shlq	$8, %rsi
	movl	%r14d, %r9d
	shll	$8, %r9d
	vmovups	7544(%rsp,%rsi), %zmm0
	vmovups	7608(%rsp,%rsi), %zmm1
	vmovups	7672(%rsp,%rsi), %zmm2
	vmovups	7736(%rsp,%rsi), %zmm3
	vmulps	%zmm0, %zmm0, %zmm0
	vmulps	%zmm1, %zmm1, %zmm1
	vmulps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm3, %zmm3, %zmm3
	vmovups	%zmm0, 4984(%rsp,%r9)
	vmovups	%zmm1, 5048(%rsp,%r9)
	vmovups	%zmm2, 5112(%rsp,%r9)
	vmovups	%zmm3, 5176(%rsp,%r9)
	movq	%rdx, %rsi
	notq	%rsi
	tzcntq	%rsi, %rbx
	je	.LBB0_24
	cmpl	$1, %ebx
	je	.LBB0_22
	movl	%ebx, %r13d
	andl	$62, %r13d
	movl	%r14d, %r9d
	shll	$8, %r9d
	addq	%r12, %r9
	xorl	%r10d, %r10d
	.p2align	4
.LBB0_28:
	vmovups	(%r9), %zmm0
	vmovups	64(%r9), %zmm1
	vmovups	128(%r9), %zmm2
	vmovups	192(%r9), %zmm3
	vaddps	256(%r9), %zmm0, %zmm0
	vaddps	320(%r9), %zmm1, %zmm1
	vaddps	384(%r9), %zmm2, %zmm2
	vaddps	448(%r9), %zmm3, %zmm3
	vmovups	%zmm0, (%r9)
	vmovups	%zmm1, 64(%r9)
	vmovups	%zmm2, 128(%r9)
	vmovups	%zmm3, 192(%r9)
	movq	%r10, %rsi
	xorq	%r8, %rsi
	addq	%r14, %rsi
	shlq	$8, %rsi
	vaddps	4984(%rsp,%rsi), %zmm0, %zmm0
	vaddps	5048(%rsp,%rsi), %zmm1, %zmm1
	vaddps	5112(%rsp,%rsi), %zmm2, %zmm2
	vaddps	5176(%rsp,%rsi), %zmm3, %zmm3
	vmovups	%zmm0, 4984(%rsp,%rsi)
	vmovups	%zmm1, 5048(%rsp,%rsi)
	vmovups	%zmm2, 5112(%rsp,%rsi)
	vmovups	%zmm3, 5176(%rsp,%rsi)
	addq	$2, %r10
	addq	$-512, %r9
	cmpq	%r10, %r13
	jne	.LBB0_28
	testb	$1, %bl
	jne	.LBB0_23
	jmp	.LBB0_24
	.p2align	4
.LBB0_30:
	vmovups	4984(%rsp,%r11), %zmm3
	vmovups	5048(%rsp,%r11), %zmm2
	vmovups	5112(%rsp,%r11), %zmm1
	vmovups	5176(%rsp,%r11), %zmm0
	cmpq	$0, 2992(%rsp)
	je	.LBB0_33
	cmpl	$2, 48(%rsp)
	jne	.LBB0_34
	xorl	%edx, %edx
	movq	-88(%rsp), %rbx
	movq	%rcx, %r14
	jmp	.LBB0_37
	.p2align	4
.LBB0_33:
	movq	-88(%rsp), %rbx
	movq	%rcx, %r14
	jmp	.LBB0_38
	.p2align	4
.LBB0_34:
	movq	32(%rsp), %rsi
	xorl	%edx, %edx
	.p2align	4
.LBB0_35:
	vaddps	-192(%rsi), %zmm3, %zmm3
	vaddps	-128(%rsi), %zmm2, %zmm2
	vaddps	-64(%rsi), %zmm1, %zmm1
	vaddps	(%rsi), %zmm0, %zmm0
	vaddps	-448(%rsi), %zmm3, %zmm3
	vaddps	-384(%rsi), %zmm2, %zmm2
	vaddps	-320(%rsi), %zmm1, %zmm1
	vaddps	-256(%rsi), %zmm0, %zmm0
	addq	$2, %rdx
	addq	$-512, %rsi
	cmpq	%rdx, %r15
	jne	.LBB0_35
	testb	$1, 2992(%rsp)
	movq	-88(%rsp), %rbx
	movq	%rcx, %r14
	je	.LBB0_38
.LBB0_37:
	movq	40(%rsp), %rsi
	subq	%rdx, %rsi
	shlq	$8, %rsi
	vaddps	4984(%rsp,%rsi), %zmm3, %zmm3
	vaddps	5048(%rsp,%rsi), %zmm2, %zmm2
	vaddps	5112(%rsp,%rsi), %zmm1, %zmm1
	vaddps	5176(%rsp,%rsi), %zmm0, %zmm0
.LBB0_38:
	cmpl	$0, -108(%rsp)
	je	.LBB0_42
	cmpq	$0, -120(%rsp)
	je	.LBB0_13
	vmovss	2736(%rsp), %xmm4
	vmulss	-44(%rsp), %xmm4, %xmm4
	vsqrtss	%xmm4, %xmm4, %xmm5
	vxorpd	%xmm6, %xmm6, %xmm6
	vcmpltss	%xmm4, %xmm6, %k1
	vmovss	%xmm5, %xmm5, %xmm4 {%k1} {z}
	movl	3888(%rsp), %ecx
	kmovd	%ecx, %k1
	vmovaps	1376(%rsp), %xmm5
	vmovss	%xmm5, %xmm4, %xmm4 {%k1}
	vbroadcastss	%xmm4, %zmm4
	vbroadcastss	.LCPI0_62(%rip), %zmm5
	vaddps	%zmm5, %zmm3, %zmm3
	vaddps	%zmm3, %zmm3, %zmm3
	vbroadcastss	.LCPI0_63(%rip), %zmm6
	vmulps	%zmm6, %zmm3, %zmm3
	vaddps	%zmm5, %zmm2, %zmm2
	vaddps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm6, %zmm2, %zmm2
	vaddps	%zmm5, %zmm1, %zmm1
	vaddps	%zmm1, %zmm1, %zmm1
	vmulps	%zmm6, %zmm1, %zmm1
	vaddps	%zmm5, %zmm0, %zmm0
	vaddps	%zmm0, %zmm0, %zmm0
	vmulps	%zmm6, %zmm0, %zmm0
	movl	$192, %ecx
	movq	-120(%rsp), %rdx
	.p2align	4
.LBB0_41:
	vmovups	7352(%rsp,%rcx), %zmm5
	vmovups	7416(%rsp,%rcx), %zmm6
	vmovups	7480(%rsp,%rcx), %zmm7
	vmovups	7544(%rsp,%rcx), %zmm8
	vaddps	%zmm5, %zmm5, %zmm9
	vmulps	%zmm3, %zmm9, %zmm9
	vsubps	105656(%rsp,%rcx), %zmm5, %zmm10
	vaddps	%zmm10, %zmm10, %zmm10
	vmulps	%zmm21, %zmm10, %zmm10
	vaddps	%zmm10, %zmm9, %zmm9
	vmulps	%zmm9, %zmm19, %zmm9
	vsubps	%zmm9, %zmm5, %zmm5
	vmulps	40120(%rsp,%rcx), %zmm4, %zmm9
	vaddps	%zmm5, %zmm9, %zmm5
	vandps	%zmm23, %zmm5, %zmm9
	vpcmpgtd	%zmm24, %zmm9, %k1
	vmovdqa32	%zmm25, %zmm5 {%k1}
	vmovdqu64	%zmm5, 7352(%rsp,%rcx)
	vaddps	%zmm6, %zmm6, %zmm5
	vmulps	%zmm2, %zmm5, %zmm5
	vsubps	105720(%rsp,%rcx), %zmm6, %zmm9
	vaddps	%zmm9, %zmm9, %zmm9
	vmulps	%zmm21, %zmm9, %zmm9
	vaddps	%zmm9, %zmm5, %zmm5
	vmulps	%zmm5, %zmm19, %zmm5
	vsubps	%zmm5, %zmm6, %zmm5
	vmulps	40184(%rsp,%rcx), %zmm4, %zmm6
	vaddps	%zmm5, %zmm6, %zmm5
	vandps	%zmm23, %zmm5, %zmm6
	vpcmpgtd	%zmm24, %zmm6, %k1
	vmovdqa32	%zmm25, %zmm5 {%k1}
	vmovdqu64	%zmm5, 7416(%rsp,%rcx)
	vaddps	%zmm7, %zmm7, %zmm5
	vmulps	%zmm1, %zmm5, %zmm5
	vsubps	105784(%rsp,%rcx), %zmm7, %zmm6
	vaddps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm21, %zmm6, %zmm6
	vaddps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm5, %zmm19, %zmm5
	vsubps	%zmm5, %zmm7, %zmm5
	vmulps	40248(%rsp,%rcx), %zmm4, %zmm6
	vaddps	%zmm5, %zmm6, %zmm5
	vandps	%zmm23, %zmm5, %zmm6
	vpcmpgtd	%zmm24, %zmm6, %k1
	vmovdqa32	%zmm25, %zmm5 {%k1}
	vmovdqu64	%zmm5, 7480(%rsp,%rcx)
	vaddps	%zmm8, %zmm8, %zmm5
	vmulps	%zmm0, %zmm5, %zmm5
	vsubps	105848(%rsp,%rcx), %zmm8, %zmm6
	vaddps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm21, %zmm6, %zmm6
	vaddps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm5, %zmm19, %zmm5
	vsubps	%zmm5, %zmm8, %zmm5
	vmulps	40312(%rsp,%rcx), %zmm4, %zmm6
	vaddps	%zmm5, %zmm6, %zmm5
	vandps	%zmm23, %zmm5, %zmm6
	vpcmpgtd	%zmm24, %zmm6, %k1
	vmovdqa32	%zmm25, %zmm5 {%k1}
	vmovdqu64	%zmm5, 7544(%rsp,%rcx)
	addq	$256, %rcx
	decq	%rdx
	jne	.LBB0_41
	jmp	.LBB0_13
	.p2align	4
.LBB0_42:
	cmpq	$0, -120(%rsp)
	je	.LBB0_13
	vbroadcastss	.LCPI0_62(%rip), %zmm4
	vaddps	%zmm4, %zmm3, %zmm3
	vaddps	%zmm3, %zmm3, %zmm3
	vbroadcastss	.LCPI0_63(%rip), %zmm5
	vmulps	%zmm5, %zmm3, %zmm3
	vaddps	%zmm4, %zmm2, %zmm2
	vaddps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm5, %zmm2, %zmm2
	vaddps	%zmm4, %zmm1, %zmm1
	vaddps	%zmm1, %zmm1, %zmm1
	vmulps	%zmm5, %zmm1, %zmm1
	vaddps	%zmm4, %zmm0, %zmm0
	vaddps	%zmm0, %zmm0, %zmm0
	vmulps	%zmm5, %zmm0, %zmm0
	movl	$192, %ecx
	movq	-120(%rsp), %rdx
	.p2align	4
.LBB0_44:
	vmovups	7352(%rsp,%rcx), %zmm4
	vmovups	7416(%rsp,%rcx), %zmm5
	vmovups	7480(%rsp,%rcx), %zmm6
	vmovups	7544(%rsp,%rcx), %zmm7
	vaddps	%zmm4, %zmm4, %zmm8
	vmulps	%zmm3, %zmm8, %zmm8
	vsubps	105656(%rsp,%rcx), %zmm4, %zmm9
	vaddps	%zmm9, %zmm9, %zmm9
	vmulps	%zmm21, %zmm9, %zmm9
	vaddps	%zmm9, %zmm8, %zmm8
	vmulps	%zmm8, %zmm19, %zmm8
	vsubps	%zmm8, %zmm4, %zmm4
	vandps	%zmm23, %zmm4, %zmm8
	vpcmpgtd	%zmm24, %zmm8, %k1
	vmovdqa32	%zmm25, %zmm4 {%k1}
	vmovdqu64	%zmm4, 7352(%rsp,%rcx)
	vaddps	%zmm5, %zmm5, %zmm4
	vmulps	%zmm2, %zmm4, %zmm4
	vsubps	105720(%rsp,%rcx), %zmm5, %zmm8
	vaddps	%zmm8, %zmm8, %zmm8
	vmulps	%zmm21, %zmm8, %zmm8
	vaddps	%zmm8, %zmm4, %zmm4
	vmulps	%zmm4, %zmm19, %zmm4
	vsubps	%zmm4, %zmm5, %zmm4
	vandps	%zmm23, %zmm4, %zmm5
	vpcmpgtd	%zmm24, %zmm5, %k1
	vmovdqa32	%zmm25, %zmm4 {%k1}
	vmovdqu64	%zmm4, 7416(%rsp,%rcx)
	vaddps	%zmm6, %zmm6, %zmm4
	vmulps	%zmm1, %zmm4, %zmm4
	vsubps	105784(%rsp,%rcx), %zmm6, %zmm5
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm21, %zmm5, %zmm5
	vaddps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm4, %zmm19, %zmm4
	vsubps	%zmm4, %zmm6, %zmm4
	vandps	%zmm23, %zmm4, %zmm5
	vpcmpgtd	%zmm24, %zmm5, %k1
	vmovdqa32	%zmm25, %zmm4 {%k1}
	vmovdqu64	%zmm4, 7480(%rsp,%rcx)
	vaddps	%zmm7, %zmm7, %zmm4
	vmulps	%zmm0, %zmm4, %zmm4
	vsubps	105848(%rsp,%rcx), %zmm7, %zmm5
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm21, %zmm5, %zmm5
	vaddps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm4, %zmm19, %zmm4
	vsubps	%zmm4, %zmm7, %zmm4
	vandps	%zmm23, %zmm4, %zmm5
	vpcmpgtd	%zmm24, %zmm5, %k1
	vmovdqa32	%zmm25, %zmm4 {%k1}
	vmovdqu64	%zmm4, 7544(%rsp,%rcx)
	addq	$256, %rcx
	decq	%rdx
	jne	.LBB0_44
	jmp	.LBB0_13
	.p2align	4
.LBB0_45:
	cmpq	$0, -120(%rsp)
	sete	%al
	cmpq	$0, 2672(%rsp)
	sete	%cl
	orb	%al, %cl
	jne	.LBB0_7
	movq	-64(%rsp), %r9
	imulq	-120(%rsp), %r9
	cmpq	$1, %r9
	jne	.LBB0_48
	xorl	%ecx, %ecx
	jmp	.LBB0_57
	.p2align	4
.LBB0_48:
	movq	%r9, -64(%rsp)
	andl	$16382, %r9d
	xorl	%ecx, %ecx
	movq	-120(%rsp), %r13
	jmp	.LBB0_51
	.p2align	4
.LBB0_49:
	xorl	%edx, %edx
	divq	%r13
.LBB0_50:
	cmpq	2672(%rsp), %rax
	movq	%rbp, %rsi
	cmovbq	%rax, %rsi
	addq	%r14, %rsi
	movq	%rdx, %r10
	shlq	$8, %r10
	addq	%rsp, %r10
	addq	$7544, %r10
	vmovd	(%r10,%rax,4), %xmm0
	imulq	%r13, %rsi
	leaq	(%rbx,%rsi,4), %rax
	vmovd	%xmm0, (%rax,%rdx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r9
	je	.LBB0_56
.LBB0_51:
	movq	%rcx, %rax
	orq	%r13, %rax
	shrq	$32, %rax
	je	.LBB0_53
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r13
	jmp	.LBB0_54
	.p2align	4
.LBB0_53:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r13d
.LBB0_54:
	cmpq	2672(%rsp), %rax
	movq	%rbp, %rsi
	cmovbq	%rax, %rsi
	addq	%r14, %rsi
	imulq	%r13, %rsi
	movq	%rdx, %r10
	shlq	$8, %r10
	addq	%rsp, %r10
	addq	$7544, %r10
	vmovss	(%r10,%rax,4), %xmm0
	leaq	(%rbx,%rsi,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	leaq	1(%rcx), %rax
	movq	%rax, %rdx
	orq	%r13, %rdx
	shrq	$32, %rdx
	jne	.LBB0_49
	xorl	%edx, %edx
	divl	%r13d
	jmp	.LBB0_50
	.p2align	4
.LBB0_56:
	testb	$1, -64(%rsp)
	je	.LBB0_7
.LBB0_57:
	movq	%rcx, %rax
	movq	-120(%rsp), %rsi
	orq	%rsi, %rax
	shrq	$32, %rax
	jne	.LBB0_5
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%esi
	jmp	.LBB0_6
.LBB0_59:
	cmpq	%r8, %rax
	jbe	.LBB0_160
	cmpq	$0, -32(%rsp)
	je	.LBB0_160
	movq	16(%rdi), %r11
	movl	$3449720151, %edi
	movq	-104(%rsp), %rcx
	movq	%rcx, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %r10
	leaq	842468239(%rax), %r12
	movq	%r12, 3824(%rsp)
	leaq	1684936478(%rax), %rbp
	movq	%rbp, 32(%rsp)
	leaq	534103459(%rax), %rdx
	movq	%rdx, 2928(%rsp)
	leaq	-305585874(%rax,%rdi), %r9
	movq	%r9, 1264(%rsp)
	leaq	536882365(%rax,%rdi), %rbx
	movq	%rbx, -64(%rsp)
	leaq	-613950654(%rax,%rdi), %r15
	movq	%r15, 24(%rsp)
	leaq	228517585(%rax,%rdi), %r14
	movq	%r14, 1288(%rsp)
	movq	%r8, %r13
	movq	-120(%rsp), %rax
	imulq	%rax, %r13
	leaq	(,%rax,4), %rdx
	leaq	4(,%r8,4), %r9
	imulq	%rax, %r9
	movq	%r9, 1224(%rsp)
	movq	%rdx, %r9
	negq	%r9
	movq	%r9, 1216(%rsp)
	movq	%rax, %rdx
	andq	$-64, %rdx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 3696(%rsp)
	leaq	(%rcx,%rdi), %rsi
	addq	$-795284382, %rsi
	movq	%rsi, 416(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 4656(%rsp)
	leaq	1013904242(%rcx), %rsi
	movq	%rsi, 1280(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 3632(%rsp)
	movq	%r10, 424(%rsp)
	vpbroadcastq	%r10, %zmm0
	vmovdqu64	%zmm0, 4592(%rsp)
	leaq	218619860(%rcx,%rdi), %rsi
	movq	%rsi, 480(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 3568(%rsp)
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 3504(%rsp)
	leaq	2027808484(%rcx), %rsi
	movq	%rsi, 472(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 3440(%rsp)
	vpbroadcastq	%rbx, %zmm0
	vmovdqu64	%zmm0, 3376(%rsp)
	leaq	387276957(%rcx), %rsi
	movq	%rsi, 464(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 3312(%rsp)
	vpbroadcastq	%r15, %zmm0
	vmovdqu64	%zmm0, 3248(%rsp)
	leaq	-408007425(%rcx,%rdi), %rsi
	movq	%rsi, 1272(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 3184(%rsp)
	vpbroadcastq	%rbp, %zmm0
	vmovdqu64	%zmm0, 3120(%rsp)
	movq	%rdx, %rsi
	leaq	1401181199(%rcx), %rdx
	movq	%rdx, 456(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 3056(%rsp)
	movq	2928(%rsp), %rdx
	vpbroadcastq	%rdx, %zmm25
	movq	%rsi, %rbx
	vpbroadcastq	%r14, %zmm22
	leal	-1879881855(%rcx), %edx
	leaq	(,%rax,4), %rcx
	movl	%edx, 60(%rsp)
	vpbroadcastd	%edx, %zmm20
	movq	%rax, %rdx
	andq	$-8, %rdx
	vpbroadcastq	%rsi, %zmm0
	vporq	.LCPI0_0(%rip), %zmm0, %zmm0
	vmovdqu64	%zmm0, 4528(%rsp)
	movq	%rax, %rsi
	andq	$-16, %rsi
	movq	%rsi, -8(%rsp)
	vbroadcastss	%xmm12, %zmm0
	vmovups	%zmm0, 2864(%rsp)
	movq	%rax, %rsi
	andq	$-4, %rsi
	movq	%rsi, 1256(%rsp)
	movq	%rdx, (%rsp)
	subq	%rbx, %rdx
	movq	%rdx, 440(%rsp)
	movq	%rcx, %rdx
	andq	$-256, %rdx
	vpbroadcastq	.LCPI0_1(%rip), %zmm1
	addq	%r11, %rdx
	movq	%rdx, 432(%rsp)
	leaq	(%r11,%rax,4), %rdx
	movq	%rdx, 448(%rsp)
	leaq	(,%r13,4), %rdx
	movq	%rdx, 1208(%rsp)
	leaq	(%r11,%rax,8), %rax
	movq	%rax, 1200(%rsp)
	movq	-88(%rsp), %rax
	leaq	(%rax,%r13,4), %rdx
	movq	%r11, 752(%rsp)
	leaq	192(%r11), %rsi
	movq	%rsi, -56(%rsp)
	leaq	192(%rax,%r13,4), %rax
	movq	%rax, 8(%rsp)
	movq	-24(%rsp), %rax
	movq	%r13, 392(%rsp)
	leaq	(%rax,%r13,4), %rax
	xorl	%esi, %esi
	movl	$1, %r14d
	movabsq	$4611686018427387902, %rbp
	movq	%rdx, 40(%rsp)
	movq	%rdx, 816(%rsp)
	vmovaps	.LCPI0_60(%rip), %zmm13
	vmovaps	.LCPI0_61(%rip), %zmm9
	vmovsd	.LCPI0_18(%rip), %xmm28
	vmovsd	.LCPI0_23(%rip), %xmm18
	vmovapd	.LCPI0_59(%rip), %xmm23
	vmovsd	.LCPI0_26(%rip), %xmm24
	vmovsd	.LCPI0_27(%rip), %xmm26
	vmovsd	.LCPI0_28(%rip), %xmm27
	vmovsd	.LCPI0_29(%rip), %xmm14
	vmovsd	.LCPI0_30(%rip), %xmm29
	vmovsd	.LCPI0_31(%rip), %xmm30
	vmovsd	.LCPI0_55(%rip), %xmm31
	vmovaps	%xmm12, 1360(%rsp)
	movq	%rcx, 1232(%rsp)
	movq	%rbx, -80(%rsp)
	vmovdqu64	%zmm25, 3888(%rsp)
	vmovdqu64	%zmm22, 2992(%rsp)
	vmovdqu64	%zmm20, 2672(%rsp)
	jmp	.LBB0_63
	.p2align	4
.LBB0_62:
	movq	1248(%rsp), %r8
	incq	%r8
	movq	1240(%rsp), %rsi
	incq	%rsi
	addq	%r15, 392(%rsp)
	movq	1232(%rsp), %rcx
	addq	%rcx, 8(%rsp)
	addq	%rcx, 816(%rsp)
	movq	-72(%rsp), %rax
	addq	%rcx, %rax
	cmpq	-16(%rsp), %r8
	vpbroadcastq	.LCPI0_1(%rip), %zmm1
	je	.LBB0_160
.LBB0_63:
	movq	%rax, -72(%rsp)
	movq	1216(%rsp), %r9
	imulq	%rsi, %r9
	movq	%rsi, 1240(%rsp)
	imulq	%rsi, %rcx
	movq	1208(%rsp), %rax
	leaq	(%rax,%rcx), %rdx
	movq	-88(%rsp), %r10
	leaq	(%r10,%rdx), %rsi
	addq	1224(%rsp), %rcx
	leaq	(%r10,%rcx), %rdi
	movq	-24(%rsp), %r11
	addq	%r11, %rdx
	addq	%r11, %rcx
	movq	%r8, 1248(%rsp)
	movq	%r8, %rax
	movq	-120(%rsp), %r15
	imulq	%r15, %rax
	movq	752(%rsp), %rbx
	addq	%rbx, %r9
	movq	%r9, 48(%rsp)
	cmpq	%rcx, %rsi
	setb	%r8b
	cmpq	%rdi, %rdx
	setb	%r9b
	andb	%r8b, %r9b
	cmpq	1200(%rsp), %rsi
	setb	%r8b
	cmpq	%rdi, 448(%rsp)
	setb	%r12b
	andb	%r8b, %r12b
	movq	%rbx, %r8
	orb	%r9b, %r12b
	movb	%r12b, -109(%rsp)
	movl	$3449720151, %r9d
	cmpq	%rcx, %rsi
	setb	%cl
	cmpq	%rdi, %rdx
	leaq	(%r10,%rax,4), %rdx
	movq	%rdx, 408(%rsp)
	leaq	(%r11,%rax,4), %rdx
	movq	%rdx, 400(%rsp)
	movq	-80(%rsp), %rbx
	vpbroadcastq	%rax, %zmm0
	vpaddq	%zmm1, %zmm0, %zmm8
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm0, %zmm10
	vmovdqu64	%zmm0, 3760(%rsp)
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm0, %zmm11
	setb	%al
	andb	%cl, %al
	movb	%al, -110(%rsp)
	movq	$0, 16(%rsp)
	vmovss	-48(%rsp), %xmm0
	vmovss	%xmm0, -92(%rsp)
	movq	-104(%rsp), %r12
	vmovdqu64	%zmm8, 4016(%rsp)
	vmovdqu64	%zmm10, 3952(%rsp)
	vmovdqu64	%zmm11, 2736(%rsp)
	jmp	.LBB0_65
	.p2align	4
.LBB0_64:
	vmovss	-92(%rsp), %xmm0
	vmulss	-36(%rsp), %xmm0, %xmm0
	vmovss	%xmm0, -92(%rsp)
	movq	16(%rsp), %rcx
	incq	%rcx
	movq	%rcx, 16(%rsp)
	cmpq	-32(%rsp), %rcx
	je	.LBB0_62
.LBB0_65:
	cmpl	$0, -40(%rsp)
	sete	%r10b
	cmpl	$0, -108(%rsp)
	vmovapd	%xmm14, %xmm12
	je	.LBB0_84
	movl	%r10d, 56(%rsp)
	movq	488(%rsp), %rax
	movq	16(%rsp), %rcx
	addq	%rax, %rcx
	movq	%rcx, %rbp
	shrq	$32, %rbp
	imulq	%r9, %rbp
	movq	%rbp, %rax
	shrq	$32, %rax
	xorl	%r12d, %ecx
	xorl	%eax, %ecx
	movl	$3449720151, %eax
	leaq	78811644(%rax), %r9
	imulq	%r9, %rcx
	movq	%rcx, %rax
	shrq	$32, %rax
	xorq	1264(%rsp), %rax
	movq	%rax, %r10
	vpbroadcastq	%rax, %zmm29
	vpbroadcastq	%rbp, %zmm0
	vpxorq	4656(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1584(%rsp)
	movq	%rcx, %rdi
	vpbroadcastq	%rcx, %zmm0
	vpxorq	4592(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2160(%rsp)
	movq	-56(%rsp), %rdx
	movq	%rbx, %rcx
	vmovaps	.LCPI0_0(%rip), %zmm1
	vmovdqa64	.LCPI0_4(%rip), %zmm2
	vpbroadcastq	.LCPI0_5(%rip), %zmm21
	vpbroadcastq	.LCPI0_6(%rip), %zmm23
	vmovdqu64	3760(%rsp), %zmm27
	vmovdqu64	%zmm29, 1648(%rsp)
	.p2align	4
.LBB0_67:
	vmovdqu64	%zmm2, 320(%rsp)
	vmovups	%zmm1, 64(%rsp)
	vpaddq	%zmm27, %zmm2, %zmm0
	vpmuludq	%zmm21, %zmm0, %zmm3
	vpaddq	64(%rsp), %zmm27, %zmm1
	vpmuludq	%zmm21, %zmm1, %zmm4
	vmovdqu64	4016(%rsp), %zmm5
	vpaddq	320(%rsp), %zmm5, %zmm2
	vpmuludq	%zmm21, %zmm2, %zmm6
	vpaddq	64(%rsp), %zmm5, %zmm5
	vpmuludq	%zmm21, %zmm5, %zmm14
	vmovdqu64	3952(%rsp), %zmm7
	vpaddq	320(%rsp), %zmm7, %zmm10
	vpmuludq	%zmm21, %zmm10, %zmm8
	vpaddq	64(%rsp), %zmm7, %zmm11
	vpmuludq	%zmm21, %zmm11, %zmm12
	vmovdqu64	2736(%rsp), %zmm9
	vpaddq	320(%rsp), %zmm9, %zmm13
	vpmuludq	%zmm21, %zmm13, %zmm7
	vpaddq	64(%rsp), %zmm9, %zmm15
	vpmuludq	%zmm21, %zmm15, %zmm9
	vmovdqu64	3696(%rsp), %zmm16
	vpternlogq	$150, %zmm16, %zmm4, %zmm1
	vpternlogq	$150, %zmm16, %zmm3, %zmm0
	vpternlogq	$150, %zmm16, %zmm14, %zmm5
	vpternlogq	$150, %zmm16, %zmm6, %zmm2
	vpternlogq	$150, %zmm16, %zmm12, %zmm11
	vpternlogq	$150, %zmm16, %zmm8, %zmm10
	vpternlogq	$150, %zmm16, %zmm9, %zmm15
	vpternlogq	$150, %zmm16, %zmm7, %zmm13
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm10, %zmm16
	vpsrlq	$32, %zmm11, %zmm17
	vpsrlq	$32, %zmm13, %zmm18
	vpsrlq	$32, %zmm15, %zmm15
	vpmuludq	%zmm23, %zmm1, %zmm24
	vpmuludq	%zmm23, %zmm0, %zmm13
	vpmuludq	%zmm23, %zmm5, %zmm11
	vpmuludq	%zmm23, %zmm2, %zmm10
	vpmuludq	%zmm23, %zmm17, %zmm5
	vpmuludq	%zmm23, %zmm16, %zmm17
	vpmuludq	%zmm23, %zmm15, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm28
	vpsrlq	$32, %zmm13, %zmm15
	vpsrlq	$32, %zmm24, %zmm16
	vpsrlq	$32, %zmm10, %zmm18
	vpsrlq	$32, %zmm11, %zmm19
	vpsrlq	$32, %zmm17, %zmm20
	vpsrlq	$32, %zmm5, %zmm21
	vpsrlq	$32, %zmm28, %zmm22
	vpsrlq	$32, %zmm23, %zmm25
	vmovdqu64	1584(%rsp), %zmm0
	vpxorq	%zmm0, %zmm16, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm26
	vmovdqu64	%zmm26, 496(%rsp)
	vpxorq	%zmm0, %zmm15, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm31
	vmovdqu64	%zmm31, 1904(%rsp)
	vpxorq	%zmm0, %zmm19, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm1
	vmovdqu64	%zmm1, 560(%rsp)
	vpxorq	%zmm0, %zmm18, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm27
	vmovdqu64	%zmm27, 624(%rsp)
	vpxorq	%zmm0, %zmm21, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm2
	vmovdqu64	%zmm2, 1840(%rsp)
	vpxorq	%zmm0, %zmm20, %zmm18
	vpxorq	%zmm0, %zmm25, %zmm20
	vpxorq	%zmm0, %zmm22, %zmm25
	vpxorq	%zmm4, %zmm29, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm22
	vpxorq	%zmm3, %zmm29, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm16
	vpxorq	%zmm14, %zmm29, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm18
	vpxorq	%zmm6, %zmm29, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm20
	vmovdqu64	%zmm20, 1776(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm21
	vpxorq	%zmm12, %zmm29, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm19
	vpxorq	%zmm8, %zmm29, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm30
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm0
	vmovdqu64	%zmm0, 128(%rsp)
	vpxorq	%zmm9, %zmm29, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm4
	vmovdqu64	%zmm4, 688(%rsp)
	vpxorq	%zmm7, %zmm29, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm3
	vmovdqu64	%zmm3, 256(%rsp)
	vpsrlq	$32, %zmm31, %zmm14
	vpsrlq	$32, %zmm26, %zmm25
	vpsrlq	$32, %zmm27, %zmm26
	vpsrlq	$32, %zmm16, %zmm12
	vpsrlq	$32, %zmm15, %zmm27
	vpsrlq	$32, %zmm21, %zmm29
	vpsrlq	$32, %zmm18, %zmm31
	vpsrlq	$32, %zmm1, %zmm6
	vmovdqu64	3632(%rsp), %zmm8
	vpternlogq	$150, %zmm8, %zmm24, %zmm27
	vpsrlq	$32, %zmm30, %zmm24
	vpternlogq	$150, %zmm8, %zmm13, %zmm12
	vpsrlq	$32, %zmm19, %zmm0
	vpternlogq	$150, %zmm8, %zmm11, %zmm31
	vpsrlq	$32, %zmm22, %zmm11
	vpternlogq	$150, %zmm8, %zmm10, %zmm29
	vpsrlq	$32, %zmm3, %zmm10
	vpternlogq	$150, %zmm8, %zmm5, %zmm0
	vpsrlq	$32, %zmm4, %zmm5
	vpternlogq	$150, %zmm8, %zmm17, %zmm24
	vpsrlq	$32, %zmm2, %zmm13
	vpternlogq	$150, %zmm8, %zmm23, %zmm5
	vpternlogq	$150, %zmm8, %zmm28, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm3
	vmovdqu64	%zmm3, 1008(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm4
	vmovdqu64	%zmm4, 1968(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm7
	vmovdqu64	%zmm7, 2032(%rsp)
	vpsrlq	$32, %zmm20, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm8
	vmovdqu64	%zmm8, 2224(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm9
	vmovdqu64	%zmm9, 1136(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm12
	vmovdqu64	%zmm12, 944(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm0
	vmovdqu64	%zmm0, 192(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm23
	vmovdqu64	%zmm23, 880(%rsp)
	vmovdqu64	2160(%rsp), %zmm27
	vpxorq	%zmm27, %zmm25, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm20
	vpxorq	%zmm27, %zmm14, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm2
	vpxorq	%zmm27, %zmm6, %zmm1
	vpxorq	%zmm27, %zmm26, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm24
	vpxorq	%zmm27, %zmm13, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm5
	vmovdqu64	%zmm5, 1712(%rsp)
	vpxorq	%zmm27, %zmm11, %zmm1
	vpxorq	%zmm27, %zmm17, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm25
	vpsrlq	$32, %zmm20, %zmm26
	vmovdqu64	3568(%rsp), %zmm0
	vpternlogq	$150, %zmm15, %zmm0, %zmm26
	vpsrlq	$32, %zmm2, %zmm14
	vpternlogq	$150, %zmm16, %zmm0, %zmm14
	vpsrlq	$32, %zmm29, %zmm28
	vpternlogq	$150, %zmm18, %zmm0, %zmm28
	vpsrlq	$32, %zmm24, %zmm31
	vpternlogq	$150, %zmm21, %zmm0, %zmm31
	vpsrlq	$32, %zmm3, %zmm1
	vmovdqu64	3504(%rsp), %zmm3
	vpternlogq	$150, 1904(%rsp), %zmm3, %zmm1
	vpsrlq	$32, %zmm5, %zmm16
	vpternlogq	$150, %zmm19, %zmm0, %zmm16
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, 496(%rsp), %zmm3, %zmm6
	vpsrlq	$32, %zmm7, %zmm5
	vpternlogq	$150, 624(%rsp), %zmm3, %zmm5
	vpsrlq	$32, %zmm25, %zmm21
	vpternlogq	$150, %zmm30, %zmm0, %zmm21
	vpsrlq	$32, %zmm8, %zmm13
	vpternlogq	$150, 560(%rsp), %zmm3, %zmm13
	vpsrlq	$32, %zmm9, %zmm10
	vpternlogq	$150, %zmm3, %zmm22, %zmm10
	vpsrlq	$32, %zmm12, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm7
	vpternlogq	$150, 1840(%rsp), %zmm3, %zmm8
	vpsrlq	$32, %zmm23, %zmm22
	vpternlogq	$150, 1776(%rsp), %zmm3, %zmm22
	vpsrlq	$32, %zmm7, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm4
	vpternlogq	$150, 688(%rsp), %zmm0, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm9
	vpsrlq	$32, %zmm4, %zmm15
	vmovdqu64	3440(%rsp), %zmm19
	vpternlogq	$150, %zmm19, %zmm20, %zmm15
	vpsrlq	$32, %zmm9, %zmm30
	vpternlogq	$150, %zmm19, %zmm2, %zmm30
	vmovdqu64	192(%rsp), %zmm18
	vpsrlq	$32, %zmm18, %zmm1
	vmovdqu64	128(%rsp), %zmm2
	vpternlogq	$150, %zmm3, %zmm2, %zmm1
	vpsrlq	$32, %zmm2, %zmm2
	vpxorq	%zmm27, %zmm2, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm3
	vpternlogq	$150, 256(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm27
	vpsrlq	$32, %zmm27, %zmm20
	vpternlogq	$150, %zmm19, %zmm29, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm0
	vmovdqu64	%zmm0, 496(%rsp)
	vpsrlq	$32, %zmm0, %zmm11
	vpternlogq	$150, %zmm19, %zmm24, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm0
	vmovdqu64	%zmm0, 560(%rsp)
	vpsrlq	$32, %zmm0, %zmm23
	vpternlogq	$150, 1712(%rsp), %zmm19, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm0
	vmovdqu64	%zmm0, 624(%rsp)
	vpsrlq	$32, %zmm0, %zmm24
	vpternlogq	$150, %zmm19, %zmm25, %zmm24
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm0
	vmovdqu64	%zmm0, 688(%rsp)
	vpsrlq	$32, %zmm0, %zmm29
	vpternlogq	$150, %zmm19, %zmm7, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 256(%rsp)
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, %zmm19, %zmm2, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm7
	vpsrlq	$32, %zmm7, %zmm10
	vmovdqu64	3376(%rsp), %zmm2
	vpternlogq	$150, 1008(%rsp), %zmm2, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm14
	vpsrlq	$32, %zmm14, %zmm0
	vpternlogq	$150, 1968(%rsp), %zmm2, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm13
	vpsrlq	$32, %zmm13, %zmm25
	vpternlogq	$150, 2032(%rsp), %zmm2, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm19
	vpsrlq	$32, %zmm19, %zmm12
	vpternlogq	$150, 2224(%rsp), %zmm2, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm28
	vpsrlq	$32, %zmm28, %zmm6
	vpternlogq	$150, 1136(%rsp), %zmm2, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm26
	vpsrlq	$32, %zmm26, %zmm5
	vpternlogq	$150, 944(%rsp), %zmm2, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm1
	vmovdqu64	%zmm1, 1136(%rsp)
	vpsrlq	$32, %zmm1, %zmm31
	vpternlogq	$150, %zmm18, %zmm2, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm1
	vmovdqu64	%zmm1, 944(%rsp)
	vpsrlq	$32, %zmm1, %zmm17
	vpternlogq	$150, 880(%rsp), %zmm2, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 880(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	3312(%rsp), %zmm1
	vpternlogq	$150, %zmm4, %zmm1, %zmm0
	vmovdqu64	%zmm0, 128(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm21
	vpsrlq	$32, %zmm21, %zmm18
	vpternlogq	$150, %zmm9, %zmm1, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm0
	vmovdqu64	%zmm0, 192(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vmovdqu64	3248(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm7, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm8
	vpsrlq	$32, %zmm8, %zmm12
	vpternlogq	$150, %zmm27, %zmm1, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm2
	vmovdqu64	%zmm2, 1008(%rsp)
	vpsrlq	$32, %zmm2, %zmm9
	vpternlogq	$150, %zmm0, %zmm14, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm25, %zmm15
	vpsrlq	$32, %zmm15, %zmm14
	vpternlogq	$150, 496(%rsp), %zmm1, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm2
	vmovdqu64	%zmm2, 496(%rsp)
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm0, %zmm13, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm7
	vpsrlq	$32, %zmm7, %zmm30
	vpternlogq	$150, 560(%rsp), %zmm1, %zmm30
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm2
	vmovdqu64	%zmm2, 560(%rsp)
	vpsrlq	$32, %zmm2, %zmm10
	vpternlogq	$150, %zmm0, %zmm19, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm27
	vpternlogq	$150, 624(%rsp), %zmm1, %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm2
	vmovdqu64	%zmm2, 2032(%rsp)
	vpsrlq	$32, %zmm2, %zmm3
	vpternlogq	$150, %zmm0, %zmm28, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm5
	vpsrlq	$32, %zmm5, %zmm20
	vpternlogq	$150, 688(%rsp), %zmm1, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm25
	vpsrlq	$32, %zmm25, %zmm2
	vpternlogq	$150, %zmm0, %zmm26, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm31, %zmm11
	vmovdqu64	%zmm11, 688(%rsp)
	vpsrlq	$32, %zmm11, %zmm13
	vpternlogq	$150, 256(%rsp), %zmm1, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm11
	vpsrlq	$32, %zmm11, %zmm17
	vpternlogq	$150, 1136(%rsp), %zmm0, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm31
	vpsrlq	$32, %zmm31, %zmm1
	vpternlogq	$150, 944(%rsp), %zmm0, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm22
	vpsrlq	$32, %zmm22, %zmm19
	vmovdqu64	3184(%rsp), %zmm29
	vpternlogq	$150, 880(%rsp), %zmm29, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm0
	vmovdqu64	%zmm0, 880(%rsp)
	vpsrlq	$32, %zmm0, %zmm9
	vpternlogq	$150, %zmm29, %zmm21, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm21
	vpsrlq	$32, %zmm21, %zmm10
	vpternlogq	$150, %zmm29, %zmm8, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm24
	vpsrlq	$32, %zmm24, %zmm28
	vpternlogq	$150, %zmm29, %zmm15, %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm26
	vpsrlq	$32, %zmm26, %zmm4
	vpternlogq	$150, %zmm29, %zmm7, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm15
	vpternlogq	$150, %zmm29, %zmm6, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm6
	vpsrlq	$32, %zmm6, %zmm16
	vpternlogq	$150, %zmm29, %zmm5, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm0
	vmovdqu64	%zmm0, 256(%rsp)
	vpsrlq	$32, %zmm0, %zmm5
	vmovdqu64	3120(%rsp), %zmm8
	vpternlogq	$150, 192(%rsp), %zmm8, %zmm5
	vmovdqu64	128(%rsp), %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 128(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 1008(%rsp), %zmm8, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm1
	vmovdqu64	%zmm1, 192(%rsp)
	vpsrlq	$32, %zmm1, %zmm23
	vpternlogq	$150, 496(%rsp), %zmm8, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm1
	vmovdqu64	%zmm1, 624(%rsp)
	vpsrlq	$32, %zmm1, %zmm7
	vpternlogq	$150, 560(%rsp), %zmm8, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm1
	vmovdqu64	%zmm1, 560(%rsp)
	vpsrlq	$32, %zmm1, %zmm12
	vpternlogq	$150, 2032(%rsp), %zmm8, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm30
	vpsrlq	$32, %zmm30, %zmm1
	vpternlogq	$150, %zmm25, %zmm8, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm13
	vpsrlq	$32, %zmm13, %zmm25
	vpternlogq	$150, %zmm11, %zmm8, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm14
	vpsrlq	$32, %zmm14, %zmm2
	vpternlogq	$150, %zmm31, %zmm8, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm27
	vpsrlq	$32, %zmm27, %zmm31
	vpternlogq	$150, 688(%rsp), %zmm29, %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	3056(%rsp), %zmm11
	vpternlogq	$150, %zmm22, %zmm11, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm22
	vpternlogq	$150, 880(%rsp), %zmm11, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm21, %zmm11, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm5
	vpsrlq	$32, %zmm5, %zmm18
	vpternlogq	$150, %zmm24, %zmm11, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm17
	vpternlogq	$150, %zmm26, %zmm11, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm1
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, %zmm3, %zmm11, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm21
	vpternlogq	$150, %zmm6, %zmm11, %zmm21
	vmovdqu64	1648(%rsp), %zmm29
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm25, %zmm1
	vmovdqu64	3888(%rsp), %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm9
	vpsrlq	$32, %zmm1, %zmm16
	vpternlogq	$150, %zmm27, %zmm11, %zmm16
	vmovdqu64	3760(%rsp), %zmm27
	vpsrlq	$32, %zmm6, %zmm1
	vpternlogq	$150, 256(%rsp), %zmm25, %zmm1
	vpsrlq	$32, %zmm24, %zmm2
	vpternlogq	$150, 128(%rsp), %zmm25, %zmm2
	vpsrlq	$32, %zmm23, %zmm3
	vpternlogq	$150, 192(%rsp), %zmm25, %zmm3
	vpsrlq	$32, %zmm19, %zmm7
	vpternlogq	$150, 624(%rsp), %zmm25, %zmm7
	vpsrlq	$32, %zmm15, %zmm4
	vpternlogq	$150, 560(%rsp), %zmm25, %zmm4
	vpsrlq	$32, %zmm10, %zmm11
	vpternlogq	$150, %zmm25, %zmm30, %zmm11
	vpsrlq	$32, %zmm5, %zmm12
	vpternlogq	$150, %zmm25, %zmm13, %zmm12
	vpsrlq	$32, %zmm9, %zmm13
	vpternlogq	$150, %zmm25, %zmm14, %zmm13
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm2, %zmm1
	vpmovqd	%zmm7, %ymm2
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm2, %zmm2
	vpmovqd	%zmm11, %ymm3
	vpmovqd	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpmovqd	%zmm13, %ymm4
	vpmovqd	%zmm12, %ymm7
	vinserti64x4	$1, %ymm7, %zmm4, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm7
	vmovdqu64	2992(%rsp), %zmm22
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm6, %zmm22, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm24, %zmm22, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm23, %zmm22, %zmm6
	vpbroadcastq	.LCPI0_6(%rip), %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm11
	vmovdqu64	2672(%rsp), %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm14
	vpbroadcastq	.LCPI0_5(%rip), %zmm21
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm13, %zmm13
	vpternlogq	$150, %zmm19, %zmm22, %zmm8
	vpternlogq	$150, %zmm15, %zmm22, %zmm11
	vpternlogq	$150, %zmm10, %zmm22, %zmm12
	vpternlogq	$150, %zmm5, %zmm22, %zmm13
	vpternlogq	$150, %zmm9, %zmm22, %zmm14
	vpmuludq	%zmm23, %zmm0, %zmm0
	vpmuludq	%zmm23, %zmm7, %zmm5
	vpmuludq	%zmm23, %zmm8, %zmm7
	vpmuludq	%zmm23, %zmm6, %zmm6
	vpmuludq	%zmm23, %zmm12, %zmm8
	vpmuludq	%zmm23, %zmm11, %zmm9
	vpmuludq	%zmm23, %zmm14, %zmm10
	vpmuludq	%zmm23, %zmm13, %zmm11
	vpsrlq	$32, %zmm5, %zmm12
	vpsrlq	$32, %zmm0, %zmm13
	vpsrlq	$32, %zmm6, %zmm14
	vpsrlq	$32, %zmm7, %zmm15
	vpsrlq	$32, %zmm9, %zmm16
	vpmovqd	%zmm13, %ymm13
	vpmovqd	%zmm12, %ymm12
	vinserti64x4	$1, %ymm12, %zmm13, %zmm12
	vpsrlq	$32, %zmm8, %zmm13
	vpmovqd	%zmm15, %ymm15
	vpmovqd	%zmm14, %ymm14
	vinserti64x4	$1, %ymm14, %zmm15, %zmm14
	vpsrlq	$32, %zmm11, %zmm15
	vpmovqd	%zmm13, %ymm13
	vpmovqd	%zmm16, %ymm16
	vinserti64x4	$1, %ymm16, %zmm13, %zmm13
	vpsrlq	$32, %zmm10, %zmm16
	vpmovqd	%zmm16, %ymm16
	vpmovqd	%zmm15, %ymm15
	vinserti64x4	$1, %ymm15, %zmm16, %zmm15
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm0, %zmm0
	vpmovqd	%zmm7, %ymm5
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm5, %zmm5
	vpmovqd	%zmm8, %ymm6
	vpmovqd	%zmm9, %ymm7
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vpmovqd	%zmm10, %ymm7
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_7(%rip), %zmm8
	vpmulld	%zmm8, %zmm1, %zmm1
	vpternlogd	$150, %zmm1, %zmm20, %zmm12
	vpmulld	%zmm8, %zmm2, %zmm1
	vmovdqu64	320(%rsp), %zmm2
	vpternlogd	$150, %zmm1, %zmm20, %zmm14
	vpmulld	%zmm8, %zmm3, %zmm1
	vpternlogd	$150, %zmm1, %zmm20, %zmm13
	vpmulld	%zmm8, %zmm4, %zmm1
	vpternlogd	$150, %zmm1, %zmm20, %zmm15
	vmovdqu64	64(%rsp), %zmm1
	vmovdqu64	%zmm12, -192(%rdx,%r15,4)
	vmovdqu64	%zmm14, -128(%rdx,%r15,4)
	vmovdqu64	%zmm13, -64(%rdx,%r15,4)
	vmovdqu64	%zmm15, (%rdx,%r15,4)
	vmovdqu64	%zmm0, -192(%rdx)
	vmovdqu64	%zmm5, -128(%rdx)
	vmovdqu64	%zmm6, -64(%rdx)
	vmovdqu64	%zmm7, (%rdx)
	vpbroadcastq	.LCPI0_8(%rip), %zmm0
	vpaddq	%zmm0, %zmm1, %zmm1
	vpaddq	%zmm0, %zmm2, %zmm2
	addq	$256, %rdx
	addq	$-64, %rcx
	jne	.LBB0_67
	cmpq	%rbx, %r15
	movl	$3449720151, %r13d
	movq	480(%rsp), %rbx
	movq	472(%rsp), %r8
	movq	464(%rsp), %rsi
	movq	456(%rsp), %rdx
	movq	%rdi, 1072(%rsp)
	je	.LBB0_75
	movq	%r10, %rax
	movq	-80(%rsp), %rcx
	testb	$56, %r15b
	je	.LBB0_73
	movl	%ebp, %eax
	xorl	416(%rsp), %eax
	vpbroadcastq	%rax, %zmm0
	movq	1072(%rsp), %rax
	xorl	424(%rsp), %eax
	vpbroadcastq	%rax, %zmm1
	movq	432(%rsp), %rcx
	movq	440(%rsp), %rdx
	vmovdqu64	4528(%rsp), %zmm2
	vmovdqu64	3696(%rsp), %zmm9
	vmovdqu64	3632(%rsp), %zmm10
	vmovdqu64	3568(%rsp), %zmm11
	vmovdqu64	3504(%rsp), %zmm12
	vmovdqu64	3440(%rsp), %zmm13
	vmovdqu64	3376(%rsp), %zmm14
	vmovdqu64	3312(%rsp), %zmm15
	vmovdqu64	3248(%rsp), %zmm16
	vmovdqu64	3184(%rsp), %zmm17
	vmovdqu64	3120(%rsp), %zmm18
	vmovdqu64	3056(%rsp), %zmm19
	vpbroadcastd	.LCPI0_7(%rip), %ymm24
	vpbroadcastq	.LCPI0_9(%rip), %zmm26
	.p2align	4
.LBB0_71:
	vpaddq	%zmm27, %zmm2, %zmm3
	vpmuludq	%zmm21, %zmm3, %zmm4
	vpternlogq	$150, %zmm9, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm23, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm5, %zmm0, %zmm5
	vpxorq	%zmm4, %zmm29, %zmm4
	vpmuludq	%zmm21, %zmm5, %zmm5
	vpmuludq	%zmm23, %zmm4, %zmm4
	vpsrlq	$32, %zmm5, %zmm6
	vpxorq	%zmm6, %zmm1, %zmm6
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm10, %zmm3, %zmm7
	vpmuludq	%zmm21, %zmm7, %zmm3
	vpmuludq	%zmm23, %zmm6, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm11, %zmm8
	vpternlogq	$150, %zmm12, %zmm5, %zmm7
	vpmuludq	%zmm21, %zmm8, %zmm4
	vpmuludq	%zmm23, %zmm7, %zmm5
	vpsrlq	$32, %zmm4, %zmm7
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm3, %zmm14, %zmm7
	vpternlogq	$150, %zmm13, %zmm6, %zmm8
	vpmuludq	%zmm21, %zmm8, %zmm3
	vpmuludq	%zmm23, %zmm7, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm5, %zmm15, %zmm8
	vpternlogq	$150, %zmm16, %zmm4, %zmm7
	vpmuludq	%zmm21, %zmm8, %zmm4
	vpmuludq	%zmm23, %zmm7, %zmm5
	vpsrlq	$32, %zmm4, %zmm7
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm3, %zmm18, %zmm7
	vpternlogq	$150, %zmm17, %zmm6, %zmm8
	vpmuludq	%zmm21, %zmm8, %zmm3
	vpmuludq	%zmm23, %zmm7, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm5, %zmm19, %zmm6
	vpternlogq	$150, %zmm25, %zmm4, %zmm7
	vpmuludq	%zmm21, %zmm6, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm7, %ymm5
	vpmulld	%ymm24, %ymm5, %ymm5
	vpternlogq	$150, %zmm3, %zmm22, %zmm4
	vpmuludq	%zmm23, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpternlogd	$150, %ymm20, %ymm5, %ymm4
	vmovdqu	%ymm4, (%rcx,%r15,4)
	vpmovqd	%zmm3, (%rcx)
	vpaddq	%zmm26, %zmm2, %zmm2
	addq	$32, %rcx
	addq	$-8, %rdx
	jne	.LBB0_71
	movq	(%rsp), %rax
	movq	%rax, %rcx
	cmpq	%rax, %r15
	movl	$3449720151, %r13d
	movq	480(%rsp), %rbx
	movq	472(%rsp), %r8
	movq	464(%rsp), %rsi
	movq	456(%rsp), %rdx
	movq	%r10, %rax
	je	.LBB0_75
.LBB0_73:
	movq	%rax, 1296(%rsp)
	xorq	416(%rsp), %rbp
	movq	1072(%rsp), %rax
	xorq	424(%rsp), %rax
	movq	%rax, 1072(%rsp)
	movq	%r15, %r10
	subq	%rcx, %r10
	movq	752(%rsp), %rax
	leaq	(%rax,%rcx,4), %rdi
	movq	1296(%rsp), %rax
	addq	392(%rsp), %rcx
	.p2align	4
.LBB0_74:
	movq	%r10, 64(%rsp)
	movl	%ecx, %r15d
	imulq	%r9, %r15
	movq	%rcx, %r11
	xorq	%r12, %r11
	xorq	%r15, %r11
	shrq	$32, %r11
	imulq	%r13, %r11
	movq	%r11, %r10
	shrq	$32, %r10
	xorl	%ebp, %r10d
	imulq	%r9, %r10
	xorl	%eax, %r15d
	imulq	%r13, %r15
	movq	%r15, %rax
	shrq	$32, %rax
	movq	%rdx, %r13
	movq	%rsi, %rdx
	movq	%r8, %rsi
	movq	%rbx, %r8
	movq	%r9, %rbx
	movq	%rbp, %r9
	movq	1280(%rsp), %r12
	movl	%r12d, %ebp
	xorl	%eax, %ebp
	movq	%r10, %r12
	shrq	$32, %r12
	xorl	1072(%rsp), %r12d
	xorl	%ebp, %r11d
	movq	%r9, %rbp
	movq	%rbx, %r9
	movq	%r8, %rbx
	movq	%rsi, %r8
	movq	%rdx, %rsi
	movq	%r13, %rdx
	movl	$3449720151, %r13d
	imulq	%r9, %r11
	imulq	%r13, %r12
	movq	%r12, %rax
	shrq	$32, %rax
	xorl	%ebx, %r15d
	xorl	%eax, %r15d
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	3824(%rsp), %r10d
	xorl	%eax, %r10d
	imulq	%r9, %r15
	imulq	%r13, %r10
	movq	%r10, %rax
	shrq	$32, %rax
	xorl	%r8d, %r12d
	xorl	%eax, %r12d
	movq	%r15, %rax
	shrq	$32, %rax
	xorl	-64(%rsp), %r11d
	xorl	%eax, %r11d
	imulq	%r13, %r11
	imulq	%r9, %r12
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	%esi, %r10d
	xorl	%eax, %r10d
	movq	%r12, %rax
	shrq	$32, %rax
	xorl	24(%rsp), %r15d
	xorl	%eax, %r15d
	imulq	%r9, %r10
	imulq	%r13, %r15
	movq	%r15, %rax
	shrq	$32, %rax
	xorl	1272(%rsp), %r11d
	xorl	%eax, %r11d
	movq	%r10, %rax
	shrq	$32, %rax
	xorl	32(%rsp), %r12d
	xorl	%eax, %r12d
	imulq	%r13, %r12
	shrq	$32, %r12
	xorl	%edx, %r15d
	imulq	%r9, %r11
	xorl	%r12d, %r15d
	movq	-104(%rsp), %r12
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	2928(%rsp), %r10d
	xorl	%eax, %r10d
	imulq	%r9, %r15
	shrq	$32, %r15
	imull	$-845247145, %r10d, %eax
	xorl	1288(%rsp), %r11d
	xorl	%r15d, %r11d
	movq	-120(%rsp), %r15
	imulq	%r13, %r11
	movq	%r11, %r10
	xorl	60(%rsp), %eax
	shrq	$32, %r10
	xorl	%r10d, %eax
	movq	64(%rsp), %r10
	movl	%eax, (%rdi,%r15,4)
	movq	1296(%rsp), %rax
	movl	%r11d, (%rdi)
	addq	$4, %rdi
	incq	%rcx
	decq	%r10
	jne	.LBB0_74
.LBB0_75:
	movq	-56(%rsp), %rsi
	movq	-80(%rsp), %rax
	movq	%rax, %r8
	.p2align	4
.LBB0_76:
	vcvtudq2pd	-192(%rsi), %zmm0
	vcvtudq2pd	-160(%rsi), %zmm1
	vcvtudq2pd	-128(%rsi), %zmm2
	vcvtudq2pd	-96(%rsi), %zmm3
	vcvtudq2pd	-64(%rsi), %zmm4
	vcvtudq2pd	-32(%rsi), %zmm5
	vcvtudq2pd	(%rsi), %zmm6
	vcvtudq2pd	32(%rsi), %zmm7
	vbroadcastsd	.LCPI0_10(%rip), %zmm11
	vaddpd	%zmm11, %zmm1, %zmm8
	vaddpd	%zmm11, %zmm0, %zmm0
	vaddpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm11, %zmm2, %zmm2
	vaddpd	%zmm11, %zmm5, %zmm9
	vaddpd	%zmm11, %zmm4, %zmm5
	vaddpd	%zmm11, %zmm7, %zmm10
	vaddpd	%zmm11, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_11(%rip), %zmm11
	vmulpd	%zmm11, %zmm0, %zmm1
	vmulpd	%zmm11, %zmm8, %zmm7
	vmulpd	%zmm11, %zmm2, %zmm4
	vmulpd	%zmm11, %zmm3, %zmm8
	vmulpd	%zmm11, %zmm5, %zmm5
	vmulpd	%zmm11, %zmm9, %zmm9
	vmulpd	%zmm11, %zmm6, %zmm6
	vmulpd	%zmm11, %zmm10, %zmm10
	vbroadcastsd	.LCPI0_29(%rip), %zmm0
	vmulpd	%zmm0, %zmm7, %zmm15
	vmulpd	%zmm0, %zmm1, %zmm3
	vmulpd	%zmm0, %zmm8, %zmm11
	vmulpd	%zmm0, %zmm4, %zmm13
	vmulpd	%zmm0, %zmm9, %zmm7
	vmulpd	%zmm0, %zmm5, %zmm9
	vmulpd	%zmm0, %zmm10, %zmm1
	vmulpd	%zmm0, %zmm6, %zmm5
	vbroadcastsd	.LCPI0_30(%rip), %zmm14
	vmulpd	%zmm14, %zmm3, %zmm0
	vmulpd	%zmm14, %zmm15, %zmm2
	vmulpd	%zmm14, %zmm13, %zmm4
	vmulpd	%zmm14, %zmm11, %zmm6
	vmulpd	%zmm14, %zmm9, %zmm8
	vmulpd	%zmm14, %zmm7, %zmm10
	vmulpd	%zmm14, %zmm5, %zmm12
	vmulpd	%zmm14, %zmm1, %zmm14
	vbroadcastsd	.LCPI0_31(%rip), %zmm16
	vaddpd	%zmm16, %zmm2, %zmm20
	vmovupd	%zmm20, 1584(%rsp)
	vaddpd	%zmm16, %zmm0, %zmm18
	vmovupd	%zmm18, 1648(%rsp)
	vaddpd	%zmm16, %zmm6, %zmm19
	vmovupd	%zmm19, 1712(%rsp)
	vaddpd	%zmm16, %zmm4, %zmm17
	vmovupd	%zmm17, 1776(%rsp)
	vaddpd	%zmm16, %zmm10, %zmm6
	vmovupd	%zmm6, 1840(%rsp)
	vaddpd	%zmm16, %zmm8, %zmm10
	vmovupd	%zmm10, 1904(%rsp)
	vaddpd	%zmm16, %zmm14, %zmm4
	vmovupd	%zmm4, 1968(%rsp)
	vaddpd	%zmm16, %zmm12, %zmm8
	vmovupd	%zmm8, 2224(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm2
	vaddpd	%zmm2, %zmm18, %zmm21
	vaddpd	%zmm2, %zmm20, %zmm18
	vaddpd	%zmm2, %zmm17, %zmm14
	vaddpd	%zmm2, %zmm19, %zmm12
	vaddpd	%zmm2, %zmm10, %zmm10
	vaddpd	%zmm2, %zmm6, %zmm0
	vaddpd	%zmm2, %zmm8, %zmm6
	vaddpd	%zmm2, %zmm4, %zmm8
	vbroadcastsd	.LCPI0_33(%rip), %zmm31
	vmulpd	%zmm31, %zmm18, %zmm19
	vmulpd	%zmm31, %zmm21, %zmm2
	vmulpd	%zmm31, %zmm12, %zmm16
	vmulpd	%zmm31, %zmm14, %zmm20
	vmulpd	%zmm31, %zmm0, %zmm17
	vsubpd	%zmm2, %zmm3, %zmm4
	vbroadcastsd	.LCPI0_34(%rip), %zmm26
	vmulpd	%zmm26, %zmm21, %zmm2
	vbroadcastsd	.LCPI0_35(%rip), %zmm28
	vmulpd	%zmm28, %zmm21, %zmm22
	vsubpd	%zmm2, %zmm4, %zmm23
	vpsrlq	$52, %zmm3, %zmm3
	vpbroadcastq	.LCPI0_37(%rip), %zmm30
	vpandq	%zmm30, %zmm3, %zmm3
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm30, %zmm23, %zmm23
	vpbroadcastq	.LCPI0_1(%rip), %zmm27
	vpaddq	%zmm27, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm3, %k1
	vsubpd	%zmm22, %zmm4, %zmm3
	vsubpd	%zmm3, %zmm4, %zmm23
	vsubpd	%zmm22, %zmm23, %zmm22
	vmulpd	%zmm31, %zmm10, %zmm23
	vsubpd	%zmm19, %zmm15, %zmm19
	vbroadcastsd	.LCPI0_36(%rip), %zmm29
	vmulpd	%zmm29, %zmm21, %zmm21
	vsubpd	%zmm22, %zmm21, %zmm2 {%k1}
	vmulpd	%zmm26, %zmm18, %zmm21
	vmulpd	%zmm28, %zmm18, %zmm22
	vmovapd	%zmm3, %zmm4 {%k1}
	vsubpd	%zmm21, %zmm19, %zmm3
	vpsrlq	$52, %zmm15, %zmm15
	vpandq	%zmm30, %zmm15, %zmm15
	vpsrlq	$52, %zmm3, %zmm3
	vpandq	%zmm30, %zmm3, %zmm3
	vpaddq	%zmm27, %zmm3, %zmm3
	vpcmpgtq	%zmm3, %zmm15, %k1
	vsubpd	%zmm22, %zmm19, %zmm3
	vsubpd	%zmm3, %zmm19, %zmm15
	vsubpd	%zmm22, %zmm15, %zmm15
	vmulpd	%zmm31, %zmm8, %zmm24
	vsubpd	%zmm20, %zmm13, %zmm22
	vmulpd	%zmm29, %zmm18, %zmm18
	vsubpd	%zmm15, %zmm18, %zmm21 {%k1}
	vmulpd	%zmm26, %zmm14, %zmm15
	vmulpd	%zmm28, %zmm14, %zmm18
	vmovapd	%zmm3, %zmm19 {%k1}
	vsubpd	%zmm15, %zmm22, %zmm3
	vpsrlq	$52, %zmm13, %zmm13
	vpandq	%zmm30, %zmm13, %zmm13
	vpsrlq	$52, %zmm3, %zmm3
	vpandq	%zmm30, %zmm3, %zmm3
	vpaddq	%zmm27, %zmm3, %zmm3
	vpcmpgtq	%zmm3, %zmm13, %k1
	vsubpd	%zmm18, %zmm22, %zmm20
	vsubpd	%zmm20, %zmm22, %zmm3
	vsubpd	%zmm18, %zmm3, %zmm25
	vmulpd	%zmm31, %zmm6, %zmm18
	vsubpd	%zmm16, %zmm11, %zmm3
	vsubpd	%zmm23, %zmm9, %zmm13
	vsubpd	%zmm17, %zmm7, %zmm16
	vsubpd	%zmm18, %zmm5, %zmm17
	vsubpd	%zmm24, %zmm1, %zmm18
	vmulpd	%zmm29, %zmm14, %zmm14
	vsubpd	%zmm25, %zmm14, %zmm15 {%k1}
	vmulpd	%zmm26, %zmm12, %zmm14
	vmulpd	%zmm28, %zmm12, %zmm23
	vmovapd	%zmm20, %zmm22 {%k1}
	vsubpd	%zmm14, %zmm3, %zmm20
	vpsrlq	$52, %zmm11, %zmm11
	vpandq	%zmm30, %zmm11, %zmm11
	vpsrlq	$52, %zmm20, %zmm20
	vpandq	%zmm30, %zmm20, %zmm20
	vpaddq	%zmm27, %zmm20, %zmm20
	vpcmpgtq	%zmm20, %zmm11, %k1
	vsubpd	%zmm23, %zmm3, %zmm11
	vsubpd	%zmm11, %zmm3, %zmm20
	vsubpd	%zmm23, %zmm20, %zmm20
	vmulpd	%zmm26, %zmm10, %zmm23
	vmulpd	%zmm29, %zmm12, %zmm12
	vsubpd	%zmm20, %zmm12, %zmm14 {%k1}
	vmulpd	%zmm26, %zmm0, %zmm24
	vmulpd	%zmm28, %zmm10, %zmm12
	vmovapd	%zmm11, %zmm3 {%k1}
	vsubpd	%zmm23, %zmm13, %zmm11
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm30, %zmm9, %zmm9
	vpsrlq	$52, %zmm11, %zmm11
	vpandq	%zmm30, %zmm11, %zmm11
	vpaddq	%zmm27, %zmm11, %zmm11
	vpcmpgtq	%zmm11, %zmm9, %k1
	vsubpd	%zmm12, %zmm13, %zmm9
	vsubpd	%zmm9, %zmm13, %zmm11
	vsubpd	%zmm12, %zmm11, %zmm11
	vmulpd	%zmm26, %zmm6, %zmm25
	vmulpd	%zmm29, %zmm10, %zmm10
	vsubpd	%zmm11, %zmm10, %zmm23 {%k1}
	vmulpd	%zmm26, %zmm8, %zmm26
	vmulpd	%zmm28, %zmm0, %zmm10
	vmovapd	%zmm9, %zmm13 {%k1}
	vsubpd	%zmm24, %zmm16, %zmm9
	vpsrlq	$52, %zmm7, %zmm7
	vpandq	%zmm30, %zmm7, %zmm7
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm30, %zmm9, %zmm9
	vpaddq	%zmm27, %zmm9, %zmm9
	vpcmpgtq	%zmm9, %zmm7, %k1
	vsubpd	%zmm10, %zmm16, %zmm7
	vsubpd	%zmm7, %zmm16, %zmm9
	vsubpd	%zmm10, %zmm9, %zmm9
	vmulpd	%zmm28, %zmm6, %zmm10
	vmulpd	%zmm29, %zmm0, %zmm0
	vsubpd	%zmm9, %zmm0, %zmm24 {%k1}
	vmulpd	%zmm28, %zmm8, %zmm0
	vsubpd	%zmm0, %zmm18, %zmm9
	vmovapd	%zmm7, %zmm16 {%k1}
	vsubpd	%zmm25, %zmm17, %zmm7
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm30, %zmm5, %zmm5
	vpsrlq	$52, %zmm7, %zmm7
	vpandq	%zmm30, %zmm7, %zmm7
	vpaddq	%zmm27, %zmm7, %zmm7
	vpcmpgtq	%zmm7, %zmm5, %k1
	vsubpd	%zmm10, %zmm17, %zmm5
	vmulpd	%zmm29, %zmm8, %zmm7
	vmulpd	%zmm29, %zmm6, %zmm6
	vsubpd	%zmm9, %zmm18, %zmm8
	vsubpd	%zmm0, %zmm8, %zmm0
	vsubpd	%zmm5, %zmm17, %zmm8
	vsubpd	%zmm10, %zmm8, %zmm8
	vsubpd	%zmm26, %zmm18, %zmm10
	vpsrlq	$52, %zmm1, %zmm1
	vpandq	%zmm30, %zmm1, %zmm1
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm30, %zmm10, %zmm10
	vpaddq	%zmm27, %zmm10, %zmm10
	vmovapd	%zmm5, %zmm17 {%k1}
	vsubpd	%zmm8, %zmm6, %zmm25 {%k1}
	vpcmpgtq	%zmm10, %zmm1, %k1
	vmovapd	%zmm9, %zmm18 {%k1}
	vsubpd	%zmm0, %zmm7, %zmm26 {%k1}
	vsubpd	%zmm21, %zmm19, %zmm12
	vsubpd	%zmm2, %zmm4, %zmm20
	vsubpd	%zmm14, %zmm3, %zmm6
	vsubpd	%zmm15, %zmm22, %zmm29
	vsubpd	%zmm24, %zmm16, %zmm28
	vsubpd	%zmm23, %zmm13, %zmm10
	vsubpd	%zmm26, %zmm18, %zmm9
	vsubpd	%zmm25, %zmm17, %zmm30
	vsubpd	%zmm20, %zmm4, %zmm0
	vmovupd	%zmm20, 64(%rsp)
	vsubpd	%zmm12, %zmm19, %zmm1
	vmovupd	%zmm12, 1008(%rsp)
	vsubpd	%zmm29, %zmm22, %zmm4
	vsubpd	%zmm6, %zmm3, %zmm3
	vmovapd	%zmm6, %zmm19
	vmovupd	%zmm6, 496(%rsp)
	vsubpd	%zmm10, %zmm13, %zmm5
	vmovapd	%zmm10, %zmm22
	vsubpd	%zmm28, %zmm16, %zmm6
	vsubpd	%zmm30, %zmm17, %zmm8
	vmovupd	%zmm30, 1136(%rsp)
	vsubpd	%zmm9, %zmm18, %zmm13
	vmovapd	%zmm9, %zmm16
	vsubpd	%zmm21, %zmm1, %zmm1
	vmovupd	%zmm1, 688(%rsp)
	vsubpd	%zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 560(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 624(%rsp)
	vsubpd	%zmm15, %zmm4, %zmm0
	vmovupd	%zmm0, 192(%rsp)
	vsubpd	%zmm24, %zmm6, %zmm0
	vmovupd	%zmm0, 2160(%rsp)
	vsubpd	%zmm23, %zmm5, %zmm0
	vmovupd	%zmm0, 256(%rsp)
	vsubpd	%zmm26, %zmm13, %zmm0
	vmovupd	%zmm0, 320(%rsp)
	vsubpd	%zmm25, %zmm8, %zmm0
	vmovupd	%zmm0, 128(%rsp)
	vmulpd	%zmm12, %zmm12, %zmm24
	vmulpd	%zmm20, %zmm20, %zmm10
	vmulpd	%zmm19, %zmm19, %zmm12
	vmulpd	%zmm10, %zmm10, %zmm9
	vmovupd	%zmm9, 2544(%rsp)
	vmulpd	%zmm24, %zmm24, %zmm2
	vmovupd	%zmm2, 1072(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm3
	vmulpd	%zmm3, %zmm24, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm24, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm24, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm6
	vmulpd	%zmm6, %zmm24, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm7
	vsubpd	%zmm1, %zmm7, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm8
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm6, %zmm10, %zmm2
	vsubpd	%zmm2, %zmm7, %zmm2
	vmulpd	%zmm2, %zmm10, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1520(%rsp)
	vmulpd	%zmm9, %zmm9, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm10, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vmovapd	%zmm10, %zmm2
	vaddpd	%zmm0, %zmm1, %zmm20
	vmulpd	%zmm6, %zmm12, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm12, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm12, %zmm12, %zmm1
	vmovupd	%zmm1, 1296(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm12, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm12, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm12, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1456(%rsp)
	vmulpd	%zmm29, %zmm29, %zmm27
	vmovapd	%zmm29, %zmm17
	vmovupd	%zmm29, 880(%rsp)
	vmulpd	%zmm6, %zmm27, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm27, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm27, %zmm27, %zmm1
	vmovupd	%zmm1, 2416(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm27, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm21
	vmulpd	%zmm28, %zmm28, %zmm25
	vmovapd	%zmm28, %zmm11
	vmovupd	%zmm28, 944(%rsp)
	vmulpd	%zmm6, %zmm25, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm25, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm25, %zmm25, %zmm1
	vmovupd	%zmm1, 2608(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm25, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1392(%rsp)
	vmovapd	%zmm22, %zmm28
	vmovupd	%zmm22, 4272(%rsp)
	vmulpd	%zmm22, %zmm22, %zmm29
	vmulpd	%zmm6, %zmm29, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm29, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm29, %zmm1
	vmovupd	%zmm1, 2352(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm29, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm18
	vmulpd	%zmm16, %zmm16, %zmm26
	vmovapd	%zmm16, %zmm9
	vmovupd	%zmm16, 4208(%rsp)
	vmulpd	%zmm6, %zmm26, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm26, %zmm26, %zmm1
	vmovupd	%zmm1, 2480(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm26, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2096(%rsp)
	vmulpd	%zmm30, %zmm30, %zmm23
	vmulpd	%zmm6, %zmm23, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm23, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm23, %zmm23, %zmm1
	vmovupd	%zmm1, 4336(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm23, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2288(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm3
	vmulpd	%zmm3, %zmm24, %zmm0
	vbroadcastsd	.LCPI0_44(%rip), %zmm22
	vsubpd	%zmm0, %zmm22, %zmm10
	vsubpd	%zmm10, %zmm22, %zmm16
	vsubpd	%zmm0, %zmm16, %zmm16
	vmovapd	%zmm3, %zmm1
	vmovapd	%zmm2, %zmm19
	vmovupd	%zmm2, 2032(%rsp)
	vmulpd	%zmm3, %zmm2, %zmm0
	vsubpd	%zmm0, %zmm22, %zmm8
	vsubpd	%zmm8, %zmm22, %zmm15
	vsubpd	%zmm0, %zmm15, %zmm7
	vmovapd	%zmm12, %zmm0
	vmovupd	%zmm12, 4144(%rsp)
	vmulpd	%zmm3, %zmm12, %zmm15
	vsubpd	%zmm15, %zmm22, %zmm6
	vsubpd	%zmm6, %zmm22, %zmm14
	vsubpd	%zmm15, %zmm14, %zmm14
	vmulpd	%zmm3, %zmm27, %zmm15
	vsubpd	%zmm15, %zmm22, %zmm5
	vsubpd	%zmm5, %zmm22, %zmm13
	vsubpd	%zmm15, %zmm13, %zmm13
	vmulpd	%zmm3, %zmm25, %zmm15
	vsubpd	%zmm15, %zmm22, %zmm4
	vsubpd	%zmm4, %zmm22, %zmm12
	vsubpd	%zmm15, %zmm12, %zmm12
	vmulpd	%zmm3, %zmm29, %zmm15
	vsubpd	%zmm15, %zmm22, %zmm3
	vsubpd	%zmm3, %zmm22, %zmm30
	vsubpd	%zmm15, %zmm30, %zmm15
	vmulpd	%zmm1, %zmm26, %zmm30
	vsubpd	%zmm30, %zmm22, %zmm2
	vsubpd	%zmm2, %zmm22, %zmm31
	vsubpd	%zmm30, %zmm31, %zmm30
	vmulpd	%zmm1, %zmm23, %zmm31
	vsubpd	%zmm31, %zmm22, %zmm1
	vsubpd	%zmm1, %zmm22, %zmm22
	vsubpd	%zmm31, %zmm22, %zmm22
	vmulpd	%zmm20, %zmm19, %zmm20
	vmovupd	560(%rsp), %zmm19
	vmulpd	64(%rsp), %zmm19, %zmm31
	vsubpd	%zmm31, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm7, %zmm7
	vmulpd	1520(%rsp), %zmm24, %zmm20
	vmovupd	1008(%rsp), %zmm19
	vmulpd	688(%rsp), %zmm19, %zmm31
	vsubpd	%zmm31, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm16, %zmm16
	vmulpd	%zmm21, %zmm27, %zmm20
	vmulpd	192(%rsp), %zmm17, %zmm21
	vsubpd	%zmm21, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm13, %zmm13
	vmulpd	1456(%rsp), %zmm0, %zmm20
	vmovupd	496(%rsp), %zmm31
	vmulpd	624(%rsp), %zmm31, %zmm21
	vsubpd	%zmm21, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm14, %zmm14
	vmulpd	%zmm18, %zmm29, %zmm18
	vmulpd	256(%rsp), %zmm28, %zmm20
	vsubpd	%zmm20, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm15, %zmm15
	vmulpd	1392(%rsp), %zmm25, %zmm18
	vmovupd	2160(%rsp), %zmm28
	vmulpd	%zmm28, %zmm11, %zmm20
	vsubpd	%zmm20, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm12, %zmm12
	vmulpd	2288(%rsp), %zmm23, %zmm11
	vmovupd	1136(%rsp), %zmm20
	vmulpd	128(%rsp), %zmm20, %zmm18
	vsubpd	%zmm18, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm22, %zmm11
	vmulpd	2096(%rsp), %zmm26, %zmm17
	vmulpd	320(%rsp), %zmm9, %zmm18
	vsubpd	%zmm18, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm30, %zmm17
	vaddpd	%zmm16, %zmm10, %zmm0
	vmovupd	%zmm0, 2096(%rsp)
	vaddpd	%zmm7, %zmm8, %zmm0
	vmovupd	%zmm0, 2288(%rsp)
	vaddpd	%zmm14, %zmm6, %zmm0
	vmovupd	%zmm0, 1392(%rsp)
	vaddpd	%zmm13, %zmm5, %zmm0
	vmovupd	%zmm0, 4400(%rsp)
	vaddpd	%zmm12, %zmm4, %zmm0
	vmovupd	%zmm0, 1456(%rsp)
	vaddpd	%zmm15, %zmm3, %zmm0
	vmovupd	%zmm0, 4464(%rsp)
	vaddpd	%zmm17, %zmm2, %zmm0
	vmovupd	%zmm0, 1520(%rsp)
	vaddpd	%zmm11, %zmm1, %zmm0
	vmovupd	%zmm0, 2800(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm12
	vmovupd	2032(%rsp), %zmm6
	vmulpd	%zmm12, %zmm6, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm16
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	2544(%rsp), %zmm6, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm13
	vmulpd	%zmm13, %zmm6, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm14
	vaddpd	%zmm14, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm6, %zmm1
	vbroadcastsd	.LCPI0_47(%rip), %zmm15
	vaddpd	%zmm15, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm12, %zmm24, %zmm1
	vaddpd	%zmm16, %zmm1, %zmm1
	vmulpd	1072(%rsp), %zmm24, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm13, %zmm24, %zmm3
	vaddpd	%zmm14, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm24, %zmm3
	vmovupd	%zmm24, 4080(%rsp)
	vaddpd	%zmm15, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm1, %zmm4
	vmulpd	%zmm12, %zmm27, %zmm1
	vaddpd	%zmm16, %zmm1, %zmm1
	vmulpd	2416(%rsp), %zmm27, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm13, %zmm27, %zmm3
	vaddpd	%zmm14, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm27, %zmm3
	vaddpd	%zmm15, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm1, %zmm1
	vmovupd	4144(%rsp), %zmm30
	vmulpd	%zmm12, %zmm30, %zmm3
	vaddpd	%zmm16, %zmm3, %zmm3
	vmulpd	1296(%rsp), %zmm30, %zmm5
	vmulpd	%zmm3, %zmm5, %zmm3
	vmulpd	%zmm13, %zmm30, %zmm5
	vaddpd	%zmm14, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm30, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm12, %zmm29, %zmm5
	vaddpd	%zmm16, %zmm5, %zmm5
	vmulpd	2352(%rsp), %zmm29, %zmm7
	vmulpd	%zmm5, %zmm7, %zmm5
	vmulpd	%zmm13, %zmm29, %zmm7
	vaddpd	%zmm14, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm29, %zmm7
	vaddpd	%zmm15, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm12, %zmm25, %zmm7
	vaddpd	%zmm16, %zmm7, %zmm7
	vmulpd	2608(%rsp), %zmm25, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm13, %zmm25, %zmm8
	vaddpd	%zmm14, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm25, %zmm8
	vaddpd	%zmm15, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	%zmm12, %zmm23, %zmm8
	vaddpd	%zmm16, %zmm8, %zmm8
	vmulpd	4336(%rsp), %zmm23, %zmm11
	vmulpd	%zmm8, %zmm11, %zmm8
	vmulpd	%zmm13, %zmm23, %zmm11
	vaddpd	%zmm14, %zmm11, %zmm11
	vmulpd	%zmm11, %zmm23, %zmm11
	vaddpd	%zmm15, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm8, %zmm8
	vmulpd	%zmm12, %zmm26, %zmm11
	vaddpd	%zmm16, %zmm11, %zmm11
	vmulpd	2480(%rsp), %zmm26, %zmm12
	vmulpd	%zmm11, %zmm12, %zmm11
	vmulpd	%zmm13, %zmm26, %zmm12
	vaddpd	%zmm14, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm26, %zmm12
	vaddpd	%zmm15, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm11, %zmm11
	vmulpd	%zmm24, %zmm19, %zmm9
	vmovupd	%zmm9, 1072(%rsp)
	vmulpd	%zmm4, %zmm9, %zmm4
	vbroadcastsd	.LCPI0_10(%rip), %zmm22
	vmovupd	688(%rsp), %zmm21
	vmulpd	%zmm22, %zmm21, %zmm13
	vsubpd	%zmm4, %zmm13, %zmm4
	vmulpd	64(%rsp), %zmm6, %zmm24
	vmulpd	%zmm0, %zmm24, %zmm0
	vmovupd	560(%rsp), %zmm13
	vmulpd	%zmm22, %zmm13, %zmm14
	vsubpd	%zmm0, %zmm14, %zmm0
	vmovupd	%zmm0, 1296(%rsp)
	vmulpd	%zmm30, %zmm31, %zmm14
	vmulpd	%zmm3, %zmm14, %zmm3
	vmovupd	624(%rsp), %zmm12
	vmulpd	%zmm22, %zmm12, %zmm15
	vsubpd	%zmm3, %zmm15, %zmm3
	vmulpd	880(%rsp), %zmm27, %zmm15
	vmulpd	%zmm1, %zmm15, %zmm1
	vmovupd	192(%rsp), %zmm10
	vmulpd	%zmm22, %zmm10, %zmm16
	vsubpd	%zmm1, %zmm16, %zmm9
	vmulpd	944(%rsp), %zmm25, %zmm16
	vmulpd	%zmm7, %zmm16, %zmm7
	vmovapd	%zmm28, %zmm6
	vmulpd	%zmm22, %zmm28, %zmm17
	vsubpd	%zmm7, %zmm17, %zmm7
	vmovupd	4272(%rsp), %zmm28
	vmulpd	%zmm29, %zmm28, %zmm17
	vmulpd	%zmm5, %zmm17, %zmm5
	vmovupd	256(%rsp), %zmm2
	vmulpd	%zmm22, %zmm2, %zmm18
	vsubpd	%zmm5, %zmm18, %zmm5
	vmovupd	4208(%rsp), %zmm31
	vmulpd	%zmm26, %zmm31, %zmm18
	vmulpd	%zmm11, %zmm18, %zmm11
	vmovupd	320(%rsp), %zmm1
	vmulpd	%zmm22, %zmm1, %zmm19
	vsubpd	%zmm11, %zmm19, %zmm11
	vmulpd	%zmm23, %zmm20, %zmm19
	vmulpd	%zmm8, %zmm19, %zmm8
	vmovupd	128(%rsp), %zmm0
	vmulpd	%zmm22, %zmm0, %zmm20
	vsubpd	%zmm8, %zmm20, %zmm8
	vmulpd	4080(%rsp), %zmm4, %zmm4
	vmovupd	1296(%rsp), %zmm20
	vmulpd	2032(%rsp), %zmm20, %zmm20
	vmulpd	%zmm3, %zmm30, %zmm3
	vmulpd	%zmm9, %zmm27, %zmm27
	vmulpd	%zmm7, %zmm25, %zmm7
	vmulpd	%zmm5, %zmm29, %zmm5
	vmulpd	%zmm11, %zmm26, %zmm9
	vmulpd	%zmm8, %zmm23, %zmm8
	vsubpd	%zmm13, %zmm20, %zmm20
	vsubpd	%zmm21, %zmm4, %zmm4
	vsubpd	%zmm10, %zmm27, %zmm10
	vsubpd	%zmm12, %zmm3, %zmm3
	vsubpd	%zmm2, %zmm5, %zmm5
	vsubpd	%zmm6, %zmm7, %zmm7
	vsubpd	%zmm0, %zmm8, %zmm2
	vsubpd	%zmm1, %zmm9, %zmm8
	vbroadcastsd	.LCPI0_50(%rip), %zmm11
	vmulpd	%zmm11, %zmm24, %zmm9
	vaddpd	%zmm9, %zmm20, %zmm0
	vmulpd	1072(%rsp), %zmm11, %zmm9
	vaddpd	%zmm9, %zmm4, %zmm4
	vmulpd	%zmm11, %zmm15, %zmm9
	vaddpd	%zmm9, %zmm10, %zmm1
	vmulpd	%zmm11, %zmm14, %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm11, %zmm17, %zmm9
	vaddpd	%zmm9, %zmm5, %zmm5
	vmulpd	%zmm11, %zmm16, %zmm9
	vaddpd	%zmm9, %zmm7, %zmm7
	vmulpd	%zmm11, %zmm19, %zmm9
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm11, %zmm18, %zmm9
	vaddpd	%zmm9, %zmm8, %zmm8
	vmovupd	64(%rsp), %zmm6
	vsubpd	%zmm0, %zmm6, %zmm25
	vmovupd	1008(%rsp), %zmm0
	vsubpd	%zmm4, %zmm0, %zmm24
	vmovupd	880(%rsp), %zmm0
	vsubpd	%zmm1, %zmm0, %zmm23
	vmovupd	496(%rsp), %zmm0
	vsubpd	%zmm3, %zmm0, %zmm21
	vsubpd	%zmm5, %zmm28, %zmm19
	vmovupd	944(%rsp), %zmm0
	vsubpd	%zmm7, %zmm0, %zmm20
	vmovupd	1136(%rsp), %zmm0
	vsubpd	%zmm2, %zmm0, %zmm18
	vsubpd	%zmm8, %zmm31, %zmm10
	vbroadcastsd	.LCPI0_51(%rip), %zmm3
	vmovupd	2288(%rsp), %zmm14
	vxorpd	%zmm3, %zmm14, %zmm9
	vmovupd	2096(%rsp), %zmm17
	vxorpd	%zmm3, %zmm17, %zmm8
	vmovupd	4400(%rsp), %zmm12
	vxorpd	%zmm3, %zmm12, %zmm7
	vmovupd	1392(%rsp), %zmm15
	vxorpd	%zmm3, %zmm15, %zmm5
	vmovupd	4464(%rsp), %zmm6
	vxorpd	%zmm3, %zmm6, %zmm4
	vmovupd	1456(%rsp), %zmm13
	vxorpd	%zmm3, %zmm13, %zmm2
	vmovupd	2800(%rsp), %zmm27
	vxorpd	%zmm3, %zmm27, %zmm1
	vmovupd	1520(%rsp), %zmm26
	vxorpd	%zmm3, %zmm26, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm11
	vmovdqu64	1584(%rsp), %zmm16
	vptestnmq	%zmm11, %zmm16, %k1
	vmovapd	%zmm17, %zmm8 {%k1}
	vxorpd	%zmm3, %zmm24, %zmm24 {%k1}
	vmovdqu64	1648(%rsp), %zmm17
	vptestnmq	%zmm11, %zmm17, %k1
	vmovapd	%zmm14, %zmm9 {%k1}
	vxorpd	%zmm3, %zmm25, %zmm25 {%k1}
	vmovdqu64	1712(%rsp), %zmm14
	vptestnmq	%zmm11, %zmm14, %k1
	vmovapd	%zmm15, %zmm5 {%k1}
	vxorpd	%zmm3, %zmm21, %zmm21 {%k1}
	vmovdqu64	1776(%rsp), %zmm15
	vptestnmq	%zmm11, %zmm15, %k1
	vmovapd	%zmm12, %zmm7 {%k1}
	vxorpd	%zmm3, %zmm23, %zmm23 {%k1}
	vmovdqu64	1840(%rsp), %zmm12
	vptestnmq	%zmm11, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm3, %zmm20, %zmm20 {%k1}
	vmovdqu64	1904(%rsp), %zmm13
	vptestnmq	%zmm11, %zmm13, %k1
	vmovapd	%zmm6, %zmm4 {%k1}
	vxorpd	%zmm3, %zmm19, %zmm19 {%k1}
	vmovdqu64	1968(%rsp), %zmm6
	vptestnmq	%zmm11, %zmm6, %k1
	vmovapd	%zmm26, %zmm0 {%k1}
	vxorpd	%zmm3, %zmm10, %zmm10 {%k1}
	vmovapd	%zmm10, %zmm26
	vmovdqu64	2224(%rsp), %zmm10
	vptestnmq	%zmm11, %zmm10, %k1
	vmovapd	%zmm27, %zmm1 {%k1}
	vxorpd	%zmm3, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm3
	vptestnmq	%zmm3, %zmm17, %k1
	vmovapd	%zmm9, %zmm25 {%k1}
	vmovupd	%zmm25, 128(%rsp)
	vptestnmq	%zmm3, %zmm16, %k1
	vmovapd	%zmm8, %zmm24 {%k1}
	vmovupd	%zmm24, 256(%rsp)
	vptestnmq	%zmm3, %zmm15, %k1
	vmovapd	%zmm7, %zmm23 {%k1}
	vmovupd	%zmm23, 688(%rsp)
	vptestnmq	%zmm3, %zmm14, %k1
	vmovapd	%zmm5, %zmm21 {%k1}
	vmovupd	%zmm21, 624(%rsp)
	vptestnmq	%zmm3, %zmm13, %k1
	vmovapd	%zmm4, %zmm19 {%k1}
	vmovupd	%zmm19, 192(%rsp)
	vptestnmq	%zmm3, %zmm12, %k1
	vmovapd	%zmm2, %zmm20 {%k1}
	vmovupd	%zmm20, 560(%rsp)
	vptestnmq	%zmm3, %zmm10, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 496(%rsp)
	vptestnmq	%zmm3, %zmm6, %k1
	vmovapd	%zmm0, %zmm26 {%k1}
	vmovupd	%zmm26, 1008(%rsp)
	vcvtudq2pd	-192(%rsi,%r15,4), %zmm0
	vcvtudq2pd	-160(%rsi,%r15,4), %zmm1
	vcvtudq2pd	-128(%rsi,%r15,4), %zmm2
	vcvtudq2pd	-96(%rsi,%r15,4), %zmm3
	vcvtudq2pd	-64(%rsi,%r15,4), %zmm4
	vcvtudq2pd	-32(%rsi,%r15,4), %zmm5
	vcvtudq2pd	(%rsi,%r15,4), %zmm6
	vcvtudq2pd	32(%rsi,%r15,4), %zmm7
	vaddpd	%zmm22, %zmm1, %zmm1
	vaddpd	%zmm22, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm3, %zmm3
	vaddpd	%zmm22, %zmm2, %zmm2
	vaddpd	%zmm22, %zmm5, %zmm5
	vaddpd	%zmm22, %zmm4, %zmm4
	vaddpd	%zmm22, %zmm7, %zmm7
	vaddpd	%zmm22, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_11(%rip), %zmm9
	vmulpd	%zmm9, %zmm0, %zmm8
	vmulpd	%zmm9, %zmm1, %zmm1
	vmulpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm9, %zmm4, %zmm4
	vmulpd	%zmm9, %zmm5, %zmm5
	vmulpd	%zmm9, %zmm6, %zmm6
	vmulpd	%zmm9, %zmm7, %zmm7
	vpsrlq	$32, %zmm1, %zmm0
	vpsrlq	$32, %zmm8, %zmm9
	vpsrlq	$32, %zmm3, %zmm10
	vpsrlq	$32, %zmm2, %zmm11
	vpsrlq	$32, %zmm5, %zmm12
	vpsrlq	$32, %zmm4, %zmm13
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm6, %zmm15
	vpbroadcastq	.LCPI0_12(%rip), %zmm16
	vpaddq	%zmm16, %zmm9, %zmm9
	vmovdqu64	%zmm9, 1840(%rsp)
	vpaddq	%zmm16, %zmm0, %zmm19
	vmovdqu64	%zmm19, 1904(%rsp)
	vpaddq	%zmm16, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1968(%rsp)
	vpaddq	%zmm16, %zmm10, %zmm18
	vmovdqu64	%zmm18, 2224(%rsp)
	vpaddq	%zmm16, %zmm13, %zmm13
	vmovdqu64	%zmm13, 2032(%rsp)
	vpaddq	%zmm16, %zmm12, %zmm17
	vmovdqu64	%zmm17, 1136(%rsp)
	vpaddq	%zmm16, %zmm15, %zmm15
	vmovdqu64	%zmm15, 944(%rsp)
	vpaddq	%zmm16, %zmm14, %zmm16
	vmovdqu64	%zmm16, 880(%rsp)
	vpsllq	$32, %zmm9, %zmm0
	vpsllq	$32, %zmm19, %zmm9
	vpsllq	$32, %zmm11, %zmm10
	vpsllq	$32, %zmm18, %zmm11
	vpsllq	$32, %zmm13, %zmm12
	vpsllq	$32, %zmm17, %zmm13
	vpsllq	$32, %zmm15, %zmm14
	vpsllq	$32, %zmm16, %zmm15
	vpbroadcastq	.LCPI0_14(%rip), %zmm16
	vpandq	%zmm16, %zmm9, %zmm9
	vpandq	%zmm16, %zmm0, %zmm18
	vpandq	%zmm16, %zmm11, %zmm11
	vpandq	%zmm16, %zmm10, %zmm20
	vpandq	%zmm16, %zmm13, %zmm0
	vpandq	%zmm16, %zmm12, %zmm22
	vpandq	%zmm16, %zmm15, %zmm25
	vpandq	%zmm16, %zmm14, %zmm27
	vpbroadcastq	.LCPI0_15(%rip), %zmm10
	vpternlogq	$248, %zmm10, %zmm8, %zmm18
	vpternlogq	$248, %zmm10, %zmm1, %zmm9
	vpternlogq	$248, %zmm10, %zmm2, %zmm20
	vpternlogq	$248, %zmm10, %zmm3, %zmm11
	vpternlogq	$248, %zmm10, %zmm4, %zmm22
	vpternlogq	$248, %zmm10, %zmm5, %zmm0
	vpternlogq	$248, %zmm10, %zmm6, %zmm27
	vpternlogq	$248, %zmm10, %zmm7, %zmm25
	vpbroadcastq	.LCPI0_16(%rip), %zmm12
	vpaddq	%zmm12, %zmm9, %zmm1
	vpaddq	%zmm12, %zmm18, %zmm2
	vbroadcastsd	.LCPI0_17(%rip), %zmm23
	vaddpd	%zmm23, %zmm2, %zmm4
	vmovupd	%zmm4, 320(%rsp)
	vaddpd	%zmm23, %zmm1, %zmm3
	vmovupd	%zmm3, 64(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm24
	vaddpd	%zmm24, %zmm3, %zmm1
	vaddpd	%zmm24, %zmm4, %zmm2
	vdivpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm2, 1712(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1776(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm29
	vmulpd	%zmm2, %zmm2, %zmm28
	vmulpd	%zmm28, %zmm28, %zmm1
	vmulpd	%zmm29, %zmm29, %zmm2
	vbroadcastsd	.LCPI0_19(%rip), %zmm4
	vmulpd	%zmm4, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_20(%rip), %zmm5
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_21(%rip), %zmm6
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vmovupd	%zmm3, 1584(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 1296(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 1072(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2544(%rsp)
	vpaddq	%zmm12, %zmm11, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm30
	vaddpd	%zmm24, %zmm30, %zmm1
	vdivpd	%zmm1, %zmm30, %zmm1
	vmovupd	%zmm1, 1648(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2480(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2416(%rsp)
	vpaddq	%zmm12, %zmm20, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm20
	vaddpd	%zmm24, %zmm20, %zmm1
	vdivpd	%zmm1, %zmm20, %zmm1
	vmovupd	%zmm1, 2160(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 2352(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1520(%rsp)
	vpaddq	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm23, %zmm0, %zmm21
	vaddpd	%zmm24, %zmm21, %zmm0
	vdivpd	%zmm0, %zmm21, %zmm0
	vmovupd	%zmm0, 2608(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1392(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm31
	vpaddq	%zmm12, %zmm22, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm22
	vaddpd	%zmm24, %zmm22, %zmm1
	vdivpd	%zmm1, %zmm22, %zmm26
	vmulpd	%zmm26, %zmm26, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm19
	vaddpd	%zmm5, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm1, %zmm19
	vaddpd	%zmm6, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm1, %zmm19
	vmulpd	%zmm7, %zmm1, %zmm17
	vaddpd	%zmm8, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm1, %zmm17
	vaddpd	%zmm9, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm1, %zmm17
	vpaddq	%zmm12, %zmm25, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm25
	vaddpd	%zmm24, %zmm25, %zmm1
	vdivpd	%zmm1, %zmm25, %zmm18
	vmulpd	%zmm18, %zmm18, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm0
	vmulpd	%zmm4, %zmm0, %zmm16
	vaddpd	%zmm5, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm0, %zmm16
	vaddpd	%zmm6, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm0, %zmm16
	vmulpd	%zmm7, %zmm0, %zmm15
	vaddpd	%zmm8, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm0, %zmm15
	vaddpd	%zmm9, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm0, %zmm10
	vpaddq	%zmm12, %zmm27, %zmm15
	vaddpd	%zmm23, %zmm15, %zmm27
	vaddpd	%zmm24, %zmm27, %zmm15
	vdivpd	%zmm15, %zmm27, %zmm15
	vmulpd	%zmm15, %zmm15, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm0, %zmm24
	vaddpd	%zmm5, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm24
	vaddpd	%zmm6, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm24
	vmulpd	%zmm7, %zmm0, %zmm23
	vaddpd	%zmm8, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vaddpd	%zmm9, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_25(%rip), %zmm6
	vaddpd	1296(%rsp), %zmm6, %zmm23
	vmulpd	%zmm23, %zmm29, %zmm23
	vaddpd	1584(%rsp), %zmm23, %zmm23
	vaddpd	2544(%rsp), %zmm6, %zmm29
	vmulpd	%zmm29, %zmm28, %zmm28
	vaddpd	1072(%rsp), %zmm28, %zmm28
	vaddpd	2416(%rsp), %zmm6, %zmm29
	vmulpd	%zmm29, %zmm14, %zmm9
	vaddpd	2480(%rsp), %zmm9, %zmm9
	vaddpd	1520(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm7
	vaddpd	2352(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm31, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm5
	vaddpd	1392(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm17, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm19, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm24, %zmm1
	vmovupd	320(%rsp), %zmm2
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm28, %zmm0, %zmm2
	vmulpd	1712(%rsp), %zmm2, %zmm13
	vmovupd	64(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm23, %zmm2, %zmm4
	vmulpd	1776(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm20, %zmm4
	vmulpd	%zmm4, %zmm20, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	2160(%rsp), %zmm7, %zmm7
	vmovupd	%zmm30, 1456(%rsp)
	vmulpd	%zmm6, %zmm30, %zmm16
	vmulpd	%zmm16, %zmm30, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	1648(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm22, %zmm17
	vmulpd	%zmm17, %zmm22, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm26, %zmm3
	vmulpd	%zmm6, %zmm21, %zmm8
	vmulpd	%zmm8, %zmm21, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2608(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm27, %zmm19
	vmulpd	%zmm19, %zmm27, %zmm19
	vaddpd	%zmm1, %zmm19, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm25, %zmm15
	vmulpd	%zmm15, %zmm25, %zmm15
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm18, %zmm6
	vpsrlq	$20, 1840(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm12
	vpaddq	%zmm12, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm10
	vmulpd	%zmm10, %zmm11, %zmm23
	vaddpd	%zmm13, %zmm23, %zmm13
	vpsrlq	$20, 1904(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm10, %zmm23, %zmm24
	vaddpd	%zmm14, %zmm24, %zmm14
	vpsrlq	$20, 1968(%rsp), %zmm24
	vpaddq	%zmm12, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm10, %zmm24, %zmm26
	vaddpd	%zmm7, %zmm26, %zmm7
	vpsrlq	$20, 2224(%rsp), %zmm26
	vpaddq	%zmm12, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm10, %zmm26, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 2032(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm10, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 1136(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm10, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 944(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm10, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 880(%rsp), %zmm31
	vpaddq	%zmm12, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm10, %zmm31, %zmm12
	vaddpd	%zmm6, %zmm12, %zmm6
	vsubpd	%zmm0, %zmm13, %zmm0
	vsubpd	%zmm2, %zmm14, %zmm2
	vsubpd	%zmm4, %zmm7, %zmm4
	vsubpd	%zmm16, %zmm9, %zmm7
	vbroadcastsd	.LCPI0_28(%rip), %zmm16
	vsubpd	%zmm17, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm19, %zmm1, %zmm1
	vsubpd	%zmm15, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_27(%rip), %zmm15
	vaddpd	64(%rsp), %zmm2, %zmm2
	vaddpd	320(%rsp), %zmm0, %zmm0
	vaddpd	1456(%rsp), %zmm7, %zmm7
	vaddpd	%zmm4, %zmm20, %zmm4
	vaddpd	%zmm5, %zmm21, %zmm5
	vaddpd	%zmm3, %zmm22, %zmm3
	vaddpd	%zmm6, %zmm25, %zmm6
	vaddpd	%zmm1, %zmm27, %zmm1
	vmulpd	%zmm15, %zmm23, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm15, %zmm11, %zmm8
	vaddpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm15, %zmm26, %zmm8
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm15, %zmm24, %zmm8
	vaddpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm15, %zmm29, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm15, %zmm28, %zmm8
	vaddpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm15, %zmm31, %zmm8
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm15, %zmm30, %zmm8
	vaddpd	%zmm1, %zmm8, %zmm1
	vmulpd	%zmm16, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	128(%rsp), %zmm0, %zmm0
	vmulpd	%zmm16, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	256(%rsp), %zmm2, %zmm2
	vmulpd	%zmm16, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	688(%rsp), %zmm4, %zmm4
	vmulpd	%zmm16, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	624(%rsp), %zmm7, %zmm7
	vmulpd	%zmm16, %zmm5, %zmm5
	vmulpd	%zmm16, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	192(%rsp), %zmm3, %zmm3
	vmulpd	560(%rsp), %zmm5, %zmm5
	vmulpd	%zmm16, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	496(%rsp), %zmm1, %zmm1
	vmulpd	%zmm16, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	1008(%rsp), %zmm6, %zmm6
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm4, %ymm4
	vinsertf64x4	$1, %ymm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm7, %ymm2
	vinsertf64x4	$1, %ymm2, %zmm4, %zmm2
	vcvtpd2ps	%zmm3, %ymm3
	vcvtpd2ps	%zmm5, %ymm4
	vcvtpd2ps	%zmm1, %ymm1
	vcvtpd2ps	%zmm6, %ymm5
	vinsertf64x4	$1, %ymm4, %zmm3, %zmm3
	vinsertf64x4	$1, %ymm5, %zmm1, %zmm1
	vmovupd	%zmm0, -192(%rsi,%r15,4)
	vmovups	%zmm2, -128(%rsi,%r15,4)
	vmovupd	%zmm3, -64(%rsi,%r15,4)
	vmovupd	%zmm1, (%rsi,%r15,4)
	addq	$256, %rsi
	addq	$-64, %r8
	jne	.LBB0_76
	cmpq	%rax, %r15
	movq	752(%rsp), %r8
	movabsq	$4611686018427387902, %rbp
	movabsq	$4604544269498187776, %r9
	vmovaps	.LCPI0_60(%rip), %zmm13
	vmovaps	.LCPI0_61(%rip), %zmm9
	vpbroadcastq	.LCPI0_37(%rip), %zmm2
	vbroadcastsd	.LCPI0_44(%rip), %zmm1
	vmovsd	.LCPI0_10(%rip), %xmm21
	vmovsd	.LCPI0_11(%rip), %xmm14
	vmovsd	.LCPI0_18(%rip), %xmm28
	vmovsd	.LCPI0_23(%rip), %xmm18
	vmovapd	.LCPI0_59(%rip), %xmm23
	vmovsd	.LCPI0_26(%rip), %xmm24
	vmovsd	.LCPI0_27(%rip), %xmm26
	vmovsd	.LCPI0_28(%rip), %xmm27
	vmovsd	.LCPI0_29(%rip), %xmm12
	vmovsd	.LCPI0_30(%rip), %xmm29
	vmovsd	.LCPI0_31(%rip), %xmm30
	vmovsd	.LCPI0_55(%rip), %xmm31
	vmovsd	.LCPI0_44(%rip), %xmm11
	vmovsd	.LCPI0_48(%rip), %xmm17
	vmovsd	.LCPI0_49(%rip), %xmm19
	vmovsd	.LCPI0_50(%rip), %xmm10
	movl	56(%rsp), %r10d
	je	.LBB0_84
	testb	$56, %r15b
	je	.LBB0_82
	movq	432(%rsp), %rcx
	movq	440(%rsp), %rdx
	vmovapd	%zmm1, %zmm27
	vbroadcastsd	.LCPI0_10(%rip), %zmm15
	vmovdqa64	%zmm2, %zmm12
	vbroadcastsd	.LCPI0_11(%rip), %zmm16
	vbroadcastsd	.LCPI0_42(%rip), %zmm30
	vbroadcastsd	.LCPI0_43(%rip), %zmm19
	vbroadcastsd	.LCPI0_45(%rip), %zmm29
	vbroadcastsd	.LCPI0_46(%rip), %zmm28
	vbroadcastsd	.LCPI0_47(%rip), %zmm21
	vbroadcastsd	.LCPI0_48(%rip), %zmm17
	vbroadcastsd	.LCPI0_49(%rip), %zmm24
	vbroadcastsd	.LCPI0_50(%rip), %zmm18
	vbroadcastsd	.LCPI0_51(%rip), %zmm31
	vpbroadcastq	.LCPI0_52(%rip), %zmm10
	vpbroadcastq	.LCPI0_53(%rip), %zmm11
	vpbroadcastq	.LCPI0_15(%rip), %zmm23
	vbroadcastsd	.LCPI0_55(%rip), %zmm14
	vbroadcastsd	.LCPI0_56(%rip), %zmm26
	.p2align	4
.LBB0_80:
	vcvtudq2pd	(%rcx,%r15,4), %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	%zmm16, %zmm0, %zmm0
	vcvtudq2pd	(%rcx), %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	%zmm16, %zmm1, %zmm1
	vpsrlq	$32, %zmm0, %zmm2
	vpaddq	.LCPI0_12(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$20, %zmm2, %zmm3
	vpaddq	.LCPI0_13(%rip){1to8}, %zmm3, %zmm3
	vpsllq	$32, %zmm2, %zmm2
	vpandq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm2
	vpternlogq	$248, %zmm23, %zmm0, %zmm2
	vpaddq	.LCPI0_16(%rip){1to8}, %zmm2, %zmm0
	vaddpd	.LCPI0_17(%rip){1to8}, %zmm0, %zmm0
	vaddpd	.LCPI0_18(%rip){1to8}, %zmm0, %zmm2
	vdivpd	%zmm2, %zmm0, %zmm2
	vmulpd	%zmm15, %zmm0, %zmm4
	vmulpd	%zmm4, %zmm0, %zmm4
	vmulpd	%zmm2, %zmm2, %zmm5
	vmulpd	%zmm5, %zmm5, %zmm6
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm6, %zmm7
	vaddpd	.LCPI0_20(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	.LCPI0_21(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vmulpd	.LCPI0_22(%rip){1to8}, %zmm6, %zmm8
	vaddpd	.LCPI0_23(%rip){1to8}, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm6, %zmm8
	vaddpd	.LCPI0_24(%rip){1to8}, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm6, %zmm6
	vaddpd	.LCPI0_25(%rip){1to8}, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm7, %zmm5
	vcvtqq2pd	%zmm3, %zmm3
	vaddpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm5, %zmm2, %zmm2
	vmulpd	.LCPI0_26(%rip){1to8}, %zmm3, %zmm5
	vaddpd	%zmm2, %zmm5, %zmm2
	vsubpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm0
	vmulpd	.LCPI0_27(%rip){1to8}, %zmm3, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm0
	vmulpd	.LCPI0_29(%rip){1to8}, %zmm1, %zmm2
	vmulpd	.LCPI0_30(%rip){1to8}, %zmm2, %zmm1
	vaddpd	.LCPI0_31(%rip){1to8}, %zmm1, %zmm1
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm1, %zmm3
	vmulpd	%zmm14, %zmm3, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm4
	vmulpd	.LCPI0_34(%rip){1to8}, %zmm3, %zmm5
	vmulpd	.LCPI0_35(%rip){1to8}, %zmm3, %zmm6
	vsubpd	%zmm6, %zmm4, %zmm7
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm4, %zmm8
	vsubpd	%zmm6, %zmm8, %zmm6
	vsubpd	%zmm5, %zmm4, %zmm8
	vpsrlq	$52, %zmm2, %zmm2
	vpandq	%zmm12, %zmm2, %zmm2
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm12, %zmm8, %zmm8
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm2, %k1
	vmovapd	%zmm7, %zmm4 {%k1}
	vsubpd	%zmm6, %zmm3, %zmm5 {%k1}
	vsubpd	%zmm5, %zmm4, %zmm2
	vsubpd	%zmm2, %zmm4, %zmm3
	vsubpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm2, %zmm2, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	.LCPI0_38(%rip){1to8}, %zmm4, %zmm6
	vaddpd	.LCPI0_39(%rip){1to8}, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	.LCPI0_40(%rip){1to8}, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm26, %zmm4, %zmm7
	vaddpd	%zmm30, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm19, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm15, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm27, %zmm8
	vsubpd	%zmm8, %zmm27, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm9
	vsubpd	%zmm9, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm29, %zmm4, %zmm7
	vaddpd	%zmm28, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm21, %zmm7, %zmm7
	vmulpd	%zmm17, %zmm4, %zmm8
	vaddpd	%zmm24, %zmm8, %zmm8
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm2, %zmm7
	vmulpd	%zmm15, %zmm3, %zmm8
	vmulpd	%zmm5, %zmm7, %zmm5
	vsubpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vsubpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm18, %zmm7, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm2, %zmm2
	vptestnmq	%zmm10, %zmm1, %k1
	vptestnmq	%zmm11, %zmm1, %k2
	vxorpd	%zmm31, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm31, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	.LCPI0_28(%rip){1to8}, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovupd	%ymm0, (%rcx,%r15,4)
	addq	$32, %rcx
	addq	$-8, %rdx
	jne	.LBB0_80
	movq	(%rsp), %rcx
	movq	%rcx, %rax
	cmpq	%rcx, %r15
	vmovaps	.LCPI0_61(%rip), %zmm9
	vmovsd	.LCPI0_10(%rip), %xmm21
	vmovsd	.LCPI0_11(%rip), %xmm14
	vmovsd	.LCPI0_18(%rip), %xmm28
	vmovsd	.LCPI0_23(%rip), %xmm18
	vmovapd	.LCPI0_59(%rip), %xmm23
	vmovsd	.LCPI0_26(%rip), %xmm24
	vmovsd	.LCPI0_27(%rip), %xmm26
	vmovsd	.LCPI0_28(%rip), %xmm27
	vmovsd	.LCPI0_29(%rip), %xmm12
	vmovsd	.LCPI0_30(%rip), %xmm29
	vmovsd	.LCPI0_31(%rip), %xmm30
	vmovsd	.LCPI0_55(%rip), %xmm31
	vmovsd	.LCPI0_44(%rip), %xmm11
	vmovsd	.LCPI0_48(%rip), %xmm17
	vmovsd	.LCPI0_49(%rip), %xmm19
	vmovsd	.LCPI0_50(%rip), %xmm10
	je	.LBB0_84
.LBB0_82:
	movq	%r15, %rcx
	subq	%rax, %rcx
	leaq	(%r8,%rax,4), %rdx
	.p2align	4
.LBB0_83:
	vcvtusi2sdl	(%rdx,%r15,4), %xmm25, %xmm0
	vaddsd	%xmm21, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm14, %xmm0
	vcvtusi2sdl	(%rdx), %xmm25, %xmm1
	vaddsd	%xmm21, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm14, %xmm1
	vmovq	%xmm0, %rax
	movl	%eax, %esi
	shrq	$32, %rax
	addq	$614242, %rax
	movq	%rax, %rdi
	shrq	$20, %rdi
	addq	$-1023, %rdi
	andl	$1048575, %eax
	shlq	$32, %rax
	orq	%rax, %rsi
	addq	%r9, %rsi
	vmovq	%rsi, %xmm0
	vaddsd	.LCPI0_17(%rip), %xmm0, %xmm0
	vmulsd	%xmm21, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm2
	vaddsd	%xmm28, %xmm0, %xmm3
	vdivsd	%xmm3, %xmm0, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm5
	vmulsd	.LCPI0_22(%rip), %xmm5, %xmm6
	vaddsd	%xmm18, %xmm6, %xmm6
	vmovddup	.LCPI0_19(%rip), %xmm7
	vunpcklpd	%xmm6, %xmm7, %xmm6
	vmovddup	%xmm5, %xmm5
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	.LCPI0_58(%rip), %xmm6, %xmm6
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	%xmm23, %xmm6, %xmm6
	vunpcklpd	%xmm4, %xmm5, %xmm4
	vmulpd	%xmm6, %xmm4, %xmm4
	vshufpd	$1, %xmm4, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm4, %xmm4
	vcvtsi2sd	%rdi, %xmm15, %xmm5
	vaddsd	%xmm4, %xmm2, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vmulsd	%xmm24, %xmm5, %xmm4
	vaddsd	%xmm3, %xmm4, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm26, %xmm5, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm0
	vmulsd	%xmm1, %xmm12, %xmm1
	vmulsd	%xmm29, %xmm1, %xmm2
	vaddsd	%xmm30, %xmm2, %xmm2
	vmovq	%xmm2, %rsi
	vaddsd	.LCPI0_32(%rip), %xmm2, %xmm2
	vmulsd	%xmm31, %xmm2, %xmm3
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	.LCPI0_34(%rip), %xmm2, %xmm4
	vmulsd	.LCPI0_35(%rip), %xmm2, %xmm5
	vsubsd	%xmm5, %xmm3, %xmm6
	vmulsd	.LCPI0_36(%rip), %xmm2, %xmm2
	vsubsd	%xmm6, %xmm3, %xmm7
	vsubsd	%xmm5, %xmm7, %xmm5
	vsubsd	%xmm5, %xmm2, %xmm2
	vsubsd	%xmm4, %xmm3, %xmm5
	vunpcklpd	%xmm1, %xmm5, %xmm1
	vpsrlq	$52, %xmm1, %xmm1
	vpandq	.LCPI0_37(%rip){1to2}, %xmm1, %xmm1
	vmovq	%xmm1, %rax
	addl	$16, %eax
	vpextrq	$1, %xmm1, %rdi
	cmpl	%edi, %eax
	setb	%al
	kmovd	%eax, %k1
	vmovsd	%xmm6, %xmm3, %xmm3 {%k1}
	vmovsd	%xmm2, %xmm4, %xmm4 {%k1}
	vsubsd	%xmm4, %xmm3, %xmm1
	vsubsd	%xmm1, %xmm3, %xmm2
	vsubsd	%xmm4, %xmm2, %xmm2
	vmulsd	%xmm1, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	.LCPI0_38(%rip), %xmm3, %xmm5
	vaddsd	.LCPI0_39(%rip), %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vaddsd	.LCPI0_40(%rip), %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	.LCPI0_56(%rip), %xmm3, %xmm6
	vaddsd	.LCPI0_42(%rip), %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	.LCPI0_43(%rip), %xmm6, %xmm6
	vmulsd	%xmm4, %xmm4, %xmm7
	vmulsd	%xmm6, %xmm7, %xmm6
	vaddsd	%xmm6, %xmm5, %xmm5
	vmulsd	%xmm21, %xmm3, %xmm6
	vsubsd	%xmm6, %xmm11, %xmm7
	vsubsd	%xmm7, %xmm11, %xmm8
	vsubsd	%xmm6, %xmm8, %xmm6
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
	vaddsd	%xmm5, %xmm6, %xmm5
	vaddsd	%xmm5, %xmm7, %xmm5
	vmulsd	.LCPI0_45(%rip), %xmm3, %xmm6
	vaddsd	.LCPI0_46(%rip), %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	.LCPI0_47(%rip), %xmm6, %xmm6
	vmulsd	%xmm17, %xmm3, %xmm7
	vaddsd	%xmm19, %xmm7, %xmm7
	vmulsd	%xmm4, %xmm3, %xmm4
	vmulsd	%xmm7, %xmm4, %xmm4
	vaddsd	%xmm6, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm1, %xmm6
	vmulsd	%xmm21, %xmm2, %xmm7
	vmulsd	%xmm4, %xmm6, %xmm4
	vsubsd	%xmm4, %xmm7, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vmulsd	%xmm6, %xmm10, %xmm3
	vaddsd	%xmm3, %xmm2, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovddup	.LCPI0_51(%rip), %xmm2
	vxorpd	%xmm2, %xmm5, %xmm3
	testb	$2, %sil
	sete	%al
	kmovd	%eax, %k1
	vmovsd	%xmm5, %xmm3, %xmm3 {%k1}
	vxorpd	%xmm2, %xmm1, %xmm2
	vmovsd	%xmm2, %xmm1, %xmm1 {%k1}
	kmovd	%esi, %k1
	vmovsd	%xmm1, %xmm3, %xmm3 {%k1}
	vmulsd	%xmm27, %xmm0, %xmm0
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%rdx,%r15,4)
	addq	$4, %rdx
	decq	%rcx
	jne	.LBB0_83
	.p2align	4
.LBB0_84:
	vmovss	-92(%rsp), %xmm0
	vmulss	-44(%rsp), %xmm0, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vpxor	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm1 {%k1} {z}
	kmovd	%r10d, %k1
	vmovaps	1376(%rsp), %xmm0
	vmovss	%xmm0, %xmm1, %xmm1 {%k1}
	movl	$1024, %r11d
	movq	%r8, %rsi
	movq	816(%rsp), %rax
	movq	8(%rsp), %r9
	movq	$0, 192(%rsp)
	movq	$0, 256(%rsp)
	xorl	%r12d, %r12d
	xorl	%ecx, %ecx
	vmovapd	%xmm12, %xmm14
	vmovaps	1360(%rsp), %xmm12
	vmovss	.LCPI0_64(%rip), %xmm15
	vbroadcastss	.LCPI0_65(%rip), %xmm17
	jmp	.LBB0_86
	.p2align	4
.LBB0_85:
	movq	320(%rsp), %r11
	addq	$1024, %r11
	incq	256(%rsp)
	addq	$-1024, 192(%rsp)
	addq	$4096, %r9
	movq	64(%rsp), %rax
	addq	$4096, %rax
	addq	$-4096, %rsi
	movq	128(%rsp), %rdx
	movq	%rdx, %r12
	movq	-120(%rsp), %r15
	cmpq	%r15, %rdx
	jae	.LBB0_124
.LBB0_86:
	movq	%rax, 64(%rsp)
	cmpq	%r11, %r15
	movq	%r11, 320(%rsp)
	cmovbq	%r15, %r11
	leaq	1024(%r12), %rax
	cmpq	%r15, %rax
	movq	%rax, 128(%rsp)
	cmovbq	%rax, %r15
	subq	%r12, %r15
	jbe	.LBB0_103
	movq	256(%rsp), %rdx
	movq	%rdx, %rax
	shlq	$10, %rax
	movq	%r11, %r10
	subq	%rax, %r10
	cmpq	$8, %r10
	jb	.LBB0_98
	movq	%rdx, %rax
	shlq	$12, %rax
	addq	40(%rsp), %rax
	movq	48(%rsp), %rdx
	subq	%rax, %rdx
	cmpq	$256, %rdx
	jb	.LBB0_98
	cmpq	$64, %r10
	movq	-56(%rsp), %rax
	jae	.LBB0_91
	xorl	%r13d, %r13d
	jmp	.LBB0_95
.LBB0_91:
	movq	%r11, %rbp
	andq	$-64, %rbp
	addq	192(%rsp), %rbp
	movl	%r11d, %ebx
	andl	$63, %ebx
	movq	%r10, %r13
	subq	%rbx, %r13
	xorl	%edx, %edx
	.p2align	4
.LBB0_92:
	vmovups	-192(%r9,%rdx,4), %zmm0
	vmovups	-128(%r9,%rdx,4), %zmm2
	vmovups	-64(%r9,%rdx,4), %zmm3
	vmovups	(%r9,%rdx,4), %zmm4
	vmulps	%zmm0, %zmm0, %zmm0
	vmulps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm4, %zmm4, %zmm4
	vmovups	%zmm0, -192(%rax,%rdx,4)
	vmovups	%zmm2, -128(%rax,%rdx,4)
	vmovups	%zmm3, -64(%rax,%rdx,4)
	vmovups	%zmm4, (%rax,%rdx,4)
	addq	$64, %rdx
	cmpq	%rdx, %rbp
	jne	.LBB0_92
	testq	%rbx, %rbx
	movabsq	$4611686018427387902, %rbp
	je	.LBB0_103
	cmpl	$8, %ebx
	jb	.LBB0_123
.LBB0_95:
	movq	192(%rsp), %rax
	leaq	(%r11,%rax), %rdi
	movl	%r11d, %eax
	andl	$7, %eax
	subq	%rax, %rdi
	movl	%r11d, %edx
	andl	$7, %edx
	subq	%rdx, %r10
	addq	%r10, %r12
	movq	64(%rsp), %rax
	.p2align	4
.LBB0_96:
	vmovups	(%rax,%r13,4), %ymm0
	vmulps	%ymm0, %ymm0, %ymm0
	vmovups	%ymm0, (%r8,%r13,4)
	addq	$8, %r13
	cmpq	%r13, %rdi
	jne	.LBB0_96
	testq	%rdx, %rdx
	je	.LBB0_103
.LBB0_98:
	movl	%r11d, %eax
	subl	%r12d, %eax
	movq	%r12, %r10
	testb	$7, %al
	movq	816(%rsp), %rax
	je	.LBB0_101
	movl	%r11d, %eax
	subb	%r12b, %al
	movzbl	%al, %edx
	movq	816(%rsp), %rax
	andl	$7, %edx
	movq	%r12, %r10
	.p2align	4
.LBB0_100:
	vmovss	(%rax,%r10,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%rsi,%r10,4)
	incq	%r10
	decq	%rdx
	jne	.LBB0_100
.LBB0_101:
	subq	%r11, %r12
	cmpq	$-8, %r12
	ja	.LBB0_103
	.p2align	4
.LBB0_102:
	vmovss	(%rax,%r10,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%rsi,%r10,4)
	vmovss	4(%rax,%r10,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 4(%rsi,%r10,4)
	vmovss	8(%rax,%r10,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 8(%rsi,%r10,4)
	vmovss	12(%rax,%r10,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 12(%rsi,%r10,4)
	vmovss	16(%rax,%r10,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 16(%rsi,%r10,4)
	vmovss	20(%rax,%r10,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 20(%rsi,%r10,4)
	vmovss	24(%rax,%r10,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 24(%rsi,%r10,4)
	vmovss	28(%rax,%r10,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 28(%rsi,%r10,4)
	addq	$8, %r10
	cmpq	%r10, %r11
	jne	.LBB0_102
	.p2align	4
.LBB0_103:
	movq	%r15, %r11
	andq	$-64, %r11
	je	.LBB0_112
	xorl	%r12d, %r12d
	movabsq	$4611686018427387901, %r13
	jmp	.LBB0_107
	.p2align	4
.LBB0_105:
	addq	%rdx, %rcx
	movl	$6, %r10d
	subq	%rdx, %r10
	movq	752(%rsp), %r8
	movabsq	$4611686018427387902, %rbp
	movabsq	$4611686018427387901, %r13
.LBB0_106:
	vmovss	%xmm0, 4728(%rsp,%rcx,4)
	movq	%r10, 7032(%rsp,%rcx,8)
	incq	%rcx
	addq	$64, %r12
	cmpq	%r11, %r12
	jae	.LBB0_113
.LBB0_107:
	vmovups	(%r8,%r12,4), %zmm0
	vmovups	64(%r8,%r12,4), %zmm2
	vmovups	128(%r8,%r12,4), %zmm3
	vmovups	192(%r8,%r12,4), %zmm4
	vmovaps	%zmm0, %zmm5
	vpermt2ps	%zmm2, %zmm13, %zmm5
	vmovaps	%zmm3, %zmm6
	vpermt2ps	%zmm4, %zmm13, %zmm6
	vpermt2ps	%zmm2, %zmm9, %zmm0
	vaddps	%zmm0, %zmm5, %zmm0
	vpermt2ps	%zmm4, %zmm9, %zmm3
	vaddps	%zmm3, %zmm6, %zmm2
	vmovaps	%zmm0, %zmm3
	vpermt2ps	%zmm2, %zmm13, %zmm3
	vpermt2ps	%zmm2, %zmm9, %zmm0
	vaddps	%zmm0, %zmm3, %zmm0
	vextractf64x4	$1, %zmm0, %ymm2
	vhaddps	%ymm2, %ymm0, %ymm0
	vextractf128	$1, %ymm0, %xmm2
	vhaddps	%xmm2, %xmm0, %xmm0
	vshufps	$216, %xmm0, %xmm0, %xmm0
	vhaddps	%xmm0, %xmm0, %xmm0
	xorl	%eax, %eax
	vmovshdup	%xmm0, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	movl	$6, %r10d
	testq	%rcx, %rcx
	setne	%dl
	je	.LBB0_106
	movb	%dl, %al
	movq	%rcx, %rdx
	subq	%rax, %rdx
	cmpq	$6, 7032(%rsp,%rdx,8)
	jne	.LBB0_106
	leaq	7024(%rsp), %rax
	leaq	(%rax,%rcx,8), %r10
	leaq	-1(%rcx), %rax
	leaq	4724(%rsp), %rdx
	leaq	(%rdx,%rcx,4), %r13
	movl	$7, %ebp
	xorl	%edi, %edi
	.p2align	4
.LBB0_110:
	movq	%rax, %rbx
	subq	$1, %rax
	cmovaeq	%r14, %rbx
	leaq	(%rcx,%rdi), %r8
	vaddss	(%r13,%rdi,4), %xmm0, %xmm0
	leaq	-1(%rdi), %rdx
	cmpq	$1, %r8
	je	.LBB0_105
	shll	$3, %ebx
	movq	%r10, %r8
	subq	%rbx, %r8
	cmpq	(%r8,%rdi,8), %rbp
	leaq	1(%rbp), %rbp
	movq	%rdx, %rdi
	je	.LBB0_110
	jmp	.LBB0_105
	.p2align	4
.LBB0_112:
	movabsq	$4611686018427387901, %r13
.LBB0_113:
	cmpq	%r15, %r11
	jne	.LBB0_116
	jmp	.LBB0_85
	.p2align	4
.LBB0_114:
	xorl	%ebx, %ebx
.LBB0_115:
	vmovss	%xmm0, 4728(%rsp,%rcx,4)
	movq	%rbx, 7032(%rsp,%rcx,8)
	incq	%rcx
	incq	%r11
	cmpq	%r15, %r11
	jae	.LBB0_85
.LBB0_116:
	xorl	%eax, %eax
	vmovss	(%r8,%r11,4), %xmm0
	testq	%rcx, %rcx
	setne	%dl
	je	.LBB0_114
	movb	%dl, %al
	movq	%rcx, %rdx
	subq	%rax, %rdx
	cmpq	$0, 7032(%rsp,%rdx,8)
	jne	.LBB0_114
	leaq	7024(%rsp), %rax
	leaq	(%rax,%rcx,8), %r10
	leaq	-1(%rcx), %rbp
	leaq	4724(%rsp), %rax
	leaq	(%rax,%rcx,4), %r13
	movq	%rbp, %r12
	xorl	%ebx, %ebx
	.p2align	4
.LBB0_119:
	movq	%r12, %rdx
	subq	$1, %r12
	cmovaeq	%r14, %rdx
	vaddss	(%r13), %xmm0, %xmm0
	cmpq	%rbx, %rbp
	leaq	1(%rbx), %rbx
	je	.LBB0_121
	shll	$3, %edx
	movq	%r10, %rax
	subq	%rdx, %rax
	addq	$-8, %r10
	addq	$-4, %r13
	cmpq	(%rax), %rbx
	je	.LBB0_119
.LBB0_121:
	subq	%rbx, %rcx
	movabsq	$4611686018427387902, %rbp
	movabsq	$4611686018427387901, %r13
	jmp	.LBB0_115
.LBB0_123:
	addq	%r13, %r12
	jmp	.LBB0_98
	.p2align	4
.LBB0_124:
	xorl	%eax, %eax
	testq	%rcx, %rcx
	sete	%dl
	setne	%al
	movq	%rcx, %rsi
	subq	%rax, %rsi
	vmovss	4728(%rsp,%rsi,4), %xmm0
	kmovd	%edx, %k1
	vxorps	%xmm2, %xmm2, %xmm2
	vmovss	%xmm2, %xmm0, %xmm0 {%k1}
	cmpq	$2, %rcx
	jae	.LBB0_126
	movq	-104(%rsp), %r12
	movl	$3449720151, %r9d
	movq	-80(%rsp), %rbx
	movl	$2143289344, %r11d
	jmp	.LBB0_133
	.p2align	4
.LBB0_126:
	leaq	-2(%rcx), %rax
	movl	%esi, %edx
	andl	$7, %edx
	cmpq	$7, %rax
	movq	-104(%rsp), %r12
	movq	-80(%rsp), %rbx
	movl	$2143289344, %r11d
	jae	.LBB0_128
	xorl	%edi, %edi
	movl	$3449720151, %r9d
	jmp	.LBB0_131
	.p2align	4
.LBB0_128:
	leaq	(%rsp,%rsi,4), %r8
	addq	$4728, %r8
	andq	$-8, %rsi
	cmpq	$1, %rcx
	movl	$1, %eax
	cmovbq	%rcx, %rax
	shll	$2, %eax
	leaq	4724(%rsp), %rdi
	leaq	(%rdi,%rcx,4), %r9
	subq	%rax, %r9
	xorl	%edi, %edi
	movabsq	$4611686018427387898, %r12
	movabsq	$4611686018427387897, %r11
	movabsq	$4611686018427387896, %rbx
	.p2align	4
.LBB0_129:
	vaddss	(%r9), %xmm0, %xmm0
	movq	%rdi, %rax
	xorq	%rbp, %rax
	vaddss	(%r8,%rax,4), %xmm0, %xmm0
	movq	%rdi, %rax
	xorq	%r13, %rax
	vaddss	(%r8,%rax,4), %xmm0, %xmm0
	movq	%rdi, %rax
	movabsq	$4611686018427387900, %r10
	xorq	%r10, %rax
	vaddss	(%r8,%rax,4), %xmm0, %xmm0
	movq	%rdi, %rax
	movabsq	$4611686018427387899, %r10
	xorq	%r10, %rax
	vaddss	(%r8,%rax,4), %xmm0, %xmm0
	movq	%rdi, %rax
	xorq	%r12, %rax
	vaddss	(%r8,%rax,4), %xmm0, %xmm0
	movq	%rdi, %rax
	xorq	%r11, %rax
	vaddss	(%r8,%rax,4), %xmm0, %xmm0
	movq	%rdi, %rax
	xorq	%rbx, %rax
	vaddss	(%r8,%rax,4), %xmm0, %xmm0
	addq	$8, %rdi
	addq	$-32, %r9
	cmpq	%rdi, %rsi
	jne	.LBB0_129
	testq	%rdx, %rdx
	movq	752(%rsp), %r8
	movl	$3449720151, %r9d
	movq	-80(%rsp), %rbx
	movq	-104(%rsp), %r12
	movl	$2143289344, %r11d
	je	.LBB0_133
.LBB0_131:
	shlq	$2, %rdi
	leaq	4724(%rsp), %rax
	subq	%rdi, %rax
	cmpq	$1, %rcx
	movl	$1, %esi
	cmovbq	%rcx, %rsi
	shll	$2, %esi
	leaq	(%rax,%rcx,4), %rcx
	subq	%rsi, %rcx
	negq	%rdx
	xorl	%eax, %eax
	.p2align	4
.LBB0_132:
	vaddss	(%rcx,%rax,4), %xmm0, %xmm0
	decq	%rax
	cmpq	%rax, %rdx
	jne	.LBB0_132
.LBB0_133:
	vaddss	.LCPI0_62(%rip), %xmm0, %xmm0
	vaddss	%xmm0, %xmm0, %xmm0
	vmulss	.LCPI0_63(%rip), %xmm0, %xmm4
	cmpl	$0, -108(%rsp)
	je	.LBB0_140
	cmpb	$0, -109(%rsp)
	movq	448(%rsp), %rdi
	movq	-72(%rsp), %rsi
	je	.LBB0_146
	xorl	%ecx, %ecx
	movq	816(%rsp), %rax
.LBB0_136:
	movq	%rcx, %rdx
	orq	$1, %rdx
	testb	$1, %r15b
	je	.LBB0_138
	movq	408(%rsp), %r10
	vmovss	(%r10,%rcx,4), %xmm0
	vaddss	%xmm0, %xmm0, %xmm2
	vmulss	%xmm2, %xmm4, %xmm2
	movq	400(%rsp), %rax
	vsubss	(%rax,%rcx,4), %xmm0, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm3, %xmm15, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm12, %xmm2
	vsubss	%xmm2, %xmm0, %xmm0
	vmulss	(%rdi,%rcx,4), %xmm1, %xmm2
	vaddss	%xmm0, %xmm2, %xmm0
	vmovd	%xmm0, %eax
	movl	%eax, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	movq	-72(%rsp), %rsi
	cmovael	%r11d, %eax
	movl	%eax, (%r10,%rcx,4)
	movq	816(%rsp), %rax
	movq	%rdx, %rcx
.LBB0_138:
	cmpq	%rdx, %r15
	je	.LBB0_64
	.p2align	4
.LBB0_139:
	vmovss	(%rax,%rcx,4), %xmm0
	vmovss	4(%rax,%rcx,4), %xmm2
	vaddss	%xmm0, %xmm0, %xmm3
	vmulss	%xmm3, %xmm4, %xmm3
	vsubss	(%rsi,%rcx,4), %xmm0, %xmm5
	vaddss	%xmm5, %xmm5, %xmm5
	vmulss	%xmm5, %xmm15, %xmm5
	vaddss	%xmm5, %xmm3, %xmm3
	vmulss	%xmm3, %xmm12, %xmm3
	vsubss	%xmm3, %xmm0, %xmm0
	vmulss	(%rdi,%rcx,4), %xmm1, %xmm3
	vaddss	%xmm0, %xmm3, %xmm0
	vmovd	%xmm0, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r11d, %eax
	movq	816(%rsp), %rdx
	movl	%eax, (%rdx,%rcx,4)
	vaddss	%xmm2, %xmm2, %xmm0
	vmulss	%xmm0, %xmm4, %xmm0
	vsubss	4(%rsi,%rcx,4), %xmm2, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm3, %xmm15, %xmm3
	vaddss	%xmm3, %xmm0, %xmm0
	vmulss	%xmm0, %xmm12, %xmm0
	vsubss	%xmm0, %xmm2, %xmm0
	vmulss	4(%rdi,%rcx,4), %xmm1, %xmm2
	vaddss	%xmm0, %xmm2, %xmm0
	vmovd	%xmm0, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r11d, %eax
	movq	816(%rsp), %rdx
	movl	%eax, 4(%rdx,%rcx,4)
	movq	816(%rsp), %rax
	addq	$2, %rcx
	cmpq	%rcx, %r15
	jne	.LBB0_139
	jmp	.LBB0_64
	.p2align	4
.LBB0_140:
	cmpb	$0, -110(%rsp)
	movq	-72(%rsp), %rsi
	je	.LBB0_153
	xorl	%ecx, %ecx
	movq	816(%rsp), %rax
.LBB0_142:
	movq	%rcx, %rdx
	orq	$1, %rdx
	testb	$1, %r15b
	je	.LBB0_144
	movq	408(%rsp), %rdi
	vmovss	(%rdi,%rcx,4), %xmm0
	vaddss	%xmm0, %xmm0, %xmm1
	vmulss	%xmm1, %xmm4, %xmm1
	movq	400(%rsp), %rax
	vsubss	(%rax,%rcx,4), %xmm0, %xmm2
	vaddss	%xmm2, %xmm2, %xmm2
	vmulss	%xmm2, %xmm15, %xmm2
	vaddss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm12, %xmm1
	vsubss	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %eax
	movl	%eax, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	movq	-72(%rsp), %rsi
	cmovael	%r11d, %eax
	movl	%eax, (%rdi,%rcx,4)
	movq	816(%rsp), %rax
	movq	%rdx, %rcx
.LBB0_144:
	cmpq	%rdx, %r15
	je	.LBB0_64
	.p2align	4
.LBB0_145:
	vmovss	(%rax,%rcx,4), %xmm0
	vmovss	4(%rax,%rcx,4), %xmm1
	vaddss	%xmm0, %xmm0, %xmm2
	vmulss	%xmm2, %xmm4, %xmm2
	vsubss	(%rsi,%rcx,4), %xmm0, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm3, %xmm15, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm12, %xmm2
	vsubss	%xmm2, %xmm0, %xmm0
	vmovd	%xmm0, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r11d, %eax
	movq	816(%rsp), %rdx
	movl	%eax, (%rdx,%rcx,4)
	vaddss	%xmm1, %xmm1, %xmm0
	vmulss	%xmm0, %xmm4, %xmm0
	vsubss	4(%rsi,%rcx,4), %xmm1, %xmm2
	vaddss	%xmm2, %xmm2, %xmm2
	vmulss	%xmm2, %xmm15, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vmulss	%xmm0, %xmm12, %xmm0
	vsubss	%xmm0, %xmm1, %xmm0
	vmovd	%xmm0, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r11d, %eax
	movq	816(%rsp), %rdx
	movl	%eax, 4(%rdx,%rcx,4)
	movq	816(%rsp), %rax
	addq	$2, %rcx
	cmpq	%rcx, %r15
	jne	.LBB0_145
	jmp	.LBB0_64
	.p2align	4
.LBB0_146:
	vmovapd	%xmm31, %xmm19
	vmovapd	%xmm29, %xmm31
	vmovapd	%xmm30, %xmm29
	vmovapd	%xmm14, %xmm30
	vmovapd	%xmm27, %xmm14
	vmovapd	%xmm26, %xmm27
	vmovapd	%xmm24, %xmm26
	vmovapd	%xmm23, %xmm24
	vmovapd	%xmm18, %xmm23
	vmovapd	%xmm28, %xmm18
	vbroadcastss	%xmm4, %zmm0
	vbroadcastss	%xmm1, %zmm2
	xorl	%ecx, %ecx
	movq	-8(%rsp), %rax
	movq	816(%rsp), %rdx
	vmovups	2864(%rsp), %zmm15
	vbroadcastss	.LCPI0_64(%rip), %zmm16
	vbroadcastss	.LCPI0_65(%rip), %zmm21
	vpbroadcastd	.LCPI0_66(%rip), %zmm28
	.p2align	4
.LBB0_147:
	vmovups	(%rdx,%rcx,4), %zmm3
	vaddps	%zmm3, %zmm3, %zmm5
	vmulps	%zmm5, %zmm0, %zmm5
	vsubps	(%rsi,%rcx,4), %zmm3, %zmm6
	vaddps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm16, %zmm6, %zmm6
	vaddps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm5, %zmm15, %zmm5
	vsubps	%zmm5, %zmm3, %zmm3
	vmulps	(%rdi,%rcx,4), %zmm2, %zmm5
	vaddps	%zmm3, %zmm5, %zmm3
	vandps	%zmm21, %zmm3, %zmm5
	vpcmpgtd	%zmm28, %zmm5, %k1
	vpbroadcastd	.LCPI0_67(%rip), %zmm3 {%k1}
	vmovdqu64	%zmm3, (%rdx,%rcx,4)
	addq	$16, %rcx
	cmpq	%rcx, %rax
	jne	.LBB0_147
	cmpq	%rax, %r15
	vmovss	.LCPI0_64(%rip), %xmm15
	vpbroadcastd	.LCPI0_66(%rip), %xmm21
	vmovapd	%xmm18, %xmm28
	vmovapd	%xmm23, %xmm18
	vmovapd	%xmm24, %xmm23
	vmovapd	%xmm26, %xmm24
	vmovapd	%xmm27, %xmm26
	vmovapd	%xmm14, %xmm27
	vmovapd	%xmm30, %xmm14
	vmovapd	%xmm29, %xmm30
	vmovapd	%xmm31, %xmm29
	vmovapd	%xmm19, %xmm31
	je	.LBB0_64
	movq	%rdx, %rax
	movq	-8(%rsp), %rcx
	testb	$12, %r15b
	je	.LBB0_136
	vbroadcastss	%xmm4, %xmm0
	vbroadcastss	%xmm1, %xmm2
	movq	-8(%rsp), %rcx
	movq	%rax, %rdx
	movq	1256(%rsp), %rax
	vmovups	2864(%rsp), %zmm15
	vbroadcastss	.LCPI0_64(%rip), %xmm16
	.p2align	4
.LBB0_151:
	vmovups	(%rdx,%rcx,4), %xmm3
	vaddps	%xmm3, %xmm3, %xmm5
	vmulps	%xmm5, %xmm0, %xmm5
	vsubps	(%rsi,%rcx,4), %xmm3, %xmm6
	vaddps	%xmm6, %xmm6, %xmm6
	vmulps	%xmm16, %xmm6, %xmm6
	vaddps	%xmm6, %xmm5, %xmm5
	vmulps	%xmm5, %xmm15, %xmm5
	vsubps	%xmm5, %xmm3, %xmm3
	vmulps	(%rdi,%rcx,4), %xmm2, %xmm5
	vaddps	%xmm3, %xmm5, %xmm3
	vandps	%xmm17, %xmm3, %xmm5
	vpcmpgtd	%xmm21, %xmm5, %k1
	vpbroadcastd	.LCPI0_67(%rip), %xmm3 {%k1}
	vmovdqu	%xmm3, (%rdx,%rcx,4)
	addq	$4, %rcx
	cmpq	%rcx, %rax
	jne	.LBB0_151
	movq	%rax, %rcx
	cmpq	%rax, %r15
	movq	%rdx, %rax
	vmovss	.LCPI0_64(%rip), %xmm15
	je	.LBB0_64
	jmp	.LBB0_136
.LBB0_153:
	vmovapd	%xmm31, %xmm19
	vmovapd	%xmm29, %xmm31
	vmovapd	%xmm30, %xmm29
	vmovapd	%xmm14, %xmm30
	vmovapd	%xmm27, %xmm14
	vmovapd	%xmm26, %xmm27
	vmovapd	%xmm24, %xmm26
	vmovapd	%xmm23, %xmm24
	vmovapd	%xmm18, %xmm23
	vmovapd	%xmm28, %xmm18
	vbroadcastss	%xmm4, %zmm0
	xorl	%ecx, %ecx
	movq	8(%rsp), %rax
	vmovups	2864(%rsp), %zmm15
	vbroadcastss	.LCPI0_64(%rip), %zmm16
	vbroadcastss	.LCPI0_65(%rip), %zmm21
	vpbroadcastd	.LCPI0_66(%rip), %zmm28
	vpbroadcastd	.LCPI0_67(%rip), %zmm17
	.p2align	4
.LBB0_154:
	vmovups	-192(%rax,%rcx,4), %zmm1
	vmovups	-128(%rax,%rcx,4), %zmm2
	vmovups	-64(%rax,%rcx,4), %zmm3
	vmovups	(%rax,%rcx,4), %zmm5
	vaddps	%zmm1, %zmm1, %zmm6
	vaddps	%zmm2, %zmm2, %zmm7
	vaddps	%zmm3, %zmm3, %zmm8
	vaddps	%zmm5, %zmm5, %zmm9
	vmulps	%zmm6, %zmm0, %zmm6
	vmulps	%zmm7, %zmm0, %zmm7
	vmulps	%zmm8, %zmm0, %zmm8
	vmulps	%zmm9, %zmm0, %zmm9
	vsubps	(%rsi,%rcx,4), %zmm1, %zmm10
	vsubps	64(%rsi,%rcx,4), %zmm2, %zmm11
	vsubps	128(%rsi,%rcx,4), %zmm3, %zmm12
	vsubps	192(%rsi,%rcx,4), %zmm5, %zmm13
	vaddps	%zmm10, %zmm10, %zmm10
	vaddps	%zmm11, %zmm11, %zmm11
	vaddps	%zmm12, %zmm12, %zmm12
	vaddps	%zmm13, %zmm13, %zmm13
	vmulps	%zmm16, %zmm10, %zmm10
	vaddps	%zmm10, %zmm6, %zmm6
	vmulps	%zmm16, %zmm11, %zmm10
	vaddps	%zmm10, %zmm7, %zmm7
	vmulps	%zmm16, %zmm12, %zmm10
	vaddps	%zmm10, %zmm8, %zmm8
	vmulps	%zmm16, %zmm13, %zmm10
	vaddps	%zmm10, %zmm9, %zmm9
	vmulps	%zmm6, %zmm15, %zmm6
	vmulps	%zmm7, %zmm15, %zmm7
	vmulps	%zmm8, %zmm15, %zmm8
	vmulps	%zmm9, %zmm15, %zmm9
	vsubps	%zmm6, %zmm1, %zmm1
	vsubps	%zmm7, %zmm2, %zmm2
	vsubps	%zmm8, %zmm3, %zmm3
	vsubps	%zmm9, %zmm5, %zmm5
	vandps	%zmm21, %zmm1, %zmm6
	vandps	%zmm21, %zmm2, %zmm7
	vandps	%zmm21, %zmm3, %zmm8
	vandps	%zmm21, %zmm5, %zmm9
	vpcmpgtd	%zmm28, %zmm6, %k1
	vpcmpgtd	%zmm28, %zmm7, %k2
	vpcmpgtd	%zmm28, %zmm8, %k3
	vpcmpgtd	%zmm28, %zmm9, %k4
	vmovdqa32	%zmm17, %zmm1 {%k1}
	vmovdqa32	%zmm17, %zmm2 {%k2}
	vmovdqa32	%zmm17, %zmm3 {%k3}
	vmovdqa32	%zmm17, %zmm5 {%k4}
	vmovdqu64	%zmm1, -192(%rax,%rcx,4)
	vmovdqu64	%zmm2, -128(%rax,%rcx,4)
	vmovdqu64	%zmm3, -64(%rax,%rcx,4)
	vmovdqu64	%zmm5, (%rax,%rcx,4)
	addq	$64, %rcx
	cmpq	%rcx, %rbx
	jne	.LBB0_154
	cmpq	%rbx, %r15
	vpbroadcastd	.LCPI0_66(%rip), %ymm6
	movq	816(%rsp), %rax
	vmovaps	.LCPI0_60(%rip), %zmm13
	vmovaps	.LCPI0_61(%rip), %zmm9
	vmovaps	1360(%rsp), %xmm12
	vmovss	.LCPI0_64(%rip), %xmm15
	vbroadcastss	.LCPI0_65(%rip), %ymm16
	vmovapd	%xmm18, %xmm28
	vmovapd	%xmm23, %xmm18
	vmovapd	%xmm24, %xmm23
	vmovapd	%xmm26, %xmm24
	vmovapd	%xmm27, %xmm26
	vmovapd	%xmm14, %xmm27
	vmovapd	%xmm30, %xmm14
	vmovapd	%xmm29, %xmm30
	vmovapd	%xmm31, %xmm29
	vmovapd	%xmm19, %xmm31
	je	.LBB0_64
	movq	%rbx, %rcx
	testb	$56, %r15b
	je	.LBB0_142
	vbroadcastss	%xmm4, %ymm0
	movq	%rbx, %rcx
	movq	%rax, %rdx
	movq	(%rsp), %rax
	vbroadcastss	.LCPI0_64(%rip), %ymm5
	vmovups	2864(%rsp), %zmm15
	.p2align	4
.LBB0_158:
	vmovups	(%rdx,%rcx,4), %ymm1
	vaddps	%ymm1, %ymm1, %ymm2
	vmulps	%ymm2, %ymm0, %ymm2
	vsubps	(%rsi,%rcx,4), %ymm1, %ymm3
	vaddps	%ymm3, %ymm3, %ymm3
	vmulps	%ymm5, %ymm3, %ymm3
	vaddps	%ymm3, %ymm2, %ymm2
	vmulps	%ymm2, %ymm15, %ymm2
	vsubps	%ymm2, %ymm1, %ymm1
	vandps	%ymm16, %ymm1, %ymm2
	vpcmpgtd	%ymm6, %ymm2, %k1
	vpbroadcastd	.LCPI0_67(%rip), %ymm1 {%k1}
	vmovdqu	%ymm1, (%rdx,%rcx,4)
	addq	$8, %rcx
	cmpq	%rcx, %rax
	jne	.LBB0_158
	movq	%rax, %rcx
	cmpq	%rax, %r15
	movq	%rdx, %rax
	vmovss	.LCPI0_64(%rip), %xmm15
	je	.LBB0_64
	jmp	.LBB0_142
.LBB0_160:
	addq	$138616, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.Lfunc_end0:
	.size	tessera_tether_pairwise_x86_64_v4, .Lfunc_end0-tessera_tether_pairwise_x86_64_v4

	.section	".note.GNU-stack","",@progbits
