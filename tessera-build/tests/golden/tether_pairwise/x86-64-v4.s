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
	subq	$3064, %rsp
	movq	(%rdi), %rax
	movq	%rax, -80(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, -16(%rsp)
	movq	24(%rdi), %rcx
	movq	32(%rdi), %rax
	movq	40(%rdi), %rdx
	vmovss	56(%rdi), %xmm15
	vmovss	60(%rdi), %xmm0
	vmovss	%xmm0, -40(%rsp)
	movq	48(%rdi), %rsi
	movq	%rsi, -32(%rsp)
	movl	64(%rdi), %esi
	movl	%esi, -108(%rsp)
	vmovss	72(%rdi), %xmm0
	vmovss	%xmm0, -44(%rsp)
	vmovss	76(%rdi), %xmm0
	vmovss	%xmm0, -52(%rsp)
	movl	68(%rdi), %esi
	movl	%esi, -36(%rsp)
	vmovd	80(%rdi), %xmm0
	vmovd	%xmm0, -56(%rsp)
	movq	88(%rdi), %rsi
	movq	%rsi, -104(%rsp)
	movq	96(%rdi), %rsi
	movq	%rsi, 600(%rsp)
	movq	%rdx, -120(%rsp)
	cmpq	$128, %rdx
	movq	%rax, -8(%rsp)
	jae	.LBB0_61
	movq	%rax, %rbp
	subq	%rcx, %rbp
	jbe	.LBB0_164
	movq	-120(%rsp), %r15
	movq	%r15, %rdi
	shlq	$6, %rdi
	movabsq	$72057594037927934, %r8
	movl	$3449720151, %r12d
	movq	-104(%rsp), %r13
	movq	%r13, %rax
	shrq	$32, %rax
	movq	%rcx, %r14
	leaq	(%r12,%r13), %rcx
	addq	$-795284382, %rcx
	leaq	-305585874(%rax,%r12), %rdx
	movq	%rdx, 48(%rsp)
	leaq	1013904242(%r13), %rdx
	leaq	1993301258(%rax), %rsi
	leaq	218619860(%r13,%r12), %r9
	leaq	842468239(%rax), %r10
	leaq	2027808484(%r13), %r11
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 2672(%rsp)
	leaq	536882365(%rax,%r12), %rcx
	vpbroadcastq	%rdx, %zmm0
	leaq	387276957(%r13), %rdx
	vpbroadcastq	%rsi, %zmm1
	vmovdqu64	%zmm1, 2800(%rsp)
	leaq	-613950654(%rax,%r12), %rsi
	vpbroadcastq	%r9, %zmm2
	leaq	-408007425(%r13,%r12), %r9
	vpbroadcastq	%r10, %zmm3
	leaq	1684936478(%rax), %r10
	vpbroadcastq	%r11, %zmm1
	vmovdqu64	%zmm1, 3504(%rsp)
	leaq	1401181199(%r13), %rbx
	vpbroadcastq	%rcx, %zmm1
	vmovdqu64	%zmm1, 3440(%rsp)
	leaq	(%rax,%r12), %rcx
	addq	$228517585, %rcx
	addq	$534103459, %rax
	vpbroadcastq	%rdx, %zmm1
	vmovdqu64	%zmm1, 3376(%rsp)
	leal	-1879881855(%r13), %edx
	vpbroadcastq	%rsi, %zmm1
	vmovdqu64	%zmm1, 3312(%rsp)
	xorl	%esi, %esi
	popcntq	%r15, %rsi
	vpbroadcastq	%r9, %zmm1
	vmovdqu64	%zmm1, 3248(%rsp)
	leaq	-1(%rsi), %r9
	vpbroadcastq	%r10, %zmm1
	vmovdqu64	%zmm1, 3184(%rsp)
	movq	%r9, %r11
	shlq	$8, %r11
	vpbroadcastq	%rbx, %zmm1
	vmovdqu64	%zmm1, 3120(%rsp)
	leaq	(%rsi,%r8), %r10
	movq	%r10, 3632(%rsp)
	vpbroadcastq	%r15, %zmm1
	vmovdqu64	%zmm1, 3056(%rsp)
	vpbroadcastq	%rax, %zmm1
	vmovdqu64	%zmm1, 2992(%rsp)
	vpbroadcastq	%rcx, %zmm1
	vmovdqu64	%zmm1, 2928(%rsp)
	vpbroadcastd	%edx, %zmm1
	vmovdqu64	%zmm1, 2864(%rsp)
	movq	%r9, %r10
	movq	%r9, %r15
	andq	$-2, %r15
	vbroadcastss	%xmm15, %zmm11
	movq	%rsi, %rax
	movq	%rsi, 3696(%rsp)
	shll	$8, %eax
	leaq	5112(%rsp), %rcx
	addq	%rcx, %rax
	addq	$-320, %rax
	movq	%rax, 40(%rsp)
	movq	-8(%rsp), %rax
	movq	%r14, %rcx
	leaq	4856(%rsp), %r12
	vbroadcastss	.LCPI0_64(%rip), %zmm12
	vbroadcastss	.LCPI0_65(%rip), %zmm13
	vpbroadcastd	.LCPI0_66(%rip), %zmm14
	vpbroadcastd	.LCPI0_67(%rip), %zmm15
	vpbroadcastq	.LCPI0_1(%rip), %zmm27
	vpbroadcastq	%r13, %zmm1
	vmovdqu64	%zmm1, 3760(%rsp)
	vmovdqu64	%zmm0, 3952(%rsp)
	vmovdqu64	%zmm2, 3888(%rsp)
	vmovdqu64	%zmm3, 3568(%rsp)
	vmovupd	%zmm11, 3824(%rsp)
	jmp	.LBB0_8
	.p2align	4
.LBB0_5:
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rsi
.LBB0_6:
	cmpq	2608(%rsp), %rax
	cmovbq	%rax, %rbp
	addq	-96(%rsp), %rbp
	imulq	%rsi, %rbp
	movq	%rdx, %rcx
	shlq	$8, %rcx
	addq	%rsp, %rcx
	addq	$7160, %rcx
	vmovd	(%rcx,%rax,4), %xmm0
	leaq	(%r14,%rbp,4), %rax
	vmovd	%xmm0, (%rax,%rdx,4)
.LBB0_7:
	movq	-96(%rsp), %rcx
	addq	$64, %rcx
	movq	32(%rsp), %rbp
	addq	$-64, %rbp
	movq	-8(%rsp), %rax
	cmpq	%rax, %rcx
	jae	.LBB0_164
.LBB0_8:
	cmpq	$64, %rbp
	movl	$64, %edx
	movq	%rbp, 32(%rsp)
	cmovbq	%rbp, %rdx
	movq	%rdx, -64(%rsp)
	subq	%rcx, %rax
	cmpq	$64, %rax
	movl	$64, %edx
	cmovbq	%rax, %rdx
	movq	%rdx, 2608(%rsp)
	leaq	-1(%rdx), %rbp
	movq	-120(%rsp), %r13
	testq	%r13, %r13
	movq	-80(%rsp), %r14
	movq	-16(%rsp), %r9
	movq	%rcx, %rbx
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
	addq	%rbx, %rdx
	imulq	%r13, %rdx
	addq	%rsi, %rdx
	vmovss	(%r14,%rdx,4), %xmm0
	vmovss	%xmm0, 7160(%rsp,%rcx,4)
	vmovss	(%r9,%rdx,4), %xmm0
	vmovss	%xmm0, 105464(%rsp,%rcx,4)
	leal	1(%rcx), %edx
	andl	$63, %edx
	cmpq	%rdx, %rax
	cmovbeq	%rbp, %rdx
	addq	%rbx, %rdx
	imulq	%r13, %rdx
	addq	%rsi, %rdx
	vmovss	(%r14,%rdx,4), %xmm0
	vmovss	%xmm0, 7164(%rsp,%rcx,4)
	vmovd	(%r9,%rdx,4), %xmm0
	vmovd	%xmm0, 105468(%rsp,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_10
.LBB0_11:
	movq	%rbx, -96(%rsp)
	cmpq	$0, -32(%rsp)
	je	.LBB0_47
	movq	-96(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4016(%rsp)
	xorl	%eax, %eax
	vmovss	-44(%rsp), %xmm0
	vmovss	%xmm0, -24(%rsp)
	vmovss	-40(%rsp), %xmm0
	vmovaps	%xmm0, 800(%rsp)
	jmp	.LBB0_14
	.p2align	4
.LBB0_13:
	incq	%rax
	cmpq	-32(%rsp), %rax
	je	.LBB0_47
.LBB0_14:
	cmpl	$0, -36(%rsp)
	jne	.LBB0_21
	cmpl	$0, -108(%rsp)
	je	.LBB0_22
.LBB0_16:
	cmpq	$0, -120(%rsp)
	je	.LBB0_32
	movq	600(%rsp), %rcx
	addq	%rax, %rcx
	movq	%rcx, %rdx
	shrq	$32, %rdx
	movl	$3449720151, %esi
	imulq	%rsi, %rdx
	vpbroadcastq	%rdx, %zmm0
	shrq	$32, %rdx
	xorl	-104(%rsp), %ecx
	xorl	%edx, %ecx
	leaq	78811644(%rsi), %rdx
	imulq	%rcx, %rdx
	vpbroadcastq	%rdx, %zmm1
	shrq	$32, %rdx
	xorq	48(%rsp), %rdx
	vpbroadcastq	%rdx, %zmm2
	vmovdqu64	%zmm2, 1136(%rsp)
	vpxorq	2672(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2336(%rsp)
	vpxorq	2800(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 2272(%rsp)
	xorl	%ecx, %ecx
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vmovdqa64	.LCPI0_4(%rip), %zmm2
	.p2align	4
.LBB0_18:
	vmovdqu64	%zmm2, 64(%rsp)
	vmovdqu64	%zmm1, 816(%rsp)
	vpaddq	%zmm27, %zmm1, %zmm0
	vpaddq	%zmm27, %zmm2, %zmm1
	vpbroadcastq	.LCPI0_2(%rip), %zmm3
	vpaddq	816(%rsp), %zmm3, %zmm2
	vpaddq	64(%rsp), %zmm3, %zmm3
	vpbroadcastq	.LCPI0_3(%rip), %zmm5
	vpaddq	816(%rsp), %zmm5, %zmm4
	vpaddq	64(%rsp), %zmm5, %zmm5
	vpbroadcastq	.LCPI0_68(%rip), %zmm13
	vpandq	64(%rsp), %zmm13, %zmm6
	vpandq	816(%rsp), %zmm13, %zmm7
	vpandq	%zmm13, %zmm1, %zmm8
	vpandq	%zmm13, %zmm0, %zmm9
	vpandq	%zmm13, %zmm3, %zmm10
	vpandq	%zmm13, %zmm2, %zmm11
	vpandq	%zmm13, %zmm5, %zmm12
	vpandq	%zmm13, %zmm4, %zmm13
	vpsrlq	$6, 64(%rsp), %zmm14
	vpsrlq	$6, 816(%rsp), %zmm15
	vpsrlq	$6, %zmm1, %zmm1
	vpsrlq	$6, %zmm0, %zmm0
	vpsrlq	$6, %zmm3, %zmm3
	vpsrlq	$6, %zmm2, %zmm2
	vpsrlq	$6, %zmm5, %zmm5
	vpsrlq	$6, %zmm4, %zmm4
	vmovdqu64	4016(%rsp), %zmm17
	vpaddq	%zmm17, %zmm7, %zmm7
	vpaddq	%zmm17, %zmm6, %zmm6
	vpaddq	%zmm17, %zmm9, %zmm9
	vpaddq	%zmm17, %zmm8, %zmm8
	vpaddq	%zmm17, %zmm11, %zmm11
	vpaddq	%zmm17, %zmm10, %zmm10
	vmovdqu64	3056(%rsp), %zmm16
	vpmullq	%zmm16, %zmm6, %zmm6
	vpmullq	%zmm16, %zmm7, %zmm7
	vpmullq	%zmm16, %zmm8, %zmm8
	vpmullq	%zmm16, %zmm9, %zmm9
	vpaddq	%zmm17, %zmm13, %zmm13
	vpaddq	%zmm17, %zmm12, %zmm12
	vpmullq	%zmm16, %zmm10, %zmm10
	vpaddq	%zmm14, %zmm6, %zmm14
	vpaddq	%zmm15, %zmm7, %zmm7
	vpaddq	%zmm1, %zmm8, %zmm8
	vpmullq	%zmm16, %zmm11, %zmm1
	vpaddq	%zmm0, %zmm9, %zmm11
	vpaddq	%zmm3, %zmm10, %zmm3
	vpaddq	%zmm2, %zmm1, %zmm10
	vpmullq	%zmm16, %zmm12, %zmm0
	vpaddq	%zmm5, %zmm0, %zmm12
	vpmullq	%zmm16, %zmm13, %zmm0
	vpaddq	%zmm4, %zmm0, %zmm4
	vpbroadcastq	.LCPI0_5(%rip), %zmm31
	vpmuludq	%zmm31, %zmm14, %zmm0
	vpmuludq	%zmm31, %zmm7, %zmm21
	vpmuludq	%zmm31, %zmm8, %zmm5
	vpmuludq	%zmm31, %zmm11, %zmm19
	vpmuludq	%zmm31, %zmm3, %zmm1
	vpmuludq	%zmm31, %zmm10, %zmm9
	vpmuludq	%zmm31, %zmm12, %zmm2
	vpmuludq	%zmm31, %zmm4, %zmm6
	vmovdqu64	3760(%rsp), %zmm13
	vpternlogq	$150, %zmm13, %zmm21, %zmm7
	vpternlogq	$150, %zmm13, %zmm0, %zmm14
	vpternlogq	$150, %zmm13, %zmm19, %zmm11
	vpternlogq	$150, %zmm13, %zmm5, %zmm8
	vpternlogq	$150, %zmm13, %zmm9, %zmm10
	vpternlogq	$150, %zmm13, %zmm1, %zmm3
	vpternlogq	$150, %zmm13, %zmm6, %zmm4
	vpternlogq	$150, %zmm13, %zmm2, %zmm12
	vpsrlq	$32, %zmm14, %zmm13
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm10, %zmm14
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm4, %zmm4
	vpbroadcastq	.LCPI0_6(%rip), %zmm10
	vpmuludq	%zmm10, %zmm7, %zmm25
	vpmuludq	%zmm10, %zmm13, %zmm22
	vpmuludq	%zmm10, %zmm11, %zmm20
	vpmuludq	%zmm10, %zmm8, %zmm18
	vpmuludq	%zmm10, %zmm14, %zmm8
	vpmuludq	%zmm10, %zmm3, %zmm7
	vpmuludq	%zmm10, %zmm4, %zmm4
	vpmuludq	%zmm10, %zmm12, %zmm17
	vpsrlq	$32, %zmm22, %zmm11
	vpsrlq	$32, %zmm25, %zmm12
	vpsrlq	$32, %zmm18, %zmm13
	vpsrlq	$32, %zmm20, %zmm14
	vpsrlq	$32, %zmm7, %zmm16
	vpsrlq	$32, %zmm8, %zmm23
	vpsrlq	$32, %zmm17, %zmm24
	vpsrlq	$32, %zmm4, %zmm26
	vmovdqu64	2336(%rsp), %zmm27
	vpxorq	%zmm27, %zmm12, %zmm12
	vpmuludq	%zmm31, %zmm12, %zmm28
	vmovdqu64	%zmm28, 256(%rsp)
	vpxorq	%zmm27, %zmm11, %zmm11
	vpmuludq	%zmm31, %zmm11, %zmm30
	vmovdqu64	%zmm30, 320(%rsp)
	vpxorq	%zmm27, %zmm14, %zmm11
	vpmuludq	%zmm31, %zmm11, %zmm15
	vmovdqu64	%zmm15, 448(%rsp)
	vpxorq	%zmm27, %zmm13, %zmm11
	vpmuludq	%zmm31, %zmm11, %zmm29
	vmovdqu64	%zmm29, 192(%rsp)
	vpxorq	%zmm27, %zmm23, %zmm11
	vpmuludq	%zmm31, %zmm11, %zmm14
	vmovdqu64	%zmm14, 1632(%rsp)
	vpxorq	%zmm27, %zmm16, %zmm11
	vpmuludq	%zmm31, %zmm11, %zmm3
	vmovdqu64	%zmm3, 1888(%rsp)
	vpxorq	%zmm27, %zmm26, %zmm11
	vpmuludq	%zmm31, %zmm11, %zmm12
	vmovdqu64	%zmm12, 1568(%rsp)
	vpxorq	%zmm27, %zmm24, %zmm11
	vpmuludq	%zmm31, %zmm11, %zmm11
	vmovdqu64	%zmm11, 608(%rsp)
	vmovdqu64	1136(%rsp), %zmm13
	vpxorq	%zmm21, %zmm13, %zmm21
	vpmuludq	%zmm10, %zmm21, %zmm21
	vpxorq	%zmm0, %zmm13, %zmm0
	vpmuludq	%zmm10, %zmm0, %zmm16
	vpxorq	%zmm19, %zmm13, %zmm19
	vpsrlq	$32, %zmm30, %zmm26
	vpmuludq	%zmm10, %zmm19, %zmm30
	vpxorq	%zmm5, %zmm13, %zmm5
	vpmuludq	%zmm10, %zmm5, %zmm24
	vpxorq	%zmm9, %zmm13, %zmm5
	vpmuludq	%zmm10, %zmm5, %zmm5
	vmovdqu64	%zmm5, 1312(%rsp)
	vpsrlq	$32, %zmm28, %zmm19
	vpxorq	%zmm1, %zmm13, %zmm1
	vpmuludq	%zmm10, %zmm1, %zmm23
	vpxorq	%zmm6, %zmm13, %zmm1
	vpmuludq	%zmm10, %zmm1, %zmm11
	vmovdqu64	%zmm11, 1504(%rsp)
	vpxorq	%zmm2, %zmm13, %zmm2
	vpsrlq	$32, %zmm29, %zmm27
	vpmuludq	%zmm10, %zmm2, %zmm1
	vmovdqu64	%zmm1, 128(%rsp)
	vpsrlq	$32, %zmm16, %zmm2
	vpsrlq	$32, %zmm21, %zmm9
	vpsrlq	$32, %zmm24, %zmm28
	vpsrlq	$32, %zmm30, %zmm29
	vpsrlq	$32, %zmm15, %zmm6
	vmovdqu64	3952(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm25, %zmm9
	vpsrlq	$32, %zmm23, %zmm25
	vpternlogq	$150, %zmm0, %zmm22, %zmm2
	vpsrlq	$32, %zmm5, %zmm22
	vpternlogq	$150, %zmm0, %zmm20, %zmm29
	vpsrlq	$32, %zmm3, %zmm5
	vpternlogq	$150, %zmm0, %zmm18, %zmm28
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, %zmm0, %zmm8, %zmm22
	vpsrlq	$32, %zmm11, %zmm8
	vpternlogq	$150, %zmm0, %zmm7, %zmm25
	vpsrlq	$32, %zmm14, %zmm1
	vpternlogq	$150, %zmm0, %zmm4, %zmm8
	vpternlogq	$150, %zmm0, %zmm17, %zmm20
	vpmuludq	%zmm31, %zmm2, %zmm2
	vmovdqu64	%zmm2, 880(%rsp)
	vpmuludq	%zmm31, %zmm9, %zmm9
	vmovdqu64	%zmm9, 1952(%rsp)
	vpmuludq	%zmm31, %zmm28, %zmm11
	vmovdqu64	%zmm11, 944(%rsp)
	vpsrlq	$32, %zmm12, %zmm4
	vpmuludq	%zmm31, %zmm29, %zmm12
	vmovdqu64	%zmm12, 1008(%rsp)
	vpmuludq	%zmm31, %zmm25, %zmm14
	vmovdqu64	%zmm14, 1072(%rsp)
	vpmuludq	%zmm31, %zmm22, %zmm13
	vmovdqu64	%zmm13, 672(%rsp)
	vpmuludq	%zmm31, %zmm20, %zmm18
	vmovdqu64	%zmm18, 384(%rsp)
	vpmuludq	%zmm31, %zmm8, %zmm15
	vmovdqu64	%zmm15, 736(%rsp)
	vmovdqu64	2272(%rsp), %zmm7
	vpxorq	%zmm7, %zmm19, %zmm3
	vpmuludq	%zmm10, %zmm3, %zmm25
	vpxorq	%zmm7, %zmm26, %zmm3
	vpmuludq	%zmm10, %zmm3, %zmm28
	vpxorq	%zmm7, %zmm6, %zmm3
	vpxorq	%zmm7, %zmm27, %zmm8
	vpmuludq	%zmm10, %zmm3, %zmm29
	vpmuludq	%zmm10, %zmm8, %zmm3
	vpxorq	%zmm7, %zmm1, %zmm0
	vpmuludq	%zmm10, %zmm0, %zmm6
	vmovdqu64	%zmm6, 1696(%rsp)
	vpxorq	%zmm7, %zmm5, %zmm0
	vpxorq	%zmm7, %zmm4, %zmm1
	vpmuludq	%zmm10, %zmm0, %zmm4
	vmovdqu64	%zmm4, 1760(%rsp)
	vpmuludq	%zmm10, %zmm1, %zmm0
	vmovdqu64	%zmm0, 1824(%rsp)
	vpsrlq	$32, %zmm25, %zmm22
	vmovdqu64	3888(%rsp), %zmm27
	vpternlogq	$150, %zmm21, %zmm27, %zmm22
	vpsrlq	$32, %zmm28, %zmm21
	vpternlogq	$150, %zmm16, %zmm27, %zmm21
	vpsrlq	$32, %zmm29, %zmm26
	vpternlogq	$150, %zmm30, %zmm27, %zmm26
	vpsrlq	$32, %zmm3, %zmm19
	vpternlogq	$150, %zmm24, %zmm27, %zmm19
	vpsrlq	$32, %zmm6, %zmm24
	vpternlogq	$150, 1312(%rsp), %zmm27, %zmm24
	vpsrlq	$32, %zmm4, %zmm20
	vpternlogq	$150, %zmm23, %zmm27, %zmm20
	vpsrlq	$32, %zmm0, %zmm23
	vpternlogq	$150, 1504(%rsp), %zmm27, %zmm23
	vpsrlq	$32, %zmm2, %zmm1
	vmovdqu64	3568(%rsp), %zmm5
	vpternlogq	$150, 320(%rsp), %zmm5, %zmm1
	vpsrlq	$32, %zmm9, %zmm6
	vpternlogq	$150, 256(%rsp), %zmm5, %zmm6
	vpsrlq	$32, %zmm11, %zmm4
	vpternlogq	$150, 192(%rsp), %zmm5, %zmm4
	vpsrlq	$32, %zmm12, %zmm11
	vpternlogq	$150, 448(%rsp), %zmm5, %zmm11
	vpsrlq	$32, %zmm14, %zmm0
	vpternlogq	$150, 1888(%rsp), %zmm5, %zmm0
	vpsrlq	$32, %zmm13, %zmm17
	vpternlogq	$150, 1632(%rsp), %zmm5, %zmm17
	vpsrlq	$32, %zmm15, %zmm8
	vpternlogq	$150, 1568(%rsp), %zmm5, %zmm8
	vpsrlq	$32, %zmm18, %zmm15
	vmovdqu64	608(%rsp), %zmm2
	vpternlogq	$150, %zmm5, %zmm2, %zmm15
	vpsrlq	$32, %zmm2, %zmm5
	vpxorq	%zmm7, %zmm5, %zmm5
	vpmuludq	%zmm10, %zmm5, %zmm7
	vpsrlq	$32, %zmm7, %zmm5
	vpternlogq	$150, 128(%rsp), %zmm27, %zmm5
	vpmuludq	%zmm10, %zmm6, %zmm14
	vpsrlq	$32, %zmm14, %zmm9
	vmovdqu64	3504(%rsp), %zmm30
	vpternlogq	$150, %zmm30, %zmm25, %zmm9
	vpmuludq	%zmm10, %zmm1, %zmm13
	vpsrlq	$32, %zmm13, %zmm16
	vpternlogq	$150, %zmm30, %zmm28, %zmm16
	vpmuludq	%zmm10, %zmm11, %zmm1
	vmovdqu64	%zmm1, 448(%rsp)
	vpsrlq	$32, %zmm1, %zmm27
	vpternlogq	$150, %zmm30, %zmm29, %zmm27
	vpmuludq	%zmm10, %zmm4, %zmm1
	vmovdqu64	%zmm1, 128(%rsp)
	vpsrlq	$32, %zmm1, %zmm29
	vpternlogq	$150, %zmm30, %zmm3, %zmm29
	vpmuludq	%zmm10, %zmm17, %zmm1
	vmovdqu64	%zmm1, 192(%rsp)
	vpsrlq	$32, %zmm1, %zmm11
	vpternlogq	$150, 1696(%rsp), %zmm30, %zmm11
	vpmuludq	%zmm10, %zmm0, %zmm0
	vmovdqu64	%zmm0, 256(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, 1760(%rsp), %zmm30, %zmm17
	vpmuludq	%zmm10, %zmm8, %zmm0
	vmovdqu64	%zmm0, 608(%rsp)
	vpsrlq	$32, %zmm0, %zmm12
	vpternlogq	$150, 1824(%rsp), %zmm30, %zmm12
	vpmuludq	%zmm31, %zmm21, %zmm8
	vpsrlq	$32, %zmm8, %zmm1
	vmovdqu64	3440(%rsp), %zmm18
	vpternlogq	$150, 880(%rsp), %zmm18, %zmm1
	vpmuludq	%zmm31, %zmm22, %zmm28
	vpsrlq	$32, %zmm28, %zmm0
	vpternlogq	$150, 1952(%rsp), %zmm18, %zmm0
	vpmuludq	%zmm31, %zmm19, %zmm25
	vpsrlq	$32, %zmm25, %zmm4
	vpternlogq	$150, 944(%rsp), %zmm18, %zmm4
	vpmuludq	%zmm31, %zmm26, %zmm21
	vpsrlq	$32, %zmm21, %zmm3
	vpternlogq	$150, 1008(%rsp), %zmm18, %zmm3
	vpmuludq	%zmm31, %zmm20, %zmm2
	vmovdqu64	%zmm2, 1952(%rsp)
	vpsrlq	$32, %zmm2, %zmm6
	vpternlogq	$150, 1072(%rsp), %zmm18, %zmm6
	vpmuludq	%zmm31, %zmm24, %zmm2
	vmovdqu64	%zmm2, 944(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, 672(%rsp), %zmm18, %zmm2
	vpmuludq	%zmm31, %zmm5, %zmm5
	vmovdqu64	%zmm5, 1072(%rsp)
	vpsrlq	$32, %zmm5, %zmm22
	vpternlogq	$150, 384(%rsp), %zmm18, %zmm22
	vpmuludq	%zmm31, %zmm23, %zmm5
	vmovdqu64	%zmm5, 672(%rsp)
	vpsrlq	$32, %zmm5, %zmm23
	vpternlogq	$150, 736(%rsp), %zmm18, %zmm23
	vpmuludq	%zmm10, %zmm15, %zmm24
	vpsrlq	$32, %zmm24, %zmm26
	vpternlogq	$150, %zmm30, %zmm7, %zmm26
	vpmuludq	%zmm10, %zmm0, %zmm0
	vmovdqu64	%zmm0, 736(%rsp)
	vpsrlq	$32, %zmm0, %zmm19
	vmovdqu64	3376(%rsp), %zmm7
	vpternlogq	$150, %zmm14, %zmm7, %zmm19
	vpmuludq	%zmm10, %zmm1, %zmm0
	vmovdqu64	%zmm0, 880(%rsp)
	vpsrlq	$32, %zmm0, %zmm14
	vpternlogq	$150, %zmm13, %zmm7, %zmm14
	vpmuludq	%zmm31, %zmm16, %zmm0
	vmovdqu64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vmovdqu64	3312(%rsp), %zmm18
	vpternlogq	$150, %zmm18, %zmm8, %zmm15
	vpmuludq	%zmm10, %zmm3, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, 448(%rsp), %zmm7, %zmm8
	vpmuludq	%zmm31, %zmm9, %zmm0
	vmovdqu64	%zmm0, 448(%rsp)
	vpsrlq	$32, %zmm0, %zmm13
	vpternlogq	$150, %zmm18, %zmm28, %zmm13
	vpmuludq	%zmm10, %zmm4, %zmm28
	vpsrlq	$32, %zmm28, %zmm20
	vpternlogq	$150, 128(%rsp), %zmm7, %zmm20
	vpmuludq	%zmm31, %zmm29, %zmm0
	vmovdqu64	%zmm0, 128(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vpternlogq	$150, %zmm18, %zmm25, %zmm1
	vpmuludq	%zmm10, %zmm2, %zmm29
	vpsrlq	$32, %zmm29, %zmm25
	vpternlogq	$150, 192(%rsp), %zmm7, %zmm25
	vpmuludq	%zmm31, %zmm27, %zmm0
	vmovdqu64	%zmm0, 1008(%rsp)
	vpsrlq	$32, %zmm0, %zmm27
	vpternlogq	$150, %zmm18, %zmm21, %zmm27
	vpmuludq	%zmm10, %zmm6, %zmm30
	vpsrlq	$32, %zmm30, %zmm21
	vpternlogq	$150, 256(%rsp), %zmm7, %zmm21
	vpmuludq	%zmm31, %zmm17, %zmm0
	vmovdqu64	%zmm0, 384(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 1952(%rsp), %zmm18, %zmm0
	vpmuludq	%zmm10, %zmm23, %zmm2
	vpsrlq	$32, %zmm2, %zmm16
	vpternlogq	$150, 608(%rsp), %zmm7, %zmm16
	vpmuludq	%zmm31, %zmm11, %zmm23
	vpsrlq	$32, %zmm23, %zmm6
	vpternlogq	$150, 944(%rsp), %zmm18, %zmm6
	vpmuludq	%zmm10, %zmm22, %zmm3
	vmovdqu64	%zmm3, 256(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm24, %zmm7, %zmm3
	vpmuludq	%zmm31, %zmm26, %zmm17
	vpsrlq	$32, %zmm17, %zmm22
	vpternlogq	$150, 1072(%rsp), %zmm18, %zmm22
	vpmuludq	%zmm31, %zmm12, %zmm24
	vpsrlq	$32, %zmm24, %zmm12
	vpternlogq	$150, 672(%rsp), %zmm18, %zmm12
	vpmuludq	%zmm10, %zmm13, %zmm4
	vmovdqu64	%zmm4, 192(%rsp)
	vpsrlq	$32, %zmm4, %zmm13
	vmovdqu64	3248(%rsp), %zmm18
	vpternlogq	$150, 736(%rsp), %zmm18, %zmm13
	vpmuludq	%zmm10, %zmm15, %zmm4
	vmovdqu64	%zmm4, 672(%rsp)
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, 880(%rsp), %zmm18, %zmm7
	vpmuludq	%zmm10, %zmm27, %zmm15
	vpsrlq	$32, %zmm15, %zmm9
	vpternlogq	$150, %zmm18, %zmm5, %zmm9
	vpmuludq	%zmm10, %zmm1, %zmm26
	vpsrlq	$32, %zmm26, %zmm5
	vpternlogq	$150, %zmm18, %zmm28, %zmm5
	vpmuludq	%zmm10, %zmm6, %zmm27
	vpsrlq	$32, %zmm27, %zmm4
	vpternlogq	$150, %zmm18, %zmm29, %zmm4
	vpmuludq	%zmm10, %zmm0, %zmm28
	vpsrlq	$32, %zmm28, %zmm11
	vpternlogq	$150, %zmm18, %zmm30, %zmm11
	vpmuludq	%zmm10, %zmm12, %zmm29
	vpsrlq	$32, %zmm29, %zmm12
	vpternlogq	$150, %zmm18, %zmm2, %zmm12
	vpmuludq	%zmm31, %zmm14, %zmm0
	vmovdqu64	%zmm0, 608(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vmovdqu64	3184(%rsp), %zmm30
	vpternlogq	$150, 320(%rsp), %zmm30, %zmm2
	vpmuludq	%zmm31, %zmm19, %zmm0
	vmovdqu64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 448(%rsp), %zmm30, %zmm0
	vpmuludq	%zmm31, %zmm20, %zmm6
	vpsrlq	$32, %zmm6, %zmm19
	vpternlogq	$150, 128(%rsp), %zmm30, %zmm19
	vpmuludq	%zmm31, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm14
	vpternlogq	$150, 1008(%rsp), %zmm30, %zmm14
	vpmuludq	%zmm31, %zmm21, %zmm1
	vmovdqu64	%zmm1, 128(%rsp)
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, 384(%rsp), %zmm30, %zmm20
	vpmuludq	%zmm31, %zmm25, %zmm1
	vmovdqu64	%zmm1, 448(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm23, %zmm30, %zmm1
	vpmuludq	%zmm31, %zmm3, %zmm3
	vmovdqu64	%zmm3, 736(%rsp)
	vpsrlq	$32, %zmm3, %zmm25
	vpternlogq	$150, %zmm17, %zmm30, %zmm25
	vpmuludq	%zmm31, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm23
	vpternlogq	$150, %zmm24, %zmm30, %zmm23
	vpmuludq	%zmm10, %zmm22, %zmm17
	vpsrlq	$32, %zmm17, %zmm30
	vpternlogq	$150, 256(%rsp), %zmm18, %zmm30
	vpmuludq	%zmm10, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm3
	vmovdqu64	3120(%rsp), %zmm18
	vpternlogq	$150, 192(%rsp), %zmm18, %zmm3
	vpmuludq	%zmm10, %zmm2, %zmm0
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, 672(%rsp), %zmm18, %zmm21
	vpmuludq	%zmm10, %zmm14, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm15, %zmm18, %zmm0
	vpmuludq	%zmm10, %zmm19, %zmm2
	vpsrlq	$32, %zmm2, %zmm19
	vpternlogq	$150, %zmm26, %zmm18, %zmm19
	vpmuludq	%zmm10, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm14
	vpternlogq	$150, %zmm27, %zmm18, %zmm14
	vpbroadcastq	.LCPI0_1(%rip), %zmm27
	vpmuludq	%zmm10, %zmm20, %zmm1
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, %zmm28, %zmm18, %zmm20
	vpmuludq	%zmm10, %zmm23, %zmm1
	vpsrlq	$32, %zmm1, %zmm22
	vpternlogq	$150, %zmm29, %zmm18, %zmm22
	vpmuludq	%zmm31, %zmm7, %zmm26
	vpmuludq	%zmm31, %zmm13, %zmm24
	vpmuludq	%zmm31, %zmm5, %zmm23
	vpmuludq	%zmm31, %zmm9, %zmm28
	vpmuludq	%zmm31, %zmm11, %zmm11
	vpmuludq	%zmm31, %zmm4, %zmm29
	vpmuludq	%zmm31, %zmm30, %zmm7
	vpmuludq	%zmm10, %zmm25, %zmm1
	vpmuludq	%zmm31, %zmm12, %zmm9
	vpsrlq	$32, %zmm1, %zmm12
	vpternlogq	$150, %zmm17, %zmm18, %zmm12
	vpsrlq	$32, %zmm26, %zmm1
	vmovdqu64	2992(%rsp), %zmm17
	vpternlogq	$150, 608(%rsp), %zmm17, %zmm1
	vpsrlq	$32, %zmm24, %zmm2
	vpternlogq	$150, 320(%rsp), %zmm17, %zmm2
	vpsrlq	$32, %zmm23, %zmm4
	vpternlogq	$150, %zmm17, %zmm6, %zmm4
	vpsrlq	$32, %zmm28, %zmm6
	vpternlogq	$150, %zmm17, %zmm8, %zmm6
	vpsrlq	$32, %zmm11, %zmm8
	vpternlogq	$150, 128(%rsp), %zmm17, %zmm8
	vpsrlq	$32, %zmm29, %zmm5
	vpternlogq	$150, 448(%rsp), %zmm17, %zmm5
	vpsrlq	$32, %zmm7, %zmm13
	vpternlogq	$150, 736(%rsp), %zmm17, %zmm13
	vpsrlq	$32, %zmm9, %zmm15
	vpternlogq	$150, %zmm17, %zmm16, %zmm15
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm2, %zmm1
	vpmovqd	%zmm6, %ymm2
	vpmovqd	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm2, %zmm2
	vpmovqd	%zmm5, %ymm4
	vpmovqd	%zmm8, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpmovqd	%zmm15, %ymm5
	vpmovqd	%zmm13, %ymm6
	vinserti64x4	$1, %ymm6, %zmm5, %zmm5
	vpmuludq	%zmm31, %zmm21, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vmovdqu64	2928(%rsp), %zmm16
	vpternlogq	$150, %zmm26, %zmm16, %zmm6
	vpmuludq	%zmm31, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm24, %zmm16, %zmm3
	vpmuludq	%zmm31, %zmm19, %zmm8
	vpsrlq	$32, %zmm8, %zmm8
	vpternlogq	$150, %zmm23, %zmm16, %zmm8
	vpmuludq	%zmm31, %zmm0, %zmm0
	vpmuludq	%zmm31, %zmm20, %zmm13
	vpmuludq	%zmm31, %zmm14, %zmm14
	vpmuludq	%zmm31, %zmm12, %zmm12
	vpmuludq	%zmm31, %zmm22, %zmm15
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm28, %zmm16, %zmm0
	vpternlogq	$150, %zmm11, %zmm16, %zmm13
	vpternlogq	$150, %zmm29, %zmm16, %zmm14
	vpternlogq	$150, %zmm7, %zmm16, %zmm12
	vpternlogq	$150, %zmm9, %zmm16, %zmm15
	vpmuludq	%zmm10, %zmm3, %zmm3
	vpmuludq	%zmm10, %zmm6, %zmm6
	vpmuludq	%zmm10, %zmm0, %zmm0
	vpmuludq	%zmm10, %zmm8, %zmm7
	vpmuludq	%zmm10, %zmm14, %zmm8
	vpmuludq	%zmm10, %zmm13, %zmm9
	vpmuludq	%zmm10, %zmm15, %zmm17
	vpmuludq	%zmm10, %zmm12, %zmm11
	vpsrlq	$32, %zmm6, %zmm12
	vpsrlq	$32, %zmm3, %zmm13
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm0, %zmm15
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
	vpsrlq	$32, %zmm17, %zmm16
	vpmovqd	%zmm16, %ymm16
	vpmovqd	%zmm15, %ymm15
	vinserti64x4	$1, %ymm15, %zmm16, %zmm15
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm3, %zmm3
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm7, %ymm6
	vinserti64x4	$1, %ymm6, %zmm0, %zmm0
	vpmovqd	%zmm8, %ymm6
	vpmovqd	%zmm9, %ymm7
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vpmovqd	%zmm17, %ymm7
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_7(%rip), %zmm9
	vpmulld	%zmm9, %zmm1, %zmm1
	vmovdqu64	2864(%rsp), %zmm8
	vpternlogd	$150, %zmm1, %zmm8, %zmm12
	vpmulld	%zmm9, %zmm2, %zmm1
	vmovdqu64	64(%rsp), %zmm2
	vpternlogd	$150, %zmm1, %zmm8, %zmm14
	vpmulld	%zmm9, %zmm4, %zmm1
	vpternlogd	$150, %zmm1, %zmm8, %zmm13
	vpmulld	%zmm9, %zmm5, %zmm1
	vpternlogd	$150, %zmm1, %zmm8, %zmm15
	vmovdqu64	816(%rsp), %zmm1
	vmovdqu64	%zmm12, 39928(%rsp,%rcx,4)
	vmovdqu64	%zmm14, 39992(%rsp,%rcx,4)
	vmovdqu64	%zmm3, 72696(%rsp,%rcx,4)
	vmovdqu64	%zmm13, 40056(%rsp,%rcx,4)
	vmovdqu64	%zmm0, 72760(%rsp,%rcx,4)
	vmovdqu64	%zmm6, 72824(%rsp,%rcx,4)
	vmovdqu64	%zmm15, 40120(%rsp,%rcx,4)
	vmovdqu64	%zmm7, 72888(%rsp,%rcx,4)
	addq	$64, %rcx
	vpbroadcastq	.LCPI0_8(%rip), %zmm0
	vpaddq	%zmm0, %zmm1, %zmm1
	vpaddq	%zmm0, %zmm2, %zmm2
	cmpq	%rcx, %rdi
	jne	.LBB0_18
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_20:
	vcvtudq2pd	72696(%rsp,%rcx,4), %zmm0
	vcvtudq2pd	72728(%rsp,%rcx,4), %zmm1
	vcvtudq2pd	72760(%rsp,%rcx,4), %zmm2
	vcvtudq2pd	72792(%rsp,%rcx,4), %zmm3
	vcvtudq2pd	72824(%rsp,%rcx,4), %zmm4
	vcvtudq2pd	72856(%rsp,%rcx,4), %zmm5
	vcvtudq2pd	72888(%rsp,%rcx,4), %zmm6
	vcvtudq2pd	72920(%rsp,%rcx,4), %zmm7
	vbroadcastsd	.LCPI0_10(%rip), %zmm10
	vaddpd	%zmm10, %zmm1, %zmm1
	vaddpd	%zmm10, %zmm0, %zmm0
	vaddpd	%zmm10, %zmm3, %zmm3
	vaddpd	%zmm10, %zmm2, %zmm2
	vaddpd	%zmm10, %zmm5, %zmm8
	vaddpd	%zmm10, %zmm4, %zmm9
	vaddpd	%zmm10, %zmm7, %zmm7
	vaddpd	%zmm10, %zmm6, %zmm10
	vbroadcastsd	.LCPI0_11(%rip), %zmm11
	vmulpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm1, %zmm4
	vmulpd	%zmm11, %zmm2, %zmm1
	vmulpd	%zmm11, %zmm3, %zmm5
	vmulpd	%zmm11, %zmm9, %zmm2
	vmulpd	%zmm11, %zmm8, %zmm6
	vmulpd	%zmm11, %zmm10, %zmm3
	vmulpd	%zmm11, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_29(%rip), %zmm8
	vmulpd	%zmm8, %zmm4, %zmm14
	vmulpd	%zmm8, %zmm0, %zmm21
	vmulpd	%zmm8, %zmm5, %zmm10
	vmulpd	%zmm8, %zmm1, %zmm12
	vmulpd	%zmm8, %zmm6, %zmm4
	vmulpd	%zmm8, %zmm2, %zmm9
	vmulpd	%zmm8, %zmm7, %zmm0
	vmulpd	%zmm8, %zmm3, %zmm1
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vmulpd	%zmm13, %zmm21, %zmm2
	vmulpd	%zmm13, %zmm14, %zmm3
	vmulpd	%zmm13, %zmm12, %zmm5
	vmulpd	%zmm13, %zmm10, %zmm6
	vmulpd	%zmm13, %zmm9, %zmm7
	vmulpd	%zmm13, %zmm4, %zmm8
	vmulpd	%zmm13, %zmm1, %zmm11
	vmulpd	%zmm13, %zmm0, %zmm13
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vaddpd	%zmm15, %zmm3, %zmm19
	vmovupd	%zmm19, 1568(%rsp)
	vaddpd	%zmm15, %zmm2, %zmm17
	vmovupd	%zmm17, 1632(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 1696(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 1760(%rsp)
	vaddpd	%zmm15, %zmm8, %zmm3
	vmovupd	%zmm3, 1824(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm6
	vmovupd	%zmm6, 1888(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm8
	vmovupd	%zmm8, 1952(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm5
	vmovupd	%zmm5, 384(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm2
	vaddpd	%zmm2, %zmm17, %zmm20
	vaddpd	%zmm2, %zmm19, %zmm17
	vaddpd	%zmm2, %zmm18, %zmm13
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm2, %zmm6, %zmm7
	vaddpd	%zmm2, %zmm3, %zmm6
	vaddpd	%zmm2, %zmm5, %zmm3
	vaddpd	%zmm2, %zmm8, %zmm5
	vbroadcastsd	.LCPI0_33(%rip), %zmm26
	vmulpd	%zmm26, %zmm17, %zmm18
	vmulpd	%zmm26, %zmm20, %zmm2
	vmulpd	%zmm26, %zmm11, %zmm15
	vmulpd	%zmm26, %zmm13, %zmm19
	vmulpd	%zmm26, %zmm6, %zmm16
	vsubpd	%zmm2, %zmm21, %zmm8
	vbroadcastsd	.LCPI0_34(%rip), %zmm28
	vmulpd	%zmm28, %zmm20, %zmm2
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	vmulpd	%zmm29, %zmm20, %zmm22
	vsubpd	%zmm2, %zmm8, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm31
	vpandq	%zmm31, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm31, %zmm23, %zmm23
	vpaddq	%zmm27, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm8, %zmm21
	vsubpd	%zmm21, %zmm8, %zmm23
	vsubpd	%zmm22, %zmm23, %zmm22
	vmulpd	%zmm26, %zmm7, %zmm23
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_36(%rip), %zmm30
	vmulpd	%zmm30, %zmm20, %zmm20
	vsubpd	%zmm22, %zmm20, %zmm2 {%k1}
	vmulpd	%zmm28, %zmm17, %zmm20
	vmulpd	%zmm29, %zmm17, %zmm22
	vmovapd	%zmm21, %zmm8 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm21
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm31, %zmm14, %zmm14
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm31, %zmm21, %zmm21
	vpaddq	%zmm27, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm14, %k1
	vsubpd	%zmm22, %zmm18, %zmm21
	vsubpd	%zmm21, %zmm18, %zmm14
	vsubpd	%zmm22, %zmm14, %zmm14
	vmulpd	%zmm26, %zmm5, %zmm24
	vsubpd	%zmm19, %zmm12, %zmm19
	vmulpd	%zmm30, %zmm17, %zmm17
	vsubpd	%zmm14, %zmm17, %zmm20 {%k1}
	vmulpd	%zmm28, %zmm13, %zmm14
	vmulpd	%zmm29, %zmm13, %zmm17
	vmovapd	%zmm21, %zmm18 {%k1}
	vsubpd	%zmm14, %zmm19, %zmm21
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm31, %zmm12, %zmm12
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm31, %zmm21, %zmm21
	vpaddq	%zmm27, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm12, %k1
	vsubpd	%zmm17, %zmm19, %zmm12
	vsubpd	%zmm12, %zmm19, %zmm21
	vsubpd	%zmm17, %zmm21, %zmm25
	vmulpd	%zmm26, %zmm3, %zmm22
	vsubpd	%zmm15, %zmm10, %zmm15
	vsubpd	%zmm23, %zmm9, %zmm17
	vsubpd	%zmm16, %zmm4, %zmm21
	vsubpd	%zmm22, %zmm1, %zmm22
	vsubpd	%zmm24, %zmm0, %zmm23
	vmulpd	%zmm30, %zmm13, %zmm13
	vsubpd	%zmm25, %zmm13, %zmm14 {%k1}
	vmulpd	%zmm28, %zmm11, %zmm24
	vmulpd	%zmm29, %zmm11, %zmm13
	vmovapd	%zmm12, %zmm19 {%k1}
	vsubpd	%zmm24, %zmm15, %zmm12
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm31, %zmm10, %zmm10
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm31, %zmm12, %zmm12
	vpaddq	%zmm27, %zmm12, %zmm12
	vpcmpgtq	%zmm12, %zmm10, %k1
	vsubpd	%zmm13, %zmm15, %zmm12
	vsubpd	%zmm12, %zmm15, %zmm10
	vsubpd	%zmm13, %zmm10, %zmm13
	vmulpd	%zmm28, %zmm7, %zmm10
	vmulpd	%zmm30, %zmm11, %zmm11
	vsubpd	%zmm13, %zmm11, %zmm24 {%k1}
	vmulpd	%zmm28, %zmm6, %zmm11
	vmulpd	%zmm29, %zmm7, %zmm13
	vmovapd	%zmm12, %zmm15 {%k1}
	vsubpd	%zmm10, %zmm17, %zmm12
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm31, %zmm9, %zmm9
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm31, %zmm12, %zmm12
	vpaddq	%zmm27, %zmm12, %zmm12
	vpcmpgtq	%zmm12, %zmm9, %k1
	vsubpd	%zmm13, %zmm17, %zmm9
	vsubpd	%zmm9, %zmm17, %zmm12
	vsubpd	%zmm13, %zmm12, %zmm12
	vmulpd	%zmm28, %zmm3, %zmm26
	vmulpd	%zmm30, %zmm7, %zmm7
	vsubpd	%zmm12, %zmm7, %zmm10 {%k1}
	vmulpd	%zmm28, %zmm5, %zmm16
	vmulpd	%zmm29, %zmm6, %zmm7
	vmovapd	%zmm9, %zmm17 {%k1}
	vsubpd	%zmm11, %zmm21, %zmm9
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm31, %zmm4, %zmm4
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm31, %zmm9, %zmm9
	vpaddq	%zmm27, %zmm9, %zmm9
	vpcmpgtq	%zmm9, %zmm4, %k1
	vsubpd	%zmm7, %zmm21, %zmm4
	vsubpd	%zmm4, %zmm21, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm29, %zmm3, %zmm9
	vmulpd	%zmm30, %zmm6, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm11 {%k1}
	vmulpd	%zmm29, %zmm5, %zmm6
	vsubpd	%zmm6, %zmm23, %zmm7
	vmovapd	%zmm4, %zmm21 {%k1}
	vsubpd	%zmm26, %zmm22, %zmm4
	vpsrlq	$52, %zmm1, %zmm1
	vpandq	%zmm31, %zmm1, %zmm1
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm31, %zmm4, %zmm4
	vpaddq	%zmm27, %zmm4, %zmm4
	vpcmpgtq	%zmm4, %zmm1, %k1
	vsubpd	%zmm9, %zmm22, %zmm1
	vmulpd	%zmm30, %zmm5, %zmm4
	vmulpd	%zmm30, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm23, %zmm5
	vsubpd	%zmm6, %zmm5, %zmm5
	vsubpd	%zmm1, %zmm22, %zmm6
	vsubpd	%zmm9, %zmm6, %zmm6
	vsubpd	%zmm16, %zmm23, %zmm9
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm31, %zmm0, %zmm0
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm31, %zmm9, %zmm9
	vpaddq	%zmm27, %zmm9, %zmm9
	vmovapd	%zmm1, %zmm22 {%k1}
	vsubpd	%zmm6, %zmm3, %zmm26 {%k1}
	vpcmpgtq	%zmm9, %zmm0, %k1
	vmovapd	%zmm7, %zmm23 {%k1}
	vsubpd	%zmm5, %zmm4, %zmm16 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm13
	vsubpd	%zmm2, %zmm8, %zmm25
	vsubpd	%zmm24, %zmm15, %zmm5
	vsubpd	%zmm14, %zmm19, %zmm28
	vsubpd	%zmm11, %zmm21, %zmm27
	vsubpd	%zmm10, %zmm17, %zmm6
	vsubpd	%zmm16, %zmm23, %zmm9
	vsubpd	%zmm26, %zmm22, %zmm29
	vsubpd	%zmm25, %zmm8, %zmm0
	vmovupd	%zmm25, 64(%rsp)
	vsubpd	%zmm13, %zmm18, %zmm1
	vmovupd	%zmm13, 608(%rsp)
	vsubpd	%zmm28, %zmm19, %zmm3
	vmovupd	%zmm28, 320(%rsp)
	vsubpd	%zmm5, %zmm15, %zmm4
	vmovapd	%zmm5, %zmm18
	vmovupd	%zmm5, 816(%rsp)
	vsubpd	%zmm6, %zmm17, %zmm5
	vmovapd	%zmm6, %zmm19
	vsubpd	%zmm27, %zmm21, %zmm6
	vsubpd	%zmm29, %zmm22, %zmm8
	vsubpd	%zmm9, %zmm23, %zmm15
	vmovapd	%zmm9, %zmm17
	vmovupd	%zmm9, 944(%rsp)
	vsubpd	%zmm20, %zmm1, %zmm1
	vmovupd	%zmm1, 736(%rsp)
	vsubpd	%zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 1008(%rsp)
	vsubpd	%zmm24, %zmm4, %zmm0
	vmovupd	%zmm0, 1072(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 672(%rsp)
	vsubpd	%zmm11, %zmm6, %zmm0
	vmovupd	%zmm0, 128(%rsp)
	vsubpd	%zmm10, %zmm5, %zmm0
	vmovupd	%zmm0, 192(%rsp)
	vsubpd	%zmm16, %zmm15, %zmm0
	vmovupd	%zmm0, 256(%rsp)
	vsubpd	%zmm26, %zmm8, %zmm0
	vmovupd	%zmm0, 448(%rsp)
	vmulpd	%zmm13, %zmm13, %zmm24
	vmulpd	%zmm25, %zmm25, %zmm30
	vmulpd	%zmm18, %zmm18, %zmm14
	vmulpd	%zmm30, %zmm30, %zmm11
	vmovupd	%zmm11, 2336(%rsp)
	vmulpd	%zmm24, %zmm24, %zmm2
	vmovupd	%zmm2, 1312(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm4
	vmulpd	%zmm4, %zmm24, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm24, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm6
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm24, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm7
	vmulpd	%zmm7, %zmm24, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm8
	vsubpd	%zmm1, %zmm8, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm9
	vaddpd	%zmm9, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm7, %zmm30, %zmm2
	vsubpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm2, %zmm30, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 2208(%rsp)
	vmulpd	%zmm11, %zmm11, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm4, %zmm30, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm21
	vmulpd	%zmm7, %zmm14, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm14, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm14, %zmm14, %zmm1
	vmovupd	%zmm1, 1504(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm14, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm14, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm14, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2144(%rsp)
	vmulpd	%zmm28, %zmm28, %zmm31
	vmulpd	%zmm7, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm1
	vmovupd	%zmm1, 2544(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm31, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm23
	vmulpd	%zmm27, %zmm27, %zmm22
	vmovapd	%zmm27, %zmm28
	vmovupd	%zmm27, 880(%rsp)
	vmulpd	%zmm7, %zmm22, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm22, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm22, %zmm22, %zmm1
	vmovupd	%zmm1, 1136(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm22, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1440(%rsp)
	vmulpd	%zmm19, %zmm19, %zmm26
	vmovapd	%zmm19, %zmm12
	vmovupd	%zmm19, 4336(%rsp)
	vmulpd	%zmm7, %zmm26, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm26, %zmm26, %zmm1
	vmovupd	%zmm1, 2480(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm26, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1376(%rsp)
	vmulpd	%zmm17, %zmm17, %zmm27
	vmulpd	%zmm7, %zmm27, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm27, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm27, %zmm27, %zmm1
	vmovupd	%zmm1, 2272(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm27, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2080(%rsp)
	vmovapd	%zmm29, %zmm17
	vmovupd	%zmm29, 4272(%rsp)
	vmulpd	%zmm29, %zmm29, %zmm3
	vmulpd	%zmm7, %zmm3, %zmm1
	vsubpd	%zmm1, %zmm8, %zmm1
	vmulpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm9, %zmm1, %zmm1
	vmulpd	%zmm3, %zmm3, %zmm0
	vmovupd	%zmm0, 4400(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm4, %zmm3, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm3, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm3, %zmm2
	vaddpd	%zmm1, %zmm2, %zmm0
	vmovupd	%zmm0, 2016(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm1
	vmulpd	%zmm1, %zmm24, %zmm16
	vbroadcastsd	.LCPI0_44(%rip), %zmm20
	vsubpd	%zmm16, %zmm20, %zmm18
	vsubpd	%zmm18, %zmm20, %zmm11
	vsubpd	%zmm16, %zmm11, %zmm11
	vmulpd	%zmm1, %zmm30, %zmm0
	vsubpd	%zmm0, %zmm20, %zmm16
	vsubpd	%zmm16, %zmm20, %zmm10
	vsubpd	%zmm0, %zmm10, %zmm7
	vmovapd	%zmm14, %zmm0
	vmulpd	%zmm1, %zmm14, %zmm10
	vsubpd	%zmm10, %zmm20, %zmm13
	vsubpd	%zmm13, %zmm20, %zmm8
	vsubpd	%zmm10, %zmm8, %zmm8
	vmulpd	%zmm1, %zmm31, %zmm10
	vsubpd	%zmm10, %zmm20, %zmm9
	vsubpd	%zmm9, %zmm20, %zmm15
	vsubpd	%zmm10, %zmm15, %zmm10
	vmulpd	%zmm1, %zmm22, %zmm15
	vsubpd	%zmm15, %zmm20, %zmm6
	vsubpd	%zmm6, %zmm20, %zmm14
	vsubpd	%zmm15, %zmm14, %zmm14
	vmulpd	%zmm1, %zmm26, %zmm15
	vsubpd	%zmm15, %zmm20, %zmm5
	vsubpd	%zmm5, %zmm20, %zmm25
	vsubpd	%zmm15, %zmm25, %zmm15
	vmulpd	%zmm1, %zmm27, %zmm25
	vsubpd	%zmm25, %zmm20, %zmm4
	vsubpd	%zmm4, %zmm20, %zmm19
	vsubpd	%zmm25, %zmm19, %zmm19
	vmulpd	%zmm1, %zmm3, %zmm25
	vsubpd	%zmm25, %zmm20, %zmm2
	vsubpd	%zmm2, %zmm20, %zmm20
	vsubpd	%zmm25, %zmm20, %zmm20
	vmulpd	%zmm21, %zmm30, %zmm21
	vmovupd	1008(%rsp), %zmm29
	vmulpd	64(%rsp), %zmm29, %zmm25
	vsubpd	%zmm25, %zmm21, %zmm21
	vaddpd	%zmm21, %zmm7, %zmm7
	vmulpd	2208(%rsp), %zmm24, %zmm21
	vmovupd	608(%rsp), %zmm1
	vmulpd	736(%rsp), %zmm1, %zmm25
	vsubpd	%zmm25, %zmm21, %zmm21
	vaddpd	%zmm21, %zmm11, %zmm11
	vmulpd	%zmm23, %zmm31, %zmm21
	vmovupd	320(%rsp), %zmm1
	vmulpd	672(%rsp), %zmm1, %zmm23
	vsubpd	%zmm23, %zmm21, %zmm21
	vaddpd	%zmm21, %zmm10, %zmm10
	vmulpd	2144(%rsp), %zmm0, %zmm21
	vmovapd	%zmm0, %zmm25
	vmovupd	1072(%rsp), %zmm1
	vmulpd	816(%rsp), %zmm1, %zmm23
	vsubpd	%zmm23, %zmm21, %zmm21
	vaddpd	%zmm21, %zmm8, %zmm8
	vmulpd	1376(%rsp), %zmm26, %zmm21
	vmulpd	192(%rsp), %zmm12, %zmm23
	vsubpd	%zmm23, %zmm21, %zmm21
	vaddpd	%zmm21, %zmm15, %zmm15
	vmulpd	1440(%rsp), %zmm22, %zmm21
	vmulpd	128(%rsp), %zmm28, %zmm23
	vsubpd	%zmm23, %zmm21, %zmm21
	vaddpd	%zmm21, %zmm14, %zmm14
	vmulpd	2016(%rsp), %zmm3, %zmm12
	vmulpd	448(%rsp), %zmm17, %zmm21
	vsubpd	%zmm21, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm20, %zmm12
	vmulpd	2080(%rsp), %zmm27, %zmm20
	vmovupd	944(%rsp), %zmm0
	vmulpd	256(%rsp), %zmm0, %zmm21
	vsubpd	%zmm21, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm19, %zmm19
	vaddpd	%zmm11, %zmm18, %zmm0
	vmovupd	%zmm0, 1376(%rsp)
	vaddpd	%zmm7, %zmm16, %zmm0
	vmovupd	%zmm0, 2080(%rsp)
	vaddpd	%zmm8, %zmm13, %zmm0
	vmovupd	%zmm0, 1440(%rsp)
	vaddpd	%zmm10, %zmm9, %zmm0
	vmovupd	%zmm0, 2736(%rsp)
	vaddpd	%zmm14, %zmm6, %zmm0
	vmovupd	%zmm0, 2144(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm0
	vmovupd	%zmm0, 2416(%rsp)
	vaddpd	%zmm19, %zmm4, %zmm0
	vmovupd	%zmm0, 2208(%rsp)
	vaddpd	%zmm12, %zmm2, %zmm0
	vmovupd	%zmm0, 2016(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm10
	vmulpd	%zmm10, %zmm30, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm15
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2336(%rsp), %zmm30, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm11
	vmulpd	%zmm11, %zmm30, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm12
	vaddpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vmovupd	%zmm30, 4144(%rsp)
	vbroadcastsd	.LCPI0_47(%rip), %zmm14
	vaddpd	%zmm14, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm1
	vmulpd	%zmm10, %zmm24, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	1312(%rsp), %zmm24, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm11, %zmm24, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm24, %zmm2
	vmovupd	%zmm24, 4208(%rsp)
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm8
	vmulpd	%zmm10, %zmm31, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2544(%rsp), %zmm31, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm11, %zmm31, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm31, %zmm2
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm2
	vmulpd	%zmm10, %zmm25, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	1504(%rsp), %zmm25, %zmm4
	vmulpd	%zmm0, %zmm4, %zmm0
	vmulpd	%zmm11, %zmm25, %zmm4
	vaddpd	%zmm12, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm25, %zmm4
	vmovapd	%zmm25, %zmm9
	vmovupd	%zmm25, 4080(%rsp)
	vaddpd	%zmm14, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm10, %zmm26, %zmm4
	vaddpd	%zmm15, %zmm4, %zmm4
	vmulpd	2480(%rsp), %zmm26, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm11, %zmm26, %zmm5
	vaddpd	%zmm12, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm26, %zmm5
	vaddpd	%zmm14, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm10, %zmm22, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vmulpd	1136(%rsp), %zmm22, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm11, %zmm22, %zmm6
	vaddpd	%zmm12, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm22, %zmm6
	vaddpd	%zmm14, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm10, %zmm3, %zmm6
	vaddpd	%zmm15, %zmm6, %zmm6
	vmulpd	4400(%rsp), %zmm3, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm11, %zmm3, %zmm7
	vaddpd	%zmm12, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm3, %zmm7
	vaddpd	%zmm14, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm10, %zmm27, %zmm7
	vaddpd	%zmm15, %zmm7, %zmm7
	vmulpd	2272(%rsp), %zmm27, %zmm10
	vmulpd	%zmm7, %zmm10, %zmm7
	vmulpd	%zmm11, %zmm27, %zmm10
	vaddpd	%zmm12, %zmm10, %zmm10
	vmulpd	%zmm10, %zmm27, %zmm10
	vaddpd	%zmm14, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm7, %zmm7
	vmulpd	608(%rsp), %zmm24, %zmm10
	vmovupd	%zmm10, 1312(%rsp)
	vmulpd	%zmm8, %zmm10, %zmm8
	vbroadcastsd	.LCPI0_10(%rip), %zmm25
	vmovupd	736(%rsp), %zmm17
	vmulpd	%zmm25, %zmm17, %zmm11
	vsubpd	%zmm8, %zmm11, %zmm8
	vmulpd	64(%rsp), %zmm30, %zmm21
	vmulpd	%zmm1, %zmm21, %zmm1
	vmulpd	%zmm25, %zmm29, %zmm12
	vsubpd	%zmm1, %zmm12, %zmm28
	vmulpd	816(%rsp), %zmm9, %zmm23
	vmulpd	%zmm0, %zmm23, %zmm0
	vmovupd	1072(%rsp), %zmm11
	vmulpd	%zmm25, %zmm11, %zmm13
	vsubpd	%zmm0, %zmm13, %zmm29
	vmulpd	320(%rsp), %zmm31, %zmm13
	vmulpd	%zmm2, %zmm13, %zmm2
	vmovupd	672(%rsp), %zmm10
	vmulpd	%zmm25, %zmm10, %zmm14
	vsubpd	%zmm2, %zmm14, %zmm12
	vmulpd	880(%rsp), %zmm22, %zmm18
	vmulpd	%zmm5, %zmm18, %zmm5
	vmovupd	128(%rsp), %zmm9
	vmulpd	%zmm25, %zmm9, %zmm15
	vsubpd	%zmm5, %zmm15, %zmm5
	vmovupd	4336(%rsp), %zmm30
	vmulpd	%zmm26, %zmm30, %zmm15
	vmulpd	%zmm4, %zmm15, %zmm4
	vmovupd	192(%rsp), %zmm2
	vmulpd	%zmm25, %zmm2, %zmm16
	vsubpd	%zmm4, %zmm16, %zmm4
	vmovupd	944(%rsp), %zmm24
	vmulpd	%zmm27, %zmm24, %zmm16
	vmulpd	%zmm7, %zmm16, %zmm7
	vmovupd	256(%rsp), %zmm1
	vmulpd	%zmm25, %zmm1, %zmm19
	vsubpd	%zmm7, %zmm19, %zmm7
	vmovupd	4272(%rsp), %zmm14
	vmulpd	%zmm3, %zmm14, %zmm19
	vmulpd	%zmm6, %zmm19, %zmm6
	vmovupd	448(%rsp), %zmm0
	vmulpd	%zmm25, %zmm0, %zmm20
	vsubpd	%zmm6, %zmm20, %zmm6
	vmulpd	4208(%rsp), %zmm8, %zmm8
	vmulpd	4144(%rsp), %zmm28, %zmm28
	vmulpd	4080(%rsp), %zmm29, %zmm20
	vmulpd	%zmm12, %zmm31, %zmm12
	vmulpd	%zmm5, %zmm22, %zmm5
	vmulpd	%zmm4, %zmm26, %zmm4
	vmulpd	%zmm7, %zmm27, %zmm7
	vmulpd	%zmm6, %zmm3, %zmm3
	vsubpd	1008(%rsp), %zmm28, %zmm22
	vsubpd	%zmm17, %zmm8, %zmm6
	vsubpd	%zmm10, %zmm12, %zmm12
	vsubpd	%zmm11, %zmm20, %zmm10
	vsubpd	%zmm2, %zmm4, %zmm4
	vsubpd	%zmm9, %zmm5, %zmm5
	vsubpd	%zmm0, %zmm3, %zmm3
	vsubpd	%zmm1, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_50(%rip), %zmm17
	vmulpd	%zmm17, %zmm21, %zmm8
	vaddpd	%zmm8, %zmm22, %zmm1
	vmulpd	1312(%rsp), %zmm17, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm17, %zmm13, %zmm8
	vaddpd	%zmm8, %zmm12, %zmm2
	vmulpd	%zmm17, %zmm23, %zmm8
	vaddpd	%zmm8, %zmm10, %zmm0
	vmulpd	%zmm17, %zmm15, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm17, %zmm18, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm17, %zmm19, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm17, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmovupd	64(%rsp), %zmm8
	vsubpd	%zmm1, %zmm8, %zmm29
	vmovupd	608(%rsp), %zmm1
	vsubpd	%zmm6, %zmm1, %zmm23
	vmovupd	320(%rsp), %zmm1
	vsubpd	%zmm2, %zmm1, %zmm22
	vmovupd	816(%rsp), %zmm1
	vsubpd	%zmm0, %zmm1, %zmm21
	vsubpd	%zmm4, %zmm30, %zmm19
	vmovupd	880(%rsp), %zmm0
	vsubpd	%zmm5, %zmm0, %zmm20
	vsubpd	%zmm3, %zmm14, %zmm18
	vsubpd	%zmm7, %zmm24, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm8
	vmovupd	2080(%rsp), %zmm14
	vxorpd	%zmm8, %zmm14, %zmm7
	vmovupd	1376(%rsp), %zmm17
	vxorpd	%zmm8, %zmm17, %zmm6
	vmovupd	2736(%rsp), %zmm12
	vxorpd	%zmm8, %zmm12, %zmm5
	vmovupd	1440(%rsp), %zmm15
	vxorpd	%zmm8, %zmm15, %zmm4
	vmovupd	2416(%rsp), %zmm28
	vxorpd	%zmm8, %zmm28, %zmm3
	vmovupd	2144(%rsp), %zmm13
	vxorpd	%zmm8, %zmm13, %zmm2
	vmovupd	2016(%rsp), %zmm27
	vxorpd	%zmm8, %zmm27, %zmm1
	vmovupd	2208(%rsp), %zmm26
	vxorpd	%zmm8, %zmm26, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm10
	vmovdqu64	1568(%rsp), %zmm16
	vptestnmq	%zmm10, %zmm16, %k1
	vmovapd	%zmm17, %zmm6 {%k1}
	vxorpd	%zmm8, %zmm23, %zmm23 {%k1}
	vmovdqu64	1632(%rsp), %zmm17
	vptestnmq	%zmm10, %zmm17, %k1
	vmovapd	%zmm14, %zmm7 {%k1}
	vmovapd	%zmm29, %zmm24
	vxorpd	%zmm8, %zmm29, %zmm24 {%k1}
	vmovdqu64	1696(%rsp), %zmm14
	vptestnmq	%zmm10, %zmm14, %k1
	vmovapd	%zmm15, %zmm4 {%k1}
	vxorpd	%zmm8, %zmm21, %zmm21 {%k1}
	vmovdqu64	1760(%rsp), %zmm15
	vptestnmq	%zmm10, %zmm15, %k1
	vmovapd	%zmm12, %zmm5 {%k1}
	vxorpd	%zmm8, %zmm22, %zmm22 {%k1}
	vmovdqu64	1824(%rsp), %zmm12
	vptestnmq	%zmm10, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm8, %zmm20, %zmm20 {%k1}
	vmovdqu64	1888(%rsp), %zmm13
	vptestnmq	%zmm10, %zmm13, %k1
	vmovapd	%zmm28, %zmm3 {%k1}
	vxorpd	%zmm8, %zmm19, %zmm19 {%k1}
	vmovdqu64	1952(%rsp), %zmm9
	vptestnmq	%zmm10, %zmm9, %k1
	vmovapd	%zmm26, %zmm0 {%k1}
	vxorpd	%zmm8, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm26
	vmovdqu64	384(%rsp), %zmm11
	vptestnmq	%zmm10, %zmm11, %k1
	vmovapd	%zmm27, %zmm1 {%k1}
	vxorpd	%zmm8, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm8
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm7, %zmm24 {%k1}
	vmovupd	%zmm24, 608(%rsp)
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm6, %zmm23 {%k1}
	vmovupd	%zmm23, 320(%rsp)
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm5, %zmm22 {%k1}
	vmovupd	%zmm22, 192(%rsp)
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm4, %zmm21 {%k1}
	vmovupd	%zmm21, 128(%rsp)
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 256(%rsp)
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm2, %zmm20 {%k1}
	vmovupd	%zmm20, 448(%rsp)
	vptestnmq	%zmm8, %zmm11, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 736(%rsp)
	vptestnmq	%zmm8, %zmm9, %k1
	vmovapd	%zmm0, %zmm26 {%k1}
	vmovupd	%zmm26, 672(%rsp)
	vcvtudq2pd	39928(%rsp,%rcx,4), %zmm0
	vcvtudq2pd	39960(%rsp,%rcx,4), %zmm1
	vcvtudq2pd	39992(%rsp,%rcx,4), %zmm2
	vcvtudq2pd	40024(%rsp,%rcx,4), %zmm3
	vcvtudq2pd	40056(%rsp,%rcx,4), %zmm4
	vcvtudq2pd	40088(%rsp,%rcx,4), %zmm5
	vcvtudq2pd	40120(%rsp,%rcx,4), %zmm6
	vcvtudq2pd	40152(%rsp,%rcx,4), %zmm7
	vaddpd	%zmm25, %zmm1, %zmm1
	vaddpd	%zmm25, %zmm0, %zmm0
	vaddpd	%zmm25, %zmm3, %zmm3
	vaddpd	%zmm25, %zmm2, %zmm2
	vaddpd	%zmm25, %zmm5, %zmm5
	vaddpd	%zmm25, %zmm4, %zmm4
	vaddpd	%zmm25, %zmm7, %zmm7
	vaddpd	%zmm25, %zmm6, %zmm6
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
	vmovdqu64	%zmm9, 1824(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 1888(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1952(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 384(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 880(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 944(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 1008(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 1072(%rsp)
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
	vmovupd	%zmm3, 816(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm31, %zmm2
	vdivpd	%zmm2, %zmm31, %zmm2
	vmovupd	%zmm2, 1696(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1760(%rsp)
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
	vmovupd	%zmm3, 1568(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 1136(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 1504(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2272(%rsp)
	vpaddq	%zmm12, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm2
	vmovupd	%zmm2, 64(%rsp)
	vaddpd	%zmm23, %zmm2, %zmm1
	vdivpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 1632(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2544(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2480(%rsp)
	vpaddq	%zmm12, %zmm30, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 1312(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm10
	vmulpd	%zmm10, %zmm10, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 2208(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1440(%rsp)
	vpaddq	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 2336(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1376(%rsp)
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
	vaddpd	1136(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	1568(%rsp), %zmm22, %zmm22
	vaddpd	2272(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	1504(%rsp), %zmm27, %zmm27
	vaddpd	2480(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	2544(%rsp), %zmm9, %zmm9
	vaddpd	1440(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm10, %zmm7
	vaddpd	2208(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm30, %zmm10
	vmulpd	%zmm10, %zmm13, %zmm5
	vaddpd	1376(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm10
	vmulpd	%zmm10, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm11, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm10
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	%zmm31, 2144(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm31, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	1696(%rsp), %zmm2, %zmm11
	vmovupd	816(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	1760(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	1312(%rsp), %zmm7, %zmm7
	vmovupd	64(%rsp), %zmm8
	vmulpd	%zmm6, %zmm8, %zmm16
	vmulpd	%zmm16, %zmm8, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	1632(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2336(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm10, %zmm15, %zmm10
	vmulpd	%zmm10, %zmm18, %zmm6
	vpsrlq	$20, 1824(%rsp), %zmm10
	vpbroadcastq	.LCPI0_13(%rip), %zmm12
	vpaddq	%zmm12, %zmm10, %zmm10
	vcvtqq2pd	%zmm10, %zmm10
	vbroadcastsd	.LCPI0_26(%rip), %zmm13
	vmulpd	%zmm13, %zmm10, %zmm23
	vaddpd	%zmm11, %zmm23, %zmm11
	vpsrlq	$20, 1888(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm13, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 1952(%rsp), %zmm25
	vpaddq	%zmm12, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm13, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 384(%rsp), %zmm27
	vpaddq	%zmm12, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm13, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 880(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm13, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 944(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm13, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 1008(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm13, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 1072(%rsp), %zmm31
	vpaddq	%zmm12, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm13, %zmm31, %zmm12
	vaddpd	%zmm6, %zmm12, %zmm6
	vbroadcastss	.LCPI0_64(%rip), %zmm12
	vsubpd	%zmm0, %zmm11, %zmm0
	vmovupd	3824(%rsp), %zmm11
	vsubpd	%zmm2, %zmm14, %zmm2
	vpbroadcastd	.LCPI0_66(%rip), %zmm14
	vsubpd	%zmm4, %zmm7, %zmm4
	vsubpd	%zmm16, %zmm9, %zmm7
	vsubpd	%zmm17, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm22, %zmm1, %zmm1
	vsubpd	%zmm15, %zmm6, %zmm6
	vpbroadcastd	.LCPI0_67(%rip), %zmm15
	vaddpd	816(%rsp), %zmm2, %zmm2
	vbroadcastss	.LCPI0_65(%rip), %zmm13
	vaddpd	2144(%rsp), %zmm0, %zmm0
	vaddpd	64(%rsp), %zmm7, %zmm7
	vaddpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm5, %zmm20, %zmm5
	vaddpd	%zmm3, %zmm21, %zmm3
	vaddpd	%zmm6, %zmm24, %zmm6
	vaddpd	%zmm1, %zmm26, %zmm1
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vmulpd	%zmm9, %zmm23, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm9, %zmm10, %zmm8
	vaddpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm9, %zmm27, %zmm8
	vpbroadcastq	.LCPI0_1(%rip), %zmm27
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm9, %zmm25, %zmm8
	vaddpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm9, %zmm29, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm9, %zmm28, %zmm8
	vaddpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm9, %zmm31, %zmm8
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm9, %zmm30, %zmm8
	vaddpd	%zmm1, %zmm8, %zmm1
	vbroadcastsd	.LCPI0_28(%rip), %zmm8
	vmulpd	%zmm8, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	608(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	320(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	192(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	128(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	256(%rsp), %zmm3, %zmm3
	vmulpd	448(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	736(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	672(%rsp), %zmm6, %zmm6
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
	vmovups	%zmm0, 39928(%rsp,%rcx,4)
	vmovdqu64	%zmm2, 39992(%rsp,%rcx,4)
	vmovdqu64	%zmm3, 40056(%rsp,%rcx,4)
	vmovdqu64	%zmm1, 40120(%rsp,%rcx,4)
	addq	$64, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_20
	jmp	.LBB0_23
.LBB0_21:
	vmovss	-24(%rsp), %xmm5
	vmulss	-56(%rsp), %xmm5, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorps	%xmm4, %xmm4, %xmm4
	vcmpltss	%xmm0, %xmm4, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	vmovaps	%xmm0, 800(%rsp)
	vmulss	-52(%rsp), %xmm5, %xmm5
	vmovss	%xmm5, -24(%rsp)
	cmpl	$0, -108(%rsp)
	jne	.LBB0_16
	.p2align	4
.LBB0_22:
	cmpq	$0, -120(%rsp)
	je	.LBB0_32
.LBB0_23:
	xorl	%ecx, %ecx
	jmp	.LBB0_27
	.p2align	4
.LBB0_24:
	xorl	%r14d, %r14d
.LBB0_25:
	movq	%r14, %rdx
	notq	%rdx
	addq	%rbx, %rdx
	subq	%r14, %rbx
	shlq	$8, %rdx
	shlq	$8, %rbx
	vmovups	5112(%rsp,%rdx), %zmm0
	vmovups	5176(%rsp,%rdx), %zmm1
	vmovups	5240(%rsp,%rdx), %zmm2
	vmovups	5304(%rsp,%rdx), %zmm3
	vaddps	5112(%rsp,%rbx), %zmm0, %zmm0
	vaddps	5176(%rsp,%rbx), %zmm1, %zmm1
	vaddps	5240(%rsp,%rbx), %zmm2, %zmm2
	vaddps	5304(%rsp,%rbx), %zmm3, %zmm3
	vmovups	%zmm0, 5112(%rsp,%rdx)
	vmovups	%zmm1, 5176(%rsp,%rdx)
	vmovups	%zmm2, 5240(%rsp,%rdx)
	vmovups	%zmm3, 5304(%rsp,%rdx)
.LBB0_26:
	incq	%rcx
	cmpq	-120(%rsp), %rcx
	je	.LBB0_32
.LBB0_27:
	xorl	%ebx, %ebx
	popcntq	%rcx, %rbx
	movq	%rcx, %rdx
	shlq	$8, %rdx
	movl	%ebx, %esi
	shll	$8, %esi
	vmovups	7160(%rsp,%rdx), %zmm0
	vmovups	7224(%rsp,%rdx), %zmm1
	vmovups	7288(%rsp,%rdx), %zmm2
	vmovups	7352(%rsp,%rdx), %zmm3
	vmulps	%zmm0, %zmm0, %zmm0
	vmulps	%zmm1, %zmm1, %zmm1
	vmulps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm3, %zmm3, %zmm3
	vmovups	%zmm0, 5112(%rsp,%rsi)
	vmovups	%zmm1, 5176(%rsp,%rsi)
	vmovups	%zmm2, 5240(%rsp,%rsi)
	vmovups	%zmm3, 5304(%rsp,%rsi)
	movq	%rcx, %rdx
	notq	%rdx
	tzcntq	%rdx, %rsi
	je	.LBB0_26
	cmpl	$1, %esi
	je	.LBB0_24
	movl	%esi, %r9d
	andl	$62, %r9d
	movl	%ebx, %edx
	shll	$8, %edx
	addq	%r12, %rdx
	xorl	%r14d, %r14d
	.p2align	4
.LBB0_30:
	vmovups	(%rdx), %zmm0
	vmovups	64(%rdx), %zmm1
	vmovups	128(%rdx), %zmm2
	vmovups	192(%rdx), %zmm3
	vaddps	256(%rdx), %zmm0, %zmm0
	vaddps	320(%rdx), %zmm1, %zmm1
	vaddps	384(%rdx), %zmm2, %zmm2
	vaddps	448(%rdx), %zmm3, %zmm3
	vmovups	%zmm0, (%rdx)
	vmovups	%zmm1, 64(%rdx)
	vmovups	%zmm2, 128(%rdx)
	vmovups	%zmm3, 192(%rdx)
	movq	%r14, %r13
	xorq	%r8, %r13
	addq	%rbx, %r13
	shlq	$8, %r13
	vaddps	5112(%rsp,%r13), %zmm0, %zmm0
	vaddps	5176(%rsp,%r13), %zmm1, %zmm1
	vaddps	5240(%rsp,%r13), %zmm2, %zmm2
	vaddps	5304(%rsp,%r13), %zmm3, %zmm3
	vmovups	%zmm0, 5112(%rsp,%r13)
	vmovups	%zmm1, 5176(%rsp,%r13)
	vmovups	%zmm2, 5240(%rsp,%r13)
	vmovups	%zmm3, 5304(%rsp,%r13)
	addq	$2, %r14
	addq	$-512, %rdx
	cmpq	%r14, %r9
	jne	.LBB0_30
	testb	$1, %sil
	jne	.LBB0_25
	jmp	.LBB0_26
	.p2align	4
.LBB0_32:
	vmovups	5112(%rsp,%r11), %zmm3
	vmovups	5176(%rsp,%r11), %zmm2
	vmovups	5240(%rsp,%r11), %zmm1
	vmovups	5304(%rsp,%r11), %zmm0
	testq	%r10, %r10
	je	.LBB0_35
	cmpl	$2, 3696(%rsp)
	movq	-80(%rsp), %r14
	jne	.LBB0_36
	xorl	%ecx, %ecx
	jmp	.LBB0_39
	.p2align	4
.LBB0_35:
	movq	-80(%rsp), %r14
	jmp	.LBB0_40
	.p2align	4
.LBB0_36:
	movq	40(%rsp), %rdx
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_37:
	vaddps	-192(%rdx), %zmm3, %zmm3
	vaddps	-128(%rdx), %zmm2, %zmm2
	vaddps	-64(%rdx), %zmm1, %zmm1
	vaddps	(%rdx), %zmm0, %zmm0
	vaddps	-448(%rdx), %zmm3, %zmm3
	vaddps	-384(%rdx), %zmm2, %zmm2
	vaddps	-320(%rdx), %zmm1, %zmm1
	vaddps	-256(%rdx), %zmm0, %zmm0
	addq	$2, %rcx
	addq	$-512, %rdx
	cmpq	%rcx, %r15
	jne	.LBB0_37
	testb	$1, %r10b
	je	.LBB0_40
.LBB0_39:
	movq	3632(%rsp), %rdx
	subq	%rcx, %rdx
	shlq	$8, %rdx
	vaddps	5112(%rsp,%rdx), %zmm3, %zmm3
	vaddps	5176(%rsp,%rdx), %zmm2, %zmm2
	vaddps	5240(%rsp,%rdx), %zmm1, %zmm1
	vaddps	5304(%rsp,%rdx), %zmm0, %zmm0
.LBB0_40:
	cmpl	$0, -108(%rsp)
	je	.LBB0_44
	cmpq	$0, -120(%rsp)
	je	.LBB0_13
	vbroadcastss	800(%rsp), %zmm4
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
.LBB0_43:
	vmovups	6968(%rsp,%rcx), %zmm5
	vmovups	7032(%rsp,%rcx), %zmm6
	vmovups	7096(%rsp,%rcx), %zmm7
	vmovups	7160(%rsp,%rcx), %zmm8
	vaddps	%zmm5, %zmm5, %zmm9
	vmulps	%zmm3, %zmm9, %zmm9
	vsubps	105272(%rsp,%rcx), %zmm5, %zmm10
	vaddps	%zmm10, %zmm10, %zmm10
	vmulps	%zmm12, %zmm10, %zmm10
	vaddps	%zmm10, %zmm9, %zmm9
	vmulps	%zmm9, %zmm11, %zmm9
	vsubps	%zmm9, %zmm5, %zmm5
	vmulps	39736(%rsp,%rcx), %zmm4, %zmm9
	vaddps	%zmm5, %zmm9, %zmm5
	vandps	%zmm13, %zmm5, %zmm9
	vpcmpgtd	%zmm14, %zmm9, %k1
	vmovdqa32	%zmm15, %zmm5 {%k1}
	vmovdqu64	%zmm5, 6968(%rsp,%rcx)
	vaddps	%zmm6, %zmm6, %zmm5
	vmulps	%zmm2, %zmm5, %zmm5
	vsubps	105336(%rsp,%rcx), %zmm6, %zmm9
	vaddps	%zmm9, %zmm9, %zmm9
	vmulps	%zmm12, %zmm9, %zmm9
	vaddps	%zmm9, %zmm5, %zmm5
	vmulps	%zmm5, %zmm11, %zmm5
	vsubps	%zmm5, %zmm6, %zmm5
	vmulps	39800(%rsp,%rcx), %zmm4, %zmm6
	vaddps	%zmm5, %zmm6, %zmm5
	vandps	%zmm13, %zmm5, %zmm6
	vpcmpgtd	%zmm14, %zmm6, %k1
	vmovdqa32	%zmm15, %zmm5 {%k1}
	vmovdqu64	%zmm5, 7032(%rsp,%rcx)
	vaddps	%zmm7, %zmm7, %zmm5
	vmulps	%zmm1, %zmm5, %zmm5
	vsubps	105400(%rsp,%rcx), %zmm7, %zmm6
	vaddps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm12, %zmm6, %zmm6
	vaddps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm5, %zmm11, %zmm5
	vsubps	%zmm5, %zmm7, %zmm5
	vmulps	39864(%rsp,%rcx), %zmm4, %zmm6
	vaddps	%zmm5, %zmm6, %zmm5
	vandps	%zmm13, %zmm5, %zmm6
	vpcmpgtd	%zmm14, %zmm6, %k1
	vmovdqa32	%zmm15, %zmm5 {%k1}
	vmovdqu64	%zmm5, 7096(%rsp,%rcx)
	vaddps	%zmm8, %zmm8, %zmm5
	vmulps	%zmm0, %zmm5, %zmm5
	vsubps	105464(%rsp,%rcx), %zmm8, %zmm6
	vaddps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm12, %zmm6, %zmm6
	vaddps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm5, %zmm11, %zmm5
	vsubps	%zmm5, %zmm8, %zmm5
	vmulps	39928(%rsp,%rcx), %zmm4, %zmm6
	vaddps	%zmm5, %zmm6, %zmm5
	vandps	%zmm13, %zmm5, %zmm6
	vpcmpgtd	%zmm14, %zmm6, %k1
	vmovdqa32	%zmm15, %zmm5 {%k1}
	vmovdqu64	%zmm5, 7160(%rsp,%rcx)
	addq	$256, %rcx
	decq	%rdx
	jne	.LBB0_43
	jmp	.LBB0_13
	.p2align	4
.LBB0_44:
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
.LBB0_46:
	vmovups	6968(%rsp,%rcx), %zmm4
	vmovups	7032(%rsp,%rcx), %zmm5
	vmovups	7096(%rsp,%rcx), %zmm6
	vmovups	7160(%rsp,%rcx), %zmm7
	vaddps	%zmm4, %zmm4, %zmm8
	vmulps	%zmm3, %zmm8, %zmm8
	vsubps	105272(%rsp,%rcx), %zmm4, %zmm9
	vaddps	%zmm9, %zmm9, %zmm9
	vmulps	%zmm12, %zmm9, %zmm9
	vaddps	%zmm9, %zmm8, %zmm8
	vmulps	%zmm8, %zmm11, %zmm8
	vsubps	%zmm8, %zmm4, %zmm4
	vandps	%zmm13, %zmm4, %zmm8
	vpcmpgtd	%zmm14, %zmm8, %k1
	vmovdqa32	%zmm15, %zmm4 {%k1}
	vmovdqu64	%zmm4, 6968(%rsp,%rcx)
	vaddps	%zmm5, %zmm5, %zmm4
	vmulps	%zmm2, %zmm4, %zmm4
	vsubps	105336(%rsp,%rcx), %zmm5, %zmm8
	vaddps	%zmm8, %zmm8, %zmm8
	vmulps	%zmm12, %zmm8, %zmm8
	vaddps	%zmm8, %zmm4, %zmm4
	vmulps	%zmm4, %zmm11, %zmm4
	vsubps	%zmm4, %zmm5, %zmm4
	vandps	%zmm13, %zmm4, %zmm5
	vpcmpgtd	%zmm14, %zmm5, %k1
	vmovdqa32	%zmm15, %zmm4 {%k1}
	vmovdqu64	%zmm4, 7032(%rsp,%rcx)
	vaddps	%zmm6, %zmm6, %zmm4
	vmulps	%zmm1, %zmm4, %zmm4
	vsubps	105400(%rsp,%rcx), %zmm6, %zmm5
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm12, %zmm5, %zmm5
	vaddps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm4, %zmm11, %zmm4
	vsubps	%zmm4, %zmm6, %zmm4
	vandps	%zmm13, %zmm4, %zmm5
	vpcmpgtd	%zmm14, %zmm5, %k1
	vmovdqa32	%zmm15, %zmm4 {%k1}
	vmovdqu64	%zmm4, 7096(%rsp,%rcx)
	vaddps	%zmm7, %zmm7, %zmm4
	vmulps	%zmm0, %zmm4, %zmm4
	vsubps	105464(%rsp,%rcx), %zmm7, %zmm5
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm12, %zmm5, %zmm5
	vaddps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm4, %zmm11, %zmm4
	vsubps	%zmm4, %zmm7, %zmm4
	vandps	%zmm13, %zmm4, %zmm5
	vpcmpgtd	%zmm14, %zmm5, %k1
	vmovdqa32	%zmm15, %zmm4 {%k1}
	vmovdqu64	%zmm4, 7160(%rsp,%rcx)
	addq	$256, %rcx
	decq	%rdx
	jne	.LBB0_46
	jmp	.LBB0_13
	.p2align	4
.LBB0_47:
	cmpq	$0, -120(%rsp)
	sete	%al
	cmpq	$0, 2608(%rsp)
	sete	%cl
	orb	%al, %cl
	jne	.LBB0_7
	movq	-64(%rsp), %r9
	imulq	-120(%rsp), %r9
	cmpq	$1, %r9
	jne	.LBB0_50
	xorl	%ecx, %ecx
	jmp	.LBB0_59
	.p2align	4
.LBB0_50:
	movq	%r9, -64(%rsp)
	andl	$16382, %r9d
	xorl	%ecx, %ecx
	movq	-120(%rsp), %r13
	jmp	.LBB0_53
	.p2align	4
.LBB0_51:
	xorl	%edx, %edx
	divq	%r13
.LBB0_52:
	cmpq	2608(%rsp), %rax
	movq	%rbp, %rsi
	cmovbq	%rax, %rsi
	addq	-96(%rsp), %rsi
	movq	%rdx, %rbx
	shlq	$8, %rbx
	addq	%rsp, %rbx
	addq	$7160, %rbx
	vmovd	(%rbx,%rax,4), %xmm0
	imulq	%r13, %rsi
	leaq	(%r14,%rsi,4), %rax
	vmovd	%xmm0, (%rax,%rdx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r9
	je	.LBB0_58
.LBB0_53:
	movq	%rcx, %rax
	orq	%r13, %rax
	shrq	$32, %rax
	je	.LBB0_55
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r13
	jmp	.LBB0_56
	.p2align	4
.LBB0_55:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r13d
.LBB0_56:
	cmpq	2608(%rsp), %rax
	movq	%rbp, %rsi
	cmovbq	%rax, %rsi
	addq	-96(%rsp), %rsi
	imulq	%r13, %rsi
	movq	%rdx, %rbx
	shlq	$8, %rbx
	addq	%rsp, %rbx
	addq	$7160, %rbx
	vmovss	(%rbx,%rax,4), %xmm0
	leaq	(%r14,%rsi,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	leaq	1(%rcx), %rax
	movq	%rax, %rdx
	orq	%r13, %rdx
	shrq	$32, %rdx
	jne	.LBB0_51
	xorl	%edx, %edx
	divl	%r13d
	jmp	.LBB0_52
	.p2align	4
.LBB0_58:
	testb	$1, -64(%rsp)
	je	.LBB0_7
.LBB0_59:
	movq	%rcx, %rax
	movq	-120(%rsp), %rsi
	orq	%rsi, %rax
	shrq	$32, %rax
	jne	.LBB0_5
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%esi
	jmp	.LBB0_6
.LBB0_61:
	cmpq	%rcx, %rax
	jbe	.LBB0_164
	cmpq	$0, -32(%rsp)
	je	.LBB0_164
	movq	16(%rdi), %r8
	movl	$3449720151, %r10d
	movq	-104(%rsp), %rdx
	movq	%rdx, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %r11
	leaq	842468239(%rax), %r12
	movq	%r12, 40(%rsp)
	leaq	1684936478(%rax), %rbp
	movq	%rbp, -64(%rsp)
	leaq	534103459(%rax), %rsi
	movq	%rsi, 2800(%rsp)
	leaq	-305585874(%rax,%r10), %r9
	movq	%r9, 1272(%rsp)
	leaq	536882365(%rax,%r10), %rbx
	movq	%rbx, 32(%rsp)
	leaq	-613950654(%rax,%r10), %r15
	movq	%r15, -24(%rsp)
	leaq	228517585(%rax,%r10), %r14
	movq	%r14, 1304(%rsp)
	movq	%rcx, %r13
	movq	-120(%rsp), %rax
	imulq	%rax, %r13
	leaq	(,%rax,4), %rsi
	leaq	4(,%rcx,4), %r9
	imulq	%rax, %r9
	movq	%r9, 1240(%rsp)
	movq	%rsi, %r9
	negq	%r9
	movq	%r9, 1232(%rsp)
	movq	%rax, %rsi
	andq	$-64, %rsi
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 3504(%rsp)
	leaq	(%rdx,%r10), %rdi
	addq	$-795284382, %rdi
	movq	%rdi, 536(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 4720(%rsp)
	leaq	1013904242(%rdx), %rdi
	movq	%rdi, 1296(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3440(%rsp)
	movq	%r11, 544(%rsp)
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 4656(%rsp)
	leaq	218619860(%rdx,%r10), %rdi
	movq	%rdi, 592(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3376(%rsp)
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 3312(%rsp)
	leaq	2027808484(%rdx), %rdi
	movq	%rdi, 584(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3248(%rsp)
	vpbroadcastq	%rbx, %zmm0
	vmovdqu64	%zmm0, 3184(%rsp)
	leaq	387276957(%rdx), %rdi
	movq	%rdi, 576(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3120(%rsp)
	vpbroadcastq	%r15, %zmm0
	vmovdqu64	%zmm0, 3056(%rsp)
	leaq	-408007425(%rdx,%r10), %rdi
	movq	%rdi, 1288(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 2992(%rsp)
	vpbroadcastq	%rbp, %zmm0
	vmovdqu64	%zmm0, 2928(%rsp)
	movq	%rsi, %r10
	leaq	1401181199(%rdx), %rsi
	movq	%rsi, 1280(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 2864(%rsp)
	movq	2800(%rsp), %rsi
	vpbroadcastq	%rsi, %zmm21
	vpbroadcastq	%r14, %zmm25
	leal	-1879881855(%rdx), %esi
	leaq	(,%rax,4), %rdx
	movl	%esi, 60(%rsp)
	vpbroadcastd	%esi, %zmm20
	movq	%rax, %rsi
	andq	$-8, %rsi
	vpbroadcastq	%r10, %zmm0
	vporq	.LCPI0_0(%rip), %zmm0, %zmm0
	vmovdqu64	%zmm0, 4592(%rsp)
	movq	%rax, %rdi
	andq	$-16, %rdi
	movq	%rdi, (%rsp)
	vbroadcastss	%xmm15, %zmm16
	movq	%rax, %rdi
	andq	$-4, %rdi
	movq	%rdi, 1264(%rsp)
	movq	%rsi, 8(%rsp)
	subq	%r10, %rsi
	movq	%rsi, 560(%rsp)
	movq	%rdx, %rsi
	andq	$-256, %rsi
	vpbroadcastq	.LCPI0_1(%rip), %zmm1
	addq	%r8, %rsi
	movq	%rsi, 552(%rsp)
	leaq	(%r8,%rax,4), %rdi
	leaq	(,%r13,4), %rsi
	movq	%rsi, 1224(%rsp)
	leaq	(%r8,%rax,8), %rax
	movq	%rax, 1216(%rsp)
	movq	-80(%rsp), %rax
	leaq	(%rax,%r13,4), %rsi
	leaq	192(%r8), %r9
	movq	%r9, 2672(%rsp)
	leaq	192(%rax,%r13,4), %rax
	movq	%rax, 16(%rsp)
	movq	-16(%rsp), %rax
	movq	%r13, 512(%rsp)
	leaq	(%rax,%r13,4), %rax
	movq	%rax, -72(%rsp)
	xorl	%r9d, %r9d
	movl	$1, %r14d
	movabsq	$4611686018427387902, %rbp
	movq	%rsi, 48(%rsp)
	movq	%rsi, %rax
	vmovaps	.LCPI0_60(%rip), %zmm31
	vmovaps	.LCPI0_61(%rip), %zmm10
	vmovapd	%xmm15, 2400(%rsp)
	movq	%r8, 816(%rsp)
	movq	%rdx, 1248(%rsp)
	movq	%r10, -88(%rsp)
	vmovdqu64	%zmm21, 3696(%rsp)
	vmovdqu64	%zmm25, 1952(%rsp)
	vmovdqu64	%zmm20, 3632(%rsp)
	vmovupd	%zmm16, 4784(%rsp)
	movq	%rdi, 568(%rsp)
	jmp	.LBB0_65
	.p2align	4
.LBB0_64:
	movq	-96(%rsp), %rcx
	incq	%rcx
	movq	1256(%rsp), %r9
	incq	%r9
	addq	%r15, 512(%rsp)
	movq	1248(%rsp), %rdx
	addq	%rdx, 16(%rsp)
	addq	%rdx, %rax
	addq	%rdx, %rsi
	movq	%rsi, -72(%rsp)
	cmpq	-8(%rsp), %rcx
	vpbroadcastq	.LCPI0_1(%rip), %zmm1
	je	.LBB0_164
.LBB0_65:
	movq	%rax, 384(%rsp)
	movq	1232(%rsp), %rbx
	imulq	%r9, %rbx
	movq	%rcx, %rax
	movq	%rdx, %rcx
	movq	%r9, 1256(%rsp)
	imulq	%r9, %rcx
	movq	1224(%rsp), %rdx
	addq	%rcx, %rdx
	movq	-80(%rsp), %r10
	leaq	(%r10,%rdx), %rsi
	addq	1240(%rsp), %rcx
	leaq	(%r10,%rcx), %rdi
	movq	-16(%rsp), %r11
	addq	%r11, %rdx
	addq	%r11, %rcx
	movq	%rax, -96(%rsp)
	movq	-120(%rsp), %r15
	imulq	%r15, %rax
	addq	%r8, %rbx
	movq	%rbx, 800(%rsp)
	cmpq	%rcx, %rsi
	setb	%r8b
	cmpq	%rdi, %rdx
	setb	%r9b
	andb	%r8b, %r9b
	cmpq	1216(%rsp), %rsi
	setb	%r8b
	cmpq	%rdi, 568(%rsp)
	setb	%bl
	andb	%r8b, %bl
	movq	816(%rsp), %r8
	orb	%r9b, %bl
	movb	%bl, -109(%rsp)
	cmpq	%rcx, %rsi
	setb	%cl
	cmpq	%rdi, %rdx
	leaq	(%r10,%rax,4), %rdx
	movq	%rdx, 528(%rsp)
	leaq	(%r11,%rax,4), %rdx
	movq	%rdx, 520(%rsp)
	movq	-88(%rsp), %r10
	vpbroadcastq	%rax, %zmm0
	vpaddq	%zmm1, %zmm0, %zmm1
	vmovdqu64	%zmm1, 3824(%rsp)
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm0, %zmm1
	vmovdqu64	%zmm1, 3760(%rsp)
	vmovdqu64	%zmm0, 3568(%rsp)
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 2608(%rsp)
	setb	%al
	andb	%cl, %al
	movb	%al, -110(%rsp)
	movq	$0, 24(%rsp)
	vmovss	-44(%rsp), %xmm0
	vmovss	%xmm0, -48(%rsp)
	vmovss	-40(%rsp), %xmm14
	movq	-104(%rsp), %r12
	jmp	.LBB0_67
	.p2align	4
.LBB0_66:
	movq	24(%rsp), %rdx
	incq	%rdx
	movq	%rdx, 24(%rsp)
	cmpq	-32(%rsp), %rdx
	je	.LBB0_64
.LBB0_67:
	cmpl	$0, -36(%rsp)
	jne	.LBB0_163
	vmovapd	%xmm14, 1200(%rsp)
	movl	$3449720151, %ecx
	cmpl	$0, -108(%rsp)
	je	.LBB0_87
.LBB0_69:
	movq	600(%rsp), %rax
	movq	24(%rsp), %rdx
	addq	%rax, %rdx
	movq	%rdx, %rbp
	shrq	$32, %rbp
	imulq	%rcx, %rbp
	movq	%rbp, %rax
	shrq	$32, %rax
	xorl	%r12d, %edx
	xorl	%eax, %edx
	movl	$3449720151, %eax
	leaq	78811644(%rax), %r9
	imulq	%r9, %rdx
	movq	%rdx, %rbx
	shrq	$32, %rbx
	xorq	1272(%rsp), %rbx
	vpbroadcastq	%rbx, %zmm28
	vpbroadcastq	%rbp, %zmm0
	vpxorq	4720(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1312(%rsp)
	movq	%rdx, %rdi
	vpbroadcastq	%rdx, %zmm0
	vpxorq	4656(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1504(%rsp)
	movq	2672(%rsp), %rdx
	movq	%r10, %rcx
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vmovdqa64	.LCPI0_4(%rip), %zmm0
	vpbroadcastq	.LCPI0_5(%rip), %zmm22
	vpbroadcastq	.LCPI0_6(%rip), %zmm23
	vmovdqu64	3568(%rsp), %zmm31
	vmovdqu64	%zmm28, 1568(%rsp)
	.p2align	4
.LBB0_70:
	vmovdqu64	%zmm0, 608(%rsp)
	vmovdqu64	%zmm1, 64(%rsp)
	vpaddq	%zmm31, %zmm0, %zmm4
	vpmuludq	%zmm22, %zmm4, %zmm3
	vpaddq	%zmm31, %zmm1, %zmm7
	vpmuludq	%zmm22, %zmm7, %zmm10
	vmovdqu64	3824(%rsp), %zmm2
	vpaddq	%zmm2, %zmm0, %zmm9
	vpmuludq	%zmm22, %zmm9, %zmm1
	vpaddq	64(%rsp), %zmm2, %zmm11
	vpmuludq	%zmm22, %zmm11, %zmm30
	vmovdqu64	3760(%rsp), %zmm5
	vpaddq	%zmm5, %zmm0, %zmm12
	vpmuludq	%zmm22, %zmm12, %zmm31
	vpaddq	64(%rsp), %zmm5, %zmm13
	vpmuludq	%zmm22, %zmm13, %zmm8
	vmovdqu64	2608(%rsp), %zmm5
	vpaddq	%zmm5, %zmm0, %zmm14
	vpmuludq	%zmm22, %zmm14, %zmm0
	vpaddq	64(%rsp), %zmm5, %zmm15
	vpmuludq	%zmm22, %zmm15, %zmm5
	vmovdqu64	3504(%rsp), %zmm16
	vpternlogq	$150, %zmm16, %zmm10, %zmm7
	vpternlogq	$150, %zmm16, %zmm3, %zmm4
	vpternlogq	$150, %zmm16, %zmm30, %zmm11
	vpternlogq	$150, %zmm16, %zmm1, %zmm9
	vpternlogq	$150, %zmm16, %zmm8, %zmm13
	vpternlogq	$150, %zmm16, %zmm31, %zmm12
	vpternlogq	$150, %zmm16, %zmm5, %zmm15
	vpternlogq	$150, %zmm16, %zmm0, %zmm14
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm12, %zmm16
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm15, %zmm15
	vpmuludq	%zmm23, %zmm7, %zmm22
	vpmuludq	%zmm23, %zmm4, %zmm21
	vpmuludq	%zmm23, %zmm11, %zmm19
	vpmuludq	%zmm23, %zmm9, %zmm12
	vpmuludq	%zmm23, %zmm13, %zmm11
	vpmuludq	%zmm23, %zmm16, %zmm9
	vpmuludq	%zmm23, %zmm15, %zmm7
	vpmuludq	%zmm23, %zmm14, %zmm15
	vpsrlq	$32, %zmm21, %zmm13
	vpsrlq	$32, %zmm22, %zmm14
	vpsrlq	$32, %zmm12, %zmm16
	vpsrlq	$32, %zmm19, %zmm17
	vpsrlq	$32, %zmm9, %zmm23
	vpsrlq	$32, %zmm11, %zmm24
	vpsrlq	$32, %zmm15, %zmm25
	vpsrlq	$32, %zmm7, %zmm26
	vmovdqu64	1312(%rsp), %zmm27
	vpxorq	%zmm27, %zmm14, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm2
	vmovdqu64	%zmm2, 672(%rsp)
	vpxorq	%zmm27, %zmm13, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm20
	vpxorq	%zmm27, %zmm17, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm29
	vmovdqu64	%zmm29, 1696(%rsp)
	vpxorq	%zmm27, %zmm16, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm18
	vpxorq	%zmm27, %zmm24, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm13
	vpxorq	%zmm27, %zmm23, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm6
	vmovdqu64	%zmm6, 1632(%rsp)
	vpxorq	%zmm27, %zmm26, %zmm17
	vpxorq	%zmm27, %zmm25, %zmm24
	vpxorq	%zmm10, %zmm28, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm4
	vmovdqu64	%zmm4, 128(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm26
	vpxorq	%zmm3, %zmm28, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm27
	vpxorq	%zmm30, %zmm28, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm3
	vmovdqu64	%zmm3, 320(%rsp)
	vpxorq	%zmm1, %zmm28, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm25
	vpxorq	%zmm8, %zmm28, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm30
	vpxorq	%zmm31, %zmm28, %zmm1
	vpsrlq	$32, %zmm20, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm31
	vpxorq	%zmm5, %zmm28, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm4
	vmovdqu64	%zmm4, 448(%rsp)
	vpxorq	%zmm0, %zmm28, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm3
	vmovdqu64	%zmm3, 192(%rsp)
	vpsrlq	$32, %zmm2, %zmm10
	vpsrlq	$32, %zmm27, %zmm1
	vpsrlq	$32, %zmm26, %zmm5
	vpsrlq	$32, %zmm25, %zmm8
	vpsrlq	$32, %zmm14, %zmm24
	vpsrlq	$32, %zmm31, %zmm28
	vpsrlq	$32, %zmm18, %zmm23
	vmovdqu64	3440(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm22, %zmm5
	vpsrlq	$32, %zmm30, %zmm22
	vpternlogq	$150, %zmm0, %zmm21, %zmm1
	vpsrlq	$32, %zmm3, %zmm21
	vpternlogq	$150, %zmm0, %zmm19, %zmm24
	vpsrlq	$32, %zmm29, %zmm16
	vpternlogq	$150, %zmm0, %zmm12, %zmm8
	vpsrlq	$32, %zmm4, %zmm19
	vpternlogq	$150, %zmm0, %zmm11, %zmm22
	vpternlogq	$150, %zmm0, %zmm9, %zmm28
	vpternlogq	$150, %zmm0, %zmm7, %zmm19
	vpsrlq	$32, %zmm6, %zmm9
	vpternlogq	$150, %zmm0, %zmm15, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm3
	vmovdqu64	%zmm3, 1888(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm0
	vmovdqu64	%zmm0, 256(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm5
	vmovdqu64	%zmm5, 1824(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm1
	vmovdqu64	%zmm1, 944(%rsp)
	vpsrlq	$32, %zmm13, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm11
	vmovdqu64	%zmm11, 880(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm4
	vmovdqu64	%zmm4, 1008(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm2
	vmovdqu64	%zmm2, 736(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm7
	vmovdqu64	%zmm7, 1072(%rsp)
	vpsrlq	$32, %zmm0, %zmm22
	vmovdqu64	1504(%rsp), %zmm19
	vpxorq	%zmm19, %zmm10, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm21
	vpxorq	%zmm19, %zmm17, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm12
	vpxorq	%zmm19, %zmm16, %zmm0
	vpxorq	%zmm19, %zmm23, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm28
	vpxorq	%zmm19, %zmm8, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm29
	vpxorq	%zmm19, %zmm9, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm0
	vmovdqu64	%zmm0, 1760(%rsp)
	vpsrlq	$32, %zmm21, %zmm24
	vmovdqu64	3376(%rsp), %zmm10
	vpternlogq	$150, %zmm26, %zmm10, %zmm24
	vpsrlq	$32, %zmm12, %zmm26
	vpternlogq	$150, %zmm27, %zmm10, %zmm26
	vpsrlq	$32, %zmm23, %zmm27
	vpternlogq	$150, %zmm14, %zmm10, %zmm27
	vpsrlq	$32, %zmm28, %zmm16
	vpternlogq	$150, %zmm25, %zmm10, %zmm16
	vpsrlq	$32, %zmm29, %zmm25
	vpternlogq	$150, %zmm30, %zmm10, %zmm25
	vpsrlq	$32, %zmm0, %zmm30
	vpternlogq	$150, %zmm31, %zmm10, %zmm30
	vpsrlq	$32, %zmm3, %zmm6
	vmovdqu64	3312(%rsp), %zmm2
	vpternlogq	$150, %zmm2, %zmm20, %zmm6
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, 672(%rsp), %zmm2, %zmm22
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm2, %zmm18, %zmm8
	vpsrlq	$32, %zmm4, %zmm18
	vpternlogq	$150, 1696(%rsp), %zmm2, %zmm20
	vpsrlq	$32, %zmm11, %zmm9
	vpternlogq	$150, 1632(%rsp), %zmm2, %zmm9
	vpsrlq	$32, %zmm7, %zmm4
	vpternlogq	$150, %zmm2, %zmm13, %zmm18
	vmovdqu64	128(%rsp), %zmm0
	vpsrlq	$32, %zmm0, %zmm13
	vpxorq	%zmm19, %zmm13, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm15
	vpternlogq	$150, %zmm2, %zmm0, %zmm4
	vpsrlq	$32, %zmm15, %zmm14
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm31
	vpternlogq	$150, 448(%rsp), %zmm10, %zmm14
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm1
	vmovdqu64	%zmm1, 128(%rsp)
	vpsrlq	$32, %zmm31, %zmm17
	vmovdqu64	3248(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm21, %zmm17
	vpsrlq	$32, %zmm1, %zmm22
	vpternlogq	$150, %zmm0, %zmm12, %zmm22
	vmovdqu64	736(%rsp), %zmm13
	vpsrlq	$32, %zmm13, %zmm1
	vmovdqu64	320(%rsp), %zmm3
	vpternlogq	$150, %zmm2, %zmm3, %zmm1
	vpsrlq	$32, %zmm3, %zmm6
	vpxorq	%zmm19, %zmm6, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm2
	vpsrlq	$32, %zmm2, %zmm3
	vpternlogq	$150, 192(%rsp), %zmm10, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm21
	vpsrlq	$32, %zmm21, %zmm7
	vpternlogq	$150, %zmm0, %zmm23, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm19
	vpternlogq	$150, %zmm0, %zmm28, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm18
	vpsrlq	$32, %zmm18, %zmm10
	vpternlogq	$150, %zmm0, %zmm29, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm5
	vmovdqu64	%zmm5, 672(%rsp)
	vpsrlq	$32, %zmm5, %zmm20
	vpternlogq	$150, 1760(%rsp), %zmm0, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm4
	vmovdqu64	%zmm4, 448(%rsp)
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, %zmm0, %zmm15, %zmm4
	vmovdqu64	%zmm4, 320(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 192(%rsp)
	vpsrlq	$32, %zmm1, %zmm15
	vpternlogq	$150, %zmm0, %zmm2, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm9
	vpsrlq	$32, %zmm9, %zmm0
	vmovdqu64	3184(%rsp), %zmm2
	vpternlogq	$150, 1888(%rsp), %zmm2, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm23
	vpsrlq	$32, %zmm23, %zmm12
	vpternlogq	$150, 256(%rsp), %zmm2, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm11
	vpsrlq	$32, %zmm11, %zmm5
	vpternlogq	$150, 1824(%rsp), %zmm2, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm29
	vpsrlq	$32, %zmm29, %zmm4
	vpternlogq	$150, 944(%rsp), %zmm2, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm26
	vpsrlq	$32, %zmm26, %zmm30
	vpternlogq	$150, 880(%rsp), %zmm2, %zmm30
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm25
	vpsrlq	$32, %zmm25, %zmm28
	vpternlogq	$150, 1008(%rsp), %zmm2, %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm16
	vpsrlq	$32, %zmm16, %zmm27
	vpternlogq	$150, %zmm13, %zmm2, %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm1
	vmovdqu64	%zmm1, 944(%rsp)
	vpsrlq	$32, %zmm1, %zmm6
	vpternlogq	$150, 1072(%rsp), %zmm2, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm1
	vmovdqu64	%zmm1, 1072(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vmovdqu64	3120(%rsp), %zmm1
	vpternlogq	$150, %zmm31, %zmm1, %zmm2
	vmovdqu64	%zmm2, 256(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm24
	vpsrlq	$32, %zmm24, %zmm13
	vpternlogq	$150, 128(%rsp), %zmm1, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm0
	vmovdqu64	%zmm0, 128(%rsp)
	vpsrlq	$32, %zmm0, %zmm14
	vmovdqu64	3056(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm9, %zmm14
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm31
	vpsrlq	$32, %zmm31, %zmm9
	vpternlogq	$150, %zmm21, %zmm1, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm2
	vmovdqu64	%zmm2, 736(%rsp)
	vpsrlq	$32, %zmm2, %zmm3
	vpternlogq	$150, %zmm0, %zmm23, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm12
	vpsrlq	$32, %zmm12, %zmm21
	vpternlogq	$150, %zmm8, %zmm1, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm2
	vmovdqu64	%zmm2, 1008(%rsp)
	vpsrlq	$32, %zmm2, %zmm8
	vpternlogq	$150, %zmm0, %zmm11, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm28, %zmm28
	vpsrlq	$32, %zmm28, %zmm11
	vpternlogq	$150, %zmm18, %zmm1, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm19
	vpsrlq	$32, %zmm19, %zmm4
	vpternlogq	$150, %zmm0, %zmm29, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm30, %zmm29
	vpsrlq	$32, %zmm29, %zmm22
	vpternlogq	$150, 672(%rsp), %zmm1, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm20
	vpsrlq	$32, %zmm20, %zmm5
	vpternlogq	$150, %zmm0, %zmm26, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm26
	vpsrlq	$32, %zmm26, %zmm18
	vpternlogq	$150, 448(%rsp), %zmm1, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm2
	vmovdqu64	%zmm2, 880(%rsp)
	vpsrlq	$32, %zmm2, %zmm10
	vpternlogq	$150, %zmm0, %zmm25, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm2
	vmovdqu64	%zmm2, 448(%rsp)
	vpsrlq	$32, %zmm2, %zmm6
	vpternlogq	$150, 192(%rsp), %zmm1, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm30
	vpsrlq	$32, %zmm30, %zmm23
	vpternlogq	$150, %zmm0, %zmm16, %zmm23
	vmovdqu64	320(%rsp), %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm16
	vpsrlq	$32, %zmm16, %zmm2
	vpternlogq	$150, 944(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm0
	vmovdqu64	%zmm0, 672(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vmovdqu64	2992(%rsp), %zmm1
	vpternlogq	$150, 1072(%rsp), %zmm1, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm25
	vpsrlq	$32, %zmm25, %zmm15
	vpternlogq	$150, %zmm1, %zmm24, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm24
	vpsrlq	$32, %zmm24, %zmm7
	vpternlogq	$150, %zmm1, %zmm31, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm31
	vpsrlq	$32, %zmm31, %zmm4
	vpternlogq	$150, %zmm1, %zmm12, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm27
	vpsrlq	$32, %zmm27, %zmm8
	vpternlogq	$150, %zmm1, %zmm28, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm28
	vpsrlq	$32, %zmm28, %zmm10
	vpternlogq	$150, %zmm1, %zmm29, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm29
	vpsrlq	$32, %zmm29, %zmm14
	vpternlogq	$150, %zmm1, %zmm26, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm0
	vmovdqu64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vmovdqu64	2928(%rsp), %zmm0
	vpternlogq	$150, 128(%rsp), %zmm0, %zmm3
	vmovdqu64	256(%rsp), %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 256(%rsp)
	vpsrlq	$32, %zmm2, %zmm13
	vpternlogq	$150, 736(%rsp), %zmm0, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm2
	vmovdqu64	%zmm2, 192(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, 1008(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm21
	vpternlogq	$150, %zmm19, %zmm0, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm5
	vmovdqu64	%zmm5, 128(%rsp)
	vpsrlq	$32, %zmm5, %zmm19
	vpternlogq	$150, %zmm20, %zmm0, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm20
	vpternlogq	$150, 880(%rsp), %zmm0, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm12
	vpsrlq	$32, %zmm12, %zmm26
	vpternlogq	$150, %zmm30, %zmm0, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm5
	vmovdqu64	%zmm5, 736(%rsp)
	vpsrlq	$32, %zmm5, %zmm22
	vpternlogq	$150, %zmm16, %zmm0, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm5
	vpsrlq	$32, %zmm5, %zmm30
	vpternlogq	$150, 448(%rsp), %zmm1, %zmm30
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vmovdqu64	2864(%rsp), %zmm6
	vpternlogq	$150, 672(%rsp), %zmm6, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm13
	vpternlogq	$150, %zmm25, %zmm6, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm3
	vmovdqu64	3696(%rsp), %zmm21
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm24, %zmm6, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm0
	vpsrlq	$32, %zmm0, %zmm18
	vpternlogq	$150, %zmm31, %zmm6, %zmm18
	vmovdqu64	3568(%rsp), %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm0
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, %zmm27, %zmm6, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm0
	vpsrlq	$32, %zmm0, %zmm20
	vpternlogq	$150, %zmm28, %zmm6, %zmm20
	vmovdqu64	1568(%rsp), %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm0
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, %zmm29, %zmm6, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm26, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm8
	vpsrlq	$32, %zmm0, %zmm14
	vpternlogq	$150, %zmm5, %zmm6, %zmm14
	vpsrlq	$32, %zmm25, %zmm0
	vpternlogq	$150, 320(%rsp), %zmm21, %zmm0
	vpsrlq	$32, %zmm24, %zmm2
	vpternlogq	$150, 256(%rsp), %zmm21, %zmm2
	vpsrlq	$32, %zmm23, %zmm4
	vpternlogq	$150, 192(%rsp), %zmm21, %zmm4
	vpsrlq	$32, %zmm19, %zmm5
	vpternlogq	$150, %zmm21, %zmm9, %zmm5
	vpsrlq	$32, %zmm15, %zmm9
	vpternlogq	$150, 128(%rsp), %zmm21, %zmm9
	vpsrlq	$32, %zmm10, %zmm7
	vpternlogq	$150, %zmm21, %zmm11, %zmm7
	vpsrlq	$32, %zmm17, %zmm11
	vpternlogq	$150, %zmm21, %zmm12, %zmm11
	vpsrlq	$32, %zmm8, %zmm12
	vpternlogq	$150, 736(%rsp), %zmm21, %zmm12
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm2, %zmm0
	vpmovqd	%zmm5, %ymm2
	vpmovqd	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm2, %zmm2
	vpmovqd	%zmm7, %ymm4
	vpmovqd	%zmm9, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpmovqd	%zmm12, %ymm5
	vpmovqd	%zmm11, %ymm7
	vinserti64x4	$1, %ymm7, %zmm5, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, 1952(%rsp), %zmm25, %zmm7
	vmovdqu64	1952(%rsp), %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm24, %zmm25, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm9
	vpsrlq	$32, %zmm9, %zmm9
	vpternlogq	$150, %zmm23, %zmm25, %zmm9
	vpbroadcastq	.LCPI0_6(%rip), %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm11
	vmovdqu64	3632(%rsp), %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm14
	vpbroadcastq	.LCPI0_5(%rip), %zmm22
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm13, %zmm13
	vpternlogq	$150, %zmm19, %zmm25, %zmm3
	vpternlogq	$150, %zmm15, %zmm25, %zmm11
	vpternlogq	$150, %zmm10, %zmm25, %zmm12
	vpternlogq	$150, %zmm17, %zmm25, %zmm13
	vpternlogq	$150, %zmm8, %zmm25, %zmm14
	vpmuludq	%zmm23, %zmm1, %zmm1
	vpmuludq	%zmm23, %zmm7, %zmm6
	vpmuludq	%zmm23, %zmm3, %zmm3
	vpmuludq	%zmm23, %zmm9, %zmm7
	vpmuludq	%zmm23, %zmm12, %zmm8
	vpmuludq	%zmm23, %zmm11, %zmm9
	vpmuludq	%zmm23, %zmm14, %zmm10
	vpmuludq	%zmm23, %zmm13, %zmm11
	vpsrlq	$32, %zmm6, %zmm12
	vpsrlq	$32, %zmm1, %zmm13
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm3, %zmm15
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
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm1, %zmm1
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm7, %ymm6
	vinserti64x4	$1, %ymm6, %zmm3, %zmm3
	vpmovqd	%zmm8, %ymm6
	vpmovqd	%zmm9, %ymm7
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vpmovqd	%zmm10, %ymm7
	vpmovqd	%zmm11, %ymm8
	vpbroadcastq	.LCPI0_8(%rip), %zmm10
	vpbroadcastd	.LCPI0_7(%rip), %zmm9
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpmulld	%zmm9, %zmm0, %zmm0
	vpternlogd	$150, %zmm0, %zmm20, %zmm12
	vpmulld	%zmm9, %zmm2, %zmm0
	vpternlogd	$150, %zmm0, %zmm20, %zmm14
	vpmulld	%zmm9, %zmm4, %zmm0
	vpternlogd	$150, %zmm0, %zmm20, %zmm13
	vpmulld	%zmm9, %zmm5, %zmm0
	vpternlogd	$150, %zmm0, %zmm20, %zmm15
	vmovdqu64	608(%rsp), %zmm0
	vmovdqu64	%zmm12, -192(%rdx,%r15,4)
	vmovdqu64	%zmm14, -128(%rdx,%r15,4)
	vmovdqu64	%zmm13, -64(%rdx,%r15,4)
	vmovdqu64	%zmm15, (%rdx,%r15,4)
	vmovdqu64	%zmm1, -192(%rdx)
	vmovdqu64	64(%rsp), %zmm1
	vmovdqu64	%zmm3, -128(%rdx)
	vmovdqu64	%zmm6, -64(%rdx)
	vmovdqu64	%zmm7, (%rdx)
	vpaddq	%zmm10, %zmm1, %zmm1
	vpaddq	%zmm10, %zmm0, %zmm0
	addq	$256, %rdx
	addq	$-64, %rcx
	jne	.LBB0_70
	cmpq	%r10, %r15
	movl	$3449720151, %r13d
	movq	592(%rsp), %r8
	movq	584(%rsp), %rsi
	movq	576(%rsp), %rdx
	movq	%rdi, 1136(%rsp)
	je	.LBB0_78
	movq	-88(%rsp), %rcx
	testb	$56, %r15b
	je	.LBB0_76
	movl	%ebp, %eax
	xorl	536(%rsp), %eax
	vpbroadcastq	%rax, %zmm0
	movq	1136(%rsp), %rax
	xorl	544(%rsp), %eax
	vpbroadcastq	%rax, %zmm1
	movq	552(%rsp), %rcx
	movq	560(%rsp), %rdx
	vmovdqu64	4592(%rsp), %zmm2
	vmovdqu64	3504(%rsp), %zmm9
	vmovdqu64	3440(%rsp), %zmm10
	vmovdqu64	3376(%rsp), %zmm11
	vmovdqu64	3312(%rsp), %zmm12
	vmovdqu64	3248(%rsp), %zmm13
	vmovdqu64	3184(%rsp), %zmm14
	vmovdqu64	3120(%rsp), %zmm15
	vmovdqu64	3056(%rsp), %zmm16
	vmovdqu64	2992(%rsp), %zmm17
	vmovdqu64	2928(%rsp), %zmm18
	vmovdqu64	2864(%rsp), %zmm19
	vpbroadcastd	.LCPI0_7(%rip), %ymm24
	vpbroadcastq	.LCPI0_9(%rip), %zmm26
	.p2align	4
.LBB0_74:
	vpaddq	%zmm31, %zmm2, %zmm3
	vpmuludq	%zmm22, %zmm3, %zmm4
	vpternlogq	$150, %zmm9, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm23, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm5, %zmm0, %zmm5
	vpxorq	%zmm4, %zmm28, %zmm4
	vpmuludq	%zmm22, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm6
	vpxorq	%zmm6, %zmm1, %zmm6
	vpmuludq	%zmm23, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm10, %zmm3, %zmm7
	vpmuludq	%zmm22, %zmm7, %zmm3
	vpsrlq	$32, %zmm3, %zmm7
	vpmuludq	%zmm23, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm11, %zmm8
	vpternlogq	$150, %zmm12, %zmm5, %zmm7
	vpmuludq	%zmm22, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm5
	vpmuludq	%zmm23, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm8
	vpternlogq	$150, %zmm3, %zmm14, %zmm5
	vpternlogq	$150, %zmm13, %zmm6, %zmm8
	vpmuludq	%zmm22, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm6
	vpmuludq	%zmm23, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm7, %zmm15, %zmm8
	vpternlogq	$150, %zmm16, %zmm4, %zmm6
	vpmuludq	%zmm22, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpmuludq	%zmm23, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm3, %zmm18, %zmm7
	vpternlogq	$150, %zmm17, %zmm5, %zmm8
	vpmuludq	%zmm22, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpmuludq	%zmm23, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm6, %zmm19, %zmm7
	vpternlogq	$150, %zmm21, %zmm4, %zmm5
	vpmuludq	%zmm22, %zmm7, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm5, %ymm5
	vpmulld	%ymm24, %ymm5, %ymm5
	vpternlogq	$150, %zmm3, %zmm25, %zmm4
	vpmuludq	%zmm23, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpternlogd	$150, %ymm20, %ymm5, %ymm4
	vmovdqu	%ymm4, (%rcx,%r15,4)
	vpmovqd	%zmm3, (%rcx)
	vpaddq	%zmm26, %zmm2, %zmm2
	addq	$32, %rcx
	addq	$-8, %rdx
	jne	.LBB0_74
	movq	8(%rsp), %rax
	movq	%rax, %rcx
	cmpq	%rax, %r15
	movl	$3449720151, %r13d
	movq	592(%rsp), %r8
	movq	584(%rsp), %rsi
	movq	576(%rsp), %rdx
	je	.LBB0_78
.LBB0_76:
	xorq	536(%rsp), %rbp
	movq	1136(%rsp), %rax
	xorq	544(%rsp), %rax
	movq	%rax, 1136(%rsp)
	movq	%r15, %r10
	subq	%rcx, %r10
	movq	816(%rsp), %rax
	leaq	(%rax,%rcx,4), %rdi
	addq	512(%rsp), %rcx
	.p2align	4
.LBB0_77:
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
	xorl	%ebx, %r15d
	imulq	%r13, %r15
	movq	%r15, %rax
	shrq	$32, %rax
	movq	%rdx, %r13
	movq	%rsi, %rdx
	movq	%r8, %rsi
	movq	%rbx, %r8
	movq	%r9, %rbx
	movq	%rbp, %r9
	movq	1296(%rsp), %r12
	movl	%r12d, %ebp
	xorl	%eax, %ebp
	movq	%r10, %r12
	shrq	$32, %r12
	xorl	1136(%rsp), %r12d
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
	xorl	%r8d, %r15d
	xorl	%eax, %r15d
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	40(%rsp), %r10d
	xorl	%eax, %r10d
	imulq	%r9, %r15
	imulq	%r13, %r10
	movq	%r10, %rax
	shrq	$32, %rax
	xorl	%esi, %r12d
	xorl	%eax, %r12d
	movq	%r15, %rax
	shrq	$32, %rax
	xorl	32(%rsp), %r11d
	xorl	%eax, %r11d
	imulq	%r13, %r11
	imulq	%r9, %r12
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	%edx, %r10d
	xorl	%eax, %r10d
	movq	%r12, %rax
	shrq	$32, %rax
	xorl	-24(%rsp), %r15d
	xorl	%eax, %r15d
	imulq	%r9, %r10
	imulq	%r13, %r15
	movq	%r15, %rax
	shrq	$32, %rax
	xorl	1288(%rsp), %r11d
	xorl	%eax, %r11d
	movq	%r10, %rax
	shrq	$32, %rax
	xorl	-64(%rsp), %r12d
	xorl	%eax, %r12d
	imulq	%r13, %r12
	shrq	$32, %r12
	xorl	1280(%rsp), %r15d
	imulq	%r9, %r11
	xorl	%r12d, %r15d
	movq	-104(%rsp), %r12
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	2800(%rsp), %r10d
	xorl	%eax, %r10d
	imulq	%r9, %r15
	shrq	$32, %r15
	imull	$-845247145, %r10d, %eax
	xorl	1304(%rsp), %r11d
	xorl	%r15d, %r11d
	movq	-120(%rsp), %r15
	imulq	%r13, %r11
	movq	%r11, %r10
	xorl	60(%rsp), %eax
	shrq	$32, %r10
	xorl	%r10d, %eax
	movq	64(%rsp), %r10
	movl	%eax, (%rdi,%r15,4)
	movl	%r11d, (%rdi)
	addq	$4, %rdi
	incq	%rcx
	decq	%r10
	jne	.LBB0_77
.LBB0_78:
	movq	2672(%rsp), %rsi
	movq	-88(%rsp), %rax
	movq	%rax, %r8
	vbroadcastsd	.LCPI0_10(%rip), %zmm11
	.p2align	4
.LBB0_79:
	vcvtudq2pd	-192(%rsi), %zmm0
	vcvtudq2pd	-160(%rsi), %zmm1
	vcvtudq2pd	-128(%rsi), %zmm2
	vcvtudq2pd	-96(%rsi), %zmm3
	vcvtudq2pd	-64(%rsi), %zmm4
	vcvtudq2pd	-32(%rsi), %zmm5
	vcvtudq2pd	(%rsi), %zmm6
	vcvtudq2pd	32(%rsi), %zmm7
	vaddpd	%zmm11, %zmm1, %zmm1
	vaddpd	%zmm11, %zmm0, %zmm0
	vaddpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm11, %zmm2, %zmm2
	vaddpd	%zmm11, %zmm5, %zmm8
	vaddpd	%zmm11, %zmm4, %zmm9
	vaddpd	%zmm11, %zmm7, %zmm10
	vaddpd	%zmm11, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_11(%rip), %zmm11
	vmulpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm1, %zmm4
	vmulpd	%zmm11, %zmm2, %zmm1
	vmulpd	%zmm11, %zmm3, %zmm5
	vmulpd	%zmm11, %zmm9, %zmm2
	vmulpd	%zmm11, %zmm8, %zmm7
	vmulpd	%zmm11, %zmm6, %zmm3
	vmulpd	%zmm11, %zmm10, %zmm9
	vbroadcastsd	.LCPI0_29(%rip), %zmm6
	vmulpd	%zmm6, %zmm4, %zmm14
	vmulpd	%zmm6, %zmm0, %zmm19
	vmulpd	%zmm6, %zmm5, %zmm10
	vmulpd	%zmm6, %zmm1, %zmm12
	vmulpd	%zmm6, %zmm7, %zmm4
	vmulpd	%zmm6, %zmm2, %zmm8
	vmulpd	%zmm6, %zmm9, %zmm0
	vmulpd	%zmm6, %zmm3, %zmm3
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vmulpd	%zmm13, %zmm19, %zmm1
	vmulpd	%zmm13, %zmm14, %zmm2
	vmulpd	%zmm13, %zmm12, %zmm5
	vmulpd	%zmm13, %zmm10, %zmm6
	vmulpd	%zmm13, %zmm8, %zmm7
	vmulpd	%zmm13, %zmm4, %zmm9
	vmulpd	%zmm13, %zmm3, %zmm11
	vmulpd	%zmm13, %zmm0, %zmm13
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vaddpd	%zmm15, %zmm2, %zmm20
	vmovupd	%zmm20, 1504(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm17
	vmovupd	%zmm17, 1312(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 1568(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 1632(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm5
	vmovupd	%zmm5, 1696(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 1760(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm2
	vmovupd	%zmm2, 1824(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 1888(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm1
	vaddpd	%zmm1, %zmm17, %zmm21
	vaddpd	%zmm1, %zmm20, %zmm17
	vaddpd	%zmm1, %zmm18, %zmm13
	vaddpd	%zmm1, %zmm16, %zmm11
	vaddpd	%zmm1, %zmm7, %zmm9
	vaddpd	%zmm1, %zmm5, %zmm7
	vaddpd	%zmm1, %zmm6, %zmm5
	vaddpd	%zmm1, %zmm2, %zmm6
	vbroadcastsd	.LCPI0_33(%rip), %zmm28
	vmulpd	%zmm28, %zmm17, %zmm18
	vmulpd	%zmm28, %zmm21, %zmm1
	vmulpd	%zmm28, %zmm11, %zmm15
	vmulpd	%zmm28, %zmm13, %zmm20
	vmulpd	%zmm28, %zmm7, %zmm16
	vsubpd	%zmm1, %zmm19, %zmm2
	vbroadcastsd	.LCPI0_34(%rip), %zmm29
	vmulpd	%zmm29, %zmm21, %zmm1
	vbroadcastsd	.LCPI0_35(%rip), %zmm30
	vmulpd	%zmm30, %zmm21, %zmm22
	vsubpd	%zmm1, %zmm2, %zmm23
	vpsrlq	$52, %zmm19, %zmm19
	vpbroadcastq	.LCPI0_37(%rip), %zmm26
	vpandq	%zmm26, %zmm19, %zmm19
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm26, %zmm23, %zmm23
	vpbroadcastq	.LCPI0_1(%rip), %zmm27
	vpaddq	%zmm27, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm19, %k1
	vsubpd	%zmm22, %zmm2, %zmm19
	vsubpd	%zmm19, %zmm2, %zmm23
	vsubpd	%zmm22, %zmm23, %zmm22
	vmulpd	%zmm28, %zmm9, %zmm23
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_36(%rip), %zmm25
	vmulpd	%zmm25, %zmm21, %zmm21
	vsubpd	%zmm22, %zmm21, %zmm1 {%k1}
	vmulpd	%zmm29, %zmm17, %zmm21
	vmulpd	%zmm30, %zmm17, %zmm22
	vmovapd	%zmm19, %zmm2 {%k1}
	vsubpd	%zmm21, %zmm18, %zmm19
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm26, %zmm14, %zmm14
	vpsrlq	$52, %zmm19, %zmm19
	vpandq	%zmm26, %zmm19, %zmm19
	vpaddq	%zmm27, %zmm19, %zmm19
	vpcmpgtq	%zmm19, %zmm14, %k1
	vsubpd	%zmm22, %zmm18, %zmm19
	vsubpd	%zmm19, %zmm18, %zmm14
	vsubpd	%zmm22, %zmm14, %zmm14
	vmulpd	%zmm28, %zmm6, %zmm24
	vsubpd	%zmm20, %zmm12, %zmm22
	vmulpd	%zmm25, %zmm17, %zmm17
	vsubpd	%zmm14, %zmm17, %zmm21 {%k1}
	vmulpd	%zmm29, %zmm13, %zmm14
	vmulpd	%zmm30, %zmm13, %zmm17
	vmovapd	%zmm19, %zmm18 {%k1}
	vsubpd	%zmm14, %zmm22, %zmm19
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm26, %zmm12, %zmm12
	vpsrlq	$52, %zmm19, %zmm19
	vpandq	%zmm26, %zmm19, %zmm19
	vpaddq	%zmm27, %zmm19, %zmm19
	vpcmpgtq	%zmm19, %zmm12, %k1
	vsubpd	%zmm17, %zmm22, %zmm12
	vsubpd	%zmm12, %zmm22, %zmm19
	vsubpd	%zmm17, %zmm19, %zmm20
	vmulpd	%zmm28, %zmm5, %zmm19
	vsubpd	%zmm15, %zmm10, %zmm15
	vsubpd	%zmm23, %zmm8, %zmm17
	vsubpd	%zmm16, %zmm4, %zmm16
	vsubpd	%zmm19, %zmm3, %zmm19
	vsubpd	%zmm24, %zmm0, %zmm23
	vmulpd	%zmm25, %zmm13, %zmm13
	vsubpd	%zmm20, %zmm13, %zmm14 {%k1}
	vmulpd	%zmm29, %zmm11, %zmm13
	vmulpd	%zmm30, %zmm11, %zmm20
	vmovapd	%zmm12, %zmm22 {%k1}
	vsubpd	%zmm13, %zmm15, %zmm12
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm26, %zmm10, %zmm10
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm26, %zmm12, %zmm12
	vpaddq	%zmm27, %zmm12, %zmm12
	vpcmpgtq	%zmm12, %zmm10, %k1
	vsubpd	%zmm20, %zmm15, %zmm10
	vsubpd	%zmm10, %zmm15, %zmm12
	vsubpd	%zmm20, %zmm12, %zmm12
	vmulpd	%zmm29, %zmm9, %zmm24
	vmulpd	%zmm25, %zmm11, %zmm11
	vsubpd	%zmm12, %zmm11, %zmm13 {%k1}
	vmulpd	%zmm29, %zmm7, %zmm11
	vmulpd	%zmm30, %zmm9, %zmm12
	vmovapd	%zmm10, %zmm15 {%k1}
	vsubpd	%zmm24, %zmm17, %zmm10
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm26, %zmm8, %zmm8
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm26, %zmm10, %zmm10
	vpaddq	%zmm27, %zmm10, %zmm10
	vpcmpgtq	%zmm10, %zmm8, %k1
	vsubpd	%zmm12, %zmm17, %zmm10
	vsubpd	%zmm10, %zmm17, %zmm8
	vsubpd	%zmm12, %zmm8, %zmm12
	vmulpd	%zmm29, %zmm5, %zmm8
	vmulpd	%zmm25, %zmm9, %zmm9
	vsubpd	%zmm12, %zmm9, %zmm24 {%k1}
	vmulpd	%zmm29, %zmm6, %zmm12
	vmulpd	%zmm30, %zmm7, %zmm9
	vmovapd	%zmm10, %zmm17 {%k1}
	vsubpd	%zmm11, %zmm16, %zmm10
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm26, %zmm4, %zmm4
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm26, %zmm10, %zmm10
	vpaddq	%zmm27, %zmm10, %zmm10
	vpcmpgtq	%zmm10, %zmm4, %k1
	vsubpd	%zmm9, %zmm16, %zmm4
	vsubpd	%zmm4, %zmm16, %zmm10
	vsubpd	%zmm9, %zmm10, %zmm9
	vmulpd	%zmm30, %zmm5, %zmm10
	vmulpd	%zmm25, %zmm7, %zmm7
	vsubpd	%zmm9, %zmm7, %zmm11 {%k1}
	vmulpd	%zmm30, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm23, %zmm9
	vmovapd	%zmm4, %zmm16 {%k1}
	vsubpd	%zmm8, %zmm19, %zmm4
	vpsrlq	$52, %zmm3, %zmm3
	vpandq	%zmm26, %zmm3, %zmm3
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm26, %zmm4, %zmm4
	vpaddq	%zmm27, %zmm4, %zmm4
	vpcmpgtq	%zmm4, %zmm3, %k1
	vsubpd	%zmm10, %zmm19, %zmm3
	vmulpd	%zmm25, %zmm6, %zmm4
	vmulpd	%zmm25, %zmm5, %zmm5
	vsubpd	%zmm9, %zmm23, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm3, %zmm19, %zmm7
	vsubpd	%zmm10, %zmm7, %zmm7
	vsubpd	%zmm12, %zmm23, %zmm10
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm26, %zmm0, %zmm0
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm26, %zmm10, %zmm10
	vpaddq	%zmm27, %zmm10, %zmm10
	vmovapd	%zmm3, %zmm19 {%k1}
	vsubpd	%zmm7, %zmm5, %zmm8 {%k1}
	vpcmpgtq	%zmm10, %zmm0, %k1
	vmovapd	%zmm9, %zmm23 {%k1}
	vsubpd	%zmm6, %zmm4, %zmm12 {%k1}
	vsubpd	%zmm21, %zmm18, %zmm25
	vsubpd	%zmm1, %zmm2, %zmm26
	vsubpd	%zmm13, %zmm15, %zmm4
	vsubpd	%zmm14, %zmm22, %zmm29
	vsubpd	%zmm11, %zmm16, %zmm5
	vsubpd	%zmm24, %zmm17, %zmm27
	vsubpd	%zmm12, %zmm23, %zmm30
	vsubpd	%zmm8, %zmm19, %zmm28
	vsubpd	%zmm26, %zmm2, %zmm0
	vmovupd	%zmm26, 320(%rsp)
	vsubpd	%zmm25, %zmm18, %zmm2
	vmovupd	%zmm25, 608(%rsp)
	vsubpd	%zmm29, %zmm22, %zmm3
	vsubpd	%zmm4, %zmm15, %zmm6
	vmovupd	%zmm4, 64(%rsp)
	vsubpd	%zmm27, %zmm17, %zmm15
	vsubpd	%zmm5, %zmm16, %zmm16
	vmovapd	%zmm5, %zmm22
	vmovupd	%zmm5, 256(%rsp)
	vsubpd	%zmm28, %zmm19, %zmm17
	vsubpd	%zmm30, %zmm23, %zmm18
	vsubpd	%zmm21, %zmm2, %zmm2
	vmovupd	%zmm2, 672(%rsp)
	vsubpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 736(%rsp)
	vsubpd	%zmm13, %zmm6, %zmm0
	vmovupd	%zmm0, 1008(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 944(%rsp)
	vsubpd	%zmm11, %zmm16, %zmm0
	vmovupd	%zmm0, 1072(%rsp)
	vsubpd	%zmm24, %zmm15, %zmm0
	vmovupd	%zmm0, 448(%rsp)
	vsubpd	%zmm12, %zmm18, %zmm0
	vmovupd	%zmm0, 128(%rsp)
	vsubpd	%zmm8, %zmm17, %zmm0
	vmovupd	%zmm0, 192(%rsp)
	vmulpd	%zmm25, %zmm25, %zmm17
	vmulpd	%zmm26, %zmm26, %zmm26
	vmulpd	%zmm4, %zmm4, %zmm13
	vmulpd	%zmm26, %zmm26, %zmm2
	vmovupd	%zmm2, 2544(%rsp)
	vmulpd	%zmm17, %zmm17, %zmm3
	vmovupd	%zmm3, 1136(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm4
	vmulpd	%zmm4, %zmm17, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm17, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm7
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm17, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm11
	vmulpd	%zmm11, %zmm17, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm9
	vsubpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm17, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm10
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm3, %zmm3, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm11, %zmm26, %zmm3
	vsubpd	%zmm3, %zmm9, %zmm3
	vmulpd	%zmm3, %zmm26, %zmm3
	vaddpd	%zmm10, %zmm3, %zmm3
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1440(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm0
	vmulpd	%zmm3, %zmm0, %zmm0
	vmulpd	%zmm4, %zmm26, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm20
	vmulpd	%zmm11, %zmm13, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm13, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm13, %zmm13, %zmm1
	vmovupd	%zmm1, 2336(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm13, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm13, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm13, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1376(%rsp)
	vmulpd	%zmm29, %zmm29, %zmm23
	vmovapd	%zmm29, %zmm19
	vmovupd	%zmm29, 880(%rsp)
	vmulpd	%zmm11, %zmm23, %zmm1
	vsubpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm23, %zmm23, %zmm0
	vmovupd	%zmm0, 2208(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm4, %zmm23, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm23, %zmm3
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm23, %zmm3
	vaddpd	%zmm1, %zmm3, %zmm21
	vmulpd	%zmm22, %zmm22, %zmm29
	vmulpd	%zmm11, %zmm29, %zmm1
	vsubpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm29, %zmm29, %zmm0
	vmovupd	%zmm0, 2272(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm4, %zmm29, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm29, %zmm3
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm29, %zmm3
	vaddpd	%zmm1, %zmm3, %zmm0
	vmovupd	%zmm0, 2080(%rsp)
	vmulpd	%zmm27, %zmm27, %zmm22
	vmovapd	%zmm27, %zmm18
	vmovupd	%zmm27, 4144(%rsp)
	vmulpd	%zmm11, %zmm22, %zmm1
	vsubpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm22, %zmm22, %zmm0
	vmovupd	%zmm0, 2144(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm4, %zmm22, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm22, %zmm3
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm22, %zmm3
	vaddpd	%zmm1, %zmm3, %zmm0
	vmovupd	%zmm0, 2016(%rsp)
	vmulpd	%zmm30, %zmm30, %zmm6
	vmovapd	%zmm30, %zmm27
	vmovupd	%zmm30, 4080(%rsp)
	vmulpd	%zmm11, %zmm6, %zmm1
	vsubpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm6, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm6, %zmm6, %zmm0
	vmovupd	%zmm0, 2480(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm4, %zmm6, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm6, %zmm3
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm6, %zmm3
	vaddpd	%zmm1, %zmm3, %zmm0
	vmovupd	%zmm0, 2416(%rsp)
	vmovapd	%zmm28, %zmm16
	vmovupd	%zmm28, 4208(%rsp)
	vmulpd	%zmm28, %zmm28, %zmm28
	vmulpd	%zmm11, %zmm28, %zmm1
	vsubpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm28, %zmm28, %zmm0
	vmovupd	%zmm0, 4272(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm4, %zmm28, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm28, %zmm3
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm28, %zmm3
	vaddpd	%zmm1, %zmm3, %zmm0
	vmovupd	%zmm0, 2736(%rsp)
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm17, %zmm12
	vbroadcastsd	.LCPI0_44(%rip), %zmm25
	vsubpd	%zmm12, %zmm25, %zmm24
	vsubpd	%zmm24, %zmm25, %zmm15
	vsubpd	%zmm12, %zmm15, %zmm15
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm26, %zmm0
	vsubpd	%zmm0, %zmm25, %zmm12
	vsubpd	%zmm12, %zmm25, %zmm14
	vsubpd	%zmm0, %zmm14, %zmm9
	vmovapd	%zmm13, %zmm1
	vmovupd	%zmm13, 4016(%rsp)
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm13, %zmm14
	vsubpd	%zmm14, %zmm25, %zmm8
	vsubpd	%zmm8, %zmm25, %zmm13
	vsubpd	%zmm14, %zmm13, %zmm13
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm23, %zmm14
	vsubpd	%zmm14, %zmm25, %zmm7
	vsubpd	%zmm7, %zmm25, %zmm11
	vsubpd	%zmm14, %zmm11, %zmm11
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm29, %zmm14
	vsubpd	%zmm14, %zmm25, %zmm5
	vsubpd	%zmm5, %zmm25, %zmm10
	vsubpd	%zmm14, %zmm10, %zmm10
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm22, %zmm14
	vsubpd	%zmm14, %zmm25, %zmm4
	vsubpd	%zmm4, %zmm25, %zmm30
	vsubpd	%zmm14, %zmm30, %zmm14
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm6, %zmm30
	vsubpd	%zmm30, %zmm25, %zmm3
	vsubpd	%zmm3, %zmm25, %zmm31
	vsubpd	%zmm30, %zmm31, %zmm30
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm28, %zmm31
	vsubpd	%zmm31, %zmm25, %zmm2
	vsubpd	%zmm2, %zmm25, %zmm25
	vsubpd	%zmm31, %zmm25, %zmm25
	vmulpd	%zmm20, %zmm26, %zmm20
	vmovupd	320(%rsp), %zmm0
	vmulpd	736(%rsp), %zmm0, %zmm31
	vsubpd	%zmm31, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm9, %zmm9
	vmulpd	1440(%rsp), %zmm17, %zmm20
	vmovupd	608(%rsp), %zmm31
	vmulpd	672(%rsp), %zmm31, %zmm31
	vsubpd	%zmm31, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm15, %zmm15
	vmulpd	%zmm21, %zmm23, %zmm20
	vmovupd	944(%rsp), %zmm31
	vmulpd	%zmm31, %zmm19, %zmm21
	vsubpd	%zmm21, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm11, %zmm11
	vmulpd	1376(%rsp), %zmm1, %zmm20
	vmovupd	1008(%rsp), %zmm21
	vmulpd	64(%rsp), %zmm21, %zmm21
	vsubpd	%zmm21, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm13, %zmm13
	vmulpd	2016(%rsp), %zmm22, %zmm19
	vmulpd	448(%rsp), %zmm18, %zmm20
	vsubpd	%zmm20, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm14, %zmm14
	vmulpd	2080(%rsp), %zmm29, %zmm19
	vmovupd	256(%rsp), %zmm0
	vmulpd	1072(%rsp), %zmm0, %zmm20
	vsubpd	%zmm20, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm10, %zmm10
	vmulpd	2736(%rsp), %zmm28, %zmm18
	vmulpd	192(%rsp), %zmm16, %zmm19
	vsubpd	%zmm19, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm25, %zmm20
	vmulpd	2416(%rsp), %zmm6, %zmm18
	vmulpd	128(%rsp), %zmm27, %zmm19
	vsubpd	%zmm19, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm30, %zmm25
	vaddpd	%zmm15, %zmm24, %zmm0
	vmovupd	%zmm0, 2016(%rsp)
	vaddpd	%zmm9, %zmm12, %zmm0
	vmovupd	%zmm0, 2416(%rsp)
	vaddpd	%zmm13, %zmm8, %zmm0
	vmovupd	%zmm0, 2080(%rsp)
	vaddpd	%zmm11, %zmm7, %zmm0
	vmovupd	%zmm0, 4336(%rsp)
	vaddpd	%zmm10, %zmm5, %zmm0
	vmovupd	%zmm0, 1376(%rsp)
	vaddpd	%zmm14, %zmm4, %zmm0
	vmovupd	%zmm0, 4400(%rsp)
	vaddpd	%zmm25, %zmm3, %zmm0
	vmovupd	%zmm0, 1440(%rsp)
	vaddpd	%zmm20, %zmm2, %zmm0
	vmovupd	%zmm0, 2736(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm10
	vmulpd	%zmm10, %zmm26, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm15
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2544(%rsp), %zmm26, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm11
	vmulpd	%zmm11, %zmm26, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm13
	vaddpd	%zmm13, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vmovupd	%zmm26, 3888(%rsp)
	vbroadcastsd	.LCPI0_47(%rip), %zmm14
	vaddpd	%zmm14, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm1
	vmulpd	%zmm10, %zmm17, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	1136(%rsp), %zmm17, %zmm3
	vmulpd	%zmm0, %zmm3, %zmm0
	vmulpd	%zmm11, %zmm17, %zmm3
	vaddpd	%zmm13, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm17, %zmm3
	vmovupd	%zmm17, 3952(%rsp)
	vaddpd	%zmm14, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm0, %zmm12
	vmulpd	%zmm10, %zmm23, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2208(%rsp), %zmm23, %zmm3
	vmulpd	%zmm0, %zmm3, %zmm0
	vmulpd	%zmm11, %zmm23, %zmm3
	vaddpd	%zmm13, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm23, %zmm3
	vaddpd	%zmm14, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm0, %zmm3
	vmovupd	4016(%rsp), %zmm30
	vmulpd	%zmm10, %zmm30, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2336(%rsp), %zmm30, %zmm4
	vmulpd	%zmm0, %zmm4, %zmm0
	vmulpd	%zmm11, %zmm30, %zmm4
	vaddpd	%zmm13, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm30, %zmm4
	vaddpd	%zmm14, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm10, %zmm22, %zmm4
	vaddpd	%zmm15, %zmm4, %zmm4
	vmulpd	2144(%rsp), %zmm22, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm11, %zmm22, %zmm5
	vaddpd	%zmm13, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm22, %zmm5
	vaddpd	%zmm14, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm10, %zmm29, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vmulpd	2272(%rsp), %zmm29, %zmm7
	vmulpd	%zmm5, %zmm7, %zmm5
	vmulpd	%zmm11, %zmm29, %zmm7
	vaddpd	%zmm13, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm29, %zmm7
	vaddpd	%zmm14, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm10, %zmm28, %zmm7
	vaddpd	%zmm15, %zmm7, %zmm7
	vmulpd	4272(%rsp), %zmm28, %zmm9
	vmulpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm11, %zmm28, %zmm9
	vaddpd	%zmm13, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm28, %zmm9
	vaddpd	%zmm14, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm7, %zmm7
	vmulpd	%zmm10, %zmm6, %zmm9
	vaddpd	%zmm15, %zmm9, %zmm9
	vmulpd	2480(%rsp), %zmm6, %zmm10
	vmulpd	%zmm9, %zmm10, %zmm9
	vmulpd	%zmm11, %zmm6, %zmm10
	vaddpd	%zmm13, %zmm10, %zmm10
	vmulpd	%zmm10, %zmm6, %zmm10
	vaddpd	%zmm14, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm9, %zmm9
	vmulpd	608(%rsp), %zmm17, %zmm2
	vmovupd	%zmm2, 1136(%rsp)
	vmulpd	%zmm12, %zmm2, %zmm11
	vmovupd	672(%rsp), %zmm16
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm16, %zmm12
	vsubpd	%zmm11, %zmm12, %zmm11
	vmulpd	320(%rsp), %zmm26, %zmm18
	vmulpd	%zmm1, %zmm18, %zmm1
	vmovupd	736(%rsp), %zmm12
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm12, %zmm13
	vsubpd	%zmm1, %zmm13, %zmm26
	vmulpd	64(%rsp), %zmm30, %zmm19
	vmulpd	%zmm0, %zmm19, %zmm0
	vmovupd	1008(%rsp), %zmm10
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm10, %zmm14
	vsubpd	%zmm0, %zmm14, %zmm21
	vmulpd	880(%rsp), %zmm23, %zmm14
	vmulpd	%zmm3, %zmm14, %zmm3
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm31, %zmm15
	vsubpd	%zmm3, %zmm15, %zmm3
	vmulpd	256(%rsp), %zmm29, %zmm15
	vmulpd	%zmm5, %zmm15, %zmm5
	vmovupd	1072(%rsp), %zmm8
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm8, %zmm17
	vsubpd	%zmm5, %zmm17, %zmm5
	vmovupd	4144(%rsp), %zmm27
	vmulpd	%zmm22, %zmm27, %zmm17
	vmulpd	%zmm4, %zmm17, %zmm4
	vmovupd	448(%rsp), %zmm2
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm2, %zmm20
	vsubpd	%zmm4, %zmm20, %zmm4
	vmovupd	4080(%rsp), %zmm31
	vmulpd	%zmm6, %zmm31, %zmm20
	vmulpd	%zmm9, %zmm20, %zmm9
	vmovupd	128(%rsp), %zmm1
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm1, %zmm24
	vsubpd	%zmm9, %zmm24, %zmm9
	vmovupd	4208(%rsp), %zmm13
	vmulpd	%zmm28, %zmm13, %zmm24
	vmulpd	%zmm7, %zmm24, %zmm7
	vmovupd	192(%rsp), %zmm0
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm0, %zmm25
	vsubpd	%zmm7, %zmm25, %zmm7
	vmulpd	3952(%rsp), %zmm11, %zmm11
	vmulpd	3888(%rsp), %zmm26, %zmm26
	vmulpd	%zmm21, %zmm30, %zmm25
	vmulpd	%zmm3, %zmm23, %zmm21
	vmulpd	%zmm5, %zmm29, %zmm3
	vmulpd	%zmm4, %zmm22, %zmm4
	vmulpd	%zmm9, %zmm6, %zmm5
	vmulpd	%zmm7, %zmm28, %zmm6
	vsubpd	%zmm12, %zmm26, %zmm12
	vsubpd	%zmm16, %zmm11, %zmm7
	vsubpd	944(%rsp), %zmm21, %zmm11
	vsubpd	%zmm10, %zmm25, %zmm10
	vsubpd	%zmm2, %zmm4, %zmm4
	vsubpd	%zmm8, %zmm3, %zmm3
	vsubpd	%zmm0, %zmm6, %zmm6
	vsubpd	%zmm1, %zmm5, %zmm5
	vbroadcastsd	.LCPI0_50(%rip), %zmm9
	vmulpd	%zmm9, %zmm18, %zmm8
	vaddpd	%zmm8, %zmm12, %zmm1
	vmulpd	1136(%rsp), %zmm9, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	%zmm9, %zmm14, %zmm8
	vaddpd	%zmm8, %zmm11, %zmm2
	vmulpd	%zmm9, %zmm19, %zmm8
	vaddpd	%zmm8, %zmm10, %zmm0
	vmulpd	%zmm9, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm9, %zmm15, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm9, %zmm24, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm9, %zmm20, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmovupd	320(%rsp), %zmm8
	vsubpd	%zmm1, %zmm8, %zmm24
	vmovupd	608(%rsp), %zmm1
	vsubpd	%zmm7, %zmm1, %zmm23
	vmovupd	880(%rsp), %zmm1
	vsubpd	%zmm2, %zmm1, %zmm22
	vmovupd	64(%rsp), %zmm1
	vsubpd	%zmm0, %zmm1, %zmm21
	vsubpd	%zmm4, %zmm27, %zmm19
	vmovupd	256(%rsp), %zmm0
	vsubpd	%zmm3, %zmm0, %zmm20
	vsubpd	%zmm6, %zmm13, %zmm18
	vsubpd	%zmm5, %zmm31, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm8
	vmovupd	2416(%rsp), %zmm14
	vxorpd	%zmm8, %zmm14, %zmm7
	vmovupd	2016(%rsp), %zmm17
	vxorpd	%zmm8, %zmm17, %zmm6
	vmovupd	4336(%rsp), %zmm12
	vxorpd	%zmm8, %zmm12, %zmm5
	vmovupd	2080(%rsp), %zmm15
	vxorpd	%zmm8, %zmm15, %zmm4
	vmovupd	4400(%rsp), %zmm10
	vxorpd	%zmm8, %zmm10, %zmm3
	vmovupd	1376(%rsp), %zmm13
	vxorpd	%zmm8, %zmm13, %zmm2
	vmovupd	2736(%rsp), %zmm26
	vxorpd	%zmm8, %zmm26, %zmm1
	vmovupd	1440(%rsp), %zmm25
	vxorpd	%zmm8, %zmm25, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm9
	vmovdqu64	1504(%rsp), %zmm16
	vptestnmq	%zmm9, %zmm16, %k1
	vmovapd	%zmm17, %zmm6 {%k1}
	vxorpd	%zmm8, %zmm23, %zmm23 {%k1}
	vmovdqu64	1312(%rsp), %zmm17
	vptestnmq	%zmm9, %zmm17, %k1
	vmovapd	%zmm14, %zmm7 {%k1}
	vxorpd	%zmm8, %zmm24, %zmm24 {%k1}
	vmovdqu64	1568(%rsp), %zmm14
	vptestnmq	%zmm9, %zmm14, %k1
	vmovapd	%zmm15, %zmm4 {%k1}
	vxorpd	%zmm8, %zmm21, %zmm21 {%k1}
	vmovdqu64	1632(%rsp), %zmm15
	vptestnmq	%zmm9, %zmm15, %k1
	vmovapd	%zmm12, %zmm5 {%k1}
	vxorpd	%zmm8, %zmm22, %zmm22 {%k1}
	vmovdqu64	1696(%rsp), %zmm12
	vptestnmq	%zmm9, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm8, %zmm20, %zmm20 {%k1}
	vmovdqu64	1760(%rsp), %zmm13
	vptestnmq	%zmm9, %zmm13, %k1
	vmovapd	%zmm10, %zmm3 {%k1}
	vxorpd	%zmm8, %zmm19, %zmm19 {%k1}
	vmovdqu64	1824(%rsp), %zmm10
	vptestnmq	%zmm9, %zmm10, %k1
	vmovapd	%zmm25, %zmm0 {%k1}
	vxorpd	%zmm8, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm25
	vmovdqu64	1888(%rsp), %zmm11
	vptestnmq	%zmm9, %zmm11, %k1
	vmovapd	%zmm26, %zmm1 {%k1}
	vxorpd	%zmm8, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm8
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm7, %zmm24 {%k1}
	vmovupd	%zmm24, 320(%rsp)
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm6, %zmm23 {%k1}
	vmovupd	%zmm23, 256(%rsp)
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm5, %zmm22 {%k1}
	vmovupd	%zmm22, 128(%rsp)
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm4, %zmm21 {%k1}
	vmovupd	%zmm21, 448(%rsp)
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 192(%rsp)
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm2, %zmm20 {%k1}
	vmovupd	%zmm20, 736(%rsp)
	vptestnmq	%zmm8, %zmm11, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 672(%rsp)
	vptestnmq	%zmm8, %zmm10, %k1
	vmovapd	%zmm0, %zmm25 {%k1}
	vmovupd	%zmm25, 1072(%rsp)
	vcvtudq2pd	-192(%rsi,%r15,4), %zmm0
	vcvtudq2pd	-160(%rsi,%r15,4), %zmm1
	vcvtudq2pd	-128(%rsi,%r15,4), %zmm2
	vcvtudq2pd	-96(%rsi,%r15,4), %zmm3
	vcvtudq2pd	-64(%rsi,%r15,4), %zmm4
	vcvtudq2pd	-32(%rsi,%r15,4), %zmm5
	vcvtudq2pd	(%rsi,%r15,4), %zmm6
	vcvtudq2pd	32(%rsi,%r15,4), %zmm7
	vaddpd	.LCPI0_10(%rip){1to8}, %zmm1, %zmm1
	vaddpd	.LCPI0_10(%rip){1to8}, %zmm0, %zmm0
	vaddpd	.LCPI0_10(%rip){1to8}, %zmm3, %zmm3
	vaddpd	.LCPI0_10(%rip){1to8}, %zmm2, %zmm2
	vaddpd	.LCPI0_10(%rip){1to8}, %zmm5, %zmm5
	vaddpd	.LCPI0_10(%rip){1to8}, %zmm4, %zmm4
	vaddpd	.LCPI0_10(%rip){1to8}, %zmm7, %zmm7
	vaddpd	.LCPI0_10(%rip){1to8}, %zmm6, %zmm6
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
	vmovdqu64	%zmm9, 1632(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 1696(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1760(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1824(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1888(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 880(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 944(%rsp)
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
	vpandq	%zmm15, %zmm11, %zmm11
	vpandq	%zmm15, %zmm10, %zmm20
	vpandq	%zmm15, %zmm13, %zmm0
	vpandq	%zmm15, %zmm12, %zmm22
	vpandq	%zmm15, %zmm18, %zmm25
	vpandq	%zmm15, %zmm14, %zmm28
	vpbroadcastq	.LCPI0_15(%rip), %zmm10
	vpternlogq	$248, %zmm10, %zmm8, %zmm19
	vpternlogq	$248, %zmm10, %zmm1, %zmm9
	vpternlogq	$248, %zmm10, %zmm2, %zmm20
	vpternlogq	$248, %zmm10, %zmm3, %zmm11
	vpternlogq	$248, %zmm10, %zmm4, %zmm22
	vpternlogq	$248, %zmm10, %zmm5, %zmm0
	vpternlogq	$248, %zmm10, %zmm6, %zmm28
	vpternlogq	$248, %zmm10, %zmm7, %zmm25
	vpbroadcastq	.LCPI0_16(%rip), %zmm12
	vpaddq	%zmm12, %zmm9, %zmm1
	vpaddq	%zmm12, %zmm19, %zmm2
	vbroadcastsd	.LCPI0_17(%rip), %zmm23
	vaddpd	%zmm23, %zmm2, %zmm4
	vmovupd	%zmm4, 608(%rsp)
	vaddpd	%zmm23, %zmm1, %zmm3
	vmovupd	%zmm3, 64(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm24
	vaddpd	%zmm24, %zmm3, %zmm1
	vaddpd	%zmm24, %zmm4, %zmm2
	vdivpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm2, 1312(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1568(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm30
	vmulpd	%zmm2, %zmm2, %zmm29
	vmulpd	%zmm29, %zmm29, %zmm1
	vmulpd	%zmm30, %zmm30, %zmm2
	vbroadcastsd	.LCPI0_19(%rip), %zmm4
	vmulpd	%zmm4, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_20(%rip), %zmm5
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_21(%rip), %zmm6
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vmovupd	%zmm3, 1136(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2544(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2272(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2208(%rsp)
	vpaddq	%zmm12, %zmm11, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm27
	vaddpd	%zmm24, %zmm27, %zmm1
	vdivpd	%zmm1, %zmm27, %zmm1
	vmovupd	%zmm1, 1504(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2144(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 1440(%rsp)
	vpaddq	%zmm12, %zmm20, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm20
	vaddpd	%zmm24, %zmm20, %zmm1
	vdivpd	%zmm1, %zmm20, %zmm1
	vmovupd	%zmm1, 2336(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1376(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 2080(%rsp)
	vpaddq	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm23, %zmm0, %zmm21
	vaddpd	%zmm24, %zmm21, %zmm0
	vdivpd	%zmm0, %zmm21, %zmm0
	vmovupd	%zmm0, 2480(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 2416(%rsp)
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
	vmulpd	%zmm4, %zmm1, %zmm17
	vaddpd	%zmm5, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm1, %zmm17
	vaddpd	%zmm6, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm1, %zmm17
	vmulpd	%zmm7, %zmm1, %zmm19
	vaddpd	%zmm8, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm1, %zmm19
	vaddpd	%zmm9, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm1, %zmm19
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
	vpaddq	%zmm12, %zmm28, %zmm15
	vaddpd	%zmm23, %zmm15, %zmm28
	vaddpd	%zmm24, %zmm28, %zmm15
	vdivpd	%zmm15, %zmm28, %zmm15
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
	vaddpd	2544(%rsp), %zmm6, %zmm23
	vmulpd	%zmm23, %zmm30, %zmm23
	vaddpd	1136(%rsp), %zmm23, %zmm23
	vaddpd	2208(%rsp), %zmm6, %zmm30
	vmulpd	%zmm30, %zmm29, %zmm29
	vaddpd	2272(%rsp), %zmm29, %zmm29
	vaddpd	1440(%rsp), %zmm6, %zmm30
	vmulpd	%zmm30, %zmm14, %zmm9
	vaddpd	2144(%rsp), %zmm9, %zmm9
	vaddpd	2080(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm7
	vaddpd	1376(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm31, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm5
	vaddpd	2416(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm19, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm24, %zmm1
	vmovupd	608(%rsp), %zmm2
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm2, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm29, %zmm0, %zmm2
	vmulpd	1312(%rsp), %zmm2, %zmm13
	vmovupd	64(%rsp), %zmm4
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm23, %zmm2, %zmm4
	vmulpd	1568(%rsp), %zmm4, %zmm14
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm20, %zmm4
	vmulpd	%zmm4, %zmm20, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	2336(%rsp), %zmm7, %zmm7
	vmovupd	%zmm27, 2016(%rsp)
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm27, %zmm16
	vmulpd	%zmm16, %zmm27, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	1504(%rsp), %zmm9, %zmm9
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm22, %zmm17
	vmulpd	%zmm17, %zmm22, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm26, %zmm3
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm21, %zmm8
	vmulpd	%zmm8, %zmm21, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2480(%rsp), %zmm5, %zmm5
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm28, %zmm19
	vmulpd	%zmm19, %zmm28, %zmm19
	vaddpd	%zmm1, %zmm19, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm25, %zmm15
	vmulpd	%zmm15, %zmm25, %zmm15
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm18, %zmm6
	vpsrlq	$20, 1632(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm12
	vpaddq	%zmm12, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm10
	vmulpd	%zmm10, %zmm11, %zmm23
	vaddpd	%zmm13, %zmm23, %zmm13
	vpsrlq	$20, 1696(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm10, %zmm23, %zmm24
	vaddpd	%zmm14, %zmm24, %zmm14
	vpsrlq	$20, 1760(%rsp), %zmm24
	vpaddq	%zmm12, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm10, %zmm24, %zmm26
	vaddpd	%zmm7, %zmm26, %zmm7
	vpsrlq	$20, 1824(%rsp), %zmm26
	vpaddq	%zmm12, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm10, %zmm26, %zmm27
	vaddpd	%zmm9, %zmm27, %zmm9
	vpsrlq	$20, 1888(%rsp), %zmm27
	vpaddq	%zmm12, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm10, %zmm27, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 880(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm10, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 944(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm10, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 1008(%rsp), %zmm31
	vpaddq	%zmm12, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm10, %zmm31, %zmm12
	vaddpd	%zmm6, %zmm12, %zmm6
	vsubpd	%zmm0, %zmm13, %zmm0
	vsubpd	%zmm2, %zmm14, %zmm2
	vsubpd	%zmm4, %zmm7, %zmm4
	vsubpd	%zmm16, %zmm9, %zmm7
	vsubpd	%zmm17, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm19, %zmm1, %zmm1
	vsubpd	%zmm15, %zmm6, %zmm6
	vaddpd	64(%rsp), %zmm2, %zmm2
	vaddpd	608(%rsp), %zmm0, %zmm0
	vaddpd	2016(%rsp), %zmm7, %zmm7
	vaddpd	%zmm4, %zmm20, %zmm4
	vaddpd	%zmm5, %zmm21, %zmm5
	vaddpd	%zmm3, %zmm22, %zmm3
	vaddpd	%zmm6, %zmm25, %zmm6
	vaddpd	%zmm1, %zmm28, %zmm1
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vmulpd	%zmm9, %zmm23, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm9, %zmm11, %zmm8
	vbroadcastsd	.LCPI0_10(%rip), %zmm11
	vaddpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm9, %zmm26, %zmm8
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm9, %zmm24, %zmm8
	vaddpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm9, %zmm29, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm9, %zmm27, %zmm8
	vaddpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm9, %zmm31, %zmm8
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm9, %zmm30, %zmm8
	vaddpd	%zmm1, %zmm8, %zmm1
	vbroadcastsd	.LCPI0_28(%rip), %zmm8
	vmulpd	%zmm8, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	320(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	256(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	128(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	448(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	192(%rsp), %zmm3, %zmm3
	vmulpd	736(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	672(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	1072(%rsp), %zmm6, %zmm6
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm4, %ymm4
	vinserti64x4	$1, %ymm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm7, %ymm2
	vinsertf64x4	$1, %ymm2, %zmm4, %zmm2
	vcvtpd2ps	%zmm3, %ymm3
	vcvtpd2ps	%zmm5, %ymm4
	vcvtpd2ps	%zmm1, %ymm1
	vcvtpd2ps	%zmm6, %ymm5
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vinserti64x4	$1, %ymm5, %zmm1, %zmm1
	vmovdqu64	%zmm0, -192(%rsi,%r15,4)
	vmovups	%zmm2, -128(%rsi,%r15,4)
	vmovdqu64	%zmm3, -64(%rsi,%r15,4)
	vmovdqu64	%zmm1, (%rsi,%r15,4)
	addq	$256, %rsi
	addq	$-64, %r8
	jne	.LBB0_79
	cmpq	%rax, %r15
	movq	816(%rsp), %r8
	movabsq	$4611686018427387902, %rbp
	movabsq	$4604544269498187776, %r9
	vmovaps	.LCPI0_60(%rip), %zmm31
	vmovaps	.LCPI0_61(%rip), %zmm10
	vbroadcastsd	.LCPI0_11(%rip), %zmm9
	vbroadcastsd	.LCPI0_26(%rip), %zmm0
	vbroadcastsd	.LCPI0_28(%rip), %zmm1
	vbroadcastsd	.LCPI0_29(%rip), %zmm2
	vbroadcastsd	.LCPI0_30(%rip), %zmm3
	vbroadcastsd	.LCPI0_31(%rip), %zmm4
	vbroadcastsd	.LCPI0_32(%rip), %zmm5
	vbroadcastsd	.LCPI0_36(%rip), %zmm7
	vpbroadcastq	.LCPI0_37(%rip), %zmm8
	vbroadcastsd	.LCPI0_45(%rip), %zmm6
	vmovsd	.LCPI0_10(%rip), %xmm22
	vmovsd	.LCPI0_11(%rip), %xmm13
	vpbroadcastq	.LCPI0_37(%rip), %xmm19
	vmovsd	.LCPI0_38(%rip), %xmm17
	vmovsd	.LCPI0_39(%rip), %xmm23
	vmovsd	.LCPI0_40(%rip), %xmm14
	vmovsd	.LCPI0_56(%rip), %xmm16
	vmovsd	.LCPI0_42(%rip), %xmm29
	vmovsd	.LCPI0_43(%rip), %xmm30
	vmovsd	.LCPI0_44(%rip), %xmm27
	vmovsd	.LCPI0_45(%rip), %xmm28
	vmovsd	.LCPI0_46(%rip), %xmm12
	vmovsd	.LCPI0_47(%rip), %xmm26
	vmovsd	.LCPI0_48(%rip), %xmm15
	vmovsd	.LCPI0_49(%rip), %xmm24
	vmovsd	.LCPI0_50(%rip), %xmm18
	je	.LBB0_87
	testb	$56, %r15b
	je	.LBB0_85
	movq	552(%rsp), %rcx
	movq	560(%rsp), %rdx
	vmovapd	%zmm0, %zmm19
	vmovapd	%zmm6, %zmm18
	vmovapd	%zmm1, %zmm15
	vmovapd	%zmm2, %zmm12
	vmovapd	%zmm3, %zmm13
	vmovapd	%zmm4, %zmm24
	vmovapd	%zmm5, %zmm26
	vmovapd	%zmm7, %zmm27
	vmovdqa64	%zmm8, %zmm28
	vbroadcastsd	.LCPI0_38(%rip), %zmm29
	vbroadcastsd	.LCPI0_39(%rip), %zmm30
	vbroadcastsd	.LCPI0_40(%rip), %zmm16
	vbroadcastsd	.LCPI0_42(%rip), %zmm14
	vbroadcastsd	.LCPI0_43(%rip), %zmm17
	vbroadcastsd	.LCPI0_44(%rip), %zmm23
	vbroadcastsd	.LCPI0_51(%rip), %zmm22
	.p2align	4
.LBB0_83:
	vcvtudq2pd	(%rcx,%r15,4), %zmm0
	vaddpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm9, %zmm0, %zmm0
	vcvtudq2pd	(%rcx), %zmm1
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm9, %zmm1, %zmm1
	vpsrlq	$32, %zmm0, %zmm2
	vpaddq	.LCPI0_12(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$20, %zmm2, %zmm3
	vpaddq	.LCPI0_13(%rip){1to8}, %zmm3, %zmm3
	vpsllq	$32, %zmm2, %zmm2
	vpandq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm2
	vpternlogq	$248, .LCPI0_15(%rip){1to8}, %zmm0, %zmm2
	vpaddq	.LCPI0_16(%rip){1to8}, %zmm2, %zmm0
	vaddpd	.LCPI0_17(%rip){1to8}, %zmm0, %zmm0
	vaddpd	.LCPI0_18(%rip){1to8}, %zmm0, %zmm2
	vdivpd	%zmm2, %zmm0, %zmm2
	vmulpd	%zmm11, %zmm0, %zmm4
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
	vmulpd	%zmm19, %zmm3, %zmm5
	vaddpd	%zmm2, %zmm5, %zmm2
	vsubpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm0
	vmulpd	.LCPI0_27(%rip){1to8}, %zmm3, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm12, %zmm1, %zmm2
	vmulpd	%zmm13, %zmm2, %zmm1
	vaddpd	%zmm24, %zmm1, %zmm1
	vaddpd	%zmm26, %zmm1, %zmm3
	vmulpd	.LCPI0_55(%rip){1to8}, %zmm3, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm4
	vmulpd	.LCPI0_34(%rip){1to8}, %zmm3, %zmm5
	vmulpd	.LCPI0_35(%rip){1to8}, %zmm3, %zmm6
	vsubpd	%zmm6, %zmm4, %zmm7
	vmulpd	%zmm27, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm4, %zmm8
	vsubpd	%zmm6, %zmm8, %zmm6
	vsubpd	%zmm5, %zmm4, %zmm8
	vpsrlq	$52, %zmm2, %zmm2
	vpandq	%zmm28, %zmm2, %zmm2
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm28, %zmm8, %zmm8
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm2, %k1
	vmovapd	%zmm7, %zmm4 {%k1}
	vsubpd	%zmm6, %zmm3, %zmm5 {%k1}
	vsubpd	%zmm5, %zmm4, %zmm2
	vsubpd	%zmm2, %zmm4, %zmm3
	vsubpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm2, %zmm2, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm29, %zmm4, %zmm6
	vaddpd	%zmm30, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	%zmm16, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	.LCPI0_56(%rip){1to8}, %zmm4, %zmm7
	vaddpd	%zmm14, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm17, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm11, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm23, %zmm8
	vsubpd	%zmm8, %zmm23, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm9
	vsubpd	%zmm9, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_11(%rip), %zmm9
	vaddpd	%zmm6, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm18, %zmm4, %zmm7
	vaddpd	.LCPI0_46(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	.LCPI0_47(%rip){1to8}, %zmm7, %zmm7
	vmulpd	.LCPI0_48(%rip){1to8}, %zmm4, %zmm8
	vaddpd	.LCPI0_49(%rip){1to8}, %zmm8, %zmm8
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm2, %zmm7
	vmulpd	%zmm11, %zmm3, %zmm8
	vmulpd	%zmm5, %zmm7, %zmm5
	vsubpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vsubpd	%zmm3, %zmm4, %zmm3
	vmulpd	.LCPI0_50(%rip){1to8}, %zmm7, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm2, %zmm2
	vptestnmq	.LCPI0_52(%rip){1to8}, %zmm1, %k1
	vptestnmq	.LCPI0_53(%rip){1to8}, %zmm1, %k2
	vxorpd	%zmm22, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm22, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	%zmm15, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovupd	%ymm0, (%rcx,%r15,4)
	addq	$32, %rcx
	addq	$-8, %rdx
	jne	.LBB0_83
	movq	8(%rsp), %rcx
	movq	%rcx, %rax
	cmpq	%rcx, %r15
	vmovsd	.LCPI0_10(%rip), %xmm22
	vmovsd	.LCPI0_11(%rip), %xmm13
	vpbroadcastq	.LCPI0_37(%rip), %xmm19
	vmovsd	.LCPI0_38(%rip), %xmm17
	vmovsd	.LCPI0_39(%rip), %xmm23
	vmovsd	.LCPI0_40(%rip), %xmm14
	vmovsd	.LCPI0_56(%rip), %xmm16
	vmovsd	.LCPI0_42(%rip), %xmm29
	vmovsd	.LCPI0_43(%rip), %xmm30
	vmovsd	.LCPI0_44(%rip), %xmm27
	vmovsd	.LCPI0_45(%rip), %xmm28
	vmovsd	.LCPI0_46(%rip), %xmm12
	vmovsd	.LCPI0_47(%rip), %xmm26
	vmovsd	.LCPI0_48(%rip), %xmm15
	vmovsd	.LCPI0_49(%rip), %xmm24
	vmovsd	.LCPI0_50(%rip), %xmm18
	je	.LBB0_87
.LBB0_85:
	movq	%r15, %rcx
	subq	%rax, %rcx
	leaq	(%r8,%rax,4), %rdx
	.p2align	4
.LBB0_86:
	vcvtusi2sdl	(%rdx,%r15,4), %xmm25, %xmm0
	vaddsd	%xmm22, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm13, %xmm0
	vcvtusi2sdl	(%rdx), %xmm25, %xmm1
	vaddsd	%xmm22, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm13, %xmm1
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
	vmulsd	%xmm22, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm2
	vaddsd	.LCPI0_18(%rip), %xmm0, %xmm3
	vdivsd	%xmm3, %xmm0, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm5
	vmulsd	.LCPI0_22(%rip), %xmm5, %xmm6
	vaddsd	.LCPI0_23(%rip), %xmm6, %xmm6
	vmovddup	.LCPI0_19(%rip), %xmm7
	vunpcklpd	%xmm6, %xmm7, %xmm6
	vmovddup	%xmm5, %xmm5
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	.LCPI0_58(%rip), %xmm6, %xmm6
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	.LCPI0_59(%rip), %xmm6, %xmm6
	vunpcklpd	%xmm4, %xmm5, %xmm4
	vmulpd	%xmm6, %xmm4, %xmm4
	vshufpd	$1, %xmm4, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm4, %xmm4
	vcvtsi2sd	%rdi, %xmm11, %xmm5
	vaddsd	%xmm4, %xmm2, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vmulsd	.LCPI0_26(%rip), %xmm5, %xmm4
	vaddsd	%xmm3, %xmm4, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	.LCPI0_27(%rip), %xmm5, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm0
	vmulsd	.LCPI0_29(%rip), %xmm1, %xmm1
	vmulsd	.LCPI0_30(%rip), %xmm1, %xmm2
	vaddsd	.LCPI0_31(%rip), %xmm2, %xmm2
	vmovq	%xmm2, %rsi
	vaddsd	.LCPI0_32(%rip), %xmm2, %xmm2
	vmulsd	.LCPI0_55(%rip), %xmm2, %xmm3
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
	vpandq	%xmm19, %xmm1, %xmm1
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
	vmulsd	%xmm17, %xmm3, %xmm5
	vaddsd	%xmm23, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vaddsd	%xmm5, %xmm14, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm16, %xmm3, %xmm6
	vaddsd	%xmm29, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm30, %xmm6, %xmm6
	vmulsd	%xmm4, %xmm4, %xmm7
	vmulsd	%xmm6, %xmm7, %xmm6
	vaddsd	%xmm6, %xmm5, %xmm5
	vmulsd	%xmm22, %xmm3, %xmm6
	vsubsd	%xmm6, %xmm27, %xmm7
	vsubsd	%xmm7, %xmm27, %xmm8
	vsubsd	%xmm6, %xmm8, %xmm6
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
	vaddsd	%xmm5, %xmm6, %xmm5
	vaddsd	%xmm5, %xmm7, %xmm5
	vmulsd	%xmm28, %xmm3, %xmm6
	vaddsd	%xmm6, %xmm12, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm26, %xmm6, %xmm6
	vmulsd	%xmm3, %xmm15, %xmm7
	vaddsd	%xmm24, %xmm7, %xmm7
	vmulsd	%xmm4, %xmm3, %xmm4
	vmulsd	%xmm7, %xmm4, %xmm4
	vaddsd	%xmm6, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm1, %xmm6
	vmulsd	%xmm22, %xmm2, %xmm7
	vmulsd	%xmm4, %xmm6, %xmm4
	vsubsd	%xmm4, %xmm7, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vmulsd	%xmm18, %xmm6, %xmm3
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
	vmulsd	.LCPI0_28(%rip), %xmm0, %xmm0
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%rdx,%r15,4)
	addq	$4, %rdx
	decq	%rcx
	jne	.LBB0_86
	.p2align	4
.LBB0_87:
	movl	$1024, %r11d
	movq	%r8, %rsi
	movq	384(%rsp), %rax
	movq	16(%rsp), %r9
	movq	$0, 192(%rsp)
	movq	$0, 256(%rsp)
	xorl	%r12d, %r12d
	xorl	%ecx, %ecx
	vmovaps	2400(%rsp), %xmm15
	vmovups	4784(%rsp), %zmm16
	vmovss	.LCPI0_64(%rip), %xmm17
	vbroadcastss	.LCPI0_64(%rip), %zmm18
	vbroadcastss	.LCPI0_65(%rip), %zmm19
	vpbroadcastd	.LCPI0_66(%rip), %zmm22
	vpbroadcastd	.LCPI0_67(%rip), %zmm23
	jmp	.LBB0_89
	.p2align	4
.LBB0_88:
	movq	608(%rsp), %r11
	addq	$1024, %r11
	incq	256(%rsp)
	addq	$-1024, 192(%rsp)
	addq	$4096, %r9
	movq	64(%rsp), %rax
	addq	$4096, %rax
	addq	$-4096, %rsi
	movq	320(%rsp), %rdx
	movq	%rdx, %r12
	movq	-120(%rsp), %r15
	cmpq	%r15, %rdx
	jae	.LBB0_127
.LBB0_89:
	movq	%rax, 64(%rsp)
	cmpq	%r11, %r15
	movq	%r11, 608(%rsp)
	cmovbq	%r15, %r11
	leaq	1024(%r12), %rax
	cmpq	%r15, %rax
	movq	%rax, 320(%rsp)
	cmovbq	%rax, %r15
	subq	%r12, %r15
	jbe	.LBB0_106
	movq	256(%rsp), %rdx
	movq	%rdx, %rax
	shlq	$10, %rax
	movq	%r11, %r10
	subq	%rax, %r10
	cmpq	$8, %r10
	jb	.LBB0_101
	movq	%rdx, %rax
	shlq	$12, %rax
	addq	48(%rsp), %rax
	movq	800(%rsp), %rdx
	subq	%rax, %rdx
	cmpq	$256, %rdx
	jb	.LBB0_101
	cmpq	$64, %r10
	movq	2672(%rsp), %rax
	jae	.LBB0_94
	xorl	%r13d, %r13d
	jmp	.LBB0_98
.LBB0_94:
	movq	%r11, %rbp
	andq	$-64, %rbp
	addq	192(%rsp), %rbp
	movl	%r11d, %ebx
	andl	$63, %ebx
	movq	%r10, %r13
	subq	%rbx, %r13
	xorl	%edx, %edx
	.p2align	4
.LBB0_95:
	vmovups	-192(%r9,%rdx,4), %zmm0
	vmovups	-128(%r9,%rdx,4), %zmm1
	vmovups	-64(%r9,%rdx,4), %zmm2
	vmovups	(%r9,%rdx,4), %zmm3
	vmulps	%zmm0, %zmm0, %zmm0
	vmulps	%zmm1, %zmm1, %zmm1
	vmulps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm3, %zmm3, %zmm3
	vmovups	%zmm0, -192(%rax,%rdx,4)
	vmovups	%zmm1, -128(%rax,%rdx,4)
	vmovups	%zmm2, -64(%rax,%rdx,4)
	vmovups	%zmm3, (%rax,%rdx,4)
	addq	$64, %rdx
	cmpq	%rdx, %rbp
	jne	.LBB0_95
	testq	%rbx, %rbx
	movabsq	$4611686018427387902, %rbp
	je	.LBB0_106
	cmpl	$8, %ebx
	jb	.LBB0_126
.LBB0_98:
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
.LBB0_99:
	vmovups	(%rax,%r13,4), %ymm0
	vmulps	%ymm0, %ymm0, %ymm0
	vmovups	%ymm0, (%r8,%r13,4)
	addq	$8, %r13
	cmpq	%r13, %rdi
	jne	.LBB0_99
	testq	%rdx, %rdx
	je	.LBB0_106
.LBB0_101:
	movl	%r11d, %eax
	subl	%r12d, %eax
	movq	%r12, %r10
	testb	$7, %al
	movq	384(%rsp), %rax
	je	.LBB0_104
	movl	%r11d, %eax
	subb	%r12b, %al
	movzbl	%al, %edx
	movq	384(%rsp), %rax
	andl	$7, %edx
	movq	%r12, %r10
	.p2align	4
.LBB0_103:
	vmovss	(%rax,%r10,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%rsi,%r10,4)
	incq	%r10
	decq	%rdx
	jne	.LBB0_103
.LBB0_104:
	subq	%r11, %r12
	cmpq	$-8, %r12
	ja	.LBB0_106
	.p2align	4
.LBB0_105:
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
	jne	.LBB0_105
	.p2align	4
.LBB0_106:
	movq	%r15, %r11
	andq	$-64, %r11
	je	.LBB0_115
	xorl	%r12d, %r12d
	movabsq	$4611686018427387901, %r13
	jmp	.LBB0_110
	.p2align	4
.LBB0_108:
	addq	%rdx, %rcx
	movl	$6, %r10d
	subq	%rdx, %r10
	movq	816(%rsp), %r8
	movabsq	$4611686018427387902, %rbp
	movabsq	$4611686018427387901, %r13
.LBB0_109:
	vmovss	%xmm0, 4464(%rsp,%rcx,4)
	movq	%r10, 4856(%rsp,%rcx,8)
	incq	%rcx
	addq	$64, %r12
	cmpq	%r11, %r12
	jae	.LBB0_116
.LBB0_110:
	vmovups	(%r8,%r12,4), %zmm0
	vmovups	64(%r8,%r12,4), %zmm1
	vmovups	128(%r8,%r12,4), %zmm2
	vmovups	192(%r8,%r12,4), %zmm3
	vmovaps	%zmm0, %zmm4
	vpermt2ps	%zmm1, %zmm31, %zmm4
	vmovaps	%zmm2, %zmm5
	vpermt2ps	%zmm3, %zmm31, %zmm5
	vpermt2ps	%zmm1, %zmm10, %zmm0
	vaddps	%zmm0, %zmm4, %zmm0
	vpermt2ps	%zmm3, %zmm10, %zmm2
	vaddps	%zmm2, %zmm5, %zmm1
	vmovaps	%zmm0, %zmm2
	vpermt2ps	%zmm1, %zmm31, %zmm2
	vpermt2ps	%zmm1, %zmm10, %zmm0
	vaddps	%zmm0, %zmm2, %zmm0
	vextractf64x4	$1, %zmm0, %ymm1
	vhaddps	%ymm1, %ymm0, %ymm0
	vextractf128	$1, %ymm0, %xmm1
	vhaddps	%xmm1, %xmm0, %xmm0
	vshufps	$216, %xmm0, %xmm0, %xmm0
	vhaddps	%xmm0, %xmm0, %xmm0
	xorl	%eax, %eax
	vmovshdup	%xmm0, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	movl	$6, %r10d
	testq	%rcx, %rcx
	setne	%dl
	je	.LBB0_109
	movb	%dl, %al
	movq	%rcx, %rdx
	subq	%rax, %rdx
	cmpq	$6, 4856(%rsp,%rdx,8)
	jne	.LBB0_109
	leaq	4848(%rsp), %rax
	leaq	(%rax,%rcx,8), %r10
	leaq	-1(%rcx), %rax
	leaq	4460(%rsp), %rdx
	leaq	(%rdx,%rcx,4), %r13
	movl	$7, %ebp
	xorl	%edi, %edi
	.p2align	4
.LBB0_113:
	movq	%rax, %rbx
	subq	$1, %rax
	cmovaeq	%r14, %rbx
	leaq	(%rcx,%rdi), %r8
	vaddss	(%r13,%rdi,4), %xmm0, %xmm0
	leaq	-1(%rdi), %rdx
	cmpq	$1, %r8
	je	.LBB0_108
	shll	$3, %ebx
	movq	%r10, %r8
	subq	%rbx, %r8
	cmpq	(%r8,%rdi,8), %rbp
	leaq	1(%rbp), %rbp
	movq	%rdx, %rdi
	je	.LBB0_113
	jmp	.LBB0_108
	.p2align	4
.LBB0_115:
	movabsq	$4611686018427387901, %r13
.LBB0_116:
	cmpq	%r15, %r11
	jne	.LBB0_119
	jmp	.LBB0_88
	.p2align	4
.LBB0_117:
	xorl	%ebx, %ebx
.LBB0_118:
	vmovss	%xmm0, 4464(%rsp,%rcx,4)
	movq	%rbx, 4856(%rsp,%rcx,8)
	incq	%rcx
	incq	%r11
	cmpq	%r15, %r11
	jae	.LBB0_88
.LBB0_119:
	xorl	%eax, %eax
	vmovss	(%r8,%r11,4), %xmm0
	testq	%rcx, %rcx
	setne	%dl
	je	.LBB0_117
	movb	%dl, %al
	movq	%rcx, %rdx
	subq	%rax, %rdx
	cmpq	$0, 4856(%rsp,%rdx,8)
	jne	.LBB0_117
	leaq	4848(%rsp), %rax
	leaq	(%rax,%rcx,8), %r10
	leaq	-1(%rcx), %rbp
	leaq	4460(%rsp), %rax
	leaq	(%rax,%rcx,4), %r13
	movq	%rbp, %r12
	xorl	%ebx, %ebx
	.p2align	4
.LBB0_122:
	movq	%r12, %rdx
	subq	$1, %r12
	cmovaeq	%r14, %rdx
	vaddss	(%r13), %xmm0, %xmm0
	cmpq	%rbx, %rbp
	leaq	1(%rbx), %rbx
	je	.LBB0_124
	shll	$3, %edx
	movq	%r10, %rax
	subq	%rdx, %rax
	addq	$-8, %r10
	addq	$-4, %r13
	cmpq	(%rax), %rbx
	je	.LBB0_122
.LBB0_124:
	subq	%rbx, %rcx
	movabsq	$4611686018427387902, %rbp
	movabsq	$4611686018427387901, %r13
	jmp	.LBB0_118
.LBB0_126:
	addq	%r13, %r12
	jmp	.LBB0_101
	.p2align	4
.LBB0_127:
	xorl	%eax, %eax
	testq	%rcx, %rcx
	sete	%dl
	setne	%al
	movq	%rcx, %rsi
	subq	%rax, %rsi
	vmovss	4464(%rsp,%rsi,4), %xmm0
	kmovd	%edx, %k1
	vxorps	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, %xmm0, %xmm0 {%k1}
	cmpq	$2, %rcx
	jae	.LBB0_129
	movq	-104(%rsp), %r12
	movq	-88(%rsp), %r10
	movl	$2143289344, %r11d
	vmovaps	1200(%rsp), %xmm14
	jmp	.LBB0_136
	.p2align	4
.LBB0_129:
	leaq	-2(%rcx), %rax
	movl	%esi, %edx
	andl	$7, %edx
	cmpq	$7, %rax
	movq	-104(%rsp), %r12
	movq	-88(%rsp), %r10
	movl	$2143289344, %r11d
	vmovaps	1200(%rsp), %xmm14
	jae	.LBB0_131
	xorl	%edi, %edi
	jmp	.LBB0_134
	.p2align	4
.LBB0_131:
	leaq	(%rsp,%rsi,4), %r8
	addq	$4464, %r8
	andq	$-8, %rsi
	cmpq	$1, %rcx
	movl	$1, %eax
	cmovbq	%rcx, %rax
	shll	$2, %eax
	leaq	4460(%rsp), %rdi
	leaq	(%rdi,%rcx,4), %r9
	subq	%rax, %r9
	xorl	%edi, %edi
	movabsq	$4611686018427387898, %r12
	movabsq	$4611686018427387897, %r11
	movabsq	$4611686018427387896, %rbx
	.p2align	4
.LBB0_132:
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
	jne	.LBB0_132
	testq	%rdx, %rdx
	movq	816(%rsp), %r8
	movq	-88(%rsp), %r10
	movq	-104(%rsp), %r12
	movl	$2143289344, %r11d
	je	.LBB0_136
.LBB0_134:
	shlq	$2, %rdi
	leaq	4460(%rsp), %rax
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
.LBB0_135:
	vaddss	(%rcx,%rax,4), %xmm0, %xmm0
	decq	%rax
	cmpq	%rax, %rdx
	jne	.LBB0_135
.LBB0_136:
	vaddss	.LCPI0_62(%rip), %xmm0, %xmm0
	vaddss	%xmm0, %xmm0, %xmm0
	vmulss	.LCPI0_63(%rip), %xmm0, %xmm1
	cmpl	$0, -108(%rsp)
	je	.LBB0_143
	cmpb	$0, -109(%rsp)
	movq	568(%rsp), %rdi
	movq	-72(%rsp), %rsi
	je	.LBB0_149
	xorl	%ecx, %ecx
	movq	384(%rsp), %rax
.LBB0_139:
	movq	%rcx, %rdx
	orq	$1, %rdx
	testb	$1, %r15b
	je	.LBB0_141
	movq	528(%rsp), %r9
	vmovss	(%r9,%rcx,4), %xmm0
	vaddss	%xmm0, %xmm0, %xmm2
	vmulss	%xmm2, %xmm1, %xmm2
	movq	520(%rsp), %rax
	vsubss	(%rax,%rcx,4), %xmm0, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm17, %xmm3, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm15, %xmm2
	vsubss	%xmm2, %xmm0, %xmm0
	vmulss	(%rdi,%rcx,4), %xmm14, %xmm2
	vaddss	%xmm0, %xmm2, %xmm0
	vmovd	%xmm0, %eax
	movl	%eax, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	movq	-72(%rsp), %rsi
	cmovael	%r11d, %eax
	movl	%eax, (%r9,%rcx,4)
	movq	384(%rsp), %rax
	movq	%rdx, %rcx
.LBB0_141:
	cmpq	%rdx, %r15
	je	.LBB0_66
	.p2align	4
.LBB0_142:
	vmovss	(%rax,%rcx,4), %xmm0
	vmovss	4(%rax,%rcx,4), %xmm2
	vaddss	%xmm0, %xmm0, %xmm3
	vmulss	%xmm3, %xmm1, %xmm3
	vsubss	(%rsi,%rcx,4), %xmm0, %xmm4
	vaddss	%xmm4, %xmm4, %xmm4
	vmulss	%xmm17, %xmm4, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm3, %xmm15, %xmm3
	vsubss	%xmm3, %xmm0, %xmm0
	vmulss	(%rdi,%rcx,4), %xmm14, %xmm3
	vaddss	%xmm0, %xmm3, %xmm0
	vmovd	%xmm0, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r11d, %eax
	movq	384(%rsp), %rdx
	movl	%eax, (%rdx,%rcx,4)
	vaddss	%xmm2, %xmm2, %xmm0
	vmulss	%xmm0, %xmm1, %xmm0
	vsubss	4(%rsi,%rcx,4), %xmm2, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm17, %xmm3, %xmm3
	vaddss	%xmm3, %xmm0, %xmm0
	vmulss	%xmm0, %xmm15, %xmm0
	vsubss	%xmm0, %xmm2, %xmm0
	vmulss	4(%rdi,%rcx,4), %xmm14, %xmm2
	vaddss	%xmm0, %xmm2, %xmm0
	vmovd	%xmm0, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r11d, %eax
	movq	384(%rsp), %rdx
	movl	%eax, 4(%rdx,%rcx,4)
	movq	384(%rsp), %rax
	addq	$2, %rcx
	cmpq	%rcx, %r15
	jne	.LBB0_142
	jmp	.LBB0_66
	.p2align	4
.LBB0_143:
	cmpb	$0, -110(%rsp)
	movq	-72(%rsp), %rsi
	je	.LBB0_156
	xorl	%ecx, %ecx
	movq	384(%rsp), %rax
.LBB0_145:
	movq	%rcx, %rdx
	orq	$1, %rdx
	testb	$1, %r15b
	je	.LBB0_147
	movq	528(%rsp), %r9
	vmovss	(%r9,%rcx,4), %xmm0
	vaddss	%xmm0, %xmm0, %xmm2
	vmulss	%xmm2, %xmm1, %xmm2
	movq	520(%rsp), %rax
	vsubss	(%rax,%rcx,4), %xmm0, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm17, %xmm3, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm15, %xmm2
	vsubss	%xmm2, %xmm0, %xmm0
	vmovd	%xmm0, %eax
	movl	%eax, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	movq	-72(%rsp), %rsi
	cmovael	%r11d, %eax
	movl	%eax, (%r9,%rcx,4)
	movq	384(%rsp), %rax
	movq	%rdx, %rcx
.LBB0_147:
	cmpq	%rdx, %r15
	je	.LBB0_66
	.p2align	4
.LBB0_148:
	vmovss	(%rax,%rcx,4), %xmm0
	vmovss	4(%rax,%rcx,4), %xmm2
	vaddss	%xmm0, %xmm0, %xmm3
	vmulss	%xmm3, %xmm1, %xmm3
	vsubss	(%rsi,%rcx,4), %xmm0, %xmm4
	vaddss	%xmm4, %xmm4, %xmm4
	vmulss	%xmm17, %xmm4, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm3, %xmm15, %xmm3
	vsubss	%xmm3, %xmm0, %xmm0
	vmovd	%xmm0, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r11d, %eax
	movq	384(%rsp), %rdx
	movl	%eax, (%rdx,%rcx,4)
	vaddss	%xmm2, %xmm2, %xmm0
	vmulss	%xmm0, %xmm1, %xmm0
	vsubss	4(%rsi,%rcx,4), %xmm2, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm17, %xmm3, %xmm3
	vaddss	%xmm3, %xmm0, %xmm0
	vmulss	%xmm0, %xmm15, %xmm0
	vsubss	%xmm0, %xmm2, %xmm0
	vmovd	%xmm0, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r11d, %eax
	movq	384(%rsp), %rdx
	movl	%eax, 4(%rdx,%rcx,4)
	movq	384(%rsp), %rax
	addq	$2, %rcx
	cmpq	%rcx, %r15
	jne	.LBB0_148
	jmp	.LBB0_66
	.p2align	4
.LBB0_149:
	vbroadcastss	%xmm1, %zmm0
	vbroadcastss	%xmm14, %zmm2
	xorl	%ecx, %ecx
	movq	(%rsp), %rax
	movq	384(%rsp), %rdx
	.p2align	4
.LBB0_150:
	vmovups	(%rdx,%rcx,4), %zmm3
	vaddps	%zmm3, %zmm3, %zmm4
	vmulps	%zmm4, %zmm0, %zmm4
	vsubps	(%rsi,%rcx,4), %zmm3, %zmm5
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm18, %zmm5, %zmm5
	vaddps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm4, %zmm16, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vmulps	(%rdi,%rcx,4), %zmm2, %zmm4
	vaddps	%zmm3, %zmm4, %zmm3
	vandps	%zmm19, %zmm3, %zmm4
	vpcmpgtd	%zmm22, %zmm4, %k1
	vpbroadcastd	.LCPI0_67(%rip), %zmm3 {%k1}
	vmovdqu64	%zmm3, (%rdx,%rcx,4)
	addq	$16, %rcx
	cmpq	%rcx, %rax
	jne	.LBB0_150
	cmpq	%rax, %r15
	movq	%rdx, %rax
	vbroadcastss	.LCPI0_64(%rip), %xmm6
	vbroadcastss	.LCPI0_65(%rip), %xmm7
	vpbroadcastd	.LCPI0_66(%rip), %xmm8
	je	.LBB0_66
	movq	(%rsp), %rcx
	testb	$12, %r15b
	je	.LBB0_139
	vbroadcastss	%xmm1, %xmm0
	vbroadcastss	%xmm14, %xmm2
	movq	(%rsp), %rcx
	movq	%rax, %rdx
	movq	1264(%rsp), %rax
	.p2align	4
.LBB0_154:
	vmovups	(%rdx,%rcx,4), %xmm3
	vaddps	%xmm3, %xmm3, %xmm4
	vmulps	%xmm4, %xmm0, %xmm4
	vsubps	(%rsi,%rcx,4), %xmm3, %xmm5
	vaddps	%xmm5, %xmm5, %xmm5
	vmulps	%xmm6, %xmm5, %xmm5
	vaddps	%xmm5, %xmm4, %xmm4
	vmulps	%xmm4, %xmm16, %xmm4
	vsubps	%xmm4, %xmm3, %xmm3
	vmulps	(%rdi,%rcx,4), %xmm2, %xmm4
	vaddps	%xmm3, %xmm4, %xmm3
	vandps	%xmm7, %xmm3, %xmm4
	vpcmpgtd	%xmm8, %xmm4, %k1
	vpbroadcastd	.LCPI0_67(%rip), %xmm3 {%k1}
	vmovdqu	%xmm3, (%rdx,%rcx,4)
	addq	$4, %rcx
	cmpq	%rcx, %rax
	jne	.LBB0_154
	movq	%rax, %rcx
	cmpq	%rax, %r15
	movq	%rdx, %rax
	je	.LBB0_66
	jmp	.LBB0_139
.LBB0_156:
	vbroadcastss	%xmm1, %zmm0
	xorl	%ecx, %ecx
	movq	16(%rsp), %rax
	.p2align	4
.LBB0_157:
	vmovups	-192(%rax,%rcx,4), %zmm2
	vmovups	-128(%rax,%rcx,4), %zmm3
	vmovups	-64(%rax,%rcx,4), %zmm4
	vmovups	(%rax,%rcx,4), %zmm5
	vaddps	%zmm2, %zmm2, %zmm6
	vaddps	%zmm3, %zmm3, %zmm7
	vaddps	%zmm4, %zmm4, %zmm8
	vaddps	%zmm5, %zmm5, %zmm9
	vmulps	%zmm6, %zmm0, %zmm6
	vmulps	%zmm7, %zmm0, %zmm7
	vmulps	%zmm8, %zmm0, %zmm8
	vmulps	%zmm9, %zmm0, %zmm9
	vsubps	(%rsi,%rcx,4), %zmm2, %zmm10
	vsubps	64(%rsi,%rcx,4), %zmm3, %zmm11
	vsubps	128(%rsi,%rcx,4), %zmm4, %zmm12
	vsubps	192(%rsi,%rcx,4), %zmm5, %zmm13
	vaddps	%zmm10, %zmm10, %zmm10
	vaddps	%zmm11, %zmm11, %zmm11
	vaddps	%zmm12, %zmm12, %zmm12
	vaddps	%zmm13, %zmm13, %zmm13
	vmulps	%zmm18, %zmm10, %zmm10
	vaddps	%zmm10, %zmm6, %zmm6
	vmulps	%zmm18, %zmm11, %zmm10
	vaddps	%zmm10, %zmm7, %zmm7
	vmulps	%zmm18, %zmm12, %zmm10
	vaddps	%zmm10, %zmm8, %zmm8
	vmulps	%zmm18, %zmm13, %zmm10
	vaddps	%zmm10, %zmm9, %zmm9
	vmulps	%zmm6, %zmm16, %zmm6
	vmulps	%zmm7, %zmm16, %zmm7
	vmulps	%zmm8, %zmm16, %zmm8
	vmulps	%zmm9, %zmm16, %zmm9
	vsubps	%zmm6, %zmm2, %zmm2
	vsubps	%zmm7, %zmm3, %zmm3
	vsubps	%zmm8, %zmm4, %zmm4
	vsubps	%zmm9, %zmm5, %zmm5
	vandps	%zmm19, %zmm2, %zmm6
	vandps	%zmm19, %zmm3, %zmm7
	vandps	%zmm19, %zmm4, %zmm8
	vandps	%zmm19, %zmm5, %zmm9
	vpcmpgtd	%zmm22, %zmm6, %k1
	vpcmpgtd	%zmm22, %zmm7, %k2
	vpcmpgtd	%zmm22, %zmm8, %k3
	vpcmpgtd	%zmm22, %zmm9, %k4
	vmovdqa32	%zmm23, %zmm2 {%k1}
	vmovdqa32	%zmm23, %zmm3 {%k2}
	vmovdqa32	%zmm23, %zmm4 {%k3}
	vmovdqa32	%zmm23, %zmm5 {%k4}
	vmovdqu64	%zmm2, -192(%rax,%rcx,4)
	vmovdqu64	%zmm3, -128(%rax,%rcx,4)
	vmovdqu64	%zmm4, -64(%rax,%rcx,4)
	vmovdqu64	%zmm5, (%rax,%rcx,4)
	addq	$64, %rcx
	cmpq	%rcx, %r10
	jne	.LBB0_157
	cmpq	%r10, %r15
	movq	384(%rsp), %rax
	vmovaps	.LCPI0_61(%rip), %zmm10
	vbroadcastss	.LCPI0_64(%rip), %ymm5
	vbroadcastss	.LCPI0_65(%rip), %ymm6
	vpbroadcastd	.LCPI0_66(%rip), %ymm7
	je	.LBB0_66
	movq	%r10, %rcx
	testb	$56, %r15b
	je	.LBB0_145
	vbroadcastss	%xmm1, %ymm0
	movq	%r10, %rcx
	movq	%rax, %rdx
	movq	8(%rsp), %rax
	.p2align	4
.LBB0_161:
	vmovups	(%rdx,%rcx,4), %ymm2
	vaddps	%ymm2, %ymm2, %ymm3
	vmulps	%ymm3, %ymm0, %ymm3
	vsubps	(%rsi,%rcx,4), %ymm2, %ymm4
	vaddps	%ymm4, %ymm4, %ymm4
	vmulps	%ymm5, %ymm4, %ymm4
	vaddps	%ymm4, %ymm3, %ymm3
	vmulps	%ymm3, %ymm16, %ymm3
	vsubps	%ymm3, %ymm2, %ymm2
	vandps	%ymm6, %ymm2, %ymm3
	vpcmpgtd	%ymm7, %ymm3, %k1
	vpbroadcastd	.LCPI0_67(%rip), %ymm2 {%k1}
	vmovdqu	%ymm2, (%rdx,%rcx,4)
	addq	$8, %rcx
	cmpq	%rcx, %rax
	jne	.LBB0_161
	movq	%rax, %rcx
	cmpq	%rax, %r15
	movq	%rdx, %rax
	je	.LBB0_66
	jmp	.LBB0_145
.LBB0_163:
	vmovss	-48(%rsp), %xmm3
	vmulss	-56(%rsp), %xmm3, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	vmovaps	%xmm0, 1200(%rsp)
	vmulss	-52(%rsp), %xmm3, %xmm3
	vmovss	%xmm3, -48(%rsp)
	movl	$3449720151, %ecx
	cmpl	$0, -108(%rsp)
	jne	.LBB0_69
	jmp	.LBB0_87
.LBB0_164:
	addq	$138232, %rsp
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
